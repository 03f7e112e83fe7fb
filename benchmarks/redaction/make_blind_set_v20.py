#!/usr/bin/env python3
"""Generator for blind_set_v20.jsonl (credential-redaction blind evaluation set, version 20).

Deterministic: a single random.Random(20_2026_1126) drives every choice; no set iteration,
no hash-order dependence.  Run:  python3 make_blind_set_v20.py
"""
import base64
import json
import os
import random
import string

SEED = 20_2026_1126
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
LAN = LO + DG
UAN = UP + DG
HX = "0123456789abcdef"
HXU = HX.upper()
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
B32L = LO + "234567"
BECH = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


def rs(r, alpha, n):
    return "".join(r.choice(alpha) for _ in range(n))


def pick(r, seq):
    return seq[r.randrange(len(seq))]


def uuid4(r):
    h = rs(r, HX, 32)
    h = h[:12] + "4" + h[13:16] + pick(r, "89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b64s(s):
    return base64.b64encode(s.encode()).decode()


def b64u_nopad(s):
    return base64.urlsafe_b64encode(s.encode()).decode().rstrip("=")


def jwt_like(r, payload):
    head = b64u_nopad('{"alg":"HS256","typ":"JWT"}')
    body = b64u_nopad(json.dumps(payload, separators=(",", ":")))
    return head + "." + body + "." + rs(r, B64U, 43)


def pem_body(r, first, nlines, width=64, last=None):
    """Random base64 body lines for a PEM block; first line starts with a realistic DER prefix."""
    lines = []
    for i in range(nlines):
        w = width if i < nlines - 1 else (last or r.randint(20, width - 4))
        if i == 0:
            lines.append(first + rs(r, B64, w - len(first)))
        else:
            lines.append(rs(r, B64, w))
    if lines[-1][-1] not in "=":
        lines[-1] = lines[-1][:-2] + pick(r, ["==", "=", "A="])
    return lines


# ---------------------------------------------------------------- pools
EN_NAMES = ["Priya", "Marcus", "Dana", "Tomás", "Wei", "Olu", "Hannah", "Jonas", "Sofia", "Ravi",
            "Keiko", "Ben", "Alejandra", "Nikolai", "Fatima", "Grace", "Ilya", "Chidi"]
KO_NAMES = ["민수", "지현", "서연", "준호", "현우", "수빈", "도윤", "예린", "성민", "하은", "재원",
            "유진", "태희", "동혁", "소라", "경민"]
SVCS = ["billing-api", "ingest-worker", "auth-gateway", "search-indexer", "notifier", "report-cron",
        "media-proxy", "ledger", "checkout-web", "admin-console", "etl-runner", "webhook-relay",
        "settlement-batch", "push-sender", "catalog-sync", "invoice-pdf", "geo-lookup", "crm-bridge"]
HOSTS = ["db-prod-01.internal", "pg-staging.corp.lan", "10.20.3.41", "mysql-replica-2.int",
         "analytics-db.vpc", "db.dev.local", "orders-db.c9xk2.ap-northeast-2.rds.amazonaws.com",
         "172.31.8.17", "pgbouncer.platform.svc", "legacy-sql01.office.lan"]
DBUSERS = ["app_rw", "report_ro", "svc_ledger", "admin", "postgres", "root", "etl_user",
           "deploy", "metabase", "readonly", "batch_writer", "sa"]
DBNAMES = ["orders", "ledger", "analytics", "crm", "inventory", "payments", "app_prod", "events"]
FILES = [".env.staging", "config/settings_local.py", "deploy/values-prod.yaml", "~/.bashrc",
         "docker-compose.override.yml", "infra/main.tf", ".github/workflows/deploy.yml",
         "scripts/backfill.sh", "conf/app.ini", "k8s/secret.yaml", "README.internal.md",
         "ansible/group_vars/all.yml", "src/config/default.json", "Makefile", ".envrc"]
TICKETS = ["OPS-%d", "PLAT-%d", "INC-%d", "SEC-%d", "DATA-%d", "BE-%d", "INFRA-%d"]


def ticket(r):
    return pick(r, TICKETS) % r.randint(102, 9876)


def who(r, lang):
    return pick(r, KO_NAMES if lang == "ko" else EN_NAMES)


# ---------------------------------------------------------------- password generators
WORDS = ["Falcon", "Maple", "River", "Tiger", "Cobalt", "Lemon", "Harbor", "Pixel", "Summit",
         "Orbit", "Panda", "Velvet", "Rocket", "Willow", "Copper", "Nimbus", "Juniper", "Otter",
         "Gangnam", "Busan", "Jeju", "Hallasan", "Kimchi", "Mango", "Zephyr", "Quartz"]
SEASONS = ["Spring", "Summer", "Autumn", "Winter", "Welcome", "Company", "Office", "Dragon"]
SYMS = "!@#$%&*?"
# Hangul words as typed with the keyboard left in English mode (2-beolsik)
KBD = ["tkfkdgo", "dkssud", "rhdiddl", "rkddkwl", "dnflwlq", "godqhr", "ghltk", "tjdnf",
       "qkekrk", "gksmf", "wlsgh", "chlrh", "dkdlfjqm", "tkdnjs", "qnsrkr"]
HANGUL = ["우리집강아지", "사랑해", "행복한하루", "판교출근", "고양이짱", "부산바다", "월요일싫어",
          "커피한잔", "김치찌개", "한라산", "별빛", "초코파이"]


def pw_random(r, n=None, extra="!@#%^&*-_+="):
    n = n or r.randint(12, 22)
    while True:
        s = rs(r, AN + extra, n)
        if any(c in DG for c in s) and any(c in UP for c in s) and any(c in LO for c in s):
            return s


def pw_human(r):
    while True:
        p = _pw_human(r)
        if len(p) >= 9:
            return p


def _pw_human(r):
    k = r.randrange(7)
    if k == 0:
        return pick(r, SEASONS) + str(r.randint(2019, 2026)) + pick(r, SYMS) * r.randint(1, 2)
    if k == 1:
        return pick(r, WORDS) + pick(r, SYMS) + pick(r, WORDS).lower() + str(r.randint(1, 99))
    if k == 2:
        return pick(r, WORDS).lower() + str(r.randint(1000, 9999)) + pick(r, SYMS)
    if k == 3:
        w = pick(r, WORDS)
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return leet + str(r.randint(10, 99)) + pick(r, SYMS)
    if k == 4:
        return pick(r, ["qwer", "asdf", "zxcv", "1q2w", "!qaz"]) + pick(r, ["1234", "3e4r", "@wsx", "!@#$"]) + pick(r, WORDS).lower()[:4] + str(r.randint(1, 9))
    if k == 5:
        return pick(r, WORDS) + "_" + pick(r, WORDS) + "_" + str(r.randint(100, 999))
    return pick(r, WORDS) + str(r.randint(1, 12)).zfill(2) + str(r.randint(1, 28)).zfill(2) + pick(r, SYMS)


def pw_kbd(r):
    return pick(r, KBD) + pick(r, ["", "!", "@", "#"]) + str(r.randint(10, 9999)) + pick(r, ["", "!", "!!", "^^", "*"])


def pw_hangul(r):
    return pick(r, HANGUL) + str(r.randint(10, 2026)) + pick(r, ["!", "@", "#", "", "!!"])


def pw_punct(r):
    body = []
    pool = AN + "!@#$%^&*()[]{}<>?/|~`;:,.-_+='"
    n = r.randint(12, 20)
    while True:
        s = rs(r, pool, n)
        if sum(c in "!@#$%^&*()[]{}<>?/|~`;:,.-_+='" for c in s) >= 3 and s[0] not in "-" and "  " not in s:
            return s


PHRASE_WORDS = ["correct", "orange", "battery", "lantern", "quiet", "seven", "marble", "hungry",
                "window", "rabbit", "purple", "gravity", "coffee", "tundra", "ladder", "echo",
                "violet", "spoon", "glacier", "tender", "pocket", "ember", "canyon", "mosaic"]


def passphrase(r, n=None):
    n = n or r.randint(4, 6)
    ws = [pick(r, PHRASE_WORDS) for _ in range(n)]
    if r.random() < 0.4:
        ws[r.randrange(n)] = str(r.randint(2, 99))
    return " ".join(ws)


def any_pw(r, lang):
    k = r.randrange(6 if lang == "ko" else 4)
    return [pw_random, pw_human, pw_punct, pw_human, pw_kbd, pw_hangul][k](r)


# ================================================================ vendors
CATS = {
    "cloud": ("provisioning cloud resources", "클라우드 리소스 생성"),
    "vcs": ("cloning private repos in CI", "CI에서 private 레포 클론"),
    "chat": ("posting deploy alerts", "배포 알림 발송"),
    "pay": ("charging customers", "결제 처리"),
    "ai": ("the summarisation feature", "요약 기능"),
    "mail": ("transactional email", "트랜잭션 메일 발송"),
    "sms": ("SMS verification codes", "문자 인증번호 발송"),
    "ci": ("the deploy pipeline", "배포 파이프라인"),
    "mon": ("shipping metrics and errors", "메트릭/에러 수집"),
    "reg": ("publishing packages", "패키지 배포"),
    "storage": ("uploading nightly backups", "야간 백업 업로드"),
    "saas": ("syncing tickets and docs", "티켓/문서 동기화"),
    "auth": ("SSO and user provisioning", "SSO/계정 프로비저닝"),
    "db": ("the serverless database", "서버리스 DB 연결"),
    "search": ("product search", "상품 검색"),
    "media": ("video and image processing", "영상/이미지 처리"),
    "net": ("the private network tunnel", "사설망 터널"),
    "secrets": ("fetching secrets at boot", "부팅 시 시크릿 조회"),
    "analytics": ("event analytics", "이벤트 분석"),
    "ship": ("printing shipping labels", "송장 발급"),
    "crypto": ("encrypting backups", "백업 암호화"),
}


class V:
    def __init__(self, name, cat, items, curl=None, sdk=None, url=None, noun="API key",
                 noun_ko="API 키", slug=None, tag=None):
        self.name, self.cat, self.items = name, cat, items
        self.curl, self.sdk, self.url = curl, sdk, url
        self.noun, self.noun_ko = noun, noun_ko
        self.slug = slug or name.lower().replace(" ", "_").replace(".", "").replace("&", "and")
        self.tag = tag or self.noun


def tok(prefix, alpha, n, suffix=""):
    return lambda r: (lambda v: (v, [v]))(prefix + rs(r, alpha, n) + suffix)


def gen(f):
    """f(r) -> value; listed."""
    return lambda r: (lambda v: (v, [v]))(f(r))


def ident(f):
    """Identifier rendered but not listed (not a credential)."""
    return lambda r: (f(r), [])


def I(var, key, g):
    return (var, key, g)


def _slack_hook(r):
    t = rs(r, AN, 24)
    return ("https://hooks.slack.com/services/T0%s/B0%s/%s" % (rs(r, UAN, 8), rs(r, UAN, 9), t), [t])


def _discord_hook(r):
    t = rs(r, B64U, 68)
    return ("https://discord.com/api/webhooks/%d/%s" % (r.randint(10**17, 10**19 - 1), t), [t])


def _discord_bot(r):
    uid = str(r.randint(10**17, 10**19 - 1))
    v = b64s(uid).rstrip("=") + "." + rs(r, B64U, 6) + "." + rs(r, B64U, 38)
    return (v, [v])


def _azure_conn(r):
    k = rs(r, B64, 86) + "=="
    acct = pick(r, ["stprodlogs", "acmebackup01", "mediastore", "stgdatalake"])
    return ("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, k), [k])


def _supabase_sr(r):
    ref = rs(r, LO, 20)
    iat = r.randint(1690000000, 1730000000)
    return gen(lambda r: jwt_like(r, {"iss": "supabase", "ref": ref, "role": "service_role", "iat": iat, "exp": iat + 315360000}))(r)


def _mapbox_sk(r):
    u = pick(r, ["acme-maps", "geo-team", "fleetops", "dlvr"])
    v = "sk." + b64u_nopad('{"u":"%s","a":"%s"}' % (u, rs(r, LAN, 25))) + "." + rs(r, B64U, 22)
    return (v, [v])


def _cloudinary(r):
    sec = rs(r, B64U, 27)
    return ("cloudinary://%d:%s@%s" % (r.randint(10**14, 10**15 - 1), sec, pick(r, ["acme-media", "dx9shop", "prodcdn"])), [sec])


def _elastic_apikey(r):
    v = b64s(rs(r, B64U, 20) + ":" + rs(r, B64U, 22))
    return (v, [v])


def _ably(r):
    v = rs(r, AN, 6) + "." + rs(r, AN, 6) + ":" + rs(r, B64U, 43)
    return (v, [v])


def _bws(r):
    v = "0." + uuid4(r) + "." + rs(r, AN, 30) + ":" + rs(r, B64, 22) + "=="
    return (v, [v])


def _telegram(r):
    v = str(r.randint(10**8 * 6, 10**10 - 1)) + ":AA" + rs(r, B64U, 33)
    return (v, [v])


def _twitter(r):
    v = "A" * 22 + rs(r, AN, 18) + "%3D" + rs(r, AN, 50)
    return (v, [v])


def _openai(r):
    v = "sk-proj-" + rs(r, B64U, 74) + "T3BlbkFJ" + rs(r, B64U, 74)
    return (v, [v])


def _asana(r):
    v = "2/%d/%d:%s" % (r.randint(10**15, 10**16 - 1), r.randint(10**15, 10**16 - 1), rs(r, HX, 32))
    return (v, [v])


def _braintree(r):
    v = "access_token$production$%s$%s" % (rs(r, LAN, 16), rs(r, HX, 32))
    return (v, [v])


def _gclient_id(r):
    return ("%d-%s.apps.googleusercontent.com" % (r.randint(10**11, 10**12 - 1), rs(r, LAN, 32)), [])


VENDORS = [
    V("AWS", "cloud", [I("AWS_ACCESS_KEY_ID", "aws_access_key_id", tok("AKIA", B32, 16)),
                       I("AWS_SECRET_ACCESS_KEY", "aws_secret_access_key", tok("", AN + "/+", 40))],
      sdk='boto3.client("s3", aws_access_key_id="{0}", aws_secret_access_key="{1}")',
      noun="access key pair", noun_ko="액세스 키", tag="access key pair"),
    V("AWS", "cloud", [I("AWS_ACCESS_KEY_ID", "aws_access_key_id", tok("ASIA", B32, 16)),
                       I("AWS_SECRET_ACCESS_KEY", "aws_secret_access_key", tok("", AN + "/+", 40)),
                       I("AWS_SESSION_TOKEN", "aws_session_token", tok("IQoJb3JpZ2luX2VjE", B64, 360, "="))],
      noun="temporary session credentials", noun_ko="임시 세션 자격증명", tag="STS session credentials"),
    V("GitHub", "vcs", [I("GITHUB_TOKEN", "token", tok("ghp_", AN, 36))],
      curl='curl -H "Authorization: token {0}" https://api.github.com/user/repos',
      url="https://x-access-token:{0}@github.com/acme/platform-infra.git",
      noun="personal access token", noun_ko="PAT", tag="classic PAT"),
    V("GitHub", "vcs", [I("GH_PAT", "github_pat", gen(lambda r: "github_pat_" + rs(r, AN, 22) + "_" + rs(r, AN, 59)))],
      curl='curl -H "Authorization: Bearer {0}" https://api.github.com/repos/acme/mobile/actions/runs',
      noun="fine-grained token", noun_ko="fine-grained 토큰", tag="fine-grained PAT"),
    V("GitLab", "vcs", [I("GITLAB_TOKEN", "private_token", tok("glpat-", B64U, 20))],
      curl='curl --header "PRIVATE-TOKEN: {0}" https://gitlab.example.com/api/v4/projects',
      url="https://oauth2:{0}@gitlab.example.com/platform/charts.git",
      noun="access token", noun_ko="액세스 토큰", tag="personal access token"),
    V("GitLab", "ci", [I("RUNNER_TOKEN", "token", tok("glrt-", B64U, 20))],
      sdk='gitlab-runner register --url https://gitlab.example.com --token {0}',
      noun="runner authentication token", noun_ko="러너 토큰", tag="runner token"),
    V("Bitbucket", "vcs", [I("BITBUCKET_APP_PASSWORD", "app_password", gen(lambda r: "ATBB" + rs(r, AN, 24) + rs(r, HXU, 8)))],
      curl='curl -u ci-bot:{0} https://api.bitbucket.org/2.0/repositories/acme',
      noun="app password", noun_ko="앱 비밀번호"),
    V("Slack", "chat", [I("SLACK_BOT_TOKEN", "bot_token", gen(lambda r: "xoxb-%d-%d-%s" % (r.randint(10**10, 10**13), r.randint(10**12, 10**13), rs(r, AN, 24))))],
      curl='curl -H "Authorization: Bearer {0}" -d channel=C0DEPLOYS https://slack.com/api/chat.postMessage',
      sdk='WebClient(token="{0}")', noun="bot token", noun_ko="봇 토큰", tag="bot token"),
    V("Slack", "chat", [I("SLACK_WEBHOOK_URL", "webhook_url", _slack_hook)],
      curl="curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy ok\"}}' {0}",
      noun="incoming webhook", noun_ko="웹훅 URL", tag="incoming webhook"),
    V("Slack", "chat", [I("SLACK_APP_TOKEN", "app_token", gen(lambda r: "xapp-1-A0%s-%d-%s" % (rs(r, UAN, 9), r.randint(10**12, 10**13), rs(r, HX, 64))))],
      sdk='SocketModeHandler(app, "{0}").start()', noun="app-level token", noun_ko="앱 레벨 토큰", tag="socket mode app token"),
    V("Discord", "chat", [I("DISCORD_BOT_TOKEN", "bot_token", _discord_bot)],
      curl='curl -H "Authorization: Bot {0}" https://discord.com/api/v10/users/@me',
      sdk="client.run('{0}')", noun="bot token", noun_ko="봇 토큰", tag="bot token"),
    V("Discord", "chat", [I("DISCORD_WEBHOOK", "webhook", _discord_hook)],
      curl="curl -H 'Content-Type: application/json' -d '{{\"content\":\"nightly failed\"}}' {0}",
      noun="webhook", noun_ko="웹훅", tag="webhook URL"),
    V("Telegram", "chat", [I("TELEGRAM_BOT_TOKEN", "bot_token", _telegram)],
      url="https://api.telegram.org/bot{0}/sendMessage?chat_id=-100123456789&text=ping",
      sdk="Application.builder().token('{0}').build()", noun="bot token", noun_ko="봇 토큰"),
    V("Stripe", "pay", [I("STRIPE_SECRET_KEY", "secret_key", tok("sk_live_51", AN, 96))],
      curl="curl https://api.stripe.com/v1/charges -u {0}:",
      sdk='stripe.api_key = "{0}"', noun="secret key", noun_ko="시크릿 키", tag="live secret key"),
    V("Stripe", "pay", [I("STRIPE_WEBHOOK_SECRET", "webhook_secret", tok("whsec_", AN, 32))],
      sdk="stripe.Webhook.construct_event(payload, sig_header, '{0}')",
      noun="webhook signing secret", noun_ko="웹훅 서명 시크릿", tag="webhook signing secret"),
    V("Stripe", "pay", [I("STRIPE_RESTRICTED_KEY", "restricted_key", tok("rk_live_51", AN, 96))],
      curl="curl https://api.stripe.com/v1/refunds -u {0}: -d charge=ch_3Nx",
      noun="restricted key", noun_ko="제한 키", tag="restricted key"),
    V("OpenAI", "ai", [I("OPENAI_API_KEY", "api_key", _openai)],
      curl='curl https://api.openai.com/v1/chat/completions -H "Authorization: Bearer {0}"',
      sdk='OpenAI(api_key="{0}")'),
    V("Anthropic", "ai", [I("ANTHROPIC_API_KEY", "api_key", tok("sk-ant-api03-", B64U, 93, "AA"))],
      curl='curl https://api.anthropic.com/v1/messages -H "x-api-key: {0}" -H "anthropic-version: 2023-06-01"',
      sdk="anthropic.Anthropic(api_key='{0}')"),
    V("Google Cloud", "cloud", [I("GOOGLE_API_KEY", "api_key", tok("AIza", B64U, 35))],
      url="https://maps.googleapis.com/maps/api/geocode/json?address=Seoul&key={0}",
      sdk="genai.configure(api_key='{0}')", tag="API key"),
    V("Google Cloud", "auth", [I("GOOGLE_CLIENT_ID", "client_id", _gclient_id),
                               I("GOOGLE_CLIENT_SECRET", "client_secret", tok("GOCSPX-", B64U, 28))],
      noun="OAuth client secret", noun_ko="OAuth 클라이언트 시크릿", tag="OAuth client secret"),
    V("Azure", "storage", [I("AZURE_STORAGE_CONNECTION_STRING", "connection_string", _azure_conn)],
      sdk='BlobServiceClient.from_connection_string("{0}")', noun="storage connection string",
      noun_ko="스토리지 연결 문자열", tag="storage account key"),
    V("Azure", "auth", [I("AZURE_CLIENT_SECRET", "client_secret", gen(lambda r: rs(r, AN, 3) + "8Q~" + rs(r, AN + "_~.-", 34)))],
      sdk='ClientSecretCredential(tenant_id, client_id, "{0}")', noun="app registration secret",
      noun_ko="앱 등록 클라이언트 시크릿", tag="Entra ID client secret"),
    V("Azure DevOps", "ci", [I("AZURE_DEVOPS_PAT", "pat", tok("", B32L, 52))],
      sdk="az devops login --organization https://dev.azure.com/acme  # token: {0}",
      curl="curl -u :{0} https://dev.azure.com/acme/_apis/projects", noun="PAT", noun_ko="PAT"),
    V("Azure OpenAI", "ai", [I("AZURE_OPENAI_API_KEY", "api_key", tok("", HX, 32))],
      curl='curl "https://acme-oai.openai.azure.com/openai/deployments/gpt4o/chat/completions?api-version=2024-06-01" -H "api-key: {0}"'),
    V("Twilio", "sms", [I("TWILIO_ACCOUNT_SID", "account_sid", ident(lambda r: "AC" + rs(r, HX, 32))),
                        I("TWILIO_AUTH_TOKEN", "auth_token", tok("", HX, 32))],
      curl="curl -X POST https://api.twilio.com/2010-04-01/Accounts/{0}/Messages.json -u {0}:{1}",
      sdk='Client("{0}", "{1}")', noun="auth token", noun_ko="auth 토큰"),
    V("SendGrid", "mail", [I("SENDGRID_API_KEY", "api_key", gen(lambda r: "SG." + rs(r, B64U, 22) + "." + rs(r, B64U, 43)))],
      curl='curl https://api.sendgrid.com/v3/mail/send -H "Authorization: Bearer {0}"',
      sdk="SendGridAPIClient('{0}')"),
    V("Mailgun", "mail", [I("MAILGUN_API_KEY", "api_key", tok("key-", HX, 32))],
      curl="curl -s --user 'api:{0}' https://api.mailgun.net/v3/mg.acme.io/messages"),
    V("Mailchimp", "mail", [I("MAILCHIMP_API_KEY", "api_key", gen(lambda r: rs(r, HX, 32) + "-us" + str(r.randint(1, 21))))],
      curl="curl -u anystring:{0} https://us6.api.mailchimp.com/3.0/lists"),
    V("Postmark", "mail", [I("POSTMARK_SERVER_TOKEN", "server_token", gen(uuid4))],
      curl='curl https://api.postmarkapp.com/email -H "X-Postmark-Server-Token: {0}"', noun="server token", noun_ko="서버 토큰"),
    V("npm", "reg", [I("NPM_TOKEN", "_authToken", tok("npm_", AN, 36))],
      sdk="//registry.npmjs.org/:_authToken={0}", noun="automation token", noun_ko="배포 토큰"),
    V("PyPI", "reg", [I("TWINE_PASSWORD", "password", tok("pypi-AgEIcHlwaS5vcmc", B64U, 150))],
      sdk="twine upload -u __token__ -p {0} dist/*", noun="upload token", noun_ko="업로드 토큰"),
    V("Docker Hub", "reg", [I("DOCKERHUB_TOKEN", "token", tok("dckr_pat_", B64U, 27))],
      sdk="echo {0} | docker login -u acmeci --password-stdin", noun="access token", noun_ko="액세스 토큰"),
    V("Hugging Face", "ai", [I("HF_TOKEN", "token", tok("hf_", UP + LO, 34))],
      sdk='login(token="{0}")', curl='curl -H "Authorization: Bearer {0}" https://huggingface.co/api/whoami-v2',
      noun="access token", noun_ko="토큰"),
    V("Shopify", "pay", [I("SHOPIFY_ADMIN_TOKEN", "admin_api_access_token", tok("shpat_", HX, 32))],
      curl='curl -H "X-Shopify-Access-Token: {0}" https://acme-store.myshopify.com/admin/api/2024-07/orders.json',
      noun="Admin API access token", noun_ko="Admin API 토큰"),
    V("Square", "pay", [I("SQUARE_ACCESS_TOKEN", "access_token", tok("EAAA", B64U, 60))],
      curl='curl https://connect.squareup.com/v2/locations -H "Authorization: Bearer {0}"', noun="access token", noun_ko="액세스 토큰"),
    V("Braintree", "pay", [I("PAYPAL_ACCESS_TOKEN", "access_token", _braintree)],
      sdk="braintree.BraintreeGateway(access_token='{0}')", noun="access token", noun_ko="액세스 토큰"),
    V("Heroku", "cloud", [I("HEROKU_API_KEY", "api_key", gen(uuid4))],
      curl='curl -n https://api.heroku.com/apps -H "Authorization: Bearer {0}" -H "Accept: application/vnd.heroku+json; version=3"'),
    V("DigitalOcean", "cloud", [I("DIGITALOCEAN_TOKEN", "token", tok("dop_v1_", HX, 64))],
      sdk="doctl auth init --access-token {0}", noun="personal access token", noun_ko="토큰"),
    V("Linode", "cloud", [I("LINODE_TOKEN", "token", tok("", HX, 64))],
      curl='curl -H "Authorization: Bearer {0}" https://api.linode.com/v4/linode/instances', noun="API token", noun_ko="API 토큰"),
    V("Vultr", "cloud", [I("VULTR_API_KEY", "api_key", tok("", UAN, 36))],
      curl='curl "https://api.vultr.com/v2/instances" -H "Authorization: Bearer {0}"'),
    V("Hetzner", "cloud", [I("HCLOUD_TOKEN", "token", tok("", AN, 64))],
      sdk='hcloud context create acme  # pasted {0}', noun="API token", noun_ko="API 토큰"),
    V("Cloudflare", "cloud", [I("CLOUDFLARE_API_TOKEN", "api_token", tok("", B64U, 40))],
      curl='curl https://api.cloudflare.com/client/v4/user/tokens/verify -H "Authorization: Bearer {0}"',
      noun="API token", noun_ko="API 토큰", tag="API token"),
    V("Cloudflare", "cloud", [I("CF_API_KEY", "api_key", tok("", HX, 37))],
      curl='curl https://api.cloudflare.com/client/v4/zones -H "X-Auth-Email: ops@acme.io" -H "X-Auth-Key: {0}"',
      noun="Global API Key", noun_ko="글로벌 API 키", tag="global API key"),
    V("Fastly", "cloud", [I("FASTLY_API_TOKEN", "api_token", tok("", B64U, 32))],
      curl='curl -X POST -H "Fastly-Key: {0}" https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY/purge_all',
      noun="API token", noun_ko="API 토큰"),
    V("Netlify", "ci", [I("NETLIFY_AUTH_TOKEN", "auth_token", tok("nfp_", AN, 36))],
      sdk="netlify deploy --prod --auth {0}", noun="personal access token", noun_ko="토큰"),
    V("Vercel", "ci", [I("VERCEL_TOKEN", "token", tok("", AN, 24))],
      sdk="vercel deploy --prod --token {0}", noun="token", noun_ko="토큰"),
    V("Supabase", "db", [I("SUPABASE_SERVICE_ROLE_KEY", "service_role_key", _supabase_sr)],
      sdk='createClient("https://xyzcompany.supabase.co", "{0}")', noun="service_role key", noun_ko="service_role 키"),
    V("Firebase", "sms", [I("FCM_SERVER_KEY", "server_key", gen(lambda r: "AAAA" + rs(r, B64U, 7) + ":APA91b" + rs(r, B64U, 134)))],
      curl='curl -H "Authorization: key={0}" -H "Content-Type: application/json" https://fcm.googleapis.com/fcm/send',
      noun="legacy server key", noun_ko="서버 키"),
    V("Datadog", "mon", [I("DD_API_KEY", "api_key", tok("", HX, 32)), I("DD_APP_KEY", "app_key", tok("", HX, 40))],
      curl='curl "https://api.datadoghq.com/api/v1/monitor" -H "DD-API-KEY: {0}" -H "DD-APPLICATION-KEY: {1}"',
      noun="API and application keys", noun_ko="API 키/앱 키"),
    V("New Relic", "mon", [I("NEW_RELIC_API_KEY", "api_key", tok("NRAK-", UAN, 27))],
      curl='curl -X POST https://api.newrelic.com/graphql -H "API-Key: {0}"', noun="user key", noun_ko="유저 키"),
    V("Sentry", "mon", [I("SENTRY_AUTH_TOKEN", "auth_token", tok("sntryu_", HX, 64))],
      sdk="sentry-cli --auth-token {0} releases new 4.12.0", noun="auth token", noun_ko="auth 토큰"),
    V("PagerDuty", "mon", [I("PAGERDUTY_TOKEN", "api_token", tok("u+", B64U, 18))],
      curl='curl -H "Authorization: Token token={0}" https://api.pagerduty.com/incidents', noun="REST API key", noun_ko="API 키"),
    V("Atlassian", "saas", [I("JIRA_API_TOKEN", "api_token", gen(lambda r: "ATATT3xFfGF0" + rs(r, B64U, 170) + "=" + rs(r, HXU, 8)))],
      curl="curl -u ops-bot@acme.io:{0} https://acme.atlassian.net/rest/api/3/myself", noun="API token", noun_ko="API 토큰"),
    V("Notion", "saas", [I("NOTION_TOKEN", "token", tok("ntn_", AN, 46))],
      curl='curl https://api.notion.com/v1/users -H "Authorization: Bearer {0}" -H "Notion-Version: 2022-06-28"',
      sdk="Client(auth='{0}')", noun="integration secret", noun_ko="인테그레이션 시크릿"),
    V("Airtable", "saas", [I("AIRTABLE_PAT", "token", gen(lambda r: "pat" + rs(r, AN, 14) + "." + rs(r, HX, 64)))],
      curl='curl "https://api.airtable.com/v0/appX9kL2/Orders" -H "Authorization: Bearer {0}"', noun="personal access token", noun_ko="PAT"),
    V("Asana", "saas", [I("ASANA_PAT", "token", _asana)],
      curl='curl https://app.asana.com/api/1.0/users/me -H "Authorization: Bearer {0}"', noun="personal access token", noun_ko="PAT"),
    V("Linear", "saas", [I("LINEAR_API_KEY", "api_key", tok("lin_api_", AN, 40))],
      curl="curl https://api.linear.app/graphql -H 'Authorization: {0}' -d '{{\"query\":\"{{ viewer {{ id }} }}\"}}'"),
    V("Figma", "saas", [I("FIGMA_TOKEN", "token", tok("figd_", B64U, 40))],
      curl='curl -H "X-Figma-Token: {0}" https://api.figma.com/v1/files/Qm8xkP2', noun="personal access token", noun_ko="토큰"),
    V("Dropbox", "storage", [I("DROPBOX_TOKEN", "access_token", tok("sl.B", B64U, 134))],
      sdk="dropbox.Dropbox('{0}')", noun="access token", noun_ko="액세스 토큰"),
    V("Okta", "auth", [I("OKTA_API_TOKEN", "api_token", tok("00", B64U, 40))],
      curl='curl -H "Authorization: SSWS {0}" https://acme.okta.com/api/v1/users?limit=5', noun="API token", noun_ko="API 토큰"),
    V("Auth0", "auth", [I("AUTH0_CLIENT_ID", "client_id", ident(lambda r: rs(r, AN, 32))),
                        I("AUTH0_CLIENT_SECRET", "client_secret", tok("", B64U, 64))],
      noun="client secret", noun_ko="클라이언트 시크릿"),
    V("HashiCorp Vault", "secrets", [I("VAULT_TOKEN", "token", tok("hvs.CAESI", B64U, 86))],
      curl='curl -H "X-Vault-Token: {0}" https://vault.acme.internal:8200/v1/secret/data/billing',
      noun="token", noun_ko="토큰"),
    V("Terraform Cloud", "ci", [I("TFE_TOKEN", "token", gen(lambda r: rs(r, AN, 14) + ".atlasv1." + rs(r, AN, 67)))],
      sdk='credentials "app.terraform.io" {{\n  token = "{0}"\n}}', noun="team token", noun_ko="팀 토큰"),
    V("Pulumi", "ci", [I("PULUMI_ACCESS_TOKEN", "access_token", tok("pul-", HX, 40))],
      noun="access token", noun_ko="액세스 토큰"),
    V("CircleCI", "ci", [I("CIRCLE_TOKEN", "token", gen(lambda r: "CCIPAT_" + rs(r, AN, 22) + "_" + rs(r, HX, 40)))],
      curl='curl -H "Circle-Token: {0}" https://circleci.com/api/v2/me', noun="personal API token", noun_ko="API 토큰"),
    V("Buildkite", "ci", [I("BUILDKITE_API_TOKEN", "api_token", tok("bkua_", HX, 40))],
      curl='curl -H "Authorization: Bearer {0}" https://api.buildkite.com/v2/organizations/acme/pipelines', noun="API token", noun_ko="API 토큰"),
    V("Doppler", "secrets", [I("DOPPLER_TOKEN", "token", tok("dp.st.prd.", AN, 43))],
      sdk="doppler run --token {0} -- ./server", noun="service token", noun_ko="서비스 토큰"),
    V("1Password", "secrets", [I("OP_SERVICE_ACCOUNT_TOKEN", "token", tok("ops_eyJzaWduSW5BZGRyZXNzIjoi", B64U, 240))],
      noun="service account token", noun_ko="서비스 계정 토큰"),
    V("Grafana", "mon", [I("GRAFANA_SA_TOKEN", "token", gen(lambda r: "glsa_" + rs(r, AN, 32) + "_" + rs(r, HX, 8)))],
      curl='curl -H "Authorization: Bearer {0}" https://grafana.acme.io/api/dashboards/uid/k8s-nodes', noun="service account token", noun_ko="서비스 계정 토큰"),
    V("Databricks", "db", [I("DATABRICKS_TOKEN", "token", tok("dapi", HX, 32))],
      curl='curl -H "Authorization: Bearer {0}" https://adb-4412.7.azuredatabricks.net/api/2.0/clusters/list', noun="personal access token", noun_ko="PAT"),
    V("Algolia", "search", [I("ALGOLIA_APP_ID", "app_id", ident(lambda r: rs(r, UAN, 10))),
                            I("ALGOLIA_ADMIN_KEY", "admin_api_key", tok("", HX, 32))],
      sdk='algoliasearch("{0}", "{1}")', noun="Admin API key", noun_ko="Admin API 키"),
    V("Mapbox", "search", [I("MAPBOX_SECRET_TOKEN", "secret_token", _mapbox_sk)],
      noun="secret token", noun_ko="시크릿 토큰"),
    V("Contentful", "saas", [I("CONTENTFUL_MANAGEMENT_TOKEN", "management_token", tok("CFPAT-", B64U, 43))],
      noun="management token", noun_ko="관리 토큰"),
    V("Intercom", "saas", [I("INTERCOM_TOKEN", "access_token", tok("dG9rOj", B64, 54, "="))],
      curl='curl https://api.intercom.io/contacts -H "Authorization: Bearer {0}"', noun="access token", noun_ko="액세스 토큰"),
    V("Zendesk", "saas", [I("ZENDESK_API_TOKEN", "api_token", tok("", AN, 40))],
      curl="curl https://acme.zendesk.com/api/v2/tickets.json -u support-bot@acme.io/token:{0}", noun="API token", noun_ko="API 토큰"),
    V("HubSpot", "saas", [I("HUBSPOT_TOKEN", "private_app_token", gen(lambda r: "pat-na1-" + uuid4(r)))],
      curl='curl https://api.hubapi.com/crm/v3/objects/contacts -H "Authorization: Bearer {0}"', noun="private app token", noun_ko="프라이빗 앱 토큰"),
    V("Twitch", "media", [I("TWITCH_OAUTH_TOKEN", "oauth_token", tok("", LAN, 30))],
      curl='curl -H "Authorization: Bearer {0}" -H "Client-Id: gp762nuuoqcoxypju8c569th9wz7q5" https://api.twitch.tv/helix/users',
      noun="OAuth token", noun_ko="OAuth 토큰"),
    V("X (Twitter)", "chat", [I("TWITTER_BEARER_TOKEN", "bearer_token", _twitter)],
      curl='curl "https://api.twitter.com/2/tweets/search/recent?query=acme" -H "Authorization: Bearer {0}"',
      noun="bearer token", noun_ko="베어러 토큰"),
    V("Meta", "chat", [I("FB_PAGE_ACCESS_TOKEN", "page_access_token", tok("EAA", AN, 180))],
      url="https://graph.facebook.com/v19.0/me/messages?access_token={0}", noun="page access token", noun_ko="페이지 토큰"),
    V("LINE", "chat", [I("LINE_CHANNEL_ACCESS_TOKEN", "channel_access_token", tok("", B64, 171, "="))],
      curl='curl -X POST https://api.line.me/v2/bot/message/push -H "Authorization: Bearer {0}"',
      noun="channel access token", noun_ko="채널 액세스 토큰"),
    V("Kakao", "chat", [I("KAKAO_REST_API_KEY", "rest_api_key", tok("", HX, 32))],
      curl='curl -G "https://dapi.kakao.com/v2/local/search/address.json" -H "Authorization: KakaoAK {0}" --data-urlencode "query=판교역로 235"',
      noun="REST API key", noun_ko="REST API 키"),
    V("Kakao", "auth", [I("KAKAO_ADMIN_KEY", "admin_key", tok("", HX, 32))],
      curl='curl -X POST "https://kapi.kakao.com/v1/user/unlink" -H "Authorization: KakaoAK {0}" -d "target_id_type=user_id&target_id=3141592"',
      noun="Admin key", noun_ko="어드민 키", tag="admin key"),
    V("Naver Cloud", "cloud", [I("NCLOUD_ACCESS_KEY", "access_key", tok("", UAN, 20)),
                               I("NCLOUD_SECRET_KEY", "secret_key", tok("", AN, 40))],
      noun="access key / secret key", noun_ko="액세스키/시크릿키"),
    V("Naver Developers", "search", [I("NAVER_CLIENT_ID", "client_id", ident(lambda r: rs(r, AN, 20))),
                                     I("NAVER_CLIENT_SECRET", "client_secret", tok("", AN, 10))],
      curl='curl "https://openapi.naver.com/v1/search/blog.json?query=%EC%BA%A0%ED%95%91" -H "X-Naver-Client-Id: {0}" -H "X-Naver-Client-Secret: {1}"',
      noun="client secret", noun_ko="Client Secret"),
    V("Toss Payments", "pay", [I("TOSS_SECRET_KEY", "secret_key", tok("live_gsk_", AN, 24))],
      noun="secret key", noun_ko="시크릿 키"),
    V("PortOne", "pay", [I("PORTONE_API_SECRET", "api_secret", tok("", AN, 80))],
      curl='curl https://api.portone.io/payments/order-1107 -H "Authorization: PortOne {0}"', noun="V2 API secret", noun_ko="V2 API 시크릿"),
    V("Alibaba Cloud", "cloud", [I("ALIBABA_CLOUD_ACCESS_KEY_ID", "access_key_id", tok("LTAI", AN, 20)),
                                 I("ALIBABA_CLOUD_ACCESS_KEY_SECRET", "access_key_secret", tok("", AN, 30))],
      noun="AccessKey pair", noun_ko="AccessKey"),
    V("Tencent Cloud", "cloud", [I("TENCENTCLOUD_SECRET_ID", "secret_id", tok("AKID", AN, 32)),
                                 I("TENCENTCLOUD_SECRET_KEY", "secret_key", tok("", AN, 32))],
      noun="SecretId / SecretKey", noun_ko="SecretId/SecretKey"),
    V("Huawei Cloud", "cloud", [I("HUAWEICLOUD_SDK_AK", "ak", tok("", UAN, 20)),
                                I("HUAWEICLOUD_SDK_SK", "sk", tok("", AN, 40))],
      noun="AK/SK", noun_ko="AK/SK"),
    V("Oracle Cloud", "cloud", [I("OCI_AUTH_TOKEN", "auth_token", tok("", AN + "()<>:;.+-_[", 20))],
      sdk="docker login icn.ocir.io -u 'cnxyz/oracleidentitycloudservice/ops@acme.io' -p '{0}'",
      noun="auth token", noun_ko="auth 토큰"),
    V("IBM Cloud", "cloud", [I("IBMCLOUD_API_KEY", "apikey", tok("", B64U, 44))],
      sdk="ibmcloud login --apikey {0} -r jp-tok"),
    V("Jenkins", "ci", [I("JENKINS_API_TOKEN", "api_token", tok("11", HX, 32))],
      curl="curl -X POST -u deploy-bot:{0} https://jenkins.acme.internal/job/release/buildWithParameters", noun="API token", noun_ko="API 토큰"),
    V("SonarQube", "ci", [I("SONAR_TOKEN", "token", tok("squ_", HX, 40))],
      sdk="mvn sonar:sonar -Dsonar.host.url=https://sonar.acme.io -Dsonar.token={0}", noun="user token", noun_ko="토큰"),
    V("Snyk", "ci", [I("SNYK_TOKEN", "token", gen(uuid4))],
      sdk="snyk auth {0}", noun="API token", noun_ko="API 토큰"),
    V("JFrog", "reg", [I("ARTIFACTORY_TOKEN", "access_token", tok("cmVmdGtuOjAxOjE3", AN, 48))],
      curl='curl -H "Authorization: Bearer {0}" -T app.tgz https://acme.jfrog.io/artifactory/npm-local/app.tgz', noun="reference token", noun_ko="레퍼런스 토큰"),
    V("Sourcegraph", "vcs", [I("SRC_ACCESS_TOKEN", "access_token", gen(lambda r: "sgp_" + rs(r, HX, 16) + "_" + rs(r, HX, 40)))],
      noun="access token", noun_ko="액세스 토큰"),
    V("Postman", "saas", [I("POSTMAN_API_KEY", "api_key", gen(lambda r: "PMAK-" + rs(r, HX, 24) + "-" + rs(r, HX, 34)))],
      curl='curl https://api.getpostman.com/collections -H "X-Api-Key: {0}"'),
    V("RubyGems", "reg", [I("GEM_HOST_API_KEY", "api_key", tok("rubygems_", HX, 48))],
      noun="API key", noun_ko="API 키"),
    V("NuGet", "reg", [I("NUGET_API_KEY", "api_key", tok("oy2", LAN, 43))],
      sdk="dotnet nuget push bin/Release/Acme.Core.3.2.0.nupkg --api-key {0} --source https://api.nuget.org/v3/index.json"),
    V("Clojars", "reg", [I("CLOJARS_TOKEN", "deploy_token", tok("CLOJARS_", HX, 60))], noun="deploy token", noun_ko="배포 토큰"),
    V("crates.io", "reg", [I("CARGO_REGISTRY_TOKEN", "token", tok("cio", AN, 32))],
      sdk="cargo login {0}", noun="API token", noun_ko="토큰"),
    V("Fly.io", "cloud", [I("FLY_API_TOKEN", "token", tok("fo1_", B64U, 43))],
      sdk="flyctl deploy --access-token {0}", noun="access token", noun_ko="토큰"),
    V("Render", "cloud", [I("RENDER_API_KEY", "api_key", tok("rnd_", AN, 32))],
      curl='curl https://api.render.com/v1/services -H "Authorization: Bearer {0}"'),
    V("PlanetScale", "db", [I("PLANETSCALE_SERVICE_TOKEN", "service_token", tok("pscale_tkn_", B64U, 43))],
      noun="service token", noun_ko="서비스 토큰", tag="service token"),
    V("PlanetScale", "db", [I("DATABASE_PASSWORD", "password", tok("pscale_pw_", B64U, 43))],
      url="mysql://k3v9xq2wz8:{0}@aws.connect.psdb.cloud/shop?sslaccept=strict",
      noun="database password", noun_ko="DB 비번", tag="database password"),
    V("Neon", "db", [I("NEON_API_KEY", "api_key", tok("napi_", LAN, 64))],
      curl='curl https://console.neon.tech/api/v2/projects -H "Authorization: Bearer {0}"'),
    V("Upstash", "db", [I("UPSTASH_REDIS_REST_TOKEN", "rest_token", tok("AX", B64U, 58, "="))],
      curl='curl https://apn1-fit-gnat-31422.upstash.io/get/session:42 -H "Authorization: Bearer {0}"', noun="REST token", noun_ko="REST 토큰"),
    V("Confluent", "db", [I("CONFLUENT_API_KEY", "sasl.username", ident(lambda r: rs(r, UAN, 16))),
                          I("CONFLUENT_API_SECRET", "sasl.password", tok("", AN + "+/", 64))],
      sdk="sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username='{0}' password='{1}';",
      noun="API secret", noun_ko="API 시크릿"),
    V("Elastic Cloud", "search", [I("ELASTIC_API_KEY", "api_key", _elastic_apikey)],
      curl='curl -H "Authorization: ApiKey {0}" https://acme.es.ap-northeast-2.aws.elastic-cloud.com/_cat/indices'),
    V("Pinecone", "ai", [I("PINECONE_API_KEY", "api_key", gen(lambda r: "pcsk_" + rs(r, AN, 5) + "_" + rs(r, AN, 63)))],
      sdk='Pinecone(api_key="{0}")'),
    V("Cohere", "ai", [I("COHERE_API_KEY", "api_key", tok("", AN, 40))], sdk="cohere.ClientV2('{0}')"),
    V("Mistral AI", "ai", [I("MISTRAL_API_KEY", "api_key", tok("", AN, 32))],
      curl='curl https://api.mistral.ai/v1/models -H "Authorization: Bearer {0}"'),
    V("Groq", "ai", [I("GROQ_API_KEY", "api_key", tok("gsk_", AN, 52))], sdk="Groq(api_key='{0}')"),
    V("Replicate", "ai", [I("REPLICATE_API_TOKEN", "api_token", tok("r8_", AN, 37))],
      curl='curl -H "Authorization: Bearer {0}" https://api.replicate.com/v1/account', noun="API token", noun_ko="API 토큰"),
    V("Perplexity", "ai", [I("PPLX_API_KEY", "api_key", tok("pplx-", AN, 48))]),
    V("DeepSeek", "ai", [I("DEEPSEEK_API_KEY", "api_key", tok("sk-", HX, 32))],
      sdk='OpenAI(api_key="{0}", base_url="https://api.deepseek.com")'),
    V("xAI", "ai", [I("XAI_API_KEY", "api_key", tok("xai-", AN, 80))]),
    V("ElevenLabs", "media", [I("ELEVENLABS_API_KEY", "api_key", tok("sk_", HX, 48))],
      curl='curl https://api.elevenlabs.io/v1/voices -H "xi-api-key: {0}"'),
    V("AssemblyAI", "ai", [I("ASSEMBLYAI_API_KEY", "api_key", tok("", HX, 32))],
      curl='curl https://api.assemblyai.com/v2/transcript -H "authorization: {0}"'),
    V("Deepgram", "ai", [I("DEEPGRAM_API_KEY", "api_key", tok("", HX, 40))],
      curl='curl -X POST -H "Authorization: Token {0}" --data-binary @call.wav "https://api.deepgram.com/v1/listen?language=ko"'),
    V("LangSmith", "ai", [I("LANGSMITH_API_KEY", "api_key", gen(lambda r: "lsv2_pt_" + rs(r, HX, 32) + "_" + rs(r, HX, 10)))]),
    V("Weights & Biases", "ai", [I("WANDB_API_KEY", "api_key", tok("", HX, 40))], sdk="wandb login {0}"),
    V("age", "crypto", [I("SOPS_AGE_KEY", "identity", tok("AGE-SECRET-KEY-1", BECH, 58))],
      noun="identity (private key)", noun_ko="개인키"),
    V("Shippo", "ship", [I("SHIPPO_API_TOKEN", "api_token", tok("shippo_live_", HX, 40))],
      curl='curl https://api.goshippo.com/shipments/ -H "Authorization: ShippoToken {0}"', noun="live token", noun_ko="라이브 토큰"),
    V("EasyPost", "ship", [I("EASYPOST_API_KEY", "api_key", tok("EZAK", HX, 54))], sdk='easypost.EasyPostClient("{0}")'),
    V("Plaid", "pay", [I("PLAID_CLIENT_ID", "client_id", ident(lambda r: rs(r, HX, 24))),
                       I("PLAID_SECRET", "secret", tok("", HX, 30))],
      noun="production secret", noun_ko="production 시크릿"),
    V("Razorpay", "pay", [I("RAZORPAY_KEY_ID", "key_id", ident(lambda r: "rzp_live_" + rs(r, AN, 14))),
                          I("RAZORPAY_KEY_SECRET", "key_secret", tok("", AN, 24))],
      sdk="razorpay.Client(auth=(\"{0}\", \"{1}\"))", noun="key secret", noun_ko="키 시크릿"),
    V("Flutterwave", "pay", [I("FLW_SECRET_KEY", "secret_key", tok("FLWSECK-", HX, 32, "-X"))], noun="secret key", noun_ko="시크릿 키"),
    V("Paystack", "pay", [I("PAYSTACK_SECRET_KEY", "secret_key", tok("sk_live_", HX, 40))],
      curl='curl https://api.paystack.co/transaction/verify/ref_8831 -H "Authorization: Bearer {0}"', noun="secret key", noun_ko="시크릿 키"),
    V("Mollie", "pay", [I("MOLLIE_API_KEY", "api_key", tok("live_", AN, 30))],
      curl='curl https://api.mollie.com/v2/payments -H "Authorization: Bearer {0}"'),
    V("GoCardless", "pay", [I("GOCARDLESS_ACCESS_TOKEN", "access_token", tok("live_", B64U, 40))], noun="access token", noun_ko="액세스 토큰"),
    V("Dynatrace", "mon", [I("DT_API_TOKEN", "api_token", gen(lambda r: "dt0c01." + rs(r, UAN, 24) + "." + rs(r, UAN, 64)))],
      curl='curl -H "Authorization: Api-Token {0}" https://abc12345.live.dynatrace.com/api/v2/metrics', noun="API token", noun_ko="API 토큰"),
    V("Honeycomb", "mon", [I("HONEYCOMB_API_KEY", "api_key", tok("hcaik_01", LAN, 56))], noun="ingest key", noun_ko="ingest 키"),
    V("Rollbar", "mon", [I("ROLLBAR_ACCESS_TOKEN", "access_token", tok("", HX, 32))],
      curl='curl -H "X-Rollbar-Access-Token: {0}" https://api.rollbar.com/api/1/items', noun="server access token", noun_ko="서버 토큰"),
    V("LaunchDarkly", "analytics", [I("LD_SDK_KEY", "sdk_key", gen(lambda r: "sdk-" + uuid4(r)))],
      sdk='ldclient.set_config(Config("{0}"))', noun="server-side SDK key", noun_ko="서버 SDK 키"),
    V("Tailscale", "net", [I("TS_AUTHKEY", "authkey", gen(lambda r: "tskey-auth-k" + rs(r, AN, 10) + "CNTRL-" + rs(r, AN, 33)))],
      sdk="tailscale up --authkey={0} --advertise-tags=tag:ci", noun="auth key", noun_ko="auth 키"),
    V("ngrok", "net", [I("NGROK_AUTHTOKEN", "authtoken", gen(lambda r: "2" + rs(r, AN, 26) + "_" + rs(r, AN, 21)))],
      sdk="ngrok config add-authtoken {0}", noun="authtoken", noun_ko="authtoken"),
    V("Cloudinary", "media", [I("CLOUDINARY_URL", "url", _cloudinary)], noun="API secret", noun_ko="API 시크릿"),
    V("Vonage", "sms", [I("VONAGE_API_KEY", "api_key", ident(lambda r: rs(r, HX, 8))),
                        I("VONAGE_API_SECRET", "api_secret", tok("", AN, 16))],
      curl="curl -X POST https://rest.nexmo.com/sms/json -d api_key={0} -d api_secret={1} -d to=821012345678", noun="API secret", noun_ko="API 시크릿"),
    V("Plivo", "sms", [I("PLIVO_AUTH_ID", "auth_id", ident(lambda r: "MA" + rs(r, UAN, 18))),
                       I("PLIVO_AUTH_TOKEN", "auth_token", tok("", AN, 40))],
      sdk="plivo.RestClient('{0}', '{1}')", noun="auth token", noun_ko="auth 토큰"),
    V("Typeform", "saas", [I("TYPEFORM_TOKEN", "token", gen(lambda r: "tfp_" + rs(r, AN, 44) + "_" + rs(r, AN, 14)))],
      curl='curl https://api.typeform.com/forms -H "Authorization: Bearer {0}"', noun="personal token", noun_ko="토큰"),
    V("Zoom", "chat", [I("ZOOM_CLIENT_ID", "client_id", ident(lambda r: rs(r, AN, 22))),
                       I("ZOOM_CLIENT_SECRET", "client_secret", tok("", AN, 32))],
      noun="Server-to-Server OAuth secret", noun_ko="S2S OAuth 시크릿"),
    V("Trello", "saas", [I("TRELLO_TOKEN", "token", gen(lambda r: "ATTA" + rs(r, HX, 64) + rs(r, HXU, 8)))],
      url="https://api.trello.com/1/members/me/boards?key=3b1f0c2ad57e4f8a9c6d2e0b7a1c4f90&token={0}", noun="token", noun_ko="토큰"),
    V("Mattermost", "chat", [I("MM_TOKEN", "token", tok("", LAN, 26))],
      curl='curl -H "Authorization: Bearer {0}" https://chat.acme.io/api/v4/users/me', noun="personal access token", noun_ko="개인 토큰"),
    V("Duffel", "ship", [I("DUFFEL_ACCESS_TOKEN", "access_token", tok("duffel_live_", B64U, 43))], noun="live access token", noun_ko="라이브 토큰"),
    V("Infracost", "ci", [I("INFRACOST_API_KEY", "api_key", tok("ico-", AN, 32))], sdk="infracost configure set api_key {0}"),
    V("Prefect", "ci", [I("PREFECT_API_KEY", "api_key", tok("pnu_", AN, 36))], sdk="prefect cloud login -k {0}"),
    V("Harness", "ci", [I("HARNESS_PAT", "token", gen(lambda r: "pat." + rs(r, AN, 22) + "." + rs(r, HX, 24) + "." + rs(r, AN, 20)))],
      curl='curl -H "x-api-key: {0}" https://app.harness.io/ng/api/user/currentUser', noun="PAT", noun_ko="PAT"),
    V("Codecov", "ci", [I("CODECOV_TOKEN", "token", gen(uuid4))], sdk="codecov upload-process -t {0}", noun="upload token", noun_ko="업로드 토큰"),
    V("Consul", "secrets", [I("CONSUL_HTTP_TOKEN", "token", gen(uuid4))],
      curl='curl -H "X-Consul-Token: {0}" http://consul.service:8500/v1/kv/config/billing?recurse', noun="ACL token", noun_ko="ACL 토큰"),
    V("MinIO", "storage", [I("MINIO_ACCESS_KEY", "access_key", tok("", UAN, 20)), I("MINIO_SECRET_KEY", "secret_key", tok("", AN, 40))],
      sdk="mc alias set backup https://minio.acme.lan {0} {1}", noun="access/secret key", noun_ko="액세스/시크릿 키"),
    V("Backblaze B2", "storage", [I("B2_APPLICATION_KEY_ID", "key_id", tok("005", HX, 22)), I("B2_APPLICATION_KEY", "application_key", tok("K005", AN, 27))],
      sdk="b2 account authorize {0} {1}", noun="application key", noun_ko="애플리케이션 키"),
    V("Wasabi", "storage", [I("WASABI_ACCESS_KEY", "access_key", tok("", UAN, 20)), I("WASABI_SECRET_KEY", "secret_key", tok("", AN, 40))],
      noun="access keys", noun_ko="액세스 키"),
    V("Scaleway", "cloud", [I("SCW_ACCESS_KEY", "access_key", tok("SCW", UAN, 17)), I("SCW_SECRET_KEY", "secret_key", gen(uuid4))],
      noun="API key", noun_ko="API 키"),
    V("OVHcloud", "cloud", [I("OVH_APPLICATION_KEY", "application_key", ident(lambda r: rs(r, AN, 16))),
                            I("OVH_APPLICATION_SECRET", "application_secret", tok("", AN, 32)),
                            I("OVH_CONSUMER_KEY", "consumer_key", tok("", AN, 32))],
      noun="application secret and consumer key", noun_ko="application secret/consumer key"),
    V("WooCommerce", "pay", [I("WC_CONSUMER_KEY", "consumer_key", tok("ck_", HX, 40)), I("WC_CONSUMER_SECRET", "consumer_secret", tok("cs_", HX, 40))],
      curl="curl https://shop.acme.kr/wp-json/wc/v3/orders -u {0}:{1}", noun="REST API keys", noun_ko="REST API 키"),
    V("Expo", "ci", [I("EXPO_TOKEN", "token", tok("", B64U, 40))], sdk="EXPO_TOKEN={0} eas build --platform ios --non-interactive",
      noun="access token", noun_ko="액세스 토큰"),
    V("OneSignal", "sms", [I("ONESIGNAL_REST_API_KEY", "rest_api_key", tok("os_v2_app_", B32L, 113))],
      curl='curl https://api.onesignal.com/notifications -H "Authorization: Key {0}"', noun="REST API key", noun_ko="REST API 키"),
    V("Pusher", "chat", [I("PUSHER_KEY", "key", ident(lambda r: rs(r, HX, 20))), I("PUSHER_SECRET", "secret", tok("", HX, 20))],
      sdk="pusher.Pusher(app_id='1789012', key='{0}', secret='{1}', cluster='ap3')", noun="app secret", noun_ko="앱 시크릿"),
    V("Ably", "chat", [I("ABLY_API_KEY", "api_key", _ably)], sdk="new Ably.Realtime('{0}')"),
    V("Stream", "chat", [I("STREAM_API_KEY", "api_key", ident(lambda r: rs(r, LAN, 12))), I("STREAM_API_SECRET", "api_secret", tok("", LAN, 64))],
      sdk="StreamChat.getInstance('{0}', '{1}')", noun="API secret", noun_ko="API 시크릿"),
    V("Agora", "media", [I("AGORA_APP_CERTIFICATE", "app_certificate", tok("", HX, 32))], noun="App Certificate", noun_ko="App Certificate"),
    V("Mux", "media", [I("MUX_TOKEN_ID", "token_id", ident(uuid4)), I("MUX_TOKEN_SECRET", "token_secret", tok("", B64, 75))],
      curl="curl https://api.mux.com/video/v1/assets -u {0}:{1}", noun="token secret", noun_ko="토큰 시크릿"),
    V("Sanity", "saas", [I("SANITY_API_TOKEN", "token", tok("sk", AN, 180))], noun="API token", noun_ko="API 토큰"),
    V("Ghost", "saas", [I("GHOST_ADMIN_API_KEY", "admin_api_key", gen(lambda r: rs(r, HX, 24) + ":" + rs(r, HX, 64)))], noun="Admin API key", noun_ko="Admin API 키"),
    V("Gitea", "vcs", [I("GITEA_TOKEN", "token", tok("", HX, 40))],
      curl='curl -H "Authorization: token {0}" https://git.acme.lan/api/v1/user/repos', noun="access token", noun_ko="액세스 토큰"),
    V("Bitwarden", "secrets", [I("BWS_ACCESS_TOKEN", "access_token", _bws)], sdk="bws secret list --access-token {0}",
      noun="machine account access token", noun_ko="머신 계정 토큰"),
    V("Railway", "cloud", [I("RAILWAY_TOKEN", "token", gen(uuid4))], sdk="RAILWAY_TOKEN={0} railway up", noun="project token", noun_ko="프로젝트 토큰"),
    V("Yandex Cloud", "cloud", [I("YC_TOKEN", "oauth_token", tok("y0_AgAAAAA", B64U, 50))], noun="OAuth token", noun_ko="OAuth 토큰"),
    V("Sumo Logic", "mon", [I("SUMO_ACCESS_ID", "access_id", tok("su", AN, 12)), I("SUMO_ACCESS_KEY", "access_key", tok("", AN, 64))],
      curl="curl -u {0}:{1} https://api.jp.sumologic.com/api/v1/collectors", noun="access ID/key", noun_ko="access ID/key"),
    V("Splunk", "mon", [I("SPLUNK_HEC_TOKEN", "hec_token", gen(uuid4))],
      curl='curl -k https://splunk.acme.lan:8088/services/collector/event -H "Authorization: Splunk {0}" -d \'{{"event":"ping"}}\'', noun="HEC token", noun_ko="HEC 토큰"),
    V("Bugsnag", "mon", [I("BUGSNAG_API_KEY", "api_key", tok("", HX, 32))], noun="notifier API key", noun_ko="API 키"),
    V("Channel Talk", "saas", [I("CHANNEL_ACCESS_KEY", "access_key", tok("", HX, 24)), I("CHANNEL_ACCESS_SECRET", "access_secret", tok("", HX, 32))],
      curl='curl https://api.channel.io/open/v5/user-chats -H "x-access-key: {0}" -H "x-access-secret: {1}"', noun="access secret", noun_ko="access secret"),
    V("Sendbird", "chat", [I("SENDBIRD_API_TOKEN", "api_token", tok("", HX, 40))],
      curl='curl https://api-5B3C1E2A.sendbird.com/v3/users -H "Api-Token: {0}"', noun="master API token", noun_ko="마스터 API 토큰"),
    V("Solapi", "sms", [I("SOLAPI_API_KEY", "api_key", tok("NCS", UAN, 13)), I("SOLAPI_API_SECRET", "api_secret", tok("", UAN, 32))],
      sdk="new SolapiMessageService('{0}', '{1}')", noun="API key/secret", noun_ko="API 키/시크릿"),
    V("NHN Cloud", "sms", [I("NHN_APPKEY", "appkey", ident(lambda r: rs(r, AN, 16))), I("NHN_SECRET_KEY", "secretKey", tok("", AN, 8))],
      curl='curl -X POST "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/{0}/sender/sms" -H "X-Secret-Key: {1}"', noun="SecretKey", noun_ko="시크릿 키"),
    V("WireGuard", "net", [I("WG_PRIVATE_KEY", "PrivateKey", tok("", B64, 42, "8="))], noun="private key", noun_ko="개인키"),
    V("Coinbase", "pay", [I("COINBASE_API_SECRET", "api_secret", tok("", B64, 86, "=="))], noun="API secret", noun_ko="API 시크릿"),
    V("Jira Data Center", "saas", [I("JIRA_PAT", "pat", tok("", B64, 44))],
      curl='curl -H "Authorization: Bearer {0}" https://jira.acme.lan/rest/api/2/search?jql=assignee=currentUser()', noun="personal access token", noun_ko="PAT"),
]

# ================================================================ vendor frames
def slug_of(v):
    out = "".join(c if c in LAN else "_" for c in v.name.lower())
    while "__" in out:
        out = out.replace("__", "_")
    return out.strip("_")


def camel(k):
    parts = k.replace(".", "_").split("_")
    return parts[0].lower() + "".join(p[:1].upper() + p[1:] for p in parts[1:])


def yq(x):
    return '"%s"' % x if any(c in x for c in ":#{}[]&*!|>'%@`,") or x[:1] in "-?" else x


EXTRA_ENV = ["NODE_ENV=production", "LOG_LEVEL=debug", "PORT=8080", "TZ=Asia/Seoul",
             "AWS_REGION=ap-northeast-2", "FEATURE_NEW_CHECKOUT=false", "WORKERS=4",
             "APP_ENV=staging", "SENTRY_ENVIRONMENT=staging", "HTTP_TIMEOUT_MS=15000"]


def f_export(r, v, vals, lang):
    q = pick(r, ["", '"', "'"])
    return "\n".join("export %s=%s%s%s" % (V_, q, x, q) for V_, k, x in vals)


def f_dotenv(r, v, vals, lang):
    lines = ["%s=%s" % (V_, x) for V_, k, x in vals]
    for _ in range(r.randint(1, 2)):
        lines.insert(r.randint(0, len(lines)), pick(r, EXTRA_ENV))
    return "\n".join(lines)


def f_curl(r, v, vals, lang):
    return v.curl.format(*[x for _, _, x in vals]) if v.curl else None


def f_sdk(r, v, vals, lang):
    return v.sdk.format(*[x for _, _, x in vals]) if v.sdk else None


def f_url(r, v, vals, lang):
    return v.url.format(*[x for _, _, x in vals]) if v.url else None


def f_json(r, v, vals, lang):
    inner = {}
    for V_, k, x in vals:
        inner[k] = x
    obj = {slug_of(v): inner}
    if r.random() < 0.5:
        obj = {"env": pick(r, ["staging", "prod", "dev"]), "integrations": obj}
    return json.dumps(obj, indent=pick(r, [None, 2]), ensure_ascii=False)


def f_yaml(r, v, vals, lang):
    return slug_of(v) + ":\n" + "\n".join("  %s: %s" % (k, yq(x)) for V_, k, x in vals)


def f_toml(r, v, vals, lang):
    return "[%s]\n" % slug_of(v) + "\n".join('%s = "%s"' % (k.replace(".", "_"), x) for V_, k, x in vals)


def f_ini(r, v, vals, lang):
    return "[%s]\n" % slug_of(v) + "\n".join("%s = %s" % (k, x) for V_, k, x in vals)


def f_gha(r, v, vals, lang):
    if r.random() < 0.5:
        return ("      - name: deploy\n        run: ./scripts/deploy.sh\n        env:\n" +
                "\n".join("          %s: %s" % (V_, yq(x)) for V_, k, x in vals))
    return "variables:\n" + "\n".join('  %s: "%s"' % (V_, x) for V_, k, x in vals)


def f_docker(r, v, vals, lang):
    kw = pick(r, ["ENV", "ARG"])
    return pick(r, ["FROM python:3.12-slim", "FROM node:20-alpine", "FROM eclipse-temurin:21-jre"]) + "\n" + \
        "\n".join("%s %s=%s" % (kw, V_, x) for V_, k, x in vals)


def f_tf(r, v, vals, lang):
    s = slug_of(v)
    if r.random() < 0.5:
        return 'provider "%s" {\n%s\n}' % (s, "\n".join('  %s = "%s"' % (k.replace(".", "_"), x) for V_, k, x in vals))
    return "\n".join('variable "%s_%s" {\n  type    = string\n  default = "%s"\n}' % (s, k.replace(".", "_").lower(), x) for V_, k, x in vals)


def f_helm(r, v, vals, lang):
    return "%s:\n  enabled: true\n  auth:\n%s" % (camel(slug_of(v)), "\n".join('    %s: "%s"' % (camel(k), x) for V_, k, x in vals))


def f_k8s(r, v, vals, lang):
    return ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-creds\ntype: Opaque\nstringData:\n" % slug_of(v).replace("_", "-") +
            "\n".join('  %s: "%s"' % (V_, x) for V_, k, x in vals))


def f_dockerrun(r, v, vals, lang):
    return "docker run -d --name %s %s acme/%s:%d.%d.%d" % (
        pick(r, SVCS), " ".join("-e %s=%s" % (V_, x) for V_, k, x in vals), pick(r, SVCS),
        r.randint(1, 4), r.randint(0, 20), r.randint(0, 9))


def f_getenv(r, v, vals, lang):
    if r.random() < 0.5:
        return "\n".join('%s = os.getenv("%s", "%s")' % (V_.lower(), V_, x) for V_, k, x in vals)
    return "\n".join("const %s = process.env.%s || '%s';" % (camel(V_.lower()), V_, x) for V_, k, x in vals)


def f_log(r, v, vals, lang):
    ts = "2025-%02d-%02dT%02d:%02d:%02d" % (r.randint(1, 11), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))
    return "%s DEBUG %s startup config: %s" % (ts, pick(r, SVCS), " ".join("%s=%s" % (V_, x) for V_, k, x in vals))


