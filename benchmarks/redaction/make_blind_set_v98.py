#!/usr/bin/env python3
"""make_blind_set_v98.py - blind evaluation set v98 for a credential-redaction filter.

Python 3 standard library only, no network.  A single PRNG,
random.Random(98_2026_1127), drives every choice (credential bodies, templates,
placement, language, order).  No set is iterated; dict order is insertion
order, so the output is byte-identical under any PYTHONHASHSEED.

Output: blind_set_v98.jsonl (720 notes: 360 secret + 360 clean), format as in
FORMAT.txt.  Every secret note is checked against the window rule; a candidate
that breaks a rule is regenerated from the same PRNG stream.
"""
import base64
import hashlib
import json
import os
import random
import re
import string
import struct
import sys
import urllib.parse
import zlib

SEED = 98_2026_1127
R = random.Random(SEED)

OUT_NAME = 'blind_set_v98.jsonl'
ID_PREFIX = 'fb'
N_SECRET = 360
N_CLEAN = 360
N_KO_EACH = 144          # 40 % of each kind
N_EN_EACH = 216          # 60 % of each kind

# ---------------------------------------------------------------- alphabets
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LO + DIG
ALNUM62 = DIG + UP + LO
LOWNUM = LO + DIG
UPNUM = UP + DIG
HEX = '0123456789abcdef'
HEXU = '0123456789ABCDEF'
B64 = ALNUM + '+/'
B64URL = ALNUM + '-_'
B32 = UP + '234567'
BECH32 = 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L'


# ---------------------------------------------------------------- PRNG helpers
def rs(n, alpha=ALNUM):
    """random string of n chars from alpha"""
    return ''.join(R.choice(alpha) for _ in range(n))


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def shuffled(seq):
    out = list(seq)
    R.shuffle(out)
    return out


def sample(seq, k):
    return R.sample(list(seq), k)


def hexs(n):
    return rs(n, HEX)


def digits(n, lead_nonzero=True):
    s = rs(n, DIG)
    if lead_nonzero and s[0] == '0':
        s = pick('123456789') + s[1:]
    return s


def b64e(b):
    return base64.b64encode(b).decode('ascii')


def b64u(b):
    return base64.urlsafe_b64encode(b).decode('ascii').rstrip('=')


def ruuid():
    h = hexs(32)
    h = h[:12] + '4' + h[13:16] + pick('89ab') + h[17:]
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def pct(s):
    return urllib.parse.quote(s, safe='')


def b62(n, width):
    out = ''
    while n:
        n, r = divmod(n, 62)
        out = ALNUM62[r] + out
    return out.rjust(width, '0')


def crc_token(prefix, body_len=30):
    """GitHub / npm style: random base62 body + 6-char base62 CRC32"""
    body = rs(body_len)
    return prefix + body + b62(zlib.crc32(body.encode()) & 0xffffffff, 6)


def jcompact(obj):
    return json.dumps(obj, separators=(',', ':'), ensure_ascii=False)


def jwt(payload, alg='HS256', sig_bytes=32, kid=None):
    hdr = {'alg': alg, 'typ': 'JWT'}
    if kid:
        hdr['kid'] = kid
    return (b64u(jcompact(hdr).encode()) + '.' +
            b64u(jcompact(payload).encode()) + '.' + b64u(rb(sig_bytes)))


def ts_epoch():
    return rint(1_735_000_000, 1_767_000_000)


def rdate():
    return '2025-%02d-%02d' % (rint(1, 12), rint(1, 28))


def rtime():
    return '%02d:%02d:%02d' % (rint(0, 23), rint(0, 59), rint(0, 59))


def wrap(s, width):
    return [s[i:i + width] for i in range(0, len(s), width)]


_SLOT = re.compile(r'\{([A-Z][A-Za-z0-9_]*)(?:\|([\uac00-\ud7a3]+))?\}')
_JOSA = {'은': ('은', '는'), '는': ('은', '는'), '이': ('이', '가'), '가': ('이', '가'), '을': ('을', '를'),
         '를': ('을', '를'), '과': ('과', '와'), '와': ('과', '와'), '으로': ('으로', '로'), '로': ('으로', '로'),
         '이다': ('이다', '다'), '이고': ('이고', '고'), '이라고': ('이라고', '라고')}


def _final(word):
    """(has final consonant, final is rieul) of the last pronounced character"""
    w = word.rstrip(' )]`\'".,')
    if not w:
        return False, False
    c = w[-1]
    if '\uac00' <= c <= '\ud7a3':
        j = (ord(c) - 0xAC00) % 28
        return j != 0, j == 8
    if c.isdigit():
        return c in '0136781', c in '178'
    if c.lower() in 'lmn':
        return True, c.lower() == 'l'
    return False, False


def josa(word, j):
    fin, rieul = _final(word)
    a, b = _JOSA[j]
    if j in ('으로', '로'):
        return b if (not fin or rieul) else a
    return a if fin else b


def fmt(template, **kw):
    """single-pass slot filling: {NAME} -> kw[NAME], {NAME|를} adds the right Korean particle;
    values are never re-scanned"""
    def sub(m):
        if m.group(1) not in kw:
            return m.group(0)
        v = str(kw[m.group(1)])
        return v + josa(v, m.group(2)) if m.group(2) else v
    return _SLOT.sub(sub, template)


