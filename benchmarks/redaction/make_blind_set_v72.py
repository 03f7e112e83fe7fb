#!/usr/bin/env python3
"""make_blind_set_v72.py -- generator of the blind evaluation set v72 for a
credential-redaction filter (see FORMAT.txt).

Python 3 standard library only, no network.  One PRNG,
random.Random(72_2026_1127), drives every choice.  No iteration over sets,
no use of hash(); the output is byte-identical on every run and under any
PYTHONHASHSEED.

Usage:  python3 make_blind_set_v72.py [output.jsonl]
"""
import base64
import hashlib
import json
import string
import random
import sys
import urllib.parse

SEED = 72_2026_1127
R = random.Random(SEED)

N_SECRET = 360
N_CLEAN = 360
N_EN_PER_KIND = 216          # 60 %
N_KO_PER_KIND = 144          # 40 %
ID_PREFIX = "eb"

# ---------------------------------------------------------------- alphabets
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LO + DIG
LOWALNUM = LO + DIG
UPALNUM = UP + DIG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


# ---------------------------------------------------------------- helpers
def rs(alpha, n):
    """random string of length n over alphabet alpha"""
    return "".join(R.choice(alpha) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64e(data):
    return base64.b64encode(data).decode("ascii")


def b64u(data):
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def rhex(n):
    return rs(HEX, n)


def ruuid():
    h = rhex(32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def sha256hex(s):
    return hashlib.sha256(s.encode("utf-8")).hexdigest()


def dedupe(seq):
    return list(dict.fromkeys(seq))


def ublen(s):
    return len(s.encode("utf-8"))


def year():
    return rint(2019, 2026)


def rdate():
    return "%04d-%02d-%02d" % (rint(2024, 2026), rint(1, 12), rint(1, 28))


def rtime():
    return "%02d:%02d:%02d" % (rint(0, 23), rint(0, 59), rint(0, 59))


def rts():
    return "%sT%s.%03dZ" % (rdate(), rtime(), rint(0, 999))


def rip():
    return "10.%d.%d.%d" % (rint(0, 255), rint(0, 255), rint(2, 254))


class Regenerate(Exception):
    """raised by a template when the candidate it drew does not fit"""


# ---------------------------------------------------------------- the rules
MAX_FIELD = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def check_note(kind, fields, secrets):
    """Return None when the note satisfies FORMAT.txt, else a reason."""
    for k, lim in MAX_FIELD.items():
        v = fields[k]
        if not isinstance(v, str):
            return "field %s not str" % k
        if ublen(v) > lim:
            return "field %s too long (%d)" % (k, ublen(v))
    if not fields["missing_context"].strip() or not fields["lesson"].strip():
        return "empty required field"
    if kind == "clean":
        return None if not secrets else "clean note with secrets"
    if not secrets:
        return "secret note without secrets"
    texts = [fields["missing_context"], fields["lesson"], fields["ask_next_time"]]
    for s in secrets:
        if len(s) < 8:
            return "secret shorter than 8: %r" % s
        if not any(s in t for t in texts):
            return "secret not verbatim in fields: %r" % s
    # mask every occurrence (longest first) and look for surviving windows
    order = sorted(dedupe(secrets), key=lambda s: (-len(s), s))
    masked = []
    for t in texts:
        for s in order:
            t = t.replace(s, "\x00")
        masked.append(t)
    for s in order:
        for i in range(len(s) - 7):
            w = s[i:i + 8]
            for t in masked:
                if w in t:
                    return "window %r of secret %r outside the secret" % (w, s)
    # also with a realistic marker in place of the secrets
    for t in texts:
        for s in order:
            t = t.replace(s, "[REDACTED]")
        for s in order:
            for i in range(len(s) - 7):
                if s[i:i + 8] in t:
                    return "window survives marker replacement"
    return None


# ---------------------------------------------------------------- vocabulary
EN_WORDS = (
    "apple river stone cloud tiger maple orbit candle harbor velvet piano "
    "lantern falcon meadow copper thunder garden silver rocket pepper island "
    "winter summer autumn spring forest desert canyon glacier willow marble "
    "coffee biscuit mango walnut pickle noodle pretzel waffle cactus violet "
    "yellow purple orange crimson bridge castle tunnel ladder window mirror "
    "anchor beacon compass saddle helmet jacket pocket button ribbon feather "
    "dragon badger otter walrus panda koala lizard parrot salmon turtle "
    "rapid quiet brave lucky fuzzy gentle sturdy clever humble jolly "
    "battery staple horse correct planet comet nebula quasar photon rhythm"
).split()

KO_WORDS = (
    "사랑 하늘 바다 고양이 강아지 행복 우리집 봄날 별빛 여름 겨울 초코 토끼 "
    "다람쥐 무지개 햇살 구름 보라 딸기 바나나 감자 고구마 호랑이 나비 소나무 "
    "단풍 첫눈 달빛 새벽 커피 라면 김치 떡볶이 제주 부산 서울 한강 가을 "
    "노을 바람 파도 모래 별님 꿈나무 하나둘 산책 여행 기차"
).split()

EN_NAMES = ["dana", "priya", "marco", "lena", "tom", "aisha", "kenji", "sofia",
            "ravi", "emma", "jonas", "chloe", "omar", "yuki", "noah", "ines"]
KO_NAMES = ["김민수", "이지현", "박서준", "최유리", "정하늘", "한도윤", "윤서연",
            "장민호", "오세영", "강지훈", "임수빈", "송재원"]
KO_ROMAN = ["minsu", "jihyun", "seojun", "yuri", "haneul", "doyun", "seoyeon",
            "minho", "seyoung", "jihoon", "subin", "jaewon"]

SERVICES = ["billing-api", "notification-worker", "order-service", "auth-gateway",
            "search-indexer", "report-batch", "media-uploader", "payments-core",
            "crm-sync", "inventory-api", "chat-backend", "analytics-etl",
            "admin-console", "mobile-bff", "settlement-job", "webhook-relay"]
KO_SERVICES = ["정산 배치", "알림 워커", "주문 서비스", "관리자 콘솔", "결제 모듈",
               "검색 색인기", "리포트 배치", "회원 API", "쿠폰 서버", "배송 추적기"]
REPOS = ["acme/payments", "acme/platform", "infra/terraform-live", "web/storefront",
         "data/pipelines", "mobile/app-backend", "ops/ansible", "tools/release-bot",
         "team-a/monorepo", "corp/intranet"]
HOSTS = ["db-staging.internal", "pg-prod-01.corp.local", "mysql.dev.svc.cluster.local",
         "redis-cache.internal", "10.20.3.14", "mongo-rs0.example.net",
         "db.staging.acme.io", "rds-main.c9x2k1.ap-northeast-2.rds.amazonaws.com",
         "mq.internal", "172.16.8.21", "sql-eu.acme.local", "cache01.infra.lan"]
DBNAMES = ["app", "orders", "billing", "analytics", "shop", "crm", "main", "users"]
TASKS_EN = ["the nightly export", "the release pipeline", "the smoke tests",
            "the data backfill", "the migration script", "the canary deploy",
            "the webhook handler fix", "the load test", "the cron job rewrite",
            "the staging refresh", "the SDK upgrade", "the onboarding script"]
TASKS_KO = ["야간 export 작업", "릴리스 파이프라인", "스모크 테스트", "데이터 백필",
            "마이그레이션 스크립트", "카나리 배포", "웹훅 핸들러 수정", "부하 테스트",
            "크론 작업 재작성", "스테이징 갱신", "SDK 업그레이드", "온보딩 스크립트"]
SECRET_FILES = [".env", ".env.local", "config/secrets.yml", "deploy/values.yaml",
                "settings.py", "appsettings.json", "config.toml", ".env.production",
                "docker-compose.yml", "terraform.tfvars", "config/app.ini",
                "src/main/resources/application.properties"]
EMAIL_DOMAINS = ["acme.io", "example.com", "corp.local", "acme-labs.dev", "company.co.kr"]


def person(lang):
    return pick(KO_NAMES) if lang == "ko" else pick(EN_NAMES).capitalize()


def svc(lang):
    if lang == "ko" and chance(0.4):
        return pick(KO_SERVICES)
    return pick(SERVICES)


def task(lang):
    return pick(TASKS_KO) if lang == "ko" else pick(TASKS_EN)


def email():
    return "%s@%s" % (pick(EN_NAMES + KO_ROMAN), pick(EMAIL_DOMAINS))


def uname():
    return pick(["admin", "deploy", "svc_app", "root", "ci-bot", "app_user", "etl",
                 "readonly", "backup", "jenkins", "grafana", "postgres"] + KO_ROMAN)


# ---------------------------------------------------------------- vendor tokens
# Every vendor function draws a fresh credential from R in the vendor's
# documented shape and returns a dict:
#   name, region, items=[(ENV_NAME, value, is_secret)], url, method,
#   headers=[...] (already filled), extra=[secrets that appear only in headers]
def mk(name, region, items, url=None, hdr=None, method="GET", extra=None):
    return {"name": name, "region": region, "items": items, "url": url,
            "method": method, "headers": hdr or [], "extra": extra or []}


def basic(user, pw):
    return b64e(("%s:%s" % (user, pw)).encode("utf-8"))


def jwt(payload, alg="HS256", sig_bytes=32):
    head = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return "%s.%s.%s" % (head, body, b64u(rbytes(sig_bytes)))


def now_epoch():
    return rint(1_700_000_000, 1_780_000_000)


def v_aws():
    k, s = "AKIA" + rs(B32[:26] + "234567", 16), rs(ALNUM + "+/", 40)
    return mk("AWS IAM access key", "global",
              [("AWS_ACCESS_KEY_ID", k, True), ("AWS_SECRET_ACCESS_KEY", s, True),
               ("AWS_DEFAULT_REGION", pick(["ap-northeast-2", "us-east-1", "eu-central-1"]), False)])


def v_aws_sts():
    k, s = "ASIA" + rs(UP + "234567", 16), rs(ALNUM + "+/", 40)
    t = "IQoJb3JpZ2luX2Vj" + rs(B64, rint(300, 420)) + pick(["", "=", "=="])
    return mk("AWS STS temporary credentials", "global",
              [("AWS_ACCESS_KEY_ID", k, True), ("AWS_SECRET_ACCESS_KEY", s, True),
               ("AWS_SESSION_TOKEN", t, True)])


def v_github():
    p = pick(["ghp_", "ghp_", "gho_", "ghs_", "ghu_"])
    t = p + rs(ALNUM, 36)
    return mk("GitHub token", "global", [("GITHUB_TOKEN", t, True)],
              "https://api.github.com/repos/%s/actions/runs" % pick(REPOS),
              [pick(["Authorization: Bearer %s", "Authorization: token %s"]) % t,
               "Accept: application/vnd.github+json"])


def v_github_fg():
    t = "github_pat_11" + rs(UPALNUM, 20) + "_" + rs(ALNUM, 59)
    return mk("GitHub fine-grained PAT", "global", [("GH_TOKEN", t, True)],
              "https://api.github.com/user", ["Authorization: Bearer %s" % t])


def v_gitlab():
    t = "glpat-" + rs(B64URL, 20)
    return mk("GitLab PAT", "global", [("GITLAB_TOKEN", t, True)],
              "https://gitlab.%s/api/v4/projects?membership=true" % pick(EMAIL_DOMAINS),
              ["PRIVATE-TOKEN: %s" % t])


def v_bitbucket():
    t = "ATBB" + rs(ALNUM, 24) + rs(HEXU, 8)
    return mk("Bitbucket app password", "global",
              [("BITBUCKET_USERNAME", pick(KO_ROMAN + EN_NAMES), False),
               ("BITBUCKET_APP_PASSWORD", t, True)])


def v_slack_bot():
    t = "xoxb-%s-%s-%s" % (rs(DIG, rint(11, 13)), rs(DIG, 13), rs(ALNUM, 24))
    return mk("Slack bot token", "global", [("SLACK_BOT_TOKEN", t, True)],
              "https://slack.com/api/chat.postMessage",
              ["Authorization: Bearer %s" % t, "Content-Type: application/json"], "POST")


def v_slack_user():
    t = "xoxp-%s-%s-%s-%s" % (rs(DIG, 12), rs(DIG, 12), rs(DIG, 13), rhex(32))
    return mk("Slack user token", "global", [("SLACK_USER_TOKEN", t, True)],
              "https://slack.com/api/conversations.history?channel=C0%s" % rs(UPALNUM, 8),
              ["Authorization: Bearer %s" % t])


def v_stripe():
    t = "sk_live_" + rs(ALNUM, pick([24, 99]))
    return mk("Stripe secret key", "global", [("STRIPE_SECRET_KEY", t, True)],
              "https://api.stripe.com/v1/payment_intents?limit=3",
              ["Authorization: Bearer %s" % t])


def v_stripe_rk():
    t = "rk_live_" + rs(ALNUM, 99)
    return mk("Stripe restricted key", "global", [("STRIPE_RESTRICTED_KEY", t, True)],
              "https://api.stripe.com/v1/charges", ["Authorization: Bearer %s" % t])


def v_stripe_wh():
    t = "whsec_" + rs(ALNUM, 32)
    return mk("Stripe webhook signing secret", "global", [("STRIPE_WEBHOOK_SECRET", t, True)])


def v_openai():
    if chance(0.7):
        t = "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)
    else:
        t = "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)
    return mk("OpenAI API key", "global", [("OPENAI_API_KEY", t, True)],
              "https://api.openai.com/v1/models", ["Authorization: Bearer %s" % t])


def v_anthropic():
    t = "sk-ant-api03-" + rs(B64URL, 93) + "AA"
    return mk("Anthropic API key", "global", [("ANTHROPIC_API_KEY", t, True)],
              "https://api.anthropic.com/v1/messages",
              ["x-api-key: %s" % t, "anthropic-version: 2023-06-01"], "POST")


def v_gemini():
    t = "AIza" + rs(B64URL, 35)
    return mk("Google Gemini API key", "global", [("GEMINI_API_KEY", t, True)],
              "https://generativelanguage.googleapis.com/v1beta/models?key=%s" % t)


def v_google_oauth():
    cid = "%s-%s.apps.googleusercontent.com" % (rs(DIG, 12), rs(LOWALNUM, 32))
    t = "GOCSPX-" + rs(B64URL, 28)
    return mk("Google OAuth client secret", "global",
              [("GOOGLE_CLIENT_ID", cid, False), ("GOOGLE_CLIENT_SECRET", t, True)])


def v_azure_storage():
    acct = pick(["acmeprodstore", "stgreports01", "mediablobkr", "backupsweu"])
    key = b64e(rbytes(64))
    return mk("Azure Storage account key", "global",
              [("AZURE_STORAGE_ACCOUNT", acct, False), ("AZURE_STORAGE_KEY", key, True)])


def v_azure_ad():
    t = rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "_~.-", 34)
    return mk("Azure AD client secret", "global",
              [("AZURE_TENANT_ID", ruuid(), False), ("AZURE_CLIENT_ID", ruuid(), False),
               ("AZURE_CLIENT_SECRET", t, True)])


def v_azure_openai():
    t = rhex(32)
    return mk("Azure OpenAI key", "global", [("AZURE_OPENAI_API_KEY", t, True)],
              "https://%s.openai.azure.com/openai/deployments?api-version=2024-02-01" % pick(["acme-oai", "kr-central-gpt"]),
              ["api-key: %s" % t])


def v_twilio():
    sid, t = "AC" + rhex(32), rhex(32)
    return mk("Twilio auth token", "global",
              [("TWILIO_ACCOUNT_SID", sid, False), ("TWILIO_AUTH_TOKEN", t, True)])


def v_sendgrid():
    t = "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)
    return mk("SendGrid API key", "global", [("SENDGRID_API_KEY", t, True)],
              "https://api.sendgrid.com/v3/mail/send", ["Authorization: Bearer %s" % t], "POST")


def v_mailgun():
    t = "key-" + rhex(32)
    return mk("Mailgun API key", "global", [("MAILGUN_API_KEY", t, True),
                                            ("MAILGUN_DOMAIN", "mg." + pick(EMAIL_DOMAINS), False)])


def v_mailchimp():
    t = rhex(32) + "-us" + str(rint(1, 21))
    return mk("Mailchimp API key", "global", [("MAILCHIMP_API_KEY", t, True)])


def v_npm():
    t = "npm_" + rs(ALNUM, 36)
    return mk("npm access token", "global", [("NPM_TOKEN", t, True)])


def v_pypi():
    t = "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, rint(150, 170))
    return mk("PyPI API token", "global", [("TWINE_PASSWORD", t, True), ("TWINE_USERNAME", "__token__", False)])


def v_dockerhub():
    t = "dckr_pat_" + rs(B64URL, 27)
    return mk("Docker Hub PAT", "global", [("DOCKERHUB_USERNAME", pick(KO_ROMAN + EN_NAMES), False),
                                           ("DOCKERHUB_TOKEN", t, True)])


def v_vault():
    t = "hvs.CAESI" + rs(B64URL, 86)
    return mk("HashiCorp Vault token", "global", [("VAULT_TOKEN", t, True),
                                                  ("VAULT_ADDR", "https://vault.%s:8200" % pick(EMAIL_DOMAINS), False)],
              "https://vault.internal:8200/v1/secret/data/app", ["X-Vault-Token: %s" % t])


def v_tfc():
    t = rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67)
    return mk("Terraform Cloud token", "global", [("TF_TOKEN_app_terraform_io", t, True)],
              "https://app.terraform.io/api/v2/organizations", ["Authorization: Bearer %s" % t])


def v_digitalocean():
    t = "dop_v1_" + rhex(64)
    return mk("DigitalOcean token", "global", [("DIGITALOCEAN_TOKEN", t, True)],
              "https://api.digitalocean.com/v2/droplets", ["Authorization: Bearer %s" % t])


def v_shopify():
    t = "shpat_" + rhex(32)
    return mk("Shopify Admin API token", "global", [("SHOPIFY_ACCESS_TOKEN", t, True)],
              "https://%s.myshopify.com/admin/api/2024-04/orders.json" % pick(["acme-store", "kshop-dev"]),
              ["X-Shopify-Access-Token: %s" % t])


def v_atlassian():
    t = "ATATT3xFfGF0" + rs(B64URL, 170) + "=" + rs(HEXU, 8)
    e = email()
    return mk("Atlassian API token", "global", [("JIRA_EMAIL", e, False), ("JIRA_API_TOKEN", t, True)])


def v_linear():
    t = "lin_api_" + rs(ALNUM, 40)
    return mk("Linear API key", "global", [("LINEAR_API_KEY", t, True)],
              "https://api.linear.app/graphql", ["Authorization: %s" % t], "POST")


def v_notion():
    t = "ntn_" + rs(DIG, 11) + rs(ALNUM, 35)
    return mk("Notion integration token", "global", [("NOTION_TOKEN", t, True)],
              "https://api.notion.com/v1/databases/%s/query" % rhex(32),
              ["Authorization: Bearer %s" % t, "Notion-Version: 2022-06-28"], "POST")


def v_figma():
    t = "figd_" + rs(B64URL, 40)
    return mk("Figma PAT", "global", [("FIGMA_TOKEN", t, True)],
              "https://api.figma.com/v1/files/%s" % rs(ALNUM, 22), ["X-Figma-Token: %s" % t])


def v_hf():
    t = "hf_" + rs(UP + LO, 34)
    return mk("Hugging Face token", "global", [("HF_TOKEN", t, True)],
              "https://huggingface.co/api/whoami-v2", ["Authorization: Bearer %s" % t])


def v_postman():
    t = "PMAK-" + rhex(24) + "-" + rhex(34)
    return mk("Postman API key", "global", [("POSTMAN_API_KEY", t, True)],
              "https://api.getpostman.com/collections", ["X-Api-Key: %s" % t])


def v_newrelic():
    t = "NRAK-" + rs(UPALNUM, 27)
    return mk("New Relic user key", "global", [("NEW_RELIC_API_KEY", t, True)],
              "https://api.newrelic.com/graphql", ["API-Key: %s" % t], "POST")


def v_datadog():
    a, b = rhex(32), rhex(40)
    return mk("Datadog API and application keys", "global",
              [("DD_API_KEY", a, True), ("DD_APP_KEY", b, True), ("DD_SITE", "datadoghq.com", False)],
              "https://api.datadoghq.com/api/v1/monitor",
              ["DD-API-KEY: %s" % a, "DD-APPLICATION-KEY: %s" % b])


def v_sentry():
    payload = {"iat": now_epoch() / 1.0, "url": "https://sentry.io", "region_url": "https://us.sentry.io",
               "org": pick(["acme", "acme-kr", "storefront"])}
    t = "sntrys_" + b64e(json.dumps(payload, separators=(",", ":")).encode()).rstrip("=") + "_" + rs(B64, 43)
    return mk("Sentry org auth token", "global", [("SENTRY_AUTH_TOKEN", t, True)],
              "https://sentry.io/api/0/organizations/acme/releases/", ["Authorization: Bearer %s" % t])


def v_grafana():
    t = "glsa_" + rs(ALNUM, 32) + "_" + rhex(8)
    return mk("Grafana service account token", "global", [("GRAFANA_TOKEN", t, True)],
              "https://grafana.%s/api/dashboards/uid/%s" % (pick(EMAIL_DOMAINS), rs(ALNUM, 9)),
              ["Authorization: Bearer %s" % t])


def v_cloudflare():
    t = rs(B64URL, 40)
    return mk("Cloudflare API token", "global", [("CLOUDFLARE_API_TOKEN", t, True)],
              "https://api.cloudflare.com/client/v4/zones/%s/dns_records" % rhex(32),
              ["Authorization: Bearer %s" % t])


def v_heroku():
    t = "HRKU-AA" + rs(B64URL, 58)
    return mk("Heroku API key", "global", [("HEROKU_API_KEY", t, True)],
              "https://api.heroku.com/apps", ["Authorization: Bearer %s" % t,
                                              "Accept: application/vnd.heroku+json; version=3"])


def v_supabase():
    if chance(0.5):
        t = "sb_secret_" + rs(B64URL, 31)
    else:
        t = jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "service_role",
                 "iat": now_epoch(), "exp": now_epoch() + 315_360_000})
    return mk("Supabase service role key", "global",
              [("SUPABASE_URL", "https://%s.supabase.co" % rs(LO, 20), False),
               ("SUPABASE_SERVICE_ROLE_KEY", t, True)])


def v_discord():
    uid = str(rint(10 ** 17, 10 ** 19 - 1))
    t = b64u(uid.encode()) + "." + rs(B64URL, 6) + "." + rs(B64URL, 38)
    return mk("Discord bot token", "global", [("DISCORD_BOT_TOKEN", t, True)],
              "https://discord.com/api/v10/users/@me", ["Authorization: Bot %s" % t])


def v_telegram():
    t = "%d:AA%s" % (rint(10 ** 8, 8 * 10 ** 9), rs(B64URL, 33))
    return mk("Telegram bot token", "global", [("TELEGRAM_BOT_TOKEN", t, True)],
              "https://api.telegram.org/bot%s/getUpdates" % t)


def v_square():
    t = "EAAA" + rs(B64URL, 60)
    return mk("Square access token", "global", [("SQUARE_ACCESS_TOKEN", t, True)],
              "https://connect.squareup.com/v2/locations", ["Authorization: Bearer %s" % t])


def v_braintree():
    t = "access_token$production$%s$%s" % (rs(LOWALNUM, 16), rhex(32))
    return mk("Braintree access token", "global", [("BRAINTREE_ACCESS_TOKEN", t, True)])


def v_okta():
    t = "00" + rs(B64URL, 40)
    return mk("Okta API token", "global", [("OKTA_API_TOKEN", t, True)],
              "https://%s.okta.com/api/v1/users?limit=5" % pick(["acme", "acme-dev"]),
              ["Authorization: SSWS %s" % t])


def v_databricks():
    t = "dapi" + rhex(32) + pick(["", "-2", "-3"])
    return mk("Databricks PAT", "global", [("DATABRICKS_TOKEN", t, True),
                                           ("DATABRICKS_HOST", "https://adb-%s.%d.azuredatabricks.net" % (rs(DIG, 16), rint(1, 19)), False)],
              "https://dbc-%s.cloud.databricks.com/api/2.0/clusters/list" % rhex(8),
              ["Authorization: Bearer %s" % t])


def v_airtable():
    t = "pat" + rs(ALNUM, 14) + "." + rhex(64)
    return mk("Airtable PAT", "global", [("AIRTABLE_TOKEN", t, True)],
              "https://api.airtable.com/v0/app%s/Tasks" % rs(ALNUM, 14), ["Authorization: Bearer %s" % t])


def v_dropbox():
    t = "sl." + rs(B64URL, 136)
    return mk("Dropbox access token", "global", [("DROPBOX_ACCESS_TOKEN", t, True)],
              "https://api.dropboxapi.com/2/files/list_folder", ["Authorization: Bearer %s" % t], "POST")


def v_mapbox_sk():
    u = pick(KO_ROMAN + EN_NAMES)
    body = b64u(json.dumps({"u": u, "a": rs(LOWALNUM, 25)}, separators=(",", ":")).encode())
    t = "sk." + body + "." + rs(B64URL, 22)
    return mk("Mapbox secret token", "global", [("MAPBOX_SECRET_TOKEN", t, True)])


def v_fcm():
    t = "AAAA" + rs(B64URL, 7) + ":APA91b" + rs(B64URL, 134)
    return mk("Firebase Cloud Messaging server key", "global", [("FCM_SERVER_KEY", t, True)],
              "https://fcm.googleapis.com/fcm/send", ["Authorization: key=%s" % t], "POST")


def v_meta():
    t = "EAA" + pick("BGIJ") + rs(ALNUM, rint(180, 200))
    return mk("Meta Graph API access token", "global", [("FB_ACCESS_TOKEN", t, True)],
              "https://graph.facebook.com/v19.0/me/accounts?access_token=%s" % t)


def v_twitter():
    t = ("A" * 22 + rs(ALNUM, 10) + "A" * 7 + rs(ALNUM, 2) + "%2B" + rs(ALNUM, 20) + "%2B"
         + rs(ALNUM, 14) + "%3D" + rs(ALNUM, 50))
    return mk("X (Twitter) bearer token", "global", [("TWITTER_BEARER_TOKEN", t, True)],
              "https://api.twitter.com/2/tweets/search/recent?query=acme", ["Authorization: Bearer %s" % t])


def v_doppler():
    t = pick(["dp.pt.", "dp.st.prd."]) + rs(ALNUM, 43)
    return mk("Doppler token", "global", [("DOPPLER_TOKEN", t, True)])


def v_onepassword():
    payload = {"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256",
               "iterations": 650000, "salt": b64u(rbytes(16))}, "email": "%s@%s" % (rs(LO, 12), "1passwordserviceaccounts.com"),
               "srpX": rhex(64), "muk": {"alg": "A256GCM", "ext": True, "k": b64u(rbytes(32)), "key_ops": ["encrypt", "decrypt"], "kty": "oct", "kid": "mp"},
               "secretKey": "A3-" + rs(UPALNUM, 6) + "-" + rs(UPALNUM, 6), "throttleSecret": {"seed": rhex(64), "deviceUuid": rs(LOWALNUM, 26)}, "deviceUuid": rs(LOWALNUM, 26)}
    t = "ops_" + b64e(json.dumps(payload, separators=(",", ":")).encode()).rstrip("=")
    return mk("1Password service account token", "global", [("OP_SERVICE_ACCOUNT_TOKEN", t, True)])


def v_pulumi():
    t = "pul-" + rhex(40)
    return mk("Pulumi access token", "global", [("PULUMI_ACCESS_TOKEN", t, True)],
              "https://api.pulumi.com/api/user/stacks", ["Authorization: token %s" % t])


def v_netlify():
    t = "nfp_" + rs(ALNUM, 36)
    return mk("Netlify PAT", "global", [("NETLIFY_AUTH_TOKEN", t, True)],
              "https://api.netlify.com/api/v1/sites", ["Authorization: Bearer %s" % t])


def v_buildkite():
    t = "bkua_" + rhex(40)
    return mk("Buildkite API token", "global", [("BUILDKITE_API_TOKEN", t, True)],
              "https://api.buildkite.com/v2/organizations/acme/pipelines", ["Authorization: Bearer %s" % t])


def v_render():
    t = "rnd_" + rs(ALNUM, 32)
    return mk("Render API key", "global", [("RENDER_API_KEY", t, True)],
              "https://api.render.com/v1/services?limit=20", ["Authorization: Bearer %s" % t])


def v_replicate():
    t = "r8_" + rs(ALNUM, 37)
    return mk("Replicate API token", "global", [("REPLICATE_API_TOKEN", t, True)],
              "https://api.replicate.com/v1/predictions", ["Authorization: Bearer %s" % t], "POST")


def v_groq():
    t = "gsk_" + rs(ALNUM, 52)
    return mk("Groq API key", "global", [("GROQ_API_KEY", t, True)],
              "https://api.groq.com/openai/v1/chat/completions", ["Authorization: Bearer %s" % t], "POST")


def v_perplexity():
    t = "pplx-" + rs(ALNUM, 48)
    return mk("Perplexity API key", "global", [("PERPLEXITY_API_KEY", t, True)],
              "https://api.perplexity.ai/chat/completions", ["Authorization: Bearer %s" % t], "POST")


def v_xai():
    t = "xai-" + rs(ALNUM, 80)
    return mk("xAI API key", "global", [("XAI_API_KEY", t, True)],
              "https://api.x.ai/v1/models", ["Authorization: Bearer %s" % t])


def v_tailscale():
    t = "tskey-auth-k" + rs(ALNUM, 10) + "CNTRL-" + rs(ALNUM, 32)
    return mk("Tailscale auth key", "global", [("TS_AUTHKEY", t, True)])


def v_age():
    t = "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)
    return mk("age secret key", "global", [("SOPS_AGE_KEY", t, True)])


def v_sonar():
    t = "squ_" + rhex(40)
    return mk("SonarQube user token", "global", [("SONAR_TOKEN", t, True)],
              "https://sonar.%s/api/projects/search" % pick(EMAIL_DOMAINS), ["Authorization: Bearer %s" % t])


def v_jfrog():
    raw = "reftkn:01:%d:%s" % (rint(1_800_000_000, 2_000_000_000), rs(ALNUM, 40))
    t = b64e(raw.encode())[:64]
    return mk("JFrog reference token", "global", [("ARTIFACTORY_ACCESS_TOKEN", t, True)],
              "https://acme.jfrog.io/artifactory/api/repositories", ["Authorization: Bearer %s" % t])