def f_table(r, v, vals, lang):
    head = "| 변수 | 값 |" if lang == "ko" else "| variable | value |"
    return head + "\n|---|---|\n" + "\n".join("| %s | %s |" % (V_, x) for V_, k, x in vals)


def f_compose(r, v, vals, lang):
    return "services:\n  %s:\n    environment:\n%s" % (pick(r, SVCS), "\n".join("      - %s=%s" % (V_, x) for V_, k, x in vals))


def f_ps(r, v, vals, lang):
    return "\n".join('$env:%s = "%s"' % (V_, x) for V_, k, x in vals)


FRAMES = [("env export", f_export), (".env", f_dotenv), ("curl", f_curl), ("sdk/cli", f_sdk), ("url", f_url),
          ("json", f_json), ("yaml", f_yaml), ("toml", f_toml), ("ini", f_ini), ("ci file", f_gha),
          ("dockerfile", f_docker), ("terraform", f_tf), ("helm values", f_helm), ("k8s secret", f_k8s),
          ("docker run", f_dockerrun), ("getenv default", f_getenv), ("log line", f_log), ("md table", f_table),
          ("compose", f_compose), ("powershell", f_ps)]
PROSE_FRAMES = ["prose", "question"]

# wrappers: {S} snippet, {V} vendor, {svc}, {P} purpose, {who}, {file}, {noun}
W = {
 ("mc", "en"): [
  "Couldn't tell which {V} credentials {svc} uses in staging. Found this in {file}:\n{S}",
  "{svc} kept failing with 401 from {V}; the config that worked on {who}'s machine was:\n{S}",
  "Missing: where the {V} {noun} for {P} comes from. It is hardcoded here:\n```\n{S}\n```",
  "The README says nothing about {V}. The deploy box has\n{S}\nand that's what the job actually reads.",
  "Didn't know {svc} talks to {V} directly for {P}. Snippet from the old runbook:\n{S}",
  "I assumed {V} auth came from the secret store. It doesn't; {file} contains:\n{S}",
  "Spent 40 min on a {V} auth error. Root cause was a stale value; current one per {who}:\n{S}",
  "Context gap: two {V} accounts exist (legacy + new). The one {svc} needs is configured like this:\n{S}",
 ],
 ("mc", "ko"): [
  "{svc}에서 {V} 호출할 때 쓰는 키가 어디 있는지 몰랐음. {file}에 그대로 박혀 있었음:\n{S}",
  "{V} 연동 설정을 몰라서 한참 헤맴. {who}님 로컬 설정은 이랬음\n{S}",
  "스테이징 {V} 인증정보 위치가 문서화 안 돼 있음. 찾은 거:\n```\n{S}\n```",
  "{svc} 401 계속 나서 보니 {V} {noun} 값이 예전 걸로 되어 있었음. 지금 되는 설정 ↓\n{S}",
  "{P} 쪽 {V} 키가 어디서 주입되는지 몰랐음 → 배포 서버 {file} 확인함\n{S}",
  "온보딩 문서에 {V} 얘기가 하나도 없음. 결국 {who}님이 보내준 거 씀\n{S}",
  "{V} 계정이 구계정/신계정 두 개라 헷갈렸음. {svc}가 쓰는 건 이쪽:\n{S}",
 ],
 ("lesson", "en"): [
  "When {V} returns 401, check {file} first; the value that worked was\n{S}",
  "Keep the {V} config in one place. For reference, the working block:\n{S}",
  "Lesson: {svc} does not read the vault entry, it reads {file}. Current contents:\n{S}",
  "{V} keys are per-environment; staging must use\n{S}",
  "Ask {who} before regenerating anything in {V}. What we have today:\n{S}",
  "Verify the {V} {noun} with a one-off call before blaming the code:\n{S}",
 ],
 ("lesson", "ko"): [
  "{V} 401 나면 {file}부터 볼 것. 되는 값은 아래:\n{S}",
  "교훈: {svc}는 vault 안 보고 {file}을 읽음. 현재 내용\n{S}",
  "{V} 키는 환경별로 다름. 스테이징은 이걸로 써야 함\n{S}",
  "다음엔 {who}님한테 먼저 물어볼 것. 받은 설정:\n{S}",
  "코드 의심하기 전에 {V} {noun}부터 단독 호출로 확인하자\n{S}",
  "{V} 설정은 한 군데서만 관리해야 함. 참고용으로 지금 쓰는 블록:\n{S}",
 ],
 ("ask", "en"): [
  "Is this still the live {V} config?\n{S}",
  "Can someone confirm the {V} value below is staging and not prod?\n{S}",
  "Should {svc} keep using this, or is there a newer {V} {noun}?\n{S}",
  "Who rotates this {V} credential?\n{S}",
  "Is it OK that this sits in {file}?\n{S}",
 ],
 ("ask", "ko"): [
  "이 {V} 설정 아직 유효한가요?\n{S}",
  "아래 {V} 값 스테이징 맞죠? prod 아니죠?\n{S}",
  "{V} {noun} 이거 누가 관리함?\n{S}",
  "{svc}에서 계속 이걸 써도 되는지 확인 부탁\n{S}",
  "{file}에 이렇게 둬도 괜찮은지?\n{S}",
 ],
}
PROSE = {
 ("mc", "en"): [
  "Nobody wrote down the {V} {noun} for {svc}; {who} pasted {X} in chat and that's what staging runs on.",
  "The {V} {noun} I ended up using was {X}, copied from {who}'s terminal history.",
  "Turns out {P} has been running on {X} ({V}) since March and nobody knew where it came from.",
 ],
 ("mc", "ko"): [
  "{V} {noun} 어디 있는지 몰라서 {who}님한테 물어봄. {X} 이거 받아서 넣음",
  "{svc}가 쓰는 {V} 키가 {X}였는데 이거 prod 키 같음",
  "{P} 기능이 {V} {noun} {X} 로 돌고 있었음. 출처 아무도 모름",
 ],
 ("lesson", "en"): [
  "Worked once I swapped in {X} as the {V} {noun}; the old one had been revoked.",
  "Write the {V} setup into the runbook. For the record, {svc} authenticates with {X}.",
  "Don't trust the wiki value for {V}; the one that works is {X}.",
 ],
 ("lesson", "ko"): [
  "{X}로 바꾸니까 {V} 401 사라짐. 예전 키는 폐기된 듯",
  "{V} {noun} 값은 {X} 이걸로 통일하기로 함. 위키 값은 틀림",
  "다음부턴 {V} 키 바꾸면 공지할 것. 현재 값 {X}",
 ],
 ("ask", "en"): [
  "Is {X} the {V} {noun} we should use going forward, or was it rotated?",
  "Can I put {X} into the shared staging env for {V}, or is that prod?",
  "Who issued {X}? It's the only {V} {noun} that works for {svc}.",
 ],
 ("ask", "ko"): [
  "{V} {noun} {X} 이거 아직 살아있나요?",
  "{X} 이 키 스테이징에 넣어도 됨? {V} prod 키면 말려주세요",
  "{X}는 누가 발급한 {V} 키인가요?",
 ],
}
FILL = {
 ("mc", "en"): [
  "Wasn't told that {svc} depends on {V} for {P}; spent an hour on a misleading timeout.",
  "Context I lacked: {V} credentials differ between staging and prod and the app silently falls back to the wrong one.",
  "The onboarding doc skips the {V} setup entirely, so the first local run of {svc} just hangs.",
  "Didn't know {V} rate-limits per key, which made the retry loop in {svc} look broken.",
  "Nobody mentioned that {P} goes through {V}; I was looking for an internal service.",
 ],
 ("mc", "ko"): [
  "{svc}가 {P} 때문에 {V}에 의존한다는 걸 몰라서 타임아웃만 한 시간 봄.",
  "{V} 인증정보가 스테이징/운영 따로인데 앱이 조용히 잘못된 쪽으로 붙는 걸 몰랐음.",
  "온보딩 문서에 {V} 설정 단계가 빠져 있어서 로컬에서 {svc} 첫 실행이 그냥 멈춤.",
  "{P}가 {V} 거쳐서 나가는 줄 모르고 사내 서비스만 뒤졌음.",
 ],
 ("lesson", "en"): [
  "Check which environment a {V} credential belongs to before debugging code.",
  "Put the {V} setup step in the onboarding doc instead of relying on chat history.",
  "Run a single smoke call against {V} before touching {svc}.",
  "Credentials should come from the secret store; a file that happens to work is not a source of truth.",
  "When {V} says 401, it is almost always the key, not the payload.",
 ],
 ("lesson", "ko"): [
  "{V} 키가 어느 환경 건지 먼저 확인하고 코드 디버깅 시작할 것.",
  "{V} 설정 절차는 채팅 말고 온보딩 문서에 남기자.",
  "{svc} 건드리기 전에 {V}에 단건 호출로 스모크 테스트부터.",
  "{V} 401은 거의 항상 키 문제임. payload 의심은 나중에.",
 ],
 ("ask", "en"): ["", "", "Who owns the {V} account?", "Is there a sandbox project for {V}?",
                 "Where is the rotation schedule for {V} credentials written down?",
                 "Should {svc} move to short-lived {V} credentials?"],
 ("ask", "ko"): ["", "", "{V} 계정 오너가 누구인가요?", "{V} 샌드박스 프로젝트 따로 있나요?",
                 "{V} 키 교체 주기 어디 적혀 있나요?", "{svc}도 단기 토큰으로 바꿀 계획 있나요?"],
}