def dedup(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


# ---------------------------------------------------------------- rule checks
MAX_CTX = 1024
MAX_LESSON = 1024
MAX_ASK = 512


def blen(s):
    return len(s.encode('utf-8'))


def fields_ok(f):
    return (f['missing_context'].strip() != '' and f['lesson'].strip() != '' and
            blen(f['missing_context']) <= MAX_CTX and blen(f['lesson']) <= MAX_LESSON and
            blen(f['ask_next_time']) <= MAX_ASK)


def window_violations(fields, secrets):
    """Return a list of problems; [] when the FORMAT.txt rules hold."""
    probs = []
    texts = [fields['missing_context'], fields['lesson'], fields['ask_next_time']]
    for s in secrets:
        if len(s) < 8:
            probs.append('short secret %r' % s)
        if not any(s in t for t in texts):
            probs.append('secret not verbatim %r' % s)
    for t in texts:
        spans = []
        for s in secrets:
            i = t.find(s)
            while i >= 0:
                spans.append((i, i + len(s)))
                i = t.find(s, i + 1)
        for s in secrets:
            for k in range(len(s) - 7):
                w = s[k:k + 8]
                i = t.find(w)
                while i >= 0:
                    if not any(a <= i and i + 8 <= b for a, b in spans):
                        probs.append('window %r of %r outside secret' % (w, s))
                        break
                    i = t.find(w, i + 1)
    return probs


# =====================================================================
# Part 2 - vendor credential shapes (random bodies, documented shapes)
# =====================================================================
# Each spec: vendor (for counting), product, region, host, auth recipe and an
# items() function returning [(ENV_NAME, value, listed)].  listed=False marks
# identifiers that are NOT credentials (account SIDs, client ids, app ids).

VENDORS = []


def vend(vendor, product, region, host, auth=('bearer', 0), ko=None):
    def deco(fn):
        VENDORS.append({'vendor': vendor, 'product': product, 'region': region,
                        'host': host, 'auth': auth, 'items': fn,
                        'ko': ko or product})
        return fn
    return deco


def aws_id(prefix):
    return prefix + rs(16, UP + '234567')


@vend('AWS', 'AWS IAM access key', 'global', None, ('sign',), 'AWS IAM 액세스 키')
def _v():
    return [('AWS_ACCESS_KEY_ID', aws_id('AKIA'), True),
            ('AWS_SECRET_ACCESS_KEY', rs(40, B64), True)]


@vend('AWS', 'AWS STS session credentials', 'global', None, ('sign',), 'AWS STS 임시 자격 증명')
def _v():
    return [('AWS_ACCESS_KEY_ID', aws_id('ASIA'), True),
            ('AWS_SECRET_ACCESS_KEY', rs(40, B64), True),
            ('AWS_SESSION_TOKEN', 'IQoJb3JpZ2luX2VjE' + rs(rint(300, 420), B64) + pick(['', '=', '=='] ), True)]


@vend('GitHub', 'GitHub classic PAT', 'global', 'api.github.com', ('bearer', 0), 'GitHub 클래식 PAT')
def _v():
    return [('GITHUB_TOKEN', crc_token('ghp_'), True)]


@vend('GitHub', 'GitHub OAuth token', 'global', 'api.github.com', ('prefix', 'token', 0), 'GitHub OAuth 토큰')
def _v():
    return [('GH_OAUTH_TOKEN', crc_token('gho_'), True)]


@vend('GitHub', 'GitHub App installation token', 'global', 'api.github.com', ('bearer', 0), 'GitHub App 설치 토큰')
def _v():
    return [('GITHUB_APP_TOKEN', crc_token('ghs_'), True)]


@vend('GitHub', 'GitHub fine-grained PAT', 'global', 'api.github.com', ('bearer', 0), 'GitHub fine-grained PAT')
def _v():
    return [('GH_TOKEN', 'github_pat_11' + rs(20, UPNUM) + '_' + rs(59), True)]


@vend('GitLab', 'GitLab personal access token', 'global', 'gitlab.com', ('header', 'PRIVATE-TOKEN', 0), 'GitLab 개인 액세스 토큰')
def _v():
    return [('GITLAB_TOKEN', 'glpat-' + rs(20, B64URL), True)]


@vend('GitLab', 'GitLab runner authentication token', 'global', 'gitlab.com', ('none',), 'GitLab 러너 토큰')
def _v():
    return [('RUNNER_TOKEN', 'glrt-' + rs(20, B64URL), True)]


@vend('GitLab', 'GitLab deploy token', 'global', 'gitlab.com', ('none',), 'GitLab 배포 토큰')
def _v():
    return [('CI_DEPLOY_USER', 'gitlab+deploy-token-' + digits(7), False),
            ('CI_DEPLOY_PASSWORD', 'gldt-' + rs(20, B64URL), True)]


@vend('GitLab', 'GitLab pipeline trigger token', 'global', 'gitlab.com', ('none',), 'GitLab 파이프라인 트리거 토큰')
def _v():
    return [('TRIGGER_TOKEN', 'glptt-' + hexs(40), True)]


@vend('Slack', 'Slack bot token', 'global', 'slack.com', ('bearer', 0), 'Slack 봇 토큰')
def _v():
    return [('SLACK_BOT_TOKEN', 'xoxb-' + digits(rint(10, 13)) + '-' + digits(rint(10, 13)) + '-' + rs(24), True)]


@vend('Slack', 'Slack user token', 'global', 'slack.com', ('bearer', 0), 'Slack 유저 토큰')
def _v():
    return [('SLACK_USER_TOKEN', 'xoxp-' + digits(11) + '-' + digits(11) + '-' + digits(13) + '-' + hexs(32), True)]


@vend('Slack', 'Slack app-level token', 'global', 'slack.com', ('bearer', 0), 'Slack 앱 레벨 토큰')
def _v():
    return [('SLACK_APP_TOKEN', 'xapp-1-A' + rs(10, UPNUM) + '-' + digits(13) + '-' + hexs(64), True)]


@vend('Stripe', 'Stripe secret key', 'global', 'api.stripe.com', ('basic_tok', 0), 'Stripe 시크릿 키')
def _v():
    body = rs(24) if chance(0.3) else '51' + rs(97)
    return [('STRIPE_SECRET_KEY', 'sk_live_' + body, True)]


@vend('Stripe', 'Stripe restricted key', 'global', 'api.stripe.com', ('bearer', 0), 'Stripe 제한 키')
def _v():
    return [('STRIPE_RESTRICTED_KEY', 'rk_live_51' + rs(97), True)]


@vend('Stripe', 'Stripe webhook signing secret', 'global', None, ('none',), 'Stripe 웹훅 서명 시크릿')
def _v():
    return [('STRIPE_WEBHOOK_SECRET', 'whsec_' + rs(32), True)]


@vend('OpenAI', 'OpenAI API key', 'global', 'api.openai.com', ('bearer', 0), 'OpenAI API 키')
def _v():
    if chance(0.7):
        v = 'sk-proj-' + rs(74, B64URL) + 'T3BlbkFJ' + rs(74, B64URL)
    else:
        v = 'sk-' + rs(20) + 'T3BlbkFJ' + rs(20)
    return [('OPENAI_API_KEY', v, True)]


@vend('Anthropic', 'Anthropic API key', 'global', 'api.anthropic.com', ('header', 'x-api-key', 0), 'Anthropic API 키')
def _v():
    return [('ANTHROPIC_API_KEY', 'sk-ant-api03-' + rs(93, B64URL) + 'AA', True)]


@vend('Google', 'Gemini API key', 'global', 'generativelanguage.googleapis.com', ('query', 'key', 0), 'Gemini API 키')
def _v():
    return [('GEMINI_API_KEY', 'AIza' + rs(35, B64URL), True)]


@vend('Google', 'Google OAuth client secret', 'global', 'oauth2.googleapis.com', ('none',), 'Google OAuth 클라이언트 시크릿')
def _v():
    return [('GOOGLE_CLIENT_ID', digits(12) + '-' + rs(32, LOWNUM) + '.apps.googleusercontent.com', False),
            ('GOOGLE_CLIENT_SECRET', 'GOCSPX-' + rs(28, B64URL), True)]


@vend('Microsoft', 'Azure Storage account key', 'global', None, ('sign',), 'Azure 스토리지 계정 키')
def _v():
    return [('AZURE_STORAGE_ACCOUNT', 'st' + rs(10, LOWNUM), False),
            ('AZURE_STORAGE_KEY', b64e(rb(64)), True)]


@vend('Microsoft', 'Entra ID client secret', 'global', 'login.microsoftonline.com', ('none',), 'Entra ID 클라이언트 시크릿')
def _v():
    return [('AZURE_TENANT_ID', ruuid(), False), ('AZURE_CLIENT_ID', ruuid(), False),
            ('AZURE_CLIENT_SECRET', rs(3) + '8Q~' + rs(34, ALNUM + '_.~-'), True)]


@vend('Microsoft', 'Azure OpenAI key', 'global', 'contoso-aoai.openai.azure.com', ('header', 'api-key', 0), 'Azure OpenAI 키')
def _v():
    return [('AZURE_OPENAI_API_KEY', hexs(32), True)]


@vend('Twilio', 'Twilio auth token', 'global', 'api.twilio.com', ('basic_pair', 0, 1), 'Twilio 인증 토큰')
def _v():
    return [('TWILIO_ACCOUNT_SID', 'AC' + hexs(32), False), ('TWILIO_AUTH_TOKEN', hexs(32), True)]


@vend('SendGrid', 'SendGrid API key', 'global', 'api.sendgrid.com', ('bearer', 0), 'SendGrid API 키')
def _v():
    return [('SENDGRID_API_KEY', 'SG.' + rs(22, B64URL) + '.' + rs(43, B64URL), True)]


@vend('Mailgun', 'Mailgun API key', 'global', 'api.mailgun.net', ('basic_user', 'api', 0), 'Mailgun API 키')
def _v():
    return [('MAILGUN_API_KEY', 'key-' + hexs(32), True)]


@vend('Mailchimp', 'Mailchimp API key', 'global', 'us%d.api.mailchimp.com', ('basic_user', 'anystring', 0), 'Mailchimp API 키')
def _v():
    return [('MAILCHIMP_API_KEY', hexs(32) + '-us' + str(rint(1, 21)), True)]


@vend('npm', 'npm access token', 'global', 'registry.npmjs.org', ('bearer', 0), 'npm 액세스 토큰')
def _v():
    return [('NPM_TOKEN', crc_token('npm_'), True)]


@vend('PyPI', 'PyPI API token', 'global', 'upload.pypi.org', ('none',), 'PyPI API 토큰')
def _v():
    return [('TWINE_PASSWORD', 'pypi-AgEIcHlwaS5vcmcCJD' + rs(rint(140, 180), B64URL), True)]


@vend('Docker', 'Docker Hub access token', 'global', 'hub.docker.com', ('none',), 'Docker Hub 액세스 토큰')
def _v():
    return [('DOCKERHUB_USERNAME', pick(['acmeci', 'buildbot', 'dev-ops-kr', 'platformteam']), False),
            ('DOCKERHUB_TOKEN', 'dckr_pat_' + rs(27, B64URL), True)]


@vend('Hugging Face', 'Hugging Face token', 'global', 'huggingface.co', ('bearer', 0), 'Hugging Face 토큰')
def _v():
    return [('HF_TOKEN', 'hf_' + rs(34, UP + LO), True)]


@vend('Shopify', 'Shopify Admin API access token', 'global', 'acme-store.myshopify.com', ('header', 'X-Shopify-Access-Token', 0), 'Shopify Admin API 토큰')
def _v():
    return [('SHOPIFY_ACCESS_TOKEN', 'shpat_' + hexs(32), True)]


@vend('Shopify', 'Shopify app shared secret', 'global', None, ('none',), 'Shopify 앱 시크릿')
def _v():
    return [('SHOPIFY_API_KEY', hexs(32), False), ('SHOPIFY_API_SECRET', 'shpss_' + hexs(32), True)]


@vend('Atlassian', 'Atlassian API token', 'global', 'acme.atlassian.net', ('basic_user', 'ci-bot@acme.io', 0), 'Atlassian API 토큰')
def _v():
    return [('JIRA_API_TOKEN', 'ATATT3xFfGF0' + rs(rint(170, 180), B64URL) + '=' + rs(8, HEXU), True)]


@vend('Datadog', 'Datadog API and application keys', 'global', 'api.datadoghq.com', ('headers', [('DD-API-KEY', 0), ('DD-APPLICATION-KEY', 1)]), 'Datadog API/APP 키')
def _v():
    return [('DD_API_KEY', hexs(32), True), ('DD_APP_KEY', hexs(40), True)]


@vend('New Relic', 'New Relic user API key', 'global', 'api.newrelic.com', ('header', 'Api-Key', 0), 'New Relic 유저 API 키')
def _v():
    return [('NEW_RELIC_API_KEY', 'NRAK-' + rs(27, UPNUM), True)]


@vend('Sentry', 'Sentry user auth token', 'global', 'sentry.io', ('bearer', 0), 'Sentry 인증 토큰')
def _v():
    return [('SENTRY_AUTH_TOKEN', 'sntryu_' + hexs(64), True)]


@vend('Heroku', 'Heroku API key', 'global', 'api.heroku.com', ('bearer', 0), 'Heroku API 키')
def _v():
    return [('HEROKU_API_KEY', ruuid(), True)]


@vend('DigitalOcean', 'DigitalOcean personal access token', 'global', 'api.digitalocean.com', ('bearer', 0), 'DigitalOcean 토큰')
def _v():
    return [('DIGITALOCEAN_TOKEN', 'dop_v1_' + hexs(64), True)]


@vend('Linear', 'Linear API key', 'global', 'api.linear.app', ('prefix', '', 0), 'Linear API 키')
def _v():
    return [('LINEAR_API_KEY', 'lin_api_' + rs(40), True)]


@vend('Notion', 'Notion integration secret', 'global', 'api.notion.com', ('bearer', 0), 'Notion 통합 시크릿')
def _v():
    v = 'secret_' + rs(43) if chance(0.5) else 'ntn_' + digits(11) + rs(35)
    return [('NOTION_TOKEN', v, True)]


@vend('Airtable', 'Airtable personal access token', 'global', 'api.airtable.com', ('bearer', 0), 'Airtable PAT')
def _v():
    return [('AIRTABLE_TOKEN', 'pat' + rs(14) + '.' + hexs(64), True)]


@vend('Figma', 'Figma personal access token', 'global', 'api.figma.com', ('header', 'X-Figma-Token', 0), 'Figma 토큰')
def _v():
    return [('FIGMA_TOKEN', 'figd_' + rs(40, B64URL), True)]


@vend('Postman', 'Postman API key', 'global', 'api.getpostman.com', ('header', 'X-Api-Key', 0), 'Postman API 키')
def _v():
    return [('POSTMAN_API_KEY', 'PMAK-' + hexs(24) + '-' + hexs(34), True)]


@vend('Grafana', 'Grafana service account token', 'global', 'grafana.acme.internal', ('bearer', 0), 'Grafana 서비스 계정 토큰')
def _v():
    return [('GRAFANA_TOKEN', 'glsa_' + rs(32) + '_' + hexs(8), True)]


@vend('HashiCorp', 'Vault token', 'global', 'vault.acme.internal:8200', ('header', 'X-Vault-Token', 0), 'Vault 토큰')
def _v():
    return [('VAULT_TOKEN', 'hvs.CAESI' + rs(rint(85, 95), B64URL), True)]


@vend('HashiCorp', 'Terraform Cloud API token', 'global', 'app.terraform.io', ('bearer', 0), 'Terraform Cloud 토큰')
def _v():
    return [('TFE_TOKEN', rs(14) + '.atlasv1.' + rs(67), True)]


@vend('Pulumi', 'Pulumi access token', 'global', 'api.pulumi.com', ('prefix', 'token', 0), 'Pulumi 토큰')
def _v():
    return [('PULUMI_ACCESS_TOKEN', 'pul-' + hexs(40), True)]


@vend('Doppler', 'Doppler service token', 'global', 'api.doppler.com', ('bearer', 0), 'Doppler 서비스 토큰')
def _v():
    return [('DOPPLER_TOKEN', 'dp.st.' + pick(['prd', 'stg', 'dev']) + '.' + rs(43), True)]


@vend('Cloudflare', 'Cloudflare API token', 'global', 'api.cloudflare.com', ('bearer', 0), 'Cloudflare API 토큰')
def _v():
    return [('CLOUDFLARE_API_TOKEN', rs(40, B64URL), True)]


@vend('Telegram', 'Telegram bot token', 'global', 'api.telegram.org', ('path', '/bot{0}/getMe'), '텔레그램 봇 토큰')
def _v():
    return [('TELEGRAM_BOT_TOKEN', digits(10) + ':AA' + rs(33, B64URL), True)]


@vend('Discord', 'Discord bot token', 'global', 'discord.com', ('prefix', 'Bot', 0), '디스코드 봇 토큰')
def _v():
    return [('DISCORD_TOKEN', b64e(digits(19).encode()).rstrip('=') + '.' + rs(6, B64URL) + '.' + rs(38, B64URL), True)]


@vend('Supabase', 'Supabase service_role key', 'global', 'xyzcompany.supabase.co', ('bearer', 0), 'Supabase service_role 키')
def _v():
    t = ts_epoch()
    return [('SUPABASE_SERVICE_ROLE_KEY', jwt({'iss': 'supabase', 'ref': rs(20, LO), 'role': 'service_role', 'iat': t, 'exp': t + 315360000}), True)]


@vend('Square', 'Square access token', 'global', 'connect.squareup.com', ('bearer', 0), 'Square 액세스 토큰')
def _v():
    return [('SQUARE_ACCESS_TOKEN', 'EAAA' + rs(60, B64URL), True)]


@vend('PayPal', 'Braintree access token', 'global', None, ('none',), 'Braintree 액세스 토큰')
def _v():
    return [('BRAINTREE_ACCESS_TOKEN', 'access_token$production$' + rs(16, LOWNUM) + '$' + hexs(32), True)]


@vend('Dropbox', 'Dropbox short-lived access token', 'global', 'api.dropboxapi.com', ('bearer', 0), 'Dropbox 액세스 토큰')
def _v():
    return [('DROPBOX_TOKEN', 'sl.' + rs(rint(135, 140), B64URL), True)]


@vend('Meta', 'Meta Graph API page token', 'global', 'graph.facebook.com', ('query', 'access_token', 0), 'Meta 페이지 액세스 토큰')
def _v():
    return [('FB_PAGE_TOKEN', 'EAA' + pick('BGJI') + rs(rint(170, 200)), True)]


@vend('age', 'age secret key', 'global', None, ('none',), 'age 비밀 키')
def _v():
    return [('SOPS_AGE_KEY', 'AGE-SECRET-KEY-1' + rs(58, BECH32), True)]


@vend('Databricks', 'Databricks personal access token', 'global', 'adb-%s.azuredatabricks.net', ('bearer', 0), 'Databricks 토큰')
def _v():
    return [('DATABRICKS_TOKEN', 'dapi' + hexs(32), True)]


@vend('Snyk', 'Snyk API token', 'global', 'api.snyk.io', ('prefix', 'token', 0), 'Snyk 토큰')
def _v():
    return [('SNYK_TOKEN', ruuid(), True)]


@vend('CircleCI', 'CircleCI personal API token', 'global', 'circleci.com', ('header', 'Circle-Token', 0), 'CircleCI 토큰')
def _v():
    return [('CIRCLE_TOKEN', 'CCIPAT_' + rs(22) + '_' + hexs(40), True)]


@vend('Replicate', 'Replicate API token', 'global', 'api.replicate.com', ('bearer', 0), 'Replicate 토큰')
def _v():
    return [('REPLICATE_API_TOKEN', 'r8_' + rs(37), True)]


@vend('Groq', 'Groq API key', 'global', 'api.groq.com', ('bearer', 0), 'Groq API 키')
def _v():
    return [('GROQ_API_KEY', 'gsk_' + rs(52), True)]


@vend('Perplexity', 'Perplexity API key', 'global', 'api.perplexity.ai', ('bearer', 0), 'Perplexity API 키')
def _v():
    return [('PPLX_API_KEY', 'pplx-' + rs(48), True)]


@vend('xAI', 'xAI API key', 'global', 'api.x.ai', ('bearer', 0), 'xAI API 키')
def _v():
    return [('XAI_API_KEY', 'xai-' + rs(80), True)]


@vend('Mistral', 'Mistral API key', 'europe', 'api.mistral.ai', ('bearer', 0), 'Mistral API 키')
def _v():
    return [('MISTRAL_API_KEY', rs(32), True)]


@vend('Cohere', 'Cohere API key', 'global', 'api.cohere.com', ('bearer', 0), 'Cohere API 키')
def _v():
    return [('CO_API_KEY', rs(40), True)]


@vend('Tailscale', 'Tailscale auth key', 'global', None, ('none',), 'Tailscale 인증 키')
def _v():
    return [('TS_AUTHKEY', 'tskey-auth-k' + rs(10) + 'CNTRL-' + rs(33), True)]


@vend('ngrok', 'ngrok authtoken', 'global', None, ('none',), 'ngrok authtoken')
def _v():
    return [('NGROK_AUTHTOKEN', '2' + rs(26) + '_' + rs(21), True)]


@vend('Algolia', 'Algolia admin API key', 'global', '%s-dsn.algolia.net', ('headers', [('X-Algolia-Application-Id', 0), ('X-Algolia-API-Key', 1)]), 'Algolia 관리자 API 키')
def _v():
    return [('ALGOLIA_APP_ID', rs(10, UPNUM), False), ('ALGOLIA_ADMIN_KEY', hexs(32), True)]


@vend('Mapbox', 'Mapbox secret token', 'global', 'api.mapbox.com', ('query', 'access_token', 0), 'Mapbox 시크릿 토큰')
def _v():
    u = pick(['acme-maps', 'kr-logistics', 'fieldops', 'geo-team'])
    return [('MAPBOX_SECRET_TOKEN', 'sk.' + b64u(jcompact({'u': u, 'a': rs(25, LOWNUM)}).encode()) + '.' + rs(22, B64URL), True)]


@vend('Contentful', 'Contentful management token', 'global', 'api.contentful.com', ('bearer', 0), 'Contentful 관리 토큰')
def _v():
    return [('CONTENTFUL_MANAGEMENT_TOKEN', 'CFPAT-' + rs(43, B64URL), True)]


@vend('Buildkite', 'Buildkite API token', 'global', 'api.buildkite.com', ('bearer', 0), 'Buildkite API 토큰')
def _v():
    return [('BUILDKITE_API_TOKEN', 'bkua_' + hexs(40), True)]


@vend('Okta', 'Okta API token', 'global', 'acme.okta.com', ('prefix', 'SSWS', 0), 'Okta API 토큰')
def _v():
    return [('OKTA_API_TOKEN', '00' + rs(40, B64URL), True)]


@vend('Atlassian', 'Bitbucket app password', 'global', 'api.bitbucket.org', ('basic_user', 'deploy-bot', 0), 'Bitbucket 앱 비밀번호')
def _v():
    return [('BITBUCKET_APP_PASSWORD', 'ATBB' + rs(32) + rs(8, HEXU), True)]


@vend('PagerDuty', 'PagerDuty REST API key', 'global', 'api.pagerduty.com', ('prefix', 'Token token=', 0), 'PagerDuty API 키')
def _v():
    return [('PAGERDUTY_TOKEN', 'u+' + rs(18, B64URL), True)]


@vend('Confluent', 'Confluent Cloud API key', 'global', 'api.confluent.cloud', ('basic_pair', 0, 1), 'Confluent Cloud API 키')
def _v():
    return [('CONFLUENT_API_KEY', rs(16, UPNUM), True), ('CONFLUENT_API_SECRET', rs(64, B64), True)]


@vend('Render', 'Render API key', 'global', 'api.render.com', ('bearer', 0), 'Render API 키')
def _v():
    return [('RENDER_API_KEY', 'rnd_' + rs(32), True)]


@vend('Fly.io', 'Fly.io deploy token', 'global', 'api.machines.dev', ('prefix', 'FlyV1', 0), 'Fly.io 배포 토큰')
def _v():
    return [('FLY_API_TOKEN', 'fm2_lJPE' + rs(rint(200, 240), B64) + '==', True)]


@vend('JFrog', 'JFrog reference token', 'global', 'acme.jfrog.io', ('bearer', 0), 'JFrog 레퍼런스 토큰')
def _v():
    return [('JFROG_ACCESS_TOKEN', 'cmVmdGtuOjAxOj' + rs(50), True)]


@vend('SonarSource', 'SonarQube user token', 'global', 'sonar.acme.internal', ('basic_tok', 0), 'SonarQube 토큰')
def _v():
    return [('SONAR_TOKEN', 'squ_' + hexs(40), True)]


@vend('Google', 'FCM legacy server key', 'global', 'fcm.googleapis.com', ('prefix', 'key=', 0), 'FCM 서버 키')
def _v():
    return [('FCM_SERVER_KEY', 'AAAA' + rs(7, B64URL) + ':APA91b' + rs(134, B64URL), True)]


@vend('Auth0', 'Auth0 client secret', 'global', None, ('none',), 'Auth0 클라이언트 시크릿')
def _v():
    return [('AUTH0_CLIENT_ID', rs(32), False), ('AUTH0_CLIENT_SECRET', rs(64, B64URL), True)]


@vend('LaunchDarkly', 'LaunchDarkly server SDK key', 'global', 'app.launchdarkly.com', ('prefix', '', 0), 'LaunchDarkly SDK 키')
def _v():
    return [('LD_SDK_KEY', 'sdk-' + ruuid(), True)]


@vend('HashiCorp', 'Consul ACL token', 'global', 'consul.acme.internal:8500', ('header', 'X-Consul-Token', 0), 'Consul ACL 토큰')
def _v():
    return [('CONSUL_HTTP_TOKEN', ruuid(), True)]


@vend('Jenkins', 'Jenkins API token', 'global', 'jenkins.acme.internal', ('basic_user', 'deploy', 0), 'Jenkins API 토큰')
def _v():
    return [('JENKINS_API_TOKEN', '11' + hexs(32), True)]


@vend('Twitch', 'Twitch OAuth token', 'global', 'api.twitch.tv', ('bearer', 0), 'Twitch OAuth 토큰')
def _v():
    return [('TWITCH_OAUTH_TOKEN', rs(30, LOWNUM), True)]


@vend('PlanetScale', 'PlanetScale service token', 'global', None, ('none',), 'PlanetScale 서비스 토큰')
def _v():
    return [('PLANETSCALE_SERVICE_TOKEN_ID', rs(12, LOWNUM), False),
            ('PLANETSCALE_SERVICE_TOKEN', 'pscale_tkn_' + rs(43, B64URL), True)]


@vend('Neon', 'Neon API key', 'global', 'console.neon.tech', ('bearer', 0), 'Neon API 키')
def _v():
    return [('NEON_API_KEY', 'napi_' + rs(64, LOWNUM), True)]


@vend('Upstash', 'Upstash Redis REST token', 'global', 'apn1-warm-owl-33511.upstash.io', ('bearer', 0), 'Upstash REST 토큰')
def _v():
    return [('UPSTASH_REDIS_REST_TOKEN', 'AY' + rs(rint(70, 80), B64URL) + '=', True)]


@vend('Resend', 'Resend API key', 'global', 'api.resend.com', ('bearer', 0), 'Resend API 키')
def _v():
    return [('RESEND_API_KEY', 're_' + rs(8) + '_' + rs(24), True)]


@vend('Postmark', 'Postmark server token', 'global', 'api.postmarkapp.com', ('header', 'X-Postmark-Server-Token', 0), 'Postmark 서버 토큰')
def _v():
    return [('POSTMARK_SERVER_TOKEN', ruuid(), True)]


@vend('Pinecone', 'Pinecone API key', 'global', 'api.pinecone.io', ('header', 'Api-Key', 0), 'Pinecone API 키')
def _v():
    return [('PINECONE_API_KEY', 'pcsk_' + rs(6) + '_' + rs(63), True)]


@vend('Vercel', 'Vercel access token', 'global', 'api.vercel.com', ('bearer', 0), 'Vercel 토큰')
def _v():
    return [('VERCEL_TOKEN', rs(24), True)]


@vend('Elastic', 'Elasticsearch API key', 'global', 'es.acme.internal:9200', ('prefix', 'ApiKey', 0), 'Elasticsearch API 키')
def _v():
    return [('ES_API_KEY', b64e((rs(20, B64URL) + ':' + rs(22, B64URL)).encode()), True)]


@vend('Kubernetes', 'Kubernetes service account token', 'global', 'kubernetes.default.svc', ('bearer', 0), '쿠버네티스 서비스 계정 토큰')
def _v():
    t = ts_epoch()
    ns = pick(['ci', 'argocd', 'monitoring', 'payments'])
    sa = pick(['deployer', 'argocd-manager', 'prom-scraper', 'ci-runner'])
    p = {'aud': ['https://kubernetes.default.svc'], 'exp': t + 31536000, 'iat': t,
         'iss': 'https://kubernetes.default.svc',
         'sub': 'system:serviceaccount:%s:%s' % (ns, sa)}
    return [('K8S_SA_TOKEN', jwt(p, 'RS256', 256, kid=rs(43, B64URL)), True)]


# ---------------------------------------------------------------- Korea
@vend('Naver Cloud', 'Naver Cloud Platform API key', 'korea', None, ('sign',), '네이버 클라우드 플랫폼 API 키')
def _v():
    return [('NCLOUD_ACCESS_KEY', rs(20, UPNUM), True), ('NCLOUD_SECRET_KEY', rs(40), True)]


@vend('Naver', 'Naver Developers client secret', 'korea', 'openapi.naver.com', ('headers', [('X-Naver-Client-Id', 0), ('X-Naver-Client-Secret', 1)]), '네이버 개발자센터 Client Secret')
def _v():
    return [('NAVER_CLIENT_ID', rs(20), False), ('NAVER_CLIENT_SECRET', rs(10), True)]


@vend('Kakao', 'Kakao REST API key', 'korea', 'dapi.kakao.com', ('prefix', 'KakaoAK', 0), '카카오 REST API 키')
def _v():
    return [('KAKAO_REST_API_KEY', hexs(32), True)]


@vend('Kakao', 'Kakao Admin key', 'korea', 'kapi.kakao.com', ('prefix', 'KakaoAK', 0), '카카오 어드민 키')
def _v():
    return [('KAKAO_ADMIN_KEY', hexs(32), True)]


@vend('Kakao', 'Kakao Login client secret', 'korea', None, ('none',), '카카오 로그인 Client Secret')
def _v():
    return [('KAKAO_CLIENT_SECRET', rs(32), True)]


@vend('Toss Payments', 'Toss Payments secret key', 'korea', 'api.tosspayments.com', ('basic_tok', 0), '토스페이먼츠 시크릿 키')
def _v():
    return [('TOSS_SECRET_KEY', pick(['live_sk_', 'live_gsk_']) + rs(20), True)]


@vend('PortOne', 'PortOne V2 API secret', 'korea', 'api.portone.io', ('prefix', 'PortOne', 0), '포트원 V2 API Secret')
def _v():
    return [('PORTONE_API_SECRET', rs(80), True)]


@vend('PortOne', 'PortOne (iamport) REST API key and secret', 'korea', None, ('none',), '아임포트 REST API 키/시크릿')
def _v():
    return [('IMP_KEY', digits(16), True), ('IMP_SECRET', rs(80), True)]


@vend('Solapi', 'Solapi (CoolSMS) API key', 'korea', None, ('sign',), '솔라피 API 키')
def _v():
    return [('SOLAPI_API_KEY', 'NCS' + rs(13, UPNUM), True), ('SOLAPI_API_SECRET', rs(32, UPNUM), True)]


@vend('Aligo', 'Aligo SMS API key', 'korea', 'apis.aligo.in', ('none',), '알리고 SMS API 키')
def _v():
    return [('ALIGO_USER_ID', pick(['acmekr', 'shopdev', 'noti2025']), False), ('ALIGO_API_KEY', rs(32, LOWNUM), True)]


@vend('Channel Corp', 'Channel Talk access key and secret', 'korea', 'api.channel.io', ('headers', [('x-access-key', 0), ('x-access-secret', 1)]), '채널톡 액세스 키/시크릿')
def _v():
    return [('CHANNEL_ACCESS_KEY', hexs(24), True), ('CHANNEL_ACCESS_SECRET', hexs(32), True)]


@vend('Sendbird', 'Sendbird API token', 'korea', 'api-%s.sendbird.com', ('header', 'Api-Token', 1), '센드버드 API 토큰')
def _v():
    return [('SENDBIRD_APP_ID', ruuid().upper(), False), ('SENDBIRD_API_TOKEN', hexs(40), True)]


@vend('data.go.kr', 'data.go.kr service key', 'korea', 'apis.data.go.kr', ('query', 'serviceKey', 0), '공공데이터포털 서비스키')
def _v():
    raw = b64e(rb(64))
    return [('DATA_GO_KR_SERVICE_KEY', pct(raw) if chance(0.5) else raw, True)]


@vend('Upbit', 'Upbit Open API keys', 'korea', None, ('sign',), '업비트 Open API 키')
def _v():
    return [('UPBIT_OPEN_API_ACCESS_KEY', rs(40), True), ('UPBIT_OPEN_API_SECRET_KEY', rs(40), True)]


@vend('Bithumb', 'Bithumb API keys', 'korea', None, ('sign',), '빗썸 API 키')
def _v():
    return [('BITHUMB_API_KEY', hexs(32), True), ('BITHUMB_SECRET_KEY', hexs(32), True)]


@vend('Korea Investment', 'KIS Open API app key and secret', 'korea', 'openapi.koreainvestment.com:9443', ('headers', [('appkey', 0), ('appsecret', 1)]), '한국투자증권 KIS 앱키/앱시크릿')
def _v():
    return [('KIS_APP_KEY', 'PS' + rs(34), True), ('KIS_APP_SECRET', rs(180, B64), True)]


@vend('NHN Cloud', 'NHN Cloud Notification secret key', 'korea', 'api-sms.cloud.toast.com', ('header', 'X-Secret-Key', 1), 'NHN Cloud 시크릿 키')
def _v():
    return [('NHN_APPKEY', rs(16), False), ('NHN_SECRET_KEY', rs(8), True)]


@vend('Kakao', 'KakaoPay secret key', 'korea', 'open-api.kakaopay.com', ('prefix', 'SECRET_KEY', 0), '카카오페이 시크릿 키')
def _v():
    return [('KAKAOPAY_SECRET_KEY', pick(['PRD', 'DEV']) + rs(37, HEXU), True)]


@vend('Naver', 'Naver Pay client secret', 'korea', 'dev.apis.naver.com', ('headers', [('X-Naver-Client-Id', 0), ('X-Naver-Client-Secret', 1)]), '네이버페이 Client Secret')
def _v():
    return [('NAVERPAY_CLIENT_ID', rs(20), False), ('NAVERPAY_CLIENT_SECRET', rs(10), True)]


@vend('Coupang', 'Coupang Open API keys', 'korea', None, ('sign',), '쿠팡 Open API 키')
def _v():
    return [('COUPANG_ACCESS_KEY', ruuid(), True), ('COUPANG_SECRET_KEY', hexs(40), True)]


@vend('NICEPAY', 'NICEPAY secret key', 'korea', 'api.nicepay.co.kr', ('basic_pair', 0, 1), '나이스페이 시크릿 키')
def _v():
    return [('NICEPAY_CLIENT_KEY', 'R2_' + hexs(32), False), ('NICEPAY_SECRET_KEY', hexs(32), True)]


# ---------------------------------------------------------------- Japan
@vend('LY Corp', 'LINE Messaging API channel token', 'japan', 'api.line.me', ('bearer', 1), 'LINE 채널 액세스 토큰')
def _v():
    return [('LINE_CHANNEL_SECRET', hexs(32), True),
            ('LINE_CHANNEL_ACCESS_TOKEN', rs(171, B64) + '=', True)]


@vend('LY Corp', 'LINE Notify token', 'japan', 'notify-api.line.me', ('bearer', 0), 'LINE Notify 토큰')
def _v():
    return [('LINE_NOTIFY_TOKEN', rs(43), True)]


@vend('Chatwork', 'Chatwork API token', 'japan', 'api.chatwork.com', ('header', 'X-ChatWorkToken', 0), 'Chatwork API 토큰')
def _v():
    return [('CHATWORK_API_TOKEN', hexs(32), True)]


@vend('Nulab', 'Backlog API key', 'japan', 'acme.backlog.jp', ('query', 'apiKey', 0), 'Backlog API 키')
def _v():
    return [('BACKLOG_API_KEY', rs(64), True)]


@vend('PAY.JP', 'PAY.JP secret key', 'japan', 'api.pay.jp', ('basic_tok', 0), 'PAY.JP 시크릿 키')
def _v():
    return [('PAYJP_SECRET_KEY', 'sk_live_' + hexs(48), True)]


@vend('KOMOJU', 'KOMOJU secret key', 'japan', 'komoju.com', ('basic_tok', 0), 'KOMOJU 시크릿 키')
def _v():
    return [('KOMOJU_SECRET_KEY', 'sk_live_' + rs(25, LOWNUM), True)]


@vend('Sakura Internet', 'Sakura Cloud API token', 'japan', 'secure.sakura.ad.jp', ('basic_pair', 0, 1), '사쿠라 클라우드 API 토큰')
def _v():
    return [('SAKURACLOUD_ACCESS_TOKEN', ruuid(), True), ('SAKURACLOUD_ACCESS_TOKEN_SECRET', rs(64), True)]


@vend('Rakuten', 'Rakuten application secret', 'japan', None, ('none',), '라쿠텐 애플리케이션 시크릿')
def _v():
    return [('RAKUTEN_APP_ID', digits(19), False), ('RAKUTEN_APP_SECRET', hexs(40), True)]


@vend('Cybozu', 'kintone API token', 'japan', 'acme.cybozu.com', ('header', 'X-Cybozu-API-Token', 0), 'kintone API 토큰')
def _v():
    return [('KINTONE_API_TOKEN', rs(40), True)]


@vend('freee', 'freee access token', 'japan', 'api.freee.co.jp', ('bearer', 0), 'freee 액세스 토큰')
def _v():
    return [('FREEE_ACCESS_TOKEN', rs(43, B64URL), True)]


@vend('GMO Payment Gateway', 'GMO-PG shop password', 'japan', None, ('none',), 'GMO-PG 샵 패스워드')
def _v():
    return [('GMO_SHOP_ID', 'tshop' + digits(8, False), False), ('GMO_SHOP_PASS', rs(8, LOWNUM), True)]


# ---------------------------------------------------------------- China
@vend('Alibaba Cloud', 'Alibaba Cloud AccessKey', 'china', None, ('sign',), '알리바바 클라우드 AccessKey')
def _v():
    return [('ALIBABA_CLOUD_ACCESS_KEY_ID', 'LTAI5t' + rs(18), True),
            ('ALIBABA_CLOUD_ACCESS_KEY_SECRET', rs(30), True)]


@vend('Tencent Cloud', 'Tencent Cloud SecretId/SecretKey', 'china', None, ('sign',), '텐센트 클라우드 SecretId/SecretKey')
def _v():
    return [('TENCENTCLOUD_SECRET_ID', 'AKID' + rs(32), True), ('TENCENTCLOUD_SECRET_KEY', rs(32), True)]


@vend('Baidu', 'Baidu AI Cloud API Key/Secret Key', 'china', 'aip.baidubce.com', ('none',), '바이두 AI 클라우드 API Key/Secret Key')
def _v():
    return [('BAIDU_API_KEY', rs(24), True), ('BAIDU_SECRET_KEY', rs(32), True)]


@vend('Huawei Cloud', 'Huawei Cloud AK/SK', 'china', None, ('sign',), '화웨이 클라우드 AK/SK')
def _v():
    return [('HUAWEICLOUD_SDK_AK', rs(20, UPNUM), True), ('HUAWEICLOUD_SDK_SK', rs(40), True)]


@vend('Tencent', 'WeChat AppSecret', 'china', 'api.weixin.qq.com', ('query2', [('appid', 0), ('secret', 1)]), '위챗 AppSecret')
def _v():
    return [('WECHAT_APPID', 'wx' + hexs(16), False), ('WECHAT_APPSECRET', hexs(32), True)]


@vend('DingTalk', 'DingTalk AppSecret', 'china', None, ('none',), '딩톡 AppSecret')
def _v():
    return [('DINGTALK_APP_KEY', 'ding' + rs(16, LOWNUM), False), ('DINGTALK_APP_SECRET', rs(64, B64URL), True)]


@vend('ByteDance', 'Feishu app secret', 'china', None, ('none',), '페이슈 app_secret')
def _v():
    return [('FEISHU_APP_ID', 'cli_' + hexs(16), False), ('FEISHU_APP_SECRET', rs(32), True)]


@vend('Qiniu', 'Qiniu AK/SK', 'china', None, ('sign',), '치뉴 AK/SK')
def _v():
    return [('QINIU_ACCESS_KEY', rs(40, B64URL), True), ('QINIU_SECRET_KEY', rs(40, B64URL), True)]


@vend('ByteDance', 'Volcengine AK/SK', 'china', None, ('sign',), '볼케엔진 AK/SK')
def _v():
    return [('VOLC_ACCESSKEY', 'AKLT' + rs(43, B64URL), True), ('VOLC_SECRETKEY', b64e(rb(45)), True)]


@vend('DeepSeek', 'DeepSeek API key', 'china', 'api.deepseek.com', ('bearer', 0), 'DeepSeek API 키')
def _v():
    return [('DEEPSEEK_API_KEY', 'sk-' + hexs(32), True)]


@vend('Moonshot AI', 'Moonshot (Kimi) API key', 'china', 'api.moonshot.cn', ('bearer', 0), 'Moonshot API 키')
def _v():
    return [('MOONSHOT_API_KEY', 'sk-' + rs(48), True)]


@vend('Zhipu AI', 'Zhipu GLM API key', 'china', 'open.bigmodel.cn', ('bearer', 0), '즈푸 GLM API 키')
def _v():
    return [('ZHIPUAI_API_KEY', hexs(32) + '.' + rs(16), True)]


@vend('Gitee', 'Gitee private token', 'china', 'gitee.com', ('query', 'access_token', 0), 'Gitee 개인 토큰')
def _v():
    return [('GITEE_TOKEN', hexs(32), True)]


@vend('Alibaba Cloud', 'DashScope API key', 'china', 'dashscope.aliyuncs.com', ('bearer', 0), 'DashScope API 키')
def _v():
    return [('DASHSCOPE_API_KEY', 'sk-' + hexs(32), True)]


# ---------------------------------------------------------------- Europe
@vend('Mollie', 'Mollie live API key', 'europe', 'api.mollie.com', ('bearer', 0), 'Mollie 라이브 API 키')
def _v():
    return [('MOLLIE_API_KEY', 'live_' + rs(30), True)]


@vend('Adyen', 'Adyen API key', 'europe', 'checkout-live.adyenpayments.com', ('header', 'X-API-Key', 0), 'Adyen API 키')
def _v():
    return [('ADYEN_API_KEY', 'AQE' + rs(rint(140, 160), B64), True)]


@vend('GoCardless', 'GoCardless live access token', 'europe', 'api.gocardless.com', ('bearer', 0), 'GoCardless 액세스 토큰')
def _v():
    return [('GOCARDLESS_ACCESS_TOKEN', 'live_' + rs(40, B64URL), True)]


@vend('Scaleway', 'Scaleway API key', 'europe', 'api.scaleway.com', ('header', 'X-Auth-Token', 1), 'Scaleway API 키')
def _v():
    return [('SCW_ACCESS_KEY', 'SCW' + rs(17, UPNUM), True), ('SCW_SECRET_KEY', ruuid(), True)]


@vend('OVHcloud', 'OVHcloud application secret and consumer key', 'europe', None, ('sign',), 'OVHcloud 애플리케이션 시크릿')
def _v():
    return [('OVH_APPLICATION_KEY', rs(16), False), ('OVH_APPLICATION_SECRET', rs(32), True),
            ('OVH_CONSUMER_KEY', rs(32), True)]


@vend('Hetzner', 'Hetzner Cloud API token', 'europe', 'api.hetzner.cloud', ('bearer', 0), 'Hetzner Cloud API 토큰')
def _v():
    return [('HCLOUD_TOKEN', rs(64), True)]


@vend('Wise', 'Wise API token', 'europe', 'api.transferwise.com', ('bearer', 0), 'Wise API 토큰')
def _v():
    return [('WISE_API_TOKEN', ruuid(), True)]


@vend('bunq', 'bunq API key', 'europe', None, ('none',), 'bunq API 키')
def _v():
    return [('BUNQ_API_KEY', hexs(64), True)]


@vend('Pusher', 'Pusher Channels app secret', 'europe', None, ('none',), 'Pusher 앱 시크릿')
def _v():
    return [('PUSHER_APP_ID', digits(7), False), ('PUSHER_KEY', hexs(20), False), ('PUSHER_SECRET', hexs(20), True)]


@vend('Spotify', 'Spotify client secret', 'europe', 'accounts.spotify.com', ('basic_pair', 0, 1), 'Spotify 클라이언트 시크릿')
def _v():
    return [('SPOTIFY_CLIENT_ID', hexs(32), False), ('SPOTIFY_CLIENT_SECRET', hexs(32), True)]


@vend('DeepL', 'DeepL API Free key', 'europe', 'api-free.deepl.com', ('prefix', 'DeepL-Auth-Key', 0), 'DeepL API 키')
def _v():
    return [('DEEPL_AUTH_KEY', ruuid() + ':fx', True)]


@vend('Infobip', 'Infobip API key', 'europe', '%s.api.infobip.com', ('prefix', 'App', 0), 'Infobip API 키')
def _v():
    return [('INFOBIP_API_KEY', hexs(32) + '-' + ruuid(), True)]


@vend('Brevo', 'Brevo API key', 'europe', 'api.brevo.com', ('header', 'api-key', 0), 'Brevo API 키')
def _v():
    return [('BREVO_API_KEY', 'xkeysib-' + hexs(64) + '-' + rs(16), True)]


@vend('Mailjet', 'Mailjet API key pair', 'europe', 'api.mailjet.com', ('basic_pair', 0, 1), 'Mailjet API 키')
def _v():
    return [('MJ_APIKEY_PUBLIC', hexs(32), True), ('MJ_APIKEY_PRIVATE', hexs(32), True)]


@vend('Vonage', 'Vonage API secret', 'europe', 'rest.nexmo.com', ('query2', [('api_key', 0), ('api_secret', 1)]), 'Vonage API 시크릿')
def _v():
    return [('VONAGE_API_KEY', hexs(8), False), ('VONAGE_API_SECRET', rs(16), True)]


@vend('Klarna', 'Klarna API credentials', 'europe', 'api.klarna.com', ('basic_pair', 0, 1), 'Klarna API 자격 증명')
def _v():
    return [('KLARNA_USERNAME', 'PK' + digits(5) + '_' + hexs(12), False),
            ('KLARNA_PASSWORD', 'klarna_live_api_' + rs(40, B64URL), True)]


@vend('Bird', 'MessageBird access key', 'europe', 'rest.messagebird.com', ('prefix', 'AccessKey', 0), 'MessageBird 액세스 키')
def _v():
    return [('MESSAGEBIRD_ACCESS_KEY', rs(25), True)]


@vend('SumUp', 'SumUp secret API key', 'europe', 'api.sumup.com', ('bearer', 0), 'SumUp 시크릿 키')
def _v():
    return [('SUMUP_API_KEY', 'sup_sk_' + rs(32), True)]


@vend('Paddle', 'Paddle Billing API key', 'europe', 'api.paddle.com', ('bearer', 0), 'Paddle API 키')
def _v():
    return [('PADDLE_API_KEY', 'pdl_live_apikey_01' + rs(24, LOWNUM) + '_' + rs(22) + '_' + rs(3), True)]


@vend('Qonto', 'Qonto API secret key', 'europe', 'thirdparty.qonto.com', ('pairhdr', 0, 1), 'Qonto API 시크릿 키')
def _v():
    return [('QONTO_LOGIN', pick(['acme-sas', 'bistro-paris', 'atelier-lyon']) + '-' + rs(4, LOWNUM), False),
            ('QONTO_SECRET_KEY', rs(32, LOWNUM), True)]


@vend('Sinch', 'Sinch SMS API token', 'europe', 'us.sms.api.sinch.com', ('bearer', 1), 'Sinch API 토큰')
def _v():
    return [('SINCH_SERVICE_PLAN_ID', hexs(32), False), ('SINCH_API_TOKEN', hexs(32), True)]


def host_for(spec, items):
    h = spec['host'] or ''
    if '%d' in h:                       # Mailchimp: data centre from the key suffix
        h = h % int(items[0][1].rsplit('-us', 1)[1])
    elif '%s' in h:
        h = h % rs(rint(6, 12), LOWNUM)
    return h


def auth_lines(spec, items):
    """HTTP auth for a vendor: (header lines, url path/query suffix, extra listed secrets).
    Returns None when the vendor authenticates by request signing / SDK only."""
    a = spec['auth']
    kind = a[0]
    val = lambda i: items[i][1]
    if kind == 'bearer':
        return ['Authorization: Bearer ' + val(a[1])], '', []
    if kind == 'prefix':
        p = a[1]
        sep = '' if p.endswith('=') or p == '' else ' '
        return ['Authorization: ' + p + sep + val(a[2])], '', []
    if kind == 'header':
        return [a[1] + ': ' + val(a[2])], '', []
    if kind == 'headers':
        return [h + ': ' + val(i) for h, i in a[1]], '', []
    if kind == 'basic_tok':
        b = b64e((val(a[1]) + ':').encode())
        return ['Authorization: Basic ' + b], '', [b]
    if kind == 'basic_user':
        b = b64e((a[1] + ':' + val(a[2])).encode())
        return ['Authorization: Basic ' + b], '', [b]
    if kind == 'basic_pair':
        b = b64e((val(a[1]) + ':' + val(a[2])).encode())
        return ['Authorization: Basic ' + b], '', [b]
    if kind == 'pairhdr':
        return ['Authorization: ' + val(a[1]) + ':' + val(a[2])], '', []
    if kind == 'query':
        return [], '?%s=%s' % (a[1], val(a[2])), []
    if kind == 'query2':
        return [], '?' + '&'.join('%s=%s' % (k, val(i)) for k, i in a[1]), []
    if kind == 'path':
        return [], a[1].replace('{0}', val(0)), []
    return None


# =====================================================================
# Part 3 - people, places, passwords
# =====================================================================
EN_NAMES = ['Alice', 'Marcus', 'Priya', 'Tom', 'Elena', 'Kenji', 'Sofia', 'Daniel', 'Fatima',
            'Lukas', 'Grace', 'Omar', 'Hannah', 'Mateo', 'Chloe', 'Ravi', 'Nora', 'Jonas']
KO_NAMES = ['김민수', '이서연', '박지훈', '최유진', '정하늘', '강도윤', '윤서아', '장민재', '임지우',
            '한예린', '오준호', '서지민', '신동현', '권나래', '황보영', '송태민', '조은비', '배수빈']
KO_ROMAN = ['minsu', 'seoyeon', 'jihoon', 'yujin', 'haneul', 'doyoon', 'seoa', 'minjae', 'jiwoo',
            'yerin', 'junho', 'jimin', 'donghyun', 'narae', 'boyoung', 'taemin', 'eunbi', 'subin']
SERVICES = ['billing-api', 'order-service', 'notify-worker', 'auth-gateway', 'search-indexer',
            'payments-core', 'settlement-batch', 'admin-web', 'mobile-bff', 'report-cron',
            'inventory-sync', 'chat-relay', 'media-uploader', 'crm-connector', 'ledger',
            'partner-webhooks', 'data-pipeline', 'recommendation-api', 'coupon-service', 'shipping-tracker']
ENVS_EN = ['staging', 'production', 'dev', 'QA', 'sandbox', 'loadtest', 'prod-kr', 'DR']
ENVS_KO = ['스테이징', '운영', '개발', 'QA', '샌드박스', '부하 테스트 클러스터', 'prod-kr', 'DR 환경']
HOSTS = ['db-prod-01.internal', 'pg.staging.acme.local', '10.20.3.14', 'mysql-main.corp.kr', 'rds-orders.c8x2ab.ap-northeast-2.rds.amazonaws.com',
         'mongo-0.mongo.svc.cluster.local', 'redis.cache.internal', 'mq01.acme.local', 'bastion.acme.io',
         'nas01.office.lan', 'sql-erp.corp.local', '192.168.10.25', 'ldap.corp.acme.com', 'ftp.partner-logistics.co.kr',
         'es-logs.internal', 'kafka-1.stream.internal', 'smtp.worksmobile.com', 'db.dev.acme.kr']
DB_USERS = ['app', 'admin', 'root', 'svc_orders', 'readonly', 'etl_user', 'report', 'postgres', 'sa', 'deploy',
            'django', 'grafana', 'replicator', 'backup_op', 'jenkins', 'airflow']
DBNAMES = ['orders', 'shop', 'ledger', 'analytics', 'crm', 'app_production', 'inventory', 'auth', 'billing', 'hr']
WORDS = ['maple', 'harbor', 'copper', 'violet', 'tundra', 'falcon', 'lantern', 'pepper', 'orbit', 'willow',
         'canyon', 'ember', 'glacier', 'saffron', 'meadow', 'quartz', 'thunder', 'biscuit', 'marble', 'nimbus',
         'pixel', 'rocket', 'sparrow', 'tango', 'velvet', 'walrus', 'zephyr', 'anchor', 'bramble', 'cobalt',
         'dragon', 'fig', 'gadget', 'hazel', 'igloo', 'jasper', 'kettle', 'lobster', 'mango', 'noodle']
CAP_WORDS = ['Summer', 'Winter', 'Spring', 'Autumn', 'Welcome', 'Dragon', 'Sunshine', 'Monkey', 'Tiger',
             'Galaxy', 'Coffee', 'Rainbow', 'Phoenix', 'Soccer', 'Busan', 'Seoul', 'Jeju', 'Hanriver',
             'Mustang', 'Purple', 'Ocean', 'Shadow', 'Kimchi', 'Bulgogi', 'Tokyo', 'London', 'Berlin']
KO_WORDS = ['사랑해', '행복', '하늘', '바다', '우리집', '고양이', '강아지', '봄날', '여름밤', '가을', '겨울왕국',
            '별빛', '달빛', '서울', '부산', '제주도', '대한민국', '안녕하세요', '비밀', '토끼', '호랑이',
            '무지개', '커피', '라면', '김치찌개', '떡볶이', '우리아기', '보고싶다', '하나둘셋', '해바라기',
            '첫눈', '소나무', '감자', '고구마', '바람', '행운', '민들레', '초코', '곰돌이', '다람쥐']
PW_PUNCT = '!#$%*+-.=?@^_~:;,/|()[]{}'
SAFE_PUNCT = '!#%*+-.=?@^_~'

# 2-beolsik (standard Korean keyboard) mapping, to build passwords typed in the
# wrong input mode ("dkssudgktpdy" = 안녕하세요), a very common Korean habit.
_CHO = ['r', 'R', 's', 'e', 'E', 'f', 'a', 'q', 'Q', 't', 'T', 'd', 'w', 'W', 'c', 'z', 'x', 'v', 'g']
_JUNG = ['k', 'o', 'i', 'O', 'j', 'p', 'u', 'P', 'h', 'hk', 'ho', 'hl', 'y', 'n', 'nj', 'np', 'nl', 'b', 'm', 'ml', 'l']
_JONG = ['', 'r', 'R', 'rt', 's', 'sw', 'sg', 'e', 'f', 'fr', 'fa', 'fq', 'ft', 'fx', 'fv', 'fg', 'a', 'q', 'qt',
         't', 'T', 'd', 'w', 'c', 'z', 'x', 'v', 'g']


def ko_keys(word):
    out = []
    for ch in word:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(_CHO[c // 588] + _JUNG[(c % 588) // 28] + _JONG[c % 28])
        else:
            out.append(ch)
    return ''.join(out)


def pw_human():
    """person-style password: word + digits + punctuation"""
    w = pick(CAP_WORDS)
    style = rint(0, 5)
    if style == 0:
        s = w + str(rint(2019, 2026)) + pick('!@#$')
    elif style == 1:
        s = w.lower() + pick(['', '_', '.']) + pick(KO_ROMAN) + digits(rint(2, 4), False) + pick(['!', '!!', '', '#'])
    elif style == 2:
        s = pick(KO_ROMAN).capitalize() + '%02d%02d' % (rint(1, 12), rint(1, 28)) + pick('!@#*')
    elif style == 3:
        s = ''.join(pick([c, c.upper(), {'a': '4', 'e': '3', 'o': '0', 'i': '1', 's': '$'}.get(c, c)]) for c in w.lower() + pick(WORDS))
        s += digits(2, False)
    elif style == 4:
        s = w + pick(['@', '#', '_']) + pick(WORDS).capitalize() + str(rint(1, 99))
    else:
        s = pick(WORDS) + pick(WORDS).capitalize() + pick('!?*') + digits(rint(1, 3), False)
    if len(s) < 8:
        s += digits(8 - len(s) + 1, False)
    return s


def pw_passphrase(spaces_ok=False):
    n = rint(3, 5)
    ws = sample(WORDS, n)
    sep = pick(['-', '_', '.', ' '] if spaces_ok else ['-', '_', '.', ''])
    if sep == '':
        ws = [w.capitalize() for w in ws]
    s = sep.join(ws)
    if chance(0.6):
        s += sep + str(rint(1, 999)) if sep else str(rint(1, 999))
    return s


def pw_punct(n=None, punct=PW_PUNCT):
    n = n or rint(12, 24)
    while True:
        s = ''.join(pick(ALNUM + punct * 2) for _ in range(n))
        if sum(c in punct for c in s) >= 3 and any(c.isdigit() for c in s) and any(c.isalpha() for c in s):
            return s


def pw_korean_keyboard():
    w = pick(KO_WORDS)
    s = ko_keys(w)
    if len(s) < 6 or chance(0.4):
        s += ko_keys(pick(KO_WORDS))
    s += pick(['', '!', '!!', '@', '#', '^^']) + pick(['', digits(rint(2, 4), False)])
    if len(s) < 8:
        s += digits(8 - len(s), False) + '!'
    return s


def pw_hangul():
    s = pick(KO_WORDS) + pick(['', pick(KO_WORDS)]) + digits(rint(2, 4), False) + pick(['!', '!!', '@', '#', '*', '^^', ''])
    while len(s) < 8:
        s += pick(['!', '7', '*', '0'])
    return s


def pw_generated(n=None):
    return rs(n or rint(16, 32), ALNUM + SAFE_PUNCT) if chance(0.5) else rs(n or rint(20, 40))


def pw_any(spaces_ok=False, ascii_only=False):
    kinds = ['human', 'human', 'pass', 'punct', 'punct', 'kbd', 'gen', 'gen']
    if not ascii_only:
        kinds += ['hangul']
    k = pick(kinds)
    if k == 'human':
        return pw_human(), 'human-style password'
    if k == 'pass':
        return pw_passphrase(spaces_ok), 'passphrase'
    if k == 'punct':
        return pw_punct(), 'punctuation-heavy password'
    if k == 'kbd':
        return pw_korean_keyboard(), 'Korean-keyboard password'
    if k == 'hangul':
        return pw_hangul(), 'Hangul password'
    return pw_generated(), 'generated password'


def pct_userinfo(s):
    """percent-encode a password for the userinfo part of a URL (as people do)"""
    return urllib.parse.quote(s, safe='')


# =====================================================================
# Part 4 - containers: how a value gets pasted into a note
# =====================================================================
GLOBAL_FORBID = '"\'\\`\n'     # never inside a value that goes into a container


def to_snake(k):
    return k.lower()


def to_camel(k):
    p = k.lower().split('_')
    return p[0] + ''.join(x.capitalize() for x in p[1:])


def to_pascal(k):
    return ''.join(x.capitalize() for x in k.lower().split('_'))


def to_dot(k):
    return k.lower().replace('_', '.')


def to_kebab(k):
    return k.lower().replace('_', '-')


def filler_pairs(n):
    pool = [('APP_ENV', pick(['staging', 'production', 'development'])), ('PORT', pick(['8080', '3000', '8000', '5000'])),
            ('LOG_LEVEL', pick(['debug', 'info', 'warn'])), ('AWS_REGION', pick(['ap-northeast-2', 'us-east-1', 'ap-northeast-1', 'eu-central-1'])),
            ('DB_HOST', pick(HOSTS)), ('TZ', pick(['Asia/Seoul', 'UTC', 'Asia/Tokyo'])),
            ('FEATURE_NEW_CHECKOUT', pick(['true', 'false'])), ('HTTP_TIMEOUT_MS', pick(['3000', '5000', '15000'])),
            ('REDIS_DB', str(rint(0, 9))), ('WORKER_CONCURRENCY', str(rint(2, 16))),
            ('CALLBACK_URL', 'https://' + pick(['api.acme.kr', 'hooks.shop-demo.com', 'stg.acme.io']) + '/callbacks/' + pick(['pay', 'sms', 'push'])),
            ('SERVICE_NAME', pick(SERVICES)), ('MAX_RETRIES', str(rint(2, 6))), ('CACHE_TTL_SECONDS', str(pick([60, 300, 900, 3600])))]
    return sample(pool, n)


def mix(pairs, nfill=None):
    """insert filler pairs around the real pairs; the real ones land at start, middle or end"""
    nfill = rint(0, 3) if nfill is None else nfill
    fill = filler_pairs(nfill)
    pos = pick(['start', 'middle', 'end', 'spread'])
    if pos == 'start':
        return pairs + fill
    if pos == 'end':
        return fill + pairs
    if pos == 'middle':
        h = len(fill) // 2
        return fill[:h] + pairs + fill[h:]
    out = list(fill)
    for p in pairs:
        out.insert(rint(0, len(out)), p)
    return out


def needs_quote(v):
    return any(c in v for c in ' #$;!*?[]{}|,:%@^=~()/+') or v == ''


def q_env(v):
    if '$' in v:
        return "'" + v + "'"
    return '"' + v + '"' if needs_quote(v) else v


def q_sh(v):
    return "'" + v + "'" if needs_quote(v) or not v.isascii() else v


def q_yaml(v):
    if needs_quote(v) or v[:1] in '-?&!*%@`' or v.lower() in ('yes', 'no', 'true', 'false', 'on', 'off', 'null') or v.isdigit():
        return '"' + v + '"'
    return v


# Each container: fn(pairs, svc) -> (text, file label).  'forbid' lists extra
# characters the values must not contain, 'spaces' whether values may hold spaces.
CONTAINERS = {}


def container(name, forbid='', spaces=False, weight=1):
    def deco(fn):
        CONTAINERS[name] = {'fn': fn, 'forbid': forbid, 'spaces': spaces, 'weight': weight}
        return fn
    return deco


@container('dotenv', weight=8, spaces=True)
def c_dotenv(pairs, svc):
    f = pick(['.env', '.env.local', '.env.staging', '.env.production', 'deploy/.env', 'apps/%s/.env' % svc])
    lines = []
    if chance(0.3):
        lines.append('# ' + pick(['copied from 1Password, do not commit', '%s settings' % svc, 'updated ' + rdate(), 'local only']))
    lines += ['%s=%s' % (k, q_env(v)) for k, v in mix(pairs)]
    return '\n'.join(lines), f


@container('export', weight=4, spaces=True)
def c_export(pairs, svc):
    f = pick(['~/.bashrc', '~/.zshrc', 'scripts/env.sh', 'deploy.sh', 'setenv.sh'])
    return '\n'.join('export %s=%s' % (k, q_sh(v)) for k, v in mix(pairs, rint(0, 2))), f


@container('inline_env', weight=2, spaces=True)
def c_inline(pairs, svc):
    cmd = pick(['python manage.py runserver', 'node dist/server.js', 'npm run dev', './gradlew bootRun',
                'go run ./cmd/%s' % svc, 'uv run python -m %s' % svc.replace('-', '_'), 'docker compose up -d %s' % svc,
                'pnpm --filter %s start' % svc, 'bundle exec rails s'])
    return ' '.join('%s=%s' % (k, q_sh(v)) for k, v in pairs) + ' ' + cmd, 'run command'


@container('yaml', weight=4, spaces=True)
def c_yaml(pairs, svc):
    f = pick(['config.yaml', 'config/settings.yml', 'application.yml', 'values.yaml', 'group_vars/all.yml', 'secrets.local.yaml'])
    sect = pick([svc.split('-')[0], 'credentials', 'integrations', 'external', 'app'])
    lines = [sect + ':']
    for k, v in mix(pairs):
        lines.append('  %s: %s' % (to_snake(k), q_yaml(v)))
    return '\n'.join(lines), f


@container('json', weight=4, spaces=True)
def c_json(pairs, svc):
    f = pick(['config.json', 'appsettings.Development.json', 'secrets.json', 'local.settings.json', '.vscode/launch.json', 'firebase-functions.json'])
    if f == 'local.settings.json':
        obj = {'IsEncrypted': False, 'Values': {k: v for k, v in mix(pairs)}}
    elif f.startswith('appsettings'):
        obj = {'Logging': {'LogLevel': {'Default': 'Information'}}, to_pascal(svc.replace('-', '_')): {to_pascal(k): v for k, v in mix(pairs)}}
    else:
        obj = {to_camel(k): v for k, v in mix(pairs)}
    return json.dumps(obj, indent=2, ensure_ascii=False), f


@container('toml', weight=2, spaces=True)
def c_toml(pairs, svc):
    f = pick(['config.toml', 'settings.toml', '.streamlit/secrets.toml', 'wrangler.toml', 'Rocket.toml'])
    sect = pick(['credentials', svc.split('-')[0], 'default', 'env.production'])
    lines = ['[%s]' % sect] + ['%s = "%s"' % (to_snake(k), v) for k, v in mix(pairs)]
    return '\n'.join(lines), f


@container('ini', forbid='%', weight=2)
def c_ini(pairs, svc):
    f = pick(['settings.ini', 'config.ini', 'app.cfg', 'credentials', 'local.cfg'])
    sect = pick(['default', svc, 'api', 'prod'])
    lines = ['[%s]' % sect] + ['%s = %s' % (to_snake(k), v) for k, v in mix(pairs)]
    return '\n'.join(lines), f


@container('properties', weight=2)
def c_props(pairs, svc):
    f = pick(['application.properties', 'gradle.properties', 'src/main/resources/application-prod.properties', 'local.properties'])
    pre = pick(['app.', 'integration.', '', 'spring.cloud.'])
    return '\n'.join('%s%s=%s' % (pre, to_dot(k), v) for k, v in mix(pairs)), f


@container('xml', forbid='&<>', weight=2)
def c_xml(pairs, svc):
    if chance(0.5):
        lines = ['<appSettings>'] + ['  <add key="%s" value="%s" />' % (to_pascal(k), v) for k, v in mix(pairs)] + ['</appSettings>']
        return '\n'.join(lines), 'web.config'
    lines = ['<configuration>'] + ['  <%s>%s</%s>' % (to_camel(k), v, to_camel(k)) for k, v in mix(pairs)] + ['</configuration>']
    return '\n'.join(lines), pick(['settings.xml', 'app.config.xml', 'res/values/secrets.xml'])


@container('k8s_secret', weight=2, spaces=True)
def c_k8s_secret(pairs, svc):
    lines = ['apiVersion: v1', 'kind: Secret', 'metadata:', '  name: %s-secrets' % svc,
             '  namespace: %s' % pick(['default', 'prod', 'staging', 'payments']), 'type: Opaque', 'stringData:']
    lines += ['  %s: %s' % (k, q_yaml(v)) for k, v in pairs]
    return '\n'.join(lines), 'k8s/%s-secret.yaml' % svc


@container('k8s_env', weight=2, spaces=True)
def c_k8s_env(pairs, svc):
    lines = ['      containers:', '        - name: %s' % svc, '          image: registry.acme.io/%s:%s' % (svc, '1.%d.%d' % (rint(0, 20), rint(0, 9))), '          env:']
    for k, v in mix(pairs, rint(0, 2)):
        lines += ['            - name: %s' % k, '              value: %s' % q_yaml(v)]
    return '\n'.join(lines), 'deploy/%s.yaml' % svc


@container('compose', forbid='$', weight=2, spaces=True)
def c_compose(pairs, svc):
    lines = ['services:', '  %s:' % svc, '    image: %s:latest' % svc, '    environment:']
    if chance(0.5):
        lines += ['      - %s=%s' % (k, v) for k, v in mix(pairs, rint(0, 2))]
    else:
        lines += ['      %s: %s' % (k, q_yaml(v)) for k, v in mix(pairs, rint(0, 2))]
    return '\n'.join(lines), pick(['docker-compose.yml', 'compose.override.yaml', 'docker-compose.prod.yml'])


@container('dockerfile', forbid='$', weight=2)
def c_dockerfile(pairs, svc):
    kw = pick(['ENV', 'ARG'])
    lines = ['FROM %s' % pick(['python:3.12-slim', 'node:20-alpine', 'eclipse-temurin:21-jre', 'golang:1.23'])]
    lines += ['%s %s=%s' % (kw, k, q_env(v)) for k, v in pairs]
    lines += ['COPY . /app', 'CMD %s' % pick(['["python", "main.py"]', '["node", "server.js"]', '["java", "-jar", "app.jar"]'])]
    return '\n'.join(lines), 'Dockerfile'


@container('gha', weight=2, spaces=True)
def c_gha(pairs, svc):
    lines = ['jobs:', '  deploy:', '    runs-on: ubuntu-latest', '    env:']
    lines += ['      %s: %s' % (k, q_yaml(v)) for k, v in mix(pairs, rint(0, 2))]
    lines += ['    steps:', '      - uses: actions/checkout@v4', '      - run: ./scripts/deploy.sh %s' % svc]
    return '\n'.join(lines), '.github/workflows/deploy.yml'


@container('gitlab_ci', forbid='$', weight=1, spaces=True)
def c_gitlab(pairs, svc):
    lines = ['variables:'] + ['  %s: %s' % (k, q_yaml(v)) for k, v in mix(pairs, rint(0, 2))]
    lines += ['', 'deploy:', '  stage: deploy', '  script:', '    - ./deploy.sh %s' % svc]
    return '\n'.join(lines), '.gitlab-ci.yml'


@container('terraform', forbid='$%', weight=2, spaces=True)
def c_tf(pairs, svc):
    if chance(0.5):
        lines = ['variable "%s" {' % to_snake(pairs[0][0]), '  type      = string', '  default   = "%s"' % pairs[0][1], '  sensitive = true', '}']
        for k, v in pairs[1:]:
            lines += ['variable "%s" {' % to_snake(k), '  default = "%s"' % v, '}']
        return '\n'.join(lines), 'variables.tf'
    lines = ['provider "%s" {' % pick(['restapi', 'external', 'acme', 'http'])]
    lines += ['  %s = "%s"' % (to_snake(k), v) for k, v in pairs] + ['}']
    return '\n'.join(lines), pick(['main.tf', 'providers.tf'])


@container('python', weight=3, spaces=True)
def c_python(pairs, svc):
    if chance(0.5):
        lines = ['import os', ''] + ['%s = os.getenv("%s", "%s")' % (k, k, v) for k, v in pairs]
    else:
        lines = ['# settings.py'] + ['%s = "%s"' % (k, v) for k, v in mix(pairs, rint(0, 1))]
    return '\n'.join(lines), pick(['settings.py', 'config.py', 'scripts/sync.py', 'tests/conftest.py'])


@container('js', weight=3, spaces=True)
def c_js(pairs, svc):
    kw = pick(['const', 'export const'])
    if chance(0.5):
        body = ',\n'.join("  %s: '%s'" % (to_camel(k), v) for k, v in pairs)
        return '%s config = {\n%s\n};' % (kw, body), pick(['config.js', 'src/config.ts', 'next.config.mjs', 'scripts/seed.js'])
    return '\n'.join("%s %s = '%s';" % (kw, k, v) for k, v in pairs), pick(['src/constants.ts', 'lib/keys.js', 'server/index.js'])


@container('go', weight=2, spaces=True)
def c_go(pairs, svc):
    lines = ['const ('] + ['\t%s = "%s"' % (to_camel(k), v) for k, v in pairs] + [')']
    return '\n'.join(lines), pick(['internal/config/config.go', 'cmd/%s/main.go' % svc])


@container('java', weight=2, spaces=True)
def c_java(pairs, svc):
    lines = ['public final class Secrets {'] + ['    public static final String %s = "%s";' % (k, v) for k, v in pairs] + ['}']
    return '\n'.join(lines), 'src/main/java/com/acme/%s/Secrets.java' % svc.split('-')[0]


@container('kotlin', forbid='$', weight=1, spaces=True)
def c_kotlin(pairs, svc):
    lines = ['object ApiKeys {'] + ['    const val %s = "%s"' % (k, v) for k, v in pairs] + ['}']
    return '\n'.join(lines), 'app/src/main/java/com/acme/ApiKeys.kt'


@container('csharp', weight=1, spaces=True)
def c_csharp(pairs, svc):
    lines = ['internal static class Keys', '{'] + ['    public const string %s = "%s";' % (to_pascal(k), v) for k, v in pairs] + ['}']
    return '\n'.join(lines), 'Keys.cs'


@container('ruby', weight=1, spaces=True)
def c_ruby(pairs, svc):
    lines = ["ENV['%s'] ||= '%s'" % (k, v) for k, v in pairs]
    return '\n'.join(lines), pick(['config/initializers/keys.rb', 'config/application.rb'])


@container('php', weight=1, spaces=True)
def c_php(pairs, svc):
    lines = ['<?php'] + ["define('%s', '%s');" % (k, v) for k, v in pairs]
    return '\n'.join(lines), pick(['wp-config.php', 'config/keys.php'])


@container('rust', weight=1, spaces=True)
def c_rust(pairs, svc):
    lines = ['const %s: &str = "%s";' % (k, v) for k, v in pairs]
    return '\n'.join(lines), 'src/config.rs'


@container('swift', weight=1, spaces=True)
def c_swift(pairs, svc):
    lines = ['enum Secrets {'] + ['    static let %s = "%s"' % (to_camel(k), v) for k, v in pairs] + ['}']
    return '\n'.join(lines), 'App/Secrets.swift'


@container('powershell', weight=1, spaces=True)
def c_ps(pairs, svc):
    return '\n'.join("$env:%s = '%s'" % (k, v) for k, v in pairs), 'setup.ps1'


@container('systemd', forbid='%', weight=1, spaces=True)
def c_systemd(pairs, svc):
    lines = ['[Service]'] + ['Environment="%s=%s"' % (k, v) for k, v in pairs] + ['ExecStart=/opt/%s/bin/%s' % (svc, svc)]
    return '\n'.join(lines), '/etc/systemd/system/%s.service' % svc


@container('crontab', forbid='%', weight=1)
def c_cron(pairs, svc):
    env = ' '.join('%s=%s' % (k, q_sh(v)) for k, v in pairs)
    return '%s %s /opt/%s/run.sh >> /var/log/%s.log 2>&1' % (pick(['*/5 * * * *', '0 3 * * *', '30 9 * * 1-5']), env, svc, svc), 'crontab -l'


@container('jenkinsfile', weight=1, spaces=True)
def c_jenkins(pairs, svc):
    lines = ['pipeline {', '  agent any', '  environment {'] + ["    %s = '%s'" % (k, v) for k, v in pairs] + ['  }', '  stages { stage("deploy") { steps { sh "./deploy.sh" } } }', '}']
    return '\n'.join(lines), 'Jenkinsfile'


@container('sql', weight=1, spaces=True)
def c_sql(pairs, svc):
    k, v = pairs[0]
    rows = ["('%s', '%s', '%s')" % (svc, kk, vv) for kk, vv in pairs]
    return 'INSERT INTO integration_credentials (service, name, value) VALUES\n  ' + ',\n  '.join(rows) + ';', 'migrations/%s_seed.sql' % digits(4, False)


@container('log', weight=3, spaces=True)
def c_log(pairs, svc):
    ts = '2025-%02d-%02dT%s.%03dZ' % (rint(1, 12), rint(1, 28), rtime(), rint(0, 999))
    style = rint(0, 3)
    if style == 0:
        d = ', '.join("'%s': '%s'" % (to_snake(k), v) for k, v in mix(pairs, rint(1, 2)))
        return '%s DEBUG %s config loaded: {%s}' % (ts, svc, d), '%s.log' % svc
    if style == 1:
        return '\n'.join('%s INFO  [%s] env %s=%s' % (ts, svc, k, v) for k, v in mix(pairs, 1)), 'pod logs'
    if style == 2:
        kv = ' '.join('%s=%s' % (to_snake(k), v) for k, v in pairs)
        return 'time="%s" level=error msg="upstream rejected credentials" %s status=401 svc=%s' % (ts, kv, svc), 'journalctl'
    return '\n'.join('[%s] WARN  %s: using %s from environment (value=%s)' % (rtime(), svc, k, v) for k, v in pairs), 'CI log'


@container('stacktrace', weight=2, spaces=True)
def c_trace(pairs, svc):
    k, v = pairs[0]
    if chance(0.5):
        lines = ['Traceback (most recent call last):',
                 '  File "/app/%s/client.py", line %d, in _request' % (svc.replace('-', '_'), rint(40, 300)),
                 '    resp.raise_for_status()',
                 'requests.exceptions.HTTPError: 401 Client Error: Unauthorized',
                 'Local variables:']
        lines += ['    %s = %r' % (to_snake(kk), vv) for kk, vv in pairs]
        return '\n'.join(lines), 'Sentry event'
    lines = ['java.lang.IllegalStateException: authentication failed for %s=%s' % (to_camel(k), v),
             '\tat com.acme.%s.Client.call(Client.java:%d)' % (svc.split('-')[0], rint(40, 300)),
             '\tat com.acme.%s.Job.run(Job.java:%d)' % (svc.split('-')[0], rint(10, 90))]
    for kk, vv in pairs[1:]:
        lines.append('Caused by: java.lang.RuntimeException: %s=%s rejected' % (to_camel(kk), vv))
    return '\n'.join(lines), 'stack trace'


@container('diff', weight=2, spaces=True)
def c_diff(pairs, svc):
    f = pick(['.env.example', 'config/prod.env', 'deploy/values-prod.yaml', 'src/config.ts'])
    lines = ['--- a/' + f, '+++ b/' + f, '@@ -%d,4 +%d,5 @@' % (rint(1, 40), rint(1, 40))]
    for k, v in filler_pairs(1):
        lines.append(' %s=%s' % (k, v))
    for k, v in pairs:
        if chance(0.4):
            lines.append('-%s=' % k)
        lines.append('+%s=%s' % (k, v))
    return '\n'.join(lines), f


@container('table', forbid='|', weight=2, spaces=True)
def c_table(pairs, svc):
    lines = ['| key | value | note |', '|---|---|---|']
    for k, v in mix(pairs, rint(0, 2)):
        lines.append('| %s | %s | %s |' % (k, v, pick(['', svc, 'prod', 'rotated ' + rdate(), 'shared'])))
    return '\n'.join(lines), 'wiki table'


CUR = {'lang': 'en'}


@container('chat', weight=2, spaces=True)
def c_chat(pairs, svc):
    who = pick(EN_NAMES) if CUR['lang'] == 'en' else pick(KO_NAMES)
    forms = (['%s = %s', 'use this for %s -> %s', '%s: %s (not the staging one)', 'new %s is %s'] if CUR['lang'] == 'en'
             else ['%s = %s', '%s 이거요 %s', '%s: %s (스테이징 아님)', '%s 새 값 %s 입니다'])
    lines = []
    for k, v in pairs:
        lines.append('[%s] %s: %s' % (rtime()[:5], who, pick(forms) % (k, v)))
    return '\n'.join(lines), pick(['Slack DM', 'KakaoTalk', 'Teams chat', 'Discord'])


def container_ok(name, values):
    c = CONTAINERS[name]
    for v in values:
        if any(ch in v for ch in GLOBAL_FORBID + c['forbid']):
            return False
        if ' ' in v and not c['spaces']:
            return False
    return True


def pick_container(values, allow=None):
    names = allow or list(CONTAINERS.keys())
    pool = []
    for n in names:
        if container_ok(n, values):
            pool += [n] * CONTAINERS[n]['weight']
    return pick(pool)


def render(name, pairs, svc):
    text, f = CONTAINERS[name]['fn'](pairs, svc)
    return text, f


@vend('crates.io', 'crates.io API token', 'global', None, ('none',), 'crates.io API 토큰')
def _v():
    return [('CARGO_REGISTRY_TOKEN', 'cio' + rs(32), True)]


@vend('RubyGems', 'RubyGems API key', 'global', None, ('none',), 'RubyGems API 키')
def _v():
    return [('GEM_HOST_API_KEY', 'rubygems_' + hexs(48), True)]


@vend('NuGet', 'NuGet API key', 'global', None, ('none',), 'NuGet API 키')
def _v():
    return [('NUGET_API_KEY', 'oy2' + rs(43, LOWNUM), True)]


# =====================================================================
# Part 5a - prose banks (English / Korean)
# =====================================================================
# Slots: {V} what the credential is, {S} service, {E} environment, {F} file,
# {D} date.  Tags: 'any' fits passwords and tokens, 'api' only vendor keys.
SITUATIONS = [
    ('any',
     ("Deploying {S} to {E} failed with 401s; I did not know the {V} is read from {F} rather than from the CI variables.",
      "{S} only reads its credentials at startup, so after changing {F} the pods need a restart (`kubectl rollout restart deploy/{S}`).",
      "For {E}, should credentials come from {F} or from the CI settings?"),
     ("{E}에 {S} 배포가 401 로 실패했다. {V|를} CI 변수가 아니라 {F}에서 읽는다는 걸 몰랐다.",
      "{S|는} 기동 시에만 자격 증명을 읽기 때문에 {F|를} 바꾼 뒤에는 `kubectl rollout restart deploy/{S}` 로 재시작해야 한다.",
      "{E}에서는 자격 증명을 {F|와} CI 설정 중 어디서 가져와야 하는지?")),
    ('any',
     ("Setting up {S} locally, I didn't know which {V} to use, so the user pasted their working {F}.",
      "Without it the app silently switches to mock mode; check the startup banner for 'mock=true' before debugging anything else.",
      "Do you want me to use your personal credentials locally or a shared sandbox account?"),
     ("{S} 로컬 세팅 중 어떤 {V|를} 써야 할지 몰라서 사용자가 잘 돌아가는 {F|를} 붙여줬다.",
      "값이 없으면 앱이 조용히 mock 모드로 바뀐다. 다른 걸 디버깅하기 전에 기동 배너의 'mock=true' 부터 확인할 것.",
      "로컬에서는 개인 자격 증명을 쓸지, 공용 샌드박스 계정을 쓸지?")),
    ('any',
     ("The {V} for {S} had been rotated and I kept using a stale copy from {F}.",
      "After a rotation, grep the repo, the runners and the shared drive for the old value; three places still had it.",
      "Has the {V} been rotated since the last deploy, and where is the current value kept?"),
     ("{S}의 {V|가} 교체됐는데 {F}에 남은 옛 값을 계속 쓰고 있었다.",
      "교체 후에는 레포, 러너, 공유 드라이브 전체에서 옛 값을 grep 해야 한다. 세 군데에 아직 남아 있었다.",
      "지난 배포 이후 {V|가} 교체됐는지, 현재 값은 어디에 보관하는지?")),
    ('any',
     ("The nightly {S} job broke because the {V} was not visible inside the runner. The job definition lives in {F}.",
      "Variables exported in one CI step are gone in the next; they have to be set at job level or appended to $GITHUB_ENV.",
      "Which runner or job should own the {V} from now on?"),
     ("야간 {S} 잡이 러너 안에서 {V|를} 못 읽어서 깨졌다. 잡 정의는 {F}에 있다.",
      "한 CI step 에서 export 한 변수는 다음 step 에 남지 않는다. job 레벨로 두거나 $GITHUB_ENV 에 추가해야 한다.",
      "앞으로 {V|는} 어느 러너/잡이 관리해야 하는지?")),
    ('any',
     ("I was asked to move {S} to the secret manager and did not know which values were still hardcoded.",
      "The hardcoded values in {F} were the real source for {E}; when moving them, update the Helm values too or the old value wins.",
      "Which entries in {F} are still live and must be rotated after the move?"),
     ("{S|를} 시크릿 매니저로 옮기라는 요청을 받았는데 어떤 값이 아직 하드코딩돼 있는지 몰랐다.",
      "{E}의 실제 기준값은 {F}에 하드코딩된 값이었다. 옮길 때 Helm values 도 같이 바꾸지 않으면 옛 값이 이긴다.",
      "{F} 항목 중 아직 살아 있어서 이전 후 교체해야 할 것은?")),
    ('api',
     ("{S} calls were throttled in {E}; I didn't know {E} and production share the same {V}.",
      "Quota is counted per key. Give each environment its own key so load tests cannot starve production.",
      "Can we request a separate {V} for {E}?"),
     ("{E}에서 {S} 호출이 스로틀링됐다. {E|와} 운영이 같은 {V|를} 쓰는 줄 몰랐다.",
      "쿼터는 키 단위로 계산된다. 환경마다 키를 따로 발급해야 부하 테스트가 운영을 굶기지 않는다.",
      "{E}용 {V|를} 별도로 발급받을 수 있는지?")),
    ('any',
     ("Onboarding a new teammate, the user wanted the {S} setup steps written down; the values came from {F}.",
      "The README skipped the step where {F} is copied from the team vault, so fresh machines fail at the first call.",
      "Should the setup doc point to the vault entry instead of listing values?"),
     ("신규 입사자 온보딩용으로 {S} 세팅 절차를 정리해 달라고 했다. 값은 {F}에서 가져왔다.",
      "README 에 팀 볼트에서 {F|를} 복사하는 단계가 빠져 있어서 새 장비에서는 첫 호출부터 실패한다.",
      "세팅 문서에 값을 적는 대신 볼트 항목을 가리키게 할지?")),
    ('any',
     ("During the incident on {D} the user pasted raw output from {S}; I didn't realise it contained credentials.",
      "The logger dumps the whole config at DEBUG; keep LOG_LEVEL=info in {E} and add a masking filter.",
      "Is it OK to switch DEBUG logging off for {S} in {E}?"),
     ("{D} 장애 때 사용자가 {S}의 원본 출력을 붙여줬는데 자격 증명이 섞여 있는 줄 몰랐다.",
      "DEBUG 레벨에서 로거가 설정 전체를 찍는다. {E}에서는 LOG_LEVEL=info 로 두고 마스킹 필터를 추가하자.",
      "{E}에서 {S}의 DEBUG 로그를 꺼도 되는지?")),
    ('any',
     ("`terraform plan` for {S} kept showing a diff because a literal credential was committed in {F}.",
      "Mark the variable `sensitive` and feed it through TF_VAR_ variables; the literal from {F} had also landed in the state file.",
      "Can I remove the literal from {F} and rotate the value?"),
     ("{F}에 자격 증명 리터럴이 커밋돼 있어서 {S}의 `terraform plan` 이 계속 diff 를 냈다.",
      "변수를 `sensitive` 로 표시하고 TF_VAR_ 변수로 넘기자. {F}의 리터럴은 state 파일에도 들어가 있었다.",
      "{F}에서 리터럴을 지우고 값을 교체해도 되는지?")),
    ('api',
     ("I used the {E} {V} while testing against production and got confusing 403s from {S}.",
      "Keys are environment-scoped; check in the dashboard which environment a key belongs to before testing.",
      "Which key is meant for production and which one for {E}?"),
     ("운영 대상으로 테스트하면서 {E}용 {V|를} 써서 {S}에서 헷갈리는 403 이 났다.",
      "키는 환경별로 분리돼 있다. 테스트 전에 대시보드에서 어느 환경 키인지 확인할 것.",
      "어느 키가 운영용이고 어느 키가 {E}용인지?")),
    ('api',
     ("I didn't know the mobile build of {S} bakes the {V} in at compile time.",
      "BuildConfig/Info.plist values are readable from the shipped app; server-side credentials must stay in the backend.",
      "Can the app go through our backend instead of calling the vendor directly?"),
     ("{S} 모바일 빌드가 컴파일 시점에 {V|를} 박아 넣는다는 걸 몰랐다.",
      "BuildConfig/Info.plist 값은 배포된 앱에서 그대로 읽힌다. 서버용 자격 증명은 백엔드에만 둬야 한다.",
      "앱이 벤더를 직접 호출하지 않고 우리 백엔드를 거치게 해도 되는지?")),
    ('any',
     ("An Airflow DAG for {S} failed after the connection was re-created; the user showed the old settings from {F}.",
      "Airflow connections are not carried over by `airflow db migrate`; export them first with `airflow connections export`.",
      "Should I rebuild the Airflow connection from {F} or from the vault?"),
     ("커넥션을 다시 만든 뒤 {S}용 Airflow DAG 이 실패했다. 사용자가 {F}의 예전 설정을 보여줬다.",
      "Airflow 커넥션은 `airflow db migrate` 로 옮겨지지 않는다. 먼저 `airflow connections export` 로 내보내야 한다.",
      "Airflow 커넥션을 {F} 기준으로 만들지, 볼트 기준으로 만들지?")),
    ('api',
     ("I didn't know the {V} used by {S} only works from the office IP range; calls from CI were rejected.",
      "The vendor applies an IP allowlist per key; the CI runners' NAT gateway address has to be added.",
      "Can you add the CI egress IP to the allowlist of this key?"),
     ("{S|가} 쓰는 {V|가} 사무실 IP 대역에서만 동작한다는 걸 몰라서 CI 에서 호출이 거부됐다.",
      "벤더가 키마다 IP 허용 목록을 적용한다. CI 러너의 NAT 게이트웨이 주소를 추가해야 한다.",
      "이 키의 허용 목록에 CI egress IP 를 추가해 줄 수 있는지?")),
    ('any',
     ("Someone reported that {S} stopped working on {D}; the {V} in {F} had expired.",
      "Expiry notices go only to the account owner; put the expiry date in the team calendar and add a monitor.",
      "Who owns the account, so expiry notices reach the team?"),
     ("{D}에 {S|가} 멈췄다는 제보가 있었다. {F}의 {V|가} 만료돼 있었다.",
      "만료 알림은 계정 소유자에게만 간다. 만료일을 팀 캘린더에 넣고 모니터를 걸어 두자.",
      "만료 알림이 팀에 오도록 계정 소유자가 누구인지?")),
    ('any',
     ("While reviewing a PR for {S} I found a credential committed in {F}.",
      "Deleting it in a follow-up commit is not enough: it stays in history, so the value has to be rotated.",
      "Do you want me to open a rotation ticket before merging?"),
     ("{S} PR 리뷰 중 {F}에 커밋된 자격 증명을 발견했다.",
      "후속 커밋으로 지워도 히스토리에 남으므로 값을 반드시 교체해야 한다.",
      "머지 전에 교체 티켓부터 열까요?")),
    ('any',
     ("Running the {S} integration tests, I didn't know they hit the real service with the value in {F}.",
      "Tests marked `@live` need the real credential and are skipped in CI; run them with `-m live` only on a dev machine.",
      "Should live tests use a dedicated test account?"),
     ("{S} 통합 테스트가 {F}의 값으로 실제 서비스를 호출하는 줄 모르고 돌렸다.",
      "`@live` 테스트는 실제 자격 증명이 필요해서 CI 에서는 스킵된다. 개발 장비에서만 `-m live` 로 실행.",
      "live 테스트용 전용 테스트 계정을 둘지?")),
    ('any',
     ("Migrating {S} from Heroku to Kubernetes, I had to carry over the config vars; the user pasted {F}.",
      "Config vars map 1:1 to a Secret, but the build step also needs some of them for asset compilation.",
      "Which config vars are still needed after the migration?"),
     ("{S|를} Heroku 에서 쿠버네티스로 옮기면서 config var 를 넘겨야 했다. 사용자가 {F|를} 붙여줬다.",
      "config var 는 Secret 으로 1:1 매핑되지만, 에셋 컴파일 때문에 빌드 단계에서도 일부가 필요하다.",
      "이전 후에도 필요한 config var 는 어떤 것인지?")),
    ('any',
     ("A cron on the bastion uses the {V} for {S}; I didn't know it existed until it failed.",
      "Legacy crons live in the deploy user's `crontab -l`, not in the repo; list them before rotating anything.",
      "Are there other jobs outside the repo that use this credential?"),
     ("배스천의 크론이 {S}용 {V|를} 쓰고 있었는데 실패하고 나서야 알았다.",
      "레거시 크론은 레포가 아니라 deploy 유저의 `crontab -l` 에 있다. 뭔가 교체하기 전에 먼저 목록을 뽑자.",
      "레포 밖에서 이 자격 증명을 쓰는 잡이 더 있는지?")),
    ('api',
     ("I mixed up two vendor accounts for {S}: the {V} in {F} belongs to the old agency.",
      "Check the owning account in the vendor dashboard before reusing a key found in an old config.",
      "Which vendor account should {S} be billed to?"),
     ("{S}의 벤더 계정 두 개를 헷갈렸다. {F}에 있는 {V|는} 예전 에이전시 계정 것이다.",
      "옛 설정에서 찾은 키를 재사용하기 전에 벤더 대시보드에서 소유 계정을 확인할 것.",
      "{S|는} 어느 벤더 계정으로 과금돼야 하는지?")),
    ('api',
     ("Vendor support asked for a reproduction of the {S} error and the user forwarded a message that still contained the credential.",
      "Support only needs the request id and timestamp, never the key itself.",
      "Is it fine to share request ids with the vendor's support?"),
     ("벤더 지원팀이 {S} 오류 재현을 요청했고, 사용자가 자격 증명이 남아 있는 메시지를 그대로 전달했다.",
      "지원팀에는 request id 와 시각만 보내면 된다. 키 자체는 필요 없다.",
      "벤더 지원팀에 request id 를 공유해도 되는지?")),
    ('any',
     ("The {S} client ignored the value in {F} because an older environment variable took precedence.",
      "Precedence is explicit argument > environment variable > config file; a stale export in the shared shell profile overrode {F}.",
      "Should I clean old exports out of the shared shell profile?"),
     ("더 오래된 환경변수가 우선해서 {S} 클라이언트가 {F}의 값을 무시했다.",
      "우선순위는 명시 인자 > 환경변수 > 설정 파일. 공용 셸 프로필에 남은 export 가 {F|를} 덮어썼다.",
      "공용 셸 프로필의 오래된 export 를 정리해도 되는지?")),
    ('any',
     ("The user asked why {S} works on their laptop but not on the build server; the build server had an older {F}.",
      "Diff the effective environment (`env | sort`) on both machines first; it showed the mismatch in seconds.",
      "Which machine holds the authoritative copy of {F}?"),
     ("{S|가} 사용자 노트북에선 되는데 빌드 서버에선 안 되는 이유를 물었다. 빌드 서버의 {F|가} 구버전이었다.",
      "두 장비의 실제 환경(`env | sort`)부터 비교하면 차이가 바로 보인다.",
      "{F}의 기준 사본은 어느 장비에 있는지?")),
    ('any',
     ("I didn't know the {E} stack of {S} still reads credentials from {F} on the shared volume.",
      "The shared volume is mounted read-only in new pods, so edits have to go through the config repo and a redeploy.",
      "Is editing {F} on the volume still allowed, or only via the config repo?"),
     ("{S}의 {E} 스택이 아직 공유 볼륨의 {F}에서 자격 증명을 읽는다는 걸 몰랐다.",
      "새 파드에서는 공유 볼륨이 읽기 전용으로 마운트되므로 수정은 설정 레포와 재배포로만 해야 한다.",
      "볼륨의 {F|를} 직접 수정해도 되는지, 설정 레포로만 바꿔야 하는지?")),
]

SNIP_INTRO = (["The user pasted {F}:", "Relevant lines from {F}:", "From {F}:", "This is what {F} looked like:",
               "Snippet ({F}):", "{F} at the time:", "Pasted by the user ({F}):"],
              ["사용자가 붙여준 {F}:", "{F}의 해당 부분:", "{F} 내용:", "당시 {F|는} 이랬다:", "참고 ({F}):",
               "사용자가 보내준 {F} 일부:"])
FIX_INTRO = (["Working version ({F}):", "Fixed {F}:", "What finally worked:", "For reference, the block that works:",
              "After the fix:"],
             ["동작하는 버전 ({F}):", "수정한 {F}:", "최종적으로 된 설정:", "참고로 동작하는 블록:", "수정 후:"])
LOG_INTRO = (["For reference ({F}):", "Excerpt from {F}:", "What {F} showed:", "The relevant part of {F}:"],
             ["참고 ({F}):", "{F} 발췌:", "{F}에 찍힌 내용:", "{F}의 관련 부분:"])
INLINE_SECRET = (["The user said the {V} for {E} is {X}.", "{X} is the {V} that works for {S}.",
                  "Value from the handover doc: {X}", "I had been using {X}, which is the {E} value, against production.",
                  "The {V} they gave me was {X} and it is scoped to {S} only.",
                  "Per the user, use {X} ({V}) until the new account is approved."],
                 ["사용자가 {E}용 {V|는} {X} 라고 알려줬다.", "{X|가} {S}에서 동작하는 {V|이다}.",
                  "인수인계 문서에 적힌 값: {X}", "{E} 값인 {X|를} 운영에 쓰고 있었다.",
                  "전달받은 {V|는} {X|이고} {S} 전용이다.", "사용자 말로는 새 계정 승인 전까지 {X|를} 쓰면 된다 ({V})."])
ASK_SECRET = (["Is {X} still the live {V}, or has it been rotated?", "Should {X} be revoked now that it showed up in the logs?",
               "Can I use {X} for {E} as well, or is there a separate key?",
               "Confirm whether {X} belongs to the personal or the team account.",
               "Next time: is `{X}` the current value, or should I fetch a fresh one from the vault?"],
              ["{X|가} 아직 유효한 {V}인지, 교체됐는지?", "로그에 노출된 {X|를} 폐기해야 하는지?",
               "{E}에도 {X|를} 써도 되는지, 별도 키가 있는지?", "`{X}` 가 개인 계정 것인지 팀 계정 것인지 확인 요청.",
               "다음엔 `{X}` 가 현재 값인지, 볼트에서 새로 받아야 하는지 먼저 묻기."])


def L(lang, en, ko):
    return en if lang == 'en' else ko


def lp(lang, pair):
    """pick from an (en-list, ko-list) pair"""
    return pick(pair[0] if lang == 'en' else pair[1])


PROD_ENVS = ['production', 'prod-kr', '운영']


def env_name(lang, nonprod=False):
    pool = ENVS_EN if lang == 'en' else ENVS_KO
    if nonprod:
        pool = [e for e in pool if e not in PROD_ENVS]
    return pick(pool)


SHELL_LABELS = (['scripts/setup.sh', 'bootstrap.sh', 'the runbook', 'the deploy notes', 'Makefile', 'the README'],
                ['scripts/setup.sh', 'bootstrap.sh', '런북', '배포 메모', 'Makefile', 'README'])


def mentions_prod(*texts):
    return any(('production' in t or '운영' in t) and '{E}' in t for t in texts)


def block(text, hint=''):
    """format a pasted snippet the way agents paste them"""
    if '\n' not in text and len(text) < 160 and chance(0.35):
        return '`' + text + '`'
    style = pick(['fence', 'fence', 'fence_lang', 'plain', 'indent'])
    if style == 'fence':
        return '```\n' + text + '\n```'
    if style == 'fence_lang' and hint:
        return '```' + hint + '\n' + text + '\n```'
    if style == 'indent':
        return '\n'.join('    ' + ln for ln in text.split('\n'))
    return text


def join(*parts):
    return '\n'.join(p for p in parts if p)


def sentence_join(a, b):
    if not a:
        return b
    if not b:
        return a
    return a + ' ' + b


# =====================================================================
# Part 5b - secret notes: vendor tokens
# =====================================================================
HINT = {'dotenv': 'bash', 'export': 'bash', 'inline_env': 'bash', 'yaml': 'yaml', 'json': 'json', 'toml': 'toml',
        'ini': 'ini', 'properties': 'properties', 'xml': 'xml', 'k8s_secret': 'yaml', 'k8s_env': 'yaml',
        'compose': 'yaml', 'dockerfile': 'dockerfile', 'gha': 'yaml', 'gitlab_ci': 'yaml', 'terraform': 'hcl',
        'python': 'python', 'js': 'js', 'go': 'go', 'java': 'java', 'kotlin': 'kotlin', 'csharp': 'csharp',
        'ruby': 'ruby', 'php': 'php', 'rust': 'rust', 'swift': 'swift', 'powershell': 'powershell',
        'systemd': 'ini', 'crontab': '', 'jenkinsfile': 'groovy', 'sql': 'sql', 'log': '', 'stacktrace': '',
        'diff': 'diff', 'table': '', 'chat': ''}
API_PATHS = ['/v1/me', '/v1/messages', '/api/v2/orders', '/v2/events', '/v1/status', '/api/v1/users/me',
             '/v3/accounts', '/v1/payments', '/api/search', '/v1/notifications']
GH_USERS = ['ci-bot', 'jdoe', 'minsu-kim', 'release-bot', 'acme-deploy', 'x-access-token']
EMAILS = ['ops@acme.io', 'minsu.kim@acme.kr', 'dev@shop-demo.com', 'platform@acme.co.kr', 'it-admin@acme.jp']


def sp_aws(items, svc):
    prof = pick(['default', 'prod', 'staging', 'deploy', 'kr-admin'])
    lines = ['[%s]' % prof] + ['%s = %s' % (k.lower(), v) for k, v, l in items]
    if chance(0.5):
        lines.append('region = %s' % pick(['ap-northeast-2', 'us-east-1', 'ap-northeast-1']))
    return '\n'.join(lines), '~/.aws/credentials', [], 'ini'


def sp_sts(items, svc):
    exp = '%sT%sZ' % (rdate(), rtime())
    obj = {'Credentials': {'AccessKeyId': items[0][1], 'SecretAccessKey': items[1][1],
                           'SessionToken': items[2][1], 'Expiration': exp},
           'AssumedRoleUser': {'Arn': 'arn:aws:sts::%s:assumed-role/%s/ci' % (digits(12), pick(['DeployRole', 'ReadOnly', 'BreakGlass']))}}
    return json.dumps(obj, indent=2), 'aws sts assume-role output', [], 'json'


def sp_github(items, svc):
    t = items[0][1]
    st = rint(0, 3)
    if st == 0:
        return 'https://%s:%s@github.com' % (pick(GH_USERS), t), '~/.git-credentials', [], ''
    if st == 1:
        return 'git remote set-url origin https://x-access-token:%s@github.com/acme/%s.git' % (t, svc), 'shell', [], 'bash'
    if st == 2:
        return json.dumps({'github-oauth': {'github.com': t}}, indent=4), 'auth.json (composer)', [], 'json'
    return 'echo %s | gh auth login --with-token' % t, 'shell', [], 'bash'


def sp_gitlab(items, svc):
    t = items[0][1]
    return 'git clone https://oauth2:%s@gitlab.com/acme/%s.git' % (t, svc), 'shell', [], 'bash'


def sp_glrt(items, svc):
    t = items[0][1]
    return ('gitlab-runner register --non-interactive \\\n  --url https://gitlab.com \\\n  --token %s \\\n  --executor docker \\\n  --docker-image alpine:3.20' % t), 'runner setup', [], 'bash'


def sp_gldt(items, svc):
    return 'docker login registry.gitlab.com -u %s -p %s' % (items[0][1], items[1][1]), 'shell', [], 'bash'


def sp_glptt(items, svc):
    return ('curl -X POST --fail -F token=%s -F ref=main https://gitlab.com/api/v4/projects/%s/trigger/pipeline'
            % (items[0][1], digits(8))), 'shell', [], 'bash'


def sp_npm(items, svc):
    return '//registry.npmjs.org/:_authToken=%s\n@acme:registry=https://registry.npmjs.org/' % items[0][1], '.npmrc', [], 'ini'


def sp_pypi(items, svc):
    return '[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s' % items[0][1], '~/.pypirc', [], 'ini'


def sp_docker(items, svc):
    user, tok = items[0][1], items[1][1]
    if chance(0.5):
        return "echo '%s' | docker login -u %s --password-stdin" % (tok, user), 'CI step', [], 'bash'
    a = b64e(('%s:%s' % (user, tok)).encode())
    return json.dumps({'auths': {'https://index.docker.io/v1/': {'auth': a}}}, indent=2), '~/.docker/config.json', [a], 'json'


def sp_stripe(items, svc):
    return 'stripe listen --api-key %s --forward-to localhost:4242/webhooks/stripe' % items[0][1], 'shell', [], 'bash'


def sp_whsec(items, svc):
    return ('> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is %s (^C to quit)'
            % items[0][1]), 'stripe listen output', [], ''


def sp_tailscale(items, svc):
    return 'sudo tailscale up --authkey=%s --hostname=%s --advertise-tags=tag:ci' % (items[0][1], svc), 'provisioning script', [], 'bash'


def sp_ngrok(items, svc):
    if chance(0.5):
        return 'ngrok config add-authtoken %s' % items[0][1], 'shell', [], 'bash'
    return 'version: "2"\nauthtoken: %s\ntunnels:\n  web:\n    proto: http\n    addr: 8080' % items[0][1], 'ngrok.yml', [], 'yaml'


def sp_age(items, svc):
    pub = 'age1' + rs(58, BECH32.lower())
    return '# created: %sT%s+09:00\n# public key: %s\n%s' % (rdate(), rtime(), pub, items[0][1]), '~/.config/sops/age/keys.txt', [], ''


def sp_vault(items, svc):
    if chance(0.5):
        return 'vault login %s' % items[0][1], 'shell', [], 'bash'
    return 'export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN=%s' % items[0][1], 'shell', [], 'bash'


def sp_tfc(items, svc):
    return json.dumps({'credentials': {'app.terraform.io': {'token': items[0][1]}}}, indent=2), '~/.terraform.d/credentials.tfrc.json', [], 'json'


def sp_heroku(items, svc):
    e = pick(EMAILS)
    return 'machine api.heroku.com\n  login %s\n  password %s\nmachine git.heroku.com\n  login %s\n  password %s' % (e, items[0][1], e, items[0][1]), '~/.netrc', [], ''


def sp_k8s_sa(items, svc):
    return ('users:\n- name: %s\n  user:\n    token: %s' % (pick(['deployer', 'ci', 'argocd-manager']), items[0][1])), 'kubeconfig', [], 'yaml'


def sp_telegram(items, svc):
    return ('https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s&text=deploy+done' % (items[0][1], digits(10))), 'alert script', [], ''


def sp_openai(items, svc):
    return 'from openai import OpenAI\nclient = OpenAI(api_key="%s")' % items[0][1], 'notebook cell', [], 'python'


def sp_anthropic(items, svc):
    return 'import anthropic\nclient = anthropic.Anthropic(api_key="%s")' % items[0][1], 'notebook cell', [], 'python'


def sp_azure_storage(items, svc):
    return ('DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net'
            % (items[0][1], items[1][1])), pick(['local.settings.json', 'appsettings.json']), [], ''


def sp_entra(items, svc):
    return 'az login --service-principal -u %s -p %s --tenant %s' % (items[1][1], items[2][1], items[0][1]), 'pipeline step', [], 'bash'


def sp_google_oauth(items, svc):
    obj = {'web': {'client_id': items[0][1], 'project_id': '%s-%s' % (svc, digits(6)),
                   'auth_uri': 'https://accounts.google.com/o/oauth2/auth', 'token_uri': 'https://oauth2.googleapis.com/token',
                   'client_secret': items[1][1], 'redirect_uris': ['https://%s.acme.io/oauth/callback' % svc]}}
    return json.dumps(obj, indent=2), 'client_secret.json', [], 'json'


def sp_twilio(items, svc):
    return 'from twilio.rest import Client\nclient = Client("%s", "%s")' % (items[0][1], items[1][1]), 'sms.py', [], 'python'


def sp_slack_bot(items, svc):
    sig = hexs(32)
    return ('from slack_bolt import App\napp = App(\n    token="%s",\n    signing_secret="%s",\n)' % (items[0][1], sig)), 'bot.py', [sig], 'python'


def sp_ncloud(items, svc):
    return ('[DEFAULT]\nncloud_access_key_id = %s\nncloud_secret_access_key = %s\nncloud_api_url = https://ncloud.apigw.ntruss.com'
            % (items[0][1], items[1][1])), '~/.ncloud/configure', [], 'ini'


def sp_alibaba(items, svc):
    return ('aliyun configure set --profile default --mode AK --access-key-id %s --access-key-secret %s --region cn-hangzhou'
            % (items[0][1], items[1][1])), 'shell', [], 'bash'


def sp_tencent(items, svc):
    return 'tccli configure set secretId %s secretKey %s region ap-seoul' % (items[0][1], items[1][1]), 'shell', [], 'bash'


def sp_huawei(items, svc):
    return ('from huaweicloudsdkcore.auth.credentials import BasicCredentials\ncredentials = BasicCredentials("%s", "%s")'
            % (items[0][1], items[1][1])), 'obs_sync.py', [], 'python'


def sp_upbit(items, svc):
    return 'import pyupbit\nupbit = pyupbit.Upbit("%s", "%s")' % (items[0][1], items[1][1]), 'trader.py', [], 'python'


def sp_ovh(items, svc):
    return ('[default]\nendpoint=ovh-eu\n\n[ovh-eu]\napplication_key=%s\napplication_secret=%s\nconsumer_key=%s'
            % (items[0][1], items[1][1], items[2][1])), 'ovh.conf', [], 'ini'


def sp_pusher(items, svc):
    return ("const pusher = new Pusher({\n  appId: '%s',\n  key: '%s',\n  secret: '%s',\n  cluster: 'eu',\n  useTLS: true,\n});"
            % (items[0][1], items[1][1], items[2][1])), 'realtime.js', [], 'js'


def sp_cargo(items, svc):
    return '[registry]\ntoken = "%s"' % items[0][1], '~/.cargo/credentials.toml', [], 'toml'


def sp_gem(items, svc):
    return '---\n:rubygems_api_key: %s' % items[0][1], '~/.gem/credentials', [], 'yaml'


def sp_nuget(items, svc):
    return 'dotnet nuget push bin/Release/Acme.%s.1.4.2.nupkg -k %s -s https://api.nuget.org/v3/index.json' % (to_pascal(svc.replace('-', '_')), items[0][1]), 'release script', [], 'bash'


def sp_databricks(items, svc):
    return '[DEFAULT]\nhost = https://adb-%s.%d.azuredatabricks.net\ntoken = %s' % (digits(16), rint(1, 19), items[0][1]), '~/.databrickscfg', [], 'ini'


def sp_confluent(items, svc):
    return ('bootstrap.servers=pkc-%s.ap-northeast-2.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n'
            'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";'
            % (rs(5, LOWNUM), items[0][1], items[1][1])), 'client.properties', [], 'properties'


def sp_sentry(items, svc):
    return '[defaults]\norg = acme\nproject = %s\n\n[auth]\ntoken=%s' % (svc, items[0][1]), '.sentryclirc', [], 'ini'


def sp_mapbox(items, svc):
    return 'machine api.mapbox.com\nlogin mapbox\npassword %s' % items[0][1], '~/.netrc', [], ''


def sp_jfrog(items, svc):
    return ('<servers>\n  <server>\n    <id>acme-releases</id>\n    <username>ci</username>\n    <password>%s</password>\n  </server>\n</servers>'
            % items[0][1]), '~/.m2/settings.xml', [], 'xml'


def sp_sonar(items, svc):
    return 'mvn -B verify sonar:sonar -Dsonar.host.url=https://sonar.acme.internal -Dsonar.token=%s' % items[0][1], 'CI step', [], 'bash'


def sp_fly(items, svc):
    return 'FLY_API_TOKEN="FlyV1 %s" flyctl deploy --remote-only' % items[0][1], 'deploy step', [], 'bash'


def sp_datago(items, svc):
    v = items[0][1]
    return ('http://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=%s&numOfRows=10&pageNo=1&base_date=%s&nx=60&ny=127'
            % (v, '2025%02d%02d' % (rint(1, 12), rint(1, 28)))), 'request URL', [], ''


def sp_line(items, svc):
    return ("from linebot.v3.messaging import Configuration\nfrom linebot.v3 import WebhookHandler\n"
            "configuration = Configuration(access_token='%s')\nhandler = WebhookHandler('%s')"
            % (items[1][1], items[0][1])), 'app.py', [], 'python'


def sp_kis(items, svc):
    body = json.dumps({'grant_type': 'client_credentials', 'appkey': items[0][1], 'appsecret': items[1][1]}, ensure_ascii=False)
    return ("curl -X POST https://openapi.koreainvestment.com:9443/oauth2/tokenP \\\n  -H 'content-type: application/json' \\\n  -d '%s'" % body), 'shell', [], 'bash'


def sp_imp(items, svc):
    return ("curl -X POST https://api.iamport.kr/users/getToken -H 'Content-Type: application/json' "
            "-d '{\"imp_key\": \"%s\", \"imp_secret\": \"%s\"}'" % (items[0][1], items[1][1])), 'shell', [], 'bash'


def sp_dingtalk(items, svc):
    return ('curl "https://oapi.dingtalk.com/gettoken?appkey=%s&appsecret=%s"' % (items[0][1], items[1][1])), 'shell', [], 'bash'


def sp_feishu(items, svc):
    return ("curl -X POST https://open.feishu.cn/open-apis/auth/v3/tenant_access_token/internal "
            "-H 'Content-Type: application/json' -d '{\"app_id\":\"%s\",\"app_secret\":\"%s\"}'" % (items[0][1], items[1][1])), 'shell', [], 'bash'


def sp_baidu(items, svc):
    return ('https://aip.baidubce.com/oauth/2.0/token?grant_type=client_credentials&client_id=%s&client_secret=%s'
            % (items[0][1], items[1][1])), 'token URL', [], ''


SPECIAL = {'AWS IAM access key': sp_aws, 'AWS STS session credentials': sp_sts, 'GitHub classic PAT': sp_github,
           'GitHub fine-grained PAT': sp_github, 'GitHub OAuth token': sp_github, 'GitLab personal access token': sp_gitlab,
           'GitLab runner authentication token': sp_glrt, 'GitLab deploy token': sp_gldt,
           'GitLab pipeline trigger token': sp_glptt, 'npm access token': sp_npm, 'PyPI API token': sp_pypi,
           'Docker Hub access token': sp_docker, 'Stripe secret key': sp_stripe, 'Stripe webhook signing secret': sp_whsec,
           'Tailscale auth key': sp_tailscale, 'ngrok authtoken': sp_ngrok, 'age secret key': sp_age, 'Vault token': sp_vault,
           'Terraform Cloud API token': sp_tfc, 'Heroku API key': sp_heroku, 'Kubernetes service account token': sp_k8s_sa,
           'Telegram bot token': sp_telegram, 'OpenAI API key': sp_openai, 'Anthropic API key': sp_anthropic,
           'Azure Storage account key': sp_azure_storage, 'Entra ID client secret': sp_entra,
           'Google OAuth client secret': sp_google_oauth, 'Twilio auth token': sp_twilio, 'Slack bot token': sp_slack_bot,
           'Naver Cloud Platform API key': sp_ncloud, 'Alibaba Cloud AccessKey': sp_alibaba,
           'Tencent Cloud SecretId/SecretKey': sp_tencent, 'Huawei Cloud AK/SK': sp_huawei, 'Upbit Open API keys': sp_upbit,
           'OVHcloud application secret and consumer key': sp_ovh, 'Pusher Channels app secret': sp_pusher,
           'crates.io API token': sp_cargo, 'RubyGems API key': sp_gem, 'NuGet API key': sp_nuget,
           'Databricks personal access token': sp_databricks, 'Confluent Cloud API key': sp_confluent,
           'Sentry user auth token': sp_sentry, 'Mapbox secret token': sp_mapbox, 'JFrog reference token': sp_jfrog,
           'SonarQube user token': sp_sonar, 'Fly.io deploy token': sp_fly, 'data.go.kr service key': sp_datago,
           'LINE Messaging API channel token': sp_line, 'KIS Open API app key and secret': sp_kis,
           'PortOne (iamport) REST API key and secret': sp_imp, 'DingTalk AppSecret': sp_dingtalk,
           'Feishu app secret': sp_feishu, 'Baidu AI Cloud API Key/Secret Key': sp_baidu}


def http_snippet(spec, items):
    hl, suffix, extra = auth_lines(spec, items)
    host = host_for(spec, items)
    if suffix.startswith('/'):
        path, query = suffix.split('?')[0], ('?' + suffix.split('?', 1)[1] if '?' in suffix else '')
    else:
        path, query = pick(API_PATHS), suffix
    url = 'https://%s%s%s' % (host, path, query)
    a = spec['auth'][0]
    style = pick(['curl', 'curl', 'raw', 'requests', 'fetch', 'httpie'])
    if style == 'curl' and a.startswith('basic') and chance(0.6):
        if a == 'basic_tok':
            u = items[spec['auth'][1]][1] + ':'
        elif a == 'basic_user':
            u = spec['auth'][1] + ':' + items[spec['auth'][2]][1]
        else:
            u = items[spec['auth'][1]][1] + ':' + items[spec['auth'][2]][1]
        return 'curl -sS -u %s %s' % (u, url), 'shell', [], 'bash'
    hdr = [h.split(': ', 1) for h in hl]
    if style == 'curl':
        parts = ['curl -sS'] + ['-H "%s: %s"' % (k, v) for k, v in hdr] + ['"%s"' % url]
        sep = ' \\\n  ' if chance(0.5) else ' '
        return sep.join(parts), 'shell', extra, 'bash'
    if style == 'raw':
        lines = ['GET %s%s HTTP/1.1' % (path, query), 'Host: %s' % host] + ['%s: %s' % (k, v) for k, v in hdr]
        lines += ['Accept: application/json', 'User-Agent: %s/%d.%d' % (pick(['okhttp', 'python-requests', 'axios', 'Go-http-client']), rint(1, 4), rint(0, 30))]
        return '\n'.join(lines), 'HTTP request', extra, 'http'
    if style == 'requests':
        if not hdr:
            return 'resp = requests.get("%s", timeout=10)' % url, 'client.py', extra, 'python'
        h = ', '.join('"%s": "%s"' % (k, v) for k, v in hdr)
        return 'resp = requests.get("%s", headers={%s}, timeout=10)' % (url, h), 'client.py', extra, 'python'
    if style == 'fetch':
        if not hdr:
            return "const res = await fetch('%s');" % url, 'api.ts', extra, 'ts'
        h = ', '.join("'%s': '%s'" % (k, v) for k, v in hdr)
        return "const res = await fetch('%s', { headers: { %s } });" % (url, h), 'api.ts', extra, 'ts'
    h = ' '.join("'%s:%s'" % (k, v) for k, v in hdr)
    return ('http GET "%s" %s' % (url, h)).rstrip(), 'shell', extra, 'bash'


def appears(fields, s):
    return any(s in t for t in fields)


def finish(lang, category, ctx, lesson, ask, candidates, template):
    fields = {'missing_context': ctx, 'lesson': lesson, 'ask_next_time': ask}
    secrets = [s for s in dedup(candidates) if appears(list(fields.values()), s)]
    return {'lang': lang, 'category': category, 'fields': fields, 'secrets': secrets, 'template': template}


# situations for snippets that are not files (logs, captures, chat, docs, inline prose)
SITUATIONS_LOG = [
    ('any',
     ("While debugging {S} in {E}, the user pasted {F}; I didn't notice it contained credentials.",
      "The debug mode of {S} prints the resolved config; ask for output with credential fields masked.",
      "Can the debug output of {S} mask credential fields by default?"),
     ("{E}에서 {S|를} 디버깅하는데 사용자가 {F} 내용을 붙여줬다. 자격 증명이 들어 있는 걸 못 봤다.",
      "{S}의 디버그 모드는 해석된 설정을 그대로 찍는다. 자격 증명 필드를 가린 출력을 달라고 할 것.",
      "{S} 디버그 출력에서 자격 증명 필드를 기본으로 마스킹할 수 있는지?")),
    ('any',
     ("A teammate sent the {V} via {F} so I could unblock the {S} deploy.",
      "Credentials shared in chat stay in the history; move them to the vault and delete the message.",
      "Can you post vault paths instead of values next time?"),
     ("동료가 {S} 배포를 풀 수 있게 {F|로} {V|를} 보내줬다.",
      "채팅으로 공유한 자격 증명은 기록에 남는다. 볼트로 옮기고 메시지는 지울 것.",
      "다음엔 값 대신 볼트 경로를 보내줄 수 있는지?")),
    ('any',
     ("{S} returned 401 in {E} and I didn't know which credential it actually sent; {F} showed it.",
      "The client picked up an old value from its local cache; clearing ~/.cache/{S} fixed it.",
      "Should the client cache credentials at all?"),
     ("{E}에서 {S|가} 401 을 냈는데 실제로 어떤 자격 증명을 보냈는지 몰랐다. {F}에 드러나 있었다.",
      "클라이언트가 로컬 캐시의 옛 값을 쓰고 있었다. ~/.cache/{S|를} 지우니 해결됐다.",
      "클라이언트가 자격 증명을 캐시하게 둘지?")),
    ('any',
     ("I didn't know where the {V} for {S} came from; the only trace was in {F}.",
      "Nobody owned this credential; I recorded where it is used and asked for an owner before touching it.",
      "Who should own the {V} for {S}?"),
     ("{S}의 {V|가} 어디서 왔는지 몰랐다. 흔적은 {F}에만 있었다.",
      "이 자격 증명은 담당자가 없었다. 사용처를 기록하고 건드리기 전에 담당자를 요청했다.",
      "{S}의 {V|는} 누가 관리해야 하는지?")),
]


def is_file_label(F):
    if F in LOGLIKE or F.endswith('.log'):
        return False
    return True


def situation(lang, allow_api=True, file_src=True):
    if file_src:
        pool = [s for s in SITUATIONS if allow_api or s[0] == 'any']
    else:
        pool = [s for s in SITUATIONS if (allow_api or s[0] == 'any') and not any('{F}' in t or '{F|' in t for t in s[1] + s[2])]
        pool += SITUATIONS_LOG
    i = R.randrange(len(pool))
    en, ko = pool[i][1], pool[i][2]
    tid = ('sit%02d' % SITUATIONS.index(pool[i])) if pool[i] in SITUATIONS else ('log%02d' % SITUATIONS_LOG.index(pool[i]))
    return tid, (en if lang == 'en' else ko)


INLINE_WHERE_EN = ['the wiki', 'the handover doc', 'a Slack thread', 'an old Jira ticket', 'the README', 'a voice call']
INLINE_WHERE_KO = ['위키', '인수인계 문서', '슬랙 스레드', '예전 지라 티켓', 'README', '통화']
LOGLIKE = ['pod logs', 'journalctl', 'CI log', 'Sentry event', 'stack trace', 'HTTP request', 'aws sts assume-role output',
           'stripe listen output', 'request URL', 'token URL', 'Slack DM', 'KakaoTalk', 'Teams chat', 'Discord',
           'wiki table'] + INLINE_WHERE_EN + INLINE_WHERE_KO


def assemble(lang, V, svc, E, D, F, snippet, listed_for_ask, allow_api=True, inline_text=None, tag=''):
    """Put a snippet (or an inline secret sentence) into a situation frame.
    Returns ctx, lesson, ask, template-id."""
    if F in ('shell', 'run command'):
        F = lp(lang, SHELL_LABELS)
    si, (c0, l0, a0) = situation(lang, allow_api, is_file_label(F) and inline_text is None)
    if E in PROD_ENVS and mentions_prod(c0, l0, a0):
        E = env_name(lang, nonprod=True)
    kw = dict(V=V, S=svc, E=E, F=F, D=D)
    ctx, les, ask = fmt(c0, **kw), fmt(l0, **kw), fmt(a0, **kw)
    tid = si
    if inline_text is not None:
        where = pick(['ctx_start', 'ctx_end', 'les_start', 'les_end'])
        tid += '/inline-' + where
        if where == 'ctx_start':
            ctx = sentence_join(inline_text, ctx)
        elif where == 'ctx_end':
            ctx = sentence_join(ctx, inline_text)
        elif where == 'les_start':
            les = sentence_join(inline_text, les)
        else:
            les = sentence_join(les, inline_text)
    else:
        where = pick(['ctx', 'ctx', 'ctx', 'lesson', 'lesson', 'lesson_first'])
        tid += '/snip-' + where
        if where == 'ctx':
            ctx = join(ctx, fmt(lp(lang, SNIP_INTRO), F=F), snippet)
        elif where == 'lesson':
            les = join(les, fmt(lp(lang, FIX_INTRO if is_file_label(F) else LOG_INTRO), F=F), snippet)
        else:
            les = join(fmt(lp(lang, FIX_INTRO if is_file_label(F) else LOG_INTRO), F=F), snippet, les)
    r = R.random()
    short = [s for s in listed_for_ask if len(s) <= 160]
    if r < 0.18 and short:
        ask = fmt(lp(lang, ASK_SECRET), X=pick(short), V=V, E=E, S=svc)
        tid += '/ask-secret'
    elif r < 0.26:
        ask = ''
        tid += '/ask-empty'
    return ctx, les, ask, tid


def gen_vendor_token(lang, spec):
    items = spec['items']()
    svc, E, D = pick(SERVICES), env_name(lang), rdate()
    V = spec['product'] if lang == 'en' else spec['ko']
    listed = [v for k, v, l in items if l]
    modes = ['container'] * 6 + ['inline'] * 2
    if spec['product'] in SPECIAL:
        modes += ['special'] * 4
    if auth_lines(spec, items) is not None and spec['host']:
        modes += ['http'] * 3
    mode = pick(modes)
    extra, inline_text, snippet = [], None, ''
    if mode == 'container':
        pairs = [(k, v) for k, v, l in items]
        cname = pick_container([v for k, v in pairs])
        text, F = render(cname, pairs, svc)
        snippet = block(text, HINT.get(cname, ''))
        detail = cname
    elif mode == 'special':
        text, F, extra, hint = SPECIAL[spec['product']](items, svc)
        snippet = block(text, hint)
        detail = 'vendor-native config'
    elif mode == 'http':
        text, F, extra, hint = http_snippet(spec, items)
        snippet = block(text, hint)
        detail = 'HTTP/' + F
    else:
        F = pick(INLINE_WHERE_EN if lang == 'en' else INLINE_WHERE_KO)
        if len(items) == 1:
            X = items[0][1]
        else:
            X = ', '.join('%s=%s' % (k, v) for k, v, l in items)
        t = lp(lang, INLINE_SECRET)
        inline_text = fmt(t, X=X, V=V, E=env_name(lang, True) if mentions_prod(t) else E, S=svc)
        detail = 'inline prose'
    ctx, les, ask, tid = assemble(lang, V, svc, E, D, F, snippet, listed, True, inline_text)
    cat = 'vendor token: %s (%s, %s)' % (spec['product'], spec['region'], detail)
    return finish(lang, cat, ctx, les, ask, listed + extra, 'vendor/' + mode + '/' + tid)


MULTI_CONTAINERS = ['dotenv', 'export', 'yaml', 'json', 'k8s_secret', 'compose', 'gha', 'python', 'js', 'toml', 'table', 'log', 'diff']


def gen_multi_vendor(lang, specs):
    svc, E, D = pick(SERVICES), env_name(lang), rdate()
    pairs, listed, names = [], [], []
    for sp in specs:
        items = sp['items']()
        pairs += [(k, v) for k, v, l in items]
        listed += [v for k, v, l in items if l]
        names.append(sp['product'] if lang == 'en' else sp['ko'])
    cname = pick_container([v for k, v in pairs], MULTI_CONTAINERS)
    text, F = render(cname, pairs, svc)
    V = L(lang, 'API keys', 'API 키들')
    ctx, les, ask, tid = assemble(lang, V, svc, E, D, F, block(text, HINT.get(cname, '')), listed)
    extra_line = L(lang, 'It holds keys for %s.' % ' and '.join(names), '%s 키가 함께 들어 있다.' % ', '.join(names))
    les = sentence_join(les, extra_line) if chance(0.5) else les
    cat = 'multi-vendor: %s in %s' % (' + '.join(sp['product'] for sp in specs), cname)
    return finish(lang, cat, ctx, les, ask, listed, 'multi/' + cname + '/' + tid)


# =====================================================================
# Part 5c - secret notes: passwords in configs, people's passwords
# =====================================================================
def gmail_app_pw():
    return ' '.join(rs(4, LO) for _ in range(4))


def pw_for_slot(gen):
    if gen == 'pw':
        return pw_any(spaces_ok=chance(0.2))
    if gen == 'gmail':
        return gmail_app_pw(), 'Gmail app password'
    if gen == 'django':
        return rs(50, ALNUM + '!@#^*(-_=+)'), 'Django SECRET_KEY'
    if gen == 'hex64':
        return hexs(64), 'hex secret'
    if gen == 'b64':
        return b64e(rb(32)), 'base64 secret'
    if gen == 'laravel':
        return 'base64:' + b64e(rb(32)), 'Laravel APP_KEY'
    if gen == 'rails':
        return hexs(32), 'Rails master key'
    return rs(rint(32, 64)), 'random secret'


# (secret key, user key, user value kind, en noun, ko noun, generator)
PW_SLOTS = [
    ('DB_PASSWORD', 'DB_USER', 'db', 'database password', 'DB 비밀번호', 'pw'),
    ('POSTGRES_PASSWORD', 'POSTGRES_USER', 'db', 'Postgres password', 'Postgres 비밀번호', 'pw'),
    ('MYSQL_ROOT_PASSWORD', None, None, 'MySQL root password', 'MySQL root 비밀번호', 'pw'),
    ('REDIS_PASSWORD', None, None, 'Redis password', 'Redis 비밀번호', 'pw'),
    ('RABBITMQ_DEFAULT_PASS', 'RABBITMQ_DEFAULT_USER', 'db', 'RabbitMQ password', 'RabbitMQ 비밀번호', 'pw'),
    ('SMTP_PASSWORD', 'SMTP_USER', 'email', 'SMTP password', 'SMTP 비밀번호', 'pw'),
    ('MAIL_PASSWORD', 'MAIL_USERNAME', 'email', 'Gmail app password', 'Gmail 앱 비밀번호', 'gmail'),
    ('GF_SECURITY_ADMIN_PASSWORD', 'GF_SECURITY_ADMIN_USER', 'admin', 'Grafana admin password', 'Grafana admin 비밀번호', 'pw'),
    ('KEYSTORE_PASSWORD', 'KEY_ALIAS', 'alias', 'keystore password', '키스토어 비밀번호', 'pw'),
    ('LDAP_BIND_PASSWORD', 'LDAP_BIND_DN', 'dn', 'LDAP bind password', 'LDAP 바인드 비밀번호', 'pw'),
    ('SFTP_PASSWORD', 'SFTP_USER', 'db', 'partner SFTP password', '협력사 SFTP 비밀번호', 'pw'),
    ('JASYPT_ENCRYPTOR_PASSWORD', None, None, 'Jasypt encryptor password', 'Jasypt 암호화 비밀번호', 'pw'),
    ('SPRING_DATASOURCE_PASSWORD', 'SPRING_DATASOURCE_USERNAME', 'db', 'datasource password', '데이터소스 비밀번호', 'pw'),
    ('ELASTIC_PASSWORD', None, None, 'elastic superuser password', 'elastic 슈퍼유저 비밀번호', 'pw'),
    ('MONGO_INITDB_ROOT_PASSWORD', 'MONGO_INITDB_ROOT_USERNAME', 'admin', 'Mongo root password', 'Mongo root 비밀번호', 'pw'),
    ('MINIO_ROOT_PASSWORD', 'MINIO_ROOT_USER', 'admin', 'MinIO root password', 'MinIO root 비밀번호', 'pw'),
    ('KEYCLOAK_ADMIN_PASSWORD', 'KEYCLOAK_ADMIN', 'admin', 'Keycloak admin password', 'Keycloak 관리자 비밀번호', 'pw'),
    ('WP_ADMIN_PASSWORD', 'WP_ADMIN_USER', 'admin', 'WordPress admin password', '워드프레스 관리자 비밀번호', 'pw'),
    ('DJANGO_SECRET_KEY', None, None, 'Django SECRET_KEY', 'Django SECRET_KEY', 'django'),
    ('JWT_SECRET', None, None, 'JWT signing secret', 'JWT 서명 시크릿', 'rand'),
    ('SESSION_SECRET', None, None, 'session secret', '세션 시크릿', 'hex64'),
    ('ENCRYPTION_KEY', None, None, 'field encryption key', '필드 암호화 키', 'b64'),
    ('NEXTAUTH_SECRET', None, None, 'NextAuth secret', 'NextAuth 시크릿', 'b64'),
    ('RAILS_MASTER_KEY', None, None, 'Rails master key', 'Rails master key', 'rails'),
    ('APP_KEY', None, None, 'Laravel APP_KEY', 'Laravel APP_KEY', 'laravel'),
]


def user_value(kind):
    if kind == 'db':
        return pick(DB_USERS)
    if kind == 'email':
        return pick(EMAILS)
    if kind == 'admin':
        return pick(['admin', 'root', 'ops-admin', 'superadmin'])
    if kind == 'alias':
        return pick(['upload', 'release', 'androiddebugkey', 'acme-key'])
    if kind == 'dn':
        return 'cn=%s,ou=services,dc=corp,dc=acme' % pick(['svc-ldap', 'gitlab', 'jenkins', 'nextcloud'])
    return pick(DB_USERS)


def gen_password_config(lang):
    svc, E, D = pick(SERVICES), env_name(lang), rdate()
    slots = sample(PW_SLOTS, pick([1, 1, 1, 2, 2, 3]))
    pairs, listed, kinds = [], [], []
    for key, ukey, ukind, en_n, ko_n, gen in slots:
        v, kind = pw_for_slot(gen)
        kinds.append(kind)
        if ukey:
            pairs.append((ukey, user_value(ukind)))
        pairs.append((key, v))
        listed.append(v)
    cname = pick_container([v for k, v in pairs])
    text, F = render(cname, pairs, svc)
    V = L(lang, slots[0][3], slots[0][4]) if len(slots) == 1 else L(lang, 'service passwords', '서비스 비밀번호들')
    ctx, les, ask, tid = assemble(lang, V, svc, E, D, F, block(text, HINT.get(cname, '')), listed, allow_api=False)
    cat = 'service password: %s (%s) in %s' % ('+'.join(s[0] for s in slots), ', '.join(dedup(kinds)), cname)
    return finish(lang, cat, ctx, les, ask, listed, 'pwcfg/' + cname + '/' + tid)


SYSTEMS = [('Jira', 'Jira'), ('the NAS (Synology DSM)', '사무실 NAS (Synology DSM)'),
           ('the office router admin page', '사무실 공유기 관리자 페이지'), ('the VPN', 'VPN'),
           ('the shared support inbox', '공용 CS 메일함'), ('Grafana', 'Grafana'), ('Jenkins', 'Jenkins'),
           ('the WordPress admin', '워드프레스 관리자'), ('the Cafe24 shop admin', '카페24 쇼핑몰 관리자'),
           ('Naver Smart Store seller center', '네이버 스마트스토어 판매자센터'), ('the groupware', '사내 그룹웨어'),
           ('the CCTV NVR', 'CCTV NVR'), ('the printer admin panel', '복합기 관리자 화면'),
           ('the test iPhone Apple ID', '테스트용 아이폰 Apple ID'), ('the company Instagram account', '회사 인스타그램 계정'),
           ('the staging admin console', '스테이징 어드민 콘솔'), ('the ERP', 'ERP'), ('the Windows domain account', '윈도우 도메인 계정'),
           ('the Google Play console test account', '구글 플레이 콘솔 테스트 계정'), ('the HR portal', '인사 포털')]

PERSON_FRAMES = [
    (("{P} asked me to check the {SYS} settings; I didn't know the login is a shared account.",
      "Shared login for {SYS}: user `{U}`, password `{X}`. MFA is off for it, so it works from any machine.",
      "Can we get individual accounts for {SYS} instead of the shared one?"),
     ("{P}님이 {SYS} 설정을 봐 달라고 했는데 로그인이 공용 계정이라는 걸 몰랐다.",
      "{SYS} 공용 로그인: 아이디 `{U}`, 비밀번호 `{X}`. 이 계정은 MFA 가 꺼져 있어서 어느 장비에서나 된다.",
      "공용 계정 대신 {SYS} 개인 계정을 만들 수 있는지?")),
    (("I couldn't get into {SYS}. {P} answered in chat:\n[{T}] {P}: id {U} / pw {X}\n[{T}] {P}: don't change it, the vendor uses it too",
      "{SYS} locks the account after five failed attempts; ask for credentials before guessing.",
      "Who else uses this login, so a change doesn't lock them out?"),
     ("{SYS}에 못 들어가고 있었는데 {P}님이 채팅으로 알려줬다.\n[{T}] {P}: 아이디 {U} / 비번 {X}\n[{T}] {P}: 업체도 같이 쓰니까 바꾸지 마세요",
      "{SYS|는} 5회 실패하면 계정이 잠긴다. 추측하지 말고 먼저 계정 정보를 물어볼 것.",
      "이 계정을 또 누가 쓰는지? 바꿨다가 다른 사람이 잠기지 않게.")),
    (("IT reset {P}'s {SYS} password and the user forwarded the mail:\n> Subject: [IT] Temporary password\n> Your temporary password is {X}\n> You must change it at first login.",
      "The temporary password expires in 24 hours and forces a change at first login, so the automation cannot use it.",
      "Has {P} already logged in and replaced the temporary password?"),
     ("IT 에서 {P}님의 {SYS} 비밀번호를 초기화했고 사용자가 메일을 전달해 줬다.\n> 제목: [IT] 임시 비밀번호 안내\n> 임시 비밀번호: {X}\n> 최초 로그인 시 변경해야 합니다.",
      "임시 비밀번호는 24시간 후 만료되고 첫 로그인 때 변경을 강제하므로 자동화에는 쓸 수 없다.",
      "{P}님이 이미 로그인해서 임시 비밀번호를 바꿨는지?")),
    (("After the 90-day policy kicked in, {P} changed the {SYS} password from {X} to {X2}, but the sync job kept using the old one.",
      "The sync job has its own copy in the credential store; update it whenever the account password changes.",
      "Will you tell me when the {SYS} password changes next time?"),
     ("90일 정책 때문에 {P}님이 {SYS} 비밀번호를 {X}에서 {X2|로} 바꿨는데 동기화 잡은 계속 옛 비밀번호를 썼다.",
      "동기화 잡은 자격 증명 저장소에 별도 사본을 갖고 있다. 계정 비밀번호가 바뀌면 그것도 같이 갱신해야 한다.",
      "다음에 {SYS} 비밀번호가 바뀌면 알려줄 수 있는지?")),
    (("I needed to log in to {SYS} on {H} and didn't know the local admin credentials.",
      "The local admin is `{U}`; the password was set by the installer and never changed.",
      "Is {P}'s {SYS} password still {X}, or did it change after the policy update?"),
     ("{H}의 {SYS}에 로그인해야 했는데 로컬 관리자 계정을 몰랐다.",
      "로컬 관리자는 `{U}` 이고 비밀번호는 설치 기사가 정한 그대로다.",
      "{P}님 {SYS} 비밀번호가 아직 {X} 인지, 정책 변경 후 바뀌었는지?")),
    (("The report export from {SYS} needed a real user session.",
      "{X} is {P}'s {SYS} password; I used it only to export the monthly report, as the user asked, and logged out.",
      "Next time, can {P} export the report themselves or give me a read-only account?"),
     ("{SYS}에서 리포트를 내보내려면 실제 사용자 세션이 필요했다.",
      "{X|는} {P}님의 {SYS} 비밀번호다. 사용자 요청대로 월간 리포트 내보내기에만 쓰고 로그아웃했다.",
      "다음엔 {P}님이 직접 내보내거나 읽기 전용 계정을 줄 수 있는지?")),
    (("{P} read the {SYS} password out on the call: {X}. I had assumed SSO was enabled there.",
      "{SYS} is not behind SSO yet; it still uses local accounts with their own password policy.",
      "Is SSO for {SYS} on the roadmap?"),
     ("{P}님이 통화로 {SYS} 비밀번호를 불러줬다: {X}. 거기도 SSO 가 되는 줄 알았다.",
      "{SYS|는} 아직 SSO 가 아니고 자체 비밀번호 정책이 있는 로컬 계정을 쓴다.",
      "{SYS} SSO 전환 계획이 있는지?")),
    (("The user sent a photo of the sticky note on the server rack; OCR gave:\n{SYS} / {U} / {X}",
      "Physical notes are the only record for some legacy devices; add them to the password manager when found.",
      "Can I move the credentials from the sticky note into the team vault?"),
     ("사용자가 서버랙에 붙은 포스트잇 사진을 보냈고 OCR 결과는 이랬다:\n{SYS} / {U} / {X}",
      "일부 레거시 장비는 종이 메모가 유일한 기록이다. 발견하면 비밀번호 관리자에 옮겨 둘 것.",
      "포스트잇의 계정 정보를 팀 볼트로 옮겨도 되는지?")),
]


OFFICE_HOSTS = ['192.168.0.1', '192.168.10.25', 'nas01.office.lan', '10.20.3.14', 'erp-web01', 'srv-fs02.corp.local', '172.16.4.20']


def pw_person():
    k = pick(['human', 'human', 'human', 'kbd', 'kbd', 'hangul', 'hangul', 'pass', 'punct'])
    if k == 'human':
        return pw_human(), 'human-style password'
    if k == 'kbd':
        return pw_korean_keyboard(), 'Korean-keyboard password'
    if k == 'hangul':
        return pw_hangul(), 'Hangul password'
    if k == 'pass':
        return pw_passphrase(), 'passphrase'
    return pw_punct(rint(10, 16)), 'punctuation-heavy password'


def gen_password_person(lang):
    P = pick(EN_NAMES) if lang == 'en' or chance(0.2) else pick(KO_NAMES)[1:] if chance(0.3) else pick(KO_NAMES)
    sysn = pick(SYSTEMS)
    SYS = sysn[0] if lang == 'en' else sysn[1]
    U = pick(['admin', 'ops', P.lower() if P.isascii() else pick(KO_ROMAN), pick(KO_ROMAN) + '.' + pick(['kim', 'lee', 'park', 'choi']), 'manager', 'cs01'])
    X, kind = pw_person()
    X2, kind2 = pw_person()
    fi = R.randrange(len(PERSON_FRAMES) + 1)
    H = pick(OFFICE_HOSTS)
    T = rtime()[:5]
    if fi == len(PERSON_FRAMES):            # table of several accounts
        rows = []
        listed = []
        for sy in sample(SYSTEMS, rint(2, 4)):
            pw, _k = pw_any()
            if '|' in pw:
                pw = pw.replace('|', '!')
            rows.append('| %s | %s | %s |' % (sy[0] if lang == 'en' else sy[1], pick(['admin', 'ops', 'acme', pick(KO_ROMAN)]), pw))
            listed.append(pw)
        table = '\n'.join([L(lang, '| system | id | password |', '| 시스템 | 아이디 | 비밀번호 |'), '|---|---|---|'] + rows)
        ctx = L(lang, 'The user shared the account list the previous contractor left behind:\n', '사용자가 이전 외주사가 남긴 계정 목록을 공유했다:\n') + table
        les = L(lang, 'These accounts belong to the previous contractor and must be rotated before handover; two of them were still active.',
                '이 계정들은 이전 외주사 것이라 인수 전에 모두 교체해야 한다. 그중 둘은 아직 살아 있었다.')
        ask = L(lang, 'Which of these accounts should I disable first?', '이 중 어떤 계정부터 비활성화할지?')
        return finish(lang, 'person password: account table (%d rows)' % len(rows), ctx, les, ask, listed, 'person/table')
    en, ko = PERSON_FRAMES[fi]
    c, l, a = en if lang == 'en' else ko
    kw = dict(P=P, SYS=SYS, U=U, X=X, X2=X2, H=H, T=T)
    ctx, les, ask = fmt(c, **kw), fmt(l, **kw), fmt(a, **kw)
    if chance(0.12) and '{X}' not in a:
        ask = fmt(lp(lang, ASK_SECRET), X=X, V=L(lang, 'password', '비밀번호'), E=env_name(lang), S=SYS)
    lst = [X, X2] if '{X2}' in c + l + a else [X]
    return finish(lang, 'person password: %s (%s)' % (sysn[0], kind), ctx, les, ask, lst, 'person/f%d' % fi)


# =====================================================================
# Part 5d - secret notes: passwords in commands, connection strings
# =====================================================================
_SH_SAFE = ALNUM + '_./:@=+-,'


def shq(v):
    return v if all(c in _SH_SAFE for c in v) else "'" + v + "'"


def pw_cmd(req):
    if req == 'plain':
        k = pick(['gen', 'kbd', 'word'])
        if k == 'gen':
            return rs(rint(12, 24)), 'generated password'
        if k == 'kbd':
            return ko_keys(pick(KO_WORDS)) + ko_keys(pick(KO_WORDS)) + digits(rint(2, 4), False), 'Korean-keyboard password'
        return pick(CAP_WORDS) + pick(WORDS).capitalize() + digits(rint(2, 4), False), 'human-style password'
    k = pick(['human', 'human', 'punct', 'kbd', 'gen', 'pass', 'hangul'] if chance(0.15) else ['human', 'human', 'punct', 'kbd', 'gen', 'pass'])
    if k == 'human':
        return pw_human(), 'human-style password'
    if k == 'punct':
        return pw_punct(rint(10, 20)), 'punctuation-heavy password'
    if k == 'kbd':
        return pw_korean_keyboard(), 'Korean-keyboard password'
    if k == 'pass':
        return pw_passphrase(False), 'passphrase'
    if k == 'hangul':
        return pw_hangul(), 'Hangul password'
    return pw_generated(), 'generated password'


# (tool, password requirement, builder(c) -> (command, [secret values]), goal en, goal ko)
COMMANDS = [
    ('mysql', 'any', lambda c: ('mysql -h %s -u %s -p%s %s' % (c['H'], c['U'], shq(c['P']), c['DB']), [c['P']]),
     'open a MySQL shell', 'MySQL 셸에 접속하는'),
    ('mysql', 'any', lambda c: ('mysql --host=%s --user=%s --password=%s %s < migrations/%s.sql' % (c['H'], c['U'], shq(c['P']), c['DB'], digits(4, False)), [c['P']]),
     'apply the migration by hand', '마이그레이션을 수동으로 적용하는'),
    ('mysqldump', 'any', lambda c: ('mysqldump -u root -p%s --single-transaction --all-databases | gzip > /backup/all-$(date +%%F).sql.gz' % shq(c['P']), [c['P']]),
     'take the nightly dump', '야간 덤프를 뜨는'),
    ('psql', 'any', lambda c: ("PGPASSWORD=%s psql -h %s -U %s -d %s -c 'select count(*) from orders'" % (shq(c['P']), c['H'], c['U'], c['DB']), [c['P']]),
     'count the rows in orders', 'orders 테이블 행 수를 세는'),
    ('pg_dump', 'plain', lambda c: ('pg_dump "host=%s port=5432 dbname=%s user=%s password=%s" -Fc -f %s.dump' % (c['H'], c['DB'], c['U'], c['P'], c['DB']), [c['P']]),
     'back up the database before the migration', '마이그레이션 전에 DB 를 백업하는'),
    ('sshpass', 'any', lambda c: ('sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s' % (shq(c['P']), c['U'], c['H']), [c['P']]),
     'log in to the legacy box without keys', '키 없이 레거시 서버에 접속하는'),
    ('curl', 'any', lambda c: ("curl -u '%s:%s' https://%s/api/health" % (c['U'], c['P'], c['H']), [c['P']]),
     'check the health endpoint behind basic auth', 'basic auth 뒤의 헬스체크를 확인하는'),
    ('htpasswd', 'any', lambda c: ('htpasswd -b -c /etc/nginx/.htpasswd %s %s' % (c['U'], shq(c['P'])), [c['P']]),
     'protect the staging site with basic auth', '스테이징 사이트에 basic auth 를 거는'),
    ('redis-cli', 'any', lambda c: ('redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO replication' % (c['H'], shq(c['P'])), [c['P']]),
     'inspect Redis replication', 'Redis 복제 상태를 보는'),
    ('mongosh', 'any', lambda c: ('mongosh --host %s -u %s -p %s --authenticationDatabase admin' % (c['H'], c['U'], shq(c['P'])), [c['P']]),
     'connect to the Mongo replica set', 'Mongo 레플리카셋에 접속하는'),
    ('docker login', 'any', lambda c: ('docker login harbor.acme.io -u %s -p %s' % (c['U'], shq(c['P'])), [c['P']]),
     'pull from the private Harbor registry', '사설 Harbor 레지스트리에서 pull 하는'),
    ('smbclient', 'plain', lambda c: ('smbclient //%s/share -U %s%%%s -c "ls"' % (c['H'], c['U'], c['P']), [c['P']]),
     'list the shared folder', '공유 폴더 목록을 보는'),
    ('sqlcmd', 'any', lambda c: ('sqlcmd -S %s,1433 -U sa -P %s -Q "SELECT @@VERSION"' % (c['H'], shq(c['P'])), [c['P']]),
     'check the SQL Server version', 'SQL Server 버전을 확인하는'),
    ('lftp', 'any', lambda c: ("lftp -u '%s,%s' sftp://%s -e 'mirror --reverse ./out /upload; bye'" % (c['U'], c['P'], c['H']), [c['P']]),
     'upload the settlement files to the partner', '정산 파일을 협력사에 올리는'),
    ('openssl', 'plain', lambda c: ('openssl pkcs12 -export -in cert.pem -inkey key.pem -out keystore.p12 -passout pass:%s' % c['P'], [c['P']]),
     'build the PKCS#12 keystore', 'PKCS#12 키스토어를 만드는'),
    ('zip', 'any', lambda c: ('zip -r -P %s export-%s.zip reports/' % (shq(c['P']), rdate()), [c['P']]),
     'send the encrypted report archive', '암호 걸린 리포트 압축 파일을 보내는'),
    ('7z', 'any', lambda c: ('7z a -p%s -mhe=on backup.7z ./data' % shq(c['P']), [c['P']]),
     'encrypt the backup before upload', '업로드 전에 백업을 암호화하는'),
    ('keytool', 'any', lambda c: ('keytool -importkeystore -srckeystore keystore.p12 -srcstoretype PKCS12 -srcstorepass %s -destkeystore app.jks -deststorepass %s'
                                  % (shq(c['P']), shq(c['P2'])), [c['P'], c['P2']]),
     'convert the keystore to JKS', '키스토어를 JKS 로 변환하는'),
    ('ldapsearch', 'any', lambda c: ('ldapsearch -x -H ldaps://%s -D "cn=%s,ou=services,dc=corp,dc=acme" -w %s -b "dc=corp,dc=acme" "(uid=jdoe)"'
                                     % (c['H'], c['U'], shq(c['P'])), [c['P']]),
     'look up a user in LDAP', 'LDAP 에서 사용자를 조회하는'),
    ('rabbitmqctl', 'any', lambda c: ('rabbitmqctl add_user %s %s && rabbitmqctl set_permissions -p / %s ".*" ".*" ".*"' % (c['U'], shq(c['P']), c['U']), [c['P']]),
     'create the RabbitMQ user for the worker', '워커용 RabbitMQ 사용자를 만드는'),
    ('chpasswd', 'any', lambda c: ("echo '%s:%s' | sudo chpasswd" % (c['U'], c['P']), [c['P']]),
     'reset the service account password', '서비스 계정 비밀번호를 재설정하는'),
    ('wget', 'any', lambda c: ('wget --user=%s --password=%s https://%s/exports/daily.csv' % (c['U'], shq(c['P']), c['H']), [c['P']]),
     'download the daily export', '일일 export 파일을 받는'),
    ('mosquitto_pub', 'any', lambda c: ('mosquitto_pub -h %s -p 8883 -u %s -P %s -t sensors/door -m open' % (c['H'], c['U'], shq(c['P'])), [c['P']]),
     'publish a test MQTT message', '테스트 MQTT 메시지를 보내는'),
    ('net use', 'plain', lambda c: ('net use Z: \\\\%s\\share %s /user:CORP\\%s' % (c['H'], c['P'], c['U']), [c['P']]),
     'map the finance share on Windows', '윈도우에서 재무팀 공유 드라이브를 연결하는'),
    ('kubectl', 'any', lambda c: ('kubectl create secret generic %s-db --from-literal=username=%s --from-literal=password=%s' % (c['svc'], c['U'], shq(c['P'])), [c['P']]),
     'create the DB secret in the cluster', '클러스터에 DB 시크릿을 만드는'),
    ('helm', 'plain', lambda c: ('helm upgrade --install %s-pg bitnami/postgresql --set auth.postgresPassword=%s --set auth.database=%s' % (c['svc'], c['P'], c['DB']), [c['P']]),
     'install the Postgres chart', 'Postgres 차트를 설치하는'),
    ('ansible-playbook', 'plain', lambda c: ('ansible-playbook site.yml -i inventory/prod -e "ansible_become_pass=%s"' % c['P'], [c['P']]),
     'run the playbook with sudo', 'sudo 로 플레이북을 돌리는'),
    ('mc', 'plain', lambda c: ('mc alias set %s https://%s:9000 %s %s' % (c['svc'][:6], c['H'], c['AK'], c['SK']), [c['AK'], c['SK']]),
     'point the MinIO client at the backup bucket', 'MinIO 클라이언트를 백업 버킷에 연결하는'),
    ('restic', 'any', lambda c: ('RESTIC_PASSWORD=%s restic -r s3:s3.amazonaws.com/acme-backups backup /srv/data' % shq(c['P']), [c['P']]),
     'run the restic backup', 'restic 백업을 돌리는'),
    ('ssh-keygen', 'any', lambda c: ('ssh-keygen -p -P %s -N %s -f ~/.ssh/id_ed25519' % (shq(c['P']), shq(c['P2'])), [c['P'], c['P2']]),
     'change the key passphrase', '키 패스프레이즈를 바꾸는'),
    ('gpg', 'any', lambda c: ('gpg --batch --pinentry-mode loopback --passphrase %s -d secrets.tar.gz.gpg | tar xz' % shq(c['P']), [c['P']]),
     'decrypt the handover archive', '인수인계 아카이브를 복호화하는'),
    ('docker run', 'any', lambda c: ('docker run -d --name pg -e POSTGRES_PASSWORD=%s -p 5432:5432 postgres:16' % shq(c['P']), [c['P']]),
     'start a local Postgres like prod', '운영과 같은 로컬 Postgres 를 띄우는'),
    ('sqlplus', 'plain', lambda c: ('sqlplus %s/%s@//%s:1521/ORCLPDB1' % (c['U'], c['P'], c['H']), [c['P']]),
     'query the Oracle ERP schema', '오라클 ERP 스키마를 조회하는'),
    ('influx', 'any', lambda c: ("influx -host %s -username %s -password %s -execute 'SHOW DATABASES'" % (c['H'], c['U'], shq(c['P'])), [c['P']]),
     'list the InfluxDB databases', 'InfluxDB 데이터베이스 목록을 보는'),
    ('psexec', 'plain', lambda c: ('psexec \\\\%s -u CORP\\%s -p %s cmd /c ipconfig' % (c['H'], c['U'], c['P']), [c['P']]),
     'run a command on the Windows host', '윈도우 호스트에서 명령을 실행하는'),
    ('xfreerdp', 'any', lambda c: ('xfreerdp /v:%s /u:%s /p:%s /cert:ignore' % (c['H'], c['U'], shq(c['P'])), [c['P']]),
     'open RDP to the build machine', '빌드 머신에 RDP 로 접속하는'),
    ('vault', 'any', lambda c: ('vault kv put secret/%s/db username=%s password=%s' % (c['svc'], c['U'], shq(c['P'])), [c['P']]),
     'store the DB password in Vault', 'DB 비밀번호를 Vault 에 저장하는'),
    ('git', 'any', lambda c: ('git clone https://%s:%s@git.acme.internal/platform/%s.git' % (c['U'], pct(c['P']), c['svc']), [pct(c['P'])]),
     'clone the repo over HTTPS', 'HTTPS 로 레포를 클론하는'),
    ('expect', 'plain', lambda c: ("expect -c 'spawn ssh %s@%s; expect \"password:\"; send \"%s\\r\"; interact'" % (c['U'], c['H'], c['P']), [c['P']]),
     'script the login to the switch', '스위치 로그인을 스크립트로 하는'),
    ('passwd', 'any', lambda c: ("echo '%s' | passwd --stdin %s" % (c['P'], c['U']), [c['P']]),
     'set the password for the new account', '새 계정의 비밀번호를 설정하는'),
    ('mysqladmin', 'any', lambda c: ('mysqladmin -u root -p%s password %s' % (shq(c['P']), shq(c['P2'])), [c['P'], c['P2']]),
     'change the MySQL root password', 'MySQL root 비밀번호를 바꾸는'),
    ('pip', 'any', lambda c: ('pip install --index-url https://%s:%s@pypi.acme.internal/simple/ acme-core==2.%d.0' % (c['U'], pct(c['P']), rint(0, 9)), [pct(c['P'])]),
     'install from the internal package index', '사내 패키지 인덱스에서 설치하는'),
    ('snowsql', 'any', lambda c: ('SNOWSQL_PWD=%s snowsql -a %s -u %s -d %s' % (shq(c['P']), 'xy' + digits(5) + '.ap-northeast-2.aws', c['U'].upper(), c['DB'].upper()), [c['P']]),
     'open a Snowflake session', 'Snowflake 세션을 여는'),
    ('nmcli', 'any', lambda c: ('nmcli dev wifi connect "%s" password %s' % (c['SSID'], shq(c['P'])), [c['P']]),
     'join the test devices to the lab Wi-Fi', '테스트 기기를 실험실 와이파이에 붙이는'),
]

CMD_FRAMES = [
    (("I didn't know how to {GOAL} on {H}; the user ran this for me:\n{CMD}",
      "{L}", "{A}"),
     ("{H}에서 {GOAL} 방법을 몰랐는데 사용자가 직접 실행해 보여줬다:\n{CMD}",
      "{L}", "{A}")),
    (("Trying to {GOAL} kept failing with an authentication error.",
      "The account needs the password passed explicitly; the working command was:\n{CMD}\n{L}", "{A}"),
     ("{GOAL} 작업이 계속 인증 오류로 실패했다.",
      "비밀번호를 명시적으로 넘겨야 했다. 동작한 명령:\n{CMD}\n{L}", "{A}")),
    (("Shell history on {H} (`history | grep {TOOL}`) showed how the last person managed to {GOAL}:\n{CMD}",
      "{L}", "{A}")  ,
     ("{H}의 셸 히스토리(`history | grep {TOOL}`)를 보니 이전 담당자가 이렇게 했다:\n{CMD}",
      "{L}", "{A}")),
    (("The runbook step to {GOAL} is out of date.",
      "{L} Current runbook command:\n{CMD}", "{A}"),
     ("{GOAL} 런북 단계가 오래된 상태였다.",
      "{L} 현재 런북 명령:\n{CMD}", "{A}")),
    (("I assumed {TOOL} would prompt for the password; the CI job runs non-interactively, so it hung.",
      "Non-interactive runs need the password on the command line or in an option file. The job uses:\n{CMD}\n{L}", "{A}"),
     ("{TOOL|가} 비밀번호를 물어볼 거라 생각했는데 CI 잡은 비대화형이라 그대로 멈췄다.",
      "비대화형 실행에서는 비밀번호를 명령줄이나 옵션 파일로 줘야 한다. 잡에서 쓰는 명령:\n{CMD}\n{L}", "{A}")),
]
CMD_LESSONS = (["Passwords on the command line end up in shell history and in `ps` output; an option file or env var is safer.",
                "{TOOL} ignores the config file when a password flag is given, which is why my edits had no effect.",
                "The account is locked after five failures, so copy the command exactly instead of retyping it.",
                "Run it from the bastion; {H} is not reachable over the VPN.",
                "Run it as the service user, otherwise file ownership breaks later."],
               ["명령줄 비밀번호는 셸 히스토리와 `ps` 출력에 남는다. 옵션 파일이나 환경변수가 더 안전하다.",
                "비밀번호 플래그를 주면 {TOOL|가} 설정 파일을 무시한다. 그래서 설정 파일 수정이 먹히지 않았다.",
                "5회 실패하면 계정이 잠기므로 다시 타이핑하지 말고 명령을 그대로 복사할 것.",
                "배스천에서 실행해야 한다. VPN 으로는 {H}에 닿지 않는다.",
                "서비스 유저로 실행해야 나중에 파일 소유권이 꼬이지 않는다."])
CMD_ASKS = (["Can I get a dedicated automation account instead of reusing this one?",
             "Should I move this password into the vault and read it from the script?",
             "Is {H} the primary or the replica?", "Who else runs this command, so a rotation does not break them?"],
            ["이 계정 대신 자동화 전용 계정을 받을 수 있는지?", "이 비밀번호를 볼트로 옮기고 스크립트에서 읽게 해도 되는지?",
             "{H|가} 프라이머리인지 레플리카인지?", "비밀번호를 바꾸면 영향받을 사람이 또 있는지?"])


def gen_password_command(lang):
    ci = R.randrange(len(COMMANDS))
    tool, req, fn, g_en, g_ko = COMMANDS[ci]
    P, kind = pw_cmd(req)
    P2, _k = pw_cmd(req)
    c = {'P': P, 'P2': P2, 'U': pick(DB_USERS), 'H': pick(HOSTS), 'DB': pick(DBNAMES), 'svc': pick(SERVICES),
         'AK': rs(20, UPNUM), 'SK': rs(40), 'SSID': pick(['ACME-LAB', 'acme_iot_5G', 'Office-Guest', 'QA-Devices'])}
    cmd, secrets = fn(c)
    fi = R.randrange(len(CMD_FRAMES))
    cf, ll, aa = CMD_FRAMES[fi][0] if lang == 'en' else CMD_FRAMES[fi][1]
    CMD = block(cmd, 'bash')
    kw = dict(TOOL=tool, GOAL=L(lang, g_en, g_ko), H=c['H'])
    Ltxt = fmt(lp(lang, CMD_LESSONS), **kw)
    Atxt = fmt(lp(lang, CMD_ASKS), **kw)
    if chance(0.15):
        Atxt = fmt(L(lang, 'Is {X} still the password for {U} on {H}?', '{H}의 {U} 비밀번호가 아직 {X} 인지?'),
                   X=secrets[0], U=c['U'], H=c['H'])
    elif chance(0.08):
        Atxt = ''
    kw.update(CMD=CMD, L=Ltxt, A=Atxt)
    ctx, les, ask = fmt(cf, **kw), fmt(ll, **kw), fmt(aa, **kw)
    return finish(lang, 'command password: %s (%s)' % (tool, kind), ctx, les, ask, secrets, 'cmd/%s/f%d' % (tool, fi))


# ---------------------------------------------------------------- connection strings
def conn_string(P, U, H, DB):
    """returns (env key, connection string, listed secret as written, label)"""
    pe = pct(P)
    k = rint(0, 20)
    if k == 0:
        return 'DATABASE_URL', 'postgresql://%s:%s@%s:5432/%s?sslmode=require' % (U, pe, H, DB), pe, 'PostgreSQL URL'
    if k == 1:
        return 'DATABASE_URL', 'mysql://%s:%s@%s:3306/%s' % (U, pe, H, DB), pe, 'MySQL URL'
    if k == 2:
        return 'MONGODB_URI', 'mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority' % (U, pe, rs(5, LOWNUM), DB), pe, 'MongoDB SRV URI'
    if k == 3:
        return 'REDIS_URL', pick(['redis://default:%s@%s:6379/0', 'rediss://:%s@%s:6380/1']) % (pe, H), pe, 'Redis URL'
    if k == 4:
        return 'CELERY_BROKER_URL', 'amqp://%s:%s@%s:5672/%s' % (U, pe, H, pick(['prod', 'celery', '%2F'])), pe, 'AMQP URL'
    if k == 5:
        return 'SPRING_DATASOURCE_URL', 'jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true' % (H, DB, U, pe), pe, 'JDBC URL with password'
    if k == 6:
        return 'JDBC_URL', 'jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true' % (H, DB, U, P), P, 'JDBC SQL Server'
    if k == 7:
        return 'ConnectionStrings__Default', 'Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;' % (
            rs(8, LOWNUM), DB, U, P), P, 'ADO.NET connection string'
    if k == 8:
        return 'SQLALCHEMY_DATABASE_URI', 'mssql+pyodbc://%s:%s@%s/%s?driver=ODBC+Driver+18+for+SQL+Server' % (U, pe, H, DB), pe, 'SQLAlchemy URL'
    if k == 9:
        e = pick(EMAILS)
        return 'SMTP_URL', 'smtp://%s:%s@smtp.%s:587' % (pct(e), pe, e.split('@')[1]), pe, 'SMTP URL'
    if k == 10:
        return 'FTP_URL', 'ftp://%s:%s@%s/outbound/' % (U, pe, H), pe, 'FTP URL'
    if k == 11:
        return 'ELASTICSEARCH_URL', 'https://elastic:%s@%s:9200' % (pe, H), pe, 'Elasticsearch URL'
    if k == 12:
        return 'PG_DSN', 'host=%s port=5432 dbname=%s user=%s password=%s sslmode=verify-full' % (H, DB, U, P), P, 'libpq keyword DSN'
    if k == 13:
        return 'ORACLE_CONN', '%s/%s@%s:1521/ORCLPDB1' % (U, P, H), P, 'Oracle EZConnect'
    if k == 14:
        key = b64e(rb(32))
        return 'SERVICEBUS_CONNECTION', 'Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s' % (
            pick(['acme-events', 'orders-bus', 'kr-notify']), key), key, 'Azure Service Bus connection string'
    if k == 15:
        pw = 'npg_' + rs(12)
        return 'DATABASE_URL', 'postgresql://%s:%s@ep-%s-%s.ap-southeast-1.aws.neon.tech/%s?sslmode=require' % (U, pw, pick(['cool', 'damp', 'still']), rs(8, LOWNUM), DB), pw, 'Neon URL'
    if k == 16:
        pw = 'pscale_pw_' + rs(43, B64URL)
        return 'DATABASE_URL', 'mysql://%s:%s@aws.connect.psdb.cloud/%s?sslaccept=strict' % (rs(12, LOWNUM), pw, DB), pw, 'PlanetScale URL'
    if k == 17:
        return 'SNOWFLAKE_URL', 'snowflake://%s:%s@xy%s.ap-northeast-2.aws/%s/PUBLIC?warehouse=COMPUTE_WH' % (U, pe, digits(5), DB.upper()), pe, 'Snowflake URL'
    if k == 18:
        return 'CLICKHOUSE_URL', 'clickhouse://%s:%s@%s:9000/%s' % (U, pe, H, DB), pe, 'ClickHouse URL'
    if k == 19:
        return 'MQTT_URL', 'mqtts://%s:%s@%s:8883' % (U, pe, H), pe, 'MQTT URL'
    return 'SFTP_URL', 'sftp://%s:%s@%s:22/upload' % (U, pe, H), pe, 'SFTP URL'


CONN_LOG = (["{T} ERROR [{S}] could not connect to {URL} (timeout after 5000 ms)",
             "{T} INFO  {S} starting with db={URL}",
             "{T} WARN  retrying connection {URL} attempt=3/5"],
            ["{T} ERROR [{S}] could not connect to {URL} (timeout after 5000 ms)",
             "{T} INFO  {S} starting with db={URL}",
             "{T} WARN  retrying connection {URL} attempt=3/5"])


def gen_conn_string(lang):
    svc, E, D = pick(SERVICES), env_name(lang), rdate()
    P, kind = pw_cmd('any') if chance(0.75) else pw_cmd('plain') if chance(0.6) else (pw_hangul(), 'Hangul password')
    U, H, DB = pick(DB_USERS), pick(HOSTS), pick(DBNAMES)
    key, url, listed, label = conn_string(P, U, H, DB)
    if ';' in P and label in ('JDBC SQL Server', 'ADO.NET connection string'):
        P = P.replace(';', '!')
        key, url, listed, label = key, url.replace(listed, P), P, label
    if ' ' in P and label in ('libpq keyword DSN', 'Oracle EZConnect'):
        return gen_conn_string(lang)
    lst = [listed]
    mode = pick(['container', 'container', 'container', 'log', 'code', 'inline'])
    V = L(lang, '%s connection string' % label, '%s 접속 문자열' % label)
    if mode == 'container':
        pairs = [(key, url)]
        if chance(0.3) and listed == pct(P) and P != listed:
            pairs.append(('DB_PASSWORD_RAW', P))
            lst.append(P)
        cname = pick_container([v for k, v in pairs], ['dotenv', 'export', 'yaml', 'json', 'k8s_secret', 'k8s_env', 'compose',
                                                        'gha', 'toml', 'properties', 'python', 'js', 'diff', 'table', 'chat', 'ini', 'terraform'])
        text, F = render(cname, pairs, svc)
        snippet = block(text, HINT.get(cname, ''))
        detail = cname
    elif mode == 'log':
        T = '2025-%02d-%02d %s' % (rint(1, 12), rint(1, 28), rtime())
        text = fmt(lp(lang, CONN_LOG), T=T, S=svc, URL=url)
        F = pick(['%s.log' % svc, 'pod logs', 'CI log'])
        snippet = block(text)
        detail = 'log line'
    elif mode == 'code':
        st = rint(0, 2)
        if st == 0:
            text = 'from sqlalchemy import create_engine\nengine = create_engine("%s", pool_pre_ping=True)' % url
        elif st == 1:
            text = "const client = new MongoClient('%s');" % url if 'mongodb' in url else "const pool = new Pool({ connectionString: '%s' });" % url
        else:
            text = 'db, err := sql.Open("%s", "%s")' % (pick(['postgres', 'mysql', 'sqlserver']), url)
        F = pick(['db.py', 'src/db.ts', 'internal/store/db.go'])
        snippet = block(text, '')
        detail = 'code'
    else:
        F = pick(INLINE_WHERE_EN if lang == 'en' else INLINE_WHERE_KO)
        snippet = None
        detail = 'inline prose'
    if mode == 'inline':
        it = fmt(L(lang, pick(['The user gave me the connection string {URL} for {E}.', 'Connection string from {F}: {URL}', '{URL} is what {S} uses in {E}.']),
                      pick(['사용자가 {E} 접속 문자열로 {URL} 를 줬다.', '{F}에 있던 접속 문자열: {URL}', '{S|가} {E}에서 쓰는 값은 {URL} 이다.'])),
                 URL=url, E=E, F=F, S=svc)
        ctx, les, ask, tid = assemble(lang, V, svc, E, D, F, '', lst, False, it)
    else:
        ctx, les, ask, tid = assemble(lang, V, svc, E, D, F, snippet, lst, False)
    enc = ' percent-encoded' if listed != P and listed == pct(P) else ''
    return finish(lang, 'connection string: %s (%s%s, %s)' % (label, kind, enc, detail), ctx, les, ask, lst, 'conn/%s/%s' % (mode, tid))


# =====================================================================
# Part 5e - secret notes: HTTP auth, cookies, signed URLs
# =====================================================================
def jwt_user(long=False):
    t = ts_epoch()
    p = {'sub': digits(rint(5, 9)), 'email': pick(EMAILS), 'role': pick(['admin', 'user', 'ops', 'partner']),
         'iat': t, 'exp': t + pick([900, 3600, 86400])}
    if long:
        p.update({'iss': 'https://auth.acme.io/realms/%s' % pick(['internal', 'partners', 'kr']), 'aud': ['api', 'admin-web'],
                  'scope': 'openid profile email orders:read orders:write settlements:read',
                  'sid': ruuid(), 'jti': ruuid(), 'azp': pick(SERVICES),
                  'realm_access': {'roles': ['default-roles', 'offline_access', 'uma_authorization']}})
        return jwt(p, 'RS256', 256, kid=rs(43, B64URL))
    return jwt(p, 'HS256', 32)


def session_cookie():
    k = rint(0, 5)
    if k == 0:
        v = rs(32, LOWNUM)
        return 'sessionid', v, v, 'Django sessionid'
    if k == 1:
        v = rs(26, LOWNUM)
        return 'PHPSESSID', v, v, 'PHPSESSID'
    if k == 2:
        v = rs(32, HEXU)
        return 'JSESSIONID', v, v, 'JSESSIONID'
    if k == 3:
        v = 's%3A' + rs(32, B64URL) + '.' + pct(rs(43, B64))
        return 'connect.sid', v, v, 'Express connect.sid (percent-encoded)'
    if k == 4:
        v = b64e(jcompact({'iv': b64e(rb(16)), 'value': b64e(rb(48)), 'mac': hexs(64), 'tag': ''}).encode()).rstrip('=')
        return 'laravel_session', v, v, 'Laravel session'
    v = rs(rint(120, 200), B64URL) + '--' + rs(rint(20, 28), B64URL) + '--' + pct(b64e(rb(16)))
    return '_app_session', v, v, 'Rails session cookie'


HTTP_FRAMES = [
    (("The user reproduced the {S} bug in the browser and gave me the request via 'Copy as cURL':\n{SNIP}",
      "{L}", "{A}"),
     ("사용자가 브라우저에서 {S} 버그를 재현하고 'Copy as cURL' 로 요청을 넘겨줬다:\n{SNIP}", "{L}", "{A}")),
    (("I couldn't call the internal {S} API; I didn't know it expects {AK}.",
      "A working request, from the user:\n{SNIP}\n{L}", "{A}"),
     ("사내 {S} API 호출이 안 됐는데 {AK} 방식이라는 걸 몰랐다.", "사용자가 준 동작하는 요청:\n{SNIP}\n{L}", "{A}")),
    (("A partner's integration with {S} kept failing; their developer sent the request they make:\n{SNIP}",
      "{L}", "{A}"),
     ("협력사의 {S} 연동이 계속 실패했고, 그쪽 개발자가 보내는 요청을 그대로 보내왔다:\n{SNIP}", "{L}", "{A}")),
    (("The API gateway debug log for {S} printed the incoming headers, which I did not expect.",
      "{L}\nExcerpt:\n{SNIP}", "{A}"),
     ("{S} API 게이트웨이 디버그 로그가 들어오는 헤더를 그대로 찍고 있는 줄 몰랐다.", "{L}\n발췌:\n{SNIP}", "{A}")),
    (("To replay the failing {S} call I needed the exact request; the user exported it from Postman.",
      "{L}\n{SNIP}", "{A}"),
     ("실패한 {S} 호출을 재현하려면 요청 원문이 필요해서 사용자가 Postman 에서 내보내 줬다.", "{L}\n{SNIP}", "{A}")),
]
HTTP_LESSONS = (["The internal API rejects tokens older than one hour, so refresh before replaying captured requests.",
                 "The gateway drops the Authorization header on redirects; call the final URL directly.",
                 "This credential belongs to a service account, not a person, and it bypasses rate limiting.",
                 "Captured requests only replay while the session lives (30 minutes).",
                 "The 403 came from the WAF, not the app: the request also needs the X-Client-Version header."],
                ["사내 API 는 1시간 지난 토큰을 거부하므로 캡처한 요청을 재생하기 전에 갱신해야 한다.",
                 "게이트웨이가 리다이렉트 때 Authorization 헤더를 버린다. 최종 URL 을 직접 호출할 것.",
                 "이 자격 증명은 사람이 아니라 서비스 계정 것이라 rate limit 을 우회한다.",
                 "캡처한 요청은 세션이 살아 있는 30분 동안만 재생된다.",
                 "403 은 앱이 아니라 WAF 에서 난 것이었다. X-Client-Version 헤더도 필요하다."])
HTTP_ASKS = (["Can I get my own test account for the {S} API instead of replaying your session?",
              "Is the credential in that capture still valid, or should I log in again?",
              "Should the gateway stop logging request headers?"],
             ["세션을 재사용하는 대신 {S} API 테스트 계정을 따로 받을 수 있는지?",
              "캡처에 있던 자격 증명이 아직 유효한지, 다시 로그인해야 하는지?",
              "게이트웨이가 요청 헤더를 로그에 남기지 않게 해도 되는지?"])


def gen_http_auth(lang):
    svc = pick(SERVICES)
    host = pick(['api.acme.io', 'internal-api.acme.kr', 'admin.acme.io', 'partner.shop-demo.com', 'gw.acme.internal'])
    path = pick(API_PATHS)
    kind = pick(['basic', 'basic', 'bearer', 'jwt', 'jwt_long', 'apikey', 'cookie', 'cookie', 'requests_auth'])
    listed, decoded_note = [], ''
    if kind == 'basic':
        U = pick(DB_USERS + ['svc-report', 'partner_' + rs(4, LOWNUM)])
        P, pk = pw_any(ascii_only=True) if chance(0.8) else (pw_hangul(), 'Hangul password')
        b = b64e(('%s:%s' % (U, P)).encode())
        hdrs = [('Authorization', 'Basic ' + b)]
        listed = [b]
        AK = L(lang, 'HTTP Basic auth', 'HTTP Basic 인증')
        if chance(0.4):
            decoded_note = L(lang, 'Decoded, it is `%s:%s`.' % (U, P), '디코딩하면 `%s:%s` 이다.' % (U, P))
            listed.append(P)
        label = 'Basic header (%s)' % pk
    elif kind in ('bearer', 'jwt', 'jwt_long'):
        tok = {'bearer': lambda: pick(['', 'sess_', 'at_']) + rs(rint(40, 64), B64URL), 'jwt': jwt_user, 'jwt_long': lambda: jwt_user(True)}[kind]()
        hdrs = [('Authorization', 'Bearer ' + tok)]
        listed = [tok]
        AK = L(lang, 'a Bearer token', 'Bearer 토큰')
        label = {'bearer': 'opaque Bearer token', 'jwt': 'JWT Bearer token', 'jwt_long': 'long RS256 JWT access token'}[kind]
    elif kind == 'apikey':
        tok = rs(rint(32, 48), pick([ALNUM, HEX, B64URL]))
        hdrs = [(pick(['X-API-Key', 'x-internal-token', 'X-Auth-Key', 'apikey']), tok)]
        listed = [tok]
        AK = L(lang, 'an API key header', 'API 키 헤더')
        label = 'API key header'
    elif kind == 'cookie':
        name, val, lv, label = session_cookie()
        extra = '; csrftoken=%s' % rs(32) if chance(0.3) else ''
        hdrs = [('Cookie', '%s=%s%s; lang=ko-KR' % (name, val, extra))]
        listed = [lv]
        AK = L(lang, 'a session cookie', '세션 쿠키')
    else:
        U, (P, pk) = pick(DB_USERS), pw_any(ascii_only=True)
        listed = [P]
        AK = L(lang, 'basic auth', 'basic 인증')
        label = 'requests auth tuple (%s)' % pk
        hdrs = None
    url = 'https://%s%s' % (host, path)
    st = pick(['curl', 'raw', 'postman', 'har']) if hdrs else 'py'
    if st == 'curl':
        snip = "curl '%s' \\\n" % url + ' \\\n'.join("  -H '%s: %s'" % (k, v) for k, v in hdrs + [('accept', 'application/json')]) + ' \\\n  --compressed'
    elif st == 'raw':
        snip = '\n'.join(['GET %s HTTP/1.1' % path, 'Host: %s' % host] + ['%s: %s' % (k, v) for k, v in hdrs] + ['Accept: */*'])
    elif st == 'postman':
        snip = json.dumps({'request': {'method': 'GET', 'header': [{'key': k, 'value': v} for k, v in hdrs], 'url': url}}, indent=2)
    elif st == 'har':
        snip = json.dumps({'request': {'method': 'POST', 'url': url, 'headers': [{'name': k, 'value': v} for k, v in hdrs]}}, indent=1)
    else:
        snip = 'resp = requests.get("%s", auth=("%s", "%s"), timeout=5)' % (url, U, P)
    fi = R.randrange(len(HTTP_FRAMES))
    c, l, a = HTTP_FRAMES[fi][0] if lang == 'en' else HTTP_FRAMES[fi][1]
    Lt = sentence_join(fmt(lp(lang, HTTP_LESSONS)), decoded_note) if decoded_note else fmt(lp(lang, HTTP_LESSONS))
    At = fmt(lp(lang, HTTP_ASKS), S=svc)
    if chance(0.1) and len(listed[0]) < 120:
        At = fmt(lp(lang, ASK_SECRET), X=listed[0], V=AK, E=env_name(lang), S=svc)
    kw = dict(S=svc, AK=AK, SNIP=block(snip, {'curl': 'bash', 'raw': 'http', 'postman': 'json', 'har': 'json', 'py': 'python'}[st]), L=Lt, A=At)
    return finish(lang, 'http auth: %s via %s' % (label, st), fmt(c, **kw), fmt(l, **kw), fmt(a, **kw), listed, 'http/%s/%s/f%d' % (kind, st, fi))


def gen_signed_url(lang):
    k = rint(0, 4)
    obj = pick(['exports/%s/settlement.csv' % rdate(), 'invoices/INV-%s.pdf' % digits(6), 'builds/app-release-%s.apk' % digits(3),
                'backups/db-%s.sql.gz' % rdate(), 'uploads/%s/photo.jpg' % ruuid()[:8]])
    d8 = '2025%02d%02d' % (rint(1, 12), rint(1, 28))
    listed = []
    if k == 0 or k == 1:
        region = pick(['ap-northeast-2', 'us-east-1', 'ap-northeast-1'])
        sts = k == 1
        akid = aws_id('ASIA' if sts else 'AKIA')
        sig = hexs(64)
        q = 'X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request&X-Amz-Date=%sT%02d%02d%02dZ&X-Amz-Expires=%d&X-Amz-SignedHeaders=host' % (
            akid, d8, region, d8, rint(0, 23), rint(0, 59), rint(0, 59), pick([300, 3600, 604800]))
        listed = [akid, sig]
        if sts:
            tok = pct('IQoJb3JpZ2luX2VjE' + rs(rint(180, 260), B64))
            q += '&X-Amz-Security-Token=' + tok
            listed.append(tok)
        url = 'https://%s.s3.%s.amazonaws.com/%s?%s&X-Amz-Signature=%s' % (pick(['acme-exports', 'shop-media-prod', 'kr-reports']), region, obj, q, sig)
        label = 'S3 presigned URL' + (' with STS session token' if sts else '')
    elif k == 2:
        sig = hexs(512)
        url = ('https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=%sT000000Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s'
               % (pick(['acme-public-assets', 'ml-datasets-kr']), obj, pick(['uploader', 'signer']), pick(['acme-prod', 'kr-data-123']), d8, d8, sig))
        listed = [sig]
        label = 'GCS V4 signed URL'
    elif k == 3:
        sig = pct(b64e(rb(32)))
        url = 'https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-%02d-%02dT00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s' % (
            'st' + rs(8, LOWNUM), pick(['exports', 'media', 'backups']), obj, rint(1, 12), rint(1, 28), sig)
        listed = [sig]
        label = 'Azure SAS URL'
    else:
        sig = rs(rint(160, 180), ALNUM + '-_~')
        url = 'https://d%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s' % (rs(13, LOWNUM), obj, ts_epoch(), sig, rs(13, UPNUM))
        listed = [sig]
        label = 'CloudFront signed URL'
    frames = [
        (("The user shared a download link for {O} and asked why it stopped working:\n{U}",
          "Signed links expire; regenerate with a longer expiry instead of sharing old ones.", "How long should these links stay valid?"),
         ("사용자가 {O} 다운로드 링크를 공유하면서 왜 안 되는지 물었다:\n{U}",
          "서명된 링크는 만료된다. 옛 링크를 돌려쓰지 말고 만료 시간을 늘려 다시 만들 것.", "이 링크는 얼마 동안 유효해야 하는지?")),
        (("I got SignatureDoesNotMatch when re-encoding the URL for {O}; I didn't know the query must be passed through unchanged.",
          "Never decode or re-encode a signed URL. The original that works:\n{U}", "Who generates these URLs, the backend or the batch job?"),
         ("{O} URL 을 다시 인코딩했더니 SignatureDoesNotMatch 가 났다. 쿼리를 그대로 넘겨야 한다는 걸 몰랐다.",
          "서명된 URL 은 디코딩/재인코딩하면 안 된다. 동작하는 원본:\n{U}", "이 URL 은 백엔드와 배치 중 어디서 생성하는지?")),
        (("Support pasted a customer-facing link into the ticket; the link grants access to {O} until it expires.",
          "Treat signed URLs like passwords until expiry.\n{U}", "Should we shorten the expiry for support links?"),
         ("CS 팀이 고객용 링크를 티켓에 그대로 붙였다. 만료 전까지 이 링크로 {O}에 접근할 수 있다.",
          "서명된 URL 은 만료 전까지 비밀번호처럼 다뤄야 한다.\n{U}", "CS 용 링크의 만료 시간을 줄여야 하는지?")),
    ]
    fi = R.randrange(len(frames))
    c, l, a = frames[fi][0] if lang == 'en' else frames[fi][1]
    kw = dict(O=obj, U=block(url))
    return finish(lang, 'signed URL: ' + label, fmt(c, **kw), fmt(l, **kw), fmt(a, **kw), listed, 'signed/%d/f%d' % (k, fi))


# =====================================================================
# Part 5f - secret notes: private keys, OTP / recovery codes / PINs, Wi-Fi, webhooks, split
# =====================================================================
def der_len(n):
    if n < 128:
        return bytes([n])
    if n < 256:
        return b'\x81' + bytes([n])
    return b'\x82' + struct.pack('>H', n)


def ec_sec1_der():
    body = (b'\x02\x01\x01\x04\x20' + rb(32) + b'\xa0\x0a\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07' +
            b'\xa1\x44\x03\x42\x00\x04' + rb(64))
    return b'\x30' + der_len(len(body)) + body


def ec_pkcs8_der():
    inner = b'\x02\x01\x01\x04\x20' + rb(32) + b'\xa1\x44\x03\x42\x00\x04' + rb(64)
    inner = b'\x30' + der_len(len(inner)) + inner
    body = (b'\x02\x01\x00\x30\x13\x06\x07\x2a\x86\x48\xce\x3d\x02\x01\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07' +
            b'\x04' + der_len(len(inner)) + inner)
    return b'\x30' + der_len(len(body)) + body


def ed25519_pkcs8_der():
    return b'\x30\x2e\x02\x01\x00\x30\x05\x06\x03\x2b\x65\x70\x04\x22\x04\x20' + rb(32)


def rsa_pkcs1_prefix_der(nbytes):
    """first bytes of a 2048-bit PKCS#1 RSA key followed by random material (shown truncated)"""
    return b'\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00' + rb(nbytes)


def rsa_pkcs8_prefix_der(nbytes):
    return b'\x30\x82\x04\xbe\x02\x01\x00\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01\x05\x00\x04\x82\x04\xa8\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00' + rb(nbytes)


def ssh_str(b):
    return struct.pack('>I', len(b)) + b


def openssh_ed25519(comment):
    pub = rb(32)
    priv = rb(32) + pub
    pubblob = ssh_str(b'ssh-ed25519') + ssh_str(pub)
    chk = rb(4)
    sec = chk + chk + pubblob + ssh_str(priv) + ssh_str(comment.encode())
    pad = 1
    while len(sec) % 8:
        sec += bytes([pad])
        pad += 1
    blob = (b'openssh-key-v1\x00' + ssh_str(b'none') + ssh_str(b'none') + ssh_str(b'') + struct.pack('>I', 1) +
            ssh_str(pubblob) + ssh_str(sec))
    return wrap(b64e(blob), 70), 'ssh-ed25519 ' + b64e(pubblob) + ' ' + comment


def pem(label, der, width=64, truncate=None):
    lines = wrap(b64e(der), width)
    if truncate:
        lines = lines[:truncate]
    return lines


def gen_private_key(lang):
    k = rint(0, 9)
    who = pick(['deploy@ci', 'jdoe@laptop', 'minsu@macbook', 'ansible@bastion', 'github-actions'])
    listed, text, label, hint = [], '', '', ''
    if k == 0:
        lines = pem('EC PRIVATE KEY', ec_sec1_der())
        text = '\n'.join(['-----BEGIN EC PRIVATE KEY-----'] + lines + ['-----END EC PRIVATE KEY-----'])
        listed, label = lines, 'EC P-256 SEC1 PEM'
    elif k == 1:
        lines = pem('PRIVATE KEY', ed25519_pkcs8_der())
        text = '\n'.join(['-----BEGIN PRIVATE KEY-----'] + lines + ['-----END PRIVATE KEY-----'])
        listed, label = lines, 'Ed25519 PKCS#8 PEM'
    elif k == 2:
        lines, publine = openssh_ed25519(who)
        text = '\n'.join(['-----BEGIN OPENSSH PRIVATE KEY-----'] + lines + ['-----END OPENSSH PRIVATE KEY-----'])
        listed, label = lines, 'OpenSSH ed25519 private key'
    elif k == 3:
        lines = pem('RSA PRIVATE KEY', rsa_pkcs1_prefix_der(rint(200, 320)))[:rint(4, 6)]
        text = '\n'.join(['-----BEGIN RSA PRIVATE KEY-----'] + lines + ['...(%s)' % L(lang, 'truncated in the log', '로그에서 잘림')])
        listed, label = lines, 'RSA PKCS#1 PEM (truncated)'
    elif k == 4:
        lines = pem('PRIVATE KEY', rsa_pkcs8_prefix_der(rint(150, 200)))[:3]
        sa = pick(['uploader', 'bq-loader', 'firebase-adminsdk-' + rs(5, LOWNUM)])
        proj = pick(['acme-prod', 'kr-data-123', 'shop-demo-4f2a'])
        pk = '-----BEGIN PRIVATE KEY-----\\n' + '\\n'.join(lines) + '\\n...'
        text = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n  "client_email": "%s@%s.iam.gserviceaccount.com",\n  "client_id": "%s"\n}'
                % (proj, hexs(40), pk, sa, proj, digits(21)))
        listed, label, hint = lines, 'GCP service-account JSON private_key (escaped newlines)', 'json'
    elif k == 5:
        priv = b64e(rb(32))
        psk = b64e(rb(32))
        pub = b64e(rb(32))
        text = ('[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\nEndpoint = vpn.acme.io:51820\nAllowedIPs = 10.0.0.0/8'
                % (priv, rint(2, 250), pub, psk))
        listed, label, hint = [priv, psk], 'WireGuard PrivateKey + PresharedKey', 'ini'
    elif k == 6:
        d = b64u(rb(32))
        text = json.dumps({'kty': 'EC', 'crv': 'P-256', 'kid': rs(8, LOWNUM), 'x': b64u(rb(32)), 'y': b64u(rb(32)), 'd': d}, indent=2)
        listed, label, hint = [d], 'JWK private key (d)', 'json'
    elif k == 7:
        der = ec_pkcs8_der()
        lines = pem('PRIVATE KEY', der)
        keyb64 = b64e(('-----BEGIN PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END PRIVATE KEY-----\n').encode())
        text = ('apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-tls\ntype: kubernetes.io/tls\ndata:\n  tls.crt: <%s>\n  tls.key: %s'
                % (pick(SERVICES), L(lang, 'certificate omitted', '인증서 생략'), keyb64))
        listed, label, hint = [keyb64], 'k8s TLS secret tls.key (base64 of PEM)', 'yaml'
    elif k == 8:
        lines = wrap(b64e(b'\x95\x07\x46\x04' + rb(rint(200, 240))), 64)[:4]
        text = '\n'.join(['-----BEGIN PGP PRIVATE KEY BLOCK-----', ''] + lines + ['...'])
        listed, label = lines, 'PGP private key block (partial)'
    else:
        pubb = b64e(ssh_str(b'ssh-ed25519') + ssh_str(rb(32)))
        privb = b64e(ssh_str(rb(32)))
        text = ('PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s\nPublic-Lines: 2\n%s\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s'
                % (who, pubb[:64], pubb[64:], privb, hexs(64)))
        listed, label = [privb], 'PuTTY PPK v3 private line'
    frames = [
        (("I didn't know the deploy job for {S} authenticates with a key stored inline in the pipeline. The user pasted it:\n{K}",
          "Keys stored inline in CI config get copied into every fork; it should be a protected variable or a deploy key.", "Can I replace this key with a deploy key scoped to the repo?"),
         ("{S} 배포 잡이 파이프라인에 인라인으로 박힌 키로 인증한다는 걸 몰랐다. 사용자가 붙여줬다:\n{K}",
          "CI 설정에 인라인으로 둔 키는 포크마다 복사된다. 보호 변수나 deploy key 로 옮겨야 한다.", "이 키를 레포 전용 deploy key 로 바꿔도 되는지?")),
        (("SSH to {H} failed with 'Permission denied (publickey)'.",
          "The server only accepts the team key, not personal keys. The user sent the team key:\n{K}", "Should each engineer get their own key on {H}?"),
         ("{H} SSH 접속이 'Permission denied (publickey)' 로 실패했다.",
          "서버가 개인 키가 아니라 팀 키만 받는다. 사용자가 팀 키를 보내줬다:\n{K}", "{H}에 엔지니어별 키를 등록할지?")),
        (("The {S} container could not load its key; I didn't know it is mounted from a file, not an env var.",
          "Mount path is /etc/{S}/key.pem with mode 0400. File content at the time:\n{K}", "Where is the canonical copy of this key kept?"),
         ("{S} 컨테이너가 키를 못 읽었다. 환경변수가 아니라 파일로 마운트된다는 걸 몰랐다.",
          "마운트 경로는 /etc/{S}/key.pem, 권한 0400. 당시 파일 내용:\n{K}", "이 키의 원본은 어디에 보관하는지?")),
        (("A teammate committed a key file by accident; I found it while reviewing the diff for {S}.",
          "Removing the file is not enough, it must be revoked and regenerated.\n{K}", "Who can revoke and reissue this key?"),
         ("동료가 실수로 키 파일을 커밋했고 {S} diff 리뷰 중 발견했다.",
          "파일 삭제로는 부족하고 폐기 후 재발급해야 한다.\n{K}", "이 키를 누가 폐기/재발급할 수 있는지?")),
    ]
    fi = R.randrange(len(frames))
    c, l, a = frames[fi][0] if lang == 'en' else frames[fi][1]
    kw = dict(S=pick(SERVICES), H=pick(HOSTS), K=block(text, hint) if not text.startswith('-----') or chance(0.7) else text)
    if kw['K'].startswith('`') and kw['K'].endswith('`') and '\n' not in kw['K']:
        kw['K'] = text
    return finish(lang, 'private key: ' + label, fmt(c, **kw), fmt(l, **kw), fmt(a, **kw), listed, 'pkey/%d/f%d' % (k, fi))


ISSUERS = ['GitHub', 'AWS', 'Google', 'Naver', 'Kakao', 'Toss', 'Okta', 'GitLab', 'Slack', 'Coupang Wing', 'Cafe24']


def gen_otp_recovery(lang):
    k = rint(0, 9)
    iss = pick(ISSUERS)
    acct = pick(EMAILS)
    listed = []
    if k == 0:
        sec = rs(pick([16, 32]), B32)
        text = 'otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30' % (iss, pct(acct), sec, iss)
        listed, label = [sec], 'TOTP otpauth URI'
    elif k == 1:
        sec = ' '.join(rs(4, B32.lower()) for _ in range(8))
        text = L(lang, 'Setup key (manual entry): ', '설정 키(수동 입력): ') + sec
        listed, label = [sec], 'TOTP setup key in groups'
    elif k == 2:
        sec = rs(32, B32)
        text = 'import pyotp\ntotp = pyotp.TOTP("%s")\nprint(totp.now())' % sec
        listed, label = [sec], 'TOTP seed in code'
    elif k == 3:
        codes = ['%s-%s' % (hexs(5), hexs(5)) for _ in range(rint(4, 8))]
        text = '\n'.join(codes)
        listed, label = codes, 'GitHub recovery codes'
    elif k == 4:
        codes = ['%s %s' % (digits(4, False), digits(4, False)) for _ in range(rint(4, 10))]
        text = '\n'.join('%d. %s' % (i + 1, c) for i, c in enumerate(codes))
        listed, label = codes, 'Google backup codes'
    elif k == 5:
        sec = 'A3-%s-%s-%s-%s-%s-%s' % (rs(6, UPNUM), rs(6, UPNUM), rs(5, UPNUM), rs(5, UPNUM), rs(5, UPNUM), rs(5, UPNUM))
        text = L(lang, 'Secret Key: ', 'Secret Key: ') + sec
        listed, label, iss = [sec], '1Password Secret Key', '1Password'
    elif k == 6:
        sec = '-'.join(digits(6, False) for _ in range(8))
        text = L(lang, 'BitLocker recovery key for %s: ' % pick(['LT-0231', 'DESKTOP-7QK2', 'NB-MINSU']), '%s BitLocker 복구 키: ' % pick(['LT-0231', 'DESKTOP-7QK2', 'NB-MINSU'])) + sec
        listed, label, iss = [sec], 'BitLocker recovery key', 'BitLocker'
    elif k == 7:
        puk = digits(8, False)
        door = digits(rint(8, 10), False)
        text = L(lang, 'SIM PUK for the on-call phone: %s\nServer room door code: %s' % (puk, door),
                 '당직폰 유심 PUK: %s\n서버실 도어락 번호: %s' % (puk, door))
        listed, label, iss = [puk, door], 'SIM PUK + door code', 'on-call phone'
    elif k == 8:
        sec = '-'.join(rs(4, UPNUM) for _ in range(7))
        text = L(lang, 'Apple ID recovery key: ', 'Apple ID 복구 키: ') + sec
        listed, label, iss = [sec], 'Apple recovery key', 'Apple ID'
    else:
        codes = ['%s-%s' % (rs(4, LOWNUM), rs(4, LOWNUM)) for _ in range(rint(3, 6))]
        text = '\n'.join(codes)
        listed, label, iss = codes, 'Discord backup codes', 'Discord'
    frames = [
        (("The shared {I} account for the team has 2FA; I didn't know where the second factor lives.",
          "The user keeps it in the team vault; the note they pasted:\n{T}", "Should the 2FA seed move to a hardware key instead?"),
         ("팀 공용 {I} 계정에 2FA 가 걸려 있는데 두 번째 인증 수단이 어디 있는지 몰랐다.",
          "사용자가 팀 볼트에 보관 중이고, 붙여준 메모는 이렇다:\n{T}", "2FA 시드를 하드웨어 키로 옮길지?")),
        (("I got locked out of {I} during the migration and needed the emergency codes.",
          "{T}\nEach code works once; cross out the used ones in the vault entry.", "Which codes have already been used?"),
         ("마이그레이션 중 {I} 계정이 잠겨서 비상 코드가 필요했다.",
          "{T}\n코드는 한 번씩만 쓸 수 있으니 볼트 항목에서 쓴 코드는 지워 둘 것.", "이미 쓴 코드가 어떤 것인지?")),
        (("Setting up {I} on the on-call phone, the user read the values from the onboarding doc.",
          "Write down where each value came from; the doc is the only copy.\n{T}", "Can the onboarding doc be moved into the vault?"),
         ("당직폰에 {I} 를 세팅하면서 사용자가 온보딩 문서의 값을 읽어줬다.",
          "각 값의 출처를 남겨 둘 것. 문서가 유일한 사본이다.\n{T}", "온보딩 문서를 볼트로 옮겨도 되는지?")),
    ]
    fi = pick({0: [0, 2], 1: [0, 2], 2: [0, 2], 7: [2]}.get(k, [1, 2]))
    c, l, a = frames[fi][0] if lang == 'en' else frames[fi][1]
    kw = dict(I=iss, T=block(text))
    ctx, les, ask = fmt(c, **kw), fmt(l, **kw), fmt(a, **kw)
    if chance(0.12) and len(listed) == 1:
        ask = L(lang, 'Is %s still the current value?' % listed[0], '%s 가 아직 현재 값인지?' % listed[0])
    return finish(lang, 'OTP/recovery/PIN: ' + label, ctx, les, ask, listed, 'otp/%d/f%d' % (k, fi))


def wifi_pw():
    k = rint(0, 4)
    if k == 0:
        return pick(CAP_WORDS).lower() + digits(rint(4, 8), False) + pick(['', '!', '!!']), 'human'
    if k == 1:
        return pw_korean_keyboard(), 'Korean-keyboard'
    if k == 2:
        return pw_passphrase(spaces_ok=True), 'passphrase'
    if k == 3:
        return '0' + pick(['10', '2', '31']) + digits(7, False), 'phone-number style'
    return rs(rint(12, 20), ALNUM + '!@#*'), 'random'


def gen_wifi(lang):
    ssid = pick(['ACME-Office', 'acme_iot_5G', 'Office-Guest', 'QA-Devices', 'iptime_3F', 'KT_GiGA_5G_A1B2', 'U+Net9F2C', 'Lab-Sensors'])
    P, kind = wifi_pw()
    k = rint(0, 6)
    listed = [P]
    if k == 0:
        text, label, hint = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, P), 'wpa_supplicant.conf', ''
    elif k == 1:
        raw = hexs(64)
        text, label, hint = 'network={\n    ssid="%s"\n    psk=%s\n}' % (ssid, raw), 'wpa_supplicant.conf (raw PSK)', ''
        listed = [raw]
    elif k == 2:
        text, label, hint = 'interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK' % (ssid, P), 'hostapd.conf', 'ini'
    elif k == 3:
        text, label, hint = ('network:\n  version: 2\n  wifis:\n    wlan0:\n      dhcp4: true\n      access-points:\n        "%s":\n          password: "%s"' % (ssid, P)), 'netplan', 'yaml'
    elif k == 4:
        if any(c in P for c in ';,:'):
            P = P.replace(';', '!').replace(',', '.').replace(':', '.')
            listed = [P]
        text, label, hint = 'WIFI:T:WPA;S:%s;P:%s;;' % (ssid, P), 'Wi-Fi QR payload', ''
    elif k == 5:
        text, label, hint = ('    SSID name              : "%s"\n    Authentication         : WPA2-Personal\n    Key Content            : %s' % (ssid, P)), 'netsh wlan show profile output', ''
    else:
        text, label, hint = 'const char* ssid = "%s";\nconst char* password = "%s";\nWiFi.begin(ssid, password);' % (ssid, P), 'ESP32 sketch', 'cpp'
    frames = [
        (("The IoT sensors in the lab stopped reporting; I didn't know they join {W}, not the main network.",
          "The devices keep the Wi-Fi config in flash; reflashing wipes it. Config used:\n{T}", "Is {W} going to be renamed or moved to WPA3?"),
         ("실험실 IoT 센서가 보고를 멈췄다. 메인 망이 아니라 {W}에 붙는다는 걸 몰랐다.",
          "기기가 와이파이 설정을 플래시에 저장해서 재플래시하면 지워진다. 사용한 설정:\n{T}", "{W}의 이름을 바꾸거나 WPA3 로 옮길 계획이 있는지?")),
        (("Provisioning the Raspberry Pi kiosks, I did not have the Wi-Fi credentials for {W}.",
          "{T}\nThe kiosk image must be rebuilt whenever the Wi-Fi password changes.", "Who changes the {W} password, and how will I hear about it?"),
         ("라즈베리파이 키오스크를 세팅하는데 {W} 와이파이 정보가 없었다.",
          "{T}\n와이파이 비밀번호가 바뀌면 키오스크 이미지를 다시 빌드해야 한다.", "{W} 비밀번호는 누가 바꾸고, 바뀌면 어떻게 알 수 있는지?")),
        (("Test phones for the QA run had to join {W}; the user said the password is {P}.",
          "Guest Wi-Fi blocks the staging API; the test devices must use {W}.", "Can QA get a dedicated SSID?"),
         ("QA 테스트폰을 {W}에 붙여야 했는데 사용자가 비밀번호는 {P} 라고 알려줬다.",
          "게스트 와이파이에서는 스테이징 API 가 막혀 있어서 테스트 기기는 {W|를} 써야 한다.", "QA 전용 SSID 를 받을 수 있는지?")),
    ]
    fi = R.randrange(len(frames))
    c, l, a = frames[fi][0] if lang == 'en' else frames[fi][1]
    kw = dict(W=ssid, T=block(text, hint), P=P)
    if fi == 2:
        listed = [P]
        label = 'prose'
    return finish(lang, 'Wi-Fi key: %s (%s)' % (label, kind), fmt(c, **kw), fmt(l, **kw), fmt(a, **kw), listed, 'wifi/%d/f%d' % (k, fi))


