#!/usr/bin/env python3
"""Blind evaluation set v15 for a credential-redaction filter (notes of AI coding agents).
Standard library only; deterministic (one seeded PRNG); writes blind_set_v15.jsonl next to itself."""
import base64, json, os, random, string, urllib.parse

SEED = 1515_2026
R = random.Random(SEED)

A = string.ascii_letters + string.digits
U = string.ascii_uppercase + string.digits
L = string.ascii_lowercase + string.digits
LET = string.ascii_letters
HX = '0123456789abcdef'
HXU = '0123456789ABCDEF'
DG = string.digits
B64 = A + '+/'
URLS = A + '-_'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'


def rs(r, alpha, n):
    return ''.join(r.choice(alpha) for _ in range(n))


def hx(r, n):
    return rs(r, HX, n)


def dg(r, n):
    return str(r.randint(1, 9)) + rs(r, DG, n - 1)


def uuid(r):
    h = hx(r, 32)
    h = h[:12] + '4' + h[13:16] + r.choice('89ab') + h[17:]
    return f'{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}'


def b64(b):
    return base64.b64encode(b).decode()


def rbytes(r, n):
    return bytes(r.getrandbits(8) for _ in range(n))


USERS = ['jmin', 'sora.k', 'hyunwoo', 'dana', 'mkim', 'alee', 'jpark', 'chris.o', 'yuna', 'tom.b', 'seojin',
         'ops-bot', 'deploy', 'svc_app', 'admin', 'backend', 'app_rw', 'reporter', 'etl_user', 'grafana']
NAMES_KO = ['민수', '지은', '현우', '서연', '도윤', '하은', '준호', '수빈', '태윤', '예린', '김팀장', '박과장', '이대리']
NAMES_EN = ['Priya', 'Marco', 'Jenna', 'Tomasz', 'Aiko', 'Luis', 'Hannah', 'Dev', 'Omar', 'Grace', 'Ben', 'Sofia']
SVC = ['billing', 'orders', 'auth', 'search', 'notifier', 'payments', 'catalog', 'ledger', 'gateway', 'reports',
       'checkout', 'inventory', 'profile', 'chat', 'media']
WORDS = ['Summer', 'Winter', 'Tiger', 'Dragon', 'Maple', 'Ocean', 'Rocket', 'Falcon', 'Coffee', 'Sunny', 'Happy',
         'Blue', 'Seoul', 'Busan', 'Jeju', 'Galaxy', 'Panda', 'Hunter', 'Orange', 'Silver']
KOW = ['바다', '하늘', '고양이', '강아지', '사랑', '봄날', '우리집', '행복', '별빛', '무지개', '호랑이', '커피']
KOKEY = ['gkstmddl', 'dkssud', 'wjdgus', 'tkfkdgo', 'qkqh', 'dlsrhd', 'rlaalstn', 'ehdgus', 'dbwls', 'tjdgus']
SYM = '!@#$%^&*-_+=.?~'


def host(r, kind=None):
    k = kind or r.choice(['db', 'pg', 'api', 'auth', 'cache', 'mq', 'etl', 'ci', 'mysql', 'redis', 'kafka'])
    env = r.choice(['prod', 'stg', 'dev', 'qa', 'prd', 'staging'])
    dom = r.choice(['internal', 'corp.example.com', 'svc.cluster.local', 'example.net', 'intra.example.kr',
                    'ap-northeast-2.compute.internal'])
    return f'{k}-{env}-{r.randint(1, 9)}.{dom}'


def ip(r):
    return f'10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(2, 254)}'


def user(r):
    return r.choice(USERS)


def svc(r):
    return r.choice(SVC)


def tm(r):
    return f'{r.randint(0, 23):02d}:{r.randint(0, 59):02d}'


def day(r):
    return f'2025-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}'


def ticket(r):
    return r.choice(['OPS', 'INFRA', 'PAY', 'SEC', 'BE', 'PLAT', 'DATA']) + '-' + str(r.randint(100, 9999))


def pw_human(r):
    while True:
        p = r.choice(WORDS) + r.choice(['', '_', '.', '@']) + str(r.randint(2019, 2026)) + r.choice('!@#$%&*?')
        if len(p) >= 9:
            return p


def pw_rand(r, n=None):
    n = n or r.randint(12, 24)
    while True:
        p = rs(r, A + SYM, n)
        if any(c in SYM for c in p) and any(c.isdigit() for c in p):
            return p


def pw_alnum(r, n=None):
    return rs(r, A, n or r.randint(12, 20))


def pw_ko(r):
    return r.choice(KOW) + r.choice(['', '!', '#']) + str(r.randint(1000, 9999)) + r.choice('!@#$')


def pw_kokey(r):
    return r.choice(KOKEY) + r.choice(['!', '@', '#', '12', '!!']) + str(r.randint(10, 99))


def pw_any(r):
    return r.choice([pw_human, pw_rand, pw_alnum, pw_rand, pw_kokey])(r)


def pw_phrase(r):
    ws = ['amber', 'canyon', 'violet', 'pickle', 'harbor', 'lantern', 'mosaic', 'walrus', 'cobalt', 'meadow',
          'tundra', 'biscuit', 'glacier', 'pepper', 'quartz', 'saddle']
    return '-'.join(r.sample(ws, 4)) + str(r.randint(1, 99))


def enc(p):
    return urllib.parse.quote(p, safe='')


def jwt(r, payload=None):
    hdr = b64(b'{"alg":"HS256","typ":"JWT"}').rstrip('=').replace('+', '-').replace('/', '_')
    pl = payload or ('{"sub":"%s","iat":%d,"exp":%d,"role":"%s"}' % (
        uuid(r), 1730000000 + r.randint(0, 9999999), 1760000000 + r.randint(0, 9999999),
        r.choice(['service', 'admin', 'service_role', 'deployer'])))
    p = b64(pl.encode()).rstrip('=').replace('+', '-').replace('/', '_')
    return f'{hdr}.{p}.{rs(r, URLS, 43)}'


def sa_jwt(r, ns='default', sa='deployer'):
    hdr = b64(('{"alg":"RS256","kid":"%s"}' % rs(r, URLS, 43)).encode()).rstrip('=').replace('+', '-').replace('/', '_')
    pl = ('{"iss":"kubernetes/serviceaccount","kubernetes.io/serviceaccount/namespace":"%s",'
          '"kubernetes.io/serviceaccount/service-account.name":"%s","sub":"system:serviceaccount:%s:%s"}' % (ns, sa, ns, sa))
    p = b64(pl.encode()).rstrip('=').replace('+', '-').replace('/', '_')
    return f'{hdr}.{p}.{rs(r, URLS, 86)}'


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def pem_lines(r, header, nbytes, width=64):
    while True:
        body = b64(header + rbytes(r, nbytes))
        lines = wrap(body, width)
        if len(lines[-1]) >= 12:
            return lines
        nbytes += 1


def ec_key(r):
    return pem_lines(r, b'\x30\x77\x02\x01\x01\x04\x20', 114)


def ed_key(r):
    hdr = (b'openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01'
           b'\x00\x00\x003\x00\x00\x00\x0bssh-ed25519\x00\x00\x00 ')
    return pem_lines(r, hdr, 300, 70)


def rsa_partial(r):
    return pem_lines(r, b'\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00', 420)


def totp(r, n=32):
    return rs(r, B32, n)


def recovery(r, style):
    if style == 'gh':
        return [hx(r, 5) + '-' + hx(r, 5) for _ in range(r.randint(6, 10))]
    if style == 'digits':
        return [rs(r, DG, 4) + ' ' + rs(r, DG, 4) for _ in range(r.randint(5, 8))]
    if style == 'google':
        return [rs(r, DG, 8) for _ in range(r.randint(6, 10))]
    return [rs(r, L, 4) + '-' + rs(r, L, 4) + '-' + rs(r, L, 4) for _ in range(r.randint(5, 8))]


def ko(s):
    return any('\uac00' <= c <= '\ud7a3' for c in s)


