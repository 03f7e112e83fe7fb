#!/usr/bin/env python3
"""make_blind_set_v62.py -- blind evaluation set v62 for a credential-redaction filter.

Python 3 standard library only, no network.  A single PRNG,
random.Random(62_2026_1126), drives every choice.  No iteration over sets,
no use of hash(); output is byte-identical on every run and under any
PYTHONHASHSEED.

Usage:  python3 make_blind_set_v62.py [--out PATH]
Default output: blind_set_v62.jsonl next to this script.
"""
import base64
import json
import os
import random
import re
import struct
import sys
import urllib.parse

SEED = 62_2026_1126
R = random.Random(SEED)

N_SECRET = 360
N_CLEAN = 360
N_EN_PER_KIND = 216   # 60 %
N_KO_PER_KIND = 144   # 40 %
ID_PREFIX = "dr"

# ---------------------------------------------------------------------------
# 1. alphabets and small random helpers (all draw from R)
# ---------------------------------------------------------------------------
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
AN = UP + LO + DG
ANU = UP + DG
ANL = LO + DG
HX = "0123456789abcdef"
HXU = HX.upper()
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(alpha, n):
    """n random characters from alpha."""
    return "".join(alpha[R.randrange(len(alpha))] for _ in range(n))


def rsmix(alpha, n):
    """Like rs but guarantees at least one digit and one letter when possible."""
    while True:
        s = rs(alpha, n)
        has_d = any(c in DG for c in s) or not any(c in DG for c in alpha)
        has_a = any(c.isalpha() for c in s) or not any(c.isalpha() for c in alpha)
        if has_d and has_a:
            return s


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def b64(b):
    return base64.b64encode(b).decode()


def b64u_nopad(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def uuid4():
    return "%s-%s-4%s-%s%s-%s" % (rs(HX, 8), rs(HX, 4), rs(HX, 3),
                                  pick("89ab"), rs(HX, 3), rs(HX, 12))


def digits(n, first_nonzero=True):
    s = rs(DG, n)
    if first_nonzero and s[0] == "0":
        s = pick("123456789") + s[1:]
    return s


def pct(s):
    """Percent-encode a userinfo / query component as a URL would carry it."""
    return urllib.parse.quote(s, safe="")


def jwt(alg="HS256", claims=None, kid=False):
    hdr = {"alg": alg, "typ": "JWT"}
    if kid:
        hdr["kid"] = rs(B64U, 22)
    iat = 1761000000 + R.randrange(0, 5000000)
    body = {"sub": pick([uuid4(), digits(8), "user_" + rs(ANL, 10)]),
            "iat": iat, "exp": iat + pick([900, 3600, 86400, 2592000])}
    if claims:
        body.update(claims)
    siglen = {"HS256": 32, "HS512": 64, "RS256": 256, "ES256": 64}[alg]
    return ".".join([b64u_nopad(json.dumps(hdr, separators=(",", ":")).encode()),
                     b64u_nopad(json.dumps(body, separators=(",", ":"),
                                           ensure_ascii=False).encode()),
                     b64u_nopad(rbytes(siglen))])


# ---------------------------------------------------------------------------
# 2. Korean helpers: josa selection and template filling
# ---------------------------------------------------------------------------
def has_batchim(word):
    """True if the last pronounced syllable of word ends in a consonant."""
    w = word.rstrip(" `'\")]}.")
    if not w:
        return False
    c = w[-1]
    if "\uac00" <= c <= "\ud7a3":
        return (ord(c) - 0xAC00) % 28 != 0
    if c.isdigit():
        return c in "0136789"   # 영 일 삼 육 칠 팔 구
    if w.lower().endswith(("ile", "ine", "one", "ame", "ime", "ome", "ule", "ole", "ane", "ing")):
        return True
    return c.lower() in "lmnkpbt"   # rough reading of English endings


def rieul_final(word):
    w = word.rstrip(" `'\")]}.")
    if w and "\uac00" <= w[-1] <= "\ud7a3":
        return (ord(w[-1]) - 0xAC00) % 28 == 8
    return w[-1:].lower() == "l"


JOSA = {"을": ("을", "를"), "를": ("을", "를"), "이": ("이", "가"), "가": ("이", "가"),
        "은": ("은", "는"), "는": ("은", "는"), "과": ("과", "와"), "와": ("과", "와"),
        "이다": ("이다", "다"), "으로": ("으로", "로"), "로": ("으로", "로")}

_SLOT = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)(?::(을|를|이|가|은|는|과|와|이다|으로|로))?\}")


def fill(tmpl, slots):
    """Replace {name} and {name:josa} in tmpl with slot values (single pass,
    so values that contain braces are never re-expanded)."""
    def rep(m):
        name, josa = m.group(1), m.group(2)
        if name not in slots:
            raise KeyError("template slot %r missing" % name)
        v = slots[name]
        if josa is None:
            return v
        if josa in ("으로", "로"):
            return v + ("으로" if has_batchim(v) and not rieul_final(v) else "로")
        a, b = JOSA[josa]
        return v + (a if has_batchim(v) else b)
    return _SLOT.sub(rep, tmpl)


# ---------------------------------------------------------------------------
# 3. vendor token registry: documented shapes, random bodies
# ---------------------------------------------------------------------------
# A field is (ENV_NAME, config_key, value, is_secret).
def F(env, key, val, sec=True):
    return (env, key, val, sec)


REGIONS_AWS = ["ap-northeast-2", "ap-northeast-1", "us-east-1", "eu-central-1", "us-west-2"]


def aws_secret():
    return rs(AN + "/+", 40)


def azure_client_secret():
    return rs(AN, 3) + "8Q~" + rs(AN + "_~.-", 34)


def discord_bot_token():
    uid = digits(18)
    return b64(uid.encode()).rstrip("=") + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def mapbox_token(prefix):
    user = pick(["acme-maps", "fleetops", "kimdev", "logi-kr", "tourapp"])
    body = b64u_nopad(json.dumps({"u": user, "a": rs(ANL, 25)}, separators=(",", ":")).encode())
    return prefix + "." + body + "." + rs(B64U, 22)


def fcm_server_key():
    return "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134)


def aws_session_token():
    return "IQoJb3JpZ2luX2Vj" + rs(B64, R.randrange(360, 560)) + pick(["", "=", "=="])


def line_channel_token():
    return rs(B64, 171) + "="


def atlassian_token():
    return "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(HXU, 8)


def wg_key():
    return b64(rbytes(32))


def age_secret():
    return "AGE-SECRET-KEY-1" + rs(BECH, 58).upper()


def django_key():
    return pick(["", "django-insecure-"]) + rs(LO + DG + "!@#$%^&*(-_=+)", 50)


def bunny_key():
    return uuid4() + "-" + rs(HX, 4) + "-" + rs(HX, 4) + "-" + rs(HX, 12)


def elastic_api_key():
    return b64((rs(B64U, 20) + ":" + rs(B64U, 22)).encode())


def zhipu_key():
    return rs(HX, 32) + "." + rs(AN, 16)


def kis_appsecret():
    return rs(B64, 180)


def datago_key():
    return b64(rbytes(66))


def V(name, region, t_en, t_ko, gen, http=None, tags=()):
    return {"name": name, "region": region, "t_en": t_en, "t_ko": t_ko,
            "gen": gen, "http": http, "tags": tags}


def H(url, *headers, method="GET"):
    return {"url": url, "headers": list(headers), "method": method}


def HB(url, fmt, method="GET"):
    return {"url": url, "basic": fmt, "method": method}


def HQ(url):
    return {"url": url, "query": True, "method": "GET"}


