#!/usr/bin/env python3
"""Generator for blind_set_v69.jsonl -- a blind evaluation set for a credential-redaction filter.

Python 3 standard library only, no network.  A single PRNG, random.Random(69_2026_1127), drives
every choice.  No iteration over sets; output is byte-identical on every run and under any
PYTHONHASHSEED.  See FORMAT.txt for the record format and the scoring rule.

Usage:  python3 make_blind_set_v69.py [output_path]
"""
import base64
import hashlib
import json
import struct
import sys
import urllib.parse

import random

SEED = 69_2026_1127
R = random.Random(SEED)

N_PER_KIND = 360
N_EN = 216          # 60 % of 360
N_KO = 144          # 40 % of 360
ID_PREFIX = "dy"

# --------------------------------------------------------------------------------------------
# alphabets and primitive random helpers (every helper draws from R)
# --------------------------------------------------------------------------------------------
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
AN = UP + LO + DG
ANU = UP + DG
ANL = LO + DG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
PUNCT = "!#$%&*+-./:;<=>?@[]^_{}~"
PUNCT_SAFE = "!#%*+-.?@^_~"        # no shell/YAML/JSON/URL structural trouble beyond %-encoding


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode("ascii")


def b64u(b, pad=False):
    s = base64.urlsafe_b64encode(b).decode("ascii")
    return s if pad else s.rstrip("=")


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def digits(n, lead_nonzero=True):
    if lead_nonzero:
        return pick("123456789") + rs(DG, n - 1)
    return rs(DG, n)


def shuffled(seq):
    out = list(seq)
    R.shuffle(out)
    return out


class Deck:
    """Cycles through a list in PRNG-shuffled order, so every element is used before repeats."""

    def __init__(self, items):
        self.items = list(items)
        self.queue = []

    def draw(self, pred=None):
        """next unused element (optionally the next one satisfying pred); falls back to a random match"""
        if not self.queue:
            self.queue = shuffled(self.items)
        if pred is None:
            return self.queue.pop()
        for i in range(len(self.queue) - 1, -1, -1):
            if pred(self.queue[i]):
                return self.queue.pop(i)
        return pick([x for x in self.items if pred(x)])


def fence(code, lang_tag=""):
    return "```%s\n%s\n```" % (lang_tag, code)


def bq(s):
    return "`" + s + "`"


# --------------------------------------------------------------------------------------------
# world pools: services, hosts, people, files ...
# --------------------------------------------------------------------------------------------
SERVICES = ["billing-api", "order-worker", "auth-gateway", "notifier", "search-indexer",
            "payments", "settlement-batch", "crm-sync", "media-transcoder", "report-cron",
            "admin-web", "mobile-bff", "ledger", "inventory-svc", "chat-relay", "coupon-api",
            "delivery-tracker", "event-ingest", "pricing-engine", "partner-gateway",
            "review-service", "point-ledger", "shipping-label", "kyc-check", "backoffice"]
ENVS = ["dev", "staging", "prod", "qa", "sandbox", "perf", "stage", "production"]
ENVS_KO = ["개발", "스테이징", "운영", "QA", "샌드박스"]
REGIONS = ["ap-northeast-2", "ap-northeast-1", "us-east-1", "eu-west-1", "eu-central-1",
           "us-west-2", "ap-southeast-1"]
DOMAINS = ["corp.example", "internal.example.net", "example.co.kr", "svc.example.io",
           "acme-internal.dev", "example.jp", "intra.example.kr"]
PEOPLE_EN = ["Alice", "Priya", "Marco", "Dana", "Tom", "Wei", "Sofia", "Jonas", "Kenji",
             "Fatima", "Lena", "Omar", "Grace", "Ravi", "Elena", "Mateo", "Hannah", "Yusuf"]
PEOPLE_KO = ["김민수", "이지은", "박서준", "최유나", "정하늘", "강도윤", "윤서연", "한지호",
             "오세진", "임수빈", "장예린", "송태오", "배지환", "조은비", "신동혁"]
DB_USERS = ["app_rw", "svc_billing", "deploy", "admin", "postgres", "etl_user", "readonly",
            "app", "report_ro", "migrator", "batch", "api_user", "ops_admin", "sa", "root",
            "grafana", "keycloak", "airflow", "metabase", "superset"]
DB_NAMES = ["orders", "billing", "app", "analytics", "users", "ledger", "catalog", "cms",
            "payments", "events", "crm", "inventory"]
TEAMS_EN = ["platform", "payments", "data", "infra", "mobile", "growth", "SRE", "backend"]
TEAMS_KO = ["플랫폼팀", "결제팀", "데이터팀", "인프라팀", "모바일팀", "그로스팀", "SRE팀", "백엔드팀"]


def svc():
    return pick(SERVICES)


def env():
    return pick(ENVS)


def host(kind="db"):
    d = pick(DOMAINS)
    if kind == "db":
        return pick(["db-%s-%02d.%s" % (pick(["prod", "stg", "dev", "main"]), rint(1, 9), d),
                     "pg-%s.%s" % (pick(["primary", "replica", "main"]), d),
                     "%s.%s.%s.rds.amazonaws.com" % (pick(DB_NAMES) + "-" + pick(["prod", "stg"]),
                                                     rs(ANL, 12), pick(REGIONS)),
                     "mysql-%s.%s" % (pick(["a", "b", "master", "01"]), d),
                     "10.%d.%d.%d" % (rint(0, 40), rint(0, 255), rint(2, 250))])
    if kind == "web":
        return pick(["api.%s" % d, "%s.%s" % (svc(), d), "gw.%s" % d, "internal-api.%s" % d])
    return pick(["%s-%02d.%s" % (pick(["bastion", "build", "worker", "jump", "nas", "ci"]),
                                  rint(1, 20), d),
                 "172.%d.%d.%d" % (rint(16, 31), rint(0, 255), rint(2, 250))])


def person(lang):
    return pick(PEOPLE_EN) if lang == "en" else pick(PEOPLE_KO)


def team(lang):
    return pick(TEAMS_EN) if lang == "en" else pick(TEAMS_KO)


def ticket():
    return "%s-%d" % (pick(["OPS", "PAY", "INFRA", "PLAT", "BE", "DATA", "SEC", "APP"]), rint(100, 9999))


def hhmm():
    return "%02d:%02d" % (rint(8, 23), rint(0, 59))


def date():
    return "2025-%02d-%02d" % (rint(1, 12), rint(1, 28))


def ts():
    return "%sT%s:%02d.%03dZ" % (date(), hhmm(), rint(0, 59), rint(0, 999))


# --------------------------------------------------------------------------------------------
# vendors: documented token shapes (prefix, alphabet, length) with PRNG bodies
#   comps() -> list of (ENV_NAME, value, is_secret)
#   hdr(vals) -> (header lines, derived secrets)   ; url = an endpoint for curl/HTTP snippets
# --------------------------------------------------------------------------------------------
VENDORS = []


BRANDS = {"AWS STS": "AWS", "GitHub fine-grained": "GitHub", "GitHub App": "GitHub", "GitLab Runner": "GitLab",
          "Slack user": "Slack", "Slack app": "Slack", "Stripe restricted": "Stripe", "Stripe webhook": "Stripe",
          "OpenAI legacy": "OpenAI", "Google Gemini": "Gemini", "Google OAuth": "Google", "Google refresh token": "Google",
          "Cloudflare global key": "Cloudflare", "Kakao admin": "Kakao", "HashiCorp Vault": "Vault", "Firebase FCM": "FCM"}


def vendor(name, region, what, comps, url, hdr=None, query=None, what_ko=None):
    VENDORS.append({"name": name, "brand": BRANDS.get(name, name), "region": region, "what": what,
                    "what_ko": what_ko or what, "comps": comps, "url": url, "hdr": hdr, "query": query})


def H_bearer(i=0, scheme="Bearer"):
    return lambda v: (["Authorization: %s %s" % (scheme, v[i])], [])


def H_named(name, i=0):
    return lambda v: (["%s: %s" % (name, v[i])], [])


def H_two(n1, i1, n2, i2):
    return lambda v: (["%s: %s" % (n1, v[i1]), "%s: %s" % (n2, v[i2])], [])


def H_basic(i, j, scheme="Basic"):
    def f(v):
        blob = b64(("%s:%s" % (v[i], v[j] if j is not None else "")).encode())
        return (["Authorization: %s %s" % (scheme, blob)], [blob])
    return f


def k_aws_id(p="AKIA"):
    return p + rs(B32, 16)


def b64key(nbytes):
    return b64(rbytes(nbytes))


# ---- global ---------------------------------------------------------------------------------
vendor("AWS", "global", "IAM access key pair",
       lambda: [("AWS_ACCESS_KEY_ID", k_aws_id(), True), ("AWS_SECRET_ACCESS_KEY", rs(B64, 40), True)],
       "https://sts.amazonaws.com/", what_ko="IAM 액세스 키")
vendor("AWS STS", "global", "temporary STS credentials",
       lambda: [("AWS_ACCESS_KEY_ID", k_aws_id("ASIA"), True), ("AWS_SECRET_ACCESS_KEY", rs(B64, 40), True),
                ("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2Vj" + rs(B64, 236) + "=", True)],
       "https://sts.amazonaws.com/", what_ko="STS 임시 자격 증명")
vendor("GitHub", "global", "classic personal access token",
       lambda: [("GITHUB_TOKEN", "ghp_" + rs(AN, 36), True)], "https://api.github.com/user",
       hdr=H_bearer(0, "token"), what_ko="클래식 PAT")
vendor("GitHub fine-grained", "global", "fine-grained PAT",
       lambda: [("GH_TOKEN", "github_pat_" + rs(ANU, 1) + rs(AN, 21) + "_" + rs(AN, 59), True)],
       "https://api.github.com/repos/acme/app/actions/runs", hdr=H_bearer(), what_ko="fine-grained PAT")
vendor("GitHub App", "global", "installation token",
       lambda: [("GITHUB_APP_ID", digits(6), False), ("INSTALLATION_TOKEN", "ghs_" + rs(AN, 36), True)],
       "https://api.github.com/installation/repositories", hdr=H_bearer(1), what_ko="설치 토큰")
vendor("GitLab", "global", "personal access token",
       lambda: [("GITLAB_TOKEN", "glpat-" + rs(B64U, 20), True)],
       "https://gitlab.com/api/v4/projects", hdr=H_named("PRIVATE-TOKEN"), what_ko="개인 액세스 토큰")
vendor("GitLab Runner", "global", "runner authentication token",
       lambda: [("CI_SERVER_URL", "https://gitlab.com", False), ("RUNNER_TOKEN", "glrt-" + rs(B64U, 20), True)],
       "https://gitlab.com/api/v4/runners/verify", what_ko="러너 토큰")
vendor("Slack", "global", "bot token",
       lambda: [("SLACK_BOT_TOKEN", "xoxb-%s-%s-%s" % (digits(rint(10, 13)), digits(rint(10, 13)), rs(AN, 24)), True)],
       "https://slack.com/api/chat.postMessage", hdr=H_bearer(), what_ko="봇 토큰")
vendor("Slack user", "global", "user OAuth token",
       lambda: [("SLACK_USER_TOKEN", "xoxp-%s-%s-%s-%s" % (digits(11), digits(12), digits(13), rs(HEX, 32)), True)],
       "https://slack.com/api/users.list", hdr=H_bearer(), what_ko="유저 토큰")
vendor("Slack app", "global", "app-level token",
       lambda: [("SLACK_APP_TOKEN", "xapp-1-A%s-%s-%s" % (rs(ANU, 10), digits(13), rs(HEX, 64)), True)],
       "https://slack.com/api/apps.connections.open", hdr=H_bearer(), what_ko="앱 레벨 토큰")
vendor("Stripe", "global", "live secret key",
       lambda: [("STRIPE_SECRET_KEY", "sk_live_" + rs(AN, pick([24, 99])), True)],
       "https://api.stripe.com/v1/charges", hdr=H_bearer(), what_ko="라이브 시크릿 키")
vendor("Stripe restricted", "global", "restricted key",
       lambda: [("STRIPE_RESTRICTED_KEY", "rk_live_" + rs(AN, pick([24, 99])), True)],
       "https://api.stripe.com/v1/refunds", hdr=H_bearer(), what_ko="제한 키")