# ---------------------------------------------------------------------------
# Vendor token shapes: (display name, typical env var, generator)
# ---------------------------------------------------------------------------
VENDORS = [
    ('GitHub', 'GITHUB_TOKEN', lambda r: 'ghp_' + rs(r, A, 36)),
    ('GitHub OAuth', 'GH_OAUTH_TOKEN', lambda r: 'gho_' + rs(r, A, 36)),
    ('GitHub App', 'GH_INSTALLATION_TOKEN', lambda r: 'ghs_' + rs(r, A, 36)),
    ('GitHub user-to-server', 'GH_USER_TOKEN', lambda r: 'ghu_' + rs(r, A, 36)),
    ('GitHub fine-grained', 'GH_PAT', lambda r: 'github_pat_' + rs(r, A, 22) + '_' + rs(r, A, 59)),
    ('GitLab', 'GITLAB_TOKEN', lambda r: 'glpat-' + rs(r, URLS, 20)),
    ('GitLab runner', 'RUNNER_TOKEN', lambda r: 'glrt-' + rs(r, URLS, 20)),
    ('GitLab deploy token', 'CI_DEPLOY_PASSWORD', lambda r: 'gldt-' + rs(r, URLS, 20)),
    ('GitLab trigger', 'TRIGGER_TOKEN', lambda r: 'glptt-' + hx(r, 40)),
    ('Slack bot', 'SLACK_BOT_TOKEN', lambda r: 'xoxb-' + dg(r, 12) + '-' + dg(r, 13) + '-' + rs(r, A, 24)),
    ('Slack user', 'SLACK_USER_TOKEN', lambda r: 'xoxp-' + dg(r, 12) + '-' + dg(r, 12) + '-' + dg(r, 13) + '-' + hx(r, 32)),
    ('Slack app-level', 'SLACK_APP_TOKEN', lambda r: 'xapp-1-A' + rs(r, U, 10) + '-' + dg(r, 13) + '-' + hx(r, 64)),
    ('Discord bot', 'DISCORD_TOKEN', lambda r: b64(dg(r, 19).encode()).rstrip('=') + '.' + rs(r, URLS, 6) + '.' + rs(r, URLS, 38)),
    ('Telegram bot', 'TELEGRAM_BOT_TOKEN', lambda r: dg(r, 10) + ':AA' + rs(r, URLS, 33)),
    ('Google API key', 'GOOGLE_API_KEY', lambda r: 'AIza' + rs(r, URLS, 35)),
    ('Google OAuth client secret', 'GOOGLE_CLIENT_SECRET', lambda r: 'GOCSPX-' + rs(r, URLS, 28)),
    ('Google refresh token', 'GOOGLE_REFRESH_TOKEN', lambda r: '1//0' + r.choice('ge') + rs(r, URLS, 98)),
    ('Google access token', 'GOOGLE_ACCESS_TOKEN', lambda r: 'ya29.a0' + rs(r, URLS, 150)),
    ('Azure AD client secret', 'AZURE_CLIENT_SECRET', lambda r: rs(r, A, 3) + '8Q~' + rs(r, A + '_.~-', 34)),
    ('OpenAI project', 'OPENAI_API_KEY', lambda r: 'sk-proj-' + rs(r, URLS, 74) + 'T3BlbkFJ' + rs(r, URLS, 74)),
    ('OpenAI legacy', 'OPENAI_API_KEY', lambda r: 'sk-' + rs(r, A, 20) + 'T3BlbkFJ' + rs(r, A, 20)),
    ('OpenAI service account', 'OPENAI_API_KEY', lambda r: 'sk-svcacct-' + rs(r, URLS, 74) + 'T3BlbkFJ' + rs(r, URLS, 74)),
    ('Anthropic', 'ANTHROPIC_API_KEY', lambda r: 'sk-ant-api03-' + rs(r, URLS, 93) + 'AA'),
    ('Anthropic admin', 'ANTHROPIC_ADMIN_KEY', lambda r: 'sk-ant-admin01-' + rs(r, URLS, 93) + 'AA'),
    ('Stripe live secret', 'STRIPE_SECRET_KEY', lambda r: 'sk_live_51' + rs(r, A, 97)),
    ('Stripe test secret', 'STRIPE_SECRET_KEY', lambda r: 'sk_test_51' + rs(r, A, 97)),
    ('Stripe restricted', 'STRIPE_RESTRICTED_KEY', lambda r: 'rk_live_51' + rs(r, A, 97)),
    ('Stripe webhook', 'STRIPE_WEBHOOK_SECRET', lambda r: 'whsec_' + rs(r, A, 32)),
    ('Twilio auth token', 'TWILIO_AUTH_TOKEN', lambda r: hx(r, 32)),
    ('SendGrid', 'SENDGRID_API_KEY', lambda r: 'SG.' + rs(r, URLS, 22) + '.' + rs(r, URLS, 43)),
    ('Mailgun', 'MAILGUN_API_KEY', lambda r: hx(r, 32) + '-' + hx(r, 8) + '-' + hx(r, 8)),
    ('Mailchimp', 'MAILCHIMP_API_KEY', lambda r: hx(r, 32) + '-us' + str(r.randint(1, 21))),
    ('npm', 'NPM_TOKEN', lambda r: 'npm_' + rs(r, A, 36)),
    ('PyPI', 'PYPI_API_TOKEN', lambda r: 'pypi-AgEIcHlwaS5vcmc' + rs(r, URLS, 140)),
    ('NuGet', 'NUGET_API_KEY', lambda r: 'oy2' + rs(r, L, 43)),
    ('RubyGems', 'GEM_HOST_API_KEY', lambda r: 'rubygems_' + hx(r, 48)),
    ('Docker Hub', 'DOCKERHUB_TOKEN', lambda r: 'dckr_pat_' + rs(r, URLS, 27)),
    ('HashiCorp Vault', 'VAULT_TOKEN', lambda r: 'hvs.CAESI' + rs(r, URLS, 86)),
    ('HashiCorp Vault batch', 'VAULT_TOKEN', lambda r: 'hvb.AAAAAQ' + rs(r, URLS, 120)),
    ('Terraform Cloud', 'TF_TOKEN_app_terraform_io', lambda r: rs(r, A, 14) + '.atlasv1.' + rs(r, A, 67)),
    ('Doppler', 'DOPPLER_TOKEN', lambda r: 'dp.st.' + r.choice(['prd', 'stg', 'dev']) + '.' + rs(r, A, 40)),
    ('Shopify admin', 'SHOPIFY_ACCESS_TOKEN', lambda r: 'shpat_' + hx(r, 32)),
    ('Shopify shared secret', 'SHOPIFY_API_SECRET', lambda r: 'shpss_' + hx(r, 32)),
    ('Atlassian', 'JIRA_API_TOKEN', lambda r: 'ATATT3xFfGF0' + rs(r, URLS, 170) + '=' + rs(r, HXU, 8)),
    ('Trello', 'TRELLO_TOKEN', lambda r: 'ATTA' + hx(r, 64) + rs(r, HXU, 8)),
    ('Linear', 'LINEAR_API_KEY', lambda r: 'lin_api_' + rs(r, A, 40)),
    ('Notion', 'NOTION_TOKEN', lambda r: 'ntn_' + dg(r, 11) + rs(r, A, 35)),
    ('Notion legacy', 'NOTION_API_KEY', lambda r: 'secret_' + rs(r, A, 43)),
    ('Figma', 'FIGMA_TOKEN', lambda r: 'figd_' + rs(r, URLS, 40)),
    ('Sentry user token', 'SENTRY_AUTH_TOKEN', lambda r: 'sntryu_' + hx(r, 64)),
    ('Sentry org token', 'SENTRY_AUTH_TOKEN', lambda r: 'sntrys_eyJpYXQiOj' + rs(r, URLS, 120) + '_' + rs(r, URLS, 43)),
    ('Datadog API key', 'DD_API_KEY', lambda r: hx(r, 32)),
    ('Datadog application key', 'DD_APP_KEY', lambda r: hx(r, 40)),
    ('New Relic user key', 'NEW_RELIC_API_KEY', lambda r: 'NRAK-' + rs(r, U, 27)),
    ('New Relic license key', 'NEW_RELIC_LICENSE_KEY', lambda r: hx(r, 36) + 'NRAL'),
    ('Grafana service account', 'GRAFANA_TOKEN', lambda r: 'glsa_' + rs(r, A, 32) + '_' + hx(r, 8)),
    ('Grafana Cloud', 'GRAFANA_CLOUD_TOKEN', lambda r: 'glc_eyJvIjoi' + rs(r, B64, 140) + '='),
    ('PagerDuty', 'PAGERDUTY_TOKEN', lambda r: 'u+' + rs(r, URLS, 18)),
    ('Heroku', 'HEROKU_API_KEY', lambda r: 'HRKU-AA' + rs(r, URLS, 58)),
    ('DigitalOcean', 'DIGITALOCEAN_TOKEN', lambda r: 'dop_v1_' + hx(r, 64)),
    ('DigitalOcean OAuth', 'DO_OAUTH_TOKEN', lambda r: 'doo_v1_' + hx(r, 64)),
    ('Cloudflare API token', 'CLOUDFLARE_API_TOKEN', lambda r: rs(r, URLS, 40)),
    ('Cloudflare global key', 'CLOUDFLARE_API_KEY', lambda r: hx(r, 37)),
    ('Fastly', 'FASTLY_API_TOKEN', lambda r: rs(r, URLS, 32)),
    ('Netlify', 'NETLIFY_AUTH_TOKEN', lambda r: 'nfp_' + rs(r, A, 36)),
    ('Vercel', 'VERCEL_TOKEN', lambda r: rs(r, A, 24)),
    ('Supabase access token', 'SUPABASE_ACCESS_TOKEN', lambda r: 'sbp_' + hx(r, 40)),
    ('Supabase secret key', 'SUPABASE_SECRET_KEY', lambda r: 'sb_secret_' + rs(r, URLS, 31)),
    ('Postman', 'POSTMAN_API_KEY', lambda r: 'PMAK-' + hx(r, 24) + '-' + hx(r, 34)),
    ('Hugging Face', 'HF_TOKEN', lambda r: 'hf_' + rs(r, LET, 34)),
    ('Replicate', 'REPLICATE_API_TOKEN', lambda r: 'r8_' + rs(r, A, 37)),
    ('Groq', 'GROQ_API_KEY', lambda r: 'gsk_' + rs(r, A, 52)),
    ('Perplexity', 'PERPLEXITY_API_KEY', lambda r: 'pplx-' + rs(r, A, 48)),
    ('Cohere', 'COHERE_API_KEY', lambda r: rs(r, A, 40)),
    ('Mistral', 'MISTRAL_API_KEY', lambda r: rs(r, A, 32)),
    ('xAI', 'XAI_API_KEY', lambda r: 'xai-' + rs(r, A, 80)),
    ('OpenRouter', 'OPENROUTER_API_KEY', lambda r: 'sk-or-v1-' + hx(r, 64)),
    ('DeepSeek', 'DEEPSEEK_API_KEY', lambda r: 'sk-' + hx(r, 32)),
    ('age', 'SOPS_AGE_KEY', lambda r: 'AGE-SECRET-KEY-1' + rs(r, BECH, 58).upper()),
    ('Tailscale auth key', 'TS_AUTHKEY', lambda r: 'tskey-auth-' + rs(r, A, 11) + 'CNTRL-' + rs(r, A, 33)),
    ('Tailscale API key', 'TS_API_KEY', lambda r: 'tskey-api-' + rs(r, A, 11) + 'CNTRL-' + rs(r, A, 33)),
    ('ngrok', 'NGROK_AUTHTOKEN', lambda r: '2' + rs(r, A, 26) + '_' + rs(r, A, 21)),
    ('Pulumi', 'PULUMI_ACCESS_TOKEN', lambda r: 'pul-' + hx(r, 40)),
    ('Buildkite', 'BUILDKITE_API_TOKEN', lambda r: 'bkua_' + hx(r, 40)),
    ('CircleCI', 'CIRCLE_TOKEN', lambda r: 'CCIPAT_' + rs(r, A, 22) + '_' + hx(r, 40)),
    ('Okta', 'OKTA_API_TOKEN', lambda r: '00' + rs(r, URLS, 40)),
    ('Auth0', 'AUTH0_CLIENT_SECRET', lambda r: rs(r, URLS, 64)),
    ('Firebase FCM', 'FCM_SERVER_KEY', lambda r: 'AAAA' + rs(r, URLS, 7) + ':APA91b' + rs(r, URLS, 134)),
    ('Algolia admin', 'ALGOLIA_ADMIN_KEY', lambda r: hx(r, 32)),
    ('Mapbox secret', 'MAPBOX_SECRET_TOKEN', lambda r: 'sk.eyJ1Ijoi' + rs(r, URLS, 50) + '.' + rs(r, URLS, 22)),
    ('Contentful', 'CONTENTFUL_MANAGEMENT_TOKEN', lambda r: 'CFPAT-' + rs(r, URLS, 43)),
    ('Asana', 'ASANA_PAT', lambda r: '2/' + dg(r, 16) + '/' + dg(r, 16) + ':' + hx(r, 32)),
    ('Airtable', 'AIRTABLE_TOKEN', lambda r: 'pat' + rs(r, A, 14) + '.' + hx(r, 64)),
    ('Dropbox', 'DROPBOX_TOKEN', lambda r: 'sl.B' + rs(r, URLS, 135)),
    ('Square', 'SQUARE_ACCESS_TOKEN', lambda r: 'EAAA' + rs(r, URLS, 60)),
    ('Braintree', 'BRAINTREE_ACCESS_TOKEN', lambda r: 'access_token$production$' + rs(r, L, 16) + '$' + hx(r, 32)),
    ('Facebook', 'FB_PAGE_ACCESS_TOKEN', lambda r: 'EAAG' + rs(r, A, 180)),
    ('X/Twitter bearer', 'TWITTER_BEARER_TOKEN', lambda r: 'AAAAAAAAAAAAAAAAAAAAA' + rs(r, A, 25) + '%3D' + rs(r, A, 50)),
    ('LINE channel access token', 'LINE_CHANNEL_ACCESS_TOKEN', lambda r: rs(r, B64, 171) + '='),
    ('LINE channel secret', 'LINE_CHANNEL_SECRET', lambda r: hx(r, 32)),
    ('LINE Notify', 'LINE_NOTIFY_TOKEN', lambda r: rs(r, A, 43)),
    ('Kakao REST API', 'KAKAO_REST_API_KEY', lambda r: hx(r, 32)),
    ('Kakao Admin', 'KAKAO_ADMIN_KEY', lambda r: hx(r, 32)),
    ('Naver Developers client secret', 'NAVER_CLIENT_SECRET', lambda r: rs(r, A, 10)),
    ('Toss Payments', 'TOSS_SECRET_KEY', lambda r: 'live_sk_' + rs(r, A, 24)),
    ('Toss Payments widget', 'TOSS_WIDGET_SECRET_KEY', lambda r: 'live_gsk_' + rs(r, A, 24)),
    ('PortOne V2', 'PORTONE_API_SECRET', lambda r: rs(r, A, 80)),
    ('KakaoPay', 'KAKAOPAY_SECRET_KEY', lambda r: r.choice(['DEV', 'PRD']) + rs(r, HXU, 34)),
    ('WeChat', 'WECHAT_APP_SECRET', lambda r: hx(r, 32)),
    ('Feishu/Lark', 'FEISHU_APP_SECRET', lambda r: rs(r, A, 32)),
    ('DingTalk', 'DINGTALK_SECRET', lambda r: 'SEC' + hx(r, 64)),
    ('Databricks', 'DATABRICKS_TOKEN', lambda r: 'dapi' + hx(r, 32)),
    ('Azure DevOps', 'AZURE_DEVOPS_PAT', lambda r: rs(r, 'abcdefghijklmnopqrstuvwxyz234567', 52)),
    ('Bitbucket app password', 'BITBUCKET_APP_PASSWORD', lambda r: 'ATBB' + rs(r, A, 32) + rs(r, HXU, 8)),
    ('Jenkins', 'JENKINS_API_TOKEN', lambda r: '11' + hx(r, 32)),
    ('SonarQube', 'SONAR_TOKEN', lambda r: 'squ_' + hx(r, 40)),
    ('Sourcegraph', 'SRC_ACCESS_TOKEN', lambda r: 'sgp_' + hx(r, 16) + '_' + hx(r, 40)),
    ('Prefect', 'PREFECT_API_KEY', lambda r: 'pnu_' + rs(r, A, 36)),
    ('Weights & Biases', 'WANDB_API_KEY', lambda r: hx(r, 40)),
    ('Infracost', 'INFRACOST_API_KEY', lambda r: 'ico-' + rs(r, A, 32)),
    ('Render', 'RENDER_API_KEY', lambda r: 'rnd_' + rs(r, A, 32)),
    ('Resend', 'RESEND_API_KEY', lambda r: 're_' + rs(r, A, 8) + '_' + rs(r, A, 24)),
    ('1Password service account', 'OP_SERVICE_ACCOUNT_TOKEN', lambda r: 'ops_eyJzaWduSW5BZGRyZXNzIjoi' + rs(r, B64, 300)),
    ('Plaid', 'PLAID_SECRET', lambda r: hx(r, 30)),
    ('Dynatrace', 'DT_API_TOKEN', lambda r: 'dt0c01.' + rs(r, U, 24) + '.' + rs(r, U, 64)),
    ('Honeycomb', 'HONEYCOMB_API_KEY', lambda r: 'hcaik_' + rs(r, L, 58)),
    ('Shippo', 'SHIPPO_API_KEY', lambda r: 'shippo_live_' + hx(r, 40)),
    ('EasyPost', 'EASYPOST_API_KEY', lambda r: 'EZAK' + hx(r, 54)),
    ('LaunchDarkly', 'LAUNCHDARKLY_SDK_KEY', lambda r: 'sdk-' + uuid(r)),
    ('Sendbird', 'SENDBIRD_API_TOKEN', lambda r: hx(r, 40)),
    ('Zoom', 'ZOOM_CLIENT_SECRET', lambda r: rs(r, A, 32)),
    ('Coupang Open API', 'COUPANG_SECRET_KEY', lambda r: hx(r, 40)),
    ('Solapi', 'SOLAPI_API_SECRET', lambda r: rs(r, U, 32)),
    ('Aligo SMS', 'ALIGO_API_KEY', lambda r: rs(r, L, 32)),
    ('Bootpay', 'BOOTPAY_PRIVATE_KEY', lambda r: rs(r, B64, 43) + '='),
    ('Channel Talk', 'CHANNEL_ACCESS_SECRET', lambda r: hx(r, 32)),
    ('Fly.io', 'FLY_API_TOKEN', lambda r: 'FlyV1 fm2_' + rs(r, B64, 280)),
    ('Mattermost', 'MM_ACCESS_TOKEN', lambda r: rs(r, L, 26)),
    ('Intercom', 'INTERCOM_ACCESS_TOKEN', lambda r: 'dG9rOj' + rs(r, B64, 54) + '='),
    ('Twitch', 'TWITCH_OAUTH_TOKEN', lambda r: 'oauth:' + rs(r, L, 30)),
    ('Zendesk', 'ZENDESK_API_TOKEN', lambda r: rs(r, A, 40)),
    ('Upstash Redis', 'UPSTASH_REDIS_REST_TOKEN', lambda r: 'AX' + rs(r, URLS, 4) + 'AAIjcD' + rs(r, A, 52)),
    ('Neon', 'NEON_API_KEY', lambda r: 'napi_' + rs(r, L, 64)),
    ('PlanetScale', 'PLANETSCALE_SERVICE_TOKEN', lambda r: 'pscale_tkn_' + rs(r, URLS, 43)),
    ('Expo', 'EXPO_TOKEN', lambda r: rs(r, URLS, 40)),
    ('Bitbucket access token', 'BITBUCKET_ACCESS_TOKEN', lambda r: 'ATCTT3xFfGN0' + rs(r, URLS, 180) + '=' + rs(r, HXU, 8)),
    ('Pinecone', 'PINECONE_API_KEY', lambda r: 'pcsk_' + rs(r, A, 5) + '_' + rs(r, A, 64)),
    ('LangSmith', 'LANGSMITH_API_KEY', lambda r: 'lsv2_pt_' + hx(r, 32) + '_' + hx(r, 10)),
    ('Modal', 'MODAL_TOKEN_SECRET', lambda r: 'as-' + rs(r, A, 22)),
    ('Firecrawl', 'FIRECRAWL_API_KEY', lambda r: 'fc-' + hx(r, 32)),
    ('Tavily', 'TAVILY_API_KEY', lambda r: 'tvly-' + rs(r, A, 32)),
    ('ElevenLabs', 'ELEVENLABS_API_KEY', lambda r: 'sk_' + hx(r, 48)),
    ('Deepgram', 'DEEPGRAM_API_KEY', lambda r: hx(r, 40)),
    ('Together AI', 'TOGETHER_API_KEY', lambda r: 'tgp_v1_' + rs(r, URLS, 43)),
    ('Fireworks AI', 'FIREWORKS_API_KEY', lambda r: 'fw_' + rs(r, A, 24)),
    ('Cerebras', 'CEREBRAS_API_KEY', lambda r: 'csk-' + rs(r, L, 48)),
    ('Voyage AI', 'VOYAGE_API_KEY', lambda r: 'pa-' + rs(r, URLS, 43)),
    ('Naver CLOVA Studio', 'CLOVASTUDIO_API_KEY', lambda r: 'nv-' + hx(r, 32)),
    ('Upstage', 'UPSTAGE_API_KEY', lambda r: 'up_' + rs(r, A, 29)),
]

# ---------------------------------------------------------------------------
# Template registries
# ---------------------------------------------------------------------------
TEMPLATES = []   # (kind, lang, category, fn)
FRAMES = []      # (lang, category, fn(r, name, env, gen))


def T(kind, lang, cat):
    def deco(fn):
        TEMPLATES.append((kind, lang, cat, fn))
        return fn
    return deco


def F(lang, cat):
    def deco(fn):
        FRAMES.append((lang, cat, fn))
        return fn
    return deco


def camel(env):
    parts = env.lower().split('_')
    return parts[0] + ''.join(p.capitalize() for p in parts[1:])

# ----------------------------- vendor frames (EN) ---------------------------


@F('en', '.env excerpt with hardcoded vendor key')
def _(r, n, e, g):
    v = g(r)
    mc = (f"The {svc(r)} service reads its config from .env at the repo root. Current file:\n"
          f"NODE_ENV=production\nPORT={r.randint(3000, 9000)}\nLOG_LEVEL=info\n{e}={v}\nFEATURE_FLAGS=checkout_v2,search_boost")
    le = f".env is not in .gitignore in this repo; the {n} key above got committed in an earlier PR and needs rotating."
    return mc, le, "Should .env.example be the only env file tracked?", [v]


@F('en', 'GitHub Actions workflow with inline vendor key')
def _(r, n, e, g):
    v = g(r)
    mc = (f"Nightly job in .github/workflows/nightly.yml:\njobs:\n  sync:\n    runs-on: ubuntu-latest\n    env:\n"
          f"      {e}: {v}\n    steps:\n      - uses: actions/checkout@v4\n      - run: make sync-{svc(r)}")
    le = f"The workflow hardcodes the {n} credential instead of using the repository secret store, so it is visible to anyone with read access."
    return mc, le, "", [v]


@F('en', 'curl with vendor bearer header')
def _(r, n, e, g):
    v = g(r)
    mc = (f"Reproduced the 429 from the {n} API with:\ncurl -sS -X GET 'https://api.example.com/v1/usage?limit=50' \\\n"
          f"  -H 'Authorization: Bearer {v}' \\\n  -H 'Accept: application/json' | jq .")
    le = "Rate limit is per token, not per IP; the batch importer and the cron share the same token which is why both fail together."
    return mc, le, "Can we get a second token for the cron?", [v]


@F('en', 'python SDK with fallback default key')
def _(r, n, e, g):
    v = g(r)
    mc = (f"src/clients/{svc(r)}.py builds the {n} client like this:\n\nimport os\n\n"
          f"API_KEY = os.environ.get(\"{e}\", \"{v}\")\nclient = Client(api_key=API_KEY, timeout=30)")
    le = "The fallback default means prod silently uses the developer's personal key whenever the env var is missing."
    return mc, le, "Remove the default and fail fast?", [v]


@F('en', 'node process.env fallback')
def _(r, n, e, g):
    v = g(r)
    mc = (f"config/index.js:\nmodule.exports = {{\n  port: process.env.PORT || 8080,\n  {camel(e)}: process.env.{e} || '{v}',\n"
          f"  region: 'ap-northeast-2',\n}};")
    le = f"Found while tracing why local runs hit the real {n} account. The literal after || is a live credential."
    return mc, le, "", [v]