VENDORS = [
    # ---- global ----------------------------------------------------------
    V("AWS", "global", "the AWS access key pair", "AWS 액세스 키",
      lambda: [F("AWS_ACCESS_KEY_ID", "aws_access_key_id", "AKIA" + rs(B32, 16)),
               F("AWS_SECRET_ACCESS_KEY", "aws_secret_access_key", aws_secret()),
               F("AWS_DEFAULT_REGION", "region", pick(REGIONS_AWS), False)], tags=("aws",)),
    V("AWS STS", "global", "the temporary AWS session credentials", "AWS 임시 세션 자격 증명",
      lambda: [F("AWS_ACCESS_KEY_ID", "aws_access_key_id", "ASIA" + rs(B32, 16)),
               F("AWS_SECRET_ACCESS_KEY", "aws_secret_access_key", aws_secret()),
               F("AWS_SESSION_TOKEN", "aws_session_token", aws_session_token())], tags=("aws", "long")),
    V("GitHub", "global", "the GitHub personal access token", "GitHub 개인 액세스 토큰",
      lambda: [F("GITHUB_TOKEN", "token", pick(["ghp_", "ghp_", "gho_", "ghs_", "ghu_"]) + rs(AN, 36))],
      http=H("https://api.github.com/repos/acme/infra/actions/runs", "Authorization: Bearer {0}",
             "Accept: application/vnd.github+json")),
    V("GitHub fine-grained", "global", "the fine-grained GitHub token", "GitHub fine-grained 토큰",
      lambda: [F("GH_TOKEN", "github_token", "github_pat_11" + rs(ANU, 20) + "_" + rs(AN, 59))],
      http=H("https://api.github.com/repos/acme/web/pulls", "Authorization: token {0}")),
    V("GitLab", "global", "the GitLab access token", "GitLab 액세스 토큰",
      lambda: [F("GITLAB_TOKEN", "private_token", pick(["glpat-", "glpat-", "gldt-", "glptt-"]) + rs(B64U, 20))],
      http=H("https://gitlab.example.com/api/v4/projects/42/pipelines", "PRIVATE-TOKEN: {0}")),
    V("GitLab Runner", "global", "the GitLab runner authentication token", "GitLab runner 인증 토큰",
      lambda: [F("CI_RUNNER_TOKEN", "token", "glrt-" + rs(B64U, 20))]),
    V("Slack", "global", "the Slack bot token", "Slack 봇 토큰",
      lambda: [F("SLACK_BOT_TOKEN", "bot_token",
                 "xoxb-" + digits(R.randrange(10, 14)) + "-" + digits(R.randrange(10, 14)) + "-" + rs(AN, 24))],
      http=H("https://slack.com/api/chat.postMessage", "Authorization: Bearer {0}",
             "Content-Type: application/json; charset=utf-8", method="POST")),
    V("Slack user", "global", "the Slack user token", "Slack 사용자 토큰",
      lambda: [F("SLACK_USER_TOKEN", "user_token",
                 "xoxp-" + digits(12) + "-" + digits(12) + "-" + digits(13) + "-" + rs(HX, 32))]),
    V("Stripe", "global", "the Stripe live secret key", "Stripe 라이브 시크릿 키",
      lambda: [F("STRIPE_SECRET_KEY", "secret_key", pick(["sk_live_51", "rk_live_51"]) + rs(AN, 97))],
      http=HB("https://api.stripe.com/v1/payment_intents?limit=3", "{0}:")),
    V("Stripe webhook", "global", "the Stripe webhook signing secret", "Stripe 웹훅 서명 시크릿",
      lambda: [F("STRIPE_WEBHOOK_SECRET", "webhook_secret", "whsec_" + rs(AN, 32))]),
    V("OpenAI", "global", "the OpenAI API key", "OpenAI API 키",
      lambda: [F("OPENAI_API_KEY", "api_key",
                 "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74))],
      http=H("https://api.openai.com/v1/chat/completions", "Authorization: Bearer {0}",
             "Content-Type: application/json", method="POST"), tags=("long",)),
    V("Anthropic", "global", "the Anthropic API key", "Anthropic API 키",
      lambda: [F("ANTHROPIC_API_KEY", "api_key", "sk-ant-api03-" + rs(B64U, 93) + "AA")],
      http=H("https://api.anthropic.com/v1/messages", "x-api-key: {0}",
             "anthropic-version: 2023-06-01", method="POST")),
    V("Google Cloud", "global", "the Gemini API key", "Gemini API 키",
      lambda: [F("GEMINI_API_KEY", "api_key", "AIza" + rs(B64U, 35))],
      http=HQ("https://generativelanguage.googleapis.com/v1beta/models?key={0}")),
    V("Google OAuth", "global", "the Google OAuth client secret", "Google OAuth 클라이언트 시크릿",
      lambda: [F("GOOGLE_CLIENT_ID", "client_id", digits(12) + "-" + rs(ANL, 32) + ".apps.googleusercontent.com", False),
               F("GOOGLE_CLIENT_SECRET", "client_secret", "GOCSPX-" + rs(B64U, 28))]),
    V("Twilio", "global", "the Twilio auth token", "Twilio auth 토큰",
      lambda: [F("TWILIO_ACCOUNT_SID", "account_sid", "AC" + rs(HX, 32), False),
               F("TWILIO_AUTH_TOKEN", "auth_token", rs(HX, 32))]),
    V("SendGrid", "global", "the SendGrid API key", "SendGrid API 키",
      lambda: [F("SENDGRID_API_KEY", "api_key", "SG." + rs(B64U, 22) + "." + rs(B64U, 43))],
      http=H("https://api.sendgrid.com/v3/mail/send", "Authorization: Bearer {0}", method="POST")),
    V("Mailgun", "global", "the Mailgun API key", "Mailgun API 키",
      lambda: [F("MAILGUN_API_KEY", "api_key", pick(["key-" + rs(HX, 32), rs(HX, 32) + "-" + rs(HX, 8) + "-" + rs(HX, 8)]))],
      http=HB("https://api.mailgun.net/v3/mg.example.com/messages", "api:{0}", method="POST")),
    V("Mailchimp", "global", "the Mailchimp API key", "Mailchimp API 키",
      lambda: [F("MAILCHIMP_API_KEY", "api_key", rs(HX, 32) + "-us" + str(R.randrange(1, 22)))]),
    V("npm", "global", "the npm automation token", "npm 자동화 토큰",
      lambda: [F("NPM_TOKEN", "_authToken", "npm_" + rs(AN, 36))], tags=("npmrc",)),
    V("PyPI", "global", "the PyPI upload token", "PyPI 업로드 토큰",
      lambda: [F("TWINE_PASSWORD", "password", "pypi-AgEIcHlwaS5vcmc" + rs(B64U, R.randrange(150, 200)))],
      tags=("pypirc", "long")),
    V("Docker Hub", "global", "the Docker Hub access token", "Docker Hub 액세스 토큰",
      lambda: [F("DOCKERHUB_USERNAME", "username", pick(["acmebot", "ci-pusher", "kimdev"]), False),
               F("DOCKERHUB_TOKEN", "password", "dckr_pat_" + rs(B64U, 27))], tags=("docker",)),
    V("HashiCorp Vault", "global", "the Vault token", "Vault 토큰",
      lambda: [F("VAULT_TOKEN", "token", "hvs." + rs(B64U, pick([24, 91])))],
      http=H("https://vault.internal:8200/v1/secret/data/app", "X-Vault-Token: {0}")),
    V("Terraform Cloud", "global", "the Terraform Cloud API token", "Terraform Cloud API 토큰",
      lambda: [F("TF_TOKEN_app_terraform_io", "token", rs(AN, 14) + ".atlasv1." + rs(AN, 67))]),
    V("DigitalOcean", "global", "the DigitalOcean API token", "DigitalOcean API 토큰",
      lambda: [F("DIGITALOCEAN_TOKEN", "token", "dop_v1_" + rs(HX, 64))],
      http=H("https://api.digitalocean.com/v2/droplets", "Authorization: Bearer {0}")),
    V("Shopify", "global", "the Shopify Admin API access token", "Shopify Admin API 액세스 토큰",
      lambda: [F("SHOPIFY_ACCESS_TOKEN", "access_token", "shpat_" + rs(HX, 32))],
      http=H("https://acme-store.myshopify.com/admin/api/2024-10/orders.json", "X-Shopify-Access-Token: {0}")),
    V("Atlassian", "global", "the Atlassian API token", "Atlassian API 토큰",
      lambda: [F("JIRA_USER", "email", pick(["ops@acme.io", "minsu.kim@acme.io"]), False),
               F("JIRA_API_TOKEN", "api_token", atlassian_token())], tags=("long",)),
    V("Linear", "global", "the Linear API key", "Linear API 키",
      lambda: [F("LINEAR_API_KEY", "api_key", "lin_api_" + rs(AN, 40))],
      http=H("https://api.linear.app/graphql", "Authorization: {0}", method="POST")),
    V("Notion", "global", "the Notion integration token", "Notion 인테그레이션 토큰",
      lambda: [F("NOTION_TOKEN", "token", pick(["ntn_" + digits(11) + rs(AN, 35), "secret_" + rs(AN, 43)]))],
      http=H("https://api.notion.com/v1/databases/query", "Authorization: Bearer {0}",
             "Notion-Version: 2022-06-28", method="POST")),
    V("Figma", "global", "the Figma personal access token", "Figma 개인 액세스 토큰",
      lambda: [F("FIGMA_TOKEN", "token", "figd_" + rs(B64U, 40))],
      http=H("https://api.figma.com/v1/files/" + "Xq9", "X-Figma-Token: {0}")),
    V("Postman", "global", "the Postman API key", "Postman API 키",
      lambda: [F("POSTMAN_API_KEY", "api_key", "PMAK-" + rs(HX, 24) + "-" + rs(HX, 34))],
      http=H("https://api.getpostman.com/collections", "X-Api-Key: {0}")),
    V("Sentry", "global", "the Sentry auth token", "Sentry auth 토큰",
      lambda: [F("SENTRY_AUTH_TOKEN", "auth_token", "sntryu_" + rs(HX, 64))]),
    V("Datadog", "global", "the Datadog API and application keys", "Datadog API 키와 애플리케이션 키",
      lambda: [F("DD_API_KEY", "api_key", rs(HX, 32)), F("DD_APP_KEY", "app_key", rs(HX, 40)),
               F("DD_SITE", "site", pick(["datadoghq.com", "ap1.datadoghq.com", "datadoghq.eu"]), False)],
      http=H("https://api.datadoghq.com/api/v1/validate", "DD-API-KEY: {0}", "DD-APPLICATION-KEY: {1}")),
    V("New Relic", "global", "the New Relic user API key", "New Relic 사용자 API 키",
      lambda: [F("NEW_RELIC_API_KEY", "api_key", "NRAK-" + rs(ANU, 27))],
      http=H("https://api.newrelic.com/graphql", "API-Key: {0}", method="POST")),
    V("Cloudflare", "global", "the Cloudflare API token", "Cloudflare API 토큰",
      lambda: [F("CLOUDFLARE_API_TOKEN", "api_token", rs(B64U, 40))],
      http=H("https://api.cloudflare.com/client/v4/user/tokens/verify", "Authorization: Bearer {0}")),
    V("Azure Storage", "global", "the Azure storage account key", "Azure 스토리지 계정 키",
      lambda: [F("AZURE_STORAGE_ACCOUNT", "account_name", pick(["acmeprodlogs", "stkrcentral01", "mediastore7"]), False),
               F("AZURE_STORAGE_KEY", "account_key", b64(rbytes(64)))]),
    V("Microsoft Entra ID", "global", "the Entra ID app client secret", "Entra ID 앱 클라이언트 시크릿",
      lambda: [F("AZURE_TENANT_ID", "tenant_id", uuid4(), False), F("AZURE_CLIENT_ID", "client_id", uuid4(), False),
               F("AZURE_CLIENT_SECRET", "client_secret", azure_client_secret())]),
    V("Okta", "global", "the Okta API token", "Okta API 토큰",
      lambda: [F("OKTA_API_TOKEN", "api_token", "00" + rs(B64U, 40))],
      http=H("https://acme.okta.com/api/v1/users?limit=25", "Authorization: SSWS {0}")),
    V("Telegram", "global", "the Telegram bot token", "Telegram 봇 토큰",
      lambda: [F("TELEGRAM_BOT_TOKEN", "bot_token", digits(10) + ":AA" + rs(B64U, 33))]),
    V("Discord", "global", "the Discord bot token", "Discord 봇 토큰",
      lambda: [F("DISCORD_TOKEN", "token", discord_bot_token())],
      http=H("https://discord.com/api/v10/users/@me", "Authorization: Bot {0}")),
    V("Hugging Face", "global", "the Hugging Face access token", "Hugging Face 액세스 토큰",
      lambda: [F("HF_TOKEN", "token", "hf_" + rs(UP + LO, 34))],
      http=H("https://huggingface.co/api/whoami-v2", "Authorization: Bearer {0}")),
    V("Replicate", "global", "the Replicate API token", "Replicate API 토큰",
      lambda: [F("REPLICATE_API_TOKEN", "api_token", "r8_" + rs(AN, 37))]),
    V("Groq", "global", "the Groq API key", "Groq API 키",
      lambda: [F("GROQ_API_KEY", "api_key", "gsk_" + rs(AN, 52))]),
    V("Perplexity", "global", "the Perplexity API key", "Perplexity API 키",
      lambda: [F("PPLX_API_KEY", "api_key", "pplx-" + rs(AN, 48))]),
    V("xAI", "global", "the xAI API key", "xAI API 키",
      lambda: [F("XAI_API_KEY", "api_key", "xai-" + rs(AN, 80))]),
    V("Cohere", "global", "the Cohere API key", "Cohere API 키",
      lambda: [F("CO_API_KEY", "api_key", rs(AN, 40))],
      http=H("https://api.cohere.com/v2/embed", "Authorization: bearer {0}", method="POST")),
    V("Grafana", "global", "the Grafana service account token", "Grafana 서비스 계정 토큰",
      lambda: [F("GRAFANA_TOKEN", "token", "glsa_" + rs(AN, 32) + "_" + rs(HX, 8))],
      http=H("https://grafana.internal/api/dashboards/uid/api-latency", "Authorization: Bearer {0}")),
    V("Doppler", "global", "the Doppler service token", "Doppler 서비스 토큰",
      lambda: [F("DOPPLER_TOKEN", "token", "dp.st." + pick(["prd", "stg", "dev"]) + "." + rs(AN, 40))]),
    V("Pulumi", "global", "the Pulumi access token", "Pulumi 액세스 토큰",
      lambda: [F("PULUMI_ACCESS_TOKEN", "access_token", "pul-" + rs(HX, 40))]),
    V("Supabase", "global", "the Supabase service-role key", "Supabase service_role 키",
      lambda: [F("SUPABASE_URL", "url", "https://" + rs(LO, 20) + ".supabase.co", False),
               F("SUPABASE_SERVICE_ROLE_KEY", "service_role_key",
                 jwt("HS256", {"iss": "supabase", "role": "service_role"}))], tags=("long",)),
    V("PlanetScale", "global", "the PlanetScale database password", "PlanetScale DB 비밀번호",
      lambda: [F("DATABASE_USERNAME", "username", rs(ANL, 12), False),
               F("DATABASE_PASSWORD", "password", "pscale_pw_" + rs(B64U, 43))]),
    V("age", "global", "the age secret key", "age 비밀 키",
      lambda: [F("SOPS_AGE_KEY", "age_key", age_secret())]),
    V("Square", "global", "the Square production access token", "Square 운영 액세스 토큰",
      lambda: [F("SQUARE_ACCESS_TOKEN", "access_token", "EAAA" + rs(B64U, 60))],
      http=H("https://connect.squareup.com/v2/locations", "Authorization: Bearer {0}", "Square-Version: 2024-10-17")),
    V("Braintree", "global", "the Braintree production access token", "Braintree 운영 액세스 토큰",
      lambda: [F("BRAINTREE_ACCESS_TOKEN", "access_token",
                 "access_token$production$" + rs(ANL, 16) + "$" + rs(HX, 32))]),
    V("Meta", "global", "the Meta Graph API page access token", "Meta Graph API 페이지 액세스 토큰",
      lambda: [F("FB_PAGE_ACCESS_TOKEN", "page_access_token", "EAAG" + rs(AN, R.randrange(170, 200)))],
      http=HQ("https://graph.facebook.com/v19.0/me/accounts?access_token={0}"), tags=("long",)),
    V("Dropbox", "global", "the Dropbox access token", "Dropbox 액세스 토큰",
      lambda: [F("DROPBOX_ACCESS_TOKEN", "access_token", "sl.u." + rs(B64U, R.randrange(140, 170)))],
      http=H("https://api.dropboxapi.com/2/files/list_folder", "Authorization: Bearer {0}", method="POST"),
      tags=("long",)),
    V("Airtable", "global", "the Airtable personal access token", "Airtable 개인 액세스 토큰",
      lambda: [F("AIRTABLE_TOKEN", "token", "pat" + rs(AN, 14) + "." + rs(HX, 64))],
      http=H("https://api.airtable.com/v0/appQ8rT2/Orders", "Authorization: Bearer {0}")),
    V("Contentful", "global", "the Contentful management token", "Contentful 관리 토큰",
      lambda: [F("CONTENTFUL_MANAGEMENT_TOKEN", "management_token", "CFPAT-" + rs(B64U, 43))]),
    V("Databricks", "global", "the Databricks personal access token", "Databricks 개인 액세스 토큰",
      lambda: [F("DATABRICKS_HOST", "host", "https://adb-" + digits(16) + ".7.azuredatabricks.net", False),
               F("DATABRICKS_TOKEN", "token", "dapi" + rs(HX, 32))]),
    V("CircleCI", "global", "the CircleCI personal API token", "CircleCI 개인 API 토큰",
      lambda: [F("CIRCLECI_TOKEN", "token", "CCIPAT_" + rs(AN, 22) + "_" + rs(HX, 40))],
      http=H("https://circleci.com/api/v2/me", "Circle-Token: {0}")),
    V("Bitbucket", "global", "the Bitbucket app password", "Bitbucket 앱 비밀번호",
      lambda: [F("BITBUCKET_USERNAME", "username", pick(["acme-ci", "jiyeon_park"]), False),
               F("BITBUCKET_APP_PASSWORD", "app_password", "ATBB" + rs(AN, 32) + rs(HXU, 8))]),
    V("Mapbox", "global", "the Mapbox secret token", "Mapbox 시크릿 토큰",
      lambda: [F("MAPBOX_SECRET_TOKEN", "secret_token", mapbox_token("sk"))]),
    V("Firebase", "global", "the legacy FCM server key", "FCM 레거시 서버 키",
      lambda: [F("FCM_SERVER_KEY", "server_key", fcm_server_key())],
      http=H("https://fcm.googleapis.com/fcm/send", "Authorization: key={0}",
             "Content-Type: application/json", method="POST"), tags=("long",)),
    V("WireGuard", "global", "the WireGuard private key", "WireGuard 개인 키",
      lambda: [F("WG_PRIVATE_KEY", "PrivateKey", wg_key())], tags=("wg",)),
    V("Heroku", "global", "the Heroku API key", "Heroku API 키",
      lambda: [F("HEROKU_API_KEY", "api_key", pick([uuid4(), "HRKU-AA" + rs(B64U, 58)]))]),
    V("Netlify", "global", "the Netlify personal access token", "Netlify 개인 액세스 토큰",
      lambda: [F("NETLIFY_AUTH_TOKEN", "auth_token", "nfp_" + rs(AN, 36) + rs(HX, 4))]),
    V("Vercel", "global", "the Vercel token", "Vercel 토큰",
      lambda: [F("VERCEL_TOKEN", "token", rs(AN, 24))]),
    V("Fly.io", "global", "the Fly.io deploy token", "Fly.io 배포 토큰",
      lambda: [F("FLY_API_TOKEN", "api_token", "FlyV1 fm2_" + rs(B64, R.randrange(220, 300)))], tags=("long",)),
    V("Algolia", "global", "the Algolia admin API key", "Algolia admin API 키",
      lambda: [F("ALGOLIA_APP_ID", "app_id", rs(ANU, 10), False), F("ALGOLIA_ADMIN_KEY", "admin_key", rs(HX, 32))],
      http=H("https://APPID-dsn.algolia.net/1/indexes", "X-Algolia-API-Key: {1}", "X-Algolia-Application-Id: {0}")),
    V("Twitch", "global", "the Twitch client secret", "Twitch 클라이언트 시크릿",
      lambda: [F("TWITCH_CLIENT_ID", "client_id", rs(ANL, 30), False), F("TWITCH_CLIENT_SECRET", "client_secret", rs(ANL, 30))]),
    V("Asana", "global", "the Asana personal access token", "Asana 개인 액세스 토큰",
      lambda: [F("ASANA_PAT", "pat", "2/" + digits(16) + "/" + digits(16) + ":" + rs(HX, 32))]),
    V("Zendesk", "global", "the Zendesk API token", "Zendesk API 토큰",
      lambda: [F("ZENDESK_EMAIL", "email", "support@acme.io", False), F("ZENDESK_API_TOKEN", "api_token", rs(AN, 40))]),
    V("PagerDuty", "global", "the PagerDuty user API token", "PagerDuty 사용자 API 토큰",
      lambda: [F("PAGERDUTY_TOKEN", "token", "u+" + rs(B64U, 18))],
      http=H("https://api.pagerduty.com/incidents", "Authorization: Token token={0}")),
    V("Jenkins", "global", "the Jenkins API token", "Jenkins API 토큰",
      lambda: [F("JENKINS_USER", "user", pick(["deploy-bot", "admin"]), False), F("JENKINS_API_TOKEN", "api_token", "11" + rs(HX, 32))]),
    V("SonarQube", "global", "the SonarQube user token", "SonarQube 사용자 토큰",
      lambda: [F("SONAR_TOKEN", "sonar.token", "squ_" + rs(HX, 40))]),
    V("JFrog", "global", "the Artifactory API key", "Artifactory API 키",
      lambda: [F("ARTIFACTORY_API_KEY", "api_key", "AKCp8" + rs(AN, 68))],
      http=H("https://acme.jfrog.io/artifactory/api/repositories", "X-JFrog-Art-Api: {0}")),
    V("Elastic", "global", "the Elasticsearch API key", "Elasticsearch API 키",
      lambda: [F("ES_API_KEY", "api_key", elastic_api_key())],
      http=H("https://es.internal:9200/_cat/indices?v", "Authorization: ApiKey {0}")),
    V("Confluent", "global", "the Confluent Cloud API secret", "Confluent Cloud API 시크릿",
      lambda: [F("CONFLUENT_API_KEY", "api_key", rs(ANU, 16)), F("CONFLUENT_API_SECRET", "api_secret", rs(B64, 64))]),
    V("Auth0", "global", "the Auth0 client secret", "Auth0 클라이언트 시크릿",
      lambda: [F("AUTH0_CLIENT_ID", "client_id", rs(AN, 32), False), F("AUTH0_CLIENT_SECRET", "client_secret", rs(B64U, 64))]),
    V("Resend", "global", "the Resend API key", "Resend API 키",
      lambda: [F("RESEND_API_KEY", "api_key", "re_" + rs(AN, 8) + "_" + rs(AN, 24))],
      http=H("https://api.resend.com/emails", "Authorization: Bearer {0}", method="POST")),
    V("LaunchDarkly", "global", "the LaunchDarkly server SDK key", "LaunchDarkly 서버 SDK 키",
      lambda: [F("LD_SDK_KEY", "sdk_key", "sdk-" + uuid4())]),
    V("Binance", "global", "the Binance API secret", "Binance API 시크릿",
      lambda: [F("BINANCE_API_KEY", "api_key", rs(AN, 64)), F("BINANCE_API_SECRET", "api_secret", rs(AN, 64))], tags=("long",)),
    V("Tailscale", "global", "the Tailscale auth key", "Tailscale auth 키",
      lambda: [F("TS_AUTHKEY", "authkey", "tskey-auth-" + rs(AN, 17) + "-" + rs(AN, 33))]),
    V("ngrok", "global", "the ngrok authtoken", "ngrok authtoken 값",
      lambda: [F("NGROK_AUTHTOKEN", "authtoken", digits(1) + rs(AN, 26) + "_" + rs(AN, 21))]),
    V("Cloudinary", "global", "the Cloudinary API secret", "Cloudinary API 시크릿",
      lambda: [F("CLOUDINARY_API_KEY", "api_key", digits(15)), F("CLOUDINARY_API_SECRET", "api_secret", rs(B64U, 27))]),
    V("Django", "global", "the Django SECRET_KEY", "Django SECRET_KEY 값",
      lambda: [F("DJANGO_SECRET_KEY", "SECRET_KEY", django_key())]),
    V("Rails", "global", "the Rails secret_key_base", "Rails secret_key_base 값",
      lambda: [F("SECRET_KEY_BASE", "secret_key_base", rs(HX, 128))], tags=("long",)),
    V("Laravel", "global", "the Laravel APP_KEY", "Laravel APP_KEY 값",
      lambda: [F("APP_KEY", "key", "base64:" + b64(rbytes(32)))]),
    V("NextAuth", "global", "the NextAuth secret", "NextAuth 시크릿",
      lambda: [F("NEXTAUTH_SECRET", "secret", b64(rbytes(32)))]),
    V("Fernet", "global", "the Fernet encryption key", "Fernet 암호화 키",
      lambda: [F("FERNET_KEY", "fernet_key", base64.urlsafe_b64encode(rbytes(32)).decode())]),
    V("JWT HMAC", "global", "the JWT signing secret", "JWT 서명 시크릿",
      lambda: [F("JWT_SECRET", "jwt_secret", pick([rs(HX, 64), rs(AN + "!@#%^*_-", 48)]))]),
    # ---- Korea -------------------------------------------------------------
    V("Kakao", "kr", "the Kakao REST API key", "카카오 REST API 키",
      lambda: [F("KAKAO_REST_API_KEY", "rest_api_key", rs(HX, 32))],
      http=H("https://dapi.kakao.com/v2/local/search/address.json?query=%ED%8C%90%EA%B5%90",
             "Authorization: KakaoAK {0}")),
    V("Kakao admin", "kr", "the Kakao Admin key", "카카오 Admin 키",
      lambda: [F("KAKAO_ADMIN_KEY", "admin_key", rs(HX, 32))],
      http=H("https://kapi.kakao.com/v1/user/ids", "Authorization: KakaoAK {0}")),
    V("Kakao Pay", "kr", "the KakaoPay secret key", "카카오페이 시크릿 키",
      lambda: [F("KAKAOPAY_SECRET_KEY", "secret_key", pick(["DEV", "PRD"]) + rs(HXU, 38))],
      http=H("https://open-api.kakaopay.com/online/v1/payment/ready", "Authorization: SECRET_KEY {0}",
             "Content-Type: application/json", method="POST")),
    V("Naver Cloud", "kr", "the Naver Cloud Platform API key pair", "NCP API 인증키",
      lambda: [F("NCLOUD_ACCESS_KEY", "access_key", rs(AN, 20)), F("NCLOUD_SECRET_KEY", "secret_key", rs(AN, 40))]),
    V("Naver Developers", "kr", "the Naver Open API client secret", "네이버 오픈 API 클라이언트 시크릿",
      lambda: [F("NAVER_CLIENT_ID", "client_id", rs(AN, 20), False), F("NAVER_CLIENT_SECRET", "client_secret", rsmix(AN, 10))],
      http=H("https://openapi.naver.com/v1/search/blog.json?query=%EC%BA%A0%ED%95%91",
             "X-Naver-Client-Id: {0}", "X-Naver-Client-Secret: {1}")),
    V("Naver Search Ad", "kr", "the Naver Search Ad API secret key", "네이버 검색광고 API 비밀키",
      lambda: [F("NAVER_AD_ACCESS_LICENSE", "access_license", "0100000000" + rs(HX, 54)),
               F("NAVER_AD_SECRET_KEY", "secret_key", b64(rbytes(32)))]),
    V("Toss Payments", "kr", "the Toss Payments secret key", "토스페이먼츠 시크릿 키",
      lambda: [F("TOSS_SECRET_KEY", "secret_key", pick(["live_sk_", "live_gsk_", "test_sk_"]) + rs(AN, 28))],
      http=HB("https://api.tosspayments.com/v1/payments/confirm", "{0}:", method="POST")),
    V("PortOne", "kr", "the PortOne API secret", "포트원 API 시크릿",
      lambda: [F("PORTONE_API_SECRET", "api_secret", rs(AN, 80))], tags=("long",)),
    V("data.go.kr", "kr", "the public data portal service key", "공공데이터포털 서비스 키",
      lambda: [F("DATA_GO_KR_SERVICE_KEY", "serviceKey", datago_key())]),
    V("KIS Developers", "kr", "the KIS Developers app key and app secret", "한국투자증권 KIS 앱키와 앱시크릿",
      lambda: [F("KIS_APP_KEY", "appkey", "PS" + rs(AN, 34)), F("KIS_APP_SECRET", "appsecret", kis_appsecret())],
      tags=("long",)),
    V("Upbit", "kr", "the Upbit Open API keys", "업비트 Open API 키",
      lambda: [F("UPBIT_ACCESS_KEY", "access_key", rs(AN, 40)), F("UPBIT_SECRET_KEY", "secret_key", rs(AN, 40))]),
    V("Bithumb", "kr", "the Bithumb API keys", "빗썸 API 키",
      lambda: [F("BITHUMB_API_KEY", "api_key", rs(HX, 32)), F("BITHUMB_SECRET", "secret_key", rs(HX, 32))]),
    V("Coinone", "kr", "the Coinone API credentials", "코인원 API 자격 증명",
      lambda: [F("COINONE_ACCESS_TOKEN", "access_token", uuid4()), F("COINONE_SECRET_KEY", "secret_key", uuid4())]),
    V("Solapi", "kr", "the Solapi (CoolSMS) API key and secret", "솔라피(CoolSMS) API 키와 시크릿",
      lambda: [F("SOLAPI_API_KEY", "apiKey", "NCS" + rs(ANU, 13)), F("SOLAPI_API_SECRET", "apiSecret", rs(ANU, 32))]),
    V("Channel Talk", "kr", "the Channel Talk access secret", "채널톡 액세스 시크릿",
      lambda: [F("CHANNEL_ACCESS_KEY", "accessKey", rs(HX, 24)), F("CHANNEL_ACCESS_SECRET", "accessSecret", rs(HX, 32))],
      http=H("https://api.channel.io/open/v5/user-chats", "x-access-key: {0}", "x-access-secret: {1}")),
    V("NHN Cloud", "kr", "the NHN Cloud SMS secret key", "NHN Cloud SMS 시크릿 키",
      lambda: [F("NHN_SMS_APPKEY", "appKey", rs(AN, 16), False), F("NHN_SMS_SECRET_KEY", "secretKey", rsmix(AN, 8))],
      http=H("https://api-sms.cloud.toast.com/sms/v3.0/appKeys/APPKEY/sender/sms", "X-Secret-Key: {1}",
             method="POST")),
    V("Cafe24", "kr", "the Cafe24 app client secret", "카페24 앱 클라이언트 시크릿",
      lambda: [F("CAFE24_CLIENT_ID", "client_id", rs(AN, 22), False), F("CAFE24_CLIENT_SECRET", "client_secret", rs(AN, 22))]),
    V("Kakao Bizmessage", "kr", "the Kakao alimtalk sender key", "카카오 알림톡 발신 프로필 키",
      lambda: [F("ALIMTALK_SENDER_KEY", "senderKey", rs(HX, 40))]),
    V("KT Cloud", "kr", "the KT Cloud API secret key", "KT Cloud API 시크릿 키",
      lambda: [F("KTC_API_KEY", "apiKey", rs(B64U, 86)), F("KTC_SECRET_KEY", "secretKey", rs(B64U, 86))], tags=("long",)),
    # ---- Japan ---------------------------------------------------------------
    V("LINE Messaging", "jp", "the LINE channel access token", "LINE 채널 액세스 토큰",
      lambda: [F("LINE_CHANNEL_SECRET", "channel_secret", rs(HX, 32)),
               F("LINE_CHANNEL_ACCESS_TOKEN", "channel_access_token", line_channel_token())],
      http=H("https://api.line.me/v2/bot/message/push", "Authorization: Bearer {1}",
             "Content-Type: application/json", method="POST"), tags=("long",)),
    V("LINE Notify", "jp", "the LINE Notify token", "LINE Notify 토큰",
      lambda: [F("LINE_NOTIFY_TOKEN", "token", rs(AN, 43))],
      http=H("https://notify-api.line.me/api/notify", "Authorization: Bearer {0}", method="POST")),
    V("Chatwork", "jp", "the Chatwork API token", "Chatwork API 토큰",
      lambda: [F("CHATWORK_API_TOKEN", "api_token", rs(HX, 32))],
      http=H("https://api.chatwork.com/v2/rooms", "X-ChatWorkToken: {0}")),
    V("Backlog", "jp", "the Backlog API key", "Backlog API 키",
      lambda: [F("BACKLOG_API_KEY", "apiKey", rs(AN, 64))],
      http=HQ("https://acme.backlog.jp/api/v2/issues?apiKey={0}&count=20")),
    V("kintone", "jp", "the kintone API token", "kintone API 토큰",
      lambda: [F("KINTONE_API_TOKEN", "api_token", rs(AN, 40))],
      http=H("https://acme.cybozu.com/k/v1/records.json?app=12", "X-Cybozu-API-Token: {0}")),
    V("PAY.JP", "jp", "the PAY.JP secret key", "PAY.JP 시크릿 키",
      lambda: [F("PAYJP_SECRET_KEY", "secret_key", "sk_live_" + rs(HX, 48))],
      http=HB("https://api.pay.jp/v1/charges", "{0}:", method="POST")),
    V("Sakura Cloud", "jp", "the Sakura Cloud API key", "사쿠라 클라우드 API 키",
      lambda: [F("SAKURACLOUD_ACCESS_TOKEN", "access_token", uuid4()),
               F("SAKURACLOUD_ACCESS_TOKEN_SECRET", "access_token_secret", rs(AN, 64))]),
    V("Rakuten", "jp", "the Rakuten application secret", "라쿠텐 애플리케이션 시크릿",
      lambda: [F("RAKUTEN_APP_ID", "applicationId", digits(19), False), F("RAKUTEN_APP_SECRET", "application_secret", rs(HX, 40))]),
    V("Yahoo! JAPAN", "jp", "the Yahoo! JAPAN client secret", "Yahoo! JAPAN 클라이언트 시크릿",
      lambda: [F("YJ_CLIENT_ID", "client_id", "dj00" + rs(B64U, 52), False), F("YJ_CLIENT_SECRET", "client_secret", rs(AN, 40))]),
    # ---- China ---------------------------------------------------------------
    V("Alibaba Cloud", "cn", "the Alibaba Cloud AccessKey pair", "알리바바 클라우드 AccessKey",
      lambda: [F("ALIBABA_CLOUD_ACCESS_KEY_ID", "access_key_id", "LTAI" + rs(AN, 20)),
               F("ALIBABA_CLOUD_ACCESS_KEY_SECRET", "access_key_secret", rs(AN, 30))]),
    V("Tencent Cloud", "cn", "the Tencent Cloud SecretId/SecretKey", "텐센트 클라우드 SecretId/SecretKey 값",
      lambda: [F("TENCENTCLOUD_SECRET_ID", "secret_id", "AKID" + rs(AN, 32)),
               F("TENCENTCLOUD_SECRET_KEY", "secret_key", rs(AN, 32))]),
    V("Huawei Cloud", "cn", "the Huawei Cloud AK/SK", "화웨이 클라우드 AK/SK 값",
      lambda: [F("HUAWEICLOUD_SDK_AK", "ak", rs(ANU, 20)), F("HUAWEICLOUD_SDK_SK", "sk", rs(AN, 40))]),
    V("Baidu AI Cloud", "cn", "the Baidu AI Cloud API key and secret", "바이두 AI 클라우드 API 키와 시크릿",
      lambda: [F("BAIDU_API_KEY", "api_key", rs(AN, 24)), F("BAIDU_SECRET_KEY", "secret_key", rs(AN, 32))]),
    V("Volcengine", "cn", "the Volcengine access keys", "볼케이노엔진 액세스 키",
      lambda: [F("VOLC_ACCESSKEY", "access_key", "AKLT" + rs(B64U, 40)), F("VOLC_SECRETKEY", "secret_key", b64(rbytes(45)))]),
    V("WeChat", "cn", "the WeChat AppSecret", "위챗 AppSecret 값",
      lambda: [F("WECHAT_APPID", "appid", "wx" + rs(HX, 16), False), F("WECHAT_APPSECRET", "secret", rs(HX, 32))],
      http=HQ("https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=wx0&secret={1}")),
    V("Feishu", "cn", "the Feishu app secret", "Feishu 앱 시크릿",
      lambda: [F("FEISHU_APP_ID", "app_id", "cli_" + rs(HX, 16), False), F("FEISHU_APP_SECRET", "app_secret", rs(AN, 32))]),
    V("Qiniu", "cn", "the Qiniu AK/SK", "Qiniu AK/SK 값",
      lambda: [F("QINIU_ACCESS_KEY", "access_key", rs(B64U, 40)), F("QINIU_SECRET_KEY", "secret_key", rs(B64U, 40))]),
    V("Zhipu AI", "cn", "the Zhipu BigModel API key", "Zhipu BigModel API 키",
      lambda: [F("ZHIPUAI_API_KEY", "api_key", zhipu_key())],
      http=H("https://open.bigmodel.cn/api/paas/v4/chat/completions", "Authorization: Bearer {0}", method="POST")),
    V("DeepSeek", "cn", "the DeepSeek API key", "DeepSeek API 키",
      lambda: [F("DEEPSEEK_API_KEY", "api_key", "sk-" + rs(HX, 32))],
      http=H("https://api.deepseek.com/chat/completions", "Authorization: Bearer {0}", method="POST")),
    V("Moonshot", "cn", "the Moonshot (Kimi) API key", "Moonshot(Kimi) API 키",
      lambda: [F("MOONSHOT_API_KEY", "api_key", "sk-" + rs(AN, 48))]),
    # ---- Europe --------------------------------------------------------------
    V("Mollie", "eu", "the Mollie live API key", "Mollie 라이브 API 키",
      lambda: [F("MOLLIE_API_KEY", "api_key", "live_" + rs(AN, 30))],
      http=H("https://api.mollie.com/v2/payments", "Authorization: Bearer {0}")),
    V("Adyen", "eu", "the Adyen API key", "Adyen API 키",
      lambda: [F("ADYEN_API_KEY", "api_key", "AQE" + rs(B64, 90) + "=")],
      http=H("https://checkout-test.adyen.com/v71/payments", "X-API-Key: {0}", method="POST"), tags=("long",)),
    V("GoCardless", "eu", "the GoCardless live access token", "GoCardless 라이브 액세스 토큰",
      lambda: [F("GOCARDLESS_ACCESS_TOKEN", "access_token", "live_" + rs(B64U, 40))]),
    V("Scaleway", "eu", "the Scaleway API key", "Scaleway API 키",
      lambda: [F("SCW_ACCESS_KEY", "access_key", "SCW" + rs(ANU, 17)), F("SCW_SECRET_KEY", "secret_key", uuid4())]),
    V("OVHcloud", "eu", "the OVHcloud API credentials", "OVHcloud API 자격 증명",
      lambda: [F("OVH_APPLICATION_KEY", "application_key", rs(AN, 16)),
               F("OVH_APPLICATION_SECRET", "application_secret", rs(AN, 32)),
               F("OVH_CONSUMER_KEY", "consumer_key", rs(AN, 32))]),
    V("Hetzner", "eu", "the Hetzner Cloud API token", "Hetzner Cloud API 토큰",
      lambda: [F("HCLOUD_TOKEN", "token", rs(AN, 64))],
      http=H("https://api.hetzner.cloud/v1/servers", "Authorization: Bearer {0}")),
    V("MessageBird", "eu", "the MessageBird access key", "MessageBird 액세스 키",
      lambda: [F("MESSAGEBIRD_ACCESS_KEY", "access_key", rs(AN, 25))],
      http=H("https://rest.messagebird.com/messages", "Authorization: AccessKey {0}", method="POST")),
    V("Pipedrive", "eu", "the Pipedrive API token", "Pipedrive API 토큰",
      lambda: [F("PIPEDRIVE_API_TOKEN", "api_token", rs(HX, 40))],
      http=HQ("https://acme.pipedrive.com/api/v1/deals?api_token={0}&limit=50")),
    V("Spotify", "eu", "the Spotify client secret", "Spotify 클라이언트 시크릿",
      lambda: [F("SPOTIFY_CLIENT_ID", "client_id", rs(HX, 32), False), F("SPOTIFY_CLIENT_SECRET", "client_secret", rs(HX, 32))]),
    V("DeepL", "eu", "the DeepL auth key", "DeepL 인증 키",
      lambda: [F("DEEPL_AUTH_KEY", "auth_key", uuid4() + pick([":fx", ""]))],
      http=H("https://api-free.deepl.com/v2/translate", "Authorization: DeepL-Auth-Key {0}", method="POST")),
    V("Vonage", "eu", "the Vonage API secret", "Vonage API 시크릿",
      lambda: [F("VONAGE_API_KEY", "api_key", rs(HX, 8)), F("VONAGE_API_SECRET", "api_secret", rsmix(AN, 16))]),
    V("Brevo", "eu", "the Brevo API key", "Brevo API 키",
      lambda: [F("BREVO_API_KEY", "api_key", "xkeysib-" + rs(HX, 64) + "-" + rs(AN, 16))],
      http=H("https://api.brevo.com/v3/smtp/email", "api-key: {0}", method="POST")),
    V("Mailjet", "eu", "the Mailjet API secret", "Mailjet API 시크릿",
      lambda: [F("MJ_APIKEY_PUBLIC", "api_key", rs(HX, 32)), F("MJ_APIKEY_PRIVATE", "secret_key", rs(HX, 32))]),
    V("Wise", "eu", "the Wise API token", "Wise API 토큰",
      lambda: [F("WISE_API_TOKEN", "api_token", uuid4())],
      http=H("https://api.transferwise.com/v1/profiles", "Authorization: Bearer {0}")),
    V("Bunny.net", "eu", "the bunny.net storage password", "bunny.net 스토리지 비밀번호",
      lambda: [F("BUNNY_STORAGE_PASSWORD", "storage_password", bunny_key())],
      http=H("https://storage.bunnycdn.com/acme-assets/", "AccessKey: {0}")),
    V("Klarna", "eu", "the Klarna API key", "Klarna API 키",
      lambda: [F("KLARNA_API_KEY", "api_key", "klarna_live_api_" + rs(B64U, 56))]),
    V("Infobip", "eu", "the Infobip API key", "Infobip API 키",
      lambda: [F("INFOBIP_API_KEY", "api_key", rs(HX, 32) + "-" + uuid4())],
      http=H("https://xyz.api.infobip.com/sms/2/text/advanced", "Authorization: App {0}", method="POST")),
    V("Mistral AI", "eu", "the Mistral API key", "Mistral API 키",
      lambda: [F("MISTRAL_API_KEY", "api_key", rs(AN, 32))],
      http=H("https://api.mistral.ai/v1/chat/completions", "Authorization: Bearer {0}", method="POST")),
    V("SumUp", "eu", "the SumUp secret API key", "SumUp 시크릿 API 키",
      lambda: [F("SUMUP_API_KEY", "api_key", "sup_sk_" + rs(AN, 32))]),
    V("Qonto", "eu", "the Qonto API secret key", "Qonto API 시크릿 키",
      lambda: [F("QONTO_LOGIN", "login", "acme-sas-" + rs(HX, 4), False), F("QONTO_SECRET_KEY", "secret_key", rs(HX, 32))]),
]


# ---------------------------------------------------------------------------
# 4. passwords: human style, passphrases, punctuation-heavy, Korean keyboard,
#    Hangul.  Every password is assembled from the PRNG.
# ---------------------------------------------------------------------------
WORDS = ["maple", "river", "anchor", "copper", "falcon", "meadow", "harbor", "violet", "tiger",
         "lantern", "orbit", "pepper", "glacier", "cobalt", "willow", "thunder", "velvet", "rocket",
         "saffron", "ember", "quartz", "marble", "canyon", "otter", "juniper", "nimbus", "pickle",
         "sparrow", "walnut", "zephyr", "mango", "pirate", "biscuit", "crimson", "dolphin", "echo",
         "fossil", "gravel", "hazel", "indigo", "jasper", "kettle", "lemon", "mosaic", "nectar",
         "olive", "puzzle", "raven", "summit", "tundra", "umber", "vortex", "wombat", "yonder"]
NAMES = ["minsu", "jiyeon", "seojun", "yuna", "haneul", "dohyun", "sora", "taeyang", "eunji",
         "alex", "maria", "kenji", "sofia", "lukas", "chloe", "ravi", "anna", "tomas"]
KO_WORDS = ["사랑해", "우리집", "고양이", "강아지", "행복", "바다", "하늘", "봄날", "별빛", "무지개",
            "서울", "부산", "제주도", "초코", "딸기", "김치찌개", "떡볶이", "호랑이", "여름밤", "첫눈",
            "보리차", "은하수", "단풍", "해바라기", "민들레", "토끼", "구름", "달빛", "소나무", "한라산"]
SYM_SAFE = "!#$%&()*+,-./:;<=>?@[]^_{|}~"

# Korean 2-set (dubeolsik) keyboard: Hangul typed with the IME switched off.
_CHO = "rRseEfaqQtTdwWczxvg"
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
         "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg",
         "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(word):
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            out.append(_CHO[code // 588] + _JUNG[(code % 588) // 28] + _JONG[code % 28])
        else:
            out.append(ch)
    return "".join(out)


def _sym(excl):
    pool = "".join(c for c in SYM_SAFE if c not in excl)
    return pick(pool)


def pw_human(excl=""):
    w = pick(WORDS + NAMES)
    style = R.randrange(6)
    if style == 0:
        s = w.capitalize() + str(R.randrange(1985, 2027)) + _sym(excl)
    elif style == 1:
        leet = {"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"}
        s = "".join(leet.get(c, c) if chance(0.6) and leet.get(c, c) not in excl else c for c in w)
        s = s[:1].upper() + s[1:] + _sym(excl) + digits(2, False)
    elif style == 2:
        s = pick(NAMES).capitalize() + digits(2, False) + pick(["0", "1"]) + digits(3, False) + _sym(excl) * R.randrange(1, 3)
    elif style == 3:
        s = w + _sym(excl) + pick(WORDS).capitalize() + digits(R.randrange(1, 4), False)
    elif style == 4:
        s = pick(["Welcome", "Spring", "Winter", "Autumn", "Summer", "Office", "Acme"]) + pick(["@", "#", "!", "_"]) \
            + str(R.randrange(2019, 2027)) + rs(UP, 1)
        s = "".join(c for c in s if c not in excl) + digits(2, False)
    else:
        s = w[:1].upper() + w[1:] + "." + pick(WORDS) + "." + digits(R.randrange(2, 5), False)
    return s if len(s) >= 8 else s + digits(8 - len(s), False)


def pw_passphrase(excl=""):
    n = R.randrange(3, 6)
    sep = pick(["-", " ", ".", "_", "", "-"])
    sep = sep if sep not in excl else "-"
    ws = [pick(WORDS) for _ in range(n)]
    if sep == "":
        ws = [w.capitalize() for w in ws]
    s = sep.join(ws)
    if chance(0.5):
        s += sep + digits(R.randrange(1, 4), False)
    return s


def pw_punct(excl="", n=None):
    n = n or R.randrange(12, 25)
    pool = "".join(c for c in AN + SYM_SAFE if c not in excl)
    while True:
        s = rs(pool, n)
        if sum(c in SYM_SAFE for c in s) >= 3 and any(c in DG for c in s):
            return s


def pw_random(excl="", n=None):
    n = n or R.randrange(14, 33)
    return rsmix(AN, n)


def pw_korean_keyboard(excl=""):
    s = hangul_to_qwerty(pick(KO_WORDS) + pick(["", pick(KO_WORDS)]))
    if chance(0.5):
        s = s[:1].upper() + s[1:]
    s += pick([digits(4, False), str(R.randrange(1980, 2010)), digits(2, False)])
    s += _sym(excl) if chance(0.7) else ""
    return s if len(s) >= 8 else s + digits(8 - len(s), False)


def pw_hangul(excl=""):
    s = pick(KO_WORDS) + pick(["", pick(KO_WORDS)]) + digits(R.randrange(2, 5), False) + _sym(excl) * R.randrange(0, 3)
    while len(s) < 8:
        s += pick(DG)
    return s


PW_STYLES = [("human", pw_human), ("passphrase", pw_passphrase), ("punctuation-heavy", pw_punct),
             ("random", pw_random), ("korean-keyboard", pw_korean_keyboard), ("hangul", pw_hangul)]


def password(excl="", style=None, ascii_only=False):
    styles = [s for s in PW_STYLES if not (ascii_only and s[0] == "hangul")]
    if style is not None:
        styles = [s for s in styles if s[0] == style] or styles
    name, fn = pick(styles)
    while True:
        pw = fn(excl)
        if len(pw) >= 8 and not any(c in excl for c in pw):
            return name, pw


# ---------------------------------------------------------------------------
# 5. non-secret context vocabulary
# ---------------------------------------------------------------------------
SVCS = ["billing-api", "payments-worker", "order-service", "ingest-cron", "notif-bot", "search-indexer",
        "auth-gateway", "admin-dashboard", "settlement-batch", "crawler", "report-generator",
        "mobile-backend", "data-pipeline", "erp-sync", "coupon-service", "chat-relay", "media-transcoder",
        "inventory-api", "ledger", "partner-portal", "delivery-tracker", "review-moderation"]
ENVS_EN = ["staging", "prod", "dev", "QA", "sandbox", "the load-test env", "the demo env"]
ENVS_KO = ["스테이징", "운영", "개발", "QA", "샌드박스", "부하 테스트", "데모"]
HOSTS = ["db-stg-01.internal", "10.0.3.12", "pg-main.prod.svc.cluster.local", "mysql-ro.acme.local",
         "redis-cache.internal", "172.16.8.40", "mongo-a.acme-int.net", "db.dev.acme.io", "192.168.10.25",
         "rabbit.mq.internal", "ch-01.analytics.local", "sql-legacy.corp.acme.kr"]
DB_USERS = ["app_user", "svc_billing", "readonly", "etl_loader", "admin", "deploy", "report_ro",
            "root", "postgres", "migrator", "api", "batch"]
PEOPLE_EN = ["Minsu", "Jiyeon", "Alex", "Sora", "Dohyun", "Maria", "Kenji", "Yuna", "Chris", "Eunji"]
PEOPLE_KO = ["민수", "지연", "서준", "유나", "하늘", "도현", "소라", "태양", "은지", "현우"]
TICKETS = ["OPS-", "INFRA-", "BE-", "PAY-", "SEC-", "DATA-", "PLAT-"]


def svc():
    return pick(SVCS)


def ticket():
    return pick(TICKETS) + str(R.randrange(100, 4000))


def person(lang):
    return pick(PEOPLE_EN if lang == "en" else PEOPLE_KO)


def env_name(lang):
    return pick(ENVS_EN if lang == "en" else ENVS_KO)


# ---------------------------------------------------------------------------
# 6. containers: render a list of fields into a realistic pasted snippet.
#    Each renderer returns (text, fence_lang, where_en, where_ko, name) or
#    None when a value cannot be written there without escaping.
# ---------------------------------------------------------------------------
FILLERS = [("APP_ENV", "app_env", "staging"), ("PORT", "port", "8080"), ("LOG_LEVEL", "log_level", "debug"),
           ("TIMEOUT_MS", "timeout_ms", "5000"), ("FEATURE_NEW_CHECKOUT", "feature_new_checkout", "true"),
           ("REDIS_URL", "redis_url", "redis://redis:6379/0"), ("TZ", "tz", "Asia/Seoul"),
           ("NODE_ENV", "node_env", "production"), ("WORKERS", "workers", "4"),
           ("API_BASE_URL", "api_base_url", "https://api.acme.io"), ("RETRY_MAX", "retry_max", "3"),
           ("SENTRY_ENVIRONMENT", "sentry_environment", "staging"), ("CACHE_TTL", "cache_ttl", "300")]


def with_fillers(fields, lo=0, hi=3):
    fs = list(fields)
    pool = list(FILLERS)
    R.shuffle(pool)
    for f in pool[:R.randrange(lo, hi + 1)]:
        fs.insert(R.randrange(len(fs) + 1), F(f[0], f[1], f[2], False))
    return fs


SHELL_PLAIN = re.compile(r"^[A-Za-z0-9_./:=@%+,-]+$")


def sh_quote(v, allow_bare=True):
    if "'" in v:
        return None
    if allow_bare and SHELL_PLAIN.match(v) and chance(0.5):
        return v
    if SHELL_PLAIN.match(v) and chance(0.5):
        return '"' + v + '"'
    return "'" + v + "'"


def yaml_scalar(v):
    if '"' in v or "\\" in v:
        return None
    plain_ok = re.match(r"^[A-Za-z0-9_./+=-][A-Za-z0-9_./+=:@~-]*$", v) and not v.isdigit() \
        and ": " not in v and not v.endswith(":")
    if plain_ok and chance(0.55):
        return v
    return '"' + v + '"' if chance(0.8) or "'" in v else "'" + v + "'"


def json_str(v):
    if '"' in v or "\\" in v or any(ord(c) < 32 for c in v):
        return None
    return '"' + v + '"'


def xml_ok(v):
    return not any(c in v for c in "&<>\"'")


def camel(key):
    parts = re.split(r"[_.\-]+", key)
    return parts[0][:1].lower() + parts[0][1:] + "".join(p[:1].upper() + p[1:] for p in parts[1:])


def pascal(key):
    c = camel(key)
    return c[:1].upper() + c[1:]


def snake(key):
    s = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", key)
    return re.sub(r"[.\-]+", "_", s).lower()


def _lines(fields, fmt):
    out = []
    for f in fields:
        s = fmt(f)
        if s is None:
            return None
        out.append(s)
    return out


def c_dotenv(fields, ctx):
    fname = pick([".env", ".env.local", ".env.staging", ".env.production", "config/.env.dev", "deploy/.env"])
    def fmt(f):
        v = f[2]
        if " " in v or "#" in v or chance(0.2):
            if '"' in v or "$" in v:
                return None
            return '%s="%s"' % (f[0], v)
        return "%s=%s" % (f[0], v)
    ls = _lines(with_fillers(fields), fmt)
    if ls is None:
        return None
    if chance(0.3):
        ls.insert(0, "# " + pick(["local overrides", "copied from 1Password", "staging values", "do not commit"]))
    return "\n".join(ls), pick(["", "dotenv", "bash", "ini"]), "`%s`" % fname, "`%s`" % fname, "dotenv"


def c_export(fields, ctx):
    def fmt(f):
        q = sh_quote(f[2])
        return None if q is None else "export %s=%s" % (f[0], q)
    ls = _lines(with_fillers(fields, 0, 1), fmt)
    if ls is None:
        return None
    rc = pick(["~/.zshrc", "~/.bashrc", "scripts/env.sh", "the shell", "the deploy script"])
    if rc.startswith("the"):
        w_en, w_ko = rc, {"the shell": "셸", "the deploy script": "배포 스크립트"}[rc]
    else:
        w_en = w_ko = "`%s`" % rc
    return "\n".join(ls), pick(["bash", "sh", ""]), w_en, w_ko, "shell export"


def c_inline_cmd(fields, ctx):
    parts = []
    for f in fields:
        q = sh_quote(f[2])
        if q is None:
            return None
        parts.append("%s=%s" % (f[0], q))
    cmd = pick(["npm run start", "python manage.py runserver", "go run ./cmd/server", "./gradlew bootRun",
                "node scripts/sync.js", "poetry run pytest -k integration", "bundle exec rails s",
                "uv run python -m worker", "docker compose up api", "yarn dev"])
    sep = pick([" ", " \\\n  "])
    return sep.join(parts + [cmd]), pick(["bash", "sh", "console"]), "the run command", "실행 명령", "inline env command"


def c_yaml(fields, ctx):
    top = ctx["svc"].replace("-", "_")
    ls = [pick([top + ":", "app:", "integrations:", "spring:", "settings:"])]
    sub = pick(["", "  credentials:", "  " + ctx["vendor_key"] + ":"])
    ind = "    " if sub else "  "
    if sub:
        ls.append(sub)
    for f in with_fillers(fields, 0, 2):
        v = yaml_scalar(f[2])
        if v is None:
            return None
        ls.append("%s%s: %s" % (ind, snake(f[1]), v))
    fname = pick(["config/application.yml", "settings.yaml", "config.yml", "conf/%s.yaml" % ctx["svc"],
                  "values-staging.yaml", "config/secrets.yml"])
    return "\n".join(ls), "yaml", "`%s`" % fname, "`%s`" % fname, "yaml config"


def c_json(fields, ctx):
    items = []
    for f in with_fillers(fields, 0, 2):
        v = json_str(f[2])
        if v is None:
            return None
        items.append('"%s": %s' % (pick([camel(f[1]), snake(f[1]), f[0]]), v))
    if chance(0.5):
        body = "{\n  \"%s\": {\n    %s\n  }\n}" % (ctx["vendor_key"], ",\n    ".join(items))
    elif chance(0.5):
        body = "{\n  " + ",\n  ".join(items) + "\n}"
    else:
        body = "{" + ", ".join(items) + "}"
    fname = pick(["appsettings.Development.json", "config/local.json", "secrets.json", "config.json",
                  "src/config/prod.json", ".vscode/settings.json"])
    return body, "json", "`%s`" % fname, "`%s`" % fname, "json config"


def c_toml(fields, ctx):
    ls = ["[%s]" % pick([ctx["vendor_key"], "secrets", "connections." + ctx["vendor_key"], "api"])]
    for f in with_fillers(fields, 0, 2):
        v = json_str(f[2])
        if v is None:
            return None
        ls.append("%s = %s" % (snake(f[1]), v))
    fname = pick([".streamlit/secrets.toml", "config.toml", "settings.toml", "deploy/app.toml"])
    return "\n".join(ls), "toml", "`%s`" % fname, "`%s`" % fname, "toml config"


def c_ini(fields, ctx):
    ls = ["[%s]" % pick([ctx["vendor_key"], "default", "credentials", ctx["svc"]])]
    for f in with_fillers(fields, 0, 2):
        if "\n" in f[2]:
            return None
        ls.append("%s%s%s" % (snake(f[1]), pick([" = ", "=", " = "]), f[2]))
    fname = pick(["config.ini", "settings.cfg", "conf/app.ini", "setup.cfg", "tox.ini"])
    return "\n".join(ls), "ini", "`%s`" % fname, "`%s`" % fname, "ini config"


def c_properties(fields, ctx):
    pre = pick(["app.%s." % ctx["vendor_key"], "integration.", "%s." % ctx["vendor_key"], ""])
    ls = []
    for f in with_fillers(fields, 0, 2):
        ls.append("%s%s=%s" % (pre, camel(f[1]), f[2]))
    fname = pick(["application.properties", "application-prod.properties", "gradle.properties",
                  "src/main/resources/application-local.properties"])
    return "\n".join(ls), "properties", "`%s`" % fname, "`%s`" % fname, "java properties"


def c_xml(fields, ctx):
    if not all(xml_ok(f[2]) for f in fields):
        return None
    if chance(0.5):
        ls = ["<appSettings>"] + ['  <add key="%s" value="%s" />' % (pascal(f[1]), f[2])
                                   for f in with_fillers(fields, 0, 2)] + ["</appSettings>"]
        fname = pick(["Web.config", "App.config"])
    else:
        ls = ["<%s>" % camel(ctx["vendor_key"])] + ["  <%s>%s</%s>" % (camel(f[1]), f[2], camel(f[1]))
                                                    for f in with_fillers(fields, 0, 2)] + ["</%s>" % camel(ctx["vendor_key"])]
        fname = pick(["src/main/resources/config.xml", "conf/integration.xml", "settings.xml"])
    return "\n".join(ls), "xml", "`%s`" % fname, "`%s`" % fname, "xml config"


def c_k8s_secret(fields, ctx):
    ls = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-secrets" % ctx["svc"],
          "  namespace: %s" % pick(["default", "prod", "staging", "payments"]), "type: Opaque", "stringData:"]
    for f in fields:
        v = yaml_scalar(f[2])
        if v is None:
            return None
        ls.append("  %s: %s" % (f[0], v))
    return "\n".join(ls), "yaml", "the k8s Secret manifest", "k8s Secret 매니페스트", "k8s Secret stringData"


def c_k8s_env(fields, ctx):
    ls = ["      containers:", "        - name: %s" % ctx["svc"],
          "          image: registry.acme.io/%s:%s" % (ctx["svc"], pick(["1.8.2", "2024.11.3", "sha-" + rs(HX, 7)])),
          "          env:"]
    for f in with_fillers(fields, 0, 1):
        v = yaml_scalar(f[2])
        if v is None:
            return None
        ls += ["            - name: %s" % f[0], "              value: %s" % v]
    return "\n".join(ls), "yaml", "`deployment.yaml`", "`deployment.yaml`", "k8s Deployment env"


def c_compose(fields, ctx):
    ls = ["services:", "  %s:" % ctx["svc"], "    image: %s:latest" % ctx["svc"], "    environment:"]
    dash = chance(0.5)
    for f in with_fillers(fields, 0, 2):
        if dash:
            if "'" in f[2] or "$" in f[2]:
                return None
            ls.append("      - %s=%s" % (f[0], f[2]) if " " not in f[2] else "      - \"%s=%s\"" % (f[0], f[2]))
        else:
            v = yaml_scalar(f[2])
            if v is None or "$" in f[2]:
                return None
            ls.append("      %s: %s" % (f[0], v))
    return "\n".join(ls), "yaml", "`docker-compose.yml`", "`docker-compose.yml`", "docker compose environment"


def c_dockerfile(fields, ctx):
    if any("$" in f[2] or '"' in f[2] for f in fields):
        return None
    ls = ["FROM %s" % pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22"]),
          "WORKDIR /app"]
    kw = pick(["ENV", "ARG", "ENV"])
    for f in fields:
        v = f[2]
        ls.append('%s %s="%s"' % (kw, f[0], v) if (" " in v or chance(0.4)) else "%s %s=%s" % (kw, f[0], v))
    ls.append(pick(['CMD ["python", "-m", "app"]', "COPY . .", 'ENTRYPOINT ["node", "dist/main.js"]']))
    return "\n".join(ls), "dockerfile", "the `Dockerfile`", "`Dockerfile`", "Dockerfile ENV/ARG"


def c_gha(fields, ctx):
    ls = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    for f in fields:
        v = yaml_scalar(f[2])
        if v is None:
            return None
        ls.append("      %s: %s" % (f[0], v))
    ls += ["    steps:", "      - uses: actions/checkout@v4", "      - run: make deploy"]
    return "\n".join(ls), "yaml", "`.github/workflows/deploy.yml`", "`.github/workflows/deploy.yml`", "GitHub Actions env"


def c_gitlab(fields, ctx):
    ls = ["variables:"]
    for f in with_fillers(fields, 0, 1):
        v = yaml_scalar(f[2])
        if v is None:
            return None
        ls.append("  %s: %s" % (f[0], v))
    ls += ["", "deploy:", "  stage: deploy", "  script:", "    - ./scripts/deploy.sh"]
    return "\n".join(ls), "yaml", "`.gitlab-ci.yml`", "`.gitlab-ci.yml`", "GitLab CI variables"


def c_terraform(fields, ctx):
    if any('"' in f[2] or "${" in f[2] for f in fields):
        return None
    if chance(0.5):
        ls = ["%s = \"%s\"" % (snake(f[1]), f[2]) for f in with_fillers(fields, 0, 1)]
        fname = pick(["terraform.tfvars", "envs/prod.auto.tfvars"])
    else:
        ls = ['provider "%s" {' % ctx["vendor_key"]] + ['  %s = "%s"' % (snake(f[1]), f[2]) for f in fields] + ["}"]
        fname = pick(["main.tf", "providers.tf"])
    return "\n".join(ls), "hcl", "`%s`" % fname, "`%s`" % fname, "terraform"


def _code(fields, lang):
    out = []
    for f in fields:
        v = f[2]
        if '"' in v or "\\" in v:
            return None
        if lang == "python":
            out.append('%s = "%s"' % (f[0], v))
        elif lang == "js":
            out.append('const %s = "%s";' % (camel(f[1]), v) if chance(0.5) else "  %s: '%s'," % (camel(f[1]), v))
            if "'" in v:
                return None
        elif lang == "ts":
            out.append("export const %s: string = \"%s\";" % (f[0], v))
        elif lang == "go":
            out.append('\t%s = "%s"' % (camel(f[1]), v))
        elif lang == "java":
            out.append('    private static final String %s = "%s";' % (f[0], v))
        elif lang == "kotlin":
            out.append('    const val %s = "%s"' % (f[0], v))
        elif lang == "ruby":
            if "#" in v:
                return None
            out.append("ENV[\"%s\"] ||= \"%s\"" % (f[0], v))
        elif lang == "php":
            if "$" in v:
                return None
            out.append("define('%s', \"%s\");" % (f[0], v) if "'" not in v else None)
            if out[-1] is None:
                return None
        elif lang == "csharp":
            out.append('    public const string %s = "%s";' % (pascal(f[1]), v))
        elif lang == "rust":
            out.append('const %s: &str = "%s";' % (f[0], v))
        elif lang == "swift":
            if "\\(" in v:
                return None
            out.append('    static let %s = "%s"' % (camel(f[1]), v))
        elif lang == "powershell":
            if "'" in v:
                return None
            out.append("$env:%s = '%s'" % (f[0], v))
        elif lang == "bat":
            if any(c in v for c in "%^&|<>"):
                return None
            out.append("set %s=%s" % (f[0], v))
        elif lang == "fish":
            q = sh_quote(v, allow_bare=False)
            if q is None:
                return None
            out.append("set -gx %s %s" % (f[0], q))
    return out


CODE_WRAP = {
    "python": (["import os", ""], ["", "client = Client(api_key=%s)"], "`settings.py`", "python"),
    "js": (["// config/index.js"], [], "`config/index.js`", "javascript"),
    "ts": (["// src/env.ts"], [], "`src/env.ts`", "ts"),
    "go": (["const ("], [")"], "`internal/config/config.go`", "go"),
    "java": (["public final class ApiConfig {"], ["}"], "`ApiConfig.java`", "java"),
    "kotlin": (["object Secrets {"], ["}"], "`Secrets.kt`", "kotlin"),
    "ruby": (["# config/initializers/integrations.rb"], [], "`config/initializers/integrations.rb`", "ruby"),
    "php": (["<?php"], [], "`config/services.php`", "php"),
    "csharp": (["public static class ApiKeys", "{"], ["}"], "`ApiKeys.cs`", "csharp"),
    "rust": (["// src/config.rs"], [], "`src/config.rs`", "rust"),
    "swift": (["enum Secrets {"], ["}"], "`Secrets.swift`", "swift"),
    "powershell": (["# deploy.ps1"], ["./deploy.ps1 -Env prod"], "`deploy.ps1`", "powershell"),
    "bat": (["@echo off"], ["call run_batch.cmd"], "`run_local.bat`", "bat"),
    "fish": (["# ~/.config/fish/conf.d/work.fish"], [], "`~/.config/fish/conf.d/work.fish`", "fish"),
}


def c_code(fields, ctx):
    lang = pick(list(CODE_WRAP))
    body = _code(fields, lang)
    if body is None:
        return None
    pre, post, where, fence = CODE_WRAP[lang]
    sec_name = ([f for f in fields if f[3]] or fields)[-1][0]
    post = [p % (sec_name,) if "%s" in p else p for p in post]
    return "\n".join(pre + body + post), fence, where, where, "code:" + lang


def c_systemd(fields, ctx):
    if any('"' in f[2] or "%" in f[2] for f in fields):
        return None
    ls = ["[Service]", "User=%s" % pick(["app", "deploy", "www-data"])]
    for f in with_fillers(fields, 0, 1):
        ls.append('Environment="%s=%s"' % (f[0], f[2]))
    ls.append("ExecStart=/opt/%s/bin/run" % ctx["svc"])
    return "\n".join(ls), "ini", "the systemd unit", "systemd 유닛 파일", "systemd Environment"


def c_log(fields, ctx):
    ts = "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (R.randrange(9, 12), R.randrange(1, 29), R.randrange(24),
                                                   R.randrange(60), R.randrange(60), R.randrange(1000))
    style = R.randrange(3)
    if style == 0:
        d = ", ".join("'%s': '%s'" % (snake(f[1]), f[2]) for f in with_fillers(fields, 1, 2))
        if any("'" in f[2] for f in fields):
            return None
        t = "%s DEBUG [%s] loaded settings: {%s}" % (ts, ctx["svc"], d)
    elif style == 1:
        items = []
        for f in with_fillers(fields, 1, 2):
            v = json_str(f[2])
            if v is None:
                return None
            items.append('"%s":%s' % (f[0], v))
        t = '{"ts":"%s","level":"debug","logger":"config","msg":"environment dump",%s}' % (ts, ",".join(items))
    else:
        t = "\n".join("%s INFO  %s - env %s=%s" % (ts, ctx["svc"], f[0], f[2]) for f in with_fillers(fields, 1, 1))
    return t, pick(["", "text", "log"]), "the startup log", "기동 로그", "log line"


def c_trace(fields, ctx):
    f = [x for x in fields if x[3]][0]
    v = f[2]
    if "'" in v or '"' in v:
        return None
    mod = ctx["vendor_key"]
    if chance(0.5):
        t = "\n".join([
            "Traceback (most recent call last):",
            '  File "/app/%s/jobs.py", line %d, in run' % (ctx["svc"].replace("-", "_"), R.randrange(20, 300)),
            "    client = %s.Client(%s='%s')" % (mod, snake(f[1]), v),
            '  File "/usr/local/lib/python3.11/site-packages/%s/client.py", line %d, in __init__' % (mod, R.randrange(30, 200)),
            "    raise AuthenticationError(f\"rejected credential {%s!r}\")" % snake(f[1]),
            "%s.errors.AuthenticationError: rejected credential '%s'" % (mod, v)])
        fence = "python"
    else:
        t = "\n".join([
            "Exception in thread \"main\" java.lang.IllegalStateException: auth failed for %s=%s" % (camel(f[1]), v),
            "\tat com.acme.%s.Client.connect(Client.java:%d)" % (mod, R.randrange(40, 400)),
            "\tat com.acme.%s.Main.main(Main.java:%d)" % (mod, R.randrange(10, 90))])
        fence = "text"
    return t, fence, "the stack trace", "스택 트레이스", "stack trace"


def c_diff(fields, ctx):
    fname = pick([".env", "config/settings.yaml", "docker-compose.override.yml", "deploy/values.yaml"])
    yamlish = fname.endswith((".yaml", ".yml"))
    ls = ["--- a/%s" % fname, "+++ b/%s" % fname, "@@ -%d,4 +%d,4 @@" % ((R.randrange(2, 40),) * 2)]
    for f in with_fillers(fields, 1, 2):
        if yamlish:
            v = yaml_scalar(f[2])
            if v is None:
                return None
            line = "  %s: %s" % (snake(f[1]), v)
            old = "  %s: \"\"" % snake(f[1])
        else:
            line = "%s=%s" % (f[0], f[2])
            old = "%s=" % f[0]
        if f[3]:
            ls += ["-" + old, "+" + line]
        else:
            ls.append(" " + line)
    return "\n".join(ls), "diff", "the diff of `%s`" % fname, "`%s` diff" % fname, "diff"


def c_table(fields, ctx):
    if any("|" in f[2] for f in fields):
        return None
    ls = ["| key | value |", "|---|---|"] if ctx["lang"] == "en" else ["| 항목 | 값 |", "|---|---|"]
    for f in with_fillers(fields, 0, 2):
        ls.append("| %s | %s |" % (f[0], "`%s`" % f[2] if chance(0.5) else f[2]))
    return "\n".join(ls), "", "the handover table", "인수인계 표", "markdown table"


def c_chat(fields, ctx):
    who = person(ctx["lang"])
    hh, mm = R.randrange(9, 20), R.randrange(60)
    secs = [f for f in fields if f[3]]
    if ctx["lang"] == "en":
        first = pick(["here you go", "use these for %s" % ctx["env"], "new values after rotation",
                      "ok try this one", "from the vendor console"])
    else:
        first = pick(["여기요", "%s 값 이거 쓰세요" % ctx["env"], "로테이션한 새 값입니다", "이걸로 다시 해보세요",
                      "콘솔에서 방금 복사했어요"])
    ls = ["[%02d:%02d] %s: %s" % (hh, mm, who, first)]
    for f in fields:
        ls.append("[%02d:%02d] %s: %s %s" % (hh, mm, who, f[0], f[2]) if chance(0.5) or not f[3] or len(secs) > 1
                  else "[%02d:%02d] %s: %s" % (hh, mm, who, f[2]))
    return "\n".join(ls), "", "the chat thread", "채팅", "chat message"


def c_helm(fields, ctx):
    parts = []
    for f in fields:
        q = sh_quote(f[2])
        if q is None or "," in f[2]:
            return None
        parts.append("--set %s.%s=%s" % (pick(["secrets", "env", "config"]), f[0], q))
    return ("helm upgrade --install %s ./charts/%s -n %s \\\n  " % (ctx["svc"], ctx["svc"], pick(["prod", "staging"]))
            + " \\\n  ".join(parts)), "bash", "the `helm upgrade` command", "`helm upgrade` 명령", "helm --set"


def c_ansible(fields, ctx):
    ls = ["# group_vars/%s/vars.yml" % pick(["prod", "all", "web"])]
    for f in with_fillers(fields, 0, 1):
        v = yaml_scalar(f[2])
        if v is None or "{{" in f[2]:
            return None
        ls.append("%s_%s: %s" % (ctx["vendor_key"], snake(f[1]), v))
    return "\n".join(ls), "yaml", "the Ansible group_vars", "Ansible group_vars", "ansible vars"


def c_cron(fields, ctx):
    parts = []
    for f in fields:
        q = sh_quote(f[2])
        if q is None or "%" in f[2]:
            return None
        parts.append("%s=%s" % (f[0], q))
    return ("%d %d * * * %s /opt/%s/bin/sync >> /var/log/%s.log 2>&1" %
            (R.randrange(60), R.randrange(24), " ".join(parts), ctx["svc"], ctx["svc"])), "", "the crontab", "crontab", "crontab"


def c_make(fields, ctx):
    if any("$" in f[2] or "#" in f[2] for f in fields):
        return None
    ls = ["%s ?= %s" % (f[0], f[2]) for f in fields] + ["", "deploy:", "\t./scripts/deploy.sh"]
    return "\n".join(ls), "makefile", "the `Makefile`", "`Makefile`", "Makefile"


def c_launch(fields, ctx):
    items = []
    for f in fields:
        v = json_str(f[2])
        if v is None:
            return None
        items.append('        "%s": %s' % (f[0], v))
    t = '{\n  "configurations": [{\n      "name": "Debug %s",\n      "type": "%s",\n      "request": "launch",\n      "env": {\n%s\n      }\n  }]\n}' % (
        ctx["svc"], pick(["node", "debugpy", "go"]), ",\n".join(items))
    return t, "json", "`.vscode/launch.json`", "`.vscode/launch.json`", "vscode launch.json"


def c_jupyter(fields, ctx):
    ls = []
    for f in fields:
        if "\n" in f[2]:
            return None
        ls.append("%%env %s=%s" % (f[0], f[2]) if chance(0.5) else None)
        if ls[-1] is None:
            if "'" in f[2]:
                return None
            ls[-1] = "os.environ['%s'] = '%s'" % (f[0], f[2])
    return "\n".join(ls), "python", "the notebook cell", "노트북 셀", "jupyter cell"


def c_postman(fields, ctx):
    vals = []
    for f in fields:
        v = json_str(f[2])
        if v is None:
            return None
        vals.append('    {"key": "%s", "value": %s, "enabled": true}' % (camel(f[1]), v))
    t = '{\n  "name": "%s %s",\n  "values": [\n%s\n  ]\n}' % (ctx["svc"], ctx["env"], ",\n".join(vals))
    return t, "json", "the Postman environment export", "Postman 환경 export 파일", "postman environment"


GENERIC_CONTAINERS = [c_dotenv, c_dotenv, c_export, c_inline_cmd, c_yaml, c_yaml, c_json, c_toml, c_ini,
                      c_properties, c_xml, c_k8s_secret, c_k8s_env, c_compose, c_dockerfile, c_gha, c_gitlab,
                      c_terraform, c_code, c_code, c_code, c_systemd, c_log, c_trace, c_diff, c_table, c_chat,
                      c_helm, c_ansible, c_cron, c_make, c_launch, c_jupyter, c_postman]


# ---------------------------------------------------------------------------
# 7. HTTP renderers (vendor http spec) and vendor-specific containers.
#    These return (text, fence, where_en, where_ko, name, secrets_as_written).
# ---------------------------------------------------------------------------
def http_render(spec, fields, ctx):
    vals = [f[2] for f in fields]
    sec = [f[2] for f in fields if f[3]]
    url, method = spec["url"], spec["method"]
    host = url.split("/")[2]
    path = "/" + url.split("/", 3)[3] if url.count("/") >= 3 else "/"
    body = pick(['{"limit": 10}', '{"text": "ping"}', '{"model": "default", "input": "hello"}'])
    if "basic" in spec:
        up = spec["basic"].format(*vals)
        blob = b64(up.encode())
        st = R.randrange(4)
        if st == 0:
            return ("curl -sS %s%s -u %s" % ("-X POST " if method == "POST" else "", url, sh_quote(up) or up),
                    "bash", "the curl command", "curl 명령", "curl -u basic", sec)
        if st == 1:
            return ("%s %s HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: application/json" % (method, path, host, blob),
                    "http", "the raw request", "원본 요청", "http basic header", [blob])
        if st == 2:
            return ('curl -X %s "%s" \\\n  -H "Authorization: Basic %s"' % (method, url, blob),
                    "bash", "the curl command", "curl 명령", "curl basic header", [blob])
        u, _, pw = up.partition(":")
        if "'" in up:
            return None
        return ("resp = requests.%s(\n    \"%s\",\n    auth=('%s', '%s'),\n    timeout=10,\n)" % (method.lower(), url, u, pw),
                "python", "the requests call", "requests 호출 코드", "python requests auth tuple", sec)
    if spec.get("query"):
        enc = [pct(v) for v in vals]
        full = url.format(*enc)
        sec_w = [pct(f[2]) for f in fields if f[3]]
        st = R.randrange(4)
        if st == 0:
            return ('curl -s "%s"' % full, "bash", "the curl command", "curl 명령", "curl query param", sec_w)
        if st == 1:
            ts = "%02d:%02d:%02d" % (R.randrange(24), R.randrange(60), R.randrange(60))
            return ("%s INFO  http.client  %s %s -> %d (%dms)" % (ts, method, full, pick([200, 200, 401, 429]), R.randrange(20, 900)),
                    "text", "the access log", "액세스 로그", "log line with URL query", sec_w)
        if st == 2:
            return ('r = httpx.get("%s")' % full, "python", "the httpx call", "httpx 호출 코드", "python URL query", sec_w)
        return (full, "", "the URL", "URL", "bare URL with key", sec_w)
    hdrs = [h.format(*vals) for h in spec["headers"]]
    st = R.randrange(6)
    if st == 0:
        return ("%s %s HTTP/1.1\nHost: %s\n%s" % (method, path, host, "\n".join(hdrs))
                + ("\nContent-Type: application/json\n\n" + body if method == "POST" and not any("Content-Type" in h for h in hdrs) else ""),
                "http", "the raw request", "원본 요청", "raw http request", sec)
    if st == 1:
        if any('"' in h for h in hdrs):
            return None
        t = "curl %s\"%s\"" % ("-X POST " if method == "POST" else "", url)
        t += "".join(" \\\n  -H \"%s\"" % h for h in hdrs)
        if method == "POST":
            t += " \\\n  -d '%s'" % body
        return t, "bash", "the curl command", "curl 명령", "curl -H header", sec
    if st == 2:
        if any('"' in h for h in hdrs):
            return None
        items = ",\n".join('        "%s": "%s"' % tuple(h.split(": ", 1)) for h in hdrs)
        return ("resp = requests.%s(\n    \"%s\",\n    headers={\n%s\n    },\n    timeout=10,\n)" % (method.lower(), url, items),
                "python", "the requests call", "requests 호출 코드", "python requests headers", sec)
    if st == 3:
        if any("'" in h for h in hdrs):
            return None
        items = ", ".join("'%s': '%s'" % tuple(h.split(": ", 1)) for h in hdrs)
        return ("const res = await fetch('%s', {\n  method: '%s',\n  headers: { %s },\n});" % (url, method, items),
                "js", "the fetch call", "fetch 호출 코드", "js fetch headers", sec)
    if st == 4:
        if any('"' in h for h in hdrs):
            return None
        ls = ["location /upstream/ {", "    proxy_pass https://%s;" % host]
        ls += ['    proxy_set_header %s "%s";' % tuple(h.split(": ", 1)) for h in hdrs]
        ls.append("}")
        return "\n".join(ls), "nginx", "the nginx site config", "nginx 사이트 설정", "nginx proxy_set_header", sec
    if any("'" in h for h in hdrs):
        return None
    return ("http %s %s %s" % (method, url, " ".join("'%s'" % h.replace(": ", ":", 1) for h in hdrs)),
            "bash", "the httpie command", "httpie 명령", "httpie header", sec)


def special_render(tag, fields, ctx):
    sec = [f[2] for f in fields if f[3]]
    vals = {f[0]: f[2] for f in fields}
    if tag == "npmrc":
        t = "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true" % sec[0]
        return t, "ini", "`~/.npmrc`", "`~/.npmrc`", ".npmrc authToken", sec
    if tag == "pypirc":
        t = "[distutils]\nindex-servers = pypi\n\n[pypi]\n  username = __token__\n  password = %s" % sec[0]
        return t, "ini", "`~/.pypirc`", "`~/.pypirc`", ".pypirc token", sec
    if tag == "docker":
        user, tok = fields[0][2], fields[1][2]
        if chance(0.5):
            blob = b64(("%s:%s" % (user, tok)).encode())
            t = '{\n  "auths": {\n    "https://index.docker.io/v1/": {\n      "auth": "%s"\n    }\n  }\n}' % blob
            return t, "json", "`~/.docker/config.json`", "`~/.docker/config.json`", "docker config.json auth", [blob]
        t = "docker login -u %s -p %s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin." % (user, tok)
        return t, "console", "the `docker login` output", "`docker login` 출력", "docker login -p", sec
    if tag == "aws":
        if chance(0.6):
            ls = ["[%s]" % pick(["default", "prod-admin", "stg"])]
            ls += ["%s = %s" % (f[1], f[2]) for f in fields if f[1] != "region"]
            ls.append("region = %s" % vals.get("AWS_DEFAULT_REGION", "ap-northeast-2"))
            return "\n".join(ls), "ini", "`~/.aws/credentials`", "`~/.aws/credentials`", "aws credentials file", sec
        ls = ["aws configure set %s %s --profile %s" % (f[1], f[2], pick(["ci", "batch", "legacy"])) for f in fields if f[3]]
        return "\n".join(ls), "bash", "the `aws configure` commands", "`aws configure` 명령", "aws configure set", sec
    if tag == "wg":
        pub = b64(rbytes(32))
        t = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/24\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.acme.io:51820\nAllowedIPs = 10.0.0.0/8" % (
            sec[0], R.randrange(2, 200), pub)
        return t, "ini", "`/etc/wireguard/wg0.conf`", "`/etc/wireguard/wg0.conf`", "wireguard conf", sec
    if tag == "git":
        tok = sec[-1]
        host = "github.com" if tok.startswith(("gh", "github")) else "gitlab.example.com"
        user = pick(["x-access-token", "oauth2", "ci-bot"])
        url = "https://%s:%s@%s/acme/%s.git" % (user, tok, host, ctx["svc"])
        if chance(0.5):
            return "git clone %s" % url, "bash", "the clone command", "clone 명령", "git clone token URL", sec
        return url, "", "`~/.git-credentials`", "`~/.git-credentials`", "git-credentials", sec
    return None


def build_vendor_payload(v, lang):
    ctx = {"svc": svc(), "vendor_key": re.sub(r"[^a-z0-9]+", "_", v["name"].lower()).strip("_"),
           "lang": lang, "env": env_name(lang)}
    for _ in range(200):
        fields = v["gen"]()
        options = ["g"] * 5
        if v["http"]:
            options += ["h"] * 3
        for t in v["tags"]:
            if t in ("npmrc", "pypirc", "docker", "aws", "wg"):
                options += ["s:" + t] * 3
        if v["name"] in ("GitHub", "GitHub fine-grained", "GitLab"):
            options += ["s:git"] * 2
        o = pick(options)
        if o == "g":
            c = pick(GENERIC_CONTAINERS)
            r = c(fields, ctx)
            if r is None:
                continue
            text, fence, w_en, w_ko, cname = r
            sec = [f[2] for f in fields if f[3]]
        elif o == "h":
            r = http_render(v["http"], fields, ctx)
            if r is None:
                continue
            text, fence, w_en, w_ko, cname, sec = r
        else:
            r = special_render(o[2:], fields, ctx)
            if r is None:
                continue
            text, fence, w_en, w_ko, cname, sec = r
        if not all(s in text for s in sec):
            continue
        prim = sec[-1]
        lab_field = [f for f in fields if f[2] == prim]
        return dict(snippet=text, fence=fence, where_en=w_en, where_ko=w_ko, topic_en=v["t_en"], topic_ko=v["t_ko"],
                    secrets=sec, primary=prim, label=lab_field[0][0] if lab_field else v["t_en"].replace("the ", "", 1),
                    category="vendor: %s (%s) in %s" % (v["name"], v["region"], cname), vendors=[v["name"]],
                    forms="bi" if is_cmdlike(text) else "b", svc=ctx["svc"])
    raise RuntimeError("no container for " + v["name"])


# ---------------------------------------------------------------------------
# 8. secret payloads other than vendor tokens
# ---------------------------------------------------------------------------
CMD_RE = re.compile(r"^(?:\$ |> )?(?:curl|http|https://|wss?://|wget|git|docker|kubectl|helm|mysql|mysqldump|psql|redis-cli|"
                    r"mongosh|sshpass|ssh|scp|rsync|wscat|grpcurl|oathtool|nmcli|aws|az|gcloud|vault|op|doppler|htpasswd|"
                    r"smbclient|lftp|net|openssl|keytool|zip|7z|sqlcmd|ldapsearch|ansible-playbook|rabbitmqctl|"
                    r"mosquitto_pub|echo|psexec|xfreerdp|influx|snowsql|otpauth://|[A-Z][A-Z0-9_]*=\S+ [a-z.])")


def is_cmdlike(text):
    return "\n" not in text and len(text) < 260 and bool(CMD_RE.match(text))


def P(snippet, fence, w_en, w_ko, t_en, t_ko, secrets, category, primary=None, label=None, vendors=(),
      forms=None, sent_en=None, sent_ko=None):
    if forms is None:
        forms = "bi" if is_cmdlike(snippet) else "b"
    return dict(snippet=snippet, fence=fence, where_en=w_en, where_ko=w_ko, topic_en=t_en, topic_ko=t_ko,
                secrets=list(secrets), primary=primary if primary is not None else (secrets[-1] if secrets else None),
                label=label or t_en.replace("the ", "", 1), category=category, vendors=list(vendors), forms=forms,
                sent_en=sent_en, sent_ko=sent_ko, svc=svc())


PW_SYSTEMS = [
    # (ENV prefix, topic_en, topic_ko, user field env, default users)
    ("DB", "the %s database password", "%s DB 비밀번호", ["app_user", "svc_billing", "etl_loader", "report_ro"]),
    ("SMTP", "the SMTP password", "SMTP 비밀번호", ["noreply@acme.io", "alerts@acme.co.kr"]),
    ("REDIS", "the Redis password", "Redis 비밀번호", ["default"]),
    ("RABBITMQ_DEFAULT", "the RabbitMQ password", "RabbitMQ 비밀번호", ["mq_admin", "orders"]),
    ("ADMIN", "the admin panel password", "관리자 페이지 비밀번호", ["admin", "superuser", "ops-admin"]),
    ("LDAP_BIND", "the LDAP bind password", "LDAP bind 비밀번호", ["cn=svc-ldap,ou=svc,dc=acme,dc=kr"]),
    ("KEYSTORE", "the keystore password", "키스토어 비밀번호", ["release"]),
    ("GF_SECURITY_ADMIN", "the Grafana admin password", "Grafana admin 비밀번호", ["admin"]),
    ("MINIO_ROOT", "the MinIO root password", "MinIO root 비밀번호", ["minioadmin-prod", "storage-root"]),
    ("ELASTIC", "the elastic superuser password", "elastic 슈퍼유저 비밀번호", ["elastic"]),
    ("MSSQL_SA", "the SQL Server sa password", "SQL Server sa 비밀번호", ["sa"]),
    ("MYSQL_ROOT", "the MySQL root password", "MySQL root 비밀번호", ["root"]),
    ("KAFKA_SASL", "the Kafka SASL password", "Kafka SASL 비밀번호", ["svc-consumer", "ingest"]),
    ("SFTP", "the partner SFTP password", "파트너 SFTP 비밀번호", ["acme_upload", "kr_settle"]),
    ("JENKINS_ADMIN", "the Jenkins admin password", "Jenkins admin 비밀번호", ["admin"]),
]


def sec_pw_config(lang):
    pre, t_en, t_ko, users = pick(PW_SYSTEMS)
    env = env_name("en")
    if "%s" in t_en:
        t_en, t_ko = t_en % env, t_ko % env_name("ko")
    for _ in range(50):
        style, pw = password(excl="'\"\\`$")
        if pre == "SMTP" and chance(0.4):
            style, pw = "gmail-app-password", " ".join(rs(LO, 4) for _ in range(4))
        fields = []
        if pre in ("DB", "SMTP", "SFTP", "LDAP_BIND", "RABBITMQ_DEFAULT", "MINIO_ROOT", "ADMIN", "KAFKA_SASL"):
            hostk = {"SMTP": "smtp.gmail.com", "SFTP": "sftp.partner.co.kr"}.get(pre, pick(HOSTS))
            fields.append(F(pre + "_HOST", "host", hostk, False))
            fields.append(F(pre + "_USER", "user" if pre != "LDAP_BIND" else "bind_dn", pick(users), False))
        fields.append(F(pre + "_PASSWORD" if not pre.endswith("_DEFAULT") else pre + "_PASS", "password", pw))
        ctx = {"svc": svc(), "vendor_key": pre.lower().split("_")[0], "lang": lang, "env": env_name(lang)}
        cont = list(GENERIC_CONTAINERS)
        R.shuffle(cont)
        for c in cont[:6]:
            r = c(fields, ctx)
            if r and pw in r[0]:
                text, fence, w_en, w_ko, cname = r
                return P(text, fence, w_en, w_ko, t_en, t_ko, [pw], "password (%s) in %s" % (style, cname),
                         label=fields[-1][0])
    raise RuntimeError("pw_config")


PROSE_SYSTEMS = [("the NAS admin account", "NAS 관리자 계정", ["admin", "nas-admin"]),
                 ("the office router admin page", "사무실 공유기 관리자 페이지", ["admin", "root"]),
                 ("the shared QA test account", "QA 공용 테스트 계정", ["qa_tester01", "qa.shared@acme.io"]),
                 ("the vendor portal", "협력사 포털", ["acme_ops", "acme-kr"]),
                 ("the Windows build VM", "Windows 빌드 VM", ["builder", "Administrator"]),
                 ("the legacy ERP", "레거시 ERP", ["erp_batch", "ACME\\svc_erp"]),
                 ("the staging WordPress admin", "스테이징 워드프레스 관리자", ["wp-admin", "editor"]),
                 ("the Synology backup box", "시놀로지 백업 서버", ["backup", "admin"]),
                 ("the app store review account", "앱 심사용 계정", ["review@acme.io", "appreview01"]),
                 ("the payment test merchant console", "PG 테스트 가맹점 관리자", ["acme_test", "T0000123"]),
                 ("the VPN service account", "VPN 서비스 계정", ["svc-vpn", "vpn-batch"]),
                 ("the iDRAC console", "iDRAC 콘솔", ["root"]),
                 ("my personal GitHub account", "내 개인 GitHub 계정", ["kimdev", "jy-park"])]


def sec_pw_prose(lang):
    sys_en, sys_ko, users = pick(PROSE_SYSTEMS)
    style = None
    if lang == "ko" and chance(0.45):
        style = pick(["korean-keyboard", "hangul"])
    style, pw = password(excl="`", style=style)
    user = pick(users)
    who_en, who_ko = person("en"), person("ko")
    s_en = pick([
        "The login for %s is `%s` / `%s`." % (sys_en, user, pw),
        "%s told me the password for %s is %s (user %s)." % (who_en, sys_en, pw, user),
        "Credentials for %s: user=%s password=%s" % (sys_en, user, pw),
        "For %s use %s with password \"%s\"." % (sys_en, user, pw),
        "%s's password is now %s after the reset." % (sys_en[0].upper() + sys_en[1:], pw),
    ])
    s_ko = pick([
        "%s 계정은 `%s` / `%s` 이다." % (sys_ko, user, pw),
        "%s님 말로는 %s 비밀번호가 %s 라고 함 (ID %s)." % (who_ko, sys_ko, pw, user),
        "%s 로그인 정보 - ID: %s, PW: %s" % (sys_ko, user, pw),
        "%s 비번은 %s 로 바뀌었다고 함." % (sys_ko, pw),
        "%s: 아이디 %s, 비밀번호 \"%s\"" % (sys_ko, user, pw),
    ])
    inline = "%s / %s" % (user, pw)
    return P(inline, "", "the chat", "채팅", "the password for " + sys_en.replace("the ", "", 1) if sys_en.startswith("the ") else "the password for " + sys_en,
             sys_ko + " 비밀번호", [pw], "human password (%s) told in prose" % style, label="password",
             forms="s", sent_en=s_en, sent_ko=s_ko)


def _q(pw):
    return "'" + pw + "'"


CMD_TEMPLATES = [
    # (category, template, topic_en, topic_ko, needs)  {q}=quoted pw {a}=attached-safe pw {e}=percent-enc pw
    ("mysql -p attached", "mysql -h {host} -u {user} -p{a} {db}", "the MySQL password", "MySQL 비밀번호"),
    ("mysql --password=", "mysql --host={host} --user={user} --password={q} -e 'SHOW PROCESSLIST'", "the MySQL password", "MySQL 비밀번호"),
    ("mysqldump -p attached", "mysqldump -u root -p{a} --single-transaction {db} > /backup/{db}.sql", "the MySQL root password", "MySQL root 비밀번호"),
    ("PGPASSWORD env prefix", "PGPASSWORD={q} psql -h {host} -U {user} -d {db}", "the Postgres password", "Postgres 비밀번호"),
    ("psql keyword conninfo", "psql \"host={host} port=5432 user={user} password={r} dbname={db} sslmode=require\"", "the Postgres password", "Postgres 비밀번호"),
    ("sshpass -p", "sshpass -p {q} ssh -o StrictHostKeyChecking=no {user}@{host}", "the SSH password", "SSH 비밀번호"),
    ("curl -u user:pass", "curl -u {user}:{q} https://{host}/api/v1/export", "the API password", "API 비밀번호"),
    ("redis-cli -a", "redis-cli -h {host} -p 6379 -a {q} --no-auth-warning INFO replication", "the Redis password", "Redis 비밀번호"),
    ("mongosh -p", "mongosh --host {host} -u {user} -p {q} --authenticationDatabase admin", "the MongoDB password", "MongoDB 비밀번호"),
    ("docker login -p", "docker login registry.acme.io -u {user} -p {q}", "the registry password", "레지스트리 비밀번호"),
    ("htpasswd -b positional", "htpasswd -b -c /etc/nginx/.htpasswd {user} {q}", "the basic-auth password", "basic auth 비밀번호"),
    ("smbclient -U user%pass", "smbclient //nas01/share -U {user}%{q}", "the NAS share password", "NAS 공유 폴더 비밀번호"),
    ("wget --password", "wget --user={user} --password={q} https://{host}/exports/daily.csv", "the download password", "다운로드 계정 비밀번호"),
    ("lftp -u user,pass", "lftp -u {user},{q} sftp://{host}", "the SFTP password", "SFTP 비밀번호"),
    ("net use positional", "net use Z: \\\\fileserver\\share /user:CORP\\{user} {a}", "the file server password", "파일 서버 비밀번호"),
    ("openssl -passout pass:", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out keystore.p12 -passout pass:{a}", "the PKCS#12 export password", "PKCS#12 내보내기 비밀번호"),
    ("keytool -storepass", "keytool -genkeypair -alias release -keystore release.jks -storepass {q} -keypass {q}", "the keystore password", "키스토어 비밀번호"),
    ("zip -P", "zip -P {q} settlement_{db}.zip settlement.xlsx", "the zip password", "압축 파일 비밀번호"),
    ("7z -p attached", "7z a -p{q} -mhe=on backup_{db}.7z ./dump", "the archive password", "압축 비밀번호"),
    ("sqlcmd -P", "sqlcmd -S {host} -U sa -P {q} -Q \"SELECT @@VERSION\"", "the SQL Server sa password", "SQL Server sa 비밀번호"),
    ("ldapsearch -w", "ldapsearch -x -H ldap://{host} -D \"cn=admin,dc=acme,dc=kr\" -w {q} -b \"ou=people,dc=acme,dc=kr\"", "the LDAP admin password", "LDAP admin 비밀번호"),
    ("kubectl --from-literal", "kubectl create secret generic {db}-db --from-literal=username={user} --from-literal=password={q}", "the DB password", "DB 비밀번호"),
    ("vault kv put", "vault kv put secret/{db}/db username={user} password={q}", "the DB password", "DB 비밀번호"),
    ("ansible -e become password", "ansible-playbook site.yml -l web -e \"ansible_become_password={a}\"", "the sudo password", "sudo 비밀번호"),
    ("rabbitmqctl add_user positional", "rabbitmqctl add_user {user} {q}", "the RabbitMQ user password", "RabbitMQ 사용자 비밀번호"),
    ("mosquitto_pub -P", "mosquitto_pub -h {host} -u {user} -P {q} -t sensors/test -m ping", "the MQTT password", "MQTT 비밀번호"),
    ("az login -p", "az login -u {user}@acmecorp.onmicrosoft.com -p {q}", "the Azure account password", "Azure 계정 비밀번호"),
    ("docker run -e POSTGRES_PASSWORD", "docker run -d --name pg -e POSTGRES_PASSWORD={q} -p 5432:5432 postgres:16", "the Postgres password", "Postgres 비밀번호"),
    ("sudo -S via echo", "echo {q} | sudo -S systemctl restart nginx", "the sudo password", "sudo 비밀번호"),
    ("git clone user:pass URL", "git clone https://{user}:{e}@git.acme.kr/platform/{db}.git", "the Git password", "Git 비밀번호"),
    ("curl ftp user:pass URL", "curl -T report.csv ftp://{user}:{e}@{host}/incoming/", "the FTP password", "FTP 비밀번호"),
    ("psexec -p", "psexec \\\\{host} -u CORP\\{user} -p {a} cmd /c ipconfig", "the Windows admin password", "Windows 관리자 비밀번호"),
    ("xfreerdp /p:", "xfreerdp /v:{host} /u:{user} /p:{q} /cert:ignore", "the RDP password", "RDP 비밀번호"),
    ("RSYNC_PASSWORD prefix", "RSYNC_PASSWORD={q} rsync -av ./dist/ rsync://{user}@{host}/www/", "the rsync password", "rsync 비밀번호"),
    ("SQL ALTER USER IDENTIFIED BY", "ALTER USER '{user}'@'%' IDENTIFIED BY {q};", "the DB user password", "DB 사용자 비밀번호"),
    ("SQL ALTER ROLE PASSWORD", "ALTER ROLE {user} WITH LOGIN PASSWORD {q};", "the Postgres role password", "Postgres role 비밀번호"),
    ("mongo createUser pwd", "db.createUser({{user: \"{user}\", pwd: \"{r}\", roles: [{{role: \"readWrite\", db: \"{db}\"}}]}})", "the MongoDB user password", "MongoDB 사용자 비밀번호"),
    ("influx -password", "influx -host {host} -username {user} -password {q} -database metrics", "the InfluxDB password", "InfluxDB 비밀번호"),
    ("snowsql env prefix", "SNOWSQL_PWD={q} snowsql -a acme-kr12345 -u {user} -d {db}", "the Snowflake password", "Snowflake 비밀번호"),
]
DBNAMES = ["orders", "billing", "crm", "analytics", "shop", "settlement", "member", "logistics"]


def sec_pw_command(lang):
    cat, tmpl, t_en, t_ko = pick(CMD_TEMPLATES)
    for _ in range(100):
        style, pw = password(excl="'\"\\`$!", ascii_only=("{a}" in tmpl or chance(0.5)))
        if "{a}" in tmpl and not SHELL_PLAIN.match(pw):
            continue
        if "{r}" in tmpl and any(c in pw for c in " ;{}"):
            continue
        if "\\\\" in tmpl and "%" in pw:
            continue
        q = _q(pw) if (not SHELL_PLAIN.match(pw) or chance(0.6)) else pw
        if cat.startswith("SQL"):
            q = "'" + pw + "'"
        e = pct(pw)
        user = pick(DB_USERS) if "%" not in tmpl else pick(DB_USERS)
        cmd = tmpl.format(host=pick(HOSTS), user=user, db=pick(DBNAMES), q=q, a=pw, r=pw, e=e)
        sec = [e] if "{e}" in tmpl else [pw]
        if not all(s in cmd for s in sec):
            continue
        prompt = pick(["", "$ ", "", "> " if cat.startswith(("SQL", "mongo")) else "$ "])
        text = prompt + cmd
        if chance(0.3) and cat.startswith("mysql"):
            text += "\nmysql: [Warning] Using a password on the command line interface can be insecure."
        if chance(0.25) and cat.startswith("docker login"):
            text += "\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded"
        return P(text, "sql" if cat.startswith("SQL") else pick(["bash", "console", "sh", ""]), "the command", "명령어",
                 t_en, t_ko, sec, "shell: %s (%s password)" % (cat, style), label="password")
    raise RuntimeError("cmd")


CONN_URL = [
    ("postgresql", 5432, "/{db}?sslmode=require"), ("postgres", 5432, "/{db}"), ("mysql", 3306, "/{db}"),
    ("mysql+pymysql", 3306, "/{db}?charset=utf8mb4"), ("mongodb+srv", None, "/{db}?retryWrites=true&w=majority"),
    ("mongodb", 27017, "/{db}?authSource=admin"), ("redis", 6379, "/0"), ("rediss", 6380, "/0"),
    ("amqp", 5672, "/{db}"), ("amqps", 5671, "/%2F"), ("mssql+pyodbc", 1433, "/{db}?driver=ODBC+Driver+18+for+SQL+Server"),
    ("clickhouse", 9000, "/{db}"), ("neo4j+s", 7687, ""), ("smtp", 587, ""), ("sftp", 22, "/upload"),
    ("https", 9200, "/_cluster/health"), ("snowflake", None, "/{db}/PUBLIC?warehouse=COMPUTE_WH"),
    ("cockroachdb", 26257, "/{db}?sslmode=verify-full"),
]


def sec_conn_string(lang):
    db = pick(DBNAMES)
    user = pick(DB_USERS)
    host = pick(HOSTS)
    kind = R.randrange(10)
    want_special = chance(0.45)
    for _ in range(100):
        style, pw = password(excl="'\"\\`;{}", ascii_only=True)
        if want_special and not any(c in pw for c in "@:/?#%+ "):
            continue
        break
    e = pct(pw)
    if kind <= 4:
        scheme, port, tail = pick(CONN_URL)
        h = host if port is None else "%s:%d" % (host, port)
        if scheme == "mongodb+srv":
            h = "cluster0.%s.mongodb.net" % rs(ANL, 5)
        if scheme == "snowflake":
            h = "acme-%s" % rs(ANL, 7)
        u = "" if scheme in ("redis", "rediss") and chance(0.5) else user
        url = "%s://%s:%s@%s%s" % (scheme, u, e, h, tail.format(db=db))
        sec = [e]
        st = R.randrange(6)
        if st == 0:
            text, fence, w_en, w_ko = "DATABASE_URL=%s" % url, "dotenv", "`.env`", "`.env`"
        elif st == 1:
            text, fence, w_en, w_ko = 'engine = create_engine("%s", pool_pre_ping=True)' % url, "python", "`db.py`", "`db.py`"
        elif st == 2:
            text, fence, w_en, w_ko = url, "", "the connection string", "접속 문자열"
        elif st == 3:
            text = "%s ERROR [%s] could not connect to %s: %s" % ("2025-11-%02d %02d:%02d:%02d" % (R.randrange(1, 27), R.randrange(24), R.randrange(60), R.randrange(60)),
                                                              svc(), url, pick(["timeout after 30s", "connection refused", "SSL required"]))
            fence, w_en, w_ko = "text", "the error log", "에러 로그"
        elif st == 4:
            text, fence, w_en, w_ko = "spring:\n  data:\n    mongodb:\n      uri: %s" % url if scheme.startswith("mongo") else \
                "app:\n  database_url: \"%s\"" % url, "yaml", "`application.yml`", "`application.yml`"
        else:
            text, fence, w_en, w_ko = "export %s_URL='%s'" % (scheme.split("+")[0].upper(), url), "bash", "the shell", "셸"
        raw_also = e != pw and chance(0.4)
        name = scheme.split("+")[0]
        p = P(text, fence, w_en, w_ko, "the %s connection string" % name, "%s 접속 문자열" % name,
              [pw, e] if raw_also else [e],
              "connection string: %s URL%s" % (scheme, ", raw and percent-encoded password" if raw_also else
                                               (" (percent-encoded password)" if e != pw else "")),
              primary=e, label="password")
        if raw_also:
            p["raw_pw"], p["enc_pw"] = pw, e
        return p
    if kind == 5:
        text = "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;Persist Security Info=False;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;" % (
            pick(["acme-sql-kr", "sqlprod01", "erp-db"]), db, user, pw)
        cat, t_en, t_ko = "connection string: ADO.NET SQL Server", "the SQL Server connection string", "SQL Server 연결 문자열"
        text = pick(['"ConnectionStrings": {\n  "Default": "%s"\n}' % text, text])
        fence = "json" if text.startswith('"') else ""
    elif kind == 6:
        text = "DRIVER={ODBC Driver 18 for SQL Server};SERVER=%s;DATABASE=%s;UID=%s;PWD=%s" % (host, db, user, pw)
        cat, t_en, t_ko, fence = "connection string: ODBC PWD=", "the ODBC connection string", "ODBC 연결 문자열", ""
    elif kind == 7:
        text = "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (host, db, user, e)
        pw = e
        cat, t_en, t_ko, fence = "connection string: JDBC password param", "the JDBC URL", "JDBC URL", ""
        text = pick([text, "spring.datasource.url=" + text])
    elif kind == 8:
        text = 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (user, pw)
        cat, t_en, t_ko, fence = "connection string: Kafka JAAS", "the Kafka JAAS config", "Kafka JAAS 설정", "properties"
    else:
        text = "%s/%s@//%s:1521/ORCLPDB1" % (user, pw, host) if "/" not in pw and "@" not in pw else \
            "%s:6380,password=%s,ssl=True,abortConnect=False" % (pick(["acme-cache.redis.cache.windows.net", host]), pw)
        cat = "connection string: Oracle EZConnect" if text.count("@//") else "connection string: StackExchange.Redis"
        t_en, t_ko, fence = "the connection string", "연결 문자열", ""
    return P(text, fence, "the connection string", "연결 문자열", t_en, t_ko, [pw], cat, label="password")


IDPS = [("Keycloak", "https://sso.acme.kr/realms/internal"), ("Auth0", "https://acme.jp.auth0.com/"),
        ("Cognito", "https://cognito-idp.ap-northeast-2.amazonaws.com/ap-northeast-2_" + "Xk2"),
        ("Okta", "https://acme.okta.com/oauth2/default"), ("internal", "https://auth.acme.io")]


def sec_header(lang):
    st = R.randrange(9)
    host = pick(["api.acme.io", "internal-gw.acme.kr", "admin.acme.io", "partner-api.acme.co.kr", "localhost:8080"])
    path = pick(["/v1/orders?limit=20", "/admin/users", "/v2/settlements/2025-11", "/graphql", "/internal/reindex"])
    if st in (0, 1):
        user = pick(DB_USERS + ["partner_kr", "ops"])
        _, pw = password(excl="'\"\\`:", ascii_only=True)
        blob = b64(("%s:%s" % (user, pw)).encode())
        hdr = pick(["Authorization", "Authorization", "Proxy-Authorization"])
        if st == 0:
            text = "GET %s HTTP/1.1\nHost: %s\n%s: Basic %s\nUser-Agent: curl/8.5.0" % (path, host, hdr, blob)
            return P(text, "http", "the request dump", "요청 덤프", "the Basic auth header", "Basic 인증 헤더",
                     [blob], "header: %s Basic" % hdr, label=hdr)
        text = "curl -v https://%s%s -u '%s:%s'\n> %s: Basic %s" % (host, path, user, pw, "Authorization", blob)
        return P(text, "console", "the curl -v output", "curl -v 출력", "the Basic auth credentials", "Basic 인증 정보",
                 [pw, blob], "header: curl -u plus echoed Basic header", label="password")
    if st in (2, 3):
        idp, iss = pick(IDPS)
        alg = pick(["RS256", "RS256", "HS256", "ES256"])
        tok = jwt(alg, {"iss": iss, "scope": pick(["openid profile", "orders:read orders:write", "admin"]),
                        "email": pick(["minsu.kim@acme.kr", "ops@acme.io", "qa01@acme.jp"])}, kid=(alg != "HS256"))
        if st == 2:
            text = "%s %s HTTP/1.1\nHost: %s\nAuthorization: Bearer %s\nAccept: application/json" % (pick(["GET", "POST"]), path, host, tok)
            fence = "http"
        else:
            text = "grpcurl -H 'authorization: Bearer %s' %s:443 acme.orders.v1.OrderService/List" % (tok, host.split(":")[0])
            fence = "bash"
        return P(text, fence, "the request", "요청", "the %s access token" % idp,
                 "%s 액세스 토큰" % ("사내 인증 서버" if idp == "internal" else idp), [tok],
                 "header: Bearer JWT (%s, %s)" % (idp, alg), label="Authorization")
    if st == 4:
        tok = pick([rs(AN, 40), rs(HX, 64), "tk_" + rs(AN, 32), rs(B64U, 48)])
        hn = pick(["X-API-Key", "X-Api-Token", "X-Internal-Token", "Api-Key", "X-Admin-Secret"])
        text = pick(["%s: %s" % (hn, tok),
                     "curl -H '%s: %s' https://%s%s" % (hn, tok, host, path),
                     "headers = {\"%s\": \"%s\", \"Accept\": \"application/json\"}" % (hn, tok)])
        return P(text, "", "the request", "요청", "the internal API key", "내부 API 키", [tok], "header: %s custom API key" % hn,
                 label=hn)
    if st in (5, 6):
        kind = R.randrange(6)
        if kind == 0:
            name, val = "sessionid", rs(ANL, 32)
        elif kind == 1:
            name, val = "JSESSIONID", rs(HXU, 32)
        elif kind == 2:
            name, val = "PHPSESSID", rs(ANL, 26)
        elif kind == 3:
            name, val = "connect.sid", "s%3A" + rs(B64U, 32) + "." + rs(B64U, 43)
        elif kind == 4:
            name, val = "laravel_session", rs(B64U, 180) + "%3D%3D"
        else:
            name, val = ".AspNetCore.Cookies", "CfDJ8" + rs(B64U, R.randrange(180, 320))
        csrf = rs(AN, 32)
        if st == 5:
            text = "Cookie: %s=%s; csrftoken=%s; _ga=GA1.1.%s.%s" % (name, val, csrf, digits(9), digits(10))
            cat = "cookie: %s request header" % name
        else:
            text = "HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val)
            cat = "cookie: %s Set-Cookie response" % name
        return P(text, "http", "the devtools copy", "개발자 도구 복사본", "the session cookie", "세션 쿠키", [val], cat, label=name)
    if st == 7:
        tok = jwt("RS256", {"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": pick(["ci", "prod"]),
                            "kubernetes.io/serviceaccount/service-account.name": pick(["deployer", "argo-sync"])})
        text = "users:\n- name: %s\n  user:\n    token: %s" % (pick(["ci-deployer", "argo"]), tok)
        return P(text, "yaml", "the kubeconfig", "kubeconfig", "the service-account token", "서비스 계정 토큰", [tok],
                 "kubeconfig bearer token (long JWT)", label="token")
    tok = rs(AN, 40)
    text = "wscat -c 'wss://%s/ws/notifications?token=%s'" % (host.split(":")[0], tok)
    return P(text, "bash", "the wscat command", "wscat 명령", "the websocket token", "웹소켓 토큰", [tok],
             "websocket URL token query", label="token")


def sec_signed_url(lang):
    st = R.randrange(6)
    date = "202511%02d" % R.randrange(1, 27)
    if st in (0, 1):
        akid = ("AKIA" if st == 0 else "ASIA") + rs(B32, 16)
        sig = rs(HX, 64)
        reg = pick(REGIONS_AWS)
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%02d%02d00Z&X-Amz-Expires=%d&X-Amz-SignedHeaders=host" % (
                   pick(["acme-exports", "kr-settlement-files", "media-prod"]), reg, pick(["reports/2025-11.csv", "invoices/INV-4471.pdf", "dumps/orders.sql.gz"]),
                   akid, date, reg, date, R.randrange(24), R.randrange(60), pick([3600, 604800, 900])))
        sec = [akid, sig]
        if st == 1:
            tokv = pct(aws_session_token())
            url += "&X-Amz-Security-Token=" + tokv
            sec.insert(1, tokv)
        url += "&X-Amz-Signature=" + sig
        return P(url, "", "the presigned URL", "presigned URL", "the S3 presigned URL", "S3 presigned URL", sec,
                 "signed URL: S3 presigned%s" % (" with session token" if st == 1 else ""), primary=sig, label="X-Amz-Signature")
    if st == 2:
        sig = rs(HX, 512)
        url = ("https://storage.googleapis.com/acme-backups/db/%s.tar.gz?X-Goog-Algorithm=GOOG4-RSA-SHA256"
               "&X-Goog-Credential=exporter%%40acme-prod.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=%sT010203Z&X-Goog-Expires=86400&X-Goog-SignedHeaders=host&X-Goog-Signature=%s" % (date, date, date, sig))
        return P(url, "", "the signed URL", "signed URL", "the GCS signed URL", "GCS signed URL", [sig],
                 "signed URL: GCS V4 (long signature)", label="X-Goog-Signature")
    if st == 3:
        sig = pct(b64(rbytes(32)))
        url = ("https://%s.blob.core.windows.net/exports/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-12-%02dT00:00:00Z"
               "&st=2025-11-%02dT00:00:00Z&spr=https&sig=%s" % (pick(["acmeprodlogs", "stkrcentral01"]), pick(["daily.parquet", "hr/payroll.xlsx"]),
                                                              R.randrange(1, 28), R.randrange(1, 27), sig))
        return P(url, "", "the SAS URL", "SAS URL", "the Azure SAS URL", "Azure SAS URL", [sig], "signed URL: Azure SAS sig",
                 label="sig")
    if st == 4:
        sig = rs(AN + "-~_", 344)
        url = ("https://d%s.cloudfront.net/videos/%s.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
            rs(ANL, 13), rs(ANL, 8), 1764000000 + R.randrange(10 ** 6), sig, rs(ANU, 13)))
        return P(url, "", "the signed URL", "signed URL", "the CloudFront signed URL", "CloudFront signed URL", [sig],
                 "signed URL: CloudFront Signature (long)", label="Signature")
    tok = uuid4()
    url = "https://firebasestorage.googleapis.com/v0/b/acme-app.appspot.com/o/receipts%%2F%s.pdf?alt=media&token=%s" % (digits(8), tok)
    return P(url, "", "the download URL", "다운로드 URL", "the Firebase Storage download URL", "Firebase Storage 다운로드 URL", [tok],
             "signed URL: Firebase download token", label="token")


