#!/usr/bin/env python3
"""Generator for blind_set_v10.jsonl (credential-redaction blind evaluation set, v10).

Python 3 standard library only.  Fixed seed; output is byte-for-byte reproducible and does not
depend on PYTHONHASHSEED (no set/dict-hash ordering is used for anything that reaches the output).
Usage:  python3 make_blind_set_v10.py  [output path]
"""
import base64
import json
import os
import re
import struct
import sys
import random
import urllib.parse

SEED = 1010_2026
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, 'blind_set_v10.jsonl')

LO = 'abcdefghijklmnopqrstuvwxyz'
UPC = LO.upper()
DG = '0123456789'
AL = LO + UPC + DG
LD = LO + DG
UD = UPC + DG
HEX = DG + 'abcdef'
HEXU = DG + 'ABCDEF'
B64 = AL + '+/'
URLS = AL + '-_'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
BECH = 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L'


def rs(n, cs=AL):
    return ''.join(R.choice(cs) for _ in range(n))


def hx(n):
    return rs(n, HEX)


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip('=')


def b64r(n):
    return b64(rb(n))


def uuid():
    h = hx(32)
    return '%s-%s-4%s-%s%s-%s' % (h[:8], h[8:12], h[13:16], R.choice('89ab'), h[17:20], h[20:])


def jwt(payload=None, alg='HS256'):
    if payload is None:
        payload = {'sub': str(R.randint(1000, 999999)), 'iat': R.randint(1700000000, 1760000000)}
    h = b64u(json.dumps({'alg': alg, 'typ': 'JWT'}, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':'), ensure_ascii=False).encode())
    s = b64u(rb(32 if alg.startswith('HS') else (64 if alg in ('EdDSA', 'ES256') else 256)))
    return h + '.' + p + '.' + s


# ----------------------------------------------------------------------------- passwords
EN_WORDS = ('amber anchor apple atlas autumn banjo basil beacon birch bison blossom breeze bronze '
            'cactus canyon carbon cedar cherry cobalt comet coral cosmos cricket crimson dahlia delta '
            'denim dragon eagle ember falcon fennel fjord forest galaxy garnet ginger glacier granite '
            'harbor hazel helium heron indigo iris ivory jasmine juniper kettle kiwi lagoon lantern '
            'lemon lilac lotus lunar magnet mango maple marble meadow mercury meteor mint mocha nebula '
            'nickel nova oasis olive onyx orbit orchid otter panda papaya pepper pebble pine planet '
            'plum polar prism quartz quill radish raven reef river rocket saffron salmon sapphire '
            'scarlet shadow sierra silver sparrow spruce summit sunset tango thistle thunder tiger '
            'topaz tulip tundra turtle umber velvet violet walnut willow winter zephyr').split()
KO_WORDS = ('사랑해 하늘 바다 고양이 강아지 우리집 행복 안녕하세요 개발자 서울 부산 제주도 커피 김치 별빛 '
            '달빛 봄날 여름밤 가을 겨울 무지개 토끼 호랑이 바람 구름 노을 해바라기 민트초코 떡볶이 라면 '
            '치킨 맥주 우주 은하수 꽃길 산책 여행 기차 비밀번호 우리회사 멍멍이 나비 햇살').split()
BIP39 = ('abandon ability absorb abstract access acoustic across action actress adapt addict admit '
         'adult advance aerobic affair afford agent agree ahead airport alarm album alcohol alien '
         'alley almost alpha amateur amazing amount anchor ancient angle animal ankle announce '
         'antenna apart appear approve arctic arena argue armor arrange arrest arrive artist '
         'aspect assault asset assist athlete attack attend auction august author autumn avocado '
         'awake badge balance bamboo banana banner barely barrel basket battle beach beauty begin '
         'behave bench benefit betray beyond bicycle biology blanket blossom board bonus border '
         'bottom bounce bracket brave bread bridge brisk broccoli bronze brush bubble buddy budget '
         'buffalo bundle burger butter cabbage cactus camera canal candy canvas carbon cargo '
         'carpet castle casual catalog cattle caution cement census cereal certain chalk champion '
         'chaos charge chimney chronic cinnamon circle citizen civil clarify claw clever cliff '
         'clinic clog cluster coconut coffee column comfort coral cousin cradle crater cruise').split()

CHO = 'r R s e E f a q Q t T d w W c z x v g'.split()
JUNG = 'k o i O j p u P h hk ho hl y n nj np nl b m ml l'.split()
JONG = [''] + 'r R rt s sw sg e f fr fa fq ft fx fv fg a q qt t T d w c z x v g'.split()