# ================================================================ non-vendor secret templates
SECRET_T = []
CLEAN_T = []


def st(cat, n=2):
    def deco(fn):
        SECRET_T.append((cat, fn, n))
        return fn
    return deco


def ct(cat, n=3):
    def deco(fn):
        CLEAN_T.append((cat, fn, n))
        return fn
    return deco


def L(lang, en, ko):
    return en if lang == "en" else ko


@st("shell: mysql -p attached password", 3)
def _(r, lang):
    pw = pick(r, [pw_human, pw_random, pw_kbd])(r)
    u, h, d = pick(r, DBUSERS), pick(r, HOSTS), pick(r, DBNAMES)
    cmd = "mysql -u %s -p'%s' -h %s %s" % (u, pw, h, d) if r.random() < 0.5 else "mysql -h%s -u%s -p%s %s" % (h, u, pw, d)
    if lang == "en":
        mc = "I didn't know the %s replica only accepts connections from the bastion. Once on the bastion this worked:\n%s" % (d, cmd)
        le = "Reporting queries go to the replica, never the primary. Use the bastion host, not your laptop VPN."
        ask = pick(r, ["", "Is there a read-only user I should be using instead?"])
    else:
        mc = "%s 레플리카는 bastion에서만 붙는 거 몰랐음. bastion 들어가서 아래로 접속됨\n%s" % (d, cmd)
        le = "리포트 쿼리는 무조건 레플리카로. 노트북 VPN 말고 bastion 경유할 것"
        ask = pick(r, ["", "읽기 전용 계정 따로 있으면 알려주세요"])
    return mc, le, ask, [pw]


@st("shell: PGPASSWORD env prefix", 2)
def _(r, lang):
    pw = pw_random(r, r.randint(14, 24), "-_.")
    h, u, d = pick(r, HOSTS), pick(r, DBUSERS), pick(r, DBNAMES)
    cmd = "PGPASSWORD=%s psql -h %s -U %s -d %s -c '\\dt'" % (pw, h, u, d)
    if lang == "en":
        return ("The migration job failed on permissions and I had no idea which role owns the %s schema." % d,
                "Check ownership directly instead of guessing from the ORM. This is what I ran:\n%s" % cmd,
                "", [pw])
    return ("%s 스키마 오너가 어떤 롤인지 몰라서 마이그레이션 권한 에러로 삽질함" % d,
            "ORM 보고 추측하지 말고 직접 확인할 것. 돌린 명령:\n%s" % cmd, "", [pw])


@st("shell: sshpass in ask", 2)
def _(r, lang):
    pw = pick(r, [pw_human, pw_kbd, pw_random])(r)
    h = pick(r, ["10.0.%d.%d" % (r.randint(0, 9), r.randint(2, 250)), "legacy-ftp.office.lan", "build-mac-mini.local"])
    cmd = "sshpass -p '%s' ssh ops@%s" % (pw, h)
    if lang == "en":
        return ("The legacy box %s isn't in our SSH CA, so key auth fails with 'Permission denied (publickey)'." % h,
                "Old hosts outside the CA need a manual exception; check the inventory sheet first.",
                "Is `%s` still how people get in, or is there a jump host now?" % cmd, [pw])
    return ("%s 장비는 SSH CA에 안 들어가 있어서 키 인증이 안 됨 (Permission denied (publickey))" % h,
            "CA 밖 레거시 장비는 인벤토리 시트부터 확인할 것",
            "아직도 `%s` 이렇게 들어가는 게 맞나요?" % cmd, [pw])


@st("shell: docker login -p on command line", 2)
def _(r, lang):
    pw = pw_random(r, r.randint(16, 28))
    reg = pick(r, ["registry.acme.internal", "harbor.corp.lan:8443", "nexus.acme.io:5000"])
    cmd = "docker login %s -u ci-push -p %s" % (reg, pw)
    if lang == "en":
        return ("The build agent couldn't pull base images from %s; it had never been logged in. The wiki's fix is:\n%s" % (reg, cmd),
                "Use --password-stdin in scripts; the bare -p form ends up in shell history and CI logs.",
                pick(r, ["", "Can we get a robot account per pipeline?"]), [pw])
    return ("빌드 에이전트가 %s 에서 베이스 이미지를 못 받음. 로그인 자체가 안 돼 있었음. 위키에 적힌 방법:\n%s" % (reg, cmd),
            "스크립트에선 --password-stdin 쓰기. -p 그대로 쓰면 히스토리랑 CI 로그에 남음",
            pick(r, ["", "파이프라인별 로봇 계정 만들 수 있나요?"]), [pw])


@st("shell: redis-cli -a", 2)
def _(r, lang):
    pw = pw_random(r, r.randint(20, 32), "")
    h = pick(r, ["cache-1.internal", "10.40.2.9", "redis-sessions.svc"])
    if lang == "en":
        return ("Session keys were piling up and I didn't know the eviction policy on %s." % h,
                "Inspect before flushing anything: `redis-cli -h %s -a %s --no-auth-warning config get maxmemory-policy`" % (h, pw),
                pick(r, ["", "Who decided on noeviction here?"]), [pw])
    return ("%s 에 세션 키가 계속 쌓이는데 eviction 정책이 뭔지 몰랐음" % h,
            "flush 하기 전에 먼저 확인: redis-cli -h %s -a %s --no-auth-warning config get maxmemory-policy" % (h, pw),
            "", [pw])


@st("dsn: postgres URL with password", 3)
def _(r, lang):
    pw = pick(r, [pw_random, pw_human])(r).replace("@", "9").replace("/", "x").replace(":", "7").replace("#", "3").replace("?", "5").replace("%", "8").replace("^", "6")
    u, h, d = pick(r, DBUSERS), pick(r, HOSTS), pick(r, DBNAMES)
    url = "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (u, pw, h, d)
    k = r.randrange(3)
    if lang == "en":
        if k == 0:
            return ("Local tests kept hitting the shared dev DB because DATABASE_URL in the template points there:\nDATABASE_URL=%s" % url,
                    "Override DATABASE_URL in .env.local; the template default is not a local database.", "", [pw])
        if k == 1:
            return ("I didn't know the %s service has two databases and only %s holds the ledger tables." % (pick(r, SVCS), d),
                    "Connect with the full URL when debugging, e.g. %s" % url, "", [pw])
        return ("Didn't know where the analytics dashboards read from.",
                "They read from the %s DB on %s, not the warehouse." % (d, h),
                "Is %s still the right URL for Metabase?" % url, [pw])
    if k == 0:
        return ("로컬 테스트가 공용 dev DB를 계속 때림. 템플릿 DATABASE_URL이 거기로 돼 있음\nDATABASE_URL=%s" % url,
                ".env.local에서 DATABASE_URL 덮어쓰기. 템플릿 기본값은 로컬 DB 아님", "", [pw])
    if k == 1:
        return ("%s DB가 두 개인데 원장 테이블은 %s 에만 있다는 걸 몰랐음" % (pick(r, SVCS), d),
                "디버깅할 땐 풀 URL로 붙기: %s" % url, "", [pw])
    return ("분석 대시보드가 어디 DB 보는지 몰랐음", "웨어하우스 아니고 %s 의 %s DB 봄" % (h, d),
            "메타베이스 연결 %s 이거 아직 맞나요?" % url, [pw])