# ---- PEM private keys: DER built from random bytes, body lines listed ------
def der_len(n):
    if n < 128:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, content):
    return bytes([tag]) + der_len(len(content)) + content


def der_int(b):
    if b[0] & 0x80:
        b = b"\x00" + b
    return der(0x02, b)


def pem_lines(blob, width=64):
    s = b64(blob)
    return [s[i:i + width] for i in range(0, len(s), width)]


def ec_key(curve):
    if curve == "P-256":
        oid, n = bytes.fromhex("2a8648ce3d030107"), 32
    else:
        oid, n = bytes.fromhex("2b81040022"), 48
    priv = rbytes(n)
    pub = b"\x04" + rbytes(2 * n)
    content = der_int(b"\x01") + der(0x04, priv) + der(0xA0, der(0x06, oid)) + der(0xA1, der(0x03, b"\x00" + pub))
    return "EC PRIVATE KEY", pem_lines(der(0x30, content))


def ed25519_pkcs8():
    content = der_int(b"\x00") + der(0x30, der(0x06, bytes.fromhex("2b6570"))) + der(0x04, der(0x04, rbytes(32)))
    return "PRIVATE KEY", pem_lines(der(0x30, content))


def openssh_ed25519():
    def sstr(b):
        return struct.pack(">I", len(b)) + b
    pk, sk = rbytes(32), rbytes(32)
    check = rbytes(4)
    comment = pick(["deploy@ci", "minsu@macbook", "backup@nas", "jenkins@build01"]).encode()
    priv = check + check + sstr(b"ssh-ed25519") + sstr(pk) + sstr(sk + pk) + sstr(comment)
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = b"openssh-key-v1\x00" + sstr(b"none") + sstr(b"none") + sstr(b"") + struct.pack(">I", 1) \
        + sstr(sstr(b"ssh-ed25519") + sstr(pk)) + sstr(priv)
    return "OPENSSH PRIVATE KEY", pem_lines(blob, 70)


