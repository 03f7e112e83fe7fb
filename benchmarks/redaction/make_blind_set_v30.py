#!/usr/bin/env python3
"""Blind evaluation set v30 for a credential-redaction filter (stdlib only, deterministic)."""
import base64, hashlib, json, random, struct, sys

R = random.Random(30_2026_1126)

UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'; LO = UP.lower(); DG = '0123456789'
AN = UP + LO + DG; AU = UP + DG; AL = LO + DG; HX = '0123456789abcdef'; HXU = HX.upper()
URLC = AN + '_-'; B64C = AN + '+/'; B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'


def t(a, n): return ''.join(R.choice(a) for _ in range(n))
def c(seq): return R.choice(seq)
def ri(a, b): return R.randint(a, b)
def rb(n): return bytes(R.getrandbits(8) for _ in range(n))
def b64(n): return base64.b64encode(rb(n)).decode()
def b64u(n): return base64.urlsafe_b64encode(rb(n)).decode().rstrip('=')
def sha(n=64): return t(HX, n)
def L(lang, en, ko): return en if lang == 'en' else ko


def uid():
    h = t(HX, 32)
    return f'{h[:8]}-{h[8:12]}-4{h[13:16]}-{c("89ab")}{h[17:20]}-{h[20:32]}'


def b64url_json(d):
    return base64.urlsafe_b64encode(json.dumps(d, separators=(',', ':')).encode()).decode().rstrip('=')


def jwt(payload):
    return b64url_json({"alg": "HS256", "typ": "JWT"}) + '.' + b64url_json(payload) + '.' + b64u(32)


WORDS = ['river', 'maple', 'copper', 'falcon', 'winter', 'harbor', 'lantern', 'cactus', 'orbit', 'velvet',
         'pepper', 'tundra', 'saffron', 'meadow', 'glacier', 'ember', 'willow', 'quartz', 'monsoon', 'juniper',
         'pixel', 'sprocket', 'walrus', 'biscuit', 'cobalt', 'thistle', 'marble', 'nebula', 'kettle', 'bramble']
KOKB = ['tkfkd', 'qlalfqjsgh', 'gksmf', 'dnflwlq', 'rhdiddl', 'godqhr', 'eogksalsrnr', 'tjdnf', 'qkek',
        'rkddkwl', 'dkssud', 'cjswo', 'wjdtls']
WALKS = ['1qaz2wsx', '1qaz@WSX', 'zaq12wsx', 'qwer1234', 'asdf!234', '!QAZ2wsx', 'qwe123!@#', '1q2w3e4r', 'zxcv!@#$']


def pw_machine(n=None): return t(AN + '!#%^*-_+=', n or ri(16, 28))
def pw_alnum(n=None): return t(AN, n or ri(16, 24))
def pw_human(): return c(WORDS).capitalize() + str(ri(1998, 2025)) + c('!@#$&*?') + c(['', c(DG), c(WORDS)[:2]])
def pw_kokb(): return c(KOKB) + c(['', '!', '@']) + str(ri(10, 9999)) + c('!@#$^*')
def pw_walk(): return c(WALKS) + t(DG, 2) + c('!@#$%^')
def passphrase(k=None): return c('-_. ').join(c(WORDS) for _ in range(k or ri(4, 6))).replace(' ', '-') + str(ri(1, 99))
def pin(): return t(DG, c([8, 9, 10, 12]))
def anypw(): return c([pw_machine, pw_alnum, pw_human, pw_kokb, pw_walk, passphrase])()


CLIENTS = ['acme-logistics', 'hanbit-retail', 'nordwind-energy', 'blueharbor', 'seoul-mobility', 'kiwi-ledger',
           'orchid-health', 'pinecrest-games', 'daehan-steel', 'moraine-labs', 'jeju-tours', 'lumen-press']
DOMAINS = ['corp.internal', 'lab.home.arpa', 'office.lan', 'prod.acme-logistics.net', 'infra.hanbit.co.kr',
           'dev.moraine.io', 'nordwind.local', 'pinecrest.gg']
USERS = ['deploy', 'svc_app', 'jenkins', 'ci-bot', 'backup', 'grafana', 'appuser', 'etl', 'kim.jh', 'park.sy',
         'maint', 'release-bot', 'lee.dw', 'ops']
STORES = ['1Password (vault "Client-Infra")', 'Vault at secret/data/ci', 'GitHub Actions repository secrets',
          'a masked GitLab CI variable', 'AWS Secrets Manager', 'the sops-encrypted secrets.enc.yaml',
          'the Bitwarden org collection', 'the team KeePassXC database', 'Doppler (project "core")',
          'an ExternalSecret backed by GCP Secret Manager', 'the Gitea Actions secrets page']


def host(kind=None):
    k = kind or c(['db', 'pg', 'mysql', 'redis', 'mq', 'ldap', 'smtp', 'git', 'ci', 'nas', 'pve', 'vpn'])
    return f'{k}{ri(1, 9):02d}.{c(DOMAINS)}'


def ip(): return f'10.{ri(0, 255)}.{ri(0, 255)}.{ri(2, 254)}'
def ver(): return f'{ri(0, 9)}.{ri(0, 30)}.{ri(0, 20)}'


# ---------------------------------------------------------------- key material helpers
def ed25519_openssh_lines():
    pub = rb(32); priv = rb(32); chk = rb(4)
    def s(b): return struct.pack('>I', len(b)) + b
    pubblob = s(b'ssh-ed25519') + s(pub)
    body = chk + chk + s(b'ssh-ed25519') + s(pub) + s(priv + pub) + s(c(USERS).encode() + b'@' + c(['laptop', 'ci', 'nas', 'build01']).encode())
    pad = 1
    while len(body) % 8:
        body += bytes([pad]); pad += 1
    blob = b'openssh-key-v1\x00' + s(b'none') + s(b'none') + s(b'') + struct.pack('>I', 1) + s(pubblob) + s(body)
    e = base64.b64encode(blob).decode()
    return [e[i:i + 70] for i in range(0, len(e), 70)], base64.b64encode(pubblob).decode()


def ec_pem_lines():
    der = bytes.fromhex('30770201010420') + rb(32) + bytes.fromhex('a00a06082a8648ce3d030107a144034200') + b'\x04' + rb(64)
    e = base64.b64encode(der).decode()
    return [e[i:i + 64] for i in range(0, len(e), 64)]


def ssh_pub():
    return 'ssh-ed25519 ' + base64.b64encode(struct.pack('>I', 11) + b'ssh-ed25519' + struct.pack('>I', 32) + rb(32)).decode()


def fpr(): return ' '.join(t(HXU, 4) for _ in range(10))


# ---------------------------------------------------------------- vendor credential shapes
def one(var, val): return [(var, val, True)]
def pair(v1, a, v2, b, list_first=True): return [(v1, a, list_first), (v2, b, True)]