def webhook():
    """(url, [listed], label)"""
    k = rint(0, 8)
    if k == 0:
        t = rs(24)
        return 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(rint(8, 10), UPNUM), rs(rint(8, 10), UPNUM), t), [t], 'Slack incoming webhook'
    if k == 1:
        t = rs(68, B64URL)
        return 'https://discord.com/api/webhooks/%s/%s' % (digits(19), t), [t], 'Discord webhook'
    if k == 2:
        sig = rs(43, B64URL)
        return ('https://prod-%02d.koreacentral.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s'
                % (rint(1, 40), hexs(32), sig)), [sig], 'Teams Workflows webhook'
    if k == 3:
        t = hexs(64)
        return 'https://oapi.dingtalk.com/robot/send?access_token=%s' % t, [t], 'DingTalk robot webhook'
    if k == 4:
        t = ruuid()
        return 'https://open.feishu.cn/open-apis/bot/v2/hook/%s' % t, [t], 'Feishu bot webhook'
    if k == 5:
        t = rs(26, LOWNUM)
        return 'https://mattermost.acme.io/hooks/%s' % t, [t], 'Mattermost webhook'
    if k == 6:
        t = hexs(32)
        return 'https://wh.jandi.com/connect-api/webhook/%s/%s' % (digits(8), t), [t], 'JANDI webhook'
    if k == 7:
        t = hexs(32)
        return 'https://kakaowork.com/bots/hook/%s' % t, [t], 'Kakao Work bot webhook'
    t = rs(32)
    return 'https://jenkins.acme.internal/generic-webhook-trigger/invoke?token=%s' % t, [t], 'Jenkins generic trigger token'