@st("dsn: percent-encoded password in URL", 2)
def _(r, lang):
    base = rs(r, AN, r.randint(5, 8))
    raw = base + pick(r, ["@", "#", "/"]) + rs(r, AN, r.randint(3, 6)) + pick(r, ["!", "%", ":", "?"]) + str(r.randint(10, 99))
    enc = "".join(c if c in AN or c in "-._~" else "%%%02X" % ord(c) for c in raw)
    u = pick(r, DBUSERS)
    url = "postgres://%s:%s@%s/%s" % (u, enc, pick(r, HOSTS), pick(r, DBNAMES))
    if lang == "en":
        both = r.random() < 0.5
        le = "Special characters in the password must be percent-encoded in the URL: %s" % url
        if both:
            le += "\n(the plain value is %s)" % raw
        return ("SQLAlchemy threw 'invalid literal for int() with base 10' while parsing the DSN and I didn't see why.",
                le, "", [enc, raw] if both else [enc])
    both = r.random() < 0.5
    le = "비번에 특수문자 있으면 URL에선 퍼센트 인코딩 해야 함 → %s" % url
    if both:
        le += "\n원래 비번은 %s" % raw
    return ("DSN 파싱하다 'invalid literal for int() with base 10' 에러. 원인 몰라서 한참 봄", le, "",
            [enc, raw] if both else [enc])


@st("dsn: JDBC url with password param", 2)
def _(r, lang):
    pw = pw_human(r).replace("&", "x").replace("?", "7").replace("#", "4")
    url = "jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true" % (pick(r, HOSTS), pick(r, DBNAMES), pick(r, DBUSERS), pw)
    if lang == "en":
        return ("The batch job's datasource was set in a properties file I didn't know existed:\nspring.datasource.url=%s" % url,
                "Search for *.properties under src/main/resources/legacy before assuming config comes from env.",
                "", [pw])
    return ("배치잡 데이터소스가 내가 모르던 properties 파일에 있었음\nspring.datasource.url=%s" % url,
            "설정이 env에서만 온다고 가정하지 말고 src/main/resources/legacy 아래 properties부터 볼 것", "", [pw])


@st("dsn: SQL Server connection string", 2)
def _(r, lang):
    pw = pw_punct(r).replace(";", ".").replace("'", "!").replace("=", "+")
    cs = "Server=tcp:%s,1433;Database=%s;User Id=sa;Password=%s;TrustServerCertificate=True;" % (
        pick(r, ["legacy-sql01.office.lan", "10.1.4.20", "erp-db.corp.lan"]), pick(r, ["ERP", "Billing", "HR_Sync"]), pw)
    if lang == "en":
        return ("The ERP sync is a .NET job with its own appsettings; none of our env vars apply.",
                "Read appsettings.Production.json first. Its ConnectionStrings.Default is:\n%s" % cs,
                pick(r, ["Why does it still log in as sa?", ""]), [pw])
    return ("ERP 동기화는 .NET 잡이라 우리 env 변수 하나도 안 먹음. appsettings 따로 있음",
            "appsettings.Production.json부터 볼 것. ConnectionStrings.Default 값:\n%s" % cs,
            pick(r, ["아직도 sa로 붙는 이유가 있나요?", ""]), [pw])


@st("dsn: mongodb+srv URI in ask", 2)
def _(r, lang):
    pw = pw_random(r, r.randint(14, 20), "")
    uri = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (pick(r, ["appUser", "etl", "reporting"]), pw, rs(r, LAN, 5), pick(r, DBNAMES))
    if lang == "en":
        return ("Didn't know the event store moved from self-hosted Mongo to Atlas last quarter.",
                "Check the infra changelog before debugging connectivity to old hosts.",
                "Is this the URI everyone uses now? %s" % uri, [pw])
    return ("이벤트 저장소가 지난 분기에 자체 몽고에서 Atlas로 옮겨간 걸 몰랐음",
            "옛날 호스트 연결 디버깅 전에 인프라 변경 이력부터 확인",
            "요즘 다들 이 URI 쓰는 거 맞나요? %s" % uri, [pw])


@st("dsn: amqp / redis URL", 2)
def _(r, lang):
    pw = pw_random(r, r.randint(16, 24), "-_")
    if r.random() < 0.5:
        url = "amqp://orders:%s@rabbitmq.internal:5672/prod" % pw
        what = "RabbitMQ"
    else:
        url = "rediss://default:%s@redis-queue.internal:6380/0" % pw
        what = "Redis"
    if lang == "en":
        return ("Workers were consuming from the wrong vhost. Celery's broker is set in celeryconfig.py, not in env:\nbroker_url = '%s'" % url,
                "Grep for broker_url when tasks vanish; %s vhosts are not shared between envs." % what, "", [pw])
    return ("워커가 엉뚱한 vhost에서 소비하고 있었음. 셀러리 브로커가 env가 아니라 celeryconfig.py에 있음\nbroker_url = '%s'" % url,
            "태스크가 사라지면 broker_url부터 grep. %s vhost는 환경별로 분리돼 있음" % what, "", [pw])


@st("http: Basic auth header copied from request", 3)
def _(r, lang):
    u = pick(r, ["admin", "monitor", "partner-acme", "grafana", "ops"])
    pw = pick(r, [pw_human, pw_random])(r)
    tokb = b64s(u + ":" + pw)
    path = pick(r, ["/internal/metrics", "/admin/api/jobs", "/partner/v2/orders", "/_cluster/health"])
    hdr = "Authorization: Basic %s" % tokb
    k = r.randrange(2)
    if lang == "en":
        if k == 0:
            return ("Didn't know %s sits behind basic auth at the ingress. Request that works:\nGET %s HTTP/1.1\nHost: ops.acme.io\n%s" % (path, path, hdr),
                    "The ingress annotation adds auth; the app itself has none.", "", [tokb])
        return ("Health checks from the new monitor returned 401.", "Copy the exact header from a working client: `%s` (user %s, password %s)." % (hdr, u, pw),
                "", [tokb, pw])
    if k == 0:
        return ("%s 이 인그레스에서 basic auth 걸려 있는 걸 몰랐음. 되는 요청:\nGET %s HTTP/1.1\nHost: ops.acme.io\n%s" % (path, path, hdr),
                "인증은 앱이 아니라 ingress 어노테이션에서 붙음", "", [tokb])
    return ("새 모니터링에서 헬스체크가 401 남", "되는 클라이언트 헤더 그대로 복사: %s (계정 %s / 비번 %s)" % (hdr, u, pw), "", [tokb, pw])


@st("http: curl -u user:pass in ask", 2)
def _(r, lang):
    pw = pick(r, [pw_human, pw_random])(r).replace("'", "")
    cmd = "curl -u jenkins:'%s' https://%s/api/json" % (pw, pick(r, ["ci.acme.lan", "jenkins.corp.io"]))
    if lang == "en":
        return ("Release job status isn't visible in Slack anymore; the bot lost access.", "Check the bot's credentials before the plugin.",
                "Does the bot still use this? %s" % cmd, [pw])
    return ("릴리즈 잡 상태가 슬랙에 안 뜸. 봇 권한이 날아간 듯", "플러그인보다 봇 계정부터 볼 것", "봇이 아직 이거 쓰나요? %s" % cmd, [pw])


@st("http: session cookie in copied request", 2)
def _(r, lang):
    sid = rs(r, B64U, r.randint(40, 64))
    csrf = rs(r, AN, 32)
    ck = "Cookie: sessionid=%s; csrftoken=%s; theme=dark" % (sid, csrf)
    if lang == "en":
        return ("The admin export endpoint has no API auth; it only works with a browser session.",
                "To reproduce, I copied the request from devtools:\ncurl 'https://admin.acme.io/export?fmt=csv' -H '%s'" % ck,
                "", [sid, csrf])
    return ("어드민 export 엔드포인트는 API 인증이 없고 브라우저 세션으로만 됨",
            "재현할 때 개발자도구에서 요청 복사함\ncurl 'https://admin.acme.io/export?fmt=csv' -H '%s'" % ck, "", [sid, csrf])


@st("http: bearer JWT from devtools", 2)
def _(r, lang):
    now = r.randint(1730000000, 1760000000)
    j = jwt_like(r, {"sub": str(r.randint(1000, 99999)), "role": pick(r, ["admin", "ops", "support"]), "iat": now, "exp": now + 86400})
    if lang == "en":
        return ("Couldn't reproduce the 403 on /v2/refunds locally. Prod request from the support agent's browser:\nAuthorization: Bearer %s" % j,
                "Decode the token's role claim before chasing the permission matrix.", "", [j])
    return ("/v2/refunds 403 로컬 재현이 안 됨. 상담원 브라우저에서 뜬 운영 요청 헤더:\nAuthorization: Bearer %s" % j,
            "권한 매트릭스 뒤지기 전에 토큰 role 클레임부터 디코딩해볼 것", "", [j])


@st("sql: CREATE USER IDENTIFIED BY", 2)
def _(r, lang):
    pw = pick(r, [pw_human, pw_random])(r).replace("'", "")
    u = pick(r, ["bi_reader", "airflow", "debezium", "app_v2"])
    sql = pick(r, ["CREATE USER '%s'@'%%' IDENTIFIED BY '%s';" % (u, pw), "CREATE ROLE %s LOGIN PASSWORD '%s';" % (u, pw)])
    if lang == "en":
        return ("CDC wasn't capturing changes because the connector user lacked REPLICATION.",
                "Grant replication explicitly. I created the user with:\n%s\nGRANT REPLICATION SLAVE ON *.* TO '%s'@'%%';" % (sql, u), "", [pw])
    return ("커넥터 계정에 REPLICATION 권한이 없어서 CDC가 변경분을 못 잡았음",
            "복제 권한 명시적으로 줘야 함. 계정 생성은 이렇게 함\n%s\nGRANT REPLICATION SLAVE ON *.* TO '%s'@'%%';" % (sql, u), "", [pw])


@st("sql: ALTER ROLE PASSWORD in ask", 2)
def _(r, lang):
    pw = pw_random(r, r.randint(14, 20), "!#-")
    sql = "ALTER ROLE %s WITH PASSWORD '%s';" % (pick(r, DBUSERS), pw)
    if lang == "en":
        return ("The nightly ETL started failing right after the DBA rotation; nobody told the data team.",
                "Rotations need an announcement in #data-eng with the affected jobs listed.",
                "Was it this? %s — if so, I'll update Airflow." % sql, [pw])
    return ("DBA 비번 교체 직후 야간 ETL 실패 시작. 데이터팀에 공유가 안 됐음",
            "비번 교체 시 #data-eng에 영향 잡 목록이랑 같이 공지 필요",
            "혹시 %s 이걸로 바꾸신 거 맞나요? 맞으면 에어플로우 수정할게요" % sql, [pw])


def rsa_lines(r):
    return pem_body(r, "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", r.randint(6, 9))


@st("pem: RSA private key block", 2)
def _(r, lang):
    lines = rsa_lines(r)
    pem = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END PRIVATE KEY-----"
    if lang == "en":
        return ("The SAML signing key for the staging IdP isn't in the secret store; it was in the repo under certs/. Contents (truncated by me):\n" + pem,
                "Signing keys belong in the KMS-backed store; the certs/ folder should only hold public certs.", "", lines)
    return ("스테이징 IdP SAML 서명키가 시크릿 저장소에 없고 레포 certs/ 밑에 있었음. 내용 일부:\n" + pem,
            "서명키는 KMS 기반 저장소로. certs/ 폴더엔 공개 인증서만 둘 것", "", lines)


@st("pem: OpenSSH private key", 2)
def _(r, lang):
    lines = pem_body(r, "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", r.randint(4, 6), width=70)
    pem = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
    if lang == "en":
        return ("Deploys to the on-prem box use a dedicated key, not our personal ones.",
                "The deploy key lives in ~deploy/.ssh/id_ed25519 on the runner:\n" + pem, "", lines)
    return ("온프렘 서버 배포는 개인키가 아니라 전용 배포키로 함",
            "러너의 ~deploy/.ssh/id_ed25519 에 있는 키:\n" + pem, "", lines)


@st("pem: service-account JSON with escaped private_key", 2)
def _(r, lang):
    lines = pem_body(r, "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ", 5)
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n-----END PRIVATE KEY-----\\n"
    proj = pick(r, ["acme-data-prod", "shop-analytics", "ml-batch-412"])
    blob = '{"type": "service_account", "project_id": "%s", "private_key_id": "%s", "private_key": "%s", "client_email": "loader@%s.iam.gserviceaccount.com"}' % (proj, rs(r, HX, 40), pk, proj)
    if lang == "en":
        return ("BigQuery loads run as a service account whose key file is committed to the old airflow repo:\n" + blob,
                "Use workload identity; do not mint new JSON keys.", "", lines)
    return ("빅쿼리 적재가 서비스계정 키파일로 돌고 있는데 그 파일이 옛날 airflow 레포에 커밋돼 있음:\n" + blob,
            "새 JSON 키 발급하지 말고 워크로드 아이덴티티로 가야 함", "", lines)


@st("totp: otpauth URI seed", 2)
def _(r, lang):
    seed = rs(r, B32, 32)
    acct = pick(r, ["aws-root", "registrar", "ops-shared", "apple-dev"])
    uri = "otpauth://totp/%s?secret=%s&issuer=%s&digits=6" % (acct, seed, pick(r, ["AWS", "Gandi", "Apple", "Acme"]))
    if lang == "en":
        return ("The shared %s account has MFA tied to a phone that left with a former employee." % acct,
                "Shared MFA should live in the team vault. Decoded the QR from the handover doc: %s" % uri,
                pick(r, ["", "Can we move this to hardware keys?"]), [seed])
    return ("공용 %s 계정 MFA가 퇴사자 폰에 물려 있었음" % acct,
            "공용 MFA는 팀 볼트에 둬야 함. 인수인계 문서 QR 디코딩한 값: %s" % uri,
            pick(r, ["", "하드웨어 키로 바꿀 수 있을까요?"]), [seed])


@st("totp: base32 seed in prose", 2)
def _(r, lang):
    seed = " ".join(rs(r, B32.lower(), 4) for _ in range(8))
    if lang == "en":
        return ("The registrar login needs a TOTP and the seed was only on Jonas's phone.",
                "He read the setup key out to me: %s. I've added it to my authenticator for now." % seed, "", [seed])
    return ("도메인 등록업체 로그인에 OTP 필요한데 시드가 준호님 폰에만 있었음",
            "설정 키 불러줘서 일단 내 OTP 앱에 추가함: %s" % seed, "", [seed])


@st("recovery codes list", 3)
def _(r, lang):
    style = r.randrange(3)
    if style == 0:
        codes = ["%s-%s" % (rs(r, HX, 5), rs(r, HX, 5)) for _ in range(r.randint(4, 8))]
    elif style == 1:
        codes = ["%s %s" % (rs(r, DG, 4), rs(r, DG, 4)) for _ in range(r.randint(4, 6))]
    else:
        codes = [rs(r, LAN, 10) for _ in range(r.randint(4, 8))]
    svc = pick(r, ["GitHub org owner", "Google Workspace admin", "npm org", "Cloudflare"])
    body = "\n".join("- " + c for c in codes)
    if lang == "en":
        return ("Couldn't log into the %s account; the 2FA device was lost." % svc,
                "Recovery codes from the sealed envelope in the safe (used the first one):\n" + body,
                pick(r, ["", "Who regenerates these after use?"]), codes)
    return ("%s 계정 2FA 기기 분실로 로그인 못 함" % svc, "금고 봉투에 있던 복구 코드 (첫 번째 사용함)\n" + body,
            pick(r, ["", "사용한 코드는 누가 재발급하나요?"]), codes)