def v_azdo():
    t = rs("abcdefghijklmnopqrstuvwxyz234567", 52)
    return mk("Azure DevOps PAT", "global", [("AZURE_DEVOPS_EXT_PAT", t, True)],
              "https://dev.azure.com/acme/_apis/projects?api-version=7.1",
              ["Authorization: Basic %s" % basic("", t)], extra=[basic("", t)])


def v_langsmith():
    t = pick(["lsv2_pt_", "lsv2_sk_"]) + rhex(32) + "_" + rhex(10)
    return mk("LangSmith API key", "global", [("LANGSMITH_API_KEY", t, True)],
              "https://api.smith.langchain.com/runs/query", ["x-api-key: %s" % t], "POST")


def v_wandb():
    t = rhex(40)
    return mk("Weights & Biases API key", "global", [("WANDB_API_KEY", t, True)])


def v_cloudinary():
    k, s, c = rs(DIG, 15), rs(B64URL, 27), pick(["acme-media", "dk3xq9", "storefront"])
    return mk("Cloudinary API secret", "global",
              [("CLOUDINARY_URL", "cloudinary://%s:%s@%s" % (k, s, c), None),
               ("CLOUDINARY_API_SECRET", s, True)])


def v_resend():
    t = "re_" + rs(ALNUM, 8) + "_" + rs(ALNUM, 24)
    return mk("Resend API key", "global", [("RESEND_API_KEY", t, True)],
              "https://api.resend.com/emails", ["Authorization: Bearer %s" % t], "POST")


def v_postmark():
    t = ruuid()
    return mk("Postmark server token", "global", [("POSTMARK_SERVER_TOKEN", t, True)],
              "https://api.postmarkapp.com/email", ["X-Postmark-Server-Token: %s" % t], "POST")


def v_planetscale():
    t = "pscale_pw_" + rs(B64URL, 43)
    return mk("PlanetScale password", "global", [("DATABASE_PASSWORD", t, True),
                                                 ("DATABASE_USERNAME", rs(LOWALNUM, 12), False)])


def v_clerk():
    t = "sk_live_" + rs(ALNUM, 40)
    return mk("Clerk secret key", "global", [("CLERK_SECRET_KEY", t, True)],
              "https://api.clerk.com/v1/users?limit=10", ["Authorization: Bearer %s" % t])


def v_shippo():
    t = "shippo_live_" + rhex(40)
    return mk("Shippo API token", "global", [("SHIPPO_API_TOKEN", t, True)],
              "https://api.goshippo.com/shipments/", ["Authorization: ShippoToken %s" % t])


def v_contentful():
    t = "CFPAT-" + rs(B64URL, 43)
    return mk("Contentful management token", "europe", [("CONTENTFUL_MANAGEMENT_TOKEN", t, True)],
              "https://api.contentful.com/spaces/%s/environments" % rs(LOWALNUM, 12),
              ["Authorization: Bearer %s" % t])


def v_jenkins():
    t = "11" + rhex(32)
    u = pick(["ci-bot", "jenkins-admin", "deploy"])
    return mk("Jenkins API token", "global", [("JENKINS_USER", u, False), ("JENKINS_API_TOKEN", t, True)],
              "https://jenkins.%s/job/deploy/buildWithParameters" % pick(EMAIL_DOMAINS),
              ["Authorization: Basic %s" % basic(u, t)], "POST", extra=[basic(u, t)])


def v_cohere():
    t = rs(ALNUM, 40)
    return mk("Cohere API key", "global", [("CO_API_KEY", t, True)],
              "https://api.cohere.com/v2/chat", ["Authorization: Bearer %s" % t], "POST")


# --- European
def v_mistral():
    t = rs(ALNUM, 32)
    return mk("Mistral AI API key", "europe", [("MISTRAL_API_KEY", t, True)],
              "https://api.mistral.ai/v1/chat/completions", ["Authorization: Bearer %s" % t], "POST")


def v_deepl():
    t = ruuid() + ":fx"
    return mk("DeepL auth key", "europe", [("DEEPL_AUTH_KEY", t, True)],
              "https://api-free.deepl.com/v2/translate", ["Authorization: DeepL-Auth-Key %s" % t], "POST")


def v_brevo():
    t = "xkeysib-" + rhex(64) + "-" + rs(ALNUM, 16)
    return mk("Brevo API key", "europe", [("BREVO_API_KEY", t, True)],
              "https://api.brevo.com/v3/smtp/email", ["api-key: %s" % t], "POST")


def v_mollie():
    t = "live_" + rs(ALNUM, 30)
    return mk("Mollie API key", "europe", [("MOLLIE_API_KEY", t, True)],
              "https://api.mollie.com/v2/payments", ["Authorization: Bearer %s" % t])


def v_gocardless():
    t = "live_" + rs(B64URL, 40)
    return mk("GoCardless access token", "europe", [("GOCARDLESS_ACCESS_TOKEN", t, True)],
              "https://api.gocardless.com/mandates", ["Authorization: Bearer %s" % t, "GoCardless-Version: 2015-07-06"])


def v_scaleway():
    a, s = "SCW" + rs(UPALNUM, 17), ruuid()
    return mk("Scaleway API key", "europe", [("SCW_ACCESS_KEY", a, True), ("SCW_SECRET_KEY", s, True),
                                            ("SCW_DEFAULT_PROJECT_ID", ruuid(), False)],
              "https://api.scaleway.com/instance/v1/zones/fr-par-1/servers", ["X-Auth-Token: %s" % s], extra=[])


def v_ovh():
    ak, asec, ck = rs(ALNUM, 16), rs(ALNUM, 32), rs(ALNUM, 32)
    return mk("OVHcloud API credentials", "europe", [("OVH_ENDPOINT", "ovh-eu", False),
                                                     ("OVH_APPLICATION_KEY", ak, False),
                                                     ("OVH_APPLICATION_SECRET", asec, True),
                                                     ("OVH_CONSUMER_KEY", ck, True)])


def v_hetzner():
    t = rs(ALNUM, 64)
    return mk("Hetzner Cloud API token", "europe", [("HCLOUD_TOKEN", t, True)],
              "https://api.hetzner.cloud/v1/servers", ["Authorization: Bearer %s" % t])


def v_adyen():
    t = "AQE" + rs(ALNUM + "+/", 97) + "==-" + rs(ALNUM + "+/", 43) + "=-" + rs(ALNUM, 16)
    return mk("Adyen API key", "europe", [("ADYEN_API_KEY", t, True),
                                          ("ADYEN_MERCHANT_ACCOUNT", pick(["AcmeECOM", "AcmeKR_POS"]), False)],
              "https://checkout-test.adyen.com/v71/paymentMethods", ["X-API-Key: %s" % t], "POST")


def v_spotify():
    cid, s = rhex(32), rhex(32)
    return mk("Spotify client secret", "europe", [("SPOTIFY_CLIENT_ID", cid, False), ("SPOTIFY_CLIENT_SECRET", s, True)],
              "https://accounts.spotify.com/api/token", ["Authorization: Basic %s" % basic(cid, s)], "POST",
              extra=[basic(cid, s)])


# --- Korean
def v_kakao():
    t = rhex(32)
    kind = pick(["REST API", "Admin"])
    env = "KAKAO_REST_API_KEY" if kind == "REST API" else "KAKAO_ADMIN_KEY"
    return mk("Kakao %s key" % kind, "korea", [(env, t, True)],
              "https://kapi.kakao.com/v2/user/me" if kind == "Admin" else
              "https://dapi.kakao.com/v2/local/search/address.json?query=%EC%A0%9C%EC%A3%BC",
              ["Authorization: KakaoAK %s" % t])


def v_naver():
    cid, s = rs(ALNUM, 20), rs(ALNUM, 10)
    return mk("Naver Developers client secret", "korea",
              [("NAVER_CLIENT_ID", cid, False), ("NAVER_CLIENT_SECRET", s, True)],
              "https://openapi.naver.com/v1/search/blog.json?query=%EB%A7%9B%EC%A7%91",
              ["X-Naver-Client-Id: %s" % cid, "X-Naver-Client-Secret: %s" % s])


def v_ncp():
    a, s = rs(ALNUM, 20), rs(ALNUM, 40)
    return mk("Naver Cloud Platform API key", "korea",
              [("NCP_ACCESS_KEY", a, True), ("NCP_SECRET_KEY", s, True)])


def v_toss():
    t = pick(["live_sk_", "live_gsk_", "test_sk_"]) + rs(ALNUM, 28)
    return mk("Toss Payments secret key", "korea", [("TOSS_SECRET_KEY", t, True)],
              "https://api.tosspayments.com/v1/payments/confirm",
              ["Authorization: Basic %s" % basic(t, "")], "POST", extra=[basic(t, "")])


def v_portone():
    t = rs(ALNUM, 80)
    return mk("PortOne V2 API secret", "korea", [("PORTONE_API_SECRET", t, True),
                                                 ("PORTONE_STORE_ID", "store-" + ruuid(), False)],
              "https://api.portone.io/payments/%s" % rs(ALNUM, 20), ["Authorization: PortOne %s" % t])


def v_nhn():
    ak, s = rs(ALNUM, 16), rs(ALNUM, 8)
    return mk("NHN Cloud SMS secret key", "korea", [("NHN_SMS_APPKEY", ak, False), ("NHN_SMS_SECRET_KEY", s, True)],
              "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/%s/sender/sms" % ak,
              ["X-Secret-Key: %s" % s, "Content-Type: application/json;charset=UTF-8"], "POST")


def v_coupang():
    a, s = ruuid(), rhex(40)
    return mk("Coupang Open API keys", "korea", [("COUPANG_ACCESS_KEY", a, True), ("COUPANG_SECRET_KEY", s, True),
                                                 ("COUPANG_VENDOR_ID", "A00%06d" % rint(0, 999999), False)])


def v_datagokr():
    raw = b64e(rbytes(64))
    enc = urllib.parse.quote(raw, safe="")
    v = enc if chance(0.6) else raw
    return mk("data.go.kr service key", "korea", [("DATA_GO_KR_SERVICE_KEY", v, True)],
              "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=%s&numOfRows=10&dataType=JSON" % enc,
              extra=[enc, raw])


def v_channelio():
    a, s = rhex(24), rhex(32)
    return mk("Channel.io API access key", "korea", [("CHANNEL_ACCESS_KEY", a, True), ("CHANNEL_ACCESS_SECRET", s, True)],
              "https://api.channel.io/open/v5/user-chats", ["x-access-key: %s" % a, "x-access-secret: %s" % s])


def v_sendbird():
    t = rhex(40)
    app = ruuid().upper()
    return mk("Sendbird API token", "korea", [("SENDBIRD_APP_ID", app, False), ("SENDBIRD_API_TOKEN", t, True)],
              "https://api-%s.sendbird.com/v3/users" % app, ["Api-Token: %s" % t])


def v_solapi():
    a, s = "NCS" + rs(UPALNUM, 13), rs(UPALNUM, 32)
    return mk("Solapi SMS API key", "korea", [("SOLAPI_API_KEY", a, True), ("SOLAPI_API_SECRET", s, True)])


def v_aligo():
    t = rs(LOWALNUM, 32)
    return mk("Aligo SMS API key", "korea", [("ALIGO_USER_ID", pick(KO_ROMAN), False), ("ALIGO_API_KEY", t, True)])


# --- Japanese
def v_line():
    t = rs(B64, 171) + "="
    s = rhex(32)
    return mk("LINE Messaging API channel token", "japan",
              [("LINE_CHANNEL_ACCESS_TOKEN", t, True), ("LINE_CHANNEL_SECRET", s, True)],
              "https://api.line.me/v2/bot/message/push", ["Authorization: Bearer %s" % t], "POST")


def v_chatwork():
    t = rhex(32)
    return mk("Chatwork API token", "japan", [("CHATWORK_API_TOKEN", t, True)],
              "https://api.chatwork.com/v2/rooms/%d/messages" % rint(10 ** 8, 10 ** 9),
              ["X-ChatWorkToken: %s" % t], "POST")


def v_backlog():
    t = rs(ALNUM, 64)
    return mk("Backlog API key", "japan", [("BACKLOG_API_KEY", t, True)],
              "https://%s.backlog.jp/api/v2/issues?apiKey=%s" % (pick(["acme", "acme-jp"]), t))


def v_sakura():
    a, s = ruuid(), rs(ALNUM, 64)
    return mk("Sakura Cloud API key", "japan", [("SAKURACLOUD_ACCESS_TOKEN", a, True),
                                                ("SAKURACLOUD_ACCESS_TOKEN_SECRET", s, True)])


def v_kintone():
    t = rs(ALNUM, 40)
    return mk("kintone API token", "japan", [("KINTONE_API_TOKEN", t, True)],
              "https://%s.cybozu.com/k/v1/records.json?app=%d" % (pick(["acme", "acme-jp"]), rint(5, 400)),
              ["X-Cybozu-API-Token: %s" % t])


def v_line_notify():
    t = rs(ALNUM, 43)
    return mk("LINE Notify token", "japan", [("LINE_NOTIFY_TOKEN", t, True)],
              "https://notify-api.line.me/api/notify", ["Authorization: Bearer %s" % t], "POST")


