#!/usr/bin/env python3
"""Blind evaluation set v13 for a credential-redaction filter (stdlib only, deterministic)."""
import base64, json, os, re, string, sys, urllib.parse

import random
SEED = 1313013
R = random.Random(SEED)

AN = string.ascii_letters + string.digits
LA = string.ascii_lowercase + string.digits
UA = string.ascii_uppercase + string.digits
HX = '0123456789abcdef'
B64 = AN + '+/'
B64U = AN + '-_'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'


def rs(n, al=AN):
    return ''.join(R.choice(al) for _ in range(n))


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64r(n):
    return base64.b64encode(rb(n)).decode()


def b64ur(n):
    return base64.urlsafe_b64encode(rb(n)).decode().rstrip('=')


def b64u_json(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(',', ':')).encode()).decode().rstrip('=')


def uuid4():
    h = rs(32, HX)
    return '%s-%s-4%s-%s%s-%s' % (h[:8], h[8:12], h[13:16], R.choice('89ab'), h[17:20], h[20:32])


def jwt(payload=None, alg='HS256'):
    if payload is None:
        payload = {'sub': rs(10, LA), 'iat': R.randint(1690000000, 1760000000), 'role': R.choice(['admin', 'service', 'api'])}
    return b64u_json({'alg': alg, 'typ': 'JWT'}) + '.' + b64u_json(payload) + '.' + b64ur(32 if alg.startswith('HS') else 64)


WORDS = ['tiger', 'maple', 'river', 'falcon', 'copper', 'sunset', 'panda', 'orbit', 'violet', 'cactus', 'harbor',
         'nimbus', 'walrus', 'ember', 'quartz', 'lotus', 'mango', 'pixel', 'gravel', 'thunder', 'otter', 'cobalt']
KOWORDS = ['하늘', '바다', '봄날', '고양이', '햇살', '단풍', '우리집', '사랑', '초코', '별빛', '감자', '구름']
PUNCT = '!#%^*-_=+.?~@$'


def pw_human():
    w = R.choice(WORDS)
    w = w.capitalize() if R.random() < .7 else w
    return w + R.choice(['', R.choice(WORDS).capitalize()]) + str(R.randint(1, 2026)) + R.choice('!@#$%*?.')


def pw_punct():
    n = R.randint(14, 24)
    while True:
        s = ''.join(R.choice(AN + PUNCT + '&()[]{}:;,') for _ in range(n))
        if any(c in PUNCT for c in s) and any(c.isdigit() for c in s):
            return s


def pw_safe():  # punctuation but no shell/URL/XML-hostile chars
    n = R.randint(12, 20)
    while True:
        s = ''.join(R.choice(AN + '!#%^*-_=+.?~') for _ in range(n))
        if any(c in '!#%^*-_=+.?~' for c in s) and any(c.isdigit() for c in s):
            return s


def pw_ko():
    return R.choice(KOWORDS) + R.choice(KOWORDS) + str(R.randint(10, 9999)) + R.choice('!@#$^*')


def pw_rand():
    return rs(R.randint(16, 28))


def pw_url():  # password with reserved chars, returned percent-encoded as it would be written in a URL
    while True:
        s = rs(R.randint(6, 10)) + R.choice('@:/#?%+&') + rs(R.randint(3, 8)) + R.choice('@!$^') + rs(3)
        q = urllib.parse.quote(s, safe='')
        if q != s:
            return q


def pem_lines(raw, width=64):
    b = base64.b64encode(raw).decode()
    lines = [b[i:i + width] for i in range(0, len(b), width)]
    if len(lines[-1]) < 8:
        lines[-2] = lines[-2] + lines[-1]
        lines = lines[:-1]
    return lines


def pem_ec():
    raw = bytes.fromhex('30770201010420') + rb(32) + bytes.fromhex('a00a06082a8648ce3d030107a144034200') + b'\x04' + rb(64)
    L = pem_lines(raw)
    return ('-----BEGIN EC PRIVATE KEY-----\n' + '\n'.join(L) + '\n-----END EC PRIVATE KEY-----', L)


def pem_openssh():
    pub = rb(32)
    raw = (b'openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x003'
           b'\x00\x00\x00\x0bssh-ed25519\x00\x00\x00 ' + pub + b'\x00\x00\x00\x88' + rb(8) +
           b'\x00\x00\x00\x0bssh-ed25519\x00\x00\x00 ' + pub + b'\x00\x00\x00@' + rb(64) + b'\x00\x00\x00\x0e' + rb(14) + b'\x01\x02\x03\x04\x05')
    L = pem_lines(raw, 70)
    return ('-----BEGIN OPENSSH PRIVATE KEY-----\n' + '\n'.join(L) + '\n-----END OPENSSH PRIVATE KEY-----', L)


def pem_rsa_partial():
    raw = bytes.fromhex('308204be020100300d06092a864886f70d0101010500048204a8308204a40201000282010100') + rb(250)
    L = pem_lines(raw)[:R.randint(4, 6)]
    return ('-----BEGIN PRIVATE KEY-----\n' + '\n'.join(L) + '\n... (rest of key trimmed) ...\n-----END PRIVATE KEY-----', L)


def pem_pkcs1_partial():
    raw = bytes.fromhex('308204a40201000282010100') + rb(260)
    L = pem_lines(raw)[:R.randint(3, 5)]
    return ('-----BEGIN RSA PRIVATE KEY-----\n' + '\n'.join(L) + '\n[...]\n-----END RSA PRIVATE KEY-----', L)


def pgp_partial():
    raw = b'\x95\x03\xc6\x04' + rb(200)
    L = pem_lines(raw)[:4]
    return ('-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n' + '\n'.join(L) + '\n=' + rs(4, B64) + '\n-----END PGP PRIVATE KEY BLOCK-----', L)


def slack_webhook():
    s = rs(24)
    return ('https://hooks.slack.com/services/T%s/B%s/%s' % (rs(8, UA), rs(10, UA), s), [s])


def discord_webhook():
    s = rs(68, B64U)
    return ('https://discord.com/api/webhooks/%d/%s' % (R.randint(10**17, 10**19 - 1), s), [s])


def teams_webhook():
    s = rs(32, HX)
    return ('https://acme%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s' % (rs(4, LA), uuid4(), uuid4(), s, uuid4()), [s])


def basic_blob():
    return base64.b64encode(('%s:%s' % (R.choice(['deploy', 'ci-bot', 'admin', 'svc_report', 'jenkins']), pw_safe())).encode()).decode()


def dockerauth():
    return base64.b64encode(('%s:%s' % (R.choice(['acmebot', 'release', 'pull-only']), 'dckr_pat_' + rs(27, B64U))).encode()).decode()


def totp():
    return rs(32, B32)


def az_storage():
    return base64.b64encode(rb(64)).decode()


def az_client_secret():
    return rs(3, AN) + '8Q~' + rs(31, AN + '-_.~')


def wg_key():
    return base64.b64encode(rb(32)).decode()


GEN = {}


def G(name, vendor, fn):
    GEN[name] = (vendor, fn)


