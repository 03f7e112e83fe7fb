#!/usr/bin/env python3
"""Generator for blind_set_v61.jsonl: a blind evaluation set for a credential-redaction filter.

Python 3 standard library only, no network.  One PRNG, random.Random(61_2026_1126), drives
every choice; nothing iterates over a set and nothing depends on hash order, so the output is
byte-identical on every run and under any PYTHONHASHSEED.

Usage:  python3 make_blind_set_v61.py [output_path]
"""
import base64
import hashlib
import json
import struct
import sys
import urllib.parse

import random

SEED = 61_2026_1126
R = random.Random(SEED)

N_SECRET = 360
N_CLEAN = 360
N_EN = 216          # per kind (60 %)
N_KO = 144          # per kind (40 %)
ID_PREFIX = "dq"

# ----------------------------------------------------------------------------------------------
# alphabets and small random helpers
# ----------------------------------------------------------------------------------------------
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DIG = "0123456789"
AN = UP + LO + DIG
UPDIG = UP + DIG
LODIG = LO + DIG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(alpha, n):
    """Random string of n characters drawn from alpha."""
    return "".join(R.choice(alpha) for _ in range(n))


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def sample(seq, k):
    return R.sample(list(seq), k)


def b64(b):
    return base64.b64encode(b).decode()


def b64u_nopad(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def digits(n, lead_nonzero=True):
    s = rs(DIG, n)
    if lead_nonzero and s[0] == "0":
        s = pick("123456789") + s[1:]
    return s


def lines_of(s, width):
    return [s[i:i + width] for i in range(0, len(s), width)]


def pct(s):
    """Percent-encode everything outside the unreserved set (as a URL userinfo/query value)."""
    return urllib.parse.quote(s, safe="")


def ts_iso():
    return "2025-%02d-%02dT%02d:%02d:%02dZ" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59),
                                               rint(0, 59))


def ts_log():
    return "2025-%02d-%02d %02d:%02d:%02d.%03d" % (rint(1, 12), rint(1, 28), rint(0, 23),
                                                   rint(0, 59), rint(0, 59), rint(0, 999))


def date8():
    return "2025%02d%02d" % (rint(1, 12), rint(1, 28))


# ----------------------------------------------------------------------------------------------
# word pools (prose and identifiers only; never credential bodies)
# ----------------------------------------------------------------------------------------------
COMPANIES = ["acme", "northwind", "hanbit", "saerom", "bluefin", "pinecrest", "dalbit", "orbit",
             "kestrel", "mirae", "haneul", "tidewater", "sakura-labs", "lumen", "gyeol", "copperleaf",
             "yuzu", "fjordline", "nuri", "cobalt", "maru", "quarry", "byeol", "ironbark"]
TLDS = ["io", "com", "dev", "co.kr", "kr", "net", "jp", "cloud", "de", "fr"]
APPS = ["billing-api", "order-service", "notifier", "crawler", "admin-web", "etl-worker",
        "payments", "search-indexer", "auth-gateway", "report-batch", "chatbot", "media-upload",
        "inventory", "settlement", "push-sender", "data-sync", "mobile-bff", "ledger"]
ENVS = ["prod", "staging", "dev", "qa", "sandbox", "preprod"]
REGIONS = ["us-east-1", "us-west-2", "eu-central-1", "ap-northeast-2", "ap-northeast-1",
           "eu-west-1", "ap-southeast-1"]
USERS_EN = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy",
            "mallory", "oscar", "peggy", "trent", "victor", "wendy"]
USERS_KO = ["minji", "jihoon", "seoyeon", "dohyun", "yuna", "junho", "soojin", "hyunwoo",
            "eunji", "taeyang", "jiwoo", "sangmin", "haeun", "kyungsoo"]
NAMES_KO = ["민지", "지훈", "서연", "도현", "유나", "준호", "수진", "현우", "은지", "태양", "지우",
            "상민", "하은", "경수"]
SVC_USERS = ["svc-ci", "deploy", "app_rw", "readonly", "etl_user", "admin", "root", "backup",
             "grafana", "jenkins", "airflow", "metabase", "app", "batch", "replicator", "monitor"]
DBNAMES = ["orders", "billing", "analytics", "app", "core", "users", "ledger", "catalog", "events"]
WORDS = ["river", "castle", "orange", "tiger", "maple", "rocket", "silver", "harbor", "violet",
         "canyon", "pepper", "falcon", "garden", "lantern", "meadow", "nebula", "oyster", "pickle",
         "quartz", "saddle", "thunder", "umbrella", "velvet", "walnut", "yellow", "zephyr",
         "anchor", "bamboo", "copper", "dragon", "ember", "forest", "glacier", "hollow", "island",
         "jungle", "kettle", "lemon", "mango", "noodle", "orbit", "panda", "rabbit", "sunset",
         "tundra", "violin", "window", "coffee", "winter", "summer", "autumn", "spring", "monkey",
         "purple", "cookie", "banana", "sparrow", "puzzle", "marble", "button"]
HANGUL_WORDS = ["사랑", "행복", "고양이", "강아지", "우리집", "하늘", "바다", "봄날", "별빛", "김치",
                "커피", "토끼", "호랑이", "무지개", "여름", "겨울", "가을", "서울", "부산", "제주",
                "나무", "구름", "달빛", "바람", "햇살", "보리", "초코", "딸기", "감자", "두부",
                "우주", "노을", "눈꽃", "다람쥐", "펭귄", "사과", "복숭아", "소나무", "한강", "새벽"]
SYMS = "!@#$%^&*"


def company():
    return pick(COMPANIES)


def domain(c=None):
    return "%s.%s" % (c or company(), pick(TLDS))


def host(kind="db"):
    c = company()
    forms = ["%s-%s-%02d.internal" % (kind, pick(ENVS), rint(1, 9)),
             "%s.%s.%s" % (kind, pick(ENVS), domain(c)),
             "%s-%s.%s.svc.cluster.local" % (kind, pick(["primary", "main", "rw", "0"]), pick(APPS)),
             "10.%d.%d.%d" % (rint(0, 40), rint(0, 255), rint(2, 250)),
             "%s.%s.%s.rds.amazonaws.com" % (pick(APPS), rs(LODIG, 12), pick(REGIONS))]
    if kind not in ("db", "mysql", "postgres"):
        forms = forms[:4]
    return pick(forms)


def user_en():
    return pick(USERS_EN)


def email(u=None, c=None):
    return "%s@%s" % (u or pick(USERS_EN + USERS_KO), domain(c))


# ----------------------------------------------------------------------------------------------
# vendor credentials: documented shapes (prefix, alphabet, length) with PRNG bodies
# ----------------------------------------------------------------------------------------------
def P(env, val, secret=True):
    return {"env": env, "val": val, "secret": secret}


def jwt(payload, alg="HS256", sig_bytes=32):
    head = {"alg": alg, "typ": "JWT"}
    return "%s.%s.%s" % (b64u_nopad(json.dumps(head, separators=(",", ":")).encode()),
                         b64u_nopad(json.dumps(payload, separators=(",", ":")).encode()),
                         b64u_nopad(rbytes(sig_bytes)))


def epoch():
    return rint(1_700_000_000, 1_760_000_000)


VENDORS = []


def V(vid, name, region, sec, make, hdr, url, pen, pko):
    VENDORS.append({"id": vid, "name": name, "region": region, "sec": sec, "make": make,
                    "hdr": hdr, "url": url, "pen": pen, "pko": pko})


# --- global ---
V("aws", "AWS IAM user", "global", "aws",
  lambda: [P("AWS_ACCESS_KEY_ID", "AKIA" + rs(B32, 16)), P("AWS_SECRET_ACCESS_KEY", rs(B64, 40)),
           P("AWS_DEFAULT_REGION", pick(REGIONS), False)],
  None, "https://s3.%s.amazonaws.com" % "ap-northeast-2", "upload build artifacts to S3",
  "빌드 산출물을 S3에 업로드")
V("aws_sts", "AWS STS session", "global", "aws",
  lambda: [P("AWS_ACCESS_KEY_ID", "ASIA" + rs(B32, 16)), P("AWS_SECRET_ACCESS_KEY", rs(B64, 40)),
           P("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2Vj" + rs("EIJ", 1) + rs(B64, rint(240, 330)))],
  None, "https://sts.amazonaws.com", "run the terraform plan with assumed-role credentials",
  "assume-role 자격증명으로 terraform plan 실행")
V("github_classic", "GitHub classic PAT", "global", "github",
  lambda: [P("GITHUB_TOKEN", "ghp_" + rs(AN, 36))],
  "Authorization: token {}", "https://api.github.com/repos/%s/%s/releases",
  "push release tags from CI", "CI에서 release tag push")
V("github_fg", "GitHub fine-grained PAT", "global", "github",
  lambda: [P("GH_TOKEN", "github_pat_" + rs(AN, 22) + "_" + rs(AN, 59))],
  "Authorization: Bearer {}", "https://api.github.com/repos/%s/%s/actions/runs",
  "trigger workflow_dispatch from a script", "스크립트에서 workflow_dispatch 호출")
V("github_app", "GitHub App installation token", "global", "github",
  lambda: [P("GITHUB_APP_TOKEN", "ghs_" + rs(AN, 36))],
  "Authorization: Bearer {}", "https://api.github.com/installation/repositories",
  "let the bot comment on pull requests", "봇이 PR에 코멘트 달기")
V("github_oauth", "GitHub OAuth token", "global", "github",
  lambda: [P("GH_OAUTH_TOKEN", "gho_" + rs(AN, 36))],
  "Authorization: Bearer {}", "https://api.github.com/user",
  "read the user's org membership", "사용자 org 멤버십 조회")
V("gitlab_pat", "GitLab personal access token", "global", "gitlab",
  lambda: [P("GITLAB_TOKEN", "glpat-" + rs(B64U, 20))],
  "PRIVATE-TOKEN: {}", "https://gitlab.%s/api/v4/projects" % "example.com",
  "clone private submodules in CI", "CI에서 private submodule clone")
V("gitlab_runner", "GitLab runner token", "global", "gitlab",
  lambda: [P("RUNNER_TOKEN", "glrt-" + rs(B64U, 20))],
  None, "https://gitlab.com", "register the new shared runner", "새 shared runner 등록")
V("gitlab_deploy", "GitLab deploy token", "global", "gitlab",
  lambda: [P("CI_DEPLOY_USER", "gitlab+deploy-token-%d" % rint(1000, 99999), False),
           P("CI_DEPLOY_PASSWORD", "gldt-" + rs(B64U, 20))],
  None, "https://registry.gitlab.com", "pull images from the GitLab registry",
  "GitLab registry에서 이미지 pull")
V("bitbucket", "Bitbucket app password", "global", "bitbucket",
  lambda: [P("BITBUCKET_USERNAME", pick(USERS_EN + USERS_KO), False),
           P("BITBUCKET_APP_PASSWORD", "ATBB" + rs(AN, 32))],
  None, "https://api.bitbucket.org/2.0/repositories", "mirror repos to Bitbucket",
  "Bitbucket으로 repo 미러링")
