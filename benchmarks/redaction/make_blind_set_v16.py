#!/usr/bin/env python3
"""Blind evaluation set v16 for a credential-redaction filter (stdlib only, deterministic)."""
import base64, json, os, string

import random
SEED = 16_2026_1125
R = random.Random(SEED)

A = string.ascii_letters + string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
D = string.digits
HEX = '0123456789abcdef'
B64 = A + '+/'
B64U = A + '-_'
B32 = UP + '234567'


def rs(n, al=A):
    return ''.join(R.choice(al) for _ in range(n))


def hx(n):
    return rs(n, HEX)


def pick(seq):
    return seq[R.randrange(len(seq))]


def uuid():
    h = hx(32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{pick('89ab')}{h[17:20]}-{h[20:]}"


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(n):
    return base64.b64encode(rbytes(n)).decode()


def b64u(n):
    return base64.urlsafe_b64encode(rbytes(n)).decode().rstrip('=')


def jwt(payload):
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip('=')
    p = base64.urlsafe_b64encode(json.dumps(payload, separators=(',', ':')).encode()).decode().rstrip('=')
    return f"{h}.{p}.{b64u(32)}"


WORDS = ['maple', 'orbit', 'falcon', 'harbor', 'cobalt', 'juniper', 'tundra', 'ember', 'quartz', 'willow',
         'saffron', 'glacier', 'pepper', 'lantern', 'meadow', 'cinder', 'violet', 'rocket', 'walnut', 'breeze']
KWORDS = ['봄날', '하늘', '바다', '고양이', '우리집', '사랑해', '행복', '초코', '별빛', '단풍']
SYMS = '!@#$%^&*?-_.+='


def pw():
    k = R.randrange(5)
    if k == 0:
        return pick(WORDS).capitalize() + pick(WORDS) + str(R.randrange(10, 99)) + pick(SYMS)
    if k == 1:
        return rs(R.randrange(14, 22), A + '!#%&*+-=?@^_')
    if k == 2:
        return pick(WORDS).capitalize() + pick(SYMS) + str(R.randrange(1000, 9999)) + pick(SYMS) + pick(WORDS)
    if k == 3:
        return rs(4, LO) + str(R.randrange(1000, 9999)) + pick(SYMS) + rs(3, UP) + pick(SYMS)
    return pick(WORDS) + '-' + pick(WORDS) + '-' + pick(WORDS) + '-' + str(R.randrange(10, 99))


def kpw():
    k = R.randrange(3)
    if k == 0:
        return pick(KWORDS) + pick(KWORDS) + str(R.randrange(100, 9999)) + pick(SYMS)
    if k == 1:
        return 'qwer' + str(R.randrange(1000, 9999)) + pick(SYMS) + rs(3, A)
    return pick(KWORDS) + pick(SYMS) + rs(6, A) + str(R.randrange(10, 99))


def pct(s):
    out = []
    for ch in s:
        if ch.isalnum() and ord(ch) < 128 or ch in '-._~':
            out.append(ch)
        else:
            out.append(''.join('%%%02X' % b for b in ch.encode()))
    return ''.join(out)


def pct_pw():
    while True:
        p = pw()
        if pct(p) != p:
            return p


HOSTS = ['db-prod-01', 'pg-main', 'mysql-replica-2', 'api-gw', 'cache-east', 'batch-runner', 'etl-node-3',
         'bastion', 'k8s-worker-7', 'ci-agent-04', 'search-01', 'mq-broker-a', 'vault-standby', 'stage-web']
DOMS = ['internal.acme.io', 'corp.example.net', 'svc.cluster.local', 'dev.hanbit.kr', 'prod.mintlab.co.kr',
        'ap-northeast-2.rds.amazonaws.com', 'stg.orbitpay.com', 'lan.toastbox.dev']
USERS = ['deploy', 'svc_etl', 'app_rw', 'jenkins', 'ci-bot', 'analytics', 'admin', 'batch_user', 'reporter',
         'minji.kim', 'jhpark', 'sora', 'dkang', 'ops-oncall', 'grafana_ro']
PEOPLE = ['Minji', 'Jae', 'Sora', 'Daniel', 'Priya', 'Tom', 'Hyunwoo', 'Yuna', 'Marco', 'Eunji', 'Alex', 'Seojin']
KPEOPLE = ['민지님', '재현님', '소라님', '도윤님', '지훈님', '유나님', '현우님', '은지님', '팀장님', '서진님']
SERVICES = ['billing-api', 'order-sync', 'notif-worker', 'search-indexer', 'auth-svc', 'report-cron',
            'settlement', 'inventory', 'cs-bot', 'pay-gateway', 'admin-web', 'ingest']


def wdom():
    return pick([d for d in DOMS if 'rds.' not in d])


def hpw():
    return pick(KWORDS) + pick(SYMS) + rs(R.randrange(4, 8), A) + pick(KWORDS) + str(R.randrange(10, 99))


def host():
    return pick(HOSTS) + '.' + wdom()


def user():
    return pick(USERS)


def svc():
    return pick(SERVICES)


def person():
    return pick(PEOPLE)


def kperson():
    return pick(KPEOPLE)


def sha():
    return hx(40)


def acct():
    return str(R.randrange(100000000000, 999999999999))


def ip():
    return f"10.{R.randrange(256)}.{R.randrange(256)}.{R.randrange(1, 255)}"


def date():
    return f"2025-{R.randrange(1, 13):02d}-{R.randrange(1, 29):02d}"


def tm():
    return f"{R.randrange(24):02d}:{R.randrange(60):02d}:{R.randrange(60):02d}"


def port():
    return str(pick([5432, 3306, 6379, 27017, 5672, 9092, 8080, 8443, 1433, 1521, 9200]))


def ticket():
    return pick(['OPS', 'PLAT', 'INFRA', 'PAY', 'SEC', 'DATA', 'BE']) + '-' + str(R.randrange(100, 9999))


def pem_lines(prefix, total, width=64):
    body = prefix + rs(total - len(prefix), B64)
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    if len(lines[-1]) < 10:
        lines[-1] += rs(10, B64)
    lines[-1] = lines[-1] + ('=' if R.random() < 0.5 else '')
    return lines


# ---------------------------------------------------------------- vendor token shapes
def kv(label, value, secrets=None):
    return (label, value, [value] if secrets is None else secrets)


VENDORS = []


def V(name, gen, en, ko):
    VENDORS.append((name, gen, en, ko))


def _aws():
    return [kv('AWS_ACCESS_KEY_ID', 'AKIA' + rs(16, UP + '234567')), kv('AWS_SECRET_ACCESS_KEY', rs(40, A + '+/'))]


def _aws_sts():
    return [kv('AWS_ACCESS_KEY_ID', 'ASIA' + rs(16, UP + '234567')), kv('AWS_SECRET_ACCESS_KEY', rs(40, A + '+/')),
            kv('AWS_SESSION_TOKEN', 'IQoJb3JpZ2luX2Vj' + rs(R.randrange(300, 420), B64) + '==')]


def _slack_hook():
    tok = rs(24)
    return [kv('SLACK_WEBHOOK_URL', f"https://hooks.slack.com/services/T{rs(10, UP + D)}/B{rs(10, UP + D)}/{tok}", [tok])]


def _dingtalk():
    t = hx(64)
    s = 'SEC' + hx(64)
    return [kv('DINGTALK_WEBHOOK', 'https://oapi.dingtalk.com/robot/send?access_token=' + t, [t]), kv('DINGTALK_SECRET', s)]


def _feishu():
    t = uuid()
    return [kv('FEISHU_HOOK', 'https://open.feishu.cn/open-apis/bot/v2/hook/' + t, [t])]


def _discord_hook():
    t = rs(68, B64U)
    return [kv('DISCORD_WEBHOOK', f"https://discord.com/api/webhooks/{R.randrange(10**17, 10**18)}/{t}", [t])]


def _teams_hook():
    t = hx(32)
    return [kv('TEAMS_WEBHOOK', f"https://acme.webhook.office.com/webhookb2/{uuid()}@{uuid()}/IncomingWebhook/{t}/{uuid()}/V2{rs(20)}", [t])]


def _datago():
    raw = b64(64)
    enc = raw.replace('+', '%2B').replace('/', '%2F').replace('=', '%3D')
    return [kv('DATA_GO_KR_SERVICE_KEY', enc)]


def _azure_conn():
    k = b64(64)
    return [kv('AZURE_STORAGE_CONNECTION_STRING',
               f"DefaultEndpointsProtocol=https;AccountName=st{rs(8, LO + D)};AccountKey={k};EndpointSuffix=core.windows.net", [k])]


def _azure_sas():
    sig = pct(b64(32))
    return [kv('BLOB_SAS_URL', f"https://st{rs(8, LO)}.blob.core.windows.net/exports?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-12-31T00:00:00Z&sig={sig}", [sig])]


def _sb_conn():
    k = b64(32)
    return [kv('SERVICEBUS_CONNECTION', f"Endpoint=sb://ns-{rs(6, LO)}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={k}", [k])]


def _sentry_dsn_auth():
    return [kv('SENTRY_AUTH_TOKEN', 'sntrys_' + b64u(R.randrange(150, 180)).replace('-', 'A').replace('_', 'b'))]


def _pem_gcp():
    lines = pem_lines('MIIEvQIBADANBgkqhkiG9w0BAQEFAASC', 300)
    return [('private_key', '-----BEGIN PRIVATE KEY-----\\n' + '\\n'.join(lines) + '\\n-----END PRIVATE KEY-----\\n', lines)]


def _twilio():
    return [('TWILIO_ACCOUNT_SID', 'AC' + hx(32), []), kv('TWILIO_AUTH_TOKEN', hx(32))]


def _twilio_sk():
    return [('TWILIO_API_KEY', 'SK' + hx(32), []), kv('TWILIO_API_SECRET', rs(32))]


def _cloudinary():
    s = rs(27, B64U)
    k = str(R.randrange(10**14, 10**15))
    return [kv('CLOUDINARY_URL', f"cloudinary://{k}:{s}@acme-media", [s])]


def _paypal():
    return [kv('BRAINTREE_ACCESS_TOKEN', f"access_token$production${rs(16, LO + D)}${hx(32)}")]


def _mongo_atlas():
    return [('MONGODB_ATLAS_PUBLIC_KEY', rs(8, LO), []), kv('MONGODB_ATLAS_PRIVATE_KEY', uuid())]


V('AWS IAM', _aws, 'the nightly S3 export uses static IAM user keys', '야간 S3 export가 IAM 유저 고정키 씀')
V('AWS STS', _aws_sts, 'temporary creds copied from the SSO portal for the migration', 'SSO 포털에서 복사한 임시 자격증명으로 마이그레이션 돌림')
V('GitHub classic PAT', lambda: [kv('GITHUB_TOKEN', 'ghp_' + rs(36))], 'release script pushes tags with a classic PAT', '릴리즈 스크립트가 classic PAT로 태그 푸시함')
V('GitHub OAuth token', lambda: [kv('GH_OAUTH_TOKEN', 'gho_' + rs(36))], 'the gh CLI login token leaked into the dotfiles repo', 'gh CLI 로그인 토큰이 dotfiles 레포에 들어가 있었음')
V('GitHub app installation token', lambda: [kv('GH_INSTALL_TOKEN', 'ghs_' + rs(36))], 'the bot uses an app installation token minted by hand', '봇이 수동 발급한 app installation token 사용중')
V('GitHub fine-grained PAT', lambda: [kv('GH_PAT', 'github_pat_' + rs(22) + '_' + rs(59))], 'renovate needs a fine-grained PAT with contents:write', 'renovate에 contents:write 있는 fine-grained PAT 필요')
V('GitHub refresh token', lambda: [kv('GH_REFRESH_TOKEN', 'ghr_' + rs(76))], 'user-to-server refresh token stored for the GitHub App', 'GitHub App용 refresh 토큰 저장해둔 상태')
V('GitLab PAT', lambda: [kv('GITLAB_TOKEN', 'glpat-' + rs(20, A + '-_'))], 'mirroring job talks to self-hosted GitLab', '셀프호스팅 GitLab 미러링 잡')
V('GitLab runner token', lambda: [kv('RUNNER_TOKEN', 'glrt-' + rs(20, A + '-_'))], 'registering the new runner on the build box', '빌드 서버에 새 러너 등록')
V('GitLab deploy token', lambda: [('GITLAB_DEPLOY_USER', 'gitlab+deploy-token-' + str(R.randrange(100, 999)), []), kv('GITLAB_DEPLOY_TOKEN', 'gldt-' + rs(20, A + '-_'))], 'helm chart pull uses a deploy token', 'helm 차트 pull에 deploy token 씀')
V('Slack bot token', lambda: [kv('SLACK_BOT_TOKEN', f"xoxb-{R.randrange(10**11, 10**12)}-{R.randrange(10**12, 10**13)}-{rs(24)}")], 'alert bot posts to #deploys', '알림봇이 #deploys 채널에 포스팅')
V('Slack user token', lambda: [kv('SLACK_USER_TOKEN', f"xoxp-{R.randrange(10**11, 10**12)}-{R.randrange(10**11, 10**12)}-{R.randrange(10**12, 10**13)}-{hx(32)}")], 'export script reads channel history with a user token', '채널 히스토리 export 스크립트가 user 토큰 씀')
V('Slack app-level token', lambda: [kv('SLACK_APP_TOKEN', f"xapp-1-A{rs(10, UP + D)}-{R.randrange(10**12, 10**13)}-{hx(64)}")], 'socket mode needs the app-level token', '소켓모드라 app-level 토큰 필요')
V('Slack webhook', _slack_hook, 'incident channel webhook', '장애 채널 웹훅')
V('Stripe secret key', lambda: [kv('STRIPE_SECRET_KEY', 'sk_live_' + rs(99))], 'refund worker calls Stripe directly', '환불 워커가 Stripe 직접 호출')
V('Stripe restricted key', lambda: [kv('STRIPE_RK', 'rk_live_' + rs(99))], 'reporting uses a restricted key with read-only charges', '리포팅은 읽기전용 restricted key 사용')
V('Stripe webhook secret', lambda: [kv('STRIPE_WEBHOOK_SECRET', 'whsec_' + rs(32))], 'signature verification kept failing locally', '로컬에서 서명검증 계속 실패했음')
V('OpenAI project key', lambda: [kv('OPENAI_API_KEY', 'sk-proj-' + rs(74, A + '-_') + 'T3BlbkFJ' + rs(74, A + '-_'))], 'the summarizer calls the OpenAI API', '요약기가 OpenAI API 호출함')
V('Anthropic API key', lambda: [kv('ANTHROPIC_API_KEY', 'sk-ant-api03-' + rs(93, A + '-_') + 'AA')], 'eval harness calls Claude', '평가 하네스가 Claude 호출')
V('Google API key', lambda: [kv('GOOGLE_MAPS_API_KEY', 'AIza' + rs(35, A + '-_'))], 'geocoding backfill uses a server-side Maps key', '지오코딩 백필에 서버용 Maps 키 사용')
V('Google OAuth client secret', lambda: [('GOOGLE_CLIENT_ID', f"{R.randrange(10**11, 10**12)}-{rs(32, LO + D)}.apps.googleusercontent.com", []), kv('GOOGLE_CLIENT_SECRET', 'GOCSPX-' + rs(28, A + '-_'))], 'admin SSO login with Google', '어드민 구글 SSO 로그인')
V('GCP service account key', _pem_gcp, 'the BigQuery loader uses a JSON key file', 'BigQuery 로더가 JSON 키파일 씀')
V('Twilio auth token', _twilio, 'SMS verification via Twilio', 'Twilio로 SMS 인증')
V('Twilio API key secret', _twilio_sk, 'voice service uses an API key pair', '음성 서비스는 API key 페어 사용')
V('SendGrid', lambda: [kv('SENDGRID_API_KEY', 'SG.' + rs(22, A + '-_') + '.' + rs(43, A + '-_'))], 'transactional mail goes through SendGrid', '트랜잭션 메일은 SendGrid 경유')
V('Mailgun', lambda: [kv('MAILGUN_API_KEY', 'key-' + hx(32))], 'newsletter uses Mailgun legacy key', '뉴스레터는 Mailgun 구 키 사용')
V('Mailchimp', lambda: [kv('MAILCHIMP_API_KEY', hx(32) + '-us' + str(R.randrange(2, 21)))], 'marketing list sync', '마케팅 리스트 동기화')
V('npm token', lambda: [kv('NPM_TOKEN', 'npm_' + rs(36))], 'publishing the design-system package', '디자인시스템 패키지 배포')
V('PyPI token', lambda: [kv('PYPI_TOKEN', 'pypi-AgEIcHlwaS5vcmc' + rs(R.randrange(120, 160), B64U))], 'twine upload from the release job', '릴리즈 잡에서 twine 업로드')
V('Docker Hub PAT', lambda: [kv('DOCKERHUB_TOKEN', 'dckr_pat_' + rs(27, A + '-_'))], 'pull rate limits forced us to log in', '풀 레이트리밋 때문에 로그인 필요')
V('Vault token', lambda: [kv('VAULT_TOKEN', 'hvs.' + rs(90, A + '-_'))], 'bootstrap script reads from Vault', '부트스트랩 스크립트가 Vault 읽음')
V('Terraform Cloud token', lambda: [kv('TFC_TOKEN', rs(14) + '.atlasv1.' + rs(67))], 'remote backend on Terraform Cloud', 'TFC 리모트 백엔드')
V('DigitalOcean token', lambda: [kv('DIGITALOCEAN_TOKEN', 'dop_v1_' + hx(64))], 'droplet snapshot cron', '드롭릿 스냅샷 크론')
V('Heroku API key', lambda: [kv('HEROKU_API_KEY', 'HRKU-AA' + rs(58, A + '-_'))], 'legacy review apps still on Heroku', '레거시 리뷰앱 아직 Heroku')
V('Shopify admin token', lambda: [kv('SHOPIFY_ADMIN_TOKEN', 'shpat_' + hx(32))], 'inventory sync with the Shopify store', 'Shopify 스토어 재고 동기화')
V('Shopify shared secret', lambda: [kv('SHOPIFY_API_SECRET', 'shpss_' + hx(32))], 'HMAC check for app proxy requests', '앱 프록시 요청 HMAC 검증')
V('Atlassian API token', lambda: [('JIRA_EMAIL', 'bot@acme.io', []), kv('JIRA_API_TOKEN', 'ATATT3xFfGF0' + rs(170, A + '-_') + '=' + hx(8).upper())], 'jira automation creates tickets from alerts', '알림에서 지라 티켓 자동생성')
V('Linear API key', lambda: [kv('LINEAR_API_KEY', 'lin_api_' + rs(40))], 'changelog bot reads Linear issues', '체인지로그 봇이 Linear 이슈 읽음')
V('Notion integration', lambda: [kv('NOTION_TOKEN', 'ntn_' + rs(46))], 'wiki export from Notion', '노션 위키 export')
V('Notion legacy secret', lambda: [kv('NOTION_API_KEY', 'secret_' + rs(43))], 'old notion sync still uses the legacy secret', '옛날 노션 싱크는 아직 legacy secret')
V('Figma PAT', lambda: [kv('FIGMA_TOKEN', 'figd_' + rs(40, A + '-_'))], 'icon export pulls from Figma', '아이콘 export가 Figma에서 당겨옴')
V('Discord bot token', lambda: [kv('DISCORD_BOT_TOKEN', b64u(14)[:24] + '.' + rs(6, A + '-_') + '.' + rs(38, A + '-_'))], 'community bot on Discord', '디스코드 커뮤니티 봇')
V('Discord webhook', _discord_hook, 'release notes go to Discord', '릴리즈노트 디스코드로 감')
V('Telegram bot', lambda: [kv('TELEGRAM_BOT_TOKEN', f"{R.randrange(10**9, 8 * 10**9)}:AA{rs(33, A + '-_')}")], 'on-call pings via Telegram bot', '텔레그램 봇으로 온콜 알림')
V('Datadog keys', lambda: [kv('DD_API_KEY', hx(32)), kv('DD_APP_KEY', hx(40))], 'dashboards are provisioned via API', 'API로 대시보드 프로비저닝')
V('New Relic user key', lambda: [kv('NEW_RELIC_API_KEY', 'NRAK-' + rs(27, UP + D))], 'NerdGraph queries for SLO report', 'SLO 리포트용 NerdGraph 쿼리')
V('New Relic license key', lambda: [kv('NEW_RELIC_LICENSE_KEY', hx(36) + 'NRAL')], 'APM agent config', 'APM 에이전트 설정')
V('Sentry auth token', _sentry_dsn_auth, 'sourcemap upload in CI', 'CI에서 소스맵 업로드')
V('Sentry user token', lambda: [kv('SENTRY_TOKEN', 'sntryu_' + hx(64))], 'release tracking script', '릴리즈 트래킹 스크립트')
V('Grafana service account', lambda: [kv('GRAFANA_TOKEN', 'glsa_' + rs(32) + '_' + hx(8))], 'dashboard-as-code sync', '대시보드 코드 싱크')
V('Grafana Cloud token', lambda: [kv('GRAFANA_CLOUD_TOKEN', 'glc_' + b64(90).rstrip('='))], 'remote_write to Grafana Cloud', 'Grafana Cloud로 remote_write')
V('Hugging Face token', lambda: [kv('HF_TOKEN', 'hf_' + rs(34, A))], 'private model download in the GPU job', 'GPU 잡에서 private 모델 다운로드')
V('Replicate token', lambda: [kv('REPLICATE_API_TOKEN', 'r8_' + rs(37))], 'image upscaler on Replicate', 'Replicate 이미지 업스케일러')
V('Groq key', lambda: [kv('GROQ_API_KEY', 'gsk_' + rs(52))], 'fast inference fallback', '빠른 추론 fallback')
V('Perplexity key', lambda: [kv('PPLX_API_KEY', 'pplx-' + rs(48))], 'research agent web search', '리서치 에이전트 웹검색')
V('Mistral key', lambda: [kv('MISTRAL_API_KEY', rs(32))], 'embedding comparison run', '임베딩 비교 실험')
V('Azure storage connection string', _azure_conn, 'uploads land in Azure Blob', '업로드 파일은 Azure Blob에 저장')
V('Azure SAS URL', _azure_sas, 'partner pulls exports with a SAS link', '파트너가 SAS 링크로 export 받아감')
V('Azure Service Bus', _sb_conn, 'order events via Service Bus', '주문 이벤트 Service Bus 경유')
V('Azure OpenAI key', lambda: [kv('AZURE_OPENAI_API_KEY', hx(32))], 'enterprise tenant routes to Azure OpenAI', '엔터프라이즈 테넌트는 Azure OpenAI로 라우팅')
V('Azure AD client secret', lambda: [('AZURE_CLIENT_ID', uuid(), []), kv('AZURE_CLIENT_SECRET', rs(3, A) + 'Q~' + rs(34, A + '-_.~'))], 'Graph API access for the HR sync', 'HR 싱크용 Graph API 접근')
V('Cloudflare API token', lambda: [kv('CLOUDFLARE_API_TOKEN', rs(40, A + '-_'))], 'DNS records managed by terraform', 'DNS 레코드 테라폼 관리')
V('Cloudflare global key', lambda: [('CF_EMAIL', 'infra@acme.io', []), kv('CF_API_KEY', hx(37))], 'old cache purge script uses the global key', '예전 캐시 purge 스크립트는 global key')
V('Alibaba Cloud', lambda: [kv('ALIBABA_CLOUD_ACCESS_KEY_ID', 'LTAI5t' + rs(18)), kv('ALIBABA_CLOUD_ACCESS_KEY_SECRET', rs(30))], 'OSS bucket for the China region', '중국 리전 OSS 버킷')
V('Tencent Cloud', lambda: [kv('TENCENTCLOUD_SECRET_ID', 'AKID' + rs(32)), kv('TENCENTCLOUD_SECRET_KEY', rs(32))], 'COS mirror for mainland users', '중국 본토 유저용 COS 미러')
V('Naver Cloud', lambda: [kv('NCLOUD_ACCESS_KEY', rs(20, UP + D)), kv('NCLOUD_SECRET_KEY', rs(40))], 'Object Storage on NCP', 'NCP 오브젝트 스토리지')
V('Kakao REST key', lambda: [kv('KAKAO_REST_API_KEY', hx(32))], 'address search uses Kakao local API', '주소검색 카카오 로컬 API 사용')
V('Kakao admin key', lambda: [kv('KAKAO_ADMIN_KEY', hx(32))], 'unlinking users needs the admin key', '회원 연결끊기에 어드민 키 필요')
V('Naver developers client secret', lambda: [('NAVER_CLIENT_ID', rs(20), []), kv('NAVER_CLIENT_SECRET', rs(10))], 'naver login and search API', '네이버 로그인/검색 API')
V('LINE channel access token', lambda: [kv('LINE_CHANNEL_ACCESS_TOKEN', rs(170, B64) + '=')], 'Messaging API push for JP users', '일본 유저 LINE 메시징 푸시')
V('LINE channel secret', lambda: [kv('LINE_CHANNEL_SECRET', hx(32))], 'webhook signature check for LINE', 'LINE 웹훅 서명 검증')
V('Toss Payments secret key', lambda: [kv('TOSS_SECRET_KEY', 'live_gsk_' + rs(24))], 'payment confirm API', '결제 승인 API')
V('Toss Payments test key', lambda: [kv('TOSS_SECRET_KEY', 'test_sk_' + rs(24))], 'sandbox payment flow', '샌드박스 결제 플로우')
V('PortOne API secret', lambda: [('IMP_KEY', str(R.randrange(10**15, 10**16)), []), kv('IMP_SECRET', rs(80))], 'iamport refund API', '아임포트 환불 API')
V('PortOne V2 secret', lambda: [kv('PORTONE_API_SECRET', rs(80))], 'PortOne v2 webhook', '포트원 v2 웹훅')
V('KG Inicis sign key', lambda: [('INICIS_MID', 'INIpayTest', []), kv('INICIS_SIGNKEY', b64(36))], 'PG 연동 for card payments', '이니시스 카드결제 연동')
V('NICE Pay merchant key', lambda: [kv('NICEPAY_MERCHANT_KEY', b64(64))], 'virtual account issuance', '가상계좌 발급')
V('KakaoPay secret key', lambda: [kv('KAKAOPAY_SECRET_KEY', 'DEV' + hx(37).upper())], 'kakaopay ready/approve calls', '카카오페이 ready/approve 호출')
V('Solapi SMS', lambda: [kv('SOLAPI_API_KEY', 'NCS' + rs(13, UP + D)), kv('SOLAPI_API_SECRET', rs(32, UP + D))], 'SMS 인증번호 발송', '인증번호 문자 발송')
V('Aligo SMS', lambda: [('ALIGO_USER_ID', 'acmecorp', []), kv('ALIGO_API_KEY', rs(32, LO + D))], 'bulk SMS for marketing', '마케팅 대량문자')
V('Channel Talk', lambda: [kv('CHANNEL_ACCESS_KEY', hx(24)), kv('CHANNEL_ACCESS_SECRET', hx(32))], 'CS chat integration', '채널톡 CS 연동')
V('Sendbird', lambda: [('SENDBIRD_APP_ID', uuid().upper(), []), kv('SENDBIRD_API_TOKEN', hx(40))], 'in-app chat', '인앱 채팅')
V('data.go.kr service key', _datago, 'public holiday API from the open data portal', '공공데이터포털 공휴일 API')
V('DingTalk robot', _dingtalk, 'China ops group alerts', '중국 운영그룹 알림')
V('Feishu bot hook', _feishu, 'Feishu group notifications', '페이슈 그룹 알림')
V('WeChat app secret', lambda: [('WECHAT_APPID', 'wx' + hx(16), []), kv('WECHAT_APPSECRET', hx(32))], 'mini program login', '위챗 미니프로그램 로그인')
V('Huawei Cloud', lambda: [kv('HUAWEICLOUD_SDK_AK', rs(20, UP + D)), kv('HUAWEICLOUD_SDK_SK', rs(40))], 'OBS backup target', 'OBS 백업 대상')
V('Baidu BCE', lambda: [kv('BCE_ACCESS_KEY_ID', hx(32)), kv('BCE_SECRET_ACCESS_KEY', hx(32))], 'speech recognition test', '음성인식 테스트')
V('Chatwork token', lambda: [kv('CHATWORK_API_TOKEN', hx(32))], 'JP partner room notifications', '일본 파트너 채팅방 알림')
V('MinIO keys', lambda: [kv('MINIO_ACCESS_KEY', rs(20, UP + D)), kv('MINIO_SECRET_KEY', rs(40))], 'on-prem object store', '온프렘 오브젝트 스토리지')
V('Supabase service role', lambda: [kv('SUPABASE_SERVICE_ROLE_KEY', jwt({'iss': 'supabase', 'ref': rs(20, LO), 'role': 'service_role', 'iat': 1712000000, 'exp': 2027576000}))], 'admin scripts bypass RLS', '어드민 스크립트가 RLS 우회')
V('Firebase server key', lambda: [kv('FCM_SERVER_KEY', 'AAAA' + rs(7, A + '-_') + ':APA91b' + rs(134, A + '-_'))], 'legacy FCM push', '레거시 FCM 푸시')
V('Vercel token', lambda: [kv('VERCEL_TOKEN', rs(24))], 'preview deploys from CI', 'CI에서 프리뷰 배포')
V('Netlify token', lambda: [kv('NETLIFY_AUTH_TOKEN', 'nfp_' + rs(36))], 'docs site deploy', '문서 사이트 배포')
V('Fly.io token', lambda: [kv('FLY_API_TOKEN', 'fo1_' + rs(43, A + '-_'))], 'edge proxy on Fly', 'Fly 엣지 프록시')
V('Render API key', lambda: [kv('RENDER_API_KEY', 'rnd_' + rs(32))], 'staging workers on Render', 'Render 스테이징 워커')
V('PlanetScale password', lambda: [('PS_USER', rs(12, LO + D), []), kv('PS_PASSWORD', 'pscale_pw_' + rs(43, A + '-_'))], 'branch database for the demo', '데모용 브랜치 DB')
V('PlanetScale service token', lambda: [kv('PLANETSCALE_SERVICE_TOKEN', 'pscale_tkn_' + rs(43, A + '-_'))], 'deploy requests from CI', 'CI에서 deploy request')
V('Neon password', lambda: [kv('NEON_PASSWORD', 'npg_' + rs(12))], 'serverless postgres for previews', '프리뷰용 서버리스 postgres')
V('Doppler token', lambda: [kv('DOPPLER_TOKEN', 'dp.st.prd.' + rs(43))], 'secrets injected by doppler run', 'doppler run으로 시크릿 주입')
V('1Password service account', lambda: [kv('OP_SERVICE_ACCOUNT_TOKEN', 'ops_eyJ' + rs(R.randrange(300, 360), B64U))], 'CI reads vault items with op CLI', 'CI에서 op CLI로 볼트 아이템 읽음')
V('Pulumi token', lambda: [kv('PULUMI_ACCESS_TOKEN', 'pul-' + hx(40))], 'stack updates from CI', 'CI에서 스택 업데이트')
V('Postman API key', lambda: [kv('POSTMAN_API_KEY', 'PMAK-' + hx(24) + '-' + hx(34))], 'collection sync', '컬렉션 동기화')
V('Airtable PAT', lambda: [kv('AIRTABLE_TOKEN', 'pat' + rs(14) + '.' + hx(64))], 'ops tracker in Airtable', '운영 트래커 Airtable')
V('Okta API token', lambda: [kv('OKTA_API_TOKEN', '00' + rs(40, A + '-_'))], 'user deprovisioning job', '퇴사자 계정 정리 잡')
V('Auth0 client secret', lambda: [('AUTH0_CLIENT_ID', rs(32), []), kv('AUTH0_CLIENT_SECRET', rs(64, A + '-_'))], 'M2M token for the admin API', '어드민 API용 M2M 토큰')
V('Square access token', lambda: [kv('SQUARE_ACCESS_TOKEN', 'EAAA' + rs(60, A + '-_'))], 'POS sync for the cafe', '카페 POS 동기화')
V('Square OAuth secret', lambda: [kv('SQUARE_APP_SECRET', 'sq0csp-' + rs(43, A + '-_'))], 'Square OAuth app', 'Square OAuth 앱')
V('Braintree access token', _paypal, 'PayPal checkout via Braintree', 'Braintree 통한 페이팔 결제')
V('Mapbox secret token', lambda: [kv('MAPBOX_SECRET_TOKEN', 'sk.eyJ1Ijoi' + rs(40, B64U) + '.' + rs(22, A + '-_'))], 'tileset uploads', '타일셋 업로드')
V('Algolia admin key', lambda: [('ALGOLIA_APP_ID', rs(10, UP + D), []), kv('ALGOLIA_ADMIN_KEY', hx(32))], 'reindex job', '재색인 잡')
V('Contentful token', lambda: [kv('CONTENTFUL_MANAGEMENT_TOKEN', 'CFPAT-' + rs(43, A + '-_'))], 'content migration scripts', '콘텐츠 마이그레이션 스크립트')
V('Bitbucket app password', lambda: [('BITBUCKET_USER', 'ci-bot', []), kv('BITBUCKET_APP_PASSWORD', 'ATBB' + rs(28) + hx(8).upper())], 'legacy repos on Bitbucket', '레거시 레포 Bitbucket')
V('CircleCI token', lambda: [kv('CIRCLECI_TOKEN', 'CCIPAT_' + rs(22) + '_' + hx(40))], 'trigger pipelines via API', 'API로 파이프라인 트리거')
V('Buildkite token', lambda: [kv('BUILDKITE_API_TOKEN', 'bkua_' + hx(40))], 'agent metrics exporter', '에이전트 메트릭 exporter')
V('SonarQube token', lambda: [kv('SONAR_TOKEN', 'squ_' + hx(40))], 'quality gate in PR builds', 'PR 빌드 품질게이트')
V('JFrog access token', lambda: [kv('ARTIFACTORY_TOKEN', 'cmVmdGtuOjAxOj' + rs(50))], 'maven artifacts from Artifactory', 'Artifactory에서 메이븐 아티팩트')
V('JFrog API key', lambda: [kv('ARTIFACTORY_API_KEY', 'AKCp' + rs(69))], 'old api key still used by gradle', '구 API키 gradle에서 아직 사용')
V('Dropbox token', lambda: [kv('DROPBOX_TOKEN', 'sl.B' + rs(135, A + '-_'))], 'design assets backup', '디자인 에셋 백업')
V('Twitter bearer', lambda: [kv('TWITTER_BEARER_TOKEN', 'AAAAAAAAAAAAAAAAAAAAA' + rs(30) + '%3D' + rs(50))], 'brand mention tracker', '브랜드 멘션 트래커')
V('Facebook access token', lambda: [kv('FB_PAGE_ACCESS_TOKEN', 'EAAG' + rs(180))], 'page post scheduler', '페이지 포스팅 스케줄러')
V('age secret key', lambda: [kv('SOPS_AGE_KEY', 'AGE-SECRET-KEY-1' + rs(58, 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L'))], 'sops-encrypted values in the repo', '레포 안 sops 암호화 값')
V('Databricks PAT', lambda: [kv('DATABRICKS_TOKEN', 'dapi' + hx(32))], 'notebook job trigger', '노트북 잡 트리거')
V('Elastic API key', lambda: [kv('ES_API_KEY', base64.b64encode((rs(20, A + '-_') + ':' + rs(22, A + '-_')).encode()).decode())], 'log shipping to Elastic Cloud', 'Elastic Cloud로 로그 전송')
V('RubyGems key', lambda: [kv('GEM_HOST_API_KEY', 'rubygems_' + hx(48))], 'gem release', '젬 릴리즈')
V('NuGet key', lambda: [kv('NUGET_API_KEY', 'oy2' + rs(43, LO + D))], 'internal SDK on nuget.org', 'nuget.org 내부 SDK')
V('Clojars token', lambda: [kv('CLOJARS_TOKEN', 'CLOJARS_' + hx(60))], 'clojure lib deploy', '클로저 라이브러리 배포')
V('Codecov token', lambda: [kv('CODECOV_TOKEN', uuid())], 'coverage upload for private repo', '프라이빗 레포 커버리지 업로드')
V('Plaid secret', lambda: [('PLAID_CLIENT_ID', hx(24), []), kv('PLAID_SECRET', hx(30))], 'bank linking sandbox', '은행연동 샌드박스')
V('Shippo token', lambda: [kv('SHIPPO_API_TOKEN', 'shippo_live_' + hx(40))], 'shipping label generation', '배송 라벨 생성')
V('Resend key', lambda: [kv('RESEND_API_KEY', 're_' + rs(8) + '_' + rs(24))], 'magic link emails', '매직링크 메일')
V('Postmark token', lambda: [kv('POSTMARK_SERVER_TOKEN', uuid())], 'receipt emails', '영수증 메일')
V('Upstash Redis token', lambda: [kv('UPSTASH_REDIS_REST_TOKEN', 'AX' + rs(4) + 'AAIjcDE' + rs(60, A))], 'rate limiter on the edge', '엣지 레이트리미터')
V('Pinecone key', lambda: [kv('PINECONE_API_KEY', 'pcsk_' + rs(5) + '_' + rs(60))], 'vector index for RAG', 'RAG 벡터 인덱스')
V('LangSmith key', lambda: [kv('LANGSMITH_API_KEY', 'lsv2_pt_' + hx(32) + '_' + hx(10))], 'tracing for the agent', '에이전트 트레이싱')
V('Weights & Biases key', lambda: [kv('WANDB_API_KEY', hx(40))], 'training run logging', '학습 로그')
V('ElevenLabs key', lambda: [kv('ELEVENLABS_API_KEY', 'sk_' + hx(48))], 'TTS for the onboarding video', '온보딩 영상 TTS')
V('Tailscale auth key', lambda: [kv('TS_AUTHKEY', 'tskey-auth-k' + rs(10) + 'CNTRL-' + rs(33))], 'ephemeral nodes in CI', 'CI 임시 노드')
V('ngrok authtoken', lambda: [kv('NGROK_AUTHTOKEN', '2' + rs(26) + '_' + rs(21))], 'webhook testing tunnel', '웹훅 테스트 터널')
V('Gitea token', lambda: [kv('GITEA_TOKEN', hx(40))], 'mirror to the internal gitea', '내부 gitea 미러')
V('Azure DevOps PAT', lambda: [kv('AZDO_PAT', rs(84, LO + D))], 'pipelines on Azure DevOps', 'Azure DevOps 파이프라인')
V('Clerk secret key', lambda: [kv('CLERK_SECRET_KEY', 'sk_live_' + rs(40))], 'auth for the dashboard', '대시보드 인증')
V('Cloudinary URL', _cloudinary, 'image transforms', '이미지 변환')
V('MongoDB Atlas API key', _mongo_atlas, 'cluster scaling automation', '클러스터 스케일링 자동화')
V('Microsoft Teams webhook', _teams_hook, 'release announcements in Teams', 'Teams 릴리즈 공지')
V('Jenkins API token', lambda: [('JENKINS_USER', 'deploy-bot', []), kv('JENKINS_API_TOKEN', '11' + hx(32))], 'remote build trigger', '원격 빌드 트리거')
V('Keycloak client secret', lambda: [kv('KEYCLOAK_CLIENT_SECRET', rs(32))], 'backend confidential client', '백엔드 confidential 클라이언트')
V('Segment write key', lambda: [kv('SEGMENT_WRITE_KEY', rs(32))], 'server-side analytics', '서버사이드 분석')
V('Mixpanel secret', lambda: [kv('MIXPANEL_API_SECRET', hx(32))], 'export API for cohort data', '코호트 export API')
V('Zoom S2S secret', lambda: [('ZOOM_ACCOUNT_ID', rs(22), []), kv('ZOOM_CLIENT_SECRET', rs(32))], 'meeting recordings download', '회의 녹화 다운로드')
V('Intercom token', lambda: [kv('INTERCOM_ACCESS_TOKEN', 'dG9rOj' + rs(50, B64) + '=')], 'support conversation export', '상담 내역 export')
V('Deepgram key', lambda: [kv('DEEPGRAM_API_KEY', hx(40))], 'call transcription', '통화 STT')
V('Cohere key', lambda: [kv('CO_API_KEY', rs(40))], 'reranker in search', '검색 리랭커')
V('Vonage secret', lambda: [('VONAGE_API_KEY', hx(8), []), kv('VONAGE_API_SECRET', rs(16))], '2FA voice fallback', '2FA 음성 fallback')
V('Telnyx key', lambda: [kv('TELNYX_API_KEY', 'KEY' + hx(32).upper() + '_' + rs(22))], 'SIP trunk provisioning', 'SIP 트렁크 설정')
V('Snyk token', lambda: [kv('SNYK_TOKEN', uuid())], 'dependency scan in CI', 'CI 의존성 스캔')
V('Lemon Squeezy key', lambda: [kv('LEMONSQUEEZY_API_KEY', jwt({'aud': '94d59cef', 'jti': hx(40), 'sub': str(R.randrange(100000, 999999))}))], 'license key checks', '라이선스 키 검증')
V('Coinbase Commerce key', lambda: [kv('COINBASE_COMMERCE_API_KEY', uuid())], 'crypto checkout pilot', '크립토 결제 파일럿')


# ---------------------------------------------------------------- frames for vendor notes
def J(pairs, fmt, sep='\n'):
    return sep.join(fmt.format(k=k, v=v, lk=k.lower(), hk=k.replace('_', '-').title()) for k, v, _ in pairs)


def jdump(pairs):
    return json.dumps({k.lower(): v for k, v, _ in pairs}, indent=2, ensure_ascii=False)


def tms(n):
    base = R.randrange(0, 20 * 3600)
    out = []
    for _ in range(n):
        base += R.randrange(60, 1800)
        out.append(f"{base // 3600 % 24:02d}:{base // 60 % 60:02d}:{base % 60:02d}")
    return out


def _tl_en(p, c):
    t = tms(2)
    return (f"Incident {date()}: {c}.\n{t[0]} on-call pasted " + J(p, '{k}={v}', ' and ') + f" in #incident\n{t[1]} mitigated",
            "Treat anything pasted in #incident as exposed.", '')


def _tl_ko(p, c):
    t = tms(3)
    return (f"장애 타임라인 {date()}\n{t[0]} {c} 관련 알림\n{t[1]} 온콜이 채널에 " + J(p, '{k}={v}', ', ') + f" 붙여넣음\n{t[2]} 복구",
            "장애채널에 붙여넣은건 노출된걸로 간주하고 바로 교체", '')


FRAMES_EN = [
    ('dotenv pasted', lambda p, c: (f"Context: {c}. The .env on {host()} had these lines:\n" + J(p, '{k}={v}'),
                                    "Move the .env values into the secret manager; that repo does not gitignore .env.", '')),
    ('shell history export', lambda p, c: (f"{c}; reproduced locally with", "$ history | tail -4\n" + J(p, "  {n}  export {k}='{v}'".replace('{n}', str(R.randrange(400, 999)))) + f"\n  {R.randrange(1000, 1999)}  make deploy ENV=stage",
                                           "Can we get a direnv/.envrc that pulls these instead of exporting by hand?")),
    ('yaml config', lambda p, c: (f"{c}. Found this in config/{svc()}.yaml:\nintegrations:\n" + J(p, '  {lk}: "{v}"'),
                                  "YAML configs get committed; use ${ENV} interpolation instead of literals.", '')),
    ('json settings', lambda p, c: (f"{c}. appsettings.Production.json contains:\n" + jdump(p),
                                    "Production settings JSON should only hold references, not values.", 'Who owns rotating these?')),
    ('docker run -e', lambda p, c: (f"{c}. Container started on {host()} with:", "docker run -d --name " + svc() + " " + J(p, "-e {k}={v}", ' ') + " registry.acme.io/" + svc() + ":1." + str(R.randrange(2, 40)),
                                    "docker inspect shows -e values, so anyone with docker group can read them.")),
    ('k8s Secret stringData', lambda p, c: (f"{c}. Someone applied a plain manifest:\napiVersion: v1\nkind: Secret\nmetadata:\n  name: {svc()}-creds\nstringData:\n" + J(p, '  {k}: "{v}"'),
                                            "stringData manifests must never be committed; use SealedSecrets.", '')),
    ('GitHub Actions literal env', lambda p, c: (f"{c}. Code review caught this in .github/workflows/release.yml:\n    env:\n" + J(p, '      {k}: {v}'),
                                                 "Workflow env must use the secrets context, not literals.", "Add a pre-commit check for workflow literals?")),
    ('prose sentence', lambda p, c: (f"{c}. " + ' '.join(f"The {k} we used was {v}." for k, v, _ in p),
                                     f"Note for {person()}: these are the prod values, do not paste them into tickets.", '')),
    ('label/value split across fields', lambda p, c: (f"{c}. For the record, {p[-1][0]} is", p[-1][1] + (' (and ' + J(p[:-1], '{k}={v}', ', ') + ')' if len(p) > 1 else '') + " — copied from the old wiki page.",
                                                      '')),
    ('value in ask_next_time', lambda p, c: (f"{c}; the key was shared in a DM last quarter.", "Rotation never happened because nobody owned it.",
                                             "Has " + J(p, '{k}={v}', ' / ') + " been revoked yet?")),
    ('startup log line', lambda p, c: (f"{c}. The worker logs its env at debug level:\n{date()}T{tm()}Z DEBUG config loaded " + J(p, '{k}={v}', ' '),
                                       "Turn off env dumps at debug level; log aggregation keeps 30 days.", '')),
    ('python os.environ default', lambda p, c: (f"{c}. settings.py had fallbacks:\n" + J(p, 'os.environ.get("{k}", "{v}")'),
                                                "Never give os.environ.get a real default; fail fast instead.", '')),
    ('node process.env fallback', lambda p, c: (f"{c}.", "src/config.ts:\n" + J(p, "export const {k} = process.env.{k} ?? '{v}';"),
                                                "Is there a lint rule for literal fallbacks?")),
    ('curl header', lambda p, c: (f"{c}. Debugged with:\ncurl -sS https://api.{wdom()}/v1/ping " + J(p, '-H "X-{hk}: {v}"', ' '),
                                  "The 403 was a wrong base URL, not the key.", '')),
    ('terraform tfvars', lambda p, c: (f"{c}. terraform.tfvars (committed by mistake):\n" + J(p, '{lk} = "{v}"'),
                                       "tfvars with secrets belong in TF_VAR_ env or the workspace variables.", '')),
    ('ini section', lambda p, c: (f"{c}. ~/.config/{svc()}/credentials.ini:\n[default]\n" + J(p, '{lk} = {v}'),
                                  "INI files under home are not backed up; keep a copy in the vault.", '')),
    ('stack trace', lambda p, c: (f"{c}. Sentry caught:\nTraceback (most recent call last):\n  File \"app/clients.py\", line {R.randrange(20, 300)}, in build\n    client = Client(**cfg)\nValueError: invalid settings " + repr({k: v for k, v, _ in p}),
                                  "The exception message echoes the settings dict; scrub before raising.", '')),
    ('commit message', lambda p, c: (f"{c}. git log shows:\ncommit {sha()}\n    chore: temp creds for staging\n\n    " + J(p, '{k}={v}', '\n    '),
                                     "That commit is still in history; a rewrite is needed, not just a revert.", '')),
    ('jira ticket', lambda p, c: (f"{ticket()} description: {c}. Reporter pasted:\n" + J(p, '{k}: {v}'),
                                  "Ticket descriptions are visible to contractors.", "Edit the ticket history too?")),
    ('markdown table', lambda p, c: (f"{c}. From the runbook:\n| name | value |\n|---|---|\n" + J(p, '| {k} | {v} |'),
                                     "Runbook tables should link to the vault item instead.", '')),
    ('incident timeline', lambda p, c: _tl_en(p, c)),
    ('powershell env', lambda p, c: (f"{c}. On the Windows build agent:", J(p, '$env:{k} = "{v}"') + "\n.\\build.ps1 -Configuration Release",
                                     "Use the agent's credential store, not $env in scripts.")),
    ('docker-compose environment', lambda p, c: (f"{c}. docker-compose.override.yml:\nservices:\n  {svc()}:\n    environment:\n" + J(p, '      - {k}={v}'),
                                                 "The override file is committed, despite the name.", '')),
    ('systemd unit', lambda p, c: (f"{c}. /etc/systemd/system/{svc()}.service:\n[Service]\n" + J(p, 'Environment="{k}={v}"'),
                                   "Use EnvironmentFile with 0600 perms or systemd-creds.", '')),
]

FRAMES_KO = [
    ('슬랙 복붙', lambda p, c: (f"{c}. 슬랙에서 {kperson()}이 준 거:\n[오후 {R.randrange(1, 12)}:{R.randrange(10, 59)}] " + J(p, '{k} 이거 쓰세요 {v}', '\n'),
                             "슬랙 DM으로 키 주고받는거 이제 금지. 볼트 링크로만 공유하기로 함", '')),
    ('노션 .env 페이지', lambda p, c: (f"{c}. 노션 '환경변수 모음' 페이지에 그대로 있었음:\n" + J(p, '{k}={v}'),
                                   "노션은 외부 게스트도 볼 수 있어서 값 지우고 볼트 경로만 남김", '')),
    ('카톡 대화', lambda p, c: (f"{c}. 카톡 캡처 옮김\n나: 형 {p[0][0]} 뭐였죠??\n{kperson()}: " + J(p, '{v}', ' 이랑 ') + " ㅇㅇ",
                             "급하다고 카톡으로 받지 말 것..", '')),
    ('지라 코멘트', lambda p, c: (f"[{ticket()}] {c}", "지라 코멘트에 누가 붙여넣음:\n" + J(p, '{k} = {v}'), "코멘트 히스토리까지 지워야 하나요?")),
    ('위키 표', lambda p, c: (f"{c}. 사내위키 표:\n| 키 | 값 | 비고 |\n|---|---|---|\n" + J(p, '| {k} | {v} | 운영 |'),
                           "위키 표에 값 직접 쓰지 말고 볼트 path만 적기", '')),
    ('쉘 히스토리', lambda p, c: (f"{c}. 서버 들어가서 history 보니까", J(p, "export {k}=\"{v}\"") + "\nnohup ./run.sh &", "이거 누가 쳤는지 아시는 분?")),
    ('yaml 설정', lambda p, c: (f"{c}. application-prod.yml에 하드코딩되어 있었음\n" + J(p, '{lk}: {v}'),
                              "yml에는 ${{ENV}} 참조만 두고 값은 시크릿매니저로", '')),
    ('라벨/값 필드 분리', lambda p, c: (f"{c}. 참고로 {p[-1][0]}는", p[-1][1] + " 입니다" + (' (' + J(p[:-1], '{k}={v}', ', ') + ')' if len(p) > 1 else '') + ". 예전 인수인계 문서에서 가져옴", '')),
    ('ask에 값', lambda p, c: (f"{c}. 키를 DM으로 공유했던 적 있음", "로테이션 담당자가 없어서 방치됨",
                             "혹시 " + J(p, '{k}={v}', ', ') + " 이거 폐기됐나요?")),
    ('로그 라인', lambda p, c: (f"{c}. 워커 로그에 환경변수가 통째로 찍힘\n{date()} {tm()} [DEBUG] env: " + J(p, '{k}={v}', ' '),
                             "디버그 레벨에서 env 덤프하는 코드 제거함. 로그 보존 30일이라 그동안은 노출된걸로 봐야함", '')),
    ('코드리뷰 코멘트', lambda p, c: (f"PR 리뷰: {c}", f"{kperson()} 코멘트: 여기 하드코딩된 거 빼주세요 👉 " + J(p, '`{k}="{v}"`', ' '),
                                 "")),
    ('회의록', lambda p, c: (f"주간회의록 {date()}\n- {c}\n- 임시로 " + J(p, '{k}: {v}', ', ') + " 사용중\n- 다음주까지 교체",
                          "회의록에 키 적지 말자 (구글독 링크 공유범위 넓음)", '')),
    ('docker run', lambda p, c: (f"{c}. 운영서버에서 이렇게 띄워져 있었음", "docker run -d " + J(p, '-e {k}={v}', ' ') + f" {svc()}:latest",
                                 "docker inspect 하면 다 보임. env-file로 바꾸기")),
    ('k8s secret', lambda p, c: (f"{c}. 매니페스트에 stringData로 박혀있음\nkind: Secret\nstringData:\n" + J(p, '  {k}: {v}'),
                                 "SealedSecret로 변환해서 다시 올림", '')),
    ('장애 타임라인', lambda p, c: _tl_ko(p, c)),
    ('커밋메시지', lambda p, c: (f"{c}. 커밋 {sha()[:12]} 메시지에 값이 들어감: \"fix: 스테이징 키 교체 " + J(p, '{k}={v}', ' ') + '"',
                             "메시지에 들어간건 revert로 안 지워짐. force push 필요", '')),
    ('json', lambda p, c: (f"{c}. secrets.json (로컬용이라고 했는데 커밋됨)\n" + jdump(p), "gitignore에 secrets.json 추가함", '')),
    ('spring properties', lambda p, c: (f"{c}. application.properties:\n" + J(p, '{lk}={v}'.replace('_', '.')),
                                        "프로퍼티 파일엔 ${...} 플레이스홀더만", '')),
    ('GitHub Actions', lambda p, c: (f"{c}. 워크플로우 파일에 평문으로:\n    env:\n" + J(p, '      {k}: "{v}"'),
                                     "secrets 컨텍스트로 바꿔야 함", "이거 fork PR에서도 보이나요?")),
    ('인수인계 문서', lambda p, c: (f"인수인계: {c}", "필요한 값들 (퇴사 전 정리)\n" + J(p, '- {k} → {v}'), f"{kperson()} 퇴사 후에도 이 키 살아있나요?")),
    ('스크린샷 전사', lambda p, c: (f"{c}. 콘솔 스크린샷 내용 옮겨적음:\n" + J(p, '{k}  [복사]  {v}'),
                                "스크린샷도 키 노출임. 슬랙에 올린 이미지 삭제 요청함", '')),
    ('python 코드', lambda p, c: (f"{c}. 테스트 코드 conftest.py에 있던 것:", J(p, '{lk} = "{v}"') + "  # TODO 지우기", "")),
    ('ini', lambda p, c: (f"{c}. 서버 ~/.{svc()}.cfg 내용\n[prod]\n" + J(p, '{lk}={v}'), "홈디렉토리 설정파일 권한 644였음. 600으로 바꿈", '')),
    ('systemd', lambda p, c: (f"{c}. 유닛파일에 Environment로 박혀있음\n" + J(p, 'Environment={k}={v}'), "systemctl show 하면 다 보여서 EnvironmentFile로 뺌", '')),
]


# ---------------------------------------------------------------- hand-written templates
TEMPLATES = []


def T(kind, lang, cat, uses=3):
    def deco(fn):
        TEMPLATES.append((kind, lang, cat, fn, uses))
        return fn
    return deco


def b64of(s):
    return base64.b64encode(s.encode()).decode()


# ---------- secret, English
@T('secret', 'en', 'url: postgres DATABASE_URL percent-encoded password')
def _():
    p = pct_pw(); e = pct(p); u = user(); h = host()
    return (f"{svc()} failed to boot on stage because the password has reserved characters.",
            f"Fixed by percent-encoding it: DATABASE_URL=postgresql://{u}:{e}@{h}:5432/{svc().replace('-', '_')}?sslmode=require",
            "", [e])


@T('secret', 'en', 'shell: mysql -p attached password')
def _():
    p = pw(); u = user()
    return (f"Needed a quick row count on the replica during the {ticket()} investigation.",
            f"mysql -h {host()} -u {u} -p{p} -e 'select count(*) from orders where status=\"PENDING\"'",
            "Is there a read-only login-path configured so we can skip -p?", [p])


@T('secret', 'en', 'code: pymongo mongodb+srv URI')
def _():
    p = rs(16); u = user()
    return ("The analytics notebook connects to Atlas directly.",
            f"client = MongoClient(\"mongodb+srv://{u}:{p}@cluster0.{rs(5, LO + D)}.mongodb.net/?retryWrites=true&w=majority\")\ndb = client.events",
            "", [p])


@T('secret', 'en', 'shell: redis-cli -a password')
def _():
    p = pw()
    return (f"Eviction spike on {host()} at {tm()}.",
            f"Checked memory with `redis-cli -h {host()} -p 6379 -a '{p}' --no-auth-warning info memory`; maxmemory-policy was noeviction.",
            "", [p])


@T('secret', 'en', 'config: JDBC URL password param')
def _():
    p = pw()
    return ("Legacy Spring app ignores spring.datasource.password and reads it from the URL.",
            f"spring.datasource.url=jdbc:postgresql://{host()}:5432/ledger?user={user()}&password={pct(p)}&ssl=true",
            "", [pct(p)])


@T('secret', 'en', 'config: SQL Server connection string Password=')
def _():
    p = pw()
    return ("Reporting service on Windows uses an ADO.NET connection string.",
            f"\"ReportingDb\": \"Server=tcp:{host()},1433;Database=reports;User ID={user()};Password={p};Encrypt=True;TrustServerCertificate=False\"",
            "Switch to managed identity?", [p])


@T('secret', 'en', 'http: Basic auth header in curl -v output')
def _():
    u = user(); p = pw(); blob = b64of(f"{u}:{p}")
    return (f"Webhook to the partner returned 401 at {tm()}.",
            f"curl -v output:\n> POST /hooks/orders HTTP/1.1\n> Host: partner.{wdom()}\n> Authorization: Basic {blob}\n< HTTP/1.1 401 Unauthorized\nTurned out they expect the user in upper case.",
            "", [blob])


@T('secret', 'en', 'shell: curl -u user:password')
def _():
    p = pw()
    return ("Triggering a Jenkins job remotely without the UI.",
            f"curl -X POST -u {user()}:{p} https://jenkins.{wdom()}/job/{svc()}/buildWithParameters?BRANCH=main",
            "", [p])


@T('secret', 'en', 'url: git clone with token in URL')
def _():
    t = 'glpat-' + rs(20, A + '-_')
    return ("The build image clones a private submodule over HTTPS.",
            f"Dockerfile line: RUN git clone https://oauth2:{t}@gitlab.{wdom()}/platform/{svc()}.git /src/vendor",
            "Use a BuildKit secret mount instead?", [t])


@T('secret', 'en', 'config: pip extra-index-url with token')
def _():
    t = rs(32, LO + D)
    return ("Private wheels come from our package registry.",
            f"pip.conf:\n[global]\nextra-index-url = https://__token__:{t}@pypi.{wdom()}/simple/",
            "", [t])


@T('secret', 'en', 'config: .npmrc _authToken')
def _():
    t = 'npm_' + rs(36)
    return ("Scoped packages failed with E401 in the Docker build.",
            f"The project .npmrc had:\n@acme:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={t}",
            "", [t])


@T('secret', 'en', 'shell: docker login -p')
def _():
    p = pw()
    return ("Harbor pushes from the old Jenkins agent.",
            f"The job runs `docker login harbor.{wdom()} -u robot$ci -p {p}` which shows up in ps output; switch to --password-stdin.",
            "", [p])


@T('secret', 'en', 'shell: kubectl create secret --from-literal')
def _():
    p = pw(); k = rs(32)
    return (f"Recreated the db secret in namespace {svc()}.",
            f"kubectl -n {svc()} create secret generic db-creds --from-literal=username={user()} --from-literal=password='{p}' --from-literal=api-key={k}",
            "", [p, k])


@T('secret', 'en', 'shell: helm --set password')
def _():
    p = pw()
    return ("Upgraded the bitnami postgres chart.",
            f"helm upgrade --install pg bitnami/postgresql -n data --set auth.postgresPassword='{p}' --set primary.persistence.size=50Gi",
            "Helm stores --set values in the release secret; use existingSecret.", [p])


@T('secret', 'en', 'key: OpenSSH private key body')
def _():
    lines = ['b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW'] + pem_lines('QyNTUxOQAAACB', 330, 70)[:]
    return ("The deploy key for the config repo lives only on the bastion.",
            "Copy of ~/.ssh/deploy_ed25519:\n-----BEGIN OPENSSH PRIVATE KEY-----\n" + '\n'.join(lines) + "\n-----END OPENSSH PRIVATE KEY-----",
            "", lines)


@T('secret', 'en', 'key: EC private key PEM')
def _():
    lines = pem_lines('MHcCAQEEI', 160)
    return ("APNs token auth uses a P-256 key.",
            "AuthKey.p8 content:\n-----BEGIN EC PRIVATE KEY-----\n" + '\n'.join(lines) + "\n-----END EC PRIVATE KEY-----",
            "", lines, )


@T('secret', 'en', 'totp: otpauth URI secret')
def _():
    s = rs(32, B32)
    return ("Shared admin account for the registrar needs 2FA on every login.",
            f"otpauth://totp/Registrar:ops@acme.io?secret={s}&issuer=Registrar&digits=6",
            "Move to per-person accounts so nobody needs the seed.", [s])


@T('secret', 'en', 'recovery codes list')
def _():
    codes = [f"{rs(5, LO + D)}-{rs(5, LO + D)}" for _ in range(R.randrange(4, 9))]
    return ("GitHub org owner account recovery codes, saved during the 2FA reset.",
            '\n'.join(codes), "Print them and lock in the safe?", codes)


@T('secret', 'en', 'wifi: office network passphrases')
def _():
    a = pick(WORDS).capitalize() + str(R.randrange(1000, 9999)) + pick(SYMS); b = rs(14, A)
    return ("Lab devices need Wi-Fi during the firmware test.",
            f"SSID acme-staff, WPA2 key {a}; guest network acme-guest uses {b}.",
            "", [a, b])


@T('secret', 'en', 'physical: door and alarm codes')
def _():
    d = f"{R.randrange(1000, 9999)}*{R.randrange(1000, 9999)}#"; a = str(R.randrange(10**7, 10**8))
    return ("Weekend server room visit checklist.",
            f"Side door keypad: {d}. Alarm disarm code {a} within 30 seconds.",
            "", [d, a])


@T('secret', 'en', 'rotation: old and new db password')
def _():
    o = pw(); n = pw()
    return (f"Rotated the {svc()} DB password on {date()}.",
            f"Old: {o}\nNew: {n}\nAll pods restarted except the cron job which still had the old one cached.",
            "Confirm nothing still logs in with the old value.", [o, n])


@T('secret', 'en', 'config: Django SECRET_KEY')
def _():
    k = 'django-insecure-' + rs(50, LO + D + '!@#%^&*(-_=+)')
    return ("Sessions got invalidated after the deploy.",
            f"settings/prod.py still had SECRET_KEY = '{k}' and the env override was misspelled.",
            "", [k])


@T('secret', 'en', 'config: Rails secret_key_base')
def _():
    k = hx(128)
    return ("Cookies stopped decrypting after moving to the new host.",
            f"config/secrets.yml production:\n  secret_key_base: {k}",
            "", [k])


@T('secret', 'en', 'config: Laravel APP_KEY')
def _():
    k = 'base64:' + b64(32)
    return ("Encrypted columns unreadable in the restored staging DB.", f"APP_KEY must match prod: APP_KEY={k}", "", [k])


@T('secret', 'en', 'http: bearer JWT and signing secret')
def _():
    s = rs(40); t = jwt({'sub': str(R.randrange(10000, 99999)), 'role': 'admin', 'exp': 1893456000})
    return ("Admin API rejects tokens minted by the new auth service.",
            f"JWT_SECRET={s} on the old service. Test call: curl -H 'Authorization: Bearer {t}' https://admin.{wdom()}/api/users",
            "", [s, t])


@T('secret', 'en', 'file: aws credentials profile')
def _():
    a = 'AKIA' + rs(16, UP + '234567'); s = rs(40, A + '+/')
    return ("The backup script picks the wrong profile.",
            f"~/.aws/credentials on {pick(HOSTS)}:\n[backup]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = ap-northeast-2",
            "", [a, s])


@T('secret', 'en', 'code: Go static credentials provider')
def _():
    a = 'AKIA' + rs(16, UP + '234567'); s = rs(40, A + '+/')
    return ("Integration test for the uploader talks to real S3.",
            f"cfg, _ := config.LoadDefaultConfig(ctx, config.WithCredentialsProvider(credentials.NewStaticCredentialsProvider(\"{a}\", \"{s}\", \"\")))",
            "", [a, s])


@T('secret', 'en', 'code: Java SDK credentials')
def _():
    a = rs(20, UP + D); s = rs(40)
    return ("MinIO client in the Java batch job.",
            f"MinioClient.builder().endpoint(\"https://minio.{wdom()}\").credentials(\"{a}\", \"{s}\").build();",
            "", [a, s])


@T('secret', 'en', 'code: PHP PDO password')
def _():
    p = pw()
    return ("Old WordPress plugin connects to the reporting DB itself.",
            f"$pdo = new PDO('mysql:host={host()};dbname=wp_reports', '{user()}', '{p}');",
            "", [p])


@T('secret', 'en', 'shell: ldapsearch -w bind password')
def _():
    p = pw()
    return ("Group sync misses nested groups.",
            f"ldapsearch -H ldaps://ldap.{wdom()} -D 'cn=svc-sync,ou=svc,dc=acme,dc=io' -w '{p}' -b 'dc=acme,dc=io' '(memberOf=cn=eng,ou=groups,dc=acme,dc=io)'",
            "", [p])


@T('secret', 'en', 'config: SMTP password in spring mail')
def _():
    p = rs(4, LO) + ' ' + rs(4, LO) + ' ' + rs(4, LO) + ' ' + rs(4, LO)
    return ("Password reset mails go through a Google Workspace app password.",
            f"spring.mail.host=smtp.gmail.com\nspring.mail.username=noreply@acme.io\nspring.mail.password={p}",
            "", [p])


@T('secret', 'en', 'shell: keytool storepass')
def _():
    p = pw()
    return ("Renewed the TLS cert for the Kafka brokers.",
            f"keytool -importkeystore -srckeystore broker.p12 -srcstoretype PKCS12 -destkeystore broker.jks -deststorepass '{p}' -srcstorepass '{p}'",
            "", [p])


@T('secret', 'en', 'ansible: become pass in inventory')
def _():
    p = pw()
    return ("Ansible prompts hang in CI.",
            f"Someone added to inventory/prod.ini:\n[web:vars]\nansible_user=ops\nansible_become_pass={p}",
            "Use ansible-vault for group_vars instead.", [p])


@T('secret', 'en', 'shell: sshpass -p')
def _():
    p = pw()
    return ("Legacy appliance has no key auth.",
            f"Script does: sshpass -p '{p}' ssh admin@{ip()} 'show running-config' > backup.cfg", "", [p])


@T('secret', 'en', 'url: amqp URL with password')
def _():
    p = rs(18)
    return ("Celery workers reconnect loop.", f"BROKER_URL=amqp://{user()}:{p}@{host()}:5672/prod — the vhost was missing.", "", [p])


@T('secret', 'en', 'test fixture: Fernet key')
def _():
    k = b64u(32) + '='
    return ("Encrypted field tests pass locally but fail in CI.",
            f"tests/fixtures.py hardcodes FERNET_KEY = b\"{k}\" which is also the staging key.", "", [k])


@T('secret', 'en', 'code: Go webhook HMAC secret')
def _():
    s = rs(48)
    return ("Signature mismatch on inbound webhooks.",
            f"handler.go: mac := hmac.New(sha256.New, []byte(\"{s}\")) — the partner rotated their side last week.", "", [s])


@T('secret', 'en', 'http: session cookie in curl -b')
def _():
    c = rs(64, LO + D)
    return ("Reproduced the admin bug as the support user.",
            f"curl -b 'sessionid={c}; csrftoken={rs(32)}' https://admin.{wdom()}/orders/{R.randrange(10000, 99999)}/refund",
            "", [c])


@T('secret', 'en', 'shell: PGPASSWORD env prefix')
def _():
    p = pw()
    return ("Nightly dump cron on the backup host.",
            f"0 3 * * * PGPASSWORD='{p}' pg_dump -h {host()} -U {user()} -Fc ledger > /backup/ledger.dump", "", [p])


@T('secret', 'en', 'shell: sqlplus user/password@db')
def _():
    p = rs(12, A)
    return ("Oracle ERP export still manual.", f"sqlplus erp_read/{p}@//{host()}:1521/ERPPRD @export_invoices.sql", "", [p])


@T('secret', 'en', 'config: wp-config DB_PASSWORD')
def _():
    p = pw()
    return ("Marketing site migration to the new host.", f"wp-config.php: define( 'DB_PASSWORD', '{p}' ); define( 'DB_HOST', '{host()}' );", "", [p])


@T('secret', 'en', 'screenshot: BMC/IPMI login')
def _():
    p = pw()
    return ("Transcribed from the datacenter photo of the rack label.",
            f"iDRAC {ip()} user root pass {p}", "Change the default on all BMCs?", [p])


@T('secret', 'en', 'chat: password with Hangul characters')
def _():
    p = hpw()
    return (f"{person()} set the shared kiosk account password with Korean characters and the US keyboard can't type it.",
            f"Current value is {p} — we need an ASCII one.", "", [p])


@T('secret', 'en', 'config: grafana admin env')
def _():
    p = pw()
    return ("Grafana reset its admin on restart.", f"docker-compose env: GF_SECURITY_ADMIN_USER=admin GF_SECURITY_ADMIN_PASSWORD={p}", "", [p])


@T('secret', 'en', 'config: .pypirc password')
def _():
    t = 'pypi-AgEIcHlwaS5vcmc' + rs(130, B64U)
    return ("twine upload asks for a password interactively.", f"~/.pypirc\n[pypi]\nusername = __token__\npassword = {t}", "", [t])


@T('secret', 'en', 'url: ftp URL credentials')
def _():
    p = rs(12)
    return ("Supplier still drops CSVs on FTP.", f"lftp ftp://{user()}:{p}@ftp.supplier.example.net/outgoing -e 'mirror . /data/in; bye'", "", [p])


@T('secret', 'en', 'secret only in ask_next_time: vpn pre-shared key')
def _():
    k = rs(24, A + '!#%+')
    return ("The site-to-site tunnel to the warehouse drops every few hours.", "Phase 2 lifetime mismatch between the two firewalls.",
            f"Can the warehouse side confirm they still use PSK {k}?", [k])


# ---------- secret, Korean
@T('secret', 'ko', '카톡: DB 접속정보')
def _():
    p = pw()
    return (f"{kperson()}한테 카톡으로 DB 접속정보 받음\n호스트 {host()}\n계정 {user()}\n비번 {p}",
            "다음부턴 볼트에서 직접 받기. 카톡 대화방 나가기 전에 메시지 삭제함", "", [p]) 


@T('secret', 'ko', '공지: 사내 와이파이 비번')
def _():
    a = pick(WORDS) + str(R.randrange(1000, 9999)) + pick(SYMS); b = rs(12, LO + D)
    return ("3층 회의실 와이파이 안 잡힘 이슈",
            f"사내 공지 내용: 직원용 ACME-5G 비번 {a} / 손님용은 {b} 입니다", "", [a, b])


@T('secret', 'ko', '현관 도어락 비번')
def _():
    d = f"{R.randrange(10**7, 10**8)}*"; s = f"#{R.randrange(10**5, 10**6)}{R.randrange(10, 99)}"
    return ("주말 서버실 출입할 때 필요", f"건물 현관 비번 {d} 누르고, 서버실 도어락은 {s} 임", "", [d, s])


@T('secret', 'ko', '공동인증서 비밀번호')
def _():
    p = pw()
    return ("세금계산서 자동발행 배치가 공동인증서로 로그인함", f"인증서 암호는 {p} (법인 인증서, 회계팀 관리)", "인증서 만료일 언제인지 확인 필요", [p])


@T('secret', 'ko', '노션: 복구코드 목록')
def _():
    codes = [rs(4, D) + ' ' + rs(4, D) for _ in range(R.randrange(5, 9))]
    return ("AWS 루트계정 MFA 복구용으로 노션에 적어둔 것", "복구코드\n" + '\n'.join(codes), "", codes)


@T('secret', 'ko', 'OTP 시크릿 공유')
def _():
    s = ' '.join(rs(4, LO + '234567') for _ in range(8))
    return ("공용 어드민 계정 OTP를 여러명이 써야해서", f"구글 OTP에 수동 입력할 키: {s}", "개인계정으로 전환하면 이거 필요없음", [s])


@T('secret', 'ko', '쉘: mysql -p 붙여쓰기')
def _():
    p = pw()
    return ("정산 데이터 급하게 확인해야 해서 운영 리플리카에 직접 붙음", f"mysql -h{host()} -u{user()} -p{p} settlement 로 접속함. 히스토리 지워야함", "", [p])


@T('secret', 'ko', '공용계정 콘솔 비번')
def _():
    p = pw()
    return ("AWS 콘솔 공용 계정 (ops-shared) 아직 씀", f"비번 {p} 로 로그인. MFA 없음 ㅠ", "이 계정 없애는 티켓 있나요?", [p])


@T('secret', 'ko', '비번 변경 전후')
def _():
    o = kpw(); n = pw()
    return (f"{date()} 운영 redis 비번 교체함", f"기존: {o}\n변경: {n}\nconfigmap 말고 secret 쪽만 바꾸면 됨", "", [o, n])


@T('secret', 'ko', 'VPN 계정')
def _():
    p = pw()
    return ("재택할 때 VPN 접속 안되는 문제", f"FortiClient 설정: 서버 vpn.{wdom()} / ID {user()} / PW {p}", "", [p])


@T('secret', 'ko', '한글 섞인 비밀번호')
def _():
    p = hpw()
    return ("키오스크 관리자 비번이 한글이라 영문 키보드에서 입력 불가", f"현재 비번: {p}\n영문으로 바꿔야 함", "", [p])


@T('secret', 'ko', 'redis URL')
def _():
    p = rs(20)
    return ("세션스토어 연결 끊기는 현상", f"REDIS_URL=rediss://default:{p}@{host()}:6380/0 으로 TLS 포트 써야 했음", "", [p])


@T('secret', 'ko', 'mongodb URI 슬랙')
def _():
    p = pw(); e = pct(p)
    return (f"슬랙 #backend 에서 {kperson()}이 준 접속 URI", f"mongodb://{user()}:{e}@{host()}:27017/admin?authSource=admin 이걸로 compass 붙으면 됨", "", [e])


@T('secret', 'ko', 'SSH 개인키 노션 붙여넣기')
def _():
    lines = pem_lines('MIIEowIBAAKCAQEA', 460)
    return ("배포서버 접속키를 노션에 붙여넣어 둔 걸 발견",
            "-----BEGIN RSA PRIVATE KEY-----\n" + '\n'.join(lines) + "\n-----END RSA PRIVATE KEY-----\n(일부만 붙여넣어져 있음)", "", lines)


@T('secret', 'ko', '젠킨스 크레덴셜 화면 전사')
def _():
    p = pw()
    return ("젠킨스 credentials 화면에서 'Show' 눌러서 확인한 값", f"ID: nexus-deploy\nUsername: deployer\nPassword: {p}", "", [p])


@T('secret', 'ko', 'curl basic auth 헤더')
def _():
    u = user(); p = pw(); b = b64of(f"{u}:{p}")
    return ("ES 클러스터 헬스체크 스크립트", f"curl -s -H \"Authorization: Basic {b}\" https://es.{wdom()}:9200/_cluster/health", "", [b])


@T('secret', 'ko', '스프링 datasource 비번')
def _():
    p = pw()
    return ("로컬에서 운영DB 붙는 프로파일이 있었음 ㅎㄷㄷ", f"application-prodlocal.yml\nspring:\n  datasource:\n    username: {user()}\n    password: \"{p}\"", "", [p])


@T('secret', 'ko', 'NAS 관리자 비번')
def _():
    p = pw()
    return ("사무실 시놀로지 NAS 백업 실패", f"DSM 관리자 admin / {p} 로 들어가서 Hyper Backup 작업 재시작함", "", [p])


@T('secret', 'ko', '공유기 관리자')
def _():
    p = rs(10, LO + D)
    return ("포트포워딩 설정 바꾸려고", f"공유기 관리페이지 192.168.0.1 비번 {p} (뒷면 스티커에 적힌거 그대로)", "", [p])


@T('secret', 'ko', 'DBeaver 연결설정 전사')
def _():
    p = pw()
    return ("DBeaver 연결 설정 캡처 보고 옮겨 적음", f"Host: {host()}\nPort: 5432\nDatabase: analytics\nUser: {user()}\nPassword: {p}  (Save password 체크됨)", "", [p])


@T('secret', 'ko', '.pgpass 라인')
def _():
    p = pw(); h = host()
    return ("크론에서 pg_dump가 비번 물어봐서 멈춤", f"~/.pgpass 에 추가:\n{h}:5432:*:{user()}:{p}\nchmod 600 안하면 무시됨", "", [p])


@T('secret', 'ko', 'JWT 시크릿 env')
def _():
    s = rs(64, A)
    return ("토큰 검증 실패 (invalid signature)", f"auth 서버랑 api 서버 JWT_SECRET 값이 달랐음. 맞는 값은 {s}", "", [s])


@T('secret', 'ko', 'git-credentials 파일')
def _():
    t = 'ghp_' + rs(36)
    return ("빌드서버에서 git pull 할 때 인증 안 물어보는 이유", f"~/.git-credentials 에 https://{user()}:{t}@github.com 저장되어 있었음", "credential helper store 쓰지 말자", [t])


@T('secret', 'ko', '라벨은 missing_context 끝, 값은 lesson 시작')
def _():
    p = pw()
    return (f"스테이징 RabbitMQ 관리콘솔 계정은 guest 말고 {user()}, 비번은", f"{p}\n관리콘솔은 VPN 안에서만 열림", "", [p])


@T('secret', 'ko', 'ask에만 값: 앱 비밀번호')
def _():
    p = ' '.join(rs(4, LO) for _ in range(4))
    return ("noreply 메일 발송이 gmail 보안정책으로 막힘", "앱 비밀번호 새로 발급해야 함", f"새로 발급한 앱비번 {p} 로 바꿔도 될까요?", [p])


@T('secret', 'ko', '긴 토큰 + 설명')
def _():
    t = 'eyJ' + rs(R.randrange(500, 640), B64U) + '.' + rs(86, B64U)
    return ("파트너사에서 받은 API 토큰이 엄청 김 (만료 1년)", f"Authorization 헤더에 그대로: Bearer {t}", "", [t])


@T('secret', 'ko', '지라: 테스트계정 비번')
def _():
    p1 = pw(); p2 = pw()
    return (f"[{ticket()}] QA용 운영 테스트계정", f"qa01@acme.io / {p1}\nqa02@acme.io / {p2}\n운영이라 결제까지 실제로 됨 주의", "", [p1, p2])


@T('secret', 'ko', 'PIN 번호 (법인카드/휴대폰)')
def _():
    a = str(R.randrange(10**7, 10**8)); b = str(R.randrange(10**7, 10**8))
    return ("테스트폰 유심 잠김", f"테스트폰 유심 PUK {a}, 법인 테스트폰 잠금해제 {b}", "", [a, b])


# ---------- clean, English
def C(lang, cat, uses=3):
    return T('clean', lang, cat, uses)


@C('en', 'env var references in shell')
def _():
    return ("The deploy script failed because DATABASE_URL was unset in the cron environment.",
            'Use export DATABASE_URL="$PROD_DATABASE_URL" in the wrapper and source /etc/profile.d/app.sh before running; never inline the value.',
            "")


@C('en', 'parameter expansion with error message')
def _():
    v = pick(['STRIPE_SECRET_KEY', 'DB_PASSWORD', 'GITHUB_TOKEN', 'OPENAI_API_KEY'])
    return (f"{svc()} started with an empty {v} and only failed on the first request.",
            f'Added `: "${{{v}:?{v} must be set (see vault path secret/{svc()})}}"` at the top of entrypoint.sh so the container exits immediately.',
            "")


@C('en', 'k8s secretKeyRef')
def _():
    s = svc()
    return (f"Pods for {s} crashlooped with CreateContainerConfigError.",
            f"The Deployment references\n        env:\n        - name: DB_PASSWORD\n          valueFrom:\n            secretKeyRef:\n              name: {s}-db\n              key: password\nbut the Secret was created in the default namespace.",
            "")


@C('en', 'GitHub Actions secrets context')
def _():
    return ("Publishing failed on forks.",
            "Workflows from forks do not receive secrets, so `NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}` is empty there; gate the publish step with `if: github.event.pull_request.head.repo.fork == false`.",
            "")


@C('en', 'vault kv paths')
def _():
    s = svc()
    return (f"Where do the {s} credentials live?",
            f"`vault kv get -field=password kv/prod/{s}/postgres` returns the DB password; the policy {s}-read only allows kv/data/prod/{s}/*.",
            "Should staging use the same mount?")


@C('en', 'SSM parameter names')
def _():
    s = svc()
    return ("Lambda cold starts got slower after moving config to SSM.",
            f"Parameters /prod/{s}/stripe/secret_key and /prod/{s}/db/password are SecureString; fetch them once per container with WithDecryption=true and cache.",
            "")


@C('en', 'placeholders in docs')
def _():
    return ("README examples confused new hires.",
            "Replaced real-looking samples with obvious placeholders: API_KEY=<your-api-key>, DB_PASSWORD=<from-1password>, and Authorization: Bearer <token>.",
            "")


@C('en', 'masked values in UI')
def _():
    return ("The CI settings page only shows masked variables.",
            "Values display as ******** and the last four characters; you cannot read them back, only overwrite. The variable is protected, so only protected branches see it.",
            "")


@C('en', 'git SHAs in revert discussion')
def _():
    a, b = sha(), sha()
    return (f"The regression came from commit {a}.",
            f"Reverted in {b[:12]}; cherry-picked the test fix separately. `git bisect` took 7 steps between v2.{R.randrange(1, 30)}.0 and HEAD.",
            "")


@C('en', 'request/trace ids in logs')
def _():
    return (f"Customer reported a 502 at {tm()} UTC.",
            f"Matching log line: level=error msg=\"upstream timeout\" request_id={uuid()} trace_id={hx(32)} span_id={hx(16)} duration_ms={R.randrange(30000, 60000)}",
            "")


@C('en', 'sha256 checksums of artifacts')
def _():
    return ("Release verification step.",
            f"sha256sum dist/*\n{hx(64)}  {svc()}-linux-amd64.tar.gz\n{hx(64)}  {svc()}-darwin-arm64.tar.gz\nThe checksums file is signed and attached to the release.",
            "")


@C('en', 'docker image digests')
def _():
    return ("Pinned base images after the upstream tag was re-pushed.",
            f"FROM python:3.12-slim@sha256:{hx(64)}\nRenovate updates the digest weekly.", "")


@C('en', 'ARNs and KMS key ids')
def _():
    a = acct()
    return ("AccessDenied when decrypting the backup.",
            f"Role arn:aws:iam::{a}:role/{svc()}-backup lacked kms:Decrypt on arn:aws:kms:ap-northeast-2:{a}:key/{uuid()}. Added it to the key policy.",
            "")


@C('en', 'SSH public key and fingerprint')
def _():
    pub = 'AAAAC3NzaC1lZDI1NTE5AAAAI' + rs(43, B64)
    return ("Added the new CI deploy key to the server.",
            f"authorized_keys line: ssh-ed25519 {pub} ci@build\nFingerprint SHA256:{rs(43, B64)} matches what GitHub shows.", "")


@C('en', 'base64 of non-secret config')
def _():
    raw = json.dumps({'feature': pick(['dark_mode', 'new_checkout', 'beta_search']), 'rollout': R.randrange(1, 100)})
    return ("The flag service stores payloads base64-encoded in the ConfigMap.",
            f"data.flags: {b64of(raw)} decodes to {raw}.", "")


@C('en', 'file paths to credential files')
def _():
    return ("Where the CLI reads its auth from.",
            "Credentials are resolved from ~/.aws/credentials, then ~/.config/gcloud/application_default_credentials.json; neither file should be mounted into the dev container.",
            "")


@C('en', 'URLs without credentials')
def _():
    return ("Links for the on-call handbook.",
            f"Dashboards: https://grafana.{wdom()}/d/{rs(9, LO + D)}/api-latency?orgId=1&from=now-6h and runbook https://wiki.{wdom()}/display/OPS/{svc()}+restart",
            "")


@C('en', 'CLI flags explained in prose')
def _():
    return ("Why mysql prompts for a password in the script.",
            "With -p and no value mysql asks interactively; use --defaults-extra-file pointing at a 0600 file or a login path created by mysql_config_editor.",
            "")


@C('en', 'password policy')
def _():
    n = R.randrange(12, 17)
    return ("Security review of the signup form.",
            f"Policy: minimum {n} characters, at least one symbol, checked against the breached-passwords list, rotation only on compromise. Max length 128.",
            "")


@C('en', 'auth error messages')
def _():
    u = user()
    return ("Migration job fails on the new cluster.",
            f"FATAL:  password authentication failed for user \"{u}\"\nThe pg_hba.conf entry requires scram-sha-256 but the role still had an md5 hash.",
            "")


@C('en', 'HTTP 401 error body')
def _():
    return ("Partner API suddenly rejects calls.",
            '{"error":"invalid_token","error_description":"The access token expired"} — the token TTL is one hour and our cache kept it for two.',
            "Refresh on 401 and retry once?")


@C('en', 'version strings and build numbers')
def _():
    return ("Which build introduced the crash?",
            f"Crash first seen in 4.{R.randrange(1, 20)}.{R.randrange(0, 9)} (build {R.randrange(10000, 99999)}), commit {sha()[:10]}, on Android 14 only.", "")


@C('en', 'sentences about rotation without values')
def _():
    return ("Quarterly key rotation.",
            "Rotated the Stripe restricted key, the Slack bot token and the database password; new values are in 1Password under Platform/Prod, old ones revoked after 24 hours.",
            "")


@C('en', 'Authorization header with variable')
def _():
    return ("Smoke test for the internal API.",
            'curl -H "Authorization: Bearer $API_TOKEN" -H "X-Request-Id: $(uuidgen)" https://api.' + wdom() + '/v1/health',
            "")


@C('en', 'code reading secret from env')
def _():
    return ("Refactored settings loading.",
            'password = os.environ["DB_PASSWORD"]\ntoken = getpass.getpass("GitHub token: ")\nThe old code had a default value; removed it so missing config fails loudly.', "")


@C('en', 'helm existingSecret')
def _():
    return ("Chart upgrade wiped the admin password.",
            "Set auth.existingSecret=grafana-admin and auth.secretKeys.adminPasswordKey=password so the chart stops generating a random one on each upgrade.", "")


@C('en', 'docker login password-stdin')
def _():
    return ("Registry login in CI.", 'echo "$REGISTRY_PASSWORD" | docker login ghcr.io -u "$GITHUB_ACTOR" --password-stdin', "")


@C('en', 'token format regex in code')
def _():
    return ("Pre-commit hook to catch tokens.",
            "The hook rejects lines matching ghp_[A-Za-z0-9]{36} or AKIA[0-9A-Z]{16}; false positives are allowlisted by path in .precommit-allow.", "")


@C('en', 'test data with empty passwords')
def _():
    return ("Factory defaults in tests.",
            "UserFactory sets password=None and token=''; the auth tests patch verify_password to return True, so no real secret is needed.", "")


@C('en', 'JWKS kid and public key')
def _():
    return ("Token verification failed after the IdP rotated keys.",
            f"New kid is {rs(43, B64U)}; our JWKS cache TTL was 24h. Public key n starts with {rs(20, B64U)}... exponent AQAB.", "")


@C('en', 'OAuth client id (public)')
def _():
    return ("Google sign-in button shows 'invalid_client' on staging.",
            f"Staging uses client id {R.randrange(10**11, 10**12)}-{rs(32, LO + D)}.apps.googleusercontent.com; the authorized redirect URI was missing the trailing slash.", "")


@C('en', 'AWS account id and region')
def _():
    return ("Cross-account assume-role setup.",
            f"Prod account {acct()} trusts the tooling account {acct()}; region ap-northeast-2; external id is not used because both are ours.", "")


@C('en', 'certificate serial and thumbprint')
def _():
    return ("TLS handshake failures from old Android clients.",
            f"Leaf serial {':'.join(hx(2).upper() for _ in range(16))}, SHA-1 thumbprint {hx(40).upper()}; the chain was missing the intermediate.", "")


@C('en', 'npm integrity hashes')
def _():
    return ("package-lock churn.",
            f"integrity \"sha512-{b64(64)}\" changed for lodash because the registry mirror served a repacked tarball.", "")


@C('en', 'go.sum hashes')
def _():
    return ("go mod verify failed on CI.",
            f"go.sum line: golang.org/x/net v0.{R.randrange(10, 30)}.0 h1:{b64(32)} — the GOPROXY cache was stale.", "")


@C('en', 'sentry event id and crash id')
def _():
    return ("Crash in checkout on iOS.",
            f"Sentry event {hx(32)}, Crashlytics issue {hx(32)}; both point to a nil session after backgrounding.", "")


@C('en', 'kubectl jsonpath command (no value)')
def _():
    return ("How to read the generated admin password.",
            "kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath='{.data.password}' | base64 -d — then delete the secret after first login.", "")


@C('en', 'terraform state lock id')
def _():
    return ("terraform apply stuck on lock.",
            f"Lock Info: ID {uuid()}, Path s3://tfstate-{acct()}/prod/network.tfstate, Who: runner@ci. Ran terraform force-unlock after confirming no job was running.", "")


@C('en', 'names of vaults, teams, projects')
def _():
    return ("Who to ask for production credentials.",
            "Request access to the 'Platform-Prod' vault in 1Password via the #sec-access channel; the Payments team owns the 'Stripe Live' item.", "")


@C('en', 'git LFS oid')
def _():
    return ("Large model file not pulled.",
            f"Pointer file shows oid sha256:{hx(64)} size {R.randrange(10**8, 10**9)}; git lfs pull was skipped because GIT_LFS_SKIP_SMUDGE=1 in the CI image.", "")


@C('en', 'HTML password input')
def _():
    return ("Browser autofill puts the password into the wrong field.",
            '<input type="password" name="new_password" autocomplete="new-password"> fixed it; the old markup used autocomplete="off" which Chrome ignores.', "")


@C('en', 'masked key prefix in audit log')
def _():
    return ("Which key made the API calls?",
            f"Audit log only shows the key prefix and last 4 (sk_live_...{rs(4, A)}) and the key id {rs(8, LO + D)}; mapped it to the reporting integration.", "")


@C('en', 'hash of non-secret data for cache key')
def _():
    return ("Cache hit ratio dropped.",
            f"Cache key is sha1(query+locale), e.g. {hx(40)}; the locale started including the region suffix so keys changed.", "")


# ---------- clean, Korean
@C('ko', '환경변수 참조')
def _():
    return ("크론에서 DATABASE_URL 이 비어서 배치가 죽음",
            '래퍼 스크립트에서 export DATABASE_URL="$PROD_DATABASE_URL" 로 넘기고 값 자체는 절대 스크립트에 안 적기로 함', "")


@C('ko', '${VAR:?} 가드')
def _():
    v = pick(['KAKAO_ADMIN_KEY', 'TOSS_SECRET_KEY', 'DB_PASSWORD', 'SLACK_BOT_TOKEN'])
    return (f"{v} 없이 컨테이너가 떠서 첫 요청에서야 에러남",
            f'entrypoint.sh 맨 위에 : "${{{v}:?{v} 설정 필요 - 볼트 참고}}" 추가함. 이제 바로 죽음', "")


@C('ko', 'secretKeyRef 설명')
def _():
    return (f"{svc()} 파드가 CreateContainerConfigError",
            "secretKeyRef 로 참조하는 시크릿 이름이 오타였음 (db-cred vs db-creds). 값은 건드릴 필요 없었음", "")


@C('ko', 'GitHub Actions secrets 참조')
def _():
    return ("포크 PR에서 배포 스텝 실패",
            "포크에서는 ${{ secrets.DEPLOY_KEY }} 가 빈값으로 들어옴. 포크면 배포 스텝 skip 하도록 조건 추가", "")


@C('ko', '볼트 경로 안내')
def _():
    s = svc()
    return (f"{s} DB 비번 어디있냐는 질문 자주 받음",
            f"볼트 kv/prod/{s}/mysql 경로에 있음. 권한은 {s}-read 정책 신청해야 함", "스테이징도 같은 마운트 쓰나요?")


@C('ko', 'SSM 파라미터 이름')
def _():
    return ("람다 환경변수에 키 넣지 말라는 리뷰 받음",
            f"/prod/{svc()}/kakao/admin_key 같은 SecureString 파라미터로 옮기고 런타임에 읽도록 바꿈", "")


@C('ko', '플레이스홀더 예시')
def _():
    return ("README 예시가 진짜 키처럼 보여서 헷갈린다는 피드백",
            "예시를 API_KEY=<발급받은-키>, PASSWORD=<1password에서-확인> 처럼 누가봐도 자리표시자로 바꿈", "")


@C('ko', '마스킹된 값')
def _():
    return ("CI 변수 화면에서 값 확인하려 했는데",
            "마스킹돼서 ******** 로만 보임. 조회는 안되고 덮어쓰기만 가능. 원본은 볼트에 있음", "")


@C('ko', '커밋 SHA 논의')
def _():
    return (f"회귀 원인 커밋 {sha()}",
            f"{sha()[:10]} 에서 revert 했고 테스트 수정만 체리픽함. bisect 6번 만에 찾음", "")


@C('ko', '요청 ID 로그')
def _():
    return (f"고객 문의: {tm()} 결제 실패",
            f"로그: [ERROR] PG 응답 지연 requestId={uuid()} traceId={hx(32)} elapsed={R.randrange(10000, 30000)}ms", "")


@C('ko', '체크섬')
def _():
    return ("설치파일 변조 여부 확인 요청",
            f"배포 페이지에 올린 sha256: {hx(64)} 와 다운받은 파일 해시 일치 확인함", "")


@C('ko', '이미지 다이제스트')
def _():
    return ("태그 덮어쓰기 때문에 운영에 다른 이미지가 뜸",
            f"이제 {svc()}@sha256:{hx(64)} 처럼 다이제스트로 고정해서 배포", "")


@C('ko', 'ARN / KMS')
def _():
    a = acct()
    return ("백업 복호화 AccessDenied",
            f"arn:aws:iam::{a}:role/backup-runner 에 arn:aws:kms:ap-northeast-2:{a}:key/{uuid()} 에 대한 kms:Decrypt 권한이 없었음", "")


@C('ko', 'SSH 공개키 등록')
def _():
    pub = 'AAAAC3NzaC1lZDI1NTE5AAAAI' + rs(43, B64)
    return ("신규 입사자 서버 접근 요청",
            f"공개키 받아서 authorized_keys 에 추가: ssh-ed25519 {pub} {pick(['minji', 'jhpark', 'sora'])}@macbook\n개인키는 절대 받지 않음", "")


@C('ko', 'base64 설정값')
def _():
    raw = json.dumps({'banner': pick(['summer_sale', 'chuseok_event', 'new_year']), 'ttl': R.randrange(60, 3600)})
    return ("컨피그맵 값이 이상하게 보임", f"base64로 들어가 있어서 그런거였음. {b64of(raw)} 디코드하면 {raw}", "")


@C('ko', '자격증명 파일 경로')
def _():
    return ("로컬 개발환경 설정 정리",
            "gcloud 인증은 ~/.config/gcloud/application_default_credentials.json 을 씀. 이 파일은 도커 볼륨으로 마운트하지 말 것", "")


@C('ko', '인증정보 없는 URL')
def _():
    return ("온콜 참고 링크", f"대시보드 https://grafana.{wdom()}/d/{rs(9, LO + D)}/pg-replication 이랑 런북 https://wiki.{wdom()}/pages/{R.randrange(100000, 999999)}", "")


@C('ko', 'CLI 옵션 설명')
def _():
    return ("스크립트에서 psql이 비번 물어보고 멈춤",
            "-W 옵션은 무조건 비번 프롬프트 띄움. ~/.pgpass 파일(600)이나 PGPASSFILE 환경변수로 해결하는게 맞음", "")


@C('ko', '비밀번호 정책')
def _():
    return ("보안감사 지적사항 반영",
            f"비밀번호 최소 {R.randrange(10, 16)}자, 특수문자 1개 이상, 최근 3개 재사용 금지, 5회 실패시 30분 잠금으로 변경", "")


@C('ko', '인증 에러 메시지')
def _():
    return ("배포 후 DB 연결 실패",
            f"에러: Access denied for user '{user()}'@'{ip()}' (using password: YES) → 새 서버 IP가 허용목록에 없었음", "")


@C('ko', '401 응답')
def _():
    return ("카카오 API 갑자기 401",
            '응답: {"msg":"ip mismatched! callerIp=' + ip() + '","code":-401} → 앱 설정의 허용 IP에 NAT 게이트웨이 IP 추가함', "")


@C('ko', '버전/빌드 번호')
def _():
    return ("크래시 언제부터?", f"앱 {R.randrange(3, 9)}.{R.randrange(0, 20)}.{R.randrange(0, 9)} (빌드 {R.randrange(1000, 9999)}) 부터 발생, iOS 17.{R.randrange(0, 6)} 에서만", "")


@C('ko', '로테이션 얘기 (값 없음)')
def _():
    return ("분기 키 로테이션 완료",
            "토스 시크릿키, 슬랙 봇토큰, 운영 DB 비번 교체함. 새 값은 1Password Platform-Prod 볼트에 있고 구 값은 하루 뒤 폐기", "")


@C('ko', 'Authorization 헤더 변수')
def _():
    return ("내부 API 스모크 테스트", 'curl -H "Authorization: Bearer $TOKEN" https://api.' + wdom() + '/health 로 확인. TOKEN은 각자 로컬에서 발급', "")


@C('ko', '환경변수에서 읽는 코드')
def _():
    return ("설정 로딩 리팩토링", 'const secret = process.env.JWT_SECRET;\nif (!secret) throw new Error("JWT_SECRET 없음");\n기본값 넣어두던 코드 삭제함', "")


@C('ko', 'existingSecret 설정')
def _():
    return ("헬름 업그레이드할 때마다 관리자 비번이 바뀜", "auth.existingSecret 지정하니까 차트가 랜덤 비번 새로 안 만듦", "")


@C('ko', '토큰 정규식')
def _():
    return ("커밋 전에 토큰 걸러내는 훅 추가", "xoxb-[0-9A-Za-z-]+ 랑 AIza[0-9A-Za-z_-]{35} 패턴 매칭되면 커밋 거부. 예외는 .secretsignore 에 경로로", "")


@C('ko', '테스트 더미 데이터')
def _():
    return ("테스트에서 실제 비번 쓰는 줄 알았는데", "fixture 보면 password=None, token='' 이고 인증은 mock 처리돼 있음. 실제 값 필요 없음", "")


@C('ko', 'OAuth 클라이언트 ID')
def _():
    return ("네이버 로그인 버튼 누르면 redirect_uri 불일치",
            f"클라이언트 ID {rs(20)} 앱 설정에 콜백 URL이 http로 등록돼 있었음. https로 수정", "")


@C('ko', '계정 ID / 리전')
def _():
    return ("크로스어카운트 assume-role 설정", f"운영 계정 {acct()} 이 툴링 계정 {acct()} 을 신뢰하도록 trust policy 수정. 리전은 서울(ap-northeast-2)", "")


@C('ko', '인증서 지문')
def _():
    return ("구형 안드로이드에서 TLS 핸드쉐이크 실패", f"인증서 SHA-256 지문 {':'.join(hx(2).upper() for _ in range(32))} 확인. 중간인증서 체인 누락이 원인", "")


@C('ko', '크래시 ID')
def _():
    return ("결제화면 크래시", f"Crashlytics 이슈 {hx(32)}, 센트리 이벤트 {hx(32)}. 백그라운드 복귀시 세션 nil", "")


@C('ko', 'kubectl 명령어 설명')
def _():
    return ("argocd 초기 관리자 비번 확인 방법",
            "kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath='{.data.password}' | base64 -d 로 보고, 첫 로그인 후 시크릿 삭제", "")


@C('ko', 'tf 락 ID')
def _():
    return ("terraform 락 안 풀림", f"Lock ID {uuid()} 확인하고 돌고있는 잡 없는거 본 다음 force-unlock 함", "")


@C('ko', '볼트/팀 이름')
def _():
    return ("운영 키 권한 누구한테 요청?", "#sec-access 채널에 요청하면 보안팀이 1Password 'Platform-Prod' 볼트 권한 줌. 결제 키는 페이먼츠팀 소관", "")


@C('ko', '비번 입력 관련 UX')
def _():
    return ("자동완성이 엉뚱한 칸에 비번 넣음", 'input type="password" 에 autocomplete="current-password" 지정하니 해결', "")


@C('ko', '캐시키 해시')
def _():
    return ("캐시 적중률 급락", f"캐시키 = md5(검색어+지역). 예: {hx(32)}. 지역코드 포맷 바뀌어서 키가 다 달라짐", "")


@C('ko', '주문번호/송장번호')
def _():
    return ("CS 문의 배송조회 안됨", f"주문번호 {date().replace('-', '')}-{R.randrange(10**7, 10**8)}, 송장 {R.randrange(10**11, 10**12)}. 택배사 API 지연 때문", "")


@C('ko', '토큰 만료 정책 설명')
def _():
    return ("리프레시 토큰 만료 기간 문의", "액세스 토큰 30분, 리프레시 토큰 14일, 로그아웃하면 리프레시 토큰 즉시 폐기. 값은 DB에 해시로만 저장", "")


@C('ko', '마스킹된 키 앞자리')
def _():
    return ("어느 키로 호출됐는지 추적", f"콘솔 감사로그엔 키 앞 4자리랑 뒤 4자리만 나옴 (예: live****{rs(4, A)}). 키 별칭으로 매칭함", "")


@C('ko', 'git 설정 credential helper 설명')
def _():
    return ("매번 깃 비번 물어봄", "git config --global credential.helper osxkeychain 로 키체인에 저장하도록 설정. store 헬퍼는 평문이라 안 씀", "")


@C('ko', 'UUID 리소스 ID')
def _():
    return ("S3 업로드 파일 추적", f"object key uploads/{date()}/{uuid()}.jpg, ETag \"{hx(32)}\". 원본 파일명은 메타데이터에만", "")


# ---------------------------------------------------------------- assembly and checks
LIMITS = {'missing_context': 1024, 'lesson': 1024, 'ask_next_time': 512}


def check_limits(f):
    assert f['missing_context'].strip(), 'empty missing_context'
    assert f['lesson'].strip(), 'empty lesson'
    for k, lim in LIMITS.items():
        if len(f[k].encode('utf-8')) > lim:
            return False
    return True


def check_secrets(f, secrets):
    if not secrets:
        return False
    vals = list(f.values())
    for s in secrets:
        if len(s) < 8 or not any(s in v for v in vals):
            return False
    masked = []
    for v in vals:
        for s in sorted(secrets, key=len, reverse=True):
            v = v.replace(s, '\x00')
        masked.append(v)
    for s in secrets:
        for i in range(len(s) - 7):
            w = s[i:i + 8]
            if any(w in m for m in masked):
                return False
    return True


def dedupe(xs):
    out = []
    for x in xs:
        if x not in out:
            out.append(x)
    return out


def make_fields(mc, lesson, ask):
    return {'missing_context': mc, 'lesson': lesson, 'ask_next_time': ask}


def build():
    notes = []
    # vendor notes: one per vendor, language split so the whole set is balanced
    order = list(range(len(VENDORS)))
    R.shuffle(order)
    n_en_tmpl_secret = sum(u for k, l, c, f, u in TEMPLATES if k == 'secret' and l == 'en') // 3 * 2
    n_ko_tmpl_secret = sum(u for k, l, c, f, u in TEMPLATES if k == 'secret' and l == 'ko') // 3 * 2
    total_secret = len(VENDORS) + n_en_tmpl_secret + n_ko_tmpl_secret
    n_en_vendor = max(0, total_secret // 2 - n_en_tmpl_secret)
    frames = {'en': list(FRAMES_EN), 'ko': list(FRAMES_KO)}
    for lang in frames:
        R.shuffle(frames[lang])
    cursor = {'en': 0, 'ko': 0}
    for rank, vi in enumerate(order):
        name, gen, en_ctx, ko_ctx = VENDORS[vi]
        lang = 'en' if rank < n_en_vendor else 'ko'
        ctx = en_ctx if lang == 'en' else ko_ctx
        for attempt in range(200):
            fl = frames[lang]
            fname, ffn = fl[cursor[lang] % len(fl)]
            pairs = gen()
            mc, lesson, ask = ffn(pairs, ctx)
            f = make_fields(mc, lesson, ask)
            secrets = dedupe([s for _, _, ss in pairs for s in ss])
            if check_limits(f) and check_secrets(f, secrets):
                break
            if attempt % 5 == 4:
                cursor[lang] += 1
        else:
            raise AssertionError('vendor note failed: ' + name)
        cursor[lang] += 1
        notes.append({'lang': lang, 'kind': 'secret', 'category': f"{fname}: {name} [Vendor]", 'fields': f, 'secrets': secrets})

    seen_clean = set()
    for kind, lang, cat, fn, uses in TEMPLATES:
        n = 2 if kind == 'secret' else uses
        assert n <= 3
        for _ in range(n):
            for attempt in range(200):
                out = fn()
                f = make_fields(*out[:3])
                if kind == 'secret':
                    secrets = dedupe(out[3])
                    if check_limits(f) and check_secrets(f, secrets):
                        break
                else:
                    secrets = []
                    key = json.dumps(f, sort_keys=True)
                    if key in seen_clean:
                        tag = pick([f"[{ticket()}] ", f"{svc()}: ", f"({svc()}) ", f"re {ticket()} - "]) if lang == 'en' else \
                            pick([f"[{ticket()}] ", f"{svc()} 관련: ", f"({svc()}) ", f"{ticket()} 건 - "])
                        f['missing_context'] = tag + f['missing_context']
                        key = json.dumps(f, sort_keys=True)
                    if key not in seen_clean and check_limits(f):
                        seen_clean.add(key)
                        break
            else:
                raise AssertionError('template failed: ' + cat)
            notes.append({'lang': lang, 'kind': kind, 'category': cat, 'fields': f, 'secrets': secrets})

    # final invariant pass
    cats = {}
    for nt in notes:
        assert check_limits(nt['fields'])
        if nt['kind'] == 'secret':
            assert check_secrets(nt['fields'], nt['secrets']), nt['category']
        else:
            assert nt['secrets'] == []
        cats[nt['category']] = cats.get(nt['category'], 0) + 1
    assert max(cats.values()) <= 3
    R.shuffle(notes)
    out = []
    for i, nt in enumerate(notes, 1):
        out.append({'id': f"y{i:03d}", 'lang': nt['lang'], 'kind': nt['kind'], 'category': nt['category'],
                    'fields': nt['fields'], 'secrets': nt['secrets']})
    return out


def main():
    notes = build()
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, 'blind_set_v16.jsonl'), 'w', encoding='utf-8', newline='\n') as fh:
        for nt in notes:
            fh.write(json.dumps(nt, ensure_ascii=False) + '\n')
    ks = {}
    for nt in notes:
        ks[(nt['kind'], nt['lang'])] = ks.get((nt['kind'], nt['lang']), 0) + 1
    print(len(notes), sorted(ks.items()), 'secrets listed:', sum(len(n['secrets']) for n in notes),
          'templates:', len({n['category'] for n in notes}))


if __name__ == '__main__':
    main()