def gen_webhook(lang):
    url, listed, label = webhook()
    extra = ''
    if 'dingtalk' in url and chance(0.6):
        sec = 'SEC' + hexs(64)
        listed = listed + [sec]
        extra = sec
    k = rint(0, 5)
    ch = pick(['#alerts-prod', '#deploys', '#cs-escalation', '#data-quality', '#ops-kr'])
    if k == 0:
        text = 'route:\n  receiver: team-ops\nreceivers:\n  - name: team-ops\n    slack_configs:\n      - api_url: %s\n        channel: "%s"' % (url, ch)
        hint, F = 'yaml', 'alertmanager.yml'
    elif k == 1:
        text = 'SLACK_WEBHOOK_URL=%s' % url if 'slack' in url else 'ALERT_WEBHOOK_URL=%s' % url
        if extra:
            text += '\nDINGTALK_SECRET=%s' % extra
        hint, F = 'bash', '.env'
    elif k == 2:
        text = "curl -X POST -H 'Content-Type: application/json' --data '{\"text\": \"deploy finished\"}' '%s'" % url
        hint, F = 'bash', 'deploy.sh'
    elif k == 3:
        text = 'requests.post(\n    "%s",\n    json={"text": f"[{env}] batch failed: {err}"},\n    timeout=5,\n)' % url
        if extra:
            text = 'SIGN_SECRET = "%s"\n' % extra + text
        hint, F = 'python', 'notify.py'
    elif k == 4:
        text = '      - name: Notify\n        if: failure()\n        run: |\n          curl -sS -X POST "%s" -d \'{"text":"CI failed"}\'' % url
        hint, F = 'yaml', '.github/workflows/ci.yml'
    else:
        text = url
        hint, F = '', L(lang, 'the wiki', '위키')
    frames = [
        (("Alerts for {S} stopped arriving in {C}; I didn't know the webhook is hardcoded in {F}.",
          "The webhook was regenerated when the channel was archived and recreated; the old URL silently returns 404.\nCurrent config:\n{T}",
          "Who owns the {C} integration, so I can ask before regenerating it?"),
         ("{S} 알림이 {C|로} 안 오고 있었다. 웹훅이 {F}에 하드코딩돼 있다는 걸 몰랐다.",
          "채널을 보관 후 다시 만들면서 웹훅이 재발급됐고, 옛 URL 은 조용히 404 를 낸다.\n현재 설정:\n{T}",
          "{C} 연동 담당자가 누구인지? 재발급 전에 물어보게.")),
        (("The user asked me to wire deploy notifications for {S}; they pasted the webhook from {F}:\n{T}",
          "Anyone with this URL can post into the channel; keep it in CI secrets, not in the repo.",
          "Should notifications for {S} go to {C} or a new channel?"),
         ("사용자가 {S} 배포 알림을 연결해 달라며 {F}의 웹훅을 붙여줬다:\n{T}",
          "이 URL 만 있으면 누구나 채널에 글을 올릴 수 있다. 레포가 아니라 CI 시크릿에 둘 것.",
          "{S} 알림을 {C|로} 보낼지 새 채널로 보낼지?")),
        (("Spam messages appeared in {C}; I didn't know the webhook URL had been pasted in a public issue.",
          "Rotate the webhook first, then look for other copies. The leaked one:\n{T}",
          "Can I revoke the old webhook right away?"),
         ("{C}에 스팸 메시지가 올라왔다. 웹훅 URL 이 공개 이슈에 붙여져 있었다는 걸 몰랐다.",
          "먼저 웹훅을 교체하고 다른 사본을 찾을 것. 유출된 값:\n{T}",
          "옛 웹훅을 바로 폐기해도 되는지?")),
    ]
    fi = R.randrange(len(frames))
    c, l, a = frames[fi][0] if lang == 'en' else frames[fi][1]
    kw = dict(S=pick(SERVICES), C=ch, F=F, T=block(text, hint))
    ctx, les, ask = fmt(c, **kw), fmt(l, **kw), fmt(a, **kw)
    if chance(0.12):
        ask = L(lang, 'Is the webhook %s still active?' % url, '웹훅 %s 가 아직 살아 있는지?' % url)
    return finish(lang, 'webhook URL: ' + label + (' + sign secret' if extra else ''), ctx, les, ask, listed, 'webhook/%d/f%d' % (k, fi))