V("atlassian", "Atlassian API token", "global", "jira",
  lambda: [P("JIRA_EMAIL", email(), False),
           P("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64U, rint(160, 180)) + "=" + rs(HEXU, 8))],
  None, "https://%s.atlassian.net/rest/api/3/issue", "create Jira tickets from alerts",
  "알림에서 Jira 티켓 자동 생성")
V("slack_bot", "Slack bot token", "global", "slack",
  lambda: [P("SLACK_BOT_TOKEN", "xoxb-%s-%s-%s" % (digits(11), digits(13), rs(AN, 24)))],
  "Authorization: Bearer {}", "https://slack.com/api/chat.postMessage",
  "post deploy notices to #release", "#release 채널에 배포 알림 전송")
V("slack_user", "Slack user token", "global", "slack",
  lambda: [P("SLACK_USER_TOKEN", "xoxp-%s-%s-%s-%s" % (digits(11), digits(11), digits(13),
                                                       rs(HEX, 32)))],
  "Authorization: Bearer {}", "https://slack.com/api/conversations.history",
  "export channel history", "채널 히스토리 export")
V("slack_app", "Slack app-level token", "global", "slack",
  lambda: [P("SLACK_APP_TOKEN", "xapp-1-A%s-%s-%s" % (rs(UPDIG, 10), digits(13), rs(HEX, 64)))],
  None, "wss://wss-primary.slack.com", "run the bot in Socket Mode", "Socket Mode로 봇 실행")
V("discord_bot", "Discord bot token", "global", "discord",
  lambda: [P("DISCORD_TOKEN", "%s.%s.%s" % (b64u_nopad(digits(18).encode()), rs(B64U, 6),
                                             rs(B64U, 38)))],
  "Authorization: Bot {}", "https://discord.com/api/v10/users/@me",
  "start the moderation bot", "모더레이션 봇 실행")
V("telegram", "Telegram bot token", "global", "telegram",
  lambda: [P("TELEGRAM_BOT_TOKEN", "%s:AA%s" % (digits(10), rs(B64U, 33)))],
  None, "https://api.telegram.org", "send on-call alerts to Telegram", "텔레그램으로 온콜 알림 전송")
V("stripe", "Stripe secret key", "global", "stripe",
  lambda: [P("STRIPE_SECRET_KEY", pick(["sk_live_" + rs(AN, 24), "sk_live_51" + rs(AN, 97)]))],
  "Authorization: Bearer {}", "https://api.stripe.com/v1/charges",
  "refund duplicated charges", "중복 결제 환불 처리")
V("stripe_rk", "Stripe restricted key", "global", "stripe",
  lambda: [P("STRIPE_RESTRICTED_KEY", "rk_live_" + rs(AN, pick([24, 99])))],
  "Authorization: Bearer {}", "https://api.stripe.com/v1/invoices",
  "read invoices for the finance export", "재무용 invoice export")
V("stripe_whsec", "Stripe webhook signing secret", "global", "stripe",
  lambda: [P("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(AN, 32))],
  None, "https://api.stripe.com", "verify webhook signatures", "웹훅 서명 검증")
V("twilio", "Twilio auth token", "global", "twilio",
  lambda: [P("TWILIO_ACCOUNT_SID", "AC" + rs(HEX, 32), False), P("TWILIO_AUTH_TOKEN", rs(HEX, 32))],
  None, "https://api.twilio.com/2010-04-01/Accounts", "send SMS verification codes",
  "SMS 인증번호 발송")
V("sendgrid", "SendGrid API key", "global", "sendgrid",
  lambda: [P("SENDGRID_API_KEY", "SG.%s.%s" % (rs(B64U, 22), rs(B64U, 43)))],
  "Authorization: Bearer {}", "https://api.sendgrid.com/v3/mail/send",
  "send password-reset mails", "비밀번호 재설정 메일 발송")
V("mailgun", "Mailgun API key", "global", "mailgun",
  lambda: [P("MAILGUN_API_KEY", pick(["key-" + rs(HEX, 32),
                                      "%s-%s-%s" % (rs(HEX, 32), rs(HEX, 8), rs(HEX, 8))])),
           P("MAILGUN_DOMAIN", "mg." + domain(), False)],
  None, "https://api.mailgun.net/v3", "send newsletters", "뉴스레터 발송")
V("mailchimp", "Mailchimp API key", "global", "mailchimp",
  lambda: [P("MAILCHIMP_API_KEY", "%s-us%d" % (rs(HEX, 32), rint(1, 21)))],
  None, "https://us6.api.mailchimp.com/3.0/lists", "sync the subscriber list", "구독자 목록 동기화")
V("openai", "OpenAI API key", "global", "openai",
  lambda: [P("OPENAI_API_KEY", pick(["sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74),
                                     "sk-" + rs(AN, 20) + "T3BlbkFJ" + rs(AN, 20),
                                     "sk-svcacct-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)]))],
  "Authorization: Bearer {}", "https://api.openai.com/v1/chat/completions",
  "summarize support tickets", "상담 티켓 요약")
V("anthropic", "Anthropic API key", "global", "anthropic",
  lambda: [P("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64U, 93) + "AA")],
  "x-api-key: {}", "https://api.anthropic.com/v1/messages", "run the eval batch",
  "평가 배치 실행")
V("google_api", "Google API key (Gemini)", "global", "gemini",
  lambda: [P("GEMINI_API_KEY", "AIza" + rs(B64U, 35))],
  "x-goog-api-key: {}", "https://generativelanguage.googleapis.com/v1beta/models",
  "call Gemini from the backend", "백엔드에서 Gemini 호출")
V("google_oauth", "Google OAuth client secret", "global", "google",
  lambda: [P("GOOGLE_CLIENT_ID", "%s-%s.apps.googleusercontent.com" % (digits(12), rs(LODIG, 32)),
             False),
           P("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28))],
  None, "https://oauth2.googleapis.com/token", "enable Google login", "구글 로그인 연동")
V("google_refresh", "Google OAuth refresh token", "global", "google",
  lambda: [P("GOOGLE_REFRESH_TOKEN", "1//0" + pick("cdeg") + rs(B64U, 98))],
  None, "https://oauth2.googleapis.com/token", "read the shared Drive folder",
  "공유 드라이브 폴더 읽기")
V("huggingface", "Hugging Face token", "global", "huggingface",
  lambda: [P("HF_TOKEN", "hf_" + rs(UP + LO, 34))],
  "Authorization: Bearer {}", "https://huggingface.co/api/whoami-v2",
  "download a gated model", "gated 모델 다운로드")
V("npm", "npm access token", "global", "npm",
  lambda: [P("NPM_TOKEN", "npm_" + rs(AN, 36))],
  None, "https://registry.npmjs.org", "publish the SDK package", "SDK 패키지 publish")
V("pypi", "PyPI API token", "global", "pypi",
  lambda: [P("PYPI_TOKEN", "pypi-AgEIcHlwaS5vcmc" + rs(B64U, rint(140, 170)))],
  None, "https://upload.pypi.org/legacy/", "upload the wheel to PyPI", "PyPI에 wheel 업로드")
V("dockerhub", "Docker Hub access token", "global", "dockerhub",
  lambda: [P("DOCKERHUB_USERNAME", pick(USERS_EN + USERS_KO) + "ci", False),
           P("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64U, 27))],
  None, "https://hub.docker.com/v2/users/login", "push images without rate limits",
  "rate limit 없이 이미지 push")
V("shopify", "Shopify Admin API token", "global", "shopify",
  lambda: [P("SHOPIFY_STORE", "%s.myshopify.com" % company(), False),
           P("SHOPIFY_ACCESS_TOKEN", "shpat_" + rs(HEX, 32))],
  "X-Shopify-Access-Token: {}", "https://%s.myshopify.com/admin/api/2024-07/orders.json",
  "pull orders into the ERP", "ERP로 주문 가져오기")
V("digitalocean", "DigitalOcean token", "global", "digitalocean",
  lambda: [P("DIGITALOCEAN_TOKEN", "dop_v1_" + rs(HEX, 64))],
  "Authorization: Bearer {}", "https://api.digitalocean.com/v2/droplets",
  "resize the droplet", "droplet 사이즈 변경")
V("azure_ad", "Azure AD client secret", "global", "azure",
  lambda: [P("AZURE_TENANT_ID", uuid4(), False), P("AZURE_CLIENT_ID", uuid4(), False),
           P("AZURE_CLIENT_SECRET", rs(AN + "_-", 3) + pick(DIG) + "Q~" + rs(AN + "_~.-", 34))],
  None, "https://login.microsoftonline.com", "deploy with the service principal",
  "서비스 프린시펄로 배포")
V("azure_openai", "Azure OpenAI key", "global", "azure_openai",
  lambda: [P("AZURE_OPENAI_ENDPOINT", "https://%s-aoai.openai.azure.com/" % company(), False),
           P("AZURE_OPENAI_API_KEY", rs(HEX, 32))],
  "api-key: {}", "https://%s-aoai.openai.azure.com/openai/deployments", "switch to Azure OpenAI",
  "Azure OpenAI로 전환")
V("datadog", "Datadog API/app keys", "global", "datadog",
  lambda: [P("DD_API_KEY", rs(HEX, 32)), P("DD_APP_KEY", rs(HEX, 40)),
           P("DD_SITE", pick(["datadoghq.com", "datadoghq.eu", "ap1.datadoghq.com"]), False)],
  "DD-API-KEY: {}", "https://api.datadoghq.com/api/v1/validate", "ship custom metrics",
  "커스텀 메트릭 전송")
V("newrelic", "New Relic user key", "global", "newrelic",
  lambda: [P("NEW_RELIC_API_KEY", "NRAK-" + rs(UPDIG, 27))],
  "API-Key: {}", "https://api.newrelic.com/graphql", "query NRQL from the runbook",
  "런북에서 NRQL 조회")
V("sentry", "Sentry auth token", "global", "sentry",
  lambda: [P("SENTRY_AUTH_TOKEN", "sntryu_" + rs(HEX, 64))],
  "Authorization: Bearer {}", "https://sentry.io/api/0/projects/", "upload source maps",
  "소스맵 업로드")
V("cloudflare", "Cloudflare API token", "global", "cloudflare",
  lambda: [P("CF_ACCOUNT_ID", rs(HEX, 32), False), P("CLOUDFLARE_API_TOKEN", rs(B64U, 40))],
  "Authorization: Bearer {}", "https://api.cloudflare.com/client/v4/user/tokens/verify",
  "purge the CDN cache after deploy", "배포 후 CDN 캐시 purge")
V("vercel", "Vercel token", "global", "vercel",
  lambda: [P("VERCEL_TOKEN", rs(AN, 24)), P("VERCEL_ORG_ID", "team_" + rs(AN, 24), False)],
  "Authorization: Bearer {}", "https://api.vercel.com/v9/projects", "deploy previews from CI",
  "CI에서 preview 배포")
V("netlify", "Netlify personal access token", "global", "netlify",
  lambda: [P("NETLIFY_AUTH_TOKEN", "nfp_" + rs(AN, 36))],
  "Authorization: Bearer {}", "https://api.netlify.com/api/v1/sites", "trigger a site build",
  "사이트 빌드 트리거")
V("linear", "Linear API key", "global", "linear",
  lambda: [P("LINEAR_API_KEY", "lin_api_" + rs(AN, 40))],
  "Authorization: {}", "https://api.linear.app/graphql", "file bugs from Sentry alerts",
  "Sentry 알림으로 버그 등록")
V("notion", "Notion integration secret", "global", "notion",
  lambda: [P("NOTION_TOKEN", pick(["secret_" + rs(AN, 43), "ntn_" + digits(11) + rs(AN, 35)]))],
  "Authorization: Bearer {}", "https://api.notion.com/v1/databases", "sync the release notes page",
  "릴리스 노트 페이지 동기화")
V("airtable", "Airtable personal access token", "global", "airtable",
  lambda: [P("AIRTABLE_TOKEN", "pat%s.%s" % (rs(AN, 14), rs(HEX, 64)))],
  "Authorization: Bearer {}", "https://api.airtable.com/v0/meta/bases", "import the CRM base",
  "CRM 베이스 가져오기")
V("postman", "Postman API key", "global", "postman",
  lambda: [P("POSTMAN_API_KEY", "PMAK-%s-%s" % (rs(HEX, 24), rs(HEX, 34)))],
  "X-Api-Key: {}", "https://api.getpostman.com/collections", "run the collection in Newman",
  "Newman으로 컬렉션 실행")
V("grafana", "Grafana service account token", "global", "grafana",
  lambda: [P("GRAFANA_TOKEN", "glsa_%s_%s" % (rs(AN, 32), rs(HEX, 8)))],
  "Authorization: Bearer {}", "https://grafana.%s/api/dashboards/db" % "example.com",
  "provision dashboards", "대시보드 프로비저닝")
V("doppler", "Doppler service token", "global", "doppler",
  lambda: [P("DOPPLER_TOKEN", "dp.st.%s.%s" % (pick(["prd", "stg", "dev"]), rs(AN, 43)))],
  None, "https://api.doppler.com/v3/configs/config/secrets", "inject config at container start",
  "컨테이너 시작 시 설정 주입")
V("vault", "HashiCorp Vault token", "global", "vault",
  lambda: [P("VAULT_ADDR", "https://vault.%s:8200" % domain(), False),
           P("VAULT_TOKEN", "hvs." + rs(AN, 24))],
  "X-Vault-Token: {}", "https://vault.internal:8200/v1/secret/data/app", "read KV secrets in CI",
  "CI에서 KV 시크릿 읽기")
V("tfc", "Terraform Cloud token", "global", "terraform",
  lambda: [P("TF_TOKEN_app_terraform_io", "%s.atlasv1.%s" % (rs(AN, 14), rs(AN, 67)))],
  "Authorization: Bearer {}", "https://app.terraform.io/api/v2/organizations",
  "run remote plans", "원격 plan 실행")
V("pulumi", "Pulumi access token", "global", "pulumi",
  lambda: [P("PULUMI_ACCESS_TOKEN", "pul-" + rs(HEX, 40))],
  None, "https://api.pulumi.com", "run pulumi up in CI", "CI에서 pulumi up")
V("databricks", "Databricks PAT", "global", "databricks",
  lambda: [P("DATABRICKS_HOST", "https://adb-%s.%d.azuredatabricks.net" % (digits(16), rint(1, 19)),
             False),
           P("DATABRICKS_TOKEN", "dapi" + rs(HEX, 32) + pick(["", "-2", "-3"]))],
  "Authorization: Bearer {}", "https://adb.azuredatabricks.net/api/2.1/jobs/list",
  "trigger the nightly notebook job", "야간 노트북 잡 실행")
V("okta", "Okta API token", "global", "okta",
  lambda: [P("OKTA_API_TOKEN", "00" + rs(B64U, 40))],
  "Authorization: SSWS {}", "https://%s.okta.com/api/v1/users", "deprovision leavers",
  "퇴사자 계정 비활성화")
V("square", "Square access token", "global", "square",
  lambda: [P("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64U, 60))],
  "Authorization: Bearer {}", "https://connect.squareup.com/v2/payments", "reconcile payments",
  "결제 대사")
V("braintree", "Braintree/PayPal access token", "global", "paypal",
  lambda: [P("BRAINTREE_ACCESS_TOKEN", "access_token$production$%s$%s" % (rs(LODIG, 16),
                                                                         rs(HEX, 32)))],
  None, "https://api.braintreegateway.com", "enable PayPal checkout", "PayPal 결제 연동")
V("meta", "Meta page access token", "global", "facebook",
  lambda: [P("FB_PAGE_ACCESS_TOKEN", "EAA" + pick("BGJI") + rs(AN, rint(170, 210)))],
  None, "https://graph.facebook.com/v19.0/me/messages", "reply to page messages",
  "페이지 메시지 자동 응답")
V("twitter", "X/Twitter bearer token", "global", "twitter",
  lambda: [P("TWITTER_BEARER_TOKEN", "AAAAAAAAAAAAAAAAAAAAA" + rs(AN, 12) + "AAAAAAA" + rs(AN, 8)
             + "%2B" + rs(AN, 14) + "%3D" + rs(AN, 50))],
  "Authorization: Bearer {}", "https://api.twitter.com/2/tweets/search/recent",
  "collect brand mentions", "브랜드 언급 수집")
V("mapbox_sk", "Mapbox secret token", "global", "mapbox",
  lambda: [P("MAPBOX_SECRET_TOKEN", "sk.%s.%s" % (
      b64u_nopad(json.dumps({"u": pick(USERS_EN + USERS_KO), "a": rs(LODIG, 25)},
                            separators=(",", ":")).encode()), rs(B64U, 22)))],
  None, "https://api.mapbox.com/uploads/v1", "upload tilesets", "타일셋 업로드")
V("algolia", "Algolia admin API key", "global", "algolia",
  lambda: [P("ALGOLIA_APP_ID", rs(UPDIG, 10), False), P("ALGOLIA_ADMIN_KEY", rs(HEX, 32))],
  "X-Algolia-API-Key: {}", "https://%s.algolia.net/1/indexes", "reindex products",
  "상품 재색인")
V("supabase", "Supabase service_role key", "global", "supabase",
  lambda: [P("SUPABASE_URL", "https://%s.supabase.co" % rs(LO, 20), False),
           P("SUPABASE_SERVICE_ROLE_KEY", jwt({"iss": "supabase", "ref": rs(LO, 20),
                                               "role": "service_role", "iat": epoch(),
                                               "exp": epoch() + 315_360_000}))],
  "apikey: {}", "https://x.supabase.co/rest/v1/profiles", "bypass RLS in the admin job",
  "관리자 잡에서 RLS 우회")
V("supabase_pat", "Supabase access token", "global", "supabase",
  lambda: [P("SUPABASE_ACCESS_TOKEN", "sbp_" + rs(HEX, 40))],
  None, "https://api.supabase.com/v1/projects", "link the CLI to the project", "CLI를 프로젝트에 link")
V("age", "age secret key", "global", "sops",
  lambda: [P("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(BECH32.upper(), 58))],
  None, "", "decrypt SOPS files in CI", "CI에서 SOPS 파일 복호화")
V("figma", "Figma personal access token", "global", "figma",
  lambda: [P("FIGMA_TOKEN", "figd_" + rs(B64U, 40))],
  "X-Figma-Token: {}", "https://api.figma.com/v1/files", "export icons from Figma",
  "Figma에서 아이콘 export")
V("replicate", "Replicate API token", "global", "replicate",
  lambda: [P("REPLICATE_API_TOKEN", "r8_" + rs(AN, 37))],
  "Authorization: Bearer {}", "https://api.replicate.com/v1/predictions", "run image upscaling",
  "이미지 업스케일 실행")
V("groq", "Groq API key", "global", "groq",
  lambda: [P("GROQ_API_KEY", "gsk_" + rs(AN, 52))],
  "Authorization: Bearer {}", "https://api.groq.com/openai/v1/chat/completions",
  "benchmark fast inference", "빠른 추론 벤치마크")
V("perplexity", "Perplexity API key", "global", "perplexity",
  lambda: [P("PPLX_API_KEY", "pplx-" + rs(AN, 48))],
  "Authorization: Bearer {}", "https://api.perplexity.ai/chat/completions", "answer research queries",
  "리서치 질의 응답")
V("pinecone", "Pinecone API key", "global", "pinecone",
  lambda: [P("PINECONE_API_KEY", "pcsk_%s_%s" % (rs(AN, 6), rs(AN, 63)))],
  "Api-Key: {}", "https://api.pinecone.io/indexes", "rebuild the vector index", "벡터 인덱스 재구축")
V("langsmith", "LangSmith API key", "global", "langsmith",
  lambda: [P("LANGSMITH_API_KEY", "lsv2_pt_%s_%s" % (rs(HEX, 32), rs(HEX, 10)))],
  "x-api-key: {}", "https://api.smith.langchain.com/runs", "trace the agent runs",
  "에이전트 실행 트레이싱")
V("contentful", "Contentful management token", "global", "contentful",
  lambda: [P("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64U, 43))],
  "Authorization: Bearer {}", "https://api.contentful.com/spaces", "migrate content types",
  "콘텐츠 타입 마이그레이션")
V("klaviyo", "Klaviyo private API key", "global", "klaviyo",
  lambda: [P("KLAVIYO_PRIVATE_KEY", "pk_" + rs(HEX, 34))],
  "Authorization: Klaviyo-API-Key {}", "https://a.klaviyo.com/api/profiles/",
  "sync marketing consent", "마케팅 수신 동의 동기화")
V("render", "Render API key", "global", "render",
  lambda: [P("RENDER_API_KEY", "rnd_" + rs(AN, 32))],
  "Authorization: Bearer {}", "https://api.render.com/v1/services", "restart the worker service",
  "워커 서비스 재시작")
V("flyio", "Fly.io token", "global", "fly",
  lambda: [P("FLY_API_TOKEN", "fm2_lJPE" + rs(B64, rint(200, 260)))],
  "Authorization: FlyV1 {}", "https://api.machines.dev/v1/apps", "scale machines from CI",
  "CI에서 머신 스케일 조정")
V("circleci", "CircleCI personal token", "global", "circleci",
  lambda: [P("CIRCLE_TOKEN", "CCIPAT_%s_%s" % (rs(AN, 22), rs(HEX, 40)))],
  "Circle-Token: {}", "https://circleci.com/api/v2/me", "re-run failed workflows",
  "실패한 워크플로 재실행")
V("buildkite", "Buildkite API token", "global", "buildkite",
  lambda: [P("BUILDKITE_API_TOKEN", "bkua_" + rs(HEX, 40))],
  "Authorization: Bearer {}", "https://api.buildkite.com/v2/builds", "cancel stale builds",
  "오래된 빌드 취소")
V("sonar", "SonarQube user token", "global", "sonar",
  lambda: [P("SONAR_TOKEN", "squ_" + rs(HEX, 40))],
  None, "https://sonarcloud.io/api/qualitygates", "run the quality gate", "품질 게이트 실행")
V("jfrog", "JFrog reference token", "global", "artifactory",
  lambda: [P("ARTIFACTORY_ACCESS_TOKEN", "cmVmdGtuOjAxOj" + rs(AN, 50))],
  "Authorization: Bearer {}", "https://%s.jfrog.io/artifactory/api/repositories",
  "resolve internal Maven packages", "사내 Maven 패키지 resolve")
V("launchdarkly", "LaunchDarkly server SDK key", "global", "launchdarkly",
  lambda: [P("LD_SDK_KEY", "sdk-" + uuid4())],
  None, "https://sdk.launchdarkly.com", "evaluate flags server-side", "서버에서 플래그 평가")
V("onepassword_sa", "1Password service account token", "global", "onepassword",
  lambda: [P("OP_SERVICE_ACCOUNT_TOKEN", "ops_" + b64u_nopad(json.dumps(
      {"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256",
                                                         "iterations": 650000,
                                                         "salt": rs(B64U, 22)},
       "email": "%s@1passwordserviceaccounts.com" % rs(LODIG, 13), "srpX": rs(HEX, 64),
       "muk": {"alg": "A256GCM", "k": rs(B64U, 43)}}, separators=(",", ":")).encode()))],
  None, "https://my.1password.com", "load secrets with op run", "op run으로 시크릿 로드")
V("ngrok", "ngrok authtoken", "global", "ngrok",
  lambda: [P("NGROK_AUTHTOKEN", "2%s_%s" % (rs(AN, 26), rs(AN, 21)))],
  None, "https://api.ngrok.com", "expose the webhook receiver locally", "로컬 웹훅 수신기 노출")
V("tailscale", "Tailscale auth key", "global", "tailscale",
  lambda: [P("TS_AUTHKEY", "tskey-auth-k%sCNTRL-%s" % (rs(AN, 10), rs(AN, 33)))],
  None, "https://login.tailscale.com", "join CI runners to the tailnet", "CI 러너를 tailnet에 조인")
V("cohere", "Cohere API key", "global", "cohere",
  lambda: [P("COHERE_API_KEY", rs(AN, 40))],
  "Authorization: Bearer {}", "https://api.cohere.com/v1/rerank", "rerank search results",
  "검색 결과 rerank")
V("mistral", "Mistral API key", "global", "mistral",
  lambda: [P("MISTRAL_API_KEY", rs(AN, 32))],
  "Authorization: Bearer {}", "https://api.mistral.ai/v1/chat/completions", "compare model outputs",
  "모델 출력 비교")
V("elastic", "Elasticsearch API key", "global", "elasticsearch",
  lambda: [P("ES_API_KEY", b64(("%s:%s" % (rs(B64U, 20), rs(B64U, 22))).encode()))],
  "Authorization: ApiKey {}", "https://es.internal:9200/_security/_authenticate",
  "bulk index logs", "로그 bulk 인덱싱")
V("shippo", "Shippo live token", "global", "shippo",
  lambda: [P("SHIPPO_API_TOKEN", "shippo_live_" + rs(HEX, 40))],
  "Authorization: ShippoToken {}", "https://api.goshippo.com/shipments/", "buy shipping labels",
  "배송 라벨 구매")
V("plaid", "Plaid secret", "global", "plaid",
  lambda: [P("PLAID_CLIENT_ID", rs(HEX, 24), False), P("PLAID_SECRET", rs(HEX, 30))],
  None, "https://production.plaid.com/link/token/create", "link bank accounts", "은행 계좌 연결")
V("auth0", "Auth0 client secret", "global", "auth0",
  lambda: [P("AUTH0_DOMAIN", "%s.us.auth0.com" % company(), False),
           P("AUTH0_CLIENT_ID", rs(AN, 32), False), P("AUTH0_CLIENT_SECRET", rs(B64U, 64))],
  None, "https://x.us.auth0.com/oauth/token", "get M2M tokens for the admin API",
  "관리 API용 M2M 토큰 발급")
V("fcm_legacy", "FCM legacy server key", "global", "firebase",
  lambda: [P("FCM_SERVER_KEY", "AAAA%s:APA91b%s" % (rs(B64U, 7), rs(B64U, 134)))],
  "Authorization: key={}", "https://fcm.googleapis.com/fcm/send", "send push notifications",
  "푸시 알림 발송")
V("intercom", "Intercom access token", "global", "intercom",
  lambda: [P("INTERCOM_ACCESS_TOKEN", "dG9rOj" + rs(AN, 54) + "=")],
  "Authorization: Bearer {}", "https://api.intercom.io/contacts", "tag VIP customers",
  "VIP 고객 태깅")
V("zendesk", "Zendesk API token", "global", "zendesk",
  lambda: [P("ZENDESK_EMAIL", email(), False), P("ZENDESK_API_TOKEN", rs(AN, 40))],
  None, "https://%s.zendesk.com/api/v2/tickets.json", "close stale tickets", "오래된 티켓 종료")
V("hubspot", "HubSpot private app token", "global", "hubspot",
  lambda: [P("HUBSPOT_ACCESS_TOKEN", "pat-%s-%s" % (pick(["na1", "eu1"]), uuid4()))],
  "Authorization: Bearer {}", "https://api.hubapi.com/crm/v3/objects/contacts", "sync leads",
  "리드 동기화")
V("asana", "Asana personal access token", "global", "asana",
  lambda: [P("ASANA_PAT", "2/%s/%s:%s" % (digits(16), digits(16), rs(HEX, 32)))],
  "Authorization: Bearer {}", "https://app.asana.com/api/1.0/tasks", "create release tasks",
  "릴리스 태스크 생성")
V("trello", "Trello token", "global", "trello",
  lambda: [P("TRELLO_TOKEN", "ATTA" + rs(HEX, 64) + rs(HEXU, 8))],
  None, "https://api.trello.com/1/boards", "archive done cards", "완료 카드 아카이브")
V("dropbox", "Dropbox access token", "global", "dropbox",
  lambda: [P("DROPBOX_ACCESS_TOKEN", "sl." + rs(B64U, rint(130, 140)))],
  "Authorization: Bearer {}", "https://api.dropboxapi.com/2/files/list_folder",
  "back up exports to Dropbox", "export 결과를 Dropbox에 백업")
V("salesforce", "Salesforce session token", "global", "salesforce",
  lambda: [P("SF_ACCESS_TOKEN", "00D%s!AQ%s" % (rs(UPDIG, 12), rs(AN + "._", 94)))],
  "Authorization: Bearer {}", "https://%s.my.salesforce.com/services/data/v60.0/query",
  "pull opportunities", "영업기회 데이터 조회")
# --- Europe ---
V("mollie", "Mollie live API key", "eu", "mollie",
  lambda: [P("MOLLIE_API_KEY", "live_" + rs(AN, 30))],
  "Authorization: Bearer {}", "https://api.mollie.com/v2/payments", "handle iDEAL payments",
  "iDEAL 결제 처리")
V("gocardless", "GoCardless live token", "eu", "gocardless",
  lambda: [P("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64U, 40))],
  "Authorization: Bearer {}", "https://api.gocardless.com/mandates", "collect SEPA direct debits",
  "SEPA 자동이체 수금")
V("brevo", "Brevo (Sendinblue) API key", "eu", "brevo",
  lambda: [P("BREVO_API_KEY", "xkeysib-%s-%s" % (rs(HEX, 64), rs(AN, 16)))],
  "api-key: {}", "https://api.brevo.com/v3/smtp/email", "send transactional mail",
  "트랜잭션 메일 발송")
V("scaleway", "Scaleway API key", "eu", "scaleway",
  lambda: [P("SCW_ACCESS_KEY", "SCW" + rs(UPDIG, 17)), P("SCW_SECRET_KEY", uuid4()),
           P("SCW_DEFAULT_PROJECT_ID", uuid4(), False)],
  "X-Auth-Token: {}", "https://api.scaleway.com/instance/v1/zones/fr-par-1/servers",
  "provision GPU instances in Paris", "파리 리전 GPU 인스턴스 생성")
V("ovh", "OVHcloud API credentials", "eu", "ovh",
  lambda: [P("OVH_ENDPOINT", pick(["ovh-eu", "ovh-ca"]), False),
           P("OVH_APPLICATION_KEY", rs(AN, 16)), P("OVH_APPLICATION_SECRET", rs(AN, 32)),
           P("OVH_CONSUMER_KEY", rs(AN, 32))],
  None, "https://eu.api.ovh.com/1.0/domain", "update DNS records", "DNS 레코드 수정")
V("hetzner", "Hetzner Cloud token", "eu", "hetzner",
  lambda: [P("HCLOUD_TOKEN", rs(AN, 64))],
  "Authorization: Bearer {}", "https://api.hetzner.cloud/v1/servers", "spin up build servers",
  "빌드 서버 생성")
V("exoscale", "Exoscale API key", "eu", "exoscale",
  lambda: [P("EXOSCALE_API_KEY", "EXO" + rs(HEX, 24)), P("EXOSCALE_API_SECRET", rs(B64U, 43))],
  None, "https://api-ch-gva-2.exoscale.com/v2", "manage SOS buckets", "SOS 버킷 관리")
V("yandex", "Yandex Cloud API key", "eu", "yandex",
  lambda: [P("YC_API_KEY", pick(["AQVN" + rs(B64U, 36), "y0_" + rs(B64U, 55)]))],
  "Authorization: Api-Key {}", "https://llm.api.cloud.yandex.net/foundationModels/v1/completion",
  "call YandexGPT", "YandexGPT 호출")
V("messagebird", "MessageBird live key", "eu", "messagebird",
  lambda: [P("MESSAGEBIRD_ACCESS_KEY", rs(AN, 25))],
  "Authorization: AccessKey {}", "https://rest.messagebird.com/messages", "send OTP SMS in Europe",
  "유럽 OTP SMS 발송")
V("spotify", "Spotify client secret", "eu", "spotify",
  lambda: [P("SPOTIFY_CLIENT_ID", rs(HEX, 32), False), P("SPOTIFY_CLIENT_SECRET", rs(HEX, 32))],
  None, "https://accounts.spotify.com/api/token", "fetch playlist metadata", "플레이리스트 메타데이터 조회")
V("deepl", "DeepL API key", "eu", "deepl",
  lambda: [P("DEEPL_AUTH_KEY", uuid4() + pick([":fx", ""]))],
  "Authorization: DeepL-Auth-Key {}", "https://api-free.deepl.com/v2/translate",
  "translate help-center articles", "헬프센터 문서 번역")
V("infobip", "Infobip API key", "eu", "infobip",
  lambda: [P("INFOBIP_API_KEY", "%s-%s" % (rs(HEX, 32), uuid4()))],
  "Authorization: App {}", "https://xyz.api.infobip.com/sms/2/text/advanced",
  "send WhatsApp templates", "WhatsApp 템플릿 발송")
V("pipedrive", "Pipedrive API token", "eu", "pipedrive",
  lambda: [P("PIPEDRIVE_API_TOKEN", rs(HEX, 40))],
  None, "https://api.pipedrive.com/v1/deals", "export deals", "딜 데이터 export")
V("vonage", "Vonage API secret", "eu", "vonage",
  lambda: [P("VONAGE_API_KEY", rs(HEX, 8)), P("VONAGE_API_SECRET", rs(AN, 16))],
  None, "https://rest.nexmo.com/sms/json", "send voice OTP", "음성 OTP 발송")

# --- Korea ---
V("ncp", "Naver Cloud Platform API key", "kr", "ncloud",
  lambda: [P("NCLOUD_ACCESS_KEY_ID", rs(AN, 20)), P("NCLOUD_SECRET_KEY", rs(AN, 40)),
           P("NCLOUD_REGION", "KR", False)],
  None, "https://ncloud.apigw.ntruss.com/vserver/v2/getServerInstanceList",
  "list servers on NCP", "NCP 서버 목록 조회")
V("naver_dev", "Naver Developers client secret", "kr", "naver",
  lambda: [P("NAVER_CLIENT_ID", rs(AN, 20), False), P("NAVER_CLIENT_SECRET", rs(AN, 10))],
  "X-Naver-Client-Secret: {}", "https://openapi.naver.com/v1/search/blog.json",
  "search blog posts through the Naver API", "네이버 검색 API로 블로그 검색")
V("kakao_rest", "Kakao REST API key", "kr", "kakao",
  lambda: [P("KAKAO_REST_API_KEY", rs(HEX, 32))],
  "Authorization: KakaoAK {}", "https://dapi.kakao.com/v2/local/search/address.json",
  "geocode addresses with Kakao Local", "카카오 로컬 API로 주소 좌표 변환")
V("kakao_admin", "Kakao admin key", "kr", "kakao",
  lambda: [P("KAKAO_ADMIN_KEY", rs(HEX, 32))],
  "Authorization: KakaoAK {}", "https://kapi.kakao.com/v1/user/ids",
  "unlink withdrawn users", "탈퇴 회원 연결 끊기")
V("toss", "Toss Payments secret key", "kr", "tosspayments",
  lambda: [P("TOSS_SECRET_KEY", pick(["live_sk_", "live_gsk_"]) + rs(AN, 28))],
  None, "https://api.tosspayments.com/v1/payments/confirm", "confirm card payments",
  "카드 결제 승인")
V("portone_v1", "PortOne (iamport) REST API key/secret", "kr", "iamport",
  lambda: [P("IMP_KEY", digits(16)), P("IMP_SECRET", rs(AN, 80))],
  None, "https://api.iamport.kr/users/getToken", "cancel payments through iamport",
  "아임포트로 결제 취소")
V("portone_v2", "PortOne V2 API secret", "kr", "portone",
  lambda: [P("PORTONE_API_SECRET", rs(AN, 80))],
  "Authorization: PortOne {}", "https://api.portone.io/payments", "look up payment status",
  "결제 상태 조회")
V("solapi", "Solapi (CoolSMS) API key", "kr", "solapi",
  lambda: [P("SOLAPI_API_KEY", "NCS" + rs(UPDIG, 13)), P("SOLAPI_API_SECRET", rs(UPDIG, 32))],
  None, "https://api.solapi.com/messages/v4/send", "send Kakao Alimtalk messages",
  "카카오 알림톡 발송")
V("aligo", "Aligo SMS key", "kr", "aligo",
  lambda: [P("ALIGO_USER_ID", pick(USERS_KO), False), P("ALIGO_API_KEY", rs(LODIG, 32))],
  None, "https://apis.aligo.in/send/", "send SMS notices", "문자 공지 발송")
V("datagokr", "data.go.kr service key", "kr", "datagokr",
  lambda: [P("DATA_GO_KR_SERVICE_KEY", b64(rbytes(66)))],
  None, "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst",
  "fetch KMA weather forecasts", "기상청 단기예보 조회")
V("upbit", "Upbit Open API keys", "kr", "upbit",
  lambda: [P("UPBIT_ACCESS_KEY", rs(AN, 40)), P("UPBIT_SECRET_KEY", rs(AN, 40))],
  None, "https://api.upbit.com/v1/accounts", "read exchange balances", "거래소 잔고 조회")
V("bithumb", "Bithumb API keys", "kr", "bithumb",
  lambda: [P("BITHUMB_API_KEY", rs(HEX, 32)), P("BITHUMB_SECRET_KEY", rs(HEX, 32))],
  None, "https://api.bithumb.com/info/balance", "record daily balances", "일별 잔고 기록")
V("kis", "Korea Investment (KIS) appkey/appsecret", "kr", "kis",
  lambda: [P("KIS_APP_KEY", "PS" + rs(AN, 34)), P("KIS_APP_SECRET", rs(B64, 179) + "="),
           P("KIS_ACCOUNT_NO", "%s-01" % digits(8), False)],
  None, "https://openapi.koreainvestment.com:9443/oauth2/tokenP",
  "fetch quotes from the KIS Open API", "한국투자증권 Open API 시세 조회")
V("nhncloud", "NHN Cloud user access key", "kr", "nhncloud",
  lambda: [P("NHN_ACCESS_KEY_ID", rs(AN, 20)), P("NHN_SECRET_ACCESS_KEY", rs(AN, 16))],
  None, "https://oauth.api.nhncloud.com/oauth2/token/create", "issue NHN Cloud API tokens",
  "NHN Cloud API 토큰 발급")
V("sendbird", "Sendbird API token", "kr", "sendbird",
  lambda: [P("SENDBIRD_APP_ID", uuid4().upper(), False), P("SENDBIRD_API_TOKEN", rs(HEX, 40))],
  "Api-Token: {}", "https://api-APPID.sendbird.com/v3/users", "moderate chat channels",
  "채팅 채널 관리")
V("channelio", "Channel.io API access key/secret", "kr", "channelio",
  lambda: [P("CHANNEL_ACCESS_KEY", rs(HEX, 24)), P("CHANNEL_ACCESS_SECRET", rs(HEX, 32))],
  "x-access-secret: {}", "https://api.channel.io/open/v5/user-chats",
  "pull CS chats into BigQuery", "상담 채팅을 BigQuery로 적재")
V("kakaopay", "KakaoPay secret key", "kr", "kakaopay",
  lambda: [P("KAKAOPAY_SECRET_KEY", pick(["DEV", "PRD"]) + rs(HEXU, 37))],
  "Authorization: SECRET_KEY {}", "https://open-api.kakaopay.com/online/v1/payment/ready",
  "open the KakaoPay checkout", "카카오페이 결제 준비")

# --- Japan ---
V("line_msg", "LINE Messaging API channel access token", "jp", "line",
  lambda: [P("LINE_CHANNEL_ACCESS_TOKEN", b64(rbytes(129))), P("LINE_CHANNEL_SECRET", rs(HEX, 32))],
  "Authorization: Bearer {}", "https://api.line.me/v2/bot/message/push",
  "push order updates on LINE", "LINE으로 주문 상태 푸시")
V("line_notify", "LINE Notify token", "jp", "line",
  lambda: [P("LINE_NOTIFY_TOKEN", rs(AN, 43))],
  "Authorization: Bearer {}", "https://notify-api.line.me/api/notify", "notify the JP team",
  "일본 팀에 알림")
V("chatwork", "Chatwork API token", "jp", "chatwork",
  lambda: [P("CHATWORK_API_TOKEN", rs(HEX, 32))],
  "X-ChatWorkToken: {}", "https://api.chatwork.com/v2/rooms", "post build results to Chatwork",
  "Chatwork에 빌드 결과 게시")
V("payjp", "PAY.JP secret key", "jp", "payjp",
  lambda: [P("PAYJP_SECRET_KEY", "sk_live_" + rs(HEX, 24))],
  None, "https://api.pay.jp/v1/charges", "capture authorized charges", "승인된 결제 매입")
V("backlog", "Backlog API key", "jp", "backlog",
  lambda: [P("BACKLOG_SPACE", "%s.backlog.jp" % company(), False), P("BACKLOG_API_KEY", rs(AN, 64))],
  None, "https://x.backlog.jp/api/v2/issues", "mirror Backlog issues", "Backlog 이슈 미러링")
V("sakura", "Sakura Cloud API key", "jp", "sakuracloud",
  lambda: [P("SAKURACLOUD_ACCESS_TOKEN", uuid4()),
           P("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(AN, 64))],
  None, "https://secure.sakura.ad.jp/cloud/zone/is1a/api/cloud/1.1/server", "manage servers in Ishikari",
  "이시카리 존 서버 관리")
V("kintone", "kintone API token", "jp", "kintone",
  lambda: [P("KINTONE_API_TOKEN", rs(AN, 40))],
  "X-Cybozu-API-Token: {}", "https://x.cybozu.com/k/v1/records.json", "sync kintone records",
  "kintone 레코드 동기화")

# --- China ---
V("alibaba", "Alibaba Cloud AccessKey", "cn", "aliyun",
  lambda: [P("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(AN, 18)),
           P("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(AN, 30))],
  None, "https://oss-cn-hangzhou.aliyuncs.com", "sync assets to OSS", "OSS로 에셋 동기화")
V("tencent", "Tencent Cloud SecretId/SecretKey", "cn", "tencentcloud",
  lambda: [P("TENCENTCLOUD_SECRET_ID", "AKID" + rs(AN, 32)),
           P("TENCENTCLOUD_SECRET_KEY", rs(AN, 32))],
  None, "https://cvm.tencentcloudapi.com", "manage CVM instances", "CVM 인스턴스 관리")
V("baidu_bce", "Baidu AI Cloud AK/SK", "cn", "baidubce",
  lambda: [P("BCE_ACCESS_KEY_ID", rs(HEX, 32)), P("BCE_SECRET_ACCESS_KEY", rs(HEX, 32))],
  None, "https://bos.bj.bcebos.com", "upload to BOS", "BOS 업로드")
V("baidu_ai", "Baidu AI API key/secret key", "cn", "baiduai",
  lambda: [P("BAIDU_API_KEY", rs(AN, 24)), P("BAIDU_SECRET_KEY", rs(AN, 32))],
  None, "https://aip.baidubce.com/oauth/2.0/token", "run Chinese OCR", "중국어 OCR 실행")
V("huawei", "Huawei Cloud AK/SK", "cn", "huaweicloud",
  lambda: [P("HUAWEICLOUD_SDK_AK", rs(UPDIG, 20)), P("HUAWEICLOUD_SDK_SK", rs(AN, 40))],
  None, "https://obs.cn-north-4.myhuaweicloud.com", "push logs to OBS", "OBS로 로그 전송")
V("wechat", "WeChat AppSecret", "cn", "wechat",
  lambda: [P("WECHAT_APPID", "wx" + rs(HEX, 16), False), P("WECHAT_APPSECRET", rs(HEX, 32))],
  None, "https://api.weixin.qq.com/cgi-bin/token", "fetch mini-program access tokens",
  "미니프로그램 access token 발급")
V("wechatpay", "WeChat Pay APIv3 key", "cn", "wechatpay",
  lambda: [P("WECHATPAY_MCHID", digits(10), False), P("WECHATPAY_APIV3_KEY", rs(AN, 32))],
  None, "https://api.mch.weixin.qq.com/v3/pay/transactions/native", "decrypt payment callbacks",
  "결제 콜백 복호화")
V("dingtalk_app", "DingTalk app secret", "cn", "dingtalk",
  lambda: [P("DINGTALK_APP_KEY", "ding" + rs(LODIG, 16), False),
           P("DINGTALK_APP_SECRET", rs(B64U, 64))],
  None, "https://oapi.dingtalk.com/gettoken", "sync the org chart", "조직도 동기화")
V("feishu", "Feishu/Lark app secret", "cn", "feishu",
  lambda: [P("FEISHU_APP_ID", "cli_" + rs(HEX, 16), False), P("FEISHU_APP_SECRET", rs(AN, 32))],
  None, "https://open.feishu.cn/open-apis/auth/v3/tenant_access_token/internal",
  "post approvals to Feishu", "Feishu 결재 알림")
V("qiniu", "Qiniu AK/SK", "cn", "qiniu",
  lambda: [P("QINIU_ACCESS_KEY", rs(B64U, 40)), P("QINIU_SECRET_KEY", rs(B64U, 40))],
  None, "https://up.qiniup.com", "upload images to Kodo", "Kodo 이미지 업로드")
V("deepseek", "DeepSeek API key", "cn", "deepseek",
  lambda: [P("DEEPSEEK_API_KEY", "sk-" + rs(HEX, 32))],
  "Authorization: Bearer {}", "https://api.deepseek.com/chat/completions", "try DeepSeek for code review",
  "코드 리뷰에 DeepSeek 시험")
V("zhipu", "Zhipu AI API key", "cn", "zhipuai",
  lambda: [P("ZHIPUAI_API_KEY", "%s.%s" % (rs(HEX, 32), rs(AN, 16)))],
  "Authorization: Bearer {}", "https://open.bigmodel.cn/api/paas/v4/chat/completions",
  "call GLM-4", "GLM-4 호출")
V("moonshot", "Moonshot (Kimi) API key", "cn", "moonshot",
  lambda: [P("MOONSHOT_API_KEY", "sk-" + rs(AN, 48))],
  "Authorization: Bearer {}", "https://api.moonshot.cn/v1/chat/completions", "summarize long PDFs",
  "긴 PDF 요약")

VENDOR_BY_ID = {v["id"]: v for v in VENDORS}


def fill_url(u):
    while "%s" in u:
        u = u.replace("%s", pick(COMPANIES), 1)
    return u


def vendor_parts(v):
    """Fresh credential parts for vendor v (a new random body each call)."""
    return [dict(p) for p in v["make"]()]


# ----------------------------------------------------------------------------------------------
# passwords of people and services (every body random)
# ----------------------------------------------------------------------------------------------
SAFE_PUNCT = "!@#%^*-_=+.,:;?~"      # survives YAML/JSON/XML/.env/INI without escaping
SHELL_PUNCT = SAFE_PUNCT + "$&()[]{}<>|/"   # only used inside single quotes or URL-encoded

CHO_KEYS = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x",
            "v", "g"]
JUNG_KEYS = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np",
             "nl", "b", "m", "ml", "l"]
JONG_KEYS = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv",
             "fg", "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(word):
    """Keys typed on a 2-beolsik keyboard left in English mode (e.g. 안녕 -> dkssud)."""
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            cho, rest = divmod(code, 21 * 28)
            jung, jong = divmod(rest, 28)
            out.append(CHO_KEYS[cho] + JUNG_KEYS[jung] + JONG_KEYS[jong])
        else:
            out.append(ch)
    return "".join(out)


def leet(w):
    table = {"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"}
    return "".join(table[c] if c in table and chance(0.5) else c for c in w)


def pw_human(punct=SAFE_PUNCT):
    sym = pick([c for c in "!@#*?." if c in punct] or ["!"])
    w = pick(WORDS)
    name = pick(USERS_EN + USERS_KO)
    yr = str(rint(1975, 2025))
    forms = [w.capitalize() + yr + sym,
             name.capitalize() + sym + yr,
             w.capitalize() + sym + pick(WORDS).capitalize() + str(rint(1, 99)),
             leet(w).capitalize() + str(rint(10, 9999)) + sym,
             "%s%s%s%s" % (name, rs(DIG, 4), sym, sym),
             pick(["1q2w3e4r", "qwer1234", "asdf1234", "zxcv1234", "1qaz2wsx"]) + sym
             + str(rint(10, 99)) + pick(WORDS)[:rint(2, 4)],
             pick(WORDS).capitalize() + pick(ENVS).capitalize() + str(rint(1, 9)) + sym + str(rint(2020, 2026))]
    pw = pick(forms)
    if "$" in pw and "$" not in punct:
        pw = pw.replace("$", "s")
    return pw


def pw_passphrase(punct=SAFE_PUNCT):
    n = rint(3, 5)
    ws = [pick(WORDS) for _ in range(n)]
    sep = pick(["-", ".", "_", " ", ""]) if " " in punct else pick(["-", ".", "_", ""])
    if sep == "":
        ws = [w.capitalize() for w in ws]
    pp = sep.join(ws)
    if chance(0.5):
        pp += pick(["", sep]) + str(rint(1, 999))
    return pp


def pw_punct(n=None, punct=SAFE_PUNCT):
    n = n or rint(14, 28)
    while True:
        s = rs(AN + punct * 2, n)
        if (any(c in punct for c in s) and any(c.isdigit() for c in s)
                and any(c.isupper() for c in s) and any(c.islower() for c in s)):
            return s


def pw_korkbd(punct=SAFE_PUNCT):
    w = "".join(pick(HANGUL_WORDS) for _ in range(rint(1, 2)))
    k = hangul_to_qwerty(w)
    tail = pick(["", str(rint(0, 99))]) + str(rint(1980, 2025))[-rint(2, 4):]
    pw = k + tail + pick([c for c in "!@#*" if c in punct] or ["!"])
    while len(pw) < 8:
        pw += str(rint(0, 9))
    return pw


def pw_hangul(punct=SAFE_PUNCT):
    w = "".join(pick(HANGUL_WORDS) for _ in range(rint(2, 3)))
    pw = w + pick(["", "_", "-"]) + str(rint(1, 9999)) + pick([c for c in "!@#*" if c in punct] or ["!"])
    while len(pw) < 8:
        pw += str(rint(0, 9))
    return pw


def pw_service(punct=SAFE_PUNCT):
    return pick([rs(AN, rint(16, 32)), pw_punct(rint(16, 32), punct), rs(HEX, 32),
                 b64(rbytes(pick([18, 24, 30]))).rstrip("=")])


PW_STYLES = ["human", "passphrase", "punct", "korkbd", "hangul", "service"]


def password(style=None, punct=SAFE_PUNCT, ascii_only=False):
    style = style or pick(PW_STYLES)
    if ascii_only and style == "hangul":
        style = "korkbd"
    f = {"human": pw_human, "passphrase": pw_passphrase, "punct": pw_punct, "korkbd": pw_korkbd,
         "hangul": pw_hangul, "service": pw_service}[style]
    pw = f(punct=punct)
    while len(pw) < 8:
        pw += pick(DIG)
    return pw


def pw_any(lang, punct=SAFE_PUNCT, ascii_only=False):
    """Style weighted by the note language (Korean notes get more Korean-keyboard / Hangul)."""
    if lang == "ko":
        style = pick(["human", "passphrase", "punct", "korkbd", "korkbd", "hangul", "hangul",
                      "service"])
    else:
        style = pick(["human", "human", "passphrase", "passphrase", "punct", "punct", "korkbd",
                      "service", "service", "hangul"])
    return password(style, punct, ascii_only)


# ----------------------------------------------------------------------------------------------
# other secret material: keys, TOTP seeds, recovery codes, PINs, cookies, JWTs, signatures
# ----------------------------------------------------------------------------------------------
def sshstr(b):
    return struct.pack(">I", len(b)) + b


def key_rsa_pkcs8(nlines):
    der = bytes.fromhex("308204" + pick(["bd", "be", "bf", "c0"]) + "020100300d06092a864886f70d0101"
                        "010500048204a7308204a30201000282010100") + rbytes(1180)
    ls = lines_of(b64(der), 64)
    return "-----BEGIN PRIVATE KEY-----", ls[:nlines], "-----END PRIVATE KEY-----", True


def key_rsa_pkcs1(nlines):
    der = bytes.fromhex("308204a" + pick("2345") + "0201000282010100") + rbytes(1180)
    ls = lines_of(b64(der), 64)
    return "-----BEGIN RSA PRIVATE KEY-----", ls[:nlines], "-----END RSA PRIVATE KEY-----", True


def key_ec():
    der = (bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
           + b"\x04" + rbytes(64))
    return "-----BEGIN EC PRIVATE KEY-----", lines_of(b64(der), 64), "-----END EC PRIVATE KEY-----", False


def key_ed25519_pkcs8():
    der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
    return "-----BEGIN PRIVATE KEY-----", [b64(der)], "-----END PRIVATE KEY-----", False


def key_openssh(comment):
    pub, priv = rbytes(32), rbytes(32)
    pubblob = sshstr(b"ssh-ed25519") + sshstr(pub)
    chk = rbytes(4)
    sec = chk + chk + sshstr(b"ssh-ed25519") + sshstr(pub) + sshstr(priv + pub) + sshstr(comment.encode())
    i = 1
    while len(sec) % 8:
        sec += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\x00" + sshstr(b"none") + sshstr(b"none") + sshstr(b"")
            + struct.pack(">I", 1) + sshstr(pubblob) + sshstr(sec))
    return ("-----BEGIN OPENSSH PRIVATE KEY-----", lines_of(b64(blob), 70),
            "-----END OPENSSH PRIVATE KEY-----", False)


def key_pgp(nlines):
    body = b"\x95\x07\x46\x04" + rbytes(4) + b"\x01\x10\x00" + rbytes(700)
    ls = lines_of(b64(body), 64)
    return "-----BEGIN PGP PRIVATE KEY BLOCK-----", ls[:nlines], "-----END PGP PRIVATE KEY BLOCK-----", True


def totp_seed():
    style = pick(["b32_16", "b32_32", "spaced"])
    if style == "b32_16":
        return rs(B32, 16)
    if style == "b32_32":
        return rs(B32, 32)
    return " ".join(lines_of(rs(B32.lower(), 32), 4))


def recovery_codes(style):
    if style == "github":
        return ["%s-%s" % (rs(HEX, 5), rs(HEX, 5)) for _ in range(rint(4, 8))]
    if style == "google":
        return ["%s %s" % (rs(DIG, 4), rs(DIG, 4)) for _ in range(rint(4, 8))]
    if style == "gitlab":
        return [rs(HEX, 16) for _ in range(rint(4, 6))]
    if style == "discord":
        return ["%s-%s" % (rs(LODIG, 4), rs(LODIG, 4)) for _ in range(rint(4, 8))]
    if style == "microsoft":
        return ["-".join(rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5) for _ in range(5))]
    if style == "apple":
        return ["-".join(rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) for _ in range(7))]
    if style == "bitlocker":
        return ["-".join(rs(DIG, 6) for _ in range(8))]
    if style == "onepassword":
        a = "ABCDEFGHJKLMNPQRSTVWXYZ23456789"
        return ["A3-%s-%s-%s-%s-%s-%s" % (rs(a, 6), rs(a, 6), rs(a, 5), rs(a, 5), rs(a, 5), rs(a, 5))]
    raise ValueError(style)


def basic_blob(user, pw):
    return b64(("%s:%s" % (user, pw)).encode("utf-8"))


def long_jwt():
    n = rint(3, 7)
    iat = epoch()
    payload = {"iss": "https://auth.%s/" % domain(), "sub": "auth0|" + rs(HEX, 24),
               "aud": ["https://api.%s" % domain(), "https://%s.us.auth0.com/userinfo" % company()],
               "iat": iat, "exp": iat + 86400, "azp": rs(AN, 32),
               "scope": " ".join(pick(["read:orders", "write:orders", "read:users", "admin",
                                       "offline_access", "openid", "profile", "email",
                                       "read:reports", "write:refunds"]) for _ in range(n))}
    return jwt(payload, alg=pick(["RS256", "HS256"]), sig_bytes=pick([32, 256]))


def short_jwt():
    iat = epoch()
    payload = {"sub": str(rint(1000, 999999)), "role": pick(["admin", "user", "service"]),
               "iat": iat, "exp": iat + 3600}
    return jwt(payload, alg="HS256", sig_bytes=32)


def session_cookie():
    """(cookie name, value) of common frameworks."""
    k = pick(["django", "express", "java", "php", "rails", "laravel", "nextauth", "gitlab", "flask",
              "aspnet"])
    if k == "django":
        return "sessionid", rs(LODIG, 32)
    if k == "express":
        return "connect.sid", "s%3A" + rs(B64U, 32) + "." + rs(AN + "%", 0) + rs(AN, 43)
    if k == "java":
        return "JSESSIONID", rs(HEXU, 32)
    if k == "php":
        return "PHPSESSID", rs(LODIG, 26)
    if k == "rails":
        return "_%s_session" % pick(APPS).replace("-", "_"), pct(b64(rbytes(rint(90, 130)))) + "--" + rs(HEX, 40)
    if k == "laravel":
        return "laravel_session", "eyJpdiI6" + rs(AN, rint(180, 240)) + "%3D%3D"
    if k == "nextauth":
        return "__Secure-next-auth.session-token", "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + \
            rs(B64U, 22) + "." + rs(B64U, rint(150, 260)) + "." + rs(B64U, 22)
    if k == "gitlab":
        return "_gitlab_session", rs(HEX, 32)
    if k == "flask":
        return "session", "." + rs(B64U, rint(60, 90)) + "." + rs(B64U, 6) + "." + rs(B64U, 27)
    return ".AspNetCore.Cookies", "CfDJ8" + rs(B64U, rint(200, 300))


def wg_key():
    return b64(rbytes(32))


# ----------------------------------------------------------------------------------------------
# containers: render a list of (NAME, value) items in many file / snippet formats
# ----------------------------------------------------------------------------------------------
NOISE_ITEMS = [("NODE_ENV", "production"), ("LOG_LEVEL", "info"), ("LOG_LEVEL", "debug"),
               ("PORT", "8080"), ("APP_ENV", "staging"), ("TZ", "Asia/Seoul"),
               ("FEATURE_NEW_CHECKOUT", "true"), ("REDIS_URL", "redis://cache:6379/0"),
               ("HTTP_TIMEOUT_MS", "5000"), ("WORKERS", "4"), ("RETRY_MAX", "3"),
               ("SPRING_PROFILES_ACTIVE", "prod"), ("PYTHONUNBUFFERED", "1"),
               ("OTEL_SERVICE_NAME", "billing-api"), ("MAX_UPLOAD_MB", "50"), ("LANG", "ko_KR.UTF-8")]


def noise(k=None):
    k = rint(0, 3) if k is None else k
    out = []
    for _ in range(k):
        it = pick(NOISE_ITEMS)
        if all(it[0] != o[0] for o in out):
            out.append(it)
    return out


def interleave(items, extra):
    out = list(items)
    for e in extra:
        out.insert(rint(0, len(out)), e)
    return out


def sub_key(sec, name):
    low = name.lower()
    for pre in (sec + "_", sec.replace("_", "") + "_"):
        if low.startswith(pre) and len(low) > len(pre):
            return low[len(pre):]
    return low


def camel(s):
    ps = s.split("_")
    return ps[0] + "".join(p.capitalize() for p in ps[1:])


def pascal(s):
    return "".join(p.capitalize() for p in s.split("_"))


def yq(v):
    if v and all(c in AN + "_./-" for c in v) and not v.isdigit() and v.lower() not in ("true", "false", "yes", "no", "on", "off"):
        return v
    return '"%s"' % v


def shq(v):
    if all(c in AN + "_./:-=,@%+" for c in v):
        return v
    return "'%s'" % v


def envq(v):
    if all(c not in v for c in " #'\"$`"):
        return v
    return '"%s"' % v


def jq(v):
    return json.dumps(v, ensure_ascii=False)


CONTAINERS = []


def C(name, bad, label):
    def deco(fn):
        CONTAINERS.append({"name": name, "bad": bad, "label": label, "fn": fn})
        return fn
    return deco


@C("dotenv", '"\n', [".env", ".env.production", ".env.local", "deploy/.env.staging"])
def c_dotenv(items, sec):
    ls = ["%s=%s" % (k, envq(v)) for k, v in interleave(items, noise())]
    if chance(0.4):
        ls.insert(rint(0, len(ls)), "# %s" % pick(["%s settings" % sec, "TODO move to vault",
                                                   "added by setup.sh", "do not commit",
                                                   "copied from 1Password"]))
    return "\n".join(ls)


@C("shell_export", "'\n", ["~/.bashrc", "~/.zshrc", "scripts/env.sh", "setup.sh"])
def c_export(items, sec):
    return "\n".join("export %s=%s" % (k, shq(v) if chance(0.5) else "'%s'" % v)
                     for k, v in interleave(items, noise(rint(0, 2))))


@C("inline_cmd", "'\n", ["scripts/run.sh", "docs/runbook.md", "README.md", "Makefile"])
def c_inline(items, sec):
    cmd = pick(["./scripts/deploy.sh %s" % pick(ENVS), "npm run sync", "python -m %s.cli backfill" % sec,
                "go run ./cmd/worker", "bundle exec rake %s:import" % sec, "node dist/index.js",
                "docker compose up -d", "uv run pytest -k integration"])
    pre = " ".join("%s=%s" % (k, shq(v)) for k, v in items)
    return pick(["%s %s", "env %s %s"]) % (pre, cmd)


@C("yaml", '"\\\n', ["config/settings.yaml", "config.yml", "application.yml", "conf/app.yaml"])
def c_yaml(items, sec):
    out = ["%s:" % sec]
    for k, v in items:
        out.append("  %s: %s" % (sub_key(sec, k), yq(v)))
    nz = noise(rint(0, 2))
    if nz:
        top = ["app:"] + ["  %s: %s" % (k.lower(), yq(v)) for k, v in nz]
        out = top + out if chance(0.5) else out + top
    return "\n".join(out)


@C("json", '"\\\n', ["config.json", "appsettings.json", "secrets.json", "config/local.json"])
def c_json(items, sec):
    inner = {}
    for k, v in items:
        inner[camel(sub_key(sec, k))] = v
    d = {}
    for k, v in noise(rint(0, 2)):
        d[camel(k.lower())] = v
    d[camel(sec)] = inner
    if chance(0.5):
        return json.dumps(d, ensure_ascii=False, indent=2)
    return json.dumps(d, ensure_ascii=False)


@C("toml", '"\\\n', ["config.toml", "settings.toml", ".streamlit/secrets.toml", "Cargo config"])
def c_toml(items, sec):
    out = ["[%s]" % sec] + ["%s = %s" % (sub_key(sec, k), jq(v)) for k, v in items]
    nz = noise(rint(0, 2))
    if nz:
        out = ["[app]"] + ["%s = %s" % (k.lower(), jq(v)) for k, v in nz] + [""] + out
    return "\n".join(out)


@C("ini", "\n", ["config.ini", "settings.cfg", "setup.cfg", "app.conf"])
def c_ini(items, sec):
    sep = pick([" = ", "=", ": "])
    return "\n".join(["[%s]" % sec] + ["%s%s%s" % (sub_key(sec, k), sep, v) for k, v in items])


@C("properties", "\\\n", ["application.properties", "gradle.properties", "config.properties"])
def c_props(items, sec):
    ls = ["%s.%s=%s" % (sec, sub_key(sec, k).replace("_", "-"), v) for k, v in items]
    for k, v in noise(rint(0, 2)):
        ls.insert(rint(0, len(ls)), "%s=%s" % (k.lower().replace("_", "."), v))
    return "\n".join(ls)


@C("xml_appsettings", '&<>"\n', ["web.config", "App.config"])
def c_xml(items, sec):
    ls = ["<appSettings>"] + ['  <add key="%s:%s" value="%s" />' % (pascal(sec), pascal(sub_key(sec, k)), v)
                              for k, v in items] + ["</appSettings>"]
    return "\n".join(ls)


@C("k8s_secret", '"\\\n', ["k8s/secret.yaml", "manifests/%s-secret.yaml"])
def c_k8s_secret(items, sec):
    ls = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-credentials" % sec.replace("_", "-"),
          "  namespace: %s" % pick(ENVS), "type: Opaque", "stringData:"]
    ls += ["  %s: %s" % (k, yq(v)) for k, v in items]
    return "\n".join(ls)


@C("k8s_deploy_env", '"\\\n', ["deployment.yaml", "k8s/deploy.yaml"])
def c_k8s_env(items, sec):
    ls = ["      containers:", "        - name: %s" % pick(APPS),
          "          image: ghcr.io/%s/%s:%s" % (company(), pick(APPS), "1.%d.%d" % (rint(0, 30), rint(0, 9))),
          "          env:"]
    for k, v in interleave(items, noise(rint(0, 2))):
        ls += ["            - name: %s" % k, "              value: %s" % yq(v)]
    return "\n".join(ls)


@C("compose", '"\\$\n', ["docker-compose.yml", "compose.yaml", "docker-compose.override.yml"])
def c_compose(items, sec):
    ls = ["services:", "  %s:" % pick(APPS), "    image: %s:latest" % pick(APPS), "    environment:"]
    if chance(0.5):
        ls += ["      %s: %s" % (k, yq(v)) for k, v in interleave(items, noise(rint(0, 2)))]
    else:
        ls += ["      - %s=%s" % (k, v) for k, v in interleave(items, noise(rint(0, 2)))]
    return "\n".join(ls)


@C("dockerfile", '"\\$\n', ["Dockerfile", "Dockerfile.prod"])
def c_dockerfile(items, sec):
    kw = pick(["ENV", "ARG"])
    ls = ["FROM %s" % pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre",
                            "golang:1.22 AS build"])]
    ls += ['%s %s="%s"' % (kw, k, v) if chance(0.6) else "%s %s=%s" % (kw, k, v) for k, v in items]
    ls += [pick(["RUN pip install -r requirements.txt", "RUN npm ci", "COPY . /app", "RUN go build ./..."])]
    return "\n".join(ls)


@C("gha", '"\\\n', [".github/workflows/deploy.yml", ".github/workflows/ci.yml"])
def c_gha(items, sec):
    ls = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    ls += ["      %s: %s" % (k, yq(v)) for k, v in items]
    ls += ["    steps:", "      - uses: actions/checkout@v4", "      - run: %s" % pick(
        ["make deploy", "npm run release", "./scripts/publish.sh"])]
    return "\n".join(ls)


@C("gitlab_ci", '"\\$\n', [".gitlab-ci.yml"])
def c_gitlab(items, sec):
    ls = ["variables:"] + ["  %s: %s" % (k, yq(v)) for k, v in items]
    ls += ["", "deploy:", "  stage: deploy", "  script:", "    - %s" % pick(["make deploy", "./deploy.sh"])]
    return "\n".join(ls)


@C("terraform", '"\\$\n', ["main.tf", "providers.tf", "terraform.tfvars", "variables.tf"])
def c_tf(items, sec):
    f = pick(["tfvars", "variable", "provider"])
    if f == "tfvars":
        return "\n".join('%s = "%s"' % (k.lower(), v) for k, v in items)
    if f == "variable":
        return "\n\n".join('variable "%s" {\n  type    = string\n  default = "%s"\n}' % (k.lower(), v)
                           for k, v in items)
    return 'provider "%s" {\n%s\n}' % (sec, "\n".join('  %s = "%s"' % (sub_key(sec, k), v) for k, v in items))


@C("python", '"\\\n', ["settings.py", "config.py", "scripts/sync.py", "conftest.py"])
def c_python(items, sec):
    f = pick(["const", "setdefault", "client"])
    if f == "const":
        return "\n".join('%s = "%s"' % (k, v) for k, v in items)
    if f == "setdefault":
        return "import os\n" + "\n".join('os.environ.setdefault("%s", "%s")' % (k, v) for k, v in items)
    args = ", ".join('%s="%s"' % (sub_key(sec, k), v) for k, v in items)
    return "client = %sClient(%s)" % (pascal(sec), args)


@C("javascript", '"\\`\n', ["src/config.ts", "index.js", "next.config.js", "scripts/seed.mjs"])
def c_js(items, sec):
    if chance(0.5):
        return "\n".join('const %s = "%s";' % (camel(k.lower()), v) for k, v in items)
    body = ",\n".join('  %s: "%s"' % (camel(sub_key(sec, k)), v) for k, v in items)
    return "const %s = new %s({\n%s\n});" % (camel(sec) + "Client", pascal(sec), body)


@C("go", '"\\\n', ["main.go", "internal/config/config.go"])
def c_go(items, sec):
    if chance(0.5):
        return "const (\n%s\n)" % "\n".join('\t%s = "%s"' % (pascal(k.lower()), v) for k, v in items)
    return "\n".join('os.Setenv("%s", "%s")' % (k, v) for k, v in items)


@C("java", '"\\\n', ["Config.java", "src/main/java/App.java"])
def c_java(items, sec):
    return "\n".join('    private static final String %s = "%s";' % (k, v) for k, v in items)


@C("ruby", "'\\\n", ["config/initializers/%s.rb", "Rakefile"])
def c_ruby(items, sec):
    return "\n".join("ENV['%s'] ||= '%s'" % (k, v) for k, v in items)


@C("php", "'\\\n", ["config.php", "wp-config.php", ".env.php"])
def c_php(items, sec):
    if chance(0.5):
        return "<?php\n" + "\n".join("define('%s', '%s');" % (k, v) for k, v in items)
    return "<?php\nreturn [\n" + "\n".join("    '%s' => '%s'," % (sub_key(sec, k), v) for k, v in items) + "\n];"


@C("csharp", '"\\\n', ["Program.cs", "Startup.cs"])
def c_cs(items, sec):
    return "\n".join('var %s = "%s";' % (camel(k.lower()), v) for k, v in items)


@C("rust", '"\\\n', ["src/main.rs", "build.rs"])
def c_rust(items, sec):
    return "\n".join('const %s: &str = "%s";' % (k, v) for k, v in items)


@C("kotlin", '"\\$\n', ["Config.kt", "build.gradle.kts"])
def c_kotlin(items, sec):
    return "\n".join('val %s = "%s"' % (camel(k.lower()), v) for k, v in items)


@C("powershell", "'\n", ["profile.ps1", "deploy.ps1"])
def c_ps(items, sec):
    return "\n".join("$env:%s = '%s'" % (k, v) for k, v in items)


@C("cmd", '"&|<>^% \n', ["run.bat", "scripts\\setenv.cmd"])
def c_cmd(items, sec):
    return "\n".join("set %s=%s" % (k, v) for k, v in items)


@C("makefile", "$#\n ", ["Makefile"])
def c_make(items, sec):
    return "\n".join("%s ?= %s" % (k, v) for k, v in items) + "\n\ndeploy:\n\t./scripts/deploy.sh"


@C("systemd", '"\\%$\n', ["/etc/systemd/system/%s.service"])
def c_systemd(items, sec):
    return "[Service]\n" + "\n".join('Environment="%s=%s"' % (k, v) for k, v in items) + \
        "\nExecStart=/opt/%s/bin/server" % pick(APPS)


@C("jenkinsfile", "'\\$\n", ["Jenkinsfile"])
def c_jenkins(items, sec):
    return "environment {\n" + "\n".join("    %s = '%s'" % (k, v) for k, v in items) + "\n}"


@C("helm_values", '"\\\n', ["values.yaml", "values-prod.yaml"])
def c_helm(items, sec):
    return "%s:\n  enabled: true\n  credentials:\n%s" % (camel(sec), "\n".join(
        "    %s: %s" % (camel(sub_key(sec, k)), yq(v)) for k, v in items))


@C("ansible_vars", '"\\\n', ["group_vars/all.yml", "host_vars/web01.yml"])
def c_ansible(items, sec):
    return "---\n" + "\n".join("%s: %s" % (k.lower(), yq(v)) for k, v in items)


@C("log_line", "\n", ["logs/app.log", "/var/log/%s.log", "ci-output.txt"])
def c_log(items, sec):
    lvl = pick(["DEBUG", "INFO", "TRACE"])
    body = pick(["config loaded: {%s}", "env dump %s", "starting %s client with %s"])
    kv = ", ".join("%s=%s" % (k, v) for k, v in items)
    if body.count("%s") == 2:
        msg = body % (sec, kv)
    else:
        msg = body % kv
    return "%s %s [%s] %s" % (ts_log(), lvl, pick(APPS), msg)


@C("diff", '"\n', ["PR #%d" % n for n in (118, 342, 907, 1533)])
def c_diff(items, sec):
    f = pick([".env.example", "config/settings.yaml", ".env", "docker-compose.yml"])
    ls = ["--- a/%s" % f, "+++ b/%s" % f, "@@ -%d,%d +%d,%d @@" % (rint(1, 40), 3, rint(1, 40), 3 + len(items))]
    ls.append(" %s=%s" % pick(NOISE_ITEMS))
    for k, v in items:
        if chance(0.3):
            ls.append("-%s=" % k)
        ls.append("+%s=%s" % (k, v))
    return "\n".join(ls)


@C("md_table", "|\n", ["docs/handover.md", "wiki/credentials.md"])
def c_table(items, sec):
    ls = ["| key | value | note |", "|---|---|---|"]
    for k, v in items:
        ls.append("| %s | %s | %s |" % (k, v, pick(["prod", "staging", "rotated Q%d" % rint(1, 4), "", "shared"])))
    return "\n".join(ls)


@C("jupyter", " \n", ["notebooks/explore.ipynb", "analysis.ipynb"])
def c_jupyter(items, sec):
    return "\n".join("%%env %s=%s" % (k, v) for k, v in items)


@C("launch_json", '"\\\n', [".vscode/launch.json"])
def c_launch(items, sec):
    env = {k: v for k, v in items}
    return json.dumps({"name": "Debug %s" % pick(APPS), "type": pick(["python", "node", "go"]),
                       "request": "launch", "env": env}, ensure_ascii=False, indent=2)


@C("crontab", "%' \n", ["/etc/crontab", "/etc/cron.d/%s"])
def c_cron(items, sec):
    pre = " ".join("%s=%s" % (k, v) for k, v in items)
    return "%d */%d * * * %s /usr/local/bin/%s >> /var/log/%s.log 2>&1" % (
        rint(0, 59), rint(1, 6), pre, pick(APPS), sec)


@C("supervisor", '"%,\n', ["supervisord.conf"])
def c_super(items, sec):
    return "[program:%s]\ncommand=/opt/app/run.sh\nenvironment=%s" % (
        pick(APPS), ",".join('%s="%s"' % (k, v) for k, v in items))


CONTAINER_BY_NAME = {c["name"]: c for c in CONTAINERS}


def render(items, sec, allowed=None):
    """Pick a container compatible with every value and render; returns (text, cname, label)."""
    vals = [v for _, v in items]
    ok = [c for c in CONTAINERS if (allowed is None or c["name"] in allowed)
          and not any(b in v for b in c["bad"] for v in vals)]
    c = pick(ok)
    label = pick(c["label"])
    if "%s" in label:
        label = label % pick([sec, pick(APPS)])
    return c["fn"](items, sec), c["name"], label


# ----------------------------------------------------------------------------------------------
# prose: Korean particles, fences, generic template pools, layout
# ----------------------------------------------------------------------------------------------
def has_batchim(word):
    ch = word.strip()[-1:]
    if not ch:
        return False
    o = ord(ch)
    if 0xAC00 <= o <= 0xD7A3:
        return (o - 0xAC00) % 28 != 0
    if ch.isdigit():
        return ch in "013678"
    if word.strip().lower().endswith(("file", "ile", "ml")):
        return True
    return ch.lower() in "lmnkpt"


def josa(word, pair):
    a, b = pair.split("/")          # a: after batchim, b: after vowel
    if pair == "으로/로":
        ch = word.strip()[-1:]
        o = ord(ch) if ch else 0
        if 0xAC00 <= o <= 0xD7A3 and (o - 0xAC00) % 28 == 8:      # ㄹ batchim -> 로
            return word + b
    return word + (a if has_batchim(word) else b)


FENCE_LANG = {"dotenv": "bash", "shell_export": "bash", "inline_cmd": "bash", "yaml": "yaml",
              "json": "json", "toml": "toml", "ini": "ini", "properties": "properties",
              "xml_appsettings": "xml", "k8s_secret": "yaml", "k8s_deploy_env": "yaml",
              "compose": "yaml", "dockerfile": "dockerfile", "gha": "yaml", "gitlab_ci": "yaml",
              "terraform": "hcl", "python": "python", "javascript": "js", "go": "go", "java": "java",
              "ruby": "ruby", "php": "php", "csharp": "csharp", "rust": "rust", "kotlin": "kotlin",
              "powershell": "powershell", "cmd": "bat", "makefile": "make", "systemd": "ini",
              "jenkinsfile": "groovy", "helm_values": "yaml", "ansible_vars": "yaml", "log_line": "",
              "diff": "diff", "md_table": "", "jupyter": "", "launch_json": "json", "crontab": "",
              "supervisor": "ini", "http": "http", "curl": "bash", "sql": "sql", "xml": "xml",
              "text": "", "log": "", "chat": ""}


def fence(snippet, cname="text"):
    r = R.random()
    if r < 0.5:
        return "```%s\n%s\n```" % (FENCE_LANG.get(cname, ""), snippet)
    if r < 0.88:
        return snippet
    return "\n".join("    " + ln for ln in snippet.split("\n"))


def inline(v):
    return pick(["`%s`", "`%s`", "%s", "%s", '"%s"', "'%s'", "(%s)"]) % v


WHO_EN = ["the user", "Dana from platform", "@%s" % "minji", "the on-call engineer", "the tech lead",
          "the customer's admin", "ops", "the previous owner of the service", "@jihoon", "the PM"]
WHO_KO = ["사용자", "민지", "지훈", "인프라팀 서연", "온콜 담당자", "팀장", "고객사 관리자", "이전 담당자", "도현",
          "운영팀"]


def who(lang):
    if lang == "en":
        return pick(WHO_EN)
    w = pick(WHO_KO)
    return w if w in ("사용자", "팀장", "이전 담당자", "운영팀", "온콜 담당자", "고객사 관리자") else w + "님"


GEN = {
    "en": {
        "mc_S": [
            "I was asked to {purpose} but didn't know where {thing} lived. {Who} pointed me at {file}:\n{S}",
            "{app} kept failing with 401 while trying to {purpose}. {file} had:\n{S}",
            "{S}\nThat is what {file} looked like when I started; I couldn't tell whether {thing} was for {env} or prod.",
            "Didn't know {app} reads {thing} from {file} instead of the environment. Current content:\n{S}\nThe env var was empty, so the client fell back to the file.",
            "Nobody mentioned that the {env} deploy uses a different value for {thing}. Found this in {file}:\n{S}",
            "While moving {app} to the new cluster I had to {purpose}; the old host still had {file} with\n{S}\nwhich I reused.",
            "User: \"can you {purpose}? everything you need is in {file}\"\n{S}",
            "Context I lacked: where {thing} comes from in {env}. {Who} pasted {file}:\n{S}\n(they said it was copied from the old server)",
            "The task was to {purpose}. First attempt without credentials got 403; then I found {file}:\n{S}",
            "{file} as pasted by {who}:\n{S}\nI had assumed the {env} stack used the same values as prod.",
            "Spent 20 minutes on a 401 before noticing {file} overrides the env. Relevant part:\n{S}\nThe override only applies to {env}.",
        ],
        "mc_V": [
            "{Who} gave me {thing} in chat: {V} - I needed it to {purpose}.",
            "The {app} container could not {purpose} because {thing} was missing; {who} sent {V} and said to use it for {env}.",
            "I didn't know {thing}. It turned out to be {V}, set by {who} months ago.",
            "Missing: {thing} for {env}. Value from the shared vault export: {V}",
            "To {purpose} I needed {thing}; {who} read it out from the admin console: {V}. I had been using an expired one.",
        ],
        "mc_plain": [
            "I didn't know which credentials {app} uses to {purpose} in {env}.",
            "Nobody told me {thing} had been rotated last week, so the old value in CI kept failing.",
            "I was not aware that {app} needs {thing} to {purpose}; the README doesn't mention it.",
            "The ticket only said \"{purpose}\"; it did not say which account or where {thing} is kept.",
            "I assumed {env} and prod share {thing}. They don't.",
        ],
        "lesson_S": [
            "{app} reads {thing} only at startup, so after editing {file} the pod has to be restarted. Working config:\n{S}",
            "Setting {thing} in {file} fixed it:\n{S}\nCI does not inherit it from the org secrets.",
            "The exact block that worked for {env}:\n{S}",
            "{S}\nWith this in {file}, {app} can {purpose} again.",
            "Keep {thing} out of the repo next time; for now {file} contains\n{S}\nand the job is green.",
            "Order matters: the loader takes the first match, so the entry has to sit in {file} like this:\n{S}\nOtherwise the {env} default wins.",
        ],
        "lesson_V": [
            "{thing} for {env} is {V}; the client needs it before it can {purpose}.",
            "Use {V} as {thing}; the older one was revoked.",
            "The fix was to export {thing} ({V}) before running the script; the SDK doesn't read {file}.",
            "After swapping in {V} the 401s stopped within a minute; no restart was needed for {app}.",
        ],
        "lesson_plain": [
            "{app} needs {thing} before it can {purpose}; check {file} first when it returns 401.",
            "When {app} fails with an auth error, compare the value in {file} with the one in the secret store before anything else.",
            "{thing} is scoped to {env} only; prod uses a different one.",
            "Restarting the worker is required after changing {file}; hot reload does not pick up credentials.",
            "Credential errors from this client surface as a generic timeout, so check the auth header first.",
        ],
        "ask_V": [
            "Should I keep using {V} for {env}, or will you issue a new {thingshort}?",
            "Is {V} still valid, or was it rotated?",
            "Can I store {V} in the CI secrets so I don't have to ask again?",
            "Next time, should I reuse {V} or request a fresh {thingshort}?",
            "Is it fine that {V} is now in {file}, or do you want it rotated?",
        ],
        "ask_plain": [
            "Which {thingshort} should I use for {env}: the one in {file} or a new one?",
            "Is it OK to keep {thing} in {file}, or should it move to the secret manager?",
            "Who owns {thing}, so I can ask them before rotating it?",
            "Do you want me to {purpose} with the same credentials next time?",
            "Should the {env} and prod credentials be split?",
            "",
            "",
        ],
    },
    "ko": {
        "mc_S": [
            "{purpose} 작업을 요청받았는데 {thing_r} 어디서 가져오는지 몰랐다. {who_g} {file} 파일을 알려줌:\n{S}",
            "{app} 서비스가 {purpose} 도중 계속 401로 실패했다. {file} 내용:\n{S}",
            "{S}\n처음 봤을 때 {file} 상태. 이게 {env}용인지 prod용인지 알 수 없었음.",
            "{app} 서비스가 환경변수가 아니라 {file}에서 {thing_r} 읽는다는 걸 몰랐다. 현재 내용:\n{S}\n환경변수가 비어 있어서 파일 값으로 fallback 됨.",
            "{env} 배포는 {thing_r} 따로 쓴다는 얘기를 못 들었다. {file}에서 찾은 것:\n{S}",
            "{app} 서비스를 새 클러스터로 옮기면서 {purpose} 작업이 필요했는데, 기존 서버의 {file}에 아래 값이 남아 있었다.\n{S}",
            "사용자 메시지: \"{purpose} 좀 해줘, 필요한 건 {file}에 다 있어\"\n{S}",
            "{file} ({who_g} 붙여준 내용):\n{S}\n{env}도 prod와 같은 값을 쓰는 줄 알았음.",
            "처음엔 인증 없이 시도해서 403이 났고, 나중에 {file} 파일을 찾음:\n{S}",
            "401 때문에 20분을 헤맸는데 {file} 쪽 설정이 env를 덮어쓰고 있었다. 해당 부분:\n{S}",
        ],
        "mc_V": [
            "{who_g} 채팅으로 {thing_r} 줬다: {V} — {purpose} 작업에 필요했음.",
            "{thing_g} 없어서 {app} 컨테이너가 {purpose} 작업을 못 했다. {who_g} {V} 값을 주면서 {env}에 쓰라고 함.",
            "{thing_r} 몰랐는데, 알고 보니 {V} 였다.",
            "{env}용 {thing_g} 빠져 있었음. 공유 vault export에서 찾은 값: {V}",
            "{purpose} 하려면 {thing_g} 필요했는데 {who_g} 관리 콘솔에서 읽어 줌: {V}. 그동안 만료된 값을 쓰고 있었다.",
        ],
        "mc_plain": [
            "{app} 서비스가 {env}에서 {purpose} 작업을 할 때 어떤 자격증명을 쓰는지 몰랐다.",
            "{thing_g} 지난주에 교체됐다는 걸 몰라서 CI가 계속 예전 값으로 실패했다.",
            "{app} 서비스가 {purpose} 하려면 {thing_g} 필요하다는 걸 몰랐다. README에도 없음.",
            "티켓에는 \"{purpose}\"라고만 적혀 있고 어떤 계정인지, {thing_g} 어디 있는지는 없었다.",
            "{env}와 prod가 {thing_r} 공유한다고 가정했는데 아니었다.",
        ],
        "lesson_S": [
            "{app} 서비스는 시작할 때만 {thing_r} 읽으므로 {file} 수정 후 pod 재시작이 필요하다. 동작한 설정:\n{S}",
            "{file}에 {thing_r} 넣으니 해결됨:\n{S}\nCI는 org secret을 상속하지 않는다.",
            "{env}에서 동작 확인한 블록:\n{S}",
            "{S}\n이렇게 {file}에 넣으면 {app} 서비스가 다시 {purpose} 가능.",
            "다음부터는 {thing_r} repo에 두지 말 것. 일단 지금 {file}에는\n{S}\n이렇게 들어가 있고 잡은 통과함.",
        ],
        "lesson_V": [
            "{env}의 {thing_n} {V} 이고, 이게 있어야 {purpose} 가능.",
            "{thing_n} {V} 값을 쓸 것. 예전 값은 폐기됨.",
            "스크립트 실행 전에 {thing}({V}) 값을 export 해야 한다. SDK는 {file_r} 읽지 않음.",
            "{V} 값으로 바꾸자 1분 안에 401이 사라졌다. {app} 재시작은 필요 없었음.",
        ],
        "lesson_plain": [
            "{app} 서비스가 401을 내면 {file}의 값과 secret store 값을 먼저 비교할 것.",
            "{thing_n} {env} 전용이고 prod는 별도 값을 쓴다.",
            "{file} 변경 후에는 워커 재시작이 필요하다. hot reload로는 자격증명이 갱신되지 않음.",
            "이 클라이언트는 인증 오류를 그냥 timeout으로 보여주므로 auth header부터 확인할 것.",
        ],
        "ask_V": [
            "{env}에서도 {V} 값을 계속 써도 되나요, 아니면 새로 발급해 주실 건가요?",
            "{V} 값이 아직 유효한지, 교체됐는지 확인 부탁드려요.",
            "{V} 값을 CI secret에 저장해 둬도 될까요?",
            "다음에도 {V} 그대로 쓰면 되나요?",
            "{V} 값이 이제 {file}에 들어가 있는데 괜찮은지, 교체할지 알려주세요.",
        ],
        "ask_plain": [
            "{env}에는 {file}에 있는 값을 쓸지 새로 발급받을지?",
            "{thing_r} {file}에 그대로 둬도 되는지, secret manager로 옮겨야 하는지?",
            "{thing} 담당자가 누구인지 먼저 물어볼 것.",
            "다음에도 같은 자격증명으로 {purpose} 작업을 하면 되는지?",
            "{env}와 prod 자격증명을 분리할지?",
            "",
            "",
        ],
    },
}


def slots_for(lang, thing_en, thing_ko, thingshort_en, purpose_en, purpose_ko, file, app=None, env=None):
    s = {"file": file, "app": app or pick(APPS), "env": env or pick(["staging", "dev", "qa", "sandbox", "preprod"]),
         "file_r": josa(file, "을/를") if file else "", "file_g": josa(file, "이/가") if file else ""}
    if lang == "en":
        w = who("en")
        s.update({"thing": thing_en, "thingshort": thingshort_en, "purpose": purpose_en, "who": w,
                  "Who": w[0].upper() + w[1:]})
    else:
        w = who("ko")
        s.update({"thing": thing_ko, "thing_r": josa(thing_ko, "을/를"), "thing_g": josa(thing_ko, "이/가"),
                  "thing_n": josa(thing_ko, "은/는"), "purpose": purpose_ko, "who": w,
                  "who_g": josa(w, "이/가")})
    return s


def fmt(t, slots, S=None, V=None):
    d = dict(slots)
    d["S"] = S if S is not None else ""
    d["V"] = V if V is not None else ""
    out = t.format(**d)
    if out.startswith("the "):
        out = "The " + out[4:]
    return out


def compose(lang, slots, S=None, V=None, mode=None, extra=None, ask_v=None, only_extra=False):
    """Lay prose around a snippet S (fenced text) and/or an inline value V.

    Returns the three fields.  mode picks where the secret material sits; extra is a dict of
    additional template pools (same keys as GEN) that are preferred when present."""
    pools = {}
    for k, v in GEN[lang].items():
        pools[k] = list(v)
    if extra:
        for k, v in extra.get(lang, {}).items():
            pools[k] = list(v) if only_extra else list(v) * 2 + pools.get(k, [])
    av = ask_v if ask_v is not None else V
    modes = []
    if S is not None:
        modes += ["mcS", "mcS", "lS"]
        if av is not None:
            modes += ["mcS+askV", "mcS+lV"]
    if V is not None:
        modes += ["mcV", "lV", "askV", "mcV+askV"]
    mode = mode or pick(modes)
    mc = lesson = ask = None
    if mode.startswith("mcS"):
        mc = fmt(pick(pools["mc_S"]), slots, S=S)
    elif mode.startswith("mcV"):
        mc = fmt(pick(pools["mc_V"]), slots, V=V)
    else:
        mc = fmt(pick(pools["mc_plain"]), slots)
    if mode == "lS":
        lesson = fmt(pick(pools["lesson_S"]), slots, S=S)
    elif mode in ("lV", "mcS+lV"):
        lesson = fmt(pick(pools["lesson_V"]), slots, V=av)
    else:
        lesson = fmt(pick(pools["lesson_plain"]), slots)
    if mode.endswith("askV") and av is not None:
        ask = fmt(pick(pools["ask_V"]), slots, V=av)
    else:
        ask = fmt(pick(pools["ask_plain"]), slots)
    return {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}, mode


# ----------------------------------------------------------------------------------------------
# secret notes
# ----------------------------------------------------------------------------------------------
class Cycler:
    """Deterministic 'shuffle bag': every element is used once before any repeats."""

    def __init__(self, items):
        self.items = list(items)
        self.bag = []

    def next(self):
        if not self.bag:
            self.bag = list(self.items)
            R.shuffle(self.bag)
        return self.bag.pop()


VENDOR_BAG = Cycler(VENDORS)
HDR_BAG = Cycler([v for v in VENDORS if v["hdr"]])


def make_note(kind, lang, category, fields, cands, vendor, template):
    secrets = []
    for c in cands:
        if c not in secrets and any(c in f for f in fields.values()):
            secrets.append(c)
    return {"kind": kind, "lang": lang, "category": category, "fields": fields, "secrets": secrets,
            "vendor": vendor, "template": template}


def thing_names(v):
    n = v["name"]
    short = "token" if "token" in n.lower() else ("secret" if "secret" in n.lower() else "key")
    return "the " + n, n + pick(["", " 값"]), short


def vendor_slots(lang, v, file, app=None):
    t_en, t_ko, short = thing_names(v)
    return slots_for(lang, t_en, t_ko.strip(), short, v["pen"], v["pko"], file, app)


def s_vendor_container(lang):
    v = VENDOR_BAG.next()
    parts = vendor_parts(v)
    items = [(p["env"], p["val"]) for p in parts]
    cands = [p["val"] for p in parts if p["secret"]]
    text, cname, label = render(items, v["sec"])
    slots = vendor_slots(lang, v, label)
    fields, mode = compose(lang, slots, S=fence(text, cname), V=inline(cands[-1]))
    return make_note("secret", lang, "token: %s in %s (%s)" % (v["id"], cname, mode), fields, cands,
                     v["id"], "vendor_container:%s:%s" % (cname, mode))


def http_snippet(v, tok):
    hname, hfmt = v["hdr"].split(": ", 1)
    hval = hfmt.format(tok)
    url = fill_url(v["url"])
    path = "/" + url.split("/", 3)[3] if url.count("/") >= 3 else "/"
    hostn = url.split("/")[2]
    form = pick(["curl", "curl_v", "raw", "httpie", "requests", "fetch", "go", "nginx", "axios"])
    if form == "curl":
        return 'curl -sS %s \\\n  -H "%s: %s" \\\n  -H "Content-Type: application/json"' % (url, hname, hval), "curl", form
    if form == "curl_v":
        return ("$ curl -v %s -H '%s: %s'\n> GET %s HTTP/2\n> Host: %s\n> %s: %s\n> user-agent: curl/8.5.0\n"
                "< HTTP/2 %s" % (url, hname, hval, path, hostn, hname, hval, pick(["200", "401", "403"]))), "curl", form
    if form == "raw":
        return ("%s %s HTTP/1.1\nHost: %s\n%s: %s\nAccept: application/json\nUser-Agent: %s/%d.%d" % (
            pick(["GET", "POST"]), path, hostn, hname, hval, pick(APPS), rint(1, 3), rint(0, 9))), "http", form
    if form == "httpie":
        return "http GET %s '%s:%s'" % (url, hname, hval), "curl", form
    if form == "requests":
        return 'resp = requests.get(\n    "%s",\n    headers={"%s": "%s"},\n    timeout=10,\n)' % (url, hname, hval), "python", form
    if form == "fetch":
        return 'const res = await fetch("%s", {\n  headers: { "%s": "%s" },\n});' % (url, hname, hval), "javascript", form
    if form == "axios":
        return "axios.defaults.headers.common['%s'] = '%s';" % (hname, hval), "javascript", form
    if form == "go":
        return 'req, _ := http.NewRequest("GET", "%s", nil)\nreq.Header.Set("%s", "%s")' % (url, hname, hval), "go", form
    return "location /upstream/ {\n    proxy_pass %s;\n    proxy_set_header %s \"%s\";\n}" % (url, hname, hval), "text", form


HTTP_EXTRA = {
    "en": {"mc_S": ["The call to {purpose} returned 401 and I didn't know which header the API expects. {Who} shared a working request:\n{S}",
                    "Reproducing the {app} bug required calling the API directly:\n{S}\nI had been sending the key as a query parameter."],
           "lesson_S": ["The API wants the credential in this header exactly; the SDK default header is ignored:\n{S}",
                        "Working request (note the scheme in front of the value):\n{S}"]},
    "ko": {"mc_S": ["{purpose} API 호출이 401을 반환했는데 어떤 헤더를 써야 하는지 몰랐다. {who_g} 동작하는 요청을 공유해 줌:\n{S}",
                    "{app} 버그 재현을 위해 API를 직접 호출해야 했다:\n{S}\n그동안 키를 query parameter로 보내고 있었음."],
           "lesson_S": ["API는 정확히 이 헤더로 자격증명을 받는다. SDK 기본 헤더는 무시됨:\n{S}",
                        "동작하는 요청 (값 앞의 scheme 주의):\n{S}"]},
}


def s_vendor_http(lang):
    v = HDR_BAG.next()
    parts = vendor_parts(v)
    cands = [p["val"] for p in parts if p["secret"]]
    tok = cands[-1]
    snip, cname, form = http_snippet(v, tok)
    slots = vendor_slots(lang, v, pick(["the API docs", "Postman", "the runbook", "the shell history"] if lang == "en" else ["API 문서", "Postman", "런북", "셸 히스토리"]))
    fields, mode = compose(lang, slots, S=fence(snip, cname), V=inline(tok), extra=HTTP_EXTRA, only_extra=True)
    return make_note("secret", lang, "header: %s %s (%s)" % (v["id"], form, mode), fields, [tok],
                     v["id"], "vendor_http:%s:%s" % (form, mode))


def trace_snippet(v, env, tok):
    pas = pascal(v["sec"])
    form = pick(["py_trace", "node_err", "java_trace", "access_log", "set_x", "docker_inspect", "go_panic",
                 "k8s_event"])
    if form == "py_trace":
        return ('Traceback (most recent call last):\n  File "/app/%s/sync.py", line %d, in main\n'
                '    client = %sClient(api_key="%s")\n  File "/usr/local/lib/python3.12/site-packages/%s/client.py", line %d, in __init__\n'
                '    raise AuthenticationError("invalid or revoked key")\n%s.errors.AuthenticationError: invalid or revoked key' % (
                    pick(APPS), rint(10, 300), pas, tok, v["sec"], rint(30, 200), v["sec"])), form
    if form == "node_err":
        return ("AxiosError: Request failed with status code 401\n    at settle (/app/node_modules/axios/lib/core/settle.js:19:12)\n"
                "  config: {\n    url: '%s',\n    headers: { Accept: 'application/json', %s: '%s' }\n  }" % (
                    fill_url(v["url"]), pick(["Authorization", "'X-Api-Key'"]), tok)), form
    if form == "java_trace":
        return ("org.springframework.beans.factory.BeanCreationException: Error creating bean '%sClient'\n"
                "Caused by: java.lang.IllegalStateException: %s=%s rejected by remote (401)\n"
                "\tat com.%s.%s.config.ClientConfig.init(ClientConfig.java:%d)" % (
                    camel(v["sec"]), env, tok, company().replace("-", ""), v["sec"], rint(20, 120))), form
    if form == "access_log":
        return '%s - - [%s] "GET /v1/%s?%s=%s HTTP/1.1" 401 %d "-" "python-requests/2.31.0"' % (
            "10.%d.%d.%d" % (rint(0, 9), rint(0, 255), rint(1, 254)), ts_log(), pick(["items", "export", "sync"]),
            pick(["api_key", "token", "access_token", "key"]), tok, rint(40, 400)), form
    if form == "set_x":
        return "+ export %s=%s\n+ curl -sf -H 'Authorization: Bearer %s' %s\ncurl: (22) The requested URL returned error: 401" % (
            env, tok, tok, fill_url(v["url"])), form
    if form == "docker_inspect":
        return '$ docker inspect %s --format \'{{json .Config.Env}}\'\n["PATH=/usr/local/bin:/usr/bin","%s=%s","TZ=UTC"]' % (
            pick(APPS), env, tok), form
    if form == "go_panic":
        return 'panic: %s: auth failed for key "%s": 401 Unauthorized\n\ngoroutine 1 [running]:\nmain.main()\n\t/src/cmd/%s/main.go:%d +0x1d4' % (
            v["sec"], tok, pick(APPS), rint(20, 200)), form
    return "Warning  Failed  %dm  kubelet  Error: container %s exited: invalid credentials for %s (%s=%s)" % (
        rint(1, 59), pick(APPS), v["sec"], env, tok), form


TRACE_EXTRA = {
    "en": {"mc_S": ["The job died with this and I didn't realise the credential was the problem:\n{S}",
                    "{Who} pasted the failing output from {env}:\n{S}\nI first suspected the network.",
                    "I couldn't see why {app} crashed on boot until I read the full log:\n{S}"],
           "lesson_S": ["The real error was auth, not networking; the log even prints the value it used:\n{S}\nThe key in that line was the revoked one."]},
    "ko": {"mc_S": ["잡이 아래 에러로 죽었는데 자격증명 문제라는 걸 몰랐다:\n{S}",
                    "{who_g} {env}에서 실패한 출력을 붙여줌:\n{S}\n처음에는 네트워크 문제로 의심했음.",
                    "{app} 서비스가 부팅 중 죽는 이유를 전체 로그를 보고서야 알았다:\n{S}"],
           "lesson_S": ["실제 원인은 네트워크가 아니라 인증이었고, 로그에 사용한 값까지 찍혀 있었다:\n{S}\n그 줄의 키가 폐기된 키였음."]},
}


def s_vendor_log(lang):
    v = VENDOR_BAG.next()
    parts = vendor_parts(v)
    sp = [p for p in parts if p["secret"]]
    tok = sp[-1]["val"]
    snip, form = trace_snippet(v, sp[-1]["env"], tok)
    slots = vendor_slots(lang, v, pick(["the CI log", "the pod log", "Sentry", "the crash report"] if lang == "en" else ["CI 로그", "pod 로그", "Sentry", "크래시 리포트"]))
    fields, mode = compose(lang, slots, S=fence(snip, "log"), V=inline(tok), extra=TRACE_EXTRA, only_extra=True)
    return make_note("secret", lang, "log: %s leaked in %s (%s)" % (v["id"], form, mode), fields, [tok],
                     v["id"], "vendor_log:%s:%s" % (form, mode))


def chat_snippet(lang, v, tok):
    t = "%02d:%02d" % (rint(8, 23), rint(0, 59))
    if lang == "ko":
        u = pick(NAMES_KO)
        lines = pick([
            ["[%s] %s: %s 키 여기요" % (t, u, v["name"].split()[0]), "[%s] %s: %s" % (t, u, tok),
             "[%s] %s: 쓰고 나서 알려주세요" % (t, u)],
            ["%s  %s" % (u, t), "이거 %s용이에요 %s 외부에 공유 금지" % (pick(ENVS), tok)],
            ["[%s] %s: 방금 재발급함 → %s" % (t, u, tok), "[%s] %s: 예전 건 폐기했어요" % (t, u)],
        ])
    else:
        u = pick(USERS_EN).capitalize()
        lines = pick([
            ["[%s] %s: here's the %s key" % (t, u, v["name"].split()[0]), "[%s] %s: %s" % (t, u, tok),
             "[%s] %s: ping me when you're done" % (t, u)],
            ["%s  %s" % (u, t), "use this one for %s: %s (please don't paste it anywhere)" % (pick(ENVS), tok)],
            ["[%s] %s: regenerated it -> %s" % (t, u, tok), "[%s] %s: old one is revoked" % (t, u)],
        ])
    return "\n".join(lines)


CHAT_EXTRA = {
    "en": {"mc_S": ["I didn't have credentials to {purpose}; this is the thread from the team channel:\n{S}",
                    "{S}\n(from the DM) I had not known the old key was revoked."]},
    "ko": {"mc_S": ["{purpose} 작업을 할 자격증명이 없었다. 팀 채널 대화:\n{S}",
                    "{S}\n(DM 내용) 예전 키가 폐기된 걸 몰랐다."]},
}


def s_vendor_chat(lang):
    v = VENDOR_BAG.next()
    parts = vendor_parts(v)
    tok = [p["val"] for p in parts if p["secret"]][-1]
    slots = vendor_slots(lang, v, pick(["Slack", "the team channel", "Teams", "the DM"] if lang == "en" else ["Slack", "팀 채널", "카카오워크", "DM", "Teams"]))
    fields, mode = compose(lang, slots, S=fence(chat_snippet(lang, v, tok), "chat"), V=inline(tok),
                           extra=CHAT_EXTRA, only_extra=True, mode=pick(["mcS", "mcS", "mcS+askV", "mcS+lV"]))
    return make_note("secret", lang, "chat: %s pasted in chat (%s)" % (v["id"], mode), fields, [tok],
                     v["id"], "vendor_chat:%s" % mode)


def url_cred(v):
    """(url, [secrets]) for vendors that take credentials in the URL."""
    vid = v["id"]
    parts = vendor_parts(v)
    sp = {p["env"]: p["val"] for p in parts}
    if vid == "google_api":
        k = sp["GEMINI_API_KEY"]
        return "https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent?key=%s" % k, [k]
    if vid == "datagokr":
        k = pct(sp["DATA_GO_KR_SERVICE_KEY"])
        return ("https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=%s"
                "&pageNo=1&numOfRows=1000&dataType=JSON&base_date=%s&base_time=0500&nx=%d&ny=%d" % (
                    k, date8(), rint(50, 99), rint(100, 130))), [k]
    if vid == "telegram":
        k = sp["TELEGRAM_BOT_TOKEN"]
        return "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s&text=deploy%%20done" % (k, digits(10)), [k]
    if vid == "pipedrive":
        k = sp["PIPEDRIVE_API_TOKEN"]
        return "https://%s.pipedrive.com/api/v1/deals?status=open&api_token=%s" % (company(), k), [k]
    if vid == "trello":
        k = sp["TRELLO_TOKEN"]
        return "https://api.trello.com/1/boards/%s/cards?key=%s&token=%s" % (rs(AN, 8), rs(HEX, 32), k), [k]
    if vid == "backlog":
        k = sp["BACKLOG_API_KEY"]
        return "https://%s.backlog.jp/api/v2/issues?apiKey=%s&projectId[]=%d" % (company(), k, rint(10000, 99999)), [k]
    if vid == "wechat":
        return "https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=%s&secret=%s" % (
            sp["WECHAT_APPID"], sp["WECHAT_APPSECRET"]), [sp["WECHAT_APPSECRET"]]
    if vid == "baidu_ai":
        return "https://aip.baidubce.com/oauth/2.0/token?grant_type=client_credentials&client_id=%s&client_secret=%s" % (
            sp["BAIDU_API_KEY"], sp["BAIDU_SECRET_KEY"]), [sp["BAIDU_API_KEY"], sp["BAIDU_SECRET_KEY"]]
    if vid == "meta":
        k = sp["FB_PAGE_ACCESS_TOKEN"]
        return "https://graph.facebook.com/v19.0/me/accounts?fields=name,id&access_token=%s" % k, [k]
    if vid == "mailchimp":
        k = sp["MAILCHIMP_API_KEY"]
        return "https://anystring:%s@%s.api.mailchimp.com/3.0/lists" % (k, k.split("-")[-1]), [k]
    if vid == "zendesk":
        k = sp["ZENDESK_API_TOKEN"]
        return "https://%s%%2Ftoken:%s@%s.zendesk.com/api/v2/tickets.json" % (pct(sp["ZENDESK_EMAIL"]), k, company()), [k]
    k = sp["KAKAO_REST_API_KEY"]
    return "https://dapi.kakao.com/v2/local/search/keyword.json?query=%s&rest_api_key=%s" % (pct("카페"), k), [k]


URL_VENDORS = Cycler(["google_api", "datagokr", "telegram", "pipedrive", "trello", "backlog", "wechat",
                      "baidu_ai", "meta", "mailchimp", "zendesk", "kakao_rest"])

URL_EXTRA = {
    "en": {"mc_S": ["The integration test calls this URL and I didn't know the credential sits in the query string:\n{S}",
                    "{Who} sent the exact URL that works from the browser:\n{S}\nFrom the server it timed out because of the proxy, not auth."],
           "lesson_S": ["The credential has to stay URL-encoded exactly as issued, otherwise the gateway returns SERVICE_KEY_IS_NOT_REGISTERED or 401:\n{S}"]},
    "ko": {"mc_S": ["통합 테스트가 이 URL을 호출하는데 자격증명이 query string에 들어간다는 걸 몰랐다:\n{S}",
                    "{who_g} 브라우저에서 되는 URL을 그대로 보내줌:\n{S}\n서버에서는 인증이 아니라 프록시 때문에 timeout이었음."],
           "lesson_S": ["자격증명은 발급받은 그대로 URL 인코딩된 상태여야 한다. 아니면 게이트웨이가 SERVICE_KEY_IS_NOT_REGISTERED나 401을 준다:\n{S}"]},
}


def s_vendor_url(lang):
    v = VENDOR_BY_ID[URL_VENDORS.next()]
    url, cands = url_cred(v)
    snip = pick(["%s", "curl -s '%s' | jq .", "GET %s", "requests.get(\"%s\")", "wget -qO- \"%s\""]) % url
    slots = vendor_slots(lang, v, pick(["the browser history", "the Postman collection", "the cron script"] if lang == "en" else ["브라우저 기록", "Postman 컬렉션", "cron 스크립트"]))
    fields, mode = compose(lang, slots, S=fence(snip, "text"), V=inline(cands[-1]), extra=URL_EXTRA,
                           only_extra=True, mode=pick(["mcS", "lS", "mcS+askV", "mcS"]))
    return make_note("secret", lang, "url: %s credential in query/userinfo (%s)" % (v["id"], mode), fields,
                     cands, v["id"], "vendor_url:%s" % mode)


# --- passwords ---
PW_SERVICES = [
    # (section, [items template], thing_en, thing_ko, purpose_en, purpose_ko)
    ("postgres", ["POSTGRES_HOST", "POSTGRES_USER", "POSTGRES_PASSWORD", "POSTGRES_DB"],
     "the Postgres password", "Postgres 비밀번호", "run the schema migration", "스키마 마이그레이션 실행"),
    ("mysql", ["MYSQL_HOST", "MYSQL_USER", "MYSQL_PASSWORD", "MYSQL_DATABASE"],
     "the MySQL app password", "MySQL 앱 계정 비밀번호", "backfill the orders table", "orders 테이블 backfill"),
    ("mysql", ["MYSQL_ROOT_PASSWORD"], "the MySQL root password", "MySQL root 비밀번호",
     "restore last night's dump", "어젯밤 덤프 복원"),
    ("redis", ["REDIS_HOST", "REDIS_PASSWORD"], "the Redis password", "Redis 비밀번호",
     "flush the session cache", "세션 캐시 flush"),
    ("smtp", ["SMTP_HOST", "SMTP_USER", "SMTP_PASSWORD"], "the SMTP password", "SMTP 비밀번호",
     "send the weekly report mail", "주간 리포트 메일 발송"),
    ("ldap", ["LDAP_URL", "LDAP_BIND_DN", "LDAP_BIND_PASSWORD"], "the LDAP bind password", "LDAP bind 비밀번호",
     "sync groups from LDAP", "LDAP 그룹 동기화"),
    ("keystore", ["KEYSTORE_PATH", "KEYSTORE_PASSWORD"], "the keystore password", "keystore 비밀번호",
     "sign the Android release", "안드로이드 릴리스 서명"),
    ("rabbitmq", ["RABBITMQ_DEFAULT_USER", "RABBITMQ_DEFAULT_PASS"], "the RabbitMQ password", "RabbitMQ 비밀번호",
     "drain the dead-letter queue", "dead-letter 큐 비우기"),
    ("grafana", ["GF_SECURITY_ADMIN_USER", "GF_SECURITY_ADMIN_PASSWORD"], "the Grafana admin password",
     "Grafana admin 비밀번호", "import the SLO dashboard", "SLO 대시보드 import"),
    ("minio", ["MINIO_ROOT_USER", "MINIO_ROOT_PASSWORD"], "the MinIO root password", "MinIO root 비밀번호",
     "create the backup bucket", "백업 버킷 생성"),
    ("elastic", ["ELASTIC_USERNAME", "ELASTIC_PASSWORD"], "the elastic user password", "elastic 계정 비밀번호",
     "reindex the logs", "로그 재색인"),
    ("keycloak", ["KEYCLOAK_ADMIN", "KEYCLOAK_ADMIN_PASSWORD"], "the Keycloak admin password",
     "Keycloak admin 비밀번호", "add the new realm client", "새 realm client 추가"),
    ("mongo", ["MONGO_INITDB_ROOT_USERNAME", "MONGO_INITDB_ROOT_PASSWORD"], "the Mongo root password",
     "Mongo root 비밀번호", "create the analytics user", "analytics 사용자 생성"),
    ("spring", ["SPRING_DATASOURCE_URL", "SPRING_DATASOURCE_USERNAME", "SPRING_DATASOURCE_PASSWORD"],
     "the datasource password", "datasource 비밀번호", "boot the service against staging DB",
     "staging DB로 서비스 기동"),
    ("mssql", ["MSSQL_SA_PASSWORD"], "the SQL Server sa password", "SQL Server sa 비밀번호",
     "attach the legacy database", "레거시 DB attach"),
    ("nexus", ["NEXUS_USERNAME", "NEXUS_PASSWORD"], "the Nexus deploy password", "Nexus 배포 계정 비밀번호",
     "publish the internal jar", "사내 jar 배포"),
    ("sftp", ["SFTP_HOST", "SFTP_USER", "SFTP_PASSWORD"], "the partner SFTP password", "협력사 SFTP 비밀번호",
     "upload the settlement file", "정산 파일 업로드"),
    ("jenkins", ["JENKINS_USER", "JENKINS_PASSWORD"], "the Jenkins admin password", "Jenkins admin 비밀번호",
     "re-run the release pipeline", "릴리스 파이프라인 재실행"),
    ("cert", ["CERT_PATH", "CERT_PASSWORD"], "the .pfx certificate password", ".pfx 인증서 비밀번호",
     "bind the TLS cert in IIS", "IIS에 TLS 인증서 바인딩"),
    ("airflow", ["AIRFLOW_ADMIN_USER", "AIRFLOW_ADMIN_PASSWORD"], "the Airflow admin password",
     "Airflow admin 비밀번호", "unpause the ETL DAG", "ETL DAG unpause"),
    ("django", ["DJANGO_SUPERUSER_USERNAME", "DJANGO_SUPERUSER_PASSWORD"], "the Django superuser password",
     "Django superuser 비밀번호", "log into the admin", "admin 페이지 로그인"),
    ("oracle", ["ORACLE_USER", "ORACLE_PASSWORD"], "the Oracle schema password", "Oracle 스키마 비밀번호",
     "export the legacy tables", "레거시 테이블 export"),
]


def pw_context_value(name, lang):
    n = name.upper()
    if n.endswith("HOST") or n == "LDAP_URL":
        return host(n.split("_")[0].lower())
    if n.endswith("URL"):
        return "jdbc:postgresql://%s:5432/%s" % (host("db"), pick(DBNAMES))
    if n.endswith("_DB") or n.endswith("DATABASE"):
        return pick(DBNAMES)
    if n.endswith("PATH"):
        return pick(["/etc/ssl/private/site.pfx", "app/release.jks", "certs/server.p12"])
    if n.endswith("BIND_DN"):
        return "cn=%s,ou=svc,dc=%s,dc=com" % (pick(SVC_USERS), company())
    return pick(SVC_USERS + USERS_KO + USERS_EN)


def s_password_config(lang):
    sec, names, t_en, t_ko, p_en, p_ko = pick(PW_SERVICES)
    pw = pw_any(lang)
    items = []
    for n in names:
        items.append((n, pw if ("PASS" in n) else pw_context_value(n, lang)))
    text, cname, label = render(items, sec)
    slots = slots_for(lang, t_en, t_ko, "password", p_en, p_ko, label)
    fields, mode = compose(lang, slots, S=fence(text, cname), V=inline(pw))
    return make_note("secret", lang, "password: %s in %s (%s)" % (sec, cname, mode), fields, [pw], None,
                     "password_config:%s:%s" % (cname, mode))


PERSON_SYSTEMS = [
    ("the VPN", "VPN", "connect to the office network", "사내망 접속"),
    ("the Windows login", "윈도우 로그인", "reproduce the printer bug on the shared PC", "공용 PC에서 프린터 버그 재현"),
    ("the NAS admin page", "NAS 관리자 페이지", "free up space on the backup share", "백업 공유 폴더 용량 정리"),
    ("the router admin page", "공유기 관리자 페이지", "open port 8443 for the demo", "데모용 8443 포트 개방"),
    ("the QA test account", "QA 테스트 계정", "reproduce the checkout bug", "결제 버그 재현"),
    ("the staging app login", "staging 앱 로그인", "record the demo video", "데모 영상 녹화"),
    ("the AWS console (IAM user)", "AWS 콘솔 IAM 사용자", "check the billing alarm", "빌링 알람 확인"),
    ("the company mailbox", "회사 메일 계정", "set up the IMAP fetcher", "IMAP 수집기 설정"),
    ("phpMyAdmin", "phpMyAdmin", "fix the broken row by hand", "깨진 row 수동 수정"),
    ("the Synology DSM", "시놀로지 DSM", "restart the surveillance package", "감시 패키지 재시작"),
    ("the domain registrar account", "도메인 등록업체 계정", "renew the domain", "도메인 갱신"),
    ("the accredited certificate (공동인증서)", "공동인증서", "file the tax invoice", "세금계산서 발행"),
    ("the Jira admin account", "Jira 관리자 계정", "fix the workflow scheme", "워크플로 스킴 수정"),
    ("the App Store Connect account", "App Store Connect 계정", "upload the iOS build", "iOS 빌드 업로드"),
    ("the jump host", "점프 호스트", "tail logs on the DB box", "DB 서버 로그 확인"),
]

PERSON_POOLS = {
    "en": {
        "mc_V": ["{Who} said the login for {sys} is {U} / {V}; I needed it to {purpose}.",
                 "To {purpose} I had to sign into {sys} as {U}. Password, per {who}: {V}",
                 "I didn't have access to {sys}. {Who} typed the credentials into the chat: user {U}, password {V}.",
                 "Blocked until someone shared {sys}. Got it: {U} / {V} (they use the same one everywhere, apparently)."],
        "lesson_V": ["{sys} account for the team: {U} / {V}. It gets reset every Monday, so check before a demo.",
                     "Login for {sys} that works: {U} with password {V}. SSO is not enabled there.",
                     "{sys}: user {U}, pw {V}. The lockout is 5 attempts, don't brute-force typos."],
        "mc_plain": ["I didn't know who had access to {sys}, so I couldn't {purpose}.",
                     "The ticket assumed I could log into {sys}; I couldn't."],
        "lesson_plain": ["Ask for {sys} access before starting anything that needs it; the owner is in another timezone.",
                         "{sys} does not support SSO, so credentials have to be shared by the owner."],
        "ask_V": ["Is the {sys} password still {V}?", "Can I keep using {U} / {V} for {sys} next time?",
                  "Should I ask for my own {sys} account instead of {U} / {V}?"],
        "ask_plain": ["Who should I ask for {sys} access?", "Do I get my own account on {sys}?", ""],
    },
    "ko": {
        "mc_V": ["{who_g} {sys} 로그인 정보가 {U} / {V} 라고 알려줬다. {purpose} 작업에 필요했음.",
                 "{purpose} 하려면 {sys}에 {U} 계정으로 들어가야 했다. 비밀번호는 {who_g} 알려준 {V}",
                 "{sys} 접근 권한이 없었는데 {who_g} 채팅에 계정을 적어줌: 아이디 {U}, 비번 {V}",
                 "{sys} 계정을 받을 때까지 막혀 있었다. 받은 정보: {U} / {V} (다른 데서도 같은 비번을 쓴다고 함)"],
        "lesson_V": ["팀 공용 {sys} 계정: {U} / {V}. 매주 월요일 초기화되니 데모 전에 확인할 것.",
                     "{sys} 로그인: 아이디 {U}, 비밀번호 {V}. SSO 연동 안 돼 있음.",
                     "{sys} 계정 {U} 비번 {V}. 5회 실패 시 잠기니 오타 주의."],
        "mc_plain": ["{sys} 접근 권한이 누구에게 있는지 몰라서 {purpose} 작업을 못 했다.",
                     "티켓은 내가 {sys}에 로그인할 수 있다고 가정했지만 실제로는 못 했다."],
        "lesson_plain": ["{sys} 권한이 필요한 작업은 시작 전에 먼저 요청할 것. 담당자가 다른 시간대에 있음.",
                         "{sys_n} SSO를 지원하지 않아서 담당자가 계정을 직접 공유해야 한다."],
        "ask_V": ["{sys} 비밀번호가 아직 {V} 인가요?", "다음에도 {sys}에 {U} / {V} 계정을 써도 되나요?",
                  "{U} / {V} 공용 계정 말고 개인 계정을 따로 받아야 할까요?"],
        "ask_plain": ["{sys} 권한은 누구에게 요청해야 하는지?", "{sys} 개인 계정 발급이 가능한지?", ""],
    },
}


def s_password_person(lang):
    sys_en, sys_ko, p_en, p_ko = pick(PERSON_SYSTEMS)
    u = pick([pick(USERS_EN + USERS_KO), email(), "admin", "qa0%d" % rint(1, 9), "%s.%s" % (
        pick(USERS_KO), pick(["kim", "lee", "park", "choi", "jung"]))])
    pw = pw_any(lang, punct=SAFE_PUNCT + " " if chance(0.2) else SAFE_PUNCT)
    P_ = PERSON_POOLS[lang]
    w = who(lang)
    sysn = sys_en if lang == "en" else sys_ko
    sl = {"sys": sysn, "purpose": p_en if lang == "en" else p_ko, "who": w, "Who": w[0].upper() + w[1:],
          "who_g": josa(w, "이/가"), "sys_n": josa(sysn, "은/는"), "U": pick(["`%s`", "%s"]) % u}
    V = pick(["`%s`", "%s", '"%s"']) % pw
    mode = pick(["mcV", "mcV", "lV", "mcV+askV", "askV", "lV+askV"])
    mc = fmt(pick(P_["mc_V"] if mode.startswith("mcV") else P_["mc_plain"]), sl, V=V).replace("{U}", "")
    mc = mc[0].upper() + mc[1:] if lang == "en" else mc
    lesson = fmt(pick(P_["lesson_V"] if mode.startswith("lV") else P_["lesson_plain"]), sl, V=V)
    lesson = lesson[0].upper() + lesson[1:] if lang == "en" else lesson
    ask = fmt(pick(P_["ask_V"] if mode.endswith("askV") else P_["ask_plain"]), sl, V=V)
    fields = {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}
    return make_note("secret", lang, "password: human login for %s (%s)" % (sys_en, mode), fields, [pw], None,
                     "password_person:%s" % mode)


def pw_without(lang, bad, punct=SAFE_PUNCT, ascii_only=False):
    while True:
        pw = pw_any(lang, punct=punct, ascii_only=ascii_only)
        if not any(b in pw for b in bad):
            return pw


def cmd_builders():
    """Each builder: lang -> (command text, [secret strings], short description)."""
    H = lambda k="db": host(k)
    U = lambda: pick(SVC_USERS)

    def mysql_attached(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT)
        return "mysql -u%s -p%s -h %s %s" % (U(), shq(pw), H(), pick(DBNAMES)), [pw], "mysql -p attached password"

    def mysql_long(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT)
        return "mysql --user=root --password='%s' --host=%s -e 'SHOW PROCESSLIST'" % (pw, H()), [pw], "mysql --password="

    def mysqldump(lang):
        pw = pw_without(lang, "' ", SAFE_PUNCT, True)
        return "mysqldump -u %s -p%s --single-transaction %s > /backup/%s.sql" % (U(), shq(pw), pick(DBNAMES), date8()), [pw], "mysqldump -p attached"

    def pgpassword(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT)
        return "PGPASSWORD='%s' psql -h %s -U %s -d %s -c '\\dt'" % (pw, H(), U(), pick(DBNAMES)), [pw], "PGPASSWORD env prefix"

    def sshpass(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT)
        return pick(["sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s",
                     "sshpass -p '%s' scp ./dist.tar.gz %s@%s:/opt/releases/"]) % (pw, U(), H("web")), [pw], "sshpass -p"

    def curl_u(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT)
        u = U()
        return "curl -u %s https://%s/api/v1/%s" % (shq("%s:%s" % (u, pw)), host("api"), pick(["health", "export", "jobs"])), [pw], "curl -u user:pass"

    def redis_cli(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT)
        return "redis-cli -h %s -p 6379 -a '%s' --no-auth-warning INFO replication" % (H("redis"), pw), [pw], "redis-cli -a"

    def docker_login(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT, True)
        reg = pick(["registry.%s" % domain(), "harbor.%s" % domain(), "%s.azurecr.io" % company()])
        if chance(0.5):
            return "docker login %s -u %s -p '%s'" % (reg, U(), pw), [pw], "docker login -p"
        return "echo '%s' | docker login %s --username %s --password-stdin" % (pw, reg, U()), [pw], "docker login --password-stdin with echo"

    def htpasswd(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT, True)
        return "htpasswd -b -c /etc/nginx/.htpasswd %s '%s'" % (pick(USERS_EN + USERS_KO), pw), [pw], "htpasswd -b positional"

    def net_use(lang):
        pw = pw_without(lang, " \"'^&|<>%", SAFE_PUNCT, True)
        return "net use Z: \\\\%s\\%s %s /user:%s\\%s /persistent:no" % (
            pick(["fs01", "nas", "filesrv"]), pick(["share", "finance", "deploy"]), pw, company().upper(), U()), [pw], "net use positional password"

    def smbclient(lang):
        pw = pw_without(lang, "'", SAFE_PUNCT, True)
        return "smbclient //%s/%s -U '%s%%%s' -c 'ls'" % (pick(["fs01", "nas01"]), pick(["share", "scans"]), U(), pw), [pw], "smbclient -U user%pass"

    def wget(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT)
        return "wget --user=%s --password='%s' https://%s/exports/latest.csv" % (U(), pw, host("files")), [pw], "wget --password"

    def sqlcmd(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT, True)
        return "sqlcmd -S %s,1433 -U sa -P '%s' -Q \"SELECT @@VERSION\"" % (H("mssql"), pw), [pw], "sqlcmd -P"

    def mysqladmin(lang):
        pw = rs(AN, rint(10, 18))
        return "mysqladmin -uroot -p%s status" % pw, [pw], "mysqladmin -p attached unquoted"

    def keytool(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT, True)
        return ("keytool -importkeystore -srckeystore upload.p12 -srcstoretype PKCS12 -srcstorepass '%s' "
                "-destkeystore release.jks -deststorepass '%s'" % (pw, pw)), [pw], "keytool -storepass"

    def openssl_pass(lang):
        pw = pw_without(lang, " '", SAFE_PUNCT, True)
        return "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % pw, [pw], "openssl -passout pass:"

    def ldapsearch(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT)
        c = company()
        return "ldapsearch -x -H ldap://%s -D 'cn=admin,dc=%s,dc=com' -w '%s' -b 'ou=people,dc=%s,dc=com' '(uid=%s)'" % (
            H("ldap"), c, pw, c, pick(USERS_KO)), [pw], "ldapsearch -w"

    def rabbitmqctl(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT)
        return "rabbitmqctl %s %s '%s'" % (pick(["add_user", "change_password"]), U(), pw), [pw], "rabbitmqctl positional password"

    def az_login(lang):
        sec = rs(AN + "_-", 3) + pick(DIG) + "Q~" + rs(AN + "_~.-", 34)
        return "az login --service-principal -u %s -p '%s' --tenant %s" % (uuid4(), sec, uuid4()), [sec], "az login -p client secret"

    def kubectl_literal(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT)
        return "kubectl -n %s create secret generic %s-db --from-literal=username=%s --from-literal=password='%s'" % (
            pick(ENVS), pick(APPS), U(), pw), [pw], "kubectl --from-literal"

    def sevenzip(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT, True)
        return "7z a -p'%s' -mhe=on backup_%s.7z ./exports/" % (pw, date8()), [pw], "7z -p attached"

    def zip_p(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT, True)
        return pick(["zip -P '%s' -r export.zip out/", "unzip -P '%s' partner_upload.zip"]) % pw, [pw], "zip/unzip -P"

    def gpg(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT)
        return "gpg --batch --yes --pinentry-mode loopback --passphrase '%s' -d secrets.tar.gpg | tar x" % pw, [pw], "gpg --passphrase"

    def sqlplus(lang):
        pw = pw_without(lang, "/@ '\"", SAFE_PUNCT, True)
        return "sqlplus %s/%s@//%s:1521/ORCLPDB1" % (pick(["scott", "app_owner", "hr"]), pw, H("oracle")), [pw], "sqlplus user/pass@ positional"

    def mongosh(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT)
        return "mongosh --host %s -u %s -p '%s' --authenticationDatabase admin" % (H("mongo"), U(), pw), [pw], "mongosh -p"

    def lftp(lang):
        pw = pw_without(lang, ", '", SAFE_PUNCT, True)
        return "lftp -u %s,%s sftp://%s -e 'mirror -R ./out /upload; bye'" % (U(), pw, host("sftp")), [pw], "lftp -u user,pass"

    def vault_userpass(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT)
        return "vault login -method=userpass username=%s password='%s'" % (pick(USERS_EN + USERS_KO), pw), [pw], "vault login password="

    def sql_alter(lang):
        pw = pw_without(lang, "'", SAFE_PUNCT)
        if chance(0.5):
            return "psql -h %s -U postgres -c \"ALTER USER %s WITH PASSWORD '%s';\"" % (H(), U(), pw), [pw], "SQL ALTER USER PASSWORD"
        u = U()
        return "mysql -e \"CREATE USER '%s'@'%%' IDENTIFIED BY '%s'; GRANT SELECT ON %s.* TO '%s'@'%%';\"" % (
            u, pw, pick(DBNAMES), u), [pw], "SQL CREATE USER IDENTIFIED BY"

    def ansible_e(lang):
        pw = pw_without(lang, "'\" ", SAFE_PUNCT, True)
        return "ansible-playbook -i inventory/%s site.yml -e 'ansible_become_password=%s'" % (pick(ENVS), pw), [pw], "ansible -e become password"

    def java_prop(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT)
        return "java -jar build/libs/app.jar --spring.datasource.password='%s' --spring.profiles.active=%s" % (pw, pick(ENVS)), [pw], "java --spring.datasource.password"

    def helm_set(lang):
        pw = pw_without(lang, "',\\", SAFE_PUNCT, True)
        return "helm upgrade --install pg bitnami/postgresql --set auth.postgresPassword='%s' -n %s" % (pw, pick(ENVS)), [pw], "helm --set password"

    def docker_run_e(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT)
        return "docker run -d --name pg -e POSTGRES_PASSWORD='%s' -p 5432:5432 postgres:16" % pw, [pw], "docker run -e PASSWORD"

    def chpasswd(lang):
        pw = pw_without(lang, "':", SAFE_PUNCT)
        return "echo '%s:%s' | sudo chpasswd" % (pick(USERS_EN + USERS_KO), pw), [pw], "chpasswd user:pass"

    def sudo_s(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT)
        return "echo '%s' | sudo -S systemctl restart %s" % (pw, pick(APPS)), [pw], "echo password | sudo -S"

    def libpq_kw(lang):
        pw = pw_without(lang, "' \"\\", SAFE_PUNCT, True)
        return "pg_dump \"host=%s port=5432 dbname=%s user=%s password=%s sslmode=require\" -Fc -f dump.pgc" % (
            H(), pick(DBNAMES), U(), pw), [pw], "libpq keyword password="

    def mc_alias(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT)
        return "mc alias set minio http://%s:9000 %s '%s'" % (H("minio"), U(), pw), [pw], "mc alias positional secret"

    def mosquitto(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT)
        return "mosquitto_pub -h %s -u %s -P '%s' -t sensors/door -m open" % (H("mqtt"), U(), pw), [pw], "mosquitto_pub -P (capital P is password)"

    def xfreerdp(lang):
        pw = pw_without(lang, "' ", SHELL_PUNCT, True)
        return "xfreerdp /v:%s /u:%s /p:'%s' /cert:ignore" % (H("win"), U(), pw), [pw], "xfreerdp /p:"

    def mount_cifs(lang):
        pw = pw_without(lang, ",= '", SAFE_PUNCT, True)
        return "sudo mount -t cifs //%s/share /mnt/share -o username=%s,password=%s,vers=3.0" % (
            pick(["fs01", "nas"]), U(), pw), [pw], "mount -o password="

    def expect(lang):
        pw = pw_without(lang, "\"\\[]$", SAFE_PUNCT)
        return "spawn ssh %s@%s\nexpect \"password:\"\nsend \"%s\\r\"\ninteract" % (U(), H("bastion"), pw), [pw], "expect send password"

    def influx(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT)
        return "influx setup -u admin -p '%s' -o %s -b metrics -f" % (pw, company()), [pw], "influx setup -p"

    def cqlsh(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT)
        return "cqlsh -u cassandra -p '%s' %s 9042" % (pw, H("cassandra")), [pw], "cqlsh -p"

    def clickhouse(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT)
        return "clickhouse-client --host %s --user default --password '%s' --query 'SELECT 1'" % (H("ch"), pw), [pw], "clickhouse-client --password"

    def sshpass_env(lang):
        pw = pw_without(lang, "'", SHELL_PUNCT)
        return "export SSHPASS='%s'\nsshpass -e rsync -av ./build/ %s@%s:/srv/www/" % (pw, U(), H("web")), [pw], "SSHPASS env + sshpass -e"

    return [mysql_attached, mysql_long, mysqldump, pgpassword, sshpass, curl_u, redis_cli, docker_login,
            htpasswd, net_use, smbclient, wget, sqlcmd, mysqladmin, keytool, openssl_pass, ldapsearch,
            rabbitmqctl, az_login, kubectl_literal, sevenzip, zip_p, gpg, sqlplus, mongosh, lftp,
            vault_userpass, sql_alter, ansible_e, java_prop, helm_set, docker_run_e, chpasswd, sudo_s,
            libpq_kw, mc_alias, mosquitto, xfreerdp, mount_cifs, expect, influx, cqlsh, clickhouse,
            sshpass_env]


CMD_BAG = Cycler(cmd_builders())

CMD_POOLS = {
    "en": {
        "mc_S": ["I didn't know how the previous owner connected; their shell history had:\n{S}",
                 "The runbook step I was missing, as {who} ran it:\n{S}",
                 "{S}\nThat is the command from the old cron wrapper; I didn't know it was still the only way in.",
                 "Needed to {purpose} but had no credentials. {Who} said to just run\n{S}",
                 "The README skips the auth part. From the incident channel:\n{S}"],
        "lesson_S": ["This is the invocation that works (the password flag is easy to get wrong):\n{S}",
                     "Run it exactly like this, otherwise it prompts and the script hangs in CI:\n{S}",
                     "{S}\nworks from the bastion; from the laptop the same command times out."],
        "mc_plain": ["I didn't know the command-line flags this tool uses for credentials.",
                     "The script hung waiting for a password prompt and I didn't know why."],
        "lesson_plain": ["Non-interactive runs need the credential on the command line or in env; otherwise the tool waits for a prompt.",
                         "Watch out: this tool's -P / -p flags mean different things than in the other CLIs."],
        "ask_V": ["Is {V} still the password for this, or should I ask for a new one?",
                  "Can I put {V} into the CI variables instead of the script?"],
        "ask_plain": ["Should I switch this to a credentials file instead of the inline password?",
                      "Who can give me my own account for this box?", ""],
    },
    "ko": {
        "mc_S": ["이전 담당자가 어떻게 접속했는지 몰랐는데 셸 히스토리에 이게 있었다:\n{S}",
                 "런북에서 빠져 있던 단계, {who_g} 실행한 그대로:\n{S}",
                 "{S}\n예전 cron 래퍼에 있던 명령어. 아직도 이 방법밖에 없는 줄 몰랐음.",
                 "{purpose} 작업을 해야 했는데 자격증명이 없었다. {who_g} 그냥 이렇게 돌리라고 함:\n{S}",
                 "README에는 인증 부분이 없다. 장애 채널에서 찾은 것:\n{S}"],
        "lesson_S": ["동작하는 실행 방법 (비밀번호 옵션을 틀리기 쉬움):\n{S}",
                     "정확히 이렇게 실행해야 한다. 아니면 프롬프트를 띄우고 CI에서 멈춤:\n{S}",
                     "{S}\n배스천에서는 되는데 노트북에서는 같은 명령이 timeout 남."],
        "mc_plain": ["이 도구가 자격증명을 어떤 옵션으로 받는지 몰랐다.",
                     "스크립트가 비밀번호 프롬프트에서 멈췄는데 이유를 몰랐다."],
        "lesson_plain": ["비대화형 실행에서는 자격증명을 옵션이나 env로 넘겨야 한다. 아니면 프롬프트에서 대기함.",
                         "주의: 이 도구의 -P / -p 옵션 의미가 다른 CLI와 다르다."],
        "ask_V": ["이 비밀번호 {V} 아직 유효한가요, 새로 받아야 하나요?",
                  "{V} 를 스크립트 대신 CI 변수로 옮겨도 될까요?"],
        "ask_plain": ["인라인 비밀번호 대신 credentials 파일로 바꿀지?", "이 서버 개인 계정은 누구에게 요청하면 되는지?", ""],
    },
}


def s_password_command(lang):
    b = CMD_BAG.next()
    cmd, cands, desc = b(lang)
    slots = slots_for(lang, "the password", "비밀번호", "password", pick(["restore the backup", "rotate the logs",
                                                                       "check replication", "copy the release"]),
                      pick(["백업 복원", "로그 정리", "복제 상태 확인", "릴리스 복사"]), "the shell history")
    if lang == "en":
        slots["Who"] = slots["who"][0].upper() + slots["who"][1:]
    S = fence(("$ " if chance(0.4) and "\n" not in cmd else "") + cmd, "inline_cmd")
    fields, mode = compose(lang, slots, S=S, V=inline(cands[0]), extra={"en": CMD_POOLS["en"], "ko": CMD_POOLS["ko"]},
                           only_extra=True, mode=pick(["mcS", "mcS", "lS", "lS", "mcS+askV"]))
    return make_note("secret", lang, "shell: %s (%s)" % (desc, mode), fields, cands, None,
                     "password_command:%s:%s" % (b.__name__, mode))


# --- connection strings ---
def conn_builders():
    def url_style(lang):
        pw = pw_any(lang, punct=SAFE_PUNCT + "/&$", ascii_only=chance(0.5))
        enc = pct(pw)
        u = pick(SVC_USERS)
        scheme, port, tail = pick([
            ("postgres", 5432, "/%s?sslmode=require" % pick(DBNAMES)),
            ("postgresql+psycopg2", 5432, "/%s" % pick(DBNAMES)),
            ("mysql", 3306, "/%s" % pick(DBNAMES)),
            ("mysql+pymysql", 3306, "/%s?charset=utf8mb4" % pick(DBNAMES)),
            ("amqp", 5672, "/%s" % pick(["", "prod", "jobs"])),
            ("amqps", 5671, "/"),
            ("clickhouse", 9000, "/%s" % pick(DBNAMES)),
            ("mssql+pyodbc", 1433, "/%s?driver=ODBC+Driver+18+for+SQL+Server" % pick(DBNAMES)),
            ("ftp", 21, "/outgoing/"),
            ("smtp", 587, ""),
        ])
        url = "%s://%s:%s@%s:%d%s" % (scheme, u, enc, host("db"), port, tail)
        return url, [enc], scheme + " URL userinfo", pw

    def mongo_srv(lang):
        pw = pw_any(lang, punct=SAFE_PUNCT, ascii_only=chance(0.6))
        enc = pct(pw)
        url = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority&appName=%s" % (
            pick(SVC_USERS), enc, rs(LODIG, 5), pick(DBNAMES), pick(APPS))
        return url, [enc], "mongodb+srv URL", pw

    def mongo_rs(lang):
        pw = pw_any(lang, punct=SAFE_PUNCT, ascii_only=True)
        enc = pct(pw)
        hs = ",".join("mongo-%d.%s:27017" % (i, pick(ENVS)) for i in range(rint(2, 3)))
        url = "mongodb://%s:%s@%s/?replicaSet=rs0&authSource=admin" % (pick(SVC_USERS), enc, hs)
        return url, [enc], "mongodb replica-set URL", pw

    def redis_url(lang):
        pw = pick([rs(AN, 32), pw_any(lang, ascii_only=True)])
        enc = pct(pw)
        url = pick(["redis://:%s@%s:6379/0", "rediss://default:%s@%s:6379"]) % (
            enc, pick([host("redis"), "%s-%s-%d.upstash.io" % (pick(WORDS), pick(WORDS), rint(10000, 99999))]))
        return url, [enc], "redis URL password", pw

    def jdbc(lang):
        pw = pw_any(lang, ascii_only=True, punct="!*-_.~")
        kind = pick(["pg", "mysql", "sqlserver", "oracle"])
        if kind == "pg":
            url = "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (host("db"), pick(DBNAMES), pick(SVC_USERS), pw)
        elif kind == "mysql":
            url = "jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true" % (host("db"), pick(DBNAMES), pick(SVC_USERS), pw)
        elif kind == "sqlserver":
            url = "jdbc:sqlserver://%s:1433;databaseName=%s;user=sa;password=%s;encrypt=true" % (host("mssql"), pick(DBNAMES), pw)
        else:
            url = "jdbc:oracle:thin:%s/%s@%s:1521:ORCL" % (pick(["scott", "app_owner"]), pw, host("oracle"))
        return url, [pw], "JDBC %s password" % kind, pw

    def adonet(lang):
        pw = pw_without(lang, ";'\"{}=", SAFE_PUNCT)
        c = company()
        if chance(0.6):
            s = "Server=tcp:%s-sql.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;" % (
                c, pick(DBNAMES), pick(SVC_USERS), pw)
        else:
            s = "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;Uid=%s;Pwd={%s};" % (host("mssql"), pick(DBNAMES), pick(SVC_USERS), pw)
        return s, [pw], "ADO.NET/ODBC Password=", pw

    def kafka_jaas(lang):
        pw = pw_without(lang, "\"\\;", SAFE_PUNCT)
        s = ("sasl.mechanism=PLAIN\nsecurity.protocol=SASL_SSL\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule "
             "required username=\"%s\" password=\"%s\";" % (rs(UPDIG, 16), pw))
        return s, [pw], "Kafka SASL JAAS password", pw

    def azure_sb(lang):
        key = b64(rbytes(32))
        kind = pick(["sb", "storage", "cosmos", "iothub", "signalr"])
        c = company()
        if kind == "sb":
            s = "Endpoint=sb://%s-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (c, key)
        elif kind == "storage":
            key = b64(rbytes(64))
            s = "DefaultEndpointsProtocol=https;AccountName=%s%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (c.replace("-", ""), pick(["prod", "logs", "data"]), key)
        elif kind == "cosmos":
            key = b64(rbytes(64))
            s = "AccountEndpoint=https://%s-cosmos.documents.azure.com:443/;AccountKey=%s;" % (c, key)
        elif kind == "iothub":
            s = "HostName=%s-hub.azure-devices.net;SharedAccessKeyName=iothubowner;SharedAccessKey=%s" % (c, key)
        else:
            s = "Endpoint=https://%s.service.signalr.net;AccessKey=%s;Version=1.0;" % (c, key)
        return s, [key], "Azure %s connection string key" % kind, None

    def snowflake(lang):
        pw = pw_any(lang, ascii_only=True)
        enc = pct(pw)
        s = "snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=COMPUTE_WH&role=TRANSFORMER" % (
            pick(SVC_USERS).upper(), enc, rs(UP, 7), rs(UP, 7), pick(DBNAMES).upper())
        return s, [enc], "snowflake URL password", pw

    def elastic_url(lang):
        pw = rs(AN, 20)
        s = "https://elastic:%s@%s:9200" % (pw, host("es"))
        return s, [pw], "elasticsearch URL basic creds", pw

    return [url_style, url_style, mongo_srv, mongo_rs, redis_url, jdbc, adonet, kafka_jaas, azure_sb,
            snowflake, elastic_url]


CONN_BAG = Cycler(conn_builders())

CONN_POOLS = {
    "en": {
        "mc_S": ["I couldn't connect {app} to the {env} database and didn't know where the DSN came from. It was hard-coded:\n{S}",
                 "{Who} pasted the connection string from the old wiki:\n{S}",
                 "{S}\nThat string was in {file}; I didn't know the driver needs the password percent-encoded.",
                 "The ORM logged its full DSN on startup, which is how I found the credentials:\n{S}",
                 "Missing context: which database {app} talks to in {env}. From {file}:\n{S}"],
        "lesson_S": ["Special characters in the password must be URL-encoded in the DSN; this is the working one:\n{S}",
                     "The pool only picks up the DSN at boot. Current value:\n{S}",
                     "{S}\nworks; the earlier version failed because of the wrong auth source / port."],
        "mc_plain": ["I didn't know {app} had a separate database user for {env}.",
                     "No one told me the DSN lives in {file} rather than in the config service."],
        "lesson_plain": ["Check the DSN first when the pool reports 'password authentication failed'.",
                         "The driver needs URL-encoding for reserved characters in the password."],
        "ask_V": ["Should the password {V} be rotated now that it is in the notes?",
                  "Is {V} still the {env} DB password?"],
        "ask_plain": ["Should I move the DSN into the secret store?", "Which DB user should {app} use in {env}?", ""],
    },
    "ko": {
        "mc_S": ["{app} 서비스를 {env} DB에 연결하지 못했고 DSN이 어디서 오는지 몰랐다. 하드코딩돼 있었음:\n{S}",
                 "{who_g} 예전 위키에서 connection string을 붙여줌:\n{S}",
                 "{S}\n이 문자열이 {file}에 있었다. 드라이버가 비밀번호를 퍼센트 인코딩해야 한다는 걸 몰랐음.",
                 "ORM이 시작할 때 DSN 전체를 로그에 찍어서 자격증명을 찾았다:\n{S}",
                 "{app} 서비스가 {env}에서 어느 DB에 붙는지 몰랐다. {file} 내용:\n{S}"],
        "lesson_S": ["비밀번호의 특수문자는 DSN에서 URL 인코딩해야 한다. 동작하는 값:\n{S}",
                     "커넥션 풀은 부팅 시에만 DSN을 읽는다. 현재 값:\n{S}",
                     "{S}\n이건 동작함. 이전 값은 auth source / 포트가 틀려서 실패했다."],
        "mc_plain": ["{app} 서비스가 {env}용 DB 계정을 따로 쓴다는 걸 몰랐다.",
                     "DSN이 설정 서비스가 아니라 {file}에 있다는 걸 아무도 말해주지 않았다."],
        "lesson_plain": ["풀에서 'password authentication failed'가 나면 DSN부터 확인할 것.",
                         "드라이버는 비밀번호의 예약 문자를 URL 인코딩해야 한다."],
        "ask_V": ["노트에 남았으니 비밀번호 {V} 교체해야 할까요?", "{V} 가 아직 {env} DB 비밀번호인가요?"],
        "ask_plain": ["DSN을 secret store로 옮길지?", "{env}에서 {app} 서비스가 쓸 DB 계정은?", ""],
    },
}


def code_for_dsn(s):
    if s.startswith(("postgres", "mysql", "mssql", "clickhouse", "snowflake")):
        if s.startswith("postgres") and "+" not in s.split("://")[0]:
            return pick(['engine = create_engine("%s", pool_pre_ping=True)',
                         'const pool = new Pool({ connectionString: "%s" });', 'db, err := sql.Open("pgx", "%s")'])
        return 'engine = create_engine("%s", pool_pre_ping=True)'
    if s.startswith("mongodb"):
        return pick(['client = MongoClient("%s")', 'await mongoose.connect("%s");'])
    if s.startswith("redis"):
        return pick(['r = redis.from_url("%s")', 'const client = createClient({ url: "%s" });'])
    if s.startswith("amqp"):
        return pick(['conn = pika.BlockingConnection(pika.URLParameters("%s"))', 'app = Celery("tasks", broker="%s")'])
    if s.startswith("jdbc"):
        return 'Connection conn = DriverManager.getConnection("%s");'
    if s.startswith(("Server=", "Driver=")):
        return 'services.AddDbContext<AppDb>(o => o.UseSqlServer("%s"));'
    if s.startswith("https://elastic"):
        return 'es = Elasticsearch("%s", verify_certs=False)'
    if "servicebus" in s:
        return 'var client = new ServiceBusClient("%s");'
    if "AccountName=" in s:
        return 'blob = BlobServiceClient.from_connection_string("%s")'
    if "documents.azure.com" in s:
        return 'var cosmos = new CosmosClient("%s");'
    if "azure-devices" in s:
        return 'registry = IoTHubRegistryManager.from_connection_string("%s")'
    if "signalr" in s:
        return 'builder.Services.AddSignalR().AddAzureSignalR("%s");'
    return 'DSN = "%s"'


def s_connection(lang):
    b = CONN_BAG.next()
    s, cands, desc, raw = b(lang)
    wrap = pick(["plain", "env", "code", "log", "container"])
    if wrap == "env":
        s2 = "%s=%s" % (pick(["DATABASE_URL", "DB_DSN", "SQLALCHEMY_DATABASE_URI", "CONNECTION_STRING", "BROKER_URL"]),
                        s if "\n" not in s else s.replace("\n", " "))
        cname = "dotenv"
    elif wrap == "code" and '"' not in s and "\n" not in s:
        s2 = code_for_dsn(s) % s
        cname = "python"
    elif wrap == "log" and "\n" not in s:
        s2 = "%s INFO [%s] connecting to %s" % (ts_log(), pick(APPS), s)
        cname = "log"
    elif wrap == "container" and "\n" not in s and not any(c in s for c in '"\\'):
        s2, cname, _ = render([(pick(["DATABASE_URL", "DB_URL", "CONNECTION_STRING"]), s)], "database")
    else:
        s2, cname = s, "text"
    extra_cands = []
    if raw is not None and raw != cands[0] and chance(0.25):
        s2 = s2 + "\n" + pick(["# raw password: %s", "(decoded password is %s)", "DB_PASSWORD=%s"]) % raw
        extra_cands = [raw]
    slots = slots_for(lang, "the DB password", "DB 비밀번호", "password", "connect to the database", "DB 연결",
                      pick([".env", "settings.py", "appsettings.json", "config/database.yml"]))
    if lang == "en":
        slots["Who"] = slots["who"][0].upper() + slots["who"][1:]
    fields, mode = compose(lang, slots, S=fence(s2, cname), V=inline(cands[0]), extra=CONN_POOLS, only_extra=True,
                           mode=pick(["mcS", "mcS", "lS", "mcS+askV"]))
    return make_note("secret", lang, "conn: %s (%s)" % (desc, mode), fields, cands + extra_cands, None,
                     "connection:%s:%s:%s" % (b.__name__, wrap, mode))


# --- shared pool factory for the special-purpose scenarios ---
def mk_pools(topic_en, topic_ko, src_en, src_ko, fix_en, fix_ko):
    return {
        "en": {
            "mc_S": ["I had no idea where %s came from. %s:\n{S}" % (topic_en, src_en),
                     "{S}\n(%s) I had not realised this was %s." % (src_en, topic_en),
                     "Missing context: %s. %s:\n{S}\nNobody had documented it." % (topic_en, src_en),
                     "While debugging {app} I needed %s; %s:\n{S}" % (topic_en, src_en[0].lower() + src_en[1:]),
                     "Task was blocked on %s until {who} shared it:\n{S}" % topic_en],
            "lesson_S": ["%s. For reference:\n{S}" % fix_en, "{S}\n%s." % fix_en,
                         "Working setup for %s:\n{S}" % topic_en,
                         "%s. What ended up in the handover doc:\n{S}" % fix_en],
            "mc_V": ["I didn't have %s; {who} sent {V}." % topic_en,
                     "Blocked on %s. The value ({V}) was in {who}'s notes." % topic_en],
            "lesson_V": ["%s; the current value is {V}." % fix_en, "For %s use {V}." % topic_en],
            "mc_plain": ["I didn't know anything about %s before this task." % topic_en,
                         "Nobody told me %s was needed for {app}." % topic_en],
            "lesson_plain": ["%s." % fix_en, "%s; write it down in the runbook next time." % fix_en],
            "ask_V": ["Should {V} be rotated after this?", "Is {V} still current for %s?" % topic_en,
                      "Can I reuse {V} next time, or will you issue a new one?"],
            "ask_plain": ["Who owns %s?" % topic_en, "Should %s move to the secret manager?" % topic_en, "", ""],
        },
        "ko": {
            "mc_S": ["%s 정보가 어디서 왔는지 몰랐다. %s:\n{S}" % (topic_ko, src_ko),
                     "{S}\n(%s) 이게 %s인 줄 몰랐음." % (src_ko, topic_ko),
                     "빠진 맥락: %s. %s:\n{S}\n문서화된 곳이 없었다." % (topic_ko, src_ko),
                     "{app} 디버깅 중에 %s 정보가 필요했다. %s:\n{S}" % (topic_ko, src_ko),
                     "{who_g} 공유해 줄 때까지 %s 때문에 작업이 막혀 있었다:\n{S}" % topic_ko],
            "lesson_S": ["%s. 참고용:\n{S}" % fix_ko, "{S}\n%s." % fix_ko, "%s 동작하는 설정:\n{S}" % topic_ko,
                         "%s. 인수인계 문서에 들어간 내용:\n{S}" % fix_ko],
            "mc_V": ["%s 정보가 없었는데 {who_g} {V} 값을 보내줌." % topic_ko,
                     "%s 때문에 막혀 있었다. 값({V})은 {who}의 메모에 있었음." % topic_ko],
            "lesson_V": ["%s. 현재 값은 {V}." % fix_ko, "%s에는 {V} 를 쓴다." % topic_ko],
            "mc_plain": ["이 작업 전까지 %s에 대해 아무것도 몰랐다." % topic_ko,
                         "{app}에 %s 정보가 필요하다는 걸 아무도 말해주지 않았다." % topic_ko],
            "lesson_plain": ["%s." % fix_ko, "%s. 다음엔 런북에 적어둘 것." % fix_ko],
            "ask_V": ["이번 작업 후 {V} 교체해야 할까요?", "%s 값이 아직 {V} 인가요?" % topic_ko,
                      "다음에도 {V} 재사용해도 되나요, 새로 발급해 주시나요?"],
            "ask_plain": ["%s 담당자는 누구인지?" % topic_ko, "%s 정보를 secret manager로 옮길지?" % topic_ko, "", ""],
        },
    }


def special(lang, pools, S, V, cands, category, template, modes=None, ask_v=None):
    slots = slots_for(lang, "", "", "", "", "", "", None)
    fields, mode = compose(lang, slots, S=S, V=V, extra=pools, only_extra=True, ask_v=ask_v,
                           mode=pick(modes) if modes else None)
    return make_note("secret", lang, "%s (%s)" % (category, mode), fields, cands, None, "%s:%s" % (template, mode))


# --- Basic / API-key headers ---
BASIC_POOLS = mk_pools("the partner API auth header", "파트너 API 인증 헤더",
                       "The working request from the partner's docs", "파트너 문서에 있던 동작하는 요청",
                       "The upstream only accepts Basic auth, the Bearer variant gives 401",
                       "업스트림은 Basic 인증만 받고 Bearer로 보내면 401")


def s_basic_auth(lang):
    u = pick(SVC_USERS + USERS_EN + USERS_KO + ["api", "partner_%s" % company()])
    kind = pick(["user", "user", "toss", "apikey"])
    if kind == "toss":
        sk = "live_sk_" + rs(AN, 28)
        blob = b64((sk + ":").encode())
        pw = sk
    elif kind == "apikey":
        pw = rs(AN, 32)
        blob = basic_blob(rs(HEX, 16), pw)
    else:
        pw = pw_any(lang, ascii_only=chance(0.7))
        blob = basic_blob(u, pw)
    form = pick(["curl", "raw", "nginx", "requests", "php", "log"])
    url = "https://%s/%s" % (host("api"), pick(["v1/orders", "api/export", "v2/settlements", "metrics"]))
    if form == "curl":
        snip = "curl -X POST %s -H 'Authorization: Basic %s' -d @payload.json" % (url, blob)
    elif form == "raw":
        snip = "POST /%s HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nContent-Type: application/json" % (
            url.split("/", 3)[3], url.split("/")[2], blob)
    elif form == "nginx":
        snip = "location /partner/ {\n    proxy_pass %s;\n    proxy_set_header Authorization \"Basic %s\";\n}" % (url, blob)
    elif form == "requests":
        snip = 'headers = {"Authorization": "Basic %s"}\nrequests.post("%s", headers=headers, json=body)' % (blob, url)
    elif form == "php":
        snip = "curl_setopt($ch, CURLOPT_HTTPHEADER, ['Authorization: Basic %s']);" % blob
    else:
        snip = '%s DEBUG http.client send: b"GET /%s HTTP/1.1\\r\\nHost: %s\\r\\nAuthorization: Basic %s\\r\\n"' % (
            ts_log(), url.split("/", 3)[3], url.split("/")[2], blob)
    cands = [blob]
    if chance(0.3):
        snip += "\n" + pick(["# decodes to %s:%s", "(base64 of %s:%s)"]) % (u if kind != "toss" else pw[:0], pw) \
            if kind != "toss" else "\n# base64(\"%s:\")" % pw
        cands.append(pw)
    return special(lang, BASIC_POOLS, fence(snip, "http"), inline(blob), cands,
                   "header: Basic auth %s via %s" % (kind, form), "basic_auth:%s:%s" % (kind, form),
                   modes=["mcS", "mcS", "lS", "mcS+askV"])


# --- cookies ---
COOKIE_POOLS = mk_pools("the admin session cookie", "관리자 세션 쿠키",
                        "Copied from the browser devtools", "브라우저 개발자도구에서 복사한 것",
                        "Scripts can reuse the logged-in session by sending the cookie; it expires after 24h",
                        "로그인된 세션 쿠키를 보내면 스크립트에서 재사용 가능하고 24시간 뒤 만료")


def s_cookie(lang):
    name, val = session_cookie()
    other = pick(["theme=dark", "lang=ko", "_ga=GA1.1.%d.%d" % (rint(10**8, 10**9), epoch()), "tz=Asia%2FSeoul",
                  "sidebar=collapsed"])
    form = pick(["curl_b", "curl_h", "raw", "setcookie", "playwright", "requests"])
    url = "https://%s/%s" % (host("admin"), pick(["admin/users", "api/me", "dashboard", "reports/export"]))
    if form == "curl_b":
        snip = "curl '%s' -b '%s=%s; %s'" % (url, name, val, other)
    elif form == "curl_h":
        snip = "curl '%s' \\\n  -H 'accept: application/json' \\\n  -H 'cookie: %s; %s=%s' \\\n  --compressed" % (url, other, name, val)
    elif form == "raw":
        snip = "GET /%s HTTP/1.1\nHost: %s\nCookie: %s=%s; %s" % (url.split("/", 3)[3], url.split("/")[2], name, val, other)
    elif form == "setcookie":
        snip = "HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val)
    elif form == "playwright":
        snip = json.dumps({"cookies": [{"name": name, "value": val, "domain": url.split("/")[2], "path": "/",
                                        "httpOnly": True, "secure": True}]}, indent=2)
    else:
        snip = 's = requests.Session()\ns.cookies.set("%s", "%s", domain="%s")' % (name, val, url.split("/")[2])
    return special(lang, COOKIE_POOLS, fence(snip, "http"), inline(val), [val],
                   "cookie: %s session via %s" % (name, form), "cookie:%s" % form,
                   modes=["mcS", "mcS", "lS", "mcS+askV"])


# --- signed URLs ---
SIGNED_POOLS = mk_pools("the pre-signed download link", "pre-signed 다운로드 링크",
                        "The link the customer forwarded", "고객이 전달한 링크",
                        "Pre-signed links keep working until they expire even if the IAM policy changes",
                        "pre-signed 링크는 IAM 정책이 바뀌어도 만료 전까지 계속 동작함")


def signed_url():
    kind = pick(["s3v4", "s3v4_sts", "gcs", "azure_sas", "cloudfront", "s3v2", "oss", "cos"])
    obj = "%s/%s/%s.%s" % (pick(["exports", "reports", "invoices", "uploads"]), date8(), rs(LODIG, 10), pick(["csv", "pdf", "zip", "parquet"]))
    if kind in ("s3v4", "s3v4_sts"):
        akid = ("AKIA" if kind == "s3v4" else "ASIA") + rs(B32, 16)
        sig = rs(HEX, 64)
        reg = pick(REGIONS)
        url = ("https://%s-%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%02d%02d%02dZ&X-Amz-Expires=%d" % (company(), pick(ENVS), reg, obj, akid, date8(), reg, date8(),
                                                                  rint(0, 23), rint(0, 59), rint(0, 59), pick([300, 3600, 604800])))
        cands = [akid]
        if kind == "s3v4_sts":
            tok = pct("IQoJb3JpZ2luX2Vj" + rs(B64, rint(150, 220)))
            url += "&X-Amz-Security-Token=%s" % tok
            cands.append(tok)
        url += "&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % sig
        return url, cands + [sig], kind
    if kind == "gcs":
        sig = rs(HEX, 512)
        url = ("https://storage.googleapis.com/%s-%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com"
               "%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=%sT000000Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (
            company(), pick(ENVS), obj, pick(["signer", "exporter"]), "%s-%d" % (company(), rint(100000, 999999)), date8(), date8(), sig)
        return url, [sig], kind
    if kind == "azure_sas":
        sig = pct(b64(rbytes(32)))
        url = "https://%s%s.blob.core.windows.net/%s?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-%02d-%02dT00:00:00Z&spr=https&sig=%s" % (
            company().replace("-", ""), pick(["data", "exports"]), obj, rint(1, 12), rint(1, 28), sig)
        return url, [sig], kind
    if kind == "cloudfront":
        sig = rs(AN + "~-_", rint(170, 345))
        url = "https://d%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
            rs(LODIG, 13), obj, epoch(), sig, rs(UPDIG, 13))
        return url, [sig], kind
    if kind == "s3v2":
        akid = "AKIA" + rs(B32, 16)
        sig = pct(b64(rbytes(20)))
        url = "https://%s-files.s3.amazonaws.com/%s?AWSAccessKeyId=%s&Expires=%d&Signature=%s" % (company(), obj, akid, epoch(), sig)
        return url, [akid, sig], kind
    if kind == "oss":
        akid = "LTAI5t" + rs(AN, 18)
        sig = pct(b64(rbytes(20)))
        url = "https://%s.oss-cn-shanghai.aliyuncs.com/%s?OSSAccessKeyId=%s&Expires=%d&Signature=%s" % (company(), obj, akid, epoch(), sig)
        return url, [akid, sig], kind
    akid = "AKID" + rs(AN, 32)
    sig = rs(HEX, 40)
    t0 = epoch()
    url = ("https://%s-%d.cos.ap-seoul.myqcloud.com/%s?q-sign-algorithm=sha1&q-ak=%s&q-sign-time=%d%%3B%d&q-key-time=%d%%3B%d"
           "&q-header-list=host&q-url-param-list=&q-signature=%s") % (company(), rint(1250000000, 1259999999), obj, akid, t0, t0 + 3600, t0, t0 + 3600, sig)
    return url, [akid, sig], kind


def s_signed_url(lang):
    url, cands, kind = signed_url()
    snip = pick(["%s", "curl -o out.bin '%s'", "wget '%s'", "presigned_url = \"%s\""]) % url
    return special(lang, SIGNED_POOLS, fence(snip, "text"), None, cands, "signed url: %s" % kind,
                   "signed_url:%s" % kind, modes=["mcS", "mcS", "lS"])


# --- private keys ---
KEY_POOLS = mk_pools("the deploy key", "배포 키", "The key block from the old CI settings",
                     "예전 CI 설정에 있던 키 블록",
                     "The key must keep its header/footer lines and newlines, otherwise the parser rejects it",
                     "키는 header/footer 줄과 줄바꿈을 그대로 유지해야 하고 아니면 파서가 거부함")


def s_private_key(lang):
    kind = pick(["ec", "ed25519", "openssh", "rsa8", "rsa1", "pgp", "gcp_json", "k8s_tls", "jwk", "wireguard",
                 "tf_heredoc"])
    comment = "%s@%s" % (pick(USERS_EN + USERS_KO + ["deploy", "ci"]), pick(["laptop", "build-01", "bastion"]))
    if kind == "jwk":
        d = b64u_nopad(rbytes(32))
        snip = json.dumps({"kty": "EC", "crv": "P-256", "kid": rs(AN, 12), "use": "sig",
                           "x": b64u_nopad(rbytes(32)), "y": b64u_nopad(rbytes(32)), "d": d}, indent=2)
        return special(lang, KEY_POOLS, fence(snip, "json"), None, [d], "private key: EC JWK with d",
                       "private_key:jwk", modes=["mcS", "lS"])
    if kind == "wireguard":
        priv = wg_key()
        snip = "[Interface]\nPrivateKey = %s\nAddress = 10.%d.0.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8" % (
            priv, rint(0, 200), rint(2, 250), wg_key(), domain())
        return special(lang, KEY_POOLS, fence(snip, "ini"), None, [priv], "private key: WireGuard PrivateKey",
                       "private_key:wireguard", modes=["mcS", "lS"])
    if kind == "ec":
        head, body, foot, partial = key_ec()
    elif kind == "ed25519":
        head, body, foot, partial = key_ed25519_pkcs8()
    elif kind == "openssh":
        head, body, foot, partial = key_openssh(comment)
    elif kind in ("rsa8", "gcp_json", "tf_heredoc", "k8s_tls"):
        head, body, foot, partial = key_rsa_pkcs8(rint(3, 6))
    elif kind == "rsa1":
        head, body, foot, partial = key_rsa_pkcs1(rint(3, 6))
    else:
        head, body, foot, partial = key_pgp(rint(3, 5))
    if kind == "pgp":
        body = [""] + body
    if kind == "gcp_json":
        pk = head + "\\n" + "\\n".join(body) + "\\n...\\n" + foot + "\\n"
        snip = '{\n  "type": "service_account",\n  "project_id": "%s-%d",\n  "private_key": "%s",\n  "client_email": "%s@%s-%d.iam.gserviceaccount.com"\n}' % (
            company(), rint(100, 999), pk, pick(["deployer", "bq-reader"]), company(), rint(100, 999))
        cname = "json"
    elif kind == "k8s_tls":
        snip = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-tls\ntype: kubernetes.io/tls\nstringData:\n  tls.key: |\n    %s\n%s\n    ...\n    %s" % (
            pick(APPS), head, "\n".join("    " + ln for ln in body), foot)
        cname = "yaml"
    elif kind == "tf_heredoc":
        snip = 'resource "tls_self_signed_cert" "edge" {\n  private_key_pem = <<EOT\n%s\n%s\n...\nEOT\n}' % (head, "\n".join(body))
        cname = "terraform"
    else:
        snip = "\n".join([head] + body + (["..."] if partial else []) + [foot])
        cname = "text"
    cands = [ln for ln in body if ln]
    return special(lang, KEY_POOLS, fence(snip, cname), None, cands,
                   "private key: %s%s" % (kind, " (partial paste)" if partial else ""), "private_key:%s" % kind,
                   modes=["mcS", "mcS", "lS"])


# --- TOTP seeds ---
TOTP_POOLS = mk_pools("the shared 2FA seed for the ops account", "운영 계정 공용 2FA 시드",
                      "The setup page said \"can't scan? enter this key\"",
                      "설정 화면의 \"스캔할 수 없나요? 이 키를 입력하세요\" 부분",
                      "Anyone with the seed can generate codes, so the old QR must be revoked when someone leaves",
                      "시드만 있으면 누구나 코드를 만들 수 있으니 퇴사자가 생기면 기존 QR을 폐기해야 함")


def s_totp(lang):
    seed = totp_seed()
    issuer = pick(["AWS", "GitHub", "Cloudflare", "NaverCloud", "Acme VPN", "Grafana", "Google"])
    acct = email()
    form = pick(["uri", "pyotp", "text", "env"])
    if form == "uri":
        snip = "otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6&period=30" % (
            pct(issuer), pct(acct), seed.replace(" ", "").upper(), pct(issuer))
        seed = seed.replace(" ", "").upper()
    elif form == "pyotp":
        seed = seed.replace(" ", "").upper()
        snip = 'import pyotp\ntotp = pyotp.TOTP("%s")\nprint(totp.now())' % seed
    elif form == "env":
        seed = seed.replace(" ", "").upper()
        snip = "OPS_TOTP_SECRET=%s\nOPS_TOTP_ISSUER=%s" % (seed, issuer.replace(" ", "_"))
    else:
        snip = "%s 2FA for %s\nsecret key: %s\n(time based, 6 digits)" % (issuer, acct, seed)
    return special(lang, TOTP_POOLS, fence(snip, "text"), inline(seed), [seed], "totp seed: %s" % form,
                   "totp:%s" % form, modes=["mcS", "lS", "mcS+askV", "mcV"])


# --- recovery codes ---
REC_POOLS = mk_pools("the break-glass recovery codes", "비상용 복구 코드",
                     "The codes saved when 2FA was enabled", "2FA 켤 때 저장해 둔 코드",
                     "Each recovery code works once; cross out the used one",
                     "복구 코드는 한 번만 쓸 수 있으니 쓴 코드는 지워둘 것")


def s_recovery(lang):
    style = pick(["github", "google", "gitlab", "discord", "microsoft", "apple", "bitlocker", "onepassword"])
    codes = recovery_codes(style)
    label = {"github": "GitHub recovery codes", "google": "Google backup codes", "gitlab": "GitLab recovery codes",
             "discord": "Discord backup codes", "microsoft": "Microsoft account recovery code",
             "apple": "Apple ID recovery key", "bitlocker": "BitLocker recovery key",
             "onepassword": "1Password Secret Key"}[style]
    if len(codes) > 1:
        body = "\n".join(pick(["%s", "- %s", "%d. " % (i + 1) + "%s"]) % c if False else "%s" % c for i, c in enumerate(codes))
        lay = pick(["list", "inline", "cols"])
        if lay == "list":
            body = "\n".join("- " + c for c in codes)
        elif lay == "inline":
            body = ", ".join(codes)
        else:
            body = "\n".join("  ".join(codes[i:i + 2]) for i in range(0, len(codes), 2))
    else:
        body = codes[0]
    snip = "%s (%s):\n%s" % (label, pick([email(), "ops account", "root account", "laptop %s" % rs(UPDIG, 6)]), body)
    return special(lang, REC_POOLS, fence(snip, "text"), None, codes, "recovery codes: %s" % style,
                   "recovery:%s" % style, modes=["mcS", "mcS", "lS"])


# --- PINs ---
PIN_POOLS = mk_pools("the hardware token PINs", "하드웨어 토큰 PIN", "From the sealed envelope in the safe",
                     "금고 안 봉투에 있던 내용", "Three wrong PIN entries block the token; the PUK unblocks it",
                     "PIN을 3번 틀리면 토큰이 잠기고 PUK로 해제함")


def s_pin(lang):
    kind = pick(["yubikey", "yubikey_mgmt", "sim_puk", "bitlocker_pin", "pkcs11", "door", "codesign"])
    if kind == "yubikey":
        pin, puk = digits(8), digits(8)
        snip = "ykman piv access change-pin --pin 123456 --new-pin %s\nykman piv access change-puk --puk 12345678 --new-puk %s" % (pin, puk)
        cands = [pin, puk]
    elif kind == "yubikey_mgmt":
        mk = rs(HEX, 48)
        snip = "ykman piv access change-management-key --management-key 010203040506070801020304050607080102030405060708 --new-management-key %s" % mk
        cands = [mk]
    elif kind == "sim_puk":
        puk = digits(8)
        snip = "LTE modem SIM (ICCID 8982%s): PIN locked after reboot loop. PUK: %s" % (digits(15), puk)
        cands = [puk]
    elif kind == "bitlocker_pin":
        pin = digits(rint(8, 12))
        snip = "manage-bde -protectors -add C: -TPMAndPIN\n# startup PIN set to %s on %s" % (pin, pick(["KIOSK-03", "LAB-PC-11", "FIN-LT-07"]))
        cands = [pin]
    elif kind == "pkcs11":
        pin = digits(rint(8, 10))
        snip = "pkcs11-tool --module /usr/lib/softhsm/libsofthsm2.so --login --pin %s --list-objects" % pin
        cands = [pin]
    elif kind == "door":
        code = digits(8)
        snip = "Server room door code: %s# (changes every quarter)" % code
        cands = [code]
    else:
        pin = rs(AN, rint(10, 14))
        snip = "signtool sign /fd SHA256 /f codesign.pfx /p %s /tr http://timestamp.digicert.com setup.exe" % pin
        cands = [pin]
    return special(lang, PIN_POOLS, fence(snip, "text"), None, cands, "pin: %s" % kind, "pin:%s" % kind,
                   modes=["mcS", "lS"])


# --- Wi-Fi ---
WIFI_POOLS = mk_pools("the office Wi-Fi key", "사무실 Wi-Fi 비밀번호", "From the sticker on the AP / the admin page",
                      "AP 스티커 / 관리 페이지에서 확인", "IoT devices only join the 2.4 GHz SSID with WPA2-PSK",
                      "IoT 기기는 WPA2-PSK 2.4GHz SSID에만 붙는다")


def s_wifi(lang):
    ssid = pick(["%s-5G" % company().upper(), "%s_Guest" % company().capitalize(), "Lab-IoT", "iptime%s" % rs(DIG, 2),
                 "U+Net%s" % rs(HEXU, 4), "KT_GiGA_%s" % rs(HEXU, 4), "olleh_WiFi_%s" % rs(HEXU, 4)])
    psk = pw_without(lang, "\";\\'", SAFE_PUNCT + " ", ascii_only=True)
    form = pick(["qr", "wpa", "nmcli", "hostapd", "netsh", "hex"])
    if form == "qr":
        snip = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, psk)
    elif form == "wpa":
        snip = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, psk)
    elif form == "nmcli":
        snip = "nmcli dev wifi connect '%s' password '%s' ifname wlan0" % (ssid, psk)
    elif form == "hostapd":
        snip = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, psk)
    elif form == "netsh":
        snip = "> netsh wlan show profile name=\"%s\" key=clear\n    Authentication         : WPA2-Personal\n    Key Content            : %s" % (ssid, psk)
    else:
        psk = rs(HEX, 64)
        snip = 'network={\n    ssid="%s"\n    psk=%s\n}' % (ssid, psk)
    return special(lang, WIFI_POOLS, fence(snip, "text"), inline(psk), [psk], "wifi: %s" % form, "wifi:%s" % form,
                   modes=["mcS", "lS", "mcS+askV", "mcV", "lV"])


# --- webhooks ---
HOOK_POOLS = mk_pools("the alert webhook", "알림 웹훅", "Copied from the integration settings page",
                      "연동 설정 화면에서 복사", "Anyone with the URL can post into the channel, so it belongs in the secret store",
                      "URL만 알면 누구나 채널에 글을 올릴 수 있으므로 secret store에 둬야 함")


def webhook():
    kind = pick(["slack", "discord", "teams", "gchat", "dingtalk", "feishu", "mattermost", "telegram", "ifttt",
                 "github_secret", "gitlab_token", "jenkins"])
    if kind == "slack":
        t = rs(AN, 24)
        return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPDIG, 8), rs(UPDIG, 10), t), [t], kind
    if kind == "discord":
        t = rs(B64U, 68)
        return "https://discord.com/api/webhooks/%s/%s" % (digits(19), t), [t], kind
    if kind == "teams":
        t = rs(HEX, 32)
        return "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (company(), uuid4(), uuid4(), t, uuid4()), [t], kind
    if kind == "gchat":
        k, t = "AIza" + rs(B64U, 35), rs(B64U, 43) + "%3D"
        return "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(B64U, 7), k, t), [k, t], kind
    if kind == "dingtalk":
        t, sec = rs(HEX, 64), "SEC" + rs(HEX, 64)
        return "https://oapi.dingtalk.com/robot/send?access_token=%s\n# 加签 secret: %s" % (t, sec), [t, sec], kind
    if kind == "feishu":
        t = uuid4()
        return "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % t, [t], kind
    if kind == "mattermost":
        t = rs(LODIG, 26)
        return "https://chat.%s/hooks/%s" % (domain(), t), [t], kind
    if kind == "telegram":
        t = "%s:AA%s" % (digits(10), rs(B64U, 33))
        return "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s" % (t, digits(10)), [t], kind
    if kind == "ifttt":
        t = rs(B64U, 22)
        return "https://maker.ifttt.com/trigger/%s/with/key/%s" % (pick(["deploy_done", "door_open"]), t), [t], kind
    if kind == "github_secret":
        t = rs(HEX, 40)
        return 'resource "github_repository_webhook" "ci" {\n  repository = "%s"\n  configuration {\n    url          = "https://ci.%s/github-webhook/"\n    content_type = "json"\n    secret       = "%s"\n  }\n}' % (
            pick(APPS), domain(), t), [t], kind
    if kind == "gitlab_token":
        t = rs(AN, 32)
        return "POST /hooks/gitlab HTTP/1.1\nX-Gitlab-Event: Push Hook\nX-Gitlab-Token: %s\nContent-Type: application/json" % t, [t], kind
    t = rs(AN, 32)
    return "https://jenkins.%s/generic-webhook-trigger/invoke?token=%s" % (domain(), t), [t], kind


def s_webhook(lang):
    url, cands, kind = webhook()
    if "\n" not in url and chance(0.5):
        snip, cname, _ = render([(pick(["SLACK_WEBHOOK_URL", "ALERT_WEBHOOK", "WEBHOOK_URL", "NOTIFY_HOOK"]), url)], "alerts")
    elif "\n" not in url and chance(0.5):
        snip = "curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy finished\"}' '%s'" % url
        cname = "curl"
    else:
        snip, cname = url, "text"
    return special(lang, HOOK_POOLS, fence(snip, cname), None, cands, "webhook: %s" % kind, "webhook:%s" % kind,
                   modes=["mcS", "mcS", "lS"])


# --- secret split across fields (label in one field, value in the next) ---
SPLIT_T = {
    "en": [("I needed to {purpose}. {Who} sent the login in two messages: user {U}, and the password is", "{V} - that one works; the copy in the wiki is stale."),
           ("{thing} for {env} (value pasted below, in the lesson):", "{V}\nSet it before starting {app}, otherwise it silently falls back to anonymous mode."),
           ("Blocked until I had {thing}. It is", "{V}\n(no quotes). {app} picks it up on restart."),
           ("The {env} setup needs {thing}; {Who} read it out as follows.", "{V} is the value; I typed it into the CI variable {var}.")],
    "ko": [("{purpose} 작업이 필요했다. {who_g} 계정을 두 번에 나눠 보냄: 아이디 {U}, 비밀번호는", "{V} — 이게 맞고 위키에 있는 값은 예전 것."),
           ("{env}용 {thing} (값은 아래 lesson에 붙임):", "{V}\n{app} 시작 전에 설정해야 한다. 아니면 조용히 익명 모드로 동작함."),
           ("{thing_g} 없어서 막혔었다. 값은", "{V}\n(따옴표 없이). {app} 재시작 시 반영됨."),
           ("{env} 셋업에 {thing_g} 필요했고 {who_g} 불러준 값은 다음과 같다.", "{V} 이 값을 CI 변수 {var}에 넣었다.")],
}
SPLIT_ASK = {
    "en": ["Is this still right? {V}", "{V} <- should I keep using this one?", "Rotate {V}?"],
    "ko": ["이 값 아직 맞나요? {V}", "{V} ← 계속 써도 되는지?", "{V} 교체할까요?"],
}


def s_split(lang):
    if chance(0.5):
        v = VENDOR_BAG.next()
        parts = vendor_parts(v)
        sp = [p for p in parts if p["secret"]][-1]
        val, var = sp["val"], sp["env"]
        t_en, t_ko, _ = thing_names(v)
        p_en, p_ko = v["pen"], v["pko"]
        vid = v["id"]
    else:
        val = pw_any(lang)
        var = pick(["DB_PASSWORD", "ADMIN_PASSWORD", "SMTP_PASSWORD", "REDIS_PASSWORD"])
        t_en, t_ko = pick([("the admin password", "admin 비밀번호"), ("the DB password", "DB 비밀번호"),
                           ("the service account password", "서비스 계정 비밀번호")])
        p_en, p_ko = pick([("log into the admin console", "관리 콘솔 로그인"), ("restore the DB", "DB 복원")])
        vid = None
    slots = slots_for(lang, t_en, t_ko.strip(), "value", p_en, p_ko, ".env")
    if lang == "en":
        slots["Who"] = slots["who"][0].upper() + slots["who"][1:]
    slots["U"] = pick(SVC_USERS + USERS_KO)
    slots["var"] = var
    first, second = pick(SPLIT_T[lang][1:] if vid else SPLIT_T[lang])
    V = pick(["%s", "`%s`", "%s"]) % val
    where = pick(["mc>lesson", "mc>lesson", "lesson>ask"])
    if where == "mc>lesson":
        fields = {"missing_context": fmt(first, slots), "lesson": fmt(second, slots, V=V),
                  "ask_next_time": fmt(pick(GEN[lang]["ask_plain"]), slots)}
    else:
        fields = {"missing_context": fmt(pick(GEN[lang]["mc_plain"]), slots), "lesson": fmt(first, slots),
                  "ask_next_time": fmt(pick(SPLIT_ASK[lang]), slots, V=V)}
    return make_note("secret", lang, "split: label and value in different fields (%s)" % where, fields, [val], vid,
                     "split:%s" % where)


# --- several secrets in one note ---
def s_multi(lang):
    items, cands, vids = [], [], []
    for _ in range(rint(2, 3)):
        v = VENDOR_BAG.next()
        for p in vendor_parts(v):
            items.append((p["env"], p["val"]))
            if p["secret"]:
                cands.append(p["val"])
        vids.append(v["id"])
    if chance(0.6):
        pw = pw_any(lang, ascii_only=True)
        items.insert(rint(0, len(items)), ("DB_PASSWORD", pw))
        cands.append(pw)
    text, cname, label = render(items, "app", allowed=["dotenv", "shell_export", "compose", "k8s_secret", "gha",
                                                       "k8s_deploy_env", "md_table", "diff", "launch_json", "dockerfile"])
    slots = slots_for(lang, "the service credentials", "서비스 자격증명", "credentials", "bring up the stack locally",
                      "로컬에서 스택 띄우기", label)
    if lang == "en":
        slots["Who"] = slots["who"][0].upper() + slots["who"][1:]
    fields, mode = compose(lang, slots, S=fence(text, cname), mode=pick(["mcS", "mcS", "lS"]))
    return make_note("secret", lang, "multi: %d secrets (%s) in %s (%s)" % (len(cands), "+".join(vids), cname, mode),
                     fields, cands, "+".join(vids), "multi:%s:%s" % (cname, mode))


# --- credential files of tools ---
def special_file():
    kind = pick(["npmrc", "pypirc", "netrc", "docker_config", "aws_credentials", "kubeconfig", "git_credentials",
                 "pip_conf", "maven_settings", "composer_auth", "yarnrc", "nuget", "pgpass", "my_cnf", "gh_hosts",
                 "tfrc", "s3cfg"])
    u = pick(SVC_USERS + USERS_EN + USERS_KO)
    if kind == "npmrc":
        t = "npm_" + rs(AN, 36)
        return "~/.npmrc", "//registry.npmjs.org/:_authToken=%s\n@%s:registry=https://npm.pkg.github.com" % (t, company()), [t]
    if kind == "pypirc":
        t = "pypi-AgEIcHlwaS5vcmc" + rs(B64U, rint(140, 160))
        return "~/.pypirc", "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % t, [t]
    if kind == "netrc":
        t = pick(["ghp_" + rs(AN, 36), uuid4(), rs(AN, 40)])
        return "~/.netrc", "machine %s\n  login %s\n  password %s" % (pick(["api.github.com", "git.heroku.com", "gitlab.%s" % domain()]), u, t), [t]
    if kind == "docker_config":
        t = "ghp_" + rs(AN, 36)
        blob = basic_blob(u, t)
        return "~/.docker/config.json", json.dumps({"auths": {"ghcr.io": {"auth": blob}}}, indent=2), [blob]
    if kind == "aws_credentials":
        a, s = "AKIA" + rs(B32, 16), rs(B64, 40)
        return "~/.aws/credentials", "[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s" % (
            pick(["default", "prod", "ci"]), a, s, pick(REGIONS)), [a, s]
    if kind == "kubeconfig":
        t = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": pick(ENVS),
                 "kubernetes.io/serviceaccount/service-account.name": pick(["deployer", "ci-bot"]),
                 "sub": "system:serviceaccount:%s:deployer" % pick(ENVS)}, alg="RS256", sig_bytes=256)
        return "~/.kube/config", "users:\n- name: %s-deployer\n  user:\n    token: %s" % (pick(ENVS), t), [t]
    if kind == "git_credentials":
        t = pick(["ghp_" + rs(AN, 36), "glpat-" + rs(B64U, 20)])
        return "~/.git-credentials", "https://%s:%s@%s" % (u, t, pick(["github.com", "gitlab.com"])), [t]
    if kind == "pip_conf":
        t = "glpat-" + rs(B64U, 20)
        return "~/.config/pip/pip.conf", "[global]\nextra-index-url = https://__token__:%s@gitlab.%s/api/v4/projects/%d/packages/pypi/simple" % (
            t, domain(), rint(100, 9999)), [t]
    if kind == "maven_settings":
        pw = pw_without("en", "<>&\"'", SAFE_PUNCT, True)
        return "~/.m2/settings.xml", "<servers>\n  <server>\n    <id>%s-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (
            company(), u, pw), [pw]
    if kind == "composer_auth":
        t = "ghp_" + rs(AN, 36)
        return "auth.json", json.dumps({"github-oauth": {"github.com": t}}, indent=4), [t]
    if kind == "yarnrc":
        t = "npm_" + rs(AN, 36)
        return ".yarnrc.yml", 'npmScopes:\n  %s:\n    npmRegistryServer: "https://npm.pkg.github.com"\n    npmAuthToken: "%s"' % (company(), t), [t]
    if kind == "nuget":
        pw = "ghp_" + rs(AN, 36)
        return "NuGet.Config", '<packageSourceCredentials>\n  <github>\n    <add key="Username" value="%s" />\n    <add key="ClearTextPassword" value="%s" />\n  </github>\n</packageSourceCredentials>' % (u, pw), [pw]
    if kind == "pgpass":
        pw = pw_without("en", ":\\", SAFE_PUNCT, True)
        return "~/.pgpass", "%s:5432:%s:%s:%s" % (host("db"), pick(DBNAMES), u, pw), [pw]
    if kind == "my_cnf":
        pw = pw_without("en", "\"'\\#", SAFE_PUNCT, True)
        return "~/.my.cnf", "[client]\nuser=%s\npassword=%s\nhost=%s" % (u, pw, host("db")), [pw]
    if kind == "gh_hosts":
        t = "gho_" + rs(AN, 36)
        return "~/.config/gh/hosts.yml", "github.com:\n    user: %s\n    oauth_token: %s\n    git_protocol: https" % (u, t), [t]
    if kind == "tfrc":
        t = "%s.atlasv1.%s" % (rs(AN, 14), rs(AN, 67))
        return "~/.terraform.d/credentials.tfrc.json", json.dumps({"credentials": {"app.terraform.io": {"token": t}}}, indent=2), [t]
    a, s = "AKIA" + rs(B32, 16), rs(B64, 40)
    return "~/.s3cfg", "[default]\naccess_key = %s\nsecret_key = %s\nhost_base = s3.amazonaws.com" % (a, s), [a, s]


FILE_POOLS = {
    "en": {
        "mc_S": ["Builds on the new runner failed with 401 from the registry; I didn't know the old runner had a credentials file. {file}:\n{S}",
                 "I couldn't tell why it worked on {who}'s machine and not in CI. Their {file}:\n{S}",
                 "{S}\nThat is {file} from the golden image; nobody told me the tool reads it implicitly.",
                 "The task needed {file} on the build box. {Who} pasted theirs:\n{S}"],
        "lesson_S": ["The tool reads {file} implicitly; recreating it on the runner fixed the 401:\n{S}",
                     "Copy of the working {file}:\n{S}\nPermissions must be 600 or the client ignores it.",
                     "{S}\nWith {file} like this the install step passes."],
        "mc_plain": ["I didn't know the CLI reads {file} before looking at env vars."],
        "lesson_plain": ["Check {file} on the runner whenever the tool answers 401.",
                         "The CLI reads {file} before any env var, so a stale file wins over a fresh CI secret."],
        "ask_V": ["Should {V} be replaced by a token scoped to CI only?", "Is {V} still valid?"],
        "ask_plain": ["Should {file} be provisioned by the image or by the pipeline?", ""],
    },
    "ko": {
        "mc_S": ["새 러너에서 레지스트리 401로 빌드가 실패했는데, 예전 러너에 자격증명 파일이 있다는 걸 몰랐다. {file}:\n{S}",
                 "{who}의 PC에서는 되고 CI에서는 안 되는 이유를 몰랐다. 그쪽 {file}:\n{S}",
                 "{S}\n골든 이미지에 있던 {file}. 도구가 이걸 암묵적으로 읽는다는 걸 아무도 말 안 해줌.",
                 "빌드 서버에 {file_g} 필요했다. {who_g} 자기 것을 붙여줌:\n{S}"],
        "lesson_S": ["도구가 {file_r} 암묵적으로 읽는다. 러너에 다시 만들어 주니 401 해결:\n{S}",
                     "동작하는 {file} 사본:\n{S}\n권한이 600이 아니면 클라이언트가 무시함.",
                     "{S}\n{file_r} 이렇게 두면 install 단계 통과."],
        "mc_plain": ["CLI가 env보다 {file_r} 먼저 읽는다는 걸 몰랐다."],
        "lesson_plain": ["도구가 401을 주면 러너의 {file}부터 확인할 것.",
                         "CLI는 env보다 {file_r} 먼저 읽으므로 오래된 파일이 새 CI secret보다 우선한다."],
        "ask_V": ["{V} 대신 CI 전용 범위 토큰으로 바꿀까요?", "{V} 아직 유효한가요?"],
        "ask_plain": ["{file_r} 이미지에서 넣을지 파이프라인에서 만들지?", ""],
    },
}


def s_special_file(lang):
    fname, text, cands = special_file()
    slots = slots_for(lang, "", "", "", "", "", fname)
    if lang == "en":
        slots["Who"] = slots["who"][0].upper() + slots["who"][1:]
    fields, mode = compose(lang, slots, S=fence(text, "text"), V=inline(cands[-1]), extra=FILE_POOLS, only_extra=True,
                           mode=pick(["mcS", "mcS", "lS", "mcS+askV"]))
    return make_note("secret", lang, "file: %s (%s)" % (fname, mode), fields, cands, None,
                     "special_file:%s:%s" % (fname, mode))


# --- long bearer JWTs ---
JWT_POOLS = mk_pools("the admin API bearer token", "관리 API bearer 토큰", "Copied from the browser's network tab",
                     "브라우저 network 탭에서 복사", "The gateway validates the token audience, so tokens from the mobile app are rejected",
                     "게이트웨이가 토큰 audience를 검증해서 모바일 앱 토큰은 거부됨")


def s_long_jwt(lang):
    t = long_jwt()
    form = pick(["curl", "raw", "localstorage"])
    if form == "curl":
        snip = "curl https://api.%s/v2/admin/users -H 'Authorization: Bearer %s'" % (domain(), t)
    elif form == "raw":
        snip = "GET /v2/admin/reports HTTP/1.1\nHost: api.%s\nAuthorization: Bearer %s" % (domain(), t)
    else:
        snip = "> localStorage.getItem('access_token')\n'%s'" % t
    return special(lang, JWT_POOLS, fence(snip, "http"), None, [t], "bearer: long JWT via %s" % form,
                   "long_jwt:%s" % form, modes=["mcS", "lS"])


# ----------------------------------------------------------------------------------------------
# clean notes (no credential at all, but risky-looking where realistic)
# ----------------------------------------------------------------------------------------------
def mk_cpools(topic_en, topic_ko, src_en, src_ko, fix_en, fix_ko, vnote_en="The value", vnote_ko="값"):
    return {
        "en": {
            "mc_S": ["I didn't know how %s worked here. %s:\n{S}" % (topic_en, src_en),
                     "{S}\n(%s) I wasn't sure whether this was sensitive, so I stopped to check." % src_en,
                     "Missing context: %s. %s:\n{S}" % (topic_en, src_en),
                     "While working on {app} I ran into %s; %s:\n{S}" % (topic_en, src_en[0].lower() + src_en[1:]),
                     "{Who} asked me to look at %s. %s:\n{S}\nNothing in the docs explained it." % (topic_en, src_en)],
            "lesson_S": ["%s. Example:\n{S}" % fix_en, "{S}\n%s." % fix_en, "For %s this is what it looks like:\n{S}" % topic_en],
            "mc_V": ["%s in question was {V}; I didn't know what it referred to." % vnote_en,
                     "I saw {V} in {app}'s output and assumed it was a secret. It is not."],
            "lesson_V": ["%s; {V} is safe to keep in the notes." % fix_en, "%s {V} identifies it; nothing secret about it." % vnote_en],
            "mc_plain": ["I didn't know how %s worked in {app}." % topic_en, "Nobody had explained %s to me." % topic_en],
            "lesson_plain": ["%s." % fix_en, "%s; add this to the onboarding page." % fix_en],
            "ask_V": ["Is it fine to reference {V} in the ticket?", "Should I keep {V} in the runbook?"],
            "ask_plain": ["Who maintains %s?" % topic_en, "Should I document %s in the README?" % topic_en, "", ""],
        },
        "ko": {
            "mc_S": ["여기서 %s 쪽이 어떻게 돌아가는지 몰랐다. %s:\n{S}" % (topic_ko, src_ko),
                     "{S}\n(%s) 민감한 값인지 확신이 없어서 멈추고 확인했다." % src_ko,
                     "빠진 맥락: %s. %s:\n{S}" % (topic_ko, src_ko),
                     "{app} 작업 중에 %s 부분을 만났다. %s:\n{S}" % (topic_ko, src_ko),
                     "{who_g} %s 확인을 부탁함. %s:\n{S}\n문서에는 설명이 없었다." % (topic_ko, src_ko)],
            "lesson_S": ["%s. 예시:\n{S}" % fix_ko, "{S}\n%s." % fix_ko, "%s 형태는 다음과 같다:\n{S}" % topic_ko],
            "mc_V": ["문제의 %s은 {V} 였는데 무엇을 가리키는지 몰랐다." % vnote_ko,
                     "{app} 출력에서 {V} 를 보고 시크릿인 줄 알았는데 아니었다."],
            "lesson_V": ["%s. {V} 는 노트에 남겨도 안전하다." % fix_ko, "{V} 는 식별자일 뿐 비밀 값이 아니다."],
            "mc_plain": ["{app}에서 %s 쪽이 어떻게 되는지 몰랐다." % topic_ko, "%s에 대해 설명을 들은 적이 없었다." % topic_ko],
            "lesson_plain": ["%s." % fix_ko, "%s. 온보딩 문서에 추가할 것." % fix_ko],
            "ask_V": ["티켓에 {V} 를 적어도 괜찮은지?", "{V} 를 런북에 남겨둘지?"],
            "ask_plain": ["%s 관리는 누가 하는지?" % topic_ko, "%s 내용을 README에 정리할지?" % topic_ko, "", ""],
        },
    }


def clean(lang, pools, S, V, category, template, modes=None):
    slots = slots_for(lang, "", "", "", "", "", "", None)
    fields, mode = compose(lang, slots, S=S, V=V, extra=pools, only_extra=True, mode=pick(modes) if modes else None)
    return {"kind": "clean", "lang": lang, "category": "%s (%s)" % (category, mode), "fields": fields,
            "secrets": [], "vendor": None, "template": "%s:%s" % (template, mode)}


def vendor_prefix(val):
    cut = 0
    for i, ch in enumerate(val[:14]):
        if ch in "_-." and i < 13:
            cut = i + 1
    if val.startswith(("AKIA", "ASIA", "AIza", "LTAI", "AKID")):
        cut = 4
    return val[:cut], val[cut:]


def placeholderize(val):
    pre, body = vendor_prefix(val)
    f = pick(["x", "X", "0", "<>", "your"])
    if f == "<>":
        return pre + "<%s>" % pick(["token", "key", "secret", "YOUR_KEY"])
    if f == "your":
        return pick(["your-api-key-here", "YOUR_API_KEY", "<insert-key>", "REPLACE_ME", "TODO"])
    return pre + f * len(body)


def masked(val):
    pre, body = vendor_prefix(val)
    f = pick(["stars_last4", "dots", "stars", "first4last4"])
    if f == "stars_last4":
        return pre + "*" * max(4, len(body) - 4) + val[-4:]
    if f == "dots":
        return pre + "..." + val[-4:]
    if f == "stars":
        return "*" * pick([8, 12, 16, 20])
    return val[:4] + "…" + val[-4:]


# --- placeholders ---
PH_POOLS = mk_cpools("the config template", "설정 템플릿", "The example file new developers copy",
                     "신규 개발자가 복사하는 예제 파일",
                     "The example file only holds placeholders; real values come from the secret store at deploy time",
                     "예제 파일에는 placeholder만 있고 실제 값은 배포 시 secret store에서 주입된다")


def c_placeholder(lang):
    v = VENDOR_BAG.next()
    parts = vendor_parts(v)
    if chance(0.1) and True:
        items = [("AWS_ACCESS_KEY_ID", "AKIAIOSFODNN7EXAMPLE"),
                 ("AWS_SECRET_ACCESS_KEY", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")]
        vid = "aws-docs-example"
    else:
        items = [(p["env"], placeholderize(p["val"]) if p["secret"] else p["val"]) for p in parts]
        vid = v["id"]
    text, cname, label = render(items, v["sec"])
    return clean(lang, PH_POOLS, fence(text, cname), None, "placeholder: %s in %s" % (vid, cname),
                 "clean_placeholder:%s" % cname, modes=["mcS", "lS", "mcS"])


# --- env-var and secret-manager references ---
REF_POOLS = mk_cpools("the credential injection setup", "자격증명 주입 설정", "The relevant part of the config",
                      "설정의 해당 부분", "Credentials are injected at runtime; the repo only holds references",
                      "자격증명은 런타임에 주입되고 repo에는 참조만 있다")


def ref_value(env, sec):
    f = pick(["dollar", "gha", "helm", "file", "op", "aws_sm", "gcp_sm", "azure_kv", "vault", "ssm", "compose_req",
              "doppler"])
    if f == "dollar":
        return "${%s}" % env
    if f == "gha":
        return "${{ secrets.%s }}" % env
    if f == "helm":
        return "{{ .Values.%s.%s }}" % (camel(sec), camel(sub_key(sec, env)))
    if f == "file":
        return "/run/secrets/%s" % env.lower()
    if f == "op":
        return "op://%s/%s/credential" % (pick(["Engineering", "Infra", "Shared"]), sec)
    if f == "aws_sm":
        return "arn:aws:secretsmanager:%s:%s:secret:%s/%s-%s" % (pick(REGIONS), digits(12), pick(ENVS), sec, rs(AN, 6))
    if f == "gcp_sm":
        return "projects/%s/secrets/%s/versions/latest" % (digits(12), env.lower().replace("_", "-"))
    if f == "azure_kv":
        return "@Microsoft.KeyVault(SecretUri=https://%s-kv.vault.azure.net/secrets/%s/)" % (company(), env.lower().replace("_", "-"))
    if f == "vault":
        return "vault:secret/data/%s/%s#%s" % (pick(ENVS), sec, sub_key(sec, env))
    if f == "ssm":
        return "/%s/%s/%s" % (pick(ENVS), pick(APPS), env.lower())
    if f == "compose_req":
        return "${%s:?%s must be set}" % (env, env)
    return "dp://%s/%s/%s" % (pick(APPS), pick(["prd", "stg"]), env)


def c_env_ref(lang):
    v = VENDOR_BAG.next()
    parts = vendor_parts(v)
    form = pick(["container", "container", "code", "k8s_ref"])
    if form == "container":
        items = [(p["env"], ref_value(p["env"], v["sec"]) if p["secret"] else p["val"]) for p in parts]
        text, cname, _ = render(items, v["sec"], allowed=["dotenv", "yaml", "json", "toml", "k8s_deploy_env", "gha",
                                                          "helm_values", "ansible_vars", "properties", "md_table", "ini"])
    elif form == "code":
        env = [p["env"] for p in parts if p["secret"]][-1]
        text = pick(['api_key = os.environ["%s"]', "const apiKey = process.env.%s;", 'apiKey := os.Getenv("%s")',
                     'String apiKey = System.getenv("%s");', "api_key = ENV.fetch('%s')",
                     "$apiKey = getenv('%s');", 'let api_key = std::env::var("%s")?;']) % env
        cname = "text"
    else:
        env = [p["env"] for p in parts if p["secret"]][-1]
        text = "env:\n  - name: %s\n    valueFrom:\n      secretKeyRef:\n        name: %s-credentials\n        key: %s" % (
            env, v["sec"].replace("_", "-"), env.lower())
        cname = "yaml"
    return clean(lang, REF_POOLS, fence(text, cname), None, "env/secret ref: %s via %s" % (v["id"], form),
                 "clean_env_ref:%s" % form, modes=["mcS", "lS"])


# --- masked output ---
MASK_POOLS = mk_cpools("the masked CLI output", "마스킹된 CLI 출력",
                       "Output I got", "실제 출력", "The CLI only ever shows a masked value, so the output can be pasted safely",
                       "CLI는 항상 마스킹된 값만 보여주므로 출력을 붙여도 안전하다")


def c_masked(lang):
    v = VENDOR_BAG.next()
    parts = vendor_parts(v)
    sp = [p for p in parts if p["secret"]]
    form = pick(["aws_configure", "gh_status", "heroku", "kubectl_describe", "gha_log", "dashboard", "generic_list",
                 "jenkins"])
    if form == "aws_configure":
        text = ("      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
                "   profile                %-10s           manual    --profile\naccess_key     ****************%s shared-credentials-file\n"
                "secret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config") % (
            pick(["ci", "prod", "default"]), rs(B32, 4), rs(B64, 4), pick(REGIONS))
    elif form == "gh_status":
        text = "github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % pick(USERS_EN + USERS_KO)
    elif form == "heroku":
        text = "=== %s Config Vars\nDATABASE_URL: postgres://****:****@ec2-%d-%d-%d-%d.compute-1.amazonaws.com:5432/%s\n%s: %s" % (
            pick(APPS), rint(3, 54), rint(0, 255), rint(0, 255), rint(0, 255), rs(LODIG, 14), sp[-1]["env"], masked(sp[-1]["val"]))
    elif form == "kubectl_describe":
        text = "Name:         %s-credentials\nNamespace:    %s\nType:  Opaque\n\nData\n====\n%s" % (
            v["sec"], pick(ENVS), "\n".join("%s:  %d bytes" % (p["env"], len(p["val"])) for p in parts))
    elif form == "gha_log":
        text = "Run ./scripts/publish.sh\n  env:\n    %s: ***\nAuthenticating with %s as ***\nPublished %s@%d.%d.%d" % (
            sp[-1]["env"], v["name"].split()[0], pick(APPS), rint(0, 3), rint(0, 20), rint(0, 9))
    elif form == "dashboard":
        text = "%s: %s   (created %s, last used %d days ago)" % (v["name"], masked(sp[-1]["val"]), ts_iso()[:10], rint(1, 90))
    elif form == "generic_list":
        text = "\n".join("%s=%s" % (p["env"], masked(p["val"]) if p["secret"] else p["val"]) for p in parts)
    else:
        text = "[Pipeline] withCredentials\nMasking supported pattern matches of $%s\n[Pipeline] sh\n+ curl -H 'Authorization: Bearer ****' %s\n{\"ok\":true}" % (
            sp[-1]["env"], fill_url(v["url"]))
    return clean(lang, MASK_POOLS, fence(text, "text"), None, "masked output: %s (%s)" % (form, v["id"]),
                 "clean_masked:%s" % form, modes=["mcS", "lS", "mcS"])


# --- hashes, digests, git SHAs ---
HASH_POOLS = mk_cpools("the checksum/digest values", "체크섬/다이제스트 값", "From the build output",
                       "빌드 출력에서", "Digests and commit SHAs are public identifiers; pin by digest, not by tag",
                       "다이제스트와 커밋 SHA는 공개 식별자다. 태그가 아니라 digest로 고정할 것", "The hash")


def c_hashes(lang):
    form = pick(["sha256sum", "gitlog", "docker_digest", "npm_integrity", "pip_hash", "gosum", "tf_lock", "sri",
                 "etag", "contenthash", "git_rev", "cosign"])
    if form == "sha256sum":
        text = "\n".join("%s  %s" % (rs(HEX, 64), f) for f in sample(["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz",
                                                                     "app-windows-amd64.zip", "checksums.txt.sig"], rint(2, 3)))
    elif form == "gitlog":
        text = "\n".join("%s %s" % (rs(HEX, 7), pick(["fix: retry on 429", "chore: bump deps", "feat: add export",
                                                        "refactor: split worker", "Revert \"feat: cache\"", "docs: update runbook"]))
                         for _ in range(rint(3, 6)))
    elif form == "docker_digest":
        text = "%s: Pulling from %s/%s\nDigest: sha256:%s\nStatus: Downloaded newer image for ghcr.io/%s/%s:%d.%d" % (
            "latest", company(), pick(APPS), rs(HEX, 64), company(), pick(APPS), rint(1, 9), rint(0, 30))
    elif form == "npm_integrity":
        text = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s=="\n}' % (
            (pick(["lodash", "axios", "zod", "dayjs"]),) * 1 + (rint(1, 9), rint(0, 20), rint(0, 9)) + (pick(["lodash", "axios"]),) * 2 + (rint(1, 9), rint(0, 20), rint(0, 9)) + (rs(B64, 86),))
    elif form == "pip_hash":
        text = "%s==%d.%d.%d \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (pick(["requests", "urllib3", "boto3", "pydantic"]), rint(1, 3), rint(0, 30), rint(0, 9), rs(HEX, 64), rs(HEX, 64))
    elif form == "gosum":
        m = pick(["github.com/spf13/cobra", "golang.org/x/net", "github.com/aws/aws-sdk-go-v2"])
        v = "v%d.%d.%d" % (rint(0, 1), rint(1, 40), rint(0, 9))
        text = "%s %s h1:%s=\n%s %s/go.mod h1:%s=" % (m, v, rs(B64, 43), m, v, rs(B64, 43))
    elif form == "tf_lock":
        text = 'provider "registry.terraform.io/hashicorp/aws" {\n  version     = "5.%d.0"\n  constraints = "~> 5.0"\n  hashes = [\n    "h1:%s=",\n    "zh:%s",\n  ]\n}' % (rint(10, 80), rs(B64, 43), rs(HEX, 64))
    elif form == "sri":
        text = '<script src="https://cdn.jsdelivr.net/npm/%s@%d.%d.%d/dist/index.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % (
            pick(["chart.js", "htmx.org", "alpinejs"]), rint(1, 4), rint(0, 12), rint(0, 9), rs(B64, 64))
    elif form == "etag":
        text = "$ aws s3api head-object --bucket %s-artifacts --key builds/%s.zip\n{\n    \"ContentLength\": %d,\n    \"ETag\": \"\\\"%s\\\"\",\n    \"VersionId\": \"%s\"\n}" % (
            company(), rs(HEX, 12), rint(10000, 99999999), rs(HEX, 32), rs(AN + "._", 32))
    elif form == "contenthash":
        text = "\n".join("dist/assets/%s-%s.%s  %d kB" % (pick(["index", "vendor", "chunk"]), rs(LODIG + UP, 8), pick(["js", "css"]), rint(2, 400)) for _ in range(rint(2, 4)))
    elif form == "git_rev":
        text = "$ git rev-parse HEAD\n%s\n$ git merge-base origin/main HEAD\n%s" % (rs(HEX, 40), rs(HEX, 40))
    else:
        text = "Verified OK\ntlog entry verified with uuid: %s index: %d\nsha256:%s" % (rs(HEX, 64), rint(10**7, 10**8), rs(HEX, 64))
    return clean(lang, HASH_POOLS, fence(text, "text"), None, "hash/digest: %s" % form, "clean_hash:%s" % form,
                 modes=["mcS", "lS", "mcS"])


# --- UUIDs, request ids, trace ids ---
ID_POOLS = mk_cpools("the request/trace identifiers", "요청/트레이스 식별자", "From the failing request",
                     "실패한 요청에서", "Request and trace ids are what support needs; they carry no access",
                     "요청/트레이스 id는 지원팀이 필요로 하는 값이고 접근 권한이 없다", "The id")


def c_ids(lang):
    form = pick(["aws_req", "traceparent", "x_request_id", "sentry", "k8s_uid", "stripe_req", "idempotency",
                 "cloudtrail", "gcp_log"])
    if form == "aws_req":
        text = "An error occurred (ThrottlingException) when calling the PutItem operation (reached max retries: 4): Rate exceeded\nRequestId: %s" % uuid4()
    elif form == "traceparent":
        text = "traceparent: 00-%s-%s-01\ntracestate: %s=%s" % (rs(HEX, 32), rs(HEX, 16), pick(["dd", "rojo"]), rs(HEX, 16))
    elif form == "x_request_id":
        text = "HTTP/1.1 502 Bad Gateway\nx-request-id: %s\nx-amzn-trace-id: Root=1-%s-%s\nserver: envoy" % (uuid4(), rs(HEX, 8), rs(HEX, 24))
    elif form == "sentry":
        text = "Sentry event %s\nrelease: %s@%s\nenvironment: %s" % (rs(HEX, 32), pick(APPS), rs(HEX, 12), pick(ENVS))
    elif form == "k8s_uid":
        text = "metadata:\n  name: %s-7d9f8c6b5-%s\n  uid: %s\n  resourceVersion: \"%d\"" % (pick(APPS), rs(LODIG, 5), uuid4(), rint(10**6, 10**8))
    elif form == "stripe_req":
        text = "stripe.error.InvalidRequestError: Request req_%s: No such customer: 'cus_%s'" % (rs(AN, 14), rs(AN, 14))
    elif form == "idempotency":
        text = 'Idempotency-Key: %s\n{"error": {"type": "idempotency_error", "message": "Keys for idempotent requests can only be used with the same parameters"}}' % uuid4()
    elif form == "cloudtrail":
        text = json.dumps({"eventID": uuid4(), "eventName": "DeleteBucket", "requestID": rs(UPDIG, 16),
                           "userIdentity": {"type": "AssumedRole", "principalId": "AROA%s:%s" % (rs(B32, 17), pick(USERS_EN)),
                                            "accountId": digits(12)}}, indent=2)
    else:
        text = 'insertId: "%s"\nlogName: projects/%s-%s/logs/run.googleapis.com%%2Frequests\ntrace: projects/%s-%s/traces/%s' % (
            rs(LODIG, 14), company(), pick(ENVS), company(), pick(ENVS), rs(HEX, 32))
    return clean(lang, ID_POOLS, fence(text, "text"), None, "ids: %s" % form, "clean_ids:%s" % form,
                 modes=["mcS", "lS", "mcS"])


# --- public keys, certificates, fingerprints ---
PUB_POOLS = mk_cpools("the public key material", "공개키 자료", "What the user sent",
                      "사용자가 보낸 것", "Public keys and fingerprints are meant to be shared; only the private half must stay secret",
                      "공개키와 fingerprint는 공유용이고 개인키만 비밀로 지키면 된다", "The fingerprint")


def c_pubkeys(lang):
    form = pick(["ssh_ed25519", "ssh_rsa", "known_hosts", "ssh_fp", "pem_pub", "cert", "age_recipient", "wg_peer",
                 "jwks", "gpg_fp", "tls_fp", "minisign"])
    cm = "%s@%s" % (pick(USERS_EN + USERS_KO), pick(["macbook", "laptop", "build-01"]))
    if form == "ssh_ed25519":
        text = "ssh-ed25519 %s %s" % (b64(sshstr(b"ssh-ed25519") + sshstr(rbytes(32))), cm)
    elif form == "ssh_rsa":
        text = "ssh-rsa %s %s" % (b64(sshstr(b"ssh-rsa") + sshstr(b"\x01\x00\x01") + sshstr(b"\x00" + rbytes(256))), cm)
    elif form == "known_hosts":
        text = "|1|%s|%s ecdsa-sha2-nistp256 %s" % (b64(rbytes(20)), b64(rbytes(20)), b64(sshstr(b"ecdsa-sha2-nistp256") + sshstr(b"nistp256") + sshstr(b"\x04" + rbytes(64))))
    elif form == "ssh_fp":
        text = "The authenticity of host '%s (%s)' can't be established.\nED25519 key fingerprint is SHA256:%s.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?" % (
            host("git"), "10.%d.%d.%d" % (rint(0, 9), rint(0, 255), rint(1, 254)), b64(rbytes(32)).rstrip("="))
    elif form == "pem_pub":
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + rbytes(64)
        text = "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(lines_of(b64(der), 64))
    elif form == "cert":
        der = bytes.fromhex("308203") + rbytes(600)
        text = "-----BEGIN CERTIFICATE-----\n%s\n...\n-----END CERTIFICATE-----" % "\n".join(lines_of(b64(der), 64)[:rint(3, 5)])
    elif form == "age_recipient":
        text = "creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: age1%s" % rs(BECH32, 58)
    elif form == "wg_peer":
        text = "[Peer]\n# %s\nPublicKey = %s\nAllowedIPs = 10.%d.0.%d/32\nPersistentKeepalive = 25" % (cm, wg_key(), rint(0, 200), rint(2, 250))
    elif form == "jwks":
        text = json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": rs(AN, 16), "alg": "RS256", "e": "AQAB",
                                     "n": b64u_nopad(rbytes(rint(110, 150)))}]}, indent=2)
    elif form == "gpg_fp":
        fp = rs(HEXU, 40)
        text = "pub   ed25519 2024-%02d-%02d [SC]\n      %s\nuid           [ultimate] %s <%s>\nsub   cv25519 2024-%02d-%02d [E]" % (
            rint(1, 12), rint(1, 28), fp, pick(["Release Bot", "Minji Kim", "Dana Park"]), email(), rint(1, 12), rint(1, 28))
    elif form == "tls_fp":
        text = "SHA256 Fingerprint=%s\nnotAfter=%s" % (":".join(lines_of(rs(HEXU, 64), 2)), "Dec %2d 23:59:59 2026 GMT" % rint(1, 28))
    else:
        text = "untrusted comment: minisign public key %s\nRWQ%s" % (rs(HEXU, 16), rs(B64, 53))
    return clean(lang, PUB_POOLS, fence(text, "text"), None, "public key/fingerprint: %s" % form, "clean_pubkey:%s" % form,
                 modes=["mcS", "lS", "mcS"])


# --- identifiers that are not credentials ---
NID_POOLS = mk_cpools("the account and app identifiers", "계정·앱 식별자", "Values from the console",
                      "콘솔에서 확인한 값", "These are identifiers, not credentials; the secrets live in the vault",
                      "이 값들은 식별자이지 자격증명이 아니다. 시크릿은 vault에 있다", "The id")


def c_nonsecret_ids(lang):
    form = pick(["aws", "twilio_sid", "google_client", "azure_ids", "slack_ids", "stripe_ids", "ga", "kakao_app",
                 "naver_client_id", "wechat_appid", "feishu_appid", "github_app", "apple_team", "cloudflare_ids",
                 "algolia_app"])
    if form == "aws":
        acct = digits(12)
        text = "account: %s\nrole: arn:aws:iam::%s:role/%s-deployer\nbucket: arn:aws:s3:::%s-%s-artifacts" % (acct, acct, pick(ENVS), company(), pick(ENVS))
    elif form == "twilio_sid":
        text = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}" % (rs(HEX, 32), rs(HEX, 32))
    elif form == "google_client":
        text = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nGOOGLE_REDIRECT_URI=https://%s/auth/callback" % (digits(12), rs(LODIG, 32), domain())
    elif form == "azure_ids":
        text = "tenantId: %s\nsubscriptionId: %s\nclientId: %s\nresourceGroup: rg-%s-%s" % (uuid4(), uuid4(), uuid4(), pick(APPS), pick(ENVS))
    elif form == "slack_ids":
        text = "team: T%s\nchannel: C%s (#%s)\nbot user: U%s" % (rs(UPDIG, 9), rs(UPDIG, 10), pick(["release", "alerts", "oncall"]), rs(UPDIG, 10))
    elif form == "stripe_ids":
        text = "customer cus_%s\nsubscription sub_%s\nprice price_%s\ninvoice in_%s" % (rs(AN, 14), rs(AN, 24), rs(AN, 24), rs(AN, 24))
    elif form == "ga":
        text = "gtag('config', 'G-%s');\n<!-- GTM-%s -->" % (rs(UPDIG, 10), rs(UPDIG, 7))
    elif form == "kakao_app":
        text = "카카오 앱 ID: %d\nRedirect URI: https://%s/oauth/kakao/callback\n플랫폼: Web, Android(패키지 com.%s.app)" % (rint(100000, 1999999), domain(), company().replace("-", ""))
    elif form == "naver_client_id":
        text = "X-Naver-Client-Id: %s\nX-Naver-Client-Secret: {{NAVER_CLIENT_SECRET}}" % rs(AN, 20)
    elif form == "wechat_appid":
        text = "appid: wx%s\nmchid: %s\nnotify_url: https://%s/pay/wechat/notify" % (rs(HEX, 16), digits(10), domain())
    elif form == "feishu_appid":
        text = "app_id: cli_%s\nencrypt_key: (stored in vault)\nverification: enabled" % rs(HEX, 16)
    elif form == "github_app":
        text = "GITHUB_APP_ID=%d\nGITHUB_INSTALLATION_ID=%d\nGITHUB_APP_PRIVATE_KEY_PATH=/etc/%s/app.pem" % (rint(100000, 999999), rint(10**7, 10**8), pick(APPS))
    elif form == "apple_team":
        text = "DEVELOPMENT_TEAM = %s;\nPRODUCT_BUNDLE_IDENTIFIER = com.%s.%s;\nCODE_SIGN_IDENTITY = \"Apple Distribution\";" % (rs(UPDIG, 10), company().replace("-", ""), pick(APPS).replace("-", ""))
    elif form == "cloudflare_ids":
        text = "zone_id    = \"%s\"\naccount_id = \"%s\"\napi_token  = var.cloudflare_api_token" % (rs(HEX, 32), rs(HEX, 32))
    else:
        text = "ALGOLIA_APP_ID=%s\nALGOLIA_INDEX=products_%s" % (rs(UPDIG, 10), pick(ENVS))
    return clean(lang, NID_POOLS, fence(text, "text"), None, "non-secret ids: %s" % form, "clean_nonsecret_id:%s" % form,
                 modes=["mcS", "lS", "mcS"])


# --- base64 of non-secret data ---
B64_POOLS = mk_cpools("the base64 blobs in the manifests", "매니페스트의 base64 값", "What I decoded",
                      "디코딩해 본 내용", "These blobs decode to plain configuration, nothing sensitive",
                      "이 값들은 디코딩하면 일반 설정일 뿐 민감한 내용이 없다")


def c_base64(lang):
    form = pick(["configmap", "json_b64", "data_uri", "page_token", "gh_contents", "userdata"])
    if form == "configmap":
        cfg = "log_level: info\nworkers: %d\nregion: %s\n" % (rint(2, 16), pick(REGIONS))
        text = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-config\nbinaryData:\n  app.yaml: %s" % (pick(APPS), b64(cfg.encode()))
    elif form == "json_b64":
        d = {"tenant": company(), "plan": pick(["pro", "free", "enterprise"]), "features": ["export", "sso"], "seats": rint(5, 500)}
        text = "X-Tenant-Context: %s\n# decodes to %s" % (b64(json.dumps(d).encode()), json.dumps(d))
    elif form == "data_uri":
        text = '<img alt="logo" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA%s" />' % b64(rbytes(rint(60, 90))).rstrip("=")
    elif form == "page_token":
        tok = b64(json.dumps({"offset": rint(100, 90000), "sort": "created_at", "dir": "desc"}).encode())
        text = '{"items": [...], "nextPageToken": "%s"}' % tok
    elif form == "gh_contents":
        body = "# %s\n\nInternal service that handles %s.\n" % (pick(APPS), pick(["exports", "billing", "search"]))
        text = '{\n  "name": "README.md",\n  "encoding": "base64",\n  "content": "%s"\n}' % b64(body.encode())
    else:
        script = "#!/bin/bash\nyum install -y amazon-cloudwatch-agent\nsystemctl enable --now %s\n" % pick(APPS)
        text = 'resource "aws_instance" "worker" {\n  user_data_base64 = "%s"\n}' % b64(script.encode())
    return clean(lang, B64_POOLS, fence(text, "text"), None, "base64 non-secret: %s" % form, "clean_base64:%s" % form,
                 modes=["mcS", "lS"])


# --- long identifiers ---
LONG_POOLS = mk_cpools("the resource identifiers", "리소스 식별자", "From the console / CLI output",
                       "콘솔 / CLI 출력에서", "Long resource paths look scary but are just addresses",
                       "긴 리소스 경로는 위험해 보이지만 그냥 주소일 뿐이다", "The resource id")


def c_long_ids(lang):
    form = pick(["arn", "azure_rid", "gcp", "image_ref", "s3_key", "oci"])
    if form == "arn":
        text = "arn:aws:ecs:%s:%s:task-definition/%s-%s:%d\narn:aws:lambda:%s:%s:function:%s-%s-handler:$LATEST" % (
            pick(REGIONS), digits(12), pick(APPS), pick(ENVS), rint(1, 400), pick(REGIONS), digits(12), pick(APPS), pick(ENVS))
    elif form == "azure_rid":
        text = "/subscriptions/%s/resourceGroups/rg-%s-%s/providers/Microsoft.ContainerService/managedClusters/aks-%s-%s" % (
            uuid4(), pick(APPS), pick(ENVS), company(), pick(ENVS))
    elif form == "gcp":
        text = "projects/%s-%s/locations/asia-northeast3/repositories/docker/packages/%s/versions/sha256:%s" % (
            company(), pick(ENVS), pick(APPS), rs(HEX, 64))
    elif form == "image_ref":
        text = "image: %s.dkr.ecr.%s.amazonaws.com/%s@sha256:%s" % (digits(12), pick(REGIONS), pick(APPS), rs(HEX, 64))
    elif form == "s3_key":
        text = "s3://%s-datalake/raw/events/year=2025/month=%02d/day=%02d/hour=%02d/part-%05d-%s-c000.snappy.parquet" % (
            company(), rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 200), uuid4())
    else:
        text = "ocid1.instance.oc1.ap-seoul-1.%s" % rs(LODIG, 60)
    return clean(lang, LONG_POOLS, fence(text, "text"), None, "long identifier: %s" % form, "clean_long_id:%s" % form,
                 modes=["mcS", "lS"])


# --- versions / build ids ---
VER_POOLS = mk_cpools("the version strings", "버전 문자열", "From the dependency tree",
                      "의존성 트리에서", "Pseudo-versions embed a timestamp and a commit hash; they are not secrets",
                      "pseudo-version에는 타임스탬프와 커밋 해시가 들어갈 뿐 시크릿이 아니다", "The version")


def c_versions(lang):
    form = pick(["gopseudo", "semver_build", "wheel", "deb", "android"])
    if form == "gopseudo":
        text = "require github.com/%s/%s v0.0.0-2025%02d%02d%02d%02d%02d-%s // indirect" % (company(), pick(APPS), rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), rs(HEX, 12))
    elif form == "semver_build":
        text = "version: %d.%d.%d-rc.%d+build.%d.sha.%s" % (rint(1, 5), rint(0, 40), rint(0, 9), rint(1, 5), rint(100, 9999), rs(HEX, 8))
    elif form == "wheel":
        text = "%s-%d.%d.%d+cu121-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl" % (pick(["torch", "torchvision", "xformers"]), rint(0, 2), rint(0, 9), rint(0, 9))
    elif form == "deb":
        text = "openssl 3.0.%d-1~deb12u%d\nlibssl3 3.0.%d-1~deb12u%d" % (rint(10, 15), rint(1, 3), rint(10, 15), rint(1, 3))
    else:
        text = "versionName \"%d.%d.%d\"\nversionCode %d\n// built from %s" % (rint(1, 9), rint(0, 30), rint(0, 9), rint(1000, 99999), rs(HEX, 40))
    return clean(lang, VER_POOLS, fence(text, "text"), None, "version/build: %s" % form, "clean_version:%s" % form,
                 modes=["mcS", "lS"])