def rsa_partial():
    n = rbytes(256)
    content = der_int(b"\x00") + der(0x30, der(0x06, bytes.fromhex("2a864886f70d010101")) + b"\x05\x00") \
        + der(0x04, der(0x30, der_int(b"\x00") + der_int(n) + der_int(b"\x01\x00\x01") + der_int(rbytes(256))
                                      + b"".join(der_int(rbytes(128)) for _ in range(5))))
    lines = pem_lines(der(0x30, content))
    return "PRIVATE KEY", lines[:R.randrange(3, 6)]


def sec_pem(lang):
    st = R.randrange(7)
    if st == 0:
        label, lines = ec_key("P-256")
    elif st == 1:
        label, lines = ec_key("P-384")
    elif st == 2:
        label, lines = ed25519_pkcs8()
    elif st in (3, 4):
        label, lines = openssh_ed25519()
    else:
        label, lines = rsa_partial()
    if any(len(x) < 8 for x in lines):
        return sec_pem(lang)
    trunc = st >= 5
    head, foot = "-----BEGIN %s-----" % label, "-----END %s-----" % label
    mode = R.randrange(4)
    if trunc:
        mode = pick([0, 3])
    if mode == 0:
        text = "\n".join([head] + lines + (["...(truncated)"] if trunc else []) + ([foot] if not trunc else []))
        where = ("the key file", "키 파일")
        fence = ""
    elif mode == 1:
        text = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-tls\ntype: kubernetes.io/tls\nstringData:\n  tls.key: |\n" % svc() \
            + "\n".join("    " + x for x in [head] + lines + [foot])
        where, fence = ("the TLS Secret manifest", "TLS Secret 매니페스트"), "yaml"
    elif mode == 2:
        text = 'SIGNING_KEY="%s\\n%s\\n%s"' % (head, "\\n".join(lines), foot)
        where, fence = ("`.env`", "`.env`"), "dotenv"
    else:
        text = ('{\n  "type": "service_account",\n  "project_id": "acme-prod-%s",\n  "private_key_id": "%s",\n'
                '  "private_key": "%s\\n%s\\n%s",\n  "client_email": "exporter@acme-prod.iam.gserviceaccount.com"\n}') % (
            digits(6), rs(HX, 40), head, "\\n".join(lines), "...(truncated)" if trunc else foot + "\\n")
        where, fence = ("the service-account JSON", "서비스 계정 JSON"), "json"
    t_en = {"EC PRIVATE KEY": "the EC private key", "PRIVATE KEY": "the private key",
            "OPENSSH PRIVATE KEY": "the SSH private key"}[label]
    t_ko = {"EC PRIVATE KEY": "EC 개인 키", "PRIVATE KEY": "개인 키", "OPENSSH PRIVATE KEY": "SSH 개인 키"}[label]
    return P(text, fence, where[0], where[1], t_en, t_ko, lines, primary="", category="private key: %s PEM body lines%s (%s)" % (
        label, " truncated" if trunc else "", ["plain", "k8s tls Secret", "env with \\n", "service account json"][mode]),
        forms="b", label=label)