@st("wifi: WPA key", 2)
def _(r, lang):
    pw = pick(r, [pw_human, pw_kbd, lambda r: passphrase(r, 3)])(r)
    ssid = pick(r, ["ACME-Lab", "Pangyo_5F_Dev", "IoT-Test-2G", "Guest-Acme"])
    k = r.randrange(2)
    if lang == "en":
        if k == 0:
            return ("The device test rig only joins the isolated IoT network, which isn't in the onboarding doc.",
                    "Provisioning QR for the rig: WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw), "", [pw])
        return ("Firmware flashing needs the lab network.", "Ask facilities about the 2.4 GHz band before testing.",
                "Is the %s key still %s?" % (ssid, pw), [pw])
    if k == 0:
        return ("테스트 장비는 격리된 IoT 망에만 붙는데 온보딩 문서에 없음",
                "장비 프로비저닝용 QR 내용: WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw), "", [pw])
    return ("펌웨어 굽는 건 랩 와이파이에서만 됨", "2.4GHz 대역은 시설팀에 먼저 물어볼 것",
            "%s 와이파이 비번 아직 %s 맞나요?" % (ssid, pw), [pw])


@st("pin: door / alarm / safe code", 2)
def _(r, lang):
    code = pick(r, [lambda r: rs(r, DG, 8), lambda r: rs(r, DG, 4) + "*" + rs(r, DG, 4), lambda r: rs(r, DG, 6) + "#" + rs(r, DG, 2)])(r)
    if lang == "en":
        return ("Server room access after 7pm needs the keypad code; badges don't work then.",
                "Code is %s, then press the bell icon. Log entry in the visitor sheet." % code, "", [code])
    return ("저녁 7시 이후 서버실은 출입카드 안 되고 도어락 비번으로만 들어감",
            "도어락 %s 누르고 종 모양 버튼. 출입대장 꼭 기록" % code, "", [code])


@st("app password: 16-letter grouped", 2)
def _(r, lang):
    ap = " ".join(rs(r, LO, 4) for _ in range(4))
    acct = pick(r, ["noreply@acme.io", "alerts@acme.kr", "billing-bot@acme.io"])
    if lang == "en":
        return ("Outbound mail from the cron host goes through Gmail SMTP with an app password, not the relay.",
                "msmtprc on the host: account %s, password %s. Regular passwords are rejected since 2FA." % (acct, ap),
                "", [ap])
    return ("크론 서버 메일 발송은 릴레이가 아니라 지메일 SMTP + 앱 비밀번호로 나감",
            "서버 msmtprc: 계정 %s, 앱 비번 %s. 2단계 인증 후로 일반 비번은 거부됨" % (acct, ap), "", [ap])


@st("passphrase with spaces in ask", 2)
def _(r, lang):
    pp = passphrase(r)
    if lang == "en":
        return ("Signing release tags needs the team GPG key, which is passphrase protected.",
                "Import the key with gpg --import before running make release.",
                "Is the passphrase still '%s'? It failed once for me." % pp, [pp])
    return ("릴리즈 태그 서명에 팀 GPG 키 필요. 패스프레이즈 걸려 있음", "make release 전에 gpg --import 먼저",
            "패스프레이즈 아직 '%s' 맞나요? 한 번 실패했음" % pp, [pp])


@st("password with heavy punctuation in .env quotes", 2)
def _(r, lang):
    pw = pw_punct(r)
    line = 'SMTP_PASSWORD="%s"' % pw
    if lang == "en":
        return ("Mail sending broke after someone pasted the new relay password without quotes; the # cut it off.\n" + line,
                "Always double-quote passwords in .env files.", "", [pw])
    return ("누가 릴레이 비번을 따옴표 없이 붙여넣어서 # 뒤가 잘림 → 메일 발송 장애\n" + line,
            ".env 비번은 항상 큰따옴표로 감싸기", "", [pw])


@st("prose: human-style password", 2)
def _(r, lang):
    pw = pw_human(r)
    if lang == "en":
        return ("The vendor's support portal is the only place to download the firmware, and the login is shared.",
                "Shared login is ops@acme.io with %s. Don't reset it, the vendor takes a week to unlock." % pw, "", [pw])
    return ("펌웨어는 업체 지원 포털에서만 받을 수 있고 계정은 공용임",
            "공용 계정 ops@acme.io / %s. 리셋하지 말 것, 업체 잠금 해제에 일주일 걸림" % pw, "", [pw])


@st("korean-keyboard password", 3)
def _(r, lang):
    pw = pw_kbd(r)
    if lang == "en":
        return ("The NAS admin password is a Korean word typed with the keyboard in English mode: %s. That's why nobody could guess it." % pw,
                "Write down the actual characters, not 'type the Korean word', in the handover doc.", "", [pw])
    k = r.randrange(2)
    if k == 0:
        return ("NAS 관리자 비번이 한글을 영타로 친 거였음 → %s 이렇게 쳐야 들어가짐" % pw,
                "인수인계 문서에 '한글로 OO' 이렇게 적지 말고 실제 입력값을 적을 것", "", [pw])
    return ("사내 위키 관리자 로그인이 안 돼서 한참 헤맴", "한영키 상태 확인할 것. 비번이 한글 자판 영문입력이라 %s 임" % pw,
            "", [pw])


@st("hangul password", 2)
def _(r, lang):
    pw = pw_hangul(r)
    if lang == "en":
        return ("The kiosk PC login is in Hangul, so remote tools that only send ASCII fail.",
                "Switch the IME before typing; the password is %s" % pw, "", [pw])
    return ("매장 키오스크 PC 로그인 비번이 한글이라 ASCII만 보내는 원격툴로는 안 됨",
            "입력기 한글로 바꾸고 쳐야 함. 비번: %s" % pw, "", [pw])


@st("old/new password pair", 3)
def _(r, lang):
    old, new = pw_human(r), pw_human(r)
    sys_ = pick(r, ["the staging Keycloak admin", "the Jenkins admin user", "the shared NAS", "the VPN appliance"])
    if lang == "en":
        return ("%s password was rotated mid-sprint; half the scripts still use the old one (%s)." % (sys_.capitalize(), old),
                "New one is %s. Update scripts/ and the runbook in the same PR next time." % new, "", [old, new])
    return ("%s 비번이 스프린트 중에 바뀜. 스크립트 절반은 아직 예전 비번 %s 씀" % (pick(r, ["스테이징 키클락 admin", "젠킨스 관리자", "공용 NAS", "VPN 장비"]), old),
            "새 비번은 %s. 다음엔 scripts/랑 런북을 같은 PR에서 같이 고칠 것" % new, "", [old, new])


@st("split: label ends one field, value starts next", 3)
def _(r, lang):
    pw = pick(r, [pw_human, pw_random, pw_kbd])(r)
    k = r.randrange(2)
    if lang == "en":
        if k == 0:
            return ("Needed the Grafana admin account to fix a broken datasource. The admin password is",
                    "%s (from the infra vault export). Lesson: datasource credentials are per-org." % pw, "", [pw])
        return ("The RDS master user is only used for migrations.", "Migrations need the master login; its password:",
                "%s — should we move migrations to IAM auth?" % pw, [pw])
    if k == 0:
        return ("데이터소스 고치려고 그라파나 admin 계정 필요했음. 관리자 비번은",
                "%s (인프라 볼트 export에서 찾음). 데이터소스 인증은 org별로 따로임" % pw, "", [pw])
    return ("RDS 마스터 계정은 마이그레이션에만 씀", "마이그레이션 돌리려면 마스터 로그인 필요, 비번:",
            "%s 인데 IAM 인증으로 바꿀 수 있을까요?" % pw, [pw])


@st("prose: unlabeled credential", 2)
def _(r, lang):
    pw = pick(r, [pw_human, pw_random])(r)
    if lang == "en":
        return ("I logged into the old Magento admin as admin with %s and it still works, which was a surprise." % pw,
                "Legacy admin panels should be behind the VPN at least.", "", [pw])
    return ("옛날 마젠토 어드민에 admin / %s 넣어봤는데 아직도 들어가짐. 놀람" % pw,
            "레거시 관리자 페이지는 최소한 VPN 뒤로 옮겨야 함", "", [pw])


@st("log excerpt with password field", 3)
def _(r, lang):
    pw = pick(r, [pw_random, pw_human])(r).replace("'", "")
    ts = "2025-%02d-%02d %02d:%02d:%02d" % (r.randint(1, 11), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))
    lg = pick(r, [
        "%s INFO  [pool-3] HikariPool-1 - Starting... url=jdbc:postgresql://db:5432/app user=app password=%s" % (ts, pw),
        "%s DEBUG smtp: AUTH LOGIN user=alerts@acme.io pass=%s" % (ts, pw),
        "[%s] local.DEBUG: ldap bind {\"dn\":\"cn=svc-wiki,ou=svc,dc=acme,dc=lan\",\"password\":\"%s\"}" % (ts, pw),
    ])
    if lang == "en":
        return ("Debug logging on the worker dumps its connection config at startup:\n" + lg,
                "Turn debug logging off before sharing logs in tickets.", pick(r, ["", "Can we scrub these logs in Loki?"]), [pw])
    return ("워커 디버그 로그가 기동 시 접속 설정을 그대로 찍음\n" + lg,
            "티켓에 로그 붙이기 전에 디버그 레벨부터 끌 것", pick(r, ["", "로키에 남은 로그 지울 수 있나요?"]), [pw])


@st("stack trace with DSN", 2)
def _(r, lang):
    pw = pw_random(r, r.randint(12, 18), "")
    tr = ("Traceback (most recent call last):\n  File \"/app/worker/main.py\", line 41, in <module>\n    engine = create_engine(DSN)\n"
          "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"10.8.0.12\", port 5432 failed: timeout expired\n"
          "(Background on this error at: https://sqlalche.me/e/20/e3q8)\n[SQL: None] [parameters: {'dsn': 'postgresql://worker:%s@10.8.0.12/jobs'}]" % pw)
    if lang == "en":
        return ("Worker crashes on boot in the new VPC.", "The SG blocked 5432 from the new subnet. Trace:\n" + tr, "", [pw])
    return ("새 VPC에서 워커가 부팅하자마자 죽음", "신규 서브넷에서 5432가 SG에 막혀 있었음. 트레이스:\n" + tr, "", [pw])


@st("diff: password changed in config", 2)
def _(r, lang):
    old, new = pw_random(r, 16), pw_random(r, 16)
    d = ("--- a/config/prod.yaml\n+++ b/config/prod.yaml\n@@ -12,7 +12,7 @@ database:\n   host: db-prod-01.internal\n   user: app_rw\n"
         "-  password: %s\n+  password: %s\n   pool: 20" % (old, new))
    if lang == "en":
        return ("This diff from the hotfix branch is why prod reconnected at 02:10:\n" + d,
                "Config changes to prod.yaml need a second reviewer, even in hotfixes.", "", [old, new])
    return ("새벽 2시 10분 운영 재접속 원인이 핫픽스 브랜치의 이 diff였음\n" + d, "prod.yaml 변경은 핫픽스라도 리뷰어 2명", "", [old, new])


@st("markdown table of accounts", 2)
def _(r, lang):
    rows = []
    secs = []
    for env in ["dev", "staging", "prod"][: r.randint(2, 3)]:
        p = pw_random(r, r.randint(12, 16))
        secs.append(p)
        rows.append("| %s | %s | %s |" % (env, pick(r, DBUSERS), p))
    head = "| env | user | password |" if lang == "en" else "| 환경 | 계정 | 비번 |"
    tbl = head + "\n|---|---|---|\n" + "\n".join(rows)
    if lang == "en":
        return ("Found the DB accounts table in the team wiki page 'Onboarding (old)':\n" + tbl,
                "That page should be deleted; it's still indexed by search.", "", secs)
    return ("팀 위키 '온보딩(구)' 페이지에 DB 계정 표가 있었음\n" + tbl, "이 페이지 검색에 아직 걸림. 삭제 필요", "", secs)


@st("json blob with credentials", 2)
def _(r, lang):
    pw = pw_random(r, r.randint(14, 20), "!#%")
    blob = json.dumps({"sftp": {"host": "sftp.partner-bank.co.kr", "port": 22, "username": "acme_settle", "password": pw, "remote_dir": "/inbound"}}, ensure_ascii=False)
    if lang == "en":
        return ("The settlement file upload is configured in a JSON blob stored in the DB (table job_settings), not in code.",
                "SELECT value FROM job_settings WHERE key='settlement' returns:\n" + blob, "", [pw])
    return ("정산 파일 업로드 설정이 코드가 아니라 DB(job_settings 테이블)에 JSON으로 들어 있음",
            "job_settings에서 key='settlement' 조회 결과:\n" + blob, "", [pw])


@st("kubectl create secret --from-literal", 2)
def _(r, lang):
    pw = pw_random(r, r.randint(16, 24), "-_")
    cmd = "kubectl -n payments create secret generic pg-cred --from-literal=username=app --from-literal=password=%s" % pw
    if lang == "en":
        return ("The payments namespace had no pg-cred secret after the cluster rebuild.", "Recreate secrets from the runbook, not by hand.",
                "Is this the command from the runbook? %s" % cmd, [pw])
    return ("클러스터 재구축 후 payments 네임스페이스에 pg-cred 시크릿이 없었음", "시크릿은 손으로 말고 런북대로 재생성",
            "런북 명령이 이거 맞나요? %s" % cmd, [pw])


@st("k8s Secret manifest base64 data", 2)
def _(r, lang):
    pw = pw_random(r, r.randint(14, 20))
    tkn = rs(r, HX, 40)
    bp, bt = b64s(pw), b64s(tkn)
    man = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-creds\ndata:\n  DB_PASSWORD: %s\n  INTERNAL_TOKEN: %s" % (bp, bt)
    if lang == "en":
        return ("The rendered manifest in the release artifact contains real values:\n" + man,
                "base64 in a Secret is encoding, not encryption; use SealedSecrets for anything committed.", "", [bp, bt])
    return ("릴리즈 아티팩트에 렌더된 매니페스트에 실제 값이 들어가 있음\n" + man,
            "Secret의 base64는 암호화가 아님. 커밋할 거면 SealedSecret 써야 함", "", [bp, bt])


@st("git remote with embedded credentials", 2)
def _(r, lang):
    pw = pw_random(r, r.randint(16, 22), "")
    url = "https://build-bot:%s@git.acme.lan/platform/infra.git" % pw
    if lang == "en":
        return ("The mirror job pushes to the internal Gitea.", "Don't copy the remote from the runner; it has creds inline: %s" % url, "", [pw])
    return ("미러 잡이 사내 Gitea로 푸시함", "러너의 remote 그대로 복사하지 말 것. 인증정보가 박혀 있음: %s" % url, "", [pw])


@st("pip extra-index-url with credentials", 2)
def _(r, lang):
    pw = pw_random(r, r.randint(18, 26), "")
    url = "https://pypi-reader:%s@nexus.acme.lan/repository/pypi-internal/simple" % pw
    if lang == "en":
        return ("pip couldn't find acme-common; it's only on the internal index. pip.conf on the build image:\n[global]\nextra-index-url = %s" % url,
                "Add the internal index for local installs too.", "", [pw])
    return ("pip가 acme-common을 못 찾음. 사내 인덱스에만 있음. 빌드 이미지 pip.conf:\n[global]\nextra-index-url = %s" % url,
            "로컬 설치할 때도 사내 인덱스 추가해야 함", "", [pw])


@st(".npmrc _auth / _authToken", 2)
def _(r, lang):
    u, pw = "ci", pw_random(r, 18, "")
    a = b64s(u + ":" + pw)
    rc = "registry=https://npm.acme.lan/\n//npm.acme.lan/:_auth=%s\nalways-auth=true" % a
    if lang == "en":
        return ("Scoped @acme packages 401'd in Docker builds.", "The build copies this .npmrc into the image:\n" + rc, "", [a])
    return ("도커 빌드에서 @acme 스코프 패키지가 401", "빌드가 이 .npmrc를 이미지 안에 복사함:\n" + rc, "", [a])


@st("maven settings.xml password", 2)
def _(r, lang):
    pw = pw_random(r, r.randint(14, 20), "!#")
    x = "<server>\n  <id>acme-releases</id>\n  <username>deployer</username>\n  <password>%s</password>\n</server>" % pw
    if lang == "en":
        return ("mvn deploy failed with 401 to acme-releases; the server id must match distributionManagement. ~/.m2/settings.xml on the build VM:\n" + x,
                "Match <id> in settings.xml with the repository id in the pom.", "", [pw])
    return ("mvn deploy가 acme-releases로 401. server id가 distributionManagement랑 같아야 함. 빌드 VM의 ~/.m2/settings.xml:\n" + x,
            "settings.xml의 <id>와 pom의 저장소 id 일치시킬 것", "", [pw])


@st("docker config.json auth", 2)
def _(r, lang):
    a = b64s("robot$ci+" + rs(r, LAN, 6) + ":" + rs(r, AN, 32))
    j = '{"auths": {"harbor.acme.lan": {"auth": "%s"}}}' % a
    if lang == "en":
        return ("Pulls from Harbor worked on one node only.", "That node had ~/.docker/config.json set manually.",
                "Should this go into a pull secret instead? %s" % j, [a])
    return ("하버 이미지 풀이 노드 하나에서만 됨", "그 노드만 ~/.docker/config.json 수동 설정돼 있었음",
            "이거 imagePullSecret으로 옮겨야 하나요? %s" % j, [a])


@st("ldapsearch -w bind password", 2)
def _(r, lang):
    pw = pw_human(r)
    cmd = 'ldapsearch -H ldaps://dc01.acme.lan -D "cn=svc-jira,ou=service,dc=acme,dc=lan" -w \'%s\' -b "dc=acme,dc=lan" "(sAMAccountName=jdoe)"' % pw
    if lang == "en":
        return ("Jira user sync silently skipped new hires. Tested the bind directly:\n" + cmd,
                "The service account's OU changed; update the bind DN when AD is reorganised.", "", [pw])
    return ("지라 유저 동기화가 신규 입사자를 조용히 건너뜀. 바인드 직접 테스트함\n" + cmd,
            "AD 조직 개편되면 서비스 계정 바인드 DN도 같이 바꿔야 함", "", [pw])


@st("keytool -storepass", 2)
def _(r, lang):
    pw = pw_random(r, r.randint(12, 16), "")
    cmd = "keytool -list -v -keystore upload-keystore.jks -storepass %s -alias upload" % pw
    if lang == "en":
        return ("Play Console rejected the AAB as signed with the wrong key.",
                "Compare the SHA-1 with the console before uploading:\n" + cmd, "", [pw])
    return ("플레이 콘솔에서 AAB 서명 키가 다르다고 거절됨", "업로드 전에 콘솔 SHA-1이랑 비교할 것\n" + cmd, "", [pw])


@st("openssl / zip password in ask", 2)
def _(r, lang):
    pw = pw_human(r)
    cmd = pick(r, ["zip -P '%s' -r export.zip export/" % pw, "openssl pkcs12 -export -in cert.pem -inkey key.pem -out client.p12 -passout pass:%s" % pw,
                   "7z a -p%s backup.7z dump.sql" % pw])
    if lang == "en":
        return ("The partner needs the monthly export encrypted; they told us the password by phone.", "Keep the password out of the e-mail thread.",
                "Is it fine to keep using `%s`?" % cmd, [pw])
    return ("파트너사가 월간 추출 파일 암호화해서 달라고 함. 비번은 전화로 전달받음", "메일 스레드에 비번 적지 말 것",
            "계속 `%s` 이렇게 만들어도 되나요?" % cmd, [pw])


@st("wp-config DB_PASSWORD", 2)
def _(r, lang):
    pw = pw_punct(r).replace("'", "^")
    line = "define( 'DB_PASSWORD', '%s' );" % pw
    if lang == "en":
        return ("The marketing WordPress runs on a separate VM with its own MySQL. wp-config.php:\ndefine( 'DB_USER', 'wp_mkt' );\n" + line,
                "That site is outside Terraform; changes are manual.", "", [pw])
    return ("마케팅 워드프레스는 별도 VM + 자체 MySQL. wp-config.php:\ndefine( 'DB_USER', 'wp_mkt' );\n" + line,
            "이 사이트는 테라폼 밖이라 변경이 전부 수동임", "", [pw])


@st("framework secret: Django SECRET_KEY", 2)
def _(r, lang):
    sk = "django-insecure-" + rs(r, LO + DG + "!@#$%^&*(-_=+)", 50) if r.random() < 0.3 else rs(r, LO + DG + "!@#$%^&*(-_=+)", 50)
    if lang == "en":
        return ("Password reset links from staging were valid on prod.", "Both envs share one SECRET_KEY from settings/base.py:\nSECRET_KEY = '%s'" % sk, "", [sk])
    return ("스테이징에서 발급한 비번 재설정 링크가 운영에서도 먹힘", "두 환경이 settings/base.py의 같은 SECRET_KEY를 씀\nSECRET_KEY = '%s'" % sk, "", [sk])


@st("framework secret: Rails master.key", 2)
def _(r, lang):
    mk = rs(r, HX, 32)
    if lang == "en":
        return ("Couldn't edit credentials.yml.enc because config/master.key isn't in the repo (correct).", "Ask the owner for the key over 1Password.",
                "Found %s in an old Slack DM — is that the current master.key?" % mk, [mk])
    return ("config/master.key가 레포에 없어서 credentials.yml.enc 수정을 못 함 (정상)", "키는 1Password로 오너한테 받을 것",
            "예전 슬랙 DM에서 %s 찾았는데 이게 현재 master.key인가요?" % mk, [mk])


@st("jwt signing secret in config", 2)
def _(r, lang):
    s = rs(r, AN, r.randint(32, 48))
    if lang == "en":
        return ("Tokens issued by the auth service were rejected by the gateway after the config merge. Gateway had:\njwt:\n  algorithm: HS256\n  secret: %s" % s,
                "Both sides must share the signing secret; better move to RS256 with JWKS.", "", [s])
    return ("설정 머지 후 인증 서비스가 발급한 토큰을 게이트웨이가 거부함. 게이트웨이 설정:\njwt:\n  algorithm: HS256\n  secret: %s" % s,
            "서명 시크릿은 양쪽 같아야 함. RS256+JWKS로 가는 게 나음", "", [s])


@st("encryption key hex in code", 2)
def _(r, lang):
    k = rs(r, HX, 64)
    if lang == "en":
        return ("PII columns are encrypted app-side; the key is not in KMS.", "It's a constant in crypto/fields.py: FIELD_KEY = bytes.fromhex(\"%s\")" % k, "", [k])
    return ("개인정보 컬럼은 앱단에서 암호화하는데 키가 KMS에 없음", "crypto/fields.py 상수로 박혀 있음: FIELD_KEY = bytes.fromhex(\"%s\")" % k, "", [k])


@st("network: SNMP community / RADIUS secret", 2)
def _(r, lang):
    c = pw_random(r, r.randint(12, 16), "")
    k = r.randrange(2)
    line = ("snmp-server community %s RO 10" % c) if k == 0 else ("radius-server host 10.0.0.5 key %s" % c)
    if lang == "en":
        return ("Switch metrics stopped after the core switch swap. The running-config snippet from the old switch:\n" + line,
                "Copy the snmp/radius lines when replacing network gear.", "", [c])
    return ("코어 스위치 교체 후 스위치 메트릭 수집이 멈춤. 구 스위치 running-config 일부\n" + line,
            "네트워크 장비 교체 시 snmp/radius 설정도 같이 옮길 것", "", [c])


@st(".pgpass line", 2)
def _(r, lang):
    pw = pw_random(r, r.randint(14, 22), "-_")
    line = "%s:5432:%s:%s:%s" % (pick(r, HOSTS), pick(r, DBNAMES), pick(r, DBUSERS), pw)
    if lang == "en":
        return ("psql on the jump host connects without prompting.", "That's because ~/.pgpass there has:\n" + line, "", [pw])
    return ("점프 호스트에선 psql이 비번 안 물어보고 붙음", "거기 ~/.pgpass에 이렇게 있어서 그럼\n" + line, "", [pw])


@st(".netrc machine login password", 2)
def _(r, lang):
    pw = pw_random(r, r.randint(16, 22), "")
    rc = "machine artifacts.acme.lan\n  login deploy\n  password %s" % pw
    if lang == "en":
        return ("curl downloads in the build script work only on the old agent because of its ~/.netrc:\n" + rc,
                "New agents need the netrc provisioned by Ansible.", "", [pw])
    return ("빌드 스크립트 curl 다운로드가 구 에이전트에서만 됨. ~/.netrc 때문:\n" + rc, "신규 에이전트는 앤서블로 netrc 배포해야 함", "", [pw])


@st("jupyter token URL in ask", 2)
def _(r, lang):
    t = rs(r, HX, 48)
    url = "http://gpu-box-3.lan:8888/lab?token=%s" % t
    if lang == "en":
        return ("The GPU box runs a shared Jupyter server for the data team.", "Don't run heavy jobs there during business hours.",
                "Is %s safe to share in the channel?" % url, [t])
    return ("GPU 서버에 데이터팀 공용 주피터가 떠 있음", "업무시간엔 무거운 잡 돌리지 말 것", "%s 채널에 공유해도 되나요?" % url, [t])


@st("grafana admin password env", 2)
def _(r, lang):
    pw = pw_human(r)
    if lang == "en":
        return ("The local Grafana in docker-compose doesn't accept admin/admin.", "docker-compose.yml sets GF_SECURITY_ADMIN_PASSWORD=%s" % pw, "", [pw])
    return ("docker-compose 로컬 그라파나가 admin/admin 안 먹힘", "docker-compose.yml에 GF_SECURITY_ADMIN_PASSWORD=%s 로 지정돼 있음" % pw, "", [pw])


@st("sqlplus user/password@db", 2)
def _(r, lang):
    pw = pw_random(r, r.randint(10, 14), "_#")
    cmd = "sqlplus erp_ro/%s@//ora-erp.corp.lan:1521/ERPPRD" % pw
    if lang == "en":
        return ("The finance report reads straight from Oracle ERP.", "Use the read-only schema, never the app schema.",
                "Is `%s` the right way in for ad-hoc checks?" % cmd, [pw])
    return ("재무 리포트는 오라클 ERP에서 바로 읽음", "앱 스키마 말고 읽기 전용 스키마만 쓸 것", "간단 조회는 `%s` 이렇게 들어가면 되나요?" % cmd, [pw])


@st("ftp URL with credentials", 2)
def _(r, lang):
    pw = pw_random(r, r.randint(10, 14), "")
    url = "ftp://acme_upload:%s@ftp.logistics-partner.com/outbound/" % pw
    if lang == "en":
        return ("The carrier still takes manifests over plain FTP.", "Cron uploads with wget to %s" % url, "", [pw])
    return ("택배사는 아직도 평문 FTP로 송장 파일 받음", "크론이 wget으로 %s 에 올림" % url, "", [pw])


@st("docker run -e POSTGRES_PASSWORD", 2)
def _(r, lang):
    pw = pw_random(r, r.randint(12, 18), "")
    cmd = "docker run -d --name pg15 -p 5433:5432 -e POSTGRES_PASSWORD=%s -v pgdata:/var/lib/postgresql/data postgres:15" % pw
    if lang == "en":
        return ("The shared demo DB on the sales laptop was started by hand:\n" + cmd, "Demo data must be synthetic; check before exporting.", "", [pw])
    return ("영업팀 노트북의 데모 DB는 손으로 띄운 거였음\n" + cmd, "데모 데이터는 가짜 데이터인지 내보내기 전에 확인", "", [pw])


@st("helm --set password", 2)
def _(r, lang):
    pw = pw_random(r, r.randint(14, 20), "")
    cmd = "helm upgrade --install kc bitnami/keycloak -n auth --set auth.adminUser=admin --set auth.adminPassword=%s" % pw
    if lang == "en":
        return ("Keycloak was installed from someone's shell history, not from the charts repo.", "The install command they used:\n" + cmd, "", [pw])
    return ("키클락이 차트 레포가 아니라 누군가의 쉘 히스토리로 설치돼 있었음", "사용된 설치 명령:\n" + cmd, "", [pw])


@st("terraform tfvars password in ask", 2)
def _(r, lang):
    pw = pw_random(r, r.randint(16, 20), "")
    if lang == "en":
        return ("terraform plan wanted to recreate the RDS instance.", "It was a master_password drift; check tfvars vs console first.",
                "terraform.tfvars has db_master_password = \"%s\" — should that live in SSM?" % pw, [pw])
    return ("terraform plan이 RDS 인스턴스를 재생성하려고 함", "master_password 드리프트였음. tfvars랑 콘솔 먼저 비교",
            "terraform.tfvars에 db_master_password = \"%s\" 있는데 SSM으로 옮길까요?" % pw, [pw])


@st("spring application.yml datasource password", 2)
def _(r, lang):
    pw = pw_human(r)
    y = "spring:\n  datasource:\n    url: jdbc:postgresql://%s:5432/%s\n    username: %s\n    password: %s" % (pick(r, HOSTS), pick(r, DBNAMES), pick(r, DBUSERS), yq(pw))
    if lang == "en":
        return ("Profile 'local' falls back to application.yml, which points at staging:\n" + y, "Create application-local.yml; don't edit the shared one.", "", [pw])
    return ("local 프로필이 application.yml로 폴백되는데 이게 스테이징을 가리킴\n" + y, "application-local.yml 따로 만들 것. 공용 파일 수정 금지", "", [pw])


@st("meeting minutes with temporary credential", 3)
def _(r, lang):
    pw = pick(r, [pw_human, pw_kbd, pw_random])(r)
    d = "%d/%d" % (r.randint(1, 12), r.randint(1, 28))
    if lang == "en":
        return ("Weekly infra sync %s\n- Attendees: %s, %s\n- Decided: vendor VPN cut-over on Friday\n- Temp admin login for the new VPN portal: netadmin / %s (change after cut-over)\n- Action: update runbook" % (d, pick(r, EN_NAMES), pick(r, EN_NAMES), pw),
                "I didn't know cut-over decisions are only written in the minutes.", "", [pw])
    return ("인프라 주간회의 %s\n- 참석: %s, %s\n- 결정: 금요일에 VPN 업체 전환\n- 신규 VPN 포털 임시 관리자: netadmin / %s (전환 후 변경)\n- 액션: 런북 업데이트" % (d, pick(r, KO_NAMES), pick(r, KO_NAMES), pw),
            "전환 관련 결정이 회의록에만 있다는 걸 몰랐음", "", [pw])


@st("chat transcript with password", 3)
def _(r, lang):
    pw = pick(r, [pw_human, pw_kbd, pw_hangul, pw_random])(r) if lang == "ko" else pick(r, [pw_human, pw_random])(r)
    if lang == "en":
        return ("Couldn't get into the staging admin console; the SSO app isn't assigned to contractors.",
                "From the thread:\n> me: what's the break-glass login for staging admin?\n> %s: superadmin, %s — don't share it outside the team" % (pick(r, EN_NAMES), pw),
                "", [pw])
    n = pick(r, KO_NAMES)
    return ("스테이징 어드민 콘솔 접속 불가. 외주 인력은 SSO 앱 할당이 안 돼 있음",
            "스레드 내용\n> 나: 스테이징 어드민 비상 계정 뭐였죠?\n> %s: superadmin 비번 %s 요 팀 밖엔 공유 ㄴㄴ" % (n, pw), "", [pw])


@st("bitlocker recovery key", 2)
def _(r, lang):
    k = "-".join(rs(r, DG, 6) for _ in range(8))
    if lang == "en":
        return ("The build laptop asked for a BitLocker recovery key after a BIOS update.", "IT had it in Intune. It was %s." % k, "", [k])
    return ("BIOS 업데이트 후 빌드용 노트북이 비트로커 복구 키를 요구함", "IT팀 인튠에 있었음. 키는 %s" % k, "", [k])


@st("wallet seed phrase", 2)
def _(r, lang):
    wl = ["abandon", "ability", "able", "about", "above", "absent", "absorb", "abstract", "absurd", "abuse", "access", "accident",
          "account", "accuse", "achieve", "acid", "acoustic", "acquire", "across", "act", "action", "actor", "actress", "actual",
          "adapt", "add", "addict", "address", "adjust", "admit", "adult", "advance", "advice", "aerobic", "affair", "afford",
          "galaxy", "garden", "garlic", "gather", "gauge", "gaze", "general", "genius", "genre", "gentle", "genuine", "gesture",
          "ritual", "rival", "river", "road", "roast", "robot", "robust", "rocket", "romance", "roof", "rookie", "room"]
    ph = " ".join(pick(r, wl) for _ in range(12))
    if lang == "en":
        return ("The testnet faucet wallet for the payments sandbox is funded by a hot wallet whose seed is in the README:\n%s" % ph,
                "Even testnet seeds get reused; keep them in the vault.", "", [ph])
    return ("결제 샌드박스용 테스트넷 지갑 시드가 README에 그대로 있음\n%s" % ph, "테스트넷 시드도 재사용되니까 볼트에 보관", "", [ph])


@st("vpn pre-shared key", 2)
def _(r, lang):
    psk = pw_random(r, r.randint(20, 32), "")
    if lang == "en":
        return ("Site-to-site tunnel to the Busan warehouse flaps every 8 hours.", "Both sides must match lifetimes; the PSK is %s on the FortiGate side." % psk, "", [psk])
    return ("부산 물류센터 site-to-site 터널이 8시간마다 끊김", "양쪽 lifetime 맞춰야 함. 포티게이트 쪽 PSK는 %s" % psk, "", [psk])


@st("router / NAS admin in ask", 2)
def _(r, lang):
    pw = pick(r, [pw_human, pw_kbd])(r)
    if lang == "en":
        return ("The office NAS ran out of space and the snapshot schedule couldn't be changed without admin.", "Snapshots keep 90 days by default on that model.",
                "Is the NAS admin still admin / %s?" % pw, [pw])
    return ("사무실 NAS 용량 부족. 관리자 권한 없이는 스냅샷 주기 변경 불가", "해당 모델은 기본 90일 보관",
            "NAS 관리자 아직 admin / %s 인가요?" % pw, [pw])


@st("ansible-vault password", 2)
def _(r, lang):
    pw = passphrase(r, 4) if r.random() < 0.5 else pw_random(r, 20)
    if lang == "en":
        return ("Playbooks fail with 'Attempting to decrypt but no vault secrets found'. The vault password file is not in the repo; %s told me it's '%s'." % (pick(r, EN_NAMES), pw),
                "Put it in ~/.ansible/vault_pass with 0600 and set vault_password_file.", "", [pw])
    return ("'Attempting to decrypt but no vault secrets found' 에러. 볼트 비번 파일은 레포에 없고 %s님 말로는 '%s' 라고 함" % (pick(r, KO_NAMES), pw),
            "~/.ansible/vault_pass 에 0600으로 두고 vault_password_file 지정", "", [pw])


@st("laravel APP_KEY", 2)
def _(r, lang):
    k = "base64:" + base64.b64encode(bytes(r.getrandbits(8) for _ in range(32))).decode()
    if lang == "en":
        return ("Sessions got invalidated on every deploy.", "APP_KEY was being regenerated by the entrypoint. Pin it: APP_KEY=%s" % k, "", [k])
    return ("배포할 때마다 세션이 다 풀림", "엔트리포인트가 APP_KEY를 매번 재생성하고 있었음. 고정값: APP_KEY=%s" % k, "", [k])


@st(".env with several providers", 3)
def _(r, lang):
    vs = [v for v in VENDORS if len(v.items) == 1]
    chosen = []
    while len(chosen) < 3:
        v = pick(r, vs)
        if v not in chosen:
            chosen.append(v)
    lines, secs = [], []
    for v in chosen:
        var, key, g = v.items[0]
        val, lst = g(r)
        lines.append("%s=%s" % (var, val))
        secs += lst
    p = pw_random(r, 16, "")
    lines.insert(r.randint(0, 3), "DATABASE_URL=postgres://app:%s@localhost:5432/app" % p)
    secs.append(p)
    lines.insert(r.randint(0, 4), pick(r, EXTRA_ENV))
    env = "\n".join(lines)
    if lang == "en":
        return ("The .env.example in the repo is not an example; it's a copy of someone's working local env:\n" + env,
                "Rename it and replace every value with a placeholder; rotate everything listed.", "", secs)
    return ("레포의 .env.example이 예시가 아니라 누군가의 실제 로컬 env 복사본이었음\n" + env,
            "파일 이름 바꾸고 값 전부 플레이스홀더로. 적힌 키는 전부 교체", "", secs)


@st("git credential store line", 2)
def _(r, lang):
    t = rs(r, AN, 20)
    line = "https://svc-renovate:%s@bitbucket.acme.lan" % t
    if lang == "en":
        return ("Renovate runs as svc-renovate.", "Its ~/.git-credentials contains %s; that's why HTTPS clones work without prompts." % line, "", [t])
    return ("Renovate는 svc-renovate 계정으로 돔", "그 계정 ~/.git-credentials에 %s 가 있어서 HTTPS 클론이 프롬프트 없이 됨" % line, "", [t])


@st("prometheus scrape basic_auth", 2)
def _(r, lang):
    pw = pw_random(r, r.randint(14, 18), "")
    y = "- job_name: edge-nodes\n  scheme: https\n  basic_auth:\n    username: prom\n    password: %s\n  static_configs:\n    - targets: ['edge-1:9100']" % pw
    if lang == "en":
        return ("Edge node metrics are scraped over the internet with basic auth:\n" + y, "The password_file option exists; use it.", "", [pw])
    return ("엣지 노드 메트릭은 인터넷 너머로 basic auth 걸고 수집함\n" + y, "password_file 옵션 있으니 그거 쓸 것", "", [pw])


@st("RDP / Windows local admin", 2)
def _(r, lang):
    pw = pw_human(r)
    if lang == "en":
        return ("The Windows signing VM for the desktop app is reachable only via RDP: 10.30.1.15, local user .\\builder, password %s." % pw,
                "Code-signing certs are in the machine store of that VM; they can't be exported.", "", [pw])
    return ("데스크톱 앱 서명용 윈도우 VM은 RDP로만 접속: 10.30.1.15, 로컬 계정 .\\builder, 비번 %s" % pw,
            "코드서명 인증서는 그 VM 머신 저장소에 있고 export 불가", "", [pw])


@st("smtp password in config", 2)
def _(r, lang):
    pw = pw_random(r, r.randint(14, 20), "")
    ini = "[smtp]\nhost = smtp.office365.com\nport = 587\nuser = noreply@acme.kr\npassword = %s" % pw
    if lang == "en":
        return ("Password reset e-mails stopped going out.", "Check conf/mail.ini (legacy):\n" + ini, pick(r, ["", "Is there a plan to move to SES?"]), [pw])
    return ("비번 재설정 메일이 안 나감", "레거시 conf/mail.ini 확인할 것\n" + ini, pick(r, ["", "SES로 옮길 계획 있나요?"]), [pw])


@st("ask-only: is this password still valid", 3)
def _(r, lang):
    pw = pick(r, [pw_human, pw_random, pw_kbd, pw_punct])(r)
    if lang == "en":
        return ("Couldn't run the load test: the shared k6 Cloud login isn't in the vault.",
                "Check with the QA lead before using shared tool logins.",
                pick(r, ["Is the k6 shared login still qa@acme.io / %s?", "Someone wrote %s on the whiteboard next to 'k6' — is that the current password?"]) % pw, [pw])
    return ("부하테스트 못 돌림. k6 클라우드 공용 로그인이 볼트에 없음", "공용 툴 계정은 QA 리드한테 먼저 확인",
            pick(r, ["k6 공용 계정 아직 qa@acme.io / %s 맞아요?", "화이트보드에 k6 옆에 %s 라고 적혀 있던데 현재 비번인가요?"]) % pw, [pw])


@st("korean: particles attached to values", 3)
def _(r, lang):
    pw = pick(r, [pw_human, pw_random, pw_kbd])(r)
    t = rs(r, AN, 24)
    if lang == "en":
        return ("The SFTP drop for the partner rotated credentials without notice. New password is %s, and the API token became %s." % (pw, t),
                "Partner credential changes arrive by e-mail to ops@, not to the dev channel.", "", [pw, t])
    if r.random() < 0.5:
        return ("파트너 SFTP 비번이 예고 없이 바뀜. 새 비번은 %s이고 API 토큰도 %s로 바뀌었다고 함" % (pw, t),
                "파트너 인증정보 변경은 개발 채널이 아니라 ops@ 메일로 옴. 비번을 %s로 업데이트 완료" % pw, "", [pw, t])
    return ("스테이징 관리자 비번이 %s였는데 누가 %s로 바꿔놓음. 공지 없었음" % (pw, t),
            "비번 바꾸면 채널에 공지. 지금은 %s가 맞음" % t, "예전 값 %s을 쓰는 스크립트 더 있나요?" % pw, [pw, t])


@st("yaml config in ask", 2)
def _(r, lang):
    pw = pw_random(r, 16, "")
    y = "mqtt:\n  broker: tls://iot.acme.io:8883\n  username: gw-%03d\n  password: %s" % (r.randint(1, 200), pw)
    if lang == "en":
        return ("Gateways in the field authenticate to MQTT with per-device passwords.", "Provisioning writes them to /etc/gw/config.yaml.",
                "Is it OK that every gateway in batch 7 has the same one?\n" + y, [pw])
    return ("현장 게이트웨이는 기기별 비번으로 MQTT 인증함", "프로비저닝 시 /etc/gw/config.yaml 에 기록됨",
            "7차 배치 게이트웨이가 전부 같은 값인데 괜찮나요?\n" + y, [pw])


@st("ssh key passphrase in lesson", 2)
def _(r, lang):
    pp = passphrase(r, r.randint(3, 5))
    if lang == "en":
        return ("ssh-agent on the release VM prompts for a passphrase after every reboot.", "Passphrase for ~/.ssh/release_ed25519 is \"%s\"; add it with ssh-add after reboot." % pp, "", [pp])
    return ("릴리즈 VM 재부팅하면 ssh-agent가 패스프레이즈를 다시 물어봄", "~/.ssh/release_ed25519 패스프레이즈는 \"%s\". 재부팅 후 ssh-add로 등록" % pp, "", [pp])


@st("mqtt / iot device default password changed", 2)
def _(r, lang):
    pw = pw_random(r, 12, "")
    if lang == "en":
        return ("The camera fleet's web UI default login was changed during install; the installer's sheet lists admin:%s for all units." % pw,
                "Device credentials need per-unit values.", "", [pw])
    return ("CCTV 웹 UI 기본 계정이 설치 때 바뀌었는데, 설치업체 시트엔 전 대수 admin:%s 로 적혀 있음" % pw, "장비 계정은 대수별로 달라야 함", "", [pw])


@st("repeated value across fields", 3)
def _(r, lang):
    pw = pick(r, [pw_human, pw_random, pw_kbd])(r)
    acct = pick(r, ["svc_backup", "jenkins", "etl_loader", "kiosk"])
    if lang == "en":
        return ("The %s account password (%s) is hardcoded in three cron scripts, so nobody dares rotate it." % (acct, pw),
                "Move it to the vault and read it at runtime before rotating.",
                "If I rotate %s this week, who owns the cron scripts that still contain it?" % pw, [pw])
    return ("%s 계정 비번(%s)이 크론 스크립트 세 군데에 하드코딩돼 있어서 아무도 못 바꾸고 있음" % (acct, pw),
            "바꾸기 전에 볼트로 옮기고 런타임에 읽게 할 것",
            "이번 주에 %s 바꾸면 크론 스크립트 담당이 누구죠?" % pw, [pw])


@st("markdown runbook checklist", 2)
def _(r, lang):
    pw = pw_random(r, r.randint(14, 20), "!-")
    host = pick(r, ["pg-standby-2", "mysql-dr-1", "redis-dr"])
    if lang == "en":
        md = ("## DR failover (copied from the old runbook)\n- [ ] stop writes on primary\n- [ ] `ssh admin@%s`\n- [ ] promote: `pg_ctl promote`\n"
              "- [ ] repl user password: `%s`\n- [ ] flip DNS" % (host, pw))
        return ("Nobody on call had done a failover before; the only instructions were in an old Markdown runbook.",
                md, "", [pw])
    md = ("## DR 전환 절차 (구 런북 복사)\n- [ ] 프라이머리 쓰기 중지\n- [ ] `ssh admin@%s`\n- [ ] 승격: `pg_ctl promote`\n"
          "- [ ] 복제 계정 비번: `%s`\n- [ ] DNS 전환" % (host, pw))
    return ("당직자 중 아무도 페일오버 해본 적 없음. 절차가 옛날 마크다운 런북에만 있었음", md, "", [pw])

# ================================================================ clean templates (look risky, contain no credential)
def sha(r, n=64):
    return rs(r, HX, n)


@ct("clean: env-var references in shell")
def _(r, lang):
    v = pick(r, ["DB_PASSWORD", "STRIPE_SECRET_KEY", "GITHUB_TOKEN", "REDIS_PASSWORD", "OPENAI_API_KEY"])
    cmd = pick(r, ['psql "postgresql://app:${%s}@db:5432/app"' % v, 'curl -H "Authorization: Bearer $%s" https://api.acme.io/v1/me' % v,
                   'mysql -u app -p"$%s" -h db' % v, 'docker login -u ci --password-stdin <<< "$%s"' % v])
    if lang == "en":
        return ("The script expects %s to be exported; it fails with an empty-password error otherwise:\n%s" % (v, cmd),
                "Run `direnv allow` in the repo root so the variables get loaded from the vault-backed .envrc.", "")
    return ("스크립트가 %s 가 export 돼 있다고 가정함. 없으면 빈 비번 에러로 죽음\n%s" % (v, cmd),
            "레포 루트에서 direnv allow 해야 볼트 연동 .envrc 값이 로드됨", "")


@ct("clean: templated secrets in CI / helm")
def _(r, lang):
    s = pick(r, ["password: {{ .Values.postgresql.auth.password | quote }}", "token: ${{ secrets.NPM_TOKEN }}",
                 "api_key: \"{{ vault('secret/data/stripe', 'key') }}\"", "DB_PASS={{ lookup('env', 'DB_PASS') }}",
                 "apiKey: ${SENDGRID_API_KEY:?missing}", "password = var.db_password"])
    if lang == "en":
        return ("I thought the chart had a hardcoded credential, but the line is a template:\n%s" % s,
                "Rendered values only exist at deploy time; check `helm get values` on the cluster if needed.", "")
    return ("차트에 비번이 하드코딩된 줄 알았는데 템플릿이었음\n%s" % s, "실제 값은 배포 시점에만 렌더됨. 필요하면 클러스터에서 helm get values로 확인", "")


@ct("clean: placeholders in docs")
def _(r, lang):
    s = pick(r, ["export API_KEY=<your-api-key>", "STRIPE_SECRET_KEY=sk_live_XXXXXXXXXXXXXXXXXXXXXXXX", "password: CHANGE_ME_BEFORE_DEPLOY",
                 "Authorization: Bearer YOUR_TOKEN_HERE", "aws_secret_access_key = <paste from console>", "GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"])
    if lang == "en":
        return ("The quickstart snippet is a placeholder, which confused me because the app accepts it and then fails later:\n" + s,
                "Validate config at startup so placeholder values fail fast.", "Can we add a startup check for placeholder values?")
    return ("퀵스타트 예시 값이 플레이스홀더인데 앱이 일단 받아들이고 나중에 터져서 헷갈렸음\n" + s,
            "기동 시 설정 검증해서 플레이스홀더면 바로 실패하게", "플레이스홀더 감지 로직 넣어도 될까요?")


@ct("clean: masked values in UI / logs")
def _(r, lang):
    s = pick(r, ["sk_live_••••••••••••%s" % rs(r, AN, 4), "ghp_****************************%s" % rs(r, AN, 4),
                 "password=********", "AKIA************%s" % rs(r, B32, 4), "token: [REDACTED]", "Authorization: Bearer ***"])
    if lang == "en":
        return ("The dashboard only shows the key masked (%s), so I couldn't tell which of the two keys the service uses." % s,
                "Compare the last four characters with the key list in the vault entry's notes.", "")
    return ("대시보드에 키가 마스킹(%s)돼서 보여서 서비스가 두 키 중 뭘 쓰는지 구분이 안 됐음" % s,
            "볼트 항목 메모의 키 목록에서 끝 4자리로 비교할 것", "")


@ct("clean: sha256 checksums")
def _(r, lang):
    h = sha(r)
    f = pick(r, ["terraform_1.9.5_linux_amd64.zip", "node-v20.17.0-linux-x64.tar.xz", "acme-agent-3.4.1.deb", "model-int8.onnx"])
    if lang == "en":
        return ("The installer download is verified against a pinned checksum, which I didn't know about:\n%s  %s" % (h, f),
                "When bumping the version, update the checksum in the same commit.", "")
    return ("설치 파일을 고정된 체크섬으로 검증하는지 몰랐음\n%s  %s" % (h, f), "버전 올릴 때 체크섬도 같은 커밋에서 수정", "")


@ct("clean: git commit SHAs")
def _(r, lang):
    a, b = sha(r, 40), sha(r, 40)
    if lang == "en":
        return ("The regression came in between %s and %s; bisect points at the serializer change." % (a, b),
                "git bisect run with the failing test script saves a lot of time.", "Should %s be reverted or fixed forward?" % b[:12])
    return ("회귀가 %s ~ %s 사이에 들어옴. bisect 결과 직렬화 변경 커밋" % (a, b), "실패 테스트 스크립트로 git bisect run 돌리면 빠름", "%s 되돌릴까요 아니면 수정으로 갈까요?" % b[:12])


@ct("clean: container image digests")
def _(r, lang):
    d = "sha256:" + sha(r)
    img = pick(r, ["ghcr.io/acme/api", "registry.acme.lan/base/python", "docker.io/library/nginx"])
    if lang == "en":
        return ("Prod runs a pinned digest, not the tag:\nimage: %s@%s" % (img, d), "Tags are mutable; compare digests when two envs behave differently.", "")
    return ("운영은 태그가 아니라 digest로 고정돼 있음\nimage: %s@%s" % (img, d), "태그는 바뀔 수 있음. 환경별 동작이 다르면 digest부터 비교", "")


@ct("clean: request / trace ids")
def _(r, lang):
    rid, tid = uuid4(r), sha(r, 32)
    if lang == "en":
        return ("Support sent request id %s; the matching trace is %s in Tempo." % (rid, tid),
                "Request ids are in the X-Request-Id response header; customers can copy them from the error page.", "")
    return ("CS에서 요청 ID %s 전달받음. 템포에서 트레이스 %s 로 찾음" % (rid, tid), "요청 ID는 X-Request-Id 응답 헤더에 있고 에러 페이지에서 고객이 복사 가능", "")


@ct("clean: base64 of non-secret data")
def _(r, lang):
    plain = pick(r, ['{"tenant":"acme","region":"kr","tier":"gold"}', "hello from the canary", "feature=checkout-v2;percent=10", '{"page":3,"size":50}'])
    enc = b64s(plain)
    if lang == "en":
        return ("The X-Tenant-Context header looked like a token but it's just base64 JSON: %s decodes to %s" % (enc, plain),
                "Decode before assuming something is a credential.", "")
    return ("X-Tenant-Context 헤더가 토큰처럼 생겼는데 그냥 base64 JSON임: %s → %s" % (enc, plain), "크리덴셜이라고 단정하기 전에 디코딩해볼 것", "")


@ct("clean: sealed / encrypted-by-design values")
def _(r, lang):
    k = r.randrange(3)
    if k == 0:
        v = "encryptedData:\n    DB_PASSWORD: AgB" + rs(r, B64, 120) + "=="
        what = "SealedSecret"
    elif k == 1:
        v = "password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (rs(r, B64, 24), rs(r, B64, 43) + "=", rs(r, B64, 22) + "==")
        what = "SOPS"
    else:
        v = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(rs(r, HX, 80) for _ in range(3))
        what = "ansible-vault"
    if lang == "en":
        return ("The %s value below is safe to commit; only the cluster/controller key can decrypt it:\n%s" % (what, v),
                "Encrypted-by-design values are fine in git; the decryption key never is.", "")
    return ("아래 %s 값은 커밋해도 됨. 클러스터/컨트롤러 키로만 복호화 가능\n%s" % (what, v), "암호화된 값은 git에 둬도 되지만 복호화 키는 절대 안 됨", "")


@ct("clean: public-by-design keys")
def _(r, lang):
    k = r.randrange(5)
    if k == 0:
        v, what = "pk_live_51" + rs(r, AN, 96), "Stripe publishable key"
    elif k == 1:
        v, what = "pk.eyJ1IjoiYWNtZS1tYXBzIiwiYSI6I" + rs(r, B64U, 30) + "." + rs(r, B64U, 22), "Mapbox public token"
    elif k == 2:
        v, what = "6L" + rs(r, B64U, 38), "reCAPTCHA site key"
    elif k == 3:
        v, what = "phc_" + rs(r, AN, 43), "PostHog project API key"
    else:
        v, what = "0x4AAAAAAA" + rs(r, B64U, 12), "Turnstile site key"
    if lang == "en":
        return ("The frontend bundle contains %s, which is a %s and is meant to be public." % (v, what),
                "Publishable/site keys are fine in client code; the matching secret must stay server-side.", "")
    return ("프론트 번들에 %s 가 들어 있는데 %s라 원래 공개용임" % (v, what), "퍼블리셔블/사이트 키는 클라이언트에 있어도 됨. 짝이 되는 시크릿만 서버에 둘 것", "")


@ct("clean: ARNs and account ids")
def _(r, lang):
    acct = rs(r, DG, 12)
    arn = pick(r, ["arn:aws:iam::%s:role/github-actions-deploy" % acct, "arn:aws:secretsmanager:ap-northeast-2:%s:secret:prod/billing/db-%s" % (acct, rs(r, AN, 6)),
                   "arn:aws:kms:ap-northeast-2:%s:key/%s" % (acct, uuid4(r))])
    if lang == "en":
        return ("CI assumes %s via OIDC; there are no long-lived keys in the repo." % arn,
                "The trust policy restricts the sub claim to the main branch.", "")
    return ("CI는 OIDC로 %s 를 assume 함. 레포에 장기 키 없음" % arn, "신뢰 정책에서 sub 클레임을 main 브랜치로 제한함", "")


@ct("clean: object ids and tenant ids")
def _(r, lang):
    oid, ten, sub = rs(r, HX, 24), uuid4(r), uuid4(r)
    if lang == "en":
        return ("The broken order is ObjectId(\"%s\"); it belongs to tenant %s in subscription %s." % (oid, ten, sub),
                "Tenant and subscription ids are identifiers, not secrets, but still don't paste customer data.", "")
    return ("문제 주문은 ObjectId(\"%s\"), 테넌트 %s / 구독 %s 소속" % (oid, ten, sub), "ID는 식별자일 뿐이지만 고객 데이터는 붙이지 말 것", "")


@ct("clean: ssh public keys and fingerprints")
def _(r, lang):
    pub = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(r, B64, 43) + " " + pick(r, ["deploy@ci", "jin@laptop", "backup@nas"])
    fp = "SHA256:" + rs(r, B64, 43)
    if lang == "en":
        return ("Added the CI public key to the bastion's authorized_keys:\n%s\nFingerprint %s" % (pub, fp),
                "Public keys are fine to share; verify the fingerprint out of band.", "")
    return ("CI 공개키를 bastion authorized_keys에 추가함\n%s\n지문 %s" % (pub, fp), "공개키는 공유해도 됨. 지문은 별도 채널로 확인", "")


@ct("clean: PGP fingerprint and public key block")
def _(r, lang):
    fp = " ".join(rs(r, HXU, 4) for _ in range(10))
    blk = "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEZ" + rs(r, B64, 59) + "\n" + rs(r, B64, 64) + "\n=" + rs(r, B64, 4) + "\n-----END PGP PUBLIC KEY BLOCK-----"
    if lang == "en":
        return ("Release artifacts are signed; users verify with key %s." % fp, "The public key is published in KEYS:\n" + blk, "")
    return ("릴리즈 산출물은 서명됨. 사용자는 %s 키로 검증" % fp, "공개키는 KEYS 파일에 공개돼 있음\n" + blk, "")


@ct("clean: CLI flags explained in prose")
def _(r, lang):
    if lang == "en":
        return (pick(r, ["mysql -p without a value prompts for the password; -p followed directly by text treats that text as the password, which is why the script hung.",
                         "docker login --password-stdin reads from stdin; -p/--password on the command line shows up in ps and history.",
                         "psql ignores -W unless the server asks for a password; PGPASSFILE points to a .pgpass-style file."]),
                "Read the man page for flags that take optional values.", "")
    return (pick(r, ["mysql -p 뒤에 값을 안 주면 비번을 물어보고, 붙여 쓰면 그걸 비번으로 씀. 그래서 스크립트가 멈춰 있었던 것",
                     "docker login --password-stdin은 표준입력에서 읽음. -p로 넘기면 ps랑 히스토리에 남음",
                     "sshpass는 -f 옵션으로 파일에서 비번을 읽을 수 있음. -p는 프로세스 목록에 노출됨"]),
            "값이 선택적인 플래그는 man 페이지 꼭 확인", "")


@ct("clean: password policy")
def _(r, lang):
    n = r.randint(12, 16)
    if lang == "en":
        return ("Account creation failed with a vague 400; the IdP policy requires %d+ characters, one symbol, no reuse of the last 5, rotation every 90 days." % n,
                "Surface the policy text in the error message.", "Can we show the policy on the signup form?")
    return ("계정 생성이 애매한 400으로 실패. IdP 정책이 %d자 이상, 특수문자 1개, 최근 5개 재사용 금지, 90일마다 변경" % n,
            "에러 메시지에 정책 문구를 보여줘야 함", "회원가입 폼에 비번 정책 안내 넣어도 될까요?")


@ct("clean: auth error messages")
def _(r, lang):
    e = pick(r, ['FATAL:  password authentication failed for user "app_rw"', "Access denied for user 'report'@'10.0.3.7' (using password: YES)",
                 "remote: Invalid username or password.\nfatal: Authentication failed for 'https://github.com/acme/infra.git/'",
                 "botocore.exceptions.ClientError: An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.",
                 "401 Unauthorized: {\"error\":\"invalid_token\",\"error_description\":\"Token expired\"}"])
    if lang == "en":
        return ("Kept hitting this after the rotation:\n" + e, "The error was from a stale env in my terminal; open a new shell after rotating.", "")
    return ("비번 교체 후 계속 이 에러가 남\n" + e, "터미널에 남은 옛날 env 때문이었음. 교체 후엔 새 쉘 열 것", "")


@ct("clean: config keys without values")
def _(r, lang):
    s = pick(r, ["DB_PASSWORD=\nREDIS_PASSWORD=\nJWT_SECRET=", "password:\napi_key: \"\"\ntoken: null", "[auth]\nclient_secret =\nrefresh_token ="])
    if lang == "en":
        return ("The sample config ships with empty credential keys:\n" + s, "The app falls back to anonymous mode when these are empty, which hides misconfiguration.", "")
    return ("샘플 설정에 인증 관련 키가 값 없이 들어 있음\n" + s, "값이 비면 익명 모드로 폴백돼서 설정 오류가 안 드러남", "")


@ct("clean: key names in code")
def _(r, lang):
    s = pick(r, ['api_key = os.environ["PAYMENT_API_KEY"]', "String secret = System.getenv(\"JWT_SIGNING_SECRET\");",
                 "const token = process.env.SLACK_BOT_TOKEN ?? throwMissing('SLACK_BOT_TOKEN');", "password := os.Getenv(\"SMTP_PASSWORD\")",
                 "let key = std::env::var(\"ENCRYPTION_KEY\").expect(\"ENCRYPTION_KEY not set\");"])
    if lang == "en":
        return ("The worker reads its credential from the environment:\n" + s, "A KeyError at boot means the env is missing, not that the value is wrong.", "")
    return ("워커는 인증정보를 환경변수에서 읽음\n" + s, "부팅 때 KeyError 나면 값이 틀린 게 아니라 env가 없는 것", "")


@ct("clean: korean prose about passwords and tokens")
def _(r, lang):
    if lang == "en":
        return (pick(r, ["The staging DB password lives in 1Password under 'Staging / Postgres'; ask in #infra if you lack access.",
                         "Tokens for the partner API expire after 30 days and must be refreshed through the admin page.",
                         "The deploy key was rotated yesterday; the new one is already in the CI secret store."]),
                "Never paste credentials into notes; point to where they live.", "")
    return (pick(r, ["스테이징 DB 비번은 1Password 'Staging / Postgres' 항목에 있음. 권한 없으면 #infra에 요청",
                     "파트너 API 토큰은 30일 지나면 만료돼서 어드민 페이지에서 재발급해야 함",
                     "배포 키 어제 교체함. 새 키는 이미 CI 시크릿에 들어가 있음",
                     "비번 바뀌었다는 공지 못 봐서 한참 헤맴. 값은 볼트에 있음"]),
            pick(r, ["비번이나 토큰 값은 노트에 적지 말고 위치만 남길 것", "키 교체하면 채널에 공지 꼭 하기"]), "")


@ct("clean: version strings and build numbers")
def _(r, lang):
    v = "v%d.%d.%d-rc.%d+build.%d" % (r.randint(1, 9), r.randint(0, 30), r.randint(0, 20), r.randint(1, 5), r.randint(1000, 99999))
    b = r.randint(10**9, 10**10)
    if lang == "en":
        return ("The crash only happens on %s (CI run %d)." % (v, b), "Build metadata after '+' is ignored by semver comparison.", "")
    return ("크래시가 %s 에서만 남 (CI 실행 %d)" % (v, b), "semver 비교에서 '+' 뒤 빌드 메타데이터는 무시됨", "")


@ct("clean: credential file paths")
def _(r, lang):
    p = pick(r, ["~/.aws/credentials", "/etc/ssl/private/acme.key", "~/.ssh/id_ed25519", "/run/secrets/db_password", "~/.config/gh/hosts.yml", "/var/lib/kubelet/pki/kubelet-client-current.pem"])
    if lang == "en":
        return ("The agent reads credentials from %s; I didn't know it doesn't support env vars." % p, "Check file permissions (0600) when it refuses to start.", "")
    return ("에이전트가 %s 에서 인증정보를 읽음. env 변수 지원 안 하는 걸 몰랐음" % p, "기동 거부하면 파일 권한(0600)부터 확인", "")


@ct("clean: ports and hosts")
def _(r, lang):
    if lang == "en":
        return ("Vault listens on 8200, Consul on 8500, and the metrics sidecar on 9102; the firewall only allowed 8200.",
                "Check all three ports when moving the cluster to a new subnet.", "")
    return ("볼트는 8200, 콘술은 8500, 메트릭 사이드카는 9102 포트인데 방화벽엔 8200만 열려 있었음", "서브넷 옮길 때 세 포트 다 확인", "")


@ct("clean: documented example keys")
def _(r, lang):
    s = pick(r, ["aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
                 "Authorization: Basic dXNlcm5hbWU6cGFzc3dvcmQ=   (base64 of the literal 'username:password' from the RFC example)"])
    if lang == "en":
        return ("Unit tests for the credential parser use the documented example values:\n" + s,
                "These are the vendor's published examples, not real credentials.", "")
    return ("인증정보 파서 유닛테스트는 공식 문서 예시 값을 씀\n" + s, "벤더 문서에 공개된 예시 값이라 실제 키 아님", "")


@ct("clean: obviously fake fixtures")
def _(r, lang):
    s = pick(r, ['user = User(email="alice@example.com", password="<hashed-in-fixture>")', "FAKE_TOKEN = 'test-token-not-real'  # replaced by mock",
                 "assert login('bob', 'wrong') == 401", 'monkeypatch.setenv("API_KEY", "dummy")'])
    if lang == "en":
        return ("The fixture uses stub credentials so the tests never hit the real API:\n" + s, "Mock the HTTP layer instead of using sandbox keys.", "")
    return ("픽스처가 스텁 값을 써서 테스트가 실제 API를 안 침\n" + s, "샌드박스 키 쓰지 말고 HTTP 레이어를 목킹", "")


@ct("clean: feature flags about tokens")
def _(r, lang):
    if lang == "en":
        return ("Refresh-token rotation is behind flag auth.rotate_refresh_tokens (currently 25%% rollout, flag id %d)." % r.randint(1000, 9999),
                "Check the flag state before debugging logouts.", "")
    return ("리프레시 토큰 로테이션이 auth.rotate_refresh_tokens 플래그 뒤에 있음 (현재 25%% 롤아웃, 플래그 id %d)" % r.randint(1000, 9999),
            "로그아웃 이슈 디버깅 전에 플래그 상태부터", "")


@ct("clean: ticket numbers and PR refs")
def _(r, lang):
    t, t2 = ticket(r), ticket(r)
    if lang == "en":
        return ("The key rotation runbook is tracked in %s; the follow-up to remove the old keys is %s (PR #%d)." % (t, t2, r.randint(100, 9999)),
                "Link tickets in notes rather than describing the credentials.", "")
    return ("키 교체 런북은 %s 에서 관리, 옛 키 삭제 후속 작업은 %s (PR #%d)" % (t, t2, r.randint(100, 9999)), "인증정보 설명 대신 티켓 링크를 남길 것", "")


@ct("clean: lockfile integrity hashes")
def _(r, lang):
    i = "sha512-" + rs(r, B64, 86) + "=="
    h1 = "h1:" + rs(r, B64, 43) + "="
    if lang == "en":
        return ("npm ci failed with EINTEGRITY for lodash; lockfile says integrity %s" % i, "For Go, go.sum lines like %s are checksums, not keys." % h1, "")
    return ("npm ci가 lodash EINTEGRITY로 실패. lockfile integrity 값은 %s" % i, "Go의 go.sum %s 같은 값도 체크섬이지 키가 아님" % h1, "")


@ct("clean: public certificate PEM")
def _(r, lang):
    body = pem_body(r, "MIID", 5)
    pem = "-----BEGIN CERTIFICATE-----\n" + "\n".join(body) + "\n-----END CERTIFICATE-----"
    if lang == "en":
        return ("The partner's root CA must be added to the truststore; they e-mailed the public cert:\n" + pem, "Certificates are public; the private key never leaves their HSM.", "")
    return ("파트너사 루트 CA를 트러스트스토어에 추가해야 함. 메일로 받은 공개 인증서:\n" + pem, "인증서는 공개 정보. 개인키는 파트너 HSM 밖으로 안 나옴", "")


@ct("clean: kubeconfig CA data and server")
def _(r, lang):
    ca = b64s("-----BEGIN CERTIFICATE-----\nMIIC" + rs(r, B64, 60) + "\n")
    if lang == "en":
        return ("kubectl failed with x509: certificate signed by unknown authority after the cluster upgrade.",
                "The CA changed; the new certificate-authority-data is %s (public CA cert). Client auth is via OIDC, no client key in the file." % ca, "")
    return ("클러스터 업그레이드 후 kubectl이 x509 unknown authority 에러", "CA가 바뀜. 새 certificate-authority-data는 %s (공개 CA 인증서). 인증은 OIDC라 클라이언트 키 없음" % ca, "")


@ct("clean: age / wireguard public keys")
def _(r, lang):
    k = r.randrange(2)
    v = ("age1" + rs(r, BECH.lower(), 58)) if k == 0 else (rs(r, B64, 42) + "8=")
    what = "age recipient" if k == 0 else "WireGuard PublicKey"
    if lang == "en":
        return ("New laptops must be added as %s %s before they can decrypt the dev secrets." % (what, v), "Only public keys go in .sops.yaml / peers lists.", "")
    return ("새 노트북은 %s %s 로 등록해야 개발용 시크릿 복호화 가능" % (what, v), ".sops.yaml이나 피어 목록엔 공개키만 들어감", "")


@ct("clean: secret manager references")
def _(r, lang):
    s = pick(r, ["op://Engineering/Stripe Prod/credential", "projects/acme-prod/secrets/db-password/versions/7", "vault:secret/data/billing#api_key",
                 "ssm:/prod/checkout/STRIPE_KEY", "azurekv://acme-kv/secrets/sql-admin"])
    if lang == "en":
        return ("The config value is a reference, resolved at runtime: %s" % s, "If resolution fails, check the runtime identity's IAM, not the reference.", "")
    return ("설정값은 런타임에 풀리는 참조임: %s" % s, "참조 해석 실패하면 참조값 말고 런타임 아이덴티티 권한부터 확인", "")


@ct("clean: token counting / LLM usage")
def _(r, lang):
    n = r.randint(4000, 128000)
    if lang == "en":
        return ("Summaries were cut off because max_tokens was 512 and prompts were ~%d tokens." % n,
                "Count tokens with the tokenizer before sending; the key isn't the problem when you get a length finish_reason.", "")
    return ("max_tokens가 512라서 요약이 잘림. 프롬프트가 약 %d 토큰" % n, "보내기 전에 토크나이저로 토큰 수 계산. finish_reason이 length면 키 문제 아님", "")


@ct("clean: primary keys and key-value keys")
def _(r, lang):
    if lang == "en":
        return ("Duplicate key value violates unique constraint \"orders_pkey\" — Key (id)=(%d) already exists." % r.randint(10**5, 10**7),
                "The sequence was behind after the restore; setval fixes it.", "")
    return ("duplicate key value violates unique constraint \"orders_pkey\" — Key (id)=(%d) already exists" % r.randint(10**5, 10**7),
            "복원 후 시퀀스가 뒤처져 있었음. setval로 해결", "")


@ct("clean: k8s secretKeyRef manifests")
def _(r, lang):
    y = "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: pg-cred\n        key: password"
    if lang == "en":
        return ("The deployment pulls the password from a Secret reference:\n" + y, "If the pod is stuck in CreateContainerConfigError, the Secret or key is missing.", "")
    return ("디플로이먼트는 Secret 참조로 비번을 가져옴\n" + y, "CreateContainerConfigError면 Secret이나 key가 없는 것", "")


@ct("clean: ethereum / bitcoin addresses and tx hashes")
def _(r, lang):
    addr, tx = "0x" + rs(r, HX, 40), "0x" + rs(r, HX, 64)
    if lang == "en":
        return ("The testnet payout went to %s; tx %s is still pending." % (addr, tx), "Addresses and tx hashes are public on-chain data.", "")
    return ("테스트넷 지급이 %s 로 나갔고 tx %s 아직 pending" % (addr, tx), "주소랑 tx 해시는 온체인 공개 정보", "")


@ct("clean: twilio SID / slack ids / client ids alone")
def _(r, lang):
    k = r.randrange(3)
    if k == 0:
        s = "Account SID AC%s" % rs(r, HX, 32)
    elif k == 1:
        s = "workspace T0%s, channel C0%s, bot user U0%s" % (rs(r, UAN, 8), rs(r, UAN, 8), rs(r, UAN, 8))
    else:
        s = "OAuth client id %d-%s.apps.googleusercontent.com" % (r.randint(10**11, 10**12 - 1), rs(r, LAN, 32))
    if lang == "en":
        return ("Which tenant is the integration bound to? Answer: %s." % s, "These identifiers are not secrets; the credentials themselves are in the vault.", "")
    return ("연동이 어느 테넌트에 묶였는지 몰랐음 → %s" % s, "이 ID들은 식별자일 뿐, 인증정보는 볼트에 있음", "")


@ct("clean: cloudinary numeric api key alone")
def _(r, lang):
    if lang == "en":
        return ("Uploads go to cloud name acme-media (api key %d). The API secret is only in the server's secret store." % r.randint(10**14, 10**15 - 1),
                "Unsigned uploads use an upload preset instead of the secret.", "")
    return ("업로드는 cloud name acme-media (api key %d)로 감. API secret은 서버 시크릿 저장소에만 있음" % r.randint(10**14, 10**15 - 1),
            "unsigned 업로드는 시크릿 대신 업로드 프리셋 사용", "")


@ct("clean: regex for token detection")
def _(r, lang):
    rx = pick(r, [r"ghp_[A-Za-z0-9]{36}", r"AKIA[0-9A-Z]{16}", r"xox[baprs]-[0-9A-Za-z-]{10,}", r"(?i)password\s*[:=]\s*\S+", r"sk_live_[0-9a-zA-Z]{24,}"])
    if lang == "en":
        return ("Pre-commit hook blocks commits matching %s; I didn't know it also scans test data." % rx, "Put intentional fixtures under tests/fixtures/allowlisted/.", "")
    return ("pre-commit 훅이 %s 패턴에 걸리면 커밋을 막음. 테스트 데이터도 검사하는 줄 몰랐음" % rx, "의도된 픽스처는 tests/fixtures/allowlisted/ 밑에 둘 것", "")


@ct("clean: pagination cursors named token")
def _(r, lang):
    c = b64s('{"last_id":%d,"ts":%d}' % (r.randint(10**5, 10**7), r.randint(1700000000, 1760000000)))
    if lang == "en":
        return ("The list endpoint returns nextPageToken=%s; it's an opaque cursor, not an auth token." % c, "Stop paging when nextPageToken is absent, not when the page is short.", "")
    return ("목록 API가 nextPageToken=%s 를 주는데 인증 토큰이 아니라 커서임" % c, "페이지가 짧을 때가 아니라 nextPageToken이 없을 때 멈출 것", "")


@ct("clean: password field schema / validation")
def _(r, lang):
    s = '{"password": {"type": "string", "minLength": %d, "writeOnly": true}, "password_confirm": {"$ref": "#/password"}}' % r.randint(10, 14)
    if lang == "en":
        return ("The OpenAPI schema for signup:\n" + s, "writeOnly fields are never returned by GET endpoints.", "")
    return ("회원가입 OpenAPI 스키마\n" + s, "writeOnly 필드는 GET 응답에 안 나옴", "")


@ct("clean: SQL with bind parameters")
def _(r, lang):
    s = pick(r, ["ALTER USER app_rw WITH PASSWORD :new_password;", "CREATE USER ? IDENTIFIED BY ?", "UPDATE users SET password_hash = $1 WHERE id = $2"])
    if lang == "en":
        return ("The rotation job runs `%s` with parameters from the secret store." % s, "Never format passwords into SQL strings; it leaks into pg_stat_statements.", "")
    return ("로테이션 잡은 `%s` 를 시크릿 저장소 값으로 바인딩해서 실행" % s, "비번을 SQL 문자열에 포맷팅하지 말 것. pg_stat_statements에 남음", "")


@ct("clean: connection string without password")
def _(r, lang):
    s = pick(r, ["postgresql://app@localhost:5432/app?sslmode=disable", "mongodb://mongo-0.mongo:27017,mongo-1.mongo:27017/?replicaSet=rs0&authMechanism=MONGODB-X509",
                 "Server=tcp:sql.acme.lan;Database=ERP;Authentication=Active Directory Managed Identity;", "redis://cache.internal:6379/2"])
    if lang == "en":
        return ("Connection uses identity-based auth, so the string has no password:\n" + s, "If it fails, check the identity's grants.", "")
    return ("아이덴티티 기반 인증이라 연결 문자열에 비번이 없음\n" + s, "실패하면 아이덴티티 권한부터 확인", "")


@ct("clean: WWW-Authenticate and 401 headers")
def _(r, lang):
    h = 'HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer realm="api", error="invalid_token", error_description="The access token expired"\nX-Request-Id: %s' % uuid4(r)
    if lang == "en":
        return ("The mobile app logged users out because of this response:\n" + h, "Retry once with a refreshed token before logging out.", "")
    return ("앱이 이 응답 때문에 사용자를 로그아웃시킴\n" + h, "로그아웃 전에 토큰 갱신 후 한 번 재시도", "")


@ct("clean: oauth flow description")
def _(r, lang):
    if lang == "en":
        return ("I didn't know the admin app uses the authorization-code flow with PKCE; the code_verifier is generated per login and never stored.",
                "Redirect URI must match exactly, including the trailing slash.", "Should we register http://localhost:5173/callback for dev?")
    return ("어드민 앱이 PKCE 붙은 authorization code 플로우 쓰는 걸 몰랐음. code_verifier는 로그인마다 생성되고 저장 안 됨",
            "redirect URI는 끝 슬래시까지 정확히 일치해야 함", "개발용으로 http://localhost:5173/callback 등록해도 될까요?")


@ct("clean: vault paths and policies")
def _(r, lang):
    p = pick(r, ["secret/data/prod/payments", "database/creds/readonly", "pki/issue/internal-dot-acme"])
    if lang == "en":
        return ("The service reads %s; its policy only grants read on that path." % p, "403 from Vault = policy, not token expiry (that's a different error).", "")
    return ("서비스가 %s 를 읽고, 정책은 그 경로 read만 허용" % p, "볼트 403은 정책 문제. 토큰 만료는 에러가 다름", "")


@ct("clean: ip / mac addresses and cidrs")
def _(r, lang):
    ip = "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))
    mac = ":".join(rs(r, HX, 2) for _ in range(6))
    if lang == "en":
        return ("The printer at %s (MAC %s) gets a new lease every night, breaking the label service." % (ip, mac), "Add a DHCP reservation; cidr 10.0.0.0/8 is allowed in the SG.", "")
    return ("라벨 프린터 %s (MAC %s) 가 매일 밤 IP가 바뀌어서 라벨 서비스가 깨짐" % (ip, mac), "DHCP 예약 걸 것. SG엔 10.0.0.0/8 허용돼 있음", "")


@ct("clean: cloud run / hashed service urls")
def _(r, lang):
    u = "https://checkout-%s-an.a.run.app" % rs(r, LAN, 10)
    if lang == "en":
        return ("The preview env URL is %s; the random part is a project hash, not a token." % u, "Preview envs require IAP login.", "")
    return ("프리뷰 환경 URL은 %s. 중간 랜덤 문자열은 프로젝트 해시지 토큰 아님" % u, "프리뷰 환경은 IAP 로그인 필요", "")


@ct("clean: timestamps and epoch ids")
def _(r, lang):
    t = r.randint(1700000000000, 1765000000000)
    if lang == "en":
        return ("Batch %d failed; the id is the epoch millis of the start time." % t, "Use the batch id to find logs in the bucket prefix.", "")
    return ("배치 %d 실패. ID는 시작 시각 epoch 밀리초" % t, "버킷 prefix에서 배치 ID로 로그 찾기", "")


@ct("clean: meeting minutes without credentials")
def _(r, lang):
    if lang == "en":
        return ("Security sync %d/%d\n- Decided: rotate all CI tokens quarterly\n- Owner: %s\n- The new process uses short-lived OIDC creds; no stored keys" % (r.randint(1, 12), r.randint(1, 28), pick(r, EN_NAMES)),
                "Decisions like this only live in the minutes; read them.", "")
    return ("보안 회의 %d/%d\n- 결정: CI 토큰 분기별 교체\n- 담당: %s\n- 신규 방식은 OIDC 단기 자격증명이라 저장된 키 없음" % (r.randint(1, 12), r.randint(1, 28), pick(r, KO_NAMES)),
            "이런 결정은 회의록에만 있음. 챙겨볼 것", "")


@ct("clean: password reset flow")
def _(r, lang):
    if lang == "en":
        return ("Reset links expire after 30 minutes and are single-use; support kept re-sending old links.", "Check reset_token_used_at before escalating.", "")
    return ("비번 재설정 링크는 30분 만료 + 1회용인데 CS에서 옛 링크를 계속 재전송함", "에스컬레이션 전에 reset_token_used_at 확인", "")


@ct("clean: otp / mfa explanations")
def _(r, lang):
    if lang == "en":
        return ("The admin panel requires TOTP (6 digits, 30-second window, SHA1); clock skew on the VM caused failures.", "Enable chrony on VMs used for admin access.", "")
    return ("어드민은 TOTP 6자리, 30초, SHA1. VM 시계가 틀어져서 OTP 실패했음", "관리자 접속용 VM은 chrony 켤 것", "")


@ct("clean: function and class names with password/secret")
def _(r, lang):
    s = pick(r, ["reset_password_handler()", "PasswordEncoderFactories.createDelegatingPasswordEncoder()", "SecretRotationService.rotateIfStale()", "useApiKeyHeader()", "TokenBucketRateLimiter"])
    if lang == "en":
        return ("The bug was in %s, not in the controller." % s, "Search for the class before reading the controller.", "")
    return ("버그는 컨트롤러가 아니라 %s 에 있었음" % s, "컨트롤러 보기 전에 클래스부터 검색", "")


@ct("clean: gpg key ids and cert serials")
def _(r, lang):
    kid, ser = rs(r, HXU, 16), ":".join(rs(r, HXU, 2) for _ in range(16))
    if lang == "en":
        return ("Package repo signing key id %s; the TLS cert serial is %s." % (kid, ser), "When apt complains about NO_PUBKEY, import the key id above.", "")
    return ("패키지 저장소 서명 키 ID %s, TLS 인증서 시리얼 %s" % (kid, ser), "apt가 NO_PUBKEY 에러 내면 위 키 ID import", "")


@ct("clean: s3 etags and object keys")
def _(r, lang):
    et = rs(r, HX, 32) + "-" + str(r.randint(2, 40))
    if lang == "en":
        return ("Multipart uploads have ETag \"%s\", which isn't the MD5 of the file." % et, "Compare with --checksum-algorithm SHA256 instead.", "")
    return ("멀티파트 업로드는 ETag \"%s\" 라서 파일 MD5랑 다름" % et, "--checksum-algorithm SHA256으로 비교할 것", "")


@ct("clean: redacted example in postmortem")
def _(r, lang):
    if lang == "en":
        return ("Postmortem: the leaked value (shown as sk_live_…%s in the report) was revoked within 12 minutes." % rs(r, AN, 4),
                "Include only the last 4 characters when referencing a credential.", "")
    return ("포스트모템: 유출된 값(보고서엔 sk_live_…%s 로 표기)은 12분 안에 폐기됨" % rs(r, AN, 4), "인증정보 언급 시 끝 4자리만 적을 것", "")


@ct("clean: hashed passwords policy discussion")
def _(r, lang):
    if lang == "en":
        return ("Login latency jumped after raising the argon2 memory cost to 64 MiB.", "Benchmark hashing cost on the smallest instance type first.", "")
    return ("argon2 메모리 비용을 64MiB로 올리니 로그인 지연이 튐", "제일 작은 인스턴스에서 해싱 비용 먼저 벤치마크", "")


@ct("clean: long random-looking identifiers")
def _(r, lang):
    s = pick(r, ["distribution E%s" % rs(r, UAN, 13), "pod checkout-web-7f9c%s-%s" % (rs(r, LAN, 6), rs(r, LAN, 5)),
                 "stack arn suffix %s" % uuid4(r), "Lambda version hash %s" % rs(r, B64, 43) + "="])
    if lang == "en":
        return ("The stale content came from CloudFront; invalidating the wrong %s did nothing." % s, "Check which resource actually serves the host header.", "")
    return ("캐시 문제는 CloudFront였음. 엉뚱한 %s 무효화해서 소용없었음" % s, "호스트 헤더를 실제로 서빙하는 리소스부터 확인", "")


@ct("clean: docker build secrets mount")
def _(r, lang):
    s = "RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci\n# docker build --secret id=npmrc,src=$HOME/.npmrc ."
    if lang == "en":
        return ("Private packages install in Docker via a build secret mount:\n" + s, "The secret never lands in an image layer this way.", "")
    return ("도커 빌드에서 private 패키지는 시크릿 마운트로 설치함\n" + s, "이렇게 하면 이미지 레이어에 안 남음", "")


@ct("clean: korean chat about rotation without values")
def _(r, lang):
    if lang == "en":
        return ("> %s: did you rotate the Stripe key?\n> me: yes, new one is in the vault, old one revoked at 14:05" % pick(r, EN_NAMES),
                "Announce rotations in #eng-announce with the revocation time.", "")
    return ("> %s: 스트라이프 키 교체했어요?\n> 나: 네 새 키 볼트에 넣었고 예전 키는 14:05에 폐기함" % pick(r, KO_NAMES),
            "키 교체는 #eng-announce 에 폐기 시각이랑 같이 공지", "")


@ct("clean: csp nonces and sri")
def _(r, lang):
    sri = "sha384-" + rs(r, B64, 64)
    if lang == "en":
        return ("The CDN script is pinned with integrity=\"%s\"; the CSP nonce changes per response." % sri, "Update SRI when bumping the CDN version.", "")
    return ("CDN 스크립트가 integrity=\"%s\" 로 고정돼 있고 CSP nonce는 응답마다 바뀜" % sri, "CDN 버전 올리면 SRI도 갱신", "")


@ct("clean: env var names list")
def _(r, lang):
    names = ["STRIPE_SECRET_KEY", "SENTRY_DSN", "DATABASE_URL", "REDIS_PASSWORD", "JWT_SECRET", "AWS_ROLE_ARN", "SLACK_WEBHOOK_URL"]
    r.shuffle(names)
    if lang == "en":
        return ("Required env for the worker: %s." % ", ".join(names[:5]), "Values come from the vault via the init container.", "Can the README list which are optional?")
    return ("워커 필수 env: %s" % ", ".join(names[:5]), "값은 init 컨테이너가 볼트에서 주입", "README에 옵션인 것 표시해줄 수 있나요?")


@ct("clean: aws sts assume-role output redacted")
def _(r, lang):
    s = '{"Credentials": {"AccessKeyId": "ASIA****************", "SecretAccessKey": "<redacted>", "SessionToken": "<redacted>", "Expiration": "2025-11-20T09:12:00Z"}, "AssumedRoleUser": {"Arn": "arn:aws:sts::%s:assumed-role/ReadOnly/jin"}}' % rs(r, DG, 12)
    if lang == "en":
        return ("assume-role works from the bastion (output redacted):\n" + s, "Session creds expire after an hour by default.", "")
    return ("bastion에서 assume-role 됨 (출력 마스킹)\n" + s, "세션 자격증명은 기본 1시간 후 만료", "")


@ct("clean: license / serial style public ids")
def _(r, lang):
    s = "-".join(rs(r, UAN, 5) for _ in range(4))
    if lang == "en":
        return ("The hardware ticket asked for the device serial: %s (printed on the label)." % s, "Serial numbers are on the asset sheet.", "")
    return ("장비 수리 접수에 시리얼 번호 필요: %s (라벨에 인쇄돼 있음)" % s, "시리얼은 자산 시트에 있음", "")


@ct("clean: jwt structure explained without a token")
def _(r, lang):
    if lang == "en":
        return ("I didn't know our access tokens are JWTs with a kid header pointing at JWKS; the gateway caches keys for 10 minutes.",
                "After rotating signing keys, wait for the cache or bust it.", "")
    return ("액세스 토큰이 JWT고 kid 헤더로 JWKS를 가리키는 걸 몰랐음. 게이트웨이가 키를 10분 캐시함", "서명키 교체 후엔 캐시 만료를 기다리거나 비울 것", "")


@ct("clean: cron and schedules")
def _(r, lang):
    c = "%d %d * * %d" % (r.randint(0, 59), r.randint(0, 23), r.randint(0, 6))
    if lang == "en":
        return ("The key rotation job runs on `%s` (UTC), not KST." % c, "Convert schedules to KST in docs.", "")
    return ("키 로테이션 잡은 `%s` (UTC) 기준임. KST 아님" % c, "문서에 KST로 변환해서 적을 것", "")


@ct("clean: percent-encoded url without credentials")
def _(r, lang):
    u = "https://search.acme.kr/api?q=%EB%B9%84%EB%B0%80%EB%B2%88%ED%98%B8+%EC%B0%BE%EA%B8%B0&lang=ko&page=" + str(r.randint(1, 9))
    if lang == "en":
        return ("Search logs show %s — the query is just the Korean phrase for 'find password', percent-encoded." % u, "Decode URLs before treating them as sensitive.", "")
    return ("검색 로그에 %s 가 찍힘. 그냥 '비밀번호 찾기' 검색어가 인코딩된 것" % u, "민감정보로 보기 전에 URL 디코딩해볼 것", "")


@ct("clean: hashed id in analytics")
def _(r, lang):
    h = sha(r, 64)
    if lang == "en":
        return ("User ids are exported as sha256(user_id + pepper_version) like %s; the pepper itself is not in the export." % h, "Don't join across exports with different pepper versions.", "")
    return ("유저 ID는 %s 처럼 해시로 내보냄. pepper 값은 export에 없음" % h, "pepper 버전 다른 export끼리 조인 금지", "")


@ct("clean: webhook signature verification code")
def _(r, lang):
    s = "expected = hmac.new(settings.WEBHOOK_SECRET.encode(), body, hashlib.sha256).hexdigest()\nif not hmac.compare_digest(expected, request.headers['X-Signature']): abort(401)"
    if lang == "en":
        return ("Webhook verification lives in middleware:\n" + s, "Use the raw body; JSON re-serialisation breaks the signature.", "")
    return ("웹훅 서명 검증은 미들웨어에 있음\n" + s, "raw body로 검증해야 함. JSON 재직렬화하면 서명 깨짐", "")


@ct("clean: signature header sample values")
def _(r, lang):
    s = "X-Hub-Signature-256: sha256=" + sha(r)
    if lang == "en":
        return ("Replayed webhook shows %s; the signature is a per-payload HMAC, not the secret." % s, "Store payloads to replay, not signatures.", "")
    return ("재전송된 웹훅 헤더 %s. 서명은 페이로드별 HMAC이지 시크릿 자체가 아님" % s, "재처리용으론 서명 말고 페이로드를 저장", "")


@ct("clean: korean terse note about key location")
def _(r, lang):
    if lang == "en":
        return (pick(r, ["keys: vault. certs: /etc/pki. passwords: 1Password 'Infra' vault. nothing in git.",
                         "where stuff lives -> tokens: CI secrets (DEPLOY_TOKEN), db creds: vault, tls: cert-manager. don't ask me for values"]),
                "Ask #infra for access, not individuals.", "")
    return (pick(r, ["키는 볼트, 인증서는 /etc/pki, 비번은 1Password Infra 금고. git엔 없음", "토큰 위치: CI 시크릿 > DEPLOY_TOKEN. 값은 나도 모름 ㅋ"]),
            "접근 권한은 개인 말고 #infra 채널로 요청", "")


@ct("clean: ssh host key verification")
def _(r, lang):
    fp = "SHA256:" + rs(r, B64, 43)
    if lang == "en":
        return ("The rebuilt bastion has a new host key (ED25519 key fingerprint is %s), so ssh refused with a MITM warning." % fp,
                "Remove the old entry with ssh-keygen -R and verify the new fingerprint in the infra channel.", "")
    return ("bastion 재구축으로 호스트 키 바뀜 (ED25519 key fingerprint is %s) → ssh가 MITM 경고로 거부" % fp,
            "ssh-keygen -R 로 지우고 인프라 채널에서 새 지문 확인", "")


@ct("clean: terraform state lineage / serial")
def _(r, lang):
    if lang == "en":
        return ("State lock error; lineage %s serial %d. Someone's plan crashed holding the lock." % (uuid4(r), r.randint(10, 900)),
                "force-unlock only after confirming nobody is applying.", "")
    return ("state lock 에러. lineage %s serial %d. 누가 plan 중에 죽어서 락이 남음" % (uuid4(r), r.randint(10, 900)), "아무도 apply 중이 아닌지 확인 후에만 force-unlock", "")


@ct("clean: high-entropy asset filenames")
def _(r, lang):
    f = "main.%s.js" % rs(r, HX, 20)
    if lang == "en":
        return ("Users on the old bundle %s hit a 404 for chunks after deploy." % f, "Keep the previous release's assets for a day.", "")
    return ("구 번들 %s 쓰는 사용자가 배포 후 청크 404" % f, "이전 릴리즈 에셋은 하루 정도 유지", "")


@ct("clean: iam policy json")
def _(r, lang):
    s = '{"Effect": "Allow", "Action": ["secretsmanager:GetSecretValue"], "Resource": "arn:aws:secretsmanager:ap-northeast-2:%s:secret:prod/*"}' % rs(r, DG, 12)
    if lang == "en":
        return ("The task role needs this statement to read secrets:\n" + s, "AccessDenied on GetSecretValue is IAM, not KMS, most of the time.", "")
    return ("태스크 롤에 시크릿 읽기 권한이 이렇게 있어야 함\n" + s, "GetSecretValue AccessDenied는 대부분 KMS 말고 IAM 문제", "")


@ct("clean: password manager usage")
def _(r, lang):
    if lang == "en":
        return ("I didn't know the team uses a shared 1Password vault for break-glass accounts; items are named '<system> / break-glass'.",
                "Request access through the IT portal.", "Who approves break-glass vault access?")
    return ("비상 계정은 공용 1Password 금고에 '<시스템> / break-glass' 이름으로 있는 걸 몰랐음", "IT 포털로 접근 요청", "비상 금고 접근 승인은 누가 하나요?")


@ct("clean: graphql query mentioning token fields")
def _(r, lang):
    q = "mutation { rotateApiToken(input: {serviceId: \"%s\"}) { token { id lastFour expiresAt } } }" % uuid4(r)
    if lang == "en":
        return ("The rotation mutation only returns metadata:\n" + q, "The plaintext token is shown once in the UI, never via API.", "")
    return ("로테이션 뮤테이션은 메타데이터만 반환\n" + q, "평문 토큰은 UI에서 한 번만 보이고 API로는 안 나옴", "")


@ct("clean: cookie attributes without values")
def _(r, lang):
    if lang == "en":
        return ("Safari dropped the session cookie because it lacked SameSite=None; Secure on the cross-site iframe.", "Set-Cookie attributes matter more than the value here.", "")
    return ("사파리가 크로스사이트 iframe에서 세션 쿠키를 버림. SameSite=None; Secure 가 빠져 있었음", "여기선 값보다 Set-Cookie 속성이 중요", "")


@ct("clean: hex colors, uuids in design tokens")
def _(r, lang):
    c = "#" + rs(r, HX, 6)
    if lang == "en":
        return ("Design token color.brand.primary = %s; token id %s in the Figma library." % (c, uuid4(r)), "'Token' here means design token.", "")
    return ("디자인 토큰 color.brand.primary = %s, 피그마 라이브러리 토큰 ID %s" % (c, uuid4(r)), "여기서 토큰은 디자인 토큰 얘기", "")


@ct("clean: secrets scanning report summary")
def _(r, lang):
    n = r.randint(2, 9)
    if lang == "en":
        return ("The scanner flagged %d findings in the repo history; all were test fixtures or already-revoked keys (see %s)." % (n, ticket(r)),
                "Mark fixtures as allowlisted so the report stays useful.", "")
    return ("스캐너가 레포 히스토리에서 %d건 탐지. 전부 테스트 픽스처거나 이미 폐기된 키 (%s 참고)" % (n, ticket(r)), "픽스처는 허용목록 처리해서 리포트를 깨끗하게", "")


@ct("clean: korean meeting-style decisions on auth")
def _(r, lang):
    if lang == "en":
        return ("Decision log: service-to-service calls move to mTLS; API keys stay only for partners.", "Check the decision log before adding a new API key.", "")
    return ("결정 사항\n- 서비스 간 호출은 mTLS로 전환\n- API 키는 파트너용만 유지\n- 담당: %s" % pick(r, KO_NAMES), "새 API 키 만들기 전에 결정 로그 확인", "")


@ct("clean: base64 image / data uri")
def _(r, lang):
    d = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA" + rs(r, B64, 60)
    if lang == "en":
        return ("The email template inlines the logo as %s..." % d, "Large data URIs break some clients; host the image instead.", "")
    return ("메일 템플릿에 로고가 %s... 로 인라인돼 있음" % d, "큰 data URI는 일부 메일 클라이언트에서 깨짐. 이미지 호스팅할 것", "")


@ct("clean: dependency versions with hashes in requirements")
def _(r, lang):
    s = "cryptography==43.0.1 \\\n    --hash=sha256:%s" % sha(r)
    if lang == "en":
        return ("pip install --require-hashes failed after bumping cryptography:\n" + s, "Regenerate with pip-compile --generate-hashes.", "")
    return ("cryptography 올린 뒤 --require-hashes 설치 실패\n" + s, "pip-compile --generate-hashes로 재생성", "")


@ct("clean: kms key alias and key policy")
def _(r, lang):
    if lang == "en":
        return ("Backups are encrypted with alias/backup-prod (key id %s); the key material never leaves KMS." % uuid4(r), "Grant kms:Decrypt to the restore role before testing restores.", "")
    return ("백업은 alias/backup-prod (키 ID %s) 로 암호화. 키 자체는 KMS 밖으로 안 나옴" % uuid4(r), "복구 테스트 전에 restore 롤에 kms:Decrypt 부여", "")


@ct("clean: numbers that look like pins")
def _(r, lang):
    if lang == "en":
        return ("Order %d was charged twice; PG transaction %d and %d." % (r.randint(10**7, 10**8), r.randint(10**11, 10**12), r.randint(10**11, 10**12)),
                "Idempotency key must be the order id, not a random value.", "")
    return ("주문 %d 이중 결제. PG 거래번호 %d, %d" % (r.randint(10**7, 10**8), r.randint(10**11, 10**12), r.randint(10**11, 10**12)), "멱등 키는 랜덤값 말고 주문번호로", "")


@ct("clean: env diff with var refs only")
def _(r, lang):
    d = "-  DB_PASSWORD: \"hardcoded-removed\"\n+  DB_PASSWORD: ${DB_PASSWORD}\n+  API_TOKEN: ${{ secrets.API_TOKEN }}"
    if lang == "en":
        return ("Cleanup PR replaced literals with references:\n" + d.replace("\"hardcoded-removed\"", "<removed>"), "Still rotate anything that was ever committed.", "")
    return ("정리 PR에서 리터럴을 참조로 교체\n" + d.replace("\"hardcoded-removed\"", "<삭제됨>"), "한 번이라도 커밋된 값은 그래도 교체할 것", "")


@ct("clean: browser storage keys")
def _(r, lang):
    if lang == "en":
        return ("The SPA stores the access token in memory and only a refresh flag in localStorage ('auth.hasSession' = true).", "Don't move tokens into localStorage to 'fix' reload logouts.", "")
    return ("SPA는 액세스 토큰을 메모리에만 두고 localStorage엔 'auth.hasSession' = true 플래그만 둠", "새로고침 로그아웃 고친다고 토큰을 localStorage로 옮기지 말 것", "")


@ct("clean: rate limit headers")
def _(r, lang):
    h = "X-RateLimit-Limit: 5000\nX-RateLimit-Remaining: 0\nX-RateLimit-Reset: %d" % r.randint(1700000000, 1760000000)
    if lang == "en":
        return ("The sync job hit the vendor limit:\n" + h, "Use one key per job so limits don't collide.", "")
    return ("동기화 잡이 벤더 한도에 걸림\n" + h, "잡마다 키를 분리해야 한도가 안 겹침", "")


@ct("clean: keyboard layout discussion")
def _(r, lang):
    if lang == "en":
        return ("Login failures on the kiosk were due to Caps Lock and the IME being in Hangul mode, not wrong passwords.", "Show a Caps Lock / IME indicator on the login form.", "")
    return ("키오스크 로그인 실패가 비번이 틀린 게 아니라 캡스락이랑 한글 입력 상태 때문이었음", "로그인 폼에 캡스락/한영 상태 표시 넣기", "")

# ---- replacements for low-variation clean templates (two or more phrasings per language)
def _vary(cat, en, ko):
    def fn(r, lang):
        return pick(r, en if lang == "en" else ko)
    for i, (c, f, n) in enumerate(CLEAN_T):
        if c == cat:
            CLEAN_T[i] = (c, fn, n)
            return
    raise KeyError(cat)


_vary("clean: ports and hosts", [
    ("Vault listens on 8200, Consul on 8500, and the metrics sidecar on 9102; the firewall only allowed 8200.", "Check all three ports when moving the cluster to a new subnet.", ""),
    ("Postgres on the jump host is exposed on 6432 (pgbouncer), not 5432, which is why my tunnel got 'connection refused'.", "Tunnel to 6432 and let pgbouncer pool.", ""),
    ("The admin API is on :9443 and only bound to the internal interface; I kept trying :443.", "Check `ss -tlnp` before assuming a port.", "Should we document ports per service in the README?"),
], [
    ("볼트는 8200, 콘술은 8500, 메트릭 사이드카는 9102 포트인데 방화벽엔 8200만 열려 있었음", "서브넷 옮길 때 세 포트 다 확인", ""),
    ("점프 호스트 postgres는 5432가 아니라 6432(pgbouncer)로 열려 있음. 터널 connection refused 원인", "6432로 터널 잡고 pgbouncer 풀링 쓰기", ""),
    ("어드민 API는 :9443 에 내부 인터페이스로만 바인딩됨. 계속 :443으로 붙으려 했음", "포트 추측하지 말고 ss -tlnp 로 확인", "서비스별 포트 README에 정리할까요?"),
])
_vary("clean: k8s secretKeyRef manifests", [
    ("The deployment pulls the password from a Secret reference:\nenv:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: pg-cred\n        key: password", "If the pod is stuck in CreateContainerConfigError, the Secret or key is missing.", ""),
    ("Didn't know the worker uses envFrom with a whole Secret:\nenvFrom:\n  - secretRef:\n      name: worker-env", "Adding a key to the Secret needs a pod restart to take effect.", ""),
    ("ExternalSecret syncs from AWS Secrets Manager:\nspec:\n  secretStoreRef: {name: aws-sm, kind: ClusterSecretStore}\n  dataFrom:\n    - extract: {key: prod/checkout}", "Check the ExternalSecret status before blaming the app.", ""),
], [
    ("디플로이먼트는 Secret 참조로 비번을 가져옴\nenv:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: pg-cred\n        key: password", "CreateContainerConfigError면 Secret이나 key가 없는 것", ""),
    ("워커가 envFrom으로 Secret 통째로 받는 줄 몰랐음\nenvFrom:\n  - secretRef:\n      name: worker-env", "Secret에 키 추가하면 파드 재시작해야 반영됨", ""),
    ("ExternalSecret이 AWS Secrets Manager에서 동기화함\nspec:\n  secretStoreRef: {name: aws-sm, kind: ClusterSecretStore}\n  dataFrom:\n    - extract: {key: prod/checkout}", "앱 의심하기 전에 ExternalSecret status부터 확인", ""),
])
_vary("clean: oauth flow description", [
    ("I didn't know the admin app uses the authorization-code flow with PKCE; the code_verifier is generated per login and never stored.", "Redirect URI must match exactly, including the trailing slash.", "Should we register http://localhost:5173/callback for dev?"),
    ("The partner integration uses client_credentials; scopes are assigned per client in the IdP, not requested dynamically.", "A 403 with a valid token usually means a missing scope.", ""),
    ("Refresh tokens are rotated on every use; reusing an old one revokes the whole family, which logged out the QA devices.", "Don't share refresh tokens between test devices.", ""),
], [
    ("어드민 앱이 PKCE 붙은 authorization code 플로우 쓰는 걸 몰랐음. code_verifier는 로그인마다 생성되고 저장 안 됨", "redirect URI는 끝 슬래시까지 정확히 일치해야 함", "개발용으로 http://localhost:5173/callback 등록해도 될까요?"),
    ("파트너 연동은 client_credentials 방식이고 스코프는 IdP에서 클라이언트별로 부여됨", "토큰이 유효한데 403이면 대부분 스코프 누락", ""),
    ("리프레시 토큰은 쓸 때마다 교체되고, 옛 토큰 재사용하면 패밀리 전체가 폐기됨 → QA 기기들 다 로그아웃된 원인", "테스트 기기끼리 리프레시 토큰 공유 금지", ""),
])
_vary("clean: password reset flow", [
    ("Reset links expire after 30 minutes and are single-use; support kept re-sending old links.", "Check reset_token_used_at before escalating.", ""),
    ("Password reset e-mails are rate-limited to 3 per hour per account, so repeated 'I didn't get it' tickets were the limiter.", "Look at the rate-limit table before checking SES.", ""),
], [
    ("비번 재설정 링크는 30분 만료 + 1회용인데 CS에서 옛 링크를 계속 재전송함", "에스컬레이션 전에 reset_token_used_at 확인", ""),
    ("비번 재설정 메일은 계정당 시간당 3회 제한이라 '메일 안 와요' 문의가 몰렸던 것", "SES 보기 전에 레이트리밋 테이블부터", ""),
])
_vary("clean: otp / mfa explanations", [
    ("The admin panel requires TOTP (6 digits, 30-second window, SHA1); clock skew on the VM caused failures.", "Enable chrony on VMs used for admin access.", ""),
    ("SMS OTP for login is sent via the notification service with a 3-minute validity; QA numbers are allowlisted to skip it.", "Use the QA allowlist instead of disabling MFA in staging.", ""),
], [
    ("어드민은 TOTP 6자리, 30초, SHA1. VM 시계가 틀어져서 OTP 실패했음", "관리자 접속용 VM은 chrony 켤 것", ""),
    ("로그인 문자 인증번호는 알림 서비스로 나가고 유효시간 3분. QA 번호는 허용목록으로 스킵됨", "스테이징에서 MFA 끄지 말고 QA 허용목록 쓰기", ""),
])
_vary("clean: hashed passwords policy discussion", [
    ("Login latency jumped after raising the argon2 memory cost to 64 MiB.", "Benchmark hashing cost on the smallest instance type first.", ""),
    ("Legacy users still have SHA1 password hashes; they're upgraded to bcrypt on next login.", "Don't run a bulk rehash; it needs the plaintext.", "How many legacy hashes are left?"),
], [
    ("argon2 메모리 비용을 64MiB로 올리니 로그인 지연이 튐", "제일 작은 인스턴스에서 해싱 비용 먼저 벤치마크", ""),
    ("레거시 회원은 아직 SHA1 비번 해시라서 다음 로그인 때 bcrypt로 재해싱됨", "일괄 재해싱은 평문이 필요해서 불가능", "레거시 해시 몇 건 남았나요?"),
])
_vary("clean: docker build secrets mount", [
    ("Private packages install in Docker via a build secret mount:\nRUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci\n# docker build --secret id=npmrc,src=$HOME/.npmrc .", "The secret never lands in an image layer this way.", ""),
    ("The Go build fetches private modules through an SSH mount:\nRUN --mount=type=ssh go mod download\n# docker build --ssh default .", "Needs ssh-agent running with the deploy key loaded.", ""),
], [
    ("도커 빌드에서 private 패키지는 시크릿 마운트로 설치함\nRUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci\n# docker build --secret id=npmrc,src=$HOME/.npmrc .", "이렇게 하면 이미지 레이어에 안 남음", ""),
    ("Go 빌드는 SSH 마운트로 private 모듈 받음\nRUN --mount=type=ssh go mod download\n# docker build --ssh default .", "ssh-agent에 배포키 올라가 있어야 함", ""),
])
_vary("clean: jwt structure explained without a token", [
    ("I didn't know our access tokens are JWTs with a kid header pointing at JWKS; the gateway caches keys for 10 minutes.", "After rotating signing keys, wait for the cache or bust it.", ""),
    ("The 'exp' claim is in seconds but the mobile client compared it to milliseconds, so every token looked expired.", "Check units of exp/iat/nbf when tokens 'expire' instantly.", ""),
], [
    ("액세스 토큰이 JWT고 kid 헤더로 JWKS를 가리키는 걸 몰랐음. 게이트웨이가 키를 10분 캐시함", "서명키 교체 후엔 캐시 만료를 기다리거나 비울 것", ""),
    ("exp 클레임은 초 단위인데 앱이 밀리초로 비교해서 토큰이 전부 만료로 보였음", "토큰이 바로 만료되면 exp/iat/nbf 단위부터 확인", ""),
])
_vary("clean: webhook signature verification code", [
    ("Webhook verification lives in middleware:\nexpected = hmac.new(settings.WEBHOOK_SECRET.encode(), body, hashlib.sha256).hexdigest()\nif not hmac.compare_digest(expected, request.headers['X-Signature']): abort(401)", "Use the raw body; JSON re-serialisation breaks the signature.", ""),
    ("Signature checks fail only behind the new proxy because it re-encodes the body. Verification code:\nverify(rawBody, req.get('Stripe-Signature'), process.env.STRIPE_WEBHOOK_SECRET)", "Capture the raw body before any JSON middleware.", ""),
], [
    ("웹훅 서명 검증은 미들웨어에 있음\nexpected = hmac.new(settings.WEBHOOK_SECRET.encode(), body, hashlib.sha256).hexdigest()\nif not hmac.compare_digest(expected, request.headers['X-Signature']): abort(401)", "raw body로 검증해야 함. JSON 재직렬화하면 서명 깨짐", ""),
    ("새 프록시 뒤에서만 서명 검증이 실패함. 프록시가 바디를 다시 인코딩함. 검증 코드:\nverify(rawBody, req.get('Stripe-Signature'), process.env.STRIPE_WEBHOOK_SECRET)", "JSON 미들웨어 전에 raw body를 잡아둘 것", ""),
])
_vary("clean: password manager usage", [
    ("I didn't know the team uses a shared 1Password vault for break-glass accounts; items are named '<system> / break-glass'.", "Request access through the IT portal.", "Who approves break-glass vault access?"),
    ("Bitwarden collections are per team; the 'Payments' collection is where partner portal logins live.", "Don't save shared logins in your personal vault.", ""),
], [
    ("비상 계정은 공용 1Password 금고에 '<시스템> / break-glass' 이름으로 있는 걸 몰랐음", "IT 포털로 접근 요청", "비상 금고 접근 승인은 누가 하나요?"),
    ("Bitwarden 컬렉션이 팀별로 나뉘어 있고 파트너 포털 로그인은 'Payments' 컬렉션에 있음", "공용 계정을 개인 금고에 저장하지 말 것", ""),
])
_vary("clean: cookie attributes without values", [
    ("Safari dropped the session cookie because it lacked SameSite=None; Secure on the cross-site iframe.", "Set-Cookie attributes matter more than the value here.", ""),
    ("The session cookie was scoped to app.acme.io, so api.acme.io never received it; Domain=.acme.io fixed it.", "Check Domain/Path before suspecting auth.", ""),
], [
    ("사파리가 크로스사이트 iframe에서 세션 쿠키를 버림. SameSite=None; Secure 가 빠져 있었음", "여기선 값보다 Set-Cookie 속성이 중요", ""),
    ("세션 쿠키 Domain이 app.acme.io라서 api.acme.io로 안 넘어갔음. Domain=.acme.io로 해결", "인증 의심 전에 Domain/Path 확인", ""),
])
_vary("clean: korean meeting-style decisions on auth", [
    ("Decision log: service-to-service calls move to mTLS; API keys stay only for partners.", "Check the decision log before adding a new API key.", ""),
    ("Arch review outcome: no more shared DB users; each service gets its own role via IAM auth.", "New services must request a role, not reuse app_rw.", ""),
], [
    ("결정 사항\n- 서비스 간 호출은 mTLS로 전환\n- API 키는 파트너용만 유지", "새 API 키 만들기 전에 결정 로그 확인", ""),
    ("아키텍처 리뷰 결과\n- 공용 DB 계정 폐지\n- 서비스별 롤 + IAM 인증\n- 적용: 다음 분기", "신규 서비스는 app_rw 재사용 말고 롤 신청", ""),
    ("회의록) 인증 개편\n- 토큰 만료 1시간 → 15분\n- 리프레시는 30일 유지\n- 앱 강제 업데이트 필요 여부 확인 중", "만료 시간 바뀌면 모바일팀에 먼저 공유", ""),
])
_vary("clean: env diff with var refs only", [
    ("Cleanup PR replaced literals with references:\n-  DB_PASSWORD: <removed>\n+  DB_PASSWORD: ${DB_PASSWORD}\n+  API_TOKEN: ${{ secrets.API_TOKEN }}", "Still rotate anything that was ever committed.", ""),
    ("The compose file now reads from env:\n-      - SMTP_PASS=<removed>\n+      - SMTP_PASS=${SMTP_PASS:?set me}", "The :? form makes compose fail loudly when unset.", ""),
], [
    ("정리 PR에서 리터럴을 참조로 교체\n-  DB_PASSWORD: <삭제됨>\n+  DB_PASSWORD: ${DB_PASSWORD}\n+  API_TOKEN: ${{ secrets.API_TOKEN }}", "한 번이라도 커밋된 값은 그래도 교체할 것", ""),
    ("compose 파일이 이제 env에서 읽음\n-      - SMTP_PASS=<삭제됨>\n+      - SMTP_PASS=${SMTP_PASS:?set me}", ":? 문법 쓰면 값 없을 때 compose가 바로 실패함", ""),
])
_vary("clean: browser storage keys", [
    ("The SPA stores the access token in memory and only a refresh flag in localStorage ('auth.hasSession' = true).", "Don't move tokens into localStorage to 'fix' reload logouts.", ""),
    ("IndexedDB 'offline-cache' holds draft orders only; auth lives in an httpOnly cookie the JS can't read.", "Clearing site data logs you out because of the cookie, not IndexedDB.", ""),
], [
    ("SPA는 액세스 토큰을 메모리에만 두고 localStorage엔 'auth.hasSession' = true 플래그만 둠", "새로고침 로그아웃 고친다고 토큰을 localStorage로 옮기지 말 것", ""),
    ("IndexedDB 'offline-cache'엔 임시 주문만 있고 인증은 JS가 못 읽는 httpOnly 쿠키에 있음", "사이트 데이터 지우면 로그아웃되는 건 쿠키 때문", ""),
])
_vary("clean: keyboard layout discussion", [
    ("Login failures on the kiosk were due to Caps Lock and the IME being in Hangul mode, not wrong passwords.", "Show a Caps Lock / IME indicator on the login form.", ""),
    ("Our password field rejected Hangul input silently because the validator only allows ASCII; users thought their password was wrong.", "Tell users which characters are allowed.", ""),
], [
    ("키오스크 로그인 실패가 비번이 틀린 게 아니라 캡스락이랑 한글 입력 상태 때문이었음", "로그인 폼에 캡스락/한영 상태 표시 넣기", ""),
    ("비번 입력칸이 ASCII만 허용해서 한글 입력을 조용히 거부함. 사용자는 비번이 틀린 줄 앎", "허용 문자 안내 문구 넣기", ""),
])

# ================================================================ assembly
FIELDS = ("missing_context", "lesson", "ask_next_time")
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}
FRAME_FILES = {
    "env export": ["~/.bashrc", "~/.zshrc", "scripts/deploy.sh", "Makefile"],
    ".env": [".env", ".env.staging", ".env.production", "services/.env.local"],
    "curl": ["docs/runbook.md", "scripts/smoke.sh", "the shell history", "README.internal.md"],
    "sdk/cli": ["scripts/oneoff.py", "notebooks/explore.ipynb", "bin/setup.sh", "the CI job log"],
    "url": ["the cron definition", "scripts/notify.sh", "the monitoring config", "the wiki"],
    "json": ["config/default.json", "appsettings.json", "src/config/prod.json"],
    "yaml": ["config/settings.yaml", "ansible/group_vars/all.yml", "config/app.yml"],
    "toml": ["config.toml", "pyproject.toml", "settings.toml"],
    "ini": ["conf/app.ini", "setup.cfg", "/etc/acme/agent.conf"],
    "ci file": [".github/workflows/deploy.yml", ".gitlab-ci.yml", ".github/workflows/nightly.yml"],
    "dockerfile": ["Dockerfile", "docker/Dockerfile.worker", "Dockerfile.dev"],
    "terraform": ["infra/main.tf", "infra/providers.tf", "modules/integrations/variables.tf"],
    "helm values": ["deploy/values-prod.yaml", "charts/app/values.yaml", "helm/values-staging.yaml"],
    "k8s secret": ["k8s/secret.yaml", "manifests/creds.yaml", "overlays/prod/secret.yaml"],
    "docker run": ["the ops runbook", "scripts/run-local.sh", "the on-call notes"],
    "getenv default": ["settings.py", "src/config.js", "app/config/index.ts"],
    "log line": ["the pod logs", "Loki", "the CloudWatch log group"],
    "md table": ["the team wiki", "the onboarding page", "the handover doc"],
    "compose": ["docker-compose.yml", "docker-compose.override.yml", "compose.prod.yaml"],
    "powershell": ["setup.ps1", "scripts/win-build.ps1", "the Windows build agent profile"],
    "prose": ["the wiki", "Slack", "the handover doc"],
}