# --- password policy talk (no values) ---
POLICY = {
    "en": [("I didn't know the password policy of {sys}, and my generated password kept being rejected.",
            "{sys} requires at least {n} characters with one digit and one symbol, rejects the last {k} passwords, and expires them every {d} days. Generate with the team's script instead of by hand."),
           ("The onboarding doc doesn't say how service passwords are rotated for {sys}.",
            "Service passwords for {sys} are rotated by the vault job every {d} days; never set them manually, the next rotation would overwrite them."),
           ("Users complained that the {sys} signup form rejected valid passwords.",
            "The form's regex required a symbol from a fixed list; we now accept any non-alphanumeric character and only enforce a minimum of {n} characters, per NIST 800-63B."),
           ("I wasn't sure how {sys} stores passwords.",
            "{sys} hashes passwords with argon2id (m=64MiB, t=3, p=4); plaintext is never logged. The migration re-hashes legacy bcrypt hashes on next login.")],
    "ko": [("{sys} 비밀번호 정책을 몰라서 생성한 비밀번호가 계속 거부됐다.",
            "{sys_n} 최소 {n}자, 숫자와 특수문자 각 1개 이상이 필요하고 최근 {k}개 비밀번호는 재사용 불가, {d}일마다 만료된다. 손으로 만들지 말고 팀 스크립트로 생성할 것."),
           ("온보딩 문서에 {sys} 서비스 비밀번호 교체 방법이 없었다.",
            "{sys} 서비스 비밀번호는 vault 잡이 {d}일마다 교체한다. 수동으로 바꾸면 다음 교체 때 덮어써짐."),
           ("{sys} 가입 폼이 정상 비밀번호를 거부한다는 문의가 들어왔다.",
            "폼 정규식이 특정 특수문자만 허용하고 있었다. 이제 영숫자가 아닌 문자는 모두 허용하고 최소 {n}자만 검사한다 (NIST 800-63B 기준)."),
           ("{sys_g} 비밀번호를 어떻게 저장하는지 몰랐다.",
            "{sys_n} argon2id(m=64MiB, t=3, p=4)로 해시하고 평문은 로그에 남기지 않는다. 레거시 bcrypt 해시는 다음 로그인 때 재해시됨.")],
}
POLICY_ASK = {"en": ["Should the minimum length be raised to {n2}?", "Do we need to notify users before enforcing the new policy?", ""],
              "ko": ["최소 길이를 {n2}자로 올릴지?", "새 정책 적용 전에 사용자 공지가 필요한지?", ""]}