def ko2qwerty(s):
    out = []
    for ch in s:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(CHO[c // 588] + JUNG[(c % 588) // 28] + JONG[c % 28])
        else:
            out.append(ch)
    return ''.join(out)


SYM = '!@#$%&*?.'
PUNCT = '!@#$%^&*()-_=+[]{};:,.<>?/~|'


def _pw_human():
    w = R.choice(EN_WORDS)
    w = R.choice([w.capitalize(), w, w.upper() if len(w) < 6 else w.capitalize()])
    y = str(R.choice([R.randint(1970, 2026), R.randint(10, 99), R.randint(100, 9999)]))
    s = R.choice(SYM)
    return R.choice([w + y + s, w + s + y, s + w + y, w + y + s + s, y + w + s,
                     w + R.choice(EN_WORDS).capitalize() + y, w + '_' + y + s])


def _pw_phrase(space_ok=True):
    seps = ['-', '_', '.', ' '] if space_ok else ['-', '_', '.']
    sep = R.choice(seps)
    ws = [R.choice(EN_WORDS) for _ in range(R.randint(3, 5))]
    if R.random() < 0.4:
        ws = [w.capitalize() for w in ws]
    p = sep.join(ws)
    if R.random() < 0.5:
        p += sep + str(R.randint(1, 999))
    return p


def _pw_punct():
    while True:
        p = rs(R.randint(12, 20), AL + PUNCT * 2)
        if sum(c in PUNCT for c in p) >= 4 and any(c.isdigit() for c in p):
            return p


def _pw_hangul():
    w = R.choice(KO_WORDS) + R.choice(['', R.choice(KO_WORDS)])
    return w + str(R.randint(1, 9999)) + R.choice(SYM + '~^')


def _pw_kq():
    w = ko2qwerty(R.choice(KO_WORDS) + R.choice(['', R.choice(KO_WORDS)]))
    return R.choice([w + str(R.randint(1, 9999)), w + R.choice(SYM) + str(R.randint(10, 99)),
                     w[:1].upper() + w[1:] + str(R.randint(1, 999)) + R.choice(SYM)])


LEET = {'a': '@4', 'e': '3', 'i': '1!', 'o': '0', 's': '$5', 't': '7', 'l': '1', 'g': '9'}


def _pw_leet():
    w = R.choice(EN_WORDS) + R.choice(EN_WORDS)
    w = ''.join((R.choice(LEET[c]) if c in LEET and R.random() < 0.6 else c) for c in w)
    w = w[0].upper() + w[1:]
    return w + R.choice(['', str(R.randint(1, 99)), R.choice(SYM)])


def _pw_gen():
    while True:
        p = rs(R.randint(16, 28), AL + '!@#%^&*-_=+')
        if any(c.islower() for c in p) and any(c.isupper() for c in p) and any(c.isdigit() for c in p):
            return p


def _pw_num():
    return str(R.randint(1, 9)) + rs(R.randint(7, 11), DG)


PW_STYLES = [('human', _pw_human, 5), ('phrase', _pw_phrase, 3), ('punct', _pw_punct, 3),
             ('hangul', _pw_hangul, 2), ('kq', _pw_kq, 2), ('leet', _pw_leet, 2), ('gen', _pw_gen, 3),
             ('num', _pw_num, 1)]


def _long(f):
    while True:
        p = f()
        if len(p) >= 8 and p.strip() == p and '"' not in p and "'" not in p and '\\' not in p and '`' not in p:
            return p


def pw_any():
    tot = sum(w for _, _, w in PW_STYLES)
    x = R.randrange(tot)
    for _, f, w in PW_STYLES:
        if x < w:
            return _long(f)
        x -= w


def pw_ns():
    while True:
        p = pw_any()
        if ' ' not in p:
            return p


def pw_ascii():
    while True:
        p = pw_ns()
        if p.isascii():
            return p


def pw_url():
    while True:
        p = R.choice([_pw_punct, _pw_human, _pw_hangul, _pw_gen, lambda: _pw_phrase(True)])()
        if len(p) >= 8 and '"' not in p and "'" not in p and '\\' not in p and '`' not in p:
            q = urllib.parse.quote(p, safe='')
            if q != p:
                return q


# ----------------------------------------------------------------------------- special secrets
def pem_ec(label='EC PRIVATE KEY'):
    if label == 'EC PRIVATE KEY':
        der = bytes.fromhex('30770201010420') + rb(32) + bytes.fromhex('a00a06082a8648ce3d030107a144034200') + b'\x04' + rb(64)
    else:
        der = (bytes.fromhex('308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420') + rb(32)
               + bytes.fromhex('a144034200') + b'\x04' + rb(64))
    body = b64(der)
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return '-----BEGIN %s-----\n%s\n-----END %s-----' % (label, '\n'.join(lines), label), lines


def ssh_ed(comment):
    def s(b):
        return struct.pack('>I', len(b)) + b
    while True:
        pub = rb(32)
        seed = rb(32)
        chk = rb(4)
        priv = chk + chk + s(b'ssh-ed25519') + s(pub) + s(seed + pub) + s(comment.encode())
        pad = 1
        while len(priv) % 8:
            priv += bytes([pad])
            pad += 1
        blob = (b'openssh-key-v1\x00' + s(b'none') + s(b'none') + s(b'') + struct.pack('>I', 1)
                + s(s(b'ssh-ed25519') + s(pub)) + s(priv))
        body = b64(blob)
        lines = [body[i:i + 70] for i in range(0, len(body), 70)]
        if len(lines[-1]) >= 8:
            return ('-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----' % '\n'.join(lines)), lines
        comment += 'x'


def ssh_pub(comment):
    def s(b):
        return struct.pack('>I', len(b)) + b
    return 'ssh-ed25519 ' + b64(s(b'ssh-ed25519') + s(rb(32))) + ' ' + comment


def aws_id(p='AKIA'):
    return p + rs(16, B32)


def aws_sk():
    return rs(40, AL + '/+')


def aws_st():
    return R.choice(['IQoJb3JpZ2luX2VjE', 'FwoGZXIvYXdzE']) + rs(R.randint(360, 420), AL + '/+') + R.choice(['', '=', '=='])


def totp_secret(n=32):
    return rs(n, B32)


def mnemonic(n=12):
    return ' '.join(R.choice(BIP39) for _ in range(n))


# ----------------------------------------------------------------------------- vendors
# (key, display name, env var, what it is, region g=global a=Korea/Asia, generator)
def _cloudinary():
    s = rs(27, URLS)
    return 'cloudinary://%s:%s@%s' % (rs(15, DG), s, R.choice(['acme-media', 'daon-img', 'hanbit', 'nuri-cdn'])), [s]


def _grafana_cloud():
    d = json.dumps({'o': str(R.randint(100000, 999999)), 'n': 'stack-%d-hm-read' % R.randint(100, 999),
                    'k': rs(24), 'm': {'r': R.choice(['prod-ap-northeast-0', 'prod-us-east-0'])}}, separators=(',', ':'))
    return 'glc_' + b64(d.encode()).rstrip('=')


def _intercom():
    return b64(('tok:%s_%s_%s_%s:1:0' % (hx(8), hx(4), hx(4), hx(12))).encode())


def _mapbox():
    return 'sk.' + b64u(json.dumps({'u': R.choice(['acme', 'daonmaps', 'hanbit']), 'a': rs(25, LD)}, separators=(',', ':')).encode()) + '.' + rs(22, URLS)


def _discord_bot():
    return b64u(str(R.randint(10 ** 17, 10 ** 18)).encode()) + '.' + rs(6, URLS) + '.' + rs(38, URLS)


V = [
    ('github_pat', 'GitHub', 'GITHUB_TOKEN', 'personal access token', 'g', lambda: 'ghp_' + rs(36)),
    ('github_fg', 'GitHub', 'GH_PAT', 'fine-grained PAT', 'g', lambda: 'github_pat_' + rs(22) + '_' + rs(59)),
    ('github_app', 'GitHub', 'GH_APP_INSTALLATION_TOKEN', 'installation token', 'g', lambda: 'ghs_' + rs(36)),
    ('github_oauth', 'GitHub', 'GITHUB_OAUTH_TOKEN', 'OAuth token', 'g', lambda: 'gho_' + rs(36)),
    ('gitlab', 'GitLab', 'GITLAB_TOKEN', 'personal access token', 'g', lambda: 'glpat-' + rs(20, URLS)),
    ('gitlab_runner', 'GitLab', 'RUNNER_TOKEN', 'runner authentication token', 'g', lambda: 'glrt-' + rs(20, URLS)),
    ('bitbucket', 'Bitbucket', 'BITBUCKET_APP_PASSWORD', 'app password', 'g', lambda: 'ATBB' + rs(32)),
    ('azdo', 'Azure DevOps', 'AZURE_DEVOPS_PAT', 'PAT', 'g', lambda: rs(52, 'abcdefghijklmnopqrstuvwxyz234567')),
    ('slack_bot', 'Slack', 'SLACK_BOT_TOKEN', 'bot token', 'g', lambda: 'xoxb-%s-%s-%s' % (rs(12, DG), rs(13, DG), rs(24))),
    ('slack_user', 'Slack', 'SLACK_USER_TOKEN', 'user token', 'g', lambda: 'xoxp-%s-%s-%s-%s' % (rs(11, DG), rs(12, DG), rs(13, DG), hx(32))),
    ('slack_app', 'Slack', 'SLACK_APP_TOKEN', 'app-level token', 'g', lambda: 'xapp-1-A%s-%s-%s' % (rs(10, UD), rs(13, DG), hx(64))),
    ('stripe', 'Stripe', 'STRIPE_SECRET_KEY', 'secret key', 'g', lambda: 'sk_live_' + R.choice(['51' + rs(97), rs(24)])),
    ('stripe_rk', 'Stripe', 'STRIPE_RESTRICTED_KEY', 'restricted key', 'g', lambda: 'rk_live_51' + rs(97)),
    ('stripe_wh', 'Stripe', 'STRIPE_WEBHOOK_SECRET', 'webhook signing secret', 'g', lambda: 'whsec_' + rs(32)),
    ('openai', 'OpenAI', 'OPENAI_API_KEY', 'API key', 'g', lambda: 'sk-proj-' + rs(74, URLS) + 'T3BlbkFJ' + rs(74, URLS)),
    ('openai_legacy', 'OpenAI', 'OPENAI_KEY', 'API key', 'g', lambda: 'sk-' + rs(20) + 'T3BlbkFJ' + rs(20)),
    ('anthropic', 'Anthropic', 'ANTHROPIC_API_KEY', 'API key', 'g', lambda: 'sk-ant-api03-' + rs(93, URLS) + 'AA'),
    ('anthropic_admin', 'Anthropic', 'ANTHROPIC_ADMIN_KEY', 'admin key', 'g', lambda: 'sk-ant-admin01-' + rs(93, URLS) + 'AA'),
    ('google_api', 'Google Cloud', 'GOOGLE_API_KEY', 'API key', 'g', lambda: 'AIza' + rs(35, URLS)),
    ('gemini', 'Google Gemini', 'GEMINI_API_KEY', 'API key', 'g', lambda: 'AIza' + rs(35, URLS)),
    ('google_oauth', 'Google OAuth', 'GOOGLE_CLIENT_SECRET', 'client secret', 'g', lambda: 'GOCSPX-' + rs(28, URLS)),
    ('twilio', 'Twilio', 'TWILIO_AUTH_TOKEN', 'auth token', 'g', lambda: hx(32)),
    ('twilio_api', 'Twilio', 'TWILIO_API_SECRET', 'API key secret', 'g', lambda: rs(32)),
    ('sendgrid', 'SendGrid', 'SENDGRID_API_KEY', 'API key', 'g', lambda: 'SG.' + rs(22, URLS) + '.' + rs(43, URLS)),
    ('mailgun', 'Mailgun', 'MAILGUN_API_KEY', 'API key', 'g', lambda: '%s-%s-%s' % (hx(32), hx(8), hx(8))),
    ('mailchimp', 'Mailchimp', 'MAILCHIMP_API_KEY', 'API key', 'g', lambda: hx(32) + '-us' + str(R.randint(1, 21))),
    ('npm', 'npm', 'NPM_TOKEN', 'automation token', 'g', lambda: 'npm_' + rs(36)),
    ('pypi', 'PyPI', 'PYPI_API_TOKEN', 'upload token', 'g', lambda: 'pypi-AgEIcHlwaS5vcmc' + rs(R.randint(120, 150), URLS)),
    ('dockerhub', 'Docker Hub', 'DOCKERHUB_TOKEN', 'access token', 'g', lambda: 'dckr_pat_' + rs(27, URLS)),
    ('heroku', 'Heroku', 'HEROKU_API_KEY', 'API key', 'g', lambda: 'HRKU-AA' + rs(58, URLS)),
    ('digitalocean', 'DigitalOcean', 'DIGITALOCEAN_TOKEN', 'API token', 'g', lambda: 'dop_v1_' + hx(64)),
    ('shopify', 'Shopify', 'SHOPIFY_ACCESS_TOKEN', 'Admin API access token', 'g', lambda: 'shpat_' + hx(32)),
    ('shopify_ss', 'Shopify', 'SHOPIFY_SHARED_SECRET', 'shared secret', 'g', lambda: 'shpss_' + hx(32)),
    ('atlassian', 'Atlassian', 'JIRA_API_TOKEN', 'API token', 'g', lambda: 'ATATT3xFfGF0' + rs(171, URLS) + '=' + hx(8).upper()),
    ('azure_storage', 'Azure Storage', 'AZURE_STORAGE_KEY', 'account key', 'g', lambda: b64r(64)),
    ('azure_ad', 'Microsoft Entra ID', 'AZURE_CLIENT_SECRET', 'client secret', 'g', lambda: rs(3) + '8Q~' + rs(31, URLS + '.~')),
    ('hf', 'Hugging Face', 'HF_TOKEN', 'access token', 'g', lambda: 'hf_' + rs(34, LO + UPC)),
    ('databricks', 'Databricks', 'DATABRICKS_TOKEN', 'PAT', 'g', lambda: 'dapi' + hx(32)),
    ('vercel', 'Vercel', 'VERCEL_TOKEN', 'access token', 'g', lambda: rs(24)),
    ('netlify', 'Netlify', 'NETLIFY_AUTH_TOKEN', 'personal access token', 'g', lambda: 'nfp_' + rs(36)),
    ('cloudflare', 'Cloudflare', 'CLOUDFLARE_API_TOKEN', 'API token', 'g', lambda: rs(40, URLS)),
    ('cloudflare_global', 'Cloudflare', 'CF_API_KEY', 'global API key', 'g', lambda: hx(37)),
    ('datadog', 'Datadog', 'DD_API_KEY', 'API key', 'g', lambda: hx(32)),
    ('datadog_app', 'Datadog', 'DD_APP_KEY', 'application key', 'g', lambda: hx(40)),
    ('newrelic', 'New Relic', 'NEW_RELIC_API_KEY', 'user API key', 'g', lambda: 'NRAK-' + rs(27, UD)),
    ('newrelic_lic', 'New Relic', 'NEW_RELIC_LICENSE_KEY', 'license key', 'g', lambda: hx(36) + 'NRAL'),
    ('sentry', 'Sentry', 'SENTRY_AUTH_TOKEN', 'auth token', 'g', lambda: 'sntryu_' + hx(64)),
    ('grafana', 'Grafana', 'GRAFANA_SA_TOKEN', 'service account token', 'g', lambda: 'glsa_' + rs(32) + '_' + hx(8)),
    ('grafana_cloud', 'Grafana Cloud', 'GRAFANA_CLOUD_TOKEN', 'access policy token', 'g', _grafana_cloud),
    ('pagerduty', 'PagerDuty', 'PAGERDUTY_TOKEN', 'REST API key', 'g', lambda: 'u+' + rs(18, URLS)),
    ('opsgenie', 'Opsgenie', 'OPSGENIE_API_KEY', 'API key', 'g', uuid),
    ('okta', 'Okta', 'OKTA_API_TOKEN', 'API token', 'g', lambda: '00' + rs(40, URLS)),
    ('auth0', 'Auth0', 'AUTH0_CLIENT_SECRET', 'client secret', 'g', lambda: rs(64, URLS)),
    ('linear', 'Linear', 'LINEAR_API_KEY', 'API key', 'g', lambda: 'lin_api_' + rs(40)),
    ('notion', 'Notion', 'NOTION_TOKEN', 'integration secret', 'g', lambda: R.choice(['ntn_' + rs(46), 'secret_' + rs(43)])),
    ('airtable', 'Airtable', 'AIRTABLE_PAT', 'personal access token', 'g', lambda: 'pat' + rs(14) + '.' + hx(64)),
    ('asana', 'Asana', 'ASANA_PAT', 'personal access token', 'g', lambda: '2/%s/%s:%s' % (rs(16, DG), rs(16, DG), hx(32))),
    ('figma', 'Figma', 'FIGMA_TOKEN', 'personal access token', 'g', lambda: 'figd_' + rs(40, URLS)),
    ('postman', 'Postman', 'POSTMAN_API_KEY', 'API key', 'g', lambda: 'PMAK-' + hx(24) + '-' + hx(34)),
    ('tfc', 'Terraform Cloud', 'TF_TOKEN_app_terraform_io', 'team token', 'g', lambda: rs(14) + '.atlasv1.' + rs(67, URLS)),
    ('vault', 'HashiCorp Vault', 'VAULT_TOKEN', 'token', 'g', lambda: R.choice(['hvs.' + rs(24), 'hvs.CAESI' + rs(R.randint(80, 95), URLS)])),
    ('onepassword', '1Password', 'OP_SERVICE_ACCOUNT_TOKEN', 'service account token', 'g', lambda: 'ops_eyJ' + rs(R.randint(280, 340), URLS)),
    ('doppler', 'Doppler', 'DOPPLER_TOKEN', 'service token', 'g', lambda: 'dp.st.' + R.choice(['prd', 'dev', 'stg']) + '.' + rs(40)),
    ('pulumi', 'Pulumi', 'PULUMI_ACCESS_TOKEN', 'access token', 'g', lambda: 'pul-' + hx(40)),
    ('flyio', 'Fly.io', 'FLY_API_TOKEN', 'deploy token', 'g', lambda: 'fm2_' + rs(R.randint(160, 200), B64)),
    ('render', 'Render', 'RENDER_API_KEY', 'API key', 'g', lambda: 'rnd_' + rs(32)),
    ('supabase', 'Supabase', 'SUPABASE_SERVICE_ROLE_KEY', 'service_role key', 'g',
     lambda: jwt({'iss': 'supabase', 'ref': rs(20, LO), 'role': 'service_role', 'iat': R.randint(1690000000, 1750000000), 'exp': R.randint(2000000000, 2100000000)})),
    ('supabase_pat', 'Supabase', 'SUPABASE_ACCESS_TOKEN', 'access token', 'g', lambda: 'sbp_' + hx(40)),
    ('fcm', 'Firebase Cloud Messaging', 'FCM_SERVER_KEY', 'legacy server key', 'g', lambda: 'AAAA' + rs(7, URLS) + ':APA91b' + rs(134, URLS)),
    ('telegram', 'Telegram', 'TELEGRAM_BOT_TOKEN', 'bot token', 'g', lambda: str(R.randint(10 ** 9, 8 * 10 ** 9)) + ':AA' + rs(33, URLS)),
    ('discord_bot', 'Discord', 'DISCORD_BOT_TOKEN', 'bot token', 'g', _discord_bot),
    ('square', 'Square', 'SQUARE_ACCESS_TOKEN', 'access token', 'g', lambda: 'EAAA' + rs(60, URLS)),
    ('braintree', 'Braintree', 'BRAINTREE_ACCESS_TOKEN', 'access token', 'g', lambda: 'access_token$production$' + rs(16, LD) + '$' + hx(32)),
    ('paypal', 'PayPal', 'PAYPAL_CLIENT_SECRET', 'client secret', 'g', lambda: 'E' + rs(79, URLS)),
    ('adyen', 'Adyen', 'ADYEN_API_KEY', 'API key', 'g', lambda: 'AQE' + rs(R.randint(150, 170), AL) + '=-' + rs(44, AL + '=') + '-' + rs(20, AL + '<>()[]{}')),
    ('plaid', 'Plaid', 'PLAID_SECRET', 'secret', 'g', lambda: hx(30)),
    ('binance', 'Binance', 'BINANCE_API_SECRET', 'API secret', 'g', lambda: rs(64)),
    ('coinbase', 'Coinbase', 'COINBASE_API_SECRET', 'API secret', 'g', lambda: b64r(64)),
    ('algolia', 'Algolia', 'ALGOLIA_ADMIN_KEY', 'admin API key', 'g', lambda: hx(32)),
    ('mapbox', 'Mapbox', 'MAPBOX_SECRET_TOKEN', 'secret token', 'g', _mapbox),
    ('contentful', 'Contentful', 'CONTENTFUL_MANAGEMENT_TOKEN', 'management token', 'g', lambda: 'CFPAT-' + rs(43, URLS)),
    ('dropbox', 'Dropbox', 'DROPBOX_ACCESS_TOKEN', 'access token', 'g', lambda: 'sl.u.' + rs(R.randint(130, 150), URLS)),
    ('box', 'Box', 'BOX_DEVELOPER_TOKEN', 'developer token', 'g', lambda: rs(32)),
    ('zoom', 'Zoom', 'ZOOM_CLIENT_SECRET', 'client secret', 'g', lambda: rs(32)),
    ('salesforce', 'Salesforce', 'SF_ACCESS_TOKEN', 'session token', 'g', lambda: '00D' + rs(12) + '!AQ' + rs(R.randint(90, 100), AL + '._')),
    ('hubspot', 'HubSpot', 'HUBSPOT_ACCESS_TOKEN', 'private app token', 'g', lambda: 'pat-na1-' + uuid()),
    ('zendesk', 'Zendesk', 'ZENDESK_API_TOKEN', 'API token', 'g', lambda: rs(40)),
    ('intercom', 'Intercom', 'INTERCOM_ACCESS_TOKEN', 'access token', 'g', _intercom),
    ('segment', 'Segment', 'SEGMENT_PUBLIC_API_TOKEN', 'Public API token', 'g', lambda: 'sgp_' + rs(64)),
    ('mixpanel', 'Mixpanel', 'MIXPANEL_API_SECRET', 'API secret', 'g', lambda: hx(32)),
    ('amplitude', 'Amplitude', 'AMPLITUDE_SECRET_KEY', 'secret key', 'g', lambda: hx(32)),
    ('launchdarkly', 'LaunchDarkly', 'LD_SDK_KEY', 'server-side SDK key', 'g', lambda: 'sdk-' + uuid()),
    ('snyk', 'Snyk', 'SNYK_TOKEN', 'API token', 'g', uuid),
    ('sonar', 'SonarQube', 'SONAR_TOKEN', 'user token', 'g', lambda: 'squ_' + hx(40)),
    ('circleci', 'CircleCI', 'CIRCLECI_TOKEN', 'personal API token', 'g', lambda: 'CCIPAT_' + rs(22) + '_' + hx(40)),
    ('travis', 'Travis CI', 'TRAVIS_API_TOKEN', 'API token', 'g', lambda: rs(22, URLS)),
    ('buildkite', 'Buildkite', 'BUILDKITE_API_TOKEN', 'API access token', 'g', lambda: 'bkua_' + hx(40)),
    ('jfrog', 'JFrog Artifactory', 'ARTIFACTORY_API_KEY', 'API key', 'g', lambda: R.choice(['AKCp' + rs(69), 'cmVmdGtuOjAxOj' + rs(50)])),
    ('jenkins', 'Jenkins', 'JENKINS_API_TOKEN', 'API token', 'g', lambda: '11' + hx(32)),
    ('expo', 'Expo', 'EXPO_TOKEN', 'access token', 'g', lambda: rs(40, URLS)),
    ('fastly', 'Fastly', 'FASTLY_API_TOKEN', 'API token', 'g', lambda: rs(32, URLS)),
    ('akamai', 'Akamai', 'AKAMAI_CLIENT_SECRET', 'EdgeGrid client secret', 'g', lambda: b64r(32)),
    ('cloudinary', 'Cloudinary', 'CLOUDINARY_URL', 'API secret', 'g', _cloudinary),
    ('twitch', 'Twitch', 'TWITCH_CLIENT_SECRET', 'client secret', 'g', lambda: rs(30, LD)),
    ('twitter', 'X (Twitter)', 'TWITTER_BEARER_TOKEN', 'bearer token', 'g', lambda: 'AAAAAAAAAAAAAAAAAAAAA' + rs(22) + '%3D' + rs(50)),
    ('meta', 'Meta (Facebook)', 'FB_PAGE_ACCESS_TOKEN', 'page access token', 'g', lambda: 'EAA' + rs(R.randint(170, 200))),
    ('instagram', 'Instagram', 'IG_ACCESS_TOKEN', 'long-lived token', 'g', lambda: 'IGQV' + rs(R.randint(150, 180), URLS)),
    ('linkedin', 'LinkedIn', 'LINKEDIN_CLIENT_SECRET', 'client secret', 'g', lambda: rs(16)),
    ('elastic', 'Elastic', 'ELASTIC_API_KEY', 'API key', 'g', lambda: b64((rs(20, URLS) + ':' + rs(22, URLS)).encode())),
    ('atlas', 'MongoDB Atlas', 'ATLAS_PRIVATE_KEY', 'API private key', 'g', uuid),
    ('confluent', 'Confluent Cloud', 'CONFLUENT_API_SECRET', 'API secret', 'g', lambda: rs(64, AL + '+/')),
    ('age', 'age', 'SOPS_AGE_KEY', 'identity', 'g', lambda: 'AGE-SECRET-KEY-1' + rs(58, BECH)),
    ('tailscale', 'Tailscale', 'TS_AUTHKEY', 'auth key', 'g', lambda: 'tskey-auth-k' + rs(16) + 'CNTRL-' + rs(33)),
    ('ngrok', 'ngrok', 'NGROK_AUTHTOKEN', 'authtoken', 'g', lambda: '2' + rs(26) + '_' + rs(21)),
    ('replicate', 'Replicate', 'REPLICATE_API_TOKEN', 'API token', 'g', lambda: 'r8_' + rs(37)),
    ('groq', 'Groq', 'GROQ_API_KEY', 'API key', 'g', lambda: 'gsk_' + rs(52)),
    ('perplexity', 'Perplexity', 'PERPLEXITY_API_KEY', 'API key', 'g', lambda: 'pplx-' + rs(48)),
    ('cohere', 'Cohere', 'CO_API_KEY', 'API key', 'g', lambda: rs(40)),
    ('mistral', 'Mistral AI', 'MISTRAL_API_KEY', 'API key', 'g', lambda: rs(32)),
    ('together', 'Together AI', 'TOGETHER_API_KEY', 'API key', 'g', lambda: hx(64)),
    ('deepseek', 'DeepSeek', 'DEEPSEEK_API_KEY', 'API key', 'a', lambda: 'sk-' + hx(32)),
    ('xai', 'xAI', 'XAI_API_KEY', 'API key', 'g', lambda: 'xai-' + rs(80)),
    ('openrouter', 'OpenRouter', 'OPENROUTER_API_KEY', 'API key', 'g', lambda: 'sk-or-v1-' + hx(64)),
    ('fireworks', 'Fireworks AI', 'FIREWORKS_API_KEY', 'API key', 'g', lambda: 'fw_' + rs(24)),
    ('elevenlabs', 'ElevenLabs', 'ELEVENLABS_API_KEY', 'API key', 'g', lambda: 'sk_' + hx(48)),
    ('assemblyai', 'AssemblyAI', 'ASSEMBLYAI_API_KEY', 'API key', 'g', lambda: hx(32)),
    ('deepgram', 'Deepgram', 'DEEPGRAM_API_KEY', 'API key', 'g', lambda: hx(40)),
    ('pinecone', 'Pinecone', 'PINECONE_API_KEY', 'API key', 'g', lambda: 'pcsk_' + rs(5) + '_' + rs(63)),
    ('wandb', 'Weights & Biases', 'WANDB_API_KEY', 'API key', 'g', lambda: hx(40)),
    ('langsmith', 'LangSmith', 'LANGSMITH_API_KEY', 'API key', 'g', lambda: 'lsv2_pt_' + hx(32) + '_' + hx(10)),
    ('resend', 'Resend', 'RESEND_API_KEY', 'API key', 'g', lambda: 're_' + rs(8) + '_' + rs(24)),
    ('postmark', 'Postmark', 'POSTMARK_SERVER_TOKEN', 'server token', 'g', uuid),
    ('brevo', 'Brevo', 'BREVO_API_KEY', 'API key', 'g', lambda: 'xkeysib-' + hx(64) + '-' + rs(16)),
    ('mailjet', 'Mailjet', 'MJ_APIKEY_PRIVATE', 'secret key', 'g', lambda: hx(32)),
    ('vonage', 'Vonage', 'VONAGE_API_SECRET', 'API secret', 'g', lambda: rs(16)),
    ('plivo', 'Plivo', 'PLIVO_AUTH_TOKEN', 'auth token', 'g', lambda: rs(40)),
    ('clerk', 'Clerk', 'CLERK_SECRET_KEY', 'secret key', 'g', lambda: 'sk_live_' + rs(42)),
    ('planetscale', 'PlanetScale', 'PLANETSCALE_PASSWORD', 'database password', 'g', lambda: 'pscale_pw_' + rs(43, URLS)),
    ('upstash', 'Upstash', 'UPSTASH_REDIS_REST_TOKEN', 'REST token', 'g', lambda: 'AX' + rs(3) + 'AAIjcDE' + rs(R.randint(60, 70), AL)),
    ('turso', 'Turso', 'TURSO_AUTH_TOKEN', 'auth token', 'g', lambda: jwt({'a': 'rw', 'iat': R.randint(1700000000, 1750000000), 'id': uuid()}, 'EdDSA')),
    ('railway', 'Railway', 'RAILWAY_TOKEN', 'project token', 'g', uuid),
    ('rollbar', 'Rollbar', 'ROLLBAR_ACCESS_TOKEN', 'post_server_item token', 'g', lambda: hx(32)),
    ('honeycomb', 'Honeycomb', 'HONEYCOMB_API_KEY', 'ingest key', 'g', lambda: 'hcaik_' + rs(58, LD)),
    ('splunk', 'Splunk', 'SPLUNK_HEC_TOKEN', 'HEC token', 'g', uuid),
    ('sumo', 'Sumo Logic', 'SUMO_ACCESS_KEY', 'access key', 'g', lambda: rs(64)),
    ('dynatrace', 'Dynatrace', 'DT_API_TOKEN', 'API token', 'g', lambda: 'dt0c01.' + rs(24, UD) + '.' + rs(64, UD)),
    ('steam', 'Steam', 'STEAM_WEB_API_KEY', 'Web API key', 'g', lambda: hx(32).upper()),
    ('riot', 'Riot Games', 'RIOT_API_KEY', 'API key', 'g', lambda: 'RGAPI-' + uuid()),
    ('shippo', 'Shippo', 'SHIPPO_API_KEY', 'live token', 'g', lambda: 'shippo_live_' + hx(40)),
    ('easypost', 'EasyPost', 'EASYPOST_API_KEY', 'production key', 'g', lambda: 'EZAK' + hx(54)),
    ('trello', 'Trello', 'TRELLO_TOKEN', 'token', 'g', lambda: 'ATTA' + hx(64) + hx(8).upper()),
    ('clickup', 'ClickUp', 'CLICKUP_API_TOKEN', 'personal token', 'g', lambda: 'pk_' + rs(8, DG) + '_' + rs(32, UD)),
    ('webflow', 'Webflow', 'WEBFLOW_API_TOKEN', 'site token', 'g', lambda: hx(64)),
    ('wordpress', 'WordPress', 'WP_APP_PASSWORD', 'application password', 'g', lambda: ' '.join(rs(4) for _ in range(6))),
    ('ghost', 'Ghost', 'GHOST_ADMIN_API_KEY', 'Admin API key', 'g', lambda: hx(24) + ':' + hx(64)),
    ('sanity', 'Sanity', 'SANITY_API_TOKEN', 'API token', 'g', lambda: 'sk' + rs(R.randint(160, 180))),
    ('typeform', 'Typeform', 'TYPEFORM_TOKEN', 'personal token', 'g', lambda: 'tfp_' + rs(44, URLS) + '_' + rs(14, URLS)),
    ('miro', 'Miro', 'MIRO_ACCESS_TOKEN', 'access token', 'g', lambda: 'eyJtaXJvLm9yaWdpbiI6ImV1MDEifQ_' + rs(27, URLS)),
    ('codecov', 'Codecov', 'CODECOV_TOKEN', 'upload token', 'g', uuid),
    ('browserstack', 'BrowserStack', 'BROWSERSTACK_ACCESS_KEY', 'access key', 'g', lambda: rs(20)),
    ('saucelabs', 'Sauce Labs', 'SAUCE_ACCESS_KEY', 'access key', 'g', uuid),
    ('openweather', 'OpenWeather', 'OWM_API_KEY', 'API key', 'g', lambda: hx(32)),
    ('pusher', 'Pusher', 'PUSHER_APP_SECRET', 'app secret', 'g', lambda: hx(20)),
    ('ably', 'Ably', 'ABLY_API_KEY', 'API key', 'g', lambda: rs(6) + '.' + rs(6) + ':' + rs(43, URLS)),
    ('agora', 'Agora', 'AGORA_APP_CERTIFICATE', 'app certificate', 'a', lambda: hx(32)),
    ('sendbird', 'Sendbird', 'SENDBIRD_API_TOKEN', 'master API token', 'a', lambda: hx(40)),
    ('stream', 'Stream', 'STREAM_API_SECRET', 'API secret', 'g', lambda: rs(64, LD)),
    ('livekit', 'LiveKit', 'LIVEKIT_API_SECRET', 'API secret', 'g', lambda: rs(43)),
    ('mux', 'Mux', 'MUX_TOKEN_SECRET', 'token secret', 'g', lambda: rs(75, AL + '/+')),
    ('spotify', 'Spotify', 'SPOTIFY_CLIENT_SECRET', 'client secret', 'g', lambda: hx(32)),
    ('sourcegraph', 'Sourcegraph', 'SRC_ACCESS_TOKEN', 'access token', 'g', lambda: 'sgp_' + hx(16) + '_' + hx(40)),
    ('infisical', 'Infisical', 'INFISICAL_TOKEN', 'service token', 'g', lambda: 'st.%s.%s.%s' % (uuid(), hx(32), hx(32))),
    ('stytch', 'Stytch', 'STYTCH_SECRET', 'secret', 'g', lambda: 'secret-live-' + rs(36, URLS)),
    ('nuget', 'NuGet', 'NUGET_API_KEY', 'API key', 'g', lambda: 'oy2' + rs(43, LD)),
    ('rubygems', 'RubyGems', 'GEM_HOST_API_KEY', 'API key', 'g', lambda: 'rubygems_' + hx(48)),
    ('cratesio', 'crates.io', 'CARGO_REGISTRY_TOKEN', 'API token', 'g', lambda: 'cio' + rs(32)),
    ('oci', 'Oracle Cloud', 'OCI_AUTH_TOKEN', 'auth token', 'g', lambda: rs(20, AL + '()+<>;:[]{}.-_#')),
    ('ibm', 'IBM Cloud', 'IBMCLOUD_API_KEY', 'API key', 'g', lambda: rs(44, URLS)),
    ('linode', 'Linode', 'LINODE_TOKEN', 'personal access token', 'g', lambda: hx(64)),
    ('vultr', 'Vultr', 'VULTR_API_KEY', 'API key', 'g', lambda: rs(36, UD)),
    ('hetzner', 'Hetzner Cloud', 'HCLOUD_TOKEN', 'API token', 'g', lambda: rs(64)),
    ('scaleway', 'Scaleway', 'SCW_SECRET_KEY', 'secret key', 'g', uuid),
    ('ovh', 'OVHcloud', 'OVH_APPLICATION_SECRET', 'application secret', 'g', lambda: rs(32, LD)),
    ('backblaze', 'Backblaze B2', 'B2_APPLICATION_KEY', 'application key', 'g', lambda: 'K005' + rs(27, AL + '/+')),
    ('wasabi', 'Wasabi', 'WASABI_SECRET_KEY', 'secret key', 'g', lambda: rs(40)),
    ('minio_sk', 'MinIO', 'MINIO_SECRET_KEY', 'secret key', 'g', lambda: rs(40)),
    ('duo', 'Duo Security', 'DUO_SKEY', 'secret key', 'g', lambda: rs(40)),
    ('jumpcloud', 'JumpCloud', 'JC_API_KEY', 'API key', 'g', lambda: hx(40)),
    ('crowdstrike', 'CrowdStrike', 'FALCON_CLIENT_SECRET', 'API client secret', 'g', lambda: rs(40)),
    ('rancher', 'Rancher', 'RANCHER_TOKEN', 'API token', 'g', lambda: 'token-' + rs(5, LD) + ':' + rs(54, LD)),
    ('portainer', 'Portainer', 'PORTAINER_API_KEY', 'access token', 'g', lambda: 'ptr_' + rs(44, AL + '+/')),
    ('paddle', 'Paddle', 'PADDLE_API_KEY', 'API key', 'g', lambda: 'pdl_live_apikey_01' + rs(24, LD) + '_' + rs(22) + '_' + rs(3)),
    ('yandex', 'Yandex Cloud', 'YC_TOKEN', 'OAuth token', 'g', lambda: 'y0_' + rs(54, URLS)),
    ('smartthings', 'SmartThings', 'SMARTTHINGS_TOKEN', 'personal access token', 'a', uuid),
    # Korea / Asia
    ('ncp', 'Naver Cloud Platform', 'NCLOUD_SECRET_KEY', 'secret key', 'a', lambda: rs(40)),
    ('naver_openapi', 'Naver Developers', 'NAVER_CLIENT_SECRET', 'client secret', 'a', lambda: rs(10)),
    ('naver_searchad', 'Naver Search Ads', 'NAVER_AD_SECRET_KEY', 'secret key', 'a', lambda: 'AQAAAA' + b64r(45)),
    ('kakao_rest', 'Kakao Developers', 'KAKAO_REST_API_KEY', 'REST API key', 'a', lambda: hx(32)),
    ('kakao_admin', 'Kakao Developers', 'KAKAO_ADMIN_KEY', 'admin key', 'a', lambda: hx(32)),
    ('kakao_login', 'Kakao Login', 'KAKAO_CLIENT_SECRET', 'client secret', 'a', lambda: rs(32)),
    ('kakaopay', 'KakaoPay', 'KAKAOPAY_SECRET_KEY', 'secret key', 'a', lambda: R.choice(['PRD', 'DEV']) + rs(37, HEXU)),
    ('toss', 'Toss Payments', 'TOSS_SECRET_KEY', 'secret key', 'a', lambda: 'live_sk_' + rs(28)),
    ('toss_gsk', 'Toss Payments', 'TOSS_WIDGET_SECRET_KEY', 'widget secret key', 'a', lambda: 'live_gsk_' + rs(28)),
    ('portone', 'PortOne', 'PORTONE_API_SECRET', 'V2 API secret', 'a', lambda: rs(80)),
    ('nicepay', 'NICEPAY', 'NICEPAY_SECRET_KEY', 'secret key', 'a', lambda: hx(32)),
    ('inicis', 'KG Inicis', 'INICIS_SIGNKEY', 'signKey', 'a', lambda: b64r(30)),
    ('nhn', 'NHN Cloud', 'NHN_SECRET_KEY', 'secret key', 'a', lambda: rs(16)),
    ('ktcloud', 'KT Cloud', 'KTCLOUD_SECRET_KEY', 'API secret key', 'a', lambda: rs(86, URLS)),
    ('coupang', 'Coupang Open API', 'COUPANG_SECRET_KEY', 'secret key', 'a', lambda: hx(40)),
    ('line_token', 'LINE Messaging API', 'LINE_CHANNEL_ACCESS_TOKEN', 'channel access token', 'a', lambda: rs(171, AL + '+/') + '='),
    ('line_secret', 'LINE', 'LINE_CHANNEL_SECRET', 'channel secret', 'a', lambda: hx(32)),
    ('line_notify', 'LINE Notify', 'LINE_NOTIFY_TOKEN', 'access token', 'a', lambda: rs(43)),
    ('linepay', 'LINE Pay', 'LINEPAY_CHANNEL_SECRET', 'channel secret', 'a', lambda: hx(32)),
    ('aligo', 'Aligo', 'ALIGO_API_KEY', 'API key', 'a', lambda: rs(32, LD)),
    ('solapi', 'Solapi (CoolSMS)', 'SOLAPI_API_SECRET', 'API secret', 'a', lambda: rs(32, UD)),
    ('channeltalk', 'Channel Talk', 'CHANNEL_ACCESS_SECRET', 'access secret', 'a', lambda: hx(32)),
    ('cafe24', 'Cafe24', 'CAFE24_CLIENT_SECRET', 'client secret', 'a', lambda: rs(22)),
    ('upbit', 'Upbit', 'UPBIT_SECRET_KEY', 'secret key', 'a', lambda: rs(40)),
    ('bithumb', 'Bithumb', 'BITHUMB_SECRET_KEY', 'secret key', 'a', lambda: hx(32)),
    ('kis', 'Korea Investment (KIS Developers)', 'KIS_APP_SECRET', 'appsecret', 'a', lambda: rs(180, AL + '+/')),
    ('datagokr', 'data.go.kr', 'DATA_GO_KR_SERVICE_KEY', 'service key', 'a', lambda: b64r(64)),
    ('kakaowork', 'KakaoWork', 'KAKAOWORK_BOT_KEY', 'bot app key', 'a', lambda: hx(8) + '.' + hx(32)),
    ('naverworks', 'NAVER WORKS', 'NW_CLIENT_SECRET', 'client secret', 'a', lambda: rs(10)),
    ('alibaba', 'Alibaba Cloud', 'ALIBABA_CLOUD_ACCESS_KEY_SECRET', 'AccessKey secret', 'a', lambda: rs(30)),
    ('tencent', 'Tencent Cloud', 'TENCENTCLOUD_SECRET_KEY', 'SecretKey', 'a', lambda: rs(32)),
    ('huawei', 'Huawei Cloud', 'HUAWEICLOUD_SDK_SK', 'secret access key', 'a', lambda: rs(40)),
    ('baidu', 'Baidu AI Cloud', 'BAIDU_SECRET_KEY', 'Secret Key', 'a', lambda: rs(32)),
    ('wechat', 'WeChat Official Accounts', 'WECHAT_APP_SECRET', 'AppSecret', 'a', lambda: hx(32)),
    ('dingtalk', 'DingTalk', 'DINGTALK_SECRET', 'robot signing secret', 'a', lambda: 'SEC' + hx(64)),
    ('feishu', 'Feishu (Lark)', 'FEISHU_APP_SECRET', 'App Secret', 'a', lambda: rs(32)),
    ('rakuten', 'Rakuten', 'RAKUTEN_APPLICATION_SECRET', 'application secret', 'a', lambda: rs(40, LD)),
    ('razorpay', 'Razorpay', 'RAZORPAY_KEY_SECRET', 'key secret', 'a', lambda: rs(24)),
    ('xendit', 'Xendit', 'XENDIT_SECRET_KEY', 'secret key', 'a', lambda: 'xnd_production_' + rs(50)),
    ('midtrans', 'Midtrans', 'MIDTRANS_SERVER_KEY', 'server key', 'a', lambda: 'Mid-server-' + rs(24, URLS)),
    ('paypay', 'PayPay', 'PAYPAY_API_SECRET', 'API secret', 'a', lambda: b64r(32)),
    ('gmo', 'GMO Payment Gateway', 'GMO_SHOP_PASS', 'shop password', 'a', lambda: rs(8, LD)),
    ('nexon', 'Nexon Open API', 'NEXON_API_KEY', 'API key', 'a', lambda: 'live_' + hx(64)),
]
VENDORS = {v[0]: v for v in V}
assert len(VENDORS) == len(V)


def vendor_secret(key):
    r = VENDORS[key][5]()
    if isinstance(r, tuple):
        return r
    return r, [r]


def mask_of(key):
    tok, _ = vendor_secret(key)
    m = re.match(r'^([A-Za-z]{2,10}[_\-.](?:[a-z0-9]{1,6}[_\-.])?)', tok)
    pre = m.group(1) if m else ''
    return pre + R.choice(['****', '••••••••', '…', '************', 'xxxx…']) + tok[-4:]


# ----------------------------------------------------------------------------- fillers (non-secret)
USERS = ['dana', 'minjun.kim', 'jkim', 'sarah.o', 'tomas', 'priya', 'wei.zhang', 'yuki', 'alex.r', 'hoon',
         'sjlee', 'deploy', 'svc_batch', 'admin_ops', 'etl_user', 'app_rw', 'readonly', 'ci-bot', 'hyejin',
         'mkpark', 'leo', 'ana.m', 'jh.choi', 'backup_op']
KNAMES = ['김민준', '이서연', '박지호', '최유진', '정하늘', '강도윤', '윤서아', '장민서', '임지훈', '한예린',
          '오세훈', '신유나', '조현우', '배수지', '서지원', '문태호']
DOMAINS = ['acme.io', 'hanbit-soft.co.kr', 'daon.kr', 'nuri-labs.com', 'bluefin.dev', 'gomdori.co.kr',
           'seoul-pay.kr', 'tidewater.io', 'mirae-health.co.kr', 'orbitcart.com']
SVCS = ['billing-api', 'order-worker', 'auth-gateway', 'search-indexer', 'notification-svc', 'payment-bridge',
        'report-batch', 'user-profile', 'media-transcoder', 'settlement-job', 'chat-relay', 'admin-web',
        'coupon-svc', 'shipping-sync', 'ledger-api']
ENVS = ['prod', 'staging', 'dev', 'qa', 'sandbox']
DBS = ['orders', 'billing', 'analytics', 'app', 'crm', 'warehouse', 'payments', 'users', 'ledger']
REGIONS = ['ap-northeast-2', 'us-east-1', 'eu-west-1', 'ap-northeast-1', 'us-west-2', 'ap-southeast-1']
SSIDS = ['ACME-Guest', 'HANBIT_5G', 'daon-office', 'Nuri-Lab-2.4G', 'meeting-room-3F', 'iptime_dev']
PATHS = ['charges', 'messages', 'users/me', 'events', 'orders', 'completions', 'payments/confirm', 'search']


def fillers():
    d = {}
    d['USER'], d['USER2'] = R.sample(USERS, 2)
    d['KNAME'], d['KNAME2'] = R.sample(KNAMES, 2)
    d['DOMAIN'] = R.choice(DOMAINS)
    d['EMAIL'] = d['USER'].replace('_', '.') + '@' + d['DOMAIN']
    d['SVC'] = R.choice(SVCS)
    d['ENV'] = R.choice(ENVS)
    d['DB'] = R.choice(DBS)
    d['REGION'] = R.choice(REGIONS)
    d['HOST'] = '%s.%s.internal.%s' % (d['SVC'], d['ENV'], d['DOMAIN'])
    d['DBHOST'] = '%s-%s-%d.%s.%s.rds.amazonaws.com' % (d['DB'], d['ENV'], R.randint(1, 3), rs(12, LD), d['REGION'])
    d['IP'] = '10.%d.%d.%d' % (R.randint(0, 60), R.randint(0, 255), R.randint(2, 250))
    d['PORT'] = str(R.choice([5432, 3306, 6379, 8080, 9092, 27017, 1433, 5672]))
    d['N'] = str(R.randint(12, 4999))
    d['TICKET'] = '%s-%d' % (R.choice(['OPS', 'INC', 'PLAT', 'SEC', 'DATA', 'APP', 'CS']), R.randint(100, 9999))
    hh = R.randint(0, 22)
    mm = R.randint(0, 50)
    d['TIME'] = '%02d:%02d' % (hh, mm)
    d['TIME2'] = '%02d:%02d' % (hh, mm + R.randint(1, 4))
    d['TIME3'] = '%02d:%02d' % (hh, mm + R.randint(5, 9))
    d['DATE'] = '2025-%02d-%02d' % (R.randint(1, 12), R.randint(1, 28))
    d['SHA7'] = hx(7)
    d['SHA40'] = hx(40)
    d['UUID'] = uuid()
    d['VER'] = '%d.%d.%d' % (R.randint(0, 9), R.randint(0, 30), R.randint(0, 20))
    d['NS'] = R.choice(['payments', 'platform', 'data', 'default', 'batch', 'edge'])
    d['BUCKET'] = '%s-%s-%s' % (R.choice(['acme', 'hanbit', 'daon', 'nuri']), R.choice(['exports', 'uploads', 'backups', 'reports']), d['ENV'])
    d['REG'] = R.choice(['registry.gitlab.com', 'ghcr.io', 'harbor.%s' % d['DOMAIN'], 'docker.io', '%s.dkr.ecr.%s.amazonaws.com' % (rs(12, DG), d['REGION'])])
    d['PROFILE'] = R.choice(['default', 'prod-admin', 'data-eng', 'legacy', 'sandbox'])
    d['ACCT'] = rs(12, DG)
    d['SSID'] = R.choice(SSIDS)
    d['R5'] = rs(5, LD)
    d['APIPATH'] = R.choice(PATHS)
    d['IMG'] = '%s/%s:%s' % (R.choice(['ghcr.io/acme', 'daon', 'registry.nuri-labs.com/team']), d['SVC'], d['VER'])
    d['CO'] = R.choice(['Acme', 'Hanbit Soft', 'Daon', 'Nuri Labs', 'Bluefin', 'Tidewater'])
    return d


# ----------------------------------------------------------------------------- secret generators
# each takes the filler dict and returns (text as inserted, [listed secrets])
def one(s):
    return s, [s]


def _basic(v):
    u = v['USER']
    p = pw_ascii()
    b = b64((u + ':' + p).encode())
    return b, [b]


def _s3_presign(v):
    ak = aws_id()
    sig = hx(64)
    url = ('https://%s.s3.%s.amazonaws.com/%s/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request'
           '&X-Amz-Date=%sT%02d%02d00Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=%s') % (
        v['BUCKET'], v['REGION'], R.choice(['exports', 'tmp', 'shared']), rs(8, LD), ak, v['DATE'].replace('-', ''), v['REGION'],
        v['DATE'].replace('-', ''), R.randint(0, 23), R.randint(0, 59), sig)
    return url, [ak, sig]


def _gcs_sign(v):
    sig = hx(512)
    url = ('https://storage.googleapis.com/%s/report-%s.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=signer%%40%s.iam.gserviceaccount.com'
           '%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=%sT000000Z&X-Goog-Expires=86400&X-Goog-SignedHeaders=host&X-Goog-Signature=%s') % (
        v['BUCKET'], v['N'], R.choice(['acme-prod', 'daon-data']), v['DATE'].replace('-', ''), v['DATE'].replace('-', ''), sig)
    return url, [sig]


def _azure_sas(v):
    sig = urllib.parse.quote(b64r(32), safe='')
    url = 'https://%sstore.blob.core.windows.net/%s/dump.bak?sv=2022-11-02&ss=b&srt=co&sp=rl&se=%sT23:59:59Z&st=%sT00:00:00Z&spr=https&sig=%s' % (
        v['R5'], v['DB'], v['DATE'], v['DATE'], sig)
    return url, [sig]


def _cf_sign(v):
    sig = rs(172, AL + '-_~')
    url = 'https://d%s.cloudfront.net/videos/%s.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s' % (rs(13, LD), v['N'], R.randint(1750000000, 1790000000), sig, rs(13, UD))
    return url, [sig]


def _slack_hook(v):
    t = rs(24)
    return 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(8, UD), rs(10, UD), t), [t]


def _discord_hook(v):
    t = rs(68, URLS)
    return 'https://discord.com/api/webhooks/%s/%s' % (rs(19, DG), t), [t]


def _teams_hook(v):
    t = hx(32)
    return 'https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s' % (
        R.choice(['acme', 'hanbitsoft', 'daon']), uuid(), uuid(), t, uuid()), [t]


def _gchat_hook(v):
    t = rs(43, URLS) + '%3D'
    return ('https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token=%s' % (rs(7, URLS), t)), [t]


def _mm_hook(v):
    t = rs(26, LD)
    return 'https://chat.%s/hooks/%s' % (v['DOMAIN'], t), [t]


def _tg_url(v):
    t = str(R.randint(10 ** 9, 8 * 10 ** 9)) + ':AA' + rs(33, URLS)
    return 'https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s' % (t, rs(10, DG)), [t]


def _dingtalk_hook(v):
    t = hx(64)
    return 'https://oapi.dingtalk.com/robot/send?access_token=%s' % t, [t]


def _jandi_hook(v):
    t = hx(32)
    return 'https://wh.jandi.com/connect-api/webhook/%s/%s' % (rs(8, DG), t), [t]


def _dooray_hook(v):
    t = rs(22, URLS)
    return 'https://hook.dooray.com/services/%s/%s/%s' % (rs(19, DG), rs(19, DG), t), [t]


def _feishu_hook(v):
    t = uuid()
    return 'https://open.feishu.cn/open-apis/bot/v2/hook/%s' % t, [t]


def _totp_uri(v):
    s = totp_secret(R.choice([16, 32]))
    iss = R.choice(['AWS', 'GitHub', 'Okta', v['CO'].replace(' ', ''), 'Cloudflare', 'NaverCloud'])
    return 'otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30' % (iss, urllib.parse.quote(v['EMAIL']), s, iss), [s]


def _totp_spaced(v):
    s = totp_secret(32).lower()
    t = ' '.join(s[i:i + 4] for i in range(0, 32, 4))
    return t, [t]


def _gh_recovery(v):
    codes = ['%s-%s' % (hx(5), hx(5)) for _ in range(R.randint(6, 10))]
    return '\n'.join(codes), codes


def _gh_recovery_inline(v):
    codes = ['%s-%s' % (hx(5), hx(5)) for _ in range(R.randint(3, 5))]
    return ', '.join(codes), codes


def _google_backup(v):
    codes = ['%s %s' % (rs(4, DG), rs(4, DG)) for _ in range(R.randint(5, 10))]
    return '\n'.join('%d. %s' % (i + 1, c) for i, c in enumerate(codes)), codes


def _op_secret_key(v):
    s = 'A3-%s-%s-%s-%s-%s-%s' % (rs(6, UD), rs(6, UD), rs(5, UD), rs(5, UD), rs(5, UD), rs(5, UD))
    return one(s)


def _bitlocker(v):
    s = '-'.join('%06d' % (R.randint(0, 65535) * 11 % 1000000) for _ in range(8))
    return one(s)


def _ssh(v):
    return ssh_ed(v['USER'] + '@' + v['SVC'])


def _ssh_split(v):
    return ssh_ed(v['USER'] + '@' + v['SVC'])


def _recovery_generic(v):
    codes = [rs(4, UD) + '-' + rs(4, UD) + '-' + rs(4, UD) for _ in range(R.randint(4, 8))]
    return '  '.join(codes), codes


def _pem_split(v):
    text, lines = pem_ec('EC PRIVATE KEY')
    parts = text.split('\n')
    return '\n'.join(parts[:3]) + '\x1f' + '\n'.join(parts[3:]), lines


GENS = {
    'pw': lambda v: one(pw_any()),
    'pwns': lambda v: one(pw_ns()),
    'pwa': lambda v: one(pw_ascii()),
    'pwurl': lambda v: one(pw_url()),
    'pw_human': lambda v: one(_long(_pw_human)),
    'pw_phrase': lambda v: one(_long(lambda: _pw_phrase(True))),
    'pw_phrase_sp': lambda v: one(_long(lambda: ' '.join(R.choice(EN_WORDS) for _ in range(R.randint(4, 5))))),
    'pw_punct': lambda v: one(_long(_pw_punct)),
    'pw_hangul': lambda v: one(_long(_pw_hangul)),
    'pw_kq': lambda v: one(_long(_pw_kq)),
    'pw_leet': lambda v: one(_long(_pw_leet)),
    'pw_gen': lambda v: one(_long(_pw_gen)),
    'pw_num': lambda v: one(_pw_num()),
    'aws_id': lambda v: one(aws_id()),
    'asia_id': lambda v: one(aws_id('ASIA')),
    'aws_sk': lambda v: one(aws_sk()),
    'aws_st': lambda v: one(aws_st()),
    'minio_ak': lambda v: one(rs(20, UD)),
    'ncp_ak': lambda v: one(rs(20, UD)),
    'huawei_ak': lambda v: one(rs(20, UD)),
    'ali_id': lambda v: one('LTAI' + rs(20)),
    'tencent_id': lambda v: one('AKID' + rs(32)),
    'pem_ec': lambda v: pem_ec('EC PRIVATE KEY'),
    'pem_p8': lambda v: pem_ec('PRIVATE KEY'),
    'ssh': _ssh,
    'rsa_frag': lambda v: one('MIIEv' + R.choice(['QIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ', 'gIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ']) + rs(20, B64)),
    'totp_uri': _totp_uri,
    'totp_spaced': _totp_spaced,
    'totp_b32': lambda v: one(totp_secret(32)),
    'gh_recovery': _gh_recovery,
    'gh_recovery_inline': _gh_recovery_inline,
    'google_backup': _google_backup,
    'recovery_generic': _recovery_generic,
    'op_secret_key': _op_secret_key,
    'bitlocker': _bitlocker,
    'eth_pk': lambda v: one('0x' + hx(64)),
    'mnemonic': lambda v: one(mnemonic(12)),
    'pem_split': _pem_split,
    'jwt': lambda v: one(jwt({'sub': v['USER'], 'role': R.choice(['admin', 'user', 'ops']), 'exp': R.randint(1760000000, 1790000000)})),
    'jwt_rs': lambda v: one(jwt({'iss': 'https://login.%s' % v['DOMAIN'], 'sub': v['UUID'], 'aud': v['SVC'], 'exp': R.randint(1760000000, 1790000000)}, 'RS256')),
    'k8s_sa': lambda v: one(jwt({'iss': 'kubernetes/serviceaccount', 'kubernetes.io/serviceaccount/namespace': v['NS'],
                                 'kubernetes.io/serviceaccount/service-account.name': v['SVC'], 'sub': 'system:serviceaccount:%s:%s' % (v['NS'], v['SVC'])}, 'RS256')),
    'django_sid': lambda v: one(rs(32, LD)),
    'rails_cookie': lambda v: one(b64r(R.randint(90, 120)).replace('=', '%3D').replace('+', '%2B').replace('/', '%2F') + '--' + b64r(12).replace('=', '%3D') + '--' + b64r(16).replace('=', '%3D')),
    'connect_sid': lambda v: one('s%3A' + rs(32, URLS) + '.' + b64r(32).rstrip('=').replace('+', '%2B').replace('/', '%2F')),
    'phpsess': lambda v: one(rs(26, LD)),
    'jsession': lambda v: one(hx(32).upper()),
    'basic': _basic,
    's3_presign': _s3_presign,
    'gcs_sign': _gcs_sign,
    'azure_sas': _azure_sas,
    'cf_sign': _cf_sign,
    'slack_hook': _slack_hook,
    'discord_hook': _discord_hook,
    'teams_hook': _teams_hook,
    'gchat_hook': _gchat_hook,
    'mm_hook': _mm_hook,
    'tg_url': _tg_url,
    'dingtalk_hook': _dingtalk_hook,
    'jandi_hook': _jandi_hook,
    'dooray_hook': _dooray_hook,
    'feishu_hook': _feishu_hook,
    'django_key': lambda v: one(R.choice(['django-insecure-', '']) + rs(50, LD + '!@#$%^&*(-_=+)')),
    'rails_skb': lambda v: one(hx(128)),
    'hex32': lambda v: one(hx(32)),
    'hex64': lambda v: one(hx(64)),
    'b64_32': lambda v: one(b64r(32)),
    'fernet': lambda v: one(base64.urlsafe_b64encode(rb(32)).decode()),
    'wg_key': lambda v: one(b64r(32)),
    'wp_app': lambda v: one(' '.join(rs(4) for _ in range(6))),
    'apple_app': lambda v: one('-'.join(rs(4, LO) for _ in range(4))),
    'google_app': lambda v: one(' '.join(rs(4, LO) for _ in range(4))),
    'hvs': lambda v: one('hvs.' + rs(24)),
    'argocd': lambda v: one(rs(16, AL + '-')),
    'elastic_pw': lambda v: one(rs(20, AL + '*_=+-')),
    'confluent_key': lambda v: one(rs(16, UD)),
    'imp_secret': lambda v: one(rs(80)),
    'ncp_sk': lambda v: one(rs(40)),
    'alnum20': lambda v: one(rs(20)),
    'alnum32': lambda v: one(rs(32)),
    'snmp': lambda v: one(_long(_pw_leet)),
}


def gen_secret(spec, v):
    if spec.startswith('v:'):
        key = spec[2:]
        if key == '*':
            key = R.choice(V)[0]
        return vendor_secret(key)
    return GENS[spec](v)


# ----------------------------------------------------------------------------- template registry
TEMPLATES = []


def T(lang, kind, cat, mc, le, ask='', **slots):
    TEMPLATES.append({'lang': lang, 'kind': kind, 'cat': cat, 'f': (mc, le, ask), 'slots': slots, 'vendor': None})


# Vendor frames: ⟦VENDOR⟧ ⟦VAR⟧ ⟦VARL⟧ ⟦KIND⟧ ⟦S⟧ (⟦S2⟧ = a second token of the same vendor) ⟦MASK⟧ ...
VF = {'en': [], 'ko': []}
VC = {'en': [], 'ko': []}


def F(lang, cat, mc, le, ask=''):
    VF[lang].append({'lang': lang, 'kind': 'secret', 'cat': cat, 'f': (mc, le, ask)})


def C(lang, cat, mc, le, ask=''):
    VC[lang].append({'lang': lang, 'kind': 'clean', 'cat': cat, 'f': (mc, le, ask)})


# ---- English vendor frames (secret)
F('en', 'prose: copied from old host',
  'Deploy of ⟦SVC⟧ to ⟦ENV⟧ failed because ⟦VAR⟧ was unset in the new environment. I copied the ⟦VENDOR⟧ ⟦KIND⟧ from the old host (⟦S⟧) just to get it running.',
  'Diff the env var list against the previous environment before a cutover, and take ⟦VENDOR⟧ credentials from the secrets manager, not from an old box.',
  'Should ⟦VAR⟧ be per-environment or shared between staging and prod?')
F('en', 'shell: export before make',
  'Local run only worked after `export ⟦VAR⟧=⟦S⟧` and then `make dev`; the README never mentions that variable.',
  'Add ⟦VAR⟧ to .env.example with an empty value and list it in the setup section.', '')
F('en', 'yaml: checked-in config',
  'config/⟦ENV⟧.yaml already had the value inline:\n  ⟦VARL⟧: ⟦S⟧\n  timeout_ms: 3000\nThe task description said all ⟦VENDOR⟧ settings come from env.',
  'Treat checked-in YAML as defaults only; secrets for ⟦VENDOR⟧ go through env injection.',
  'Is config/⟦ENV⟧.yaml still the source of truth, or the Helm values?')
F('en', 'question in ask: is this the rotated key',
  'Webhook deliveries from ⟦VENDOR⟧ kept failing with 401 after Tuesday\'s rotation; ⟦SVC⟧ logs show the old credential being sent.',
  'After rotating a ⟦VENDOR⟧ ⟦KIND⟧, restart every consumer including the worker pods, not just the API.',
  'Is ⟦S⟧ the new ⟦KIND⟧, or is that still the old one?')
F('en', 'value at start of field',
  '⟦S⟧ is what scripts/backfill.py had hardcoded as the ⟦VENDOR⟧ ⟦KIND⟧; the task never said the backfill talks to ⟦VENDOR⟧ at all.',
  'grep scripts/ for vendor clients before touching a backfill.', 'Which scripts besides backfill.py call ⟦VENDOR⟧?')
F('en', 'python: client constructor',
  'Client init in ⟦SVC⟧/clients.py:\n\n    client = Client(api_key="⟦S⟧", timeout=30)\n\nTests don\'t mock it, so CI hits the real ⟦VENDOR⟧ API.',
  'Read the key with os.environ["⟦VAR⟧"] and patch the client in tests.', '')
F('en', 'curl: bearer header',
  'Reproduced the 429s with:\ncurl -sS -H \'Authorization: Bearer ⟦S⟧\' https://⟦APIHOST⟧/v1/⟦APIPATH⟧ | jq .error',
  'Back off on 429 using the Retry-After header; ⟦VENDOR⟧ limits are per key, not per IP.', 'Do we have a higher rate-limit tier on the prod key?')
F('en', 'CI log: env block printed',
  'GitHub Actions log, step "Run integration tests":\n  env:\n    ⟦VAR⟧: ⟦S⟧\n    NODE_ENV: test\n  Error: Process completed with exit code 1.',
  'Pass ⟦VAR⟧ through secrets.⟦VAR⟧ so the runner masks it; values in a plain env: block are echoed in the log.', '')
F('en', 'chat excerpt: incident channel',
  '#incident-⟦N⟧\n[⟦TIME⟧] ⟦USER⟧: is ⟦VENDOR⟧ down?\n[⟦TIME2⟧] ⟦USER2⟧: no, our key was revoked. use ⟦S⟧ for now\n[⟦TIME3⟧] ⟦USER⟧: ok, green again',
  'Replacement credentials go into the vault first, then the channel gets the vault path.', 'Who revoked the original ⟦VENDOR⟧ key and why?')
F('en', 'wiki table row',
  'Integrations page on the wiki:\n| service | env | ⟦VAR⟧ | owner |\n|---|---|---|---|\n| ⟦SVC⟧ | prod | ⟦S⟧ | @⟦USER⟧ |',
  'The wiki table is stale and public to the whole org; the vault is authoritative.', '')
F('en', 'docker run -e',
  'Smoke test command from the runbook: docker run --rm -e ⟦VAR⟧=⟦S⟧ -p 8080:8080 ⟦IMG⟧',
  'Use --env-file with a file outside the repo instead of -e on the command line.', 'Can the runbook point at the vault entry instead?')
F('en', 'properties file',
  'src/main/resources/application-⟦ENV⟧.properties contains ⟦PROPK⟧=⟦S⟧ and the profile is active in CI.',
  'Spring profiles with secrets must not be committed; use ${⟦VAR⟧} placeholders.', '')
F('en', 'json config',
  'settings.json that the desktop app loads on start: {"provider": "⟦SLUG⟧", "apiKey": "⟦S⟧", "retries": 3}',
  'Desktop builds must read the ⟦VENDOR⟧ key from the OS keychain, not settings.json.', 'Is the desktop app supposed to talk to ⟦VENDOR⟧ directly at all?')
F('en', 'rotation: old and new in one note',
  'Rotated the ⟦VENDOR⟧ ⟦KIND⟧: old ⟦S⟧ -> new ⟦S2⟧. The cron worker kept the old one until its pod restarted.',
  'Rolling restart of all deployments that mount the secret right after rotation.', '')
F('en', 'toml section',
  'pyproject had a tool section nobody told me about:\n[tool.⟦SLUG⟧]\napi_key = "⟦S⟧"\nendpoint = "https://⟦APIHOST⟧"',
  'Check pyproject.toml for tool sections before adding new config files.', '')
F('en', 'go: os.Setenv in test',
  'internal/⟦SLUG⟧/client_test.go starts with os.Setenv("⟦VAR⟧", "⟦S⟧") — the integration test silently uses a live key.',
  'Integration tests should skip when ⟦VAR⟧ is empty instead of setting it.', '')
F('en', 'js: env fallback literal',
  'web/src/lib/⟦SLUG⟧.ts: const key = process.env.⟦VAR⟧ ?? "⟦S⟧"; so the fallback ships in the bundle.',
  'No literal fallbacks for keys; fail fast when the variable is missing.', 'Should the browser call go through our proxy instead?')
F('en', 'kubectl create secret',
  'Created the secret by hand: kubectl -n ⟦NS⟧ create secret generic ⟦SVC⟧-⟦SLUG⟧ --from-literal=⟦VARL⟧=⟦S⟧',
  'Secrets come from ExternalSecrets in this cluster; hand-made ones get overwritten on sync.', '')
F('en', 'terraform default',
  'variables.tf:\nvariable "⟦VARL⟧" {\n  type    = string\n  default = "⟦S⟧"\n}',
  'No defaults for sensitive variables; mark them sensitive = true and feed them from TF_VAR_ env.', '')
F('en', 'IDE error popup',
  'VS Code REST Client popup after sending the request: "401 Unauthorized - invalid credentials: ⟦S⟧". The .http file had the ⟦VENDOR⟧ key inline.',
  'Use {{$dotenv ⟦VAR⟧}} in .http files.', '')
F('en', 'vendor support email',
  '⟦VENDOR⟧ support replied on ⟦TICKET⟧: "We have reissued your ⟦KIND⟧: ⟦S⟧ — please confirm once it is deployed."',
  'Vendor emails with credentials should be deleted after the value is stored in the vault.', 'Who is the registered admin contact with ⟦VENDOR⟧?')
F('en', 'value only in lesson',
  'Staging smoke test needed a ⟦VENDOR⟧ ⟦KIND⟧ and the task did not say which one.',
  'Staging uses ⟦VAR⟧=⟦S⟧; prod has its own and is not shared.', '')
F('en', 'value only in ask',
  'Could not tell which ⟦VENDOR⟧ account the sandbox project belongs to.',
  'Confirm the account owner before running anything destructive against a vendor sandbox.',
  'Can I keep using ⟦S⟧ for the sandbox, or will you issue a separate ⟦KIND⟧?')
F('en', 'makefile target',
  'Makefile:\ndeploy:\n\t⟦VAR⟧=⟦S⟧ ./scripts/deploy.sh $(ENV)',
  'Make targets must not carry credentials; the deploy script reads them from the environment.', '')
F('en', 'powershell env',
  'Windows build agent setup script has $env:⟦VAR⟧ = "⟦S⟧" near the top; the task assumed agents get it from the pipeline library.',
  'Use the pipeline variable group for ⟦VAR⟧ on Windows agents too.', '')
F('en', 'crash report payload',
  'Crash report attached to ⟦TICKET⟧ included the request headers: {"authorization": "Bearer ⟦S⟧", "user-agent": "⟦SVC⟧/⟦VER⟧"}',
  'Scrub Authorization before attaching crash payloads to tickets.', '')
F('en', 'issue comment repro',
  'Repro steps copied from issue #⟦N⟧: set ⟦VAR⟧ to ⟦S⟧, run npm test, watch the third suite time out.',
  'Issues are public on this repo; repro steps should reference a test key by name.', '')
F('en', 'dockerfile ENV',
  'Dockerfile line 12: ENV ⟦VAR⟧=⟦S⟧ — so every image layer since ⟦VER⟧ carries it.',
  'Inject ⟦VAR⟧ at runtime; build args and ENV end up in image history.', 'Do we need to purge the old image tags from the registry?')
F('en', 'actions with: input',
  '.github/workflows/release.yml passes the key straight to the action:\n  - uses: ./actions/notify\n    with:\n      api-key: ⟦S⟧',
  'Action inputs must reference ${{ secrets.* }}.', '')
F('en', 'rust const',
  'src/vendor.rs: const ⟦VAR⟧: &str = "⟦S⟧"; // ⟦VENDOR⟧, remove before release',
  'Use std::env::var and return a config error on startup.', '')
F('en', 'java static final',
  'Legacy service has private static final String API_KEY = "⟦S⟧"; in ⟦CLS⟧.java, which is why the config change did nothing.',
  'Search for hardcoded keys before assuming config is read.', '')
F('en', 'appsettings.json',
  'appsettings.Production.json:\n"⟦CLS⟧": {\n  "ApiKey": "⟦S⟧",\n  "BaseUrl": "https://⟦APIHOST⟧"\n}',
  'Production settings come from Key Vault references; the json file must keep an empty ApiKey.', '')
F('en', 'shell history',
  'history | grep ⟦VAR⟧ on the bastion:\n 1042  ⟦VAR⟧=⟦S⟧ python sync.py --since yesterday',
  'Prefix sensitive commands with a space (HISTCONTROL=ignorespace) or read from a file.', '')
F('en', 'postman environment export',
  'The shared Postman environment export has {"key": "⟦VARL⟧", "value": "⟦S⟧", "enabled": true} and it is in the repo under docs/.',
  'Export Postman environments with current values cleared.', '')
F('en', 'unlabelled inline value',
  'Swapped in ⟦S⟧ and the 403s from ⟦VENDOR⟧ stopped immediately; the old one had lost the write scope.',
  'When a vendor returns 403 rather than 401, check key scopes first.', '')
F('en', 'question inside missing_context',
  'Why does ⟦SVC⟧ still send ⟦S⟧ when the vault has a newer ⟦VENDOR⟧ ⟦KIND⟧? Nobody knew which deployment reads which path.',
  'Map each deployment to its vault path in the service README.', '')
F('en', 'value at end of lesson',
  '⟦VENDOR⟧ calls from the batch job failed after the account migration.',
  'The batch job reads ⟦VAR⟧ from its own secret, not the shared one. The value currently deployed there is ⟦S⟧',
  '')
F('en', 'helm --set',
  'helm upgrade --install ⟦SVC⟧ ./charts/⟦SVC⟧ -n ⟦NS⟧ --set secrets.⟦VARL⟧=⟦S⟧ --set image.tag=⟦VER⟧',
  'Never pass secrets with --set; helm stores release values in the cluster and they show in helm get values.', '')
F('en', 'ruby env fetch default',
  'config/initializers/⟦SLUG⟧.rb: ⟦CLS⟧.api_key = ENV.fetch("⟦VAR⟧", "⟦S⟧")',
  'ENV.fetch without a default so missing config fails at boot.', '')
F('en', 'dotenv line among others',
  '.env.⟦ENV⟧ (committed by mistake):\nLOG_LEVEL=debug\n⟦VAR⟧=⟦S⟧\nFEATURE_FLAGS=beta_checkout',
  '.env.* files must be in .gitignore; only .env.example is tracked.', 'Do we rewrite history or just rotate?')

# ---- Korean vendor frames (secret)
F('ko', 'prose: 예전 서버에서 복사',
  '⟦SVC⟧ ⟦ENV⟧ 배포 실패함 → ⟦VAR⟧ 누락이 원인. 예전 서버에서 ⟦VENDOR⟧ ⟦KIND⟧ ⟦S⟧ 복사해서 일단 살려놓음',
  '컷오버 전에 env 목록 diff 먼저 확인할 것. 키는 무조건 vault에서 가져오기', '⟦VAR⟧ 환경별로 분리해야 하는지?')
F('ko', 'shell: export 필요',
  '로컬 실행하려면 export ⟦VAR⟧=⟦S⟧ 먼저 해야 했음. README엔 없음',
  '.env.example에 ⟦VAR⟧ 빈값으로 추가 + 셋업 문서에 적어두기', '')
F('ko', 'chat excerpt: 키 물어봄',
  '슬랙 #dev-⟦SLUG⟧ 발췌\n[⟦TIME⟧] ⟦KNAME⟧: ⟦VENDOR⟧ 키 뭐였죠?\n[⟦TIME2⟧] ⟦KNAME2⟧: ⟦S⟧ 이거요\n[⟦TIME3⟧] ⟦KNAME⟧: 감사합니다 ㅎㅎ',
  '키는 채널/DM에 붙이지 말고 1Password 공유 링크로 줄 것', '')
F('ko', 'ask: 아직 유효한지',
  '⟦VENDOR⟧ 연동 테스트 중 401 떨어짐. 키 만료인지 권한 문제인지 모름',
  '401이면 키 상태부터 콘솔에서 확인', '혹시 ⟦S⟧ 아직 유효한 키인가요? 아니면 새로 발급받아야 하나요?')
F('ko', 'yaml 하드코딩',
  'application-⟦ENV⟧.yml에 ⟦VARL⟧: ⟦S⟧ 하드코딩 돼있었음;; 작업 지시엔 env로 받는다고 돼있었는데',
  'yml엔 ${⟦VAR⟧} 플레이스홀더만 두기', 'yml이랑 helm values 중 뭐가 기준임?')
F('ko', '콘솔에 키 두 개',
  '⟦VENDOR⟧ 콘솔 들어가보니 ⟦KIND⟧가 두 개 있음. 어느 게 prod용인지 몰라서 일단 ⟦S⟧ 쪽으로 테스트함',
  '콘솔 키 이름에 환경 prefix 붙여서 발급하기', 'prod용 키가 어느 건지 알려주실 수 있나요?')
F('ko', 'CI 로그 노출',
  'GitLab CI 잡 로그에 ⟦VAR⟧=⟦S⟧ 그대로 찍힘 (변수에 masked 체크 안 돼있었음)',
  'CI 변수 추가할 때 Masked + Protected 둘 다 체크 필수', '')
F('ko', 'rotation old→new',
  '⟦VENDOR⟧ ⟦KIND⟧ 교체함: 기존 ⟦S⟧ → 신규 ⟦S2⟧. 워커는 재시작 안 해서 한동안 401 남',
  '키 교체 후엔 시크릿 마운트하는 디플로이먼트 전부 rollout restart', '')
F('ko', '위키 표',
  '컨플 "외부 연동 키" 표\n| 서비스 | 키 | 담당 |\n|---|---|---|\n| ⟦SVC⟧ | ⟦S⟧ | ⟦KNAME⟧ |',
  '위키 표는 오래됨 + 전사 공개임. vault가 기준', '')
F('ko', 'python settings 하드코딩',
  'settings.py에서 ⟦VAR⟧ = \'⟦S⟧\' 로 박혀있었음 → os.getenv로 바꿈',
  '설정값 추가할 땐 settings.py 말고 env에서 읽게 하기', '')
F('ko', 'curl 재현',
  'curl -H "Authorization: Bearer ⟦S⟧" https://⟦APIHOST⟧/v1/⟦APIPATH⟧ 로 재현됨. 응답 429',
  '429는 Retry-After 보고 백오프. 키 단위 rate limit임', '')
F('ko', '벤더 메일',
  '⟦VENDOR⟧ 담당자 메일: "요청하신 ⟦KIND⟧ 재발급 건 안내드립니다. ⟦S⟧ 로 교체 후 회신 부탁드립니다."',
  '벤더 메일로 받은 키는 vault 저장 후 메일 삭제', '⟦VENDOR⟧ 쪽 관리자 연락처 누구로 등록돼있음?')
F('ko', 'lesson에만 값',
  '스테이징 스모크 테스트에 ⟦VENDOR⟧ 키 필요했는데 어떤 건지 안 알려줌',
  '스테이징은 ⟦VAR⟧=⟦S⟧ 쓰면 됨. prod 키는 따로 있음', '')
F('ko', 'docker-compose environment',
  'docker-compose.yml environment:\n  - ⟦VAR⟧=⟦S⟧\n  - TZ=Asia/Seoul\n커밋 히스토리에도 남아있음',
  'compose는 env_file 쓰고 그 파일은 gitignore', '히스토리 rewrite 할지 키만 교체할지?')
F('ko', 'kubectl secret',
  'kubectl create secret generic ⟦SVC⟧ --from-literal=⟦VARL⟧=⟦S⟧ 로 만들었음. -n ⟦NS⟧ 빼먹어서 default ns에 생김',
  'ExternalSecret으로 관리되는 클러스터라 손으로 만든 시크릿은 싱크 때 덮어써짐', '')
F('ko', '필드 맨 앞 값',
  '⟦S⟧ ← 이게 ⟦VENDOR⟧ ⟦KIND⟧임. 정산 배치 스크립트에 박혀있었음',
  '배치 스크립트도 공용 config 로더 쓰게 바꾸기', '')
F('ko', '카톡으로 받은 키',
  '카톡으로 받은 ⟦VENDOR⟧ 키: ⟦S⟧ (⟦KNAME⟧님이 보내줌) 이걸로 연동 테스트 완료',
  '메신저로 키 주고받지 말 것. 받았으면 바로 vault로', '')
F('ko', 'js 번들 노출',
  'const apiKey = \'⟦S⟧\'; // 임시 ← 프론트 번들에 그대로 들어감;; ⟦VENDOR⟧ 호출은 서버 프록시 거쳐야 함',
  '브라우저에서 벤더 호출 금지. BFF 통해서만', '')
F('ko', 'tfvars',
  'terraform.tfvars에 ⟦VARL⟧ = "⟦S⟧" 있었음. .gitignore에 tfvars 없음',
  'tfvars는 gitignore + sensitive 변수는 TF_VAR_로 주입', '')
F('ko', 'IDE 팝업',
  'IntelliJ 팝업: "Invalid API key ⟦S⟧ for ⟦VENDOR⟧" 뜨면서 run configuration 중단됨. run config에 키 직접 넣어둔 상태였음',
  'run configuration엔 EnvFile 플러그인으로 .env 연결', '')
F('ko', 'Jenkinsfile environment',
  'Jenkinsfile: environment { ⟦VAR⟧ = \'⟦S⟧\' } 이렇게 돼있음 → credentials() 로 바꿔야 함',
  'Jenkins는 Credentials 플러그인 + withCredentials 블록 사용', '')
F('ko', 'ask 끝에 값',
  '⟦VENDOR⟧ 쿼터 초과로 야간 배치 실패함',
  '쿼터 80% 알림 설정해두기', '쿼터 증설된 키가 ⟦S⟧ 맞나요?')
F('ko', '온보딩 문서',
  '온보딩 문서 3.2절: ⟦VENDOR⟧ 테스트 계정 ⟦KIND⟧ = ⟦S⟧ (변경 금지) ← 신규 입사자 전원 열람 가능',
  '온보딩 문서엔 키 위치만 적기', '')
F('ko', 'postman export',
  'Postman 환경 export 파일에 {"key":"⟦VARL⟧","value":"⟦S⟧"} 포함된 채로 팀 드라이브에 공유됨',
  'export 전에 current value 비우기', '')
F('ko', 'go 테스트 코드',
  'client_test.go 맨 위에 os.Setenv("⟦VAR⟧", "⟦S⟧") 있음. 통합테스트가 실키로 돎',
  '⟦VAR⟧ 없으면 t.Skip 하도록', '')
F('ko', 'mc+lesson 양쪽',
  '⟦VENDOR⟧ ⟦KIND⟧(⟦S⟧) 만료돼서 웹훅 전부 실패함',
  '만료일 캘린더 등록해둘 것. ⟦S⟧ 는 폐기된 거 확인함', '')
F('ko', 'properties',
  '⟦PROPK⟧=⟦S⟧ ← application.properties에 이렇게 돼있고 CI에서도 이 프로파일 씀',
  '프로퍼티엔 ${⟦VAR⟧}만', '')
F('ko', 'PR 리뷰 코멘트',
  'PR #⟦N⟧ 리뷰 코멘트: "L42에 ⟦S⟧ 하드코딩 돼있어요. 환경변수로 빼주세요 🙏"',
  '커밋 전에 gitleaks pre-commit 훅 돌리기', '')
F('ko', 'zsh history',
  '~/.zsh_history에 ⟦VAR⟧=⟦S⟧ ./run.sh 남아있음 (공용 점프서버)',
  '공용 서버에선 키를 커맨드라인에 쓰지 말고 파일에서 읽기', '')
F('ko', '라벨 없이 값',
  '키 ⟦S⟧로 바꾸니까 403 사라짐. 기존 키는 write scope 빠져있었던 듯',
  '403이면 키 scope부터 확인', '')
F('ko', 'helm --set',
  'helm upgrade ⟦SVC⟧ ./chart -n ⟦NS⟧ --set env.⟦VAR⟧=⟦S⟧ 로 배포했다고 함',
  '--set 으로 시크릿 넘기면 helm get values에 남음', '')
F('ko', '노션 평문',
  '노션 "외부 연동" 페이지에 ⟦VENDOR⟧ → ⟦S⟧ 평문으로 적혀있음. 페이지 권한 전체공개였음',
  '노션엔 키 위치(vault 경로)만 적기', '')
F('ko', '크래시 로그 헤더',
  'Crashlytics 로그에 요청 헤더 통째로 찍힘: Authorization=Bearer ⟦S⟧',
  '로깅 인터셉터에서 Authorization 헤더 마스킹', '')
F('ko', 'java 상수',
  'private static final String KEY = "⟦S⟧"; // TODO 뺄 것 ← ⟦CLS⟧.java 에 있음. 설정 바꿔도 반영 안 된 이유',
  '설정 반영 안 되면 하드코딩부터 grep', '')
F('ko', 'Dockerfile ENV',
  'Dockerfile 12번째 줄 ENV ⟦VAR⟧=⟦S⟧ → 이미지 히스토리에 다 남음',
  '런타임 주입으로 바꾸고 예전 태그 정리 필요', '레지스트리 예전 이미지 지워도 되나요?')
F('ko', '.env 여러 줄',
  '.env.⟦ENV⟧ 실수로 커밋됨\nTZ=Asia/Seoul\n⟦VAR⟧=⟦S⟧\nLOG_LEVEL=info',
  '.env.* 는 gitignore. .env.example만 추적', '')
F('ko', 'mc 중간 질문',
  '⟦VENDOR⟧ 대시보드에서 복사한 ⟦S⟧ 랑 vault 값이 다름?? 누가 최신인지 모르겠음',
  '값 다르면 대시보드 생성일자 기준으로 판단하고 vault 갱신', '')
F('ko', '런북 단계',
  '런북 4단계: "⟦VAR⟧ 값에 ⟦S⟧ 입력 후 서비스 재시작" ← 런북에 실제 키가 적혀있음',
  '런북은 vault 경로만 참조하도록 수정 요청함', '')
F('ko', 'powershell',
  '윈도우 빌드 에이전트 스크립트에 $env:⟦VAR⟧ = "⟦S⟧" 있음',
  '윈도우 에이전트도 파이프라인 변수 그룹 사용', '')
F('ko', 'toml 설정',
  'config.toml\n[⟦SLUG⟧]\napi_key = "⟦S⟧"\nregion = "kr"\n이거 때문에 env 값이 무시됨',
  'toml보다 env가 우선하도록 로더 순서 바꿈', '')


# ---- clean vendor frames
C('en', 'clean: vault path',
  'The ⟦VENDOR⟧ ⟦KIND⟧ lives in Vault at secret/⟦SVC⟧/⟦ENV⟧ under the key ⟦VARL⟧; the task assumed it was in the repo .env.',
  'Read ⟦VAR⟧ through the vault agent sidecar and never copy it to a laptop.', 'Who owns rotation of the ⟦VENDOR⟧ ⟦KIND⟧?')
C('en', 'clean: masked in dashboard',
  'The ⟦VENDOR⟧ dashboard lists two keys; the one ending in ⟦MASK⟧ is the one ⟦SVC⟧ uses, the other is unused since ⟦DATE⟧.',
  'Match keys by their last four characters, never by copying the full value around.', 'Can the unused ⟦VENDOR⟧ key be revoked?')
C('en', 'clean: rotation steps',
  'Nobody wrote down how to rotate the ⟦VENDOR⟧ ⟦KIND⟧. Steps that worked: 1) create a new key in the ⟦VENDOR⟧ console, 2) write it to the ⟦SVC⟧ secret in the vault, 3) rollout restart, 4) revoke the old key after 24h.',
  'Keep both keys valid during the overlap window.', '')
C('en', 'clean: trailing newline',
  '401 from ⟦VENDOR⟧ was caused by a trailing newline in ⟦VAR⟧ because the secret was created with echo instead of printf.',
  'Create k8s secrets with printf \'%s\' or --from-file and check the length with wc -c.', '')
C('en', 'clean: env example placeholder',
  '.env.example now has ⟦VAR⟧=<your-⟦SLUG⟧-⟦KINDSLUG⟧> with a comment linking to the setup doc.',
  'Placeholders in angle brackets so nobody mistakes them for a working value.', '')
C('en', 'clean: reading env var in code',
  '⟦SVC⟧ reads the ⟦VENDOR⟧ ⟦KIND⟧ with api_key = os.environ["⟦VAR⟧"]; a KeyError at import time means the secret is not mounted.',
  'Check the pod spec envFrom before debugging the client.', '')
C('en', 'clean: GH actions secret ref',
  'Workflow passes the key as ${{ secrets.⟦VAR⟧ }}; forks do not get it, which is why external PR checks fail on the ⟦VENDOR⟧ step.',
  'Skip the ⟦VENDOR⟧ step when secrets.⟦VAR⟧ is empty.', 'Do we want a separate limited ⟦VENDOR⟧ key for fork PRs?')
C('en', 'clean: scope/permissions',
  'The ⟦VENDOR⟧ ⟦KIND⟧ for ⟦SVC⟧ only had read scope; writes returned 403 with error code insufficient_scope.',
  'Request the narrowest scope that covers writes, and record the scope list next to the vault entry.', '')
C('en', 'clean: expiry policy',
  '⟦VENDOR⟧ ⟦KIND⟧s in our org expire after 90 days; the one used by ⟦SVC⟧ expired on ⟦DATE⟧ and nobody got the email.',
  'Send vendor expiry mails to the team alias, not a person.', 'Which alias should own the ⟦VENDOR⟧ account notifications?')
C('en', 'clean: key format description',
  'The support page says a ⟦VENDOR⟧ ⟦KIND⟧ is shown only once at creation; if lost, create a new one. Our secret ⟦VAR⟧ was empty in ⟦ENV⟧.',
  'Store the value in the vault at creation time, before closing the dialog.', '')
C('en', 'clean: leaked-key runbook',
  'Secret scanning flagged a ⟦VENDOR⟧ ⟦KIND⟧ in PR #⟦N⟧ (already revoked by ⟦USER⟧ within 10 minutes, commit ⟦SHA7⟧ squashed away).',
  'Leaked key runbook: revoke first, then rotate, then clean history, then write the incident note.', '')
C('en', 'clean: config key name',
  'Config key is ⟦PROPK⟧ in application.yml and maps to env ⟦VAR⟧ via relaxed binding.',
  'Set ⟦VAR⟧ in the deployment, not ⟦PROPK⟧ in the file.', '')
C('ko', 'clean: 시크릿 위치',
  '⟦VENDOR⟧ 키는 AWS Secrets Manager ⟦SVC⟧/⟦ENV⟧/⟦VARL⟧ 에 있음. 작업 지시엔 위치 안 적혀있었음',
  '로컬에 복사하지 말고 aws-vault exec 으로 주입해서 쓰기', '⟦VENDOR⟧ 키 로테이션 담당 누구임?')
C('ko', 'clean: 마스킹된 값',
  '⟦VENDOR⟧ 콘솔에 키 두 개 있음. 끝자리 ⟦MASK⟧ 인 게 ⟦SVC⟧ 용이고 나머지는 ⟦DATE⟧ 이후 미사용',
  '키 구분은 끝 4자리로만. 전체 값 복붙 금지', '안 쓰는 키 폐기해도 되나요?')
C('ko', 'clean: 교체 절차',
  '⟦VENDOR⟧ ⟦KIND⟧ 교체 절차 문서 없었음. 해본 순서: 콘솔에서 신규 발급 → vault 갱신 → rollout restart → 24시간 후 구키 폐기',
  '교체 중엔 신구 키 둘 다 살려두기', '')
C('ko', 'clean: 개행 문자',
  '⟦VENDOR⟧ 401 원인 = ⟦VAR⟧ 끝에 개행 들어감 (echo로 시크릿 만들어서)',
  'printf \'%s\' 로 만들고 wc -c 로 길이 확인', '')
C('ko', 'clean: 플레이스홀더',
  '.env.example에 ⟦VAR⟧=<⟦SLUG⟧-키-입력> 추가함. 실제 값은 1Password "Platform" 볼트',
  '예시값은 꺾쇠 플레이스홀더로', '')
C('ko', 'clean: 환경변수 읽기',
  '⟦SVC⟧는 os.environ["⟦VAR⟧"] 로 읽음 → import 시점 KeyError면 시크릿 마운트 안 된 것',
  'pod spec envFrom 먼저 확인', '')
C('ko', 'clean: 포크 PR',
  '포크 PR에선 secrets.⟦VAR⟧ 안 넘어가서 ⟦VENDOR⟧ 단계 실패함. 정상 동작임',
  'secrets 비어있으면 해당 step skip 처리', '포크용 제한 키 따로 발급할까요?')
C('ko', 'clean: 권한 scope',
  '⟦VENDOR⟧ 키가 read scope만 있어서 쓰기 요청 403 (insufficient_scope)',
  '필요한 최소 scope 목록을 vault 항목 설명에 같이 적어두기', '')
C('ko', 'clean: 만료 정책',
  '⟦VENDOR⟧ ⟦KIND⟧ 90일 만료 정책임. ⟦SVC⟧ 용 키 ⟦DATE⟧ 만료됐는데 알림 메일이 퇴사자한테 감',
  '벤더 알림 수신자는 개인 말고 팀 메일링리스트로', '')
C('ko', 'clean: 유출 대응',
  'secret scanning이 PR #⟦N⟧ 에서 ⟦VENDOR⟧ 키 탐지 → ⟦KNAME⟧님이 10분 내 폐기 완료, 커밋 ⟦SHA7⟧ 스쿼시로 제거',
  '유출 시 순서: 폐기 → 재발급 → 히스토리 정리 → 회고 노트', '')
C('ko', 'clean: 설정 키 이름',
  '설정 키는 application.yml의 ⟦PROPK⟧ → env로는 ⟦VAR⟧ (relaxed binding)',
  '배포에선 ⟦VAR⟧만 세팅', '')


# ============================================================================= specific secret templates, English
T('en', 'secret', 'shell: mysql -p attached password',
  'Checked the migration with `mysql -h ⟦DBHOST⟧ -u ⟦USER⟧ -p⟦S⟧ ⟦DB⟧ -e "show slave status\\G"`; the ticket did not say the read replica lags ~30s.',
  'Run post-migration checks against the primary, not the replica.', '', S='pwa')
T('en', 'secret', 'url: postgres connection string',
  'psql "postgresql://⟦USER⟧:⟦S⟧@⟦DBHOST⟧:5432/⟦DB⟧?sslmode=require" was the only way in; the bastion tunnel in the docs is gone.',
  'Use the IAM auth token flow documented in the platform repo.', 'Is the bastion being replaced by SSM?', S='pwurl')
T('en', 'secret', 'env: mongodb+srv URI [MongoDB Atlas]',
  'MONGO_URI=mongodb+srv://⟦USER⟧:⟦S⟧@cluster0.⟦R5⟧.mongodb.net/⟦DB⟧?retryWrites=true&w=majority',
  'Atlas network access list must include the new NAT IPs before cutover.', '', S='pwurl')
T('en', 'secret', 'shell: redis-cli -a',
  'Flushed the stuck lock with redis-cli -h ⟦HOST⟧ -p 6379 -a ⟦S⟧ --no-auth-warning DEL lock:⟦SVC⟧',
  'Use the lock TTL instead of manual deletes; ask before touching prod Redis.', '', S='pwa')
T('en', 'secret', 'python: celery broker URL [RabbitMQ]',
  "celeryconfig.py: broker_url = 'amqp://⟦USER⟧:⟦S⟧@⟦HOST⟧:5672/⟦SVC⟧'\nWorkers in ⟦ENV⟧ use a different vhost than the docs say.",
  'Vhost per service; check rabbitmqctl list_vhosts before guessing.', '', S='pwurl')
T('en', 'secret', 'properties: spring datasource',
  'spring.datasource.url=jdbc:postgresql://⟦DBHOST⟧:5432/⟦DB⟧\nspring.datasource.username=⟦USER⟧\nspring.datasource.password=⟦S⟧',
  'Datasource passwords come from the ⟦ENV⟧ secret via SPRING_DATASOURCE_PASSWORD.', '', S='pw')
T('en', 'secret', 'connection string: ADO.NET [Azure SQL]',
  'Server=tcp:⟦R5⟧-sql.database.windows.net,1433;Initial Catalog=⟦DB⟧;User ID=⟦USER⟧;Password=⟦S⟧;Encrypt=True;Connection Timeout=30;',
  'Use Managed Identity (Authentication=Active Directory Default) for the app service.', '', S='pwns')
T('en', 'secret', 'file: .pgpass line',
  '~/.pgpass on the reporting box: ⟦DBHOST⟧:5432:⟦DB⟧:⟦USER⟧:⟦S⟧ (mode 0644, which is why psql ignored it).',
  'pgpass must be 0600 or psql silently skips it.', '', S='pwns')
T('en', 'secret', 'file: .netrc',
  'pip kept prompting because ~/.netrc had "machine ⟦HOST⟧ login ⟦USER⟧ password ⟦S⟧" for the wrong host name.',
  'netrc host must match the index URL host exactly.', '', S='pwns')
T('en', 'secret', 'file: .git-credentials [GitHub]',
  'Push failed with 403; ~/.git-credentials still had https://⟦USER⟧:⟦S⟧@github.com from before SSO was enforced.',
  'After SSO enforcement, authorize the token for the org or switch to gh auth login.', '', S='v:github_pat')
T('en', 'secret', 'shell: docker login -p',
  'The release job does `docker login ⟦REG⟧ -u ⟦USER⟧ -p ⟦S⟧` and the warning about --password-stdin is in every log.',
  'Pipe the password into --password-stdin from the CI secret.', '', S='pwa')
T('en', 'secret', 'shell: sshpass',
  "Ansible fallback used: sshpass -p '⟦S⟧' ssh -o StrictHostKeyChecking=no deploy@⟦IP⟧ 'sudo systemctl restart ⟦SVC⟧'",
  'Key-based auth only; sshpass means someone enabled password login on the VM.', 'Who enabled PasswordAuthentication on that VM?', S='pwns')
T('en', 'secret', 'file: aws credentials profile [AWS]',
  'The task said "use the data-eng profile" but ~/.aws/credentials on the build box is:\n[⟦PROFILE⟧]\naws_access_key_id = ⟦S⟧\naws_secret_access_key = ⟦S2⟧\nregion = ⟦REGION⟧',
  'Build boxes should use instance roles, not static keys.', '', S='aws_id', S2='aws_sk')
T('en', 'secret', 'split over fields: aws key pair [AWS]',
  'The IAM user for the legacy uploader has access key ⟦S⟧ and nobody knew it was still active.',
  'Secret for that key is ⟦S2⟧; it should be deactivated once the uploader moves to the role.',
  'OK to deactivate ⟦S⟧ this week?', S='aws_id', S2='aws_sk')
T('en', 'secret', 'shell: aws sts exported session [AWS]',
  'Pasted from the SSO portal into the terminal:\nexport AWS_ACCESS_KEY_ID=⟦S⟧\nexport AWS_SECRET_ACCESS_KEY=⟦S2⟧\nexport AWS_SESSION_TOKEN=⟦S3⟧',
  'Use aws sso login with a named profile; pasted sessions end up in shell history.', '', S='asia_id', S2='aws_sk', S3='aws_st')
T('en', 'secret', 'signed url: S3 presigned in chat [AWS]',
  'Customer export was shared as a 7-day presigned link: ⟦S⟧',
  'Presigned links leak the signing key id and stay valid for the whole expiry; use 15 minutes and the share portal.', '', S='s3_presign')
T('en', 'secret', 'signed url: GCS V4 [Google Cloud Storage]',
  'Finance asked for the report; sent ⟦S⟧',
  'Signed URLs are bearer credentials; send via the report portal.', '', S='gcs_sign')
T('en', 'secret', 'signed url: Azure SAS [Azure Storage]',
  'DB backup for the vendor was uploaded and the SAS link pasted into the ticket: ⟦S⟧',
  'SAS links should use a stored access policy so they can be revoked.', 'Can we revoke that SAS before it expires?', S='azure_sas')
T('en', 'secret', 'connection string: Azure storage [Azure Storage]',
  'Function app setting AzureWebJobsStorage=DefaultEndpointsProtocol=https;AccountName=⟦R5⟧store;AccountKey=⟦S⟧;EndpointSuffix=core.windows.net',
  'Use identity-based connections (AzureWebJobsStorage__accountName).', '', S='v:azure_storage')
T('en', 'secret', 'pem: EC private key pasted',
  'TLS for the internal gRPC endpoint uses this key, pasted in the original ticket:\n⟦S⟧',
  'Private keys belong in cert-manager secrets, never in tickets.', '', S='pem_ec')
T('en', 'secret', 'pem: openssh key in runbook',
  'deploy key for the ⟦SVC⟧ repo mirror was in the runbook:\n⟦S⟧',
  'Generate a per-host deploy key; this shared one must be removed from GitHub deploy keys.', '', S='ssh')
T('en', 'secret', 'pem: p8 key [Apple App Store Connect]',
  'fastlane needed the App Store Connect API key; AuthKey file content was in the Notion page:\n⟦S⟧',
  'Store the .p8 in the CI secret store and reference it by key id.', 'Can we revoke this key and issue one per pipeline?', S='pem_p8')
T('en', 'secret', 'json: service account fragment [Google Cloud]',
  'Service account JSON pasted into chat (first lines): {"type": "service_account", "project_id": "⟦SVC⟧-⟦ENV⟧", "private_key": "-----BEGIN PRIVATE KEY-----\\n⟦S⟧...',
  'Use workload identity federation; no JSON keys.', '', S='rsa_frag')
T('en', 'secret', 'qr/otp: otpauth URI',
  'MFA for the shared ops account was set up from this QR payload so others could enrol too: ⟦S⟧',
  'Shared MFA seeds defeat MFA; each person gets their own factor.', 'Can we move the ops account behind SSO?', S='totp_uri')
T('en', 'secret', 'qr/otp: manual setup key spaced',
  'Authenticator "enter a setup key" screen for the root account showed: ⟦S⟧ (time based).',
  'Root MFA goes on the hardware key in the safe.', '', S='totp_spaced')
T('en', 'secret', 'list: recovery codes [GitHub]',
  'Recovery codes for the org bot account, saved by ⟦USER⟧:\n⟦S⟧',
  'Recovery codes go in the vault item for the account, printed copy in the safe.', '', S='gh_recovery')
T('en', 'secret', 'list: backup codes [Google Workspace]',
  'Backup verification codes for the shared calendar account:\n⟦S⟧',
  'Shared accounts need SSO; backup codes only in the vault.', '', S='google_backup')
T('en', 'secret', 'password manager: secret key [1Password]',
  'To sign in on the new laptop I needed the account Secret Key; ⟦USER⟧ sent it in chat: ⟦S⟧',
  'Use the Emergency Kit or add the device from an already signed-in device.', '', S='op_secret_key')
T('en', 'secret', 'recovery key: BitLocker [Microsoft]',
  'Laptop for ⟦USER2⟧ asked for the BitLocker recovery key after the BIOS update. Key from Intune: ⟦S⟧',
  'Suspend BitLocker before BIOS updates.', '', S='bitlocker')
T('en', 'secret', 'http: Authorization bearer JWT from devtools',
  'Copied from browser devtools to reproduce: Authorization: Bearer ⟦S⟧',
  'Reproduce with a test user token generated by the seed script, not a real session.', '', S='jwt')
T('en', 'secret', 'cookie: Django sessionid from HAR [Django]',
  'HAR from the customer shows Cookie: csrftoken=present; sessionid=⟦S⟧ on the failing request.',
  'Ask customers to export HAR with cookies stripped, or sanitize before attaching.', '', S='django_sid')
T('en', 'secret', 'cookie: Rails session in bug report [Rails]',
  'Bug report includes a raw request with Cookie: _shop_session=⟦S⟧',
  'Sessions from bug reports must be invalidated (reset_session for that user).', '', S='rails_cookie')
T('en', 'secret', 'cookie: express connect.sid',
  'curl used to reproduce: curl -b "connect.sid=⟦S⟧" https://admin.⟦DOMAIN⟧/api/export',
  'Make a test admin account for repros.', '', S='connect_sid')
T('en', 'secret', 'http: basic auth header in curl -v',
  'curl -v output pasted in the PR description:\n> GET /metrics HTTP/1.1\n> Host: ⟦HOST⟧\n> Authorization: Basic ⟦S⟧\n< HTTP/1.1 200 OK',
  'Trim curl -v output before pasting; it includes auth headers.', '', S='basic')
T('en', 'secret', 'webhook: slack URL in workflow [Slack]',
  'notify step in deploy.yml: curl -X POST -H "Content-type: application/json" --data "{\\"text\\":\\"deployed ⟦VER⟧\\"}" ⟦S⟧',
  'Webhook URLs are credentials; keep them in secrets.SLACK_WEBHOOK_URL.', '', S='slack_hook')
T('en', 'secret', 'webhook: discord URL in bot config [Discord]',
  'bot/config.yaml:\nalerts:\n  webhook: ⟦S⟧\n  mention_role: oncall',
  'Discord webhooks can be abused by anyone holding the URL; rotate after the repo went public.', '', S='discord_hook')
T('en', 'secret', 'webhook: Teams connector in PowerShell [Microsoft Teams]',
  '$hook = "⟦S⟧"\nInvoke-RestMethod -Method Post -Uri $hook -Body $json -ContentType "application/json"',
  'Teams webhook URLs go in the automation account variables (encrypted).', '', S='teams_hook')
T('en', 'secret', 'webhook: Google Chat in Apps Script [Google Chat]',
  'Apps Script const WEBHOOK = "⟦S⟧"; the script is shared with the whole domain.',
  'Use script properties for the webhook URL.', '', S='gchat_hook')
T('en', 'secret', 'webhook: mattermost in runbook [Mattermost]',
  'Runbook step 3 posts to ⟦S⟧ with the release notes.',
  'Runbooks reference the webhook by name; the URL lives in the CI secret.', '', S='mm_hook')
T('en', 'secret', 'url: telegram bot in cron [Telegram]',
  'crontab -l on the monitoring VM: */5 * * * * /opt/check.sh || curl -s "⟦S⟧&text=disk+full"',
  'Move the alert to Alertmanager; the bot token sits in a world-readable crontab.', '', S='tg_url')
T('en', 'secret', 'python: Django SECRET_KEY [Django]',
  "settings/base.py had SECRET_KEY = '⟦S⟧' and prod never overrode it.",
  'SECRET_KEY from env; rotating it logs everyone out, schedule it.', 'OK to force a logout for all users during the rotation?', S='django_key')
T('en', 'secret', 'file: rails master.key [Rails]',
  'config/master.key was in the Docker build context and ended up in the image; content ⟦S⟧',
  'Add config/master.key to .dockerignore and pass RAILS_MASTER_KEY at runtime.', '', S='hex32')
T('en', 'secret', 'env: Laravel APP_KEY [Laravel]',
  'APP_KEY=base64:⟦S⟧ is the same on staging and prod, so staging cookies decrypt on prod.',
  'Different APP_KEY per environment.', '', S='b64_32')
T('en', 'secret', 'env: NEXTAUTH_SECRET [NextAuth]',
  'Preview deployments all share NEXTAUTH_SECRET=⟦S⟧ with production.',
  'Scope production secrets to the Production environment in Vercel.', '', S='b64_32')
T('en', 'secret', 'js: hardhat private key [Ethereum]',
  "hardhat.config.ts: accounts: ['⟦S⟧'] for the mainnet network entry — the deployer wallet.",
  'Deployer keys through a hardware wallet or KMS signer.', 'Is the deployer wallet still holding funds?', S='eth_pk')
T('en', 'secret', 'fixture: seed phrase',
  'test/fixtures/wallet.json uses mnemonic "⟦S⟧" which is also the team\'s testnet faucet wallet.',
  'Generate fixture mnemonics at test time.', '', S='mnemonic')
T('en', 'secret', 'qr: wifi payload',
  'The QR on the meeting-room screen decodes to WIFI:T:WPA;S:⟦SSID⟧;P:⟦S⟧;; and it is the corp network, not guest.',
  'Meeting-room QR must be the guest SSID.', '', S='pwns')
T('en', 'secret', 'embedded: ESP32 secrets.h [IoT]',
  'firmware/include/secrets.h:\n#define WIFI_SSID "⟦SSID⟧"\n#define WIFI_PASS "⟦S⟧"\n#define MQTT_USER "sensor-⟦N⟧"\n#define MQTT_PASS "⟦S2⟧"',
  'secrets.h is gitignored in the template but this repo was forked before that.', '', S='pw', S2='pw_gen')
T('en', 'secret', 'embedded: arduino sketch',
  'const char* ssid = "⟦SSID⟧";\nconst char* password = "⟦S⟧";  // lab AP\nThe task said the board uses the provisioning portal.',
  'Use WiFiManager provisioning on the lab boards.', '', S='pw')
T('en', 'secret', 'support ticket: router admin',
  'Customer on ⟦TICKET⟧ wrote: "router admin page is 192.168.0.1, login admin / ⟦S⟧, please fix the port forward remotely."',
  'Tell customers not to send passwords; ask them to reset it after remote sessions.', '', S='pw')
T('en', 'secret', 'gradle: android signing [Android]',
  'app/build.gradle signingConfigs.release { storeFile file("release.jks"); storePassword "⟦S⟧"; keyAlias "upload"; keyPassword "⟦S2⟧" }',
  'Read signing passwords from gradle.properties in ~/.gradle or CI env.', '', S='pwa', S2='pwa')
T('en', 'secret', 'env: fastlane match password [fastlane]',
  'Fastlane match could not decrypt the certs repo until I set MATCH_PASSWORD=⟦S⟧ (found in an old CI log).',
  'MATCH_PASSWORD is in the iOS vault item.', '', S='pw')
T('en', 'secret', 'kafka: JAAS config [Confluent Cloud]',
  'client.properties:\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="⟦CK⟧" password="⟦S⟧";',
  'Confluent API keys per service account, stored in the vault.', '', S='v:confluent', CK='confluent_key')
T('en', 'secret', 'config: sssd ldap bind',
  '/etc/sssd/sssd.conf on the jump host: ldap_default_bind_dn = cn=svc-sssd,ou=svc,dc=corp ldap_default_authtok = ⟦S⟧',
  'Use ldap_default_authtok_type = obfuscated_password at minimum, better Kerberos.', '', S='pw')
T('en', 'secret', 'smtp: Google app password',
  'EMAIL_HOST_USER=alerts@⟦DOMAIN⟧ EMAIL_HOST_PASSWORD=⟦S⟧ — a Gmail app password from ⟦USER⟧\'s personal account.',
  'Transactional email via the SES relay, not a personal Gmail.', '', S='google_app')
T('en', 'secret', 'apple: app-specific password [Apple]',
  'notarytool store-credentials was set up with the app-specific password ⟦S⟧ on the old mac mini.',
  'Use an App Store Connect API key for notarization.', '', S='apple_app')
T('en', 'secret', 'vault: unseal keys and root token [HashiCorp Vault]',
  'vault operator init output pasted into the setup ticket:\nUnseal Key 1: ⟦S⟧\nUnseal Key 2: ⟦S2⟧\nUnseal Key 3: ⟦S3⟧\nInitial Root Token: ⟦S4⟧',
  'Unseal keys go to separate holders (PGP-encrypted), root token revoked after setup.', 'Who are the key holders supposed to be?', S='b64_32', S2='b64_32', S3='b64_32', S4='hvs')
T('en', 'secret', 'jenkins: initialAdminPassword [Jenkins]',
  'New Jenkins controller: cat /var/jenkins_home/secrets/initialAdminPassword -> ⟦S⟧, and nobody created a real admin, so it is still the login.',
  'Finish the setup wizard and disable the initial admin.', '', S='hex32')
T('en', 'secret', 'argocd: initial admin secret [Argo CD]',
  'argocd admin initial-password -n argocd printed ⟦S⟧; the secret argocd-initial-admin-secret was never deleted.',
  'Delete the initial admin secret after SSO is configured.', '', S='argocd')
T('en', 'secret', 'compose: grafana admin password [Grafana]',
  'docker-compose.monitoring.yml: GF_SECURITY_ADMIN_PASSWORD=⟦S⟧ and the port is open on the VPC.',
  'Use GF_SECURITY_ADMIN_PASSWORD__FILE with a docker secret.', '', S='pw')
T('en', 'secret', 'terminal: elasticsearch reset password [Elastic]',
  '$ bin/elasticsearch-reset-password -u elastic\nPassword for the [elastic] user successfully reset.\nNew value: ⟦S⟧',
  'Create named users with roles; elastic superuser only for break-glass.', '', S='elastic_pw')
T('en', 'secret', 'csv: password manager export row',
  'The migration CSV from the old password manager (name,url,username,password) still sits in Downloads:\n⟦SVC⟧ admin,https://admin.⟦DOMAIN⟧,⟦USER⟧,⟦S⟧',
  'Delete export files immediately after import (and empty the trash).', '', S='pw')
T('en', 'secret', 'json: bitwarden export item [Bitwarden]',
  'Bitwarden JSON export snippet attached to ⟦TICKET⟧: {"type":1,"name":"⟦SVC⟧ prod db","login":{"username":"⟦USER⟧","password":"⟦S⟧","totp":null}}',
  'Share vault items through the org collection.', '', S='pw')
T('en', 'secret', 'spreadsheet: shared accounts TSV',
  'The "accounts" sheet (pasted):\nsystem\tuser\tpassword\tnote\nNAS\tadmin\t⟦S⟧\tbackup target\nprinter\tadmin\t⟦S2⟧\t3F',
  'Retire the sheet; everything moves to the team vault.', '', S='pw', S2='pwns')
T('en', 'secret', 'email: vendor temporary password',
  'Welcome mail from the payroll SaaS: "Your temporary password is ⟦S⟧. You will be asked to change it at first login."',
  'Change temporary passwords the same day and delete the mail.', '', S='pw_gen')
T('en', 'secret', 'onboarding doc: initial password',
  'Onboarding doc step 2: "log in to the VPN as firstname.lastname with the initial password ⟦S⟧".',
  'Initial passwords must be per-user and sent out of band.', '', S='pw_human')
T('en', 'secret', 'prose: old and new password',
  'Changed the shared staging admin password from ⟦S⟧ to ⟦S2⟧ and only told half the team.',
  'Shared admin accounts get replaced by per-user accounts.', '', S='pw', S2='pw')
T('en', 'secret', 'prose: passphrase with spaces',
  'The GPG key for release signing is protected with the passphrase "⟦S⟧", written on the release checklist.',
  'Use a hardware token or KMS for signing keys.', '', S='pw_phrase_sp')
T('en', 'secret', 'prose: hangul password',
  'The Korean partner\'s SFTP account password is ⟦S⟧ (they set it themselves).',
  'Ask partners to use key-based SFTP.', '', S='pw_hangul')
T('en', 'secret', 'prose: korean typed on qwerty',
  'The kiosk admin password is ⟦S⟧ — it is Korean typed with an English keyboard layout, which is why nobody could read it on the sticker.',
  'Kiosk admin credentials go into the MDM, not stickers.', '', S='pw_kq')
T('en', 'secret', 'prose: numeric HSM PIN',
  'HSM partition PIN for the signing service is ⟦S⟧; it was in the ceremony notes.',
  'Ceremony notes must never include PINs.', '', S='pw_num')
T('en', 'secret', 'ansible: vault password file',
  'ansible.cfg points vault_password_file to .vault_pass, which is committed and contains ⟦S⟧',
  'Use a script that fetches the vault password from the secrets manager.', '', S='pw_gen')
T('en', 'secret', 'helm: postgresql auth password [Bitnami PostgreSQL]',
  'helm install ⟦DB⟧-db bitnami/postgresql --set auth.postgresPassword=⟦S⟧ --set auth.database=⟦DB⟧',
  'Use auth.existingSecret.', '', S='pwa')
T('en', 'secret', 'terraform output: plaintext password',
  'terraform output -json showed {"db_password": {"sensitive": false, "value": "⟦S⟧"}} in the CI log.',
  'Mark outputs sensitive and avoid outputting passwords at all.', '', S='pw_gen')
T('en', 'secret', 'kubeconfig: SA token [Kubernetes]',
  'kubeconfig for the CI deployer:\nusers:\n- name: ci-deployer\n  user:\n    token: ⟦S⟧',
  'Use short-lived tokens from kubectl create token.', '', S='k8s_sa')
T('en', 'secret', 'docker config.json auth [Docker]',
  '~/.docker/config.json on the runner: {"auths": {"⟦REG⟧": {"auth": "⟦S⟧"}}}',
  'Use a credential helper on runners.', '', S='basic')
T('en', 'secret', 'npmrc authToken [npm]',
  '.npmrc in the repo root:\n//registry.npmjs.org/:_authToken=⟦S⟧\nalways-auth=true',
  'Use ${NPM_TOKEN} in .npmrc.', '', S='v:npm')
T('en', 'secret', 'pip.conf: token in index URL [JFrog Artifactory]',
  'pip.conf: extra-index-url = https://⟦USER⟧:⟦S⟧@⟦CO⟧.jfrog.io/artifactory/api/pypi/pypi-local/simple',
  'Use keyring or PIP_INDEX_URL from CI secrets.', '', S='v:jfrog')
T('en', 'secret', 'maven settings.xml password',
  'settings.xml <server><id>nexus-releases</id><username>⟦USER⟧</username><password>⟦S⟧</password></server>',
  'Encrypt with mvn --encrypt-password or use env placeholders.', '', S='pwa')
T('en', 'secret', 'python: snowflake connector [Snowflake]',
  "snowflake.connector.connect(user='⟦USER⟧', password='⟦S⟧', account='⟦R5⟧-xy12345', warehouse='ETL_WH')",
  'Key-pair auth for service users.', '', S='pw')
T('en', 'secret', 'dbt profiles.yml',
  'profiles.yml:\n  outputs:\n    prod:\n      type: postgres\n      host: ⟦DBHOST⟧\n      user: ⟦USER⟧\n      password: ⟦S⟧',
  "password: \"{{ env_var('DBT_PASSWORD') }}\" instead.", '', S='pw')
T('en', 'secret', 'airflow: connection URI env [Airflow]',
  'AIRFLOW_CONN_WAREHOUSE=postgres://⟦USER⟧:⟦S⟧@⟦DBHOST⟧:5432/⟦DB⟧ is set in the scheduler deployment.',
  'Use the secrets backend for connections.', '', S='pwurl')
T('en', 'secret', 'sql: CREATE USER identified by',
  "Migration V42__reporting_user.sql: CREATE USER reporting IDENTIFIED BY '⟦S⟧'; GRANT SELECT ON ⟦DB⟧.* TO reporting;",
  'Users are created by the platform team tool, not migrations.', '', S='pw')
T('en', 'secret', 'sql: ALTER ROLE password',
  "Ran ALTER ROLE ⟦USER⟧ WITH PASSWORD '⟦S⟧'; in psql and it is now in ~/.psql_history on the bastion.",
  'Use \\password in psql which does not log the value.', '', S='pw')
T('en', 'secret', 'docker run: mssql SA password',
  "docker run -e 'ACCEPT_EULA=Y' -e 'MSSQL_SA_PASSWORD=⟦S⟧' -p 1433:1433 mcr.microsoft.com/mssql/server:2022-latest",
  'Local dev only; the same SA password was reused on the shared test VM.', '', S='pwns')
T('en', 'secret', 'shell: sqlplus user/pass',
  'sqlplus ⟦USER⟧/⟦S⟧@//⟦HOST⟧:1521/ORCLPDB1 @fix_sequence.sql',
  'Use /nolog and connect inside the session, or a wallet.', '', S='pwa')
T('en', 'secret', 'shell: mount cifs credentials',
  'mount -t cifs //nas01/share /mnt/share -o username=⟦USER⟧,password=⟦S⟧,vers=3.0 in rc.local',
  'Use credentials= file with 0600.', '', S='pwns')
T('en', 'secret', 'env: three providers at once',
  '.env.local that was attached to the bug report:\nOPENAI_API_KEY=⟦S⟧\nSTRIPE_SECRET_KEY=⟦S2⟧\nSENTRY_AUTH_TOKEN=⟦S3⟧',
  'Never attach .env files; use the diagnostic script which redacts.', '', S='v:openai', S2='v:stripe', S3='v:sentry')
T('en', 'secret', 'python: requests basic auth tuple',
  "r = requests.get(url, auth=('⟦USER⟧', '⟦S⟧'), timeout=10)  # jira-legacy",
  'Use the Jira API token from env.', '', S='pw')
T('en', 'secret', 'node: pg Pool password',
  "const pool = new Pool({ host: '⟦DBHOST⟧', user: '⟦USER⟧', password: '⟦S⟧', database: '⟦DB⟧' });",
  'pg reads PGPASSWORD from env by default.', '', S='pw')
T('en', 'secret', 'go: mysql DSN',
  'dsn := "⟦USER⟧:⟦S⟧@tcp(⟦HOST⟧:3306)/⟦DB⟧?parseTime=true"',
  'Build the DSN from config with mysql.Config.FormatDSN().', '', S='pwa')
T('en', 'secret', 'php: PDO constructor',
  "$pdo = new PDO('mysql:host=⟦HOST⟧;dbname=⟦DB⟧', '⟦USER⟧', '⟦S⟧');",
  'Read from getenv().', '', S='pw')
T('en', 'secret', 'shell: curl -u',
  'curl -u ⟦USER⟧:⟦S⟧ -X POST https://⟦HOST⟧/api/v1/reindex',
  'Use a token header; -u puts the password in ps output.', '', S='pwa')
T('en', 'secret', 'shell: git clone with token [GitLab]',
  'CI clones the submodule with git clone https://oauth2:⟦S⟧@gitlab.⟦DOMAIN⟧/platform/shared.git',
  'Use CI_JOB_TOKEN for submodules.', '', S='v:gitlab')
T('en', 'secret', 'env: cloudinary URL [Cloudinary]',
  'CLOUDINARY_URL=⟦S⟧ is in the Heroku config and also in README.md.',
  'README shows the format only.', '', S='v:cloudinary')
T('en', 'secret', 'env: minio root and access key [MinIO]',
  'MINIO_ROOT_USER=admin\nMINIO_ROOT_PASSWORD=⟦S⟧\nmc alias set local http://⟦IP⟧:9000 ⟦S2⟧ ⟦S3⟧',
  'Separate service accounts per app; root only for admin.', '', S='pwns', S2='minio_ak', S3='v:minio_sk')
T('en', 'secret', 'wireguard: PrivateKey',
  'wg0.conf from the office gateway:\n[Interface]\nPrivateKey = ⟦S⟧\nAddress = 10.8.0.1/24\nListenPort = 51820',
  'Never paste wg configs; the public key is enough for peers.', '', S='wg_key')
T('en', 'secret', 'ipsec: pre-shared key',
  'Site-to-site VPN with the partner uses PSK ⟦S⟧ (from their email).',
  'Exchange PSKs over the partner portal; rotate yearly.', '', S='pw_gen')
T('en', 'secret', 'redis.conf requirepass',
  'redis.conf on the cache VM: requirepass ⟦S⟧ and bind 0.0.0.0.',
  'Bind to the private interface and use ACL users.', '', S='pwns')
T('en', 'secret', 'compose: mysql root password',
  'docker-compose.yml:\n  db:\n    image: mysql:8.0\n    environment:\n      MYSQL_ROOT_PASSWORD: ⟦S⟧\n      MYSQL_DATABASE: ⟦DB⟧',
  'Use MYSQL_ROOT_PASSWORD_FILE.', '', S='pw')
T('en', 'secret', 'ask: question with password',
  'Could not log into the staging admin panel for the QA pass.',
  'Check the QA vault folder first.', 'Is the staging admin password still ⟦S⟧ or did it change after the audit?', S='pw')
T('en', 'secret', 'prose unlabelled: password in sentence end',
  'The IPMI interface on rack B3 still accepts the vendor default we changed to ⟦S⟧',
  'BMC networks must be isolated.', '', S='pw')
T('en', 'secret', 'snmp community string',
  'snmpwalk -v2c -c ⟦S⟧ ⟦IP⟧ .1.3.6.1.2.1.1 works from the monitoring VM.',
  'Move to SNMPv3 with authPriv.', '', S='snmp')
T('en', 'secret', 'wordpress application password [WordPress]',
  'The deploy script publishes release notes via the REST API with user ⟦USER⟧ and application password ⟦S⟧',
  'Application passwords per integration, revocable in the profile page.', '', S='wp_app')
T('en', 'secret', 'recovery codes inline [GitHub]',
  'Saved the bot account recovery codes in the ticket: ⟦S⟧',
  'Tickets are readable by the whole support team.', '', S='gh_recovery_inline')
T('en', 'secret', 'dingtalk webhook [DingTalk]',
  'Alert bot for the Shenzhen team posts to ⟦S⟧ with keyword "alert".',
  'Enable signing on the robot and store the URL as a secret.', '', S='dingtalk_hook')
T('en', 'secret', 'pem split across fields',
  'Key for the legacy SFTP partner job, first part as pasted:\n⟦S⟧',
  '(rest of the paste) ⟦S_2⟧\nRotating this key is overdue; the partner only needs the public half.',
  '', S='pem_split')


# ============================================================================= specific secret templates, Korean
T('ko', 'secret', 'shell: mysql -p 붙여쓴 비번',
  '마이그레이션 확인하려고 mysql -h ⟦DBHOST⟧ -u ⟦USER⟧ -p⟦S⟧ ⟦DB⟧ 로 접속함. 레플리카 지연 30초 있다는 얘기 티켓에 없었음',
  '마이그레이션 검증은 primary에서 할 것', '', S='pwa')
T('ko', 'secret', 'url: postgres 접속 문자열',
  'DATABASE_URL=postgresql://⟦USER⟧:⟦S⟧@⟦DBHOST⟧:5432/⟦DB⟧ 로 붙어야 했음. 문서의 bastion 터널은 이미 없어짐',
  'IAM 인증 토큰 방식으로 접속하기', 'bastion 대신 SSM 쓰는 걸로 바뀐 건가요?', S='pwurl')
T('ko', 'secret', 'redis-cli -a',
  'redis-cli -h ⟦HOST⟧ -a ⟦S⟧ DEL lock:⟦SVC⟧ 로 락 수동 삭제함;; 운영 레디스라 물어보고 했어야 함',
  '락은 TTL로 풀리게 두기. 운영 레디스 수동 조작 전 확인 필수', '', S='pwa')
T('ko', 'secret', 'ncp 키 쌍 [Naver Cloud Platform]',
  '네클 Object Storage 업로드용 키 받음\naccess key: ⟦S⟧\nsecret key: ⟦S2⟧\n→ 개인 서브계정 키였음',
  '서비스용 서브계정 따로 만들어서 최소권한 정책 붙이기', '', S='ncp_ak', S2='v:ncp')
T('ko', 'secret', 'ncp 키 필드 분리 [Naver Cloud Platform]',
  'NCLOUD_ACCESS_KEY=⟦S⟧ 로 SENS 문자 발송 테스트함',
  'secret은 ⟦S2⟧ 였고 둘 다 퇴사자 계정 거라 교체 필요', '교체 키 누구 계정으로 발급할까요?', S='ncp_ak', S2='v:ncp')
T('ko', 'secret', '알리바바 키 쌍 [Alibaba Cloud]',
  '중국 리전 OSS 배포 스크립트에 AccessKeyId ⟦S⟧ / AccessKeySecret ⟦S2⟧ 하드코딩 돼있음',
  'RAM 역할 + STS 임시키로 전환', '', S='ali_id', S2='v:alibaba')
T('ko', 'secret', '텐센트 SecretId/SecretKey [Tencent Cloud]',
  'tccli configure 결과 ~/.tccli/default.credential 에 "secretId": "⟦S⟧", "secretKey": "⟦S2⟧" 저장됨 (공용 빌드 서버)',
  '공용 서버에선 CAM 역할 사용', '', S='tencent_id', S2='v:tencent')
T('ko', 'secret', '화웨이 AK/SK [Huawei Cloud]',
  '화웨이 OBS 연동 테스트용 AK=⟦S⟧ SK=⟦S2⟧ 슬랙 DM으로 받음',
  'AK/SK는 DM 말고 vault로', '', S='huawei_ak', S2='v:huawei')
T('ko', 'secret', 'aws credentials 파일 [AWS]',
  '빌드 서버 ~/.aws/credentials\n[⟦PROFILE⟧]\naws_access_key_id = ⟦S⟧\naws_secret_access_key = ⟦S2⟧\n작업지시엔 인스턴스 롤 쓴다고 돼있었음',
  '빌드 서버는 인스턴스 프로파일만. 정적 키 발견하면 비활성화 요청', '', S='aws_id', S2='aws_sk')
T('ko', 'secret', 'aws 키 ask에 질문 [AWS]',
  '레거시 업로더 IAM 유저 키 아직 살아있음 (마지막 사용 3일 전)',
  '롤 전환 후 키 비활성화하기', '⟦S⟧ / ⟦S2⟧ 이 키 이번 주에 비활성화해도 될까요?', S='aws_id', S2='aws_sk')
T('ko', 'secret', 'S3 presigned 링크 공유 [AWS]',
  '고객사 요청 데이터 추출본 presigned 링크로 전달함: ⟦S⟧ (만료 7일)',
  'presigned 링크는 15분 이하로. 외부 전달은 공유 포털로', '', S='s3_presign')
T('ko', 'secret', 'Azure SAS 링크 [Azure Storage]',
  'DB 백업 파일 SAS URL 티켓에 붙여둠 → ⟦S⟧',
  'SAS는 저장된 액세스 정책 기반으로 발급해야 회수 가능', '', S='azure_sas')
T('ko', 'secret', 'EC 개인키 붙여넣기',
  '내부 gRPC 인증서 개인키가 지라 티켓 본문에 그대로 있음\n⟦S⟧',
  '개인키는 cert-manager 시크릿으로만 관리', '', S='pem_ec')
T('ko', 'secret', 'openssh 배포키',
  '미러 서버 배포키 런북에 통째로 있음;;\n⟦S⟧',
  '호스트별 배포키 새로 만들고 이건 GitHub deploy keys에서 삭제', '', S='ssh')
T('ko', 'secret', 'otp QR 페이로드',
  '공용 운영계정 MFA를 다른 사람도 등록하라고 QR 내용 공유됨: ⟦S⟧',
  'MFA 시드 공유하면 MFA 의미 없음. 개인별 등록 + SSO 연동', '', S='totp_uri')
T('ko', 'secret', 'otp 설정 키 수동 입력',
  'OTP 앱 "설정 키 입력" 화면에 나온 값 ⟦S⟧ 을 위키에 적어둠',
  '루트 계정 MFA는 금고의 하드웨어 키로만', '', S='totp_spaced')
T('ko', 'secret', '복구 코드 목록 [GitHub]',
  '봇 계정 복구 코드 (⟦KNAME⟧님이 저장해둔 것)\n⟦S⟧',
  '복구 코드는 vault 항목 + 출력본은 금고', '', S='gh_recovery')
T('ko', 'secret', '구글 백업 코드 [Google Workspace]',
  '공용 캘린더 계정 백업 코드\n⟦S⟧\n→ 공유 드라이브 "계정정보.txt" 에 있었음',
  '공용 계정은 SSO로 전환', '', S='google_backup')
T('ko', 'secret', '공동인증서 비밀번호',
  '세금계산서 발행 자동화 서버에 공동인증서 깔려있고 비번 ⟦S⟧ 가 cron 스크립트 인자로 들어가 있음',
  '인증서 비번은 스크립트 인자 말고 키체인/vault에서 읽기', '', S='pw')
T('ko', 'secret', '그룹웨어 초기 비번',
  '신규 입사자 그룹웨어 초기 비밀번호 전부 ⟦S⟧ 로 동일하게 세팅돼있음',
  '초기 비번은 개인별 랜덤 + 첫 로그인 시 변경 강제', '', S='pw_human')
T('ko', 'secret', '한글 비번',
  'NAS 관리자 비번이 ⟦S⟧ 임 (한글로 설정돼있어서 원격 터미널에선 입력이 안 됨)',
  '관리자 비번은 ASCII로 재설정 + vault 등록', '', S='pw_hangul')
T('ko', 'secret', '한영 안 바꾸고 친 비번',
  '키오스크 관리자 비번 ⟦S⟧ ← 한글을 영문 자판으로 친 거라 스티커 보고도 아무도 못 읽음 ㅋㅋ',
  '키오스크 관리자 계정은 MDM에서 관리', '', S='pw_kq')
T('ko', 'secret', '와이파이 QR',
  '회의실 QR 찍으면 WIFI:T:WPA;S:⟦SSID⟧;P:⟦S⟧;; 나옴. 게스트 망이 아니라 사내망임',
  '회의실 QR은 게스트 SSID로 교체', '', S='pwns')
T('ko', 'secret', 'ESP32 secrets.h [IoT]',
  '펌웨어 레포 include/secrets.h\n#define WIFI_PASS "⟦S⟧"\n#define MQTT_PASS "⟦S2⟧"\n포크 시점에 gitignore 없었음',
  '디바이스 비번은 프로비저닝 때 주입', '', S='pw', S2='pw_gen')
T('ko', 'secret', '고객 문의 공유기 비번',
  '⟦TICKET⟧ 고객 문의: "공유기 관리자 페이지 admin / ⟦S⟧ 입니다. 원격으로 포트포워딩 해주세요"',
  '고객에게 비번 보내지 말라고 안내 + 원격 작업 후 비번 변경 요청', '', S='pw')
T('ko', 'secret', '안드로이드 서명 비번 [Android]',
  'build.gradle signingConfigs에 storePassword "⟦S⟧" keyPassword "⟦S2⟧" 그대로 있음',
  '~/.gradle/gradle.properties 나 CI env에서 읽기', '', S='pwa', S2='pwa')
T('ko', 'secret', 'kafka jaas [Confluent Cloud]',
  'sasl.jaas.config=...PlainLoginModule required username="⟦CK⟧" password="⟦S⟧"; ← 컨슈머 설정파일',
  '서비스 계정별 API 키 + vault 관리', '', S='v:confluent', CK='confluent_key')
T('ko', 'secret', 'SMTP 앱 비밀번호',
  '알림 메일 발송 계정 EMAIL_HOST_PASSWORD=⟦S⟧ ← ⟦KNAME⟧님 개인 지메일 앱 비밀번호였음',
  '트랜잭션 메일은 SES 릴레이로', '', S='google_app')
T('ko', 'secret', 'vault 초기화 출력 [HashiCorp Vault]',
  'vault operator init 출력 그대로 셋업 티켓에 붙어있음\nUnseal Key 1: ⟦S⟧\nUnseal Key 2: ⟦S2⟧\nInitial Root Token: ⟦S3⟧',
  'unseal 키는 보관자 분산 + root 토큰은 셋업 후 revoke', '', S='b64_32', S2='b64_32', S3='hvs')
T('ko', 'secret', '젠킨스 초기 비번 [Jenkins]',
  '젠킨스 새로 띄우고 initialAdminPassword ⟦S⟧ 로 로그인한 상태 그대로 운영 중',
  '셋업 마법사 끝내고 SSO 연동', '', S='hex32')
T('ko', 'secret', 'elastic 비번 재설정 출력 [Elastic]',
  'elasticsearch-reset-password -u elastic 실행 → New value: ⟦S⟧ 나옴. 이거 팀 채널에 공유됨',
  'elastic 슈퍼유저는 비상용. 앱별 계정 생성', '', S='elastic_pw')
T('ko', 'secret', '엑셀 계정 시트',
  '"계정관리.xlsx" 시트 내용\n시스템 | 아이디 | 비번\nNAS | admin | ⟦S⟧\n복합기 | admin | ⟦S2⟧',
  '엑셀 계정관리 폐기하고 팀 vault로 이관', '', S='pw', S2='pwns')
T('ko', 'secret', '벤더 임시 비번 메일',
  '급여 SaaS 가입 메일: "임시 비밀번호는 ⟦S⟧ 입니다. 최초 로그인 시 변경해주세요."',
  '임시 비번은 당일 변경 + 메일 삭제', '', S='pw_gen')
T('ko', 'secret', '비번 변경 전/후',
  '스테이징 어드민 공용 비번 ⟦S⟧ → ⟦S2⟧ 로 바꿨는데 절반한테만 공유됨',
  '공용 어드민 계정 → 개인 계정으로 전환', '', S='pw', S2='pw')
T('ko', 'secret', '카톡 대화 비번',
  '카톡 단톡방 발췌\n⟦KNAME⟧: 운영 DB 비번 뭐죠?\n⟦KNAME2⟧: ⟦S⟧\n⟦KNAME⟧: 👍',
  '비번은 메신저 금지. 1Password 공유', '', S='pw')
T('ko', 'secret', 'ask에 비번 질문',
  'QA용 스테이징 관리자 로그인 안 됨',
  'QA vault 폴더 먼저 확인', '스테이징 관리자 비번 아직 ⟦S⟧ 인가요? 감사 이후에 바뀐 건지?', S='pw')
T('ko', 'secret', '토스페이먼츠 시크릿 [Toss Payments]',
  '결제 승인 API 테스트: curl -u ⟦S⟧: https://api.tosspayments.com/v1/payments/confirm (live 키로 테스트함;;)',
  '테스트는 test_ 키로만. live 키는 운영 서버에만', '', S='v:toss')
T('ko', 'secret', '토스 basic 헤더 [Toss Payments]',
  '승인 요청 헤더 Authorization: Basic ⟦S⟧ 로그에 찍힘 (시크릿키: 를 base64 한 값)',
  '결제 요청 로깅 시 Authorization 마스킹', '', S='tossbasic')
T('ko', 'secret', '포트원 imp_key/imp_secret [PortOne]',
  'iamport 토큰 발급 요청 body: {"imp_key": "⟦IK⟧", "imp_secret": "⟦S⟧"} 를 그대로 로그로 남김',
  '토큰 발급 요청은 body 로깅 제외', '', S='imp_secret', IK='impkey')
T('ko', 'secret', '공공데이터포털 serviceKey [data.go.kr]',
  '날씨 API 호출 URL: https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=⟦S⟧&numOfRows=10&dataType=JSON ← 인코딩 키 그대로 코드에 있음',
  '서비스키는 env로. 인코딩/디코딩 키 헷갈리지 말 것', '', S='datagokr_enc')
T('ko', 'secret', '한국투자증권 appkey/appsecret [Korea Investment (KIS Developers)]',
  'KIS 토큰 발급: {"grant_type":"client_credentials","appkey":"⟦AK⟧","appsecret":"⟦S⟧"} ← 노트북 메모장에 저장돼있었음',
  '증권 API 키는 vault + 실전/모의 키 구분', '', S='v:kis', AK='kisappkey')
T('ko', 'secret', '카카오 어드민키 [Kakao Developers]',
  '알림 해제 배치에서 Authorization: KakaoAK ⟦S⟧ 로 호출함. 어드민키라 모든 권한 있음',
  '어드민키는 서버에서만, 로그 마스킹', '', S='v:kakao_admin')
T('ko', 'secret', '잔디 웹훅 [JANDI]',
  '배포 알림 잔디 웹훅 ⟦S⟧ 를 package.json scripts에 넣어둠',
  '웹훅 URL도 시크릿 취급', '', S='jandi_hook')
T('ko', 'secret', '두레이 훅 [Dooray]',
  '장애 알림 두레이 메신저 훅: ⟦S⟧ → 공개 레포 README에 있었음',
  '훅 재발급 + README엔 변수명만', '', S='dooray_hook')
T('ko', 'secret', '슬랙 웹훅 [Slack]',
  'alertmanager.yml receivers.slack_configs.api_url: ⟦S⟧',
  'api_url_file 사용', '', S='slack_hook')
T('ko', 'secret', '텔레그램 봇 크론 [Telegram]',
  '모니터링 VM crontab: */5 * * * * /opt/check.sh || curl -s "⟦S⟧&text=disk" ← 누구나 읽을 수 있음',
  '알림은 alertmanager로 일원화', '', S='tg_url')
T('ko', 'secret', '페이슈 웹훅 [Feishu (Lark)]',
  '중국 법인 알림 봇 URL ⟦S⟧ 공유받음',
  '서명 검증 켜고 URL은 시크릿으로', '', S='feishu_hook')
T('ko', 'secret', '장고 SECRET_KEY [Django]',
  "settings/base.py SECRET_KEY = '⟦S⟧' 를 운영에서도 그대로 씀",
  'SECRET_KEY env로 분리. 바꾸면 전원 로그아웃되니 공지 후 진행', '', S='django_key')
T('ko', 'secret', 'JWT 서명 키',
  'JWT_SECRET=⟦S⟧ 가 auth 서비스랑 게이트웨이 양쪽 .env에 복붙돼있음',
  '서명키는 KMS/JWKS로. 대칭키 복붙 금지', '', S='hex64')
T('ko', 'secret', 'devtools 토큰 복사',
  '재현하려고 개발자도구에서 복사한 Authorization: Bearer ⟦S⟧ 로 postman 호출함 (실사용자 토큰)',
  '재현은 시드 스크립트로 만든 테스트 유저 토큰으로', '', S='jwt_rs')
T('ko', 'secret', '쿠키 JSESSIONID',
  '고객이 보낸 HAR에 Cookie: JSESSIONID=⟦S⟧; WMONID=abc 포함. 세션 아직 유효함',
  'HAR 받으면 해당 세션 강제 만료', '', S='jsession')
T('ko', 'secret', 'PHPSESSID 쿠키',
  'curl -b "PHPSESSID=⟦S⟧" https://admin.⟦DOMAIN⟧/export.php 로 어드민 엑셀 다운로드 재현',
  '재현용 어드민 테스트 계정 만들기', '', S='phpsess')
T('ko', 'secret', 'basic auth 헤더',
  'nginx access log에 Authorization: Basic ⟦S⟧ 찍히게 log_format 설정돼있음',
  'log_format에서 $http_authorization 제거', '', S='basic')
T('ko', 'secret', 'k8s SA 토큰 [Kubernetes]',
  'CI 배포용 kubeconfig token: ⟦S⟧ (만료 없음)',
  'kubectl create token 으로 단기 토큰', '', S='k8s_sa')
T('ko', 'secret', 'docker config auth [Docker]',
  '러너 ~/.docker/config.json 에 "auth": "⟦S⟧" 평문 base64로 있음',
  'credential helper 설정', '', S='basic')
T('ko', 'secret', 'git-credentials [GitHub]',
  'push 403 → ~/.git-credentials 에 https://⟦USER⟧:⟦S⟧@github.com 예전 토큰 남아있었음',
  'SSO 강제 후엔 토큰 SSO 승인 필요', '', S='v:github_pat')
T('ko', 'secret', '.npmrc 토큰 [npm]',
  '레포 루트 .npmrc: //registry.npmjs.org/:_authToken=⟦S⟧',
  '.npmrc엔 ${NPM_TOKEN}만', '', S='v:npm')
T('ko', 'secret', 'gitlab clone 토큰 [GitLab]',
  '서브모듈 clone: git clone https://oauth2:⟦S⟧@gitlab.⟦DOMAIN⟧/platform/common.git',
  'CI_JOB_TOKEN 사용', '', S='v:gitlab')
T('ko', 'secret', '.env 여러 벤더',
  '버그 리포트에 첨부된 .env.local\nKAKAO_REST_API_KEY=⟦S⟧\nTOSS_SECRET_KEY=⟦S2⟧\nOPENAI_API_KEY=⟦S3⟧',
  '.env 파일 첨부 금지. 진단 스크립트(마스킹됨) 결과만', '', S='v:kakao_rest', S2='v:toss', S3='v:openai')
T('ko', 'secret', 'application.yml datasource',
  'spring:\n  datasource:\n    url: jdbc:mysql://⟦DBHOST⟧:3306/⟦DB⟧\n    username: ⟦USER⟧\n    password: ⟦S⟧',
  '비번은 SPRING_DATASOURCE_PASSWORD env로', '', S='pw')
T('ko', 'secret', 'mssql SA 비번',
  "docker run -e 'MSSQL_SA_PASSWORD=⟦S⟧' ... 로 띄운 거 공용 테스트 VM에도 같은 비번 씀",
  'VM마다 다른 비번 + vault', '', S='pwns')
T('ko', 'secret', 'sql create user',
  "V12__batch_user.sql 에 CREATE USER batch IDENTIFIED BY '⟦S⟧'; 있음",
  '계정 생성은 플랫폼팀 툴로. 마이그레이션에 비번 금지', '', S='pw')
T('ko', 'secret', 'ansible vault 비번 파일',
  '.vault_pass 파일이 커밋돼있음 내용: ⟦S⟧',
  'vault_password_file은 시크릿 매니저에서 읽는 스크립트로', '', S='pw_gen')
T('ko', 'secret', '이더리움 개인키 [Ethereum]',
  "hardhat.config.ts mainnet accounts: ['⟦S⟧'] ← 배포자 지갑",
  '배포는 하드웨어 지갑/KMS 서명자로', '배포자 지갑에 잔고 남아있나요?', S='eth_pk')
T('ko', 'secret', '니모닉',
  '테스트 픽스처 니모닉 "⟦S⟧" 가 팀 테스트넷 지갑이랑 같음',
  '픽스처 니모닉은 테스트 때 생성', '', S='mnemonic')
T('ko', 'secret', '업비트 키 [Upbit]',
  '시세 수집기 config.json: {"access_key": "⟦AK⟧", "secret_key": "⟦S⟧"} ← 주문 권한까지 켜져 있음',
  '수집기는 조회 권한만 있는 키로 + IP 제한', '', S='v:upbit', AK='upbit_ak')
T('ko', 'secret', '레디스 requirepass',
  '캐시 VM redis.conf: requirepass ⟦S⟧ + bind 0.0.0.0 ;;',
  '사설 인터페이스만 bind + ACL 유저', '', S='pwns')
T('ko', 'secret', 'wireguard PrivateKey',
  '사무실 게이트웨이 wg0.conf 그대로 공유됨\n[Interface]\nPrivateKey = ⟦S⟧\nListenPort = 51820',
  '피어 등록엔 공개키만 필요', '', S='wg_key')
T('ko', 'secret', '숫자 비번',
  '도어락 관리자 모드 번호가 ⟦S⟧ 인데 시설팀 공지에 적혀있었음',
  '관리자 번호는 시설팀 vault에만', '', S='pw_num')
T('ko', 'secret', '워드프레스 앱 비번 [WordPress]',
  '릴리즈노트 자동 게시용 앱 비밀번호 ⟦S⟧ (계정 ⟦USER⟧)',
  '연동별 앱 비번 따로 발급', '', S='wp_app')
T('ko', 'secret', 'pem 필드 분리',
  '레거시 SFTP 키 앞부분:\n⟦S⟧',
  '나머지: ⟦S_2⟧\n→ 파트너한테는 공개키만 주면 됨', '', S='pem_split')
T('ko', 'secret', '패스프레이즈',
  '릴리즈 서명용 GPG 패스프레이즈 "⟦S⟧" 가 릴리즈 체크리스트에 적혀있음',
  '서명키는 하드웨어 토큰/KMS', '', S='pw_phrase')
T('ko', 'secret', 'curl -u',
  'curl -u ⟦USER⟧:⟦S⟧ -X POST https://⟦HOST⟧/api/reindex 로 재색인 돌림',
  '-u 쓰면 ps에 비번 보임. 토큰 헤더로', '', S='pwa')
T('ko', 'secret', '팀즈 웹훅 [Microsoft Teams]',
  '야간 배치 결과 팀즈로 보내는 URL: ⟦S⟧',
  '웹훅 URL은 자동화 계정 암호화 변수로', '', S='teams_hook')


# ============================================================================= clean templates, English
T('en', 'clean', 'runbook: rotate db password',
  'Rotation of the ⟦DB⟧ database password was not described anywhere. What worked: generate in the vault UI, update the RDS master via console, bump the ExternalSecret refresh, rollout restart ⟦SVC⟧.',
  'Rotate the app user first, master last, and never paste the value anywhere in between.', 'Should rotation move to the scheduled Lambda?')
T('en', 'clean', 'policy text: password rules',
  'The IdP rejected new service passwords; policy is min 14 chars, no reuse of the last 24, at least 3 of 4 character classes, and no dictionary words.',
  'Generate service passwords with the vault generator at 32 chars.', '')
T('en', 'clean', 'env var names only',
  '⟦SVC⟧ needs DATABASE_URL, REDIS_URL, STRIPE_SECRET_KEY, SENTRY_DSN and JWT_PUBLIC_KEY at boot; the task listed only the first two.',
  'Check config/schema.ts for the full list of required variables.', 'Can we fail fast with a list of missing variables at startup?')
T('en', 'clean', 'error: password authentication failed',
  'psql: error: connection to server at "⟦DBHOST⟧" (⟦IP⟧), port 5432 failed: FATAL: password authentication failed for user "⟦USER⟧"',
  'This error also appears when the user exists only on the replica; check pg_roles on the primary.', '')
T('en', 'clean', 'error: AWS SignatureDoesNotMatch',
  'S3 upload returned SignatureDoesNotMatch (request id ⟦UUID⟧) because the client clock was 6 minutes off.',
  'Check NTP before rotating keys on signature errors.', '')
T('en', 'clean', 'error: InvalidClientTokenId',
  'aws sts get-caller-identity -> An error occurred (InvalidClientTokenId): The security token included in the request is invalid. Cause: profile ⟦PROFILE⟧ pointed at a deleted IAM user.',
  'Run aws configure list to see which credential source is active.', '')
T('en', 'clean', 'ORA-01017',
  'Batch failed with ORA-01017: invalid username/password; logon denied after the DBA changed password case sensitivity.',
  'Check sec_case_sensitive_logon before assuming a wrong password.', '')
T('en', 'clean', 'masked key in log',
  'Startup log shows "using api key sk-...Xq2f (from env)" so the env injection is working; the failure is the endpoint URL.',
  'Log only the last 4 chars of keys, as this service already does.', '')
T('en', 'clean', 'placeholder in docs',
  'README shows export OPENAI_API_KEY=<your key here> and people paste it literally, hence the 401 with message "Incorrect API key provided: <your ke**here>".',
  'Use an obviously invalid placeholder and a startup check.', '')
T('en', 'clean', 'public key + fingerprint',
  'Partner asked for our SFTP public key; sent ⟦PUB⟧ (fingerprint ⟦FP⟧).',
  'Only public keys leave the building; the private half stays in the vault.', 'Do they need an ed25519 or RSA key?', PUB='sshpub', FP='fingerprint')
T('en', 'clean', 'commit sha and digest',
  'Rollback target is commit ⟦SHA40⟧, image digest ⟦DIGEST⟧; the task only said "last green build".',
  'Pin rollbacks by digest, not tag.', '', DIGEST='digest')
T('en', 'clean', 'aws account id and arn',
  'Cross-account role is arn:aws:iam::⟦ACCT⟧:role/⟦SVC⟧-deployer in account ⟦ACCT⟧; trust policy needs our CI OIDC provider.',
  'Use OIDC federation from CI, no long-lived keys.', 'Which account ID is the new staging one?')
T('en', 'clean', 'oauth client id',
  'Google login on staging failed with redirect_uri_mismatch; client ID ⟦GCID⟧ only lists the prod callback.',
  'Add the staging callback URL in the console; the client secret stays as is.', '', GCID='gclientid')
T('en', 'clean', 'twilio account sid',
  'SMS from staging goes through Twilio subaccount ⟦TWSID⟧; the auth token is in the vault under twilio/staging.',
  'Subaccounts per environment so a leaked token has limited blast radius.', '', TWSID='twsid')
T('en', 'clean', 'help text: password-stdin',
  'docker login --help: "--password-stdin  Take the password from stdin". The CI job was using -p which prints a warning.',
  'Pipe the token from the CI variable into --password-stdin.', '')
T('en', 'clean', 'help text: PGPASSWORD',
  'psql reads PGPASSWORD and ~/.pgpass; the script set neither and hung at the prompt because stdin was not a tty.',
  'Use -w (never prompt) in scripts so they fail instead of hanging.', '')
T('en', 'clean', 'k8s secretKeyRef yaml',
  'env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: ⟦SVC⟧-db\n        key: password\nThe secret name changed in the chart and nobody updated the overlay.',
  'Grep overlays for secretKeyRef names after chart upgrades.', '')
T('en', 'clean', 'terraform secrets manager data source',
  'data "aws_secretsmanager_secret_version" "db" { secret_id = "⟦SVC⟧/⟦ENV⟧/db" } and the password flows into the RDS module without being output.',
  'Keep secret values out of outputs; state still contains them, so state bucket access is restricted.', '')
T('en', 'clean', 'gh actions secrets reference',
  'Workflow uses ${{ secrets.NPM_TOKEN }} and ${{ secrets.SLACK_WEBHOOK_URL }}; Dependabot PRs do not get them, which is why publish fails there.',
  'Dependabot secrets are a separate store.', '')
T('en', 'clean', 'password reset ticket',
  'Customer on ⟦TICKET⟧ could not reset their password; the reset email went to spam because SPF for ⟦DOMAIN⟧ lacked the new ESP.',
  'Check SPF/DKIM when reset emails do not arrive.', '')
T('en', 'clean', 'vendor email without secret',
  '⟦CO⟧ vendor email: "Your API key will expire on ⟦DATE⟧. Generate a new key from Settings > API Keys. We will never ask for your key by email."',
  'Add vendor expiry dates to the team calendar.', '')
T('en', 'clean', 'password manager how-to',
  'Shared credentials live in 1Password vault "Platform-Shared"; access is granted by the #it-help form, not by asking in chat.',
  'Request vault access on day one of a task that needs credentials.', '')
T('en', 'clean', 'otp setup help',
  'The MFA enrollment page shows a QR code and a "can\'t scan?" link with a manual key; ⟦USER⟧ did not know hardware keys are required for admins.',
  'Admins enroll a FIDO2 key, not TOTP.', '')
T('en', 'clean', 'recovery code policy',
  'Recovery codes for org-owned accounts are printed and sealed in the office safe; the vault item only says "in safe, envelope ⟦N⟧".',
  'Record where recovery codes are, never the codes.', '')
T('en', 'clean', 'jwt structure explanation',
  'Token from the IdP has header alg RS256 and kid ⟦KID⟧; verification failed because the service cached the JWKS from before the key rollover.',
  'Refresh JWKS on unknown kid.', '', KID='kid')
T('en', 'clean', 'cookie flags',
  'Session cookie lacked SameSite=Lax after the framework upgrade, so the OAuth callback lost the session.',
  'Set cookie flags explicitly: Secure; HttpOnly; SameSite=Lax.', '')
T('en', 'clean', 'uuid request ids',
  'Failing requests: ⟦UUID⟧ and ⟦UUID2⟧ both time out at the payment provider after 30s.',
  'Include request ids in tickets; they are safe to share.', '', UUID2='uuidv')
T('en', 'clean', 'hash of password (not password)',
  'The audit asked how passwords are stored: argon2id, m=64MiB, t=3, p=1; legacy users still have bcrypt cost 10 until next login.',
  'Rehash on login when parameters change.', '')
T('en', 'clean', 'versions and error codes',
  'Upgrade from ⟦VER⟧ broke login with error AUTH-1042 ("credential provider unavailable").',
  'Read the migration notes for auth provider changes.', '')
T('en', 'clean', 'ssh config without key',
  '~/.ssh/config:\nHost bastion\n  HostName ⟦IP⟧\n  User ⟦USER⟧\n  IdentityFile ~/.ssh/id_ed25519\n  IdentitiesOnly yes',
  'IdentitiesOnly avoids "too many authentication failures".', '')
T('en', 'clean', 'docker compose secrets file',
  'compose uses secrets: db_password: file: ./secrets/db_password.txt and the file is gitignored; the task failed because the file did not exist on the new runner.',
  'Provision secret files on runners via the bootstrap script.', '')
T('en', 'clean', 'vault cli usage',
  'vault kv get -field=password secret/⟦SVC⟧/⟦ENV⟧/db prints the value; use it inline in a subshell instead of echoing.',
  'Pipe vault output straight into the consumer.', '')
T('en', 'clean', 'git secret scanning config',
  '.gitleaks.toml allowlists test fixtures under testdata/fake-keys/; CI blocked the PR because a new fixture lived outside that path.',
  'Put fake credentials only under testdata/fake-keys/.', '')
T('en', 'clean', 'placeholder connection string',
  'docs/setup.md: DATABASE_URL=postgres://USER:PASSWORD@localhost:5432/app — readers must replace USER and PASSWORD.',
  'Spell placeholders in caps so they stand out.', '')
T('en', 'clean', 'iot device pairing',
  'The sensor pairs through the app via BLE; the device shows a 6-digit pairing code on its display that changes every pairing attempt.',
  'Pairing codes are short-lived; no need to store them.', '')
T('en', 'clean', 'spreadsheet of systems without passwords',
  'Inventory sheet columns: system | owner | vault path | last rotated. NAS row: vault path infra/nas/admin, last rotated ⟦DATE⟧.',
  'The inventory is the index, the vault holds values.', '')
T('en', 'clean', 'ci log masked values',
  'CI log shows "AWS_SECRET_ACCESS_KEY: ***" and "Run aws s3 sync" then AccessDenied on ⟦BUCKET⟧.',
  'Masked means the secret arrived; AccessDenied is a policy problem.', '')
T('en', 'clean', 'ide popup: keychain access',
  'macOS popup: "IntelliJ IDEA wants to use your confidential information stored in \'github.com\' in your keychain." Clicking Deny broke git fetch in the IDE.',
  'Choose Always Allow for the IDE credential helper.', '')
T('en', 'clean', 'crash report without secret',
  'Crash report ⟦UUID⟧: NullPointerException in TokenRefresher.refresh() when the refresh token is absent after logout.',
  'Guard the refresher against a missing token.', '')
T('en', 'clean', 'mobile config: firebase plist mention',
  'iOS build failed: GoogleService-Info.plist missing in the Release configuration; the file is downloaded in CI from the secure files store.',
  'Check Secure Files permissions when iOS builds fail on plist.', '')
T('en', 'clean', 'cloud console iam',
  'The GCP console showed the service account ⟦SVC⟧@⟦SVC⟧-⟦ENV⟧.iam.gserviceaccount.com has no keys, only workload identity bindings, which is intended.',
  'No user-managed keys; org policy blocks key creation.', '')
T('en', 'clean', 'sso saml cert expiry',
  'SAML signing certificate for the IdP expires ⟦DATE⟧; SP metadata needs the new cert uploaded a week before.',
  'Track SAML cert expiry in the calendar.', '')
T('en', 'clean', 'database tool connection w/o password',
  'DBeaver connection uses SSH tunnel via bastion and "Save password" unchecked; it prompts every session.',
  'Keep Save password off on shared machines.', '')
T('en', 'clean', 'incident channel no secret',
  '#incident-⟦N⟧\n[⟦TIME⟧] ⟦USER⟧: key leaked in a public gist?\n[⟦TIME2⟧] ⟦USER2⟧: revoked at ⟦TIME2⟧, new one in vault, gist deleted via GitHub support',
  'Revoke first, investigate after.', '')
T('en', 'clean', 'code review comment w/o secret',
  'Review comment: "Please don\'t log request.headers; Authorization ends up in Loki. Use the redacting logger from lib/log."',
  'Use the redacting logger for any request/response logging.', '')
T('en', 'clean', 'api client snippet env',
  'const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: "2024-06-20" }); — failing because the env var is not loaded in the edge runtime.',
  'Edge runtime needs the variable exposed in the project settings.', '')
T('en', 'clean', 'embedded: provisioning',
  'Devices get Wi-Fi credentials through SoftAP provisioning; factory firmware has no credentials compiled in. The task assumed a hardcoded SSID.',
  'Do not add credentials to firmware builds.', '')
T('en', 'clean', 'hex ids not secrets',
  'Datadog monitor id ⟦N⟧, dashboard ⟦R5⟧-abc-xyz, trace id ⟦TRACE⟧.',
  'Link traces in tickets by id.', '', TRACE='traceid')
T('en', 'clean', 'password manager export policy',
  'Exports from the password manager are disabled by policy; migration goes through the admin console import instead.',
  'Ask IT for the admin import rather than exporting.', '')
T('en', 'clean', 'ask about credential location',
  'Needed the staging payment provider key for the checkout test and did not know where it lives.',
  'Payment keys are in vault path payments/⟦ENV⟧.', 'Do I have read access to payments/⟦ENV⟧ or should I request it?')
T('en', 'clean', 'sha256 checksum',
  'Release artifact checksum: sha256 ⟦HASH⟧ ⟦SVC⟧-⟦VER⟧.tar.gz; the installer verifies it before unpacking.',
  'Publish checksums next to artifacts.', '', HASH='hex64clean')
T('en', 'clean', 'token lifetime config',
  'Access tokens live 15 minutes, refresh tokens 30 days with rotation; the mobile app assumed 24h and logged users out.',
  'Read expires_in instead of assuming.', '')
T('en', 'clean', 'kms key id',
  'Encryption uses KMS key alias/⟦SVC⟧-⟦ENV⟧ (key id ⟦UUID⟧); decrypt failed because the role lacked kms:Decrypt.',
  'Key ids are not secrets; the grant is what matters.', '')
T('en', 'clean', 'sops usage',
  'secrets.enc.yaml is encrypted with sops using the age recipient age1⟦AGEPUB⟧; decrypt needs SOPS_AGE_KEY_FILE set.',
  'Only the recipient (public) goes in .sops.yaml.', '', AGEPUB='agepub')
T('en', 'clean', 'basic auth description',
  'The legacy metrics endpoint uses HTTP Basic auth; Prometheus scrape config references basic_auth.password_file.',
  'Use password_file rather than inline password.', '')
T('en', 'clean', 'dotenv example content',
  '.env.example:\nDATABASE_URL=\nREDIS_URL=redis://localhost:6379/0\nSENTRY_DSN=\nFEATURE_BETA=false',
  'Empty values for secrets in .env.example.', '')
T('en', 'clean', 'wiki table without values',
  '| provider | variable | vault path |\n|---|---|---|\n| Stripe | STRIPE_SECRET_KEY | payments/stripe |\n| SendGrid | SENDGRID_API_KEY | comms/sendgrid |',
  'Keep this table, it is the map.', '')
T('en', 'clean', 'question about rotation',
  'Nobody could say whether the CI deploy key was rotated after ⟦USER⟧ left.',
  'Offboarding checklist should include rotating shared keys the person had access to.', 'Was the deploy key rotated after the offboarding on ⟦DATE⟧?')
T('en', 'clean', 'terminal session no secret',
  '$ kubectl get secret ⟦SVC⟧-env -o jsonpath=\'{.data}\' | jq keys\n["DATABASE_URL","REDIS_URL","SENTRY_DSN"]',
  'List keys, not values, when debugging secrets.', '')
T('en', 'clean', 'rate limit headers',
  'Vendor API returned 429 with X-RateLimit-Limit: 600, X-RateLimit-Remaining: 0, Retry-After: 37.',
  'Honor Retry-After.', '')
T('en', 'clean', 'customer support: 2fa reset',
  'Customer lost their phone and cannot pass 2FA; identity verified via the account-recovery form, 2FA reset by tier 2 per policy.',
  'Never read codes to customers over chat.', '')
T('en', 'clean', 'passphrase guidance text',
  'Security guide says: use a passphrase of four or more random words, do not reuse it, store it in the password manager.',
  'Link the guide in onboarding.', '')
T('en', 'clean', 'connection params without password',
  'host=⟦DBHOST⟧ port=5432 dbname=⟦DB⟧ user=⟦USER⟧ sslmode=verify-full sslrootcert=rds-ca-2019.pem',
  'verify-full needs the RDS CA bundle.', '')
T('en', 'clean', 'oauth flow explanation',
  'The CLI uses device authorization flow: it shows a user code like ABCD-EFGH and a URL; tokens are stored in the OS keychain.',
  'Device codes expire in 15 minutes.', '')
T('en', 'clean', 'hmac verification explanation',
  'Webhook signatures are HMAC-SHA256 over timestamp.body with the endpoint signing secret; verification failed because the body was re-serialized by the framework.',
  'Verify against the raw body.', '')


# ============================================================================= clean templates, Korean
T('ko', 'clean', 'runbook: DB 비번 교체 절차',
  '⟦DB⟧ DB 비번 교체 절차 어디에도 없었음. 해본 순서: vault UI에서 생성 → RDS 콘솔에서 변경 → ExternalSecret refresh → ⟦SVC⟧ rollout restart',
  '앱 유저 먼저, 마스터는 마지막. 중간에 값 어디에도 붙여넣지 말 것', '교체 자동화 람다로 옮길까요?')
T('ko', 'clean', '비밀번호 정책 문구',
  'IdP가 서비스 계정 비번 거부함 → 정책: 14자 이상, 최근 24개 재사용 불가, 4종류 중 3종류 이상, 사전 단어 금지',
  '서비스 비번은 vault 생성기로 32자', '')
T('ko', 'clean', '환경변수 이름만',
  '⟦SVC⟧ 부팅에 DATABASE_URL, REDIS_URL, TOSS_SECRET_KEY, KAKAO_REST_API_KEY 필요함. 작업 지시엔 앞에 두 개만 있었음',
  'config/schema.ts 에 필수 변수 전체 목록 있음', '부팅 시 누락 변수 목록 출력하고 죽게 할까요?')
T('ko', 'clean', '에러: password authentication failed',
  'FATAL: password authentication failed for user "⟦USER⟧" 뜸 → 알고보니 레플리카에만 유저 있었음',
  'primary에서 pg_roles 먼저 확인', '')
T('ko', 'clean', '에러: SignatureDoesNotMatch',
  'S3 업로드 SignatureDoesNotMatch (request id ⟦UUID⟧) 원인 = 서버 시계 6분 틀어짐',
  '서명 에러면 키 교체 전에 NTP부터', '')
T('ko', 'clean', '마스킹된 키 로그',
  '기동 로그에 "api key live_sk_****9f2A loaded from env" 찍힘 → env 주입은 정상, 문제는 엔드포인트',
  '키는 끝 4자리만 로그', '')
T('ko', 'clean', '플레이스홀더',
  'README에 export KAKAO_REST_API_KEY=<발급받은_키> 라고 돼있는데 그대로 복붙해서 401 나는 문의 많음',
  '플레이스홀더는 누가 봐도 가짜인 형태 + 기동 시 검증', '')
T('ko', 'clean', '공개키 + 핑거프린트',
  '파트너사에 SFTP 공개키 전달함: ⟦PUB⟧ (지문 ⟦FP⟧)',
  '공개키만 외부로. 개인키는 vault', 'ed25519로 줘도 되는지 RSA 필요한지?', PUB='sshpub', FP='fingerprint')
T('ko', 'clean', '커밋 sha, 이미지 digest',
  '롤백 대상 커밋 ⟦SHA40⟧ / 이미지 ⟦DIGEST⟧. 작업지시엔 "마지막 성공 빌드"라고만 돼있었음',
  '롤백은 태그 말고 digest로 고정', '', DIGEST='digest')
T('ko', 'clean', 'AWS 계정 ID, ARN',
  '크로스계정 롤 arn:aws:iam::⟦ACCT⟧:role/⟦SVC⟧-deployer 신뢰정책에 CI OIDC 공급자 추가 필요',
  'CI는 OIDC 페더레이션으로. 장기 키 금지', '새 스테이징 계정 ID가 뭐였죠?')
T('ko', 'clean', 'OAuth 클라이언트 ID',
  '스테이징 구글 로그인 redirect_uri_mismatch → 클라이언트 ID ⟦GCID⟧ 에 운영 콜백만 등록돼있음',
  '콘솔에서 스테이징 콜백 추가. 시크릿은 그대로', '', GCID='gclientid')
T('ko', 'clean', '카카오 로그인 설정',
  '카카오 로그인 KOE006 에러 → 플랫폼 설정에 Redirect URI 미등록. 앱 키 문제 아니었음',
  'KOE 에러코드 표 먼저 보기', '')
T('ko', 'clean', '토스 테스트 키 설명',
  '결제 테스트는 개발자센터 테스트 키(test_ 로 시작)로만. 실제 값은 vault payments/toss/test 에 있음',
  '라이브 키로 테스트 금지', '')
T('ko', 'clean', 'help: --password-stdin',
  'docker login 도움말: "--password-stdin  Take the password from stdin". CI가 -p 써서 경고 뜨고 있었음',
  'CI 변수 → --password-stdin 파이프로', '')
T('ko', 'clean', 'k8s secretKeyRef',
  'env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: ⟦SVC⟧-db\n        key: password\n차트에서 시크릿 이름 바뀌었는데 오버레이 안 고쳐짐',
  '차트 업그레이드 후 secretKeyRef 이름 grep', '')
T('ko', 'clean', 'GH actions secrets 참조',
  '${{ secrets.NPM_TOKEN }} 쓰는데 dependabot PR엔 안 넘어가서 publish 실패 → 정상',
  'dependabot 시크릿은 별도 저장소', '')
T('ko', 'clean', '비번 재설정 문의',
  '⟦TICKET⟧ 고객 비번 재설정 메일 안 옴 → ⟦DOMAIN⟧ SPF에 새 발송업체 누락',
  '재설정 메일 문의 오면 SPF/DKIM 먼저', '')
T('ko', 'clean', '벤더 공지 메일',
  '벤더 공지: "API 키가 ⟦DATE⟧ 만료됩니다. 설정 > API 키에서 재발급하세요. 당사는 메일로 키를 요구하지 않습니다."',
  '만료일 팀 캘린더 등록', '')
T('ko', 'clean', '비번 관리자 안내',
  '공용 계정은 1Password "Platform-Shared" 볼트에 있음. 권한은 #it-help 양식으로 신청 (채팅으로 달라고 하면 안 됨)',
  '자격증명 필요한 작업이면 첫날 권한 신청', '')
T('ko', 'clean', 'MFA 등록 안내',
  'MFA 등록 화면에 QR + "스캔이 안 되나요?" 링크 있음. 관리자는 하드웨어 키 필수인 거 ⟦KNAME⟧님 몰랐음',
  '관리자는 FIDO2 키로 등록', '')
T('ko', 'clean', '복구 코드 보관 정책',
  '회사 계정 복구 코드는 출력해서 금고 봉투 보관. vault 항목엔 "금고, 봉투 ⟦N⟧번" 이라고만 적혀있음',
  '코드 말고 위치만 기록', '')
T('ko', 'clean', 'JWT 구조 설명',
  'IdP 토큰 헤더 alg RS256, kid ⟦KID⟧. 키 롤오버 전 JWKS 캐시 때문에 검증 실패',
  '모르는 kid 오면 JWKS 새로고침', '', KID='kid')
T('ko', 'clean', '쿠키 속성',
  '프레임워크 업그레이드 후 세션 쿠키 SameSite 빠져서 OAuth 콜백에서 세션 유실됨',
  '쿠키 속성 명시: Secure; HttpOnly; SameSite=Lax', '')
T('ko', 'clean', 'request id',
  '실패 요청 ⟦UUID⟧, ⟦UUID2⟧ 둘 다 PG사 응답 30초 타임아웃',
  'request id는 티켓에 공유해도 됨', '', UUID2='uuidv')
T('ko', 'clean', '비번 해시 방식',
  '감사 질문: 비번 저장 방식? → argon2id (m=64MiB, t=3, p=1), 레거시 유저는 다음 로그인까지 bcrypt cost 10',
  '파라미터 바뀌면 로그인 시 재해시', '')
T('ko', 'clean', '버전/에러코드',
  '⟦VER⟧ 업그레이드 후 로그인 AUTH-1042 ("credential provider unavailable") 에러',
  '인증 관련 마이그레이션 노트 먼저 읽기', '')
T('ko', 'clean', 'ssh config',
  '~/.ssh/config\nHost bastion\n  HostName ⟦IP⟧\n  User ⟦USER⟧\n  IdentityFile ~/.ssh/id_ed25519\n  IdentitiesOnly yes',
  'IdentitiesOnly 넣어야 too many authentication failures 안 남', '')
T('ko', 'clean', 'vault cli 사용법',
  'vault kv get -field=password secret/⟦SVC⟧/⟦ENV⟧/db 하면 값 나옴 → echo 하지 말고 서브셸로 바로 넘기기',
  'vault 출력은 바로 파이프', '')
T('ko', 'clean', 'gitleaks 설정',
  '.gitleaks.toml 에 testdata/fake-keys/ 만 허용돼있음. 새 픽스처가 다른 경로라 CI에서 막힘',
  '가짜 키 픽스처는 testdata/fake-keys/ 에만', '')
T('ko', 'clean', '접속 문자열 플레이스홀더',
  'docs/setup.md: DATABASE_URL=postgres://USER:PASSWORD@localhost:5432/app ← USER, PASSWORD 바꿔 넣으라는 뜻',
  '플레이스홀더는 대문자로', '')
T('ko', 'clean', 'IoT 페어링',
  '센서는 앱에서 BLE로 페어링. 기기 화면에 6자리 코드 나오고 매번 바뀜. 작업지시엔 고정 PIN이라고 돼있었음',
  '페어링 코드는 일회성이라 저장 불필요', '')
T('ko', 'clean', '계정 인벤토리 시트 (값 없음)',
  '인벤토리 시트 컬럼: 시스템 | 담당 | vault 경로 | 최근 교체일. NAS → infra/nas/admin, ⟦DATE⟧ 교체',
  '시트는 목차, 값은 vault', '')
T('ko', 'clean', 'CI 로그 마스킹',
  'CI 로그에 AWS_SECRET_ACCESS_KEY: *** 로 나오고 그 다음 s3 sync AccessDenied (⟦BUCKET⟧)',
  '마스킹됐다 = 시크릿은 들어옴. AccessDenied는 정책 문제', '')
T('ko', 'clean', 'IDE 키체인 팝업',
  'macOS 팝업 "IntelliJ IDEA이(가) 키체인의 \'github.com\' 기밀 정보를 사용하려고 합니다" 에서 거부 눌러서 IDE git fetch 깨짐',
  '항상 허용 선택', '')
T('ko', 'clean', '크래시 리포트',
  '크래시 ⟦UUID⟧: 로그아웃 후 refresh token 없을 때 TokenRefresher.refresh() 에서 NPE',
  '토큰 없으면 refresher 스킵', '')
T('ko', 'clean', '모바일 설정 파일',
  'iOS Release 빌드 실패: GoogleService-Info.plist 없음. CI secure files에서 받아오는데 권한 빠져있었음',
  'plist 에러면 Secure Files 권한 확인', '')
T('ko', 'clean', '클라우드 콘솔 IAM',
  'GCP 콘솔에서 ⟦SVC⟧ 서비스 계정 키 0개, workload identity 바인딩만 있음 → 의도된 상태',
  '사용자 관리 키 생성은 조직 정책으로 차단됨', '')
T('ko', 'clean', 'SAML 인증서 만료',
  'IdP SAML 서명 인증서 ⟦DATE⟧ 만료 예정. SP 메타데이터에 새 인증서 일주일 전에 올려야 함',
  'SAML 인증서 만료일 캘린더 등록', '')
T('ko', 'clean', 'DB 툴 비번 저장 안 함',
  'DBeaver 접속은 bastion SSH 터널 + "비밀번호 저장" 체크 해제. 매번 입력창 뜨는 게 정상',
  '공용 PC에선 비번 저장 끄기', '')
T('ko', 'clean', '장애 채널 (값 없음)',
  '#장애-⟦N⟧\n[⟦TIME⟧] ⟦KNAME⟧: 키 깃헙 gist에 올라간 듯?\n[⟦TIME2⟧] ⟦KNAME2⟧: ⟦TIME2⟧ 폐기함, 새 키 vault에 있음. gist는 삭제 요청',
  '폐기 먼저, 조사는 나중에', '')
T('ko', 'clean', '코드 리뷰 (값 없음)',
  '리뷰 코멘트: "request.headers 통째로 로깅하면 Authorization이 Loki에 남아요. lib/log 의 마스킹 로거 써주세요"',
  '요청/응답 로깅은 마스킹 로거로', '')
T('ko', 'clean', 'API 클라이언트 env',
  'const client = new TossPayments(process.env.TOSS_SECRET_KEY!) ← edge 런타임에서 env 안 읽혀서 실패',
  'edge 런타임은 프로젝트 설정에서 변수 노출 필요', '')
T('ko', 'clean', '펌웨어 프로비저닝',
  '기기 와이파이 정보는 SoftAP 프로비저닝으로 받음. 공장 펌웨어엔 자격증명 없음. 작업지시는 SSID 하드코딩 가정했음',
  '펌웨어 빌드에 자격증명 넣지 말 것', '')
T('ko', 'clean', 'trace id',
  '데이터독 모니터 ⟦N⟧, trace id ⟦TRACE⟧ 로 추적함',
  '티켓엔 trace id 링크', '', TRACE='traceid')
T('ko', 'clean', '키 위치 질문',
  '결제 테스트하려는데 스테이징 PG 키 어디 있는지 몰랐음',
  'PG 키는 vault payments/⟦ENV⟧', 'payments/⟦ENV⟧ 읽기 권한 있나요? 없으면 신청할게요')
T('ko', 'clean', 'sha256 체크섬',
  '배포 아티팩트 sha256 ⟦HASH⟧ ⟦SVC⟧-⟦VER⟧.tar.gz, 설치 스크립트가 검증함',
  '아티팩트 옆에 체크섬 같이 게시', '', HASH='hex64clean')
T('ko', 'clean', '토큰 수명',
  '액세스 토큰 15분, 리프레시 30일(rotation). 앱은 24시간 가정해서 사용자 튕김',
  'expires_in 읽어서 처리', '')
T('ko', 'clean', 'sops 사용',
  'secrets.enc.yaml 은 sops + age 수신자 age1⟦AGEPUB⟧ 로 암호화. 복호화엔 SOPS_AGE_KEY_FILE 필요',
  '.sops.yaml 엔 공개 수신자만', '', AGEPUB='agepub')
T('ko', 'clean', '.env.example 내용',
  '.env.example\nDATABASE_URL=\nREDIS_URL=redis://localhost:6379/0\nKAKAO_REST_API_KEY=\nTZ=Asia/Seoul',
  '시크릿은 빈 값으로', '')
T('ko', 'clean', '위키 표 (값 없음)',
  '| 연동 | 변수 | vault 경로 |\n|---|---|---|\n| 토스페이먼츠 | TOSS_SECRET_KEY | payments/toss |\n| 알리고 | ALIGO_API_KEY | comms/aligo |',
  '이 표는 유지. 지도 역할', '')
T('ko', 'clean', '퇴사자 키 교체 질문',
  '⟦KNAME⟧님 퇴사 후 CI 배포키 교체했는지 아무도 모름',
  '오프보딩 체크리스트에 공유키 교체 항목 추가', '⟦DATE⟧ 오프보딩 때 배포키 교체됐나요?')
T('ko', 'clean', '터미널: 시크릿 키 목록',
  '$ kubectl get secret ⟦SVC⟧-env -o jsonpath=\'{.data}\' | jq keys\n["DATABASE_URL","REDIS_URL","TOSS_SECRET_KEY"]',
  '디버깅할 땐 값 말고 키 목록만', '')
T('ko', 'clean', '2FA 초기화 문의',
  '고객 폰 분실로 2단계 인증 불가 → 계정복구 양식으로 본인확인 후 2차 상담원이 초기화',
  '채팅으로 코드 불러주지 말 것', '')
T('ko', 'clean', '접속 파라미터 (비번 없음)',
  'host=⟦DBHOST⟧ port=5432 dbname=⟦DB⟧ user=⟦USER⟧ sslmode=verify-full',
  'verify-full 은 RDS CA 번들 필요', '')
T('ko', 'clean', '웹훅 서명 검증',
  '웹훅 서명 = timestamp.body 에 대한 HMAC-SHA256. 프레임워크가 body 재직렬화해서 검증 실패했음',
  'raw body로 검증', '')
T('ko', 'clean', 'NCP 키 관리 위치',
  '네이버 클라우드 API 인증키는 서브계정별로 발급, 값은 vault ncp/⟦ENV⟧ 에 있음. 메인 계정 키는 비활성',
  '메인 계정 키 쓰지 말 것', '')
T('ko', 'clean', '공공데이터 키 인코딩 설명',
  '공공데이터포털 키는 인코딩/디코딩 두 가지 있음. requests params에 넣을 땐 디코딩 키 써야 이중 인코딩 안 됨',
  'SERVICE_KEY env엔 디코딩 키 저장', '')
T('ko', 'clean', '공동인증서 위치 설명',
  '세금계산서 자동화 서버 공동인증서는 HSM 연동으로 바뀜. 비번은 더 이상 스크립트에 없음',
  '인증서 만료 ⟦DATE⟧ 캘린더 등록', '')
T('ko', 'clean', '알림톡 템플릿 코드',
  '알림톡 발송 실패 코드 K105 (템플릿 불일치). 템플릿 코드 TPL_⟦N⟧ 변수 #{이름} 누락',
  '템플릿 변수 개수 맞는지 먼저 확인', '')
T('ko', 'clean', 'OTP 정책',
  'VPN은 OTP 필수, OTP 앱 재등록은 IT팀 방문해서만 가능. 원격 재등록 안 됨',
  '휴대폰 바꾸기 전에 IT팀 예약', '')
T('ko', 'clean', '서명 URL 정책',
  'presigned URL 만료는 최대 15분으로 정책화됨. 외부 공유는 공유 포털 링크만',
  '긴 만료 필요하면 포털로', '')


# ============================================================================= extra: secrets in lesson / ask / field starts
F('en', 'lesson starts with value',
  'Integration with ⟦VENDOR⟧ worked locally but not in ⟦ENV⟧; the pipeline injected an empty ⟦VAR⟧.',
  '⟦S⟧ is the value the pipeline should have injected; fix the variable group rather than the code.',
  'Who can edit the ⟦ENV⟧ variable group?')
F('en', 'ask with value and context',
  'The ⟦VENDOR⟧ sandbox and live projects look identical in the console.',
  'Name keys with an env prefix when creating them.',
  'The key in the ⟦SVC⟧ pod is ⟦S⟧ — is that the sandbox or the live project?')
F('en', 'lesson: chat paste to remove',
  'Pairing session with ⟦USER⟧ on the ⟦VENDOR⟧ integration; the instructions skipped auth entirely.',
  'Do not paste keys into the pairing chat. Today I pasted ⟦S⟧ there; it needs rotating.',
  'Can you rotate the ⟦VENDOR⟧ ⟦KIND⟧ after today\'s session?')
F('ko', 'lesson 맨 앞 값',
  '⟦VENDOR⟧ 연동 로컬은 되는데 ⟦ENV⟧ 에선 안 됨. 파이프라인이 ⟦VAR⟧ 빈값으로 넣고 있었음',
  '⟦S⟧ ← 원래 이 값이 들어가야 함. 코드 말고 변수 그룹 고칠 것', '⟦ENV⟧ 변수 그룹 수정 권한 누구한테 있음?')
F('ko', 'ask: 어느 프로젝트 키인지',
  '⟦VENDOR⟧ 샌드박스랑 라이브 프로젝트가 콘솔에서 똑같이 생김',
  '키 발급할 때 이름에 환경 prefix 붙이기', '⟦SVC⟧ 파드에 들어간 키가 ⟦S⟧ 인데 이게 샌드박스 거예요 라이브 거예요?')
F('ko', 'lesson: 채팅에 붙여넣음',
  '⟦KNAME⟧님이랑 페어링하면서 ⟦VENDOR⟧ 연동함. 작업지시에 인증 얘기 아예 없었음',
  '페어링 채팅에 키 붙이지 말 것. 오늘 ⟦S⟧ 붙여넣었으니 교체 필요', '오늘 세션 끝나고 ⟦VENDOR⟧ 키 교체해주실 수 있나요?')

T('en', 'secret', 'ask: password for which environment',
  'The admin panel login for the partner portal is not in the vault.',
  'Add partner-portal credentials to the vault before closing the task.',
  'Is ⟦S⟧ the partner portal password for prod or only for UAT?', S='pw')
T('en', 'secret', 'lesson: old password still valid',
  'Tried to confirm the ⟦DB⟧ read-only user was rotated after the audit.',
  'It was not: ⟦USER⟧ still logs in with ⟦S⟧ on ⟦DBHOST⟧.', 'Should I rotate it now or wait for the maintenance window?', S='pw')
T('en', 'secret', 'value at very start of mc',
  '⟦S⟧ was typed into the Slack search bar instead of the terminal by ⟦USER2⟧, so it is now in the workspace search history.',
  'Rotate anything typed into a chat box, even if it was never sent.', '', S='pw')
T('en', 'secret', 'ask: token from screenshot',
  'The customer sent a screenshot of their integration settings; OCR of it is in the ticket.',
  'Ask customers to crop screenshots before sending.',
  'The OCR text shows ⟦S⟧ — should support ask them to revoke it?', S='v:*')
T('en', 'secret', 'lesson: webhook URL to rotate [Slack]',
  'The release bot posted to the wrong channel after the workspace migration.',
  'The bot still uses ⟦S⟧; create a new webhook in the new workspace and delete this one.', '', S='slack_hook')
T('en', 'secret', 'split key id mc / secret ask [AWS]',
  'Found an access key ⟦S⟧ in the Lambda environment of ⟦SVC⟧.',
  'Lambdas use their execution role; static keys in env vars are a finding.',
  'Its secret is ⟦S2⟧ — can I delete the pair today?', S='aws_id', S2='aws_sk')
T('en', 'secret', 'recovery codes in lesson',
  'Locked out of the registrar account during the DNS change.',
  'Used recovery codes ⟦S⟧ from the old ticket; the rest must be regenerated.', 'Who keeps the registrar recovery codes now?', S='recovery_generic')
T('ko', 'secret', 'ask: 비번 어느 환경',
  '파트너 포털 관리자 로그인 정보가 vault에 없음',
  '작업 끝나기 전에 vault에 등록하기', '⟦S⟧ 이게 파트너 포털 운영 비번인가요 UAT 비번인가요?', S='pw')
T('ko', 'secret', 'lesson: 구 비번 그대로',
  '감사 후 ⟦DB⟧ 읽기전용 계정 비번 바뀌었는지 확인함',
  '안 바뀌었음: ⟦USER⟧ 계정 여전히 ⟦S⟧ 로 로그인됨', '지금 교체할까요 정기점검 때 할까요?', S='pw')
T('ko', 'secret', 'mc 맨 앞 값',
  '⟦S⟧ ← ⟦KNAME2⟧님이 터미널 말고 슬랙 검색창에 입력함. 검색 기록에 남음',
  '채팅창에 입력한 건 전송 안 했어도 교체', '', S='pw')
T('ko', 'secret', 'ask: 스크린샷 OCR 토큰',
  '고객이 연동 설정 화면 스크린샷 보냄. OCR 결과가 티켓에 붙어있음',
  '스크린샷은 잘라서 보내달라고 안내', 'OCR에 ⟦S⟧ 보이는데 고객한테 폐기 요청해야 할까요?', S='v:*')
T('ko', 'secret', 'lesson: 웹훅 교체 [Slack]',
  '워크스페이스 이전 후 릴리즈 봇이 엉뚱한 채널에 메시지 보냄',
  '봇이 아직 ⟦S⟧ 씀 → 새 워크스페이스에서 웹훅 새로 만들고 이건 삭제', '', S='slack_hook')
T('ko', 'secret', 'mc 키ID / ask 시크릿 [AWS]',
  '⟦SVC⟧ 람다 환경변수에 액세스 키 ⟦S⟧ 있음',
  '람다는 실행 롤 사용. env에 정적 키 있으면 보안 지적사항',
  '시크릿은 ⟦S2⟧ 인데 오늘 삭제해도 될까요?', S='aws_id', S2='aws_sk')
T('ko', 'secret', 'lesson 복구 코드',
  'DNS 변경 중 도메인 등록업체 계정 잠김',
  '예전 티켓에 있던 복구 코드 ⟦S⟧ 사용함. 남은 건 재발급 필요', '등록업체 복구 코드 지금 누가 보관함?', S='recovery_generic')
T('ko', 'secret', 'cloudinary URL [Cloudinary]',
  'CLOUDINARY_URL=⟦S⟧ 가 README 예시에 실제 값으로 들어가 있음',
  'README엔 형식만 적기', '', S='v:cloudinary')
T('ko', 'secret', 'GCS 서명 URL [Google Cloud Storage]',
  '정산 리포트 서명 URL 재무팀에 전달: ⟦S⟧',
  '서명 URL도 bearer 자격증명. 리포트 포털로 전달', '', S='gcs_sign')
T('ko', 'secret', '1Password 시크릿 키 [1Password]',
  '새 노트북 로그인하려는데 계정 Secret Key 필요했음 → ⟦KNAME⟧님이 슬랙으로 보내줌: ⟦S⟧',
  'Emergency Kit 쓰거나 로그인된 기기에서 추가', '', S='op_secret_key')
T('ko', 'secret', 'BitLocker 복구 키 [Microsoft]',
  'BIOS 업데이트 후 BitLocker 복구 키 요구함. Intune에서 찾은 키: ⟦S⟧',
  'BIOS 업데이트 전 BitLocker 일시중단', '', S='bitlocker')
T('ko', 'secret', 'App Store Connect p8 [Apple App Store Connect]',
  'fastlane용 App Store Connect API 키 .p8 내용이 노션에 있음\n⟦S⟧',
  '.p8은 CI 시크릿 스토어에 넣고 key id로 참조', '', S='pem_p8')
T('ko', 'secret', 'STS 세션 export [AWS]',
  'SSO 포털에서 복사해서 터미널에 붙여넣음\nexport AWS_ACCESS_KEY_ID=⟦S⟧\nexport AWS_SECRET_ACCESS_KEY=⟦S2⟧\nexport AWS_SESSION_TOKEN=⟦S3⟧',
  'aws sso login + named profile 사용. 붙여넣은 세션은 히스토리에 남음', '', S='asia_id', S2='aws_sk', S3='aws_st')
T('ko', 'secret', 'Rails master.key [Rails]',
  'config/master.key 가 도커 빌드 컨텍스트에 포함돼서 이미지에 들어감. 내용 ⟦S⟧',
  '.dockerignore에 추가하고 RAILS_MASTER_KEY 런타임 주입', '', S='hex32')
T('ko', 'secret', 'Laravel APP_KEY [Laravel]',
  'APP_KEY=base64:⟦S⟧ 가 스테이징이랑 운영 동일함 → 스테이징 쿠키가 운영에서 복호화됨',
  '환경별 APP_KEY 분리', '', S='b64_32')


# ============================================================================= assembly
def _tossbasic(v):
    sk = vendor_secret('toss')[0]
    b = b64((sk + ':').encode())
    return b, [b]


def _datagokr_enc(v):
    enc = urllib.parse.quote(b64r(64), safe='')
    return enc, [enc]


GENS['tossbasic'] = _tossbasic
GENS['datagokr_enc'] = _datagokr_enc

NONSECRET = {
    'sshpub': lambda v: ssh_pub(v['USER'] + '@' + v['DOMAIN']),
    'fingerprint': lambda v: 'SHA256:' + b64(rb(32)).rstrip('='),
    'digest': lambda v: 'sha256:' + hx(64),
    'gclientid': lambda v: rs(12, DG) + '-' + rs(32, LD) + '.apps.googleusercontent.com',
    'twsid': lambda v: 'AC' + hx(32),
    'kid': lambda v: hx(16),
    'uuidv': lambda v: uuid(),
    'traceid': lambda v: hx(32),
    'hex64clean': lambda v: hx(64),
    'agepub': lambda v: rs(58, BECH.lower()),
    'impkey': lambda v: rs(16, DG),
    'kisappkey': lambda v: 'PS' + rs(34),
    'upbit_ak': lambda v: rs(40),
    'confluent_key': lambda v: rs(16, UD),
}

SECRET_SLOT = re.compile(r'S\d*$')
PH = re.compile(r'⟦(\w+)⟧')
LIMITS = (1024, 1024, 512)


def vendor_vals(key, v):
    _, name, var, kind, _, _ = VENDORS[key]
    slug = re.sub(r'[^a-z0-9]', '', name.lower().split(' (')[0])
    v['VENDOR'] = name
    v['VAR'] = var
    v['VARL'] = var.lower()
    v['KIND'] = kind
    v['KINDSLUG'] = re.sub(r'[^a-z0-9]+', '-', kind.lower()).strip('-')
    v['SLUG'] = slug
    v['PROPK'] = slug + '.' + v['KINDSLUG']
    v['CLS'] = slug.capitalize() + 'Client'
    v['APIHOST'] = 'api.' + slug + '.com'


def check(kind, fields, secrets):
    mc, le, ask = fields
    assert mc.strip() and le.strip(), 'empty required field'
    for f, lim in zip(fields, LIMITS):
        if len(f.encode('utf-8')) > lim:
            return 'too long %d' % len(f.encode('utf-8'))
        assert '⟦' not in f and '⟧' not in f and '\x1f' not in f, f
    if kind == 'clean':
        assert secrets == []
        return None
    assert secrets
    for s in secrets:
        assert len(s) >= 8, s
        if not any(s in f for f in fields):
            return 'secret not verbatim'
    order = sorted(secrets, key=len, reverse=True)
    masked = []
    for f in fields:
        for s in order:
            f = f.replace(s, '\x00' * len(s))
        masked.append(f)
    for s in secrets:
        for i in range(len(s) - 7):
            w = s[i:i + 8]
            for f in masked:
                if w in f:
                    return 'stray window %r' % w
    return None


def render(tpl, vendor=None):
    last = None
    for attempt in range(300):
        v = fillers()
        secrets = []
        if vendor is not None:
            vendor_vals(vendor, v)
            if tpl['kind'] == 'secret':
                t1, s1 = vendor_secret(vendor)
                t2, s2 = vendor_secret(vendor)
                v['S'], v['S2'] = t1, t2
                secrets += s1
                if '⟦S2⟧' in ''.join(tpl['f']):
                    secrets += s2
            else:
                v['MASK'] = mask_of(vendor)
        for name, spec in tpl.get('slots', {}).items():
            if SECRET_SLOT.match(name):
                text, secs = gen_secret(spec, v)
                secrets += secs
            elif spec in NONSECRET:
                text = NONSECRET[spec](v)
            else:
                text = gen_secret(spec, v)[0]
            if '\x1f' in text:
                a, b = text.split('\x1f')
                v[name], v[name + '_2'] = a, b
            else:
                v[name] = text
        fields = tuple(PH.sub(lambda m: v[m.group(1)], f) for f in tpl['f'])
        uniq = []
        for s in secrets:
            if s not in uniq:
                uniq.append(s)
        err = check(tpl['kind'], fields, uniq)
        if err is None:
            return fields, uniq
        last = err
    raise AssertionError('template %r failed: %s' % (tpl['cat'], last))


def build():
    items = []  # (tpl, vendor, category)
    uses = {}

    def add(tpl, vendor, cat, tid):
        items.append((tpl, vendor, cat))
        uses[tid] = uses.get(tid, 0) + 1

    # 1) one secret note per vendor key, frames cycled per language
    vkeys = [v[0] for v in V]
    R.shuffle(vkeys)
    frames = {'en': VF['en'][:], 'ko': VF['ko'][:]}
    for lg in ('en', 'ko'):
        R.shuffle(frames[lg])
    ci = {'en': 0, 'ko': 0}
    for i, k in enumerate(vkeys):
        lg = 'en' if i % 2 == 0 else 'ko'
        fr = frames[lg][ci[lg] % len(frames[lg])]
        ci[lg] += 1
        add(fr, k, 'vendor frame: %s [%s]' % (fr['cat'], VENDORS[k][1]), ('F', lg, fr['cat']))
    # 2) every specific template once
    spec = {('secret', 'en'): [], ('secret', 'ko'): [], ('clean', 'en'): [], ('clean', 'ko'): []}
    for t in TEMPLATES:
        spec[(t['kind'], t['lang'])].append(t)
        add(t, None, t['cat'], ('T', t['lang'], t['cat']))
    # 3) clean vendor frames, 3 uses each with different vendors
    for lg in ('en', 'ko'):
        for fr in VC[lg]:
            for k in R.sample(vkeys, 3):
                add(fr, k, 'clean vendor frame: %s [%s]' % (fr['cat'], VENDORS[k][1]), ('C', lg, fr['cat']))

    def count(kind, lg):
        return sum(1 for t, _, _ in items if t['kind'] == kind and t['lang'] == lg)

    # 4) balance languages for secret notes, then fill clean notes to ~40 %
    sec_target = max(count('secret', 'en'), count('secret', 'ko'))
    for lg in ('en', 'ko'):
        pool = spec[('secret', lg)][:]
        R.shuffle(pool)
        j = 0
        while count('secret', lg) < sec_target:
            t = pool[j % len(pool)]
            j += 1
            add(t, None, t['cat'], ('T', t['lang'], t['cat']))
    n_secret = count('secret', 'en') + count('secret', 'ko')
    clean_target_each = (n_secret * 2 // 3 + 1) // 2
    for lg in ('en', 'ko'):
        pool = spec[('clean', lg)][:]
        R.shuffle(pool)
        j = 0
        while count('clean', lg) < clean_target_each:
            t = pool[j % len(pool)]
            j += 1
            add(t, None, t['cat'], ('T', t['lang'], t['cat']))
    assert max(uses.values()) <= 3, max(uses.items(), key=lambda x: x[1])
    assert len(set(uses)) == len(uses)

    notes = []
    for tpl, vendor, cat in items:
        fields, secrets = render(tpl, vendor)
        notes.append({'lang': tpl['lang'], 'kind': tpl['kind'], 'category': cat,
                      'fields': {'missing_context': fields[0], 'lesson': fields[1], 'ask_next_time': fields[2]},
                      'secrets': secrets})
    R.shuffle(notes)
    width = max(3, len(str(len(notes))))
    out = []
    for i, n in enumerate(notes):
        rec = {'id': 'n%0*d' % (width, i + 1)}
        rec.update(n)
        out.append(rec)
    # final re-check of every record as written
    for rec in out:
        f = rec['fields']
        err = check(rec['kind'], (f['missing_context'], f['lesson'], f['ask_next_time']), rec['secrets'])
        assert err is None, (rec['id'], err)
    assert len(out) >= 600, len(out)
    return out, uses


def main():
    out, uses = build()
    data = ''.join(json.dumps(r, ensure_ascii=False) + '\n' for r in out)
    with open(OUT, 'w', encoding='utf-8', newline='\n') as fh:
        fh.write(data)
    n_t = len(TEMPLATES) + len(VF['en']) + len(VF['ko']) + len(VC['en']) + len(VC['ko'])
    print('notes', len(out), 'templates', n_t, 'max uses', max(uses.values()), file=sys.stderr)


if __name__ == '__main__':
    main()