def b32_seed(n):
    return rs(B32, n)


def sec_totp(lang):
    seed = b32_seed(pick([16, 32, 32, 26]))
    issuer = pick(["AWS", "GitHub", "Acme VPN", "Naver Works", "Toss Admin", "Okta", "Cloudflare", "NHN Cloud"])
    acct = pick(["ops@acme.io", "minsu.kim", "root-account", "jiyeon.park@acme.kr"])
    st = R.randrange(5)
    if st == 0:
        text = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (
            pct(issuer), pct(acct), seed, pct(issuer))
        sec = [seed]
    elif st == 1:
        grouped = " ".join(seed[i:i + 4] for i in range(0, len(seed), 4))
        text = grouped
        sec = [grouped]
    elif st == 2:
        text = "import pyotp\ntotp = pyotp.TOTP(\"%s\")\nprint(totp.now())" % seed
        sec = [seed]
    elif st == 3:
        text = "MFA_TOTP_SECRET=%s" % seed
        sec = [seed]
    else:
        text = "oathtool --totp -b %s" % seed
        sec = [seed]
    sent_en = "The TOTP seed for the shared %s %s account is %s." % (issuer, pick(["admin", "break-glass", "ops"]), sec[0])
    sent_ko = "%s 공용 계정의 OTP 시드는 %s 이다." % (issuer, sec[0])
    return P(text, "", "the MFA setup", "MFA 설정", "the %s TOTP seed" % issuer, "%s TOTP 시드" % issuer, sec,
             "TOTP seed (%s)" % ["otpauth URI", "grouped base32", "pyotp code", "env var", "oathtool"][st],
             label="TOTP secret", forms=("bis" if is_cmdlike(text) else "bs") if st != 2 else "b",
             sent_en=sent_en, sent_ko=sent_ko)


def sec_recovery(lang):
    st = R.randrange(6)
    if st == 0:
        codes = ["%s-%s" % (rs(HX, 5), rs(HX, 5)) for _ in range(R.randrange(4, 11))]
        name, t_ko = "GitHub", "GitHub 복구 코드"
    elif st == 1:
        codes = ["%s %s" % (digits(4, False), digits(4, False)) for _ in range(R.randrange(4, 11))]
        name, t_ko = "Google", "Google 백업 코드"
    elif st == 2:
        codes = ["-".join(rs(ANU, 4) for _ in range(7))]
        name, t_ko = "Microsoft account", "Microsoft 계정 복구 코드"
    elif st == 3:
        codes = ["A3-%s-%s-%s-%s-%s-%s" % (rs(ANU, 6), rs(ANU, 6), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5))]
        name, t_ko = "1Password", "1Password Secret Key 값"
    elif st == 4:
        codes = [rs(HX, 64) for _ in range(R.randrange(3, 6))]
        name, t_ko = "npm", "npm 복구 코드"
    else:
        codes = [rs(ANL, 8) for _ in range(R.randrange(4, 9))]
        name, t_ko = "Discord", "Discord 백업 코드"
    layout = pick(["lines", "bullets", "inline"])
    if layout == "lines":
        text = "\n".join(codes)
    elif layout == "bullets":
        text = "\n".join("- " + c for c in codes)
    else:
        text = ", ".join(codes)
    t_en = "the %s recovery codes" % name if len(codes) > 1 else "the %s recovery key" % name
    return P(text, "", "the recovery sheet", "복구 코드 목록", t_en, t_ko, codes,
             "recovery codes: %s (%d)" % (name, len(codes)), forms="b", label="recovery codes",
             primary=codes[0] if len(codes) == 1 else "")


def sec_pin(lang):
    st = R.randrange(6)
    if st == 0:
        v = digits(8, False)
        t_en, t_ko, cat = "the SIM PUK code", "SIM PUK 코드", "PIN: SIM PUK 8 digits"
        s_en = "The PUK for the on-call phone SIM is %s." % v
        s_ko = "당직폰 유심 PUK 코드는 %s 이다." % v
        sec = [v]
    elif st == 1:
        v = "-".join(digits(6, False) for _ in range(8))
        t_en, t_ko, cat = "the BitLocker recovery key", "BitLocker 복구 키", "PIN: BitLocker recovery key"
        s_en = "BitLocker recovery key for build laptop %s: %s" % (rs(ANU, 6), v)
        s_ko = "빌드용 노트북 %s BitLocker 복구 키: %s" % (rs(ANU, 6), v)
        sec = [v]
    elif st == 2:
        pin, puk, mk = digits(8, False), digits(8, False), rs(HX, 48)
        t_en, t_ko, cat = "the YubiKey PIV PIN, PUK and management key", "YubiKey PIV PIN/PUK/관리 키", "PIN: YubiKey PIV PIN+PUK+mgmt key"
        s_en = "YubiKey PIV for the signing box: PIN %s, PUK %s, management key %s." % (pin, puk, mk)
        s_ko = "서명용 YubiKey PIV 설정 - PIN %s, PUK %s, 관리 키 %s" % (pin, puk, mk)
        sec = [pin, puk, mk]
    elif st == 3:
        _, v = password(excl="`'\"", style=pick(["human", "punctuation-heavy", "korean-keyboard"]))
        t_en, t_ko, cat = "the joint certificate password", "공동인증서 비밀번호", "PIN: Korean joint certificate (공동인증서) password"
        s_en = "The corporate joint certificate (공동인증서) for the tax portal uses password %s." % v
        s_ko = "홈택스용 법인 공동인증서 비밀번호는 %s 이다." % v
        sec = [v]
    elif st == 4:
        v = digits(8, False)
        t_en, t_ko, cat = "the server room door code", "서버실 도어락 비밀번호", "PIN: door code 8 digits"
        s_en = "The server room door code is %s#." % v
        s_ko = "서버실 도어락 번호는 %s# 이다." % v
        sec = [v]
    else:
        v = digits(8, False)
        t_en, t_ko, cat = "the bank OTP card PIN", "법인 계좌 이체 비밀번호", "PIN: corporate banking transfer PIN 8 digits"
        s_en = "Corporate banking transfer PIN (payroll account) is %s." % v
        s_ko = "급여 계좌 법인뱅킹 이체 비밀번호는 %s 이다." % v
        sec = [v]
    return P(sec[0] if len(sec) == 1 else ", ".join(sec), "", "the ops notes", "운영 메모", t_en, t_ko, sec, cat,
             forms="s", sent_en=s_en, sent_ko=s_ko, label=t_en.replace("the ", "", 1),
             primary=sec[0] if len(sec) == 1 else "")