@F('en', 'go test setenv with real key')
def _(r, n, e, g):
    v = g(r)
    mc = (f"integration_test.go:\nfunc TestMain(m *testing.M) {{\n\tos.Setenv(\"{e}\", \"{v}\")\n\tos.Exit(m.Run())\n}}")
    le = f"Integration tests call the real {n} endpoint with this hardcoded key; they should be skipped unless the env var is provided by CI."
    return mc, le, "", [v]


@F('en', 'debug log line leaking header')
def _(r, n, e, g):
    v = g(r)
    rid = uuid(r)
    mc = (f"{day(r)}T{tm(r)}:{r.randint(10, 59)}Z DEBUG http.client request_id={rid} method=POST url=https://api.example.com/v2/events "
          f"headers={{'User-Agent': 'svc/{r.randint(1, 9)}.{r.randint(0, 20)}', 'Authorization': 'Bearer {v}'}}")
    le = f"DEBUG logging in the {n} wrapper dumps full request headers; set the http.client logger to INFO in prod."
    return mc, le, "Who has access to the log index where this landed?", [v]


@F('en', 'stack trace with key in query string')
def _(r, n, e, g):
    v = g(r)
    mc = (f"Traceback (most recent call last):\n  File \"/app/worker/tasks.py\", line {r.randint(40, 400)}, in refresh\n"
          f"    resp.raise_for_status()\nrequests.exceptions.HTTPError: 403 Client Error: Forbidden for url: "
          f"https://api.example.com/v1/export?format=csv&api_key={v}")
    le = f"The {n} client passes the key as a query parameter, so every HTTPError message contains it. Switch to header auth."
    return mc, le, "", [v]


@F('en', 'commit message quoting removed key')
def _(r, n, e, g):
    v = g(r)
    sha = hx(r, 40)
    mc = (f"git show --stat {sha[:10]}\n\n    chore: stop hardcoding {e}\n\n    The previous value ({v}) was copied from the\n"
          f"    {n} dashboard during the demo. Moved to env.")
    le = "The commit message itself repeats the credential it was meant to remove; the history needs scrubbing as well as a rotation."
    return mc, le, "", [v]


@F('en', 'code review comment with key')
def _(r, n, e, g):
    v = g(r)
    mc = (f"Review on PR #{r.randint(100, 4000)} ({svc(r)}):\n> settings.py line {r.randint(10, 300)}: `{e} = \"{v}\"`\n"
          f"Blocking: please read this from the environment. Also this looks like the production {n} key, not the sandbox one.")
    le = "Reviewers catch hardcoded keys but the PR branch is already pushed, so the key is exposed regardless of the merge."
    return mc, le, "", [v]


@F('en', 'incident timeline with pasted key')
def _(r, n, e, g):
    v = g(r)
    a, b, c = sorted([tm(r), tm(r), tm(r)])
    mc = (f"Incident {ticket(r)} timeline:\n{a} on-call pasted {v} into #eng-help while debugging the {n} webhook\n"
          f"{b} message deleted, but the Slack export bot had already archived it\n{c} decision: rotate")
    le = "Deleting a chat message does not remove it from exports or notification emails; always rotate."
    return mc, le, "Was the rotation completed?", [v]


@F('en', 'terminal history export')
def _(r, n, e, g):
    v = g(r)
    k = r.randint(200, 900)
    mc = (f"Output of `history | tail -4` on the bastion:\n {k}  cd /srv/{svc(r)}\n {k + 1}  export {e}={v}\n"
          f" {k + 2}  ./bin/backfill --since 7d\n {k + 3}  unset {e}")
    le = "unset does not help: the value stays in ~/.bash_history. Use `read -s` or a secret manager CLI instead."
    return mc, le, "", [v]


@F('en', 'docker run -e with key')
def _(r, n, e, g):
    v = g(r)
    mc = (f"Local repro for the {svc(r)} worker:\ndocker run --rm -it -e {e}={v} -e LOG_LEVEL=debug "
          f"ghcr.io/example/{svc(r)}-worker:{r.randint(1, 3)}.{r.randint(0, 30)}.{r.randint(0, 9)}")
    le = "Passing the key with -e leaves it in shell history and in `docker inspect`; prefer --env-file with a git-ignored file."
    return mc, le, "", [v]


@F('en', 'kubectl create secret from literal')
def _(r, n, e, g):
    v = g(r)
    ns = svc(r)
    mc = (f"Bootstrapped the namespace by hand:\nkubectl -n {ns} create secret generic {ns}-vendor "
          f"--from-literal={e.lower()}={v}")
    le = f"The {n} secret in the {ns} namespace is not managed by ExternalSecrets yet, so it will be missing after a cluster rebuild."
    return mc, le, "Should it be migrated to ExternalSecrets?", [v]


@F('en', 'terraform tfvars with key')
def _(r, n, e, g):
    v = g(r)
    mc = (f"envs/prod/terraform.tfvars (tracked):\nregion = \"ap-northeast-2\"\ninstance_count = {r.randint(2, 12)}\n"
          f"{e.lower()} = \"{v}\"")
    le = "Terraform variables holding credentials must be marked sensitive and supplied via TF_VAR_ env, not a tracked tfvars file."
    return mc, le, "", [v]


@F('en', 'json config file with key')
def _(r, n, e, g):
    v = g(r)
    mc = (f"appsettings.Production.json:\n{{\n  \"Logging\": {{ \"LogLevel\": {{ \"Default\": \"Warning\" }} }},\n"
          f"  \"Integrations\": {{\n    \"{n}\": {{ \"ApiKey\": \"{v}\", \"TimeoutSeconds\": {r.randint(5, 60)} }}\n  }}\n}}")
    le = "appsettings.Production.json is copied into the container image, so anybody who can pull the image can read the key."
    return mc, le, "", [v]


@F('en', 'rotation old and new key')
def _(r, n, e, g):
    v1, v2 = g(r), g(r)
    mc = f"Rotated the {n} credential for {svc(r)} today. Old: {v1}\nNew: {v2}"
    le = "Keep the old one active for 24h because the mobile build still ships it; revoke it after the forced update."
    return mc, le, "Has the old key been revoked yet?", [v1, v2]


@F('en', 'label at end of field, value in next field')
def _(r, n, e, g):
    v = g(r)
    mc = f"Needed a working {n} credential to run the seed script against staging. The one from the team lead is:"
    le = f"{v} (works for staging only, prod uses a different one)."
    return mc, le, "", [v]


@F('en', 'key only in ask_next_time')
def _(r, n, e, g):
    v = g(r)
    mc = f"The {svc(r)} job failed with 401 from {n} after the vendor migrated our account."
    le = "Vendor migrations invalidate old credentials; check the vendor status page before debugging our code."
    return mc, le, f"Is {v} still the key we should use, or was a new one issued?", [v]


@F('en', 'pytest fixture with real key')
def _(r, n, e, g):
    v = g(r)
    mc = (f"tests/conftest.py:\n@pytest.fixture\ndef vendor_client():\n    return make_client(token=\"{v}\")  # TODO mock")
    le = f"The fixture uses a real {n} token, so the unit suite makes network calls and leaks the token to anyone cloning the repo."
    return mc, le, "", [v]


@F('en', 'ini config section with key')
def _(r, n, e, g):
    v = g(r)
    mc = (f"deploy/{svc(r)}.ini:\n[server]\nworkers = {r.randint(2, 16)}\nbind = 0.0.0.0:{r.randint(8000, 8999)}\n\n"
          f"[{n.lower().split()[0]}]\napi_key = {v}\nretries = 3")
    le = "The ini file is baked into the AMI; secrets there survive every redeploy until the image is rebuilt."
    return mc, le, "", [v]


@F('en', 'transcribed dashboard screenshot')
def _(r, n, e, g):
    v = g(r)
    mc = (f"Transcribed from the screenshot in the support ticket ({ticket(r)}):\n  {n} > Settings > API\n"
          f"  Name: ci-{svc(r)}   Created: {day(r)}\n  Token: {v}\n  [Copy] [Revoke]")
    le = "Customers attach full dashboard screenshots to tickets; the support queue should be treated as sensitive."
    return mc, le, "", [v]

# ----------------------------- vendor frames (KO) ---------------------------


@F('ko', '슬랙 스레드 발췌 (vendor key)')
def _(r, n, e, g):
    v = g(r)
    a, b = r.sample(NAMES_KO, 2)
    mc = (f"#dev-{svc(r)} 스레드 발췌\n[{tm(r)}] {a}: {n} 키 어디있어요? 로컬에서 테스트해야 해서\n"
          f"[{tm(r)}] {b}: 이거 쓰세요 {v}\n[{tm(r)}] {a}: 감사합니다 👍")
    le = "슬랙에 키 그대로 붙여넣는 문화가 있음. 채널 검색하면 다 나옴 → 교체 필요"
    return mc, le, "", [v]


@F('ko', '카톡으로 받은 키')
def _(r, n, e, g):
    v = g(r)
    mc = f"외주사 담당자한테 카톡으로 받은 {n} 키: {v}\n이걸로 스테이징 연동 테스트했음"
    le = "외주 쪽이랑 키 공유할때 카톡 쓰지말고 1Password 공유 링크로 보내달라고 요청해야됨"
    return mc, le, "운영용 키도 같은 걸로 쓰는지 확인?", [v]


@F('ko', '노션 표 (서비스별 키)')
def _(r, n, e, g):
    v = g(r)
    mc = (f"노션 '외부 연동 정리' 페이지 표 복붙\n| 서비스 | 용도 | 키 | 담당 |\n|---|---|---|---|\n"
          f"| {n} | {svc(r)} 연동 | {v} | {r.choice(NAMES_KO)} |\n| 사내 SSO | 로그인 | (IT팀 문의) | IT |")
    le = "노션 페이지가 전사 공개로 되어있었음. 권한 팀스페이스로 좁히고 키는 지워야 함"
    return mc, le, "", [v]


@F('ko', '위키 서버 접속 정보 섹션')
def _(r, n, e, g):
    v = g(r)
    mc = (f"사내 위키 '{svc(r)} 운영 가이드' > 3.2 외부 API\n- 업체: {n}\n- 환경변수: {e}\n- 값: {v}\n- 만료: 없음")
    le = f"위키에 운영 키가 평문으로 있음. 신규 입사자 온보딩 문서에서 링크돼서 다들 여기서 복사해감"
    return mc, le, "", [v]


@F('ko', '지라 티켓 재현 방법에 키')
def _(r, n, e, g):
    v = g(r)
    mc = (f"[{ticket(r)}] {n} 웹훅 서명 검증 실패\n재현 방법:\n1. 스테이징 배포\n2. 아래 키로 헤더 세팅 후 호출\n"
          f"   X-Api-Key: {v}\n3. 400 응답 확인")
    le = "지라 티켓은 외주 인력도 볼 수 있음. 재현용이라도 실제 키 넣지 말 것"
    return mc, le, "", [v]


@F('ko', '회의록에 새 키 기록')
def _(r, n, e, g):
    v = g(r)
    mc = (f"{day(r)} 주간 회의록\n- 배포 프리즈 다음주 수요일부터\n- {n} 키 새로 발급함 ({v}), 금요일에 교체 예정\n"
          f"- 온콜 로테이션 변경: {r.choice(NAMES_KO)} → {r.choice(NAMES_KO)}")
    le = "회의록이 구글 드라이브 전체 공유라서 키가 노출된 상태"
    return mc, le, "", [v]


@F('ko', '한국어 커밋 메시지에 기존 키')
def _(r, n, e, g):
    v = g(r)
    mc = f"커밋 로그 보다가 발견:\n{hx(r, 7)} fix: {e} 하드코딩 제거 (기존값 {v} → 환경변수로)"
    le = "커밋 메시지에 기존 키를 적어버려서 제거한 의미가 없음. 키 폐기부터 해야 함"
    return mc, le, "", [v]


@F('ko', '.env 한국어 주석')
def _(r, n, e, g):
    v = g(r)
    mc = (f"서버에 있던 .env 파일 내용\n# 운영용 키임 건드리지 마세요!!\n{e}={v}\n# 아래는 로컬용\nDEBUG=false\nTZ=Asia/Seoul")
    le = "주석으로 '건드리지 마세요' 써놔도 의미 없음. 서버 접근권한 있는 사람 다 볼 수 있음"
    return mc, le, "", [v]


@F('ko', '위키 curl 예제')
def _(r, n, e, g):
    v = g(r)
    mc = (f"API 호출 예시 (위키에서 복사)\ncurl -X POST https://api.example.com/v1/messages \\\n  -H \"Authorization: Bearer {v}\" \\\n"
          f"  -H \"Content-Type: application/json\" \\\n  -d '{{\"to\":\"010-0000-0000\",\"text\":\"테스트\"}}'")
    le = f"예제에 실제 {n} 토큰이 박혀있어서 다들 그대로 씀. 예제는 $TOKEN 변수로 바꿔야 함"
    return mc, le, "", [v]


@F('ko', 'docker-compose environment 블록')
def _(r, n, e, g):
    v = g(r)
    s = svc(r)
    mc = (f"docker-compose.yml 일부\nservices:\n  {s}:\n    image: {s}:latest\n    environment:\n      - TZ=Asia/Seoul\n"
          f"      - {e}={v}\n    ports:\n      - \"{r.randint(8000, 8999)}:8080\"")
    le = "compose 파일이 레포에 커밋되어 있음. env_file로 빼고 .gitignore 처리해야 됨"
    return mc, le, "", [v]


@F('ko', '파이썬 코드 한국어 주석')
def _(r, n, e, g):
    v = g(r)
    mc = (f"batch/sync_{svc(r)}.py\n# TODO: 나중에 환경변수로 뺄 것 (일단 급해서)\nAPI_KEY = '{v}'\n\ndef run():\n    ...")
    le = "'일단 급해서' 하드코딩한 키가 1년째 그대로 있었음"
    return mc, le, "", [v]


@F('ko', '에러 로그에 키 노출')
def _(r, n, e, g):
    v = g(r)
    mc = (f"[ERROR] {day(r)} {tm(r)}:{r.randint(10, 59)} {n}Client - 인증 실패 (status=401) "
          f"key={v} endpoint=/v1/send retry=3")
    le = "에러 로그에 키를 찍는 코드가 있음. 로그는 ELK로 가서 전사 조회 가능"
    return mc, le, "로그 마스킹 처리 누가 할지?", [v]


@F('ko', '필드 끝 라벨, 다음 필드 값 (ko)')
def _(r, n, e, g):
    v = g(r)
    mc = f"스테이징 {n} 연동 테스트하려면 키가 필요한데 {r.choice(NAMES_KO)}님이 준 키는"
    le = f"{v} 이거임. 운영 키랑 다르니까 헷갈리지 말 것"
    return mc, le, "", [v]


@F('ko', 'ask_next_time에 키 (ko)')
def _(r, n, e, g):
    v = g(r)
    mc = f"{n} 쪽에서 키 만료 메일 옴. 배치가 새벽에 실패할 수 있음"
    le = "만료 메일은 담당자 개인 메일로만 와서 팀이 몰랐음. 알림 수신자를 그룹 메일로 바꿔야 함"
    return mc, le, f"지금 쓰는 키 {v} 만료일 언제인지 확인 부탁", [v]


@F('ko', '장애 타임라인 (ko)')
def _(r, n, e, g):
    v = g(r)
    a, b = sorted([tm(r), tm(r)])
    mc = (f"장애 타임라인\n{a} {n} 호출 전부 401\n{b} 임시로 개인 키로 교체해서 복구 ({v})\n이후 정식 키 발급 대기중")
    le = "개인 계정 키로 운영을 돌리면 그 사람이 퇴사하면 또 장애남"
    return mc, le, "", [v]


@F('ko', '코드리뷰 코멘트 (ko)')
def _(r, n, e, g):
    v = g(r)
    mc = (f"PR #{r.randint(100, 3000)} 리뷰 코멘트\n> `const key = \"{v}\";`\n이거 운영 키 아닌가요? 환경변수로 바꿔주세요 🙏")
    le = "리뷰에서 잡아도 이미 브랜치에 푸시된 거라 키는 교체해야 함"
    return mc, le, "", [v]