def c_policy(lang):
    mc, le = pick(POLICY[lang])
    sl = {"sys": pick(["the admin portal", "Keycloak", "the partner portal", "our IdP", "the ERP"]) if lang == "en"
          else pick(["관리자 포털", "Keycloak", "파트너 포털", "사내 IdP", "ERP"]),
          "n": pick([10, 12, 14, 16]), "k": pick([5, 10, 24]), "d": pick([60, 90, 180]), "n2": pick([14, 16, 20])}
    sl["sys_n"], sl["sys_g"] = josa(sl["sys"], "은/는"), josa(sl["sys"], "이/가")
    f = {"missing_context": mc.format(**sl), "lesson": le.format(**sl), "ask_next_time": pick(POLICY_ASK[lang]).format(**sl)}
    if lang == "en":
        f = {k: (v[0].upper() + v[1:] if v else v) for k, v in f.items()}
    return {"kind": "clean", "lang": lang, "category": "password policy talk, no values", "fields": f, "secrets": [],
            "vendor": None, "template": "clean_policy:%d" % POLICY[lang].index((mc, le))}


# --- flags explained in prose ---
FLAGS = {
    "en": [("The backup script hung and I didn't understand why.",
            "`mysql -p` with nothing attached makes the client prompt for the password, which hangs under cron. Use `--defaults-extra-file=/etc/mysql/backup.cnf` (mode 600) instead of putting a value after -p. Note that `-P` is the port, not the password."),
           ("I didn't know how CI logs into the registry without leaking anything.",
            "The job pipes the token from the masked CI variable: `echo \"$REGISTRY_TOKEN\" | docker login ghcr.io -u \"$REGISTRY_USER\" --password-stdin`. Never pass `-p` on the command line; it ends up in `ps` and the shell history."),
           ("psql kept asking for a password in the migration job.",
            "psql reads `PGPASSFILE` (default ~/.pgpass) or `PGPASSWORD`; the job now mounts the pgpass file from the secret store. Format is host:port:db:user:password, one per line, mode 0600."),
           ("sshpass was used in the old deploy script and I wasn't sure what to replace it with.",
            "`sshpass -e` reads the password from the SSHPASS env var, `-f` from a file, `-p` from argv (visible to other users). We switched to key auth with an agent, so none of these are needed."),
           ("I didn't know how to read a secret in a shell script without echoing it.",
            "`read -rs -p 'Token: ' TOKEN` reads without echo; `set +x` around the block keeps it out of the trace. `mosquitto_pub -P` and `redis-cli -a` take the password inline, prefer their env/config options."),
           ("The Windows runbook step with `net use` failed.",
            "`net use Z: \\\\fs01\\share * /user:CORP\\svc-backup` with `*` prompts for the password instead of taking it on the command line; in automation use a stored credential (`cmdkey /add`)."),
           ("git kept prompting for credentials on the build box.",
            "Configure `git config --global credential.helper store` only on single-user boxes; in CI use `GIT_ASKPASS` pointing at a script that prints `$GIT_TOKEN` from the masked variable.")],
    "ko": [("백업 스크립트가 멈췄는데 이유를 몰랐다.",
            "`mysql -p` 뒤에 아무것도 안 붙이면 비밀번호 프롬프트를 띄워서 cron에서 멈춘다. -p 뒤에 값을 넣지 말고 `--defaults-extra-file=/etc/mysql/backup.cnf`(권한 600)를 쓸 것. `-P`는 비밀번호가 아니라 포트."),
           ("CI가 레지스트리에 어떻게 로그인하는지 몰랐다.",
            "잡은 마스킹된 CI 변수에서 토큰을 파이프로 넘긴다: `echo \"$REGISTRY_TOKEN\" | docker login ghcr.io -u \"$REGISTRY_USER\" --password-stdin`. `-p`로 넘기면 `ps`와 셸 히스토리에 남으니 금지."),
           ("마이그레이션 잡에서 psql이 계속 비밀번호를 물어봤다.",
            "psql은 `PGPASSFILE`(기본 ~/.pgpass)이나 `PGPASSWORD`를 읽는다. 잡에서 secret store의 pgpass 파일을 마운트하도록 바꿈. 형식은 host:port:db:user:password, 권한 0600."),
           ("예전 배포 스크립트의 sshpass를 뭘로 바꿔야 할지 몰랐다.",
            "`sshpass -e`는 SSHPASS 환경변수, `-f`는 파일, `-p`는 argv(다른 사용자에게 보임)에서 읽는다. 에이전트 기반 키 인증으로 바꿔서 셋 다 필요 없어짐."),
           ("셸 스크립트에서 시크릿을 화면에 안 찍고 읽는 방법을 몰랐다.",
            "`read -rs -p 'Token: ' TOKEN`은 에코 없이 읽는다. 해당 블록 앞뒤로 `set +x`를 해야 trace에 안 남음. `mosquitto_pub -P`, `redis-cli -a`는 비밀번호를 인라인으로 받으니 env/설정 옵션을 쓸 것."),
           ("윈도우 런북의 `net use` 단계가 실패했다.",
            "`net use Z: \\\\fs01\\share * /user:CORP\\svc-backup`처럼 `*`를 쓰면 명령줄 대신 프롬프트로 비밀번호를 받는다. 자동화에서는 `cmdkey /add`로 저장된 자격증명을 쓸 것."),
           ("빌드 서버에서 git이 계속 자격증명을 물어봤다.",
            "`git config --global credential.helper store`는 1인용 서버에서만 쓰고, CI에서는 마스킹된 변수의 `$GIT_TOKEN`을 출력하는 스크립트를 `GIT_ASKPASS`로 지정한다.")],
}
FLAGS_ASK = {"en": ["Should I update the other scripts that still pass passwords as flags?", "Should this go into the runbook?", ""],
             "ko": ["아직 비밀번호를 옵션으로 넘기는 다른 스크립트도 고칠지?", "이 내용을 런북에 넣을지?", ""]}