BEARER = 'Authorization: Bearer {}'
# (vendor, token description, context en, context ko, generator, header template, api host)
VENDORS = [
    ('GitHub', 'fine-grained PAT', 'cutting a release with gh and goreleaser', 'goreleaser로 GitHub 릴리스 생성',
     lambda: one('GITHUB_TOKEN', 'github_pat_' + t(AN, 22) + '_' + t(AN, 59)), BEARER, 'api.github.com/repos'),
    ('GitLab', 'personal access token', 'pushing tags to the self-hosted GitLab', '사내 GitLab에 tag push',
     lambda: one('GITLAB_TOKEN', 'glpat-' + t(URLC, 20)), 'PRIVATE-TOKEN: {}', 'gitlab.corp.internal/api/v4/projects'),
    ('npm', 'automation token', 'publishing the scoped package to npm', 'scoped package를 npm에 publish',
     lambda: one('NPM_TOKEN', 'npm_' + t(AN, 36)), BEARER, 'registry.npmjs.org/-/whoami'),
    ('PyPI', 'API token', 'uploading wheels to PyPI with twine', 'twine으로 PyPI에 wheel 업로드',
     lambda: one('TWINE_PASSWORD', 'pypi-AgEIcHlwaS5vcmc' + t(URLC, ri(120, 160))), None, None),
    ('crates.io', 'API token', 'running cargo publish for the workspace crates', 'workspace crate들을 cargo publish',
     lambda: one('CARGO_REGISTRY_TOKEN', 'cio' + t(AN, 32)), 'Authorization: {}', 'crates.io/api/v1/me'),
    ('RubyGems', 'API key', 'releasing the legacy gem', 'legacy gem 릴리스',
     lambda: one('GEM_HOST_API_KEY', 'rubygems_' + t(HX, 48)), 'Authorization: {}', 'rubygems.org/api/v1/gems'),
    ('NuGet', 'API key', 'pushing the .NET package to nuget.org', '.NET 패키지를 nuget.org에 push',
     lambda: one('NUGET_API_KEY', 'oy2' + t(AL, 43)), 'X-NuGet-ApiKey: {}', 'www.nuget.org/api/v2/package'),
    ('Docker', 'Docker Hub access token', 'pushing multi-arch images to Docker Hub', 'Docker Hub에 multi-arch image push',
     lambda: one('DOCKERHUB_TOKEN', 'dckr_pat_' + t(URLC, 27)), None, None),
    ('Slack', 'bot token', 'wiring release notifications into Slack', '릴리스 알림을 Slack에 연결',
     lambda: one('SLACK_BOT_TOKEN', f'xoxb-{t(DG, 12)}-{t(DG, 13)}-{t(AN, 24)}'), BEARER, 'slack.com/api/chat.postMessage'),
    ('Stripe', 'live secret key', 'debugging webhook retries in the billing service', 'billing 서비스 webhook 재시도 디버깅',
     lambda: one('STRIPE_SECRET_KEY', 'sk_live_' + t(AN, 99)), BEARER, 'api.stripe.com/v1/charges'),
    ('OpenAI', 'project API key', 'moving the notebook to the OpenAI Responses API', '노트북을 OpenAI Responses API로 이전',
     lambda: one('OPENAI_API_KEY', 'sk-proj-' + t(URLC, 74) + 'T3BlbkFJ' + t(URLC, 74)), BEARER, 'api.openai.com/v1/responses'),
    ('Anthropic', 'API key', 'adding Claude summarisation to the support bot', '지원 봇에 Claude 요약 기능 추가',
     lambda: one('ANTHROPIC_API_KEY', 'sk-ant-api03-' + t(URLC, 93) + 'AA'), 'x-api-key: {}', 'api.anthropic.com/v1/messages'),
    ('Google', 'Gemini API key', 'benchmarking Gemini against the local model', 'Gemini와 로컬 모델 벤치마크',
     lambda: one('GEMINI_API_KEY', 'AIza' + t(URLC, 35)), 'x-goog-api-key: {}', 'generativelanguage.googleapis.com/v1beta/models'),
    ('Amazon Web Services', 'IAM access key pair', 'syncing release artifacts to S3', '릴리스 artifact를 S3로 sync',
     lambda: pair('AWS_ACCESS_KEY_ID', 'AKIA' + t(B32, 16), 'AWS_SECRET_ACCESS_KEY', t(B64C, 40)), None, None),
    ('Microsoft Azure', 'storage account key', 'moving backups to Azure Blob', '백업을 Azure Blob으로 이전',
     lambda: one('AZURE_STORAGE_KEY', b64(64)), None, None),
    ('Microsoft Entra ID', 'app registration client secret', 'fixing SSO for the intranet .NET app', '사내 .NET 앱 SSO 수정',
     lambda: one('AZURE_CLIENT_SECRET', t(AN, 3) + '8Q~' + t(URLC + '.~', 34)), None, None),
    ('DigitalOcean', 'personal access token', 'resizing the droplet that runs the game lobby', '게임 로비 droplet 리사이즈',
     lambda: one('DIGITALOCEAN_TOKEN', 'dop_v1_' + t(HX, 64)), BEARER, 'api.digitalocean.com/v2/droplets'),
    ('Linode', 'API token', 'scripting Linode snapshots', 'Linode snapshot 스크립트 작성',
     lambda: one('LINODE_TOKEN', t(HX, 64)), BEARER, 'api.linode.com/v4/linode/instances'),
    ('Hetzner', 'Cloud API token', 'terraforming the Hetzner test cluster', 'Hetzner 테스트 클러스터 terraform',
     lambda: one('HCLOUD_TOKEN', t(AN, 64)), BEARER, 'api.hetzner.cloud/v1/servers'),
    ('Cloudflare', 'API token', 'automating DNS for the docs site', 'docs 사이트 DNS 자동화',
     lambda: one('CLOUDFLARE_API_TOKEN', t(URLC, 40)), BEARER, 'api.cloudflare.com/client/v4/zones'),
    ('Fastly', 'API token', 'purging the CDN after a release', '릴리스 후 CDN purge',
     lambda: one('FASTLY_API_TOKEN', t(URLC, 32)), 'Fastly-Key: {}', 'api.fastly.com/service'),
    ('Heroku', 'API key', 'migrating the Rails app off Heroku', 'Rails 앱을 Heroku에서 이전',
     lambda: one('HEROKU_API_KEY', 'HRKU-AA' + t(URLC, 58)), BEARER, 'api.heroku.com/apps'),
    ('Netlify', 'personal access token', 'deploying the docs preview', 'docs preview 배포',
     lambda: one('NETLIFY_AUTH_TOKEN', 'nfp_' + t(AN, 36)), BEARER, 'api.netlify.com/api/v1/sites'),
    ('Vercel', 'access token', 'pinning the Next.js build image', 'Next.js 빌드 이미지 고정',
     lambda: one('VERCEL_TOKEN', t(AN, 24)), BEARER, 'api.vercel.com/v9/projects'),
    ('Supabase', 'service_role key', 'writing the row-level-security migration', 'RLS migration 작성',
     lambda: one('SUPABASE_SERVICE_ROLE_KEY', jwt({"iss": "supabase", "ref": t(LO, 20), "role": "service_role", "iat": ri(1690000000, 1730000000), "exp": ri(2000000000, 2100000000)})), 'apikey: {}', None),
    ('Twilio', 'auth token', 'fixing SMS 2FA delivery', 'SMS 2FA 발송 문제 수정',
     lambda: [('TWILIO_ACCOUNT_SID', 'AC' + t(HX, 32), False), ('TWILIO_AUTH_TOKEN', t(HX, 32), True)], None, None),
    ('SendGrid', 'API key', 'debugging bounced password-reset mails', 'password reset 메일 bounce 디버깅',
     lambda: one('SENDGRID_API_KEY', 'SG.' + t(URLC, 22) + '.' + t(URLC, 43)), BEARER, 'api.sendgrid.com/v3/mail/send'),
    ('Mailgun', 'private API key', 'moving transactional mail to the EU region', 'transactional 메일을 EU region으로 이전',
     lambda: one('MAILGUN_API_KEY', t(HX, 32) + '-' + t(HX, 8) + '-' + t(HX, 8)), None, None),
    ('Mailchimp', 'API key', 'syncing newsletter signups', '뉴스레터 가입자 동기화',
     lambda: one('MAILCHIMP_API_KEY', t(HX, 32) + '-us' + str(ri(2, 21))), None, None),
    ('Datadog', 'API and application keys', 'adding APM to the Go service', 'Go 서비스에 APM 추가',
     lambda: [('DD_API_KEY', t(HX, 32), True), ('DD_APP_KEY', t(HX, 40), True)], None, None),
    ('New Relic', 'user API key', 'exporting dashboards as code', '대시보드를 코드로 export',
     lambda: one('NEW_RELIC_API_KEY', 'NRAK-' + t(AU, 27)), 'API-Key: {}', 'api.newrelic.com/graphql'),
    ('Sentry', 'user auth token', 'uploading source maps', 'source map 업로드',
     lambda: one('SENTRY_AUTH_TOKEN', 'sntryu_' + t(HX, 64)), BEARER, 'sentry.io/api/0/projects'),
    ('PagerDuty', 'REST API key', 'silencing alerts during the migration window', '마이그레이션 중 알림 silence 처리',
     lambda: one('PAGERDUTY_TOKEN', 'u+' + t(URLC, 18)), 'Authorization: Token token={}', 'api.pagerduty.com/maintenance_windows'),
    ('Atlassian', 'API token', 'bulk-moving Jira issues', 'Jira 이슈 일괄 이동',
     lambda: one('JIRA_API_TOKEN', 'ATATT3xFfGF0' + t(URLC, 170) + '=' + t(HXU, 8)), None, None),
    ('Shopify', 'Admin API access token', 'fixing the inventory sync app', '재고 동기화 앱 수정',
     lambda: one('SHOPIFY_ACCESS_TOKEN', 'shpat_' + t(HX, 32)), 'X-Shopify-Access-Token: {}', 'shop.myshopify.com/admin/api/2024-07/products.json'),
    ('Square', 'production access token', 'reconciling POS payouts', 'POS 정산 대사',
     lambda: one('SQUARE_ACCESS_TOKEN', 'EAAA' + t(URLC, 60)), BEARER, 'connect.squareup.com/v2/payments'),
    ('PayPal', 'Braintree access token', 'upgrading the checkout SDK', 'checkout SDK 업그레이드',
     lambda: one('BRAINTREE_ACCESS_TOKEN', f'access_token$production${t(AL, 16)}${t(HX, 32)}'), None, None),
    ('Dropbox', 'short-lived access token', 'exporting client files from Dropbox', 'Dropbox에서 고객 파일 export',
     lambda: one('DROPBOX_TOKEN', 'sl.' + t(URLC, 136)), BEARER, 'api.dropboxapi.com/2/files/list_folder'),
    ('Figma', 'personal access token', 'exporting design tokens', 'design token export',
     lambda: one('FIGMA_TOKEN', 'figd_' + t(URLC, 40)), 'X-Figma-Token: {}', 'api.figma.com/v1/files'),
    ('Notion', 'integration secret', 'syncing the changelog to Notion', 'changelog를 Notion에 sync',
     lambda: one('NOTION_TOKEN', 'ntn_' + t(AN, 46)), BEARER, 'api.notion.com/v1/pages'),
    ('Airtable', 'personal access token', 'migrating the bug triage base', '버그 triage base 이전',
     lambda: one('AIRTABLE_TOKEN', 'pat' + t(AN, 14) + '.' + t(HX, 64)), BEARER, 'api.airtable.com/v0/meta/bases'),
    ('Linear', 'API key', 'linking commits to Linear issues', '커밋과 Linear 이슈 연결',
     lambda: one('LINEAR_API_KEY', 'lin_api_' + t(AN, 40)), 'Authorization: {}', 'api.linear.app/graphql'),
    ('Asana', 'personal access token', 'closing stale Asana tasks by script', '오래된 Asana task를 스크립트로 정리',
     lambda: one('ASANA_PAT', f'2/{t(DG, 16)}/{t(DG, 16)}:{t(HX, 32)}'), BEARER, 'app.asana.com/api/1.0/tasks'),
    ('HubSpot', 'private app token', 'deduplicating CRM contacts', 'CRM 연락처 중복 제거',
     lambda: one('HUBSPOT_TOKEN', 'pat-na1-' + uid()), BEARER, 'api.hubapi.com/crm/v3/objects/contacts'),
    ('Discord', 'bot token', 'fixing the game community bot', '게임 커뮤니티 봇 수정',
     lambda: one('DISCORD_BOT_TOKEN', base64.b64encode(str(ri(10**17, 10**18)).encode()).decode().rstrip('=') + '.' + t(URLC, 6) + '.' + t(URLC, 38)), 'Authorization: Bot {}', 'discord.com/api/v10/users/@me'),
    ('Telegram', 'bot token', 'routing CI failures to a Telegram chat', 'CI 실패 알림을 Telegram으로 전달',
     lambda: one('TELEGRAM_BOT_TOKEN', f'{ri(10**9, 8 * 10**9)}:AA{t(URLC, 33)}'), None, None),
    ('LINE', 'Messaging API channel secret', 'verifying LINE webhook signatures', 'LINE webhook signature 검증',
     lambda: one('LINE_CHANNEL_SECRET', t(HX, 32)), None, None),
    ('Kakao', 'Admin key', 'sending KakaoTalk notifications from the batch server', '배치 서버에서 카카오톡 알림 발송',
     lambda: one('KAKAO_ADMIN_KEY', t(HX, 32)), 'Authorization: KakaoAK {}', 'kapi.kakao.com/v1/api/talk/channels'),
    ('Naver Cloud Platform', 'API access key pair', 'uploading to NCP Object Storage', 'NCP Object Storage 업로드',
     lambda: pair('NCP_ACCESS_KEY', t(AN, 20), 'NCP_SECRET_KEY', t(AN, 40)), None, None),
    ('Naver', 'Developers client secret', 'adding Naver login to the shop', '쇼핑몰에 네이버 로그인 추가',
     lambda: [('NAVER_CLIENT_ID', t(AN, 20), False), ('NAVER_CLIENT_SECRET', t(AN, 10), True)], None, None),
    ('Toss Payments', 'live secret key', 'fixing payment confirmation on the Korean storefront', '결제 승인 API 오류 수정',
     lambda: one('TOSS_SECRET_KEY', 'live_sk_' + t(AN, 24)), None, None),
    ('PortOne', 'REST API secret', 'migrating from the old iamport SDK', '구 아임포트 SDK에서 이전',
     lambda: one('PORTONE_API_SECRET', t(AN, 80)), 'Authorization: PortOne {}', 'api.portone.io/payments'),
    ('NHN Cloud', 'user access secret key', 'automating NHN Cloud instance backups', 'NHN Cloud 인스턴스 백업 자동화',
     lambda: [('NHN_ACCESS_KEY_ID', t(AN, 20), False), ('NHN_SECRET_ACCESS_KEY', t(AN, 16), True)], None, None),
    ('Alibaba Cloud', 'AccessKey pair', 'mirroring images to ACR in Hangzhou', '항저우 ACR로 이미지 미러링',
     lambda: pair('ALIBABA_CLOUD_ACCESS_KEY_ID', 'LTAI' + t(AN, 20), 'ALIBABA_CLOUD_ACCESS_KEY_SECRET', t(AN, 30)), None, None),
    ('Tencent Cloud', 'SecretId and SecretKey', 'deploying the game backend to Tencent CVM', '게임 백엔드를 Tencent CVM에 배포',
     lambda: pair('TENCENTCLOUD_SECRET_ID', 'AKID' + t(AN, 32), 'TENCENTCLOUD_SECRET_KEY', t(AN, 32)), None, None),
    ('Huawei Cloud', 'AK/SK pair', 'testing OBS uploads for a client in Shenzhen', '선전 고객사 OBS 업로드 테스트',
     lambda: pair('HUAWEICLOUD_SDK_AK', t(AU, 20), 'HUAWEICLOUD_SDK_SK', t(AN, 40)), None, None),
    ('Baidu', 'AI Cloud secret key', 'comparing OCR providers', 'OCR provider 비교',
     lambda: [('BAIDU_API_KEY', t(AN, 24), False), ('BAIDU_SECRET_KEY', t(AN, 32), True)], None, None),
    ('Tencent WeChat', 'Official Account AppSecret', 'fixing the WeChat mini-program login', 'WeChat 미니프로그램 로그인 수정',
     lambda: [('WECHAT_APPID', 'wx' + t(HX, 16), False), ('WECHAT_APPSECRET', t(HX, 32), True)], None, None),
    ('Sendbird', 'API token', 'moving in-game chat to Sendbird', '게임 내 채팅을 Sendbird로 이전',
     lambda: one('SENDBIRD_API_TOKEN', t(HX, 40)), 'Api-Token: {}', 'api-APPID.sendbird.com/v3/users'),
    ('Channel Corp', 'Channel Talk access secret', 'connecting Channel Talk to the CS dashboard', '채널톡을 CS 대시보드에 연결',
     lambda: [('CHANNEL_ACCESS_KEY', t(HX, 24), False), ('CHANNEL_ACCESS_SECRET', t(HX, 32), True)], None, None),
    ('Solapi', 'API secret', 'sending 알림톡 through Solapi (CoolSMS)', 'Solapi(CoolSMS)로 알림톡 발송',
     lambda: [('SOLAPI_API_KEY', 'NCS' + t(AU, 13), False), ('SOLAPI_API_SECRET', t(AU, 32), True)], None, None),
    ('Kakao Pay', 'secret key', 'switching the shop to the new Kakao Pay API', '쇼핑몰을 신규 카카오페이 API로 전환',
     lambda: one('KAKAOPAY_SECRET_KEY', 'PRD' + t(HXU, 38)), 'Authorization: SECRET_KEY {}', 'open-api.kakaopay.com/online/v1/payment/ready'),
    ('NICEPAY', 'merchant key', 'fixing the PHP payment callback', 'PHP 결제 callback 수정',
     lambda: one('NICEPAY_MERCHANT_KEY', b64(66)), None, None),
    ('Upstage', 'API key', 'testing Solar for Korean document parsing', '한국어 문서 파싱에 Solar 테스트',
     lambda: one('UPSTAGE_API_KEY', 'up_' + t(AN, 30)), BEARER, 'api.upstage.ai/v1/chat/completions'),
    ('Mistral AI', 'API key', 'adding a Mistral fallback to the LLM router', 'LLM router에 Mistral fallback 추가',
     lambda: one('MISTRAL_API_KEY', t(AN, 32)), BEARER, 'api.mistral.ai/v1/chat/completions'),
    ('Cohere', 'production API key', 'reranking search results', '검색 결과 rerank',
     lambda: one('CO_API_KEY', t(AN, 40)), BEARER, 'api.cohere.com/v2/rerank'),
    ('Groq', 'API key', 'speeding up the eval harness', 'eval harness 속도 개선',
     lambda: one('GROQ_API_KEY', 'gsk_' + t(AN, 52)), BEARER, 'api.groq.com/openai/v1/chat/completions'),
    ('Hugging Face', 'write token', 'pushing the fine-tuned model to the Hub', 'fine-tuned 모델을 Hub에 push',
     lambda: one('HF_TOKEN', 'hf_' + t(UP + LO, 34)), BEARER, 'huggingface.co/api/whoami-v2'),
    ('Replicate', 'API token', 'running the image model in the notebook', '노트북에서 이미지 모델 실행',
     lambda: one('REPLICATE_API_TOKEN', 'r8_' + t(AN, 37)), BEARER, 'api.replicate.com/v1/predictions'),
    ('Together AI', 'API key', 'batch-scoring prompts', '프롬프트 batch 채점',
     lambda: one('TOGETHER_API_KEY', t(HX, 64)), BEARER, 'api.together.xyz/v1/completions'),
    ('Perplexity', 'API key', 'prototyping the research assistant', 'research assistant 프로토타입',
     lambda: one('PERPLEXITY_API_KEY', 'pplx-' + t(AN, 48)), BEARER, 'api.perplexity.ai/chat/completions'),
    ('xAI', 'API key', 'comparing Grok output on the eval set', 'eval set에서 Grok 결과 비교',
     lambda: one('XAI_API_KEY', 'xai-' + t(AN, 80)), BEARER, 'api.x.ai/v1/chat/completions'),
    ('DeepSeek', 'API key', 'testing DeepSeek for code review comments', '코드 리뷰 코멘트에 DeepSeek 테스트',
     lambda: one('DEEPSEEK_API_KEY', 'sk-' + t(HX, 32)), BEARER, 'api.deepseek.com/chat/completions'),
    ('Fireworks AI', 'API key', 'serving the LoRA adapter', 'LoRA adapter 서빙',
     lambda: one('FIREWORKS_API_KEY', 'fw_' + t(AN, 24)), BEARER, 'api.fireworks.ai/inference/v1/completions'),
    ('Pinecone', 'API key', 'rebuilding the vector index', 'vector index 재구축',
     lambda: one('PINECONE_API_KEY', 'pcsk_' + t(AN, 6) + '_' + t(AN, 63)), 'Api-Key: {}', 'api.pinecone.io/indexes'),
    ('Weights & Biases', 'API key', 'logging the training run', '학습 run 로깅',
     lambda: one('WANDB_API_KEY', t(HX, 40)), None, None),
    ('Databricks', 'personal access token', 'scheduling the notebook job', '노트북 job 스케줄링',
     lambda: one('DATABRICKS_TOKEN', 'dapi' + t(HX, 32)), BEARER, 'adb-1234.azuredatabricks.net/api/2.1/jobs/list'),
    ('MongoDB', 'Atlas API private key', 'automating Atlas cluster pauses', 'Atlas 클러스터 pause 자동화',
     lambda: [('ATLAS_PUBLIC_KEY', t(LO, 8), False), ('ATLAS_PRIVATE_KEY', uid(), True)], None, None),
    ('Grafana Labs', 'service account token', 'provisioning dashboards from git', 'git에서 대시보드 provisioning',
     lambda: one('GRAFANA_TOKEN', 'glsa_' + t(AN, 32) + '_' + t(HX, 8)), BEARER, 'grafana.corp.internal/api/dashboards/db'),
    ('Elastic', 'Cloud API key', 'reindexing the log cluster', '로그 클러스터 reindex',
     lambda: one('ES_API_KEY', base64.b64encode((t(AN, 20) + ':' + t(URLC, 22)).encode()).decode()), 'Authorization: ApiKey {}', 'es.corp.internal:9243/_security/_authenticate'),
    ('Algolia', 'Admin API key', 'reindexing the docs search', 'docs 검색 reindex',
     lambda: [('ALGOLIA_APP_ID', t(AU, 10), False), ('ALGOLIA_ADMIN_KEY', t(HX, 32), True)], None, None),
    ('Mapbox', 'secret access token', 'downloading offline tiles', '오프라인 타일 다운로드',
     lambda: one('MAPBOX_SECRET_TOKEN', 'sk.' + b64url_json({"u": c(USERS), "a": t(AL, 25)}) + '.' + t(URLC, 22)), None, None),
    ('Okta', 'API token', 'syncing AD groups to Okta', 'AD 그룹을 Okta로 sync',
     lambda: one('OKTA_API_TOKEN', '00' + t(URLC, 40)), 'Authorization: SSWS {}', 'corp.okta.com/api/v1/groups'),
    ('Auth0', 'client secret', 'fixing the machine-to-machine token flow', 'M2M token flow 수정',
     lambda: [('AUTH0_CLIENT_ID', t(AN, 32), False), ('AUTH0_CLIENT_SECRET', t(URLC, 64), True)], None, None),
    ('HashiCorp', 'Vault token', 'debugging the Vault agent sidecar', 'Vault agent sidecar 디버깅',
     lambda: one('VAULT_TOKEN', 'hvs.' + t(URLC, 90)), 'X-Vault-Token: {}', 'vault.corp.internal:8200/v1/secret/data/app'),
    ('HashiCorp Terraform Cloud', 'team API token', 'migrating state to Terraform Cloud', 'state를 Terraform Cloud로 이전',
     lambda: one('TFE_TOKEN', t(AN, 14) + '.atlasv1.' + t(AN, 67)), BEARER, 'app.terraform.io/api/v2/organizations'),
    ('Doppler', 'service token', 'replacing .env files with Doppler', '.env 파일을 Doppler로 대체',
     lambda: one('DOPPLER_TOKEN', 'dp.st.prd.' + t(AN, 43)), BEARER, 'api.doppler.com/v3/configs/config/secrets'),
    ('CircleCI', 'personal API token', 'triggering pipelines from a script', '스크립트로 pipeline trigger',
     lambda: one('CIRCLECI_TOKEN', 'CCIPAT_' + t(AN, 22) + '_' + t(HX, 40)), 'Circle-Token: {}', 'circleci.com/api/v2/project'),
    ('Buildkite', 'API access token', 'moving agents to spot instances', 'agent를 spot instance로 이전',
     lambda: one('BUILDKITE_API_TOKEN', 'bkua_' + t(HX, 40)), BEARER, 'api.buildkite.com/v2/organizations'),
    ('SonarSource', 'SonarQube user token', 'wiring quality gates into CI', 'CI에 quality gate 연결',
     lambda: one('SONAR_TOKEN', 'squ_' + t(HX, 40)), None, None),
    ('JFrog', 'Artifactory API key', 'proxying Maven Central through Artifactory', 'Artifactory로 Maven Central proxy',
     lambda: one('ARTIFACTORY_API_KEY', 'AKCp' + t(AN, 69)), 'X-JFrog-Art-Api: {}', 'artifactory.corp.internal/artifactory/api/repositories'),
    ('Atlassian Bitbucket', 'app password', 'mirroring Bitbucket repos to Gitea', 'Bitbucket 저장소를 Gitea로 미러링',
     lambda: one('BITBUCKET_APP_PASSWORD', 'ATBB' + t(AN, 32) + t(HXU, 8)), None, None),
    ('Gitea', 'access token', 'setting up Gitea Actions runners', 'Gitea Actions runner 설정',
     lambda: one('GITEA_TOKEN', t(HX, 40)), 'Authorization: token {}', 'git.lab.home.arpa/api/v1/user/repos'),
    ('Sonatype', 'Central Portal user token', 'publishing the Java SDK to Maven Central', 'Java SDK를 Maven Central에 배포',
     lambda: [('SONATYPE_USERNAME', t(AN, 8), False), ('SONATYPE_PASSWORD', t(B64C, 44), True)], None, None),
    ('Gradle', 'Plugin Portal publish secret', 'publishing the Gradle plugin', 'Gradle plugin 배포',
     lambda: one('GRADLE_PUBLISH_SECRET', t(AN, 32)), None, None),
    ('Valve', 'Steam Web API key', 'validating Steam auth tickets on the game server', '게임 서버에서 Steam 인증 티켓 검증',
     lambda: one('STEAM_WEB_API_KEY', t(HXU, 32)), None, None),
    ('Epic Games', 'EOS client secret', 'integrating Epic Online Services matchmaking', 'EOS 매치메이킹 연동',
     lambda: [('EOS_CLIENT_ID', 'xyza' + t(AN, 28), False), ('EOS_CLIENT_SECRET', t(URLC, 43), True)], None, None),
    ('Microsoft PlayFab', 'title secret key', 'writing the CloudScript for daily rewards', '일일 보상 CloudScript 작성',
     lambda: one('PLAYFAB_SECRET_KEY', t(AU, 52)), 'X-SecretKey: {}', 'TITLEID.playfabapi.com/Server/GetUserData'),
    ('Riot Games', 'development API key', 'building the match-history bot', 'match history 봇 개발',
     lambda: one('RIOT_API_KEY', 'RGAPI-' + uid()), 'X-Riot-Token: {}', 'kr.api.riotgames.com/lol/summoner/v4/summoners'),
    ('Twitch', 'client secret', 'adding Twitch drops to the game', '게임에 Twitch drops 추가',
     lambda: [('TWITCH_CLIENT_ID', t(AL, 30), False), ('TWITCH_CLIENT_SECRET', t(AL, 30), True)], None, None),
    ('Google Firebase', 'FCM legacy server key', 'fixing push notifications in the game client', '게임 클라이언트 푸시 알림 수정',
     lambda: one('FCM_SERVER_KEY', 'AAAA' + t(URLC, 7) + ':APA91b' + t(URLC, 134)), 'Authorization: key={}', 'fcm.googleapis.com/fcm/send'),
    ('Expo', 'access token', 'building the companion app with EAS', 'EAS로 companion 앱 빌드',
     lambda: one('EXPO_TOKEN', t(URLC, 40)), None, None),
    ('Postman', 'API key', 'exporting the client API collection', '고객사 API collection export',
     lambda: one('POSTMAN_API_KEY', 'PMAK-' + t(HX, 24) + '-' + t(HX, 34)), 'X-Api-Key: {}', 'api.getpostman.com/collections'),
    ('Contentful', 'management token', 'migrating blog content models', '블로그 content model 마이그레이션',
     lambda: one('CONTENTFUL_MANAGEMENT_TOKEN', 'CFPAT-' + t(URLC, 43)), BEARER, 'api.contentful.com/spaces'),
    ('Sanity', 'write token', 'seeding the CMS from a script', '스크립트로 CMS seed',
     lambda: one('SANITY_TOKEN', 'sk' + t(AN, 180)), BEARER, None),
    ('Mixpanel', 'service account secret', 'exporting raw events for the notebook', '노트북용 raw event export',
     lambda: [('MIXPANEL_SA_USER', 'svc-export.' + t(HX, 6) + '.mp-service-account', False), ('MIXPANEL_SA_SECRET', t(AN, 32), True)], None, None),
    ('Amplitude', 'secret key', 'backfilling the churn dashboard', 'churn 대시보드 backfill',
     lambda: [('AMPLITUDE_API_KEY', t(HX, 32), False), ('AMPLITUDE_SECRET_KEY', t(HX, 32), True)], None, None),
    ('Tailscale', 'auth key', 'joining the home-lab NAS to the tailnet', '홈랩 NAS를 tailnet에 추가',
     lambda: one('TS_AUTHKEY', 'tskey-auth-k' + t(AN, 10) + 'CNTRL-' + t(AN, 33)), None, None),
    ('ngrok', 'authtoken', 'exposing the webhook receiver for testing', '테스트용 webhook receiver 노출',
     lambda: one('NGROK_AUTHTOKEN', '2' + t(AN, 26) + '_' + t(AN, 21)), None, None),
    ('Pulumi', 'access token', 'porting the stack from Terraform', 'Terraform에서 stack 이전',
     lambda: one('PULUMI_ACCESS_TOKEN', 'pul-' + t(HX, 40)), None, None),
    ('Fly.io', 'deploy token', 'deploying the websocket relay', 'websocket relay 배포',
     lambda: one('FLY_API_TOKEN', 'FlyV1 fm2_' + t(URLC, 120)), None, None),
    ('Render', 'API key', 'scripting preview environments', 'preview 환경 스크립트 작성',
     lambda: one('RENDER_API_KEY', 'rnd_' + t(AN, 32)), BEARER, 'api.render.com/v1/services'),
    ('Backblaze', 'B2 application key', 'configuring restic backups to B2', 'restic 백업을 B2로 설정',
     lambda: [('B2_ACCOUNT_ID', '005' + t(HX, 22), False), ('B2_ACCOUNT_KEY', 'K005' + t(URLC.replace('_', '').replace('-', ''), 27), True)], None, None),
    ('MinIO', 'access and secret key', 'pointing the home-lab Loki at MinIO', '홈랩 Loki를 MinIO에 연결',
     lambda: pair('MINIO_ACCESS_KEY', t(AU, 20), 'MINIO_SECRET_KEY', t(AN, 40)), None, None),
    ('Scaleway', 'API secret key', 'moving object storage to Paris region', 'object storage를 파리 리전으로 이전',
     lambda: [('SCW_ACCESS_KEY', 'SCW' + t(AU, 17), False), ('SCW_SECRET_KEY', uid(), True)], None, None),
    ('OVHcloud', 'application secret and consumer key', 'automating dedicated server reinstalls', '전용 서버 재설치 자동화',
     lambda: [('OVH_APPLICATION_KEY', t(AN, 16), False), ('OVH_APPLICATION_SECRET', t(AN, 32), True), ('OVH_CONSUMER_KEY', t(AN, 32), True)], None, None),
    ('Oracle', 'OCI auth token', 'pushing images to OCIR', 'OCIR에 이미지 push',
     lambda: one('OCI_AUTH_TOKEN', t(AN + '(){}<>:;.#', 20)), None, None),
    ('IBM', 'Cloud API key', 'moving the Db2 workload', 'Db2 워크로드 이전',
     lambda: one('IBMCLOUD_API_KEY', t(URLC, 44)), None, None),
    ('Confluent', 'Cloud API secret', 'connecting the CDC pipeline to Confluent', 'CDC 파이프라인을 Confluent에 연결',
     lambda: [('CONFLUENT_API_KEY', t(AU, 16), False), ('CONFLUENT_API_SECRET', t(B64C, 64), True)], None, None),
    ('Upstash', 'Redis REST token', 'rate-limiting the edge function', 'edge function rate limit 구현',
     lambda: one('UPSTASH_REDIS_REST_TOKEN', 'A' + t(AN, 3) + 'AAIjcDE' + t(AN, 50)), BEARER, None),
    ('PlanetScale', 'database password', 'branching the schema for the migration', 'migration용 schema branch',
     lambda: one('DATABASE_PASSWORD', 'pscale_pw_' + t(URLC, 43)), None, None),
    ('Clerk', 'secret key', 'adding org invites to the dashboard', '대시보드에 조직 초대 추가',
     lambda: one('CLERK_SECRET_KEY', 'sk_live_' + t(AN, 40)), BEARER, 'api.clerk.com/v1/users'),
    ('Resend', 'API key', 'sending release announcement mails', '릴리스 안내 메일 발송',
     lambda: one('RESEND_API_KEY', 're_' + t(AN, 8) + '_' + t(AN, 24)), BEARER, 'api.resend.com/emails'),
    ('Brevo', 'API v3 key', 'moving the newsletter off Mailchimp', '뉴스레터를 Mailchimp에서 이전',
     lambda: one('BREVO_API_KEY', 'xkeysib-' + t(HX, 64) + '-' + t(AN, 16)), 'api-key: {}', 'api.brevo.com/v3/smtp/email'),
    ('Plaid', 'production secret', 'fixing bank-link reauth', '은행 연동 재인증 수정',
     lambda: [('PLAID_CLIENT_ID', t(HX, 24), False), ('PLAID_SECRET', t(HX, 30), True)], None, None),
    ('Binance', 'API secret', 'reviewing a trading bot for a client', '고객사 트레이딩 봇 리뷰',
     lambda: [('BINANCE_API_KEY', t(AN, 64), False), ('BINANCE_API_SECRET', t(AN, 64), True)], None, None),
    ('Upbit', 'Open API secret key', 'auditing a crypto portfolio script', '코인 포트폴리오 스크립트 감사',
     lambda: [('UPBIT_OPEN_API_ACCESS_KEY', t(AN, 40), False), ('UPBIT_OPEN_API_SECRET_KEY', t(AN, 40), True)], None, None),
    ('Korea Investment & Securities', 'Open API appsecret', 'debugging the KIS Developers stock bot', 'KIS Developers 주식 봇 디버깅',
     lambda: [('KIS_APPKEY', 'PS' + t(AN, 34), False), ('KIS_APPSECRET', t(B64C, 180), True)], None, None),
    ('Cafe24', 'app client secret', 'fixing the Cafe24 order sync', 'Cafe24 주문 동기화 수정',
     lambda: [('CAFE24_CLIENT_ID', t(AN, 22), False), ('CAFE24_CLIENT_SECRET', t(AN, 22), True)], None, None),
    ('Zoom', 'Server-to-Server OAuth client secret', 'scheduling webinars from the CRM', 'CRM에서 웨비나 예약',
     lambda: [('ZOOM_CLIENT_ID', t(AN, 22), False), ('ZOOM_CLIENT_SECRET', t(AN, 32), True)], None, None),
    ('Dynatrace', 'API token', 'exporting SLOs for the client report', '고객 보고서용 SLO export',
     lambda: one('DT_API_TOKEN', 'dt0c01.' + t(AU, 24) + '.' + t(AU, 64)), 'Authorization: Api-Token {}', 'abc12345.live.dynatrace.com/api/v2/slo'),
    ('Rollbar', 'project access token', 'tracking the PHP fatal errors', 'PHP fatal error 추적',
     lambda: one('ROLLBAR_ACCESS_TOKEN', t(HX, 32)), 'X-Rollbar-Access-Token: {}', 'api.rollbar.com/api/1/items'),
    ('Honeycomb', 'ingest API key', 'tracing the matchmaking service', '매치메이킹 서비스 tracing',
     lambda: one('HONEYCOMB_API_KEY', 'hcaik_' + t(AL, 58)), 'x-honeycomb-team: {}', 'api.honeycomb.io/1/events'),
    ('Crowdin', 'personal access token', 'syncing Korean translations', '한국어 번역 sync',
     lambda: one('CROWDIN_PERSONAL_TOKEN', t(HX, 80)), BEARER, 'api.crowdin.com/api/v2/projects'),
    ('Splunk', 'HEC token', 'forwarding firewall logs', '방화벽 로그 forwarding',
     lambda: one('SPLUNK_HEC_TOKEN', uid()), 'Authorization: Splunk {}', 'splunk.corp.internal:8088/services/collector'),
    ('Jenkins', 'user API token', 'triggering the legacy Jenkins job remotely', 'legacy Jenkins job 원격 trigger',
     lambda: one('JENKINS_API_TOKEN', '11' + t(HX, 32)), None, None),
    ('Red Hat', 'Quay robot token', 'pulling images from Quay in the air-gapped cluster', '폐쇄망 클러스터에서 Quay 이미지 pull',
     lambda: one('QUAY_ROBOT_TOKEN', t(AU, 64)), None, None),
    ('Cloudsmith', 'API key', 'publishing Debian packages', 'Debian 패키지 배포',
     lambda: one('CLOUDSMITH_API_KEY', t(HX, 40)), 'X-Api-Key: {}', 'api.cloudsmith.io/v1/packages'),
    ('Vonage', 'API secret', 'sending OTP SMS in Japan', '일본 OTP SMS 발송',
     lambda: [('VONAGE_API_KEY', t(HX, 8), False), ('VONAGE_API_SECRET', t(AN, 16), True)], None, None),
    ('Telnyx', 'API key', 'porting SIP trunks', 'SIP trunk 이전',
     lambda: one('TELNYX_API_KEY', 'KEY' + t(HXU, 32) + '_' + t(AN, 22)), BEARER, 'api.telnyx.com/v2/phone_numbers'),
    ('Yandex Cloud', 'API key', 'translating release notes', '릴리스 노트 번역',
     lambda: one('YC_API_KEY', 'AQVN' + t(URLC, 36)), 'Authorization: Api-Key {}', 'translate.api.cloud.yandex.net/translate/v2/translate'),
    ('ElevenLabs', 'API key', 'generating NPC voice lines', 'NPC 음성 생성',
     lambda: one('ELEVENLABS_API_KEY', 'sk_' + t(HX, 48)), 'xi-api-key: {}', 'api.elevenlabs.io/v1/text-to-speech'),
    ('Deepgram', 'API key', 'transcribing support calls', '상담 통화 전사',
     lambda: one('DEEPGRAM_API_KEY', t(HX, 40)), 'Authorization: Token {}', 'api.deepgram.com/v1/listen'),
    ('OpenRouter', 'API key', 'routing eval traffic through OpenRouter', 'OpenRouter로 eval 트래픽 라우팅',
     lambda: one('OPENROUTER_API_KEY', 'sk-or-v1-' + t(HX, 64)), BEARER, 'openrouter.ai/api/v1/chat/completions'),
    ('LangChain', 'LangSmith API key', 'tracing the agent runs', 'agent run tracing',
     lambda: one('LANGSMITH_API_KEY', 'lsv2_pt_' + t(HX, 32) + '_' + t(HX, 10)), 'x-api-key: {}', 'api.smith.langchain.com/runs'),
    ('Zhipu AI', 'API key', 'testing GLM for Chinese support tickets', '중국어 티켓에 GLM 테스트',
     lambda: one('ZHIPUAI_API_KEY', t(HX, 32) + '.' + t(AN, 16)), BEARER, 'open.bigmodel.cn/api/paas/v4/chat/completions'),
    ('Moonshot AI', 'API key', 'summarising long Chinese contracts', '긴 중국어 계약서 요약',
     lambda: one('MOONSHOT_API_KEY', 'sk-' + t(AN, 48)), BEARER, 'api.moonshot.cn/v1/chat/completions'),
    ('Voyage AI', 'API key', 'embedding the code search corpus', '코드 검색 코퍼스 임베딩',
     lambda: one('VOYAGE_API_KEY', 'pa-' + t(URLC, 43)), BEARER, 'api.voyageai.com/v1/embeddings'),
    ('Codecov', 'upload token', 'fixing coverage uploads on forks', 'fork에서 coverage 업로드 수정',
     lambda: one('CODECOV_TOKEN', uid()), None, None),
    ('Lokalise', 'API token', 'pulling translation files in CI', 'CI에서 번역 파일 pull',
     lambda: one('LOKALISE_API_TOKEN', t(HX, 40)), 'X-Api-Token: {}', 'api.lokalise.com/api2/projects'),
    ('Intercom', 'access token', 'exporting conversations for QA', 'QA용 대화 내역 export',
     lambda: one('INTERCOM_ACCESS_TOKEN', 'dG9rOj' + t(AN, 50) + '='), BEARER, 'api.intercom.io/conversations'),
    ('Zendesk', 'API token', 'migrating macros between Zendesk instances', 'Zendesk 인스턴스 간 macro 이전',
     lambda: one('ZENDESK_API_TOKEN', t(AN, 40)), None, None),
    ('Adyen', 'API key', 'testing the payment terminal integration', '결제 단말 연동 테스트',
     lambda: one('ADYEN_API_KEY', 'AQE' + t(AN, 14) + 'jq0' + t(URLC + '=+', 150)), 'X-API-Key: {}', 'checkout-live.adyen.com/v71/payments'),
    ('Snyk', 'API token', 'adding dependency scanning to the monorepo', 'monorepo에 의존성 스캔 추가',
     lambda: one('SNYK_TOKEN', uid()), 'Authorization: token {}', 'api.snyk.io/rest/orgs'),
    ('Vultr', 'API key', 'provisioning game servers in Seoul', '서울 리전 게임 서버 프로비저닝',
     lambda: one('VULTR_API_KEY', t(AU, 36)), BEARER, 'api.vultr.com/v2/instances'),
]


# ---------------------------------------------------------------- presentation of vendor credentials
MULTI_STYLES = ['env', 'export', 'yaml', 'json', 'toml', 'properties', 'python', 'js', 'go', 'csharp', 'php',
                'ruby', 'k8s', 'gha', 'docker', 'compose', 'tfvars', 'powershell', 'table', 'email', 'diff',
                'notebook', 'log', 'java', 'rust', 'ini']
SINGLE_STYLES = MULTI_STYLES + ['curl', 'http', 'prose', 'split', 'nolabel', 'issue', 'prose', 'split', 'curl', 'http']
STYLE_NAMES = {'env': '.env file', 'export': 'shell export', 'yaml': 'YAML config', 'json': 'JSON config',
               'toml': 'TOML config', 'properties': 'Java .properties', 'python': 'Python code', 'js': 'TypeScript code',
               'go': 'Go code', 'csharp': 'C# code', 'php': 'PHP config', 'ruby': 'Ruby initializer', 'k8s': 'k8s Secret manifest',
               'gha': 'GitHub Actions workflow', 'docker': 'docker run', 'compose': 'docker-compose', 'tfvars': 'terraform.tfvars',
               'powershell': 'PowerShell', 'table': 'markdown table', 'email': 'email excerpt', 'diff': 'git diff',
               'notebook': 'notebook cell', 'log': 'debug log dump', 'java': 'Java code', 'rust': 'Rust code', 'ini': 'INI file',
               'curl': 'curl command', 'http': 'HTTP request', 'prose': 'prose', 'split': 'split across fields',
               'nolabel': 'unlabelled value', 'issue': 'issue comment'}
STYLE_FILES = {'env': '.env.production', 'export': 'deploy.sh', 'yaml': 'config/settings.yaml', 'json': 'appsettings.Production.json',
               'toml': 'config/prod.toml', 'properties': 'src/main/resources/application-prod.properties',
               'python': 'notebooks/setup.py', 'js': 'src/lib/client.ts', 'go': 'cmd/worker/main.go', 'csharp': 'Startup.cs',
               'php': 'includes/config.php', 'ruby': 'config/initializers/vendors.rb', 'k8s': 'deploy/secret.yaml',
               'gha': '.github/workflows/release.yml', 'docker': 'run-prod.sh', 'compose': 'docker-compose.override.yml',
               'tfvars': 'envs/prod/terraform.tfvars', 'powershell': 'scripts/Deploy.ps1', 'table': 'the wiki page "Handover"',
               'email': 'the handover email', 'diff': 'the last commit', 'notebook': 'analysis.ipynb', 'log': 'worker.log',
               'java': 'src/main/java/com/acme/Config.java', 'rust': 'src/config.rs', 'ini': 'settings.ini',
               'curl': 'the runbook', 'http': 'the proxy capture'}


def slug(v): return ''.join(ch for ch in v.lower() if ch.isalnum())