@F('ko', '스크린샷 옮겨 적음 (ko)')
def _(r, n, e, g):
    v = g(r)
    mc = f"(대시보드 스샷 옮겨적음)\n{n} 콘솔 > 내 애플리케이션 > {svc(r)}-prod\nSecret: {v}\n발급일 {day(r)}"
    le = "스샷을 이슈에 올리는 경우가 많아서 키가 그대로 노출됨"
    return mc, le, "", [v]


@F('ko', '터미널 히스토리 (ko)')
def _(r, n, e, g):
    v = g(r)
    mc = (f"서버에서 history 확인해보니\n  {r.randint(100, 999)}  export {e}='{v}'\n  {r.randint(100, 999)}  python manage.py sync")
    le = "export로 키 넣으면 히스토리에 남음. HISTCONTROL=ignorespace 쓰거나 파일로 읽게 하자"
    return mc, le, "", [v]


@F('ko', 'spring application.yml (ko)')
def _(r, n, e, g):
    v = g(r)
    mc = (f"application-prod.yml\nspring:\n  profiles: prod\nexternal:\n  {camel(e)}:\n    base-url: https://api.example.com\n"
          f"    secret: {v}")
    le = "prod 프로파일 yml이 jar 안에 같이 패키징됨. 키는 외부 설정으로 빼야 함"
    return mc, le, "", [v]


@F('ko', '인수인계 문서 (ko)')
def _(r, n, e, g):
    v = g(r)
    mc = (f"인수인계 문서 ({r.choice(NAMES_KO)} → {r.choice(NAMES_KO)})\n3. 외부 연동\n  - {n}: 키는 {v} (콘솔 계정은 팀 공용)")
    le = "퇴사자 인수인계 문서에 키가 평문으로 들어가 있음. 퇴사 후 키 교체 체크리스트에 추가"
    return mc, le, "", [v]


@F('ko', '키 교체 전후 (ko)')
def _(r, n, e, g):
    v1, v2 = g(r), g(r)
    mc = f"{n} 키 교체함\n이전: {v1}\n신규: {v2}"
    le = "이전 키는 앱 강제 업데이트 이후에 폐기 예정. 그 전까지는 둘 다 살아있음"
    return mc, le, "", [v1, v2]


@F('ko', '테스트 픽스처 (ko)')
def _(r, n, e, g):
    v = g(r)
    mc = (f"tests/fixtures/{svc(r)}.json 에 들어있던 값\n{{\"provider\": \"{n}\", \"token\": \"{v}\", \"sandbox\": false}}")
    le = "픽스처인데 sandbox=false 에 진짜 토큰임. 테스트 돌릴 때마다 실제 API 호출됨"
    return mc, le, "", [v]

# ----------------------------- secret templates (EN) ------------------------


@T('secret', 'en', 'shell: mysql -p attached password')
def _(r):
    p = pw_any(r)
    h = host(r, 'mysql')
    mc = f"To check the replication lag I ran:\nmysql -h {h} -u {user(r)} -p'{p}' -e 'SHOW REPLICA STATUS\\G'"
    return mc, "Seconds_Behind_Source spikes during the nightly ETL; not a real outage.", "", [p]


@T('secret', 'en', 'shell: PGPASSWORD inline')
def _(r):
    p = pw_any(r)
    mc = f"PGPASSWORD='{p}' psql -h {host(r, 'pg')} -U {user(r)} -d {svc(r)} -c 'select count(*) from outbox where sent_at is null;'"
    return mc, "The outbox backlog grows when the relay pod is OOM-killed; check pod restarts first.", "", [p]


@T('secret', 'en', 'DATABASE_URL with percent-encoded password')
def _(r):
    p = pw_rand(r)
    ep = enc(p)
    if ep == p:
        ep = enc(p + '@')
    mc = f"DATABASE_URL=postgresql://{user(r)}:{ep}@{host(r, 'pg')}:5432/{svc(r)}?sslmode=require"
    le = "Special characters in the password must be percent-encoded in the URL or the driver splits the host wrong."
    return mc, le, "", [ep]


@T('secret', 'en', 'MongoDB SRV URI')
def _(r):
    p = pw_alnum(r)
    mc = f"The analytics notebook connects with mongodb+srv://{user(r)}:{p}@cluster{r.randint(0, 9)}.{rs(r, L, 5)}.mongodb.net/{svc(r)}?retryWrites=true&w=majority"
    return mc, "The notebook user has readWrite on all databases; it should be read-only on analytics.", "", [p]


@T('secret', 'en', 'Redis URL with password')
def _(r):
    p = pw_alnum(r, r.randint(20, 32))
    mc = f"CACHE_URL=rediss://default:{p}@{host(r, 'redis')}:6380/0"
    return mc, "TLS is required on port 6380; plain redis:// silently times out.", "", [p]


@T('secret', 'en', 'AMQP URL in celery config')
def _(r):
    p = pw_any(r)
    mc = f"celeryconfig.py\nbroker_url = 'amqp://{user(r)}:{enc(p)}@{host(r, 'mq')}:5672/{svc(r)}'\nresult_backend = 'rpc://'"
    return mc, "The vhost must exist before the worker starts or Celery retries forever without a clear error.", "", [enc(p)]


@T('secret', 'en', 'JDBC properties password')
def _(r):
    p = pw_any(r)
    mc = (f"src/main/resources/db.properties\njdbc.url=jdbc:postgresql://{host(r, 'pg')}:5432/{svc(r)}\njdbc.user={user(r)}\n"
          f"jdbc.password={p}\njdbc.pool.max=20")
    return mc, "Hikari pool max should stay below the RDS max_connections divided by replica count.", "", [p]


@T('secret', 'en', 'docker login -p')
def _(r):
    p = pw_any(r)
    mc = f"The deploy script does:\ndocker login registry.example.com -u {user(r)} -p {p}\ndocker push registry.example.com/{svc(r)}:latest"
    return mc, "docker warns that -p is insecure; use --password-stdin.", "", [p]


@T('secret', 'en', 'git clone with token in URL')
def _(r):
    t = 'ghp_' + rs(r, A, 36)
    mc = f"Dockerfile build stage:\nRUN git clone https://{user(r)}:{t}@github.com/example/{svc(r)}-proto.git /src/proto"
    return mc, "The token ends up in an image layer; use BuildKit secret mounts.", "", [t]


@T('secret', 'en', 'npmrc authToken')
def _(r):
    t = 'npm_' + rs(r, A, 36)
    mc = f"~/.npmrc on the build agent:\n@example:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={t}\nalways-auth=true"
    return mc, "The agent's home directory is shared between pipelines, so any job can publish packages.", "", [t]


@T('secret', 'en', 'pip.conf index-url with credentials')
def _(r):
    p = pw_alnum(r, 24)
    mc = f"/etc/pip.conf\n[global]\nindex-url = https://{user(r)}:{p}@nexus.example.com/repository/pypi-all/simple\ntimeout = 60"
    return mc, "pip prints the index URL with the password masked, but the file itself is world-readable.", "", [p]


@T('secret', 'en', 'docker config.json auth base64')
def _(r):
    u, p = user(r), pw_any(r)
    a = b64(f"{u}:{p}".encode())
    mc = f"~/.docker/config.json\n{{\n  \"auths\": {{\n    \"registry.example.com\": {{ \"auth\": \"{a}\" }}\n  }}\n}}"
    return mc, "The auth field is just base64 of user:password, not encryption. Use a credential helper.", "", [a]


@T('secret', 'en', 'curl -u user:password')
def _(r):
    p = pw_any(r)
    mc = f"curl -u {user(r)}:'{p}' -X POST https://jenkins.example.com/job/{svc(r)}-deploy/buildWithParameters?ENV=stg"
    return mc, "Jenkins needs the crumb header when CSRF protection is on, unless an API token is used.", "", [p]


@T('secret', 'en', 'HTTP Basic header')
def _(r):
    a = b64(f"{user(r)}:{pw_any(r)}".encode())
    mc = f"Raw request from the proxy capture:\nGET /api/v1/reports HTTP/1.1\nHost: {host(r, 'api')}\nAuthorization: Basic {a}\nAccept: */*"
    return mc, "The legacy reports API only supports Basic auth; it sits behind the VPN.", "", [a]


@T('secret', 'en', 'kubeconfig with service account token')
def _(r):
    t = sa_jwt(r)
    mc = (f"kubeconfig handed to the CI runner:\nusers:\n- name: ci-deployer\n  user:\n    token: {t}")
    return mc, "Long-lived service account tokens do not expire; use a projected token or OIDC.", "", [t]


@T('secret', 'en', 'AWS credentials file')
def _(r):
    k, s = 'AKIA' + rs(r, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16), rs(r, A + '+/', 40)
    mc = f"~/.aws/credentials on the shared jump host:\n[default]\naws_access_key_id = {k}\naws_secret_access_key = {s}\nregion = ap-northeast-2"
    return mc, "Everyone on the jump host acts as the same IAM user, so CloudTrail cannot tell people apart.", "", [k, s]


@T('secret', 'en', 'AWS STS exports with long session token')
def _(r):
    k = 'ASIA' + rs(r, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)
    s = rs(r, A + '+/', 40)
    t = 'IQoJb3JpZ2luX2VjE' + rs(r, A + '+/', r.randint(380, 600)) + '='
    mc = f"export AWS_ACCESS_KEY_ID={k}\nexport AWS_SECRET_ACCESS_KEY={s}\nexport AWS_SESSION_TOKEN={t}"
    return mc, "Session credentials from `aws sts assume-role` last one hour; the script must refresh them.", "", [k, s, t]


@T('secret', 'en', 'EC private key PEM')
def _(r):
    lines = ec_key(r)
    mc = "The signing key for the license server was in keys/license.pem:\n-----BEGIN EC PRIVATE KEY-----\n" + '\n'.join(lines) + "\n-----END EC PRIVATE KEY-----"
    return mc, "The private key should live in KMS; the app only needs a sign operation.", "", lines


@T('secret', 'en', 'OpenSSH private key')
def _(r):
    lines = ed_key(r)
    mc = "deploy key from the old wiki page:\n-----BEGIN OPENSSH PRIVATE KEY-----\n" + '\n'.join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
    return mc, "The same deploy key is used for all repos; generate one per repo with read-only access.", "", lines


@T('secret', 'en', 'TOTP otpauth URI')
def _(r):
    s = totp(r)
    mc = f"The shared admin account's MFA is set up from this URI (from the QR code):\notpauth://totp/Example:{user(r)}@example.com?secret={s}&issuer=Example&digits=6"
    return mc, "Anyone with the TOTP seed can generate codes forever; shared MFA defeats the purpose.", "", [s]


@T('secret', 'en', 'GitHub recovery codes list')
def _(r):
    codes = recovery(r, 'gh')
    mc = "Recovery codes for the org owner account (github-recovery-codes.txt):\n" + '\n'.join(codes)
    return mc, "Recovery codes belong in the break-glass envelope, not in the repo wiki.", "", codes


@T('secret', 'en', 'Wi-Fi key in prose')
def _(r):
    p = r.choice([pw_human, pw_phrase, pw_alnum])(r)
    mc = f"For the on-site load test at the customer office, the guest Wi-Fi is Example-Guest and the WPA2 key is {p}."
    return mc, "The guest network blocks outbound port 5432, so tunnel over 443.", "", [p]


@T('secret', 'en', 'door code and alarm PIN')
def _(r):
    d, a = rs(r, DG, 8), rs(r, DG, 8)
    mc = f"Server room access: door keypad code {d}, then disarm the alarm with PIN {a} within 30 seconds."
    return mc, "The alarm company calls the on-call phone if not disarmed.", "", [d, a]


@T('secret', 'en', 'Django SECRET_KEY')
def _(r):
    k = 'django-insecure-' + rs(r, string.ascii_lowercase + string.digits + '!@#$%^&*(-_=+)', 50) if r.random() < 0.4 else rs(r, string.ascii_lowercase + string.digits + '!@#$%^&*(-_=+)', 50)
    mc = f"settings/prod.py\nDEBUG = False\nALLOWED_HOSTS = ['.example.com']\nSECRET_KEY = '{k}'"
    return mc, "Rotating SECRET_KEY logs every user out and invalidates password reset links.", "", [k]


@T('secret', 'en', 'Rails secret_key_base')
def _(r):
    k = hx(r, 128)
    mc = f"config/secrets.yml (legacy app)\nproduction:\n  secret_key_base: {k}"
    return mc, "Move to encrypted credentials; secrets.yml is deprecated.", "", [k]


@T('secret', 'en', 'Laravel APP_KEY')
def _(r):
    k = 'base64:' + b64(rbytes(r, 32))
    mc = f"APP_NAME=Portal\nAPP_ENV=production\nAPP_KEY={k}\nAPP_DEBUG=false"
    return mc, "Changing APP_KEY breaks all encrypted columns; re-encrypt before rotating.", "", [k]


@T('secret', 'en', 'old/new DB password rotation')
def _(r):
    o, n_ = pw_any(r), pw_any(r)
    mc = f"Rotated the {svc(r)} DB user password: was {o}, now {n_}. Both accepted until the pgbouncer reload."
    return mc, "pgbouncer caches auth; reload it after rotating or old sessions keep working.", "", [o, n_]


@T('secret', 'en', 'sshpass in deploy script')
def _(r):
    p = pw_any(r)
    mc = f"deploy.sh line 12:\nsshpass -p '{p}' ssh -o StrictHostKeyChecking=no {user(r)}@{ip(r)} 'sudo systemctl restart {svc(r)}'"
    return mc, "Disabling host key checking plus password auth means any MITM gets the password.", "", [p]


@T('secret', 'en', 'redis-cli -a password')
def _(r):
    p = pw_alnum(r, 32)
    mc = f"redis-cli -h {host(r, 'redis')} -p 6379 -a {p} --no-auth-warning INFO memory"
    return mc, "used_memory_peak was near maxmemory; eviction policy is noeviction so writes fail.", "", [p]


@T('secret', 'en', 'helm --set password')
def _(r):
    p = pw_any(r)
    mc = f"helm upgrade --install pg bitnami/postgresql -n data --set auth.postgresPassword='{p}' --set primary.persistence.size=50Gi"
    return mc, "--set values are stored in the release secret and visible via `helm get values`.", "", [p]


@T('secret', 'en', 'Kafka SASL JAAS config')
def _(r):
    u = rs(r, U, 16)
    p = rs(r, A + '+/', 64)
    mc = (f"client.properties\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule "
          f"required username=\"{u}\" password=\"{p}\";")
    return mc, "Confluent Cloud API keys are cluster-scoped; the consumer in another cluster needs its own key.", "", [p]


@T('secret', 'en', 'LDAP bind password')
def _(r):
    p = pw_any(r)
    mc = f"ldap.conf for the wiki:\nBINDDN cn={user(r)},ou=svc,dc=example,dc=com\nBINDPW {p}\nURI ldaps://ldap.example.com"
    return mc, "The bind account needs only read on ou=people.", "", [p]


@T('secret', 'en', 'Android gradle signing config')
def _(r):
    a, b = pw_any(r), pw_any(r)
    mc = (f"app/build.gradle\nsigningConfigs {{\n  release {{\n    storeFile file('release.jks')\n    storePassword '{a}'\n"
          f"    keyAlias 'upload'\n    keyPassword '{b}'\n  }}\n}}")
    return mc, "Read signing passwords from gradle.properties in the CI secret store.", "", [a, b]


@T('secret', 'en', 'Alibaba Cloud AccessKey pair [Alibaba]')
def _(r):
    k, s = 'LTAI5t' + rs(r, A, 18), rs(r, A, 30)
    mc = f"aliyun configure set --profile cn-ops --mode AK --region cn-hangzhou --access-key-id {k} --access-key-secret {s}"
    return mc, "The China region account is separate from the global one; OSS buckets are not visible cross-account.", "", [k, s]


@T('secret', 'en', 'MinIO mc alias set [MinIO]')
def _(r):
    k, s = rs(r, U, 20), rs(r, A, 40)
    mc = f"mc alias set backup https://minio.example.internal:9000 {k} {s}\nmc mirror --overwrite backup/db-dumps /mnt/restore"
    return mc, "mc stores the alias credentials in ~/.mc/config.json in plain text.", "", [k, s]


@T('secret', 'en', 'Azure storage connection string [Azure Storage]')
def _(r):
    k = b64(rbytes(r, 64))
    mc = f"AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=st{rs(r, L, 10)};AccountKey={k};EndpointSuffix=core.windows.net"
    return mc, "Account keys grant full access to every container; prefer SAS or managed identity.", "", [k]