def split_value(token_ok=True):
    k = rint(0, 4) if token_ok else pick([0, 2, 4])
    if k == 0:
        v, kind = pw_person()
        return v, L('en', 'password', ''), kind
    if k == 1:
        sp = pick(VENDORS)
        items = sp['items']()
        v = [x for x in items if x[2]][-1][1]
        return v, sp['product'], sp['product']
    if k == 2:
        v, kind = pw_any()
        return v, 'password', kind
    if k == 3:
        return rs(rint(32, 48), B64URL), 'API token', 'opaque token'
    return pw_korean_keyboard(), 'password', 'Korean-keyboard password'


def gen_split(lang):
    k = rint(0, 4)
    X, what, kind = split_value(token_ok=k in (1, 4))
    sysn = pick(SYSTEMS)
    SYS = sysn[0] if lang == 'en' else sysn[1]
    U = pick(DB_USERS)
    H = pick(HOSTS)
    if k == 0:
        ctx = L(lang, 'The user sent the %s login in two messages. First: host %s, user %s, password:' % (SYS, H, U),
                '사용자가 %s 로그인 정보를 두 번에 나눠 보냈다. 첫 메시지: 호스트 %s, 아이디 %s, 비밀번호:' % (SYS, H, U))
        les = L(lang, '%s\n(That line is the whole value.) The login only works from the office network.' % X,
                '%s\n(이 줄 전체가 값이다.) 사무실 망에서만 로그인된다.' % X)
        ask = L(lang, 'Can you send credentials in one message next time?', '다음엔 계정 정보를 한 메시지로 보내줄 수 있는지?')
    elif k == 1:
        ctx = L(lang, 'I could not find the %s for %s anywhere in the repo; the value is recorded in the lesson below.' % (what if what else 'credential', SYS),
                '레포 어디에도 %s 자격 증명이 없었다. 값은 아래 lesson 에 적었다.' % SYS)
        les = L(lang, '`%s` - keep it out of the repo; the deploy reads it from the vault path secret/%s.' % (X, pick(SERVICES)),
                '`%s` - 레포에 넣지 말 것. 배포는 볼트 경로 secret/%s 에서 읽는다.' % (X, pick(SERVICES)))
        ask = L(lang, 'Is the vault path the only place this value should live?', '이 값은 볼트 경로에만 있어야 하는지?')
    elif k == 2:
        ctx = L(lang, 'Connecting to %s as %s failed until the user supplied the secret.' % (H, U),
                '%s에 %s 로 접속이 안 되다가 사용자가 비밀값을 알려준 뒤 됐다.' % (H, U))
        les = L(lang, 'The account is local to %s, not in LDAP. Value to use (asked below to confirm):' % H,
                '이 계정은 LDAP 이 아니라 %s 로컬 계정이다. 사용할 값 (아래에서 확인 요청):' % H)
        ask = L(lang, '%s <- still correct for %s@%s?' % (X, U, H), '%s <- %s@%s 에 아직 맞는 값인지?' % (X, U, H))
    elif k == 3:
        ctx = L(lang, 'Config for %s, as the user dictated it:\nusername = %s\npassword =' % (SYS, U),
                '%s 설정, 사용자가 불러준 그대로:\nusername = %s\npassword =' % (SYS, U))
        les = L(lang, '%s\nThe config loader strips whitespace, so the line break after "password =" was harmless.' % X,
                '%s\n설정 로더가 공백을 지우므로 "password =" 뒤 줄바꿈은 문제가 아니었다.' % X)
        ask = ''
    else:
        ctx = L(lang, 'Credential for %s: see the next field.' % SYS, '%s 키는 다음 필드 참고.' % SYS)
        les = L(lang, '%s\nIt is tied to %s and expires at the end of the quarter.' % (X, SYS),
                '%s\n%s 계정에 묶여 있고 분기 말에 만료된다.' % (X, SYS))
        ask = L(lang, 'Will you send the renewed value before it expires?', '만료 전에 갱신된 값을 보내줄 수 있는지?')
    return finish(lang, 'split across fields: %s (%s)' % (kind, ['label-ctx/value-lesson', 'ref-ctx/value-lesson', 'label-lesson/value-ask', 'config-split', 'pointer-next-field'][k]),
                  ctx, les, ask, [X], 'split/%d' % k)