# --- Chinese
def v_alibaba():
    a, s = "LTAI5t" + rs(ALNUM, 18), rs(ALNUM, 30)
    return mk("Alibaba Cloud AccessKey", "china", [("ALIBABA_CLOUD_ACCESS_KEY_ID", a, True),
                                                   ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", s, True)])


def v_tencent():
    a, s = "AKID" + rs(ALNUM, 32), rs(ALNUM, 32)
    return mk("Tencent Cloud SecretId/SecretKey", "china", [("TENCENTCLOUD_SECRET_ID", a, True),
                                                            ("TENCENTCLOUD_SECRET_KEY", s, True)])


def v_baidu():
    a, s = rs(ALNUM, 24), rs(ALNUM, 32)
    return mk("Baidu AI Cloud secret key", "china", [("BAIDU_API_KEY", a, False), ("BAIDU_SECRET_KEY", s, True)])


def v_huawei():
    a, s = rs(UPALNUM, 20), rs(ALNUM, 40)
    return mk("Huawei Cloud AK/SK", "china", [("HUAWEICLOUD_SDK_AK", a, True), ("HUAWEICLOUD_SDK_SK", s, True)])


def v_wechat():
    a, s = "wx" + rhex(16), rhex(32)
    return mk("WeChat AppSecret", "china", [("WECHAT_APPID", a, False), ("WECHAT_APPSECRET", s, True)],
              "https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=%s&secret=%s" % (a, s))


def v_dingtalk():
    t, s = rhex(64), "SEC" + rhex(64)
    return mk("DingTalk robot token and sign secret", "china",
              [("DINGTALK_ACCESS_TOKEN", t, True), ("DINGTALK_SECRET", s, True)],
              "https://oapi.dingtalk.com/robot/send?access_token=%s" % t, [], "POST")


def v_feishu():
    a, s = "cli_" + rhex(16), rs(ALNUM, 32)
    return mk("Feishu/Lark app secret", "china", [("FEISHU_APP_ID", a, False), ("FEISHU_APP_SECRET", s, True)])


def v_volc():
    a, s = "AKLT" + rs(ALNUM, 43), b64e(rbytes(45))
    return mk("Volcengine AK/SK", "china", [("VOLC_ACCESSKEY", a, True), ("VOLC_SECRETKEY", s, True)])


def v_qiniu():
    a, s = rs(B64URL, 40), rs(B64URL, 40)
    return mk("Qiniu AK/SK", "china", [("QINIU_ACCESS_KEY", a, True), ("QINIU_SECRET_KEY", s, True)])


def v_zhipu():
    t = rhex(32) + "." + rs(ALNUM, 16)
    return mk("Zhipu BigModel API key", "china", [("ZHIPUAI_API_KEY", t, True)],
              "https://open.bigmodel.cn/api/paas/v4/chat/completions", ["Authorization: Bearer %s" % t], "POST")


def v_deepseek():
    t = "sk-" + rhex(32)
    return mk("DeepSeek API key", "china", [("DEEPSEEK_API_KEY", t, True)],
              "https://api.deepseek.com/chat/completions", ["Authorization: Bearer %s" % t], "POST")


def v_moonshot():
    t = "sk-" + rs(ALNUM, 48)
    return mk("Moonshot (Kimi) API key", "china", [("MOONSHOT_API_KEY", t, True)],
              "https://api.moonshot.cn/v1/models", ["Authorization: Bearer %s" % t])


VENDORS = [
    v_aws, v_aws_sts, v_github, v_github_fg, v_gitlab, v_bitbucket, v_slack_bot, v_slack_user,
    v_stripe, v_stripe_rk, v_stripe_wh, v_openai, v_anthropic, v_gemini, v_google_oauth,
    v_azure_storage, v_azure_ad, v_azure_openai, v_twilio, v_sendgrid, v_mailgun, v_mailchimp,
    v_npm, v_pypi, v_dockerhub, v_vault, v_tfc, v_digitalocean, v_shopify, v_atlassian,
    v_linear, v_notion, v_figma, v_hf, v_postman, v_newrelic, v_datadog, v_sentry, v_grafana,
    v_cloudflare, v_heroku, v_supabase, v_discord, v_telegram, v_square, v_braintree, v_okta,
    v_databricks, v_airtable, v_dropbox, v_mapbox_sk, v_fcm, v_meta, v_twitter, v_doppler,
    v_onepassword, v_pulumi, v_netlify, v_buildkite, v_render, v_replicate, v_groq,
    v_perplexity, v_xai, v_tailscale, v_age, v_sonar, v_jfrog, v_azdo, v_langsmith, v_wandb,
    v_cloudinary, v_resend, v_postmark, v_planetscale, v_clerk, v_shippo, v_jenkins, v_cohere,
    v_contentful, v_mistral, v_deepl, v_brevo, v_mollie, v_gocardless, v_scaleway, v_ovh,
    v_hetzner, v_adyen, v_spotify,
    v_kakao, v_naver, v_ncp, v_toss, v_portone, v_nhn, v_coupang, v_datagokr, v_channelio,
    v_sendbird, v_solapi, v_aligo,
    v_line, v_chatwork, v_backlog, v_sakura, v_kintone, v_line_notify,
    v_alibaba, v_tencent, v_baidu, v_huawei, v_wechat, v_dingtalk, v_feishu, v_volc, v_qiniu,
    v_zhipu, v_deepseek, v_moonshot,
]


# ---------------------------------------------------------------- passwords
PUNCT = "!@#$%^&*()-_=+[]{};:,.?/~|"
SHELL_SAFE_PUNCT = "@%^_+=:,.-/~"
SYMS = "!@#$%^&*?"

# Korean 2-set (dubeolsik) keyboard: what Hangul typed with the IME off looks like
_KB_L = "r R s e E f a q Q t T d w W c z x v g".split()
_KB_V = "k o i O j p u P h hk ho hl y n nj np nl b m ml l".split()
_KB_T = [""] + "r R rt s sw sg e f fr fa fq ft fx fv fg a q qt t T d w c z x v g".split()


def hangul_to_qwerty(word):
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            out.append(_KB_L[code // 588] + _KB_V[(code % 588) // 28] + _KB_T[code % 28])
        else:
            out.append(ch)
    return "".join(out)


def pw_human():
    w = pick(EN_WORDS)
    w = w.capitalize() if chance(0.7) else w
    tail = pick([str(year()), rs(DIG, rint(2, 4)), "%02d%02d" % (rint(1, 12), rint(1, 28))])
    s = rs(SYMS, rint(1, 2))
    return pick([w + tail + s, w + s + tail, s + w + tail, w + pick(EN_WORDS).capitalize() + tail])


def pw_name_bday():
    n = pick(KO_ROMAN + EN_NAMES)
    n = n.capitalize() if chance(0.5) else n
    return n + "%02d%02d" % (rint(1, 12), rint(1, 28)) + rs(SYMS, rint(1, 3))


def pw_passphrase():
    k = rint(3, 5)
    ws = [pick(EN_WORDS) for _ in range(k)]
    if chance(0.4):
        ws = [w.capitalize() for w in ws]
    sep = pick(["-", " ", ".", "_", ""])
    p = sep.join(ws)
    if chance(0.5):
        p += sep + str(rint(1, 99))
    return p


def pw_punct():
    n = rint(12, 20)
    while True:
        p = "".join(pick(PUNCT) if chance(0.45) else pick(ALNUM) for _ in range(n))
        if sum(c in PUNCT for c in p) >= 4 and any(c.isalnum() for c in p):
            return p


def pw_korkbd():
    ws = [pick(KO_WORDS) for _ in range(rint(1, 2))]
    p = hangul_to_qwerty("".join(ws))
    if chance(0.4):
        p = p[0].upper() + p[1:]
    p += pick([rs(DIG, rint(2, 4)), str(year())]) + rs(SYMS, rint(0, 2))
    return p if len(p) >= 8 else p + rs(DIG, 8 - len(p))


def pw_hangul():
    ws = "".join(pick(KO_WORDS) for _ in range(rint(1, 2)))
    p = ws + pick([rs(DIG, rint(2, 4)), str(year())]) + rs(SYMS, rint(0, 2))
    return p if len(p) >= 8 else p + rs(DIG, 8 - len(p))


def pw_generated():
    return rs(ALNUM + "!@#%^*-_=+", rint(20, 32))


def pw_service():
    return rs(ALNUM, rint(20, 40))


def pw_leet():
    base = pick(["P@ssw0rd", "Welc0me", "Adm1n", "S3cur3", "Passw0rd", "Qwer", "Abcd"])
    return base + pick([str(year()), rs(DIG, 3)]) + rs(SYMS, rint(1, 2)) + rs(ALNUM, rint(0, 3))


PW_STYLES = [("human", pw_human), ("name+birthday", pw_name_bday), ("passphrase", pw_passphrase),
             ("punctuation-heavy", pw_punct), ("Korean keyboard", pw_korkbd), ("Hangul", pw_hangul),
             ("generated", pw_generated), ("service random", pw_service), ("leet", pw_leet)]


def password(style=None, lang="en"):
    """returns (style_name, password)"""
    if style is None:
        if lang == "ko":
            pool = PW_STYLES + [PW_STYLES[4], PW_STYLES[5], PW_STYLES[5]]
        elif chance(0.08):
            pool = PW_STYLES
        else:
            pool = [s for s in PW_STYLES if s[0] != "Hangul"]
        style = pick(pool)
    else:
        style = [s for s in PW_STYLES if s[0] == style][0]
    while True:
        p = style[1]()
        if len(p) >= 8:
            return style[0], p


def shell_safe(p):
    return all(c.isalnum() or c in SHELL_SAFE_PUNCT for c in p) and p.isascii()


def sq(p):
    """shell-quote the way people do: bare when harmless, else single quotes"""
    return p if shell_safe(p) else "'%s'" % p


def urlenc(p):
    return urllib.parse.quote(p, safe="")


# ---------------------------------------------------------------- keys & codes
def _der_len(n):
    return bytes([n]) if n < 128 else bytes([0x81, n]) if n < 256 else bytes([0x82, n >> 8, n & 255])


def _ssh_str(b):
    return len(b).to_bytes(4, "big") + b


def pem_lines(b64text, width=64):
    return [b64text[i:i + width] for i in range(0, len(b64text), width)]


def key_ec():
    der = (bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a14403420004")
           + rbytes(64))
    return "EC PRIVATE KEY", pem_lines(b64e(der))


def key_ed25519_pkcs8():
    der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
    return "PRIVATE KEY", pem_lines(b64e(der))


def key_openssh(comment):
    pub = rbytes(32)
    priv = rbytes(32)
    kt = b"ssh-ed25519"
    pubblob = _ssh_str(kt) + _ssh_str(pub)
    chk = rbytes(4)
    sec = chk + chk + _ssh_str(kt) + _ssh_str(pub) + _ssh_str(priv + pub) + _ssh_str(comment.encode())
    i = 1
    while len(sec) % 8:
        sec += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\x00" + _ssh_str(b"none") + _ssh_str(b"none") + _ssh_str(b"")
            + (1).to_bytes(4, "big") + _ssh_str(pubblob) + _ssh_str(sec))
    return "OPENSSH PRIVATE KEY", pem_lines(b64e(blob), 70)


def key_rsa_excerpt(nlines):
    first = "MIIEpAIBAAKCAQEA" + rs(B64, 48)
    return "RSA PRIVATE KEY", [first] + [rs(B64, 64) for _ in range(nlines - 1)]


def key_pkcs8_rsa_excerpt(nlines):
    first = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + rs(B64, 14)
    return "PRIVATE KEY", [first] + [rs(B64, 64) for _ in range(nlines - 1)]


def pem_text(label, lines, sep="\n"):
    return sep.join(["-----BEGIN %s-----" % label] + lines + ["-----END %s-----" % label])


def totp_seed():
    return rs(B32, pick([16, 16, 32, 26]))


def grouped(s, n=4, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def recovery_codes(style):
    k = rint(4, 8)
    if style == "github":
        return [rhex(5) + "-" + rhex(5) for _ in range(k)]
    if style == "google":
        return ["%04d %04d" % (rint(0, 9999), rint(0, 9999)) for _ in range(k)]
    if style == "gitlab":
        return [rhex(16) for _ in range(k)]
    if style == "aws":
        return [rs(UPALNUM, 8) for _ in range(k)]
    if style == "apple":
        return ["-".join(rs(UPALNUM, 4) for _ in range(7))]
    if style == "bitlocker":
        return ["-".join("%06d" % (rint(0, 90909) * 11) for _ in range(8))]
    if style == "1password":
        return ["A3-" + "-".join([rs(UPALNUM, 6), rs(UPALNUM, 6), rs(UPALNUM, 5), rs(UPALNUM, 5),
                                  rs(UPALNUM, 5), rs(UPALNUM, 5)])]
    return [rs(LOWALNUM, 4) + "-" + rs(LOWALNUM, 4) for _ in range(k)]


def cookie_value(name):
    if name == "sessionid":
        return rs(LOWALNUM, 32)
    if name == "PHPSESSID":
        return rs(LOWALNUM, 26)
    if name == "connect.sid":
        return "s%3A" + rs(B64URL, 32) + "." + rs(ALNUM, 43)
    if name == "JSESSIONID":
        return rs(HEXU, 32)
    if name == "laravel_session":
        inner = json.dumps({"iv": b64e(rbytes(16)), "value": b64e(rbytes(rint(90, 140))),
                            "mac": rhex(64), "tag": ""}, separators=(",", ":"))
        return urlenc(b64e(inner.encode()))
    if name == "_gitlab_session":
        return rhex(32)
    if name == "ASP.NET_SessionId":
        return rs("abcdefghijklmnopqrstuvwxyz012345", 24)
    if name == ".AspNetCore.Cookies":
        return "CfDJ8" + rs(B64URL, rint(250, 340))
    if name == "__Secure-next-auth.session-token":
        return "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs(B64URL, 16) + "." + rs(B64URL, rint(180, 260)) + "." + rs(B64URL, 22)
    if name == "_myapp_session":
        return urlenc(b64e(rbytes(rint(90, 130)))) + "--" + rhex(40)
    if name == "remember_token":
        return rs(B64URL, 43)
    return rs(B64URL, 40)


COOKIE_NAMES = ["sessionid", "PHPSESSID", "connect.sid", "JSESSIONID", "laravel_session",
                "_gitlab_session", "ASP.NET_SessionId", ".AspNetCore.Cookies",
                "__Secure-next-auth.session-token", "_myapp_session", "remember_token"]


# ---------------------------------------------------------------- containers
FILLERS = [("NODE_ENV", "production"), ("LOG_LEVEL", "info"), ("PORT", "8080"), ("APP_ENV", "staging"),
           ("TZ", "Asia/Seoul"), ("REGION", "ap-northeast-2"), ("FEATURE_NEW_CHECKOUT", "true"),
           ("WORKERS", "4"), ("TIMEOUT_MS", "3000"), ("DEBUG", "false"), ("CACHE_TTL", "600"),
           ("SENTRY_ENVIRONMENT", "staging"), ("HTTP_PROXY", "http://proxy.internal:3128"),
           ("MAX_RETRIES", "5"), ("DB_HOST", "db.internal"), ("QUEUE_NAME", "jobs-default")]


def with_fillers(items, kmax=3):
    """insert 0..kmax non-secret items at random positions (start/middle/end)"""
    items = list(items)
    used = [i[0] for i in items]
    for _ in range(rint(0, kmax)):
        f = pick(FILLERS)
        if f[0] in used:
            continue
        used.append(f[0])
        items.insert(rint(0, len(items)), (f[0], f[1], False))
    return items


def svc_id(ctx):
    """service name usable inside configs (ASCII); Korean prose names map to a stable ASCII one"""
    s = ctx.get("svc", "app")
    if s.isascii():
        return s
    return SERVICES[KO_SERVICES.index(s) % len(SERVICES)] if s in KO_SERVICES else "app"


def k_snake(n):
    return n.lower()


def k_camel(n):
    parts = n.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def k_pascal(n):
    return "".join(p.capitalize() for p in n.lower().split("_"))


def k_dot(n):
    return n.lower().replace("_", ".")


def slug(vendor_name):
    w = "".join(c if c.isalnum() else " " for c in vendor_name.lower()).split()
    return "-".join(w[:2]) if w else "app"


def q_dq(v):
    return '"%s"' % v


def envline(n, v):
    if any(c in v for c in " #'\"$`"):
        return '%s="%s"' % (n, v) if "$" not in v else "%s='%s'" % (n, v)
    return "%s=%s" % (n, v) if chance(0.7) else '%s="%s"' % (n, v)


def c_dotenv(items, ctx):
    return ".env", "\n".join(envline(n, v) for n, v, _ in items)


def c_export(items, ctx):
    return "shell export", "\n".join("export %s=%s" % (n, sq(v)) if chance(0.6) or not shell_safe(v)
                                     else 'export %s="%s"' % (n, v) for n, v, _ in items)


def c_fish(items, ctx):
    return "fish set -gx", "\n".join("set -gx %s %s" % (n, sq(v)) for n, v, _ in items)


def c_powershell(items, ctx):
    return "PowerShell $env:", "\n".join("$env:%s = '%s'" % (n, v) for n, v, _ in items)


def c_cmd(items, ctx):
    return "Windows cmd set", "\n".join('set "%s=%s"' % (n, v) for n, v, _ in items)


def c_inline(items, ctx):
    cmdl = pick(["npm run deploy", "./scripts/sync.sh --env staging", "python manage.py runjob nightly",
                 "make release", "go run ./cmd/worker", "bundle exec rake data:import", "node dist/index.js"])
    return "inline env command", "$ " + " ".join("%s=%s" % (n, sq(v)) for n, v, _ in items) + " " + cmdl


def c_docker_run(items, ctx):
    img = pick(["ghcr.io/acme/worker:1.8.2", "acme/api:latest", "registry.acme.io/etl:2024.11", "node:20-alpine"])
    return "docker run -e", "docker run --rm \\\n" + "".join("  -e %s=%s \\\n" % (n, sq(v)) for n, v, _ in items) + "  " + img


def c_yaml(items, ctx):
    top = k_snake(ctx.get("slug", "app").replace("-", "_"))
    return "YAML config", "%s:\n" % top + "\n".join('  %s: "%s"' % (k_snake(n), v) for n, v, _ in items)


def c_json(items, ctx):
    obj = {k_camel(ctx.get("slug", "app").replace("-", "_")): dict((k_camel(n), v) for n, v, _ in items)}
    return "JSON config", json.dumps(obj, indent=2, ensure_ascii=False)


def c_toml(items, ctx):
    return "TOML", "[%s]\n" % ctx.get("slug", "app") + "\n".join('%s = "%s"' % (k_snake(n), v) for n, v, _ in items)


def c_ini(items, ctx):
    return "INI", "[%s]\n" % ctx.get("slug", "app") + "\n".join("%s = %s" % (k_snake(n), v) for n, v, _ in items)


def c_properties(items, ctx):
    return ".properties", "\n".join("%s=%s" % (k_dot(n), v) for n, v, _ in items)


def c_xml(items, ctx):
    return "XML appSettings", ("<appSettings>\n" + "\n".join('  <add key="%s" value="%s" />' % (k_pascal(n), v)
                                                             for n, v, _ in items) + "\n</appSettings>")


def c_k8s_secret(items, ctx):
    return "Kubernetes Secret stringData", (
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-credentials\n  namespace: %s\ntype: Opaque\nstringData:\n"
        % (ctx.get("slug", "app"), pick(["default", "prod", "staging", "batch"]))
        + "\n".join('  %s: "%s"' % (n, v) for n, v, _ in items))


def c_compose(items, ctx):
    if chance(0.5):
        env = "\n".join('      %s: "%s"' % (n, v) for n, v, _ in items)
    else:
        env = "\n".join('      - %s=%s' % (n, v) for n, v, _ in items)
    return "docker-compose environment", ("services:\n  %s:\n    image: %s\n    environment:\n%s"
                                          % (svc_id(ctx), pick(["acme/app:dev", "python:3.12-slim", "node:20"]), env))


def c_dockerfile(items, ctx):
    kw = pick(["ENV", "ARG"])
    return "Dockerfile %s" % kw, ("FROM %s\nWORKDIR /app\n" % pick(["python:3.12-slim", "node:20-bookworm", "eclipse-temurin:21-jre"])
                                  + "\n".join('%s %s="%s"' % (kw, n, v) for n, v, _ in items) + "\nCOPY . .")


def c_gha(items, ctx):
    return "GitHub Actions env", ("jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n"
                                  "      - run: ./scripts/deploy.sh\n        env:\n"
                                  + "\n".join("          %s: %s" % (n, q_dq(v)) for n, v, _ in items))


def c_gitlab_ci(items, ctx):
    return ".gitlab-ci.yml variables", ("variables:\n" + "\n".join('  %s: "%s"' % (n, v) for n, v, _ in items)
                                        + "\n\ndeploy:\n  stage: deploy\n  script:\n    - ./deploy.sh")


def c_terraform(items, ctx):
    if chance(0.5):
        return "terraform.tfvars", "\n".join('%s = "%s"' % (k_snake(n), v) for n, v, _ in items)
    return "Terraform provider block", ('provider "%s" {\n' % ctx.get("slug", "app").split("-")[0]
                                        + "\n".join('  %s = "%s"' % (k_snake(n), v) for n, v, _ in items) + "\n}")


def c_helm(items, ctx):
    return "Helm values.yaml", ("replicaCount: 2\nenv:\n" + "\n".join('  - name: %s\n    value: "%s"' % (n, v) for n, v, _ in items))


def c_systemd(items, ctx):
    return "systemd unit", ("[Service]\nExecStart=/opt/%s/bin/run\n" % svc_id(ctx)
                            + "\n".join('Environment="%s=%s"' % (n, v) for n, v, _ in items))


def c_python(items, ctx):
    if chance(0.5):
        return "Python code", "import os\n\n" + "\n".join('os.environ["%s"] = "%s"' % (n, v) for n, v, _ in items)
    return "Python settings", "\n".join('%s = "%s"' % (n, v) for n, v, _ in items)


def c_js(items, ctx):
    return "JavaScript config", ("module.exports = {\n" + "\n".join('  %s: "%s",' % (k_camel(n), v) for n, v, _ in items) + "\n};")


def c_ts(items, ctx):
    return "TypeScript code", "\n".join('export const %s = process.env.%s ?? "%s";' % (n, n, v) for n, v, _ in items)


def c_go(items, ctx):
    return "Go code", ("const (\n" + "\n".join('\t%s = "%s"' % (k_camel(n), v) for n, v, _ in items) + "\n)")


def c_java(items, ctx):
    return "Java constants", "\n".join('private static final String %s = "%s";' % (n, v) for n, v, _ in items)


def c_kotlin(items, ctx):
    return "Kotlin code", "\n".join('val %s = "%s"' % (k_camel(n), v) for n, v, _ in items)


def c_csharp(items, ctx):
    return "C# code", "\n".join('Environment.SetEnvironmentVariable("%s", "%s");' % (n, v) for n, v, _ in items)


def c_ruby(items, ctx):
    return "Ruby code", "\n".join('ENV["%s"] ||= "%s"' % (n, v) for n, v, _ in items)


def c_php(items, ctx):
    return "PHP define", "<?php\n" + "\n".join("define('%s', '%s');" % (n, v) for n, v, _ in items)


def c_rust(items, ctx):
    return "Rust const", "\n".join('const %s: &str = "%s";' % (n, v) for n, v, _ in items)


def c_swift(items, ctx):
    return "Swift code", "\n".join('static let %s = "%s"' % (k_camel(n), v) for n, v, _ in items)


def c_log(items, ctx):
    lvl = pick(["DEBUG", "INFO", "WARN"])
    body = ", ".join("%s=%s" % (n, v) for n, v, _ in items)
    return "application log", "%s %s [%s] config loaded: {%s}" % (rts(), lvl, svc_id(ctx), body)


def c_trace(items, ctx):
    n, v = [(n, v) for n, v, f in items if f][0] if any(f for _, _, f in items) else items[0][:2]
    return "Python traceback", ('Traceback (most recent call last):\n  File "/app/%s/client.py", line %d, in connect\n'
                                '    resp.raise_for_status()\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized '
                                'for %s=%s' % (ctx.get("slug", "app").replace("-", "_"), rint(20, 300), n, v))


def c_diff(items, ctx):
    lines = ["--- a/%s" % ctx.get("file", ".env"), "+++ b/%s" % ctx.get("file", ".env"), "@@ -%d,%d +%d,%d @@" % (
        rint(1, 40), len(items), rint(1, 40), len(items))]
    for n, v, f in items:
        if f:
            lines.append("-%s=%s" % (n, pick(["", "changeme", "TODO", "${%s}" % n])))
            lines.append("+%s=%s" % (n, v))
        else:
            lines.append(" %s=%s" % (n, v))
    return "git diff", "\n".join(lines)


def c_table(items, ctx):
    return "markdown table", "| key | value |\n|---|---|\n" + "\n".join("| %s | %s |" % (n, v) for n, v, _ in items)


def c_chat(items, ctx):
    who = ctx.get("person", "dana")
    t = "%02d:%02d" % (rint(8, 20), rint(0, 59))
    body = "\n".join("%s %s" % (n, v) for n, v, _ in items)
    return "chat message", "[%s] %s: %s\n%s" % (t, who, ctx.get("chat_intro", "here you go"), body)


def c_notebook(items, ctx):
    return "Jupyter %env", "\n".join("In [%d]: %%env %s=%s" % (i + 3, n, v) for i, (n, v, _) in enumerate(items))


def c_heroku(items, ctx):
    return "heroku config:set", "heroku config:set " + " ".join("%s=%s" % (n, sq(v)) for n, v, _ in items) + " -a %s" % svc_id(ctx)


def c_gh_secret(items, ctx):
    return "gh secret set", "\n".join('gh secret set %s --body "%s" --repo %s' % (n, v, ctx.get("repo", "acme/app"))
                                      for n, v, _ in items)


def c_kubectl(items, ctx):
    return "kubectl create secret", ("kubectl create secret generic %s-credentials \\\n" % ctx.get("slug", "app")
                                     + " \\\n".join("  --from-literal=%s=%s" % (n, sq(v)) for n, v, _ in items))


def c_vault_put(items, ctx):
    return "vault kv put", "vault kv put secret/%s " % ctx.get("slug", "app") + " ".join("%s=%s" % (k_snake(n), sq(v)) for n, v, _ in items)


def c_ssm(items, ctx):
    return "aws ssm put-parameter", "\n".join('aws ssm put-parameter --name "/%s/%s" --type SecureString --value "%s" --overwrite'
                                              % (svc_id(ctx), n, v) for n, v, _ in items)


def c_user_secrets(items, ctx):
    return "dotnet user-secrets", "\n".join('dotnet user-secrets set "%s:%s" "%s"' % (k_pascal(ctx.get("slug", "app").replace("-", "_")), k_pascal(n), v)
                                            for n, v, _ in items)


def c_makefile(items, ctx):
    return "Makefile", "\n".join("export %s := %s" % (n, v) for n, v, _ in items) + "\n\ndeploy:\n\t./bin/deploy --env=$(ENV)"


def c_vscode(items, ctx):
    env = dict((n, v) for n, v, _ in items)
    cfg = {"version": "0.2.0", "configurations": [{"name": "Debug worker", "type": "node", "request": "launch",
                                                    "program": "${workspaceFolder}/src/worker.ts", "env": env}]}
    return "VS Code launch.json", json.dumps(cfg, indent=2, ensure_ascii=False)


def c_postman_env(items, ctx):
    vals = [{"key": n, "value": v, "enabled": True} for n, v, _ in items]
    return "Postman environment", json.dumps({"name": "staging", "values": vals}, indent=1, ensure_ascii=False)


def c_crontab(items, ctx):
    return "crontab", "%d %d * * * " % (rint(0, 59), rint(0, 23)) + " ".join("%s=%s" % (n, sq(v)) for n, v, _ in items) + " /opt/jobs/%s.sh >> /var/log/job.log 2>&1" % svc_id(ctx)


def c_supervisor(items, ctx):
    return "supervisord.conf", "[program:%s]\ncommand=/opt/app/bin/start\nenvironment=%s" % (
        svc_id(ctx), ",".join('%s="%s"' % (n, v) for n, v, _ in items))


CONTAINERS = [c_dotenv, c_export, c_fish, c_powershell, c_cmd, c_inline, c_docker_run, c_yaml, c_json, c_toml,
              c_ini, c_properties, c_xml, c_k8s_secret, c_compose, c_dockerfile, c_gha, c_gitlab_ci, c_terraform,
              c_helm, c_systemd, c_python, c_js, c_ts, c_go, c_java, c_kotlin, c_csharp, c_ruby, c_php, c_rust,
              c_swift, c_log, c_trace, c_diff, c_table, c_chat, c_notebook, c_heroku, c_gh_secret, c_kubectl,
              c_vault_put, c_ssm, c_user_secrets, c_makefile, c_vscode, c_postman_env, c_crontab, c_supervisor]

_XML_BAD = '&<>"'


def container_fits(c, items):
    for _, v, _ in items:
        if c is c_xml and any(ch in v for ch in _XML_BAD):
            return False
        if c in (c_php, c_powershell) and "'" in v:
            return False
        if c is c_cmd and any(ch in v for ch in '%"^&|<>'):
            return False
        if c in (c_makefile,) and any(ch in v for ch in "$# "):
            return False
        if c in (c_supervisor, c_systemd) and any(ch in v for ch in '"%'):
            return False
        if c is c_chat and " " in v:
            return False
        if c is c_table and "|" in v:
            return False
        if c in (c_log, c_notebook, c_trace) and " " in v:
            return False
        if c is c_properties and v[:1] in "#! ":
            return False
    return True


def render_kv(items, ctx, container=None):
    for _ in range(100):
        c = container or pick(CONTAINERS)
        if container_fits(c, items):
            label, text = c(items, ctx)
            return label, text
        container = None
    raise Regenerate("no container fits")


# ---------------------------------------------------------------- prose (secret notes)
def P(pool, **kw):
    return pick(pool).format(**kw)


MC_OPEN = {
    "en": [
        "During {task} for {svc} I hit a 401 and did not know which credential it was reading for {thing}.",
        "I didn't know {svc} still loads {thing} from {file} instead of the secret store.",
        "Nobody told me that staging and production use different values for {thing}.",
        "While debugging {task} I had no idea where {env} was being set.",
        "I was missing {thing}, so I couldn't reproduce the failure locally.",
        "{repo} has no docs on {thing}; I only found the working value by grepping old commits.",
        "I assumed {env} was injected by CI, but the runner read it from a checked-in file.",
        "The user asked me to look into {task} but didn't mention that {svc} authenticates with {thing}.",
        "I spent an hour on a 403 from {svc} before learning that {thing} had been rotated last week.",
        "I didn't know that {person} keeps {thing} for the team, or that the copy in {file} is the current one.",
        "The handover doc for {svc} skipped the part about {thing}.",
        "Moving {svc} to the new cluster broke because {thing} was hard-coded, which I did not know.",
        "I didn't realise the smoke tests hit the real API, so they need {thing} even on a laptop.",
        "Context I lacked: {svc} signs its outbound calls itself and needs {thing} at build time, not at runtime.",
    ],
    "ko": [
        "{svc}에서 {task} 도중 401이 났는데, {thing} 값을 어디서 읽는지 몰랐다.",
        "{svc} 서비스가 아직 secret store가 아니라 {file}에서 {thing} 값을 읽는다는 걸 몰랐다.",
        "스테이징과 운영의 {thing} 값이 다르다는 걸 아무도 알려주지 않았다.",
        "{task} 디버깅 중에 {env} 변수가 어디서 설정되는지 몰랐다.",
        "{thing} 값이 없어서 로컬에서 장애를 재현할 수 없었다.",
        "{repo} 저장소에는 {thing} 관련 문서가 없어서 예전 커밋을 뒤져서야 동작하는 값을 찾았다.",
        "{env} 변수는 CI가 주입한다고 생각했는데, 실제로는 커밋된 파일에서 읽고 있었다.",
        "사용자가 {task} 건을 봐 달라고 했지만 {svc} 쪽이 {thing} 값으로 인증한다는 얘기는 없었다.",
        "{svc}의 403 때문에 한 시간을 썼는데, 알고 보니 {thing} 값이 지난주에 교체됐었다.",
        "{thing} 값은 {person}님이 관리하고, {file}에 있는 것이 최신이라는 걸 몰랐다.",
        "{svc} 인수인계 문서에 {thing} 관련 내용이 빠져 있었다.",
        "{svc} 서비스를 새 클러스터로 옮기다가 깨졌는데, {thing} 값이 하드코딩돼 있다는 걸 몰랐기 때문이다.",
        "스모크 테스트가 실제 API를 호출해서 노트북에서도 {thing} 값이 필요하다는 걸 몰랐다.",
        "몰랐던 점: {svc} 서비스는 빌드 시점에 {thing} 값이 필요하다. 런타임이 아니다.",
    ],
}

SNIP_LEAD = {
    "en": ["Pasted config:", "What was in {file}:", "The block in question:", "This is what {person} sent:",
           "Relevant part ({container}):", "Found this:", "Current version:", "Snippet:", "From the repo:"],
    "ko": ["붙여준 설정:", "{file} 내용:", "문제의 블록:", "{person}님이 보낸 내용:", "관련 부분({container}):",
           "찾은 내용:", "현재 버전:", "스니펫:", "저장소에 있던 내용:"],
}

LESSON_PLAIN = {
    "en": [
        "{svc} reads {env} only at startup, so after changing {file} the process must be restarted; {task} passed after a restart.",
        "The client silently falls back to defaults when {env} is empty; check the startup log before blaming the network.",
        "Values for {thing} are per environment. Use staging for tests and never point tests at production.",
        "The 401 came from a trailing newline copied along with the value; trimming it fixed {task}.",
        "{thing} is rate-limited per credential, so the nightly job and the web app should not share it.",
        "Load {file} before starting {svc}; otherwise the SDK caches an empty value.",
        "The value in {file} overrides the one from the secret store because dotenv loads last.",
        "Rotating {thing} means updating both {file} and the CI variables, or {task} breaks again.",
        "When {task} fails with 401, first check which {env} the process actually sees with `env | grep`.",
        "Ask for {thing} up front instead of guessing from old commits; the old values are all revoked.",
    ],
    "ko": [
        "{svc} 서비스는 시작할 때만 {env} 변수를 읽으므로 {file} 파일을 바꾼 뒤에는 재시작해야 한다. 재시작 후 {task}에서 더 이상 실패하지 않았다.",
        "{env} 변수가 비어 있으면 클라이언트가 조용히 기본값으로 fallback한다. 네트워크를 의심하기 전에 시작 로그부터 확인할 것.",
        "{thing} 값은 환경별로 다르다. 테스트에는 스테이징 값만 쓰고 운영 값은 절대 쓰지 않는다.",
        "값을 복사할 때 뒤에 개행이 같이 붙어서 401이 났다. trim 처리하니 {task}에서 해결됐다.",
        "{thing} 값 단위로 rate limit이 걸리므로 야간 작업과 웹앱이 같은 값을 쓰면 안 된다.",
        "{file} 파일을 먼저 로드한 뒤 {svc} 프로세스를 띄워야 한다. 순서가 바뀌면 SDK가 빈 값을 캐시한다.",
        "dotenv가 마지막에 로드되기 때문에 {file}의 값이 secret store 값을 덮어쓴다.",
        "{thing} 값을 교체할 때는 {file} 파일과 CI 변수를 둘 다 바꿔야 한다. 안 그러면 {task}에서 또 깨진다.",
        "{task}에서 401이 나면 먼저 `env | grep` 으로 프로세스가 실제로 보는 {env} 값을 확인할 것.",
        "예전 커밋에서 추측하지 말고 {thing} 값은 처음부터 물어볼 것. 예전 값은 전부 폐기됐다.",
    ],
}

LESSON_LEAD = {
    "en": ["The working setup:", "Fixed version:", "What finally worked:", "Keep it like this:",
           "For the record, the config that passed:", "Working snippet:"],
    "ko": ["동작하는 설정:", "수정한 버전:", "최종적으로 동작한 것:", "이렇게 유지할 것:", "참고로 통과한 설정:",
           "동작하는 스니펫:"],
}

ASK_PLAIN = {
    "en": ["Should {thing} move to the secret manager, and who owns rotation?",
           "Is {thing} shared with other services, or can I rotate it?",
           "Which environment's credentials should I use for {task}?",
           "Do you want me to remove the value from {file} and reference {env} instead?",
           "Who should I ask for {thing} next time: you or {person}?",
           "Is there a read-only credential I should use instead of this one?"],
    "ko": ["{thing} 값을 secret manager로 옮길까요? 로테이션은 누가 담당하나요?",
           "{thing} 값을 다른 서비스도 쓰나요, 아니면 교체해도 되나요?",
           "{task}에는 어느 환경의 자격 증명을 써야 하나요?",
           "{file}에서 값을 지우고 {env} 변수 참조로 바꿀까요?",
           "다음에 {thing} 값이 필요하면 누구에게 물어봐야 하나요?",
           "이것 대신 써야 할 읽기 전용 자격 증명이 있나요?"],
}

ASK_WITH = {
    "en": ["Is {v} still the current value for {thing}, or has it been rotated?",
           "Can I keep using {v} for {task}, or is there a separate one for CI?",
           "{v} is committed in {file}; should I revoke it and move it to the vault?",
           "Should I put {v} into the CI variables too?",
           "Next time, should I use {v} directly or fetch it from the vault?",
           "Is {v} the production value or the staging one?"],
    "ko": ["{v} 이 값이 아직 유효한가요, 아니면 교체됐나요?",
           "{task}에 {v} 값을 계속 써도 되나요? CI용이 따로 있나요?",
           "{file}에 커밋된 {v} 값은 폐기해야 할까요?",
           "{v} 값을 CI 변수에도 넣을까요?",
           "다음에도 {v} 값을 직접 쓸까요, vault에서 가져올까요?",
           "{v} 는 운영 값인가요, 스테이징 값인가요?"],
}

MC_INLINE = {
    "en": ["{person} said the value to use for {thing} is {v}.",
           "The working {env} turned out to be {v}, not the one in the wiki.",
           "In the end the user just pasted it: {v}",
           "{person} confirmed in chat that {thing} is {v} and has not changed since the migration."],
    "ko": ["{person}님 말로는 {thing} 값으로 {v} 를 쓰면 된다고 했다.",
           "{person}님이 {thing} 값은 {v}이고 아직 안 바뀌었다고 했다.",
           "동작하는 {env} 값은 위키에 있는 게 아니라 {v} 였다.",
           "결국 사용자가 값을 그냥 붙여줬다: {v}",
           "{person}님이 채팅에서 {thing} 값은 {v} 이고 마이그레이션 이후 바뀌지 않았다고 확인해줬다."],
}

LESSON_INLINE = {
    "en": ["{v} is the value {svc} needs in {env}; the old one in the wiki is dead.",
           "Setting {env}={v} before running {task} fixed the 401.",
           "Use {v} for {thing} when running {task} locally.",
           "The credential that works is {v}; everything else in old commits is revoked."],
    "ko": ["{v} 가 {svc} 서비스의 {env} 변수에 들어가야 하는 값이다. 위키에 있는 예전 값은 만료됐다.",
           "{task} 실행 전에 {env}={v} 로 설정하니 401이 해결됐다.",
           "{task} 실행 전에 {env} 값을 {v}로 바꾸니 401이 해결됐다.",
           "로컬에서 {task} 돌릴 때 {thing} 값은 {v} 를 쓴다.",
           "동작하는 자격 증명은 {v} 이다. 예전 커밋에 있는 나머지는 전부 폐기됐다."],
}


def wrap_inline(v):
    r = R.random()
    if r < 0.45:
        return "`%s`" % v
    if r < 0.6:
        return '"%s"' % v
    return v


def base_ctx(lang, thing, env="API_KEY", file=None):
    return {"lang": lang, "thing": thing, "svc": svc(lang), "task": task(lang),
            "file": file or pick(SECRET_FILES), "person": person(lang), "env": env,
            "repo": pick(REPOS), "container": "", "slug": "app"}


def fmt(pool, ctx, **extra):
    kw = dict(ctx)
    kw.update(extra)
    out = P(pool[ctx["lang"]], **kw)
    if out.startswith("the "):
        out = "T" + out[1:]
    return out


PLACEMENTS = (["mc"] * 3 + ["lesson"] * 3 + ["mc+ask"] * 2 + ["lesson+ask"] * 2
              + ["ask", "mc_inline", "lesson_inline", "split", "mc+lesson_inline", "mc_start"])

MC_START = {
    "en": ["{v} was rejected with 401 by {svc}, and I didn't know whether it was still the current value of {env}.",
           "{v} -- that is what {person} pasted when I asked for {thing}; I had been using an expired one.",
           "{v} is hard-coded in {file}, which I did not know when I started on {task}."],
    "ko": ["{v} 값으로 {svc} 호출 시 401이 났는데, 이게 아직 {env}의 현재 값인지 몰랐다.",
           "{v} -- {thing} 값을 물었을 때 {person}님이 붙여준 것이다. 나는 만료된 값을 쓰고 있었다.",
           "{v} 값이 {file}에 하드코딩돼 있다는 걸 {task} 시작할 때는 몰랐다."],
}


def place(ctx, snippet, primary, placement=None):
    """Build the three fields for a note whose credential material is `snippet`
    (multi-line text) and whose main secret value is `primary` (used for the
    inline/ask placements).  Returns (placement, fields)."""
    lang = ctx["lang"]
    p = placement or pick(PLACEMENTS)
    long_primary = len(primary) > 150 or "\n" in primary
    if p in ("ask", "mc+ask", "lesson+ask") and (ublen(primary) > 300 or "\n" in primary):
        p = pick(["mc", "lesson"])
    if p in ("mc_inline", "lesson_inline", "split", "mc+lesson_inline", "mc_start") and long_primary:
        p = pick(["mc", "lesson"])
    mc = fmt(MC_OPEN, ctx)
    lesson = fmt(LESSON_PLAIN, ctx)
    ask = fmt(ASK_PLAIN, ctx) if chance(0.8) else ""
    iv = wrap_inline(primary)
    if p == "mc":
        mc = mc + " " + fmt(SNIP_LEAD, ctx) + "\n" + snippet
    elif p == "lesson":
        lesson = lesson + " " + fmt(LESSON_LEAD, ctx) + "\n" + snippet
    elif p == "mc+ask":
        mc = mc + " " + fmt(SNIP_LEAD, ctx) + "\n" + snippet
        ask = fmt(ASK_WITH, ctx, v=iv)
    elif p == "lesson+ask":
        lesson = lesson + " " + fmt(LESSON_LEAD, ctx) + "\n" + snippet
        ask = fmt(ASK_WITH, ctx, v=iv)
    elif p == "ask":
        ask = fmt(ASK_WITH, ctx, v=iv)
    elif p == "mc_inline":
        mc = mc + " " + fmt(MC_INLINE, ctx, v=iv)
    elif p == "mc_start":
        mc = fmt(MC_START, ctx, v=primary if chance(0.6) else iv)
    elif p == "lesson_inline":
        lesson = fmt(LESSON_INLINE, ctx, v=iv) + " " + lesson
    elif p == "mc+lesson_inline":
        mc = mc + " " + fmt(SNIP_LEAD, ctx) + "\n" + snippet
        lesson = fmt(LESSON_INLINE, ctx, v=iv) + " " + lesson
    elif p == "split":
        if lang == "en":
            mc = mc + " " + pick(["%s gave me the value for %s:" % (ctx["person"], ctx["env"]),
                                  "The value of %s is" % ctx["env"], "Credential (%s):" % ctx["thing"]])
            lesson = primary + pick(["", " -- ", "\n"]) + pick(["", "It works for %s; restart after setting it." % ctx["task"],
                                                             "Keep it out of %s next time." % ctx["file"]])
        else:
            mc = mc + " " + pick(["%s님이 알려준 %s 값:" % (ctx["person"], ctx["env"]), "%s 값은" % ctx["env"],
                                  "자격 증명(%s):" % ctx["thing"]])
            lesson = primary + pick(["", " -- ", "\n"]) + pick(["", "%s에서 동작한다. 설정 후 재시작할 것." % ctx["task"],
                                                             "다음에는 %s 파일에 넣지 말 것." % ctx["file"]])
    return p, {"missing_context": mc, "lesson": lesson.strip(), "ask_next_time": ask}


# ---------------------------------------------------------------- secret families
CHAT_INTRO = {"en": ["here you go", "use these for staging", "creds for the test env", "don't share this one",
                     "from the password manager"],
              "ko": ["이거 쓰세요", "스테이징용이에요", "테스트 환경 값입니다", "외부 공유 금지요", "1Password에서 꺼냈어요"]}


def collect(fields, cands):
    text = "\n".join(fields.values())
    return [s for s in dedupe(cands) if s and s in text]


def thing_of(lang, name_en, name_ko=None):
    if lang == "en":
        return "the " + name_en
    return name_ko or name_en


def fam_vendor_kv(lang, vfn):
    v = vfn()
    sec_items = [i for i in v["items"] if i[2]]
    prim = sec_items[-1] if chance(0.7) else pick(sec_items)
    ctx = base_ctx(lang, thing_of(lang, v["name"]), prim[0])
    ctx["slug"] = slug(v["name"])
    ctx["person"] = person(lang)
    ctx["chat_intro"] = pick(CHAT_INTRO[lang])
    total = sum(len(x[1]) for x in v["items"])
    items = with_fillers(v["items"], 3 if total < 300 else 0)
    cands_more = []
    if total < 200 and chance(0.25):
        # a whole .env-like block with a second vendor's credentials next to the first one
        w = pick(VENDORS)()
        wi = [x for x in w["items"] if sum(len(y[1]) for y in w["items"]) < 200]
        if wi and w["name"] != v["name"]:
            pos = rint(0, len(items))
            items = items[:pos] + wi + items[pos:]
            cands_more = [x[1] for x in wi if x[2]] + w["extra"]
    label, snippet = render_kv(items, ctx)
    ctx["container"] = label
    p, fields = place(ctx, snippet, prim[1])
    shown = label if p in ("mc", "lesson", "mc+ask", "lesson+ask", "mc+lesson_inline") else "prose"
    cands = [x[1] for x in v["items"] if x[2]] + v["extra"] + cands_more
    secrets = collect(fields, cands)
    more = " +%d other vendor" % 1 if cands_more and any(c in secrets for c in cands_more) else ""
    return "vendor token: %s%s | %s | %s" % (v["name"], more, shown, p), fields, secrets


def split_header(h):
    n, val = h.split(": ", 1)
    return n, val


def render_request(v, ctx):
    url, hdrs, m = v["url"], v["headers"], v["method"]
    style = pick(["curl", "curl", "http", "python", "fetch", "httpie", "log", "wget", "powershell", "go", "har"])
    body = '{"ping": true}' if m == "POST" else None
    if style == "curl":
        s = "curl -sS %s\"%s\"" % ("-X POST " if m == "POST" else "", url)
        for h in hdrs:
            s += " \\\n  -H \"%s\"" % h
        if body:
            s += " \\\n  -d '%s'" % body
        return "curl", s
    if style == "http":
        pu = urllib.parse.urlsplit(url)
        s = "%s %s%s HTTP/1.1\nHost: %s\n" % (m, pu.path or "/", ("?" + pu.query) if pu.query else "", pu.netloc)
        s += "".join(h + "\n" for h in hdrs) + "User-Agent: %s-client/%d.%d\n" % (ctx["slug"], rint(1, 4), rint(0, 20))
        return "raw HTTP request", s.rstrip("\n")
    if style == "python":
        hd = ", ".join('"%s": "%s"' % split_header(h) for h in hdrs)
        return "Python requests", 'resp = requests.%s(\n    "%s",\n    headers={%s},\n    timeout=10,\n)' % (m.lower(), url, hd)
    if style == "fetch":
        hd = ", ".join('"%s": "%s"' % split_header(h) for h in hdrs)
        if not hdrs:
            return "JavaScript fetch", 'const res = await fetch("%s", { method: "%s" });' % (url, m)
        return "JavaScript fetch", 'const res = await fetch("%s", {\n  method: "%s",\n  headers: { %s },\n});' % (url, m, hd)
    if style == "httpie":
        return "HTTPie", "http %s '%s' " % (m, url) + " ".join("'%s:%s'" % split_header(h) for h in hdrs)
    if style == "log":
        hd = ", ".join("'%s': '%s'" % split_header(h) for h in hdrs)
        return "debug log", "%s DEBUG urllib3.connectionpool request: %s %s headers={%s}" % (rts(), m, url, hd)
    if style == "wget":
        return "wget", "wget -qO- " + " ".join("--header='%s'" % h for h in hdrs) + " '%s'" % url
    if style == "powershell":
        hd = "; ".join('"%s" = "%s"' % split_header(h) for h in hdrs)
        return "PowerShell Invoke-RestMethod", 'Invoke-RestMethod -Method %s -Uri "%s" -Headers @{ %s }' % (m.capitalize(), url, hd)
    if style == "go":
        s = 'req, _ := http.NewRequest("%s", "%s", nil)\n' % (m, url)
        s += "".join('req.Header.Set("%s", "%s")\n' % split_header(h) for h in hdrs)
        return "Go net/http", s + "resp, err := http.DefaultClient.Do(req)"
    har = {"request": {"method": m, "url": url, "headers": [{"name": a, "value": b} for a, b in map(split_header, hdrs)]},
           "response": {"status": pick([200, 401, 403, 429])}}
    return "HAR excerpt", json.dumps(har, indent=1, ensure_ascii=False)


def fam_vendor_api(lang, vfn):
    v = vfn()
    if not v["url"]:
        raise Regenerate("vendor without api")
    sec_items = [i for i in v["items"] if i[2]]
    prim = sec_items[-1]
    ctx = base_ctx(lang, thing_of(lang, v["name"]), prim[0])
    ctx["slug"] = slug(v["name"])
    label, snippet = render_request(v, ctx)
    ctx["container"] = label
    p = pick(["mc", "lesson", "mc+ask", "lesson+ask", "mc", "lesson"])
    p, fields = place(ctx, snippet, prim[1], p)
    cands = [x[1] for x in v["items"] if x[2]] + v["extra"]
    return "vendor API call: %s | %s | %s" % (v["name"], label, p), fields, collect(fields, cands)


# --- passwords in configuration files
def pwc_compose_db(pw, u, ctx):
    eng = pick([("POSTGRES", "Postgres"), ("MYSQL", "MySQL"), ("MARIADB", "MariaDB"), ("MONGO_INITDB_ROOT", "MongoDB")])
    items = [("%s_USER" % eng[0] if eng[0] != "MONGO_INITDB_ROOT" else "MONGO_INITDB_ROOT_USERNAME", u, False),
             ("%s_PASSWORD" % eng[0], pw, True), ("%s_DB" % eng[0].split("_")[0], pick(DBNAMES), False)]
    if eng[0] == "MYSQL":
        items[0] = ("MYSQL_USER", u, False)
        items.insert(1, ("MYSQL_ROOT_PASSWORD", pw, True))
        items.pop(2)
    label, snip = render_kv(items, ctx, pick([c_compose, c_dotenv, c_k8s_secret, c_helm, c_export, c_gha, None]))
    return ("%s password" % eng[1], "%s 비밀번호" % eng[1], items[1][0], label, snip)


def pwc_spring(pw, u, ctx):
    h = pick(HOSTS)
    if chance(0.5):
        s = ("spring:\n  datasource:\n    url: jdbc:postgresql://%s:5432/%s\n    username: %s\n    password: \"%s\"\n"
             "  jpa:\n    hibernate:\n      ddl-auto: validate" % (h, pick(DBNAMES), u, pw))
        return ("datasource password", "datasource 비밀번호", "SPRING_DATASOURCE_PASSWORD", "Spring application.yml", s)
    s = "spring.datasource.url=jdbc:mysql://%s:3306/%s\nspring.datasource.username=%s\nspring.datasource.password=%s\nspring.jpa.open-in-view=false" % (
        h, pick(DBNAMES), u, pw)
    return ("datasource password", "datasource 비밀번호", "SPRING_DATASOURCE_PASSWORD", "application.properties", s)


def pwc_django(pw, u, ctx):
    s = ("DATABASES = {\n    \"default\": {\n        \"ENGINE\": \"django.db.backends.postgresql\",\n        \"NAME\": \"%s\",\n"
         "        \"USER\": \"%s\",\n        \"PASSWORD\": \"%s\",\n        \"HOST\": \"%s\",\n    }\n}" % (pick(DBNAMES), u, pw, pick(HOSTS)))
    return ("Django database password", "Django DB 비밀번호", "DB_PASSWORD", "Django settings.py", s)


def pwc_wp(pw, u, ctx):
    if "'" in pw:
        raise Regenerate("quote")
    s = "define( 'DB_NAME', '%s' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', '%s' );" % (
        pick(DBNAMES), u, pw, pick(HOSTS))
    return ("WordPress DB password", "워드프레스 DB 비밀번호", "DB_PASSWORD", "wp-config.php", s)


def pwc_mycnf(pw, u, ctx):
    s = "[client]\nuser=%s\npassword=%s\nhost=%s\n\n[mysqldump]\nsingle-transaction" % (u, pw, pick(HOSTS))
    return ("MySQL client password", "MySQL 클라이언트 비밀번호", "MYSQL_PWD", "~/.my.cnf", s)


def pwc_pgpass(pw, u, ctx):
    if ":" in pw:
        raise Regenerate("colon")
    s = "%s:5432:%s:%s:%s" % (pick(HOSTS), pick(DBNAMES), u, pw)
    if chance(0.5):
        other = pw_service()
        ctx["extra_secrets"] = [other]
        s = "%s:5432:*:%s:%s\n" % (pick(HOSTS), uname(), other) + s
    return ("Postgres password", "Postgres 비밀번호", "PGPASSFILE", "~/.pgpass", s)


def pwc_rails(pw, u, ctx):
    s = "production:\n  adapter: postgresql\n  database: %s_production\n  username: %s\n  password: \"%s\"\n  host: %s\n  pool: 10" % (
        pick(DBNAMES), u, pw, pick(HOSTS))
    return ("production DB password", "운영 DB 비밀번호", "DATABASE_PASSWORD", "config/database.yml", s)


def pwc_grafana(pw, u, ctx):
    s = "[security]\nadmin_user = admin\nadmin_password = %s\ndisable_gravatar = true" % pw
    return ("Grafana admin password", "Grafana admin 비밀번호", "GF_SECURITY_ADMIN_PASSWORD", "grafana.ini", s)


def pwc_redis(pw, u, ctx):
    if " " in pw:
        raise Regenerate("space")
    s = "bind 0.0.0.0\nport 6379\nrequirepass %s\nmaxmemory 2gb\nmaxmemory-policy allkeys-lru" % pw
    if chance(0.4):
        s += "\nmasterauth %s" % pw
    return ("Redis password", "Redis 비밀번호", "REDIS_PASSWORD", "redis.conf", s)


def pwc_envs(pw, u, ctx):
    name, env, env_u = pick([("Elasticsearch elastic password", "ELASTIC_PASSWORD", None),
                             ("Keycloak admin password", "KEYCLOAK_ADMIN_PASSWORD", "KEYCLOAK_ADMIN"),
                             ("MinIO root password", "MINIO_ROOT_PASSWORD", "MINIO_ROOT_USER"),
                             ("pgAdmin password", "PGADMIN_DEFAULT_PASSWORD", "PGADMIN_DEFAULT_EMAIL"),
                             ("RabbitMQ password", "RABBITMQ_DEFAULT_PASS", "RABBITMQ_DEFAULT_USER"),
                             ("Airflow web admin password", "_AIRFLOW_WWW_USER_PASSWORD", "_AIRFLOW_WWW_USER_USERNAME"),
                             ("SMTP password", "EMAIL_HOST_PASSWORD", "EMAIL_HOST_USER"),
                             ("Nexus admin password", "NEXUS_ADMIN_PASSWORD", None),
                             ("SonarQube DB password", "SONAR_JDBC_PASSWORD", "SONAR_JDBC_USERNAME")])
    items = ([(env_u, email() if "EMAIL" in env_u else u, False)] if env_u else []) + [(env, pw, True)]
    label, snip = render_kv(items, ctx)
    return (name, name.replace("password", "비밀번호"), env, label, snip)


def pwc_ansible(pw, u, ctx):
    s = "# group_vars/%s.yml\nansible_user: %s\nansible_become: true\nansible_become_password: \"%s\"\nntp_server: time.%s" % (
        pick(["web", "db", "all", "batch"]), u, pw, pick(EMAIL_DOMAINS))
    return ("sudo password", "sudo 비밀번호", "ANSIBLE_BECOME_PASSWORD", "Ansible group_vars", s)


def pwc_netrc(pw, u, ctx):
    if " " in pw:
        raise Regenerate("space")
    s = "machine %s\n  login %s\n  password %s" % (pick(["git.acme.io", "nexus.corp.local", "ftp.partner.co.kr", "api.heroku.com"]), u, pw)
    return ("netrc password", ".netrc 비밀번호", "NETRC", "~/.netrc", s)


def pwc_maven(pw, u, ctx):
    if any(c in pw for c in "&<>"):
        raise Regenerate("xml")
    s = ("<settings>\n  <servers>\n    <server>\n      <id>%s</id>\n      <username>%s</username>\n      <password>%s</password>\n"
         "    </server>\n  </servers>\n</settings>" % (pick(["nexus-releases", "acme-internal", "github"]), u, pw))
    return ("Nexus deploy password", "Nexus 배포 비밀번호", "MAVEN_PASSWORD", "Maven settings.xml", s)


def pwc_nuget(pw, u, ctx):
    if any(c in pw for c in '&<>"'):
        raise Regenerate("xml")
    s = ('<packageSourceCredentials>\n  <AcmeFeed>\n    <add key="Username" value="%s" />\n'
         '    <add key="ClearTextPassword" value="%s" />\n  </AcmeFeed>\n</packageSourceCredentials>' % (u, pw))
    return ("NuGet feed password", "NuGet 피드 비밀번호", "NUGET_PASSWORD", "NuGet.config", s)


def pwc_dockercfg(pw, u, ctx):
    blob = basic(u, pw)
    reg = pick(["registry.acme.io", "harbor.corp.local", "https://index.docker.io/v1/", "acme.azurecr.io"])
    s = json.dumps({"auths": {reg: {"auth": blob}}}, indent=2)
    return ("registry login", "레지스트리 로그인 정보", "DOCKER_AUTH_CONFIG", "~/.docker/config.json", s, blob)


def pwc_filezilla(pw, u, ctx):
    blob = b64e(pw.encode("utf-8"))
    s = ('<Server>\n  <Host>%s</Host>\n  <Port>22</Port>\n  <Protocol>1</Protocol>\n  <User>%s</User>\n'
         '  <Pass encoding="base64">%s</Pass>\n</Server>' % (pick(["sftp.partner.co.kr", "files.acme.io", rip()]), u, blob))
    return ("SFTP password", "SFTP 비밀번호", "SFTP_PASSWORD", "FileZilla sitemanager.xml", s, blob)


def pwc_keystore(pw, u, ctx):
    s = "server.port=8443\nserver.ssl.key-store=classpath:keystore.p12\nserver.ssl.key-store-password=%s\nserver.ssl.key-alias=tomcat" % pw
    return ("keystore password", "keystore 비밀번호", "KEYSTORE_PASSWORD", "application.properties", s)


def pwc_jenkins_casc(pw, u, ctx):
    s = "jenkins:\n  securityRealm:\n    local:\n      allowsSignup: false\n      users:\n        - id: \"%s\"\n          password: \"%s\"" % (u, pw)
    return ("Jenkins admin password", "Jenkins admin 비밀번호", "JENKINS_ADMIN_PASSWORD", "jenkins.yaml (JCasC)", s)


def pwc_pgbouncer(pw, u, ctx):
    if '"' in pw:
        raise Regenerate("quote")
    other = pw_service()
    ctx["extra_secrets"] = [other]
    s = '"%s" "%s"\n"%s" "%s"' % (u, pw, pick(["stats", "pgbouncer_admin", "monitor"]), other)
    return ("PgBouncer user password", "PgBouncer 사용자 비밀번호", "PGBOUNCER_AUTH_FILE", "userlist.txt", s)


def pwc_ldap(pw, u, ctx):
    s = ("[domain/corp]\nid_provider = ldap\nldap_uri = ldaps://ldap.%s\nldap_default_bind_dn = cn=%s,ou=svc,dc=corp,dc=local\n"
         "ldap_default_authtok = %s" % (pick(EMAIL_DOMAINS), u, pw))
    return ("LDAP bind password", "LDAP bind 비밀번호", "LDAP_BIND_PASSWORD", "sssd.conf", s)


def pwc_snmp(pw, u, ctx):
    pw = rs(ALNUM, rint(12, 20))
    s = "rocommunity %s %s\nsyslocation IDC-3F-rack12\nsyscontact noc@%s" % (pw, "10.0.0.0/8", pick(EMAIL_DOMAINS))
    return ("SNMP community string", "SNMP community 문자열", "SNMP_COMMUNITY", "snmpd.conf", s, pw)


PW_CONFIGS = [pwc_compose_db, pwc_spring, pwc_django, pwc_wp, pwc_mycnf, pwc_pgpass, pwc_rails, pwc_grafana,
              pwc_redis, pwc_envs, pwc_ansible, pwc_netrc, pwc_maven, pwc_nuget, pwc_dockercfg, pwc_filezilla,
              pwc_keystore, pwc_jenkins_casc, pwc_pgbouncer, pwc_ldap, pwc_snmp]


def fam_password_config(lang):
    style, pw = password(lang=lang)
    u = uname()
    fn = pick(PW_CONFIGS)
    ctx = base_ctx(lang, "", "DB_PASSWORD")
    r = fn(pw, u, ctx)
    name_en, name_ko, env, label, snip = r[:5]
    primary = r[5] if len(r) > 5 else pw
    if fn is pwc_snmp:
        style = "random community string"
    elif fn in (pwc_dockercfg, pwc_filezilla):
        style += ", stored base64"
    ctx["thing"] = thing_of(lang, name_en, name_ko)
    ctx["env"] = env
    ctx["container"] = label
    p, fields = place(ctx, snip, primary)
    secrets = collect(fields, [primary, pw] + ctx.get("extra_secrets", []))
    return "password in config: %s | %s (%s) | %s" % (name_en, label, style, p), fields, secrets


# --- human account passwords written in prose, tables and chat
def fam_password_people(lang):
    k = rint(1, 3)
    rows = []
    for _ in range(k):
        style, pw = password(lang=lang)
        rows.append((pick(["qa", "admin", "tester", "cs", "ops", "demo", "partner"]) + str(rint(1, 30)) + "@" + pick(EMAIL_DOMAINS), pw, style))
    systems_en = ["the QA accounts on staging", "the router admin page", "the shared NAS", "the Windows build VM",
                  "the partner SFTP portal", "the Jira test users", "the office VPN", "the CMS admin",
                  "the demo tenant", "the legacy ERP"]
    systems_ko = ["스테이징 QA 계정", "공유기 관리자 페이지", "공용 NAS", "윈도우 빌드 VM", "파트너 SFTP 포털",
                  "Jira 테스트 사용자", "사내 VPN", "CMS 관리자", "데모 테넌트", "레거시 ERP"]
    i = rint(0, len(systems_en) - 1)
    sysname = systems_en[i] if lang == "en" else systems_ko[i]
    form = pick(["table", "chat", "prose", "slash", "list"])
    p_ = person(lang)
    if form == "table":
        snip = ("| login | password | note |\n|---|---|---|\n" if lang == "en" else "| 계정 | 비밀번호 | 비고 |\n|---|---|---|\n")
        snip += "\n".join("| %s | %s | %s |" % (a, b, pick(["read-only", "admin", "expires soon", "MFA off", "-"] if lang == "en"
                                                             else ["읽기 전용", "관리자", "곧 만료", "MFA 없음", "-"]))
                          for a, b, _ in rows)
        if any("|" in b for _, b, _ in rows):
            raise Regenerate("pipe")
    elif form == "chat":
        snip = "\n".join("[%02d:%02d] %s: %s" % (rint(9, 19), rint(0, 59), p_,
                                                  ("%s / %s" % (a, b)) if lang == "en" else ("%s 비번 %s 입니다" % (a, b)))
                         for a, b, _ in rows)
    elif form == "slash":
        snip = "\n".join("%s / %s" % (a, b) for a, b, _ in rows)
    elif form == "list":
        snip = "\n".join("- %s: %s" % (a, b) for a, b, _ in rows)
    else:
        if lang == "en":
            snip = " ".join("Log in as %s with password %s." % (a, b) for a, b, _ in rows)
        else:
            snip = " ".join("%s 계정 비밀번호는 %s 이다." % (a, b) for a, b, _ in rows)
    if lang == "en":
        mc = pick(["I couldn't test the fix because I had no login for %s." % sysname,
                   "The e2e suite needs real logins for %s and they are not in the repo." % sysname,
                   "%s shared the logins for %s after I got stuck on the sign-in page." % (p_, sysname)])
        mc_lead = pick([" Logins:", " From the thread:", " What %s sent:" % p_, ""])
        lesson = pick(["The accounts are shared by the whole QA team, so don't change their passwords.",
                       "Use the read-only account for smoke tests and the admin one only for the settings pages.",
                       "The login page rate-limits after five failures, so copy the password exactly."])
        ask = pick(["Can I get my own account for %s instead of the shared one?" % sysname,
                    "Are these logins still valid after the quarterly reset?", ""])
    else:
        mc = pick(["%s 계정이 없어서 수정 사항을 테스트할 수 없었다." % sysname,
                   "e2e 테스트에 %s 실제 로그인 정보가 필요한데 저장소에는 없다." % sysname,
                   "로그인 화면에서 막히자 %s님이 %s 로그인 정보를 공유해줬다." % (p_, sysname)])
        mc_lead = pick([" 로그인 정보:", " 스레드 내용:", " %s님이 보낸 것:" % p_, ""])
        lesson = pick(["QA 팀 전체가 같이 쓰는 계정이라 비밀번호를 바꾸면 안 된다.",
                       "스모크 테스트에는 읽기 전용 계정을, 설정 페이지에는 관리자 계정만 쓸 것.",
                       "로그인 5회 실패 시 잠기므로 비밀번호를 정확히 복사할 것."])
        ask = pick(["%s 공용 계정 말고 개인 계정을 받을 수 있나요?" % sysname,
                    "분기별 초기화 이후에도 이 로그인 정보가 유효한가요?", ""])
    where = pick(["mc", "lesson", "mc+ask"])
    if where == "mc":
        mc = mc + mc_lead + "\n" + snip
    elif where == "lesson":
        lesson = lesson + "\n" + snip
    else:
        mc = mc + mc_lead + "\n" + snip
        ask = (("Is %s still the password for %s?" % (rows[0][1], rows[0][0])) if lang == "en"
               else ("%s 계정 비밀번호가 아직 %s 인가요?" % (rows[0][0], rows[0][1])))
    fields = {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}
    styles = "/".join(dedupe([r[2] for r in rows]))
    return "human passwords: %s | %s (%s) | %s" % (systems_en[i], form, styles, where), fields, collect(fields, [r[1] for r in rows])


# --- passwords in commands
CMD_TEMPLATES = [
    # (category, template, needs shell-safe bare password?)  {P}=password as typed, {E}=percent-encoded
    ("mysql -p attached password", "mysql -u {u} -p{Pq} -h {h} {db}"),
    ("mysql --password= flag", "mysql --user={u} --password={Pq} --host={h} {db} -e 'SELECT 1'"),
    ("mysqldump -p attached quoted", "mysqldump -u{u} -p'{P}' --single-transaction {db} > /backup/{db}.sql"),
    ("PGPASSWORD env prefix", "PGPASSWORD={Pq} psql -h {h} -U {u} -d {db} -c '\\dt'"),
    ("psql URI with encoded password", "psql \"postgresql://{u}:{E}@{h}:5432/{db}?sslmode=require\""),
    ("sshpass -p", "sshpass -p '{P}' ssh -o StrictHostKeyChecking=no {u}@{h} 'sudo systemctl restart app'"),
    ("docker login -p", "docker login -u {u} -p {Pq} registry.acme.io"),
    ("redis-cli -a", "redis-cli -h {h} -p 6379 -a '{P}' --no-auth-warning INFO replication"),
    ("mongosh -p", "mongosh \"mongodb://{h}:27017/{db}\" -u {u} -p '{P}' --authenticationDatabase admin"),
    ("curl -u user:pass", "curl -u {u}:{Pq} https://{h}/api/v1/health"),
    ("htpasswd -b positional", "htpasswd -bc /etc/nginx/.htpasswd {u} '{P}'"),
    ("smbclient -U user%pass", "smbclient //fileserver/share -U '{u}%{P}' -c 'ls'"),
    ("openssl -passout pass:", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{Pq}"),
    ("keytool -storepass", "keytool -importkeystore -srckeystore bundle.p12 -srcstoretype PKCS12 -destkeystore app.jks -storepass {Pq} -srcstorepass {Pq}"),
    ("zip -P", "zip -r -P {Pq} export-{d}.zip ./reports"),
    ("7z -p attached", "7z a -p{Pq} -mhe=on backup-{d}.7z /srv/data"),
    ("sqlcmd -P", "sqlcmd -S {h},1433 -U sa -P '{P}' -Q \"SELECT @@VERSION\""),
    ("rabbitmqctl add_user positional", "rabbitmqctl add_user {u} '{P}' && rabbitmqctl set_user_tags {u} administrator"),
    ("chpasswd user:pass", "echo '{u}:{P}' | sudo chpasswd"),
    ("wget --password=", "wget --user={u} --password='{P}' https://{h}/exports/latest.csv"),
    ("lftp -u user,pass", "lftp -u {u},'{P}' sftp://{h} -e 'mirror /outbound ./in; bye'"),
    ("ldapsearch -w", "ldapsearch -x -H ldaps://{h} -D 'cn={u},ou=svc,dc=corp,dc=local' -w '{P}' -b 'dc=corp,dc=local' '(uid=jdoe)'"),
    ("ipmitool -P", "ipmitool -I lanplus -H {ip} -U ADMIN -P '{P}' chassis power status"),
    ("az login -p", "az login --service-principal -u {uuid} -p '{P}' --tenant {uuid2}"),
    ("helm repo add --password", "helm repo add acme https://charts.acme.io --username {u} --password '{P}'"),
    ("sqlplus user/pass@", "sqlplus {u}/{Pq}@//{h}:1521/ORCLPDB1"),
    ("kubectl --from-literal password", "kubectl create secret generic db-creds --from-literal=username={u} --from-literal=password='{P}'"),
    ("ansible --extra-vars", "ansible-playbook site.yml -i inventory/prod --extra-vars \"db_password={Pq}\""),
    ("java -D keystore password", "java -Djavax.net.ssl.keyStorePassword={Pq} -Djavax.net.ssl.keyStore=/etc/app/ks.jks -jar app.jar"),
    ("mvn -Dgpg.passphrase", "mvn -B deploy -Dgpg.passphrase='{P}' -DskipTests"),
    ("vault login userpass", "vault login -method=userpass username={u} password='{P}'"),
    ("pip index-url with credentials", "pip install --index-url https://{u}:{E}@pypi.acme.io/simple/ acme-sdk==2.3.1"),
    ("RSYNC_PASSWORD env", "RSYNC_PASSWORD={Pq} rsync -av rsync://{u}@{h}/backup/ ./backup/"),
    ("mongodump --uri", "mongodump --uri \"mongodb://{u}:{E}@{h}:27017/{db}?authSource=admin\" --gzip"),
    ("oc login -p", "oc login -u {u} -p '{P}' https://api.ocp.corp.local:6443"),
    ("gpg --passphrase", "gpg --batch --yes --passphrase '{P}' --decrypt secrets.tar.gz.gpg | tar xz"),
    ("mosquitto_pub -P", "mosquitto_pub -h {h} -u {u} -P '{P}' -t sensors/line3 -m '{{\"temp\":21}}'"),
    ("ConvertTo-SecureString", "$pw = ConvertTo-SecureString '{P}' -AsPlainText -Force\n$cred = New-Object PSCredential('CORP\\{u}', $pw)"),
    ("winrs -p: attached", "winrs -r:{h} -u:CORP\\{u} -p:{Pq} ipconfig /all"),
    ("xfreerdp /p:", "xfreerdp /v:{h} /u:{u} /p:'{P}' /cert:ignore"),
    ("sudo -S with echo", "echo '{P}' | sudo -S systemctl restart nginx"),
    ("svn --password", "svn checkout https://svn.corp.local/repos/legacy --username {u} --password '{P}'"),
    ("expect send", "expect -c 'spawn ssh {u}@{h}; expect \"password:\"; send \"{P}\\r\"; interact'"),
    ("net use positional password", "net use Z: \\\\fileserver\\share {Pq} /user:CORP\\{u}"),
    ("git clone https user:pass", "git clone https://{u}:{E}@git.corp.local/team/app.git"),
    ("influx -password", "influx -host {h} -username {u} -password '{P}' -database metrics"),
    ("cf login -p", "cf login -a https://api.cf.corp.local -u {u} -p '{P}' -o acme -s prod"),
]


def fam_password_command(lang):
    cat, tpl = pick(CMD_TEMPLATES)
    style, pw = password(lang=lang)
    if "'" in pw or ("expect" in cat and any(c in pw for c in '"\\[]$')):
        raise Regenerate("quote")
    if "{Pq}" in tpl and not shell_safe(pw):
        if chance(0.5):
            raise Regenerate("unsafe bare")
    pq = pw if shell_safe(pw) else "'%s'" % pw
    if "smbclient" in cat and "%" in pw:
        raise Regenerate("pct")
    if any(x in cat for x in ("sqlplus", "winrs", "net use")) and not shell_safe(pw):
        raise Regenerate("unsafe")
    enc = urlenc(pw)
    u = uname()
    cmd = tpl.format(u=u, P=pw, Pq=pq, E=enc, h=pick(HOSTS), db=pick(DBNAMES), d=rdate(), ip=rip(),
                     uuid=ruuid(), uuid2=ruuid())
    cmd = pick(["$ ", "", "# ", "> "]) + cmd if not cmd.startswith("$pw") else cmd
    ctx = base_ctx(lang, "", "PASSWORD")
    what_en = pick(["the staging database password", "the service account password", "the backup user password",
                    "the admin password", "the password for %s" % u])
    what_ko = pick(["스테이징 DB 비밀번호", "서비스 계정 비밀번호", "백업 계정 비밀번호", "관리자 비밀번호", "%s 계정 비밀번호" % u])
    ctx["thing"] = what_en if lang == "en" else what_ko
    ctx["container"] = "shell"
    lead_en = ["Command that worked:", "The one-liner from the runbook:", "From shell history:", "%s's command:" % ctx["person"],
               "This is how the cron script does it:", "Copied from the Slack thread:"]
    lead_ko = ["동작한 명령:", "런북에 있던 한 줄:", "셸 히스토리에서:", "%s님이 쓰는 명령:" % ctx["person"],
               "크론 스크립트에서는 이렇게 한다:", "슬랙 스레드에서 복사:"]
    lead = pick(lead_en if lang == "en" else lead_ko)
    where = pick(["mc", "lesson", "mc+ask", "lesson", "mc", "ask_cmd"])
    mc = fmt(MC_OPEN, ctx)
    lesson = fmt(LESSON_PLAIN, ctx)
    ask = fmt(ASK_PLAIN, ctx) if chance(0.7) else ""
    if where == "mc":
        mc += " " + lead + "\n" + cmd
    elif where == "lesson":
        lesson += " " + lead + "\n" + cmd
    elif where == "mc+ask":
        mc += " " + lead + "\n" + cmd
        ask = fmt(ASK_WITH, ctx, v=wrap_inline(pw))
    else:
        ask = (pick(["Should I keep running `%s` from the bastion, or is there a jump host now?",
                     "Is it fine that `%s` is in the runbook, or should the password come from a prompt?"]) if lang == "en"
               else pick(["`%s` 를 계속 bastion에서 실행해도 되나요, 아니면 jump host가 새로 생겼나요?",
                          "런북에 `%s` 가 그대로 있어도 되나요, 아니면 비밀번호를 프롬프트로 받아야 하나요?"])) % cmd.lstrip("$#> ")
        if "\n" in ask:
            raise Regenerate("multiline ask")
    fields = {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}
    cands = [pw, enc] if ("{E}" in tpl) else [pw]
    return "password in command: %s (%s) | %s" % (cat, style, where), fields, collect(fields, cands)


# --- connection strings
def conn_string(lang):
    """returns (label, conn, secrets, env_name, thing_en, thing_ko)"""
    style, pw = password(lang=lang)
    u, h, db = uname(), pick(HOSTS), pick(DBNAMES)
    E = urlenc(pw)
    kind = pick(["postgres", "mysql", "mongo_srv", "redis", "rediss", "amqp", "jdbc_pg", "jdbc_mysql", "mssql_ado",
                 "odbc", "oracle_ado", "sqlalchemy", "smtp", "ftp", "elastic", "kafka_jaas", "neo4j", "clickhouse",
                 "snowflake", "git_https", "airflow_conn", "celery_broker", "mongo_plain", "ldap_url"])
    if kind == "postgres":
        c = "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (u, E, h, db)
        return kind, c, [E, pw], "DATABASE_URL", "the Postgres connection string", "Postgres 접속 문자열", style
    if kind == "mysql":
        c = "mysql://%s:%s@%s:3306/%s" % (u, E, h, db)
        return kind, c, [E, pw], "DATABASE_URL", "the MySQL URL", "MySQL 접속 URL", style
    if kind == "mongo_srv":
        c = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, E, rs(LOWALNUM, 5), db)
        return kind, c, [E, pw], "MONGODB_URI", "the Atlas connection string", "Atlas 접속 문자열", style
    if kind == "mongo_plain":
        c = "mongodb://%s:%s@%s:27017,%s:27017/%s?replicaSet=rs0&authSource=admin" % (u, E, h, pick(HOSTS), db)
        return kind, c, [E, pw], "MONGO_URL", "the Mongo replica-set URI", "Mongo replica set URI", style
    if kind == "redis":
        c = "redis://:%s@%s:6379/%d" % (E, h, rint(0, 15))
        return kind, c, [E, pw], "REDIS_URL", "the Redis URL", "Redis URL", style
    if kind == "rediss":
        c = "rediss://default:%s@%s.upstash.io:6379" % (E, "-".join([pick(EN_WORDS), pick(EN_WORDS), str(rint(10000, 99999))]))
        return kind, c, [E, pw], "UPSTASH_REDIS_URL", "the Upstash Redis URL", "Upstash Redis URL", style
    if kind == "amqp":
        c = "amqp://%s:%s@%s:5672/%s" % (u, E, h, pick(["%2F", "prod", "jobs"]))
        return kind, c, [E, pw], "AMQP_URL", "the RabbitMQ URL", "RabbitMQ URL", style
    if kind == "celery_broker":
        c = "sqla+postgresql://%s:%s@%s/%s" % (u, E, h, db) if chance(0.3) else "amqp://%s:%s@%s:5672//" % (u, E, h)
        return kind, c, [E, pw], "CELERY_BROKER_URL", "the Celery broker URL", "Celery broker URL", style
    if kind in ("jdbc_pg", "jdbc_mysql"):
        if any(ch in pw for ch in "&;= "):
            raise Regenerate("jdbc")
        c = ("jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (h, db, u, pw) if kind == "jdbc_pg"
             else "jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true" % (h, db, u, pw))
        return kind, c, [pw], "JDBC_URL", "the JDBC URL", "JDBC URL", style
    if kind == "mssql_ado":
        if ";" in pw:
            raise Regenerate("semi")
        c = "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;Connection Timeout=30;" % (
            pick(["acme-sql", "sql-kr-prod", "erp-db"]), db, u, pw)
        return kind, c, [pw], "ConnectionStrings__Default", "the SQL Server connection string", "SQL Server 연결 문자열", style
    if kind == "odbc":
        if any(ch in pw for ch in ";{}"):
            raise Regenerate("semi")
        c = "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;Uid=%s;Pwd=%s;TrustServerCertificate=yes;" % (h, db, u, pw)
        return kind, c, [pw], "ODBC_CONN", "the ODBC string", "ODBC 연결 문자열", style
    if kind == "oracle_ado":
        if ";" in pw:
            raise Regenerate("semi")
        c = "User Id=%s;Password=%s;Data Source=%s:1521/ORCLPDB1;" % (u, pw, h)
        return kind, c, [pw], "ORACLE_CONN", "the Oracle connection string", "Oracle 연결 문자열", style
    if kind == "sqlalchemy":
        c = "mysql+pymysql://%s:%s@%s:3306/%s?charset=utf8mb4" % (u, E, h, db)
        return kind, c, [E, pw], "SQLALCHEMY_DATABASE_URI", "the SQLAlchemy URI", "SQLAlchemy URI", style
    if kind == "smtp":
        c = "smtp://%s:%s@smtp.%s:587" % (urlenc(email()), E, pick(EMAIL_DOMAINS))
        return kind, c, [E, pw], "EMAIL_URL", "the SMTP URL", "SMTP URL", style
    if kind == "ftp":
        c = "ftp://%s:%s@%s/outbound/" % (u, E, pick(["ftp.partner.co.kr", "files.vendor.jp", h]))
        return kind, c, [E, pw], "FTP_URL", "the partner FTP URL", "파트너 FTP URL", style
    if kind == "elastic":
        c = "https://elastic:%s@%s:9200" % (E, pick(["es01.internal", "search.acme.io", h]))
        return kind, c, [E, pw], "ELASTICSEARCH_URL", "the Elasticsearch URL", "Elasticsearch URL", style
    if kind == "kafka_jaas":
        if '"' in pw:
            raise Regenerate("quote")
        c = 'org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (u, pw)
        return kind, c, [pw], "KAFKA_SASL_JAAS_CONFIG", "the Kafka SASL config", "Kafka SASL 설정", style
    if kind == "neo4j":
        c = "neo4j+s://neo4j:%s@%s.databases.neo4j.io" % (E, rhex(8))
        return kind, c, [E, pw], "NEO4J_URI", "the Neo4j URI", "Neo4j URI", style
    if kind == "clickhouse":
        c = "clickhouse://%s:%s@%s:9000/%s?secure=true" % (u, E, h, db)
        return kind, c, [E, pw], "CLICKHOUSE_URL", "the ClickHouse DSN", "ClickHouse DSN", style
    if kind == "snowflake":
        c = "snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=COMPUTE_WH&role=ANALYST" % (u.upper(), E, rs(UP, 7), rs(UP, 7), db.upper())
        return kind, c, [E, pw], "SNOWFLAKE_URL", "the Snowflake URL", "Snowflake URL", style
    if kind == "git_https":
        tok = pick(["ghp_" + rs(ALNUM, 36), "glpat-" + rs(B64URL, 20), pw])
        ue = urlenc(tok)
        c = "https://%s:%s@%s/%s.git" % (pick(["oauth2", "x-access-token", u]), ue,
                                          pick(["github.com", "gitlab.com", "git.corp.local"]), pick(REPOS))
        return kind, c, [ue, tok], "GIT_REMOTE_URL", "the git remote with credentials", "자격 증명이 들어간 git remote", "token" if tok != pw else style
    if kind == "airflow_conn":
        c = "postgres://%s:%s@%s:5432/%s" % (u, E, h, db)
        return kind, c, [E, pw], "AIRFLOW_CONN_WAREHOUSE", "the Airflow connection", "Airflow connection", style
    # ldap_url
    c = "ldaps://%s:%s@ldap.%s:636/dc=corp,dc=local" % (urlenc("cn=%s,ou=svc,dc=corp,dc=local" % u), E, pick(EMAIL_DOMAINS))
    return "ldap_url", c, [E, pw], "LDAP_URL", "the LDAP URL", "LDAP URL", style


def fam_conn_string(lang):
    kind, conn, cands, env, t_en, t_ko, style = conn_string(lang)
    ctx = base_ctx(lang, thing_of(lang, t_en[4:] if t_en.startswith("the ") else t_en, t_ko), env)
    ctx["slug"] = pick(["database", "app", "storage", "worker"])
    form = pick(["container", "container", "bare", "code", "log"])
    if form == "container":
        items = with_fillers([(env, conn, None)], 2)
        label, snip = render_kv(items, ctx)
    elif form == "bare":
        label, snip = "bare connection string", conn
    elif form == "code":
        lab = pick(["python", "node", "go", "java"])
        if lab == "python":
            snip = 'engine = create_engine(\n    "%s",\n    pool_pre_ping=True,\n)' % conn
        elif lab == "node":
            snip = "const client = new Client({ connectionString: \"%s\" });\nawait client.connect();" % conn
        elif lab == "go":
            snip = 'db, err := sql.Open("pgx", "%s")\nif err != nil {\n\tlog.Fatal(err)\n}' % conn
        else:
            snip = 'DataSource ds = DataSourceBuilder.create().url("%s").build();' % conn
        label = "%s code" % lab
    else:
        label = "error log"
        snip = pick(["%s ERROR [pool] could not connect to %s: connection refused",
                     "%s WARN  retrying (3/5) after timeout, dsn=%s",
                     "%s FATAL unable to open database %s: password authentication failed"]) % (rts(), conn)
    ctx["container"] = label
    p = pick(["mc", "lesson", "mc+ask", "lesson+ask", "mc_inline", "lesson_inline"])
    p, fields = place(ctx, snip, conn if p in ("mc_inline", "lesson_inline") else cands[0], p)
    return "connection string: %s (%s) | %s | %s" % (kind, style, label, p), fields, collect(fields, cands)


# --- Authorization headers and OAuth tokens
def jwt_claims(lang):
    now = now_epoch()
    return pick([
        {"sub": str(rint(1000, 999999)), "name": pick(EN_NAMES + KO_ROMAN), "role": pick(["admin", "user", "ops"]),
         "iat": now, "exp": now + 3600},
        {"iss": "https://auth.%s" % pick(EMAIL_DOMAINS), "aud": pick(["api", "billing", "mobile"]),
         "sub": ruuid(), "scope": "read write", "iat": now, "exp": now + 86400},
        {"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": pick(["default", "ci", "prod"]),
         "kubernetes.io/serviceaccount/service-account.name": pick(["deployer", "argocd", "gitlab-runner"]),
         "sub": "system:serviceaccount:ci:deployer"},
        {"user_id": rint(1, 99999), "tenant": pick(["acme", "kshop", "demo"]), "perm": ["orders:*", "users:read"],
         "iat": now, "exp": now + 7 * 86400},
    ])


def auth_material(lang):
    """returns (kind, header_line(s) or text, secrets, thing_en, thing_ko)"""
    k = pick(["basic", "basic", "bearer_jwt", "bearer_jwt", "bearer_opaque", "apikey", "google_oauth", "oauth_json",
              "k8s_token", "proxy_auth"])
    if k == "basic":
        _, pw = password(lang=lang)
        u = pick([uname(), email()])
        b = basic(u, pw)
        return k, ["Authorization: Basic %s" % b], [b], "the Basic auth header for %s" % u, "%s 계정 Basic 인증 헤더" % u
    if k == "proxy_auth":
        _, pw = password(lang=lang)
        b = basic(uname(), pw)
        return k, ["Proxy-Authorization: Basic %s" % b], [b], "the proxy credentials", "프록시 인증 정보"
    if k == "bearer_jwt":
        alg = pick(["HS256", "RS256", "ES256"])
        t = jwt(jwt_claims(lang), alg, {"HS256": 32, "RS256": 256, "ES256": 64}[alg])
        return k, ["Authorization: Bearer %s" % t], [t], "the bearer token", "Bearer 토큰"
    if k == "bearer_opaque":
        t = rs(B64URL, rint(32, 64))
        return k, ["Authorization: Bearer %s" % t], [t], "the internal API token", "내부 API 토큰"
    if k == "apikey":
        name = pick(["X-API-Key", "X-Api-Key", "api-key", "X-Auth-Token", "Ocp-Apim-Subscription-Key", "apikey"])
        t = rhex(32) if name == "Ocp-Apim-Subscription-Key" else rs(pick([ALNUM, HEX, B64URL]), rint(24, 48))
        return k, ["%s: %s" % (name, t)], [t], "the %s header value" % name, "%s 헤더" % name
    if k == "google_oauth":
        at = "ya29.a0" + rs(B64URL, rint(150, 200))
        return k, ["Authorization: Bearer %s" % at], [at], "the Google OAuth access token", "Google OAuth access token"
    if k == "k8s_token":
        t = jwt(jwt_claims(lang) | {"iss": "kubernetes/serviceaccount"}, "RS256", 256)
        return k, ["Authorization: Bearer %s" % t], [t], "the service-account token", "서비스 어카운트 토큰"
    at, rt = "ya29.a0" + rs(B64URL, rint(120, 160)), "1//0" + rs(B64URL, rint(90, 100))
    body = json.dumps({"access_token": at, "expires_in": 3599, "refresh_token": rt,
                       "scope": "https://www.googleapis.com/auth/drive.readonly", "token_type": "Bearer"}, indent=1)
    return k, [body], [at, rt], "the OAuth token response", "OAuth 토큰 응답"


def fam_auth_header(lang):
    k, hl, cands, t_en, t_ko = auth_material(lang)
    ctx = base_ctx(lang, thing_of(lang, t_en[4:], t_ko), "AUTH_HEADER")
    h = pick(HOSTS[:4] + ["api.internal.acme.io", "gateway.staging.acme.io", "partner-api.co.kr"])
    if k == "oauth_json":
        label = "token endpoint response"
        snip = "$ curl -s -X POST https://oauth2.googleapis.com/token -d @refresh.json\n" + hl[0]
    else:
        style = pick(["curl", "http", "nginx", "log", "python", "browser"])
        hn, hv = hl[0].split(": ", 1)
        if style == "curl":
            label, snip = "curl", "curl -i https://%s/v2/orders?limit=5 -H '%s'" % (h, hl[0])
        elif style == "http":
            label, snip = "raw HTTP request", "GET /v2/orders?limit=5 HTTP/1.1\nHost: %s\n%s\nAccept: application/json" % (h, hl[0])
        elif style == "nginx":
            label, snip = "nginx proxy_set_header", "location /upstream/ {\n    proxy_pass https://%s/;\n    proxy_set_header %s \"%s\";\n}" % (h, hn, hv)
        elif style == "log":
            label, snip = "access log dump", '%s - - [%s] "GET /v2/orders HTTP/1.1" 401 89 "-" "okhttp/4.12.0" %s="%s"' % (rip(), rts(), hn.lower(), hv)
        elif style == "python":
            label, snip = "Python requests", 'session.headers.update({"%s": "%s"})' % (hn, hv)
        else:
            label, snip = "browser devtools copy", "Request URL: https://%s/v2/orders\nRequest Method: GET\nStatus Code: 200\n%s: %s" % (h, hn.lower(), hv)
    ctx["container"] = label
    p = pick(["mc", "lesson", "mc+ask", "lesson+ask", "mc", "lesson"])
    prim = cands[0]
    p, fields = place(ctx, snip, prim, p)
    return "auth header: %s | %s | %s" % (k, label, p), fields, collect(fields, cands)


# --- cookies
def fam_cookie(lang):
    names = [pick(COOKIE_NAMES) for _ in range(rint(1, 2))]
    names = dedupe(names)
    vals = [cookie_value(n) for n in names]
    h = pick(["admin.acme.io", "staging.shop.acme.io", "intranet.corp.local", "erp.company.co.kr", "localhost:3000"])
    form = pick(["header", "setcookie", "curl_b", "devtools", "playwright", "python", "document"])
    pairs = "; ".join("%s=%s" % (n, v) for n, v in zip(names, vals))
    if form == "header":
        label, snip = "Cookie header", "GET /admin/reports HTTP/1.1\nHost: %s\nCookie: _ga=GA1.2.%d.%d; %s" % (h, rint(10 ** 8, 10 ** 9), now_epoch(), pairs)
    elif form == "setcookie":
        label, snip = "curl -v Set-Cookie", "< HTTP/2 302\n< location: /dashboard\n" + "".join(
            "< set-cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax\n" % (n, v) for n, v in zip(names, vals)).rstrip("\n")
    elif form == "curl_b":
        label, snip = "curl -b", "curl -s 'https://%s/api/export?format=csv' -b '%s' -o export.csv" % (h, pairs)
    elif form == "devtools":
        label, snip = "devtools cookie table", "Name\tValue\tDomain\tPath\n" + "\n".join(
            "%s\t%s\t%s\t/" % (n, v, h.split(":")[0]) for n, v in zip(names, vals))
    elif form == "playwright":
        label = "Playwright storage_state.json"
        snip = json.dumps({"cookies": [{"name": n, "value": v, "domain": h.split(":")[0], "path": "/", "httpOnly": True}
                                       for n, v in zip(names, vals)]}, indent=1)
    elif form == "python":
        label, snip = "Python requests cookies", "cookies = {%s}\nr = requests.get('https://%s/api/me', cookies=cookies)" % (
            ", ".join("'%s': '%s'" % (n, v) for n, v in zip(names, vals)), h)
    else:
        label, snip = "document.cookie", "> document.cookie\n'%s'" % pairs
    ctx = base_ctx(lang, thing_of(lang, "session cookie", "세션 쿠키"), names[0])
    ctx["container"] = label
    if lang == "en":
        mc = pick(["To reproduce the bug on %s I needed a logged-in session, and SSO does not work from the sandbox." % h,
                   "I couldn't hit the admin export endpoint on %s without a browser session; %s copied theirs." % (h, ctx["person"]),
                   "The e2e test for %s failed because the stored session had expired." % h])
        lesson = pick(["Sessions on %s expire after 12 hours, so refresh the cookie before long runs." % h,
                       "The API accepts the session cookie only together with the CSRF header.",
                       "Use a dedicated test user instead of someone's live session."])
        ask = pick(["Can you give me a test account so I don't need your session cookie?", "Is the cookie still valid?", ""])
    else:
        mc = pick(["%s 에서 버그를 재현하려면 로그인 세션이 필요했는데, 샌드박스에서는 SSO가 안 된다." % h,
                   "%s 관리자 export API는 브라우저 세션 없이는 호출이 안 돼서 %s님이 쿠키를 복사해줬다." % (h, ctx["person"]),
                   "%s e2e 테스트가 저장된 세션 만료로 실패했다." % h])
        lesson = pick(["%s 세션은 12시간 후 만료되므로 오래 걸리는 작업 전에 쿠키를 갱신할 것." % h,
                       "세션 쿠키만으로는 안 되고 CSRF 헤더가 같이 있어야 한다.",
                       "남의 실제 세션 대신 테스트 전용 계정을 쓸 것."])
        ask = pick(["세션 쿠키 대신 쓸 테스트 계정을 받을 수 있을까요?", "이 쿠키 아직 유효한가요?", ""])
    where = pick(["mc", "lesson", "mc+ask"])
    if where == "mc":
        mc += "\n" + snip
    elif where == "lesson":
        lesson += "\n" + snip
    else:
        mc += "\n" + snip
        if len(vals[0]) < 120:
            ask = (("Should I keep using %s=%s for the export job?" % (names[0], vals[0])) if lang == "en"
                   else ("export 작업에 %s=%s 를 계속 써도 되나요?" % (names[0], vals[0])))
    fields = {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}
    return "cookie: %s | %s | %s" % ("+".join(names), label, where), fields, collect(fields, vals)


# --- signed URLs
def signed_url():
    k = pick(["s3", "s3_sts", "gcs", "azure_sas", "cloudfront", "oss"])
    d = "%04d%02d%02d" % (rint(2024, 2026), rint(1, 12), rint(1, 28))
    obj = "%s/%s/%s.%s" % (pick(["exports", "invoices", "backups", "uploads"]), d, rhex(12), pick(["csv", "pdf", "zip", "parquet"]))
    if k in ("s3", "s3_sts"):
        akid = ("AKIA" if k == "s3" else "ASIA") + rs(UP + "234567", 16)
        sig = rhex(64)
        url = ("https://%s.s3.ap-northeast-2.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2Fap-northeast-2%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%02d%02d%02dZ&X-Amz-Expires=%d" % (pick(["acme-reports", "kshop-media", "data-exports-prod"]), obj, akid, d, d,
                                                                  rint(0, 23), rint(0, 59), rint(0, 59), pick([900, 3600, 604800])))
        secrets = [akid, sig]
        if k == "s3_sts":
            tok = urlenc("IQoJb3JpZ2luX2Vj" + rs(B64, rint(220, 300)) + "=")
            url += "&X-Amz-Security-Token=" + tok
            secrets.append(tok)
        url += "&X-Amz-SignedHeaders=host&X-Amz-Signature=" + sig
        return "S3 presigned URL", url, secrets
    if k == "gcs":
        sig = rhex(512)
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=%sT000000Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=%s"
               % (pick(["acme-exports", "ml-datasets-kr"]), obj, pick(["signer", "exporter"]), pick(["acme-prod", "data-kr-123"]), d, d, sig))
        return "GCS signed URL", url, [sig]
    if k == "azure_sas":
        sig = urlenc(b64e(rbytes(32)))
        url = ("https://%s.blob.core.windows.net/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=%s-%s-%sT09:00:00Z&st=%s-%s-%sT01:00:00Z&spr=https&sig=%s"
               % (pick(["acmeprodstore", "stgreports01"]), obj, d[:4], d[4:6], d[6:], d[:4], d[4:6], d[6:], sig))
        return "Azure SAS URL", url, [sig]
    if k == "cloudfront":
        sig = rs(ALNUM + "-~_", rint(170, 180))
        url = "https://%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (rs(LOWALNUM, 14), obj, now_epoch(), sig, rs(UPALNUM, 13))
        return "CloudFront signed URL", url, [sig]
    akid = "LTAI5t" + rs(ALNUM, 18)
    sig = urlenc(b64e(rbytes(20)))
    url = "https://%s.oss-cn-hangzhou.aliyuncs.com/%s?OSSAccessKeyId=%s&Expires=%d&Signature=%s" % (
        pick(["acme-cn-assets", "export-bucket"]), obj, akid, now_epoch(), sig)
    return "Alibaba OSS signed URL", url, [akid, sig]


def fam_signed_url(lang):
    label, url, cands = signed_url()
    ctx = base_ctx(lang, thing_of(lang, "download link", "다운로드 링크"), "EXPORT_URL")
    form = pick(["bare", "json", "curl", "log", "chat"])
    if form == "json":
        snip = json.dumps({"status": "ready", "download_url": url, "expires_in": 3600}, indent=1)
    elif form == "curl":
        snip = 'curl -fL -o export.bin "%s"' % url
    elif form == "log":
        snip = "%s INFO export finished, presigned=%s" % (rts(), url)
    elif form == "chat":
        snip = "[%02d:%02d] %s: %s" % (rint(9, 19), rint(0, 59), ctx["person"], url)
    else:
        snip = url
    if lang == "en":
        mc = pick(["The partner could not open the export, and I didn't know the link we send is a time-limited signed URL.",
                   "I didn't know the nightly report is delivered as a signed URL rather than an attachment.",
                   "The download in the e2e test failed with 403 and I didn't know the link had expired."])
        lesson = pick(["Signed links expire (see the Expires parameter); regenerate instead of reusing an old one.",
                       "Anyone holding the full link can download the file until it expires, so don't paste it in tickets.",
                       "The export job signs URLs with the service's own key, so a 403 usually means the clock is off."])
        ask = pick(["Should the export link be shorter-lived?", "Can I share the link with the vendor directly?", ""])
    else:
        mc = pick(["파트너가 export 파일을 못 열었는데, 우리가 보내는 링크가 기한이 있는 서명 URL이라는 걸 몰랐다.",
                   "야간 리포트가 첨부 파일이 아니라 서명 URL로 전달된다는 걸 몰랐다.",
                   "e2e 테스트의 다운로드가 403으로 실패했는데 링크가 만료된 줄 몰랐다."])
        lesson = pick(["서명 링크는 만료된다(Expires 파라미터 참고). 예전 링크를 재사용하지 말고 새로 발급할 것.",
                       "전체 링크만 있으면 만료 전까지 누구나 받을 수 있으니 티켓에 붙이지 말 것.",
                       "export 작업이 서비스 키로 서명하므로 403이면 보통 서버 시간이 어긋난 것이다."])
        ask = pick(["export 링크 유효 기간을 더 짧게 할까요?", "벤더에게 링크를 직접 공유해도 되나요?", ""])
    where = pick(["mc", "lesson", "ask"]) if len(url) < 300 else pick(["mc", "lesson"])
    if where == "mc":
        mc += "\n" + snip
    elif where == "lesson":
        lesson += "\n" + snip
    else:
        ask = (("Should I resend this link to the partner: %s ?" % url) if lang == "en" else ("이 링크를 파트너에게 다시 보낼까요? %s" % url))
    fields = {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}
    return "signed URL: %s | %s | %s" % (label, form, where), fields, collect(fields, cands)


# --- private keys
def fam_private_key(lang):
    k = pick(["ec", "ed25519", "openssh", "rsa_excerpt", "pkcs8_excerpt", "kube_client_key", "wireguard", "json_escaped"])
    who = pick(KO_ROMAN + EN_NAMES) + "@" + pick(["laptop", "build-01", "bastion", "mbp"])
    extra_pub = ""
    if k == "ec":
        label, lines = key_ec()
        snip = pem_text(label, lines)
        cands, what = lines, "EC private key"
    elif k == "ed25519":
        label, lines = key_ed25519_pkcs8()
        snip = pem_text(label, lines)
        cands, what = lines, "Ed25519 private key"
    elif k == "openssh":
        label, lines = key_openssh(who)
        snip = pem_text(label, lines)
        cands, what = lines, "SSH deploy key"
    elif k == "rsa_excerpt":
        label, lines = key_rsa_excerpt(rint(3, 6))
        snip = pem_text(label, lines[:-1] + [lines[-1], "...(%d more lines)..." % rint(18, 22)])
        cands, what = lines, "RSA private key (excerpt)"
    elif k == "pkcs8_excerpt":
        label, lines = key_pkcs8_rsa_excerpt(rint(3, 5))
        inner = pem_text(label, lines)
        snip = "tls.key: |\n" + "\n".join("  " + x for x in inner.split("\n"))
        cands, what = lines, "TLS private key"
    elif k == "kube_client_key":
        label, lines = key_ec()
        blob = b64e((pem_text(label, lines) + "\n").encode())
        snip = ("users:\n- name: %s-admin\n  user:\n    client-certificate: /etc/kubernetes/pki/admin.crt\n    client-key-data: %s"
                % (pick(["prod", "staging", "kr1"]), blob))
        cands, what = [blob], "kubeconfig client key"
    elif k == "wireguard":
        priv = b64e(rbytes(32))
        pub = b64e(rbytes(32))
        snip = ("[Interface]\nAddress = 10.8.0.%d/24\nPrivateKey = %s\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8"
                % (rint(2, 250), priv, pub, pick(EMAIL_DOMAINS)))
        cands, what = [priv], "WireGuard private key"
    else:
        label, lines = key_pkcs8_rsa_excerpt(rint(3, 4))
        pem = "\\n".join(["-----BEGIN PRIVATE KEY-----"] + lines + ["-----END PRIVATE KEY-----"]) + "\\n"
        snip = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n'
                '  "client_email": "%s@%s.iam.gserviceaccount.com"\n}' % (pick(["acme-prod", "data-kr-123"]), rhex(40), pem,
                                                                        pick(["deployer", "exporter"]), pick(["acme-prod", "data-kr-123"])))
        cands, what = lines, "service account key (excerpt)"
    ctx = base_ctx(lang, thing_of(lang, what), "SSH_PRIVATE_KEY")
    if lang == "en":
        mc = pick(["The deploy job could not pull the private submodule; I didn't know it authenticates with a key checked into %s." % ctx["repo"],
                   "I didn't know where the %s for %s lived; %s pasted it from their machine." % (what, ctx["svc"], ctx["person"]),
                   "The TLS handshake failed on the new ingress and I had no idea which key pair it used.",
                   "Nobody mentioned that the CI runner reuses the same key for every environment."])
        lesson = pick(["Keys pasted into chat must be rotated; generate a fresh pair per environment instead.",
                       "The file must be mode 0600 or ssh refuses it silently in the CI image.",
                       "The key in the repo is the one the bastion trusts; the one on the wiki was revoked."])
        ask = pick(["Can you rotate this key after the migration?", "Which environment is this key trusted in?", ""])
    else:
        mc = pick(["배포 작업이 private submodule을 못 받았는데, %s 저장소에 커밋된 키로 인증한다는 걸 몰랐다." % ctx["repo"],
                   "%s 쪽 %s 위치를 몰랐는데 %s님이 자기 PC에서 복사해줬다." % (ctx["svc"], what, ctx["person"]),
                   "새 ingress에서 TLS handshake가 실패했는데 어떤 키 쌍을 쓰는지 몰랐다.",
                   "CI runner가 모든 환경에서 같은 키를 재사용한다는 얘기를 아무도 안 했다."])
        lesson = pick(["채팅에 붙인 키는 교체해야 한다. 환경별로 새 키 쌍을 만들 것.",
                       "CI 이미지에서는 파일 권한이 0600이 아니면 ssh가 조용히 무시한다.",
                       "bastion이 신뢰하는 키는 저장소에 있는 것이고 위키에 있는 건 폐기됐다."])
        ask = pick(["마이그레이션 후에 이 키를 교체해 주실 수 있나요?", "이 키는 어느 환경에서 신뢰되나요?", ""])
    where = pick(["mc", "lesson"])
    if where == "mc":
        mc += "\n" + snip
    else:
        lesson += "\n" + snip
    fields = {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}
    return "private key: %s | %s" % (what, where), fields, collect(fields, cands)


# --- TOTP seeds, recovery codes, PINs, Wi-Fi keys
def fam_mfa_misc(lang):
    k = pick(["totp_uri", "totp_grouped", "totp_code", "recovery", "recovery", "pin", "wifi", "wifi"])
    p_ = person(lang)
    acct = pick(["the shared AWS root account", "the ops@ Google Workspace admin", "the GitHub org owner bot",
                 "the Cloudflare account", "the App Store Connect account", "the registrar account"])
    acct_ko = pick(["공용 AWS root 계정", "ops@ 구글 워크스페이스 관리자 계정", "GitHub org owner 봇 계정", "Cloudflare 계정",
                    "App Store Connect 계정", "도메인 등록 업체 계정"])
    A = acct if lang == "en" else acct_ko
    if k.startswith("totp"):
        seed = totp_seed()
        issuer = pick(["AWS", "GitHub", "Google", "Cloudflare", "Okta", "NaverWorks", "Toss"])
        if k == "totp_uri":
            val = seed
            snip = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (
                issuer, urlenc(email()), seed, issuer)
        elif k == "totp_grouped":
            val = grouped(seed.lower() if chance(0.3) else seed)
            snip = ("Secret key (enter manually): %s" if lang == "en" else "설정 키(수동 입력): %s") % val
        else:
            val = seed
            snip = 'import pyotp\ntotp = pyotp.TOTP("%s")\nprint(totp.now())' % seed
        cands = [val]
        cat = "TOTP seed (%s)" % k
        if lang == "en":
            mc = "The deploy needed an MFA code for %s and only %s had the authenticator. %s shared the seed:\n%s" % (A, p_, p_, snip)
            lesson = "Codes rotate every 30 seconds; generate them from the seed right before the login step."
            ask = pick(["Should the seed move into the team vault so the MFA is not tied to one phone?", ""])
        else:
            mc = "%s 로그인에 MFA 코드가 필요했는데 OTP 앱은 %s님 휴대폰에만 있었다. 공유받은 시드:\n%s" % (A, p_, snip)
            lesson = "코드는 30초마다 바뀌므로 로그인 직전에 시드로 생성할 것."
            ask = pick(["MFA가 한 사람 폰에 묶이지 않게 시드를 팀 vault로 옮길까요?", ""])
    elif k == "recovery":
        style = pick(["github", "google", "gitlab", "aws", "apple", "bitlocker", "1password", "generic"])
        codes = recovery_codes(style)
        if len(codes) == 1:
            snip = codes[0]
        else:
            snip = "\n".join(("- " if chance(0.5) else "") + c for c in codes)
        cands = codes
        cat = "recovery codes (%s)" % style
        what = {"github": "GitHub recovery codes", "google": "Google backup codes", "gitlab": "GitLab recovery codes",
                "aws": "backup codes", "apple": "Apple recovery key", "bitlocker": "BitLocker recovery key",
                "1password": "1Password Secret Key", "generic": "recovery codes"}[style]
        if lang == "en":
            mc = "I couldn't finish the account recovery for %s; I didn't know the %s were kept in the team wiki." % (A, what)
            lesson = {"apple": "The recovery key is the only way back in if the trusted devices are lost:\n",
                      "bitlocker": "The key is needed when the laptop's TPM resets after a BIOS update:\n",
                      "1password": "The Secret Key is needed together with the account password on a new device:\n"}.get(
                style, "Each code works once. The unused ones:\n") + snip
            ask = pick(["Should I regenerate the codes now that they have been pasted here?", ""])
        else:
            mc = "%s 복구를 끝내지 못했는데, %s 값이 팀 위키에 있다는 걸 몰랐다." % (A, what)
            lesson = {"apple": "신뢰하는 기기를 모두 잃어버리면 이 복구 키로만 들어갈 수 있다:\n",
                      "bitlocker": "BIOS 업데이트로 TPM이 초기화되면 이 키가 필요하다:\n",
                      "1password": "새 기기에서는 계정 비밀번호와 함께 이 Secret Key가 필요하다:\n"}.get(
                style, "코드는 한 번씩만 쓸 수 있다. 남은 코드:\n") + snip
            ask = pick(["여기 붙였으니 코드를 재발급할까요?", ""])
        if chance(0.3):
            ask = ((("Is %s one of the codes already used?" % codes[0]) if lang == "en" else ("%s 는 이미 쓴 코드인가요?" % codes[0])))
    elif k == "pin":
        kind = pick(["puk", "yubikey", "hsm", "android"])
        if kind == "puk":
            pin = rs(DIG, 8)
            snip = ("SIM PUK for the on-call phone: %s" if lang == "en" else "당직 폰 SIM PUK: %s") % pin
        elif kind == "yubikey":
            pin = rs(DIG, 8)
            snip = "ykman piv access change-pin --pin 123456 --new-pin %s" % pin
        elif kind == "hsm":
            pin = rs(ALNUM, rint(10, 16))
            snip = "softhsm2-util --init-token --slot 0 --label signing --so-pin %s --pin %s" % (rs(DIG, 8), pin)
            cands_extra = []
        else:
            pin = rs(DIG, 8)
            snip = ("Test device unlock PIN: %s" if lang == "en" else "테스트 단말 잠금 해제 PIN: %s") % pin
        cands = [pin]
        if kind == "hsm":
            so = snip.split("--so-pin ")[1].split(" ")[0]
            cands.append(so)
        cat = "PIN (%s)" % kind
        if lang == "en":
            mc = "I was blocked on %s because I didn't have the PIN. %s sent it:\n%s" % (
                pick(["signing the release", "unlocking the test device", "the on-call phone"]), p_, snip)
            lesson = pick(["Three wrong PIN attempts lock it, so ask instead of guessing.", "The PIN is per device, not per user."])
            ask = ""
        else:
            mc = "PIN이 없어서 %s 작업이 막혔다. %s님이 보내줬다:\n%s" % (pick(["릴리스 서명", "테스트 단말 잠금 해제", "당직 폰"]), p_, snip)
            lesson = pick(["PIN을 세 번 틀리면 잠기므로 추측하지 말고 물어볼 것.", "PIN은 사용자별이 아니라 기기별이다."])
            ask = ""
    else:
        ssid = pick(["Acme-Office-5G", "ACME_GUEST", "QA-Lab", "회의실_5G", "Warehouse-IoT", "DevOps-2.4G"])
        _, psk = password(lang=lang)
        form = pick(["qr", "nmcli", "wpa", "hostapd", "netsh", "prose", "hex"])
        if form == "hex":
            psk = rhex(64)
        if form == "qr":
            if any(c in psk for c in ";,:\\\""):
                raise Regenerate("qr")
            snip = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, psk)
        elif form == "nmcli":
            snip = "nmcli dev wifi connect '%s' password '%s'" % (ssid, psk)
        elif form in ("wpa", "hex"):
            snip = 'network={\n    ssid="%s"\n    psk=%s\n}' % (ssid, psk if form == "hex" else '"%s"' % psk)
        elif form == "hostapd":
            snip = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, psk)
        elif form == "netsh":
            snip = "netsh wlan show profile name=\"%s\" key=clear\n    Key Content            : %s" % (ssid, psk)
        else:
            snip = ("Wi-Fi %s, password %s" if lang == "en" else "와이파이 %s 비밀번호는 %s") % (ssid, psk)
        cands = [psk]
        cat = "Wi-Fi key (%s)" % form
        if lang == "en":
            mc = "The IoT test rig had to join %s and I didn't know the network credentials." % ssid
            lesson = "The rig only supports 2.4 GHz WPA2-PSK. Config that worked:\n" + snip
            ask = pick(["Is there a separate SSID for test devices?", ""])
        else:
            mc = "IoT 테스트 장비를 %s 에 붙여야 했는데 네트워크 정보를 몰랐다." % ssid
            lesson = "장비는 2.4GHz WPA2-PSK만 지원한다. 동작한 설정:\n" + snip
            ask = pick(["테스트 기기용 SSID가 따로 있나요?", ""])
        if chance(0.25) and "\n" not in psk:
            ask = ("Is the Wi-Fi password still %s?" % psk) if lang == "en" else ("와이파이 비밀번호 아직 %s 인가요?" % psk)
    fields = {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}
    return "mfa/misc: %s" % cat, fields, collect(fields, cands)


