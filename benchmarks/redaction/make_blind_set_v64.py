#!/usr/bin/env python3
"""make_blind_set_v64.py -- generator for blind_set_v64.jsonl.

Blind evaluation set for a credential-redaction filter (see FORMAT.txt).
Python 3 standard library only, no network.  One PRNG, random.Random(64_2026_1127),
drives every choice; no iteration over sets; output is byte-identical on every run
and under any PYTHONHASHSEED.

Usage:  python3 make_blind_set_v64.py            # writes blind_set_v64.jsonl next to this file
        python3 make_blind_set_v64.py --stats    # also prints counts to stdout
"""
import base64
import gzip
import hashlib
import json
import os
import string
import struct
import sys
import random
from urllib.parse import quote

SEED = 64_2026_1127
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "blind_set_v64.jsonl")

N_TOTAL = 720
N_SECRET = 360
N_CLEAN = 360
N_EN_PER_KIND = 216          # 60 %
N_KO_PER_KIND = 144          # 40 %

# ---------------------------------------------------------------- alphabets
DIG = "0123456789"
LOW = string.ascii_lowercase
UP = string.ascii_uppercase
ALNUM = UP + LOW + DIG
UPDIG = UP + DIG
LOWDIG = LOW + DIG
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = ALNUM + "+/"
B64U = ALNUM + "-_"
B32 = UP + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
LETTERS = UP + LOW


# ---------------------------------------------------------------- PRNG helpers
def rs(n, alpha=ALNUM):
    """n random characters from alpha."""
    return "".join(R.choice(alpha) for _ in range(n))


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def hexs(n):
    return rs(n, HEXL)


def digits(n, lead_nonzero=True):
    if lead_nonzero:
        return R.choice("123456789") + rs(n - 1, DIG)
    return rs(n, DIG)


def uuid4():
    h = hexs(32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


DECKS = {}


def deal(name, items):
    """draw without replacement from a shuffled deck (refilled when empty): spreads coverage evenly."""
    d = DECKS.get(name)
    if not d:
        d = shuffled(items)
        DECKS[name] = d
    return d.pop()


def shuffled(seq):
    out = list(seq)
    R.shuffle(out)
    return out


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def ts():
    """a random timestamp string in 2025."""
    return "2025-%02d-%02dT%02d:%02d:%02d" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59))


def date():
    return "2025-%02d-%02d" % (rint(1, 12), rint(1, 28))


def camel(env):
    parts = env.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def pascal(env):
    return "".join(p.capitalize() for p in env.lower().split("_"))


def snake(env):
    return env.lower()


def kebab(env):
    return env.lower().replace("_", "-")


def dotted(env):
    parts = env.lower().split("_")
    if len(parts) == 1:
        return parts[0]
    return parts[0] + "." + "-".join(parts[1:])


# ---------------------------------------------------------------- bookkeeping
STATS = {"vendors": {}, "containers": {}, "frames": {}, "categories": {}}


PENDING = []


def note_use(kind, name):
    """record use of a vendor/container/frame by the candidate note being built (committed if accepted)."""
    PENDING.append((kind, name))


def commit_uses():
    for kind, name in PENDING:
        d = STATS[kind]
        d[name] = d.get(name, 0) + 1
    del PENDING[:]


# ---------------------------------------------------------------- the rules of FORMAT.txt
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def occurrences(hay, needle):
    out = []
    i = hay.find(needle)
    while i >= 0:
        out.append(i)
        i = hay.find(needle, i + 1)
    return out


def window_violations(fields, secrets, fold=False):
    """8-char windows of a listed secret found outside every occurrence of a listed secret."""
    bad = []
    for name in ("missing_context", "lesson", "ask_next_time"):
        text = fields[name]
        secs = secrets
        if fold:
            text = text.lower()
            secs = [s.lower() for s in secrets]
        spans = []
        for s in secs:
            for p in occurrences(text, s):
                spans.append((p, p + len(s)))
        for s in secs:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                for p in occurrences(text, w):
                    if not any(a <= p and p + 8 <= b for (a, b) in spans):
                        bad.append((name, w, p))
    return bad


def note_problems(rec):
    """Return a list of rule violations (empty list == note is acceptable)."""
    probs = []
    f = rec["fields"]
    for k in ("missing_context", "lesson", "ask_next_time"):
        if not isinstance(f[k], str):
            probs.append("field %s not str" % k)
            continue
        if len(f[k].encode("utf-8")) > LIMITS[k]:
            probs.append("field %s too long (%d bytes)" % (k, len(f[k].encode("utf-8"))))
    if not f["missing_context"].strip() or not f["lesson"].strip():
        probs.append("empty required field")
    allf = f["missing_context"] + "\n" + f["lesson"] + "\n" + f["ask_next_time"]
    if rec["kind"] == "secret":
        if not rec["secrets"]:
            probs.append("secret note without secrets")
        for s in rec["secrets"]:
            if len(s) < 8:
                probs.append("secret shorter than 8: %r" % s)
            if not any(s in f[k] for k in ("missing_context", "lesson", "ask_next_time")):
                probs.append("secret not verbatim in fields: %r" % s)
        if not probs:
            if window_violations(f, rec["secrets"]):
                probs.append("window rule (exact)")
            elif all(len(s.lower()) == len(s) for s in rec["secrets"]) and \
                    all(len(f[k].lower()) == len(f[k]) for k in f) and \
                    window_violations(f, rec["secrets"], fold=True):
                probs.append("window rule (case-folded)")
    else:
        if rec["secrets"]:
            probs.append("clean note with secrets")
    if "\r" in allf:
        probs.append("CR in fields")
    return probs


# ================================================================= vendors
# Each vendor returns a list of (ENV_KEY, value, is_secret).  Shapes follow the vendors'
# documented / observed token formats (prefix, alphabet, length); bodies are random.
VENDORS = []


def vendor(name, region, thing_en, thing_ko, host, auth=None, main=None, long=False, files=()):
    def deco(fn):
        VENDORS.append({"name": name, "region": region, "thing_en": thing_en, "thing_ko": thing_ko,
                        "host": host, "auth": auth, "main": main, "long": long, "gen": fn,
                        "files": list(files)})
        return fn
    return deco


AWS_REGIONS = ["ap-northeast-2", "ap-northeast-1", "us-east-1", "eu-central-1", "us-west-2", "ap-southeast-1"]
B32AWS = UP + "234567"


def aws_id(prefix="AKIA"):
    return prefix + rs(16, B32AWS)


def aws_secret():
    return rs(40, B64)


def slack_ids():
    return "T" + rs(rint(8, 10), UPDIG), "B" + rs(rint(9, 11), UPDIG)


# ---- global
@vendor("AWS IAM user key", "global", "AWS access key pair", "AWS 액세스 키 쌍", "sts.amazonaws.com", files=["aws_credentials"])
def _():
    return [("AWS_ACCESS_KEY_ID", aws_id(), True), ("AWS_SECRET_ACCESS_KEY", aws_secret(), True),
            ("AWS_DEFAULT_REGION", pick(AWS_REGIONS), False)]


@vendor("AWS STS session", "global", "temporary AWS credentials", "AWS 임시 자격 증명", "sts.amazonaws.com", long=True, files=["aws_credentials"])
def _():
    tok = "IQoJb3JpZ2luX2Vj" + rs(1, "EFGH") + rs(rint(300, 380), B64)
    return [("AWS_ACCESS_KEY_ID", aws_id("ASIA"), True), ("AWS_SECRET_ACCESS_KEY", aws_secret(), True),
            ("AWS_SESSION_TOKEN", tok, True)]


@vendor("GitHub classic PAT", "global", "GitHub personal access token", "GitHub 개인 액세스 토큰", "api.github.com", "Authorization: token {}", files=["git_url", "gh_hosts"])
def _():
    return [("GITHUB_TOKEN", "ghp_" + rs(36), True)]


@vendor("GitHub fine-grained PAT", "global", "fine-grained GitHub token", "GitHub 세분화 토큰", "api.github.com", "Authorization: Bearer {}", files=["git_url"])
def _():
    return [("GH_TOKEN", "github_pat_" + rs(22) + "_" + rs(59), True)]


@vendor("GitHub App installation token", "global", "GitHub App installation token", "GitHub App 설치 토큰", "api.github.com", "Authorization: Bearer {}")
def _():
    return [("GITHUB_APP_ID", digits(6), False), ("GITHUB_INSTALLATION_TOKEN", "ghs_" + rs(36), True)]


@vendor("GitHub OAuth token", "global", "GitHub OAuth token", "GitHub OAuth 토큰", "api.github.com", "Authorization: Bearer {}")
def _():
    return [("GITHUB_OAUTH_TOKEN", "gho_" + rs(36), True)]


@vendor("GitLab PAT", "global", "GitLab personal access token", "GitLab 개인 액세스 토큰", "gitlab.com", "PRIVATE-TOKEN: {}", files=["git_url"])
def _():
    return [("GITLAB_TOKEN", "glpat-" + rs(20, B64U), True)]


@vendor("GitLab runner token", "global", "GitLab runner authentication token", "GitLab 러너 인증 토큰", "gitlab.com")
def _():
    return [("CI_SERVER_URL", "https://gitlab.com", False), ("RUNNER_TOKEN", "glrt-" + rs(20, B64U), True)]


@vendor("GitLab deploy token", "global", "GitLab deploy token", "GitLab 배포 토큰", "registry.gitlab.com")
def _():
    return [("DEPLOY_USER", "gitlab+deploy-token-" + digits(7), False), ("DEPLOY_TOKEN", "gldt-" + rs(20, B64U), True)]


@vendor("Slack bot token", "global", "Slack bot token", "슬랙 봇 토큰", "slack.com", "Authorization: Bearer {}")
def _():
    return [("SLACK_BOT_TOKEN", "xoxb-" + digits(12) + "-" + digits(13) + "-" + rs(24), True)]


@vendor("Slack user token", "global", "Slack user token", "슬랙 사용자 토큰", "slack.com", "Authorization: Bearer {}")
def _():
    return [("SLACK_USER_TOKEN", "xoxp-" + digits(12) + "-" + digits(12) + "-" + digits(13) + "-" + hexs(32), True)]


@vendor("Slack app-level token", "global", "Slack app-level token", "슬랙 앱 레벨 토큰", "slack.com", "Authorization: Bearer {}")
def _():
    return [("SLACK_APP_TOKEN", "xapp-1-A" + rs(10, UPDIG) + "-" + digits(13) + "-" + hexs(64), True),
            ("SLACK_SIGNING_SECRET", hexs(32), True)]


@vendor("Stripe secret key", "global", "Stripe secret key", "Stripe 시크릿 키", "api.stripe.com", "Authorization: Bearer {}")
def _():
    body = "51" + rs(rint(22, 24), ALNUM) + rs(pick([0, 73]), ALNUM)
    return [("STRIPE_SECRET_KEY", pick(["sk_live_", "sk_live_", "sk_test_"]) + body, True)]


@vendor("Stripe restricted key", "global", "Stripe restricted key", "Stripe 제한 키", "api.stripe.com", "Authorization: Bearer {}")
def _():
    return [("STRIPE_API_KEY", "rk_live_51" + rs(97), True)]