def nbytes(s):
    return len(s.encode("utf-8"))


def fields_ok(f):
    if not f["missing_context"].strip() or not f["lesson"].strip():
        return False
    return all(nbytes(f[k]) <= LIMITS[k] for k in FIELDS)


def secrets_ok(f, secrets):
    vals = [f[k] for k in FIELDS]
    for s in secrets:
        if len(s) < 8 or not any(s in v for v in vals):
            return False
    order = sorted(secrets, key=len, reverse=True)
    for v in vals:
        masked = v
        for s in order:
            masked = masked.replace(s, "\x00" * len(s))
        for s in secrets:
            for i in range(len(s) - 7):
                if s[i:i + 8] in masked:
                    return False
    return True


def where(f, secrets):
    return [k for k in FIELDS if any(s in f[k] for s in secrets)]


def dedup_secrets(lst):
    out = []
    for s in lst:
        if s not in out:
            out.append(s)
    return out


class Balancer:
    def __init__(self):
        self.c = {"en": 0, "ko": 0}

    def start(self, r):
        if self.c["en"] == self.c["ko"]:
            return pick(r, ["en", "ko"])
        return "en" if self.c["en"] < self.c["ko"] else "ko"

    def add(self, lang):
        self.c[lang] += 1


def other(lang):
    return "ko" if lang == "en" else "en"