# --- webhooks with embedded secrets
def webhook():
    k = pick(["slack", "discord", "teams", "gchat", "feishu", "mattermost", "jenkins", "pagerduty", "kakaowork", "dingtalk"])
    if k == "slack":
        t = rs(ALNUM, 24)
        return k, "https://hooks.slack.com/services/T0%s/B0%s/%s" % (rs(UPALNUM, 8), rs(UPALNUM, 9), t), [t], "SLACK_WEBHOOK_URL"
    if k == "discord":
        t = rs(B64URL, 68)
        return k, "https://discord.com/api/webhooks/%d/%s" % (rint(10 ** 17, 10 ** 19 - 1), t), [t], "DISCORD_WEBHOOK"
    if k == "teams":
        h, sig = rhex(32), rs(ALNUM + "-_", 43)
        return k, ("https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/V2%s"
                   % (pick(["acme", "acmekr"]), ruuid(), ruuid(), h, ruuid(), sig)), [h, "V2" + sig], "TEAMS_WEBHOOK_URL"
    if k == "gchat":
        key, tok = "AIzaSy" + rs(B64URL, 33), rs(B64URL, 43) + "%3D"
        return k, "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(B64URL, 7), key, tok), [key, tok], "GCHAT_WEBHOOK"
    if k == "feishu":
        t = ruuid()
        return k, "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % t, [t], "FEISHU_WEBHOOK"
    if k == "mattermost":
        t = rs(LOWALNUM, 26)
        return k, "https://chat.%s/hooks/%s" % (pick(EMAIL_DOMAINS), t), [t], "MATTERMOST_HOOK"
    if k == "jenkins":
        t = rs(ALNUM, 32)
        return k, "https://jenkins.%s/generic-webhook-trigger/invoke?token=%s" % (pick(EMAIL_DOMAINS), t), [t], "JENKINS_TRIGGER_URL"
    if k == "pagerduty":
        t = "R0" + rs(UPALNUM.lower() + UP, 30)
        return k, "https://events.pagerduty.com/v2/enqueue  routing_key=%s" % t, [t], "PAGERDUTY_ROUTING_KEY"
    if k == "kakaowork":
        t = rhex(32)
        return k, "https://kakaowork.com/bots/hook/%s" % t, [t], "KAKAOWORK_WEBHOOK"
    t = rhex(64)
    return k, "https://oapi.dingtalk.com/robot/send?access_token=%s" % t, [t], "DINGTALK_WEBHOOK"