def render(style, items, vendor, hdr, apihost, lang):
    vs = slug(vendor)
    if style == 'env':
        return '\n'.join(f'{k}={v}' for k, v, _ in items)
    if style == 'export':
        return '\n'.join(f"export {k}='{v}'" for k, v, _ in items) + f'\n./scripts/release.sh --target {c(["prod", "staging"])}'
    if style == 'yaml':
        return f'{vs}:\n' + '\n'.join(f'  {k.lower()}: "{v}"' for k, v, _ in items) + f'\n  timeout: {ri(5, 60)}s'
    if style == 'json':
        return '{"' + vs + '": {' + ', '.join(f'"{k.lower()}": "{v}"' for k, v, _ in items) + '}}'
    if style == 'toml':
        return f'[{vs}]\n' + '\n'.join(f'{k.lower()} = "{v}"' for k, v, _ in items)
    if style == 'ini':
        return f'[{vs}]\n' + '\n'.join(f'{k.lower()} = {v}' for k, v, _ in items)
    if style == 'properties':
        return '\n'.join(f'{vs}.{k.lower().replace("_", "-")}={v}' for k, v, _ in items)
    if style == 'python':
        return 'import os\n' + '\n'.join(f'os.environ["{k}"] = "{v}"' for k, v, _ in items)
    if style == 'js':
        return '\n'.join(f'const {k} = process.env.{k} ?? "{v}";' for k, v, _ in items)
    if style == 'go':
        return '\n'.join(f'\tos.Setenv("{k}", "{v}")' for k, v, _ in items)
    if style == 'csharp':
        return '\n'.join(f'Environment.SetEnvironmentVariable("{k}", "{v}");' for k, v, _ in items)
    if style == 'java':
        return '\n'.join(f'    static final String {k} = "{v}";' for k, v, _ in items)
    if style == 'rust':
        return '\n'.join(f'const {k}: &str = "{v}";' for k, v, _ in items)
    if style == 'php':
        return '<?php\n' + '\n'.join(f"define('{k}', '{v}');" for k, v, _ in items)
    if style == 'ruby':
        return '\n'.join(f'ENV["{k}"] ||= "{v}"' for k, v, _ in items)
    if style == 'k8s':
        return f'apiVersion: v1\nkind: Secret\nmetadata:\n  name: {vs}-creds\ntype: Opaque\nstringData:\n' + '\n'.join(f'  {k}: "{v}"' for k, v, _ in items)
    if style == 'gha':
        return '    - name: publish\n      env:\n' + '\n'.join(f'        {k}: {v}' for k, v, _ in items) + '\n      run: make publish'
    if style == 'docker':
        return 'docker run -d --name worker \\\n' + ''.join(f'  -e {k}={v} \\\n' for k, v, _ in items) + f'  registry.{c(DOMAINS)}/worker:{ver()}'
    if style == 'compose':
        return 'services:\n  app:\n    environment:\n' + '\n'.join(f'      - {k}={v}' for k, v, _ in items)
    if style == 'tfvars':
        return '\n'.join(f'{k.lower()} = "{v}"' for k, v, _ in items)
    if style == 'powershell':
        return '\n'.join(f'$env:{k} = "{v}"' for k, v, _ in items)
    if style == 'table':
        return '| name | value |\n|---|---|\n' + '\n'.join(f'| {k} | `{v}` |' for k, v, _ in items)
    if style == 'email':
        hi = L(lang, 'Hi, as discussed, the production values are below:', '안녕하세요, 말씀드린 운영 값 전달드립니다:')
        return '> From: ' + c(USERS) + '@' + c(CLIENTS) + '.com\n> ' + hi + '\n' + '\n'.join(f'> {k}: {v}' for k, v, _ in items)
    if style == 'diff':
        return '\n'.join(f'-{k}=${{{{ secrets.{k} }}}}\n+{k}={v}' for k, v, _ in items)
    if style == 'notebook':
        return '\n'.join(f'%env {k}={v}' for k, v, _ in items)
    if style == 'log':
        d = ', '.join(f"'{k.lower()}': '{v}'" for k, v, _ in items)
        return f'2025-{ri(1, 12):02d}-{ri(1, 28):02d}T{ri(0, 23):02d}:{ri(0, 59):02d}:{ri(0, 59):02d}Z DEBUG settings loaded: {{{d}, \'region\': \'{c(["eu-west-1", "ap-northeast-2", "us-east-1"])}\'}}'
    k, v, _ = [it for it in items if it[2]][0]
    if style == 'curl':
        h = (hdr or BEARER).format(v)
        return f'curl -sS -H "{h}" https://{apihost or "api." + vs + ".com/v1/status"}'
    if style == 'http':
        h = (hdr or BEARER).format(v)
        path = (apihost or 'api.' + vs + '.com/v1/status').split('/', 1)
        return f'POST /{path[1] if len(path) > 1 else ""} HTTP/1.1\nHost: {path[0]}\n{h}\nContent-Type: application/json\n\n{{"dry_run": true}}'
    raise ValueError(style)


EN_INTRO = ['While {ctx} for {client}, the working credentials were only in {file}:',
            '{Ctx} kept failing with 401 until I found what {file} actually uses:',
            'Context I was missing while {ctx}: the setup in {file} (copied as-is):',
            'For {client}, {ctx}. The previous maintainer left this in {file}:',
            'I spent an hour {ctx} before seeing the {vendor} config in {file}:']
KO_INTRO = ['{client} 건으로 {ctx} 작업 중, 실제로 동작하는 값은 {file}에만 있었음:',
            '{ctx} 하다가 계속 401이 나서 보니 {file}에 이렇게 들어가 있었음:',
            '{ctx} 작업할 때 몰랐던 맥락: {file} 내용 (그대로 복사)',
            '이전 담당자가 {file}에 남겨둔 {vendor} 설정을 못 찾아서 {ctx}에 시간이 걸림:',
            '{client} 레포에서 {ctx} 진행. {file} 확인 결과:']
EN_LESSON = ['Hard-coded {vendor} credentials end up in git history; keep them in {store} and inject them at runtime.',
             'This {vendor} {desc} has full scope; it has to be revoked in the {vendor} console and replaced with a narrowly scoped one kept in {store}.',
             'Before pasting config into tickets or notes, strip the {vendor} values: the tracker is indexed and shared with the client.',
             'CI should read {var} from {store}; the literal in the repo is burned now and must be rotated.',
             'Separate {vendor} credentials per environment so a leaked staging value cannot touch production.',
             'Add a pre-commit secret check to this repo; it would have caught the {vendor} {desc} before the push.']
KO_LESSON = ['{vendor} 키를 코드에 하드코딩하면 git history에 영구히 남는다. {store}에 넣고 runtime에 주입할 것.',
             '{var} 값이 그대로 노출됐으니 {vendor} 콘솔에서 즉시 revoke하고 새로 발급해야 한다.',
             '티켓이나 노트에 설정을 붙여넣기 전에 {vendor} 값은 반드시 지울 것. 이슈 트래커는 고객사와 공유된다.',
             '환경별로 {vendor} {desc}를 분리해야 staging 유출이 production까지 번지지 않는다.',
             'CI는 {store}에서 {var}를 읽도록 바꾸고, 레포에 있던 값은 폐기 처리.',
             '이 레포에 pre-commit secret 검사를 추가하자. push 전에 {vendor} {desc}가 걸렸을 것.']
EN_ASK = ['Where is the canonical {vendor} {desc} kept for this client, and who can rotate it?',
          'Is there a scoped {vendor} credential for CI, or only the owner-level one?',
          'Which environments still use this {vendor} value, so I know what breaks when it is rotated?',
          'Can you give me read access to {store} instead of pasting values in chat?',
          'Who owns the {vendor} account, and should I open the rotation ticket or will you?']
KO_ASK = ['이 고객사의 {vendor} {desc} 원본은 어디에 보관하고 누가 rotate 할 수 있나요?',
          'CI 전용으로 권한이 제한된 {vendor} 키가 있나요, 아니면 owner 키뿐인가요?',
          '이 {vendor} 값을 쓰는 환경이 어디어디인지 알려주세요. rotate 시 영향 범위 확인용입니다.',
          '채팅에 값을 붙여주시는 대신 {store} 읽기 권한을 받을 수 있을까요?',
          '{vendor} 계정 owner가 누구인가요? rotation 티켓은 제가 올릴까요?']


def vendor_note(V, used, lang):
    vendor, desc, ctx_en, ctx_ko, gen, hdr, apihost = V
    items = gen()
    pool = MULTI_STYLES if len(items) > 1 else SINGLE_STYLES
    if hdr is None:
        pool = [x for x in pool if x not in ('curl', 'http')]
    style = c([x for x in pool if x not in used])
    listed = [v for k, v, l in items if l]
    var = [k for k, v, l in items if l][0]
    val = listed[0]
    fmt = dict(vendor=vendor, desc=desc, var=var, store=c(STORES), client=c(CLIENTS), file=STYLE_FILES.get(style, 'the notes'),
               ctx=ctx_en if lang == 'en' else ctx_ko, Ctx=(ctx_en[0].upper() + ctx_en[1:]))
    intro = c(EN_INTRO if lang == 'en' else KO_INTRO).format(**fmt)
    lesson = c(EN_LESSON if lang == 'en' else KO_LESSON).format(**fmt)
    ask = c(EN_ASK if lang == 'en' else KO_ASK).format(**fmt)
    if style == 'prose':
        mc = L(lang, c([f'{fmt["Ctx"]} for {fmt["client"]} only worked after switching to the {vendor} {desc} {val} that the ops lead sent over chat.',
                        f'The {vendor} {desc} in use is {val} (owner account, created by the previous contractor); {ctx_en} fails with any other value.']),
               c([f'{ctx_ko} 작업은 운영팀장이 메신저로 보내준 {vendor} {desc} {val} 로 바꾼 뒤에야 동작함.',
                  f'현재 쓰는 {vendor} {desc}는 {val} 이고 (이전 외주 업체가 만든 owner 계정), 다른 값으로는 {ctx_ko}이 실패함.']))
    elif style == 'split':
        mc = L(lang, f'{fmt["Ctx"]} for {fmt["client"]}: the request only succeeds with the {vendor} {desc} from the handover doc, which is',
               f'{fmt["client"]} {ctx_ko} 작업: 인수인계 문서에 있던 {vendor} {desc}로만 요청이 성공함. 값은')
        lesson = val + L(lang, f' — and it is the only copy outside the {vendor} console. ', f' 이고, {vendor} 콘솔 밖에는 이 사본뿐이다. ') + lesson
    elif style == 'nolabel':
        cmd = c([f'{slug(vendor)} login', f'{slug(vendor)}-cli auth', f'{slug(vendor)} configure'])
        mc = L(lang, f'{fmt["Ctx"]}: ran `{cmd}` on the build box and pasted {val} when it prompted; that string came from the old Confluence page.',
               f'{ctx_ko}: 빌드 서버에서 `{cmd}` 실행 후 프롬프트에 {val} 붙여넣음. 이 문자열은 예전 Confluence 페이지에서 가져온 것.')
    elif style == 'issue':
        who = c(USERS)
        mc = L(lang, f'Issue #{ri(100, 4000)} comment by @{who} while {ctx_en}:\n> still 401 for me. I set {var}={val} like the README says, what am I missing?',
               f'{ctx_ko} 관련 이슈 #{ri(100, 4000)}에 @{who} 코멘트:\n> 아직 401 납니다. README대로 {var}={val} 설정했는데 뭐가 빠졌을까요?')
    else:
        mc = intro + '\n' + render(style, items, vendor, hdr, apihost, lang)
    # sometimes the value is quoted again in the ask field
    if style not in ('split',) and R.random() < 0.15:
        ask = L(lang, f'Is {val} still the active {vendor} value, or was it rotated already?',
                f'{val} 이 값이 아직 유효한 {vendor} 키인가요, 이미 rotate 됐나요?')
    # sometimes the snippet goes to the lesson field instead
    if style not in ('split', 'prose', 'nolabel', 'issue') and R.random() < 0.15:
        lesson, mc = L(lang, 'What the working setup looked like:\n', '동작하던 설정:\n') + mc.split('\n', 1)[1] + '\n' + lesson, mc.split('\n', 1)[0] + L(lang, ' (see lesson)', ' (lesson 참고)')
    return {'missing_context': mc, 'lesson': lesson, 'ask_next_time': ask}, listed, style


# ---------------------------------------------------------------- generic secret templates
GENERIC = []


def gen(cat):
    def deco(f):
        GENERIC.append((cat, f)); return f
    return deco


def F(mc, le, ask, secrets): return {'missing_context': mc, 'lesson': le, 'ask_next_time': ask}, secrets


@gen('shell: mysql -p attached password')
def _(lang):
    p = c([pw_human, pw_machine, pw_kokb])(); h = host('mysql'); u = c(USERS)
    snip = f'$ mysql -h {h} -u {u} -p{p} shop_prod -e "SHOW PROCESSLIST"'
    return F(L(lang, f'Legacy PHP shop for {c(CLIENTS)}: the slow-query investigation needed DB access. The runbook says:\n{snip}',
               f'{c(CLIENTS)} legacy PHP 쇼핑몰 slow query 조사에 DB 접근이 필요했음. runbook 내용:\n{snip}'),
             L(lang, 'Passwords on the command line land in shell history and `ps`; use ~/.my.cnf with 0600 or --login-path.',
               '커맨드라인 비밀번호는 shell history와 ps에 남는다. ~/.my.cnf(0600)나 --login-path를 쓸 것.'),
             L(lang, 'Is there a read-only MySQL user for investigations?', '조사용 read-only MySQL 계정이 있나요?'), [p])


@gen('url: postgres URL with password')
def _(lang):
    p = c([pw_alnum, pw_human, passphrase])(); h = host('pg'); u = c(USERS)
    url = f'postgresql://{u}:{p}@{h}:5432/{c(["billing", "analytics", "gamedb", "crm"])}?sslmode=require'
    return F(L(lang, f'The notebook could not reach the warehouse; the working DATABASE_URL from the client was:\n{url}',
               f'노트북에서 warehouse 접속이 안 됐는데, 고객사가 준 동작하는 DATABASE_URL:\n{url}'),
             L(lang, 'Keep DSNs with embedded passwords out of notebooks; nbconvert output is committed with the cells.',
               '비밀번호가 들어간 DSN을 노트북에 두지 말 것. 셀 출력까지 commit 된다.'),
             L(lang, 'Can I get a personal role with IAM auth instead of the shared password?', '공유 비밀번호 대신 개인 role(IAM auth)을 받을 수 있나요?'), [p])


@gen('url: percent-encoded password in DSN')
def _(lang):
    raw = t(AN, ri(6, 9)) + c(['@', '/', '#', ':']) + t(AN, ri(4, 7)) + c(['%', '?', '@'])
    enc = ''.join(ch if ch in AN else '%%%02X' % ord(ch) for ch in raw)
    h = host(c(['mysql', 'pg'])); scheme = c(['mysql+pymysql', 'postgresql+psycopg', 'mariadb'])
    url = f'{scheme}://{c(USERS)}:{enc}@{h}/app'
    return F(L(lang, f'SQLAlchemy failed to parse the URL until the special characters were escaped. Working value:\n{url}',
               f'특수문자를 escape 하기 전까지 SQLAlchemy가 URL 파싱에 실패함. 동작하는 값:\n{url}'),
             L(lang, 'Use URL.create() with a password argument instead of hand-escaping; and do not paste the result anywhere.',
               'URL.create()에 password 인자를 넘기면 직접 escape 할 필요 없음. 결과 문자열은 어디에도 붙이지 말 것.'),
             L(lang, 'Which secret store does the ETL job read from?', 'ETL job은 어느 secret store를 읽나요?'), [enc])


@gen('url: MongoDB SRV URI')
def _(lang):
    p = pw_alnum(); u = c(USERS)
    url = f'mongodb+srv://{u}:{p}@cluster0.{t(AL, 5)}.mongodb.net/game?retryWrites=true&w=majority'
    return F(L(lang, f'Game backend leaderboard service, Node driver 6.x. MONGODB_URI in the PM2 ecosystem file:\n  MONGODB_URI: "{url}"',
               f'게임 백엔드 leaderboard 서비스 (Node driver 6.x). PM2 ecosystem 파일의 MONGODB_URI:\n  MONGODB_URI: "{url}"'),
             L(lang, 'The ecosystem file is committed; move the URI to the server env and rotate the Atlas user.',
               'ecosystem 파일이 commit 되어 있으므로 URI를 서버 env로 옮기고 Atlas 사용자 비밀번호를 교체해야 함.'),
             L(lang, 'Is the Atlas IP allowlist still 0.0.0.0/0?', 'Atlas IP allowlist가 아직 0.0.0.0/0 인가요?'), [p])


@gen('url: Redis/AMQP broker URL')
def _(lang):
    p = c([pw_alnum, pw_machine])(); which = c(['redis', 'amqp'])
    url = f'rediss://default:{p}@{host("redis")}:6380/0' if which == 'redis' else f'amqp://{c(USERS)}:{p}@{host("mq")}:5672/%2Fjobs'
    return F(L(lang, f'Celery workers were silently not consuming. Broker setting found in celeryconfig.py:\nbroker_url = "{url}"',
               f'Celery worker가 조용히 메시지를 소비하지 않음. celeryconfig.py의 broker 설정:\nbroker_url = "{url}"'),
             L(lang, 'Celery logs the broker URL at startup unless redaction is on; check the old logs too.',
               'Celery는 시작 시 broker URL을 로그에 남길 수 있음. 예전 로그도 확인 필요.'),
             L(lang, 'Who manages the broker credentials?', 'broker 계정은 누가 관리하나요?'), [p])


@gen('config: JDBC URL with password parameter')
def _(lang):
    p = c([pw_human, pw_machine])()
    url = f'jdbc:sqlserver://{host("db")}:1433;databaseName=ERP;user=sa;password={p};encrypt=true;trustServerCertificate=true'
    return F(L(lang, f'Spring Boot 2 app for {c(CLIENTS)} would not start on the new VM. application.properties had\nspring.datasource.url={url}',
               f'{c(CLIENTS)} Spring Boot 2 앱이 새 VM에서 기동 실패. application.properties:\nspring.datasource.url={url}'),
             L(lang, 'Never use sa for the app; create a least-privilege login and move the password to an env var.',
               '앱에서 sa 계정 사용 금지. 최소권한 login을 만들고 비밀번호는 env var로.'),
             L(lang, 'Can we get a DBA to create a dedicated login?', 'DBA에게 전용 login 생성을 요청할 수 있나요?'), [p])


@gen('config: .NET connection string')
def _(lang):
    p = c([pw_human, pw_walk, pw_machine])()
    cs = f'"DefaultConnection": "Server={host("db")};Database=Intranet;User Id=intranet_app;Password={p};TrustServerCertificate=True"'
    return F(L(lang, f'Legacy ASP.NET intranet, web.config transform missing on the new IIS box. appsettings.json:\n{cs}',
               f'legacy ASP.NET 인트라넷, 새 IIS 서버에 web.config transform 누락. appsettings.json:\n{cs}'),
             L(lang, 'Use dotnet user-secrets locally and IIS environment variables in production.',
               '로컬은 dotnet user-secrets, 운영은 IIS 환경변수로 관리할 것.'),
             L(lang, 'Is Windows auth possible for this DB instead?', '이 DB는 Windows 인증으로 바꿀 수 있나요?'), [p])


@gen('legacy: wp-config / PHP define DB_PASSWORD')
def _(lang):
    p = c([pw_human, pw_kokb, pw_machine])()
    snip = f"define( 'DB_NAME', 'wp_{t(AL, 4)}' );\ndefine( 'DB_USER', 'wp_admin' );\ndefine( 'DB_PASSWORD', '{p}' );\ndefine( 'DB_HOST', 'localhost' );"
    return F(L(lang, f'WordPress site hacked via an old plugin; to restore from backup I needed the DB settings:\n{snip}',
               f'오래된 플러그인으로 WordPress가 해킹됨. 백업 복구에 필요한 DB 설정:\n{snip}'),
             L(lang, 'After a compromise every credential in wp-config.php must be considered leaked, including this DB password and the salts.',
               '침해 후에는 wp-config.php의 모든 자격증명(DB 비밀번호, salt 포함)을 유출된 것으로 간주해야 한다.'),
             L(lang, 'Do you have a clean backup from before the plugin update?', '플러그인 업데이트 이전의 깨끗한 백업이 있나요?'), [p])


@gen('legacy: Perl DBI connect with password')
def _(lang):
    p = c([pw_human, pw_alnum])()
    snip = f'my $dbh = DBI->connect("dbi:Pg:dbname=invoices;host={host("pg")}", "billing", "{p}", {{ RaiseError => 1 }});'
    return F(L(lang, f'Nightly invoice cron (Perl 5.16) failed after the Postgres upgrade. In lib/Billing/DB.pm:\n{snip}',
               f'Postgres 업그레이드 후 야간 인보이스 cron(Perl 5.16) 실패. lib/Billing/DB.pm:\n{snip}'),
             L(lang, 'The upgrade switched to scram-sha-256; the old DBD::Pg needed a newer libpq, not a password change.',
               '업그레이드로 scram-sha-256이 적용됨. 비밀번호 문제가 아니라 DBD::Pg가 더 최신 libpq를 필요로 했음.'),
             L(lang, 'Can the password move to ~/.pgpass on the cron host?', 'cron 서버의 ~/.pgpass로 비밀번호를 옮겨도 될까요?'), [p])


@gen('ldap: ldapsearch -w bind password')
def _(lang):
    p = c([pw_human, pw_machine, pw_kokb])(); dc = c(['corp', 'hanbit', 'nordwind'])
    snip = f'ldapsearch -x -H ldaps://{host("ldap")} -D "cn=svc-gitlab,ou=Service,dc={dc},dc=local" -w \'{p}\' -b "dc={dc},dc=local" "(sAMAccountName=kim*)"'
    return F(L(lang, f'GitLab LDAP sync dropped users. Reproduced with:\n{snip}', f'GitLab LDAP sync에서 사용자가 누락됨. 재현 명령:\n{snip}'),
             L(lang, 'Use -W or -y file instead of -w so the bind password stays out of history.', 'bind 비밀번호가 history에 남지 않도록 -w 대신 -W나 -y 파일을 쓸 것.'),
             L(lang, 'Which OU holds the disabled accounts?', '비활성 계정은 어느 OU에 있나요?'), [p])


@gen('smtp: postfix sasl_passwd relay credentials')
def _(lang):
    p = c([pw_alnum, pw_machine])(); u = c(USERS) + '@' + c(CLIENTS) + '.com'
    snip = f'# /etc/postfix/sasl_passwd\n[smtp.{c(["office365.com", "gmail.com", "worksmobile.com", "mailplug.co.kr"])}]:587 {u}:{p}'
    return F(L(lang, f'Monitoring mails from the on-prem server stopped. Relay config:\n{snip}', f'온프렘 서버 모니터링 메일이 끊김. relay 설정:\n{snip}'),
             L(lang, 'Run postmap after edits and keep the file 0600; the .db copy contains the password too.', '수정 후 postmap 실행, 파일은 0600 유지. .db 파일에도 비밀번호가 들어있다.'),
             L(lang, 'Is there an app password policy for the relay account?', 'relay 계정용 app password 정책이 있나요?'), [p])


@gen('network: Cisco local user and SNMP community')
def _(lang):
    p = c([pw_human, pw_walk])(); comm = t(AN, ri(12, 16))
    snip = f'username netadmin privilege 15 password 0 {p}\nsnmp-server community {comm} RW 10\nip ssh version 2'
    return F(L(lang, f'Core switch at {c(CLIENTS)} branch office, `show run` excerpt the client pasted:\n{snip}',
               f'{c(CLIENTS)} 지점 코어 스위치, 고객이 붙여준 `show run` 일부:\n{snip}'),
             L(lang, 'Type-0 passwords and RW communities in configs are cleartext; move to secret 9 and SNMPv3.',
               'type 0 비밀번호와 RW community는 평문이다. secret 9와 SNMPv3로 전환할 것.'),
             L(lang, 'Who else received this running-config?', '이 running-config를 누가 또 받았나요?'), [p, comm])


@gen('vpn: WireGuard private key and preshared key')
def _(lang):
    pk = b64(32); psk = b64(32); pub = b64(32)
    snip = f'[Interface]\nPrivateKey = {pk}\nAddress = 10.8.0.{ri(2, 200)}/32\n\n[Peer]\nPublicKey = {pub}\nPresharedKey = {psk}\nEndpoint = vpn.{c(DOMAINS)}:51820'
    return F(L(lang, f'Home-lab road-warrior config that finally worked from the laptop:\n{snip}', f'노트북에서 드디어 동작한 홈랩 WireGuard 설정:\n{snip}'),
             L(lang, 'The peer needs AllowedIPs for the LAN; and this file belongs in the OS keychain, not in notes.', 'LAN 대역은 AllowedIPs에 넣어야 함. 이 파일은 노트가 아니라 키체인에 보관.'),
             L(lang, 'Should each device get its own peer key?', '기기마다 별도 peer 키를 발급할까요?'), [pk, psk])


@gen('vpn: strongSwan IPsec PSK')
def _(lang):
    psk = c([pw_machine, passphrase])()
    snip = f'# /etc/ipsec.secrets\n{ip()} {ip()} : PSK "{psk}"'
    return F(L(lang, f'Site-to-site tunnel to the {c(CLIENTS)} office kept renegotiating. Secrets file on our side:\n{snip}',
               f'{c(CLIENTS)} 사무실과의 site-to-site 터널이 계속 재협상됨. 우리 쪽 secrets 파일:\n{snip}'),
             L(lang, 'The real issue was DPD timing, not the PSK; still, a PSK shared by email should be replaced with certificates.',
               '원인은 PSK가 아니라 DPD 타이밍이었음. 다만 메일로 공유된 PSK는 인증서 방식으로 바꿔야 함.'),
             L(lang, 'Can the client side support IKEv2 with certs?', '고객사 장비가 인증서 기반 IKEv2를 지원하나요?'), [psk])