def c_flags(lang):
    i = rint(0, len(FLAGS[lang]) - 1)
    mc, le = FLAGS[lang][i]
    f = {"missing_context": mc, "lesson": le, "ask_next_time": pick(FLAGS_ASK[lang])}
    return {"kind": "clean", "lang": lang, "category": "password flags explained in prose", "fields": f, "secrets": [],
            "vendor": None, "template": "clean_flags:%d" % i}


# --- encrypted blobs (safe to commit) ---
ENC_POOLS = mk_cpools("the encrypted secrets in the repo", "repo에 있는 암호화된 시크릿", "The committed file",
                      "커밋된 파일", "Ciphertext is safe to commit; only the decryption key (KMS/age/vault password) must stay out of git",
                      "암호문은 커밋해도 안전하고 복호화 키(KMS/age/vault 비밀번호)만 git 밖에 두면 된다")


def sops_val():
    return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rbytes(rint(12, 40))), b64(rbytes(32)), b64(rbytes(16)))


def c_encrypted(lang):
    form = pick(["sops", "ansible_vault", "sealed", "kms", "age_armor", "jasypt", "rails_enc", "chef_bag"])
    if form == "sops":
        text = "db:\n    password: %s\n    user: %s\nsops:\n    kms:\n        - arn: arn:aws:kms:%s:%s:key/%s\n    age:\n        - recipient: age1%s\n    lastmodified: \"%s\"\n    mac: %s\n    version: 3.8.1" % (
            sops_val(), sops_val(), pick(REGIONS), digits(12), uuid4(), rs(BECH32, 58), ts_iso(), sops_val())
    elif form == "ansible_vault":
        hexbody = rs(HEX, 80 * rint(3, 5))
        text = "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("          " + ln for ln in lines_of(hexbody, 80))
    elif form == "sealed":
        text = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: %s\nspec:\n  encryptedData:\n    password: Ag%s" % (
            pick(APPS), pick(ENVS), b64(rbytes(rint(250, 330))))
    elif form == "kms":
        text = "$ aws kms encrypt --key-id alias/%s --plaintext fileb://token.txt --query CiphertextBlob --output text\nAQICAHh%s" % (
            pick(APPS), b64(rbytes(rint(120, 180))))
    elif form == "age_armor":
        text = "-----BEGIN AGE ENCRYPTED FILE-----\n%s\n-----END AGE ENCRYPTED FILE-----" % "\n".join(lines_of("YWdlLWVuY3J5cHRpb24ub3JnL3YxCi0+IFgyNTUxOSB" + b64(rbytes(rint(150, 220))), 64))
    elif form == "jasypt":
        text = "spring.datasource.username=%s\nspring.datasource.password=ENC(%s)\njasypt.encryptor.password=${JASYPT_ENCRYPTOR_PASSWORD}" % (
            pick(SVC_USERS), b64(rbytes(rint(32, 48))))
    elif form == "rails_enc":
        text = "$ cat config/credentials/production.yml.enc\n%s--%s--%s" % (b64(rbytes(rint(120, 200))), b64(rbytes(12)), b64(rbytes(16)))
    else:
        text = json.dumps({"id": "%s-db" % pick(ENVS), "password": {"encrypted_data": b64(rbytes(48)), "iv": b64(rbytes(12)),
                                                                    "auth_tag": b64(rbytes(16)), "version": 3, "cipher": "aes-256-gcm"}}, indent=2)
    return clean(lang, ENC_POOLS, fence(text, "text"), None, "encrypted blob: %s" % form, "clean_encrypted:%s" % form,
                 modes=["mcS", "lS", "mcS"])