def sec_wifi(lang):
    ssid = pick(["ACME-Office", "ACME_5G", "acme-guest", "회의실-5G", "Lab-IoT", "DEV-2.4G", "iptime_acme"])
    style, psk = password(excl="\";\\`'", style=pick(["human", "passphrase", "korean-keyboard", "random", "punctuation-heavy"]), ascii_only=True)
    st = R.randrange(6)
    if st == 0:
        text = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, psk)
        if ":" in psk or ";" in psk or "," in psk:
            return sec_wifi(lang)
        cat, fence = "wifi: QR payload", ""
    elif st == 1:
        text = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, psk)
        cat, fence = "wifi: wpa_supplicant.conf", ""
    elif st == 2:
        text = "nmcli dev wifi connect '%s' password '%s'" % (ssid, psk)
        cat, fence = "wifi: nmcli password positional", "bash"
    elif st == 3:
        text = ("Security settings\n-----------------\n    Authentication         : WPA2-Personal\n    Cipher                 : CCMP\n"
                "    Security key           : Present\n    Key Content            : %s" % psk)
        cat, fence = "wifi: netsh show profile key=clear", "text"
    elif st == 4:
        text = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, psk)
        cat, fence = "wifi: hostapd.conf", "ini"
    else:
        text = 'const char* ssid = "%s";\nconst char* password = "%s";\n\nvoid setup() {\n  WiFi.begin(ssid, password);\n}' % (ssid, psk)
        cat, fence = "wifi: ESP32 Arduino sketch", "cpp"
    return P(text, fence, "the Wi-Fi config", "Wi-Fi 설정", "the %s Wi-Fi key" % ssid, "%s 와이파이 비밀번호" % ssid, [psk],
             "%s (%s)" % (cat, style), label="Wi-Fi password",
             sent_en="The %s Wi-Fi password is %s." % (ssid, psk), sent_ko="%s 와이파이 비번은 %s 입니다." % (ssid, psk),
             forms="bis" if is_cmdlike(text) else "bs")


def sec_webhook(lang):
    st = R.randrange(13)
    extra = []
    if st == 0:
        tok = rs(AN, 24)
        url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(ANU, 9), rs(ANU, 10), tok)
        name = "Slack"
    elif st == 1:
        tok = rs(B64U, 68)
        url = "https://discord.com/api/webhooks/%s/%s" % (digits(19), tok)
        name = "Discord"
    elif st == 2:
        tok = rs(B64U, 43)
        url = ("https://prod-%02d.%s.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke?api-version=2016-06-01"
               "&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s" % (R.randrange(1, 40), pick(["koreacentral", "westeurope", "japaneast"]), rs(HX, 32), tok))
        name = "Microsoft Teams (Power Automate)"
    elif st == 3:
        tok = rs(HX, 64)
        url = "https://oapi.dingtalk.com/robot/send?access_token=%s" % tok
        name = "DingTalk"
        if chance(0.6):
            extra = ["SEC" + rs(HX, 64)]
    elif st == 4:
        tok = uuid4()
        url = "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % tok
        name = "Feishu"
    elif st == 5:
        tok = uuid4()
        url = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % tok
        name = "WeCom"
    elif st == 6:
        tok = rs(ANL, 26)
        url = "https://chat.acme.io/hooks/%s" % tok
        name = "Mattermost"
    elif st == 7:
        key, tok = "AIza" + rs(B64U, 35), rs(B64U, 43)
        url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(B64U, 7), key, pct(tok + "="))
        extra = [key]
        tok = pct(tok + "=")
        name = "Google Chat"
    elif st == 8:
        tok = "%s/%s" % (digits(7), rs(ANL, 7))
        url = "https://hooks.zapier.com/hooks/catch/%s/" % tok
        name = "Zapier"
    elif st == 9:
        tok = rs(HX, 32)
        url = "https://wh.jandi.com/connect-api/webhook/%s/%s" % (digits(8), tok)
        name = "JANDI"
    elif st == 10:
        tok = rs(AN, 22)
        url = "https://hook.dooray.com/services/%s/%s/%s" % (digits(19), digits(19), tok)
        name = "Dooray"
    elif st == 11:
        tok = rs(HX, 40)
        url = None
        name = "GitHub webhook secret"
    else:
        tok = rs(AN, 43)
        url = "https://notify-bridge.acme.io/in/%s" % tok
        name = "internal notify bridge"
    if url is None:
        text = pick(["GITHUB_WEBHOOK_SECRET=%s" % tok,
                     "webhook:\n  path: /hooks/github\n  secret: %s" % tok,
                     "gh api repos/acme/infra/hooks -f 'config[url]=https://ci.acme.io/hook' -f 'config[secret]=%s'" % tok])
        return P(text, "", "the webhook config", "웹훅 설정", "the GitHub webhook secret", "GitHub 웹훅 시크릿", [tok],
                 "webhook: GitHub HMAC secret", vendors=["GitHub"], label="webhook secret")
    st2 = R.randrange(5)
    if st2 == 0:
        text = url
    elif st2 == 1:
        text = "curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy finished\"}' \\\n  '%s'" % url
    elif st2 == 2:
        text = "ALERT_WEBHOOK_URL=%s" % url
    elif st2 == 3:
        text = "receivers:\n  - name: %s\n    webhook_configs:\n      - url: '%s'" % (pick(["oncall", "team-alerts"]), url)
    else:
        text = 'requests.post("%s", json={"text": msg}, timeout=5)' % url
    sec = extra[:1] + [tok] if name == "Google Chat" else [tok] + extra
    if extra and name == "DingTalk":
        text += "\n# sign secret: %s" % extra[0] if st2 != 3 else "\n        # secret %s" % extra[0]
    fence = ["", "bash", "dotenv", "yaml", "python"][st2]
    return P(text, fence, "the webhook settings", "웹훅 설정",
             "the %s webhook URL" % name, "%s 웹훅 URL" % name, sec, "webhook: %s URL" % name, primary=tok,
             vendors=[name], label="webhook URL")


def sec_multi(lang):
    vs = [pick(VENDORS) for _ in range(R.randrange(2, 4))]
    fields = []
    names = []
    for v in vs:
        if v["name"] in names:
            continue
        names.append(v["name"])
        fields += v["gen"]()
    _, pw = password(excl="'\"\\`$#", ascii_only=True)
    fields.insert(R.randrange(len(fields) + 1), F("DB_PASSWORD", "db_password", pw))
    fields.insert(0, F("DB_HOST", "db_host", pick(HOSTS), False))
    ctx = {"svc": svc(), "vendor_key": "app", "lang": lang, "env": env_name(lang)}
    for c in [pick([c_dotenv, c_k8s_secret, c_compose, c_export, c_gitlab, c_json, c_yaml]) for _ in range(20)]:
        r = c(fields, ctx)
        if r:
            text, fence, w_en, w_ko, cname = r
            sec = [f[2] for f in fields if f[3]]
            if all(s in text for s in sec):
                return P(text, fence, w_en, w_ko, "the %s secrets" % ctx["svc"], "%s 시크릿 값" % ctx["svc"], sec,
                         "multi: DB password + %s in %s" % (" + ".join(names), cname), vendors=names, forms="b",
                         label="DB_PASSWORD", primary=pw)
    return sec_multi(lang)


# ---------------------------------------------------------------------------
# 9. clean payloads: look risky, contain no credential
# ---------------------------------------------------------------------------
PREFIX_RE = re.compile(r"^((?:[A-Za-z]{2,8}[_\-.]){1,2}|AKIA|ASIA|LTAI|AKID|AIza|AKLT|EAAA|EAAG|SCW|NCS|dapi|AQE)")


def vendor_prefix(v):
    m = PREFIX_RE.match(v)
    return m.group(1) if m else ""


def kebab(key):
    return snake(key).replace("_", "-")


def placeholder_value(f, style):
    env, key, v = f[0], f[1], f[2]
    pre = vendor_prefix(v)
    if style == 0:
        return "<your-%s>" % kebab(key)
    if style == 1:
        return "YOUR_%s_HERE" % env
    if style == 2:
        return (pre or "") + pick(["x", "X"]) * max(8, min(len(v) - len(pre), 40))
    if style == 3:
        return "REPLACE_ME"
    if style == 4:
        return "{{ %s }}" % snake(key)
    if style == 5:
        return "<%s>" % env
    if style == 6:
        return (pre or "") + "..."
    if style == 7:
        return pick(["<set in Vault>", "TODO-ask-ops", "<fill-me>", "***", "<from 1Password>"])
    return ""


def masked_value(f, style):
    v = f[2]
    pre = vendor_prefix(v)
    last4 = rs(AN, 4)
    if style == 0:
        return pre + "*" * max(8, min(len(v) - len(pre) - 4, 32)) + last4
    if style == 1:
        return "****" + last4
    if style == 2:
        return "********"
    if style == 3:
        return "[hidden]"
    if style == 4:
        return pre + "..." + last4 if pre else "..." + last4
    if style == 5:
        return "<redacted>"
    return "•" * 8


def ref_value(f, style, svcname):
    env, key = f[0], f[1]
    if style == 0:
        return "${%s}" % env
    if style == 1:
        return "$%s" % env
    if style == 2:
        return "${{ secrets.%s }}" % env
    if style == 3:
        return "${%s:?must be set}" % env
    if style == 4:
        return "op://Engineering/%s/%s" % (svcname, kebab(key))
    if style == 5:
        return "vault:secret/data/%s#%s" % (svcname, snake(key))
    if style == 6:
        return "arn:aws:secretsmanager:%s:%s:secret:prod/%s/%s-%s" % (pick(REGIONS_AWS), digits(12), svcname, kebab(key), rs(AN, 6))
    if style == 7:
        return "projects/acme-prod/secrets/%s-%s/versions/latest" % (svcname, kebab(key))
    if style == 8:
        return "@Microsoft.KeyVault(SecretUri=https://acme-kv.vault.azure.net/secrets/%s/)" % pascal(key)
    if style == 9:
        return "{{resolve:secretsmanager:prod/%s:SecretString:%s}}" % (svcname, snake(key))
    return "ssm:/prod/%s/%s" % (svcname, snake(key))


def _render_transformed(v, lang, fn, cat_word, t_en_fmt, t_ko_fmt, containers=None):
    ctx = {"svc": svc(), "vendor_key": re.sub(r"[^a-z0-9]+", "_", v["name"].lower()).strip("_"),
           "lang": lang, "env": env_name(lang)}
    for _ in range(100):
        fields = [F(f[0], f[1], fn(f), False) if f[3] else f for f in v["gen"]()]
        if any(f[2] == "" for f in fields) and chance(0.5):
            continue
        c = pick(containers or GENERIC_CONTAINERS)
        if c in (c_trace, c_chat):
            continue
        r = c(fields, ctx)
        if r is None:
            continue
        text, fence, w_en, w_ko, cname = r
        return P(text, fence, w_en, w_ko, t_en_fmt % v["t_en"].replace("the ", "", 1), t_ko_fmt % v["t_ko"], [],
                 "%s: %s in %s" % (cat_word, v["name"], cname), vendors=[v["name"]], label="")
    raise RuntimeError("transform")


def clean_placeholder(lang):
    v = pick(VENDORS)
    style = R.randrange(9)
    return _render_transformed(v, lang, lambda f: placeholder_value(f, style), "placeholder",
                               "the template for the %s", "%s 템플릿")


def clean_masked(lang):
    st = R.randrange(4)
    if st == 0:
        v = pick(VENDORS)
        style = R.randrange(7)
        return _render_transformed(v, lang, lambda f: masked_value(f, style), "masked value",
                                   "the masked %s", "마스킹된 %s")
    if st == 1:
        t = ("      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
             "   profile                <not set>             None    None\n"
             "access_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n"
             "    region           %s      config-file    ~/.aws/config") % (rs(ANU, 4), rs(AN, 4), pick(REGIONS_AWS))
        return P(t, "text", "the `aws configure list` output", "`aws configure list` 출력", "the AWS CLI profile", "AWS CLI 프로필",
                 [], "masked: aws configure list output")
    if st == 2:
        t = ("Name:         %s-secrets\nNamespace:    %s\nType:  Opaque\n\nData\n====\n" % (svc(), pick(["prod", "staging"]))
             + "\n".join("%s:  %d bytes" % (k, R.randrange(8, 120)) for k in pick([["DB_PASSWORD", "STRIPE_SECRET_KEY"],
                                                                                  ["api-key", "client-secret", "webhook-secret"],
                                                                                  ["password", "username"]])))
        return P(t, "text", "the `kubectl describe secret` output", "`kubectl describe secret` 출력", "the Secret contents",
                 "Secret 내용", [], "masked: kubectl describe secret sizes only")
    t = ("github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n"
         "  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'") % pick(["kimdev", "acme-bot", "jy-park"])
    return P(t, "text", "the `gh auth status` output", "`gh auth status` 출력", "the GitHub CLI login", "GitHub CLI 로그인",
             [], "masked: gh auth status token")


def clean_envref(lang):
    st = R.randrange(10)
    s = svc()
    if st <= 3:
        v = pick(VENDORS)
        style = R.randrange(11)
        return _render_transformed(v, lang, lambda f: ref_value(f, style, s), "reference",
                                   "where the %s comes from", "%s 참조 방식")
    if st == 4:
        t = ("env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password\n"
             "  - name: STRIPE_SECRET_KEY\n    valueFrom:\n      secretKeyRef:\n        name: %s-stripe\n        key: secret-key") % (s, s)
        return P(t, "yaml", "`deployment.yaml`", "`deployment.yaml`", "the secret references", "시크릿 참조", [],
                 "reference: k8s secretKeyRef")
    if st == 5:
        t = ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  secretStoreRef:\n"
             "    name: aws-secrets-manager\n    kind: ClusterSecretStore\n  data:\n    - secretKey: api-key\n      remoteRef:\n"
             "        key: prod/%s/api-key\n        property: value") % (s, s)
        return P(t, "yaml", "the ExternalSecret", "ExternalSecret 매니페스트", "the ExternalSecret mapping", "ExternalSecret 매핑", [],
                 "reference: ExternalSecret remoteRef")
    if st == 6:
        t = pick(["aws secretsmanager get-secret-value --secret-id prod/%s/db --query SecretString --output text | jq -r .password" % s,
                  "gcloud secrets versions access latest --secret=%s-api-key --project=acme-prod" % s,
                  "vault kv get -field=password secret/%s/db" % s,
                  "kubectl get secret %s-db -o jsonpath='{.data.password}' | base64 -d" % s,
                  "op read \"op://Engineering/%s/credential\"" % s,
                  "doppler run --project %s --config prd -- ./bin/server" % s,
                  "az keyvault secret show --vault-name acme-kv --name %s-db-password --query value -o tsv" % s])
        return P(t, "bash", "the command", "명령어", "the secret-fetch command", "시크릿 조회 명령", [],
                 "reference: secret-manager CLI fetch")
    if st == 7:
        code = pick(['api_key = os.environ["%s"]' % pick(["OPENAI_API_KEY", "STRIPE_SECRET_KEY", "DB_PASSWORD"]),
                     "const token = process.env.%s ?? ''" % pick(["GITHUB_TOKEN", "SLACK_BOT_TOKEN"]),
                     'password := os.Getenv("DB_PASSWORD")',
                     '@Value("${spring.datasource.password}")\nprivate String dbPassword;',
                     "secret = Rails.application.credentials.dig(:stripe, :secret_key)",
                     "$apiKey = getenv('KAKAO_REST_API_KEY');",
                     'var key = builder.Configuration["Toss:SecretKey"];'])
        return P(code, "", "the code", "코드", "the config lookup", "설정 조회 코드", [], "reference: code reads env/config")
    if st == 8:
        t = ("- name: Deploy\n  env:\n    AWS_ACCESS_KEY_ID: ${{ secrets.AWS_ACCESS_KEY_ID }}\n"
             "    AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}\n    NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  run: make deploy")
        return P(t, "yaml", "the workflow", "워크플로", "the CI secrets", "CI 시크릿", [], "reference: GitHub Actions secrets context")
    t = ("Resources:\n  Db:\n    Type: AWS::RDS::DBInstance\n    Properties:\n      MasterUsername: admin\n"
         "      MasterUserPassword: '{{resolve:secretsmanager:prod/%s/db:SecretString:password}}'") % s
    return P(t, "yaml", "the CloudFormation template", "CloudFormation 템플릿", "the RDS master password reference",
             "RDS 마스터 비밀번호 참조", [], "reference: CloudFormation dynamic reference")


def clean_hashes(lang):
    st = R.randrange(9)
    if st == 0:
        t = "\n".join("%s  %s" % (rs(HX, 64), n) for n in pick([["dist/app-1.4.2.tar.gz", "dist/app-1.4.2.whl"],
                                                                 ["release/agent-linux-amd64", "release/agent-darwin-arm64", "release/agent.exe"]]))
        cat = "hash: sha256sum output"
    elif st == 1:
        t = "\n".join("%s %s" % (rs(HX, 7), m) for m in pick([["fix(settlement): round half-even", "chore: bump deps", "feat: add retry"],
                                                              ["Revert \"cache warmup\"", "perf: batch inserts", "test: flaky tz"]]))
        t = "git log --oneline -3\n" + t + "\n\nbad commit: %s" % rs(HX, 40)
        cat = "hash: git SHAs"
    elif st == 2:
        t = "registry.acme.io/%s@sha256:%s" % (svc(), rs(HX, 64))
        cat = "hash: docker image digest"
    elif st == 3:
        t = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/x/-/x.tgz",\n  "integrity": "sha512-%s"\n}' % (
            pick(["lodash", "axios", "zod", "dayjs"]), R.randrange(1, 9), R.randrange(20), R.randrange(20), b64(rbytes(64)))
        cat = "hash: npm integrity sha512"
    elif st == 4:
        t = "github.com/%s v%d.%d.%d h1:%s\ngithub.com/%s v%d.%d.%d/go.mod h1:%s" % (
            "acme/kit", 1, R.randrange(9), R.randrange(9), b64(rbytes(32)), "acme/kit", 1, R.randrange(9), R.randrange(9), b64(rbytes(32)))
        cat = "hash: go.sum h1"
    elif st == 5:
        t = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (rs(HX, 64), rs(HX, 64))
        cat = "hash: pip --hash"
    elif st == 6:
        t = '<script src="https://cdn.acme.io/widget.%s.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % (
            rs(HX, 8), b64(rbytes(48)))
        cat = "hash: SRI sha384"
    elif st == 7:
        t = "ETag: \"%s\"\nx-amz-version-id: %s\nContent-MD5: %s" % (rs(HX, 32), rs(B64U, 32), b64(rbytes(16)))
        cat = "hash: ETag/MD5 headers"
    else:
        t = 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.%d.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n  ]\n}' % (
            R.randrange(20, 80), b64(rbytes(32)), rs(HX, 64))
        cat = "hash: terraform lock hashes"
    return P(t, "", "the build output", "빌드 출력", "the checksums", "체크섬", [], cat)


def clean_ids(lang):
    st = R.randrange(10)
    if st == 0:
        t = "x-request-id: %s\ntraceparent: 00-%s-%s-01\nx-amzn-RequestId: %s" % (uuid4(), rs(HX, 32), rs(HX, 16), uuid4())
        cat, te, tk = "ids: request/trace ids", "the request ids", "요청 ID"
    elif st == 1:
        t = "customer=cus_%s payment_intent=pi_%s charge=ch_%s event=evt_%s" % (rs(AN, 14), rs(AN, 24), rs(AN, 24), rs(AN, 24))
        cat, te, tk = "ids: Stripe object ids", "the Stripe object ids", "Stripe 객체 ID"
    elif st == 2:
        t = "TWILIO_ACCOUNT_SID=AC%s\nmessage sid SM%s status=undelivered error=30007" % (rs(HX, 32), rs(HX, 32))
        cat, te, tk = "ids: Twilio Account SID and message SID", "the Twilio SIDs", "Twilio SID"
    elif st == 3:
        t = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nredirect_uri=https://app.acme.io/auth/callback" % (digits(12), rs(ANL, 32))
        cat, te, tk = "ids: Google OAuth client id", "the OAuth client id", "OAuth 클라이언트 ID"
    elif st == 4:
        acct = digits(12)
        t = "arn:aws:iam::%s:role/%s-deployer\narn:aws:s3:::acme-%s-artifacts\naws_account_id = \"%s\"" % (acct, svc(), rs(ANL, 6), acct)
        cat, te, tk = "ids: AWS account id and ARNs", "the AWS account and role ARN", "AWS 계정과 role ARN"
    elif st == 5:
        t = "Slack: team T%s, channel C%s, bot user U%s\nGitHub App id %s, installation id %s" % (
            rs(ANU, 9), rs(ANU, 10), rs(ANU, 10), digits(6), digits(8))
        cat, te, tk = "ids: Slack and GitHub App ids", "the workspace ids", "워크스페이스 ID"
    elif st == 6:
        t = ("subscription_id = \"%s\"\ntenant_id       = \"%s\"\nclient_id       = \"%s\"  # app registration, secret comes from OIDC" % (
            uuid4(), uuid4(), uuid4()))
        cat, te, tk = "ids: Azure subscription/tenant/client ids", "the Azure ids", "Azure ID"
    elif st == 7:
        t = "NAVER_CLIENT_ID=%s\nKAKAO_APP_ID=%s\nWECHAT_APPID=wx%s\nFEISHU_APP_ID=cli_%s" % (rs(AN, 20), digits(6), rs(HX, 16), rs(HX, 16))
        cat, te, tk = "ids: app/client ids without secrets", "the app ids", "앱 ID"
    elif st == 8:
        t = "sentry event_id=%s release=%s@%d.%d.%d trace=%s" % (rs(HX, 32), svc(), 2, R.randrange(20), R.randrange(9), rs(HX, 32))
        cat, te, tk = "ids: Sentry event and trace ids", "the Sentry event", "Sentry 이벤트"
    else:
        t = "imp_uid=imp_%s merchant_uid=order_%s tid=T%s" % (digits(12), digits(10), rs(HX, 19))
        cat, te, tk = "ids: PG transaction ids", "the payment transaction ids", "결제 거래 ID"
    return P(t, "", "the logs", "로그", te, tk, [], cat)


def ssh_pub_ed25519():
    blob = struct.pack(">I", 11) + b"ssh-ed25519" + struct.pack(">I", 32) + rbytes(32)
    return "ssh-ed25519 " + b64(blob)


def clean_pubkeys(lang):
    st = R.randrange(9)
    who = pick(["minsu@macbook", "deploy@ci", "jiyeon@work-pc", "backup@nas"])
    if st == 0:
        t = "%s %s" % (ssh_pub_ed25519(), who)
        cat = "public key: ssh-ed25519 authorized_keys line"
    elif st == 1:
        blob = struct.pack(">I", 7) + b"ssh-rsa" + struct.pack(">I", 3) + b"\x01\x00\x01" + struct.pack(">I", 385) + b"\x00" + rbytes(384)
        t = "ssh-rsa %s %s" % (b64(blob), who)
        cat = "public key: ssh-rsa (long)"
    elif st == 2:
        spki = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
        t = "-----BEGIN PUBLIC KEY-----\n" + "\n".join(pem_lines(spki)) + "\n-----END PUBLIC KEY-----"
        cat = "public key: PEM SPKI"
    elif st == 3:
        t = "256 SHA256:%s %s (ED25519)\n3072 SHA256:%s %s (RSA)" % (b64(rbytes(32)).rstrip("="), who, b64(rbytes(32)).rstrip("="), who)
        cat = "public key: ssh fingerprints"
    elif st == 4:
        fp = rs(HXU, 40)
        t = "pub   ed25519 2024-03-11 [SC]\n      %s\nuid           [ultimate] Release Signing <release@acme.io>" % fp
        cat = "public key: GPG fingerprint"
    elif st == 5:
        t = "[Peer]\nPublicKey = %s\nEndpoint = vpn.acme.io:51820\nAllowedIPs = 10.8.0.0/24\nPersistentKeepalive = 25" % b64(rbytes(32))
        cat = "public key: WireGuard peer public key"
    elif st == 6:
        t = "recipients:\n  - age1%s\n  - age1%s" % (rs(BECH, 58), rs(BECH, 58))
        cat = "public key: age recipients"
    elif st == 7:
        t = 'selector1._domainkey.acme.io. 300 IN TXT "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA%s"' % b64(rbytes(150)).rstrip("=")
        cat = "public key: DKIM TXT record"
    else:
        t = '{"keys":[{"kty":"RSA","kid":"%s","use":"sig","alg":"RS256","n":"%s","e":"AQAB"}]}' % (rs(B64U, 22), b64u_nopad(rbytes(128)))
        cat = "public key: JWKS"
    return P(t, "", "the key material", "키 정보", "the public key", "공개 키", [], cat)


def clean_base64(lang):
    st = R.randrange(6)
    if st == 0:
        raw = "LOG_LEVEL=info\nFEATURE_FLAGS=search_v2,new_checkout\nREGION=%s\n" % pick(REGIONS_AWS)
        t = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-flags\nbinaryData:\n  app.env: %s" % (svc(), b64(raw.encode()))
        cat = "base64: ConfigMap binaryData of non-secret flags"
    elif st == 1:
        cert = der(0x30, rbytes(R.randrange(300, 420)))
        pemtxt = "-----BEGIN CERTIFICATE-----\n" + "\n".join(pem_lines(cert)) + "\n-----END CERTIFICATE-----\n"
        t = "clusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://10.0.0.%d:6443\n  name: %s" % (
            b64(pemtxt.encode()), R.randrange(2, 250), pick(["stg-cluster", "kr-prod"]))
        cat = "base64: kubeconfig CA certificate data"
    elif st == 2:
        cur = b64(json.dumps({"id": R.randrange(10 ** 6), "created_at": "2025-11-%02dT10:00:00Z" % R.randrange(1, 27)}).encode())
        t = '{"data": [...], "next_cursor": "%s", "has_more": true}' % cur
        cat = "base64: pagination cursor"
    elif st == 3:
        t = "echo '%s' | base64 -d\n%s" % (b64(b'{"alg":"RS256","typ":"JWT","kid":"' + rs(ANL, 8).encode() + b'"}'), "{\"alg\":\"RS256\",\"typ\":\"JWT\",...}")
        cat = "base64: decoded JWT header only"
    elif st == 4:
        t = "<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ%s\" />" % b64(rbytes(90))
        cat = "base64: data URI image"
    else:
        msg = pick(["order.created", "settlement.completed", "coupon.expired"])
        t = 'pubsub message: {"data": "%s", "attributes": {"type": "%s"}, "messageId": "%s"}' % (
            b64(json.dumps({"event": msg, "order_id": digits(9)}).encode()), msg, digits(16))
        cat = "base64: Pub/Sub message data"
    return P(t, "", "the payload", "페이로드", "the encoded data", "인코딩된 데이터", [], cat)