@gen('http: Basic auth header base64')
def _(lang):
    u = c(USERS); p = c([pw_human, pw_alnum])()
    blob = base64.b64encode(f'{u}:{p}'.encode()).decode()
    snip = f'GET /service/rest/v1/components?repository=npm-internal HTTP/1.1\nHost: nexus.{c(DOMAINS)}\nAuthorization: Basic {blob}\nUser-Agent: npm/10.8.1'
    return F(L(lang, f'npm install failed against the Nexus proxy; mitmproxy capture of the request:\n{snip}', f'Nexus proxy 대상 npm install 실패. mitmproxy로 잡은 요청:\n{snip}'),
             L(lang, 'The Basic header is just base64 of user:password; captures must be scrubbed before sharing.', 'Basic 헤더는 user:password의 base64일 뿐이다. 캡처는 공유 전에 반드시 지울 것.'),
             L(lang, 'Can Nexus issue user tokens instead?', 'Nexus에서 user token 발급이 가능한가요?'), [blob])


@gen('http: bearer JWT in HAR trace')
def _(lang):
    tok = jwt({"sub": str(ri(1000, 99999)), "role": c(["admin", "ops", "editor"]), "iat": ri(1700000000, 1760000000), "exp": ri(1760000000, 1790000000)})
    snip = f'"request": {{"method": "GET", "url": "https://admin.{c(CLIENTS)}.com/api/orders?page=2", "headers": [{{"name": "authorization", "value": "Bearer {tok}"}}]}}'
    return F(L(lang, f'The client attached a HAR file to reproduce the pagination bug. Relevant entry:\n{snip}', f'페이지네이션 버그 재현용으로 고객이 HAR 파일 첨부. 해당 entry:\n{snip}'),
             L(lang, 'HAR files carry live tokens; ask for sanitized HARs. This admin token is valid for months.', 'HAR 파일에는 살아있는 토큰이 들어있다. sanitize된 HAR을 요청할 것. 이 admin 토큰은 몇 달간 유효.'),
             L(lang, 'Can the admin API shorten token lifetime to an hour?', 'admin API 토큰 수명을 1시간으로 줄일 수 있나요?'), [tok])


@gen('http: session cookie in request')
def _(lang):
    sid = t(AL, 32) if R.random() < .5 else b64u(33)
    name = c(['PHPSESSID', 'laravel_session', 'connect.sid', 'sessionid', '_gitlab_session'])
    snip = f'Cookie: {name}={sid}; lang=ko; theme=dark'
    return F(L(lang, f'Reproducing the CSRF error required the logged-in admin session. From the browser devtools:\n{snip}', f'CSRF 오류 재현에 로그인된 관리자 세션이 필요했음. 브라우저 devtools에서 복사:\n{snip}'),
             L(lang, 'A session cookie is as good as the password until it expires; log that session out now.', '세션 쿠키는 만료 전까지 비밀번호와 같다. 해당 세션은 지금 로그아웃시킬 것.'),
             L(lang, 'Is there a staging admin account for repro work?', '재현 작업용 staging 관리자 계정이 있나요?'), [sid])


@gen('signed URL: Azure SAS signature')
def _(lang):
    sig = base64.b64encode(rb(32)).decode().replace('+', '%2B').replace('/', '%2F').replace('=', '%3D')
    url = f'https://st{t(AL, 10)}.blob.core.windows.net/exports/report.csv?sv=2022-11-02&ss=b&srt=o&sp=rl&se=2026-12-31T00:00:00Z&spr=https&sig={sig}'
    return F(L(lang, f'The BI team shares exports with this link (expires end of 2026):\n{url}', f'BI팀이 export 파일을 아래 링크로 공유함 (2026년 말 만료):\n{url}'),
             L(lang, 'A SAS URL with a long expiry is a bearer credential; prefer user-delegation SAS with hours of validity.', '만료가 긴 SAS URL은 그 자체로 자격증명이다. 몇 시간짜리 user-delegation SAS를 쓸 것.'),
             L(lang, 'Can the storage account key be rotated to invalidate old links?', '예전 링크 무효화를 위해 storage account key를 rotate 할 수 있나요?'), [sig])


@gen('signed URL: S3 presigned with session token')
def _(lang):
    sig = t(HX, 64); tok = 'IQoJb3JpZ2luX2VjE' + t(B64C, 300)
    enc = tok.replace('+', '%2B').replace('/', '%2F')
    url = f'https://releases-{t(AL, 6)}.s3.amazonaws.com/builds/app.dmg?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=20251102T101010Z&X-Amz-Expires=604800&X-Amz-Security-Token={enc}&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}'
    return F(L(lang, f'QA downloads the notarized build via this link:\n{url}', f'QA는 공증된 빌드를 아래 링크로 받음:\n{url}'),
             L(lang, 'Presigned URLs embed the STS session token; keep expiry short and never paste them in tickets.', 'presigned URL에는 STS 세션 토큰이 들어간다. 만료는 짧게, 티켓에 붙이지 말 것.'),
             L(lang, 'Can QA use the artifact bucket through SSO instead?', 'QA가 SSO로 artifact 버킷에 접근할 수 있나요?'), [sig, enc])


@gen('otp: TOTP seed in otpauth URI')
def _(lang):
    seed = t(B32, 32)
    uri = f'otpauth://totp/{c(CLIENTS)}:{c(USERS)}?secret={seed}&issuer={c(["GitLab", "Gitea", "AWS", "Proxmox", "Vaultwarden"])}&digits=6'
    return F(L(lang, f'Shared ops account 2FA; the QR code decodes to:\n{uri}', f'공용 운영 계정 2FA, QR 코드를 디코드하면:\n{uri}'),
             L(lang, 'The TOTP seed defeats the second factor if it lives next to the password.', 'TOTP seed가 비밀번호 옆에 있으면 2차 인증이 무의미해진다.'),
             L(lang, 'Can the shared account move to per-person accounts with their own 2FA?', '공용 계정을 개인별 계정+개인 2FA로 바꿀 수 있나요?'), [seed])


@gen('otp: recovery codes list')
def _(lang):
    codes = [f'{t(AL, 5)}-{t(AL, 5)}' for _ in range(ri(4, 8))]
    svc = c(['GitHub org owner', 'Gitea admin', 'npm publisher', 'PyPI owner'])
    body = '\n'.join(codes)
    return F(L(lang, f'Recovery codes for the {svc} account, saved when 2FA was set up:\n{body}', f'{svc} 계정 2FA 설정 시 저장한 recovery code:\n{body}'),
             L(lang, 'Recovery codes bypass 2FA; they belong in the offline safe.', 'recovery code는 2FA를 우회한다. 오프라인 금고에 보관할 것.'),
             L(lang, 'Who is the second owner on this account?', '이 계정의 두 번째 owner는 누구인가요?'), codes)


@gen('webhook: signing secret in server code')
def _(lang):
    s = t(HX, 40) if R.random() < .5 else t(URLC, 32)
    snip = f'WEBHOOK_SECRET = b"{s}"\nsig = hmac.new(WEBHOOK_SECRET, body, hashlib.sha256).hexdigest()\nif not hmac.compare_digest("sha256=" + sig, request.headers["X-Hub-Signature-256"]):\n    abort(401)'
    return F(L(lang, f'Gitea → Jenkins webhook bridge rejected every delivery. The Flask handler:\n{snip}', f'Gitea → Jenkins webhook 브리지가 모든 요청을 거부함. Flask 핸들러:\n{snip}'),
             L(lang, 'Body must be the raw bytes, not re-serialized JSON; and the secret must come from the environment.', 'body는 재직렬화된 JSON이 아니라 raw bytes여야 함. secret은 환경변수에서 읽을 것.'),
             L(lang, 'Is the same secret configured on other repos?', '같은 secret이 다른 레포에도 설정되어 있나요?'), [s])


@gen('key: OpenSSH ed25519 private key')
def _(lang):
    lines, _pub = ed25519_openssh_lines()
    body = '-----BEGIN OPENSSH PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END OPENSSH PRIVATE KEY-----'
    return F(L(lang, f'Deploy key used by the Ansible runner to reach the client servers (from ~/.ssh/deploy_ed25519 on the old box):\n{body}',
               f'Ansible runner가 고객사 서버에 접속할 때 쓰던 deploy key (구 서버 ~/.ssh/deploy_ed25519):\n{body}'),
             L(lang, 'Use a per-runner key and restrict it with from= in authorized_keys.', 'runner별 키를 쓰고 authorized_keys에 from= 제한을 걸 것.'),
             L(lang, 'Which hosts trust this key?', '이 키를 신뢰하는 호스트 목록이 있나요?'), [ln for ln in lines])


@gen('key: EC private key PEM for TLS')
def _(lang):
    lines = ec_pem_lines()
    body = '-----BEGIN EC PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END EC PRIVATE KEY-----'
    return F(L(lang, f'The internal registry certificate expired; the key next to the cert in /etc/docker/certs.d was:\n{body}',
               f'내부 registry 인증서 만료. /etc/docker/certs.d에 인증서와 함께 있던 키:\n{body}'),
             L(lang, 'Renew with a new key, not the same one; the old key has been copied around.', '같은 키로 갱신하지 말고 새 키로. 이전 키는 여기저기 복사됐다.'),
             L(lang, 'Does the internal CA support ACME?', '내부 CA가 ACME를 지원하나요?'), [ln for ln in lines if len(ln) >= 8])


@gen('signing: Apple App Store Connect .p8 key [Apple]')
def _(lang):
    lines = ec_pem_lines()
    kid = t(AU, 10)
    body = f'AuthKey_{kid}.p8\n-----BEGIN PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END PRIVATE KEY-----'
    return F(L(lang, f'fastlane upload to TestFlight needed the API key. Contents of the file in the shared drive:\n{body}',
               f'fastlane TestFlight 업로드에 API 키가 필요했음. 공유 드라이브에 있던 파일 내용:\n{body}'),
             L(lang, 'The .p8 can only be downloaded once; it belongs in the CI secret store, base64-encoded.', '.p8은 한 번만 다운로드 가능하다. CI secret store에 base64로 보관할 것.'),
             L(lang, 'Who has App Manager role to revoke it?', 'revoke 가능한 App Manager 권한은 누구에게 있나요?'), [ln for ln in lines if len(ln) >= 8])


@gen('signing: notarytool app-specific password [Apple]')
def _(lang):
    p = '-'.join(t(LO, 4) for _ in range(4))
    snip = f'xcrun notarytool submit dist/App.zip --apple-id release@{c(CLIENTS)}.com --team-id {t(AU, 10)} --password {p} --wait'
    return F(L(lang, f'Notarization of the macOS build, as done on the release Mac:\n{snip}', f'릴리스 Mac에서 macOS 빌드 공증 명령:\n{snip}'),
             L(lang, 'Store it with `notarytool store-credentials` in the keychain and reference --keychain-profile.', '`notarytool store-credentials`로 키체인에 저장하고 --keychain-profile로 참조할 것.'),
             L(lang, 'Can we switch to an App Store Connect API key?', 'App Store Connect API 키 방식으로 바꿀 수 있나요?'), [p])


@gen('signing: Android keystore passwords in gradle.properties')
def _(lang):
    sp = c([pw_human, pw_machine])(); kp = c([pw_human, pw_machine, pw_kokb])()
    snip = f'RELEASE_STORE_FILE=../keys/release.jks\nRELEASE_STORE_PASSWORD={sp}\nRELEASE_KEY_ALIAS=upload\nRELEASE_KEY_PASSWORD={kp}'
    return F(L(lang, f'Play upload failed because the signing config was missing on CI. Local gradle.properties of the last releaser:\n{snip}',
               f'CI에 서명 설정이 없어 Play 업로드 실패. 마지막 릴리스 담당자의 로컬 gradle.properties:\n{snip}'),
             L(lang, 'Use Play App Signing so the upload key can be reset; keep passwords in CI secrets.', 'Play App Signing을 쓰면 upload key 재설정이 가능. 비밀번호는 CI secret에.'),
             L(lang, 'Is the .jks backed up anywhere besides that laptop?', '.jks가 그 노트북 외에 백업되어 있나요?'), [sp, kp])


@gen('signing: Java keytool storepass and Maven GPG passphrase')
def _(lang):
    sp = c([pw_machine, passphrase])(); gp = passphrase()
    snip = f'keytool -list -keystore codesign.p12 -storetype PKCS12 -storepass {sp}\nmvn -P release deploy -Dgpg.passphrase="{gp}"'
    return F(L(lang, f'Maven Central release of the Java SDK, commands from the release checklist:\n{snip}', f'Java SDK Maven Central 릴리스, 체크리스트에 있던 명령:\n{snip}'),
             L(lang, 'Use MAVEN_GPG_PASSPHRASE env and a settings-security.xml; -D values show up in ps and CI logs.', 'MAVEN_GPG_PASSPHRASE env와 settings-security.xml 사용. -D 값은 ps와 CI 로그에 남는다.'),
             L(lang, 'Is the signing subkey separate from the primary key?', '서명용 subkey가 primary key와 분리되어 있나요?'), [sp, gp])


@gen('signing: GPG passphrase piped in CI')
def _(lang):
    gp = c([passphrase, pw_machine])()
    snip = f'echo "{gp}" | gpg --batch --yes --pinentry-mode loopback --passphrase-fd 0 --detach-sign dist/*.tar.gz'
    return F(L(lang, f'Release tarball signing step in the Gitea Actions workflow:\n{snip}', f'Gitea Actions workflow의 릴리스 tarball 서명 단계:\n{snip}'),
             L(lang, 'Echoing the passphrase in a run step prints it when set -x is on.', 'run step에서 passphrase를 echo 하면 set -x일 때 그대로 출력된다.'),
             L(lang, 'Should we move to sigstore keyless signing?', 'sigstore keyless 서명으로 옮길까요?'), [gp])


@gen('signing: cosign key password')
def _(lang):
    gp = c([passphrase, pw_machine])()
    snip = f'COSIGN_PASSWORD=\'{gp}\' cosign sign --key cosign.key registry.{c(DOMAINS)}/api@sha256:{sha()}'
    return F(L(lang, f'Helm chart and image signing in the release job:\n{snip}', f'릴리스 job의 Helm chart / 이미지 서명:\n{snip}'),
             L(lang, 'Inline env assignments are stored in shell history.', '인라인 env 할당은 shell history에 저장된다.'),
             L(lang, 'Where does the cosign.key file live?', 'cosign.key 파일은 어디에 있나요?'), [gp])


@gen('password: human-style password in prose')
def _(lang):
    p = pw_human(); svc = c(['Proxmox root', 'Synology admin', 'UniFi controller', 'iDRAC', 'pfSense admin', 'Grafana admin'])
    return F(L(lang, f'On-prem visit at {c(CLIENTS)}: the {svc} login is still the installer default they chose years ago, {p}, and the same one is reused on the NAS.',
               f'{c(CLIENTS)} 현장 방문: {svc} 로그인이 몇 년 전 설치 때 정한 {p} 그대로이고 NAS에도 같은 걸 재사용 중.'),
             L(lang, 'Password reuse across management interfaces means one leak opens everything.', '관리 인터페이스 간 비밀번호 재사용은 하나만 새도 전부 열린다.'),
             L(lang, 'Can we deploy a password manager for the office?', '사무실에 password manager 도입이 가능한가요?'), [p])


@gen('password: Korean word typed on English keyboard')
def _(lang):
    p = pw_kokb(); u = c(USERS)
    return F(L(lang, f'Client IT admin gave the VPN account over the phone: user {u}, password {p} (a Korean word typed with the keyboard in English mode).',
               f'고객사 IT 담당자가 전화로 VPN 계정을 알려줌: 아이디 {u}, 비번 {p} (한글 단어를 영문 자판으로 친 것).'),
             L(lang, 'Keyboard-shifted Korean words are in every cracking dictionary; they are not strong passwords.', '한영 변환 단어는 크래킹 사전에 다 들어있다. 강한 비밀번호가 아님.'),
             L(lang, 'Can they send a one-time link instead of phone dictation?', '전화 대신 일회용 링크로 전달해 주실 수 있나요?'), [p])


@gen('password: keyboard walk in Ansible inventory')
def _(lang):
    p = pw_walk()
    snip = f'[legacy_web]\n{ip()} ansible_user=root ansible_become_pass={p}\n{ip()} ansible_user=root ansible_become_pass={p}'
    return F(L(lang, f'Patching run for the old CentOS web tier; hosts.ini in the client repo:\n{snip}', f'구 CentOS 웹 서버 패치 작업, 고객 레포의 hosts.ini:\n{snip}'),
             L(lang, 'Use ansible-vault or --ask-become-pass; the same become password is on every host.', 'ansible-vault나 --ask-become-pass 사용. 모든 호스트에 같은 become 비밀번호.'),
             L(lang, 'Is root SSH login supposed to be enabled there?', '그 서버들은 root SSH 로그인이 허용되어야 하나요?'), [p])


@gen('password: diceware passphrase for backup repo')
def _(lang):
    p = passphrase(ri(5, 7))
    snip = f'export BORG_REPO=ssh://borg@{host("nas")}/./backups\nexport BORG_PASSPHRASE="{p}"\nborg create ::{{hostname}}-{{now}} /srv'
    return F(L(lang, f'Nightly backup script on the home-lab hypervisor:\n{snip}', f'홈랩 하이퍼바이저의 야간 백업 스크립트:\n{snip}'),
             L(lang, 'Without this passphrase the repo is unrecoverable; it needs an offline copy, not a copy in the script.', '이 passphrase 없이는 복구 불가. 스크립트가 아니라 오프라인 사본이 필요하다.'),
             L(lang, 'Where is the repokey export kept?', 'repokey export는 어디에 보관하나요?'), [p])


@gen('password: long numeric PIN for HSM/PIV')
def _(lang):
    p = pin(); puk = pin()
    return F(L(lang, f'YubiKey PIV setup for code signing on the release laptop: PIN changed to {p}, PUK {puk}; management key left default.',
               f'릴리스 노트북 코드서명용 YubiKey PIV 설정: PIN {p}로 변경, PUK {puk}, management key는 기본값 유지.'),
             L(lang, 'Change the management key too, and keep PIN/PUK in the sealed envelope.', 'management key도 변경하고 PIN/PUK는 봉인 봉투에 보관.'),
             L(lang, 'Who is the backup custodian for the PUK?', 'PUK 보관 담당 백업자는 누구인가요?'), [p, puk])


@gen('password: old and new password rotation')
def _(lang):
    old = c([pw_human, pw_kokb])(); new = c([pw_machine, pw_alnum])(); svc = c(['Jenkins admin', 'Harbor admin', 'Gitea root', 'RabbitMQ admin'])
    return F(L(lang, f'Rotated the {svc} password during the audit: {old} → {new}. Updated the k8s secret but not the backup job.',
               f'감사 중 {svc} 비밀번호 변경: {old} → {new}. k8s secret은 갱신했는데 백업 job은 안 함.'),
             L(lang, 'Track every consumer of a shared admin password before rotating it.', '공유 관리자 비밀번호는 rotate 전에 사용처를 모두 파악할 것.'),
             L(lang, 'Which other jobs log in as admin?', 'admin으로 로그인하는 다른 job이 있나요?'), [old, new])


@gen('registry: docker login -p')
def _(lang):
    p = c([pw_alnum, pw_machine])(); reg = f'harbor.{c(DOMAINS)}'
    snip = f'docker login {reg} -u robot$ci-push -p {p}'
    return F(L(lang, f'Image push to the self-hosted Harbor failed on the new runner. Old runner .bash_history:\n{snip}', f'새 runner에서 사내 Harbor push 실패. 구 runner의 .bash_history:\n{snip}'),
             L(lang, 'Use --password-stdin; -p leaves the password in history and ps.', '--password-stdin 사용. -p는 history와 ps에 남는다.'),
             L(lang, 'Can the robot account be limited to the ci project?', 'robot 계정을 ci 프로젝트로만 제한할 수 있나요?'), [p])


@gen('registry: docker config.json auth blob')
def _(lang):
    u = c(USERS); p = pw_alnum(); blob = base64.b64encode(f'{u}:{p}'.encode()).decode()
    snip = f'{{"auths": {{"registry.gitlab.{c(DOMAINS)}": {{"auth": "{blob}"}}}}}}'
    return F(L(lang, f'Kubernetes imagePullSecret for the on-prem cluster, decoded .dockerconfigjson:\n{snip}', f'온프렘 클러스터 imagePullSecret, .dockerconfigjson 디코드 결과:\n{snip}'),
             L(lang, 'The auth field is reversible base64 of user:password.', 'auth 필드는 user:password를 base64 한 것이라 그대로 복원된다.'),
             L(lang, 'Can we use a deploy token with read_registry only?', 'read_registry 권한만 있는 deploy token을 쓸 수 있나요?'), [blob])


@gen('helm: helm repo add --password')
def _(lang):
    p = c([pw_alnum, pw_human])()
    snip = f'helm repo add internal https://charts.{c(DOMAINS)} --username {c(USERS)} --password \'{p}\'\nhelm upgrade --install api internal/api --version {ver()}'
    return F(L(lang, f'Chart install for the staging namespace, from the client runbook:\n{snip}', f'staging namespace chart 설치, 고객 runbook:\n{snip}'),
             L(lang, 'Use --password-stdin and OCI registries with short-lived tokens.', '--password-stdin과 단기 토큰 기반 OCI registry 사용.'),
             L(lang, 'Is ChartMuseum still needed?', 'ChartMuseum이 아직 필요한가요?'), [p])


@gen('netrc: machine login password')
def _(lang):
    p = c([pw_alnum, pw_machine])()
    snip = f'machine git.{c(DOMAINS)}\n  login {c(USERS)}\n  password {p}'
    return F(L(lang, f'go get for private modules only worked with this ~/.netrc on the build VM:\n{snip}', f'빌드 VM의 ~/.netrc가 있어야 private module go get이 동작함:\n{snip}'),
             L(lang, 'GOPRIVATE plus a credential helper avoids plaintext .netrc.', 'GOPRIVATE와 credential helper를 쓰면 평문 .netrc가 필요 없다.'),
             L(lang, 'Which account owns that login?', '그 login은 누구 계정인가요?'), [p])


@gen('homelab: ipmitool -P BMC password')
def _(lang):
    p = c([pw_human, pw_walk, pw_machine])()
    snip = f'ipmitool -I lanplus -H {ip()} -U ADMIN -P {p} chassis power cycle'
    return F(L(lang, f'The Supermicro box in the rack hung; power-cycled it remotely with:\n{snip}', f'랙의 Supermicro 서버가 멈춰서 원격으로 전원 재시작:\n{snip}'),
             L(lang, 'BMCs must sit on an isolated VLAN; the ADMIN password was never changed per host.', 'BMC는 격리 VLAN에 둘 것. ADMIN 비밀번호가 호스트마다 동일했음.'),
             L(lang, 'Is there an inventory of BMC credentials?', 'BMC 계정 목록이 관리되고 있나요?'), [p])


@gen('network: Wi-Fi WPA PSK in wpa_supplicant')
def _(lang):
    p = c([passphrase, pw_human, pw_kokb])()
    snip = f'network={{\n    ssid="{c(CLIENTS)}-office"\n    psk="{p}"\n    key_mgmt=WPA-PSK\n}}'
    return F(L(lang, f'Raspberry Pi kiosk at the client office would not join Wi-Fi; working wpa_supplicant.conf:\n{snip}', f'고객사 사무실 라즈베리파이 키오스크 Wi-Fi 연결 실패. 동작하는 wpa_supplicant.conf:\n{snip}'),
             L(lang, 'Use wpa_passphrase to store the derived PSK instead of the plaintext.', 'wpa_passphrase로 평문 대신 파생 PSK를 저장할 것.'),
             L(lang, 'Is there a separate IoT SSID?', 'IoT용 SSID가 따로 있나요?'), [p])


@gen('game: RCON password in server.cfg')
def _(lang):
    p = c([pw_alnum, pw_human])()
    snip = f'hostname "{c(CLIENTS)} scrim #2"\nrcon_password "{p}"\nsv_password ""\nsv_maxrate 0'
    return F(L(lang, f'Dedicated game server config the community admins sent for the tick-rate issue:\n{snip}', f'틱레이트 이슈 관련해 커뮤니티 관리자가 보낸 전용 서버 설정:\n{snip}'),
             L(lang, 'RCON gives full server control; it should not be in a config that is shared with modders.', 'RCON은 서버 전체 제어 권한이다. 모더들과 공유하는 설정에 두면 안 됨.'),
             L(lang, 'Who has access to the config repo?', 'config 레포 접근 권한은 누구에게 있나요?'), [p])


@gen('framework: Django SECRET_KEY')
def _(lang):
    k = t(AL + '!@#$%^&*(-_=+)', 50)
    return F(L(lang, f'Session invalidation bug after deploy; settings/production.py had\nSECRET_KEY = "{k}"\nhard-coded, and staging uses the same file.',
               f'배포 후 세션 무효화 버그. settings/production.py에\nSECRET_KEY = "{k}"\n가 하드코딩, staging도 같은 파일 사용.'),
             L(lang, 'A leaked SECRET_KEY allows forging sessions and password-reset tokens.', 'SECRET_KEY가 유출되면 세션과 비밀번호 재설정 토큰을 위조할 수 있다.'),
             L(lang, 'Can staging get its own key?', 'staging에 별도 키를 줄 수 있나요?'), [k])


@gen('framework: Rails secret_key_base / master key')
def _(lang):
    mk = t(HX, 32); skb = t(HX, 128)
    return F(L(lang, f'Rails 6 app boot failed on the new host: config/master.key missing. The old host had {mk}; ENV also set SECRET_KEY_BASE={skb}',
               f'새 호스트에서 Rails 6 앱 부팅 실패: config/master.key 없음. 구 호스트 값은 {mk}, ENV에는 SECRET_KEY_BASE={skb}'),
             L(lang, 'master.key decrypts credentials.yml.enc; it must never be committed or pasted.', 'master.key는 credentials.yml.enc를 복호화한다. commit이나 붙여넣기 금지.'),
             L(lang, 'Who else has the master key?', 'master key를 가진 사람이 또 있나요?'), [mk, skb])


