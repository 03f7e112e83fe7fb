#!/usr/bin/env python3
"""Generate blind_set_v4.jsonl: a held-out evaluation set for a credential-redaction filter.

Python 3 standard library only.  Fixed seed -> byte-for-byte reproducible output.
Every credential value is random at run time (vendor-shaped, none real).
"""
import base64
import hashlib
import json
import random
import string
import sys

SEED = 20250604
R = random.Random(SEED)

LOW = string.ascii_lowercase
UPP = string.ascii_uppercase
DIG = string.digits
AL = string.ascii_letters + DIG
UP = UPP + DIG
LD = LOW + DIG
HEX = '0123456789abcdef'
HEXU = '0123456789ABCDEF'
B64 = AL + '+/'
URLS = AL + '-_'
B32 = UPP + '234567'
BECH = 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L'


def r(al, n):
    return ''.join(R.choice(al) for _ in range(n))


def pick(xs):
    return R.choice(xs)


def ri(a, b):
    return R.randint(a, b)


def uuid4():
    h = r(HEX, 32)
    h = h[:12] + '4' + h[13:16] + pick('89ab') + h[17:]
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b64(s):
    return base64.b64encode(s.encode()).decode()


def b64u(s):
    return base64.urlsafe_b64encode(s.encode()).decode().rstrip('=')


def date():
    return '2025-%02d-%02d' % (ri(1, 12), ri(1, 28))


def kdate():
    return '%d월 %d일' % (ri(1, 12), ri(1, 28))


def hhmm():
    return '%02d:%02d:%02d' % (ri(0, 23), ri(0, 59), ri(0, 59))


SVCS = ['billing-api', 'orders-worker', 'notif-svc', 'search-indexer', 'auth-gateway', 'report-batch',
        'checkout-web', 'admin-console', 'media-resizer', 'ledger', 'settlement-cron', 'chatbot',
        'crm-sync', 'payout-svc', 'inventory', 'mobile-bff', 'etl-airflow', 'rec-engine']
STAGES = ['prod', 'staging', 'dev', 'qa', 'sandbox']
KSTAGES = ['운영', '스테이징', '개발', 'QA', '검증']
PEOPLE = ['minji', 'jhpark', 'sora.k', 'dkim', 'alex', 'priya', 'tom.w', 'yuna', 'hyunwoo', 'marco']
KPEOPLE = ['김민준', '이서연', '박지훈', '최유나', '정도윤', '강하은', '윤태호', '한지민']
REPOS = ['acme/payments', 'acme/web', 'platform/infra', 'data/pipelines', 'mobile/app', 'tools/ops-scripts']
HOSTS = ['db-prod-1.internal', 'pg.staging.svc.cluster.local', '10.20.3.14', 'mysql-rw.corp.lan',
         'bastion.ops.example.net', 'redis-01.cache.internal', 'api.internal.acme.io']
WORDS = ['river', 'maple', 'copper', 'violet', 'falcon', 'tundra', 'orbit', 'pickle', 'saddle', 'lemon',
         'quartz', 'harbor', 'meadow', 'static', 'walnut', 'ember', 'glider', 'nimbus', 'pepper', 'rocket',
         'cobalt', 'willow', 'zephyr', 'bamboo', 'canyon', 'dingo', 'fjord', 'jasper', 'kettle', 'lagoon']
KWORDS = ['고양이', '강아지', '우리집', '사랑해', '행복', '하늘', '바다', '서울', '부산', '봄날', '커피',
          '초코', '비밀', '회사', '개발팀', '토끼', '달빛', '별빛', '무지개', '감자', '제주도', '여름']

# ---------------------------------------------------------------- Korean 2-set keyboard
_L = ['r', 'R', 's', 'e', 'E', 'f', 'a', 'q', 'Q', 't', 'T', 'd', 'w', 'W', 'c', 'z', 'x', 'v', 'g']
_V = ['k', 'o', 'i', 'O', 'j', 'p', 'u', 'P', 'h', 'hk', 'ho', 'hl', 'y', 'n', 'nj', 'np', 'nl', 'b', 'm', 'ml', 'l']
_T = ['', 'r', 'R', 'rt', 's', 'sw', 'sg', 'e', 'f', 'fr', 'fa', 'fq', 'ft', 'fx', 'fv', 'fg', 'a', 'q', 'qt',
      't', 'T', 'd', 'w', 'c', 'z', 'x', 'v', 'g']