def clean_longids(lang):
    st = R.randrange(6)
    if st == 0:
        t = "\n".join("%s-%s-%s   1/1   Running   0   %dh" % (svc(), rs(HX, 10)[:9], rs(ANL, 5), R.randrange(1, 72)) for _ in range(3))
        cat = "long ids: k8s pod names"
    elif st == 1:
        t = "com.acme.settlement.infrastructure.persistence.jpa.SettlementLedgerEntryJpaRepositoryCustomImpl.findAllByMerchantIdAndSettledAtBetween"
        cat = "long ids: Java FQCN"
    elif st == 2:
        t = "version: 2.%d.%d+build.2025%02d%02d.sha.%s\nimage: registry.acme.io/%s:2.%d.%d-rc.%d" % (
            R.randrange(9), R.randrange(30), R.randrange(9, 12), R.randrange(1, 29), rs(HX, 7), svc(), R.randrange(9), R.randrange(9), R.randrange(1, 5))
        cat = "long ids: semver with build metadata"
    elif st == 3:
        t = "s3://acme-datalake-prod/raw/events/year=2025/month=11/day=%02d/hour=%02d/part-%05d-%s-c000.snappy.parquet" % (
            R.randrange(1, 27), R.randrange(24), R.randrange(200), uuid4())
        cat = "long ids: S3 object key"
    elif st == 4:
        t = "module.eks.module.eks_managed_node_group[\"general\"].aws_launch_template.this[0]\nprojects/acme-prod/locations/asia-northeast3/clusters/kr-main/nodePools/pool-%s" % rs(ANL, 6)
        cat = "long ids: terraform resource address"
    else:
        t = "samsung/b0sxxx/b0s:14/UP1A.231005.007/S918NKSU3BXJ1:user/release-keys\nMozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36"
        cat = "long ids: Android build fingerprint and UA"
    return P(t, "", "the output", "출력", "the identifiers", "식별자", [], cat)


def clean_policy(lang):
    st = R.randrange(4)
    n = pick([10, 12, 14, 16])
    if st == 0:
        t = "password_policy:\n  min_length: %d\n  require_uppercase: true\n  require_digit: true\n  require_symbol: %s\n  max_age_days: %d\n  history: %d" % (
            n, pick(["true", "false"]), pick([60, 90, 180]), pick([3, 5, 10]))
        cat = "policy: password policy config without values"
    elif st == 1:
        t = "PASSWORD_HASHERS = [\n    \"django.contrib.auth.hashers.Argon2PasswordHasher\",\n    \"django.contrib.auth.hashers.PBKDF2PasswordHasher\",\n]\nAUTH_PASSWORD_VALIDATORS = [{\"NAME\": \"django.contrib.auth.password_validation.MinimumLengthValidator\", \"OPTIONS\": {\"min_length\": %d}}]" % n
        cat = "policy: Django password validators"
    elif st == 2:
        t = "ALTER PROFILE app_users LIMIT PASSWORD_LIFE_TIME %d PASSWORD_REUSE_MAX %d FAILED_LOGIN_ATTEMPTS %d;" % (
            pick([90, 180]), pick([5, 10]), pick([5, 10]))
        cat = "policy: Oracle password profile"
    else:
        t = "bcrypt cost=%d, argon2id m=65536 t=3 p=4, pepper loaded from KMS key alias/%s-pepper" % (pick([10, 12, 13]), svc())
        cat = "policy: hashing parameters"
    s_en = pick(["Passwords for service accounts must be at least %d characters and rotate every 90 days; values are never written to tickets." % n,
                 "The policy only allows the password to be shared through 1Password, never in chat.",
                 "Security wants MFA on every admin account and a %d-character minimum for passwords." % n])
    s_ko = pick(["서비스 계정 비밀번호는 %d자 이상, 90일마다 교체해야 하며 티켓에 값을 적으면 안 된다." % n,
                 "비밀번호는 1Password로만 공유하고 채팅에는 절대 쓰지 않는 것이 정책이다.",
                 "보안팀 요구사항: 관리자 계정은 전부 MFA, 비밀번호는 최소 %d자." % n])
    return P(t, "", "the policy", "정책", "the password policy", "비밀번호 정책", [], cat,
             forms=pick(["b", "s"]), sent_en=s_en, sent_ko=s_ko)


FLAG_NOTES = [
    ("mysql -h {host} -u {user} -p", "`-p` with no value makes mysql prompt for the password.", "`-p` 뒤에 값을 안 붙이면 mysql이 비밀번호를 프롬프트로 묻는다."),
    ("echo \"$REGISTRY_TOKEN\" | docker login registry.acme.io -u {user} --password-stdin", "`--password-stdin` keeps the token out of shell history.",
     "`--password-stdin`을 쓰면 토큰이 셸 히스토리에 남지 않는다."),
    ("docker run -p 5432:5432 -e POSTGRES_PASSWORD_FILE=/run/secrets/pg_pw postgres:16", "`-p 5432:5432` is a port mapping, and the password comes from a file.",
     "`-p 5432:5432`는 포트 매핑이고 비밀번호는 파일에서 읽는다."),
    ("mysql -h {host} -P 3306 -u {user} --defaults-extra-file=~/.my.cnf", "Capital `-P` is the port; credentials come from `~/.my.cnf`.",
     "대문자 `-P`는 포트이고, 인증 정보는 `~/.my.cnf`에서 읽는다."),
    ("ssh -p 2222 {user}@{host}", "`-p 2222` is the SSH port, not a password.", "`-p 2222`는 SSH 포트다. 비밀번호가 아니다."),
    ("SSHPASS=$(op read op://Infra/bastion/password) sshpass -e ssh {user}@{host}", "`sshpass -e` reads the password from `$SSHPASS`.",
     "`sshpass -e`는 `$SSHPASS` 환경변수에서 비밀번호를 읽는다."),
    ("redis-cli -h {host} --askpass", "`--askpass` prompts instead of using `-a`.", "`--askpass`는 `-a` 대신 프롬프트로 비밀번호를 받는다."),
    ("PGPASSFILE=~/.pgpass psql -h {host} -U {user}", "`~/.pgpass` uses the format hostname:port:database:username:password and must be chmod 600.",
     "`~/.pgpass` 형식은 hostname:port:database:username:password 이고 권한은 600이어야 한다."),
    ("openssl pkcs12 -export -in cert.pem -inkey key.pem -out out.p12 -passout env:P12_PASS", "`-passout env:P12_PASS` reads the password from an env var.",
     "`-passout env:P12_PASS`는 환경변수에서 비밀번호를 읽는다."),
    ("keytool -list -keystore release.jks -storepass:env STOREPASS", "`-storepass:env` avoids putting the store password on the command line.",
     "`-storepass:env`를 쓰면 스토어 비밀번호를 커맨드라인에 안 남긴다."),
    ("kubectl create secret generic {svc}-db --from-file=password=./secrets/db_password.txt", "`--from-file` keeps the value out of the command line.",
     "`--from-file`을 쓰면 값이 커맨드라인에 남지 않는다."),
    ("git config --global credential.helper osxkeychain", "The credential helper stores the token in the keychain, not in `.git-credentials`.",
     "credential helper가 토큰을 `.git-credentials`가 아니라 키체인에 저장한다."),
    ("vault login -method=oidc role={svc}", "OIDC login means nobody needs a static Vault token.", "OIDC 로그인이라 고정 Vault 토큰이 필요 없다."),
    ("curl -u {user} https://{host}/api/health", "`curl -u user` without `:password` prompts for it.", "`curl -u user`에 `:password`를 안 붙이면 프롬프트로 묻는다."),
    ("mysqldump --login-path=backup {db} > dump.sql", "`--login-path` reads credentials stored by `mysql_config_editor`.",
     "`--login-path`는 `mysql_config_editor`로 저장한 인증 정보를 읽는다."),
]


def clean_flags(lang):
    cmd, e, k = pick(FLAG_NOTES)
    c = cmd.format(host=pick(HOSTS), user=pick(DB_USERS), svc=svc(), db=pick(DBNAMES))
    return P(c, "bash", "the command", "명령어", "the login command", "로그인 명령", [],
             "flags explained: " + cmd.split()[0] + (" " + cmd.split()[1] if len(cmd.split()) > 1 else ""),
             sent_en="Running `%s` works; %s" % (c, e[0].lower() + e[1:]), sent_ko="`%s` 로 실행하면 된다. %s" % (c, k),
             forms=pick(["bi", "s"]))


def clean_encrypted(lang):
    st = R.randrange(8)
    if st == 0:
        def enc(n):
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rbytes(n)), b64(rbytes(32)), b64(rbytes(16)))
        t = ("db_password: %s\nstripe_secret_key: %s\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"2025-11-%02dT09:12:44Z\"\n"
             "    mac: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\n    version: 3.9.1") % (
            enc(R.randrange(12, 24)), enc(R.randrange(60, 80)), rs(BECH, 58), R.randrange(1, 27), b64(rbytes(48)), b64(rbytes(32)), b64(rbytes(16)))
        cat = "encrypted: SOPS yaml"
    elif st == 1:
        h = rs(HX, 80 * R.randrange(4, 7))
        t = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(h[i:i + 80] for i in range(0, len(h), 80))
        if chance(0.5):
            t = "db_password: !vault |\n          " + t.replace("\n", "\n          ")
        cat = "encrypted: Ansible Vault"
    elif st == 2:
        t = ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s\n  namespace: prod\nspec:\n  encryptedData:\n"
             "    password: AgB%s\n    api-key: AgC%s") % (svc(), b64(rbytes(R.randrange(200, 300))).rstrip("="), b64(rbytes(R.randrange(200, 300))).rstrip("="))
        cat = "encrypted: SealedSecret"
    elif st == 3:
        t = "-----BEGIN AGE ENCRYPTED FILE-----\n" + "\n".join(pem_lines(rbytes(R.randrange(150, 260)))) + "\n-----END AGE ENCRYPTED FILE-----"
        cat = "encrypted: age armor"
    elif st == 4:
        t = "-----BEGIN PGP MESSAGE-----\n\n" + "\n".join(pem_lines(rbytes(R.randrange(200, 300)))) + "\n=%s\n-----END PGP MESSAGE-----" % b64(rbytes(3))
        cat = "encrypted: PGP message"
    elif st == 5:
        t = "spring.datasource.password=ENC(%s)\njasypt.encryptor.password=${JASYPT_ENCRYPTOR_PASSWORD}" % b64(rbytes(48))
        cat = "encrypted: Jasypt ENC() value"
    elif st == 6:
        t = "%s--%s--%s" % (b64(rbytes(R.randrange(120, 200))), b64(rbytes(12)), b64(rbytes(16)))
        t = "$ cat config/credentials/production.yml.enc\n" + t
        cat = "encrypted: Rails credentials.yml.enc"
    else:
        t = '{\n  "_public_key": "%s",\n  "database_password": "EJ[1:%s:%s:%s]"\n}' % (
            rs(HX, 64), b64(rbytes(32)), b64(rbytes(24)), b64(rbytes(30)))
        cat = "encrypted: EJSON"
    return P(t, "", "the encrypted file", "암호화된 파일", "the encrypted secrets", "암호화된 시크릿", [], cat)


def clean_publishable(lang):
    st = R.randrange(12)
    if st == 0:
        t = "const stripe = Stripe('pk_live_51%s');" % rs(AN, 97)
        name = "Stripe publishable key"
    elif st == 1:
        pid = "acme-%s" % rs(ANL, 6)
        t = ('const firebaseConfig = {\n  apiKey: "AIza%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n'
             '  storageBucket: "%s.appspot.com",\n  messagingSenderId: "%s",\n  appId: "1:%s:web:%s"\n};') % (
            rs(B64U, 35), pid, pid, pid, digits(12), digits(12), rs(HX, 22))
        name = "Firebase web config"
    elif st == 2:
        t = '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64U, 38)
        name = "reCAPTCHA site key"
    elif st == 3:
        t = "mapboxgl.accessToken = '%s';" % mapbox_token("pk")
        name = "Mapbox public token"
    elif st == 4:
        t = "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(ANU, 10), rs(HX, 32))
        name = "Algolia search-only key"
    elif st == 5:
        t = "SENTRY_DSN=https://%s@o%s.ingest.us.sentry.io/%s" % (rs(HX, 32), digits(6), digits(7))
        name = "Sentry DSN"
    elif st == 6:
        t = "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(AN, 43)
        name = "PostHog project key"
    elif st == 7:
        t = "const tossPayments = TossPayments(\"%s_ck_%s\");" % (pick(["live", "test"]), rs(AN, 28))
        name = "Toss Payments client key"
    elif st == 8:
        t = "Kakao.init('%s'); // JavaScript 키" % rs(HX, 32)
        name = "Kakao JavaScript key"
    elif st == 9:
        t = "NEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % jwt("HS256", {"iss": "supabase", "role": "anon", "ref": rs(ANL, 20)})
        name = "Supabase anon key"
    elif st == 10:
        t = '<script async src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap"></script>' % rs(B64U, 35)
        name = "Google Maps JavaScript key (referrer-restricted)"
    else:
        t = "amplitude.init('%s', { defaultTracking: true });" % rs(HX, 32)
        name = "Amplitude browser API key"
    return P(t, "", "the frontend code", "프론트엔드 코드", "the %s" % name, name + " 값", [],
             "publishable: %s [publishable]" % name, vendors=[name.split()[0]])


PLAIN_NOTES = [
    ("The Helm chart pins the image by tag; bump `image.tag` in values-prod.yaml, not in the chart.", "Helm 차트는 이미지 태그로 고정돼 있어서 차트가 아니라 values-prod.yaml의 `image.tag`를 올려야 한다."),
    ("Excel exports need a UTF-8 BOM or Korean column names turn into mojibake.", "엑셀 export는 UTF-8 BOM이 없으면 한글 컬럼명이 깨진다."),
    ("The settlement job is idempotent per day, so rerunning it for 2025-11-03 is safe.", "정산 잡은 일 단위로 멱등이라 2025-11-03을 재실행해도 안전하다."),
    ("Playwright tests need `npx playwright install --with-deps` in the CI image.", "Playwright 테스트는 CI 이미지에 `npx playwright install --with-deps`가 필요하다."),
    ("Kafka consumer lag alerts fire at 10k messages; the batch topic routinely spikes to 8k.", "Kafka consumer lag 알림 기준은 1만 건이고 배치 토픽은 평소에도 8천까지 튄다."),
    ("Use `git switch -c` from `develop`, never from `main`; release branches are cut weekly.", "브랜치는 `main`이 아니라 `develop`에서 `git switch -c`로 딴다. 릴리스 브랜치는 주 1회 만든다."),
    ("The mobile app caches the config endpoint for 6 hours, so server-side toggles are slow to apply.", "모바일 앱이 config 엔드포인트를 6시간 캐시해서 서버 토글이 늦게 반영된다."),
    ("Postgres `statement_timeout` is 30s for the API role; long reports must use the replica.", "API role의 Postgres `statement_timeout`은 30초라서 긴 리포트는 replica를 써야 한다."),
    ("Snapshot tests break when the locale is not ko_KR; set LANG in the Makefile.", "locale이 ko_KR이 아니면 스냅샷 테스트가 깨진다. Makefile에서 LANG을 지정할 것."),
    ("The nightly backup takes 40 minutes; do not schedule migrations between 02:00 and 03:00.", "야간 백업이 40분 걸리니 02:00~03:00 사이에는 마이그레이션을 잡지 말 것."),
    ("Go modules must be vendored for the air-gapped build: `go mod vendor` before `make image`.", "폐쇄망 빌드용으로 `make image` 전에 `go mod vendor`를 해야 한다."),
    ("The admin UI only supports Chrome; Safari breaks the date picker.", "어드민 UI는 크롬만 지원한다. 사파리에서는 date picker가 깨진다."),
    ("`pytest -k settlement -x` fails only when TZ is not UTC; CI sets TZ=UTC.", "CI에서만 TZ=UTC라서 로컬 `pytest -k settlement -x`가 실패했다."),
    ("The migration must run before the deploy: `alembic upgrade head`.", "배포 전에 `alembic upgrade head`를 먼저 돌려야 한다."),
    ("Gradle needs JDK 21; `./gradlew build` on JDK 17 fails with an unsupported class file version.", "`./gradlew build`는 JDK 21이 필요하다. 17에서는 class file version 에러가 난다."),
    ("Use `pnpm install --frozen-lockfile`; npm rewrites the lockfile.", "`pnpm install --frozen-lockfile`을 써야 한다. npm은 lockfile을 다시 쓴다."),
    ("The cron runs at 03:00 KST, which is 18:00 UTC the previous day.", "크론은 KST 03:00, 즉 UTC 전날 18:00에 돈다."),
    ("Feature flag `new_checkout` is read once at boot, so changing it needs a restart.", "`new_checkout` 플래그는 부팅 시 한 번만 읽어서 바꾸면 재시작이 필요하다."),
    ("Large CSV exports must stream; loading them into memory OOM-kills the pod at 512Mi.", "큰 CSV export는 스트리밍해야 한다. 메모리에 올리면 512Mi에서 pod가 OOMKilled 된다."),
    ("The staging DB is refreshed from prod every Monday, so test data disappears.", "스테이징 DB는 매주 월요일 운영 데이터로 덮어써져서 테스트 데이터가 사라진다."),
    ("Lint runs ruff then mypy; mypy needs `--explicit-package-bases` for the monorepo.", "lint는 ruff 다음 mypy 순서이고, 모노레포에서는 mypy에 `--explicit-package-bases`가 필요하다."),
    ("Korean text in PDFs needs the Noto Sans KR font installed in the image.", "PDF에 한글이 나오려면 이미지에 Noto Sans KR 폰트를 설치해야 한다."),
    ("Rate limit on the partner API is 10 req/s; the client must back off on 429.", "파트너 API rate limit은 초당 10건이고 429가 오면 backoff 해야 한다."),
    ("`make test` skips integration tests unless INTEGRATION=1.", "`make test`는 INTEGRATION=1이 아니면 통합 테스트를 건너뛴다."),
]


def clean_plain(lang):
    e, k = pick(PLAIN_NOTES)
    return P("", "", "the repo", "저장소", "the build setup", "빌드 설정", [], "plain engineering note",
             forms="s", sent_en=e, sent_ko=k)


# ---------------------------------------------------------------------------
# 10. note frames: the prose an agent writes around the pasted material.
#     Slots: {SNIP} block or inline after a colon, {SNIPSTART} block at the very
#     start of a field, {INL} inline code mid-sentence, {SENT} a full sentence,
#     {VAL}/{LABEL} the primary secret and its label (secret-only frames).
#     Korean slots may carry a particle: {topic:을}, {svc:은}, ...
# ---------------------------------------------------------------------------
ERRS = ["401 Unauthorized", "403 Forbidden", "invalid_client", "AuthenticationFailed", "SignatureDoesNotMatch",
        "Access denied for user", "invalid_grant", "permission denied", "InvalidClientTokenId", "FATAL: password authentication failed"]


def FR(fid, group, kinds, en, ko, tag=""):
    return {"id": fid, "group": group, "kinds": kinds, "en": en, "ko": ko, "tag": tag}


SC = ("secret", "clean")
SO = ("secret",)
CO = ("clean",)