@gen('framework: JWT HS256 signing secret')
def _(lang):
    s = c([lambda: t(AN, 48), lambda: b64(32), passphrase])()
    snip = f'auth:\n  jwt:\n    algorithm: HS256\n    secret: "{s}"\n    ttl: 7d'
    return F(L(lang, f'Game backend auth service (Go) config for the lobby:\n{snip}', f'게임 로비 인증 서비스(Go) 설정:\n{snip}'),
             L(lang, 'Anyone with the HS256 secret can mint admin tokens; switch to asymmetric keys.', 'HS256 secret을 가진 누구나 admin 토큰을 만들 수 있다. 비대칭 키로 전환.'),
             L(lang, 'Do other services verify with the same secret?', '다른 서비스도 같은 secret으로 검증하나요?'), [s])


@gen('kafka: SASL JAAS config password')
def _(lang):
    p = c([pw_alnum, pw_machine])(); u = t(AU, 16)
    snip = f'sasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="{u}" password="{p}";'
    return F(L(lang, f'Consumer group lag alert; the consumer properties in the ops repo:\n{snip}', f'consumer group lag 알림. ops 레포의 consumer properties:\n{snip}'),
             L(lang, 'Put the JAAS password in a file referenced by a config provider.', 'JAAS 비밀번호는 config provider가 참조하는 파일로 분리.'),
             L(lang, 'Is the API key scoped to this topic?', '이 API 키가 해당 토픽으로 제한되어 있나요?'), [p])


@gen('notebook: Jupyter server token URL')
def _(lang):
    tok = t(HX, 48)
    return F(L(lang, f'Shared GPU box for the data team, the server log printed:\n    http://{host("gpu")}:8888/lab?token={tok}\nand the port is open on the office LAN.',
               f'데이터팀 공용 GPU 서버 로그 출력:\n    http://{host("gpu")}:8888/lab?token={tok}\n포트가 사무실 LAN에 열려 있음.'),
             L(lang, 'That token gives a shell as the notebook user; use JupyterHub with SSO.', '이 토큰이면 notebook 사용자 권한의 shell을 얻는다. SSO 기반 JupyterHub 사용.'),
             L(lang, 'Who else uses that GPU box?', '그 GPU 서버를 또 누가 쓰나요?'), [tok])


@gen('no-label: value typed at sudo prompt')
def _(lang):
    p = c([pw_human, pw_kokb, pw_walk])(); h = host(c(['pve', 'nas', 'ci']))
    return F(L(lang, f'Pair-debugging with the client on {h}: they typed {p} when sudo asked, on a shared screen recording that went to the ticket.',
               f'{h}에서 고객과 함께 디버깅: sudo가 물었을 때 {p} 를 입력했고, 그 화면 녹화가 티켓에 첨부됨.'),
             L(lang, 'Screen recordings capture what people type; pause recording around prompts.', '화면 녹화는 입력 내용을 그대로 담는다. 프롬프트 입력 시에는 녹화를 멈출 것.'),
             L(lang, 'Can the recording be removed from the ticket?', '티켓에서 녹화본을 삭제할 수 있나요?'), [p])


@gen('split: SMTP relay password across fields')
def _(lang):
    p = c([pw_human, pw_machine, pw_kokb])()
    return F(L(lang, f'Alertmanager email receiver on {host("smtp")} needed auth; the relay account is alerts@{c(CLIENTS)}.com and the password the client gave is',
               f'{host("smtp")}의 Alertmanager 메일 receiver에 인증이 필요했음. relay 계정은 alerts@{c(CLIENTS)}.com, 고객이 준 비밀번호는'),
             L(lang, f'{p} — it also works for webmail, so it is a full mailbox password, not an SMTP-only one.', f'{p} — 웹메일에도 로그인 되는 걸 보니 SMTP 전용이 아닌 메일함 전체 비밀번호.'),
             L(lang, 'Can they create an SMTP-only app password?', 'SMTP 전용 app password를 만들어 줄 수 있나요?'), [p])


@gen('split: LDAP bind password label and value across fields')
def _(lang):
    p = c([pw_human, pw_machine])()
    return F(L(lang, 'Gitea LDAP auth source kept failing with "Invalid Credentials". Bind DN cn=gitea-bind,ou=svc,dc=office,dc=lan; bind password:',
               'Gitea LDAP 인증 소스가 "Invalid Credentials"로 계속 실패. Bind DN cn=gitea-bind,ou=svc,dc=office,dc=lan, bind 비밀번호:'),
             L(lang, f'{p}\nThe trailing space in the admin UI field was the bug.', f'{p}\n관리 UI 입력칸의 뒤쪽 공백이 원인이었음.'),
             '', [p])


@gen('age: AGE-SECRET-KEY identity')
def _(lang):
    k = 'AGE-SECRET-KEY-1' + t('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L'.upper(), 58)
    return F(L(lang, f'sops decryption failed in CI; the identity file on the maintainer laptop (~/.config/sops/age/keys.txt):\n# public key: age1{t("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)}\n{k}',
               f'CI에서 sops 복호화 실패. 메인테이너 노트북의 identity 파일 (~/.config/sops/age/keys.txt):\n# public key: age1{t("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)}\n{k}'),
             L(lang, 'CI needs its own age identity added as a recipient, not a copy of a person\'s key.', 'CI에는 개인 키 사본이 아니라 별도 age identity를 recipient로 추가해야 한다.'),
             L(lang, 'Can we re-encrypt with a CI recipient?', 'CI recipient로 재암호화해도 될까요?'), [k])


@gen('vault: ansible vault password file contents')
def _(lang):
    p = c([passphrase, pw_machine])()
    return F(L(lang, f'ansible-playbook asked for the vault password; the .vault_pass file on the bastion contains just: {p}',
               f'ansible-playbook이 vault 비밀번호를 요구함. bastion의 .vault_pass 파일 내용은 딱 이것: {p}'),
             L(lang, 'Use a vault-password client script that reads from the keyring.', 'keyring에서 읽는 vault-password client 스크립트를 쓸 것.'),
             L(lang, 'Who has shell on the bastion?', 'bastion에 shell 권한 있는 사람이 누구인가요?'), [p])


@gen('snmp: SNMPv3 auth and priv passphrases')
def _(lang):
    a = pw_alnum(); pv = pw_alnum()
    snip = f'snmpwalk -v3 -l authPriv -u monitor -a SHA -A {a} -x AES -X {pv} {ip()} ifDescr'
    return F(L(lang, f'LibreNMS could not poll the new firewall; manual test that worked:\n{snip}', f'LibreNMS가 새 방화벽을 poll 못함. 수동 테스트로 성공한 명령:\n{snip}'),
             L(lang, 'Auth and priv passphrases should differ; here they came from the same generator run.', 'auth와 priv passphrase는 달라야 한다.'),
             L(lang, 'Is SNMPv2 disabled now?', 'SNMPv2는 이제 비활성화됐나요?'), [a, pv])


@gen('powershell: ConvertTo-SecureString plaintext')
def _(lang):
    p = c([pw_human, pw_machine])()
    snip = f'$pw = ConvertTo-SecureString "{p}" -AsPlainText -Force\n$cred = New-Object PSCredential("CORP\\svc-backup", $pw)\nInvoke-Command -ComputerName FS01 -Credential $cred {{ wbadmin get versions }}'
    return F(L(lang, f'Windows backup check script for the file server:\n{snip}', f'파일 서버 백업 확인용 Windows 스크립트:\n{snip}'),
             L(lang, 'Use a gMSA or Export-Clixml under the service account instead.', 'gMSA나 서비스 계정 기준 Export-Clixml을 쓸 것.'),
             L(lang, 'Is svc-backup a domain admin?', 'svc-backup 계정이 domain admin인가요?'), [p])


@gen('slack: incoming webhook URL secret part [Slack]')
def _(lang):
    s = t(AN, 24)
    url = f'https://hooks.slack.com/services/T{t(AU, 8)}/B{t(AU, 10)}/{s}'
    return F(L(lang, f'Uptime Kuma notification target for the client status channel:\n{url}', f'고객사 상태 채널용 Uptime Kuma 알림 대상:\n{url}'),
             L(lang, 'Anyone with the webhook URL can post to the channel; treat it as a secret.', 'webhook URL만 있으면 누구나 채널에 글을 올릴 수 있다. secret으로 취급할 것.'),
             L(lang, 'Can the webhook be regenerated?', 'webhook을 재생성할 수 있나요?'), [s])


@gen('discord: webhook URL token [Discord]')
def _(lang):
    s = t(URLC, 68)
    url = f'https://discord.com/api/webhooks/{ri(10**17, 10**18)}/{s}'
    return F(L(lang, f'Game server crash reporter posts here (from crash_reporter.ini):\nurl={url}', f'게임 서버 crash reporter 전송 대상 (crash_reporter.ini):\nurl={url}'),
             L(lang, 'The ini ships with the server build; the webhook token must move to server-side config.', 'ini가 서버 빌드와 함께 배포된다. webhook 토큰은 서버 측 설정으로 옮길 것.'),
             L(lang, 'Who manages the Discord server?', 'Discord 서버 관리자는 누구인가요?'), [s])


@gen('stripe: webhook signing secret whsec [Stripe]')
def _(lang):
    s = 'whsec_' + t(AN, 32)
    return F(L(lang, f'Webhook signature verification failed after moving endpoints. The old endpoint secret hard-coded in billing/webhooks.py: endpoint_secret = "{s}"',
               f'엔드포인트 이전 후 webhook 서명 검증 실패. billing/webhooks.py에 하드코딩된 구 endpoint secret: endpoint_secret = "{s}"'),
             L(lang, 'Each Stripe endpoint has its own signing secret.', 'Stripe 엔드포인트마다 signing secret이 다르다.'),
             L(lang, 'Can I get dashboard access to roll it?', '롤링을 위해 대시보드 접근 권한을 받을 수 있나요?'), [s])


@gen('aws: STS session credentials triple [Amazon Web Services]')
def _(lang):
    ak = 'ASIA' + t(B32, 16); sk = t(B64C, 40); st = 'IQoJb3JpZ2luX2VjE' + t(B64C, 380)
    snip = f'[default]\naws_access_key_id = {ak}\naws_secret_access_key = {sk}\naws_session_token = {st}'
    return F(L(lang, f'The client exported SSO creds for me to debug the Lambda:\n{snip}', f'Lambda 디버깅을 위해 고객이 SSO 자격증명을 export 해줌:\n{snip}'),
             L(lang, 'Session creds expire, but 12h is plenty of time for misuse.', '세션 자격증명은 만료되지만 12시간이면 악용하기 충분하다.'),
             '', [ak, sk, st])


@gen('gitlab: runner registration token [GitLab]')
def _(lang):
    s = 'glrt-' + t(URLC, 20)
    snip = f'gitlab-runner register --non-interactive --url https://gitlab.{c(DOMAINS)} --token {s} --executor docker'
    return F(L(lang, f'Runner on the home-lab box, registration from the setup script:\n{snip}', f'홈랩 서버 runner 등록 스크립트:\n{snip}'),
             L(lang, 'Runner auth tokens let anyone attach a runner and receive job secrets.', 'runner 토큰이 있으면 누구나 runner를 붙여 job secret을 받을 수 있다.'),
             L(lang, 'Can I reset the token?', '토큰을 리셋해도 될까요?'), [s])


# ---------------------------------------------------------------- clean templates
CLEAN = []


def cl(cat, risky=True):
    def deco(f):
        CLEAN.append((cat, f, risky)); return f
    return deco


def G(mc, le, ask): return {'missing_context': mc, 'lesson': le, 'ask_next_time': ask}


@cl('clean: git bisect log with SHAs')
def _(lang):
    a, b, g = sha(40), sha(40), sha(40)
    s = f'git bisect start\ngit bisect bad {a}\ngit bisect good v{ver()}\nBisecting: 37 revisions left to test after this (roughly 5 steps)\n{g} is the first bad commit'
    return G(L(lang, f'The regression in the CSV exporter came from a dependency bump. Bisect session:\n{s}', f'CSV exporter 회귀는 의존성 업데이트 때문. bisect 기록:\n{s}'),
             L(lang, f'Pin transitive deps in the lockfile; commit {b[:12]} relaxed the range.', f'lockfile에서 transitive 의존성을 고정할 것. {b[:12]} 커밋에서 범위가 풀렸음.'),
             L(lang, 'Is there a CI job that runs the exporter tests nightly?', 'exporter 테스트를 매일 돌리는 CI job이 있나요?'))


@cl('clean: revert commit message with full SHA')
def _(lang):
    a = sha(40)
    s = f'Revert "build: switch to pnpm workspaces"\n\nThis reverts commit {a}.\nReason: lockfile drift broke the Docker cache.'
    return G(L(lang, f'Had to revert the package-manager migration before the release:\n{s}', f'릴리스 전에 패키지 매니저 전환을 revert 해야 했음:\n{s}'),
             L(lang, 'Migrate the Dockerfile cache mount together with the lockfile change.', 'lockfile 변경 시 Dockerfile cache mount도 함께 바꿀 것.'),
             L(lang, f'Should {a[:7]} be re-applied after the release?', f'릴리스 후 {a[:7]}를 다시 적용할까요?'))


@cl('clean: cherry-pick conflict with short SHAs')
def _(lang):
    rows = '\n'.join(f'{sha(7)} {m}' for m in ['fix(auth): handle expired refresh', 'chore: bump eslint', 'feat(api): add /healthz', 'docs: update SECURITY.md'])
    return G(L(lang, f'Backporting to release/{ver()[:3]} conflicted. git log --oneline of the range:\n{rows}', f'release 브랜치 backport 중 충돌. 해당 범위 git log --oneline:\n{rows}'),
             L(lang, 'Backport fixes only; chore commits create needless conflicts.', '수정 커밋만 backport 할 것. chore 커밋은 불필요한 충돌을 만든다.'),
             L(lang, 'Which release lines are still supported?', '아직 지원하는 release 라인은 무엇인가요?'))


@cl('clean: docker image digest pin in compose')
def _(lang):
    d = sha()
    s = f'services:\n  api:\n    image: ghcr.io/{c(CLIENTS)}/api@sha256:{d}\n    restart: unless-stopped'
    return G(L(lang, f'Pinned the API image by digest so the on-prem box stops pulling :latest:\n{s}', f':latest를 계속 받지 않도록 온프렘 서버 API 이미지를 digest로 고정:\n{s}'),
             L(lang, 'Digests are immutable; Renovate can bump them with the tag comment.', 'digest는 불변. Renovate가 tag 주석과 함께 갱신해준다.'),
             L(lang, 'Is Renovate allowed on this repo?', '이 레포에 Renovate를 써도 되나요?'))


@cl('clean: helm OCI push output with digest')
def _(lang):
    d = sha()
    s = f'$ helm push api-{ver()}.tgz oci://registry.{c(DOMAINS)}/charts\nPushed: registry.{c(DOMAINS)}/charts/api:{ver()}\nDigest: sha256:{d}'
    return G(L(lang, f'Chart release to the internal OCI registry:\n{s}', f'내부 OCI registry에 chart 릴리스:\n{s}'),
             L(lang, 'Argo CD can pin charts by digest only from 2.x; we pin the version instead.', 'Argo CD 버전 제약으로 digest 대신 version으로 고정함.'),
             L(lang, 'Should charts be signed with cosign as well?', 'chart도 cosign으로 서명할까요?'))


@cl('clean: SHA256SUMS of release files')
def _(lang):
    n = c(['mytool', 'kvsync', 'dbsnap', 'relayd'])
    s = '\n'.join(f'{sha()}  {n}_{v}' for v in [f'{ver()}_linux_amd64.tar.gz', 'linux_arm64.tar.gz', 'darwin_arm64.zip', 'windows_amd64.zip'])
    return G(L(lang, f'goreleaser checksums for the release, to compare with what Homebrew downloaded:\n{s}', f'Homebrew가 받은 파일과 비교용 goreleaser checksum:\n{s}'),
             L(lang, 'The tap formula still pointed to the pre-retag checksum; never retag a published release.', 'tap formula가 재태그 전 checksum을 가리켰다. 배포된 릴리스는 재태그 금지.'),
             L(lang, 'Who maintains the Homebrew tap?', 'Homebrew tap 관리자는 누구인가요?'))


@cl('clean: npm lockfile integrity hashes')
def _(lang):
    s = f'"node_modules/semver": {{\n  "version": "7.6.{ri(0, 3)}",\n  "resolved": "https://registry.npmjs.org/semver/-/semver-7.6.3.tgz",\n  "integrity": "sha512-{b64(64)}"\n}}'
    return G(L(lang, f'npm ci failed with EINTEGRITY on the mirror. Lockfile entry:\n{s}', f'mirror에서 npm ci가 EINTEGRITY로 실패. lockfile 항목:\n{s}'),
             L(lang, 'The mirror served a re-packed tarball; the integrity hash was right.', 'mirror가 재패키징된 tarball을 줬음. integrity 값은 정상이었다.'),
             L(lang, 'Can the mirror be configured to pass through tarballs unmodified?', 'mirror가 tarball을 수정 없이 전달하도록 설정할 수 있나요?'))


@cl('clean: twine upload output and wheel hashes')
def _(lang):
    p = c(['fastcsv', 'kobert-tools', 'hangul-utils', 'tinyretry'])
    s = f'Uploading {p}-{ver()}-py3-none-any.whl\n100% 41.2/41.2 kB\nView at: https://pypi.org/project/{p}/\n# sha256 {sha()}'
    return G(L(lang, f'PyPI release via trusted publishing, no token needed. Output:\n{s}', f'trusted publishing으로 PyPI 릴리스, 토큰 불필요. 출력:\n{s}'),
             L(lang, 'Trusted publishing ties uploads to the workflow file name; renaming the file breaks it.', 'trusted publishing은 workflow 파일명에 묶인다. 파일명을 바꾸면 깨짐.'),
             L(lang, 'Can the old API token on PyPI be deleted now?', 'PyPI의 예전 API 토큰은 이제 삭제해도 되나요?'))


@cl('clean: Maven Central bundle with .asc and checksums')
def _(lang):
    a = c(['sdk-core', 'client-java', 'hangul-normalizer'])
    s = '\n'.join([f'{a}-{ver()}.jar', f'{a}.jar.asc', f'{a}.jar.md5  {sha(32)}', f'{a}.jar.sha1 {sha(40)}'])
    return G(L(lang, f'Central Portal rejected the bundle: missing sources jar. Bundle listing:\n{s}', f'Central Portal이 bundle을 거부함: sources jar 누락. 목록:\n{s}'),
             L(lang, 'Every artifact needs its own .asc, including sources and javadoc.', 'sources, javadoc을 포함해 모든 artifact에 .asc가 필요.'),
             L(lang, 'Which GPG key is registered on the keyserver for this namespace?', '이 namespace용으로 keyserver에 등록된 GPG 키는 무엇인가요?'))


@cl('clean: gpg --list-keys output with fingerprint')
def _(lang):
    f = fpr(); kid = f.replace(' ', '')[-16:]
    s = f'pub   ed25519 2024-03-11 [SC] [expires: 2026-03-11]\n      {f.replace(" ", "")}\nuid           [ultimate] Release Signing <release@{c(CLIENTS)}.org>\nsub   cv25519 2024-03-11 [E]'
    return G(L(lang, f'Release signing key on the maintainer laptop:\n{s}', f'메인테이너 노트북의 릴리스 서명 키:\n{s}'),
             L(lang, f'Publish {kid} to keys.openpgp.org and list the fingerprint in SECURITY.md before it expires.', f'만료 전에 {kid}를 keys.openpgp.org에 올리고 SECURITY.md에 fingerprint를 기재할 것.'),
             L(lang, 'Should the expiry be extended or a new key made?', '만료 연장할까요, 새 키를 만들까요?'))


@cl('clean: git log --show-signature output')
def _(lang):
    f = fpr()
    s = f'commit {sha(40)}\ngpg: Signature made Tue 14 Oct 2025 10:22:11 KST\ngpg:                using EDDSA key {f.replace(" ", "")}\ngpg: Good signature from "Release Bot <bot@{c(CLIENTS)}.dev>" [full]'
    return G(L(lang, f'Verifying the signed release tag before mirroring:\n{s}', f'미러링 전에 서명된 릴리스 태그 검증:\n{s}'),
             L(lang, 'Trust the fingerprint from SECURITY.md, not from the key the commit points to.', '커밋이 가리키는 키가 아니라 SECURITY.md의 fingerprint를 신뢰할 것.'),
             '')


@cl('clean: authorized_keys with SSH public keys')
def _(lang):
    s = '\n'.join(f'{ssh_pub()} {u}@{c(["laptop", "ci", "mbp"])}' for u in [c(USERS), c(USERS)])
    return G(L(lang, f'Added the two maintainers to the deploy host ~/.ssh/authorized_keys:\n{s}', f'배포 서버 ~/.ssh/authorized_keys에 메인테이너 2명 추가:\n{s}'),
             L(lang, 'Public keys are fine to share; prefer SSH certificates with expiry for contractors.', '공개키는 공유해도 된다. 외주 인력은 만료 있는 SSH 인증서를 쓰는 게 좋다.'),
             L(lang, 'Should these keys also go to the bastion?', '이 키들을 bastion에도 추가할까요?'))


@cl('clean: known_hosts lines')
def _(lang):
    s = '\n'.join([f'git.{c(DOMAINS)} {ssh_pub()}', f'[{ip()}]:2222 {ssh_pub()}'])
    return G(L(lang, f'CI failed with "Host key verification failed" after the Gitea reinstall. New known_hosts entries:\n{s}', f'Gitea 재설치 후 CI가 "Host key verification failed"로 실패. 새 known_hosts 항목:\n{s}'),
             L(lang, 'Ship known_hosts in the repo instead of ssh-keyscan at build time.', '빌드 시 ssh-keyscan 대신 known_hosts를 레포에 포함할 것.'),
             L(lang, 'Did the host keys change on purpose?', '호스트 키 변경은 의도된 것인가요?'))


@cl('clean: ssh-keygen host key fingerprints')
def _(lang):
    s = '\n'.join(f'256 SHA256:{b64(32).rstrip("=")} root@{host("pve")} ({k})' for k in ['ED25519', 'ECDSA'])
    return G(L(lang, f'Host key fingerprints read out on the console to verify the first SSH login:\n{s}', f'첫 SSH 접속 검증용으로 콘솔에서 읽은 호스트 키 fingerprint:\n{s}'),
             L(lang, 'Compare fingerprints out of band before accepting them.', '수락 전에 별도 채널로 fingerprint를 대조할 것.'), '')


@cl('clean: request IDs and trace IDs in error log')
def _(lang):
    s = '\n'.join(f'{ri(10, 23)}:{ri(10, 59)}:{ri(10, 59)} ERROR upstream timeout request_id={uid()} trace_id={sha(32)} span_id={sha(16)}' for _ in range(3))
    return G(L(lang, f'Gateway timeouts on the checkout service:\n{s}', f'checkout 서비스 gateway timeout:\n{s}'),
             L(lang, 'Tempo search by trace_id showed the DB pool exhausted.', 'trace_id로 Tempo 검색하니 DB pool 고갈이었음.'),
             L(lang, 'What is the pool size in production?', '운영의 pool size는 얼마인가요?'))


@cl('clean: S3 error with x-amz-request-id and id-2')
def _(lang):
    s = f'<Error><Code>AccessDenied</Code><Message>Access Denied</Message><RequestId>{t(AU, 16)}</RequestId><HostId>{b64(56)}</HostId></Error>'
    return G(L(lang, f'Release upload step got 403 from the artifact bucket:\n{s}', f'릴리스 업로드 단계에서 artifact 버킷이 403 반환:\n{s}'),
             L(lang, 'The OIDC role lacked s3:PutObjectAcl; the request IDs help AWS support trace it.', 'OIDC role에 s3:PutObjectAcl이 없었음. request ID는 AWS 지원 문의용.'),
             L(lang, 'Is object ACL even needed with bucket-owner-enforced?', 'bucket-owner-enforced 설정이면 ACL이 필요한가요?'))


@cl('clean: base64 of ordinary JSON config')
def _(lang):
    raw = json.dumps({"env": c(["staging", "prod"]), "featureFlags": {"newCheckout": True, "darkMode": False}, "region": "ap-northeast-2"})
    e = base64.b64encode(raw.encode()).decode()
    return G(L(lang, f'The frontend reads its runtime config from a base64 env var APP_CONFIG={e} (decodes to {raw}).',
               f'프론트엔드는 base64 env APP_CONFIG={e} 에서 런타임 설정을 읽음 (디코드하면 {raw}).'),
             L(lang, 'Nothing secret belongs in APP_CONFIG, it is shipped to browsers.', 'APP_CONFIG는 브라우저로 전달되므로 secret을 넣으면 안 됨.'),
             L(lang, 'Who adds new feature flags?', '새 feature flag는 누가 추가하나요?'))


@cl('clean: base64 binaryData in ConfigMap')
def _(lang):
    e = b64(ri(48, 90))
    return G(L(lang, f'The game server reads its map seed table from a ConfigMap:\nbinaryData:\n  seeds.bin: {e}', f'게임 서버가 맵 seed 테이블을 ConfigMap에서 읽음:\nbinaryData:\n  seeds.bin: {e}'),
             L(lang, 'ConfigMaps are limited to 1 MiB; move bigger tables to the asset bucket.', 'ConfigMap은 1MiB 제한. 큰 테이블은 asset 버킷으로.'), '')


@cl('clean: .env.example placeholders')
def _(lang):
    s = 'OPENAI_API_KEY=sk-...\nANTHROPIC_API_KEY=<your-key-here>\nDATABASE_URL=postgres://user:password@localhost:5432/app\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\nSENTRY_DSN='
    return G(L(lang, f'New contributors could not start the app; the .env.example they copy from:\n{s}', f'신규 기여자가 앱을 못 띄움. 복사해 쓰는 .env.example:\n{s}'),
             L(lang, 'Document which keys are optional; the app should start without the LLM keys.', '어떤 키가 선택사항인지 문서화할 것. LLM 키 없이도 앱이 떠야 한다.'),
             L(lang, 'Can I add a `make dev-env` target that fills local defaults?', '로컬 기본값을 채우는 `make dev-env` 타깃을 추가해도 될까요?'))