def fam_webhook(lang):
    k, url, cands, env = webhook()
    nm = {"slack": "Slack", "discord": "Discord", "teams": "Teams", "gchat": "Google Chat", "feishu": "Feishu",
          "mattermost": "Mattermost", "jenkins": "Jenkins trigger", "pagerduty": "PagerDuty", "kakaowork": "KakaoWork",
          "dingtalk": "DingTalk"}[k]
    ctx = base_ctx(lang, thing_of(lang, "%s webhook URL" % nm, "%s 웹훅 URL" % nm), env)
    ctx["slug"] = "alerts"
    if k == "pagerduty":
        t = cands[0]
        snip = 'curl -X POST https://events.pagerduty.com/v2/enqueue -H "Content-Type: application/json" -d \'{"routing_key":"%s","event_action":"trigger","payload":{"summary":"disk full","severity":"critical","source":"db-01"}}\'' % t
        label = "curl"
    else:
        form = pick(["env", "curl", "alertmanager", "code"])
        if form == "env":
            label, snip = render_kv(with_fillers([(env, url, None)], 2), ctx)
        elif form == "curl":
            label = "curl"
            snip = "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy finished\"}' '%s'" % url
        elif form == "alertmanager":
            label = "alertmanager.yml"
            snip = "receivers:\n  - name: ops\n    webhook_configs:\n      - url: '%s'\n        send_resolved: true" % url
        else:
            label = "Python code"
            snip = 'requests.post("%s", json={"text": msg}, timeout=5)' % url
    ctx["container"] = label
    p = pick(["mc", "lesson", "mc+ask", "lesson+ask", "mc_inline"])
    p, fields = place(ctx, snip, url if "  " not in url else cands[0], p)
    return "webhook: %s | %s | %s" % (k, label, p), fields, collect(fields, cands)