# =====================================================================
# Part 6 - clean notes (no credential at all, but risky-looking material)
# =====================================================================
def cnote(lang, category, ctx, les, ask, template):
    return {'lang': lang, 'category': category,
            'fields': {'missing_context': ctx, 'lesson': les, 'ask_next_time': ask},
            'secrets': [], 'template': template}


def cframe(lang, frames, only=None, **kw):
    i = pick(only) if only else R.randrange(len(frames))
    c, l, a = frames[i][0] if lang == 'en' else frames[i][1]
    if chance(0.07):
        a = ''
    return fmt(c, **kw), fmt(l, **kw), fmt(a, **kw), i


def ssh_pub(kind='ed25519', comment=None):
    comment = comment or pick(['deploy@ci', 'jdoe@laptop', 'minsu@macbook', 'github-actions', 'ansible@bastion'])
    if kind == 'ed25519':
        return 'ssh-ed25519 ' + b64e(ssh_str(b'ssh-ed25519') + ssh_str(rb(32))) + ' ' + comment
    return 'ssh-rsa ' + b64e(ssh_str(b'ssh-rsa') + ssh_str(b'\x01\x00\x01') + ssh_str(b'\x00' + rb(256))) + ' ' + comment


def fp_sha256():
    return 'SHA256:' + b64e(rb(32)).rstrip('=')