@cl('clean: masked token in CI log')
def _(lang):
    s = f'Run npm publish --provenance --access public\nnpm notice Publishing to https://registry.npmjs.org/ with tag latest\n  NODE_AUTH_TOKEN: ***\nnpm notice + @{c(CLIENTS)}/sdk@{ver()}'
    return G(L(lang, f'npm publish step from the release workflow log:\n{s}', f'릴리스 workflow 로그의 npm publish 단계:\n{s}'),
             L(lang, 'Masking only works for registered secrets; derived values are not masked.', '마스킹은 등록된 secret에만 적용된다. 파생된 값은 마스킹 안 됨.'), '')


@cl('clean: partially masked key last-4 in dashboard')
def _(lang):
    s = f'Key name: ci-release   Created: 2025-0{ri(1, 9)}-1{ri(0, 9)}   Key: sk-...{t(AN, 4)}   Last used: 3 days ago'
    return G(L(lang, f'OpenAI dashboard shows two keys for the project; the CI one:\n{s}', f'OpenAI 대시보드에 프로젝트 키가 2개. CI용:\n{s}'),
             L(lang, 'Last-4 display is enough to match a key with its owner without exposing it.', '마지막 4자리로 키와 사용처를 매칭할 수 있다.'),
             L(lang, 'Can the unused key be deleted?', '사용하지 않는 키는 삭제해도 되나요?'))


@cl('clean: GitHub Actions secret references')
def _(lang):
    s = '      - run: cargo publish\n        env:\n          CARGO_REGISTRY_TOKEN: ${{ secrets.CARGO_REGISTRY_TOKEN }}\n      - run: twine upload dist/*\n        env:\n          TWINE_PASSWORD: ${{ secrets.PYPI_TOKEN }}'
    return G(L(lang, f'Release workflow publishes both the crate and the Python binding:\n{s}', f'릴리스 workflow에서 crate와 Python 바인딩을 함께 배포:\n{s}'),
             L(lang, 'Secrets are not passed to workflows from forks; release only from tags on main.', 'fork의 workflow에는 secret이 전달되지 않는다. main의 tag에서만 릴리스.'),
             L(lang, 'Can PyPI move to trusted publishing so PYPI_TOKEN can go?', 'PyPI를 trusted publishing으로 바꿔 PYPI_TOKEN을 없앨까요?'))


@cl('clean: GitLab CI variable names only')
def _(lang):
    s = 'deploy:\n  script:\n    - echo "$REGISTRY_PASSWORD" | docker login -u "$REGISTRY_USER" --password-stdin $CI_REGISTRY\n    - helm upgrade --install app ./chart --set image.tag=$CI_COMMIT_SHORT_SHA'
    return G(L(lang, f'Deploy job on the self-hosted GitLab:\n{s}', f'사내 GitLab의 deploy job:\n{s}'),
             L(lang, 'REGISTRY_PASSWORD must be masked and protected, else feature branches can print it.', 'REGISTRY_PASSWORD는 masked+protected여야 한다. 아니면 feature 브랜치에서 출력 가능.'),
             L(lang, 'Who can edit CI/CD variables on this group?', '이 그룹의 CI/CD 변수는 누가 수정할 수 있나요?'))


@cl('clean: reference to 1Password item')
def _(lang):
    return G(L(lang, f'The {c(["prod DB", "Harbor admin", "NAS root", "UniFi"])} credentials are in 1Password, vault "{c(CLIENTS)}", item "{c(["prod-db-admin", "harbor-admin", "nas-root"])}"; I could not see it because my account is not in that vault.',
               f'{c(["운영 DB", "Harbor admin", "NAS root"])} 계정 정보는 1Password vault "{c(CLIENTS)}"의 "{c(["prod-db-admin", "harbor-admin", "nas-root"])}" 항목에 있음. 내 계정이 그 vault에 없어서 확인 불가.'),
             L(lang, 'Ask for vault access on day one of a client engagement.', '고객사 작업 첫날 vault 접근 권한부터 요청할 것.'),
             L(lang, 'Can you add me to the vault with read-only access?', '읽기 전용으로 vault에 추가해 주실 수 있나요?'))


@cl('clean: Vault KV path and CLI without output')
def _(lang):
    s = f'vault kv get -field=password secret/{c(CLIENTS)}/postgres/app\nvault kv metadata get secret/{c(CLIENTS)}/postgres/app   # version 7, updated 2025-09-30'
    return G(L(lang, f'The app password lives in Vault; commands to read it:\n{s}', f'앱 비밀번호는 Vault에 있음. 조회 명령:\n{s}'),
             L(lang, 'Use vault agent templates so the app never sees the token.', 'vault agent template을 써서 앱이 토큰을 직접 다루지 않게 할 것.'),
             L(lang, 'Which policy grants read on that path?', '해당 경로 read 권한을 주는 policy는 무엇인가요?'))


@cl('clean: prose about rotating a leaked token, no value')
def _(lang):
    return G(L(lang, f'A contributor pushed a commit containing a Slack bot token last week. The token was revoked within 20 minutes, the commit was force-removed, and GitHub support purged the cached view. Nothing else was exposed.',
               '지난주 기여자가 Slack bot token이 포함된 커밋을 push 했음. 20분 안에 토큰을 revoke 했고, 커밋은 force push로 제거, GitHub 지원팀이 캐시도 삭제함. 다른 노출은 없음.'),
             L(lang, 'Revoke first, then clean history; cleaning history alone does not help.', '먼저 revoke, 그 다음 history 정리. history 정리만으로는 소용없다.'),
             L(lang, 'Should we enable push protection on the org?', 'org에 push protection을 켤까요?'))


@cl('clean: Korean prose about API key handling')
def _(lang):
    return G(L(lang, 'The client asked whether the LLM API key can live in the mobile app. It cannot: anything in the APK can be extracted. We put a thin proxy in front and the app authenticates to the proxy with the user session.',
               '고객사가 LLM API 키를 모바일 앱에 넣어도 되냐고 물어봄. 안 된다. APK 안의 값은 모두 추출 가능하다. 중간에 얇은 proxy를 두고 앱은 사용자 세션으로 proxy에 인증하도록 함.'),
             L(lang, 'Rate-limit the proxy per user, otherwise it is just a public key relay.', 'proxy에 사용자별 rate limit을 걸 것. 아니면 공개 키 중계기가 된다.'),
             L(lang, 'What is the monthly budget cap for the provider account?', 'provider 계정의 월 예산 상한은 얼마인가요?'))


@cl('clean: password policy text')
def _(lang):
    return G(L(lang, 'Client security policy for service accounts: at least 20 characters, generated by the password manager, rotated every 180 days or on staff change, never reused across systems, MFA on every interactive login.',
               '고객사 서비스 계정 비밀번호 정책: 최소 20자, password manager로 생성, 180일마다 또는 인력 변동 시 교체, 시스템 간 재사용 금지, 대화형 로그인은 모두 MFA.'),
             L(lang, 'Our deploy bot password did not meet the 20-char rule, so the AD sync rejected it.', '배포 봇 비밀번호가 20자 규칙을 못 맞춰 AD sync에서 거부됨.'),
             L(lang, 'Does the policy apply to database-local users too?', 'DB 로컬 계정에도 이 정책이 적용되나요?'))


@cl('clean: CLI usage lines with -p/--password flags')
def _(lang):
    s = 'Usage: dbsnap backup [-h HOST] [-u USER] [-p] [--password-file PATH] [--token-env NAME] DB\n  -p                  prompt for the password\n  --password-file     read the password from PATH (mode 0600)\n  --token-env NAME    read the API token from env var NAME'
    return G(L(lang, f'Documented the new flags for the backup tool release:\n{s}', f'백업 도구 릴리스의 새 플래그 문서화:\n{s}'),
             L(lang, 'We removed --password VALUE on purpose; values on argv leak via ps.', '--password VALUE는 일부러 제거함. argv 값은 ps로 샌다.'),
             L(lang, 'Should the changelog mark this as breaking?', 'changelog에 breaking으로 표시할까요?'))


@cl('clean: mysql -p prompt and --password-stdin usage')
def _(lang):
    s = f'mysql -h {host("mysql")} -u report -p\nEnter password:\necho "$GHCR_TOKEN" | docker login ghcr.io -u {c(USERS)} --password-stdin'
    return G(L(lang, f'Commands I used (password typed at the prompt, token from env):\n{s}', f'사용한 명령 (비밀번호는 프롬프트에 입력, 토큰은 env에서):\n{s}'),
             L(lang, 'Interactive prompts keep values out of history.', '대화형 프롬프트는 값을 history에 남기지 않는다.'), '')


@cl('clean: random-looking cloud resource names')
def _(lang):
    s = f'bucket: {c(CLIENTS)}-tfstate-{t(AL, 8)}\nstorage account: st{t(AL, 12)}\nCloudFront: E{t(AU, 13)}\ninstance: i-0{t(HX, 16)}\nsecurity group: sg-0{t(HX, 16)}\nsubnet: subnet-0{t(HX, 16)}'
    return G(L(lang, f'Inventory of what Terraform created for the client PoC:\n{s}', f'고객 PoC용으로 Terraform이 만든 리소스 목록:\n{s}'),
             L(lang, 'Random suffixes avoid global name collisions; tag everything with the project.', '랜덤 suffix로 전역 이름 충돌을 피함. 모든 리소스에 project 태그.'),
             L(lang, 'When can the PoC be torn down?', 'PoC는 언제 정리하면 되나요?'))


@cl('clean: sops-encrypted YAML values')
def _(lang):
    s = f'db_password: ENC[AES256_GCM,data:{b64(18)},iv:{b64(32)},tag:{b64(16)},type:str]\nsops:\n    age:\n        - recipient: age1{t("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)}'
    return G(L(lang, f'Secrets in the repo are sops-encrypted; excerpt of secrets.enc.yaml:\n{s}', f'레포의 secret은 sops로 암호화됨. secrets.enc.yaml 일부:\n{s}'),
             L(lang, 'Encrypted values are safe to commit; the age identity is not.', '암호화된 값은 commit 해도 된다. age identity는 안 됨.'),
             L(lang, 'Can CI get its own recipient?', 'CI용 recipient를 추가할 수 있나요?'))


@cl('clean: ansible-vault encrypted blob')
def _(lang):
    body = '\n'.join(t(HX, 80) for _ in range(4))
    s = f'smtp_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n' + '\n'.join('  ' + l for l in body.split('\n'))
    return G(L(lang, f'group_vars/all/vault.yml after encrypt_string:\n{s}', f'encrypt_string 이후 group_vars/all/vault.yml:\n{s}'),
             L(lang, 'Vault ids let staging and prod use different vault passwords.', 'vault id를 쓰면 staging과 prod에 다른 vault 비밀번호를 쓸 수 있다.'), '')


@cl('clean: SealedSecret encryptedData')
def _(lang):
    s = f'apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: api-env\nspec:\n  encryptedData:\n    DATABASE_URL: Ag{b64(180)}'
    return G(L(lang, f'Moved the API env to a SealedSecret so it can live in git:\n{s}', f'API env를 git에 둘 수 있도록 SealedSecret으로 전환:\n{s}'),
             L(lang, 'Back up the controller key or these cannot be decrypted after a cluster rebuild.', '컨트롤러 키를 백업하지 않으면 클러스터 재구축 후 복호화 불가.'),
             L(lang, 'Where is the controller key backed up?', '컨트롤러 키는 어디에 백업되어 있나요?'))


@cl('clean: AWS documentation example keys')
def _(lang):
    s = 'aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'
    return G(L(lang, f'Unit tests for the S3 uploader use the example credentials from the AWS docs against moto:\n{s}', f'S3 uploader 단위 테스트는 moto 대상으로 AWS 문서의 예시 자격증명을 사용:\n{s}'),
             L(lang, 'Use the documented EXAMPLE values in fixtures so scanners and reviewers recognise them.', 'fixture에는 문서화된 EXAMPLE 값을 써야 리뷰어가 알아본다.'), '')


@cl('clean: fake fixture tokens documented as fake')
def _(lang):
    s = '# tests/fixtures/tokens.py  -- FAKE values, structurally valid, never issued\nFAKE_GITHUB = "ghp_" + "0" * 36\nFAKE_SLACK = "xoxb-" + "1" * 12 + "-" + "x" * 24\nFAKE_STRIPE = "sk_test_" + "a" * 24'
    return G(L(lang, f'The redaction unit tests build fake tokens at runtime instead of storing literals:\n{s}', f'redaction 단위 테스트는 literal 대신 런타임에 가짜 토큰을 조립함:\n{s}'),
             L(lang, 'Building fixtures from parts keeps push protection quiet.', '조각으로 조립하면 push protection 경고가 나지 않는다.'), '')


@cl('clean: Stripe test card numbers')
def _(lang):
    return G(L(lang, 'Checkout e2e tests use Stripe test cards: 4242 4242 4242 4242 (success), 4000 0000 0000 9995 (insufficient funds), 4000 0027 6000 3184 (3DS).',
               'checkout e2e 테스트는 Stripe 테스트 카드 사용: 4242 4242 4242 4242 (성공), 4000 0000 0000 9995 (잔액 부족), 4000 0027 6000 3184 (3DS).'),
             L(lang, 'The 3DS card needs the test-mode iframe to be allowed in CSP.', '3DS 카드는 CSP에서 test-mode iframe을 허용해야 한다.'), '')


@cl('clean: Stripe object IDs (not keys)')
def _(lang):
    s = f'cus_{t(AN, 14)}  pi_{t(AN, 24)}  ch_{t(AN, 24)}  evt_{t(AN, 24)}'
    return G(L(lang, f'Duplicate charge investigation; IDs from the dashboard:\n{s}', f'중복 결제 조사, 대시보드에서 확인한 ID:\n{s}'),
             L(lang, 'Use idempotency keys derived from the order id on retries.', '재시도 시 order id 기반 idempotency key를 쓸 것.'),
             L(lang, 'Can support refund the second charge?', '두 번째 결제 환불을 지원팀이 처리할 수 있나요?'))


@cl('clean: LLM provider request and message IDs')
def _(lang):
    s = f'request-id: req_{t(AN, 24)}\nid: msg_01{t(AN, 22)}\nx-request-id: req_{t(HX, 32)}'
    return G(L(lang, f'Intermittent 529 overloaded errors from the summariser; IDs to give the provider:\n{s}', f'요약기에서 간헐적 529 overloaded 오류. provider에 전달할 ID:\n{s}'),
             L(lang, 'Retry with jitter and fall back to the smaller model.', 'jitter 있는 재시도와 소형 모델 fallback 적용.'), '')


@cl('clean: OpenAI SDK reading key from env')
def _(lang):
    s = 'from openai import OpenAI\nclient = OpenAI()  # reads OPENAI_API_KEY from the environment\nresp = client.responses.create(model="gpt-4.1-mini", input=prompt)'
    return G(L(lang, f'Refactored the notebook so no key is in the cells:\n{s}', f'셀에 키가 없도록 노트북 리팩터링:\n{s}'),
             L(lang, 'Load keys via python-dotenv from a gitignored .env.', 'gitignore 된 .env에서 python-dotenv로 로드.'), '')


@cl('clean: OAuth client ID without secret')
def _(lang):
    s = f'GOOGLE_CLIENT_ID={ri(10**11, 10**12)}-{t(AL, 32)}.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET is read from Secret Manager (projects/{c(CLIENTS)}/secrets/google-oauth)'
    return G(L(lang, f'Google sign-in for the admin panel:\n{s}', f'관리자 패널 Google 로그인 설정:\n{s}'),
             L(lang, 'The client ID is public by design; redirect URIs must be exact.', 'client ID는 원래 공개값. redirect URI는 정확히 일치해야 한다.'), '')


@cl('clean: Twilio Account SID alone')
def _(lang):
    return G(L(lang, f'SMS delivery report for account AC{t(HX, 32)}: 2% undelivered to KR numbers, error 30007 (carrier filtering).',
               f'계정 AC{t(HX, 32)}의 SMS 발송 리포트: 한국 번호로 2% 미전달, 오류 30007 (통신사 필터링).'),
             L(lang, 'Register a KR sender ID; alphanumeric senders get filtered.', '한국 발신번호 등록 필요. 영문 발신자는 필터링됨.'), '')


@cl('clean: AWS ARNs and account IDs')
def _(lang):
    acct = t(DG, 12)
    s = f'arn:aws:iam::{acct}:role/github-oidc-release\narn:aws:kms:ap-northeast-2:{acct}:key/{uid()}'
    return G(L(lang, f'OIDC release role and the KMS key it needs:\n{s}', f'OIDC 릴리스 role과 필요한 KMS 키:\n{s}'),
             L(lang, 'Restrict the trust policy sub claim to tags on main.', 'trust policy의 sub claim을 main의 tag로 제한.'), '')


@cl('clean: Azure tenant/subscription/client GUIDs')
def _(lang):
    s = f'AZURE_TENANT_ID={uid()}\nAZURE_SUBSCRIPTION_ID={uid()}\nAZURE_CLIENT_ID={uid()}   # federated credential, no secret'
    return G(L(lang, f'Workload identity federation for the deploy pipeline:\n{s}', f'배포 파이프라인 workload identity federation 설정:\n{s}'),
             L(lang, 'Federated credentials remove the need for a client secret.', 'federated credential을 쓰면 client secret이 필요 없다.'), '')


@cl('clean: GitHub OIDC token claims (decoded, no token)')
def _(lang):
    s = '{\n  "iss": "https://token.actions.githubusercontent.com",\n  "sub": "repo:' + c(CLIENTS) + '/sdk:ref:refs/tags/v' + ver() + '",\n  "aud": "sts.amazonaws.com",\n  "job_workflow_ref": "' + c(CLIENTS) + '/sdk/.github/workflows/release.yml@refs/tags/v1"\n}'
    return G(L(lang, f'AssumeRoleWithWebIdentity was denied. Claims from the debug step:\n{s}', f'AssumeRoleWithWebIdentity 거부. 디버그 단계에서 본 claim:\n{s}'),
             L(lang, 'The trust policy matched refs/heads/main while releases run on tags.', 'trust policy는 refs/heads/main만 허용했는데 릴리스는 tag에서 실행됨.'), '')


@cl('clean: public certificate PEM (truncated)')
def _(lang):
    s = f'-----BEGIN CERTIFICATE-----\nMIID{b64(45)}\n...\n{b64(30)}\n-----END CERTIFICATE-----\nserial: {":".join(t(HXU, 2) for _ in range(16))}'
    return G(L(lang, f'The LDAPS CA cert we had to add to the GitLab trust store:\n{s}', f'GitLab trust store에 추가해야 했던 LDAPS CA 인증서:\n{s}'),
             L(lang, 'Certificates are public; only the key must stay private.', '인증서는 공개 정보. 키만 비공개로 유지하면 된다.'), '')


@cl('clean: EC public key PEM')
def _(lang):
    der = bytes.fromhex('3059301306072a8648ce3d020106082a8648ce3d03010703420004') + rb(64)
    e = base64.b64encode(der).decode()
    s = '-----BEGIN PUBLIC KEY-----\n' + e[:64] + '\n' + e[64:] + '\n-----END PUBLIC KEY-----'
    return G(L(lang, f'Game clients verify signed patch manifests with this embedded public key:\n{s}', f'게임 클라이언트는 서명된 패치 manifest를 이 내장 공개키로 검증:\n{s}'),
             L(lang, 'Plan key rotation: ship two public keys before switching.', '키 교체 계획: 전환 전 공개키 두 개를 함께 배포.'), '')


@cl('clean: WireGuard peer public key with key from file')
def _(lang):
    s = f'[Interface]\nAddress = 10.8.0.1/24\nListenPort = 51820\nPostUp = wg set %i private-key /etc/wireguard/server.key\n\n[Peer]\n# {c(USERS)} laptop\nPublicKey = {b64(32)}\nAllowedIPs = 10.8.0.{ri(2, 99)}/32'
    return G(L(lang, f'Server config after moving the private key out of wg0.conf:\n{s}', f'private key를 wg0.conf에서 분리한 후의 서버 설정:\n{s}'),
             L(lang, 'wg0.conf can now be in the infra repo.', '이제 wg0.conf를 infra 레포에 둘 수 있다.'), '')


@cl('clean: minisign/signify public key in README')
def _(lang):
    s = f'minisign -Vm {c(["relayd", "kvsync"])}-{ver()}.tar.gz -P RWQ{t(B64C, 53)}'
    return G(L(lang, f'Verification instructions added to the README:\n{s}', f'README에 추가한 검증 방법:\n{s}'),
             L(lang, 'Pin the public key in the README and in the website.', '공개키를 README와 웹사이트 양쪽에 고정.'), '')


@cl('clean: cosign verify and Rekor log entry')
def _(lang):
    s = f'Verification for ghcr.io/{c(CLIENTS)}/cli@sha256:{sha()} --\n  - The cosign claims were validated\n  - Existence of the claims in the transparency log was verified offline\ntlog entry: {sha(64)} (index {ri(10**7, 10**8)})'
    return G(L(lang, f'Keyless signing now works for the CLI image:\n{s}', f'CLI 이미지 keyless 서명 동작 확인:\n{s}'),
             L(lang, 'Verify with --certificate-identity pinned to the workflow.', '--certificate-identity를 workflow로 고정해 검증할 것.'), '')


@cl('clean: notarization submission ID and team ID')
def _(lang):
    s = f'Submission ID received\n  id: {uid()}\nProcessing complete\n  status: Accepted\nTeam ID: {t(AU, 10)}'
    return G(L(lang, f'notarytool output for the macOS release (credentials from the keychain profile):\n{s}', f'macOS 릴리스 notarytool 출력 (자격증명은 키체인 profile 사용):\n{s}'),
             L(lang, 'Staple the ticket before zipping the app for download.', '다운로드용 압축 전에 ticket을 staple 할 것.'), '')


@cl('clean: Homebrew formula sha256')
def _(lang):
    s = f'  url "https://github.com/{c(CLIENTS)}/relayd/archive/refs/tags/v{ver()}.tar.gz"\n  sha256 "{sha()}"'
    return G(L(lang, f'Bumped the tap formula:\n{s}', f'tap formula 업데이트:\n{s}'),
             L(lang, 'GitHub archive tarballs can change checksum; attach our own tarball.', 'GitHub archive tarball은 checksum이 바뀔 수 있다. 자체 tarball을 첨부.'), '')


@cl('clean: Cargo.lock and go.sum hashes')
def _(lang):
    s = f'[[package]]\nname = "ring"\nversion = "0.17.{ri(0, 9)}"\nchecksum = "{sha()}"\n\ngolang.org/x/crypto v0.{ri(20, 40)}.0 h1:{b64(32)}'
    return G(L(lang, f'Dependency audit for the polyglot repo, lock entries:\n{s}', f'폴리글랏 레포 의존성 감사, lock 항목:\n{s}'),
             L(lang, 'Checksum mismatches mean a re-published version; investigate before updating.', 'checksum 불일치는 재배포된 버전일 수 있다. 업데이트 전에 조사할 것.'), '')


@cl('clean: terraform lock file hashes')
def _(lang):
    s = f'provider "registry.terraform.io/hashicorp/aws" {{\n  version = "5.{ri(10, 80)}.0"\n  hashes = [\n    "h1:{b64(32)}",\n    "zh:{sha()}",\n  ]\n}}'
    return G(L(lang, f'Apple Silicon laptops failed init; .terraform.lock.hcl only had linux hashes:\n{s}', f'Apple Silicon 노트북에서 init 실패. .terraform.lock.hcl에 linux hash만 있었음:\n{s}'),
             L(lang, 'Run terraform providers lock for all platforms.', '모든 플랫폼에 대해 terraform providers lock 실행.'), '')


@cl('clean: Nix SRI hash mismatch')
def _(lang):
    s = f'error: hash mismatch in fixed-output derivation:\n         specified: sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n            got:    sha256-{b64(32)}'
    return G(L(lang, f'Packaging the CLI in nixpkgs; first build with the fake hash:\n{s}', f'nixpkgs에 CLI 패키징, 가짜 hash로 첫 빌드:\n{s}'),
             L(lang, 'Use lib.fakeHash then copy the "got" value.', 'lib.fakeHash 후 got 값을 복사.'), '')


@cl('clean: git LFS pointer file')
def _(lang):
    s = f'version https://git-lfs.github.com/spec/v1\noid sha256:{sha()}\nsize {ri(10**6, 10**9)}'
    return G(L(lang, f'The model checkpoint in the repo was just an LFS pointer:\n{s}', f'레포의 모델 체크포인트가 LFS pointer 뿐이었음:\n{s}'),
             L(lang, 'Run git lfs pull in the training image build.', '학습 이미지 빌드에서 git lfs pull 실행.'), '')


@cl('clean: CSP hashes and SRI attribute')
def _(lang):
    s = f"Content-Security-Policy: script-src 'self' 'sha256-{b64(32)}'\n<script src=\"https://cdn.jsdelivr.net/npm/chart.js@4\" integrity=\"sha384-{b64(48)}\" crossorigin=\"anonymous\"></script>"
    return G(L(lang, f'CSP rollout for the legacy PHP admin:\n{s}', f'legacy PHP 관리자 페이지 CSP 적용:\n{s}'),
             L(lang, 'Inline scripts need hashes; pin CDN versions so SRI stays valid.', '인라인 스크립트는 hash 필요. SRI 유지를 위해 CDN 버전 고정.'), '')


@cl('clean: HTTP trace with ETag and traceparent')
def _(lang):
    s = f'HTTP/2 304\netag: W/"{t(HX, 27)}"\nx-request-id: {uid()}\ntraceparent: 00-{sha(32)}-{sha(16)}-01\ncache-control: max-age=60'
    return G(L(lang, f'CDN revalidation behaviour for the docs site:\n{s}', f'docs 사이트 CDN 재검증 동작:\n{s}'),
             L(lang, 'Weak ETags differ per replica; use strong ETags from content hash.', 'weak ETag는 replica마다 다름. content hash 기반 strong ETag 사용.'), '')