# --- label in one field, value in the next (split across fields)
def fam_split(lang):
    r = R.random()
    if r < 0.5:
        style, val = password(lang=lang)
        what_en, what_ko, env = pick([("admin password for the staging Grafana", "스테이징 Grafana admin 비밀번호", "GF_ADMIN_PASSWORD"),
                                      ("root password of the build VM", "빌드 VM root 비밀번호", "ROOT_PASSWORD"),
                                      ("password of the partner SFTP account", "파트너 SFTP 계정 비밀번호", "SFTP_PASSWORD"),
                                      ("database password for reporting", "리포팅 DB 비밀번호", "REPORT_DB_PASSWORD")])
        cat = "password (%s)" % style
    else:
        v = pick(VENDORS)()
        prim = [i for i in v["items"] if i[2]][-1]
        val = prim[1]
        if len(val) > 200:
            raise Regenerate("too long for split")
        what_en, what_ko, env = v["name"], v["name"], prim[0]
        cat = v["name"]
    ctx = base_ctx(lang, thing_of(lang, what_en, what_ko), env)
    mode = pick(["mc_label_lesson_value", "lesson_label_ask_value", "mc_label_ask_value"])
    if lang == "en":
        label_line = pick(["%s gave me the %s. Value:" % (ctx["person"], what_en), "%s =" % env,
                           "The %s is in the next field." % what_en, "%s (%s):" % (what_en.capitalize(), env)])
        rest = pick(["", " (valid until the end of the quarter)", " -- do not commit"])
    else:
        label_line = pick(["%s님이 %s 알려줌. 값:" % (ctx["person"], what_ko), "%s =" % env,
                           "%s 값은 다음 필드에 있음." % what_ko, "%s (%s):" % (what_ko, env)])
        rest = pick(["", " (분기 말까지 유효)", " -- 커밋 금지"])
    mc = fmt(MC_OPEN, ctx)
    lesson = fmt(LESSON_PLAIN, ctx)
    ask = ""
    if mode == "mc_label_lesson_value":
        mc = mc + " " + label_line
        lesson = val + rest
    elif mode == "lesson_label_ask_value":
        lesson = lesson + " " + label_line
        ask = val + rest
    else:
        mc = mc + " " + label_line
        ask = val
    fields = {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}
    return "split across fields: %s | %s" % (cat, mode), fields, collect(fields, [val])


# ---------------------------------------------------------------- clean families
def clean_fields(mc, lesson, ask, snip, lead="", where=None):
    where = where or pick(["mc", "lesson"])
    if where == "mc":
        mc = mc + ((" " + lead) if lead else "") + "\n" + snip
    else:
        lesson = lesson + ((" " + lead) if lead else "") + "\n" + snip
    return where, {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}


KNOWN_PREFIXES = ["sk_live_", "rk_live_", "whsec_", "sk-proj-", "sk-ant-api03-", "sk-", "ghp_", "gho_", "ghs_", "ghu_",
                  "github_pat_", "glpat-", "xoxb-", "xoxp-", "AKIA", "ASIA", "AIza", "GOCSPX-", "SG.", "key-", "npm_",
                  "pypi-", "dckr_pat_", "hvs.", "dop_v1_", "shpat_", "ATATT3xFfGF0", "lin_api_", "ntn_", "figd_", "hf_",
                  "PMAK-", "NRAK-", "sntrys_", "glsa_", "HRKU-", "sb_secret_", "EAAA", "dapi", "sl.", "sk.", "EAA",
                  "dp.pt.", "dp.st.prd.", "ops_", "pul-", "nfp_", "bkua_", "rnd_", "r8_", "gsk_", "pplx-", "xai-",
                  "tskey-auth-", "AGE-SECRET-KEY-1", "squ_", "lsv2_pt_", "lsv2_sk_", "re_", "pscale_pw_", "shippo_live_",
                  "CFPAT-", "xkeysib-", "live_sk_", "live_gsk_", "test_sk_", "live_", "SCW", "LTAI5t", "AKID", "AKLT",
                  "NCS", "access_token$production$", "ATBB", "sq0csp-"]


def token_prefix(v):
    """the vendor's documented prefix of a token (never any of its random body)"""
    best = ""
    for p in KNOWN_PREFIXES:
        if v.startswith(p) and len(p) > len(best) and len(v) > len(p) + 6:
            best = p
    return best


def placeholder(name, value):
    pre = token_prefix(value)
    n = max(8, len(value) - len(pre))
    r = R.random()
    if r < 0.25 and pre:
        return "placeholder: prefix + X run", pre + pick(["X", "x", "*", "0"]) * min(n, 40)
    if r < 0.45:
        return "placeholder: angle brackets", "<%s>" % pick([name.lower().replace("_", "-"), "your-" + name.lower().split("_")[-1],
                                                            "YOUR_" + name, "insert-key-here"])
    if r < 0.6:
        return "placeholder: YOUR_ constant", pick(["YOUR_%s", "REPLACE_WITH_%s", "%s_HERE", "CHANGE_ME_%s"]) % name
    if r < 0.72:
        return "placeholder: ellipsis", pick(["...", "…", "<...>", "xxx...xxx"]) if not pre else pre + "..."
    if r < 0.84:
        return "placeholder: template var", pick(["{{ %s }}" % name.lower(), "%%(%s)s" % name.lower(), "@@%s@@" % name,
                                                 "__%s__" % name])
    return "placeholder: descriptive", pick(["paste-your-token-here", "not-a-real-key", "example-only-do-not-use",
                                             "your_api_key_goes_here", "TODO-ask-ops-for-key"])


CLEAN_PH = {
    "mc": {"en": ["The README for {svc} shows the {vendor} settings with placeholders, and I didn't know which values the user expected me to fill in.",
                  "I didn't know {repo} ships a template config; the real values are injected at deploy time.",
                  "The onboarding doc only had a sample config for {vendor}, so I could not tell whether the integration was even enabled.",
                  "I was missing which file {svc} actually loads; the one I found is only the example."],
           "ko": ["{svc} README에는 {vendor} 설정이 플레이스홀더로만 있어서 사용자가 어떤 값을 기대하는지 몰랐다.",
                  "{repo} 저장소가 템플릿 설정만 포함하고 실제 값은 배포 시점에 주입된다는 걸 몰랐다.",
                  "온보딩 문서에 {vendor} 예시 설정만 있어서 연동이 켜져 있는지도 판단할 수 없었다.",
                  "{svc} 서비스가 실제로 어떤 파일을 읽는지 몰랐다. 내가 찾은 건 예시 파일이었다."]},
    "lesson": {"en": ["The sample file is safe to commit; copy it to {file} locally and fill it in yourself.",
                      "Tests mock {vendor}, so the placeholder values are enough for CI.",
                      "Startup fails fast with a clear error when the placeholder is still there, which is intended.",
                      "Keep the template in sync with the real keys list; the value column stays a placeholder."],
               "ko": ["예시 파일은 커밋해도 된다. 로컬에서 {file} 파일로 복사해서 직접 채울 것.",
                      "테스트는 {vendor} 호출을 mock 하므로 CI에서는 플레이스홀더 값으로 충분하다.",
                      "플레이스홀더가 남아 있으면 시작 시 명확한 에러로 바로 실패한다. 의도된 동작이다.",
                      "템플릿의 키 목록은 실제와 맞추되 값은 플레이스홀더로 둔다."]},
    "ask": {"en": ["Should I add the sample file to the docs too?", "Where do the real values come from in production?", ""],
            "ko": ["예시 파일을 문서에도 추가할까요?", "운영에서는 실제 값을 어디서 주입하나요?", ""]},
    "lead": {"en": ["Template:", "From the example file:", "Sample config:", "As committed:"],
             "ko": ["템플릿:", "예시 파일 내용:", "샘플 설정:", "커밋된 내용:"]},
}


def cfmt(pool, lang, **kw):
    return pick(pool[lang]).format(**kw)


def ctx_clean(lang, vendor="the service"):
    return {"svc": svc(lang), "repo": pick(REPOS), "file": pick(SECRET_FILES), "vendor": vendor, "task": task(lang),
            "person": person(lang)}


def id_like_name(n):
    """non-secret companion items that may stay in a clean note: clear identifiers only"""
    if any(w in n for w in ("KEY", "SECRET", "TOKEN", "PASS")):
        return False
    return any(w in n for w in ("REGION", "SID", "CLIENT_ID", "TENANT_ID", "APP_ID", "APPID", "STORE_ID", "VENDOR_ID",
                                "USERNAME", "USER", "EMAIL", "DOMAIN", "SITE", "HOST", "URL", "ENDPOINT", "ACCOUNT",
                                "MERCHANT", "PROJECT_ID", "ADDR"))


def fam_clean_placeholder(lang):
    v = pick(VENDORS)()
    cats = []
    items = []
    for n, val, f in v["items"]:
        if f is False:
            if id_like_name(n):
                items.append((n, val, False))
        else:
            c, ph = placeholder(n, val)
            cats.append(c)
            items.append((n, ph, False))
    kw = ctx_clean(lang, v["name"])
    ctx = {"slug": slug(v["name"]), "svc": kw["svc"], "person": kw["person"], "chat_intro": pick(CHAT_INTRO[lang]),
           "file": kw["file"], "repo": kw["repo"]}
    label, snip = render_kv(with_fillers(items, 2), ctx, pick([c for c in CONTAINERS if c not in (c_trace, c_chat)]))
    mc = cfmt(CLEAN_PH["mc"], lang, **kw)
    lesson = cfmt(CLEAN_PH["lesson"], lang, **kw)
    ask = cfmt(CLEAN_PH["ask"], lang, **kw)
    where, fields = clean_fields(mc, lesson, ask, snip, cfmt(CLEAN_PH["lead"], lang))
    return "%s | %s | %s" % (cats[0], v["name"], label), fields, []


# --- masked values
def mask_value(v):
    pre = token_prefix(v)
    tail = v[-4:] if len(v) > 16 else ""
    star = pick(["*", "•", "x", "X"])
    return pre + star * pick([4, 8, 12, 16, 20]) + tail


def fam_clean_masked(lang):
    kw = ctx_clean(lang)
    k = pick(["awslist", "ghstatus", "k8sdescribe", "tfplan", "npmconfig", "gha_log", "vendor_masked", "actuator",
              "op_item", "redacted_marker", "vendor_masked", "dashboard"])
    if k == "awslist":
        snip = ("$ aws configure list\n      Name                    Value             Type    Location\n"
                "      ----                    -----             ----    --------\n   profile                <not set>             None    None\n"
                "access_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n"
                "    region           %s      config-file    ~/.aws/config" % (rs(UPALNUM, 4), rs(ALNUM, 4), pick(["ap-northeast-2", "us-east-1"])))
        what = "aws configure list"
    elif k == "ghstatus":
        snip = ("$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n"
                "  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo'"
                % pick(KO_ROMAN + EN_NAMES))
        what = "gh auth status"
    elif k == "k8sdescribe":
        snip = ("$ kubectl describe secret %s-credentials -n prod\nName:         %s-credentials\nType:  Opaque\n\nData\n====\n"
                "password:  %d bytes\nusername:  %d bytes\napi-key:   %d bytes" % (kw["svc"], kw["svc"], rint(12, 40), rint(4, 12), rint(32, 64))) \
            if not kw["svc"][0] > "z" else "kubectl describe secret app-credentials\npassword:  24 bytes"
        what = "kubectl describe secret"
    elif k == "tfplan":
        snip = ('  # aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n'
                '        id                = "%s"\n      ~ password          = (sensitive value)\n      ~ master_user_secret = (known after apply)\n    }'
                % pick(["orders-prod", "billing-db", "analytics-pg"]))
        what = "terraform plan"
    elif k == "npmconfig":
        snip = ("$ npm config list\n; \"user\" config from /home/%s/.npmrc\n\n//registry.npmjs.org/:_authToken = (protected)\n"
                "@acme:registry = \"https://npm.pkg.github.com/\"" % pick(KO_ROMAN + EN_NAMES))
        what = "npm config list"
    elif k == "gha_log":
        snip = ("Run ./scripts/deploy.sh\n  env:\n    STRIPE_SECRET_KEY: ***\n    DATABASE_URL: ***\n    NODE_ENV: production\n"
                "Deploying %s to production...\nUsing token ***" % kw["svc"])
        what = "GitHub Actions log"
    elif k == "actuator":
        snip = json.dumps({"activeProfiles": ["prod"], "propertySources": [{"name": "systemEnvironment", "properties": {
            "SPRING_DATASOURCE_PASSWORD": {"value": "******"}, "SPRING_DATASOURCE_USERNAME": {"value": "app"},
            "JAVA_OPTS": {"value": "-Xmx1g"}}}]}, indent=1)
        what = "Spring actuator /env"
    elif k == "op_item":
        snip = ("$ op item get \"%s\" --vault Engineering\nID:          %s\nTitle:       %s\nVault:       Engineering\nFields:\n"
                "  username:    %s\n  password:    [use 'op item get %s --reveal' to reveal]"
                % ("Staging DB", rs(LOWALNUM, 26), "Staging DB", uname(), rs(LOWALNUM, 26)))
        what = "op item get"
    elif k == "redacted_marker":
        v = pick(VENDORS)()
        n = [i for i in v["items"] if i[2]][0][0]
        snip = "%s=%s" % (n, pick(["[REDACTED]", "<redacted>", "***REDACTED***", "[MASKED]", "[FILTERED]"]))
        what = "already redacted value (%s)" % v["name"]
    elif k == "dashboard":
        v = pick(VENDORS)()
        s = [i for i in v["items"] if i[2]][0][1]
        snip = ("%s dashboard shows the key as %s (created %s, last used %s)" if lang == "en"
                else "%s 대시보드에는 키가 %s 로 표시됨 (생성 %s, 마지막 사용 %s)") % (v["name"], mask_value(s), rdate(), rdate())
        what = "dashboard masked key (%s)" % v["name"]
    else:
        v = pick(VENDORS)()
        items = [(n, mask_value(val) if f is not False else val, False) for n, val, f in v["items"]
                 if f is not False or id_like_name(n)]
        if v["name"].startswith("Cloudinary"):
            items = [i for i in items if i[0] != "CLOUDINARY_URL"]
        ctx = {"slug": slug(v["name"]), "svc": kw["svc"], "person": kw["person"], "chat_intro": "", "file": kw["file"]}
        label, snip = render_kv(items, ctx, pick([c_dotenv, c_yaml, c_json, c_log, c_table, c_export]))
        what = "masked vendor value (%s, %s)" % (v["name"], label)
    if lang == "en":
        mc = pick(["I wasn't sure whether %s was actually configured on the runner; the only output I had was masked." % kw["svc"],
                   "I needed to confirm which credential %s uses without seeing its value." % kw["svc"],
                   "The user pasted diagnostic output and I didn't know the masked parts were expected."])
        lesson = pick(["Masked output is enough to check that a value is set and which key is active (compare the last 4 characters).",
                       "Don't ask for the raw value; the masked output plus the key name answers the question.",
                       "The tool masks secrets by default, so this output is safe to keep in the notes."])
        ask = pick(["Should I also check the last-used date of the key?", ""])
    else:
        mc = pick(["runner에 %s 설정이 실제로 되어 있는지 확신이 없었다. 가진 출력은 마스킹된 것뿐이었다." % kw["svc"],
                   "%s 서비스가 어떤 자격 증명을 쓰는지 값은 보지 않고 확인해야 했다." % kw["svc"],
                   "사용자가 진단 출력을 붙여줬는데, 마스킹된 부분이 정상이라는 걸 몰랐다."])
        lesson = pick(["마스킹된 출력만으로도 값이 설정됐는지, 어떤 키가 활성인지(마지막 4자리 비교) 확인할 수 있다.",
                       "원본 값을 요구하지 말 것. 마스킹된 출력과 키 이름이면 충분하다.",
                       "도구가 기본으로 secret을 마스킹하므로 이 출력은 노트에 남겨도 안전하다."])
        ask = pick(["키의 마지막 사용일도 확인할까요?", ""])
    where, fields = clean_fields(mc, lesson, ask, snip)
    return "masked: %s" % what, fields, []


# --- references to env vars and secret managers
def fam_clean_refs(lang):
    kw = ctx_clean(lang)
    v = pick(VENDORS)()
    n = [i for i in v["items"] if i[2]][-1][0]
    lo = n.lower()
    acct = rs(DIG, 12)
    k = pick(["gha", "k8s", "helm", "compose_secrets", "tf_sm", "tf_var", "spring", "ssm_resolve", "keyvault", "op_ref",
              "gcp_sm", "vault_agent", "python_getenv", "node_env", "ansible_vault_var", "jenkins", "gitlab", "doppler",
              "sops_exec", "dotenv_ref", "symfony", "arn"])
    if k == "gha":
        snip = ("      - name: Deploy\n        run: ./scripts/deploy.sh\n        env:\n          %s: ${{ secrets.%s }}\n"
                "          DEPLOY_ENV: production" % (n, n))
    elif k == "k8s":
        snip = ("        env:\n          - name: %s\n            valueFrom:\n              secretKeyRef:\n                name: %s-credentials\n"
                "                key: %s" % (n, slug(v["name"]), lo.replace("_", "-")))
    elif k == "helm":
        snip = "        - name: %s\n          value: {{ .Values.%s.%s | quote }}" % (n, k_camel(slug(v["name"]).replace("-", "_")), k_camel(n))
    elif k == "compose_secrets":
        snip = ("services:\n  api:\n    environment:\n      %s_FILE: /run/secrets/%s\n    secrets:\n      - %s\nsecrets:\n  %s:\n    file: ./secrets/%s.txt"
                % (n, lo, lo, lo, lo))
    elif k == "tf_sm":
        snip = ('data "aws_secretsmanager_secret_version" "%s" {\n  secret_id = "prod/%s/%s"\n}\n\nlocals {\n'
                '  %s = jsondecode(data.aws_secretsmanager_secret_version.%s.secret_string)["%s"]\n}' % (lo, kw["svc"] if kw["svc"].isascii() else "app", lo, lo, lo, n))
    elif k == "tf_var":
        snip = 'variable "%s" {\n  type      = string\n  sensitive = true\n}\n\nprovider "x" {\n  api_key = var.%s\n}' % (lo, lo)
    elif k == "spring":
        snip = "%s.api-key=${%s}\n%s.timeout=5s" % (slug(v["name"]).replace("-", "."), n, slug(v["name"]).replace("-", "."))
    elif k == "ssm_resolve":
        snip = "      MasterUserPassword: '{{resolve:ssm-secure:/prod/%s/%s:%d}}'" % (kw["svc"] if kw["svc"].isascii() else "app", lo, rint(1, 9))
    elif k == "keyvault":
        snip = "%s=@Microsoft.KeyVault(SecretUri=https://kv-%s-prod.vault.azure.net/secrets/%s/)" % (n, rs(LO, 5), lo.replace("_", "-"))
    elif k == "op_ref":
        snip = "%s=op://Engineering/%s/credential\n# run with: op run --env-file=.env.tpl -- npm start" % (n, v["name"].replace(" ", "-"))
    elif k == "gcp_sm":
        snip = "gcloud secrets versions access latest --secret=%s --project=%s > /tmp/%s" % (lo.replace("_", "-"), pick(["acme-prod", "data-kr"]), lo)
    elif k == "vault_agent":
        snip = ('{{ with secret "secret/data/%s" }}\nexport %s="{{ .Data.data.%s }}"\n{{ end }}' % (slug(v["name"]), n, lo))
    elif k == "python_getenv":
        snip = 'api_key = os.environ["%s"]  # set by the deploy pipeline\nif not api_key:\n    raise RuntimeError("%s is not set")' % (n, n)
    elif k == "node_env":
        snip = "const client = new Client({ apiKey: process.env.%s! });" % n
    elif k == "ansible_vault_var":
        snip = "%s: \"{{ vault_%s }}\"" % (lo, lo)
    elif k == "jenkins":
        snip = ("withCredentials([string(credentialsId: '%s', variable: '%s')]) {\n    sh './deploy.sh'\n}" % (lo.replace("_", "-"), n))
    elif k == "gitlab":
        snip = "deploy:\n  script:\n    - echo \"$%s\" | docker login -u \"$CI_REGISTRY_USER\" --password-stdin \"$CI_REGISTRY\"" % n
    elif k == "doppler":
        snip = "doppler run --project %s --config prd -- ./bin/server" % (kw["svc"] if kw["svc"].isascii() else "app")
    elif k == "sops_exec":
        snip = "sops exec-env secrets/prod.enc.yaml './bin/migrate --env prod'"
    elif k == "dotenv_ref":
        snip = "%s=${%s:?missing}\nDATABASE_URL=postgres://${DB_USER}:${DB_PASSWORD}@${DB_HOST}:5432/app" % (n, n)
    elif k == "symfony":
        snip = "parameters:\n    %s: '%%env(%s)%%'" % (lo, n)
    else:
        snip = "arn:aws:secretsmanager:ap-northeast-2:%s:secret:prod/%s-%s" % (acct, lo.replace("_", "-"), rs(ALNUM, 6))
    if lang == "en":
        mc = pick(["I didn't know where {svc} gets {n} in production; the repo only references it.",
                   "I assumed the key was missing because I couldn't find a value anywhere in {repo}.",
                   "The user asked me to wire up {vendor} but didn't say that secrets come from the platform, not from files.",
                   "I couldn't tell whether {n} was set for {task}; the config only points at a secret store."])
        lesson = pick(["The value is resolved at deploy time; the repo must only contain the reference.",
                       "If the reference is wrong the app fails at startup with a clear error, so a missing value is easy to spot.",
                       "Add new secrets to the store first, then reference them; never put values in the manifests.",
                       "Local runs use the same reference through the CLI wrapper, so no .env file is needed."])
        ask = pick(["Who has write access to the secret store for {vendor}?", "Should the staging reference point to a separate secret?", ""])
    else:
        mc = pick(["운영에서 {svc} 서비스가 {n} 값을 어디서 가져오는지 몰랐다. 저장소에는 참조만 있다.",
                   "{repo} 어디에도 값이 없어서 키가 빠진 줄 알았다.",
                   "사용자가 {vendor} 연동을 요청했지만 secret이 파일이 아니라 플랫폼에서 온다는 말은 없었다.",
                   "{task}에 {n} 값이 설정돼 있는지 알 수 없었다. 설정은 secret store를 가리킬 뿐이다."])
        lesson = pick(["값은 배포 시점에 해석된다. 저장소에는 참조만 있어야 한다.",
                       "참조가 틀리면 앱이 시작할 때 명확한 에러로 실패하므로 누락을 쉽게 알 수 있다.",
                       "새 secret은 먼저 store에 넣고 참조만 추가할 것. 매니페스트에 값을 넣지 않는다.",
                       "로컬 실행도 CLI 래퍼로 같은 참조를 쓰므로 .env 파일이 필요 없다."])
        ask = pick(["{vendor} secret store에 쓰기 권한이 있는 사람은 누구인가요?", "스테이징 참조는 별도 secret을 가리켜야 하나요?", ""])
    f = dict(kw, n=n, vendor=v["name"])
    where, fields = clean_fields(mc.format(**f), lesson.format(**f), ask.format(**f), snip)
    return "reference: %s (%s)" % (k, v["name"]), fields, []


