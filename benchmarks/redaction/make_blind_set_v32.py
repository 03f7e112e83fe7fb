#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v32.py -- blind evaluation set v32 for a credential-redaction filter.

Self-contained and deterministic: Python 3 standard library only, one PRNG
(random.Random(32_2026_1126)) drives every choice, no set is ever iterated,
JSON is written with a fixed key order.  Output: blind_set_v32.jsonl next to
this script (or the path given as the first argument).

Every token body is random; only documented vendor prefixes / fixed structural
headers are constant.
"""
import base64
import hashlib
import json
import os
import random
import re
import string
import sys
import urllib.parse

R = random.Random(32_2026_1126)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
ALO = LO + DG
AUP = UP + DG
HX = '0123456789abcdef'
HXU = '0123456789ABCDEF'
B64 = AN + '+/'
B64U = AN + '-_'
B32 = UP + '234567'
B32L = LO + '234567'
B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'


def rs(chars, n):
    return ''.join(R.choice(chars) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def sample(seq, k):
    return R.sample(list(seq), k)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64e(b):
    return base64.b64encode(b).decode()


def b64ue(b):
    return base64.urlsafe_b64encode(b).decode().rstrip('=')


def uuid4():
    h = '%032x' % R.getrandbits(128)
    h = h[:12] + '4' + h[13:16] + pick('89ab') + h[17:]
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def T(L, en, ko):
    return en if L == 'en' else ko


def hexs(n):
    return rs(HX, n)


def digits(n):
    return pick('123456789') + rs(DG, n - 1)


def mixed(n, chars=AN):
    """random string that contains at least one upper, lower and digit when chars allow"""
    while True:
        s = rs(chars, n)
        ok = True
        if any(c in chars for c in UP) and not any(c in UP for c in s):
            ok = False
        if any(c in chars for c in LO) and not any(c in LO for c in s):
            ok = False
        if any(c in chars for c in DG) and not any(c in DG for c in s):
            ok = False
        if ok or n < 8:
            return s


def jwt(header=None, payload=None, sig_len=43):
    header = header or {'alg': 'HS256', 'typ': 'JWT'}
    payload = payload or {'sub': uuid4(), 'iat': rint(1700000000, 1760000000)}
    h = b64ue(json.dumps(header, separators=(',', ':')).encode())
    p = b64ue(json.dumps(payload, separators=(',', ':')).encode())
    return h + '.' + p + '.' + rs(B64U, sig_len)


def ts_iso():
    return '2025-%02d-%02dT%02d:%02d:%02d' % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59))


def ts_log():
    return '2025-%02d-%02d %02d:%02d:%02d,%03d' % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), rint(0, 999))


def ip_private():
    return pick(['10.%d.%d.%d' % (rint(0, 255), rint(0, 255), rint(2, 254)),
                 '172.%d.%d.%d' % (rint(16, 31), rint(0, 255), rint(2, 254)),
                 '192.168.%d.%d' % (rint(0, 255), rint(2, 254))])


def aws_acct():
    return digits(12)


def git_sha():
    return hexs(40)


# ---------------------------------------------------------------- PEM / keys
def pem_lines_from_der(der, width=64):
    b = b64e(der)
    return [b[i:i + width] for i in range(0, len(b), width)]


def ec_sec1_der():
    # SEQUENCE { INTEGER 1, OCTET STRING(32) priv, [0] OID prime256v1, [1] BIT STRING pub }
    return (bytes.fromhex('30770201010420') + rbytes(32) + bytes.fromhex('a00a06082a8648ce3d030107a144034200')
            + b'\x04' + rbytes(64))


def ec_pkcs8_der():
    return (bytes.fromhex('308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420')
            + rbytes(32) + bytes.fromhex('a144034200') + b'\x04' + rbytes(64))


def rsa_pkcs8_partial_der(nbytes=300):
    return bytes.fromhex('308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100') + rbytes(nbytes)


def rsa_pkcs1_partial_der(nbytes=300):
    return bytes.fromhex('308204a40201000282010100') + rbytes(nbytes)


def _ssh_str(b):
    return len(b).to_bytes(4, 'big') + b


def openssh_ed25519_body():
    pub = rbytes(32)
    priv = rbytes(32)
    pubblob = _ssh_str(b'ssh-ed25519') + _ssh_str(pub)
    check = rbytes(4)
    comment = pick([b'deploy@ci', b'ubuntu@build-01', b'jenkins@ci-agent', b'dev@laptop', b'git@runner'])
    privsec = check + check + _ssh_str(b'ssh-ed25519') + _ssh_str(pub) + _ssh_str(priv + pub) + _ssh_str(comment)
    pad = 1
    while len(privsec) % 8:
        privsec += bytes([pad])
        pad += 1
    der = (b'openssh-key-v1\x00' + _ssh_str(b'none') + _ssh_str(b'none') + _ssh_str(b'') + (1).to_bytes(4, 'big')
           + _ssh_str(pubblob) + _ssh_str(privsec))
    return pem_lines_from_der(der, 70)


def ssh_ed25519_pub():
    return 'ssh-ed25519 ' + b64e(_ssh_str(b'ssh-ed25519') + _ssh_str(rbytes(32)))


def ssh_rsa_pub():
    return 'ssh-rsa ' + b64e(_ssh_str(b'ssh-rsa') + _ssh_str(b'\x01\x00\x01') + _ssh_str(b'\x00' + rbytes(256)))


def ssh_fp():
    return 'SHA256:' + b64e(rbytes(32)).rstrip('=')


def colon_hex(n, upper=True):
    h = rbytes(n).hex()
    if upper:
        h = h.upper()
    return ':'.join(h[i:i + 2] for i in range(0, len(h), 2))


# ---------------------------------------------------------------- names / context
SVCS = ['billing-api', 'checkout-worker', 'admin-web', 'etl-batch', 'notifier', 'auth-gateway', 'search-indexer',
        'report-service', 'media-uploader', 'order-sync', 'crm-bridge', 'ledger', 'mobile-bff', 'partner-api',
        'payout-cron', 'chat-bot', 'ml-inference', 'data-export', 'settlement', 'inventory', 'web-storefront',
        'support-desk', 'event-consumer', 'sso-proxy', 'pricing-engine', 'recommendation', 'shipping-tracker']
ENVS = ['staging', 'prod', 'dev', 'qa', 'sandbox', 'stage', 'production', 'preprod']
JOBS = ['deploy', 'nightly sync', 'release', 'e2e', 'backfill', 'smoke test', 'db migration', 'cron export',
        'canary', 'integration test']
STORES = ['AWS Secrets Manager', 'Vault', '1Password', 'GitHub Actions secrets', 'Doppler', 'SSM Parameter Store',
          'sealed-secrets', 'GCP Secret Manager', 'Azure Key Vault', 'GitLab CI/CD variables', 'Infisical']
STORES_KO = STORES
USERS = ['alice', 'bob', 'minji', 'jhkim', 'sora', 'deploy', 'svc_app', 'app', 'admin', 'etl_user', 'readonly',
         'hyunwoo', 'yuna.park', 'tanaka', 'li.wei', 'ci-bot', 'backup', 'grafana', 'root', 'postgres']
HOSTS = ['db.internal', 'pg-main.prod.svc', 'mysql-01.corp.local', '10.0.3.15', 'rds-main.cluster-abc.ap-northeast-2.rds.amazonaws.com',
         'redis.staging.svc.cluster.local', 'mq.internal', 'db-replica-2', 'pgbouncer.infra', 'mariadb.dev.local']
COMPANIES = ['acme', 'hanbit', 'orbit', 'northwind', 'daon', 'kestrel', 'mirae', 'pinecone-labs', 'sejong', 'lumen']
REGIONS = ['ap-northeast-2', 'us-east-1', 'eu-central-1', 'ap-northeast-1', 'us-west-2', 'eu-west-1']

GENERIC_ERRS = ['401 Unauthorized', '403 Forbidden', 'invalid_api_key', 'AuthenticationError', 'invalid_token',
                'token expired', 'unauthorized_client', 'permission denied']


def ctx():
    return dict(svc=pick(SVCS), env=pick(ENVS), job=pick(JOBS), store=pick(STORES), user=pick(USERS),
                company=pick(COMPANIES), region=pick(REGIONS))

# ================================================================ vendor credential specs
def S(n, v):
    return (n, v, [v], 's')


def SP(n, v, parts):
    return (n, v, list(parts), 's')


def N(n, v):
    return (n, v, [], 'n')


def D(n, v):
    return (n, v, [], 'd')


def P(n, v):
    return (n, v, [], 'p')


def H_bearer(url, tok, method='GET', scheme='Bearer'):
    return dict(method=method, url=url, headers=[('Authorization', scheme + ' ' + tok)], secrets=[])


def H_hdr(url, pairs, method='GET'):
    return dict(method=method, url=url, headers=list(pairs), secrets=[])


def H_basic(url, user, pw, method='GET'):
    blob = b64e(('%s:%s' % (user, pw)).encode())
    return dict(method=method, url=url, headers=[('Authorization', 'Basic ' + blob)], secrets=[blob])


def H_url(url, method='GET'):
    return dict(method=method, url=url, headers=[], secrets=[])


VENDORS = []


def vendor(name, region, what, err=None, slug=None):
    def deco(f):
        VENDORS.append(dict(vendor=name, region=region, what=what, err=err, f=f,
                            slug=slug or re.sub('[^a-z0-9]', '', name.lower())))
        return f
    return deco


def akia():
    return 'AKIA' + rs(B32, 16)


def aws_secret():
    return rs(B64, 40)


# ---------------- global cloud
@vendor('AWS', 'global', 'access key pair', 'SignatureDoesNotMatch')
def _v():
    return dict(items=[S('AWS_ACCESS_KEY_ID', akia()), S('AWS_SECRET_ACCESS_KEY', aws_secret()),
                       N('AWS_DEFAULT_REGION', pick(REGIONS))])


@vendor('AWS', 'global', 'session token', 'ExpiredToken')
def _v():
    return dict(items=[S('AWS_ACCESS_KEY_ID', 'ASIA' + rs(B32, 16)), S('AWS_SECRET_ACCESS_KEY', aws_secret()),
                       S('AWS_SESSION_TOKEN', 'IQoJb3JpZ2luX2Vj' + rs(B64, rint(300, 420)))])


@vendor('Google Cloud', 'global', 'API key', 'API_KEY_INVALID', slug='gemini')
def _v():
    k = 'AIza' + rs(B64U, 35)
    return dict(items=[S('GEMINI_API_KEY', k)],
                http=H_hdr('https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent',
                           [('x-goog-api-key', k)], 'POST'))


@vendor('Google OAuth', 'global', 'client secret', 'invalid_client', slug='google')
def _v():
    return dict(items=[N('GOOGLE_CLIENT_ID', digits(12) + '-' + rs(ALO, 32) + '.apps.googleusercontent.com'),
                       S('GOOGLE_CLIENT_SECRET', 'GOCSPX-' + rs(B64U, 28))])


@vendor('Google OAuth', 'global', 'refresh token', 'invalid_grant', slug='google')
def _v():
    return dict(items=[S('GOOGLE_REFRESH_TOKEN', '1//0' + rs(AN, 1) + rs(B64U, 98))])


@vendor('Azure', 'global', 'client secret', 'AADSTS7000215: Invalid client secret provided')
def _v():
    sec = rs(AN, 3) + pick(DG) + 'Q~' + rs(AN + '_.~-', 34)
    return dict(items=[N('AZURE_TENANT_ID', uuid4()), N('AZURE_CLIENT_ID', uuid4()), S('AZURE_CLIENT_SECRET', sec)])


@vendor('Azure Storage', 'global', 'connection string', 'AuthenticationFailed', slug='azurestorage')
def _v():
    key = b64e(rbytes(64))
    acct = pick(COMPANIES) + pick(['prodsa', 'assets', 'logs', 'backup']) + digits(2)
    cs = 'DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net' % (acct, key)
    return dict(items=[SP('AZURE_STORAGE_CONNECTION_STRING', cs, [key])])


@vendor('Azure OpenAI', 'global', 'API key', '401 Access denied due to invalid subscription key', slug='azureopenai')
def _v():
    k = hexs(32)
    res = pick(COMPANIES) + '-aoai-' + pick(['krc', 'eus', 'swc'])
    return dict(items=[N('AZURE_OPENAI_ENDPOINT', 'https://%s.openai.azure.com/' % res), S('AZURE_OPENAI_API_KEY', k)],
                http=H_hdr('https://%s.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01' % res,
                           [('api-key', k)], 'POST'))


@vendor('Azure DevOps', 'global', 'personal access token', 'TF400813: The user is not authorized', slug='azdo')
def _v():
    pat = rs(B32L, 52) if chance(.5) else rs(AN, 52) + 'AAASAZDO' + rs(AN, 24)
    org = pick(COMPANIES)
    return dict(items=[S('AZURE_DEVOPS_PAT', pat)],
                http=H_basic('https://dev.azure.com/%s/_apis/projects?api-version=7.1' % org, '', pat))


@vendor('Azure Service Bus', 'global', 'shared access key', 'Put token failed. status-code: 401', slug='servicebus')
def _v():
    key = b64e(rbytes(32))
    ns = pick(COMPANIES) + '-sb-' + pick(ENVS)
    cs = 'Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s' % (ns, key)
    return dict(items=[SP('SERVICEBUS_CONNECTION', cs, [key])])


@vendor('Azure Cosmos DB', 'global', 'account key', 'Unauthorized: The input authorization token can\'t serve the request', slug='cosmos')
def _v():
    key = b64e(rbytes(64))
    return dict(items=[N('COSMOS_ENDPOINT', 'https://%s-cosmos.documents.azure.com:443/' % pick(COMPANIES)),
                       S('COSMOS_KEY', key)])


@vendor('DigitalOcean', 'global', 'personal access token')
def _v():
    t = 'dop_v1_' + hexs(64)
    return dict(items=[S('DIGITALOCEAN_TOKEN', t)], http=H_bearer('https://api.digitalocean.com/v2/droplets', t))


@vendor('DigitalOcean Spaces', 'global', 'access key pair', 'SignatureDoesNotMatch', slug='spaces')
def _v():
    return dict(items=[S('SPACES_ACCESS_KEY_ID', 'DO00' + rs(AUP, 16)), S('SPACES_SECRET_ACCESS_KEY', rs(B64, 43)),
                       N('SPACES_ENDPOINT', 'https://%s.digitaloceanspaces.com' % pick(['sgp1', 'fra1', 'nyc3']))])


@vendor('Linode', 'global', 'personal access token')
def _v():
    t = hexs(64)
    return dict(items=[S('LINODE_TOKEN', t)], http=H_bearer('https://api.linode.com/v4/linode/instances', t))


@vendor('Vultr', 'global', 'API key')
def _v():
    t = rs(AUP, 36)
    return dict(items=[S('VULTR_API_KEY', t)], http=H_bearer('https://api.vultr.com/v2/instances', t))


@vendor('Hetzner Cloud', 'eu', 'API token', slug='hcloud')
def _v():
    t = rs(AN, 64)
    return dict(items=[S('HCLOUD_TOKEN', t)], http=H_bearer('https://api.hetzner.cloud/v1/servers', t))


@vendor('Scaleway', 'eu', 'access key pair')
def _v():
    return dict(items=[S('SCW_ACCESS_KEY', 'SCW' + rs(AUP, 17)), S('SCW_SECRET_KEY', uuid4()),
                       N('SCW_DEFAULT_PROJECT_ID', uuid4())])


@vendor('OVHcloud', 'eu', 'API secret', 'This credential is not valid', slug='ovh')
def _v():
    return dict(items=[N('OVH_ENDPOINT', 'ovh-eu'), D('OVH_APPLICATION_KEY', rs(AN, 16)),
                       S('OVH_APPLICATION_SECRET', rs(AN, 32)), S('OVH_CONSUMER_KEY', rs(AN, 32))])


@vendor('Exoscale', 'eu', 'access key pair')
def _v():
    return dict(items=[S('EXOSCALE_API_KEY', 'EXO' + hexs(24)), S('EXOSCALE_API_SECRET', rs(B64U, 43))])


@vendor('Cloudflare', 'global', 'API token', '10000: Authentication error')
def _v():
    t = rs(B64U, 40)
    return dict(items=[N('CLOUDFLARE_ACCOUNT_ID', hexs(32)), S('CLOUDFLARE_API_TOKEN', t)],
                http=H_bearer('https://api.cloudflare.com/client/v4/user/tokens/verify', t))


@vendor('Cloudflare', 'global', 'global API key', '9103: Unknown X-Auth-Key or X-Auth-Email')
def _v():
    k = hexs(37)
    em = pick(USERS).replace('_', '.') + '@' + pick(COMPANIES) + '.com'
    return dict(items=[N('CF_API_EMAIL', em), S('CF_API_KEY', k)],
                http=H_hdr('https://api.cloudflare.com/client/v4/zones', [('X-Auth-Email', em), ('X-Auth-Key', k)]))


@vendor('Cloudflare R2', 'global', 'access key pair', 'SignatureDoesNotMatch', slug='r2')
def _v():
    return dict(items=[N('R2_ENDPOINT', 'https://%s.r2.cloudflarestorage.com' % hexs(32)),
                       S('R2_ACCESS_KEY_ID', hexs(32)), S('R2_SECRET_ACCESS_KEY', hexs(64))])


@vendor('Backblaze B2', 'global', 'application key', 'unauthorized', slug='b2')
def _v():
    return dict(items=[S('B2_APPLICATION_KEY_ID', '005' + hexs(22)), S('B2_APPLICATION_KEY', 'K005' + rs(B64, 27))])


@vendor('Oracle Cloud', 'global', 'auth token', 'unauthorized: authentication required', slug='oci')
def _v():
    return dict(items=[N('OCIR_USERNAME', rs(ALO, 12) + '/oracleidentitycloudservice/' + pick(USERS) + '@' + pick(COMPANIES) + '.com'),
                       S('OCIR_AUTH_TOKEN', rs(AN + '()[]{}<>;:#', 20))])


@vendor('IBM Cloud', 'global', 'API key', 'BXNIM0415E: Provided API key could not be found', slug='ibmcloud')
def _v():
    return dict(items=[S('IBMCLOUD_API_KEY', rs(B64U, 44))])


@vendor('Heroku', 'global', 'API key', 'Invalid credentials provided')
def _v():
    t = uuid4() if chance(.5) else 'HRKU-AA' + rs(B64U, 58)
    return dict(items=[S('HEROKU_API_KEY', t)],
                http=dict(method='GET', url='https://api.heroku.com/apps',
                          headers=[('Accept', 'application/vnd.heroku+json; version=3'), ('Authorization', 'Bearer ' + t)], secrets=[]))


@vendor('Vercel', 'global', 'access token', 'forbidden: Not authorized')
def _v():
    t = rs(AN, 24)
    return dict(items=[N('VERCEL_ORG_ID', 'team_' + rs(AN, 24)), S('VERCEL_TOKEN', t)],
                http=H_bearer('https://api.vercel.com/v9/projects', t))


@vendor('Netlify', 'global', 'personal access token')
def _v():
    t = 'nfp_' + rs(AN, 36)
    return dict(items=[N('NETLIFY_SITE_ID', uuid4()), S('NETLIFY_AUTH_TOKEN', t)],
                http=H_bearer('https://api.netlify.com/api/v1/sites', t))


@vendor('Render', 'global', 'API key')
def _v():
    t = 'rnd_' + rs(AN, 32)
    return dict(items=[S('RENDER_API_KEY', t)], http=H_bearer('https://api.render.com/v1/services?limit=20', t))


@vendor('Fly.io', 'global', 'API token', 'unauthorized', slug='fly')
def _v():
    body = 'fm2_lJPE' + rs(B64, rint(150, 230)) + ',fm2_lJPE' + rs(B64, rint(60, 120))
    return dict(items=[SP('FLY_API_TOKEN', 'FlyV1 ' + body, [body])])


@vendor('Railway', 'global', 'API token')
def _v():
    t = uuid4()
    return dict(items=[S('RAILWAY_TOKEN', t)])


@vendor('Supabase', 'global', 'service role key', 'Invalid API key')
def _v():
    ref = rs(LO, 20)
    if chance(.5):
        k = jwt({'alg': 'HS256', 'typ': 'JWT'},
                {'iss': 'supabase', 'ref': ref, 'role': 'service_role', 'iat': rint(1690000000, 1750000000), 'exp': rint(2000000000, 2080000000)})
    else:
        k = 'sb_secret_' + rs(B64U, 31)
    return dict(items=[N('SUPABASE_URL', 'https://%s.supabase.co' % ref), S('SUPABASE_SERVICE_ROLE_KEY', k)])


@vendor('Firebase', 'global', 'legacy server key', 'InvalidRegistration / 401', slug='fcm')
def _v():
    k = 'AAAA' + rs(B64U, 7) + ':APA91b' + rs(B64U, 134)
    return dict(items=[S('FCM_SERVER_KEY', k)],
                http=H_hdr('https://fcm.googleapis.com/fcm/send', [('Authorization', 'key=' + k), ('Content-Type', 'application/json')], 'POST'))


@vendor('Pulumi', 'global', 'access token')
def _v():
    return dict(items=[S('PULUMI_ACCESS_TOKEN', 'pul-' + hexs(40))])


@vendor('Terraform Cloud', 'global', 'API token', 'unauthorized', slug='tfc')
def _v():
    t = rs(AN, 14) + '.atlasv1.' + rs(AN, 67)
    return dict(items=[S('TFE_TOKEN', t)], http=H_bearer('https://app.terraform.io/api/v2/organizations', t))


@vendor('HashiCorp Vault', 'global', 'token', 'permission denied', slug='vault')
def _v():
    t = 'hvs.' + rs(AN, 24) if chance(.6) else 'hvs.CAESI' + rs(B64U, 86)
    return dict(items=[N('VAULT_ADDR', 'https://vault.%s.internal:8200' % pick(COMPANIES)), S('VAULT_TOKEN', t)],
                http=H_hdr('https://vault.internal:8200/v1/secret/data/app', [('X-Vault-Token', t)]))


@vendor('Doppler', 'global', 'service token')
def _v():
    t = pick(['dp.st.prd.', 'dp.st.stg.', 'dp.st.dev.', 'dp.pt.']) + rs(AN, 43)
    return dict(items=[S('DOPPLER_TOKEN', t)])


@vendor('1Password', 'global', 'service account token', slug='onepassword')
def _v():
    t = 'ops_eyJzaWduSW5BZGRyZXNzIjoi' + rs(B64, rint(280, 420))
    return dict(items=[S('OP_SERVICE_ACCOUNT_TOKEN', t)])


@vendor('Tailscale', 'global', 'auth key', 'invalid key: unable to validate API key')
def _v():
    kind = pick(['auth', 'api', 'client'])
    t = 'tskey-%s-k%s-%s' % (kind, rs(AN, 11) + 'CNTRL', rs(AN, 33))
    return dict(items=[S('TS_AUTHKEY' if kind == 'auth' else 'TAILSCALE_API_KEY', t)])


@vendor('ngrok', 'global', 'authtoken', 'ERR_NGROK_105')
def _v():
    t = '2' + rs(AN, 26) + '_' + rs(AN, 21)
    return dict(items=[S('NGROK_AUTHTOKEN', t)])


@vendor('Cloudflare Tunnel', 'global', 'tunnel token', slug='cloudflared')
def _v():
    t = 'eyJhIjoi' + rs(B64, rint(170, 200))
    return dict(items=[S('TUNNEL_TOKEN', t)])


@vendor('MinIO', 'global', 'access key pair', 'The Access Key Id you provided does not exist in our records.')
def _v():
    return dict(items=[N('MINIO_ENDPOINT', 'https://minio.%s.internal:9000' % pick(COMPANIES)),
                       S('MINIO_ACCESS_KEY', rs(AUP, 20)), S('MINIO_SECRET_KEY', rs(B64, 40))])


# ---------------- payments
@vendor('Stripe', 'global', 'secret key', 'Invalid API Key provided')
def _v():
    k = pick(['sk_live_', 'sk_live_', 'rk_live_', 'sk_test_']) + '51' + rs(AN, rint(95, 105))
    items = [S('STRIPE_SECRET_KEY' if k[0] == 's' else 'STRIPE_RESTRICTED_KEY', k)]
    if chance(.4):
        items.insert(0, P('STRIPE_PUBLISHABLE_KEY', 'pk_' + k[3:8] + '51' + rs(AN, 99)))
    return dict(items=items, http=H_bearer('https://api.stripe.com/v1/payment_intents?limit=3', k))


@vendor('Stripe', 'global', 'webhook signing secret', 'No signatures found matching the expected signature for payload')
def _v():
    return dict(items=[S('STRIPE_WEBHOOK_SECRET', 'whsec_' + rs(AN, 32))])


@vendor('PayPal', 'global', 'client secret', 'invalid_client')
def _v():
    cid = 'A' + rs(B64U, 79)
    sec = 'E' + rs(B64U, 79)
    return dict(items=[N('PAYPAL_CLIENT_ID', cid), S('PAYPAL_CLIENT_SECRET', sec)],
                http=H_basic('https://api-m.paypal.com/v1/oauth2/token', cid, sec, 'POST'))


@vendor('Braintree', 'global', 'access token', 'AuthenticationError')
def _v():
    t = 'access_token$production$' + rs(ALO, 16) + '$' + hexs(32)
    return dict(items=[S('BRAINTREE_ACCESS_TOKEN', t)])


@vendor('Braintree', 'global', 'private key', 'AuthenticationError')
def _v():
    return dict(items=[N('BT_MERCHANT_ID', rs(ALO, 16)), D('BT_PUBLIC_KEY', rs(ALO, 16)), S('BT_PRIVATE_KEY', hexs(32))])


@vendor('Square', 'global', 'access token', 'UNAUTHORIZED')
def _v():
    t = 'EAAA' + rs(B64U, 60)
    return dict(items=[N('SQUARE_APPLICATION_ID', 'sq0idp-' + rs(B64U, 22)), S('SQUARE_ACCESS_TOKEN', t)],
                http=H_bearer('https://connect.squareup.com/v2/locations', t))


@vendor('Square', 'global', 'OAuth application secret')
def _v():
    return dict(items=[N('SQUARE_APP_ID', 'sq0idp-' + rs(B64U, 22)), S('SQUARE_APP_SECRET', 'sq0csp-' + rs(B64U, 43))])


@vendor('Adyen', 'eu', 'API key', '401 Unauthorized (010 Not allowed)')
def _v():
    k = 'AQE' + rs(B64, 60) + '==-' + rs(B64, 43) + '=-' + rs(AN + '<>[]()', 16)
    return dict(items=[N('ADYEN_MERCHANT_ACCOUNT', pick(COMPANIES).capitalize() + 'ECOM'), S('ADYEN_API_KEY', k)],
                http=H_hdr('https://checkout-test.adyen.com/v71/paymentMethods', [('X-API-Key', k)], 'POST'))


@vendor('Mollie', 'eu', 'API key', '401 Missing authentication, or failed to authenticate')
def _v():
    k = pick(['live_', 'live_', 'test_']) + rs(AN, 30)
    return dict(items=[S('MOLLIE_API_KEY', k)], http=H_bearer('https://api.mollie.com/v2/payments', k))


@vendor('Klarna', 'eu', 'API credentials', 'UNAUTHORIZED')
def _v():
    user = 'K' + digits(6) + '_' + hexs(12)
    pw = rs(AN, 16)
    return dict(items=[D('KLARNA_USERNAME', user), S('KLARNA_PASSWORD', pw)],
                http=H_basic('https://api.klarna.com/payments/v1/sessions', user, pw, 'POST'))


@vendor('GoCardless', 'eu', 'access token')
def _v():
    t = pick(['live_', 'sandbox_']) + rs(B64U, 40)
    return dict(items=[S('GOCARDLESS_ACCESS_TOKEN', t)],
                http=dict(method='GET', url='https://api.gocardless.com/customers',
                          headers=[('Authorization', 'Bearer ' + t), ('GoCardless-Version', '2015-07-06')], secrets=[]))


@vendor('Wise', 'eu', 'API token')
def _v():
    t = uuid4()
    return dict(items=[S('WISE_API_TOKEN', t)], http=H_bearer('https://api.transferwise.com/v1/profiles', t))


@vendor('Checkout.com', 'eu', 'secret key', 'authentication_failed', slug='checkout')
def _v():
    k = 'sk_' + pick(['sbox_', '']) + rs(ALO, 28)
    return dict(items=[P('CKO_PUBLIC_KEY', 'pk_sbox_' + rs(ALO, 28)) if chance(.3) else N('CKO_PROCESSING_CHANNEL', 'pc_' + rs(ALO, 26)),
                       S('CKO_SECRET_KEY', k)], http=H_bearer('https://api.sandbox.checkout.com/payments', k, 'POST'))


@vendor('Paddle', 'eu', 'API key', 'forbidden')
def _v():
    k = 'pdl_live_apikey_01' + rs(ALO, 24) + '_' + rs(AN, 22) + '_' + rs(AN, 3)
    return dict(items=[S('PADDLE_API_KEY', k)], http=H_bearer('https://api.paddle.com/products', k))


@vendor('SumUp', 'eu', 'API key')
def _v():
    k = 'sup_sk_' + rs(AN, 32)
    return dict(items=[S('SUMUP_API_KEY', k)], http=H_bearer('https://api.sumup.com/v0.1/me', k))


@vendor('Razorpay', 'global', 'key secret', 'BAD_REQUEST_ERROR: Authentication failed')
def _v():
    kid = 'rzp_live_' + rs(AN, 14)
    sec = rs(AN, 24)
    return dict(items=[D('RAZORPAY_KEY_ID', kid), S('RAZORPAY_KEY_SECRET', sec)],
                http=H_basic('https://api.razorpay.com/v1/orders', kid, sec, 'POST'))


@vendor('Paystack', 'global', 'secret key')
def _v():
    k = 'sk_live_' + hexs(40)
    return dict(items=[S('PAYSTACK_SECRET_KEY', k)], http=H_bearer('https://api.paystack.co/transaction/verify/ref_' + rs(ALO, 10), k))


@vendor('Flutterwave', 'global', 'secret key')
def _v():
    k = 'FLWSECK-' + hexs(32) + '-X'
    return dict(items=[S('FLW_SECRET_KEY', k)], http=H_bearer('https://api.flutterwave.com/v3/transactions', k))


@vendor('Xendit', 'global', 'secret API key')
def _v():
    k = 'xnd_production_' + rs(AN, 50)
    return dict(items=[S('XENDIT_SECRET_KEY', k)], http=H_basic('https://api.xendit.co/balance', k, ''))


@vendor('Plaid', 'global', 'secret', 'INVALID_API_KEYS')
def _v():
    return dict(items=[N('PLAID_CLIENT_ID', hexs(24)), S('PLAID_SECRET', hexs(30)), N('PLAID_ENV', 'production')])


@vendor('Binance', 'global', 'API key pair', '-2015 Invalid API-key, IP, or permissions for action')
def _v():
    k = rs(AN, 64)
    return dict(items=[S('BINANCE_API_KEY', k), S('BINANCE_API_SECRET', rs(AN, 64))],
                http=H_hdr('https://api.binance.com/api/v3/account?timestamp=%d&signature=%s' % (rint(1700000000000, 1760000000000), hexs(64)),
                           [('X-MBX-APIKEY', k)]))


@vendor('Lemon Squeezy', 'global', 'API key', 'Unauthenticated', slug='lemonsqueezy')
def _v():
    t = jwt({'typ': 'JWT', 'alg': 'RS256'}, {'aud': '94d59cef-dbb8-4ea5-b178-d2540fcd6919', 'jti': hexs(80), 'iat': rint(1700000000, 1750000000), 'sub': digits(6), 'scopes': []}, 342)
    return dict(items=[S('LEMONSQUEEZY_API_KEY', t)],
                http=dict(method='GET', url='https://api.lemonsqueezy.com/v1/stores',
                          headers=[('Accept', 'application/vnd.api+json'), ('Authorization', 'Bearer ' + t)], secrets=[]))


# Korea / Japan payments
@vendor('Toss Payments', 'kr', 'secret key', 'UNAUTHORIZED_KEY', slug='toss')
def _v():
    k = pick(['live_sk_', 'live_gsk_', 'test_sk_']) + rs(AN, 24)
    return dict(items=[P('TOSS_CLIENT_KEY', k.split('_')[0] + '_ck_' + rs(AN, 24)) if chance(.4) else N('TOSS_MID', 'tvivarepublica' + digits(1)),
                       S('TOSS_SECRET_KEY', k)],
                http=H_basic('https://api.tosspayments.com/v1/payments/confirm', k, '', 'POST'))


@vendor('PortOne', 'kr', 'API secret', 'Unauthorized', slug='portone')
def _v():
    if chance(.5):
        return dict(items=[D('IMP_KEY', digits(16)), S('IMP_SECRET', rs(AN, 80))])
    s = rs(AN, 80)
    return dict(items=[N('PORTONE_STORE_ID', 'store-' + uuid4()), S('PORTONE_API_SECRET', s)],
                http=H_bearer('https://api.portone.io/payments/' + pick(['order_', 'pay_']) + digits(10), s, 'GET', 'PortOne'))


@vendor('KakaoPay', 'kr', 'secret key', '-780 Invalid Authorization', slug='kakaopay')
def _v():
    k = pick(['DEV', 'PRD']) + rs(HXU, 38)
    return dict(items=[N('KAKAOPAY_CID', pick(['TC0ONETIME', 'TCSUBSCRIP', 'CT' + digits(8)])), S('KAKAOPAY_SECRET_KEY', k)],
                http=H_hdr('https://open-api.kakaopay.com/online/v1/payment/ready', [('Authorization', 'SECRET_KEY ' + k), ('Content-Type', 'application/json')], 'POST'))


@vendor('NICEPAY', 'kr', 'secret key', 'U104 Invalid credentials', slug='nicepay')
def _v():
    ck = pick(['R2_', 'S2_']) + hexs(32)
    sk = hexs(32)
    return dict(items=[D('NICEPAY_CLIENT_KEY', ck), S('NICEPAY_SECRET_KEY', sk)],
                http=H_basic('https://api.nicepay.co.kr/v1/payments/' + hexs(24), ck, sk, 'POST'))


@vendor('KG Inicis', 'kr', 'INIAPI key', slug='inicis')
def _v():
    return dict(items=[N('INICIS_MID', 'INIpay' + rs(AN, 4)), S('INICIS_API_KEY', rs(AN, 16)), S('INICIS_API_IV', rs(AN, 16))])


@vendor('PAY.JP', 'jp', 'secret key', 'invalid_api_key', slug='payjp')
def _v():
    k = pick(['sk_live_', 'sk_test_']) + hexs(48)
    return dict(items=[S('PAYJP_SECRET_KEY', k)], http=H_basic('https://api.pay.jp/v1/charges', k, ''))


@vendor('KOMOJU', 'jp', 'secret key', 'bad_request: invalid_credentials')
def _v():
    k = 'sk_' + pick(['live_', '']) + rs(ALO, 40)
    return dict(items=[S('KOMOJU_SECRET_KEY', k)], http=H_basic('https://komoju.com/api/v1/payments', k, ''))


@vendor('GMO Payment Gateway', 'jp', 'shop password', 'E01 ShopPass invalid', slug='gmopg')
def _v():
    return dict(items=[N('GMO_SHOP_ID', 'tshop' + digits(8)), S('GMO_SHOP_PASS', rs(ALO, 8) + rs(ALO, rint(0, 2))),
                       N('GMO_SITE_ID', 'tsite' + digits(8)), S('GMO_SITE_PASS', rs(ALO, 10))])


@vendor('Rakuten RMS', 'jp', 'service secret', slug='rakuten')
def _v():
    return dict(items=[S('RMS_SERVICE_SECRET', 'SP' + digits(6) + '_' + rs(AN, 16)), S('RMS_LICENSE_KEY', 'SL' + digits(6) + '_' + rs(AN, 16))])


@vendor('WeChat Pay', 'cn', 'API v3 key', 'SIGN_ERROR', slug='wechatpay')
def _v():
    return dict(items=[N('WXPAY_MCHID', digits(10)), N('WXPAY_SERIAL_NO', rs(HXU, 40)), S('WXPAY_API_V3_KEY', rs(AN, 32))])


@vendor('Coinbase', 'global', 'API secret')
def _v():
    return dict(items=[D('COINBASE_API_KEY', rs(ALO, 16)), S('COINBASE_API_SECRET', rs(AN, 32))])


# ---------------- AI
@vendor('OpenAI', 'global', 'API key', 'Incorrect API key provided')
def _v():
    kind = pick(['proj', 'proj', 'svcacct', 'legacy', 'admin'])
    if kind == 'legacy':
        k = 'sk-' + rs(AN, 20) + 'T3BlbkFJ' + rs(AN, 20)
    else:
        k = 'sk-' + kind + '-' + rs(B64U, 74) + 'T3BlbkFJ' + rs(B64U, 74)
    return dict(items=[S('OPENAI_API_KEY', k)] + ([N('OPENAI_ORG_ID', 'org-' + rs(AN, 24))] if chance(.3) else []),
                http=H_bearer('https://api.openai.com/v1/chat/completions', k, 'POST'))


@vendor('Anthropic', 'global', 'API key', 'authentication_error: invalid x-api-key')
def _v():
    k = pick(['sk-ant-api03-', 'sk-ant-api03-', 'sk-ant-admin01-']) + rs(B64U, 93) + 'AA'
    return dict(items=[S('ANTHROPIC_API_KEY', k)],
                http=H_hdr('https://api.anthropic.com/v1/messages', [('x-api-key', k), ('anthropic-version', '2023-06-01')], 'POST'))


@vendor('Hugging Face', 'global', 'access token', '401 Client Error: Unauthorized for url', slug='hf')
def _v():
    k = 'hf_' + rs(UP + LO, 34)
    return dict(items=[S('HF_TOKEN', k)], http=H_bearer('https://huggingface.co/api/whoami-v2', k))


@vendor('Replicate', 'global', 'API token')
def _v():
    k = 'r8_' + rs(AN, 37)
    return dict(items=[S('REPLICATE_API_TOKEN', k)], http=H_bearer('https://api.replicate.com/v1/predictions', k, 'POST'))


@vendor('Groq', 'global', 'API key', 'invalid_api_key')
def _v():
    k = 'gsk_' + rs(AN, 52)
    return dict(items=[S('GROQ_API_KEY', k)], http=H_bearer('https://api.groq.com/openai/v1/models', k))


@vendor('Mistral AI', 'eu', 'API key', slug='mistral')
def _v():
    k = rs(AN, 32)
    return dict(items=[S('MISTRAL_API_KEY', k)], http=H_bearer('https://api.mistral.ai/v1/chat/completions', k, 'POST'))


@vendor('Cohere', 'global', 'API key', 'invalid api token')
def _v():
    k = rs(AN, 40)
    return dict(items=[S('CO_API_KEY', k)], http=H_bearer('https://api.cohere.com/v2/embed', k, 'POST'))


@vendor('Perplexity', 'global', 'API key')
def _v():
    k = 'pplx-' + rs(AN, 48)
    return dict(items=[S('PERPLEXITY_API_KEY', k)], http=H_bearer('https://api.perplexity.ai/chat/completions', k, 'POST'))


@vendor('xAI', 'global', 'API key')
def _v():
    k = 'xai-' + rs(AN, 80)
    return dict(items=[S('XAI_API_KEY', k)], http=H_bearer('https://api.x.ai/v1/chat/completions', k, 'POST'))


@vendor('DeepSeek', 'cn', 'API key', 'Authentication Fails (no such user)')
def _v():
    k = 'sk-' + hexs(32)
    return dict(items=[S('DEEPSEEK_API_KEY', k)], http=H_bearer('https://api.deepseek.com/chat/completions', k, 'POST'))


@vendor('OpenRouter', 'global', 'API key')
def _v():
    k = 'sk-or-v1-' + hexs(64)
    return dict(items=[S('OPENROUTER_API_KEY', k)], http=H_bearer('https://openrouter.ai/api/v1/chat/completions', k, 'POST'))


@vendor('Together AI', 'global', 'API key', slug='together')
def _v():
    k = hexs(64) if chance(.5) else 'tgp_v1_' + rs(B64U, 43)
    return dict(items=[S('TOGETHER_API_KEY', k)], http=H_bearer('https://api.together.xyz/v1/chat/completions', k, 'POST'))


@vendor('Fireworks AI', 'global', 'API key', slug='fireworks')
def _v():
    k = 'fw_' + rs(AN, 24)
    return dict(items=[S('FIREWORKS_API_KEY', k)], http=H_bearer('https://api.fireworks.ai/inference/v1/completions', k, 'POST'))


@vendor('ElevenLabs', 'global', 'API key', 'invalid_api_key')
def _v():
    k = 'sk_' + hexs(48)
    return dict(items=[S('ELEVENLABS_API_KEY', k)], http=H_hdr('https://api.elevenlabs.io/v1/voices', [('xi-api-key', k)]))


@vendor('Deepgram', 'global', 'API key', 'INVALID_AUTH')
def _v():
    k = hexs(40)
    return dict(items=[S('DEEPGRAM_API_KEY', k)], http=H_bearer('https://api.deepgram.com/v1/listen?model=nova-2', k, 'POST', 'Token'))


@vendor('AssemblyAI', 'global', 'API key')
def _v():
    k = hexs(32)
    return dict(items=[S('ASSEMBLYAI_API_KEY', k)], http=H_hdr('https://api.assemblyai.com/v2/transcript', [('authorization', k)], 'POST'))


@vendor('Pinecone', 'global', 'API key', 'Unauthorized: Invalid API Key')
def _v():
    k = 'pcsk_' + rs(AN, 6) + '_' + rs(AN, 64) if chance(.6) else uuid4()
    return dict(items=[S('PINECONE_API_KEY', k)], http=H_hdr('https://api.pinecone.io/indexes', [('Api-Key', k)]))


@vendor('LangSmith', 'global', 'API key')
def _v():
    k = pick(['lsv2_pt_', 'lsv2_sk_']) + hexs(32) + '_' + hexs(10)
    return dict(items=[N('LANGSMITH_TRACING', 'true'), S('LANGSMITH_API_KEY', k), N('LANGSMITH_PROJECT', pick(SVCS))])


@vendor('Weights & Biases', 'global', 'API key', slug='wandb')
def _v():
    return dict(items=[S('WANDB_API_KEY', hexs(40)), N('WANDB_ENTITY', pick(COMPANIES) + '-ml')])


@vendor('Zhipu AI', 'cn', 'API key', '1000 身份验证失败', slug='zhipu')
def _v():
    k = hexs(32) + '.' + rs(AN, 16)
    return dict(items=[S('ZHIPUAI_API_KEY', k)], http=H_bearer('https://open.bigmodel.cn/api/paas/v4/chat/completions', k, 'POST'))


@vendor('Moonshot AI', 'cn', 'API key', 'invalid_authentication_error', slug='moonshot')
def _v():
    k = 'sk-' + rs(AN, 48)
    return dict(items=[S('MOONSHOT_API_KEY', k)], http=H_bearer('https://api.moonshot.cn/v1/chat/completions', k, 'POST'))


@vendor('Alibaba DashScope', 'cn', 'API key', 'InvalidApiKey', slug='dashscope')
def _v():
    k = 'sk-' + hexs(32)
    return dict(items=[S('DASHSCOPE_API_KEY', k)], http=H_bearer('https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions', k, 'POST'))


@vendor('Baidu Qianfan', 'cn', 'API key', 'IAM Certification failed', slug='qianfan')
def _v():
    k = 'bce-v3/ALTAK-' + rs(AN, 21) + '/' + hexs(40)
    return dict(items=[S('QIANFAN_API_KEY', k)], http=H_bearer('https://qianfan.baidubce.com/v2/chat/completions', k, 'POST'))


@vendor('Volcengine Ark', 'cn', 'API key', 'AuthenticationError', slug='ark')
def _v():
    k = uuid4()
    return dict(items=[S('ARK_API_KEY', k)], http=H_bearer('https://ark.cn-beijing.volces.com/api/v3/chat/completions', k, 'POST'))


@vendor('MiniMax', 'cn', 'API key', 'invalid api key')
def _v():
    k = jwt({'alg': 'RS256', 'sign_type': 'SHA256', 'typ': 'JWT'}, {'GroupName': pick(COMPANIES), 'UserName': pick(USERS), 'GroupID': digits(19), 'TokenType': 1}, 342)
    return dict(items=[S('MINIMAX_API_KEY', k)])


@vendor('Naver CLOVA Studio', 'kr', 'API key', '40100 Unauthorized', slug='clovastudio')
def _v():
    k = 'nv-' + hexs(32)
    return dict(items=[S('CLOVASTUDIO_API_KEY', k)],
                http=H_bearer('https://clovastudio.stream.ntruss.com/testapp/v3/chat-completions/HCX-005', k, 'POST'))


@vendor('Upstage', 'kr', 'API key')
def _v():
    k = 'up_' + rs(AN, 30)
    return dict(items=[S('UPSTAGE_API_KEY', k)], http=H_bearer('https://api.upstage.ai/v1/solar/chat/completions', k, 'POST'))


@vendor('Cerebras', 'global', 'API key')
def _v():
    k = 'csk-' + rs(ALO, 48)
    return dict(items=[S('CEREBRAS_API_KEY', k)], http=H_bearer('https://api.cerebras.ai/v1/chat/completions', k, 'POST'))


@vendor('Voyage AI', 'global', 'API key', slug='voyage')
def _v():
    k = 'pa-' + rs(B64U, 43)
    return dict(items=[S('VOYAGE_API_KEY', k)], http=H_bearer('https://api.voyageai.com/v1/embeddings', k, 'POST'))


@vendor('Jina AI', 'eu', 'API key', slug='jina')
def _v():
    k = 'jina_' + rs(AN, 60)
    return dict(items=[S('JINA_API_KEY', k)], http=H_bearer('https://api.jina.ai/v1/embeddings', k, 'POST'))


@vendor('Tavily', 'global', 'API key')
def _v():
    k = 'tvly-' + pick(['dev-', 'prod-', '']) + rs(AN, 32)
    return dict(items=[S('TAVILY_API_KEY', k)])


@vendor('SerpApi', 'global', 'API key')
def _v():
    k = hexs(64)
    return dict(items=[S('SERPAPI_API_KEY', k)], http=H_url('https://serpapi.com/search.json?engine=google&q=coffee&api_key=' + k))


@vendor('LlamaIndex Cloud', 'global', 'API key', slug='llamacloud')
def _v():
    return dict(items=[S('LLAMA_CLOUD_API_KEY', 'llx-' + rs(AN, 48))])


# ---------------- messaging / communication
@vendor('Slack', 'global', 'bot token', 'invalid_auth')
def _v():
    t = 'xoxb-' + digits(rint(11, 13)) + '-' + digits(13) + '-' + rs(AN, 24)
    return dict(items=[S('SLACK_BOT_TOKEN', t)] + ([S('SLACK_SIGNING_SECRET', hexs(32))] if chance(.4) else []),
                http=H_bearer('https://slack.com/api/chat.postMessage', t, 'POST'))


@vendor('Slack', 'global', 'user token', 'invalid_auth')
def _v():
    t = 'xoxp-' + digits(12) + '-' + digits(12) + '-' + digits(13) + '-' + hexs(32)
    return dict(items=[S('SLACK_USER_TOKEN', t)], http=H_bearer('https://slack.com/api/conversations.history?channel=C0' + rs(AUP, 9), t))


@vendor('Slack', 'global', 'app-level token', 'not_allowed_token_type')
def _v():
    return dict(items=[S('SLACK_APP_TOKEN', 'xapp-1-A0' + rs(AUP, 9) + '-' + digits(13) + '-' + hexs(64))])


@vendor('Slack', 'global', 'webhook URL', 'invalid_token / no_service')
def _v():
    tok = rs(AN, 24)
    url = 'https://hooks.slack.com/services/T0%s/B0%s/%s' % (rs(AUP, 8), rs(AUP, 9), tok)
    return dict(items=[SP('SLACK_WEBHOOK_URL', url, [tok])], http=H_url(url, 'POST'))


@vendor('Discord', 'global', 'bot token', '401: Unauthorized')
def _v():
    t = b64e(digits(18).encode()).rstrip('=') + '.' + rs(B64U, 6) + '.' + rs(B64U, 38)
    return dict(items=[N('DISCORD_APPLICATION_ID', digits(18)), S('DISCORD_BOT_TOKEN', t)],
                http=H_bearer('https://discord.com/api/v10/users/@me', t, 'GET', 'Bot'))


@vendor('Discord', 'global', 'webhook URL', '401: Invalid Webhook Token')
def _v():
    tok = rs(B64U, 68)
    url = 'https://discord.com/api/webhooks/%s/%s' % (digits(19), tok)
    return dict(items=[SP('DISCORD_WEBHOOK_URL', url, [tok])], http=H_url(url, 'POST'))


@vendor('Telegram', 'global', 'bot token', '401 Unauthorized')
def _v():
    t = digits(10) + ':AA' + rs(B64U, 33)
    return dict(items=[S('TELEGRAM_BOT_TOKEN', t), N('TELEGRAM_CHAT_ID', '-100' + digits(10))],
                http=H_url('https://api.telegram.org/bot%s/sendMessage' % t, 'POST'))


@vendor('Twilio', 'global', 'auth token', '20003 Authenticate')
def _v():
    sid = 'AC' + hexs(32)
    tok = hexs(32)
    return dict(items=[N('TWILIO_ACCOUNT_SID', sid), S('TWILIO_AUTH_TOKEN', tok)],
                http=H_basic('https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json' % sid, sid, tok, 'POST'))


@vendor('Twilio', 'global', 'API key secret', '20003 Authenticate')
def _v():
    return dict(items=[N('TWILIO_ACCOUNT_SID', 'AC' + hexs(32)), D('TWILIO_API_KEY', 'SK' + hexs(32)),
                       S('TWILIO_API_SECRET', rs(AN, 32))])


@vendor('SendGrid', 'global', 'API key', '401 The provided authorization grant is invalid, expired, or revoked')
def _v():
    k = 'SG.' + rs(B64U, 22) + '.' + rs(B64U, 43)
    return dict(items=[S('SENDGRID_API_KEY', k)], http=H_bearer('https://api.sendgrid.com/v3/mail/send', k, 'POST'))


@vendor('Mailgun', 'global', 'API key', '401 Forbidden')
def _v():
    k = 'key-' + hexs(32) if chance(.4) else hexs(32) + '-' + hexs(8) + '-' + hexs(8)
    dom = 'mg.' + pick(COMPANIES) + '.com'
    return dict(items=[N('MAILGUN_DOMAIN', dom), S('MAILGUN_API_KEY', k)],
                http=H_basic('https://api.mailgun.net/v3/%s/messages' % dom, 'api', k, 'POST'))


@vendor('Mailchimp', 'global', 'API key', 'API Key Invalid')
def _v():
    dc = 'us' + str(rint(2, 21))
    k = hexs(32) + '-' + dc
    return dict(items=[S('MAILCHIMP_API_KEY', k)], http=H_basic('https://%s.api.mailchimp.com/3.0/lists' % dc, 'anystring', k))


@vendor('Postmark', 'global', 'server token', '10 Bad or missing Server API token')
def _v():
    t = uuid4()
    return dict(items=[S('POSTMARK_SERVER_TOKEN', t)],
                http=H_hdr('https://api.postmarkapp.com/email', [('Accept', 'application/json'), ('X-Postmark-Server-Token', t)], 'POST'))


@vendor('Brevo', 'eu', 'API key', 'unauthorized: Key not found')
def _v():
    k = 'xkeysib-' + hexs(64) + '-' + rs(AN, 16)
    return dict(items=[S('BREVO_API_KEY', k)], http=H_hdr('https://api.brevo.com/v3/smtp/email', [('api-key', k)], 'POST'))


@vendor('Mailjet', 'eu', 'API secret key', '401 Unauthorized')
def _v():
    a, s = hexs(32), hexs(32)
    return dict(items=[D('MJ_APIKEY_PUBLIC', a), S('MJ_APIKEY_PRIVATE', s)],
                http=H_basic('https://api.mailjet.com/v3.1/send', a, s, 'POST'))


@vendor('Vonage', 'eu', 'API secret', '401 Unauthorized')
def _v():
    return dict(items=[D('VONAGE_API_KEY', hexs(8)), S('VONAGE_API_SECRET', rs(AN, 16))])


@vendor('MessageBird', 'eu', 'access key', '2 Request not allowed (incorrect access_key)')
def _v():
    k = rs(AN, 25)
    return dict(items=[S('MESSAGEBIRD_ACCESS_KEY', k)], http=H_bearer('https://rest.messagebird.com/messages', k, 'POST', 'AccessKey'))


@vendor('Infobip', 'eu', 'API key')
def _v():
    k = hexs(32) + '-' + uuid4()
    return dict(items=[S('INFOBIP_API_KEY', k)],
                http=H_bearer('https://%s.api.infobip.com/sms/2/text/advanced' % rs(ALO, 6), k, 'POST', 'App'))


@vendor('Sinch', 'eu', 'API token')
def _v():
    t = hexs(32)
    pid = hexs(32)
    return dict(items=[N('SINCH_SERVICE_PLAN_ID', pid), S('SINCH_API_TOKEN', t)],
                http=H_bearer('https://sms.api.sinch.com/xms/v1/%s/batches' % pid, t, 'POST'))


@vendor('LINE', 'jp', 'channel access token', '401 Authentication failed due to the following reason: invalid token.')
def _v():
    t = b64e(rbytes(128))
    return dict(items=[S('LINE_CHANNEL_ACCESS_TOKEN', t), S('LINE_CHANNEL_SECRET', hexs(32))],
                http=H_bearer('https://api.line.me/v2/bot/message/push', t, 'POST'))


@vendor('LINE Notify', 'jp', 'access token', slug='linenotify')
def _v():
    t = rs(AN, 43)
    return dict(items=[S('LINE_NOTIFY_TOKEN', t)], http=H_bearer('https://notify-api.line.me/api/notify', t, 'POST'))


@vendor('Kakao', 'kr', 'REST API key', '-401 InvalidAppKey')
def _v():
    k = hexs(32)
    return dict(items=[N('KAKAO_APP_ID', digits(6)), S('KAKAO_REST_API_KEY', k)],
                http=H_bearer('https://dapi.kakao.com/v2/local/search/address.json?query=' + urllib.parse.quote('판교역로 166'), k, 'GET', 'KakaoAK'))


@vendor('Kakao', 'kr', 'admin key', '-401 InvalidAppKey')
def _v():
    k = hexs(32)
    return dict(items=[S('KAKAO_ADMIN_KEY', k)], http=H_bearer('https://kapi.kakao.com/v1/user/ids', k, 'GET', 'KakaoAK'))


@vendor('Solapi', 'kr', 'API secret', 'SignatureDoesNotMatch')
def _v():
    return dict(items=[D('SOLAPI_API_KEY', 'NCS' + rs(AUP, 13)), S('SOLAPI_API_SECRET', rs(AUP, 32))])


@vendor('Aligo', 'kr', 'API key', '-101 인증오류')
def _v():
    return dict(items=[N('ALIGO_USER_ID', pick(USERS).replace('.', '')), S('ALIGO_API_KEY', rs(ALO, 32)), N('ALIGO_SENDER', '02' + digits(8))])


@vendor('NHN Cloud', 'kr', 'secret key', 'Not found appKey or secretKey', slug='nhncloud')
def _v():
    ak = rs(AN, 16)
    sk = rs(AN, 8)
    return dict(items=[D('NHN_SMS_APPKEY', ak), S('NHN_SMS_SECRET_KEY', sk)],
                http=H_hdr('https://api-sms.cloud.toast.com/sms/v3.0/appKeys/%s/sender/sms' % ak, [('X-Secret-Key', sk)], 'POST'))


@vendor('Sendbird', 'global', 'API token', '400401 Invalid value: "Api-Token"')
def _v():
    t = hexs(40)
    app = uuid4().upper()
    return dict(items=[N('SENDBIRD_APP_ID', app), S('SENDBIRD_API_TOKEN', t)],
                http=H_hdr('https://api-%s.sendbird.com/v3/users' % app, [('Api-Token', t)]))


@vendor('Channel Talk', 'kr', 'access secret', 'unauthorized', slug='channelio')
def _v():
    ak, sk = hexs(24), hexs(32)
    return dict(items=[D('CHANNEL_ACCESS_KEY', ak), S('CHANNEL_ACCESS_SECRET', sk)],
                http=H_hdr('https://api.channel.io/open/v5/user-chats', [('x-access-key', ak), ('x-access-secret', sk)]))


@vendor('WeChat', 'cn', 'AppSecret', '40125 invalid appsecret')
def _v():
    aid = 'wx' + hexs(16)
    sec = hexs(32)
    return dict(items=[N('WECHAT_APPID', aid), S('WECHAT_APPSECRET', sec)],
                http=H_url('https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=%s&secret=%s' % (aid, sec)))


@vendor('DingTalk', 'cn', 'robot access token', '310000 sign not match')
def _v():
    at = hexs(64)
    sec = 'SEC' + hexs(64)
    return dict(items=[S('DINGTALK_ACCESS_TOKEN', at), S('DINGTALK_SECRET', sec)],
                http=H_url('https://oapi.dingtalk.com/robot/send?access_token=' + at, 'POST'))


@vendor('Feishu', 'cn', 'app secret', '10014 app secret invalid')
def _v():
    return dict(items=[N('FEISHU_APP_ID', 'cli_a' + hexs(15)), S('FEISHU_APP_SECRET', rs(AN, 32))])


@vendor('Feishu', 'cn', 'bot webhook URL', '19021 sign match fail or timestamp is not within one hour from current time')
def _v():
    hook = uuid4()
    url = 'https://open.feishu.cn/open-apis/bot/v2/hook/' + hook
    return dict(items=[SP('FEISHU_WEBHOOK', url, [hook]), S('FEISHU_SIGN_SECRET', rs(AN, 22))], http=H_url(url, 'POST'))


@vendor('WeCom', 'cn', 'bot webhook key', '93000 invalid webhook url')
def _v():
    key = uuid4()
    url = 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=' + key
    return dict(items=[SP('WECOM_WEBHOOK_URL', url, [key])], http=H_url(url, 'POST'))


@vendor('Microsoft Teams', 'global', 'workflow webhook URL', '401 DirectApiAuthorizationRequired', slug='teams')
def _v():
    sig = rs(B64U, 43)
    url = ('https://prod-%02d.%s.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke?api-version=2016-06-01'
           '&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s') % (rint(1, 99), pick(['koreacentral', 'westeurope', 'eastus']), hexs(32), sig)
    return dict(items=[SP('TEAMS_WEBHOOK_URL', url, [sig])], http=H_url(url, 'POST'))


@vendor('Google Chat', 'global', 'webhook token', '401 Request had invalid authentication credentials', slug='gchat')
def _v():
    tok = rs(B64U, 43) + '%3D'
    url = 'https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=AIzaSy%s&token=%s' % (rs(B64U, 7), rs(B64U, 33), tok)
    return dict(items=[SP('GOOGLE_CHAT_WEBHOOK', url, [tok])], http=H_url(url, 'POST'))


@vendor('Mattermost', 'global', 'personal access token')
def _v():
    t = rs(ALO, 26)
    return dict(items=[S('MATTERMOST_TOKEN', t)], http=H_bearer('https://chat.%s.io/api/v4/users/me' % pick(COMPANIES), t))


@vendor('Rocket.Chat', 'global', 'personal access token', slug='rocketchat')
def _v():
    t = rs(B64U, 43)
    uid = rs(AN, 17)
    return dict(items=[N('ROCKETCHAT_USER_ID', uid), S('ROCKETCHAT_TOKEN', t)],
                http=H_hdr('https://rocket.%s.com/api/v1/me' % pick(COMPANIES), [('X-Auth-Token', t), ('X-User-Id', uid)]))


@vendor('Zulip', 'global', 'API key')
def _v():
    return dict(items=[N('ZULIP_EMAIL', 'alert-bot@%s.zulipchat.com' % pick(COMPANIES)), S('ZULIP_API_KEY', rs(AN, 32))])


@vendor('Pusher', 'global', 'app secret', 'Invalid signature')
def _v():
    return dict(items=[N('PUSHER_APP_ID', digits(7)), D('PUSHER_KEY', hexs(20)), S('PUSHER_SECRET', hexs(20)), N('PUSHER_CLUSTER', pick(['ap3', 'eu', 'mt1']))])


@vendor('Ably', 'eu', 'API key', '40101 Invalid credentials')
def _v():
    sec = rs(B64U, 43)
    k = '%s.%s:%s' % (rs(AN, 6), rs(B64U, 6), sec)
    return dict(items=[SP('ABLY_API_KEY', k, [sec])])


@vendor('OneSignal', 'global', 'REST API key', 'Access denied. Please include an "Authorization: ..." header')
def _v():
    k = 'os_v2_app_' + rs(B32L, 110)
    return dict(items=[N('ONESIGNAL_APP_ID', uuid4()), S('ONESIGNAL_REST_API_KEY', k)],
                http=H_bearer('https://api.onesignal.com/notifications', k, 'POST', 'Key'))


@vendor('Agora', 'global', 'app certificate')
def _v():
    return dict(items=[N('AGORA_APP_ID', hexs(32)), S('AGORA_APP_CERTIFICATE', hexs(32))])


@vendor('Stream', 'global', 'API secret', 'JWTAuth error: signature is not valid', slug='getstream')
def _v():
    return dict(items=[D('STREAM_API_KEY', rs(ALO, 12)), S('STREAM_API_SECRET', rs(ALO, 64))])


@vendor('Intercom', 'global', 'access token', 'unauthorized: Access Token Invalid')
def _v():
    t = 'dG9rOj' + rs(B64, 54) + '='
    return dict(items=[S('INTERCOM_ACCESS_TOKEN', t)], http=H_bearer('https://api.intercom.io/contacts', t))


@vendor('Zoom', 'global', 'client secret', 'invalid_client')
def _v():
    return dict(items=[N('ZOOM_ACCOUNT_ID', rs(B64U, 22)), N('ZOOM_CLIENT_ID', rs(AN, 22)), S('ZOOM_CLIENT_SECRET', rs(AN, 32))])


@vendor('Expo', 'global', 'access token')
def _v():
    return dict(items=[S('EXPO_TOKEN', rs(B64U, 40))])


# ---------------- observability
@vendor('Datadog', 'global', 'API and application keys', '403 Forbidden')
def _v():
    a, b = hexs(32), hexs(40)
    return dict(items=[S('DD_API_KEY', a), S('DD_APP_KEY', b), N('DD_SITE', pick(['datadoghq.com', 'datadoghq.eu', 'ap1.datadoghq.com']))],
                http=H_hdr('https://api.datadoghq.com/api/v1/monitor', [('DD-API-KEY', a), ('DD-APPLICATION-KEY', b)]))


@vendor('New Relic', 'global', 'user API key', 'NRDB: Invalid API key', slug='newrelic')
def _v():
    k = 'NRAK-' + rs(AUP, 27)
    return dict(items=[N('NEW_RELIC_ACCOUNT_ID', digits(7)), S('NEW_RELIC_API_KEY', k)],
                http=H_hdr('https://api.newrelic.com/graphql', [('API-Key', k)], 'POST'))


@vendor('New Relic', 'global', 'license key', 'NewRelic::Agent::LicenseException', slug='newrelic')
def _v():
    return dict(items=[N('NEW_RELIC_APP_NAME', pick(SVCS)), S('NEW_RELIC_LICENSE_KEY', hexs(36) + 'NRAL')])


@vendor('Sentry', 'global', 'auth token', '401 Invalid token')
def _v():
    if chance(.5):
        t = 'sntrys_eyJpYXQiOjE3' + rs(B64, 120) + '_' + rs(B64U, 43)
    else:
        t = 'sntryu_' + hexs(64)
    return dict(items=[N('SENTRY_ORG', pick(COMPANIES)), S('SENTRY_AUTH_TOKEN', t)],
                http=H_bearer('https://sentry.io/api/0/organizations/%s/releases/' % pick(COMPANIES), t, 'POST'))


@vendor('Grafana', 'global', 'service account token')
def _v():
    t = 'glsa_' + rs(AN, 32) + '_' + hexs(8)
    return dict(items=[N('GRAFANA_URL', 'https://grafana.%s.internal' % pick(COMPANIES)), S('GRAFANA_TOKEN', t)],
                http=H_bearer('https://grafana.internal/api/dashboards/db', t, 'POST'))


@vendor('Grafana Cloud', 'global', 'access policy token', slug='grafanacloud')
def _v():
    t = 'glc_eyJvIjoi' + rs(B64, 130) + '='
    return dict(items=[N('GRAFANA_CLOUD_INSTANCE_ID', digits(6)), S('GRAFANA_CLOUD_TOKEN', t)])


@vendor('Honeycomb', 'global', 'ingest key', 'unknown API key - check your credentials')
def _v():
    k = 'hcaik_01' + rs(ALO, 26) + rs(ALO, 32) if chance(.5) else rs(AN, 22)
    return dict(items=[S('HONEYCOMB_API_KEY', k)],
                http=H_hdr('https://api.honeycomb.io/1/events/' + pick(SVCS), [('X-Honeycomb-Team', k)], 'POST'))


@vendor('PagerDuty', 'global', 'REST API token', '2006 Invalid Credentials')
def _v():
    t = pick(['u+', 'y_', 'e+']) + rs(B64U, 18)
    return dict(items=[S('PAGERDUTY_TOKEN', t)], http=H_bearer('https://api.pagerduty.com/incidents', t, 'GET', 'Token token='))


@vendor('PagerDuty', 'global', 'routing key', 'Invalid routing key')
def _v():
    return dict(items=[S('PD_ROUTING_KEY', hexs(32))])


@vendor('Opsgenie', 'global', 'API key', 'Key format is not valid!')
def _v():
    k = uuid4()
    return dict(items=[S('OPSGENIE_API_KEY', k)], http=H_bearer('https://api.opsgenie.com/v2/alerts', k, 'POST', 'GenieKey'))


@vendor('Splunk', 'global', 'HEC token', 'Invalid token (code 4)')
def _v():
    k = uuid4().upper() if chance(.5) else uuid4()
    return dict(items=[S('SPLUNK_HEC_TOKEN', k)],
                http=H_bearer('https://splunk.%s.internal:8088/services/collector/event' % pick(COMPANIES), k, 'POST', 'Splunk'))


@vendor('Sumo Logic', 'global', 'access key', '401 Full authentication is required', slug='sumologic')
def _v():
    aid = 'su' + rs(AN, 12)
    ak = rs(AN, 64)
    return dict(items=[D('SUMO_ACCESS_ID', aid), S('SUMO_ACCESS_KEY', ak)],
                http=H_basic('https://api.sumologic.com/api/v1/collectors', aid, ak))


@vendor('Logz.io', 'global', 'shipping token', slug='logzio')
def _v():
    return dict(items=[S('LOGZIO_TOKEN', rs(LO, 32)), N('LOGZIO_LISTENER', 'listener.logz.io')])


@vendor('Better Stack', 'global', 'source token', slug='betterstack')
def _v():
    t = rs(AN, 24)
    return dict(items=[S('LOGTAIL_SOURCE_TOKEN', t)], http=H_bearer('https://in.logs.betterstack.com', t, 'POST'))


@vendor('Axiom', 'global', 'API token')
def _v():
    t = 'xaat-' + uuid4()
    return dict(items=[N('AXIOM_DATASET', pick(SVCS) + '-logs'), S('AXIOM_TOKEN', t)],
                http=H_bearer('https://api.axiom.co/v1/datasets/logs/ingest', t, 'POST'))


@vendor('Dynatrace', 'global', 'API token')
def _v():
    t = 'dt0c01.' + rs(AUP, 24) + '.' + rs(AUP, 64)
    return dict(items=[S('DT_API_TOKEN', t)],
                http=H_bearer('https://%s.live.dynatrace.com/api/v2/metrics/ingest' % rs(ALO, 8), t, 'POST', 'Api-Token'))


@vendor('Elastic', 'global', 'API key', 'security_exception: unable to authenticate with provided credentials')
def _v():
    blob = b64e((rs(B64U, 20) + ':' + rs(B64U, 22)).encode())
    return dict(items=[N('ELASTIC_CLOUD_ID', pick(SVCS) + ':' + b64e(('ap-northeast-2.aws.found.io$' + hexs(32) + '$' + hexs(32)).encode())),
                       S('ELASTIC_API_KEY', blob)],
                http=H_bearer('https://es.internal:9200/_search', blob, 'POST', 'ApiKey'))


@vendor('Coralogix', 'eu', 'send-your-data key')
def _v():
    return dict(items=[S('CORALOGIX_PRIVATE_KEY', 'cxtp_' + rs(AN, 30)), N('CORALOGIX_DOMAIN', 'eu2.coralogix.com')])


@vendor('Rollbar', 'global', 'server access token')
def _v():
    t = hexs(32)
    return dict(items=[S('ROLLBAR_ACCESS_TOKEN', t)], http=H_hdr('https://api.rollbar.com/api/1/item/', [('X-Rollbar-Access-Token', t)], 'POST'))


@vendor('LaunchDarkly', 'global', 'SDK key', 'Invalid SDK key')
def _v():
    return dict(items=[S('LAUNCHDARKLY_SDK_KEY', 'sdk-' + uuid4())] + ([S('LD_API_TOKEN', 'api-' + uuid4())] if chance(.3) else []))


@vendor('Statsig', 'global', 'server secret key')
def _v():
    return dict(items=[S('STATSIG_SERVER_SECRET', 'secret-' + rs(AN, 43))])


@vendor('UptimeRobot', 'global', 'API key')
def _v():
    return dict(items=[S('UPTIMEROBOT_API_KEY', 'u' + digits(7) + '-' + hexs(24))])


@vendor('Checkly', 'global', 'API key')
def _v():
    return dict(items=[N('CHECKLY_ACCOUNT_ID', uuid4()), S('CHECKLY_API_KEY', 'cu_' + hexs(32))])


# ---------------- databases / data
@vendor('MongoDB Atlas', 'global', 'Admin API private key', '401 UNAUTHORIZED', slug='atlas')
def _v():
    return dict(items=[D('MONGODB_ATLAS_PUBLIC_KEY', rs(ALO, 8)), S('MONGODB_ATLAS_PRIVATE_KEY', uuid4())])


@vendor('PlanetScale', 'global', 'password', 'Access denied for user')
def _v():
    return dict(items=[N('DATABASE_HOST', 'aws.connect.psdb.cloud'), N('DATABASE_USERNAME', rs(ALO, 20)),
                       S('DATABASE_PASSWORD', 'pscale_pw_' + rs(B64U, 43))])


@vendor('PlanetScale', 'global', 'service token')
def _v():
    return dict(items=[D('PLANETSCALE_SERVICE_TOKEN_ID', rs(ALO, 12)), S('PLANETSCALE_SERVICE_TOKEN', 'pscale_tkn_' + rs(B64U, 43))])


@vendor('Neon', 'global', 'API key')
def _v():
    k = 'napi_' + rs(ALO, 60)
    return dict(items=[S('NEON_API_KEY', k)], http=H_bearer('https://console.neon.tech/api/v2/projects', k))


@vendor('Upstash', 'global', 'REST token', 'WRONGPASS invalid or missing auth token')
def _v():
    t = 'A' + pick('XY') + rs(AN, 4) + 'AAIjcDE' + rs(B64U, 50)
    return dict(items=[N('UPSTASH_REDIS_REST_URL', 'https://%s-%s-%d.upstash.io' % (pick(['fond', 'brave', 'calm', 'eager']), pick(['kiwi', 'owl', 'lynx']), rint(10000, 99999))),
                       S('UPSTASH_REDIS_REST_TOKEN', t)])


@vendor('Upstash QStash', 'global', 'signing keys', 'signature mismatch', slug='qstash')
def _v():
    return dict(items=[S('QSTASH_TOKEN', 'eyJVc2VySUQiOiI' + rs(B64, 90) + '='), S('QSTASH_CURRENT_SIGNING_KEY', 'sig_' + rs(AN, 28)),
                       S('QSTASH_NEXT_SIGNING_KEY', 'sig_' + rs(AN, 28))])


@vendor('Turso', 'global', 'auth token')
def _v():
    t = jwt({'alg': 'EdDSA', 'typ': 'JWT'}, {'a': 'rw', 'iat': rint(1700000000, 1750000000), 'id': uuid4()}, 86)
    return dict(items=[N('TURSO_DATABASE_URL', 'libsql://%s-%s.turso.io' % (pick(SVCS), rs(ALO, 6))), S('TURSO_AUTH_TOKEN', t)])


@vendor('Databricks', 'global', 'personal access token', '403 Invalid access token')
def _v():
    t = 'dapi' + hexs(32) + pick(['', '-2', '-3'])
    return dict(items=[N('DATABRICKS_HOST', 'https://adb-%s.%d.azuredatabricks.net' % (digits(16), rint(1, 19))), S('DATABRICKS_TOKEN', t)],
                http=H_bearer('https://adb.azuredatabricks.net/api/2.0/clusters/list', t))


@vendor('Aiven', 'eu', 'service password', 'password authentication failed for user "avnadmin"')
def _v():
    return dict(items=[N('PGHOST', '%s-%s.aivencloud.com' % (pick(SVCS), rs(ALO, 8))), N('PGUSER', 'avnadmin'),
                       S('PGPASSWORD', 'AVNS_' + rs(B64U, 22)), N('PGPORT', str(rint(10000, 29999)))])


@vendor('ClickHouse Cloud', 'global', 'API key secret', slug='clickhouse')
def _v():
    return dict(items=[D('CLICKHOUSE_KEY_ID', rs(AN, 20)), S('CLICKHOUSE_KEY_SECRET', '4b1d' + rs(AN, 38))])


@vendor('CockroachDB Cloud', 'global', 'API key', slug='cockroach')
def _v():
    return dict(items=[S('COCKROACH_API_KEY', 'CCDB1_' + rs(AN, 22) + '_' + rs(AN, 40))])


@vendor('Fauna', 'global', 'secret')
def _v():
    return dict(items=[S('FAUNA_SECRET', 'fnA' + rs(B64U, 37))])


@vendor('InfluxDB', 'global', 'API token', 'unauthorized access')
def _v():
    t = b64ue(rbytes(64)) + '=='
    return dict(items=[N('INFLUX_ORG', pick(COMPANIES)), S('INFLUX_TOKEN', t)],
                http=H_bearer('https://influx.internal:8086/api/v2/write?org=ops&bucket=metrics', t, 'POST', 'Token'))


@vendor('Algolia', 'global', 'admin API key', 'Invalid Application-ID or API key')
def _v():
    app = rs(AUP, 10)
    k = hexs(32)
    return dict(items=[N('ALGOLIA_APP_ID', app), S('ALGOLIA_ADMIN_KEY', k)],
                http=H_hdr('https://%s.algolia.net/1/indexes/products/batch' % app.lower(), [('X-Algolia-Application-Id', app), ('X-Algolia-API-Key', k)], 'POST'))


@vendor('Snowflake', 'global', 'programmatic access token')
def _v():
    t = jwt({'kid': digits(10), 'alg': 'ES256'}, {'p': digits(8) + ':' + digits(8), 'iss': 'SF:' + digits(4), 'exp': rint(1760000000, 1790000000)}, 86)
    return dict(items=[N('SNOWFLAKE_ACCOUNT', rs(AUP, 7) + '-' + rs(AUP, 7)), N('SNOWFLAKE_USER', 'SVC_' + pick(SVCS).upper().replace('-', '_')),
                       S('SNOWFLAKE_TOKEN', t)])


@vendor('Qdrant Cloud', 'global', 'API key', slug='qdrant')
def _v():
    k = rs(B64U, 40) if chance(.5) else uuid4() + '|' + rs(B64U, 40)
    return dict(items=[N('QDRANT_URL', 'https://%s.us-east4-0.gcp.cloud.qdrant.io:6333' % uuid4()), S('QDRANT_API_KEY', k)])


# ---------------- CI / dev tooling / registries
@vendor('GitHub', 'global', 'personal access token', 'Bad credentials')
def _v():
    kind = pick(['ghp_', 'ghp_', 'github_pat_', 'gho_', 'ghu_', 'ghs_'])
    t = 'github_pat_11' + rs(AUP, 20) + '_' + rs(AN, 59) if kind == 'github_pat_' else kind + rs(AN, 36)
    return dict(items=[S('GITHUB_TOKEN' if kind != 'ghs_' else 'GH_APP_INSTALLATION_TOKEN', t)],
                http=H_bearer('https://api.github.com/repos/%s/%s/releases' % (pick(COMPANIES), pick(SVCS)), t, 'GET', pick(['Bearer', 'token'])))


@vendor('GitHub', 'global', 'refresh token')
def _v():
    return dict(items=[N('GH_APP_CLIENT_ID', 'Iv1.' + hexs(16)), S('GH_APP_CLIENT_SECRET', hexs(40)), S('GH_REFRESH_TOKEN', 'ghr_' + rs(AN, 76))])


@vendor('GitLab', 'global', 'personal access token', '401 Unauthorized')
def _v():
    k = pick(['glpat-', 'glpat-', 'gldt-', 'glcbt-', 'glsoat-', 'glft-']) + rs(B64U, 20)
    return dict(items=[S('GITLAB_TOKEN', k)],
                http=H_hdr('https://gitlab.%s.com/api/v4/projects?membership=true' % pick(COMPANIES), [('PRIVATE-TOKEN', k)]))


@vendor('GitLab', 'global', 'runner token', '403 Forbidden')
def _v():
    k = pick(['glrt-', 'GR1348941']) + rs(B64U, 20)
    return dict(items=[N('CI_SERVER_URL', 'https://gitlab.%s.com' % pick(COMPANIES)), S('RUNNER_TOKEN', k)])


@vendor('GitLab', 'global', 'pipeline trigger token', '404 Not Found')
def _v():
    t = 'glptt-' + hexs(40)
    return dict(items=[S('GITLAB_TRIGGER_TOKEN', t)],
                http=H_url('https://gitlab.com/api/v4/projects/%s/trigger/pipeline?token=%s&ref=main' % (digits(8), t), 'POST'))


@vendor('Bitbucket', 'global', 'app password', '401 Unauthorized')
def _v():
    pw = 'ATBB' + rs(AN, 28) + rs(HXU, 8)
    user = pick(USERS)
    return dict(items=[N('BITBUCKET_USERNAME', user), S('BITBUCKET_APP_PASSWORD', pw)],
                http=H_basic('https://api.bitbucket.org/2.0/repositories/' + pick(COMPANIES), user, pw))


@vendor('Atlassian', 'global', 'API token', '401 Client must be authenticated to access this resource.')
def _v():
    t = 'ATATT3xFfGF0' + rs(B64U, 170) + '=' + rs(HXU, 8)
    em = pick(USERS).replace('_', '.') + '@' + pick(COMPANIES) + '.com'
    return dict(items=[N('JIRA_EMAIL', em), S('JIRA_API_TOKEN', t)],
                http=H_basic('https://%s.atlassian.net/rest/api/3/search' % pick(COMPANIES), em, t))


@vendor('CircleCI', 'global', 'personal API token')
def _v():
    t = 'CCIPAT_' + rs(AN, 22) + '_' + hexs(40)
    return dict(items=[S('CIRCLE_TOKEN', t)], http=H_hdr('https://circleci.com/api/v2/me', [('Circle-Token', t)]))


@vendor('Buildkite', 'global', 'API access token')
def _v():
    t = 'bkua_' + hexs(40)
    return dict(items=[S('BUILDKITE_API_TOKEN', t)], http=H_bearer('https://api.buildkite.com/v2/organizations/%s/pipelines' % pick(COMPANIES), t))


@vendor('Buildkite', 'global', 'agent token')
def _v():
    return dict(items=[S('BUILDKITE_AGENT_TOKEN', rs(ALO, 50))])


@vendor('Codecov', 'global', 'upload token')
def _v():
    return dict(items=[S('CODECOV_TOKEN', uuid4())])


@vendor('SonarQube', 'global', 'user token', 'Not authorized')
def _v():
    t = pick(['squ_', 'sqp_', 'sqa_']) + hexs(40)
    return dict(items=[N('SONAR_HOST_URL', 'https://sonar.%s.io' % pick(COMPANIES)), S('SONAR_TOKEN', t)])


@vendor('Snyk', 'global', 'API token', '401 Authentication failed')
def _v():
    t = uuid4()
    return dict(items=[S('SNYK_TOKEN', t)], http=H_bearer('https://api.snyk.io/rest/orgs?version=2024-06-10', t, 'GET', 'token'))


@vendor('Jenkins', 'global', 'API token', '401 Invalid password/token for user')
def _v():
    t = '11' + hexs(32)
    user = pick(USERS)
    return dict(items=[N('JENKINS_USER', user), S('JENKINS_API_TOKEN', t)],
                http=H_basic('https://jenkins.%s.internal/job/%s/buildWithParameters' % (pick(COMPANIES), pick(SVCS)), user, t, 'POST'))


@vendor('Octopus Deploy', 'global', 'API key', slug='octopus')
def _v():
    k = 'API-' + rs(AUP, 26)
    return dict(items=[S('OCTOPUS_API_KEY', k)], http=H_hdr('https://octopus.%s.com/api/projects' % pick(COMPANIES), [('X-Octopus-ApiKey', k)]))


@vendor('Harness', 'global', 'personal access token')
def _v():
    t = 'pat.%s.%s.%s' % (rs(B64U, 22), hexs(24), rs(AN, 20))
    return dict(items=[S('HARNESS_API_KEY', t)], http=H_hdr('https://app.harness.io/ng/api/user/currentUser', [('x-api-key', t)]))


@vendor('JFrog', 'global', 'access token', '401 Bad credentials')
def _v():
    if chance(.5):
        t = 'cmVmdGtuOjAxOjE3' + rs(B64, 48)
    else:
        t = 'AKCp' + rs(AN, 69)
    return dict(items=[N('ARTIFACTORY_URL', 'https://%s.jfrog.io/artifactory' % pick(COMPANIES)), S('ARTIFACTORY_TOKEN', t)])


@vendor('Docker Hub', 'global', 'personal access token', 'unauthorized: incorrect username or password', slug='dockerhub')
def _v():
    return dict(items=[N('DOCKERHUB_USERNAME', pick(COMPANIES) + 'bot'), S('DOCKERHUB_TOKEN', pick(['dckr_pat_', 'dckr_oat_']) + rs(B64U, 27))])


@vendor('npm', 'global', 'automation token', '401 Unauthorized - PUT https://registry.npmjs.org/')
def _v():
    return dict(items=[S('NPM_TOKEN', 'npm_' + rs(AN, 36))])


@vendor('PyPI', 'global', 'API token', '403 Invalid or non-existent authentication information.')
def _v():
    pre = 'pypi-AgEIcHlwaS5vcmc' if chance(.8) else 'pypi-AgENdGVzdC5weXBpLm9yZw'
    return dict(items=[S('PYPI_API_TOKEN' if 'cHlwaS' in pre else 'TEST_PYPI_API_TOKEN', pre + rs(B64U, rint(130, 160)))])


@vendor('RubyGems', 'global', 'API key', 'Access Denied. Please sign up for an account at https://rubygems.org')
def _v():
    return dict(items=[S('GEM_HOST_API_KEY', 'rubygems_' + hexs(48))])


@vendor('NuGet', 'global', 'API key', '403 The specified API key is invalid')
def _v():
    return dict(items=[S('NUGET_API_KEY', 'oy2' + rs(ALO, 43))])


@vendor('crates.io', 'global', 'API token', 'the given API token does not match the format', slug='cargo')
def _v():
    return dict(items=[S('CARGO_REGISTRY_TOKEN', 'cio' + rs(AN, 32))])


@vendor('Clojars', 'global', 'deploy token')
def _v():
    return dict(items=[N('LEIN_USERNAME', pick(USERS)), S('LEIN_PASSWORD', 'CLOJARS_' + hexs(60))])


@vendor('Hex.pm', 'global', 'API key', slug='hexpm')
def _v():
    return dict(items=[S('HEX_API_KEY', hexs(32))])


@vendor('Sonatype OSSRH', 'global', 'user token', '401 Content access is protected by token', slug='ossrh')
def _v():
    return dict(items=[D('OSSRH_USERNAME', rs(AN, 8)), S('OSSRH_PASSWORD', rs(B64, 44))])


@vendor('Develocity', 'global', 'access key')
def _v():
    k = 'ge.%s.com=%s' % (pick(COMPANIES), rs(ALO, 52))
    return dict(items=[SP('DEVELOCITY_ACCESS_KEY', k, [k.split('=', 1)[1]])])


@vendor('Figma', 'global', 'personal access token', '403 Invalid token')
def _v():
    t = 'figd_' + rs(B64U, 40)
    return dict(items=[S('FIGMA_TOKEN', t)], http=H_hdr('https://api.figma.com/v1/files/' + rs(AN, 22), [('X-Figma-Token', t)]))


@vendor('Postman', 'global', 'API key')
def _v():
    k = 'PMAK-' + hexs(24) + '-' + hexs(34)
    return dict(items=[S('POSTMAN_API_KEY', k)], http=H_hdr('https://api.getpostman.com/collections', [('X-Api-Key', k)]))


@vendor('Gitee', 'cn', 'private token')
def _v():
    t = hexs(32)
    return dict(items=[S('GITEE_TOKEN', t)], http=H_url('https://gitee.com/api/v5/user/repos?access_token=' + t))


@vendor('Qiita', 'jp', 'access token')
def _v():
    t = hexs(40)
    return dict(items=[S('QIITA_TOKEN', t)], http=H_bearer('https://qiita.com/api/v2/authenticated_user/items', t))


@vendor('esa', 'jp', 'access token', slug='esa')
def _v():
    t = rs(B64U, 43)
    return dict(items=[S('ESA_ACCESS_TOKEN', t)], http=H_bearer('https://api.esa.io/v1/teams/%s/posts' % pick(COMPANIES), t))


@vendor('Backlog', 'jp', 'API key', '11 Authentication failure')
def _v():
    k = rs(AN, 64)
    return dict(items=[S('BACKLOG_API_KEY', k)], http=H_url('https://%s.backlog.jp/api/v2/issues?apiKey=%s' % (pick(COMPANIES), k)))


@vendor('Chatwork', 'jp', 'API token', '401 Invalid API token')
def _v():
    t = hexs(32)
    return dict(items=[S('CHATWORK_API_TOKEN', t)], http=H_hdr('https://api.chatwork.com/v2/rooms/%s/messages' % digits(9), [('X-ChatWorkToken', t)], 'POST'))


@vendor('kintone', 'jp', 'API token', 'CB_WA01 Password authentication failed')
def _v():
    t = rs(AN, 40)
    return dict(items=[S('KINTONE_API_TOKEN', t)],
                http=H_hdr('https://%s.cybozu.com/k/v1/records.json?app=%d' % (pick(COMPANIES), rint(10, 400)), [('X-Cybozu-API-Token', t)]))


@vendor('Sakura Cloud', 'jp', 'access token secret', slug='sakuracloud')
def _v():
    tok = uuid4()
    sec = rs(AN, 64)
    return dict(items=[D('SAKURACLOUD_ACCESS_TOKEN', tok), S('SAKURACLOUD_ACCESS_TOKEN_SECRET', sec), N('SAKURACLOUD_ZONE', 'is1b')],
                http=H_basic('https://secure.sakura.ad.jp/cloud/zone/is1b/api/cloud/1.1/server', tok, sec))


@vendor('freee', 'jp', 'client secret')
def _v():
    return dict(items=[N('FREEE_CLIENT_ID', digits(15)), S('FREEE_CLIENT_SECRET', rs(B64U, 64))])


# ---------------- SaaS
@vendor('Notion', 'global', 'integration token', 'unauthorized: API token is invalid.')
def _v():
    t = 'secret_' + rs(AN, 43) if chance(.4) else 'ntn_' + digits(11) + rs(AN, 35)
    return dict(items=[S('NOTION_TOKEN', t)],
                http=dict(method='POST', url='https://api.notion.com/v1/databases/%s/query' % hexs(32),
                          headers=[('Authorization', 'Bearer ' + t), ('Notion-Version', '2022-06-28')], secrets=[]))


@vendor('Airtable', 'global', 'personal access token', 'AUTHENTICATION_REQUIRED')
def _v():
    t = 'pat' + rs(AN, 14) + '.' + hexs(64)
    return dict(items=[S('AIRTABLE_TOKEN', t)], http=H_bearer('https://api.airtable.com/v0/app%s/Tasks' % rs(AN, 14), t))


@vendor('Asana', 'global', 'personal access token', 'Not Authorized')
def _v():
    t = '2/' + digits(16) + '/' + digits(16) + ':' + hexs(32)
    return dict(items=[S('ASANA_PAT', t)], http=H_bearer('https://app.asana.com/api/1.0/users/me', t))


@vendor('Linear', 'global', 'API key', 'Authentication required, not authenticated')
def _v():
    k = 'lin_api_' + rs(AN, 40)
    return dict(items=[S('LINEAR_API_KEY', k)], http=H_hdr('https://api.linear.app/graphql', [('Authorization', k)], 'POST'))


@vendor('ClickUp', 'global', 'personal API token', 'OAUTH_025 Token invalid')
def _v():
    k = 'pk_' + digits(8) + '_' + rs(AUP, 32)
    return dict(items=[S('CLICKUP_API_TOKEN', k)], http=H_hdr('https://api.clickup.com/api/v2/team', [('Authorization', k)]))


@vendor('Trello', 'global', 'token', 'invalid token')
def _v():
    key = hexs(32)
    tok = 'ATTA' + hexs(64) + rs(HXU, 8)
    return dict(items=[D('TRELLO_API_KEY', key), S('TRELLO_TOKEN', tok)],
                http=H_url('https://api.trello.com/1/members/me/boards?key=%s&token=%s' % (key, tok)))


@vendor('HubSpot', 'global', 'private app token', '401 Authentication credentials not found')
def _v():
    t = 'pat-' + pick(['na1', 'eu1', 'na2']) + '-' + uuid4()
    return dict(items=[S('HUBSPOT_ACCESS_TOKEN', t)], http=H_bearer('https://api.hubapi.com/crm/v3/objects/contacts', t))


@vendor('Zendesk', 'global', 'API token', 'Couldn\'t authenticate you')
def _v():
    em = pick(USERS).replace('_', '.') + '@' + pick(COMPANIES) + '.com'
    t = rs(AN, 40)
    return dict(items=[N('ZENDESK_EMAIL', em), S('ZENDESK_API_TOKEN', t)],
                http=H_basic('https://%s.zendesk.com/api/v2/tickets.json' % pick(COMPANIES), em + '/token', t))


@vendor('Okta', 'global', 'API token', 'E0000011 Invalid token provided')
def _v():
    t = '00' + rs(B64U, 40)
    return dict(items=[N('OKTA_ORG_URL', 'https://%s.okta.com' % pick(COMPANIES)), S('OKTA_API_TOKEN', t)],
                http=H_bearer('https://%s.okta.com/api/v1/users?limit=25' % pick(COMPANIES), t, 'GET', 'SSWS'))


@vendor('Auth0', 'global', 'client secret', 'access_denied: Unauthorized')
def _v():
    return dict(items=[N('AUTH0_DOMAIN', '%s.%s.auth0.com' % (pick(COMPANIES), pick(['us', 'eu', 'jp']))), N('AUTH0_CLIENT_ID', rs(AN, 32)),
                       S('AUTH0_CLIENT_SECRET', rs(B64U, 64))])


@vendor('Clerk', 'global', 'secret key')
def _v():
    k = pick(['sk_live_', 'sk_test_']) + rs(AN, 40)
    pk = 'pk_' + k[3:8] + b64e(('clerk.%s.com$' % pick(COMPANIES)).encode()).rstrip('=')
    return dict(items=[P('NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY', pk), S('CLERK_SECRET_KEY', k)],
                http=H_bearer('https://api.clerk.com/v1/users', k))


@vendor('Shopify', 'global', 'Admin API access token', '[API] Invalid API key or access token')
def _v():
    t = pick(['shpat_', 'shpca_', 'shppa_']) + hexs(32)
    shop = pick(COMPANIES) + '-store'
    return dict(items=[N('SHOPIFY_STORE_DOMAIN', shop + '.myshopify.com'), S('SHOPIFY_ADMIN_TOKEN', t)],
                http=H_hdr('https://%s.myshopify.com/admin/api/2024-07/orders.json' % shop, [('X-Shopify-Access-Token', t)]))


@vendor('Shopify', 'global', 'app shared secret', 'HMAC validation failed')
def _v():
    return dict(items=[D('SHOPIFY_API_KEY', hexs(32)), S('SHOPIFY_API_SECRET', 'shpss_' + hexs(32))])


@vendor('Contentful', 'eu', 'management token', 'AccessTokenInvalid')
def _v():
    t = 'CFPAT-' + rs(B64U, 43)
    return dict(items=[N('CONTENTFUL_SPACE_ID', rs(ALO, 12)), S('CONTENTFUL_MANAGEMENT_TOKEN', t)],
                http=H_bearer('https://api.contentful.com/spaces/%s/entries' % rs(ALO, 12), t))


@vendor('Sanity', 'global', 'API token')
def _v():
    return dict(items=[N('SANITY_PROJECT_ID', rs(ALO, 8)), S('SANITY_API_TOKEN', 'sk' + rs(AN, 180))])


@vendor('Storyblok', 'eu', 'personal access token')
def _v():
    t = rs(AN, 22) + 'tt-' + digits(6) + '-' + rs(B64U, 20)
    return dict(items=[S('STORYBLOK_MANAGEMENT_TOKEN', t)], http=H_hdr('https://mapi.storyblok.com/v1/spaces/', [('Authorization', t)]))


@vendor('Webflow', 'global', 'API token')
def _v():
    t = hexs(64)
    return dict(items=[S('WEBFLOW_API_TOKEN', t)], http=H_bearer('https://api.webflow.com/v2/sites', t))


@vendor('Typeform', 'eu', 'personal access token')
def _v():
    t = 'tfp_' + rs(B64U, 44) + '_' + rs(AN, 14)
    return dict(items=[S('TYPEFORM_TOKEN', t)], http=H_bearer('https://api.typeform.com/forms', t))


@vendor('Calendly', 'global', 'personal access token')
def _v():
    t = jwt({'kid': hexs(8), 'typ': 'PAT', 'alg': 'ES256'}, {'iss': 'https://auth.calendly.com', 'iat': rint(1700000000, 1750000000), 'jti': uuid4(), 'user_uuid': uuid4()}, 86)
    return dict(items=[S('CALENDLY_TOKEN', t)], http=H_bearer('https://api.calendly.com/users/me', t))


@vendor('Dropbox', 'global', 'access token', 'expired_access_token')
def _v():
    t = 'sl.' + pick(['B', 'C', 'u.']) + rs(B64U, 136)
    return dict(items=[S('DROPBOX_ACCESS_TOKEN', t)], http=H_bearer('https://api.dropboxapi.com/2/files/list_folder', t, 'POST'))


@vendor('Box', 'global', 'developer token')
def _v():
    t = rs(AN, 32)
    return dict(items=[S('BOX_DEVELOPER_TOKEN', t)], http=H_bearer('https://api.box.com/2.0/folders/0/items', t))


@vendor('Spotify', 'global', 'client secret', 'invalid_client')
def _v():
    return dict(items=[N('SPOTIFY_CLIENT_ID', hexs(32)), S('SPOTIFY_CLIENT_SECRET', hexs(32))])


@vendor('Twitch', 'global', 'client secret', 'invalid client secret')
def _v():
    return dict(items=[N('TWITCH_CLIENT_ID', rs(ALO, 30)), S('TWITCH_CLIENT_SECRET', rs(ALO, 30))])


@vendor('X (Twitter)', 'global', 'bearer token', '401 Unauthorized', slug='twitter')
def _v():
    t = 'AAAAAAAAAAAAAAAAAAAAA' + rs(AN, 30) + '%3D' + rs(AN, 50)
    return dict(items=[S('TWITTER_BEARER_TOKEN', t)], http=H_bearer('https://api.twitter.com/2/tweets/search/recent?query=from%3Aacme', t))


@vendor('Meta', 'global', 'page access token', '(#190) This access token does not have enough permission', slug='facebook')
def _v():
    t = 'EAA' + rs(AN, 180)
    return dict(items=[N('FB_APP_ID', digits(16)), S('FB_APP_SECRET', hexs(32)), S('FB_PAGE_ACCESS_TOKEN', t)])


@vendor('Mapbox', 'global', 'secret access token')
def _v():
    t = 'sk.eyJ1Ijoi' + rs(B64U, 60) + '.' + rs(B64U, 22)
    return dict(items=[S('MAPBOX_SECRET_TOKEN', t)])


@vendor('PostHog', 'global', 'personal API key')
def _v():
    k = 'phx_' + rs(AN, 43)
    return dict(items=[S('POSTHOG_PERSONAL_API_KEY', k)], http=H_bearer('https://us.posthog.com/api/projects/', k))


@vendor('Mixpanel', 'global', 'service account secret')
def _v():
    u = pick(SVCS).replace('-', '') + '.' + rs(ALO, 6) + '.mp-service-account'
    s = rs(AN, 32)
    return dict(items=[D('MIXPANEL_SA_USER', u), S('MIXPANEL_SA_SECRET', s)],
                http=H_basic('https://mixpanel.com/api/query/insights?project_id=' + digits(7), u, s))


@vendor('Amplitude', 'global', 'secret key')
def _v():
    return dict(items=[D('AMPLITUDE_API_KEY', hexs(32)), S('AMPLITUDE_SECRET_KEY', hexs(32))])


@vendor('DeepL', 'eu', 'auth key', '403 Authorization failure, check auth_key')
def _v():
    k = uuid4() + pick([':fx', ''])
    return dict(items=[S('DEEPL_AUTH_KEY', k)],
                http=H_bearer('https://api%s.deepl.com/v2/translate' % ('-free' if k.endswith(':fx') else ''), k, 'POST', 'DeepL-Auth-Key'))


@vendor('Pipedrive', 'eu', 'API token')
def _v():
    t = hexs(40)
    return dict(items=[S('PIPEDRIVE_API_TOKEN', t)], http=H_url('https://%s.pipedrive.com/api/v1/deals?api_token=%s' % (pick(COMPANIES), t)))


@vendor('Personio', 'eu', 'client secret')
def _v():
    return dict(items=[N('PERSONIO_CLIENT_ID', 'papi-' + uuid4()), S('PERSONIO_CLIENT_SECRET', 'papi-' + rs(AN, 48))])


@vendor('Bunny.net', 'eu', 'API access key', slug='bunny')
def _v():
    k = uuid4() + '-' + uuid4()[:18]
    return dict(items=[S('BUNNY_API_KEY', k)], http=H_hdr('https://api.bunny.net/pullzone', [('AccessKey', k)]))


@vendor('Gcore', 'eu', 'permanent API token')
def _v():
    t = digits(5) + '$' + hexs(128)
    return dict(items=[S('GCORE_API_TOKEN', t)], http=H_bearer('https://api.gcore.com/cdn/resources', t, 'GET', 'APIKey'))


@vendor('Commercetools', 'eu', 'client secret')
def _v():
    return dict(items=[N('CTP_PROJECT_KEY', pick(COMPANIES) + '-' + pick(ENVS)), N('CTP_CLIENT_ID', rs(B64U, 24)), S('CTP_CLIENT_SECRET', rs(B64U, 32))])


@vendor('Qonto', 'eu', 'API secret key')
def _v():
    login = pick(COMPANIES) + '-' + rs(ALO, 4)
    sec = hexs(32)
    return dict(items=[D('QONTO_LOGIN', login), S('QONTO_SECRET_KEY', sec)],
                http=H_hdr('https://thirdparty.qonto.com/v2/organization', [('Authorization', login + ':' + sec)]))


@vendor('SmartThings', 'global', 'personal access token')
def _v():
    t = uuid4()
    return dict(items=[S('SMARTTHINGS_TOKEN', t)], http=H_bearer('https://api.smartthings.com/v1/devices', t))


@vendor('Shodan', 'global', 'API key')
def _v():
    k = rs(AN, 32)
    return dict(items=[S('SHODAN_API_KEY', k)], http=H_url('https://api.shodan.io/shodan/host/8.8.8.8?key=' + k))


@vendor('VirusTotal', 'global', 'API key')
def _v():
    k = hexs(64)
    return dict(items=[S('VT_API_KEY', k)], http=H_hdr('https://www.virustotal.com/api/v3/files/' + hexs(64), [('x-apikey', k)]))


@vendor('OpenWeatherMap', 'global', 'API key', '401 Invalid API key', slug='owm')
def _v():
    k = hexs(32)
    return dict(items=[S('OWM_API_KEY', k)], http=H_url('https://api.openweathermap.org/data/2.5/weather?q=Seoul&appid=' + k))


@vendor('IPinfo', 'global', 'access token')
def _v():
    t = hexs(14)
    return dict(items=[S('IPINFO_TOKEN', t)], http=H_url('https://ipinfo.io/8.8.8.8?token=' + t))


# ---------------- Korea / China / Japan clouds & platforms
@vendor('Naver Cloud', 'kr', 'access key pair', '200 Authentication Failed', slug='ncloud')
def _v():
    ak = rs(AUP, 20) if chance(.5) else 'ncp_iam_BP' + rs(AUP, 4) + 'KR' + rs(AN, 14)
    return dict(items=[S('NCLOUD_ACCESS_KEY', ak), S('NCLOUD_SECRET_KEY', rs(AN, 40)), N('NCLOUD_REGION', 'KR')])


@vendor('Naver Developers', 'kr', 'client secret', '024 Authentication failed', slug='naver')
def _v():
    cid = rs(AN, 20)
    sec = rs(AN + '_', 10)
    return dict(items=[N('NAVER_CLIENT_ID', cid), S('NAVER_CLIENT_SECRET', sec)],
                http=H_hdr('https://openapi.naver.com/v1/search/blog.json?query=' + urllib.parse.quote('판교 맛집'),
                           [('X-Naver-Client-Id', cid), ('X-Naver-Client-Secret', sec)]))


@vendor('Naver Commerce', 'kr', 'application secret', 'GW.AUTHN 인증 실패', slug='naversmartstore')
def _v():
    return dict(items=[N('COMMERCE_CLIENT_ID', rs(AN, 22)), S('COMMERCE_CLIENT_SECRET', '$2a$04$' + rs(AN + './', 22))])


@vendor('Coupang', 'kr', 'Open API secret key', 'Invalid signature', slug='coupang')
def _v():
    return dict(items=[N('COUPANG_VENDOR_ID', 'A' + digits(8)), D('COUPANG_ACCESS_KEY', uuid4()), S('COUPANG_SECRET_KEY', hexs(40))])


@vendor('Cafe24', 'kr', 'client secret')
def _v():
    return dict(items=[N('CAFE24_MALL_ID', pick(COMPANIES) + 'shop'), N('CAFE24_CLIENT_ID', rs(AN, 22)), S('CAFE24_CLIENT_SECRET', rs(AN, 22))])


@vendor('data.go.kr', 'kr', 'service key', 'SERVICE_KEY_IS_NOT_REGISTERED_ERROR', slug='datagokr')
def _v():
    raw = b64e(rbytes(64))
    enc = urllib.parse.quote(raw, safe='')
    if chance(.5):
        return dict(items=[S('DATA_GO_KR_SERVICE_KEY', enc)],
                    http=H_url('https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=%s&numOfRows=10&pageNo=1&dataType=JSON' % enc))
    return dict(items=[S('DATA_GO_KR_SERVICE_KEY', raw)])


@vendor('Seoul Open Data', 'kr', 'API key', 'INFO-100 인증키가 유효하지 않습니다', slug='seoulopendata')
def _v():
    k = rs(ALO, 30) if chance(.5) else rs(AN, 30)
    return dict(items=[S('SEOUL_API_KEY', k)], http=H_url('http://openapi.seoul.go.kr:8088/%s/json/bikeList/1/5/' % k))


@vendor('Alibaba Cloud', 'cn', 'AccessKey pair', 'InvalidAccessKeyId.NotFound', slug='aliyun')
def _v():
    return dict(items=[S('ALIBABA_CLOUD_ACCESS_KEY_ID', 'LTAI5t' + rs(AN, 18)), S('ALIBABA_CLOUD_ACCESS_KEY_SECRET', rs(AN, 30)),
                       N('ALIBABA_CLOUD_REGION', pick(['cn-hangzhou', 'cn-shanghai', 'ap-southeast-1']))])


@vendor('Tencent Cloud', 'cn', 'SecretId/SecretKey', 'AuthFailure.SecretIdNotFound', slug='tencentcloud')
def _v():
    return dict(items=[S('TENCENTCLOUD_SECRET_ID', 'AKID' + rs(AN, 32)), S('TENCENTCLOUD_SECRET_KEY', rs(AN, 32))])


@vendor('Huawei Cloud', 'cn', 'AK/SK', 'APIGW.0301 Incorrect IAM authentication information', slug='huaweicloud')
def _v():
    return dict(items=[S('HUAWEICLOUD_SDK_AK', rs(AUP, 20)), S('HUAWEICLOUD_SDK_SK', rs(AN, 40)), N('HUAWEICLOUD_REGION', 'ap-southeast-3')])


@vendor('Baidu AI Cloud', 'cn', 'secret key', 'invalid_client: unknown client id', slug='baiduai')
def _v():
    return dict(items=[D('BAIDU_API_KEY', rs(AN, 24)), S('BAIDU_SECRET_KEY', rs(AN, 32))])


@vendor('Qiniu', 'cn', 'AK/SK', '401 bad token')
def _v():
    return dict(items=[S('QINIU_ACCESS_KEY', rs(B64U, 40)), S('QINIU_SECRET_KEY', rs(B64U, 40)), N('QINIU_BUCKET', pick(SVCS))])


@vendor('Volcengine', 'cn', 'AK/SK', 'InvalidAccessKey')
def _v():
    return dict(items=[S('VOLC_ACCESSKEY', 'AKLT' + rs(B64, 43)), S('VOLC_SECRETKEY', b64e(hexs(44).encode()).rstrip('='))])


@vendor('UPYUN', 'cn', 'operator password', slug='upyun')
def _v():
    return dict(items=[N('UPYUN_OPERATOR', pick(USERS).replace('.', '')), S('UPYUN_PASSWORD', rs(AN, 32)), N('UPYUN_BUCKET', pick(SVCS))])


@vendor('Alipay', 'cn', 'app private key', 'isv.invalid-signature')
def _v():
    body = b64e(rsa_pkcs8_partial_der(rint(300, 380)))
    return dict(items=[N('ALIPAY_APP_ID', '2021' + digits(12)), S('ALIPAY_PRIVATE_KEY', body)])


@vendor('Cloudinary', 'global', 'API secret', 'Invalid Signature')
def _v():
    key = digits(15)
    sec = rs(B64U, 27)
    cloud = pick(COMPANIES) + '-' + pick(['media', 'cdn', 'img'])
    if chance(.5):
        return dict(items=[SP('CLOUDINARY_URL', 'cloudinary://%s:%s@%s' % (key, sec, cloud), [sec])])
    return dict(items=[N('CLOUDINARY_CLOUD_NAME', cloud), N('CLOUDINARY_API_KEY', key), S('CLOUDINARY_API_SECRET', sec)])


@vendor('Mux', 'global', 'access token secret')
def _v():
    tid = uuid4()
    sec = rs(AN + '/+', 75)
    return dict(items=[D('MUX_TOKEN_ID', tid), S('MUX_TOKEN_SECRET', sec)],
                http=H_basic('https://api.mux.com/video/v1/assets', tid, sec, 'POST'))


@vendor('Bitly', 'global', 'access token')
def _v():
    t = hexs(40)
    return dict(items=[S('BITLY_ACCESS_TOKEN', t)], http=H_bearer('https://api-ssl.bitly.com/v4/shorten', t, 'POST'))

# ================================================================ renderers for (NAME, value) item lists
# item: dict(n=NAME, v=value, s=[secrets], k='s'|'n'|'p', ref=bool)

def key_of(it, slug):
    low = it['n'].lower()
    if low.startswith(slug + '_'):
        return low[len(slug) + 1:]
    return low


def camel(s):
    p = [x for x in re.split('[_\\-.]', s) if x]
    return p[0] + ''.join(x[:1].upper() + x[1:] for x in p[1:])


def pascal(s):
    return ''.join(x[:1].upper() + x[1:] for x in re.split('[_\\-.]', s) if x)


def kebab(s):
    return s.replace('_', '-')


EXTRA_ENV = ['NODE_ENV=production', 'PORT=8080', 'LOG_LEVEL=info', 'TZ=Asia/Seoul', 'DEBUG=false', 'DB_POOL_SIZE=10',
             'FEATURE_NEW_CHECKOUT=true', 'HTTP_TIMEOUT_MS=5000', 'RETRY_MAX=3', 'LANG=ko_KR.UTF-8', 'WORKERS=4']


def extras(k=None):
    k = rint(0, 2) if k is None else k
    return sample(EXTRA_ENV, k)


def q(v, style='"'):
    return style + v + style


def r_dotenv(items, c):
    lines = []
    any_ref = any(it['ref'] for it in items)
    if chance(.4):
        lines.append(pick(['# %s' % c['vendor'], '# %s (%s)' % (c['vendor'], c['env']), '# --- %s ---' % c['vendor'].lower()]))
    ex = extras()
    lines += ex[:1]
    qs = pick(['', '', '"', "'"])
    for it in items:
        if it['ref']:
            lines.append('%s=' % it['n'] + pick(['', '', '  # set in %s' % c['store']]))
        else:
            lines.append('%s=%s' % (it['n'], q(it['v'], qs) if ' ' not in it['v'] else q(it['v'], '"')))
    lines += ex[1:]
    path = '.env.example' if any_ref else pick(['.env', '.env.production', '.env.%s' % c['env'], 'deploy/.env', 'apps/api/.env.local', 'docker/.env'])
    return '\n'.join(lines), path, 'dotenv'


def r_export(items, c):
    lines = []
    for it in items:
        if it['ref']:
            lines.append('export %s="${%s:?missing %s}"' % (it['n'], it['n'], it['n']))
        else:
            lines.append("export %s='%s'" % (it['n'], it['v']) if chance(.5) else 'export %s="%s"' % (it['n'], it['v']))
    if chance(.3):
        lines.append(pick(['./gradlew bootRun', 'npm run start', 'python -m %s' % c['svc'].replace('-', '_'), 'make run']))
    return '\n'.join(lines), pick(['scripts/dev-env.sh', '~/.zshrc', 'deploy/run.sh', 'bin/setup-local.sh']), 'shell'


def r_yaml(items, c):
    ind = '  '
    head = []
    if chance(.5):
        head = [pick(['integrations:', 'providers:', 'external:', 'clients:'])]
        ind = '    '
        sec_ind = '  '
    else:
        sec_ind = ''
    lines = head + [sec_ind + c['slug'] + ':']
    for it in items:
        k = key_of(it, c['slug'])
        v = '"${%s}"' % it['n'] if it['ref'] else pick(['"%s"', '%s', "'%s'"]) % it['v']
        lines.append('%s%s: %s' % (ind, k, v))
    return '\n'.join(lines), pick(['config/application.yml', 'config/%s.yaml' % c['env'], 'settings.yaml', 'conf/app.yml', 'values.%s.yaml' % c['env']]), 'YAML'


def r_json(items, c):
    inner = []
    for it in items:
        k = camel(key_of(it, c['slug']))
        v = '${%s}' % it['n'] if it['ref'] else it['v']
        inner.append('    "%s": "%s"' % (k, v))
    body = '{\n  "%s": {\n%s\n  }\n}' % (pascal(c['slug']) if chance(.5) else c['slug'], ',\n'.join(inner))
    return body, pick(['appsettings.%s.json' % pascal(c['env']), 'config/default.json', 'secrets.json', 'src/config.json', 'local.settings.json']), 'JSON'


def r_toml(items, c):
    lines = ['[%s]' % c['slug']]
    for it in items:
        v = '"${%s}"' % it['n'] if it['ref'] else '"%s"' % it['v']
        lines.append('%s = %s' % (key_of(it, c['slug']), v))
    return '\n'.join(lines), pick(['config.toml', 'settings.%s.toml' % c['env'], 'pyproject.toml', '.streamlit/secrets.toml', 'Rocket.toml']), 'TOML'


def r_ini(items, c):
    lines = ['[%s]' % c['slug']]
    for it in items:
        v = '%%(ENV_%s)s' % it['n'] if it['ref'] else it['v']
        lines.append('%s = %s' % (key_of(it, c['slug']), v))
    return '\n'.join(lines), pick(['settings.ini', 'config/%s.ini' % c['env'], 'supervisord.conf', 'app.cfg', 'setup.cfg']), 'INI'


def r_properties(items, c):
    lines = []
    if chance(.4):
        lines.append('# %s' % c['vendor'])
    for it in items:
        k = c['slug'] + '.' + kebab(key_of(it, c['slug']))
        v = '${%s}' % it['n'] if it['ref'] else it['v']
        lines.append('%s=%s' % (k, v))
    return '\n'.join(lines), pick(['src/main/resources/application.properties', 'src/main/resources/application-%s.properties' % c['env'],
                                   'gradle.properties', 'conf/app.properties']), 'properties'


def r_hcl(items, c):
    if chance(.5):
        lines = []
        for it in items:
            k = it['n'].lower()
            v = 'var.%s' % k if it['ref'] else '"%s"' % it['v']
            if it['ref']:
                lines.append('%s = %s' % (k, v))
            else:
                lines.append('%s = %s' % (k, v))
        return '\n'.join(lines), pick(['terraform.tfvars', 'envs/%s/terraform.tfvars' % c['env'], 'secrets.auto.tfvars']), 'HCL tfvars'
    lines = ['provider "%s" {' % c['slug']]
    for it in items:
        k = key_of(it, c['slug'])
        v = 'var.%s' % it['n'].lower() if it['ref'] else '"%s"' % it['v']
        lines.append('  %s = %s' % (k, v))
    lines.append('}')
    return '\n'.join(lines), pick(['infra/providers.tf', 'main.tf', 'modules/%s/provider.tf' % c['slug']]), 'HCL'


def r_xml(items, c):
    if chance(.5):
        lines = ['<appSettings>']
        for it in items:
            v = '#{%s}#' % it['n'] if it['ref'] else it['v']
            lines.append('  <add key="%s:%s" value="%s" />' % (pascal(c['slug']), pascal(key_of(it, c['slug'])), v))
        lines.append('</appSettings>')
        return '\n'.join(lines), pick(['Web.config', 'App.config', 'Web.%s.config' % pascal(c['env'])]), 'XML'
    lines = ['<properties>']
    for it in items:
        v = '${env.%s}' % it['n'] if it['ref'] else it['v']
        tag = c['slug'] + '.' + kebab(key_of(it, c['slug']))
        lines.append('  <%s>%s</%s>' % (tag, v, tag))
    lines.append('</properties>')
    return '\n'.join(lines), pick(['pom.xml', 'settings.xml', 'config/%s.xml' % c['env']]), 'XML'


def r_dockerfile(items, c):
    base = pick(['node:20-alpine', 'python:3.12-slim', 'eclipse-temurin:21-jre', 'golang:1.22 AS build', 'ruby:3.3'])
    lines = ['FROM ' + base]
    for it in items:
        if it['ref']:
            lines.append('RUN --mount=type=secret,id=%s,env=%s %s' % (it['n'].lower(), it['n'], pick(['npm ci', 'pip install -r requirements.txt', 'bundle install', 'go mod download'])))
        else:
            lines.append('ENV %s=%s' % (it['n'], it['v']) if chance(.7) else 'ARG %s=%s' % (it['n'], it['v']))
    lines.append(pick(['COPY . /app', 'WORKDIR /app', 'CMD ["node", "dist/server.js"]', 'EXPOSE 8080']))
    return '\n'.join(lines), pick(['Dockerfile', 'docker/Dockerfile.%s' % c['env'], 'services/%s/Dockerfile' % c['svc']]), 'Dockerfile'


def r_compose(items, c):
    lines = ['services:', '  %s:' % c['svc'], '    image: ghcr.io/%s/%s:%s' % (c['company'], c['svc'], pick(['latest', '1.%d.%d' % (rint(0, 20), rint(0, 9))])),
             '    environment:']
    form = pick(['list', 'map'])
    for it in items:
        v = '${%s:?err}' % it['n'] if it['ref'] else it['v']
        if form == 'list':
            lines.append('      - %s=%s' % (it['n'], v))
        else:
            lines.append('      %s: "%s"' % (it['n'], v))
    return '\n'.join(lines), pick(['docker-compose.yml', 'compose.%s.yaml' % c['env'], 'docker-compose.override.yml']), 'compose'


def r_k8s_secret(items, c):
    if any(it['ref'] for it in items):
        return r_k8s_env(items, c)
    lines = ['apiVersion: v1', 'kind: Secret', 'metadata:', '  name: %s-%s' % (c['svc'], c['slug']), '  namespace: %s' % c['env'],
             'type: Opaque', 'stringData:']
    for it in items:
        lines.append('  %s: "%s"' % (it['n'], it['v']))
    return '\n'.join(lines), pick(['k8s/%s/secret.yaml' % c['env'], 'deploy/secret-%s.yaml' % c['slug'], 'manifests/%s-secret.yaml' % c['svc']]), 'k8s Secret'


def r_k8s_env(items, c):
    lines = ['      containers:', '        - name: %s' % c['svc'], '          image: registry.%s.io/%s:%s' % (c['company'], c['svc'], git_sha()[:7]), '          env:']
    for it in items:
        lines.append('            - name: %s' % it['n'])
        if it['ref']:
            lines += ['              valueFrom:', '                secretKeyRef:', '                  name: %s-secrets' % c['svc'],
                      '                  key: %s' % kebab(it['n'].lower())]
        else:
            lines.append('              value: "%s"' % it['v'])
    return '\n'.join(lines), pick(['k8s/deployment.yaml', 'charts/%s/templates/deployment.yaml' % c['svc'], 'overlays/%s/deployment-patch.yaml' % c['env']]), 'k8s Deployment'


def r_gha(items, c):
    lines = ['jobs:', '  %s:' % pick(['deploy', 'release', 'test', 'publish']), '    runs-on: ubuntu-latest', '    env:']
    for it in items:
        v = '${{ secrets.%s }}' % it['n'] if it['ref'] else it['v']
        lines.append('      %s: %s' % (it['n'], v))
    lines += ['    steps:', '      - uses: actions/checkout@v4', '      - run: %s' % pick(['make deploy', 'npm run release', './scripts/publish.sh', 'pytest -q'])]
    return '\n'.join(lines), '.github/workflows/%s.yml' % pick(['deploy', 'ci', 'release', 'nightly']), 'GitHub Actions workflow'


def r_gitlab(items, c):
    lines = ['%s:' % pick(['deploy_prod', 'release', 'integration']), '  stage: %s' % pick(['deploy', 'test', 'release'])]
    if any(it['ref'] for it in items):
        lines.append('  script:')
        for it in items:
            lines.append('    - echo "using %s from masked CI variable ${%s:0:0}"' % (it['n'], it['n']) if chance(.2) else '    - ./ci/%s.sh --%s "$%s"' % (c['slug'], kebab(key_of(it, c['slug'])), it['n']))
    else:
        lines.append('  variables:')
        for it in items:
            lines.append('    %s: "%s"' % (it['n'], it['v']))
        lines += ['  script:', '    - ./ci/deploy.sh']
    return '\n'.join(lines), '.gitlab-ci.yml', 'GitLab CI'


def r_python(items, c):
    style = pick(['const', 'environ', 'settings'])
    lines = []
    if style == 'environ':
        lines.append('import os')
        for it in items:
            lines.append('os.environ["%s"]' % it['n'] if it['ref'] else 'os.environ.setdefault("%s", "%s")' % (it['n'], it['v']))
        if any(it['ref'] for it in items):
            lines = ['import os'] + ['%s = os.environ["%s"]' % (key_of(it, c['slug']).upper(), it['n']) for it in items]
    elif style == 'settings':
        lines.append('%s = {' % (c['slug'].upper() + '_SETTINGS'))
        for it in items:
            v = 'os.getenv("%s")' % it['n'] if it['ref'] else '"%s"' % it['v']
            lines.append('    "%s": %s,' % (key_of(it, c['slug']), v))
        lines.append('}')
    else:
        for it in items:
            v = 'os.environ["%s"]' % it['n'] if it['ref'] else '"%s"' % it['v']
            lines.append('%s = %s' % (it['n'], v))
    return '\n'.join(lines), pick(['settings.py', '%s/config.py' % c['svc'].replace('-', '_'), 'scripts/sync.py', 'conftest.py', 'notebooks/explore.ipynb']), 'Python'


def r_js(items, c):
    lines = []
    if chance(.5):
        lines.append('export const %sConfig = {' % camel(c['slug']))
        for it in items:
            v = 'process.env.%s' % it['n'] if it['ref'] else "'%s'" % it['v']
            lines.append('  %s: %s,' % (camel(key_of(it, c['slug'])), v))
        lines.append('};')
    else:
        for it in items:
            v = 'process.env.%s!' % it['n'] if it['ref'] else 'process.env.%s ?? "%s"' % (it['n'], it['v'])
            lines.append('const %s = %s;' % (camel(it['n'].lower()), v))
    return '\n'.join(lines), pick(['src/config.ts', 'lib/%s.ts' % c['slug'], 'server/index.js', 'next.config.js', 'src/env.mjs']), 'TypeScript'


def r_go(items, c):
    if any(it['ref'] for it in items):
        lines = ['%s := os.Getenv("%s")' % (camel(key_of(it, c['slug'])), it['n']) for it in items]
    else:
        lines = ['const (']
        for it in items:
            lines.append('\t%s = "%s"' % (camel(key_of(it, c['slug'])), it['v']))
        lines.append(')')
    return '\n'.join(lines), pick(['internal/config/config.go', 'cmd/%s/main.go' % c['svc'], 'pkg/%s/client.go' % c['slug']]), 'Go'


def r_java(items, c):
    lines = []
    for it in items:
        if it['ref']:
            lines.append('private static final String %s = System.getenv("%s");' % (it['n'], it['n']))
        else:
            lines.append('private static final String %s = "%s";' % (it['n'], it['v']))
    return '\n'.join(lines), 'src/main/java/com/%s/%s/%sClient.java' % (c['company'], c['svc'].replace('-', ''), pascal(c['slug'])), 'Java'


def r_csharp(items, c):
    lines = []
    for it in items:
        if it['ref']:
            lines.append('var %s = Environment.GetEnvironmentVariable("%s");' % (camel(key_of(it, c['slug'])), it['n']))
        else:
            lines.append('private const string %s = "%s";' % (pascal(key_of(it, c['slug'])), it['v']))
    return '\n'.join(lines), pick(['Services/%sService.cs' % pascal(c['slug']), 'Program.cs', 'Infrastructure/Clients.cs']), 'C#'


def r_ruby(items, c):
    lines = []
    for it in items:
        if it['ref']:
            lines.append('%s = ENV.fetch("%s")' % (key_of(it, c['slug']), it['n']))
        else:
            lines.append('ENV["%s"] ||= "%s"' % (it['n'], it['v']))
    return '\n'.join(lines), pick(['config/initializers/%s.rb' % c['slug'], 'lib/tasks/sync.rake', 'config/application.rb']), 'Ruby'


def r_php(items, c):
    lines = ["    '%s' => [" % c['slug']]
    for it in items:
        v = "env('%s')" % it['n'] if it['ref'] else "env('%s', '%s')" % (it['n'], it['v'])
        lines.append("        '%s' => %s," % (key_of(it, c['slug']), v))
    lines.append('    ],')
    return '\n'.join(lines), 'config/services.php', 'PHP'


def r_rust(items, c):
    lines = []
    for it in items:
        if it['ref']:
            lines.append('let %s = std::env::var("%s")?;' % (key_of(it, c['slug']), it['n']))
        else:
            lines.append('const %s: &str = "%s";' % (it['n'], it['v']))
    return '\n'.join(lines), pick(['src/config.rs', 'src/main.rs', 'crates/%s/src/lib.rs' % c['slug']]), 'Rust'


def r_kotlin(items, c):
    lines = ['object %sConfig {' % pascal(c['slug'])]
    for it in items:
        v = 'System.getenv("%s")' % it['n'] if it['ref'] else '"%s"' % it['v']
        kw = 'val' if it['ref'] else 'const val'
        lines.append('    %s %s = %s' % (kw, it['n'], v))
    lines.append('}')
    return '\n'.join(lines), 'app/src/main/java/com/%s/%sConfig.kt' % (c['company'], pascal(c['slug'])), 'Kotlin'


def r_swift(items, c):
    lines = ['enum %sKeys {' % pascal(c['slug'])]
    for it in items:
        v = 'ProcessInfo.processInfo.environment["%s"] ?? ""' % it['n'] if it['ref'] else '"%s"' % it['v']
        lines.append('    static let %s = %s' % (camel(key_of(it, c['slug'])), v))
    lines.append('}')
    return '\n'.join(lines), pick(['App/Config/Secrets.swift', 'Sources/%s/Keys.swift' % pascal(c['svc'])]), 'Swift'


def r_powershell(items, c):
    lines = []
    for it in items:
        if it['ref']:
            lines.append('$%s = (Get-Secret -Name %s -AsPlainText)' % (camel(key_of(it, c['slug'])), it['n']))
        else:
            lines.append('$env:%s = "%s"' % (it['n'], it['v']))
    return '\n'.join(lines), pick(['scripts/deploy.ps1', 'setup-dev.ps1', 'tools/Invoke-Sync.ps1']), 'PowerShell'


def r_log(items, c):
    ts = ts_log()
    lvl = pick(['DEBUG', 'INFO', 'WARN'])
    if chance(.5):
        parts = ', '.join("'%s': '%s'" % (it['n'], '***' if it['ref'] else it['v']) for it in items)
        s = '%s %s [%s] loaded settings {%s}' % (ts, lvl, c['svc'], parts)
    else:
        parts = ' '.join('%s=%s' % (it['n'].lower(), '<redacted>' if it['ref'] else it['v']) for it in items)
        s = '%s level=%s msg="%s client init" %s' % (ts.replace(' ', 'T').replace(',', '.') + 'Z', lvl.lower(), c['slug'], parts)
    return s, pick(['/var/log/%s/app.log' % c['svc'], 'logs/%s.log' % c['svc'], '/ecs/%s (CloudWatch)' % c['svc']]), 'log'


def r_diff(items, c):
    path = pick(['config/%s.yml' % c['env'], '.env.%s' % c['env'], 'deploy/values.yaml', 'src/settings.py'])
    lines = ['--- a/%s' % path, '+++ b/%s' % path, '@@ -%d,%d +%d,%d @@' % (rint(3, 40), len(items), rint(3, 40), len(items))]
    for it in items:
        if it['ref']:
            lines.append('-%s=%s' % (it['n'], pick(['<hardcoded value removed>', 'TODO'])))
            lines.append('+%s=${%s}' % (it['n'], it['n']))
        else:
            if chance(.5):
                lines.append('-%s=' % it['n'])
            lines.append('+%s=%s' % (it['n'], it['v']))
    return '\n'.join(lines), path, 'diff'


def r_table(items, c):
    lines = ['| env | variable | value |', '|---|---|---|']
    for it in items:
        v = pick(['from %s' % c['store'], '`${%s}`' % it['n'], '(see %s)' % c['store']]) if it['ref'] else '`%s`' % it['v']
        lines.append('| %s | %s | %s |' % (c['env'], it['n'], v))
    return '\n'.join(lines), pick(['docs/environments.md', 'README.md', 'wiki/Runbook.md']), 'markdown table'


def r_systemd(items, c):
    lines = ['[Service]']
    if any(it['ref'] for it in items):
        lines.append('EnvironmentFile=/etc/%s/secrets.env' % c['svc'])
        lines.append('LoadCredential=%s:/run/secrets/%s' % (items[0]['n'].lower(), items[0]['n'].lower()))
    else:
        for it in items:
            lines.append('Environment=%s=%s' % (it['n'], it['v']) if chance(.6) else 'Environment="%s=%s"' % (it['n'], it['v']))
    lines.append('ExecStart=/opt/%s/bin/%s' % (c['svc'], c['svc']))
    return '\n'.join(lines), '/etc/systemd/system/%s.service' % c['svc'], 'systemd unit'


def r_helm(items, c):
    parts = []
    for it in items:
        k = c['slug'] + '.' + camel(key_of(it, c['slug']))
        v = '"$%s"' % it['n'] if it['ref'] else it['v']
        parts.append('  --set %s=%s' % (k, v))
    s = 'helm upgrade --install %s ./charts/%s -n %s \\\n%s' % (c['svc'], c['svc'], c['env'], ' \\\n'.join(parts))
    return s, 'deploy.sh', 'helm command'


def r_ansible(items, c):
    lines = ['---']
    for it in items:
        v = '"{{ vault_%s }}"' % it['n'].lower() if it['ref'] else '"%s"' % it['v']
        lines.append('%s: %s' % (it['n'].lower(), v))
    return '\n'.join(lines), pick(['group_vars/%s/vars.yml' % c['env'], 'roles/%s/defaults/main.yml' % c['svc'], 'host_vars/app01.yml']), 'Ansible vars'


def r_makefile(items, c):
    lines = []
    for it in items:
        lines.append('%s ?= $(shell op read "op://%s/%s/%s")' % (it['n'], pascal(c['env']), c['vendor'], key_of(it, c['slug'])) if it['ref']
                     else '%s ?= %s' % (it['n'], it['v']))
    lines += ['', 'run:', '\t%s go run ./cmd/%s' % (' '.join('%s=$(%s)' % (it['n'], it['n']) for it in items[:2]), c['svc'])]
    return '\n'.join(lines), 'Makefile', 'Makefile'


def r_cli_set(items, c):
    tool = pick(['gh', 'fly', 'heroku', 'railway', 'doppler'])
    lines = []
    for it in items:
        v = '"$%s"' % it['n'] if it['ref'] else "'%s'" % it['v'] if chance(.5) else it['v']
        if tool == 'gh':
            lines.append('gh secret set %s --repo %s/%s --body %s' % (it['n'], c['company'], c['svc'], v))
        elif tool == 'fly':
            lines.append('fly secrets set %s=%s -a %s' % (it['n'], v, c['svc']))
        elif tool == 'heroku':
            lines.append('heroku config:set %s=%s -a %s-%s' % (it['n'], v, c['svc'], c['env']))
        elif tool == 'railway':
            lines.append('railway variables --set "%s=%s"' % (it['n'], v.strip('"\'')))
        else:
            lines.append('doppler secrets set %s=%s --config %s' % (it['n'], v, c['env'][:3]))
    return '\n'.join(lines), pick(['~/.bash_history', 'docs/setup.md', 'scripts/bootstrap.sh']), 'CLI secret set'


def r_docker_run(items, c):
    envs = ' '.join(('-e %s' % it['n']) if it['ref'] else ('-e %s=%s' % (it['n'], it['v'])) for it in items)
    s = 'docker run --rm %s -p %d:8080 %s/%s:%s' % (envs, pick([8080, 3000, 8000]), c['company'], c['svc'], pick(['dev', 'latest', 'sha-' + git_sha()[:7]]))
    return s, 'README.md', 'docker run'


def r_kubectl(items, c):
    if any(it['ref'] for it in items):
        lits = ' '.join('--from-literal=%s="$%s"' % (kebab(it['n'].lower()), it['n']) for it in items)
    else:
        lits = ' '.join("--from-literal=%s='%s'" % (kebab(it['n'].lower()), it['v']) for it in items)
    s = 'kubectl -n %s create secret generic %s-%s %s' % (c['env'], c['svc'], c['slug'], lits)
    return s, pick(['docs/runbook.md', 'scripts/create-secrets.sh']), 'kubectl create secret'


def r_launch(items, c):
    lines = ['"env": {']
    for i, it in enumerate(items):
        v = '${env:%s}' % it['n'] if it['ref'] else it['v']
        lines.append('    "%s": "%s"%s' % (it['n'], v, ',' if i < len(items) - 1 else ''))
    lines.append('}')
    return '\n'.join(lines), '.vscode/launch.json', 'VS Code launch.json'


def r_jupyter(items, c):
    lines = []
    for it in items:
        lines.append('%%env %s=%s' % (it['n'], it['v']) if not it['ref'] else '%s = getpass.getpass("%s: ")' % (it['n'].lower(), it['n']))
    return '\n'.join(lines), 'notebooks/%s.ipynb' % pick(['eda', 'backfill', 'debug_%s' % c['slug']]), 'Jupyter cell'


def r_crontab(items, c):
    if any(it['ref'] for it in items):
        s = '0 3 * * * . /etc/%s/env && /opt/%s/bin/sync >> /var/log/%s.log 2>&1' % (c['svc'], c['svc'], c['svc'])
    else:
        s = '0 3 * * * %s /opt/%s/bin/sync >> /var/log/%s.log 2>&1' % (' '.join('%s=%s' % (it['n'], it['v']) for it in items), c['svc'], c['svc'])
    return s, '/etc/cron.d/%s' % c['svc'], 'crontab'


GENERAL_RENDERERS = [r_dotenv, r_dotenv, r_export, r_yaml, r_yaml, r_json, r_toml, r_ini, r_properties, r_hcl, r_xml, r_dockerfile,
                     r_compose, r_k8s_secret, r_k8s_env, r_gha, r_gitlab, r_python, r_python, r_js, r_js, r_go, r_java, r_csharp,
                     r_ruby, r_php, r_rust, r_kotlin, r_swift, r_powershell, r_log, r_diff, r_table, r_systemd, r_helm, r_ansible,
                     r_makefile, r_cli_set, r_docker_run, r_kubectl, r_launch, r_jupyter, r_crontab]


# ---------------- HTTP renderers; h = dict(method, url, headers)
def r_curl(h, c):
    parts = ['curl -sS']
    if h['method'] != 'GET':
        parts.append('-X ' + h['method'])
    parts.append("'%s'" % h['url'] if chance(.5) else '"%s"' % h['url'])
    for k, v in h['headers']:
        parts.append("-H '%s: %s'" % (k, v))
    if h['method'] in ('POST', 'PUT'):
        parts.append("-H 'Content-Type: application/json' -d @payload.json")
    if chance(.5) and len(parts) > 3:
        return ' \\\n  '.join(parts), pick(['scripts/smoke.sh', '~/.zsh_history', 'docs/api-examples.md', 'Makefile']), 'curl'
    return ' '.join(parts), pick(['~/.bash_history', 'scripts/check.sh', 'docs/debugging.md']), 'curl'


def r_rawhttp(h, c):
    u = urllib.parse.urlsplit(h['url'])
    path = u.path + ('?' + u.query if u.query else '')
    lines = ['%s %s HTTP/1.1' % (h['method'], path or '/'), 'Host: %s' % u.netloc]
    for k, v in h['headers']:
        lines.append('%s: %s' % (k, v))
    lines.append('User-Agent: %s' % pick(['%s/1.%d' % (c['svc'], rint(0, 9)), 'python-requests/2.32.3', 'axios/1.7.2', 'okhttp/4.12.0']))
    return '\n'.join(lines), pick(['captures/%s.http' % c['slug'], 'tmp/request-dump.txt', 'http/%s.http' % c['svc']]), 'raw HTTP request'


def r_requests(h, c):
    hd = ', '.join('"%s": "%s"' % (k, v) for k, v in h['headers'])
    s = 'resp = requests.%s(\n    "%s",\n    headers={%s},\n    timeout=10,\n)' % (h['method'].lower(), h['url'], hd)
    return s, pick(['scripts/check_%s.py' % c['slug'], 'tests/smoke_test.py', '%s/client.py' % c['svc'].replace('-', '_')]), 'Python requests'


def r_fetch(h, c):
    hd = ', '.join("'%s': '%s'" % (k, v) for k, v in h['headers'])
    s = "const res = await fetch('%s', {\n  method: '%s',\n  headers: { %s },\n});" % (h['url'], h['method'], hd)
    return s, pick(['src/api/%s.ts' % c['slug'], 'app/routes/webhook.ts', 'scripts/ping.mjs']), 'fetch'


def r_httpie(h, c):
    s = 'http %s %s %s' % (h['method'], h['url'], ' '.join("'%s:%s'" % (k, v) for k, v in h['headers']))
    return s, pick(['~/.zsh_history', 'docs/api.md']), 'httpie'


def r_gohttp(h, c):
    lines = ['req, _ := http.NewRequest("%s", "%s", body)' % (h['method'], h['url'])]
    for k, v in h['headers']:
        lines.append('req.Header.Set("%s", "%s")' % (k, v))
    return '\n'.join(lines), 'internal/%s/client.go' % c['slug'], 'Go net/http'


def r_nginx(h, c):
    u = urllib.parse.urlsplit(h['url'])
    lines = ['location /%s/ {' % c['slug'], '    proxy_pass %s://%s/;' % (u.scheme, u.netloc)]
    for k, v in h['headers']:
        lines.append('    proxy_set_header %s "%s";' % (k, v))
    lines.append('}')
    return '\n'.join(lines), '/etc/nginx/conf.d/%s.conf' % c['svc'], 'nginx'


def r_httplog(h, c):
    hd = ', '.join("'%s': '%s'" % (k, v) for k, v in h['headers'])
    s = '%s DEBUG urllib3.connectionpool: %s %s headers={%s} -> %d' % (ts_log(), h['method'], h['url'], hd, pick([401, 403, 200, 429, 500]))
    return s, pick(['logs/pytest-debug.log', '/var/log/%s/debug.log' % c['svc']]), 'debug log'


def r_axios(h, c):
    hd = ',\n      '.join('"%s": "%s"' % (k, v) for k, v in h['headers'])
    s = ('AxiosError: Request failed with status code %d\n  config: {\n    url: "%s",\n    method: "%s",\n    headers: {\n      %s\n    }\n  }'
         % (pick([401, 403, 500, 502]), h['url'], h['method'].lower(), hd))
    return s, pick(['sentry-event-%s.json' % hexs(8), 'logs/frontend-errors.log']), 'axios error dump'


HTTP_RENDERERS = [r_curl, r_curl, r_curl, r_rawhttp, r_requests, r_fetch, r_httpie, r_gohttp, r_nginx, r_httplog, r_axios]

# ================================================================ vendor notes (secret + clean)
WHAT_KO = {
    'access key pair': '액세스 키 쌍', 'session token': '세션 토큰', 'API key': 'API 키', 'client secret': '클라이언트 시크릿',
    'refresh token': '리프레시 토큰', 'connection string': '연결 문자열', 'personal access token': '개인 액세스 토큰(PAT)',
    'shared access key': '공유 액세스 키', 'account key': '계정 키', 'API token': 'API 토큰', 'global API key': '글로벌 API 키',
    'application key': '애플리케이션 키', 'auth token': '인증 토큰', 'access token': '액세스 토큰', 'service role key': 'service_role 키',
    'legacy server key': '레거시 서버 키', 'token': '토큰', 'service token': '서비스 토큰', 'service account token': '서비스 계정 토큰',
    'auth key': '인증 키', 'authtoken': 'authtoken', 'tunnel token': '터널 토큰', 'secret key': '시크릿 키',
    'webhook signing secret': '웹훅 서명 시크릿', 'private key': '프라이빗 키', 'OAuth application secret': 'OAuth 앱 시크릿',
    'API credentials': 'API 인증정보', 'key secret': '키 시크릿', 'secret API key': '시크릿 API 키', 'secret': '시크릿',
    'API key pair': 'API 키 쌍', 'API secret': 'API 시크릿', 'INIAPI key': 'INIAPI 키', 'shop password': '샵 비밀번호',
    'service secret': '서비스 시크릿', 'API v3 key': 'API v3 키', 'bot token': '봇 토큰', 'user token': '유저 토큰',
    'app-level token': '앱 레벨 토큰', 'webhook URL': '웹훅 URL', 'API key secret': 'API 키 시크릿', 'channel access token': '채널 액세스 토큰',
    'REST API key': 'REST API 키', 'admin key': '어드민 키', 'access secret': '액세스 시크릿', 'AppSecret': 'AppSecret',
    'robot access token': '로봇 액세스 토큰', 'app secret': '앱 시크릿', 'bot webhook URL': '봇 웹훅 URL', 'bot webhook key': '봇 웹훅 키',
    'workflow webhook URL': '워크플로 웹훅 URL', 'webhook token': '웹훅 토큰', 'app certificate': '앱 인증서(App Certificate)',
    'API and application keys': 'API/애플리케이션 키', 'user API key': '유저 API 키', 'license key': '라이선스 키',
    'access policy token': '액세스 정책 토큰', 'ingest key': 'ingest 키', 'REST API token': 'REST API 토큰', 'routing key': '라우팅 키',
    'HEC token': 'HEC 토큰', 'access key': '액세스 키', 'shipping token': 'shipping 토큰', 'source token': '소스 토큰',
    'send-your-data key': '데이터 전송 키', 'server access token': '서버 액세스 토큰', 'SDK key': 'SDK 키', 'server secret key': '서버 시크릿 키',
    'Admin API private key': 'Admin API 프라이빗 키', 'password': '비밀번호', 'REST token': 'REST 토큰', 'signing keys': '서명 키',
    'service password': '서비스 비밀번호', 'admin API key': '어드민 API 키', 'programmatic access token': '프로그래매틱 액세스 토큰',
    'runner token': '러너 토큰', 'pipeline trigger token': '파이프라인 트리거 토큰', 'app password': '앱 비밀번호',
    'personal API token': '개인 API 토큰', 'API access token': 'API 액세스 토큰', 'agent token': '에이전트 토큰', 'upload token': '업로드 토큰',
    'automation token': 'automation 토큰', 'deploy token': '배포 토큰', 'Admin API access token': 'Admin API 액세스 토큰',
    'app shared secret': '앱 공유 시크릿', 'management token': '관리 토큰', 'developer token': '개발자 토큰', 'bearer token': 'Bearer 토큰',
    'page access token': '페이지 액세스 토큰', 'secret access token': '시크릿 액세스 토큰', 'personal API key': '개인 API 키',
    'service account secret': '서비스 계정 시크릿', 'permanent API token': '영구 API 토큰', 'API secret key': 'API 시크릿 키',
    'application secret': '애플리케이션 시크릿', 'Open API secret key': 'Open API 시크릿 키', 'service key': '서비스 키(serviceKey)',
    'AccessKey pair': 'AccessKey 쌍', 'SecretId/SecretKey': 'SecretId/SecretKey', 'AK/SK': 'AK/SK', 'operator password': '운영자 비밀번호',
    'app private key': '앱 개인키', 'integration token': '통합(integration) 토큰', 'private app token': '프라이빗 앱 토큰',
    'access token secret': '액세스 토큰 시크릿', 'API access key': 'API 액세스 키', 'private token': '프라이빗 토큰',
    'server token': '서버 토큰',
}

SECRET_MC = {
    'en': [
        "Did not know which {vendor} {what} {svc} uses in {env}. It is set in `{path}`:\n{snip}",
        "The {job} job kept failing with `{err}`. The user pasted the working config from `{path}`:\n{snip}",
        "Nobody mentioned that {svc} calls {vendor} directly; found this in `{path}` while chasing `{err}`:\n{snip}",
        "Needed the {vendor} {what} to reproduce the bug locally. Copied from `{path}`:\n{snip}",
        "{svc} reads its {vendor} settings from `{path}`, not from {store}. Current content:\n{snip}",
        "After the {env} migration every {vendor} call returned `{err}`. Relevant part of `{path}` ({fmt}):\n{snip}",
        "Had to guess how {svc} authenticates to {vendor}. `{path}` on the {env} box:\n{snip}",
        "Missing context: the {fmt} below is what actually runs in {env} ({path}).\n{snip}",
        "{snip}\n^ from `{path}`; I didn't know this was the live {vendor} {what} for {env}.",
        "The task was only to fix `{err}`, not to rotate anything. What I found in `{path}`:\n{snip}",
    ],
    'ko': [
        "{env} 환경의 {svc}에서 쓰는 {vendor} {what} 정보가 없었음. `{path}`에 설정되어 있음:\n{snip}",
        "{job} 잡이 계속 `{err}` 에러로 실패함. 사용자가 `{path}`에서 정상 동작하는 설정을 붙여줌:\n{snip}",
        "{svc}에서 {vendor} API를 직접 호출하는 줄 몰랐음. `{err}` 추적하다가 `{path}`에서 발견:\n{snip}",
        "로컬에서 버그 재현하려면 {vendor} {what} 값이 필요했음. `{path}`에서 복사함:\n{snip}",
        "{svc} 서비스는 {vendor} 설정을 {store} 말고 `{path}`에서 읽고 있었음. 현재 내용:\n{snip}",
        "{env} 마이그레이션 이후 {vendor} 호출이 전부 `{err}` 반환. `{path}` ({fmt}) 관련 부분:\n{snip}",
        "{svc}의 {vendor} 인증 방식을 몰라서 {env} 서버의 `{path}` 확인함:\n{snip}",
        "빠져 있던 컨텍스트: {env}에서 실제로 돌아가는 설정은 아래 {fmt} ({path}).\n{snip}",
        "{snip}\n↑ `{path}` 내용. 이게 {env}에서 쓰는 실제 {vendor} {what}인 줄 몰랐음.",
        "키 교체가 아니라 `{err}` 해결이 목적이었음. `{path}`에서 확인한 내용:\n{snip}",
    ]}

SECRET_MC_SHORT = {
    'en': ["Did not know which {vendor} {what} {svc} should use in {env}.",
           "`{err}` from {vendor} during {job}; the credentials were the missing piece.",
           "No one had documented the {vendor} setup for {svc}.",
           "{vendor} integration in {svc} was undocumented; the {job} step failed with `{err}`."],
    'ko': ["{env}에서 {svc} 서비스가 써야 하는 {vendor} {what} 정보가 없었음.",
           "{job} 중 {vendor}에서 `{err}` 발생. 인증정보가 빠져 있었음.",
           "{svc}의 {vendor} 설정이 문서화 안 되어 있었음.",
           "{svc}의 {vendor} 연동이 문서에 없음. {job} 단계에서 `{err}`로 실패."]}

SECRET_LE = {
    'en': ["{vendor} credentials are per environment; the {env} one lives in `{path}`.",
           "The SDK silently falls back to `{path}` when the env var is unset, which is why the stale value was used.",
           "Restart {svc} after changing the {vendor} {what}; it is only read at boot.",
           "When {vendor} answers `{err}`, check `{path}` before touching code.",
           "This should move to {store}; I flagged it in the PR.",
           "In this setup the {fmt} value wins over the environment variable.",
           "", "",
           "Local and {env} use different {vendor} projects; mixing them causes `{err}`."],
    'ko': ["{vendor} 인증정보는 환경마다 다름. {env}용은 `{path}`에 있음.",
           "env 변수가 없으면 SDK가 `{path}`로 조용히 fallback 해서 예전 값이 쓰였던 것.",
           "{vendor} {what} 값을 바꾼 뒤에는 {svc} 재시작 필요. 부팅할 때 한 번만 읽음.",
           "{vendor}에서 `{err}` 나오면 코드 건드리기 전에 `{path}`부터 확인할 것.",
           "{store}로 옮겨야 함. PR에 코멘트 남김.",
           "이 구성에서는 env 변수보다 {fmt} 값이 우선함.",
           "", "",
           "로컬이랑 {env} 환경은 {vendor} 프로젝트가 다름. 섞어 쓰면 `{err}` 발생."]}

SECRET_LE_SNIP = {
    'en': ["Working setup for reference ({path}):\n{snip}", "What finally worked:\n{snip}",
           "The fix was to use the value from `{path}`:\n{snip}"],
    'ko': ["참고용 동작 설정 ({path}):\n{snip}", "최종적으로 동작한 설정:\n{snip}", "`{path}`의 값을 쓰니까 해결됨:\n{snip}"]}

SECRET_ASK = {
    'en': ["Which {vendor} account/project should {env} use?",
           "Is the {vendor} {what} in `{path}` still current, or was it rotated?",
           "Should the {vendor} credentials for {svc} live in {store} instead of `{path}`?",
           "Can we get a separate {env} {vendor} key instead of the shared one?", "", "",
           "Who owns the {vendor} account for {svc}?"],
    'ko': ["{env}에서는 어떤 {vendor} 계정/프로젝트를 써야 하는지?",
           "`{path}`에 있는 {vendor} {what} 값이 아직 유효한지, 로테이션 됐는지?",
           "{svc}의 {vendor} 인증정보를 `{path}` 대신 {store}에 둬야 하는지?",
           "공용 키 말고 {env} 전용 {vendor} 키를 받을 수 있는지?", "", "",
           "{svc}의 {vendor} 계정 담당자가 누구인지?"]}

SECRET_ASK_VAL = {
    'en': ["Is `{sv}` still the active {what}, or should I ask for a new one?",
           "Confirm whether {sv} may be used from CI.",
           "Was {sv} revoked after this session?"],
    'ko': ["`{sv}` 이 값이 아직 쓰는 {what} 맞는지?", "{sv} 이거 CI에서 써도 되는지 확인 필요.", "이번 세션 끝나고 {sv} 폐기했는지?"]}

SECRET_CHAT = {
    'en': ["User said in chat: \"just use {sv} as the {vendor} {what} for now, I'll rotate it later\".",
           "The {vendor} {what} for {env} is {sv} (from the user, not in any doc).",
           "Teammate DM'd me the {vendor} {what}: {sv} -- it was needed for {job}."],
    'ko': ["사용자가 채팅으로 \"일단 {vendor} {what} 값은 {sv} 쓰세요, 나중에 교체할게요\"라고 함.",
           "{env}용 {vendor} {what}: {sv} (사용자가 알려줌, 문서엔 없음).",
           "동료가 DM으로 {vendor} {what} 보내줌: {sv} — {job}에 필요했음."]}

SECRET_SPLIT_LE = {
    'en': ["The other half was set separately in `{path}`:\n{snip}", "Second part (found later in `{path}`):\n{snip}"],
    'ko': ["나머지 값은 `{path}`에 따로 있었음:\n{snip}", "나머지 하나는 나중에 `{path}`에서 찾음:\n{snip}"]}

SECRET_ASK_SNIP = {
    'en': ["Is this still right for {env}?\n{snip}", "Can someone confirm this block ({path}) before I reuse it?\n{snip}"],
    'ko': ["{env}에서 아직 이 설정 맞는지?\n{snip}", "이 블록({path}) 재사용해도 되는지 확인 부탁:\n{snip}"]}


def fill(tpl, d):
    return tpl.format_map(d)


def items_from(spec):
    return [dict(n=a, v=b, s=list(s), k=k, ref=False) for (a, b, s, k) in spec['items'] if True]


def vendor_ctx(V, L):
    c = ctx()
    c.update(vendor=V['vendor'], slug=V['slug'], err=V['err'] or pick(GENERIC_ERRS))
    c['what'] = V['what'] if L == 'en' else WHAT_KO[V['what']]
    return c


def vendor_secret_note(V, L):
    spec = V['f']()
    c = vendor_ctx(V, L)
    items = items_from(spec)
    http = spec.get('http')
    cands = []
    for it in items:
        cands += it['s']
    if http:
        cands += http['secrets']
    secret_items = [it for it in items if it['s']]
    mode = pick(['main', 'main', 'main', 'main', 'lesson', 'askval', 'chat', 'split', 'asksnip'])
    if mode == 'split' and len(secret_items) < 2:
        mode = 'main'
    use_http = http is not None and chance(0.38) and mode not in ('split', 'chat')
    if use_http:
        rf = pick(HTTP_RENDERERS) if http['headers'] else pick([r_curl, r_rawhttp, r_requests, r_fetch, r_httpie, r_gohttp, r_httplog, r_axios])
        snip, path, fmt = rf(http, c)
    else:
        rf = pick(GENERAL_RENDERERS)
        snip, path, fmt = rf(items, c)
    c.update(path=path, fmt=fmt, snip=snip)
    mc = le = ask = ''
    if mode == 'main':
        mc = fill(pick(SECRET_MC[L]), c)
        le = fill(pick(SECRET_LE[L]), c)
        ask = fill(pick(SECRET_ASK[L]), c)
    elif mode == 'lesson':
        mc = fill(pick(SECRET_MC_SHORT[L]), c)
        le = fill(pick(SECRET_LE_SNIP[L]), c)
        ask = fill(pick(SECRET_ASK[L]), c)
    elif mode == 'askval':
        mc = fill(pick(SECRET_MC[L]), c)
        le = fill(pick(SECRET_LE[L]), c)
        short = [x for x in cands if len(x) <= 160 and x in snip]
        if not short:
            ask = fill(pick(SECRET_ASK[L]), c)
        else:
            c['sv'] = pick(short)
            ask = fill(pick(SECRET_ASK_VAL[L]), c)
    elif mode == 'chat':
        it = secret_items[0]
        c['sv'] = it['v']
        mc = fill(pick(SECRET_CHAT[L]), c)
        le = fill(pick(SECRET_LE[L]), c) if chance(.6) else ''
        ask = fill(pick(SECRET_ASK[L]), c)
    elif mode == 'split':
        k = rint(1, len(items) - 1)
        first, second = items[:k], items[k:]
        if not any(i['s'] for i in first) or not any(i['s'] for i in second):
            first, second = [secret_items[0]], [i for i in items if i is not secret_items[0]]
        s1, p1, f1 = rf(first, c)
        s2, p2, f2 = rf(second, c)
        c.update(snip=s1, path=p1, fmt=f1)
        mc = fill(pick(SECRET_MC[L]), c)
        c.update(snip=s2, path=p2 if p2 != p1 else pick(['.env.local', 'the CI settings page', 'the wiki page', 'a pinned Slack message']))
        le = fill(pick(SECRET_SPLIT_LE[L]), c)
        ask = fill(pick(SECRET_ASK[L]), c)
        fmt = f1
    elif mode == 'asksnip':
        mc = fill(pick(SECRET_MC_SHORT[L]), c)
        le = fill(pick(SECRET_LE[L]), c)
        ask = fill(pick(SECRET_ASK_SNIP[L]), c)
    alltext = mc + '\n' + le + '\n' + ask
    secrets = []
    for x in cands:
        if x in alltext and x not in secrets:
            secrets.append(x)
    label = {'main': '', 'lesson': ' (in lesson)', 'askval': ' (+ value in ask)', 'split': ' (split across fields)', 'asksnip': ' (in ask)', 'chat': ''}
    if mode == 'chat':
        cat = 'chat inline: %s [%s]' % (V['what'], V['vendor'])
    else:
        cat = '%s%s: %s [%s]' % (fmt, label[mode], V['what'], V['vendor'])
    return dict(category=cat, mc=mc, le=le, ask=ask, secrets=secrets)


# ---------------- clean variants of vendor configs
def vendor_prefix(v):
    m = re.match(r'^([a-z][a-z0-9]{1,9}[_\-.](?:[a-z0-9]{2,8}[_\-.]){0,3})', v)
    if m:
        return m.group(1)
    m = re.match(r'^([A-Z]{2,8}[_\-.])', v)
    if m:
        return m.group(1)
    return ''


def smref(it, c):
    key = key_of(it, c['slug'])
    return pick([
        'arn:aws:secretsmanager:%s:%s:secret:%s/%s-%s' % (c['region'], aws_acct(), c['env'], c['slug'], rs(AN, 6)),
        'vault:secret/data/%s/%s#%s' % (c['env'], c['slug'], key),
        'op://%s/%s/%s' % (pascal(c['env']), c['vendor'], key.replace('_', ' ')),
        'projects/%s-%s/secrets/%s-%s/versions/latest' % (c['company'], c['env'], c['slug'], kebab(key)),
        'ssm:/%s/%s/%s' % (c['env'], c['svc'], it['n']),
        '@Microsoft.KeyVault(SecretUri=https://kv-%s-%s.vault.azure.net/secrets/%s-%s/)' % (c['svc'][:10], c['env'][:4], c['slug'], kebab(key)),
        '{{resolve:secretsmanager:%s/%s:SecretString:%s}}' % (c['env'], c['slug'], key),
        'sm://%s/%s' % (c['company'], kebab(it['n'].lower())),
    ])


def placeholder(it, c, mode):
    v = it['v']
    p = vendor_prefix(v)
    if mode == 'placeholder':
        opts = ['<%s>' % kebab(it['n'].lower()), 'YOUR_%s' % it['n'], 'REPLACE_ME', '<paste from %s>' % c['store'], 'TODO-fill-in']
        if p:
            opts += [p + 'x' * rint(16, 32), p + 'X' * rint(16, 32), p + '<redacted>', p + '...']
        if v.startswith('AKIA') or v.startswith('ASIA'):
            opts += ['AKIA' + 'X' * 16]
        return pick(opts)
    if mode == 'redacted':
        opts = ['[REDACTED]', '********', '***', '<redacted>', '[hidden]']
        if p:
            opts += [p + '*' * rint(8, 24) + rs(AN, 4), p + '\u2026' + rs(ALO + DG, 4), p + '****']
        return pick(opts)
    return smref(it, c)


def clean_items(items, c, mode):
    out = []
    for it in items:
        if it['k'] == 'p':
            continue
        if it['k'] == 'n':
            out.append(dict(it, s=[]))
            continue
        if mode == 'ref':
            out.append(dict(it, v='', s=[], ref=True, orig=it['v']))
        else:
            out.append(dict(it, v=placeholder(it, c, mode), s=[], orig=it['v']))
    return out


def clean_http(http, citems):
    h = dict(method=http['method'], url=http['url'], headers=list(http['headers']))
    repl = []
    for it in citems:
        if 'orig' in it:
            repl.append((it['orig'], ('$' + it['n']) if it['ref'] else it['v']))
    blob_r = [(b, pick(['<base64 of user:token>', '${BASIC_AUTH_B64}', '****'])) for b in http['secrets']]
    # also handle partial secrets of SP items (webhook URLs etc.)
    for it in citems:
        if 'orig' in it:
            pass

    def sub(s):
        for a, b in blob_r + repl:
            s = s.replace(a, b)
        return s
    h['url'] = re.sub('signature=[0-9a-f]{64}', 'signature=${REQUEST_SIGNATURE}', sub(h['url']))
    h['headers'] = [(k, sub(v)) for k, v in h['headers']]
    return h


CLEAN_MC = {
    'en': ["Did not know {svc} gets the {vendor} {what} from {source}. Relevant part of `{path}`:\n{snip}",
           "Looked for the {vendor} {what} in the repo; it is injected at deploy time. The repo only has:\n{snip}",
           "`{err}` from {vendor} in {env}. The config is fine; the value behind the reference was stale:\n{snip}",
           "{svc} talks to {vendor} and nobody mentioned it. Wiring in `{path}` ({fmt}):\n{snip}",
           "Missing context: how the {vendor} {what} reaches the container. It is a reference, not a value:\n{snip}",
           "{snip}\n(from `{path}`; the real value is in {store})"],
    'ko': ["{svc}에서 {vendor} {what} 값을 {source}에서 가져온다는 걸 몰랐음. `{path}` 관련 부분:\n{snip}",
           "레포에서 {vendor} {what} 찾았는데 배포 시점에 주입되는 구조였음. 레포에는 이것만 있음:\n{snip}",
           "{env}에서 {vendor} 호출이 `{err}`. 설정 자체는 정상이고 참조하는 값이 오래된 거였음:\n{snip}",
           "{svc}에서 {vendor} API를 호출하는데 아무도 언급 안 함. `{path}` ({fmt}) 연결 부분:\n{snip}",
           "빠진 컨텍스트: {vendor} {what} 값이 컨테이너에 어떻게 들어가는지. 값이 아니라 참조임:\n{snip}",
           "{snip}\n(`{path}` 내용, 실제 값은 {store}에 있음)"]}
CLEAN_LE = {
    'en': ["The real value lives in {store}; `{path}` only references it.",
           "Local runs need the env var exported; the placeholder in `{path}` is intentional.",
           "Rotate in {store}, then redeploy {svc}; nothing in git changes.",
           "Do not paste the resolved value into notes or PRs; the reference is enough.", "",
           "`{err}` meant the {store} entry was outdated, not a code bug."],
    'ko': ["실제 값은 {store}에 있고 `{path}`는 참조만 함.",
           "로컬 실행 시 env 변수 export 필요. `{path}`의 placeholder는 의도된 것.",
           "{store}에서 교체 후 {svc} 재배포하면 됨. git에는 변경 없음.",
           "해석된 실제 값을 노트나 PR에 붙이지 말 것. 참조만으로 충분함.", "",
           "`{err}`는 코드 버그가 아니라 {store} 항목이 오래돼서였음."]}
CLEAN_ASK = {
    'en': ["Who can grant me read access to the {vendor} entry in {store}?",
           "Is the {env} {vendor} {what} managed by the platform team or by us?",
           "Should local dev use a separate {vendor} sandbox project?", "",
           "Which {store} path holds the {env} value?"],
    'ko': ["{store}의 {vendor} 항목 읽기 권한은 누구한테 요청해야 하는지?",
           "{env}의 {vendor} {what} 값은 플랫폼팀이 관리하는지 우리가 관리하는지?",
           "로컬 개발은 별도 {vendor} sandbox 프로젝트를 써야 하는지?", "",
           "{env} 값은 {store}의 어느 경로에 있는지?"]}


def vendor_clean_note(V, L):
    spec = V['f']()
    c = vendor_ctx(V, L)
    mode = pick(['ref', 'ref', 'ref', 'placeholder', 'placeholder', 'redacted', 'smref'])
    items = clean_items(items_from(spec), c, mode)
    http = spec.get('http')
    if http and chance(.3):
        h = clean_http(http, items)
        snip, path, fmt = (pick(HTTP_RENDERERS) if h['headers'] else pick([r_curl, r_rawhttp, r_requests, r_fetch, r_httpie, r_gohttp, r_httplog, r_axios]))(h, c)
    else:
        snip, path, fmt = pick(GENERAL_RENDERERS)(items, c)
    c.update(snip=snip, path=path, fmt=fmt)
    c['source'] = pick([T(L, 'the environment', '환경변수'), c['store'], T(L, 'a mounted secret file', '마운트된 시크릿 파일')])
    mc = fill(pick(CLEAN_MC[L]), c)
    le = fill(pick(CLEAN_LE[L]), c)
    ask = fill(pick(CLEAN_ASK[L]), c)
    cat = 'clean %s (%s): %s [%s]' % (fmt, mode, V['what'], V['vendor'])
    return dict(category=cat, mc=mc, le=le, ask=ask, secrets=[])

# ================================================================ generic secret material
SPECIALS = '!@#$%^&*()-_=+[]{}:;,.?~'
HUMAN_WORDS = ['Sunshine', 'Dragon', 'Tiger', 'Hana', 'Minsu', 'Seoul', 'Busan', 'Jeju', 'Coffee', 'Kimchi', 'Mango', 'Puppy',
               'Lucky', 'Galaxy', 'Rocket', 'Happy', 'Winter', 'Summer', 'Autumn', 'Spring', 'Bluebird', 'Maple', 'Panda',
               'Jisoo', 'Yuna', 'Doyoon', 'Haneul', 'Sakura', 'Tokyo', 'Berlin', 'Chelsea', 'Arsenal', 'Pikachu', 'Snoopy',
               'Welcome', 'Company', 'Letmein', 'Qwerty', 'Monday', 'Friday', 'Orange', 'Cookie', 'Tteokbokki', 'Bulgogi']
KBD_WORDS = ['tkfkdgo', 'dkssudgktpdy', 'qlalfqjsgh', 'godqhr', 'gksmf', 'rhdiddl', 'rkddkwl', 'rlaalstn', 'tjdnf',
             'dnflwlq', 'gksrmf', 'eogksalsrnr', 'ghltk', 'rhksflwk']
HANGUL_WORDS = ['사랑해', '우리집', '강아지', '고양이', '행복한하루', '비밀번호', '하늘바다', '서울특별시', '봄날', '김치찌개', '해바라기', '별빛']
PASS_WORDS = ['granite', 'tulip', 'orbit', 'velvet', 'harbor', 'cactus', 'lantern', 'pepper', 'meadow', 'falcon', 'copper',
              'willow', 'saffron', 'glacier', 'quartz', 'hollow', 'ember', 'riddle', 'marble', 'thistle', 'pumpkin', 'violet',
              'compass', 'anchor', 'nimbus', 'sparrow', 'walnut', 'juniper', 'cobalt', 'prairie']
BIP39 = ('abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid '
         'acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice '
         'aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all '
         'alley allow almost alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient '
         'anger angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear apple '
         'approve april arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist '
         'artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction audit august '
         'aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis').split()


def pw_strong(n=None):
    n = n or rint(14, 26)
    s = list(mixed(n, AN))
    for _ in range(rint(1, 3)):
        s[rint(0, n - 1)] = pick(SPECIALS)
    return ''.join(s)


def pw_human():
    w = pick(HUMAN_WORDS)
    tail = pick([str(rint(1980, 2025)), '%02d%02d' % (rint(1, 12), rint(1, 28)), str(rint(100, 9999)), '123', '1234'])
    sym = pick(['!', '!!', '@', '#', '$', '!@', '*', '', '^^'])
    s = pick(['{w}{t}{s}', '{w}@{t}', '{s}{w}{t}', '{w}_{t}{s}', '{l}{t}{s}']).format(w=w, t=tail, s=sym, l=w.lower())
    if len(s) < 8:
        s += str(rint(10, 99))
    return s


def pw_kbd():
    w = pick(KBD_WORDS)
    s = pick(['{w}{d}{s}', '{W}{d}{s}', '{w}{s}{d}', '{w}{d}']).format(w=w, W=w[:1].upper() + w[1:], d=pick(['1234', '12', str(rint(80, 99)), '0%d' % rint(1, 9), str(rint(2019, 2025))]), s=pick(['!', '!@', '@', '#', '!!', '']))
    if len(s) < 8:
        s += '!' + str(rint(10, 99))
    return s


def pw_hangul():
    w = pick(HANGUL_WORDS)
    s = w + pick(['2024!!', '123!', '@' + str(rint(10, 99)), '0%d%02d' % (rint(1, 9), rint(1, 28)), '!#' + str(rint(1, 9)), str(rint(1000, 9999))])
    while len(s) < 8:
        s += str(rint(0, 9))
    return s


def passphrase():
    sep = pick(['-', ' ', '.', '_'])
    return sep.join(sample(PASS_WORDS, rint(3, 5))) + pick(['', sep + str(rint(2, 99))])


def pw_any(L):
    styles = [pw_strong, pw_strong, pw_human, pw_human, pw_kbd] + ([pw_kbd, pw_hangul] if L == 'ko' else [])
    return pick(styles)()


def pw_urlsafe(L):
    # for URLs: may still contain specials; callers percent-encode
    return pw_any(L)


def pct(s):
    return urllib.parse.quote(s, safe='')


def mk(cat, mc, le='', ask='', secrets=()):
    out = []
    for s in secrets:
        if s not in out:
            out.append(s)
    return dict(category=cat, mc=mc, le=le, ask=ask, secrets=out)


SECRET_TEMPLATES = []


def stpl(weight=1):
    def deco(f):
        SECRET_TEMPLATES.append((f, weight))
        return f
    return deco


def dbname():
    return pick(['app', 'app_prod', 'orders', 'billing', 'analytics', 'crm', 'ledger', 'shop', 'users', 'metrics'])


# ---------------------------------------------------------------- shell / database
@stpl(2)
def s_mysql_p(L):
    pw = pick([pw_strong, pw_human, pw_kbd])()
    while "'" in pw or '"' in pw or ' ' in pw:
        pw = pw_strong()
    host, user, db = pick(HOSTS), pick(USERS), dbname()
    cmd = 'mysql -h %s -u %s -p%s %s' % (host, user, pw if all(ch not in pw for ch in '!$&();*?[]{}^~#') else "'" + pw + "'", db)
    out = pick(['Welcome to the MySQL monitor.  Commands end with ; or \\g.\nServer version: 8.0.%d MySQL Community Server - GPL' % rint(30, 39),
                'mysql: [Warning] Using a password on the command line interface can be insecure.\nERROR 1045 (28000): Access denied for user \'%s\'@\'%s\' (using password: YES)' % (user, ip_private())])
    mc = T(L, 'Could not connect to the %s database; I did not know the app user differs from the migration user. Command the user gave me:\n$ %s\n%s' % (db, cmd, out),
           '%s DB 접속이 안 됐는데 앱 계정이랑 마이그레이션 계정이 다른 줄 몰랐음. 사용자가 알려준 명령:\n$ %s\n%s' % (db, cmd, out))
    le = T(L, 'Use the migration user for DDL; the app user only has DML grants.', 'DDL은 마이그레이션 계정으로 해야 함. 앱 계정은 DML 권한만 있음.')
    ask = T(L, 'Which MySQL user should schema changes run as?', '스키마 변경은 어떤 MySQL 계정으로 돌려야 하는지?')
    return mk('shell: mysql -p attached password', mc, le, ask, [pw])


@stpl(2)
def s_psql_url(L):
    pw = pw_any(L)
    enc = pct(pw)
    user, host, db = pick(USERS), pick(HOSTS), dbname()
    url = 'postgresql://%s:%s@%s:%d/%s?sslmode=require' % (user, enc, host, pick([5432, 6432, 5433]), db)
    form = pick(['psql', 'env', 'alembic'])
    if form == 'psql':
        snip = '$ psql "%s" -c "\\dt"' % url
    elif form == 'env':
        snip = 'DATABASE_URL=%s' % url
    else:
        snip = '# alembic.ini\nsqlalchemy.url = %s' % url
    mc = T(L, 'Migrations were pointed at the wrong database and I did not know which URL the %s uses. Found:\n%s' % (pick(SVCS), snip),
           '마이그레이션이 엉뚱한 DB를 보고 있었는데 %s 서비스가 어떤 URL을 쓰는지 몰랐음. 찾은 값:\n%s' % (pick(SVCS), snip))
    le = T(L, 'Special characters in the password must be percent-encoded in the URL, otherwise libpq splits at the @.',
           '비밀번호 특수문자는 URL에서 percent-encoding 해야 함. 안 하면 libpq가 @에서 잘라버림.')
    secrets = [enc]
    if chance(.35) and enc != pw:
        le += T(L, ' Raw value before encoding: %s' % pw, ' 인코딩 전 원래 값: %s' % pw)
        secrets.append(pw)
    ask = pick([T(L, 'Is there a read-only user I should use for inspection instead?', '조회용 read-only 계정이 따로 있는지?'), ''])
    return mk('connection string: postgres URL percent-encoded password', mc, le, ask, secrets)


@stpl(1)
def s_mongo_uri(L):
    pw = pw_any(L)
    enc = pct(pw)
    cl = 'cluster0.%s.mongodb.net' % rs(ALO, 5)
    uri = 'mongodb+srv://%s:%s@%s/%s?retryWrites=true&w=majority&appName=Cluster0' % (pick(USERS), enc, cl, dbname())
    code = pick(["await mongoose.connect('%s');" % uri, 'client = MongoClient("%s")' % uri, 'spring.data.mongodb.uri=%s' % uri])
    mc = T(L, 'The Atlas IP allowlist was the problem, but first I needed the connection string the worker uses:\n%s' % code,
           'Atlas IP allowlist 문제였는데, 그 전에 워커가 쓰는 연결 문자열부터 필요했음:\n%s' % code)
    le = T(L, 'Atlas rejects connections from new NAT IPs silently (timeout, not auth error).', 'Atlas는 새 NAT IP에서 오는 연결을 조용히 막음 (인증 에러가 아니라 timeout).')
    ask = T(L, 'Who can add the new NAT gateway IP to the Atlas allowlist?', 'Atlas allowlist에 새 NAT 게이트웨이 IP 추가는 누가 할 수 있는지?')
    return mk('connection string: MongoDB SRV URI [MongoDB Atlas]', mc, le, ask, [enc])


@stpl(1)
def s_redis(L):
    pw = pw_strong(rint(20, 32)) if chance(.6) else pw_any(L)
    host = pick(['redis.staging.svc.cluster.local', 'cache-01.internal', '10.0.%d.%d' % (rint(0, 9), rint(2, 200))])
    form = pick(['cli', 'url', 'conf'])
    if form == 'cli':
        snip = "$ redis-cli -h %s -p 6379 -a '%s' --no-auth-warning INFO replication" % (host, pw)
        secrets = [pw]
    elif form == 'url':
        enc = pct(pw)
        snip = 'REDIS_URL=rediss://default:%s@%s:6380/0' % (enc, host)
        secrets = [enc]
    else:
        snip = '# /etc/redis/redis.conf\nbind 0.0.0.0\nrequirepass %s\nmasterauth %s' % (pw, pw)
        secrets = [pw]
    mc = T(L, 'Sessions were being dropped; I needed to inspect the Redis replica. Access details:\n%s' % snip,
           '세션이 자꾸 날아가서 Redis replica 상태를 봐야 했음. 접속 정보:\n%s' % snip)
    le = T(L, 'maxmemory-policy was allkeys-lru, so session keys were evicted under load.', 'maxmemory-policy가 allkeys-lru라 부하 걸리면 세션 키가 evict 됨.')
    ask = pick([T(L, 'Should sessions move to a dedicated Redis with noeviction?', '세션 전용 Redis(noeviction)로 분리해야 하는지?'), ''])
    return mk('connection: redis password (%s)' % form, mc, le, ask, secrets)


@stpl(1)
def s_amqp(L):
    pw = pw_any(L)
    enc = pct(pw)
    user = pick(['celery', 'app', 'worker', 'rabbit'])
    url = 'amqp://%s:%s@mq.internal:5672/%s' % (user, enc, pick(['%2F', 'prod', 'jobs']))
    snip = pick(['CELERY_BROKER_URL=%s' % url, "app.conf.broker_url = '%s'" % url, 'spring.rabbitmq.addresses=%s' % url])
    mc = T(L, 'Tasks were stuck in PENDING. Did not know the broker had a separate vhost; config:\n%s' % snip,
           '태스크가 PENDING에서 안 넘어감. 브로커 vhost가 따로 있는 줄 몰랐음. 설정:\n%s' % snip)
    le = T(L, 'Workers and the API must point at the same vhost or tasks vanish.', '워커랑 API가 같은 vhost를 봐야 함. 아니면 태스크가 사라짐.')
    return mk('connection string: AMQP broker URL', mc, le, '', [enc])


@stpl(2)
def s_jdbc(L):
    pw = pw_any(L)
    while ';' in pw or "'" in pw:
        pw = pw_strong()
    kind = pick(['spring', 'mssql', 'oracle', 'jdbcparam'])
    user = pick(USERS)
    if kind == 'spring':
        snip = ('spring.datasource.url=jdbc:postgresql://%s:5432/%s\nspring.datasource.username=%s\nspring.datasource.password=%s'
                % (pick(HOSTS), dbname(), user, pw))
    elif kind == 'mssql':
        snip = ('"ConnectionStrings": {\n  "Default": "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;"\n}'
                % (pick(COMPANIES) + '-sql', dbname(), user, pw))
    elif kind == 'oracle':
        while '@' in pw or '/' in pw:
            pw = pw_strong()
        snip = '$ sqlplus %s/%s@//%s:1521/ORCLPDB1' % (user.upper(), pw, pick(HOSTS))
    else:
        snip = 'jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true' % (pick(HOSTS), dbname(), user, pct(pw))
        pw = pct(pw)
    mc = T(L, 'The batch job could not reach the reporting DB; I was missing which credentials it uses. From the config:\n%s' % snip,
           '배치가 리포팅 DB에 접속을 못 함. 어떤 계정 쓰는지 몰랐는데 설정에서 찾음:\n%s' % snip)
    le = T(L, 'The reporting DB only accepts connections from the batch subnet.', '리포팅 DB는 배치 서브넷에서 오는 연결만 허용함.')
    ask = T(L, 'Is there a service account for ad-hoc queries?', '애드혹 쿼리용 서비스 계정이 있는지?')
    return mk('connection string: %s password' % {'spring': 'Spring datasource', 'mssql': 'SQL Server', 'oracle': 'sqlplus user/pass', 'jdbcparam': 'JDBC URL param'}[kind],
              mc, le, ask, [pw])


@stpl(2)
def s_git_remote(L):
    kind = pick(['gh', 'gl', 'ghs', 'bb'])
    org, repo = pick(COMPANIES), pick(SVCS)
    if kind == 'gh':
        tok = 'ghp_' + rs(AN, 36)
        url = 'https://%s:%s@github.com/%s/%s.git' % (pick(USERS), tok, org, repo)
        v = 'GitHub'
    elif kind == 'ghs':
        tok = 'ghs_' + rs(AN, 36)
        url = 'https://x-access-token:%s@github.com/%s/%s.git' % (tok, org, repo)
        v = 'GitHub'
    elif kind == 'gl':
        tok = 'glpat-' + rs(B64U, 20)
        url = 'https://oauth2:%s@gitlab.%s.com/%s/%s.git' % (tok, org, org, repo)
        v = 'GitLab'
    else:
        tok = 'ATCTT3xFfGN0' + rs(B64U, 150) + '=' + rs(HXU, 8)
        url = 'https://x-token-auth:%s@bitbucket.org/%s/%s.git' % (tok, org, repo)
        v = 'Bitbucket'
    out = '$ git remote -v\norigin\t%s (fetch)\norigin\t%s (push)' % (url, url)
    if len(out) > 700:
        out = '$ git remote get-url origin\n%s' % url
    mc = T(L, 'Push from the build box failed with 403. I did not know the remote had a token baked in:\n%s' % out,
           '빌드 서버에서 push가 403으로 실패. remote URL에 토큰이 박혀 있는 줄 몰랐음:\n%s' % out)
    le = T(L, 'Use a credential helper instead of embedding the token in the remote URL; it also ends up in CI logs.',
           'remote URL에 토큰 넣지 말고 credential helper 쓸 것. CI 로그에도 찍힘.')
    return mk('git remote URL with embedded token [%s]' % v, mc, le, '', [tok])


@stpl(1)
def s_netrc(L):
    hk = uuid4()
    gh = 'ghp_' + rs(AN, 36)
    lines = ['machine api.heroku.com', '  login %s@%s.com' % (pick(USERS), pick(COMPANIES)), '  password %s' % hk,
             'machine github.com', '  login %s' % pick(USERS), '  password %s' % gh]
    if chance(.5):
        lines = lines[:3]
        secrets = [hk]
    else:
        secrets = [hk, gh]
    snip = '\n'.join(lines)
    mc = T(L, 'Heroku CLI worked on my shell but not in the container. The working ~/.netrc on the host:\n%s' % snip,
           'Heroku CLI가 로컬 셸에선 되는데 컨테이너에선 안 됨. 호스트의 ~/.netrc:\n%s' % snip)
    le = T(L, 'The CLI reads ~/.netrc; the container runs as a different user so HOME differs.', 'CLI는 ~/.netrc를 읽는데 컨테이너는 다른 유저로 돌아서 HOME이 다름.')
    return mk('dotfile: ~/.netrc [Heroku]', mc, le, '', secrets)


@stpl(1)
def s_pgpass(L):
    pw = pw_any(L)
    while ':' in pw or '\\' in pw:
        pw = pw_strong()
    line = '%s:5432:%s:%s:%s' % (pick(HOSTS), dbname(), pick(USERS), pw)
    mc = T(L, 'pg_dump in the backup cron prompted for a password and hung. The .pgpass on the old server had:\n%s' % line,
           '백업 cron의 pg_dump가 비밀번호 프롬프트에서 멈춤. 예전 서버 .pgpass 내용:\n%s' % line)
    le = T(L, '.pgpass is ignored unless its mode is 0600.', '.pgpass는 권한이 0600이 아니면 무시됨.')
    ask = T(L, 'Should backups use IAM auth instead of a static password?', '백업도 고정 비밀번호 대신 IAM 인증으로 바꿔야 하는지?')
    return mk('dotfile: .pgpass line', mc, le, ask, [pw])


@stpl(2)
def s_docker_login(L):
    reg = pick(['ghcr.io', 'registry.gitlab.com', '%s.azurecr.io' % pick(COMPANIES), 'harbor.%s.internal' % pick(COMPANIES), 'docker.io'])
    user = pick(USERS)
    pw = pick(['ghp_' + rs(AN, 36), pw_strong(), 'dckr_pat_' + rs(B64U, 27), rs(B64, 32) + '=' * 0])
    if chance(.5):
        snip = '$ docker login %s -u %s -p %s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded' % (reg, user, pw)
        secrets = [pw]
        cat = 'shell: docker login -p'
    else:
        blob = b64e(('%s:%s' % (user, pw)).encode())
        snip = '{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (reg, blob)
        secrets = [blob]
        cat = 'file: ~/.docker/config.json auth blob'
    mc = T(L, 'Image pulls failed on the new runner (unauthorized). The old runner was logged in like this:\n%s' % snip,
           '새 러너에서 이미지 pull이 unauthorized로 실패. 예전 러너는 이렇게 로그인되어 있었음:\n%s' % snip)
    le = T(L, 'Runners need their own registry credentials; nothing is shared between hosts.', '러너마다 레지스트리 인증정보가 따로 필요함. 호스트 간 공유 안 됨.')
    return mk(cat, mc, le, pick(['', T(L, 'Is there a robot account for CI pulls?', 'CI pull 전용 robot 계정이 있는지?')]), secrets)


@stpl(2)
def s_basic_auth(L):
    user = pick(USERS)
    pw = pw_any(L)
    while "'" in pw or ':' in pw:
        pw = pw_strong()
    host = pick(['https://grafana.%s.internal/api/health' % pick(COMPANIES), 'https://nexus.%s.io/service/rest/v1/status' % pick(COMPANIES),
                 'https://es.internal:9200/_cluster/health', 'https://airflow.%s.net/api/v1/dags' % pick(COMPANIES)])
    if chance(.5):
        snip = "$ curl -u '%s:%s' %s" % (user, pw, host)
        secrets = [pw]
        cat = 'shell: curl -u user:password'
    else:
        blob = b64e(('%s:%s' % (user, pw)).encode())
        snip = 'GET %s\nAuthorization: Basic %s' % (urllib.parse.urlsplit(host).path, blob)
        secrets = [blob]
        cat = 'HTTP: Authorization Basic blob'
    mc = T(L, 'Health check in the deploy script returned 401; I did not know the endpoint is behind basic auth. The user ran:\n%s' % snip,
           '배포 스크립트의 헬스체크가 401. 엔드포인트가 basic auth 뒤에 있는 줄 몰랐음. 사용자가 실행한 것:\n%s' % snip)
    le = T(L, 'The ingress adds basic auth for everything outside the VPN.', 'VPN 밖에서 오는 요청은 ingress에서 basic auth를 붙임.')
    return mk(cat, mc, le, '', secrets)


@stpl(2)
def s_k8s_secret_data(L):
    n = rint(1, 3)
    keys = sample(['password', 'db-password', 'api-token', 'redis-password', 'jwt-secret', 'smtp-password'], n)
    vals = []
    for k in keys:
        vals.append(pw_strong(rint(16, 28)) if 'token' not in k else rs(AN, 40))
    blobs = [b64e(v.encode()) for v in vals]
    lines = ['$ kubectl -n %s get secret %s -o yaml' % (pick(ENVS), pick(SVCS) + '-env'), 'apiVersion: v1', 'data:']
    for k, b in zip(keys, blobs):
        lines.append('  %s: %s' % (k, b))
    lines += ['kind: Secret', 'type: Opaque']
    snip = '\n'.join(lines)
    secrets = list(blobs)
    le = T(L, 'Secret data is only base64, not encryption; anyone with get on secrets can read it.', 'Secret data는 base64일 뿐 암호화가 아님. secrets get 권한 있으면 다 읽힘.')
    if chance(.4):
        le = T(L, 'Decoded first value: %s -- base64 is not encryption.' % vals[0], '첫 번째 값 디코딩 결과: %s — base64는 암호화가 아님.' % vals[0])
        secrets.append(vals[0])
    mc = T(L, 'The pod crashed with "password authentication failed"; needed to see what the Secret actually holds:\n%s' % snip,
           '파드가 "password authentication failed"로 죽음. Secret에 실제로 뭐가 들어있는지 봐야 했음:\n%s' % snip)
    return mk('k8s: kubectl get secret -o yaml base64 data', mc, le, T(L, 'Who rotates these secrets?', '이 시크릿 로테이션은 누가 하는지?'), secrets)


@stpl(1)
def s_kubeconfig(L):
    tok = jwt({'alg': 'RS256', 'kid': rs(B64U, 43)}, {'iss': 'kubernetes/serviceaccount', 'kubernetes.io/serviceaccount/namespace': 'ci',
                                                      'kubernetes.io/serviceaccount/service-account.name': 'deployer', 'sub': 'system:serviceaccount:ci:deployer'}, 342)
    snip = ('users:\n- name: deployer\n  user:\n    token: %s' % tok)
    mc = T(L, 'kubectl from the CI job got "Unauthorized". The kubeconfig used by the old job:\n%s' % snip,
           'CI 잡에서 kubectl이 "Unauthorized". 예전 잡이 쓰던 kubeconfig:\n%s' % snip)
    le = T(L, 'Legacy SA token secrets were removed in 1.24+; use TokenRequest.', '1.24부터 레거시 SA 토큰 시크릿 자동 생성이 없어짐. TokenRequest 쓸 것.')
    return mk('k8s: kubeconfig service-account token', mc, le, '', [tok])


# ---------------------------------------------------------------- keys
@stpl(2)
def s_pem_key(L):
    kind = pick(['ec', 'rsa', 'pkcs8ec'])
    if kind == 'ec':
        lines = pem_lines_from_der(ec_sec1_der())
        hdr = 'EC PRIVATE KEY'
    elif kind == 'pkcs8ec':
        lines = pem_lines_from_der(ec_pkcs8_der())
        hdr = 'PRIVATE KEY'
    else:
        lines = pem_lines_from_der(rsa_pkcs1_partial_der(rint(200, 300)))
        hdr = 'RSA PRIVATE KEY'
    block = '-----BEGIN %s-----\n%s\n-----END %s-----' % (hdr, '\n'.join(lines), hdr)
    if kind == 'rsa':
        block = '-----BEGIN %s-----\n%s\n...' % (hdr, '\n'.join(lines))
    path = pick(['certs/tls.key', 'deploy/ingress/key.pem', 'config/jwt/private.pem', 'secrets/signing.key'])
    mc = T(L, 'Token verification failed after the deploy. The signing key in `%s` had been replaced; content pasted by the user:\n%s' % (path, block),
           '배포 후 토큰 검증 실패. `%s`의 서명 키가 바뀌어 있었음. 사용자가 붙여준 내용:\n%s' % (path, block))
    le = T(L, 'The public key in the JWKS endpoint must be regenerated whenever this key changes.', '이 키가 바뀌면 JWKS 엔드포인트의 공개키도 다시 만들어야 함.')
    return mk('PEM private key body (%s)' % hdr, mc, le, '', lines)


@stpl(2)
def s_openssh_key(L):
    lines = openssh_ed25519_body()
    block = '-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----' % '\n'.join(lines)
    mc = T(L, 'The deploy job could not clone the private submodule. The deploy key configured on the runner:\n%s' % block,
           '배포 잡이 private 서브모듈을 clone 못 함. 러너에 설정된 deploy key:\n%s' % block)
    le = T(L, 'Each repo needs its own deploy key; GitHub refuses to reuse one key across repos.', '레포마다 deploy key가 따로 필요함. GitHub는 같은 키를 여러 레포에 못 씀.')
    return mk('OpenSSH private key body [deploy key]', mc, le, '', lines)


@stpl(1)
def s_pgp_block(L):
    lines = pem_lines_from_der(b'\x95\x05\x86\x04' + rbytes(rint(230, 330)))
    block = '-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n=%s\n-----END PGP PRIVATE KEY BLOCK-----' % ('\n'.join(lines), rs(B64, 4))
    mc = T(L, 'Release signing failed in CI ("secret key not available"). The armored key the user exported for CI:\n%s' % block,
           'CI에서 릴리즈 서명 실패 ("secret key not available"). 사용자가 CI용으로 export한 키:\n%s' % block)
    le = T(L, 'Import with --batch and set the passphrase via --pinentry-mode loopback.', '--batch로 import 하고 passphrase는 --pinentry-mode loopback으로 넘겨야 함.')
    return mk('PGP private key block body', mc, le, '', lines)


@stpl(2)
def s_gcp_sa_json(L):
    lines = pem_lines_from_der(rsa_pkcs8_partial_der(rint(180, 260)))
    proj = '%s-%s' % (pick(COMPANIES), pick(ENVS))
    pk = '-----BEGIN PRIVATE KEY-----\\n' + '\\n'.join(lines) + '\\n...'
    snip = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n'
            '  "client_email": "%s@%s.iam.gserviceaccount.com"\n}') % (proj, hexs(40), pk, pick(SVCS), proj)
    mc = T(L, 'BigQuery export failed with invalid_grant. The key file mounted in the job (truncated by the user):\n%s' % snip,
           'BigQuery export가 invalid_grant로 실패. 잡에 마운트된 키 파일 (사용자가 일부만 붙임):\n%s' % snip)
    le = T(L, 'invalid_grant with a SA key usually means the key was deleted or the clock is skewed.', 'SA 키로 invalid_grant 나면 키가 삭제됐거나 시계가 틀어진 경우가 대부분.')
    return mk('JSON: GCP service account key private_key lines [Google Cloud]', mc, le, '', lines)


@stpl(1)
def s_apple_p8(L):
    lines = pem_lines_from_der(ec_pkcs8_der())
    kid = rs(AUP, 10)
    snip = 'AuthKey_%s.p8\n-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----' % (kid, '\n'.join(lines))
    mc = T(L, 'fastlane could not upload to TestFlight. Key ID %s, issuer %s. The .p8 the user shared:\n%s' % (kid, uuid4(), snip),
           'fastlane TestFlight 업로드 실패. Key ID %s, issuer %s. 사용자가 공유한 .p8:\n%s' % (kid, uuid4(), snip))
    le = T(L, 'App Store Connect API keys can only be downloaded once; keep them in the CI secret store.', 'App Store Connect API 키는 한 번만 다운로드 가능. CI 시크릿 저장소에 보관할 것.')
    return mk('Apple App Store Connect .p8 key body [Apple]', mc, le, '', lines)


# ---------------------------------------------------------------- codes / seeds / pins
@stpl(2)
def s_recovery_codes(L):
    kind = pick(['github', 'google', 'generic', 'gitlab'])
    if kind == 'github':
        codes = ['%s-%s' % (hexs(5), hexs(5)) for _ in range(rint(6, 16))]
        v = 'GitHub'
    elif kind == 'google':
        codes = ['%s %s' % (digits(4), rs(DG, 4)) for _ in range(rint(5, 10))]
        v = 'Google'
    elif kind == 'gitlab':
        codes = [hexs(16) for _ in range(rint(5, 10))]
        v = 'GitLab'
    else:
        codes = ['%s-%s-%s' % (rs(AUP, 4), rs(AUP, 4), rs(AUP, 4)) for _ in range(rint(5, 10))]
        v = pick(['Atlassian', 'AWS IAM Identity Center', 'Okta', 'Bitwarden'])
    if chance(.5):
        body = '\n'.join(codes)
    else:
        body = '  '.join(codes[:len(codes) // 2]) + '\n' + '  '.join(codes[len(codes) // 2:])
    acct = pick(['the shared ops account', 'release-bot', 'the admin account', 'ci@%s.com' % pick(COMPANIES)])
    mc = T(L, 'The %s login for %s asked for 2FA and the owner is on leave. Recovery codes from the team vault:\n%s' % (v, acct, body),
           '%s 계정(%s) 로그인에 2FA가 필요한데 담당자가 휴가 중. 팀 볼트에 있던 복구 코드:\n%s' % (v, acct, body))
    le = T(L, 'Each recovery code works once; mark used ones.', '복구 코드는 한 번씩만 사용 가능. 쓴 건 표시해둘 것.')
    ask = T(L, 'Who else should have 2FA on the shared account?', '공용 계정 2FA를 누가 추가로 갖고 있어야 하는지?')
    return mk('2FA recovery codes [%s]' % v, mc, le, ask, codes)


@stpl(2)
def s_totp_seed(L):
    seed = rs(B32, pick([16, 32, 32]))
    issuer = pick(['AWS', 'GitHub', 'Okta', 'Cloudflare', 'NHN', 'Grafana', 'Tailscale', 'Naver Works'])
    acct = '%s@%s.com' % (pick(USERS), pick(COMPANIES))
    if chance(.5):
        snip = 'otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30' % (urllib.parse.quote(issuer), acct, seed, urllib.parse.quote(issuer))
        val = seed
    else:
        s = seed.lower()
        val = ' '.join(s[i:i + 4] for i in range(0, len(s), 4))
        snip = 'setup key: %s' % val
    mc = T(L, 'The e2e login test needs a TOTP code for the %s test account; the user gave me the seed:\n%s' % (issuer, snip),
           'e2e 로그인 테스트에 %s 테스트 계정 TOTP 코드가 필요함. 사용자가 시드를 줌:\n%s' % (issuer, snip))
    le = T(L, 'pyotp.TOTP(seed).now() generates the code; time drift on the runner breaks it.', 'pyotp.TOTP(seed).now()로 코드 생성. 러너 시간이 틀어지면 실패함.')
    return mk('TOTP seed [%s]' % issuer, mc, le, '', [val])


@stpl(1)
def s_bitlocker(L):
    key = '-'.join(rs(DG, 6) for _ in range(8))
    kid = rs(HXU, 8)
    mc = T(L, 'The kiosk PC rebooted into BitLocker recovery after the firmware update. Key ID %s. Recovery key from Intune:\n%s' % (kid, key),
           '펌웨어 업데이트 후 키오스크 PC가 BitLocker 복구 화면으로 부팅됨. Key ID %s. Intune에서 찾은 복구 키:\n%s' % (kid, key))
    le = T(L, 'Suspend BitLocker before firmware updates.', '펌웨어 업데이트 전에 BitLocker 일시 중단할 것.')
    return mk('BitLocker recovery key', mc, le, '', [key])


@stpl(1)
def s_pin_puk(L):
    pin, puk = rs(DG, 8), rs(DG, 8)
    kind = pick(['yubikey', 'hsm', 'sim'])
    if kind == 'yubikey':
        snip = '$ ykman piv access change-puk --puk %s --new-puk %s' % (rs(DG, 8), puk)
        secrets = [snip.split('--puk ')[1].split()[0], puk]
        what = 'YubiKey PIV PUK'
    elif kind == 'hsm':
        snip = '$ pkcs11-tool --module /usr/lib/softhsm/libsofthsm2.so --login --so-pin %s --init-pin --pin %s' % (pin, puk)
        secrets = [pin, puk]
        what = 'HSM SO PIN / user PIN'
    else:
        snip = 'SIM for the SMS gateway modem: PIN %s / PUK %s' % (pin, puk)
        secrets = [pin, puk]
        what = 'SIM PIN/PUK'
    mc = T(L, 'Did not know the signing token was locked after 3 wrong PIN attempts. What the user ran:\n%s' % snip,
           'PIN 3번 틀려서 서명 토큰이 잠긴 줄 몰랐음. 사용자가 실행한 것:\n%s' % snip)
    le = T(L, 'Keep the PUK offline; resetting without it wipes the slot.', 'PUK은 오프라인 보관. 없으면 슬롯을 초기화해야 함.')
    return mk('PIN/PUK (8 digits) [%s]' % what, mc, le, '', secrets)


# ---------------------------------------------------------------- passwords in prose
@stpl(3)
def s_pw_prose(L):
    kind = pick(['human', 'human', 'kbd', 'strong', 'hangul' if L == 'ko' else 'human'])
    pw = {'human': pw_human, 'kbd': pw_kbd, 'strong': pw_strong, 'hangul': pw_hangul}[kind]()
    sysname = pick(['the staging admin console', 'the Grafana admin', 'the office NAS', 'the Jenkins admin', 'the router web UI',
                    'the shared QA account', 'the VPN', 'the Metabase admin', 'the test Windows VM'])
    sysko = {'the staging admin console': '스테이징 어드민 콘솔', 'the Grafana admin': 'Grafana admin', 'the office NAS': '사무실 NAS',
             'the Jenkins admin': 'Jenkins admin', 'the router web UI': '공유기 관리 페이지', 'the shared QA account': '공용 QA 계정',
             'the VPN': 'VPN', 'the Metabase admin': 'Metabase 어드민', 'the test Windows VM': '테스트용 윈도우 VM'}[sysname]
    mc = pick([
        T(L, 'I needed to log into %s to check the feature flags. The user said the password is %s.' % (sysname, pw),
          '피처 플래그 확인하려고 %s에 로그인해야 했음. 사용자가 비번은 %s 라고 알려줌.' % (sysko, pw)),
        T(L, 'Login for %s: user `%s`, password `%s` (given in chat).' % (sysname, pick(USERS), pw),
          '%s 로그인: 아이디 `%s`, 비번 `%s` (채팅으로 받음).' % (sysko, pick(USERS), pw)),
        T(L, 'Context I lacked: %s still uses the default password from setup day, which is %s.' % (sysname, pw),
          '몰랐던 점: %s 비번은 아직 세팅할 때 넣은 %s 그대로임.' % (sysko, pw)),
    ])
    le = pick([T(L, 'Shared passwords like this should be in the team vault, not in chat.', '이런 공용 비번은 채팅 말고 팀 볼트에 있어야 함.'),
               T(L, 'The admin UI is reachable only from the office network.', '어드민 UI는 사내망에서만 접속 가능.'), ''])
    ask = pick([T(L, 'Can I get my own account instead of the shared password?', '공용 비번 말고 개인 계정 받을 수 있는지?'),
                T(L, 'Is the password %s going to be changed after today?' % pw, '%s 이 비번 오늘 이후에 바꾸는지?' % pw), ''])
    return mk('prose: %s password' % kind, mc, le, ask, [pw])


@stpl(2)
def s_pw_korean_kbd(L):
    pw = pw_kbd()
    sysname = pick(['사내 위키', '개발 서버 root', 'VPN', '회계 시스템 테스트 계정', '공유 드라이브', 'DB 관리 툴'])
    mc = T(L, 'Needed the %s login. The teammate typed it with the keyboard in English mode: "%s" (it is a Korean word typed on a QWERTY layout).' % ({'사내 위키': 'internal wiki', '개발 서버 root': 'dev server root', 'VPN': 'VPN', '회계 시스템 테스트 계정': 'accounting test account', '공유 드라이브': 'shared drive', 'DB 관리 툴': 'DB admin tool'}[sysname], pw),
           '%s 로그인 정보가 필요했음. 동료가 한/영 안 바꾸고 친 비번이라고 알려줌: %s' % (sysname, pw))
    le = T(L, 'Passwords typed in Korean IME mode look like random Latin letters; they are still real passwords.',
           '한글 자판 그대로 영문 모드에서 친 비번이라 영어처럼 보여도 실제 비밀번호임.')
    ask = pick([T(L, 'Who resets it if the account locks?', '계정 잠기면 누가 풀어주는지?'), ''])
    return mk('prose: Korean-keyboard password', mc, le, ask, [pw])


@stpl(1)
def s_pw_hangul(L):
    pw = pw_hangul()
    mc = T(L, 'The legacy ERP test account uses a Hangul password: %s. Selenium typed it wrong because of the IME.' % pw,
           '레거시 ERP 테스트 계정 비번이 한글임: %s. IME 때문에 Selenium이 잘못 입력함.' % pw)
    le = T(L, 'Use send_keys with the full Unicode string, not per-key events, for Hangul input.', '한글 입력은 키 이벤트 말고 send_keys에 유니코드 문자열 통째로 넣어야 함.')
    return mk('prose: Hangul password', mc, le, '', [pw])


@stpl(1)
def s_passphrase(L):
    pp = passphrase()
    kind = pick(['ssh', 'gpg', 'keystore', 'borg'])
    cmdl = {'ssh': 'ssh-add ~/.ssh/id_ed25519_deploy', 'gpg': 'gpg --pinentry-mode loopback --passphrase "%s" --detach-sign dist/*.tar.gz' % pp,
            'keystore': 'storePassword "%s"' % pp, 'borg': 'export BORG_PASSPHRASE="%s"' % pp}[kind]
    if kind == 'ssh':
        mc = T(L, 'ssh-add prompted for a passphrase in the provisioning script. The user said the passphrase is "%s".' % pp,
               '프로비저닝 스크립트에서 ssh-add가 passphrase를 물어봄. 사용자가 passphrase는 "%s"라고 함.' % pp)
    else:
        mc = T(L, 'The %s step needed a passphrase and I did not know where it came from. Found in the script:\n%s' % (kind, cmdl),
               '%s 단계에서 passphrase가 필요했는데 출처를 몰랐음. 스크립트에서 찾음:\n%s' % (kind, cmdl))
    le = T(L, 'Feed passphrases through the agent or a secret mount, never the command line.', 'passphrase는 agent나 시크릿 마운트로 넘길 것. 커맨드라인 금지.')
    return mk('passphrase (%s)' % kind, mc, le, '', [pp])


@stpl(2)
def s_old_new_pw(L):
    old, new = pw_any(L), pw_any(L)
    while "'" in old + new:
        old, new = pw_strong(), pw_strong()
    user = pick(USERS)
    form = pick(['pg', 'mysql', 'prose'])
    if form == 'pg':
        snip = "ALTER ROLE %s WITH PASSWORD '%s';  -- was '%s'" % (user, new, old)
    elif form == 'mysql':
        snip = "ALTER USER '%s'@'%%' IDENTIFIED BY '%s';\n-- previous: %s" % (user, new, old)
    else:
        snip = T(L, 'old password: %s -> new password: %s' % (old, new), '기존 비번: %s -> 새 비번: %s' % (old, new))
    mc = T(L, 'After the password rotation the reporting job failed. The DBA changed it like this:\n%s' % snip,
           '비번 교체 후 리포팅 잡이 실패함. DBA가 이렇게 바꿨다고 함:\n%s' % snip)
    le = T(L, 'The job caches the connection string at deploy time; redeploy after rotations.', '잡이 배포 시점에 연결 문자열을 캐시함. 교체 후 재배포 필요.')
    return mk('old and new password (%s)' % form, mc, le, '', [new, old])


@stpl(1)
def s_wifi(L):
    psk = pick([pw_human, pw_strong, passphrase, pw_kbd])()
    while '"' in psk:
        psk = pw_strong()
    ssid = pick(['ACME-Guest', 'office-5G', 'HANBIT_DEV', 'iot-lab', 'warehouse-ap'])
    form = pick(['wpa', 'nmcli', 'hostapd'])
    snip = {'wpa': 'network={\n    ssid="%s"\n    psk="%s"\n}' % (ssid, psk),
            'nmcli': '$ nmcli dev wifi connect %s password "%s"' % (ssid, psk),
            'hostapd': 'ssid=%s\nwpa=2\nwpa_passphrase=%s' % (ssid, psk)}[form]
    mc = T(L, 'The Raspberry Pi test rig in the lab could not join the network. Config used on the other rigs:\n%s' % snip,
           '실험실 라즈베리파이 테스트 장비가 네트워크에 못 붙음. 다른 장비에 쓰는 설정:\n%s' % snip)
    le = T(L, 'The IoT SSID is 2.4 GHz only.', 'IoT SSID는 2.4GHz 전용임.')
    return mk('Wi-Fi PSK (%s)' % form, mc, le, '', [psk])


@stpl(1)
def s_wireguard(L):
    priv = b64e(rbytes(32))
    psk = b64e(rbytes(32))
    pub = b64e(rbytes(32))
    snip = ('[Interface]\nAddress = 10.8.0.%d/32\nPrivateKey = %s\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\nEndpoint = vpn.%s.com:51820\nAllowedIPs = 10.0.0.0/8'
            % (rint(2, 250), priv, pub, psk, pick(COMPANIES)))
    secrets = [priv, psk]
    if chance(.4):
        snip = snip.replace('PresharedKey = %s\n' % psk, '')
        secrets = [priv]
    mc = T(L, 'Could not reach the staging DB from my sandbox; the user gave me their WireGuard config to copy:\n%s' % snip,
           '샌드박스에서 스테이징 DB 접근이 안 됨. 사용자가 본인 WireGuard 설정을 복사해서 쓰라고 줌:\n%s' % snip)
    le = T(L, 'Each peer needs its own key pair; sharing one breaks the other session.', '피어마다 키 쌍이 따로 있어야 함. 공유하면 다른 세션이 끊김.')
    return mk('WireGuard PrivateKey/PresharedKey', mc, le, '', secrets)


@stpl(1)
def s_netdev(L):
    comm = pick([pw_strong(rint(10, 16)), rs(AN, 12)])
    rad = pw_strong(rint(12, 20))
    psk = pw_strong(rint(16, 24))
    while ' ' in comm + rad + psk:
        comm, rad, psk = rs(AN, 12), rs(AN, 16), rs(AN, 20)
    lines = ['snmp-server community %s RO 10' % comm, 'radius-server host 10.1.1.%d key %s' % (rint(2, 99), rad),
             'crypto isakmp key %s address 0.0.0.0' % psk]
    k = rint(1, 3)
    chosen = sample(list(range(3)), k)
    chosen.sort()
    snip = '\n'.join(lines[i] for i in chosen)
    secrets = [[comm, rad, psk][i] for i in chosen]
    mc = T(L, 'Monitoring lost the core switch after the config restore. Relevant lines from the running-config:\n%s' % snip,
           '설정 복구 후 모니터링에서 코어 스위치가 안 보임. running-config 관련 부분:\n%s' % snip)
    le = T(L, 'The restore used the old SNMP community; the collector was updated last month.', '복구할 때 예전 SNMP community가 들어감. 수집기는 지난달에 바뀜.')
    return mk('network device config: SNMP community / RADIUS key / IKE PSK', mc, le, '', secrets)


# ---------------------------------------------------------------- cookies / signed URLs / bearer
@stpl(3)
def s_cookie(L):
    kind = pick(['django', 'rails', 'express', 'php', 'java', 'laravel', 'nextauth', 'gitlab', 'aspnet'])
    if kind == 'django':
        name, val = 'sessionid', rs(ALO, 32)
    elif kind == 'rails':
        name, val = '_%s_session' % pick(SVCS).replace('-', '_'), rs(B64, 120) + '--' + rs(B64, 40) + '--' + rs(B64, 22) + '%3D%3D'
    elif kind == 'express':
        name, val = 'connect.sid', 's%3A' + rs(B64U, 32) + '.' + rs(B64, 43).replace('/', '%2F').replace('+', '%2B')
    elif kind == 'php':
        name, val = 'PHPSESSID', rs(ALO, 26)
    elif kind == 'java':
        name, val = 'JSESSIONID', rs(HXU, 32)
    elif kind == 'laravel':
        name, val = 'laravel_session', 'eyJpdiI6I' + rs(B64, 200) + '%3D%3D'
    elif kind == 'nextauth':
        name, val = '__Secure-next-auth.session-token', 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..' + rs(B64U, 16) + '.' + rs(B64U, 180) + '.' + rs(B64U, 22)
    elif kind == 'gitlab':
        name, val = '_gitlab_session', hexs(32)
    else:
        name, val = '.AspNetCore.Identity.Application', 'CfDJ8' + rs(B64U, 240)
    host = pick(['admin.%s.com' % pick(COMPANIES), 'staging.%s.io' % pick(COMPANIES), 'localhost:3000', 'gitlab.%s.com' % pick(COMPANIES)])
    cookie = '_ga=GA1.1.%d.%d; %s=%s; theme=dark' % (rint(100000000, 999999999), rint(1700000000, 1760000000), name, val)
    if chance(.5):
        snip = "curl 'https://%s/api/reports/export?month=2025-0%d' -b '%s' -H 'accept: application/json'" % (host, rint(1, 9), cookie)
    else:
        snip = 'GET /api/reports/export HTTP/2\nHost: %s\nCookie: %s' % (host, cookie)
    mc = T(L, 'The export endpoint is not reachable with an API token, so the user copied a request from DevTools ("Copy as cURL"):\n%s' % snip,
           '리포트 export 엔드포인트가 API 토큰으로는 안 돼서 사용자가 DevTools에서 "Copy as cURL"로 복사해줌:\n%s' % snip)
    le = T(L, 'A copied session cookie is a full login; it should be invalidated after use.', '복사한 세션 쿠키는 로그인 그 자체임. 사용 후 세션 무효화 필요.')
    ask = T(L, 'Can the export endpoint accept a scoped API token instead?', 'export 엔드포인트에 scope 제한된 API 토큰을 쓸 수 있게 할 수 있는지?')
    return mk('session cookie (%s)' % name, mc, le, ask, [val])


@stpl(2)
def s_s3_presigned(L):
    sts = chance(.5)
    kid = ('ASIA' if sts else 'AKIA') + rs(B32, 16)
    sig = hexs(64)
    region = pick(REGIONS)
    url = ('https://%s-%s.s3.%s.amazonaws.com/exports/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F2025%02d%02d%%2F%s%%2Fs3%%2Faws4_request'
           '&X-Amz-Date=2025%02d%02dT%02d%02d%02dZ&X-Amz-Expires=%d' % (pick(COMPANIES), pick(['exports', 'reports', 'uploads']), region, uuid4(), kid, rint(1, 12), rint(1, 28), region,
                                                                          rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), pick([900, 3600, 604800])))
    secrets = [kid]
    if sts:
        tok = pct('IQoJb3JpZ2luX2Vj' + rs(B64, rint(180, 260)))
        url += '&X-Amz-Security-Token=' + tok
        secrets.append(tok)
    url += '&X-Amz-SignedHeaders=host&X-Amz-Signature=' + sig
    secrets.append(sig)
    mc = T(L, 'Customer support needed the monthly export; the user pasted the presigned link the Lambda returned:\n%s' % url,
           'CS팀이 월간 export 파일이 필요하다고 해서 사용자가 Lambda가 준 presigned 링크를 붙여줌:\n%s' % url)
    le = T(L, 'Presigned URLs are bearer credentials until they expire; 7-day expiry is too long for PII.', 'presigned URL은 만료 전까지 그 자체로 인증 수단. 개인정보에 7일 만료는 너무 김.')
    return mk('signed URL: S3 presigned (SigV4) [AWS]', mc, le, '', secrets)


@stpl(1)
def s_gcs_signed(L):
    sig = hexs(512)
    sa = '%s@%s-%s.iam.gserviceaccount.com' % (pick(SVCS), pick(COMPANIES), pick(ENVS))
    url = ('https://storage.googleapis.com/%s-media/%s.mp4?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%2F2025%02d%02d%%2Fauto%%2Fstorage%%2Fgoog4_request'
           '&X-Goog-Date=2025%02d%02dT000000Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=%s'
           % (pick(COMPANIES), uuid4(), pct(sa), rint(1, 12), rint(1, 28), rint(1, 12), rint(1, 28), sig))
    mc = T(L, 'Video playback 403s in Safari only. Example signed URL from the API:\n%s' % url,
           'Safari에서만 영상 재생이 403. API가 준 signed URL 예시:\n%s' % url)
    return mk('signed URL: GCS V4 signature [Google Cloud]', mc, T(L, 'Safari sends a Range header that was not part of the signed headers.', 'Safari가 signed headers에 없는 Range 헤더를 보냄.'), '', [sig])


@stpl(1)
def s_azure_sas(L):
    sig = pct(rs(B64, 43) + '=')
    acct = pick(COMPANIES) + 'files' + digits(2)
    url = ('https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-%02d-%02dT00:00:00Z&st=2025-%02d-%02dT00:00:00Z&spr=https&sig=%s'
           % (acct, pick(['backups', 'invoices', 'uploads']), pick(['db.bak', 'report.xlsx', 'batch-%d.zip' % rint(1, 99)]), rint(1, 12), rint(1, 28), rint(1, 12), rint(1, 28), sig))
    mc = T(L, 'The vendor needs to drop files into our container. The SAS URL someone already sent them:\n%s' % url,
           '외부 업체가 우리 컨테이너에 파일을 올려야 함. 누군가 이미 보낸 SAS URL:\n%s' % url)
    le = T(L, 'Account-level SAS with rwdlac and a one-year expiry is far too broad; use a stored access policy so it can be revoked.',
           'rwdlac 권한에 1년짜리 계정 SAS는 너무 넓음. 회수 가능하도록 stored access policy 쓸 것.')
    return mk('signed URL: Azure SAS sig [Azure Storage]', mc, le, '', [sig])


@stpl(1)
def s_cloudfront_signed(L):
    sig = rs(B64, 170).replace('+', '-').replace('=', '_').replace('/', '~')
    url = 'https://d%s.cloudfront.net/private/%s.pdf?Expires=%d&Signature=%s&Key-Pair-Id=K%s' % (rs(ALO + DG, 13), uuid4(), rint(1760000000, 1790000000), sig, rs(AUP, 13))
    mc = T(L, 'Invoice links in e-mails expire too early. One of the links:\n%s' % url, '메일에 들어간 인보이스 링크가 너무 빨리 만료됨. 링크 하나:\n%s' % url)
    return mk('signed URL: CloudFront Signature [AWS]', mc, T(L, 'Expires is a Unix timestamp in UTC, we were passing KST.', 'Expires는 UTC 유닉스 타임스탬프인데 KST 기준으로 넣고 있었음.'), '', [sig])


@stpl(2)
def s_jwt_bearer(L):
    tok = jwt({'alg': pick(['HS256', 'RS256']), 'typ': 'JWT'},
              {'sub': str(rint(1000, 99999)), 'role': pick(['admin', 'operator', 'user']), 'iat': rint(1700000000, 1750000000), 'exp': rint(1750000000, 1790000000),
               'iss': 'https://auth.%s.com' % pick(COMPANIES)}, pick([43, 342]))
    form = pick(['curl', 'log', 'http'])
    if form == 'curl':
        snip = "curl -H 'Authorization: Bearer %s' https://api.%s.com/v2/admin/users?page=2" % (tok, pick(COMPANIES))
    elif form == 'log':
        snip = '%s INFO  [gateway] forwarding request user=%d authorization="Bearer %s"' % (ts_log(), rint(1000, 9999), tok)
    else:
        snip = 'PATCH /v2/orders/%d HTTP/1.1\nHost: api.internal\nAuthorization: Bearer %s\nContent-Type: application/json' % (rint(10000, 99999), tok)
    mc = T(L, 'Needed an admin token to reproduce the 500 on pagination; the user pasted one from their browser session:\n%s' % snip,
           '페이지네이션 500 재현하려면 admin 토큰이 필요했음. 사용자가 브라우저 세션에서 복사해줌:\n%s' % snip)
    le = T(L, 'The access token lives for 30 days; that is why the pasted one still worked.', '액세스 토큰 수명이 30일이라 붙여준 게 아직 동작했음.')
    return mk('JWT bearer token (%s)' % form, mc, le, '', [tok])


# ---------------------------------------------------------------- app signing secrets
def _signing_pairs():
    opts = [
        ('JWT_SECRET', lambda: rs(AN, rint(32, 64))),
        ('SESSION_SECRET', lambda: rs(AN + '-_', 48)),
        ('NEXTAUTH_SECRET', lambda: b64e(rbytes(32))),
        ('SECRET_KEY_BASE', lambda: hexs(128)),
        ('APP_KEY', lambda: 'base64:' + b64e(rbytes(32))),
        ('DJANGO_SECRET_KEY', lambda: rs(LO + DG + '!@#$%^&*(-_=+)', 50)),
        ('FERNET_KEY', lambda: b64ue(rbytes(32)) + '='),
        ('ENCRYPTION_KEY', lambda: hexs(64)),
        ('WEBHOOK_SECRET', lambda: rs(AN, 40)),
        ('APP_SECRET', lambda: hexs(32)),
        ('COOKIE_SECRET', lambda: rs(B64U, 43)),
        ('RAILS_MASTER_KEY', lambda: hexs(32)),
        ('HMAC_SIGNING_KEY', lambda: b64e(rbytes(48))),
        ('AUTH_SECRET', lambda: b64e(rbytes(33))),
    ]
    return opts


@stpl(3)
def s_signing_secrets(L):
    chosen = sample(_signing_pairs(), rint(1, 3))
    kv = [(n, f()) for n, f in chosen]
    form = pick(['env', 'yaml', 'py', 'k8s'])
    if form == 'env':
        snip = '\n'.join('%s=%s' % (n, v) for n, v in kv)
    elif form == 'yaml':
        snip = 'app:\n' + '\n'.join('  %s: "%s"' % (n.lower(), v) for n, v in kv)
    elif form == 'py':
        snip = '\n'.join("%s = '%s'" % (n.replace('DJANGO_', ''), v) for n, v in kv)
    else:
        snip = 'stringData:\n' + '\n'.join('  %s: "%s"' % (n, v) for n, v in kv)
    mc = T(L, 'Users were logged out on every deploy. Did not know the signing secret is generated per pod unless set; the %s config has:\n%s' % (pick(ENVS), snip),
           '배포할 때마다 사용자가 로그아웃됨. 값이 없으면 파드마다 서명 시크릿을 새로 만드는 줄 몰랐음. %s 설정:\n%s' % (pick(ENVS), snip))
    le = T(L, 'All replicas must share the same signing secret or sessions fail verification on the other pods.',
           '모든 레플리카가 같은 서명 시크릿을 써야 함. 아니면 다른 파드에서 세션 검증 실패.')
    return mk('app signing secrets: %s' % ', '.join(n for n, _ in kv), mc, le, '', [v for _, v in kv])


@stpl(1)
def s_wp_salts(L):
    chars = AN + '!#$%&()*+,-./:;<=>?@[]^_`{|}~ '
    names = sample(['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'], rint(2, 4))
    vals = []
    for _ in names:
        v = rs(chars, 64)
        while v != v.strip():
            v = rs(chars, 64)
        vals.append(v)
    snip = '\n'.join("define('%s', '%s');" % (n, v) for n, v in zip(names, vals))
    mc = T(L, 'Every login to the WordPress staging site was invalidated hourly. wp-config.php had these lines regenerated by a cron:\n%s' % snip,
           'WordPress 스테이징 로그인이 매시간 풀림. cron이 wp-config.php의 이 값들을 재생성하고 있었음:\n%s' % snip)
    return mk('PHP: WordPress auth keys/salts [WordPress]', mc, T(L, 'Salts must stay stable; the cron was a leftover hardening script.', 'salt 값은 고정이어야 함. cron은 예전 보안 스크립트 잔재였음.'), '', vals)


@stpl(2)
def s_crypto(L):
    kind = pick(['eth', 'mnemonic', 'solana', 'wif'])
    if kind == 'eth':
        k = '0x' + hexs(64)
        snip = pick(['PRIVATE_KEY=%s' % k, "accounts: ['%s']," % k, 'DEPLOYER_KEY="%s"' % k])
        secrets = [k]
        what = 'Ethereum private key'
    elif kind == 'mnemonic':
        k = ' '.join(pick(BIP39) for _ in range(pick([12, 12, 24])))
        snip = 'MNEMONIC="%s"' % k
        secrets = [k]
        what = 'BIP39 mnemonic'
    elif kind == 'solana':
        k = '[' + ','.join(str(rint(0, 255)) for _ in range(64)) + ']'
        snip = '~/.config/solana/id.json:\n%s' % k
        secrets = [k]
        what = 'Solana keypair JSON'
    else:
        k = pick('KL') + rs(B58, 51)
        snip = 'WIF: %s' % k
        secrets = [k]
        what = 'Bitcoin WIF key'
    mc = T(L, 'Contract deployment to testnet failed with insufficient funds; I did not know which deployer wallet was configured:\n%s' % snip,
           '테스트넷 컨트랙트 배포가 insufficient funds로 실패. 어떤 배포 지갑이 설정돼 있는지 몰랐음:\n%s' % snip)
    le = T(L, 'The same deployer key is used on mainnet; it must not live in the repo.', '같은 배포 키를 메인넷에서도 씀. 레포에 있으면 안 됨.')
    return mk('crypto wallet: %s' % what, mc, le, '', secrets)


@stpl(2)
def s_vault_init(L):
    keys = [b64e(rbytes(33)) for _ in range(5)]
    root = 'hvs.' + rs(AN, 24)
    k = rint(2, 5)
    lines = ['Unseal Key %d: %s' % (i + 1, keys[i]) for i in range(k)] + ['', 'Initial Root Token: %s' % root]
    snip = '\n'.join(lines)
    mc = T(L, 'Vault came up sealed after the node replacement and I did not know where the unseal keys were. Output saved at init time:\n%s' % snip,
           '노드 교체 후 Vault가 sealed 상태로 올라옴. unseal 키 위치를 몰랐는데 init 때 저장해둔 출력:\n%s' % snip)
    le = T(L, 'Unseal keys should be split between people; storing all of them together defeats Shamir.', 'unseal 키는 사람별로 나눠 보관해야 함. 한곳에 다 있으면 Shamir 의미 없음.')
    return mk('vault operator init output: unseal keys + root token [HashiCorp Vault]', mc, le, '', keys[:k] + [root])


@stpl(2)
def s_initial_admin(L):
    kind = pick(['jenkins', 'argocd', 'grafana', 'elastic', 'rabbit'])
    if kind == 'jenkins':
        pw = hexs(32)
        snip = '$ docker exec jenkins cat /var/jenkins_home/secrets/initialAdminPassword\n%s' % pw
    elif kind == 'argocd':
        pw = rs(AN + '-_', 16)
        snip = '$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath="{.data.password}" | base64 -d\n%s' % pw
    elif kind == 'grafana':
        pw = rs(AN, 40)
        snip = '$ kubectl get secret -n monitoring grafana -o jsonpath="{.data.admin-password}" | base64 --decode\n%s' % pw
    elif kind == 'elastic':
        pw = rs(AN + '*=_-', 20)
        snip = '$ bin/elasticsearch-reset-password -u elastic\nPassword for the [elastic] user successfully reset.\nNew value: %s' % pw
    else:
        pw = rs(AUP, 20)
        snip = '$ sudo cat /var/lib/rabbitmq/.erlang.cookie\n%s' % pw
    mc = T(L, 'Did not know how to get the initial admin credential for %s on the new cluster. What worked:\n%s' % (kind, snip),
           '새 클러스터에서 %s 초기 관리자 인증정보 얻는 법을 몰랐음. 동작한 방법:\n%s' % (kind, snip))
    le = T(L, 'Change it right after first login and delete the bootstrap secret.', '첫 로그인 직후 바꾸고 부트스트랩 시크릿은 삭제할 것.')
    return mk('bootstrap admin credential from CLI output [%s]' % kind, mc, le, '', [pw])


@stpl(1)
def s_elastic_enroll(L):
    tok = 'eyJ2ZXIiOiI4L' + rs(B64, 180) + '=='
    mc = T(L, 'Kibana would not connect to the new ES node. Enrollment token printed at startup:\n%s' % tok,
           '새 ES 노드에 Kibana가 연결이 안 됨. 시작할 때 출력된 enrollment token:\n%s' % tok)
    return mk('Elasticsearch enrollment token [Elastic]', mc, T(L, 'Enrollment tokens expire after 30 minutes.', 'enrollment token은 30분 후 만료됨.'), '', [tok])


# ---------------------------------------------------------------- mobile / mail / misc tools
@stpl(2)
def s_android_signing(L):
    sp = pw_any(L)
    kp = sp if chance(.4) else pw_any(L)
    while '"' in sp + kp:
        sp, kp = pw_strong(), pw_strong()
    snip = ('signingConfigs {\n    release {\n        storeFile file("release.jks")\n        storePassword "%s"\n        keyAlias "upload"\n        keyPassword "%s"\n    }\n}'
            % (sp, kp))
    mc = T(L, 'The release build failed on CI with "Keystore was tampered with, or password was incorrect". build.gradle on the old laptop:\n%s' % snip,
           'CI 릴리즈 빌드가 "Keystore was tampered with, or password was incorrect"로 실패. 예전 노트북의 build.gradle:\n%s' % snip)
    le = T(L, 'Keep keystore passwords in gradle.properties outside the repo or CI secrets.', 'keystore 비번은 레포 밖 gradle.properties나 CI 시크릿에 둘 것.')
    return mk('Gradle signingConfigs storePassword/keyPassword [Android]', mc, le, '', [sp, kp])


@stpl(2)
def s_app_specific_pw(L):
    asp = '-'.join(rs(LO, 4) for _ in range(4))
    form = pick(['fastlane', 'gmail'])
    if form == 'fastlane':
        mp = pw_strong()
        snip = 'FASTLANE_USER=%s@%s.com\nFASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=%s\nMATCH_PASSWORD=%s' % (pick(USERS), pick(COMPANIES), asp, mp)
        secrets = [asp, mp]
        cat = 'fastlane env: app-specific password + MATCH_PASSWORD [Apple]'
    else:
        asp = ' '.join(rs(LO, 4) for _ in range(4))
        snip = "EMAIL_HOST = 'smtp.gmail.com'\nEMAIL_PORT = 587\nEMAIL_HOST_USER = 'noreply@%s.com'\nEMAIL_HOST_PASSWORD = '%s'" % (pick(COMPANIES), asp)
        secrets = [asp]
        cat = 'Django settings: Gmail app password [Google]'
    mc = T(L, 'Did not know the %s step uses an app-specific password rather than the account password. Config:\n%s' % ('upload' if form == 'fastlane' else 'mail', snip),
           '%s 단계가 계정 비번이 아니라 앱 비밀번호를 쓰는 줄 몰랐음. 설정:\n%s' % ('업로드' if form == 'fastlane' else '메일 발송', snip))
    le = T(L, 'App passwords bypass 2FA, so treat them like the main password.', '앱 비밀번호는 2FA를 우회하니까 계정 비번처럼 다뤄야 함.')
    return mk(cat, mc, le, '', secrets)


@stpl(1)
def s_smtp(L):
    pw = pw_any(L)
    enc = pct(pw)
    host = pick(['smtp.office365.com', 'smtp.mailgun.org', 'email-smtp.ap-northeast-2.amazonaws.com', 'smtp.worksmobile.com', 'smtp.daum.net'])
    if chance(.5):
        snip = 'spring.mail.host=%s\nspring.mail.port=587\nspring.mail.username=alerts@%s.com\nspring.mail.password=%s' % (host, pick(COMPANIES), pw)
        secrets = [pw]
    else:
        snip = 'MAILER_DSN=smtp://alerts%%40%s.com:%s@%s:587' % (pick(COMPANIES), enc, host)
        secrets = [enc]
    mc = T(L, 'Alert e-mails stopped after the tenant migration. Mail settings in the service:\n%s' % snip,
           '테넌트 이전 후 알림 메일이 안 나감. 서비스의 메일 설정:\n%s' % snip)
    return mk('SMTP password', mc, T(L, 'The new tenant requires SMTP AUTH to be enabled per mailbox.', '새 테넌트는 메일박스별로 SMTP AUTH를 켜야 함.'), '', secrets)


@stpl(1)
def s_ldap(L):
    pw = pw_any(L)
    while "'" in pw:
        pw = pw_strong()
    snip = "$ ldapsearch -x -H ldaps://ldap.%s.local -D 'cn=svc-%s,ou=services,dc=corp,dc=local' -w '%s' -b 'ou=people,dc=corp,dc=local' '(uid=%s)'" % (
        pick(COMPANIES), pick(SVCS), pw, pick(USERS))
    mc = T(L, 'SSO login failed for new hires only; I needed to query LDAP directly. Bind command from the runbook:\n%s' % snip,
           '신규 입사자만 SSO 로그인 실패. LDAP을 직접 조회해야 했는데 런북에 있던 bind 명령:\n%s' % snip)
    return mk('shell: ldapsearch -w bind password', mc, T(L, 'New hires land in an OU that the sync filter excludes.', '신규 입사자는 동기화 필터에서 빠지는 OU에 들어감.'), '', [pw])


@stpl(2)
def s_remote_shell(L):
    pw = pw_any(L)
    while "'" in pw or ' ' in pw:
        pw = pw_strong()
    host = ip_private()
    kind = pick(['sshpass', 'sudo', 'ipmi', 'rdp', 'smb', 'cmdkey', 'pwsh'])
    snip = {
        'sshpass': "$ sshpass -p '%s' ssh -o StrictHostKeyChecking=no deploy@%s 'sudo systemctl restart %s'" % (pw, host, pick(SVCS)),
        'sudo': "$ echo '%s' | sudo -S systemctl restart %s" % (pw, pick(SVCS)),
        'ipmi': "$ ipmitool -I lanplus -H %s -U ADMIN -P '%s' chassis power cycle" % (host, pw),
        'rdp': "$ xfreerdp /v:%s /u:CORP\\%s /p:'%s' /cert:ignore" % (host, pick(USERS), pw),
        'smb': "$ smbclient //fs01/share -U 'CORP\\%s%%%s' -c 'ls'" % (pick(USERS), pw),
        'cmdkey': 'C:\\> cmdkey /add:fs01.corp.local /user:CORP\\svc_backup /pass:%s' % pw,
        'pwsh': '$cred = New-Object PSCredential("CORP\\svc_deploy", (ConvertTo-SecureString "%s" -AsPlainText -Force))' % pw,
    }[kind]
    mc = T(L, 'The restart step failed on the on-prem box and I did not know how the old script authenticated. It did this:\n%s' % snip,
           '온프레미스 서버 재시작 단계가 실패함. 예전 스크립트가 어떻게 인증했는지 몰랐는데 이렇게 되어 있었음:\n%s' % snip)
    le = T(L, 'Password-on-command-line ends up in shell history and process lists.', '커맨드라인 비번은 셸 히스토리랑 프로세스 목록에 남음.')
    ask = pick([T(L, 'Can we switch this host to key-based auth?', '이 서버 키 기반 인증으로 바꿀 수 있는지?'), ''])
    return mk('shell: password on command line (%s)' % kind, mc, le, ask, [pw])


@stpl(1)
def s_ftp(L):
    pw = pw_any(L)
    while ',' in pw or "'" in pw or ' ' in pw:
        pw = pw_strong()
    if chance(.5):
        snip = "$ lftp -u partner_%s,'%s' sftp://ftp.%s.co.kr -e 'mirror --reverse ./out /inbound; bye'" % (pick(COMPANIES), pw, pick(COMPANIES))
        secrets = [pw]
    else:
        enc = pct(pw)
        snip = '$ wget ftp://edi:%s@ftp.%s.com/outbound/orders_$(date +%%Y%%m%%d).csv' % (enc, pick(COMPANIES))
        secrets = [enc]
    mc = T(L, 'Settlement files from the partner were missing. The transfer job does:\n%s' % snip,
           '파트너사 정산 파일이 안 들어옴. 전송 잡이 하는 일:\n%s' % snip)
    return mk('shell: FTP/SFTP password', mc, T(L, 'The partner rotated their host key; lftp refused silently.', '파트너가 호스트 키를 바꿔서 lftp가 조용히 거부함.'), '', secrets)


@stpl(1)
def s_keystore_cmd(L):
    a, b = pw_any(L), pw_any(L)
    while "'" in a + b or ' ' in a + b:
        a, b = pw_strong(), pw_strong()
    if chance(.5):
        snip = "$ keytool -importkeystore -srckeystore old.p12 -srcstoretype PKCS12 -srcstorepass '%s' -destkeystore new.jks -deststorepass '%s'" % (a, b)
        secrets = [a, b]
    else:
        snip = "$ openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout 'pass:%s'" % a
        secrets = [a]
    mc = T(L, 'The Java service could not read the new TLS bundle. How the user converted it:\n%s' % snip,
           'Java 서비스가 새 TLS 번들을 못 읽음. 사용자가 변환한 방법:\n%s' % snip)
    return mk('shell: keytool/openssl store password', mc, T(L, 'Java 8 cannot read PKCS12 created by OpenSSL 3 default algorithms; use -legacy.', 'OpenSSL 3 기본 알고리즘으로 만든 PKCS12는 Java 8이 못 읽음. -legacy 필요.'), '', secrets)


@stpl(1)
def s_zip_pw(L):
    pw = pw_any(L)
    while "'" in pw or ' ' in pw:
        pw = pw_strong()
    form = pick(['prose', '7z', 'zip'])
    if form == 'prose':
        mc = T(L, 'The customer data export is an encrypted zip; the password the user gave me is %s.' % pw,
               '고객 데이터 export가 암호 걸린 zip임. 사용자가 알려준 비번: %s' % pw)
    else:
        cmd = "7z x export_%d.7z -p'%s'" % (rint(1, 999), pw) if form == '7z' else "zip -P '%s' -r handover.zip ./docs" % pw
        mc = T(L, 'Needed to open the archive from the previous vendor. Command from their handover doc:\n$ %s' % cmd,
               '이전 업체가 넘긴 압축 파일을 열어야 했음. 인수인계 문서에 있던 명령:\n$ %s' % cmd)
    return mk('archive password (%s)' % form, mc, T(L, 'zip -P uses ZipCrypto, which is weak; prefer 7z AES-256.', 'zip -P는 ZipCrypto라 약함. 7z AES-256 권장.'), '', [pw])


@stpl(1)
def s_ansible(L):
    pw = pw_any(L)
    while '"' in pw or "'" in pw or ' ' in pw:
        pw = pw_strong()
    if chance(.5):
        snip = '$ ansible-playbook -i inventory/%s site.yml -e "ansible_become_pass=%s"' % (pick(ENVS), pw)
    else:
        snip = '[web]\nweb01 ansible_host=%s ansible_user=deploy ansible_password=%s' % (ip_private(), pw)
    mc = T(L, 'The playbook stopped at the first become task. How it is normally run:\n%s' % snip,
           '플레이북이 첫 become 태스크에서 멈춤. 평소 실행 방법:\n%s' % snip)
    return mk('Ansible become/ssh password', mc, T(L, 'Use ansible-vault for become passwords.', 'become 비번은 ansible-vault로 관리할 것.'), '', [pw])


@stpl(2)
def s_compose_db(L):
    kind = pick(['postgres', 'mysql', 'minio', 'mongo', 'rabbit'])
    pw = pw_any(L)
    while '"' in pw or ' ' in pw or '$' in pw:
        pw = pw_strong()
    user_line = {'postgres': ('postgres:16', 'POSTGRES_USER: app', 'POSTGRES_PASSWORD'),
                 'mysql': ('mysql:8.4', 'MYSQL_DATABASE: app', 'MYSQL_ROOT_PASSWORD'),
                 'minio': ('minio/minio:latest', 'MINIO_ROOT_USER: admin', 'MINIO_ROOT_PASSWORD'),
                 'mongo': ('mongo:7', 'MONGO_INITDB_ROOT_USERNAME: root', 'MONGO_INITDB_ROOT_PASSWORD'),
                 'rabbit': ('rabbitmq:3-management', 'RABBITMQ_DEFAULT_USER: admin', 'RABBITMQ_DEFAULT_PASS')}[kind]
    snip = 'services:\n  %s:\n    image: %s\n    environment:\n      %s\n      %s: "%s"' % (kind, user_line[0], user_line[1], user_line[2], pw)
    mc = T(L, 'The shared %s compose file on the QA server is what the integration tests hit, and the same password is used by the QA app:\n%s' % (kind, snip),
           'QA 서버의 공용 %s compose 파일. 통합 테스트가 여기로 붙고 QA 앱도 같은 비번을 씀:\n%s' % (kind, snip))
    return mk('compose: %s root password' % kind, mc, T(L, 'The QA DB is reachable from the office network.', 'QA DB는 사내망에서 접근 가능함.'), '', [pw])


@stpl(1)
def s_jasypt(L):
    pw = pw_strong()
    snip = 'jasypt.encryptor.password=%s\nspring.datasource.password=ENC(%s)' % (pw, rs(B64, 64))
    mc = T(L, 'Did not know how the ENC(...) values are decrypted at startup. application.properties on the server:\n%s' % snip,
           'ENC(...) 값이 기동 시 어떻게 복호화되는지 몰랐음. 서버의 application.properties:\n%s' % snip)
    le = T(L, 'Keeping the jasypt password next to the ciphertext makes the encryption pointless.', 'jasypt 비번을 암호문 옆에 두면 암호화 의미가 없음.')
    return mk('properties: jasypt encryptor password', mc, le, '', [pw])


@stpl(1)
def s_kafka_jaas(L):
    user = rs(AUP, 16)
    sec = rs(AN + '+/', 64)
    snip = ('security.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required '
            'username="%s" password="%s";' % (user, sec))
    mc = T(L, 'Consumer lag alerts fired because the consumer could not authenticate to Confluent Cloud. client.properties:\n%s' % snip,
           'Confluent Cloud 인증 실패로 consumer lag 알람이 울림. client.properties:\n%s' % snip)
    return mk('Kafka SASL JAAS password [Confluent]', mc, T(L, 'Confluent API keys are per cluster.', 'Confluent API 키는 클러스터별로 다름.'), '', [sec])


@stpl(1)
def s_prometheus(L):
    pw = pw_any(L)
    tok = rs(AN, 40)
    while '"' in pw:
        pw = pw_strong()
    snip = ('scrape_configs:\n  - job_name: node\n    basic_auth:\n      username: prom\n      password: "%s"\nremote_write:\n  - url: https://prometheus-prod-10-prod-ap-northeast-0.grafana.net/api/prom/push\n    bearer_token: %s'
            % (pw, tok))
    mc = T(L, 'Metrics stopped arriving in Grafana Cloud. prometheus.yml on the edge host:\n%s' % snip, 'Grafana Cloud로 메트릭이 안 들어옴. 엣지 서버의 prometheus.yml:\n%s' % snip)
    return mk('prometheus.yml basic_auth + bearer_token', mc, '', '', [pw, tok])


@stpl(1)
def s_airflow(L):
    pw = pw_any(L)
    enc = pct(pw)
    fk = b64ue(rbytes(32)) + '='
    snip = "AIRFLOW_CONN_WAREHOUSE='postgres://etl:%s@warehouse.internal:5432/dw'\nAIRFLOW__CORE__FERNET_KEY=%s" % (enc, fk)
    mc = T(L, 'DAGs failed to decrypt connections after the scheduler moved. Scheduler env:\n%s' % snip, '스케줄러 이전 후 DAG가 커넥션 복호화를 못 함. 스케줄러 env:\n%s' % snip)
    return mk('Airflow connection URI + Fernet key [Airflow]', mc, T(L, 'Webserver, scheduler and workers must share the same Fernet key.', '웹서버/스케줄러/워커가 같은 Fernet 키를 써야 함.'), '', [enc, fk])


@stpl(1)
def s_sentry_legacy_dsn(L):
    pub, sec = hexs(32), hexs(32)
    dsn = 'https://%s:%s@sentry.%s.internal/%d' % (pub, sec, pick(COMPANIES), rint(2, 60))
    mc = T(L, 'The old self-hosted Sentry still uses legacy DSNs with a secret part. From settings.py:\nSENTRY_DSN = "%s"' % dsn,
           '예전 self-hosted Sentry는 아직 secret이 들어간 레거시 DSN을 씀. settings.py:\nSENTRY_DSN = "%s"' % dsn)
    return mk('legacy Sentry DSN with secret key [Sentry]', mc, T(L, 'Modern DSNs drop the secret; the old one still authenticates.', '요즘 DSN엔 secret이 없지만 예전 것은 아직 인증에 쓰임.'), '', [sec])


@stpl(2)
def s_oauth_response(L):
    at = 'ya29.a0' + rs(B64U, 150)
    rt = '1//0' + rs(AN, 1) + rs(B64U, 98)
    snip = ('{\n  "access_token": "%s",\n  "expires_in": 3599,\n  "refresh_token": "%s",\n  "scope": "https://www.googleapis.com/auth/drive.readonly",\n  "token_type": "Bearer"\n}'
            % (at, rt))
    mc = T(L, 'The Drive sync kept asking for consent. Token response the user captured while debugging:\n%s' % snip,
           'Drive 동기화가 계속 동의 화면을 띄움. 사용자가 디버깅하면서 캡처한 토큰 응답:\n%s' % snip)
    le = T(L, 'Google only returns a refresh token on the first consent unless prompt=consent is set.', 'prompt=consent 안 주면 refresh token은 첫 동의 때만 나옴.')
    return mk('OAuth token response JSON (access + refresh) [Google OAuth]', mc, le, '', [at, rt])


@stpl(1)
def s_gcloud_adc(L):
    cs = 'GOCSPX-' + rs(B64U, 28)
    rt = '1//0' + rs(AN, 1) + rs(B64U, 98)
    snip = ('{\n  "client_id": "%s-%s.apps.googleusercontent.com",\n  "client_secret": "%s",\n  "refresh_token": "%s",\n  "type": "authorized_user"\n}'
            % (digits(12), rs(ALO, 32), cs, rt))
    mc = T(L, 'Local runs hit the prod project; I did not know ADC was picked up from ~/.config/gcloud/application_default_credentials.json:\n%s' % snip,
           '로컬 실행이 prod 프로젝트로 붙음. ~/.config/gcloud/application_default_credentials.json의 ADC를 읽는 줄 몰랐음:\n%s' % snip)
    return mk('gcloud ADC authorized_user JSON [Google Cloud]', mc, T(L, 'Set GOOGLE_CLOUD_PROJECT explicitly for local runs.', '로컬 실행 시 GOOGLE_CLOUD_PROJECT를 명시할 것.'), '', [cs, rt])


@stpl(1)
def s_jupyter(L):
    tok = hexs(48)
    url = 'http://127.0.0.1:8888/lab?token=%s' % tok
    mc = T(L, 'The remote notebook server on the GPU box; the user forwarded the port and shared the link:\n%s' % url,
           'GPU 서버의 원격 노트북 서버. 사용자가 포트포워딩하고 링크를 공유함:\n%s' % url)
    return mk('Jupyter server token URL', mc, T(L, 'Anyone with the token can run code as the notebook user.', '토큰 있으면 누구나 노트북 유저 권한으로 코드 실행 가능.'), '', [tok])


@stpl(2)
def s_stacktrace(L):
    pw = pw_any(L)
    enc = pct(pw)
    kind = pick(['sqlalchemy', 'java', 'node'])
    host = pick(HOSTS)
    if kind == 'sqlalchemy':
        snip = ('Traceback (most recent call last):\n  File "/app/db.py", line 12, in <module>\n    engine = create_engine(DATABASE_URL)\n'
                'sqlalchemy.exc.ArgumentError: Could not parse SQLAlchemy URL from string \'postgresql+psycopg://app:%s@%s:5432 /app\'' % (enc, host))
    elif kind == 'java':
        snip = ('org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection\n'
                'Caused by: java.sql.SQLException: Cannot create PoolableConnectionFactory (url=jdbc:mysql://%s:3306/app?user=app&password=%s)\n'
                '\tat org.apache.commons.dbcp2.BasicDataSource.createPoolableConnectionFactory(BasicDataSource.java:%d)' % (host, enc, rint(600, 700)))
    else:
        snip = ("Error: getaddrinfo ENOTFOUND db-prod\n    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:%d:%d)\n"
                "  connectionString: 'postgres://app:%s@db-prod:5432/app'" % (rint(100, 130), rint(10, 30), enc))
    mc = T(L, 'Service failed to boot after the config refactor. Stack trace from the pod:\n%s' % snip,
           '설정 리팩터링 후 서비스 기동 실패. 파드의 스택 트레이스:\n%s' % snip)
    le = T(L, 'Error messages that echo the connection URL leak the password into logs.', '연결 URL을 그대로 찍는 에러 메시지 때문에 비번이 로그에 남음.')
    return mk('stack trace leaking connection URL (%s)' % kind, mc, le, '', [enc])


@stpl(1)
def s_diff_removed(L):
    pw = pw_any(L)
    while '"' in pw:
        pw = pw_strong()
    path = pick(['config/database.yml', 'src/main/resources/application.yml', 'settings/base.py'])
    snip = ('--- a/%s\n+++ b/%s\n@@ -%d,3 +%d,3 @@\n   username: app\n-  password: "%s"\n+  password: ${DB_PASSWORD}' % (path, path, rint(5, 40), rint(5, 40), pw))
    mc = T(L, 'My PR moved the DB password to an env var; the reviewer pointed out the old value is still in history:\n%s' % snip,
           '내 PR에서 DB 비번을 env 변수로 옮겼는데, 리뷰어가 예전 값이 히스토리에 남아있다고 지적함:\n%s' % snip)
    le = T(L, 'Removing a secret in a new commit does not remove it from git history; rotate it.', '새 커밋으로 지워도 git 히스토리에는 남음. 값을 교체해야 함.')
    return mk('diff: removed hardcoded password still in - line', mc, le, T(L, 'Who can rotate the DB password?', 'DB 비번 교체는 누가 할 수 있는지?'), [pw])


@stpl(1)
def s_table_creds(L):
    rows = []
    secrets = []
    for env in sample(['dev', 'qa', 'stage', 'prod'], rint(2, 3)):
        pw = pw_any(L)
        while '|' in pw or '`' in pw:
            pw = pw_strong()
        rows.append('| %s | %s | %s | `%s` |' % (env, pick(HOSTS), pick(USERS), pw))
        secrets.append(pw)
    snip = '| env | host | user | password |\n|---|---|---|---|\n' + '\n'.join(rows)
    mc = T(L, 'Onboarding doc in the wiki lists the DB accounts per environment:\n%s' % snip, '위키 온보딩 문서에 환경별 DB 계정이 정리되어 있음:\n%s' % snip)
    return mk('markdown table of DB passwords', mc, T(L, 'This table should be replaced by vault paths.', '이 표는 vault 경로로 바꿔야 함.'), '', secrets)


@stpl(2)
def s_chat_pw(L):
    pw = pw_any(L)
    who = pick(['ops', 'the team lead', 'a teammate', 'the user'])
    whok = {'ops': '운영팀이', 'the team lead': '팀장님이', 'a teammate': '동료가', 'the user': '사용자가'}[who]
    thing = pick([('VPN', 'VPN'), ('the staging bastion', '스테이징 bastion'), ('the shared Figma account', '공용 Figma 계정'),
                  ('the test merchant dashboard', '테스트 가맹점 대시보드'), ('the printer admin page', '프린터 관리 페이지')])
    mc = T(L, '%s wrote in the channel: "pw for %s is %s, don\'t share it outside the team"' % (who.capitalize(), thing[0], pw),
           '%s 채널에 씀: "%s 비번 %s 이에요, 팀 밖으로 공유하지 마세요"' % (whok, thing[1], pw))
    le = pick([T(L, 'Credentials shared in chat end up in search; ask for vault access instead.', '채팅에 올린 인증정보는 검색에 남음. 볼트 권한을 요청할 것.'), ''])
    ask = T(L, 'Is there an SSO option for %s?' % thing[0], '%s에 SSO 옵션이 있는지?' % thing[1])
    return mk('chat: password shared in channel', mc, le, ask, [pw])


@stpl(1)
def s_code_server(L):
    pw = rs(AN, 24)
    snip = 'bind-addr: 0.0.0.0:8443\nauth: password\npassword: %s\ncert: false' % pw
    mc = T(L, 'The browser IDE on the build box is exposed on 8443. ~/.config/code-server/config.yaml:\n%s' % snip,
           '빌드 서버의 브라우저 IDE가 8443으로 열려 있음. ~/.config/code-server/config.yaml:\n%s' % snip)
    return mk('code-server config password', mc, T(L, 'Put it behind the SSO proxy and bind to localhost.', 'SSO 프록시 뒤에 두고 localhost에만 바인딩할 것.'), '', [pw])


# ---------------------------------------------------------------- package manager / tool dotfiles
@stpl(2)
def s_npmrc(L):
    npm = 'npm_' + rs(AN, 36)
    gh = 'ghp_' + rs(AN, 36)
    lines = ['//registry.npmjs.org/:_authToken=%s' % npm]
    secrets = [npm]
    if chance(.5):
        lines += ['@%s:registry=https://npm.pkg.github.com' % pick(COMPANIES), '//npm.pkg.github.com/:_authToken=%s' % gh]
        secrets.append(gh)
    if chance(.3):
        lines = ['npmAuthToken: "%s"' % npm]
        secrets = [npm]
        path = '.yarnrc.yml'
    else:
        path = '.npmrc'
    snip = '\n'.join(lines)
    mc = T(L, '`npm publish` failed with E401 in the release job; the maintainer\'s local %s works:\n%s' % (path, snip),
           '릴리즈 잡에서 `npm publish`가 E401. 메인테이너 로컬의 %s 파일은 동작함:\n%s' % (path, snip))
    le = T(L, 'Granular tokens need the package explicitly selected; automation tokens bypass 2FA.', 'Granular 토큰은 패키지를 명시적으로 선택해야 함. automation 토큰은 2FA 우회.')
    return mk('dotfile: %s auth token [npm]' % path, mc, le, '', secrets)


@stpl(1)
def s_pypirc(L):
    tok = 'pypi-AgEIcHlwaS5vcmc' + rs(B64U, rint(130, 160))
    snip = '[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s' % tok
    mc = T(L, 'twine upload worked on the maintainer machine only. Their ~/.pypirc:\n%s' % snip, 'twine upload이 메인테이너 PC에서만 됨. 그 사람의 ~/.pypirc:\n%s' % snip)
    return mk('dotfile: ~/.pypirc [PyPI]', mc, T(L, 'Use trusted publishing from CI instead of long-lived tokens.', '장기 토큰 대신 CI trusted publishing 쓸 것.'), '', [tok])


@stpl(1)
def s_maven_settings(L):
    pw = pw_any(L)
    while '<' in pw or '&' in pw:
        pw = pw_strong()
    snip = '<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>deploy</username>\n    <password>%s</password>\n  </server>\n</servers>' % pw
    mc = T(L, 'mvn deploy returned 401 from Nexus. ~/.m2/settings.xml on the old Jenkins agent:\n%s' % snip,
           'mvn deploy가 Nexus에서 401. 예전 Jenkins 에이전트의 ~/.m2/settings.xml:\n%s' % snip)
    return mk('Maven settings.xml server password', mc, T(L, 'The <id> must match distributionManagement in the pom.', '<id>가 pom의 distributionManagement와 일치해야 함.'), '', [pw])


@stpl(1)
def s_nuget_config(L):
    pat = rs(B32L, 52)
    snip = ('<packageSourceCredentials>\n  <%s>\n    <add key="Username" value="az" />\n    <add key="ClearTextPassword" value="%s" />\n  </%s>\n</packageSourceCredentials>'
            % (pick(COMPANIES) + '-feed', pat, pick(COMPANIES) + '-feed'))
    mc = T(L, 'dotnet restore failed with 401 for the private feed. NuGet.Config from a dev machine:\n%s' % snip,
           '프라이빗 피드 dotnet restore가 401. 개발 PC의 NuGet.Config:\n%s' % snip)
    return mk('NuGet.Config ClearTextPassword [Azure DevOps]', mc, '', T(L, 'Should CI use the Azure Artifacts credential provider?', 'CI에서 Azure Artifacts credential provider를 써야 하는지?'), [pat])


@stpl(1)
def s_composer_auth(L):
    gh = 'ghp_' + rs(AN, 36)
    pp = rs(AN, 40)
    snip = ('{\n  "github-oauth": {\n    "github.com": "%s"\n  },\n  "http-basic": {\n    "repo.packagist.com": {\n      "username": "token",\n      "password": "%s"\n    }\n  }\n}'
            % (gh, pp))
    mc = T(L, 'composer install hit the GitHub API rate limit and private packages failed. auth.json in the project root:\n%s' % snip,
           'composer install이 GitHub API rate limit에 걸리고 private 패키지도 실패. 프로젝트 루트의 auth.json:\n%s' % snip)
    return mk('composer auth.json [GitHub, Private Packagist]', mc, T(L, 'auth.json must be in .gitignore.', 'auth.json은 .gitignore에 있어야 함.'), '', [gh, pp])


@stpl(1)
def s_cargo_creds(L):
    tok = 'cio' + rs(AN, 32)
    snip = '# ~/.cargo/credentials.toml\n[registry]\ntoken = "%s"' % tok
    mc = T(L, 'cargo publish asked for a login on the release runner. Maintainer\'s file:\n%s' % snip, '릴리즈 러너에서 cargo publish가 로그인을 요구함. 메인테이너 파일:\n%s' % snip)
    return mk('cargo credentials.toml [crates.io]', mc, '', '', [tok])


@stpl(1)
def s_pip_index(L):
    tok = 'glpat-' + rs(B64U, 20)
    url = 'https://__token__:%s@gitlab.%s.com/api/v4/projects/%d/packages/pypi/simple' % (tok, pick(COMPANIES), rint(10, 999))
    snip = pick(['[global]\nindex-url = %s' % url, '--extra-index-url %s' % url, 'PIP_EXTRA_INDEX_URL=%s' % url])
    mc = T(L, 'pip install of the internal SDK failed in Docker builds. The working local pip config:\n%s' % snip,
           'Docker 빌드에서 사내 SDK pip 설치 실패. 로컬에서 동작하는 pip 설정:\n%s' % snip)
    return mk('pip index URL with token [GitLab]', mc, T(L, 'Use BuildKit secrets for the index URL so it is not baked into layers.', '인덱스 URL은 BuildKit secret으로 넘겨야 레이어에 안 남음.'), '', [tok])


@stpl(2)
def s_aws_credentials_file(L):
    a1, s1 = akia(), aws_secret()
    lines = ['[default]', 'aws_access_key_id = %s' % a1, 'aws_secret_access_key = %s' % s1]
    secrets = [a1, s1]
    if chance(.5):
        a2, s2 = akia(), aws_secret()
        lines += ['', '[%s]' % pick(['prod', 'billing', 'legacy']), 'aws_access_key_id = %s' % a2, 'aws_secret_access_key = %s' % s2, 'region = %s' % pick(REGIONS)]
        secrets += [a2, s2]
    snip = '\n'.join(lines)
    mc = T(L, 'Terraform picked up the wrong account. ~/.aws/credentials on the shared bastion:\n%s' % snip,
           'Terraform이 엉뚱한 계정을 잡음. 공용 bastion의 ~/.aws/credentials:\n%s' % snip)
    le = T(L, 'Static keys on a shared host are used by whoever logs in; switch to SSO profiles.', '공용 서버의 고정 키는 로그인한 누구나 씀. SSO 프로필로 바꿀 것.')
    return mk('~/.aws/credentials profiles [AWS]', mc, le, '', secrets)


@stpl(2)
def s_aws_split(L):
    a, s = akia(), aws_secret()
    mc = T(L, 'The S3 sync job uses a dedicated IAM user; its access key id is %s (from the IAM console).' % a,
           'S3 동기화 잡은 전용 IAM 유저를 씀. access key id는 %s (IAM 콘솔에서 확인).' % a)
    le = T(L, 'The matching secret access key was only in the old Jenkins credentials store: %s' % s,
           '짝이 되는 secret access key는 예전 Jenkins credentials에만 있었음: %s' % s)
    ask = T(L, 'Can this user be replaced by an instance role?', '이 유저를 인스턴스 롤로 대체할 수 있는지?')
    return mk('AWS key pair split across fields [AWS]', mc, le, ask, [a, s])


@stpl(1)
def s_rclone(L):
    kind = pick(['s3', 'b2', 'minio'])
    if kind == 'b2':
        a, s = '005' + hexs(22), 'K005' + rs(B64, 27)
        snip = '[b2]\ntype = b2\naccount = %s\nkey = %s' % (a, s)
    elif kind == 's3':
        a, s = akia(), aws_secret()
        snip = '[s3]\ntype = s3\nprovider = AWS\naccess_key_id = %s\nsecret_access_key = %s\nregion = %s' % (a, s, pick(REGIONS))
    else:
        a, s = rs(AUP, 20), rs(B64, 40)
        snip = '$ mc alias set local https://minio.%s.internal:9000 %s %s' % (pick(COMPANIES), a, s)
    mc = T(L, 'Offsite backup to %s stopped a week ago. The config on the backup host:\n%s' % (kind, snip),
           '%s로 가는 오프사이트 백업이 일주일 전부터 멈춤. 백업 서버의 설정:\n%s' % (kind, snip))
    return mk('rclone/mc remote config (%s)' % kind, mc, T(L, 'Key was disabled during the quarterly access review.', '분기별 권한 점검 때 키가 비활성화됨.'), '', [a, s])


@stpl(1)
def s_gh_hosts(L):
    tok = 'gho_' + rs(AN, 36)
    snip = 'github.com:\n    user: %s\n    oauth_token: %s\n    git_protocol: https' % (pick(USERS), tok)
    mc = T(L, 'gh CLI in the dev container acted as the wrong user. ~/.config/gh/hosts.yml baked into the image:\n%s' % snip,
           'dev 컨테이너에서 gh CLI가 다른 사람 계정으로 동작함. 이미지에 들어간 ~/.config/gh/hosts.yml:\n%s' % snip)
    return mk('gh CLI hosts.yml oauth_token [GitHub]', mc, T(L, 'Never bake CLI auth files into images.', 'CLI 인증 파일을 이미지에 넣지 말 것.'), '', [tok])


@stpl(1)
def s_terraformrc(L):
    tok = rs(AN, 14) + '.atlasv1.' + rs(AN, 67)
    snip = 'credentials "app.terraform.io" {\n  token = "%s"\n}' % tok
    mc = T(L, 'terraform init failed to reach the remote backend on the new runner. ~/.terraformrc from the old one:\n%s' % snip,
           '새 러너에서 terraform init이 remote backend에 못 붙음. 예전 러너의 ~/.terraformrc:\n%s' % snip)
    return mk('~/.terraformrc credentials block [Terraform Cloud]', mc, '', '', [tok])


@stpl(1)
def s_git_credentials(L):
    tok = pick(['ghp_' + rs(AN, 36), 'glpat-' + rs(B64U, 20)])
    line = 'https://%s:%s@%s' % (pick(USERS), tok, 'github.com' if tok.startswith('ghp') else 'gitlab.com')
    mc = T(L, 'git pushes from the shared VM are attributed to a former employee. ~/.git-credentials:\n%s' % line,
           '공용 VM에서 push하면 퇴사자 이름으로 올라감. ~/.git-credentials:\n%s' % line)
    return mk('~/.git-credentials line', mc, T(L, 'credential.helper=store writes tokens in plain text.', 'credential.helper=store는 토큰을 평문으로 저장함.'), '', [tok])


@stpl(1)
def s_neon_supabase_url(L):
    if chance(.5):
        pw = 'npg_' + rs(AN, 12)
        url = 'postgresql://neondb_owner:%s@ep-%s-%s-%s.ap-southeast-1.aws.neon.tech/neondb?sslmode=require' % (pw, pick(['cool', 'calm', 'wild']), pick(['darkness', 'river', 'sun']), rs(ALO + DG, 8))
        v = 'Neon'
    else:
        pw = pw_strong()
        pw_e = pct(pw)
        url = 'postgresql://postgres.%s:%s@aws-0-ap-northeast-2.pooler.supabase.com:6543/postgres' % (rs(LO, 20), pw_e)
        pw = pw_e
        v = 'Supabase'
    mc = T(L, 'Prisma migrate hung against the pooled connection. DATABASE_URL in Vercel env:\n%s' % url, 'Prisma migrate가 pooled 연결에서 멈춤. Vercel env의 DATABASE_URL:\n%s' % url)
    return mk('DATABASE_URL with password [%s]' % v, mc, T(L, 'Migrations need the direct (non-pooled) URL.', '마이그레이션은 pooler 말고 direct URL을 써야 함.'), '', [pw])


@stpl(1)
def s_mongo_shell(L):
    pw = pw_any(L)
    enc = pct(pw)
    cmd = pick(['$ mongosh "mongodb://admin:%s@%s:27017/?authSource=admin"' % (enc, ip_private()),
                "$ sqlcmd -S %s -U sa -P '%s' -Q 'SELECT @@VERSION'" % (ip_private(), pw.replace("'", '')),
                "$ influx -host %s -username admin -password '%s'" % (ip_private(), pw.replace("'", '')),
                "$ rabbitmqctl add_user monitor '%s'" % pw.replace("'", '')])
    secret = enc if 'mongosh' in cmd else pw.replace("'", '')
    if len(secret) < 8:
        secret = pw_strong()
        cmd = "$ rabbitmqctl add_user monitor '%s'" % secret
    mc = T(L, 'Needed shell access to the datastore to check replication; the runbook says:\n%s' % cmd, '복제 상태 확인하려고 데이터스토어 셸 접속이 필요했음. 런북 내용:\n%s' % cmd)
    return mk('shell: datastore CLI with password', mc, '', '', [secret])


@stpl(2)
def s_http_req_multi(L):
    tok = jwt({'alg': 'RS256', 'typ': 'JWT', 'kid': hexs(8)}, {'sub': uuid4(), 'scope': 'orders:write', 'exp': rint(1760000000, 1790000000)}, 342)
    sess = rs(ALO + DG, 32)
    host = 'api.%s.com' % pick(COMPANIES)
    snip = ('POST /v1/orders/%d/refund HTTP/1.1\nHost: %s\nAuthorization: Bearer %s\nCookie: sid=%s; lang=ko\nX-Request-Id: %s\nContent-Type: application/json\n\n{"amount": %d, "reason": "duplicate"}'
            % (rint(100000, 999999), host, tok, sess, uuid4(), rint(1000, 90000)))
    mc = T(L, 'Refunds failed with 409 only from the admin app. Request captured in the proxy:\n%s' % snip,
           '어드민 앱에서만 환불이 409로 실패. 프록시에서 캡처한 요청:\n%s' % snip)
    le = T(L, 'X-Request-Id is reused by the admin app, so the idempotency check rejects the retry.', '어드민 앱이 X-Request-Id를 재사용해서 멱등성 체크가 재시도를 거절함.')
    return mk('raw HTTP request: bearer JWT + session cookie', mc, le, '', [tok, sess])



# ================================================================ clean templates
CLEAN_TEMPLATES = []   # (f, weight, group) group in 'risky' | 'publishable' | 'plain'


def ctpl(weight=1, group='risky'):
    def deco(f):
        CLEAN_TEMPLATES.append((f, weight, group))
        return f
    return deco


COMMIT_MSGS = ['fix: handle empty cart in checkout', 'feat(api): add pagination to /orders', 'chore: bump axios to 1.7.4',
               'refactor: extract PaymentGateway interface', 'fix(auth): refresh token race', 'test: stabilize flaky e2e login',
               'perf: cache exchange rates for 5m', 'revert "feat: new pricing table"', 'docs: update runbook for failover',
               'fix: KST/UTC mismatch in settlement batch', 'feat: 카카오 로그인 추가', 'fix: 주문 취소 시 재고 복구 누락']


@ctpl(3)
def c_git_log(L):
    n = rint(4, 8)
    lines = ['%s %s' % (hexs(pick([7, 8, 10])), pick(COMMIT_MSGS)) for _ in range(n)]
    bad = lines[rint(0, n - 1)].split()[0]
    snip = '$ git log --oneline -%d\n%s' % (n, '\n'.join(lines))
    mc = T(L, 'Did not know when the regression landed. Recent history on main:\n%s' % snip, '회귀가 언제 들어왔는지 몰랐음. main 최근 히스토리:\n%s' % snip)
    le = T(L, 'git bisect pointed at %s; the full SHA is %s.' % (bad, bad + hexs(40 - len(bad))), 'git bisect 결과 원인 커밋은 %s. 전체 SHA: %s.' % (bad, bad + hexs(40 - len(bad))))
    ask = T(L, 'Should hotfixes be cherry-picked onto the release branch or merged from main?', '핫픽스는 release 브랜치에 cherry-pick 하는지 main에서 merge 하는지?')
    return mk('clean: git log short/full SHAs', mc, le, ask)


@ctpl(3)
def c_docker_digest(L):
    img = '%s/%s' % (pick(['ghcr.io/' + pick(COMPANIES), '%s.dkr.ecr.%s.amazonaws.com' % (aws_acct(), pick(REGIONS)), 'docker.io/library']), pick(SVCS + ['nginx', 'redis']))
    d1, d2 = hexs(64), hexs(64)
    snip = ('$ docker inspect --format "{{index .RepoDigests 0}}" %s:latest\n%s@sha256:%s\n$ docker pull %s@sha256:%s\nStatus: Downloaded newer image'
            % (img, img, d1, img, d2))
    mc = T(L, 'Staging and prod ran different images under the same tag. Digests:\n%s' % snip, '같은 태그인데 스테이징과 prod 이미지가 달랐음. 다이제스트:\n%s' % snip)
    le = T(L, 'Pin deployments to the digest, not the tag.', '배포는 태그 말고 digest로 고정할 것.')
    return mk('clean: docker image digests', mc, le, '')


@ctpl(3)
def c_lockfile(L):
    kind = pick(['npm', 'go', 'pip', 'cargo', 'yarn'])
    if kind == 'npm':
        snip = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s=="\n}' % (
            'lodash', 4, 17, 21, 'lodash', 'lodash', 4, 17, 21, b64e(rbytes(64))[:-2])
    elif kind == 'go':
        snip = 'github.com/jackc/pgx/v5 v5.%d.%d h1:%s=\ngithub.com/jackc/pgx/v5 v5.%d.%d/go.mod h1:%s=' % (
            rint(4, 7), rint(0, 9), b64e(rbytes(32))[:-1], rint(4, 7), rint(0, 9), b64e(rbytes(32))[:-1])
    elif kind == 'pip':
        snip = 'requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s' % (hexs(64), hexs(64))
    elif kind == 'cargo':
        snip = '[[package]]\nname = "serde"\nversion = "1.0.%d"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % (rint(150, 210), hexs(64))
    else:
        snip = '"@types/node@^20":\n  version "20.%d.%d"\n  resolved "https://registry.yarnpkg.com/@types/node/-/node-20.%d.%d.tgz#%s"\n  integrity sha512-%s==' % (
            rint(1, 14), rint(0, 9), rint(1, 14), rint(0, 9), hexs(40), b64e(rbytes(64))[:-2])
    mc = T(L, 'CI failed with an integrity/checksum mismatch after my rebase. The conflicting lockfile entry:\n%s' % snip,
           '리베이스 후 CI가 integrity/checksum 불일치로 실패. 충돌난 lockfile 항목:\n%s' % snip)
    le = T(L, 'Regenerate the lockfile instead of hand-merging hash lines.', '해시 줄은 손으로 merge 하지 말고 lockfile을 다시 생성할 것.')
    return mk('clean: lockfile integrity hashes (%s)' % kind, mc, le, '')


@ctpl(3)
def c_request_ids(L):
    tid, sid = hexs(32), hexs(16)
    snip = pick([
        '%s ERROR [%s] upstream timeout request_id=%s trace_id=%s span_id=%s' % (ts_log(), pick(SVCS), uuid4(), tid, sid),
        'HTTP/1.1 502 Bad Gateway\nx-amz-request-id: %s\nx-amz-id-2: %s\ncf-ray: %s-ICN' % (rs(AUP, 16), rs(B64, 76), hexs(16)),
        'traceparent: 00-%s-%s-01\nx-request-id: %s' % (tid, sid, uuid4()),
        '{"level":"error","msg":"payment declined","requestId":"%s","correlationId":"%s","ts":"%sZ"}' % (uuid4(), uuid4(), ts_iso()),
    ])
    mc = T(L, 'Support escalated a failed checkout; all I had were the IDs from the logs:\n%s' % snip, 'CS에서 결제 실패 건을 에스컬레이션함. 로그에 있던 ID들:\n%s' % snip)
    le = T(L, 'Search by trace id in Tempo first; the request id is only indexed for 7 days.', 'Tempo에서 trace id로 먼저 찾을 것. request id는 7일만 인덱싱됨.')
    ask = T(L, 'Which log index keeps gateway logs longer than a week?', '게이트웨이 로그를 1주일 넘게 보관하는 인덱스가 어디인지?')
    return mk('clean: request/trace/span IDs', mc, le, ask)


@ctpl(3)
def c_ssh_pubkey(L):
    k = pick([ssh_ed25519_pub, ssh_rsa_pub])()
    who = '%s@%s' % (pick(USERS), pick(['laptop', 'macbook', 'ci', 'build-01']))
    fp = ssh_fp()
    mc = T(L, 'The new contractor could not SSH into the bastion. Their public key, to be added to authorized_keys:\n%s %s' % (k, who),
           '신규 외주 인력이 bastion SSH 접속이 안 됨. authorized_keys에 추가할 공개키:\n%s %s' % (k, who))
    le = T(L, 'Fingerprint to verify with them out of band: %s' % fp, '별도 채널로 확인할 fingerprint: %s' % fp)
    ask = T(L, 'Do contractors get bastion access via the IdP group or manual keys?', '외주 인력 bastion 권한은 IdP 그룹으로 주는지 수동 키로 주는지?')
    return mk('clean: SSH public key + fingerprint', mc, le, ask)


@ctpl(2)
def c_known_hosts(L):
    h = pick(['github.com', 'gitlab.%s.com' % pick(COMPANIES), 'bastion.%s.io' % pick(COMPANIES)])
    snip = '$ ssh-keyscan -t ed25519 %s\n# %s:22 SSH-2.0-OpenSSH_9.6\n%s %s\n$ ssh-keygen -lf <(ssh-keyscan %s 2>/dev/null)\n256 %s %s (ED25519)' % (
        h, h, h, ssh_ed25519_pub(), h, ssh_fp(), h)
    mc = T(L, 'CI failed with "Host key verification failed" after the Git server was rebuilt. New host key:\n%s' % snip,
           'Git 서버 재구축 후 CI가 "Host key verification failed". 새 호스트 키:\n%s' % snip)
    return mk('clean: ssh-keyscan host key + fingerprint', mc, T(L, 'Update known_hosts in the runner image, do not disable StrictHostKeyChecking.', '러너 이미지의 known_hosts를 갱신할 것. StrictHostKeyChecking 끄지 말 것.'), '')


@ctpl(2)
def c_gpg(L):
    fp = rs(HXU, 40)
    snip = ('$ gpg --list-keys --keyid-format long\npub   ed25519/%s 2024-0%d-1%d [SC]\n      %s\nuid   [ultimate] Release Bot <release@%s.com>\nsub   cv25519/%s 2024-0%d-1%d [E]'
            % (fp[-16:], rint(1, 9), rint(0, 9), fp, pick(COMPANIES), rs(HXU, 16), rint(1, 9), rint(0, 9)))
    mc = T(L, 'Signed tags were shown as "Unverified" on GitHub. The release bot key:\n%s' % snip, 'GitHub에서 서명된 태그가 "Unverified"로 표시됨. 릴리즈 봇 키:\n%s' % snip)
    le = T(L, 'git config user.signingkey must be the long key id %s, and the uid e-mail must be verified on the account.' % fp[-16:],
           'git config user.signingkey에 긴 key id(%s)를 넣고, uid 이메일이 계정에서 인증되어 있어야 함.' % fp[-16:])
    return mk('clean: GPG public key listing / fingerprint', mc, le, '')


@ctpl(2)
def c_sops(L):
    age = 'age1' + rs('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)
    enc = 'ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]' % (b64e(rbytes(rint(12, 30))), b64e(rbytes(32)), b64e(rbytes(16)))
    snip = ('# .sops.yaml\ncreation_rules:\n  - path_regex: secrets/%s/.*\\.yaml\n    age: %s\n# secrets/%s/app.yaml\ndb_password: %s'
            % (pick(ENVS), age, pick(ENVS), enc))
    mc = T(L, 'Did not know the secrets in the repo are SOPS-encrypted with age; decryption failed for me:\n%s' % snip,
           '레포의 시크릿이 age로 SOPS 암호화된 줄 몰랐음. 내 환경에선 복호화 실패:\n%s' % snip)
    le = T(L, 'Only the age public recipient and ciphertext are committed; the private age key is on the deploy host.',
           '커밋되는 건 age 공개 recipient와 암호문뿐. age 개인키는 배포 서버에만 있음.')
    ask = T(L, 'Can my age public key be added as a recipient?', '내 age 공개키를 recipient로 추가해줄 수 있는지?')
    return mk('clean: SOPS ciphertext + age recipient', mc, le, ask)


@ctpl(2)
def c_sealed_secret(L):
    snip = ('apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-env\n  namespace: %s\nspec:\n  encryptedData:\n    DB_PASSWORD: AgB%s'
            % (pick(SVCS), pick(ENVS), rs(B64, rint(300, 420))))
    mc = T(L, 'I tried to edit the DB password directly in the manifest; it is a SealedSecret, so only the controller can decrypt it:\n%s' % snip,
           '매니페스트에서 DB 비번을 직접 고치려 했는데 SealedSecret이라 컨트롤러만 복호화 가능:\n%s' % snip)
    le = T(L, 'Re-seal with kubeseal --cert from the cluster; the ciphertext is namespace-scoped.', 'kubeseal --cert로 다시 seal 해야 함. 암호문은 네임스페이스 단위로 묶임.')
    return mk('clean: SealedSecret encryptedData ciphertext', mc, le, '')


@ctpl(1)
def c_ansible_vault(L):
    body = '\n'.join(hexs(80) for _ in range(rint(3, 5)))
    snip = '$ cat group_vars/%s/vault.yml\n$ANSIBLE_VAULT;1.1;AES256\n%s' % (pick(ENVS), body)
    mc = T(L, 'The playbook failed with "Attempting to decrypt but no vault secrets found". The vaulted file:\n%s' % snip,
           '플레이북이 "Attempting to decrypt but no vault secrets found"로 실패. vault 파일:\n%s' % snip)
    return mk('clean: ansible-vault ciphertext', mc, T(L, 'Pass --vault-password-file from the CI secret mount.', 'CI 시크릿 마운트에서 --vault-password-file로 넘길 것.'), '')


@ctpl(2)
def c_wireguard_pub(L):
    snip = ('[Peer]\n# %s\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32\nEndpoint = %s:51820\n\n# private key stays in /etc/wireguard/private.key (mode 600)'
            % (pick(USERS), b64e(rbytes(32)), rint(2, 250), ip_private()))
    mc = T(L, 'Adding a new peer to the office gateway; only the public half goes into wg0.conf on the server:\n%s' % snip,
           '사무실 게이트웨이에 새 피어 추가. 서버 wg0.conf에는 공개키만 들어감:\n%s' % snip)
    return mk('clean: WireGuard peer public key', mc, T(L, 'wg syncconf avoids dropping existing sessions.', 'wg syncconf 쓰면 기존 세션이 안 끊김.'), '')


@ctpl(3)
def c_cert_pem(L):
    lines = pem_lines_from_der(bytes.fromhex('3082') + rbytes(rint(300, 420)))
    kind = pick(['CERTIFICATE', 'PUBLIC KEY'])
    if kind == 'PUBLIC KEY':
        lines = pem_lines_from_der(bytes.fromhex('30820122300d06092a864886f70d01010105000382010f003082010a0282010100') + rbytes(256) + bytes.fromhex('0203010001'))
    block = '-----BEGIN %s-----\n%s\n-----END %s-----' % (kind, '\n'.join(lines), kind)
    fp = colon_hex(32)
    mc = T(L, 'The partner asked us to pin their %s for webhook verification. They sent:\n%s' % ('certificate' if kind == 'CERTIFICATE' else 'public key', block),
           '파트너사가 웹훅 검증용으로 %s를 고정해달라고 보내옴:\n%s' % ('인증서' if kind == 'CERTIFICATE' else '공개키', block))
    le = T(L, 'SHA256 fingerprint: %s' % fp, 'SHA256 fingerprint: %s' % fp)
    return mk('clean: PEM %s block' % kind.lower(), mc, le, '')


@ctpl(2)
def c_jwks(L):
    kid = rs(B64U, 22)
    snip = '{"keys":[{"kty":"RSA","use":"sig","alg":"RS256","kid":"%s","n":"%s","e":"AQAB"}]}' % (kid, rs(B64U, 342))
    mc = T(L, 'Token validation failed after the IdP rotated keys; our cache still had the old kid. Current JWKS:\n%s' % snip,
           'IdP 키 로테이션 후 토큰 검증 실패. 캐시에 예전 kid가 남아 있었음. 현재 JWKS:\n%s' % snip)
    return mk('clean: JWKS public key', mc, T(L, 'Refetch JWKS on unknown kid instead of caching for 24h.', '모르는 kid가 오면 JWKS를 다시 받아올 것. 24시간 캐시 금지.'), '')


@ctpl(2)
def c_sts_identity(L):
    acct = aws_acct()
    snip = '$ aws sts get-caller-identity\n{\n    "UserId": "AROA%s:%s",\n    "Account": "%s",\n    "Arn": "arn:aws:sts::%s:assumed-role/%s/%s"\n}' % (
        rs(AUP, 17), pick(USERS), acct, acct, pick(['AdministratorAccess', 'ReadOnly', 'DeployRole']), pick(USERS))
    mc = T(L, 'Was not sure which AWS account my session was in before running terraform:\n%s' % snip,
           'terraform 돌리기 전에 어느 AWS 계정 세션인지 확실하지 않았음:\n%s' % snip)
    return mk('clean: aws sts get-caller-identity output [AWS]', mc, T(L, 'Always check the account id before apply.', 'apply 전에 항상 account id 확인할 것.'), '')


@ctpl(2)
def c_aws_example(L):
    snip = pick([
        '@mock_aws\ndef test_upload():\n    os.environ["AWS_ACCESS_KEY_ID"] = "AKIAIOSFODNN7EXAMPLE"\n    os.environ["AWS_SECRET_ACCESS_KEY"] = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"',
        'aws configure (docs example)\nAWS Access Key ID [None]: AKIAIOSFODNN7EXAMPLE\nAWS Secret Access Key [None]: wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nDefault region name [None]: us-west-2',
        'Authorization: AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-date, Signature=%s' % hexs(64),
    ])
    mc = T(L, 'The moto-based tests failed because real credentials were expected. The fixtures use the AWS documentation example keys:\n%s' % snip,
           'moto 테스트가 실제 인증정보를 기대해서 실패. 픽스처는 AWS 문서 예시 키를 씀:\n%s' % snip)
    return mk('clean: AWS documentation example keys (EXAMPLE)', mc, T(L, 'Set AWS_DEFAULT_REGION too, or botocore raises NoRegionError.', 'AWS_DEFAULT_REGION도 설정해야 함. 아니면 NoRegionError.'), '')


@ctpl(3)
def c_describe_secret(L):
    keys = sample(['password', 'username', 'api-token', 'tls.crt', 'tls.key', 'DATABASE_URL', 'SENTRY_AUTH_TOKEN', 'STRIPE_SECRET_KEY'], rint(2, 4))
    snip = '$ kubectl -n %s describe secret %s-env\nName:         %s-env\nType:         Opaque\n\nData\n====\n%s' % (
        pick(ENVS), pick(SVCS), pick(SVCS), '\n'.join('%s:  %d bytes' % (k, rint(8, 120)) for k in keys))
    mc = T(L, 'Needed to confirm the Secret has all expected keys without printing values:\n%s' % snip,
           '값은 출력하지 않고 Secret에 필요한 키가 다 있는지 확인해야 했음:\n%s' % snip)
    return mk('clean: kubectl describe secret (sizes only)', mc, T(L, 'describe shows sizes only; use it instead of get -o yaml.', 'describe는 크기만 보여줌. get -o yaml 대신 이걸 쓸 것.'), '')


@ctpl(2)
def c_external_secret(L):
    snip = ('apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  refreshInterval: 1h\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n'
            '  data:\n    - secretKey: STRIPE_SECRET_KEY\n      remoteRef:\n        key: %s/%s/stripe\n        property: secret_key' % (pick(SVCS), pick(ENVS), pick(SVCS)))
    mc = T(L, 'Could not find where the Stripe key for the pod comes from; it is synced by External Secrets:\n%s' % snip,
           '파드의 Stripe 키가 어디서 오는지 못 찾았는데 External Secrets로 동기화되고 있었음:\n%s' % snip)
    return mk('clean: ExternalSecret remoteRef', mc, T(L, 'Changes in Secrets Manager appear after refreshInterval.', 'Secrets Manager 변경은 refreshInterval 이후 반영됨.'), '')


@ctpl(2)
def c_terraform_sensitive(L):
    snip = ('  # aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n        id       = "db-%s"\n      ~ password = (sensitive value)\n        # (%d unchanged attributes hidden)\n    }\n\nOutputs:\ndb_endpoint = "%s"\nmaster_password = <sensitive>'
            % (rs(AUP, 26), rint(20, 60), pick(HOSTS)))
    mc = T(L, 'terraform plan wanted to change the DB password on every run:\n%s' % snip, 'terraform plan이 매번 DB 비번을 바꾸려고 함:\n%s' % snip)
    le = T(L, 'random_password was re-created because its keepers referenced a timestamp.', 'random_password의 keepers가 timestamp를 참조해서 매번 재생성됐던 것.')
    return mk('clean: terraform plan (sensitive value)', mc, le, '')


@ctpl(3)
def c_gha_masked(L):
    snip = ('Run ./scripts/deploy.sh\n  env:\n    AWS_REGION: %s\n    NPM_TOKEN: ***\n    SLACK_WEBHOOK_URL: ***\nUsing token: ***\n+ curl -fsS -H "Authorization: Bearer ***" https://api.%s.com/deploys\nError: Process completed with exit code 22.'
            % (pick(REGIONS), pick(COMPANIES)))
    mc = T(L, 'Deploy workflow failed; the log only shows masked values:\n%s' % snip, '배포 워크플로 실패. 로그엔 마스킹된 값만 보임:\n%s' % snip)
    le = T(L, 'Exit code 22 is curl -f on an HTTP 4xx; the token itself was fine.', 'exit code 22는 curl -f가 4xx를 받은 것. 토큰 문제는 아니었음.')
    ask = T(L, 'Who can add `${{ secrets.DEPLOY_API_TOKEN }}` to the environment protection rules?', '`${{ secrets.DEPLOY_API_TOKEN }}`을 environment 보호 규칙에 추가할 수 있는 사람이 누구인지?')
    return mk('clean: CI log with *** masked secrets', mc, le, ask)


@ctpl(2)
def c_gh_auth_status(L):
    snip = ('$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: \'gist\', \'read:org\', \'repo\', \'workflow\''
            % pick(USERS))
    mc = T(L, 'gh pr create failed with "resource not accessible". Auth status:\n%s' % snip, 'gh pr create가 "resource not accessible"로 실패. 인증 상태:\n%s' % snip)
    return mk('clean: gh auth status masked token', mc, T(L, 'The org requires SSO authorization for the token.', '조직이 토큰에 SSO 승인을 요구함.'), '')


@ctpl(3)
def c_pw_policy(L):
    n = pick([12, 14, 16])
    mc = T(L, 'Did not know the password policy for the new admin signup form. Product wants: minimum %d characters, no composition rules, block the top 100k breached passwords, lockout after %d failures for %d minutes.' % (n, pick([5, 10]), pick([15, 30])),
           '신규 어드민 가입 폼의 비밀번호 정책을 몰랐음. 기획 요구사항: 최소 %d자, 조합 규칙 없음, 유출 비번 상위 10만 개 차단, %d회 실패 시 %d분 잠금.' % (n, pick([5, 10]), pick([15, 30])))
    le = T(L, 'NIST 800-63B discourages forced rotation and composition rules; store with argon2id (m=19456, t=2, p=1) or bcrypt cost 12.',
           'NIST 800-63B는 강제 주기 변경과 조합 규칙을 권장하지 않음. 저장은 argon2id(m=19456, t=2, p=1) 또는 bcrypt cost 12.')
    ask = T(L, 'Should the breached-password check call HIBP (k-anonymity) or use a local list?', '유출 비번 체크를 HIBP(k-anonymity) API로 할지 로컬 목록으로 할지?')
    return mk('clean: password policy discussion', mc, le, ask)


@ctpl(3)
def c_port_flags(L):
    snip = pick([
        '$ docker run -d --name pg -p 5432:5432 -e POSTGRES_PASSWORD_FILE=/run/secrets/pg -v pgdata:/var/lib/postgresql/data postgres:16',
        '$ ssh -p 2222 -i ~/.ssh/id_ed25519 deploy@%s' % ip_private(),
        '$ mysql -h 127.0.0.1 -P 3307 -u root -p\nEnter password:',
        '$ psql -h localhost -p 5433 -U app -W app\nPassword for user app:',
        '$ scp -P 2222 build.tar.gz deploy@%s:/opt/releases/' % ip_private(),
        '$ redis-cli -p 6380 -n 2 INFO keyspace',
        '$ kubectl -n %s port-forward svc/%s 8080:80' % (pick(ENVS), pick(SVCS)),
        '$ ssh-keygen -p -f ~/.ssh/id_ed25519\nEnter old passphrase:',
    ])
    mc = T(L, 'Could not reach the local service; I was mixing up -p (port) and -P flags between tools:\n%s' % snip,
           '로컬 서비스 접속이 안 됐는데 도구마다 -p(포트)와 -P 플래그를 헷갈렸음:\n%s' % snip)
    le = T(L, 'mysql: -P is port and -p prompts for the password; scp uses -P for port while ssh uses -p.', 'mysql은 -P가 포트, -p는 비번 프롬프트. scp는 -P가 포트, ssh는 -p가 포트.')
    return mk('clean: -p/-P flags (ports, prompts)', mc, le, '')


@ctpl(2)
def c_eth_tx(L):
    tx = '0x' + hexs(64)
    addr = '0x' + hexs(40)
    c2 = '0x' + hexs(40)
    mc = T(L, 'The mint transaction %s reverted on Sepolia; contract at %s, sender %s.' % (tx, c2, addr),
           'Sepolia에서 민팅 트랜잭션(%s)이 revert 됨. 컨트랙트 %s, 발신자 %s.' % (tx, c2, addr))
    le = T(L, 'Revert reason was "ERC721: token already minted"; the indexer replays events.', 'revert 사유는 "ERC721: token already minted". 인덱서가 이벤트를 재처리함.')
    return mk('clean: Ethereum tx hash + addresses', mc, le, T(L, 'Is the indexer idempotent on log index?', '인덱서가 log index 기준으로 멱등한지?'))


@ctpl(2)
def c_uuid_rows(L):
    rows = '\n'.join('%s | %s | %s | %s' % (uuid4(), pick(['PAID', 'CANCELLED', 'REFUNDED', 'PENDING']), rint(1000, 99000), ts_iso()) for _ in range(rint(3, 6)))
    snip = 'id                                   | status    | amount | created_at\n' + rows
    mc = T(L, 'Duplicate refunds were reported. Query result for the affected orders:\n%s' % snip, '중복 환불 신고가 들어옴. 해당 주문 조회 결과:\n%s' % snip)
    return mk('clean: UUID primary keys in query output', mc, T(L, 'Refund worker retried without an idempotency key.', '환불 워커가 idempotency key 없이 재시도했음.'), '')


@ctpl(2)
def c_cloud_ids(L):
    acct = aws_acct()
    kind = pick(['aws', 'gcp', 'azure'])
    if kind == 'aws':
        snip = ('arn:aws:kms:%s:%s:key/%s\narn:aws:iam::%s:role/%s-task-role\nCloudFront distribution: E%s\nS3 ETag: "%s"\nVersionId: %s'
                % (pick(REGIONS), acct, uuid4(), acct, pick(SVCS), rs(AUP, 13), hexs(32), rs(B64U, 32)))
    elif kind == 'gcp':
        proj = '%s-%s' % (pick(COMPANIES), pick(ENVS))
        snip = ('projects/%s/locations/asia-northeast3/keyRings/app/cryptoKeys/db\nservice account: %s@%s.iam.gserviceaccount.com\nproject number: %s'
                % (proj, pick(SVCS), proj, digits(12)))
    else:
        snip = ('/subscriptions/%s/resourceGroups/rg-%s-%s/providers/Microsoft.KeyVault/vaults/kv-%s\ntenantId: %s\nclientId (managed identity): %s'
                % (uuid4(), pick(SVCS), pick(ENVS), pick(COMPANIES), uuid4(), uuid4()))
    mc = T(L, 'Needed the exact resource identifiers to write the IAM policy:\n%s' % snip, 'IAM 정책 작성하려면 정확한 리소스 식별자가 필요했음:\n%s' % snip)
    return mk('clean: cloud resource IDs/ARNs (%s)' % kind, mc, T(L, 'Scope the policy to the key ARN, not kms:*.', '정책은 kms:* 말고 키 ARN으로 범위 제한할 것.'), '')


@ctpl(2)
def c_oauth_client_ids(L):
    gid = '%s-%s.apps.googleusercontent.com' % (digits(12), rs(ALO + DG, 32))
    snip = ('GOOGLE_CLIENT_ID=%s\nGOOGLE_CLIENT_SECRET=   # in %s\nredirect_uri=https://%s.com/auth/callback/google\nAZURE_AD_CLIENT_ID=%s\nAZURE_AD_TENANT_ID=%s'
            % (gid, pick(STORES), pick(COMPANIES), uuid4(), uuid4()))
    mc = T(L, 'Google login failed with redirect_uri_mismatch. Non-secret OAuth settings:\n%s' % snip, 'Google 로그인이 redirect_uri_mismatch로 실패. 시크릿 아닌 OAuth 설정:\n%s' % snip)
    return mk('clean: OAuth client IDs / tenant IDs', mc, T(L, 'Trailing slash in the redirect URI counts.', 'redirect URI 끝의 슬래시도 구분함.'), '')


@ctpl(2)
def c_stripe_ids(L):
    snip = ('evt_%s  payment_intent.succeeded  pi_%s  cus_%s\nevt_%s  charge.refunded           ch_%s  acct_%s\nprice_%s / prod_%s'
            % (rs(AN, 24), rs(AN, 24), rs(AN, 14), rs(AN, 24), rs(AN, 24), rs(AN, 16), rs(AN, 24), rs(AN, 14)))
    mc = T(L, 'Webhook handler processed events out of order. From the Stripe dashboard event list:\n%s' % snip,
           '웹훅 핸들러가 이벤트를 순서 뒤바뀌게 처리함. Stripe 대시보드 이벤트 목록:\n%s' % snip)
    return mk('clean: Stripe object IDs [Stripe]', mc, T(L, 'Use the object version from the API, not event arrival order.', '이벤트 도착 순서 말고 API의 객체 상태를 기준으로 할 것.'), '')


@ctpl(2)
def c_base64_nonsecret(L):
    kind = pick(['configmap', 'jwthdr', 'png', 'json'])
    if kind == 'configmap':
        data = b'{"featureFlags":{"newCheckout":true,"pricingV2":false},"locale":"ko-KR"}'
        snip = 'apiVersion: v1\nkind: ConfigMap\nbinaryData:\n  flags.json: %s' % b64e(data)
        note = T(L, 'It decodes to plain feature-flag JSON.', '디코딩하면 그냥 피처 플래그 JSON임.')
    elif kind == 'jwthdr':
        h = b64ue(json.dumps({'alg': 'RS256', 'typ': 'JWT', 'kid': hexs(8)}, separators=(',', ':')).encode())
        snip = 'header segment: %s\ndecoded: {"alg":"RS256","typ":"JWT",...}' % h
        note = T(L, 'Only the header segment was logged, no payload or signature.', '헤더 세그먼트만 로그에 찍힘. payload나 서명은 없음.')
    elif kind == 'png':
        snip = 'background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ%s");' % rs(B64, 120)
        note = T(L, 'Inline icon; webpack inlines assets under 8 KB.', '인라인 아이콘. webpack이 8KB 미만 에셋을 인라인함.')
    else:
        data = json.dumps({'page': rint(2, 9), 'sort': 'created_at', 'dir': 'desc'}, separators=(',', ':')).encode()
        snip = 'GET /v1/orders?cursor=%s' % b64ue(data)
        note = T(L, 'The pagination cursor is base64 JSON, not a token.', '페이지네이션 cursor는 base64 JSON일 뿐 토큰이 아님.')
    mc = T(L, 'A base64 blob in the diff looked suspicious, so I checked what it is:\n%s' % snip, 'diff에 있는 base64 덩어리가 수상해서 뭔지 확인함:\n%s' % snip)
    return mk('clean: base64 of non-secret data (%s)' % kind, mc, note, '')


@ctpl(2)
def c_versions(L):
    snip = ('$ kubectl version\nClient Version: v1.%d.%d\nServer Version: v1.%d.%d-eks-%s\n$ node -v\nv20.%d.%d\n$ go version\ngo version go1.22.%d linux/amd64\nbuild: 2.%d.%d+sha.%s'
            % (rint(27, 31), rint(0, 9), rint(27, 30), rint(0, 9), hexs(7), rint(10, 18), rint(0, 9), rint(0, 9), rint(0, 20), rint(0, 9), hexs(7)))
    mc = T(L, 'Behaviour differed between my environment and CI; versions:\n%s' % snip, '내 환경과 CI 동작이 달랐음. 버전 정보:\n%s' % snip)
    return mk('clean: version strings / build metadata', mc, T(L, 'kubectl client must be within one minor of the server.', 'kubectl 클라이언트는 서버와 마이너 버전 1 이내여야 함.'), '')


@ctpl(3)
def c_fake_fixtures(L):
    snip = pick([
        'FAKE_API_KEY = "not-a-real-key-used-in-unit-tests"\nclient = PaymentClient(api_key=FAKE_API_KEY, base_url=mock_server.url)',
        "card: '4242 4242 4242 4242', exp: '12/34', cvc: '123'  // Stripe documented test card",
        'const token = "test-token"; // replaced by msw handler\nexpect(fetch).toHaveBeenCalledWith(url, { headers: { Authorization: `Bearer ${token}` } })',
        'password: "<placeholder>"   # fixture, the factory overrides it with faker',
        'STRIPE_SECRET_KEY=sk_test_fake_not_real   # unit tests stub the SDK',
    ])
    mc = T(L, 'Tests failed on a clean checkout; the fixtures use obviously fake values and expect the mocks to be running:\n%s' % snip,
           '클린 체크아웃에서 테스트 실패. 픽스처는 명백한 가짜 값을 쓰고 mock 서버가 떠 있다고 가정함:\n%s' % snip)
    return mk('clean: obviously fake test fixtures', mc, T(L, 'Run `docker compose -f compose.test.yml up -d` before pytest.', 'pytest 전에 `docker compose -f compose.test.yml up -d` 필요.'), '')


@ctpl(2)
def c_sri(L):
    snip = ('<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.%d/dist/chart.umd.min.js"\n        integrity="sha384-%s"\n        crossorigin="anonymous"></script>\n'
            "Content-Security-Policy: script-src 'self' 'sha256-%s'" % (rint(0, 4), b64e(rbytes(48)), b64e(rbytes(32))))
    mc = T(L, 'The chart did not render in prod only; the browser blocked the script:\n%s' % snip, 'prod에서만 차트가 안 그려짐. 브라우저가 스크립트를 막음:\n%s' % snip)
    return mk('clean: SRI integrity / CSP hashes', mc, T(L, 'The CDN served a patched build; pin the exact version for SRI.', 'CDN이 패치 빌드를 줌. SRI 쓰려면 정확한 버전을 고정할 것.'), '')


@ctpl(2)
def c_checksums(L):
    snip = '$ sha256sum dist/*\n%s  dist/%s-linux-amd64.tar.gz\n%s  dist/%s-darwin-arm64.tar.gz\n$ md5sum backup.sql.gz\n%s  backup.sql.gz' % (
        hexs(64), pick(SVCS), hexs(64), pick(SVCS), hexs(32))
    mc = T(L, 'Users reported a corrupted download; published checksums vs. what they got:\n%s' % snip, '사용자가 다운로드 파일이 깨졌다고 함. 공개한 체크섬:\n%s' % snip)
    return mk('clean: sha256sum/md5sum output', mc, T(L, 'The CDN compressed the tarball again (Content-Encoding: gzip).', 'CDN이 tarball을 또 압축함 (Content-Encoding: gzip).'), '')


@ctpl(1)
def c_lfs_pointer(L):
    snip = 'version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d' % (hexs(64), rint(100000, 90000000))
    mc = T(L, 'The model file in the container was 130 bytes. It was an LFS pointer:\n%s' % snip, '컨테이너의 모델 파일이 130바이트였음. LFS 포인터였음:\n%s' % snip)
    return mk('clean: Git LFS pointer', mc, T(L, 'actions/checkout needs lfs: true.', 'actions/checkout에 lfs: true 필요.'), '')


@ctpl(1)
def c_git_verify(L):
    snip = '$ git verify-tag v2.%d.0\ngpg: Signature made %s KST\ngpg:                using EDDSA key %s\ngpg: Good signature from "Release Bot <release@%s.com>" [ultimate]' % (
        rint(1, 20), ts_iso().replace('T', ' '), rs(HXU, 40), pick(COMPANIES))
    mc = T(L, 'Needed to confirm the release tag was signed by the bot:\n%s' % snip, '릴리즈 태그가 봇 키로 서명됐는지 확인해야 했음:\n%s' % snip)
    return mk('clean: git verify-tag output', mc, '', '')


@ctpl(2)
def c_sentry_ids(L):
    snip = 'Sentry issue %s-%s (%d events)\nevent_id: %s\nrelease: %s@%d.%d.%d+%s\ntrace: %s' % (
        pick(SVCS).upper().replace('-', ''), rs(AUP + DG, 3), rint(2, 900), hexs(32), pick(SVCS), rint(1, 5), rint(0, 30), rint(0, 9), hexs(7), hexs(32))
    mc = T(L, 'Did not know which release introduced the crash. Sentry metadata:\n%s' % snip, '어느 릴리즈에서 크래시가 시작됐는지 몰랐음. Sentry 메타데이터:\n%s' % snip)
    return mk('clean: Sentry event/issue IDs', mc, T(L, 'Source maps were uploaded for the wrong release name.', '소스맵이 다른 release 이름으로 업로드됐었음.'), '')


@ctpl(2)
def c_container_ids(L):
    lines = '\n'.join('%s   %s:%s   "%s"   Up %d hours' % (hexs(12), pick(SVCS), pick(['1.4.2', 'latest', hexs(7)]), pick(['node dist/main.js', 'gunicorn app:app', '/app/server']), rint(1, 90)) for _ in range(rint(2, 4)))
    snip = '$ docker ps\nCONTAINER ID   IMAGE   COMMAND   STATUS\n%s\n$ docker inspect %s --format "{{.Id}}"\n%s' % (lines, lines[:12], lines[:12] + hexs(52))
    mc = T(L, 'A zombie container kept the port busy:\n%s' % snip, '좀비 컨테이너가 포트를 잡고 있었음:\n%s' % snip)
    return mk('clean: docker container IDs', mc, '', '')


@ctpl(2)
def c_pods(L):
    svc = pick(SVCS)
    lines = '\n'.join('%s-%s-%s   %s   %d   %dm' % (svc, rs(ALO + DG, 10), rs(ALO + DG, 5), pick(['Running', 'CrashLoopBackOff', 'OOMKilled']), rint(0, 14), rint(1, 300)) for _ in range(rint(2, 4)))
    snip = '$ kubectl -n %s get pods\nNAME   STATUS   RESTARTS   AGE\n%s' % (pick(ENVS), lines)
    mc = T(L, 'Pods were restarting and I did not know the memory limit had been lowered:\n%s' % snip, '파드가 계속 재시작했는데 메모리 limit이 낮아진 걸 몰랐음:\n%s' % snip)
    return mk('clean: kubectl get pods names with hashes', mc, T(L, 'JVM heap must be below the container limit (MaxRAMPercentage=75).', 'JVM 힙은 컨테이너 limit보다 작아야 함 (MaxRAMPercentage=75).'), '')


@ctpl(3)
def c_token_prose(L):
    mc, le = pick([
        (T(L, 'Did not know the mobile app refreshes the access token only on 401, so a token that expired mid-upload broke the multipart request.',
           '모바일 앱이 401 받을 때만 액세스 토큰을 갱신하는 줄 몰랐음. 업로드 중에 토큰이 만료되면 multipart 요청이 깨짐.'),
         T(L, 'Refresh proactively when exp is within 60 seconds.', 'exp가 60초 이내면 미리 갱신할 것.')),
        (T(L, 'The CSRF token was missing from the form because the template was cached by the CDN.', 'CDN이 템플릿을 캐시해서 폼에 CSRF 토큰이 빠져 있었음.'),
         T(L, 'Mark pages with forms as Cache-Control: private.', '폼이 있는 페이지는 Cache-Control: private으로 둘 것.')),
        (T(L, 'Rate limiter is a token bucket (capacity 100, refill 10/s) per API key; bursts above that get 429.',
           'rate limiter는 API 키별 token bucket(용량 100, 초당 10 충전). 그 이상 버스트는 429.'),
         T(L, 'The batch importer must respect Retry-After instead of retrying immediately.', '배치 임포터는 바로 재시도하지 말고 Retry-After를 지켜야 함.')),
        (T(L, 'WWW-Authenticate: Bearer realm="api", error="invalid_token", error_description="The access token expired" -- the clock on the worker was 6 minutes ahead.',
           'WWW-Authenticate: Bearer realm="api", error="invalid_token", error_description="The access token expired" — 워커 시계가 6분 빨랐음.'),
         T(L, 'Run chrony on workers and allow 60 s leeway when validating exp.', '워커에 chrony 돌리고 exp 검증 시 60초 여유를 줄 것.')),
        (T(L, 'Did not know that the Korean tokenizer (nori) splits compound nouns, so search for the product name missed exact matches.',
           'nori 형태소 분석기가 복합명사를 쪼개서 상품명 정확 일치 검색이 안 되는 줄 몰랐음.'),
         T(L, 'Index a keyword sub-field for exact matches.', '정확 일치용 keyword 서브필드를 같이 인덱싱할 것.')),
    ])
    return mk('clean: prose about tokens (no token values)', mc, le, '')


@ctpl(3)
def c_env_example(L):
    names = sample(['DATABASE_URL', 'REDIS_URL', 'STRIPE_SECRET_KEY', 'SENTRY_DSN', 'OPENAI_API_KEY', 'JWT_SECRET', 'SMTP_PASSWORD',
                    'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'SLACK_WEBHOOK_URL', 'KAKAO_REST_API_KEY', 'TOSS_SECRET_KEY'], rint(4, 7))
    lines = ['# copy to .env and fill in from %s' % pick(STORES)]
    for n in names:
        lines.append('%s=%s' % (n, pick(['', '', 'changeme-in-your-local-env', '<required>', 'xxx'])))
    snip = '\n'.join(lines)
    mc = T(L, 'Local setup failed because I did not know which variables are required. .env.example:\n%s' % snip,
           '어떤 변수가 필수인지 몰라서 로컬 세팅 실패. .env.example:\n%s' % snip)
    return mk('clean: .env.example with empty/placeholder values', mc, T(L, 'The app validates required env vars at boot with zod.', '앱이 부팅 시 zod로 필수 env를 검증함.'), '')


@ctpl(2)
def c_secret_cli_cmds(L):
    snip = pick([
        '$ vault kv get -field=password secret/%s/%s/db' % (pick(ENVS), pick(SVCS)),
        '$ aws secretsmanager get-secret-value --secret-id %s/%s --query SecretString --output text | jq -r .password' % (pick(ENVS), pick(SVCS)),
        '$ op read "op://%s/%s DB/password"' % (pick(['Engineering', 'Infra', 'Platform']), pick(SVCS)),
        '$ gcloud secrets versions access latest --secret=%s-db-password --project=%s-%s' % (pick(SVCS), pick(COMPANIES), pick(ENVS)),
        '$ az keyvault secret show --vault-name kv-%s --name db-password --query value -o tsv' % pick(COMPANIES),
        '$ doppler secrets get DATABASE_URL --plain --config %s' % pick(['dev', 'stg', 'prd']),
    ])
    mc = T(L, 'Did not know how to fetch the DB password for the migration; the runbook says to run (output not pasted here):\n%s' % snip,
           '마이그레이션용 DB 비번 가져오는 법을 몰랐음. 런북에 있는 명령 (출력은 여기 안 붙임):\n%s' % snip)
    return mk('clean: secret-manager CLI command without output', mc, T(L, 'Pipe it straight into the env of the command instead of echoing it.', '값을 echo 하지 말고 바로 명령의 env로 넘길 것.'), '')


@ctpl(1)
def c_read_prompt(L):
    snip = "read -r -s -p 'DB password: ' PGPASSWORD && export PGPASSWORD\npg_dump -h %s -U %s %s > dump.sql\nunset PGPASSWORD" % (pick(HOSTS), pick(USERS), dbname())
    mc = T(L, 'Wanted a backup script that never stores the password. Current version:\n%s' % snip, '비번을 저장하지 않는 백업 스크립트가 필요했음. 현재 버전:\n%s' % snip)
    return mk('clean: read -s password prompt', mc, '', '')


@ctpl(2)
def c_app_ids(L):
    snip = pick([
        'APPLE_TEAM_ID=%s\nASC_KEY_ID=%s\nASC_ISSUER_ID=%s\nASC_KEY_PATH=/run/secrets/AuthKey.p8' % (rs(AUP + DG, 10), rs(AUP + DG, 10), uuid4()),
        'GITHUB_APP_ID=%d\nGITHUB_INSTALLATION_ID=%d\nGITHUB_APP_PRIVATE_KEY_PATH=/etc/%s/app.pem' % (rint(100000, 999999), rint(10000000, 99999999), pick(SVCS)),
        'FIREBASE_PROJECT_ID=%s-%s\nFCM_SENDER_ID=%s\nANDROID_PACKAGE=com.%s.app' % (pick(COMPANIES), pick(ENVS), digits(12), pick(COMPANIES)),
        'KAKAO_APP_ID=%s\nNAVER_CLIENT_ID=   # from %s\nFEISHU_APP_ID=cli_a%s' % (digits(6), pick(STORES), hexs(15)),
    ])
    mc = T(L, 'Needed the app identifiers for the release pipeline; these are IDs, the key files are mounted separately:\n%s' % snip,
           '릴리즈 파이프라인에 앱 식별자가 필요했음. 이건 ID이고 키 파일은 따로 마운트됨:\n%s' % snip)
    return mk('clean: app/team/key IDs', mc, '', '')


@ctpl(2)
def c_ci_cache(L):
    snip = ("- uses: actions/cache@v4\n  with:\n    path: ~/.npm\n    key: ${{ runner.os }}-node-${{ hashFiles('**/package-lock.json') }}\n"
            'Cache restored from key: Linux-node-%s' % hexs(64))
    mc = T(L, 'CI kept restoring a stale node_modules cache:\n%s' % snip, 'CI가 오래된 node_modules 캐시를 계속 복원함:\n%s' % snip)
    return mk('clean: CI cache key hashes', mc, T(L, 'Cache ~/.npm, not node_modules.', 'node_modules 말고 ~/.npm을 캐시할 것.'), '')


@ctpl(2)
def c_payment_ids_kr(L):
    snip = ('orderId=ORD-2025%02d%02d-%06d\nKakaoPay tid=T%s\nTossPayments paymentKey=tviva%s\napprovedAt=%s+09:00\ntotalAmount=%d'
            % (rint(1, 12), rint(1, 28), rint(1, 999999), hexs(19), rs(AN, 30), ts_iso(), rint(1000, 500000)))
    mc = T(L, 'A payment was approved twice according to the PG; the identifiers from the merchant log:\n%s' % snip,
           'PG 기준으로 결제가 두 번 승인됨. 가맹점 로그의 식별자:\n%s' % snip)
    return mk('clean: PG order/transaction IDs (KR)', mc, T(L, 'Confirm calls must be idempotent on orderId.', '승인 요청은 orderId 기준으로 멱등해야 함.'), '')


@ctpl(2)
def c_dsn_no_pw(L):
    snip = pick([
        'DATABASE_URL=postgres://app@%s:5432/%s?sslmode=verify-full   # password via PGPASSWORD from the secret mount' % (pick(HOSTS), dbname()),
        'spring.datasource.url=jdbc:postgresql://%s:5432/%s\nspring.datasource.username=app\nspring.datasource.password=${DB_PASSWORD}' % (pick(HOSTS), dbname()),
        'mongodb+srv://<username>:<password>@cluster0.%s.mongodb.net/?retryWrites=true' % rs(ALO, 5),
        'Server=tcp:%s.database.windows.net,1433;Database=%s;Authentication=Active Directory Managed Identity;' % (pick(COMPANIES), dbname()),
        'REDIS_URL=rediss://%s:6380/0  # AUTH via IAM token, generated at startup' % pick(HOSTS),
    ])
    mc = T(L, 'Connection failed after moving to managed identity; the connection string no longer carries a password:\n%s' % snip,
           '관리형 ID로 바꾼 후 연결 실패. 연결 문자열에 더 이상 비번이 없음:\n%s' % snip)
    return mk('clean: connection string without password / placeholder', mc, T(L, 'The identity needs db_datareader granted inside the database.', 'DB 안에서 해당 ID에 db_datareader 권한을 줘야 함.'), '')


@ctpl(2)
def c_rotation(L):
    mc = T(L, 'Did not know the rotation procedure for the %s key. Steps from the runbook: create the new key in the console, add it to %s as version N+1, deploy, verify traffic, then disable the old key after %d hours.' % (
        pick(['Stripe', 'Toss Payments', 'SendGrid', 'GitHub App', 'Kakao']), pick(STORES), pick([24, 48])),
        '%s 키 교체 절차를 몰랐음. 런북: 콘솔에서 새 키 생성 → %s에 버전 N+1로 추가 → 배포 → 트래픽 확인 → %d시간 후 예전 키 비활성화.' % (
        pick(['Stripe', 'Toss Payments', 'SendGrid', 'GitHub App', 'Kakao']), pick(STORES), pick([24, 48])))
    ask = T(L, 'Who gets paged if the old key is disabled too early?', '예전 키를 너무 일찍 끄면 누가 호출되는지?')
    return mk('clean: key rotation procedure discussion', mc, '', ask)


@ctpl(1)
def c_totp_discussion(L):
    mc = T(L, 'The admin 2FA rejected valid codes. TOTP uses 30-second steps and we allowed zero drift; the VM clock was 40 seconds behind.',
           '어드민 2FA가 정상 코드를 거부함. TOTP는 30초 단위인데 허용 오차가 0이었고 VM 시계가 40초 느렸음.')
    le = T(L, 'Allow one step of drift and run chrony on the VMs.', '오차 1스텝 허용하고 VM에 chrony 돌릴 것.')
    return mk('clean: TOTP discussion (no seed)', mc, le, '')


@ctpl(2)
def c_cert_pin(L):
    snip = 'pin-sha256="%s"; pin-sha256="%s"\nSHA256 Fingerprint=%s' % (b64e(rbytes(32)), b64e(rbytes(32)), colon_hex(32))
    mc = T(L, 'The Android app failed TLS after the certificate renewal because of pinning:\n%s' % snip, '인증서 갱신 후 핀닝 때문에 안드로이드 앱 TLS 실패:\n%s' % snip)
    return mk('clean: certificate pins / fingerprint', mc, T(L, 'Pin the intermediate CA public key, not the leaf.', 'leaf 말고 중간 CA 공개키를 핀닝할 것.'), '')


@ctpl(2)
def c_mysql_prompt(L):
    snip = '$ mysql -h %s -u %s -p %s\nEnter password:\nERROR 2003 (HY000): Can\'t connect to MySQL server on \'%s:3306\' (110)' % (pick(HOSTS), pick(USERS), dbname(), ip_private())
    mc = T(L, 'Could not connect to MySQL from the new subnet:\n%s' % snip, '새 서브넷에서 MySQL 접속이 안 됨:\n%s' % snip)
    return mk('clean: mysql -p interactive prompt', mc, T(L, 'Error 110 is a network timeout, not auth; the security group was missing the subnet.', '110은 인증이 아니라 네트워크 타임아웃. 보안그룹에 서브넷이 빠져 있었음.'), '')


@ctpl(2)
def c_password_stdin(L):
    snip = pick(['echo "$CR_PAT" | docker login ghcr.io -u %s --password-stdin' % pick(USERS),
                 'aws ecr get-login-password --region %s | docker login --username AWS --password-stdin %s.dkr.ecr.%s.amazonaws.com' % (pick(REGIONS), aws_acct(), pick(REGIONS)),
                 'gcloud auth print-access-token | helm registry login -u oauth2accesstoken --password-stdin %s-docker.pkg.dev' % pick(['asia-northeast3', 'us-central1'])])
    mc = T(L, 'Registry login in CI; no secret appears on the command line:\n%s' % snip, 'CI의 레지스트리 로그인. 커맨드라인에 시크릿이 안 나옴:\n%s' % snip)
    return mk('clean: docker login --password-stdin', mc, '', '')


@ctpl(2)
def c_masked_log(L):
    snip = '%s INFO auth: exchanged code for token (token=%s…%s, expires_in=3600, scope=read:orders)' % (ts_log(), pick(['ghu_', 'ya29.', 'xoxb-', 'eyJ']), '[masked]')
    mc = T(L, 'Token exchange seemed to succeed but later calls failed; our logger masks the value:\n%s' % snip, '토큰 교환은 성공한 것 같은데 이후 호출이 실패. 로거가 값을 마스킹함:\n%s' % snip)
    return mk('clean: log with masked token prefix', mc, T(L, 'The scope did not include write:orders.', 'scope에 write:orders가 없었음.'), '')


@ctpl(1)
def c_sigv4_explain(L):
    snip = ('AWS4-HMAC-SHA256\n2025%02d%02dT%02d%02d00Z\n2025%02d%02d/%s/execute-api/aws4_request\n%s'
            % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(1, 12), rint(1, 28), pick(REGIONS), hexs(64)))
    mc = T(L, 'API Gateway returned "The request signature we calculated does not match". The string-to-sign from the debug log:\n%s' % snip,
           'API Gateway가 "The request signature we calculated does not match" 반환. 디버그 로그의 string-to-sign:\n%s' % snip)
    return mk('clean: SigV4 string-to-sign (hash of canonical request)', mc, T(L, 'The client signed the path before URL-encoding it.', '클라이언트가 URL 인코딩 전에 경로를 서명했음.'), '')


@ctpl(1)
def c_hosts_ips(L):
    snip = '\n'.join('%s  %s' % (ip_private(), h) for h in sample(['db-primary', 'db-replica', 'redis-01', 'kafka-0', 'kafka-1', 'bastion'], 4))
    mc = T(L, 'Name resolution inside the VPN differed from the office; /etc/hosts overrides on the jump box:\n%s' % snip, 'VPN 안과 사무실에서 이름 해석이 달랐음. 점프 서버 /etc/hosts:\n%s' % snip)
    return mk('clean: hosts/IPs', mc, '', '')


@ctpl(2)
def c_webhook_verify_code(L):
    snip = pick([
        "const event = stripe.webhooks.constructEvent(req.rawBody, req.headers['stripe-signature'], process.env.STRIPE_WEBHOOK_SECRET);",
        "mac = hmac.new(os.environ['GITHUB_WEBHOOK_SECRET'].encode(), body, hashlib.sha256).hexdigest()\nif not hmac.compare_digest('sha256=' + mac, request.headers['X-Hub-Signature-256']): abort(401)",
        'signature := req.Header.Get("X-Line-Signature")\nif !validateSignature(os.Getenv("LINE_CHANNEL_SECRET"), body, signature) { return 401 }',
    ])
    mc = T(L, 'Webhook signature checks failed after the body parser change; the verification code:\n%s' % snip,
           'body parser 변경 후 웹훅 서명 검증 실패. 검증 코드:\n%s' % snip)
    return mk('clean: webhook signature verification code (env refs)', mc, T(L, 'Verification must use the raw body bytes.', '서명 검증은 파싱 전 raw body로 해야 함.'), '')


# ---------------------------------------------------------------- publishable (client-side keys documented as public)
@ctpl(3, 'publishable')
def p_stripe_pk(L):
    pk = 'pk_live_51' + rs(AN, 97)
    snip = "const stripe = await loadStripe('%s');" % pk
    mc = T(L, 'Checkout did not load on the new domain; the publishable key in the frontend bundle is fine:\n%s' % snip,
           '새 도메인에서 결제창이 안 뜸. 프론트 번들의 publishable key는 정상:\n%s' % snip)
    return mk('publishable: Stripe pk_live in frontend [Stripe] [publishable]', mc, T(L, 'The domain was missing from the Apple Pay domain list.', 'Apple Pay 도메인 목록에 새 도메인이 빠져 있었음.'), '')


@ctpl(3, 'publishable')
def p_firebase(L):
    proj = '%s-%s' % (pick(COMPANIES), rs(ALO + DG, 5))
    snip = ('const firebaseConfig = {\n  apiKey: "AIza%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n  storageBucket: "%s.appspot.com",\n  messagingSenderId: "%s",\n  appId: "1:%s:web:%s"\n};'
            % (rs(B64U, 35), proj, proj, proj, digits(12), digits(12), hexs(22)))
    mc = T(L, 'Push permission prompt never appeared on the web app. Firebase web config (client-side, public by design):\n%s' % snip,
           '웹앱에서 푸시 권한 팝업이 안 뜸. Firebase 웹 설정 (클라이언트용, 원래 공개값):\n%s' % snip)
    return mk('publishable: Firebase web config apiKey [Firebase] [publishable]', mc, T(L, 'The service worker path was wrong.', '서비스 워커 경로가 잘못됐었음.'), '')


@ctpl(2, 'publishable')
def p_algolia_search(L):
    snip = "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(AUP, 10), hexs(32))
    mc = T(L, 'Search results were empty in the storefront. Client init with the search-only key:\n%s' % snip, '스토어프론트 검색 결과가 비어 있음. search-only 키로 초기화하는 코드:\n%s' % snip)
    return mk('publishable: Algolia search-only key [Algolia] [publishable]', mc, T(L, 'The index replica name changed.', '인덱스 replica 이름이 바뀌었음.'), '')


@ctpl(2, 'publishable')
def p_mapbox(L):
    snip = "mapboxgl.accessToken = 'pk.eyJ1Ijoi%s.%s';" % (rs(B64U, 50), rs(B64U, 22))
    mc = T(L, 'Map tiles failed on the staging domain; public token (URL-restricted):\n%s' % snip, '스테이징 도메인에서 지도 타일 로딩 실패. URL 제한된 public 토큰:\n%s' % snip)
    return mk('publishable: Mapbox public pk token [Mapbox] [publishable]', mc, T(L, 'Add the staging URL to the token restrictions.', '토큰 URL 제한에 스테이징 주소를 추가할 것.'), '')


@ctpl(2, 'publishable')
def p_sentry_dsn(L):
    dsn = 'https://%s@o%d.ingest.%ssentry.io/%d' % (hexs(32), rint(100000, 4500000), pick(['', 'us.', 'de.']), rint(1000000, 4500000000 // 1000))
    mc = T(L, 'Frontend errors were not reported. Sentry.init({ dsn: "%s" }) is present; the DSN is meant to be public.' % dsn,
           '프론트 에러가 Sentry에 안 올라옴. Sentry.init({ dsn: "%s" })는 있음. DSN은 원래 공개값.' % dsn)
    return mk('publishable: Sentry DSN [Sentry] [publishable]', mc, T(L, 'An ad blocker dropped the ingest requests; use the tunnel option.', '광고 차단기가 ingest 요청을 막음. tunnel 옵션 쓸 것.'), '')


@ctpl(2, 'publishable')
def p_posthog(L):
    snip = "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(AN, 43)
    mc = T(L, 'No events from Safari. Project API key init (public):\n%s' % snip, 'Safari에서 이벤트가 안 들어옴. 프로젝트 API 키(공개) 초기화:\n%s' % snip)
    return mk('publishable: PostHog project key phc_ [PostHog] [publishable]', mc, '', '')


@ctpl(2, 'publishable')
def p_kakao_js(L):
    snip = "Kakao.init('%s'); // JavaScript 키" % hexs(32)
    mc = T(L, 'Kakao login button did nothing on the new domain. The SDK is initialised with the JavaScript key:\n%s' % snip,
           '새 도메인에서 카카오 로그인 버튼이 반응 없음. SDK는 JavaScript 키로 초기화됨:\n%s' % snip)
    return mk('publishable: Kakao JavaScript key [Kakao] [publishable]', mc, T(L, 'Register the domain under Platform > Web in Kakao Developers.', '카카오 디벨로퍼스 플랫폼 > Web에 도메인 등록 필요.'), '')


@ctpl(2, 'publishable')
def p_toss_ck(L):
    snip = "const tossPayments = TossPayments('%s_ck_%s');" % (pick(['live', 'test']), rs(AN, 24))
    mc = T(L, 'Payment widget rendered blank. Client key used in the browser:\n%s' % snip, '결제위젯이 빈 화면으로 나옴. 브라우저에서 쓰는 클라이언트 키:\n%s' % snip)
    return mk('publishable: Toss Payments client key [Toss Payments] [publishable]', mc, T(L, 'Widget client keys and API client keys are different kinds.', '위젯용 클라이언트 키와 API 개별 연동 키는 종류가 다름.'), '')


@ctpl(2, 'publishable')
def p_clerk_pk(L):
    pk = 'pk_live_' + b64e(('clerk.%s.com$' % pick(COMPANIES)).encode()).rstrip('=')
    mc = T(L, 'Sign-in loop on prod. NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=%s is correct; the issue was the cookie domain.' % pk,
           'prod에서 로그인 무한 루프. NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY 값(%s)은 정상이고 쿠키 도메인 문제였음.' % pk)
    return mk('publishable: Clerk publishable key [Clerk] [publishable]', mc, '', '')


@ctpl(2, 'publishable')
def p_captcha(L):
    if chance(.5):
        snip = '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64U, 38)
        v = 'Google reCAPTCHA'
    else:
        snip = '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % rs(B64U, 14)
        v = 'Cloudflare Turnstile'
    mc = T(L, 'Signup form always failed the captcha on the new host. Widget markup with the site key:\n%s' % snip,
           '새 호스트에서 가입 폼 캡차가 항상 실패. site key가 들어간 위젯 마크업:\n%s' % snip)
    return mk('publishable: captcha site key [%s] [publishable]' % v, mc, T(L, 'The hostname was not on the widget allowlist.', '위젯 허용 호스트 목록에 없었음.'), '')


@ctpl(2, 'publishable')
def p_supabase_anon(L):
    ref = rs(LO, 20)
    if chance(.5):
        k = jwt({'alg': 'HS256', 'typ': 'JWT'}, {'iss': 'supabase', 'ref': ref, 'role': 'anon', 'iat': rint(1690000000, 1750000000), 'exp': rint(2000000000, 2080000000)})
    else:
        k = 'sb_publishable_' + rs(B64U, 31)
    snip = "const supabase = createClient('https://%s.supabase.co', '%s')" % (ref, k)
    mc = T(L, 'Rows were visible to logged-out users. The browser client uses the anon/publishable key, which is fine; RLS was off:\n%s' % snip,
           '로그아웃 상태에서도 row가 보임. 브라우저 클라이언트는 anon/publishable 키를 쓰는데 이건 정상이고 RLS가 꺼져 있었음:\n%s' % snip)
    return mk('publishable: Supabase anon/publishable key [Supabase] [publishable]', mc, T(L, 'Enable RLS on every exposed table.', '노출되는 모든 테이블에 RLS를 켤 것.'), '')


@ctpl(1, 'publishable')
def p_datadog_rum(L):
    snip = "datadogRum.init({ applicationId: '%s', clientToken: 'pub%s', site: 'datadoghq.com', service: '%s' })" % (uuid4(), hexs(32), pick(SVCS))
    mc = T(L, 'RUM sessions missing for the mobile web. Init (client token is public):\n%s' % snip, '모바일 웹 RUM 세션이 안 잡힘. 초기화 코드 (client token은 공개용):\n%s' % snip)
    return mk('publishable: Datadog RUM client token [Datadog] [publishable]', mc, '', '')


@ctpl(1, 'publishable')
def p_google_maps(L):
    snip = '<script async src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap"></script>' % rs(B64U, 35)
    mc = T(L, 'Map showed "For development purposes only". Browser key (HTTP-referrer restricted) in the page:\n%s' % snip,
           '지도에 "For development purposes only"가 뜸. 페이지의 브라우저 키 (HTTP referrer 제한):\n%s' % snip)
    return mk('publishable: Google Maps JS browser key [Google Maps] [publishable]', mc, T(L, 'Billing was disabled on the project.', '프로젝트 결제가 비활성화돼 있었음.'), '')


@ctpl(1, 'publishable')
def p_paypal_adyen(L):
    if chance(.5):
        snip = '<script src="https://www.paypal.com/sdk/js?client-id=A%s&currency=USD"></script>' % rs(B64U, 79)
        v = 'PayPal'
    else:
        snip = "const checkout = await AdyenCheckout({ clientKey: 'live_%s', environment: 'live' });" % rs(AUP + DG, 32)
        v = 'Adyen'
    mc = T(L, 'The payment button did not render in Safari. Client-side config:\n%s' % snip, 'Safari에서 결제 버튼이 안 그려짐. 클라이언트 설정:\n%s' % snip)
    return mk('publishable: %s client-side id/key [%s] [publishable]' % (v, v), mc, '', '')


@ctpl(1, 'publishable')
def p_launchdarkly(L):
    snip = "const ldClient = initialize('%s', { kind: 'user', key: userId });  // client-side ID" % hexs(24)
    mc = T(L, 'Flags evaluated to defaults in the SPA. Client init:\n%s' % snip, 'SPA에서 플래그가 기본값으로만 평가됨. 클라이언트 초기화:\n%s' % snip)
    return mk('publishable: LaunchDarkly client-side ID [LaunchDarkly] [publishable]', mc, T(L, '"Make available to client-side SDKs" was off for the flag.', '플래그에 client-side SDK 노출 옵션이 꺼져 있었음.'), '')


@ctpl(1, 'publishable')
def p_naver_maps(L):
    snip = '<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s"></script>' % rs(ALO + DG, 10)
    mc = T(L, 'Naver map failed with an auth error on the new subdomain. Script tag with the client id:\n%s' % snip,
           '새 서브도메인에서 네이버 지도가 인증 오류. client id가 들어간 스크립트 태그:\n%s' % snip)
    return mk('publishable: Naver Maps client id [Naver Cloud] [publishable]', mc, T(L, 'Register the Web service URL in the NCP console.', 'NCP 콘솔에 Web 서비스 URL 등록 필요.'), '')


# ---------------------------------------------------------------- plain notes (nothing credential-like)
PLAIN = [
    ('timezone', 'The settlement batch used server local time (UTC) while the spec assumes KST, so orders after 15:00 UTC landed in the next day.',
     '정산 배치가 서버 로컬 시간(UTC)을 써서 UTC 15시 이후 주문이 다음 날로 넘어감. 명세는 KST 기준.',
     'Always convert with ZoneId.of("Asia/Seoul") before truncating to a date.', '날짜로 자르기 전에 ZoneId.of("Asia/Seoul")로 변환할 것.',
     'Are reports supposed to be KST everywhere, including the CSV export?', 'CSV export 포함 모든 리포트가 KST 기준인지?'),
    ('flaky test', 'The e2e checkout test failed 1 in 5 runs; it clicked the pay button before the iframe finished loading.',
     'e2e 결제 테스트가 5번에 1번 실패. iframe 로딩이 끝나기 전에 결제 버튼을 클릭했음.',
     'Wait for the frame\'s load event, not a fixed sleep.', '고정 sleep 말고 frame load 이벤트를 기다릴 것.', '', ''),
    ('N+1', 'The orders page issued one query per line item; with 200 items the page took 4 seconds.',
     '주문 페이지가 라인 아이템마다 쿼리를 날림. 아이템 200개면 4초 걸림.',
     'Use select_related/prefetch_related and assert query counts in tests.', 'select_related/prefetch_related 쓰고 테스트에서 쿼리 수를 검증할 것.',
     'Is there a query budget per endpoint?', '엔드포인트별 쿼리 수 기준이 있는지?'),
    ('collation', 'Korean names sorted incorrectly because the column used utf8mb4_general_ci.',
     '컬럼이 utf8mb4_general_ci라 한글 이름 정렬이 이상했음.',
     'Use utf8mb4_0900_ai_ci or sort in the application with ICU.', 'utf8mb4_0900_ai_ci를 쓰거나 애플리케이션에서 ICU로 정렬할 것.', '', ''),
    ('csv encoding', 'Excel on Windows showed broken Hangul in the exported CSV.', '윈도우 엑셀에서 export한 CSV의 한글이 깨짐.',
     'Write a UTF-8 BOM or export as CP949 for the finance team.', 'UTF-8 BOM을 붙이거나 재무팀용은 CP949로 내보낼 것.',
     'Does finance still use Excel 2016?', '재무팀이 아직 엑셀 2016을 쓰는지?'),
    ('ime enter', 'Pressing Enter in the Korean search box submitted twice because keydown fires during IME composition.',
     '한글 검색창에서 엔터 치면 IME 조합 중에 keydown이 발생해서 두 번 제출됨.',
     'Check event.isComposing before handling Enter.', '엔터 처리 전에 event.isComposing을 확인할 것.', '', ''),
    ('pagination', 'The cursor pagination skipped rows with identical created_at values.', '같은 created_at 값을 가진 row가 cursor 페이지네이션에서 누락됨.',
     'Use (created_at, id) as the cursor tuple.', '(created_at, id) 튜플을 커서로 쓸 것.', '', ''),
    ('node version', 'The build used Node 18 locally but CI had Node 20, and a transitive dependency dropped 18 support.',
     '로컬은 Node 18, CI는 Node 20이었고 하위 의존성이 18 지원을 끊음.',
     'Pin the version in .nvmrc and engines.', '.nvmrc와 engines에 버전을 고정할 것.', 'Which Node LTS are we standardising on?', '어떤 Node LTS로 통일하는지?'),
    ('docker cache', 'Every Docker build reinstalled all dependencies because COPY . . came before the install step.',
     'COPY . . 가 의존성 설치보다 앞에 있어서 매 빌드마다 전체 재설치됨.',
     'Copy the lockfile first, install, then copy the source.', 'lockfile 먼저 복사하고 설치한 뒤 소스를 복사할 것.', '', ''),
    ('cron utc', 'The nightly job ran at 09:00 KST instead of midnight because Kubernetes CronJob schedules are UTC unless timeZone is set.',
     'K8s CronJob은 timeZone 없으면 UTC라서 자정이 아니라 KST 09시에 돌았음.',
     'Set spec.timeZone: Asia/Seoul (K8s 1.27+).', 'spec.timeZone: Asia/Seoul 설정 (K8s 1.27+).', '', ''),
    ('memory leak', 'The websocket server leaked listeners on reconnect; heap grew ~50 MB/hour.', '웹소켓 서버가 재연결 때 리스너를 해제 안 해서 힙이 시간당 50MB씩 증가.',
     'Remove listeners in the close handler and add a heap snapshot check in staging.', 'close 핸들러에서 리스너를 제거하고 스테이징에서 힙 스냅샷을 확인할 것.', '', ''),
    ('cors', 'Preflight requests failed because the allowed origins list lacked the new admin subdomain.', '허용 origin 목록에 새 어드민 서브도메인이 없어서 preflight 실패.',
     'Origins are matched exactly, including scheme and port.', 'origin은 scheme, 포트까지 정확히 일치해야 함.', 'Who owns the gateway CORS config?', '게이트웨이 CORS 설정 담당이 누구인지?'),
    ('float money', 'Totals were off by one won because amounts were stored as floats.', '금액을 float로 저장해서 합계가 1원씩 틀렸음.',
     'Use integer minor units or DECIMAL(15,2).', '정수 최소 단위나 DECIMAL(15,2)을 쓸 것.', '', ''),
    ('gradle daemon', 'Gradle builds on CI ran out of memory when parallel tests forked too many JVMs.', 'CI에서 병렬 테스트가 JVM을 너무 많이 띄워서 Gradle 빌드가 OOM.',
     'Limit maxParallelForks to 2 on the small runners.', '작은 러너에서는 maxParallelForks를 2로 제한.', '', ''),
    ('migration order', 'Two migrations from different branches had the same sequence number; Flyway refused to start.',
     '다른 브랜치에서 온 마이그레이션 두 개가 같은 번호라 Flyway가 기동을 거부함.',
     'Use timestamps for migration versions.', '마이그레이션 버전은 타임스탬프로 할 것.', 'Is outOfOrder allowed in prod?', 'prod에서 outOfOrder 허용하는지?'),
    ('feature flag', 'The new pricing page was hidden for everyone because the flag targeted the wrong segment key.', '플래그 타겟 세그먼트 키가 틀려서 새 가격 페이지가 모두에게 숨겨짐.',
     'Check the evaluation reason in the flag debugger.', '플래그 디버거에서 evaluation reason을 확인할 것.', '', ''),
    ('image resize', 'Uploads from iPhones were rotated because EXIF orientation was ignored during resizing.', '리사이즈할 때 EXIF orientation을 무시해서 아이폰 업로드 사진이 돌아가 있었음.',
     'Call ImageOps.exif_transpose before resizing.', '리사이즈 전에 ImageOps.exif_transpose 호출.', '', ''),
    ('retry storm', 'After a 2-minute outage, clients retried without jitter and knocked the API over again.', '2분 장애 후 클라이언트가 지터 없이 재시도해서 API가 다시 죽음.',
     'Exponential backoff with full jitter, capped at 30 s.', 'full jitter 지수 백오프, 최대 30초.', '', ''),
    ('locale date', 'Date parsing failed for users with the Korean locale because the format string used English month names.',
     '포맷 문자열이 영어 월 이름을 써서 한국어 로케일 사용자의 날짜 파싱이 실패.',
     'Parse ISO-8601 only; format for display at the edge.', 'ISO-8601로만 파싱하고 표시용 포맷은 화면에서만.', '', ''),
    ('slow query', 'The admin search used LIKE \'%term%\' on a 40M-row table.', '어드민 검색이 4천만 건 테이블에 LIKE \'%term%\'를 씀.',
     'Add a trigram index or move search to OpenSearch.', 'trigram 인덱스를 추가하거나 검색을 OpenSearch로 옮길 것.', 'Is OpenSearch approved for this data?', '이 데이터를 OpenSearch에 넣어도 되는지?'),
    ('helm diff', 'helm upgrade silently kept old env values because --reuse-values was in the deploy script.', '배포 스크립트의 --reuse-values 때문에 helm upgrade가 예전 env 값을 유지함.',
     'Use --reset-then-reuse-values or pass the full values file.', '--reset-then-reuse-values를 쓰거나 values 파일 전체를 넘길 것.', '', ''),
    ('mobile deep link', 'Android App Links opened the browser because assetlinks.json was served with the wrong content type.',
     'assetlinks.json이 잘못된 content type으로 서빙돼서 안드로이드 App Links가 브라우저로 열림.',
     'Serve it as application/json without redirects.', '리다이렉트 없이 application/json으로 서빙할 것.', '', ''),
    ('batch size', 'The Kafka consumer committed offsets before processing finished, losing messages on restart.', 'Kafka consumer가 처리 완료 전에 offset을 커밋해서 재시작 시 메시지 유실.',
     'Disable auto commit and commit after the batch succeeds.', 'auto commit 끄고 배치 성공 후 커밋할 것.', '', ''),
    ('unicode normalize', 'Filenames uploaded from macOS were NFD, so Hangul names did not match the DB (NFC).', 'macOS에서 올린 파일명이 NFD라 한글 이름이 DB(NFC)와 불일치.',
     'Normalize to NFC at the upload boundary.', '업로드 시점에 NFC로 정규화할 것.', '', ''),
    ('ssr hydration', 'Hydration mismatch because the server rendered dates in UTC and the client in KST.', '서버는 UTC, 클라이언트는 KST로 날짜를 렌더링해서 hydration mismatch 발생.',
     'Render dates client-side or pass the timezone explicitly.', '날짜는 클라이언트에서 렌더링하거나 타임존을 명시적으로 넘길 것.', '', ''),
]


def _plain_factory(i):
    def f(L):
        name, mc_en, mc_ko, le_en, le_ko, ask_en, ask_ko = PLAIN[i]
        mc = T(L, mc_en, mc_ko)
        if chance(.3):
            mc = T(L, 'In %s: ' % pick(SVCS), '%s에서: ' % pick(SVCS)) + mc
        le = T(L, le_en, le_ko) if chance(.9) else ''
        ask = T(L, ask_en, ask_ko) if chance(.7) else ''
        return mk('plain: %s' % name, mc, le, ask)
    f.__name__ = 'plain_%d' % i
    return f


for _i in range(len(PLAIN)):
    CLEAN_TEMPLATES.append((_plain_factory(_i), 1, 'plain'))

# ================================================================ multi-provider notes
def r_dotenv_groups(groups, c):
    lines = []
    if chance(.5):
        lines.append('APP_ENV=%s' % c['env'])
    for V, items in groups:
        lines.append('')
        lines.append('# %s' % V['vendor'])
        for it in items:
            lines.append('%s=%s' % (it['n'], it['v']))
    return '\n'.join(lines).strip('\n'), pick(['.env', '.env.%s' % c['env'], 'apps/%s/.env.local' % c['svc'], 'deploy/%s.env' % c['env']]), 'dotenv'


FLAT_RENDERERS = [r_export, r_compose, r_k8s_secret, r_k8s_env, r_gha, r_gitlab, r_table, r_systemd, r_launch, r_docker_run, r_cli_set]

MULTI_MC = {
    'en': ["Needed to run {svc} locally against the {env} integrations; the user shared the env they use:\n{snip}",
           "Onboarding gap: nobody told me {svc} depends on {n} external providers. `{path}`:\n{snip}",
           "Copied from the {env} host while debugging `{err}`:\n{snip}",
           "The {job} failed and I did not know where {svc} gets its provider credentials. `{path}` ({fmt}):\n{snip}"],
    'ko': ["{svc} 서비스를 로컬에서 {env} 연동으로 돌려야 했음. 사용자가 본인이 쓰는 env를 공유해줌:\n{snip}",
           "온보딩 공백: {svc} 서비스가 외부 서비스 {n}개에 의존한다는 걸 아무도 안 알려줌. `{path}`:\n{snip}",
           "`{err}` 디버깅하다가 {env} 서버에서 복사함:\n{snip}",
           "{job} 실패. {svc} 서비스가 외부 서비스 인증정보를 어디서 받는지 몰랐음. `{path}` ({fmt}):\n{snip}"]}
MULTI_LE = {
    'en': ["Several of these are shared between environments, so a leak from dev is a leak from prod.",
           "The app fails fast at boot if any of them is missing, which is why only one provider looked broken.", "",
           "Providers are initialised lazily; the first request after deploy pays the cost."],
    'ko': ["이 중 몇 개는 환경 간에 공유됨. dev에서 새면 prod도 샌 것.",
           "하나라도 없으면 부팅 시 바로 실패함. 그래서 한 서비스만 고장난 것처럼 보였음.", "",
           "외부 서비스 클라이언트는 lazy 초기화라 배포 후 첫 요청이 느림."]}
MULTI_ASK = {
    'en': ["Which of these can be replaced with per-developer sandbox keys?", "", "Is there a script that pulls these from {store}?"],
    'ko': ["이 중 개발자별 sandbox 키로 바꿀 수 있는 게 어떤 건지?", "", "{store}에서 이 값들을 받아오는 스크립트가 있는지?"]}


def multi_vendor_note(Vs, L):
    c = ctx()
    c.update(vendor='multiple providers', slug='app', err=pick(GENERIC_ERRS), n=len(Vs))
    groups = []
    cands = []
    for V in Vs:
        spec = V['f']()
        its = items_from(spec)
        groups.append((V, its))
        for it in its:
            cands += it['s']
    if chance(.55):
        snip, path, fmt = r_dotenv_groups(groups, c)
    else:
        flat = []
        for _, its in groups:
            flat += its
        snip, path, fmt = pick(FLAT_RENDERERS)(flat, c)
    c.update(snip=snip, path=path, fmt=fmt)
    mc = fill(pick(MULTI_MC[L]), c)
    le = fill(pick(MULTI_LE[L]), c)
    ask = fill(pick(MULTI_ASK[L]), c)
    alltext = mc + '\n' + le + '\n' + ask
    secrets = []
    for x in cands:
        if x in alltext and x not in secrets:
            secrets.append(x)
    cat = 'multi-provider %s: %d providers [%s]' % (fmt, len(Vs), ' + '.join(V['vendor'] for V in Vs))
    return dict(category=cat, mc=mc, le=le, ask=ask, secrets=secrets)


# ================================================================ validation
MAXB = {'missing_context': 1024, 'lesson': 1024, 'ask_next_time': 512}


def masked_fields(fields, secrets):
    order = sorted(secrets, key=len, reverse=True)
    out = []
    for f in fields:
        m = f
        for s in order:
            m = m.replace(s, '\x00' * len(s))
        out.append(m)
    return out


def window_leak(fields, secrets):
    masked = masked_fields(fields, secrets)
    for s in secrets:
        for i in range(len(s) - 7):
            w = s[i:i + 8]
            for m in masked:
                if w in m:
                    return w
    return None


def problems(note, kind):
    f = note['fields']
    probs = []
    if not f['missing_context']:
        probs.append('empty missing_context')
    for k in ('missing_context', 'lesson', 'ask_next_time'):
        if len(f[k].encode('utf-8')) > MAXB[k]:
            probs.append('%s too long (%d)' % (k, len(f[k].encode('utf-8'))))
    vals = [f['missing_context'], f['lesson'], f['ask_next_time']]
    if kind == 'clean':
        if note['secrets']:
            probs.append('clean note lists secrets')
        return probs
    if not note['secrets']:
        probs.append('secret note without secrets')
    for s in note['secrets']:
        if len(s) < 8:
            probs.append('short secret %r' % s)
        if not any(s in v for v in vals):
            probs.append('secret not verbatim in fields')
    if not probs:
        w = window_leak(vals, note['secrets'])
        if w is not None:
            probs.append('8-char window of a secret outside its occurrences: %r' % w)
    return probs


RETRY_LOG = []
GROUPS = []   # (note, group, template name) -- bookkeeping for --stats only, not written


def build(fn, L, kind, tries=300):
    last = None
    for attempt in range(tries):
        d = fn(L)
        note = dict(lang=L, kind=kind, category=d['category'],
                    fields=dict(missing_context=d['mc'], lesson=d['le'], ask_next_time=d['ask']),
                    secrets=list(d['secrets']) if kind == 'secret' else [])
        p = problems(note, kind)
        if not p:
            return note
        RETRY_LOG.append((d['category'], p))
        last = p
    raise RuntimeError('could not build note %s/%s: %s' % (getattr(fn, '__name__', fn), L, last))


# ================================================================ job plan
TOTAL_PER_KIND = 360
KO_PER_KIND = 144
MULTI_NOTES = 20
MULTI_COVER = 66
PUBLISHABLE_NOTES = 30
VENDOR_CLEAN_NOTES = 100
PLAIN_NOTES = 75


def weighted_fill(pool, n):
    """pool: list of (callable, weight); every entry once, the rest drawn by weight"""
    out = [p[0] for p in pool]
    if len(out) > n:
        raise RuntimeError('pool larger than quota (%d > %d)' % (len(out), n))
    funcs = [p[0] for p in pool]
    weights = [p[1] for p in pool]
    while len(out) < n:
        out.append(R.choices(funcs, weights=weights, k=1)[0])
    return out


ECHO_ASK = {'en': ['Should `{v}` be rotated now that it has been pasted here?', 'Is {v} shared with any other service?',
                   'Can someone confirm {v} is not used in prod as well?'],
            'ko': ['여기 붙여넣은 `{v}`는 지금 바로 교체해야 하는지?', '{v} 이 값 다른 서비스에서도 같이 쓰는지?', '{v} 이거 prod에서도 쓰는 값인지 확인 필요.']}


GENERIC_ASK = {'en': ['Who owns this system, so I can ask them directly next time?', 'Is there a runbook page for this?',
                      'Where should this kind of credential live instead?', 'Is this environment shared with other teams?',
                      'Which channel should I use to request access next time?'],
               'ko': ['이 시스템 담당자가 누구인지? 다음엔 직접 물어보게.', '이 작업에 대한 런북 페이지가 있는지?',
                      '이런 인증정보는 원래 어디에 둬야 하는지?', '이 환경을 다른 팀도 같이 쓰는지?',
                      '다음에 권한 요청은 어느 채널로 하면 되는지?']}
GENERIC_ASK_CLEAN = {'en': ['Is this documented anywhere I should have read first?', 'Who reviews changes to this config?',
                            'Is there a staging copy I can experiment with?', 'Which team owns this component?'],
                     'ko': ['먼저 읽어야 했던 문서가 있는지?', '이 설정 변경은 누가 리뷰하는지?', '실험해볼 수 있는 스테이징 복사본이 있는지?',
                            '이 컴포넌트 담당 팀이 어디인지?']}


def with_generic_ask(f):
    def g(L):
        d = f(L)
        if not d['ask'] and chance(.4):
            d = dict(d)
            d['ask'] = pick(GENERIC_ASK_CLEAN[L])
        return d
    g.__name__ = getattr(f, '__name__', 'tpl')
    return g


def echo_in_ask(f):
    """bespoke secret notes: sometimes repeat one short secret in ask_next_time (second occurrence in another field)"""
    def g(L):
        d = f(L)
        short = [s for s in d['secrets'] if len(s) <= 90 and '\n' not in s]
        if short and chance(.15):
            d = dict(d)
            d['ask'] = pick(ECHO_ASK[L]).replace('{v}', pick(short))
            d['category'] = d['category'] + ' (+ repeated in ask)'
        elif not d['ask'] and chance(.35):
            d = dict(d)
            d['ask'] = pick(GENERIC_ASK[L])
        return d
    g.__name__ = getattr(f, '__name__', 'tpl')
    return g


def plan():
    jobs = []   # (kind, fn)
    # ---- secret
    nv = len(VENDORS)
    order = list(range(nv))
    R.shuffle(order)
    n_single = nv - MULTI_COVER
    singles = order[:n_single]
    rest = order[n_single:]
    groups = [[] for _ in range(MULTI_NOTES)]
    for i, vi in enumerate(rest):
        groups[i % MULTI_NOTES].append(vi)
    for g in groups:
        while len(g) < 3:
            extra = pick(order)
            if extra not in g:
                g.append(extra)
    secret_fns = []
    for vi in singles:
        V = VENDORS[vi]
        secret_fns.append(('vendor-single', (lambda V: (lambda L: vendor_secret_note(V, L)))(V)))
    for g in groups:
        Vs = [VENDORS[i] for i in g]
        secret_fns.append(('vendor-multi', (lambda Vs: (lambda L: multi_vendor_note(Vs, L)))(Vs)))
    n_bespoke = TOTAL_PER_KIND - len(secret_fns)
    secret_fns += [('generic', echo_in_ask(f)) for f in weighted_fill(SECRET_TEMPLATES, n_bespoke)]
    jobs += [('secret', grp, f) for grp, f in secret_fns]
    # ---- clean
    pub = [(f, w) for f, w, g in CLEAN_TEMPLATES if g == 'publishable']
    risky = [(f, w) for f, w, g in CLEAN_TEMPLATES if g == 'risky']
    plain = [(f, w) for f, w, g in CLEAN_TEMPLATES if g == 'plain']
    clean_fns = []
    clean_fns += [('publishable', f) for f in weighted_fill(pub, PUBLISHABLE_NOTES)]
    vorder = list(range(nv))
    R.shuffle(vorder)
    for vi in vorder[:VENDOR_CLEAN_NOTES]:
        V = VENDORS[vi]
        clean_fns.append(('risky-vendor', (lambda V: (lambda L: vendor_clean_note(V, L)))(V)))
    clean_fns += [('plain', f) for f in weighted_fill(plain, PLAIN_NOTES)]
    n_risky = TOTAL_PER_KIND - len(clean_fns)
    clean_fns += [('risky', with_generic_ask(f)) for f in weighted_fill(risky, n_risky)]
    jobs += [('clean', grp, f) for grp, f in clean_fns]
    return jobs


def generate():
    jobs = plan()
    notes = []
    for kind in ('secret', 'clean'):
        kjobs = [(grp, f) for k, grp, f in jobs if k == kind]
        langs = ['ko'] * KO_PER_KIND + ['en'] * (len(kjobs) - KO_PER_KIND)
        R.shuffle(langs)
        for (grp, f), L in zip(kjobs, langs):
            n = build(f, L, kind)
            GROUPS.append((n, grp, getattr(f, '__name__', '')))
            notes.append(n)
    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes):
        out.append({'id': 'n%03d' % (i + 1), 'lang': n['lang'], 'kind': n['kind'], 'category': n['category'],
                    'fields': {'missing_context': n['fields']['missing_context'], 'lesson': n['fields']['lesson'],
                               'ask_next_time': n['fields']['ask_next_time']},
                    'secrets': n['secrets']})
    final_asserts(out)
    return out


def final_asserts(out):
    assert 680 <= len(out) <= 720, len(out)
    ns = sum(1 for n in out if n['kind'] == 'secret')
    nc = sum(1 for n in out if n['kind'] == 'clean')
    assert ns == nc, (ns, nc)
    seen_ids = []
    for n in out:
        assert list(n.keys()) == ['id', 'lang', 'kind', 'category', 'fields', 'secrets']
        assert list(n['fields'].keys()) == ['missing_context', 'lesson', 'ask_next_time']
        assert n['lang'] in ('en', 'ko') and n['kind'] in ('secret', 'clean')
        p = problems(n, n['kind'])
        assert not p, (n['id'], p)
        if n['kind'] == 'clean':
            assert n['secrets'] == []
        else:
            vals = list(n['fields'].values())
            for s in n['secrets']:
                assert len(s) >= 8 and any(s in v for v in vals), (n['id'], s)
            assert window_leak(vals, n['secrets']) is None, n['id']
        seen_ids.append(n['id'])
    assert len(seen_ids) == len(list(dict.fromkeys(seen_ids)))
    pubs = sum(1 for n in out if n['kind'] == 'clean' and n['category'].endswith(' [publishable]'))
    assert pubs <= nc // 10, pubs
    ko = sum(1 for n in out if n['lang'] == 'ko')
    assert 0.35 <= ko / len(out) <= 0.45, ko


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = sys.argv[1] if len(sys.argv) > 1 and not sys.argv[1].startswith('--') else os.path.join(here, 'blind_set_v32.jsonl')
    out = generate()
    data = ''.join(json.dumps(n, ensure_ascii=False) + '\n' for n in out)
    with open(path, 'w', encoding='utf-8', newline='\n') as fh:
        fh.write(data)
    sys.stderr.write('wrote %d notes to %s (sha256 %s); notes re-rolled by validation: %d\n'
                     % (len(out), path, hashlib.sha256(data.encode('utf-8')).hexdigest(), len(RETRY_LOG)))
    if '--stats' in sys.argv:
        stats(out)


def stats(out):
    from collections import Counter
    c = Counter((n['kind'], g, n['lang']) for n, g, _ in GROUPS)
    for k in sorted(c):
        print('%-7s %-14s %s %4d' % (k[0], k[1], k[2], c[k]))
    print('kind x lang:', sorted(Counter((n['kind'], n['lang']) for n in out).items()))
    vend = []
    for n in out:
        m = re.findall(r'\[([^\]]+)\]', n['category'])
        for x in m:
            for v in x.split(' + '):
                for v2 in v.split(', '):
                    if v2 != 'publishable' and v2 not in vend:
                        vend.append(v2)
    print('distinct vendor tags:', len(vend))
    print('vendor specs:', len(VENDORS), 'distinct vendor names in specs:', len(list(dict.fromkeys(V['vendor'] for V in VENDORS))))
    print('generic secret templates:', len(SECRET_TEMPLATES), 'clean templates:', Counter(g for _, _, g in CLEAN_TEMPLATES))
    print('distinct categories:', len(list(dict.fromkeys(n['category'] for n in out))))
    print('secret notes with >1 secret:', sum(1 for n in out if len(n['secrets']) > 1),
          'secret notes with a secret in >1 field:', sum(1 for n in out if n['kind'] == 'secret' and any(sum(1 for v in n['fields'].values() if s in v) > 1 for s in n['secrets'])))
    print('secrets listed:', sum(len(n['secrets']) for n in out))
    print('empty lesson:', sum(1 for n in out if not n['fields']['lesson']), 'empty ask:', sum(1 for n in out if not n['fields']['ask_next_time']))
    sz = sorted(len(n['fields']['missing_context'].encode()) for n in out)
    print('missing_context bytes min/median/max:', sz[0], sz[len(sz) // 2], sz[-1])


if __name__ == '__main__':
    main()