@vendor("Stripe webhook secret", "global", "Stripe webhook signing secret", "Stripe 웹훅 서명 시크릿", "api.stripe.com")
def _():
    return [("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(32), True)]


@vendor("OpenAI project key", "global", "OpenAI API key", "OpenAI API 키", "api.openai.com", "Authorization: Bearer {}", long=True)
def _():
    return [("OPENAI_API_KEY", "sk-proj-" + rs(74, B64U) + "T3BlbkFJ" + rs(74, B64U), True)]


@vendor("OpenAI service-account key", "global", "OpenAI service account key", "OpenAI 서비스 계정 키", "api.openai.com", "Authorization: Bearer {}", long=True)
def _():
    return [("OPENAI_API_KEY", "sk-svcacct-" + rs(74, B64U) + "T3BlbkFJ" + rs(74, B64U), True),
            ("OPENAI_ORG_ID", "org-" + rs(24), False)]


@vendor("Anthropic API key", "global", "Anthropic API key", "Anthropic API 키", "api.anthropic.com", "x-api-key: {}", long=True)
def _():
    return [("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(93, B64U) + "AA", True)]


@vendor("Google API key", "global", "Google Cloud API key (server, unrestricted)", "Google Cloud API 키(서버용)", "generativelanguage.googleapis.com", "x-goog-api-key: {}")
def _():
    return [("GEMINI_API_KEY", "AIzaSy" + rs(33, B64U), True)]


@vendor("Google OAuth client secret", "global", "Google OAuth client secret", "구글 OAuth 클라이언트 시크릿", "oauth2.googleapis.com")
def _():
    return [("GOOGLE_CLIENT_ID", digits(12) + "-" + rs(32, LOWDIG) + ".apps.googleusercontent.com", False),
            ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(28, B64U), True)]


@vendor("Google OAuth refresh token", "global", "Google OAuth refresh token", "구글 OAuth 리프레시 토큰", "oauth2.googleapis.com", long=True)
def _():
    return [("GOOGLE_REFRESH_TOKEN", "1//0" + rs(1, "eg") + rs(rint(96, 100), B64U), True)]


@vendor("Google OAuth access token", "global", "Google OAuth access token", "구글 OAuth 액세스 토큰", "www.googleapis.com", "Authorization: Bearer {}", long=True)
def _():
    return [("GOOGLE_ACCESS_TOKEN", "ya29.a0" + rs(rint(150, 210), B64U), True)]


@vendor("Azure storage account key", "global", "Azure Storage account key", "Azure 스토리지 계정 키", "blob.core.windows.net")
def _():
    acct = pick(["st", "sa", "stg"]) + rs(rint(6, 12), LOWDIG)
    return [("AZURE_STORAGE_ACCOUNT", acct, False), ("AZURE_STORAGE_KEY", b64(rb(64)), True)]


@vendor("Azure AD client secret", "global", "Azure AD app client secret", "Azure AD 앱 클라이언트 시크릿", "login.microsoftonline.com")
def _():
    sec = rs(3, ALNUM) + rs(1, DIG) + "Q~" + rs(34, ALNUM + "_~.-")
    return [("AZURE_TENANT_ID", uuid4(), False), ("AZURE_CLIENT_ID", uuid4(), False), ("AZURE_CLIENT_SECRET", sec, True)]


@vendor("Azure DevOps PAT", "global", "Azure DevOps personal access token", "Azure DevOps PAT", "dev.azure.com")
def _():
    return [("AZURE_DEVOPS_PAT", rs(52, "abcdefghijklmnopqrstuvwxyz234567"), True)]


@vendor("Twilio auth token", "global", "Twilio auth token", "Twilio 인증 토큰", "api.twilio.com")
def _():
    return [("TWILIO_ACCOUNT_SID", "AC" + hexs(32), False), ("TWILIO_AUTH_TOKEN", hexs(32), True)]


@vendor("Twilio API key secret", "global", "Twilio API key secret", "Twilio API 키 시크릿", "api.twilio.com")
def _():
    return [("TWILIO_API_KEY", "SK" + hexs(32), False), ("TWILIO_API_SECRET", rs(32), True)]


@vendor("SendGrid API key", "global", "SendGrid API key", "SendGrid API 키", "api.sendgrid.com", "Authorization: Bearer {}")
def _():
    return [("SENDGRID_API_KEY", "SG." + rs(22, B64U) + "." + rs(43, B64U), True)]


@vendor("Mailgun API key", "global", "Mailgun private API key", "Mailgun 비공개 API 키", "api.mailgun.net")
def _():
    k = pick(["key-" + hexs(32), hexs(32) + "-" + hexs(8) + "-" + hexs(8)])
    return [("MAILGUN_DOMAIN", "mg." + pick(["acme", "shop", "notify"]) + ".io", False), ("MAILGUN_API_KEY", k, True)]


@vendor("Mailchimp API key", "global", "Mailchimp API key", "Mailchimp API 키", "us21.api.mailchimp.com")
def _():
    return [("MAILCHIMP_API_KEY", hexs(32) + "-us" + str(rint(1, 21)), True)]


@vendor("npm access token", "global", "npm automation token", "npm 자동화 토큰", "registry.npmjs.org", "Authorization: Bearer {}", files=["npmrc"])
def _():
    return [("NPM_TOKEN", "npm_" + rs(36), True)]


@vendor("PyPI API token", "global", "PyPI upload token", "PyPI 업로드 토큰", "upload.pypi.org", long=True, files=["pypirc"])
def _():
    return [("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc" + rs(rint(140, 170), B64U), True)]


@vendor("Docker Hub PAT", "global", "Docker Hub access token", "Docker Hub 액세스 토큰", "hub.docker.com", files=["docker_login"])
def _():
    return [("DOCKERHUB_USERNAME", pick(["acmeci", "buildbot", "deploy-svc"]), False), ("DOCKERHUB_TOKEN", "dckr_pat_" + rs(27, B64U), True)]


@vendor("DigitalOcean token", "global", "DigitalOcean API token", "DigitalOcean API 토큰", "api.digitalocean.com", "Authorization: Bearer {}")
def _():
    return [("DIGITALOCEAN_TOKEN", pick(["dop_v1_", "doo_v1_"]) + hexs(64), True)]


@vendor("Shopify admin token", "global", "Shopify Admin API access token", "Shopify 관리자 API 토큰", "acme-store.myshopify.com", "X-Shopify-Access-Token: {}")
def _():
    return [("SHOPIFY_SHOP", pick(["acme-store", "daily-goods", "kr-outlet"]) + ".myshopify.com", False),
            ("SHOPIFY_ACCESS_TOKEN", "shpat_" + hexs(32), True)]


@vendor("Shopify app secret", "global", "Shopify app shared secret", "Shopify 앱 공유 시크릿", "partners.shopify.com")
def _():
    return [("SHOPIFY_API_KEY", hexs(32), False), ("SHOPIFY_API_SECRET", "shpss_" + hexs(32), True)]


@vendor("Atlassian API token", "global", "Atlassian API token", "Atlassian API 토큰", "acme.atlassian.net", long=True)
def _():
    return [("JIRA_EMAIL", pick(["ops", "ci-bot", "release"]) + "@acme.io", False),
            ("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(rint(170, 180), B64U) + "=" + rs(8, HEXU), True)]


@vendor("Bitbucket app password", "global", "Bitbucket app password", "Bitbucket 앱 비밀번호", "api.bitbucket.org", files=["git_url"])
def _():
    return [("BITBUCKET_USERNAME", pick(["acme-ci", "deploybot"]), False), ("BITBUCKET_APP_PASSWORD", "ATBB" + rs(28) + rs(8, HEXU), True)]


@vendor("Databricks PAT", "global", "Databricks personal access token", "Databricks 개인 액세스 토큰", "adb-1234.azuredatabricks.net", "Authorization: Bearer {}")
def _():
    return [("DATABRICKS_HOST", "https://adb-" + digits(16) + "." + digits(2) + ".azuredatabricks.net", False),
            ("DATABRICKS_TOKEN", "dapi" + hexs(32) + pick(["", "-2", "-3"]), True)]


@vendor("HashiCorp Vault token", "global", "Vault service token", "Vault 서비스 토큰", "vault.internal:8200", "X-Vault-Token: {}")
def _():
    return [("VAULT_ADDR", "https://vault.%s:8200" % pick(["internal", "corp.acme.io", "ops.local"]), False),
            ("VAULT_TOKEN", "hvs.CAESI" + rs(rint(86, 90), B64U), True)]


@vendor("Terraform Cloud token", "global", "Terraform Cloud API token", "Terraform Cloud API 토큰", "app.terraform.io", "Authorization: Bearer {}", files=["terraformrc"])
def _():
    return [("TF_TOKEN_app_terraform_io", rs(14) + ".atlasv1." + rs(67), True)]


@vendor("Hugging Face token", "global", "Hugging Face access token", "Hugging Face 액세스 토큰", "huggingface.co", "Authorization: Bearer {}")
def _():
    return [("HF_TOKEN", "hf_" + rs(34, LETTERS), True)]


@vendor("Linear API key", "global", "Linear API key", "Linear API 키", "api.linear.app", "Authorization: {}")
def _():
    return [("LINEAR_API_KEY", "lin_api_" + rs(40), True)]


@vendor("Notion integration secret", "global", "Notion integration secret", "Notion 통합 시크릿", "api.notion.com", "Authorization: Bearer {}")
def _():
    return [("NOTION_TOKEN", pick(["secret_" + rs(43), "ntn_" + digits(11) + rs(35)]), True)]


@vendor("Figma PAT", "global", "Figma personal access token", "Figma 개인 액세스 토큰", "api.figma.com", "X-Figma-Token: {}")
def _():
    return [("FIGMA_TOKEN", "figd_" + rs(40, B64U), True)]


@vendor("Postman API key", "global", "Postman API key", "Postman API 키", "api.getpostman.com", "X-Api-Key: {}")
def _():
    return [("POSTMAN_API_KEY", "PMAK-" + hexs(24) + "-" + hexs(34), True)]


@vendor("New Relic user key", "global", "New Relic user API key", "New Relic 사용자 API 키", "api.newrelic.com", "Api-Key: {}")
def _():
    return [("NEW_RELIC_ACCOUNT_ID", digits(7), False), ("NEW_RELIC_API_KEY", "NRAK-" + rs(27, UPDIG), True)]


@vendor("Sentry auth token", "global", "Sentry auth token", "Sentry 인증 토큰", "sentry.io", "Authorization: Bearer {}")
def _():
    return [("SENTRY_ORG", pick(["acme", "acme-kr", "shopco"]), False), ("SENTRY_AUTH_TOKEN", "sntryu_" + hexs(64), True)]


@vendor("Grafana service account token", "global", "Grafana service account token", "Grafana 서비스 계정 토큰", "grafana.acme.io", "Authorization: Bearer {}")
def _():
    return [("GRAFANA_URL", "https://grafana.%s" % pick(["acme.io", "ops.internal", "corp.kr"]), False),
            ("GRAFANA_TOKEN", "glsa_" + rs(32) + "_" + hexs(8), True)]


@vendor("Datadog keys", "global", "Datadog API and application keys", "Datadog API/애플리케이션 키", "api.datadoghq.com", "DD-API-KEY: {}")
def _():
    return [("DD_SITE", pick(["datadoghq.com", "ap1.datadoghq.com", "datadoghq.eu"]), False),
            ("DD_API_KEY", hexs(32), True), ("DD_APP_KEY", hexs(40), True)]


def discord_bot_token():
    snow = str(rint(10 ** 17, 10 ** 18 * 2))
    return b64(snow.encode()).rstrip("=") + "." + rs(6, B64U) + "." + rs(38, B64U)


@vendor("Discord bot token", "global", "Discord bot token", "디스코드 봇 토큰", "discord.com", "Authorization: Bot {}")
def _():
    return [("DISCORD_TOKEN", discord_bot_token(), True)]


@vendor("Telegram bot token", "global", "Telegram bot token", "텔레그램 봇 토큰", "api.telegram.org")
def _():
    return [("TELEGRAM_BOT_TOKEN", str(rint(10 ** 8, 8 * 10 ** 9)) + ":AA" + rs(33, B64U), True),
            ("TELEGRAM_CHAT_ID", "-100" + digits(10), False)]


@vendor("Square access token", "global", "Square production access token", "Square 운영 액세스 토큰", "connect.squareup.com", "Authorization: Bearer {}")
def _():
    return [("SQUARE_ACCESS_TOKEN", "EAAA" + rs(60, B64U), True)]


@vendor("Braintree access token", "global", "Braintree access token", "Braintree 액세스 토큰", "api.braintreegateway.com")
def _():
    return [("BRAINTREE_ACCESS_TOKEN", "access_token$production$" + rs(16, LOWDIG) + "$" + hexs(32), True)]


@vendor("Okta API token", "global", "Okta API token", "Okta API 토큰", "acme.okta.com", "Authorization: SSWS {}")
def _():
    return [("OKTA_ORG_URL", "https://%s.okta.com" % pick(["acme", "acme-kr", "dev-" + digits(8)]), False),
            ("OKTA_API_TOKEN", "00" + rs(40, B64U), True)]


@vendor("Cloudflare API token", "global", "Cloudflare API token", "Cloudflare API 토큰", "api.cloudflare.com", "Authorization: Bearer {}")
def _():
    return [("CLOUDFLARE_ACCOUNT_ID", hexs(32), False), ("CLOUDFLARE_API_TOKEN", rs(40, B64U), True)]


@vendor("Cloudflare global API key", "global", "Cloudflare global API key", "Cloudflare 글로벌 API 키", "api.cloudflare.com", "X-Auth-Key: {}")
def _():
    return [("CF_API_EMAIL", pick(["infra", "admin", "dns"]) + "@acme.io", False), ("CF_API_KEY", hexs(37), True)]


@vendor("Netlify PAT", "global", "Netlify personal access token", "Netlify 개인 액세스 토큰", "api.netlify.com", "Authorization: Bearer {}")
def _():
    return [("NETLIFY_AUTH_TOKEN", "nfp_" + rs(36), True), ("NETLIFY_SITE_ID", uuid4(), False)]


@vendor("Supabase access token", "global", "Supabase personal access token", "Supabase 개인 액세스 토큰", "api.supabase.com", "Authorization: Bearer {}")
def _():
    return [("SUPABASE_ACCESS_TOKEN", "sbp_" + hexs(40), True)]


@vendor("Supabase secret key", "global", "Supabase secret API key", "Supabase 시크릿 API 키", "supabase.co", "apikey: {}")
def _():
    return [("SUPABASE_URL", "https://%s.supabase.co" % rs(20, LOW), False), ("SUPABASE_SECRET_KEY", "sb_secret_" + rs(31, B64U), True)]


@vendor("Doppler service token", "global", "Doppler service token", "Doppler 서비스 토큰", "api.doppler.com", "Authorization: Bearer {}")
def _():
    return [("DOPPLER_TOKEN", "dp.st." + pick(["prd", "stg", "dev"]) + "." + rs(40), True)]


@vendor("1Password service account token", "global", "1Password service account token", "1Password 서비스 계정 토큰", "my.1password.com", long=True)
def _():
    return [("OP_SERVICE_ACCOUNT_TOKEN", "ops_eyJ" + rs(rint(230, 300), B64U), True)]


@vendor("Pulumi access token", "global", "Pulumi access token", "Pulumi 액세스 토큰", "api.pulumi.com", "Authorization: token {}")
def _():
    return [("PULUMI_ACCESS_TOKEN", "pul-" + hexs(40), True)]


@vendor("Buildkite API token", "global", "Buildkite API token", "Buildkite API 토큰", "api.buildkite.com", "Authorization: Bearer {}")
def _():
    return [("BUILDKITE_API_TOKEN", "bkua_" + hexs(40), True)]


@vendor("SonarQube token", "global", "SonarQube token", "SonarQube 토큰", "sonar.acme.io")
def _():
    return [("SONAR_HOST_URL", "https://sonar.%s" % pick(["acme.io", "corp.kr", "internal"]), False),
            ("SONAR_TOKEN", pick(["squ_", "sqp_", "sqa_"]) + hexs(40), True)]


@vendor("Contentful management token", "global", "Contentful management token", "Contentful 관리 토큰", "api.contentful.com", "Authorization: Bearer {}")
def _():
    return [("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(43, B64U), True)]


@vendor("Airtable PAT", "global", "Airtable personal access token", "Airtable 개인 액세스 토큰", "api.airtable.com", "Authorization: Bearer {}")
def _():
    return [("AIRTABLE_TOKEN", "pat" + rs(14) + "." + hexs(64), True), ("AIRTABLE_BASE_ID", "app" + rs(14), False)]


@vendor("Dropbox access token", "global", "Dropbox access token", "Dropbox 액세스 토큰", "api.dropboxapi.com", "Authorization: Bearer {}", long=True)
def _():
    return [("DROPBOX_ACCESS_TOKEN", "sl.u." + rs(rint(130, 150), B64U), True)]


@vendor("Meta Graph API token", "global", "Facebook page access token", "페이스북 페이지 액세스 토큰", "graph.facebook.com", "Authorization: Bearer {}", long=True)
def _():
    return [("FB_PAGE_ACCESS_TOKEN", "EAAG" + rs(rint(170, 200)), True)]


@vendor("X (Twitter) bearer token", "global", "X API bearer token", "X(트위터) API 베어러 토큰", "api.twitter.com", "Authorization: Bearer {}", long=True)
def _():
    return [("TWITTER_BEARER_TOKEN", "AAAAAAAAAAAAAAAAAAAAA" + rs(22) + "%3D" + rs(50), True)]


@vendor("Groq API key", "global", "Groq API key", "Groq API 키", "api.groq.com", "Authorization: Bearer {}")
def _():
    return [("GROQ_API_KEY", "gsk_" + rs(52), True)]


@vendor("Replicate API token", "global", "Replicate API token", "Replicate API 토큰", "api.replicate.com", "Authorization: Bearer {}")
def _():
    return [("REPLICATE_API_TOKEN", "r8_" + rs(37), True)]


@vendor("Perplexity API key", "global", "Perplexity API key", "Perplexity API 키", "api.perplexity.ai", "Authorization: Bearer {}")
def _():
    return [("PPLX_API_KEY", "pplx-" + rs(48), True)]


@vendor("xAI API key", "global", "xAI API key", "xAI API 키", "api.x.ai", "Authorization: Bearer {}")
def _():
    return [("XAI_API_KEY", "xai-" + rs(80), True)]


@vendor("Tailscale auth key", "global", "Tailscale auth key", "Tailscale 인증 키", "login.tailscale.com")
def _():
    return [("TS_AUTHKEY", "tskey-" + pick(["auth", "api"]) + "-k" + rs(rint(10, 12)) + "CNTRL-" + rs(33), True)]


@vendor("age identity", "global", "age secret key", "age 비밀 키", "")
def _():
    return [("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(58, BECH32.upper()), True)]


@vendor("Ethereum private key", "global", "deployer wallet private key", "배포용 지갑 개인 키", "")
def _():
    return [("DEPLOYER_PRIVATE_KEY", "0x" + hexs(64), True), ("RPC_URL", "https://rpc.sepolia.org", False)]


@vendor("Kubernetes bootstrap token", "global", "kubeadm bootstrap token", "kubeadm 부트스트랩 토큰", "")
def _():
    return [("KUBEADM_TOKEN", rs(6, LOWDIG) + "." + rs(16, LOWDIG), True)]


@vendor("Render API key", "global", "Render API key", "Render API 키", "api.render.com", "Authorization: Bearer {}")
def _():
    return [("RENDER_API_KEY", "rnd_" + rs(32), True)]


@vendor("Fly.io token", "global", "Fly.io deploy token", "Fly.io 배포 토큰", "api.fly.io", long=True)
def _():
    return [("FLY_API_TOKEN", "fm2_" + rs(rint(180, 240), B64), True)]


@vendor("JFrog reference token", "global", "JFrog Artifactory access token", "JFrog Artifactory 토큰", "acme.jfrog.io", "Authorization: Bearer {}")
def _():
    return [("ARTIFACTORY_TOKEN", "cmVmdGtuOjAxOj" + rs(50), True)]


@vendor("CircleCI PAT", "global", "CircleCI personal API token", "CircleCI 개인 API 토큰", "circleci.com", "Circle-Token: {}")
def _():
    return [("CIRCLECI_TOKEN", "CCIPAT_" + rs(22) + "_" + hexs(40), True)]


@vendor("Mapbox secret token", "global", "Mapbox secret access token", "Mapbox 시크릿 토큰", "api.mapbox.com")
def _():
    return [("MAPBOX_SECRET_TOKEN", "sk.eyJ1Ijoi" + rs(rint(60, 70), B64U) + "." + rs(22, B64U), True)]


@vendor("Algolia admin key", "global", "Algolia admin API key", "Algolia 관리자 API 키", "algolia.net", "X-Algolia-API-Key: {}")
def _():
    return [("ALGOLIA_APP_ID", rs(10, UPDIG), False), ("ALGOLIA_ADMIN_KEY", hexs(32), True)]


@vendor("PostHog personal key", "global", "PostHog personal API key", "PostHog 개인 API 키", "app.posthog.com", "Authorization: Bearer {}")
def _():
    return [("POSTHOG_PERSONAL_API_KEY", "phx_" + rs(47), True)]


@vendor("Pinecone API key", "global", "Pinecone API key", "Pinecone API 키", "api.pinecone.io", "Api-Key: {}")
def _():
    return [("PINECONE_API_KEY", "pcsk_" + rs(5) + "_" + rs(63), True)]


@vendor("Vercel token", "global", "Vercel access token", "Vercel 액세스 토큰", "api.vercel.com", "Authorization: Bearer {}")
def _():
    return [("VERCEL_ORG_ID", "team_" + rs(24), False), ("VERCEL_TOKEN", rs(24), True)]


@vendor("LaunchDarkly SDK key", "global", "LaunchDarkly server-side SDK key", "LaunchDarkly 서버 SDK 키", "app.launchdarkly.com")
def _():
    return [("LAUNCHDARKLY_SDK_KEY", "sdk-" + uuid4(), True)]


@vendor("Zendesk API token", "global", "Zendesk API token", "Zendesk API 토큰", "acme.zendesk.com")
def _():
    return [("ZENDESK_EMAIL", "support@acme.io/token", False), ("ZENDESK_API_TOKEN", rs(40), True)]


@vendor("Asana PAT", "global", "Asana personal access token", "Asana 개인 액세스 토큰", "app.asana.com", "Authorization: Bearer {}")
def _():
    return [("ASANA_PAT", "2/" + digits(16) + "/" + digits(16) + ":" + hexs(32), True)]


@vendor("Cohere API key", "global", "Cohere API key", "Cohere API 키", "api.cohere.com", "Authorization: Bearer {}")
def _():
    return [("CO_API_KEY", rs(40), True)]


@vendor("DeepSeek API key", "global", "DeepSeek API key", "DeepSeek API 키", "api.deepseek.com", "Authorization: Bearer {}")
def _():
    return [("DEEPSEEK_API_KEY", "sk-" + hexs(32), True)]


@vendor("Plaid secret", "global", "Plaid secret", "Plaid 시크릿", "production.plaid.com")
def _():
    return [("PLAID_CLIENT_ID", hexs(24), False), ("PLAID_SECRET", hexs(30), True), ("PLAID_ENV", "production", False)]


@vendor("Razorpay key secret", "global", "Razorpay key secret", "Razorpay 키 시크릿", "api.razorpay.com")
def _():
    return [("RAZORPAY_KEY_ID", "rzp_live_" + rs(14), False), ("RAZORPAY_KEY_SECRET", rs(24), True)]


@vendor("Shippo live token", "global", "Shippo live API token", "Shippo 라이브 API 토큰", "api.goshippo.com", "Authorization: ShippoToken {}")
def _():
    return [("SHIPPO_API_TOKEN", "shippo_live_" + hexs(40), True)]


# ---- Korea
@vendor("Naver Cloud Platform API key", "kr", "Naver Cloud Platform access key pair", "네이버 클라우드 플랫폼 API 인증키", "ncloud.apigw.ntruss.com")
def _():
    return [("NCLOUD_ACCESS_KEY", rs(20, UPDIG + LOW), True), ("NCLOUD_SECRET_KEY", rs(40), True),
            ("NCLOUD_REGION", pick(["KR", "KR", "JPN"]), False)]


@vendor("Naver Developers client secret", "kr", "Naver Open API client secret", "네이버 오픈API 클라이언트 시크릿", "openapi.naver.com", "X-Naver-Client-Secret: {}", main=1)
def _():
    return [("NAVER_CLIENT_ID", rs(20, ALNUM + "_"), False), ("NAVER_CLIENT_SECRET", rs(10), True)]


@vendor("Kakao REST API key", "kr", "Kakao REST API key", "카카오 REST API 키", "dapi.kakao.com", "Authorization: KakaoAK {}")
def _():
    return [("KAKAO_REST_API_KEY", hexs(32), True)]


@vendor("Kakao admin key", "kr", "Kakao admin key", "카카오 어드민 키", "kapi.kakao.com", "Authorization: KakaoAK {}")
def _():
    return [("KAKAO_APP_ID", digits(6), False), ("KAKAO_ADMIN_KEY", hexs(32), True)]


@vendor("Kakao Login client secret", "kr", "Kakao Login client secret", "카카오 로그인 Client Secret", "kauth.kakao.com")
def _():
    return [("KAKAO_CLIENT_ID", hexs(32), False), ("KAKAO_CLIENT_SECRET", rs(32), True)]


@vendor("Toss Payments secret key", "kr", "Toss Payments secret key", "토스페이먼츠 시크릿 키", "api.tosspayments.com")
def _():
    return [("TOSS_SECRET_KEY", pick(["live_sk_", "test_sk_", "live_gsk_"]) + rs(28), True)]


@vendor("PortOne V2 API secret", "kr", "PortOne V2 API secret", "포트원 V2 API 시크릿", "api.portone.io", "Authorization: PortOne {}")
def _():
    return [("PORTONE_STORE_ID", "store-" + uuid4(), False), ("PORTONE_API_SECRET", rs(80), True)]


@vendor("PortOne V1 REST API key", "kr", "PortOne (iamport) REST API key and secret", "포트원(아임포트) REST API 키/시크릿", "api.iamport.kr")
def _():
    return [("IMP_KEY", digits(16), True), ("IMP_SECRET", rs(80), True)]


@vendor("Solapi (CoolSMS) API key", "kr", "Solapi SMS API key and secret", "솔라피(쿨에스엠에스) API 키/시크릿", "api.solapi.com")
def _():
    return [("SOLAPI_API_KEY", "NCS" + rs(13, UPDIG), True), ("SOLAPI_API_SECRET", rs(32, UPDIG), True),
            ("SOLAPI_SENDER", "0" + pick(["2", "31", "70"]) + digits(8, False), False)]


@vendor("NHN Cloud secret key", "kr", "NHN Cloud Notification secret key", "NHN Cloud 알림 Secret Key", "api-sms.cloud.toast.com", "X-Secret-Key: {}", main=1)
def _():
    return [("NHN_APP_KEY", rs(16), False), ("NHN_SECRET_KEY", rs(8), True)]


@vendor("Upbit Open API key", "kr", "Upbit Open API access/secret key", "업비트 Open API 키", "api.upbit.com")
def _():
    return [("UPBIT_ACCESS_KEY", rs(40), True), ("UPBIT_SECRET_KEY", rs(40), True)]


@vendor("Bithumb API key", "kr", "Bithumb API connect/secret key", "빗썸 API 키", "api.bithumb.com")
def _():
    return [("BITHUMB_CONNECT_KEY", hexs(32), True), ("BITHUMB_SECRET_KEY", hexs(32), True)]


@vendor("data.go.kr service key", "kr", "public data portal service key", "공공데이터포털 일반 인증키", "apis.data.go.kr")
def _():
    return [("DATA_GO_KR_SERVICE_KEY", b64(rb(66)), True)]


@vendor("Kakao Pay secret key", "kr", "KakaoPay secret key", "카카오페이 Secret key", "open-api.kakaopay.com", "Authorization: SECRET_KEY {}")
def _():
    return [("KAKAOPAY_CID", "TC0ONETIME", False), ("KAKAOPAY_SECRET_KEY", pick(["DEV", "PRD"]) + rs(37, HEXU), True)]


@vendor("NICEPAY secret key", "kr", "NICEPAY API secret key", "나이스페이 시크릿 키", "api.nicepay.co.kr")
def _():
    return [("NICEPAY_CLIENT_KEY", "S2_" + hexs(32), False), ("NICEPAY_SECRET_KEY", hexs(32), True)]


@vendor("Coupang Open API key", "kr", "Coupang Open API access/secret key", "쿠팡 오픈API 액세스/시크릿 키", "api-gateway.coupang.com")
def _():
    return [("COUPANG_VENDOR_ID", "A" + digits(8, False), False), ("COUPANG_ACCESS_KEY", uuid4(), True),
            ("COUPANG_SECRET_KEY", hexs(40), True)]


@vendor("Jandi incoming webhook", "kr", "JANDI incoming webhook URL", "잔디 인커밍 웹훅 URL", "wh.jandi.com")
def _():
    return [("JANDI_WEBHOOK_TOKEN", hexs(32), True)]


# ---- Japan
@vendor("LINE channel access token", "jp", "LINE Messaging API channel access token", "LINE 채널 액세스 토큰", "api.line.me", "Authorization: Bearer {}", long=True)
def _():
    return [("LINE_CHANNEL_ACCESS_TOKEN", rs(171, B64) + "=", True), ("LINE_CHANNEL_SECRET", hexs(32), True)]


@vendor("LINE Notify token", "jp", "LINE Notify access token", "LINE Notify 토큰", "notify-api.line.me", "Authorization: Bearer {}")
def _():
    return [("LINE_NOTIFY_TOKEN", rs(43), True)]


@vendor("Chatwork API token", "jp", "Chatwork API token", "Chatwork API 토큰", "api.chatwork.com", "X-ChatWorkToken: {}")
def _():
    return [("CHATWORK_API_TOKEN", hexs(32), True), ("CHATWORK_ROOM_ID", digits(9), False)]


@vendor("Backlog API key", "jp", "Backlog API key", "Backlog API 키", "acme.backlog.jp")
def _():
    return [("BACKLOG_SPACE", pick(["acme", "acme-jp", "devteam"]) + ".backlog.jp", False), ("BACKLOG_API_KEY", rs(64), True)]


@vendor("PAY.JP secret key", "jp", "PAY.JP secret key", "PAY.JP 시크릿 키", "api.pay.jp")
def _():
    return [("PAYJP_SECRET_KEY", pick(["sk_live_", "sk_test_"]) + hexs(24), True)]


@vendor("kintone API token", "jp", "kintone API token", "kintone API 토큰", "acme.cybozu.com", "X-Cybozu-API-Token: {}")
def _():
    return [("KINTONE_BASE_URL", "https://%s.cybozu.com" % pick(["acme", "acme-jp", "sales"]), False), ("KINTONE_API_TOKEN", rs(40), True)]


@vendor("Sakura Cloud API key", "jp", "Sakura Cloud API token and secret", "사쿠라 클라우드 API 키", "secure.sakura.ad.jp")
def _():
    return [("SAKURACLOUD_ACCESS_TOKEN", uuid4(), True), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(64), True)]


@vendor("GMO PG shop password", "jp", "GMO Payment Gateway shop password", "GMO PG 샵 비밀번호", "p01.mul-pay.jp")
def _():
    return [("GMO_SHOP_ID", "tshop" + digits(8, False), False), ("GMO_SHOP_PASS", rs(8, LOWDIG), True)]


# ---- China
@vendor("Alibaba Cloud AccessKey", "cn", "Alibaba Cloud AccessKey pair", "알리바바 클라우드 AccessKey", "ecs.aliyuncs.com", files=["aliyun_cli"])
def _():
    return [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI" + rs(rint(16, 20)), True), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(30), True)]


@vendor("Tencent Cloud API key", "cn", "Tencent Cloud SecretId/SecretKey", "텐센트 클라우드 SecretId/SecretKey", "cvm.tencentcloudapi.com")
def _():
    return [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(32), True), ("TENCENTCLOUD_SECRET_KEY", rs(32), True)]


@vendor("Baidu AI Cloud key", "cn", "Baidu AI API key and secret key", "바이두 AI API 키/시크릿", "aip.baidubce.com")
def _():
    return [("BAIDU_APP_ID", digits(8), False), ("BAIDU_API_KEY", rs(24), True), ("BAIDU_SECRET_KEY", rs(32), True)]


@vendor("Baidu Qianfan API key", "cn", "Qianfan API key", "바이두 첸판 API 키", "qianfan.baidubce.com", "Authorization: Bearer {}")
def _():
    return [("QIANFAN_API_KEY", "bce-v3/ALTAK-" + rs(21) + "/" + hexs(40), True)]


@vendor("Huawei Cloud AK/SK", "cn", "Huawei Cloud AK/SK", "화웨이 클라우드 AK/SK", "iam.myhuaweicloud.com")
def _():
    return [("HUAWEICLOUD_SDK_AK", rs(20, UPDIG), True), ("HUAWEICLOUD_SDK_SK", rs(40), True)]


@vendor("Volcengine AK/SK", "cn", "Volcengine access key", "볼케엔진 액세스 키", "open.volcengineapi.com")
def _():
    return [("VOLC_ACCESSKEY", "AKLT" + rs(40, B64U), True), ("VOLC_SECRETKEY", b64(rb(45)), True)]


@vendor("WeChat AppSecret", "cn", "WeChat Official Account AppSecret", "위챗 공식계정 AppSecret", "api.weixin.qq.com")
def _():
    return [("WECHAT_APP_ID", "wx" + hexs(16), False), ("WECHAT_APP_SECRET", hexs(32), True)]


@vendor("WeChat Pay APIv3 key", "cn", "WeChat Pay APIv3 key", "위챗페이 APIv3 키", "api.mch.weixin.qq.com")
def _():
    return [("WECHATPAY_MCH_ID", digits(10), False), ("WECHATPAY_API_V3_KEY", rs(32), True)]


@vendor("DingTalk robot", "cn", "DingTalk robot access token and signing secret", "딩톡 로봇 토큰/서명 시크릿", "oapi.dingtalk.com")
def _():
    return [("DINGTALK_ACCESS_TOKEN", hexs(64), True), ("DINGTALK_SECRET", "SEC" + hexs(64), True)]


@vendor("Feishu app secret", "cn", "Feishu (Lark) app secret", "페이슈(Lark) 앱 시크릿", "open.feishu.cn")
def _():
    return [("FEISHU_APP_ID", "cli_" + hexs(16), False), ("FEISHU_APP_SECRET", rs(32), True)]


@vendor("Qiniu AK/SK", "cn", "Qiniu access key / secret key", "치니우 AK/SK", "api.qiniu.com")
def _():
    return [("QINIU_ACCESS_KEY", rs(40, B64U), True), ("QINIU_SECRET_KEY", rs(40, B64U), True), ("QINIU_BUCKET", pick(["static-cdn", "uploads", "img-prod"]), False)]


@vendor("Gitee private token", "cn", "Gitee private token", "Gitee 개인 토큰", "gitee.com")
def _():
    return [("GITEE_TOKEN", hexs(32), True)]


@vendor("Zhipu AI API key", "cn", "Zhipu (GLM) API key", "즈푸(GLM) API 키", "open.bigmodel.cn", "Authorization: Bearer {}")
def _():
    return [("ZHIPUAI_API_KEY", hexs(32) + "." + rs(16), True)]


@vendor("Moonshot API key", "cn", "Moonshot (Kimi) API key", "문샷(Kimi) API 키", "api.moonshot.cn", "Authorization: Bearer {}")
def _():
    return [("MOONSHOT_API_KEY", "sk-" + rs(48), True)]


# ---- Europe
@vendor("Mollie API key", "eu", "Mollie API key", "Mollie API 키", "api.mollie.com", "Authorization: Bearer {}")
def _():
    return [("MOLLIE_API_KEY", pick(["live_", "test_"]) + rs(30), True)]


@vendor("Adyen API key", "eu", "Adyen API key", "Adyen API 키", "checkout-live.adyen.com", "X-API-Key: {}", long=True)
def _():
    return [("ADYEN_MERCHANT_ACCOUNT", pick(["AcmeECOM", "AcmeKR_ECOM", "ShopcoEU"]), False),
            ("ADYEN_API_KEY", "AQE" + rs(rint(120, 140), B64 + "-") + "-" + rs(43, B64) + "=-" + rs(12, ALNUM + "<>~"), True)]


@vendor("Scaleway API key", "eu", "Scaleway API key", "Scaleway API 키", "api.scaleway.com", "X-Auth-Token: {}", main=1)
def _():
    return [("SCW_ACCESS_KEY", "SCW" + rs(17, UPDIG), True), ("SCW_SECRET_KEY", uuid4(), True),
            ("SCW_DEFAULT_PROJECT_ID", uuid4(), False)]


@vendor("OVHcloud API credentials", "eu", "OVHcloud application secret and consumer key", "OVHcloud 애플리케이션 시크릿/컨슈머 키", "eu.api.ovh.com")
def _():
    return [("OVH_APPLICATION_KEY", rs(16), False), ("OVH_APPLICATION_SECRET", rs(32), True), ("OVH_CONSUMER_KEY", rs(32), True)]


@vendor("Hetzner Cloud token", "eu", "Hetzner Cloud API token", "Hetzner Cloud API 토큰", "api.hetzner.cloud", "Authorization: Bearer {}")
def _():
    return [("HCLOUD_TOKEN", rs(64), True)]


@vendor("GoCardless access token", "eu", "GoCardless access token", "GoCardless 액세스 토큰", "api.gocardless.com", "Authorization: Bearer {}")
def _():
    return [("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(40, B64U), True)]


@vendor("Wise API token", "eu", "Wise personal API token", "Wise 개인 API 토큰", "api.transferwise.com", "Authorization: Bearer {}")
def _():
    return [("WISE_API_TOKEN", uuid4(), True), ("WISE_PROFILE_ID", digits(8), False)]


@vendor("Checkout.com secret key", "eu", "Checkout.com secret key", "Checkout.com 시크릿 키", "api.checkout.com", "Authorization: Bearer {}")
def _():
    return [("CKO_SECRET_KEY", pick(["sk_sbox_", "sk_"]) + rs(26, LOWDIG), True)]


@vendor("SumUp secret key", "eu", "SumUp secret API key", "SumUp 시크릿 API 키", "api.sumup.com", "Authorization: Bearer {}")
def _():
    return [("SUMUP_API_KEY", "sup_sk_" + rs(32), True)]


@vendor("Mistral API key", "eu", "Mistral API key", "Mistral API 키", "api.mistral.ai", "Authorization: Bearer {}")
def _():
    return [("MISTRAL_API_KEY", rs(32), True)]


@vendor("DeepL API key", "eu", "DeepL API auth key", "DeepL API 인증 키", "api-free.deepl.com", "Authorization: DeepL-Auth-Key {}")
def _():
    return [("DEEPL_AUTH_KEY", uuid4() + pick([":fx", ""]), True)]


@vendor("Vonage API secret", "eu", "Vonage API secret", "Vonage API 시크릿", "rest.nexmo.com")
def _():
    return [("VONAGE_API_KEY", hexs(8), False), ("VONAGE_API_SECRET", rs(16), True)]


@vendor("Pusher app secret", "eu", "Pusher Channels app secret", "Pusher 앱 시크릿", "api-eu.pusher.com")
def _():
    return [("PUSHER_APP_ID", digits(7), False), ("PUSHER_KEY", hexs(20), False), ("PUSHER_SECRET", hexs(20), True),
            ("PUSHER_CLUSTER", pick(["eu", "ap3", "mt1"]), False)]


@vendor("Yandex OAuth token", "eu", "Yandex OAuth token", "얀덱스 OAuth 토큰", "cloud-api.yandex.net", "Authorization: OAuth {}")
def _():
    return [("YANDEX_OAUTH_TOKEN", "y0_" + rs(55, B64U), True)]


@vendor("Yandex Cloud API key", "eu", "Yandex Cloud API key", "얀덱스 클라우드 API 키", "llm.api.cloud.yandex.net", "Authorization: Api-Key {}")
def _():
    return [("YC_API_KEY", "AQVN" + rs(36, B64U), True), ("YC_FOLDER_ID", "b1g" + rs(17, LOWDIG), False)]


@vendor("Brevo API key", "eu", "Brevo (Sendinblue) API key", "Brevo(센딘블루) API 키", "api.brevo.com", "api-key: {}")
def _():
    return [("BREVO_API_KEY", "xkeysib-" + hexs(64) + "-" + rs(16), True)]


@vendor("Mailjet API key", "eu", "Mailjet API key and secret", "Mailjet API 키/시크릿", "api.mailjet.com")
def _():
    return [("MJ_APIKEY_PUBLIC", hexs(32), True), ("MJ_APIKEY_PRIVATE", hexs(32), True)]


@vendor("Spotify client secret", "eu", "Spotify client secret", "Spotify 클라이언트 시크릿", "accounts.spotify.com")
def _():
    return [("SPOTIFY_CLIENT_ID", hexs(32), False), ("SPOTIFY_CLIENT_SECRET", hexs(32), True)]


@vendor("MessageBird access key", "eu", "MessageBird live access key", "MessageBird 라이브 액세스 키", "rest.messagebird.com", "Authorization: AccessKey {}")
def _():
    return [("MESSAGEBIRD_ACCESS_KEY", rs(25), True)]


def vendor_by_name(name):
    for v in VENDORS:
        if v["name"] == name:
            return v
    raise KeyError(name)


def vendor_items(v):
    """Generate a fresh item list for vendor v; returns (items, main_secret_value)."""
    items = v["gen"]()
    secrets = [val for (_, val, s) in items if s]
    if v["main"] is not None:
        main = items[v["main"]][1]
    else:
        main = secrets[-1] if len(secrets) > 1 and v["name"].startswith(("AWS", "Alibaba", "Tencent", "Huawei")) else secrets[0]
    return items, main


# ================================================================= passwords
EN_WORDS = ("amber anchor apple arrow aspen autumn badger bamboo banjo basil beacon birch biscuit blossom breeze "
            "bronze cactus camel candle canyon carbon castle cedar cherry cider cinder clover cobalt comet copper "
            "coral cotton crane cricket crystal dahlia delta desert dolphin dragon drift eagle ember falcon fern "
            "fig flint forest fossil frost galaxy garnet ginger glacier granite gravel harbor hazel heron honey "
            "indigo iris island ivory jasper juniper kettle kiwi lagoon lantern lemon lilac linen lotus lunar "
            "maple marble meadow mango mercury mint monsoon mosaic nectar nickel nova oasis olive onyx orbit "
            "orchid otter oyster panda papaya pebble pepper pine planet plum polar poppy prism quartz quill "
            "raven reef river rocket saffron salmon sapphire savanna shadow sierra silver sparrow spruce stone "
            "summit sunset tango thistle thunder tiger timber topaz tulip tundra velvet violet walnut willow "
            "winter yarrow zephyr").split()
KO_WORDS = ("사랑 고양이 강아지 바다 하늘 구름 여름 겨울 가을 봄날 햇살 별빛 달빛 노을 소나무 단풍 무지개 "
            "바람 토끼 호랑이 사과 포도 딸기 수박 커피 라면 김치 부산 서울 제주 한강 우리집 행복 희망 "
            "보물 산책 여행 기차 자전거 초콜릿 우주 나비 꽃잎 새벽 파도 은하수 민들레 해바라기 곰돌이").split()
PERSON_NAMES = ["minji", "jisoo", "hyunwoo", "seojun", "yuna", "daniel", "sarah", "kevin", "haruto", "mei",
                "lukas", "emma", "sophie", "jun", "taeyang", "olivia", "marco", "chen", "aiko", "noah"]
SYMS = "!@#$%^&*?-_=+.~"
PUNCT_HEAVY = ALNUM + "!@#$%^&*()-_=+[]{};:,.<>?/~|"

# dubeolsik (2-set) keyboard: Hangul jamo -> QWERTY keys
CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml", "l"]
JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt",
        "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(text):
    out = []
    for ch in text:
        c = ord(ch)
        if 0xAC00 <= c <= 0xD7A3:
            c -= 0xAC00
            out.append(CHO[c // 588] + JUNG[(c % 588) // 28] + JONG[c % 28])
        else:
            out.append(ch)
    return "".join(out)


def pw_human():
    w = pick(EN_WORDS)
    pat = rint(0, 6)
    if pat == 0:
        return w.capitalize() + str(rint(1980, 2025)) + pick(SYMS)
    if pat == 1:
        return pick(EN_WORDS) + pick(SYMS) + w.capitalize() + digits(2, False)
    if pat == 2:
        return pick(PERSON_NAMES).capitalize() + pick("@#!") + digits(4, False)
    if pat == 3:
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1").replace("s", "$")
        return leet.capitalize() + digits(rint(2, 4), False) + pick(SYMS)
    if pat == 4:
        return w.upper()[:3] + pick(EN_WORDS) + digits(3, False) + pick(SYMS)
    if pat == 5:
        return pick(["Welcome", "Spring", "Winter", "Summer", "Autumn"]) + str(rint(2019, 2026)) + pick(SYMS) + digits(2, False)
    return w.capitalize() + pick(EN_WORDS).capitalize() + digits(rint(1, 3), False) + pick(SYMS)


def pw_passphrase():
    n = rint(3, 5)
    sep = pick(["-", " ", ".", "_", "-"])
    words = [pick(EN_WORDS) for _ in range(n)]
    if chance(0.4):
        i = rint(0, n - 1)
        words[i] = words[i].capitalize()
    s = sep.join(words)
    if chance(0.5):
        s += sep + digits(rint(1, 3), False)
    return s


def pw_punct():
    while True:
        s = rs(rint(14, 24), PUNCT_HEAVY)
        if sum(1 for c in s if c in "!@#$%^&*()-_=+[]{};:,.<>?/~|") >= 4:
            return s


def pw_generated():
    k = rint(0, 3)
    if k == 0:
        return rs(rint(16, 32))
    if k == 1:
        return hexs(32)                       # openssl rand -hex 16
    if k == 2:
        return b64(rb(rint(18, 24)))          # openssl rand -base64 N
    return "-".join(rs(6, LOWDIG) for _ in range(3))


def pw_korean_kbd():
    """Korean words typed on a QWERTY keyboard with the Korean layout off (a very common habit)."""
    w = "".join(pick(KO_WORDS) for _ in range(rint(1, 2)))
    s = hangul_to_qwerty(w)
    tail = pick([digits(rint(2, 4), False), pick(SYMS) + digits(rint(2, 4), False), digits(2, False) + pick(SYMS)])
    s = s + tail
    if len(s) < 8:
        s += digits(8 - len(s), False)
    return s


def pw_hangul():
    w = pick(KO_WORDS)
    target = rint(3, 7)
    while len(w) < target:
        w += pick(KO_WORDS)
    s = w + pick(["", "!", "#", "@"]) + digits(rint(2, 4), False) + pick(["", "!", "^^", "*"])
    while len(s) < 8:
        s += digits(1, False)
    return s


PW_STYLES = [("human", pw_human), ("passphrase", pw_passphrase), ("punctuation-heavy", pw_punct),
             ("generated", pw_generated), ("Korean-keyboard", pw_korean_kbd), ("Hangul", pw_hangul)]


def password(style=None, lang="en", no=""):
    """A random password; style name or None (weighted by language).  `no` = chars to avoid."""
    if style is None:
        if lang == "ko":
            style = pick(["human", "passphrase", "punctuation-heavy", "generated", "Korean-keyboard",
                          "Korean-keyboard", "Hangul", "human"])
        else:
            style = pick(["human", "human", "passphrase", "punctuation-heavy", "generated", "Korean-keyboard",
                          "passphrase", "Hangul"])
    for st in [style] + [x for x, _ in PW_STYLES if x != style]:
        fn = dict(PW_STYLES)[st]
        for _ in range(60):
            s = fn()
            if len(s) >= 8 and not any(c in s for c in no) and s.strip() == s:
                return st, s
    raise RuntimeError("password style %s" % style)


# ---------------------------------------------------------------- people, hosts, misc
USERS = ["deploy", "app_rw", "svc_billing", "etl_user", "admin", "root", "postgres", "readonly", "jenkins",
         "grafana", "backup", "report_ro", "api", "mq_user", "analytics", "ops", "sa", "batch", "crm_app", "devops"]
DBS = ["orders", "billing", "app_prod", "analytics", "crm", "shop", "auth", "inventory", "events", "payments"]
HOSTS = ["db-prod-01.internal", "pg-staging.acme.io", "10.0.12.34", "mysql.ops.local", "172.16.3.21",
         "orders-db.cluster-c9xk2.ap-northeast-2.rds.amazonaws.com", "redis-cache.internal", "mq-01.corp.acme.io",
         "mongo-0.mongo.svc.cluster.local", "sql-erp.corp.kr", "192.168.10.15", "ch-01.analytics.internal",
         "bastion.acme.io", "nas01.office.lan", "ldap.corp.acme.io", "smtp.mailgun.org", "kafka-1.stream.internal"]
EMAILS = ["minji.kim@acme.io", "ops@acme.io", "jisoo.park@shopco.kr", "devops@acme.co.kr", "s.lee@acme.io",
          "billing-bot@acme.io", "haruto.sato@acme.jp", "lukas.maier@acme.de", "release@shopco.kr"]
SSIDS = ["ACME-Office", "ACME-Guest", "shopco_5G", "DevLab-2.4G", "KT_GiGA_5G_Wave2", "iptime_3F", "U+Net8A2C",
         "SK_WiFiGIGA1F3E", "Meeting-Room-B", "Warehouse-AP"]
ENVS_EN = ["staging", "production", "dev", "QA", "the load-test env", "the DR region"]
ENVS_KO = ["스테이징", "운영", "개발", "QA", "부하테스트", "DR"]


# ================================================================= containers
# A container renders [(ENV_KEY, value), ...] into a pasted snippet.  `bad` lists characters a
# value must not contain for the container to hold it verbatim (no escaping ever changes a value).
CONTAINERS = []


def container(name, lang, bad=""):
    def deco(fn):
        CONTAINERS.append({"name": name, "lang": lang, "bad": bad, "fn": fn})
        return fn
    return deco


def needs_quote(v):
    return any(c in v for c in " #:{}[],&*!|>'\"%@`$^?~;=<") or v[:1] in "-0123456789"


def short(k, ctx):
    """drop a leading vendor prefix from a key inside a vendor-named section."""
    pre = ctx["slug"].replace("-", "_").upper() + "_"
    if k.startswith(pre) and len(k) > len(pre):
        return k[len(pre):]
    return k


def yq(v):
    return '"%s"' % v if needs_quote(v) else v


def sq(v):
    """shell quoting: bare if safe, else single quotes (values never contain a single quote)."""
    if all(c in ALNUM + "_-./:=@+,%" for c in v):
        return v
    return "'%s'" % v


@container("dotenv", "")
def _(pairs, ctx):
    lines = []
    if chance(0.5):
        lines.append("# %s" % pick([".env.staging", ".env.local", ".env", ".env.production", "copied from the old server"]))
    for k, v in pairs:
        if needs_quote(v) or chance(0.2):
            lines.append('%s="%s"' % (k, v))
        else:
            lines.append("%s=%s" % (k, v))
    if chance(0.4):
        lines.append("%s=%s" % (pick(["LOG_LEVEL", "PORT", "NODE_ENV", "APP_ENV"]), pick(["info", "8080", "production", "staging"])))
    return "\n".join(lines)


@container("shell export", "bash")
def _(pairs, ctx):
    pre = pick(["$ ", "", ""])
    return "\n".join("%sexport %s=%s" % (pre, k, sq(v)) for k, v in pairs)


@container("YAML config", "yaml", bad='"\\')
def _(pairs, ctx):
    top = ctx["slug"]
    lines = [pick(["%s:" % top, "integrations:\n  %s:" % top, "spring:\n  %s:" % top])]
    ind = "  " if lines[0].count("\n") == 0 else "    "
    for k, v in pairs:
        lines.append("%s%s: %s" % (ind, snake(short(k, ctx)), yq(v)))
    return "\n".join(lines)


@container("JSON config", "json", bad='"\\')
def _(pairs, ctx):
    inner = ",\n".join('    "%s": "%s"' % (camel(short(k, ctx)), v) for k, v in pairs)
    return '{\n  "%s": {\n%s\n  }\n}' % (ctx["slug"], inner)


@container("appsettings.json", "json", bad='"\\')
def _(pairs, ctx):
    inner = ",\n".join('    "%s": "%s"' % (pascal(short(k, ctx)), v) for k, v in pairs)
    return '{\n  "%s": {\n%s\n  },\n  "Logging": { "LogLevel": { "Default": "Information" } }\n}' % (pascal(ctx["slug"].replace("-", "_")), inner)


@container("TOML", "toml", bad='"\\')
def _(pairs, ctx):
    return "[%s]\n" % ctx["slug"] + "\n".join('%s = "%s"' % (snake(short(k, ctx)), v) for k, v in pairs)


@container("INI", "ini", bad="\\")
def _(pairs, ctx):
    return "[%s]\n" % ctx["slug"] + "\n".join("%s = %s" % (snake(short(k, ctx)), v) for k, v in pairs)


@container("Java properties", "properties", bad="\\")
def _(pairs, ctx):
    return "\n".join("%s.%s=%s" % (ctx["slug"], kebab(short(k, ctx)), v) for k, v in pairs)


@container("XML config", "xml", bad="&<>\"'\\")
def _(pairs, ctx):
    if chance(0.5):
        inner = "\n".join('    <add key="%s" value="%s" />' % (pascal(k), v) for k, v in pairs)
        return "<appSettings>\n%s\n</appSettings>" % inner
    inner = "\n".join("    <%s>%s</%s>" % (camel(short(k, ctx)), v, camel(short(k, ctx))) for k, v in pairs)
    return "<%s>\n%s\n</%s>" % (camel(ctx["slug"].replace("-", "_")), inner, camel(ctx["slug"].replace("-", "_")))


@container("Kubernetes Secret stringData", "yaml", bad='"\\')
def _(pairs, ctx):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-credentials" % ctx["slug"],
             "  namespace: %s" % pick(["default", "prod", "staging", "payments", "batch"]), "type: Opaque", "stringData:"]
    for k, v in pairs:
        lines.append("  %s: %s" % (k, yq(v)))
    return "\n".join(lines)


@container("docker-compose environment", "yaml", bad='"\\$')
def _(pairs, ctx):
    lines = ["services:", "  %s:" % pick(["api", "worker", "app", "scheduler"]),
             "    image: %s:%s" % (pick(["acme/api", "ghcr.io/acme/worker", "shopco/app"]), pick(["latest", "1.4.2", "main"])),
             "    environment:"]
    for k, v in pairs:
        lines.append("      %s: %s" % (k, yq(v)))
    return "\n".join(lines)


@container("Dockerfile", "dockerfile", bad='"\\$')
def _(pairs, ctx):
    lines = ["FROM %s" % pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22"])]
    kw = pick(["ENV", "ARG"])
    for k, v in pairs:
        lines.append('%s %s="%s"' % (kw, k, v))
    lines.append(pick(["COPY . /app", "WORKDIR /app", "RUN make build"]))
    return "\n".join(lines)


@container("GitHub Actions workflow", "yaml", bad='"\\$')
def _(pairs, ctx):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    for k, v in pairs:
        lines.append("      %s: %s" % (k, yq(v)))
    lines.append("    steps:\n      - uses: actions/checkout@v4")
    return "\n".join(lines)


@container("GitLab CI variables", "yaml", bad='"\\$')
def _(pairs, ctx):
    lines = ["variables:"]
    for k, v in pairs:
        lines.append('  %s: "%s"' % (k, v))
    lines.append("deploy:\n  stage: deploy\n  script: ./deploy.sh")
    return "\n".join(lines)


@container("Terraform", "hcl", bad='"\\$%')
def _(pairs, ctx):
    out = []
    for k, v in pairs:
        out.append('variable "%s" {\n  type    = string\n  default = "%s"\n}' % (snake(k), v))
    return "\n".join(out)


@container("Python code", "python", bad='"\\')
def _(pairs, ctx):
    form = rint(0, 2)
    if form == 0:
        return "import os\n" + "\n".join('os.environ.setdefault("%s", "%s")' % (k, v) for k, v in pairs)
    if form == 1:
        return "\n".join('%s = "%s"' % (k, v) for k, v in pairs)
    args = ", ".join('%s="%s"' % (snake(k).split("_", 1)[-1] if "_" in k else snake(k), v) for k, v in pairs)
    return "client = %sClient(%s)" % (pascal(ctx["slug"].replace("-", "_")), args)


@container("JavaScript code", "js", bad='"\\')
def _(pairs, ctx):
    if chance(0.5):
        return "\n".join('const %s = process.env.%s || "%s";' % (camel(k), k, v) for k, v in pairs)
    inner = ",\n".join('  %s: "%s"' % (camel(k), v) for k, v in pairs)
    return "export const config = {\n%s\n};" % inner


@container("Go code", "go", bad='"\\')
def _(pairs, ctx):
    return "const (\n" + "\n".join('\t%s = "%s"' % (camel(k), v) for k, v in pairs) + "\n)"


@container("Java code", "java", bad='"\\')
def _(pairs, ctx):
    return "\n".join('private static final String %s = "%s";' % (k, v) for k, v in pairs)


@container("C# code", "csharp", bad='"\\{}')
def _(pairs, ctx):
    return "\n".join('var %s = "%s";' % (camel(k), v) for k, v in pairs)


@container("Ruby code", "ruby", bad="'\\")
def _(pairs, ctx):
    return "\n".join("ENV['%s'] ||= '%s'" % (k, v) for k, v in pairs)


@container("PHP code", "php", bad="'\\")
def _(pairs, ctx):
    return "<?php\n" + "\n".join("define('%s', '%s');" % (k, v) for k, v in pairs)


@container("Rust code", "rust", bad='"\\')
def _(pairs, ctx):
    return "\n".join('const %s: &str = "%s";' % (k, v) for k, v in pairs)


@container("Kotlin code", "kotlin", bad='"\\$')
def _(pairs, ctx):
    return "\n".join('val %s = "%s"' % (camel(k), v) for k, v in pairs)


@container("Swift code", "swift", bad='"\\')
def _(pairs, ctx):
    return "\n".join('let %s = "%s"' % (camel(k), v) for k, v in pairs)


@container("inline shell command", "bash")
def _(pairs, ctx):
    env = " ".join("%s=%s" % (k, sq(v)) for k, v in pairs)
    return "%s%s %s" % (pick(["$ ", ""]), env, pick(["./scripts/sync.sh", "python manage.py runjob", "npm run deploy", "make release", "go run ./cmd/worker"]))


@container("application log", "")
def _(pairs, ctx):
    lines = []
    for k, v in pairs:
        lines.append("%s %s [%s] %s=%s" % (ts(), pick(["INFO", "DEBUG", "WARN"]), pick(["config", "bootstrap", "env", "main"]), snake(k), v))
    lines.append("%s ERROR [%s] request failed: %s" % (ts(), pick(["http", "client"]), pick(["401 Unauthorized", "403 Forbidden", "invalid credentials", "timeout after 30s"])))
    return "\n".join(lines)


@container("stack trace", "")
def _(pairs, ctx):
    head = pick(["Traceback (most recent call last):\n  File \"/app/worker.py\", line %d, in run\n    client.connect()" % rint(20, 300),
                 "Exception in thread \"main\" java.lang.IllegalStateException:",
                 "Error: Request failed with status code 401\n    at createError (node_modules/axios/lib/core/createError.js:16:15)"])
    cfg = ", ".join("%s=%s" % (snake(k), v) for k, v in pairs)
    msg = "%s: authentication rejected (config: {%s})" % (pick(["AuthError", "ClientError", "RuntimeError"]), cfg)
    return head + "\n" + msg


@container("diff", "diff")
def _(pairs, ctx):
    fn = pick(["config/settings.env", ".env.staging", "deploy/app.env", "ops/worker.env"])
    lines = ["--- a/%s" % fn, "+++ b/%s" % fn,
             "@@ -%d,%d +%d,%d @@" % (rint(3, 40), 4, rint(3, 40), 5)]
    for k, v in pairs:
        lines.append("+%s=%s" % (k, v))
    lines.append(" %s" % pick(["TIMEOUT=30", "RETRIES=3", "DEBUG=false"]))
    return "\n".join(lines)


@container("markdown table", "", bad="|")
def _(pairs, ctx):
    lines = ["| key | value |", "|---|---|"]
    for k, v in pairs:
        lines.append("| %s | %s |" % (k, v))
    return "\n".join(lines)


@container("chat message", "")
def _(pairs, ctx):
    who = pick(PERSON_NAMES)
    body = ", ".join("%s is %s" % (snake(k).replace("_", " "), v) for k, v in pairs)
    return "[%02d:%02d] %s: %s %s" % (rint(8, 22), rint(0, 59), who, pick(["ok here you go -", "try this:", "the current ones:", "from the vault:"]), body)


@container("helm --set", "bash", bad="\\,")
def _(pairs, ctx):
    sets = " \\\n  ".join("--set %s.%s=%s" % (ctx["slug"], camel(short(k, ctx)), sq(v)) for k, v in pairs)
    return "helm upgrade --install %s ./chart \\\n  %s" % (ctx["slug"], sets)


@container("Ansible vars", "yaml", bad='"\\{')
def _(pairs, ctx):
    return "# group_vars/%s.yml\n" % pick(["prod", "staging", "all"]) + "\n".join("%s: %s" % (snake(k), yq(v)) for k, v in pairs)


@container("systemd unit", "ini", bad='"\\$%')
def _(pairs, ctx):
    return "[Service]\n" + "\n".join('Environment="%s=%s"' % (k, v) for k, v in pairs) + "\nExecStart=/usr/local/bin/%s" % ctx["slug"]


@container("PowerShell", "powershell", bad='"\\$`')
def _(pairs, ctx):
    return "\n".join('$env:%s = "%s"' % (k, v) for k, v in pairs)


@container("Windows cmd", "bat", bad="%^&<>|\"")
def _(pairs, ctx):
    return "\n".join("set %s=%s" % (k, v) for k, v in pairs)


def usable_containers(values):
    return [c for c in CONTAINERS if not any(b in v for v in values for b in c["bad"])]


def render_pairs(pairs, ctx, only=None):
    vals = [v for _, v in pairs]
    cs = usable_containers(vals)
    if only:
        cs = [c for c in cs if c["name"] in only] or cs
    c = pick(cs)
    note_use("containers", c["name"])
    return c["fn"](pairs, ctx), c["lang"], c["name"]


# ================================================================= prose
def _final(word):
    """(has_final_consonant, final_is_rieul) for the way a Korean reader pronounces word's end."""
    w = word.rstrip(" `'\")]")
    if not w:
        return False, False
    ch = w[-1]
    if "\uac00" <= ch <= "\ud7a3":
        f = (ord(ch) - 0xAC00) % 28
        return f != 0, f == 8
    if ch.isdigit():
        return ch in "013678", ch in "178"
    if ch.isalpha():
        tail = w.split()[-1]
        if tail.isupper() or len(tail) <= 3:           # acronym read letter by letter: URL, SID
            return ch.lower() in "lmnr", ch.lower() in "lr"
        return (tail.lower().endswith(("n", "m", "l", "ng", "et", "it", "ot", "at")),
                tail.lower().endswith("l"))
    return False, False


def has_batchim(word):
    return _final(word)[0]


def josa(word, kind):
    b, rieul = _final(word)
    if kind == "i":
        return word + ("이" if b else "가")
    if kind == "eul":
        return word + ("을" if b else "를")
    if kind == "eun":
        return word + ("은" if b else "는")
    if kind == "wa":
        return word + ("과" if b else "와")
    if kind == "ro":
        return word + ("으로" if b and not rieul else "로")
    if kind == "ida":
        return word + ("이다." if b else "다.")
    raise KeyError(kind)


TASKS = {
    "en": ["setting up the staging deploy", "fixing the nightly backup job", "migrating the orders table to the new cluster",
           "debugging the 401s from the billing worker", "wiring the payment webhook", "rotating the CI runners",
           "moving the cron jobs to Kubernetes", "upgrading the Helm chart for the API", "restoring the analytics dashboard",
           "reproducing the login bug locally", "adding SMS notifications to signup", "building the partner data sync",
           "getting the integration tests green", "bootstrapping a new dev laptop", "fixing the broken release pipeline",
           "connecting the BI tool to the read replica", "porting the deploy script from bash to Python",
           "cleaning up the Terraform state", "adding a health check to the gateway", "re-enabling the Slack alerts",
           "setting up the mobile push sender", "building the nightly export to S3", "debugging the flaky e2e suite",
           "onboarding the new payment provider", "moving secrets out of the monolith", "bumping dependencies in the worker",
           "fixing the Docker build on ARM", "setting up a local copy of prod data", "chasing the timeout in the search service",
           "automating the weekly report e-mail"],
    "ko": ["스테이징 배포 설정", "야간 백업 잡 수정", "주문 테이블 신규 클러스터 이전", "결제 워커 401 에러 디버깅", "결제 웹훅 연동",
           "CI 러너 교체", "크론 잡 쿠버네티스 이전", "API 헬름 차트 업그레이드", "분석 대시보드 복구", "로그인 버그 로컬 재현",
           "회원가입 문자 알림 추가", "파트너사 데이터 동기화 구축", "통합 테스트 복구", "신규 개발 노트북 세팅", "릴리스 파이프라인 수리",
           "BI 도구 읽기 복제본 연결", "배포 스크립트 파이썬 이식", "테라폼 상태 정리", "게이트웨이 헬스체크 추가", "슬랙 알림 재활성화",
           "모바일 푸시 발송기 구축", "S3 야간 내보내기 작업", "불안정한 e2e 테스트 디버깅", "신규 PG사 연동", "모놀리스 시크릿 분리",
           "워커 의존성 업데이트", "ARM 도커 빌드 수정", "운영 데이터 로컬 복제", "검색 서비스 타임아웃 분석", "주간 리포트 메일 자동화"],
}
SOURCES = {
    "en": ["the team's shared vault export", "a Slack DM", "the old Confluence runbook", "the user's shell history",
           "the .env.staging on the bastion", "a PR comment", "the on-call handover doc", "the Jenkins job config",
           "the team wiki", "an e-mail from the vendor", "the previous engineer's notes", "a screenshot the user transcribed"],
    "ko": ["팀 노션 문서", "슬랙 DM", "예전 컨플루언스 런북", "사용자 셸 히스토리", "배스천 서버의 .env.staging", "PR 코멘트",
           "온콜 인수인계 문서", "젠킨스 잡 설정", "팀 위키", "업체에서 온 메일", "전임자 메모", "카톡으로 받은 캡처"],
}
SVCS = {
    "en": ["billing worker", "API gateway", "ETL job", "notification service", "deploy script", "search indexer",
           "admin backend", "push sender", "report cron", "data sync job", "checkout service", "auth service"],
    "ko": ["결제 워커", "API 게이트웨이", "ETL 잡", "알림 서비스", "배포 스크립트", "검색 인덱서", "어드민 백엔드",
           "푸시 발송기", "리포트 크론", "데이터 동기화 잡", "주문 서비스", "인증 서버"],
}
ERRS = ["401 Unauthorized", "403 Forbidden", "invalid_client", "SignatureDoesNotMatch", "authentication failed",
        "Access denied", "invalid api key", "permission denied", "AUTH_FAILED", "invalid_grant"]

# ---- frames for secret notes.  {snip} = pasted block, {val} = inline value
SEC_FRAMES = {
    "en": {
        "mc_snip": [
            "While {task}, I couldn't find the {thing} anywhere in the repo. The user pasted it from {source}:\n{snip}",
            "{Task} kept failing with {err}. I didn't know which {thing} the {svc} expects; {source} had this:\n{snip}",
            "No README or runbook mentions the {thing}. What the user sent ({source}):\n{snip}",
            "I asked for the {thing} while {task} and got this back:\n{snip}",
            "{snip}\n(pasted by the user while I was {task}; before that I had no {thing} and the {svc} returned {err})",
            "Context I was missing: the {svc} calls {vendor} and needs the {thing}. Found in {source}:\n{snip}",
            "The {svc} logs showed {err} on every call. The user said the {thing} had changed and shared the current config:\n{snip}",
            "I assumed the {thing} was injected by CI, but the only copy was pasted in {source}:\n{snip}",
        ],
        "mc_plain": [
            "While {task}, the {svc} rejected every call with {err} and I did not know where the {thing} was kept.",
            "I didn't know that the {thing} for {env} is managed by hand and not by the deploy pipeline.",
            "Nobody had told me the {svc} needs its own {thing}; the shared one is read-only.",
            "I spent an hour on {err} before realising the {thing} in my shell belonged to another environment.",
            "The repo has no docs on the {thing}; {source} is the only place it is written down.",
        ],
        "mc_inline": [
            "{val} - that is the {thing} the user gave me while {task}; I had no idea where it lived.",
            "While {task} the user told me to use {val} as the {thing} because the old one was revoked.",
            "I didn't know the {thing} for {env}; the user finally sent it in chat: {val}",
            "The {svc} needed a {thing} and the only copy was in {source}: {val} (nobody had mentioned it).",
        ],
        "lesson_snip": [
            "The {svc} only worked once the {thing} was set like this:\n{snip}",
            "Working setup for {env}:\n{snip}\nRestart the {svc} after editing; it reads the value only at startup.",
            "{snip}\nThat block is what fixed {err}; everything else in the file was unrelated.",
            "Keep this exact configuration for the {svc} (from {source}):\n{snip}",
            "Final state after {task}:\n{snip}",
        ],
        "lesson_plain": [
            "The {thing} for {env} is not in the repo; ask for it instead of searching the codebase.",
            "{err} from the {svc} meant a stale {thing}, not a code bug. Check the value first.",
            "Set the {thing} through the environment and restart the process; the client caches it at startup.",
            "Never commit the {thing}; the pre-commit hook does not catch this format.",
            "Staging and production use different values for the {thing}; mixing them gives misleading {err} errors.",
            "Rotate the {thing} after it has been shared in chat, and update the runbook so nobody copies the old one.",
        ],
        "lesson_inline": [
            "{val} is the {thing} that works for {env}; the one in the wiki is outdated.",
            "For {env} the {svc} must use {val} as its {thing}, otherwise it fails with {err}.",
            "The {thing} that finally worked for the {svc} was {val}",
        ],
        "ask_plain": [
            "Which {env} {thing} should I use, and where is it stored?",
            "Is there a secret-manager path for the {thing} so it doesn't have to be pasted?",
            "Who owns the {thing} for the {svc}, in case it needs rotating?",
            "Should CI get a separate {thing}?",
            "",
        ],
        "ask_val": [
            "Is {val} still the valid {thing}, or has it been rotated since?",
            "Can I keep using {val} for {env}, or should I request a new {thing}?",
            "The {thing} I used was {val} - should it move into the vault?",
            "{val}: is this the production {thing} or only the staging one?",
        ],
        "ask_snip": [
            "Should I keep using this for {env}?\n{snip}",
            "Is this still the right {thing}?\n{snip}",
        ],
    },
    "ko": {
        "mc_snip": [
            "{task} 중에 저장소 어디에서도 {thing_eul} 찾을 수 없었다. 사용자가 {source}에서 붙여준 내용:\n{snip}",
            "{task} 작업이 계속 {err} 에러로 실패했다. {svc_i} 어떤 {thing_eul} 기대하는지 몰랐는데 {source}에 이렇게 있었음:\n{snip}",
            "README나 런북 어디에도 {thing} 얘기가 없음. 사용자가 보내준 것({source}):\n{snip}",
            "{task} 하다가 {thing_eul} 물어봤더니 이렇게 답이 옴:\n{snip}",
            "{snip}\n(위 내용은 {task} 도중 사용자가 붙여넣은 것. 그 전까지는 {thing_i} 없어서 {svc}에서 {err}만 났다)",
            "몰랐던 맥락: {svc_eun} {vendor} 연동이라 {thing_i} 필요함. {source}에서 찾은 설정:\n{snip}",
            "{svc} 로그에 요청마다 {err}. 사용자 말로는 {thing_i} 바뀌었다며 현재 설정을 공유해줌:\n{snip}",
            "{thing_i} CI에서 주입되는 줄 알았는데 유일한 사본이 {source}에 붙어 있었다:\n{snip}",
        ],
        "mc_plain": [
            "{task} 중 {svc_i} 모든 요청을 {err} 응답으로 거절했는데, {thing_i} 어디에 보관되는지 몰랐다.",
            "{env} 환경의 {thing_i} 배포 파이프라인이 아니라 수동으로 관리된다는 걸 몰랐다.",
            "{svc}에 별도의 {thing_i} 필요하다는 걸 아무도 알려주지 않았다. 공용 키는 읽기 전용이다.",
            "{err} 에러로 한 시간을 날렸는데, 알고 보니 내 셸에 로드된 {thing_i} 다른 환경 것이었다.",
            "저장소에는 {thing} 관련 문서가 없고 {source}에만 적혀 있다.",
        ],
        "mc_inline": [
            "{val} ← {task} 중에 사용자가 준 {thing}. 어디에 보관되는지는 몰랐다.",
            "{task} 도중 사용자가 예전 값은 폐기됐다며 {thing_ro} {val} 값을 쓰라고 했다.",
            "{env} {thing_eul} 몰랐는데 사용자가 채팅으로 보내줌: {val}",
            "{svc}에 {thing_i} 필요했는데 유일한 사본이 {source}에 있었다: {val} (아무도 언급 안 함)",
        ],
        "lesson_snip": [
            "{thing_eul} 아래처럼 설정한 뒤에야 {svc_i} 정상 동작했다:\n{snip}",
            "{env} 환경에서 동작하는 설정:\n{snip}\n수정 후 {svc_eul} 재시작해야 함 (시작할 때만 값을 읽음).",
            "{snip}\n{err} 문제를 해결한 건 이 부분이고 파일의 나머지는 무관했다.",
            "{svc_eun} 이 설정 그대로 유지할 것 ({source} 기준):\n{snip}",
            "{task} 후 최종 상태:\n{snip}",
        ],
        "lesson_plain": [
            "{env} {thing_eun} 저장소에 없다. 코드베이스를 뒤지지 말고 바로 물어볼 것.",
            "{svc}의 {err} 에러는 코드 버그가 아니라 만료된 {thing} 때문이었다. 값부터 확인하자.",
            "{thing_eun} 환경변수로 넣고 프로세스를 재시작해야 한다. 클라이언트가 시작 시점에 캐시함.",
            "{thing_eun} 절대 커밋하지 말 것. pre-commit 훅이 이 형식을 못 잡는다.",
            "스테이징과 운영의 {thing_i} 다르다. 섞어 쓰면 헷갈리는 {err} 에러가 난다.",
            "채팅으로 공유된 {thing_eun} 교체하고, 다른 사람이 옛 값을 쓰지 않도록 런북도 갱신할 것.",
        ],
        "lesson_inline": [
            "{val} 이게 {env}에서 동작하는 {thing_ida} 위키에 있는 값은 예전 것.",
            "{env}에서는 {svc_i} {thing_ro} {val} 값을 써야 하고, 아니면 {err} 에러가 난다.",
            "{svc}에 최종적으로 먹힌 {thing}: {val}",
        ],
        "ask_plain": [
            "{env}에서는 어떤 {thing_eul} 써야 하고 어디에 보관돼 있나요?",
            "{thing_eul} 붙여넣지 않아도 되게 시크릿 매니저 경로가 있나요?",
            "{svc}의 {thing} 담당자가 누구인가요? 교체가 필요할 때 연락하려고요.",
            "CI용 {thing_eul} 따로 발급해야 하나요?",
            "",
        ],
        "ask_val": [
            "{val} 아직 유효한 {thing}인가요, 아니면 교체됐나요?",
            "{env}에서 {val} 계속 써도 되나요, 새로 발급받아야 하나요?",
            "제가 쓴 {thing_eun} {val} 입니다. 볼트로 옮길까요?",
            "{val} 이게 운영용 {thing}인가요, 스테이징용인가요?",
        ],
        "ask_snip": [
            "{env}에서 이 설정 계속 써도 되나요?\n{snip}",
            "이게 아직 맞는 {thing}인가요?\n{snip}",
        ],
    },
}

# ---- frames for personal / shared-account material (2FA seeds, recovery codes, PINs, Wi-Fi keys)
PERSONAL_FRAMES = {
    "en": {
        "mc_snip": [
            "While {task}, the user shared the {thing} so I could get past the login step:\n{snip}",
            "I was blocked at a login/2FA prompt during {task}. The user pasted:\n{snip}",
            "{snip}\n(sent by the user in chat during {task}; I hadn't asked for it)",
            "For {task} I needed access only the user had; {source} contained:\n{snip}",
        ],
        "mc_plain": [
            "During {task} I got stuck at a login prompt and didn't know who holds the {thing}.",
            "I didn't know the {thing} is held only by the user, so I was stuck until they sent it.",
            "I assumed the device was already set up, but it needed the {thing} first.",
        ],
        "mc_inline": [
            "The user told me the {thing} in chat: {val} - I had no other way to get past the prompt.",
            "{val} is what the user typed into the chat when I got stuck during {task}.",
        ],
        "lesson_snip": [
            "What unblocked me (from {source}):\n{snip}\nThis belongs in the team password manager, not in notes.",
            "For next time:\n{snip}",
            "{snip}\nThe owner wants to be told whenever this is used.",
        ],
        "lesson_plain": [
            "The {thing} belongs to a person or a shared account; ask the owner instead of searching the repo.",
            "Never copy the {thing} into tickets or notes; the team password manager is the place for it.",
            "After using the {thing}, tell the owner so they can regenerate it.",
        ],
        "lesson_inline": [
            "The {thing} that worked was {val}; it belongs to the user, not to the team.",
            "Remember: {val} is the {thing} for the office setup.",
        ],
        "ask_plain": [
            "Who else holds the {thing}, and can it move to the team password manager?",
            "Can I get my own access instead of using the shared {thing}?",
            "",
        ],
        "ask_val": [
            "Is {val} still the {thing}, or did you change it after I used it?",
            "Should I forget {val} now, or will I need the {thing} again?",
        ],
    },
    "ko": {
        "mc_snip": [
            "{task} 중 로그인 단계를 넘기려고 사용자가 {thing_eul} 공유해줌:\n{snip}",
            "{task} 도중 로그인/2단계 인증에서 막혔다. 사용자가 붙여준 내용:\n{snip}",
            "{snip}\n({task} 중에 사용자가 채팅으로 보내준 것. 내가 요청하지는 않았음)",
            "{task}에 사용자만 가진 접근 정보가 필요했는데 {source}에 이렇게 있었다:\n{snip}",
        ],
        "mc_plain": [
            "{task} 중 로그인 화면에서 막혔는데 {thing_eul} 누가 갖고 있는지 몰랐다.",
            "{thing_i} 사용자만 알고 있다는 걸 몰라서 보내줄 때까지 막혀 있었다.",
            "장비가 이미 세팅된 줄 알았는데 먼저 {thing_i} 필요했다.",
        ],
        "mc_inline": [
            "사용자가 채팅으로 {thing_eul} 알려줌: {val} - 다른 방법으로는 그 단계를 못 넘겼다.",
            "{val} ← {task} 중 막혔을 때 사용자가 채팅에 입력해준 값.",
        ],
        "lesson_snip": [
            "막힌 걸 풀어준 것({source}):\n{snip}\n이건 노트가 아니라 팀 비밀번호 관리자에 있어야 한다.",
            "다음을 위해:\n{snip}",
            "{snip}\n사용할 때마다 소유자에게 알려달라고 함.",
        ],
        "lesson_plain": [
            "{thing_eun} 개인 또는 공용 계정 소유다. 저장소를 뒤지지 말고 소유자에게 물어볼 것.",
            "{thing_eul} 티켓이나 노트에 옮겨 적지 말 것. 팀 비밀번호 관리자에 둘 것.",
            "{thing_eul} 쓴 뒤에는 소유자에게 알려서 재발급하게 할 것.",
        ],
        "lesson_inline": [
            "통한 {thing_eun} {val} 이고, 팀이 아니라 사용자 개인 소유다.",
            "기억할 것: {val} 이게 사무실 세팅용 {thing_ida}",
        ],
        "ask_plain": [
            "{thing_eul} 또 누가 갖고 있나요? 팀 비밀번호 관리자로 옮길 수 있을까요?",
            "공용 {thing} 대신 제 계정 권한을 받을 수 있을까요?",
            "",
        ],
        "ask_val": [
            "{val} 아직 유효한 {thing}인가요, 제가 쓴 뒤 바꾸셨나요?",
            "{val} 이건 이제 잊어도 되나요, 아니면 다시 필요할까요?",
        ],
    },
}

# ---- frames for clean notes.  {note} = the scenario's own explanation
CLEAN_FRAMES = {
    "en": {
        "mc_snip": [
            "While {task}, I found this in {source} and wasn't sure whether it was sensitive:\n{snip}",
            "I didn't know what the {thing} in this config meant:\n{snip}",
            "{Task} needed the {thing}; the relevant part of {source}:\n{snip}",
            "{snip}\n(from {source}; I was {task} and had no context on the {thing})",
            "The {svc} failed with {err} and I suspected the {thing}. The relevant snippet:\n{snip}",
            "Missing context: how the {svc} gets its {thing}. This is what the repo has:\n{snip}",
        ],
        "mc_plain": [
            "While {task}, I didn't understand how the {thing} is wired into the {svc}.",
            "I was unsure whether the {thing} could be pasted into a shared note.",
            "I didn't know where the {thing} for {env} comes from; the code only references it.",
            "{Task} stalled because I misread the {thing} as something that had to be rotated.",
        ],
        "lesson_note": ["{note}", "{note} For reference:\n{snip}", "{snip}\n{note}", "{note}\n{snip}"],
        "ask": [
            "Besides {source}, where else is this documented?",
            "Should I add a line about this to the README so the next person doesn't wonder?",
            "Should the runbook for {env} mention this?",
            "Is it fine to keep {val} in the shared notes?",
            "Can you confirm {val} is expected here?",
            "",
        ],
    },
    "ko": {
        "mc_snip": [
            "{task} 중에 {source}에서 이걸 발견했는데 민감한 값인지 확신이 없었다:\n{snip}",
            "설정에 있는 {thing}의 의미를 몰랐다:\n{snip}",
            "{task}에 {thing_i} 필요했다. {source}의 관련 부분:\n{snip}",
            "{snip}\n({source}에서 가져옴. {task} 중이었고 {thing}에 대한 맥락이 없었다)",
            "{svc}에서 {err} 에러가 나서 {thing_eul} 의심했다. 관련 부분:\n{snip}",
            "몰랐던 맥락: {svc_i} {thing_eul} 어디서 받는지. 저장소에 있는 내용:\n{snip}",
        ],
        "mc_plain": [
            "{task} 중에 {thing_i} {svc}에 어떻게 연결되는지 이해하지 못했다.",
            "{thing_eul} 공유 노트에 붙여도 되는지 확신이 없었다.",
            "{env} {thing_i} 어디서 오는지 몰랐다. 코드에는 참조만 있다.",
            "{thing_eul} 교체해야 하는 값으로 착각해서 {task} 작업이 지연됐다.",
        ],
        "lesson_note": ["{note}", "{note} 참고:\n{snip}", "{snip}\n{note}", "{note}\n{snip}"],
        "ask": [
            "{source} 말고 이 내용이 정리된 곳이 또 있나요?",
            "다음 사람이 헷갈리지 않게 README에 한 줄 적어둘까요?",
            "{env} 런북에도 이 내용을 적어둘까요?",
            "{val} 값을 공유 노트에 남겨도 괜찮을까요?",
            "여기에 {val} 값이 들어가는 게 맞는지 확인해 주실 수 있나요?",
            "",
        ],
    },
}


def fence(snip, lang_tag):
    """wrap a snippet the way agents paste it: fenced, fenced with a language, indented, or bare."""
    k = rint(0, 9)
    if k <= 4:
        return "```%s\n%s\n```" % (lang_tag, snip)
    if k <= 6:
        return "```\n%s\n```" % snip
    if k == 7 and "\n" in snip:
        return "\n".join("    " + ln for ln in snip.split("\n"))
    return snip


def fill_dict(lang, thing, vendor_name=""):
    d = {"task": pick(TASKS[lang]), "source": pick(SOURCES[lang]), "svc": pick(SVCS[lang]), "err": pick(ERRS),
         "env": pick(ENVS_EN if lang == "en" else ENVS_KO), "thing": thing, "vendor": vendor_name or "an external API"}
    d["Task"] = d["task"][:1].upper() + d["task"][1:]
    if lang == "ko":
        for k in ("i", "eul", "eun", "wa", "ro", "ida"):
            d["thing_" + k] = josa(thing, k)
        for k in ("i", "eul", "eun"):
            d["svc_" + k] = josa(d["svc"], k)
        d["vendor"] = vendor_name or "외부 API"
    return d


def render(frame, d, **kw):
    dd = dict(d)
    dd.update(kw)
    return frame.format_map(dd)


# ================================================================= crypto-shaped material
def der_len(n):
    if n < 128:
        return bytes([n])
    if n < 256:
        return b"\x81" + bytes([n])
    return b"\x82" + n.to_bytes(2, "big")


def der(tag, content):
    return bytes([tag]) + der_len(len(content)) + content


def der_int(b):
    b = b.lstrip(b"\x00") or b"\x00"
    if b[0] & 0x80:
        b = b"\x00" + b
    return der(0x02, b)


def rand_big(nbytes):
    b = bytearray(rb(nbytes))
    b[0] |= 0x80
    b[-1] |= 0x01
    return bytes(b)


def rsa_pkcs1(bits=1024):
    k = bits // 8
    parts = [der(0x02, b"\x00"), der_int(rand_big(k)), der_int(b"\x01\x00\x01"), der_int(rb(k)),
             der_int(rand_big(k // 2)), der_int(rand_big(k // 2)), der_int(rb(k // 2)), der_int(rb(k // 2)),
             der_int(rb(k // 2))]
    return der(0x30, b"".join(parts))


def pkcs8_rsa(bits=1024):
    alg = der(0x30, der(0x06, bytes.fromhex("2a864886f70d010101")) + b"\x05\x00")
    return der(0x30, der(0x02, b"\x00") + alg + der(0x04, rsa_pkcs1(bits)))


def ec_sec1():
    return (b"\x30\x77\x02\x01\x01\x04\x20" + rb(32) + bytes.fromhex("a00a06082a8648ce3d030107") +
            b"\xa1\x44\x03\x42\x00\x04" + rb(64))


def ed25519_pkcs8():
    return bytes.fromhex("302e020100300506032b657004220420") + rb(32)


def sshstr(b):
    return struct.pack(">I", len(b)) + b


def ed25519_pub_blob(pub=None):
    return sshstr(b"ssh-ed25519") + sshstr(pub if pub is not None else rb(32))


def openssh_ed25519(comment):
    pub, seed, check = rb(32), rb(32), rb(4)
    priv = check + check + sshstr(b"ssh-ed25519") + sshstr(pub) + sshstr(seed + pub) + sshstr(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    return (b"openssh-key-v1\x00" + sshstr(b"none") + sshstr(b"none") + sshstr(b"") + struct.pack(">I", 1) +
            sshstr(ed25519_pub_blob(pub)) + sshstr(priv))


def pem_lines(kind):
    """(begin_label, body_lines) for a random private key of the given kind; every line >= 8 chars."""
    for _ in range(50):
        if kind == "rsa":
            label, raw, width = "RSA PRIVATE KEY", rsa_pkcs1(pick([1024, 1024, 768])), 64
        elif kind == "pkcs8-rsa":
            label, raw, width = "PRIVATE KEY", pkcs8_rsa(pick([1024, 768])), 64
        elif kind == "ec":
            label, raw, width = "EC PRIVATE KEY", ec_sec1(), 64
        elif kind == "ed25519":
            label, raw, width = "PRIVATE KEY", ed25519_pkcs8(), 64
        else:
            label, raw, width = "OPENSSH PRIVATE KEY", openssh_ed25519(pick(USERS) + "@" + pick(["laptop", "ci", "bastion", "deploy"])), 70
        lines = wrap(b64(raw), width)
        if len(lines[-1]) >= 8:
            return label, lines
    raise RuntimeError("pem")


def jwt(alg="HS256", claims=None):
    hdr = {"alg": alg, "typ": "JWT"}
    if alg.startswith("RS") and chance(0.7):
        hdr["kid"] = rs(rint(16, 27), B64U)
    iat = rint(1735689600, 1764000000)
    body = {"sub": pick([uuid4(), digits(rint(5, 9)), pick(EMAILS)]), "iat": iat, "exp": iat + pick([900, 3600, 86400, 2592000])}
    if claims:
        body.update(claims)
    elif chance(0.6):
        body[pick(["role", "scope", "aud"])] = pick(["admin", "service", "read:orders write:orders", "api.acme.io", "authenticated"])
    sig = b64u(rb(32 if alg == "HS256" else 256))
    return b64u(json.dumps(hdr, separators=(",", ":")).encode()) + "." + \
        b64u(json.dumps(body, separators=(",", ":")).encode()) + "." + sig


def basic_blob(user, pw):
    return b64(("%s:%s" % (user, pw)).encode("utf-8"))


def pct(s):
    return quote(s, safe="")


def ssh_pub_ed25519(comment):
    return "ssh-ed25519 " + b64(ed25519_pub_blob()) + " " + comment


def ssh_pub_rsa(comment, bits=2048):
    blob = sshstr(b"ssh-rsa") + sshstr(b"\x01\x00\x01") + sshstr(b"\x00" + rand_big(bits // 8))
    return "ssh-rsa " + b64(blob) + " " + comment


# ================================================================= secret scenarios
# A scenario returns a dict: cat, thing (in the note's language), vendor, snip, tag (fence language),
# secrets (every credential string as written in snip / val), val (one-line form usable inline or in a
# question, or None), layouts (optional restriction).

def vslug(v):
    w = v["name"].split()[0].lower()
    return "".join(c if c.isalnum() else "-" for c in w).strip("-") or "app"


def T(lang, en, ko):
    return en if lang == "en" else ko


def http_snippet(header, host, method=None):
    """a request carrying `header` ("Name: value") in one of several client forms."""
    name, value = header.split(": ", 1)
    path = pick(["/v1/me", "/v2/orders?limit=20", "/api/v1/status", "/v1/messages", "/v1/accounts", "/oauth/userinfo",
                 "/v3/reports/daily", "/v1/payments/confirm", "/v1/users/me/tokens"])
    method = method or pick(["GET", "GET", "POST"])
    k = rint(0, 5)
    if k == 0:
        return "curl -sS %s-H \"%s: %s\" https://%s%s" % ("-X POST " if method == "POST" else "", name, value, host, path), "bash", "curl"
    if k == 1:
        return "%s %s HTTP/1.1\nHost: %s\n%s: %s\nAccept: application/json\nUser-Agent: %s" % (
            method, path, host, name, value, pick(["python-requests/2.32.3", "okhttp/4.12.0", "axios/1.7.2", "curl/8.5.0"])), "http", "raw HTTP request"
    if k == 2:
        return "resp = requests.%s(\n    \"https://%s%s\",\n    headers={\"%s\": \"%s\"},\n    timeout=10,\n)" % (
            method.lower(), host, path, name, value), "python", "python requests"
    if k == 3:
        return "const res = await fetch(\"https://%s%s\", {\n  method: \"%s\",\n  headers: { \"%s\": \"%s\" },\n});" % (
            host, path, method, name, value), "js", "fetch()"
    if k == 4:
        return "http %s https://%s%s '%s:%s'" % (method, host, path, name, value), "bash", "HTTPie"
    return "%s DEBUG http.client send: b'%s %s HTTP/1.1\\r\\nHost: %s\\r\\n%s: %s\\r\\n'" % (
        ts(), method, path, host, name, value), "", "debug log of request"


def vendor_file(v, fname, items, main):
    vals = dict((k, val) for k, val, _ in items)
    secs = [val for _, val, s in items if s]
    if fname == "aws_credentials":
        prof = pick(["default", "prod", "staging", "deploy", "data-eng"])
        lines = ["[%s]" % prof if prof == "default" else "[profile %s]" % prof if chance(0.3) else "[%s]" % prof,
                 "aws_access_key_id = %s" % vals["AWS_ACCESS_KEY_ID"], "aws_secret_access_key = %s" % vals["AWS_SECRET_ACCESS_KEY"]]
        if "AWS_SESSION_TOKEN" in vals:
            lines.append("aws_session_token = %s" % vals["AWS_SESSION_TOKEN"])
        else:
            lines.append("region = %s" % vals.get("AWS_DEFAULT_REGION", "ap-northeast-2"))
        return "# ~/.aws/credentials\n" + "\n".join(lines), "ini", "~/.aws/credentials", secs
    if fname == "npmrc":
        return "# .npmrc\nregistry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s" % main, "ini", ".npmrc", [main]
    if fname == "pypirc":
        return "[distutils]\nindex-servers = pypi\n\n[pypi]\n  username = __token__\n  password = %s" % main, "ini", ".pypirc", [main]
    if fname == "docker_login":
        user = vals.get("DOCKERHUB_USERNAME", "ci")
        if chance(0.5):
            return "docker login -u %s -p %s" % (user, main), "bash", "docker login -p", [main]
        blob = basic_blob(user, main)
        return '{\n  "auths": {\n    "https://index.docker.io/v1/": {\n      "auth": "%s"\n    }\n  }\n}' % blob, "json", "~/.docker/config.json auth", [blob]
    if fname == "git_url":
        host = {"GitHub": "github.com", "GitLab": "gitlab.com", "Bitbucket": "bitbucket.org"}[v["name"].split()[0]]
        user = pick(["x-access-token", "oauth2", "ci-bot", "git"]) if host != "bitbucket.org" else vals.get("BITBUCKET_USERNAME", "ci")
        repo = pick(["acme/api", "acme/infra", "shopco/web", "platform/deploy-scripts"])
        cmd = pick(["git clone https://%s:%s@%s/%s.git", "git remote set-url origin https://%s:%s@%s/%s.git",
                    "pip install git+https://%s:%s@%s/%s.git@main"])
        return cmd % (user, main, host, repo), "bash", "git URL with token", [main]
    if fname == "gh_hosts":
        return "# ~/.config/gh/hosts.yml\ngithub.com:\n    user: %s\n    oauth_token: %s\n    git_protocol: https" % (pick(PERSON_NAMES), main), "yaml", "gh hosts.yml", [main]
    if fname == "terraformrc":
        return 'credentials "app.terraform.io" {\n  token = "%s"\n}' % main, "hcl", ".terraformrc", [main]
    if fname == "aliyun_cli":
        return ("aliyun configure set --profile %s --mode AK --region %s \\\n  --access-key-id %s \\\n  --access-key-secret %s" %
                (pick(["default", "prod", "ops"]), pick(["cn-hangzhou", "cn-shanghai", "ap-southeast-1"]),
                 vals["ALIBABA_CLOUD_ACCESS_KEY_ID"], vals["ALIBABA_CLOUD_ACCESS_KEY_SECRET"]), "bash", "aliyun configure", secs)
    raise KeyError(fname)


def sc_vendor(lang, long_only=False, v=None):
    if v is None:
        if long_only:
            v = deal("long vendors", [x for x in VENDORS if x["long"]])
        else:
            v = deal("vendors", VENDORS)
    note_use("vendors", v["name"])
    items, main = vendor_items(v)
    ctx = {"slug": vslug(v), "host": v["host"]}
    r = R.random()
    secs = [val for _, val, s in items if s]
    if v["name"] == "data.go.kr service key" and chance(0.6):
        enc = pct(main)
        url = ("http://apis.data.go.kr/%s?serviceKey=%s&pageNo=1&numOfRows=%d&dataType=JSON&base_date=%s" %
               (pick(["1360000/VilageFcstInfoService_2.0/getVilageFcst", "B551011/KorService1/areaBasedList1",
                      "1613000/RTMSDataSvcAptTrade/getRTMSDataSvcAptTrade"]), enc, pick([10, 100, 1000]), date().replace("-", "")))
        snip, tag, cname, secs = url, "", "request URL (percent-encoded key)", [enc]
        if chance(0.4):
            snip = "# Decoding key: %s\n%s" % (main, url)
            secs = [main, enc]
    elif v["files"] and r < 0.25:
        snip, tag, cname, secs = vendor_file(v, pick(v["files"]), items, main)
    elif v["auth"] and r < 0.45:
        snip, tag, cname = http_snippet(v["auth"].format(main), v["host"] or "api.example.com")
        secs = [main]
    else:
        pairs = [(k, val) for k, val, s in items if s or chance(0.7)]
        snip, tag, cname = render_pairs(pairs, ctx)
    note_use("containers", cname)
    cat = "token: %s [%s] in %s" % (v["name"], v["region"], cname)
    val = main if main in secs else secs[0]
    return {"cat": cat, "thing": T(lang, v["thing_en"], v["thing_ko"]), "vendor": v["name"].split()[0],
            "snip": snip, "tag": tag, "secrets": secs, "val": val if len(val) <= 200 else None}


def sc_long(lang):
    if chance(0.25):
        tok = jwt("RS256", {"iss": "https://auth.%s" % pick(["acme.io", "shopco.kr", "example-corp.com"]),
                            "scope": "openid profile orders:write", "azp": rs(32)})
        snip, tag, cname = http_snippet("Authorization: Bearer " + tok, pick(["api.acme.io", "gw.shopco.kr", "internal-api.acme.io"]))
        note_use("containers", cname)
        return {"cat": "long token: RS256 JWT bearer (%d chars) in %s" % (len(tok), cname),
                "thing": T(lang, "access token", "액세스 토큰"), "vendor": "", "snip": snip, "tag": tag,
                "secrets": [tok], "val": None}
    sc = sc_vendor(lang, long_only=True)
    sc["cat"] = "long " + sc["cat"]
    return sc


def sc_multi(lang):
    n = rint(2, 3)
    vs = []
    while len(vs) < n:
        v = deal("vendors", VENDORS)
        if v not in vs:
            vs.append(v)
    pairs, secs, names = [], [], []
    for v in vs:
        note_use("vendors", v["name"])
        items, _ = vendor_items(v)
        for k, val, s in items:
            if s or chance(0.5):
                pairs.append((k, val))
            if s:
                secs.append(val)
        names.append(v["name"])
    if chance(0.5):
        st, pw = password(lang=lang, no="\"'\\`$|&<>%,")
        pairs.insert(rint(0, len(pairs)), ("DB_PASSWORD", pw))
        secs.append(pw)
        names.append("DB password (%s)" % st)
    ctx = {"slug": pick(["app", "api", "worker", "backend"]), "host": ""}
    snip, tag, cname = render_pairs(pairs, ctx, only=["dotenv", "docker-compose environment", "Kubernetes Secret stringData",
                                                      "GitHub Actions workflow", "shell export", "YAML config", "diff",
                                                      "markdown table", "application log", "systemd unit", "JSON config"])
    return {"cat": "multi: %s in %s" % (" + ".join(names), cname),
            "thing": T(lang, "service credentials", "서비스 자격 증명"), "vendor": "", "snip": snip, "tag": tag,
            "secrets": secs, "val": None}


PW_SERVICES = [
    # key prefix, user key, pass key, thing en, thing ko
    ("DB", "DB_USER", "DB_PASSWORD", "database password", "DB 비밀번호"),
    ("SMTP", "SMTP_USERNAME", "SMTP_PASSWORD", "SMTP password", "SMTP 비밀번호"),
    ("LDAP", "LDAP_BIND_DN", "LDAP_BIND_PASSWORD", "LDAP bind password", "LDAP 바인드 비밀번호"),
    ("REDIS", None, "REDIS_PASSWORD", "Redis password", "Redis 비밀번호"),
    ("RABBITMQ", "RABBITMQ_DEFAULT_USER", "RABBITMQ_DEFAULT_PASS", "RabbitMQ password", "RabbitMQ 비밀번호"),
    ("GRAFANA", "GF_SECURITY_ADMIN_USER", "GF_SECURITY_ADMIN_PASSWORD", "Grafana admin password", "Grafana 관리자 비밀번호"),
    ("KEYSTORE", None, "KEYSTORE_PASSWORD", "keystore password", "키스토어 비밀번호"),
    ("ELASTIC", "ELASTIC_USERNAME", "ELASTIC_PASSWORD", "Elasticsearch password", "Elasticsearch 비밀번호"),
    ("MINIO", "MINIO_ROOT_USER", "MINIO_ROOT_PASSWORD", "MinIO root password", "MinIO 루트 비밀번호"),
    ("KAFKA", "KAFKA_SASL_USERNAME", "KAFKA_SASL_PASSWORD", "Kafka SASL password", "Kafka SASL 비밀번호"),
    ("JENKINS", "JENKINS_ADMIN_ID", "JENKINS_ADMIN_PASSWORD", "Jenkins admin password", "젠킨스 관리자 비밀번호"),
    ("VPN", "VPN_USER", "VPN_PASSWORD", "VPN password", "VPN 비밀번호"),
    ("NAS", "NAS_ADMIN", "NAS_ADMIN_PASSWORD", "NAS admin password", "NAS 관리자 비밀번호"),
    ("CERT", None, "CERT_PASSWORD", "certificate password", "공동인증서 비밀번호"),
    ("GROUPWARE", "GW_LOGIN_ID", "GW_LOGIN_PW", "groupware account password", "그룹웨어 계정 비밀번호"),
    ("SFTP", "SFTP_USER", "SFTP_PASS", "partner SFTP password", "파트너사 SFTP 비밀번호"),
    ("MSSQL", "SA_USER", "SA_PASSWORD", "SQL Server sa password", "SQL Server sa 비밀번호"),
    ("WP", "WORDPRESS_DB_USER", "WORDPRESS_DB_PASSWORD", "WordPress DB password", "워드프레스 DB 비밀번호"),
]


def sc_pw_config(lang):
    pre, ukey, pkey, ten, tko = pick(PW_SERVICES)
    st, pw = password(lang=lang, no="\"'\\`")
    pairs = []
    if ukey:
        pairs.append((ukey, pick(USERS) if ukey != "LDAP_BIND_DN" else "cn=%s,ou=svc,dc=acme,dc=io" % pick(USERS)))
    if chance(0.5) and pre in ("DB", "REDIS", "SMTP", "ELASTIC", "KAFKA", "SFTP", "MSSQL", "RABBITMQ"):
        pairs.insert(0, (pre + "_HOST", pick(HOSTS)))
    pairs.append((pkey, pw))
    ctx = {"slug": pre.lower(), "host": ""}
    r = R.random()
    if pre == "WP" and r < 0.4:
        snip, tag, cname = ("define( 'DB_NAME', '%s' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', 'localhost' );"
                            % (pick(DBS), pick(USERS), pw), "php", "wp-config.php")
    elif pre == "DB" and r < 0.3:
        snip, tag, cname = ("spring.datasource.url=jdbc:postgresql://%s:5432/%s\nspring.datasource.username=%s\nspring.datasource.password=%s"
                            % (pick(HOSTS), pick(DBS), pick(USERS), pw), "properties", "Spring application.properties")
    elif pre == "DB" and r < 0.5 and "'" not in pw:
        snip, tag, cname = ("DATABASES = {\n    \"default\": {\n        \"ENGINE\": \"django.db.backends.postgresql\",\n        \"NAME\": \"%s\",\n"
                            "        \"USER\": \"%s\",\n        \"PASSWORD\": \"%s\",\n        \"HOST\": \"%s\",\n    }\n}"
                            % (pick(DBS), pick(USERS), pw, pick(HOSTS)), "python", "Django settings.py")
    else:
        snip, tag, cname = render_pairs(pairs, ctx)
    note_use("containers", cname)
    return {"cat": "password (%s) in %s: %s" % (st, cname, ten), "thing": T(lang, ten, tko), "vendor": "",
            "snip": snip, "tag": tag, "secrets": [pw], "val": pw}


def _q(p):
    return sq(p)


PW_COMMANDS = [
    ("mysql -p attached password", lambda u, p, h, d: "mysql -h %s -u%s -p%s %s" % (h, u, _q(p), d)),
    ("mysql --password=", lambda u, p, h, d: "mysql --host=%s --user=%s --password=%s %s" % (h, u, _q(p), d)),
    ("mysqldump -p attached", lambda u, p, h, d: "mysqldump -u %s -p%s --single-transaction %s > /backup/%s.sql" % (u, _q(p), d, d)),
    ("PGPASSWORD env prefix", lambda u, p, h, d: "PGPASSWORD=%s psql -h %s -U %s -d %s" % (_q(p), h, u, d)),
    ("psql conninfo password=", lambda u, p, h, d: "psql \"host=%s port=5432 dbname=%s user=%s password=%s sslmode=require\"" % (h, d, u, p)),
    ("sshpass -p", lambda u, p, h, d: "sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s" % (_q(p), u, h)),
    ("redis-cli -a", lambda u, p, h, d: "redis-cli -h %s -p 6379 -a %s --no-auth-warning" % (h, _q(p))),
    ("docker login -p", lambda u, p, h, d: "docker login -u %s -p %s %s" % (u, _q(p), pick(["registry.acme.io", "harbor.corp.kr", "ghcr.io"]))),
    ("echo | docker login --password-stdin", lambda u, p, h, d: "echo %s | docker login --username %s --password-stdin %s" % (_q(p), u, pick(["registry.acme.io", "nexus.corp.kr:8443"]))),
    ("htpasswd -b positional", lambda u, p, h, d: "htpasswd -b -c /etc/nginx/.htpasswd %s %s" % (u, _q(p))),
    ("curl -u user:pass", lambda u, p, h, d: "curl -u %s https://%s/api/health" % (_q(u + ":" + p), h)),
    ("smbclient -U user%pass", lambda u, p, h, d: "smbclient //%s/share -U %s" % (h, _q(u + "%" + p))),
    ("net use positional password", lambda u, p, h, d: "net use Z: \\\\%s\\share %s /user:CORP\\%s" % (h, p, u)),
    ("openssl -passout pass:", lambda u, p, h, d: "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % _q(p)),
    ("keytool -storepass", lambda u, p, h, d: "keytool -importkeystore -srckeystore bundle.p12 -srcstoretype PKCS12 -destkeystore app.jks -storepass %s -srcstorepass %s" % (_q(p), _q(p))),
    ("zip -P", lambda u, p, h, d: "zip -r -P %s export_%s.zip ./export" % (_q(p), date().replace("-", ""))),
    ("7z -p attached", lambda u, p, h, d: "7z a -p%s -mhe=on backup.7z ./dump" % _q(p)),
    ("sqlcmd -P", lambda u, p, h, d: "sqlcmd -S %s -U sa -P %s -d %s -Q \"SELECT 1\"" % (h, _q(p), d)),
    ("sqlplus user/pass@", lambda u, p, h, d: "sqlplus %s/%s@//%s:1521/ORCLPDB1" % (u, p, h)),
    ("mongosh --password", lambda u, p, h, d: "mongosh \"mongodb://%s:27017/%s\" --username %s --password %s --authenticationDatabase admin" % (h, d, u, _q(p))),
    ("ldapsearch -w", lambda u, p, h, d: "ldapsearch -x -H ldap://%s -D \"cn=%s,dc=acme,dc=io\" -w %s -b \"dc=acme,dc=io\"" % (h, u, _q(p))),
    ("rabbitmqctl add_user positional", lambda u, p, h, d: "rabbitmqctl add_user %s %s && rabbitmqctl set_user_tags %s administrator" % (u, _q(p), u)),
    ("mysqladmin password positional", lambda u, p, h, d: "mysqladmin -u root password %s" % _q(p)),
    ("kubectl --from-literal", lambda u, p, h, d: "kubectl create secret generic %s-db --from-literal=username=%s --from-literal=password=%s" % (d, u, _q(p))),
    ("wget --password", lambda u, p, h, d: "wget --user=%s --password=%s https://%s/exports/latest.csv" % (u, _q(p), h)),
    ("lftp -u user,pass", lambda u, p, h, d: "lftp -u %s sftp://%s -e 'mirror /out ./in; bye'" % (_q(u + "," + p), h)),
    ("ansible -e become pass", lambda u, p, h, d: "ansible-playbook site.yml -i inventory/prod -e \"ansible_become_pass=%s\"" % p),
    ("az login -p", lambda u, p, h, d: "az login -u %s@acme.onmicrosoft.com -p %s" % (u, _q(p))),
    ("xfreerdp /p:", lambda u, p, h, d: "xfreerdp /v:%s /u:%s /p:%s /cert:ignore" % (h, u, _q(p))),
    ("vault login userpass", lambda u, p, h, d: "vault login -method=userpass username=%s password=%s" % (u, _q(p))),
    ("docker run -e MYSQL_ROOT_PASSWORD", lambda u, p, h, d: "docker run -d --name %s -e MYSQL_ROOT_PASSWORD=%s -p 3306:3306 mysql:8.0" % (d, _q(p))),
    ("helm --set rootPassword", lambda u, p, h, d: "helm install %s bitnami/postgresql --set auth.postgresPassword=%s --set auth.database=%s" % (d, _q(p), d)),
    ("java -D system property", lambda u, p, h, d: "java -Dspring.datasource.password=%s -jar app.jar --spring.profiles.active=prod" % _q(p)),
    ("expdp user/pass", lambda u, p, h, d: "expdp %s/%s@ORCL schemas=%s directory=DUMP_DIR dumpfile=%s.dmp" % (u, p, d.upper(), d)),
    ("plink -pw", lambda u, p, h, d: "plink -ssh %s@%s -pw %s \"systemctl restart app\"" % (u, h, _q(p))),
    ("influx setup -p", lambda u, p, h, d: "influx setup -u admin -p %s -o acme -b %s -r 30d -f" % (_q(p), d)),
    ("hdbsql -p", lambda u, p, h, d: "hdbsql -n %s:30015 -u SYSTEM -p %s \"SELECT * FROM M_DATABASE\"" % (h, _q(p))),
    ("cron line with -p", lambda u, p, h, d: "0 3 * * * /usr/bin/mysqldump -u%s -p%s %s | gzip > /backup/%s_$(date +\\%%F).sql.gz" % (u, _q(p), d, d)),
]


def sc_pw_cmd(lang):
    name, fn = pick(PW_COMMANDS)
    bad = "\"'\\`"
    if name in ("net use positional password", "sqlplus user/pass@", "expdp user/pass", "psql conninfo password=", "ansible -e become pass"):
        bad += " $&|;<>()!#*?[]{}~@/%"
    if name in ("curl -u user:pass", "smbclient -U user%pass"):
        bad += ":%"
    if name == "lftp -u user,pass":
        bad += ","
    if name == "cron line with -p":
        bad += "%"
    st, pw = password(lang=lang, no=bad)
    u, h, d = pick(USERS), pick(HOSTS), pick(DBS)
    line = fn(u, pw, h, d)
    form = rint(0, 4)
    if form == 0:
        snip = "$ " + line
    elif form == 1:
        snip = "%s  %s" % (rint(100, 2000), line)          # shell history
    elif form == 2:
        snip = "#!/bin/bash\nset -euo pipefail\n%s" % line
    elif form == 3:
        snip = "- name: %s\n  run: %s" % (pick(["restore dump", "seed db", "rotate backup", "sync files"]), line)
    else:
        snip = line
    note_use("containers", "shell command")
    thing = T(lang, pick(["password", "service password", "account password"]), pick(["비밀번호", "서비스 계정 비밀번호", "계정 비번"]))
    return {"cat": "shell: %s (%s password)" % (name, st), "thing": thing, "vendor": "", "snip": snip,
            "tag": pick(["bash", "sh", "console", ""]), "secrets": [pw], "val": pw}


def conn_password(lang):
    """password for a connection string; sometimes with URL-reserved characters (then percent-encoded)."""
    if chance(0.35):
        base = password(pick(["human", "generated", "Korean-keyboard", "passphrase"]), lang, no="\"'\\` ")[1]
        i = rint(1, len(base) - 1)
        return base[:i] + pick(["@", ":", "/", "#", "?", "%", "@!", "#&"]) + base[i:]
    return password(lang=lang, no="\"'\\` @:/?#%&;[]{}|<>,=+$^")[1]


def sc_conn(lang):
    pw = conn_password(lang)
    enc = pct(pw) if any(c in pw for c in "@:/?#%&+ ") or any(ord(c) > 127 for c in pw) else pw
    u, h, d = pick(USERS), pick(HOSTS), pick(DBS)
    kinds = [
        ("PostgreSQL URL", "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (u, enc, h, d), True),
        ("MySQL URL", "mysql://%s:%s@%s:3306/%s" % (u, enc, h, d), True),
        ("SQLAlchemy URL", "postgresql+psycopg2://%s:%s@%s/%s" % (u, enc, h, d), True),
        ("MongoDB SRV URI", "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, enc, rs(5, LOWDIG), d), True),
        ("Redis URL", "redis://default:%s@%s:6379/0" % (enc, h), True),
        ("Redis TLS URL (no user)", "rediss://:%s@%s:6380" % (enc, h), True),
        ("AMQP URL", "amqps://%s:%s@%s:5671/%s" % (u, enc, h, pick(["%2F", "prod", "jobs"])), True),
        ("ClickHouse URL", "clickhouse://%s:%s@%s:9440/%s?secure=true" % (u, enc, h, d), True),
        ("Snowflake URL", "snowflake://%s:%s@%s/%s/PUBLIC?warehouse=COMPUTE_WH" % (u, enc, pick(["xy12345.ap-northeast-2.aws", "acme-kr01"]), d.upper()), True),
        ("Elasticsearch URL", "https://elastic:%s@%s:9200" % (enc, h), True),
        ("SMTP URL", "smtp://%s:%s@smtp.%s:587" % (pick(EMAILS).replace("@", "%40"), enc, pick(["mailgun.org", "gmail.com", "office365.com"])), True),
        ("FTP URL", "ftp://%s:%s@%s/outbound/" % (u, enc, h), True),
        ("JDBC SQL Server", "jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true" % (h, d, u, pw), False),
        ("JDBC MySQL query password", "jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true" % (h, d, u, enc), True),
        ("ADO.NET connection string", "Server=%s;Database=%s;User Id=%s;Password=%s;TrustServerCertificate=True;" % (h, d, u, pw), False),
        ("ODBC connection string", "DRIVER={ODBC Driver 18 for SQL Server};SERVER=%s;DATABASE=%s;UID=%s;PWD=%s" % (h, d, u, pw), False),
        ("Kafka JAAS config", "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";" % (u, pw), False),
    ]
    name, s, uses_enc = pick(kinds)
    if not uses_enc and any(c in pw for c in ";\"{}"):
        name, s, uses_enc = kinds[0]
    written = enc if uses_enc else pw
    secs = [written]
    if name == "Kafka JAAS config":
        snip, tag = "# client.properties\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n" + s, "properties"
    elif name in ("JDBC SQL Server", "JDBC MySQL query password"):
        snip, tag = pick([("spring.datasource.url=%s" % s, "properties"),
                          ("%s INFO [HikariPool-1] Starting with url %s" % (ts(), s), ""), ("jdbc.url=%s" % s, "properties")])
    elif name in ("ADO.NET connection string", "ODBC connection string"):
        snip, tag = pick([("{\n  \"ConnectionStrings\": {\n    \"Default\": \"%s\"\n  }\n}" % s, "json"),
                          ("$conn = New-Object System.Data.SqlClient.SqlConnection(\"%s\")" % s, "powershell"),
                          ("conn = pyodbc.connect(\"%s\")" % s, "python"), (s, "")])
    else:
        scheme = s.split(":", 1)[0]
        env, cli = {"postgresql": ("DATABASE_URL", "psql"), "mysql": ("DATABASE_URL", "mysqlsh --uri"),
                    "postgresql+psycopg2": ("SQLALCHEMY_DATABASE_URI", "alembic -x url="), "mongodb+srv": ("MONGODB_URI", "mongosh"),
                    "redis": ("REDIS_URL", "redis-cli -u"), "rediss": ("CACHE_URL", "redis-cli --tls -u"),
                    "amqps": ("CELERY_BROKER_URL", "python check_broker.py"), "clickhouse": ("CLICKHOUSE_URL", "python check_conn.py"),
                    "snowflake": ("SNOWFLAKE_URL", "python check_conn.py"), "https": ("ELASTICSEARCH_URL", "curl -s"),
                    "smtp": ("EMAIL_URL", "python send_test_mail.py"), "ftp": ("FTP_URL", "curl -s --list-only")}.get(scheme, ("DATABASE_URL", "python check_conn.py"))
        wrapc = rint(0, 5)
        if wrapc == 0:
            snip, tag = "%s=%s" % (env, s), ""
        elif wrapc == 1:
            snip, tag = "%s %s [%s] connecting to %s" % (ts(), pick(["INFO", "DEBUG"]), pick(["db", "pool", "client"]), s), ""
        elif wrapc == 2:
            snip, tag = "stringData:\n  %s: \"%s\"" % (env, s), "yaml"
        elif wrapc == 3:
            snip, tag = "%s = env(\"%s\", default=\"%s\")" % (env, env, s), "python"
        elif wrapc == 4:
            snip, tag = "$ %s \"%s\"" % (cli, s) if not cli.endswith("=") else "$ %s\"%s\" upgrade head" % (cli, s), "bash"
        else:
            snip, tag = s, ""
    if written != pw and chance(0.3):
        snip += T(lang, "\n# raw password before URL-encoding: %s" % pw, "\n# URL 인코딩 전 원래 비밀번호: %s" % pw)
        secs.append(pw)
    note_use("containers", "connection string")
    enc_note = " (percent-encoded)" if written != pw else ""
    return {"cat": "connection string: %s%s" % (name, enc_note), "thing": T(lang, "database connection string", "DB 접속 문자열"),
            "vendor": "", "snip": snip, "tag": tag, "secrets": secs, "val": s if len(s) < 200 else None}


API_HOSTS = ["api.acme.io", "partner-api.shopco.kr", "internal.acme.io", "erp.corp.kr", "reports.acme.io",
             "legacy-gw.acme.co.kr", "jira.acme.io", "nexus.corp.kr", "es.ops.internal:9200"]


def sc_header(lang):
    k = rint(0, 7)
    host = pick(API_HOSTS)
    if k <= 1:
        st, pw = password(lang=lang, no="\"'\\`:")
        user = pick(USERS + EMAILS)
        blob = basic_blob(user, pw)
        header, cat, thing = "Authorization: Basic " + blob, "header: Basic auth (user:%s password)" % st, T(lang, "basic-auth credentials", "Basic 인증 정보")
        secs = [blob]
    elif k == 2:
        v = vendor_by_name("Toss Payments secret key")
        note_use("vendors", v["name"])
        sk = v["gen"]()[0][1]
        blob = b64((sk + ":").encode())
        header, cat, thing = "Authorization: Basic " + blob, "header: Basic base64(secret_key:) Toss Payments", T(lang, "Toss Payments secret key", "토스페이먼츠 시크릿 키")
        host, secs = "api.tosspayments.com", [blob]
    elif k == 3:
        v = vendor_by_name(pick(["Twilio auth token", "Atlassian API token", "Mailjet API key"]))
        note_use("vendors", v["name"])
        items = v["gen"]()
        blob = basic_blob(items[0][1], items[1][1])
        header, cat, thing = "Authorization: Basic " + blob, "header: Basic base64(id:secret) %s" % v["name"], T(lang, v["thing_en"], v["thing_ko"])
        host, secs = v["host"], [blob]
    elif k == 4:
        blob = b64((rs(20, B64U) + ":" + rs(22, B64U)).encode())
        header, cat, thing = "Authorization: ApiKey " + blob, "header: Elasticsearch ApiKey base64(id:key)", T(lang, "Elasticsearch API key", "Elasticsearch API 키")
        secs = [blob]
    elif k == 5:
        tok = jwt("HS256")
        header, cat, thing = "Authorization: Bearer " + tok, "header: Bearer HS256 JWT", T(lang, "bearer token", "Bearer 토큰")
        secs = [tok]
    elif k == 6:
        tok = pick([rs(40, B64U), hexs(64), "tok_" + rs(32), b64(rb(32))])
        hname = pick(["X-API-Key", "X-Auth-Token", "Api-Key", "X-Partner-Secret", "Authorization: Token"])
        header = ("%s %s" % (hname, tok)) if hname.startswith("Authorization") else "%s: %s" % (hname, tok)
        cat, thing, secs = "header: %s opaque key" % hname.split(":")[0], T(lang, "partner API key", "파트너 API 키"), [tok]
    else:
        tok = rs(rint(32, 48), B64U)
        header = "Authorization: Bearer " + tok
        cat, thing, secs = "header: Bearer opaque token", T(lang, "service token", "서비스 토큰"), [tok]
    if k <= 1 and chance(0.3):
        snip = "location /api/ {\n    proxy_pass https://%s;\n    proxy_set_header %s \"%s\";\n}" % (host, header.split(": ", 1)[0], header.split(": ", 1)[1])
        tag, cname = "nginx", "nginx proxy_set_header"
    else:
        snip, tag, cname = http_snippet(header, host)
    note_use("containers", cname)
    return {"cat": cat + " in " + cname, "thing": thing, "vendor": "", "snip": snip, "tag": tag, "secrets": secs,
            "val": header if len(header) < 200 else None}


def sc_cookie(lang):
    k = rint(0, 6)
    if k == 0:
        name, val = "sessionid", rs(32, LOWDIG)
        others = "csrftoken=%s; django_language=ko" % rs(32)
    elif k == 1:
        name, val = "connect.sid", "s%3A" + rs(32, B64U) + "." + pct(b64(rb(32)).rstrip("="))
        others = "_ga=GA1.1.%s.%s" % (digits(9), digits(10))
    elif k == 2:
        name, val = "_%s_session" % pick(["shop", "admin", "acme"]), pct(b64(rb(rint(90, 140)))) + "--" + hexs(40)
        others = "locale=en"
    elif k == 3:
        name, val = "PHPSESSID", rs(26, LOWDIG)
        others = "theme=dark"
    elif k == 4:
        name, val = "JSESSIONID", rs(32, HEXU)
        others = "SCOUTER=x%s" % rs(12, LOWDIG)
    elif k == 5:
        name, val = ".AspNetCore.Cookies", "CfDJ8" + rs(rint(180, 260), B64U)
        others = ".AspNetCore.Culture=c%3Dko-KR%7Cuic%3Dko-KR"
    else:
        name, val = "access_token", jwt("HS256")
        others = "refresh_token_present=1"
    host = pick(["admin.acme.io", "backoffice.shopco.kr", "erp.corp.kr", "partner.acme.io", "grafana.ops.internal"])
    f = rint(0, 4)
    if f == 0:
        snip, tag, cname = "curl 'https://%s/api/export?from=%s' \\\n  -H 'Cookie: %s; %s=%s'" % (host, date(), others, name, val), "bash", "curl Cookie header"
    elif f == 1:
        snip, tag, cname = "GET /dashboard HTTP/1.1\nHost: %s\nCookie: %s=%s; %s" % (host, name, val, others), "http", "raw HTTP request"
    elif f == 2:
        snip, tag, cname = "HTTP/1.1 302 Found\nLocation: /home\nSet-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val), "http", "Set-Cookie response"
    elif f == 3:
        snip, tag, cname = "# Netscape HTTP Cookie File\n.%s\tTRUE\t/\tTRUE\t%d\t%s\t%s" % (host, rint(1767000000, 1799000000), name, val), "", "cookies.txt"
    else:
        snip, tag, cname = ('{\n  "cookies": [\n    { "name": "%s", "value": "%s", "domain": "%s", "httpOnly": true }\n  ]\n}'
                            % (name, val, host), "json", "Playwright storageState")
    note_use("containers", cname)
    return {"cat": "cookie: %s in %s" % (name, cname), "thing": T(lang, "session cookie", "세션 쿠키"), "vendor": "",
            "snip": snip, "tag": tag, "secrets": [val], "val": None}


def sc_signed_url(lang):
    k = rint(0, 5)
    obj = pick(["exports/%s/orders.csv" % date(), "reports/monthly-%s.pdf" % date()[:7], "uploads/%s.png" % uuid4(),
                "backups/db-%s.sql.gz" % date().replace("-", "")])
    if k <= 1:
        region = pick(AWS_REGIONS)
        dd = date().replace("-", "")
        sess = k == 1
        akid = aws_id("ASIA" if sess else "AKIA")
        sig = hexs(64)
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%02d%02d%02dZ&X-Amz-Expires=%d" % (pick(["acme-exports", "shopco-reports", "data-share-prd"]), region, obj,
                                                                  akid, dd, region, dd, rint(0, 23), rint(0, 59), rint(0, 59), pick([900, 3600, 604800])))
        secs = [akid, sig]
        if sess:
            tok = pct("IQoJb3JpZ2luX2Vj" + rs(1, "EFGH") + rs(rint(180, 220), B64))
            url += "&X-Amz-Security-Token=" + tok
            secs.append(tok)
        url += "&X-Amz-SignedHeaders=host&X-Amz-Signature=" + sig
        name = "S3 presigned URL" + (" with session token" if sess else "")
    elif k == 2:
        sig = hexs(512)
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com"
               "%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=%sT000000Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s"
               % (pick(["acme-public-share", "kr-exports"]), obj, pick(["signer", "exporter"]), pick(["acme-prod", "data-" + digits(6)]),
                  date().replace("-", ""), date().replace("-", ""), sig))
        secs, name = [sig], "GCS V4 signed URL"
    elif k == 3:
        sig = pct(b64(rb(32)))
        url = ("https://%s.blob.core.windows.net/%s/%s?sp=r&st=%sZ&se=%sZ&spr=https&sv=2022-11-02&sr=b&sig=%s"
               % ("st" + rs(8, LOWDIG), pick(["exports", "media", "backup"]), obj, ts(), ts(), sig))
        secs, name = [sig], "Azure SAS URL"
    elif k == 4:
        sig = rs(172, ALNUM + "-_~")
        url = "https://%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (rs(14, LOWDIG), obj, rint(1767000000, 1799000000), sig, rs(13, UPDIG))
        secs, name = [sig], "CloudFront signed URL"
    else:
        tok = pick([hexs(40), uuid4()])
        url = pick(["https://firebasestorage.googleapis.com/v0/b/%s.appspot.com/o/%s?alt=media&token=%s" % (pick(["acme-app", "shopco-prod"]), pct(obj), tok),
                    "https://files.acme.io/dl/%s?token=%s&expires=%d" % (rs(10, LOWDIG), tok, rint(1767000000, 1799000000))])
        secs, name = [tok], "download URL with access token"
    f = rint(0, 2)
    if f == 0:
        snip = url
    elif f == 1:
        snip = "curl -o out.bin \"%s\"" % url
    else:
        snip = "%s INFO [export] share link generated: %s" % (ts(), url)
    note_use("containers", name)
    return {"cat": "signed URL: %s" % name, "thing": T(lang, "signed download link", "서명된 다운로드 링크"), "vendor": "",
            "snip": snip, "tag": "", "secrets": secs, "val": None}


def sc_pem(lang):
    k = rint(0, 8)
    comment = pick(USERS) + "@" + pick(["ci", "deploy", "laptop"])
    if k == 8:
        priv, psk = b64(rb(32)), b64(rb(32))
        snip = ("[Interface]\nPrivateKey = %s\nAddress = 10.%d.0.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\n"
                "Endpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8" % (priv, rint(8, 200), rint(2, 250), b64(rb(32)), psk, pick(["acme.io", "corp.kr"])))
        secs = [priv, psk] if chance(0.6) else [priv]
        if len(secs) == 1:
            snip = snip.replace("PresharedKey = %s\n" % psk, "")
        note_use("containers", "WireGuard config")
        return {"cat": "private key: WireGuard PrivateKey%s" % (" + PresharedKey" if len(secs) == 2 else ""),
                "thing": T(lang, "WireGuard private key", "WireGuard 개인 키"), "vendor": "", "snip": snip, "tag": "ini",
                "secrets": secs, "val": None}
    kind = pick(["rsa", "pkcs8-rsa", "ec", "ec", "ed25519", "openssh", "openssh"])
    label, lines = pem_lines(kind)
    begin, end = "-----BEGIN %s-----" % label, "-----END %s-----" % label
    trunc = len(lines) > 6 and chance(0.6)
    shown = lines[:3] + lines[-2:] if trunc else lines
    body = "\n".join(lines[:3] + [pick(["...", "(중략)" if lang == "ko" else "(snip)", "..."])] + lines[-2:]) if trunc else "\n".join(lines)
    if k == 7 and kind != "openssh":
        # the same key as a JSON string with literal \n (service-account style)
        inner = "\\n".join([begin] + (lines[:2] + ["..."] + lines[-1:] if len(lines) > 4 else lines) + [end]) + "\\n"
        shown = lines[:2] + lines[-1:] if len(lines) > 4 else lines
        snip = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n'
                '  "client_email": "%s@%s.iam.gserviceaccount.com"\n}' % (pick(["acme-prod", "shopco-data"]), hexs(40), inner,
                                                                         pick(["deployer", "bq-reader"]), pick(["acme-prod", "shopco-data"])))
        tag, cname = "json", "service-account JSON (\\n-escaped PEM)"
    elif k == 6:
        blob = b64(("%s\n%s\n%s\n" % (begin, "\n".join(lines), end)).encode())
        if len(blob) > 700:
            label, lines = pem_lines("ec")
            begin, end = "-----BEGIN %s-----" % label, "-----END %s-----" % label
            blob = b64(("%s\n%s\n%s\n" % (begin, "\n".join(lines), end)).encode())
        snip = "apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\ndata:\n  tls.crt: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t...\n  tls.key: %s" % blob
        note_use("containers", "k8s TLS secret (base64 PEM)")
        return {"cat": "private key: base64-encoded PEM in k8s tls.key", "thing": T(lang, "TLS private key", "TLS 개인 키"),
                "vendor": "", "snip": snip, "tag": "yaml", "secrets": [blob], "val": None}
    elif k == 5:
        snip = "deploy:\n  variables:\n    SSH_PRIVATE_KEY: |\n" + "\n".join("      " + x for x in [begin] + body.split("\n") + [end])
        tag, cname = "yaml", "CI variable block"
    else:
        snip = "%s\n%s\n%s" % (begin, body, end)
        tag, cname = "", "PEM block" + (" (truncated paste)" if trunc else "")
    note_use("containers", cname)
    thing = {"rsa": T(lang, "RSA private key", "RSA 개인 키"), "pkcs8-rsa": T(lang, "service private key", "서비스 개인 키"),
             "ec": T(lang, "EC signing key", "EC 서명 키"), "ed25519": T(lang, "Ed25519 signing key", "Ed25519 서명 키"),
             "openssh": T(lang, "deploy SSH key", "배포용 SSH 키")}[kind]
    return {"cat": "private key: %s %s in %s" % (kind, label, cname), "thing": thing, "vendor": "", "snip": snip, "tag": tag,
            "secrets": shown, "val": None}


def sc_totp(lang):
    seed = rs(pick([16, 32, 32, 52]), B32)
    issuer = pick(["AWS", "GitHub", "Okta", "Cloudflare", "ACME VPN", "Naver Works", "Toss Admin", "Grafana"])
    acct = pick(EMAILS)
    k = rint(0, 3)
    if k == 0:
        written = seed
        snip = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (issuer.replace(" ", "%20"), acct, seed, issuer.replace(" ", "%20"))
    elif k == 1:
        written = " ".join(wrap(seed.lower() if chance(0.5) else seed, 4))
        snip = T(lang, "%s 2FA setup key (shared ops account %s):\n%s" % (issuer, acct, written),
                 "%s 2단계 인증 설정 키 (공용 운영 계정 %s):\n%s" % (issuer, acct, written))
    elif k == 2:
        written = seed
        snip = "MFA_TOTP_SECRET=%s  # %s / %s" % (seed, issuer, acct)
    else:
        written = seed
        snip = "import pyotp\ntotp = pyotp.TOTP(\"%s\")\nprint(totp.now())  # %s login for the e2e bot" % (seed, issuer)
    note_use("containers", "TOTP seed")
    return {"cat": "TOTP seed (%s)" % ["otpauth URI", "grouped setup key", "env var", "pyotp code"][k],
            "thing": T(lang, "2FA seed", "OTP 시드"), "vendor": issuer, "snip": snip, "tag": "", "secrets": [written], "frameset": "personal", "val": written}


def sc_recovery(lang):
    k = rint(0, 5)
    if k == 0:
        codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(rint(6, 10))]
        what = "GitHub recovery codes"
    elif k == 1:
        codes = ["%s %s" % (digits(4, False), digits(4, False)) for _ in range(rint(5, 10))]
        what = "Google backup codes"
    elif k == 2:
        codes = [hexs(16) for _ in range(rint(5, 8))]
        what = "GitLab recovery codes"
    elif k == 3:
        codes = ["-".join(rs(5, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(5))]
        what = "Microsoft account recovery code"
    elif k == 4:
        codes = ["A3-" + rs(6, "ABCDEFGHJKLMNPQRSTVWXYZ23456789") + "-" + rs(6, "ABCDEFGHJKLMNPQRSTVWXYZ23456789") + "-" +
                 "-".join(rs(5, "ABCDEFGHJKLMNPQRSTVWXYZ23456789") for _ in range(4))]
        what = "1Password Secret Key"
    else:
        codes = ["%s-%s" % (rs(4, LOWDIG), rs(4, LOWDIG)) for _ in range(rint(5, 10))]
        what = "Discord backup codes"
    style = rint(0, 2)
    if style == 0:
        snip = "\n".join(codes)
    elif style == 1:
        snip = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    else:
        snip = "  ".join(codes)
    snip = T(lang, "%s for %s:\n" % (what, pick(EMAILS)), "%s (%s 계정):\n" % (what, pick(EMAILS))) + snip
    note_use("containers", "recovery code list")
    thing = T(lang, "recovery codes", "복구 코드") if len(codes) > 1 else T(lang, "recovery key", "복구 키")
    return {"cat": "recovery codes: %s (%d)" % (what, len(codes)), "thing": thing,
            "vendor": what.split()[0], "snip": snip, "tag": "", "secrets": codes, "frameset": "personal", "val": codes[0] if len(codes) == 1 else None}


def sc_pin(lang):
    k = rint(0, 5)
    if k == 0:
        puk = digits(8, False)
        snip = T(lang, "SIM for the on-call phone (%s): PUK %s" % (pick(["SKT", "KT", "LG U+"]), puk),
                 "온콜폰 유심(%s) PUK 번호: %s" % (pick(["SKT", "KT", "LG U+"]), puk))
        secs, what = [puk], "SIM PUK"
    elif k == 1:
        pin, puk, mgm = digits(8, False), digits(8, False), hexs(48)
        snip = "ykman piv access change-pin -P 123456 -n %s\nykman piv access change-puk -p 12345678 -n %s\nykman piv access change-management-key -m 010203040506070801020304050607080102030405060708 -n %s" % (pin, puk, mgm)
        secs, what = [pin, puk, mgm], "YubiKey PIV PIN/PUK/management key"
    elif k == 2:
        key = "-".join(digits(6, False) for _ in range(8))
        snip = T(lang, "BitLocker recovery key for %s (laptop %s):\n%s" % (pick(EMAILS), "LT-" + digits(5), key),
                 "%s 노트북(LT-%s) BitLocker 복구 키:\n%s" % (pick(EMAILS), digits(5), key))
        secs, what = [key], "BitLocker recovery key"
    elif k == 3:
        code = digits(8, False) + pick(["#", "*", ""])
        snip = T(lang, "Server room door code (B1, rack 3 side): %s" % code, "서버실(B1) 도어락 비밀번호: %s" % code)
        secs, what = [code], "door code"
    elif k == 4:
        pin = digits(rint(8, 10), False)
        snip = "pkcs11-tool --module /usr/lib/softhsm/libsofthsm2.so --login --pin %s --list-objects" % pin
        secs, what = [pin], "HSM user PIN"
    else:
        st, pw = password(pick(["human", "Hangul", "Korean-keyboard"]), lang, no="\"'\\`")
        snip = T(lang, "Joint certificate (corporate banking) password: %s" % pw, "법인 공동인증서 비밀번호: %s" % pw)
        secs, what = [pw], "certificate PIN/password"
    note_use("containers", "PIN / code")
    return {"cat": "PIN: %s" % what, "thing": T(lang, "PIN", "PIN 번호"), "vendor": "", "snip": snip, "tag": "",
            "secrets": secs, "frameset": "personal", "val": secs[0] if len(secs) == 1 else None}


def sc_wifi(lang):
    ssid = pick(SSIDS)
    if chance(0.15):
        psk = hexs(64)
    else:
        psk = password(pick(["human", "passphrase", "generated", "Korean-keyboard", "punctuation-heavy"]), lang, no="\"'\\`;,:")[1]
    k = rint(0, 6)
    if k == 0:
        snip, tag, c = 'network={\n    ssid="%s"\n    psk=%s\n    key_mgmt=WPA-PSK\n}' % (ssid, psk if len(psk) == 64 and all(x in HEXL for x in psk) else '"%s"' % psk), "", "wpa_supplicant.conf"
    elif k == 1:
        snip, tag, c = "nmcli dev wifi connect \"%s\" password %s" % (ssid, sq(psk)), "bash", "nmcli"
    elif k == 2:
        snip, tag, c = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, psk), "", "Wi-Fi QR payload"
    elif k == 3:
        snip, tag, c = "interface=wlan0\nssid=%s\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase=%s" % (ssid, psk), "ini", "hostapd.conf"
    elif k == 4:
        snip, tag, c = ("Profile %s on interface Wi-Fi:\n    Authentication         : WPA2-Personal\n    Key Content            : %s" % (ssid, psk)), "", "netsh key=clear output"
    elif k == 5:
        snip, tag, c = 'const char* ssid = "%s";\nconst char* password = "%s";\nWiFi.begin(ssid, password);' % (ssid, psk), "cpp", "ESP32 sketch"
    else:
        snip, tag, c = "network:\n  wifis:\n    wlan0:\n      access-points:\n        \"%s\":\n          password: \"%s\"" % (ssid, psk), "yaml", "netplan"
    note_use("containers", c)
    return {"cat": "Wi-Fi key in %s" % c, "thing": T(lang, "Wi-Fi password", "와이파이 비밀번호"), "vendor": "", "snip": snip,
            "tag": tag, "secrets": [psk], "frameset": "personal", "val": psk}


def sc_webhook(lang):
    k = rint(0, 8)
    if k == 0:
        t, b = slack_ids()
        sec = rs(24)
        url, name, secs = "https://hooks.slack.com/services/%s/%s/%s" % (t, b, sec), "Slack incoming webhook", [sec]
    elif k == 1:
        sec = rs(68, B64U)
        url, name, secs = "https://discord.com/api/webhooks/%s/%s" % (digits(19), sec), "Discord webhook", [sec]
    elif k == 2:
        h32, v2 = hexs(32), "V2" + rs(43, B64U)
        url = "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/%s" % (pick(["acme", "acmecorp"]), uuid4(), uuid4(), h32, uuid4(), v2)
        name, secs = "Microsoft Teams incoming webhook", [h32, v2]
    elif k == 3:
        tok = rs(43, B64U) + "%3D"
        url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=AIzaSy%s&token=%s" % (rs(7, B64U), rs(33, B64U), tok)
        name, secs = "Google Chat webhook", [tok]
    elif k == 4:
        tok = hexs(64)
        url, name, secs = "https://oapi.dingtalk.com/robot/send?access_token=%s" % tok, "DingTalk robot webhook", [tok]
        if chance(0.5):
            s2 = "SEC" + hexs(64)
            url += "\n# sign secret: %s" % s2
            secs.append(s2)
    elif k == 5:
        u = uuid4()
        url, name, secs = "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % u, "Feishu bot webhook", [u]
    elif k == 6:
        h = hexs(32)
        url, name, secs = "https://wh.jandi.com/connect-api/webhook/%s/%s" % (digits(8), h), "JANDI incoming webhook", [h]
    elif k == 7:
        tok = str(rint(10 ** 8, 8 * 10 ** 9)) + ":AA" + rs(33, B64U)
        url, name, secs = "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s" % (tok, digits(10)), "Telegram bot API URL", [tok]
    else:
        sec = rs(26, LOWDIG)
        url, name, secs = "https://chat.%s/hooks/%s" % (pick(["acme.io", "corp.kr"]), sec), "Mattermost incoming webhook", [sec]
    note_use("vendors", name)
    f = rint(0, 3)
    first = url.split("\n")[0]
    if f == 0:
        snip, tag = "curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy finished\"}' %s" % first + url[len(first):], "bash"
    elif f == 1:
        snip, tag = "alerting:\n  notify_url: %s" % first + url[len(first):], "yaml"
    elif f == 2:
        snip, tag = "WEBHOOK_URL=%s" % first + url[len(first):], ""
    else:
        snip, tag = url, ""
    note_use("containers", "webhook URL")
    return {"cat": "webhook: %s" % name, "thing": T(lang, "webhook URL", "웹훅 URL"), "vendor": name.split()[0], "snip": snip,
            "tag": tag, "secrets": secs, "val": first if len(first) < 200 and all(s in first for s in secs) else None}


def sc_split(lang):
    """label in one field, value in another."""
    if chance(0.5):
        pre, ukey, key, ten, tko = pick(PW_SERVICES)
        value = password(lang=lang, no="\"'\\`")[1]
        what = "password"
    else:
        v = deal("vendors", VENDORS)
        while v["long"]:
            v = deal("vendors", VENDORS)
        note_use("vendors", v["name"])
        items, value = vendor_items(v)
        key = [k for k, val, _ in items if val == value][0]
        ten, tko = v["thing_en"], v["thing_ko"]
        what = v["name"]
    thing = T(lang, ten, tko)
    d = fill_dict(lang, thing)
    k = rint(0, 4)
    if lang == "en":
        if k == 0:
            mc = render("While {task}, the user sent the {thing} in two messages. The first one only said \"%s for {env}:\" and nothing else." % key, d)
            lesson = "%s\n^ that is the value that belongs to the label in the first message; export it as %s before starting the %s." % (value, key, d["svc"])
            ask = render("Can you send {thing} values in one message next time?", d)
        elif k == 1:
            mc = render("{Task} needed %s. The pasted snippet got cut right after the equals sign:\n%s=" % (key, key), d)
            lesson = render("(continuation of the cut-off paste) %s - with that value the {svc} authenticates again." % value, d)
            ask = ""
        elif k == 2:
            mc = render("The {svc} failed with {err}; the user said the {thing} was in the lesson field of this note rather than in the config.", d)
            lesson = "%s" % value + render("\nThat string is the {thing} (%s). The config file itself still has an empty value." % key, d)
            ask = render("Where should %s live permanently for {env}?" % key, d)
        elif k == 3:
            mc = "%s\n" % value + render("(the user pasted only this line while I was {task}; no label, no context)", d)
            lesson = render("It turned out to be the {thing} for the {svc}, i.e. the value of %s." % key, d)
            ask = render("Which variable does a bare value like that belong to, when you paste one?", d)
        else:
            mc = render("I needed the {thing} for {env}. Label from the runbook: %s." % key, d)
            lesson = render("The {svc} works again after setting it.", d)
            ask = "Is %s still the current value of %s, or was it rotated after %s?" % (value, key, d["task"])
    else:
        if k == 0:
            mc = render("{task} 중 사용자가 {thing_eul} 두 번에 나눠 보냈다. 첫 메시지에는 \"{env}용 %s:\" 라고만 적혀 있었음." % key, d)
            lesson = "%s\n^ 첫 메시지의 라벨에 해당하는 값. %s 시작 전에 %s로 export 해야 함." % (value, d["svc"], key)
            ask = render("다음에는 {thing_eul} 한 메시지로 보내주실 수 있나요?", d)
        elif k == 1:
            mc = render("{task}에 %s 값이 필요했는데 붙여넣은 내용이 등호 직후에 잘렸다:\n%s=" % (key, key), d)
            lesson = render("(잘린 붙여넣기의 나머지) %s - 이 값으로 {svc_i} 다시 인증된다." % value, d)
            ask = ""
        elif k == 2:
            mc = render("{svc}에서 {err} 에러. 사용자 말로는 {thing_i} 설정 파일이 아니라 이 노트의 lesson 필드에 있다고 함.", d)
            lesson = value + render("\n위 문자열이 {thing}(%s)이다. 설정 파일에는 아직 빈 값으로 남아 있음." % key, d)
            ask = render("{env}에서는 %s를 어디에 영구 보관해야 하나요?" % key, d)
        elif k == 3:
            mc = value + "\n" + render("({task} 중에 사용자가 라벨 없이 이 한 줄만 붙여넣음)", d)
            lesson = render("알고 보니 {svc}의 {thing}, 즉 %s 값이었다." % key, d)
            ask = "라벨 없이 값만 붙여넣으실 때는 어떤 변수인지도 같이 알려주실 수 있나요?"
        else:
            mc = render("{env}용 {thing_i} 필요했다. 런북에 있는 라벨: %s." % key, d)
            lesson = render("설정하고 나니 {svc_i} 다시 동작한다.", d)
            ask = "%s 아직 %s의 현재 값인가요, 아니면 %s 이후 교체됐나요?" % (value, key, d["task"])
    note_use("containers", "split across fields")
    return {"cat": "split across fields: %s (variant %d)" % (what, k), "thing": thing, "vendor": "", "secrets": [value],
            "fields": {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}, "frame": "split-%d" % k}


def sc_ask_repeat(lang):
    for _ in range(50):
        fn = pick([sc_vendor, sc_vendor, sc_pw_config, sc_pw_cmd, sc_conn, sc_wifi, sc_header])
        sc = fn(lang)
        if sc.get("val"):
            sc["cat"] = "repeated in ask_next_time: " + sc["cat"]
            sc["layouts"] = ["mc_snip+ask_val", "lesson_snip+ask_val", "mc_inline+ask_val"]
            return sc
    raise RuntimeError("ask_repeat")


# ================================================================= composition
SEC_LAYOUTS = [  # (name, mc, lesson, ask, weight, needs)
    ("mc_snip", "mc_snip", "lesson_plain", "ask_plain", 25, ""),
    ("lesson_snip", "mc_plain", "lesson_snip", "ask_plain", 20, ""),
    ("mc_snip+ask_val", "mc_snip", "lesson_plain", "ask_val", 10, "val"),
    ("lesson_snip+ask_val", "mc_plain", "lesson_snip", "ask_val", 8, "val"),
    ("mc_snip+lesson_inline", "mc_snip", "lesson_inline", "ask_plain", 6, "val"),
    ("mc_inline", "mc_inline", "lesson_plain", "ask_plain", 8, "val"),
    ("lesson_inline", "mc_plain", "lesson_inline", "ask_plain", 6, "val"),
    ("ask_snip", "mc_plain", "lesson_plain", "ask_snip", 5, "small"),
    ("ask_val", "mc_plain", "lesson_plain", "ask_val", 4, "val"),
    ("mc_inline+ask_val", "mc_inline", "lesson_plain", "ask_val", 3, "val"),
]


def weighted(options, weight_index):
    total = sum(o[weight_index] for o in options)
    x = R.random() * total
    for o in options:
        x -= o[weight_index]
        if x < 0:
            return o
    return options[-1]


def fmt_val(v):
    if "\n" in v:
        return v
    return pick(["`%s`" % v, v, "`%s`" % v, "\"%s\"" % v]) if "`" not in v and '"' not in v else v


def compose_secret(lang, sc):
    if "fields" in sc:
        note_use("frames", sc["frame"])
        return sc["fields"], sc["frame"]
    F = dict(SEC_FRAMES[lang])
    fset = "sec"
    if sc.get("frameset") == "personal":
        F.update(PERSONAL_FRAMES[lang])
        fset = "personal"
    d = fill_dict(lang, sc["thing"], sc.get("vendor", ""))
    snipf = fence(sc["snip"], sc["tag"])
    val = sc.get("val")
    opts = []
    for o in SEC_LAYOUTS:
        if sc.get("layouts") and o[0] not in sc["layouts"]:
            continue
        if o[5] == "val" and not val:
            continue
        if o[5] == "small" and len(snipf.encode()) > 380:
            continue
        opts.append(o)
    name, fm, fl, fa, _, _ = weighted(opts, 4)
    out = {}
    for field, slot in (("missing_context", fm), ("lesson", fl), ("ask_next_time", fa)):
        i = rint(0, len(F[slot]) - 1)
        note_use("frames", "%s/%s/%s/%d" % (lang, fset if slot in PERSONAL_FRAMES[lang] else "sec", slot, i))
        out[field] = render(F[slot][i], d, snip=snipf, val=fmt_val(val) if val else "")
    return out, name


CLEAN_LAYOUTS = [
    ("mc_snip", "mc_snip", "note", 45),
    ("lesson_snip", "mc_plain", "note_snip", 40),
    ("both_plain", "mc_plain", "note", 15),
]


def compose_clean(lang, sc):
    if "fields" in sc:
        note_use("frames", sc["frame"])
        return sc["fields"], sc["frame"]
    F = CLEAN_FRAMES[lang]
    d = fill_dict(lang, sc["thing"], sc.get("vendor", ""))
    note = sc["note"]
    snipf = fence(sc["snip"], sc.get("tag", "")) if sc.get("snip") else ""
    opts = [o for o in CLEAN_LAYOUTS if snipf or o[0] == "both_plain"]
    if snipf and not sc.get("val"):
        opts = [o for o in opts if o[0] != "both_plain"]
    name, fm, fl, _ = weighted(opts, 3)
    out = {}
    i = rint(0, len(F[fm]) - 1)
    note_use("frames", "%s/clean-%s/%d" % (lang, fm, i))
    out["missing_context"] = render(F[fm][i], d, snip=snipf)
    if fl == "note":
        lesson = note
        if name == "both_plain" and sc.get("val"):
            lesson = note + (" (%s)" % fmt_val(sc["val"]))
    else:
        i = rint(1, 3)
        note_use("frames", "%s/clean-lesson/%d" % (lang, i))
        lesson = render(F["lesson_note"][i], d, note=note, snip=snipf)
    out["lesson"] = lesson
    asks = [a for a in F["ask"] if ("{val}" not in a or sc.get("val"))]
    if sc.get("ask"):
        asks = asks + [sc["ask"]] * 3
    a = pick(asks)
    note_use("frames", "%s/clean-ask/%d" % (lang, F["ask"].index(a) if a in F["ask"] else 99))
    out["ask_next_time"] = render(a, d, val=fmt_val(sc["val"]) if sc.get("val") else "") if a != sc.get("ask") else a
    return out, name


# ================================================================= clean scenarios
# Nothing in these notes is a credential.  Most contain material that looks risky to a filter.
PREFIXED_PLACEHOLDERS = [("STRIPE_SECRET_KEY", "sk_live_", 24), ("GITHUB_TOKEN", "ghp_", 36), ("AWS_ACCESS_KEY_ID", "AKIA", 16),
                         ("OPENAI_API_KEY", "sk-proj-", 40), ("SLACK_BOT_TOKEN", "xoxb-", 40), ("GITLAB_TOKEN", "glpat-", 20),
                         ("NPM_TOKEN", "npm_", 36), ("SENDGRID_API_KEY", "SG.", 40), ("TOSS_SECRET_KEY", "test_sk_", 28),
                         ("ANTHROPIC_API_KEY", "sk-ant-api03-", 40), ("HF_TOKEN", "hf_", 34), ("DOCKERHUB_TOKEN", "dckr_pat_", 27),
                         ("KAKAO_REST_API_KEY", "", 32), ("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI", 20)]
GENERIC_KEYS = ["DB_PASSWORD", "API_KEY", "SECRET_KEY", "JWT_SECRET", "SMTP_PASSWORD", "REDIS_PASSWORD", "CLIENT_SECRET",
                "WEBHOOK_SECRET", "ENCRYPTION_KEY", "ADMIN_PASSWORD", "NAVER_CLIENT_SECRET", "PORTONE_API_SECRET"]


def placeholder_for(key):
    k = rint(0, 8)
    if k == 0:
        return "<%s>" % key.lower().replace("_", "-")
    if k == 1:
        return "your-%s-here" % key.lower().replace("_", "-")
    if k == 2:
        return "${%s}" % key
    if k == 3:
        return "{{ .Values.secrets.%s }}" % camel(key)
    if k == 4:
        return "REPLACE_ME"
    if k == 5:
        return "<redacted>"
    if k == 6:
        return "%%%s%%" % key
    if k == 7:
        return "CHANGE_ME_BEFORE_DEPLOY"
    return "TODO"


def cl_placeholder(lang):
    pairs = []
    for _ in range(rint(2, 4)):
        if chance(0.5):
            key, pre, n = pick(PREFIXED_PLACEHOLDERS)
            val = pre + pick(["x", "X", "*", "."]) * n if pre or chance(0.5) else "0" * n
        else:
            key = pick(GENERIC_KEYS)
            val = placeholder_for(key)
        if key not in [k for k, _ in pairs]:
            pairs.append((key, val))
    ctx = {"slug": "app", "host": ""}
    snip, tag, cname = render_pairs(pairs, ctx, only=["dotenv", "YAML config", "JSON config", "TOML", "Kubernetes Secret stringData",
                                                      "docker-compose environment", "Java properties", "markdown table", "shell export",
                                                      "INI", "Python code", "appsettings.json"])
    note = T(lang, pick(["All values in the example file are placeholders; the real ones are injected at deploy time, so copying .env.example as-is will fail with 401.",
                         "The template only documents which keys exist. Fill the real values locally; never edit the example file with real data.",
                         "The x-filled values keep the vendor prefix on purpose so the config validator accepts the format during tests."]),
             pick(["예시 파일의 값은 전부 플레이스홀더다. 실제 값은 배포 시 주입되므로 .env.example을 그대로 복사하면 401이 난다.",
                   "템플릿은 어떤 키가 있는지만 알려준다. 실제 값은 로컬에서만 채우고 예시 파일은 건드리지 말 것.",
                   "x로 채운 값은 테스트 중 설정 검증기가 형식을 통과시키도록 일부러 벤더 접두어를 남긴 것이다."]))
    return {"cat": "clean: placeholders in %s" % cname, "thing": T(lang, "example config", "예시 설정"), "snip": snip, "tag": tag,
            "note": note, "val": pairs[0][1]}


def cl_masked(lang):
    k = rint(0, 7)
    if k == 0:
        key, pre, n = pick(PREFIXED_PLACEHOLDERS)
        snip = "%s=%s%s%s" % (key, pre, "*" * (n - 4), rs(4, LOWDIG))
        what = "vendor prefix + stars + last 4"
    elif k == 1:
        snip = ("Run %s\n  docker login -u ***  --password-stdin ghcr.io\n  Login Succeeded\n  ./deploy.sh --token ***" % pick(["deploy", "publish"]))
        what = "GitHub Actions *** masking"
    elif k == 2:
        snip = ("  # module.db.aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n"
                "      ~ password = (sensitive value)\n        id       = \"%s\"\n    }" % pick(["orders-prod", "billing-db", "crm-main"]))
        what = "terraform (sensitive value)"
    elif k == 3:
        snip = "Name:         %s-db\nType:         Opaque\nData\n====\npassword:  %d bytes\nusername:  %d bytes" % (pick(DBS), rint(16, 40), rint(4, 12))
        what = "kubectl describe secret"
    elif k == 4:
        snip = '"spring.datasource.password": {\n  "value": "******",\n  "origin": "System Environment Property \\"SPRING_DATASOURCE_PASSWORD\\""\n}'
        what = "Spring actuator /env"
    elif k == 5:
        snip = "DATABASE_URL: postgres://%s:********@%s:5432/%s" % (pick(USERS), pick(HOSTS), pick(DBS))
        what = "masked connection string"
    elif k == 6:
        snip = "Authorization: Bearer eyJhbGciOi...[truncated by logger]\nX-Api-Key: [FILTERED]"
        what = "logger-filtered headers"
    else:
        snip = "AWS_ACCESS_KEY_ID=AKIA****************\nAWS_SECRET_ACCESS_KEY=****************************************"
        what = "AWS keys fully masked"
    note = T(lang, pick(["The log/output already masks the value, so nothing sensitive is in it; the real value is only in the secret store.",
                         "Masked output is enough to confirm which key is loaded (prefix and last characters) without exposing it.",
                         "Don't try to unmask it; if the value is wrong, ask for a rotation instead."]),
             pick(["로그/출력에서 이미 값이 마스킹되어 있어 민감한 정보는 없다. 실제 값은 시크릿 저장소에만 있다.",
                   "마스킹된 출력만으로도 어떤 키가 로드됐는지(접두어와 끝자리) 확인할 수 있다.",
                   "마스킹을 풀려고 하지 말 것. 값이 틀렸으면 교체를 요청하자."]))
    note_use("containers", what)
    return {"cat": "clean: masked output (%s)" % what, "thing": T(lang, "masked credential", "마스킹된 자격 증명"), "snip": snip,
            "tag": "", "note": note}


def cl_envref(lang):
    k = rint(0, 11)
    name = pick(["prod/db/password", "staging/api/stripe", "payments/toss-secret", "shared/slack-bot"])
    if k == 0:
        snip, what = "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  AWS_ROLE_ARN: ${{ vars.DEPLOY_ROLE_ARN }}", "GitHub Actions secrets context"
    elif k == 1:
        snip, what = "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password" % pick(DBS), "k8s secretKeyRef"
    elif k == 2:
        snip, what = "aws secretsmanager get-secret-value --secret-id %s --query SecretString --output text" % name, "AWS Secrets Manager CLI"
    elif k == 3:
        snip, what = "gcloud secrets versions access latest --secret=%s --project=%s" % (name.replace("/", "-"), pick(["acme-prod", "shopco-data"])), "GCP Secret Manager"
    elif k == 4:
        snip, what = "vault kv get -field=password secret/%s" % name, "Vault kv path"
    elif k == 5:
        snip, what = "export STRIPE_SECRET_KEY=\"$(op read op://Engineering/Stripe/%s/credential)\"" % pick(["live", "test"]), "1Password op:// reference"
    elif k == 6:
        snip, what = "@Microsoft.KeyVault(SecretUri=https://kv-%s.vault.azure.net/secrets/%s/)" % (pick(["prod", "stg"]), pick(["DbPassword", "StorageKey"])), "Azure Key Vault reference"
    elif k == 7:
        snip, what = "DATABASE_URL=postgres://%s:${DB_PASSWORD}@%s:5432/%s" % (pick(USERS), pick(HOSTS), pick(DBS)), "URL with ${VAR} password"
    elif k == 8:
        snip, what = "password = os.environ[\"SMTP_PASSWORD\"]\napi_key = os.getenv(\"OPENAI_API_KEY\")\nclient = Client(api_key=api_key)", "os.environ lookups"
    elif k == 9:
        snip, what = "withCredentials([string(credentialsId: 'slack-bot-token', variable: 'SLACK_TOKEN')]) {\n    sh 'curl -H \"Authorization: Bearer $SLACK_TOKEN\" https://slack.com/api/auth.test'\n}", "Jenkins withCredentials"
    elif k == 10:
        snip, what = "MasterUserPassword: '{{resolve:secretsmanager:%s:SecretString:password}}'" % name, "CloudFormation dynamic reference"
    else:
        snip, what = "secrets:\n  db_password:\n    file: ./secrets/db_password.txt\nservices:\n  api:\n    secrets: [db_password]\n    environment:\n      DB_PASSWORD_FILE: /run/secrets/db_password", "docker secrets file"
    note = T(lang, pick(["Only references to the secret are committed; the value is resolved at runtime, which is why local runs need the same env var.",
                         "The reference is safe to share. Access is controlled by the IAM role/vault policy, not by hiding the path.",
                         "If the lookup returns empty, the job's identity lacks permission; it is not a typo in the name."]),
             pick(["커밋된 건 시크릿에 대한 참조뿐이고 값은 런타임에 해석된다. 그래서 로컬 실행에도 같은 환경변수가 필요하다.",
                   "참조 경로는 공유해도 안전하다. 접근은 IAM 역할/볼트 정책으로 통제된다.",
                   "조회 결과가 비어 있으면 이름 오타가 아니라 잡의 권한 문제다."]))
    note_use("containers", what)
    return {"cat": "clean: env/secret-manager reference (%s)" % what, "thing": T(lang, "secret reference", "시크릿 참조"),
            "snip": snip, "tag": "", "note": note}


def cl_hash(lang):
    k = rint(0, 8)
    if k == 0:
        snip = "\n".join("%s  %s" % (hashlib.sha256(rb(16)).hexdigest(), f) for f in ["app-%d.%d.%d-linux-amd64.tar.gz" % (rint(1, 3), rint(0, 20), rint(0, 9)), "checksums.txt"])
        what = "sha256sum output"
    elif k == 1:
        snip = "\n".join("%s %s" % (hexs(40), pick(["fix: retry on 502", "chore: bump deps", "feat: add export", "revert: cache change", "docs: runbook"])) for _ in range(rint(2, 4)))
        what = "git log --oneline (full SHAs)"
    elif k == 2:
        snip = "image: %s@sha256:%s" % (pick(["ghcr.io/acme/api", "registry.acme.io/worker", "nginx"]), hexs(64))
        what = "image digest"
    elif k == 3:
        snip = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "integrity": "sha512-%s"\n}' % (pick(["lodash", "axios", "react-dom"]), rint(1, 18), rint(0, 20), rint(0, 9), b64(rb(64)))
        what = "npm integrity"
    elif k == 4:
        snip = "%s==%d.%d.%d \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (pick(["requests", "urllib3", "cryptography"]), rint(1, 42), rint(0, 30), rint(0, 9), hexs(64), hexs(64))
        what = "pip --hash"
    elif k == 5:
        snip = "golang.org/x/%s v0.%d.0 h1:%s=\ngolang.org/x/%s v0.%d.0/go.mod h1:%s=" % ("net", rint(10, 30), rs(43, B64), "net", rint(10, 30), rs(43, B64))
        what = "go.sum"
    elif k == 6:
        snip = "ETag: \"%s\"\nx-amz-version-id: %s" % (hexs(32), rs(32, B64U))
        what = "S3 ETag/version id"
    elif k == 7:
        snip = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.%d" integrity="sha384-%s" crossorigin="anonymous"></script>' % (rint(0, 9), b64(rb(48)))
        what = "SRI hash"
    else:
        snip = "commit %s\nMerge: %s %s\nAuthor: %s" % (hexs(40), hexs(7), hexs(7), pick(EMAILS))
        what = "git commit header"
    note = T(lang, pick(["These are content hashes/digests, not secrets; pinning by digest is what makes the build reproducible.",
                         "The long hex strings are checksums. If one changes unexpectedly, the artifact changed - investigate before re-pinning.",
                         "Commit SHAs are fine to paste; they are how we trace which build is deployed."]),
             pick(["이건 콘텐츠 해시/다이제스트라 비밀이 아니다. 다이제스트로 고정해야 빌드가 재현된다.",
                   "긴 16진수 문자열은 체크섬이다. 예고 없이 바뀌면 아티팩트가 바뀐 것이니 재고정 전에 확인할 것.",
                   "커밋 SHA는 붙여도 된다. 어떤 빌드가 배포됐는지 추적하는 기준이다."]))
    note_use("containers", what)
    return {"cat": "clean: hashes (%s)" % what, "thing": T(lang, "checksum", "체크섬"), "snip": snip, "tag": "", "note": note}


def cl_ids(lang):
    k = rint(0, 7)
    if k == 0:
        snip = "x-amzn-RequestId: %s\nx-amz-cf-id: %s==" % (uuid4(), rs(54, B64U))
        what = "AWS request ids"
    elif k == 1:
        snip = "Stripe request id: req_%s (idempotency key %s)" % (rs(14), uuid4())
        what = "Stripe request id + idempotency key"
    elif k == 2:
        snip = "traceparent: 00-%s-%s-01" % (hexs(32), hexs(16))
        what = "W3C traceparent"
    elif k == 3:
        snip = "Sentry event %s (release %s, trace %s)" % (hexs(32), hexs(12), hexs(32))
        what = "Sentry event id"
    elif k == 4:
        snip = "metadata:\n  uid: %s\n  resourceVersion: \"%s\"\n  name: %s-%s-%s" % (uuid4(), digits(8), pick(["api", "worker"]), rs(10, "bcdfghjklmnpqrstvwxz2456789"), rs(5, "bcdfghjklmnpqrstvwxz2456789"))
        what = "Kubernetes object uid"
    elif k == 5:
        snip = "CF-RAY: %s-%s\ncf-cache-status: MISS" % (hexs(16), pick(["ICN", "NRT", "FRA", "SJC"]))
        what = "Cloudflare Ray ID"
    elif k == 6:
        snip = "%s ERROR [orders] correlation_id=%s order_id=%s payment_tid=T%s" % (ts(), uuid4(), "ORD-" + digits(10), rs(19, UPDIG))
        what = "correlation/order/transaction ids"
    else:
        snip = "operation: projects/%s/locations/%s/operations/operation-%s-%s" % (pick(["acme-prod", "shopco-data"]), pick(["asia-northeast3", "us-central1"]), digits(13), hexs(28))
        what = "GCP operation name"
    note = T(lang, pick(["Request and trace ids are what the vendor's support asks for; they identify a call but grant nothing.",
                         "Keep ids like these in the note - they let us find the exact failing request in the logs later.",
                         "UUIDs here are identifiers, not tokens; search them in Kibana to follow the request."]),
             pick(["요청/트레이스 ID는 업체 지원팀이 요구하는 값으로, 호출을 식별할 뿐 권한은 없다.",
                   "이런 ID는 노트에 남겨두자. 나중에 로그에서 실패한 요청을 정확히 찾을 수 있다.",
                   "여기 UUID는 토큰이 아니라 식별자다. 키바나에서 검색해 요청을 추적하면 된다."]))
    note_use("containers", what)
    return {"cat": "clean: ids (%s)" % what, "thing": T(lang, "request id", "요청 ID"), "snip": snip, "tag": "", "note": note}


def cl_pubkey(lang):
    k = rint(0, 8)
    who = pick(PERSON_NAMES) + "@" + pick(["laptop", "macbook", "ci", "acme.io"])
    if k == 0:
        snip, what = ssh_pub_ed25519(who), "ssh-ed25519 public key"
    elif k == 1:
        snip, what = "# ~/.ssh/authorized_keys\n" + ssh_pub_rsa(who, pick([2048, 1024])), "ssh-rsa public key in authorized_keys"
    elif k == 2:
        der_pub = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rb(64)
        snip, what = "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(wrap(b64(der_pub), 64)), "PEM public key (EC)"
    elif k == 3:
        fp = hexs(40).upper()
        snip, what = "pub   ed25519 2024-%02d-%02d [SC]\n      %s\nuid           [ultimate] %s" % (rint(1, 12), rint(1, 28), " ".join(wrap(fp, 4)), pick(EMAILS)), "GPG key fingerprint"
    elif k == 4:
        snip, what = "256 SHA256:%s %s (ED25519)\n3072 SHA256:%s %s (RSA)" % (rs(43, B64), who, rs(43, B64), who), "SSH key fingerprints"
    elif k == 5:
        snip, what = "creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: age1%s" % rs(58, BECH32), "age recipient (public)"
    elif k == 6:
        snip, what = "[Peer]\n# %s\nPublicKey = %s\nAllowedIPs = 10.%d.0.%d/32" % (who, b64(rb(32)), rint(8, 200), rint(2, 250)), "WireGuard peer public key"
    elif k == 7:
        snip, what = '{"keys":[{"kty":"RSA","kid":"%s","use":"sig","alg":"RS256","e":"AQAB","n":"%s"}]}' % (rs(20, B64U), b64u(rand_big(128))), "JWKS public key"
    else:
        body = b64(b"\x30\x82\x03" + rb(200))
        snip, what = "-----BEGIN CERTIFICATE-----\n%s\n... (%d more lines)\n-----END CERTIFICATE-----" % ("\n".join(wrap(body, 64)[:3]), rint(10, 20)), "X.509 certificate (truncated)"
    note = T(lang, pick(["This is public key material; it is meant to be shared (authorized_keys, JWKS, recipients). The private half never left the owner's machine.",
                         "Public keys and fingerprints are safe in notes and are needed to verify who signed/connected.",
                         "Only the public part goes into the repo; verify the fingerprint out-of-band before trusting it."]),
             pick(["공개 키 자료라 공유하라고 있는 값이다(authorized_keys, JWKS 등). 개인 키는 소유자 PC를 떠난 적 없다.",
                   "공개 키와 지문은 노트에 남겨도 안전하고, 서명/접속 주체 확인에 필요하다.",
                   "저장소에는 공개 부분만 들어간다. 신뢰하기 전에 지문을 별도 채널로 확인할 것."]))
    note_use("containers", what)
    return {"cat": "clean: public key material (%s)" % what, "thing": T(lang, "public key", "공개 키"), "snip": snip, "tag": "", "note": note}


def cl_nonsecret_ids(lang):
    k = rint(0, 9)
    if k == 0:
        acct = digits(12)
        snip, what = "role_arn = arn:aws:iam::%s:role/%s\naccount_id = %s" % (acct, pick(["deploy", "ReadOnly", "ci-oidc"]), acct), "AWS account id + ARN"
    elif k == 1:
        snip, what = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}" % hexs(32), "Twilio Account SID"
    elif k == 2:
        snip, what = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com" % (digits(12), rs(32, LOWDIG)), "Google OAuth client id"
    elif k == 3:
        snip, what = "tenant_id       = \"%s\"\nsubscription_id = \"%s\"\nclient_id       = \"%s\"" % (uuid4(), uuid4(), uuid4()), "Azure tenant/subscription/client ids"
    elif k == 4:
        snip, what = "NAVER_CLIENT_ID=%s\nNAVER_CLIENT_SECRET=<from vault>" % rs(20, ALNUM + "_"), "Naver client id"
    elif k == 5:
        snip, what = "WECHAT_APP_ID=wx%s\nFEISHU_APP_ID=cli_%s" % (hexs(16), hexs(16)), "WeChat AppID / Feishu app id"
    elif k == 6:
        snip, what = "app_id: %s\ninstallation_id: %s\nslack_channel: C%s" % (digits(6), digits(8), rs(10, UPDIG)), "GitHub App id / Slack channel id"
    elif k == 7:
        snip, what = "Stripe account acct_%s, customer cus_%s, price price_%s" % (rs(16), rs(14), rs(24)), "Stripe object ids"
    elif k == 8:
        snip, what = "DEVELOPMENT_TEAM = %s;\nPRODUCT_BUNDLE_IDENTIFIER = com.acme.%s;" % (rs(10, UPDIG), pick(["shop", "wallet", "app"])), "Apple Team ID"
    else:
        snip, what = "KAKAO_APP_ID=%s\nGA_MEASUREMENT_ID=G-%s\nSENTRY_PROJECT_ID=%s" % (digits(6), rs(10, UPDIG), digits(7)), "app/project ids"
    note = T(lang, pick(["These are identifiers (account/app/client ids); they appear in URLs and consoles and do not authenticate anything by themselves.",
                         "The id alone is harmless; the matching secret stays in the vault.",
                         "Keep the ids in the note - they tell the next person which account/app to look at."]),
             pick(["이건 식별자(계정/앱/클라이언트 ID)다. URL과 콘솔에 그대로 노출되며 자체로는 인증 수단이 아니다.",
                   "ID만으로는 무해하다. 짝이 되는 시크릿은 볼트에 있다.",
                   "어느 계정/앱을 봐야 하는지 알 수 있게 ID는 노트에 남겨두자."]))
    note_use("containers", what)
    return {"cat": "clean: non-secret identifiers (%s)" % what, "thing": T(lang, "account ID", "계정 식별자"), "snip": snip, "tag": "", "note": note}


def cl_b64data(lang):
    k = rint(0, 4)
    if k == 0:
        cfg = json.dumps({"env": pick(["staging", "prod"]), "replicas": rint(1, 6), "feature_flags": ["new_checkout", "dark_mode"]}, separators=(",", ":"))
        snip, what = "apiVersion: v1\nkind: ConfigMap\nbinaryData:\n  app.json: %s" % b64(cfg.encode()), "ConfigMap binaryData (JSON)"
    elif k == 1:
        text = "\n".join("%s,%s,%d" % (date(), pick(["KR", "JP", "US"]), rint(10, 9999)) for _ in range(4))
        snip, what = "payload (gzip+base64): %s" % b64(gzip.compress(text.encode(), mtime=0)), "gzip+base64 CSV"
    elif k == 2:
        snip, what = "<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA%s\" />" % b64(rb(60)), "PNG data URI"
    elif k == 3:
        msg = json.dumps({"event": "order.created", "order_id": "ORD-" + digits(8), "amount": rint(1000, 99000)}, separators=(",", ":"))
        snip, what = "%s DEBUG [kafka] value=%s" % (ts(), b64(msg.encode())), "base64 Kafka message"
    else:
        hdr = json.dumps({"alg": "RS256", "kid": rs(20, B64U), "typ": "JWT"}, separators=(",", ":"))
        snip, what = "decoded JWT header only: %s -> %s" % (b64u(hdr.encode()), hdr), "JWT header (no payload/signature)"
    note = T(lang, pick(["The base64 blob is just encoded data (decode it to see); encoding is not encryption and there is nothing secret inside.",
                         "Decoding the value shows plain config/event data - safe to keep for debugging.",
                         "Base64 here only makes binary data YAML/JSON safe."]),
             pick(["base64 덩어리는 그냥 인코딩된 데이터다(디코딩해 보면 앎). 안에 비밀은 없다.",
                   "디코딩하면 평범한 설정/이벤트 데이터라 디버깅용으로 남겨도 된다.",
                   "여기서 base64는 바이너리를 YAML/JSON에 넣기 위한 것일 뿐이다."]))
    note_use("containers", what)
    return {"cat": "clean: base64 of non-secret data (%s)" % what, "thing": T(lang, "encoded payload", "인코딩된 페이로드"), "snip": snip, "tag": "", "note": note}


def cl_longid(lang):
    k = rint(0, 6)
    if k == 0:
        snip, what = "projects/%s/locations/asia-northeast3/keyRings/%s/cryptoKeys/%s/cryptoKeyVersions/%d" % (pick(["acme-prod-" + digits(6)]), pick(["prod-ring", "app-keys"]), pick(["db-kek", "token-signing"]), rint(1, 9)), "KMS key resource name"
    elif k == 1:
        snip, what = "/subscriptions/%s/resourceGroups/rg-%s/providers/Microsoft.KeyVault/vaults/kv-%s" % (uuid4(), pick(["prod", "shared"]), pick(["prod", "stg"])), "Azure resource id"
    elif k == 2:
        snip, what = "module.network.aws_security_group_rule.allow_%s[\"%s\"]" % (pick(["https", "postgres"]), pick(["10.0.0.0/16", "office"])), "Terraform resource address"
    elif k == 3:
        snip, what = "com.acme.payments.infrastructure.persistence.jpa.%sRepositoryImpl$$SpringCGLIB$$0" % pick(["Settlement", "Refund", "Ledger"]), "Java class name"
    elif k == 4:
        snip, what = "exports/%s/part-%05d-%s-c000.snappy.parquet" % (date().replace("-", "/"), rint(0, 199), uuid4()), "S3 object key"
    elif k == 5:
        snip, what = "upgraded %s from %d.%d.%d to %d.%d.%d-rc.%d+build.%s" % (pick(["ingress-nginx", "cert-manager", "argo-cd"]), rint(1, 4), rint(0, 20), rint(0, 9), rint(1, 4), rint(0, 20), rint(0, 9), rint(1, 5), digits(4)), "version string"
    else:
        snip, what = "%s:%s-%s-%s" % (pick(["ghcr.io/acme/api", "registry.acme.io/web"]), pick(["main", "release"]), digits(8), hexs(12)), "image tag with build id"
    note = T(lang, pick(["Long, random-looking names like this are resource identifiers; they're needed to find the resource and are not sensitive.",
                         "Copy the full identifier; truncated versions match the wrong resource.",
                         "Nothing here is a credential - it's just how the provider names things."]),
             pick(["이렇게 길고 무작위처럼 보이는 이름은 리소스 식별자다. 리소스를 찾는 데 필요하고 민감하지 않다.",
                   "식별자는 전체를 복사할 것. 잘리면 엉뚱한 리소스와 매칭된다.",
                   "여기엔 자격 증명이 없다. 제공자가 이름을 붙이는 방식일 뿐."]))
    note_use("containers", what)
    return {"cat": "clean: long identifier/version (%s)" % what, "thing": T(lang, "resource identifier", "리소스 식별자"), "snip": snip, "tag": "", "note": note}


def cl_policy(lang):
    n = rint(10, 16)
    k = rint(0, 3)
    if k == 0:
        snip = "PASSWORD_MIN_LENGTH=%d\nPASSWORD_REQUIRE_SYMBOL=true\nPASSWORD_MAX_AGE_DAYS=%d\nPASSWORD_HISTORY=%d\nLOGIN_MAX_ATTEMPTS=%d" % (n, pick([60, 90, 180]), rint(3, 10), rint(3, 10))
        what = "password-policy settings"
    elif k == 1:
        snip = ("AUTH_PASSWORD_VALIDATORS = [\n    {\"NAME\": \"django.contrib.auth.password_validation.MinimumLengthValidator\", \"OPTIONS\": {\"min_length\": %d}},\n"
                "    {\"NAME\": \"django.contrib.auth.password_validation.CommonPasswordValidator\"},\n]" % n)
        what = "Django password validators"
    elif k == 2:
        snip = T(lang, "Policy from security team: min %d chars, at least one digit and one symbol, no reuse of the last 5, rotate service passwords every %d days, store them only in Vault." % (n, pick([90, 180])),
                 "보안팀 정책: 최소 %d자, 숫자와 특수문자 각 1개 이상, 최근 5개 재사용 금지, 서비스 비밀번호는 %d일마다 교체, 보관은 Vault에만." % (n, pick([90, 180])))
        what = "written policy"
    else:
        snip = "resource \"aws_iam_account_password_policy\" \"strict\" {\n  minimum_password_length      = %d\n  require_symbols              = true\n  max_password_age             = %d\n  password_reuse_prevention    = %d\n}" % (n, pick([90, 180]), rint(5, 24))
        what = "IAM password policy (Terraform)"
    note = T(lang, pick(["Policy values only - no actual password is involved; the generator in the admin UI already follows these rules.",
                         "The signup form's validation must match these numbers or users get a server-side 400 after passing the client check.",
                         "When the policy changes, existing passwords stay valid until their next rotation."]),
             pick(["정책 값일 뿐 실제 비밀번호는 없다. 어드민 UI의 생성기도 이미 이 규칙을 따른다.",
                   "가입 폼 검증이 이 숫자와 맞아야 한다. 아니면 클라이언트 검사를 통과한 뒤 서버에서 400이 난다.",
                   "정책이 바뀌어도 기존 비밀번호는 다음 교체 때까지 유효하다."]))
    note_use("containers", what)
    return {"cat": "clean: password policy (%s)" % what, "thing": T(lang, "password policy", "비밀번호 정책"), "snip": snip, "tag": "", "note": note}


FLAG_FACTS = [
    ("docker run -d -p 5432:5432 -e POSTGRES_PASSWORD_FILE=/run/secrets/pg postgres:16",
     "`-p` here is a port mapping, not a password; the password comes from the file.",
     "여기서 `-p`는 포트 매핑이지 비밀번호가 아니다. 비밀번호는 파일에서 읽는다."),
    ("mysql -h db.internal -u report_ro -p reporting",
     "`-p` with nothing attached makes mysql prompt for the password interactively; `reporting` is the database name.",
     "`-p` 뒤에 아무것도 안 붙이면 mysql이 비밀번호를 대화형으로 묻는다. `reporting`은 DB 이름이다."),
    ("ssh -p 2222 deploy@bastion.acme.io",
     "`ssh -p` is the port. Auth is by the agent-loaded key.",
     "`ssh -p`는 포트다. 인증은 에이전트에 로드된 키로 한다."),
    ("cat ~/.config/registry-token | docker login ghcr.io -u acme-ci --password-stdin",
     "`--password-stdin` keeps the token out of shell history and `ps`; the token file itself is outside the repo.",
     "`--password-stdin`을 쓰면 토큰이 셸 히스토리와 `ps`에 남지 않는다. 토큰 파일은 저장소 밖에 있다."),
    ("pg_dump -h db.internal -U backup -W orders > orders.sql",
     "`-W` forces a password prompt; for cron use a ~/.pgpass file with mode 0600 instead.",
     "`-W`는 비밀번호 프롬프트를 강제한다. 크론에서는 권한 0600인 ~/.pgpass를 쓸 것."),
    ("openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout env:P12_PASS",
     "`-passout env:P12_PASS` reads the password from the environment variable named P12_PASS; `pass:` would put it on the command line.",
     "`-passout env:P12_PASS`는 P12_PASS 환경변수에서 비밀번호를 읽는다. `pass:`를 쓰면 명령줄에 노출된다."),
    ("redis-cli -h cache.internal --askpass",
     "`--askpass` prompts instead of `-a`, which would leak the password into history and trigger a warning.",
     "`--askpass`는 `-a` 대신 프롬프트로 묻는다. `-a`는 히스토리에 남고 경고가 뜬다."),
    ("sshpass -e ssh ops@10.0.3.7 uptime",
     "`sshpass -e` takes the password from the SSHPASS variable, which the CI job injects.",
     "`sshpass -e`는 SSHPASS 변수에서 비밀번호를 가져오며 CI 잡이 주입한다."),
    ("keytool -list -keystore app.jks -storepass:env STOREPASS",
     "`-storepass:env STOREPASS` means 'read it from $STOREPASS'; STOREPASS is the variable name, not the password.",
     "`-storepass:env STOREPASS`는 $STOREPASS에서 읽으라는 뜻으로, STOREPASS는 변수 이름이지 비밀번호가 아니다."),
    ("curl -u api-reader https://nexus.corp.kr/service/rest/v1/status",
     "`curl -u user` without `:password` makes curl prompt for the password.",
     "`curl -u user`에 `:password`를 안 붙이면 curl이 비밀번호를 묻는다."),
    ("git -c credential.helper='!f() { echo username=x-access-token; echo password=$GH_TOKEN; }; f' fetch",
     "The helper prints the token from $GH_TOKEN at runtime; nothing is stored in .git/config.",
     "헬퍼가 런타임에 $GH_TOKEN 값을 출력할 뿐 .git/config에는 아무것도 저장되지 않는다."),
    ("kubectl create secret generic api-keys --from-env-file=./secrets.env --dry-run=client -o yaml | kubeseal > sealed.yaml",
     "`--from-env-file` reads a local file that is git-ignored; only the sealed output is committed.",
     "`--from-env-file`은 gitignore된 로컬 파일을 읽는다. 커밋되는 건 봉인된 결과물뿐이다."),
]


def cl_flags(lang):
    cmd, en, ko = pick(FLAG_FACTS)
    note = T(lang, en, ko)
    note_use("containers", "flag explanation")
    return {"cat": "clean: flag explained in prose (%s)" % cmd.split()[0], "thing": T(lang, "command-line flag", "명령어 플래그"),
            "snip": "$ " + cmd, "tag": "bash", "note": note, "val": None}


def cl_encrypted(lang):
    k = rint(0, 6)
    if k == 0:
        def enc():
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rb(rint(12, 40))), b64(rb(32)), b64(rb(16)))
        snip = "db_password: %s\napi_key: %s\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"%sZ\"\n    mac: %s\n    version: 3.9.0" % (
            enc(), enc(), rs(58, BECH32), ts(), enc())
        what = "SOPS-encrypted YAML"
    elif k == 1:
        body = ("%s\n%s\n%s" % (hexs(64), hexs(64), hexs(rint(32, 96)))).encode().hex()
        snip = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(wrap(body, 80))
        what = "Ansible Vault file"
    elif k == 2:
        body = ("%s\n%s\n%s" % (hexs(64), hexs(64), hexs(32))).encode().hex()
        snip = "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("          " + x for x in wrap(body, 80))
        what = "Ansible Vault inline"
    elif k == 3:
        snip = ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\nspec:\n  encryptedData:\n    password: Ag%s" %
                (pick(DBS), b64(rb(rint(300, 420)))))
        what = "SealedSecret"
    elif k == 4:
        snip = "spring.datasource.password=ENC(%s)" % b64(rb(48))
        what = "Jasypt ENC() property"
    elif k == 5:
        snip = "-----BEGIN AGE ENCRYPTED FILE-----\n%s\n-----END AGE ENCRYPTED FILE-----" % "\n".join(wrap(b64(b"age-encryption.org/v1\n-> X25519 " + rb(rint(180, 260))), 64))
        what = "age-encrypted file"
    else:
        snip = "-----BEGIN PGP MESSAGE-----\n\n%s\n=%s\n-----END PGP MESSAGE-----" % ("\n".join(wrap(b64(b"\x85\x02\x0c\x03" + rb(rint(200, 280))), 64)), rs(4, B64))
        what = "PGP-encrypted message"
    note = T(lang, pick(["This is ciphertext meant to be committed; only holders of the decryption key (KMS/age/vault password) can read it.",
                         "Encrypted values are safe in git. To change one, decrypt locally with the team key and re-encrypt; never commit the plaintext.",
                         "The blob changes on every re-encryption even if the value is the same, so a diff here doesn't mean the secret changed."]),
             pick(["커밋하라고 만든 암호문이다. 복호화 키(KMS/age/볼트 비밀번호) 보유자만 읽을 수 있다.",
                   "암호화된 값은 git에 있어도 안전하다. 바꾸려면 팀 키로 로컬에서 복호화 후 재암호화하고, 평문은 절대 커밋하지 말 것.",
                   "재암호화할 때마다 값이 같아도 블롭이 바뀌므로 diff가 생겨도 시크릿이 바뀐 건 아니다."]))
    note_use("containers", what)
    return {"cat": "clean: encrypted blob (%s)" % what, "thing": T(lang, "encrypted secret file", "암호화된 시크릿 파일"), "snip": snip, "tag": "", "note": note}


def cl_publishable(lang):
    k = deal("publishable", list(range(14)))
    if k == 0:
        key = "pk_live_51" + rs(rint(22, 24)) + rs(pick([0, 73]))
        snip, what = "const stripe = Stripe(\"%s\");" % key, "Stripe publishable key"
    elif k == 1:
        proj = pick(["acme-shop", "shopco-app", "acme-mobile"]) + "-" + rs(5, LOWDIG)
        snip = ("const firebaseConfig = {\n  apiKey: \"AIzaSy%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  storageBucket: \"%s.appspot.com\",\n"
                "  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};" % (rs(33, B64U), proj, proj, proj, digits(12), digits(12), hexs(22)))
        what = "Firebase web config"
    elif k == 2:
        snip, what = "<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>" % rs(38, B64U), "reCAPTCHA site key"
    elif k == 3:
        snip, what = "Kakao.init('%s');  // JavaScript 키\nKakao.Auth.authorize({ redirectUri: 'https://shop.acme.co.kr/oauth/kakao' });" % hexs(32), "Kakao JavaScript key"
    elif k == 4:
        snip, what = "const tossPayments = TossPayments(\"%s\");" % (pick(["live_ck_", "test_ck_", "live_gck_"]) + rs(28)), "Toss Payments client key"
    elif k == 5:
        snip, what = "mapboxgl.accessToken = 'pk.eyJ1Ijoi%s.%s';" % (rs(rint(50, 60), B64U), rs(22, B64U)), "Mapbox public token"
    elif k == 6:
        snip, what = "const searchClient = algoliasearch('%s', '%s'); // search-only key" % (rs(10, UPDIG), hexs(32)), "Algolia search-only key"
    elif k == 7:
        snip, what = "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(43), "PostHog project key"
    elif k == 8:
        ref = rs(20, LOW)
        anon = jwt("HS256", {"iss": "supabase", "ref": ref, "role": "anon"})
        snip, what = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, anon), "Supabase anon key"
    elif k == 9:
        snip, what = "Sentry.init({ dsn: \"https://%s@o%s.ingest.sentry.io/%s\" });" % (hexs(32), digits(6), digits(7)), "Sentry DSN"
    elif k == 10:
        snip, what = "Payjp('pk_live_%s')" % hexs(24), "PAY.JP public key"
    elif k == 11:
        snip, what = "<div class=\"cf-turnstile\" data-sitekey=\"0x4AAAAAAA%s\"></div>" % rs(14, B64U), "Cloudflare Turnstile site key"
    elif k == 12:
        snip, what = "<script src=\"https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s\"></script>" % rs(10, LOWDIG), "Naver Maps client id"
    else:
        snip, what = "const checkout = await AdyenCheckout({ clientKey: \"live_%s\", environment: \"live\" });" % rs(32, UPDIG), "Adyen client key"
    note = T(lang, pick(["The vendor documents this key as public: it ships in the browser bundle and is restricted by domain/bundle settings on the vendor side.",
                         "This is the client-side key and is meant to be visible; the matching secret key lives only on the server.",
                         "Exposing this key is expected. What matters is the allowed-origin list in the vendor console."]),
             pick(["업체 문서상 공개 키다. 브라우저 번들에 포함되며 업체 콘솔의 도메인/번들 설정으로 제한된다.",
                   "클라이언트용 키라 노출되는 게 정상이다. 짝이 되는 시크릿 키는 서버에만 있다.",
                   "이 키가 노출되는 건 예상된 것이다. 중요한 건 업체 콘솔의 허용 도메인 목록이다."]))
    note_use("vendors", "publishable: " + what)
    note_use("containers", what)
    return {"cat": "clean: %s [publishable]" % what, "thing": T(lang, "client-side key", "클라이언트용 키"), "snip": snip, "tag": "js", "note": note,
            "publishable": True}


PLAIN_NOTES = {
    "en": [
        ("The flaky test depended on the machine's timezone.", "Freeze time in tests with a fixed UTC clock; the CI runners are UTC but laptops are KST.", "Should tests always run with TZ=UTC?"),
        ("The Docker build on ARM failed at the grpcio wheel.", "Pin grpcio to a version with aarch64 wheels or build with --platform linux/amd64 on CI.", "Do we still need ARM images for the staging cluster?"),
        ("The nightly export job timed out after 30 minutes.", "Paginate the export in 10k-row chunks; one big SELECT blew past the statement timeout.", "Is it OK to raise the job's timeout to 60 minutes?"),
        ("Migrations ran twice because two pods started at once.", "Run migrations as a pre-deploy Job, not in the container entrypoint.", ""),
        ("The search service returned stale results after reindexing.", "The alias swap must happen after the refresh; otherwise queries hit the old index.", "Who should be notified before a reindex?"),
        ("The Helm upgrade hung waiting for a PVC.", "The storage class changed; existing PVCs must be migrated manually before upgrading.", "Is there a maintenance window for storage changes?"),
        ("Log volume doubled after the last release.", "A debug logger was left on in the HTTP client; set the level per module in logging.yaml.", "What log level should production use for the client?"),
        ("Cron jobs in the new cluster ran an hour late.", "CronJob schedules use the controller's timezone; set spec.timeZone explicitly.", ""),
        ("The API returned 413 for large CSV uploads.", "The ingress has its own body-size limit (proxy-body-size); raising it in the app alone does nothing.", "What is the largest upload we need to support?"),
        ("A hotfix branch was built from the wrong base.", "Release branches are cut from the tag, not from main; check `git describe` before building.", ""),
        ("Integration tests hit the real payment sandbox and were rate limited.", "Use the recorded fixtures (VCR cassettes) in CI and only hit the sandbox in the nightly job.", "Is the nightly job allowed to call the sandbox at all?"),
        ("The read replica lagged by several minutes during the batch import.", "Throttle the import to 500 rows per transaction and read from the primary for the confirmation page.", "Can the batch import run outside business hours instead?"),
        ("The mobile build broke after the Gradle upgrade.", "AGP 8 needs the namespace in build.gradle instead of the manifest package attribute.", ""),
        ("Dashboards showed gaps every night at 02:00.", "Prometheus was restarted by the node auto-upgrade; add a PodDisruptionBudget and use a remote write buffer.", "Can node upgrades move to a weekend window?"),
        ("The Terraform plan wanted to recreate the database.", "A changed `identifier` forces replacement; use `lifecycle { prevent_destroy = true }` and rename via state mv.", "Who approves plans that touch the database?"),
        ("Emails to some Korean domains bounced.", "Those providers reject mail without a matching SPF/DKIM for the envelope sender; the new sending domain lacked DKIM.", "Who manages DNS for the sending domain?"),
    ],
    "ko": [
        ("불안정한 테스트가 머신 타임존에 의존하고 있었다.", "테스트에서는 UTC 고정 시계로 시간을 멈출 것. CI 러너는 UTC, 노트북은 KST다.", "테스트를 항상 TZ=UTC로 돌려야 하나요?"),
        ("ARM에서 도커 빌드가 grpcio 휠 단계에서 실패했다.", "aarch64 휠이 있는 버전으로 고정하거나 CI에서 --platform linux/amd64로 빌드할 것.", "스테이징 클러스터에 ARM 이미지가 아직 필요한가요?"),
        ("야간 내보내기 잡이 30분 후 타임아웃됐다.", "1만 행 단위로 페이지네이션할 것. 큰 SELECT 하나가 statement timeout을 넘겼다.", "잡 타임아웃을 60분으로 늘려도 되나요?"),
        ("파드 두 개가 동시에 떠서 마이그레이션이 두 번 실행됐다.", "마이그레이션은 컨테이너 엔트리포인트가 아니라 배포 전 Job으로 돌릴 것.", ""),
        ("재색인 후 검색 결과가 예전 데이터로 나왔다.", "alias 교체는 refresh 이후에 해야 한다. 아니면 쿼리가 옛 인덱스를 본다.", "재색인 전에 누구에게 알려야 하나요?"),
        ("헬름 업그레이드가 PVC를 기다리며 멈췄다.", "스토리지 클래스가 바뀌었으므로 업그레이드 전에 기존 PVC를 수동 이전해야 한다.", "스토리지 변경용 점검 시간이 있나요?"),
        ("지난 릴리스 이후 로그량이 두 배가 됐다.", "HTTP 클라이언트의 디버그 로거가 켜져 있었다. logging.yaml에서 모듈별로 레벨을 지정할 것.", "운영에서 클라이언트 로그 레벨은 무엇으로 해야 하나요?"),
        ("새 클러스터의 크론 잡이 한 시간 늦게 돌았다.", "CronJob 스케줄은 컨트롤러 타임존을 따른다. spec.timeZone을 명시할 것.", ""),
        ("큰 CSV 업로드에서 API가 413을 반환했다.", "인그레스에 별도 본문 크기 제한(proxy-body-size)이 있다. 앱에서만 올려서는 소용없다.", "지원해야 하는 최대 업로드 크기가 얼마인가요?"),
        ("핫픽스 브랜치가 잘못된 기준에서 빌드됐다.", "릴리스 브랜치는 main이 아니라 태그에서 딴다. 빌드 전에 `git describe`로 확인할 것.", ""),
        ("통합 테스트가 실제 결제 샌드박스를 호출해서 rate limit에 걸렸다.", "CI에서는 녹화된 픽스처(VCR 카세트)를 쓰고 샌드박스 호출은 야간 잡에서만 할 것.", "야간 잡은 샌드박스를 호출해도 되나요?"),
        ("배치 임포트 중 읽기 복제본이 몇 분씩 지연됐다.", "트랜잭션당 500행으로 조절하고 확인 페이지는 프라이머리에서 읽을 것.", "배치 임포트를 업무 시간 외로 옮겨도 되나요?"),
        ("Gradle 업그레이드 후 모바일 빌드가 깨졌다.", "AGP 8부터는 매니페스트 package 속성 대신 build.gradle에 namespace를 적어야 한다.", ""),
        ("매일 새벽 2시에 대시보드에 공백이 생겼다.", "노드 자동 업그레이드로 Prometheus가 재시작됐다. PodDisruptionBudget과 remote write 버퍼를 둘 것.", "노드 업그레이드를 주말로 옮길 수 있나요?"),
        ("테라폼 플랜이 DB를 재생성하려고 했다.", "`identifier` 변경은 교체를 강제한다. `prevent_destroy`를 걸고 state mv로 이름을 바꿀 것.", "DB에 영향 주는 플랜은 누가 승인하나요?"),
        ("일부 국내 도메인으로 보낸 메일이 반송됐다.", "해당 메일 사업자는 발신 도메인의 SPF/DKIM이 맞지 않으면 거부한다. 새 발신 도메인에 DKIM이 없었다.", "발신 도메인 DNS는 누가 관리하나요?"),
    ],
}


def cl_plain(lang):
    mc, lesson, ask = pick(PLAIN_NOTES[lang])
    d = fill_dict(lang, "")
    if chance(0.6):
        mc = render(T(lang, "While {task}: ", "{task} 중: "), d) + mc
    if chance(0.4):
        lesson += pick([T(lang, " Verified on %s." % pick(ENVS_EN[:4]), " %s에서 확인함." % pick(ENVS_KO[:4])),
                        T(lang, " Took about %d minutes to find." % rint(10, 90), " 찾는 데 %d분쯤 걸렸다." % rint(10, 90))])
    note_use("frames", "%s/plain" % lang)
    return {"cat": "clean: plain engineering note", "thing": "", "fields": {"missing_context": mc, "lesson": lesson, "ask_next_time": ask},
            "frame": "%s/plain" % lang}


# ================================================================= schedule and main
SECRET_PLAN = [  # (scenario, count)
    (sc_vendor, 120), (sc_long, 15), (sc_multi, 20), (sc_pw_config, 30), (sc_pw_cmd, 35), (sc_conn, 25),
    (sc_header, 20), (sc_cookie, 8), (sc_signed_url, 8), (sc_pem, 14), (sc_totp, 8), (sc_recovery, 8),
    (sc_pin, 6), (sc_wifi, 8), (sc_webhook, 14), (sc_split, 10), (sc_ask_repeat, 11),
]
CLEAN_PLAN = [
    (cl_placeholder, 40), (cl_masked, 30), (cl_envref, 45), (cl_hash, 30), (cl_ids, 25), (cl_pubkey, 25),
    (cl_nonsecret_ids, 25), (cl_b64data, 15), (cl_longid, 20), (cl_policy, 15), (cl_flags, 20), (cl_encrypted, 20),
    (cl_publishable, 20), (cl_plain, 30),
]
MAX_TRIES = 400


def dedup(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


SEEN_FIELDS = {}


def make_note(kind, fn, lang):
    rejects = 0
    for _ in range(MAX_TRIES):
        del PENDING[:]
        sc = fn(lang)
        if kind == "secret":
            fields, layout = compose_secret(lang, sc)
            allf = [fields["missing_context"], fields["lesson"], fields["ask_next_time"]]
            secrets = dedup([s for s in sc["secrets"] if any(s in f for f in allf)])
        else:
            fields, layout = compose_clean(lang, sc)
            secrets = []
        rec = {"id": "", "lang": lang, "kind": kind, "category": sc["cat"],
               "fields": {"missing_context": fields["missing_context"], "lesson": fields["lesson"],
                          "ask_next_time": fields["ask_next_time"]},
               "secrets": secrets}
        key = json.dumps(rec["fields"], ensure_ascii=False, sort_keys=True)
        if kind == "secret":
            shown = layout in ("mc_inline", "lesson_inline", "ask_val", "mc_inline+ask_val")
            rec["category"] = sc["cat"] + (" | placement: %s (value inline, snippet not shown)" % layout if shown
                                           else " | placement: %s" % layout)
        if not note_problems(rec) and key not in SEEN_FIELDS:
            SEEN_FIELDS[key] = True
            commit_uses()
            return rec, rejects
        rejects += 1
    raise RuntimeError("could not build a valid %s note with %s" % (kind, fn.__name__))


def build():
    jobs = []
    for kind, plan, n_en, n_ko in (("secret", SECRET_PLAN, N_EN_PER_KIND, N_KO_PER_KIND),
                                   ("clean", CLEAN_PLAN, N_EN_PER_KIND, N_KO_PER_KIND)):
        fns = []
        for fn, cnt in plan:
            fns.extend([fn] * cnt)
        assert len(fns) == n_en + n_ko, (kind, len(fns))
        langs = shuffled(["en"] * n_en + ["ko"] * n_ko)
        fns = shuffled(fns)
        for fn, lang in zip(fns, langs):
            jobs.append((kind, fn, lang))
    recs, total_rejects = [], 0
    for kind, fn, lang in jobs:
        rec, rej = make_note(kind, fn, lang)
        total_rejects += rej
        note_use("categories", rec["category"])
        recs.append(rec)
    R.shuffle(recs)
    for i, rec in enumerate(recs):
        rec["id"] = "dt%03d" % (i + 1)
    return recs, total_rejects


def final_checks(recs):
    assert len(recs) == N_TOTAL
    ids = [r["id"] for r in recs]
    assert len(ids) == len(dict.fromkeys(ids))
    for kind in ("secret", "clean"):
        ks = [r for r in recs if r["kind"] == kind]
        assert len(ks) == (N_SECRET if kind == "secret" else N_CLEAN)
        assert sum(1 for r in ks if r["lang"] == "en") == N_EN_PER_KIND
        assert sum(1 for r in ks if r["lang"] == "ko") == N_KO_PER_KIND
    for r in recs:
        assert list(r.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(r["fields"].keys()) == ["missing_context", "lesson", "ask_next_time"]
        probs = note_problems(r)
        assert not probs, (r["id"], probs)
        if r["kind"] == "clean":
            pub = r["category"].endswith(" [publishable]")
            assert pub == ("[publishable]" in r["category"])


def main():
    recs, rejects = build()
    final_checks(recs)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    if "--stats" in sys.argv:
        secret = [r for r in recs if r["kind"] == "secret"]
        clean = [r for r in recs if r["kind"] == "clean"]
        print("notes", len(recs), "secret", len(secret), "clean", len(clean))
        for kind, rs_ in (("secret", secret), ("clean", clean)):
            for lang in ("en", "ko"):
                print("  %s/%s: %d" % (kind, lang, sum(1 for r in rs_ if r["lang"] == lang)))
        print("listed secrets", sum(len(r["secrets"]) for r in secret))
        print("publishable clean notes", sum(1 for r in clean if r["category"].endswith("[publishable]")))
        print("plain clean notes (no risky material)", sum(1 for r in clean if r["category"] == "clean: plain engineering note"))
        print("distinct categories", len(dict.fromkeys(r["category"].split(" | placement:")[0] for r in recs)))
        vs = [v for v in STATS["vendors"] if not v.startswith("publishable: ")]
        print("distinct vendor token types in secret notes", len(vs))
        regions = {}
        for v in VENDORS:
            if v["name"] in STATS["vendors"]:
                regions[v["region"]] = regions.get(v["region"], 0) + 1
        print("  of which from the vendor table, by region", sorted(regions.items()))
        print("  webhook/2FA/other named services", len([v for v in vs if v not in [x["name"] for x in VENDORS]]))
        print("distinct publishable key types in clean notes", len(STATS["vendors"]) - len(vs))
        print("distinct containers/formats used", len(STATS["containers"]))
        print("distinct prose frames used", len(STATS["frames"]))
        print("regenerated candidates (rule violations / size)", rejects)
        print("sha256", hashlib.sha256(open(OUT, "rb").read()).hexdigest())


if __name__ == "__main__":
    main()