def kbd(s):
    out = []
    for ch in s:
        o = ord(ch) - 0xAC00
        if 0 <= o < 11172:
            out.append(_L[o // 588] + _V[(o % 588) // 28] + _T[o % 28])
        else:
            out.append(ch)
    return ''.join(out)


# ---------------------------------------------------------------- password styles
SYM = '!@#$%^&*?_-+=.~'


def pw_human():
    w = pick(WORDS + ['dragon', 'sunshine', 'monkey', 'tiger', 'soccer', 'coffee', 'galaxy'])
    w = w.capitalize() if R.random() < .7 else w
    return w + pick(['', pick(WORDS).capitalize()]) + str(ri(1, 9999)) + pick(SYM) + pick(['', pick(SYM)])


def pw_passphrase():
    sep = pick(['-', ' ', '.', '_', ''])
    ws = [pick(WORDS) for _ in range(ri(3, 5))]
    if sep == '':
        ws = [w.capitalize() for w in ws]
    return sep.join(ws) + pick(['', str(ri(0, 99)), '!'])


def pw_random(n=None, space=True):
    al = AL + string.punctuation + (' ' if space else '')
    while True:
        s = r(al, n or ri(12, 24))
        if s[0] != ' ' and s[-1] != ' ' and any(c in string.punctuation for c in s):
            return s


def pw_hangul():
    return pick(KWORDS) + pick(KWORDS) + pick(['', str(ri(10, 2025))]) + pick(['!', '@', '#', '', '^^', '~'])


def pw_kbd():
    h = pick(KWORDS) + pick(KWORDS)
    return kbd(h) + pick(['', str(ri(1, 9999))]) + pick(['!', '@', '', '#', '*'])


def pw_leet():
    w = pick(['password', 'letmein', 'welcome', 'administrator', 'qwerty', 'superuser'])
    w = w.replace('a', '@').replace('o', '0').replace('e', '3').replace('s', '$')
    return w.capitalize() + str(ri(10, 999)) + pick(SYM)


def pw_pin():
    return r(DIG, pick([8, 8, 10, 12]))


def pw_mixed():
    return r(AL, ri(6, 10)) + pick(SYM) + r(AL + DIG, ri(4, 8))


PW_STYLES = [pw_human, pw_passphrase, pw_random, pw_hangul, pw_kbd, pw_leet, pw_mixed]


def any_pw(shell_safe=False):
    while True:
        f = pick(PW_STYLES)
        p = f() if f is not pw_random else pw_random(space=not shell_safe)
        if len(p) < 8:
            continue
        if shell_safe and any(c in p for c in '\'"`\\ $!'):
            continue
        return p


def josa(w, a='은', b='는'):
    ch = w[-1]
    o = ord(ch) - 0xAC00
    if 0 <= o < 11172:
        return w + (a if o % 28 else b)
    return w + (a if ch.lower() in 'lmnr136780' else b)


def pct(s):
    out = []
    for ch in s:
        if ch in AL or ch in '-._~':
            out.append(ch)
        else:
            out.append(''.join('%%%02X' % b for b in ch.encode()))
    return ''.join(out)


# ---------------------------------------------------------------- vendors
class Cred:
    def __init__(self, env, label, ko, display, secrets=None, secret=True):
        self.env, self.label, self.ko, self.display = env, label, ko, display
        self.secrets = ([display] if secrets is None else secrets) if secret else []
        self.secret = secret


def C(env, label, ko, val, **kw):
    return Cred(env, label, ko, val, **kw)


VENDORS = []


def vendor(name, group, host, auth='bearer'):
    def deco(fn):
        VENDORS.append(dict(name=name, group=group, host=host, auth=auth, fn=fn))
        return fn
    return deco


AKC = UPP + '234567'


@vendor('AWS', 'cloud', 'sts.amazonaws.com', 'aws')
def _aws():
    return [C('AWS_ACCESS_KEY_ID', 'access key id', '액세스 키', 'AKIA' + r(AKC, 16)),
            C('AWS_SECRET_ACCESS_KEY', 'secret access key', '시크릿 키', r(AL + '/+', 40))]


@vendor('Google Maps Platform', 'cloud', 'maps.googleapis.com', 'query')
def _gmaps():
    return [C('GOOGLE_MAPS_API_KEY', 'API key', 'API 키', 'AIza' + r(URLS, 35))]


@vendor('Google Gemini', 'ai', 'generativelanguage.googleapis.com', 'header:x-goog-api-key')
def _gemini():
    return [C('GEMINI_API_KEY', 'API key', 'API 키', 'AIza' + r(URLS, 35))]


@vendor('Azure Storage', 'cloud', 'acmeprod.blob.core.windows.net', 'conn')
def _azst():
    acct = pick(['acmeprodsa', 'logsarchive01', 'mediastg']) + str(ri(1, 99))
    k = r(B64, 86) + '=='
    return [C('AZURE_STORAGE_CONNECTION_STRING', 'connection string', '연결 문자열',
              'DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net' % (acct, k),
              secrets=[k])]


@vendor('Microsoft Entra ID', 'cloud', 'login.microsoftonline.com', 'form')
def _entra():
    al = AL + '_~.-'
    return [C('AZURE_CLIENT_ID', 'client id', '클라이언트 ID', uuid4(), secret=False),
            C('AZURE_CLIENT_SECRET', 'client secret', '클라이언트 시크릿', r(al, 3) + '8Q~' + r(al, 34))]


@vendor('Azure OpenAI', 'ai', 'acme-oai.openai.azure.com', 'header:api-key')
def _azoai():
    return [C('AZURE_OPENAI_API_KEY', 'api key', 'API 키', r(HEX, 32))]


@vendor('OpenAI', 'ai', 'api.openai.com')
def _openai():
    return [C('OPENAI_API_KEY', 'API key', 'API 키', 'sk-proj-' + r(URLS, 74) + 'T3BlbkFJ' + r(URLS, 74))]


@vendor('Anthropic', 'ai', 'api.anthropic.com', 'header:x-api-key')
def _anth():
    return [C('ANTHROPIC_API_KEY', 'API key', 'API 키', 'sk-ant-api03-' + r(URLS, 93) + 'AA')]


@vendor('Hugging Face', 'ai', 'huggingface.co')
def _hf():
    return [C('HF_TOKEN', 'access token', '액세스 토큰', 'hf_' + r(string.ascii_letters, 34))]


@vendor('Cohere', 'ai', 'api.cohere.com')
def _cohere():
    return [C('CO_API_KEY', 'API key', 'API 키', r(AL, 40))]


@vendor('Replicate', 'ai', 'api.replicate.com')
def _repl():
    return [C('REPLICATE_API_TOKEN', 'API token', 'API 토큰', 'r8_' + r(AL, 37))]


@vendor('Groq', 'ai', 'api.groq.com')
def _groq():
    return [C('GROQ_API_KEY', 'API key', 'API 키', 'gsk_' + r(AL, 52))]


@vendor('Mistral AI', 'ai', 'api.mistral.ai')
def _mistral():
    return [C('MISTRAL_API_KEY', 'API key', 'API 키', r(AL, 32))]


@vendor('Perplexity', 'ai', 'api.perplexity.ai')
def _pplx():
    return [C('PERPLEXITY_API_KEY', 'API key', 'API 키', 'pplx-' + r(AL, 48))]


@vendor('DeepSeek', 'ai', 'api.deepseek.com')
def _deepseek():
    return [C('DEEPSEEK_API_KEY', 'API key', 'API 키', 'sk-' + r(HEX, 32))]


@vendor('xAI', 'ai', 'api.x.ai')
def _xai():
    return [C('XAI_API_KEY', 'API key', 'API 키', 'xai-' + r(AL, 80))]


@vendor('Together AI', 'ai', 'api.together.xyz')
def _together():
    return [C('TOGETHER_API_KEY', 'API key', 'API 키', r(HEX, 64))]


@vendor('Pinecone', 'ai', 'api.pinecone.io', 'header:Api-Key')
def _pinecone():
    return [C('PINECONE_API_KEY', 'API key', 'API 키', 'pcsk_' + r(AL, 5) + '_' + r(AL, 63))]


@vendor('LangSmith', 'ai', 'api.smith.langchain.com', 'header:x-api-key')
def _langsmith():
    return [C('LANGSMITH_API_KEY', 'API key', 'API 키', 'lsv2_pt_' + r(HEX, 32) + '_' + r(HEX, 10))]


@vendor('Weights & Biases', 'ai', 'api.wandb.ai', 'basic-api')
def _wandb():
    return [C('WANDB_API_KEY', 'API key', 'API 키', r(HEX, 40))]


@vendor('ElevenLabs', 'ai', 'api.elevenlabs.io', 'header:xi-api-key')
def _eleven():
    return [C('ELEVENLABS_API_KEY', 'API key', 'API 키', 'sk_' + r(HEX, 48))]


@vendor('Deepgram', 'ai', 'api.deepgram.com', 'header:Authorization: Token')
def _deepgram():
    return [C('DEEPGRAM_API_KEY', 'API key', 'API 키', r(HEX, 40))]


@vendor('Stripe', 'payments', 'api.stripe.com', 'basic-key')
def _stripe():
    out = [C('STRIPE_SECRET_KEY', 'secret key', '시크릿 키', pick(['sk_live_51', 'rk_live_51']) + r(AL, 96))]
    if R.random() < .5:
        out.append(C('STRIPE_WEBHOOK_SECRET', 'webhook signing secret', '웹훅 서명 시크릿', 'whsec_' + r(AL, 32)))
    return out


@vendor('Braintree', 'payments', 'payments.braintree-api.com')
def _bt():
    return [C('BRAINTREE_ACCESS_TOKEN', 'access token', '액세스 토큰',
              'access_token$production$' + r(LD, 16) + '$' + r(HEX, 32))]


@vendor('Square', 'payments', 'connect.squareup.com')
def _square():
    return [C('SQUARE_ACCESS_TOKEN', 'access token', '액세스 토큰', 'EAAA' + r(URLS, 60))]


@vendor('Razorpay', 'payments', 'api.razorpay.com', 'basic-pair')
def _razor():
    return [C('RAZORPAY_KEY_ID', 'key id', '키 ID', 'rzp_live_' + r(AL, 14), secret=False),
            C('RAZORPAY_KEY_SECRET', 'key secret', '키 시크릿', r(AL, 24))]


@vendor('Toss Payments', 'payments-kr', 'api.tosspayments.com', 'basic-key')
def _toss():
    return [C('TOSS_SECRET_KEY', 'secret key', '시크릿 키', pick(['live_sk_', 'live_gsk_']) + r(AL, 28))]


@vendor('PortOne', 'payments-kr', 'api.portone.io', 'header:Authorization: PortOne')
def _portone():
    return [C('PORTONE_API_SECRET', 'API secret', 'API 시크릿', r(AL, 80))]


@vendor('KakaoPay', 'payments-kr', 'open-api.kakaopay.com', 'header:Authorization: SECRET_KEY')
def _kpay():
    return [C('KAKAOPAY_SECRET_KEY', 'secret key', '시크릿 키', pick(['DEV', 'PRD']) + r(HEXU, 37))]


@vendor('NICEPAY', 'payments-kr', 'api.nicepay.co.kr', 'basic-pair')
def _nice():
    return [C('NICEPAY_CLIENT_ID', 'client id', '클라이언트 키', 'R2_' + r(HEX, 32), secret=False),
            C('NICEPAY_SECRET_KEY', 'secret key', '시크릿 키', r(HEX, 32))]


@vendor('Twilio', 'sms', 'api.twilio.com', 'basic-pair')
def _twilio():
    return [C('TWILIO_ACCOUNT_SID', 'account SID', '계정 SID', 'AC' + r(HEX, 32), secret=False),
            C('TWILIO_AUTH_TOKEN', 'auth token', '인증 토큰', r(HEX, 32))]


@vendor('SendGrid', 'email', 'api.sendgrid.com')
def _sg():
    return [C('SENDGRID_API_KEY', 'API key', 'API 키', 'SG.' + r(URLS, 22) + '.' + r(URLS, 43))]


@vendor('Mailgun', 'email', 'api.mailgun.net', 'basic-api')
def _mailgun():
    return [C('MAILGUN_API_KEY', 'API key', 'API 키', r(HEX, 32) + '-' + r(HEX, 8) + '-' + r(HEX, 8))]


@vendor('Postmark', 'email', 'api.postmarkapp.com', 'header:X-Postmark-Server-Token')
def _postmark():
    return [C('POSTMARK_SERVER_TOKEN', 'server token', '서버 토큰', uuid4())]


@vendor('Mailchimp', 'email', 'us14.api.mailchimp.com', 'basic-api')
def _mc():
    return [C('MAILCHIMP_API_KEY', 'API key', 'API 키', r(HEX, 32) + '-us' + str(ri(2, 21)))]


@vendor('Resend', 'email', 'api.resend.com')
def _resend():
    return [C('RESEND_API_KEY', 'API key', 'API 키', 're_' + r(AL, 8) + '_' + r(AL, 24))]


@vendor('Vonage', 'sms', 'rest.nexmo.com', 'basic-pair')
def _vonage():
    return [C('VONAGE_API_KEY', 'API key', 'API 키', r(HEX, 8), secret=False),
            C('VONAGE_API_SECRET', 'API secret', 'API 시크릿', r(AL, 16))]


@vendor('Solapi', 'sms-kr', 'api.solapi.com', 'hmac')
def _solapi():
    return [C('SOLAPI_API_KEY', 'API key', 'API 키', 'NCS' + r(UP, 13), secret=False),
            C('SOLAPI_API_SECRET', 'API secret', 'API 시크릿', r(UP, 32))]


@vendor('Aligo', 'sms-kr', 'apis.aligo.in', 'form')
def _aligo():
    return [C('ALIGO_API_KEY', 'API key', 'API 키', r(LD, 32))]


@vendor('Slack', 'messaging', 'slack.com')
def _slack():
    return [C('SLACK_BOT_TOKEN', 'bot token', '봇 토큰', 'xoxb-' + r(DIG, 12) + '-' + r(DIG, 13) + '-' + r(AL, 24))]


@vendor('Slack Incoming Webhook', 'messaging', 'hooks.slack.com', 'url')
def _slackwh():
    s = r(AL, 24)
    return [C('SLACK_WEBHOOK_URL', 'webhook URL', '웹훅 URL',
              'https://hooks.slack.com/services/T%s/B%s/%s' % (r(UP, 10), r(UP, 10), s), secrets=[s])]


@vendor('Discord', 'messaging', 'discord.com', 'header:Authorization: Bot')
def _discord():
    uid = str(ri(10 ** 17, 10 ** 18 - 1))
    return [C('DISCORD_BOT_TOKEN', 'bot token', '봇 토큰',
              base64.b64encode(uid.encode()).decode().rstrip('=') + '.' + r(URLS, 6) + '.' + r(URLS, 38))]


@vendor('Discord Webhook', 'messaging', 'discord.com', 'url')
def _discordwh():
    s = r(URLS, 68)
    return [C('DISCORD_WEBHOOK_URL', 'webhook URL', '웹훅 URL',
              'https://discord.com/api/webhooks/%d/%s' % (ri(10 ** 18, 2 * 10 ** 18), s), secrets=[s])]


@vendor('Telegram', 'messaging', 'api.telegram.org', 'tgpath')
def _tg():
    return [C('TELEGRAM_BOT_TOKEN', 'bot token', '봇 토큰', '%d:AA%s' % (ri(10 ** 9, 8 * 10 ** 9), r(URLS, 33)))]


@vendor('Microsoft Teams Webhook', 'messaging', 'webhook.office.com', 'url')
def _teams():
    s = r(HEX, 32)
    return [C('TEAMS_WEBHOOK_URL', 'incoming webhook URL', '웹훅 URL',
              'https://acmecorp.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s' % (uuid4(), uuid4(), s, uuid4()),
              secrets=[s])]


@vendor('LINE Messaging API', 'messaging-asia', 'api.line.me')
def _line():
    return [C('LINE_CHANNEL_ACCESS_TOKEN', 'channel access token', '채널 액세스 토큰', r(B64, 171) + '=')]


@vendor('Kakao Developers', 'kr', 'kapi.kakao.com', 'header:Authorization: KakaoAK')
def _kakao():
    return [C('KAKAO_ADMIN_KEY', 'admin key', '어드민 키', r(HEX, 32))]


@vendor('Naver Cloud Platform', 'cloud-kr', 'ncloud.apigw.ntruss.com', 'hmac')
def _ncp():
    return [C('NCLOUD_ACCESS_KEY', 'access key', 'Access Key', r(AL, 20)),
            C('NCLOUD_SECRET_KEY', 'secret key', 'Secret Key', r(AL, 40))]


@vendor('Naver Developers', 'kr', 'openapi.naver.com', 'header:X-Naver-Client-Secret')
def _naverdev():
    return [C('NAVER_CLIENT_ID', 'client id', 'Client ID', r(AL, 20), secret=False),
            C('NAVER_CLIENT_SECRET', 'client secret', 'Client Secret', r(AL, 10))]


@vendor('JANDI Webhook', 'messaging-kr', 'wh.jandi.com', 'url')
def _jandi():
    s = r(HEX, 32)
    return [C('JANDI_WEBHOOK_URL', 'incoming webhook URL', '잔디 웹훅 URL',
              'https://wh.jandi.com/connect-api/webhook/%d/%s' % (ri(10 ** 7, 10 ** 8 - 1), s), secrets=[s])]


@vendor('Dooray Webhook', 'messaging-kr', 'hook.dooray.com', 'url')
def _dooray():
    s = r(URLS, 22)
    return [C('DOORAY_HOOK_URL', 'hook URL', '두레이 훅 URL',
              'https://hook.dooray.com/services/%d/%d/%s' % (ri(10 ** 18, 4 * 10 ** 18), ri(10 ** 18, 4 * 10 ** 18), s),
              secrets=[s])]


@vendor('Channel Talk', 'kr', 'api.channel.io', 'header:x-access-secret')
def _channel():
    return [C('CHANNEL_ACCESS_KEY', 'access key', 'access key', r(HEX, 24), secret=False),
            C('CHANNEL_ACCESS_SECRET', 'access secret', 'access secret', r(HEX, 32))]


@vendor('NHN Cloud', 'cloud-kr', 'api-identity-infrastructure.nhncloudservice.com', 'form')
def _nhn():
    return [C('NHN_USER_ACCESS_KEY_ID', 'user access key id', 'User Access Key ID', r(AL, 20), secret=False),
            C('NHN_SECRET_ACCESS_KEY', 'secret access key', '비밀 접근 키', r(AL, 16))]


@vendor('Coupang Open API', 'kr', 'api-gateway.coupang.com', 'hmac')
def _coupang():
    return [C('COUPANG_ACCESS_KEY', 'access key', '액세스 키', uuid4(), secret=False),
            C('COUPANG_SECRET_KEY', 'secret key', '시크릿 키', r(HEX, 40))]


@vendor('GitHub', 'scm', 'api.github.com')
def _gh():
    v = pick(['ghp_' + r(AL, 36), 'github_pat_11' + r(UP, 20) + '_' + r(AL, 59), 'ghs_' + r(AL, 36),
              'gho_' + r(AL, 36)])
    return [C('GITHUB_TOKEN', 'token', '토큰', v)]


@vendor('GitLab', 'scm', 'gitlab.com', 'header:PRIVATE-TOKEN')
def _gl():
    return [C('GITLAB_TOKEN', pick(['personal access token', 'project access token']), '액세스 토큰',
              'glpat-' + r(URLS, 20))]


@vendor('GitLab Runner', 'ci', 'gitlab.com', 'runner')
def _glr():
    return [C('RUNNER_TOKEN', 'runner authentication token', '러너 토큰', 'glrt-' + r(URLS, 20))]


@vendor('Bitbucket', 'scm', 'api.bitbucket.org', 'basic-user')
def _bb():
    return [C('BITBUCKET_APP_PASSWORD', 'app password', '앱 비밀번호', 'ATBB' + r(AL, 24) + r(HEXU, 8))]


@vendor('Atlassian', 'scm', 'acme.atlassian.net', 'basic-user')
def _atl():
    return [C('JIRA_API_TOKEN', 'API token', 'API 토큰', 'ATATT3xFfGF0' + r(URLS, 171) + '=' + r(HEXU, 8))]


@vendor('npm', 'registry', 'registry.npmjs.org')
def _npm():
    return [C('NPM_TOKEN', 'automation token', '배포 토큰', 'npm_' + r(AL, 36))]


@vendor('PyPI', 'registry', 'upload.pypi.org', 'pypi')
def _pypi():
    return [C('PYPI_API_TOKEN', 'API token', 'API 토큰', 'pypi-AgEIcHlwaS5vcmc' + r(URLS, 160))]


@vendor('RubyGems', 'registry', 'rubygems.org', 'header:Authorization:')
def _gems():
    return [C('GEM_HOST_API_KEY', 'API key', 'API 키', 'rubygems_' + r(HEX, 48))]


@vendor('NuGet', 'registry', 'api.nuget.org', 'header:X-NuGet-ApiKey')
def _nuget():
    return [C('NUGET_API_KEY', 'API key', 'API 키', 'oy2' + r(LD, 43))]


@vendor('Docker Hub', 'registry', 'hub.docker.com', 'dockerlogin')
def _dh():
    return [C('DOCKERHUB_TOKEN', 'personal access token', '액세스 토큰', 'dckr_pat_' + r(URLS, 27))]


@vendor('CircleCI', 'ci', 'circleci.com', 'header:Circle-Token')
def _circle():
    return [C('CIRCLE_TOKEN', 'personal API token', 'API 토큰', 'CCIPAT_' + r(AL, 22) + '_' + r(HEX, 40))]


@vendor('Buildkite', 'ci', 'api.buildkite.com')
def _bk():
    return [C('BUILDKITE_API_TOKEN', 'API access token', 'API 토큰', 'bkua_' + r(HEX, 40))]


@vendor('Terraform Cloud', 'ci', 'app.terraform.io')
def _tfc():
    return [C('TFE_TOKEN', 'user token', '유저 토큰', r(AL, 14) + '.atlasv1.' + r(AL, 67))]


@vendor('HashiCorp Vault', 'secrets', 'vault.internal:8200', 'header:X-Vault-Token')
def _vault():
    return [C('VAULT_TOKEN', 'token', '토큰', 'hvs.CAESI' + r(URLS, 82))]


@vendor('Doppler', 'secrets', 'api.doppler.com')
def _doppler():
    return [C('DOPPLER_TOKEN', 'service token', '서비스 토큰', 'dp.st.' + pick(['prd', 'stg', 'dev']) + '.' + r(AL, 40))]


@vendor('Pulumi', 'ci', 'api.pulumi.com', 'header:Authorization: token')
def _pulumi():
    return [C('PULUMI_ACCESS_TOKEN', 'access token', '액세스 토큰', 'pul-' + r(HEX, 40))]


@vendor('Datadog', 'observability', 'api.datadoghq.com', 'header:DD-API-KEY')
def _dd():
    out = [C('DD_API_KEY', 'API key', 'API 키', r(HEX, 32))]
    if R.random() < .6:
        out.append(C('DD_APP_KEY', 'application key', '애플리케이션 키', r(HEX, 40)))
    return out


@vendor('New Relic', 'observability', 'api.newrelic.com', 'header:Api-Key')
def _nr():
    return [C('NEW_RELIC_API_KEY', 'user API key', 'User API 키', 'NRAK-' + r(UPP + DIG, 27))]


@vendor('Sentry', 'observability', 'sentry.io')
def _sentry():
    if R.random() < .5:
        s = r(HEX, 32)
        return [C('SENTRY_DSN', 'DSN', 'DSN', 'https://%s@o%d.ingest.us.sentry.io/%d' % (s, ri(100000, 999999), ri(10 ** 6, 10 ** 7)),
                  secrets=[s])]
    return [C('SENTRY_AUTH_TOKEN', 'auth token', '인증 토큰', 'sntryu_' + r(HEX, 64))]


@vendor('Grafana', 'observability', 'grafana.acme.io')
def _grafana():
    return [C('GRAFANA_SA_TOKEN', 'service account token', '서비스 계정 토큰', 'glsa_' + r(AL, 32) + '_' + r(HEX, 8))]


@vendor('PagerDuty', 'observability', 'events.pagerduty.com', 'routing')
def _pd():
    return [C('PAGERDUTY_ROUTING_KEY', 'integration (routing) key', '연동 키', r(HEX, 32))]


@vendor('Honeycomb', 'observability', 'api.honeycomb.io', 'header:X-Honeycomb-Team')
def _hc():
    return [C('HONEYCOMB_API_KEY', 'API key', 'API 키', r(AL, 22))]


@vendor('Supabase', 'database', 'xyzcompany.supabase.co', 'header:apikey')
def _supa():
    if R.random() < .5:
        ref = r(LOW, 20)
        body = b64u('{"iss":"supabase","ref":"%s","role":"service_role","iat":%d,"exp":%d}' % (
            ref, ri(1690000000, 1720000000), ri(2000000000, 2100000000)))
        v = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' + body + '.' + r(URLS, 43)
    else:
        v = 'sb_secret_' + r(URLS, 31)
    return [C('SUPABASE_SERVICE_ROLE_KEY', 'service role key', 'service_role 키', v)]


@vendor('PlanetScale', 'database', 'aws.connect.psdb.cloud', 'conn')
def _pscale():
    p = 'pscale_pw_' + r(URLS, 43)
    u = r(LD, 12)
    return [C('DATABASE_URL', 'connection URL', '접속 URL',
              'mysql://%s:%s@aws.connect.psdb.cloud/%s?sslaccept=strict' % (u, p, pick(['shop', 'core', 'app'])),
              secrets=[p])]


@vendor('Neon', 'database', 'neon.tech', 'conn')
def _neon():
    p = 'npg_' + r(AL, 12)
    return [C('DATABASE_URL', 'connection string', '연결 문자열',
              'postgresql://neondb_owner:%s@ep-%s-%s-%s.ap-southeast-1.aws.neon.tech/neondb?sslmode=require' % (
                  p, pick(WORDS), pick(WORDS), r(LD, 8)), secrets=[p])]


@vendor('MongoDB Atlas', 'database', 'mongodb.net', 'conn')
def _atlas():
    p = r(AL, 16)
    return [C('MONGODB_URI', 'connection string', '접속 문자열',
              'mongodb+srv://%s:%s@cluster0.%s.mongodb.net/?retryWrites=true&w=majority' % (pick(PEOPLE).replace('.', ''), p, r(LD, 5)),
              secrets=[p])]


@vendor('Upstash', 'database', 'upstash.io', 'conn')
def _upstash():
    p = 'A' + r(AL, 33)
    return [C('REDIS_URL', 'Redis URL', 'Redis URL',
              'rediss://default:%s@%s-%s-%d.upstash.io:6379' % (p, pick(WORDS), pick(WORDS), ri(10000, 99999)), secrets=[p])]


@vendor('Firebase Cloud Messaging', 'messaging', 'fcm.googleapis.com', 'header:Authorization: key=')
def _fcm():
    return [C('FCM_SERVER_KEY', 'legacy server key', '서버 키', 'AAAA' + r(URLS, 7) + ':APA91b' + r(URLS, 134))]


@vendor('LaunchDarkly', 'flags', 'app.launchdarkly.com', 'header:Authorization:')
def _ld():
    return [C('LD_SDK_KEY', 'server-side SDK key', 'SDK 키', 'sdk-' + uuid4())]


@vendor('Flagsmith', 'flags', 'edge.api.flagsmith.com', 'header:X-Environment-Key')
def _flagsmith():
    return [C('FLAGSMITH_SERVER_KEY', 'server-side environment key', '서버 키', 'ser.' + r(AL, 22))]


@vendor('Statsig', 'flags', 'statsigapi.net', 'header:statsig-api-key')
def _statsig():
    return [C('STATSIG_SERVER_SECRET', 'server secret key', '서버 시크릿 키', 'secret-' + r(AL, 43))]


@vendor('Unleash', 'flags', 'unleash.acme.io', 'header:Authorization:')
def _unleash():
    return [C('UNLEASH_API_TOKEN', 'backend API token', '백엔드 토큰', 'default:production.' + r(HEX, 64))]


@vendor('Algolia', 'search', 'acme-dsn.algolia.net', 'header:X-Algolia-API-Key')
def _algolia():
    return [C('ALGOLIA_APP_ID', 'application id', '앱 ID', r(UPP + DIG, 10), secret=False),
            C('ALGOLIA_ADMIN_KEY', 'admin API key', '어드민 키', r(HEX, 32))]


@vendor('Mapbox', 'maps', 'api.mapbox.com', 'query:access_token')
def _mapbox():
    body = b64u('{"u":"%s","a":"%s"}' % (pick(WORDS) + str(ri(1, 99)), r(LD, 25)))
    return [C('MAPBOX_SECRET_TOKEN', 'secret token', '시크릿 토큰', 'sk.' + body + '.' + r(URLS, 22))]


@vendor('Shopify', 'commerce', 'acme-store.myshopify.com', 'header:X-Shopify-Access-Token')
def _shopify():
    return [C('SHOPIFY_ADMIN_TOKEN', 'Admin API access token', 'Admin API 토큰', 'shpat_' + r(HEX, 32))]


@vendor('Cloudflare', 'cloud', 'api.cloudflare.com')
def _cf():
    return [C('CLOUDFLARE_API_TOKEN', 'API token', 'API 토큰', r(URLS, 40))]


@vendor('DigitalOcean', 'cloud', 'api.digitalocean.com')
def _do():
    return [C('DIGITALOCEAN_TOKEN', 'personal access token', '액세스 토큰', 'dop_v1_' + r(HEX, 64))]


@vendor('Heroku', 'cloud', 'api.heroku.com')
def _heroku():
    return [C('HEROKU_API_KEY', 'API key', 'API 키', 'HRKU-AA' + r(URLS, 58))]


@vendor('Vercel', 'cloud', 'api.vercel.com')
def _vercel():
    return [C('VERCEL_TOKEN', 'access token', '액세스 토큰', r(AL, 24))]


@vendor('Netlify', 'cloud', 'api.netlify.com')
def _netlify():
    return [C('NETLIFY_AUTH_TOKEN', 'personal access token', '액세스 토큰', 'nfp_' + r(AL, 36))]


@vendor('Fly.io', 'cloud', 'api.machines.dev', 'header:Authorization: FlyV1')
def _fly():
    return [C('FLY_API_TOKEN', 'deploy token', '배포 토큰', 'fm2_' + r(B64, 420))]


@vendor('Linear', 'saas', 'api.linear.app', 'header:Authorization:')
def _linear():
    return [C('LINEAR_API_KEY', 'API key', 'API 키', 'lin_api_' + r(AL, 40))]


@vendor('Notion', 'saas', 'api.notion.com')
def _notion():
    return [C('NOTION_TOKEN', 'integration secret', '통합 시크릿', 'ntn_' + r(DIG, 11) + r(AL, 35))]


@vendor('Airtable', 'saas', 'api.airtable.com')
def _airtable():
    return [C('AIRTABLE_PAT', 'personal access token', '액세스 토큰', 'pat' + r(AL, 14) + '.' + r(HEX, 64))]


@vendor('Figma', 'saas', 'api.figma.com', 'header:X-Figma-Token')
def _figma():
    return [C('FIGMA_TOKEN', 'personal access token', '액세스 토큰', 'figd_' + r(URLS, 40))]


@vendor('Asana', 'saas', 'app.asana.com')
def _asana():
    return [C('ASANA_PAT', 'personal access token', '액세스 토큰', '2/%s/%s:%s' % (r(DIG, 16), r(DIG, 16), r(HEX, 32)))]


@vendor('Alibaba Cloud', 'cloud-asia', 'ecs.aliyuncs.com', 'hmac')
def _ali():
    return [C('ALIBABA_CLOUD_ACCESS_KEY_ID', 'AccessKey ID', 'AccessKey ID', 'LTAI' + r(AL, 20)),
            C('ALIBABA_CLOUD_ACCESS_KEY_SECRET', 'AccessKey secret', 'AccessKey Secret', r(AL, 30))]


@vendor('Tencent Cloud', 'cloud-asia', 'cvm.tencentcloudapi.com', 'hmac')
def _tencent():
    return [C('TENCENTCLOUD_SECRET_ID', 'SecretId', 'SecretId', 'AKID' + r(AL, 32)),
            C('TENCENTCLOUD_SECRET_KEY', 'SecretKey', 'SecretKey', r(AL, 32))]


@vendor('Huawei Cloud', 'cloud-asia', 'ecs.ap-southeast-1.myhuaweicloud.com', 'hmac')
def _huawei():
    return [C('HUAWEICLOUD_SDK_AK', 'AK', 'AK', r(UPP + DIG, 20)),
            C('HUAWEICLOUD_SDK_SK', 'SK', 'SK', r(AL, 40))]


@vendor('WeChat Official Account', 'messaging-asia', 'api.weixin.qq.com', 'query:secret')
def _wechat():
    return [C('WECHAT_APPID', 'AppID', 'AppID', 'wx' + r(HEX, 16), secret=False),
            C('WECHAT_APPSECRET', 'AppSecret', 'AppSecret', r(HEX, 32))]


@vendor('Chatwork', 'messaging-asia', 'api.chatwork.com', 'header:X-ChatWorkToken')
def _chatwork():
    return [C('CHATWORK_API_TOKEN', 'API token', 'API 토큰', r(HEX, 32))]


@vendor('Okta', 'identity', 'acme.okta.com', 'header:Authorization: SSWS')
def _okta():
    return [C('OKTA_API_TOKEN', 'API token', 'API 토큰', '00' + r(URLS, 40))]


@vendor('Auth0', 'identity', 'acme.us.auth0.com', 'form')
def _auth0():
    return [C('AUTH0_CLIENT_ID', 'client id', 'client id', r(AL, 32), secret=False),
            C('AUTH0_CLIENT_SECRET', 'client secret', 'client secret', r(URLS, 64))]


@vendor('Clerk', 'identity', 'api.clerk.com')
def _clerk():
    return [C('CLERK_SECRET_KEY', 'secret key', '시크릿 키', 'sk_live_' + r(AL, 46))]


@vendor('Postman', 'saas', 'api.getpostman.com', 'header:X-Api-Key')
def _postman():
    return [C('POSTMAN_API_KEY', 'API key', 'API 키', 'PMAK-' + r(HEX, 24) + '-' + r(HEX, 34))]


@vendor('SonarQube', 'ci', 'sonar.acme.io', 'basic-token')
def _sonar():
    return [C('SONAR_TOKEN', 'user token', '유저 토큰', pick(['squ_', 'sqp_']) + r(HEX, 40))]


@vendor('JFrog Artifactory', 'registry', 'acme.jfrog.io')
def _jfrog():
    return [C('JFROG_ACCESS_TOKEN', 'reference token', '레퍼런스 토큰', 'cmVmdGtuOjAxOj' + r(AL, 50))]


@vendor('Databricks', 'data', 'adb-1234567890123456.7.azuredatabricks.net')
def _dbx():
    return [C('DATABRICKS_TOKEN', 'personal access token', '액세스 토큰', 'dapi' + r(HEX, 32))]


@vendor('Confluent Cloud', 'data', 'pkc-41p56.asia-northeast3.gcp.confluent.cloud:9092', 'sasl')
def _confluent():
    return [C('KAFKA_API_KEY', 'API key', 'API 키', r(UPP + DIG, 16), secret=False),
            C('KAFKA_API_SECRET', 'API secret', 'API 시크릿', r(AL + '+/', 64))]


@vendor('Elastic Cloud', 'observability', 'acme.es.asia-northeast3.gcp.elastic-cloud.com', 'header:Authorization: ApiKey')
def _elastic():
    return [C('ELASTIC_API_KEY', 'API key', 'API 키', b64(r(URLS, 20) + ':' + r(URLS, 22)))]


@vendor('Cloudinary', 'media', 'api.cloudinary.com', 'conn')
def _cloudinary():
    s = r(URLS, 27)
    return [C('CLOUDINARY_URL', 'URL', 'URL', 'cloudinary://%d:%s@%s' % (ri(10 ** 14, 10 ** 15 - 1), s, pick(WORDS) + '-media'),
              secrets=[s])]


@vendor('Segment', 'analytics', 'api.segment.io', 'basic-key')
def _segment():
    return [C('SEGMENT_WRITE_KEY', 'write key', 'write key', r(AL, 32))]


@vendor('Mixpanel', 'analytics', 'api.mixpanel.com', 'basic-key')
def _mixpanel():
    return [C('MIXPANEL_API_SECRET', 'API secret', 'API 시크릿', r(HEX, 32))]


@vendor('Intercom', 'saas', 'api.intercom.io')
def _intercom():
    return [C('INTERCOM_ACCESS_TOKEN', 'access token', '액세스 토큰', b64('tok:%s:1:0' % uuid4()))]


@vendor('Typeform', 'saas', 'api.typeform.com')
def _typeform():
    return [C('TYPEFORM_TOKEN', 'personal token', '토큰', 'tfp_' + r(AL, 44) + '_' + r(AL, 14))]


@vendor('Contentful', 'saas', 'api.contentful.com')
def _contentful():
    return [C('CONTENTFUL_MANAGEMENT_TOKEN', 'management token', '관리 토큰', 'CFPAT-' + r(URLS, 43))]


@vendor('Zoom', 'saas', 'zoom.us', 'form')
def _zoom():
    return [C('ZOOM_CLIENT_ID', 'client id', 'Client ID', r(AL, 22), secret=False),
            C('ZOOM_CLIENT_SECRET', 'client secret', 'Client Secret', r(AL, 32))]


@vendor('Snyk', 'ci', 'api.snyk.io', 'header:Authorization: token')
def _snyk():
    return [C('SNYK_TOKEN', 'API token', 'API 토큰', uuid4())]


@vendor('ngrok', 'tools', 'api.ngrok.com', 'ngrok')
def _ngrok():
    return [C('NGROK_AUTHTOKEN', 'authtoken', '인증 토큰', r(DIG, 1) + r(AL, 26) + '_' + r(AL, 21))]


@vendor('Tailscale', 'tools', 'api.tailscale.com', 'tailscale')
def _ts():
    return [C('TS_AUTHKEY', 'auth key', '인증 키', 'tskey-auth-' + r(AL, 11) + 'CNTRL-' + r(AL, 33))]


@vendor('Jenkins', 'ci', 'jenkins.acme.io', 'basic-user')
def _jenkins():
    return [C('JENKINS_API_TOKEN', 'API token', 'API 토큰', '11' + r(HEX, 32))]


@vendor('Gitea', 'scm', 'git.acme.io', 'header:Authorization: token')
def _gitea():
    return [C('GITEA_TOKEN', 'access token', '액세스 토큰', r(HEX, 40))]


@vendor('Sendbird', 'messaging-kr', 'api-0A1B2C3D.sendbird.com', 'header:Api-Token')
def _sendbird():
    return [C('SENDBIRD_API_TOKEN', 'master API token', '마스터 API 토큰', r(HEX, 40))]


@vendor('Public Data Portal (data.go.kr)', 'kr', 'apis.data.go.kr', 'query:serviceKey')
def _datagokr():
    raw = r(AL, 80) + pick(['+', '/']) + r(AL, 5) + '=='
    return [C('DATA_GO_KR_SERVICE_KEY', 'service key', '인증키', pct(raw) if R.random() < .5 else raw)]


@vendor('Age encryption', 'crypto', '', 'none')
def _age():
    return [C('SOPS_AGE_KEY', 'age identity', 'age 개인키', 'AGE-SECRET-KEY-1' + r(BECH, 58))]


# ---------------------------------------------------------------- snippet formats for vendor creds
def slug(name):
    s = ''.join(c.lower() if c.isalnum() else '_' for c in name)
    while '__' in s:
        s = s.replace('__', '_')
    return s.strip('_')


def camel(env):
    p = env.lower().split('_')
    return p[0] + ''.join(x.capitalize() for x in p[1:])


def kebab(env):
    return env.lower().replace('_', '-')


def F_env(v, cs):
    return '\n'.join('%s=%s' % (c.env, c.display) for c in cs)


def F_envq(v, cs):
    return '\n'.join('%s="%s"' % (c.env, c.display) for c in cs)


def F_export(v, cs):
    return '\n'.join('$ export %s=%s' % (c.env, c.display if ';' not in c.display and '&' not in c.display else "'%s'" % c.display) for c in cs)


def F_yaml(v, cs):
    return slug(v['name']) + ':\n' + '\n'.join('  %s: "%s"' % (c.env.lower(), c.display) for c in cs)


def F_json(v, cs):
    return '{\n  "%s": {\n%s\n  }\n}' % (camel(slug(v['name']).upper()), ',\n'.join('    "%s": "%s"' % (camel(c.env), c.display) for c in cs))


def F_toml(v, cs):
    return '[%s]\n' % slug(v['name']) + '\n'.join('%s = "%s"' % (c.env.lower(), c.display) for c in cs)


def F_props(v, cs):
    return '\n'.join('%s.%s=%s' % (slug(v['name']).replace('_', '.'), kebab(c.env), c.display) for c in cs)


def F_tfvars(v, cs):
    return '\n'.join('%s = "%s"' % (c.env.lower(), c.display) for c in cs)


def F_ps(v, cs):
    return '\n'.join('PS C:\\src> $env:%s = "%s"' % (c.env, c.display) for c in cs)


def F_dockerfile(v, cs):
    return 'FROM python:3.12-slim\n' + '\n'.join('ENV %s=%s' % (c.env, c.display) for c in cs) + '\nCOPY . /app'


def F_docker_run(v, cs):
    return 'docker run --rm ' + ' '.join("-e %s='%s'" % (c.env, c.display) for c in cs) + ' ghcr.io/acme/%s:%s' % (pick(SVCS), pick(['latest', '1.4.2', 'sha-' + r(HEX, 7)]))


def F_kubectl(v, cs):
    return 'kubectl -n %s create secret generic %s-creds ' % (pick(STAGES), slug(v['name']).replace('_', '-')) + \
        ' '.join("--from-literal=%s='%s'" % (c.env.lower(), c.display) for c in cs)


def F_gh(v, cs):
    rp = pick(REPOS)
    return '\n'.join("gh secret set %s --body '%s' -R %s" % (c.env, c.display, rp) for c in cs)


def F_helm(v, cs):
    return 'helm upgrade --install %s ./charts/%s ' % (pick(SVCS), pick(SVCS)) + ' '.join(
        '--set-string %s.%s=%s' % (camel(slug(v['name']).upper()), camel(c.env), c.display.replace(',', '\\,')) for c in cs)


def F_k8s(v, cs):
    return 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\ntype: Opaque\nstringData:\n' % slug(v['name']).replace('_', '-') + \
        '\n'.join('  %s: "%s"' % (c.env, c.display) for c in cs)


def F_py(v, cs):
    return 'import os\n' + '\n'.join('os.environ["%s"] = "%s"' % (c.env, c.display) for c in cs)


def F_node(v, cs):
    return 'const config = {\n' + ',\n'.join("  %s: process.env.%s || '%s'" % (camel(c.env), c.env, c.display) for c in cs) + '\n};'


def F_go(v, cs):
    return '\n'.join('\tos.Setenv("%s", "%s")' % (c.env, c.display) for c in cs)


def F_xml(v, cs):
    return '<appSettings>\n' + '\n'.join('  <add key="%s" value="%s" />' % (c.env, c.display.replace('&', '&amp;')) for c in cs) + '\n</appSettings>'


def F_fish(v, cs):
    return '\n'.join("set -gx %s '%s'" % (c.env, c.display) for c in cs)


def F_systemd(v, cs):
    return '[Service]\n' + '\n'.join('Environment="%s=%s"' % (c.env, c.display) for c in cs)


def F_compose(v, cs):
    return 'services:\n  %s:\n    environment:\n' % pick(SVCS) + '\n'.join('      - %s=%s' % (c.env, c.display) for c in cs)


def F_gha(v, cs):
    return 'jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n' + '\n'.join('      %s: %s' % (c.env, c.display) for c in cs)


def F_heroku(v, cs):
    return '$ heroku config:set ' + ' '.join('%s=%s' % (c.env, c.display) for c in cs) + ' -a %s' % pick(SVCS)


def F_fly(v, cs):
    return '$ fly secrets set ' + ' '.join("%s='%s'" % (c.env, c.display) for c in cs) + ' --app %s' % pick(SVCS)


def F_ssm(v, cs):
    s = pick(SVCS)
    return '\n'.join('aws ssm put-parameter --name /%s/%s --type SecureString --overwrite --value "%s"' % (s, c.env.lower(), c.display) for c in cs)


def F_vault(v, cs):
    return 'vault kv put secret/%s/%s ' % (pick(STAGES), slug(v['name'])) + ' '.join("%s='%s'" % (c.env.lower(), c.display) for c in cs)


def F_dotnet(v, cs):
    return '\n'.join('dotnet user-secrets set "%s:%s" "%s"' % (camel(slug(v['name']).upper()).capitalize(), camel(c.env).capitalize(), c.display) for c in cs)


def F_ruby(v, cs):
    return '\n'.join("ENV['%s'] ||= '%s'" % (c.env, c.display) for c in cs)


def F_php(v, cs):
    return '\n'.join("putenv('%s=%s');" % (c.env, c.display) for c in cs)


def F_java(v, cs):
    return '\n'.join('System.setProperty("%s", "%s");' % (c.env.lower().replace('_', '.'), c.display) for c in cs)


def F_rust(v, cs):
    return '\n'.join('std::env::set_var("%s", "%s");' % (c.env, c.display) for c in cs)


def F_diff(v, cs):
    return '\n'.join('-%s=\n+%s=%s' % (c.env, c.env, c.display) for c in cs)


def F_wrangler(v, cs):
    return '\n'.join("$ echo '%s' | npx wrangler secret put %s" % (c.display, c.env) for c in cs)


def F_netlify(v, cs):
    return '\n'.join('netlify env:set %s "%s" --context production' % (c.env, c.display) for c in cs)


def F_ini(v, cs):
    return '[%s]\n' % slug(v['name']) + '\n'.join('%s = %s' % (c.env.lower(), c.display) for c in cs)


def F_tsv(v, cs):
    return 'KEY\tVALUE\tUPDATED\n' + '\n'.join('%s\t%s\t%s' % (c.env, c.display, date()) for c in cs)


FORMATS = {k[2:]: f for k, f in list(globals().items()) if k.startswith('F_')}


# ---------------------------------------------------------------- how a vendor credential is *used*
def usage_cmd(v, cs):
    """A command/request line using the credential, or None."""
    a = v['auth']
    sec = [c for c in cs if c.secret]
    main = sec[-1] if sec else cs[0]
    pub = [c for c in cs if not c.secret]
    host = v['host']
    path = pick(['/v1/models', '/v2/status', '/api/v1/items?limit=5', '/v1/me', '/api/health'])
    if a == 'bearer':
        return 'curl -sS https://%s%s -H "Authorization: Bearer %s"' % (host, path, main.display)
    if a.startswith('header:'):
        h = a[7:]
        if ':' in h:
            hn, pre = h.split(':', 1)
            pre = pre.strip()
            val = (pre + ' ' if pre and not pre.endswith('=') else pre) + main.display
            return "curl -s https://%s%s -H '%s: %s'" % (host, path, hn, val)
        return "curl -s https://%s%s -H '%s: %s'" % (host, path, h, main.display)
    if a == 'query':
        return 'curl "https://%s/maps/api/geocode/json?address=Gangnam&key=%s"' % (host, main.display)
    if a.startswith('query:'):
        return 'curl "https://%s/api/v1/list?%s=%s&pageNo=1&numOfRows=10"' % (host, a[6:], main.display)
    if a == 'aws':
        return 'AWS_ACCESS_KEY_ID=%s AWS_SECRET_ACCESS_KEY=%s aws s3 ls s3://%s-%s --region ap-northeast-2' % (
            cs[0].display, cs[1].display, pick(WORDS), pick(['logs', 'backup', 'assets']))
    if a == 'conn':
        d = main.display
        if d.startswith('postgres'):
            return 'psql "%s" -c "select 1"' % d
        if d.startswith('mysql'):
            return "mysqlsh --uri '%s' --sql -e 'show tables'" % d
        if d.startswith('mongodb'):
            return 'mongosh "%s" --eval "db.stats()"' % d
        if d.startswith('redis'):
            return 'redis-cli -u %s --tls PING' % d
        if d.startswith('Default'):
            return 'az storage blob list -c exports --connection-string "%s" -o table' % d
        return 'CLOUDINARY_URL=%s python scripts/upload.py ./out' % d
    if a == 'url':
        return "curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy %s ok\"}' %s" % (r(HEX, 7), main.display)
    if a == 'basic-pair':
        return 'curl -u %s:%s https://%s%s' % (pub[0].display if pub else 'api', main.display, host, path)
    if a == 'basic-key':
        return 'curl https://%s%s -u %s:' % (host, path, main.display)
    if a == 'basic-api':
        return "curl -s --user 'api:%s' https://%s%s" % (main.display, host, path)
    if a in ('basic-user', 'basic-token'):
        return 'curl -u %s@acme.io:%s https://%s/rest/api/3/myself' % (pick(PEOPLE).replace('.', ''), main.display, host)
    if a == 'form':
        ks = ' '.join('-d %s=%s' % (c.env.lower().split('_', 1)[-1], c.display) for c in cs)
        return 'curl -X POST https://%s/oauth/token %s -d grant_type=client_credentials' % (host, ks)
    if a == 'tgpath':
        return 'curl https://api.telegram.org/bot%s/getUpdates' % main.display
    if a == 'routing':
        return 'curl -X POST https://events.pagerduty.com/v2/enqueue -d \'{"routing_key":"%s","event_action":"trigger","payload":{"summary":"disk 91%%","severity":"error","source":"%s"}}\'' % (main.display, pick(HOSTS))
    if a == 'pypi':
        return 'twine upload -u __token__ -p %s dist/*' % main.display
    if a == 'dockerlogin':
        return 'docker login -u acmebot -p %s' % main.display
    if a == 'runner':
        return 'gitlab-runner register --non-interactive --url https://gitlab.com --token %s --executor docker --docker-image alpine:3.20' % main.display
    if a == 'ngrok':
        return 'ngrok config add-authtoken %s' % main.display
    if a == 'tailscale':
        return 'sudo tailscale up --authkey=%s --advertise-tags=tag:ci' % main.display
    if a == 'sasl':
        return 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (cs[0].display, main.display)
    if a == 'hmac':
        if v['name'] == 'Alibaba Cloud':
            return 'aliyun configure set --profile prod --mode AK --access-key-id %s --access-key-secret %s --region cn-hangzhou' % (cs[0].display, cs[1].display)
        if v['name'] == 'Tencent Cloud':
            return 'tccli configure set secretId %s secretKey %s region ap-seoul' % (cs[0].display, cs[1].display)
        if v['name'] == 'Huawei Cloud':
            return 'hcloud configure set --cli-access-key=%s --cli-secret-key=%s --cli-region=ap-southeast-1' % (cs[0].display, cs[1].display)
        if v['name'] == 'Naver Cloud Platform':
            return 'ncloud configure  # Access Key ID [%s], Secret Access Key [%s]' % (cs[0].display, cs[1].display)
        return "python sign.py --access-key %s --secret-key '%s' GET /v2/providers/seller_api/apis" % (cs[0].display, cs[1].display)
    return None


def header_line(v, cs):
    a = v['auth']
    sec = [c for c in cs if c.secret]
    main = sec[-1]
    if a == 'bearer':
        return 'Authorization: Bearer %s' % main.display
    if a.startswith('header:'):
        h = a[7:]
        if ':' in h:
            hn, pre = h.split(':', 1)
            pre = pre.strip()
            return '%s: %s%s' % (hn, pre + ' ' if pre and not pre.endswith('=') else pre, main.display)
        return '%s: %s' % (h, main.display)
    if a in ('basic-key', 'basic-token'):
        b = b64(main.display + ':')
        return ('Authorization: Basic %s' % b, b)
    if a in ('basic-pair', 'basic-api'):
        pub = [c for c in cs if not c.secret]
        b = b64((pub[0].display if pub else 'api') + ':' + main.display)
        return ('Authorization: Basic %s' % b, b)
    return None


# ---------------------------------------------------------------- frames (prose around a snippet)
def fr_rotate(v, snip, lang):
    V, svc = v['name'], pick(SVCS)
    where = pick(['the Helm values', 'the ECS task definition', 'the CI variables', 'the k8s secret', 'the .env on the box'])
    kwhere = pick(['헬름 values', 'ECS 태스크 정의', 'CI 변수', 'k8s 시크릿', '서버 .env'])
    if lang == 'en':
        return ('rotate-401',
                '%s in %s started returning 401 from %s right after the key rotation. What was actually configured:\n%s' % (svc, pick(STAGES), V, snip),
                '%s still had the old value. %s revokes the previous credential immediately, so every consumer must be updated in the same change.' % (where.capitalize(), V),
                'Before rotating %s credentials: which places read them (%s, CI, local)?' % (V, where))
    return ('rotate-401',
            '%s 키 교체 직후 %s에서 401 발생. 실제 들어가 있던 설정:\n%s' % (V, svc, snip),
            '%s에 이전 값이 남아 있었음. %s는 교체하면 예전 키가 바로 죽어서 사용하는 곳을 한 번에 다 바꿔야 함.' % (kwhere, V),
            '%s 키 교체 전에 이 값 읽는 곳 목록부터 뽑아둘 것 (%s, CI, 로컬)' % (V, kwhere))


def fr_local(v, snip, lang):
    V = v['name']
    task = pick(['integration tests', 'the seed script', 'the webhook replay tool', 'e2e suite', 'the nightly export'])
    ktask = pick(['통합 테스트', '시드 스크립트', '웹훅 재전송 툴', 'e2e 테스트', '야간 export 배치'])
    if lang == 'en':
        return ('local-setup',
                'Could not run %s locally: no %s credentials and the README does not say where they come from.' % (task, V),
                'Got dev creds from %s in #platform. Local setup that works:\n%s' % (pick(PEOPLE), snip),
                'Where are shared dev credentials for %s supposed to be fetched from?' % V)
    return ('local-setup',
            '로컬에서 %s 돌리려는데 %s 인증 정보가 없어서 막힘. README에도 어디서 받는지 안 나와 있음' % (ktask, V),
            '%s님한테 개발용 값 받아서 아래처럼 세팅하니 됨\n%s' % (pick(KPEOPLE), snip),
            '%s 개발용 키는 원래 어디서 받아야 하는지 물어보기' % V)


def fr_ci(v, snip, lang):
    V, rp = v['name'], pick(REPOS)
    n = ri(1200, 98000)
    if lang == 'en':
        return ('ci-failure',
                'CI run #%d on %s failed at the %s step. Relevant part of the job config:\n%s' % (n, rp, V, snip),
                'The job ran on a fork PR, where secrets are not injected, so someone had hard-coded the value above as a workaround. It works, but it is in the repo now.',
                'Should %s steps be skipped on fork PRs instead of hard-coding creds?' % V)
    return ('ci-failure',
            '%s CI #%d 빌드가 %s 단계에서 실패. 잡 설정 중 관련 부분:\n%s' % (rp, n, V, snip),
            '포크 PR에서는 시크릿이 주입 안 돼서 누가 위처럼 값을 하드코딩해 둔 상태였음. 동작은 하지만 레포에 박혀 버림.',
            '포크 PR일 때 %s 단계를 건너뛰게 할지 팀에 확인' % V)


def fr_review(v, snip, lang):
    V = v['name']
    pr = ri(100, 4999)
    if lang == 'en':
        return ('pr-review-diff',
                'Reviewing PR #%d (%s), the config diff includes:\n%s' % (pr, pick(['bump sdk', 'fix retries', 'add sandbox mode', 'wire up alerts']), snip),
                'Asked the author to move the %s value to the secret store; the diff was already pushed so the credential has to be rotated too.' % V,
                'Does the pre-commit hook scan config files or only *.py?')
    return ('pr-review-diff',
            'PR #%d 리뷰하다 설정 diff에서 발견:\n%s' % (pr, snip),
            '%s 값은 시크릿 스토어로 옮기라고 코멘트 남김. 이미 push 된 거라 키 재발급도 필요.' % V,
            'pre-commit 훅이 설정 파일도 검사하는지 확인')


def fr_terminal(v, snip, lang):
    V = v['name']
    if lang == 'en':
        return ('terminal-paste',
                'Terminal session from fixing the %s integration on %s:\n%s' % (V, pick(HOSTS), snip),
                pick(['Setting it per-shell was the quickest way to confirm the credential itself was fine; the bug was the region/endpoint.',
                      'The value was fine; the service was reading a different variable name.',
                      'Works after reloading the process. The credential was never the problem.']),
                '')
    return ('terminal-paste',
            '%s 연동 고치면서 %s에서 친 명령:\n%s' % (V, pick(HOSTS), snip),
            pick(['키 자체는 문제 없었고 엔드포인트 리전이 틀렸던 것.', '값은 맞았는데 앱이 다른 환경변수 이름을 읽고 있었음.',
                  '프로세스 재시작하니 정상. 인증 정보 문제는 아니었음.']),
            '')


def fr_fix_in_lesson(v, snip, lang):
    V = v['name']
    if lang == 'en':
        return ('fix-in-lesson',
                'Why was %s in %s talking to the wrong %s account?' % (pick(SVCS), pick(STAGES), V),
                'Two definitions existed and the later one won. Collapsed it to a single block:\n%s' % snip,
                'Is there a lint for duplicate keys across env files?')
    return ('fix-in-lesson',
            '%s 환경에서 %s가 엉뚱한 %s 계정으로 붙는 이유?' % (pick(KSTAGES), pick(SVCS), V),
            '정의가 두 군데 있어서 나중 것이 이김. 하나로 정리:\n%s' % snip,
            'env 파일 간 중복 키 검사하는 린트 있는지')


def fr_migrate(v, snip, lang):
    V = v['name']
    a, b = pick(['.env', 'config.yaml', 'appsettings.json', 'settings.toml']), pick(['Helm values', 'SSM', 'Vault', 'Doppler'])
    if lang == 'en':
        return ('migration',
                'Migrating %s settings from %s to %s for %s.' % (V, a, b, pick(SVCS)),
                'Old block, kept here for the cut-over:\n%s\nDelete from %s after the switch.' % (snip, a),
                '')
    return ('migration',
            '%s 설정을 %s에서 %s로 옮기는 중 (%s)' % (V, a, b, pick(SVCS)),
            '전환 때 참고하려고 기존 값 적어둠:\n%s\n전환 끝나면 %s에서 지울 것' % (snip, a),
            '')


def fr_handoff(v, snip, lang):
    V = v['name']
    if lang == 'en':
        return ('handoff',
                'Handoff from %s before leave: %s integration for %s.' % (pick(PEOPLE), V, pick(SVCS)),
                'Current values:\n%s\nOwner of the %s org is finance; ask them before creating new keys.' % (snip, V),
                'Who owns the %s account now?' % V)
    return ('handoff',
            '%s님 휴가 전 인수인계: %s 연동 (%s)' % (pick(KPEOPLE), V, pick(SVCS)),
            '현재 값\n%s\n%s 계정 주인은 재무팀이라 새 키 만들기 전에 먼저 얘기할 것' % (snip, V),
            '%s 계정 담당자 지금 누구인지?' % V)


KV_FRAMES = [fr_rotate, fr_local, fr_ci, fr_review, fr_terminal, fr_fix_in_lesson, fr_migrate, fr_handoff]


def sp_inline(v, cs, lang):
    V = v['name']
    sec = [c for c in cs if c.secret]
    if lang == 'en':
        parts = []
        for c in cs:
            parts.append(pick(['the %s is %s', '%s: %s', 'use %s %s', '%s = %s']) % (c.label, c.display) if True else '')
        return ('prose-inline',
                'Setting up %s for %s (%s). ' % (V, pick(SVCS), pick(STAGES)) + '; '.join(parts) + '.',
                pick(['Created by %s on %s, scoped to read/write on the %s project only.' % (pick(PEOPLE), date(), pick(WORDS)),
                      'It has no expiry set, which is why it still worked after the offboarding.']),
                '')
    parts = []
    for c in cs:
        f = pick(['J', '%s: %s', '%s %s', '%s -> %s'])
        parts.append('%s %s' % (josa(c.ko), c.display) if f == 'J' else f % (c.ko, c.display))
    return ('prose-inline',
            '%s %s 연동 세팅함. ' % (pick(KSTAGES), V) + ', '.join(parts) + pick([' 입니다.', ' 로 넣었음', '', ' (임시)']),
            pick(['%s에 %s님이 발급함. 권한은 읽기/쓰기만.' % (kdate(), pick(KPEOPLE)), '만료일 없음. 퇴사자 계정으로 만든 거라 바꿔야 함.']),
            '')


def sp_split(v, cs, lang):
    V = v['name']
    c = [x for x in cs if x.secret][-1]
    others = [x for x in cs if x is not c]
    pre = ''.join('%s %s, ' % (o.label if lang == 'en' else o.ko, o.display) for o in others)
    if lang == 'en':
        return ('label-split-across-fields',
                ('Needed %s access for the %s backfill. %sand the %s is' % (V, pick(SVCS), pre, c.label)) if pre else
                ('Needed %s access for the %s backfill. The %s I used was' % (V, pick(SVCS), c.label)),
                '%s (found it in the old runbook). Backfill finished in %d min.' % (c.display, ri(3, 90)),
                '')
    return ('label-split-across-fields',
            '%s 백필 작업에 %s 접근 필요했음. %s%s:' % (pick(SVCS), V, pre, c.ko),
            '%s\n예전 런북에 적혀 있던 값. 백필 %d분 걸림' % (c.display, ri(3, 90)),
            '')


def sp_ask(v, cs, lang):
    V = v['name']
    sec = [c for c in cs if c.secret]
    c = sec[-1]
    if lang == 'en':
        return ('question-in-ask',
                '%s calls from %s intermittently fail with 403.' % (V, pick(SVCS)),
                'Retries mask it; the failing pods all came from the old ReplicaSet.',
                pick(['Is %s still the active %s %s, or was it revoked in the last rotation?',
                      'Can someone confirm whether %s (%s %s) has write scope?']) % (c.display, V, c.label))
    return ('question-in-ask',
            '%s에서 %s 호출이 간헐적으로 403' % (pick(SVCS), V),
            '재시도 때문에 가려져 있었음. 실패한 파드는 전부 예전 ReplicaSet 것.',
            pick(['%s 이거 아직 살아있는 %s %s인가요? 지난번 교체 때 폐기된 건지?',
                  '%s %s %s 쓰기 권한 있는지 확인 부탁']) % ((c.display, V, c.ko) if True else ()))


def sp_usage(v, cs, lang):
    cmd = usage_cmd(v, cs)
    if cmd is None:
        return None
    V = v['name']
    if lang == 'en':
        return ('cli-usage',
                pick(['Reproduced the %s failure by hand:', 'Smoke test against %s:', 'Ran this to check the %s creds:']) % V + '\n' + cmd,
                pick(['Got 200, so the credential is valid; the app was sending it to the wrong base URL.',
                      'Returned the expected payload. The SDK version pinned in the lockfile is what broke it.',
                      'Works from the laptop but not from the VPC; egress allowlist was missing the endpoint.']),
                'Is there a sandbox endpoint for %s so smoke tests do not hit prod?' % V)
    return ('cli-usage',
            pick(['%s 실패 재현하려고 직접 호출:', '%s 스모크 테스트:', '%s 인증 확인용으로 실행:']) % V + '\n' + cmd,
            pick(['200 나옴. 키는 정상이고 앱이 base URL을 잘못 쓰고 있었음.', '응답 정상. lockfile에 고정된 SDK 버전이 원인.',
                  '노트북에선 되는데 VPC 안에선 안 됨 → egress 허용 목록에 엔드포인트 누락']),
            '%s 샌드박스 엔드포인트 있는지 확인' % V)


def sp_httplog(v, cs, lang):
    hl = header_line(v, cs)
    if hl is None:
        return None
    blob = None
    if isinstance(hl, tuple):
        hl, blob = hl
    V, rid = v['name'], uuid4()
    log = '%s DEBUG http.client send: GET %s HTTP/1.1\n  Host: %s\n  %s\n  User-Agent: %s\n%s WARN  response 429 request-id=%s' % (
        date() + 'T' + hhmm() + 'Z', pick(['/v1/accounts', '/v2/events', '/api/search']), v['host'], hl,
        pick(['python-requests/2.32.3', 'okhttp/4.12.0', 'axios/1.7.2']), date() + 'T' + hhmm() + 'Z', rid)
    if lang == 'en':
        return ('debug-http-log', 'Rate-limit errors from %s; debug log with LOG_LEVEL=debug:\n%s' % (V, log),
                'Debug logging dumps request headers verbatim. Turned it off again and added backoff on 429.',
                'Does our log shipper drop Authorization headers?'), blob
    return ('debug-http-log', '%s에서 429 계속 남. LOG_LEVEL=debug로 찍은 로그:\n%s' % (V, log),
            '디버그 로그가 요청 헤더를 그대로 찍음. 다시 끄고 429에 backoff 추가함.',
            '로그 수집기에서 Authorization 헤더 마스킹 하는지?'), blob


def sp_spread(v, cs, lang):
    sec = [c for c in cs if c.secret]
    if len(cs) < 2:
        return None
    V = v['name']
    a, b = cs[0], cs[1]
    if lang == 'en':
        return ('values-spread-over-fields',
                'Picked up the %s account for %s. The %s is %s.' % (V, pick(SVCS), a.label, a.display),
                'It pairs with %s as the %s. Both live only in this note until the vault path is created.' % (b.display, b.label),
                'Which vault path should the %s pair go under?' % V)
    return ('values-spread-over-fields',
            '%s용 %s 계정 인수받음. %s는 %s' % (pick(SVCS), V, a.ko, a.display),
            '짝이 되는 %s: %s\nvault 경로 만들기 전까지 임시로 여기 적어둠' % (b.ko, b.display),
            '%s 키 쌍 vault 어느 경로에 둘지?' % V)


def sp_code(v, cs, lang):
    V = v['name']
    sec = [c for c in cs if c.secret]
    c = sec[-1]
    s = slug(V)
    style = pick(['py', 'ts', 'go', 'kt'])
    if style == 'py':
        code = 'client = %sClient(\n    %s="%s",\n    timeout=30,\n)' % (''.join(w.capitalize() for w in s.split('_')), c.env.lower().split('_', 1)[-1], c.display)
    elif style == 'ts':
        code = "const client = new %s({ %s: '%s', maxRetries: 2 });" % (''.join(w.capitalize() for w in s.split('_')), camel(c.env.split('_', 1)[-1]), c.display)
    elif style == 'go':
        code = 'cfg := %s.Config{\n\t%s: "%s",\n\tRegion: "ap-northeast-2",\n}' % (s.split('_')[0], ''.join(w.capitalize() for w in c.env.lower().split('_')[1:]), c.display)
    else:
        code = 'val client = %sClient.builder()\n    .%s("%s")\n    .build()' % (''.join(w.capitalize() for w in s.split('_')), camel(c.env.split('_', 1)[-1]), c.display)
    if lang == 'en':
        return ('sdk-code-%s' % style,
                'The %s example in the wiki did not compile with the current SDK.' % V,
                'Working version from my scratch file:\n' + code + '\n(copied straight from the console)',
                '')
    return ('sdk-code-%s' % style,
            '위키에 있는 %s 예제가 현재 SDK에서 컴파일 안 됨' % V,
            '스크래치 파일에서 돌아간 버전:\n' + code + '\n콘솔에서 바로 복사한 값',
            '')


def sp_error(v, cs, lang):
    V = v['name']
    c = [x for x in cs if x.secret][-1]
    err = pick(['%s.errors.AuthenticationError: invalid credentials (key=%s)',
                'Error: 401 Unauthorized — token "%s" rejected by %s',
                'WARN retrying request with credential %s (attempt 3/5) [%s]'])
    if err.startswith('%s.errors'):
        e = err % (slug(V), c.display)
    elif 'token "' in err:
        e = err % (c.display, v['host'] or V)
    else:
        e = err % (c.display, V)
    tb = 'Traceback (most recent call last):\n  File "/app/%s/client.py", line %d, in send\n    resp.raise_for_status()\n%s' % (slug(V), ri(30, 400), e)
    if lang == 'en':
        return ('error-message-with-value', 'Sentry issue from %s:\n%s' % (pick(SVCS), tb),
                'The SDK puts the raw credential into its exception text, so it ended up in Sentry. Rotated it and added a before_send scrubber.',
                '')
    return ('error-message-with-value', '%s 센트리 이슈:\n%s' % (pick(SVCS), tb),
            'SDK가 예외 메시지에 키 원문을 넣어서 센트리까지 감. 키 교체하고 before_send 스크러버 추가.',
            '')


SPECIAL = [sp_inline, sp_inline, sp_split, sp_ask, sp_usage, sp_usage, sp_usage, sp_httplog, sp_spread, sp_spread, sp_code, sp_error]


# ---------------------------------------------------------------- non-vendor secret templates
SECRET_T = []


def st(fn):
    SECRET_T.append(fn)
    return fn


def user():
    return pick(['app', 'svc_app', 'deploy', 'admin', 'root', 'readonly', 'etl', 'grafana', 'jenkins', 'backup'])


@st
def t_mysql_attached(lang):
    p = any_pw(shell_safe=True)
    h = pick(HOSTS)
    cmd = 'mysql -h %s -u %s -p%s %s < dump.sql' % (h, user(), p, pick(['orders', 'shop', 'core']))
    if lang == 'en':
        return ('shell: mysql -p attached password', 'Restore into %s kept failing with ERROR 1045.' % h,
                'Worked once the password was attached with no space:\n' + cmd + '\n(-p with a space prompts and then treats the next arg as the DB name)', '', [p])
    return ('shell: mysql -p attached password', '%s 복원할 때 계속 ERROR 1045 남' % h,
            '-p 뒤에 띄어쓰기 없이 붙여야 됨:\n' + cmd + '\n띄우면 비번 프롬프트 뜨고 다음 인자를 DB 이름으로 봄', '', [p])


@st
def t_pgpassword(lang):
    p = any_pw(shell_safe=True)
    cmd = 'PGPASSWORD=%s pg_dump -h %s -U %s -Fc %s > /tmp/%s.dump' % (p, pick(HOSTS), user(), pick(['ledger', 'app', 'analytics']), r(LD, 6))
    if lang == 'en':
        return ('shell: PGPASSWORD env prefix', 'Nightly pg_dump cron on the backup host stopped producing files.', 'Cron line was:\n' + cmd + '\nThe password had been rotated on the DB but not in crontab.', 'Can the cron job read from ~/.pgpass instead?', [p])
    return ('shell: PGPASSWORD env prefix', '백업 서버 pg_dump 크론이 파일을 안 만듦', '크론 내용:\n' + cmd + '\nDB 쪽 비번만 바뀌고 크론탭은 그대로였음', '.pgpass로 바꾸는 게 낫지 않은지?', [p])


@st
def t_redis_cli(lang):
    p = any_pw(shell_safe=True)
    cmd = 'redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO keyspace' % (pick(HOSTS), p)
    if lang == 'en':
        return ('shell: redis-cli -a', 'Needed key counts from the cache cluster.', cmd, '', [p])
    return ('shell: redis-cli -a', '캐시 키 개수 확인 필요했음', cmd + '\n--no-auth-warning 안 붙이면 경고 찍힘', '', [p])


@st
def t_pg_url(lang):
    p = any_pw()
    e = pct(p)
    url = 'postgresql://%s:%s@%s:5432/%s?sslmode=require' % (user(), e, pick(HOSTS), pick(['app', 'core', 'billing']))
    sec = [e] if e == p else [e, p]
    if lang == 'en':
        return ('url: postgres URL percent-encoded password',
                'SQLAlchemy raised "invalid literal for int()" parsing DATABASE_URL.',
                'Special characters in the password must be percent-encoded. Raw password: %s\nWorking URL: %s' % (p, url), '', sec)
    return ('url: postgres URL percent-encoded password', 'DATABASE_URL 파싱하다가 SQLAlchemy에서 "invalid literal for int()" 에러',
            '비번에 특수문자 있으면 퍼센트 인코딩 해야 함. 원래 비번: %s\n인코딩한 URL: %s' % (p, url), '', sec)


@st
def t_jdbc(lang):
    p = any_pw()
    txt = 'spring.datasource.url=jdbc:mysql://%s:3306/%s?useSSL=true\nspring.datasource.username=%s\nspring.datasource.password=%s' % (pick(HOSTS), pick(['shop', 'erp']), user(), p)
    if lang == 'en':
        return ('config: spring application.properties', 'Spring Boot app fails on startup: HikariPool-1 - Exception during pool initialization.', 'application-prod.properties had:\n' + txt + '\nThe user was locked after too many failed attempts from the old pod.', '', [p])
    return ('config: spring application.properties', '스프링 부트 기동 실패: HikariPool-1 - Exception during pool initialization', 'application-prod.properties 내용\n' + txt + '\n예전 파드가 계속 틀린 비번으로 붙어서 계정이 잠겼던 것', '', [p])


@st
def t_django_db(lang):
    p = any_pw()
    code = "DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '%s',\n        'USER': '%s',\n        'PASSWORD': '%s',\n        'HOST': '%s',\n    }\n}" % (pick(['app', 'cms']), user(), p.replace("'", "\\'"), pick(HOSTS))
    sec = [p.replace("'", "\\'")]
    if lang == 'en':
        return ('code: django settings DATABASES', 'local_settings.py was committed by accident in %s.' % pick(REPOS), code, 'Is local_settings.py in .gitignore on every branch?', sec)
    return ('code: django settings DATABASES', '%s 레포에 local_settings.py가 실수로 커밋됨' % pick(REPOS), code, '모든 브랜치 .gitignore에 local_settings.py 있는지 확인', sec)


@st
def t_docker_login(lang):
    p = any_pw(shell_safe=True)
    reg = pick(['registry.acme.io', 'harbor.corp.lan', 'nexus.internal:8443'])
    cmd = 'docker login %s -u %s -p %s' % (reg, pick(['ci-bot', 'robot$deployer', 'jenkins']), p)
    if lang == 'en':
        return ('shell: docker login -p', 'Image pull failed on the new runner: "unauthorized: authentication required".', 'Ran on the runner:\n' + cmd, 'Should runners use --password-stdin with a robot account instead?', [p])
    return ('shell: docker login -p', '새 러너에서 이미지 pull 실패 "unauthorized: authentication required"', '러너에서 실행한 명령\n' + cmd, '로봇 계정 + --password-stdin으로 바꿔야 하는지', [p])


@st
def t_git_clone_cred(lang):
    p = any_pw(shell_safe=True)
    e = pct(p)
    u = pick(PEOPLE).replace('.', '')
    url = 'https://%s:%s@git.acme.io/%s.git' % (u, e, pick(REPOS))
    sec = [e] if e == p else [e]
    if lang == 'en':
        return ('url: git clone with user:password', 'Deploy script clones the repo on each run.', 'Current line in deploy.sh:\ngit clone --depth 1 ' + url + '\nThe same URL ends up in .git/config on the server.', '', sec)
    return ('url: git clone with user:password', '배포 스크립트가 매번 레포 clone 함', 'deploy.sh 현재 내용\ngit clone --depth 1 ' + url + '\n서버 .git/config에도 이 URL 그대로 남음', '', sec)


@st
def t_basic_header(lang):
    u = pick(['admin', 'ops', 'metrics', 'api-user'])
    p = any_pw()
    blob = b64(u + ':' + p)
    h = 'Authorization: Basic ' + blob
    if lang == 'en':
        return ('http: Basic auth header', 'Prometheus scrape of the legacy exporter returns 401.', 'curl -v showed the header we send:\n> GET /metrics HTTP/1.1\n> %s\nThe exporter expects a different user after the upgrade.' % h, '', [blob])
    return ('http: Basic auth header', '레거시 익스포터 프로메테우스 스크랩 401', 'curl -v로 본 헤더\n> GET /metrics HTTP/1.1\n> %s\n업그레이드 후 다른 사용자 이름을 기대함' % h, '', [blob])


@st
def t_sshpass(lang):
    p = any_pw(shell_safe=True)
    cmd = "sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s 'sudo systemctl restart nginx'" % (p, pick(['ubuntu', 'ec2-user', 'deploy']), pick(HOSTS))
    if lang == 'en':
        return ('shell: sshpass -p', 'Old Jenkins job restarts nginx on the legacy VM.', 'It does it like this:\n' + cmd, 'Can we switch this VM to key auth?', [p])
    return ('shell: sshpass -p', '예전 젠킨스 잡이 레거시 VM nginx 재시작함', '이렇게 하고 있었음\n' + cmd, '이 VM 키 인증으로 바꿀 수 있는지', [p])


@st
def t_keytool(lang):
    p = any_pw(shell_safe=True)
    cmd = 'keytool -importcert -alias corp-root -file corp-root.pem -keystore truststore.jks -storepass %s -noprompt' % p
    if lang == 'en':
        return ('shell: keytool -storepass', 'PKIX path building failed calling the internal API from the Java service.', cmd + '\nthen -Djavax.net.ssl.trustStore pointing at it.', '', [p])
    return ('shell: keytool -storepass', '자바 서비스에서 내부 API 호출 시 PKIX path building failed', cmd + '\n그 다음 -Djavax.net.ssl.trustStore 로 지정', '', [p])


@st
def t_openssl_pass(lang):
    p = any_pw(shell_safe=True)
    cmd = 'openssl pkcs12 -export -in tls.crt -inkey tls.key -out bundle.p12 -passout pass:%s' % p
    if lang == 'en':
        return ('shell: openssl -passout pass:', 'The Windows team needed a .p12 of the wildcard cert.', cmd, 'Send the p12 password out of band next time?', [p])
    return ('shell: openssl -passout pass:', '윈도우 팀이 와일드카드 인증서 p12 요청', cmd + '\n파일은 드라이브에 올림', '', [p])


@st
def t_cifs(lang):
    p = any_pw(shell_safe=True)
    line = '//nas01/share /mnt/share cifs username=%s,password=%s,vers=3.0,uid=1000 0 0' % (pick(['svc_scan', 'backup']), p)
    if lang == 'en':
        return ('config: fstab cifs password=', 'The NAS mount was gone after reboot.', '/etc/fstab entry:\n' + line + '\nAdded _netdev so it waits for the network.', '', [p])
    return ('config: fstab cifs password=', '재부팅 후 NAS 마운트 안 붙음', '/etc/fstab\n' + line + '\n_netdev 추가해서 네트워크 올라온 뒤 마운트되게 함', '', [p])


@st
def t_pgpass(lang):
    p = any_pw()
    p = p.replace(':', '').replace('\\', '')
    if len(p) < 8:
        p += r(AL, 4)
    line = '%s:5432:*:%s:%s' % (pick(HOSTS), user(), p)
    if lang == 'en':
        return ('config: .pgpass line', '~/.pgpass was ignored by psql.', 'File content:\n' + line + '\nIt needs chmod 600, otherwise psql silently skips it.', '', [p])
    return ('config: .pgpass line', 'psql이 ~/.pgpass를 안 읽음', '파일 내용\n' + line + '\n권한 600 아니면 조용히 무시함', '', [p])


@st
def t_mycnf(lang):
    p = any_pw()
    txt = '[client]\nuser=%s\npassword="%s"\nhost=%s' % (user(), p.replace('"', ''), pick(HOSTS))
    if lang == 'en':
        return ('config: my.cnf client section', 'mysqldump in the backup script prompts for a password.', '~/.my.cnf on backup host:\n' + txt, '', [p.replace('"', '')])
    return ('config: my.cnf client section', '백업 스크립트 mysqldump가 비번 물어봄', '백업 서버 ~/.my.cnf\n' + txt, '', [p.replace('"', '')])


@st
def t_wpconfig(lang):
    p = any_pw().replace("'", '')
    txt = "define( 'DB_NAME', 'wp_%s' );\ndefine( 'DB_USER', 'wp' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', 'localhost' );" % (pick(WORDS), p)
    if lang == 'en':
        return ('code: wp-config.php DB_PASSWORD', 'Marketing WordPress shows "Error establishing a database connection".', txt, '', [p])
    return ('code: wp-config.php DB_PASSWORD', '마케팅 워드프레스 "Error establishing a database connection"', txt + '\nDB 비번 바뀐 걸 반영 안 했었음', '', [p])


@st
def t_wifi(lang):
    p = pick([pw_hangul, pw_kbd, pw_human, pw_passphrase])()
    ssid = pick(['ACME-5G', 'acme_guest', 'DevLab', 'Office_3F'])
    if lang == 'en':
        return ('prose: wifi password', 'Test devices in the lab could not reach the staging API.', 'They were on the guest network. Put them on %s (password %s) which can route to the VPN.' % (ssid, p), '', [p])
    return ('prose: wifi password', '랩 테스트 기기들이 스테이징 API에 안 붙음', '게스트망에 붙어 있었음. %s 와이파이로 옮김 비번은 %s' % (ssid, p), '', [p])


@st
def t_admin_initial(lang):
    p = any_pw()
    tool = pick(['Grafana', 'Jenkins', 'Harbor', 'Keycloak', 'ArgoCD', 'Nexus'])
    if lang == 'en':
        return ('prose: initial admin password', 'First login to the new %s instance.' % tool, 'Initial admin password was %s; it must be changed on first login, but nobody did.' % p, 'Who is supposed to rotate bootstrap admin passwords?', [p])
    return ('prose: initial admin password', '새로 띄운 %s 첫 로그인' % tool, '초기 관리자 비밀번호 %s 인데 아무도 안 바꿈' % p, '부트스트랩 관리자 비번은 누가 바꾸는 게 맞는지', [p])


@st
def t_old_new(lang):
    a, b = any_pw(), any_pw()
    if lang == 'en':
        return ('prose: old and new password', 'Rotated the %s DB user password.' % pick(['reporting', 'replication', 'etl']),
                'old: %s\nnew: %s\nReplica still uses the old one until the 02:00 restart.' % (a, b), '', [a, b])
    return ('prose: old and new password', '%s DB 계정 비번 교체' % pick(['리포팅', '복제', 'ETL']),
            pick(['기존 비번 %s → 새 비번 %s', '이전: %s\n변경: %s']) % (a, b) + '\n레플리카는 새벽 2시 재시작 전까지 이전 비번 씀', '', [a, b])


@st
def t_label_end(lang):
    p = any_pw()
    if lang == 'en':
        return ('label ends field, value starts next', 'The VPN profile for the vendor site needs a shared password:', p + '\nImport the .ovpn first, then enter it at the prompt.', '', [p])
    lab = pick(['비밀번호', '비번', '패스워드', '암호'])
    return ('label ends field, value starts next', '협력사 VPN 프로필 공용 %s' % lab, p + '\n.ovpn 먼저 가져오고 프롬프트에 입력', '', [p])


@st
def t_ask_password(lang):
    p = any_pw()
    if lang == 'en':
        return ('question in ask_next_time', 'Staging admin login failing for QA.', 'Their account was fine; the SSO bypass was disabled.',
                'Is "%s" still the staging admin password, or did it change with the SSO rollout?' % p, [p])
    lab = pick(['비번', '비밀번호', '패스워드'])
    return ('question in ask_next_time', 'QA팀 스테이징 관리자 로그인 실패', '계정은 정상이었고 SSO 우회가 꺼져 있던 것',
            '스테이징 관리자 %s %s 아직 맞는지? SSO 적용하면서 바뀐 건지' % (lab, p), [p])


@st
def t_hangul_pw(lang):
    p = pw_hangul()
    lab = pick(['비밀번호는', '비번:', '비번', '암호', '패스워드는', '비밀번호'])
    if lang == 'ko':
        return ('prose: Hangul password', '사내 위키 공용 계정 로그인 방법', '아이디 team-wiki / %s %s\n한글 그대로 입력해야 함 (IME 켜고)' % (lab, p), '', [p])
    return ('prose: Hangul password', 'Shared wiki account for the Seoul team.', 'user team-wiki, password is in Hangul: %s (type it with the Korean IME on).' % p, '', [p])


@st
def t_kbd_pw(lang):
    h = pick(KWORDS) + pick(KWORDS)
    p = kbd(h) + pick(['', str(ri(1, 999))]) + pick(['!', '@', '#', ''])
    if lang == 'ko':
        return ('prose: Korean typed on English keyboard', '라우터 관리자 페이지 로그인', '관리자 비번은 "%s"를 영타로 친 %s' % (h, p), '', [p])
    return ('prose: Korean typed on English keyboard', 'Office router admin page.', 'Admin password is %s (it is a Korean word typed with the IME off).' % p, '', [p])


@st
def t_pin(lang):
    p = pw_pin()
    what = pick(['YubiKey PIV PIN', 'HSM partition PIN', 'signing token PIN', 'SIM PIN for the 2FA phone'])
    kwhat = pick(['유비키 PIV PIN', 'HSM 파티션 PIN', '서명용 토큰 PIN', '2FA 폰 유심 PIN'])
    if lang == 'en':
        return ('prose: numeric PIN', 'Code signing for the Windows installer failed at the smartcard step.', 'The %s is %s; it locks after 3 tries and only %s can reset it.' % (what, p, pick(PEOPLE)), '', [p])
    return ('prose: numeric PIN', '윈도우 설치파일 코드 서명이 스마트카드 단계에서 실패', '%s %s, 3번 틀리면 잠기고 %s님만 초기화 가능' % (kwhat, p, pick(KPEOPLE)), '', [p])


@st
def t_totp(lang):
    s = r(B32, 32)
    issuer = pick(['AWS', 'GitHub', 'Cloudflare', 'Okta', 'NaverWorks'])
    url = 'otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6&period=30' % (issuer, pick(PEOPLE), s, issuer)
    if lang == 'en':
        return ('TOTP seed otpauth URL', 'Shared break-glass %s account needs MFA for the on-call rotation.' % issuer, 'Decoded the QR: ' + url + '\nAdded to the on-call 1Password vault.', '', [s])
    return ('TOTP seed otpauth URL', '온콜용 %s 비상 계정 MFA 공유 필요' % issuer, 'QR 디코딩 결과\n' + url + '\n온콜 1Password 볼트에 추가함', '', [s])


@st
def t_totp_plain(lang):
    s = ' '.join(r(B32.lower(), 4) for _ in range(8))
    if lang == 'en':
        return ('TOTP seed grouped', 'Could not scan the 2FA QR on the headless box.', 'Used the "enter setup key" option instead: %s' % s, '', [s])
    return ('TOTP seed grouped', '헤드리스 서버라 2FA QR 스캔 불가', '"설정 키 입력" 으로 대신 등록: %s' % s, '', [s])


@st
def t_backup_codes(lang):
    style = pick(['gh', 'goog', 'dash'])
    n = ri(4, 8)
    if style == 'gh':
        codes = [r(LD[:36], 5) + '-' + r(LD, 5) for _ in range(n)]
    elif style == 'goog':
        codes = [r(DIG, 4) + ' ' + r(DIG, 4) for _ in range(n)]
    else:
        codes = [r(UP, 4) + '-' + r(UP, 4) + '-' + r(UP, 4) for _ in range(n)]
    body = '\n'.join(codes) if R.random() < .5 else ', '.join(codes)
    site = pick(['GitHub org owner', 'Google Workspace admin', 'AWS root', 'Atlassian admin'])
    if lang == 'en':
        return ('backup/recovery codes list', 'Lost the phone with the %s 2FA.' % site, 'Recovery codes (used the first one):\n' + body, 'Where should recovery codes be stored instead of notes?', codes)
    return ('backup/recovery codes list', '%s 2FA 걸린 폰 분실' % site, '복구 코드 (첫 번째 사용함)\n' + body, '복구 코드는 어디 보관하는 게 맞는지', codes)


def pem_body(nlines, first=''):
    lines = []
    s = first + r(B64, 64 * nlines)
    for i in range(nlines):
        lines.append(s[i * 64:(i + 1) * 64])
    last = r(B64, ri(20, 60)) + pick(['', '=', '=='])
    lines.append(last)
    return lines


@st
def t_pem_rsa(lang):
    kind = pick(['RSA PRIVATE KEY', 'PRIVATE KEY', 'EC PRIVATE KEY', 'OPENSSH PRIVATE KEY'])
    first = {'RSA PRIVATE KEY': 'MIIEpAIBAAKCAQEA', 'PRIVATE KEY': 'MIIEvgIBADANBgkqhkiG9w0BAQEFAASC',
             'EC PRIVATE KEY': 'MHcCAQEEI', 'OPENSSH PRIVATE KEY': 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW'}[kind]
    n = {'RSA PRIVATE KEY': 6, 'PRIVATE KEY': 6, 'EC PRIVATE KEY': 1, 'OPENSSH PRIVATE KEY': 4}[kind]
    body = pem_body(n, first)
    pem = '-----BEGIN %s-----\n%s\n-----END %s-----' % (kind, '\n'.join(body), kind)
    if lang == 'en':
        return ('PEM private key (%s)' % kind, 'Deploy key for the %s mirror, pasted from the old server:' % pick(REPOS), pem, '', body)
    return ('PEM private key (%s)' % kind, '%s 미러용 배포 키, 예전 서버에서 복사' % pick(REPOS), pem, '', body)


@st
def t_gcp_sa_json(lang):
    body = pem_body(5, 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ')
    pk = '-----BEGIN PRIVATE KEY-----\\n' + '\\n'.join(body) + '\\n-----END PRIVATE KEY-----\\n'
    proj = pick(WORDS) + '-' + pick(WORDS) + '-' + str(ri(100, 999))
    j = '{"type": "service_account", "project_id": "%s", "private_key_id": "%s", "private_key": "%s", "client_email": "ci-deployer@%s.iam.gserviceaccount.com"}' % (proj, r(HEX, 40), pk, proj)
    if lang == 'en':
        return ('credential file: GCP service account JSON', 'GOOGLE_APPLICATION_CREDENTIALS file found in the build cache:', j, '', body)
    return ('credential file: GCP service account JSON', '빌드 캐시에서 발견된 서비스 계정 키 파일', j, '', body)


@st
def t_session_cookie(lang):
    kind = pick(['django', 'express', 'php', 'java', 'rails'])
    if kind == 'django':
        s = r(LD, 32)
        c = 'Cookie: csrftoken=%s; sessionid=%s' % (r(AL, 32), s)
    elif kind == 'express':
        s = 's%3A' + r(URLS, 32) + '.' + pct(r(B64, 43))
        c = 'Cookie: connect.sid=%s' % s
    elif kind == 'php':
        s = r(LD, 26)
        c = 'Cookie: PHPSESSID=%s; lang=ko' % s
    elif kind == 'java':
        s = r(HEXU, 32)
        c = 'Cookie: JSESSIONID=%s.node%d' % (s, ri(1, 4))
    else:
        s = pct(r(B64, 120)) + '--' + r(HEX, 40)
        c = 'Cookie: _app_session=%s' % s
    if lang == 'en':
        return ('http: session cookie (%s)' % kind, 'Reproducing the admin page bug as the customer.', 'Copied the request from devtools:\nGET /admin/orders?page=2\n%s' % c, 'Is impersonation available so we do not copy live cookies?', [s])
    return ('http: session cookie (%s)' % kind, '고객 계정으로 어드민 페이지 버그 재현', '개발자도구에서 요청 복사\nGET /admin/orders?page=2\n%s' % c, '라이브 쿠키 복사 말고 대리 로그인 기능 있는지?', [s])


@st
def t_setcookie_log(lang):
    s = r(URLS, 43)
    line = '< HTTP/2 302\n< location: /dashboard\n< set-cookie: __Host-session=%s; Path=/; Secure; HttpOnly; SameSite=Lax' % s
    if lang == 'en':
        return ('http: Set-Cookie in curl -v', 'Login loop after the auth proxy upgrade.', line + '\nThe cookie is set but the proxy strips it on the next hop.', '', [s])
    return ('http: Set-Cookie in curl -v', '인증 프록시 업그레이드 후 로그인 무한 루프', line + '\n쿠키는 내려오는데 다음 홉에서 프록시가 제거함', '', [s])


def jwt(long=False):
    hdr = b64u('{"alg":"RS256","kid":"%s","typ":"JWT"}' % r(LD, 16))
    claims = '{"sub":"%s","iss":"https://auth.acme.io","aud":"api","exp":%d,"iat":%d,"scope":"%s"' % (
        uuid4(), ri(1750000000, 1790000000), ri(1700000000, 1749000000), ' '.join(pick(['read', 'write', 'admin', 'orders:read', 'billing:write']) for _ in range(3)))
    if long:
        claims += ',"groups":[%s]' % ','.join('"%s"' % (pick(WORDS) + '-' + pick(WORDS)) for _ in range(ri(12, 22)))
    claims += '}'
    return hdr + '.' + b64u(claims) + '.' + r(URLS, 342)


@st
def t_jwt_bearer(lang):
    t = jwt(long=R.random() < .5)
    if lang == 'en':
        return ('http: JWT bearer token', 'Token validation fails only in eu region.', 'Token from the failing request:\nAuthorization: Bearer %s' % t, '', [t])
    return ('http: JWT bearer token', 'EU 리전에서만 토큰 검증 실패', '실패한 요청 토큰\nAuthorization: Bearer %s' % t, '', [t])


@st
def t_aws_session(lang):
    kid = 'ASIA' + r(AKC, 16)
    sk = r(AL + '/+', 40)
    tok = 'IQoJb3JpZ2luX2VjE' + r(B64, ri(380, 700)) + '=='
    txt = '[default]\naws_access_key_id = %s\naws_secret_access_key = %s\naws_session_token = %s' % (kid, sk, tok)
    if lang == 'en':
        return ('credential file: ~/.aws/credentials session', 'Assumed-role creds for the incident, expires in 1h:', txt, '', [kid, sk, tok])
    return ('credential file: ~/.aws/credentials session', '장애 대응용 assume-role 자격증명 (1시간 유효)', txt, '', [kid, sk, tok])


@st
def t_netrc(lang):
    p = any_pw(shell_safe=True) if R.random() < .5 else 'ghp_' + r(AL, 36)
    txt = 'machine %s\n  login %s\n  password %s' % (pick(['git.acme.io', 'api.heroku.com', 'nexus.internal']), pick(PEOPLE), p)
    if lang == 'en':
        return ('credential file: .netrc', 'Why does curl authenticate without -u on the build box?', 'Because ~/.netrc exists:\n' + txt, '', [p])
    return ('credential file: .netrc', '빌드 서버에서 curl이 -u 없이도 인증되는 이유', '~/.netrc 가 있었음\n' + txt, '', [p])


@st
def t_npmrc(lang):
    t = 'npm_' + r(AL, 36)
    txt = '@acme:registry=https://npm.pkg.github.com\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true' % t
    if lang == 'en':
        return ('credential file: .npmrc _authToken', 'npm publish from the laptop went to the wrong registry.', 'Project .npmrc (committed!):\n' + txt, '', [t])
    return ('credential file: .npmrc _authToken', '노트북에서 npm publish가 엉뚱한 레지스트리로 감', '프로젝트 .npmrc (커밋되어 있음)\n' + txt, '', [t])


@st
def t_docker_config(lang):
    u, p = 'ci-bot', any_pw()
    blob = b64(u + ':' + p)
    txt = '{\n  "auths": {\n    "registry.acme.io": {\n      "auth": "%s"\n    }\n  }\n}' % blob
    if lang == 'en':
        return ('credential file: docker config.json auth', 'Kaniko build cannot push.', 'Mounted /kaniko/.docker/config.json:\n' + txt, '', [blob])
    return ('credential file: docker config.json auth', 'kaniko 빌드에서 push 실패', '마운트한 /kaniko/.docker/config.json\n' + txt, '', [blob])


@st
def t_kubeconfig(lang):
    t = jwt() if R.random() < .5 else r(LD, 6) + '.' + r(LD, 16)
    txt = 'users:\n- name: ci\n  user:\n    token: %s' % t
    if lang == 'en':
        return ('credential file: kubeconfig token', 'kubectl from CI gets "Unauthorized" after cluster upgrade.', 'kubeconfig user section:\n' + txt, '', [t])
    return ('credential file: kubeconfig token', '클러스터 업그레이드 후 CI kubectl이 Unauthorized', 'kubeconfig 사용자 부분\n' + txt, '', [t])


@st
def t_kubeadm(lang):
    t = r(LD, 6) + '.' + r(LD, 16)
    cmd = 'kubeadm join 10.0.%d.%d:6443 --token %s --discovery-token-ca-cert-hash sha256:%s' % (ri(0, 9), ri(2, 250), t, r(HEX, 64))
    if lang == 'en':
        return ('shell: kubeadm join --token', 'Adding worker nodes to the lab cluster.', cmd + '\nBootstrap token TTL is 24h.', '', [t])
    return ('shell: kubeadm join --token', '랩 클러스터에 워커 노드 추가', cmd + '\n부트스트랩 토큰은 24시간 유효', '', [t])


@st
def t_git_credentials(lang):
    t, host = pick([('ghp_' + r(AL, 36), 'github.com'), ('glpat-' + r(URLS, 20), 'gitlab.com')])
    line = 'https://%s:%s@%s' % (pick(PEOPLE).replace('.', ''), t, host)
    if lang == 'en':
        return ('credential file: .git-credentials', 'git push on the shared VM pushes as my user.', '~/.git-credentials contains:\n' + line + '\ncredential.helper=store was set globally.', '', [t])
    return ('credential file: .git-credentials', '공용 VM에서 git push 하면 내 계정으로 올라감', '~/.git-credentials 내용\n' + line + '\ncredential.helper=store가 전역 설정돼 있었음', '', [t])


@st
def t_s3_presigned(lang):
    kid = 'AKIA' + r(AKC, 16)
    sig = r(HEX, 64)
    url = 'https://%s.s3.ap-northeast-2.amazonaws.com/exports/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F20250611%%2Fap-northeast-2%%2Fs3%%2Faws4_request&X-Amz-Date=20250611T021500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=%s' % (
        pick(WORDS) + '-exports', uuid4(), kid, sig)
    if lang == 'en':
        return ('signed URL: S3 presigned', 'Customer asked for their export again.', 'Sent them: ' + url + '\nValid 7 days.', '', [kid, sig])
    return ('signed URL: S3 presigned', '고객이 export 파일 다시 요청', '보낸 링크: ' + url + '\n7일 유효', '', [kid, sig])


@st
def t_gcs_signed(lang):
    sig = r(HEX, 512)
    url = 'https://storage.googleapis.com/%s-reports/q2.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=signer%%40%s.iam.gserviceaccount.com%%2F20250611%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=20250611T000000Z&X-Goog-Expires=86400&X-Goog-SignedHeaders=host&X-Goog-Signature=%s' % (pick(WORDS), pick(WORDS), sig)
    if lang == 'en':
        return ('signed URL: GCS V4 (long)', 'Shared report link:', url, '', [sig])
    return ('signed URL: GCS V4 (long)', '리포트 공유 링크', url, '', [sig])


@st
def t_azure_sas(lang):
    sig = pct(r(B64, 43) + '=')
    url = 'https://%s.blob.core.windows.net/backups?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-01-01T00:00:00Z&st=2025-06-01T00:00:00Z&spr=https&sig=%s' % (pick(WORDS) + 'stg', sig)
    if lang == 'en':
        return ('signed URL: Azure SAS', 'azcopy to the backup container.', 'azcopy copy ./dump "' + url + '" --recursive', 'SAS with write+delete until 2026 is too broad?', [sig])
    return ('signed URL: Azure SAS', '백업 컨테이너로 azcopy', 'azcopy copy ./dump "' + url + '" --recursive', '쓰기+삭제 권한에 2026년까지면 너무 넓은지', [sig])


@st
def t_gmail_app_pw(lang):
    p = ' '.join(r(LOW, 4) for _ in range(4))
    txt = 'spring.mail.host=smtp.gmail.com\nspring.mail.username=noreply@acme.io\nspring.mail.password=%s' % p
    if lang == 'en':
        return ('config: SMTP app password with spaces', 'Password reset mails stopped.', txt + '\nIt is a Google app password; the account password no longer works for SMTP.', '', [p])
    return ('config: SMTP app password with spaces', '비밀번호 재설정 메일 발송 중단', txt + '\n구글 앱 비밀번호임. 계정 비번으로는 SMTP 안 됨', '', [p])


@st
def t_ses_smtp(lang):
    kid = 'AKIA' + r(AKC, 16)
    p = 'B' + r(AL + '/+', 43)
    if lang == 'en':
        return ('config: SES SMTP credentials', 'Postfix relay through SES.', 'sasl_passwd:\n[email-smtp.ap-northeast-2.amazonaws.com]:587 %s:%s' % (kid, p), '', [kid, p])
    return ('config: SES SMTP credentials', 'Postfix를 SES로 릴레이', 'sasl_passwd 내용\n[email-smtp.ap-northeast-2.amazonaws.com]:587 %s:%s' % (kid, p), '', [kid, p])


@st
def t_sql_alter(lang):
    p = any_pw().replace("'", '')
    stmt = pick(["ALTER USER %s WITH PASSWORD '%s';", "CREATE USER '%s'@'%%' IDENTIFIED BY '%s';", "ALTER ROLE %s PASSWORD '%s' VALID UNTIL '2026-01-01';"]) % (user(), p)
    if lang == 'en':
        return ('sql: ALTER/CREATE USER with password', 'Created the read-only user for the BI tool.', stmt + '\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO it afterwards.', '', [p])
    return ('sql: ALTER/CREATE USER with password', 'BI 툴용 읽기 전용 계정 생성', stmt + '\n그 다음 public 스키마 SELECT 권한 부여', '', [p])


@st
def t_mssql_conn(lang):
    p = any_pw().replace(';', '').replace('"', '')
    cs = 'Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=sqladmin;Password=%s;Encrypt=True;' % (pick(WORDS) + '-sql', pick(['erp', 'crm']), p)
    if lang == 'en':
        return ('connection string: SQL Server', 'appsettings.Production.json:', '"ConnectionStrings": { "Default": "%s" }' % cs, '', [p])
    return ('connection string: SQL Server', 'appsettings.Production.json 내용', '"ConnectionStrings": { "Default": "%s" }' % cs, '', [p])


@st
def t_sqlplus(lang):
    p = any_pw(shell_safe=True).replace('@', '').replace('/', '')
    if len(p) < 8:
        p += r(AL, 5)
    cmd = 'sqlplus %s/%s@//%s:1521/ORCLPDB1' % (pick(['scott', 'erp_app', 'hr']), p, pick(HOSTS))
    if lang == 'en':
        return ('shell: sqlplus user/password@', 'Legacy ERP batch connects like this:', cmd, '', [p])
    return ('shell: sqlplus user/password@', '레거시 ERP 배치 접속 방식', cmd, '', [p])


@st
def t_requests_auth(lang):
    p = any_pw().replace("'", '').replace('\\', '')
    code = "resp = requests.get(f\"{BASE}/api/v2/reports\", auth=('%s', '%s'), timeout=10)" % (pick(['report', 'svc_bi']), p)
    if lang == 'en':
        return ('code: python requests auth tuple', 'Report download script for finance.', code, '', [p])
    return ('code: python requests auth tuple', '재무팀 리포트 다운로드 스크립트', code, '', [p])


@st
def t_ftp_url(lang):
    p = any_pw(shell_safe=True)
    e = pct(p)
    url = 'ftp://%s:%s@ftp.%s.co.kr/outbound/' % (pick(['edi', 'acme_upload']), e, pick(WORDS))
    if lang == 'en':
        return ('url: ftp user:password', 'Partner EDI files are fetched from:', url + '\nwith lftp mirror every hour.', '', [e])
    return ('url: ftp user:password', '협력사 EDI 파일 가져오는 곳', url + '\nlftp mirror로 매시간', '', [e])


@st
def t_wireguard(lang):
    k = r(B64, 43) + '='
    pub = r(B64, 43) + '='
    txt = '[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.acme.io:51820\nAllowedIPs = 10.0.0.0/8' % (k, ri(2, 250), pub)
    if lang == 'en':
        return ('config: WireGuard PrivateKey', 'New laptop VPN config:', txt, '', [k])
    return ('config: WireGuard PrivateKey', '새 노트북 VPN 설정', txt, '', [k])


@st
def t_app_secret_keys(lang):
    kind = pick(['django', 'laravel', 'rails', 'fernet', 'nextauth', 'aes'])
    if kind == 'django':
        v = r(LD + '!@#$%^&*(-_=+)', 50)
        line = "SECRET_KEY = '%s'" % v
    elif kind == 'laravel':
        v = 'base64:' + r(B64, 43) + '='
        line = 'APP_KEY=' + v
    elif kind == 'rails':
        v = r(HEX, 32)
        line = 'config/master.key: ' + v
    elif kind == 'fernet':
        v = r(URLS, 43) + '='
        line = 'FERNET_KEY=' + v
    elif kind == 'nextauth':
        v = r(B64, 43) + '='
        line = 'NEXTAUTH_SECRET=' + v
    else:
        v = r(HEX, 64)
        line = 'ENCRYPTION_KEY_HEX=' + v
    if lang == 'en':
        return ('app secret key (%s)' % kind, 'Sessions got invalidated after redeploy.', 'Each replica generated its own key. Pinned it:\n' + line, '', [v])
    return ('app secret key (%s)' % kind, '재배포 후 세션이 전부 풀림', '레플리카마다 키를 따로 생성하고 있었음. 고정함\n' + line, '', [v])


@st
def t_vault_unseal(lang):
    keys = [r(B64, 43) + '=' for _ in range(3)]
    root = 'hvs.' + r(AL, 24)
    body = '\n'.join('Unseal Key %d: %s' % (i + 1, k) for i, k in enumerate(keys)) + '\n\nInitial Root Token: ' + root
    if lang == 'en':
        return ('vault operator init output', 'Re-initialised the lab Vault:', body, '', keys + [root])
    return ('vault operator init output', '랩 Vault 재초기화 결과', body, '', keys + [root])


@st
def t_minio(lang):
    ak, sk = r(UP, 20), r(AL, 40)
    txt = 'MINIO_ROOT_USER=%s\nMINIO_ROOT_PASSWORD=%s' % (ak, sk)
    if lang == 'en':
        return ('env: MinIO root credentials', 'mc alias set fails after reinstall.', txt + '\nmc alias set local http://127.0.0.1:9000 with those two.', '', [ak, sk])
    return ('env: MinIO root credentials', '재설치 후 mc alias set 실패', txt + '\n이 두 값으로 mc alias set local http://127.0.0.1:9000', '', [ak, sk])


@st
def t_grafana_compose(lang):
    p = any_pw().replace('$', '')
    txt = 'grafana:\n  image: grafana/grafana:11.1.0\n  environment:\n    GF_SECURITY_ADMIN_USER: admin\n    GF_SECURITY_ADMIN_PASSWORD: "%s"' % p.replace('"', '')
    if lang == 'en':
        return ('compose: admin password env', 'docker-compose for the monitoring box.', txt, '', [p.replace('"', '')])
    return ('compose: admin password env', '모니터링 서버 docker-compose', txt, '', [p.replace('"', '')])


@st
def t_keycloak(lang):
    s = r(AL, 32)
    if lang == 'en':
        return ('prose: keycloak client secret', 'OIDC login for the admin app returns unauthorized_client.', 'Client %s in realm acme: regenerated the secret, now %s. Update the app env.' % (pick(SVCS), s), '', [s])
    return ('prose: keycloak client secret', '어드민 앱 OIDC 로그인 unauthorized_client', 'acme 렐름 %s 클라이언트 시크릿 재생성함 새 값 %s 앱 env도 바꿔야 함' % (pick(SVCS), s), '', [s])


@st
def t_redis_conf(lang):
    p = r(AL, 32)
    txt = 'bind 0.0.0.0\nprotected-mode yes\nrequirepass %s\nmaxmemory 2gb' % p
    if lang == 'en':
        return ('config: redis.conf requirepass', 'Redis exposed on 0.0.0.0 in the new VM.', txt, '', [p])
    return ('config: redis.conf requirepass', '새 VM 레디스가 0.0.0.0으로 열려 있음', txt, '', [p])


@st
def t_htpasswd(lang):
    p = any_pw(shell_safe=True)
    cmd = 'htpasswd -bB /etc/nginx/.htpasswd %s %s' % (pick(['staff', 'preview', 'qa']), p)
    if lang == 'en':
        return ('shell: htpasswd -b', 'Preview site behind basic auth.', cmd, '', [p])
    return ('shell: htpasswd -b', '프리뷰 사이트 basic auth 걸기', cmd, '', [p])


@st
def t_rabbit(lang):
    p = any_pw(shell_safe=True)
    cmd = 'rabbitmqctl add_user %s %s && rabbitmqctl set_permissions -p / %s ".*" ".*" ".*"' % ('worker', p, 'worker')
    if lang == 'en':
        return ('shell: rabbitmqctl add_user', 'New consumer user for the queue.', cmd, '', [p])
    return ('shell: rabbitmqctl add_user', '큐 컨슈머용 계정 추가', cmd, '', [p])


@st
def t_ldapsearch(lang):
    p = any_pw(shell_safe=True)
    cmd = "ldapsearch -H ldaps://ad.corp.lan -D 'CN=svc_ldap,OU=Service,DC=corp,DC=lan' -w '%s' -b 'DC=corp,DC=lan' '(sAMAccountName=%s)'" % (p, pick(PEOPLE).replace('.', ''))
    if lang == 'en':
        return ('shell: ldapsearch -w', 'Checking group membership for a locked user.', cmd, '', [p])
    return ('shell: ldapsearch -w', '잠긴 사용자 그룹 확인', cmd, '', [p])


@st
def t_smbclient(lang):
    p = any_pw(shell_safe=True).replace('%', '')
    if len(p) < 8:
        p += r(AL, 4)
    cmd = "smbclient //fs01/finance -U 'CORP\\svc_report%%%s' -c 'ls'" % p
    if lang == 'en':
        return ('shell: smbclient -U user%password', 'File share listing from Linux.', cmd, '', [p])
    return ('shell: smbclient -U user%password', '리눅스에서 파일 공유 목록 확인', cmd, '', [p])


@st
def t_spread_pw(lang):
    p = any_pw()
    u = user()
    if lang == 'en':
        return ('values spread over sentences', 'Bastion access for the DBA: user %s on %s.' % (u, pick(HOSTS)),
                'Password goes in the next prompt. It is %s' % p, 'Move the DBA to SSO?', [p])
    return ('values spread over sentences', 'DBA 배스천 접속 계정 %s, 서버 %s' % (u, pick(HOSTS)),
            '비번은 다음 프롬프트에서 입력. %s' % p, '', [p])


@st
def t_ansible_vault(lang):
    p = pw_passphrase() if R.random() < .5 else pw_random(space=False)
    if lang == 'en':
        return ('prose: ansible vault password', 'ansible-playbook site.yml asks for the vault password on every run.',
                'Create ~/.vault_pass with the content\n%s\nand set vault_password_file in ansible.cfg.' % p, '', [p])
    return ('prose: ansible vault password', 'ansible-playbook 돌릴 때마다 vault 비번 물어봄',
            '~/.vault_pass 파일에\n%s\n넣고 ansible.cfg에 vault_password_file 지정' % p, '', [p])


@st
def t_ssh_passphrase(lang):
    p = pw_passphrase()
    if lang == 'en':
        return ('prose: ssh key passphrase', 'ssh-add asks for the passphrase of the shared deploy key.', 'Passphrase: "%s". Store it in the agent with ssh-add -t 8h.' % p, '', [p])
    return ('prose: ssh key passphrase', '공용 배포 키 ssh-add 시 패스프레이즈 물어봄', '패스프레이즈는 "%s" ssh-add -t 8h로 에이전트에 올려둘 것' % p, '', [p])


@st
def t_kafka_jaas(lang):
    s = r(AL + '+/', 64)
    u = r(UP, 16)
    txt = 'security.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (u, s)
    if lang == 'en':
        return ('config: kafka client.properties', 'kcat/kafka-console-consumer against the managed cluster.', txt, '', [s])
    return ('config: kafka client.properties', '매니지드 카프카 콘솔 컨슈머 접속 설정', txt, '', [s])


@st
def t_elastic_curl(lang):
    p = any_pw(shell_safe=True)
    cmd = "curl -k -u elastic:%s 'https://%s:9200/_cat/indices?v&s=store.size:desc'" % (p, pick(HOSTS))
    if lang == 'en':
        return ('shell: curl -u elastic:password', 'Disk full on the ES cluster; biggest indices?', cmd, '', [p])
    return ('shell: curl -u elastic:password', 'ES 클러스터 디스크 풀, 큰 인덱스 확인', cmd, '', [p])


@st
def t_multi_env(lang):
    a = 'sk-proj-' + r(URLS, 74) + 'T3BlbkFJ' + r(URLS, 74)
    b = 'xoxb-' + r(DIG, 12) + '-' + r(DIG, 13) + '-' + r(AL, 24)
    c = any_pw(shell_safe=True)
    d = 'sk_live_51' + r(AL, 96)
    txt = 'NODE_ENV=production\nOPENAI_API_KEY=%s\nSLACK_BOT_TOKEN=%s\nDB_PASSWORD=%s\nSTRIPE_SECRET_KEY=%s\nLOG_LEVEL=info' % (a, b, c, d)
    if lang == 'en':
        return ('env: .env with several providers', '.env from the retired staging box:', txt, '', [a, b, c, d])
    return ('env: .env with several providers', '폐기한 스테이징 서버 .env', txt, '', [a, b, c, d])


@st
def t_long_jwt_ko_prose(lang):
    t = jwt(long=True)
    if lang == 'en':
        return ('prose: long token in sentence', 'QA needs a token with the admin groups.', 'Minted one valid for 30 days: %s — use it only against staging.' % t, '', [t])
    return ('prose: long token in sentence', 'QA가 어드민 그룹 있는 토큰 필요', '30일짜리 토큰 발급함 %s 스테이징에서만 쓸 것' % t, '', [t])


@st
def t_github_actions_echo(lang):
    p = any_pw(shell_safe=True)
    log = '2025-06-11T03:12:44.1234567Z + echo "DB_PASS=%s" >> $GITHUB_ENV\n2025-06-11T03:12:44.9876543Z + npm run migrate' % p
    if lang == 'en':
        return ('ci log: set -x echo', 'Migration step in Actions log printed this:', log + '\nValue was generated in the step itself so masking did not apply.', 'Use ::add-mask:: for runtime-generated values?', [p])
    return ('ci log: set -x echo', 'Actions 마이그레이션 단계 로그에 찍힘', log + '\n스텝 안에서 생성한 값이라 마스킹이 안 걸림', '런타임 생성 값은 ::add-mask:: 써야 하는지', [p])


@st
def t_ko_spacing(lang):
    p = any_pw()
    lab = pick(['비밀번호', '비번', '패스워드', '암호', 'DB 비번', '계정 비밀번호'])
    part = pick(['은', '는', '', ':', ' :', '='])
    sep = '' if part in ('은', '는') else ' '
    s = '%s%s%s%s' % (lab, part, ' ' if part else ' ', p)
    if lang == 'ko':
        return ('ko prose: label+particle variants', '%s %s 접속 정보 정리' % (pick(HOSTS), pick(['MySQL', 'PostgreSQL', 'MariaDB'])),
                '계정 %s / %s\n%s' % (user(), s, pick(['다음 주 교체 예정', '읽기 전용 계정임', '운영 DB라 조심'])), '', [p])
    return ('prose: "pw" abbreviations', 'Connection info for %s.' % pick(HOSTS), 'user %s, %s %s' % (user(), pick(['pw', 'pwd', 'pass', 'passwd', 'password:']), p), '', [p])


# ---------------------------------------------------------------- clean templates (no credential at all)
CLEAN_T = []


def ct(fn):
    CLEAN_T.append(fn)
    return fn


def sha():
    return r(HEX, 40)


def sha256():
    return hashlib.sha256(r(AL, 20).encode()).hexdigest()


@ct
def c_git_log(lang):
    lines = '\n'.join('%s %s' % (r(HEX, 7), pick(['fix(auth): refresh token before expiry', 'chore: rotate keys doc', 'feat: add password reset email',
                                                   'revert "use new secret manager path"', 'ci: pin actions/checkout to %s' % sha()])) for _ in range(4))
    if lang == 'en':
        return ('git log with SHAs', 'Which commit broke the token refresh on %s?' % pick(['main', 'release/2.14', 'hotfix/login-loop']),
                'git log --oneline:\n%s\nBisected to %s; full sha %s.' % (lines, r(HEX, 7), sha()), 'Run git bisect with the e2e login test next time.')
    return ('git log with SHAs', '%s 브랜치에서 토큰 갱신 깨진 커밋 찾기' % pick(['main', 'release/2.14', 'hotfix/login-loop']),
            'git log --oneline\n%s\nbisect 결과 %s (전체 sha %s)' % (lines, r(HEX, 7), sha()), '다음엔 e2e 로그인 테스트로 바로 bisect')


@ct
def c_digest(lang):
    d = 'sha256:' + sha256()
    img = 'ghcr.io/acme/%s@%s' % (pick(SVCS), d)
    if lang == 'en':
        return ('container digests', 'Rollback target for %s.' % pick(SVCS), 'Pinned image by digest: %s\nPrevious: sha256:%s' % (img, sha256()), '')
    return ('container digests', '%s 롤백 대상 이미지' % pick(SVCS), '다이제스트로 고정: %s\n이전 것: sha256:%s' % (img, sha256()), '')


@ct
def c_uuid_log(lang):
    rid, tid = uuid4(), r(HEX, 32)
    log = '%sT%sZ ERROR [%s] payment failed order_id=ORD-%s request_id=%s trace_id=%s span_id=%s' % (date(), hhmm(), pick(SVCS), r(DIG, 10), rid, tid, r(HEX, 16))
    if lang == 'en':
        return ('log ids (request/trace/order)', 'Customer complaint about a double charge.', log + '\nThe retry used the same idempotency key so only one charge actually went through.', '')
    return ('log ids (request/trace/order)', '고객 이중 결제 문의', log + '\n재시도가 같은 멱등 키를 써서 실제 결제는 1건만 됨', '')


@ct
def c_arn(lang):
    acct = r(DIG, 12)
    a = 'arn:aws:iam::%s:role/%s-deployer' % (acct, pick(SVCS))
    s = 'arn:aws:secretsmanager:ap-northeast-2:%s:secret:%s/db-credentials-%s' % (acct, pick(STAGES), r(AL, 6))
    if lang == 'en':
        return ('AWS ARNs and account id', 'AccessDenied reading the DB secret from the task role.',
                'Task role %s had no secretsmanager:GetSecretValue on %s. Added it via the policy in infra/iam/%s.tf.' % (a, s, pick(SVCS)), 'Does the KMS key policy also need the role?')
    return ('AWS ARNs and account id', '태스크 롤로 DB 시크릿 읽을 때 AccessDenied',
            '%s 롤에 %s 에 대한 secretsmanager:GetSecretValue 권한 없었음. infra/iam 정책에 추가' % (a, s), 'KMS 키 정책에도 롤 추가해야 하는지')


@ct
def c_checksum(lang):
    out = '\n'.join('%s  %s' % (sha256(), f) for f in ['app-%s-linux-amd64.tar.gz' % pick(['1.8.3', '2.0.0-rc1']), 'app-darwin-arm64.tar.gz'])
    if lang == 'en':
        return ('sha256sum output', 'Verifying release artifacts before upload.', out + '\nmd5 of the old one: ' + r(HEX, 32), '')
    return ('sha256sum output', '릴리스 아티팩트 업로드 전 검증', out + '\n예전 파일 md5: ' + r(HEX, 32), '')


@ct
def c_pw_policy(lang):
    n, d, lock = ri(10, 16), pick([60, 90, 180]), ri(3, 10)
    if lang == 'en':
        return ('prose: password policy', 'Security review asked about our password policy for the admin console.',
                'Minimum %d characters, at least one symbol, rotation every %d days, lockout after %d failed attempts for 30 minutes. Passwords are stored as argon2id hashes; never logged.' % (n, d, lock),
                'Does the policy apply to service accounts too?')
    return ('prose: password policy', '보안 점검에서 어드민 콘솔 비밀번호 정책 질문 받음',
            '비밀번호 최소 %d자, 특수문자 1개 이상, %d일마다 변경, %d회 실패 시 30분 잠금. 해시는 argon2id, 로그에는 절대 안 남김' % (n, d, lock),
            '서비스 계정에도 같은 정책 적용되는지?')


@ct
def c_rotation(lang):
    path = 'secret/data/%s/%s' % (pick(STAGES), pick(SVCS))
    if lang == 'en':
        return ('prose: rotation procedure without values', 'Quarterly key rotation for %s.' % pick(SVCS),
                '1) create new key in the console 2) vault kv put %s with the new value 3) rolling restart 4) revoke old key after 24h. Do not paste keys in Slack.' % path,
                'Who approves the revoke step?')
    return ('prose: rotation procedure without values', '%s 분기별 키 교체 절차' % pick(SVCS),
            '1) 콘솔에서 새 키 발급 2) %s 경로에 새 값 저장 3) 롤링 재시작 4) 24시간 후 이전 키 폐기. 키를 슬랙에 붙여넣지 말 것' % path,
            '폐기 단계 승인은 누가?')


@ct
def c_auth_errors(lang):
    err = pick(['FATAL:  password authentication failed for user "%s"' % user(),
                'remote: Support for password authentication was removed on August 13, 2021.',
                'ERROR 1045 (28000): Access denied for user \'%s\'@\'10.0.3.17\' (using password: YES)' % user(),
                'botocore.exceptions.ClientError: An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.',
                'openai.AuthenticationError: Error code: 401 - {\'error\': {\'message\': \'Incorrect API key provided\', \'type\': \'invalid_request_error\', \'code\': \'invalid_api_key\'}}'])
    if lang == 'en':
        return ('error message without value', 'Job failed overnight with:\n' + err,
                'The secret in the runtime env was empty because the External Secrets sync had failed, not wrong.', 'Alert on ExternalSecret SecretSyncedError?')
    return ('error message without value', '밤사이 잡 실패 로그\n' + err,
            '값이 틀린 게 아니라 External Secrets 동기화 실패로 런타임 env가 비어 있었음', 'ExternalSecret SecretSyncedError 알림 걸어둘지')


@ct
def c_templated_config(lang):
    style = pick(['compose', 'gha', 'helm', 'k8s', 'spring', 'tf'])
    if style == 'compose':
        txt = 'environment:\n  DB_PASSWORD: ${DB_PASSWORD:?must be set}\n  REDIS_URL: redis://:${REDIS_PASSWORD}@redis:6379/0'
    elif style == 'gha':
        txt = 'env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  AWS_ROLE_ARN: ${{ vars.DEPLOY_ROLE_ARN }}\n  SLACK_WEBHOOK_URL: ${{ secrets.SLACK_WEBHOOK_URL }}'
    elif style == 'helm':
        txt = 'apiKey: {{ .Values.openai.apiKey | quote }}\npassword: {{ required "db.password is required" .Values.db.password }}'
    elif style == 'k8s':
        txt = 'env:\n- name: STRIPE_SECRET_KEY\n  valueFrom:\n    secretKeyRef:\n      name: stripe\n      key: secret-key'
    elif style == 'spring':
        txt = 'spring.datasource.password=${DB_PASSWORD}\napp.jwt.secret=${JWT_SECRET:}\nmanagement.endpoint.env.keys-to-sanitize=password,secret,key,token'
    else:
        txt = 'resource "aws_db_instance" "main" {\n  username = "app"\n  manage_master_user_password = true\n  password = var.db_password # sensitive\n}'
    if lang == 'en':
        return ('templated config (%s)' % style, 'Where does %s get its credentials?' % pick(SVCS), 'From the environment / secret store only:\n' + txt, 'Is the secret also set in the staging environment?')
    return ('templated config (%s)' % style, '%s는 인증 정보를 어디서 가져오나?' % pick(SVCS), '환경변수/시크릿 스토어에서만 읽음\n' + txt, '스테이징 환경에도 시크릿 등록돼 있는지')


@ct
def c_sql_handling(lang):
    sql = pick(["UPDATE users SET password_hash = crypt($1, gen_salt('bf', 12)), password_changed_at = now() WHERE id = $2;",
                'SELECT id, email FROM users WHERE password_reset_token_expires_at < now() - interval \'1 day\';',
                'ALTER TABLE api_keys ADD COLUMN key_prefix varchar(8) NOT NULL, ADD COLUMN key_hash bytea NOT NULL;',
                'CREATE INDEX CONCURRENTLY idx_sessions_user_id ON sessions(user_id) WHERE revoked_at IS NULL;'])
    if lang == 'en':
        return ('sql handling credentials (no value)', 'Migration for the credential tables.', sql + '\nWe only store the hash and the first 8 chars as a display prefix.', '')
    return ('sql handling credentials (no value)', '인증정보 테이블 마이그레이션', sql + '\n해시랑 화면 표시용 앞 8자리 prefix만 저장함', '')


@ct
def c_code_env(lang):
    code = pick(['api_key = os.environ["ANTHROPIC_API_KEY"]\nclient = anthropic.Anthropic(api_key=api_key)',
                 'const token = process.env.GITHUB_TOKEN ?? core.getInput("github-token", { required: true });',
                 'password := os.Getenv("PGPASSWORD")\nif password == "" {\n\tlog.Fatal("PGPASSWORD not set")\n}',
                 'val secret = System.getenv("JWT_SECRET") ?: error("JWT_SECRET missing")',
                 '$apiKey = $env:AZURE_OPENAI_API_KEY\nif (-not $apiKey) { throw "missing key" }',
                 "token = Rails.application.credentials.dig(:slack, :bot_token)"])
    if lang == 'en':
        return ('code reading secret from env', 'Startup crash when the key is missing gave a confusing error.', 'Now fail fast:\n' + code, '')
    return ('code reading secret from env', '키 없을 때 기동 에러 메시지가 헷갈렸음', '이제 바로 실패하게 바꿈\n' + code, '')


@ct
def c_placeholders(lang):
    txt = pick(['OPENAI_API_KEY=<your-openai-key>\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\nDB_PASSWORD=changeme-in-real-env',
                'AWS_ACCESS_KEY_ID=AKIAXXXXXXXXXXXXXXXX\nAWS_SECRET_ACCESS_KEY=YOUR_SECRET_ACCESS_KEY_HERE',
                'export GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX  # replace with your own',
                'slack:\n  webhook_url: https://hooks.slack.com/services/TXXXXXXXX/BXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX',
                'password: "********"\napi_key: "<redacted>"\ntoken: "${TOKEN}"'])
    if lang == 'en':
        return ('placeholder values (.env.example)', 'New hires copy .env.example and get confused.', '.env.example content (placeholders only):\n' + txt, 'Add a check that refuses to start with placeholder values?')
    return ('placeholder values (.env.example)', '신규 입사자가 .env.example 복사하고 헷갈려함', '.env.example 내용 (전부 자리표시자)\n' + txt, '자리표시자 값이면 기동 거부하게 할지')


@ct
def c_masked(lang):
    m = pick(['sk-proj-...%s' % r(AL, 4), 'ghp_****************************%s' % r(AL, 4), 'AKIA************%s' % r(UP, 4),
              'xoxb-****-****-%s' % ('*' * 8), '••••••••%s' % r(AL, 4)])
    if lang == 'en':
        return ('masked key in UI', 'Which key is the prod worker using?', 'Console shows %s (last used %s). Matches the one labelled "%s-prod" in the vendor dashboard.' % (m, date(), pick(SVCS)), '')
    return ('masked key in UI', '운영 워커가 어떤 키 쓰는지', '콘솔에 %s 로 표시 (마지막 사용 %s). 대시보드의 "%s-prod" 키와 일치' % (m, kdate(), pick(SVCS)), '')


@ct
def c_ssh_pub(lang):
    k = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI' + r(B64, 43) + ' ' + pick(PEOPLE) + '@laptop'
    fp = 'SHA256:' + r(B64, 43)
    if lang == 'en':
        return ('public key + fingerprint', 'Adding my key to the bastion authorized_keys.', 'Public key: %s\nFingerprint %s' % (k, fp), 'Is authorized_keys managed by ansible (will it be overwritten)?')
    return ('public key + fingerprint', '배스천 authorized_keys에 내 키 등록', '공개키 %s\n지문 %s' % (k, fp), 'ansible이 authorized_keys 덮어쓰는지')


@ct
def c_gpg(lang):
    fp = ' '.join(r(HEXU, 4) for _ in range(10))
    if lang == 'en':
        return ('GPG fingerprint', 'Release signing key changed.', 'New key fingerprint: %s (rsa4096, expires 2027-01-01). Long id %s.' % (fp, r(HEXU, 16)), '')
    return ('GPG fingerprint', '릴리스 서명 키 변경됨', '새 키 지문 %s (rsa4096, 2027-01-01 만료), long id %s' % (fp, r(HEXU, 16)), '')


@ct
def c_tls_fp(lang):
    fp = ':'.join(r(HEXU, 2) for _ in range(32))
    if lang == 'en':
        return ('TLS certificate fingerprint', 'Pinning mismatch on the Android app after cert renewal.', 'New leaf SHA-256 fingerprint %s; serial %s. Pin the intermediate instead.' % (fp, r(HEX, 32)), '')
    return ('TLS certificate fingerprint', '인증서 갱신 후 안드로이드 앱 피닝 불일치', '새 리프 인증서 SHA-256 지문 %s, 시리얼 %s. 중간 인증서로 피닝하도록 변경' % (fp, r(HEX, 32)), '')


@ct
def c_b64_data(lang):
    data = pick(['{"env":"staging","region":"ap-northeast-2","replicas":3}', 'feature_flags=new_checkout,fast_search', 'hello from the config map',
                 '#!/bin/sh\necho starting worker\nexec python -m worker'])
    enc = b64(data)
    if lang == 'en':
        return ('base64 of non-secret data', 'What is in the ConfigMap binaryData?', 'Decoded %s -> %r. Nothing sensitive, just bootstrap config.' % (enc, data), '')
    return ('base64 of non-secret data', 'ConfigMap binaryData 내용 확인', '%s 디코딩하면 %r. 민감한 값 없음' % (enc, data), '')


@ct
def c_ko_numbers(lang):
    if lang == 'ko':
        t = pick(['액세스 토큰 만료 %d분, 리프레시 토큰 %d일로 조정' % (ri(5, 60), ri(7, 30)),
                  '비밀번호 %d회 연속 실패 시 계정 %d분 잠금' % (ri(3, 10), ri(10, 60)),
                  'RSA 키 길이 2048비트 → 4096비트로 상향, %d년 %d월부터 적용' % (ri(2025, 2026), ri(1, 12)),
                  'API 키 발급 한도 계정당 %d개, 초당 요청 %d건' % (ri(3, 20), ri(10, 500)),
                  '인증키 유효기간 %d일, 만료 %d일 전 메일 알림' % (ri(90, 730), ri(7, 30))])
        return ('ko prose numbers near 비밀번호/키/토큰', '보안 설정 변경 내역 정리', t + '. 변경 티켓 SEC-%d' % ri(100, 999), '고객 공지 필요한지?')
    return ('prose numbers near password/key/token', 'Security settings changelog.', 'Access token TTL %d min, refresh token %d days, password history %d, key size 4096 bits. Ticket SEC-%d.' % (ri(5, 60), ri(7, 30), ri(3, 24), ri(100, 999)), '')


@ct
def c_versions(lang):
    pk = pick(['@aws-sdk/client-secrets-manager@3.%d.0' % ri(500, 700), 'python-jose==3.%d.0' % ri(1, 4), 'golang.org/x/oauth2 v0.%d.0' % ri(10, 25),
               'com.nimbusds:nimbus-jose-jwt:9.%d' % ri(30, 45), 'next-auth@5.0.0-beta.%d' % ri(15, 30)])
    if lang == 'en':
        return ('versions and package names', 'Token refresh broke after dependency bump.', 'Culprit: %s (build #%d, %s). Pinned back to previous minor.' % (pk, ri(1000, 9999), 'v%d.%d.%d' % (ri(1, 5), ri(0, 30), ri(0, 9))), '')
    return ('versions and package names', '의존성 업데이트 후 토큰 갱신 깨짐', '원인 %s (빌드 #%d). 이전 마이너로 고정' % (pk, ri(1000, 9999)), '')


@ct
def c_flags(lang):
    fl = pick(['enable-new-checkout-flow-v2', 'ENABLE_PASSWORD_RESET_V2', 'use_vault_for_api_keys', 'tokenRotationEnabledForTenants', 'kill-switch.legacy-basic-auth'])
    if lang == 'en':
        return ('feature flag names', 'Rollout status for %s.' % fl, '%s is at 25%% in prod, 100%% in staging; segment beta-testers-%s.' % (fl, r(LD, 6)), 'When do we remove the flag?')
    return ('feature flag names', '%s 롤아웃 상태' % fl, '운영 25%%, 스테이징 100%%. 대상 세그먼트 beta-testers-%s' % r(LD, 6), '플래그 언제 제거?')


@ct
def c_long_names(lang):
    n = pick(['createApiKeyRotationScheduleForTenantWithGracePeriod', 'validate_refresh_token_and_issue_new_access_token',
              'password-reset-token-cleanup-cronjob-28950120', 'AuthTokenIntrospectionCacheInvalidationListener', 'SECRETS_MANAGER_ROTATION_LAMBDA_ARN_OVERRIDE'])
    if lang == 'en':
        return ('long identifiers', 'Where is the rotation logic?', 'In %s (src/%s/%s.ts), called from the nightly job.' % (n, pick(['auth', 'keys']), n), '')
    return ('long identifiers', '키 교체 로직 위치', '%s 에 있음 (src/%s/%s.ts), 야간 잡에서 호출' % (n, pick(['auth', 'keys']), n), '')


@ct
def c_paths_hosts(lang):
    p = pick(['/etc/ssl/private/server.key', '~/.aws/credentials', '/run/secrets/db_password', '/var/lib/jenkins/secrets/initialAdminPassword', 'C:\\ProgramData\\ssh\\administrators_authorized_keys'])
    if lang == 'en':
        return ('file paths of secret files (no content)', 'Permission denied reading the secret file on %s.' % pick(HOSTS), 'File %s must be 0600 and owned by the service user; fixed with chown/chmod, did not open it.' % p, '')
    return ('file paths of secret files (no content)', '%s에서 시크릿 파일 읽기 권한 오류' % pick(HOSTS), '%s 파일은 0600, 서비스 계정 소유여야 함. chown/chmod로 해결 (내용은 안 봄)' % p, '')


@ct
def c_cli_flags(lang):
    if lang == 'en':
        return ('CLI flags explained in prose', 'Which flags avoid putting passwords on the command line?',
                'mysql: use -p with no value (prompts) or --login-path; docker login: --password-stdin; psql: PGPASSFILE; curl: --netrc-file; gh: reads GH_TOKEN from env. Anything after -p shows up in ps and shell history.', '')
    return ('CLI flags explained in prose', '비번을 커맨드라인에 안 남기는 옵션 정리',
            'mysql은 -p만 주면 프롬프트, docker login은 --password-stdin, psql은 PGPASSFILE, curl은 --netrc-file. -p 뒤에 값 붙이면 ps랑 히스토리에 남음', '')


@ct
def c_stripe_ids(lang):
    ids = 'pi_%s, cus_%s, ch_%s, evt_%s' % (r(AL, 24), r(AL, 14), r(AL, 24), r(AL, 24))
    if lang == 'en':
        return ('payment object ids', 'Refund not reflected in our ledger.', 'Objects: %s. The webhook for charge.refunded arrived before the ledger row existed.' % ids, '')
    return ('payment object ids', '환불이 원장에 반영 안 됨', '관련 객체 %s. charge.refunded 웹훅이 원장 행 생성보다 먼저 도착' % ids, '')


@ct
def c_toss_ids(lang):
    pk = 'tgen_%s%s' % (r(DIG, 14), r(AL, 8))
    oid = 'order_%s' % r(LD, 20)
    if lang == 'ko':
        return ('Korean payment ids', '토스 결제 승인 실패 문의 (주문번호 %s)' % oid, 'paymentKey %s, 승인번호 %s, 금액 %s원. 카드사 한도 초과로 실패' % (pk, r(DIG, 8), format(ri(1000, 900000), ',')), '')
    return ('payment ids', 'Payment approval failed for order %s.' % oid, 'paymentKey %s, approval no %s, amount KRW %d. Card limit exceeded.' % (pk, r(DIG, 8), ri(1000, 900000)), '')


@ct
def c_cloud_ids(lang):
    ids = 'i-%s, vpc-%s, sg-%s, subnet-%s, ami-%s' % (r(HEX, 17), r(HEX, 17), r(HEX, 17), r(HEX, 17), r(HEX, 17))
    if lang == 'en':
        return ('cloud resource ids', 'Instance cannot reach RDS.', 'Resources: %s. SG did not allow 5432 from the app SG.' % ids, '')
    return ('cloud resource ids', '인스턴스에서 RDS 접속 안 됨', '리소스 %s. 앱 SG에서 5432 허용 안 되어 있었음' % ids, '')


@ct
def c_azure_ids(lang):
    sub = uuid4()
    rid = '/subscriptions/%s/resourceGroups/rg-%s/providers/Microsoft.KeyVault/vaults/kv-%s-%s' % (sub, pick(STAGES), pick(WORDS), pick(STAGES))
    if lang == 'en':
        return ('Azure resource ids / tenant guid', 'Key Vault access denied from the function app.', 'Vault %s, tenant %s, managed identity object id %s. Needed the "Key Vault Secrets User" role.' % (rid, uuid4(), uuid4()), '')
    return ('Azure resource ids / tenant guid', '펑션 앱에서 Key Vault 접근 거부', '볼트 %s, 테넌트 %s, 관리 ID 오브젝트 %s. Key Vault Secrets User 역할 필요했음' % (rid, uuid4(), uuid4()), '')


@ct
def c_traceparent(lang):
    tp = '00-%s-%s-01' % (r(HEX, 32), r(HEX, 16))
    if lang == 'en':
        return ('traceparent header', 'Trace is broken between gateway and %s.' % pick(SVCS), 'Incoming traceparent: %s, but the service starts a new trace id %s. Propagator not configured.' % (tp, r(HEX, 32)), '')
    return ('traceparent header', '게이트웨이와 %s 사이 트레이스 끊김' % pick(SVCS), '들어온 traceparent %s 인데 서비스가 새 trace id %s 생성. 프로파게이터 설정 누락' % (tp, r(HEX, 32)), '')


@ct
def c_integrity(lang):
    integ = 'sha512-' + r(B64, 86) + '=='
    if lang == 'en':
        return ('lockfile integrity hash', 'npm ci fails with EINTEGRITY.', 'package-lock entry for jsonwebtoken has integrity %s; the registry mirror served a different tarball. Cleared the mirror cache.' % integ, '')
    return ('lockfile integrity hash', 'npm ci 에서 EINTEGRITY', 'package-lock의 jsonwebtoken integrity %s 와 미러 tarball 불일치. 미러 캐시 비움' % integ, '')


@ct
def c_gosum(lang):
    h = 'h1:' + r(B64, 43) + '='
    if lang == 'en':
        return ('go.sum hash', 'checksum mismatch for golang.org/x/crypto.', 'go.sum has %s; GOFLAGS=-mod=mod and GONOSUMDB were set wrong in CI.' % h, '')
    return ('go.sum hash', 'golang.org/x/crypto 체크섬 불일치', 'go.sum 값 %s. CI의 GONOSUMDB 설정이 잘못됨' % h, '')


@ct
def c_tf_sensitive(lang):
    out = '  ~ resource "aws_secretsmanager_secret_version" "db" {\n      ~ secret_string = (sensitive value)\n        id            = "arn:aws:secretsmanager:ap-northeast-2:%s:secret:prod/db-%s|%s"\n    }' % (r(DIG, 12), r(AL, 6), uuid4())
    if lang == 'en':
        return ('terraform plan (sensitive value)', 'Why does every plan show a diff on the DB secret?', out + '\nThe rotation lambda changes it; add lifecycle ignore_changes.', '')
    return ('terraform plan (sensitive value)', '매번 plan에서 DB 시크릿 변경이 잡힘', out + '\n로테이션 람다가 바꾸는 것. lifecycle ignore_changes 추가', '')


@ct
def c_describe_secret(lang):
    j = '{\n  "Name": "prod/%s/api",\n  "VersionIdsToStages": {"%s": ["AWSCURRENT"], "%s": ["AWSPREVIOUS"]},\n  "LastRotatedDate": "%sT00:00:00Z"\n}' % (pick(SVCS), uuid4(), uuid4(), date())
    if lang == 'en':
        return ('describe-secret metadata only', 'Did the rotation actually run?', 'aws secretsmanager describe-secret output:\n' + j, '')
    return ('describe-secret metadata only', '로테이션이 실제로 돌았는지 확인', 'describe-secret 결과\n' + j, '')


@ct
def c_sentry_ids(lang):
    if lang == 'en':
        return ('event ids (hex32)', 'User reported crash on login.', 'Sentry event %s, issue %s-%s, release %s.' % (r(HEX, 32), pick(SVCS).upper(), r(UP, 3), r(HEX, 12)), '')
    return ('event ids (hex32)', '로그인 시 크래시 제보', '센트리 이벤트 %s, 이슈 %s-%s, 릴리스 %s' % (r(HEX, 32), pick(SVCS).upper(), r(UP, 3), r(HEX, 12)), '')


@ct
def c_oauth_client_id(lang):
    cid = '%s-%s.apps.googleusercontent.com' % (r(DIG, 12), r(LD, 32))
    if lang == 'en':
        return ('OAuth client id (public)', 'Google sign-in redirect_uri_mismatch.', 'Client id %s; added https://%s/auth/callback to the authorised redirect URIs. Client secret stays in Secret Manager.' % (cid, pick(HOSTS)), '')
    return ('OAuth client id (public)', '구글 로그인 redirect_uri_mismatch', '클라이언트 ID %s 에 콜백 URL 추가함. 클라이언트 시크릿은 Secret Manager에 그대로' % cid, '')


@ct
def c_twilio_sid(lang):
    sid = 'AC' + r(HEX, 32)
    if lang == 'en':
        return ('Twilio account SID (identifier)', 'SMS not delivered to Korean numbers.', 'Account %s, messaging service MG%s. Sender id not registered for KR.' % (sid, r(HEX, 32)), '')
    return ('Twilio account SID (identifier)', '한국 번호로 SMS 미발송', '계정 %s, 메시징 서비스 MG%s. KR 발신번호 미등록' % (sid, r(HEX, 32)), '')


@ct
def c_k8s_names(lang):
    pod = '%s-%s-%s' % (pick(SVCS), r(LD, 10), r(LD, 5))
    if lang == 'en':
        return ('k8s pod names and resourceVersion', 'Pod restart loop.', 'Pod %s, resourceVersion %d, uid %s. OOMKilled at 512Mi.' % (pod, ri(10 ** 6, 10 ** 8), uuid4()), '')
    return ('k8s pod names and resourceVersion', '파드 재시작 반복', '파드 %s, resourceVersion %d, uid %s. 512Mi에서 OOMKilled' % (pod, ri(10 ** 6, 10 ** 8), uuid4()), '')


@ct
def c_regex(lang):
    rx = pick([r'AKIA[0-9A-Z]{16}', r'ghp_[A-Za-z0-9]{36}', r'sk-ant-api03-[\w-]{93}AA', r'xox[baprs]-[0-9A-Za-z-]{10,}', r'-----BEGIN [A-Z ]*PRIVATE KEY-----'])
    if lang == 'en':
        return ('detection regex (no value)', 'Writing a gitleaks custom rule.', 'Pattern: %s with entropy >= 3.5; allowlist tests/fixtures/.' % rx, '')
    return ('detection regex (no value)', 'gitleaks 커스텀 룰 작성', '패턴 %s, 엔트로피 3.5 이상, tests/fixtures/ 는 예외' % rx, '')


@ct
def c_cert_pem(lang):
    body = '\n'.join(r(B64, 64) for _ in range(4))
    pem = '-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIU%s\n%s\n-----END CERTIFICATE-----' % (r(B64, 44), body)
    if lang == 'en':
        return ('public certificate PEM', 'Corporate root CA for the proxy (public cert, safe to share):', pem, '')
    return ('public certificate PEM', '프록시용 사내 루트 CA 인증서 (공개 인증서, 공유 가능)', pem, '')


@ct
def c_pubkey_pem(lang):
    body = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA' + r(B64, 20) + '\n' + '\n'.join(r(B64, 64) for _ in range(4)) + '\n' + r(B64, 6) + 'IDAQAB'
    if lang == 'en':
        return ('public key PEM (JWT verify)', 'JWT verification key for the gateway.', '-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----\nFetched from the JWKS endpoint, kid %s.' % (body, r(LD, 16)), '')
    return ('public key PEM (JWT verify)', '게이트웨이 JWT 검증용 공개키', '-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----\nJWKS에서 받은 것, kid %s' % (body, r(LD, 16)), '')


@ct
def c_wg_pub(lang):
    if lang == 'en':
        return ('WireGuard public key only', 'Peer config for the new office.', '[Peer]\nPublicKey = %s\nAllowedIPs = 10.9.0.0/24\nEndpoint = 203.0.113.%d:51820\nPrivate key never leaves the router.' % (r(B64, 43) + '=', ri(1, 254)), '')
    return ('WireGuard public key only', '신규 사무실 피어 설정', '[Peer]\nPublicKey = %s\nAllowedIPs = 10.9.0.0/24\n개인키는 라우터 밖으로 안 나감' % (r(B64, 43) + '='), '')


@ct
def c_where_stored(lang):
    if lang == 'en':
        return ('prose: where a secret is stored', 'Where is the prod DB password?',
                'In AWS Secrets Manager under prod/%s/db, rotated by Lambda every 30 days. Apps read it at startup; nobody should copy it into .env.' % pick(SVCS), 'Who has GetSecretValue on prod?')
    return ('prose: where a secret is stored', '운영 DB 비밀번호 어디 있어요?',
            '운영 DB 비밀번호는 Vault secret/prod/%s/db 경로에 있음. 30일마다 자동 교체, 앱은 기동 시 읽음. .env에 복사 금지' % pick(SVCS), '운영 경로 읽기 권한 누가 있는지')


@ct
def c_ko_token_prose(lang):
    if lang == 'ko':
        return ('ko prose about token format (prefix only)', 'GitHub 토큰 형식 정리',
                '클래식 토큰은 ghp_ 로 시작하고 40자, 세분화 토큰은 github_pat_ 로 시작. 만료 기간 최대 1년, 조직 정책상 90일', '세분화 토큰으로 전부 바꿀지')
    return ('prose about token format (prefix only)', 'GitHub token formats.', 'Classic tokens start with ghp_ (40 chars total); fine-grained with github_pat_. Org policy caps lifetime at 90 days.', '')


@ct
def c_http_401(lang):
    resp = 'HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer realm="api", error="invalid_token", error_description="The access token expired"\nX-Request-Id: %s\nContent-Type: application/json\n\n{"error":"invalid_token"}' % uuid4()
    if lang == 'en':
        return ('HTTP 401 response', 'Mobile users logged out randomly.', resp + '\nClock skew on the device; allow 60s leeway.', '')
    return ('HTTP 401 response', '모바일 사용자 랜덤 로그아웃', resp + '\n기기 시간 오차. 60초 여유 허용', '')


@ct
def c_docker_stdin(lang):
    cmd = 'echo "$CR_PAT" | docker login ghcr.io -u %s --password-stdin' % pick(PEOPLE).replace('.', '')
    if lang == 'en':
        return ('command with secret from variable', 'Proper way to log in to GHCR from CI.', cmd + '\nCR_PAT comes from the repo secret.', '')
    return ('command with secret from variable', 'CI에서 GHCR 로그인 올바른 방법', cmd + '\nCR_PAT는 레포 시크릿에서 주입', '')


@ct
def c_env_refs(lang):
    refs = pick(['%DB_PASSWORD%', '$env:DB_PASSWORD', '${env:API_KEY}', '#{ApiKey}', "<%= ENV['SMTP_PASSWORD'] %>", '{{ vault "secret/data/app#password" }}', '$(cat /run/secrets/api_token)'])
    if lang == 'en':
        return ('env-var reference syntax', 'Config value was passed literally instead of expanded.', 'The string %s showed up in the error message verbatim, meaning the template engine did not run on that file.' % refs, '')
    return ('env-var reference syntax', '설정값이 치환 안 되고 그대로 들어감', '에러 메시지에 %s 가 그대로 찍힘 → 그 파일은 템플릿 엔진을 안 거침' % refs, '')


@ct
def c_build_ci(lang):
    if lang == 'en':
        return ('CI log without secrets', 'Build #%d failed on %s.' % (ri(1000, 9999), pick(['main', 'feat/oauth-pkce', 'release/3.2'])),
                'Step "Configure AWS credentials" -> Assuming role with OIDC; role session name GitHubActions-%d; masked values shown as ***. Failure was later in unit tests.' % ri(10 ** 9, 10 ** 10), '')
    return ('CI log without secrets', '빌드 #%d 실패 (%s)' % (ri(1000, 9999), pick(['main', 'feat/oauth-pkce', 'release/3.2'])),
            'Configure AWS credentials 단계는 OIDC로 role 가정 성공, 세션 이름 GitHubActions-%d, 값은 *** 로 마스킹. 실패는 유닛 테스트' % ri(10 ** 9, 10 ** 10), '')


@ct
def c_aws_docs_example(lang):
    if lang == 'en':
        return ('AWS documentation example key', 'Unit test fixture for the credentials parser.', 'Using the AWS docs example pair AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in tests/fixtures/credentials; these are AWS\'s published examples, not real.', '')
    return ('AWS documentation example key', '자격증명 파서 유닛 테스트 픽스처', 'AWS 문서의 예제 값 AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY 사용 (공식 예시, 실제 키 아님)', '')


@ct
def c_hostnames(lang):
    hs = ', '.join('%s-%s-%d.%s' % (pick(['pg', 'redis', 'kafka', 'es']), pick(STAGES), ri(1, 9), pick(['internal', 'svc.cluster.local', 'acme.io'])) for _ in range(3))
    if lang == 'en':
        return ('hostnames', 'DNS migration checklist.', 'Hosts to update: %s. TTL 300 before cut-over.' % hs, '')
    return ('hostnames', 'DNS 이전 체크리스트', '변경 대상 %s. 전환 전 TTL 300' % hs, '')


@ct
def c_jwt_header(lang):
    h = b64u('{"alg":"RS256","typ":"JWT","kid":"%s"}' % r(LD, 12))
    if lang == 'en':
        return ('JWT header segment only', 'Which signing key did the token use?', 'Header segment %s decodes to alg RS256 with the kid above; payload/signature not copied here.' % h, '')
    return ('JWT header segment only', '토큰이 어떤 서명 키 썼는지', '헤더 부분 %s 디코딩하면 RS256 + kid. 페이로드/서명은 안 옮김' % h, '')


@ct
def c_ko_release(lang):
    if lang == 'ko':
        return ('ko release note', '릴리스 %d.%d.%d 배포 정리' % (ri(1, 4), ri(0, 20), ri(0, 9)),
                '변경: 로그인 실패 횟수 제한, 토큰 재발급 API 응답 %dms → %dms, 비밀번호 찾기 메일 템플릿 수정. 배포 %s %s, 커밋 %s' % (ri(200, 800), ri(30, 190), kdate(), hhmm()[:5], r(HEX, 12)),
                '롤백 기준?')
    return ('release note', 'Release %d.%d.%d notes.' % (ri(1, 4), ri(0, 20), ri(0, 9)), 'Login throttling, token refresh p95 %dms -> %dms, password reset template. Commit %s.' % (ri(200, 800), ri(30, 190), r(HEX, 12)), '')


@ct
def c_s3_etag(lang):
    if lang == 'en':
        return ('S3 ETag / version ids', 'Backup object looks corrupted.', 'ETag "%s-%d", VersionId %s, size %d bytes. Multipart ETag is not an md5 of the file.' % (r(HEX, 32), ri(2, 40), r(URLS, 32), ri(10 ** 6, 10 ** 9)), '')
    return ('S3 ETag / version ids', '백업 오브젝트 손상 의심', 'ETag "%s-%d", VersionId %s, 크기 %d 바이트. 멀티파트 ETag는 md5 아님' % (r(HEX, 32), ri(2, 40), r(URLS, 32), ri(10 ** 6, 10 ** 9)), '')


@ct
def c_lfs(lang):
    if lang == 'en':
        return ('git LFS pointer', 'Model file in repo is only 130 bytes.', 'It is an LFS pointer:\nversion https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d\nRun git lfs pull.' % (sha256(), ri(10 ** 6, 10 ** 9)), '')
    return ('git LFS pointer', '레포의 모델 파일이 130바이트밖에 안 됨', 'LFS 포인터임\nversion https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d\ngit lfs pull 필요' % (sha256(), ri(10 ** 6, 10 ** 9)), '')


@ct
def c_vault_policy(lang):
    pol = 'path "secret/data/%s/*" {\n  capabilities = ["read", "list"]\n}' % pick(SVCS)
    if lang == 'en':
        return ('vault policy HCL', 'App role cannot read its secrets.', pol + '\nThe KV v2 mount needs data/ in the path.', '')
    return ('vault policy HCL', '앱 롤이 시크릿을 못 읽음', pol + '\nKV v2는 경로에 data/ 들어가야 함', '')


@ct
def c_korean_bizinfo(lang):
    if lang == 'ko':
        return ('ko business ids', 'PG 가맹점 등록 정보 확인', '가맹점 ID %s, 사업자번호 %d-%d-%d, 정산 계좌는 재무팀 관리. MID와 API 키는 다른 값임 (키는 콘솔에서만 확인)' % (r(LD, 10), ri(100, 999), ri(10, 99), ri(10000, 99999)), '')
    return ('merchant ids', 'PG merchant registration.', 'Merchant id %s; MID is not the API key, which is only visible in the console.' % r(LD, 10), '')


@ct
def c_session_prose(lang):
    if lang == 'en':
        return ('prose about cookies/sessions (no value)', 'Users stay logged in after password change.',
                'Sessions are not revoked on password change. Added revoke of all session ids for the user and rotated the cookie signing key via the key ring (old key kept for verify only).', '')
    return ('prose about cookies/sessions (no value)', '비밀번호 바꿔도 기존 로그인 유지됨',
            '비밀번호 변경 시 세션을 폐기 안 하고 있었음. 해당 사용자 세션 전부 폐기하고 쿠키 서명 키는 키링으로 교체 (이전 키는 검증용으로만 유지)', '')


@ct
def c_webhook_config(lang):
    if lang == 'en':
        return ('webhook setup without secret', 'Stripe webhook signature verification fails locally.', 'Use `stripe listen --forward-to localhost:8000/webhooks/stripe`; it prints its own signing secret that must go into STRIPE_WEBHOOK_SECRET for the local run (not the dashboard one).', '')
    return ('webhook setup without secret', '로컬에서 스트라이프 웹훅 서명 검증 실패', '`stripe listen --forward-to localhost:8000/webhooks/stripe` 쓰면 별도 서명 시크릿을 출력함. 로컬에선 그 값을 STRIPE_WEBHOOK_SECRET에 넣어야 함 (대시보드 값 아님)', '')


@ct
def c_mixed_numbers(lang):
    if lang == 'ko':
        return ('ko ops numbers', '%s 장애 회고' % kdate(), '오류율 %d.%d%%, 영향 사용자 %s명, 지속 %d분. 원인은 토큰 캐시 TTL %d초 설정 실수. 재발 방지: 설정 리뷰 체크리스트 추가' % (ri(1, 30), ri(0, 9), format(ri(100, 90000), ','), ri(5, 120), ri(1, 60)), '')
    return ('ops numbers', 'Incident review.', 'Error rate %d.%d%%, %d users, %d min. Cause: token cache TTL set to %ds by mistake.' % (ri(1, 30), ri(0, 9), ri(100, 90000), ri(5, 120), ri(1, 60)), '')


@ct
def c_semver_branch(lang):
    b = pick(['feature/JIRA-%d-rotate-api-keys' % ri(100, 9999), 'fix/password-reset-token-expiry', 'chore/bump-jwt-lib-to-9.%d' % ri(30, 40), 'hotfix/secret-manager-timeout'])
    if lang == 'en':
        return ('branch names', 'Which branch has the fix?', '%s, merged into release/%d.%d as %s.' % (b, ri(1, 5), ri(0, 20), sha()), '')
    return ('branch names', '수정이 어느 브랜치에 있나', '%s 브랜치, release/%d.%d에 %s 로 머지' % (b, ri(1, 5), ri(0, 20), sha()), '')


@ct
def c_kubectl_get_secret(lang):
    out = 'NAME              TYPE                             DATA   AGE\n%s-db   Opaque                           3      %dd\nregcred           kubernetes.io/dockerconfigjson   1      %dd' % (pick(SVCS), ri(2, 400), ri(2, 400))
    if lang == 'en':
        return ('kubectl get secrets listing (no data)', 'Is the DB secret present in the namespace?', out + '\nYes; key names checked with describe, values not printed.', '')
    return ('kubectl get secrets listing (no data)', '네임스페이스에 DB 시크릿 있는지', out + '\n있음. describe로 키 이름만 확인, 값은 안 봄', '')


# ---------------------------------------------------------------- assembly and checks
LIMITS = {'missing_context': 1024, 'lesson': 1024, 'ask_next_time': 512}


def perfect_redact(text, secrets):
    for s in sorted(set(secrets), key=len, reverse=True):
        text = text.replace(s, '[REDACTED]')
    return text


def valid(fields, secrets):
    if not fields['missing_context']:
        return False
    for k, lim in LIMITS.items():
        if len(fields[k].encode('utf-8')) > lim:
            return False
    allt = '\n'.join(fields.values())
    for s in secrets:
        if len(s) < 8 or s not in allt:
            return False
    for v in fields.values():
        red = perfect_redact(v, secrets)
        for s in secrets:
            for i in range(len(s) - 7):
                if s[i:i + 8] in red:
                    return False
    return True


def has_hangul(t):
    return any('\uac00' <= ch <= '\ud7a3' for ch in t)


def make_vendor_note(v, lang):
    cs = v['fn']()
    blob = None
    mode = R.random()
    res = None
    if mode < .55:
        sp = pick(SPECIAL)
        out = sp(v, cs, lang)
        if out is not None:
            if isinstance(out[1], (str, type(None))) and isinstance(out[0], tuple):
                res, blob = out
            else:
                res = out
            cat = 'vendor %s [%s]' % (res[0], v['name'])
    if res is None:
        fr = pick(KV_FRAMES)
        fk = pick(sorted(FORMATS))
        snip = FORMATS[fk](v, cs)
        res = fr(v, snip, lang)
        cat = 'vendor %s/%s [%s]' % (res[0], fk, v['name'])
    _, mc, le, ask = res
    fields = {'missing_context': mc, 'lesson': le, 'ask_next_time': ask}
    allt = '\n'.join(fields.values())
    cand = [s for c in cs for s in c.secrets] + ([blob] if blob else [])
    secrets = []
    for s in cand:
        if s in allt and s not in secrets:
            secrets.append(s)
    return cat, fields, secrets


def build():
    notes = []

    def add(kind, lang, cat, fields, secrets):
        notes.append({'lang': lang, 'kind': kind, 'category': cat, 'fields': fields, 'secrets': secrets})

    def lang_pick():
        return 'ko' if R.random() < .38 else 'en'

    def attempt(fn, lang, tries=200):
        for _ in range(tries):
            out = fn(lang)
            if out is None:
                continue
            cat, fields, secrets = out
            if secrets == [] and fields.get('_clean') is None:
                pass
            if lang == 'ko' and not has_hangul('\n'.join(fields.values())):
                continue
            if valid(fields, secrets) and (secrets or kind_of[0] == 'clean'):
                return cat, fields, secrets
        raise RuntimeError('could not build note: %r' % fn)

    kind_of = ['secret']
    # vendor notes: each vendor once, then a second pass over a random subset
    order = list(VENDORS) + R.sample(VENDORS, 162 - len(VENDORS)) if len(VENDORS) < 162 else list(VENDORS)
    for v in order:
        lang = lang_pick()
        cat, fields, secrets = attempt(lambda lg, v=v: make_vendor_note(v, lg), lang)
        add('secret', lang, cat, fields, secrets)
    # other secret templates
    n_other = 272 - len(order)
    seq = list(SECRET_T) * (n_other // len(SECRET_T) + 1)
    seq = seq[:len(SECRET_T)] + R.sample(seq[len(SECRET_T):], n_other - len(SECRET_T))
    for t in seq:
        lang = lang_pick()

        def run(lg, t=t):
            cat, mc, le, ask, sec = t(lg)
            sec = list(dict.fromkeys(sec))
            return cat, {'missing_context': mc, 'lesson': le, 'ask_next_time': ask}, sec
        cat, fields, secrets = attempt(run, lang)
        add('secret', lang, cat, fields, secrets)
    # clean notes
    kind_of[0] = 'clean'
    seqc = list(CLEAN_T) * 4
    seqc = seqc[:len(CLEAN_T)] + R.sample(seqc[len(CLEAN_T):], 186 - len(CLEAN_T))
    for t in seqc:
        lang = lang_pick()

        def runc(lg, t=t):
            cat, mc, le, ask = t(lg)
            return cat, {'missing_context': mc, 'lesson': le, 'ask_next_time': ask}, []
        cat, fields, secrets = attempt(runc, lang)
        add('clean', lang, cat, fields, secrets)
    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes, 1):
        out.append({'id': 'd%03d' % i, 'lang': n['lang'], 'kind': n['kind'], 'category': n['category'],
                    'fields': n['fields'], 'secrets': n['secrets']})
    return out


def main():
    notes = build()
    with open('blind_set_v4.jsonl', 'w', encoding='utf-8', newline='\n') as f:
        for n in notes:
            f.write(json.dumps(n, ensure_ascii=False) + '\n')
    # stats
    sec = [n for n in notes if n['kind'] == 'secret']
    cl = [n for n in notes if n['kind'] == 'clean']
    ko = [n for n in notes if n['lang'] == 'ko']
    vend = set(n['category'].rsplit('[', 1)[1].rstrip(']') for n in notes if n['category'].endswith(']'))
    tmpl = set(n['category'].rsplit(' [', 1)[0] if n['category'].endswith(']') else n['category'] for n in notes)
    vals = [s for n in sec for s in n['secrets']]
    print('notes', len(notes), 'secret', len(sec), 'clean', len(cl))
    print('ko', len(ko), 'en', len(notes) - len(ko),
          'secret ko', sum(1 for n in sec if n['lang'] == 'ko'), 'clean ko', sum(1 for n in cl if n['lang'] == 'ko'))
    print('distinct templates (category minus vendor)', len(tmpl))
    print('distinct vendors', len(vend))
    print('secret values', len(vals), 'long (>=300)', sum(1 for s in vals if len(s) >= 300), 'longest', max(map(len, vals)))
    print('sha256', hashlib.sha256(open('blind_set_v4.jsonl', 'rb').read()).hexdigest())


if __name__ == '__main__':
    main()