@T('secret', 'en', 'Azure SAS URL [Azure SAS]')
def _(r):
    sig = enc(b64(rbytes(r, 32)))
    mc = f"Export link shared with finance:\nhttps://st{rs(r, L, 8)}.blob.core.windows.net/exports/q3.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-31T00:00:00Z&spr=https&sig={sig}"
    return mc, "The SAS expiry is a year out; account-level SAS cannot be revoked without rotating the account key.", "", [sig]


@T('secret', 'en', 'GCP service account JSON excerpt [GCP]')
def _(r):
    lines = pem_lines(r, b'\x30\x82\x04\xbe\x02\x01\x00\x30\x0d\x06\x09', 330)
    proj = f"{svc(r)}-{rs(r, L, 6)}"
    body = '\\n'.join(lines)
    mc = (f"{{\n  \"type\": \"service_account\",\n  \"project_id\": \"{proj}\",\n  \"private_key_id\": \"{hx(r, 40)}\",\n"
          f"  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n{body}\\n...\",\n  \"client_email\": \"ci@{proj}.iam.gserviceaccount.com\"\n}}")
    return mc, "Service account JSON keys never expire; use workload identity federation from CI.", "", lines


@T('secret', 'en', 'Slack incoming webhook URL [Slack webhook]')
def _(r):
    s = rs(r, A, 24)
    mc = f"ALERT_WEBHOOK=https://hooks.slack.com/services/T{rs(r, U, 9)}/B{rs(r, U, 10)}/{s}"
    return mc, "Anyone with the webhook URL can post to #alerts; treat it as a secret.", "", [s]


@T('secret', 'en', 'Discord webhook URL [Discord webhook]')
def _(r):
    s = rs(r, URLS, 68)
    mc = f"The release notifier posts to https://discord.com/api/webhooks/{dg(r, 19)}/{s}"
    return mc, "Discord webhooks can be deleted by anyone who has the URL.", "", [s]


@T('secret', 'en', 'Cloudinary URL [Cloudinary]')
def _(r):
    s = rs(r, URLS, 27)
    mc = f"CLOUDINARY_URL=cloudinary://{dg(r, 15)}:{s}@{rs(r, L, 8)}"
    return mc, "The numeric part is the public API key; the part after the colon is the secret.", "", [s]


@T('secret', 'en', 'Twilio SID and auth token [Twilio]')
def _(r):
    t = hx(r, 32)
    mc = f"from twilio.rest import Client\nclient = Client('AC{hx(r, 32)}', '{t}')\nclient.messages.create(to=to, from_=SENDER, body=msg)"
    return mc, "The Account SID is an identifier; the auth token is the credential.", "", [t]


@T('secret', 'en', 'Jupyter token URL')
def _(r):
    t = hx(r, 48)
    mc = f"Jupyter on the GPU box printed:\n    http://127.0.0.1:8888/lab?token={t}\nand I port-forwarded it for the team."
    return mc, "Port-forwarding the notebook exposes a shell on the GPU box to whoever has the URL.", "", [t]


@T('secret', 'en', 'HS256 JWT in request dump')
def _(r):
    t = jwt(r)
    mc = f"Captured from the browser devtools (Copy as cURL):\ncurl 'https://{host(r, 'api')}/v1/me' -H 'authorization: Bearer {t}'"
    return mc, "Access tokens here live 24h; shorten to 15 minutes and use refresh tokens.", "", [t]


@T('secret', 'en', 'password manager secret key / emergency kit')
def _(r):
    k = 'A3-' + '-'.join([rs(r, U, 6), rs(r, U, 6), rs(r, U, 5), rs(r, U, 5), rs(r, U, 5), rs(r, U, 5)])
    p = pw_phrase(r)
    mc = f"Emergency kit for the shared ops password manager account: Secret Key {k}, master password {p}."
    return mc, "Emergency kits must be printed and stored in the safe, never typed into notes.", "", [k, p]


@T('secret', 'en', 'BitLocker recovery key')
def _(r):
    k = '-'.join(rs(r, DG, 6) for _ in range(8))
    mc = f"Laptop of the departed contractor asked for BitLocker recovery. Key from Intune: {k}"
    return mc, "Recovery keys are escrowed in Intune; helpdesk can read them with the device id.", "", [k]


@T('secret', 'en', 'WireGuard private key')
def _(r):
    k = b64(rbytes(r, 32))
    mc = f"wg0.conf on the office gateway:\n[Interface]\nAddress = 10.8.0.1/24\nListenPort = 51820\nPrivateKey = {k}"
    return mc, "A leaked WireGuard interface key lets anyone impersonate the gateway.", "", [k]


@T('secret', 'en', 'Kubernetes Secret manifest base64 data')
def _(r):
    p = pw_any(r)
    a = b64(p.encode())
    mc = f"k8s/secret.yaml (committed):\napiVersion: v1\nkind: Secret\nmetadata:\n  name: {svc(r)}-db\ntype: Opaque\ndata:\n  password: {a}"
    return mc, "base64 in a Secret manifest is encoding, not encryption; use SealedSecrets or SOPS.", "", [a]


@T('secret', 'en', 'python requests auth tuple')
def _(r):
    p = pw_any(r)
    mc = f"resp = requests.get(f\"{{BASE}}/rest/api/2/search\", params={{'jql': jql}}, auth=('{user(r)}@example.com', '{p}'))"
    return mc, "Jira Cloud rejects account passwords for REST; it needs an API token.", "", [p]


@T('secret', 'en', 'C# connection string')
def _(r):
    p = pw_any(r)
    mc = f"\"ConnectionStrings\": {{ \"Default\": \"Server=tcp:{rs(r, L, 8)}.database.windows.net,1433;Database={svc(r)};User ID={user(r)};Password={p};Encrypt=True;\" }}"
    return mc, "Azure SQL closes idle connections after 30 minutes; set ConnectRetryCount.", "", [p]


@T('secret', 'en', 'Go DSN with password')
def _(r):
    p = pw_alnum(r)
    mc = f"db, err := sql.Open(\"mysql\", \"{user(r)}:{p}@tcp({host(r, 'mysql')}:3306)/{svc(r)}?parseTime=true\")"
    return mc, "parseTime=true is needed or DATETIME columns scan as []uint8.", "", [p]


@T('secret', 'en', 'password at end of mc, continued in lesson')
def _(r):
    p = pw_any(r)
    mc = f"Grafana admin login for the staging stack is admin / "
    le = f"{p} -- reset it after the demo since it was shared on the call."
    return mc, le, "", [p]


@T('secret', 'en', 'password only in ask_next_time')
def _(r):
    p = pw_any(r)
    mc = f"The {svc(r)} SFTP drop from the partner stopped arriving on {day(r)}."
    le = "The partner rotates SFTP passwords quarterly without notice; ask them for a key-based account."
    return mc, le, f"Did the partner change the SFTP password from {p}?", [p]


@T('secret', 'en', 'SNMP community and router admin password')
def _(r):
    c, p = rs(r, A, 14), pw_any(r)
    mc = f"Office core switch: SNMP v2c community {c} (read-write!), web admin password {p}."
    return mc, "Read-write community strings allow config changes; move to SNMPv3.", "", [c, p]


@T('secret', 'en', 'Fernet/AES encryption key in config')
def _(r):
    k = b64(rbytes(r, 32)).replace('+', '-').replace('/', '_')
    h = hx(r, 64)
    mc = f"FIELD_ENCRYPTION_KEY={k}\nBACKUP_AES256_KEY_HEX={h}"
    return mc, "Losing the field key makes encrypted PII unrecoverable; escrow it in KMS.", "", [k, h]

# ----------------------------- secret templates (KO) ------------------------


@T('secret', 'ko', '카톡: DB 비번 공유')
def _(r):
    p = pw_any(r)
    mc = f"카톡방에서 {r.choice(NAMES_KO)}님이 알려준 스테이징 DB 접속정보\n호스트 {host(r, 'db')} / 계정 {user(r)} / 비번 {p}"
    return mc, "스테이징이라도 고객 데이터 마스킹 안된 덤프가 들어있어서 운영급으로 관리해야 함", "", [p]


@T('secret', 'ko', '한글 섞인 비밀번호 prose')
def _(r):
    p = pw_ko(r)
    mc = f"사무실 NAS 관리자 비번이 한글로 되어있음ㅋㅋ '{p}' 이거라서 영문 키보드에서 입력 안됨"
    return mc, "원격 접속 시 한글 입력이 안돼서 비번 변경 필요. 영문+숫자+특수문자로 바꾸자", "", [p]


@T('secret', 'ko', '한영타 비밀번호')
def _(r):
    p = pw_kokey(r)
    mc = f"젠킨스 admin 비번은 한글 이름을 영타로 친거 ({p}) 라서 다들 외우고 있음"
    return mc, "추측하기 쉬운 비번임. SSO 연동하고 로컬 admin은 비활성화 필요", "", [p]


@T('secret', 'ko', '와이파이 비번 공지')
def _(r):
    p = r.choice([pw_human, pw_alnum, pw_kokey])(r)
    mc = f"[공지] 3층 회의실 와이파이 변경\nSSID: EXAMPLE-5G-3F\n비밀번호: {p}\n문의는 IT팀으로"
    return mc, "회의실 와이파이가 사내망이랑 분리 안되어 있음. 게스트망 따로 파야 함", "", [p]


@T('secret', 'ko', 'Wi-Fi QR 문자열')
def _(r):
    p = pw_alnum(r, 16)
    mc = f"와이파이 QR코드 디코딩 결과: WIFI:T:WPA;S:Example-Lab;P:{p};H:false;;"
    return mc, "QR 이미지를 위키에 올려두면 비번 공개한거랑 같음", "", [p]


@T('secret', 'ko', '출입문 비번, 금고 비번')
def _(r):
    d, s = rs(r, DG, 8), rs(r, DG, 10)
    mc = f"IDC 케이지 출입 비번 {d}# 누르고 들어가면 됨. 랙 옆 금고는 {s}"
    return mc, "출입 비번 공유는 출입기록이 안 남아서 감사 때 지적받음. 개인 카드로 바꿔야 함", "", [d, s]


@T('secret', 'ko', 'mysql 접속 명령어 (ko)')
def _(r):
    p = pw_any(r)
    mc = f"운영 DB 긴급 조회할 때 이렇게 들어감\nmysql -u{user(r)} -p{p} -h {host(r, 'mysql')} {svc(r)}"
    return mc, "-p 뒤에 비번 붙이면 ps로 다른 사용자한테 보임. 프롬프트로 입력하자", "", [p]


@T('secret', 'ko', 'JDBC URL 쿼리 파라미터 비번 (ko)')
def _(r):
    p = pw_any(r)
    mc = f"배치 설정에 이렇게 되어있음\njdbc:mysql://{host(r, 'mysql')}:3306/{svc(r)}?user={user(r)}&password={enc(p)}&useSSL=true"
    return mc, "URL에 비번 넣으면 커넥션 에러 로그에 URL째로 찍힘", "", [enc(p)]


@T('secret', 'ko', 'AWS 키 슬랙 DM (ko) [AWS]')
def _(r):
    k, s = 'AKIA' + rs(r, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16), rs(r, A + '+/', 40)
    mc = f"슬랙 DM으로 받은 IAM 키\nAccess key ID: {k}\nSecret access key: {s}\n(S3 업로드 전용이라고 함)"
    return mc, "업로드 전용이라더니 정책 보니까 s3:* 에 Resource * 였음", "권한 축소 누가 하나요?", [k, s]


@T('secret', 'ko', '네이버 클라우드 API 키 (ko) [Naver Cloud]')
def _(r):
    k = 'ncp_iam_BPAMKR' + rs(r, U, 14)
    s = 'ncp_iam_BPKMKR' + rs(r, A, 30)
    mc = f"NCP 서브계정 API 인증키\nNCLOUD_ACCESS_KEY={k}\nNCLOUD_SECRET_KEY={s}\n오브젝트 스토리지 백업용"
    return mc, "서브계정 키도 메인계정 권한 상속받는 설정이었음. 정책 분리 필요", "", [k, s]


@T('secret', 'ko', '텐센트 클라우드 SecretId/Key (ko) [Tencent Cloud]')
def _(r):
    k, s = 'AKID' + rs(r, A, 32), rs(r, A, 32)
    mc = f"중국 리전 CDN 퍼지 스크립트\ncred = credential.Credential(\"{k}\", \"{s}\")"
    return mc, "중국 법인 계정은 본사 계정이랑 별도라 권한 관리도 따로 해야 함", "", [k, s]


@T('secret', 'ko', '알리바바 OSS 설정 (ko) [Alibaba]')
def _(r):
    k, s = 'LTAI5t' + rs(r, A, 18), rs(r, A, 30)
    mc = f"ossutil 설정파일 (~/.ossutilconfig)\n[Credentials]\nendpoint=oss-cn-shanghai.aliyuncs.com\naccessKeyID={k}\naccessKeySecret={s}"
    return mc, "ossutil 설정 파일이 홈 디렉토리에 평문 저장됨", "", [k, s]


@T('secret', 'ko', 'OTP 시크릿 (ko)')
def _(r):
    s = totp(r, r.choice([16, 32]))
    mc = f"공용 관리자 계정 OTP 등록용 시크릿: {s}\n(구글 OTP 앱에서 '설정 키 입력'으로 넣으면 됨)"
    return mc, "공용 계정 OTP를 여러명이 공유하면 2FA 의미가 없음", "", [s]


@T('secret', 'ko', '백업 코드 목록 (ko)')
def _(r):
    codes = recovery(r, 'google')
    mc = "구글 워크스페이스 최고관리자 백업 코드\n" + '\n'.join(f"{i + 1}. {c}" for i, c in enumerate(codes))
    return mc, "백업코드는 금고에 출력본으로 보관하기로 했었음", "", codes


@T('secret', 'ko', 'SSH 키 노션 첨부 (ko)')
def _(r):
    lines = ed_key(r)
    mc = "노션 '서버 접속' 페이지에 있던 키\n-----BEGIN OPENSSH PRIVATE KEY-----\n" + '\n'.join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
    return mc, "bastion 키를 노션에 올려두면 퇴사자도 접근 가능했을 수 있음", "", lines


@T('secret', 'ko', 'RSA 키 일부 붙여넣음 (ko)')
def _(r):
    lines = rsa_partial(r)[:6]
    mc = "이슈에 누가 붙여넣은 키 앞부분\n-----BEGIN RSA PRIVATE KEY-----\n" + '\n'.join(lines) + "\n...(생략)"
    return mc, "앞부분만이라도 키 파일 내용은 올리면 안됨. 전체 키 교체함", "", lines


@T('secret', 'ko', 'docker login (ko)')
def _(r):
    p = pw_any(r)
    mc = f"하버 레지스트리 로그인\necho 안쓰고 이렇게 쳤음: docker login harbor.example.kr -u robot$ci -p {p}"
    return mc, "robot 계정은 프로젝트별로 만들어야 권한 분리가 됨", "", [p]


@T('secret', 'ko', 'Basic 인증 헤더 (ko)')
def _(r):
    a = b64(f"{user(r)}:{pw_any(r)}".encode())
    mc = f"포스트맨 콘솔에 찍힌 요청 헤더\nAuthorization: Basic {a}\nContent-Type: application/json"
    return mc, "base64는 디코딩하면 바로 아이디:비번 나옴", "", [a]


@T('secret', 'ko', 'JWT 시크릿 .env (ko)')
def _(r):
    s = rs(r, A, r.randint(32, 64))
    mc = f"auth 서버 .env\nJWT_SECRET={s}\nJWT_EXPIRES_IN=7d\nREFRESH_EXPIRES_IN=30d"
    return mc, "JWT 시크릿 유출되면 아무 유저 토큰이나 위조 가능. 교체하면 전원 로그아웃됨", "", [s]


@T('secret', 'ko', '비번 변경 전후 (ko)')
def _(r):
    o, n_ = pw_any(r), pw_ko(r) if r.random() < 0.4 else pw_any(r)
    mc = f"레디스 requirepass 변경함. 기존 {o} → 변경 {n_}"
    return mc, "레디스 비번 바꾸면 sentinel 설정도 같이 바꿔야 failover 때 안 터짐", "", [o, n_]