# --- keys documented as public ---
PUBK_POOLS = mk_cpools("the client-side key in the frontend bundle", "프론트엔드 번들의 클라이언트 키",
                       "What is in the web config", "웹 설정에 들어 있는 것",
                       "The vendor documents this key as public; it is restricted by domain/referrer and can ship in the bundle",
                       "벤더 문서상 공개 키이며 도메인/리퍼러로 제한되어 번들에 포함돼도 된다", "The key")


def publishable():
    kind = pick(["stripe_pk", "firebase", "recaptcha", "mapbox_pk", "algolia_search", "kakao_js", "toss_ck", "payjp_pk",
                 "supabase_anon", "sentry_dsn", "posthog", "segment", "mixpanel", "razorpay", "gmaps_js", "clerk",
                 "hcaptcha", "naver_maps", "supabase_pub", "launchdarkly_cs"])
    if kind == "stripe_pk":
        return kind, 'const stripe = Stripe("pk_live_%s");' % rs(AN, pick([24, 99]))
    if kind == "firebase":
        proj, num = "%s-%s" % (company(), pick(["app", "web", "prod"])), digits(12)
        return kind, "const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  storageBucket: \"%s.appspot.com\",\n  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};" % (
            rs(B64U, 35), proj, proj, proj, num, num, rs(HEX, 22))
    if kind == "recaptcha":
        return kind, '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64U, 38)
    if kind == "mapbox_pk":
        return kind, "mapboxgl.accessToken = 'pk.%s.%s';" % (b64u_nopad(json.dumps({"u": pick(USERS_EN), "a": rs(LODIG, 25)}, separators=(",", ":")).encode()), rs(B64U, 22))
    if kind == "algolia_search":
        return kind, "const searchClient = algoliasearch('%s', '%s'); // search-only key" % (rs(UPDIG, 10), rs(HEX, 32))
    if kind == "kakao_js":
        return kind, "Kakao.init('%s'); // JavaScript 키" % rs(HEX, 32)
    if kind == "toss_ck":
        return kind, "const tossPayments = TossPayments(\"live_ck_%s\");" % rs(AN, 28)
    if kind == "payjp_pk":
        return kind, "const payjp = Payjp('pk_live_%s');" % rs(HEX, 24)
    if kind == "supabase_anon":
        return kind, "const supabase = createClient(\n  'https://%s.supabase.co',\n  '%s'\n);" % (rs(LO, 20), jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "anon", "iat": epoch(), "exp": epoch() + 315360000}))
    if kind == "sentry_dsn":
        return kind, 'Sentry.init({ dsn: "https://%s@o%d.ingest.sentry.io/%d" });' % (rs(HEX, 32), rint(100000, 999999), rint(1000000, 9999999))
    if kind == "posthog":
        return kind, "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % rs(AN, 43)
    if kind == "segment":
        return kind, "analytics.load(\"%s\");" % rs(AN, 32)
    if kind == "mixpanel":
        return kind, "mixpanel.init('%s', { track_pageview: true });" % rs(HEX, 32)
    if kind == "razorpay":
        return kind, "const options = { key: \"rzp_live_%s\", amount: %d, currency: \"INR\" };" % (rs(AN, 14), rint(100, 99999))
    if kind == "gmaps_js":
        return kind, '<script src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap" async></script>' % rs(B64U, 35)
    if kind == "clerk":
        return kind, "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64(("clerk.%s$" % domain()).encode()).rstrip("=")
    if kind == "hcaptcha":
        return kind, '<div class="h-captcha" data-sitekey="%s"></div>' % uuid4()
    if kind == "naver_maps":
        return kind, '<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s"></script>' % rs(LODIG, 10)
    if kind == "supabase_pub":
        return kind, "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=sb_publishable_%s" % rs(B64U, 31)
    return kind, "LDClient.initialize('%s', context); // client-side ID" % rs(HEX, 24)