G('ghp', 'GitHub', lambda: 'ghp_' + rs(36))
G('gho', 'GitHub', lambda: 'gho_' + rs(36))
G('ghs', 'GitHub', lambda: 'ghs_' + rs(36))
G('ghr', 'GitHub', lambda: 'ghr_' + rs(36))
G('ghu', 'GitHub', lambda: 'ghu_' + rs(36))
G('github_pat', 'GitHub', lambda: 'github_pat_' + rs(22) + '_' + rs(59))
G('glpat', 'GitLab', lambda: 'glpat-' + rs(20, B64U))
G('glrt', 'GitLab', lambda: 'glrt-' + rs(20, B64U))
G('gldt', 'GitLab', lambda: 'gldt-' + rs(20, B64U))
G('xoxb', 'Slack', lambda: 'xoxb-%d-%d-%s' % (R.randint(10**10, 10**13), R.randint(10**10, 10**13), rs(24)))
G('xoxp', 'Slack', lambda: 'xoxp-%d-%d-%d-%s' % (R.randint(10**10, 10**13), R.randint(10**10, 10**13), R.randint(10**10, 10**13), rs(32, HX)))
G('xapp', 'Slack', lambda: 'xapp-1-A%s-%d-%s' % (rs(10, UA), R.randint(10**12, 10**13), rs(64, HX)))
G('slack_webhook', 'Slack', slack_webhook)
G('akia', 'AWS', lambda: 'AKIA' + rs(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'))
G('asia', 'AWS', lambda: 'ASIA' + rs(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'))
G('aws_secret', 'AWS', lambda: rs(40, B64))
G('aws_session', 'AWS', lambda: 'IQoJb3JpZ2luX2VjE' + rs(R.randint(380, 560), B64) + '=')
G('gcp_key', 'Google', lambda: 'AIza' + rs(35, B64U))
G('gocspx', 'Google', lambda: 'GOCSPX-' + rs(28, B64U))
G('g_refresh', 'Google', lambda: '1//0' + rs(R.randint(90, 100), B64U))
G('ya29', 'Google', lambda: 'ya29.a0' + rs(R.randint(150, 200), B64U))
G('sk_live', 'Stripe', lambda: 'sk_live_' + rs(R.choice([24, 99])))
G('sk_test', 'Stripe', lambda: 'sk_test_' + rs(R.choice([24, 99])))
G('rk_live', 'Stripe', lambda: 'rk_live_' + rs(R.choice([24, 99])))
G('whsec', 'Stripe', lambda: 'whsec_' + rs(32))
G('openai_proj', 'OpenAI', lambda: 'sk-proj-' + rs(R.randint(120, 156), B64U))
G('openai_legacy', 'OpenAI', lambda: 'sk-' + rs(20) + 'T3BlbkFJ' + rs(20))
G('openai_svc', 'OpenAI', lambda: 'sk-svcacct-' + rs(R.randint(100, 140), B64U))
G('anthropic', 'Anthropic', lambda: 'sk-ant-api03-' + rs(93, B64U) + 'AA')
G('anthropic_admin', 'Anthropic', lambda: 'sk-ant-admin01-' + rs(93, B64U) + 'AA')
G('hf', 'HuggingFace', lambda: 'hf_' + rs(34, string.ascii_letters))
G('replicate', 'Replicate', lambda: 'r8_' + rs(37))
G('groq', 'Groq', lambda: 'gsk_' + rs(52))
G('pplx', 'Perplexity', lambda: 'pplx-' + rs(48, HX))
G('mistral', 'Mistral', lambda: rs(32))
G('cohere', 'Cohere', lambda: rs(40))
G('gemini', 'Google AI Studio', lambda: 'AIzaSy' + rs(33, B64U))
G('twilio_token', 'Twilio', lambda: rs(32, HX))
G('twilio_sk', 'Twilio', lambda: 'SK' + rs(32, HX))
G('sendgrid', 'SendGrid', lambda: 'SG.' + rs(22, B64U) + '.' + rs(43, B64U))
G('mailgun', 'Mailgun', lambda: rs(32, HX) + '-' + rs(8, HX) + '-' + rs(8, HX))
G('mailgun_old', 'Mailgun', lambda: 'key-' + rs(32, HX))
G('mailchimp', 'Mailchimp', lambda: rs(32, HX) + '-us' + str(R.randint(1, 21)))
G('postmark', 'Postmark', uuid4)
G('npm', 'npm', lambda: 'npm_' + rs(36))
G('pypi', 'PyPI', lambda: 'pypi-AgEIcHlwaS5vcmc' + rs(R.randint(140, 180), B64U))
G('rubygems', 'RubyGems', lambda: 'rubygems_' + rs(48, HX))
G('nuget', 'NuGet', lambda: 'oy2' + rs(43, string.ascii_lowercase + string.digits))
G('dockerhub', 'Docker Hub', lambda: 'dckr_pat_' + rs(27, B64U))
G('heroku', 'Heroku', lambda: 'HRKU-AA' + rs(58, B64U))
G('do_pat', 'DigitalOcean', lambda: 'dop_v1_' + rs(64, HX))
G('do_oauth', 'DigitalOcean', lambda: 'doo_v1_' + rs(64, HX))
G('vercel', 'Vercel', lambda: rs(24))
G('netlify', 'Netlify', lambda: 'nfp_' + rs(36))
G('cf_token', 'Cloudflare', lambda: rs(40, B64U))
G('cf_global', 'Cloudflare', lambda: rs(37, HX))
G('fastly', 'Fastly', lambda: rs(32, B64U))
G('linear', 'Linear', lambda: 'lin_api_' + rs(40))
G('notion', 'Notion', lambda: 'secret_' + rs(43))
G('notion_ntn', 'Notion', lambda: 'ntn_' + rs(11, string.digits) + rs(35))
G('atlassian', 'Atlassian', lambda: 'ATATT3xFfGF0' + rs(R.randint(160, 180), B64U) + '=' + rs(8, HX).upper())
G('shpat', 'Shopify', lambda: 'shpat_' + rs(32, HX))
G('shpss', 'Shopify', lambda: 'shpss_' + rs(32, HX))
G('square', 'Square', lambda: 'EAAA' + rs(60, B64U))
G('square_sec', 'Square', lambda: 'sq0csp-' + rs(43, B64U))
G('braintree', 'Braintree', lambda: 'access_token$production$' + rs(16, LA) + '$' + rs(32, HX))
G('databricks', 'Databricks', lambda: 'dapi' + rs(32, HX))
G('doppler', 'Doppler', lambda: 'dp.st.' + R.choice(['prd', 'stg', 'dev']) + '.' + rs(43))
G('vault', 'HashiCorp Vault', lambda: 'hvs.' + rs(R.randint(90, 100), B64U))
G('tfc', 'Terraform Cloud', lambda: rs(14) + '.atlasv1.' + rs(67, B64U))
G('pulumi', 'Pulumi', lambda: 'pul-' + rs(40, HX))
G('grafana_sa', 'Grafana', lambda: 'glsa_' + rs(32) + '_' + rs(8, HX))
G('grafana_cloud', 'Grafana', lambda: 'glc_' + b64r(R.choice([69, 72, 75])).rstrip('='))
G('newrelic', 'New Relic', lambda: 'NRAK-' + rs(27, UA))
G('newrelic_lic', 'New Relic', lambda: rs(36, HX) + 'NRAL')
G('datadog_api', 'Datadog', lambda: rs(32, HX))
G('datadog_app', 'Datadog', lambda: rs(40, HX))
G('sentry', 'Sentry', lambda: 'sntrys_' + b64ur(R.choice([120, 132])) )
G('sentry_user', 'Sentry', lambda: 'sntryu_' + rs(64, HX))
G('okta', 'Okta', lambda: '00' + rs(40, B64U))
G('auth0', 'Auth0', lambda: rs(64, B64U))
G('az_storage', 'Azure Storage', az_storage)
G('az_secret', 'Azure AD', az_client_secret)
G('azdo', 'Azure DevOps', lambda: rs(84, LA))
G('ltai', 'Alibaba Cloud', lambda: 'LTAI5t' + rs(18))
G('ali_secret', 'Alibaba Cloud', lambda: rs(30))
G('akid', 'Tencent Cloud', lambda: 'AKID' + rs(32))
G('tencent_secret', 'Tencent Cloud', lambda: rs(32))
G('ncp_access', 'Naver Cloud', lambda: 'ncp_iam_' + rs(20, UA) if R.random() < .3 else rs(20, UA))
G('ncp_secret', 'Naver Cloud', lambda: rs(40))
G('kakao_rest', 'Kakao', lambda: rs(32, HX))
G('kakao_admin', 'Kakao', lambda: rs(32, HX))
G('naver_secret', 'Naver Developers', lambda: rs(10))
G('toss_live', 'Toss Payments', lambda: 'live_sk_' + rs(20, AN))
G('toss_test', 'Toss Payments', lambda: 'test_sk_' + rs(20, AN))
G('toss_gsk', 'Toss Payments', lambda: 'live_gsk_' + rs(24, AN))
G('kakaopay', 'KakaoPay', lambda: 'DEV' + rs(37, UA) if R.random() < .5 else 'PRD' + rs(37, UA))
G('portone', 'PortOne', lambda: rs(80))
G('line_token', 'LINE', lambda: rs(171, B64) + '=')
G('line_secret', 'LINE', lambda: rs(32, HX))
G('telegram', 'Telegram', lambda: '%d:AA%s' % (R.randint(10**9, 8 * 10**9), rs(33, B64U)))
G('discord_bot', 'Discord', lambda: base64.b64encode(str(R.randint(10**17, 10**19 - 1)).encode()).decode().rstrip('=') + '.' + rs(6, B64U) + '.' + rs(38, B64U))
G('discord_webhook', 'Discord', discord_webhook)
G('teams_webhook', 'Microsoft Teams', teams_webhook)
G('jwt', 'JWT', jwt)
G('minio_access', 'MinIO', lambda: rs(20, UA))
G('minio_secret', 'MinIO', lambda: rs(40))
G('fcm', 'Firebase', lambda: 'AAAA' + rs(7, B64U) + ':APA91b' + rs(134, B64U))
G('supabase_pat', 'Supabase', lambda: 'sbp_' + rs(40, HX))
G('supabase_service', 'Supabase', lambda: jwt({'iss': 'supabase', 'ref': rs(20, string.ascii_lowercase), 'role': 'service_role', 'iat': R.randint(1690000000, 1740000000), 'exp': R.randint(2000000000, 2100000000)}))
G('pscale', 'PlanetScale', lambda: 'pscale_tkn_' + rs(43, B64U))
G('pscale_pw', 'PlanetScale', lambda: 'pscale_pw_' + rs(43, B64U))
G('flyio', 'Fly.io', lambda: 'FlyV1 fm2_' + rs(R.randint(200, 260), B64))
G('render', 'Render', lambda: 'rnd_' + rs(32))
G('algolia', 'Algolia', lambda: rs(32, HX))
G('mapbox', 'Mapbox', lambda: 'sk.eyJ1Ijoi' + rs(R.randint(40, 60), B64U) + '.' + rs(22, B64U))
G('asana', 'Asana', lambda: '2/%d/%d:%s' % (R.randint(10**15, 10**16), R.randint(10**15, 10**16), rs(32, HX)))
G('airtable', 'Airtable', lambda: 'pat' + rs(14) + '.' + rs(64, HX))
G('figma', 'Figma', lambda: 'figd_' + rs(40, B64U))
G('dropbox', 'Dropbox', lambda: 'sl.B' + rs(R.randint(130, 140), B64U))
G('age', 'age', lambda: 'AGE-SECRET-KEY-1' + rs(58, 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L'))
G('ssh_ed25519', 'OpenSSH', pem_openssh)
G('pem_ec', 'PEM', pem_ec)
G('pem_rsa', 'PEM', pem_rsa_partial)
G('pem_pkcs1', 'PEM', pem_pkcs1_partial)
G('pgp', 'PGP', pgp_partial)
G('totp', 'TOTP', totp)
G('jenkins', 'Jenkins', lambda: '11' + rs(32, HX))
G('sonar', 'SonarQube', lambda: R.choice(['squ_', 'sqp_', 'sqa_']) + rs(40, HX))
G('snyk', 'Snyk', uuid4)
G('circleci', 'CircleCI', lambda: 'CCIPAT_' + rs(22) + '_' + rs(40, HX))
G('buildkite', 'Buildkite', lambda: 'bkua_' + rs(40, HX))
G('codecov', 'Codecov', uuid4)
G('bitbucket', 'Bitbucket', lambda: 'ATBB' + rs(28) + rs(8, HX).upper())
G('contentful', 'Contentful', lambda: 'CFPAT-' + rs(43, B64U))
G('postman', 'Postman', lambda: 'PMAK-' + rs(24, HX) + '-' + rs(34, HX))
G('fb_token', 'Meta', lambda: 'EAAG' + rs(R.randint(150, 190)))
G('pinecone', 'Pinecone', lambda: 'pcsk_' + rs(5) + '_' + rs(60))
G('langsmith', 'LangSmith', lambda: 'lsv2_pt_' + rs(32, HX) + '_' + rs(10, HX))
G('wandb', 'Weights & Biases', lambda: rs(40, HX))
G('artifactory', 'JFrog Artifactory', lambda: 'AKCp' + rs(69))
G('jfrog_ref', 'JFrog Artifactory', lambda: 'cmVmdGtuOjAxOj' + rs(50))
G('upbit_access', 'Upbit', lambda: rs(40))
G('upbit_secret', 'Upbit', lambda: rs(40))
G('sendbird', 'Sendbird', lambda: rs(40, HX))
G('channelio', 'Channel.io', lambda: rs(32, HX))
G('ngrok', 'ngrok', lambda: '2' + rs(26) + '_' + rs(21))
G('tailscale', 'Tailscale', lambda: 'tskey-auth-k' + rs(10) + 'CNTRL-' + rs(33))
G('consul', 'Consul', uuid4)
G('k8s_sa', 'Kubernetes', lambda: jwt({'iss': 'kubernetes/serviceaccount', 'kubernetes.io/serviceaccount/namespace': R.choice(['prod', 'ci', 'batch']), 'sub': 'system:serviceaccount:ci:' + R.choice(['deployer', 'builder'])}, 'RS256'))
G('dockerauth', 'Docker', dockerauth)
G('basic', 'HTTP Basic', basic_blob)
G('wireguard', 'WireGuard', wg_key)
G('cf_tunnel', 'Cloudflare', lambda: b64u_json({'a': rs(32, HX), 't': uuid4(), 's': b64ur(32)}))
G('zendesk', 'Zendesk', lambda: rs(40))
G('mixpanel', 'Mixpanel', lambda: rs(32, HX))
G('segment', 'Segment', lambda: rs(32))
G('pusher', 'Pusher', lambda: rs(20, HX))
G('kakao_native', 'Kakao', lambda: rs(32, HX))
G('naver_map', 'Naver Cloud Maps', lambda: rs(40))
G('nhn_appkey', 'NHN Cloud', lambda: rs(16))
G('nhn_secret', 'NHN Cloud', lambda: rs(8))
G('aligo', 'Aligo SMS', lambda: rs(32, LA))
G('coolsms', 'Solapi/CoolSMS', lambda: rs(32, UA))
G('coolsms_key', 'Solapi/CoolSMS', lambda: 'NCS' + rs(13, UA))
G('line_notify', 'LINE Notify', lambda: rs(43))
G('wechat', 'WeChat', lambda: rs(32, HX))
G('baidu', 'Baidu', lambda: rs(32))
G('rakuten', 'Rakuten', lambda: 'SP' + rs(6, string.digits) + '_' + rs(24))
G('yahoo_jp', 'Yahoo! JAPAN', lambda: 'dj00' + rs(52, B64U))
G('huawei', 'Huawei Cloud', lambda: rs(20, UA))
G('huawei_sk', 'Huawei Cloud', lambda: rs(40))
G('gcp_sa_key', 'Google', lambda: rs(40, HX))
G('recov_gh', 'GitHub recovery', lambda: rs(5, HX) + '-' + rs(5, HX))
G('recov_g', 'Google backup code', lambda: rs(4, string.digits) + ' ' + rs(4, string.digits))
G('recov_aws', 'recovery code', lambda: rs(4, UA) + '-' + rs(4, UA) + '-' + rs(4, UA))
G('pin8', 'PIN', lambda: rs(8, string.digits))
G('door', 'door code', lambda: rs(4, string.digits) + R.choice(['#', '*', '-']) + rs(4, string.digits))
G('wifi', 'Wi-Fi', lambda: R.choice([pw_human, pw_safe, pw_ko])())
G('pw_human', 'password', pw_human)
G('pw_punct', 'password', pw_punct)
G('pw_safe', 'password', pw_safe)
G('pw_ko', 'password', pw_ko)
G('pw_rand', 'password', pw_rand)
G('pw_url', 'password', pw_url)
G('apikey_hex', 'generic api key', lambda: rs(R.choice([32, 40, 64]), HX))
G('apikey_b64', 'generic api key', lambda: b64r(R.choice([24, 32, 48])))
G('apikey_an', 'generic api key', lambda: rs(R.choice([24, 32, 40])))
G('django', 'Django', lambda: 'django-insecure-' + rs(50, string.ascii_lowercase + string.digits + '!@#%^&*(-_=+)'))
G('rails', 'Rails', lambda: rs(128, HX))
G('fernet', 'Fernet', lambda: base64.urlsafe_b64encode(rb(32)).decode())
G('hmac_b64', 'signing key', lambda: base64.b64encode(rb(32)).decode())


# ---------------------------------------------------------------- fillers
ORGS = ['acme', 'hanbit', 'nuri', 'bluefin', 'k-pay', 'orca', 'dalgona', 'seoulmart', 'globex', 'tidal']
SVCS = ['api', 'billing', 'auth', 'search', 'batch', 'gateway', 'ledger', 'notify', 'media', 'admin']
USERS = ['jkim', 'minji.park', 'svc_app', 'deploy', 'app_rw', 'readonly', 'etl_user', 'hyunwoo', 'alice', 'ops-bot', 'sjlee', 'report']
KNAMES = ['민수', '지현', '서연', '도윤', '하은', '준호', '수빈', '태훈', '예린', '현우']
FIL = {
    'org': lambda: R.choice(ORGS),
    'svc': lambda: R.choice(SVCS),
    'host': lambda: '%s-%s-%02d.%s.%s' % (R.choice(SVCS), R.choice(['db', 'pg', 'app', 'redis', 'mq']), R.randint(1, 12), R.choice(['int', 'stg', 'prod', 'dev']), R.choice(ORGS) + R.choice(['.io', '.co.kr', '.net', '-corp.com'])),
    'dom': lambda: R.choice(ORGS) + R.choice(['.io', '.co.kr', '.dev', '.com']),
    'user': lambda: R.choice(USERS),
    'email': lambda: R.choice(['jkim', 'ops', 'minji', 'dev', 'billing', 'hyun']) + '@' + R.choice(ORGS) + R.choice(['.io', '.co.kr', '.com']),
    'sha': lambda: rs(40, HX),
    'sha7': lambda: rs(7, HX),
    'uuid': uuid4,
    'digest': lambda: rs(64, HX),
    'acct': lambda: str(R.randint(10**11, 10**12 - 1)),
    'ip': lambda: '10.%d.%d.%d' % (R.randint(0, 255), R.randint(0, 255), R.randint(2, 254)),
    'port': lambda: str(R.choice([5432, 3306, 6379, 27017, 8080, 9092, 5672, 1521, 1433, 8443])),
    'ticket': lambda: R.choice(['OPS', 'INFRA', 'PAY', 'SEC', 'PLAT', 'BE', 'DATA']) + '-' + str(R.randint(100, 9999)),
    'date': lambda: '2025-%02d-%02d' % (R.randint(1, 12), R.randint(1, 28)),
    'time': lambda: '%02d:%02d' % (R.randint(0, 23), R.randint(0, 59)),
    'region': lambda: R.choice(['ap-northeast-2', 'us-east-1', 'eu-west-1', 'ap-northeast-1', 'us-west-2']),
    'bucket': lambda: '%s-%s-%s' % (R.choice(ORGS), R.choice(['logs', 'assets', 'backup', 'exports']), R.choice(['prod', 'stg', 'dev'])),
    'num': lambda: str(R.randint(2, 999)),
    'ver': lambda: '%d.%d.%d' % (R.randint(0, 9), R.randint(0, 30), R.randint(0, 40)),
    'pod': lambda: '%s-%s-%s' % (R.choice(SVCS), rs(10, 'bcdfghjklmnpqrstvwxz2456789'), rs(5, 'bcdfghjklmnpqrstvwxz2456789')),
    'cus': lambda: 'cus_' + rs(14),
    'pi': lambda: 'pi_' + rs(24),
    'ch': lambda: 'ch_' + rs(24),
    'kname': lambda: R.choice(KNAMES),
    'db': lambda: R.choice(['orders', 'app', 'billing', 'analytics', 'users', 'core']),
    'b64pub': lambda: 'AAAAC3NzaC1lZDI1NTE5AAAAI' + rs(43, B64),
    'fp': lambda: 'SHA256:' + rs(43, B64),
    'ms': lambda: str(R.randint(120, 30000)),
    'build': lambda: str(R.randint(1000, 99999)),
    'trace': lambda: rs(32, HX),
    'span': lambda: rs(16, HX),
    'kid': lambda: rs(40, HX),
    'npmint': lambda: 'sha512-' + b64r(64),
    'ssm': lambda: '/%s/%s/%s' % (R.choice(['prod', 'stg']), R.choice(SVCS), R.choice(['db_password', 'api_key', 'jwt_secret', 'stripe_key'])),
    'line': lambda: str(R.randint(12, 880)),
    'node': lambda: 'ip-10-%d-%d-%d' % (R.randint(0, 255), R.randint(0, 255), R.randint(2, 254)),
}

# ---------------------------------------------------------------- engine
PH = re.compile(r'⟪(S|F):([^⟫#]+)(?:#(\w+))?⟫|⟪#(\w+)⟫')


class Ctx:
    def __init__(self):
        self.secrets = []
        self.vendors = []
        self.memo = {}

    def S(self, name):
        name = R.choice(name.split('|'))
        vendor, fn = GEN[name]
        out = fn()
        if isinstance(out, tuple):
            text, secs = out
        else:
            text, secs = out, [out]
        self.secrets.extend(secs)
        self.vendors.append((vendor, name))
        return text

    def F(self, name):
        return FIL[R.choice(name.split('|'))]()

    def render(self, s):
        def sub(m):
            if m.group(4):
                return self.memo[m.group(4)]
            kind, name, key = m.group(1), m.group(2), m.group(3)
            text = self.S(name) if kind == 'S' else self.F(name)
            if key:
                self.memo[key] = text
            return text
        return PH.sub(sub, s)


TEMPLATES = []  # (kind, lang, category, spec) ; spec is tuple of 3 strings or a function(ctx)->(mc, lesson, ask)


def T(kind, lang, cat, mc, lesson='', ask=''):
    TEMPLATES.append((kind, lang, cat, (mc, lesson, ask)))


def TF(kind, lang, cat):
    def deco(fn):
        TEMPLATES.append((kind, lang, cat, fn))
        return fn
    return deco


def S_(kind='secret'):
    pass


# ================================================================ SECRET / EN
T('secret', 'en', 'shell: export line in terminal history',
  "Terminal history from the pairing session on ⟪F:host⟫:\n  412  cd ~/src/⟪F:svc⟫\n  413  export GITHUB_TOKEN=⟪S:ghp|github_pat⟫\n  414  gh pr checkout ⟪F:num⟫",
  "gh CLI picks up GITHUB_TOKEN before the keyring, so the stale token in the shell overrode the fresh login.",
  "Unset GITHUB_TOKEN before running gh auth status next time.")
T('secret', 'en', 'dotenv: several providers',
  "The .env that got copied into the repo root:\nOPENAI_API_KEY=⟪S:openai_proj|openai_legacy|openai_svc⟫\nANTHROPIC_API_KEY=⟪S:anthropic⟫\nLOG_LEVEL=debug\nPORT=8080",
  "python-dotenv loads .env from the cwd, not the package dir; tests were picking up real keys.",
  "")
T('secret', 'en', 'yaml: spring datasource password',
  "application-prod.yml had the datasource inline:\nspring:\n  datasource:\n    url: jdbc:postgresql://⟪F:host⟫:5432/⟪F:db⟫\n    username: ⟪F:user⟫\n    password: ⟪S:pw_human|pw_safe⟫",
  "Spring profile 'prod' overrides the vault import when the key exists locally, so the yml value wins.",
  "Ask whether the yml is generated or hand-edited before touching it.")
T('secret', 'en', 'toml: pypi token in pypirc-like config',
  "Release failed with 403. ~/.pypirc on the build box:\n[pypi]\nusername = __token__\npassword = ⟪S:pypi⟫",
  "twine uses the [pypi] section even when --repository-url is set to testpypi; the token was scoped to another project.",
  "")
T('secret', 'en', 'json: firebase/gcp service account key',
  "service-account.json committed in fixtures/ (trimmed):\n{\n  \"type\": \"service_account\",\n  \"project_id\": \"⟪F:org⟫-prod\",\n  \"private_key_id\": \"⟪S:gcp_sa_key⟫\",\n  \"private_key\": \"⟪S:pem_rsa⟫\"\n}",
  "The emulator does not need a real key; any syntactically valid JSON is accepted.",
  "")
T('secret', 'en', 'ini: odbc / my.cnf client password',
  "~/.my.cnf on the bastion:\n[client]\nuser=⟪F:user⟫\npassword=⟪S:pw_punct⟫\nhost=⟪F:host⟫",
  "mysql reads ~/.my.cnf silently; that's why the script 'worked' without -p.",
  "")
T('secret', 'en', 'xml: maven settings server password',
  "settings.xml used by the CI agent:\n<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>⟪F:user⟫</username>\n    <password>⟪S:pw_safe|pw_rand⟫</password>\n  </server>\n</servers>",
  "The server id must match distributionManagement exactly or Maven sends no credentials at all (401).",
  "")
T('secret', 'en', 'properties: kafka sasl jaas config',
  "consumer.properties for the ⟪F:svc⟫ consumer:\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"⟪F:user⟫\" password=\"⟪S:pw_rand⟫\";",
  "The trailing semicolon inside the jaas string is mandatory; without it the client fails with a parse error that mentions nothing about JAAS.",
  "")
T('secret', 'en', 'docker-compose: environment block',
  "docker-compose.override.yml (local only, but it got pushed):\nservices:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: ⟪F:user⟫\n      POSTGRES_PASSWORD: ⟪S:pw_human|pw_rand⟫\n  worker:\n    environment:\n      - SENDGRID_API_KEY=⟪S:sendgrid⟫",
  "Override files are merged automatically by compose; it was not in .gitignore.",
  "")
T('secret', 'en', 'k8s: Secret manifest with stringData',
  "Manifest applied by hand during the outage:\napiVersion: v1\nkind: Secret\nmetadata:\n  name: ⟪F:svc⟫-creds\nstringData:\n  DATABASE_PASSWORD: ⟪S:pw_safe⟫\n  STRIPE_SECRET_KEY: ⟪S:sk_live|rk_live⟫",
  "kubectl apply of a Secret with stringData shows the values in last-applied-configuration annotation.",
  "")
T('secret', 'en', 'k8s: base64 data field decoded in note',
  "Decoded the secret to check it: kubectl get secret redis-auth -o jsonpath='{.data.password}' | base64 -d  -> ⟪S:pw_rand|pw_safe⟫",
  "The helm chart reads auth.existingSecret but the key must be called 'redis-password', not 'password'.",
  "")
T('secret', 'en', 'CI: GitHub Actions env literal',
  "Workflow .github/workflows/deploy.yml had:\n    env:\n      NPM_TOKEN: ⟪S:npm⟫\n      NODE_VERSION: 20",
  "Should have been ${{ secrets.NPM_TOKEN }}; the literal was added while debugging a 401 from the registry.",
  "")
T('secret', 'en', 'CI: gitlab-ci variables literal',
  ".gitlab-ci.yml snippet:\nvariables:\n  DOCKER_AUTH_CONFIG: '{\"auths\":{\"registry.⟪F:dom⟫\":{\"auth\":\"⟪S:dockerauth⟫\"}}}'\n  SONAR_TOKEN: ⟪S:sonar⟫",
  "Runner uses DOCKER_AUTH_CONFIG only for pulling the job image, not for docker push inside the job.",
  "")
T('secret', 'en', 'shell: mysql -p attached password',
  "Ran the migration check by hand:\nmysql -h ⟪F:host⟫ -u ⟪F:user⟫ -p⟪S:pw_safe⟫ ⟪F:db⟫ -e 'select count(*) from schema_migrations'",
  "Result was 312 rows, one ahead of the app; the failed deploy had applied a migration and then rolled the pods back.",
  "")
T('secret', 'en', 'shell: curl -u user:pass',
  "Reproduced the 502 with:\ncurl -sS -u ⟪F:user⟫:⟪S:pw_safe|pw_rand⟫ https://⟪F:host⟫/api/v2/health -H 'Accept: application/json'",
  "The basic-auth realm is enforced at the ingress; the app itself never saw the request.",
  "")
T('secret', 'en', 'shell: psql connection URI',
  "Connection used for the data fix:\npsql \"postgresql://⟪F:user⟫:⟪S:pw_rand|pw_url⟫@⟪F:host⟫:5432/⟪F:db⟫?sslmode=require\"",
  "sslmode=require does not verify the cert; verify-full needs the RDS CA bundle.",
  "")
T('secret', 'en', 'shell: heredoc writing credentials file',
  "Bootstrap script for the runner:\ncat > ~/.aws/credentials <<EOF\n[default]\naws_access_key_id = ⟪S:akia⟫\naws_secret_access_key = ⟪S:aws_secret⟫\nEOF",
  "The runner image already had an instance profile; the file took precedence and pointed at the sandbox account.",
  "")
T('secret', 'en', 'shell: piped docker login',
  "echo ⟪S:dockerhub|pw_rand⟫ | docker login -u ⟪F:user⟫ --password-stdin",
  "--password-stdin keeps it out of ps, but the echo still lands in shell history.",
  "")
T('secret', 'en', 'shell: positional token argument',
  "The deploy helper takes the token as first arg: ./scripts/release.sh ⟪S:do_pat|netlify|render⟫ production --no-cache",
  "Positional args show up in CI logs when set -x is on; that's how it leaked into job ⟪F:build⟫.",
  "")
T('secret', 'en', 'http: Authorization Bearer header',
  "Failing request from the proxy log:\nPOST /v1/messages HTTP/1.1\nHost: api.anthropic.com\nx-api-key: ⟪S:anthropic⟫\nanthropic-version: 2023-06-01",
  "The 400 was the missing max_tokens field, not auth.",
  "")
T('secret', 'en', 'http: Basic header in curl',
  "curl -H 'Authorization: Basic ⟪S:basic⟫' https://jenkins.⟪F:dom⟫/job/⟪F:svc⟫/build -X POST",
  "Jenkins wants crumb + basic or an API token; plain password works only with CSRF disabled.",
  "")
T('secret', 'en', 'sdk: python constructor',
  "Minimal repro in scratch.py:\nimport stripe\nstripe.api_key = \"⟪S:sk_live|sk_test⟫\"\nstripe.PaymentIntent.retrieve(\"⟪F:pi⟫\")",
  "The intent belonged to the connected account; needed stripe_account= header.",
  "")
T('secret', 'en', 'sdk: node constructor',
  "const client = new Twilio('AC⟪F:trace⟫', '⟪S:twilio_token⟫');\nawait client.messages.create({ to, from: '+1555⟪F:ms⟫', body });",
  "Twilio returns 20003 for a wrong auth token, not 401 text you can grep for.",
  "")
T('secret', 'en', 'sdk: go struct literal',
  "In cmd/seed/main.go someone left:\ncfg := minio.Options{Creds: credentials.NewStaticV4(\"⟪S:minio_access⟫\", \"⟪S:minio_secret⟫\", \"\"), Secure: true}",
  "NewStaticV4 with empty session token is fine for MinIO; the bug was Secure:true against the http port.",
  "")
T('secret', 'en', 'sdk: java builder',
  "SendGrid sg = new SendGrid(\"⟪S:sendgrid⟫\");  // TODO move to config",
  "The Java SDK ignores the SENDGRID_API_KEY env var entirely; it must be passed explicitly.",
  "")
T('secret', 'en', 'url: token in query string',
  "Grafana embed link from the wiki: https://grafana.⟪F:dom⟫/d/⟪F:sha7⟫/latency?orgId=1&auth_token=⟪S:grafana_sa⟫&kiosk",
  "Anonymous embed needs allow_embedding=true; passing a service-account token in the URL is what people did instead.",
  "")
T('secret', 'en', 'url: webhook URL',
  "Alertmanager receiver that posts to chat:\nreceivers:\n- name: oncall\n  slack_configs:\n  - api_url: ⟪S:slack_webhook⟫\n    channel: '#alerts'",
  "Alertmanager caches the receiver config until reload; POST /-/reload after edit.",
  "")
T('secret', 'en', 'url: telegram bot api path',
  "Health pinger calls https://api.telegram.org/bot⟪S:telegram⟫/sendMessage?chat_id=-100⟪F:ms⟫",
  "Group chat ids are negative and need the -100 prefix for supergroups.",
  "")
T('secret', 'en', 'private key: openssh pasted',
  "Deploy key that was on the shared jump host (~/.ssh/id_ed25519):\n⟪S:ssh_ed25519⟫",
  "Key had no passphrase and was readable by the whole 'dev' group.",
  "")
T('secret', 'en', 'private key: EC PEM in config',
  "APNs signing key (AuthKey) pasted into the push service config:\napns:\n  key_id: ⟪F:sha7⟫\n  private_key: |\n⟪S:pem_ec⟫",
  "The .p8 is a PKCS8 EC key; the library wants it verbatim including BEGIN/END lines.",
  "")
T('secret', 'en', 'totp: otpauth URI',
  "2FA for the shared ops account, from the QR code: otpauth://totp/⟪F:org⟫:ops?secret=⟪S:totp⟫&issuer=⟪F:org⟫&digits=6",
  "The shared account should move to SSO; TOTP seed in a password manager is the stopgap.",
  "")
T('secret', 'en', 'recovery codes list',
  "Recovery codes for the org owner account (GitHub):",
  "⟪S:recov_gh⟫  ⟪S:recov_gh⟫\n⟪S:recov_gh⟫  ⟪S:recov_gh⟫\n⟪S:recov_gh⟫  ⟪S:recov_gh⟫",
  "Who keeps the printed copy?")
T('secret', 'en', 'wifi: QR payload',
  "Office guest network QR decodes to WIFI:T:WPA;S:⟪F:org⟫-guest;P:⟪S:wifi⟫;; and the lab network is on a separate VLAN.",
  "Device tests need the lab SSID, not guest, or mDNS discovery fails.",
  "")
T('secret', 'en', 'pin/door code in prose',
  "Server room on 4F: badge doesn't work after 20:00, use the keypad, code ⟪S:door⟫. The safe with the HSM cards opens with ⟪S:pin8⟫.",
  "Physical access for the HSM ceremony needs two people anyway.",
  "")
T('secret', 'en', 'chat: slack message pasted',
  "[10:42] ⟪F:user⟫: can someone send me the datadog keys?\n[10:43] ops-bot: api ⟪S:datadog_api⟫ app ⟪S:datadog_app⟫\n[10:43] ⟪F:user⟫: thx",
  "The agent install script only needs the API key; the app key is for the query API.",
  "")
T('secret', 'en', 'table: markdown credentials table',
  "| env | host | user | password |\n|---|---|---|---|\n| stg | ⟪F:host⟫ | ⟪F:user⟫ | ⟪S:pw_human⟫ |\n| prod | ⟪F:host⟫ | ⟪F:user⟫ | ⟪S:pw_safe⟫ |",
  "This table was in the onboarding doc; prod row removed later.",
  "")
T('secret', 'en', 'split: label at end of field, value in next',
  "Rotated the staging SMTP relay credentials today (user ⟪F:email⟫); the new password is",
  "⟪S:pw_safe|pw_human⟫ and the old one stops working after the weekend. Relay rejects TLS 1.0.",
  "")
T('secret', 'en', 'ask_next_time contains secret',
  "The nightly export to the partner SFTP failed because their key changed.",
  "Check the partner's host key fingerprint before accepting; they rotate yearly.",
  "If it fails again, login as ⟪F:user⟫ with ⟪S:pw_human|pw_safe⟫ and check the inbox dir.")
T('secret', 'en', 'rotation: old and new values',
  "Rotated the Mailgun key after the contractor left. old: ⟪S:mailgun|mailgun_old⟫ new: ⟪S:mailgun⟫",
  "The old key keeps working for 24h unless revoked explicitly in the dashboard.",
  "")
T('secret', 'en', 'long token: aws session token',
  "Temporary creds from sso (expired now, but still):\nAWS_ACCESS_KEY_ID=⟪S:asia⟫\nAWS_SECRET_ACCESS_KEY=⟪S:aws_secret⟫\nAWS_SESSION_TOKEN=⟪S:aws_session⟫",
  "Terraform needs all three; a missing session token gives InvalidClientTokenId, which looks like a wrong key.",
  "")
T('secret', 'en', 'log line: token in error message',
  "Stack trace from worker-⟪F:num⟫:\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.⟪F:dom⟫/v1/sync?api_key=⟪S:apikey_hex|apikey_an⟫&page=3",
  "requests includes the full URL in the exception text, so query-string keys end up in Sentry.",
  "")
T('secret', 'en', 'stack trace: connection string in exception',
  "pymongo.errors.ServerSelectionTimeoutError while connecting to mongodb+srv://⟪F:user⟫:⟪S:pw_rand|pw_url⟫@cluster0.⟪F:sha7⟫.mongodb.net/⟪F:db⟫ (timeout 30s)",
  "The Atlas IP access list did not include the new NAT gateway address.",
  "")
T('secret', 'en', 'test fixture with live-looking key',
  "tests/fixtures/config.json used a real key by mistake:\n{\"hf_token\": \"⟪S:hf⟫\", \"model\": \"distilbert-base-uncased\"}",
  "Tests should use a fake key and mock the hub download.",
  "")
T('secret', 'en', 'screenshot transcription',
  "Transcribed from the screenshot in the ticket ⟪F:ticket⟫ (Heroku config vars page):\nDATABASE_URL  postgres://⟪F:user⟫:⟪S:pw_rand⟫@⟪F:host⟫:5432/⟪F:db⟫\nHEROKU_API_KEY  ⟪S:heroku⟫",
  "Screenshots of config pages are how most of our leaks happen.",
  "")
T('secret', 'en', 'commit message with key',
  "commit ⟪F:sha⟫\n    fix(ci): use new codecov token ⟪S:codecov⟫\n\n    old one was revoked",
  "Commit messages are not rewritten by BFG unless --replace-text is given.",
  "")
T('secret', 'en', 'support ticket',
  "Vendor support asked us to send the key to reproduce (ticket #⟪F:build⟫). We replied: 'Here is our Algolia admin key: ⟪S:algolia⟫, app id ⟪F:sha7⟫'.",
  "Support never needs the admin key; a search-only key is enough to reproduce query issues.",
  "")
T('secret', 'en', 'code review comment',
  "Review comment on PR #⟪F:num⟫: 'line ⟪F:line⟫ hardcodes the Linear key (⟪S:linear⟫) — please move it to settings'.",
  "Our pre-commit hook didn't run because the PR was created from the web editor.",
  "")
T('secret', 'en', 'incident timeline',
  "Incident ⟪F:ticket⟫ timeline:\n⟪F:time⟫ alert fired\n⟪F:time⟫ found Cloudflare token ⟪S:cf_token⟫ in a public gist\n⟪F:time⟫ token rolled, zone settings audited",
  "The gist was created by the cli 'share config' command of an old tool.",
  "")
T('secret', 'en', 'meeting notes',
  "Infra sync notes: Vault root token for the DR cluster is ⟪S:vault⟫ until we re-seal; unseal keys live with two leads.",
  "Root tokens should be revoked after initial setup; generate one on demand with the unseal quorum.",
  "")
T('secret', 'en', 'terraform tfvars',
  "terraform.tfvars (not ignored):\ndatadog_api_key = \"⟪S:datadog_api⟫\"\ncloudflare_api_token = \"⟪S:cf_token⟫\"\nregion = \"⟪F:region⟫\"",
  "*.tfvars are auto-loaded; use TF_VAR_ env vars in CI.",
  "")
T('secret', 'en', 'npmrc authToken line',
  "//registry.npmjs.org/:_authToken=⟪S:npm⟫ was in the project .npmrc, so every dev published as the bot.",
  "Project .npmrc should only contain ${NPM_TOKEN} interpolation.",
  "")
T('secret', 'en', 'git remote with token',
  "git remote -v showed\norigin  https://oauth2:⟪S:glpat⟫@gitlab.⟪F:dom⟫/platform/⟪F:svc⟫.git (fetch)",
  "The clone URL with credentials is stored in .git/config in plain text.",
  "")
T('secret', 'en', 'python dict in notebook',
  "Notebook cell 3:\nCONFIG = {'wandb_key': '⟪S:wandb⟫', 'project': '⟪F:svc⟫-ft', 'lr': 3e-5}",
  "Notebook outputs and cells end up in git unless nbstripout is installed.",
  "")
T('secret', 'en', 'password with hangul in english note',
  "The Korean vendor's admin portal only accepts the password set by their PM: ⟪S:pw_ko⟫ (yes, Hangul characters).",
  "Their portal breaks on copy-paste from some password managers due to NFC/NFD normalization.",
  "")
T('secret', 'en', 'azure connection string',
  "Function app setting AzureWebJobsStorage = DefaultEndpointsProtocol=https;AccountName=⟪F:org⟫st;AccountKey=⟪S:az_storage⟫;EndpointSuffix=core.windows.net",
  "Functions runtime refuses to start without this, even when using managed identity for everything else.",
  "")
T('secret', 'en', 'azure AD app secret in appsettings.json',
  "appsettings.Development.json:\n\"AzureAd\": {\n  \"TenantId\": \"⟪F:uuid⟫\",\n  \"ClientId\": \"⟪F:uuid⟫\",\n  \"ClientSecret\": \"⟪S:az_secret⟫\"\n}",
  "Client secrets expire after 24 months max; the outage was an expiry, not a code change.",
  "")
T('secret', 'en', 'LLM provider keys in chat',
  "Pasted by teammate in DM: 'use my groq key ⟪S:groq⟫ for the benchmark, and this replicate one ⟪S:replicate⟫'",
  "Personal keys in team jobs make billing attribution impossible.",
  "")
T('secret', 'en', 'several CI tokens in runner env dump',
  "`env | sort` on the self-hosted runner revealed:\nBUILDKITE_AGENT_TOKEN=⟪S:buildkite⟫\nCIRCLE_TOKEN=⟪S:circleci⟫\nHOME=/home/runner",
  "Runners inherit the systemd unit environment; secrets there are visible to every job.",
  "")
T('secret', 'en', 'jenkins api token in groovy',
  "Jenkinsfile had withCredentials commented out and a literal:\ndef token = '⟪S:jenkins⟫'\nsh \"curl -u ⟪F:user⟫:${token} ${JENKINS_URL}/crumbIssuer/api/json\"",
  "Groovy string interpolation in sh steps leaks secrets into the build log.",
  "")
T('secret', 'en', 'atlassian token long',
  "Jira automation uses basic auth with email + API token: ⟪F:email⟫ / ⟪S:atlassian⟫",
  "Atlassian API tokens now expire after a year by default.",
  "")
T('secret', 'en', 'payment SDK keys: Braintree + Square',
  "Legacy payments module still reads BRAINTREE_ACCESS_TOKEN=⟪S:braintree⟫ and SQUARE_ACCESS_TOKEN=⟪S:square⟫ from the host env.",
  "Both are only used by the refunds cron now.",
  "")
T('secret', 'en', 'kubeconfig user token',
  "kubeconfig for the ci cluster:\nusers:\n- name: ci-deployer\n  user:\n    token: ⟪S:k8s_sa⟫",
  "Long-lived SA tokens are no longer auto-created since 1.24; this one was created manually and never expires.",
  "")
T('secret', 'en', 'wireguard config',
  "wg0.conf on the office gateway:\n[Interface]\nPrivateKey = ⟪S:wireguard⟫\nAddress = 10.8.0.1/24\nListenPort = 51820",
  "The peer's PublicKey lines are fine to share, the Interface PrivateKey is not.",
  "")
T('secret', 'en', 'age key + sops',
  "sops couldn't decrypt in CI; the runner had SOPS_AGE_KEY=⟪S:age⟫ but the file was encrypted for a different recipient.",
  "Check .sops.yaml creation_rules order; first match wins.",
  "")
T('secret', 'en', 'PGP private key block',
  "Release signing key exported for the new build box (partial paste):\n⟪S:pgp⟫",
  "Use a subkey for signing on CI, keep the primary offline.",
  "")
T('secret', 'en', 'django secret key in settings',
  "settings/local.py was imported in prod because of DJANGO_SETTINGS_MODULE default:\nSECRET_KEY = '⟪S:django⟫'\nDEBUG = True",
  "Keys generated by startproject are still real session signing keys.",
  "")
T('secret', 'en', 'rails master key + credentials',
  "config/master.key content (shown in the deploy log): ⟪S:rails⟫",
  "RAILS_MASTER_KEY must be set as a build secret, not echoed.",
  "")
T('secret', 'en', 'fernet / signing key env',
  "AIRFLOW__CORE__FERNET_KEY=⟪S:fernet⟫ was different on scheduler and webserver, so connections showed as garbage.",
  "All Airflow components must share the same fernet key.",
  "")
T('secret', 'en', 'observability keys yaml',
  "otel-collector.yaml exporters:\n  otlphttp/newrelic:\n    endpoint: https://otlp.nr-data.net\n    headers:\n      api-key: ⟪S:newrelic_lic|newrelic⟫",
  "New Relic OTLP ingest needs a license (ingest) key, not a user key.",
  "")
T('secret', 'en', 'sentry auth token in sentryclirc',
  ".sentryclirc in repo root:\n[auth]\ntoken=⟪S:sentry|sentry_user⟫\n[defaults]\norg=⟪F:org⟫",
  "sentry-cli reads .sentryclirc from cwd upward; put it in ~/ instead.",
  "")
T('secret', 'en', 'airtable/figma/notion keys in script header',
  "# sync_design_tokens.py\nFIGMA_TOKEN = \"⟪S:figma⟫\"\nNOTION_KEY = \"⟪S:notion|notion_ntn⟫\"\nAIRTABLE_PAT = \"⟪S:airtable⟫\"",
  "The script runs from a laptop cron; nobody owned the tokens after the designer left.",
  "")
T('secret', 'en', 'pinecone/langsmith in .env.local',
  ".env.local for the RAG service:\nPINECONE_API_KEY=⟪S:pinecone⟫\nLANGCHAIN_API_KEY=⟪S:langsmith⟫\nLANGCHAIN_TRACING_V2=true",
  "Tracing sends prompts to LangSmith; disable it for customer data.",
  "")
T('secret', 'en', 'artifactory token in gradle.properties',
  "~/.gradle/gradle.properties:\nartifactoryUser=⟪F:user⟫\nartifactoryPassword=⟪S:artifactory|jfrog_ref⟫",
  "Gradle picks user-home properties over project ones.",
  "")
T('secret', 'en', 'tailscale/ngrok auth in dockerfile',
  "Dockerfile for the demo box:\nRUN ngrok config add-authtoken ⟪S:ngrok⟫\nENV TS_AUTHKEY=⟪S:tailscale⟫",
  "Build args and RUN lines are stored in image history (docker history --no-trunc).",
  "")
T('secret', 'en', 'mapbox/dropbox tokens in mobile config',
  "ios/Config.xcconfig had MAPBOX_DOWNLOADS_TOKEN = ⟪S:mapbox⟫ and the Android gradle had a Dropbox token ⟪S:dropbox⟫ for the export feature.",
  "Secret (sk.) Mapbox tokens are only needed for SDK download, never in the app bundle.",
  "")


# ================================================================ SECRET / KO
T('secret', 'ko', 'ko chat: 카톡 비번 공유',
  "[카톡] ⟪F:kname⟫: 스테이징 DB 비번 뭐였죠?\n[카톡] ⟪F:kname⟫: ⟪S:pw_human|pw_ko⟫ 이거요 ㅎㅎ 유저는 ⟪F:user⟫",
  "스테이징도 외부에서 접근 가능해서 카톡으로 공유하면 안 됨. 1password 공유 볼트 쓰기로 함",
  "")
T('secret', 'ko', 'ko slack: 토큰 붙여넣기',
  "슬랙 #dev-infra 에 누가 깃헙 토큰 붙여넣음 → ⟪S:ghp|github_pat⟫ 바로 revoke 요청함",
  "슬랙 메시지 삭제해도 export 에는 남아있음. 토큰은 무조건 폐기가 답",
  "")
T('secret', 'ko', 'ko wiki: 네이버 클라우드 키',
  "위키 '서버 접속 정보' 페이지에 NCP 키가 그대로 있었음\n- Access Key ID: ⟪S:ncp_access⟫\n- Secret Key: ⟪S:ncp_secret⟫",
  "NCP sub account 로 권한 쪼개서 다시 발급받기로. 위키 페이지 히스토리도 지워야함",
  "")
T('secret', 'ko', 'ko env: 카카오 로그인 키',
  ".env.production 보니까\nKAKAO_REST_API_KEY=⟪S:kakao_rest⟫\nKAKAO_ADMIN_KEY=⟪S:kakao_admin⟫\nKAKAO_REDIRECT_URI=https://⟪F:dom⟫/oauth/kakao",
  "어드민 키는 서버에서만 써야 하는데 프론트 번들에 포함되고 있었음 ㅠ",
  "")
T('secret', 'ko', 'ko env: 토스페이먼츠 시크릿키',
  "결제 연동 테스트하다가 알게 된 것: 토스 시크릿키는 ⟪S:toss_live|toss_test|toss_gsk⟫ 이고 basic auth 로 보낼 때 뒤에 콜론 붙여서 base64 해야함",
  "콜론 빼먹으면 401 UNAUTHORIZED_KEY 뜸",
  "")
T('secret', 'ko', 'ko yaml: 카카오페이 어드민 키',
  "application-dev.yml 에 카카오페이 설정\nkakaopay:\n  cid: TC0ONETIME\n  secret-key: ⟪S:kakaopay⟫",
  "신규 API 는 Authorization: SECRET_KEY {키} 형식. 예전 KakaoAK 헤더랑 헷갈리지 말 것",
  "")
T('secret', 'ko', 'ko: 포트원 API 시크릿',
  "포트원(구 아임포트) V2 API Secret 재발급함: ⟪S:portone⟫",
  "V1 키랑 V2 시크릿은 별개임. 웹훅 검증도 V2 시크릿 따로 있음",
  "")
T('secret', 'ko', 'ko: LINE 채널 토큰',
  "일본 서비스 라인 봇 설정 메모\n채널 시크릿: ⟪S:line_secret⟫\n채널 액세스 토큰(장기): ⟪S:line_token⟫",
  "장기 토큰은 만료가 없어서 유출되면 끝. v2.1 단기 토큰으로 바꾸자",
  "")
T('secret', 'ko', 'ko: 알리클라우드 키',
  "중국 리전 OSS 업로드 스크립트에 하드코딩 되어 있던 키\nAccessKeyId=⟪S:ltai⟫ AccessKeySecret=⟪S:ali_secret⟫",
  "RAM 유저로 OSS 전용 정책만 붙여서 다시 발급",
  "")
T('secret', 'ko', 'ko: 텐센트 클라우드 키',
  "텐센트 COS 쪽 SecretId ⟪S:akid⟫ / SecretKey ⟪S:tencent_secret⟫ 로 업로드 테스트 성공",
  "리전이 ap-seoul 인지 꼭 확인. 기본값이 광저우임",
  "")
T('secret', 'ko', 'ko jira: 티켓 댓글에 AWS 키',
  "지라 ⟪F:ticket⟫ 댓글:\n> 임시로 이 키 쓰세요 AKID: ⟪S:akia⟫ / SECRET: ⟪S:aws_secret⟫ (다음주에 지울게요)",
  "'다음주에 지울게요' 는 안 지워짐. IAM 키 마지막 사용일로 확인해보니 석달째 살아있었음",
  "")
T('secret', 'ko', 'ko notion: 계정 정보 표',
  "노션 '외부 서비스 계정' 표 복붙\n서비스 | 아이디 | 비번\n센드버드 | ⟪F:email⟫ | ⟪S:pw_human⟫\n채널톡 | ⟪F:email⟫ | ⟪S:pw_ko⟫",
  "노션 페이지가 'Anyone with the link' 로 공개되어 있었음",
  "")
T('secret', 'ko', 'ko: 센드버드/채널톡 토큰',
  "센드버드 마스터 API 토큰 ⟪S:sendbird⟫ 를 앱 서버에서 쓰고 있었고, 채널톡 access secret 은 ⟪S:channelio⟫",
  "센드버드는 보조 토큰 만들어서 권한 분리 가능함",
  "")
T('secret', 'ko', 'ko shell: mysql 비번 붙여쓰기',
  "급하게 데이터 확인하느라 친 명령어\nmysql -h⟪F:host⟫ -u⟪F:user⟫ -p⟪S:pw_safe|pw_rand⟫ -e \"select * from ⟪F:db⟫.users limit 5\"",
  "-p 뒤에 붙여쓰면 history 에 남음. mysql_config_editor 쓰는게 나음",
  "")
T('secret', 'ko', 'ko shell: redis-cli -a',
  "레디스 메모리 확인: redis-cli -h ⟪F:host⟫ -p 6379 -a '⟪S:pw_rand|pw_safe⟫' --no-auth-warning info memory",
  "maxmemory-policy 가 noeviction 이라 OOM 에러 났던 것",
  "")
T('secret', 'ko', 'ko: 접속 URL 에 비번',
  "배치서버 설정값 DB_URL=postgres://⟪F:user⟫:⟪S:pw_url⟫@⟪F:host⟫:5432/⟪F:db⟫ 인데 비번에 특수문자 있어서 인코딩된 상태로 넣어야 함",
  "특수문자 @ : / 는 퍼센트 인코딩 안 하면 호스트 파싱이 깨짐",
  "")
T('secret', 'ko', 'ko: 와이파이 비번',
  "사무실 와이파이 ⟪F:org⟫_5G 비번은 ⟪S:wifi⟫ 입니다 (게스트용 아님 주의)",
  "개발 장비는 사내망 SSID 로 붙여야 내부 레지스트리 접근됨",
  "")
T('secret', 'ko', 'ko: 도어락/금고 번호',
  "IDC 랙 열쇠함 비밀번호 ⟪S:pin8⟫, 3층 서버실 도어락은 ⟪S:door⟫",
  "IDC 출입은 사전 신청 필수, 당일 신청 안됨",
  "")
T('secret', 'ko', 'ko: OTP 시크릿',
  "공용 AWS 루트 계정 MFA 시크릿 (QR 밑에 있는 문자열): ⟪S:totp⟫",
  "루트 계정 MFA 는 하드웨어 키로 옮겨야 함",
  "")
T('secret', 'ko', 'ko: 복구 코드',
  "구글 워크스페이스 관리자 백업 코드 남겨둠",
  "⟪S:recov_g⟫ / ⟪S:recov_g⟫ / ⟪S:recov_g⟫ / ⟪S:recov_g⟫ / ⟪S:recov_g⟫",
  "")
T('secret', 'ko', 'ko split: 라벨은 앞 필드, 값은 다음 필드',
  "젠킨스 admin 계정 비번 바꿨고 새 비번은",
  "⟪S:pw_human|pw_safe⟫ 임. 기존 세션은 다 끊김",
  "")
T('secret', 'ko', 'ko ask: 다음에 물어볼 것에 키',
  "오픈AI 사용량 한도 초과로 배치 실패함",
  "조직 단위 한도랑 프로젝트 단위 한도가 따로 있음",
  "혹시 또 막히면 백업 키 ⟪S:openai_proj|openai_legacy⟫ 로 돌려도 되는지 물어보기")
T('secret', 'ko', 'ko rotation: 예전 키 / 새 키',
  "슬랙 봇 토큰 재발급함. 이전: ⟪S:xoxb⟫ → 신규: ⟪S:xoxb⟫",
  "reinstall 하면 토큰 바뀜. 앱 매니페스트 수정만으로도 재설치 요구될 수 있음",
  "")
T('secret', 'ko', 'ko: 파이어베이스 서버키',
  "푸시 안 가는 이슈: 레거시 FCM 서버키 ⟪S:fcm⟫ 가 deprecated 돼서 HTTP v1 으로 옮겨야 했음",
  "HTTP v1 은 서비스 계정 OAuth 토큰 필요",
  "")
T('secret', 'ko', 'ko: supabase service role',
  "supabase 서비스롤 키를 클라이언트에서 쓰고 있었음ㄷㄷ SUPABASE_SERVICE_ROLE_KEY=⟪S:supabase_service⟫",
  "service_role 은 RLS 우회함. anon 키만 클라이언트에",
  "")
T('secret', 'ko', 'ko: 업비트 API 키',
  "자동매매 테스트 봇 설정\naccess_key = '⟪S:upbit_access⟫'\nsecret_key = '⟪S:upbit_secret⟫'",
  "업비트는 허용 IP 등록 안 하면 주문 API 안됨",
  "")
T('secret', 'ko', 'ko: 문자 발송 API 키',
  "문자 발송 모듈 설정 (알리고): apikey=⟪S:aligo⟫ userid=⟪F:user⟫ sender=0215880000",
  "발신번호 사전등록 안 하면 -101 에러",
  "")
T('secret', 'ko', 'ko: 솔라피 키',
  "솔라피(구 쿨에스엠에스) API Key ⟪S:coolsms_key⟫ 랑 API Secret ⟪S:coolsms⟫ 를 헤더 서명에 씀",
  "HMAC 서명 시 date 는 ISO8601, salt 는 매 요청 랜덤",
  "")
T('secret', 'ko', 'ko: NHN 클라우드 앱키',
  "NHN Cloud 알림톡 appkey ⟪S:nhn_appkey⟫ / secretKey ⟪S:nhn_secret⟫ 로 발송 테스트 완료",
  "템플릿 승인 전에는 발송 안 되고 에러코드도 애매함",
  "")
T('secret', 'ko', 'ko: 네이버 로그인 client secret',
  "네이버 로그인 연동 값: client_id=⟪F:sha7⟫abc, client_secret=⟪S:naver_secret⟫",
  "콜백 URL 이 등록된 것과 한 글자라도 다르면 에러. 끝 슬래시 주의",
  "")
T('secret', 'ko', 'ko: 네이버 지도 키',
  "네이버 클라우드 Maps API 헤더\nX-NCP-APIGW-API-KEY-ID: ⟪F:sha7⟫q2\nX-NCP-APIGW-API-KEY: ⟪S:naver_map⟫",
  "Web 서비스 URL 등록 안 하면 429 가 아니라 401 뜸",
  "")
T('secret', 'ko', 'ko: 도커 컴포즈 비번',
  "로컬 개발용이라고 했지만 같은 비번을 운영에도 씀...\n  mysql:\n    environment:\n      MYSQL_ROOT_PASSWORD: \"⟪S:pw_safe|pw_human⟫\"",
  "운영이랑 개발 비번은 무조건 분리",
  "")
T('secret', 'ko', 'ko: k8s 시크릿 디코딩 결과',
  "kubectl get secret ⟪F:svc⟫-env -o yaml 해서 base64 디코딩 해보니 JWT_SECRET 이 ⟪S:hmac_b64|pw_rand⟫ 였음",
  "서비스마다 JWT 시크릿 다르게 줘야 하는데 전부 같은 값이었음",
  "")
T('secret', 'ko', 'ko: curl 헤더',
  "재현 커맨드\ncurl -X POST https://kapi.kakao.com/v2/api/talk/memo/default/send -H \"Authorization: Bearer ⟪S:apikey_an|jwt⟫\" -d 'template_object=...'",
  "카카오 토큰 만료 6시간. refresh 토큰으로 갱신하는 로직 누락이었음",
  "")
T('secret', 'ko', 'ko: 채팅 중 키 공유 (디스코드 봇)',
  "디코 봇 다시 살림. 토큰 ⟪S:discord_bot⟫ 으로 로그인 하고 웹훅은 ⟪S:discord_webhook⟫",
  "Privileged intents 켜야 메시지 내용 읽힘",
  "")
T('secret', 'ko', 'ko: 회의록',
  "주간 회의록 (⟪F:date⟫)\n- 결제팀: 스트라이프 라이브키 교체 완료 (⟪S:sk_live⟫)\n- 인프라: NAT 비용 이슈",
  "회의록은 전사 공개라서 키 적으면 안 됨",
  "")
T('secret', 'ko', 'ko: 장애 타임라인',
  "장애 타임라인\n⟪F:time⟫ 배포\n⟪F:time⟫ 로그에서 Authorization: Basic ⟪S:basic⟫ 헤더가 그대로 찍히는 거 발견\n⟪F:time⟫ 로깅 필터 추가",
  "요청 헤더 전체를 debug 로 찍는 미들웨어가 원인",
  "")
T('secret', 'ko', 'ko: 에러 로그에 토큰',
  "에러 로그:\nERROR [⟪F:svc⟫] upstream 401 GET https://hooks.⟪F:dom⟫/notify?token=⟪S:apikey_hex|line_notify⟫ took ⟪F:ms⟫ms",
  "쿼리스트링 토큰은 액세스 로그에 다 남음. 헤더로 옮기자",
  "")
T('secret', 'ko', 'ko: 커밋 메시지',
  "커밋 ⟪F:sha7⟫ 메시지: 'hotfix: 허깅페이스 토큰 교체 ⟪S:hf⟫' ← 이거 force push 로 지워도 PR 페이지에 남아있음",
  "GitHub 에 캐시된 커밋은 지원팀에 요청해야 지워짐",
  "")
T('secret', 'ko', 'ko: 코드 리뷰 코멘트',
  "리뷰 코멘트: \"여기 테스트에 실제 젠킨스 토큰 ⟪S:jenkins⟫ 들어가 있어요 ㅠㅠ 목으로 바꿔주세요\"",
  "테스트 픽스처는 명백한 가짜 값으로",
  "")
T('secret', 'ko', 'ko: 엑셀 시트 붙여넣기',
  "운영팀 엑셀 '계정관리.xlsx' 시트1\n구분\t계정\t비밀번호\t비고\nGA\t⟪F:email⟫\t⟪S:pw_human⟫\t\n쿠팡 윙\t⟪F:email⟫\t⟪S:pw_ko⟫\t2차인증 대표폰",
  "엑셀로 계정 관리하는 거 그만하고 비밀번호 관리자 도입하기로",
  "")
T('secret', 'ko', 'ko: 한글 비번',
  "파트너사 관리자 페이지 계정 ⟪F:user⟫, 비번은 한글로 ⟪S:pw_ko⟫ 라서 영문 자판이면 로그인 안됨",
  "한글 비번은 IE 호환 모드에서 인코딩 깨짐",
  "")
T('secret', 'ko', 'ko: SSH 키 붙여넣기',
  "배포 서버 접속용 키 (⟪F:kname⟫님이 DM 으로 줌)\n⟪S:ssh_ed25519⟫",
  "개인 키를 DM 으로 주고받지 말고 각자 키 등록하기",
  "")
T('secret', 'ko', 'ko: 인증서 개인키',
  "nginx ssl 설정 옮기다가 키 파일 내용 복붙해둠\n⟪S:pem_pkcs1⟫",
  "키 파일 권한 600, 소유자 root",
  "")
T('secret', 'ko', 'ko: Vault 토큰',
  "볼트 로그인 안되면 임시로 VAULT_TOKEN=⟪S:vault⟫ 쓰라고 함",
  "토큰 TTL 확인: vault token lookup",
  "")
T('secret', 'ko', 'ko: 테라폼 클라우드',
  "TFC 팀 토큰 ⟪S:tfc⟫ 를 ~/.terraformrc credentials 블록에 넣어야 remote backend 가 동작함",
  "org 토큰은 plan/apply 못함, 팀 토큰 써야 함",
  "")
T('secret', 'ko', 'ko: 깃랩 러너 토큰',
  "러너 재등록: gitlab-runner register --url https://gitlab.⟪F:dom⟫ --token ⟪S:glrt⟫ --executor docker",
  "새 러너 등록 방식은 UI 에서 러너 만들고 토큰 받는 방식",
  "")
T('secret', 'ko', 'ko: 도커 로그인 history',
  "history 에 남은 거: docker login registry.⟪F:dom⟫ -u ⟪F:user⟫ -p ⟪S:pw_rand|dockerhub⟫",
  "-p 쓰면 경고 뜨는 이유가 있음. --password-stdin 쓰기",
  "")
T('secret', 'ko', 'ko: SonarQube/Snyk',
  "CI 정적분석 토큰 정리\n- 소나큐브: ⟪S:sonar⟫\n- 스닉: ⟪S:snyk⟫",
  "둘 다 프로젝트 범위 토큰으로 다시 발급",
  "")
T('secret', 'ko', 'ko: 데이터브릭스 토큰',
  "데이터팀 노트북에서 DATABRICKS_TOKEN=⟪S:databricks⟫ 그대로 쓰고 있었음",
  "서비스 프린시펄 OAuth 로 바꾸는 중",
  "")
T('secret', 'ko', 'ko: 비트버킷 앱 비번',
  "비트버킷 클론 안됨 → 앱 비밀번호로 해야 함: git clone https://⟪F:user⟫:⟪S:bitbucket⟫@bitbucket.org/⟪F:org⟫/⟪F:svc⟫.git",
  "계정 비번으로는 git 작업 불가 (2022년부터)",
  "")
T('secret', 'ko', 'ko: 컨텐트풀/포스트맨',
  "마케팅 사이트 빌드용 CONTENTFUL_MANAGEMENT_TOKEN=⟪S:contentful⟫, 포스트맨 모니터 돌리는 키는 ⟪S:postman⟫",
  "관리 토큰은 쓰기 권한 있음. 빌드에는 delivery 토큰으로 충분",
  "")
T('secret', 'ko', 'ko: 메타 광고 토큰',
  "페북 광고 리포트 배치 access_token=⟪S:fb_token⟫ 만료돼서 장기 토큰으로 교환함",
  "시스템 유저 토큰 쓰면 만료 없음",
  "")
T('secret', 'ko', 'ko: 일본 서비스 키',
  "일본 쇼핑몰 연동: 라쿠텐 serviceSecret ⟪S:rakuten⟫, 야후쇼핑 refresh token ⟪S:yahoo_jp⟫",
  "라쿠텐 RMS 키는 3개월마다 갱신 필요",
  "")
T('secret', 'ko', 'ko: 중국 서비스 키',
  "위챗 미니프로그램 AppSecret ⟪S:wechat⟫ / 바이두 지도 AK ⟪S:baidu⟫",
  "위챗 AppSecret 재설정하면 기존 access_token 다 무효",
  "")
T('secret', 'ko', 'ko: 화웨이 클라우드',
  "화웨이 OBS 백업 AK=⟪S:huawei⟫ SK=⟪S:huawei_sk⟫ (홍콩 리전)",
  "엔드포인트가 리전별로 다름",
  "")
T('secret', 'ko', 'ko: gemini/cohere 키',
  "번역 품질 비교 실험: 제미나이 키 ⟪S:gemini⟫, 코히어 키 ⟪S:cohere⟫, 미스트랄 ⟪S:mistral⟫",
  "각자 rate limit 달라서 동시에 돌리면 코히어가 제일 먼저 막힘",
  "")
T('secret', 'ko', 'ko: 퍼플렉시티/허깅페이스 설정파일',
  "config.toml\n[llm]\nprovider = \"perplexity\"\napi_key = \"⟪S:pplx⟫\"\n[hub]\ntoken = \"⟪S:hf⟫\"",
  "toml 에서 키 값은 따옴표 필수",
  "")
T('secret', 'ko', 'ko: 마이크로소프트 팀즈 웹훅',
  "고객사 알림 채널이 팀즈라서 웹훅 등록: ⟪S:teams_webhook⟫",
  "팀즈 incoming webhook 은 곧 Workflows 로 대체됨",
  "")
T('secret', 'ko', 'ko: 애저 데브옵스 PAT',
  "애저 데브옵스 npm 피드 인증: .npmrc 에 _password 로 base64 된 PAT 넣는 방식인데 원본 PAT 은 ⟪S:azdo⟫",
  "PAT 만료 최대 1년",
  "")
T('secret', 'ko', 'ko: 쇼피파이',
  "쇼피파이 커스텀앱 어드민 토큰 ⟪S:shpat⟫, 앱 시크릿 ⟪S:shpss⟫",
  "웹훅 HMAC 검증은 앱 시크릿으로",
  "")
T('secret', 'ko', 'ko: 믹스패널/세그먼트',
  "분석 툴 키 정리 - 믹스패널 API secret ⟪S:mixpanel⟫ / 세그먼트 write key ⟪S:segment⟫ / 퓨셔 secret ⟪S:pusher⟫",
  "write key 는 클라이언트 노출돼도 되는 편이지만 서버 소스용은 분리",
  "")
T('secret', 'ko', 'ko: 클라우드플레어 터널',
  "cloudflared 서비스 설치: sudo cloudflared service install ⟪S:cf_tunnel⟫",
  "터널 토큰 있으면 누구나 같은 터널로 커넥터 붙일 수 있음",
  "")
T('secret', 'ko', 'ko: 깃허브 앱 토큰 로그',
  "액션 로그에 ghs 토큰 찍힘: 'Using token ⟪S:ghs⟫ for checkout' – 1시간짜리지만 그래도",
  "add-mask 안 하면 커스텀 스텝 출력은 마스킹 안 됨",
  "")
T('secret', 'ko', 'ko: 젠데스크 토큰',
  "CS 연동 배치: ⟪F:email⟫/token:⟪S:zendesk⟫ 으로 basic auth",
  "이메일 뒤에 /token 붙이는 거 까먹으면 401",
  "")
T('secret', 'ko', 'ko: 플라이/렌더 배포 토큰',
  "배포 토큰 모음 (임시)\nFLY_API_TOKEN=\"⟪S:flyio⟫\"\nRENDER_API_KEY=⟪S:render⟫",
  "fly tokens create deploy 로 앱 단위 토큰 쓰기",
  "")
T('secret', 'ko', 'ko: 플래닛스케일',
  "pscale 연결 문자열 mysql://⟪F:user⟫:⟪S:pscale_pw⟫@aws.connect.psdb.cloud/⟪F:db⟫?sslaccept=strict, CLI 토큰은 ⟪S:pscale⟫",
  "브랜치마다 비번 따로 발급됨",
  "")


# ---------------------------------------------------------------- more secret templates
T('secret', 'en', 'go test constants with identity-provider secrets',
  "internal/auth/provider_test.go (committed):\nconst (\n\toktaToken    = \"⟪S:okta⟫\"\n\tauth0Secret  = \"⟪S:auth0⟫\"\n\tissuer       = \"https://⟪F:org⟫.okta.com\"\n)",
  "These were copied from a real tenant to make an integration test pass; use httptest with a fake JWKS instead.",
  "")
T('secret', 'en', 'package registry credentials files',
  "Publishing notes: the gem was pushed with GEM_HOST_API_KEY=⟪S:rubygems⟫ gem push pkg/*.gem and the NuGet push was run as dotnet nuget push bin/Release/*.nupkg -k ⟪S:nuget⟫ -s https://api.nuget.org/v3/index.json",
  "Both registries support scoped keys; ours were full-account keys.",
  "")
T('secret', 'en', 'google oauth client_secret.json + tokens',
  "client_secret.json for the Sheets exporter: {\"installed\":{\"client_id\":\"⟪F:build⟫-abc.apps.googleusercontent.com\",\"client_secret\":\"⟪S:gocspx⟫\"}} and token.json had refresh_token ⟪S:g_refresh⟫ plus access token ⟪S:ya29⟫",
  "Apps in 'testing' publishing status get refresh tokens that expire after 7 days.",
  "")
T('secret', 'en', 'slack app manifest tokens',
  "Socket mode needs the app-level token: SLACK_APP_TOKEN=⟪S:xapp⟫ ; the user token used for search.messages was ⟪S:xoxp⟫",
  "search.messages is user-token only; bot tokens get not_allowed_token_type.",
  "")
T('secret', 'en', 'systemd unit Environment lines',
  "/etc/systemd/system/⟪F:svc⟫.service:\n[Service]\nEnvironment=DOPPLER_TOKEN=⟪S:doppler⟫\nEnvironment=PULUMI_ACCESS_TOKEN=⟪S:pulumi⟫\nEnvironment=CONSUL_HTTP_TOKEN=⟪S:consul⟫\nExecStart=/usr/local/bin/⟪F:svc⟫",
  "systemctl show prints Environment= to any local user; use EnvironmentFile with 0600 or LoadCredential.",
  "")
T('secret', 'en', 'cli auth init commands',
  "Set up the new laptop:\n$ doctl auth init -t ⟪S:do_pat⟫\n$ vercel login --token ⟪S:vercel⟫\n$ export DIGITALOCEAN_OAUTH=⟪S:do_oauth⟫",
  "doctl stores the token in ~/.config/doctl/config.yaml in plain text.",
  "")
T('secret', 'en', 'webhook signing secret + twilio API key',
  "Webhook handler env on staging:\nSTRIPE_WEBHOOK_SECRET=⟪S:whsec⟫\nTWILIO_API_KEY=⟪S:twilio_sk⟫\nTWILIO_API_SECRET=⟪S:twilio_token⟫",
  "Each Stripe endpoint has its own signing secret; the CLI listener prints a different one.",
  "")
T('secret', 'ko', 'ko: 메일 발송 서비스 키',
  "트랜잭션 메일은 포스트마크 서버토큰 ⟪S:postmark⟫, 뉴스레터는 메일침프 키 ⟪S:mailchimp⟫ 로 나눠서 씀",
  "포스트마크는 X-Postmark-Server-Token 헤더, 메일침프는 키 끝 -usXX 가 데이터센터",
  "")
T('secret', 'ko', 'ko: 카카오 네이티브 키 + 토스 API 개별 연동 키',
  "앱 설정값 정리\nkakao.native_app_key=⟪S:kakao_native⟫\ntoss.secret=⟪S:toss_gsk⟫",
  "네이티브 앱키는 AndroidManifest 에도 들어가지만 토스 시크릿은 서버 전용",
  "")
T('secret', 'ko', 'ko: 지도/CDN 키',
  "지도 API 키 ⟪S:gcp_key⟫ (리퍼러 제한 없음 ㅠ), CDN 퍼지용 패스틀리 토큰 ⟪S:fastly⟫, 클플 글로벌 키 ⟪S:cf_global⟫",
  "글로벌 API 키는 계정 전체 권한. API 토큰으로 범위 좁혀서 교체",
  "")
T('secret', 'ko', 'ko: 프론트 배포/모니터링 토큰',
  "프론트 배포 파이프라인 변수\nSUPABASE_ACCESS_TOKEN: ⟪S:supabase_pat⟫\nNEW_RELIC_API_KEY: ⟪S:newrelic⟫\nSENTRY_AUTH_TOKEN: ⟪S:sentry_user⟫",
  "소스맵 업로드할 때만 센트리 토큰 필요",
  "")
T('secret', 'ko', 'ko: 깃헙/깃랩 토큰 여러개',
  "로컬 키체인 정리하다 발견한 토큰들: gh OAuth ⟪S:gho⟫, 앱 유저 토큰 ⟪S:ghu⟫, 리프레시 ⟪S:ghr⟫, 깃랩 디플로이 토큰 ⟪S:gldt⟫",
  "git credential-osxkeychain 에 예전 토큰이 남아서 push 가 계속 403",
  "")
T('secret', 'ko', 'ko: 잡다한 키 메모',
  "인수인계 메모 ⟪F:date⟫\n- 그라파나 클라우드: ⟪S:grafana_cloud⟫\n- 아사나 PAT: ⟪S:asana⟫\n- 앤트로픽 admin: ⟪S:anthropic_admin⟫\n- 스퀘어 앱 시크릿: ⟪S:square_sec⟫",
  "인수인계 문서에 키 값 직접 쓰지 말고 위치만 적기",
  "")
T('secret', 'en', 'aws root recovery + hmac key',
  "Break-glass envelope contents (typed up): root MFA recovery ⟪S:recov_aws⟫ and ⟪S:recov_aws⟫; webhook HMAC key ⟪S:apikey_b64⟫",
  "The envelope should never be transcribed into a digital note.",
  "")


@TF('secret', 'en', 'decoded basic auth: password and base64 both present')
def _basic_decoded(ctx):
    user = R.choice(['grafana', 'metrics', 'prom', 'scraper'])
    pw = pw_safe()
    blob = base64.b64encode(('%s:%s' % (user, pw)).encode()).decode()
    ctx.secrets += [pw, blob]
    ctx.vendors.append(('HTTP Basic', 'basic_pair'))
    return ("Prometheus scrape failing with 401. The header it sends is Authorization: Basic %s which decodes to %s:%s" % (blob, user, pw),
            "basic_auth.password_file is read once at startup; editing the file needs a reload.", "")


@TF('secret', 'ko', 'ko: 특수문자 비번 원본 + URL 인코딩')
def _pct(ctx):
    raw = rs(6) + R.choice('@:/#?') + rs(4) + R.choice('!$%^') + rs(3)
    enc = urllib.parse.quote(raw, safe='')
    ctx.secrets += [raw, enc]
    ctx.vendors.append(('password', 'pw_url_pair'))
    return ("운영 DB 비번이 %s 인데 JDBC URL 에는 인코딩해서 %s 로 넣어야 했음" % (raw, enc),
            "SQLAlchemy URL 도 마찬가지. urllib.parse.quote_plus 로 인코딩",
            "")


# ================================================================ CLEAN / EN
T('clean', 'en', 'clean: env var reference in export',
  "Deploy script does: export DATABASE_URL=\"postgres://${DB_USER}:${DB_PASSWORD}@${DB_HOST}:5432/⟪F:db⟫\"",
  "When DB_PASSWORD is unset the URL becomes user:@host and psql prompts interactively, which hangs CI.",
  "Add set -u to the deploy script?")
T('clean', 'en', 'clean: ${VAR:?msg} guard',
  "entrypoint.sh starts with : \"${STRIPE_SECRET_KEY:?STRIPE_SECRET_KEY must be set}\" and : \"${JWT_SIGNING_KEY:?missing}\"",
  "The :? form aborts the container with a clear message instead of booting with an empty key.",
  "")
T('clean', 'en', 'clean: secretKeyRef in manifest',
  "Deployment env:\n- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: ⟪F:svc⟫-db\n      key: password\n- name: API_TOKEN\n  valueFrom:\n    secretKeyRef: {name: ⟪F:svc⟫-api, key: token}",
  "A missing key in the referenced Secret leaves the pod in CreateContainerConfigError, not CrashLoop.",
  "")
T('clean', 'en', 'clean: github actions secrets expression',
  "steps:\n  - run: npm publish\n    env:\n      NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n      GH_TOKEN: ${{ github.token }}",
  "secrets.* is empty for workflows triggered from forks, which is why publish failed on the contributor's PR.",
  "")
T('clean', 'en', 'clean: vault path and SSM parameter names',
  "Credentials live in vault at secret/data/⟪F:svc⟫/prod (keys: db_password, api_key) and the legacy ones in SSM under ⟪F:ssm⟫.",
  "The Vault KV v2 API path includes /data/ but the CLI path does not.",
  "Which team owns the ⟪F:ssm⟫ parameter?")
T('clean', 'en', 'clean: placeholders in docs',
  "README example: curl -H \"Authorization: Bearer <YOUR_API_TOKEN>\" https://api.⟪F:dom⟫/v1/me  and for the SDK: client = Client(api_key=\"YOUR_API_KEY\")",
  "The placeholder was copied literally by a user and the 401 response body says 'invalid token', which confused support.",
  "")
T('clean', 'en', 'clean: masked values from UI',
  "The dashboard shows the key as sk_live_••••••••••••, the webhook secret as whsec_****, and the last four of the old key were 'x9Qa'.",
  "You cannot reveal a live key again after creation; roll it if lost.",
  "")
T('clean', 'en', 'clean: git SHAs and short SHAs',
  "Regression bisected to ⟪F:sha⟫ (merge of PR #⟪F:num⟫); the previous good build was ⟪F:sha7⟫ on main.",
  "git bisect run with the flaky test needs --retries or it marks good commits bad.",
  "")
T('clean', 'en', 'clean: UUID request/trace ids',
  "Failing request id ⟪F:uuid⟫, trace ⟪F:trace⟫, span ⟪F:span⟫, crash report ⟪F:uuid⟫.",
  "The trace shows the 30s is spent waiting on the connection pool, not the query.",
  "")
T('clean', 'en', 'clean: checksums and digests',
  "Pinned image: ghcr.io/⟪F:org⟫/⟪F:svc⟫@sha256:⟪F:digest⟫ ; release tarball sha256 ⟪F:digest⟫",
  "Pinning by digest means Renovate PRs show digest-only bumps; that's expected.",
  "")
T('clean', 'en', 'clean: ARNs and account ids',
  "Role: arn:aws:iam::⟪F:acct⟫:role/⟪F:svc⟫-deployer ; KMS key arn:aws:kms:⟪F:region⟫:⟪F:acct⟫:key/⟪F:uuid⟫ ; secret arn:aws:secretsmanager:⟪F:region⟫:⟪F:acct⟫:secret:prod/⟪F:svc⟫/db-AbCdEf",
  "Cross-account decrypt needs both the key policy and the IAM policy to allow it.",
  "")
T('clean', 'en', 'clean: stripe object ids',
  "Customer ⟪F:cus⟫ was charged twice: ⟪F:pi⟫ and ⟪F:ch⟫ share the same idempotency key prefix.",
  "Idempotency keys expire after 24h; the retry job ran after 26h.",
  "")
T('clean', 'en', 'clean: public key and fingerprint',
  "Added the CI deploy key (public) to the repo: ssh-ed25519 ⟪F:b64pub⟫ ci@⟪F:org⟫ ; fingerprint ⟪F:fp⟫",
  "GitHub rejects a deploy key that's already used on another repo.",
  "")
T('clean', 'en', 'clean: base64 of non-secret JSON',
  "The JWT header in the failing token decodes fine: eyJhbGciOiJSUzI1NiIsImtpZCI6ImtleS0yMDI0In0 → {\"alg\":\"RS256\",\"kid\":\"key-2024\"}; the problem was the kid not being in the JWKS.",
  "JWKS is cached for 10 minutes by the gateway.",
  "")
T('clean', 'en', 'clean: file paths of secrets',
  "Certs are at /etc/ssl/private/⟪F:svc⟫.key and /etc/ssl/certs/⟪F:svc⟫.pem; the app reads ~/.config/⟪F:svc⟫/credentials.json if GOOGLE_APPLICATION_CREDENTIALS is unset.",
  "The private dir must be 0700 or nginx refuses to start with a permissions error.",
  "")
T('clean', 'en', 'clean: URLs without credentials',
  "Docs: https://docs.⟪F:dom⟫/auth/tokens#rotation and the status page https://status.⟪F:dom⟫/incidents/⟪F:build⟫ ; the token endpoint is https://auth.⟪F:dom⟫/oauth2/token",
  "Token endpoint uses client_secret_post, not basic.",
  "")
T('clean', 'en', 'clean: CLI flags in prose',
  "Use --password-stdin for docker login, never -p; for mysql use --login-path=⟪F:svc⟫ (set with mysql_config_editor) instead of -p<password>.",
  "Flags with values show up in /proc/<pid>/cmdline for every user on the box.",
  "")
T('clean', 'en', 'clean: password policy',
  "Password policy for the admin portal: minimum 14 characters, at least one digit and one symbol, no reuse of the last 5, rotate every 90 days.",
  "NIST now recommends against forced periodic rotation, but the auditor still wants it.",
  "")
T('clean', 'en', 'clean: auth error messages',
  "Errors seen: 'FATAL: password authentication failed for user \"⟪F:user⟫\"', 'InvalidSignatureException: The request signature we calculated does not match', 'error: invalid_grant (Bad Request)'.",
  "The first one was the wrong database, not the wrong password: pg_hba rejects per-db.",
  "")
T('clean', 'en', 'clean: version strings and build numbers',
  "Upgraded from ⟪F:ver⟫ to ⟪F:ver⟫ (build ⟪F:build⟫, commit ⟪F:sha7⟫); the node image is node:20.11.1-bookworm-slim.",
  "Minor bump changed the default TLS min version to 1.2.",
  "")
T('clean', 'en', 'clean: CamelCase vault/team names',
  "Ask in #PlatformSecurity; the shared vault is 'PaymentsProdSecrets' in 1Password, owned by TeamLedgerOps. The SSO app is called 'AcmeInternalAdminPortal'.",
  "Access requests go through the AccessRequestBot workflow, approval by a lead.",
  "")
T('clean', 'en', 'clean: prose about tokens without value',
  "The bot token expired overnight and every webhook call returned 401. I generated a new token in the developer console and stored it in the secrets manager, then restarted the worker.",
  "Tokens created by a user who leaves the org are revoked automatically.",
  "Can we use an app-level token instead of a user token?")
T('clean', 'en', 'clean: npm integrity hash',
  "package-lock.json entry: \"integrity\": \"⟪F:npmint⟫\" changed after the registry republished the tarball.",
  "npm ci fails with EINTEGRITY when the lock doesn't match; delete the entry and reinstall.",
  "")
T('clean', 'en', 'clean: KMS key ids and key aliases',
  "S3 bucket ⟪F:bucket⟫ uses SSE-KMS with key id ⟪F:uuid⟫ (alias/⟪F:svc⟫-data).",
  "Objects copied from another account keep their original key unless --sse-kms-key-id is passed.",
  "")
T('clean', 'en', 'clean: hashes of non-secret files',
  "Two builds produced different bundles: main.js md5 ⟪F:trace⟫ vs ⟪F:trace⟫; the difference was a timestamp banner.",
  "Set SOURCE_DATE_EPOCH for reproducible builds.",
  "")
T('clean', 'en', 'clean: dotenv.example with empty values',
  ".env.example checked in:\nOPENAI_API_KEY=\nSTRIPE_SECRET_KEY=\nDATABASE_URL=postgres://<user>:<password>@localhost:5432/dev\nREDIS_URL=redis://localhost:6379/0",
  "The example uses <user>:<password> so new devs see the format; real values come from `make env`.",
  "")
T('clean', 'en', 'clean: terraform variable marked sensitive',
  "variable \"db_password\" {\n  type      = string\n  sensitive = true\n}\nresource \"aws_db_instance\" \"main\" { password = var.db_password }",
  "sensitive=true hides it in plan output but it's still in the state file in plain text.",
  "")
T('clean', 'en', 'clean: log with redacted values',
  "Log line: POST /login user=⟪F:email⟫ password=[REDACTED] status=401 latency=⟪F:ms⟫ms ip=⟪F:ip⟫",
  "The redaction middleware covers form bodies but not JSON bodies yet.",
  "")
T('clean', 'en', 'clean: docker image tags and digests',
  "docker pull ⟪F:org⟫/⟪F:svc⟫:⟪F:ver⟫-⟪F:sha7⟫ pulled digest sha256:⟪F:digest⟫ on arm64 and a different one on amd64.",
  "Multi-arch manifests have one digest per platform plus the index digest.",
  "")
T('clean', 'en', 'clean: kubectl commands without secrets',
  "kubectl -n ⟪F:svc⟫ create secret generic api-keys --from-env-file=./secrets.env --dry-run=client -o yaml | kubeseal > sealed.yaml",
  "SealedSecrets are bound to namespace+name unless the scope is cluster-wide.",
  "")
T('clean', 'en', 'clean: long identifiers (pod names, job ids)',
  "Pod ⟪F:pod⟫ OOMKilled; job id ⟪F:trace⟫⟪F:span⟫ in the scheduler; node ⟪F:node⟫.⟪F:region⟫.compute.internal",
  "Memory limit was set in Mi but the JVM flag in MB.",
  "")
T('clean', 'en', 'clean: OAuth client id only',
  "Google OAuth client id for the web app is ⟪F:build⟫⟪F:build⟫-abc⟪F:sha7⟫.apps.googleusercontent.com; redirect URI https://⟪F:dom⟫/auth/callback",
  "The client id is public, it ships in the JS bundle; the client secret stays on the server.",
  "")
T('clean', 'en', 'clean: secret scanning report summary',
  "The secret scanner flagged 3 findings in PR #⟪F:num⟫: all were test placeholders like 'AKIAXXXXXXXXXXXXXXXX' and 'password: <redacted>'.",
  "Mark placeholders with an allowlist comment instead of disabling the rule.",
  "")
T('clean', 'en', 'clean: config with env interpolation',
  "config.yaml:\ndatabase:\n  host: ⟪F:host⟫\n  user: ${DB_USER}\n  password: ${DB_PASSWORD}\nsmtp:\n  password_file: /run/secrets/smtp_password",
  "Docker secrets mount as files; the app needed a _file suffix variant.",
  "")
T('clean', 'en', 'clean: session/cookie names',
  "Cookie names: __Host-session, csrftoken, XSRF-TOKEN; header X-CSRF-Token must echo the cookie value.",
  "The __Host- prefix requires Secure, Path=/ and no Domain attribute.",
  "")
T('clean', 'en', 'clean: error with request id',
  "AccessDenied: User: arn:aws:sts::⟪F:acct⟫:assumed-role/⟪F:svc⟫-task/⟪F:trace⟫ is not authorized to perform: secretsmanager:GetSecretValue (RequestId: ⟪F:uuid⟫)",
  "The task role, not the execution role, needs GetSecretValue for runtime fetches.",
  "")
T('clean', 'en', 'clean: jira ticket about rotation',
  "⟪F:ticket⟫: rotate all third-party API keys before ⟪F:date⟫. Owners: payments (Stripe, Toss), growth (Braze), infra (Cloudflare, Datadog).",
  "Keep a rotation checklist per vendor; some need a support ticket to revoke.",
  "")
T('clean', 'en', 'clean: test names with token words',
  "Failing tests: test_refresh_token_expired_returns_401, test_password_reset_link_single_use, TestApiKeyHeaderMissing.",
  "The clock was frozen by freezegun in one test and leaked into the others.",
  "")
T('clean', 'en', 'clean: hex color and numeric ids',
  "Brand colors #1F6FEB and #0B1320; Slack channel id C0⟪F:build⟫XY, workspace T0⟪F:build⟫AB; Sentry project id ⟪F:build⟫.",
  "Channel ids are stable across renames, names are not.",
  "")
T('clean', 'en', 'clean: SQL with password column',
  "Migration: ALTER TABLE users ADD COLUMN password_hash text NOT NULL DEFAULT '', ADD COLUMN password_changed_at timestamptz;",
  "Never default a hash column to empty string; login code treated '' as a valid bcrypt.",
  "")
T('clean', 'en', 'clean: bcrypt cost explained',
  "We use bcrypt cost 12 for passwords and argon2id (m=64MiB, t=3, p=1) for API key hashes; only the first 8 chars of a key are stored as a lookup prefix.",
  "Cost 14 made login p99 exceed 400ms on the small pods.",
  "")
T('clean', 'en', 'clean: ssh config without keys',
  "~/.ssh/config:\nHost bastion\n  HostName ⟪F:ip⟫\n  User ⟪F:user⟫\n  IdentityFile ~/.ssh/id_ed25519\n  IdentitiesOnly yes",
  "IdentitiesOnly avoids 'Too many authentication failures' with many keys in the agent.",
  "")
T('clean', 'en', 'clean: cert details',
  "Certificate for *.⟪F:dom⟫: serial ⟪F:trace⟫, SHA-256 fingerprint ⟪F:digest⟫, expires ⟪F:date⟫, issuer R11.",
  "cert-manager renews 30 days before expiry; the alert was for a manually uploaded cert.",
  "")
T('clean', 'en', 'clean: prose with the word password and numbers',
  "Password reset emails took 15 minutes to arrive because the queue had 12000 messages; the reset link is valid for 30 minutes and one use.",
  "Prioritise transactional mail on a separate queue.",
  "")
T('clean', 'en', 'clean: chat about credentials without values',
  "[09:12] ⟪F:user⟫: who has the prod db password?\n[09:13] ⟪F:user⟫: it's in 1Password under 'Prod Postgres', ask ⟪F:user⟫ for vault access\n[09:15] ⟪F:user⟫: got it, thanks",
  "Access to the prod vault is granted per person, not per team.",
  "")
T('clean', 'en', 'clean: helm values referencing existing secret',
  "values.yaml:\nauth:\n  existingSecret: ⟪F:svc⟫-redis\n  existingSecretPasswordKey: redis-password\n  enabled: true",
  "When existingSecret is set the chart ignores auth.password completely.",
  "")
T('clean', 'en', 'clean: base64 of non-secret text',
  "Annotation value was base64 'eyJ0ZWFtIjoicGxhdGZvcm0iLCJ0aWVyIjoiZ29sZCJ9' which is just {\"team\":\"platform\",\"tier\":\"gold\"}.",
  "Kubernetes annotations are limited to 256KB total per object.",
  "")
T('clean', 'en', 'clean: gpg key id and keyserver',
  "Release artifacts are signed with key 0x⟪F:span⟫ (fingerprint ⟪F:kid⟫), published on keys.openpgp.org.",
  "apt requires the key in /etc/apt/keyrings and signed-by in the sources entry.",
  "")
T('clean', 'en', 'clean: AWS CLI profile config',
  "~/.aws/config:\n[profile ⟪F:svc⟫-prod]\nsso_session = ⟪F:org⟫\nsso_account_id = ⟪F:acct⟫\nsso_role_name = ReadOnly\nregion = ⟪F:region⟫",
  "With SSO profiles there is nothing in ~/.aws/credentials; run aws sso login first.",
  "")

# ================================================================ CLEAN / KO
T('clean', 'ko', 'ko clean: 환경변수 참조',
  "배포 스크립트에서 DB 접속은 \"$DB_USER:$DB_PASSWORD@$DB_HOST\" 형태로 환경변수만 참조함. 실제 값은 시크릿 매니저에서 주입",
  "로컬에서 돌릴 땐 .env 없으면 바로 죽도록 ${DB_PASSWORD:?DB_PASSWORD 없음} 으로 바꿈",
  "")
T('clean', 'ko', 'ko clean: 시크릿 참조 (secretKeyRef)',
  "디플로이먼트에 env 추가\n- name: KAKAO_ADMIN_KEY\n  valueFrom:\n    secretKeyRef:\n      name: kakao-keys\n      key: admin",
  "시크릿 이름 오타나면 CreateContainerConfigError 남. 파드 describe 로 확인",
  "")
T('clean', 'ko', 'ko clean: 깃헙 액션 시크릿 표현식',
  "워크플로우에 TOSS_SECRET_KEY: ${{ secrets.TOSS_SECRET_KEY }} 추가했는데 포크 PR 에서는 빈 값임",
  "pull_request_target 은 보안상 위험해서 안 쓰기로",
  "")
T('clean', 'ko', 'ko clean: 볼트 경로',
  "시크릿 위치 정리: vault kv get secret/⟪F:svc⟫/prod, SSM 은 ⟪F:ssm⟫, 1Password 볼트 이름은 'Infra Shared'",
  "볼트 정책에서 list 권한 없으면 UI 에서 경로가 안 보임",
  "볼트 접근권한 신청은 누구한테?")
T('clean', 'ko', 'ko clean: 플레이스홀더',
  "가이드 문서 예시: Authorization: KakaoAK {REST_API_KEY} 에서 중괄호 부분을 본인 키로 바꾸라고 써있음. 누가 중괄호째로 넣어서 401",
  "문서에는 <your-rest-api-key> 처럼 명확하게 쓰자",
  "")
T('clean', 'ko', 'ko clean: 마스킹된 값',
  "콘솔에서 보이는 시크릿키는 live_sk_****...**** 형태로 마스킹되어 있어서 재확인 불가, 분실시 재발급만 가능",
  "재발급하면 이전 키 즉시 만료됨. 배포 순서 주의",
  "")
T('clean', 'ko', 'ko clean: 커밋 해시',
  "롤백 대상 커밋 ⟪F:sha⟫ (PR #⟪F:num⟫), 직전 정상 배포는 ⟪F:sha7⟫",
  "git revert -m 1 로 머지 커밋 되돌림",
  "")
T('clean', 'ko', 'ko clean: 요청 ID/트레이스 ID',
  "고객 문의 건 요청ID ⟪F:uuid⟫, 트레이스ID ⟪F:trace⟫ 로 로그 찾아보니 결제사 응답 타임아웃",
  "PG사 타임아웃이 30초인데 우리 쪽이 10초라 먼저 끊음",
  "")
T('clean', 'ko', 'ko clean: 체크섬',
  "배포 아티팩트 sha256 ⟪F:digest⟫ 로 검증, 이미지 다이제스트 sha256:⟪F:digest⟫",
  "태그 대신 다이제스트로 고정해야 재현 가능",
  "")
T('clean', 'ko', 'ko clean: ARN/계정 ID',
  "크로스 계정 롤 arn:aws:iam::⟪F:acct⟫:role/⟪F:svc⟫-reader 로 assume 해야 S3 ⟪F:bucket⟫ 읽힘",
  "신뢰 정책에 ExternalId 조건 넣기",
  "")
T('clean', 'ko', 'ko clean: 공개키 등록',
  "배포용 공개키 등록함: ssh-ed25519 ⟪F:b64pub⟫ deploy@⟪F:org⟫ (지문 ⟪F:fp⟫)",
  "공개키는 공유해도 됨. 개인키는 서버에만",
  "")
T('clean', 'ko', 'ko clean: 비밀번호 정책',
  "사내 비밀번호 정책: 10자 이상, 영문/숫자/특수문자 3종 조합, 90일마다 변경, 최근 3개 재사용 금지",
  "ISMS 심사에서 관리자 계정 2차인증 여부도 봄",
  "")
T('clean', 'ko', 'ko clean: 인증 에러 메시지',
  "에러: 'KOE101 invalid client_id', 'NotAuthorizedException: Incorrect username or password.', 'ORA-01017: invalid username/password; logon denied'",
  "KOE101 은 앱 키 종류 잘못 쓴 것 (JS 키 자리에 REST 키)",
  "")
T('clean', 'ko', 'ko clean: 버전/빌드 번호',
  "앱 버전 ⟪F:ver⟫ (빌드 ⟪F:build⟫) 에서만 로그인 풀림 현상, 서버 버전 ⟪F:ver⟫",
  "iOS 키체인 접근 그룹 변경이 원인",
  "")
T('clean', 'ko', 'ko clean: 토큰 얘기만 있는 슬랙',
  "[슬랙] ⟪F:kname⟫: 토큰 만료돼서 배치 다 터졌어요\n[슬랙] ⟪F:kname⟫: 재발급해서 시크릿매니저에 넣었고 파드 재시작함\n[슬랙] ⟪F:kname⟫: 👍",
  "토큰 만료일 알림을 캘린더에 걸어두자",
  "토큰 만료 모니터링 자동화 가능한지?")
T('clean', 'ko', 'ko clean: CLI 플래그 설명',
  "psql 은 비번을 인자로 못 받음. PGPASSWORD 환경변수나 ~/.pgpass 써야 함 (권한 0600 아니면 무시됨)",
  "pgpass 형식은 host:port:db:user:password 이고 와일드카드 * 가능",
  "")
T('clean', 'ko', 'ko clean: 파일 경로',
  "인증서 경로 /etc/letsencrypt/live/⟪F:dom⟫/privkey.pem, 서비스 계정 파일은 /var/secrets/google/key.json 으로 마운트",
  "경로만 바꾸고 nginx reload 안 해서 구 인증서 계속 나감",
  "")
T('clean', 'ko', 'ko clean: 스트라이프 객체 ID',
  "환불 안 된 건: 고객 ⟪F:cus⟫, 결제 ⟪F:pi⟫. 대시보드에서는 succeeded 인데 웹훅 누락",
  "웹훅 재전송은 대시보드 이벤트 탭에서 가능",
  "")
T('clean', 'ko', 'ko clean: 키 이름만 나열',
  "필요한 설정 키: NAVER_CLIENT_ID, NAVER_CLIENT_SECRET, KAKAO_REST_API_KEY, TOSS_CLIENT_KEY, TOSS_SECRET_KEY (값은 각자 노션 말고 1Password 에서)",
  "키 이름 컨벤션은 <서비스>_<종류> 로 통일",
  "")
T('clean', 'ko', 'ko clean: 팀/볼트 이름 CamelCase',
  "권한 요청은 #보안-요청 채널에, 공유볼트 이름은 'PaymentOpsVault', 담당팀 PlatformReliability",
  "볼트 접근은 리드 승인 필요",
  "")
T('clean', 'ko', 'ko clean: 로그 마스킹',
  "로그 예시: user=⟪F:email⟫ card=****-****-****-1234 token=*** result=DENIED",
  "마스킹 필터가 JSON 중첩 필드는 못 잡아서 추가함",
  "")
T('clean', 'ko', 'ko clean: env 예시 파일',
  ".env.example 내용\nKAKAO_REST_API_KEY=\nNAVER_CLIENT_SECRET=\nDB_PASSWORD=\n→ 값은 전부 비워둠, 실제 값은 make env 로 받기",
  "예시 파일에는 값 자체를 안 두는 게 제일 안전",
  "")
T('clean', 'ko', 'ko clean: 해시값 비교',
  "두 빌드 번들 해시가 다름: ⟪F:trace⟫ vs ⟪F:trace⟫. 빌드 타임스탬프 때문",
  "웹팩 contenthash 쓰면 내용 같을 때 해시 동일",
  "")
T('clean', 'ko', 'ko clean: KMS 키 ID',
  "RDS 스냅샷 암호화 키 ID ⟪F:uuid⟫ (alias/rds-prod). 다른 계정 공유하려면 CMK 여야 함",
  "AWS 관리형 키로 암호화된 스냅샷은 공유 불가",
  "")
T('clean', 'ko', 'ko clean: 장애 회고',
  "장애 회고: 인증서버 JWT 서명키 로테이션 후 구 키를 JWKS 에서 바로 빼버려서 기존 토큰 검증 실패. kid=⟪F:sha7⟫ 가 빠져있었음",
  "로테이션 시 구 키는 최소 토큰 만료시간만큼 JWKS 에 유지",
  "")
T('clean', 'ko', 'ko clean: 웹훅 URL (시크릿 없음)',
  "결제 웹훅 엔드포인트는 https://api.⟪F:dom⟫/webhooks/toss 이고 서명 헤더는 tosspayments-webhook-signature",
  "서명 검증 실패 시 200 주면 재전송 안 옴. 400 줘야 재시도",
  "")
T('clean', 'ko', 'ko clean: 테스트 이름',
  "깨진 테스트: test_카카오_토큰_만료시_재발급, test_비밀번호_변경_후_세션_만료, test_api_key_없으면_401",
  "freezegun 이 다른 테스트로 새는 문제",
  "")
T('clean', 'ko', 'ko clean: 테라폼 sensitive 변수',
  "variable \"naver_secret_key\" { sensitive = true } 로 선언하고 값은 TF_VAR_naver_secret_key 로 CI 에서 주입",
  "state 파일에는 평문으로 남으니까 S3 백엔드 암호화 필수",
  "")
T('clean', 'ko', 'ko clean: 도커 이미지 태그',
  "이미지 ⟪F:org⟫/⟪F:svc⟫:⟪F:ver⟫-⟪F:sha7⟫ 배포, arm64 다이제스트 sha256:⟪F:digest⟫",
  "멀티아키 이미지 다이제스트는 플랫폼별로 다름",
  "")
T('clean', 'ko', 'ko clean: 쿠키/헤더 이름',
  "CSRF 는 쿠키 XSRF-TOKEN 읽어서 헤더 X-XSRF-TOKEN 으로 보내는 방식 (axios 기본)",
  "도메인 다르면 withCredentials 필요",
  "")
T('clean', 'ko', 'ko clean: 2FA 설정 안내 (값 없음)',
  "관리자 계정 2단계 인증 켜는 법: 설정 > 보안 > OTP 등록, 복구 코드는 출력해서 금고에 보관 (노션에 적지 말 것)",
  "OTP 앱은 회사 폰에만",
  "")
T('clean', 'ko', 'ko clean: 에러 로그 요청ID',
  "ERROR 403 Forbidden: 권한 없음 (requestId=⟪F:uuid⟫, traceId=⟪F:trace⟫) - IAM 정책에 kms:Decrypt 누락",
  "태스크 롤에 붙여야 함. 실행 롤 아님",
  "")
T('clean', 'ko', 'ko clean: 헬름 existingSecret',
  "values-prod.yaml 에서 auth.existingSecret: ⟪F:svc⟫-pg 로 지정, 비번 키 이름은 postgres-password",
  "existingSecret 쓰면 auth.password 는 무시됨",
  "")
T('clean', 'ko', 'ko clean: OAuth client id',
  "카카오 JavaScript 키는 프론트에 노출되는 거라 괜찮음 (도메인 제한 걸려있음). REST 키랑 어드민 키만 서버에",
  "플랫폼 설정에 도메인 등록 안 하면 JS 키도 동작 안 함",
  "")
T('clean', 'ko', 'ko clean: 비번 관련 설명',
  "DB 비밀번호 바꿀 때 순서: 1) 새 비번으로 유저 추가 2) 앱 설정 교체 후 배포 3) 구 유저 삭제. 한 번에 바꾸면 커넥션 풀 다 끊김",
  "RDS 는 마스터 비번 변경이 즉시 적용됨",
  "")
T('clean', 'ko', 'ko clean: URL without creds',
  "참고 링크: https://developers.kakao.com/docs/latest/ko/kakaologin/rest-api , 사내 위키 https://wiki.⟪F:dom⟫/pages/⟪F:build⟫",
  "문서 버전이랑 실제 API 응답 필드 다름",
  "")
T('clean', 'ko', 'ko clean: 지라 티켓',
  "⟪F:ticket⟫ 외부 API 키 전수 교체 - 담당: 결제(토스, 카카오페이), 마케팅(메타), 인프라(NCP, 클라우드플레어). 기한 ⟪F:date⟫",
  "키 교체 체크리스트 노션 템플릿 만들어둠",
  "")
T('clean', 'ko', 'ko clean: SQL 비번 컬럼',
  "ALTER TABLE member ADD COLUMN pwd_hash VARCHAR(100); -- bcrypt 결과 길이 60 이지만 여유 있게",
  "기존 평문 컬럼 password 는 마이그레이션 후 drop",
  "")
T('clean', 'ko', 'ko clean: 파드/잡 이름',
  "⟪F:pod⟫ 파드가 OOMKilled, 노드 ⟪F:node⟫ 에서 반복",
  "JVM -Xmx 랑 컨테이너 limit 단위 다름 주의",
  "")
T('clean', 'ko', 'ko clean: base64 비밀 아닌 값',
  "base64 디코딩해보니 그냥 설정값: eyJyZWdpb24iOiJrci1zdGFuZGFyZCIsInpvbmUiOiJhIn0 → {\"region\":\"kr-standard\",\"zone\":\"a\"}",
  "ConfigMap 에 넣어도 되는 값",
  "")
T('clean', 'ko', 'ko clean: 인증서 정보',
  "와일드카드 인증서 *.⟪F:dom⟫ 시리얼 ⟪F:trace⟫, 만료 ⟪F:date⟫, SHA-256 지문 ⟪F:digest⟫",
  "ACM 은 자동 갱신인데 수동 업로드 인증서는 안 됨",
  "")
T('clean', 'ko', 'ko clean: 계정 발급 절차',
  "신규 입사자 계정 발급: 구글 워크스페이스 → 슬랙 → 깃헙 org 초대 → 1Password 초대. 임시 비밀번호는 본인 휴대폰 문자로만",
  "첫 로그인 시 비밀번호 변경 강제",
  "")
T('clean', 'ko', 'ko clean: 카톡 대화 (값 없음)',
  "[카톡] ⟪F:kname⟫: 어드민 비번 아시는 분?\n[카톡] ⟪F:kname⟫: 그거 카톡으로 못 드려요 ㅎㅎ 1password 에 '어드민 콘솔' 항목 보세요\n[카톡] ⟪F:kname⟫: 넵",
  "비밀번호는 채팅으로 공유 금지가 원칙",
  "")
T('clean', 'ko', 'ko clean: 스크린샷 전사 (마스킹)',
  "스크린샷 내용: API 키 목록 - 'prod-server' (생성일 ⟪F:date⟫, 마지막 사용 3일 전, 키: ••••••••a1b2), 'batch' (미사용)",
  "미사용 키는 삭제",
  "")
T('clean', 'ko', 'ko clean: 노션 표 (값 없는 계정 목록)',
  "노션 '외부 서비스' 표\n서비스 | 담당 | 계정 위치\n센드버드 | ⟪F:kname⟫ | 1Password/Infra\n채널톡 | ⟪F:kname⟫ | SSO",
  "계정 위치만 적고 값은 적지 않기로",
  "")
T('clean', 'ko', 'ko clean: 해시된 비번 설명',
  "비밀번호는 bcrypt(cost=12) 로 저장, API 키는 앞 8자리 prefix 만 평문 저장하고 나머지는 sha256 해시",
  "prefix 로 키 조회 후 해시 비교",
  "")
T('clean', 'ko', 'ko clean: 커밋 메시지 (값 없음)',
  "커밋 ⟪F:sha7⟫: 'chore: 하드코딩된 토큰 제거하고 환경변수로 이동' – 히스토리 정리는 별도 티켓 ⟪F:ticket⟫",
  "git filter-repo 로 히스토리 정리 예정",
  "")


# ================================================================ build
MAXB = {'missing_context': 1024, 'lesson': 1024, 'ask_next_time': 512}
KEYS = ('missing_context', 'lesson', 'ask_next_time')


def check_secret(fields, secrets):
    for s in secrets:
        if len(s) < 8 or not any(s in f for f in fields):
            return False
    masked = list(fields)
    for s in sorted(secrets, key=len, reverse=True):
        masked = [m.replace(s, '\x00') for m in masked]
    for s in secrets:
        for i in range(len(s) - 7):
            w = s[i:i + 8]
            if any(w in m for m in masked):
                return False
    return True


def make_note(kind, lang, cat, spec):
    for attempt in range(200):
        ctx = Ctx()
        if callable(spec):
            fields = list(spec(ctx))
        else:
            fields = [ctx.render(x) for x in spec]
        secrets = []
        for s in ctx.secrets:
            if s not in secrets:
                secrets.append(s)
        d = dict(zip(KEYS, fields))
        assert d['missing_context'].strip() and d['lesson'].strip(), cat
        assert all(len(d[k].encode('utf-8')) <= MAXB[k] for k in KEYS), (cat, [len(d[k].encode()) for k in KEYS])
        if kind == 'clean':
            assert not ctx.secrets, cat
            return d, [], []
        assert secrets, cat
        if check_secret(fields, secrets):
            return d, secrets, ctx.vendors
    raise RuntimeError('could not satisfy invariants for ' + cat)


TARGET = {('secret', 'en'): 165, ('secret', 'ko'): 165, ('clean', 'en'): 135, ('clean', 'ko'): 135}


def main():
    cats = [t[2] for t in TEMPLATES]
    assert len(cats) == len(set(cats)), 'duplicate category'
    counts = {}
    for grp, target in TARGET.items():
        idx = [i for i, t in enumerate(TEMPLATES) if (t[0], t[1]) == grp]
        n = len(idx)
        assert n <= target <= 3 * n, (grp, n, target)
        order = idx[:]
        R.shuffle(order)
        c = {i: 2 for i in idx} if target >= 2 * n else {i: 1 for i in idx}
        extra = target - sum(c.values())
        for i in order[:extra]:
            c[i] += 1
        assert all(1 <= v <= 3 for v in c.values()) and sum(c.values()) == target
        counts.update(c)
    notes = []
    for i, (kind, lang, cat, spec) in enumerate(TEMPLATES):
        for _ in range(counts[i]):
            fields, secrets, vendors = make_note(kind, lang, cat, spec)
            vnames = []
            for v, _shape in vendors:
                if v not in vnames:
                    vnames.append(v)
            category = cat + (' [' + ', '.join(vnames) + ']' if vnames else '')
            notes.append({'lang': lang, 'kind': kind, 'category': category, 'fields': fields,
                          'secrets': secrets, '_shapes': sorted(set(s for _v, s in vendors)), '_tpl': cat})
    R.shuffle(notes)
    out = []
    for n, note in enumerate(notes, 1):
        rec = {'id': 'r%03d' % n, 'lang': note['lang'], 'kind': note['kind'], 'category': note['category'],
               'fields': note['fields'], 'secrets': note['secrets']}
        out.append(json.dumps(rec, ensure_ascii=False))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'blind_set_v13.jsonl')
    with open(path, 'w', encoding='utf-8', newline='\n') as f:
        f.write('\n'.join(out) + '\n')
    # stats
    if '--stats' in sys.argv:
        from collections import Counter
        c = Counter((x['kind'], x['lang']) for x in notes)
        shapes = set()
        for x in notes:
            if x['kind'] == 'secret':
                shapes.update(x['_shapes'])
        print('notes', len(notes), dict(c))
        print('listed secrets', sum(len(x['secrets']) for x in notes))
        print('templates', len(set(x['_tpl'] for x in notes)), 'secret tpl', len(set(x['_tpl'] for x in notes if x['kind'] == 'secret')), 'clean tpl', len(set(x['_tpl'] for x in notes if x['kind'] == 'clean')))
        print('shapes', len(shapes), 'unused gens', sorted(set(GEN) - shapes))


if __name__ == '__main__':
    import sys
    main()