def run_template(r, fn, lang, kind, seen):
    for _ in range(200):
        out = fn(r, lang)
        if kind == "secret":
            mc, le, ask, secs = out
            secs = dedup_secrets(secs)
        else:
            mc, le, ask = out
            secs = []
        f = {"missing_context": mc, "lesson": le, "ask_next_time": ask}
        key = (mc, le, ask)
        if key in seen or not fields_ok(f):
            continue
        if kind == "secret" and not secrets_ok(f, secs):
            continue
        seen.add(key)
        return f, secs
    return None


def vendor_note(r, v, lang, slot, frame_use, seen):
    for attempt in range(300):
        vals, secs = [], []
        for var, key, g in v.items:
            val, lst = g(r)
            vals.append((var, key, val))
            secs += lst
        cands = []
        for name, fn in FRAMES:
            snip = fn(r, v, vals, lang)
            if snip is not None:
                cands.append((frame_use.get(name, 0), r.random(), name, snip))
        cands.append((frame_use.get("prose", 0) / 3.0, r.random(), "prose", None))
        cands.sort()
        k = min(len(cands) - 1, attempt // 40)
        _, _, fname, snip = cands[k]
        sl = slot if attempt < 150 else "lesson"
        ctx = {"V": v.name, "svc": pick(r, SVCS), "P": CATS[v.cat][0 if lang == "en" else 1], "who": who(r, lang),
               "file": pick(r, FRAME_FILES[fname]), "noun": v.noun if lang == "en" else v.noun_ko}
        if lang == "ko" and ctx["file"] in ("the shell history", "the CI job log", "the cron definition", "the monitoring config", "the wiki",
                                            "the ops runbook", "the on-call notes", "the pod logs", "the CloudWatch log group",
                                            "the team wiki", "the onboarding page", "the handover doc", "Slack", "Loki",
                                            "the Windows build agent profile"):
            ctx["file"] = pick(r, ["쉘 히스토리", "CI 로그", "크론 설정", "팀 위키", "인수인계 문서", "런북", "슬랙 스레드"])
        if fname == "prose":
            if len(vals) == 1:
                X = vals[0][2]
            else:
                X = ", ".join("%s %s" % (key, val) for var, key, val in vals)
            text = pick(r, PROSE[(sl, lang)]).format(X=X, **ctx)
            fr = "question" if sl == "ask" else "prose"
        else:
            text = pick(r, W[(sl, lang)]).format(S=snip, **ctx)
            fr = fname
        f = {}
        slot_key = {"mc": "missing_context", "lesson": "lesson", "ask": "ask_next_time"}
        for s2, fk in slot_key.items():
            f[fk] = text if s2 == sl else pick(r, FILL[(s2, lang)]).format(**ctx)
        key3 = (f["missing_context"], f["lesson"], f["ask_next_time"])
        secs = dedup_secrets(secs)
        if key3 in seen or not fields_ok(f) or not secrets_ok(f, secs):
            continue
        seen.add(key3)
        frame_use[fname] = frame_use.get(fname, 0) + 1
        return f, secs, fr
    raise RuntimeError("vendor note failed: " + v.name)


def build():
    r = R
    notes = []
    seen = set()
    bal = {"secret": Balancer(), "clean": Balancer()}
    slot_count = {"missing_context": 0, "lesson": 0, "ask_next_time": 0}
    # --- non-vendor secret templates
    twos = 0
    for cat, fn, n in SECRET_T:
        if n == 2:
            twos += 1
            if twos % 3 == 0:
                n = 1
        lang = bal["secret"].start(r)
        for i in range(n):
            res = run_template(r, fn, lang, "secret", seen)
            if res is None:
                raise RuntimeError("secret template failed: " + cat)
            f, secs = res
            for k in where(f, secs):
                slot_count[k] += 1
            notes.append({"lang": lang, "kind": "secret", "category": cat, "fields": f, "secrets": secs})
            bal["secret"].add(lang)
            lang = other(lang)
    # --- vendor notes
    frame_use = {}
    vend_frames = {}
    for v in VENDORS:
        lang = bal["secret"].start(r)
        order = sorted(slot_count, key=lambda k: (slot_count[k], r.random()))
        slot = {"missing_context": "mc", "lesson": "lesson", "ask_next_time": "ask"}[order[0]]
        f, secs, fr = vendor_note(r, v, lang, slot, frame_use, seen)
        vend_frames[fr] = vend_frames.get(fr, 0) + 1
        for k in where(f, secs):
            slot_count[k] += 1
        notes.append({"lang": lang, "kind": "secret", "category": "vendor %s: %s [%s]" % (fr, v.tag, v.name),
                      "fields": f, "secrets": secs})
        bal["secret"].add(lang)
    # --- clean templates
    dropped = []
    for cat, fn, n in CLEAN_T:
        lang = bal["clean"].start(r)
        for i in range(n):
            res = run_template(r, fn, lang, "clean", seen)
            if res is None:
                dropped.append(cat)
                lang = other(lang)
                continue
            f, _ = res
            notes.append({"lang": lang, "kind": "clean", "category": cat, "fields": f, "secrets": []})
            bal["clean"].add(lang)
            lang = other(lang)
    return notes, vend_frames, dropped


def main():
    notes, vend_frames, dropped = build()
    # category cap and final assertions
    per_cat = {}
    for nt in notes:
        per_cat[nt["category"]] = per_cat.get(nt["category"], 0) + 1
        f = nt["fields"]
        assert fields_ok(f), nt["category"]
        if nt["kind"] == "secret":
            assert nt["secrets"] and secrets_ok(f, nt["secrets"]), nt["category"]
        else:
            assert nt["secrets"] == []
    assert max(per_cat.values()) <= 3, [c for c in per_cat if per_cat[c] > 3]
    R.shuffle(notes)
    out_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v20.jsonl")
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for i, nt in enumerate(notes, 1):
            rec = {"id": "u%03d" % i, "lang": nt["lang"], "kind": nt["kind"], "category": nt["category"],
                   "fields": {k: nt["fields"][k] for k in FIELDS}, "secrets": nt["secrets"]}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    # summary
    cnt = {}
    for nt in notes:
        cnt[(nt["kind"], nt["lang"])] = cnt.get((nt["kind"], nt["lang"]), 0) + 1
    field_cov = {k: 0 for k in FIELDS}
    multi = 0
    for nt in notes:
        if nt["kind"] == "secret":
            w = where(nt["fields"], nt["secrets"])
            for k in w:
                field_cov[k] += 1
            if len(w) > 1:
                multi += 1
    vendors = []
    for v in VENDORS:
        if v.name not in vendors:
            vendors.append(v.name)
    summary = {
        "notes": len(notes),
        "by_kind_lang": {"%s/%s" % k: cnt[k] for k in sorted(cnt)},
        "listed_secrets": sum(len(nt["secrets"]) for nt in notes),
        "categories": len(per_cat),
        "secret_categories": len({nt["category"] for nt in notes if nt["kind"] == "secret"}),
        "clean_categories": len({nt["category"] for nt in notes if nt["kind"] == "clean"}),
        "vendor_specs": len(VENDORS), "distinct_vendors": len(vendors),
        "secret_notes_with_secret_in_field": field_cov, "secret_notes_secret_in_2plus_fields": multi,
        "vendor_frames": dict(sorted(vend_frames.items())),
        "empty_ask_next_time": sum(1 for nt in notes if not nt["fields"]["ask_next_time"]),
        "dropped_clean_dupes": dropped,
    }
    if os.environ.get("BLIND_STATS"):
        print(json.dumps(summary, ensure_ascii=False, indent=1))
    print("wrote %s (%d notes)" % (out_path, len(notes)))


if __name__ == "__main__":
    main()