vendor("Stripe webhook", "global", "webhook signing secret",
       lambda: [("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(AN, 32), True)], "https://api.stripe.com/v1/webhook_endpoints",
       what_ko="웹훅 서명 시크릿")
vendor("OpenAI", "global", "project API key",
       lambda: [("OPENAI_API_KEY", "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74), True)],
       "https://api.openai.com/v1/chat/completions", hdr=H_bearer(), what_ko="프로젝트 API 키")
vendor("OpenAI legacy", "global", "user API key",
       lambda: [("OPENAI_API_KEY", "sk-" + rs(AN, 20) + "T3BlbkFJ" + rs(AN, 20), True)],
       "https://api.openai.com/v1/models", hdr=H_bearer(), what_ko="API 키")
vendor("Anthropic", "global", "API key",
       lambda: [("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64U, 93) + "AA", True)],
       "https://api.anthropic.com/v1/messages", hdr=H_named("x-api-key"), what_ko="API 키")
vendor("Google Gemini", "global", "Generative Language API key",
       lambda: [("GEMINI_API_KEY", "AIza" + rs(B64U, 35), True)],
       "https://generativelanguage.googleapis.com/v1beta/models", hdr=H_named("x-goog-api-key"), query="key",
       what_ko="API 키")
vendor("Google OAuth", "global", "OAuth client secret",
       lambda: [("GOOGLE_CLIENT_ID", "%s-%s.apps.googleusercontent.com" % (digits(12), rs(ANL, 32)), False),
                ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28), True)],
       "https://oauth2.googleapis.com/token", what_ko="OAuth 클라이언트 시크릿")
vendor("Google refresh token", "global", "OAuth refresh token",
       lambda: [("GOOGLE_REFRESH_TOKEN", "1//0" + rs(AN, 2) + rs(B64U, 98), True)],
       "https://oauth2.googleapis.com/token", what_ko="리프레시 토큰")
vendor("Twilio", "global", "auth token",
       lambda: [("TWILIO_ACCOUNT_SID", "AC" + rs(HEX, 32), False), ("TWILIO_AUTH_TOKEN", rs(HEX, 32), True)],
       "https://api.twilio.com/2010-04-01/Accounts.json", hdr=H_basic(0, 1), what_ko="auth token")
vendor("SendGrid", "global", "API key",
       lambda: [("SENDGRID_API_KEY", "SG." + rs(B64U, 22) + "." + rs(B64U, 43), True)],
       "https://api.sendgrid.com/v3/mail/send", hdr=H_bearer(), what_ko="API 키")
vendor("Mailgun", "global", "private API key",
       lambda: [("MAILGUN_API_KEY", pick(["key-" + rs(HEX, 32), "%s-%s-%s" % (rs(HEX, 32), rs(HEX, 8), rs(HEX, 8))]), True)],
       "https://api.mailgun.net/v3/domains", hdr=lambda v: H_basic(0, 1)(["api", v[0]]), what_ko="API 키")
vendor("Mailchimp", "global", "Marketing API key",
       lambda: [("MAILCHIMP_API_KEY", rs(HEX, 32) + "-us" + str(rint(1, 21)), True)],
       "https://us6.api.mailchimp.com/3.0/lists", hdr=H_bearer(), what_ko="API 키")
vendor("npm", "global", "automation token",
       lambda: [("NPM_TOKEN", "npm_" + rs(AN, 36), True)], "https://registry.npmjs.org/-/whoami",
       hdr=H_bearer(), what_ko="automation 토큰")
vendor("PyPI", "global", "upload token",
       lambda: [("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc" + rs(B64U, 160), True)], "https://upload.pypi.org/legacy/",
       what_ko="업로드 토큰")
vendor("Docker Hub", "global", "personal access token",
       lambda: [("DOCKERHUB_USERNAME", pick(["acmebot", "ci-publisher", "teamdeploy"]), False),
                ("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64U, 27), True)],
       "https://hub.docker.com/v2/users/login", what_ko="PAT")
vendor("Hugging Face", "global", "user access token",
       lambda: [("HF_TOKEN", "hf_" + rs(UP + LO, 34), True)], "https://huggingface.co/api/whoami-v2",
       hdr=H_bearer(), what_ko="액세스 토큰")
vendor("Shopify", "global", "Admin API access token",
       lambda: [("SHOPIFY_SHOP", "%s.myshopify.com" % pick(["acme-store", "k-beauty-mall", "tokyo-goods"]), False),
                ("SHOPIFY_ACCESS_TOKEN", "shpat_" + rs(HEX, 32), True)],
       "https://acme-store.myshopify.com/admin/api/2024-07/orders.json", hdr=H_named("X-Shopify-Access-Token", 1),
       what_ko="Admin API 토큰")
vendor("Atlassian", "global", "API token",
       lambda: [("JIRA_EMAIL", "%s@example.com" % pick(["ci-bot", "release", "ops"]), False),
                ("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64U, 183) + "=" + rs(HEXU, 8), True)],
       "https://acme.atlassian.net/rest/api/3/myself", hdr=H_basic(0, 1), what_ko="API 토큰")
vendor("Datadog", "global", "API and application keys",
       lambda: [("DD_API_KEY", rs(HEX, 32), True), ("DD_APP_KEY", rs(HEX, 40), True)],
       "https://api.datadoghq.com/api/v1/validate", hdr=H_two("DD-API-KEY", 0, "DD-APPLICATION-KEY", 1),
       what_ko="API/앱 키")
vendor("New Relic", "global", "user API key",
       lambda: [("NEW_RELIC_API_KEY", "NRAK-" + rs(ANU, 27), True)], "https://api.newrelic.com/graphql",
       hdr=H_named("API-Key"), what_ko="유저 API 키")
vendor("Sentry", "global", "user auth token",
       lambda: [("SENTRY_AUTH_TOKEN", "sntryu_" + rs(HEX, 64), True)], "https://sentry.io/api/0/projects/",
       hdr=H_bearer(), what_ko="auth 토큰")
vendor("DigitalOcean", "global", "personal access token",
       lambda: [("DIGITALOCEAN_TOKEN", "dop_v1_" + rs(HEX, 64), True)], "https://api.digitalocean.com/v2/droplets",
       hdr=H_bearer(), what_ko="PAT")
vendor("Netlify", "global", "personal access token",
       lambda: [("NETLIFY_AUTH_TOKEN", "nfp_" + rs(AN, 36), True)], "https://api.netlify.com/api/v1/sites",
       hdr=H_bearer(), what_ko="PAT")
vendor("Linear", "global", "personal API key",
       lambda: [("LINEAR_API_KEY", "lin_api_" + rs(AN, 40), True)], "https://api.linear.app/graphql",
       hdr=lambda v: (["Authorization: " + v[0]], []), what_ko="API 키")
vendor("Notion", "global", "internal integration secret",
       lambda: [("NOTION_TOKEN", pick(["ntn_" + digits(11) + rs(AN, 35), "secret_" + rs(AN, 43)]), True)],
       "https://api.notion.com/v1/search", hdr=H_bearer(), what_ko="integration 시크릿")
vendor("Figma", "global", "personal access token",
       lambda: [("FIGMA_TOKEN", "figd_" + rs(B64U, 40), True)], "https://api.figma.com/v1/me",
       hdr=H_named("X-Figma-Token"), what_ko="PAT")
vendor("Postman", "global", "API key",
       lambda: [("POSTMAN_API_KEY", "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34), True)],
       "https://api.getpostman.com/collections", hdr=H_named("X-Api-Key"), what_ko="API 키")
vendor("Cloudflare", "global", "API token",
       lambda: [("CLOUDFLARE_ACCOUNT_ID", rs(HEX, 32), False), ("CLOUDFLARE_API_TOKEN", rs(B64U, 40), True)],
       "https://api.cloudflare.com/client/v4/user/tokens/verify", hdr=H_bearer(1), what_ko="API 토큰")
vendor("Cloudflare global key", "global", "Global API key",
       lambda: [("CF_API_EMAIL", "%s@example.com" % pick(["dns-admin", "infra", "web"]), False),
                ("CF_API_KEY", rs(HEX, 37), True)],
       "https://api.cloudflare.com/client/v4/zones", hdr=H_two("X-Auth-Email", 0, "X-Auth-Key", 1),
       what_ko="Global API 키")
vendor("Azure Storage", "global", "storage account key",
       lambda: [("AZURE_STORAGE_ACCOUNT", pick(["acmeprodlogs", "stgmedia01", "krcentralbackup"]), False),
                ("AZURE_STORAGE_KEY", b64key(64), True)],
       "https://acmeprodlogs.blob.core.windows.net/?comp=list", what_ko="스토리지 계정 키")
vendor("Azure AD", "global", "app registration client secret",
       lambda: [("AZURE_TENANT_ID", uuid4(), False), ("AZURE_CLIENT_ID", uuid4(), False),
                ("AZURE_CLIENT_SECRET", rs(AN, 3) + "8Q~" + rs(AN + "_.~-", 31), True)],
       "https://login.microsoftonline.com/common/oauth2/v2.0/token", what_ko="클라이언트 시크릿")
vendor("Azure OpenAI", "global", "resource key",
       lambda: [("AZURE_OPENAI_ENDPOINT", "https://%s.openai.azure.com/" % pick(["acme-aoai-krc", "team-gpt-eus"]), False),
                ("AZURE_OPENAI_API_KEY", rs(HEX, 32), True)],
       "https://acme-aoai-krc.openai.azure.com/openai/deployments?api-version=2024-06-01",
       hdr=H_named("api-key", 1), what_ko="리소스 키")
vendor("Terraform Cloud", "global", "team API token",
       lambda: [("TFE_TOKEN", rs(AN, 14) + ".atlasv1." + rs(AN, 67), True)],
       "https://app.terraform.io/api/v2/organizations", hdr=H_bearer(), what_ko="팀 API 토큰")
vendor("HashiCorp Vault", "global", "service token",
       lambda: [("VAULT_ADDR", "https://vault.%s:8200" % pick(DOMAINS), False), ("VAULT_TOKEN", "hvs." + rs(B64U, 91), True)],
       "https://vault.corp.example:8200/v1/auth/token/lookup-self", hdr=H_named("X-Vault-Token", 1),
       what_ko="서비스 토큰")
vendor("Doppler", "global", "service token",
       lambda: [("DOPPLER_TOKEN", "dp.st.%s.%s" % (pick(["dev", "stg", "prd"]), rs(AN, 40)), True)],
       "https://api.doppler.com/v3/configs/config/secrets", hdr=H_bearer(), what_ko="서비스 토큰")
vendor("Pulumi", "global", "access token",
       lambda: [("PULUMI_ACCESS_TOKEN", "pul-" + rs(HEX, 40), True)], "https://api.pulumi.com/api/user",
       hdr=H_bearer(0, "token"), what_ko="액세스 토큰")
vendor("Grafana", "global", "service account token",
       lambda: [("GRAFANA_TOKEN", "glsa_" + rs(AN, 32) + "_" + rs(HEX, 8), True)],
       "https://grafana.corp.example/api/dashboards/uid/abc", hdr=H_bearer(), what_ko="서비스 계정 토큰")
vendor("Buildkite", "global", "API access token",
       lambda: [("BUILDKITE_API_TOKEN", "bkua_" + rs(HEX, 40), True)], "https://api.buildkite.com/v2/builds",
       hdr=H_bearer(), what_ko="API 토큰")
vendor("Discord", "global", "bot token",
       lambda: [("DISCORD_BOT_TOKEN", "%s.%s.%s" % (b64u(digits(19).encode()), rs(B64U, 6), rs(B64U, 38)), True)],
       "https://discord.com/api/v10/users/@me", hdr=H_bearer(0, "Bot"), what_ko="봇 토큰")
vendor("Telegram", "global", "bot token",
       lambda: [("TELEGRAM_BOT_TOKEN", "%s:AA%s" % (digits(10), rs(B64U, 33)), True)],
       "https://api.telegram.org/getMe", what_ko="봇 토큰")
vendor("Square", "global", "production access token",
       lambda: [("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64U, 60), True)], "https://connect.squareup.com/v2/locations",
       hdr=H_bearer(), what_ko="액세스 토큰")
vendor("Braintree", "global", "access token",
       lambda: [("BRAINTREE_ACCESS_TOKEN", "access_token$production$%s$%s" % (rs(ANL, 16), rs(HEX, 32)), True)],
       "https://payments.braintree-api.com/graphql", hdr=H_bearer(), what_ko="액세스 토큰")
vendor("Okta", "global", "API token",
       lambda: [("OKTA_ORG_URL", "https://%s.okta.com" % pick(["acme", "dev-482913", "corp-sso"]), False),
                ("OKTA_API_TOKEN", "00" + rs(B64U, 40), True)],
       "https://acme.okta.com/api/v1/users?limit=25", hdr=H_bearer(1, "SSWS"), what_ko="API 토큰")
vendor("Supabase", "global", "management access token",
       lambda: [("SUPABASE_ACCESS_TOKEN", "sbp_" + rs(HEX, 40), True)], "https://api.supabase.com/v1/projects",
       hdr=H_bearer(), what_ko="액세스 토큰")
vendor("PlanetScale", "global", "database password",
       lambda: [("DATABASE_USERNAME", rs(ANL, 12), False), ("DATABASE_PASSWORD", "pscale_pw_" + rs(B64U, 43), True)],
       "https://api.planetscale.com/v1/organizations", what_ko="DB 비밀번호")
vendor("Databricks", "global", "personal access token",
       lambda: [("DATABRICKS_HOST", "https://adb-%s.%d.azuredatabricks.net" % (digits(16), rint(1, 19)), False),
                ("DATABRICKS_TOKEN", "dapi" + rs(HEX, 32) + pick(["", "-2", "-3"]), True)],
       "https://adb-1234.5.azuredatabricks.net/api/2.0/clusters/list", hdr=H_bearer(1), what_ko="PAT")
vendor("Airtable", "global", "personal access token",
       lambda: [("AIRTABLE_TOKEN", "pat" + rs(AN, 14) + "." + rs(HEX, 64), True)], "https://api.airtable.com/v0/meta/bases",
       hdr=H_bearer(), what_ko="PAT")
vendor("Dropbox", "global", "short-lived access token",
       lambda: [("DROPBOX_TOKEN", "sl." + rs(B64U, 138), True)], "https://api.dropboxapi.com/2/users/get_current_account",
       hdr=H_bearer(), what_ko="액세스 토큰")
vendor("Meta Graph", "global", "page access token",
       lambda: [("FB_PAGE_TOKEN", "EAA" + pick("BGI") + rs(AN, 190), True)], "https://graph.facebook.com/v19.0/me",
       query="access_token", what_ko="페이지 액세스 토큰")
vendor("Mapbox", "global", "secret token",
       lambda: [("MAPBOX_SECRET_TOKEN", "sk." + b64u(('{"u":"%s","a":"%s"}' % (pick(["acme-maps", "fleetops", "kmaps"]), rs(ANL, 25))).encode()) + "." + rs(B64U, 22), True)],
       "https://api.mapbox.com/tokens/v2", query="access_token", what_ko="시크릿 토큰")
vendor("Algolia", "global", "Admin API key",
       lambda: [("ALGOLIA_APP_ID", rs(ANU, 10), False), ("ALGOLIA_ADMIN_KEY", rs(HEX, 32), True)],
       "https://ABCDEF1234.algolia.net/1/indexes", hdr=H_two("X-Algolia-Application-Id", 0, "X-Algolia-API-Key", 1),
       what_ko="Admin API 키")
vendor("Fly.io", "global", "deploy token",
       lambda: [("FLY_API_TOKEN", "FlyV1 fm2_lJPE" + rs(B64, 196) + "==,fm2_lJPE" + rs(B64, 120) + "=", True)],
       "https://api.machines.dev/v1/apps", what_ko="배포 토큰")
vendor("Render", "global", "API key",
       lambda: [("RENDER_API_KEY", "rnd_" + rs(AN, 32), True)], "https://api.render.com/v1/services",
       hdr=H_bearer(), what_ko="API 키")
vendor("Replicate", "global", "API token",
       lambda: [("REPLICATE_API_TOKEN", "r8_" + rs(AN, 37), True)], "https://api.replicate.com/v1/predictions",
       hdr=H_bearer(), what_ko="API 토큰")
vendor("Groq", "global", "API key",
       lambda: [("GROQ_API_KEY", "gsk_" + rs(AN, 52), True)], "https://api.groq.com/openai/v1/models",
       hdr=H_bearer(), what_ko="API 키")
vendor("Perplexity", "global", "API key",
       lambda: [("PPLX_API_KEY", "pplx-" + rs(AN, 48), True)], "https://api.perplexity.ai/chat/completions",
       hdr=H_bearer(), what_ko="API 키")
vendor("xAI", "global", "API key",
       lambda: [("XAI_API_KEY", "xai-" + rs(AN, 80), True)], "https://api.x.ai/v1/models", hdr=H_bearer(),
       what_ko="API 키")
vendor("Tailscale", "global", "auth key",
       lambda: [("TS_AUTHKEY", "tskey-auth-k%sCNTRL-%s" % (rs(AN, 11), rs(AN, 32)), True)],
       "https://api.tailscale.com/api/v2/tailnet/-/devices", hdr=H_bearer(), what_ko="auth 키")
vendor("1Password", "global", "service account token",
       lambda: [("OP_SERVICE_ACCOUNT_TOKEN", "ops_eyJ" + rs(B64U, 290), True)], "https://my.1password.com/",
       what_ko="서비스 계정 토큰")
vendor("Contentful", "global", "CMA personal access token",
       lambda: [("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64U, 43), True)],
       "https://api.contentful.com/spaces", hdr=H_bearer(), what_ko="CMA 토큰")
vendor("Bitbucket", "global", "app password",
       lambda: [("BITBUCKET_USER", pick(["ci-bot", "release-bot", "deploy-svc"]), False),
                ("BITBUCKET_APP_PASSWORD", "ATBB" + rs(AN, 24) + rs(HEXU, 8), True)],
       "https://api.bitbucket.org/2.0/repositories", hdr=H_basic(0, 1), what_ko="앱 비밀번호")
vendor("CircleCI", "global", "personal API token",
       lambda: [("CIRCLE_TOKEN", "CCIPAT_" + rs(AN, 22) + "_" + rs(HEX, 40), True)],
       "https://circleci.com/api/v2/me", hdr=H_named("Circle-Token"), what_ko="API 토큰")
vendor("JFrog", "global", "Artifactory API key",
       lambda: [("ARTIFACTORY_API_KEY", "AKCp8" + rs(AN, 68), True)], "https://acme.jfrog.io/artifactory/api/repositories",
       hdr=H_named("X-JFrog-Art-Api"), what_ko="API 키")
vendor("SonarQube", "global", "user token",
       lambda: [("SONAR_TOKEN", "squ_" + rs(HEX, 40), True)], "https://sonar.corp.example/api/authentication/validate",
       hdr=H_bearer(), what_ko="유저 토큰")
vendor("Heroku", "global", "API key",
       lambda: [("HEROKU_API_KEY", "HRKU-AA" + rs(B64U, 58), True)], "https://api.heroku.com/apps",
       hdr=H_bearer(), what_ko="API 키")
vendor("Intercom", "global", "access token",
       lambda: [("INTERCOM_TOKEN", b64(("tok:%s:1:0" % uuid4().replace("-", "_")).encode()).rstrip("="), True)],
       "https://api.intercom.io/me", hdr=H_bearer(), what_ko="액세스 토큰")
vendor("HubSpot", "global", "private app token",
       lambda: [("HUBSPOT_TOKEN", "pat-%s-%s" % (pick(["na1", "eu1"]), uuid4()), True)],
       "https://api.hubapi.com/crm/v3/objects/contacts", hdr=H_bearer(), what_ko="private app 토큰")
vendor("Asana", "global", "personal access token",
       lambda: [("ASANA_PAT", "2/%s/%s:%s" % (digits(16), digits(16), rs(HEX, 32)), True)],
       "https://app.asana.com/api/1.0/users/me", hdr=H_bearer(), what_ko="PAT")
vendor("Salesforce", "global", "session access token",
       lambda: [("SF_ACCESS_TOKEN", "00D%s!AQ%s" % (rs(AN, 12), rs(AN + "._", 96)), True)],
       "https://acme.my.salesforce.com/services/data/v60.0/sobjects", hdr=H_bearer(), what_ko="세션 토큰")
vendor("Firebase FCM", "global", "legacy server key",
       lambda: [("FCM_SERVER_KEY", "AAAA%s:APA91b%s" % (rs(B64U, 7), rs(B64U, 134)), True)],
       "https://fcm.googleapis.com/fcm/send", hdr=lambda v: (["Authorization: key=" + v[0]], []),
       what_ko="레거시 서버 키")
vendor("LaunchDarkly", "global", "server-side SDK key",
       lambda: [("LD_SDK_KEY", "sdk-" + uuid4(), True)], "https://sdk.launchdarkly.com/sdk/latest-all",
       hdr=lambda v: (["Authorization: " + v[0]], []), what_ko="서버 SDK 키")
vendor("Shippo", "global", "live API token",
       lambda: [("SHIPPO_TOKEN", "shippo_live_" + rs(HEX, 40), True)], "https://api.goshippo.com/shipments/",
       hdr=H_bearer(0, "ShippoToken"), what_ko="라이브 토큰")
vendor("EasyPost", "global", "production API key",
       lambda: [("EASYPOST_API_KEY", "EZAK" + rs(AN, 54), True)], "https://api.easypost.com/v2/shipments",
       hdr=H_basic(0, None), what_ko="API 키")
vendor("Plaid", "global", "secret",
       lambda: [("PLAID_CLIENT_ID", rs(HEX, 24), False), ("PLAID_SECRET", rs(HEX, 30), True)],
       "https://production.plaid.com/link/token/create", what_ko="시크릿")
vendor("Elastic Cloud", "global", "API key",
       lambda: [("ELASTIC_API_KEY", b64(("%s:%s" % (rs(B64U, 20), rs(B64U, 22))).encode()), True)],
       "https://acme.es.ap-northeast-2.aws.elastic-cloud.com/_security/_authenticate", hdr=H_bearer(0, "ApiKey"),
       what_ko="API 키")
vendor("Confluent Cloud", "global", "cluster API key and secret",
       lambda: [("CONFLUENT_API_KEY", rs(ANU, 16), True), ("CONFLUENT_API_SECRET", rs(AN + "+/", 64), True)],
       "https://pkc-abc12.ap-northeast-2.aws.confluent.cloud:443", hdr=H_basic(0, 1), what_ko="API 키/시크릿")
vendor("MongoDB Atlas", "global", "API private key",
       lambda: [("ATLAS_PUBLIC_KEY", rs(ANL, 8), True), ("ATLAS_PRIVATE_KEY", uuid4(), True)],
       "https://cloud.mongodb.com/api/atlas/v2/groups", what_ko="API private 키")
vendor("Typeform", "global", "personal access token",
       lambda: [("TYPEFORM_TOKEN", "tfp_" + rs(B64U, 44) + "_" + rs(AN, 14), True)], "https://api.typeform.com/forms",
       hdr=H_bearer(), what_ko="PAT")
vendor("Snyk", "global", "API token",
       lambda: [("SNYK_TOKEN", uuid4(), True)], "https://api.snyk.io/rest/self", hdr=H_bearer(0, "token"),
       what_ko="API 토큰")
vendor("Vercel", "global", "access token",
       lambda: [("VERCEL_TOKEN", rs(AN, 24), True)], "https://api.vercel.com/v9/projects", hdr=H_bearer(),
       what_ko="액세스 토큰")
vendor("Zendesk", "global", "API token",
       lambda: [("ZENDESK_EMAIL", "support-bot@example.com", False), ("ZENDESK_API_TOKEN", rs(AN, 40), True)],
       "https://acme.zendesk.com/api/v2/tickets.json", hdr=lambda v: H_basic(0, 1)([v[0] + "/token", v[1]]),
       what_ko="API 토큰")

# ---- Korean ---------------------------------------------------------------------------------
vendor("Naver Cloud Platform", "ko", "API access key / secret key",
       lambda: [("NCP_ACCESS_KEY", pick(["", "ncp_iam_"]) + rs(AN, 20), True), ("NCP_SECRET_KEY", rs(AN, 40), True)],
       "https://ncloud.apigw.ntruss.com/vserver/v2/getServerInstanceList", what_ko="API 인증키 (Access/Secret)")
VENDORS[-1]["hdr"] = lambda v: (["x-ncp-apigw-timestamp: %d" % rint(1700000000000, 1760000000000),
                                 "x-ncp-iam-access-key: " + v[0],
                                 "x-ncp-apigw-signature-v2: " + b64(rbytes(32))], [])
vendor("Naver Developers", "ko", "Open API client secret",
       lambda: [("NAVER_CLIENT_ID", rs(AN, 20), False), ("NAVER_CLIENT_SECRET", rs(AN, 10), True)],
       "https://openapi.naver.com/v1/search/blog.json?query=%EC%BA%A0%ED%95%91",
       hdr=H_two("X-Naver-Client-Id", 0, "X-Naver-Client-Secret", 1), what_ko="Client Secret")
vendor("Kakao", "ko", "REST API key",
       lambda: [("KAKAO_REST_API_KEY", rs(HEX, 32), True)], "https://dapi.kakao.com/v2/local/search/address.json",
       hdr=H_bearer(0, "KakaoAK"), what_ko="REST API 키")
vendor("Kakao admin", "ko", "Admin key",
       lambda: [("KAKAO_ADMIN_KEY", rs(HEX, 32), True)], "https://kapi.kakao.com/v1/user/ids",
       hdr=H_bearer(0, "KakaoAK"), what_ko="어드민 키")
vendor("Toss Payments", "ko", "live secret key",
       lambda: [("TOSS_SECRET_KEY", pick(["live_sk_", "live_gsk_", "test_sk_"]) + rs(AN, 28), True)],
       "https://api.tosspayments.com/v1/payments/confirm", hdr=lambda v: H_basic(0, 1)([v[0], ""]),
       what_ko="시크릿 키")
vendor("PortOne", "ko", "V2 API secret",
       lambda: [("PORTONE_STORE_ID", "store-" + uuid4(), False), ("PORTONE_API_SECRET", rs(AN, 80), True)],
       "https://api.portone.io/payments", hdr=H_bearer(1, "PortOne"), what_ko="V2 API Secret")
vendor("Iamport", "ko", "REST API key and secret",
       lambda: [("IMP_KEY", digits(16), True), ("IMP_SECRET", rs(AN, 80), True)],
       "https://api.iamport.kr/users/getToken", what_ko="REST API 키/시크릿")
vendor("NHN Cloud", "ko", "SMS appKey and secret key",
       lambda: [("NHN_APP_KEY", rs(AN, 16), False), ("NHN_SECRET_KEY", rs(AN, 8), True)],
       "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/{appKey}/sender/sms",
       hdr=H_named("X-Secret-Key", 1), what_ko="SMS appKey/Secret Key")
vendor("Solapi", "ko", "API key and secret",
       lambda: [("SOLAPI_API_KEY", "NCS" + rs(ANU, 13), True), ("SOLAPI_API_SECRET", rs(ANU, 32), True)],
       "https://api.solapi.com/messages/v4/send", what_ko="API Key/Secret")
vendor("Aligo", "ko", "SMS API key",
       lambda: [("ALIGO_USER_ID", pick(["acmeshop", "kbeauty01", "deliverykr"]), False), ("ALIGO_API_KEY", rs(ANL, 32), True)],
       "https://apis.aligo.in/send/", what_ko="API 키")
vendor("KakaoPay", "ko", "secret key",
       lambda: [("KAKAOPAY_SECRET_KEY", pick(["DEV", "PRD"]) + rs(HEXU, 37), True)],
       "https://open-api.kakaopay.com/online/v1/payment/ready", hdr=H_bearer(0, "SECRET_KEY"), what_ko="시크릿 키")
vendor("data.go.kr", "ko", "Open API service key",
       lambda: [("DATA_GO_KR_SERVICE_KEY", b64key(64), True)],
       "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst", query="serviceKey",
       what_ko="일반 인증키 (serviceKey)")
vendor("Korea Investment", "ko", "KIS Developers appkey / appsecret",
       lambda: [("KIS_APP_KEY", "PS" + rs(AN, 34), True), ("KIS_APP_SECRET", rs(B64, 179) + "=", True)],
       "https://openapi.koreainvestment.com:9443/oauth2/tokenP", hdr=H_two("appkey", 0, "appsecret", 1),
       what_ko="appkey/appsecret")
vendor("Upbit", "ko", "Open API access / secret key",
       lambda: [("UPBIT_ACCESS_KEY", rs(AN, 40), True), ("UPBIT_SECRET_KEY", rs(AN, 40), True)],
       "https://api.upbit.com/v1/accounts", what_ko="Open API 키")
vendor("Bithumb", "ko", "API connect key / secret",
       lambda: [("BITHUMB_CONNECT_KEY", rs(HEX, 32), True), ("BITHUMB_SECRET_KEY", rs(HEX, 32), True)],
       "https://api.bithumb.com/info/balance", what_ko="Connect/Secret 키")
vendor("Channel.io", "ko", "Open API access secret",
       lambda: [("CHANNEL_ACCESS_KEY", rs(HEX, 24), True), ("CHANNEL_ACCESS_SECRET", rs(HEX, 32), True)],
       "https://api.channel.io/open/v5/user-chats", hdr=H_two("x-access-key", 0, "x-access-secret", 1),
       what_ko="Access Secret")
vendor("Sendbird", "ko", "master API token",
       lambda: [("SENDBIRD_APP_ID", uuid4().upper(), False), ("SENDBIRD_API_TOKEN", rs(HEX, 40), True)],
       "https://api-APPID.sendbird.com/v3/users", hdr=H_named("Api-Token", 1), what_ko="마스터 API 토큰")
vendor("Coupang Wing", "ko", "Open API access / secret key",
       lambda: [("COUPANG_VENDOR_ID", "A%08d" % rint(1, 99999999), False), ("COUPANG_ACCESS_KEY", uuid4(), True),
                ("COUPANG_SECRET_KEY", rs(HEX, 40), True)],
       "https://api-gateway.coupang.com/v2/providers/openapi/apis/api/v4/vendors", what_ko="Open API 키")
vendor("Naver Commerce", "ko", "Commerce API client secret",
       lambda: [("COMMERCE_CLIENT_ID", rs(AN, 22), False), ("COMMERCE_CLIENT_SECRET", "$2a$04$" + rs(AN + "./", 22), True)],
       "https://api.commerce.naver.com/external/v1/oauth2/token", what_ko="애플리케이션 시크릿")
vendor("Cafe24", "ko", "app client secret",
       lambda: [("CAFE24_CLIENT_ID", rs(AN, 22), False), ("CAFE24_CLIENT_SECRET", rs(AN, 22), True)],
       "https://acmemall.cafe24api.com/api/v2/oauth/token", what_ko="Client Secret")
vendor("NicePay", "ko", "secret key",
       lambda: [("NICEPAY_CLIENT_KEY", "R2_" + rs(HEX, 32), False), ("NICEPAY_SECRET_KEY", rs(HEX, 32), True)],
       "https://api.nicepay.co.kr/v1/payments", hdr=lambda v: H_basic(0, 1)(v), what_ko="시크릿 키")
vendor("11st", "ko", "Open API key",
       lambda: [("ELEVENST_OPENAPI_KEY", rs(HEX, 32), True)], "https://api.11st.co.kr/rest/prodservices",
       hdr=H_named("openapikey"), what_ko="Open API 키")

# ---- Japanese -------------------------------------------------------------------------------
vendor("LINE Messaging API", "jp", "channel access token and secret",
       lambda: [("LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "=", True), ("LINE_CHANNEL_SECRET", rs(HEX, 32), True)],
       "https://api.line.me/v2/bot/message/push", hdr=H_bearer(), what_ko="채널 액세스 토큰/시크릿")
vendor("LINE Notify", "jp", "personal access token",
       lambda: [("LINE_NOTIFY_TOKEN", rs(AN, 43), True)], "https://notify-api.line.me/api/notify",
       hdr=H_bearer(), what_ko="액세스 토큰")
vendor("Chatwork", "jp", "API token",
       lambda: [("CHATWORK_API_TOKEN", rs(HEX, 32), True)], "https://api.chatwork.com/v2/me",
       hdr=H_named("X-ChatWorkToken"), what_ko="API 토큰")
vendor("PAY.JP", "jp", "live secret key",
       lambda: [("PAYJP_SECRET_KEY", "sk_live_" + rs(HEX, 48), True)], "https://api.pay.jp/v1/charges",
       hdr=lambda v: H_basic(0, 1)([v[0], ""]), what_ko="시크릿 키")
vendor("Backlog", "jp", "API key",
       lambda: [("BACKLOG_SPACE", "%s.backlog.jp" % pick(["acme", "tokyo-dev", "hanbit"]), False),
                ("BACKLOG_API_KEY", rs(AN, 64), True)],
       "https://acme.backlog.jp/api/v2/issues", query="apiKey", what_ko="API 키")
vendor("Sakura Cloud", "jp", "API access token / secret",
       lambda: [("SAKURACLOUD_ACCESS_TOKEN", uuid4(), True), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(AN, 64), True)],
       "https://secure.sakura.ad.jp/cloud/zone/tk1a/api/cloud/1.1/server", what_ko="액세스 토큰/시크릿")
vendor("kintone", "jp", "app API token",
       lambda: [("KINTONE_API_TOKEN", rs(AN, 40), True)], "https://acme.cybozu.com/k/v1/records.json",
       hdr=H_named("X-Cybozu-API-Token"), what_ko="API 토큰")
vendor("GMO Payment Gateway", "jp", "shop password",
       lambda: [("GMO_SHOP_ID", "tshop%08d" % rint(1, 99999999), False), ("GMO_SHOP_PASS", rs(ANL, 8), True)],
       "https://p01.mul-pay.jp/payment/EntryTran.idPass", what_ko="샵 패스워드")
vendor("Qiita", "jp", "access token",
       lambda: [("QIITA_TOKEN", rs(HEX, 40), True)], "https://qiita.com/api/v2/authenticated_user",
       hdr=H_bearer(), what_ko="액세스 토큰")

# ---- Chinese --------------------------------------------------------------------------------
vendor("Alibaba Cloud", "cn", "AccessKey pair",
       lambda: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(AN, 18), True),
                ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(AN, 30), True)],
       "https://ecs.cn-hangzhou.aliyuncs.com/", what_ko="AccessKey")
vendor("Tencent Cloud", "cn", "SecretId / SecretKey",
       lambda: [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(AN, 32), True), ("TENCENTCLOUD_SECRET_KEY", rs(AN, 32), True)],
       "https://cvm.tencentcloudapi.com/", what_ko="SecretId/SecretKey")
vendor("Baidu AI Cloud", "cn", "API Key / Secret Key",
       lambda: [("BAIDU_API_KEY", rs(AN, 24), True), ("BAIDU_SECRET_KEY", rs(AN, 32), True)],
       "https://aip.baidubce.com/oauth/2.0/token", what_ko="API Key/Secret Key")
vendor("Huawei Cloud", "cn", "AK/SK",
       lambda: [("HUAWEICLOUD_SDK_AK", rs(ANU, 20), True), ("HUAWEICLOUD_SDK_SK", rs(AN, 40), True)],
       "https://ecs.cn-north-4.myhuaweicloud.com/v1/", what_ko="AK/SK")
vendor("WeChat", "cn", "AppSecret",
       lambda: [("WECHAT_APPID", "wx" + rs(HEX, 16), False), ("WECHAT_APPSECRET", rs(HEX, 32), True)],
       "https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential", query="secret", what_ko="AppSecret")
vendor("DingTalk", "cn", "robot sign secret",
       lambda: [("DINGTALK_SECRET", "SEC" + rs(HEX, 64), True)], "https://oapi.dingtalk.com/robot/send",
       what_ko="로봇 서명 시크릿")
vendor("Feishu", "cn", "app secret",
       lambda: [("FEISHU_APP_ID", "cli_" + rs(HEX, 16), False), ("FEISHU_APP_SECRET", rs(AN, 32), True)],
       "https://open.feishu.cn/open-apis/auth/v3/tenant_access_token/internal", what_ko="App Secret")
vendor("Qiniu", "cn", "AccessKey / SecretKey",
       lambda: [("QINIU_ACCESS_KEY", rs(B64U, 40), True), ("QINIU_SECRET_KEY", rs(B64U, 40), True)],
       "https://rs.qiniuapi.com/buckets", what_ko="AK/SK")
vendor("Volcengine", "cn", "AccessKey",
       lambda: [("VOLC_ACCESSKEY", "AKLT" + rs(B64U, 40), True), ("VOLC_SECRETKEY", b64key(45), True)],
       "https://open.volcengineapi.com/", what_ko="AccessKey")
vendor("Zhipu AI", "cn", "API key",
       lambda: [("ZHIPUAI_API_KEY", rs(HEX, 32) + "." + rs(AN, 16), True)],
       "https://open.bigmodel.cn/api/paas/v4/chat/completions", hdr=H_bearer(), what_ko="API 키")
vendor("Moonshot", "cn", "API key",
       lambda: [("MOONSHOT_API_KEY", "sk-" + rs(AN, 48), True)], "https://api.moonshot.cn/v1/models",
       hdr=H_bearer(), what_ko="API 키")
vendor("DeepSeek", "cn", "API key",
       lambda: [("DEEPSEEK_API_KEY", "sk-" + rs(HEX, 32), True)], "https://api.deepseek.com/chat/completions",
       hdr=H_bearer(), what_ko="API 키")
vendor("Gitee", "cn", "private token",
       lambda: [("GITEE_TOKEN", rs(HEX, 32), True)], "https://gitee.com/api/v5/user", query="access_token",
       what_ko="private 토큰")

# ---- European -------------------------------------------------------------------------------
vendor("Mollie", "eu", "live API key",
       lambda: [("MOLLIE_API_KEY", "live_" + rs(AN, 30), True)], "https://api.mollie.com/v2/payments",
       hdr=H_bearer(), what_ko="라이브 API 키")
vendor("Adyen", "eu", "API key",
       lambda: [("ADYEN_API_KEY", "AQE%s=-%s=-%s" % (rs(AN + "+/", 58), rs(B64, 43), rs(AN, 16)), True)],
       "https://checkout-test.adyen.com/v71/payments", hdr=H_named("X-API-Key"), what_ko="API 키")
vendor("Scaleway", "eu", "API key",
       lambda: [("SCW_ACCESS_KEY", "SCW" + rs(ANU, 17), True), ("SCW_SECRET_KEY", uuid4(), True)],
       "https://api.scaleway.com/instance/v1/zones/fr-par-1/servers", hdr=H_named("X-Auth-Token", 1),
       what_ko="API 키")
vendor("OVHcloud", "eu", "application key / secret / consumer key",
       lambda: [("OVH_APPLICATION_KEY", rs(AN, 16), True), ("OVH_APPLICATION_SECRET", rs(AN, 32), True),
                ("OVH_CONSUMER_KEY", rs(AN, 32), True)],
       "https://eu.api.ovh.com/1.0/me", what_ko="애플리케이션 키")
vendor("Hetzner Cloud", "eu", "API token",
       lambda: [("HCLOUD_TOKEN", rs(AN, 64), True)], "https://api.hetzner.cloud/v1/servers", hdr=H_bearer(),
       what_ko="API 토큰")
vendor("GoCardless", "eu", "live access token",
       lambda: [("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64U, 40), True)], "https://api.gocardless.com/mandates",
       hdr=H_bearer(), what_ko="액세스 토큰")
vendor("Brevo", "eu", "API v3 key",
       lambda: [("BREVO_API_KEY", "xkeysib-" + rs(HEX, 64) + "-" + rs(AN, 16), True)],
       "https://api.brevo.com/v3/smtp/email", hdr=H_named("api-key"), what_ko="API 키")
vendor("Mailjet", "eu", "API key / secret key",
       lambda: [("MJ_APIKEY_PUBLIC", rs(HEX, 32), True), ("MJ_APIKEY_PRIVATE", rs(HEX, 32), True)],
       "https://api.mailjet.com/v3.1/send", hdr=H_basic(0, 1), what_ko="API 키/시크릿")
vendor("Vonage", "eu", "API key / secret",
       lambda: [("VONAGE_API_KEY", rs(HEX, 8), True), ("VONAGE_API_SECRET", rs(AN, 16), True)],
       "https://rest.nexmo.com/sms/json", hdr=H_basic(0, 1), what_ko="API 키/시크릿")
vendor("MessageBird", "eu", "live access key",
       lambda: [("MESSAGEBIRD_ACCESS_KEY", rs(AN, 25), True)], "https://rest.messagebird.com/messages",
       hdr=H_bearer(0, "AccessKey"), what_ko="라이브 액세스 키")
vendor("Postmark", "eu", "server token",
       lambda: [("POSTMARK_SERVER_TOKEN", uuid4(), True)], "https://api.postmarkapp.com/email",
       hdr=H_named("X-Postmark-Server-Token"), what_ko="서버 토큰")
vendor("DeepL", "eu", "API authentication key",
       lambda: [("DEEPL_AUTH_KEY", uuid4() + pick([":fx", ""]), True)], "https://api-free.deepl.com/v2/translate",
       hdr=H_bearer(0, "DeepL-Auth-Key"), what_ko="인증 키")
vendor("Checkout.com", "eu", "sandbox secret key",
       lambda: [("CKO_SECRET_KEY", "sk_sbox_" + rs(ANL, 27), True)], "https://api.sandbox.checkout.com/payments",
       hdr=H_bearer(), what_ko="시크릿 키")
vendor("Spotify", "eu", "client secret",
       lambda: [("SPOTIFY_CLIENT_ID", rs(HEX, 32), False), ("SPOTIFY_CLIENT_SECRET", rs(HEX, 32), True)],
       "https://accounts.spotify.com/api/token", hdr=H_basic(0, 1), what_ko="Client Secret")
vendor("Yandex Cloud", "eu", "API key",
       lambda: [("YC_API_KEY", "AQVN" + rs(B64U, 36), True)], "https://llm.api.cloud.yandex.net/foundationModels/v1/completion",
       hdr=H_bearer(0, "Api-Key"), what_ko="API 키")
vendor("Wise", "eu", "API token",
       lambda: [("WISE_API_TOKEN", uuid4(), True)], "https://api.transferwise.com/v1/profiles", hdr=H_bearer(),
       what_ko="API 토큰")
vendor("SumUp", "eu", "secret API key",
       lambda: [("SUMUP_API_KEY", "sup_sk_" + rs(AN, 32), True)], "https://api.sumup.com/v0.1/me", hdr=H_bearer(),
       what_ko="시크릿 API 키")
vendor("Paddle", "eu", "live API key",
       lambda: [("PADDLE_API_KEY", "pdl_live_apikey_01%s_%s_%s" % (rs(ANL, 24), rs(AN, 22), rs(AN, 3)), True)],
       "https://api.paddle.com/products", hdr=H_bearer(), what_ko="API 키")
vendor("Pipedrive", "eu", "API token",
       lambda: [("PIPEDRIVE_API_TOKEN", rs(HEX, 40), True)], "https://acme.pipedrive.com/api/v1/deals",
       query="api_token", what_ko="API 토큰")
vendor("Infobip", "eu", "API key",
       lambda: [("INFOBIP_API_KEY", rs(HEX, 32) + "-" + uuid4(), True)], "https://xyz12.api.infobip.com/sms/2/text/advanced",
       hdr=H_bearer(0, "App"), what_ko="API 키")

assert len(VENDORS) >= 120, len(VENDORS)
for _v in VENDORS:
    assert any(c[2] for c in _v["comps"]()), _v["name"]


# --------------------------------------------------------------------------------------------
# containers: render [(ENV_NAME, value)] pairs into a pasted snippet.
#   each returns (snippet_text, where) ; where = file / place the snippet came from
# --------------------------------------------------------------------------------------------
FILLERS = [("PORT", "8080"), ("LOG_LEVEL", "debug"), ("NODE_ENV", "production"), ("TZ", "Asia/Seoul"),
           ("REDIS_HOST", "redis.internal"), ("FEATURE_NEW_CHECKOUT", "true"), ("AWS_REGION", "ap-northeast-2"),
           ("SENTRY_ENVIRONMENT", "staging"), ("HTTP_TIMEOUT_MS", "15000"), ("WORKERS", "4"),
           ("APP_BASE_URL", "https://app.example.com"), ("QUEUE_NAME", "jobs-default"), ("RETRY_MAX", "5")]


def with_fillers(pairs, lo=0, hi=3):
    out = list(pairs)
    for _ in range(rint(lo, hi)):
        f = pick(FILLERS)
        if f[0] not in [k for k, _ in out]:
            out.insert(rint(0, len(out)), f)
    return out


def snake(k):
    return k.lower()


def camel(k):
    parts = k.lower().split("_")
    return parts[0] + "".join(x[:1].upper() + x[1:] for x in parts[1:])


def dotted(k):
    parts = k.lower().split("_")
    return ".".join(parts[:-1] + [parts[-1]]) if len(parts) < 3 else parts[0] + "." + "-".join(parts[1:])


def shq(v):
    """shell quote the way a person would: single quotes if anything special, else double quotes"""
    if any(ch in v for ch in "$!`\\\"'& ;|<>()*?#{}[]~") or chance(0.3):
        return "'" + v + "'"
    return '"' + v + '"'


def c_dotenv(pairs):
    pp = with_fillers(pairs)
    lines = []
    if chance(0.4):
        lines.append("# %s (%s)" % (svc(), env()))
    for k, v in pp:
        lines.append("%s=%s" % (k, v if chance(0.7) or '"' in v else '"%s"' % v))
    return fence("\n".join(lines), pick(["", "dotenv", "env"])), pick([".env", ".env.local", ".env.%s" % env(), "apps/%s/.env" % svc()])


def c_export(pairs):
    lines = ["export %s=%s" % (k, shq(v)) for k, v in pairs]
    if chance(0.5):
        lines.append(pick(["npm run start:%s" % env(), "./gradlew bootRun", "python -m %s" % svc().replace("-", "_"),
                           "go run ./cmd/%s" % svc(), "docker compose up -d %s" % svc()]))
    return fence("\n".join(lines), pick(["bash", "sh", "shell"])), pick(["~/.zshrc", "scripts/dev-env.sh", "the terminal history", "~/.bashrc", "deploy.sh"])


def c_fish(pairs):
    return fence("\n".join("set -gx %s %s" % (k, v) for k, v in pairs), "fish"), "~/.config/fish/config.fish"


def c_powershell(pairs):
    lines = ['$env:%s = "%s"' % (k, v) for k, v in pairs]
    lines.append(pick(["dotnet run --project src/%s" % svc(), "npm test", ".\\scripts\\smoke.ps1"]))
    return fence("\n".join(lines), "powershell"), pick(["profile.ps1", "the PowerShell session", "scripts\\dev.ps1"])


def c_cmd(pairs):
    return fence("\n".join("set %s=%s" % (k, v) for k, v in pairs) + "\ncall gradlew.bat bootRun", "bat"), pick(["run-local.bat", "the cmd.exe window"])


def c_yaml(pairs):
    root = svc()
    sub = pick(["credentials", "integrations", "providers", "secrets", "clients", "external"])
    lines = ["%s:" % root, "  %s:" % sub]
    if chance(0.4):
        lines.append("    timeout: %ds" % rint(3, 30))
    for k, v in pairs:
        lines.append("    %s: %s" % (snake(k), v if chance(0.4) and v[:1].isalnum() else '"%s"' % v))
    if chance(0.5):
        lines.append("  log_level: %s" % pick(["info", "debug", "warn"]))
    return fence("\n".join(lines), "yaml"), pick(["config/%s.yaml" % env(), "values-%s.yaml" % env(), "application.yml",
                                                 "settings.%s.yml" % env(), "group_vars/%s.yml" % env()])


def c_json(pairs):
    inner = ",\n".join('    "%s": "%s"' % (camel(k), v) for k, v in pairs)
    top = pick(["integrations", "credentials", "providers", camel(svc().replace("-", "_").upper())])
    extra = pick(['  "debug": false,\n', '  "region": "%s",\n' % pick(REGIONS), "", '  "version": %d,\n' % rint(1, 4)])
    return fence('{\n%s  "%s": {\n%s\n  }\n}' % (extra, top, inner), "json"), pick(
        ["appsettings.%s.json" % pick(["Development", "Production", "Staging"]), "config/local.json", "secrets.json",
         "firebase-functions/.runtimeconfig.json", "src/config/%s.json" % env()])


def c_toml(pairs):
    sec = pick(["api", "credentials", "providers." + svc().split("-")[0], "integrations"])
    lines = ["[%s]" % sec] + ['%s = "%s"' % (snake(k), v) for k, v in pairs]
    if chance(0.5):
        lines.insert(1, "base_url = \"https://%s\"" % host("web"))
    return fence("\n".join(lines), "toml"), pick(["config.toml", "netlify.toml", "settings.toml", ".streamlit/secrets.toml",
                                                 "Settings.%s.toml" % env()])


def c_ini(pairs):
    lines = ["[%s]" % pick(["default", svc(), "integration", "api"])]
    lines += ["%s = %s" % (snake(k), v) for k, v in pairs]
    return fence("\n".join(lines), "ini"), pick(["settings.ini", "config.cfg", "app.ini", "~/.config/%s/credentials" % svc()])


def c_properties(pairs):
    pre = pick(["app", "spring", "vendor", "integration"])
    lines = ["%s.%s=%s" % (pre, dotted(k), v) for k, v in pairs]
    if chance(0.6):
        lines.insert(0, "server.port=%d" % pick([8080, 8081, 9000]))
    return fence("\n".join(lines), "properties"), pick(["application-%s.properties" % env(),
                                                       "src/main/resources/application.properties", "gradle.properties"])


def c_xml(pairs):
    lines = ["<appSettings>"] + ['  <add key="%s" value="%s" />' % (camel(k)[:1].upper() + camel(k)[1:], v) for k, v in pairs]
    lines.append("</appSettings>")
    return fence("\n".join(lines), "xml"), pick(["Web.config", "App.config", "web.Release.config"])


def c_k8s_secret(pairs):
    name = svc() + pick(["-secrets", "-env", "-credentials"])
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s" % name,
             "  namespace: %s" % pick(["default", "prod", "payments", "platform"]), "type: Opaque", "stringData:"]
    lines += ["  %s: \"%s\"" % (k, v) for k, v in pairs]
    return fence("\n".join(lines), "yaml"), pick(["k8s/%s.yaml" % name, "manifests/secret.yaml", "the kubectl apply manifest"])


def c_k8s_env(pairs):
    s = svc()
    lines = ["      containers:", "        - name: %s" % s, "          image: registry.example.com/%s:%s" % (
        s, pick(["1.4.2", "2025.03.1", "sha-" + rs(HEX, 7)])), "          env:"]
    for k, v in pairs:
        lines += ["            - name: %s" % k, "              value: \"%s\"" % v]
    return fence("\n".join(lines), "yaml"), pick(["deployment.yaml", "k8s/base/deployment.yaml", "charts/app/templates/deploy.yaml"])


def c_compose(pairs):
    s = svc()
    lines = ["services:", "  %s:" % s, "    image: %s:latest" % s, "    environment:"]
    lines += ["      %s: %s" % (k, v if v[:1].isalnum() else '"%s"' % v) for k, v in with_fillers(pairs, 0, 2)]
    return fence("\n".join(lines), "yaml"), pick(["docker-compose.yml", "docker-compose.override.yml", "compose.dev.yaml"])


def c_dockerfile(pairs):
    lines = ["FROM %s" % pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22"])]
    lines += ["ENV %s=%s" % (k, v) for k, v in pairs]
    lines += [pick(["COPY . /app", "WORKDIR /app"]), pick(['CMD ["python", "main.py"]', 'CMD ["node", "dist/server.js"]',
                                                           'ENTRYPOINT ["java", "-jar", "/app.jar"]'])]
    return fence("\n".join(lines), "dockerfile"), pick(["Dockerfile", "docker/Dockerfile.%s" % env()])


def c_gha(pairs):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    lines += ["      %s: %s" % (k, v if v[:1].isalnum() else "'%s'" % v) for k, v in pairs]
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: %s" % pick(["make deploy", "npm run release", "./scripts/publish.sh"])]
    return fence("\n".join(lines), "yaml"), pick([".github/workflows/deploy.yml", ".github/workflows/release.yaml"])


def c_gitlab(pairs):
    lines = ["variables:"] + ['  %s: "%s"' % (k, v) for k, v in pairs]
    lines += ["", "deploy:", "  stage: deploy", "  script:", "    - %s" % pick(["./deploy.sh", "make release", "helm upgrade --install app ./chart"])]
    return fence("\n".join(lines), "yaml"), ".gitlab-ci.yml"


def c_jenkins(pairs):
    lines = ["pipeline {", "  agent any", "  environment {"] + ["    %s = '%s'" % (k, v) for k, v in pairs]
    lines += ["  }", "  stages { stage('deploy') { steps { sh './deploy.sh' } } }", "}"]
    return fence("\n".join(lines), "groovy"), "Jenkinsfile"


def c_terraform(pairs):
    if chance(0.5):
        lines = []
        for k, v in pairs:
            lines += ['variable "%s" {' % snake(k), "  type    = string", '  default = "%s"' % v, "}"]
        return fence("\n".join(lines), "hcl"), pick(["variables.tf", "terraform/%s/variables.tf" % env()])
    lines = ['%s = "%s"' % (snake(k), v) for k, v in pairs]
    return fence("\n".join(lines), "hcl"), pick(["terraform.tfvars", "%s.auto.tfvars" % env()])


def c_cli_store(pairs):
    k, v = pairs[-1]
    tool = pick(["kubectl", "gh", "vault", "heroku", "fly", "aws-ssm", "helm", "gcloud", "pulumi", "az"])
    if tool == "kubectl":
        cmd = "kubectl create secret generic %s-env %s -n %s" % (svc(), " ".join("--from-literal=%s=%s" % (a, b) for a, b in pairs), env())
    elif tool == "gh":
        cmd = "\n".join('gh secret set %s --body "%s" --repo acme/%s' % (a, b, svc()) for a, b in pairs)
    elif tool == "vault":
        cmd = "vault kv put secret/%s/%s %s" % (env(), svc(), " ".join("%s=%s" % (snake(a), b) for a, b in pairs))
    elif tool == "heroku":
        cmd = "heroku config:set %s -a %s" % (" ".join("%s=%s" % (a, b) for a, b in pairs), svc())
    elif tool == "fly":
        cmd = "fly secrets set %s --app %s" % (" ".join("%s=%s" % (a, b) for a, b in pairs), svc())
    elif tool == "helm":
        cmd = "helm upgrade --install %s ./chart %s" % (svc(), " ".join("--set env.%s=%s" % (a, b) for a, b in pairs))
    elif tool == "gcloud":
        cmd = "\n".join("printf '%s' | gcloud secrets versions add %s --data-file=-" % (b, snake(a).replace("_", "-")) for a, b in pairs)
    elif tool == "pulumi":
        cmd = "\n".join("pulumi config set --secret %s %s" % (camel(a), b) for a, b in pairs)
    elif tool == "az":
        cmd = "\n".join('az keyvault secret set --vault-name kv-%s --name %s --value "%s"' % (env(), snake(a).replace("_", "-"), b) for a, b in pairs)
    else:
        cmd = "\n".join("aws ssm put-parameter --name /%s/%s/%s --type SecureString --value '%s' --overwrite" % (
            env(), svc(), snake(a), b) for a, b in pairs)
    return fence(cmd, pick(["bash", "sh", ""])), pick(["the shell history", "the runbook", "the terminal scrollback", "docs/deploy.md"])


def c_python(pairs):
    if chance(0.5):
        lines = ["import os", ""] + ['%s = os.environ.get("%s", "%s")' % (k, k, v) for k, v in pairs]
    else:
        lines = ["client = %sClient(" % pick(["Api", "Rest", "Http", "Sdk"])] + ['    %s="%s",' % (snake(k).split("_", 1)[-1], v) for k, v in pairs] + [")"]
    return fence("\n".join(lines), "python"), pick(["settings/local.py", "scripts/backfill.py", "notebooks/explore.ipynb",
                                                   "tests/conftest.py", "%s/config.py" % svc().replace("-", "_")])


def c_js(pairs):
    lines = ["const %s = process.env.%s ?? '%s';" % (camel(k), k, v) for k, v in pairs]
    if chance(0.5):
        lines = ["export const config = {"] + ["  %s: '%s'," % (camel(k), v) for k, v in pairs] + ["};"]
    return fence("\n".join(lines), pick(["js", "ts", "typescript"])), pick(["src/config.ts", "next.config.js", "scripts/seed.mjs",
                                                                          "server/env.js", "lambda/handler.ts"])


def c_go(pairs):
    lines = ["const ("] + ['\t%s = "%s"' % (camel(k), v) for k, v in pairs] + [")"]
    return fence("\n".join(lines), "go"), pick(["internal/config/config.go", "cmd/%s/main.go" % svc(), "pkg/client/client_test.go"])


def c_java(pairs):
    lines = ["public final class Secrets {"] + ['    static final String %s = "%s";' % (k, v) for k, v in pairs] + ["}"]
    return fence("\n".join(lines), "java"), pick(["src/main/java/com/acme/Secrets.java", "src/test/java/com/acme/ClientIT.java"])


def c_kotlin(pairs):
    lines = ['private const val %s = "%s"' % (k, v) for k, v in pairs]
    return fence("\n".join(lines), "kotlin"), pick(["app/src/main/java/com/acme/ApiModule.kt", "buildSrc/Config.kt"])


def c_ruby(pairs):
    lines = ['%s = ENV.fetch("%s", "%s")' % (k, k, v) for k, v in pairs]
    return fence("\n".join(lines), "ruby"), pick(["config/initializers/%s.rb" % svc().split("-")[0], "lib/tasks/sync.rake"])


def c_php(pairs):
    lines = ["return ["] + ["    '%s' => env('%s', '%s')," % (snake(k), k, v) for k, v in pairs] + ["];"]
    return fence("\n".join(lines), "php"), pick(["config/services.php", "config/payment.php"])


def c_csharp(pairs):
    lines = ['builder.Configuration["%s"] = "%s";' % (camel(k)[:1].upper() + camel(k)[1:], v) for k, v in pairs]
    return fence("\n".join(lines), "csharp"), pick(["Program.cs", "Startup.cs", "tests/IntegrationFixture.cs"])


def c_rust(pairs):
    lines = ['const %s: &str = "%s";' % (k, v) for k, v in pairs]
    return fence("\n".join(lines), "rust"), pick(["src/config.rs", "examples/smoke.rs"])


def c_swift(pairs):
    lines = ['static let %s = "%s"' % (camel(k), v) for k, v in pairs]
    return fence("enum Keys {\n    " + "\n    ".join(lines) + "\n}", "swift"), pick(["Sources/App/Keys.swift", "Config/Secrets.swift"])


def c_diff(pairs):
    path = pick([".env.%s" % env(), "config/%s.yaml" % env(), "docker-compose.yml"])
    lines = ["--- a/%s" % path, "+++ b/%s" % path, "@@ -%d,%d +%d,%d @@" % (rint(3, 40), 4, rint(3, 40), 5)]
    lines.append(" %s=%s" % pick(FILLERS))
    for k, v in pairs:
        if chance(0.5):
            lines.append("-%s=${%s}" % (k, k))
        lines.append("+%s=%s" % (k, v))
    return fence("\n".join(lines), "diff"), pick(["the PR diff", "git diff HEAD~1", "the MR"])


def c_table(pairs):
    lines = ["| key | value | note |", "|---|---|---|"]
    lines += ["| %s | %s | %s |" % (k, v, pick(["prod", "staging", "rotated %s" % date(), "from vendor console", ""])) for k, v in pairs]
    return "\n".join(lines), pick(["the onboarding doc table", "the Confluence page", "the wiki page", "README"])


def clock_seq(n):
    t = rint(8 * 60, 22 * 60)
    out = []
    for _ in range(n):
        out.append("%02d:%02d" % (t // 60, t % 60))
        t += rint(0, 4)
    return out


def c_chat(pairs):
    if chance(0.5):
        who, hello = pick(PEOPLE_EN), pick(["here you go", "new values", "use these", "try this one", "rotated, new ones:"])
    else:
        who, hello = pick(PEOPLE_KO), pick(["이거 쓰세요", "교체된 값입니다", "새 키 공유드려요", "이걸로 다시 해보세요"])
    tt = clock_seq(len(pairs) + 1)
    lines = ["[%s] %s: %s" % (tt[0], who, hello)]
    for i, (k, v) in enumerate(pairs):
        lines.append("[%s] %s: %s %s" % (tt[i + 1], who, k, v) if chance(0.5) else "[%s] %s: %s" % (tt[i + 1], who, v))
    return fence("\n".join(lines)), pick(["the Slack DM", "the team chat", "the KakaoWork thread", "the Teams chat", "#dev-help"])


def log_ts_seq(n):
    d = date()
    t = rint(0, 86000)
    out = []
    for _ in range(n):
        out.append("%sT%02d:%02d:%02d.%03dZ" % (d, t // 3600, (t // 60) % 60, t % 60, rint(0, 999)))
        t += rint(0, 3)
    return out


def c_log(pairs):
    lvl = pick(["DEBUG", "INFO", "WARN", "TRACE"])
    t1, t2 = log_ts_seq(2)
    s = svc()
    if chance(0.5):
        body = " ".join("%s=%s" % (k, v) for k, v in pairs)
        line = "%s %s [%s] effective config: %s" % (t1, lvl, s, body)
    else:
        body = ", ".join("'%s': '%s'" % (snake(k), v) for k, v in pairs)
        line = "%s %-5s %s.settings - loaded {%s}" % (t1, lvl, s.replace("-", "_"), body)
    extra = "%s INFO  [%s] listening on :%d" % (t2, s, pick([8080, 3000, 9090]))
    return fence(line + "\n" + extra, pick(["", "log", "text"])), pick(["the pod log", "kubectl logs", "CloudWatch", "the Loki query result", "stdout of the job"])


def c_trace(pairs):
    k, v = pairs[-1]
    lang = pick(["py", "java", "node"])
    if lang == "py":
        t = ('Traceback (most recent call last):\n  File "/app/%s/client.py", line %d, in _auth\n'
             '    resp.raise_for_status()\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: '
             'https://%s/v1/auth?%s=%s' % (svc().replace("-", "_"), rint(20, 300), host("web"), snake(k), v))
    elif lang == "java":
        t = ("java.lang.IllegalStateException: credential rejected (%s=%s)\n\tat com.acme.%s.ApiClient.auth(ApiClient.java:%d)\n"
             "\tat com.acme.%s.Worker.run(Worker.java:%d)" % (k, v, svc().split("-")[0], rint(40, 200), svc().split("-")[0], rint(10, 90)))
    else:
        t = ("Error: Request failed with status code 403\n    at createError (node_modules/axios/lib/core/createError.js:16:15)\n"
             "  config: { headers: { 'x-api-key': '%s' }, url: 'https://%s/v2/items' }" % (v, host("web")))
    return fence(t), pick(["the crash report", "Sentry issue", "the CI log", "the stack trace the user pasted"])


def c_systemd(pairs):
    lines = ["[Service]"] + ['Environment="%s=%s"' % (k, v) for k, v in pairs] + ["ExecStart=/opt/%s/bin/run" % svc()]
    return fence("\n".join(lines), "ini"), "/etc/systemd/system/%s.service" % svc()


def c_makefile(pairs):
    lines = ["%s ?= %s" % (k, v) for k, v in pairs] + ["", "run:", "\t./bin/server"]
    return fence("\n".join(lines), "makefile"), "Makefile"


def c_notebook(pairs):
    lines = ["%%env %s=%s" % (k, v) for k, v in pairs] + ["df = load_events(days=%d)" % rint(1, 30)]
    return fence("\n".join(lines), "python"), pick(["the Jupyter notebook", "analysis.ipynb", "the Colab cell"])


CONTAINERS = [c_dotenv, c_export, c_fish, c_powershell, c_cmd, c_yaml, c_json, c_toml, c_ini, c_properties, c_xml,
              c_k8s_secret, c_k8s_env, c_compose, c_dockerfile, c_gha, c_gitlab, c_jenkins, c_terraform, c_cli_store,
              c_python, c_js, c_go, c_java, c_kotlin, c_ruby, c_php, c_csharp, c_rust, c_swift, c_diff, c_table,
              c_chat, c_log, c_trace, c_systemd, c_makefile, c_notebook]
CONTAINER_DECK = Deck(CONTAINERS)


def render_pairs(pairs, container=None):
    c = container or CONTAINER_DECK.draw()
    text, where = c(pairs)
    return text, where, c.__name__[2:]


# --------------------------------------------------------------------------------------------
# note assembly and the FORMAT.txt rules
# --------------------------------------------------------------------------------------------
class Retry(Exception):
    pass


FIELD_LIMITS = (("missing_context", 1024), ("lesson", 1024), ("ask_next_time", 512))


def note(category, mc, lesson, ask, secrets=(), vendors=()):
    return {"category": category, "fields": {"missing_context": mc, "lesson": lesson, "ask_next_time": ask},
            "secrets": list(secrets), "vendors": list(vendors)}


def check_sizes(fields):
    for k, lim in FIELD_LIMITS:
        n = len(fields[k].encode("utf-8"))
        if n > lim:
            raise Retry("%s too long (%d)" % (k, n))
    if not fields["missing_context"].strip() or not fields["lesson"].strip():
        raise Retry("empty field")


def occurrences(text, sub):
    out, i = [], text.find(sub)
    while i >= 0:
        out.append(i)
        i = text.find(sub, i + 1)
    return out


def window_violations(fields, secrets):
    """8-char windows of listed secrets occurring in the fields outside the secrets' own occurrences"""
    bad = []
    for fname in ("missing_context", "lesson", "ask_next_time"):
        t = fields[fname]
        cover = []
        for s in secrets:
            cover += [(p, p + len(s)) for p in occurrences(t, s)]
        for s in secrets:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                for p in occurrences(t, w):
                    if not any(a <= p and p + 8 <= b for a, b in cover):
                        bad.append((fname, w, p))
    return bad


def finalize_secret(n):
    fields = n["fields"]
    check_sizes(fields)
    alltext = "\n".join(fields.values())
    seen, secrets = [], []
    for s in n["secrets"]:
        if s in seen:
            continue
        seen.append(s)
        if s in alltext:
            secrets.append(s)
    # order by first appearance in the note, for readability
    secrets.sort(key=lambda s: min([alltext.find(s)]))
    if not secrets:
        raise Retry("no secret rendered")
    for s in secrets:
        if len(s) < 8:
            raise Retry("secret shorter than 8: %r" % s)
        assert any(s in fields[k] for k in fields)
    bad = window_violations(fields, secrets)
    if bad:
        raise Retry("window rule: %r" % (bad[:3],))
    n["secrets"] = secrets
    return n


def finalize_clean(n):
    check_sizes(n["fields"])
    if n["secrets"]:
        raise Retry("clean note with secrets")
    return n


def vw(v, lang):
    return v["what"] if lang == "en" else v["what_ko"]


def first_secret(comps):
    return [c[1] for c in comps if c[2]][0]


def secret_vals(comps):
    return [c[1] for c in comps if c[2]]


# --------------------------------------------------------------------------------------------
# prose banks for vendor-token notes.  {S}=snippet {F}=where {V}=vendor {W}=what {key}=env name
# --------------------------------------------------------------------------------------------
SIT_EN = [
    ("{svc} in {env} started getting 401s from {V} right after the deploy. I did not know which credential the "
     "service really loads; the user pasted {F}:\n{S}",
     "{svc} reads the {V} {W} from {F} at boot and ignores the CI variable of the same name, so a rotation needs a "
     "restart, not just a variable update.",
     "When the {V} credential is rotated, who restarts {svc} in {env}?"),
    ("I was asked to wire {V} into {svc} but had no credentials. {who} sent this:\n{S}\nand said it is the shared "
     "{env} one.",
     "Shared {env} credentials belong in the secret manager; the app reads {key} from the environment and the "
     "integration test skips when it is unset.",
     "Is there a dedicated sandbox {V} account for tests, or do we share the {env} one?"),
    ("The nightly job in {env} exited with 'invalid credentials' from {V}. Config at the time ({F}):\n{S}",
     "The job image carried a stale copy of the {V} {W}. Jobs must pull {key} from the secret store on every run "
     "instead of baking it into the image.",
     "Which other jobs still bake credentials into their images?"),
    ("Reviewing {tkt}. The change hardcodes the {V} {W}:\n{S}",
     "Block merges that inline credentials; {key} has to come from the deployment environment. The author must "
     "rotate the value because it is now in git history.",
     "Do you want me to open the {V} rotation ticket myself, or will the {team} team handle it?"),
    ("Local setup of {svc} failed: {key} was empty and I did not know where the team keeps it.",
     "Working local configuration, taken from {F}:\n{S}\nThat file is git-ignored; never copy it into the repo.",
     "Is {F} the canonical place for local {V} credentials?"),
    ("Could not tell why {V} rejected {svc}. {F} showed:\n{S}",
     "The logged value came from a hardcoded fallback, which means {key} was missing in {env}. Remove fallbacks so "
     "startup fails loudly instead.",
     "Should {svc} refuse to start when {key} is missing?"),
    ("Migrating the {svc} settings from {F} into Helm values for {env}. The existing block was:\n{S}",
     "During the migration the {V} {W} moves into an ExternalSecret; the chart keeps only the reference.",
     "Which Vault path should the ExternalSecret for {V} point to?"),
    ("{who} reported that the {V} integration broke after the {env} cutover on {date}.",
     "Root cause: {F} still had the old value\n{S}\nwhile the new one lives only in the secret manager. Deleting the "
     "file-level value fixed it.",
     "Are there other services that still read {V} credentials from files?"),
    ("{S}\nThat is what the user pasted from {F} when {svc} could not reach {V} in {env}.",
     "In {env}, {svc} prefers the {key} environment variable over that file; when both exist the environment wins.",
     "Who manages {key} in {env}?"),
    ("The user asked why {svc} works locally but not in {env}. Their {F}:\n{S}\n{env} has no such file.",
     "Local runs pick up {F}; {env} needs {key} injected from the secret store. Documented this in the README.",
     "Should I add {key} to the {env} secret store, or do you want to do it?"),
    ("Setting up {V} for {svc} took long because I searched for the credential in the wrong repo.",
     "The {team} team keeps it in {F}:\n{S}\nIt is shared by several {env} services; ask before rotating.",
     "Who owns the {V} account?"),
    ("Smoke test for {svc} ({tkt}) kept failing on the {V} step. I had assumed the sandbox was keyless. The "
     "credentials that finally worked ({F}):\n{S}",
     "The {V} sandbox is not keyless; the smoke test needs {key}. Added a pre-flight check that prints only whether "
     "the variable is set.",
     "Can the smoke test get its own {V} credential with read-only scope?"),
    ("{who} reported {svc} failing against {V} in {env} since {date}.",
     "{S}\nThat block from {F} is what fixed it: the setting name changed in the SDK upgrade, the value did not.",
     "Does the SDK changelog list renamed settings?"),
    ("Onboarding {svc} to {V}; I did not know which credential type to request.",
     "{S}\nThe {W} above (from {F}) is the right type for server-side calls; personal tokens expire with the employee account.",
     "Who can request a service credential from {V}?"),
    ("{S}\n{who} pasted this from {F} and asked me to double-check the {V} setup for {svc}.",
     "The values are in the right place, but {svc} loads {F} only when APP_ENV={env}; locally it was unset.",
     "Should {svc} log which config file it loaded?"),
    ("The user asked me to verify a {V} credential before the {env} release of {svc}.",
     "Verification should be a read-only call with the credential taken from the secret store, not from chat.",
     "Is this the value I should verify?\n{S}"),
]

SIT_KO = [
    ("{env} 배포 직후 {svc}[이/가] {V}에서 401을 받기 시작했다. 서비스가 실제로 어떤 자격 증명을 읽는지 몰랐는데, "
     "사용자가 {F} 내용을 붙여줬다:\n{S}",
     "{svc}[은/는] 부팅 시 {F}에서 {V} {W}[을/를] 읽고 같은 이름의 CI 변수는 무시한다. 키 교체 시 변수만 바꾸지 말고 재시작까지 해야 한다.",
     "{V} 키 교체 후 {env}의 {svc} 재시작은 누가 하나요?"),
    ("{svc}에 {V} 연동을 붙이라는 요청이었는데 자격 증명이 없었다. {who}님이 아래 값을 보내줬다:\n{S}\n{env} 공용 계정이라고 함.",
     "공용 {env} 자격 증명은 시크릿 매니저에 두고, 앱은 환경 변수 {key}[으로/로]만 읽게 한다. 값이 없으면 통합 테스트는 skip.",
     "테스트용 {V} 샌드박스 계정이 따로 있나요, 아니면 {env} 계정을 같이 쓰나요?"),
    ("{env} 야간 배치가 {V} 'invalid credentials'로 종료됐다. 당시 설정({F}):\n{S}",
     "배치 이미지에 예전 {V} {W}[이/가] 박혀 있었다. {key}[은/는] 매 실행마다 시크릿 스토어에서 가져오도록 바꿔야 한다.",
     "이미지에 자격 증명을 굽는 배치가 더 있나요?"),
    ("{tkt} 리뷰 중. 변경분에 {V} {W}[이/가] 하드코딩돼 있다:\n{S}",
     "자격 증명을 코드에 넣는 머지는 막는다. {key}[은/는] 배포 환경에서 주입해야 하고, 이미 git 히스토리에 남았으니 작성자에게 키 교체를 요청한다.",
     "{V} 키 교체 티켓은 제가 직접 열까요, {team}에서 처리하나요?"),
    ("로컬에서 {svc} 세팅이 실패했다. {key}[이/가] 비어 있었고 팀이 그 값을 어디에 두는지 몰랐다.",
     "동작하는 로컬 설정 ({F}에서 가져옴):\n{S}\n이 파일은 git-ignore 대상이니 절대 레포에 복사하지 말 것.",
     "로컬용 {V} 자격 증명은 {F}에 두는 게 표준인가요?"),
    ("{V}[이/가] {svc} 요청을 왜 거절하는지 알 수 없었다. {F}에 이렇게 찍혀 있었다:\n{S}",
     "로그에 찍힌 값은 코드의 fallback 기본값이었다. 즉 {env}에 {key}[이/가] 없었던 것. fallback을 지워서 시작 단계에서 바로 실패하게 한다.",
     "{key}[이/가] 없으면 {svc}[이/가] 아예 뜨지 않게 할까요?"),
    ("{svc} 설정을 {F}에서 {env}용 Helm values로 옮기는 중. 기존 블록:\n{S}",
     "마이그레이션하면서 {V} {W}[은/는] ExternalSecret으로 빼고 차트에는 참조만 남긴다.",
     "{V}용 ExternalSecret은 Vault 어느 경로를 가리켜야 하나요?"),
    ("{who}님 제보: {date} {env} 전환 이후 {V} 연동이 깨졌다.",
     "원인: {F}에 예전 값이 그대로 남아 있었음\n{S}\n새 값은 시크릿 매니저에만 있다. 파일에 있던 값을 지우니 해결.",
     "{V} 자격 증명을 파일에서 읽는 서비스가 또 있나요?"),
    ("{S}\n{env}에서 {svc}[이/가] {V}에 붙지 못할 때 사용자가 {F}에서 복사해 준 내용이다.",
     "{env}의 {svc}[은/는] 이 파일보다 환경 변수 {key}[을/를] 우선한다. 둘 다 있으면 환경 변수가 이긴다.",
     "{env}의 {key} 값은 누가 관리하나요?"),
    ("로컬에선 되는데 {env}에선 안 된다는 문의. 사용자의 {F}:\n{S}\n{env}에는 이 파일이 없다.",
     "로컬은 {F}[을/를] 읽고, {env}[은/는] 시크릿 스토어에서 {key}[을/를] 주입받아야 한다. README에 정리해 둠.",
     "{env} 시크릿 스토어에 {key}[을/를] 제가 추가할까요?"),
    ("{svc}에 {V} 붙이는 데 오래 걸렸다. 엉뚱한 레포에서 자격 증명을 찾고 있었다.",
     "{team}[은/는] {F}에 보관한다:\n{S}\n{env} 서비스 여러 개가 같이 쓰므로 교체 전에 먼저 물어볼 것.",
     "{V} 계정 담당자가 누구인가요?"),
    ("{svc} 스모크 테스트({tkt})가 계속 {V} 단계에서 실패했다. 샌드박스는 키 없이 되는 줄 알았다. 결국 동작한 값({F}):\n{S}",
     "{V} 샌드박스도 키가 필요하다. 스모크 테스트 전에 {key} 설정 여부만 출력하는 pre-flight 체크를 추가했다.",
     "스모크 테스트 전용으로 읽기 전용 {V} 키를 따로 받을 수 있을까요?"),
    ("{who}님 제보: {date}부터 {env}에서 {svc}의 {V} 연동이 실패한다.",
     "{S}\n{F}의 위 블록으로 해결됐다. SDK 업그레이드에서 설정 이름이 바뀌었고 값은 그대로였다.",
     "SDK 변경 로그에 이름이 바뀐 설정이 나와 있나요?"),
    ("{svc}에 {V}[을/를] 붙이는데 어떤 종류의 자격 증명을 요청해야 할지 몰랐다.",
     "{S}\n위 {W}({F})[이/가] 서버 간 호출용으로 맞는 종류다. 개인 토큰은 퇴사하면 같이 만료된다.",
     "{V} 서비스용 자격 증명은 누가 신청할 수 있나요?"),
    ("{S}\n{who}님이 {F}에서 이걸 붙여주면서 {svc}의 {V} 설정을 다시 봐달라고 했다.",
     "값은 제자리에 있었지만 {svc}[은/는] APP_ENV={env}일 때만 {F}[을/를] 읽는다. 로컬에선 설정돼 있지 않았다.",
     "{svc}[이/가] 어떤 설정 파일을 읽었는지 로그로 남길까요?"),
    ("{env} 릴리스 전에 {svc}의 {V} 자격 증명을 검증해 달라는 요청이었다.",
     "검증은 채팅이 아니라 시크릿 스토어에서 꺼낸 값으로 읽기 전용 호출을 하는 방식이어야 한다.",
     "검증할 값이 이게 맞나요?\n{S}"),
]

REPEAT_ASK_EN = ["Should I keep using {val} or request a fresh one, since it was pasted into chat?",
                 "Is {val} safe to keep in {F}, or do you want it rotated now?",
                 "Can you confirm {val} is still the current {env} value?"]
REPEAT_ASK_KO = ["채팅에 노출된 {val} 계속 써도 되나요, 아니면 새로 발급받을까요?",
                 "{val} 값을 {F}에 그대로 둬도 될까요, 지금 교체할까요?",
                 "{val}[이/가] 지금도 {env} 값이 맞는지 확인 부탁드려요."]


JOSA_YES = ["token", "secret", "json", "url", "yaml", "file", "admin", "main", "prod", "production", "staging",
            "plan", "config", "job", "run", "pin", "login", "app", "env", "string", "ssh"]
JOSA_NO = ["key", "id", "password", "pass", "dev", "qa", "perf", "sandbox", "stage", "api", "sdk", "cli", "db",
           "service", "code", "note", "value", "sa", "ui", "repo", "page", "table", "py", "yml", "ini", "toml",
           "properties", "sh", "go", "java", "ruby"]
JOSA_RIEUL = ["url", "yaml", "file", "sql", "html", "xml", "email", "mail", "channel", "model", "tool", "label"]


def _batchim(prev):
    """(has_final_consonant, final_is_rieul) for the text just before a particle marker"""
    t = prev.rstrip("`'\")]}>*")
    if not t:
        return False, False
    c = t[-1]
    if "\uac00" <= c <= "\ud7a3":
        jong = (ord(c) - 0xAC00) % 28
        return jong != 0, jong == 8
    if c.isdigit():
        return c in "013678", c in "178"
    word = ""
    for ch in reversed(t):
        if ch.isalpha() and ch.isascii():
            word = ch + word
        else:
            break
    w = word.lower()
    if not w:
        return False, False
    if w in JOSA_RIEUL:
        return True, True
    if w in JOSA_YES:
        return True, False
    if w in JOSA_NO:
        return False, False
    if word.isupper() and len(word) <= 4:
        return word[-1] in "LMNR", word[-1] in "LR"
    vowels = "aeiouy"
    last, prev = w[-1], (w[-2] if len(w) > 1 else "a")
    if w.endswith("ng"):
        return True, False
    if last in "lmn" and (prev in vowels or prev == "r"):
        return True, last == "l"
    if last in "kptb" and prev in vowels:
        return True, False
    return False, False


def ko_josa(text):
    out, i = [], 0
    marks = {"[을/를]": ("을", "를"), "[이/가]": ("이", "가"), "[은/는]": ("은", "는"), "[와/과]": ("과", "와"),
             "[으로/로]": ("으로", "로"), "[이에요/예요]": ("이에요", "예요")}
    while i < len(text):
        hit = None
        if text[i] == "[":
            for m in marks:
                if text.startswith(m, i):
                    hit = m
                    break
        if hit:
            yes, rieul = _batchim("".join(out))
            a, b = marks[hit]
            if hit == "[으로/로]":
                out.append("로" if (not yes or rieul) else "으로")
            else:
                out.append(a if yes else b)
            i += len(hit)
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def fill(tpl, **kw):
    return ko_josa(tpl.format(**kw))


def base_ctx(lang):
    return {"svc": svc(), "env": pick(ENVS) if lang == "en" or chance(0.6) else pick(ENVS_KO),
            "who": person(lang), "tkt": ticket(), "date": date(), "team": team(lang)}


VENDOR_DECK = Deck(range(len(VENDORS)))


def draw_vendor(lang, pred=None):
    """one deck for every vendor-based template, so each vendor is used before any repeats"""
    asian = lambda i: VENDORS[i]["region"] in ("ko", "jp", "cn")  # noqa: E731
    if pred is None and lang == "ko" and chance(0.4) and any(asian(i) for i in VENDOR_DECK.queue):
        return VENDORS[VENDOR_DECK.draw(asian)]
    if pred is None:
        return VENDORS[VENDOR_DECK.draw()]
    return VENDORS[VENDOR_DECK.draw(lambda i: pred(VENDORS[i]))]


def t_vendor_config(lang):
    v = draw_vendor(lang)
    comps = v["comps"]()
    pairs = [(k, val) for k, val, _ in comps]
    snip, where, cname = render_pairs(pairs)
    where = loc(where, lang)
    ctx = base_ctx(lang)
    ctx.update(V=v["brand"], W=vw(v, lang), S=snip, F=where, key=[c[0] for c in comps if c[2]][0])
    bank = SIT_EN if lang == "en" else SIT_KO
    sit = pick(bank)
    while "{S}" in sit[2] and len(snip.encode("utf-8")) > 380:
        sit = pick(bank)
    mc, lesson, ask = [fill(x, **ctx) for x in sit]
    secrets = secret_vals(comps)
    if chance(0.15):
        val = secrets[-1]
        if len(val) < 120:
            ask = fill(pick(REPEAT_ASK_EN if lang == "en" else REPEAT_ASK_KO), val=val, F=where, env=ctx["env"])
    return note("vendor token: %s %s in %s" % (v["name"], v["what"], cname), mc, lesson, ask, secrets, [v["name"]])


WHERE_KO = {"the terminal history": "터미널 히스토리", "the runbook": "런북", "the terminal scrollback": "터미널 스크롤백",
            "the PowerShell session": "PowerShell 세션", "the cmd.exe window": "cmd.exe 창",
            "the kubectl apply manifest": "kubectl apply 매니페스트", "the PR diff": "PR diff", "the MR": "MR",
            "the onboarding doc table": "온보딩 문서 표", "the Confluence page": "Confluence 페이지",
            "the wiki page": "위키 페이지", "the Slack DM": "슬랙 DM", "the team chat": "팀 채팅방",
            "the KakaoWork thread": "카카오워크 스레드", "the Teams chat": "Teams 채팅", "the pod log": "파드 로그",
            "the Loki query result": "Loki 조회 결과", "stdout of the job": "잡 stdout", "the crash report": "크래시 리포트",
            "Sentry issue": "Sentry 이슈", "the CI log": "CI 로그", "the stack trace the user pasted": "사용자가 붙여준 스택 트레이스",
            "the Jupyter notebook": "주피터 노트북", "the Colab cell": "Colab 셀", "the shell history": "셸 히스토리"}


def loc(where, lang):
    return WHERE_KO.get(where, where) if lang == "ko" else where


# ---- vendor credential inside an HTTP request -----------------------------------------------
HTTP_REASON_EN = [(401, "the credential belongs to another workspace/region than the host in the URL"),
                  (403, "the key lacks the scope for this endpoint"),
                  (429, "the shared key hit the per-account rate limit"),
                  (400, "the Content-Type header is missing, which the vendor reports confusingly"),
                  (401, "the server clock is skewed by more than five minutes")]
HTTP_REASON_KO = [(401, "URL의 호스트와 자격 증명의 워크스페이스/리전이 다를 때"),
                  (403, "키에 해당 엔드포인트 scope가 없을 때"),
                  (429, "공용 키가 계정 단위 rate limit에 걸렸을 때"),
                  (400, "Content-Type 헤더가 빠졌을 때 (에러 메시지가 엉뚱하게 나옴)"),
                  (401, "서버 시계가 5분 넘게 어긋났을 때")]


def http_snippet(v, comps):
    vals = [c[1] for c in comps]
    url = v["url"]
    derived = []
    if v["hdr"]:
        hlines, derived = v["hdr"](vals)
    else:
        hlines = []
    if v["query"] and (not hlines or chance(0.5)):
        url = url + ("&" if "?" in url else "?") + "%s=%s" % (v["query"], first_secret(comps))
        hlines = []
    if not hlines and not v["query"]:
        hlines = ["Authorization: Bearer %s" % first_secret(comps)]
    form = pick(["curl", "curl", "raw", "python", "httpie", "fetch", "devtools"])
    method = pick(["GET", "POST"])
    if form == "curl":
        parts = ["curl -sS" + (" -X POST" if method == "POST" else "")] + ['-H "%s"' % h for h in hlines]
        if method == "POST":
            parts.append("-H 'Content-Type: application/json' -d '{\"dry_run\": true}'")
        parts.append("'%s'" % url)
        text = fence(" \\\n  ".join(parts), "bash")
    elif form == "raw":
        u = urllib.parse.urlsplit(url)
        text = fence("%s %s%s HTTP/1.1\nHost: %s\n%s\nAccept: application/json" % (
            method, u.path, ("?" + u.query) if u.query else "", u.netloc, "\n".join(hlines)), "http")
    elif form == "python":
        hd = ", ".join('"%s": "%s"' % tuple(h.split(": ", 1)) for h in hlines)
        text = fence('resp = requests.%s(\n    "%s",\n    headers={%s},\n    timeout=10,\n)' % (method.lower(), url, hd), "python")
    elif form == "httpie":
        text = fence("http %s '%s' %s" % (method, url, " ".join("'%s:%s'" % tuple(h.split(": ", 1)) for h in hlines)), "bash")
    elif form == "fetch":
        hd = ", ".join("'%s': '%s'" % tuple(h.split(": ", 1)) for h in hlines)
        text = fence("const res = await fetch('%s', {\n  method: '%s',\n  headers: { %s },\n});" % (url, method, hd), "js")
    else:
        text = fence("Request URL: %s\nRequest Method: %s\n%s\nUser-Agent: %s" % (
            url, method, "\n".join(hlines), pick(["Mozilla/5.0", "okhttp/4.12.0", "python-requests/2.32.3", "axios/1.7.2"])))
    return text, derived, form


HTTP_EN = [
    ("Reproducing the {V} error from {svc}. The request the user ran:\n{S}\nIt returned {code}.",
     "{V} answers {code} when {reason}; the credential itself was valid, so rotating it would not have helped.",
     "Before rotating the {V} credential, should I first check the scope and the region?"),
    ("I did not know how {svc} authenticates to {V}. Captured request from {place}:\n{S}",
     "{svc} sends the {V} {W} on every call; the gateway strips nothing. {V} returns {code} when {reason}.",
     "Is it acceptable that the gateway logs full request headers for {V} calls?"),
    ("{who} asked why this call to {V} fails with {code} from the {env} bastion:\n{S}",
     "It fails because {reason}. From a laptop the same call works.",
     "Which egress IPs are allow-listed for {V} in {env}?"),
    ("The {V} SDK hid the real error, so I needed a raw request to debug {svc}.",
     "A raw request makes {V} errors readable. Working call for reference:\n{S}\n{V} returns {code} when {reason}.",
     "Can I keep a raw-request snippet like this in the runbook, or must it use a placeholder?"),
]
HTTP_KO = [
    ("{svc}에서 난 {V} 에러를 재현 중. 사용자가 실행한 요청:\n{S}\n결과는 {code}.",
     "{V}[은/는] {reason} {code}[을/를] 돌려준다. 자격 증명 자체는 유효했으니 교체해도 소용없었을 것.",
     "{V} 키를 교체하기 전에 scope와 리전부터 확인할까요?"),
    ("{svc}[이/가] {V}에 어떻게 인증하는지 몰랐다. {place}에서 잡은 요청:\n{S}",
     "{svc}[은/는] 매 호출마다 {V} {W}[을/를] 보낸다. 게이트웨이는 아무것도 지우지 않는다. {reason} {code}[이/가] 난다.",
     "게이트웨이가 {V} 호출의 헤더 전체를 로그로 남기는 게 괜찮은가요?"),
    ("{who}님 질문: {env} bastion에서 {V} 호출이 {code}[으로/로] 실패하는 이유?\n{S}",
     "{reason} 실패한다. 노트북에서는 같은 호출이 된다.",
     "{env}에서 {V}에 허용된 egress IP가 뭔가요?"),
    ("{V} SDK가 실제 에러를 감춰서 {svc} 디버깅에 raw 요청이 필요했다.",
     "raw 요청으로 보면 {V} 에러가 읽힌다. 참고용으로 동작하는 호출:\n{S}\n{reason} {code}.",
     "이런 raw 요청 예시를 런북에 그대로 둬도 되나요, placeholder로 바꿔야 하나요?"),
]


def draw_vendor_http(lang):
    return draw_vendor(lang, lambda v: bool(v["hdr"] or v["query"]))


def t_vendor_http(lang):
    v = draw_vendor_http(lang)
    comps = v["comps"]()
    snip, derived, form = http_snippet(v, comps)
    code, reason = pick(HTTP_REASON_EN if lang == "en" else HTTP_REASON_KO)
    ctx = base_ctx(lang)
    ctx.update(V=v["brand"], W=vw(v, lang), S=snip, code=code, reason=reason,
               place=pick(["mitmproxy", "the gateway access log", "Charles", "the browser devtools"] if lang == "en"
                          else ["mitmproxy", "게이트웨이 액세스 로그", "Charles", "브라우저 개발자 도구"]))
    mc, lesson, ask = [fill(x, **ctx) for x in pick(HTTP_EN if lang == "en" else HTTP_KO)]
    return note("http: %s %s via %s" % (v["name"], v["what"], form), mc, lesson, ask,
                secret_vals(comps) + derived, [v["name"]])


# ---- vendor token inline in prose (start / middle / end / question) ------------------------
INLINE_EN = [
    ("mc", "{val} is the {V} {W} the user pasted for {env}; I had been using an expired one copied from an old ticket."),
    ("mc", "The user gave me the {V} {W} ({val}) in chat so I could test the {svc} webhook in {env}."),
    ("mc", "Tests for {svc} call {V} for real, and the user said to use this {W}: {val}"),
    ("lesson", "For {env}, the valid {V} {W} is {val}; the one in the README was revoked on {date}."),
    ("ask", "Is {val} still the active {V} {W} for {env}, or was it rotated after {tkt}?"),
    ("mc", "Context I lacked: {svc} in {env} authenticates to {V} with {val} and nothing else, no OAuth."),
    ("lesson", "{val} works for {V} in {env}; the value in the vault entry is stale and should be updated."),
    ("mc", "{val} (the {V} {W} for {svc}) was in the ticket description, which is why the {env} job could authenticate at all."),
]
INLINE_KO = [
    ("mc", "{val} 이게 사용자가 {env}용으로 붙여준 {V} {W}다. 나는 예전 티켓에서 복사한 만료된 값을 쓰고 있었다."),
    ("mc", "{svc} 웹훅을 {env}에서 테스트하라고 사용자가 채팅으로 {V} {W}({val})[을/를] 줬다."),
    ("mc", "{svc} 테스트는 실제로 {V}[을/를] 호출한다. 사용자가 이 값을 쓰라고 함: {val}"),
    ("lesson", "{env}에서 유효한 {V} {W}[은/는] {val}이다. README에 있는 값은 {date}에 폐기됐다."),
    ("ask", "{val} 아직 {env}의 유효한 {V} {W} 맞나요, {tkt} 이후 교체됐나요?"),
    ("mc", "몰랐던 점: {env}의 {svc}[은/는] OAuth 없이 {val} 하나로 {V}에 인증한다."),
    ("lesson", "{val} 값으로 {env}의 {V} 호출이 된다. vault 항목의 값은 오래된 것이라 갱신해야 한다."),
    ("mc", "{val} ({svc}용 {V} {W}) 값이 티켓 본문에 있었다. 그래서 {env} 잡이 인증될 수 있었던 것."),
]
INLINE_REST_EN = {
    "mc": ("Passing it via {key} fixed the {svc} calls; the SDK does not read ~/.config.", "Where should the {V} value live so I do not have to ask again?"),
    "lesson": ("I spent an hour on 401s from {V} in {svc} before asking for the current credential.", "Can you tell me up front which {V} credential applies to {env}?"),
    "ask": ("{svc} started returning 401 from {V} in {env} after {tkt}.", "{V} credentials are rotated per ticket; always confirm the current one before debugging auth errors."),
}
INLINE_REST_KO = {
    "mc": ("{key}[으로/로] 넘기니 {svc} 호출이 정상화됐다. SDK는 ~/.config를 읽지 않는다.", "다음에 다시 묻지 않도록 {V} 값은 어디에 두면 될까요?"),
    "lesson": ("{svc}에서 {V} 401을 한 시간 붙잡고 있다가 현재 자격 증명을 물어봤다.", "{env}에 쓰는 {V} 자격 증명을 처음부터 알려주실 수 있나요?"),
    "ask": ("{tkt} 이후 {env}의 {svc}[이/가] {V}에서 401을 받기 시작했다.", "{V} 자격 증명은 티켓 단위로 교체된다. 인증 에러 디버깅 전에 현재 값을 먼저 확인할 것."),
}


def t_vendor_inline(lang):
    v = draw_vendor(lang)
    comps = v["comps"]()
    secrets = secret_vals(comps)
    val = secrets[-1]
    if len(secrets) > 1 and chance(0.5):
        val = (" / " if chance(0.5) else ", ").join(secrets)
    ctx = base_ctx(lang)
    ctx.update(V=v["brand"], W=vw(v, lang), val=val, key=[c[0] for c in comps if c[2]][-1])
    slot, tpl = pick(INLINE_EN if lang == "en" else INLINE_KO)
    main = fill(tpl, **ctx)
    rest = INLINE_REST_EN[slot] if lang == "en" else INLINE_REST_KO[slot]
    if slot == "mc":
        mc, lesson, ask = main, fill(rest[0], **ctx), fill(rest[1], **ctx)
    elif slot == "lesson":
        mc, lesson, ask = fill(rest[0], **ctx), main, fill(rest[1], **ctx)
    else:
        mc, lesson, ask = fill(rest[0], **ctx), fill(rest[1], **ctx), main
    return note("inline prose (%s): %s %s" % (slot, v["name"], v["what"]), mc, lesson, ask, secrets, [v["name"]])


# ---- key pair split across fields (label in one field, value in the next) ------------------
PAIR_VENDORS = ["AWS", "AWS STS", "Alibaba Cloud", "Tencent Cloud", "Huawei Cloud", "Naver Cloud Platform", "Qiniu",
                "Volcengine", "Baidu AI Cloud", "Korea Investment", "Upbit", "Bithumb", "Solapi", "Confluent Cloud",
                "Scaleway", "Mailjet", "Vonage", "Sakura Cloud", "Coupang Wing", "Iamport", "Channel.io", "OVHcloud"]
def t_vendor_split(lang):
    v = draw_vendor(lang, lambda x: x["name"] in PAIR_VENDORS)
    comps = v["comps"]()
    sc = [c for c in comps if c[2]]
    (k1, v1, _), (k2, v2, _) = sc[0], sc[1]
    ctx = base_ctx(lang)
    ctx.update(V=v["brand"], k1=k1, k2=k2, v1=v1, v2=v2)
    mode = pick(["id_mc_secret_lesson", "label_mc_value_lesson", "value_ask"])
    if lang == "en":
        if mode == "id_mc_secret_lesson":
            mc = fill("{V} calls from {svc} failed in {env}. The user first sent only the id half, {k1}={v1}, and I assumed the other half was already in the pod.", **ctx)
            lesson = fill("The pod had no {k2}. The user then sent it separately:\n{v2}\nBoth halves must be set together; the SDK silently falls back to instance credentials otherwise.", **ctx)
            ask = fill("When you share {V} credentials, can you send both halves in one place?", **ctx)
        elif mode == "label_mc_value_lesson":
            mc = fill("For the {svc} {env} migration the user listed the {V} credential names: {k1} and {k2}. Values follow in the lesson because they came in a second message.", **ctx)
            lesson = fill("{v1}\n{v2}\nThese go into the {env} secret store under those two names, in that order.", **ctx)
            ask = fill("Should the {V} pair be stored as one JSON secret or two separate entries?", **ctx)
        else:
            mc = fill("{svc} needs {V} access in {env}; I asked which pair to use and got the id {v1}.", **ctx)
            lesson = fill("{V} keys come in pairs and the id alone is useless; {svc} logs 'SignatureDoesNotMatch' when the secret half is wrong.", **ctx)
            ask = fill("Is the matching secret {v2}, or has it been rotated since?", **ctx)
    else:
        if mode == "id_mc_secret_lesson":
            mc = fill("{env}에서 {svc}의 {V} 호출이 실패했다. 사용자가 처음엔 ID 쪽 {k1}={v1}만 보내서 나머지 반쪽은 파드에 있는 줄 알았다.", **ctx)
            lesson = fill("파드에는 {k2}[이/가] 없었다. 사용자가 따로 보내준 값:\n{v2}\n두 값은 항상 같이 설정해야 한다. 아니면 SDK가 조용히 인스턴스 자격 증명으로 넘어간다.", **ctx)
            ask = fill("{V} 자격 증명을 주실 때 두 값을 한 번에 보내주실 수 있나요?", **ctx)
        elif mode == "label_mc_value_lesson":
            mc = fill("{svc} {env} 마이그레이션용으로 사용자가 {V} 자격 증명 이름만 먼저 적어줬다: {k1}, {k2}. 값은 두 번째 메시지로 와서 lesson에 적는다.", **ctx)
            lesson = fill("{v1}\n{v2}\n위 순서대로 {env} 시크릿 스토어의 두 이름에 넣는다.", **ctx)
            ask = fill("{V} 키 쌍은 JSON 하나로 저장할까요, 항목 두 개로 나눌까요?", **ctx)
        else:
            mc = fill("{env}에서 {svc}에 {V} 접근이 필요해서 어떤 키 쌍을 쓰는지 물었더니 ID {v1}[을/를] 받았다.", **ctx)
            lesson = fill("{V} 키는 쌍으로 동작해서 ID만으로는 쓸모가 없다. 시크릿이 틀리면 {svc}[이/가] 'SignatureDoesNotMatch'를 남긴다.", **ctx)
            ask = fill("짝이 되는 시크릿이 {v2} 맞나요, 그 사이 교체됐나요?", **ctx)
    return note("split fields (%s): %s" % (mode, v["name"]), mc, lesson, ask, [v1, v2], [v["name"]])


# ---- rotation: old and new value of the same vendor -----------------------------------------
def t_vendor_rotation(lang):
    v = draw_vendor(lang)
    c_old, c_new = v["comps"](), v["comps"]()
    k = [c[0] for c in c_new if c[2]][-1]
    old, new = secret_vals(c_old)[-1], secret_vals(c_new)[-1]
    ctx = base_ctx(lang)
    path = pick([".env.%s" % ctx["env"] if ctx["env"] in ENVS else ".env.production", "config/secrets.%s.env" % pick(ENVS)])
    diff = fence("--- a/%s\n+++ b/%s\n@@ -%d,3 +%d,3 @@\n LOG_LEVEL=info\n-%s=%s\n+%s=%s\n %s=%s" % (
        path, path, rint(2, 30), rint(2, 30), k, old, k, new, *pick(FILLERS)), "diff")
    ctx.update(V=v["brand"], W=vw(v, lang), S=diff, F=path, key=k, old=old, new=new)
    if lang == "en":
        mc = fill(pick(["The {V} {W} was rotated on {date} and {svc} kept failing because one replica had the old value. The rotation commit:\n{S}",
                        "I didn't know the {V} credential had been rotated. {who} pointed me to this diff:\n{S}"]), **ctx)
        lesson = fill(pick(["Rolling restarts are required after a rotation; a single stale replica causes intermittent 401s.",
                            "After rotating, grep every {env} deployment for {key}; two services had their own copy."]), **ctx)
        ask = fill(pick(["Has the old value been revoked at {V}, or only replaced in {F}?", "Who announces {V} rotations?"]), **ctx)
    else:
        mc = fill(pick(["{V} {W}[이/가] {date}에 교체됐는데 레플리카 하나가 예전 값을 들고 있어서 {svc}[이/가] 계속 실패했다. 교체 커밋:\n{S}",
                        "{V} 자격 증명이 교체된 걸 몰랐다. {who}님이 이 diff를 알려줬다:\n{S}"]), **ctx)
        lesson = fill(pick(["교체 후에는 롤링 재시작이 필수다. 예전 값을 든 레플리카 하나 때문에 401이 간헐적으로 난다.",
                            "교체 후 {env}의 모든 디플로이먼트에서 {key}[을/를] grep 할 것. 자체 사본을 가진 서비스가 두 개 있었다."]), **ctx)
        ask = fill(pick(["예전 값은 {V} 쪽에서 폐기됐나요, 아니면 {F}에서만 바뀐 건가요?", "{V} 키 교체 공지는 누가 하나요?"]), **ctx)
    return note("diff: rotated %s %s (old and new)" % (v["name"], v["what"]), mc, lesson, ask,
                secret_vals(c_old) + secret_vals(c_new), [v["name"]])


# --------------------------------------------------------------------------------------------
# passwords
# --------------------------------------------------------------------------------------------
WORDS_EN = ["sunflower", "dragon", "monkey", "baseball", "coffee", "autumn", "harbor", "tiger", "pepper", "rocket",
            "silver", "winter", "garden", "purple", "falcon", "maple", "ocean", "thunder", "cookie", "galaxy",
            "lemon", "panda", "river", "shadow", "violet", "copper", "meadow", "pirate", "breeze", "canyon",
            "orbit", "pickle", "saturn", "tundra", "walnut", "zebra", "anchor", "bamboo", "cobalt", "dolphin",
            "ember", "fjord", "glacier", "hazel", "igloo", "jasper", "kettle", "lantern", "mango", "nectar"]
WORDS_ROM = ["seoul", "busan", "jeju", "hangang", "kimchi", "saranghae", "haneul", "bada", "gaeul", "sonamu",
             "dubu", "bori", "choco", "nabi", "dalbit", "hodu", "maru", "tokki"]
HANGUL_WORDS = ["사랑해", "안녕하세요", "고양이", "우리집", "행복", "바다", "하늘", "초코", "보리", "서울", "부산",
                "강아지", "별빛", "토끼", "호두", "나비", "여름밤", "제주도", "감자탕", "비밀번호", "우리가족", "봄날",
                "달빛", "소나무", "까치", "무지개", "햇살", "가을"]
CHO = "rRseEfaqQtTdwWczxvg"
JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml", "l"]
JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt", "t",
        "T", "d", "w", "c", "z", "x", "v", "g"]


def dubeolsik(word):
    """Hangul typed on a QWERTY keyboard in 2-beolsik layout (what a Korean-keyboard password looks like)"""
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            out.append(CHO[code // 588] + JUNG[(code % 588) // 28] + JONG[code % 28])
        else:
            out.append(ch)
    return "".join(out)


def cap(w):
    return w[:1].upper() + w[1:]


def pw_human():
    w = pick(WORDS_EN + WORDS_ROM)
    y = str(rint(1975, 2025))
    f = pick([lambda: cap(w) + y + pick("!@#$."),
              lambda: w + pick("!@#$_") + y,
              lambda: cap(w) + str(rint(10, 99)) + pick("!@#") + pick(["home", "work", "vpn", "kr", "dev"]),
              lambda: cap(w).replace("o", "0").replace("a", "@").replace("e", "3") + str(rint(1, 999)) + pick("!?#"),
              lambda: cap(pick(WORDS_EN)) + cap(w) + "%02d%02d" % (rint(1, 12), rint(1, 28)) + pick(["", "!", "*"])])
    s = f()
    while len(s) < 9:
        s += pick(DG)
    return s


def pw_passphrase():
    n = rint(3, 5)
    ws = [pick(WORDS_EN) for _ in range(n)]
    sep = pick(["-", " ", ".", "_", ""])
    if sep == "":
        ws = [cap(x) for x in ws]
    s = sep.join(ws)
    if chance(0.6):
        s += sep + str(rint(2, 99)) if sep else str(rint(2, 99))
    return s


def pw_punct(n=None):
    n = n or rint(14, 28)
    while True:
        s = rs(AN + PUNCT * 2, n)
        if any(c in PUNCT for c in s) and any(c.isdigit() for c in s) and any(c.isupper() for c in s):
            return s


def pw_generated(n=None):
    n = n or pick([16, 20, 24, 32])
    return rs(AN + PUNCT_SAFE, n)


def pw_korean_keyboard():
    w = pick(HANGUL_WORDS)
    s = dubeolsik(w)
    s = pick([lambda: s + pick("!@#") + str(rint(1, 9999)), lambda: s + str(rint(1000, 2025)),
              lambda: cap(s) + pick("!@#$") + "%02d" % rint(0, 99), lambda: s + dubeolsik(pick(HANGUL_WORDS)) + str(rint(1, 99))])()
    while len(s) < 9:
        s += pick(DG)
    return s


def pw_hangul():
    w = pick(HANGUL_WORDS) + pick(["", pick(HANGUL_WORDS)])
    s = pick([lambda: w + str(rint(1, 2025)) + pick("!@#~"), lambda: w + pick("!@#") + str(rint(10, 99)),
              lambda: pick(WORDS_EN) + w + str(rint(1, 99)), lambda: w + "^^" + str(rint(100, 999))])()
    while len(s) < 8:
        s += pick(DG)
    return s


PW_KINDS = [("human", pw_human), ("passphrase", pw_passphrase), ("punctuation-heavy", pw_punct),
            ("generated", pw_generated), ("korean-keyboard", pw_korean_keyboard), ("hangul", pw_hangul)]


def any_password(shell_safe=False, url=False):
    kind, f = pick(PW_KINDS)
    p = f()
    if shell_safe:
        p = p.replace("'", "")
    return kind, p


def pct(p):
    return urllib.parse.quote(p, safe="")


# --------------------------------------------------------------------------------------------
# passwords inside commands: flags, attached flags, positionals, user:pass pairs
#   each returns (command, [secrets as written], short description)
# --------------------------------------------------------------------------------------------
def sq(p):
    return "'" + p + "'"


def maybe_sq(p):
    return sq(p) if any(c in p for c in " $!&;|<>()*?#{}[]~^`%=") else p


def cmd_mysql_attached(u, p, h):
    return "mysql -u%s -p%s -h %s %s" % (u, maybe_sq(p), h, pick(DB_NAMES)), [p], "mysql -p attached password"


def cmd_mysql_long(u, p, h):
    return "mysql --user=%s --password=%s --host=%s -e 'SHOW PROCESSLIST'" % (u, maybe_sq(p), h), [p], "mysql --password="


def cmd_mysqldump(u, p, h):
    return "mysqldump -h %s -u %s -p%s --single-transaction %s > /backup/%s.sql" % (
        h, u, maybe_sq(p), pick(DB_NAMES), date()), [p], "mysqldump -p attached password"


def cmd_pgpassword(u, p, h):
    return "PGPASSWORD=%s psql -h %s -U %s -d %s -c '\\dt'" % (maybe_sq(p), h, u, pick(DB_NAMES)), [p], "PGPASSWORD inline env"


def cmd_psql_url(u, p, h):
    e = pct(p)
    return 'psql "postgresql://%s:%s@%s:5432/%s?sslmode=require"' % (u, e, h, pick(DB_NAMES)), [e], "psql URL with user:pass"


def cmd_sshpass(u, p, h):
    return "sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s" % (sq(p), u, host("ssh")), [p], "sshpass -p"


def cmd_redis(u, p, h):
    return "redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO replication" % (host("ssh"), maybe_sq(p)), [p], "redis-cli -a"


def cmd_mongosh(u, p, h):
    if chance(0.5):
        return "mongosh --host %s -u %s -p %s --authenticationDatabase admin" % (h, u, maybe_sq(p)), [p], "mongosh -p"
    e = pct(p)
    return 'mongosh "mongodb://%s:%s@%s:27017/?authSource=admin"' % (u, e, h), [e], "mongosh URL user:pass"


def cmd_docker_login(u, p, h):
    return "docker login -u %s -p %s registry.%s" % (u, maybe_sq(p), pick(DOMAINS)), [p], "docker login -p"


def cmd_htpasswd(u, p, h):
    return "htpasswd -b -c /etc/nginx/.htpasswd %s %s" % (u, maybe_sq(p)), [p], "htpasswd -b positional password"


def cmd_smbclient(u, p, h):
    return "smbclient //%s/%s -U %s%%%s -c 'ls'" % (host("ssh"), pick(["share", "backup", "scans"]), u, maybe_sq(p)) if "'" not in p else None, [p], "smbclient -U user%pass"


def cmd_net_use(u, p, h):
    return "net use Z: \\\\%s\\%s %s /user:CORP\\%s /persistent:no" % (
        pick(["fs01", "nas02", "files"]), pick(["finance", "shared", "deploy"]), p if " " not in p else '"%s"' % p, u), [p], "net use positional password"


def cmd_curl_u(u, p, h):
    return "curl -u %s:%s https://%s/api/v1/health" % (u, maybe_sq(p), host("web")) if not any(c in p for c in " ") else \
        "curl -u '%s:%s' https://%s/api/v1/health" % (u, p, host("web")), [p], "curl -u user:pass"


def cmd_git_clone(u, p, h):
    e = pct(p)
    return "git clone https://%s:%s@git.%s/%s/%s.git" % (u, e, pick(DOMAINS), pick(["platform", "payments", "infra"]), svc()), [e], "git clone URL with user:pass"


def cmd_openssl_p12(u, p, h):
    return "openssl pkcs12 -export -in cert.pem -inkey key.pem -out %s.p12 -passout pass:%s" % (svc(), maybe_sq(p)), [p], "openssl -passout pass:"


def cmd_keytool(u, p, h):
    return "keytool -importkeystore -srckeystore %s.p12 -srcstoretype PKCS12 -destkeystore keystore.jks -storepass %s -srcstorepass %s" % (
        svc(), maybe_sq(p), maybe_sq(p)), [p], "keytool -storepass (repeated)"


def cmd_ldapsearch(u, p, h):
    return 'ldapsearch -x -H ldaps://ldap.%s -D "cn=%s,ou=svc,dc=example,dc=com" -w %s "(uid=%s)"' % (
        pick(DOMAINS), u, sq(p), pick(["minsu.kim", "jdoe", "priya"])), [p], "ldapsearch -w"


def cmd_sqlcmd(u, p, h):
    return "sqlcmd -S %s,1433 -U %s -P %s -Q \"SELECT @@VERSION\"" % (h, u, sq(p)), [p], "sqlcmd -P"


def cmd_wget(u, p, h):
    return "wget --user=%s --password=%s https://artifacts.%s/releases/%s.tar.gz" % (u, maybe_sq(p), pick(DOMAINS), svc()), [p], "wget --password="


def cmd_zip(u, p, h):
    if chance(0.5):
        return "zip -r -P %s export-%s.zip ./export" % (maybe_sq(p), date()), [p], "zip -P"
    return "7z a -p%s -mhe=on backup-%s.7z ./dump" % (maybe_sq(p), date()), [p], "7z -p attached"


def cmd_rabbitmq(u, p, h):
    return "rabbitmqctl add_user %s %s && rabbitmqctl set_permissions -p / %s '.*' '.*' '.*'" % (u, maybe_sq(p), u), [p], "rabbitmqctl add_user positional"


def cmd_lftp(u, p, h):
    return "lftp -u %s,%s sftp://%s -e 'mirror --reverse ./dist /var/www; bye'" % (u, maybe_sq(p), host("ssh")), [p], "lftp -u user,pass"


def cmd_rsync(u, p, h):
    return "RSYNC_PASSWORD=%s rsync -av ./logs/ rsync://%s@%s/archive/" % (maybe_sq(p), u, host("ssh")), [p], "RSYNC_PASSWORD inline"


def cmd_influx(u, p, h):
    return "influx -host %s -username %s -password %s -execute 'SHOW DATABASES'" % (host("ssh"), u, maybe_sq(p)), [p], "influx -password"


def cmd_ansible(u, p, h):
    return "ansible-playbook site.yml -i inventories/%s -e \"ansible_become_pass=%s\"" % (env(), p), [p], "ansible extra-vars become pass"


def cmd_spring(u, p, h):
    return "java -jar %s.jar --spring.datasource.username=%s --spring.datasource.password=%s" % (svc(), u, maybe_sq(p)), [p], "spring --datasource.password"


def cmd_helm_repo(u, p, h):
    return "helm repo add internal https://charts.%s --username %s --password %s" % (pick(DOMAINS), u, maybe_sq(p)), [p], "helm repo add --password"


def cmd_mvn(u, p, h):
    return "mvn -B deploy -Drepo.username=%s -Drepo.password=%s" % (u, maybe_sq(p)), [p], "mvn -D attached password property"


def cmd_sudo_s(u, p, h):
    return "echo %s | sudo -S systemctl restart %s" % (sq(p), svc()), [p], "echo password | sudo -S"


def cmd_mysqladmin(u, p, h):
    return "mysqladmin -u root password %s" % sq(p), [p], "mysqladmin positional new password"


def cmd_pg_dump_kw(u, p, h):
    return "pg_dump \"host=%s port=5432 user=%s password=%s dbname=%s\" -Fc -f dump.pgc" % (
        h, u, p if " " not in p else "'%s'" % p, pick(DB_NAMES)), [p], "libpq keyword string password="


def cmd_k8s_registry(u, p, h):
    return "kubectl create secret docker-registry regcred --docker-server=registry.%s --docker-username=%s --docker-password=%s" % (
        pick(DOMAINS), u, maybe_sq(p)), [p], "kubectl docker-registry --docker-password"


def cmd_gpg(u, p, h):
    return "gpg --batch --pinentry-mode loopback --passphrase %s -d secrets.tar.gz.gpg | tar xz" % sq(p), [p], "gpg --passphrase"


def cmd_openssl_enc(u, p, h):
    return "openssl enc -d -aes-256-cbc -pbkdf2 -in db.sql.enc -out db.sql -k %s" % maybe_sq(p), [p], "openssl enc -k"


def cmd_vault_userpass(u, p, h):
    return "vault login -method=userpass username=%s password=%s" % (u, maybe_sq(p)), [p], "vault login userpass password="


def cmd_az_login(u, p, h):
    return "az login -u %s@example.onmicrosoft.com -p %s" % (u, maybe_sq(p)), [p], "az login -p"


def cmd_mc_alias(u, p, h):
    ak, sk = rs(ANU, 20), rs(AN, 40)
    return "mc alias set minio http://%s:9000 %s %s" % (host("ssh"), ak, sk), [ak, sk], "minio mc alias positional key pair"


def cmd_ssh_keygen(u, p, h):
    return "ssh-keygen -t ed25519 -f ~/.ssh/deploy_%s -N %s -C deploy@%s" % (env(), sq(p), svc()), [p], "ssh-keygen -N passphrase"


COMMANDS = [cmd_mysql_attached, cmd_mysql_long, cmd_mysqldump, cmd_pgpassword, cmd_psql_url, cmd_sshpass, cmd_redis,
            cmd_mongosh, cmd_docker_login, cmd_htpasswd, cmd_smbclient, cmd_net_use, cmd_curl_u, cmd_git_clone,
            cmd_openssl_p12, cmd_keytool, cmd_ldapsearch, cmd_sqlcmd, cmd_wget, cmd_zip, cmd_rabbitmq, cmd_lftp,
            cmd_rsync, cmd_influx, cmd_ansible, cmd_spring, cmd_helm_repo, cmd_mvn, cmd_sudo_s, cmd_mysqladmin,
            cmd_pg_dump_kw, cmd_k8s_registry, cmd_gpg, cmd_openssl_enc, cmd_vault_userpass, cmd_az_login,
            cmd_mc_alias, cmd_ssh_keygen]
COMMAND_DECK = Deck(COMMANDS)

CMD_EN = [
    ("Restoring {db} on {h} failed and I did not know which account the old cron used. From the user's shell history:\n{S}",
     "The cron used a personal account; switched the job to the {u} service account and a credentials file with mode 600.",
     "Is there a managed service account I should use for {db} restores?"),
    ("The user asked me to automate this step from the runbook:\n{S}\nI had no idea the password was inline.",
     "Inline passwords end up in shell history and `ps` output. Use a prompt, an option file, or stdin instead.",
     "Can we move this credential into the secret manager before I script it?"),
    ("{who} pasted the exact command that works from the bastion:\n{S}",
     "The command works only from the bastion because of the firewall; from CI it times out rather than failing auth.",
     "Should CI get its own route to {h}, or do we keep running this manually?"),
    ("I could not reproduce the {env} issue until I used the same command as {who}:\n{S}",
     "The difference was the account, not the flags; {u} has different grants in {env}.",
     "Which account should I use for read-only checks in {env}?"),
    ("Script {scr} failed in CI with an auth error.",
     "The script hardcodes the credential:\n{S}\nCI runs with a different user, so replace the literal with an environment variable read at runtime.",
     "Who can create a CI-scoped account for {scr}?"),
    ("{S}\nThis line from {scr} is what connects the nightly job; I did not know the job existed.",
     "The nightly job is undocumented; added it to the ops wiki and opened {tkt} to rotate the credential.",
     "Are there other undocumented jobs on {h}?"),
]
CMD_KO = [
    ("{h}에서 {db} 복구가 실패했는데 예전 cron이 어떤 계정을 썼는지 몰랐다. 사용자 셸 히스토리:\n{S}",
     "cron이 개인 계정을 쓰고 있었다. {u} 서비스 계정과 권한 600짜리 자격 증명 파일로 바꿨다.",
     "{db} 복구에 쓸 관리형 서비스 계정이 있나요?"),
    ("런북의 이 단계를 자동화해 달라는 요청:\n{S}\n비밀번호가 명령에 그대로 들어가 있는 줄 몰랐다.",
     "명령줄 비밀번호는 셸 히스토리와 `ps` 출력에 남는다. 프롬프트, 옵션 파일, stdin을 쓸 것.",
     "스크립트로 만들기 전에 이 자격 증명을 시크릿 매니저로 옮길까요?"),
    ("{who}님이 bastion에서 동작하는 명령을 그대로 붙여줬다:\n{S}",
     "방화벽 때문에 bastion에서만 된다. CI에서는 인증 실패가 아니라 타임아웃이 난다.",
     "CI에서 {h}[으로/로] 가는 경로를 열까요, 계속 수동으로 돌릴까요?"),
    ("{who}님과 같은 명령을 쓰기 전까지 {env} 이슈가 재현되지 않았다:\n{S}",
     "차이는 플래그가 아니라 계정이었다. {env}에서 {u} 계정의 권한이 다르다.",
     "{env} 읽기 전용 점검에는 어떤 계정을 써야 하나요?"),
    ("CI에서 {scr} 스크립트가 인증 에러로 실패했다.",
     "스크립트에 자격 증명이 하드코딩돼 있다:\n{S}\nCI는 다른 사용자로 돌기 때문에 리터럴 대신 실행 시 환경 변수를 읽게 바꿔야 한다.",
     "{scr} 전용 CI 계정은 누가 만들어 줄 수 있나요?"),
    ("{S}\n{scr}의 이 줄이 야간 잡의 접속 부분이다. 이 잡이 있는 줄도 몰랐다.",
     "문서화되지 않은 야간 잡이었다. ops 위키에 추가하고 자격 증명 교체용 {tkt}[을/를] 열었다.",
     "{h}에 문서화 안 된 잡이 더 있나요?"),
]


def t_command_password(lang):
    for _ in range(10):
        c = COMMAND_DECK.draw()
        kind, p = any_password()
        if "'" in p:
            continue
        u = pick(DB_USERS)
        h = host("db")
        cmd, secrets, desc = c(u, p, h)
        if cmd:
            break
    ctx = base_ctx(lang)
    ctx.update(S=fence(cmd, pick(["bash", "sh", "console", ""])), u=u, h=h, db=pick(DB_NAMES),
               scr=pick(["scripts/nightly_backup.sh", "ops/restore.sh", "bin/sync-reports", "cron/export.sh", "tools/migrate.ps1"]))
    mc, lesson, ask = [fill(x, **ctx) for x in pick(CMD_EN if lang == "en" else CMD_KO)]
    if chance(0.12) and len(secrets[0]) < 60:
        ask = fill(pick(["Is {p} still the password for {u}, or should I ask for a new one?",
                         "Next time, may I keep {p} in my local notes for {u}?"] if lang == "en" else
                        ["{u} 계정 비밀번호가 아직 {p} 맞나요?", "다음에도 {u} 비밀번호 {p}[을/를] 써도 되나요?"]), p=secrets[0], u=u)
    label = "shell: %s (%s password)" % (desc, kind) if p in secrets or pct(p) in secrets else "shell: %s" % desc
    return note(label, mc, lesson, ask, secrets, [])


# --------------------------------------------------------------------------------------------
# connection strings
# --------------------------------------------------------------------------------------------
def conn_string():
    """returns (text, [secrets as written], label)"""
    kind, p = any_password()
    u, h, db = pick(DB_USERS), host("db"), pick(DB_NAMES)
    e = pct(p)
    form = pick(["postgres", "mysql", "mongo_srv", "redis", "amqp", "jdbc_pg", "jdbc_mssql", "adonet", "sqlalchemy",
                 "kafka_jaas", "go_mysql", "oracle", "snowflake", "clickhouse", "elastic", "smtp_url", "odbc",
                 "redis_tls", "celery", "prisma"])
    if form == "postgres":
        return "postgres://%s:%s@%s:5432/%s?sslmode=require" % (u, e, h, db), [e], form, kind
    if form == "mysql":
        return "mysql://%s:%s@%s:3306/%s?charset=utf8mb4" % (u, e, h, db), [e], form, kind
    if form == "mongo_srv":
        return "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, e, rs(ANL, 5), db), [e], form, kind
    if form == "redis":
        return "redis://:%s@%s:6379/%d" % (e, host("ssh"), rint(0, 15)), [e], form, kind
    if form == "redis_tls":
        return "rediss://default:%s@%s.cache.amazonaws.com:6380/0" % (e, rs(ANL, 10)), [e], form, kind
    if form == "amqp":
        return "amqps://%s:%s@mq.%s:5671/%s" % (u, e, pick(DOMAINS), pick(["%2F", "prod", "events"])), [e], form, kind
    if form == "celery":
        return "CELERY_BROKER_URL=amqp://%s:%s@rabbitmq:5672//" % (u, e), [e], form, kind
    if form == "jdbc_pg":
        return "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (h, db, u, e), [e], form, kind
    if form == "jdbc_mssql":
        if ";" in p or "{" in p or "}" in p:
            p = pw_human()
        return "jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password={%s};encrypt=true" % (h, db, u, p), [p], form, kind
    if form == "adonet":
        if ";" in p or "'" in p:
            p = pw_human()
        return "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (h, db, u, p), [p], form, kind
    if form == "sqlalchemy":
        return 'SQLALCHEMY_DATABASE_URI = "postgresql+psycopg2://%s:%s@%s/%s"' % (u, e, h, db), [e], form, kind
    if form == "kafka_jaas":
        return ('sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required '
                'username="%s" password="%s";' % (u, p)), [p], form, kind
    if form == "go_mysql":
        return 'dsn := "%s:%s@tcp(%s:3306)/%s?parseTime=true"' % (u, p if "@" not in p and "/" not in p else e, h, db), \
            [p if "@" not in p and "/" not in p else e], form, kind
    if form == "oracle":
        if any(c in p for c in " @/\"'"):
            p = pw_generated(16).replace("@", "#").replace(".", "_")
        return "sqlplus %s/%s@//%s:1521/ORCLPDB1" % (u, p, h), [p], form, kind
    if form == "snowflake":
        return "snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=COMPUTE_WH" % (u, e, rs(ANL, 7), rs(ANL, 7), db.upper()), [e], form, kind
    if form == "clickhouse":
        return "clickhouse://%s:%s@%s:9440/%s?secure=true" % (u, e, host("ssh"), db), [e], form, kind
    if form == "elastic":
        return "https://elastic:%s@%s.es.%s.aws.found.io:9243" % (e, rs(HEX, 12), pick(REGIONS)), [e], form, kind
    if form == "smtp_url":
        return "smtp://%s%%40example.com:%s@smtp.%s:587" % (u, e, pick(["sendgrid.net", "mailgun.org", "gmail.com", "office365.com", "naver.com"])), [e], form, kind
    if form == "odbc":
        if ";" in p or "}" in p:
            p = pw_human()
        return "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;Uid=%s;Pwd={%s};" % (h, db, u, p), [p], form, kind
    return 'DATABASE_URL="postgresql://%s:%s@%s:5432/%s?schema=public"' % (u, e, h, db), [e], form, kind


CONN_EN = [
    ("Migrations failed against {env} with 'password authentication failed'. The connection string in {F}:\n{S}",
     "The string was right but the pooler in {env} requires the `?sslmode=require` variant and a different port; the password itself was fine.",
     "Should migrations go through the pooler or directly to the primary?"),
    ("I needed the {env} database to reproduce {tkt}; {who} shared the connection string:\n{S}",
     "{env} data must not be copied locally; use the anonymised snapshot instead. The shared credential should be rotated.",
     "Is there an anonymised snapshot I can use instead of the {env} database?"),
    ("The worker logged its config on startup, including:\n{S}",
     "The startup log printed the full DSN. Patched the logger to print only host and database name.",
     "Do we have other services that print DSNs on startup?"),
    ("I did not know special characters in the password must be URL-encoded in the DSN.",
     "The working value in {F} is:\n{S}\nCharacters like @ : / # must be percent-encoded or the driver splits the URL in the wrong place.",
     "Can the {env} password avoid URL-reserved characters next time?"),
    ("{S}\nThe user pasted this into the chat and asked why {svc} cannot connect from the new subnet.",
     "The credentials were fine; the security group for the new subnet did not allow port access to the database.",
     "Who maintains the database security groups in {env}?"),
]
CONN_KO = [
    ("{env} 대상으로 마이그레이션이 'password authentication failed'로 실패했다. {F}의 연결 문자열:\n{S}",
     "문자열은 맞았지만 {env} 풀러는 `?sslmode=require` 변형과 다른 포트가 필요하다. 비밀번호 자체는 문제없었다.",
     "마이그레이션은 풀러를 거쳐야 하나요, primary에 직접 붙어야 하나요?"),
    ("{tkt} 재현에 {env} DB가 필요했고 {who}님이 연결 문자열을 공유해줬다:\n{S}",
     "{env} 데이터는 로컬로 복사하면 안 된다. 익명화 스냅샷을 쓸 것. 공유된 자격 증명은 교체해야 한다.",
     "{env} DB 대신 쓸 익명화 스냅샷이 있나요?"),
    ("워커가 시작할 때 설정을 로그로 찍었는데, 여기에 이게 포함돼 있었다:\n{S}",
     "시작 로그에 DSN 전체가 찍혔다. 호스트와 DB 이름만 찍도록 로거를 수정했다.",
     "시작할 때 DSN을 찍는 서비스가 또 있나요?"),
    ("DSN 안의 비밀번호 특수문자를 URL 인코딩해야 한다는 걸 몰랐다.",
     "{F}에서 동작하는 값:\n{S}\n@ : / # 같은 문자는 퍼센트 인코딩하지 않으면 드라이버가 URL을 엉뚱한 곳에서 자른다.",
     "다음엔 {env} 비밀번호에 URL 예약 문자를 빼 주실 수 있나요?"),
    ("{S}\n사용자가 채팅에 이걸 붙이고 새 서브넷에서 {svc}[이/가] 왜 DB에 못 붙는지 물었다.",
     "자격 증명은 정상이었다. 새 서브넷의 보안 그룹이 DB 포트를 허용하지 않았다.",
     "{env} DB 보안 그룹은 누가 관리하나요?"),
]


def t_connection_string(lang):
    text, secrets, form, kind = conn_string()
    ctx = base_ctx(lang)
    ctx.update(S=fence(text, pick(["", "text", "ini"])) if chance(0.7) else bq(text),
               F=pick([".env", "config/database.yml", "alembic.ini", "application.yml", "prisma/.env", "settings.py", "docker-compose.yml"]))
    mc, lesson, ask = [fill(x, **ctx) for x in pick(CONN_EN if lang == "en" else CONN_KO)]
    return note("connection string: %s (%s password)" % (form, kind), mc, lesson, ask, secrets, [])


# --------------------------------------------------------------------------------------------
# Basic auth headers, cookies, signed URLs
# --------------------------------------------------------------------------------------------
def t_basic_auth(lang):
    u = pick(DB_USERS + ["jenkins", "grafana-admin", "elastic", "kibana_system", "api-client", "partner_%s" % rs(ANL, 4)])
    kind, p = any_password()
    blob = b64(("%s:%s" % (u, p)).encode("utf-8"))
    hname = pick(["Authorization", "Authorization", "Proxy-Authorization"])
    h = host("web")
    form = pick(["curl", "raw", "nginx", "log", "python", "postman"])
    if form == "curl":
        s = fence("curl -H '%s: Basic %s' https://%s/%s" % (hname, blob, h, pick(["metrics", "api/v2/export", "_cluster/health", "admin/queues"])), "bash")
    elif form == "raw":
        s = fence("GET /%s HTTP/1.1\nHost: %s\n%s: Basic %s\nAccept: */*" % (pick(["status", "v1/orders?limit=50", "jmx"]), h, hname, blob), "http")
    elif form == "nginx":
        s = fence('location /upstream/ {\n    proxy_pass https://%s/;\n    proxy_set_header Authorization "Basic %s";\n}' % (h, blob), "nginx")
    elif form == "log":
        s = fence('%s DEBUG http.client send: b\'GET /api/health HTTP/1.1\\r\\nHost: %s\\r\\n%s: Basic %s\\r\\n\\r\\n\'' % (ts(), h, hname, blob), "text")
    elif form == "python":
        s = fence('headers = {"%s": "Basic %s"}\nr = httpx.get("https://%s/api/items", headers=headers)' % (hname, blob, h), "python")
    else:
        s = fence('{"key": "%s", "value": "Basic %s", "type": "text"}' % (hname, blob), "json")
    show_plain = chance(0.35)
    ctx = base_ctx(lang)
    ctx.update(S=s, u=u, p=p, h=h)
    if lang == "en":
        mc = fill(pick(["Calls from {svc} to {h} returned 401 and I did not know what credential the old integration sent. Captured:\n{S}",
                        "The partner API at {h} uses HTTP Basic; {who} pasted the working request:\n{S}",
                        "{S}\nThis was in the {svc} config; I needed to know which account it is."]), **ctx)
        lesson = fill(pick(["Basic auth is just base64, not encryption: the blob decodes to the account {u}. Treat it like a password.",
                            "The header encodes {u} plus the password; rotating the password means regenerating this header everywhere."]), **ctx)
        if show_plain:
            lesson += fill(" Decoded password: {p}", **ctx)
        ask = fill(pick(["Can {h} accept a token instead of Basic credentials?", "Who owns the {u} account on {h}?"]), **ctx)
    else:
        mc = fill(pick(["{svc}에서 {h} 호출이 401이었고 예전 연동이 어떤 자격 증명을 보냈는지 몰랐다. 캡처한 요청:\n{S}",
                        "{h}의 파트너 API는 HTTP Basic을 쓴다. {who}님이 동작하는 요청을 붙여줬다:\n{S}",
                        "{S}\n{svc} 설정에 있던 헤더다. 어떤 계정인지 알아야 했다."]), **ctx)
        lesson = fill(pick(["Basic 인증은 암호화가 아니라 base64일 뿐이다. 디코딩하면 {u} 계정이 나온다. 비밀번호처럼 다뤄야 한다.",
                            "헤더에 {u}[와/과] 비밀번호가 인코딩돼 있다. 비밀번호를 바꾸면 이 헤더도 전부 다시 만들어야 한다."]), **ctx)
        if show_plain:
            lesson += fill(" 디코딩한 비밀번호: {p}", **ctx)
        ask = fill(pick(["{h}에서 Basic 대신 토큰을 받을 수 있나요?", "{h}의 {u} 계정 담당자가 누구인가요?"]), **ctx)
    return note("http: Basic %s header via %s (%s password)" % (hname, form, kind), mc, lesson, ask, [blob, p], [])


def cookie_value():
    kind = pick(["django", "express", "laravel", "rails", "php", "jsession", "flask", "aspnet", "nextauth"])
    if kind == "django":
        return "sessionid", rs(ANL, 32), kind
    if kind == "express":
        return "connect.sid", "s%3A" + rs(B64U, 32) + "." + rs(B64, 43).replace("+", "%2B").replace("/", "%2F"), kind
    if kind == "laravel":
        return "laravel_session", pct(b64(('{"iv":"%s","value":"%s","mac":"%s","tag":""}' % (
            b64(rbytes(16)), b64(rbytes(48)), rs(HEX, 64))).encode())), kind
    if kind == "rails":
        return "_%s_session" % pick(["shop", "admin", "app"]), pct(b64(rbytes(60))) + "--" + rs(HEX, 40), kind
    if kind == "php":
        return "PHPSESSID", rs(ANL, 26), kind
    if kind == "jsession":
        return "JSESSIONID", rs(HEXU, 32), kind
    if kind == "flask":
        return "session", "eyJ" + rs(B64U, 40) + "." + rs(B64U, 6) + "." + rs(B64U, 27), kind
    if kind == "aspnet":
        return ".AspNetCore.Cookies", "CfDJ8" + rs(B64U, 240), kind
    return "__Secure-next-auth.session-token", "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs(B64U, 22) + "." + rs(B64U, 180) + "." + rs(B64U, 22), kind


def t_cookie(lang):
    name, val, kind = cookie_value()
    h = host("web")
    noise = "; ".join(["_ga=GA1.1.%d.%d" % (rint(10 ** 8, 10 ** 9), rint(1.6e9, 1.76e9)), "lang=%s" % pick(["ko", "en", "ja"]),
                       "AWSALB=" + rs(B64, 40) if chance(0.3) else "theme=dark"])
    form = pick(["cookie_header", "curl_b", "set_cookie", "storage_state", "devtools"])
    if form == "cookie_header":
        s = fence("GET /admin/orders HTTP/1.1\nHost: %s\nCookie: %s; %s=%s" % (h, noise, name, val), "http")
    elif form == "curl_b":
        s = fence("curl 'https://%s/api/me' -b '%s=%s; %s' -H 'accept: application/json'" % (h, name, val, noise), "bash")
    elif form == "set_cookie":
        s = fence("HTTP/2 302\nlocation: /dashboard\nset-cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val))
    elif form == "storage_state":
        s = fence('{"cookies": [{"name": "%s", "value": "%s", "domain": "%s", "path": "/", "httpOnly": true}]}' % (name, val, h), "json")
    else:
        s = fence("Name: %s\nValue: %s\nDomain: %s\nExpires: %sT00:00:00.000Z" % (name, val, h, date()))
    ctx = base_ctx(lang)
    ctx.update(S=s, h=h, name=name)
    if lang == "en":
        mc = fill(pick(["The e2e test for the admin pages kept redirecting to /login; the user gave me a logged-in session to skip SSO:\n{S}",
                        "I did not know how to reproduce the bug behind login on {h}. {who} copied their session from the browser:\n{S}",
                        "To debug {tkt} I needed an authenticated request against {h}:\n{S}"]), **ctx)
        lesson = fill(pick(["A session cookie is a full login; tests should create their own session through the test-login endpoint instead.",
                            "The {name} cookie is HttpOnly, so the SPA never sees it; the bug was in the server-side redirect."]), **ctx)
        ask = fill(pick(["Is there a test account I can log in with instead of a copied session?", "Should I ask {who} to log out so the pasted session is invalidated?"]), **ctx)
    else:
        mc = fill(pick(["관리자 페이지 e2e 테스트가 계속 /login으로 튕겼다. SSO를 건너뛰라고 사용자가 로그인된 세션을 줬다:\n{S}",
                        "{h} 로그인 뒤에서만 나는 버그를 재현할 방법을 몰랐다. {who}님이 브라우저 세션을 복사해줬다:\n{S}",
                        "{tkt} 디버깅에 {h} 인증 요청이 필요했다:\n{S}"]), **ctx)
        lesson = fill(pick(["세션 쿠키는 로그인 그 자체다. 테스트는 test-login 엔드포인트로 자체 세션을 만들어야 한다.",
                            "{name} 쿠키는 HttpOnly라 SPA에서는 안 보인다. 버그는 서버 쪽 리다이렉트에 있었다."]), **ctx)
        ask = fill(pick(["복사한 세션 대신 쓸 테스트 계정이 있나요?", "붙여주신 세션이 무효화되도록 {who}님께 로그아웃을 부탁할까요?"]), **ctx)
    return note("cookie: %s session (%s) via %s" % (kind, name, form), mc, lesson, ask, [val], [])


def signed_url():
    kind = pick(["s3", "s3_sts", "gcs", "azure_sas", "cloudfront", "oss"])
    obj = "%s/%s/%s.%s" % (pick(["exports", "reports", "uploads", "invoices"]), date(), rs(HEX, 12), pick(["csv", "pdf", "zip", "parquet"]))
    d = date().replace("-", "")
    if kind in ("s3", "s3_sts"):
        kid = ("AKIA" if kind == "s3" else "ASIA") + rs(B32, 16)
        sig = rs(HEX, 64)
        extra, sec = "", [kid, sig]
        if kind == "s3_sts":
            tok = pct("IQoJb3JpZ2luX2Vj" + rs(B64, 300) + "=")
            extra = "&X-Amz-Security-Token=" + tok
            sec.append(tok)
        rg = pick(REGIONS)
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%02d%02d00Z&X-Amz-Expires=%d%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
            pick(["acme-exports", "prod-reports-kr", "media-upload-stg"]), rg, obj, kid, d, rg, d,
            rint(0, 23), rint(0, 59), pick([300, 3600, 86400, 604800]), extra, sig)
        return url, sec, kind
    if kind == "gcs":
        sig = rs(HEX, 512)
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com"
               "%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=%sT000000Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (
            pick(["acme-ml-artifacts", "kr-data-exports"]), obj, pick(["signer", "exporter"]), pick(["acme-prod", "data-platform-kr"]), d, d, sig)
        return url, [sig], kind
    if kind == "azure_sas":
        sig = pct(b64(rbytes(32)))
        url = "https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=%sT18:00:00Z&st=%sT09:00:00Z&spr=https&sig=%s" % (
            pick(["acmeprodlogs", "stgmedia01"]), pick(["exports", "backups"]), obj, "2026" + date()[4:], date(), sig)
        return url, [sig], kind
    if kind == "cloudfront":
        sig = rs(B64U.replace("_", "~"), 344)
        url = "https://d%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
            rs(ANL, 13), obj, rint(1.7e9, 1.8e9), sig, rs(ANU, 13))
        return url, [sig], kind
    kid = "LTAI5t" + rs(AN, 18)
    sig = pct(b64(rbytes(20)))
    url = "https://%s.oss-cn-hangzhou.aliyuncs.com/%s?OSSAccessKeyId=%s&Expires=%d&Signature=%s" % (
        pick(["acme-cn-assets", "export-bucket"]), obj, kid, rint(1.7e9, 1.8e9), sig)
    return url, [kid, sig], kind


def t_signed_url(lang):
    url, secrets, kind = signed_url()
    ctx = base_ctx(lang)
    ctx.update(S=fence(url) if chance(0.6) else url, kind=kind)
    if lang == "en":
        mc = fill(pick(["The customer could not download the export; support forwarded the link they received:\n{S}",
                        "I did not know the report emails contain pre-signed links. One from the {svc} log:\n{S}",
                        "{who} asked why this link returns AccessDenied after a few minutes: {S}"]), **ctx)
        lesson = fill(pick(["Pre-signed links carry a signature that grants access until expiry; never paste them into tickets. The link had expired, which explains the error.",
                            "The expiry in the link was shorter than the email delay, so the link was dead on arrival. Raised the expiry and regenerate on click instead."]), **ctx)
        ask = fill(pick(["What expiry is acceptable for customer-facing download links?", "Can support generate fresh links themselves?"]), **ctx)
    else:
        mc = fill(pick(["고객이 export 파일을 못 받았다. CS가 고객이 받은 링크를 전달해줬다:\n{S}",
                        "리포트 메일에 pre-signed 링크가 들어간다는 걸 몰랐다. {svc} 로그에 찍힌 링크:\n{S}",
                        "{who}님 질문: 이 링크가 몇 분 뒤 AccessDenied가 나는 이유? {S}"]), **ctx)
        lesson = fill(pick(["pre-signed 링크에는 만료 전까지 접근을 허용하는 서명이 들어 있다. 티켓에 붙이지 말 것. 이번 에러는 링크 만료 때문.",
                            "링크 만료 시간이 메일 지연보다 짧아서 도착했을 때 이미 죽어 있었다. 만료를 늘리고 클릭 시 재발급하도록 변경."]), **ctx)
        ask = fill(pick(["고객용 다운로드 링크 만료는 어느 정도가 허용되나요?", "CS가 직접 새 링크를 발급할 수 있게 할까요?"]), **ctx)
    return note("signed URL: %s" % kind, mc, lesson, ask, secrets, [])


# --------------------------------------------------------------------------------------------
# private keys (PEM bodies listed line by line), JWK, WireGuard, age
# --------------------------------------------------------------------------------------------
def wrap(s, n=64):
    return [s[i:i + n] for i in range(0, len(s), n)]


def ec_sec1_der():
    return (bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") +
            b"\x04" + rbytes(64))


def ec_pkcs8_der():
    return (bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(32) +
            bytes.fromhex("a144034200") + b"\x04" + rbytes(64))


def ed25519_pkcs8_der():
    return bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)


def sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    pub = rbytes(32)
    seed = rbytes(32)
    pubblob = sshstr(b"ssh-ed25519") + sshstr(pub)
    chk = rbytes(4)
    priv = chk + chk + sshstr(b"ssh-ed25519") + sshstr(pub) + sshstr(seed + pub) + sshstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (b"openssh-key-v1\x00" + sshstr(b"none") + sshstr(b"none") + sshstr(b"") + struct.pack(">I", 1) +
            sshstr(pubblob) + sshstr(priv))
    return wrap(b64(blob), 70)


def rsa_partial_lines():
    first = pick(["MIIEowIBAAKCAQEA", "MIIEpAIBAAKCAQEA", "MIIEogIBAAKCAQEA"]) + rs(B64, 48)
    mids = [rs(B64, 64) for _ in range(rint(1, 3))]
    last = [rs(B64, 64), rs(B64, pick([20, 24, 36, 44])) + pick(["", "=", "=="])]
    return [first] + mids, last


def private_key_block():
    """returns (text, [body lines], label)"""
    kind = pick(["ec_sec1", "ec_pkcs8", "ed25519_pkcs8", "openssh", "openssh", "rsa_partial", "gcp_json", "jwk", "wireguard", "age"])
    if kind == "ec_sec1":
        lines = wrap(b64(ec_sec1_der()))
        return "-----BEGIN EC PRIVATE KEY-----\n%s\n-----END EC PRIVATE KEY-----" % "\n".join(lines), lines, "EC P-256 SEC1 PEM", pick(["certs/server.key", "deploy/keys/%s.pem" % svc(), "apns/AuthKey.pem"])
    if kind == "ec_pkcs8":
        lines = wrap(b64(ec_pkcs8_der()))
        return "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----" % "\n".join(lines), lines, "EC P-256 PKCS#8 PEM", pick(["AuthKey_%s.p8" % rs(ANU, 10), "keys/jwt-signing.pem", "certs/tls.key"])
    if kind == "ed25519_pkcs8":
        lines = wrap(b64(ed25519_pkcs8_der()))
        return "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----" % "\n".join(lines), lines, "Ed25519 PKCS#8 PEM", pick(["keys/paseto.pem", "keys/ed25519.pem", "secrets/signing.key"])
    if kind == "openssh":
        lines = openssh_ed25519("%s@%s" % (pick(["deploy", "ci", "minsu", "ops"]), pick(["bastion", "build-01", "macbook"])))
        return "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(lines), lines, "OpenSSH ed25519 private key", pick(["~/.ssh/id_ed25519", "~/.ssh/deploy_key", "/var/lib/jenkins/.ssh/id_ed25519"])
    if kind == "rsa_partial":
        head, tail = rsa_partial_lines()
        txt = "-----BEGIN RSA PRIVATE KEY-----\n%s\n...(%d lines omitted)...\n%s\n-----END RSA PRIVATE KEY-----" % (
            "\n".join(head), rint(18, 21), "\n".join(tail))
        return txt, head + tail, "RSA PKCS#1 PEM (partially pasted)", pick(["~/.ssh/id_rsa", "certs/legacy.key", "saml/sp-private.key"])
    if kind == "gcp_json":
        l1 = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + rs(B64, 14)
        l2 = rs(B64, 64)
        l3 = rs(B64, 64)
        proj = pick(["acme-prod-381204", "data-platform-kr", "ml-sandbox-2291"])
        txt = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n'
               '  "private_key": "-----BEGIN PRIVATE KEY-----\\n%s\\n%s\\n%s\\n...\\n-----END PRIVATE KEY-----\\n",\n'
               '  "client_email": "%s@%s.iam.gserviceaccount.com",\n  "client_id": "%s"\n}') % (
            proj, rs(HEX, 40), l1, l2, l3, pick(["exporter", "ci-deployer", "bq-reader"]), proj, digits(21))
        return txt, [l1, l2, l3], "GCP service-account JSON private_key (truncated)", pick(["secrets/sa.json", "gcp-key.json", "~/.config/gcloud/ci-deployer.json"])
    if kind == "jwk":
        x, y, dd = b64u(rbytes(32)), b64u(rbytes(32)), b64u(rbytes(32))
        txt = '{"kty": "EC", "crv": "P-256", "kid": "%s", "use": "sig", "x": "%s", "y": "%s", "d": "%s"}' % (rs(B64U, 16), x, y, dd)
        return txt, [dd], "JWK private key (d)", pick(["keys/signing.jwk", "config/jwks.private.json"])
    if kind == "wireguard":
        pk, psk, peer = b64(rbytes(32)), b64(rbytes(32)), b64(rbytes(32))
        txt = ("[Interface]\nPrivateKey = %s\nAddress = 10.%d.0.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\n"
               "PresharedKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8") % (pk, rint(1, 250), rint(2, 250), peer, psk, pick(DOMAINS))
        return txt, [pk, psk], "WireGuard PrivateKey + PresharedKey", pick(["/etc/wireguard/wg0.conf", "wg0.conf"])
    sk = "AGE-SECRET-KEY-1" + rs(BECH.upper(), 58)
    txt = "# created: %s\n# public key: age1%s\n%s" % (ts()[:19] + "+09:00", rs(BECH, 58), sk)
    return txt, [sk], "age identity", pick(["~/.config/sops/age/keys.txt", "age.key"])


def t_private_key(lang):
    txt, lines, label, fname = private_key_block()
    ctx = base_ctx(lang)
    ctx.update(S=fence(txt), F=fname, L=label)
    if lang == "en":
        mc = fill(pick(["Deploy to {env} failed with 'Permission denied (publickey)'. I did not know which key CI uses; the user pasted {F}:\n{S}",
                        "I needed the signing key for {svc} to reproduce {tkt}. {who} sent it over chat:\n{S}",
                        "The {L} from {F} was committed by mistake in {tkt}:\n{S}",
                        "{S}\nThis is what {F} contained on the build agent; I did not know the agent had its own key."]), **ctx)
        lesson = fill(pick(["Private keys must stay in the secret store and be mounted at runtime; the committed one has to be revoked and replaced.",
                            "CI uses a separate deploy key; the personal key in {F} only worked from the user's laptop.",
                            "The key format matters: the library expects PKCS#8, so a SEC1/OpenSSH key must be converted before use."]), **ctx)
        ask = fill(pick(["Who can issue a dedicated key for {svc} in {env}?", "Should I revoke the pasted key now or wait for the new one?"]), **ctx)
    else:
        mc = fill(pick(["{env} 배포가 'Permission denied (publickey)'로 실패했다. CI가 어떤 키를 쓰는지 몰랐는데 사용자가 {F}[을/를] 붙여줬다:\n{S}",
                        "{tkt} 재현에 {svc} 서명 키가 필요했다. {who}님이 채팅으로 보내줬다:\n{S}",
                        "{tkt}에서 {F}의 {L}[이/가] 실수로 커밋됐다:\n{S}",
                        "{S}\n빌드 에이전트의 {F} 내용이다. 에이전트에 별도 키가 있는 줄 몰랐다."]), **ctx)
        lesson = fill(pick(["개인 키는 시크릿 스토어에 두고 런타임에 마운트해야 한다. 커밋된 키는 폐기하고 교체할 것.",
                            "CI는 별도 deploy key를 쓴다. {F}의 개인 키는 사용자 노트북에서만 동작했다.",
                            "키 포맷이 중요하다. 라이브러리는 PKCS#8을 기대하므로 SEC1/OpenSSH 키는 변환 후 써야 한다."]), **ctx)
        ask = fill(pick(["{env}의 {svc} 전용 키는 누가 발급하나요?", "붙여주신 키를 지금 폐기할까요, 새 키가 나온 뒤에 할까요?"]), **ctx)
    return note("private key: %s" % label, mc, lesson, ask, lines, [])


# --------------------------------------------------------------------------------------------
# TOTP seeds, recovery codes, PINs, Wi-Fi keys
# --------------------------------------------------------------------------------------------
def t_totp(lang):
    seed = rs(B32, pick([16, 26, 32]))
    issuer = pick(["AWS", "GitHub", "Okta", "Naver", "Kakao", "Grafana", "Jenkins", "Toss", "Cloudflare", "Atlassian"])
    acct = pick(["ops@example.com", "deploy-bot", "root-account", "minsu.kim@example.co.kr", "billing-admin"])
    form = pick(["uri", "grouped", "pyotp", "plain", "oathtool"])
    if form == "uri":
        shown = seed
        s = fence("otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (issuer, acct, seed, issuer))
    elif form == "grouped":
        shown = " ".join(wrap(seed.lower(), 4))
        s = "setup key: " + bq(shown)
    elif form == "pyotp":
        shown = seed
        s = fence('import pyotp\ncode = pyotp.TOTP("%s").now()' % seed, "python")
    elif form == "oathtool":
        shown = seed
        s = fence("oathtool --totp -b %s" % seed, "bash")
    else:
        shown = seed
        s = shown
    ctx = base_ctx(lang)
    ctx.update(S=s, iss=issuer, acct=acct)
    if lang == "en":
        mc = fill(pick(["The shared {iss} account ({acct}) needs MFA and the 2FA device is with {who}. To let the release job log in, the user gave me the TOTP secret:\n{S}",
                        "I could not complete the {iss} login for {acct} because it asked for a one-time code. The seed from the password manager:\n{S}"]), **ctx)
        lesson = fill(pick(["Automating MFA with the raw seed defeats MFA; the job should use an API token or a machine identity instead.",
                            "The TOTP seed is equivalent to the second factor; anyone with it can generate codes forever."]), **ctx)
        ask = fill(pick(["Can {iss} give the release job a non-interactive credential instead of the MFA seed?",
                         "Who else holds the {iss} MFA seed for {acct}?"]), **ctx)
    else:
        mc = fill(pick(["공용 {iss} 계정({acct})에 MFA가 걸려 있고 2FA 기기는 {who}님이 갖고 있다. 릴리스 잡 로그인을 위해 사용자가 TOTP 시크릿을 줬다:\n{S}",
                        "{acct}의 {iss} 로그인에서 일회용 코드를 요구해서 막혔다. 비밀번호 관리자에 있던 시드:\n{S}"]), **ctx)
        lesson = fill(pick(["시드로 MFA를 자동화하면 MFA 의미가 없다. 잡은 API 토큰이나 머신 아이덴티티를 써야 한다.",
                            "TOTP 시드는 2차 인증 그 자체다. 가진 사람은 영원히 코드를 만들 수 있다."]), **ctx)
        ask = fill(pick(["{iss}에서 MFA 시드 대신 비대화형 자격 증명을 받을 수 있나요?", "{acct}의 {iss} MFA 시드를 가진 사람이 또 누가 있나요?"]), **ctx)
    return note("TOTP seed: %s (%s)" % (issuer, form), mc, lesson, ask, [shown], [])


def recovery_codes():
    kind = pick(["github", "google", "bitlocker", "1password", "apple", "slack", "generic10"])
    if kind == "github":
        codes = ["%s-%s" % (rs(HEX, 5), rs(HEX, 5)) for _ in range(rint(6, 10))]
        return codes, "\n".join(codes), "GitHub recovery codes"
    if kind == "google":
        codes = ["%s %s" % (rs(DG, 4), rs(DG, 4)) for _ in range(rint(5, 10))]
        return codes, "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes)), "Google backup codes"
    if kind == "bitlocker":
        c = "-".join(rs(DG, 6) for _ in range(8))
        return [c], "Recovery key ID: %s\nRecovery key: %s" % (rs(HEXU, 8), c), "BitLocker recovery key"
    if kind == "1password":
        c = "A3-%s-%s-%s-%s-%s-%s" % (rs(ANU, 6), rs(ANU, 6), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5))
        return [c], "Secret Key: %s" % c, "1Password Secret Key"
    if kind == "apple":
        c = "-".join(rs(ANU, 4) for _ in range(7))
        return [c], "Recovery Key: %s" % c, "Apple Account recovery key"
    if kind == "slack":
        codes = [rs(DG, 8) for _ in range(rint(5, 10))]
        return codes, "  ".join(codes), "Slack backup codes"
    codes = [rs(DG, 10) for _ in range(rint(5, 8))]
    return codes, "\n".join(codes), "Okta recovery codes"


def t_recovery_codes(lang):
    codes, block, label = recovery_codes()
    ctx = base_ctx(lang)
    ctx.update(S=fence(block), L=label)
    if lang == "en":
        mc = fill(pick(["The admin account for {svc} lost its MFA device. The user shared the {L} so I could get back in:\n{S}",
                        "I was locked out of the break-glass account during the {env} incident. {who} pasted the {L}:\n{S}"]), **ctx)
        lesson = fill(pick(["Each recovery code works once; the used ones must be crossed out in the vault and a fresh set generated afterwards.",
                            "Break-glass material belongs in the sealed vault entry, not in chat; regenerate the set now that it has been shared."]), **ctx)
        ask = fill(pick(["Which codes are already used?" if len(codes) > 1 else "Where is the {L} kept offline?",
                         "Should I regenerate the {L} after this incident?"]), **ctx)
    else:
        mc = fill(pick(["{svc} 관리자 계정의 MFA 기기를 분실했다. 다시 들어가라고 사용자가 {L}[을/를] 공유해줬다:\n{S}",
                        "{env} 장애 중 break-glass 계정이 잠겼다. {who}님이 {L}[을/를] 붙여줬다:\n{S}"]), **ctx)
        lesson = fill(pick(["복구 코드는 코드마다 한 번만 쓸 수 있다. 쓴 코드는 금고에서 지우고 끝나면 새로 발급할 것.",
                            "break-glass 자료는 채팅이 아니라 봉인된 금고 항목에 둔다. 공유됐으니 새로 발급해야 한다."]), **ctx)
        ask = fill(pick(["이미 사용한 코드가 어떤 건가요?" if len(codes) > 1 else "{L}[은/는] 오프라인으로 어디에 보관하나요?",
                         "이번 장애 후 {L}[을/를] 재발급할까요?"]), **ctx)
    return note("recovery codes: %s" % label, mc, lesson, ask, codes, [])


def t_pin(lang):
    kind = pick(["piv_pin", "piv_puk", "sim_puk", "door", "hsm_so", "hello", "cert_pw"])
    if kind in ("piv_pin", "piv_puk", "sim_puk", "door"):
        val = rs(DG, 8)
    elif kind == "hsm_so":
        val = rs(AN, 10)
    elif kind == "hello":
        val = rs(DG, rint(8, 10))
    else:
        val = pw_human() if chance(0.5) else pw_korean_keyboard()
    lab_en = {"piv_pin": "YubiKey PIV PIN", "piv_puk": "YubiKey PIV PUK", "sim_puk": "SIM PUK of the on-call phone",
              "door": "server room door code", "hsm_so": "HSM security-officer PIN", "hello": "Windows Hello PIN of the kiosk",
              "cert_pw": "joint certificate (공동인증서) password"}[kind]
    lab_ko = {"piv_pin": "YubiKey PIV PIN", "piv_puk": "YubiKey PIV PUK", "sim_puk": "당직폰 SIM PUK",
              "door": "서버실 도어락 번호", "hsm_so": "HSM SO PIN", "hello": "키오스크 Windows Hello PIN",
              "cert_pw": "법인 공동인증서 비밀번호"}[kind]
    ctx = base_ctx(lang)
    ctx.update(v=val, L=lab_en if lang == "en" else lab_ko)
    grp = {"piv_pin": "hw", "piv_puk": "hw", "hsm_so": "hw", "sim_puk": "sim", "door": "door", "hello": "kiosk", "cert_pw": "cert"}[kind]
    if lang == "en":
        mc = {"hw": "Signing the {env} release needed the hardware token and I did not know the {L}. {who} said it is {v}.",
              "sim": "The on-call phone locked its SIM after a reboot, so PagerDuty calls were not arriving. The {L} from the ops binder: {v}",
              "door": "I was asked to write the night-shift checklist for the server room and did not know how people get in. The {L} is {v}.",
              "kiosk": "The lobby kiosk needed a Windows update and a local sign-in. {who} wrote the {L} in the ticket: {v}",
              "cert": "The tax-invoice batch signs with the company joint certificate and failed at the signing step. The {L} the user gave me: {v}"}[grp]
        lesson = pick(["Three wrong attempts lock the device or account; confirm the value before trying.",
                       "The {L} is shared by the on-call rotation and changes every quarter; check the date before using it."])
        ask = pick(["Is the {L} still {v}, or was it changed this quarter?", "Who keeps the {L} after the rotation?"])
    else:
        mc = {"hw": "{env} 릴리스 서명에 하드웨어 토큰이 필요했는데 {L}[을/를] 몰랐다. {who}님 말로는 {v}.",
              "sim": "당직폰이 재부팅 후 SIM이 잠겨서 PagerDuty 전화가 안 왔다. ops 바인더에 있던 {L}: {v}",
              "door": "서버실 야간 점검 체크리스트를 쓰라는 요청이었는데 출입 방법을 몰랐다. {L}[은/는] {v}.",
              "kiosk": "로비 키오스크에 Windows 업데이트와 로컬 로그인이 필요했다. {who}님이 티켓에 {L}[을/를] 적어줬다: {v}",
              "cert": "세금계산서 배치가 법인 공동인증서로 서명하는데 서명 단계에서 실패했다. 사용자가 알려준 {L}: {v}"}[grp]
        lesson = pick(["여러 번 틀리면 기기나 계정이 잠기니 값을 먼저 확인하고 시도할 것.", "{L}[은/는] 당직 로테이션이 공유하고 분기마다 바뀐다. 쓰기 전에 날짜를 확인할 것."])
        ask = pick(["{L} 아직 {v} 맞나요, 이번 분기에 바뀌었나요?", "로테이션 이후 {L}[은/는] 누가 관리하나요?"])
    mc, lesson, ask = fill(mc, **ctx), fill(lesson, **ctx), fill(ask, **ctx)
    return note("PIN/code: %s" % lab_en, mc, lesson, ask, [val], [])


SSIDS = ["iptime", "KT_GiGA_5G_%s" % "Wave2", "U+Net%s", "SK_WiFiGIGA%s", "ACME-Guest", "ACME-Corp", "Lab-IoT-2G",
         "office-5G", "Warehouse-AP3", "HQ-Staff"]


def t_wifi(lang):
    ssid = pick(SSIDS)
    if "%s" in ssid:
        ssid = ssid % rs(HEXU, 4)
    kind, psk = pick([("passphrase", lambda: pw_passphrase()), ("human", pw_human), ("generated", lambda: pw_generated(rint(12, 20))),
                      ("korean-keyboard", pw_korean_keyboard), ("hex64", lambda: rs(HEX, 64)), ("digits", lambda: rs(DG, 10))])
    psk = psk() if callable(psk) else psk
    psk = psk.replace(";", "").replace(":", "").replace('"', "").replace("\\", "")
    if len(psk) < 8:
        psk += rs(DG, 8)
    form = pick(["wpa", "nmcli", "qr", "hostapd", "netsh", "prose"])
    if form == "wpa":
        s = fence('network={\n    ssid="%s"\n    psk=%s\n    key_mgmt=WPA-PSK\n}' % (ssid, psk if len(psk) == 64 and all(c in HEX for c in psk) else '"%s"' % psk))
    elif form == "nmcli":
        s = fence("nmcli dev wifi connect '%s' password '%s' ifname wlan0" % (ssid, psk), "bash")
    elif form == "qr":
        s = fence("WIFI:T:WPA;S:%s;P:%s;;" % (ssid, psk))
    elif form == "hostapd":
        s = fence("interface=wlan0\nssid=%s\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase=%s" % (ssid, psk), "ini")
    elif form == "netsh":
        s = fence("    SSID name              : \"%s\"\n    Authentication         : WPA2-Personal\n    Key Content            : %s" % (ssid, psk))
    else:
        s = "SSID %s, password %s" % (bq(ssid), bq(psk))
    ctx = base_ctx(lang)
    ctx.update(S=s, ssid=ssid)
    if lang == "en":
        mc = fill(pick(["The Raspberry Pi kiosk image had no network config and I did not know the store Wi-Fi. The user sent:\n{S}",
                        "Provisioning the IoT sensors failed because they could not join {ssid}. Working config from {who}:\n{S}"]), **ctx)
        lesson = fill(pick(["Bake only the SSID into the image and inject the key at first boot from the provisioning server.",
                            "The sensors support only 2.4 GHz WPA2-PSK; the 5G SSID silently fails."]), **ctx)
        ask = fill(pick(["Is there a separate IoT network so devices do not share the staff Wi-Fi key?", "Who rotates the {ssid} key?"]), **ctx)
    else:
        mc = fill(pick(["라즈베리파이 키오스크 이미지에 네트워크 설정이 없었고 매장 Wi-Fi 정보를 몰랐다. 사용자가 보내준 값:\n{S}",
                        "IoT 센서가 {ssid}에 붙지 못해서 프로비저닝이 실패했다. {who}님이 준 동작하는 설정:\n{S}"]), **ctx)
        lesson = fill(pick(["이미지에는 SSID만 넣고 키는 첫 부팅 때 프로비저닝 서버에서 주입한다.", "센서는 2.4GHz WPA2-PSK만 지원한다. 5G SSID는 조용히 실패한다."]), **ctx)
        ask = fill(pick(["기기들이 직원용 Wi-Fi 키를 공유하지 않게 IoT 전용망이 있나요?", "{ssid} 키 교체는 누가 하나요?"]), **ctx)
    return note("Wi-Fi key: %s (%s)" % (form, kind), mc, lesson, ask, [psk], [])


# --------------------------------------------------------------------------------------------
# webhook URLs with embedded secrets (only the secret part is listed)
# --------------------------------------------------------------------------------------------
def webhook():
    kind = pick(["slack", "discord", "teams", "dingtalk", "feishu", "mattermost", "jandi", "dooray", "telegram", "rocketchat", "github_secret"])
    if kind == "slack":
        sec = rs(AN, 24)
        return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(ANU, 8), rs(ANU, 10), sec), [sec], "Slack incoming webhook"
    if kind == "discord":
        sec = rs(B64U, 68)
        return "https://discord.com/api/webhooks/%s/%s" % (digits(19), sec), [sec], "Discord webhook"
    if kind == "teams":
        sec = rs(B64U, 43)
        return ("https://prod-%02d.koreacentral.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke"
                "?api-version=2016-06-01&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s") % (rint(1, 40), rs(HEX, 32), sec), [sec], "Teams workflow webhook"
    if kind == "dingtalk":
        tok = rs(HEX, 64)
        return "https://oapi.dingtalk.com/robot/send?access_token=%s" % tok, [tok], "DingTalk robot webhook"
    if kind == "feishu":
        u = uuid4()
        return "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % u, [u], "Feishu bot webhook"
    if kind == "mattermost":
        sec = rs(ANL, 26)
        return "https://mattermost.%s/hooks/%s" % (pick(DOMAINS), sec), [sec], "Mattermost incoming webhook"
    if kind == "jandi":
        sec = rs(HEX, 32)
        return "https://wh.jandi.com/connect-api/webhook/%s/%s" % (digits(8), sec), [sec], "JANDI incoming webhook"
    if kind == "dooray":
        sec = rs(B64U, 22)
        return "https://hook.dooray.com/services/%s/%s/%s" % (digits(19), digits(19), sec), [sec], "Dooray messenger hook"
    if kind == "telegram":
        tok = "%s:AA%s" % (digits(10), rs(B64U, 33))
        return "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s" % (tok, digits(10)), [tok], "Telegram bot sendMessage URL"
    if kind == "rocketchat":
        sec = rs(AN, 48)
        return "https://chat.%s/hooks/%s/%s" % (pick(DOMAINS), rs(AN, 24), sec), [sec], "Rocket.Chat integration hook"
    sec = rs(HEX, 40)
    return "webhook secret for https://ci.%s/github-webhook/ : %s" % (pick(DOMAINS), sec), [sec], "GitHub webhook shared secret"


def t_webhook(lang):
    url, secrets, label = webhook()
    form = pick(["plain", "env", "yaml", "curl", "alertmanager"])
    if label.startswith("GitHub"):
        form = "plain"
    if form == "plain":
        s = fence(url) if chance(0.5) else url
    elif form == "env":
        s = fence("ALERT_WEBHOOK_URL=%s" % url)
    elif form == "yaml":
        s = fence("notifications:\n  on_failure:\n    webhook: \"%s\"" % url, "yaml")
    elif form == "curl":
        s = fence("curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy finished\"}' '%s'" % url, "bash")
    else:
        s = fence("receivers:\n  - name: oncall\n    webhook_configs:\n      - url: '%s'\n        send_resolved: true" % url, "yaml")
    ctx = base_ctx(lang)
    ctx.update(S=s, L=label)
    if lang == "en":
        mc = fill(pick(["Deploy notifications stopped arriving and I did not know where they were sent. The {L} configured in {svc}:\n{S}",
                        "{who} asked me to post build results to the team channel and gave me the {L}:\n{S}",
                        "{S}\nThat is the alert target the user pasted; I had assumed alerts went to email."]), **ctx)
        lesson = fill(pick(["Anyone with the webhook URL can post to the channel; store it as a secret and rotate it if it leaks.",
                            "The channel was archived, so the hook returned 404; a new hook was created and the old one should be revoked."]), **ctx)
        ask = fill(pick(["Which channel should {env} alerts go to?", "Should the webhook live in the CI secret store or in the alert config?"]), **ctx)
    else:
        mc = fill(pick(["배포 알림이 안 와서 어디로 보내는지 확인이 필요했다. {svc}에 설정된 {L}:\n{S}",
                        "{who}님이 빌드 결과를 팀 채널에 올리라며 {L}[을/를] 줬다:\n{S}",
                        "{S}\n사용자가 붙여준 알림 대상이다. 알림이 메일로 가는 줄 알았다."]), **ctx)
        lesson = fill(pick(["웹훅 URL만 있으면 누구나 채널에 글을 쓸 수 있다. 시크릿으로 보관하고 유출되면 교체할 것.",
                            "채널이 보관 처리돼서 훅이 404를 냈다. 새 훅을 만들었고 예전 훅은 폐기해야 한다."]), **ctx)
        ask = fill(pick(["{env} 알림은 어느 채널로 보내야 하나요?", "웹훅은 CI 시크릿 스토어에 둘까요, 알림 설정에 둘까요?"]), **ctx)
    return note("webhook: %s (%s)" % (label, form), mc, lesson, ask, secrets, [label.split()[0]])


# --------------------------------------------------------------------------------------------
# application secrets: framework signing keys, encryption keys
# --------------------------------------------------------------------------------------------
def app_secret():
    kind = pick(["django", "rails", "laravel", "flask", "jwt", "nextauth", "phoenix", "symfony", "fernet", "aes", "wordpress", "jasypt"])
    if kind == "django":
        v = pick(["django-insecure-", ""]) + rs(LO + DG + "!@#%^&*(-_=+)", 50)
        return "SECRET_KEY = '%s'" % v, [v], "Django SECRET_KEY", "settings.py"
    if kind == "rails":
        v = rs(HEX, 128)
        return "secret_key_base: %s" % v, [v], "Rails secret_key_base", "config/credentials.yml (decrypted)"
    if kind == "laravel":
        v = "base64:" + b64(rbytes(32))
        return "APP_KEY=%s" % v, [v], "Laravel APP_KEY", ".env"
    if kind == "flask":
        v = rs(HEX, 64)
        return 'app.config["SECRET_KEY"] = "%s"' % v, [v], "Flask SECRET_KEY", "app/__init__.py"
    if kind == "jwt":
        v = pick([rs(AN, 48), b64(rbytes(48)), pw_passphrase() + "-" + rs(AN, 12)])
        return "JWT_SECRET=%s" % v, [v], "JWT HS256 signing secret", ".env.%s" % env()
    if kind == "nextauth":
        v = b64(rbytes(32))
        return "NEXTAUTH_SECRET=%s" % v, [v], "NextAuth secret", ".env.production"
    if kind == "phoenix":
        v = rs(B64, 64)
        return "config :app, AppWeb.Endpoint, secret_key_base: \"%s\"" % v, [v], "Phoenix secret_key_base", "config/prod.secret.exs"
    if kind == "symfony":
        v = rs(HEX, 32)
        return "APP_SECRET=%s" % v, [v], "Symfony APP_SECRET", ".env.local"
    if kind == "fernet":
        v = b64u(rbytes(32), pad=True)
        return "FERNET_KEY=%s" % v, [v], "Airflow Fernet key", "airflow.cfg / .env"
    if kind == "aes":
        v = rs(HEX, 64)
        return "encryption:\n  field_key: %s\n  algorithm: AES-256-GCM" % v, [v], "field-encryption AES key", "application-%s.yml" % env()
    if kind == "wordpress":
        a, b_ = rs(AN + "!@#$%^&*()-_[]{}<>~+=,.;:/?|", 64), rs(AN + "!@#$%^&*()-_[]{}<>~+=,.;:/?|", 64)
        a, b_ = a.replace("'", ""), b_.replace("'", "")
        return "define('AUTH_KEY',         '%s');\ndefine('SECURE_AUTH_KEY',  '%s');" % (a, b_), [a, b_], "WordPress auth keys", "wp-config.php"
    v = pw_generated(24)
    return "jasypt.encryptor.password=%s" % v, [v], "Jasypt encryptor password", "application.properties"


def t_app_secret(lang):
    code, secrets, label, f = app_secret()
    ctx = base_ctx(lang)
    ctx.update(S=fence(code), L=label, F=f)
    if lang == "en":
        mc = fill(pick(["After the {env} redeploy every user was logged out and I did not know why. The {L} in {F} had changed:\n{S}",
                        "I needed to decrypt a stored field in {svc} for {tkt} and did not know where the key lived. {who} pasted the {L}:\n{S}",
                        "{S}\nThat is the {L} from {F}; I had not realised sessions and tokens are signed with it."]), **ctx)
        lesson = fill(pick(["Changing the {L} invalidates every existing session or token; rotate it only with a planned logout.",
                            "The {L} must be identical across replicas, otherwise half the requests fail signature checks.",
                            "Data encrypted with the old key stays unreadable after a rotation unless a key ring keeps the old key."]), **ctx)
        ask = fill(pick(["Is the {L} managed by the platform team or per service?", "Should the {env} {L} be rotated now that it was pasted here?"]), **ctx)
    else:
        mc = fill(pick(["{env} 재배포 후 모든 사용자가 로그아웃됐는데 이유를 몰랐다. {F}의 {L}[이/가] 바뀌어 있었다:\n{S}",
                        "{tkt} 때문에 {svc}의 암호화된 필드를 복호화해야 했는데 키 위치를 몰랐다. {who}님이 {L}[을/를] 붙여줬다:\n{S}",
                        "{S}\n{F}에 있던 {L}다. 세션과 토큰이 이걸로 서명되는 줄 몰랐다."]), **ctx)
        lesson = fill(pick(["{L}[을/를] 바꾸면 기존 세션/토큰이 전부 무효가 된다. 계획된 로그아웃과 함께만 교체할 것.",
                            "{L}[은/는] 모든 레플리카에서 같아야 한다. 아니면 요청 절반이 서명 검증에 실패한다.",
                            "예전 키로 암호화된 데이터는 키 링에 예전 키를 남기지 않으면 교체 후 읽을 수 없다."]), **ctx)
        ask = fill(pick(["{L}[은/는] 플랫폼팀이 관리하나요, 서비스별로 관리하나요?", "여기 붙여졌으니 {env} {L}[을/를] 지금 교체할까요?"]), **ctx)
    return note("app secret: %s" % label, mc, lesson, ask, secrets, [])


# --------------------------------------------------------------------------------------------
# passwords of people and services, in prose
# --------------------------------------------------------------------------------------------
ACCOUNTS_EN = ["VPN", "laptop login", "Jira", "company SSO", "NAS admin page", "Grafana admin", "router admin page",
               "Jenkins admin", "test-store admin", "shared Gmail inbox", "Synology DSM", "Harbor registry admin", "Keycloak admin console"]
ACCOUNTS_KO = ["사내 VPN", "노트북 로그인", "그룹웨어", "사내 SSO", "NAS 관리자 페이지", "Grafana admin", "공유기 관리자 페이지",
               "Jenkins admin", "테스트 스토어 관리자", "공용 Gmail 계정", "시놀로지 DSM", "Harbor 레지스트리 admin", "Keycloak 관리 콘솔"]


def t_person_password(lang):
    kind, p = pick([("human", pw_human), ("passphrase", pw_passphrase), ("korean-keyboard", pw_korean_keyboard),
                    ("hangul", pw_hangul), ("punctuation-heavy", pw_punct), ("human", pw_human)])
    p = p()
    i = rint(0, len(ACCOUNTS_EN) - 1)
    ctx = base_ctx(lang)
    ctx.update(p=p, acc=ACCOUNTS_EN[i] if lang == "en" else ACCOUNTS_KO[i], user=pick(["admin", ctx["who"], "ops", "qa-lead", "minsu.kim"]))
    pos = pick(["start", "middle", "end", "quoted", "ask"])
    if lang == "en":
        mc = {"start": "{p} is the {acc} password {who} gave me so I could check the {svc} dashboard from the office network.",
              "middle": "To reach the {acc} I used {who}'s account ({user} / {p}) because mine had not been provisioned yet.",
              "end": "I could not log in to the {acc} to finish {tkt}. {who} told me to use user {user} with password {p}",
              "quoted": "{who} said in chat: \"the {acc} password is {p}, don't share it\". I needed it to restart the {svc} job.",
              "ask": "I could not log in to the {acc} to finish {tkt}; my account was not provisioned."}[pos]
        lesson = pick(["Borrowed personal credentials hide who did what in the audit log; request a dedicated account instead.",
                       "The {acc} locks after five failed attempts; ask before guessing.", "Shared passwords in chat should be changed afterwards."])
        ask = "Can you confirm the {acc} password is still {p}?" if pos == "ask" else pick(
            ["Can I get my own {acc} account?", "Who approves {acc} access requests?"])
    else:
        mc = {"start": "{p} 이게 {who}님이 알려준 {acc} 비밀번호다. 사무실망에서 {svc} 대시보드를 확인하려고 받았다.",
              "middle": "내 계정이 아직 안 나와서 {who}님 계정({user} / {p})[으로/로] {acc}에 들어갔다.",
              "end": "{tkt} 마무리하려는데 {acc}에 로그인이 안 됐다. {who}님이 아이디 {user}, 비번 {p}",
              "quoted": "{who}님 채팅: \"{acc} 비번 {p} 에요, 공유 금지\". {svc} 잡 재시작에 필요했다.",
              "ask": "{tkt} 마무리하려는데 {acc}에 로그인이 안 됐다. 내 계정이 아직 발급되지 않았다."}[pos]
        lesson = pick(["남의 개인 계정을 빌려 쓰면 감사 로그에서 누가 했는지 알 수 없다. 전용 계정을 요청할 것.",
                       "{acc}[은/는] 5회 실패 시 잠긴다. 추측하지 말고 먼저 물어볼 것.", "채팅으로 공유한 비밀번호는 나중에 꼭 바꿔야 한다."])
        ask = "{acc} 비밀번호 아직 {p} 맞나요?" if pos == "ask" else pick(["제 {acc} 계정을 따로 받을 수 있을까요?", "{acc} 접근 승인은 누가 하나요?"])
    mc, lesson, ask = fill(mc, **ctx), fill(lesson, **ctx), fill(ask, **ctx)
    return note("person password in prose (%s, %s)" % (pos, kind), mc, lesson, ask, [p], [])


# --------------------------------------------------------------------------------------------
# credential files (.netrc, .npmrc, .pypirc, docker config, ...)
# --------------------------------------------------------------------------------------------
def cred_file():
    kind = pick(["netrc", "npmrc", "pypirc", "docker", "git_credentials", "maven", "nuget", "composer", "pip_conf", "aws",
                 "pgpass", "mycnf", "yarnrc", "filezilla", "gradle", "rclone"])
    u = pick(DB_USERS + ["ci-bot", "release"])
    if kind == "netrc":
        if chance(0.5):
            t, m = "ghp_" + rs(AN, 36), "github.com"
        else:
            t, m = pw_human(), pick(["ftp.%s" % pick(DOMAINS), "git.%s" % pick(DOMAINS), "nexus.%s" % pick(DOMAINS)])
        return "~/.netrc", "machine %s\n  login %s\n  password %s" % (m, u, t), [t]
    if kind == "npmrc":
        t = "npm_" + rs(AN, 36)
        return ".npmrc", "@acme:registry=https://npm.pkg.github.com\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true" % t, [t]
    if kind == "pypirc":
        t = "pypi-AgEIcHlwaS5vcmc" + rs(B64U, 120)
        return "~/.pypirc", "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % t, [t]
    if kind == "docker":
        p = pw_generated(20)
        blob = b64(("%s:%s" % (u, p)).encode())
        return "~/.docker/config.json", '{\n  "auths": {\n    "registry.%s": {\n      "auth": "%s"\n    }\n  }\n}' % (pick(DOMAINS), blob), [blob]
    if kind == "git_credentials":
        t = pick(["glpat-" + rs(B64U, 20), "ghp_" + rs(AN, 36), "ATBB" + rs(AN, 24) + rs(HEXU, 8)])
        return "~/.git-credentials", "https://%s:%s@%s" % (u, t, pick(["gitlab.com", "github.com", "bitbucket.org"])), [t]
    if kind == "maven":
        p = pw_generated(18)
        return "~/.m2/settings.xml", "<servers>\n  <server>\n    <id>acme-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (u, p), [p]
    if kind == "nuget":
        p = "glpat-" + rs(B64U, 20) if chance(0.5) else pw_human()
        return "NuGet.Config", '<packageSourceCredentials>\n  <acme>\n    <add key="Username" value="%s" />\n    <add key="ClearTextPassword" value="%s" />\n  </acme>\n</packageSourceCredentials>' % (u, p), [p]
    if kind == "composer":
        p = rs(HEX, 40)
        return "auth.json", '{\n  "http-basic": {\n    "repo.packagist.com": {\n      "username": "token",\n      "password": "%s"\n    }\n  }\n}' % p, [p]
    if kind == "pip_conf":
        p = pw_human()
        e = pct(p)
        return "/etc/pip.conf", "[global]\nindex-url = https://%s:%s@pypi.%s/simple\ntrusted-host = pypi.%s" % (u, e, "internal.example.net", "internal.example.net"), [e]
    if kind == "aws":
        a, s = k_aws_id(), rs(B64, 40)
        return "~/.aws/credentials", "[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s" % (pick(["default", "prod-admin", "ci"]), a, s, pick(REGIONS)), [a, s]
    if kind == "pgpass":
        p = pw_human().replace(":", "")
        return "~/.pgpass", "%s:5432:%s:%s:%s" % (host("db"), pick(DB_NAMES), u, p), [p]
    if kind == "mycnf":
        p = pw_generated(16)
        return "~/.my.cnf", "[client]\nuser=%s\npassword=\"%s\"\nhost=%s" % (u, p, host("db")), [p]
    if kind == "yarnrc":
        t = "npm_" + rs(AN, 36)
        return ".yarnrc.yml", 'npmScopes:\n  acme:\n    npmRegistryServer: "https://registry.npmjs.org"\n    npmAuthToken: "%s"' % t, [t]
    if kind == "filezilla":
        p = pw_human()
        blob = b64(p.encode())
        return "sitemanager.xml", '<Server>\n  <Host>%s</Host>\n  <Port>22</Port>\n  <Protocol>1</Protocol>\n  <User>%s</User>\n  <Pass encoding="base64">%s</Pass>\n</Server>' % (host("ssh"), u, blob), [blob]
    if kind == "gradle":
        p = pw_generated(20)
        return "~/.gradle/gradle.properties", "mavenUser=%s\nmavenPassword=%s\norg.gradle.jvmargs=-Xmx2g" % (u, p), [p]
    obs = rs(B64U, 40)
    return "~/.config/rclone/rclone.conf", "[nas]\ntype = sftp\nhost = %s\nuser = %s\npass = %s" % (host("ssh"), u, obs), [obs]


def t_cred_file(lang):
    f, body, secrets = cred_file()
    ctx = base_ctx(lang)
    ctx.update(S=fence(body), F=f)
    if lang == "en":
        mc = fill(pick(["The build on the new runner failed to authenticate to the package registry. The old runner had {F}:\n{S}",
                        "I did not know where the publish step gets its credentials. On {who}'s machine it is {F}:\n{S}",
                        "Copying {F} from the old VM was the user's suggestion; its contents:\n{S}"]), **ctx)
        lesson = fill(pick(["Runners should receive registry credentials from CI variables at job start, not from a file copied between machines.",
                            "{F} is read implicitly by the tool, which is why the build worked on one machine and not on the other.",
                            "Credential files in home directories are easy to miss in audits; list them in the runner provisioning script."]), **ctx)
        ask = fill(pick(["Should the new runner get its own registry token instead of a copy of {F}?", "Who owns the registry account used in {F}?"]), **ctx)
    else:
        mc = fill(pick(["새 러너에서 빌드가 패키지 레지스트리 인증에 실패했다. 예전 러너에는 {F}[이/가] 있었다:\n{S}",
                        "publish 단계가 자격 증명을 어디서 가져오는지 몰랐다. {who}님 장비에서는 {F}였다:\n{S}",
                        "예전 VM에서 {F}[을/를] 복사하자는 게 사용자 제안이었다. 내용:\n{S}"]), **ctx)
        lesson = fill(pick(["러너는 장비 간 파일 복사가 아니라 잡 시작 시 CI 변수로 레지스트리 자격 증명을 받아야 한다.",
                            "도구가 {F}[을/를] 암묵적으로 읽기 때문에 한 장비에서만 빌드가 됐다.",
                            "홈 디렉터리의 자격 증명 파일은 감사에서 놓치기 쉽다. 러너 프로비저닝 스크립트에 목록화할 것."]), **ctx)
        ask = fill(pick(["새 러너에는 {F} 사본 대신 전용 레지스트리 토큰을 발급할까요?", "{F}에 있는 레지스트리 계정 담당자가 누구인가요?"]), **ctx)
    return note("credential file: %s" % f, mc, lesson, ask, secrets, [])


# --------------------------------------------------------------------------------------------
# SQL / database admin statements, k8s Secret data (base64)
# --------------------------------------------------------------------------------------------
def t_sql_user(lang):
    kind, p = any_password()
    u = pick(DB_USERS)
    form = pick(["mysql_create", "pg_alter", "mssql_login", "mongo_create", "oracle_alter", "pg_create_role"])
    sql = {"mysql_create": "CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT, INSERT, UPDATE ON %s.* TO '%s'@'%%';" % (u, p, pick(DB_NAMES), u),
           "pg_alter": "ALTER USER %s WITH PASSWORD '%s';" % (u, p),
           "mssql_login": "CREATE LOGIN %s WITH PASSWORD = '%s', CHECK_POLICY = ON;" % (u, p),
           "mongo_create": 'db.createUser({ user: "%s", pwd: "%s", roles: [ { role: "readWrite", db: "%s" } ] })' % (u, p, pick(DB_NAMES)),
           "oracle_alter": 'ALTER USER %s IDENTIFIED BY "%s" ACCOUNT UNLOCK;' % (u.upper(), p),
           "pg_create_role": "CREATE ROLE %s LOGIN PASSWORD '%s' VALID UNTIL '%s';" % (u, p, "2026" + date()[4:])}[form]
    ctx = base_ctx(lang)
    ctx.update(S=fence(sql, "sql"), u=u)
    if lang == "en":
        mc = fill(pick(["The migration {tkt} creates the {u} account; I did not know the statement is run by hand in {env}. The user pasted:\n{S}",
                        "{who} reset the {u} password during the incident with:\n{S}\nand asked me to update the app config."]), **ctx)
        lesson = fill(pick(["Statements with literal passwords end up in the DB query log and in shell history; use a prompt or a secret-injected script.",
                            "The app kept the old password in its pool; after a reset the pool must be recycled."]), **ctx)
        ask = fill(pick(["Where should the new {u} password be stored so the app picks it up?", "Is the {env} query log retained, and should it be purged now?"]), **ctx)
    else:
        mc = fill(pick(["마이그레이션 {tkt}[이/가] {u} 계정을 만드는데, {env}에서는 이 구문을 수동으로 돌리는 줄 몰랐다. 사용자가 붙여준 구문:\n{S}",
                        "{who}님이 장애 중에 이렇게 {u} 비밀번호를 초기화했다:\n{S}\n앱 설정도 바꿔달라고 했다."]), **ctx)
        lesson = fill(pick(["비밀번호 리터럴이 든 구문은 DB 쿼리 로그와 셸 히스토리에 남는다. 프롬프트나 시크릿 주입 스크립트를 쓸 것.",
                            "앱 커넥션 풀이 예전 비밀번호를 들고 있었다. 초기화 후에는 풀을 재생성해야 한다."]), **ctx)
        ask = fill(pick(["새 {u} 비밀번호는 앱이 읽을 수 있게 어디에 저장할까요?", "{env} 쿼리 로그 보존 기간이 있나요, 지금 지워야 하나요?"]), **ctx)
    return note("sql: %s (%s password)" % (form, kind), mc, lesson, ask, [p], [])


def t_k8s_b64_secret(lang):
    items, vnames = [], []
    kind, p = any_password()
    items.append(("DB_PASSWORD", p))
    if chance(0.6):
        v = draw_vendor(lang)
        vnames.append(v["name"])
        comps = v["comps"]()
        k, val = [(c[0], c[1]) for c in comps if c[2]][0]
        items.append((k, val))
    enc = [(k, b64((v + ("\n" if k == "DB_PASSWORD" else "")).encode("utf-8"))) for k, v in items]
    name = svc() + "-secret"
    body = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\ntype: Opaque\ndata:\n%s" % (name, "\n".join("  %s: %s" % kv for kv in enc))
    decoded_shown = chance(0.4)
    ctx = base_ctx(lang)
    ctx.update(S=fence(body, "yaml"), name=name, p=p)
    secrets = [e for _, e in enc]
    if lang == "en":
        mc = fill("The pod crash-looped with 'authentication failed'. `kubectl get secret {name} -o yaml` showed:\n{S}", **ctx)
        lesson = fill("Values under `data:` are only base64, not encrypted; decoding DB_PASSWORD showed a trailing newline that broke the login.", **ctx)
        if decoded_shown:
            lesson += fill(" Decoded value: {p}", **ctx)
            secrets.append(p)
        ask = fill("Should {name} be managed by ExternalSecrets so nobody edits base64 by hand?", **ctx)
    else:
        mc = fill("파드가 'authentication failed'로 크래시루프. `kubectl get secret {name} -o yaml` 결과:\n{S}", **ctx)
        lesson = fill("`data:` 아래 값은 암호화가 아니라 base64일 뿐이다. DB_PASSWORD를 디코딩해 보니 끝에 개행이 붙어 있어 로그인이 깨졌다.", **ctx)
        if decoded_shown:
            lesson += fill(" 디코딩 값: {p}", **ctx)
            secrets.append(p)
        ask = fill("아무도 base64를 손으로 고치지 않게 {name}[을/를] ExternalSecrets로 관리할까요?", **ctx)
    return note("k8s Secret data (base64-encoded values)", mc, lesson, ask, secrets, vnames)


# --------------------------------------------------------------------------------------------
# long tokens (hundreds of characters)
# --------------------------------------------------------------------------------------------
def jwt_token(big=True):
    alg = pick(["RS256", "ES256", "HS256"]) if big else "HS256"
    hdr = {"alg": alg, "typ": "JWT"}
    if alg != "HS256":
        hdr["kid"] = rs(B64U, 22)
    now = rint(1730000000, 1760000000)
    payload = {"iss": pick(["https://auth.%s/" % pick(DOMAINS), "https://login.microsoftonline.com/%s/v2.0" % uuid4(),
                            "https://accounts.google.com", "kubernetes/serviceaccount"]),
               "sub": pick([uuid4(), "system:serviceaccount:%s:%s" % (pick(["default", "ci", "payments"]), svc()), digits(21)]),
               "aud": pick(["api://%s" % svc(), "https://api.example.com", svc()]),
               "iat": now, "exp": now + pick([300, 3600, 86400, 31536000])}
    if big:
        payload["scope"] = " ".join(pick(["read:orders", "write:orders", "admin", "offline_access", "openid", "profile", "email",
                                          "payments:refund", "users:read", "reports:export"]) for _ in range(rint(3, 7)))
        payload["email"] = "%s@example.com" % pick(["minsu.kim", "priya", "ops-bot", "dana"])
        payload["roles"] = [pick(["admin", "billing", "support", "viewer", "deployer"]) for _ in range(rint(1, 3))]
        payload["jti"] = uuid4()
    h = b64u(json.dumps(hdr, separators=(",", ":")).encode())
    pl = b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64u(rbytes({"RS256": 256, "ES256": 64, "HS256": 32}[alg]))
    return "%s.%s.%s" % (h, pl, sig)


def long_token():
    kind = pick(["jwt", "jwt", "k8s_sa", "sts", "kis", "atlassian", "fly", "openai", "onepassword", "facebook", "salesforce", "pypi"])
    if kind in ("jwt", "k8s_sa"):
        return jwt_token(True), "Authorization: Bearer", "JWT access token" if kind == "jwt" else "service-account JWT"
    name = {"sts": "AWS STS", "kis": "Korea Investment", "atlassian": "Atlassian", "fly": "Fly.io", "openai": "OpenAI",
            "onepassword": "1Password", "facebook": "Meta Graph", "salesforce": "Salesforce", "pypi": "PyPI"}[kind]
    v = [x for x in VENDORS if x["name"] == name][0]
    comps = v["comps"]()
    val = max(secret_vals(comps), key=len)
    return val, [c[0] for c in comps if c[1] == val][0], "%s %s" % (name, v["what"])


def t_long_token(lang):
    tok, label, what = long_token()
    form = pick(["header", "env", "json", "log"]) if label.startswith("Authorization") else pick(["env", "json_kv", "log_kv", "export"])
    if form == "json_kv":
        s = fence('{"%s": "%s", "region": "%s"}' % (label.lower(), tok, pick(REGIONS)), "json")
    elif form == "log_kv":
        s = fence("%s DEBUG settings loaded: %s=%s" % (ts(), label, tok), "text")
    elif form == "export":
        s = fence("export %s='%s'" % (label, tok), "bash")
    elif form == "header":
        s = fence("curl -H 'Authorization: Bearer %s' https://%s/api/v1/me" % (tok, host("web")), "bash")
    elif form == "env":
        s = fence("%s=%s" % (label if not label.startswith("Authorization") else "ACCESS_TOKEN", tok))
    elif form == "json":
        s = fence('{"access_token": "%s", "token_type": "Bearer", "expires_in": 3600}' % tok, "json")
    else:
        s = fence("%s DEBUG outgoing request headers={'Authorization': 'Bearer %s'}" % (ts(), tok), "text")
    ctx = base_ctx(lang)
    ctx.update(S=s, W=what, n=len(tok))
    if lang == "en":
        mc = fill(pick(["I could not tell why {svc} got 401 with a token that looked valid. The {W} the user copied ({n} characters):\n{S}",
                        "{who} pasted the whole {W} so I could call the API directly:\n{S}"]), **ctx)
        lesson = fill(pick(["The token was cut at 255 characters by the VARCHAR column that cached it; long tokens need TEXT columns.",
                            "The token had expired; decoding the claims locally (without sending it anywhere) shows `exp` in the past."
                            if "JWT" in what else "The token had been revoked when its owner rotated credentials; the vendor console shows the revocation time.",
                            "Copying long tokens from terminals often adds line breaks, which breaks signature validation."]), **ctx)
        ask = fill(pick(["Can I get a short-lived token from the CLI instead of a pasted one?", "Is there a test identity whose tokens I may use?"]), **ctx)
    else:
        mc = fill(pick(["유효해 보이는 토큰으로 {svc}[이/가] 401을 받는 이유를 몰랐다. 사용자가 복사한 {W} ({n}자):\n{S}",
                        "{who}님이 API를 직접 호출해 보라며 {W} 전체를 붙여줬다:\n{S}"]), **ctx)
        lesson = fill(pick(["토큰을 캐시하던 VARCHAR(255) 컬럼에서 잘렸다. 긴 토큰은 TEXT 컬럼이 필요하다.",
                            "토큰이 만료돼 있었다. 로컬에서만 클레임을 디코딩해 보면 `exp`가 과거다."
                            if "JWT" in what else "소유자가 자격 증명을 교체하면서 토큰이 폐기돼 있었다. 벤더 콘솔에 폐기 시각이 나온다.",
                            "터미널에서 긴 토큰을 복사하면 줄바꿈이 끼어 서명 검증이 깨지는 경우가 많다."]), **ctx)
        ask = fill(pick(["붙여넣은 토큰 대신 CLI로 단기 토큰을 받을 수 있나요?", "제가 써도 되는 테스트 계정 토큰이 있나요?"]), **ctx)
    vend = [] if "JWT" in what else [what.split(" ")[0] if not what.startswith(("AWS STS", "Korea Investment", "Meta Graph")) else " ".join(what.split(" ")[:2])]
    return note("long token (%d chars): %s via %s" % (len(tok), what, form), mc, lesson, ask, [tok], vend)


# --------------------------------------------------------------------------------------------
# several secrets in one pasted .env, SMTP app passwords
# --------------------------------------------------------------------------------------------
LONG_VENDORS = ["AWS STS", "OpenAI", "PyPI", "Atlassian", "Fly.io", "1Password", "Meta Graph", "Dropbox", "Salesforce",
                "Firebase FCM", "Korea Investment", "LINE Messaging API", "Iamport", "PortOne", "Adyen",
                "Google refresh token", "Terraform Cloud", "HashiCorp Vault", "Mapbox", "Coupang Wing", "OVHcloud"]


def t_multi_env(lang):
    pairs, secrets, names = [], [], []
    for _ in range(3):
        v = draw_vendor(lang, lambda x: x["name"] not in LONG_VENDORS)
        comps = v["comps"]()
        if sum(len(c[1]) for c in comps) > 260:
            continue
        pairs += [(k, val) for k, val, _ in comps]
        secrets += secret_vals(comps)
        names.append(v["name"])
    kind, p = any_password()
    p = p.replace(" ", "_")
    pairs.insert(rint(0, len(pairs)), ("DB_PASSWORD", p))
    secrets.append(p)
    pairs = with_fillers(pairs, 1, 3)
    text = fence("\n".join("%s=%s" % kv for kv in pairs))
    ctx = base_ctx(lang)
    ctx.update(S=text, F=pick([".env", ".env.%s" % env(), "apps/%s/.env.local" % svc()]))
    if lang == "en":
        mc = fill(pick(["The user pasted their whole {F} to explain why {svc} would not start locally:\n{S}",
                        "{svc} failed its config validation in {env}. For comparison, the working {F} from {who}:\n{S}"]), **ctx)
        lesson = fill(pick(["The variable names differ from the ones the config schema expects; the app reads {svc}-specific prefixes first.",
                            "Startup validation lists missing variables but not wrong ones; compare names, not values."]), **ctx)
        ask = fill(pick(["Should I keep an example file next to {F} with only the names, in sync?", "Should I ask for a scrubbed version of {F} next time?"]), **ctx)
    else:
        mc = fill(pick(["로컬에서 {svc}[이/가] 안 뜨는 이유를 설명하려고 사용자가 {F} 전체를 붙여줬다:\n{S}",
                        "{env}에서 {svc} 설정 검증이 실패했다. 비교용으로 {who}님의 동작하는 {F}:\n{S}"]), **ctx)
        lesson = fill(pick(["변수 이름이 설정 스키마가 기대하는 이름과 다르다. 앱은 {svc} 전용 prefix를 먼저 읽는다.",
                            "시작 시 검증은 누락된 변수만 알려주고 잘못된 이름은 안 알려준다. 값이 아니라 이름을 비교할 것."]), **ctx)
        ask = fill(pick(["이름만 있는 {F}.example을 같이 관리해야 하나요?", "다음에는 값을 지운 {F}[을/를] 받을 수 있을까요?"]), **ctx)
    return note("multiple secrets in one .env (%d vendors + DB password)" % len(names), mc, lesson, ask, secrets, names)


def t_smtp(lang):
    kind = pick(["google_app", "spring", "nodemailer", "django", "naver"])
    acct = pick(["noreply@example.com", "alerts@example.co.kr", "billing@example.jp", "no-reply.acme@gmail.com"])
    if kind == "google_app":
        p = " ".join(rs(LO, 4) for _ in range(4))
        s = fence("SMTP_HOST=smtp.gmail.com\nSMTP_PORT=587\nSMTP_USER=%s\nSMTP_PASS=\"%s\"" % (acct, p))
    elif kind == "spring":
        p = pw_human()
        s = fence("spring.mail.host=smtp.office365.com\nspring.mail.username=%s\nspring.mail.password=%s" % (acct, p), "properties")
    elif kind == "nodemailer":
        p = pw_generated(16)
        s = fence("nodemailer.createTransport({\n  host: 'smtp.mailgun.org',\n  auth: { user: '%s', pass: '%s' },\n});" % (acct, p), "js")
    elif kind == "django":
        p = pw_passphrase()
        s = fence("EMAIL_HOST = 'smtp.sendgrid.net'\nEMAIL_HOST_USER = 'apikey'\nEMAIL_HOST_PASSWORD = '%s'" % p, "python")
    else:
        p = pw_korean_keyboard()
        s = fence("mail:\n  host: smtp.naver.com\n  port: 465\n  username: %s\n  password: %s" % (acct, p), "yaml")
    ctx = base_ctx(lang)
    ctx.update(S=s, acct=acct)
    if lang == "en":
        mc = fill(pick(["Password-reset emails stopped in {env}. The mail settings the user pasted:\n{S}",
                        "I did not know which mailbox sends {svc} notifications. {who} shared the config:\n{S}"]), **ctx)
        lesson = fill(pick(["The provider disabled basic SMTP auth for the mailbox; an app password or API key is needed.",
                            "The sender {acct} hit the daily sending limit; bulk mail must go through the transactional provider."]), **ctx)
        ask = fill(pick(["Who manages the {acct} mailbox?", "Can we move {svc} mail to the API-based provider?"]), **ctx)
    else:
        mc = fill(pick(["{env}에서 비밀번호 재설정 메일이 안 나간다. 사용자가 붙여준 메일 설정:\n{S}",
                        "{svc} 알림을 어떤 메일 계정이 보내는지 몰랐다. {who}님이 설정을 공유해줬다:\n{S}"]), **ctx)
        lesson = fill(pick(["메일 제공자가 해당 계정의 기본 SMTP 인증을 막았다. 앱 비밀번호나 API 키가 필요하다.",
                            "발신 계정 {acct}[이/가] 일일 발송 한도에 걸렸다. 대량 메일은 트랜잭션 메일 서비스로 보내야 한다."]), **ctx)
        ask = fill(pick(["{acct} 계정은 누가 관리하나요?", "{svc} 메일을 API 기반 서비스로 옮겨도 될까요?"]), **ctx)
    return note("smtp password: %s" % kind, mc, lesson, ask, [p], [])


# ============================================================================================
# CLEAN NOTES: risky-looking material that is not a credential
# ============================================================================================
def sha256hex():
    return rs(HEX, 64)


def git_sha(n=40):
    return rs(HEX, n)


def ssh_ed25519_pub(comment=None):
    blob = b64(sshstr(b"ssh-ed25519") + sshstr(rbytes(32)))
    return "ssh-ed25519 %s %s" % (blob, comment or "%s@%s" % (pick(["minsu", "deploy", "ci", "priya", "ops"]), pick(["macbook", "bastion", "build-01", "laptop"])))


def ssh_rsa_pub():
    blob = b64(sshstr(b"ssh-rsa") + sshstr(b"\x01\x00\x01") + sshstr(b"\x00" + rbytes(256)))
    return "ssh-rsa %s %s@%s" % (blob, pick(["jenkins", "backup", "legacy"]), pick(["ci-01", "nas", "old-bastion"]))


def ec_pub_pem():
    der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
    return "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(wrap(b64(der)))


def rsa_pub_pem():
    der = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100") + rbytes(256) + bytes.fromhex("0203010001")
    return "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(wrap(b64(der)))


def cert_pem_excerpt():
    der = (bytes.fromhex("308201") + rbytes(1) + bytes.fromhex("308201") + rbytes(1) + bytes.fromhex("a0030201020214") +
           rbytes(20) + bytes.fromhex("300a06082a8648ce3d040302") + rbytes(190))
    lines = wrap(b64(der))
    return "-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----" % "\n".join(lines)


def ssh_fp():
    return "SHA256:" + b64(rbytes(32)).rstrip("=")


def gpg_fp():
    h = rs(HEXU, 40)
    return " ".join(h[i:i + 4] for i in range(0, 40, 4))


def tls_fp():
    return ":".join(rs(HEXU, 2) for _ in range(32))


def aws_account():
    return digits(12)


def req_id():
    return pick([uuid4(), rs(HEX, 32), "req_" + rs(AN, 14), rs(ANU, 16) + "-" + pick(["ICN", "NRT", "SIN", "FRA"]), rs(HEX, 16)])


def npm_integrity():
    return "sha512-" + b64(rbytes(64))


def go_sum_line():
    mod = pick(["github.com/aws/aws-sdk-go-v2", "golang.org/x/crypto", "github.com/jackc/pgx/v5", "go.uber.org/zap", "github.com/redis/go-redis/v9"])
    ver = "v%d.%d.%d" % (rint(0, 2), rint(0, 40), rint(0, 20))
    return "%s %s h1:%s" % (mod, ver, b64(rbytes(32)))


def sops_enc(plain_len=None):
    n = plain_len or rint(12, 40)
    return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rbytes(n)), b64(rbytes(32)), b64(rbytes(16)))


def ansible_vault_blob(lines=4):
    return "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(rs(DG + "abcdef", 80) for _ in range(lines))


def sealed_blob():
    return "AgB" + rs(B64, rint(280, 360)) + "=="


def kms_blob():
    return "AQICAHh" + rs(B64, rint(150, 200)) + "=="


def cursor_token():
    raw = json.dumps({"id": rint(10 ** 5, 10 ** 9), "ts": "%sT%s:00Z" % (date(), hhmm()), "dir": pick(["next", "prev"])}, separators=(",", ":"))
    return b64u(raw.encode())


def clean_note(category, mc, lesson, ask):
    return note(category, mc, lesson, ask, [], [])


def cfill(lang, en, ko, **ctx):
    return tuple(fill(pick(x), **ctx) for x in (en if lang == "en" else ko))


# ---- placeholders / templated values --------------------------------------------------------
PLACEHOLDER_VALUES = ["YOUR_API_KEY", "<your-token-here>", "<REDACTED>", "xxxxxxxxxxxxxxxxxxxx", "REPLACE_ME", "${SECRET}",
                      "{{ .Values.apiKey }}", "%(password)s", "<password>", "****", "TODO", "dummy-not-a-real-key",
                      "sk_live_XXXXXXXXXXXXXXXXXXXXXXXX", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "AKIA................",
                      "xoxb-your-bot-token", "<base64(user:password)>", "$(DB_PASSWORD)", "{{ secret \"db/password\" }}",
                      "<paste key here>", "glpat-XXXXXXXXXXXXXXXXXXXX", "sk-proj-...", "pypi-<token>", "AIza<your-key>"]


def t_clean_placeholder(lang):
    vs = [pick(VENDORS) for _ in range(rint(2, 3))]
    pairs = []
    for v in vs:
        for k, _, sec in v["comps"]():
            pairs.append((k, pick(PLACEHOLDER_VALUES) if sec else "<%s>" % k.lower()))
    snip, where, cname = render_pairs(pairs, pick([c_dotenv, c_yaml, c_json, c_toml, c_k8s_secret, c_compose, c_properties, c_export]))
    ctx = base_ctx(lang)
    ctx.update(S=snip, F={"dotenv": ".env.example", "yaml": "config/example.yaml", "json": "config/example.json",
                          "toml": "config.example.toml", "k8s_secret": "k8s/secret.example.yaml",
                          "compose": "docker-compose.example.yml", "properties": "application-example.properties",
                          "export": "scripts/env.example.sh"}[cname])
    en = (["New contributors kept asking which variables {svc} needs. The template {F} now looks like:\n{S}",
           "I wasn't sure whether {F} holds real values; it contains only placeholders:\n{S}"],
          ["{F} must only ever contain placeholders; real values come from the secret manager at deploy time.",
           "A pre-commit hook now rejects {F} if any value stops looking like a placeholder."],
          ["Should I also document where each value is obtained?", "Is {F} the file new hires copy, or is there another one?"])
    ko = (["신규 입사자들이 {svc}에 어떤 변수가 필요한지 계속 물어봐서 템플릿 {F}[을/를] 정리했다:\n{S}",
           "{F}에 실제 값이 있는지 헷갈렸는데, placeholder만 들어 있다:\n{S}"],
          ["{F}에는 placeholder만 둔다. 실제 값은 배포 시 시크릿 매니저에서 온다.",
           "값이 placeholder처럼 보이지 않으면 pre-commit 훅이 {F} 커밋을 거부하도록 했다."],
          ["각 값을 어디서 발급받는지도 문서화할까요?", "신규 입사자가 복사하는 파일이 {F} 맞나요?"])
    return clean_note("clean: placeholders in %s" % cname, *cfill(lang, en, ko, **ctx))


# ---- masked output ----------------------------------------------------------------------------
def masked_block():
    kind = pick(["aws_configure", "gh_status", "stripe_masked", "kubectl_describe", "docker_info", "heroku", "vercel", "generic"])
    if kind == "aws_configure":
        return ("      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
                "   profile                   %s           manual    --profile\naccess_key     ****************%s shared-credentials-file\n"
                "secret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config") % (
            pick(["prod-admin", "ci", "default"]), rs(ANU, 4), rs(AN, 4), pick(REGIONS)), "aws configure list"
    if kind == "gh_status":
        return ("github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n"
                "  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'") % pick(["minsu-kim", "acme-bot", "priya-dev"]), "gh auth status"
    if kind == "stripe_masked":
        return "Secret key: sk_live_••••••••••••••••••••%s (last used %s)" % (rs(AN, 4), date()), "Stripe dashboard (masked)"
    if kind == "kubectl_describe":
        return ("Name:         %s-secret\nNamespace:    %s\nType:  Opaque\n\nData\n====\nDB_PASSWORD:  %d bytes\nAPI_KEY:      %d bytes\nJWT_SECRET:   %d bytes") % (
            svc(), pick(["prod", "payments"]), rint(12, 32), rint(32, 64), rint(32, 64)), "kubectl describe secret"
    if kind == "docker_info":
        return "Login Succeeded\n\nWARNING! Your password will be stored unencrypted in /home/ci/.docker/config.json.\nConfigure a credential helper to remove this warning.", "docker login --password-stdin"
    if kind == "heroku":
        return "=== %s Config Vars\nDATABASE_URL:      postgres://***:***@ec2-%s.compute-1.amazonaws.com:5432/%s\nSTRIPE_SECRET_KEY: [hidden]\nREDIS_URL:         [hidden]" % (
            svc(), "-".join(str(rint(1, 254)) for _ in range(4)), rs(ANL, 14)), "heroku config (masked)"
    if kind == "vercel":
        return "  name                  value               environments        created\n  DATABASE_URL          Encrypted           Production          %dd ago\n  NEXTAUTH_SECRET       Encrypted           Production, Preview %dd ago" % (rint(2, 90), rint(2, 90)), "vercel env ls"
    return "%s INFO  auth ok user=%s token=%s…%s password=******** api_key=[REDACTED]" % (ts(), pick(DB_USERS), rs(AN, 4), rs(AN, 4)), "application log with masking"


def t_clean_masked(lang):
    block, label = masked_block()
    ctx = base_ctx(lang)
    ctx.update(S=fence(block), L=label)
    en = (["I needed to know which credentials are configured for {svc} without exposing them. Output of {L}:\n{S}",
           "{who} asked whether the {env} credentials are set. {L} shows:\n{S}"],
          ["Masked listings are enough to confirm presence and the last characters; never print the values themselves to compare.",
           "The masked suffix matches the key in the vault entry, so the right credential is deployed."],
          ["Is comparing the last four characters an accepted way to verify a rotation?", "Should the masking also hide the user names?"])
    ko = (["{svc}에 어떤 자격 증명이 설정됐는지 값 노출 없이 확인해야 했다. {L} 출력:\n{S}",
           "{who}님이 {env} 자격 증명이 설정됐는지 물었다. {L} 결과:\n{S}"],
          ["마스킹된 목록만으로 존재 여부와 끝자리를 확인할 수 있다. 비교하려고 값 자체를 출력하지 말 것.",
           "마스킹된 끝자리가 vault 항목과 일치하니 올바른 자격 증명이 배포된 것이다."],
          ["교체 확인을 끝 네 자리 비교로 해도 되나요?", "마스킹에서 사용자 이름도 숨겨야 할까요?"])
    return clean_note("clean: masked output (%s)" % label, *cfill(lang, en, ko, **ctx))


# ---- env-var and secret-manager references ----------------------------------------------------
def secret_ref_block():
    kind = pick(["gha", "k8s_ref", "aws_sm", "gcp_sm", "vault", "op", "azure_kv", "ssm_cfn", "tf_data", "external_secret", "code_env", "doppler"])
    if kind == "gha":
        return ("    env:\n      NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n      AWS_ROLE_ARN: arn:aws:iam::%s:role/gha-deploy\n"
                "    steps:\n      - run: echo \"//registry.npmjs.org/:_authToken=${NPM_TOKEN}\" > .npmrc") % aws_account(), "yaml", "GitHub Actions secrets"
    if kind == "k8s_ref":
        return ("env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password\n"
                "  - name: STRIPE_SECRET_KEY\n    valueFrom:\n      secretKeyRef: {name: stripe, key: secret-key}") % svc(), "yaml", "k8s secretKeyRef"
    if kind == "aws_sm":
        return "arn:aws:secretsmanager:%s:%s:secret:%s/%s/db-credentials-%s" % (pick(REGIONS), aws_account(), env(), svc(), rs(AN, 6)), "", "Secrets Manager ARN"
    if kind == "gcp_sm":
        return "gcloud secrets versions access latest --secret=%s-api-key --project=%s" % (svc(), pick(["acme-prod-381204", "data-platform-kr"])), "bash", "GCP Secret Manager"
    if kind == "vault":
        return ('{{ with secret "secret/data/%s/%s" }}\nDB_PASSWORD={{ .Data.data.password }}\n{{ end }}' % (env(), svc())), "", "Vault agent template"
    if kind == "op":
        return "STRIPE_SECRET_KEY=op://Engineering/Stripe %s/credential\nDB_PASSWORD=op://Engineering/%s-db/password" % (env(), svc()), "", "1Password secret references"
    if kind == "azure_kv":
        return "@Microsoft.KeyVault(SecretUri=https://kv-%s-%s.vault.azure.net/secrets/%s-conn/)" % (svc()[:8], env(), svc()), "", "Key Vault reference"
    if kind == "ssm_cfn":
        return "MasterUserPassword: '{{resolve:secretsmanager:%s-db:SecretString:password}}'" % svc(), "yaml", "CloudFormation dynamic reference"
    if kind == "tf_data":
        return ('data "aws_secretsmanager_secret_version" "db" {\n  secret_id = "%s/%s/db"\n}\n\npassword = jsondecode(data.aws_secretsmanager_secret_version.db.secret_string)["password"]' % (env(), svc())), "hcl", "Terraform data source"
    if kind == "external_secret":
        return ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef: {name: vault-backend, kind: ClusterSecretStore}\n"
                "  data:\n    - secretKey: api-key\n      remoteRef: {key: %s/%s, property: api_key}") % (env(), svc()), "yaml", "ExternalSecret"
    if kind == "code_env":
        return pick(['api_key = os.environ["OPENAI_API_KEY"]  # never default this', 'const token = process.env.GITHUB_TOKEN!;',
                     'password := os.Getenv("DB_PASSWORD")', '@Value("${stripe.secret-key}") private String stripeKey;']), "", "env var read in code"
    return "doppler run --project %s --config %s -- ./bin/server" % (svc(), pick(["dev", "stg", "prd"])), "bash", "Doppler injection"


def t_clean_secret_ref(lang):
    block, tag, label = secret_ref_block()
    ctx = base_ctx(lang)
    ctx.update(S=fence(block, tag), L=label)
    en = (["I did not know where {svc} gets its credentials in {env}. It uses this ({L}):\n{S}",
           "Reviewing {tkt}: the author replaced the literal value with a reference ({L}):\n{S}"],
          ["Credentials are resolved at deploy time; the repository only holds references, which is why grepping the repo never finds values.",
           "References are safe to commit; rotating the secret does not require a code change, only a restart."],
          ["Who has read access to the referenced secret in {env}?", "Should the other services switch to the same {L} pattern?"])
    ko = (["{env}에서 {svc}[이/가] 자격 증명을 어디서 가져오는지 몰랐다. {L}[을/를] 쓴다:\n{S}",
           "{tkt} 리뷰: 작성자가 리터럴 값을 {L}[으로/로] 바꿨다:\n{S}"],
          ["자격 증명은 배포 시점에 해석된다. 레포에는 참조만 있어서 grep 해도 값이 안 나온다.",
           "참조는 커밋해도 안전하다. 시크릿 교체 시 코드 변경 없이 재시작만 하면 된다."],
          ["{env}에서 참조된 시크릿 읽기 권한은 누구에게 있나요?", "다른 서비스도 같은 {L} 패턴으로 바꿀까요?"])
    return clean_note("clean: secret reference (%s)" % label, *cfill(lang, en, ko, **ctx))


# ---- hashes / digests / checksums -------------------------------------------------------------
def hash_block():
    kind = pick(["sha256sum", "npm_lock", "go_sum", "pip_hash", "sri", "tf_lock", "docker_digest", "cargo", "md5_etag"])
    if kind == "sha256sum":
        return "\n".join("%s  %s-%s-%s.tar.gz" % (sha256hex(), svc(), "v1.%d.%d" % (rint(0, 20), rint(0, 9)), a) for a in ["linux-amd64", "linux-arm64", "darwin-arm64"][:rint(1, 3)]), "", "release checksums"
    if kind == "npm_lock":
        return '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/...",\n  "integrity": "%s"\n}' % (
            pick(["axios", "jsonwebtoken", "lodash", "zod", "pg"]), rint(1, 9), rint(0, 30), rint(0, 9), npm_integrity()), "json", "package-lock integrity"
    if kind == "go_sum":
        return "\n".join(go_sum_line() for _ in range(rint(2, 3))), "", "go.sum entries"
    if kind == "pip_hash":
        return "%s==%d.%d.%d \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (pick(["cryptography", "requests", "boto3", "pydantic"]), rint(1, 45), rint(0, 30), rint(0, 9), sha256hex(), sha256hex()), "", "pip --hash pins"
    if kind == "sri":
        return '<script src="https://cdn.example.com/app.%s.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % (rs(HEX, 8), b64(rbytes(48))), "html", "subresource integrity"
    if kind == "tf_lock":
        return 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.%d.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n  ]\n}' % (rint(10, 80), b64(rbytes(32)), sha256hex()), "hcl", ".terraform.lock.hcl hashes"
    if kind == "docker_digest":
        return "registry.example.com/%s@sha256:%s\nImage ID: sha256:%s" % (svc(), sha256hex(), sha256hex()), "", "image digests"
    if kind == "cargo":
        return '[[package]]\nname = "%s"\nversion = "0.%d.%d"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % (pick(["tokio", "serde", "ring", "rustls"]), rint(1, 40), rint(0, 9), sha256hex()), "toml", "Cargo.lock checksum"
    return 'ETag: "%s"\nContent-MD5: %s\nx-amz-version-id: %s' % (rs(HEX, 32), b64(rbytes(16)), rs(AN + "._", 32)), "", "S3 ETag / MD5"


def t_clean_hashes(lang):
    block, tag, label = hash_block()
    ctx = base_ctx(lang)
    ctx.update(S=fence(block, tag), L=label)
    en = (["The CI cache kept missing and I did not know which {L} changed between runs:\n{S}",
           "{who} asked me to verify the artifacts before the {env} rollout. The {L}:\n{S}"],
          ["Checksums are public integrity data, not secrets; they belong in the repo and in release notes.",
           "A changed digest means the content changed; re-pin deliberately instead of regenerating the lock file blindly."],
          ["Should the pipeline fail when a digest changes without a version bump?", "Do you want checksums published next to the release?"])
    ko = (["CI 캐시가 계속 miss 나서 실행 사이에 어떤 {L}[이/가] 바뀌는지 몰랐다:\n{S}",
           "{who}님이 {env} 배포 전 아티팩트 검증을 요청했다. {L}:\n{S}"],
          ["체크섬은 공개 무결성 정보이지 시크릿이 아니다. 레포와 릴리스 노트에 둬도 된다.",
           "다이제스트가 바뀌었다는 건 내용이 바뀌었다는 뜻이다. lock 파일을 무작정 재생성하지 말고 의도적으로 다시 고정할 것."],
          ["버전 변경 없이 다이제스트가 바뀌면 파이프라인을 실패시킬까요?", "릴리스 옆에 체크섬도 게시할까요?"])
    return clean_note("clean: hashes (%s)" % label, *cfill(lang, en, ko, **ctx))


# ---- git SHAs -----------------------------------------------------------------------------------
def t_clean_git(lang):
    shas = [git_sha() for _ in range(rint(2, 4))]
    msgs = ["fix(payments): retry on 502 from PG", "chore: bump axios to 1.7.4", "feat(auth): add PKCE", "revert: \"feat: new cache\"",
            "refactor(ledger): split settlement job", "ci: cache pnpm store", "fix: handle KST midnight rollover", "docs: runbook for failover"]
    log = "\n".join("commit %s\nAuthor: %s <%s@example.com>\nDate:   %s\n\n    %s\n" % (
        s, pick(PEOPLE_EN), pick(["dev", "ops", "ci"]), date(), pick(msgs)) if i == 0 else "%s %s" % (s[:7], pick(msgs)) for i, s in enumerate(shas))
    ctx = base_ctx(lang)
    ctx.update(S=fence(log.strip()), sha=shas[-1][:12])
    en = (["I did not know which commit introduced the {env} regression; bisect narrowed it to:\n{S}",
           "The hotfix had to be cherry-picked but I was unsure which SHA was deployed. From git log:\n{S}"],
          ["`git bisect run` with the smoke test found it in minutes; the culprit was {sha}.", "Deployed SHAs are in the release tag annotations; compare against those, not against main."],
          ["Should hotfixes always be tagged so the deployed SHA is obvious?", "Can I force-push the release branch after the revert?"])
    ko = (["{env} 회귀가 어느 커밋에서 들어왔는지 몰랐다. bisect 결과:\n{S}",
           "핫픽스를 cherry-pick 해야 했는데 어떤 SHA가 배포됐는지 헷갈렸다. git log:\n{S}"],
          ["스모크 테스트로 `git bisect run`을 돌리니 금방 찾았다. 원인은 {sha}.", "배포된 SHA는 릴리스 태그 주석에 있다. main이 아니라 태그와 비교할 것."],
          ["핫픽스는 항상 태그를 달아서 배포 SHA를 명확히 할까요?", "revert 후 릴리스 브랜치에 force-push 해도 되나요?"])
    return clean_note("clean: git SHAs (log/bisect)", *cfill(lang, en, ko, **ctx))


# ---- UUIDs / request ids / trace ids ----------------------------------------------------------
def t_clean_ids(lang):
    s = svc()
    lines = []
    tt = log_ts_seq(4)
    for i in range(rint(2, 4)):
        lines.append("%s ERROR [%s] upstream timeout request_id=%s trace_id=%s span_id=%s" % (tt[i], s, uuid4(), rs(HEX, 32), rs(HEX, 16)))
    if chance(0.5):
        lines.append("x-amzn-RequestId: %s\ncf-ray: %s-%s" % (uuid4(), rs(HEX, 16), pick(["ICN", "NRT", "FRA"])))
    ctx = base_ctx(lang)
    ctx.update(S=fence("\n".join(lines)), svc=s)
    en = (["{svc} timed out in {env} and I could not correlate the logs across services. Sample lines:\n{S}",
           "Support sent request ids for the failed checkouts ({tkt}):\n{S}"],
          ["trace_id is propagated via traceparent, so one id finds the whole call chain in Tempo; request_id is per hop.",
           "Request ids are safe to share with vendors; they are how their support finds our calls."],
          ["Can the API return trace_id in error responses so support can send it directly?", "How long are traces retained in {env}?"])
    ko = (["{env}에서 {svc} 타임아웃이 났는데 서비스 간 로그를 연결할 수 없었다. 샘플 로그:\n{S}",
           "CS가 결제 실패 건({tkt})의 request id를 보내줬다:\n{S}"],
          ["trace_id는 traceparent로 전파돼서 Tempo에서 id 하나로 전체 호출 체인을 찾을 수 있다. request_id는 홉마다 다르다.",
           "request id는 벤더와 공유해도 된다. 벤더 지원팀이 우리 호출을 찾는 수단이다."],
          ["CS가 바로 전달할 수 있게 에러 응답에 trace_id를 넣을까요?", "{env} 트레이스 보존 기간이 얼마인가요?"])
    return clean_note("clean: request/trace ids", *cfill(lang, en, ko, **ctx))


# ---- public keys and fingerprints ---------------------------------------------------------------
def t_clean_public_key(lang):
    kind = pick(["ssh_ed", "ssh_rsa", "pem_ec", "pem_rsa", "age_pub", "wg_pub", "jwks", "cert"])
    if kind == "ssh_ed":
        block, label = "\n".join(ssh_ed25519_pub() for _ in range(rint(1, 3))), "authorized_keys entries (ed25519 public keys)"
    elif kind == "ssh_rsa":
        block, label = ssh_rsa_pub(), "ssh-rsa public key"
    elif kind == "pem_ec":
        block, label = ec_pub_pem(), "EC public key (PEM)"
    elif kind == "pem_rsa":
        block, label = rsa_pub_pem(), "RSA public key (PEM)"
    elif kind == "age_pub":
        block, label = "creation_rules:\n  - path_regex: secrets/.*\\.yaml\n    age: >-\n      age1%s,\n      age1%s" % (rs(BECH, 58), rs(BECH, 58)), ".sops.yaml age recipients (public keys)"
    elif kind == "wg_pub":
        block, label = "[Peer]\n# %s\nPublicKey = %s\nAllowedIPs = 10.%d.0.%d/32\nEndpoint = vpn.%s:51820" % (
            pick(PEOPLE_EN), b64(rbytes(32)), rint(1, 200), rint(2, 250), pick(DOMAINS)), "WireGuard peer public key"
    elif kind == "jwks":
        block, label = '{"keys": [{"kty": "RSA", "kid": "%s", "use": "sig", "alg": "RS256", "e": "AQAB", "n": "%s"}]}' % (
            rs(B64U, 16), b64u(rbytes(256))), "JWKS (public signing keys)"
    else:
        block, label = cert_pem_excerpt(), "public TLS certificate"
    ctx = base_ctx(lang)
    ctx.update(S=fence(block), L=label)
    access = kind in ("ssh_ed", "ssh_rsa", "wg_pub", "age_pub")
    en = ([("I needed to grant {who} access to the {env} bastion and did not know what to add. They sent their {L}:\n{S}" if access else
            "Token verification in {svc} failed after the IdP rotated keys. The {L} it should trust:\n{S}"),
           "{S}\nThis is the {L} from {tkt}; I was not sure whether it is safe to commit."],
          ["Public keys are meant to be shared; committing them is fine. Only the private half must stay secret.",
           "Verifiers should fetch keys by kid and cache them, so a rotation does not need a deploy."],
          ["Should public keys live in the infra repo or in the IdP config?", "Who approves new bastion keys?"])
    ko = ([("{who}님에게 {env} bastion 접근을 줘야 했는데 무엇을 추가해야 할지 몰랐다. 받은 {L}:\n{S}" if access else
            "IdP가 키를 교체한 뒤 {svc}의 토큰 검증이 실패했다. 신뢰해야 할 {L}:\n{S}"),
           "{S}\n{tkt}에 있는 {L}[이/가] 커밋해도 되는 건지 확신이 없었다."],
          ["공개 키는 공유하라고 있는 것이다. 커밋해도 된다. 비밀로 지켜야 하는 건 개인 키 쪽뿐이다.",
           "검증기는 kid로 키를 가져와 캐시해야 한다. 그래야 키 교체에 배포가 필요 없다."],
          ["공개 키는 인프라 레포에 둘까요, IdP 설정에 둘까요?", "bastion 신규 키 승인은 누가 하나요?"])
    return clean_note("clean: public key (%s)" % label, *cfill(lang, en, ko, **ctx))


def t_clean_fingerprints(lang):
    kind = pick(["ssh_host", "gpg", "tls", "pin", "known_hosts"])
    if kind == "ssh_host":
        block = "The authenticity of host '%s' can't be established.\nED25519 key fingerprint is %s.\nAre you sure you want to continue connecting (yes/no)?" % (host("ssh"), ssh_fp())
    elif kind == "gpg":
        block = "pub   ed25519 2024-%02d-%02d [SC]\n      %s\nuid           [ultimate] Release Bot <release@example.com>" % (rint(1, 12), rint(1, 28), gpg_fp())
    elif kind == "tls":
        block = "SHA256 Fingerprint=%s\nnotAfter=%s 23:59:59 GMT" % (tls_fp(), "2026" + date()[4:])
    elif kind == "pin":
        block = 'pin-sha256="%s"; pin-sha256="%s"; max-age=5184000' % (b64(rbytes(32)), b64(rbytes(32)))
    else:
        block = "|1|%s|%s ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB%s" % (b64(rbytes(20)), b64(rbytes(20)), b64(rbytes(60)))
    ctx = base_ctx(lang)
    ctx.update(S=fence(block), kind=kind)
    en = (["CI started failing host verification after the {env} server was rebuilt. What it printed:\n{S}",
           "I had to confirm the release signature belongs to our key; the fingerprint shown:\n{S}"],
          ["A new fingerprint after a rebuild is expected; verify it out of band and update known_hosts through the config repo.",
           "Fingerprints identify keys, they do not grant access; they are fine to paste into runbooks."],
          ["Where is the canonical list of host fingerprints kept?", "Should CI pin the fingerprint instead of using ssh-keyscan?"])
    ko = (["{env} 서버 재구축 후 CI가 호스트 검증에서 실패하기 시작했다. 출력:\n{S}",
           "릴리스 서명이 우리 키인지 확인해야 했다. 표시된 지문:\n{S}"],
          ["재구축 후 지문이 바뀌는 건 정상이다. 다른 경로로 확인한 뒤 설정 레포를 통해 known_hosts를 갱신할 것.",
           "지문은 키를 식별할 뿐 접근 권한을 주지 않는다. 런북에 붙여도 된다."],
          ["호스트 지문의 정본 목록은 어디에 있나요?", "CI에서 ssh-keyscan 대신 지문을 고정할까요?"])
    return clean_note("clean: fingerprints (%s)" % kind, *cfill(lang, en, ko, **ctx))


# ---- identifiers that are not secrets -----------------------------------------------------------
def t_clean_nonsecret_ids(lang):
    kind = pick(["aws", "twilio_sid", "oauth_client", "stripe_objects", "slack_ids", "azure_ids", "github_app", "naver_client_id", "wechat_appid", "gcp"])
    if kind == "aws":
        acct = aws_account()
        block = "account: %s\nrole: arn:aws:iam::%s:role/%s-deployer\nkms: arn:aws:kms:%s:%s:key/%s\nbucket: arn:aws:s3:::%s-artifacts-%s" % (
            acct, acct, svc(), pick(REGIONS), acct, uuid4(), svc(), acct)
    elif kind == "twilio_sid":
        block = "AccountSid: AC%s\nMessagingServiceSid: MG%s\nlast message: SM%s (status=undelivered, error 30007)" % (rs(HEX, 32), rs(HEX, 32), rs(HEX, 32))
    elif kind == "oauth_client":
        block = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nredirect_uri=https://%s/auth/callback" % (digits(12), rs(ANL, 32), host("web"))
    elif kind == "stripe_objects":
        block = "customer=cus_%s payment_intent=pi_%s charge=ch_%s\nrequest-id: req_%s\nevent: evt_%s (charge.dispute.created)" % (
            rs(AN, 14), rs(AN, 24), rs(AN, 24), rs(AN, 14), rs(AN, 24))
    elif kind == "slack_ids":
        block = "channel=C0%s user=U0%s team=T0%s bot_id=B0%s ts=%d.%06d" % (rs(ANU, 9), rs(ANU, 9), rs(ANU, 8), rs(ANU, 9), rint(1.7e9, 1.76e9), rint(0, 999999))
    elif kind == "azure_ids":
        block = "subscriptionId: %s\ntenantId: %s\nclientId (app registration): %s\nobjectId: %s" % (uuid4(), uuid4(), uuid4(), uuid4())
    elif kind == "github_app":
        block = "GITHUB_APP_ID=%s\nGITHUB_INSTALLATION_ID=%s\nGITHUB_CLIENT_ID=Iv1.%s" % (digits(6), digits(8), rs(HEX, 16))
    elif kind == "naver_client_id":
        block = "X-Naver-Client-Id: %s\nX-Naver-Client-Secret: ${NAVER_CLIENT_SECRET}" % rs(AN, 20)
    elif kind == "wechat_appid":
        block = "appid=wx%s\nmch_id=%s\nnotify_url=https://%s/pay/wechat/notify" % (rs(HEX, 16), digits(10), host("web"))
    else:
        block = "project_number: %s\nproject_id: %s\nservice account: %s@%s.iam.gserviceaccount.com" % (
            digits(12), pick(["acme-prod-381204", "data-platform-kr"]), pick(["exporter", "ci-deployer"]), pick(["acme-prod-381204", "data-platform-kr"]))
    ctx = base_ctx(lang)
    ctx.update(S=fence(block), kind=kind)
    en = (["I was unsure whether these identifiers from the {env} console could go into the ticket:\n{S}",
           "Debugging {tkt} needed the ids of the affected objects:\n{S}"],
          ["Account ids, SIDs, client ids and object ids identify resources; they are not credentials and are fine in tickets and code.",
           "Identifiers like these are needed by vendor support; the matching secrets are stored elsewhere and were not needed."],
          ["Is there any policy against putting account ids in public repos?", "Should these ids live in config instead of code?"])
    ko = (["{env} 콘솔의 이 식별자들을 티켓에 넣어도 되는지 확신이 없었다:\n{S}",
           "{tkt} 디버깅에 대상 객체의 id가 필요했다:\n{S}"],
          ["계정 id, SID, client id, 객체 id는 리소스를 가리키는 식별자일 뿐 자격 증명이 아니다. 티켓과 코드에 넣어도 된다.",
           "이런 식별자는 벤더 지원에 필요하다. 짝이 되는 시크릿은 따로 보관돼 있고 이번엔 필요 없었다."],
          ["공개 레포에 계정 id를 넣지 말라는 정책이 있나요?", "이 id들을 코드 대신 설정으로 옮길까요?"])
    return clean_note("clean: non-secret identifiers (%s)" % kind, *cfill(lang, en, ko, **ctx))


# ---- base64 of non-secret data, long identifiers ----------------------------------------------
def t_clean_base64_data(lang):
    kind = pick(["configmap", "datauri", "json_b64", "graphql_gid", "cursor", "s3_token", "protobuf"])
    if kind == "configmap":
        txt = pick(["server {\n  listen 8080;\n  location /healthz { return 200; }\n}\n", "feature_flags:\n  new_checkout: true\n  dark_mode: false\n", "LANG=ko_KR.UTF-8\nTZ=Asia/Seoul\n"])
        block = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-config\nbinaryData:\n  app.conf: %s" % (svc(), b64(txt.encode()))
    elif kind == "datauri":
        block = '<img alt="" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAD%s" />' % b64(rbytes(rint(24, 60)))
    elif kind == "json_b64":
        raw = json.dumps({"tenant": pick(["acme", "kbeauty", "tokyo"]), "features": ["export", "sso"], "plan": pick(["pro", "team"]), "seats": rint(5, 500)}, separators=(",", ":"))
        block = "X-Tenant-Context: %s" % b64(raw.encode())
    elif kind == "graphql_gid":
        block = "\n".join('"id": "%s"' % b64(("gid://shopify/%s/%s" % (pick(["Order", "Product", "Customer"]), digits(13))).encode()) for _ in range(rint(2, 3)))
    elif kind == "cursor":
        block = '{"data": [...], "paging": {"next_cursor": "%s", "has_more": true}}' % cursor_token()
    elif kind == "s3_token":
        block = '"NextContinuationToken": "1%s"' % rs(B64, rint(100, 160))
    else:
        block = 'grpcurl -d \'{"payload": "%s"}\' localhost:50051 events.Ingest/Push' % b64(rbytes(rint(20, 48)))
    ctx = base_ctx(lang)
    ctx.update(S=fence(block), kind=kind)
    pg = kind in ("cursor", "s3_token", "graphql_gid")
    en = ([("Pagination in {svc} broke in {env}; the value the client sent back:\n{S}" if pg else
            "I assumed this base64 blob was an encoded secret and almost escalated:\n{S}")],
          [("Opaque cursors and ids must be passed back unchanged; the client was URL-decoding them twice." if pg else
            "Decoding locally showed plain, non-sensitive data; base64 is an encoding, not a sign of a secret.")],
          ["Should opaque tokens like this be signed so clients cannot tamper with them?", "Is there a shared helper for decoding these ids in logs?"])
    ko = ([("{env}에서 {svc} 페이지네이션이 깨졌다. 클라이언트가 돌려보낸 값:\n{S}" if pg else
            "이 base64 덩어리가 인코딩된 시크릿인 줄 알고 에스컬레이션할 뻔했다:\n{S}")],
          [("불투명 커서와 id는 그대로 돌려줘야 한다. 클라이언트가 URL 디코딩을 두 번 하고 있었다." if pg else
            "로컬에서 디코딩해 보니 민감하지 않은 평범한 데이터였다. base64는 인코딩일 뿐 시크릿의 징표가 아니다.")],
          ["클라이언트가 조작하지 못하게 이런 토큰에 서명을 붙일까요?", "로그에서 이런 id를 디코딩하는 공용 헬퍼가 있나요?"])
    return clean_note("clean: base64 of non-secret data (%s)" % kind, *cfill(lang, en, ko, **ctx))


def t_clean_versions(lang):
    def bump():
        a, b_, c = rint(1, 9), rint(0, 30), rint(0, 20)
        return "%s %d.%d.%d -> %s" % (pick(["react", "spring-boot", "django", "kafka-clients", "pg", "openssl"]), a, b_, c,
                                     pick(["%d.%d.%d" % (a, b_, c + rint(1, 5)), "%d.%d.0" % (a, b_ + 1), "%d.0.0" % (a + 1)]))
    block = "\n".join(pick([bump(),
                            "build %s-%s+%s" % (pick(["v2.3.1", "v10.0.0-rc.2", "2025.04.1"]), rint(1, 40), git_sha(7)),
                            "image: registry.example.com/%s:sha-%s" % (svc(), git_sha(12)),
                            "kernel 6.%d.%d-%d-generic, glibc 2.%d" % (rint(1, 12), rint(0, 60), rint(10, 200), rint(31, 40))]) for _ in range(rint(3, 5)))
    ctx = base_ctx(lang)
    ctx.update(S=fence(block))
    en = (["Dependabot opened several PRs and I did not know which upgrades the {env} freeze allows:\n{S}",
           "{who} asked which versions are running after the {env} deploy:\n{S}"],
          ["Patch and minor bumps go in during the freeze; majors wait for the next cycle.", "The build metadata encodes the commit, so the running version can be traced to source."],
          ["Is the freeze policy written down somewhere?", "Should the version endpoint also expose the build SHA?"])
    ko = (["Dependabot PR이 여러 개 열렸는데 {env} 프리즈 기간에 어떤 업그레이드가 허용되는지 몰랐다:\n{S}",
           "{who}님이 {env} 배포 후 실행 중인 버전을 물었다:\n{S}"],
          ["프리즈 중에는 patch/minor만 넣고 major는 다음 사이클로 미룬다.", "빌드 메타데이터에 커밋이 들어 있어 실행 버전을 소스까지 추적할 수 있다."],
          ["프리즈 정책이 문서로 있나요?", "버전 엔드포인트에 빌드 SHA도 노출할까요?"])
    return clean_note("clean: versions / build metadata", *cfill(lang, en, ko, **ctx))


# ---- password-policy talk, flags explained in prose ---------------------------------------------
def t_clean_policy(lang):
    n = rint(10, 16)
    ctx = base_ctx(lang)
    ctx.update(n=n, days=pick([60, 90, 180]), hist=rint(3, 10), rx=pick(["^(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w\\s]).{%d,}$" % n, "^.{%d,128}$" % n]))
    en = (["The signup form rejected valid passwords and I did not know the actual policy.",
           "{who} asked me to align the admin console with the new password policy."],
          ["Policy: at least {n} characters, one digit and one symbol, no reuse of the last {hist}, rotation every {days} days for admins only. Validation regex: `{rx}`. Passwords are checked against the breached-password list on the server, never logged.",
           "Minimum length {n}, maximum 128, no composition rules beyond blocking breached passwords; the frontend and backend must share the same validator."],
          ["Should the policy apply to service accounts as well?", "Is the {days}-day rotation still required by the auditors?"])
    ko = (["회원가입 폼이 정상 비밀번호를 거절했는데 실제 정책을 몰랐다.",
           "{who}님이 관리자 콘솔을 새 비밀번호 정책에 맞춰 달라고 했다."],
          ["정책: 최소 {n}자, 숫자와 특수문자 각 1개 이상, 최근 {hist}개 재사용 금지, 관리자만 {days}일마다 변경. 검증 정규식: `{rx}`. 서버에서 유출 비밀번호 목록과 대조하고 절대 로그에 남기지 않는다.",
           "최소 {n}자, 최대 128자, 유출 비밀번호 차단 외의 조합 규칙 없음. 프론트와 백엔드가 같은 검증기를 써야 한다."],
          ["서비스 계정에도 이 정책을 적용하나요?", "{days}일 주기 변경이 감사에서 아직 요구되나요?"])
    return clean_note("clean: password policy without values", *cfill(lang, en, ko, **ctx))


FLAG_TALK_EN = ["`mysql -p` with nothing attached prompts for the password, while `-pSECRET` (no space) would put it in the process list; the runbook now uses the prompt form or `--defaults-extra-file`.",
                "`docker login --password-stdin < token.txt` keeps the token out of shell history; `-p` prints a warning for a reason.",
                "psql reads `PGPASSFILE` (default ~/.pgpass, mode 0600) so scripts never need `PGPASSWORD=` on the command line.",
                "`curl -u alice` without `:password` makes curl prompt; `-u alice:...` would leak into history.",
                "`openssl pkcs12 -passin env:P12_PASS` reads the password from an environment variable instead of `pass:` on the command line.",
                "`ssh-keygen -N ''` creates a key without a passphrase; for CI deploy keys that is acceptable only if the key is read-only.",
                "`kubectl create secret generic --from-file` is preferable to `--from-literal`, which leaves values in shell history.",
                "`gh secret set NAME` with no `--body` reads the value from stdin, so nothing lands in history."]
FLAG_TALK_KO = ["`mysql -p` 뒤에 아무것도 안 붙이면 비밀번호를 프롬프트로 묻는다. `-pSECRET`처럼 붙여 쓰면 프로세스 목록에 노출된다. 런북은 프롬프트 방식이나 `--defaults-extra-file`로 바꿨다.",
                "`docker login --password-stdin < token.txt`는 토큰을 셸 히스토리에 남기지 않는다. `-p` 사용 시 경고가 뜨는 데는 이유가 있다.",
                "psql은 `PGPASSFILE`(기본 ~/.pgpass, 권한 0600)을 읽으므로 스크립트에 `PGPASSWORD=`를 쓸 필요가 없다.",
                "`curl -u alice`처럼 `:password` 없이 쓰면 curl이 프롬프트로 묻는다. `-u alice:...`는 히스토리에 남는다.",
                "`openssl pkcs12 -passin env:P12_PASS`는 명령줄의 `pass:` 대신 환경 변수에서 비밀번호를 읽는다.",
                "`ssh-keygen -N ''`는 passphrase 없는 키를 만든다. CI deploy key라면 읽기 전용일 때만 허용.",
                "`kubectl create secret generic`은 `--from-literal`보다 `--from-file`이 낫다. 전자는 셸 히스토리에 값이 남는다.",
                "`gh secret set NAME`에 `--body`를 안 주면 stdin에서 값을 읽으므로 히스토리에 아무것도 안 남는다."]


def t_clean_flags(lang):
    ctx = base_ctx(lang)
    talk = pick(FLAG_TALK_EN if lang == "en" else FLAG_TALK_KO)
    ctx.update(T=talk)
    en = (["I was about to put a credential on the command line in the {svc} runbook and was not sure about the safer flag.",
           "{who} asked why the automation avoids passing passwords as flags."],
          ["{T}"],
          ["Should I update the other runbooks to the same pattern?", "Is there a linter rule for inline credentials in scripts?"])
    ko = (["{svc} 런북에 자격 증명을 명령줄로 넣으려다가 더 안전한 플래그가 뭔지 확신이 없었다.",
           "{who}님이 자동화에서 왜 비밀번호를 플래그로 넘기지 않는지 물었다."],
          ["{T}"],
          ["다른 런북도 같은 방식으로 고칠까요?", "스크립트 내 자격 증명을 잡는 린트 규칙이 있나요?"])
    return clean_note("clean: credential flags explained in prose", *cfill(lang, en, ko, **ctx))


# ---- encrypted blobs --------------------------------------------------------------------------
def enc_block():
    kind = pick(["sops", "ansible", "sealed", "kms", "age_armor", "jasypt", "vault_transit", "spring_cipher"])
    if kind == "sops":
        return ("db:\n    password: %s\n    user: %s\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"%s\"\n    mac: %s\n    version: 3.9.0" % (
            sops_enc(rint(14, 30)), sops_enc(6), rs(BECH, 58), ts()[:19] + "Z", sops_enc(32))), "yaml", "SOPS-encrypted YAML"
    if kind == "ansible":
        return "vault_db_password: !vault |\n          " + ansible_vault_blob(rint(3, 5)).replace("\n", "\n          "), "yaml", "Ansible Vault"
    if kind == "sealed":
        return ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s\nspec:\n  encryptedData:\n    password: %s" % (svc(), sealed_blob())), "yaml", "SealedSecret"
    if kind == "kms":
        return "aws kms decrypt --ciphertext-blob fileb://<(echo '%s' | base64 -d) --query Plaintext" % kms_blob(), "bash", "KMS ciphertext blob"
    if kind == "age_armor":
        return "-----BEGIN AGE ENCRYPTED FILE-----\n%s\n-----END AGE ENCRYPTED FILE-----" % "\n".join(wrap(b64(b"age-encryption.org/v1\n-> X25519 " + rbytes(rint(120, 200))))), "", "age-encrypted file"
    if kind == "jasypt":
        return "spring.datasource.password=ENC(%s)" % b64(rbytes(rint(32, 48))), "properties", "Jasypt ENC() value"
    if kind == "vault_transit":
        return '{"ciphertext": "vault:v1:%s"}' % b64(rbytes(rint(40, 70))), "json", "Vault transit ciphertext"
    return "password: '{cipher}%s'" % rs(HEX, rint(64, 128)), "yaml", "Spring Cloud Config {cipher}"


def t_clean_encrypted(lang):
    block, tag, label = enc_block()
    ctx = base_ctx(lang)
    ctx.update(S=fence(block, tag), L=label)
    en = (["The deploy failed to decrypt config for {svc} in {env}; the committed file uses {L}:\n{S}",
           "I was not sure it is OK that {tkt} commits this {L}:\n{S}"],
          ["Encrypted values are safe to commit; decryption needs the key held by the deploy identity, which was missing the KMS/age permission.",
           "Ciphertext like this is meant to live in git; only the decryption key is sensitive."],
          ["Who can grant the {env} deploy role decrypt permission?", "Should local development use a separate key for these files?"])
    ko = (["{env}에서 {svc} 설정 복호화가 실패했다. 커밋된 파일은 {L} 형식이다:\n{S}",
           "{tkt}에서 이 {L}[을/를] 커밋해도 되는지 확신이 없었다:\n{S}"],
          ["암호화된 값은 커밋해도 된다. 복호화에는 배포 아이덴티티의 키가 필요한데 KMS/age 권한이 빠져 있었다.",
           "이런 암호문은 git에 두라고 있는 것이다. 민감한 건 복호화 키뿐이다."],
          ["{env} 배포 롤에 복호화 권한은 누가 줄 수 있나요?", "로컬 개발에는 이 파일용 별도 키를 쓸까요?"])
    return clean_note("clean: encrypted blob (%s)" % label, *cfill(lang, en, ko, **ctx))


# ---- publishable keys (documented as public by the vendor) ------------------------------------
def publishable():
    kind = pick(["stripe_pk", "firebase", "recaptcha", "mapbox_pk", "toss_ck", "kakao_js", "payjp_pk", "algolia_search",
                 "sentry_dsn", "supabase_anon", "adyen_client", "gmaps_js", "posthog", "clerk_pk", "braintree_tok", "naver_maps"])
    if kind == "stripe_pk":
        k = "pk_live_" + rs(AN, pick([24, 99]))
        return "const stripe = await loadStripe('%s');" % k, "js", "Stripe publishable key", "Stripe"
    if kind == "firebase":
        sender = digits(12)
        proj = pick(["acme-shop-prod", "kbeauty-app", "tokyo-delivery"])
        return ('const firebaseConfig = {\n  apiKey: "AIza%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n'
                '  storageBucket: "%s.appspot.com",\n  messagingSenderId: "%s",\n  appId: "1:%s:web:%s"\n};') % (
            rs(B64U, 35), proj, proj, proj, sender, sender, rs(HEX, 22)), "js", "Firebase web config apiKey", "Firebase"
    if kind == "recaptcha":
        return '<div class="g-recaptcha" data-sitekey="6L%s%s"></div>' % (pick("cdef"), rs(B64U, 37)), "html", "reCAPTCHA site key", "reCAPTCHA"
    if kind == "mapbox_pk":
        k = "pk." + b64u(('{"u":"%s","a":"%s"}' % (pick(["acme-maps", "fleetops"]), rs(ANL, 25))).encode()) + "." + rs(B64U, 22)
        return "mapboxgl.accessToken = '%s';" % k, "js", "Mapbox public token", "Mapbox"
    if kind == "toss_ck":
        return "const tossPayments = TossPayments('live_ck_%s');" % rs(AN, 28), "js", "Toss Payments client key", "Toss Payments"
    if kind == "kakao_js":
        return "Kakao.init('%s');\nconsole.log(Kakao.isInitialized());" % rs(HEX, 32), "js", "Kakao JavaScript key", "Kakao"
    if kind == "payjp_pk":
        return "const payjp = Payjp('pk_live_%s');" % rs(HEX, 24), "js", "PAY.JP public key", "PAY.JP"
    if kind == "algolia_search":
        return "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(ANU, 10), rs(HEX, 32)), "js", "Algolia search-only API key", "Algolia"
    if kind == "sentry_dsn":
        return 'Sentry.init({ dsn: "https://%s@o%s.ingest.sentry.io/%s" });' % (rs(HEX, 32), digits(6), digits(7)), "js", "Sentry DSN", "Sentry"
    if kind == "supabase_anon":
        ref = rs(ANL, 20)
        h = b64u(b'{"alg":"HS256","typ":"JWT"}')
        pl = b64u(json.dumps({"iss": "supabase", "ref": ref, "role": "anon", "iat": rint(1.6e9, 1.75e9), "exp": rint(1.9e9, 2.1e9)}, separators=(",", ":")).encode())
        return "createClient('https://%s.supabase.co', '%s.%s.%s')" % (ref, h, pl, b64u(rbytes(32))), "js", "Supabase anon key", "Supabase"
    if kind == "adyen_client":
        return "const checkout = await AdyenCheckout({ clientKey: 'live_%s', environment: 'live' });" % rs(ANU, 32), "js", "Adyen client key", "Adyen"
    if kind == "gmaps_js":
        return '<script async src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap"></script>' % rs(B64U, 35), "html", "Google Maps JavaScript API key (referrer-restricted)", "Google Maps"
    if kind == "posthog":
        return "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % rs(AN, 43), "js", "PostHog project API key", "PostHog"
    if kind == "clerk_pk":
        return "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64(("clerk.%s$" % pick(["acme.com", "example.co.kr", "shop.example.jp"])).encode()).rstrip("="), "", "Clerk publishable key", "Clerk"
    if kind == "braintree_tok":
        return "braintree.client.create({ authorization: 'production_%s_%s' })" % (rs(ANL, 8), rs(ANL, 16)), "js", "Braintree tokenization key", "Braintree"
    return '<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s"></script>' % rs(ANL + DG, 10), "html", "Naver Maps client id", "Naver Maps"


def t_clean_publishable(lang):
    code, tag, label, vname = publishable()
    ctx = base_ctx(lang)
    ctx.update(S=fence(code, tag), L=label)
    en = (["A reviewer flagged the {L} in the frontend bundle as a leaked secret; I did not know whether it is meant to be public:\n{S}",
           "Wiring up the {svc} web frontend, I had to put the {L} into client-side code:\n{S}"],
          ["The vendor documents the {L} as public; it ships to every browser. Abuse is limited by domain restrictions and by keeping the server-side secret elsewhere.",
           "Client-side keys are safe to commit; restrict them by domain/bundle id in the vendor console instead of hiding them."],
          ["Should I add the allowed domains for the {L} to the runbook?", "Can the reviewer bot whitelist this key type?"])
    ko = (["리뷰어가 프론트 번들의 {L}[을/를] 유출된 시크릿이라고 지적했다. 원래 공개용인지 몰랐다:\n{S}",
           "{svc} 웹 프론트를 붙이면서 {L}[을/를] 클라이언트 코드에 넣어야 했다:\n{S}"],
          ["벤더 문서상 {L}[은/는] 공개용이다. 모든 브라우저로 배포된다. 남용은 도메인 제한과 서버 쪽 시크릿 분리로 막는다.",
           "클라이언트 키는 커밋해도 된다. 숨기는 대신 벤더 콘솔에서 도메인/번들 ID로 제한할 것."],
          ["{L} 허용 도메인을 런북에 적어둘까요?", "리뷰 봇이 이 키 종류는 예외 처리하게 할까요?"])
    n = clean_note("clean: %s [publishable]" % label, *cfill(lang, en, ko, **ctx))
    n["vendors"] = [vname]
    return n


# ---- plain engineering notes (no risky material) -------------------------------------------------
PLAIN_EN = [
    ("Integration tests failed only between 00:00 and 09:00 KST.", "The date boundary used UTC while fixtures used Asia/Seoul; tests now freeze time and pass an explicit zone.", "Should all services log in UTC?"),
    ("The orders page took 8 s in {env}.", "An N+1 query loaded each customer separately; `select_related('customer')` brought it to 300 ms.", "Is there a query-count budget for list endpoints?"),
    ("{svc} tests were flaky on CI but not locally.", "Two suites bound port 8080 in parallel; switched to port 0 and read the assigned port.", "Can CI run suites in separate network namespaces?"),
    ("Docker builds of {svc} took 12 minutes.", "`COPY . .` came before `npm ci`, so every change invalidated the dependency layer. Copying the lock file first cut it to 90 s.", "Should we share a BuildKit cache between runners?"),
    ("Requests over 30 s failed with 504 even though the app timeout was 60 s.", "The ingress default timeout is 30 s; it must be raised together with the app timeout.", "Which long-running endpoints should move to async jobs instead?"),
    ("The report cron ran at 09:00 instead of 18:00.", "Kubernetes CronJob schedules are UTC unless `timeZone` is set; added `timeZone: Asia/Seoul`.", "Are there other CronJobs written in local time?"),
    ("Consumer lag on the events topic spiked every deploy.", "Eager rebalancing stopped all partitions; cooperative-sticky assignment keeps most partitions running.", "Can we roll out consumers one pod at a time?"),
    ("CSV exports opened as garbage in Excel for Korean users.", "Excel expects a BOM for UTF-8; writing `\\ufeff` first fixed Hangul rendering.", "Should we also offer an .xlsx export?"),
    ("A terraform apply hung on 'Acquiring state lock'.", "A cancelled CI run left the DynamoDB lock; `terraform force-unlock <LOCK_ID>` after confirming no run is active.", "Who may force-unlock production state?"),
    ("helm upgrade failed with 'field is immutable'.", "Changing `spec.selector` of a Deployment requires delete and recreate; kept the old labels instead.", "Is a short downtime acceptable for fixing the labels later?"),
    ("Alembic reported multiple heads after two branches merged.", "Created a merge revision with `alembic merge heads` and documented the rule to rebase migrations before merging.", "Should CI fail on multiple heads?"),
    ("The {svc} image broke after moving to Python 3.12.", "distutils was removed; the old setup.py imported it. Switched to setuptools.", "Can we pin the base image minor version?"),
    ("Search for Korean product names returned nothing for partial words.", "The standard analyzer does not split Hangul compounds; the nori analyzer with decompound_mode=mixed fixed it.", "Should reindexing happen during the night window?"),
    ("Push notifications reached Android but not iOS.", "The iOS build used the sandbox APNs environment while the server sent to production.", "Should the app report its APNs environment at registration?"),
    ("Prices showed as 1.234,00 for Korean users.", "The formatter took the browser locale of a German test device; the app now formats with the store currency and locale.", "Which locales do we officially support?"),
    ("The {svc} pod was OOMKilled every few hours.", "An unbounded in-process cache grew with every tenant; capped it with an LRU of 10k entries and added a metric.", "What memory limit should {svc} have in {env}?"),
    ("Browser calls to {svc} failed with a CORS error only for PATCH.", "The preflight allow-list had GET/POST/PUT; PATCH and the custom header had to be added.", "Should the gateway own CORS instead of each service?"),
    ("The iOS build broke on CI after the runner image update.", "The image moved to a newer Xcode; pinning the Xcode version in the workflow fixed it.", "Who decides when we move to the new Xcode?"),
    ("Gradle builds died with 'Daemon disappeared' on small runners.", "The daemon heap was larger than the runner memory; set org.gradle.jvmargs=-Xmx1536m for CI.", "Can CI use larger runners for Android builds?"),
    ("Idempotent retries still created duplicate orders.", "The idempotency check ran after the insert; moved it into the same transaction with a unique constraint.", "Are other write endpoints retried by the client?"),
    ("Nightly backups of {svc} took longer than the window.", "pg_dump ran single-threaded; directory format with -j 4 cut it by two thirds.", "Is the backup window allowed to move?"),
]
PLAIN_KO = [
    ("통합 테스트가 한국 시간 00시~09시에만 실패했다.", "날짜 경계는 UTC, 픽스처는 Asia/Seoul이었다. 테스트에서 시간을 고정하고 타임존을 명시하도록 바꿨다.", "모든 서비스 로그를 UTC로 통일할까요?"),
    ("{env}에서 주문 목록 페이지가 8초 걸렸다.", "고객을 건별로 조회하는 N+1 쿼리였다. `select_related('customer')`로 300ms까지 줄었다.", "목록 API에 쿼리 수 예산을 둘까요?"),
    ("{svc} 테스트가 로컬은 괜찮은데 CI에서만 간헐적으로 실패했다.", "두 스위트가 병렬로 8080 포트를 잡았다. 포트 0으로 바인딩하고 할당된 포트를 읽도록 수정.", "CI에서 스위트를 네트워크 네임스페이스로 분리할 수 있나요?"),
    ("{svc} 도커 빌드가 12분 걸렸다.", "`COPY . .`가 `npm ci`보다 앞에 있어서 매번 의존성 레이어가 깨졌다. lock 파일을 먼저 복사하니 90초.", "러너 간 BuildKit 캐시를 공유할까요?"),
    ("앱 타임아웃은 60초인데 30초 넘는 요청이 504로 실패했다.", "인그레스 기본 타임아웃이 30초다. 앱 타임아웃과 같이 올려야 한다.", "오래 걸리는 엔드포인트는 비동기 잡으로 뺄까요?"),
    ("리포트 크론이 18시가 아니라 09시에 돌았다.", "CronJob 스케줄은 `timeZone`을 안 주면 UTC다. `timeZone: Asia/Seoul` 추가.", "로컬 시간 기준으로 작성된 CronJob이 더 있나요?"),
    ("배포할 때마다 events 토픽 컨슈머 랙이 튀었다.", "eager 리밸런싱이 모든 파티션을 멈췄다. cooperative-sticky로 바꾸면 대부분의 파티션이 계속 돈다.", "컨슈머를 파드 하나씩 롤아웃할 수 있나요?"),
    ("한국 사용자가 CSV를 엑셀로 열면 글자가 깨졌다.", "엑셀은 UTF-8에 BOM을 기대한다. 맨 앞에 `\\ufeff`를 쓰니 한글이 정상 표시됐다.", "xlsx 내보내기도 제공할까요?"),
    ("terraform apply가 'Acquiring state lock'에서 멈췄다.", "취소된 CI 실행이 DynamoDB 락을 남겼다. 실행 중인 게 없는지 확인 후 `terraform force-unlock <LOCK_ID>`.", "운영 state의 force-unlock은 누가 할 수 있나요?"),
    ("helm upgrade가 'field is immutable'로 실패했다.", "Deployment의 `spec.selector` 변경은 삭제 후 재생성이 필요하다. 기존 라벨을 유지하기로 했다.", "나중에 라벨 정리할 때 짧은 다운타임이 허용되나요?"),
    ("두 브랜치 머지 후 Alembic이 head가 여러 개라고 했다.", "`alembic merge heads`로 머지 리비전을 만들고, 머지 전 마이그레이션 리베이스 규칙을 문서화했다.", "head가 여러 개면 CI를 실패시킬까요?"),
    ("Python 3.12로 올린 뒤 {svc} 이미지가 깨졌다.", "distutils가 제거됐는데 예전 setup.py가 import 하고 있었다. setuptools로 교체.", "베이스 이미지 마이너 버전을 고정할까요?"),
    ("한글 상품명 부분 검색이 안 됐다.", "standard analyzer는 한글 복합어를 분리하지 못한다. nori analyzer(decompound_mode=mixed)로 해결.", "재색인은 야간 시간대에 할까요?"),
    ("푸시가 안드로이드에는 오는데 iOS에는 안 왔다.", "iOS 빌드는 sandbox APNs 환경인데 서버는 production으로 보내고 있었다.", "앱이 등록 시 APNs 환경을 같이 보내게 할까요?"),
    ("가격이 1.234,00 형식으로 표시됐다.", "테스트 기기의 독일어 로케일을 따라갔다. 스토어 통화와 로케일로 포맷하도록 수정.", "공식 지원 로케일이 어디까지인가요?"),
    ("{svc} 파드가 몇 시간마다 OOMKilled 됐다.", "프로세스 내 캐시가 테넌트마다 무한히 커졌다. 1만 개 LRU로 제한하고 메트릭을 추가했다.", "{env}에서 {svc} 메모리 limit은 얼마로 할까요?"),
    ("브라우저에서 {svc} 호출이 PATCH일 때만 CORS 에러가 났다.", "preflight 허용 목록에 GET/POST/PUT만 있었다. PATCH와 커스텀 헤더를 추가했다.", "CORS를 서비스마다 두지 말고 게이트웨이에서 관리할까요?"),
    ("러너 이미지 업데이트 후 CI에서 iOS 빌드가 깨졌다.", "이미지의 Xcode 버전이 올라갔다. 워크플로에서 Xcode 버전을 고정해 해결.", "새 Xcode로 넘어가는 시점은 누가 정하나요?"),
    ("작은 러너에서 Gradle 빌드가 'Daemon disappeared'로 죽었다.", "데몬 힙이 러너 메모리보다 컸다. CI용으로 org.gradle.jvmargs=-Xmx1536m 설정.", "안드로이드 빌드는 큰 러너를 써도 될까요?"),
    ("멱등 재시도인데도 주문이 중복 생성됐다.", "멱등 체크가 insert 이후에 돌았다. 유니크 제약과 함께 같은 트랜잭션으로 옮겼다.", "클라이언트가 재시도하는 쓰기 API가 더 있나요?"),
    ("{svc} 야간 백업이 허용 시간보다 오래 걸렸다.", "pg_dump가 단일 스레드로 돌았다. directory 포맷에 -j 4로 3분의 2가 줄었다.", "백업 시간대를 옮겨도 되나요?"),
]
PLAIN_DECK_EN = Deck(range(len(PLAIN_EN)))
PLAIN_DECK_KO = Deck(range(len(PLAIN_KO)))


def t_clean_plain(lang):
    ctx = base_ctx(lang)
    tpl = PLAIN_EN[PLAIN_DECK_EN.draw()] if lang == "en" else PLAIN_KO[PLAIN_DECK_KO.draw()]
    mc, lesson, ask = [fill(x, **ctx) for x in tpl]
    if chance(0.7):
        mc = pick(["While working on %s: " % ctx["tkt"], "(%s) " % ctx["tkt"], "%s, %s: " % (ctx["svc"], ctx["env"])] if lang == "en" else
                  ["%s 작업 중: " % ctx["tkt"], "(%s) " % ctx["tkt"], "%s / %s: " % (ctx["svc"], ctx["env"])]) + mc
    return clean_note("clean: plain engineering note", mc, lesson, ask)


# ---- miscellaneous risky-looking but clean ------------------------------------------------------
def t_clean_aws_example(lang):
    block = pick(["[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
                  "export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nexport AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"])
    ctx = base_ctx(lang)
    ctx.update(S=fence(block))
    en = (["The secret scanner failed the docs build of {svc}. The flagged snippet in docs/aws.md:\n{S}"],
          ["These are the example keys from the AWS documentation (they end in EXAMPLE) and do not work anywhere; the scanner allow-list now includes them."],
          ["Should the docs use obvious placeholders instead of the AWS sample keys?"])
    ko = (["시크릿 스캐너가 {svc} 문서 빌드를 실패시켰다. docs/aws.md에서 걸린 부분:\n{S}"],
          ["AWS 공식 문서의 예제 키(EXAMPLE로 끝남)라서 어디에서도 동작하지 않는다. 스캐너 허용 목록에 추가했다."],
          ["문서에는 AWS 샘플 키 대신 명확한 placeholder를 쓸까요?"])
    return clean_note("clean: AWS documentation example keys (EXAMPLE suffix)", *cfill(lang, en, ko, **ctx))


def t_clean_redacted(lang):
    lines = pick([["Authorization: Bearer [REDACTED]", "X-Api-Key: [REDACTED]"],
                  ["password=[REDACTED] user=%s host=%s" % (pick(DB_USERS), host("db"))],
                  ["DATABASE_URL=postgres://%s:[REDACTED]@%s:5432/%s" % (pick(DB_USERS), host("db"), pick(DB_NAMES))],
                  ["STRIPE_SECRET_KEY=<redacted>", "SLACK_BOT_TOKEN=<redacted>"],
                  ["token: ***", "secret: ***", "client_secret: *****"],
                  ['{"api_key": "REDACTED", "region": "%s"}' % pick(REGIONS)]])
    ctx = base_ctx(lang)
    ctx.update(S=fence("\n".join(lines)))
    en = (["The user shared the failing config with values already scrubbed:\n{S}", "Support attached a scrubbed request dump for {tkt}:\n{S}"],
          ["Scrubbed dumps are enough to debug structure problems; this one showed the header name was wrong, not the value.",
           "Redaction markers must be kept as they are when quoting; replacing them with guesses hides the real issue."],
          ["Can support keep scrubbing dumps this way by default?", "Is there a tool that scrubs dumps consistently?"])
    ko = (["사용자가 값을 이미 가린 실패 설정을 공유했다:\n{S}", "CS가 {tkt}에 값을 가린 요청 덤프를 첨부했다:\n{S}"],
          ["구조 문제 디버깅에는 가린 덤프로 충분하다. 이번엔 값이 아니라 헤더 이름이 틀렸다.",
           "인용할 때 가림 표시는 그대로 둬야 한다. 추측한 값으로 바꾸면 진짜 원인이 가려진다."],
          ["CS가 기본으로 이렇게 가린 덤프를 주도록 할까요?", "덤프를 일관되게 가려주는 도구가 있나요?"])
    return clean_note("clean: already-redacted values", *cfill(lang, en, ko, **ctx))


def t_clean_conn_nopass(lang):
    block = pick(["postgresql://%s@%s:5432/%s?sslmode=verify-full&sslrootcert=rds-ca.pem  # IAM auth token generated at connect time" % (pick(DB_USERS), host("db"), pick(DB_NAMES)),
                  "mongodb+srv://cluster0.%s.mongodb.net/?authSource=%%24external&authMechanism=MONGODB-AWS" % rs(ANL, 5),
                  "Server=tcp:%s,1433;Database=%s;Authentication=Active Directory Managed Identity;Encrypt=True;" % (host("db"), pick(DB_NAMES)),
                  "jdbc:postgresql://%s:5432/%s?user=%s&password=${DB_PASSWORD}" % (host("db"), pick(DB_NAMES), pick(DB_USERS)),
                  "redis://redis.%s:6379/0" % pick(DOMAINS),
                  "DATABASE_URL=postgres://%s:${PGPASSWORD}@%s/%s" % (pick(DB_USERS), host("db"), pick(DB_NAMES)),
                  "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=${DATA_GO_KR_KEY}&numOfRows=10&dataType=JSON"])
    ctx = base_ctx(lang)
    ctx.update(S=fence(block))
    en = (["I expected a password in the {svc} connection string and could not find one:\n{S}", "{who} asked me to check the {env} connection settings:\n{S}"],
          ["Authentication happens outside the URL (IAM/managed identity or an injected variable), so the string itself is safe to keep in config.",
           "The placeholder is expanded at runtime; the literal `${{...}}` must never be replaced by a value in the repo."],
          ["Should the other services move to IAM authentication too?", "Where is the variable injected in {env}?"])
    ko = (["{svc} 연결 문자열에 비밀번호가 있을 줄 알았는데 없었다:\n{S}", "{who}님이 {env} 연결 설정을 확인해 달라고 했다:\n{S}"],
          ["인증은 URL 밖에서 이뤄진다(IAM/관리 ID 또는 주입 변수). 그래서 문자열 자체는 설정에 둬도 안전하다.",
           "placeholder는 런타임에 치환된다. 레포에서 `${{...}}`를 실제 값으로 바꾸면 안 된다."],
          ["다른 서비스도 IAM 인증으로 옮길까요?", "{env}에서 이 변수는 어디서 주입되나요?"])
    return clean_note("clean: connection string without password", *cfill(lang, en, ko, **ctx))


def t_clean_auth_placeholder(lang):
    block = pick(["curl -H \"Authorization: Bearer $TOKEN\" https://%s/v1/me" % host("web"),
                  "Authorization: Basic <base64 of client_id:client_secret>",
                  "X-API-Key: {{apiKey}}\nX-Request-Id: {{$guid}}",
                  "headers = {\"Authorization\": f\"Bearer {get_token()}\"}",
                  "curl -u \"$JENKINS_USER:$JENKINS_API_TOKEN\" https://ci.%s/job/%s/build" % (pick(DOMAINS), svc())])
    ctx = base_ctx(lang)
    ctx.update(S=fence(block))
    en = (["The API docs for {svc} did not say how to authenticate; the example we settled on:\n{S}", "I was unsure whether this snippet in the runbook leaks anything:\n{S}"],
          ["The snippet only references variables; the shell or the client fills them in at run time.", "Examples in docs should always use variables like this so they can be copied safely."],
          ["Should the runbook say where the token comes from?", "Is there a helper script that exports the token?"])
    ko = (["{svc} API 문서에 인증 방법이 없었다. 합의한 예시:\n{S}", "런북의 이 스니펫이 뭔가 노출하는지 확신이 없었다:\n{S}"],
          ["스니펫은 변수만 참조한다. 값은 실행 시 셸이나 클라이언트가 채운다.", "문서 예시는 항상 이렇게 변수를 써야 안전하게 복사할 수 있다."],
          ["토큰을 어디서 받는지 런북에 적을까요?", "토큰을 export 해주는 헬퍼 스크립트가 있나요?"])
    return clean_note("clean: auth header with variables/placeholders", *cfill(lang, en, ko, **ctx))


def t_clean_jwt_claims(lang):
    now = rint(1730000000, 1760000000)
    hdr = {"alg": pick(["RS256", "ES256"]), "kid": rs(B64U, 16), "typ": "JWT"}
    pl = {"iss": "https://auth.%s/" % pick(DOMAINS), "aud": svc(), "sub": uuid4(), "iat": now, "exp": now + 3600, "scope": "orders:read orders:write"}
    ctx = base_ctx(lang)
    ctx.update(S=fence("header: %s\npayload: %s" % (json.dumps(hdr), json.dumps(pl)), "json"))
    en = (["{svc} rejected tokens with 'invalid audience'. Decoded claims (signature not included):\n{S}"],
          ["The token's aud was the service name while {svc} expected its URL; the IdP client config was fixed. Only decoded claims were shared, never the token."],
          ["Should audiences be URLs everywhere?"])
    ko = (["{svc}[이/가] 'invalid audience'로 토큰을 거절했다. 디코딩한 클레임(서명 제외):\n{S}"],
          ["토큰 aud는 서비스 이름인데 {svc}[은/는] URL을 기대했다. IdP 클라이언트 설정을 고쳤다. 공유한 건 디코딩한 클레임뿐, 토큰 자체는 아니다."],
          ["audience를 전부 URL로 통일할까요?"])
    return clean_note("clean: decoded JWT claims (no token)", *cfill(lang, en, ko, **ctx))


def t_clean_crypto_public(lang):
    block = "to: 0x%s\ntx: 0x%s\nbtc deposit: bc1q%s" % (rs(HEX + "ABCDEF", 40), rs(HEX, 64), rs(BECH, 38))
    ctx = base_ctx(lang)
    ctx.update(S=fence(block))
    en = (["The payout job marked a transfer as failed though the chain shows it; the values from the job log:\n{S}"],
          ["Addresses and transaction hashes are public on-chain data; the job timed out before the confirmation count was reached."],
          ["How many confirmations should the job wait for?"])
    ko = (["체인에는 보이는데 정산 잡이 송금을 실패로 표시했다. 잡 로그의 값:\n{S}"],
          ["주소와 트랜잭션 해시는 온체인 공개 데이터다. 확인 수에 도달하기 전에 잡이 타임아웃됐다."],
          ["잡이 몇 번의 확인을 기다려야 하나요?"])
    return clean_note("clean: public blockchain addresses and tx hashes", *cfill(lang, en, ko, **ctx))


def t_clean_kubeconfig(lang):
    ca = "LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM" + rs(B64, rint(220, 320)) + "="
    block = ("apiVersion: v1\nclusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://%s.gr7.%s.eks.amazonaws.com\n"
             "  name: %s\nusers:\n- name: %s\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n"
             "      command: aws\n      args: [eks, get-token, --cluster-name, %s]") % (ca, rs(HEXU, 32), pick(REGIONS), env(), env(), env() + "-eks")
    ctx = base_ctx(lang)
    ctx.update(S=fence(block, "yaml"))
    en = (["kubectl worked for {who} but not for me; their kubeconfig:\n{S}"],
          ["The kubeconfig holds only the cluster CA (public) and an exec plugin; the token comes from `aws eks get-token` with my own IAM identity, which lacked the access entry."],
          ["Who adds IAM principals to the cluster access entries?"])
    ko = (["{who}님은 kubectl이 되는데 나는 안 됐다. 그쪽 kubeconfig:\n{S}"],
          ["kubeconfig에는 클러스터 CA(공개)와 exec 플러그인만 있다. 토큰은 내 IAM으로 `aws eks get-token`이 발급하는데, 내 IAM에 access entry가 없었다."],
          ["클러스터 access entry에 IAM 주체 추가는 누가 하나요?"])
    return clean_note("clean: kubeconfig with CA data and exec auth", *cfill(lang, en, ko, **ctx))


def t_clean_webhook_signature(lang):
    t = rint(1.7e9, 1.76e9)
    block = pick(["Stripe-Signature: t=%d,v1=%s" % (t, rs(HEX, 64)), "X-Hub-Signature-256: sha256=%s" % rs(HEX, 64),
                  "X-Slack-Request-Timestamp: %d\nX-Slack-Signature: v0=%s" % (t, rs(HEX, 64)),
                  "X-Toss-Signature: v1:%s" % b64(rbytes(32))])
    ctx = base_ctx(lang)
    ctx.update(S=fence(block))
    en = (["Webhook verification in {svc} failed for every event. The incoming header:\n{S}"],
          ["The header is an HMAC of this specific payload and timestamp, not a reusable credential. Verification failed because the framework parsed and re-serialised the body; the raw bytes must be used."],
          ["Should webhook handlers get the raw body middleware by default?"])
    ko = (["{svc}에서 모든 이벤트의 웹훅 검증이 실패했다. 들어온 헤더:\n{S}"],
          ["이 헤더는 해당 페이로드와 타임스탬프의 HMAC일 뿐 재사용 가능한 자격 증명이 아니다. 프레임워크가 바디를 파싱 후 재직렬화해서 검증이 깨졌다. raw 바이트를 써야 한다."],
          ["웹훅 핸들러에 raw body 미들웨어를 기본으로 붙일까요?"])
    return clean_note("clean: webhook signature header (HMAC of payload)", *cfill(lang, en, ko, **ctx))


def t_clean_policy_doc(lang):
    acct = aws_account()
    block = pick(['{\n  "Effect": "Allow",\n  "Action": ["secretsmanager:GetSecretValue"],\n  "Resource": "arn:aws:secretsmanager:%s:%s:secret:%s/%s/*"\n}' % (pick(REGIONS), acct, env(), svc()),
                  'path "secret/data/%s/%s/*" {\n  capabilities = ["read"]\n}' % (env(), svc()),
                  "resource \"google_secret_manager_secret_iam_member\" \"reader\" {\n  secret_id = \"%s-api-key\"\n  role      = \"roles/secretmanager.secretAccessor\"\n  member    = \"serviceAccount:%s@acme-prod-381204.iam.gserviceaccount.com\"\n}" % (svc(), svc())])
    ctx = base_ctx(lang)
    ctx.update(S=fence(block))
    en = (["{svc} got AccessDenied reading its secret in {env}. The policy attached to its role:\n{S}"],
          ["The policy only allowed the path prefix for another environment; access policies name secrets but never contain their values."],
          ["Should secret paths follow env/service naming everywhere?"])
    ko = (["{env}에서 {svc}[이/가] 자기 시크릿을 읽다가 AccessDenied. 롤에 붙은 정책:\n{S}"],
          ["정책이 다른 환경의 경로 prefix만 허용하고 있었다. 접근 정책은 시크릿 이름만 가리킬 뿐 값은 없다."],
          ["시크릿 경로를 전부 env/service 규칙으로 맞출까요?"])
    return clean_note("clean: access policy naming secrets", *cfill(lang, en, ko, **ctx))


def t_clean_scanning_alert(lang):
    sha = git_sha()
    ctx = base_ctx(lang)
    ctx.update(sha=sha, n=rint(10, 400), t=pick(["Slack bot token", "AWS access key", "Stripe secret key", "npm token", "Google API key"]),
               f=pick([".env", "config/prod.yaml", "scripts/deploy.sh", "tests/fixtures/client.json"]))
    en = (["GitHub secret scanning alert #{n} flagged a possible {t} in {f} at commit {sha}. I did not know the revocation procedure."],
          ["Procedure: revoke at the vendor first, then rewrite history only if the repo is public; closing the alert as 'revoked' requires a link to the rotation ticket."],
          ["Who should be paged for alerts on repos without an owner?"])
    ko = (["GitHub secret scanning 알림 #{n}: 커밋 {sha}의 {f}에서 {t} 탐지. 폐기 절차를 몰랐다."],
          ["절차: 벤더에서 먼저 폐기하고, 공개 레포일 때만 히스토리를 재작성한다. 알림을 'revoked'로 닫으려면 교체 티켓 링크가 필요하다."],
          ["오너 없는 레포의 알림은 누구를 호출해야 하나요?"])
    return clean_note("clean: secret-scanning alert talk (no value)", *cfill(lang, en, ko, **ctx))


# ============================================================================================
# schedule, generation, validation, output
# ============================================================================================
SECRET_TEMPLATES = [(t_vendor_config, 80), (t_vendor_http, 30), (t_vendor_inline, 18), (t_vendor_split, 10),
                    (t_vendor_rotation, 8), (t_command_password, 32), (t_connection_string, 24), (t_basic_auth, 10),
                    (t_cookie, 10), (t_signed_url, 9), (t_private_key, 16), (t_totp, 8), (t_recovery_codes, 8),
                    (t_pin, 7), (t_wifi, 8), (t_webhook, 12), (t_app_secret, 10), (t_person_password, 12),
                    (t_cred_file, 12), (t_sql_user, 6), (t_k8s_b64_secret, 6), (t_long_token, 12), (t_multi_env, 7),
                    (t_smtp, 5)]
CLEAN_TEMPLATES = [(t_clean_placeholder, 20), (t_clean_masked, 18), (t_clean_secret_ref, 20), (t_clean_hashes, 18),
                   (t_clean_git, 11), (t_clean_ids, 14), (t_clean_public_key, 18), (t_clean_fingerprints, 12),
                   (t_clean_nonsecret_ids, 16), (t_clean_base64_data, 14), (t_clean_versions, 8), (t_clean_policy, 10),
                   (t_clean_flags, 12), (t_clean_encrypted, 18), (t_clean_publishable, 32), (t_clean_plain, 40),
                   (t_clean_aws_example, 4), (t_clean_redacted, 12), (t_clean_conn_nopass, 12),
                   (t_clean_auth_placeholder, 10), (t_clean_jwt_claims, 6), (t_clean_crypto_public, 5),
                   (t_clean_kubeconfig, 6), (t_clean_webhook_signature, 8), (t_clean_policy_doc, 8),
                   (t_clean_scanning_alert, 8)]
assert sum(w for _, w in SECRET_TEMPLATES) == N_PER_KIND, sum(w for _, w in SECRET_TEMPLATES)
assert sum(w for _, w in CLEAN_TEMPLATES) == N_PER_KIND, sum(w for _, w in CLEAN_TEMPLATES)

MAX_TRIES = 60


SEEN_NOTES = {}


def build_kind(kind, templates, stats):
    schedule = shuffled([f for f, w in templates for _ in range(w)])
    langs = shuffled(["en"] * N_EN + ["ko"] * N_KO)
    out = []
    for f, lang in zip(schedule, langs):
        for attempt in range(MAX_TRIES):
            try:
                n = f(lang)
                n = finalize_secret(n) if kind == "secret" else finalize_clean(n)
                key = json.dumps(n["fields"], ensure_ascii=False, sort_keys=True)
                if key in SEEN_NOTES:
                    raise Retry("duplicate note")
                SEEN_NOTES[key] = 1
                break
            except Retry as e:
                stats["retries"][f.__name__] = stats["retries"].get(f.__name__, 0) + 1
                last = str(e)
        else:
            raise SystemExit("template %s failed %d times: %s" % (f.__name__, MAX_TRIES, last))
        n["lang"], n["kind"], n["template"] = lang, kind, f.__name__
        out.append(n)
    return out


def final_checks(notes):
    assert len(notes) == 2 * N_PER_KIND
    seen_fields = {}
    for n in notes:
        f = n["fields"]
        assert list(f.keys()) == ["missing_context", "lesson", "ask_next_time"]
        check_sizes(f)
        key = json.dumps(f, ensure_ascii=False, sort_keys=True)
        assert key not in seen_fields, "duplicate note"
        seen_fields[key] = 1
        if n["kind"] == "secret":
            assert n["secrets"], n
            for s in n["secrets"]:
                assert len(s) >= 8 and any(s in v for v in f.values())
            assert not window_violations(f, n["secrets"])
        else:
            assert n["secrets"] == []
    for kind in ("secret", "clean"):
        for lang, want in (("en", N_EN), ("ko", N_KO)):
            got = len([n for n in notes if n["kind"] == kind and n["lang"] == lang])
            assert got == want, (kind, lang, got)


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else "blind_set_v69.jsonl"
    stats = {"retries": {}}
    notes = build_kind("secret", SECRET_TEMPLATES, stats) + build_kind("clean", CLEAN_TEMPLATES, stats)
    final_checks(notes)
    R.shuffle(notes)
    lines = []
    for i, n in enumerate(notes):
        rec = {"id": "%s%03d" % (ID_PREFIX, i + 1), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                          "ask_next_time": n["fields"]["ask_next_time"]},
               "secrets": n["secrets"]}
        lines.append(json.dumps(rec, ensure_ascii=False))
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open(out_path, "wb") as fh:
        fh.write(data)
    # summary on stderr (not part of the data set)
    vendors, secret_vendors, public_vendors = {}, {}, {}
    for n in notes:
        for v in n["vendors"]:
            vendors[v] = vendors.get(v, 0) + 1
            if n["kind"] == "secret":
                secret_vendors[v] = 1
            else:
                public_vendors[v] = 1
    table_used = len([v for v in VENDORS if v["name"] in secret_vendors])
    templates = {}
    for n in notes:
        templates[n["template"]] = templates.get(n["template"], 0) + 1
    cats = {}
    for n in notes:
        cats[n["category"]] = 1
    counts = {}
    for n in notes:
        k = "%s/%s" % (n["kind"], n["lang"])
        counts[k] = counts.get(k, 0) + 1
    risky_clean = len([n for n in notes if n["kind"] == "clean" and n["template"] != "t_clean_plain"])
    summary = {"sha256": hashlib.sha256(data).hexdigest(), "counts": counts,
               "secret_values": sum(len(n["secrets"]) for n in notes),
               "distinct_vendors": len(vendors), "vendors_in_secret_notes": len(secret_vendors),
               "publishable_vendors_in_clean_notes": len(public_vendors), "vendor_table_size": len(VENDORS),
               "vendor_table_used": table_used,
               "vendor_regions": dict((r, len([v for v in VENDORS if v["region"] == r])) for r in ("global", "ko", "jp", "cn", "eu")),
               "distinct_templates": len(templates), "secret_templates": len(SECRET_TEMPLATES),
               "clean_templates": len(CLEAN_TEMPLATES), "distinct_categories": len(cats),
               "containers": len(CONTAINERS), "commands": len(COMMANDS),
               "publishable_notes": len([n for n in notes if n["category"].endswith(" [publishable]")]),
               "clean_with_risky_material": risky_clean, "retries": stats["retries"]}
    sys.stderr.write(json.dumps(summary, ensure_ascii=False, indent=1) + "\n")


if __name__ == "__main__":
    main()