@T('secret', 'ko', '필드 경계 비번 (ko)')
def _(r):
    p = pw_any(r)
    mc = "VPN 계정 새로 받음. 아이디는 사번이고 초기 비번은"
    le = f"{p} 인데 첫 로그인때 바꾸라고 함"
    return mc, le, "", [p]


@T('secret', 'ko', 'ask에만 비번 (ko)')
def _(r):
    p = pw_any(r)
    mc = f"고객사 FTP에서 정산 파일 못 받아옴 ({day(r)} 부터)"
    le = "고객사 쪽에서 비번 바꾸고 공유 안해준 듯. 계약 담당자 통해서 확인해야 함"
    return mc, le, f"FTP 비번 아직 {p} 인지 물어보기", [p]


@T('secret', 'ko', '지라 댓글 비번 (ko)')
def _(r):
    p = pw_any(r)
    mc = f"[{ticket(r)}] 댓글: 테스트 계정 qa{r.randint(1, 99)}@example.com / {p} 로 로그인해서 확인 부탁드려요"
    return mc, "테스트 계정이라도 운영에 있는 계정이면 실제 결제 가능함", "", [p]


@T('secret', 'ko', 'kubectl secret literal (ko)')
def _(r):
    p = pw_any(r)
    mc = f"급하게 이렇게 만듦\nkubectl create secret generic {svc(r)}-db -n prod --from-literal=DB_PASSWORD='{p}'"
    return mc, "수동으로 만든 시크릿은 GitOps 밖이라 재구축 때 빠짐", "", [p]


@T('secret', 'ko', 'SMTP 설정 (ko)')
def _(r):
    p = rs(r, string.ascii_lowercase, 16)
    mc = f"메일 발송 설정 (구글 앱 비밀번호)\nspring.mail.host=smtp.gmail.com\nspring.mail.username=noreply@example.com\nspring.mail.password={p}"
    return mc, "앱 비밀번호는 2단계 인증 계정에서만 발급됨. 담당자 퇴사하면 같이 죽음", "", [p]


@T('secret', 'ko', '공유기 관리자 비번 (ko)')
def _(r):
    p = pw_any(r)
    mc = f"사무실 공유기 관리페이지 192.168.0.1 admin / {p}"
    return mc, "공유기 펌웨어 업데이트 안된지 2년됨", "", [p]


@T('secret', 'ko', '키스토어 비번 (ko)')
def _(r):
    p = pw_any(r)
    mc = f"안드로이드 업로드 키스토어 비번 {p} (storePassword, keyPassword 동일)"
    return mc, "키스토어 분실하면 플레이스토어 업로드 키 재설정 요청해야 함", "", [p]


@T('secret', 'ko', 'GPG 패스프레이즈 (ko)')
def _(r):
    p = pw_phrase(r)
    mc = f"릴리즈 서명용 GPG 키 패스프레이즈: {p}"
    return mc, "패스프레이즈를 CI 변수로 넣을 때 masked 옵션 켜야 로그에 안 찍힘", "", [p]


@T('secret', 'ko', '볼트 언실 키 (ko)')
def _(r):
    ks = [b64(rbytes(r, 33)) for _ in range(3)]
    t = 'hvs.' + rs(r, A, 24)
    mc = "볼트 초기화할 때 나온 값 (일부)\n" + '\n'.join(f"Unseal Key {i + 1}: {k}" for i, k in enumerate(ks)) + f"\nInitial Root Token: {t}"
    return mc, "언실 키는 사람별로 나눠서 보관해야 하는데 한 파일에 다 있었음", "", ks + [t]


@T('secret', 'ko', 'MongoDB URI (ko)')
def _(r):
    p = pw_alnum(r)
    mc = f"몽고 아틀라스 접속 문자열\nmongodb+srv://{user(r)}:{p}@{svc(r)}.{rs(r, L, 5)}.mongodb.net/?retryWrites=true"
    return mc, "아틀라스 IP 허용목록이 0.0.0.0/0 으로 열려있었음", "", [p]


@T('secret', 'ko', 'git remote 토큰 (ko) [GitLab]')
def _(r):
    t = 'glpat-' + rs(r, URLS, 20)
    mc = f"git remote -v 찍어보니\norigin  https://oauth2:{t}@gitlab.example.kr/{svc(r)}/api.git (fetch)\norigin  https://oauth2:{t}@gitlab.example.kr/{svc(r)}/api.git (push)"
    return mc, "remote URL에 토큰 넣으면 .git/config에 평문 저장됨. credential helper 쓰자", "", [t]


@T('secret', 'ko', 'PHP PDO 비번 (ko)')
def _(r):
    p = pw_any(r)
    mc = f"레거시 관리자 페이지 config.php\n$pdo = new PDO('mysql:host={host(r, 'mysql')};dbname={svc(r)}', '{user(r)}', '{p}');"
    return mc, "웹루트 안에 config.php가 있어서 설정 실수하면 소스 노출될 수 있음", "", [p]


@T('secret', 'ko', '사내 메신저 라인웍스 공유 (ko)')
def _(r):
    p = pw_any(r)
    mc = f"라인웍스 단톡에 올라온 그룹웨어 관리자 계정: gw-admin / {p} (공유 계정)"
    return mc, "공유 계정은 누가 뭘 했는지 추적이 안됨", "", [p]


@T('secret', 'ko', 'Oracle sqlplus (ko)')
def _(r):
    p = pw_alnum(r)
    mc = f"ERP DB 접속: sqlplus {user(r)}/{p}@//{host(r, 'db')}:1521/ERPPRD"
    return mc, "sqlplus 인자 비번은 ps 에 보임. /nolog 로 들어가서 connect 하자", "", [p]


@T('secret', 'ko', '공동인증서 비번 (ko)')
def _(r):
    p = pw_any(r)
    mc = f"세금계산서 발행용 법인 공동인증서 비밀번호 {p} (재무팀 {r.choice(NAMES_KO)}님 관리)"
    return mc, "인증서 파일이랑 비번이 같은 공유폴더에 있었음", "", [p]


@T('secret', 'ko', '카카오 알림톡 + 솔라피 설정 (ko) [Solapi]')
def _(r):
    s = rs(r, U, 32)
    mc = f"알림톡 발송 설정\nSOLAPI_API_KEY=NCS{rs(r, U, 13)}\nSOLAPI_API_SECRET={s}\nKAKAO_PFID=KA01PF{dg(r, 14)}"
    return mc, "API Secret만 있으면 우리 발신번호로 문자 무제한 발송 가능", "", [s]

# ----------------------------- clean templates (EN) -------------------------


@T('clean', 'en', 'shell ${VAR:?msg} references')
def _(r):
    mc = (f"scripts/migrate.sh starts with:\n: \"${{DATABASE_URL:?DATABASE_URL must be set}}\"\n: \"${{PGPASSWORD:?export PGPASSWORD first}}\"\n"
          f"psql \"$DATABASE_URL\" -f migrations/{r.randint(1, 300):04d}_add_index.sql")
    return mc, "The :? expansion aborts the script with the message when the variable is unset or empty.", "", []


@T('clean', 'en', 'GitHub Actions secrets references')
def _(r):
    mc = (f"publish.yml:\n      - run: npm publish --access public\n        env:\n          NODE_AUTH_TOKEN: ${{{{ secrets.NPM_TOKEN }}}}\n"
          f"      - run: ./notify.sh\n        env:\n          SLACK_WEBHOOK_URL: ${{{{ secrets.SLACK_WEBHOOK_URL }}}}")
    return mc, "Secrets are not passed to workflows triggered from forks, so publish only runs on tags.", "", []


@T('clean', 'en', 'k8s secretKeyRef env')
def _(r):
    s = svc(r)
    mc = (f"deployment.yaml env section:\n- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: {s}-db\n      key: password\n"
          f"- name: STRIPE_SECRET_KEY\n  valueFrom:\n    secretKeyRef:\n      name: {s}-stripe\n      key: secret-key")
    return mc, "If the referenced Secret is missing the pod stays in CreateContainerConfigError; check events.", "", []


@T('clean', 'en', 'vault path and kv get command')
def _(r):
    s = svc(r)
    mc = f"Credentials live in Vault at secret/data/{s}/prod/db. Read with:\nvault kv get -field=password secret/{s}/prod/db"
    return mc, "The policy for the CI role only allows read on secret/data/<service>/*; list is denied on purpose.", "", []


@T('clean', 'en', 'SSM parameter names')
def _(r):
    s = svc(r)
    mc = (f"Parameters used by {s}:\n/{s}/prod/DB_PASSWORD (SecureString)\n/{s}/prod/STRIPE_API_KEY (SecureString)\n"
          f"aws ssm get-parameter --name /{s}/prod/DB_PASSWORD --with-decryption --query Parameter.Value --output text")
    return mc, "The task role needs kms:Decrypt on the key used for the SecureString, not just ssm:GetParameter.", "", []


@T('clean', 'en', 'placeholders in README')
def _(r):
    mc = ("README quick start:\n  export OPENAI_API_KEY=<your-api-key>\n  export DB_PASSWORD=********\n  cp .env.example .env  # fill in YOUR_TOKEN_HERE")
    return mc, "The placeholder values are validated at startup so a forgotten edit fails loudly.", "", []


@T('clean', 'en', 'masked token last four')
def _(r):
    last = rs(r, L, 4)
    mc = f"The vendor dashboard lists two active keys: 'ci' (…{last}, created {day(r)}) and 'local' (…{rs(r, L, 4)}). Only the last four characters are shown."
    return mc, "Compare the last four characters with the value in the secret store to find which key a service uses.", "", []


@T('clean', 'en', 'git log SHAs')
def _(r):
    lines = '\n'.join(f"{hx(r, 40)} {m}" for m in r.sample(['fix: retry on 503', 'chore: bump deps', 'feat: add export',
                                                                   'refactor: split client', 'test: flaky timeout', 'docs: runbook'], 4))
    mc = f"git log --format='%H %s' -4\n{lines}"
    return mc, "The regression came in with the refactor commit; bisect confirmed it.", "", []


@T('clean', 'en', 'request and trace ids in error log')
def _(r):
    mc = (f"ERROR {day(r)}T{tm(r)}:02Z request_id={uuid(r)} trace_id={hx(r, 32)} span_id={hx(r, 16)} "
          f"msg=\"upstream timeout after 30000ms\" upstream={svc(r)}")
    return mc, "Search by trace_id in Tempo; the request id only exists in the gateway logs.", "", []


@T('clean', 'en', 'sha256 checksums of artifacts')
def _(r):
    v = f"{r.randint(1, 3)}.{r.randint(0, 20)}.{r.randint(0, 9)}"
    mc = f"SHA256SUMS for release v{v}:\n{hx(r, 64)}  cli-linux-amd64.tar.gz\n{hx(r, 64)}  cli-darwin-arm64.tar.gz"
    return mc, "The installer verifies the checksum before extracting; a mismatch means a partial download.", "", []


@T('clean', 'en', 'docker image digest pin')
def _(r):
    mc = f"Pinned the base image: FROM python:3.12-slim@sha256:{hx(r, 64)}"
    return mc, "Digest pins stop surprise upgrades; Renovate updates them weekly.", "", []


@T('clean', 'en', 'ARNs of roles and secrets')
def _(r):
    acct = dg(r, 12)
    s = svc(r)
    mc = (f"Role: arn:aws:iam::{acct}:role/{s}-task\nSecret: arn:aws:secretsmanager:ap-northeast-2:{acct}:secret:{s}/prod/db-{rs(r, A, 6)}\n"
          f"Key: arn:aws:kms:ap-northeast-2:{acct}:key/{uuid(r)}")
    return mc, "The role needs secretsmanager:GetSecretValue on the secret ARN and kms:Decrypt on the key ARN.", "", []


@T('clean', 'en', 'KMS key id and alias')
def _(r):
    mc = f"S3 default encryption uses alias/{svc(r)}-data which points to key id {uuid(r)} in ap-northeast-2."
    return mc, "Aliases can be repointed; policies should reference the key ARN, not the alias.", "", []


@T('clean', 'en', 'SSH public key and fingerprint')
def _(r):
    pub = 'AAAAC3NzaC1lZDI1NTE5AAAAI' + rs(r, B64, 43)
    fp = 'SHA256:' + rs(r, B64, 43)
    mc = f"Added to authorized_keys on the bastion:\nssh-ed25519 {pub} {user(r)}@laptop\nFingerprint: {fp}"
    return mc, "Public keys are safe to share; verify the fingerprint out of band before adding.", "", []


@T('clean', 'en', 'GPG fingerprint')
def _(r):
    f = ' '.join(rs(r, HXU, 4) for _ in range(10))
    mc = f"Release signing key fingerprint (published on the website): {f}"
    return mc, "Users verify the fingerprint against the website and the keyserver copy.", "", []


@T('clean', 'en', 'base64 of non-secret JSON')
def _(r):
    payload = '{"theme":"dark","lang":"%s","beta":%s}' % (r.choice(['en', 'ko', 'ja']), r.choice(['true', 'false']))
    mc = f"The prefs cookie is just base64 JSON: prefs={b64(payload.encode())} which decodes to {payload}"
    return mc, "It is not signed, so the server must treat it as untrusted input.", "", []


@T('clean', 'en', 'npm integrity hashes')
def _(r):
    mc = (f"package-lock.json entry:\n\"node_modules/lodash\": {{\n  \"version\": \"4.17.21\",\n  \"resolved\": \"https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz\",\n"
          f"  \"integrity\": \"sha512-{b64(rbytes(r, 64))}\"\n}}")
    return mc, "An integrity mismatch after switching registries means the mirror served a different tarball.", "", []


@T('clean', 'en', 'go.sum lines')
def _(r):
    mc = f"go.sum:\ngithub.com/google/uuid v1.6.0 h1:{b64(rbytes(r, 32))}\ngithub.com/google/uuid v1.6.0/go.mod h1:{b64(rbytes(r, 32))}"
    return mc, "GONOSUMDB is needed for private modules or go mod download fails against sum.golang.org.", "", []


@T('clean', 'en', 'AWS resource ids')
def _(r):
    mc = (f"Network for the new cluster: vpc-{hx(r, 17)}, subnets subnet-{hx(r, 17)} and subnet-{hx(r, 17)}, security group sg-{hx(r, 17)}, "
          f"AMI ami-{hx(r, 17)}, account {dg(r, 12)}.")
    return mc, "The subnets must be tagged kubernetes.io/role/internal-elb for internal load balancers.", "", []


@T('clean', 'en', 'Azure tenant and subscription ids')
def _(r):
    mc = (f"az account set --subscription {uuid(r)}\nTenant: {uuid(r)}\nClient (app) id: {uuid(r)}\n"
          f"Resource: /subscriptions/{uuid(r)}/resourceGroups/rg-{svc(r)}-prod/providers/Microsoft.Web/sites/app-{svc(r)}")
    return mc, "Tenant and client ids are identifiers; federated credentials remove the need for a client secret.", "", []


@T('clean', 'en', 'OAuth client id and redirect URIs')
def _(r):
    cid = f"{dg(r, 12)}-{rs(r, L, 32)}.apps.googleusercontent.com"
    mc = f"Google OAuth client id {cid}; redirect URIs https://app.example.com/auth/callback and http://localhost:3000/auth/callback."
    return mc, "The client secret is in the secret store; redirect URI mismatch is the usual cause of error 400.", "", []


@T('clean', 'en', 'CLI flags explained in prose')
def _(r):
    mc = f"mysql -h {host(r, 'mysql')} -u {user(r)} -p  (no value after -p, so it prompts)"
    return mc, "With -p alone mysql prompts for the password; putting the password right after -p exposes it in ps output.", "", []


@T('clean', 'en', 'password policy text')
def _(r):
    mc = f"New password policy for the admin console: at least {r.choice([12, 14, 16])} characters, one digit, one symbol, no reuse of the last 5, rotation every {r.choice([90, 180])} days."
    return mc, "NIST now recommends against forced periodic rotation; check with security before enforcing it.", "", []


@T('clean', 'en', 'auth error messages')
def _(r):
    mc = (f"psql: error: connection to server at \"{host(r, 'pg')}\" ({ip(r)}), port 5432 failed: FATAL:  password authentication failed for user \"{user(r)}\"\n"
          "Later: 401 Unauthorized {\"error\":\"invalid_token\",\"error_description\":\"The access token expired\"}")
    return mc, "The first error was a stale password in the pgbouncer userlist, the second a clock skew on the worker.", "", []