@cl('clean: HTTP request with Authorization redacted')
def _(lang):
    s = f'POST /v1/messages HTTP/1.1\nHost: api.anthropic.com\nx-api-key: [REDACTED]\nanthropic-version: 2023-06-01\ncontent-length: {ri(200, 4000)}'
    return G(L(lang, f'Request dump from the proxy logs (auth header redacted by the logger):\n{s}', f'proxy 로그의 요청 덤프 (인증 헤더는 logger가 가림):\n{s}'),
             L(lang, 'The logger redacts by header name; keep the list updated when adding providers.', 'logger는 헤더 이름으로 가린다. provider 추가 시 목록 갱신.'), '')


@cl('clean: kubectl get secret with values elided')
def _(lang):
    s = 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-env\ndata:\n  DATABASE_URL: <redacted, 112 bytes>\n  REDIS_URL: <redacted, 54 bytes>'
    return G(L(lang, f'Checked which keys the Secret contains without printing values:\n{s}', f'값은 출력하지 않고 Secret에 어떤 키가 있는지만 확인:\n{s}'),
             L(lang, 'kubectl get secret -o json | jq ".data | keys" is enough for this.', '이런 용도엔 kubectl get secret -o json | jq ".data | keys"면 충분.'), '')


@cl('clean: Helm values existingSecret references')
def _(lang):
    s = 'postgresql:\n  auth:\n    existingSecret: pg-auth\n    secretKeys:\n      adminPasswordKey: postgres-password\n      userPasswordKey: password'
    return G(L(lang, f'Chart values for the Bitnami Postgres dependency:\n{s}', f'Bitnami Postgres 의존 chart values:\n{s}'),
             L(lang, 'With existingSecret the chart never renders passwords into the release.', 'existingSecret을 쓰면 chart가 release에 비밀번호를 렌더링하지 않는다.'), '')


@cl('clean: secretKeyRef env in Deployment')
def _(lang):
    s = '        env:\n          - name: SMTP_PASSWORD\n            valueFrom:\n              secretKeyRef:\n                name: smtp-relay\n                key: password'
    return G(L(lang, f'Mail worker Deployment:\n{s}', f'메일 worker Deployment:\n{s}'),
             L(lang, 'Pods need a restart to see rotated Secret values in env.', 'env로 주입된 Secret 값은 pod 재시작 후에 반영된다.'), '')


@cl('clean: Jenkinsfile credentialsId references')
def _(lang):
    s = f"withCredentials([usernamePassword(credentialsId: '{uid()}', usernameVariable: 'NEXUS_USER', passwordVariable: 'NEXUS_PASS')]) {{\n  sh 'mvn -s ci-settings.xml deploy'\n}}"
    return G(L(lang, f'Legacy Jenkins deploy stage:\n{s}', f'legacy Jenkins deploy 단계:\n{s}'),
             L(lang, 'Use single quotes in sh so Groovy does not interpolate the secret.', 'Groovy 보간을 막으려면 sh에 작은따옴표를 쓸 것.'), '')


@cl('clean: .NET UserSecretsId GUID')
def _(lang):
    s = f'<PropertyGroup>\n  <TargetFramework>net8.0</TargetFramework>\n  <UserSecretsId>{uid()}</UserSecretsId>\n</PropertyGroup>'
    return G(L(lang, f'Local dev secrets for the intranet app use user-secrets:\n{s}', f'인트라넷 앱 로컬 개발 secret은 user-secrets 사용:\n{s}'),
             L(lang, 'The GUID only names the folder under %APPDATA%; nothing secret in the csproj.', 'GUID는 %APPDATA% 하위 폴더명일 뿐. csproj에 비밀은 없다.'), '')


@cl('clean: Perl reading DB password from env')
def _(lang):
    s = 'my $pass = $ENV{BILLING_DB_PASS} // die "BILLING_DB_PASS not set";\nmy $dbh = DBI->connect($dsn, "billing", $pass, { RaiseError => 1 });'
    return G(L(lang, f'Refactored the invoice cron to stop hard-coding credentials:\n{s}', f'인보이스 cron이 자격증명을 하드코딩하지 않도록 리팩터링:\n{s}'),
             L(lang, 'cron does not load login shells; set the env in the crontab or a wrapper.', 'cron은 login shell을 로드하지 않는다. crontab이나 wrapper에서 env 설정.'), '')


@cl('clean: PHP password_hash usage')
def _(lang):
    s = "$hash = password_hash($_POST['password'], PASSWORD_ARGON2ID);\nif (password_verify($input, $row['pw_hash'])) { session_regenerate_id(true); }"
    return G(L(lang, f'Migrated the legacy MD5 logins to password_hash:\n{s}', f'legacy MD5 로그인을 password_hash로 이전:\n{s}'),
             L(lang, 'Rehash on next login with password_needs_rehash.', '다음 로그인 시 password_needs_rehash로 재해시.'), '')


@cl('clean: postfix sasl_password_maps path only')
def _(lang):
    s = 'relayhost = [smtp.office365.com]:587\nsmtp_sasl_auth_enable = yes\nsmtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd\nsmtp_tls_security_level = encrypt'
    return G(L(lang, f'main.cf on the monitoring host:\n{s}', f'모니터링 서버 main.cf:\n{s}'),
             L(lang, 'Office 365 wants SMTP AUTH enabled per mailbox.', 'Office 365는 메일함별 SMTP AUTH 활성화가 필요.'), '')


@cl('clean: OpenVPN auth-user-pass file reference')
def _(lang):
    s = f'client\nremote vpn.{c(DOMAINS)} 1194 udp\nauth-user-pass /etc/openvpn/client/creds.txt\ntls-crypt /etc/openvpn/client/ta.key\nverb 3'
    return G(L(lang, f'Client VPN profile for the on-prem jump host:\n{s}', f'온프렘 jump host용 VPN 클라이언트 프로필:\n{s}'),
             L(lang, 'Keep creds.txt 0600 and out of the profile bundle we hand out.', 'creds.txt는 0600으로, 배포용 프로필 번들에서는 제외.'), '')


@cl('clean: network config with removed secrets')
def _(lang):
    s = 'snmp-server community <removed> RO 10\nusername netadmin privilege 15 secret <removed>\ntacacs server ISE\n address ipv4 10.0.0.15\n key <removed>'
    return G(L(lang, f'Sanitized running-config from the branch switch:\n{s}', f'지점 스위치의 sanitize 된 running-config:\n{s}'),
             L(lang, 'Ask clients for configs with secrets stripped, like this one.', '이처럼 secret을 제거한 설정을 요청할 것.'), '')


@cl('clean: sshd_config hardening')
def _(lang):
    s = 'PasswordAuthentication no\nKbdInteractiveAuthentication no\nPermitRootLogin prohibit-password\nAuthenticationMethods publickey'
    return G(L(lang, f'Hardened SSH on the home-lab hosts:\n{s}', f'홈랩 호스트 SSH 하드닝:\n{s}'),
             L(lang, 'Test a second session before reloading sshd.', 'sshd reload 전에 두 번째 세션으로 테스트.'), '')


@cl('clean: LDAP DNs and ldapsearch -W')
def _(lang):
    s = f'ldapsearch -x -H ldaps://{host("ldap")} -D "cn=svc-gitlab,ou=Service,dc=corp,dc=local" -W -b "ou=People,dc=corp,dc=local" "(memberOf=cn=devs,ou=Groups,dc=corp,dc=local)"'
    return G(L(lang, f'Group filter test (bind password typed at the prompt):\n{s}', f'그룹 필터 테스트 (bind 비밀번호는 프롬프트 입력):\n{s}'),
             L(lang, 'Nested groups need the LDAP_MATCHING_RULE_IN_CHAIN OID.', '중첩 그룹은 LDAP_MATCHING_RULE_IN_CHAIN OID가 필요.'), '')


@cl('clean: webhook HMAC signature header in log')
def _(lang):
    s = f'X-GitHub-Delivery: {uid()}\nX-Hub-Signature-256: sha256={sha()}\nX-GitHub-Event: push'
    return G(L(lang, f'Deliveries the receiver rejected; headers from the log:\n{s}', f'receiver가 거부한 delivery, 로그의 헤더:\n{s}'),
             L(lang, 'The signature is computed per payload; the mismatch came from JSON re-serialisation.', '서명은 payload마다 계산된다. 불일치 원인은 JSON 재직렬화.'), '')


@cl('clean: TLS SPKI pins')
def _(lang):
    s = f'pin-sha256="{b64(32)}"; pin-sha256="{b64(32)}"; max-age=5184000'
    return G(L(lang, f'Mobile app pins the API certificate public keys:\n{s}', f'모바일 앱이 API 인증서 공개키를 pinning:\n{s}'),
             L(lang, 'Always ship a backup pin for the next key.', '다음 키용 backup pin을 항상 함께 배포.'), '')


@cl('clean: DKIM public key TXT record')
def _(lang):
    s = f'sel1._domainkey.{c(CLIENTS)}.com. TXT "v=DKIM1; k=ed25519; p={b64(32)}"'
    return G(L(lang, f'DNS record for the new mail provider:\n{s}', f'새 메일 provider용 DNS 레코드:\n{s}'),
             L(lang, 'Keep an RSA selector too; some receivers ignore ed25519.', 'RSA selector도 유지. 일부 수신 서버는 ed25519를 무시.'), '')


@cl('clean: domain verification TXT tokens')
def _(lang):
    s = f'google-site-verification={b64u(32)}\nMS=ms{t(DG, 8)}\n_github-challenge-{c(CLIENTS)}.{c(CLIENTS)}.com TXT "{t(HX, 10)}"'
    return G(L(lang, f'TXT records needed to verify the domain with three services:\n{s}', f'세 서비스의 도메인 검증용 TXT 레코드:\n{s}'),
             L(lang, 'Verification tokens are public by design; they only prove DNS control.', '검증 토큰은 원래 공개값. DNS 제어만 증명한다.'), '')


@cl('clean: ACME http-01 challenge path')
def _(lang):
    s = f'GET /.well-known/acme-challenge/{b64u(32)} 404'
    return G(L(lang, f'Cert renewal failed on the NAS; nginx access log:\n{s}', f'NAS 인증서 갱신 실패, nginx access log:\n{s}'),
             L(lang, 'The reverse proxy did not forward /.well-known to the NAS.', 'reverse proxy가 /.well-known을 NAS로 전달하지 않았음.'), '')


@cl('clean: age public recipient only')
def _(lang):
    s = f'creation_rules:\n  - path_regex: secrets/.*\\.yaml\n    age: age1{t("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)},age1{t("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)}'
    return G(L(lang, f'.sops.yaml with maintainer and CI recipients:\n{s}', f'메인테이너와 CI recipient를 넣은 .sops.yaml:\n{s}'),
             L(lang, 'Run sops updatekeys after adding a recipient.', 'recipient 추가 후 sops updatekeys 실행.'), '')


@cl('clean: crypto donation addresses')
def _(lang):
    s = f'BTC: bc1q{t("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38)}\nETH: 0x{t(HX, 40)}'
    return G(L(lang, f'FUNDING section of the README lists:\n{s}', f'README의 FUNDING 섹션:\n{s}'),
             L(lang, 'Addresses are public; sign them in the release notes to prevent swaps.', '주소는 공개값. 바꿔치기 방지를 위해 릴리스 노트에 서명해서 게시.'), '')


@cl('clean: Android assetlinks SHA-256 cert fingerprint')
def _(lang):
    s = '"sha256_cert_fingerprints": ["' + ':'.join(t(HXU, 2) for _ in range(32)) + '"]'
    return G(L(lang, f'App links broke after enabling Play App Signing; assetlinks.json needs the Play key fingerprint:\n{s}', f'Play App Signing 후 app link가 깨짐. assetlinks.json에 Play 키 fingerprint 필요:\n{s}'),
             L(lang, 'Take the fingerprint from the Play Console, not the upload key.', 'upload key가 아니라 Play Console의 fingerprint를 쓸 것.'), '')


@cl('clean: iOS provisioning profile UUID')
def _(lang):
    s = f'PROVISIONING_PROFILE_SPECIFIER = {c(CLIENTS)} AppStore\nPROVISIONING_PROFILE = {uid().upper()}\nDEVELOPMENT_TEAM = {t(AU, 10)}'
    return G(L(lang, f'xcodebuild archive picked the wrong profile; build settings:\n{s}', f'xcodebuild archive가 잘못된 profile 선택. build settings:\n{s}'),
             L(lang, 'Use match with readonly mode in CI.', 'CI에서는 match를 readonly 모드로.'), '')


@cl('clean: Chrome extension ID and MSI ProductCode')
def _(lang):
    s = f'Extension ID: {t("abcdefghijklmnop", 32)}\nProductCode: {{{uid().upper()}}}'
    return G(L(lang, f'Group policy deployment of the browser helper:\n{s}', f'브라우저 helper의 그룹 정책 배포:\n{s}'),
             L(lang, 'ProductCode must change on major upgrades.', 'major 업그레이드 시 ProductCode를 바꿔야 한다.'), '')


@cl('clean: Terraform state lineage and serial')
def _(lang):
    s = f'"version": 4,\n"terraform_version": "1.{ri(5, 9)}.{ri(0, 5)}",\n"serial": {ri(10, 900)},\n"lineage": "{uid()}"'
    return G(L(lang, f'State push refused: lineage mismatch. Local state header:\n{s}', f'state push 거부: lineage 불일치. 로컬 state 헤더:\n{s}'),
             L(lang, 'Never copy state between workspaces by hand.', 'workspace 간 state를 수동 복사하지 말 것.'), '')


@cl('clean: Steam app and depot manifest IDs')
def _(lang):
    s = f'AppID {ri(10**5, 3 * 10**6)}  Depot {ri(10**5, 3 * 10**6)}  Manifest {t(DG, 19)}  BuildID {ri(10**7, 2 * 10**7)}'
    return G(L(lang, f'Rolled back the game build on the beta branch:\n{s}', f'beta 브랜치 게임 빌드 롤백:\n{s}'),
             L(lang, 'Set the default branch back only after the rollback build is live.', '롤백 빌드가 올라간 후에만 default branch를 되돌릴 것.'), '')


@cl('clean: hashed user IDs in notebook output')
def _(lang):
    rows = '\n'.join(f'{sha(40)}  {ri(1, 90)}  {round(R.random(), 3)}' for _ in range(4))
    return G(L(lang, f'Churn model feature table head (user_id is salted SHA-1):\nuser_id  sessions  churn_p\n{rows}', f'churn 모델 feature 테이블 상위 (user_id는 salt 적용 SHA-1):\nuser_id  sessions  churn_p\n{rows}'),
             L(lang, 'Keep the salt out of the notebook so ids cannot be reversed by lookup.', '조회로 역산되지 않도록 salt는 노트북 밖에 둘 것.'), '')


@cl('clean: dataset checksums for reproducibility')
def _(lang):
    s = f'train.parquet md5={sha(32)}\ntest.parquet  md5={sha(32)}\nseed=42  commit={sha(40)}'
    return G(L(lang, f'Results could not be reproduced; recorded dataset fingerprints:\n{s}', f'결과 재현 실패. 기록해 둔 데이터셋 fingerprint:\n{s}'),
             L(lang, 'The parquet was regenerated with a different row order.', 'parquet가 다른 row 순서로 재생성되었음.'), '')


@cl('clean: Hugging Face model revision hash')
def _(lang):
    s = f'model = AutoModel.from_pretrained("{c(["klue/roberta-base", "intfloat/multilingual-e5-small", "BAAI/bge-m3"])}", revision="{sha(40)}")'
    return G(L(lang, f'Pinned the embedding model revision:\n{s}', f'임베딩 모델 revision 고정:\n{s}'),
             L(lang, 'Unpinned models changed embeddings silently between runs.', '고정하지 않으면 실행마다 임베딩이 조용히 바뀐다.'), '')


@cl('clean: openssl rand command without output')
def _(lang):
    return G(L(lang, 'Generated the new webhook secret with `openssl rand -hex 32 | vault kv put secret/ci/webhook value=-` so it never hit the terminal.',
               '새 webhook secret은 `openssl rand -hex 32 | vault kv put secret/ci/webhook value=-`로 생성해서 터미널에 출력되지 않음.'),
             L(lang, 'Piping straight into the store avoids scrollback leaks.', 'store로 바로 파이프하면 scrollback 유출이 없다.'), '')


@cl('clean: regex patterns for token formats')
def _(lang):
    s = 'TOKEN_PATTERNS = [\n    r"ghp_[A-Za-z0-9]{36}",\n    r"glpat-[A-Za-z0-9_-]{20}",\n    r"xox[baprs]-[0-9A-Za-z-]{10,}",\n]'
    return G(L(lang, f'Log scrubber for the support bot:\n{s}', f'지원 봇의 로그 scrubber:\n{s}'),
             L(lang, 'Anchor on prefixes and length; add tests with fabricated samples.', '접두어와 길이로 매칭, 조립한 샘플로 테스트 추가.'), '')


@cl('clean: gitignore of secret files')
def _(lang):
    s = '.env\n.env.*\n!.env.example\n*.pem\n*.p12\n*.jks\nsecrets/*.dec.yaml\n.vault_pass'
    return G(L(lang, f'Hardened .gitignore for the client repo:\n{s}', f'고객 레포 .gitignore 강화:\n{s}'),
             L(lang, '.gitignore does not untrack files already committed; use git rm --cached.', '.gitignore는 이미 commit 된 파일을 빼지 않는다. git rm --cached 사용.'), '')


@cl('clean: WebAuthn credential ID and public key')
def _(lang):
    s = f'credentialId: {b64u(32)}\npublicKey (COSE, base64url): pQECAyYgASFYI{b64u(60)}\nsignCount: {ri(0, 80)}'
    return G(L(lang, f'Passkey registration row for the admin panel:\n{s}', f'관리자 패널 passkey 등록 row:\n{s}'),
             L(lang, 'Credential IDs and public keys are not secrets; store them normally.', 'credential ID와 공개키는 비밀이 아니다.'), '')


@cl('clean: Docker build layer IDs')
def _(lang):
    s = '\n'.join(f' ---> {sha(12)}' for _ in range(3)) + f'\nSuccessfully built {sha(12)}\nwriting image sha256:{sha()} done'
    return G(L(lang, f'Build cache was not reused on CI:\n{s}', f'CI에서 build cache 재사용 안 됨:\n{s}'),
             L(lang, 'COPY . before npm ci busted the cache.', 'npm ci 전에 COPY . 하면 캐시가 깨진다.'), '')


@cl('clean: SBOM entries with purls and hashes')
def _(lang):
    s = f'{{"name": "openssl", "version": "3.0.{ri(10, 15)}", "purl": "pkg:deb/debian/openssl@3.0.{ri(10, 15)}", "hashes": [{{"alg": "SHA-256", "content": "{sha()}"}}]}}'
    return G(L(lang, f'CycloneDX SBOM component flagged by the client audit:\n{s}', f'고객 감사에서 지적된 CycloneDX SBOM 컴포넌트:\n{s}'),
             L(lang, 'Rebuild the base image; the SBOM is regenerated in the release job.', 'base image 재빌드. SBOM은 릴리스 job에서 재생성.'), '')


@cl('clean: Korean prose about password reset flow')
def _(lang):
    return G(L(lang, 'Password reset for the shop: the reset link carries a single-use token valid for 30 minutes, stored only as a hash; the old MD5 reset codes were dropped.',
               '쇼핑몰 비밀번호 재설정: 재설정 링크의 일회용 토큰은 30분 유효하고 DB에는 해시로만 저장. 예전 MD5 기반 재설정 코드는 제거함.'),
             L(lang, 'Invalidate all sessions after a successful reset.', '재설정 성공 시 모든 세션을 무효화할 것.'),
             L(lang, 'Should reset mails be rate-limited per IP?', '재설정 메일에 IP별 rate limit을 걸까요?'))


@cl('clean: Korean prose about key rotation schedule')
def _(lang):
    return G(L(lang, 'Agreed rotation schedule with the client: cloud access keys every 90 days, CI tokens every 180 days, signing keys yearly with overlap. Owners are listed in the infra wiki, values live only in the vault.',
               '고객사와 합의한 rotation 주기: 클라우드 access key 90일, CI 토큰 180일, 서명 키는 1년 (겹치는 기간 두고 교체). 담당자는 infra wiki에, 실제 값은 vault에만 있음.'),
             L(lang, 'Calendar reminders beat memory.', '캘린더 알림이 기억보다 낫다.'), '')


@cl('clean: incident timeline without values')
def _(lang):
    return G(L(lang, '10:02 alert: unusual API usage on the staging key\n10:09 key disabled in the provider console\n10:15 new key issued, stored in Vault, pods restarted\n10:40 usage back to baseline; billing impact ~$12',
               '10:02 staging 키 비정상 사용 알림\n10:09 provider 콘솔에서 키 비활성화\n10:15 새 키 발급 후 Vault 저장, pod 재시작\n10:40 사용량 정상화, 비용 영향 약 $12'),
             L(lang, 'The key leaked through a public notebook; notebooks now run nbstripout.', '공개 노트북을 통해 유출됨. 이제 노트북에 nbstripout 적용.'), '')


@cl('clean: keystore path references without passwords')
def _(lang):
    s = 'signingConfigs {\n    release {\n        storeFile file(System.getenv("KEYSTORE_PATH"))\n        storePassword System.getenv("KEYSTORE_PASSWORD")\n        keyAlias "upload"\n        keyPassword System.getenv("KEY_PASSWORD")\n    }\n}'
    return G(L(lang, f'Android signing config now reads everything from env:\n{s}', f'Android 서명 설정이 모두 env에서 읽도록 변경:\n{s}'),
             L(lang, 'CI decodes the keystore from a base64 secret into a temp file.', 'CI는 base64 secret에서 keystore를 임시 파일로 복원.'), '')


@cl('clean: docker secret mount in Dockerfile')
def _(lang):
    s = 'RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci\n# build: docker build --secret id=npmrc,src=$HOME/.npmrc .'
    return G(L(lang, f'Private npm packages in the image build without leaking .npmrc into layers:\n{s}', f'.npmrc를 레이어에 남기지 않고 private npm 패키지 빌드:\n{s}'),
             L(lang, 'ARG values end up in image history; secret mounts do not.', 'ARG 값은 이미지 history에 남고 secret mount는 남지 않는다.'), '')


@cl('clean: Yubikey PIV slot and serial info')
def _(lang):
    s = f'Device type: YubiKey 5C NFC\nSerial number: {ri(10**7, 3 * 10**7)}\nPIV version: 5.4.3\nSlot 9C (SIGNATURE): ECCP256, SHA256 fingerprint {sha()}'
    return G(L(lang, f'Code-signing YubiKey inventory:\n{s}', f'코드서명용 YubiKey 정보:\n{s}'),
             L(lang, 'Record serials so a lost key can be revoked quickly.', '분실 시 빠른 폐기를 위해 serial을 기록.'), '')


@cl('clean: Proxmox cluster join info without password')
def _(lang):
    s = f'pvecm add {ip()} --fingerprint {":".join(t(HXU, 2) for _ in range(32))}'
    return G(L(lang, f'Joining the third node to the home-lab cluster (root password prompted):\n{s}', f'홈랩 클러스터에 세 번째 노드 추가 (root 비밀번호는 프롬프트 입력):\n{s}'),
             L(lang, 'Corosync needs a dedicated link; the join hung on the busy LAN.', 'corosync는 전용 링크가 필요. 혼잡한 LAN에서 join이 멈췄음.'), '')


@cl('clean: PGP-encrypted message block')
def _(lang):
    s = '-----BEGIN PGP MESSAGE-----\n\nhF4D' + b64(60) + '\n' + b64(48) + '\n=' + t(B64C, 4) + '\n-----END PGP MESSAGE-----'
    return G(L(lang, f'The client sent the DB credentials encrypted to my key (decrypted locally, not stored):\n{s}', f'고객이 DB 자격증명을 내 키로 암호화해서 보냄 (로컬 복호화, 저장 안 함):\n{s}'),
             L(lang, 'Encrypted-to-recipient is the right way to receive credentials.', '수신자 키로 암호화해서 받는 것이 올바른 방법.'), '')


@cl('clean: JWT structure explained without a real token')
def _(lang):
    return G(L(lang, 'The mobile app sends an access token (JWT, RS256, 15 min) and a refresh token (opaque, 30 days, rotated on use). The bug: the app retried with the old refresh token after rotation, triggering reuse detection and a forced logout.',
               '모바일 앱은 access token(JWT, RS256, 15분)과 refresh token(opaque, 30일, 사용 시 교체)을 보냄. 버그: 교체 후 앱이 예전 refresh token으로 재시도하여 재사용 탐지가 발동, 강제 로그아웃됨.'),
             L(lang, 'Serialize refresh calls in the client.', '클라이언트에서 refresh 호출을 직렬화할 것.'), '')


@cl('clean: htpasswd command with prompt')
def _(lang):
    return G(L(lang, 'Protected the staging docs with basic auth: `htpasswd -c /etc/nginx/.htpasswd reviewer` (password entered twice at the prompt) and `auth_basic_user_file /etc/nginx/.htpasswd;` in the server block.',
               'staging 문서에 basic auth 적용: `htpasswd -c /etc/nginx/.htpasswd reviewer` (비밀번호는 프롬프트에 두 번 입력), server 블록에 `auth_basic_user_file /etc/nginx/.htpasswd;`.'),
             L(lang, 'Basic auth over plain HTTP is useless; the vhost forces TLS.', '평문 HTTP 위 basic auth는 무의미. vhost에서 TLS 강제.'), '')


@cl('clean: commit message about removing secrets')
def _(lang):
    s = f'commit {sha(40)}\n    chore(config): move SMTP credentials to env\n\n    The old values were rotated on the provider side before this commit.'
    return G(L(lang, f'History check for the config cleanup:\n{s}', f'config 정리 커밋 이력 확인:\n{s}'),
             L(lang, 'Rotation before removal, always.', '항상 제거 전에 rotate.'), '')


@cl('clean: ticket comment asking for credentials via vault')
def _(lang):
    return G(L(lang, f'Ticket #{ri(100, 999)} comment I posted: "Please do not paste the Harbor admin password here. Share it through the vault link in the engagement doc; I will confirm once I can log in."',
               f'티켓 #{ri(100, 999)}에 남긴 코멘트: "Harbor admin 비밀번호를 여기 붙이지 마세요. 계약 문서의 vault 링크로 공유해 주시면 로그인 확인 후 답변드리겠습니다."'),
             L(lang, 'Set the expectation early, before anyone pastes.', '누가 붙여넣기 전에 미리 안내할 것.'), '')