def pgp_fp():
    return ' '.join(hexs(4).upper() for _ in range(10))


def spki_ec_lines():
    der = b'\x30\x59\x30\x13\x06\x07\x2a\x86\x48\xce\x3d\x02\x01\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07\x03\x42\x00\x04' + rb(64)
    return wrap(b64e(der), 64)


def cert_lines(n):
    der = b'\x30\x82\x05\x1b\x30\x82\x04\x03\xa0\x03\x02\x01\x02\x02\x10' + rb(16 + 48 * n)
    return wrap(b64e(der), 64)[:n]


def sops_enc(n=None):
    return 'ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]' % (b64e(rb(n or rint(12, 40))), b64e(rb(32)), b64e(rb(16)))


def vault_blob(lines):
    return '$ANSIBLE_VAULT;1.1;AES256\n' + '\n'.join(hexs(80) for _ in range(lines - 1)) + '\n' + hexs(rint(20, 70))


GENERIC_PLACEHOLDERS = ['<your-api-key>', 'YOUR_API_KEY_HERE', '<REPLACE_ME>', 'xxxxxxxxxxxxxxxxxxxxxxxx', '{{ vault_api_key }}',
                        '%(api_key)s', '<set in 1Password>', 'REDACTED', '__FILL_ME__', '<token>', 'TODO', '', '********',
                        'dummy', 'test-key-not-real', '<paste from console>']
SPECIFIC_PLACEHOLDERS = {'STRIPE_SECRET_KEY': ['sk_live_XXXXXXXXXXXXXXXXXXXXXXXX', 'sk_test_...', '${STRIPE_SECRET_KEY}'],
                         'GITHUB_TOKEN': ['ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', '<github-pat>'],
                         'AWS_ACCESS_KEY_ID': ['AKIAIOSFODNN7EXAMPLE', 'AKIAXXXXXXXXXXXXXXXX'],
                         'AWS_SECRET_ACCESS_KEY': ['wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', '<aws-secret-key>'],
                         'SLACK_BOT_TOKEN': ['xoxb-your-bot-token', 'xoxb-XXXXXXXXXX-XXXXXXXXXXXXX-XXXXXXXXXXXXXXXXXXXXXXXX'],
                         'DATABASE_URL': ['postgres://user:password@localhost:5432/app', 'mysql://root:<password>@127.0.0.1:3306/dev'],
                         'OPENAI_API_KEY': ['sk-...', 'sk-proj-XXXXXXXX'], 'TOSS_SECRET_KEY': ['test_sk_XXXXXXXXXXXXXXXXXXXX', '<토스 시크릿 키>'],
                         'KAKAO_REST_API_KEY': ['<카카오 REST API 키>', 'your_kakao_rest_api_key'],
                         'DB_PASSWORD': ['<db-password>', '${DB_PASSWORD}', 'changeme-in-vault']}


def clean_placeholders(lang):
    keys = sample(['STRIPE_SECRET_KEY', 'SENDGRID_API_KEY', 'DATABASE_URL', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY',
                   'SLACK_BOT_TOKEN', 'GITHUB_TOKEN', 'OPENAI_API_KEY', 'KAKAO_REST_API_KEY', 'TOSS_SECRET_KEY', 'JWT_SECRET',
                   'DB_PASSWORD', 'REDIS_PASSWORD', 'NCLOUD_SECRET_KEY', 'SENTRY_AUTH_TOKEN'], rint(3, 6))
    pairs = [(k, pick(SPECIFIC_PLACEHOLDERS.get(k, []) + GENERIC_PLACEHOLDERS)) for k in keys]
    st = rint(0, 3)
    if st == 0:
        text, F = '\n'.join('%s=%s' % kv for kv in pairs), pick(['.env.example', '.env.sample', 'env.template'])
    elif st == 1:
        text, F = '\n'.join('  %s: "%s"' % (to_snake(k), v.replace('"', '')) for k, v in pairs), 'values.example.yaml'
        text = 'secrets:\n' + text
    elif st == 2:
        text, F = ("curl -X POST https://api.example.com/v1/charges \\\n  -H 'Authorization: Bearer <token>' \\\n  -u %s:" % pick(['sk_test_...', '$STRIPE_SECRET_KEY', '<secret-key>'])), 'the API docs'
    else:
        docs = ['mysql -h <host> -u <user> -p<password> <database>', 'psql "postgresql://USER:PASSWORD@HOST:5432/DBNAME"',
                'redis-cli -h $REDIS_HOST -a "$REDIS_PASSWORD" ping', 'docker login -u <username> --password-stdin < token.txt',
                'curl -H "X-API-Key: ${API_KEY}" https://api.example.com/v1/status', 'git clone https://<user>:<token>@github.com/acme/repo.git',
                'sshpass -p "$SSH_PASS" ssh deploy@<host>', 'mongosh "mongodb+srv://<username>:<password>@cluster0.example.mongodb.net/"',
                'export OPENAI_API_KEY="sk-..."', 'aws configure set aws_secret_access_key <SECRET_ACCESS_KEY>']
        text, F = '\n'.join(sample(docs, rint(2, 4))), pick(['docs/runbook.md', 'README.md', 'docs/onboarding.md', 'CONTRIBUTING.md'])
    frames = [
        (("I didn't know {F} exists; I was about to ask the user for every value one by one.",
          "Copy {F} to .env and fill the values from the team vault; the placeholders are committed on purpose:\n{T}",
          "Is {F} kept up to date when new settings are added?"),
         ("{F|가} 있는 줄 모르고 값을 하나하나 사용자에게 물어보려 했다.",
          "{F|를} .env 로 복사하고 값은 팀 볼트에서 채우면 된다. placeholder 는 일부러 커밋된 것이다:\n{T}",
          "새 설정이 추가될 때 {F}도 같이 갱신되는지?")),
        (("A reviewer flagged {F} as leaking credentials.",
          "False alarm: every value in {F} is a placeholder or a documented example, nothing real.\n{T}",
          "Should placeholders use one consistent style so scanners stop flagging them?"),
         ("리뷰어가 {F}에서 자격 증명이 유출됐다고 지적했다.",
          "오탐이었다. {F}의 값은 모두 placeholder 나 문서용 예시이고 실제 값은 없다.\n{T}",
          "스캐너가 오탐하지 않게 placeholder 표기를 하나로 통일할지?")),
    ]
    ctx, les, ask, i = cframe(lang, frames, F=F, T=block(text, 'bash'))
    return cnote(lang, 'clean: placeholders / documented example values', ctx, les, ask, 'c-placeholder/%d/f%d' % (st, i))


def clean_masked(lang):
    st = rint(0, 6)
    l4 = rs(4, UPNUM)
    if st == 0:
        text = ('      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           ap-northeast-2      config-file    ~/.aws/config'
                % (l4, rs(4, ALNUM)))
        what = 'aws configure list'
    elif st == 1:
        text = 'Run ./deploy.sh\n  env:\n    STRIPE_SECRET_KEY: ***\n    DB_PASSWORD: ***\ndeploying %s... done' % pick(SERVICES)
        what = 'GitHub Actions log'
    elif st == 2:
        text = pick(['sk_live_', 'rk_live_', 'ghp_', 'xoxb-', 'glpat-']) + '*' * rint(16, 30) + rs(4, ALNUM)
        what = 'dashboard'
    elif st == 3:
        text = 'Name:         %s-db\nType:         Opaque\nData\n====\npassword:  %d bytes\nusername:  %d bytes' % (pick(SERVICES), rint(12, 40), rint(3, 10))
        what = 'kubectl describe secret'
    elif st == 4:
        text = '  # module.db.aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n      ~ password = (sensitive value)\n        id       = "%s-%s"\n    }' % (pick(DBNAMES), rs(6, LOWNUM))
        what = 'terraform plan'
    elif st == 5:
        text = '$ echo $CI_REGISTRY_PASSWORD\n[MASKED]\n$ docker login -u gitlab-ci-token --password-stdin $CI_REGISTRY <<< "$CI_REGISTRY_PASSWORD"\nLogin Succeeded'
        what = 'GitLab job log'
    else:
        text = 'password: %s (last changed %s)' % ('•' * rint(8, 14), rdate())
        what = L(lang, 'the admin UI', '어드민 화면')
    frames = [
        (("I needed to know which key {S} uses but only had the masked value from {W}.",
          "Masked output is enough to match keys: compare the last four characters with the dashboard.\n{T}",
          "Can you confirm which key ends in those characters?"),
         ("{S|가} 어떤 키를 쓰는지 알아야 했는데 {W}의 마스킹된 값밖에 없었다.",
          "마스킹된 출력으로도 키를 맞출 수 있다. 대시보드의 끝 4자리와 비교하면 된다.\n{T}",
          "그 끝자리로 끝나는 키가 어느 것인지 확인해 줄 수 있는지?")),
        (("I thought {W} had leaked the credential into the logs.",
          "It had not: the value is masked before printing.\n{T}\nNo rotation needed.",
          "Do all our CI systems mask secrets like this?"),
         ("{W|가} 자격 증명을 로그에 흘린 줄 알았다.",
          "아니었다. 출력 전에 마스킹된다.\n{T}\n교체할 필요 없음.",
          "우리 CI 전부가 이렇게 마스킹하는지?")),
    ]
    ctx, les, ask, i = cframe(lang, frames, only=[0, 1] if st in (0, 2) else [1], S=pick(SERVICES), W=what, T=block(text))
    return cnote(lang, 'clean: masked values (%s)' % what, ctx, les, ask, 'c-masked/%d/f%d' % (st, i))


def clean_env_refs(lang):
    k = pick(['STRIPE_SECRET_KEY', 'DB_PASSWORD', 'OPENAI_API_KEY', 'KAKAO_ADMIN_KEY', 'SLACK_BOT_TOKEN', 'NCLOUD_SECRET_KEY', 'REDIS_PASSWORD'])
    st = rint(0, 9)
    svc = pick(SERVICES)
    if st == 0:
        text = 'import os\n%s = os.environ["%s"]\nclient = Client(api_key=%s)' % (k.lower(), k, k.lower())
    elif st == 1:
        text = "const key = process.env.%s;\nif (!key) throw new Error('%s is not set');" % (k, k)
    elif st == 2:
        text = '          env:\n            - name: %s\n              valueFrom:\n                secretKeyRef:\n                  name: %s-secrets\n                  key: %s' % (k, svc, to_kebab(k))
    elif st == 3:
        text = '      - run: ./deploy.sh\n        env:\n          %s: ${{ secrets.%s }}\n          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}' % (k, k)
    elif st == 4:
        text = 'services:\n  %s:\n    environment:\n      %s: ${%s:?%s must be set}' % (svc, k, k, k)
    elif st == 5:
        text = 'spring.datasource.password=${DB_PASSWORD}\nspring.datasource.username=${DB_USER:app}'
    elif st == 6:
        text = 'provider "acme" {\n  api_key = var.%s\n}\n\nvariable "%s" {\n  type      = string\n  sensitive = true\n}' % (k.lower(), k.lower())
    elif st == 7:
        text = 'db_password: "{{ vault_db_password }}"\nkakao_admin_key: "{{ lookup(\'env\', \'KAKAO_ADMIN_KEY\') }}"'
    elif st == 8:
        text = '[Service]\nEnvironmentFile=/etc/%s/env\nExecStart=/opt/%s/bin/server' % (svc, svc)
    else:
        text = 'mysql --defaults-extra-file=~/.my.cnf -h %s %s\necho "$REGISTRY_TOKEN" | docker login ghcr.io -u %s --password-stdin' % (pick(HOSTS), pick(DBNAMES), pick(GH_USERS))
    frames = [
        (("I didn't know where {S} gets {K} in {E}; I assumed it was hardcoded.",
          "It is only referenced, never stored in the repo:\n{T}\nThe value itself comes from the platform's secret store.",
          "Which secret store backs {K} in {E}?"),
         ("{S|가} {E}에서 {K|를} 어디서 가져오는지 몰라서 하드코딩돼 있는 줄 알았다.",
          "레포에는 참조만 있고 값은 없다:\n{T}\n실제 값은 플랫폼 시크릿 저장소에서 온다.",
          "{E}에서 {K|는} 어느 시크릿 저장소에 있는지?")),
        (("The {S} build failed with '{K} is not set' on a fresh runner.",
          "The code reads the variable at startup; the runner just lacked it.\n{T}",
          "Should missing {K} fail fast at build time instead of at startup?"),
         ("새 러너에서 {S} 빌드가 '{K} is not set' 으로 실패했다.",
          "코드가 기동 시 변수를 읽는데 러너에 그 변수가 없었을 뿐이다.\n{T}",
          "{K|가} 없으면 기동 시점이 아니라 빌드 시점에 바로 실패하게 할지?")),
    ]
    ctx, les, ask, i = cframe(lang, frames, S=svc, K=k, E=env_name(lang), T=block(text))
    return cnote(lang, 'clean: env-var references (%d)' % st, ctx, les, ask, 'c-envref/%d/f%d' % (st, i))


def clean_secret_manager(lang):
    svc = pick(SERVICES)
    acct = digits(12)
    st = rint(0, 8)
    if st == 0:
        text = 'aws secretsmanager get-secret-value --secret-id arn:aws:secretsmanager:ap-northeast-2:%s:secret:prod/%s/db-%s --query SecretString --output text | jq -r .password' % (acct, svc, rs(6))
    elif st == 1:
        text = 'export DB_PASSWORD="$(vault kv get -field=password secret/%s/%s/db)"' % (pick(['prod', 'staging']), svc)
    elif st == 2:
        text = 'STRIPE_SECRET_KEY="op://Engineering/Stripe %s/credential"\nop run --env-file=.env.op -- npm start' % pick(['Prod', 'Staging'])
    elif st == 3:
        text = 'gcloud secrets versions access latest --secret=%s-api-key --project=%s' % (svc, pick(['acme-prod', 'kr-data-123']))
    elif st == 4:
        text = 'az keyvault secret show --vault-name kv-acme-%s --name %s-db-password --query value -o tsv' % (pick(['prod', 'krc']), svc)
    elif st == 5:
        text = ('apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  secretStoreRef:\n    name: aws-secrets-manager\n    kind: ClusterSecretStore\n  data:\n    - secretKey: DB_PASSWORD\n      remoteRef:\n        key: prod/%s/db\n        property: password' % (svc, svc))
    elif st == 6:
        text = '"DbPassword": "@Microsoft.KeyVault(SecretUri=https://kv-acme-prod.vault.azure.net/secrets/db-password/%s)"' % hexs(32)
    elif st == 7:
        text = 'MasterUserPassword: "{{resolve:secretsmanager:prod/%s/db:SecretString:password}}"\nApiKey: "{{resolve:ssm-secure:/prod/%s/api-key:3}}"' % (svc, svc)
    else:
        text = 'doppler run --project %s --config prd -- ./bin/server' % svc
    frames = [
        (("I was going to ask the user for the {S} credentials; I didn't know the scripts fetch them at runtime.",
          "Fetch at runtime, never copy into files:\n{T}",
          "Do I have read access to that secret path, or should I request it?"),
         ("{S} 자격 증명을 사용자에게 물어보려 했는데 스크립트가 실행 시점에 가져온다는 걸 몰랐다.",
          "파일로 복사하지 말고 실행 시점에 가져올 것:\n{T}",
          "내가 그 시크릿 경로에 읽기 권한이 있는지, 신청해야 하는지?")),
        (("Rotating the {S} database password, I didn't know which consumers read it directly from the secret manager.",
          "All consumers resolve the reference below, so a rotation there is picked up on the next restart.\n{T}",
          "Can I schedule the restart of {S} right after the rotation?"),
         ("{S} DB 비밀번호를 교체하면서 어떤 소비자가 시크릿 매니저에서 직접 읽는지 몰랐다.",
          "모든 소비자가 아래 참조를 해석하므로, 거기서 교체하면 다음 재시작 때 반영된다.\n{T}",
          "교체 직후 {S} 재시작을 잡아도 되는지?")),
    ]
    ctx, les, ask, i = cframe(lang, frames, S=svc, T=block(text))
    return cnote(lang, 'clean: secret-manager reference (%d)' % st, ctx, les, ask, 'c-secmgr/%d/f%d' % (st, i))


def clean_hashes(lang):
    st = rint(0, 7)
    if st == 0:
        text = '\n'.join('%s  %s' % (hexs(64), f) for f in sample(['app-release.apk', 'backend-1.14.2.tar.gz', 'terraform_1.9.5_linux_amd64.zip', 'dump.sql.gz', 'model.onnx'], rint(2, 3)))
        what = 'sha256sum'
    elif st == 1:
        text = 'requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s' % (hexs(64), hexs(64))
        what = 'pip --require-hashes'
    elif st == 2:
        text = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s.tgz",\n  "integrity": "sha512-%s"\n}' % (
            pick(['lodash', 'axios', 'dayjs', 'zod']), rint(1, 9), rint(0, 20), rint(0, 9), 'pkg', 'pkg-1.0.0', b64e(rb(64)))
        what = 'package-lock integrity'
    elif st == 3:
        text = 'golang.org/x/crypto v0.%d.0 h1:%s\ngolang.org/x/crypto v0.%d.0/go.mod h1:%s' % (rint(20, 31), b64e(rb(32)), rint(20, 31), b64e(rb(32)))
        what = 'go.sum'
    elif st == 4:
        text = 'checksum mismatch for %s\n  expected: %s\n  got:      %s' % (pick(['protoc-27.1.zip', 'node-v20.15.0.tar.xz', 'chromedriver.zip']), hexs(64), hexs(64))
        what = 'checksum error'
    elif st == 5:
        text = 'registry.acme.io/%s@sha256:%s' % (pick(SERVICES), hexs(64))
        what = 'image digest'
    elif st == 6:
        text = 'version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d' % (hexs(64), rint(10000, 90000000))
        what = 'git LFS pointer'
    else:
        text = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.%d" integrity="sha384-%s" crossorigin="anonymous"></script>' % (rint(0, 9), b64e(rb(48)))
        what = 'SRI hash'
    frames = [
        (("The build broke on {W}; I didn't know the values are content hashes and must match exactly.",
          "Regenerate instead of editing by hand:\n{T}", "Should hash updates go in a separate commit?"),
         ("{W} 때문에 빌드가 깨졌다. 값이 콘텐츠 해시라서 정확히 일치해야 한다는 걸 몰랐다.",
          "손으로 고치지 말고 다시 생성할 것:\n{T}", "해시 갱신은 별도 커밋으로 분리할지?")),
        (("I mistook the long hex strings from {W} for leaked keys.",
          "They are digests, safe to share and needed for reproducible builds.\n{T}", "Is there a list of artifacts whose digests we pin?"),
         ("{W}의 긴 16진 문자열을 유출된 키로 착각했다.",
          "다이제스트라서 공유해도 되고 재현 가능한 빌드에 필요하다.\n{T}", "다이제스트를 고정하는 아티팩트 목록이 있는지?")),
    ]
    ctx, les, ask, i = cframe(lang, frames, W=what, T=block(text))
    return cnote(lang, 'clean: hashes/digests (%s)' % what, ctx, les, ask, 'c-hash/%d/f%d' % (st, i))


def clean_git_shas(lang):
    st = rint(0, 4)
    msgs = ['fix(order): guard against empty cart', 'chore: bump axios', 'feat(pay): add Toss refund flow', 'revert flaky test',
            'refactor: split settlement job', 'fix: timezone in KST reports', 'docs: update runbook']
    if st == 0:
        text = '\n'.join('%s %s' % (hexs(7), pick(msgs)) for _ in range(rint(3, 6)))
    elif st == 1:
        text = 'Revert "%s"\n\nThis reverts commit %s.' % (pick(msgs), hexs(40))
    elif st == 2:
        text = '%s is the first bad commit\ncommit %s\nAuthor: %s <%s>\nDate:   %s' % (hexs(40), hexs(40), pick(EN_NAMES), pick(EMAILS), rdate())
        text = text.split('\n')[0] + '\n' + '\n'.join(text.split('\n')[2:])
    elif st == 3:
        text = 'https://github.com/acme/%s/compare/%s...%s' % (pick(SERVICES), hexs(12), hexs(12))
    else:
        text = 'HEAD detached at %s\nCI checked out %s (refs/pull/%d/merge)' % (hexs(7), hexs(40), rint(100, 4000))
    frames = [
        (("I didn't know which commit introduced the {S} regression.",
          "`git bisect` found it; hashes for reference:\n{T}", "Should I revert or fix forward?"),
         ("{S} 회귀를 만든 커밋이 무엇인지 몰랐다.",
          "`git bisect` 로 찾았다. 참고용 해시:\n{T}", "revert 할지 fix forward 할지?")),
        (("The deploy of {S} used a different commit than the one I tested.",
          "Always compare the deployed SHA with the tested one before debugging.\n{T}", "Can the deploy log print the full SHA?"),
         ("{S} 배포가 내가 테스트한 커밋과 다른 커밋으로 나갔다.",
          "디버깅 전에 배포된 SHA 와 테스트한 SHA 부터 비교할 것.\n{T}", "배포 로그에 전체 SHA 를 찍어 줄 수 있는지?")),
    ]
    ctx, les, ask, i = cframe(lang, frames, only={0: [0, 1], 1: [0, 1], 2: [0]}.get(st, [1]), S=pick(SERVICES), T=block(text))
    return cnote(lang, 'clean: git SHAs (%d)' % st, ctx, les, ask, 'c-gitsha/%d/f%d' % (st, i))


def clean_request_ids(lang):
    st = rint(0, 7)
    if st == 0:
        text = 'x-request-id: %s\nx-amzn-trace-id: Root=1-%s-%s' % (ruuid(), hexs(8), hexs(24))
    elif st == 1:
        text = 'traceparent: 00-%s-%s-01' % (hexs(32), hexs(16))
    elif st == 2:
        text = 'X-Cache: Error from cloudfront\nVia: 1.1 %s.cloudfront.net (CloudFront)\nX-Amz-Cf-Pop: ICN57-P1\nX-Amz-Cf-Id: %s' % (hexs(32), b64e(rb(40)))
    elif st == 3:
        text = 'Request req_%s: No such customer: \'cus_%s\'' % (rs(14), rs(14))
    elif st == 4:
        text = 'Sentry event %s (release %s@%s)' % (hexs(32), pick(SERVICES), hexs(12))
    elif st == 5:
        text = '{"orderId": "ORD-%s-%s", "paymentKey": "%s", "status": "DONE", "method": "카드"}' % (rdate().replace('-', ''), digits(6), rs(50))
    elif st == 6:
        text = 'x-amz-request-id: %s\nx-amz-id-2: %s' % (rs(16, UPNUM), b64e(rb(57)))
    else:
        text = 'dd.trace_id=%s dd.span_id=%s correlation_id=%s' % (digits(19), digits(19), ruuid())
    frames = [
        (("Support asked for details on a failed {S} call and I didn't know what to send.",
          "Send ids, not credentials; these are enough for the vendor to find the call:\n{T}", "Do you want me to attach the full response body too?"),
         ("벤더 지원팀이 실패한 {S} 호출 정보를 달라고 했는데 무엇을 보내야 할지 몰랐다.",
          "자격 증명이 아니라 id 를 보내면 된다. 이 값들로 벤더가 호출을 찾을 수 있다:\n{T}", "응답 본문 전체도 첨부할지?")),
        (("I couldn't correlate the {S} error across services.",
          "Search the logs by these ids; they are propagated end to end:\n{T}", "Is the trace id propagated to the batch jobs as well?"),
         ("{S} 오류를 서비스 간에 연결해서 볼 수가 없었다.",
          "아래 id 로 로그를 검색하면 된다. 끝까지 전파된다:\n{T}", "배치 잡까지 trace id 가 전파되는지?")),
    ]
    ctx, les, ask, i = cframe(lang, frames, S=pick(SERVICES), T=block(text))
    return cnote(lang, 'clean: request/trace ids (%d)' % st, ctx, les, ask, 'c-reqid/%d/f%d' % (st, i))


def clean_public_keys(lang):
    st = rint(0, 8)
    if st == 0:
        text = ssh_pub('ed25519')
        what = 'SSH public key'
    elif st == 1:
        text = ssh_pub('rsa')
        what = 'SSH RSA public key'
    elif st == 2:
        text = '256 %s %s (ED25519)' % (fp_sha256(), pick(['deploy@ci', 'jdoe@laptop']))
        what = 'key fingerprint'
    elif st == 3:
        text = 'pub   ed25519 2024-%02d-%02d [SC]\n      %s\nuid           [ultimate] %s <%s>' % (rint(1, 12), rint(1, 28), pgp_fp().replace(' ', ''), pick(EN_NAMES), pick(EMAILS))
        what = 'PGP fingerprint'
    elif st == 4:
        text = '-----BEGIN PUBLIC KEY-----\n' + '\n'.join(spki_ec_lines()) + '\n-----END PUBLIC KEY-----'
        what = 'cosign public key'
    elif st == 5:
        text = '-----BEGIN CERTIFICATE-----\n' + '\n'.join(cert_lines(3)) + '\n...\n-----END CERTIFICATE-----'
        what = 'TLS certificate (public)'
    elif st == 6:
        text = '[Peer]\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32\nEndpoint = %s:51820' % (b64e(rb(32)), rint(2, 250), pick(['vpn.acme.io', '203.0.113.10']))
        what = 'WireGuard peer public key'
    elif st == 7:
        text = 'SHA1: %s\nSHA256: %s' % (':'.join(hexs(2).upper() for _ in range(20)), ':'.join(hexs(2).upper() for _ in range(32)))
        what = 'signing certificate fingerprints'
    else:
        text = '# public key: age1%s' % rs(58, BECH32.lower())
        what = 'age recipient'
    frames = [
        (("I wasn't sure whether the {W} the user pasted was safe to put in the repo.",
          "Public material only, fine to commit; the private half never left the owner's machine.\n{T}", "Should public keys live in the repo or in the infra config?"),
         ("사용자가 붙여준 {W|를} 레포에 넣어도 되는지 확신이 없었다.",
          "공개 정보라 커밋해도 된다. 개인 키는 소유자 장비를 벗어나지 않았다.\n{T}", "공개 키를 레포에 둘지 인프라 설정에 둘지?")),
        (("Registering the new CI runner failed because I used the wrong {W}.",
          "Compare fingerprints before trusting a key; the correct one:\n{T}", "Who approves new keys on the servers?"),
         ("새 CI 러너 등록이 잘못된 {W} 때문에 실패했다.",
          "키를 신뢰하기 전에 fingerprint 부터 비교할 것. 올바른 값:\n{T}", "서버에 새 키 등록은 누가 승인하는지?")),
    ]
    ctx, les, ask, i = cframe(lang, frames, W=what, T=block(text))
    return cnote(lang, 'clean: public key / fingerprint (%s)' % what, ctx, les, ask, 'c-pubkey/%d/f%d' % (st, i))


def clean_ids(lang):
    st = rint(0, 9)
    if st == 0:
        text = 'TWILIO_ACCOUNT_SID=AC%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}' % hexs(32)
        what = 'Twilio Account SID'
    elif st == 1:
        text = 'GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com' % (digits(12), rs(32, LOWNUM))
        what = 'OAuth client id'
    elif st == 2:
        text = 'AZURE_TENANT_ID=%s\nAZURE_CLIENT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s' % (ruuid(), ruuid(), ruuid())
        what = 'Azure tenant/client/subscription ids'
    elif st == 3:
        text = 'customer=cus_%s price=price_%s subscription=sub_%s account=acct_%s' % (rs(14), rs(24), rs(24), rs(16))
        what = 'Stripe object ids'
    elif st == 4:
        text = 'channel=C0%s user=U0%s team=T0%s' % (rs(8, UPNUM), rs(8, UPNUM), rs(8, UPNUM))
        what = 'Slack ids'
    elif st == 5:
        text = 'CLOUDFLARE_ZONE_ID=%s\nCLOUDFLARE_ACCOUNT_ID=%s' % (hexs(32), hexs(32))
        what = 'Cloudflare zone/account ids'
    elif st == 6:
        text = 'X-Naver-Client-Id: %s\nX-Naver-Client-Secret: (from vault)' % rs(20)
        what = 'Naver client id'
    elif st == 7:
        text = 'AWS account %s, role arn:aws:iam::%s:role/%s' % (digits(12), digits(12), pick(['GitHubActionsDeploy', 'ReadOnlyAudit', 'EKSNodeRole']))
        what = 'AWS account id / role ARN'
    elif st == 8:
        text = 'WECHAT_APPID=wx%s\nFEISHU_APP_ID=cli_%s\nDINGTALK_APP_KEY=ding%s' % (hexs(16), hexs(16), rs(16, LOWNUM))
        what = 'WeChat/Feishu/DingTalk app ids'
    else:
        text = 'ALGOLIA_APP_ID=%s\nSENTRY_ORG=acme\nSENTRY_PROJECT_ID=%s\nAPPLE_TEAM_ID=%s' % (rs(10, UPNUM), digits(7), rs(10, UPNUM))
        what = 'app/team/project ids'
    frames = [
        (("I thought the {W} in the config was a secret and almost asked for a rotation.",
          "It is an identifier, not a credential; the matching secret is stored separately.\n{T}", "Is there a doc listing which config values are identifiers?"),
         ("설정의 {W|가} 비밀값인 줄 알고 교체를 요청할 뻔했다.",
          "자격 증명이 아니라 식별자다. 짝이 되는 비밀값은 따로 보관된다.\n{T}", "어떤 설정값이 식별자인지 정리된 문서가 있는지?")),
        (("Setting up the {S} integration, I didn't know which ids it needs.",
          "The integration needs these ids in plain config (they are not sensitive):\n{T}", "Are the same ids used in staging?"),
         ("{S} 연동을 세팅하면서 어떤 id 가 필요한지 몰랐다.",
          "연동에는 아래 id 들이 평문 설정으로 필요하다(민감 정보 아님):\n{T}", "스테이징도 같은 id 를 쓰는지?")),
    ]
    ctx, les, ask, i = cframe(lang, frames, W=what, S=pick(SERVICES), T=block(text, 'bash'))
    return cnote(lang, 'clean: non-secret identifiers (%s)' % what, ctx, les, ask, 'c-ids/%d/f%d' % (st, i))