@T('clean', 'en', 'version strings and build numbers')
def _(r):
    mc = (f"Build {r.randint(1000, 99999)} of {svc(r)} v{r.randint(1, 5)}.{r.randint(0, 30)}.{r.randint(0, 20)}-rc.{r.randint(1, 5)}+{hx(r, 7)} "
          f"on node 20.11.1, openssl 3.0.13, glibc 2.36")
    return mc, "The rc tag was promoted without rebuilding, so the build metadata still shows the rc commit.", "", []


@T('clean', 'en', 'sentences about rotating tokens without values')
def _(r):
    mc = f"We rotated the Stripe secret key, the GitHub deploy token and the DB password for {svc(r)} after the laptop theft."
    return mc, "Rotation order matters: update the secret store first, restart consumers, then revoke the old credential.", "Who owns the rotation runbook?", []


@T('clean', 'en', 'names of vaults, teams and projects')
def _(r):
    mc = f"Passwords for the {svc(r)} team are in the 1Password vault 'Platform - Prod Shared'; break-glass credentials are in the 'BreakGlass-2025' vault owned by SecOps."
    return mc, "Access requests go through the #access-requests channel with a manager approval.", "", []


@T('clean', 'en', 'redacted log lines')
def _(r):
    mc = f"After the fix the request log shows: POST /login user={user(r)} password=[REDACTED] token=*** status=200 duration_ms={r.randint(10, 900)}"
    return mc, "The redaction middleware runs before the access logger, so even 500 responses are masked.", "", []


@T('clean', 'en', 'env var names list')
def _(r):
    mc = "The service reads STRIPE_SECRET_KEY, OPENAI_API_KEY, SENTRY_DSN, DATABASE_URL and REDIS_URL from the environment; none have defaults."
    return mc, "Missing variables are reported all at once at startup instead of one by one.", "", []


@T('clean', 'en', 'docker secrets file path')
def _(r):
    mc = f"In swarm the DB password is mounted at /run/secrets/{svc(r)}_db_password and the app reads DB_PASSWORD_FILE=/run/secrets/{svc(r)}_db_password."
    return mc, "The _FILE convention is supported by the official postgres and mysql images.", "", []


@T('clean', 'en', 'aws configure masked prompt')
def _(r):
    mc = (f"aws configure --profile {svc(r)}\nAWS Access Key ID [****************{rs(r, U, 4)}]:\nAWS Secret Access Key [****************{rs(r, A, 4)}]:\n"
          "Default region name [ap-northeast-2]:")
    return mc, "Pressing Enter keeps the existing values; the masks show only the last four characters.", "", []


@T('clean', 'en', 'JWT claims described')
def _(r):
    mc = f"Tokens from the auth service carry iss=https://auth.example.com, aud={svc(r)}-api, exp 15 minutes, and a kid header pointing at the JWKS."
    return mc, "Validation failed because the gateway cached an old JWKS; the kid rotated at midnight.", "", []


@T('clean', 'en', 'k8s pod names and resource versions')
def _(r):
    s = svc(r)
    mc = (f"kubectl get pods -n {s}\n{s}-{hx(r, 10)}-{rs(r, L, 5)}   1/1  Running  0  3h\n"
          f"{s}-{hx(r, 10)}-{rs(r, L, 5)}   0/1  CrashLoopBackOff  12  3h\nresourceVersion: \"{r.randint(10000000, 99999999)}\"")
    return mc, "CrashLoopBackOff was a missing ConfigMap key, not the image.", "", []


@T('clean', 'en', 'etag and cache keys')
def _(r):
    mc = f"CDN response headers: ETag: \"{hx(r, 32)}\", X-Cache: HIT, cache key v3:{svc(r)}:{hx(r, 32)}"
    return mc, "The ETag is an MD5 of the object body; multipart uploads produce a different format with a -N suffix.", "", []


@T('clean', 'en', 'regex for token validation in code')
def _(r):
    mc = "The pre-commit hook blocks patterns like ghp_[A-Za-z0-9]{36} and AKIA[0-9A-Z]{16} and prints the file and line."
    return mc, "The hook only checks staged changes, so old history still needs a scan.", "", []


@T('clean', 'en', 'URLs with non-secret query params')
def _(r):
    mc = (f"Useful links:\nhttps://grafana.example.com/d/{rs(r, A, 9)}/{svc(r)}?orgId=1&from=now-6h&to=now&var-env=prod\n"
          f"https://github.com/example/{svc(r)}/pulls?q=is%3Aopen+label%3Abug")
    return mc, "The dashboard variable var-env must match the Prometheus label exactly.", "", []


@T('clean', 'en', 'certificate serial and fingerprint')
def _(r):
    mc = (f"openssl x509 -noout -serial -fingerprint -sha256 -enddate -in api.crt\nserial={rs(r, HXU, 32)}\n"
          f"sha256 Fingerprint={':'.join(rs(r, HXU, 2) for _ in range(32))}\nnotAfter=Mar  3 12:00:00 2026 GMT")
    return mc, "The cert auto-renews 30 days before notAfter; the alert fired because renewal failed DNS validation.", "", []


@T('clean', 'en', 'Twilio Account SID alone')
def _(r):
    mc = f"SMS delivery failures all came from account AC{hx(r, 32)}, messaging service MG{hx(r, 32)}; error 30007 (carrier filtering)."
    return mc, "Carrier filtering is triggered by URL shorteners in the message body.", "", []


@T('clean', 'en', 'password prompt transcript without value')
def _(r):
    u, i = user(r), ip(r)
    mc = f"ssh {u}@{i}\n{u}@{i}'s password:\nPermission denied, please try again."
    return mc, "Password auth is disabled on the new bastion image; only keys from the SSO-signed CA work.", "", []


@T('clean', 'en', 'hash of non-secret value')
def _(r):
    mc = f"Feature flag bucketing uses sha1(user_id + salt_name) mod 100; for user 4821 the hash is {hx(r, 40)} -> bucket {r.randint(0, 99)}."
    return mc, "Changing the salt name reshuffles every user; do it only for a new experiment.", "", []


@T('clean', 'en', 'database migration ids and timestamps')
def _(r):
    mc = (f"Applied migrations: {r.randint(2023, 2025)}{r.randint(1, 12):02d}{r.randint(10, 28)}{r.randint(100000, 235959)}_create_users, "
          f"{r.randint(2023, 2025)}{r.randint(1, 12):02d}{r.randint(10, 28)}{r.randint(100000, 235959)}_add_index_orders_created_at")
    return mc, "Run migrations before the new pods start; the index creation is CONCURRENTLY so it does not lock.", "", []


@T('clean', 'en', 'gh auth login explanation')
def _(r):
    mc = "CI authenticates the GitHub CLI with `gh auth login --with-token < /run/secrets/gh_token`, reading the token from a mounted file."
    return mc, "gh stores the token in the OS keyring when available; on CI it falls back to hosts.yml.", "", []

# ----------------------------- clean templates (KO) -------------------------


@T('clean', 'ko', '비밀번호 정책 (ko)')
def _(r):
    mc = f"보안팀 공지: 사내 계정 비밀번호는 {r.choice([10, 12])}자 이상, 영문/숫자/특수문자 조합, 최근 {r.choice([3, 5])}개 재사용 불가"
    return mc, "정책 바뀌면 기존 계정은 다음 로그인 때 변경 강제됨", "", []


@T('clean', 'ko', '볼트 경로 안내 (ko)')
def _(r):
    s = svc(r)
    mc = f"DB 비번은 여기 적지 말고 볼트에서 꺼내쓰세요 → secret/{s}/prod/db (vault kv get -field=password secret/{s}/prod/db)"
    return mc, "CI 롤은 read만 있고 list 권한은 없음. 경로 정확히 알아야 함", "", []


@T('clean', 'ko', '1Password 볼트 이름 (ko)')
def _(r):
    mc = f"키/비번은 전부 1Password '인프라-운영' 볼트에 있음. 슬랙이나 노션에 붙여넣지 말 것!!"
    return mc, "권한 요청은 #보안-요청 채널에 매니저 승인 받아서", "", []


@T('clean', 'ko', '환경변수 참조 설명 (ko)')
def _(r):
    mc = "로컬에서 돌릴 때 OPENAI_API_KEY 환경변수 없으면 바로 죽음. `export OPENAI_API_KEY=$(op read op://dev/openai/credential)` 로 넣어서 씀"
    return mc, "op read 쓰면 쉘 히스토리에 값이 안 남음", "", []


@T('clean', 'ko', 'secretKeyRef 설명 (ko)')
def _(r):
    s = svc(r)
    mc = f"{s} 디플로이먼트는 env 에서 secretKeyRef 로 {s}-secrets 의 api-key 키를 참조함. 시크릿 자체는 ExternalSecret 이 SSM /{s}/prod/api-key 에서 동기화"
    return mc, "ExternalSecret refreshInterval 이 1h 라서 교체 후 바로 반영 안됨", "", []


@T('clean', 'ko', '인증 에러 메시지 (ko)')
def _(r):
    mc = (f"배포 후 에러: `FATAL: password authentication failed for user \"{user(r)}\"` 계속 뜸\n"
          "앱 로그엔 '인증 정보가 올바르지 않습니다 (code=AUTH_401)'")
    return mc, "시크릿 교체했는데 pgbouncer userlist 갱신을 안해서 생긴 문제였음", "", []


@T('clean', 'ko', '커밋 SHA 목록 (ko)')
def _(r):
    mc = f"문제 커밋 후보\n- {hx(r, 40)} (결제 모듈 리팩토링)\n- {hx(r, 40)} (의존성 업데이트)\n bisect 결과 첫번째가 원인"
    return mc, "리팩토링 PR에 통합테스트가 없어서 못 잡았음", "", []


@T('clean', 'ko', '요청 ID / 트레이스 ID (ko)')
def _(r):
    mc = f"CS 문의 들어온 건 요청ID {uuid(r)} / 트레이스ID {hx(r, 32)} 로 찾아보니 결제사 타임아웃"
    return mc, "결제사 타임아웃은 재시도하면 이중결제 위험 있음. 멱등키 확인 필수", "", []


@T('clean', 'ko', '체크섬 검증 (ko)')
def _(r):
    mc = f"배포 아티팩트 sha256 체크섬 불일치\n기대값 {hx(r, 64)}\n실제값 {hx(r, 64)}"
    return mc, "넥서스 캐시가 오래된 파일을 들고 있었음. 캐시 무효화 후 해결", "", []


@T('clean', 'ko', '이미지 다이제스트 (ko)')
def _(r):
    mc = f"운영 배포 이미지 태그 말고 다이제스트로 고정함: registry.example.kr/{svc(r)}@sha256:{hx(r, 64)}"
    return mc, "latest 태그 쓰다가 노드마다 다른 이미지 뜬 적 있어서", "", []


@T('clean', 'ko', 'ARN / 계정 ID (ko)')
def _(r):
    a = dg(r, 12)
    mc = f"크로스 어카운트 롤: arn:aws:iam::{a}:role/{svc(r)}-readonly (운영 계정 {a})"
    return mc, "trust policy 에 ExternalId 조건 넣어야 confused deputy 방지됨", "", []


@T('clean', 'ko', '마스킹된 값 (ko)')
def _(r):
    mc = f"콘솔에 보이는 키: sk-****…{rs(r, L, 4)} (마지막 4자리만 보임). 어떤 서비스가 쓰는지 모르겠음"
    return mc, "키마다 이름 붙여서 발급하면 나중에 추적 쉬움", "", []


@T('clean', 'ko', '플레이스홀더 예시 (ko)')
def _(r):
    mc = "위키 예제 수정함: Authorization: Bearer <발급받은_토큰> / password: <비밀번호> 형태로"
    return mc, "예제에 진짜 값 넣으면 다들 그대로 복붙함", "", []


@T('clean', 'ko', '키 교체 작업 설명 (값 없음) (ko)')
def _(r):
    mc = f"{svc(r)} 서비스 토스페이먼츠 시크릿키랑 DB 비번 교체 완료. 새 값은 시크릿 매니저에만 넣었고 구 키는 폐기함"
    return mc, "교체 순서: 시크릿 매니저 업데이트 → 롤링 재시작 → 구 키 폐기", "다음 교체 주기는 언제?", []


@T('clean', 'ko', '리소스 ID 나열 (ko)')
def _(r):
    mc = f"신규 VPC vpc-{hx(r, 17)}, 프라이빗 서브넷 subnet-{hx(r, 17)}, NAT 게이트웨이 nat-{hx(r, 17)}"
    return mc, "NAT 게이트웨이는 AZ별로 두지 않으면 AZ 장애 때 아웃바운드 끊김", "", []


@T('clean', 'ko', 'SSH 공개키 등록 (ko)')
def _(r):
    pub = 'AAAAC3NzaC1lZDI1NTE5AAAAI' + rs(r, B64, 43)
    mc = f"배스천에 공개키 추가함\nssh-ed25519 {pub} {r.choice(['jmin', 'sora', 'dana'])}@macbook"
    return mc, "공개키는 공유해도 되지만 개인키는 절대 공유 금지", "", []


@T('clean', 'ko', '로그에 마스킹 확인 (ko)')
def _(r):
    mc = f"마스킹 적용 후 로그: login user={user(r)} password=****** cardNo=5412-****-****-{rs(r, DG, 4)} result=OK"
    return mc, "카드번호는 앞 4 뒤 4만 남기는게 PCI 기준", "", []


@T('clean', 'ko', 'CLI 플래그 설명 (ko)')
def _(r):
    mc = "docker login 할 때 --password-stdin 쓰면 비번이 히스토리나 ps 에 안 남음. -p 옵션은 쓰지 말기"
    return mc, "CI에서는 echo \"$REGISTRY_PASSWORD\" | docker login --password-stdin 형태로", "", []


@T('clean', 'ko', '버전/빌드 번호 (ko)')
def _(r):
    mc = f"앱 {r.randint(3, 9)}.{r.randint(0, 20)}.{r.randint(0, 9)} (빌드 {r.randint(100, 9999)}) 에서만 크래시. 크래시ID {uuid(r)}"
    return mc, "해당 빌드만 R8 설정이 달랐음", "", []


@T('clean', 'ko', '토큰 만료 정책 설명 (ko)')
def _(r):
    mc = "액세스 토큰 15분, 리프레시 토큰 14일. 리프레시 토큰은 httpOnly 쿠키로만 내려줌"
    return mc, "모바일은 쿠키가 없어서 secure storage 에 저장하는 방식으로 따로 처리", "", []


@T('clean', 'ko', 'GitHub Actions secrets 참조 (ko)')
def _(r):
    mc = "배포 워크플로우에서 ${{ secrets.AWS_ROLE_ARN }} 으로 OIDC 롤 assume 함. 액세스 키는 더 이상 안 씀"
    return mc, "OIDC 쓰려면 id-token: write 권한 필요", "", []


@T('clean', 'ko', '공개 base64 데이터 (ko)')
def _(r):
    t = '{"page":%d,"size":20,"sort":"createdAt,desc"}' % r.randint(1, 50)
    mc = f"페이징 커서가 base64 인데 디코딩하면 그냥 {t} 임. 커서값: {b64(t.encode())}"
    return mc, "커서를 서명 안해서 클라가 조작 가능. 서버에서 size 상한 체크 필요", "", []


@T('clean', 'ko', '파일 경로만 언급 (ko)')
def _(r):
    mc = "인증서 개인키 경로: /etc/nginx/ssl/private/example.kr.key (권한 600, root 소유)"
    return mc, "nginx 리로드 전에 nginx -t 로 문법 체크", "", []


@T('clean', 'ko', '슬랙 채널/유저 ID (ko)')
def _(r):
    mc = f"알림 채널 ID C0{rs(r, U, 9)}, 멘션 대상 U0{rs(r, U, 9)} (온콜)"
    return mc, "채널 이름 바뀌어도 ID는 그대로라서 ID로 설정하는게 안전", "", []


@T('clean', 'ko', 'KMS 키 ID (ko)')
def _(r):
    mc = f"RDS 스냅샷 암호화 키: {uuid(r)} (alias/rds-{svc(r)})"
    return mc, "다른 계정으로 스냅샷 공유하려면 KMS 키 정책에 그 계정 추가해야 함", "", []


