#!/usr/bin/env python3
"""Generator for blind_set_v105.jsonl: a blind evaluation set for a credential-redaction filter.

Python 3 standard library only, no network. A single PRNG, random.Random(105_2026_1127), drives
every choice; nothing iterates over a set, so the output is byte-identical on every run and under
any PYTHONHASHSEED.  Usage:  python3 make_blind_set_v105.py [output_path]
"""
import base64
import hashlib
import json
import random
import re
import sys
import urllib.parse

SEED = 105_2026_1127
R = random.Random(SEED)

N_SECRET = 360
N_CLEAN = 360
N_EN = 216          # per kind (60%)
N_KO = 144          # per kind (40%)
ID_PREFIX = "fi"

# ----------------------------------------------------------------------------------------------
# alphabets and small helpers (all randomness goes through R)
# ----------------------------------------------------------------------------------------------
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DIG = "0123456789"
ALNUM = UP + LO + DIG
LOALNUM = LO + DIG
UPALNUM = UP + DIG
HEX = "0123456789abcdef"
UHEX = "0123456789ABCDEF"
B64 = UP + LO + DIG + "+/"
B64URL = UP + LO + DIG + "-_"
B32 = UP + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(alphabet, n):
    """random string of length n over alphabet"""
    return "".join(R.choice(alphabet) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def ri(a, b):
    return R.randint(a, b)


def chance(p):
    return R.random() < p


def sample(seq, k):
    return R.sample(list(seq), k)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(data):
    return base64.b64encode(data).decode("ascii")


def b64url_nopad(data):
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def hexs(n):
    return rs(HEX, n)


def digits(n):
    return str(ri(1, 9)) + rs(DIG, n - 1)


def pct(s):
    """percent-encode a password for the userinfo part of a URL"""
    return urllib.parse.quote(s, safe="")


def fence(snippet, lang_hint=""):
    return "```" + lang_hint + "\n" + snippet + "\n```"


def ubytes(s):
    return len(s.encode("utf-8"))


# Korean 2-beolsik keyboard mapping, to produce "typed Korean on an English keyboard" passwords
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
         "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a",
         "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(word):
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            out.append(_CHO[code // 588] + _JUNG[(code % 588) // 28] + _JONG[code % 28])
        else:
            out.append(ch)
    return "".join(out)


assert hangul_to_qwerty("안녕하세요") == "dkssudgktpdy"


# ----------------------------------------------------------------------------------------------
# vendor tokens: real documented shapes (prefix, alphabet, length), bodies always from R
# gen() returns {"pairs": [(key, value, is_secret), ...], optional "url": text containing secret}
# ----------------------------------------------------------------------------------------------
VENDORS = []


def vendor(name, region, label_en, label_ko, header=None):
    def deco(fn):
        VENDORS.append({"name": name, "region": region, "label_en": label_en,
                        "label_ko": label_ko, "gen": fn, "header": header})
        return fn
    return deco


def P(key, value, secret=True):
    return (key, value, secret)


REGIONS_AWS = ["ap-northeast-2", "us-east-1", "eu-central-1", "ap-northeast-1", "us-west-2"]


@vendor("AWS", "global", "AWS access key pair", "AWS 액세스 키 쌍")
def _aws():
    return {"pairs": [P("AWS_ACCESS_KEY_ID", "AKIA" + rs(B32, 16)),
                      P("AWS_SECRET_ACCESS_KEY", rs(B64, 40)),
                      P("AWS_DEFAULT_REGION", pick(REGIONS_AWS), False)]}


@vendor("AWS STS", "global", "temporary AWS session credentials", "임시 AWS 세션 자격 증명")
def _aws_sts():
    return {"pairs": [P("AWS_ACCESS_KEY_ID", "ASIA" + rs(B32, 16)),
                      P("AWS_SECRET_ACCESS_KEY", rs(B64, 40)),
                      P("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2Vj" + rs(B64, ri(220, 330)) + "=")]}


@vendor("GitHub", "global", "GitHub personal access token", "GitHub 개인 액세스 토큰",
        "Authorization: token {v}")
def _gh_classic():
    return {"pairs": [P(pick(["GITHUB_TOKEN", "GH_TOKEN", "GH_PAT"]), "ghp_" + rs(ALNUM, 36))]}


@vendor("GitHub App", "global", "GitHub App installation token", "GitHub App 설치 토큰",
        "Authorization: Bearer {v}")
def _gh_app():
    return {"pairs": [P("GITHUB_TOKEN", pick(["ghs_", "gho_", "ghu_"]) + rs(ALNUM, 36))]}


@vendor("GitHub fine-grained", "global", "GitHub fine-grained token", "GitHub fine-grained 토큰",
        "Authorization: Bearer {v}")
def _gh_fine():
    return {"pairs": [P("GH_TOKEN", "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59))]}


@vendor("GitLab", "global", "GitLab personal access token", "GitLab 개인 액세스 토큰",
        "PRIVATE-TOKEN: {v}")
def _gitlab():
    return {"pairs": [P(pick(["GITLAB_TOKEN", "GL_TOKEN", "CI_PUSH_TOKEN"]),
                        "glpat-" + rs(B64URL, 20))]}


@vendor("GitLab Runner", "global", "GitLab runner authentication token", "GitLab 러너 인증 토큰")
def _gitlab_runner():
    return {"pairs": [P("RUNNER_TOKEN", pick(["glrt-", "glrt-t1_"]) + rs(B64URL, 20))]}


@vendor("Slack", "global", "Slack bot token", "Slack 봇 토큰", "Authorization: Bearer {v}")
def _slack_bot():
    return {"pairs": [P("SLACK_BOT_TOKEN", "xoxb-" + digits(ri(10, 13)) + "-" + digits(ri(10, 13))
                        + "-" + rs(ALNUM, 24))]}


@vendor("Slack user", "global", "Slack user token", "Slack 사용자 토큰", "Authorization: Bearer {v}")
def _slack_user():
    return {"pairs": [P("SLACK_USER_TOKEN", "xoxp-" + digits(ri(10, 13)) + "-" + digits(ri(10, 13))
                        + "-" + digits(13) + "-" + hexs(32))]}


@vendor("Slack app", "global", "Slack app-level token", "Slack 앱 레벨 토큰")
def _slack_app():
    return {"pairs": [P("SLACK_APP_TOKEN", "xapp-1-A" + rs(UPALNUM, 10) + "-" + digits(13) + "-"
                        + hexs(64))]}


@vendor("Slack webhook", "global", "Slack incoming webhook", "Slack 인커밍 웹훅")
def _slack_hook():
    sec = rs(ALNUM, 24)
    url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPALNUM, ri(8, 10)),
                                                          rs(UPALNUM, ri(8, 10)), sec)
    return {"pairs": [P("SLACK_WEBHOOK_URL", url)], "url": url, "secret_override": [sec]}


@vendor("Stripe", "global", "Stripe secret key", "Stripe 시크릿 키", "Authorization: Bearer {v}")
def _stripe():
    body = rs(ALNUM, 24) if chance(0.4) else "51" + rs(ALNUM, 97)
    return {"pairs": [P("STRIPE_SECRET_KEY", pick(["sk_live_", "sk_live_", "rk_live_"]) + body)]}


@vendor("Stripe webhook", "global", "Stripe webhook signing secret", "Stripe 웹훅 서명 시크릿")
def _stripe_wh():
    return {"pairs": [P("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(ALNUM, 32))]}


@vendor("OpenAI", "global", "OpenAI API key", "OpenAI API 키", "Authorization: Bearer {v}")
def _openai():
    if chance(0.7):
        v = pick(["sk-proj-", "sk-svcacct-"]) + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)
    else:
        v = "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)
    return {"pairs": [P("OPENAI_API_KEY", v)]}


@vendor("Anthropic", "global", "Anthropic API key", "Anthropic API 키", "x-api-key: {v}")
def _anthropic():
    return {"pairs": [P("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64URL, 93) + "AA")]}


@vendor("Google Cloud", "global", "Google API key (server-side, Gemini)", "Google API 키(서버용, Gemini)",
        "x-goog-api-key: {v}")
def _google_key():
    return {"pairs": [P(pick(["GOOGLE_API_KEY", "GEMINI_API_KEY"]), "AIza" + rs(B64URL, 35))]}


@vendor("Google OAuth", "global", "Google OAuth client secret", "Google OAuth 클라이언트 시크릿")
def _google_oauth():
    cid = digits(12) + "-" + rs(LOALNUM, 32) + ".apps.googleusercontent.com"
    return {"pairs": [P("GOOGLE_CLIENT_ID", cid, False),
                      P("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64URL, 28))]}


@vendor("Google OAuth refresh", "global", "Google OAuth refresh token", "Google OAuth 리프레시 토큰")
def _google_refresh():
    return {"pairs": [P("GOOGLE_REFRESH_TOKEN", "1//0" + pick("egh") + rs(B64URL, 99))]}


@vendor("Google OAuth access", "global", "Google OAuth access token", "Google OAuth 액세스 토큰",
        "Authorization: Bearer {v}")
def _google_access():
    return {"pairs": [P("GOOGLE_ACCESS_TOKEN", "ya29.a0" + rs(B64URL, ri(150, 200)))]}


@vendor("Azure Storage", "global", "Azure storage account key", "Azure 스토리지 계정 키")
def _azure_storage():
    acct = pick(["stprodlogs", "acmebackup01", "kr1mediastore", "devartifacts"]) + rs(DIG, 2)
    key = b64(rbytes(64))
    cs = ("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;"
          "EndpointSuffix=core.windows.net" % (acct, key))
    return {"pairs": [P("AZURE_STORAGE_CONNECTION_STRING", cs)], "secret_override": [key]}


@vendor("Azure AD", "global", "Azure AD (Entra) client secret", "Azure AD(Entra) 클라이언트 시크릿")
def _azure_ad():
    return {"pairs": [P("AZURE_TENANT_ID", uuid4(), False), P("AZURE_CLIENT_ID", uuid4(), False),
                      P("AZURE_CLIENT_SECRET", rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "_.~-", 34))]}


@vendor("Azure DevOps", "global", "Azure DevOps PAT", "Azure DevOps PAT")
def _azure_devops():
    return {"pairs": [P("AZURE_DEVOPS_EXT_PAT", rs("abcdefghijklmnopqrstuvwxyz234567", 52))]}


@vendor("Azure OpenAI", "global", "Azure OpenAI key", "Azure OpenAI 키", "api-key: {v}")
def _azure_openai():
    return {"pairs": [P("AZURE_OPENAI_API_KEY", hexs(32))]}


@vendor("Azure Service Bus", "global", "Azure Service Bus shared access key", "Azure Service Bus 공유 액세스 키")
def _azure_sb():
    key = b64(rbytes(32))
    cs = ("Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;"
          "SharedAccessKey=%s" % (pick(["orders-bus", "kr-events", "payments-ns"]), key))
    return {"pairs": [P("SERVICEBUS_CONNECTION", cs)], "secret_override": [key]}


@vendor("Azure Cosmos DB", "global", "Cosmos DB primary key", "Cosmos DB 기본 키")
def _cosmos():
    return {"pairs": [P("COSMOS_ENDPOINT", "https://%s.documents.azure.com:443/" %
                        pick(["catalog-db", "acme-cosmos", "kr-profile"]), False),
                      P("COSMOS_KEY", b64(rbytes(64)))]}


@vendor("Twilio", "global", "Twilio auth token", "Twilio 인증 토큰")
def _twilio():
    return {"pairs": [P("TWILIO_ACCOUNT_SID", "AC" + hexs(32), False),
                      P("TWILIO_AUTH_TOKEN", hexs(32))]}


@vendor("SendGrid", "global", "SendGrid API key", "SendGrid API 키", "Authorization: Bearer {v}")
def _sendgrid():
    return {"pairs": [P("SENDGRID_API_KEY", "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43))]}


@vendor("Mailgun", "global", "Mailgun API key", "Mailgun API 키")
def _mailgun():
    v = "key-" + hexs(32) if chance(0.5) else hexs(32) + "-" + hexs(8) + "-" + hexs(8)
    return {"pairs": [P("MAILGUN_API_KEY", v)]}


@vendor("Mailchimp", "global", "Mailchimp API key", "Mailchimp API 키")
def _mailchimp():
    return {"pairs": [P("MAILCHIMP_API_KEY", hexs(32) + "-us" + str(ri(1, 21)))]}


@vendor("npm", "global", "npm access token", "npm 액세스 토큰")
def _npm():
    return {"pairs": [P("NPM_TOKEN", "npm_" + rs(ALNUM, 36))]}


@vendor("PyPI", "global", "PyPI API token", "PyPI API 토큰")
def _pypi():
    return {"pairs": [P("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, ri(150, 200)))]}


@vendor("Docker Hub", "global", "Docker Hub access token", "Docker Hub 액세스 토큰")
def _dockerhub():
    return {"pairs": [P("DOCKERHUB_USERNAME", pick(["acmebuild", "kr-ci-bot", "release-bot"]), False),
                      P("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64URL, 27))]}


@vendor("Hugging Face", "global", "Hugging Face token", "Hugging Face 토큰", "Authorization: Bearer {v}")
def _hf():
    return {"pairs": [P("HF_TOKEN", "hf_" + rs(UP + LO, 34))]}


@vendor("Shopify", "global", "Shopify Admin API access token", "Shopify Admin API 액세스 토큰",
        "X-Shopify-Access-Token: {v}")
def _shopify():
    return {"pairs": [P("SHOPIFY_ACCESS_TOKEN", pick(["shpat_", "shpca_", "shppa_"]) + hexs(32))]}


@vendor("Atlassian", "global", "Atlassian API token", "Atlassian API 토큰")
def _atlassian():
    return {"pairs": [P("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64URL, 171) + "=" + rs(UHEX, 8))]}


@vendor("Datadog", "global", "Datadog API and application keys", "Datadog API/애플리케이션 키")
def _datadog():
    return {"pairs": [P("DD_API_KEY", hexs(32)), P("DD_APP_KEY", hexs(40))]}


@vendor("New Relic", "global", "New Relic user API key", "New Relic 사용자 API 키", "Api-Key: {v}")
def _newrelic():
    return {"pairs": [P("NEW_RELIC_API_KEY", "NRAK-" + rs(UPALNUM, 27))]}


@vendor("New Relic license", "global", "New Relic license key", "New Relic 라이선스 키")
def _newrelic_lic():
    return {"pairs": [P("NEW_RELIC_LICENSE_KEY", hexs(36) + "NRAL")]}


@vendor("Sentry", "global", "Sentry user auth token", "Sentry 사용자 인증 토큰", "Authorization: Bearer {v}")
def _sentry():
    return {"pairs": [P("SENTRY_AUTH_TOKEN", "sntryu_" + hexs(64))]}


@vendor("DigitalOcean", "global", "DigitalOcean personal access token", "DigitalOcean 개인 액세스 토큰",
        "Authorization: Bearer {v}")
def _do():
    return {"pairs": [P("DIGITALOCEAN_TOKEN", "dop_v1_" + hexs(64))]}


@vendor("Linear", "global", "Linear API key", "Linear API 키", "Authorization: {v}")
def _linear():
    return {"pairs": [P("LINEAR_API_KEY", "lin_api_" + rs(ALNUM, 40))]}


@vendor("Notion", "global", "Notion integration token", "Notion 통합 토큰", "Authorization: Bearer {v}")
def _notion():
    v = "ntn_" + rs(ALNUM, 46) if chance(0.6) else "secret_" + rs(ALNUM, 43)
    return {"pairs": [P("NOTION_TOKEN", v)]}


@vendor("Figma", "global", "Figma personal access token", "Figma 개인 액세스 토큰", "X-Figma-Token: {v}")
def _figma():
    return {"pairs": [P("FIGMA_TOKEN", "figd_" + rs(B64URL, 40))]}


@vendor("Postman", "global", "Postman API key", "Postman API 키", "X-Api-Key: {v}")
def _postman():
    return {"pairs": [P("POSTMAN_API_KEY", "PMAK-" + hexs(24) + "-" + hexs(34))]}


@vendor("HashiCorp Vault", "global", "Vault token", "Vault 토큰", "X-Vault-Token: {v}")
def _vault():
    return {"pairs": [P("VAULT_TOKEN", "hvs." + (rs(ALNUM, 24) if chance(0.5) else "CAESI" + rs(B64URL, 90)))]}


@vendor("Terraform Cloud", "global", "Terraform Cloud API token", "Terraform Cloud API 토큰")
def _tfc():
    return {"pairs": [P("TFE_TOKEN", rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67))]}


@vendor("Pulumi", "global", "Pulumi access token", "Pulumi 액세스 토큰")
def _pulumi():
    return {"pairs": [P("PULUMI_ACCESS_TOKEN", "pul-" + hexs(40))]}


@vendor("Grafana", "global", "Grafana service account token", "Grafana 서비스 계정 토큰",
        "Authorization: Bearer {v}")
def _grafana():
    return {"pairs": [P("GRAFANA_TOKEN", "glsa_" + rs(ALNUM, 32) + "_" + hexs(8))]}


@vendor("Grafana Cloud", "global", "Grafana Cloud access policy token", "Grafana Cloud 액세스 정책 토큰")
def _grafana_cloud():
    return {"pairs": [P("GRAFANA_CLOUD_TOKEN", "glc_" + rs(B64, ri(100, 140)) + "==")]}


@vendor("Databricks", "global", "Databricks personal access token", "Databricks 개인 액세스 토큰",
        "Authorization: Bearer {v}")
def _databricks():
    return {"pairs": [P("DATABRICKS_TOKEN", "dapi" + hexs(32) + pick(["", "-2", "-3"]))]}


@vendor("Discord", "global", "Discord bot token", "Discord 봇 토큰", "Authorization: Bot {v}")
def _discord():
    uid = digits(ri(18, 19))
    return {"pairs": [P("DISCORD_BOT_TOKEN", b64url_nopad(uid.encode()) + "." + rs(B64URL, 6) + "."
                        + rs(B64URL, 38))]}


@vendor("Discord webhook", "global", "Discord webhook", "Discord 웹훅")
def _discord_hook():
    sec = rs(B64URL, 68)
    url = "https://discord.com/api/webhooks/%s/%s" % (digits(19), sec)
    return {"pairs": [P("DISCORD_WEBHOOK_URL", url)], "url": url, "secret_override": [sec]}


@vendor("Telegram", "global", "Telegram bot token", "Telegram 봇 토큰")
def _telegram():
    return {"pairs": [P("TELEGRAM_BOT_TOKEN", digits(ri(9, 10)) + ":AA" + rs(B64URL, 33))]}


@vendor("Square", "global", "Square access token", "Square 액세스 토큰", "Authorization: Bearer {v}")
def _square():
    return {"pairs": [P("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64URL, 60))]}


@vendor("Braintree", "global", "Braintree/PayPal access token", "Braintree/PayPal 액세스 토큰")
def _braintree():
    return {"pairs": [P("BRAINTREE_ACCESS_TOKEN", "access_token$production$" + rs(LOALNUM, 16) + "$"
                        + hexs(32))]}


@vendor("Cloudflare", "global", "Cloudflare API token", "Cloudflare API 토큰", "Authorization: Bearer {v}")
def _cloudflare():
    return {"pairs": [P("CLOUDFLARE_API_TOKEN", rs(B64URL, 40))]}


@vendor("Cloudflare global", "global", "Cloudflare global API key", "Cloudflare 글로벌 API 키",
        "X-Auth-Key: {v}")
def _cloudflare_global():
    return {"pairs": [P("CF_API_EMAIL", pick(["ops@acme.dev", "infra@example-corp.kr"]), False),
                      P("CF_API_KEY", hexs(37))]}


@vendor("Okta", "global", "Okta API token", "Okta API 토큰", "Authorization: SSWS {v}")
def _okta():
    return {"pairs": [P("OKTA_API_TOKEN", "00" + rs(B64URL, 40))]}


@vendor("Dropbox", "global", "Dropbox access token", "Dropbox 액세스 토큰", "Authorization: Bearer {v}")
def _dropbox():
    return {"pairs": [P("DROPBOX_TOKEN", "sl." + pick(["", "u."]) + rs(B64URL, ri(130, 150)))]}


@vendor("age", "global", "age secret key", "age 비밀 키")
def _age():
    return {"pairs": [P("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(BECH32.upper(), 58))]}


@vendor("Supabase", "global", "Supabase access token", "Supabase 액세스 토큰", "Authorization: Bearer {v}")
def _supabase():
    return {"pairs": [P("SUPABASE_ACCESS_TOKEN", "sbp_" + hexs(40))]}


@vendor("Firebase FCM", "global", "FCM legacy server key", "FCM 레거시 서버 키", "Authorization: key={v}")
def _fcm():
    return {"pairs": [P("FCM_SERVER_KEY", "AAAA" + rs(B64URL, 7) + ":APA91b" + rs(B64URL, 134))]}


@vendor("Mapbox", "global", "Mapbox secret token", "Mapbox 시크릿 토큰")
def _mapbox_sk():
    payload = b64url_nopad(json.dumps({"u": pick(["acme-maps", "kr-geo", "fleetops"]),
                                       "a": rs(LOALNUM, 25)}, separators=(",", ":")).encode())
    return {"pairs": [P("MAPBOX_DOWNLOADS_TOKEN", "sk." + payload + "." + rs(B64URL, 22))]}


@vendor("Doppler", "global", "Doppler service token", "Doppler 서비스 토큰")
def _doppler():
    return {"pairs": [P("DOPPLER_TOKEN", "dp.st." + pick(["prd.", "stg.", "dev."]) + rs(ALNUM, 40))]}


@vendor("Netlify", "global", "Netlify personal access token", "Netlify 개인 액세스 토큰")
def _netlify():
    return {"pairs": [P("NETLIFY_AUTH_TOKEN", "nfp_" + rs(ALNUM, 36))]}


@vendor("Render", "global", "Render API key", "Render API 키", "Authorization: Bearer {v}")
def _render():
    return {"pairs": [P("RENDER_API_KEY", "rnd_" + rs(ALNUM, 32))]}


@vendor("Replicate", "global", "Replicate API token", "Replicate API 토큰", "Authorization: Bearer {v}")
def _replicate():
    return {"pairs": [P("REPLICATE_API_TOKEN", "r8_" + rs(ALNUM, 37))]}


@vendor("Groq", "global", "Groq API key", "Groq API 키", "Authorization: Bearer {v}")
def _groq():
    return {"pairs": [P("GROQ_API_KEY", "gsk_" + rs(ALNUM, 52))]}


@vendor("Perplexity", "global", "Perplexity API key", "Perplexity API 키", "Authorization: Bearer {v}")
def _pplx():
    return {"pairs": [P("PPLX_API_KEY", "pplx-" + rs(ALNUM, 48))]}


@vendor("xAI", "global", "xAI API key", "xAI API 키", "Authorization: Bearer {v}")
def _xai():
    return {"pairs": [P("XAI_API_KEY", "xai-" + rs(ALNUM, 80))]}


@vendor("Airtable", "global", "Airtable personal access token", "Airtable 개인 액세스 토큰",
        "Authorization: Bearer {v}")
def _airtable():
    return {"pairs": [P("AIRTABLE_TOKEN", "pat" + rs(ALNUM, 14) + "." + hexs(64))]}


@vendor("Asana", "global", "Asana personal access token", "Asana 개인 액세스 토큰", "Authorization: Bearer {v}")
def _asana():
    return {"pairs": [P("ASANA_PAT", "2/" + digits(16) + "/" + digits(16) + ":" + hexs(32))]}


@vendor("ClickUp", "global", "ClickUp API token", "ClickUp API 토큰", "Authorization: {v}")
def _clickup():
    return {"pairs": [P("CLICKUP_TOKEN", "pk_" + digits(8) + "_" + rs(UPALNUM, 32))]}


@vendor("Contentful", "global", "Contentful management token", "Contentful 관리 토큰")
def _contentful():
    return {"pairs": [P("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64URL, 43))]}


@vendor("Bitbucket", "global", "Bitbucket app password", "Bitbucket 앱 비밀번호")
def _bitbucket():
    return {"pairs": [P("BITBUCKET_USER", pick(["ci-bot", "jpark-dev", "release"]), False),
                      P("BITBUCKET_APP_PASSWORD", "ATBB" + rs(ALNUM, 32) + rs(UHEX, 8))]}


@vendor("X (Twitter)", "global", "X/Twitter API bearer token", "X(트위터) API Bearer 토큰",
        "Authorization: Bearer {v}")
def _twitter():
    return {"pairs": [P("TWITTER_BEARER_TOKEN", "A" * 22 + rs(ALNUM, 26) + "%3D" + rs(ALNUM, 50))]}


@vendor("Meta", "global", "Meta Graph API access token", "Meta Graph API 액세스 토큰")
def _meta():
    return {"pairs": [P("FB_ACCESS_TOKEN", "EAA" + pick(["G", "B", "J"]) + rs(ALNUM, ri(170, 200)))]}


@vendor("Fly.io", "global", "Fly.io deploy token", "Fly.io 배포 토큰")
def _fly():
    return {"pairs": [P("FLY_API_TOKEN", "fm2_" + rs(B64, ri(200, 260)))]}


@vendor("Vercel", "global", "Vercel token", "Vercel 토큰", "Authorization: Bearer {v}")
def _vercel():
    return {"pairs": [P("VERCEL_TOKEN", rs(ALNUM, 24))]}


@vendor("Heroku", "global", "Heroku API key", "Heroku API 키", "Authorization: Bearer {v}")
def _heroku():
    return {"pairs": [P("HEROKU_API_KEY", uuid4())]}


@vendor("CircleCI", "global", "CircleCI personal API token", "CircleCI 개인 API 토큰", "Circle-Token: {v}")
def _circleci():
    return {"pairs": [P("CIRCLE_TOKEN", "CCIPAT_" + rs(ALNUM, 22) + "_" + hexs(40))]}


@vendor("SonarQube", "global", "SonarQube token", "SonarQube 토큰")
def _sonar():
    return {"pairs": [P("SONAR_TOKEN", pick(["squ_", "sqp_", "sqa_"]) + hexs(40))]}


@vendor("JFrog", "global", "JFrog Artifactory API key", "JFrog Artifactory API 키", "X-JFrog-Art-Api: {v}")
def _jfrog():
    return {"pairs": [P("ARTIFACTORY_API_KEY", "AKCp8" + rs(ALNUM, 68))]}


@vendor("Confluent", "global", "Confluent Cloud API key and secret", "Confluent Cloud API 키/시크릿")
def _confluent():
    return {"pairs": [P("CONFLUENT_API_KEY", rs(UPALNUM, 16)), P("CONFLUENT_API_SECRET", rs(B64, 64))]}


@vendor("MongoDB Atlas", "global", "MongoDB Atlas API private key", "MongoDB Atlas API 프라이빗 키")
def _atlas():
    return {"pairs": [P("MONGODB_ATLAS_PUBLIC_KEY", rs(LO, 8)),  # key-pair half, listed like an AWS key id
                      P("MONGODB_ATLAS_PRIVATE_KEY", uuid4())]}


@vendor("Pinecone", "global", "Pinecone API key", "Pinecone API 키", "Api-Key: {v}")
def _pinecone():
    return {"pairs": [P("PINECONE_API_KEY", "pcsk_" + rs(ALNUM, 5) + "_" + rs(ALNUM, 60))]}


@vendor("LangSmith", "global", "LangSmith API key", "LangSmith API 키")
def _langsmith():
    return {"pairs": [P("LANGSMITH_API_KEY", pick(["lsv2_pt_", "lsv2_sk_"]) + hexs(32) + "_" + hexs(10))]}


@vendor("Tailscale", "global", "Tailscale auth key", "Tailscale 인증 키")
def _tailscale():
    return {"pairs": [P("TS_AUTHKEY", "tskey-auth-k" + rs(ALNUM, 11) + "CNTRL-" + rs(ALNUM, 33))]}


@vendor("ngrok", "global", "ngrok authtoken", "ngrok authtoken")
def _ngrok():
    return {"pairs": [P("NGROK_AUTHTOKEN", "2" + rs(ALNUM, 26) + "_" + rs(ALNUM, 21))]}


@vendor("Buildkite", "global", "Buildkite API token", "Buildkite API 토큰", "Authorization: Bearer {v}")
def _buildkite():
    return {"pairs": [P("BUILDKITE_API_TOKEN", "bkua_" + hexs(40))]}


@vendor("PlanetScale", "global", "PlanetScale database password", "PlanetScale DB 비밀번호")
def _pscale():
    return {"pairs": [P("DATABASE_USERNAME", rs(LOALNUM, 12), False),
                      P("DATABASE_PASSWORD", "pscale_pw_" + rs(B64URL, 43))]}


@vendor("Clerk", "global", "Clerk secret key", "Clerk 시크릿 키", "Authorization: Bearer {v}")
def _clerk():
    return {"pairs": [P("CLERK_SECRET_KEY", "sk_live_" + rs(ALNUM, 43))]}


@vendor("Resend", "global", "Resend API key", "Resend API 키", "Authorization: Bearer {v}")
def _resend():
    return {"pairs": [P("RESEND_API_KEY", "re_" + rs(ALNUM, 8) + "_" + rs(ALNUM, 24))]}


@vendor("Postmark", "global", "Postmark server token", "Postmark 서버 토큰", "X-Postmark-Server-Token: {v}")
def _postmark():
    return {"pairs": [P("POSTMARK_SERVER_TOKEN", uuid4())]}


@vendor("Algolia", "global", "Algolia admin API key", "Algolia 관리자 API 키", "X-Algolia-API-Key: {v}")
def _algolia():
    return {"pairs": [P("ALGOLIA_APP_ID", rs(UPALNUM, 10), False), P("ALGOLIA_ADMIN_KEY", hexs(32))]}


@vendor("Auth0", "global", "Auth0 client secret", "Auth0 클라이언트 시크릿")
def _auth0():
    return {"pairs": [P("AUTH0_DOMAIN", pick(["acme.us.auth0.com", "kr-shop.jp.auth0.com"]), False),
                      P("AUTH0_CLIENT_ID", rs(ALNUM, 32), False),
                      P("AUTH0_CLIENT_SECRET", rs(B64URL, 64))]}


@vendor("Slack signing", "global", "Slack signing secret", "Slack 서명 시크릿")
def _slack_signing():
    return {"pairs": [P("SLACK_SIGNING_SECRET", hexs(32))]}


@vendor("HubSpot", "global", "HubSpot private app token", "HubSpot 비공개 앱 토큰", "Authorization: Bearer {v}")
def _hubspot():
    return {"pairs": [P("HUBSPOT_ACCESS_TOKEN", "pat-" + pick(["na1", "eu1"]) + "-" + uuid4())]}


@vendor("IBM Cloud", "global", "IBM Cloud API key", "IBM Cloud API 키")
def _ibm():
    return {"pairs": [P("IBMCLOUD_API_KEY", rs(B64URL, 44))]}


@vendor("Kubernetes", "global", "Kubernetes service-account token", "Kubernetes 서비스 계정 토큰",
        "Authorization: Bearer {v}")
def _k8s_sa():
    hdr = b64url_nopad(json.dumps({"alg": "RS256", "kid": rs(B64URL, 43)}, separators=(",", ":")).encode())
    body = b64url_nopad(json.dumps({"exp": ri(1760000000, 1790000000), "iss": "https://kubernetes.default.svc",
                                    "sub": "system:serviceaccount:%s:%s" % (pick(["ci", "deploy", "monitoring"]),
                                                                            pick(["deployer", "argocd", "gha-runner"]))},
                                   separators=(",", ":")).encode())
    return {"pairs": [P("K8S_TOKEN", hdr + "." + body + "." + rs(B64URL, 342))]}


# --- Korean providers --------------------------------------------------------------------------
@vendor("Kakao", "ko", "Kakao REST API key", "카카오 REST API 키", "Authorization: KakaoAK {v}")
def _kakao_rest():
    return {"pairs": [P("KAKAO_REST_API_KEY", hexs(32))]}


@vendor("Kakao admin", "ko", "Kakao Admin key", "카카오 Admin 키", "Authorization: KakaoAK {v}")
def _kakao_admin():
    return {"pairs": [P("KAKAO_ADMIN_KEY", hexs(32))]}


@vendor("Kakao login", "ko", "Kakao Login client secret", "카카오 로그인 Client Secret")
def _kakao_cs():
    return {"pairs": [P("KAKAO_REDIRECT_URI", "https://%s/oauth/kakao/callback" % pick(["acme.dev", "shop.example.kr"]), False),
                      P("KAKAO_CLIENT_SECRET", rs(ALNUM, 32))]}


@vendor("Naver Developers", "ko", "Naver Open API client secret", "네이버 오픈 API Client Secret")
def _naver_dev():
    return {"pairs": [P("NAVER_CLIENT_ID", rs(ALNUM + "_", 20), False), P("NAVER_CLIENT_SECRET", rs(ALNUM, 10))]}


@vendor("Naver Cloud", "ko", "Naver Cloud Platform access key pair", "네이버 클라우드 플랫폼 액세스 키 쌍")
def _ncp():
    return {"pairs": [P("NCP_ACCESS_KEY", rs(UPALNUM, 20)), P("NCP_SECRET_KEY", rs(ALNUM, 40))]}


@vendor("Toss Payments", "ko", "Toss Payments secret key", "토스페이먼츠 시크릿 키")
def _toss():
    return {"pairs": [P("TOSS_SECRET_KEY", pick(["live_sk_", "live_gsk_", "test_sk_"]) + rs(ALNUM, 28))]}


@vendor("PortOne", "ko", "PortOne V2 API secret", "포트원 V2 API Secret", "Authorization: PortOne {v}")
def _portone():
    return {"pairs": [P("PORTONE_API_SECRET", rs(ALNUM, 80))]}


@vendor("Upbit", "ko", "Upbit Open API key pair", "업비트 Open API 키 쌍")
def _upbit():
    return {"pairs": [P("UPBIT_ACCESS_KEY", rs(ALNUM, 40)), P("UPBIT_SECRET_KEY", rs(ALNUM, 40))]}


@vendor("KIS", "ko", "Korea Investment & Securities Open API appkey/appsecret", "한국투자증권 Open API appkey/appsecret")
def _kis():
    return {"pairs": [P("KIS_APP_KEY", "PS" + rs(ALNUM, 34)), P("KIS_APP_SECRET", rs(B64, 179) + "=")]}


@vendor("NHN Cloud", "ko", "NHN Cloud SMS secret key", "NHN Cloud SMS 시크릿 키", "X-Secret-Key: {v}")
def _nhn():
    return {"pairs": [P("NHN_SMS_APPKEY", rs(ALNUM, 16), False), P("NHN_SMS_SECRET_KEY", rs(ALNUM, 8))]}


@vendor("Coupang", "ko", "Coupang Open API access/secret key", "쿠팡 Open API access/secret 키")
def _coupang():
    return {"pairs": [P("COUPANG_VENDOR_ID", "A" + digits(8), False), P("COUPANG_ACCESS_KEY", uuid4()),
                      P("COUPANG_SECRET_KEY", hexs(40))]}


@vendor("Channel Talk", "ko", "Channel Talk access secret", "채널톡 access secret")
def _channeltalk():
    return {"pairs": [P("CHANNEL_ACCESS_KEY", hexs(24)), P("CHANNEL_ACCESS_SECRET", hexs(32))]}


@vendor("Solapi", "ko", "Solapi (Coolsms) API key/secret", "솔라피(쿨에스엠에스) API 키/시크릿")
def _solapi():
    return {"pairs": [P("SOLAPI_API_KEY", "NCS" + rs(UPALNUM, 13)), P("SOLAPI_API_SECRET", rs(UPALNUM, 32))]}


@vendor("Aligo", "ko", "Aligo SMS API key", "알리고 문자 API 키")
def _aligo():
    return {"pairs": [P("ALIGO_USER_ID", pick(["acmeshop", "kr_notify"]), False), P("ALIGO_API_KEY", rs(LOALNUM, 32))]}


@vendor("NICEPAY", "ko", "NICEPAY merchant key", "나이스페이 상점 키")
def _nicepay():
    return {"pairs": [P("NICEPAY_MID", "nicepay" + rs(DIG, 3) + "m", False), P("NICEPAY_MERCHANT_KEY", b64(rbytes(66)))]}


# --- Japanese providers ------------------------------------------------------------------------
@vendor("LINE", "ja", "LINE Messaging API channel access token", "LINE Messaging API 채널 액세스 토큰",
        "Authorization: Bearer {v}")
def _line_token():
    return {"pairs": [P("LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "=")]}


@vendor("LINE secret", "ja", "LINE channel secret", "LINE 채널 시크릿")
def _line_secret():
    return {"pairs": [P("LINE_CHANNEL_ID", digits(10), False), P("LINE_CHANNEL_SECRET", hexs(32))]}


@vendor("Chatwork", "ja", "Chatwork API token", "Chatwork API 토큰", "X-ChatWorkToken: {v}")
def _chatwork():
    return {"pairs": [P("CHATWORK_API_TOKEN", hexs(32))]}


@vendor("Backlog", "ja", "Backlog API key", "Backlog API 키")
def _backlog():
    return {"pairs": [P("BACKLOG_API_KEY", rs(ALNUM, 64))]}


@vendor("PAY.JP", "ja", "PAY.JP secret key", "PAY.JP 시크릿 키")
def _payjp():
    return {"pairs": [P("PAYJP_SECRET_KEY", "sk_live_" + hexs(48))]}


@vendor("KOMOJU", "ja", "KOMOJU secret key", "KOMOJU 시크릿 키")
def _komoju():
    return {"pairs": [P("KOMOJU_SECRET_KEY", "sk_live_" + rs(LOALNUM, 32))]}


@vendor("kintone", "ja", "kintone API token", "kintone API 토큰", "X-Cybozu-API-Token: {v}")
def _kintone():
    return {"pairs": [P("KINTONE_API_TOKEN", rs(ALNUM, 40))]}


@vendor("Sakura Cloud", "ja", "Sakura Cloud API key", "사쿠라 클라우드 API 키")
def _sakura():
    return {"pairs": [P("SAKURACLOUD_ACCESS_TOKEN", uuid4()),
                      P("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(ALNUM, 64))]}


@vendor("GMO Payment Gateway", "ja", "GMO-PG shop password", "GMO-PG 샵 비밀번호")
def _gmo():
    return {"pairs": [P("GMO_SHOP_ID", "tshop" + rs(DIG, 8), False), P("GMO_SHOP_PASS", rs(LOALNUM, 8))]}


@vendor("SmartHR", "ja", "SmartHR access token", "SmartHR 액세스 토큰", "Authorization: Bearer {v}")
def _smarthr():
    return {"pairs": [P("SMARTHR_ACCESS_TOKEN", hexs(64))]}


# --- Chinese providers -------------------------------------------------------------------------
@vendor("Alibaba Cloud", "zh", "Alibaba Cloud AccessKey pair", "알리바바 클라우드 AccessKey 쌍")
def _aliyun():
    return {"pairs": [P("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(ALNUM, 18)),
                      P("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(ALNUM, 30))]}


@vendor("Tencent Cloud", "zh", "Tencent Cloud SecretId/SecretKey", "텐센트 클라우드 SecretId/SecretKey")
def _tencent():
    return {"pairs": [P("TENCENTCLOUD_SECRET_ID", "AKID" + rs(ALNUM, 32)),
                      P("TENCENTCLOUD_SECRET_KEY", rs(ALNUM, 32))]}


@vendor("Baidu Cloud", "zh", "Baidu AI Cloud AK/SK", "바이두 AI 클라우드 AK/SK")
def _baidu():
    return {"pairs": [P("BCE_ACCESS_KEY_ID", hexs(32)), P("BCE_SECRET_ACCESS_KEY", hexs(32))]}


@vendor("Huawei Cloud", "zh", "Huawei Cloud AK/SK", "화웨이 클라우드 AK/SK")
def _huawei():
    return {"pairs": [P("HUAWEICLOUD_SDK_AK", rs(UPALNUM, 20)), P("HUAWEICLOUD_SDK_SK", rs(ALNUM, 40))]}


@vendor("DingTalk", "zh", "DingTalk robot webhook token and signing secret", "딩톡 로봇 웹훅 토큰/서명 시크릿")
def _dingtalk():
    tok = hexs(64)
    sec = "SEC" + hexs(64)
    url = "https://oapi.dingtalk.com/robot/send?access_token=" + tok
    return {"pairs": [P("DINGTALK_WEBHOOK", url), P("DINGTALK_SECRET", sec)], "url": url,
            "secret_override": [tok, sec]}


@vendor("WeCom", "zh", "WeCom group robot webhook key", "WeCom 그룹 로봇 웹훅 키")
def _wecom():
    key = uuid4()
    url = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + key
    return {"pairs": [P("WECOM_WEBHOOK", url)], "url": url, "secret_override": [key]}


@vendor("Feishu", "zh", "Feishu/Lark app secret", "Feishu/Lark 앱 시크릿")
def _feishu():
    return {"pairs": [P("FEISHU_APP_ID", "cli_" + hexs(16), False), P("FEISHU_APP_SECRET", rs(ALNUM, 32))]}


@vendor("Feishu webhook", "zh", "Feishu custom bot webhook", "Feishu 커스텀 봇 웹훅")
def _feishu_hook():
    hook = uuid4()
    url = "https://open.feishu.cn/open-apis/bot/v2/hook/" + hook
    return {"pairs": [P("FEISHU_WEBHOOK", url)], "url": url, "secret_override": [hook]}


@vendor("WeChat", "zh", "WeChat Official Account AppSecret", "위챗 공식 계정 AppSecret")
def _wechat():
    return {"pairs": [P("WECHAT_APPID", "wx" + hexs(16), False), P("WECHAT_APPSECRET", hexs(32))]}


@vendor("Volcengine", "zh", "Volcengine AK/SK", "Volcengine AK/SK")
def _volc():
    return {"pairs": [P("VOLC_ACCESSKEY", "AKLT" + rs(B64URL, 42)), P("VOLC_SECRETKEY", b64(rbytes(45)))]}


@vendor("Qiniu", "zh", "Qiniu AK/SK", "치니우 AK/SK")
def _qiniu():
    return {"pairs": [P("QINIU_ACCESS_KEY", rs(B64URL, 40)), P("QINIU_SECRET_KEY", rs(B64URL, 40))]}


@vendor("DeepSeek", "zh", "DeepSeek API key", "DeepSeek API 키", "Authorization: Bearer {v}")
def _deepseek():
    return {"pairs": [P("DEEPSEEK_API_KEY", "sk-" + hexs(32))]}


@vendor("Moonshot", "zh", "Moonshot (Kimi) API key", "Moonshot(Kimi) API 키", "Authorization: Bearer {v}")
def _moonshot():
    return {"pairs": [P("MOONSHOT_API_KEY", "sk-" + rs(ALNUM, 48))]}


@vendor("Zhipu", "zh", "Zhipu AI API key", "Zhipu AI API 키")
def _zhipu():
    return {"pairs": [P("ZHIPUAI_API_KEY", hexs(32) + "." + rs(ALNUM, 16))]}


# --- European providers ------------------------------------------------------------------------
@vendor("Mollie", "eu", "Mollie API key", "Mollie API 키", "Authorization: Bearer {v}")
def _mollie():
    return {"pairs": [P("MOLLIE_API_KEY", pick(["live_", "live_", "test_"]) + rs(ALNUM, 30))]}


@vendor("Adyen", "eu", "Adyen API key", "Adyen API 키", "X-API-Key: {v}")
def _adyen():
    return {"pairs": [P("ADYEN_API_KEY", "AQE" + rs(ALNUM, 2) + "hmfx" + rs(B64, 100) + "=-" + rs(B64, 43)
                        + "=-" + rs(ALNUM, 16))]}


@vendor("GoCardless", "eu", "GoCardless access token", "GoCardless 액세스 토큰", "Authorization: Bearer {v}")
def _gocardless():
    return {"pairs": [P("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64URL, 40))]}


@vendor("Scaleway", "eu", "Scaleway API key", "Scaleway API 키")
def _scaleway():
    return {"pairs": [P("SCW_ACCESS_KEY", "SCW" + rs(UPALNUM, 17)), P("SCW_SECRET_KEY", uuid4()),
                      P("SCW_DEFAULT_PROJECT_ID", uuid4(), False)]}


@vendor("OVHcloud", "eu", "OVHcloud application secret and consumer key", "OVHcloud 애플리케이션 시크릿/컨슈머 키")
def _ovh():
    return {"pairs": [P("OVH_ENDPOINT", "ovh-eu", False), P("OVH_APPLICATION_KEY", rs(ALNUM, 16)),
                      P("OVH_APPLICATION_SECRET", rs(ALNUM, 32)), P("OVH_CONSUMER_KEY", rs(ALNUM, 32))]}


@vendor("Hetzner", "eu", "Hetzner Cloud API token", "Hetzner Cloud API 토큰", "Authorization: Bearer {v}")
def _hetzner():
    return {"pairs": [P("HCLOUD_TOKEN", rs(ALNUM, 64))]}


@vendor("DeepL", "eu", "DeepL API auth key", "DeepL API 인증 키", "Authorization: DeepL-Auth-Key {v}")
def _deepl():
    return {"pairs": [P("DEEPL_AUTH_KEY", uuid4() + pick([":fx", ""]))]}


@vendor("SumUp", "eu", "SumUp secret API key", "SumUp 시크릿 API 키", "Authorization: Bearer {v}")
def _sumup():
    return {"pairs": [P("SUMUP_API_KEY", "sup_sk_" + rs(ALNUM, 32))]}


@vendor("Paddle", "eu", "Paddle API key", "Paddle API 키", "Authorization: Bearer {v}")
def _paddle():
    return {"pairs": [P("PADDLE_API_KEY", "pdl_live_apikey_01" + rs(LOALNUM, 24) + "_" + rs(ALNUM, 22)
                        + "_" + rs(ALNUM, 3))]}


@vendor("Vonage", "eu", "Vonage API secret", "Vonage API 시크릿")
def _vonage():
    return {"pairs": [P("VONAGE_API_SECRET", rs(ALNUM, 16))]}


@vendor("MessageBird", "eu", "MessageBird live access key", "MessageBird 라이브 액세스 키",
        "Authorization: AccessKey {v}")
def _messagebird():
    return {"pairs": [P("MESSAGEBIRD_ACCESS_KEY", rs(ALNUM, 25))]}


@vendor("Spotify", "eu", "Spotify client secret", "Spotify 클라이언트 시크릿")
def _spotify():
    return {"pairs": [P("SPOTIFY_CLIENT_ID", hexs(32), False), P("SPOTIFY_CLIENT_SECRET", hexs(32))]}


@vendor("Mistral", "eu", "Mistral API key", "Mistral API 키", "Authorization: Bearer {v}")
def _mistral():
    return {"pairs": [P("MISTRAL_API_KEY", rs(ALNUM, 32))]}


@vendor("Aiven", "eu", "Aiven API token", "Aiven API 토큰", "Authorization: aivenv1 {v}")
def _aiven():
    return {"pairs": [P("AIVEN_TOKEN", rs(B64, ri(240, 300)))]}


@vendor("Wise", "eu", "Wise API token", "Wise API 토큰", "Authorization: Bearer {v}")
def _wise():
    return {"pairs": [P("WISE_API_TOKEN", uuid4())]}


@vendor("Bunny.net", "eu", "Bunny.net storage password", "Bunny.net 스토리지 비밀번호", "AccessKey: {v}")
def _bunny():
    return {"pairs": [P("BUNNY_STORAGE_ZONE", pick(["acme-assets", "kr-cdn-prod"]), False),
                      P("BUNNY_STORAGE_PASSWORD", uuid4()[:-4] + "-" + rs(HEX, 4) + "-" + rs(HEX, 4))]}


# ----------------------------------------------------------------------------------------------
# passwords and other non-vendor secrets
# ----------------------------------------------------------------------------------------------
EN_WORDS = ["Summer", "Winter", "Dragon", "Monkey", "Sunshine", "Football", "Princess", "Bluebird",
            "Maple", "Tiger", "Rocket", "Coffee", "Galaxy", "Pepper", "Hunter", "Falcon", "Orange",
            "Silver", "Phoenix", "Shadow", "Banana", "Cookie", "Thunder", "Pumpkin", "Spring",
            "Autumn", "Mango", "Panda", "Wizard", "Ranger", "Cobalt", "Lemon", "Harbor", "Meadow"]
NAMES = ["Jiwoo", "Minji", "Hyunwoo", "Seoyeon", "Doyun", "Sarah", "Kevin", "Yuki", "Haruto", "Mei",
         "Lukas", "Emma", "Chloe", "Daniel", "Jisoo", "Taeyang", "Sora", "Noah", "Ines", "Wei"]
PASS_WORDS = ["apple", "river", "stone", "cloud", "tiger", "piano", "lemon", "forest", "candle",
              "orbit", "marble", "window", "copper", "violet", "harbor", "pepper", "glacier",
              "saddle", "lantern", "meadow", "rocket", "timber", "walnut", "velvet", "shadow",
              "bridge", "falcon", "cactus", "pickle", "quartz", "ribbon", "sunset", "thunder",
              "island", "jungle", "kettle", "mirror", "nectar", "oyster", "parrot", "puzzle",
              "random", "silver", "tunnel", "umbrella", "wagon", "yellow", "zipper", "basket",
              "cobalt", "dragon", "ember", "fossil", "goblin", "hazel", "igloo", "jigsaw"]
KO_WORDS = ["사랑해", "우리집", "고양이", "강아지", "행복해", "하늘색", "바다", "별빛", "비밀번호",
            "서울역", "부산항", "우리가족", "민준이", "서연이", "지우", "회사원", "봄날", "여름밤",
            "겨울눈", "토끼", "호랑이", "무지개", "햇살", "다람쥐", "초코", "라면", "김치찌개"]
PUNCT = "!@#$%^&*()-_=+[]{};:,.<>?/~|"
SAFE_PUNCT = "!@#$%^&*-_=+.?~"


def leet(word):
    table = {"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"}
    out = []
    for ch in word:
        if ch.lower() in table and chance(0.35):
            out.append(table[ch.lower()])
        else:
            out.append(ch)
    return "".join(out)


def pw_human():
    style = ri(0, 5)
    if style == 0:
        return pick(EN_WORDS) + str(ri(1980, 2026)) + rs("!@#$*", ri(1, 2))
    if style == 1:
        return pick(NAMES) + pick(["#", "@", "_", "!", "."]) + rs(DIG, ri(4, 6))
    if style == 2:
        return leet(pick(EN_WORDS)) + rs("!@#$&*", 1) + rs(DIG, ri(2, 4)) + pick(["", "!", "?"])
    if style == 3:
        return pick(["Prod", "Stg", "Dev", "Admin", "Qa"]) + pick(["-", "_", "@", ""]) + pick(EN_WORDS) \
            + rs(DIG, ri(2, 4)) + rs("!#%", 1)
    if style == 4:
        return pick(NAMES).lower() + rs(DIG, 4) + pick(EN_WORDS) + rs("!?", 1)
    return pick(EN_WORDS).upper() + pick(["_", "-"]) + pick(EN_WORDS).lower() + rs(DIG, 3)


def pw_passphrase():
    sep = pick(["-", " ", ".", "_", "", "-"])
    words = [pick(PASS_WORDS) for _ in range(ri(3, 5))]
    if sep == "":
        words = [w.capitalize() for w in words]
    s = sep.join(words)
    if chance(0.5):
        s += sep + str(ri(1, 99)) if sep else str(ri(1, 99))
    return s


def pw_punct():
    n = ri(14, 26)
    pool = ALNUM + PUNCT * 2
    while True:
        s = rs(pool, n)
        if sum(1 for c in s if c in PUNCT) >= n // 3:
            return s


def pw_generated():
    style = ri(0, 3)
    if style == 0:          # 1Password / Apple style
        parts = [rs(LO, 6) for _ in range(3)]
        i = ri(0, 2)
        parts[i] = parts[i][:ri(0, 5)] + str(ri(0, 9)) + parts[i][1:]
        j = ri(0, 2)
        parts[j] = parts[j][0].upper() + parts[j][1:]
        return "-".join(parts)
    if style == 1:          # pwgen -s
        return rs(ALNUM, ri(16, 32))
    if style == 2:          # openssl rand -base64
        return b64(rbytes(pick([18, 24, 32])))
    return rs(ALNUM + SAFE_PUNCT, ri(18, 28))


def pw_kbd():
    """Korean words typed on a QWERTY keyboard, plus digits/punctuation"""
    w = hangul_to_qwerty(pick(KO_WORDS)) + hangul_to_qwerty(pick(KO_WORDS))
    return w + pick(["", "!", "@", "#"]) + rs(DIG, ri(1, 4))


def pw_hangul():
    s = pick(KO_WORDS) + pick(KO_WORDS)
    return s + pick(["", "!", "@", "#", "^^"]) + rs(DIG, ri(2, 4))


PW_KINDS = [("human-style", pw_human), ("passphrase", pw_passphrase), ("punctuation-heavy", pw_punct),
            ("generated", pw_generated), ("korean-keyboard", pw_kbd), ("hangul", pw_hangul)]


def password(kind=None, bad=""):
    """returns (kind_name, password) with no character from `bad`, at least 8 characters"""
    while True:
        if kind is None:
            name, fn = pick(PW_KINDS)
        else:
            name, fn = [k for k in PW_KINDS if k[0] == kind][0]
        pw = fn()
        if len(pw) >= 8 and not any(c in bad for c in pw):
            return name, pw


# ------------- private keys (PEM / OpenSSH) with structurally plausible DER headers -----------
def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def pem_key(kind):
    """returns (full PEM text, list of body lines)"""
    if kind == "ec":
        der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") \
            + b"\x04" + rbytes(64)
        label = "EC PRIVATE KEY"
    elif kind == "ed25519":
        der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
        label = "PRIVATE KEY"
    elif kind == "rsa1024":
        der = bytes.fromhex("3082025c02010002818100") + rbytes(128) + bytes.fromhex("0203010001028180") \
            + rbytes(128) + bytes.fromhex("0241") + rbytes(65) + bytes.fromhex("0241") + rbytes(65) \
            + bytes.fromhex("0240") + rbytes(64) + bytes.fromhex("0240") + rbytes(64) + bytes.fromhex("0240") \
            + rbytes(64)
        label = "RSA PRIVATE KEY"
    else:  # rsa2048 pkcs8 (will be pasted truncated)
        der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") \
            + rbytes(1170)
        label = "PRIVATE KEY"
    lines = wrap(b64(der), 64)
    text = "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)
    return text, lines, label


def _sshstr(b):
    return len(b).to_bytes(4, "big") + b


def openssh_ed25519(comment):
    pub = rbytes(32)
    seed = rbytes(32)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    check = rbytes(4)
    priv = check + check + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(seed + pub) + _sshstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + (1).to_bytes(4, "big") \
        + _sshstr(pubblob) + _sshstr(priv)
    lines = wrap(b64(blob), 70)
    text = "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(lines)
    return text, lines


def jwt(payload, alg="HS256", sig_len=43):
    hdr = b64url_nopad(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url_nopad(json.dumps(payload, separators=(",", ":")).encode())
    return hdr + "." + body + "." + rs(B64URL, sig_len)


def totp_seed(n=None):
    return rs(B32, n or pick([16, 32, 32, 26]))


def app_secret():
    """framework secrets: returns (key name, value, label_en, label_ko, file)"""
    k = ri(0, 6)
    if k == 0:
        return ("SECRET_KEY", "django-insecure-" + rs(LOALNUM + "!@#$%^&*(-_=+)", 50), "Django SECRET_KEY",
                "Django SECRET_KEY", "settings.py")
    if k == 1:
        return ("secret_key_base", hexs(128), "Rails secret_key_base", "Rails secret_key_base",
                "config/secrets.yml")
    if k == 2:
        return ("APP_KEY", "base64:" + b64(rbytes(32)), "Laravel APP_KEY", "Laravel APP_KEY", ".env")
    if k == 3:
        return ("JWT_SECRET", rs(ALNUM, ri(32, 64)), "JWT signing secret", "JWT 서명 시크릿", ".env")
    if k == 4:
        return ("NEXTAUTH_SECRET", b64(rbytes(32)), "NextAuth secret", "NextAuth 시크릿", ".env.local")
    if k == 5:
        return ("SESSION_SECRET", hexs(64), "Express session secret", "Express 세션 시크릿", "config/default.json")
    return ("AUTH_KEY", rs(ALNUM + "!#$%&()*+,-.:;<=>?@[]^_{|}~", 64), "WordPress AUTH_KEY salt",
            "WordPress AUTH_KEY 솔트", "wp-config.php")


# ----------------------------------------------------------------------------------------------
# containers: render a list of (KEY, value) pairs the way it would sit in a real file or command
# ----------------------------------------------------------------------------------------------
SERVICES = ["billing-api", "notif-worker", "search-indexer", "order-sync", "auth-gateway", "report-cron",
            "media-upload", "chat-bot", "ledger", "crm-bridge", "shipping-tracker", "kr-settlement",
            "user-profile", "analytics-etl", "push-sender", "inventory", "coupon-svc", "admin-web"]
SPECIAL = " #:'\"{}[],&*!|>%@`$<=;?\\"


def k_lower(k):
    return k.lower()


def k_camel(k):
    parts = k.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def k_pascal(k):
    return "".join(p.capitalize() for p in k.lower().split("_"))


def k_dot(k):
    return k.lower().replace("_", ".")


def needs_quote(v):
    return any(c in SPECIAL for c in v) or not v.isascii()


def q_yaml(v):
    return '"%s"' % v if needs_quote(v) or v[:1].isdigit() else v


def c_dotenv(pairs, c):
    out = []
    for k, v in pairs:
        out.append("%s=%s" % (k, ('"%s"' % v) if needs_quote(v) and chance(0.8) else v))
    return "\n".join(out), "", pick([".env", ".env.local", ".env.production", "deploy/.env.staging"])


def c_export(pairs, c):
    return "\n".join("export %s='%s'" % (k, v) if chance(0.6) else 'export %s="%s"' % (k, v)
                     for k, v in pairs), "bash", pick(["~/.zshrc", "~/.bashrc", "scripts/env.sh", "setenv.sh"])


def c_inline(pairs, c):
    cmd = pick(["npm run deploy", "./scripts/migrate.sh", "python manage.py sync_%s" % c["svc"].replace("-", "_"),
                "go run ./cmd/%s" % c["svc"], "pnpm test:e2e", "make release", "docker compose up -d"])
    return " ".join("%s='%s'" % (k, v) for k, v in pairs) + " " + cmd, "bash", pick(["the runbook", "the shell history", "README.md"])


def c_yaml(pairs, c):
    lines = ["%s:" % c["svc"].replace("-", "_")]
    for k, v in pairs:
        lines.append("  %s: %s" % (k_lower(k), q_yaml(v)))
    return "\n".join(lines), "yaml", pick(["config/settings.yaml", "config/production.yml", "application.yml"])


def c_json(pairs, c):
    d = {"service": c["svc"]}
    for k, v in pairs:
        d[k_camel(k)] = v
    return json.dumps(d, indent=2, ensure_ascii=False), "json", pick(["appsettings.json", "config.json",
                                                                       "secrets.local.json", ".vscode/settings.json"])


def c_toml(pairs, c):
    lines = ["[%s]" % c["svc"].replace("-", "_")]
    for k, v in pairs:
        lines.append('%s = "%s"' % (k_lower(k), v))
    return "\n".join(lines), "toml", pick(["config.toml", "Settings.toml", ".cargo/config.toml", "pyproject.toml"])


def c_ini(pairs, c):
    lines = ["[%s]" % pick(["default", c["svc"], "production", "credentials"])]
    for k, v in pairs:
        lines.append("%s = %s" % (k_lower(k), v))
    return "\n".join(lines), "ini", pick(["config.ini", "setup.cfg", "app.ini", "settings.ini"])


def c_properties(pairs, c):
    return "\n".join("%s.%s=%s" % (c["svc"].split("-")[0], k_dot(k), v) for k, v in pairs), "properties", \
        pick(["application.properties", "gradle.properties", "src/main/resources/application-prod.properties"])


def c_xml(pairs, c):
    lines = ["<appSettings>"] + ['  <add key="%s" value="%s" />' % (k_pascal(k), v) for k, v in pairs] + ["</appSettings>"]
    return "\n".join(lines), "xml", pick(["Web.config", "App.config", "web.release.config"])


def c_k8s_secret(pairs, c):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-secrets" % c["svc"],
             "type: Opaque", "stringData:"]
    for k, v in pairs:
        lines.append("  %s: %s" % (k, q_yaml(v)))
    return "\n".join(lines), "yaml", "k8s/%s-secret.yaml" % c["svc"]


def c_k8s_env(pairs, c):
    lines = ["      containers:", "        - name: %s" % c["svc"], "          env:"]
    for k, v in pairs:
        lines.append("            - name: %s" % k)
        lines.append("              value: %s" % q_yaml(v))
    return "\n".join(lines), "yaml", "k8s/deployment.yaml"


def c_compose(pairs, c):
    lines = ["services:", "  %s:" % c["svc"], "    image: ghcr.io/acme/%s:latest" % c["svc"], "    environment:"]
    for k, v in pairs:
        lines.append("      %s: %s" % (k, q_yaml(v)) if chance(0.5) else "      - %s=%s" % (k, v))
    return "\n".join(lines), "yaml", pick(["docker-compose.yml", "compose.override.yaml"])


def c_dockerfile(pairs, c):
    lines = ["FROM python:3.12-slim" if chance(0.5) else "FROM node:20-alpine"]
    for k, v in pairs:
        lines.append("%s %s=%s" % (pick(["ENV", "ENV", "ARG"]), k, ('"%s"' % v) if needs_quote(v) else v))
    lines.append(pick(["RUN pip install -r requirements.txt", "RUN npm ci", "COPY . /app"]))
    return "\n".join(lines), "dockerfile", "Dockerfile"


def c_gha(pairs, c):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    for k, v in pairs:
        lines.append("      %s: %s" % (k, q_yaml(v)))
    lines.append("    steps:")
    lines.append("      - uses: actions/checkout@v4")
    return "\n".join(lines), "yaml", ".github/workflows/%s.yml" % pick(["deploy", "release", "nightly"])


def c_gitlab(pairs, c):
    lines = ["variables:"] + ["  %s: %s" % (k, q_yaml(v)) for k, v in pairs] + \
        ["deploy:", "  stage: deploy", "  script:", "    - ./deploy.sh"]
    return "\n".join(lines), "yaml", ".gitlab-ci.yml"


def c_terraform(pairs, c):
    lines = []
    for k, v in pairs:
        lines.append('%s = "%s"' % (k_lower(k), v))
    return "\n".join(lines), "hcl", pick(["terraform.tfvars", "prod.auto.tfvars", "envs/stg/terraform.tfvars"])


def c_python(pairs, c):
    lines = ["import os", ""]
    for k, v in pairs:
        lines.append('%s = "%s"  # TODO move to env' % (k, v) if chance(0.5) else "os.environ['%s'] = '%s'" % (k, v))
    return "\n".join(lines), "python", pick(["settings.py", "scripts/sync.py", "conftest.py", "app/config.py"])


def c_js(pairs, c):
    lines = ["const config = {"] + ["  %s: '%s'," % (k_camel(k), v) for k, v in pairs] + ["};",
                                                                                     "module.exports = config;"]
    return "\n".join(lines), pick(["js", "ts"]), pick(["config.js", "src/config.ts", "next.config.js"])


def c_go(pairs, c):
    lines = ["const ("] + ['\t%s = "%s"' % (k_camel(k), v) for k, v in pairs] + [")"]
    return "\n".join(lines), "go", pick(["internal/config/config.go", "main.go"])


def c_java(pairs, c):
    lines = ["public final class Secrets {"] + \
        ['    static final String %s = "%s";' % (k, v) for k, v in pairs] + ["}"]
    return "\n".join(lines), "java", "src/main/java/com/acme/Secrets.java"


def c_csharp(pairs, c):
    lines = ['Environment.SetEnvironmentVariable("%s", "%s");' % (k, v) for k, v in pairs]
    return "\n".join(lines), "csharp", "Program.cs"


def c_ruby(pairs, c):
    lines = ["ENV['%s'] ||= '%s'" % (k, v) for k, v in pairs]
    return "\n".join(lines), "ruby", pick(["config/initializers/keys.rb", "Rakefile"])


def c_php(pairs, c):
    lines = ["<?php"] + ["define('%s', '%s');" % (k, v) for k, v in pairs]
    return "\n".join(lines), "php", pick(["wp-config.php", "config/local.php"])


def c_kotlin(pairs, c):
    lines = ['    const val %s = "%s"' % (k, v) for k, v in pairs]
    return "object BuildSecrets {\n" + "\n".join(lines) + "\n}", "kotlin", "app/src/main/kotlin/BuildSecrets.kt"


def c_rust(pairs, c):
    lines = ['const %s: &str = "%s";' % (k, v) for k, v in pairs]
    return "\n".join(lines), "rust", "src/config.rs"


def c_powershell(pairs, c):
    return "\n".join("$env:%s = '%s'" % (k, v) for k, v in pairs), "powershell", "profile.ps1"


def c_cmd(pairs, c):
    return "\n".join(pick(["set %s=%s", "setx %s \"%s\""]) % (k, v) for k, v in pairs), "bat", "setup.bat"


def c_fish(pairs, c):
    return "\n".join("set -gx %s '%s'" % (k, v) for k, v in pairs), "fish", "~/.config/fish/config.fish"


def c_systemd(pairs, c):
    lines = ["[Service]"] + ['Environment="%s=%s"' % (k, v) for k, v in pairs] + \
        ["ExecStart=/opt/%s/bin/server" % c["svc"]]
    return "\n".join(lines), "ini", "/etc/systemd/system/%s.service" % c["svc"]


def c_helm(pairs, c):
    sets = " ".join("--set env.%s=%s" % (k, v) for k, v in pairs)
    return "helm upgrade --install %s ./charts/%s -n prod %s" % (c["svc"], c["svc"], sets), "bash", pick(["deploy.sh", "the runbook"])


def c_ansible(pairs, c):
    lines = ["---"] + ["%s: %s" % (k_lower(k), q_yaml(v)) for k, v in pairs]
    return "\n".join(lines), "yaml", "group_vars/%s.yml" % pick(["prod", "all", "web"])


def c_log(pairs, c):
    ts = "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59), ri(0, 999))
    kv = ", ".join("'%s': '%s'" % (k, v) for k, v in pairs)
    return "%s DEBUG [%s] loaded settings: {%s}" % (ts, c["svc"], kv), "", "logs/%s.log" % c["svc"]


def c_trace(pairs, c):
    k, v = pairs[-1]
    lines = ["Traceback (most recent call last):",
             '  File "/app/%s/client.py", line %d, in connect' % (c["svc"].replace("-", "_"), ri(20, 300)),
             "    resp = session.post(url, headers=headers)",
             "%s: auth failed for %s=%s (status=%d)" % (pick(["RuntimeError", "AuthError", "HTTPError"]), k, v,
                                                       pick([401, 403]))]
    return "\n".join(lines), "", "ci.log"


def c_diff(pairs, c):
    fname = pick([".env.example", "config/settings.yaml", "docker-compose.yml"])
    lines = ["--- a/%s" % fname, "+++ b/%s" % fname, "@@ -%d,%d +%d,%d @@" % (ri(1, 40), 3, ri(1, 40), 3 + len(pairs))]
    for k, v in pairs:
        lines.append("-%s=" % k if chance(0.3) else " # %s" % k.lower())
        lines.append("+%s=%s" % (k, v))
    return "\n".join(lines), "diff", pick(["the PR diff", "the last commit"])


def c_table(pairs, c):
    lines = ["| name | value | where |", "|---|---|---|"]
    for k, v in pairs:
        lines.append("| %s | %s | %s |" % (k, v, pick(["prod", "staging", "local", "CI"])))
    return "\n".join(lines), "", pick(["docs/handover.md", "the Confluence page", "the wiki table"])


def c_chat(pairs, c):
    who = pick(["jkim", "sarah.lee", "min-ho", "yuki_t", "devops-oncall", "박지훈", "이서연"])
    t = "%02d:%02d" % (ri(8, 23), ri(0, 59))
    body = " / ".join("%s %s" % (k, v) for k, v in pairs)
    return "[%s] %s: %s %s" % (t, who, pick(["here you go:", "use these:", "try this one", "new values ->", "ok"]), body), \
        "", pick(["the Slack DM", "the Teams chat", "the KakaoTalk thread", "the Discord channel"])


def c_makefile(pairs, c):
    lines = ["%s ?= %s" % (k, v) for k, v in pairs] + ["", "deploy:", "\t./deploy.sh"]
    return "\n".join(lines), "makefile", "Makefile"


def c_jenkins(pairs, c):
    lines = ["pipeline {", "  agent any", "  environment {"] + ["    %s = '%s'" % (k, v) for k, v in pairs] + \
        ["  }", "}"]
    return "\n".join(lines), "groovy", "Jenkinsfile"


def c_secretset(pairs, c):
    tool = ri(0, 3)
    out = []
    for k, v in pairs:
        if tool == 0:
            out.append("gh secret set %s --body '%s'" % (k, v))
        elif tool == 1:
            out.append("fly secrets set %s='%s' -a %s" % (k, v, c["svc"]))
        elif tool == 2:
            out.append("heroku config:set %s='%s' -a %s" % (k, v, c["svc"]))
        else:
            out.append("kubectl create secret generic %s --from-literal=%s='%s'" % (c["svc"], k.lower(), v))
    return "\n".join(out), "bash", pick(["deploy.sh", "the runbook", "the shell history"])


def c_launch(pairs, c):
    d = {"name": "Debug %s" % c["svc"], "type": "node", "request": "launch",
         "env": dict((k, v) for k, v in pairs)}
    return json.dumps(d, indent=2, ensure_ascii=False), "json", ".vscode/launch.json"


def c_printenv(pairs, c):
    lines = ["$ printenv | grep -i %s" % pick(["key", "token", "secret", c["svc"].split("-")[0]])]
    lines += ["%s=%s" % (k, v) for k, v in pairs]
    return "\n".join(lines), "", pick(["the CI log", "the shell history"])


def c_urlquery(pairs, c):
    q = "&".join("%s=%s" % (k.lower(), v) for k, v in pairs)
    return "https://api.%s.example/v1/export?%s&format=csv" % (c["svc"].split("-")[0], q), "", \
        pick(["the browser history", "app.log", "the bug report"])


def c_gitremote(pairs, c):
    k, v = pairs[-1]
    user = pick(["x-access-token", "oauth2", "ci-bot", "gitlab-ci-token"])
    return "[remote \"origin\"]\n\turl = https://%s:%s@git.acme.dev/platform/%s.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*" % (
        user, v, c["svc"]), "ini", ".git/config"


def c_npmrc(pairs, c):
    k, v = pairs[-1]
    return "registry=https://npm.acme.dev/\n//npm.acme.dev/:_authToken=%s\nalways-auth=true" % v, "ini", \
        pick(["~/.npmrc", ".npmrc"])


def c_netrc(pairs, c):
    k, v = pairs[-1]
    return "machine api.%s.example\n  login %s\n  password %s" % (c["svc"].split("-")[0], pick(USERS), v), "", "~/.netrc"


# (name, renderer, characters the value must not contain)
CONTAINERS = [
    ("dotenv", c_dotenv, "\"'\\"), ("shell-export", c_export, "'\"\\"), ("inline-env-command", c_inline, "'\\ "),
    ("yaml", c_yaml, "\"\\"), ("json", c_json, "\"\\"), ("toml", c_toml, "\"\\"), ("ini", c_ini, ";#"),
    ("properties", c_properties, "\\"), ("xml", c_xml, "&<>\"'"), ("k8s-secret", c_k8s_secret, "\"\\"),
    ("k8s-deployment-env", c_k8s_env, "\"\\"), ("docker-compose", c_compose, "\"\\ $"),
    ("dockerfile", c_dockerfile, "\"\\$"), ("github-actions", c_gha, "\"\\"), ("gitlab-ci", c_gitlab, "\"\\"),
    ("terraform", c_terraform, "\"\\$"), ("python", c_python, "'\"\\"), ("javascript", c_js, "'\\"),
    ("go", c_go, "\"\\"), ("java", c_java, "\"\\"), ("csharp", c_csharp, "\"\\"), ("ruby", c_ruby, "'\\"),
    ("php", c_php, "'\\"), ("kotlin", c_kotlin, "\"\\$"), ("rust", c_rust, "\"\\"),
    ("powershell", c_powershell, "'"), ("windows-cmd", c_cmd, "\"%^&<>| "), ("fish", c_fish, "'\\"),
    ("systemd", c_systemd, "\"\\% "), ("helm-set", c_helm, " ,\\'\"$&|;<>()"), ("ansible-vars", c_ansible, "\"\\"),
    ("log-line", c_log, "'"), ("stack-trace", c_trace, ""), ("diff", c_diff, ""), ("markdown-table", c_table, "|"),
    ("chat", c_chat, ""), ("makefile", c_makefile, "$#"), ("jenkinsfile", c_jenkins, "'\\$"),
    ("secret-set-command", c_secretset, "'"), ("vscode-launch", c_launch, "\"\\"), ("printenv", c_printenv, ""),
    ("url-query", c_urlquery, "&#% ?/+=\"'<>"), ("netrc", c_netrc, " \"'"),
]
GIT_VENDORS = ["GitHub", "GitHub App", "GitHub fine-grained", "GitLab", "Bitbucket", "Azure DevOps"]
NPM_VENDORS = ["npm", "GitHub", "GitHub fine-grained", "JFrog", "GitLab"]


CONTAINER_WEIGHT = {"dotenv": 3, "yaml": 3, "json": 2, "shell-export": 2, "k8s-secret": 2, "docker-compose": 2,
                    "github-actions": 2, "python": 2, "javascript": 2}
CONTAINER_POOL = []
for _c in CONTAINERS:
    CONTAINER_POOL += [_c] * CONTAINER_WEIGHT.get(_c[0], 1)


def render(pairs, c, exclude=()):
    """pick a container that can hold every value verbatim; returns (name, text, hint, filename)"""
    while True:
        name, fn, bad = pick(CONTAINER_POOL)
        if name in exclude:
            continue
        if any(ch in v for _, v in pairs for ch in bad):
            continue
        text, hint, fname = fn(pairs, c)
        return name, text, hint, fname


# ----------------------------------------------------------------------------------------------
# prose: a tiny formatter with Korean particles ({name/을/를} picks by the final sound of name)
# ----------------------------------------------------------------------------------------------

_DIGIT_BATCHIM = {"0": True, "1": True, "2": False, "3": True, "4": False, "5": False, "6": True,
                  "7": True, "8": True, "9": False}


def has_batchim(word):
    w = word.rstrip("`'\" )]")
    if not w:
        return False
    ch = w[-1]
    code = ord(ch) - 0xAC00
    if 0 <= code < 11172:
        return code % 28 != 0
    if ch in _DIGIT_BATCHIM:
        return _DIGIT_BATCHIM[ch]
    low = w.lower()
    if low.endswith("ng") or ch.lower() in "lmn":
        return True
    return False


def josa(word, with_b, without_b):
    if with_b == "으로":
        # 'ㄹ' final takes 로 too
        last = word.rstrip("`'\" )]")[-1:]
        code = ord(last) - 0xAC00 if last else -1
        if (0 <= code < 11172 and code % 28 == 8) or last.lower() == "l":
            return "로"
    return with_b if has_batchim(word) else without_b


_FMT = re.compile(r"\{(\w+)(?:/([^/{}]*)/([^/{}]*))?\}")


def fmt(template, vars_):
    def rep(m):
        val = str(vars_[m.group(1)])
        if m.group(2) is not None:
            return val + josa(val, m.group(2), m.group(3))
        return val
    return _FMT.sub(rep, template)


EN_TASKS = ["wiring up the nightly export job", "migrating the billing service to the new cluster",
            "fixing the flaky integration test", "setting up the staging deploy", "rotating the CI runners",
            "debugging a 401 from the partner API", "moving cron jobs to Kubernetes", "upgrading the SDK",
            "adding a health check to the worker", "restoring the analytics pipeline", "bootstrapping a dev laptop",
            "splitting the monorepo build", "porting the deploy script to GitHub Actions",
            "adding retries to the webhook sender", "reproducing a production bug locally",
            "cleaning up the Terraform state", "hooking up alerting", "writing the data backfill",
            "switching the app to the new region", "onboarding the new payment provider",
            "replacing the legacy SMS vendor", "automating the release notes", "speeding up docker builds",
            "fixing the broken preview environments", "adding SSO to the admin panel"]
KO_TASKS = ["야간 내보내기 배치 연결 작업", "결제 서비스 새 클러스터 이전 작업", "불안정한 통합 테스트 수정",
            "스테이징 배포 설정", "CI 러너 교체 작업", "파트너 API 401 디버깅", "크론 잡 쿠버네티스 이전",
            "SDK 업그레이드", "워커 헬스체크 추가", "분석 파이프라인 복구", "개발용 노트북 초기 세팅",
            "모노레포 빌드 분리", "배포 스크립트 GitHub Actions 이전", "웹훅 발송 재시도 추가",
            "운영 버그 로컬 재현", "Terraform 상태 정리", "알림 연동", "데이터 백필 스크립트 작성",
            "신규 리전 전환", "신규 PG사 연동", "문자 발송 업체 교체", "릴리스 노트 자동화",
            "도커 빌드 속도 개선", "프리뷰 환경 복구", "어드민 SSO 추가"]
ERRORS = ["401 Unauthorized", "403 Forbidden", "invalid_client", "SignatureDoesNotMatch", "token expired",
          "permission denied", "InvalidAccessKeyId", "authentication failed", "invalid_grant",
          "HTTP 400 invalid api key", "Access denied for user", "SASL authentication failed",
          "x509: certificate signed by unknown authority", "ECONNRESET after TLS handshake"]
HOSTS = ["db-prod-01.internal", "10.0.3.17", "pg.staging.acme.io", "mysql-ro.kr1.example.net",
         "redis-cache.svc.cluster.local", "mongo-0.mongo.data.svc", "172.16.40.12", "bastion.acme.dev",
         "rabbit.mq.internal", "sql-prod.database.windows.net", "es01.search.local", "nas01.office.lan"]
USERS = ["deploy", "app_rw", "svc_reporting", "jkim", "admin", "root", "sa", "etl_user", "readonly",
         "ci-bot", "backup", "grafana", "mhpark", "svc-batch", "dba"]
DBNAMES = ["orders", "billing", "analytics", "app_prod", "crm", "ledger", "sessions", "catalog"]


def vars_base(lang):
    return {"task": pick(EN_TASKS if lang == "en" else KO_TASKS), "svc": pick(SERVICES), "err": pick(ERRORS)}


# ---- generic sentence pools for secret notes -------------------------------------------------
S_INTRO = {
    "en": ["While {task}, I did not know where the {label} for {svc} was supposed to come from.",
           "I was {task} and assumed the {label} would be injected by CI; it was not.",
           "Nobody told me that {svc} still reads its {label} from {file}.",
           "The {svc} job kept failing with {err} while I was {task}.",
           "Context I lacked: the team keeps the {label} in {file} on the jump host, not in the secret manager.",
           "I didn't know the {label} had been rotated last week, so {task} failed with {err}.",
           "The user mentioned the {label} only in passing while we were {task}.",
           "Missing piece: which {label} the staging stack of {svc} uses.",
           "I spent an hour on {err} before realising the {label} in {file} was for the wrong environment.",
           "The handover doc for {svc} had the {label} pasted in it and I used it while {task}.",
           "{svc} started returning {err} right after the {vendor} dashboard changes.",
           "I was not told that {svc} talks to {vendor} at all until {task} broke.",
           "Two copies of the {label} existed (local and CI) and they had drifted apart."],
    "ko": ["{task} 중에 {svc}의 {label/을/를} 어디서 가져와야 하는지 몰랐다.",
           "{task}하면서 {label/이/가} CI에서 주입될 거라고 가정했는데 아니었다.",
           "{svc/이/가} 아직 {file}에서 {label/을/를} 읽는다는 걸 아무도 알려주지 않았다.",
           "{task} 도중 {svc} 잡이 계속 {err/으로/로} 실패했다.",
           "몰랐던 점: 팀은 {label/을/를} 시크릿 매니저가 아니라 점프 호스트의 {file}에 보관한다.",
           "{label/이/가} 지난주에 교체된 걸 몰라서 {task/이/가} {err/으로/로} 실패했다.",
           "사용자가 {task} 중에 {label/을/를} 지나가듯 언급했다.",
           "빠진 정보: {svc} 스테이징 스택이 어떤 {label/을/를} 쓰는지.",
           "{err} 때문에 한 시간을 쓰고 나서야 {file}의 {label/이/가} 다른 환경용이라는 걸 알았다.",
           "{svc} 인수인계 문서에 {label/이/가} 그대로 붙어 있었고 {task} 때 그걸 사용했다.",
           "{vendor} 대시보드 설정이 바뀐 직후부터 {svc/이/가} {err/을/를} 반환하기 시작했다.",
           "{task/이/가} 깨지기 전까지 {svc/이/가} {vendor/과/와} 연동된다는 사실을 몰랐다.",
           "{label/이/가} 로컬과 CI에 따로 있었고 값이 서로 달라져 있었다."],
}
S_LEADIN = {
    "en": ["The user had pasted this into {file}:", "This is what was in {file}:",
           "Relevant part of {file} at the time:", "Snippet from the user's message:", "What I found in the repo:",
           "Here is the exact thing I ran:", "Output I was looking at:", "The config as it was:"],
    "ko": ["사용자가 {file}에 이렇게 넣어 두었다:", "당시 {file} 내용:", "{file}의 관련 부분:",
           "사용자가 보내준 메시지 일부:", "레포에서 찾은 내용:", "실제로 실행한 것:", "보고 있던 출력:",
           "원래 설정은 이랬다:"],
}
S_LESSON = {
    "en": ["Read the {label} from the environment or the secret manager; never commit {file}.",
           "{svc} picks up {env} at startup only, so a restart is needed after rotation.",
           "The {label} is scoped per environment; staging and prod differ even though the names match.",
           "Check which {label} is active before debugging {err}; most of the time it is a stale value.",
           "When the {label} shows up in chat or a log, flag it for rotation and move it into the vault.",
           "CI does not inherit local shell variables; the {label} must be added as a masked variable.",
           "The {vendor} SDK silently falls back to a cached credential, which hid the real error.",
           "Rotating the {label} invalidates old sessions immediately; coordinate with the on-call first.",
           "{err} from {vendor} usually means the wrong {label}, not a network problem.",
           "Keep one source of truth for {env}; the duplicate in {file} is what drifted."],
    "ko": ["{label/은/는} 환경 변수나 시크릿 매니저에서 읽고 {file/은/는} 절대 커밋하지 말 것.",
           "{svc/은/는} 시작할 때만 {env/을/를} 읽으므로 교체 후 재시작이 필요하다.",
           "{label/은/는} 환경별로 다르다. 이름이 같아도 스테이징과 운영 값이 다르다.",
           "{err/을/를} 디버깅하기 전에 어떤 {label/이/가} 활성 상태인지 먼저 확인할 것. 대부분 오래된 값이 원인이다.",
           "채팅이나 로그에 {label/이/가} 보이면 교체 대상으로 표시하고 Vault로 옮긴다.",
           "CI는 로컬 셸 변수를 물려받지 않는다. {label/은/는} 마스킹된 CI 변수로 추가해야 한다.",
           "{vendor} SDK가 캐시된 자격 증명으로 조용히 폴백해서 실제 오류가 가려졌다.",
           "{label/을/를} 교체하면 기존 세션이 즉시 끊기므로 온콜과 먼저 조율할 것.",
           "{vendor}의 {err/은/는} 보통 네트워크가 아니라 잘못된 {label} 문제다.",
           "{env}의 원본은 한 곳에만 둔다. {file}에 있던 복사본이 어긋난 원인이었다."],
}
S_LESSON_LEAD = {
    "en": ["Working setup, for the record:", "Fixed by putting the value where {svc} actually reads it:",
           "The line that made {svc} start again:", "What we ended up with in {file}:",
           "Reproduction that confirmed it:", "This is the shape that works:"],
    "ko": ["기록용으로 남기는 동작하는 설정:", "{svc/이/가} 실제로 읽는 위치에 값을 넣어서 해결:",
           "{svc/을/를} 다시 살린 줄:", "{file}에 최종적으로 들어간 내용:", "원인을 확인한 재현:",
           "이렇게 해야 동작한다:"],
}
S_ASK = {
    "en": ["Where should the {label} for {svc} live: Vault, SSM, or the CI settings?",
           "Is there a separate {label} for staging, or should I reuse prod's?",
           "Who owns the {vendor} account, and may I rotate the {label}?",
           "Do you want me to rotate the {label} now that it has been pasted in a note?",
           "Which environment does this {label} belong to?",
           "Should {svc} get its own {label} instead of sharing one?", ""],
    "ko": ["{svc}의 {label/은/는} 어디에 두어야 하나요? Vault, SSM, CI 설정 중에서요.",
           "스테이징용 {label/이/가} 따로 있나요, 아니면 운영 값을 그대로 쓰나요?",
           "{vendor} 계정 담당자가 누구인가요? {label/을/를} 교체해도 되나요?",
           "노트에 붙여진 {label/을/를} 지금 교체할까요?", "이 {label/은/는} 어느 환경용인가요?",
           "{svc} 전용 {label/을/를} 따로 발급받는 게 좋을까요?", ""],
}
S_ASK_V = {
    "en": ["Is `{v}` still the current {label}, or was it rotated?",
           "Should I keep using {v} for {svc}, or will you issue a new one?",
           "Can you confirm {v} is the staging value and not prod?",
           "The value I have is {v}; is that the one CI should use?",
           "{v} - is this the right {label} for {svc}?",
           "Before I store it in the vault: is {v} the final {label}?"],
    "ko": ["`{v}` 값이 아직 현재 {label}인가요, 아니면 교체됐나요?",
           "{svc}에 계속 {v} 값을 써도 되나요, 아니면 새로 발급해 주시나요?",
           "{v} 이 값이 운영이 아니라 스테이징용이 맞나요?",
           "지금 가진 값은 {v} 인데 CI에서도 이걸 쓰면 되나요?",
           "{v} - {svc}용 {label} 맞나요?",
           "Vault에 넣기 전에 확인 부탁드려요: {v} 값이 최종 {label}인가요?"],
}
S_INLINE = {
    "en": ["The user pasted the {label} {v} directly in chat while we were {task}.",
           "While {task}, the {label} was given to me as `{v}` with no word on where it should live.",
           "I used {v} as the {label} for {svc} because it was the only value in {file}.",
           "{svc} was configured with {v} and that {label} had been revoked, hence {err}.",
           "The {label} in the ticket was {v}, which is why anyone reading the ticket could call {vendor}."],
    "ko": ["{task} 중에 사용자가 채팅에 {label} {v} 값을 그대로 붙여 넣었다.",
           "{task} 때 {label/이/가} `{v}` 로 주어졌는데 어디에 보관해야 하는지는 없었다.",
           "{file}에 있던 유일한 값인 {v} 값을 {svc}의 {label}로 사용했다.",
           "{svc}에는 {v} 값이 설정돼 있었는데 이미 폐기된 {label}라서 {err/이/가} 났다.",
           "티켓 본문에 {label}로 {v} 값이 적혀 있어서 티켓을 보는 누구나 {vendor/을/를} 호출할 수 있었다."],
}
S_START = {
    "en": ["{v} is the {label} that {svc} was using; it returned {err} after the rotation.",
           "`{v}` was hard-coded in {file}, which is why {task} worked locally but not in CI.",
           "{v} <- this {label} came from the user's clipboard while we were {task}."],
    "ko": ["{v} - {svc/이/가} 쓰던 {label}인데 교체 후 {err/을/를} 반환했다.",
           "`{v}` 값이 {file}에 하드코딩되어 있어서 {task/이/가} 로컬에서만 동작했다.",
           "{v} <- {task} 중에 사용자가 클립보드로 준 {label}."],
}
S_SPLIT_MC = {
    "en": ["I needed the {label} for {svc} while {task}. The user's answer, verbatim, is in the lesson.",
           "While {task} I asked for the {label} of {svc}; it is the first line of the lesson.",
           "{label} for {svc} (as the user sent it):"],
    "ko": ["{task} 중에 {svc}의 {label/이/가} 필요했다. 사용자 답변을 lesson 첫 줄에 그대로 적어 둔다.",
           "{task} 중 {svc}의 {label/을/를} 물어봤고 답은 아래 lesson에 있다.",
           "{svc}의 {label} (사용자가 보낸 그대로):"],
}
S_SPLIT_LESSON = {
    "en": ["{v}\nThat value works for both staging and prod; it should be stored in the vault, not in {file}.",
           "{v}\n^ {label}. {svc} only reads it at boot, so restart after changing it.",
           "{v}\nKeep it out of git; {err} appears when an old copy is picked up."],
    "ko": ["{v}\n스테이징과 운영 모두 이 값을 쓴다고 함. {file}이 아니라 Vault에 저장해야 한다.",
           "{v}\n^ {label}. {svc/은/는} 부팅 시에만 읽으므로 바꾼 뒤 재시작 필요.",
           "{v}\ngit에는 넣지 말 것. 예전 값이 잡히면 {err/이/가} 난다."],
}
S_END = {
    "en": ["Lesson: keep it out of {file}. For reference, the value that worked was {v}",
           "{svc} needs the {label} at boot; the one that worked was {v}",
           "Do not trust the copy in {file}; the live {label} is {v}"],
    "ko": ["교훈: {file}에는 넣지 말 것. 참고로 동작한 값은 {v}",
           "{svc/은/는} 부팅 시 {label/이/가} 필요하다. 동작한 값: {v}",
           "{file}의 복사본은 믿지 말 것. 현재 유효한 {label/은/는} {v}"],
}


# ---- prose for special secret kinds (used instead of the generic pools most of the time) --------
ITEM_PROSE = {
    "totp": {
        "intro": {"en": ["The MFA step of the e2e login test for {svc} kept failing because I did not have the {label}.",
                         "I needed to automate the login for the release job and did not know the {label} was kept in {file}.",
                         "While {task}, the user shared the {label} so the bot could pass the 2FA prompt."],
                  "ko": ["{svc} e2e 로그인 테스트의 MFA 단계가 {label/이/가} 없어서 계속 실패했다.",
                         "릴리스 잡의 로그인을 자동화해야 했는데 {label/이/가} {file}에 있다는 걸 몰랐다.",
                         "{task} 중 봇이 2FA를 통과하도록 사용자가 {label/을/를} 공유해 줬다."]},
        "lesson": {"en": ["A TOTP seed is as sensitive as a password: anyone holding it can generate valid codes. Keep it in the vault.",
                          "Tests that need MFA should use a dedicated test account with its own seed, not the shared admin seed.",
                          "If a seed leaks, re-enrol the authenticator; changing the password alone does not help."],
                   "ko": ["TOTP 시드는 비밀번호만큼 민감하다. 가진 사람은 누구나 유효한 코드를 만들 수 있으니 Vault에 둘 것.",
                          "MFA가 필요한 테스트는 공용 관리자 시드 말고 자체 시드를 가진 전용 테스트 계정을 써야 한다.",
                          "시드가 유출되면 인증기를 다시 등록해야 한다. 비밀번호만 바꿔서는 소용없다."]},
        "ask": {"en": ["Can we create a separate MFA test account for CI instead of sharing this seed?",
                       "Should the authenticator be re-enrolled now that the seed was pasted?", ""],
                "ko": ["시드를 공유하지 말고 CI 전용 MFA 테스트 계정을 만들 수 있을까요?",
                       "시드가 노출됐으니 인증기를 다시 등록할까요?", ""]}},
    "recovery": {
        "intro": {"en": ["The user lost access to the shared {vendor} account and pasted the {label} while we were {task}.",
                         "I was locked out of the {vendor} admin account during {task} and needed one of the {label}.",
                         "The {label} for the team account were sitting in {file}."],
                  "ko": ["{task} 중 사용자가 공용 {vendor} 계정 접근을 잃어서 {label/을/를} 붙여 넣었다.",
                         "{task} 도중 {vendor} 관리자 계정이 잠겨서 {label/이/가} 필요했다.",
                         "팀 계정의 {label/이/가} {file}에 그대로 있었다."]},
        "lesson": {"en": ["Each recovery code works once; regenerate the set after using one and keep it in the password manager.",
                          "Recovery codes bypass MFA entirely, so they need the same protection as the password itself.",
                          "Shared accounts should have an owner who keeps the recovery material, not a wiki page."],
                   "ko": ["복구 코드는 한 번씩만 쓸 수 있다. 하나라도 썼으면 새로 발급받아 비밀번호 관리자에 보관할 것.",
                          "복구 코드는 MFA를 완전히 우회하므로 비밀번호와 같은 수준으로 보호해야 한다.",
                          "공용 계정은 위키 페이지가 아니라 담당자가 복구 정보를 관리해야 한다."]},
        "ask": {"en": ["Should I regenerate the recovery codes now?", "Who should own the recovery material for this account?", ""],
                "ko": ["지금 복구 코드를 재발급할까요?", "이 계정의 복구 정보는 누가 관리해야 하나요?", ""]}},
    "pin": {
        "intro": {"en": ["While {task}, I needed the {label} and nobody had written down who knows it.",
                         "The hardware setup for {svc} stalled because I did not have the {label}.",
                         "The user told me the {label} in passing while we were {task}."],
                  "ko": ["{task} 중 {label/이/가} 필요했는데 누가 알고 있는지 적혀 있지 않았다.",
                         "{label/이/가} 없어서 {svc} 장비 설정이 멈췄다.",
                         "{task} 중 사용자가 {label/을/를} 지나가듯 알려줬다."]},
        "lesson": {"en": ["PINs and codes belong in the password manager and are changed when someone leaves the team.",
                          "Three wrong PIN attempts lock the device; ask before guessing.",
                          "Do not put PINs into provisioning scripts; type them on the device or read them from the vault."],
                   "ko": ["PIN과 출입 번호는 비밀번호 관리자에 두고 팀원이 나가면 바꾼다.",
                          "PIN을 세 번 틀리면 장치가 잠긴다. 추측하지 말고 먼저 물어볼 것.",
                          "PIN을 프로비저닝 스크립트에 넣지 말고 장치에서 직접 입력하거나 Vault에서 읽을 것."]},
        "ask": {"en": ["Is the {label} still valid after the office move?", "Who else knows the {label}?", ""],
                "ko": ["사무실 이전 후에도 {label/이/가} 그대로인가요?", "{label/을/를} 아는 사람이 또 누가 있나요?", ""]}},
    "wifi": {
        "intro": {"en": ["The kiosk devices for {svc} could not join the network during {task}.",
                         "I did not know which network the test phones use, so the device farm setup failed.",
                         "While {task}, the Raspberry Pi sensors kept dropping off the {label} network."],
                  "ko": ["{task} 중 {svc} 키오스크 장치가 네트워크에 붙지 못했다.",
                         "테스트 폰이 어떤 네트워크를 쓰는지 몰라서 디바이스 팜 설정이 실패했다.",
                         "{task} 중 라즈베리파이 센서가 계속 와이파이에서 끊겼다."]},
        "lesson": {"en": ["Devices should get the Wi-Fi key from the MDM profile; do not hard-code it in provisioning scripts.",
                          "The guest network is isolated from the office LAN, so devices that talk to the NAS need the staff SSID.",
                          "Changing the Wi-Fi key means re-provisioning every device, so keep it out of repos."],
                   "ko": ["장치는 MDM 프로필로 와이파이 키를 받아야 한다. 프로비저닝 스크립트에 하드코딩하지 말 것.",
                          "게스트망은 사내 LAN과 분리돼 있어서 NAS와 통신하는 장치는 직원용 SSID를 써야 한다.",
                          "와이파이 키를 바꾸면 모든 장치를 다시 설정해야 하므로 레포에 두지 말 것."]},
        "ask": {"en": ["Is there a separate SSID for test devices?", "Can the MDM push this network instead of the script?", ""],
                "ko": ["테스트 장치용 SSID가 따로 있나요?", "스크립트 대신 MDM으로 이 네트워크를 배포할 수 있나요?", ""]}},
    "personal": {
        "intro": {"en": ["The user shared their {label} so I could check something for them while {task}.",
                         "While {task}, I needed to log in as a person because there was no service account.",
                         "The {label} came up in chat when the user asked me to fix their setup."],
                  "ko": ["{task} 중 사용자가 확인을 부탁하면서 {label/을/를} 공유해 줬다.",
                         "{task} 중 서비스 계정이 없어서 사람 계정으로 로그인해야 했다.",
                         "사용자가 설정을 고쳐 달라고 하면서 채팅에 {label/이/가} 나왔다."]},
        "lesson": {"en": ["Never reuse a person's password for automation; request a service account or an app password.",
                          "A password typed into chat should be treated as exposed and changed.",
                          "Shared accounts need an entry in the team vault, not a message in a DM."],
                   "ko": ["개인 비밀번호를 자동화에 재사용하지 말 것. 서비스 계정이나 앱 비밀번호를 요청해야 한다.",
                          "채팅에 입력된 비밀번호는 노출된 것으로 보고 바꿔야 한다.",
                          "공용 계정은 DM이 아니라 팀 볼트에 항목으로 있어야 한다."]},
        "ask": {"en": ["Can you change that password now that it has been shared?", "Is there a service account I should use instead?", ""],
                "ko": ["공유된 비밀번호를 지금 바꿔 주실 수 있나요?", "대신 쓸 서비스 계정이 있나요?", ""]}},
    "key": {
        "intro": {"en": ["The deploy for {svc} failed with 'Permission denied (publickey)' and the user pasted the key file.",
                         "I needed the key for {svc} and found it committed in {file}.",
                         "While {task}, TLS on {svc} broke and the user sent over the key that was on the old host."],
                  "ko": ["{svc} 배포가 'Permission denied (publickey)'로 실패했고 사용자가 키 파일을 붙여 줬다.",
                         "{svc} 키가 필요했는데 {file}에 커밋돼 있었다.",
                         "{task} 중 {svc}의 TLS가 깨졌고 사용자가 예전 호스트에 있던 키를 보내줬다."]},
        "lesson": {"en": ["Private keys only belong on the host or in the secret store; share the public half instead.",
                          "A key that was pasted into chat must be replaced: generate a new pair and revoke this one.",
                          "Deploy keys should be per repository and read-only unless the job pushes."],
                   "ko": ["개인 키는 호스트나 시크릿 스토어에만 둔다. 공유가 필요하면 공개 키를 공유할 것.",
                          "채팅에 붙은 키는 교체해야 한다. 새 키 쌍을 만들고 이 키는 폐기한다.",
                          "배포 키는 레포별로, 푸시가 없으면 읽기 전용으로 만든다."]},
        "ask": {"en": ["Should I generate a new key pair and revoke this one?", "Who can install the new public key on the server?", ""],
                "ko": ["새 키 쌍을 만들고 이 키는 폐기할까요?", "새 공개 키는 누가 서버에 등록할 수 있나요?", ""]}},
    "cookie": {
        "intro": {"en": ["To reproduce the admin bug in {svc}, the user copied their session cookie from devtools.",
                         "The bug report for {svc} included the raw request, cookie and all.",
                         "While {task}, I replayed the user's request to see the 500 myself."],
                  "ko": ["{svc} 관리자 버그를 재현하려고 사용자가 개발자 도구에서 세션 쿠키를 복사해 줬다.",
                         "{svc} 버그 리포트에 쿠키를 포함한 원본 요청이 그대로 들어 있었다.",
                         "{task} 중 500 에러를 직접 보려고 사용자의 요청을 재전송했다."]},
        "lesson": {"en": ["A session cookie is a bearer credential: whoever has it is logged in as that user until it expires.",
                          "Ask for a HAR with cookies stripped, or reproduce with a test account.",
                          "Logging the user out of all sessions invalidates a leaked cookie."],
                   "ko": ["세션 쿠키는 베어러 자격 증명이다. 가진 사람은 만료될 때까지 그 사용자로 로그인된 상태다.",
                          "쿠키를 뺀 HAR을 요청하거나 테스트 계정으로 재현할 것.",
                          "모든 세션에서 로그아웃하면 유출된 쿠키가 무효화된다."]},
        "ask": {"en": ["Can you log out of all sessions so this cookie is invalidated?", "Is there a test account I can use next time?", ""],
                "ko": ["이 쿠키가 무효화되도록 모든 세션에서 로그아웃해 주실 수 있나요?", "다음에는 쓸 수 있는 테스트 계정이 있나요?", ""]}},
    "signed": {
        "intro": {"en": ["A customer could not download the export from {svc}; support pasted the link they had received.",
                         "While {task}, I copied the download link from the logs to test it.",
                         "The signed link in the ticket was what {svc} had generated for the monthly report."],
                  "ko": ["고객이 {svc} 내보내기를 받지 못해서 지원팀이 받은 링크를 붙여 줬다.",
                         "{task} 중 테스트하려고 로그에서 다운로드 링크를 복사했다.",
                         "티켓의 서명 링크는 {svc/이/가} 월간 리포트용으로 생성한 것이었다."]},
        "lesson": {"en": ["A presigned link is a credential until it expires; anyone with it can fetch the object.",
                          "Keep expiry short and never log full signed URLs; log the object key instead.",
                          "The signature is tied to the signing key; rotate the key if links leak widely."],
                   "ko": ["사전 서명 링크는 만료 전까지 자격 증명이다. 링크만 있으면 누구나 객체를 받을 수 있다.",
                          "만료 시간을 짧게 하고 서명 URL 전체를 로그에 남기지 말 것. 객체 키만 남긴다.",
                          "서명은 서명 키에 묶여 있으므로 링크가 널리 퍼졌다면 키를 교체한다."]},
        "ask": {"en": ["Should presigned links expire after 15 minutes instead?", "Can we log only the object key from now on?", ""],
                "ko": ["사전 서명 링크 만료를 15분으로 줄일까요?", "앞으로는 객체 키만 로그에 남길까요?", ""]}},
}

# ----------------------------------------------------------------------------------------------
# composing the three fields of a secret note
# ----------------------------------------------------------------------------------------------
def show_snippet(text, hint):
    r = R.random()
    if r < 0.6:
        return fence(text, hint)
    if r < 0.75:
        return "\n".join("    " + ln for ln in text.split("\n"))
    return text


def inline_join(values):
    return " / ".join(values)


FRAMES = [("snippet-in-context", 24), ("snippet-in-lesson", 16), ("snippet+ask-repeat", 12),
          ("inline-prose", 10), ("value-at-start", 7), ("split-across-fields", 10), ("value-at-end", 7),
          ("question-only", 6), ("snippet+lesson-repeat", 4), ("one-liner-in-ask", 4)]


def pick_frame(item):
    while True:
        total = sum(w for _, w in FRAMES)
        r = R.random() * total
        for name, w in FRAMES:
            r -= w
            if r < 0:
                break
        if name in ("inline-prose", "value-at-start", "split-across-fields", "value-at-end",
                    "question-only", "snippet+ask-repeat", "snippet+lesson-repeat") and not item.get("inline"):
            continue
        if name == "one-liner-in-ask" and (item["snippet"][0].count("\n") > 0 or len(item["snippet"][0]) > 300):
            continue
        return name


NEUTRAL_LEAD = {"en": ["For the record, this is what was pasted:", "As it was pasted:", "The material in question:"],
                "ko": ["기록용, 붙여 넣어진 내용:", "붙여 넣어진 그대로:", "문제의 내용:"]}


def compose_secret(lang, item):
    """item: label_en/label_ko/vendor/env/file, snippet=(text, hint), inline=value text for prose"""
    v = vars_base(lang)
    if item.get("svc"):
        v["svc"] = item["svc"]
    v.update({"label": item["label_" + lang], "vendor": item["vendor"], "env": item.get("env", "the variable"),
              "file": item["file"]})
    if lang == "ko":
        v["file"] = FILE_KO.get(v["file"], v["file"])

    if item.get("inline"):
        v["v"] = item["inline"]
    frame = pick_frame(item)
    text, hint = item["snippet"]
    generic = item["vendor"] == "-"

    special = ITEM_PROSE.get(item.get("ptype"))

    def pk(pool):
        slot = {id(S_INTRO): "intro", id(S_LESSON): "lesson", id(S_ASK): "ask"}.get(id(pool))
        if special and slot:
            return fmt(pick(special[slot][lang]), v)
        cands = [t for t in pool[lang] if not (generic and "{vendor" in t)]
        return fmt(pick(cands), v)
    snip = show_snippet(text, hint)
    intro = pk(S_INTRO)
    ask_plain = pk(S_ASK)
    lesson = pk(S_LESSON)
    if frame == "snippet-in-context":
        mc = intro + " " + pk(S_LEADIN) + "\n" + snip
        ask = ask_plain
    elif frame == "snippet-in-lesson":
        mc = intro
        lead = pick(NEUTRAL_LEAD[lang]) if special else pk(S_LESSON_LEAD)
        lesson = lesson + "\n" + lead + "\n" + snip
        ask = ask_plain
    elif frame == "snippet+ask-repeat":
        mc = intro + " " + pk(S_LEADIN) + "\n" + snip
        ask = pk(S_ASK_V)
    elif frame == "inline-prose":
        mc = pk(S_INLINE) + (" " + intro if chance(0.4) else "")
        ask = ask_plain
    elif frame == "value-at-start":
        mc = pk(S_START)
        ask = ask_plain
    elif frame == "split-across-fields":
        mc = (intro + " " if chance(0.5) else "") + pk(S_SPLIT_MC)
        lesson = pk(S_SPLIT_LESSON)
        ask = ask_plain if chance(0.6) else pk(S_ASK_V)
    elif frame == "value-at-end":
        mc = intro
        lesson = pk(S_END)
        ask = ask_plain
    elif frame == "question-only":
        mc = intro
        ask = pk(S_ASK_V)
    elif frame == "snippet+lesson-repeat":
        mc = intro + " " + pk(S_LEADIN) + "\n" + snip
        lesson = pk(S_END)
        ask = ask_plain
    else:  # one-liner-in-ask
        mc = intro
        ask = (pick(["Is this safe to leave in the README? ", "Can I commit this line? ",
                     "Should CI run exactly this? "]) if lang == "en" else
               pick(["이 줄을 README에 그대로 둬도 되나요? ", "이 줄을 커밋해도 되나요? ",
                     "CI에서도 이대로 실행하면 되나요? "])) + "`" + text + "`"
    return {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}, frame


def vendor_item(vd):
    g = vd["gen"]()
    pairs = [(k, val) for k, val, _ in g["pairs"]]
    secrets = g.get("secret_override") or [val for _, val, s in g["pairs"] if s]
    c = {"svc": pick(SERVICES)}
    hdr = vd["header"]
    secret_pairs = [(k, val) for k, val, s in g["pairs"] if s]
    cname = None
    if hdr and len(secret_pairs) == 1 and chance(0.3):
        k, val = secret_pairs[0]
        h = hdr.replace("{v}", val)
        url = "https://api.%s.example/%s" % (vd["name"].split()[0].lower().replace(".", ""),
                                              pick(["v1/messages", "v2/users/me", "api/items?limit=10", "v1/ping"]))
        style = ri(0, 3)
        if style == 0:
            text, hint, cname = "curl -sS %s \\\n  -H '%s' \\\n  -H 'Content-Type: application/json'" % (url, h), "bash", "curl"
        elif style == 1:
            text, hint, cname = "GET %s HTTP/1.1\nHost: %s\n%s\nAccept: application/json" % (
                url.split("example", 1)[1], url.split("/")[2], h), "http", "http-request"
        elif style == 2:
            hk, hv = h.split(": ", 1)
            text, hint, cname = "resp = requests.get(\n    \"%s\",\n    headers={\"%s\": \"%s\"},\n    timeout=10,\n)" % (
                url, hk, hv), "python", "python-requests"
        else:
            hk, hv = h.split(": ", 1)
            text, hint, cname = "const res = await fetch('%s', {\n  headers: { '%s': '%s' },\n});" % (url, hk, hv), \
                "js", "fetch"
        fname = pick(["scripts/check.sh", "notes.md", "api_test.py", "README.md"])
    elif g.get("url") and chance(0.4):
        url = g["url"]
        text = "curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy finished\"}' \\\n  '%s'" % url
        hint, cname, fname = "bash", "curl-webhook", "scripts/notify.sh"
    elif vd["name"] in GIT_VENDORS and chance(0.3):
        cname = "git-remote-userinfo"
        text, hint, fname = c_gitremote(secret_pairs, c)
    elif vd["name"] in NPM_VENDORS and chance(0.4):
        cname = "npmrc"
        text, hint, fname = c_npmrc(secret_pairs, c)
    else:
        cname, text, hint, fname = render(pairs, c)
    if len(secret_pairs) == 1 and not g.get("url"):
        inline = secret_pairs[0][1]
    elif g.get("url"):
        inline = g["url"]
    else:
        inline = ", ".join("%s=%s" % (k, val) for k, val in secret_pairs)
    return {"cat": "token: %s %s (%s)" % (vd["name"], vd["label_en"], vd["region"]), "vendor": vd["name"],
            "label_en": vd["label_en"], "label_ko": vd["label_ko"], "env": secret_pairs[0][0], "file": fname,
            "snippet": (text, hint), "container": cname, "inline": inline, "secrets": secrets, "svc": c["svc"],
            "vdefs": [vd["name"]]}


# ----------------------------------------------------------------------------------------------
# non-vendor secret items
# ----------------------------------------------------------------------------------------------
SHELL_BAD = " '\"\\$`&;|()<>*?[]{}!#~^"


def mk_item(cat, vendor, label_en, label_ko, env, fname, text, hint, container, inline, secrets, svc=None, ptype=None):
    return {"cat": cat, "vendor": vendor, "label_en": label_en, "label_ko": label_ko, "env": env, "file": fname,
            "snippet": (text, hint), "container": container, "inline": inline, "secrets": secrets,
            "svc": svc or pick(SERVICES), "ptype": ptype}


def app_secret_item():
    key, val, le, lk, fname = app_secret()
    svc = pick(SERVICES)
    c = {"svc": svc}
    if fname == "settings.py":
        text, hint, cname = "DEBUG = False\nALLOWED_HOSTS = ['%s.acme.dev']\nSECRET_KEY = '%s'" % (svc, val), "python", "django-settings"
    elif fname == "config/secrets.yml":
        text, hint, cname = "production:\n  secret_key_base: %s" % val, "yaml", "rails-secrets"
    elif fname == "wp-config.php":
        text = "define( 'AUTH_KEY',         '%s' );\ndefine( 'NONCE_KEY',        '%s' );" % (val, rs(ALNUM + "!#$%&()*+,-.:;<=>?@[]^_{|}~", 64))
        return mk_item("app secret: WordPress salts", "WordPress", "WordPress auth salts", "WordPress 인증 솔트",
                       "AUTH_KEY", fname, text, "php", "wp-config", None,
                       [val, text.split("'")[-2]], svc)
    else:
        cname, text, hint, fname = render([(key, val)], c)
    return mk_item("app secret: " + le, le.split()[0], le, lk, key, fname, text, hint, cname, val, [val], svc)


PW_KEYS = [("DB_PASSWORD", "DB_USER", "database password", "DB 비밀번호"),
           ("SMTP_PASSWORD", "SMTP_USER", "SMTP password", "SMTP 비밀번호"),
           ("REDIS_PASSWORD", None, "Redis password", "Redis 비밀번호"),
           ("ADMIN_PASSWORD", "ADMIN_USER", "admin console password", "관리자 콘솔 비밀번호"),
           ("LDAP_BIND_PASSWORD", "LDAP_BIND_DN", "LDAP bind password", "LDAP 바인드 비밀번호"),
           ("KEYSTORE_PASSWORD", None, "keystore password", "키스토어 비밀번호"),
           ("MYSQL_ROOT_PASSWORD", None, "MySQL root password", "MySQL root 비밀번호"),
           ("RABBITMQ_DEFAULT_PASS", "RABBITMQ_DEFAULT_USER", "RabbitMQ password", "RabbitMQ 비밀번호"),
           ("GF_SECURITY_ADMIN_PASSWORD", None, "Grafana admin password", "Grafana 관리자 비밀번호"),
           ("SFTP_PASSWORD", "SFTP_USER", "SFTP password", "SFTP 비밀번호"),
           ("ELASTIC_PASSWORD", None, "Elasticsearch elastic password", "Elasticsearch elastic 비밀번호"),
           ("MINIO_ROOT_PASSWORD", "MINIO_ROOT_USER", "MinIO root password", "MinIO 루트 비밀번호"),
           ("POSTGRES_PASSWORD", "POSTGRES_USER", "Postgres password", "Postgres 비밀번호"),
           ("SPRING_DATASOURCE_PASSWORD", "SPRING_DATASOURCE_USERNAME", "datasource password", "데이터소스 비밀번호"),
           ("JENKINS_ADMIN_PASSWORD", None, "Jenkins admin password", "Jenkins 관리자 비밀번호"),
           ("VPN_PASSWORD", "VPN_USER", "VPN password", "VPN 비밀번호")]


def password_config_item():
    key, ukey, le, lk = pick(PW_KEYS)
    kind, pw = password()
    pairs = []
    if ukey:
        pairs.append((ukey, pick(USERS) if ukey != "LDAP_BIND_DN" else "cn=%s,ou=svc,dc=acme,dc=dev" % pick(USERS)))
    if chance(0.4):
        pairs.append((key.replace("PASSWORD", "HOST").replace("_PASS", "_HOST"), pick(HOSTS)))
    pairs.append((key, pw))
    svc = pick(SERVICES)
    cname, text, hint, fname = render(pairs, {"svc": svc})
    return mk_item("password (%s): %s" % (kind, le), "-", le, lk, key, fname, text, hint, cname, pw, [pw], svc)


PERSONAL = [("the shared NAS admin account", "공용 NAS 관리자 계정"), ("my laptop login", "내 노트북 로그인"),
            ("the VPN account", "VPN 계정"), ("the router admin page", "공유기 관리자 페이지"),
            ("the company Jira account", "회사 Jira 계정"), ("the test-store merchant console", "테스트 상점 가맹점 관리자"),
            ("the Apple ID used for TestFlight", "TestFlight용 Apple ID"), ("the old Windows build VM", "예전 윈도우 빌드 VM"),
            ("the Synology backup user", "시놀로지 백업 계정"), ("the staging WordPress admin", "스테이징 워드프레스 관리자"),
            ("the team's 1Password vault (master password)", "팀 1Password 볼트 마스터 비밀번호"),
            ("the CCTV NVR admin", "CCTV NVR 관리자")]


def password_prose_item():
    (le, lk) = pick(PERSONAL)
    kind, pw = password()
    user = pick(USERS + ["jiwoo.kim@acme.dev", "ops@acme.dev", "administrator"])
    style = ri(0, 3)
    if style == 0:
        text = "[%02d:%02d] %s: %s %s / %s" % (ri(8, 23), ri(0, 59), pick(["jkim", "이서연", "sarah.lee", "박지훈"]),
                                             pick(["login:", "계정:", "creds ->", "id/pw:"]), user, pw)
        cname = "chat"
    elif style == 1:
        text = "user: %s\npass: %s" % (user, pw)
        cname = "sticky-note"
    elif style == 2:
        text = "%s | %s | %s" % (pick(["NAS", "VPN", "router", "Jira", "VM"]), user, pw)
        cname = "spreadsheet-row"
    else:
        text = "id=%s pw=%s" % (user, pw)
        cname = "kv-line"
    return mk_item("password (%s): %s" % (kind, le), "-", "password for " + le, lk + " 비밀번호", "password",
                   pick(["the chat", "the onboarding doc", "a sticky note photo", "the ticket"]), text, "", cname,
                   pw, [pw], ptype="personal")


# password-in-command templates: (name, template, characters the password must avoid, how it is written)
#   placeholders: {u} user, {h} host, {p} password as written, {d} database
CMD_TEMPLATES = [
    ("mysql -p attached password", "mysql -h {h} -u {u} -p{p} {d}", SHELL_BAD, "raw"),
    ("mysql -p attached quoted password", "mysql -h {h} -u {u} -p'{p}' -e 'SHOW PROCESSLIST'", "'", "raw"),
    ("mysqldump --password=", "mysqldump -h {h} -u {u} --password='{p}' --single-transaction {d} > {d}.sql", "'", "raw"),
    ("mysqladmin -p attached", "mysqladmin -u root -p'{p}' status", "'", "raw"),
    ("PGPASSWORD env prefix", "PGPASSWORD='{p}' psql -h {h} -U {u} -d {d} -c 'select now()'", "'", "raw"),
    ("libpq keyword string", "psql \"host={h} port=5432 user={u} password={p} dbname={d} sslmode=require\"",
     SHELL_BAD, "raw"),
    ("sshpass -p", "sshpass -p '{p}' ssh -o StrictHostKeyChecking=no {u}@{h}", "'", "raw"),
    ("curl -u user:pass", "curl -u {u}:{p} https://{h}/api/v1/health", SHELL_BAD + ":@", "raw"),
    ("curl -u quoted user:pass", "curl -fsS -u '{u}:{p}' https://{h}/internal/metrics", "'", "raw"),
    ("docker login -p", "docker login -u {u} -p '{p}' registry.acme.dev", "'", "raw"),
    ("redis-cli -a", "redis-cli -h {h} -p 6379 -a '{p}' --no-auth-warning INFO replication", "'", "raw"),
    ("mongosh -p", "mongosh --host {h} -u {u} -p '{p}' --authenticationDatabase admin", "'", "raw"),
    ("htpasswd -b positional", "htpasswd -b -c /etc/nginx/.htpasswd {u} '{p}'", "'", "raw"),
    ("openssl -passout pass:", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{p}",
     SHELL_BAD, "raw"),
    ("zip -P", "zip -P '{p}' -r export_{d}.zip ./export/", "'", "raw"),
    ("7z -p attached", "7z a -p{p} -mhe=on backup_{d}.7z ./data", SHELL_BAD, "raw"),
    ("keytool -storepass -keypass", "keytool -importkeystore -srckeystore old.jks -destkeystore new.p12 "
     "-deststoretype PKCS12 -srcstorepass '{p}' -deststorepass '{p}'", "'", "raw"),
    ("ldapsearch -w", "ldapsearch -x -H ldap://{h} -D \"cn={u},ou=svc,dc=acme,dc=dev\" -w '{p}' \"(uid=jkim)\"",
     "'", "raw"),
    ("sqlcmd -P", "sqlcmd -S {h} -U sa -P '{p}' -Q \"SELECT @@VERSION\"", "'", "raw"),
    ("net use positional password", "net use Z: \\\\{h}\\share /user:ACME\\{u} {p}", " \"%^&<>|", "raw"),
    ("smbclient user%pass", "smbclient //{h}/share -U '{u}%{p}' -c 'ls'", "'%", "raw"),
    ("rabbitmqctl add_user positional", "rabbitmqctl add_user {u} '{p}' && rabbitmqctl set_user_tags {u} monitoring",
     "'", "raw"),
    ("chpasswd via echo", "echo '{u}:{p}' | sudo chpasswd", "':", "raw"),
    ("wget --password=", "wget --user={u} --password='{p}' https://{h}/exports/latest.csv", "'", "raw"),
    ("lftp -u user,pass", "lftp -u {u},'{p}' sftp://{h}", "',", "raw"),
    ("az login -p", "az login -u {u}@acme.dev -p '{p}'", "'", "raw"),
    ("vault login userpass", "vault login -method=userpass username={u} password='{p}'", "'", "raw"),
    ("kubectl --from-literal", "kubectl -n prod create secret generic {d}-db --from-literal=username={u} "
     "--from-literal=password='{p}'", "'", "raw"),
    ("ansible -e become_pass", "ansible-playbook site.yml -l web -e ansible_become_pass={p}", SHELL_BAD, "raw"),
    ("mosquitto_pub -P", "mosquitto_pub -h {h} -u {u} -P '{p}' -t sensors/test -m ping", "'", "raw"),
    ("ssh-keygen -N passphrase", "ssh-keygen -t ed25519 -N '{p}' -f ~/.ssh/deploy_{d}", "'", "raw"),
    ("gpg --passphrase", "gpg --batch --pinentry-mode loopback --passphrase '{p}' -d secrets.{d}.gpg", "'", "raw"),
    ("docker run -e MYSQL_ROOT_PASSWORD", "docker run -d --name {d}-db -e MYSQL_ROOT_PASSWORD='{p}' mysql:8.0",
     "'", "raw"),
    ("PowerShell ConvertTo-SecureString", "$pw = ConvertTo-SecureString '{p}' -AsPlainText -Force\n"
     "$cred = New-Object System.Management.Automation.PSCredential('ACME\\{u}', $pw)", "'", "raw"),
    ("git clone https user:pass", "git clone https://{u}:{p}@git.acme.dev/platform/{d}.git", "", "pct"),
    ("pip --index-url with password", "pip install --index-url https://{u}:{p}@pypi.acme.dev/simple/ acme-{d}", "",
     "pct"),
    ("sudo -S via echo", "echo '{p}' | sudo -S systemctl restart nginx", "'", "raw"),
    ("ipmitool -P", "ipmitool -I lanplus -H {h} -U ADMIN -P '{p}' power status", "'", "raw"),
    ("oc login -p", "oc login -u {u} -p '{p}' https://api.ocp.acme.dev:6443", "'", "raw"),
    ("mc alias set positional", "mc alias set minio https://{h}:9000 {u} '{p}'", "'", "raw"),
    ("sqlplus user/pass", "sqlplus {u}/{p}@//{h}:1521/ORCLPDB1", SHELL_BAD + "/@", "raw"),
    ("clickhouse-client --password", "clickhouse-client --host {h} --user {u} --password '{p}' -q 'SELECT 1'",
     "'", "raw"),
    ("cqlsh -p", "cqlsh {h} -u {u} -p '{p}'", "'", "raw"),
    ("RSYNC_PASSWORD env", "RSYNC_PASSWORD='{p}' rsync -av ./dist/ rsync://{u}@{h}/www/", "'", "raw"),
    ("helm repo add --password", "helm repo add acme https://charts.acme.dev --username {u} --password '{p}'",
     "'", "raw"),
    ("jenkins-cli -auth user:pass", "java -jar jenkins-cli.jar -s https://{h}/ -auth {u}:{p} build deploy-{d}",
     SHELL_BAD + ":", "raw"),
    ("expect send password", "expect -c 'spawn ssh {u}@{h}; expect \"password:\"; send \"{p}\\r\"; interact'",
     "'\"\\$[]{}", "raw"),
    ("snmpwalk v3 -A", "snmpwalk -v3 -l authPriv -u {u} -a SHA -A '{p}' -x AES -X '{p}' {h} system", "'", "raw"),
]


def password_cmd_item():
    name, tpl, bad, how = pick(CMD_TEMPLATES)
    kind, pw = password(bad=bad + "\n")
    written = pct(pw) if how == "pct" else pw
    u, h, d = pick(USERS), pick(HOSTS), pick(DBNAMES)
    text = tpl.replace("{u}", u).replace("{h}", h).replace("{d}", d).replace("{p}", written)
    secrets = [written]
    inline = written
    if how == "pct" and written != pw and chance(0.5):
        # the note also mentions the raw password
        text += "\n# (raw password: %s)" % pw
        secrets.append(pw)
        inline = pw
    hint = "powershell" if text.startswith("$pw") else "bash"
    first = name.split()[0]
    tool = {"PGPASSWORD": "psql", "libpq": "psql", "chpasswd": "chpasswd", "PowerShell": "PowerShell",
            "RSYNC_PASSWORD": "rsync", "sudo": "sudo", "expect": "ssh", "net": "SMB share", "smbclient": "SMB share",
            "docker": "docker", "git": "git", "pip": "pip index"}.get(first, first)
    if u in text:
        le, lk = "%s password for %s" % (tool, u), "%s용 %s 비밀번호" % (u, tool)
    else:
        le, lk = "%s password" % tool, "%s 비밀번호" % tool
    return mk_item("command: %s (%s password)" % (name, kind), "-", le, lk, "password", pick(["the runbook", "the shell history", "deploy.sh",
                                                          "README.md", "the incident channel"]),
                   text, hint, "command", inline, secrets)


# connection strings: (name, template, avoid, how the password is written)
CONN_TEMPLATES = [
    ("postgres URL", "postgresql://{u}:{p}@{h}:5432/{d}?sslmode=require", "", "pct"),
    ("postgres URL (asyncpg)", "postgresql+asyncpg://{u}:{p}@{h}/{d}", "", "pct"),
    ("mysql URL", "mysql://{u}:{p}@{h}:3306/{d}", "", "pct"),
    ("SQLAlchemy pymysql URL", "mysql+pymysql://{u}:{p}@{h}/{d}?charset=utf8mb4", "", "pct"),
    ("mongodb+srv URL", "mongodb+srv://{u}:{p}@cluster0.{r5}.mongodb.net/{d}?retryWrites=true&w=majority", "", "pct"),
    ("redis URL with password only", "redis://:{p}@{h}:6379/0", "", "pct"),
    ("rediss URL (Upstash)", "rediss://default:{p}@{r5}-{r5}.upstash.io:6379", "", "pct"),
    ("amqp URL", "amqp://{u}:{p}@{h}:5672/%2F", "", "pct"),
    ("JDBC postgres with password param", "jdbc:postgresql://{h}:5432/{d}?user={u}&password={p}&ssl=true", "&#", "raw"),
    ("JDBC sqlserver", "jdbc:sqlserver://{h}:1433;databaseName={d};user={u};password={p};encrypt=true", ";{}", "raw"),
    ("ADO.NET connection string", "Server=tcp:{h},1433;Initial Catalog={d};User ID={u};Password={p};"
     "Encrypt=True;TrustServerCertificate=False;", ";'\"", "raw"),
    ("ODBC connection string", "Driver={ODBC Driver 18 for SQL Server};Server={h};Database={d};UID={u};PWD={p};",
     ";{}", "raw"),
    ("Oracle EZConnect", "Data Source=//{h}:1521/ORCLPDB1;User Id={u};Password={p};", ";'\"", "raw"),
    ("SMTP URL", "smtp://{u}%40acme.dev:{p}@smtp.mailgun.org:587", "", "pct"),
    ("SFTP URL", "sftp://{u}:{p}@{h}:22/upload/", "", "pct"),
    ("ClickHouse URL", "clickhouse://{u}:{p}@{h}:9000/{d}", "", "pct"),
    ("Elasticsearch URL", "https://elastic:{p}@{h}:9200", "", "pct"),
    ("NATS URL", "nats://{u}:{p}@{h}:4222", "", "pct"),
    ("Kafka SASL JAAS", "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
     "username=\"{u}\" password=\"{p}\";", "\"\\", "raw"),
    ("MSSQL sqlalchemy URL", "mssql+pyodbc://{u}:{p}@{h}:1433/{d}?driver=ODBC+Driver+18+for+SQL+Server", "", "pct"),
    ("LDAP URL with bind", "ldaps://cn={u},dc=acme,dc=dev:{p}@{h}:636", "", "pct"),
    ("redis URL (Celery broker, db 1)", "redis://:{p}@{h}:6379/1", "", "pct"),
]


def conn_string_item():
    name, tpl, bad, how = pick(CONN_TEMPLATES)
    kind, pw = password(bad=bad + "\n")
    written = pct(pw) if how == "pct" else pw
    u, h, d = pick(USERS), pick(HOSTS), pick(DBNAMES)
    text = tpl.replace("{u}", u).replace("{h}", h).replace("{d}", d).replace("{p}", written)
    while "{r5}" in text:
        text = text.replace("{r5}", rs(LOALNUM, 5), 1)
    secrets = [written]
    svc = pick(SERVICES)
    wrap_style = ri(0, 4)
    if '"' in text and wrap_style in (0, 1):
        wrap_style = 3
    if wrap_style == 0:
        cname, snippet, hint, fname = render([("DATABASE_URL", text)], {"svc": svc},
                                             exclude=("helm-set", "windows-cmd", "makefile", "xml", "ini"))
    elif wrap_style == 1:
        if text.startswith("jdbc:"):
            snippet, hint, fname, cname = "Connection conn = DriverManager.getConnection(\"%s\");" % text, "java", \
                "Db.java", "java"
        elif how == "raw":
            snippet, hint, fname, cname = "conn = pyodbc.connect(\"%s\", timeout=5)" % text, "python", "db.py", \
                "python"
        elif text.startswith("redis"):
            snippet, hint, fname, cname = "r = redis.Redis.from_url(\"%s\")" % text, "python", "cache.py", "python"
        elif text.startswith("mongodb"):
            snippet, hint, fname, cname = "client = MongoClient(\"%s\")" % text, "python", "db.py", "python"
        elif text.startswith("amqp"):
            snippet, hint, fname, cname = "params = pika.URLParameters(\"%s\")" % text, "python", "consumer.py", "python"
        elif text.split(":")[0] in ("postgresql", "postgresql+asyncpg", "mysql", "mysql+pymysql", "mssql+pyodbc"):
            snippet, hint, fname, cname = "engine = create_engine(\"%s\", pool_pre_ping=True)" % text, "python", \
                "db.py", "python"
        else:
            snippet, hint, fname, cname = "os.environ.setdefault(\"SERVICE_URL\", \"%s\")" % text, "python", \
                "settings.py", "python"
    elif wrap_style == 2:
        snippet, hint, fname, cname = ("%s ERROR [%s] could not connect to %s: %s" % (
            "2025-%02d-%02d %02d:%02d:%02d" % (ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59)), svc, text,
            pick(["connection refused", "password authentication failed", "timeout expired"])), "", "app.log", "log-line")
    else:
        snippet, hint, fname, cname = text, "", pick(["the runbook", ".env", "the PR description"]), "bare"
    if any(ch in text for ch in "\"\\") and cname in ("json", "yaml", "toml", "k8s-secret"):
        return conn_string_item()
    inline = text if (wrap_style != 3 and chance(0.5)) else written
    return mk_item("connection string: %s (%s password)" % (name, kind), "-", "%s connection string" % d,
                   "%s 접속 문자열" % d, "DATABASE_URL", fname, snippet, hint, cname, inline, secrets, svc)


def header_item():
    k = ri(0, 9)
    u, h = pick(USERS), pick(HOSTS)
    svc = pick(SERVICES)
    if k <= 2:   # Basic auth
        _, pw = password(bad=":")
        blob = b64((u + ":" + pw).encode("utf-8"))
        hname = "Proxy-Authorization" if k == 2 else "Authorization"
        style = ri(0, 4)
        if style == 0:
            text, hint = "curl -H '%s: Basic %s' https://%s/api/export" % (hname, blob, h), "bash"
        elif style == 1:
            text, hint = "GET /api/export HTTP/1.1\nHost: %s\n%s: Basic %s\nUser-Agent: %s/1.4" % (h, hname, blob, svc), "http"
        elif style == 2:
            text, hint = "location /internal/ {\n    proxy_pass http://%s:8080;\n    proxy_set_header %s \"Basic %s\";\n}" % (
                h, hname, blob), "nginx"
        elif style == 4:
            text, hint = json.dumps({"auths": {pick(["https://index.docker.io/v1/", "registry.acme.dev", "ghcr.io"]):
                                               {"auth": blob}}}, indent=2), "json"
            hname = "docker config auth"
        else:
            text, hint = "%s WARN request failed status=401 headers={'%s': 'Basic %s', 'Accept': '*/*'}" % (
                "2025-%02d-%02dT%02d:%02d:00Z" % (ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59)), hname, blob), ""
        return mk_item("header: %s Basic base64(user:pass)" % hname, "-", "Basic auth header", "Basic 인증 헤더",
                       hname, pick(["nginx.conf", "the runbook", "app.log", "the Postman export"]), text, hint,
                       "http-header", blob, [blob], svc)
    if k <= 4:   # Bearer JWT issued by our own auth server
        now = ri(1735000000, 1765000000)
        tok = jwt({"sub": digits(8), "email": "%s@acme.dev" % pick(USERS), "role": pick(["admin", "service", "ops"]),
                   "iat": now, "exp": now + pick([3600, 86400, 2592000])}, alg=pick(["HS256", "HS512"]),
                  sig_len=pick([43, 86]))
        style = ri(0, 2)
        if style == 0:
            text, hint = "curl -X POST https://%s/api/v2/jobs -H \"Authorization: Bearer %s\" -d @job.json" % (h, tok), "bash"
        elif style == 1:
            text, hint = "POST /api/v2/jobs HTTP/1.1\nHost: %s\nAuthorization: Bearer %s\nContent-Type: application/json" % (
                h, tok), "http"
        else:
            text, hint = "axios.defaults.headers.common['Authorization'] = 'Bearer %s';" % tok, "js"
        return mk_item("header: Bearer JWT (long-lived service token)", "-", "service JWT", "서비스 JWT", "Authorization",
                       pick(["the HAR file", "api_test.http", "src/api.js"]), text, hint, "http-header", tok, [tok], svc)
    if k <= 6:   # API key header for an internal service
        key = pick(["ak_live_", "key_", "", "sk-internal-"]) + rs(ALNUM, ri(32, 48))
        hname = pick(["X-API-Key", "X-Api-Key", "Api-Key", "X-Auth-Token", "apikey"])
        style = ri(0, 2)
        if style == 0:
            text, hint = "curl -s https://%s/v1/reports?from=2025-01-01 -H '%s: %s'" % (h, hname, key), "bash"
        elif style == 1:
            text, hint = "http GET https://%s/v1/reports %s:%s" % (h, hname, key), "bash"
        else:
            text, hint = "requests.get(url, headers={'%s': '%s'})" % (hname, key), "python"
        return mk_item("header: %s internal API key" % hname, "-", "internal API key", "내부 API 키", hname,
                       pick(["the README", "postman_collection.json", "scripts/report.py"]), text, hint, "http-header",
                       key, [key], svc)
    # session cookies
    style = ri(0, 4)
    if style == 0:
        val = rs(LOALNUM, 32)
        name = "sessionid"
        text = "Cookie: csrftoken_present=1; sessionid=%s; django_language=ko" % val
    elif style == 1:
        val = "s%3A" + rs(B64URL, 32) + "." + rs(B64, 43).replace("+", "%2B").replace("/", "%2F")
        name = "connect.sid"
        text = "curl -b 'connect.sid=%s' https://%s/admin/users" % (val, h)
    elif style == 2:
        val = rs(B64, 120).replace("+", "%2B").replace("/", "%2F") + "--" + hexs(40)
        name = "_app_session"
        text = "Set-Cookie: _app_session=%s; path=/; secure; HttpOnly; SameSite=Lax" % val
    elif style == 3:
        val = rs(UHEX, 32)
        name = "JSESSIONID"
        text = "document.cookie = \"JSESSIONID=%s; path=/\"  // pasted from devtools to reproduce" % val
    else:
        val = rs(LOALNUM, 26)
        name = "PHPSESSID"
        text = "Cookie: PHPSESSID=%s; theme=dark" % val
    return mk_item("cookie: %s session cookie" % name, "-", "%s session cookie" % name, "%s 세션 쿠키" % name, name,
                   pick(["the HAR file", "the bug report", "devtools"]), text, "", "cookie", val, [val], svc, ptype="cookie")


def signed_url_item():
    k = ri(0, 3)
    svc = pick(SERVICES)
    if k == 0:
        akid = "AKIA" + rs(B32, 16)
        sig = hexs(64)
        bucket = pick(["acme-exports", "kr-media-prod", "invoices-archive"])
        url = ("https://%s.s3.%s.amazonaws.com/reports/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential="
               "%s%%2F2025%02d%02d%%2F%s%%2Fs3%%2Faws4_request&X-Amz-Date=2025%02d%02dT%02d%02d00Z&X-Amz-Expires=%d"
               "&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % (
                   bucket, pick(REGIONS_AWS), pick(DBNAMES), akid, ri(1, 12), ri(1, 28), pick(REGIONS_AWS), ri(1, 12),
                   ri(1, 28), ri(0, 23), ri(0, 59), pick([3600, 604800, 86400]), sig))
        secrets, cat = [akid, sig], "signed URL: S3 presigned (access key id + signature)"
    elif k == 1:
        sig = hexs(512)
        url = ("https://storage.googleapis.com/%s/%s.zip?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential="
               "uploader%%40%s.iam.gserviceaccount.com%%2F2025%02d%02d%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=2025%02d%02dT000000Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s" % (
                   pick(["acme-builds", "kr-ml-models"]), pick(DBNAMES), pick(["acme-prod", "data-kr"]), ri(1, 12),
                   ri(1, 28), ri(1, 12), ri(1, 28), sig))
        secrets, cat = [sig], "signed URL: GCS V4 signature (512 hex)"
    elif k == 2:
        sig = pct(b64(rbytes(32)))
        url = ("https://%s.blob.core.windows.net/%s/%s.parquet?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-%02d-%02dT00:00:00Z"
               "&st=2025-01-01T00:00:00Z&spr=https&sig=%s" % (pick(["stprodlogs01", "acmedatalake"]),
                                                              pick(["raw", "exports"]), pick(DBNAMES), ri(1, 12),
                                                              ri(1, 28), sig))
        secrets, cat = [sig], "signed URL: Azure SAS sig"
    else:
        sig = rs(ALNUM + "-~", ri(170, 180))
        url = "https://d%s.cloudfront.net/videos/%s.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
            rs(LOALNUM, 13), rs(LOALNUM, 8), ri(1735000000, 1765000000), sig, rs(UPALNUM, 13))
        secrets, cat = [sig], "signed URL: CloudFront signed URL"
    style = ri(0, 2)
    if style == 0:
        text, hint = "curl -o out.bin '%s'" % url, "bash"
    elif style == 1:
        text, hint = url, ""
    else:
        text, hint = "%s INFO [%s] generated download link url=%s" % ("2025-%02d-%02d" % (ri(1, 12), ri(1, 28)), svc, url), ""
    return mk_item(cat, "-", "signed download URL", "서명된 다운로드 URL", "url", pick(["the support ticket", "app.log",
                   "the Slack thread"]), text, hint, "signed-url", url, secrets, svc, ptype="signed")


def private_key_item():
    k = ri(0, 5)
    svc = pick(SERVICES)
    if k == 0:
        text, lines, label = pem_key("ec")
        cat, fname = "private key: EC P-256 PEM (full)", pick(["certs/server.key", "jwt-signing.pem"])
    elif k == 1:
        text, lines, label = pem_key("ed25519")
        cat, fname = "private key: Ed25519 PKCS#8 PEM (one body line)", pick(["keys/signing.pem", "webhook_ed25519.key"])
    elif k == 2:
        text, lines = openssh_ed25519(pick(["deploy@ci", "jkim@macbook", "backup@nas01", "github-actions"]))
        cat, fname = "private key: OpenSSH ed25519 (full)", pick(["~/.ssh/id_ed25519", "deploy_key", "keys/ci_deploy"])
    elif k == 3:
        full, all_lines, label = pem_key("rsa2048")
        n_head = ri(2, 5)
        lines = all_lines[:n_head] + all_lines[-2:]
        text = "-----BEGIN PRIVATE KEY-----\n%s\n...(%d lines omitted)...\n%s\n-----END PRIVATE KEY-----" % (
            "\n".join(all_lines[:n_head]), len(all_lines) - n_head - 2, "\n".join(all_lines[-2:]))
        cat, fname = "private key: RSA 2048 PKCS#8 PEM (pasted truncated)", pick(["tls.key", "saml-sp.key"])
    elif k == 4:
        full, all_lines, label = pem_key("ec")
        pk_id = hexs(40)
        doc = {"type": "service_account", "project_id": pick(["acme-prod", "kr-data-412"]), "private_key_id": pk_id,
               "private_key": full + "\n",
               "client_email": "%s@acme-prod.iam.gserviceaccount.com" % svc, "client_id": digits(21)}
        text = json.dumps(doc, indent=2)
        lines = all_lines
        cat, fname = "private key: PEM inside service-account JSON (\\n escaped)", "sa-key.json"
        return mk_item(cat, "Google Cloud", "service-account key file", "서비스 계정 키 파일", "GOOGLE_APPLICATION_CREDENTIALS",
                       fname, text, "json", "json-keyfile", None, [ln for ln in lines if len(ln) >= 8], svc, ptype="key")
    else:
        text, lines, label = pem_key("rsa1024")
        cat, fname = "private key: RSA 1024 PKCS#1 PEM (full, legacy)", pick(["legacy/sftp_rsa", "old-signing.pem"])
    return mk_item(cat, "-", "private key", "개인 키", "key", fname, text, "", "pem", None,
                   [ln for ln in lines if len(ln) >= 8], svc, ptype="key")


TOTP_ISSUERS = ["AWS", "GitHub", "Okta", "Acme VPN", "Naver Works", "Grafana", "Cloudflare", "Toss", "Google Workspace"]


def totp_item():
    seed = totp_seed()
    issuer = pick(TOTP_ISSUERS)
    user = pick(USERS) + "@acme.dev"
    style = ri(0, 3)
    if style == 0:
        text = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (
            urllib.parse.quote(issuer), user, seed, urllib.parse.quote(issuer))
        written = seed
    elif style == 1:
        written = " ".join(wrap(seed, 4))
        text = "Setup key (manual entry): %s" % written
    elif style == 2:
        written = seed
        text = "import pyotp\ntotp = pyotp.TOTP(\"%s\")\nprint(totp.now())" % seed
    else:
        written = seed.lower()
        text = "oathtool --totp -b %s" % written
    return mk_item("TOTP seed: %s, %s" % (issuer, ["otpauth URL", "grouped manual key", "pyotp", "oathtool"][style]),
                   issuer, "%s MFA TOTP seed" % issuer, "%s MFA TOTP 시드" % issuer, "TOTP_SECRET",
                   pick(["the shared ops doc", "mfa_bot.py", "the runbook"]), text, "", "totp", written, [written], ptype="totp")


def recovery_item():
    k = ri(0, 4)
    if k == 0:
        codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(ri(4, 10))]
        svc, lk = "GitHub", "GitHub 복구 코드"
    elif k == 1:
        codes = ["%s %s" % (rs(DIG, 4), rs(DIG, 4)) for _ in range(ri(4, 10))]
        svc, lk = "Google Workspace", "Google Workspace 백업 코드"
    elif k == 2:
        codes = ["A3-" + "-".join([rs(UPALNUM, 6), rs(UPALNUM, 6), rs(UPALNUM, 5), rs(UPALNUM, 5),
                                   rs(UPALNUM, 5), rs(UPALNUM, 5)])]
        svc, lk = "1Password", "1Password Secret Key"
    elif k == 3:
        codes = ["-".join(rs(DIG, 6) for _ in range(8))]
        svc, lk = "BitLocker", "BitLocker 복구 키"
    else:
        codes = [rs(LOALNUM, 10) for _ in range(ri(4, 8))]
        svc, lk = "Atlassian", "Atlassian 복구 코드"
    if len(codes) > 1:
        text = "\n".join(codes) if chance(0.5) else "  ".join(codes)
    else:
        text = codes[0]
    inline = ", ".join(codes) if len(codes) <= 3 else None
    return mk_item("recovery codes: %s (%d)" % (svc, len(codes)), svc, "%s recovery codes" % svc, lk, "codes",
                   pick(["the ops wiki", "recovery.txt", "the shared drive"]), text, "", "recovery-codes", inline, codes, ptype="recovery")


def pin_wifi_item():
    k = ri(0, 5)
    if k == 0:
        pin = rs(DIG, 8)
        text = "YubiKey PIV: PIN %s, management key default" % pin
        return mk_item("PIN: YubiKey PIV PIN (8 digits)", "Yubico", "YubiKey PIV PIN", "YubiKey PIV PIN", "PIN",
                       "the hardware inventory sheet", text, "", "pin", pin, [pin], ptype="pin")
    if k == 1:
        puk = rs(DIG, 8)
        text = "SIM for the SMS modem: PUK %s (do not lock it again)" % puk
        return mk_item("PIN: SIM PUK (8 digits)", "-", "SIM PUK", "SIM PUK 번호", "PUK", "the modem README", text, "",
                       "pin", puk, [puk], ptype="pin")
    if k == 2:
        code = rs(DIG, 4) + pick(["#", "*"]) + rs(DIG, 4)
        text = "server room door: %s" % code
        return mk_item("PIN: server room door code", "-", "server room door code", "서버실 출입 번호", "door code",
                       "the office guide", text, "", "pin", code, [code], ptype="pin")
    ssid = pick(["Acme-Office-5G", "ACME_GUEST", "kr-lab-2.4G", "DevRoom", "회의실_5G"])
    _, psk = password(kind=pick(["passphrase", "human-style", "generated", "hangul", "korean-keyboard"]), bad=";:\\\"'")
    if k == 3:
        text = "nmcli dev wifi connect '%s' password '%s'" % (ssid, psk)
        cat = "Wi-Fi key: nmcli command"
    elif k == 4:
        text = "network={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}" % (ssid, psk)
        cat = "Wi-Fi key: wpa_supplicant.conf"
    else:
        text = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, psk)
        cat = "Wi-Fi key: QR payload"
    return mk_item(cat, "-", "Wi-Fi password for %s" % ssid, "%s 와이파이 비밀번호" % ssid, "psk",
                   pick(["/etc/wpa_supplicant/wpa_supplicant.conf", "the kiosk setup doc", "provision.sh"]), text, "",
                   "wifi", psk, [psk], ptype="wifi")


def multi_item():
    """two or three different credentials in one config"""
    parts = []
    secrets = []
    labels_en = []
    labels_ko = []
    vds = sample([vd for vd in VENDORS if not vd["name"].endswith("webhook")], ri(1, 2))
    for vd in vds:
        g = vd["gen"]()
        parts += [(k, val) for k, val, _ in g["pairs"]]
        secrets += g.get("secret_override") or [val for _, val, s in g["pairs"] if s]
        labels_en.append(vd["label_en"])
        labels_ko.append(vd["label_ko"])
    if chance(0.7) or len(secrets) < 2:
        key, ukey, le, lk = pick(PW_KEYS)
        _, pw = password(bad="\"'\\")
        parts.append((key, pw))
        secrets.append(pw)
        labels_en.append(le)
        labels_ko.append(lk)
    svc = pick(SERVICES)
    cname, text, hint, fname = render(parts, {"svc": svc}, exclude=("url-query", "netrc", "stack-trace"))
    it = mk_item("multi: " + " + ".join(labels_en), vds[0]["name"], " and ".join(labels_en), ", ".join(labels_ko),
                   parts[0][0], fname, text, hint, cname, None, secrets, svc)
    it["vdefs"] = [vd["name"] for vd in vds]
    return it


# ----------------------------------------------------------------------------------------------
# clean material: looks risky, contains no credential
# each generator returns (category, snippet text, fence hint, extra prose vars)
# ----------------------------------------------------------------------------------------------
def ts():
    return "2025-%02d-%02dT%02d:%02d:%02dZ" % (ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59))


def cl_placeholder():
    k = ri(0, 9)
    if k == 0:
        lines = ["# copy to .env and fill in", "STRIPE_SECRET_KEY=sk_live_" + "x" * 24,
                 "OPENAI_API_KEY=<your-openai-key>", "AWS_ACCESS_KEY_ID=AKIA" + "X" * 16,
                 "AWS_SECRET_ACCESS_KEY=<secret>", "DATABASE_URL=postgresql://user:password@localhost:5432/app"]
        return "placeholder: .env.example with vendor-shaped dummies", "\n".join(sample(lines[1:], ri(3, 5))), "", {"file": ".env.example"}
    if k == 1:
        t = "password: {{ .Values.%s.password | quote }}\napiKey: {{ required \"apiKey is required\" .Values.%s.apiKey }}" % (
            pick(["db", "redis", "smtp"]), pick(["stripe", "sendgrid", "kakao"]))
        return "templated: Helm template references", t, "yaml", {"file": "templates/secret.yaml"}
    if k == 2:
        t = "- name: Publish\n  run: npm publish\n  env:\n    NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n    SLACK_WEBHOOK: ${{ secrets.SLACK_WEBHOOK_URL }}"
        return "templated: GitHub Actions secrets context", t, "yaml", {"file": ".github/workflows/release.yml"}
    if k == 3:
        t = "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}\n      POSTGRES_USER: ${POSTGRES_USER:-app}"
        return "templated: compose variable interpolation", t, "yaml", {"file": "docker-compose.yml"}
    if k == 4:
        t = "curl -H \"Authorization: Bearer $%s\" https://api.%s/v1/me\ncurl -u \"$API_USER:$API_PASS\" https://%s/health" % (
            pick(["TOKEN", "GITHUB_TOKEN", "ACCESS_TOKEN"]), pick(["github.com", "acme.dev"]), pick(HOSTS))
        return "placeholder: shell variables in curl", t, "bash", {"file": "README.md"}
    if k == 5:
        t = "spring.datasource.password=${DB_PASSWORD:}\nspring.mail.password=${SMTP_PASSWORD}\nkakao.rest-api-key=${KAKAO_REST_API_KEY}"
        return "templated: Spring property placeholders", t, "properties", {"file": "application.yml"}
    if k == 6:
        t = "ansible_become_pass: \"{{ vault_become_pass }}\"\ndb_password: \"{{ lookup('env', 'DB_PASSWORD') }}\""
        return "templated: Ansible vault variable references", t, "yaml", {"file": "group_vars/prod.yml"}
    if k == 7:
        t = "Authorization: Basic <base64 of client_id:client_secret>\nX-API-Key: YOUR_API_KEY_HERE\nCookie: session=<paste from devtools>"
        return "placeholder: header templates in docs", t, "http", {"file": "docs/api.md"}
    if k == 8:
        t = "GITHUB_TOKEN=ghp_" + "X" * 36 + "\nSLACK_BOT_TOKEN=xoxb-your-bot-token\nHF_TOKEN=hf_" + "x" * 34
        return "placeholder: vendor prefixes with X-filled bodies", t, "", {"file": ".env.sample"}
    t = "variable \"db_password\" {\n  type      = string\n  sensitive = true\n}\n\npassword = var.db_password"
    return "templated: Terraform sensitive variable", t, "hcl", {"file": "modules/rds/main.tf"}


def cl_masked():
    k = ri(0, 8)
    if k == 0:
        t = ("      Name                    Value             Type    Location\n"
             "      ----                    -----             ----    --------\n"
             "   profile                <not set>             None    None\n"
             "access_key     ****************%s shared-credentials-file\n"
             "secret_key     ****************%s shared-credentials-file\n"
             "    region           %s      config-file    ~/.aws/config") % (rs(UPALNUM, 4), rs(ALNUM, 4), pick(REGIONS_AWS))
        return "masked: aws configure list output", t, "", {"file": "aws configure list", "lesson": (
            "aws configure list prints only the last four characters; compare them with the key listed in the IAM console.",
            "aws configure list는 끝 네 글자만 보여준다. IAM 콘솔의 키 목록과 대조하면 된다.")}
    if k == 1:
        t = ("github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n"
             "  - Git operations protocol: https\n  - Token: gho_************************************\n"
             "  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'") % pick(["jkim-acme", "octo-dev", "sora-k"])
        return "masked: gh auth status output", t, "", {"file": "gh auth status", "lesson": (
            "gh auth status masks the token completely; the scopes line is what explains the failing push.",
            "gh auth status는 토큰을 완전히 가린다. push 실패 원인은 scopes 줄에서 보면 된다.")}
    if k == 2:
        t = ("Name:         %s-secrets\nNamespace:    prod\nType:  Opaque\n\nData\n====\n"
             "DB_PASSWORD:  %d bytes\nAPI_KEY:      %d bytes\nJWT_SECRET:   %d bytes") % (pick(SERVICES), ri(12, 32), ri(32, 64), ri(32, 88))
        return "masked: kubectl describe secret (sizes only)", t, "", {"file": "kubectl describe secret", "lesson": (
            "kubectl describe shows byte counts only; a size of 0 or 1 byte points to an empty or newline-only value.",
            "kubectl describe는 바이트 수만 보여준다. 0이나 1바이트면 값이 비었거나 개행만 들어간 것이다.")}
    if k == 3:
        t = "Run ./deploy.sh\n  env:\n    API_TOKEN: ***\n    DB_PASSWORD: ***\nDeploying with token *** to %s" % pick(HOSTS)
        return "masked: CI log with *** masking", t, "", {"file": "the Actions log", "lesson": (
            "Actions replaces registered secrets with ***; a value printed in clear would mean it was never registered.",
            "Actions는 등록된 시크릿을 ***로 바꾼다. 값이 그대로 찍혔다면 시크릿으로 등록되지 않은 것이다.")}
    if k == 4:
        t = "sk_live_" + "•" * 20 + hexs(4) + "   (created %s, last used 2h ago)" % ts()[:10]
        return "masked: dashboard key preview (last 4)", t, "", {"file": "the Stripe dashboard", "lesson": (
            "The dashboard shows only the last four characters, which is enough to tell which key the server is using.",
            "대시보드는 끝 네 글자만 보여주고, 서버가 어떤 키를 쓰는지 구분하기엔 그걸로 충분하다.")}
    if k == 5:
        t = '# terraform plan\n  ~ resource "aws_db_instance" "main" {\n      ~ password = (sensitive value)\n        id       = "%s-db"\n    }' % pick(DBNAMES)
        return "masked: terraform plan sensitive value", t, "", {"file": "terraform plan", "lesson": (
            "Terraform hides sensitive values in the plan; the diff only tells that the password will change.",
            "Terraform은 plan에서 민감한 값을 숨긴다. diff는 비밀번호가 바뀐다는 사실만 알려준다.")}
    if k == 6:
        t = "$ op item get 'Prod Postgres'\nusername:   %s\npassword:   [use 'op item get ... --reveal' to reveal]\nhostname:   %s" % (pick(USERS), pick(HOSTS))
        return "masked: 1Password CLI concealed field", t, "", {"file": "op item get", "lesson": (
            "The 1Password CLI conceals passwords unless --reveal is passed; never add --reveal to scripts that log.",
            "1Password CLI는 --reveal 없이는 비밀번호를 숨긴다. 로그를 남기는 스크립트에 --reveal을 넣지 말 것.")}
    if k == 7:
        t = "DB_PASSWORD=********\nREDIS_URL=redis://:********@%s:6379/0\nSENTRY_AUTH_TOKEN=[MASKED]" % pick(HOSTS)
        return "masked: env dump with asterisks", t, "", {"file": "docker inspect"}
    t = "AKIA" + "*" * 12 + rs(B32, 4) + "  Active  created 2024-%02d-%02d  last used %s" % (ri(1, 12), ri(1, 28), pick(["today", "3 days ago", "N/A"]))
    return "masked: IAM console access key listing", t, "", {"file": "the IAM console"}


def cl_reference():
    k = ri(0, 10)
    svc = pick(SERVICES)
    if k == 0:
        t = "aws secretsmanager get-secret-value --secret-id prod/%s/db --query SecretString --output text" % svc
        return "secret-manager ref: AWS Secrets Manager CLI", t, "bash", {}
    if k == 1:
        t = "arn:aws:secretsmanager:%s:%s:secret:prod/%s/api-key-%s" % (pick(REGIONS_AWS), rs(DIG, 12), svc, rs(ALNUM, 6))
        return "secret-manager ref: Secrets Manager ARN", t, "", {}
    if k == 2:
        t = "vault kv get -field=password secret/%s/postgres\nexport DB_PASSWORD=\"$(vault kv get -field=password secret/%s/postgres)\"" % (svc, svc)
        return "secret-manager ref: Vault kv get", t, "bash", {}
    if k == 3:
        t = "op read \"op://Engineering/%s Postgres/password\"\nop run --env-file=.env.tpl -- npm start" % svc
        return "secret-manager ref: 1Password op://", t, "bash", {}
    if k == 4:
        t = "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password" % svc
        return "secret-manager ref: k8s secretKeyRef", t, "yaml", {}
    if k == 5:
        t = "@Microsoft.KeyVault(SecretUri=https://kv-%s.vault.azure.net/secrets/DbPassword/%s)" % (svc[:8], hexs(32))
        return "secret-manager ref: Azure Key Vault reference with version id", t, "", {}
    if k == 6:
        t = "gcloud secrets versions access latest --secret=%s-api-key --project=%s" % (svc, pick(["acme-prod", "kr-data-412"]))
        return "secret-manager ref: GCP Secret Manager", t, "bash", {}
    if k == 7:
        t = "const apiKey = process.env.OPENAI_API_KEY;\nif (!apiKey) throw new Error('OPENAI_API_KEY is not set');"
        return "env ref: process.env", t, "js", {}
    if k == 8:
        t = "token = os.environ[\"GITHUB_TOKEN\"]\npassword = os.getenv(\"DB_PASSWORD\", \"\")\nassert password, \"DB_PASSWORD missing\""
        return "env ref: os.environ", t, "python", {}
    if k == 9:
        t = ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-sm\n"
             "  data:\n    - secretKey: STRIPE_SECRET_KEY\n      remoteRef:\n        key: prod/%s/stripe\n        property: secret_key") % svc
        return "secret-manager ref: ExternalSecret", t, "yaml", {}
    t = "aws ssm get-parameter --name /%s/prod/DB_PASSWORD --with-decryption --query Parameter.Value" % svc
    return "secret-manager ref: SSM parameter", t, "bash", {}


def cl_hash():
    k = ri(0, 8)
    if k == 0:
        t = "\n".join("%s  %s" % (hexs(64), f) for f in sample(["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz",
                                                                 "app-windows-amd64.zip", "checksums.txt.sig"], ri(2, 3)))
        return "hash: sha256sum output for release artifacts", t, "", {}
    if k == 1:
        t = "ghcr.io/acme/%s@sha256:%s" % (pick(SERVICES), hexs(64))
        return "digest: container image pinned by digest", t, "", {}
    if k == 2:
        t = "\n".join("%s %s" % (hexs(7), m) for m in sample(["fix: retry on 429", "chore: bump deps", "feat: add export",
                                                              "revert \"feat: add export\"", "ci: cache pnpm store",
                                                              "fix(auth): refresh token race"], ri(3, 5)))
        return "git: git log --oneline SHAs", t, "", {}
    if k == 3:
        t = "\"node_modules/%s\": {\n  \"version\": \"%d.%d.%d\",\n  \"integrity\": \"sha512-%s==\"\n}" % (
            pick(["lodash", "axios", "zod", "date-fns"]), ri(1, 5), ri(0, 20), ri(0, 9), rs(B64, 86))
        return "hash: package-lock integrity sha512", t, "json", {}
    if k == 4:
        t = "github.com/%s v%d.%d.%d h1:%s=\ngithub.com/%s v%d.%d.%d/go.mod h1:%s=" % (
            pick(["spf13/cobra", "google/uuid", "redis/go-redis/v9"]), ri(0, 2), ri(0, 9), ri(0, 9), rs(B64, 43),
            pick(["stretchr/testify", "rs/zerolog"]), ri(0, 2), ri(0, 9), ri(0, 9), rs(B64, 43))
        return "hash: go.sum lines", t, "", {}
    if k == 5:
        t = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (hexs(64), hexs(64))
        return "hash: pip --hash pins", t, "", {}
    if k == 6:
        t = "provider \"registry.terraform.io/hashicorp/aws\" {\n  version = \"5.%d.0\"\n  hashes = [\n    \"h1:%s=\",\n    \"zh:%s\",\n  ]\n}" % (
            ri(10, 80), rs(B64, 43), hexs(64))
        return "hash: .terraform.lock.hcl", t, "hcl", {}
    if k == 7:
        t = "ETag: \"%s\"\nx-amz-version-id: %s\nx-amz-checksum-crc32: %s==" % (hexs(32), rs(B64URL, 32), rs(B64, 6))
        return "hash: S3 ETag and version id", t, "http", {}
    t = "<script src=\"https://cdn.jsdelivr.net/npm/chart.js@4.4.%d\" integrity=\"sha384-%s\" crossorigin=\"anonymous\"></script>" % (
        ri(0, 9), rs(B64, 64))
    return "hash: subresource integrity", t, "html", {}


def cl_ids():
    k = ri(0, 6)
    if k == 0:
        t = "%s ERROR upstream failed request_id=%s trace_id=%s span_id=%s" % (ts(), uuid4(), hexs(32), hexs(16))
        return "ids: request/trace ids in a log line", t, "", {}
    if k == 1:
        t = "traceparent: 00-%s-%s-01\nx-request-id: %s\ncf-ray: %s-ICN" % (hexs(32), hexs(16), uuid4(), hexs(16))
        return "ids: traceparent and cf-ray headers", t, "http", {}
    if k == 2:
        t = "An error occurred (ThrottlingException) when calling the PutItem operation (RequestId: %s)" % uuid4().upper().replace("-", "")[:32]
        return "ids: AWS RequestId", t, "", {}
    if k == 3:
        t = "Stripe request: req_%s\nIdempotency-Key: %s\nevent: evt_%s" % (rs(ALNUM, 14), uuid4(), rs(ALNUM, 24))
        return "ids: Stripe request/event ids and idempotency key", t, "", {}
    if k == 4:
        t = "Sentry event %s (issue %s-%s) first seen %s" % (hexs(32), pick(["BILLING", "API", "WEB"]), rs(UPALNUM, 3), ts())
        return "ids: Sentry event id", t, "", {}
    if k == 5:
        t = "metadata:\n  uid: %s\n  resourceVersion: \"%d\"\n  creationTimestamp: \"%s\"" % (uuid4(), ri(10000000, 99999999), ts())
        return "ids: Kubernetes object uid", t, "yaml", {}
    t = "workflow run %d, job %d, attempt 2, correlation=%s" % (ri(10 ** 9, 10 ** 10), ri(10 ** 10, 10 ** 11), uuid4())
    return "ids: CI run and correlation ids", t, "", {}


def ssh_ed25519_pub(comment):
    blob = _sshstr(b"ssh-ed25519") + _sshstr(rbytes(32))
    return "ssh-ed25519 %s %s" % (b64(blob), comment)


def cl_pubkey():
    k = ri(0, 9)
    if k == 0:
        t = ssh_ed25519_pub(pick(["deploy@ci", "jkim@macbook", "github-actions@acme"]))
        return "public key: ssh-ed25519 public key for authorized_keys", t, "", {}
    if k == 1:
        blob = _sshstr(b"ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + rbytes(256))
        t = "ssh-rsa %s %s" % (b64(blob), pick(["backup@nas01", "legacy-sftp"]))
        return "public key: ssh-rsa public key (long)", t, "", {}
    if k == 2:
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
        t = "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(wrap(b64(der), 64))
        return "public key: EC public key PEM (JWT verification)", t, "", {}
    if k == 3:
        t = "256 SHA256:%s %s (ED25519)\n3072 SHA256:%s %s (RSA)" % (rs(B64, 43), pick(HOSTS), rs(B64, 43), pick(HOSTS))
        return "fingerprint: SSH host key fingerprints", t, "", {}
    if k == 4:
        fp = rs(UHEX, 40)
        t = "pub   ed25519 2024-%02d-%02d [SC]\n      %s\nuid           [ultimate] Release Bot <release@acme.dev>" % (ri(1, 12), ri(1, 28), fp)
        return "fingerprint: GPG key fingerprint", t, "", {}
    if k == 5:
        t = "%s ssh-ed25519 %s" % (pick(["github.com", "gitlab.acme.dev", "bastion.acme.dev"]),
                                   b64(_sshstr(b"ssh-ed25519") + _sshstr(rbytes(32))))
        return "public key: known_hosts entry", t, "", {}
    if k == 6:
        t = "creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: age1%s" % rs(BECH32, 58)
        return "public key: age recipient in .sops.yaml", t, "yaml", {}
    if k == 9:
        der = bytes.fromhex("308203") + rbytes(1) + bytes.fromhex("308202") + rbytes(200)
        lines = wrap(b64(der), 64)
        t = "-----BEGIN CERTIFICATE-----\n%s\n...\n-----END CERTIFICATE-----" % "\n".join(lines[:4])
        return "public: X.509 certificate (public, truncated)", t, "", {}
    if k == 7:
        t = "[Peer]\nPublicKey = %s\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.acme.dev:51820" % b64(rbytes(32))
        return "public key: WireGuard peer PublicKey", t, "ini", {}
    t = json.dumps({"keys": [{"kty": "RSA", "kid": rs(B64URL, 22), "use": "sig", "alg": "RS256", "e": "AQAB",
                              "n": b64url_nopad(rbytes(128))}]}, indent=1)
    return "public key: JWKS (RSA n/e)", t, "json", {}


def cl_nonsecret_id():
    k = ri(0, 11)
    if k == 0:
        t = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}" % hexs(32)
        return "id: Twilio Account SID (token referenced by env)", t, "", {}
    if k == 1:
        t = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com" % (digits(12), rs(LOALNUM, 32))
        return "id: Google OAuth client id", t, "", {}
    if k == 2:
        t = "ARM_TENANT_ID=%s\nARM_SUBSCRIPTION_ID=%s\nARM_CLIENT_ID=%s\nARM_USE_OIDC=true" % (uuid4(), uuid4(), uuid4())
        return "id: Azure tenant/subscription/client ids with OIDC (no secret)", t, "", {}
    if k == 3:
        t = "customer=cus_%s price=price_%s subscription=sub_%s account=acct_%s" % (
            rs(ALNUM, 14), rs(ALNUM, 24), rs(ALNUM, 24), rs(ALNUM, 16))
        return "id: Stripe object ids", t, "", {}
    if k == 4:
        t = "zone_id    = \"%s\"\naccount_id = \"%s\"" % (hexs(32), hexs(32))
        return "id: Cloudflare zone and account ids (32 hex)", t, "hcl", {}
    if k == 5:
        t = "role_arn = \"arn:aws:iam::%s:role/gha-deploy-%s\"\n# OIDC, no static keys" % (rs(DIG, 12), pick(SERVICES))
        return "id: AWS account id in role ARN", t, "ini", {}
    if k == 6:
        t = "SPOTIFY_CLIENT_ID=%s\nAUTH0_CLIENT_ID=%s\nNAVER_CLIENT_ID=%s" % (hexs(32), rs(ALNUM, 32), rs(ALNUM, 20))
        return "id: OAuth client ids only", t, "", {}
    if k == 7:
        t = "WECHAT_APPID=wx%s\nFEISHU_APP_ID=cli_%s\nLINE_CHANNEL_ID=%s" % (hexs(16), hexs(16), digits(10))
        return "id: WeChat/Feishu/LINE app ids", t, "", {}
    if k == 8:
        t = "APP_STORE_CONNECT_KEY_ID=%s\nAPP_STORE_CONNECT_ISSUER_ID=%s\nAPPLE_TEAM_ID=%s\n# .p8 lives in the CI secret store" % (
            rs(UPALNUM, 10), uuid4(), rs(UPALNUM, 10))
        return "id: App Store Connect key id/issuer id/team id", t, "", {}
    if k == 9:
        t = "channel=C0%s team=T0%s user=U0%s bot_id=B0%s" % (rs(UPALNUM, 9), rs(UPALNUM, 8), rs(UPALNUM, 9), rs(UPALNUM, 9))
        return "id: Slack channel/team/user ids", t, "", {}
    if k == 10:
        t = "OKTA_CLIENT_ID=0oa%s\nOKTA_ISSUER=https://acme.okta.com/oauth2/aus%s" % (rs(ALNUM, 17), rs(ALNUM, 17))
        return "id: Okta client id and issuer", t, "", {}
    t = "kakao app id: %s, GA4 measurement id: G-%s, GTM: GTM-%s" % (digits(6), rs(UPALNUM, 10), rs(UPALNUM, 7))
    return "id: Kakao app id and analytics ids", t, "", {}


def cl_base64():
    k = ri(0, 5)
    if k == 0:
        data = json.dumps({"env": pick(["staging", "prod"]), "replicas": ri(2, 9), "featureFlags": ["new-checkout"]}).encode()
        t = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-flags\nbinaryData:\n  flags.json: %s" % (pick(SERVICES), b64(data))
        return "base64: ConfigMap binaryData of a JSON config", t, "yaml", {}
    if k == 1:
        cert = b64(b"-----BEGIN CERTIFICATE-----\n" + base64.b64encode(rbytes(150)) + b"\n-----END CERTIFICATE-----\n")
        t = "clusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://%s:6443\n  name: prod\nusers:\n- name: sso\n  user:\n    exec:\n      command: kubelogin" % (
            cert, pick(["10.0.0.1", "k8s.acme.dev"]))
        return "base64: kubeconfig CA data with exec auth", t, "yaml", {}
    if k == 2:
        png = b"\x89PNG\r\n\x1a\n" + rbytes(60)
        t = "<img src=\"data:image/png;base64,%s\" alt=\"status\">" % b64(png)
        return "base64: data URI image", t, "html", {}
    if k == 3:
        msg = json.dumps({"orderId": digits(10), "status": pick(["PAID", "SHIPPED"]), "ts": ts()}).encode()
        t = "{\n  \"message\": {\n    \"data\": \"%s\",\n    \"messageId\": \"%s\"\n  }\n}" % (b64(msg), digits(16))
        return "base64: Pub/Sub push message data", t, "json", {}
    if k == 4:
        text = "# %s\n\nInternal service for %s. See docs/.\n" % (pick(SERVICES), pick(["billing", "search", "push"]))
        t = "\"content\": \"%s\",\n\"encoding\": \"base64\"" % b64(text.encode())
        return "base64: GitHub contents API README", t, "json", {}
    hdr = b64url_nopad(json.dumps({"alg": "RS256", "kid": rs(B64URL, 16), "typ": "JWT"}, separators=(",", ":")).encode())
    t = "JWT header only (decoded to debug kid mismatch): %s" % hdr
    return "base64: JWT header segment only", t, "", {}


def cl_longid():
    k = ri(0, 7)
    if k == 0:
        t = "projects/%s/locations/global/keyRings/%s/cryptoKeys/%s/cryptoKeyVersions/%d" % (
            pick(["acme-prod", "kr-data-412"]), pick(["sops", "app"]), pick(["secrets-key", "db-kek"]), ri(1, 9))
        return "long id: GCP KMS key resource name", t, "", {}
    if k == 1:
        t = "github.com/acme/%s v0.0.0-%d%02d%02d%06d-%s" % (pick(SERVICES), 2025, ri(1, 12), ri(1, 28), ri(0, 235959), hexs(12))
        return "version: Go pseudo-version", t, "", {}
    if k == 2:
        t = "arn:aws:lambda:%s:%s:function:%s-%s:%d" % (pick(REGIONS_AWS), rs(DIG, 12), pick(SERVICES), hexs(8), ri(1, 90))
        return "long id: Lambda ARN with version", t, "", {}
    if k == 3:
        t = "s3://acme-datalake-prod/raw/events/year=2025/month=%02d/day=%02d/part-%05d-%s-c000.snappy.parquet" % (
            ri(1, 12), ri(1, 28), ri(0, 999), uuid4())
        return "long id: Spark output object key", t, "", {}
    if k == 4:
        t = "v%d.%d.%d-rc.%d+build.%d.%s" % (ri(1, 4), ri(0, 30), ri(0, 9), ri(1, 5), ri(100, 9999), hexs(7))
        return "version: semver with build metadata", t, "", {}
    if k == 5:
        t = "samsung/a54xnsxx/a54x:14/UP1A.231005.007/A546EXXS8CXF1:user/release-keys"
        return "long id: Android build fingerprint", t, "", {}
    if k == 6:
        t = "main.%s.js  vendor.%s.chunk.js  styles.%s.css" % (hexs(8), hexs(20), hexs(16))
        return "long id: hashed asset filenames", t, "", {}
    t = "i-%s  vol-%s  sg-%s  subnet-%s" % (hexs(17), hexs(17), hexs(17), hexs(17))
    return "long id: AWS resource ids", t, "", {}


def cl_policy():
    k = ri(0, 4)
    if k == 0:
        t = "password    requisite     pam_pwquality.so retry=3 minlen=%d dcredit=-1 ucredit=-1 ocredit=-1" % pick([12, 14, 16])
        return "policy: PAM password quality config", t, "", {}
    if k == 1:
        t = "passwordPolicy: length(%d) and digits(1) and upperCase(1) and notUsername and passwordHistory(5)" % pick([10, 12])
        return "policy: Keycloak password policy", t, "", {}
    if k == 2:
        t = "PASSWORD_REGEX = r\"^(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w\\s]).{%d,64}$\"" % pick([10, 12, 14])
        return "policy: password validation regex", t, "python", {}
    if k == 3:
        t = "aws iam update-account-password-policy --minimum-password-length %d --require-symbols --max-password-age 90" % pick([14, 16])
        return "policy: IAM account password policy command", t, "bash", {}
    return "policy: prose only (rotation and length rules)", "", "", {}


def cl_flags():
    k = ri(0, 5)
    if k == 0:
        return "flags: mysql -p prompts (no value)", "mysql -h %s -u %s -p %s" % (pick(HOSTS), pick(USERS), pick(DBNAMES)), "bash", {"lesson": (
            "With -p and no value mysql prompts for the password (the last word is the database name), so nothing lands in history.",
            "-p 뒤에 값이 없으면 mysql이 비밀번호를 물어본다(마지막 단어는 DB 이름). 그래서 히스토리에 남지 않는다.")}
    if k == 1:
        return "flags: docker login --password-stdin", "echo \"$CR_PAT\" | docker login ghcr.io -u %s --password-stdin" % pick(USERS), "bash", {"lesson": (
            "--password-stdin reads the token from stdin; CR_PAT is filled by CI, so the value never appears on the command line.",
            "--password-stdin은 stdin으로 토큰을 읽는다. CR_PAT는 CI가 채우므로 명령줄에 값이 드러나지 않는다.")}
    if k == 2:
        return "flags: PGPASSFILE / .pgpass format", "# ~/.pgpass format, chmod 600\nhostname:port:database:username:password", "", {"lesson": (
            "That line only documents the .pgpass format; the real file lives on the host with mode 600 and psql picks it up.",
            "이 줄은 .pgpass 형식 설명일 뿐이다. 실제 파일은 호스트에 600 권한으로 있고 psql이 알아서 읽는다.")}
    if k == 3:
        return "flags: redis-cli REDISCLI_AUTH", "REDISCLI_AUTH=\"$(cat /run/secrets/redis_pw)\" redis-cli -h %s ping" % pick(HOSTS), "bash", {"lesson": (
            "redis-cli reads REDISCLI_AUTH, so -a (which warns and shows up in ps) is not needed.",
            "redis-cli는 REDISCLI_AUTH를 읽으므로 경고도 뜨고 ps에도 보이는 -a 옵션은 필요 없다.")}
    if k == 4:
        return "flags: read -s prompt in script", "read -rsp 'DB password: ' DB_PASSWORD && export DB_PASSWORD", "bash", {"lesson": (
            "read -s keeps the typed password off the screen and out of shell history.",
            "read -s를 쓰면 입력한 비밀번호가 화면과 셸 히스토리에 남지 않는다.")}
    return "flags: sshpass -e with SSHPASS env", "SSHPASS=\"$(pass show infra/nas)\" sshpass -e ssh %s@%s" % (pick(USERS), pick(HOSTS)), "bash", {"lesson": (
            "sshpass -e takes the password from SSHPASS, filled from pass at run time; -p would expose it in ps.",
            "sshpass -e는 실행 시 pass에서 채운 SSHPASS 값을 쓴다. -p를 쓰면 ps에 노출된다.")}


def cl_encrypted():
    k = ri(0, 7)
    if k == 0:
        def enc():
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rbytes(ri(12, 30))), b64(rbytes(32)), b64(rbytes(16)))
        t = "db_password: %s\napi_key: %s\nsops:\n    kms:\n        - arn: arn:aws:kms:%s:%s:key/%s\n    lastmodified: \"%s\"\n    mac: %s\n    version: 3.8.1" % (
            enc(), enc(), pick(REGIONS_AWS), rs(DIG, 12), uuid4(), ts(), enc())
        return "encrypted: SOPS-encrypted YAML", t, "yaml", {}
    if k == 1:
        lines = wrap(hexs(ri(300, 420)), 80)
        t = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(lines)
        return "encrypted: Ansible Vault blob", t, "", {}
    if k == 2:
        t = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\nspec:\n  encryptedData:\n    password: Ag%s" % (
            pick(SERVICES), rs(B64, ri(300, 380)))
        return "encrypted: SealedSecret encryptedData", t, "yaml", {}
    if k == 3:
        t = "-----BEGIN AGE ENCRYPTED FILE-----\n%s\n-----END AGE ENCRYPTED FILE-----" % "\n".join(wrap(b64(b"age-encryption.org/v1\n" + rbytes(150)), 64))
        return "encrypted: age armored file", t, "", {}
    if k == 4:
        t = "vault write transit/decrypt/%s ciphertext=vault:v1:%s" % (pick(["app", "pii"]), b64(rbytes(ri(40, 70))))
        return "encrypted: Vault transit ciphertext", t, "bash", {}
    if k == 5:
        t = "aws kms decrypt --ciphertext-blob fileb://<(echo '%s' | base64 -d) --query Plaintext" % ("AQICAHh" + rs(B64, 180) + "==")
        return "encrypted: KMS ciphertext blob", t, "bash", {}
    if k == 6:
        t = "%s--%s--%s==" % (rs(B64, ri(120, 200)), rs(B64, 22), rs(B64, 22))
        return "encrypted: Rails credentials.yml.enc content", t, "", {}
    t = "spring.datasource.password=ENC(%s)\njasypt.encryptor.password=${JASYPT_PASSWORD}" % b64(rbytes(48))
    return "encrypted: Jasypt ENC() value", t, "properties", {}


def cl_publishable():
    k = ri(0, 15)
    if k == 0:
        key = "pk_live_" + (rs(ALNUM, 24) if chance(0.4) else "51" + rs(ALNUM, 97))
        return "publishable: Stripe publishable key", "const stripe = await loadStripe('%s');" % key, "js", {"vendor": "Stripe"}
    if k == 1:
        pid = pick(["acme-shop", "kr-market-app", "fleet-tracker"]) + "-" + rs(LOALNUM, 4)
        t = ("const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n"
             "  storageBucket: \"%s.appspot.com\",\n  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};") % (
            rs(B64URL, 35), pid, pid, pid, digits(12), digits(12), hexs(22))
        return "publishable: Firebase web config", t, "js", {"vendor": "Firebase"}
    if k == 2:
        return "publishable: reCAPTCHA site key", "<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>" % rs(B64URL, 38), "html", {"vendor": "reCAPTCHA"}
    if k == 3:
        return "publishable: Toss Payments client key", "const tossPayments = TossPayments('%s');" % (
            pick(["live_ck_", "test_ck_"]) + rs(ALNUM, 28)), "js", {"vendor": "Toss Payments"}
    if k == 4:
        return "publishable: PAY.JP public key", "const payjp = Payjp('pk_live_%s');" % hexs(24), "js", {"vendor": "PAY.JP"}
    if k == 5:
        payload = b64url_nopad(json.dumps({"u": pick(["acme-maps", "kr-geo"]), "a": rs(LOALNUM, 25)}, separators=(",", ":")).encode())
        return "publishable: Mapbox public token", "mapboxgl.accessToken = 'pk.%s.%s';" % (payload, rs(B64URL, 22)), "js", {"vendor": "Mapbox"}
    if k == 6:
        return "publishable: Algolia search-only key", "const client = algoliasearch('%s', '%s'); // search-only key" % (
            rs(UPALNUM, 10), hexs(32)), "js", {"vendor": "Algolia"}
    if k == 7:
        now = ri(1700000000, 1760000000)
        anon = jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "anon", "iat": now, "exp": now + 315360000})
        return "publishable: Supabase anon key", "export const supabase = createClient(\n  'https://%s.supabase.co',\n  '%s'\n);" % (
            rs(LO, 20), anon), "ts", {"vendor": "Supabase"}
    if k == 8:
        return "publishable: Sentry DSN", "Sentry.init({ dsn: 'https://%s@o%s.ingest.sentry.io/%s', tracesSampleRate: 0.1 });" % (
            hexs(32), digits(6), digits(7)), "js", {"vendor": "Sentry"}
    if k == 9:
        return "publishable: Google Maps JS API key (referrer-restricted)", \
            "<script async src=\"https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap\"></script>" % rs(B64URL, 35), \
            "html", {"vendor": "Google Maps"}
    if k == 10:
        return "publishable: Kakao JavaScript key", "Kakao.init('%s'); // JavaScript 키, 도메인 제한 걸려 있음" % hexs(32), "js", {"vendor": "Kakao"}
    if k == 11:
        host = pick(["clerk.acme.dev", "clerk.kr-shop.com"]) + "$"
        return "publishable: Clerk publishable key", "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64(host.encode()).rstrip("="), "", {"vendor": "Clerk"}
    if k == 12:
        return "publishable: PostHog project API key", "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % rs(ALNUM, 43), "js", {"vendor": "PostHog"}
    if k == 13:
        return "publishable: Cloudflare Turnstile site key", "<div class=\"cf-turnstile\" data-sitekey=\"0x4AAAAAAA%s\"></div>" % rs(B64URL, 14), "html", {"vendor": "Turnstile"}
    if k == 14:
        return "publishable: hCaptcha site key", "<div class=\"h-captcha\" data-sitekey=\"%s\"></div>" % uuid4(), "html", {"vendor": "hCaptcha"}
    return "publishable: Adyen client key", "const checkout = await AdyenCheckout({ clientKey: '%s', environment: 'live' });" % (
        "live_" + rs(UPALNUM, 32)), "js", {"vendor": "Adyen"}


def cl_plain():
    return "plain: engineering note", "", "", {}


CLEAN_GENS = [("placeholder", 40, cl_placeholder), ("masked", 30, cl_masked), ("reference", 45, cl_reference),
              ("hash", 35, cl_hash), ("ids", 25, cl_ids), ("pubkey", 25, cl_pubkey), ("nonsecret_id", 30, cl_nonsecret_id),
              ("base64", 15, cl_base64), ("longid", 20, cl_longid), ("policy", 15, cl_policy), ("flags", 15, cl_flags),
              ("encrypted", 20, cl_encrypted), ("publishable", 25, cl_publishable), ("plain", 20, cl_plain)]
assert sum(n for _, n, _ in CLEAN_GENS) == N_CLEAN


# ---- prose for clean notes (per family) -------------------------------------------------------
CP = {
    "placeholder": {
        "en": {"mc": ["While {task}, I could not tell whether the values in the template were real credentials.",
                      "I almost reported the example config of {svc} as a leak; it only holds placeholders.",
                      "The onboarding guide for {svc} shows a template and I did not know which parts the user fills in.",
                      "I did not know that {svc} renders its config from templates at deploy time."],
               "lesson": ["Those are placeholders or template expressions; the real values are injected from the secret store.",
                          "Vendor-shaped dummies (prefix plus x's) exist so people recognise the format; they are not keys.",
                          "Templated references like these are safe to commit; only rendered output would contain secrets.",
                          "Keep the example file in sync with the variables {svc} reads, but never with real values."],
               "ask": ["Should the example file list every variable {svc} needs?",
                       "Is there a script that renders the template with real values locally?", ""]},
        "ko": {"mc": ["{task} 중에 템플릿에 있는 값이 실제 자격 증명인지 구분이 안 됐다.",
                      "{svc}의 예시 설정을 유출로 신고할 뻔했는데 플레이스홀더뿐이었다.",
                      "{svc} 온보딩 가이드에 템플릿이 있는데 어느 부분을 사용자가 채우는지 몰랐다.",
                      "{svc/이/가} 배포 시점에 템플릿으로 설정을 렌더링한다는 걸 몰랐다."],
               "lesson": ["이건 플레이스홀더나 템플릿 표현식이다. 실제 값은 시크릿 스토어에서 주입된다.",
                          "접두사 + x로 채운 더미 값은 형식을 알아보게 하려는 것일 뿐 키가 아니다.",
                          "이런 템플릿 참조는 커밋해도 안전하다. 렌더링된 결과물에만 시크릿이 들어간다.",
                          "예시 파일은 {svc/이/가} 읽는 변수 목록과 맞추되 실제 값은 절대 넣지 않는다."],
               "ask": ["예시 파일에 {svc/이/가} 필요로 하는 변수를 전부 적어 둘까요?",
                       "로컬에서 템플릿을 실제 값으로 렌더링하는 스크립트가 있나요?", ""]}},
    "masked": {
        "en": {"mc": ["I was not sure whether this output exposed anything, so I stopped before pasting it into the ticket.",
                      "While {task}, I needed to know which key {svc} was using, and this masked output was all I had.",
                      "The user sent a screenshot-style dump to show the credential was configured."],
               "lesson": ["The tool masks everything except a short suffix; the suffix is enough to match the key in the console.",
                          "Masked output like this is safe to share and is the right way to prove a key is configured.",
                          "Compare the last four characters with the console listing instead of asking for the full value.",
                          "Byte counts and asterisks confirm presence only; they do not reveal the value."],
               "ask": ["Which key id should the last four characters match?", "Is this the account that CI uses too?", ""]},
        "ko": {"mc": ["이 출력에 노출되는 게 있는지 확신이 없어서 티켓에 붙이기 전에 멈췄다.",
                      "{task} 중 {svc/이/가} 어떤 키를 쓰는지 알아야 했는데 가진 건 마스킹된 출력뿐이었다.",
                      "사용자가 자격 증명이 설정돼 있다는 걸 보여주려고 출력 결과를 보내줬다."],
               "lesson": ["도구가 끝 몇 글자만 남기고 마스킹한다. 그 정도면 콘솔의 키와 대조하기에 충분하다.",
                          "이런 마스킹 출력은 공유해도 안전하고, 키가 설정됐는지 증명하는 올바른 방법이다.",
                          "전체 값을 달라고 하지 말고 끝 네 글자를 콘솔 목록과 비교할 것.",
                          "바이트 수와 별표는 존재 여부만 알려줄 뿐 값은 드러내지 않는다."],
               "ask": ["끝 네 글자는 어떤 키 ID와 일치해야 하나요?", "CI도 같은 계정을 쓰나요?", ""]}},
    "reference": {
        "en": {"mc": ["I did not know where {svc} gets its credentials from at runtime.",
                      "While {task}, I looked for the password in the repo and found only a reference.",
                      "Nobody told me that secrets for {svc} moved to the secret manager last quarter."],
               "lesson": ["The code and manifests only reference the secret by name; the value is resolved at runtime.",
                          "Use the reference, not a copy: rotation then needs no code change.",
                          "Secret-manager paths and ARNs are identifiers, not the secret itself.",
                          "Read it through the CLI or SDK when needed and keep it out of shell history."],
               "ask": ["Which IAM role or policy grants read access to this secret?",
                       "Is the staging secret stored under the same path pattern?", ""]},
        "ko": {"mc": ["{svc/이/가} 런타임에 자격 증명을 어디서 가져오는지 몰랐다.",
                      "{task} 중 레포에서 비밀번호를 찾았는데 참조만 있었다.",
                      "{svc} 시크릿이 지난 분기에 시크릿 매니저로 옮겨졌다는 걸 아무도 말해주지 않았다."],
               "lesson": ["코드와 매니페스트는 시크릿을 이름으로만 참조하고 값은 런타임에 조회된다.",
                          "복사본 말고 참조를 쓰면 교체할 때 코드 변경이 필요 없다.",
                          "시크릿 매니저 경로나 ARN은 식별자일 뿐 시크릿 자체가 아니다.",
                          "필요할 때 CLI나 SDK로 읽고 셸 히스토리에 남기지 말 것."],
               "ask": ["이 시크릿 읽기 권한은 어떤 IAM 역할에 있나요?", "스테이징 시크릿도 같은 경로 규칙인가요?", ""]}},
    "hash": {
        "en": {"mc": ["While {task}, a reviewer asked whether the long hex strings in the PR were keys.",
                      "I did not know the release process verifies artifacts by checksum.",
                      "The build broke on a checksum mismatch and I had to figure out which value was expected."],
               "lesson": ["These are digests of public content; they identify artifacts and are safe to commit.",
                          "Pinning by digest or hash makes builds reproducible; update them with the lock tool, not by hand.",
                          "Commit SHAs and checksums are not secrets even though they look random.",
                          "A mismatch means the artifact changed, not that a credential is wrong."],
               "ask": ["Should we pin the base image by digest everywhere?", "Which tool regenerates the lock file here?", ""]},
        "ko": {"mc": ["{task} 중 리뷰어가 PR의 긴 16진수 문자열이 키인지 물었다.",
                      "릴리스 과정에서 체크섬으로 아티팩트를 검증한다는 걸 몰랐다.",
                      "체크섬 불일치로 빌드가 깨져서 어떤 값이 기대값인지 찾아야 했다."],
               "lesson": ["공개 콘텐츠의 다이제스트라서 아티팩트 식별용이고 커밋해도 안전하다.",
                          "다이제스트나 해시로 고정하면 빌드가 재현 가능해진다. 손으로 고치지 말고 lock 도구로 갱신할 것.",
                          "커밋 SHA와 체크섬은 무작위처럼 보여도 시크릿이 아니다.",
                          "불일치는 자격 증명 문제가 아니라 아티팩트가 바뀌었다는 뜻이다."],
               "ask": ["베이스 이미지를 전부 다이제스트로 고정할까요?", "여기서는 어떤 도구로 lock 파일을 다시 만드나요?", ""]}},
    "ids": {
        "en": {"mc": ["Support asked for identifiers to trace a failed call from {svc}.",
                      "While {task}, I needed to correlate a user report with our logs.",
                      "I did not know which id the vendor's support team needs."],
               "lesson": ["Request, trace and event ids are safe to share and are exactly what support needs.",
                          "Search logs by trace id first; it links the gateway, {svc} and the database spans.",
                          "UUIDs in logs are correlation ids, not tokens."],
               "ask": ["Do you want the trace id or the request id in bug reports?", "How long are traces retained?", ""]},
        "ko": {"mc": ["지원팀이 {svc}의 실패한 호출을 추적하려고 식별자를 요청했다.",
                      "{task} 중 사용자 제보를 우리 로그와 연결해야 했다.",
                      "벤더 지원팀이 어떤 ID를 필요로 하는지 몰랐다."],
               "lesson": ["요청/트레이스/이벤트 ID는 공유해도 안전하고 지원팀이 필요로 하는 게 바로 이것이다.",
                          "로그는 트레이스 ID로 먼저 검색할 것. 게이트웨이, {svc}, DB 스팬이 한 번에 이어진다.",
                          "로그의 UUID는 상관관계 ID이지 토큰이 아니다."],
               "ask": ["버그 리포트에는 트레이스 ID와 요청 ID 중 무엇을 적을까요?", "트레이스 보존 기간은 얼마인가요?", ""]}},
    "pubkey": {
        "en": {"mc": ["I needed to grant the CI runner access and did not know which half of the key goes on the server.",
                      "While {task}, the user sent key material and I had to decide whether it was sensitive.",
                      "The host key changed after the rebuild and SSH refused to connect."],
               "lesson": ["Public keys and fingerprints are meant to be shared; only the private half must stay secret.",
                          "Verify host fingerprints out of band before accepting them.",
                          "Public key material can go in the repo, the wiki, or authorized_keys without risk."],
               "ask": ["Should deploy keys be per repository or per environment?",
                       "Where is the canonical list of trusted host fingerprints?", ""]},
        "ko": {"mc": ["CI 러너에 접근 권한을 줘야 했는데 키의 어느 쪽이 서버에 들어가는지 몰랐다.",
                      "{task} 중 사용자가 키를 보내줘서 민감한 정보인지 판단해야 했다.",
                      "재구축 후 호스트 키가 바뀌어서 SSH 접속이 거부됐다."],
               "lesson": ["공개 키와 지문은 공유하라고 있는 것이다. 개인 키 쪽만 비밀로 유지하면 된다.",
                          "호스트 지문은 수락하기 전에 별도 채널로 확인할 것.",
                          "공개 키는 레포, 위키, authorized_keys 어디에 둬도 위험하지 않다."],
               "ask": ["배포 키는 레포별로 둘까요, 환경별로 둘까요?", "신뢰하는 호스트 지문 목록은 어디서 관리하나요?", ""]}},
    "nonsecret_id": {
        "en": {"mc": ["While {task}, I was unsure which of these identifiers count as secrets.",
                      "The config for {svc} has several long ids and I hesitated to commit them.",
                      "I did not know which values the federation setup actually needs."],
               "lesson": ["Account ids, client ids and app ids are identifiers; the matching secrets live in the vault.",
                          "With OIDC federation there is no static secret at all; the ids are enough.",
                          "These ids can be committed; rotate nothing when they appear in a log."],
               "ask": ["Is there a separate app id for staging?", "Who can see the matching secret in the vault?", ""]},
        "ko": {"mc": ["{task} 중 이 식별자들 중 무엇이 시크릿인지 확신이 없었다.",
                      "{svc} 설정에 긴 ID가 여러 개 있어서 커밋하기 망설여졌다.",
                      "연동 설정에 실제로 필요한 값이 무엇인지 몰랐다."],
               "lesson": ["계정 ID, 클라이언트 ID, 앱 ID는 식별자다. 짝이 되는 시크릿은 Vault에 있다.",
                          "OIDC 연동을 쓰면 고정 시크릿이 아예 없고 ID만으로 충분하다.",
                          "이 ID들은 커밋해도 되고, 로그에 찍혀도 교체할 필요가 없다."],
               "ask": ["스테이징용 앱 ID가 따로 있나요?", "짝이 되는 시크릿은 Vault에서 누가 볼 수 있나요?", ""]}},
    "base64": {
        "en": {"mc": ["A long base64 blob in the manifest looked like a credential while I was {task}.",
                      "I did not know what this encoded field contained, so I decoded it."],
               "lesson": ["It decodes to ordinary data (config, a certificate, an image); base64 is an encoding, not secrecy.",
                          "Decode before assuming; here the blob is public data and fine to keep in git."],
               "ask": ["Should we store this as plain YAML instead of base64 for readability?", ""]},
        "ko": {"mc": ["{task} 중 매니페스트의 긴 base64 덩어리가 자격 증명처럼 보였다.",
                      "인코딩된 필드에 뭐가 들었는지 몰라서 디코딩해 봤다."],
               "lesson": ["디코딩하면 평범한 데이터(설정, 인증서, 이미지)다. base64는 인코딩이지 비밀 보호가 아니다.",
                          "추측하기 전에 디코딩할 것. 여기 덩어리는 공개 데이터라 git에 둬도 된다."],
               "ask": ["가독성을 위해 base64 대신 일반 YAML로 둘까요?", ""]}},
    "longid": {
        "en": {"mc": ["While {task}, I copied this identifier and was not sure whether it should be redacted.",
                      "The deploy output of {svc} contained this long string and I needed to know what it was."],
               "lesson": ["It is a resource name or version string, not a credential.",
                          "Long structured identifiers are fine in notes; they make the change traceable."],
               "ask": ["Should notes reference the full resource name or just the short id?", ""]},
        "ko": {"mc": ["{task} 중 이 식별자를 복사했는데 가려야 하는지 확신이 없었다.",
                      "{svc} 배포 출력에 긴 문자열이 있어서 정체를 확인해야 했다."],
               "lesson": ["리소스 이름이나 버전 문자열이지 자격 증명이 아니다.",
                          "구조화된 긴 식별자는 노트에 남겨도 된다. 변경 추적에 도움이 된다."],
               "ask": ["노트에는 전체 리소스 이름을 남길까요, 짧은 ID만 남길까요?", ""]}},
    "policy": {
        "en": {"mc": ["I did not know the password rules for the new admin accounts of {svc}.",
                      "The user asked me to enforce a stronger password policy while {task}.",
                      "Login for new staff kept failing and nobody had told me the complexity rules."],
               "lesson": ["Minimum length is the rule that matters most; complexity classes were relaxed last year.",
                          "Passwords rotate every 90 days for admins only; service accounts use keys instead.",
                          "Passwords must not reuse the last five and must not contain the user name."],
               "ask": ["Should service accounts follow the same policy?", "Do we enforce this in SSO or in each app?", ""]},
        "ko": {"mc": ["{svc} 신규 관리자 계정의 비밀번호 규칙을 몰랐다.",
                      "{task} 중 사용자가 비밀번호 정책을 강화해 달라고 했다.",
                      "신규 입사자 로그인이 계속 실패했는데 복잡도 규칙을 아무도 알려주지 않았다."],
               "lesson": ["가장 중요한 건 최소 길이다. 문자 종류 규칙은 작년에 완화됐다.",
                          "관리자만 90일마다 비밀번호를 바꾸고, 서비스 계정은 키를 쓴다.",
                          "최근 다섯 개 비밀번호는 재사용할 수 없고 사용자 이름을 포함하면 안 된다."],
               "ask": ["서비스 계정도 같은 정책을 따라야 하나요?", "정책은 SSO에서 강제하나요, 앱마다 하나요?", ""]}},
    "flags": {
        "en": {"mc": ["I did not know how to pass the password without leaving it in shell history.",
                      "While {task}, the script hung waiting for input and I did not understand why.",
                      "The runbook for {svc} used a flag I did not recognise."],
               "lesson": ["Without a value the flag makes the client prompt; that is intended so nothing lands in history.",
                          "Read the value from stdin or an env var populated by the secret manager, never inline.",
                          "The file only describes the format; the real file lives on the host with mode 600."],
               "ask": ["Is there a wrapper script that fetches the password for us?", "Should CI use the same approach?", ""]},
        "ko": {"mc": ["셸 히스토리에 남기지 않고 비밀번호를 넘기는 방법을 몰랐다.",
                      "{task} 중 스크립트가 입력 대기로 멈췄는데 이유를 몰랐다.",
                      "{svc} 런북에 처음 보는 플래그가 있었다."],
               "lesson": ["값 없이 플래그만 주면 클라이언트가 프롬프트를 띄운다. 히스토리에 남지 않게 하려는 의도다.",
                          "값은 stdin이나 시크릿 매니저가 채운 환경 변수로 받고, 명령에 직접 쓰지 말 것.",
                          "이 파일은 형식 설명일 뿐이고 실제 파일은 호스트에 600 권한으로 있다."],
               "ask": ["비밀번호를 대신 가져오는 래퍼 스크립트가 있나요?", "CI에서도 같은 방식을 쓸까요?", ""]}},
    "encrypted": {
        "en": {"mc": ["While {task}, I found encrypted values in the repo and did not know how they get decrypted.",
                      "I was unsure whether committing this encrypted file was acceptable.",
                      "The deploy of {svc} failed at the decrypt step."],
               "lesson": ["The values are ciphertext; only holders of the key (KMS, age identity, vault password) can read them.",
                          "Encrypted blobs are meant to live in git; never commit the decrypted output.",
                          "Decrypt failures mean a missing key permission, not a broken file."],
               "ask": ["Who can grant me decrypt permission on the key?", "Should new secrets use the same tool?", ""]},
        "ko": {"mc": ["{task} 중 레포에서 암호화된 값을 발견했는데 어떻게 복호화되는지 몰랐다.",
                      "암호화된 파일을 커밋해도 되는지 확신이 없었다.",
                      "{svc} 배포가 복호화 단계에서 실패했다."],
               "lesson": ["값은 암호문이라 키(KMS, age identity, vault 비밀번호)를 가진 사람만 읽을 수 있다.",
                          "암호화된 덩어리는 git에 두는 게 맞다. 복호화한 결과만 커밋하지 않으면 된다.",
                          "복호화 실패는 파일 손상이 아니라 키 권한이 없다는 뜻이다."],
               "ask": ["키 복호화 권한은 누가 줄 수 있나요?", "새 시크릿도 같은 도구로 관리할까요?", ""]}},
    "publishable": {
        "en": {"mc": ["I was not sure whether the {vendor} key in the frontend bundle was a leak.",
                      "While {task}, a security scanner flagged the {vendor} key in the web app.",
                      "The user asked why the {vendor} key is visible in page source."],
               "lesson": ["{vendor} documents this key as public: it identifies the project and is restricted by domain or by its limited rights.",
                          "Client-side keys like this are expected in the bundle; the secret counterpart stays on the server.",
                          "Mark it as publishable in the scanner allowlist instead of rotating it."],
               "ask": ["Are referrer or domain restrictions configured for this key?", "Should the scanner allowlist it?", ""]},
        "ko": {"mc": ["프론트엔드 번들에 있는 {vendor} 키가 유출인지 확신이 없었다.",
                      "{task} 중 보안 스캐너가 웹앱의 {vendor} 키를 탐지했다.",
                      "사용자가 페이지 소스에 {vendor} 키가 보이는 이유를 물었다."],
               "lesson": ["{vendor/은/는} 이 키를 공개용으로 문서화한다. 프로젝트 식별용이고 도메인 제한이나 제한된 권한이 걸려 있다.",
                          "이런 클라이언트 키는 번들에 있는 게 정상이다. 짝이 되는 시크릿은 서버에만 있다.",
                          "교체하지 말고 스캐너 허용 목록에 publishable로 표시할 것."],
               "ask": ["이 키에 리퍼러/도메인 제한이 설정돼 있나요?", "스캐너 허용 목록에 넣을까요?", ""]}},
    "plain": {
        "en": {"mc": ["While {task}, the integration test failed only between midnight and 9am KST.",
                      "I did not know that {svc} has a hard 30 second timeout at the load balancer.",
                      "The migration for {svc} locked the orders table for four minutes in staging.",
                      "Docker builds of {svc} took 12 minutes because the dependency layer was invalidated on every commit.",
                      "I assumed the cron schedule was in local time; it runs in UTC.",
                      "Nobody told me the team squashes commits on merge.",
                      "The nightly job for {svc} ran twice after the DST change in the EU region."],
               "lesson": ["Use UTC in fixtures and convert only at the edge.",
                          "Long requests must be moved to a background job with polling.",
                          "Create indexes concurrently and split the backfill into batches of 10k rows.",
                          "Copy the lock file first and install dependencies before copying the source.",
                          "Write cron expressions in UTC and note the local time in a comment.",
                          "Keep PR titles in conventional-commit form because they become the squash message.",
                          "Make the job idempotent with a run date key instead of relying on the scheduler."],
               "ask": ["Should the test suite run with TZ=Asia/Seoul as well?", "Can we raise the timeout for the export endpoint?",
                       "Is there a maintenance window for schema changes?", ""]},
        "ko": {"mc": ["{task} 중 통합 테스트가 한국 시간 자정부터 오전 9시 사이에만 실패했다.",
                      "{svc} 앞단 로드밸런서에 30초 고정 타임아웃이 있다는 걸 몰랐다.",
                      "{svc} 마이그레이션이 스테이징에서 orders 테이블을 4분 동안 잠갔다.",
                      "의존성 레이어가 커밋마다 무효화돼서 {svc} 도커 빌드가 12분 걸렸다.",
                      "크론 스케줄이 로컬 시간이라고 생각했는데 UTC 기준이었다.",
                      "팀이 머지할 때 스쿼시한다는 걸 아무도 알려주지 않았다.",
                      "EU 리전 서머타임 전환 후 {svc} 야간 잡이 두 번 실행됐다."],
               "lesson": ["픽스처는 UTC로 쓰고 변환은 경계에서만 할 것.",
                          "오래 걸리는 요청은 백그라운드 잡 + 폴링으로 옮겨야 한다.",
                          "인덱스는 CONCURRENTLY로 만들고 백필은 만 건 단위로 나눌 것.",
                          "lock 파일을 먼저 복사해 의존성을 설치한 뒤 소스를 복사한다.",
                          "크론 식은 UTC로 쓰고 주석에 한국 시간을 적어 둔다.",
                          "PR 제목이 스쿼시 메시지가 되므로 conventional commit 형식을 지킬 것.",
                          "스케줄러에 기대지 말고 실행 날짜 키로 잡을 멱등하게 만든다."],
               "ask": ["테스트를 TZ=Asia/Seoul로도 돌릴까요?", "내보내기 엔드포인트 타임아웃을 늘려도 되나요?",
                       "스키마 변경용 점검 시간이 있나요?", ""]}},
}
CL_LEADIN = {"en": ["For reference:", "What I was looking at:", "Snippet:", "From {file}:", "The relevant lines:",
                    "As it appears in the repo:"],
             "ko": ["참고:", "보고 있던 내용:", "스니펫:", "{file}에서:", "관련 줄:", "레포에 있는 그대로:"]}
CL_FILES = ["the repo", "the PR", "the runbook", "the CI log", "the wiki", "the ticket", "README.md", "the deploy output"]
FILE_KO = {"the runbook": "런북", "the shell history": "셸 히스토리", "the CI log": "CI 로그",
           "the Confluence page": "컨플루언스 페이지", "the wiki table": "위키 표", "the Slack DM": "슬랙 DM",
           "the Teams chat": "팀즈 채팅", "the KakaoTalk thread": "카카오톡 대화방", "the Discord channel": "디스코드 채널",
           "the PR diff": "PR diff", "the last commit": "마지막 커밋", "the chat": "채팅", "the onboarding doc": "온보딩 문서",
           "a sticky note photo": "포스트잇 사진", "the ticket": "티켓", "the incident channel": "장애 대응 채널",
           "the HAR file": "HAR 파일", "the bug report": "버그 리포트", "devtools": "개발자 도구",
           "the Postman export": "Postman 내보내기 파일", "the README": "README", "the support ticket": "지원 티켓",
           "the Slack thread": "슬랙 스레드", "the shared ops doc": "운영 공유 문서", "the ops wiki": "운영 위키",
           "the shared drive": "공유 드라이브", "the hardware inventory sheet": "장비 관리 시트",
           "the modem README": "모뎀 README", "the office guide": "사무실 안내 문서", "the kiosk setup doc": "키오스크 설정 문서",
           "the repo": "레포", "the PR": "PR", "the deploy output": "배포 출력", "the wiki": "위키",
           "the Stripe dashboard": "Stripe 대시보드", "the IAM console": "IAM 콘솔", "the Actions log": "Actions 로그",
           "the variable": "해당 변수"}


def compose_clean(lang, fam, gen):
    cat, text, hint, extra = gen()
    v = vars_base(lang)
    v["file"] = extra.get("file", pick(CL_FILES))
    v["vendor"] = extra.get("vendor", "")
    if lang == "ko":
        v["file"] = FILE_KO.get(v["file"], v["file"])
    pool = CP[fam][lang]
    if fam == "plain":
        i = ri(0, len(pool["mc"]) - 1)
        mc = fmt(pool["mc"][i], v)
        lesson = fmt(pool["lesson"][i], v)
    else:
        mc = fmt(pick(pool["mc"]), v)
        lesson = fmt(pick(pool["lesson"]), v)
        if "lesson" in extra:
            lesson = extra["lesson"][0 if lang == "en" else 1]
    ask = fmt(pick(pool["ask"]), v)
    where = "none"
    if text:
        snip = show_snippet(text, hint)
        r = R.random()
        if r < 0.55:
            mc = mc + " " + fmt(pick(CL_LEADIN[lang]), v) + "\n" + snip
            where = "context"
        elif r < 0.9:
            lesson = lesson + "\n" + snip
            where = "lesson"
        elif "\n" not in text and len(text) < 300:
            ask = (ask + " " if ask else "") + ("Is this fine to keep as is? " if lang == "en" else
                                                 "이대로 둬도 괜찮나요? ") + "`" + text + "`"
            where = "ask"
        else:
            lesson = lesson + "\n" + snip
            where = "lesson"
    if fam == "publishable":
        cat += " [publishable]"
    return {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}, cat, where


# ----------------------------------------------------------------------------------------------
# validation (FORMAT.txt rules)
# ----------------------------------------------------------------------------------------------
FIELD_LIMITS = (("missing_context", 1024), ("lesson", 1024), ("ask_next_time", 512))


def occurrences(text, sub):
    out = []
    i = text.find(sub)
    while i != -1:
        out.append(i)
        i = text.find(sub, i + 1)
    return out


def fields_ok(fields):
    if not fields["missing_context"].strip() or not fields["lesson"].strip():
        return False
    return all(ubytes(fields[k]) <= lim for k, lim in FIELD_LIMITS)


def window_violation(fields, secrets):
    """None if every 8-char window of every secret occurs only inside occurrences of the secrets"""
    for key, _ in FIELD_LIMITS:
        text = fields[key]
        spans = []
        for s in secrets:
            spans += [(i, i + len(s)) for i in occurrences(text, s)]
        for s in secrets:
            for j in range(len(s) - 7):
                w = s[j:j + 8]
                for pos in occurrences(text, w):
                    if not any(a <= pos and pos + 8 <= b for a, b in spans):
                        return "window %r of %r at %s:%d" % (w, s, key, pos)
    return None


def secret_note_ok(fields, secrets):
    if not fields_ok(fields) or not secrets:
        return False
    alltext = "\n".join(fields[k] for k, _ in FIELD_LIMITS)
    for s in secrets:
        if len(s) < 8 or s not in alltext:
            return False
    return window_violation(fields, secrets) is None


def assert_secret_note(note):
    f, secrets = note["fields"], note["secrets"]
    assert fields_ok(f), note["category"]
    assert secrets, note["category"]
    alltext = "\n".join(f[k] for k, _ in FIELD_LIMITS)
    for s in secrets:
        assert len(s) >= 8, (note["category"], s)
        assert s in alltext, (note["category"], s)
    v = window_violation(f, secrets)
    assert v is None, (note["category"], v)


# ----------------------------------------------------------------------------------------------
# assembly
# ----------------------------------------------------------------------------------------------
LONG_VENDORS = ["AWS STS", "Atlassian", "PyPI", "Meta", "Fly.io", "Aiven", "Kubernetes", "LINE", "KIS", "OpenAI",
                "Adyen"]


def long_token_item():
    vd = pick([x for x in VENDORS if x["name"] in LONG_VENDORS])
    it = vendor_item(vd)
    it["cat"] = "long token: " + it["cat"][len("token: "):]
    return it


WEBHOOK_VENDORS = ["Slack webhook", "Discord webhook", "DingTalk", "WeCom", "Feishu webhook"]


def webhook_item():
    vd = pick([x for x in VENDORS if x["name"] in WEBHOOK_VENDORS])
    it = vendor_item(vd)
    it["cat"] = "webhook: " + it["cat"][len("token: "):]
    return it


SECRET_PLAN = [("vendor", 158, None), ("app_secret", 10, app_secret_item), ("password_config", 29, password_config_item),
               ("password_prose", 12, password_prose_item), ("password_cmd", 31, password_cmd_item),
               ("webhook", 6, webhook_item),
               ("conn_string", 26, conn_string_item), ("header", 20, header_item), ("signed_url", 9, signed_url_item),
               ("long_token", 10, long_token_item),
               ("private_key", 11, private_key_item), ("totp", 7, totp_item), ("recovery", 7, recovery_item),
               ("pin_wifi", 10, pin_wifi_item), ("multi", 14, multi_item)]
assert sum(n for _, n, _ in SECRET_PLAN) == N_SECRET

STATS = {"vendors": [], "containers": [], "frames": [], "retries": 0}


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def build_secret(lang, fam, fn, vd):
    while True:
        item = vendor_item(vd) if fam == "vendor" else fn()
        fields, frame = compose_secret(lang, item)
        alltext = "\n".join(fields[k] for k, _ in FIELD_LIMITS)
        secrets = [s for s in dedupe(item["secrets"]) if s in alltext]
        if secret_note_ok(fields, secrets):
            break
        STATS["retries"] += 1
    for name in item.get("vdefs", []):
        if name not in STATS["vendors"]:
            STATS["vendors"].append(name)
    cont = item.get("container") or "-"
    if frame in ("inline-prose", "value-at-start", "split-across-fields", "value-at-end", "question-only"):
        cont = "prose"
    if cont not in STATS["containers"]:
        STATS["containers"].append(cont)
    if frame not in STATS["frames"]:
        STATS["frames"].append(frame)
    cat = "%s | %s | %s" % (item["cat"], cont, frame)
    return {"lang": lang, "kind": "secret", "category": cat, "fields": fields, "secrets": secrets}


def build_clean(lang, fam, gen):
    while True:
        fields, cat, where = compose_clean(lang, fam, gen)
        if fields_ok(fields):
            break
        STATS["retries"] += 1
    if cat.endswith(" [publishable]"):
        category = "%s | snippet-in-%s [publishable]" % (cat[:-len(" [publishable]")], where)
    else:
        category = "%s | snippet-in-%s" % (cat, where)
    return {"lang": lang, "kind": "clean", "category": category, "fields": fields, "secrets": []}


def lang_list():
    langs = ["en"] * N_EN + ["ko"] * N_KO
    R.shuffle(langs)
    return langs


def main(out_path):
    notes = []
    # secret notes
    fams = []
    for fam, n, fn in SECRET_PLAN:
        fams += [(fam, fn)] * n
    R.shuffle(fams)
    langs = lang_list()
    vqueue = R.sample(VENDORS, len(VENDORS))
    n_vendor = sum(n for fam, n, _ in SECRET_PLAN if fam == "vendor")
    while len(vqueue) < n_vendor:
        vqueue.append(pick(VENDORS))
    vi = 0
    for (fam, fn), lang in zip(fams, langs):
        vd = None
        if fam == "vendor":
            vd = vqueue[vi]
            vi += 1
        notes.append(build_secret(lang, fam, fn, vd))
    # clean notes
    fams = []
    for fam, n, gen in CLEAN_GENS:
        fams += [(fam, gen)] * n
    R.shuffle(fams)
    langs = lang_list()
    for (fam, gen), lang in zip(fams, langs):
        notes.append(build_clean(lang, fam, gen))
    # final shuffle, ids, checks
    R.shuffle(notes)
    out = []
    for i, nt in enumerate(notes):
        rec = {"id": "%s%03d" % (ID_PREFIX, i + 1), "lang": nt["lang"], "kind": nt["kind"], "category": nt["category"],
               "fields": {"missing_context": nt["fields"]["missing_context"], "lesson": nt["fields"]["lesson"],
                          "ask_next_time": nt["fields"]["ask_next_time"]},
               "secrets": nt["secrets"]}
        if rec["kind"] == "secret":
            assert_secret_note(rec)
        else:
            assert rec["secrets"] == [] and fields_ok(rec["fields"])
        out.append(rec)
    assert len(out) == N_SECRET + N_CLEAN
    for kind in ("secret", "clean"):
        for lang, n in (("en", N_EN), ("ko", N_KO)):
            assert sum(1 for r in out if r["kind"] == kind and r["lang"] == lang) == n
    ids = [r["id"] for r in out]
    assert len(dict.fromkeys(ids)) == len(ids)
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for rec in out:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    data = open(out_path, "rb").read()
    sys.stderr.write("wrote %s: %d notes, sha256 %s\n" % (out_path, len(out), hashlib.sha256(data).hexdigest()))
    sys.stderr.write("distinct vendor token shapes in secret notes: %d (of %d defined); containers/snippet kinds: %d; frames: %d; "
                     "regenerations: %d\n" % (len(STATS["vendors"]), len(VENDORS), len(STATS["containers"]),
                                             len(STATS["frames"]), STATS["retries"]))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "blind_set_v105.jsonl")