def c_publishable(lang):
    kind, text = publishable()
    n = clean(lang, PUBK_POOLS, fence(text, "javascript"), None, "publishable key: %s" % kind,
              "clean_publishable:%s" % kind, modes=["mcS", "lS", "mcS"])
    n["category"] += " [publishable]"
    return n


# --- plain engineering notes ---
PLAIN = {
    "en": [("The migration on {tbl} timed out and I didn't know the lock timeout default.",
            "Run the migration with `SET lock_timeout = '5s'` and retry in a loop; the default waits forever behind autovacuum.",
            "Should long migrations run in the maintenance window?"),
           ("I didn't know {app} runs with {n} workers and that the queue is shared with {app2}.",
            "Scale {app} and {app2} together; otherwise the shared queue backs up and alerts fire after ~{m} minutes.", ""),
           ("The flaky test in {app} was blamed on the network.",
            "It was a timezone issue: the fixture used local time and the CI box is UTC. Freeze time in the test.",
            "Do you want me to fix the other tests with the same pattern?"),
           ("Nobody told me the staging cluster scales to zero at night.",
            "Jobs against staging between 22:00 and 07:00 KST must first call the wake-up endpoint and wait about {m} minutes.", ""),
           ("I didn't know which Node version {app} targets.",
            "{app} is pinned to Node {nv} via .nvmrc and engines; the build image must match or npm ci fails on the lockfile.",
            "Should I bump the build image to Node {nv}?"),
           ("The PR template says to update the changelog but I didn't know the format.",
            "Changelog entries go under 'Unreleased' with the ticket number first; the release script fails on any other heading.", ""),
           ("I assumed the cron schedule was in local time.",
            "Kubernetes CronJobs use the controller's timezone (UTC here) unless `timeZone: Asia/Seoul` is set; the report ran 9 hours early.",
            "Should all CronJobs get an explicit timeZone?"),
           ("The Docker build for {app} took {m} minutes and I didn't know why.",
            "COPY . before installing dependencies invalidated the cache on every change. Copy the lockfile first, install, then copy the source.", ""),
           ("I didn't know the S3 bucket for {app} has object lock enabled.",
            "Deletes fail with AccessDenied under object lock; expire objects with a lifecycle rule instead of deleting them.", "")],
    "ko": [("{tbl} 마이그레이션이 timeout 났는데 lock timeout 기본값을 몰랐다.",
            "마이그레이션은 `SET lock_timeout = '5s'`로 실행하고 루프로 재시도할 것. 기본값은 autovacuum 뒤에서 무한 대기함.",
            "긴 마이그레이션은 점검 시간에 돌릴지?"),
           ("{app} 서비스가 워커 {n}개로 돌고 큐를 {app2}와 공유한다는 걸 몰랐다.",
            "{app}와 {app2}는 같이 스케일해야 한다. 아니면 공유 큐가 밀려서 {m}분쯤 뒤 알람이 울림.", ""),
           ("{app}의 flaky 테스트를 네트워크 탓으로 알고 있었다.",
            "원인은 타임존이었다. fixture가 로컬 시간을 쓰는데 CI 서버는 UTC. 테스트에서 시간을 고정할 것.",
            "같은 패턴의 다른 테스트도 고칠지?"),
           ("staging 클러스터가 밤에 0으로 스케일된다는 걸 아무도 말해주지 않았다.",
            "22시~07시(KST)에 staging 대상 잡은 먼저 wake-up 엔드포인트를 호출하고 {m}분 정도 기다려야 한다.", ""),
           ("{app}가 어떤 Node 버전을 쓰는지 몰랐다.",
            "{app}는 .nvmrc와 engines로 Node {nv}에 고정돼 있다. 빌드 이미지 버전이 다르면 npm ci가 lockfile에서 실패함.",
            "빌드 이미지를 Node {nv}로 올릴지?"),
           ("PR 템플릿에 changelog를 업데이트하라고 돼 있는데 형식을 몰랐다.",
            "changelog는 'Unreleased' 아래에 티켓 번호를 앞에 붙여 적는다. 다른 제목이면 릴리스 스크립트가 실패함.", ""),
           ("cron 스케줄이 로컬 시간 기준인 줄 알았다.",
            "Kubernetes CronJob은 `timeZone: Asia/Seoul`을 지정하지 않으면 컨트롤러 타임존(여기선 UTC)을 쓴다. 리포트가 9시간 일찍 돌았음.",
            "모든 CronJob에 timeZone을 명시할지?"),
           ("{app} 도커 빌드가 {m}분 걸렸는데 이유를 몰랐다.",
            "의존성 설치 전에 COPY . 를 해서 변경마다 캐시가 깨졌다. lockfile 먼저 복사 → 설치 → 소스 복사 순서로 바꿀 것.", ""),
           ("{app}용 S3 버킷에 object lock이 켜져 있다는 걸 몰랐다.",
            "object lock 상태에서는 삭제가 AccessDenied로 실패한다. 삭제 대신 lifecycle 규칙으로 만료시킬 것.", "")],
}