def clean_base64(lang):
    st = rint(0, 5)
    if st == 0:
        payload = jcompact({'feature': pick(['new_checkout', 'kakao_login', 'dark_mode']), 'rollout': rint(1, 100), 'regions': ['KR', 'JP']})
        text = 'binaryData:\n  flags.json: %s' % b64e(payload.encode())
        what = 'ConfigMap binaryData'
    elif st == 1:
        s = pick(['hello-world', 'acme:healthcheck', 'order_id,amount,currency', '{"ping":true}'])
        text = "$ echo -n '%s' | base64\n%s" % (s, b64e(s.encode()))
        what = 'base64 of a plain string'
    elif st == 2:
        text = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA' + rs(rint(80, 160), B64) + '='
        what = 'data URI image'
    elif st == 3:
        text = 'H4sIAAAAAAAA' + rs(rint(120, 240), B64) + '=='
        what = 'gzip+base64 payload'
    elif st == 4:
        text = '{"alg":"RS256","typ":"JWT","kid":"%s"} -> %s' % (rs(8, LOWNUM), b64u(jcompact({'alg': 'RS256', 'typ': 'JWT'}).encode()))
        what = 'JWT header only'
    else:
        text = 'JVBERi0xLjcKJeLjz9MK' + rs(rint(60, 120), B64)
        what = 'base64 PDF prefix'
    frames = [
        (("The scanner flagged a long base64 string in the {S} repo ({W}).",
          "Decoding it shows plain, non-sensitive data; not a secret.\n{T}", "Can we add this path to the scanner allowlist?"),
         ("스캐너가 {S} 레포의 긴 base64 문자열({W})을 잡았다.",
          "디코딩해 보면 민감하지 않은 평문 데이터다. 시크릿 아님.\n{T}", "이 경로를 스캐너 허용 목록에 추가해도 되는지?")),
        (("I didn't know the {S} webhook sends its payload base64-encoded ({W}).",
          "Decode before parsing; sample:\n{T}", "Is the payload always base64, or only for binary content?"),
         ("{S} 웹훅이 페이로드를 base64 로 보낸다는 걸 몰랐다({W}).",
          "파싱 전에 디코딩해야 한다. 샘플:\n{T}", "페이로드가 항상 base64 인지, 바이너리일 때만인지?")),
    ]
    ctx, les, ask, i = cframe(lang, frames, only=[0, 1] if st in (1, 3) else [0], S=pick(SERVICES), W=what, T=block(text))
    return cnote(lang, 'clean: base64 of non-secret data (%s)' % what, ctx, les, ask, 'c-b64/%d/f%d' % (st, i))


def clean_long_ids(lang):
    st = rint(0, 5)
    if st == 0:
        text = 'arn:aws:ecs:ap-northeast-2:%s:task/%s-cluster/%s' % (digits(12), pick(SERVICES), hexs(32))
    elif st == 1:
        text = '/subscriptions/%s/resourceGroups/rg-%s-prod/providers/Microsoft.Web/sites/%s-app' % (ruuid(), pick(SERVICES), pick(SERVICES))
    elif st == 2:
        text = 'ocid1.instance.oc1.ap-seoul-1.%s' % rs(60, LOWNUM)
    elif st == 3:
        text = '%s-%s-%s' % (pick(SERVICES), rs(10, LOWNUM), rs(5, LOWNUM))
        text = 'pod/%s   0/1   CrashLoopBackOff   7   12m' % text
    elif st == 4:
        text = 'projects/%s/locations/asia-northeast3/repositories/docker/packages/%s/versions/sha256:%s' % (pick(['acme-prod', 'kr-data-123']), pick(SERVICES), hexs(64))
    else:
        text = 'cache key: node-modules-Linux-%s-%s' % (hexs(64), rs(8, LOWNUM))
    frames = [
        (("I couldn't find the {S} resource in the console.",
          "Search by the full identifier, the short name is ambiguous:\n{T}", "Which account/project should I be looking in?"),
         ("콘솔에서 {S} 리소스를 찾지 못했다.",
          "짧은 이름은 모호하니 전체 식별자로 검색할 것:\n{T}", "어느 계정/프로젝트에서 찾아야 하는지?")),
        (("The {S} CI cache never hit and I didn't know why.",
          "The key includes a lockfile hash, so any dependency change misses:\n{T}", "Should we add a restore-keys fallback?"),
         ("{S} CI 캐시가 한 번도 적중하지 않았는데 이유를 몰랐다.",
          "키에 락파일 해시가 들어가서 의존성이 바뀌면 무조건 miss 난다:\n{T}", "restore-keys 폴백을 추가할지?")),
    ]
    ctx, les, ask, i = cframe(lang, frames, only=[1] if st == 5 else [0], S=pick(SERVICES), T=block(text))
    return cnote(lang, 'clean: long identifiers (%d)' % st, ctx, les, ask, 'c-longid/%d/f%d' % (st, i))


def clean_versions(lang):
    text = pick(['v%d.%d.%d-rc.%d+build.%s' % (rint(1, 4), rint(0, 30), rint(0, 9), rint(1, 5), hexs(7)),
                 'github.com/acme/%s v0.0.0-2025%02d%02d%06d-%s' % (pick(SERVICES), rint(1, 12), rint(1, 28), rint(0, 235959), hexs(12)),
                 'versionCode %d / versionName "%d.%d.%d"' % (rint(100, 900), rint(1, 5), rint(0, 20), rint(0, 9)),
                 'image tag sha-%s (chart %s-%d.%d.%d)' % (hexs(7), pick(SERVICES), rint(0, 3), rint(0, 30), rint(0, 9)),
                 'torch-2.%d.%d+cu12%d-cp312-cp312-linux_x86_64.whl' % (rint(0, 5), rint(0, 3), rint(1, 4))])
    frames = [
        (("I pinned the wrong version of {S} while debugging.",
          "Use the exact version string from the release page:\n{T}", "Which version is running in production right now?"),
         ("디버깅하면서 {S} 버전을 잘못 고정했다.",
          "릴리스 페이지의 정확한 버전 문자열을 쓸 것:\n{T}", "지금 운영에서 도는 버전이 무엇인지?")),
    ]
    ctx, les, ask, i = cframe(lang, frames, S=pick(SERVICES), T=block(text))
    return cnote(lang, 'clean: version strings', ctx, les, ask, 'c-version/f%d' % i)


def clean_policy(lang):
    n = rint(10, 16)
    frames = [
        (("I didn't know the password rules for the new admin accounts of {S}.",
          "Policy: at least {N} characters, upper/lower/digit/symbol, no reuse of the last 5, rotation every 90 days, lock after 5 failures for 30 minutes. Passwords are never stored in notes or tickets.",
          "Does the same policy apply to service accounts?"),
         ("{S} 신규 관리자 계정의 비밀번호 규칙을 몰랐다.",
          "정책: {N}자 이상, 대/소문자·숫자·특수문자 포함, 최근 5개 재사용 금지, 90일마다 변경, 5회 실패 시 30분 잠금. 비밀번호는 메모나 티켓에 절대 남기지 않는다.",
          "서비스 계정에도 같은 정책이 적용되는지?")),
        (("Code review asked how {S} stores user passwords; I wasn't sure of the parameters.",
          "We hash with argon2id (m=65536, t=3, p=4) and a per-user salt; legacy rows use bcrypt cost 12 and are rehashed on next login. The password field is excluded from logs and error reports.",
          "Should the legacy bcrypt rows be force-reset instead of rehashed lazily?"),
         ("코드 리뷰에서 {S|가} 사용자 비밀번호를 어떻게 저장하는지 물었는데 파라미터를 확실히 몰랐다.",
          "argon2id (m=65536, t=3, p=4) 와 사용자별 salt 로 해시한다. 레거시 행은 bcrypt cost 12 이고 다음 로그인 때 재해시된다. password 필드는 로그와 오류 리포트에서 제외된다.",
          "레거시 bcrypt 행을 지연 재해시 대신 강제 초기화할지?")),
        (("The password-reset flow of {S} failed the security review.",
          "Reset tokens must be single-use, expire after 15 minutes and be invalidated when the password changes; the email must not contain the new password.",
          "Is 15 minutes acceptable for the CS team?"),
         ("{S} 비밀번호 재설정 흐름이 보안 검토에서 떨어졌다.",
          "재설정 토큰은 1회용, 15분 만료, 비밀번호 변경 시 무효화되어야 하고 메일에 새 비밀번호를 넣으면 안 된다.",
          "CS 팀에 15분이 괜찮은지?")),
    ]
    ctx, les, ask, i = cframe(lang, frames, S=pick(SERVICES), N=n)
    return cnote(lang, 'clean: password policy talk (no values)', ctx, les, ask, 'c-policy/f%d' % i)


def clean_flags(lang):
    frames = [
        (("I didn't know why `mysql -p` hung in the CI job.",
          "`-p` with no value prompts for the password; `-pVALUE` (no space) passes it inline, which leaks into `ps` and history. CI should use `--defaults-extra-file` with a file written from a secret.",
          "Is there already a shared option file on the runners?"),
         ("CI 잡에서 `mysql -p` 가 멈춘 이유를 몰랐다.",
          "`-p` 만 주면 비밀번호를 묻고, `-p값`(공백 없음)은 인라인으로 넘겨서 `ps` 와 히스토리에 남는다. CI 에서는 시크릿으로 만든 파일을 `--defaults-extra-file` 로 넘길 것.",
          "러너에 공용 옵션 파일이 이미 있는지?")),
        (("`docker login -p` printed a warning in the logs and I didn't know the alternative.",
          "Use `--password-stdin` and pipe the value from a secret variable; `-p` exposes it to other processes.",
          "Can the registry accept a robot account instead of a personal login?"),
         ("`docker login -p` 가 로그에 경고를 냈는데 대안을 몰랐다.",
          "`--password-stdin` 을 쓰고 시크릿 변수에서 파이프로 넘길 것. `-p` 는 다른 프로세스에 노출된다.",
          "레지스트리에 개인 로그인 대신 로봇 계정을 쓸 수 있는지?")),
        (("I wasn't sure how `ldapsearch` takes the bind password.",
          "`-w` takes it inline, `-W` prompts, `-y FILE` reads it from a file. Use `-y` in scripts.",
          "Where should the bind password file live on the bastion?"),
         ("`ldapsearch` 가 바인드 비밀번호를 어떻게 받는지 확실하지 않았다.",
          "`-w` 는 인라인, `-W` 는 프롬프트, `-y FILE` 은 파일에서 읽는다. 스크립트에서는 `-y` 를 쓸 것.",
          "배스천에서 바인드 비밀번호 파일은 어디에 둘지?")),
        (("`git config credential.helper store` was suggested in a README and I didn't know what it does.",
          "It writes credentials in plain text to ~/.git-credentials; prefer the OS keychain helper or a short-lived token from the CI.",
          "Can I switch the shared build box to the cache helper?"),
         ("README 에 `git config credential.helper store` 가 권장돼 있었는데 무슨 동작인지 몰랐다.",
          "~/.git-credentials 에 평문으로 저장한다. OS 키체인 헬퍼나 CI 의 단기 토큰을 쓰는 편이 낫다.",
          "공용 빌드 서버를 cache 헬퍼로 바꿔도 되는지?")),
        (("PGPASSFILE kept being ignored by psql on the build box.",
          "The file must be mode 0600 and each line is `hostname:port:database:username:password`; with wider permissions psql silently skips it.",
          "Should the pgpass file be provisioned by Ansible?"),
         ("빌드 서버에서 psql 이 PGPASSFILE 을 계속 무시했다.",
          "파일 권한이 0600 이어야 하고 각 줄 형식은 `hostname:port:database:username:password` 이다. 권한이 넓으면 psql 이 조용히 건너뛴다.",
          "pgpass 파일을 Ansible 로 배포할지?")),
        (("`sshpass -p` was used in an old deploy script and I didn't know a safer option.",
          "`sshpass -e` reads the value from the SSHPASS environment variable and `-f FILE` from a file; both keep it out of `ps`. Key-based auth is better still.",
          "Can the old deploy host get an SSH key instead?"),
         ("오래된 배포 스크립트가 `sshpass -p` 를 쓰고 있었는데 더 안전한 방법을 몰랐다.",
          "`sshpass -e` 는 SSHPASS 환경변수에서, `-f FILE` 은 파일에서 값을 읽어서 `ps` 에 안 남는다. 키 인증이 더 낫다.",
          "예전 배포 호스트에 SSH 키를 등록해도 되는지?")),
        (("`curl -u user` prompted for a password in CI and the job hung.",
          "`-u user` without `:password` prompts; in CI use a netrc file (`--netrc-file`) written from a secret, or a token header from an env var.",
          "Is there an API token option for that endpoint?"),
         ("CI 에서 `curl -u user` 가 비밀번호를 물어서 잡이 멈췄다.",
          "`:password` 없이 `-u user` 만 주면 프롬프트가 뜬다. CI 에서는 시크릿으로 만든 netrc 파일(`--netrc-file`)이나 환경변수의 토큰 헤더를 쓸 것.",
          "그 엔드포인트에 API 토큰 방식이 있는지?")),
        (("The Redis CLI printed 'Using a password with -a may not be safe' and I didn't know the alternative.",
          "Set REDISCLI_AUTH in the environment instead of `-a`; the warning disappears and the value stays out of `ps`.",
          "Should the bastion profile export REDISCLI_AUTH from the vault?"),
         ("Redis CLI 가 'Using a password with -a may not be safe' 경고를 냈는데 대안을 몰랐다.",
          "`-a` 대신 REDISCLI_AUTH 환경변수를 쓰면 경고가 사라지고 `ps` 에도 안 남는다.",
          "배스천 프로필에서 볼트 값을 REDISCLI_AUTH 로 export 할지?")),
        (("`kubectl create secret --from-literal` showed up in a shared runbook.",
          "`--from-literal` leaves the value in shell history; `--from-file` or a sealed manifest avoids that.",
          "Can I update the runbook to use --from-file?"),
         ("공유 런북에 `kubectl create secret --from-literal` 이 있었다.",
          "`--from-literal` 은 값이 셸 히스토리에 남는다. `--from-file` 이나 봉인된 매니페스트를 쓰면 피할 수 있다.",
          "런북을 --from-file 로 바꿔도 되는지?")),
    ]
    ctx, les, ask, i = cframe(lang, frames)
    return cnote(lang, 'clean: credential flags explained in prose', ctx, les, ask, 'c-flags/f%d' % i)


def clean_encrypted(lang):
    st = rint(0, 5)
    svc = pick(SERVICES)
    if st == 0:
        text = ('db_password: %s\napi_key: %s\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: "%sT%sZ"\n    mac: %s\n    version: 3.9.0'
                % (sops_enc(), sops_enc(), rs(58, BECH32.lower()), rdate(), rtime(), sops_enc(32)))
        what = 'SOPS-encrypted YAML'
    elif st == 1:
        text = 'vault_db_password: !vault |\n' + '\n'.join('  ' + ln for ln in vault_blob(rint(3, 5)).split('\n'))
        what = 'Ansible Vault'
    elif st == 2:
        text = ('apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s\nspec:\n  encryptedData:\n    DB_PASSWORD: AgB%s' % (svc, rs(rint(300, 420), B64)))
        what = 'SealedSecret'
    elif st == 3:
        text = 'CiphertextBlob: AQICAHh%s==' % rs(rint(150, 230), B64)
        what = 'AWS KMS ciphertext'
    elif st == 4:
        text = 'spring.datasource.password=ENC(%s)' % b64e(rb(rint(32, 48)))
        what = 'Jasypt ENC()'
    else:
        text = '%s--%s--%s' % (b64e(rb(rint(90, 160))), b64e(rb(12)), b64e(rb(16)))
        what = 'Rails credentials.yml.enc'
    frames = [
        (("I didn't know {S}'s secrets are committed encrypted ({W}); I thought the repo leaked them.",
          "Only ciphertext is in git; decryption needs the key held by the platform team.\n{T}", "Who can decrypt it if I need to change a value?"),
         ("{S} 시크릿이 암호화된 상태로 커밋돼 있다는 걸 몰라서({W}) 레포에서 유출된 줄 알았다.",
          "git 에는 암호문만 있고 복호화 키는 플랫폼 팀이 갖고 있다.\n{T}", "값을 바꿔야 하면 누가 복호화할 수 있는지?")),
        (("Merging two branches produced a conflict inside an encrypted file ({W}).",
          "Never merge ciphertext by hand; decrypt both sides, merge, re-encrypt.\n{T}", "Can encrypted files get a merge driver in .gitattributes?"),
         ("두 브랜치를 머지하다가 암호화 파일({W}) 안에서 충돌이 났다.",
          "암호문을 손으로 머지하면 안 된다. 양쪽을 복호화해서 머지하고 다시 암호화할 것.\n{T}", ".gitattributes 에 암호화 파일용 merge driver 를 둘지?")),
    ]
    ctx, les, ask, i = cframe(lang, frames, S=svc, W=what, T=block(text, 'yaml'))
    return cnote(lang, 'clean: encrypted blob (%s)' % what, ctx, les, ask, 'c-enc/%d/f%d' % (st, i))


PUB_QUEUE = []


def clean_publishable(lang):
    if not PUB_QUEUE:                   # cycle through all 14 public-key kinds
        PUB_QUEUE.extend(shuffled(range(14)))
    st = PUB_QUEUE.pop()
    if st == 0:
        text, what = "const stripe = Stripe('pk_live_51%s');" % rs(97), 'Stripe publishable key'
    elif st == 1:
        proj = pick(['acme-shop', 'kr-events-app', 'acme-mobile'])
        text = ("const firebaseConfig = {\n  apiKey: 'AIza%s',\n  authDomain: '%s.firebaseapp.com',\n  projectId: '%s',\n  storageBucket: '%s.appspot.com',\n  messagingSenderId: '%s',\n  appId: '1:%s:web:%s'\n};"
                % (rs(35, B64URL), proj, proj, proj, digits(12), digits(12), hexs(22)))
        what = 'Firebase web config apiKey'
    elif st == 2:
        text, what = '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(38, B64URL), 'reCAPTCHA site key'
    elif st == 3:
        text, what = "Kakao.init('%s');\nKakao.isInitialized();" % hexs(32), 'Kakao JavaScript key'
    elif st == 4:
        text, what = "const tossPayments = TossPayments('live_ck_%s');" % rs(20), 'Toss Payments client key'
    elif st == 5:
        u = pick(['acme-maps', 'fieldops'])
        text, what = "mapboxgl.accessToken = 'pk.%s.%s';" % (b64u(jcompact({'u': u, 'a': rs(25, LOWNUM)}).encode()), rs(22, B64URL)), 'Mapbox public token'
    elif st == 6:
        text, what = "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(10, UPNUM), hexs(32)), 'Algolia search-only key'
    elif st == 7:
        t = ts_epoch()
        key = jwt({'iss': 'supabase', 'ref': rs(20, LO), 'role': 'anon', 'iat': t, 'exp': t + 315360000})
        text, what = "const supabase = createClient('https://%s.supabase.co', '%s');" % (rs(20, LO), key), 'Supabase anon key'
    elif st == 8:
        text, what = "Sentry.init({ dsn: 'https://%s@o%s.ingest.us.sentry.io/%s' });" % (hexs(32), digits(6), digits(7)), 'Sentry DSN'
    elif st == 9:
        text, what = "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' });" % rs(43), 'PostHog project key'
    elif st == 10:
        text, what = "mixpanel.init('%s', { track_pageview: true });" % hexs(32), 'Mixpanel project token'
    elif st == 11:
        text, what = "const ldClient = LDClient.initialize('%s', context);" % hexs(24), 'LaunchDarkly client-side id'
    elif st == 12:
        text, what = '<script src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap" async></script>' % rs(35, B64URL), 'Google Maps JavaScript API key'
    else:
        text, what = "const payjp = Payjp('pk_live_%s');" % hexs(24), 'PAY.JP public key'
    frames = [
        (("I wasn't sure whether the {W} in the frontend bundle is a leak.",
          "It is meant to be public and is restricted by domain/referrer in the dashboard; the secret counterpart stays on the server.\n{T}",
          "Are the allowed domains for this key up to date?"),
         ("프론트엔드 번들에 들어간 {W|가} 유출인지 확신이 없었다.",
          "원래 공개용 값이고 대시보드에서 도메인/리퍼러로 제한된다. 짝이 되는 시크릿은 서버에만 있다.\n{T}",
          "이 키의 허용 도메인 목록이 최신인지?")),
        (("The new landing page didn't load the widget; I didn't know the {W} has to be set in the page itself.",
          "Put the public key in the page config, not in the server env:\n{T}", "Should staging use its own public key?"),
         ("새 랜딩 페이지에서 위젯이 안 떴다. {W|를} 페이지에 직접 넣어야 한다는 걸 몰랐다.",
          "공개 키는 서버 env 가 아니라 페이지 설정에 넣어야 한다:\n{T}", "스테이징은 별도 공개 키를 쓸지?")),
    ]
    ctx, les, ask, i = cframe(lang, frames, W=what, T=block(text, 'js'))
    return cnote(lang, 'clean: %s [publishable]' % what, ctx, les, ask, 'c-publishable/%d/f%d' % (st, i))


def clean_plain(lang):
    frames = [
        (("I didn't know the {S} test suite needs Postgres 16; MERGE statements failed on 14.",
          "Use the docker-compose.test.yml service (postgres:16) instead of the local install.", "Can CI pin the same image?"),
         ("{S} 테스트가 Postgres 16 이 필요한 줄 몰랐다. 14 에서는 MERGE 문이 실패했다.",
          "로컬 설치 대신 docker-compose.test.yml 의 postgres:16 서비스를 쓸 것.", "CI 도 같은 이미지로 고정할지?")),
        (("Reports from {S} were off by one day for Korean users.",
          "The batch ran in UTC; convert to Asia/Seoul before truncating to a date.", "Should all batch jobs run with TZ=Asia/Seoul?"),
         ("{S} 리포트가 한국 사용자 기준으로 하루씩 밀렸다.",
          "배치가 UTC 로 돌고 있었다. 날짜로 자르기 전에 Asia/Seoul 로 변환해야 한다.", "모든 배치 잡을 TZ=Asia/Seoul 로 돌릴지?")),
        (("Gradle builds of {S} took 20 minutes on CI.",
          "The configuration cache was disabled by an old init script; removing it brought builds to 6 minutes.", "Can I remove the init script from the shared runner image?"),
         ("{S} Gradle 빌드가 CI 에서 20분 걸렸다.",
          "오래된 init 스크립트가 configuration cache 를 끄고 있었다. 지우니 6분으로 줄었다.", "공용 러너 이미지에서 그 init 스크립트를 지워도 되는지?")),
        (("I didn't know {S} has a feature freeze before the holiday release.",
          "Only bug fixes merge during the freeze; features wait for the next train.", "When does the freeze end?"),
         ("연휴 릴리스 전에 {S} 기능 동결이 있다는 걸 몰랐다.",
          "동결 기간에는 버그 수정만 머지되고 기능은 다음 릴리스로 넘어간다.", "동결이 언제 끝나는지?")),
        (("The {S} e2e tests were flaky on Mondays.",
          "A fixture assumed the week starts on Sunday; use ISO weeks in fixtures.", "Do other suites share that fixture?"),
         ("{S} e2e 테스트가 월요일마다 불안정했다.",
          "픽스처가 주의 시작을 일요일로 가정하고 있었다. ISO 주 기준으로 바꿀 것.", "다른 테스트도 그 픽스처를 쓰는지?")),
        (("Uploads to {S} failed for files over 10 MB.",
          "The ingress body-size limit was 10m; raise it on the ingress, not in the app.", "What upper limit do you want for uploads?"),
         ("{S} 업로드가 10MB 넘는 파일에서 실패했다.",
          "ingress 의 body-size 제한이 10m 였다. 앱이 아니라 ingress 에서 올려야 한다.", "업로드 상한을 얼마로 할지?")),
    ]
    ctx, les, ask, i = cframe(lang, frames, S=pick(SERVICES))
    return cnote(lang, 'clean: plain engineering note', ctx, les, ask, 'c-plain/f%d' % i)


CLEAN_GENS = {'placeholders': clean_placeholders, 'masked': clean_masked, 'env_refs': clean_env_refs,
              'secret_manager': clean_secret_manager, 'hashes': clean_hashes, 'git_shas': clean_git_shas,
              'request_ids': clean_request_ids, 'public_keys': clean_public_keys, 'ids': clean_ids,
              'base64': clean_base64, 'long_ids': clean_long_ids, 'versions': clean_versions,
              'policy': clean_policy, 'flags': clean_flags, 'encrypted': clean_encrypted,
              'publishable': clean_publishable, 'plain': clean_plain}


# =====================================================================
# Part 7 - plan, generate with rule checks, shuffle, write
# =====================================================================
SECRET_QUOTA = [('vendor_token', 140), ('multi_vendor', 14), ('password_config', 28), ('password_person', 24),
                ('password_command', 40), ('conn_string', 26), ('http_auth', 24), ('signed_url', 8),
                ('private_key', 14), ('otp_recovery_pin', 12), ('wifi', 8), ('webhook', 12), ('split_fields', 10)]
CLEAN_QUOTA = [('placeholders', 32), ('masked', 28), ('env_refs', 30), ('secret_manager', 24), ('hashes', 24),
               ('git_shas', 18), ('request_ids', 24), ('public_keys', 26), ('ids', 26), ('base64', 14),
               ('long_ids', 16), ('versions', 10), ('policy', 14), ('flags', 16), ('encrypted', 18),
               ('publishable', 22), ('plain', 18)]
NOT_RISKY = ['plain', 'policy', 'flags']      # clean kinds counted as "no risky-looking material"

SECRET_GENS = {'password_config': gen_password_config, 'password_person': gen_password_person,
               'password_command': gen_password_command, 'conn_string': gen_conn_string, 'http_auth': gen_http_auth,
               'signed_url': gen_signed_url, 'private_key': gen_private_key, 'otp_recovery_pin': gen_otp_recovery,
               'wifi': gen_wifi, 'webhook': gen_webhook, 'split_fields': gen_split}

MAX_TRIES = 400


def plan(quota, n_en, n_ko):
    kinds = []
    for name, n in quota:
        kinds += [name] * n
    langs = ['en'] * n_en + ['ko'] * n_ko
    assert len(kinds) == len(langs), (len(kinds), len(langs))
    R.shuffle(kinds)
    R.shuffle(langs)
    return list(zip(kinds, langs))


class VendorQueue:
    def __init__(self):
        self.q = []

    def next(self):
        if not self.q:
            self.q = shuffled(VENDORS)
        return self.q.pop()


def make_secret(kind, lang, vq, seen, stats):
    CUR['lang'] = lang
    if kind == 'vendor_token':
        specs = [vq.next()]
    elif kind == 'multi_vendor':
        specs = [vq.next(), vq.next()]
        while specs[1]['vendor'] == specs[0]['vendor']:
            specs[1] = vq.next()
    else:
        specs = []
    for attempt in range(MAX_TRIES):
        try:
            if kind == 'vendor_token':
                note = gen_vendor_token(lang, specs[0])
            elif kind == 'multi_vendor':
                note = gen_multi_vendor(lang, specs)
            else:
                note = SECRET_GENS[kind](lang)
        except (IndexError, ValueError) as e:      # e.g. no container accepts the drawn value: draw again
            stats['exceptions'][type(e).__name__] = stats['exceptions'].get(type(e).__name__, 0) + 1
            continue
        key = jcompact(note['fields'])
        probs = []
        if not fields_ok(note['fields']):
            probs.append('field size')
        if not note['secrets']:
            probs.append('no secrets')
        probs += window_violations(note['fields'], note['secrets'])
        if key in seen:
            probs.append('duplicate')
        if probs:
            stats['regenerated'] += 1
            stats['reasons'][probs[0].split(' ')[0]] = stats['reasons'].get(probs[0].split(' ')[0], 0) + 1
            continue
        seen.append(key)
        note['kind'] = 'secret'
        note['vendors'] = [sp['vendor'] for sp in specs]
        note['products'] = [sp['product'] for sp in specs]
        note['gen'] = kind
        return note
    raise RuntimeError('could not generate a valid %s note' % kind)


def make_clean(kind, lang, seen, stats):
    for attempt in range(MAX_TRIES):
        note = CLEAN_GENS[kind](lang)
        key = jcompact(note['fields'])
        if not fields_ok(note['fields']) or key in seen:
            stats['regenerated'] += 1
            r = 'clean-size' if not fields_ok(note['fields']) else 'clean-duplicate'
            stats['reasons'][r] = stats['reasons'].get(r, 0) + 1
            continue
        seen.append(key)
        note['kind'] = 'clean'
        note['gen'] = kind
        return note
    raise RuntimeError('could not generate a valid clean %s note' % kind)


def eight_grams(text):
    return {text[i:i + 8] for i in range(len(text) - 7)}


def build():
    stats = {'regenerated': 0, 'reasons': {}, 'exceptions': {}}
    seen = []
    vq = VendorQueue()
    notes = []
    for kind, lang in plan(SECRET_QUOTA, N_EN_EACH, N_KO_EACH):
        notes.append(make_secret(kind, lang, vq, seen, stats))
    for kind, lang in plan(CLEAN_QUOTA, N_EN_EACH, N_KO_EACH):
        notes.append(make_clean(kind, lang, seen, stats))
    # cross-check: no listed secret occurs in any clean note; count secrets that share an
    # 8-char window with clean notes (expected only for fixed vendor prefixes / JWT headers)
    clean_text = '\n'.join(t for n in notes if n['kind'] == 'clean' for t in n['fields'].values())
    clean_grams = eight_grams(clean_text)
    shared = 0
    for n in notes:
        for s in n['secrets']:
            assert s not in clean_text, ('secret inside a clean note', s)
            if any(s[i:i + 8] in clean_grams for i in range(len(s) - 7)):
                shared += 1
    stats['shared_prefix_secrets'] = shared
    R.shuffle(notes)
    recs = []
    for i, n in enumerate(notes, 1):
        rec = {'id': '%s%03d' % (ID_PREFIX, i), 'lang': n['lang'], 'kind': n['kind'], 'category': n['category'],
               'fields': {'missing_context': n['fields']['missing_context'], 'lesson': n['fields']['lesson'],
                          'ask_next_time': n['fields']['ask_next_time']},
               'secrets': n['secrets']}
        recs.append(rec)
    return recs, notes, stats


def final_checks(recs):
    assert len(recs) == 720
    ids = [r['id'] for r in recs]
    assert ids == ['%s%03d' % (ID_PREFIX, i) for i in range(1, 721)]
    for r in recs:
        assert list(r.keys()) == ['id', 'lang', 'kind', 'category', 'fields', 'secrets']
        assert list(r['fields'].keys()) == ['missing_context', 'lesson', 'ask_next_time']
        assert fields_ok(r['fields']), r['id']
        if r['kind'] == 'secret':
            assert r['secrets'], r['id']
            assert window_violations(r['fields'], r['secrets']) == [], r['id']
        else:
            assert r['secrets'] == [], r['id']
    for kind in ('secret', 'clean'):
        for lang, n in (('en', N_EN_EACH), ('ko', N_KO_EACH)):
            assert sum(1 for r in recs if r['kind'] == kind and r['lang'] == lang) == n


def summary(recs, notes, stats):
    out = []
    for kind in ('secret', 'clean'):
        for lang in ('en', 'ko'):
            out.append('%s/%s: %d' % (kind, lang, sum(1 for r in recs if r['kind'] == kind and r['lang'] == lang)))
    vendors = dedup(v for n in notes if n['kind'] == 'secret' for v in n.get('vendors', []))
    products = dedup(p for n in notes if n['kind'] == 'secret' for p in n.get('products', []))
    templates = dedup(n['template'] for n in notes)
    tmpl_base = dedup('/'.join(t.split('/')[:3]) for t in templates)
    sec = [r for r in recs if r['kind'] == 'secret']
    cln = [r for r in recs if r['kind'] == 'clean']
    out.append('distinct vendors (token notes): %d' % len(vendors))
    out.append('distinct vendor products (token notes): %d of %d specs' % (len(products), len(VENDORS)))
    out.append('distinct template ids: %d (coarse: %d)' % (len(templates), len(tmpl_base)))
    out.append('secret notes with the secret repeated in ask_next_time: %d' % sum(1 for r in sec if any(s in r['fields']['ask_next_time'] for s in r['secrets'])))
    out.append('secret notes with >1 listed secret: %d' % sum(1 for r in sec if len(r['secrets']) > 1))
    out.append('secret notes with a secret >= 150 chars: %d' % sum(1 for r in sec if any(len(s) >= 150 for s in r['secrets'])))
    out.append('listed secrets total: %d' % sum(len(r['secrets']) for r in sec))
    out.append('clean [publishable]: %d' % sum(1 for r in cln if r['category'].endswith(' [publishable]')))
    risky = sum(1 for n in notes if n['kind'] == 'clean' and n['gen'] not in NOT_RISKY)
    out.append('clean notes with risky-looking material: %d / %d (%.1f%%)' % (risky, len(cln), 100.0 * risky / len(cln)))
    out.append('regenerated candidates: %d %s; exceptions %s' % (stats['regenerated'], jcompact(stats['reasons']), jcompact(stats['exceptions'])))
    out.append('listed secrets sharing an 8-char window with some clean note (fixed prefixes): %d' % stats['shared_prefix_secrets'])
    by_gen = {}
    for n in notes:
        by_gen[n['kind'] + ':' + n['gen']] = by_gen.get(n['kind'] + ':' + n['gen'], 0) + 1
    out.append('by generator: ' + ', '.join('%s=%d' % kv for kv in by_gen.items()))
    regions = {}
    for n in notes:
        if n['kind'] == 'secret':
            for p in n.get('products', []):
                reg = [v['region'] for v in VENDORS if v['product'] == p][0]
                regions[reg] = regions.get(reg, 0) + 1
    out.append('vendor-token uses by region: ' + ', '.join('%s=%d' % kv for kv in regions.items()))
    return '\n'.join(out)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    recs, notes, stats = build()
    final_checks(recs)
    data = ''.join(json.dumps(r, ensure_ascii=False) + '\n' for r in recs).encode('utf-8')
    path = os.path.join(here, OUT_NAME)
    with open(path, 'wb') as f:
        f.write(data)
    # re-read and re-check what was written
    with open(path, 'rb') as f:
        back = [json.loads(line) for line in f.read().decode('utf-8').splitlines()]
    final_checks(back)
    print(summary(recs, notes, stats))
    print('sha256 %s  %s' % (hashlib.sha256(data).hexdigest(), OUT_NAME))


if __name__ == '__main__':
    main()