@cl('clean: email excerpt about credential handover process')
def _(lang):
    return G(L(lang, '> From: it-admin@' + c(CLIENTS) + '.com\n> The service account for the SFTP drop has been created. You will receive the password through our secure share (one-time link, expires in 24h). The username is sftp-vendor.',
               '> From: it-admin@' + c(CLIENTS) + '.com\n> SFTP 전송용 서비스 계정을 생성했습니다. 비밀번호는 보안 공유 링크(일회용, 24시간 만료)로 별도 전달드립니다. 아이디는 sftp-vendor 입니다.'),
             L(lang, 'One-time links that expire are the right way.', '만료되는 일회용 링크가 올바른 방식.'), '')


@cl('clean: table of secret names and owners')
def _(lang):
    s = '| secret | where | owner | rotation |\n|---|---|---|---|\n| NPM_TOKEN | GH Actions | release team | 180d |\n| PYPI | trusted publishing | - | n/a |\n| SIGNING_KEY | YubiKey | maintainer | yearly |'
    return G(L(lang, f'Inventory of release credentials (names only):\n{s}', f'릴리스 자격증명 목록 (이름만):\n{s}'),
             L(lang, 'An inventory makes offboarding a checklist.', '목록이 있으면 퇴사 처리도 체크리스트가 된다.'), '')


@cl('clean: diff replacing literal with secret reference')
def _(lang):
    s = '-      SENTRY_AUTH_TOKEN: ${{ env.SENTRY }}\n+      SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}\n-      run: sentry-cli releases new "$VERSION"\n+      run: sentry-cli releases new "$GITHUB_SHA"'
    return G(L(lang, f'Fix for the source-map upload job:\n{s}', f'source map 업로드 job 수정:\n{s}'),
             L(lang, 'Release names should be the commit SHA for traceability.', '추적성을 위해 release 이름은 commit SHA로.'), '')


@cl('clean: Korean prose about Kakao/Naver app settings')
def _(lang):
    return G(L(lang, 'Kakao login redirect failed because the Kakao Developers console only allowed the old domain. The REST key is read from server env; nothing changed in the code.',
               '카카오 로그인 redirect 실패 원인은 Kakao Developers 콘솔에 예전 도메인만 등록되어 있었기 때문. REST 키는 서버 env에서 읽고 코드 변경은 없음.'),
             L(lang, 'Register staging and prod redirect URIs separately.', 'staging과 prod redirect URI를 따로 등록할 것.'), '')


@cl('clean: UUIDs in Kubernetes resources')
def _(lang):
    s = f'uid: {uid()}\nresourceVersion: "{ri(10**5, 10**7)}"\nownerReferences:\n- uid: {uid()}\n  kind: ReplicaSet'
    return G(L(lang, f'Orphaned pods after the rollout; metadata:\n{s}', f'rollout 후 orphan pod 발생. metadata:\n{s}'),
             L(lang, 'Deleting with --cascade=orphan left them behind.', '--cascade=orphan 삭제로 남아 있었음.'), '')


@cl('clean: Sentry event IDs and release hashes')
def _(lang):
    s = f'Event {sha(32)} in release {c(CLIENTS)}@{sha(40)}\nTypeError: Cannot read properties of undefined (reading "price")'
    return G(L(lang, f'Top crash after the storefront deploy:\n{s}', f'스토어프론트 배포 후 최다 크래시:\n{s}'),
             L(lang, 'Guard optional chaining on cart items from the old API.', '구 API의 cart item에 optional chaining 방어.'), '')


@cl('clean: game backend match and session IDs (non-auth)')
def _(lang):
    s = f'match_id={uid()} region=ap-northeast-2 tick=64 players=10 server_build={sha(12)}'
    return G(L(lang, f'Desync report from the game server:\n{s}', f'게임 서버 desync 리포트:\n{s}'),
             L(lang, 'Server build mismatch with the client caused the desync.', '클라이언트와 server build 불일치가 원인.'), '')


@cl('clean: IPFS CID and content hash')
def _(lang):
    s = f'ipfs add docs.tar.gz\nadded bafybei{t("abcdefghijklmnopqrstuvwxyz234567", 52)} docs.tar.gz'
    return G(L(lang, f'Mirrored the docs to IPFS for the offline client:\n{s}', f'오프라인 고객용으로 docs를 IPFS에 미러링:\n{s}'),
             L(lang, 'Pin on two nodes, otherwise it gets garbage-collected.', '두 노드에 pin 하지 않으면 GC 된다.'), '')


@cl('clean: Tor onion address of mirror')
def _(lang):
    return G(L(lang, f'The release mirror is also reachable at http://{t("abcdefghijklmnopqrstuvwxyz234567", 56)}.onion/ for users in restricted networks.',
               f'제한된 네트워크 사용자용 릴리스 미러 주소: http://{t("abcdefghijklmnopqrstuvwxyz234567", 56)}.onion/'),
             L(lang, 'Publish the onion address in the signed release notes.', '서명된 릴리스 노트에 onion 주소를 게시.'), '')


@cl('clean: Cloudinary cloud name and numeric API key only')
def _(lang):
    return G(L(lang, f'Upload widget config: cloud_name={c(CLIENTS)}, api_key={t(DG, 15)}, unsigned preset "ugc_small"; the API secret stays on the server.',
               f'업로드 위젯 설정: cloud_name={c(CLIENTS)}, api_key={t(DG, 15)}, unsigned preset "ugc_small". API secret은 서버에만 있음.'),
             L(lang, 'Unsigned presets must limit size and formats.', 'unsigned preset은 크기와 포맷을 제한해야 한다.'), '')


# ---- plain (non-risky) clean notes
@cl('clean plain: flaky timezone test', risky=False)
def _(lang):
    return G(L(lang, 'The date-formatting tests failed only on the KST runner because they used local midnight. Fixed by freezing TZ=UTC in the test setup.',
               '날짜 포맷 테스트가 KST runner에서만 실패. 로컬 자정을 기준으로 했기 때문. 테스트 setup에서 TZ=UTC 고정으로 해결.'),
             L(lang, 'Set TZ explicitly in CI.', 'CI에서 TZ를 명시할 것.'), '')


@cl('clean plain: EUC-KR CSV import', risky=False)
def _(lang):
    return G(L(lang, 'Client CSV exports from the ERP are EUC-KR (CP949), not UTF-8; pandas choked on the header. read_csv(encoding="cp949") works.',
               '고객사 ERP CSV export가 UTF-8이 아니라 EUC-KR(CP949)이라 pandas가 헤더에서 실패. read_csv(encoding="cp949")로 해결.'),
             L(lang, 'Ask for the encoding before writing the importer.', 'importer 작성 전에 인코딩부터 확인.'), '')


@cl('clean plain: CI cache key mistake', risky=False)
def _(lang):
    return G(L(lang, 'Cargo builds took 14 minutes because the cache key included the run number. Keyed on Cargo.lock hash instead: 3 minutes.',
               'cache key에 run number가 들어가서 Cargo 빌드가 14분 걸림. Cargo.lock hash 기준으로 바꾸니 3분.'),
             L(lang, 'Cache keys should depend on lockfiles only.', 'cache key는 lockfile에만 의존해야 한다.'), '')


@cl('clean plain: Helm chart version bump rules', risky=False)
def _(lang):
    return G(L(lang, 'The chart-testing job failed because I changed templates without bumping Chart.yaml version.',
               'Chart.yaml version을 올리지 않고 템플릿을 바꿔서 chart-testing job이 실패함.'),
             L(lang, 'Bump the chart version on every template change.', '템플릿 변경마다 chart version을 올릴 것.'), '')


@cl('clean plain: semver and changelog', risky=False)
def _(lang):
    return G(L(lang, 'Renaming a public function in the Python library was released as a patch; downstream users broke. Should have been a minor with a deprecation alias.',
               'Python 라이브러리의 public 함수 이름 변경을 patch로 릴리스해서 downstream이 깨짐. deprecation alias와 함께 minor로 냈어야 함.'),
             L(lang, 'Run an API diff before tagging.', '태그 전에 API diff를 돌릴 것.'), '')


@cl('clean plain: Gitea Actions runner labels', risky=False)
def _(lang):
    return G(L(lang, 'Jobs queued forever on Gitea because runs-on used "ubuntu-latest" while the runner only advertised "linux-amd64".',
               'runs-on이 "ubuntu-latest"인데 runner가 "linux-amd64" 라벨만 광고해서 Gitea job이 무한 대기.'),
             L(lang, 'Match runner labels in the workflow.', 'workflow와 runner 라벨을 일치시킬 것.'), '')


@cl('clean plain: PHP 5 to 8 migration', risky=False)
def _(lang):
    return G(L(lang, 'The legacy shop used mysql_* functions and each() loops; PHP 8 removed both. Ported to PDO and foreach.',
               'legacy 쇼핑몰이 mysql_* 함수와 each() 루프를 사용. PHP 8에서 둘 다 제거되어 PDO와 foreach로 포팅.'),
             L(lang, 'Run rector with the PHP 8 set first.', '먼저 rector PHP 8 세트를 돌릴 것.'), '')


@cl('clean plain: notebook memory blowup', risky=False)
def _(lang):
    return G(L(lang, 'The analysis notebook ran out of RAM on the 8 GB box; loading parquet with columns= and category dtypes cut usage by 70%.',
               '분석 노트북이 8GB 서버에서 메모리 부족. parquet를 columns= 지정과 category dtype으로 읽으니 사용량 70% 감소.'),
             L(lang, 'Profile memory before asking for bigger machines.', '큰 서버 요청 전에 메모리 프로파일링부터.'), '')


@cl('clean plain: game server tick rate', risky=False)
def _(lang):
    return G(L(lang, 'Rubber-banding at 128 tick came from the VM CPU steal on the cheap host, not the netcode.',
               '128 tick에서의 rubber-banding은 netcode가 아니라 저가 호스트 VM의 CPU steal 때문.'),
             L(lang, 'Check steal time before tuning netcode.', 'netcode 튜닝 전에 steal time 확인.'), '')


@cl('clean plain: DNS TTL during migration', risky=False)
def _(lang):
    return G(L(lang, 'Cutover took hours because the A record TTL was 86400. Lowered it to 300 two days before the next migration.',
               'A 레코드 TTL이 86400이라 전환에 몇 시간 걸림. 다음 이전 이틀 전에 300으로 낮춤.'),
             L(lang, 'Lower TTLs well ahead of cutovers.', '전환 전에 미리 TTL을 낮출 것.'), '')


@cl('clean plain: Windows line endings in shell scripts', risky=False)
def _(lang):
    return G(L(lang, 'The entrypoint failed with "bad interpreter" because a Windows contributor committed CRLF. Added .gitattributes with *.sh eol=lf.',
               'Windows 기여자가 CRLF로 commit 해서 entrypoint가 "bad interpreter"로 실패. .gitattributes에 *.sh eol=lf 추가.'),
             L(lang, 'Enforce eol in .gitattributes.', '.gitattributes로 eol 강제.'), '')


@cl('clean plain: Maven Central namespace verification', risky=False)
def _(lang):
    return G(L(lang, 'Publishing under the client domain required proving ownership of the namespace; it took two days because DNS was managed by another vendor.',
               '고객 도메인 namespace로 배포하려면 소유 증명이 필요했는데, DNS를 다른 업체가 관리해서 이틀 걸림.'),
             L(lang, 'Start namespace verification early.', 'namespace 검증은 일찍 시작할 것.'), '')


@cl('clean plain: LLM rate limits and batching', risky=False)
def _(lang):
    return G(L(lang, 'The eval run hit 429s after 300 requests; the org tier limits tokens per minute. Batching 20 prompts per request and adding backoff fixed it.',
               '300건 요청 후 429 발생. org tier의 분당 토큰 제한 때문. 요청당 20개 프롬프트 배치와 backoff로 해결.'),
             L(lang, 'Read the tier limits before large runs.', '대량 실행 전에 tier 제한 확인.'), '')


@cl('clean plain: SMTP port 25 blocked', risky=False)
def _(lang):
    return G(L(lang, 'Mails from the new VPS never arrived: the provider blocks outbound 25. Switched the relay to 587 with STARTTLS.',
               '새 VPS에서 메일이 안 나감. provider가 outbound 25를 막음. relay를 587 STARTTLS로 변경.'),
             L(lang, 'Check outbound port policy on new hosts.', '새 호스트의 outbound 포트 정책 확인.'), '')


@cl('clean plain: Docker multi-arch build', risky=False)
def _(lang):
    return G(L(lang, 'arm64 builds under QEMU took 40 minutes; a native arm64 runner brought it down to 6.',
               'QEMU 기반 arm64 빌드가 40분. native arm64 runner로 6분으로 단축.'),
             L(lang, 'Use native runners for each arch when possible.', '가능하면 아키텍처별 native runner 사용.'), '')


@cl('clean plain: AD group nesting for access', risky=False)
def _(lang):
    return G(L(lang, 'Users in the nested "Dev-Contractors" group could not log into GitLab; the LDAP filter did not follow nested membership.',
               '중첩 그룹 "Dev-Contractors" 사용자가 GitLab 로그인 불가. LDAP 필터가 중첩 멤버십을 따라가지 않았음.'),
             L(lang, 'Flatten groups or use the in-chain matching rule.', '그룹을 평탄화하거나 in-chain matching rule 사용.'), '')


@cl('clean plain: Perl module on old distro', risky=False)
def _(lang):
    return G(L(lang, 'CentOS 7 ships Perl 5.16; the new Mojolicious needs 5.26. Used perlbrew in the app user home instead of touching system Perl.',
               'CentOS 7은 Perl 5.16인데 새 Mojolicious는 5.26 필요. 시스템 Perl 대신 앱 사용자 홈에 perlbrew 사용.'),
             L(lang, 'Never upgrade system Perl on old distros.', '오래된 배포판의 시스템 Perl은 건드리지 말 것.'), '')


@cl('clean plain: crates.io yanked version', risky=False)
def _(lang):
    return G(L(lang, 'A yanked crate version kept being used by downstream lockfiles; yanking only prevents new resolutions.',
               'yank 한 crate 버전이 downstream lockfile에서 계속 사용됨. yank는 새 resolve만 막는다.'),
             L(lang, 'Publish a fixed patch release right after yanking.', 'yank 직후 수정 패치를 배포할 것.'), '')


@cl('clean plain: VPN MTU issue', risky=False)
def _(lang):
    return G(L(lang, 'SSH over the site-to-site VPN froze on large outputs; MTU 1500 inside the tunnel. Set MSS clamping to 1360.',
               'site-to-site VPN 위 SSH가 큰 출력에서 멈춤. 터널 안 MTU가 1500. MSS clamping 1360 설정.'),
             L(lang, 'Suspect MTU when small packets work and big ones hang.', '작은 패킷은 되고 큰 패킷이 멈추면 MTU를 의심.'), '')


# ---- clean notes whose only risky item is a key documented as publishable
@cl('clean: Stripe publishable key in frontend [publishable]')
def _(lang):
    return G(L(lang, f'Checkout page init (browser bundle): const stripe = Stripe("pk_live_{t(AN, 99)}"); the secret key is only on the server.',
               f'checkout 페이지 초기화 (브라우저 번들): const stripe = Stripe("pk_live_{t(AN, 99)}"); secret key는 서버에만 있음.'),
             L(lang, 'Publishable keys are meant for the browser.', 'publishable key는 원래 브라우저용.'), '')


@cl('clean: Supabase anon key in client [publishable]')
def _(lang):
    k = jwt({"iss": "supabase", "ref": t(LO, 20), "role": "anon", "iat": ri(1690000000, 1730000000), "exp": ri(2000000000, 2100000000)})
    return G(L(lang, f'Client-side Supabase init in the Vue app:\ncreateClient("https://{t(LO, 20)}.supabase.co", "{k}")\nRLS policies protect the tables.',
               f'Vue 앱의 클라이언트 측 Supabase 초기화:\ncreateClient("https://{t(LO, 20)}.supabase.co", "{k}")\n테이블은 RLS 정책으로 보호.'),
             L(lang, 'The anon key is public; RLS is the real access control.', 'anon key는 공개값. 실제 접근 제어는 RLS.'), '')


@cl('clean: Firebase web config apiKey [publishable]')
def _(lang):
    s = f'const firebaseConfig = {{\n  apiKey: "AIza{t(URLC, 35)}",\n  authDomain: "{c(CLIENTS)}.firebaseapp.com",\n  projectId: "{c(CLIENTS)}",\n  appId: "1:{t(DG, 12)}:web:{t(HX, 22)}"\n}};'
    return G(L(lang, f'Web app Firebase config (restricted by HTTP referrer in the console):\n{s}', f'웹 앱 Firebase 설정 (콘솔에서 HTTP referrer로 제한):\n{s}'),
             L(lang, 'Firebase web API keys identify the project; security rules do the protection.', 'Firebase 웹 API 키는 프로젝트 식별용. 보호는 security rules가 담당.'), '')


@cl('clean: Sentry DSN in browser SDK [publishable]')
def _(lang):
    return G(L(lang, f'Sentry.init({{ dsn: "https://{t(HX, 32)}@o{ri(10**5, 10**6)}.ingest.sentry.io/{ri(10**6, 10**7)}", tracesSampleRate: 0.1 }}) in the SPA entry point.',
               f'SPA 진입점에서 Sentry.init({{ dsn: "https://{t(HX, 32)}@o{ri(10**5, 10**6)}.ingest.sentry.io/{ri(10**6, 10**7)}", tracesSampleRate: 0.1 }}).'),
             L(lang, 'DSNs are public; rate-limit the project to limit spam.', 'DSN은 공개값. 스팸 방지를 위해 프로젝트 rate limit 설정.'), '')


@cl('clean: Algolia search-only key [publishable]')
def _(lang):
    return G(L(lang, f'Docs search widget: algoliasearch("{t(AU, 10)}", "{t(HX, 32)}") with the search-only key; the admin key is in CI only.',
               f'docs 검색 위젯: algoliasearch("{t(AU, 10)}", "{t(HX, 32)}") 검색 전용 키 사용. admin key는 CI에만 있음.'),
             L(lang, 'Search-only keys are designed for the frontend.', '검색 전용 키는 프론트엔드용으로 설계됨.'), '')


@cl('clean: Mapbox public token [publishable]')
def _(lang):
    tok = 'pk.' + b64url_json({"u": c(USERS), "a": t(AL, 25)}) + '.' + t(URLC, 22)
    return G(L(lang, f'Store locator map: mapboxgl.accessToken = "{tok}"; URL restrictions set to the shop domain.',
               f'매장 찾기 지도: mapboxgl.accessToken = "{tok}"; URL 제한은 쇼핑몰 도메인으로 설정.'),
             L(lang, 'Public pk. tokens go in the browser; sk. tokens never do.', 'pk. 토큰은 브라우저용, sk. 토큰은 절대 안 됨.'), '')


@cl('clean: Kakao JavaScript key in web page [publishable]')
def _(lang):
    return G(L(lang, f'Kakao share button: Kakao.init("{t(HX, 32)}") (JavaScript key, allowed domains registered in Kakao Developers).',
               f'카카오 공유 버튼: Kakao.init("{t(HX, 32)}") (JavaScript 키, Kakao Developers에 허용 도메인 등록).'),
             L(lang, 'The JavaScript key is for browsers; the Admin key must stay server-side.', 'JavaScript 키는 브라우저용, Admin 키는 서버에만.'), '')


@cl('clean: reCAPTCHA site key [publishable]')
def _(lang):
    return G(L(lang, f'Contact form: <div class="g-recaptcha" data-sitekey="6L{t(URLC, 38)}"></div>; verification uses the secret key on the PHP side.',
               f'문의 폼: <div class="g-recaptcha" data-sitekey="6L{t(URLC, 38)}"></div>; 검증은 PHP 쪽 secret key로.'),
             L(lang, 'Site keys are public by design.', 'site key는 원래 공개값.'), '')


# ---------------------------------------------------------------- assembly and assertions
LIMITS = {'missing_context': 1024, 'lesson': 1024, 'ask_next_time': 512}


def check(fields, secrets, kind):
    if not fields['missing_context'].strip():
        return 'empty missing_context'
    for k, lim in LIMITS.items():
        if len(fields[k].encode('utf-8')) > lim:
            return f'{k} too long'
    if kind == 'clean':
        return None if not secrets else 'clean with secrets'
    if not secrets:
        return 'no secrets'
    vals = list(fields.values())
    for s in secrets:
        if len(s) < 8:
            return 'short secret'
        if not any(s in v for v in vals):
            return 'secret not verbatim'
    order = sorted(secrets, key=len, reverse=True)
    masked = []
    for v in vals:
        for s in order:
            v = v.replace(s, '\x00' * len(s))
        masked.append(v)
    for s in secrets:
        for i in range(len(s) - 7):
            w = s[i:i + 8]
            if any(w in m for m in masked):
                return 'window outside secret'
    return None


def dedupe(xs):
    out = []
    for x in xs:
        if x not in out:
            out.append(x)
    return out


def balanced_langs(n):
    ls = ['en'] * (n // 2) + ['ko'] * (n // 2)
    R.shuffle(ls)
    return ls


def main():
    N_SECRET = 340; N_CLEAN = 340; VENDOR_NOTES = 250
    retries = {'total': 0}
    failures = []
    # --- secret slots
    slots = []
    for vi in range(len(VENDORS)):
        slots.append(('vendor', vi))
    extra = list(range(len(VENDORS)))
    R.shuffle(extra)
    for vi in extra[:VENDOR_NOTES - len(VENDORS)]:
        slots.append(('vendor', vi))
    gslots = []
    for gi in range(len(GENERIC)):
        gslots += [gi] * 3
    R.shuffle(gslots)
    for gi in gslots[:N_SECRET - len(slots)]:
        slots.append(('generic', gi))
    R.shuffle(slots)
    langs = balanced_langs(len(slots))
    notes = []
    used_styles = {}
    for (typ, idx), lang in zip(slots, langs):
        while True:
            if typ == 'vendor':
                V = VENDORS[idx]
                fields, secrets, style = vendor_note(V, used_styles.get(idx, []), lang)
                cat = f'{STYLE_NAMES[style]}: {V[0]} {V[1]} [{V[0]}]'
            else:
                cat, fn = GENERIC[idx]
                fields, secrets = fn(lang)
            secrets = dedupe(secrets)
            err = check(fields, secrets, 'secret')
            if err is None:
                break
            retries['total'] += 1
            failures.append(err)
        if typ == 'vendor':
            used_styles.setdefault(idx, []).append(style)
        notes.append({'lang': lang, 'kind': 'secret', 'category': cat, 'fields': fields, 'secrets': secrets})
    # --- clean slots
    cslots = []
    for ci in range(len(CLEAN)):
        cslots += [ci] * 3
    R.shuffle(cslots)
    cslots = cslots[:N_CLEAN]
    clangs = balanced_langs(len(cslots))
    for ci, lang in zip(cslots, clangs):
        cat, fn, risky = CLEAN[ci]
        while True:
            fields = fn(lang)
            err = check(fields, [], 'clean')
            if err is None:
                break
            retries['total'] += 1
            failures.append(err)
        notes.append({'lang': lang, 'kind': 'clean', 'category': cat, 'fields': fields, 'secrets': [], '_risky': risky})
    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes, 1):
        out.append({'id': f'h{i:03d}', 'lang': n['lang'], 'kind': n['kind'], 'category': n['category'],
                    'fields': {'missing_context': n['fields']['missing_context'], 'lesson': n['fields']['lesson'],
                               'ask_next_time': n['fields']['ask_next_time']},
                    'secrets': n['secrets']})
    # --- global assertions
    assert 640 <= len(out) <= 720
    sec = [o for o in out if o['kind'] == 'secret']; cln = [o for o in out if o['kind'] == 'clean']
    assert len(sec) == len(cln)
    for grp in (sec, cln):
        assert sum(o['lang'] == 'en' for o in grp) == sum(o['lang'] == 'ko' for o in grp)
    cats = {}
    for o in out:
        cats[o['category']] = cats.get(o['category'], 0) + 1
    assert max(cats.values()) <= 3, max(cats.values())
    for o in out:
        assert check(o['fields'], o['secrets'], o['kind']) is None
    pub = sum(o['category'].endswith('[publishable]') for o in cln)
    assert pub <= len(cln) // 10
    risky = sum(n['_risky'] for n in notes if n['kind'] == 'clean')
    assert risky * 3 >= len(cln) * 2
    vend = [o for o in sec if o['category'].endswith(']')]
    vnames = []
    for o in vend:
        v = o['category'].rsplit('[', 1)[1][:-1]
        if v not in vnames:
            vnames.append(v)
    assert len(vnames) >= 100, len(vnames)
    with open(sys.argv[1] if len(sys.argv) > 1 else 'blind_set_v30.jsonl', 'w', encoding='utf-8', newline='\n') as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + '\n')
    stats = {
        'notes': len(out), 'secret': len(sec), 'clean': len(cln),
        'secret_en': sum(o['lang'] == 'en' for o in sec), 'secret_ko': sum(o['lang'] == 'ko' for o in sec),
        'clean_en': sum(o['lang'] == 'en' for o in cln), 'clean_ko': sum(o['lang'] == 'ko' for o in cln),
        'listed_secrets': sum(len(o['secrets']) for o in sec), 'multi_secret_notes': sum(len(o['secrets']) > 1 for o in sec),
        'vendor_notes': len(vend), 'distinct_vendors': len(vnames), 'categories': len(cats),
        'secret_categories': len({o['category']: 1 for o in sec}), 'clean_categories': len({o['category']: 1 for o in cln}),
        'clean_risky_looking': risky, 'clean_plain': len(cln) - risky, 'clean_publishable': pub,
        'retries': retries['total'], 'retry_reasons': {k: failures.count(k) for k in dedupe(failures)},
    }
    print(json.dumps(stats, ensure_ascii=False, indent=1))


if __name__ == '__main__':
    main()