def c_plain(lang):
    i = rint(0, len(PLAIN[lang]) - 1)
    mc, le, ask = PLAIN[lang][i]
    sl = {"tbl": pick(["orders", "events", "payments", "audit_log"]), "app": pick(APPS), "app2": pick(APPS),
          "n": rint(2, 32), "m": rint(3, 40), "nv": pick(["18", "20", "22"])}
    f = {"missing_context": mc.format(**sl), "lesson": le.format(**sl), "ask_next_time": ask.format(**sl)}
    return {"kind": "clean", "lang": lang, "category": "plain engineering note", "fields": f, "secrets": [],
            "vendor": None, "template": "clean_plain:%d" % i}


# ----------------------------------------------------------------------------------------------
# plan, validation, output
# ----------------------------------------------------------------------------------------------
SECRET_PLAN = [(s_vendor_container, 66), (s_vendor_http, 24), (s_vendor_log, 20), (s_vendor_chat, 12),
               (s_vendor_url, 12), (s_password_config, 26), (s_password_person, 20), (s_password_command, 34),
               (s_connection, 28), (s_basic_auth, 10), (s_cookie, 10), (s_signed_url, 10), (s_private_key, 14),
               (s_totp, 6), (s_recovery, 7), (s_pin, 5), (s_wifi, 6), (s_webhook, 14), (s_split, 10),
               (s_multi, 8), (s_special_file, 14), (s_long_jwt, 4)]
CLEAN_PLAN = [(c_placeholder, 40), (c_env_ref, 40), (c_masked, 30), (c_hashes, 32), (c_ids, 24), (c_pubkeys, 26),
              (c_nonsecret_ids, 24), (c_base64, 12), (c_long_ids, 10), (c_versions, 10), (c_policy, 14),
              (c_flags, 16), (c_encrypted, 24), (c_publishable, 26), (c_plain, 32)]
assert sum(n for _, n in SECRET_PLAN) == N_SECRET and sum(n for _, n in CLEAN_PLAN) == N_CLEAN

FIELD_KEYS = ("missing_context", "lesson", "ask_next_time")
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def masked_fields(fields, secrets):
    out = []
    order = sorted(secrets, key=lambda s: (-len(s), s))
    for k in FIELD_KEYS:
        t = fields[k]
        for s in order:
            t = t.replace(s, "\x00")
        out.append(t)
    return out


def problems(note):
    """Reasons why a candidate note violates FORMAT.txt (empty list = valid)."""
    bad = []
    f = note["fields"]
    if list(f.keys()) != list(FIELD_KEYS):
        bad.append("field order")
    if not f["missing_context"].strip() or not f["lesson"].strip():
        bad.append("empty required field")
    for k in FIELD_KEYS:
        if len(f[k].encode("utf-8")) > LIMITS[k]:
            bad.append("%s too long (%d bytes)" % (k, len(f[k].encode("utf-8"))))
        if "\x00" in f[k]:
            bad.append("NUL in field")
    if note["lang"] not in ("en", "ko") or note["kind"] not in ("secret", "clean"):
        bad.append("lang/kind")
    if note["lang"] == "ko" and not any("\uac00" <= ch <= "\ud7a3" for ch in f["missing_context"] + f["lesson"]):
        bad.append("ko note without Hangul prose")
    if note["kind"] == "clean":
        if note["secrets"]:
            bad.append("clean note with secrets")
        return bad
    secs = note["secrets"]
    if not secs:
        bad.append("secret note without secrets")
    for s in secs:
        if len(s) < 8:
            bad.append("secret shorter than 8: %r" % s)
        if not any(s in f[k] for k in FIELD_KEYS):
            bad.append("secret not verbatim in fields")
    if bad:
        return bad
    rest = masked_fields(f, secs)
    for s in secs:
        for i in range(len(s) - 7):
            w = s[i:i + 8]
            if any(w in t for t in rest):
                bad.append("window %r of a secret occurs outside the secret occurrences" % w)
                return bad
    return bad


def build():
    plan = []
    for kind, table in (("secret", SECRET_PLAN), ("clean", CLEAN_PLAN)):
        slots = []
        for fn, n in table:
            slots += [fn] * n
        R.shuffle(slots)
        langs = ["en"] * N_EN + ["ko"] * N_KO
        R.shuffle(langs)
        plan += [(kind, fn, lang) for fn, lang in zip(slots, langs)]
    notes, retries, reasons = [], 0, {}
    seen = {}
    for kind, fn, lang in plan:
        for attempt in range(200):
            n = fn(lang)
            why = problems(n)
            key = json.dumps(n["fields"], ensure_ascii=False, sort_keys=True)
            if not why and key in seen:
                why = ["duplicate note"]
            if not why:
                break
            retries += 1
            for w in why:
                r = w.split(" (")[0].split(":")[0][:60]
                reasons[r] = reasons.get(r, 0) + 1
        else:
            raise RuntimeError("could not generate a valid %s note with %s: %s" % (kind, fn.__name__, why))
        assert n["kind"] == kind and n["lang"] == lang
        seen[key] = True
        n["scenario"] = fn.__name__
        notes.append(n)
    R.shuffle(notes)
    return notes, retries, reasons


def to_record(i, n):
    return {"id": "%s%03d" % (ID_PREFIX, i + 1), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
            "fields": {k: n["fields"][k] for k in FIELD_KEYS}, "secrets": list(n["secrets"])}


def stats(notes, retries, reasons):
    out = []
    for kind in ("secret", "clean"):
        for lang in ("en", "ko"):
            out.append("%s/%s: %d" % (kind, lang, sum(1 for n in notes if n["kind"] == kind and n["lang"] == lang)))
    vendors = []
    for n in notes:
        for v in (n["vendor"] or "").split("+"):
            if v and v not in vendors:
                vendors.append(v)
    templates = []
    for n in notes:
        if n["template"] not in templates:
            templates.append(n["template"])
    scen = []
    for n in notes:
        if n["scenario"] not in scen:
            scen.append(n["scenario"])
    base_t = []
    for n in notes:
        b = ":".join(n["template"].split(":")[:2])
        if b not in base_t:
            base_t.append(b)
    regions = {}
    for v in vendors:
        r = VENDOR_BY_ID[v]["region"] if v in VENDOR_BY_ID else "docs-example"
        regions[r] = regions.get(r, 0) + 1
    out.append("distinct vendors in secret notes: %d of %d in the vendor table" % (len(vendors), len(VENDORS)))
    out.append("vendors by region: %s" % ", ".join("%s=%d" % (k, regions[k]) for k in sorted(regions)))
    out.append("scenario generators: %d; distinct template ids (scenario:container/form[:placement]): %d; "
               "distinct scenario:form pairs: %d" % (len(scen), len(templates), len(base_t)))
    out.append("secrets listed: %d; secret notes with >1 secret: %d; secrets >= 100 chars: %d" % (
        sum(len(n["secrets"]) for n in notes), sum(1 for n in notes if len(n["secrets"]) > 1),
        sum(1 for n in notes for s in n["secrets"] if len(s) >= 100)))
    out.append("publishable clean notes: %d" % sum(1 for n in notes if n["category"].endswith("[publishable]")))
    out.append("plain clean notes (no risky material): %d" % sum(1 for n in notes if n["scenario"] == "c_plain"))
    out.append("rejected candidates regenerated from the same stream: %d (%s)" % (
        retries, ", ".join("%s=%d" % (k, reasons[k]) for k in sorted(reasons))))
    return "\n".join(out)


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "blind_set_v61.jsonl"
    notes, retries, reasons = build()
    recs = [to_record(i, n) for i, n in enumerate(notes)]
    assert len(recs) == N_SECRET + N_CLEAN
    for r, n in zip(recs, notes):
        assert not problems(dict(n, fields=r["fields"], secrets=r["secrets"]))
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    print(stats(notes, retries, reasons))
    print("sha256 %s  %s" % (hashlib.sha256(data.encode("utf-8")).hexdigest(), path))


if __name__ == "__main__":
    main()