FRAMES = [
    # ---- block frames, shared -------------------------------------------------
    FR("B01", "B", SC,
       ("Deploying {svc} to {env} failed with `{err}` and I did not know which settings it reads at startup.",
        "{svc} reads {topic} from {where}, not from the CI variables. The relevant part:{SNIP}",
        "Which file is the source of truth for {topic} in {env}?"),
       ("{env} 환경에 {svc} 배포가 `{err}` 에러로 실패했는데, 기동 시 어떤 설정을 읽는지 몰랐다.",
        "{svc:은} CI 변수가 아니라 {where}에서 {topic:을} 읽는다. 해당 부분:{SNIP}",
        "{env}에서 {topic}의 기준 파일이 어디인지 먼저 물어볼 것."), "snippet at end of lesson"),
    FR("B02", "B", SC,
       ("The user asked why {svc} kept returning `{err}` in {env}.",
        "{SNIPSTART}\nThat block from {where} is what {svc} actually loads; the copy in the wiki was outdated.",
        "Was anything else changed in {where} during {ticket}?"),
       ("사용자가 {env}에서 {svc:이} 계속 `{err}` 에러를 내는 이유를 물었다.",
        "{SNIPSTART}\n{svc:이} 실제로 읽는 건 {where}의 위 블록이고, 위키에 있던 사본은 오래된 것이었다.",
        "{ticket} 작업 중에 {where}에서 다른 값도 바뀌었는지?"), "snippet at start of lesson"),
    FR("B03", "B", SC,
       ("{person} pasted this from {where} while we were debugging {ticket}:{SNIP}",
        "When {svc} reports `{err}`, diff {where} against the template first; a stale line caused it this time.",
        "Is there a newer version of {where} than what {person} pasted?"),
       ("{ticket} 디버깅 중에 {person}님이 {where}에서 붙여준 내용:{SNIP}",
        "{svc:이} `{err}` 에러를 내면 먼저 {where:을} 템플릿과 diff 해볼 것. 이번엔 오래된 줄 하나가 원인이었다.",
        "{person}님이 붙여준 것보다 최신 {where:이} 있는지?"), "snippet at end of missing_context"),
    FR("B04", "B", SC,
       ("I did not know how {svc} gets {topic}. Current state of {where}:{SNIP}",
        "The value is read once at boot, so after changing {where} the service must be restarted; a config reload is not enough.",
        "Can I restart {svc} in {env} myself, or does {person} need to do it?"),
       ("{topic:이} {svc}에 어떻게 연결되는지 몰랐다. 현재 {where} 상태:{SNIP}",
        "값은 부팅 시 한 번만 읽으므로 {where:을} 바꾸면 재시작해야 한다. reload로는 반영되지 않는다.",
        "{env}의 {svc} 재시작을 내가 해도 되는지, {person}님이 해야 하는지?"), "snippet at end of missing_context"),
    FR("B05", "B", SC,
       ("Integration tests for {svc} were skipped in CI without any error.",
        "The suite checks {topic} first. What CI had:{SNIP}\nBecause of that the fixture returned early; the report only says 'skipped'.",
        "Should skipped integration tests fail the pipeline?"),
       ("CI에서 {svc} 통합 테스트가 에러 없이 skip 되었다.",
        "테스트가 먼저 {topic:을} 확인한다. CI에 들어 있던 값:{SNIP}\n그래서 fixture가 바로 return 했고 리포트에는 skipped로만 나온다.",
        "skip된 통합 테스트가 있으면 파이프라인을 실패시켜야 하는지?"), "snippet in middle of lesson"),
    FR("B06", "B", SC,
       ("While moving {svc} from the old VM to k8s I could not find where {topic} lived.",
        "It was in {where} on the VM:{SNIP}\nIt has to move into the cluster's secret store before the cut-over.",
        "Who owns the secret store for {env}?"),
       ("{svc:을} 기존 VM에서 k8s로 옮기는데 {topic:이} 어디 있는지 찾지 못했다.",
        "VM의 {where}에 있었다:{SNIP}\n전환 전에 클러스터 시크릿 저장소로 옮겨야 한다.",
        "{env} 시크릿 저장소 담당자가 누구인지?"), "snippet in middle of lesson"),
    FR("B07", "B", SC,
       ("Code review on {ticket} flagged {where}.",
        "Pasted from the review thread:{SNIP}\nReviewers want this kind of change in a separate PR so it can be audited.",
        ""),
       ("{ticket} 코드 리뷰에서 {where} 부분이 지적되었다.",
        "리뷰 스레드에 붙은 내용:{SNIP}\n이런 변경은 감사 추적을 위해 별도 PR로 올려 달라고 한다.",
        ""), "snippet in review thread"),
    FR("B08", "B", SC,
       ("Didn't know the format {svc} expects in {where}.",
        "Format that works:{SNIP}",
        "Does {env} use the same format?"),
       ("{svc:이} {where}에서 기대하는 형식을 몰랐다.",
        "동작하는 형식:{SNIP}",
        "{env}도 같은 형식인지?"), "short note, snippet ends lesson"),
    FR("B09", "B", SC,
       ("On-call page for {svc} at 02:14: `{err}` spikes. Output from {where}:{SNIP}",
        "The spike matched the rollout of {ticket}; rolling back fixed it. Check {where} before touching the code next time.",
        "Is there a runbook entry for `{err}` on {svc}?"),
       ("새벽 2시 14분 {svc} 온콜 알림: `{err}` 급증. {where}에서 본 내용:{SNIP}",
        "{ticket} 배포 시점과 일치했고 롤백으로 해결됐다. 다음에는 코드보다 {where:을} 먼저 볼 것.",
        "{svc}의 `{err}` 관련 런북이 있는지?"), "incident note"),
    FR("B10", "B", SC,
       ("User: 'use what's in {where}, it should work for {env}'. What was there:{SNIP}",
        "It worked for {env} but not for prod; prod has its own values managed by {person}.",
        "For prod, should I ask {person} directly?"),
       ("사용자: '{where}에 있는 걸로 하면 {env}에서는 될 거예요'. 거기 있던 내용:{SNIP}",
        "{env}에서는 동작했지만 운영은 {person}님이 관리하는 별도 값이라 안 됐다.",
        "운영 값은 {person}님께 직접 물어봐야 하는지?"), "user quote then snippet"),
    FR("B11", "B", SC,
       ("Setting up {svc} locally took an hour because I did not know about {topic}.",
        "- {topic}: see {where}\n- the app fails fast with `{err}` if it is wrong\n- last working version:{SNIP}",
        "Is there a bootstrap script for local setup?"),
       ("로컬에서 {svc} 세팅하는 데 한 시간 걸렸다. {topic:을} 몰랐기 때문이다.",
        "- {topic:은} {where}에 있다\n- 틀리면 `{err}` 에러로 바로 죽는다\n- 마지막으로 동작한 버전:{SNIP}",
        "로컬 세팅용 bootstrap 스크립트가 있는지?"), "bullet list lesson"),
    FR("B12", "B", SC,
       ("{SNIPSTART}\nThe above is from {where}; I did not realise {svc} loads it in {env} as well.",
        "Both {env} and local read {where}; keep them apart with per-environment files.",
        "Should {env} get its own file?"),
       ("{SNIPSTART}\n위 내용은 {where}에서 가져온 것인데, {env}에서도 {svc:이} 이걸 읽는다는 걸 몰랐다.",
        "{env:와} 로컬 모두 {where:을} 읽는다. 환경별 파일로 분리할 것.",
        "{env} 전용 파일을 따로 둘지?"), "snippet at very start of missing_context"),
    FR("B13", "B", SC,
       ("The {svc} container exited right after start in {env}; `docker logs` showed only `{err}`.",
        "Root cause was {topic}. Fixed version of {where}:{SNIP}\nAlso added a startup check that prints which keys are missing (names only).",
        "Should the startup check also run in CI?"),
       ("{env}에서 {svc} 컨테이너가 뜨자마자 종료됐고 `docker logs`에는 `{err}`만 있었다.",
        "원인은 {topic}였다. 수정한 {where}:{SNIP}\n누락된 키 이름만 출력하는 기동 체크도 추가했다.",
        "기동 체크를 CI에서도 돌릴지?"), "container crash"),
    FR("B14", "B", SC,
       ("{person} asked me to hand over the {svc} setup before leave.",
        "Handover, {where}:{SNIP}\nEverything else is in the runbook under {ticket}.",
        "Who takes over {svc} while {person} is away?"),
       ("{person}님이 휴가 전에 {svc} 설정을 인수인계해 달라고 했다.",
        "인수인계 - {where}:{SNIP}\n나머지는 {ticket} 런북에 있다.",
        "{person}님 부재 중 {svc} 담당은 누구인지?"), "handover note"),
    # ---- inline frames ------------------------------------------------------------
    FR("I01", "I", SC,
       ("I did not know the smoke test needs {topic} at runtime.",
        "Run it as {INL} from the repo root; otherwise the {svc} checks are skipped.", ""),
       ("스모크 테스트가 실행 시 {topic:을} 필요로 한다는 걸 몰랐다.",
        "레포 루트에서 {INL} 형태로 실행해야 한다. 아니면 {svc} 체크가 skip 된다.", ""), "inline in lesson"),
    FR("I02", "I", SC,
       ("The {env} job for {svc} failed at the connect step.",
        "{person} fixed it by running {INL} once by hand; after that the job passed.",
        "Should that step be automated in the job?"),
       ("{env}의 {svc} 잡이 접속 단계에서 실패했다.",
        "{person}님이 {INL} 을 한 번 수동 실행해서 해결했다. 그 뒤로 잡이 통과했다.",
        "그 단계를 잡에 자동화해야 하는지?"), "inline mid-sentence in lesson"),
    FR("I03", "I", SC,
       ("I used {INL} and got `{err}` back.",
        "The call itself was fine; {svc} in {env} sits behind an allow-list, so it must run from the bastion.",
        "Which bastion should I use for {env}?"),
       ("{INL} 로 호출했더니 `{err}` 에러가 돌아왔다.",
        "호출 자체는 맞았고, {env}의 {svc:은} allow-list 뒤에 있어서 bastion에서 실행해야 한다.",
        "{env}용 bastion이 어느 것인지?"), "inline in missing_context"),
    FR("I04", "I", SC,
       ("Needed to reproduce {ticket} locally.",
        "Repro: start the stack, then {INL}. The bug shows up on the second call.",
        "Is {ticket} also reproducible in {env}?"),
       ("{ticket:을} 로컬에서 재현해야 했다.",
        "재현 방법: 스택을 띄운 뒤 {INL} 실행. 두 번째 호출에서 버그가 나온다.",
        "{env}에서도 {ticket:이} 재현되는지?"), "inline repro step"),
    # ---- sentence frames -------------------------------------------------------------
    FR("S01", "S", SC,
       ("I got stuck on {ticket} because I was missing some details.",
        "{SENT} {person} confirmed this on {date}.",
        "Who should I ask when this changes again?"),
       ("{ticket} 진행 중 필요한 정보가 없어서 막혔다.",
        "{SENT} {date}에 {person}님이 확인해 줬다.",
        "다음에 바뀌면 누구에게 물어봐야 하는지?"), "sentence in lesson"),
    FR("S02", "S", SC,
       ("{SENT}",
        "Noted for the {svc} setup in {env}; it is needed before the first login.", ""),
       ("{SENT}",
        "{env} {svc} 세팅 시 첫 로그인 전에 필요하다.", ""), "sentence is the whole missing_context"),
    FR("S03", "S", SC,
       ("I asked the user about {topic} in chat.",
        "Answer, as given: {SENT}",
        "Is that still current?"),
       ("{topic}에 대해 물었더니 사용자가 채팅으로 답했다.",
        "답변 그대로: {SENT}",
        "지금도 유효한지?"), "chat answer quoted"),
    FR("S04", "S", SC,
       ("The onboarding checklist for {svc} was missing a step.",
        "Add to the checklist: {SENT}",
        "Should the checklist live in the repo or the wiki?"),
       ("{svc} 온보딩 체크리스트에 빠진 단계가 있었다.",
        "체크리스트에 추가: {SENT}",
        "체크리스트를 레포에 둘지 위키에 둘지?"), "checklist item"),
    FR("S05", "S", SC,
       ("I lost twenty minutes on {ticket}. {SENT}",
        ["Next time read the pinned message in #ops first.", "Check the team wiki page for {svc} before asking around.",
         "The info was in the {ticket} ticket all along; read the ticket first."], ""),
       ("{ticket}에서 20분을 날렸다. {SENT}",
        ["다음에는 #ops 채널 고정 메시지를 먼저 볼 것.", "다음엔 여기저기 묻기 전에 {svc} 위키 페이지부터 확인.",
         "정보는 원래 {ticket} 티켓에 있었다. 티켓부터 읽을 것."], ""), "sentence mid missing_context"),
    # ---- secret-only frames (use the primary value directly) ----------------------------
    FR("X01", "X", SO,
       ("{person} sent the {LABEL} for {svc} ({env}) in a DM. Value, copied as-is:",
        "{VAL}\nOnly for the {env} smoke test; prod uses a different one.",
        "Ask {person} before reusing it anywhere else."),
       ("{person}님이 DM으로 {svc}({env})용 {LABEL} 값을 보내줬다. 그대로 복사:",
        "{VAL}\n{env} 스모크 테스트 전용이고 운영은 다른 값을 쓴다.",
        "다른 곳에 재사용하기 전에 {person}님께 확인."), "split: label in missing_context, value in lesson"),
    FR("X02", "X", SO,
       ("The {svc} job in {env} failed with `{err}` after the rotation in {ticket}.",
        "Updating {LABEL} fixed it. New value in the next field.",
        "{VAL} <- still current, or rotated again?"),
       ("{ticket} 로테이션 이후 {env}의 {svc} 잡이 `{err}` 에러로 실패했다.",
        "{LABEL} 값을 갱신해서 해결했다. 새 값은 다음 필드에.",
        "{VAL} ← 아직 유효한지, 또 바뀌었는지?"), "split: label in lesson, value in ask_next_time"),
    FR("X03", "XB", SO,
       ("I did not know which value of {topic} {svc} uses in {env}.",
        "Current config in {where}:{SNIP}",
        "Is `{VAL}` still the active value, or did {person} rotate it after {ticket}?"),
       ("{env}에서 {svc:이} 어떤 {topic:을} 쓰는지 몰랐다.",
        "{where}의 현재 설정:{SNIP}",
        "`{VAL}` 값이 아직 유효한지, {ticket} 이후 {person}님이 교체했는지?"), "secret repeated in ask_next_time"),
    FR("X04", "X", SO,
       ("{svc} needs {topic} for {env} and the vault entry was empty.",
        "{person} said a value is already in use in {env} but did not know where it is stored.",
        "Can I keep using {VAL} for {env}, or will you issue a new one?"),
       ("{env}용 {svc}에 {topic:이} 필요한데 vault 항목이 비어 있었다.",
        "{person}님 말로는 {env}에서 이미 쓰는 값이 있는데 어디 저장했는지는 모른다고 한다.",
        "{env}에서 {VAL} 계속 써도 되는지, 새로 발급해 줄 건지?"), "secret only inside the ask_next_time question"),
    FR("X05", "X", SO,
       ("{VAL} was rejected by {svc} with `{err}`.",
        "It was the {env} value; {svc} in prod needs the prod {LABEL}. Check the environment before debugging the code.", ""),
       ("{VAL} 값이 {svc}에서 `{err}` 에러로 거부됐다.",
        "{env}용 값이었다. 운영 {svc}에는 운영 {LABEL} 값이 필요하다. 코드 디버깅 전에 환경부터 확인할 것.", ""),
       "value at start of missing_context"),
    FR("X06", "XB", SO,
       ("Pasted from {where} by {person}:{SNIP}",
        "Do not copy `{VAL}` into the README again; it was committed once and had to be purged from history.",
        "Has {VAL} been rotated since it was committed?"),
       ("{person}님이 {where}에서 붙여준 내용:{SNIP}",
        "`{VAL}` 값을 README에 다시 넣지 말 것. 한 번 커밋돼서 히스토리에서 지워야 했다.",
        "커밋된 이후 {VAL} 값이 교체됐는지?"), "secret in all three fields"),
    FR("X07", "X", SO,
       ("{svc} in {env} could not start: missing {LABEL}.",
        "Set {LABEL} to {VAL} in {where}, then restart {svc}.", ""),
       ("{env}의 {svc:이} {LABEL} 누락으로 기동하지 못했다.",
        "{where}에 {LABEL} 값을 {VAL} 로 넣고 {svc:을} 재시작.", ""), "label=value inline in lesson"),
    FR("X08", "X", SO,
       ("The nightly {svc} migration in {env} stopped halfway with `{err}`.",
        "The credential had expired at midnight; {person} re-issued it and the rerun passed.",
        "Next time, ask whether {LABEL}={VAL} is still valid before re-running the migration."),
       ("{env}의 야간 {svc} 마이그레이션이 `{err}` 에러로 중간에 멈췄다.",
        "자정에 자격 증명이 만료됐었고 {person}님이 재발급해서 재실행이 통과했다.",
        "다음에는 마이그레이션 재실행 전에 {LABEL}={VAL} 값이 아직 유효한지 물어볼 것."), "label=value only in ask_next_time"),
    FR("X09", "XB", SO,
       ("{person} shared {topic} so I could finish {ticket}: {VAL}",
        "Worked after putting it into {where}:{SNIP}",
        ""),
       ("{ticket} 마무리하라고 {person}님이 {topic:을} 공유해 줬다: {VAL}",
        "{where}에 넣은 뒤 동작했다:{SNIP}",
        ""), "value at end of missing_context and again in snippet"),
    # ---- clean-only frames -----------------------------------------------------------------
    FR("C01", "B", CO,
       ("I almost filled real values into {where}.",
        "The file is meant to stay like this:{SNIP}\nReal values are injected at deploy time; the version in git must not change.",
        "Is there a pre-commit hook that checks {where}?"),
       ("{where}에 실제 값을 넣을 뻔했다.",
        "파일은 이렇게 유지해야 한다:{SNIP}\n실제 값은 배포 시 주입되고 git에 있는 버전은 바뀌면 안 된다.",
        "{where:을} 검사하는 pre-commit hook이 있는지?"), "keep-as-is"),
    FR("C02", "B", CO,
       (["I thought {where} contained a leaked credential and stopped to ask.",
         "While working on {ticket} I paused because {where} looked like it exposed a credential.",
         "Was about to rotate something in {svc} because of what is in {where}."],
        "It does not; this is expected content:{SNIP}\nNothing to rotate.",
        "Which look-alike values can I ignore in future scans?"),
       (["{where}에 자격 증명이 노출된 줄 알고 작업을 멈추고 물어봤다.",
         "{ticket} 작업 중 {where}에 자격 증명이 보이는 것 같아서 멈췄다.",
         "{where} 내용 때문에 {svc} 키를 교체하려던 참이었다."],
        "아니었다. 정상적인 내용이다:{SNIP}\n교체할 것 없음.",
        "앞으로 스캔에서 어떤 비슷한 값들을 무시해도 되는지?"), "false alarm"),
    FR("C03", "B", CO,
       ("The secret scanner flagged {ticket}.",
        "False alarm. Flagged lines:{SNIP}\nAdded an allow-list entry with a comment.", ""),
       ("시크릿 스캐너가 {ticket:을} 탐지했다.",
        "오탐이었다. 탐지된 부분:{SNIP}\n주석과 함께 allow-list에 추가했다.", ""), "scanner false positive"),
    FR("C07", "B", CO,
       ("I was unsure whether {topic} in {where} may be committed.",
        "It may:{SNIP}\nThe vendor documents this key as public; it only works from our allowed domains.",
        "Should the allowed-domain list be reviewed when we add a new frontend?"),
       ("{where}에 있는 {topic:을} 커밋해도 되는지 헷갈렸다.",
        "괜찮다:{SNIP}\n벤더 문서상 공개용 키이고 허용된 도메인에서만 동작한다.",
        "새 프론트엔드를 추가할 때 허용 도메인 목록도 검토해야 하는지?"), "public key documented by vendor"),
    FR("C04", "S", CO,
       ("The build for {svc} broke after the dependency bump.",
        "{SENT}", "Should this go into the README?"),
       ("의존성 업데이트 후 {svc} 빌드가 깨졌다.",
        "{SENT}", "README에 적어둘지?"), "plain"),
    FR("C05", "S", CO,
       ("{SENT}", "Documented in the {svc} runbook.", ""),
       ("{SENT}", "{svc} 런북에 기록함.", ""), "plain"),
    FR("C06", "S", CO,
       ("I did not know this about {svc} in {env}.",
        "{SENT} Verified on {date}.", "Does the same hold for prod?"),
       ("{env}의 {svc}에 대해 이걸 몰랐다.",
        "{SENT} {date}에 확인함.", "운영에도 똑같이 적용되는지?"), "plain"),
]
FRAME_BY_ID = {f["id"]: f for f in FRAMES}


def date_str(lang):
    m, d = R.randrange(9, 12), R.randrange(1, 29)
    if lang == "en":
        return "%s %d" % (["Sep", "Oct", "Nov"][m - 9], d)
    return "%d월 %d일" % (m, d)


def fmt_block(p, at_start=False):
    snip = p["snippet"]
    st = R.random()
    if p["fence"] is not None and st < 0.55 and "```" not in snip:
        body = "```%s\n%s\n```" % (p["fence"], snip)
    elif st < 0.8:
        body = snip
    else:
        body = "\n".join("    " + ln for ln in snip.split("\n"))
    return body if at_start else "\n" + body


def fmt_inline(p):
    snip = p["snippet"]
    if snip.startswith(("$ ", "> ")):
        snip = snip[2:]
    if "`" in snip or chance(0.2):
        return snip
    return "`%s`" % snip


# ---------------------------------------------------------------------------
# 11. assembling and validating notes
# ---------------------------------------------------------------------------
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}
MARK = "[REDACTED]"


def frame_ok(f, kind, p):
    if kind not in f["kinds"]:
        return False
    forms, g = p["forms"], f["group"]
    plain = p["category"].startswith("plain")
    if plain:
        return f["id"] in ("C04", "C05", "C06", "S01", "S05")
    if kind == "clean":
        gen = p.get("gen", "")
        if f["id"] in CONFIG_ONLY_FRAMES and gen not in CONFIG_LIKE:
            return False
        if f["id"] == "C01" and gen not in ("placeholder", "envref", "encrypted"):
            return False
        if f["id"] == "C07" and gen != "publishable":
            return False
    if g == "B":
        return "b" in forms or "i" in forms
    if g == "I":
        return "i" in forms
    if g == "S":
        return "s" in forms and p.get("sent_en") is not None
    if g == "X":
        return kind == "secret" and bool(p["primary"])
    if g == "XB":
        return kind == "secret" and bool(p["primary"]) and ("b" in forms or "i" in forms)
    return False


CONFIG_LIKE = ("placeholder", "envref", "masked", "encrypted", "publishable")
CONFIG_ONLY_FRAMES = ("B01", "B04", "B05", "B06", "B11", "B13")
GROUP_WEIGHT = {"B": 1.0, "I": 3.0, "S": 3.0, "X": 0.6, "XB": 0.6}


def choose_frame(kind, p):
    cands = [f for f in FRAMES if frame_ok(f, kind, p)]
    weights = [GROUP_WEIGHT[f["group"]] * (1.2 if f["id"].startswith("C") else 1.0) for f in cands]
    x = R.random() * sum(weights)
    for f, w in zip(cands, weights):
        x -= w
        if x < 0:
            return f
    return cands[-1]


def render_note(kind, lang, p, f):
    slots = {"svc": p["svc"], "env": env_name(lang), "person": person(lang), "ticket": ticket(),
             "err": pick(ERRS), "date": date_str(lang), "topic": p["topic_" + lang], "where": p["where_" + lang]}
    forms = p["forms"]
    if "b" in forms or "i" in forms:
        if "i" in forms and chance(0.35):
            slots["SNIP"] = " " + fmt_inline(p)
            slots["SNIPSTART"] = fmt_inline(p)
        else:
            slots["SNIP"] = fmt_block(p)
            slots["SNIPSTART"] = fmt_block(p, at_start=True)
        slots["INL"] = fmt_inline(p)
    if p.get("sent_en") is not None:
        slots["SENT"] = p["sent_" + lang]
    if p["primary"]:
        slots["VAL"] = p["primary"]
        slots["LABEL"] = p["label"]
    mc_t, le_t, ask_t = [pick(t) if isinstance(t, list) else t for t in f[lang]]
    mc, le, ask = fill(mc_t, slots), fill(le_t, slots), fill(ask_t, slots)
    cands = list(p["secrets"])
    if p.get("raw_pw"):
        cands = [p["raw_pw"]] + [s for s in cands if s != p["raw_pw"]]
        if lang == "en":
            le += "\nNote: the raw password is %s; in the URL it has to be percent-encoded as %s." % (p["raw_pw"], p["enc_pw"])
        else:
            le += "\n참고: 원래 비밀번호는 %s 이고 URL에서는 %s 로 인코딩해야 한다." % (p["raw_pw"], p["enc_pw"])
    return {"missing_context": mc, "lesson": le, "ask_next_time": ask}, cands


def listed_secrets(fields, cands):
    """Candidates that occur verbatim, ordered by first occurrence."""
    pos = []
    order = ["missing_context", "lesson", "ask_next_time"]
    for s in cands:
        for fi, k in enumerate(order):
            i = fields[k].find(s)
            if i >= 0:
                pos.append((fi, i, -len(s), s))
                break
    out = []
    for _, _, _, s in sorted(pos):
        if s not in out:
            out.append(s)
    return out


def window_rule_ok(fields, listed, cands):
    masked = []
    for k in ("missing_context", "lesson", "ask_next_time"):
        t = fields[k]
        for s in sorted(listed, key=len, reverse=True):
            t = t.replace(s, MARK)
        masked.append(t)
    for s in list(listed) + [c for c in cands if c not in listed]:
        for i in range(len(s) - 7):
            w = s[i:i + 8]
            for m in masked:
                if w in m:
                    return False
    return True


def fields_ok(fields):
    if not fields["missing_context"].strip() or not fields["lesson"].strip():
        return False
    return all(len(fields[k].encode("utf-8")) <= n for k, n in LIMITS.items())


def validate_secret(fields, listed, cands):
    if not listed or not fields_ok(fields):
        return False
    if any(len(s) < 8 for s in listed):
        return False
    if not all(any(s in fields[k] for k in fields) for s in listed):
        return False
    return window_rule_ok(fields, listed, cands)


SECRET_GENS = {"pw_config": sec_pw_config, "pw_prose": sec_pw_prose, "pw_command": sec_pw_command,
               "conn": sec_conn_string, "header": sec_header, "signed_url": sec_signed_url, "pem": sec_pem,
               "totp": sec_totp, "recovery": sec_recovery, "pin": sec_pin, "wifi": sec_wifi, "webhook": sec_webhook,
               "multi": sec_multi}
SECRET_QUOTA = [("vendor", 161), ("pw_config", 25), ("pw_prose", 22), ("pw_command", 34), ("conn", 24),
                ("header", 20), ("signed_url", 8), ("pem", 12), ("totp", 8), ("recovery", 8), ("pin", 8),
                ("wifi", 8), ("webhook", 12), ("multi", 10)]
CLEAN_GENS = {"placeholder": clean_placeholder, "masked": clean_masked, "envref": clean_envref,
              "hashes": clean_hashes, "ids": clean_ids, "pubkeys": clean_pubkeys, "base64": clean_base64,
              "longids": clean_longids, "policy": clean_policy, "flags": clean_flags,
              "encrypted": clean_encrypted, "publishable": clean_publishable, "plain": clean_plain}
CLEAN_QUOTA = [("placeholder", 40), ("masked", 30), ("envref", 40), ("hashes", 30), ("ids", 40), ("pubkeys", 25),
               ("base64", 15), ("longids", 15), ("policy", 15), ("flags", 20), ("encrypted", 25),
               ("publishable", 30), ("plain", 35)]


def category_of(p, f):
    cat = p["category"]
    pub = cat.endswith(" [publishable]")
    if pub:
        cat = cat[:-len(" [publishable]")]
    cat = "%s; %s (frame %s)" % (cat, f["tag"], f["id"])
    return cat + (" [publishable]" if pub else "")


def make_secret_note(gen_name, lang, vendor=None):
    for _ in range(400):
        p = build_vendor_payload(vendor, lang) if gen_name == "vendor" else SECRET_GENS[gen_name](lang)
        f = choose_frame("secret", p)
        fields, cands = render_note("secret", lang, p, f)
        listed = listed_secrets(fields, cands)
        if validate_secret(fields, listed, cands):
            return {"lang": lang, "kind": "secret", "category": category_of(p, f), "fields": fields,
                    "secrets": listed, "_vendors": p["vendors"], "_frame": f["id"]}
    raise RuntimeError("could not build a valid secret note for %s" % gen_name)


def make_clean_note(gen_name, lang):
    for _ in range(400):
        p = CLEAN_GENS[gen_name](lang)
        p["gen"] = gen_name
        assert p["secrets"] == []
        f = choose_frame("clean", p)
        fields, _ = render_note("clean", lang, p, f)
        if fields_ok(fields):
            return {"lang": lang, "kind": "clean", "category": category_of(p, f), "fields": fields,
                    "secrets": [], "_vendors": p["vendors"], "_frame": f["id"]}
    raise RuntimeError("could not build a clean note for %s" % gen_name)


def lang_list():
    ls = ["en"] * N_EN_PER_KIND + ["ko"] * N_KO_PER_KIND
    R.shuffle(ls)
    return ls


def build_all():
    notes = []
    # secret notes
    slots = [name for name, n in SECRET_QUOTA for _ in range(n)]
    assert len(slots) == N_SECRET
    R.shuffle(slots)
    langs = lang_list()
    # every vendor once, then the remaining vendor slots go to long-token vendors
    vend_cycle = list(VENDORS)
    R.shuffle(vend_cycle)
    long_vendors = [v for v in VENDORS if "long" in v["tags"]]
    for name, lang in zip(slots, langs):
        v = None
        if name == "vendor":
            if not vend_cycle:
                vend_cycle = list(long_vendors)
                R.shuffle(vend_cycle)
            v = vend_cycle.pop()
        notes.append(make_secret_note(name, lang, v))
    # clean notes
    slots = [name for name, n in CLEAN_QUOTA for _ in range(n)]
    assert len(slots) == N_CLEAN
    R.shuffle(slots)
    langs = lang_list()
    for name, lang in zip(slots, langs):
        n = make_clean_note(name, lang)
        n["_gen"] = name
        notes.append(n)
    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes, 1):
        rec = {"id": "%s%03d" % (ID_PREFIX, i), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                          "ask_next_time": n["fields"]["ask_next_time"]},
               "secrets": n["secrets"]}
        out.append((rec, n))
    return out


def final_checks(out):
    recs = [r for r, _ in out]
    assert len(recs) == N_SECRET + N_CLEAN
    for kind in ("secret", "clean"):
        assert sum(r["kind"] == kind for r in recs) == (N_SECRET if kind == "secret" else N_CLEAN)
        for lang, n in (("en", N_EN_PER_KIND), ("ko", N_KO_PER_KIND)):
            assert sum(r["kind"] == kind and r["lang"] == lang for r in recs) == n
    ids = [r["id"] for r in recs]
    assert ids == ["%s%03d" % (ID_PREFIX, i) for i in range(1, len(recs) + 1)]
    for r in recs:
        assert list(r) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(r["fields"]) == ["missing_context", "lesson", "ask_next_time"]
        assert fields_ok(r["fields"]), r["id"]
        if r["kind"] == "secret":
            assert r["secrets"], r["id"]
            assert validate_secret(r["fields"], r["secrets"], r["secrets"]), r["id"]
        else:
            assert r["secrets"] == [], r["id"]
            if r["category"].endswith("[publishable]"):
                assert r["category"].endswith(" [publishable]")


def summary(out):
    recs = [r for r, _ in out]
    lines = []
    for kind in ("secret", "clean"):
        for lang in ("en", "ko"):
            lines.append("%s/%s: %d" % (kind, lang, sum(r["kind"] == kind and r["lang"] == lang for r in recs)))
    vendors = []
    for r, n in out:
        if r["kind"] == "secret":
            for v in n["_vendors"]:
                if v not in vendors:
                    vendors.append(v)
    frames = []
    for _, n in out:
        if n["_frame"] not in frames:
            frames.append(n["_frame"])
    cats = []
    for r, _ in out:
        c = r["category"].split(";")[0]
        if c not in cats:
            cats.append(c)
    plain = sum(1 for r, n in out if r["kind"] == "clean" and n.get("_gen") == "plain")
    pub = sum(1 for r in recs if r["category"].endswith("[publishable]"))
    nsec = sum(len(r["secrets"]) for r in recs)
    longest = max(len(s) for r in recs for s in r["secrets"])
    multi = sum(1 for r in recs if len(r["secrets"]) > 1)
    inask = sum(1 for r in recs if r["kind"] == "secret" and any(s in r["fields"]["ask_next_time"] for s in r["secrets"]))
    lines += ["distinct vendors in secret notes: %d" % len(vendors),
              "vendor registry entries: %d" % len(VENDORS),
              "frames (prose templates) used: %d of %d" % (len(frames), len(FRAMES)),
              "distinct payload categories (before frame suffix): %d" % len(cats),
              "clean notes with risky-looking material: %d / %d" % (N_CLEAN - plain, N_CLEAN),
              "clean [publishable] notes: %d" % pub,
              "listed secret values: %d (longest %d chars); notes with several secrets: %d" % (nsec, longest, multi),
              "secret notes with a secret in ask_next_time: %d" % inask]
    return "\n".join(lines)


def main(argv):
    out_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v62.jsonl")
    if "--out" in argv:
        out_path = argv[argv.index("--out") + 1]
    out = build_all()
    final_checks(out)
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for rec, _ in out:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    if "--quiet" not in argv:
        print(summary(out))


if __name__ == "__main__":
    main(sys.argv[1:])