# --- hashes, digests, commit SHAs
def fam_clean_hashes(lang):
    kw = ctx_clean(lang)
    k = pick(["gitlog", "docker_digest", "npm_integrity", "gosum", "pip_hash", "sha256sums", "sri", "tf_lock", "cargo",
              "etag", "content_hash", "git_blob", "helm_digest", "md5"])
    if k == "gitlog":
        snip = "\n".join("%s %s" % (rhex(40) if chance(0.5) else rhex(7), pick(["fix: retry on 429", "chore: bump deps",
                                                                                    "feat: add export endpoint", "revert \"feat: new cache\"",
                                                                                    "docs: update runbook", "test: flaky e2e"]))
                         for _ in range(rint(3, 5)))
    elif k == "docker_digest":
        snip = "image: ghcr.io/acme/%s@sha256:%s" % (pick(SERVICES), rhex(64))
    elif k == "npm_integrity":
        pkg, ver = pick(["lodash", "zod", "axios", "dayjs"]), "%d.%d.%d" % (rint(1, 9), rint(0, 20), rint(0, 20))
        snip = ('"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n  "integrity": "sha512-%s"\n}'
                % (pkg, ver, pkg, pkg, ver, b64e(rbytes(64))))
    elif k == "gosum":
        snip = "\n".join("%s v%d.%d.%d h1:%s" % (pick(["github.com/stretchr/testify", "golang.org/x/net", "github.com/google/uuid"]),
                                                rint(0, 2), rint(0, 30), rint(0, 9), b64e(rbytes(32))) for _ in range(2))
    elif k == "pip_hash":
        snip = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (rhex(64), rhex(64))
    elif k == "sha256sums":
        snip = "\n".join("%s  %s" % (rhex(64), f) for f in ["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz", "app-windows-amd64.zip"][:rint(2, 3)])
    elif k == "sri":
        snip = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % b64e(rbytes(48))
    elif k == "tf_lock":
        snip = ('provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.%d.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n  ]\n}'
                % (rint(10, 80), b64e(rbytes(32)), rhex(64)))
    elif k == "cargo":
        snip = '[[package]]\nname = "serde"\nversion = "1.0.%d"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % (rint(150, 215), rhex(64))
    elif k == "etag":
        snip = 'HTTP/1.1 304 Not Modified\nETag: "%s"\nCache-Control: max-age=3600\nX-Request-Id: %s' % (rhex(32), ruuid())
    elif k == "content_hash":
        snip = "dist/assets/index-%s.js   412.31 kB │ gzip: 131.02 kB\ndist/assets/index-%s.css   38.10 kB │ gzip: 7.44 kB" % (rs(B64URL, 8), rs(B64URL, 8))
    elif k == "git_blob":
        snip = "$ git ls-tree HEAD config/\n100644 blob %s\tconfig/app.yaml\n100644 blob %s\tconfig/app.example.env" % (rhex(40), rhex(40))
    elif k == "helm_digest":
        snip = "Pulled: registry.acme.io/charts/%s:1.%d.%d\nDigest: sha256:%s" % (pick(SERVICES), rint(0, 9), rint(0, 20), rhex(64))
    else:
        snip = "MD5 (backup-%s.sql.gz) = %s" % (rdate(), rhex(32))
    if lang == "en":
        mc = pick(["I couldn't tell whether the build on the runner used the same artifact as my local one.",
                   "The deploy pulled a different image than the one tested, and I didn't know how to pin it.",
                   "I didn't know which commit the hotfix was cut from.",
                   "The lockfile changed in the PR and I wasn't sure whether the dependency was tampered with."])
        lesson = pick(["Compare digests, not tags; tags move and digests don't.",
                       "The checksum matches the published one, so the artifact is fine.",
                       "Pin by digest in production manifests; keep tags only for humans.",
                       "The hash changed because of the rebuilt base image, not because of our code."])
        ask = pick(["Should I pin every image by digest?", "Is it OK to regenerate the lockfile?", ""])
    else:
        mc = pick(["runner의 빌드가 내 로컬과 같은 아티팩트인지 확인할 수 없었다.",
                   "테스트한 것과 다른 이미지가 배포됐는데 고정하는 방법을 몰랐다.",
                   "핫픽스가 어느 커밋에서 나왔는지 몰랐다.",
                   "PR에서 lockfile이 바뀌었는데 의존성이 변조된 건지 확신이 없었다."])
        lesson = pick(["태그가 아니라 digest를 비교할 것. 태그는 움직이지만 digest는 안 바뀐다.",
                       "공개된 체크섬과 일치하므로 아티팩트는 정상이다.",
                       "운영 매니페스트는 digest로 고정하고 태그는 사람이 보는 용도로만 둔다.",
                       "해시가 바뀐 건 우리 코드가 아니라 base 이미지 재빌드 때문이다."])
        ask = pick(["모든 이미지를 digest로 고정할까요?", "lockfile을 다시 생성해도 되나요?", ""])
    where, fields = clean_fields(mc, lesson, ask, snip)
    return "hash/digest: %s" % k, fields, []


# --- identifiers that are not secrets
def fam_clean_ids(lang):
    kw = ctx_clean(lang)
    k = pick(["reqlog", "traceparent", "twilio_sid", "google_client", "github_client", "azure_ids", "aws_arn", "stripe_ids",
              "slack_ids", "cloudflare_ids", "sentry_event", "docker_ps", "mongo_oid", "firebase_ids", "apple_ids",
              "naver_client_id", "wechat_appid", "kms_key", "ulid", "xray", "cf_id", "portone_ids"])
    if k == "reqlog":
        snip = "\n".join('%s INFO request_id=%s method=%s path=/v1/%s status=%d dur_ms=%d' % (
            rts(), ruuid(), pick(["GET", "POST"]), pick(["orders", "users/me", "payments"]), pick([200, 201, 404, 500]), rint(3, 900))
            for _ in range(rint(2, 4)))
        what = "request ids in logs"
    elif k == "traceparent":
        snip = "traceparent: 00-%s-%s-01\ntracestate: dd=s:1;o:rum\nx-b3-spanid: %s" % (rhex(32), rhex(16), rhex(16))
        what = "trace context headers"
    elif k == "twilio_sid":
        snip = ("TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s\n# auth token comes from the secret store" % (rhex(32), rhex(32)))
        what = "Twilio Account SID"
    elif k == "google_client":
        snip = 'GOOGLE_CLIENT_ID="%s-%s.apps.googleusercontent.com"\nGOOGLE_REDIRECT_URI="https://%s/auth/callback"' % (
            rs(DIG, 12), rs(LOWALNUM, 32), pick(["app.acme.io", "localhost:3000"]))
        what = "Google OAuth client id"
    elif k == "github_client":
        snip = "GitHub App ID: %d\nClient ID: %s\nInstallation ID: %d" % (rint(100000, 999999), pick(["Iv1." + rhex(16), "Iv23li" + rs(ALNUM, 14)]),
                                                                        rint(10 ** 7, 10 ** 8))
        what = "GitHub App ids"
    elif k == "azure_ids":
        snip = "ARM_SUBSCRIPTION_ID=%s\nARM_TENANT_ID=%s\nARM_CLIENT_ID=%s\nARM_USE_OIDC=true" % (ruuid(), ruuid(), ruuid())
        what = "Azure subscription/tenant/client ids"
    elif k == "aws_arn":
        a = rs(DIG, 12)
        snip = "role_arn = arn:aws:iam::%s:role/%s\nsource_profile = sso-%s\nregion = ap-northeast-2" % (a, pick(["deployer", "ReadOnly", "ci-oidc"]), pick(["dev", "prod"]))
        what = "AWS account id and role ARN"
    elif k == "stripe_ids":
        snip = "customer=cus_%s payment_intent=pi_%s charge=ch_%s\nevent=evt_%s request=req_%s" % (
            rs(ALNUM, 14), rs(ALNUM, 24), rs(ALNUM, 24), rs(ALNUM, 24), rs(ALNUM, 14))
        what = "Stripe object ids"
    elif k == "slack_ids":
        snip = "team_id=T0%s channel=C0%s user=U0%s ts=%d.%06d" % (rs(UPALNUM, 8), rs(UPALNUM, 9), rs(UPALNUM, 9), now_epoch(), rint(0, 999999))
        what = "Slack ids"
    elif k == "cloudflare_ids":
        snip = 'account_id = "%s"\nzone_id    = "%s"\n# api token: var.cloudflare_api_token' % (rhex(32), rhex(32))
        what = "Cloudflare account/zone ids"
    elif k == "sentry_event":
        snip = "Sentry event %s (issue ACME-API-%s), release %s@%d.%d.%d" % (rhex(32), rs(UPALNUM, 3), pick(SERVICES), rint(1, 5), rint(0, 30), rint(0, 9))
        what = "Sentry event id"
    elif k == "docker_ps":
        snip = "$ docker inspect --format '{{.Id}}' %s\n%s" % (pick(SERVICES), rhex(64))
        what = "container id"
    elif k == "mongo_oid":
        snip = 'db.orders.find({ _id: ObjectId("%s") })\n{ _id: ObjectId("%s"), userId: ObjectId("%s"), status: "PAID" }' % (rhex(24), rhex(24), rhex(24))
        what = "Mongo ObjectIds"
    elif k == "firebase_ids":
        snip = "projectId: \"%s\"\nmessagingSenderId: \"%s\"\nappId: \"1:%s:web:%s\"" % (pick(["acme-prod", "kshop-app"]), rs(DIG, 12), rs(DIG, 12), rhex(22))
        what = "Firebase project/app ids"
    elif k == "apple_ids":
        snip = "APPLE_TEAM_ID=%s\nAPNS_KEY_ID=%s\nBUNDLE_ID=com.acme.%s\n# the .p8 key itself is in the vault" % (rs(UPALNUM, 10), rs(UPALNUM, 10), pick(["shop", "app"]))
        what = "Apple team/key ids"
    elif k == "naver_client_id":
        snip = "X-Naver-Client-Id: %s\nX-Naver-Client-Secret: ${NAVER_CLIENT_SECRET}" % rs(ALNUM, 20)
        what = "Naver client id with secret reference"
    elif k == "wechat_appid":
        snip = "WECHAT_APPID=wx%s\nFEISHU_APP_ID=cli_%s\n# secrets: see vault path kv/im" % (rhex(16), rhex(16))
        what = "WeChat/Feishu app ids"
    elif k == "kms_key":
        snip = "KmsKeyId: arn:aws:kms:ap-northeast-2:%s:key/%s\nAlias: alias/%s-prod" % (rs(DIG, 12), ruuid(), pick(SERVICES))
        what = "KMS key id"
    elif k == "ulid":
        snip = "job %s queued, parent %s" % (rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26), rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26))
        what = "ULIDs"
    elif k == "xray":
        snip = "X-Amzn-Trace-Id: Root=1-%s-%s;Parent=%s;Sampled=1" % (rhex(8), rhex(24), rhex(16))
        what = "X-Ray trace id"
    elif k == "cf_id":
        snip = "x-cache: Error from cloudfront\nx-amz-cf-pop: ICN57-P2\nx-amz-cf-id: %s==" % rs(B64URL, 54)
        what = "CloudFront request id"
    else:
        snip = '{"imp_uid": "imp_%s", "merchant_uid": "order_%s_%s", "status": "paid"}' % (rs(DIG, 12), rdate().replace("-", ""), rs(DIG, 6))
        what = "PortOne payment ids"
    logish = k in ("reqlog", "traceparent", "xray", "cf_id", "sentry_event", "ulid", "docker_ps", "mongo_oid",
                   "stripe_ids", "portone_ids", "slack_ids")
    if lang == "en":
        mc = pick(["I had to correlate a failing request across services and didn't know which id each log uses.",
                   "The user pasted these identifiers and I wasn't sure whether they were sensitive.",
                   "Support asked for the ids of the failed payment and I didn't know where to find them."] if logish else
                  ["The user pasted these identifiers and I wasn't sure whether they were sensitive.",
                   "I didn't know which account or project %s is deployed to." % kw["svc"],
                   "I couldn't tell which app registration %s uses for sign-in." % kw["svc"]])
        lesson = pick(["These are identifiers, not credentials; they are fine to keep in tickets and notes.",
                       "Search the logs by the request id first, then follow the trace id across services."] if logish else
                      ["These are identifiers, not credentials; they are fine to keep in tickets and notes.",
                       "The ids alone grant nothing; access still needs the token from the secret store.",
                       "Keep ids in the runbook so the next person can find the right account quickly."])
        ask = pick(["Should I add these ids to the runbook?", "Is there a dashboard that links these ids together?", ""])
    else:
        mc = pick(["여러 서비스에 걸친 실패 요청을 추적해야 했는데 로그마다 어떤 id를 쓰는지 몰랐다.",
                   "사용자가 이 식별자들을 붙여줬는데 민감한 값인지 확신이 없었다.",
                   "CS팀이 실패한 결제의 id를 요청했는데 어디서 찾는지 몰랐다."] if logish else
                  ["사용자가 이 식별자들을 붙여줬는데 민감한 값인지 확신이 없었다.",
                   "%s 서비스가 어느 계정/프로젝트에 배포되는지 몰랐다." % kw["svc"],
                   "%s 서비스가 로그인에 어떤 앱 등록을 쓰는지 알 수 없었다." % kw["svc"]])
        lesson = pick(["이것들은 식별자이지 자격 증명이 아니다. 티켓이나 노트에 남겨도 된다.",
                       "먼저 request id로 로그를 찾고, trace id로 서비스 간 흐름을 따라갈 것."] if logish else
                      ["이것들은 식별자이지 자격 증명이 아니다. 티켓이나 노트에 남겨도 된다.",
                       "id만으로는 아무 권한도 없다. 접근에는 여전히 secret store의 토큰이 필요하다.",
                       "다음 사람이 계정을 빨리 찾도록 id는 런북에 적어 둔다."])
        ask = pick(["이 id들을 런북에 추가할까요?", "이 id들을 연결해서 보여주는 대시보드가 있나요?", ""])
    where, fields = clean_fields(mc, lesson, ask, snip)
    return "identifier: %s" % what, fields, []


# --- public keys and fingerprints
def ssh_pub_ed25519(comment):
    blob = _ssh_str(b"ssh-ed25519") + _ssh_str(rbytes(32))
    return "ssh-ed25519 %s %s" % (b64e(blob), comment)


def ssh_pub_rsa(comment):
    blob = _ssh_str(b"ssh-rsa") + _ssh_str(b"\x01\x00\x01") + _ssh_str(b"\x00" + rbytes(256))
    return "ssh-rsa %s %s" % (b64e(blob), comment)


def ssh_pub_ecdsa(comment):
    blob = _ssh_str(b"ecdsa-sha2-nistp256") + _ssh_str(b"nistp256") + _ssh_str(b"\x04" + rbytes(64))
    return "ecdsa-sha2-nistp256 %s %s" % (b64e(blob), comment)


def fam_clean_pubkeys(lang):
    kw = ctx_clean(lang)
    who = pick(KO_ROMAN + EN_NAMES) + "@" + pick(["laptop", "mbp", "build-01", "ci"])
    k = pick(["authorized_keys", "rsa_pub", "ecdsa_pub", "pem_pub", "cert", "gpg_fp", "ssh_fp", "known_hosts", "age_pub",
              "wg_peer", "jwks", "dkim", "minisign", "pin", "eth", "cosign"])
    if k == "authorized_keys":
        snip = "\n".join(ssh_pub_ed25519(pick(KO_ROMAN + EN_NAMES) + "@" + pick(["laptop", "mbp", "desktop"])) for _ in range(rint(1, 3)))
    elif k == "rsa_pub":
        snip = ssh_pub_rsa(who)
    elif k == "ecdsa_pub":
        snip = ssh_pub_ecdsa(who)
    elif k == "pem_pub":
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + rbytes(64)
        snip = pem_text("PUBLIC KEY", pem_lines(b64e(der)))
    elif k == "cert":
        body = [("MIID" + rs(B64, 60))] + [rs(B64, 64) for _ in range(rint(2, 4))]
        snip = pem_text("CERTIFICATE", body + ["...(%d more lines)..." % rint(12, 18)])
    elif k == "gpg_fp":
        fp = rhex(40).upper()
        snip = "pub   ed25519 %s [SC]\n      %s\nuid           [ultimate] %s <%s>" % (rdate(), " ".join(fp[i:i + 4] for i in range(0, 40, 4)),
                                                                                 person("en"), email())
    elif k == "ssh_fp":
        snip = "256 SHA256:%s %s (ED25519)\n3072 MD5:%s %s (RSA)" % (b64e(rbytes(32)).rstrip("="), who,
                                                                  ":".join(rhex(2) for _ in range(16)), who)
    elif k == "known_hosts":
        snip = "%s %s" % (pick(["github.com", "gitlab.corp.local", "[bastion.acme.io]:2222"]), ssh_pub_ed25519("").strip())
    elif k == "age_pub":
        snip = "# public key: age1%s\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: age1%s" % (
            rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58), rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58))
    elif k == "wg_peer":
        snip = "[Peer]\n# %s\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32\nPersistentKeepalive = 25" % (who, b64e(rbytes(32)), rint(2, 250))
    elif k == "jwks":
        snip = json.dumps({"keys": [{"kty": "RSA", "use": "sig", "alg": "RS256", "kid": rhex(16),
                                     "n": b64u(rbytes(256)), "e": "AQAB"}]}, indent=1)
    elif k == "dkim":
        snip = '%s._domainkey.%s. 3600 IN TXT "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA%s"' % (
            pick(["google", "s1", "mail"]), pick(EMAIL_DOMAINS), rs(B64, 300) + "IDAQAB")
    elif k == "minisign":
        snip = "untrusted comment: minisign public key %s\nRWQ%s" % (rhex(16).upper(), b64e(rbytes(39)))
    elif k == "pin":
        snip = 'Public-Key-Pins: pin-sha256="%s"; pin-sha256="%s"; max-age=5184000' % (b64e(rbytes(32)), b64e(rbytes(32)))
    elif k == "eth":
        snip = "treasury multisig: 0x%s\nfee recipient: 0x%s" % (rhex(40), rhex(40))
    else:
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + rbytes(64)
        snip = "cosign verify --key cosign.pub ghcr.io/acme/api:1.9.0\n# cosign.pub\n" + pem_text("PUBLIC KEY", pem_lines(b64e(der)))
    if lang == "en":
        mc = pick(["I didn't know which public key the server trusts, so I couldn't tell why the login was rejected.",
                   "The user asked me to add a teammate's key and I wasn't sure whether the pasted text was the public or private half.",
                   "Signature verification failed in CI and I didn't know which key it was checking against.",
                   "I was missing the host key of the new bastion, so the first SSH connection prompted and the job hung."])
        lesson = pick(["Public keys and fingerprints are safe to share and commit; only the private half must stay secret.",
                       "Compare fingerprints instead of whole keys when checking which key is installed.",
                       "Pin the host key in known_hosts in the CI image so the job never prompts.",
                       "The verifier only needs the public key; the signing key stays in the KMS."])
        ask = pick(["Should I add this key to the team's authorized_keys in Ansible?", "Is this the key that should be pinned in CI?", ""])
    else:
        mc = pick(["서버가 어떤 공개 키를 신뢰하는지 몰라서 로그인이 왜 거부되는지 알 수 없었다.",
                   "사용자가 팀원 키를 추가해 달라고 했는데 붙여준 게 공개 키인지 개인 키인지 확신이 없었다.",
                   "CI에서 서명 검증이 실패했는데 어떤 키로 검증하는지 몰랐다.",
                   "새 bastion의 호스트 키가 없어서 첫 SSH 접속에서 프롬프트가 떠 작업이 멈췄다."])
        lesson = pick(["공개 키와 fingerprint는 공유하고 커밋해도 된다. 개인 키만 비밀로 유지하면 된다.",
                       "어떤 키가 설치돼 있는지 볼 때는 키 전체 대신 fingerprint를 비교할 것.",
                       "CI 이미지의 known_hosts에 호스트 키를 고정해 두면 프롬프트가 뜨지 않는다.",
                       "검증에는 공개 키만 있으면 된다. 서명 키는 KMS에 있다."])
        ask = pick(["이 키를 Ansible의 팀 authorized_keys에 추가할까요?", "CI에 고정해야 하는 키가 이것인가요?", ""])
    where, fields = clean_fields(mc, lesson, ask, snip)
    return "public key/fingerprint: %s" % k, fields, []


# --- base64 of data that is not secret
def fam_clean_base64(lang):
    k = pick(["pubsub", "ca_data", "gh_content", "data_uri", "cursor", "configmap", "kafka", "saml_req"])
    if k == "pubsub":
        payload = json.dumps({"orderId": rint(10000, 99999), "status": pick(["PAID", "SHIPPED", "CANCELLED"]), "ts": rts()}, separators=(",", ":"))
        snip = json.dumps({"message": {"data": b64e(payload.encode()), "messageId": str(rint(10 ** 15, 10 ** 16)),
                                       "publishTime": rts()}, "subscription": "projects/acme-prod/subscriptions/orders-push"}, indent=1)
    elif k == "ca_data":
        body = "\n".join([("MIID" + rs(B64, 60))] + [rs(B64, 64) for _ in range(3)])
        pem = "-----BEGIN CERTIFICATE-----\n" + body + "\n-----END CERTIFICATE-----\n"
        snip = "clusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://%s:6443\n  name: %s" % (
            b64e(pem.encode()), rip(), pick(["prod-kr", "staging"]))
    elif k == "gh_content":
        text = "# %s\n\nRun `make dev` to start the stack.\n" % pick(SERVICES)
        snip = json.dumps({"name": "README.md", "path": "README.md", "sha": rhex(40), "encoding": "base64",
                           "content": b64e(text.encode())}, indent=1)
    elif k == "data_uri":
        snip = '<img alt="logo" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA%s" />' % b64e(rbytes(rint(60, 120)))
    elif k == "cursor":
        cur = b64e(json.dumps({"id": rint(1, 10 ** 6), "created_at": rts()}, separators=(",", ":")).encode())
        snip = 'GET /v1/orders?limit=50&cursor=%s\n{"data": [...], "next_cursor": "%s"}' % (cur, b64e(json.dumps({"id": rint(1, 10 ** 6)}).encode()))
    elif k == "configmap":
        yml = "feature_flags:\n  new_checkout: true\n  dark_mode: false\n"
        snip = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: flags\nbinaryData:\n  flags.yaml: %s" % b64e(yml.encode())
    elif k == "kafka":
        snip = "offset=%d key=%s value=%s" % (rint(1000, 999999), b64e(str(rint(1, 99999)).encode()),
                                              b64e(json.dumps({"event": "user.signup", "plan": "free"}).encode()))
    else:
        xml = '<samlp:AuthnRequest ID="_%s" Version="2.0" IssueInstant="%s"/>' % (rhex(32), rts())
        snip = "SAMLRequest=%s" % urlenc(b64e(xml.encode()))
    if lang == "en":
        mc = pick(["The payload in the log was base64 and I assumed it was encrypted or sensitive.",
                   "I didn't know this field is just base64-encoded data, so I wasted time trying to decrypt it.",
                   "The user pasted a blob and asked whether it was safe to keep in the notes."])
        lesson = pick(["It's plain base64 of non-sensitive data; `base64 -d` shows the content.",
                       "Decode before assuming anything; this one is configuration, not a credential.",
                       "The encoding is only for transport; nothing secret is inside."])
        ask = pick(["Should the tooling decode this automatically in the logs?", ""])
    else:
        mc = pick(["로그의 payload가 base64여서 암호화되었거나 민감한 값인 줄 알았다.",
                   "이 필드가 그냥 base64 인코딩된 데이터라는 걸 몰라서 복호화하느라 시간을 썼다.",
                   "사용자가 blob을 붙여주고 노트에 남겨도 되는지 물었다."])
        lesson = pick(["민감하지 않은 데이터를 base64로 인코딩한 것뿐이다. `base64 -d`로 내용을 볼 수 있다.",
                       "추측하기 전에 먼저 디코딩할 것. 이건 설정값이지 자격 증명이 아니다.",
                       "인코딩은 전송용일 뿐이고 안에 비밀 값은 없다."])
        ask = pick(["로그에서 자동으로 디코딩하도록 할까요?", ""])
    where, fields = clean_fields(mc, lesson, ask, snip)
    return "base64 non-secret: %s" % k, fields, []


# --- long identifiers and versions
def fam_clean_longids(lang):
    k = pick(["gopseudo", "semver", "podnames", "logstream", "tfaddr", "s3key", "android_fp", "maven_snapshot", "buildid",
              "gha_run", "next_token"])
    if k == "gopseudo":
        snip = "require (\n\tgithub.com/acme/%s v0.0.0-%s%02d%02d%02d-%s\n\tgolang.org/x/sync v0.%d.0\n)" % (
            pick(SERVICES), rdate().replace("-", ""), rint(0, 23), rint(0, 59), rint(0, 59), rhex(12), rint(3, 9))
    elif k == "semver":
        snip = "version: %d.%d.%d-rc.%d+build.%s.%s" % (rint(1, 5), rint(0, 30), rint(0, 9), rint(1, 6), rdate().replace("-", ""), rhex(7))
    elif k == "podnames":
        snip = "\n".join("%s-%s-%s   1/1   Running   %d   %dh" % (s, rs("bcdfghjklmnpqrstvwxz2456789", 10), rs("bcdfghjklmnpqrstvwxz2456789", 5), rint(0, 3), rint(1, 72))
                         for s in [pick(SERVICES) for _ in range(rint(2, 4))])
    elif k == "logstream":
        snip = "/aws/lambda/%s  %s/[$LATEST]%s" % (pick(SERVICES), rdate().replace("-", "/"), rhex(32))
    elif k == "tfaddr":
        snip = 'module.network["ap-northeast-2"].aws_subnet.private["%s"]\nmodule.eks.aws_eks_node_group.this["%s-%s"]' % (
            pick(["a", "b", "c"]), pick(["general", "spot"]), rhex(8))
    elif k == "s3key":
        snip = "s3://%s/raw/year=%s/month=%02d/part-%05d-%s-c000.snappy.parquet" % (
            pick(["data-lake-prod", "acme-analytics"]), rint(2023, 2026), rint(1, 12), rint(0, 999), ruuid())
    elif k == "android_fp":
        snip = "ro.build.fingerprint=google/%s/%s:14/AP1A.%d.%03d/%d:user/release-keys" % (("raven",) * 2 + (rint(240000, 250000), rint(1, 30), rint(10 ** 7, 10 ** 8)))
    elif k == "maven_snapshot":
        snip = "Downloaded: com/acme/%s/1.4.0-SNAPSHOT/%s-1.4.0-%s.%02d%02d%02d-%d.jar" % (
            "core", "core", rdate().replace("-", ""), rint(0, 23), rint(0, 59), rint(0, 59), rint(1, 40))
    elif k == "buildid":
        snip = "BUILD_ID=%s\nGIT_SHA=%s\nIMAGE_TAG=%s-%s" % (rs(ALNUM + "-_", 21), rhex(40), rdate().replace("-", ""), rhex(7))
    elif k == "gha_run":
        snip = "https://github.com/%s/actions/runs/%d/job/%d" % (pick(REPOS), rint(10 ** 9, 10 ** 10), rint(10 ** 10, 10 ** 11))
    else:
        snip = '{"items": [...], "nextPageToken": "%s"}' % rs(ALNUM + "_-", rint(60, 120))
    if lang == "en":
        mc = pick(["I didn't know how to read the long names in the output, so I couldn't tell which build was deployed.",
                   "The version string confused the release script and I didn't know its format.",
                   "I wasn't sure whether this long value in the output was something sensitive."])
        lesson = pick(["It's an identifier/version with a timestamp and commit; nothing sensitive.",
                       "The suffix is a hash of the spec, so the same spec always gives the same name.",
                       "Parse the version with a semver library; the build metadata is ignored for ordering."])
        ask = pick(["Should the release notes include the full version string?", ""])
    else:
        mc = pick(["출력의 긴 이름을 읽는 법을 몰라서 어떤 빌드가 배포됐는지 알 수 없었다.",
                   "버전 문자열 형식을 몰라서 릴리스 스크립트가 헷갈렸다.",
                   "출력에 있는 이 긴 값이 민감한 건지 확신이 없었다."])
        lesson = pick(["타임스탬프와 커밋이 들어간 식별자/버전일 뿐 민감한 값이 아니다.",
                       "접미사는 spec의 해시라서 같은 spec이면 항상 같은 이름이 나온다.",
                       "버전은 semver 라이브러리로 파싱할 것. build metadata는 정렬에 쓰이지 않는다."])
        ask = pick(["릴리스 노트에 전체 버전 문자열을 넣을까요?", ""])
    where, fields = clean_fields(mc, lesson, ask, snip)
    return "long identifier/version: %s" % k, fields, []