@T('clean', 'ko', '지라 티켓 보안 토론 (ko)')
def _(r):
    mc = f"[{ticket(r)}] API 키가 프론트 번들에 포함되는지 점검 → 확인 결과 번들엔 공개 키만 있고 시크릿은 서버에만 있음"
    return mc, "빌드 후 번들에서 문자열 검색하는 CI 단계 추가함", "", []


@T('clean', 'ko', '회의록 (값 없음) (ko)')
def _(r):
    mc = f"{day(r)} 보안 회의\n- 공용 계정 비번 공유 금지\n- OTP 시크릿은 개인별 등록\n- 외주사 키는 만료일 90일로 발급"
    return mc, "공용 계정은 분기마다 비번 교체하고 교체 이력은 지라에 남기기로", "", []


@T('clean', 'ko', '스택트레이스 (민감정보 없음) (ko)')
def _(r):
    mc = (f"NullPointerException at com.example.{svc(r)}.TokenService.refresh(TokenService.java:{r.randint(40, 400)})\n"
          f"원인: 리프레시 토큰 만료 후 null 체크 누락")
    return mc, "토큰 만료 케이스 테스트 추가함", "", []


@T('clean', 'ko', 'npm integrity 불일치 (ko)')
def _(r):
    mc = f"npm ci 에러: EINTEGRITY sha512-{b64(rbytes(r, 64))} 불일치"
    return mc, "사내 미러랑 공식 레지스트리 tarball 이 달랐음. lock 파일 재생성으로 해결", "", []


@T('clean', 'ko', '카톡 대화 (값 없음) (ko)')
def _(r):
    a = r.choice(NAMES_KO)
    mc = f"{a}: 운영 DB 비번 좀 알려주세요\n나: 카톡으로는 못 드려요ㅠ 1Password 공유 요청 넣어주세요\n{a}: 넵넵"
    return mc, "비번 요청은 항상 정식 경로로. 급해도 메신저 X", "", []


@T('clean', 'ko', 'SSM 파라미터 이름 (ko)')
def _(r):
    s = svc(r)
    mc = f"파라미터 스토어 키 목록: /{s}/prod/DB_PASSWORD, /{s}/prod/KAKAO_REST_API_KEY, /{s}/prod/JWT_SECRET (전부 SecureString)"
    return mc, "ECS 태스크 정의에서 secrets 로 참조하면 컨테이너 env 로 주입됨", "", []


@T('clean', 'ko', '인증서 지문 (ko)')
def _(r):
    mc = f"SSL 인증서 SHA-256 지문 {':'.join(rs(r, HXU, 2) for _ in range(32))} 확인함. 만료 {r.randint(2026, 2027)}-0{r.randint(1, 9)}-15"
    return mc, "갱신 후 중간 인증서 체인 빠지면 안드로이드 구버전에서 에러남", "", []


@T('clean', 'ko', '노션 보안 가이드 (ko)')
def _(r):
    mc = "노션 '개발 보안 가이드' 요약: 키는 .env 에만, .env 는 gitignore, 예시는 .env.example 에 빈 값으로"
    return mc, "pre-commit 훅으로 시크릿 패턴 검사 돌리고 있음", "", []


@T('clean', 'ko', '해시 값 (비밀 아님) (ko)')
def _(r):
    mc = f"이미지 캐시 키는 원본 URL의 md5 → {hx(r, 32)} 이런 식. 썸네일 경로는 /thumb/{hx(r, 2)}/{hx(r, 32)}.webp"
    return mc, "md5 충돌은 캐시 키 용도로는 문제 없음", "", []


@T('clean', 'ko', 'OAuth 클라이언트 ID (ko)')
def _(r):
    mc = f"카카오 로그인 리다이렉트 URI 등록: https://app.example.kr/oauth/kakao/callback, 앱 ID {r.randint(100000, 999999)}"
    return mc, "리다이렉트 URI 는 정확히 일치해야 함. 끝에 / 붙으면 KOE006 에러", "", []


@T('clean', 'ko', 'DB 마이그레이션 (ko)')
def _(r):
    mc = f"flyway 마이그레이션 V{r.randint(100, 400)}__add_user_password_updated_at.sql 적용 실패: checksum mismatch ({r.randint(-2**31, 2**31)})"
    return mc, "이미 적용된 마이그레이션 파일을 수정하면 체크섬 불일치. repair 후 재적용", "", []


@T('clean', 'ko', '쉘 변수 필수 체크 (ko)')
def _(r):
    mc = "배포 스크립트 맨 위에 : \"${SLACK_WEBHOOK_URL:?슬랙 웹훅 환경변수 필요}\" 추가함"
    return mc, "값이 비어있으면 메시지 출력하고 바로 종료됨", "", []


@T('clean', 'ko', '비번 변경 안내 메일 (값 없음) (ko)')
def _(r):
    mc = "IT팀 메일: '비밀번호 만료 7일 전입니다. 포털 > 내 정보 > 비밀번호 변경에서 변경해주세요'"
    return mc, "피싱 메일이랑 헷갈리니까 링크는 누르지 말고 포털 직접 접속", "", []


@T('clean', 'ko', 'pod 이름 / 해시 (ko)')
def _(r):
    s = svc(r)
    mc = f"{s}-{hx(r, 10)}-{rs(r, L, 5)} 파드만 OOMKilled. 리미트 512Mi"
    return mc, "JVM 힙을 컨테이너 리미트 75%로 맞춤", "", []


@T('clean', 'ko', 'Terraform 상태 잠금 ID (ko)')
def _(r):
    mc = f"terraform apply 하다가 끊겨서 락 걸림. Lock ID: {uuid(r)} → terraform force-unlock 으로 해제"
    return mc, "force-unlock 전에 다른 사람이 apply 중인지 꼭 확인", "", []


@T('clean', 'ko', 'GPG 키 지문 (ko)')
def _(r):
    mc = f"릴리즈 서명 공개키 지문: {' '.join(rs(r, HXU, 4) for _ in range(10))} (홈페이지에 공개됨)"
    return mc, "서명 검증 문서에 지문 같이 적어둠", "", []


@T('clean', 'ko', 'URL 쿼리 (자격증명 없음) (ko)')
def _(r):
    mc = f"키바나 링크: https://kibana.example.kr/app/discover#/?_g=(time:(from:now-1h))&_a=(query:(query_string:(query:'service:{svc(r)} AND level:ERROR')))"
    return mc, "링크 공유할 때 시간 범위 절대값으로 바꿔야 나중에 봐도 같은 결과", "", []


@T('clean', 'en', 'Sentry-style crash ids and fingerprints')
def _(r):
    mc = f"Crash group {hx(r, 32)} (event {uuid(r)}) started with release {svc(r)}@{r.randint(1, 4)}.{r.randint(0, 20)}.0; fingerprint ['{{{{ default }}}}', 'TimeoutError']."
    return mc, "Custom fingerprints merged two unrelated timeouts; split by upstream host.", "", []


@T('clean', 'en', 'Terraform resource addresses and ids')
def _(r):
    mc = (f"terraform state show 'module.{svc(r)}.aws_secretsmanager_secret.db'\n  id = \"arn:aws:secretsmanager:us-east-1:{dg(r, 12)}:secret:{svc(r)}/db-{rs(r, A, 6)}\"\n"
          f"  name = \"{svc(r)}/db\"\n  recovery_window_in_days = 7")
    return mc, "The secret value is managed outside Terraform with ignore_changes so it never lands in state.", "", []


@T('clean', 'en', 'commit message about removing secrets, no value')
def _(r):
    mc = f"{hx(r, 7)} security: load SMTP password from env instead of settings.py ({ticket(r)})\n{hx(r, 7)} ci: add secret scanning to pre-merge checks"
    return mc, "After the change the settings module raises ImproperlyConfigured when SMTP_PASSWORD is missing.", "", []


@T('clean', 'en', 'long Java identifiers and class names')
def _(r):
    mc = ("The failing bean is com.example.platform.security.oauth2.client.registration.DelegatingClientRegistrationRepositoryConfiguration"
          "$$SpringCGLIB$$0, created by OAuth2ClientPropertiesRegistrationAdapter.")
    return mc, "The client registration fails when spring.security.oauth2.client.registration.*.client-secret is not provided.", "", []


@T('clean', 'en', 'htpasswd / auth setup described without values')
def _(r):
    mc = f"Protected the staging docs with basic auth: `htpasswd -B -c /etc/nginx/.htpasswd {user(r)}` prompts for the password twice and stores only a bcrypt hash."
    return mc, "nginx needs auth_basic_user_file pointing at that path; reload after changes.", "", []


@T('clean', 'en', 'test fixture with obvious dummy values')
def _(r):
    mc = "tests/test_config.py uses monkeypatch.setenv('API_KEY', 'dummy') and asserts that Settings() raises when API_KEY is empty."
    return mc, "Using an obviously fake value keeps the test from hitting the network and from looking like a leak.", "", []


@T('clean', 'ko', '크래시 리포트 ID (ko)')
def _(r):
    mc = f"파이어베이스 크래시리틱스 이슈 {hx(r, 32)} 급증. 세션 ID {uuid(r)} 기준으로 로그 확인"
    return mc, "특정 기기(갤럭시 A 시리즈)에서만 발생. 웹뷰 버전 문제", "", []


@T('clean', 'ko', 'ExternalSecret 매니페스트 (ko)')
def _(r):
    s = svc(r)
    mc = (f"ExternalSecret 추가\nspec:\n  secretStoreRef:\n    name: aws-ssm\n  data:\n  - secretKey: DB_PASSWORD\n    remoteRef:\n      key: /{s}/prod/DB_PASSWORD")
    return mc, "secretStoreRef 의 kind 를 ClusterSecretStore 로 안 바꾸면 네임스페이스에서 못 찾음", "", []


@T('clean', 'ko', '토큰 발급 절차 설명 (ko)')
def _(r):
    mc = "깃허브 PAT 발급 방법: Settings > Developer settings > Fine-grained tokens > 레포 범위 최소로, 만료 90일"
    return mc, "발급한 토큰은 바로 1Password 에 저장하고 화면 닫기. 다시 볼 수 없음", "", []


@T('clean', 'ko', '에러 코드 목록 (ko)')
def _(r):
    mc = "결제 API 에러: INVALID_API_KEY(키 잘못됨), UNAUTHORIZED_KEY(권한 없음), FORBIDDEN_REQUEST(IP 허용 안됨)"
    return mc, "UNAUTHORIZED_KEY 는 테스트 키로 라이브 호출할 때 나옴", "", []


@T('clean', 'ko', 'IP/포트 허용목록 (ko)')
def _(r):
    mc = f"방화벽 허용 요청: {ip(r)}:5432, {ip(r)}:6379 (출발지 NAT {r.randint(13, 54)}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)})"
    return mc, "보안그룹 변경은 테라폼으로만, 콘솔 수정 금지", "", []


@T('clean', 'ko', '코드리뷰 (값 없음) (ko)')
def _(r):
    mc = "리뷰 코멘트: `const key = process.env.KAKAO_REST_API_KEY ?? ''` 이렇게 빈 문자열 기본값 두면 키 없을때 조용히 실패함. throw 하도록 수정 부탁"
    return mc, "필수 환경변수는 부팅 시점에 검증", "", []

# ---------------------------------------------------------------------------
# Generation
# ---------------------------------------------------------------------------

USES = {('secret', 'en'): 2, ('secret', 'ko'): 3, ('clean', 'en'): 3, ('clean', 'ko'): 3}
LIMITS = {'missing_context': 1024, 'lesson': 1024, 'ask_next_time': 512}


def check_secret(fields, secrets):
    if not secrets:
        return False
    for s in secrets:
        if len(s) < 8 or not any(s in v for v in fields.values()):
            return False
    order = sorted(set(secrets), key=len, reverse=True)
    for v in fields.values():
        rest = v
        for s in order:
            rest = rest.replace(s, '\x00')
        for s in secrets:
            for i in range(len(s) - 7):
                if s[i:i + 8] in rest:
                    return False
    return True


def fields_ok(fields, lang):
    if not fields['missing_context'] or not fields['lesson']:
        return False
    for k, lim in LIMITS.items():
        if len(fields[k].encode('utf-8')) > lim:
            return False
    allt = ''.join(fields.values())
    return ko(allt) if lang == 'ko' else not ko(allt)


SEEN = set()


def context_tag(r, lang):
    if lang == 'ko':
        return r.choice([f"[{svc(r)} 레포] ", f"{day(r)} 작업 메모: ", f"{ticket(r)} 하다가 본 것: ", f"({svc(r)} 서비스) "])
    return r.choice([f"[{svc(r)} repo] ", f"Context ({day(r)}): ", f"While working on {ticket(r)}: ", f"{svc(r)} service: "])


def make(fn, kind, lang, args=()):
    for _attempt in range(200):
        mc, le, ask, secrets = fn(R, *args)
        if _attempt >= 3 and (mc, le, ask) in SEEN:
            mc = context_tag(R, lang) + mc
        if (mc, le, ask) in SEEN:
            continue
        fields = {'missing_context': mc, 'lesson': le, 'ask_next_time': ask}
        if not fields_ok(fields, lang):
            continue
        if kind == 'secret' and not check_secret(fields, secrets):
            continue
        if kind == 'clean' and secrets:
            raise AssertionError('clean note with secrets')
        SEEN.add((mc, le, ask))
        seen = []
        for s in secrets:
            if s not in seen:
                seen.append(s)
        return fields, seen
    raise AssertionError(f'could not generate a valid note for {fn}')


def main():
    notes = []
    vend = list(VENDORS)
    R.shuffle(vend)
    slots = []
    for li, (lang, cat, fn) in enumerate(FRAMES):
        for k in range(3):
            slots.append((lang, cat, fn))
    assert len(slots) <= len(vend)
    for (lang, cat, fn), (vname, env, gen) in zip(slots, vend):
        fields, secrets = make(fn, 'secret', lang, (vname, env, gen))
        notes.append({'lang': lang, 'kind': 'secret', 'category': f'{cat} [{vname}]', 'fields': fields, 'secrets': secrets,
                      '_tpl': 'F:' + cat, '_shape': vname})
    for kind, lang, cat, fn in TEMPLATES:
        for k in range(USES[(kind, lang)]):
            fields, secrets = make(fn, kind, lang)
            notes.append({'lang': lang, 'kind': kind, 'category': cat, 'fields': fields, 'secrets': secrets,
                          '_tpl': 'T:' + cat, '_shape': cat.split('[')[-1].rstrip(']') if cat.endswith(']') else None})
    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes, 1):
        rec = {'id': f'w{i:03d}', 'lang': n['lang'], 'kind': n['kind'], 'category': n['category'],
               'fields': n['fields'], 'secrets': n['secrets']}
        assert rec['fields']['missing_context'] and rec['fields']['lesson']
        for k, lim in LIMITS.items():
            assert len(rec['fields'][k].encode('utf-8')) <= lim, (rec['id'], k)
        if rec['kind'] == 'secret':
            assert check_secret(rec['fields'], rec['secrets']), rec['id']
        else:
            assert rec['secrets'] == []
        out.append(rec)
    tpl_counts = {}
    for n in notes:
        tpl_counts[n['_tpl']] = tpl_counts.get(n['_tpl'], 0) + 1
    assert max(tpl_counts.values()) <= 3
    assert len(set(r_['id'] for r_ in out)) == len(out)
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'blind_set_v15.jsonl')
    with open(path, 'w', encoding='utf-8', newline='\n') as f:
        for rec in out:
            f.write(json.dumps(rec, ensure_ascii=False) + '\n')
    shapes = sorted(set(n['_shape'] for n in notes if n['_shape']))
    stats = {
        'notes': len(out),
        'secret': sum(1 for o in out if o['kind'] == 'secret'),
        'clean': sum(1 for o in out if o['kind'] == 'clean'),
        'secret_en': sum(1 for o in out if o['kind'] == 'secret' and o['lang'] == 'en'),
        'secret_ko': sum(1 for o in out if o['kind'] == 'secret' and o['lang'] == 'ko'),
        'clean_en': sum(1 for o in out if o['kind'] == 'clean' and o['lang'] == 'en'),
        'clean_ko': sum(1 for o in out if o['kind'] == 'clean' and o['lang'] == 'ko'),
        'listed_secrets': sum(len(o['secrets']) for o in out),
        'templates': len(tpl_counts),
        'vendor_shapes': len(shapes),
    }
    print(json.dumps(stats, ensure_ascii=False))


if __name__ == '__main__':
    main()