# --- password policy and credential-related flags, no values
POLICY_EN = [
    "Passwords for the admin console must be at least 14 characters, include a symbol, and rotate every 90 days; SSO users have no local password at all.",
    "`mysql -p` with nothing attached prompts for the password, while `-P 3306` (capital P) is the port, not a password.",
    "`psql -W` forces a password prompt; with a ~/.pgpass entry it is not needed, and PGPASSWORD in the environment is discouraged.",
    "`docker login --password-stdin` reads the token from stdin so it never appears in the process list or shell history.",
    "`redis-cli -a` prints a warning; export REDISCLI_AUTH from the secret store instead of passing the password as a flag.",
    "In this codebase `secret` means the webhook signing secret, which is loaded from the vault at startup; tests use a generated one.",
    "The password column is nullable because users who sign in with Google never set one.",
    "bcrypt cost is 12 in production and 4 in tests so the test suite stays fast.",
    "`curl -u alice` without a colon makes curl prompt for the password, which hangs in CI.",
    "`openssl pkcs12 -passout env:P12_PASS` reads the password from the variable instead of the command line.",
    "`mysql --login-path=prod` uses the obfuscated ~/.mylogin.cnf created by mysql_config_editor, so no password on the command line.",
    "The reset-password e-mail link is valid for 30 minutes and single use.",
    "`kubectl create secret generic db --from-file=password=./pw.txt` keeps the value out of shell history; delete pw.txt afterwards.",
    "The login form caps the password at 128 characters and trims nothing, so pasted trailing spaces count.",
    "`ssh -i ~/.ssh/deploy_ed25519` picks the key file; `-o IdentitiesOnly=yes` stops ssh from trying every key in the agent.",
]
POLICY_KO = [
    "관리자 콘솔 비밀번호는 14자 이상, 특수문자 포함, 90일마다 교체해야 한다. SSO 사용자는 로컬 비밀번호가 아예 없다.",
    "`mysql -p` 뒤에 아무것도 붙이지 않으면 비밀번호를 묻는다. `-P 3306`(대문자 P)은 포트다.",
    "`psql -W` 는 비밀번호 프롬프트를 강제한다. ~/.pgpass 가 있으면 필요 없고, 환경 변수 PGPASSWORD 는 권장하지 않는다.",
    "`docker login --password-stdin` 은 토큰을 stdin으로 읽으므로 프로세스 목록이나 셸 히스토리에 남지 않는다.",
    "`redis-cli -a` 는 경고를 출력한다. 플래그 대신 secret store에서 REDISCLI_AUTH 를 export 할 것.",
    "이 코드베이스에서 `secret` 은 웹훅 서명 secret을 뜻하고 시작 시 vault에서 읽는다. 테스트는 생성한 값을 쓴다.",
    "구글 로그인 사용자는 비밀번호를 설정하지 않으므로 password 컬럼은 nullable 이다.",
    "bcrypt cost는 운영 12, 테스트 4로 둬서 테스트가 빨리 끝나게 한다.",
    "`curl -u alice` 처럼 콜론 없이 쓰면 curl이 비밀번호를 물어서 CI에서 멈춘다.",
    "`openssl pkcs12 -passout env:P12_PASS` 는 명령줄 대신 환경 변수에서 비밀번호를 읽는다.",
    "`mysql --login-path=prod` 는 mysql_config_editor 로 만든 ~/.mylogin.cnf 를 쓰므로 명령줄에 비밀번호가 없다.",
    "비밀번호 재설정 메일 링크는 30분 동안 한 번만 유효하다.",
    "`kubectl create secret generic db --from-file=password=./pw.txt` 로 하면 셸 히스토리에 값이 남지 않는다. 끝나면 pw.txt 는 지울 것.",
    "로그인 폼은 비밀번호를 128자로 제한하고 trim 하지 않으므로 붙여넣은 뒤쪽 공백도 포함된다.",
    "`ssh -i ~/.ssh/deploy_ed25519` 로 키 파일을 고르고 `-o IdentitiesOnly=yes` 로 agent의 모든 키를 시도하지 않게 한다.",
]
POLICY_CODE = [
    'password = getpass.getpass("DB password: ")\nconn = psycopg.connect(host=host, user=user, password=password)',
    'const [password, setPassword] = useState("");\nconst valid = password.length >= 12 && /[^A-Za-z0-9]/.test(password);',
    'if len(password) < 12:\n    raise ValueError("password must be at least 12 characters")',
    '@NotBlank\n@Size(min = 12, max = 128)\nprivate String password;',
    'db:\n  user: app\n  password: ""   # set with --set-file db.password=./pw.txt',
    'read -rsp "Vault token: " VAULT_TOKEN && export VAULT_TOKEN',
    'mysql -u app -p -h db.internal orders',
    'echo "$CI_REGISTRY_PASSWORD" | docker login -u "$CI_REGISTRY_USER" --password-stdin "$CI_REGISTRY"',
    'PASSWORD_MIN_LENGTH=14\nPASSWORD_REQUIRE_SYMBOL=true\nPASSWORD_ROTATION_DAYS=90',
    'AUTH_PASSWORD_VALIDATORS = [\n    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator", "OPTIONS": {"min_length": 12}},\n]',
    'sshpass -f ~/.config/app/sftp.pass sftp -oBatchMode=no partner@sftp.partner.co.kr',
    'secret_key_base = ENV.fetch("SECRET_KEY_BASE")',
]


def fam_clean_policy(lang):
    text = pick(POLICY_EN if lang == "en" else POLICY_KO)
    code = pick(POLICY_CODE) if chance(0.7) else ""
    if lang == "en":
        mc = pick(["I didn't know the password rules for %s, so my seed data was rejected." % svc(lang),
                   "The user asked why the command hung and I didn't know the flag prompts for input.",
                   "I wasn't sure how credentials are supposed to be passed to this tool without leaking them.",
                   "The review flagged a 'password' in the diff and I didn't know it is only a variable name."])
        ask = pick(["Should I document this in the contributing guide?", "Is the 90-day rotation still required?", ""])
    else:
        mc = pick(["%s 비밀번호 규칙을 몰라서 시드 데이터가 거부됐다." % svc(lang),
                   "사용자가 명령이 왜 멈췄는지 물었는데, 그 플래그가 입력을 기다린다는 걸 몰랐다.",
                   "자격 증명을 새지 않게 이 도구에 넘기는 방법을 확신하지 못했다.",
                   "리뷰에서 diff의 'password'가 지적됐는데 그냥 변수 이름이라는 걸 몰랐다."])
        ask = pick(["이 내용을 contributing 가이드에 적을까요?", "90일 교체 규칙이 아직 유효한가요?", ""])
    lesson = text
    if code:
        where, fields = clean_fields(mc, lesson, ask, code)
    else:
        where, fields = "prose", {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}
    return "password policy/flags: %s" % ("prose+code" if code else "prose"), fields, []


# --- encrypted blobs
def fam_clean_encrypted(lang):
    k = pick(["sops", "ansible_vault", "sealed", "jasypt", "age_armor", "kms_blob", "pgp_msg", "rails_enc", "vault_transit", "chef_bag"])
    if k == "sops":
        def enc():
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64e(rbytes(rint(12, 30))), b64e(rbytes(32)), b64e(rbytes(16)))
        snip = ("db:\n    password: %s\n    user: app\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"%s\"\n    mac: %s\n    version: 3.8.1"
                % (enc(), rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58), rts(), enc()))
    elif k == "ansible_vault":
        snip = "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("  " + rhex(80) for _ in range(rint(3, 5)))
    elif k == "sealed":
        snip = ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: db-credentials\nspec:\n  encryptedData:\n"
                "    password: AgB%s" % b64e(rbytes(rint(200, 300))))
    elif k == "jasypt":
        snip = "spring.datasource.password=ENC(%s)\njasypt.encryptor.algorithm=PBEWITHHMACSHA512ANDAES_256" % b64e(rbytes(48))
    elif k == "age_armor":
        body = b64e(b"age-encryption.org/v1\n-> X25519 " + rbytes(180))
        snip = pem_text("AGE ENCRYPTED FILE", pem_lines(body))
    elif k == "kms_blob":
        snip = '{\n "KeyId": "arn:aws:kms:ap-northeast-2:%s:key/%s",\n "CiphertextBlob": "AQICAHh%s"\n}' % (rs(DIG, 12), ruuid(), b64e(rbytes(150)))
    elif k == "pgp_msg":
        snip = "-----BEGIN PGP MESSAGE-----\n\n" + "\n".join(pem_lines("hQIMA" + b64e(rbytes(200)))) + "\n=%s\n-----END PGP MESSAGE-----" % rs(B64, 4)
    elif k == "rails_enc":
        snip = "config/credentials/production.yml.enc:\n%s--%s--%s==" % (b64e(rbytes(120)), b64e(rbytes(12)).rstrip("="), b64e(rbytes(16)).rstrip("="))
    elif k == "vault_transit":
        snip = "ciphertext: vault:v1:%s" % b64e(rbytes(rint(40, 90)))
    else:
        snip = json.dumps({"id": "prod", "password": {"encrypted_data": b64e(rbytes(64)), "iv": b64e(rbytes(12)), "auth_tag": b64e(rbytes(16)),
                                                       "version": 3, "cipher": "aes-256-gcm"}}, indent=1)
    if lang == "en":
        mc = pick(["I didn't know the secrets in this repo are committed encrypted, so I thought the value was leaked.",
                   "The deploy failed to decrypt and I didn't know which key the file was encrypted for.",
                   "The user asked me to change a value in an encrypted file and I didn't know the tooling."])
        lesson = pick(["The file is encrypted at rest; edit it with the tool (it decrypts in a temp file) and commit the result.",
                       "Only the cluster's controller can decrypt this, so it's safe in git.",
                       "Decryption needs the team key from the vault; the ciphertext itself is fine to share."])
        ask = pick(["Who holds the decryption key for production?", "Should staging get its own key?", ""])
    else:
        mc = pick(["이 저장소의 secret이 암호화된 채로 커밋된다는 걸 몰라서 값이 유출된 줄 알았다.",
                   "배포에서 복호화가 실패했는데 파일이 어떤 키로 암호화됐는지 몰랐다.",
                   "사용자가 암호화된 파일의 값을 바꿔 달라고 했는데 도구 사용법을 몰랐다."])
        lesson = pick(["파일은 암호화된 상태로 저장된다. 도구로 편집(임시 파일에서 복호화)한 뒤 결과를 커밋할 것.",
                       "클러스터의 컨트롤러만 복호화할 수 있으므로 git에 있어도 안전하다.",
                       "복호화에는 vault의 팀 키가 필요하다. 암호문 자체는 공유해도 된다."])
        ask = pick(["운영 복호화 키는 누가 갖고 있나요?", "스테이징용 키를 따로 둘까요?", ""])
    where, fields = clean_fields(mc, lesson, ask, snip)
    return "encrypted blob: %s" % k, fields, []


# --- keys documented as public ([publishable])
def fam_clean_publishable(lang):
    k = pick(["stripe_pk", "firebase", "recaptcha", "mapbox_pk", "toss_ck", "kakao_js", "sentry_dsn", "algolia_search",
              "supabase_anon", "posthog", "clerk_pk", "hcaptcha", "gmaps_js", "mixpanel", "paddle_client", "kakao_maps"])
    if k == "stripe_pk":
        key = "pk_live_" + rs(ALNUM, pick([24, 99]))
        snip = 'const stripe = Stripe("%s");\nconst elements = stripe.elements({ locale: "%s" });' % (key, pick(["ko", "en", "auto"]))
        what = "Stripe publishable key"
    elif k == "firebase":
        pid = pick(["acme-prod", "kshop-app", "chat-kr"])
        snip = ("const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n"
                "  storageBucket: \"%s.appspot.com\",\n  appId: \"1:%s:web:%s\"\n};" % (rs(B64URL, 35), pid, pid, pid, rs(DIG, 12), rhex(22)))
        what = "Firebase web config apiKey"
    elif k == "recaptcha":
        snip = '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64URL, 38)
        what = "reCAPTCHA site key"
    elif k == "mapbox_pk":
        body = b64u(json.dumps({"u": pick(KO_ROMAN + EN_NAMES), "a": rs(LOWALNUM, 25)}, separators=(",", ":")).encode())
        snip = 'mapboxgl.accessToken = "pk.%s.%s";' % (body, rs(B64URL, 22))
        what = "Mapbox public token"
    elif k == "toss_ck":
        snip = 'const tossPayments = TossPayments("%s");\nconst widgets = tossPayments.widgets({ customerKey });' % (pick(["live_ck_", "test_ck_"]) + rs(ALNUM, 28))
        what = "Toss Payments client key"
    elif k == "kakao_js":
        snip = "<script>\n  Kakao.init('%s');\n  console.log(Kakao.isInitialized());\n</script>" % rhex(32)
        what = "Kakao JavaScript key"
    elif k == "kakao_maps":
        snip = '<script src="//dapi.kakao.com/v2/maps/sdk.js?appkey=%s&libraries=services"></script>' % rhex(32)
        what = "Kakao Maps JavaScript key"
    elif k == "sentry_dsn":
        snip = 'Sentry.init({\n  dsn: "https://%s@o%d.ingest.us.sentry.io/%d",\n  tracesSampleRate: 0.1,\n});' % (rhex(32), rint(10 ** 5, 10 ** 6), rint(10 ** 15, 10 ** 16))
        what = "Sentry DSN"
    elif k == "algolia_search":
        snip = "const searchClient = algoliasearch('%s', '%s'); // search-only key" % (rs(UPALNUM, 10), rhex(32))
        what = "Algolia search-only key"
    elif k == "supabase_anon":
        if chance(0.5):
            key = "sb_publishable_" + rs(B64URL, 31)
        else:
            key = jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "anon", "iat": now_epoch(), "exp": now_epoch() + 315_360_000})
        snip = 'export const supabase = createClient(\n  "https://%s.supabase.co",\n  "%s"\n);' % (rs(LO, 20), key)
        what = "Supabase anon/publishable key"
    elif k == "posthog":
        snip = "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(ALNUM, 43)
        what = "PostHog project API key"
    elif k == "clerk_pk":
        snip = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64e(("clerk.%s$" % pick(EMAIL_DOMAINS)).encode()).rstrip("=")
        what = "Clerk publishable key"
    elif k == "hcaptcha":
        snip = '<div class="h-captcha" data-sitekey="%s"></div>' % ruuid()
        what = "hCaptcha site key"
    elif k == "gmaps_js":
        snip = '<script async src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap"></script>' % rs(B64URL, 35)
        what = "Google Maps JavaScript API key (browser)"
    elif k == "mixpanel":
        snip = 'mixpanel.init("%s", { track_pageview: true });' % rhex(32)
        what = "Mixpanel project token"
    else:
        snip = "Paddle.Initialize({ token: 'live_%s' });" % rhex(27)
        what = "Paddle client-side token"
    if lang == "en":
        mc = pick(["The frontend build embeds the %s, and I didn't know whether that was a leak." % what,
                   "I didn't know the %s is meant to be public, so I tried to move it to the server." % what,
                   "Security review asked about this value in the bundle and I had no answer."])
        lesson = pick(["The vendor documents this key as public; it only identifies the site, and restrictions are set in the dashboard.",
                       "It is safe in client code. The matching secret key lives only on the server.",
                       "Leave it in the bundle; restrict allowed domains in the vendor console instead."])
        ask = pick(["Should I add the allowed-domain restriction for staging too?", ""])
    else:
        mc = pick(["프론트엔드 번들에 %s 값이 들어가 있는데 유출인지 몰랐다." % what,
                   "%s 값이 원래 공개용이라는 걸 몰라서 서버로 옮기려고 했다." % what,
                   "보안 리뷰에서 번들에 있는 이 값을 물었는데 답을 못 했다."])
        lesson = pick(["벤더 문서상 공개 키다. 사이트를 식별할 뿐이고 제한은 대시보드에서 건다.",
                       "클라이언트 코드에 있어도 안전하다. 짝이 되는 secret key는 서버에만 있다.",
                       "번들에 그대로 두고 벤더 콘솔에서 허용 도메인을 제한할 것."])
        ask = pick(["스테이징에도 허용 도메인 제한을 추가할까요?", ""])
    where, fields = clean_fields(mc, lesson, ask, snip)
    return "publishable: %s [publishable]" % what, fields, []


# --- plain engineering notes
PLAIN = {
    "en": [
        ("The test suite failed locally because Docker was not running.", "Start Docker Desktop before `make test`; the integration tests spin up Postgres in a container.", "Should `make test` check for Docker and print a hint?"),
        ("I used npm in a repo that uses pnpm and the lockfile churned.", "This repo pins pnpm via packageManager in package.json; run `corepack enable` first.", ""),
        ("Timestamps in the report were off by nine hours.", "The batch server runs in UTC while the report expects Asia/Seoul; convert at the edge, store UTC.", "Should the report show the timezone explicitly?"),
        ("The migration locked the orders table for minutes.", "Create indexes CONCURRENTLY and split the backfill into batches of 10k rows.", "Is there a maintenance window I should use next time?"),
        ("I didn't know the staging cluster scales to zero at night.", "The first request after 22:00 takes about 40 seconds while nodes come up; the e2e job should retry.", ""),
        ("The Android build failed on CI but not locally.", "CI uses JDK 17 and my machine had 21; set the toolchain in Gradle explicitly.", "Can we bump CI to JDK 21?"),
        ("The flaky test depended on dictionary order.", "Sort the keys before comparing; never rely on iteration order of sets in assertions.", ""),
        ("I changed the API response shape without telling the mobile team.", "Add fields, never rename them; version the endpoint for breaking changes.", "Who should I notify about API changes?"),
        ("The cron job ran twice after the deploy.", "Two replicas each had the scheduler; run it in a single dedicated pod.", ""),
        ("Memory kept growing in the worker.", "An unbounded in-process cache was the cause; switched to an LRU with 10k entries.", "Is 10k entries enough for peak traffic?"),
        ("The CSV export broke for names with commas.", "Use the csv module with proper quoting instead of joining strings.", ""),
        ("I didn't know the feature flag service caches for 60 seconds.", "Wait a minute after flipping a flag before verifying; or call the refresh endpoint.", ""),
    ],
    "ko": [
        ("Docker가 꺼져 있어서 로컬 테스트가 실패했다.", "`make test` 전에 Docker Desktop을 켤 것. 통합 테스트가 컨테이너로 Postgres를 띄운다.", "`make test`가 Docker 여부를 확인하고 안내하게 할까요?"),
        ("pnpm을 쓰는 저장소에서 npm을 써서 lockfile이 엉망이 됐다.", "package.json의 packageManager로 pnpm이 고정돼 있다. 먼저 `corepack enable` 할 것.", ""),
        ("리포트의 시간이 9시간씩 어긋났다.", "배치 서버는 UTC인데 리포트는 Asia/Seoul을 기대한다. 저장은 UTC로, 변환은 표시할 때 한다.", "리포트에 타임존을 명시할까요?"),
        ("마이그레이션이 orders 테이블을 몇 분 동안 잠갔다.", "인덱스는 CONCURRENTLY로 만들고 백필은 1만 건 단위로 나눌 것.", "다음에는 점검 시간대를 써야 하나요?"),
        ("스테이징 클러스터가 밤에는 0으로 축소된다는 걸 몰랐다.", "22시 이후 첫 요청은 노드가 뜨는 동안 40초쯤 걸린다. e2e 작업은 재시도해야 한다.", ""),
        ("안드로이드 빌드가 로컬에서는 되는데 CI에서 실패했다.", "CI는 JDK 17, 내 PC는 21이었다. Gradle toolchain을 명시할 것.", "CI를 JDK 21로 올려도 될까요?"),
        ("flaky 테스트가 dict 순서에 의존하고 있었다.", "비교 전에 키를 정렬할 것. assertion에서 set 순회 순서에 의존하지 않는다.", ""),
        ("모바일 팀에 알리지 않고 API 응답 형태를 바꿨다.", "필드는 추가만 하고 이름을 바꾸지 않는다. 호환이 깨지면 엔드포인트 버전을 올린다.", "API 변경은 누구에게 알려야 하나요?"),
        ("배포 후 크론 작업이 두 번 실행됐다.", "레플리카 두 개가 각자 스케줄러를 돌렸다. 전용 파드 하나에서만 실행할 것.", ""),
        ("워커 메모리가 계속 늘었다.", "제한 없는 프로세스 내 캐시가 원인이었다. 1만 개짜리 LRU로 바꿨다.", "피크 트래픽에 1만 개면 충분할까요?"),
        ("쉼표가 들어간 이름에서 CSV export가 깨졌다.", "문자열을 이어 붙이지 말고 csv 모듈로 제대로 quoting 할 것.", ""),
        ("기능 플래그 서비스가 60초 캐시한다는 걸 몰랐다.", "플래그를 바꾼 뒤 1분 기다렸다 확인하거나 refresh 엔드포인트를 호출할 것.", ""),
    ],
}
PLAIN_EXTRA = {
    "en": ["This came up during {task} on {svc}.", "Noted while working on {svc}.", "{person} confirmed this in review.", ""],
    "ko": ["{svc} 서비스의 {task} 중에 알게 됐다.", "{svc} 작업 중 메모.", "{person}님이 리뷰에서 확인해줬다.", ""],
}


def fam_clean_plain(lang):
    mc, lesson, ask = pick(PLAIN[lang])
    extra = pick(PLAIN_EXTRA[lang]).format(svc=svc(lang), task=task(lang), person=person(lang))
    if extra:
        mc = mc + " " + extra
    fields = {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}
    return "plain engineering note", fields, []


# ---------------------------------------------------------------- plan and main
SECRET_PLAN = [("vendor_kv", 150), ("vendor_api", 30), ("password_config", 28), ("password_people", 12),
               ("password_command", 35), ("conn_string", 25), ("auth_header", 18), ("cookie", 10),
               ("signed_url", 8), ("private_key", 10), ("mfa_misc", 16), ("webhook", 10), ("split", 8)]
CLEAN_PLAN = [("placeholder", 50), ("masked", 30), ("refs", 45), ("hashes", 35), ("ids", 40), ("pubkeys", 30),
              ("base64", 15), ("longids", 15), ("policy", 25), ("encrypted", 20), ("publishable", 25), ("plain", 30)]
FAMILY_FN = {
    "vendor_kv": fam_vendor_kv, "vendor_api": fam_vendor_api, "password_config": fam_password_config,
    "password_people": fam_password_people, "password_command": fam_password_command, "conn_string": fam_conn_string,
    "auth_header": fam_auth_header, "cookie": fam_cookie, "signed_url": fam_signed_url, "private_key": fam_private_key,
    "mfa_misc": fam_mfa_misc, "webhook": fam_webhook, "split": fam_split,
    "placeholder": fam_clean_placeholder, "masked": fam_clean_masked, "refs": fam_clean_refs, "hashes": fam_clean_hashes,
    "ids": fam_clean_ids, "pubkeys": fam_clean_pubkeys, "base64": fam_clean_base64, "longids": fam_clean_longids,
    "policy": fam_clean_policy, "encrypted": fam_clean_encrypted, "publishable": fam_clean_publishable,
    "plain": fam_clean_plain,
}


# vendors whose generator returns a URL (decided statically from the source table above)
API_CAPABLE = [v_github, v_github_fg, v_gitlab, v_slack_bot, v_slack_user, v_stripe, v_stripe_rk, v_openai, v_anthropic,
               v_gemini, v_azure_openai, v_sendgrid, v_vault, v_tfc, v_digitalocean, v_shopify, v_linear, v_notion, v_figma,
               v_hf, v_postman, v_newrelic, v_datadog, v_sentry, v_grafana, v_cloudflare, v_heroku, v_discord, v_telegram,
               v_square, v_okta, v_databricks, v_airtable, v_dropbox, v_fcm, v_meta, v_twitter, v_pulumi, v_netlify,
               v_buildkite, v_render, v_replicate, v_groq, v_perplexity, v_xai, v_sonar, v_jfrog, v_azdo, v_langsmith,
               v_resend, v_postmark, v_clerk, v_shippo, v_jenkins, v_cohere, v_contentful, v_mistral, v_deepl, v_brevo,
               v_mollie, v_gocardless, v_scaleway, v_hetzner, v_adyen, v_spotify, v_kakao, v_naver, v_toss, v_portone,
               v_nhn, v_datagokr, v_channelio, v_sendbird, v_line, v_chatwork, v_backlog, v_kintone, v_line_notify,
               v_wechat, v_dingtalk, v_zhipu, v_deepseek, v_moonshot]


def build_slots(plan):
    slots = []
    for fam, n in plan:
        slots.extend([fam] * n)
    R.shuffle(slots)
    langs = ["en"] * N_EN_PER_KIND + ["ko"] * N_KO_PER_KIND
    R.shuffle(langs)
    return list(zip(slots, langs))


def vendor_queue(pool, n):
    q = list(pool)
    R.shuffle(q)
    while len(q) < n:
        extra = list(pool)
        R.shuffle(extra)
        q.extend(extra)
    return q[:n]


def generate_one(kind, fam, lang, arg, seen):
    fn = FAMILY_FN[fam]
    last = None
    for attempt in range(400):
        try:
            if arg is not None:
                cat, fields, secrets = fn(lang, arg)
            else:
                cat, fields, secrets = fn(lang)
        except Regenerate as e:
            last = "regenerate: %s" % e
            continue
        fields = {"missing_context": fields["missing_context"], "lesson": fields["lesson"],
                  "ask_next_time": fields["ask_next_time"]}
        reason = check_note(kind, fields, secrets)
        if reason:
            last = reason
            continue
        key = json.dumps(fields, ensure_ascii=False, sort_keys=True)
        if key in seen:
            last = "duplicate note"
            continue
        seen[key] = True
        return cat, fields, secrets, attempt
    raise SystemExit("could not generate %s/%s/%s: %s" % (kind, fam, lang, last))


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "blind_set_v72.jsonl"
    records = []
    seen = {}
    retries = 0
    vendors_used = []
    for kind, plan in (("secret", SECRET_PLAN), ("clean", CLEAN_PLAN)):
        slots = build_slots(plan)
        n_kv = sum(1 for f, _ in slots if f == "vendor_kv")
        n_api = sum(1 for f, _ in slots if f == "vendor_api")
        kvq = vendor_queue(VENDORS, n_kv) if n_kv else []
        apiq = vendor_queue(API_CAPABLE, n_api) if n_api else []
        for fam, lang in slots:
            arg = None
            if fam == "vendor_kv":
                arg = kvq.pop(0)
            elif fam == "vendor_api":
                arg = apiq.pop(0)
            cat, fields, secrets, att = generate_one(kind, fam, lang, arg, seen)
            retries += att
            if arg is not None:
                vendors_used.append(arg.__name__)
            records.append({"id": None, "lang": lang, "kind": kind, "category": cat, "fields": fields,
                            "secrets": secrets})
    R.shuffle(records)
    for i, r in enumerate(records):
        r["id"] = "%s%03d" % (ID_PREFIX, i + 1)

    # ---- final assertions over the whole set
    assert len(records) == N_SECRET + N_CLEAN
    for kind, n in (("secret", N_SECRET), ("clean", N_CLEAN)):
        assert sum(r["kind"] == kind for r in records) == n
        assert sum(r["kind"] == kind and r["lang"] == "en" for r in records) == N_EN_PER_KIND
        assert sum(r["kind"] == kind and r["lang"] == "ko" for r in records) == N_KO_PER_KIND
    for r in records:
        assert list(r.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(r["fields"].keys()) == ["missing_context", "lesson", "ask_next_time"]
        assert check_note(r["kind"], r["fields"], r["secrets"]) is None, r["id"]
        if r["kind"] == "clean":
            assert r["secrets"] == []
    assert len(dedupe(vendors_used)) == len(VENDORS), "every vendor must appear"
    lines = [json.dumps(r, ensure_ascii=False) for r in records]
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open(out, "wb") as f:
        f.write(data)

    # ---- summary on stderr
    def count(pred):
        return sum(1 for r in records if pred(r))
    print("wrote %s: %d notes, sha256 %s" % (out, len(records), hashlib.sha256(data).hexdigest()), file=sys.stderr)
    for kind in ("secret", "clean"):
        print("  %-6s en=%d ko=%d" % (kind, count(lambda r: r["kind"] == kind and r["lang"] == "en"),
                                       count(lambda r: r["kind"] == kind and r["lang"] == "ko")), file=sys.stderr)
    print("  publishable clean notes: %d" % count(lambda r: r["category"].endswith(" [publishable]")), file=sys.stderr)
    print("  vendors: %d distinct (%d vendor-token notes)" % (len(dedupe(vendors_used)), len(vendors_used)), file=sys.stderr)
    print("  distinct categories: %d; secrets listed: %d; regenerations: %d" % (
        len(dedupe([r["category"] for r in records])), sum(len(r["secrets"]) for r in records), retries), file=sys.stderr)


if __name__ == "__main__":
    main()
