#!/usr/bin/env python3
"""make_blind_set_v80.py -- generator of blind_set_v80.jsonl.

Blind evaluation set (v80) for a credential-redaction filter, written without
seeing the filter.  Python 3 standard library only, no network.  Every choice
is drawn from ONE PRNG, random.Random(80_2026_1127); no set is iterated and
hash() is never used, so the output is byte-identical on every run and under
any PYTHONHASHSEED.  Run:  python3 make_blind_set_v80.py  [out_path]
"""
import base64
import hashlib
import json
import os
import random
import struct
import sys
import urllib.parse

SEED = 80_2026_1127
R = random.Random(SEED)

N_PER_KIND = 360
N_EN_PER_KIND = 216          # 60 % English, 40 % Korean in each kind
ID_PREFIX = "ej"

UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DIG = "0123456789"
ALNUM = UP + LO + DIG
ALPHA = UP + LO
LOWNUM = LO + DIG
UPNUM = UP + DIG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = UP + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(alpha, n):
    """n random characters from alpha."""
    return "".join(R.choice(alpha) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(data):
    return base64.b64encode(data).decode("ascii")


def b64url_nopad(data):
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def digits(n, first_nonzero=True):
    s = rs(DIG, n)
    if first_nonzero and s[0] == "0":
        s = pick("123456789") + s[1:]
    return s


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def pct(s):
    """percent-encode a value for the userinfo / query part of a URL."""
    return urllib.parse.quote(s, safe="")


def nbytes(s):
    return len(s.encode("utf-8"))


class Retry(Exception):
    """raised by a template when a candidate note must be redrawn."""


# --------------------------------------------------------------------------
# rules of FORMAT.txt
# --------------------------------------------------------------------------
FIELD_LIMITS = (("missing_context", 1024), ("lesson", 1024), ("ask_next_time", 512))


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def window_violations(fields, secrets):
    """list of problems of a secret note w.r.t. the window rule (empty = ok)."""
    probs = []
    texts = [fields[k] for k, _ in FIELD_LIMITS]
    for s in secrets:
        if len(s) < 8:
            probs.append("secret shorter than 8: %r" % s)
        if not any(s in t for t in texts):
            probs.append("secret not verbatim in fields: %r" % s)
    order = sorted(dedupe(secrets), key=len, reverse=True)
    for t in texts:
        masked = t
        for s in order:
            masked = masked.replace(s, "\x00")
        # stricter than FORMAT.txt: also case-insensitive, so the set stays
        # fair even for a scorer that compares without case.
        low = masked.lower()
        for s in secrets:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                if w in masked or w.lower() in low:
                    probs.append("window %r of %r outside secret" % (w, s[:20]))
                    break
    return probs


def field_problems(fields):
    probs = []
    if list(fields.keys()) != [k for k, _ in FIELD_LIMITS]:
        probs.append("field order")
    for k, lim in FIELD_LIMITS:
        v = fields[k]
        if not isinstance(v, str):
            probs.append("field type " + k)
            continue
        if nbytes(v) > lim:
            probs.append("%s too long (%d bytes)" % (k, nbytes(v)))
        if "\x00" in v:
            probs.append("NUL in " + k)
    if not fields["missing_context"].strip() or not fields["lesson"].strip():
        probs.append("empty required field")
    return probs

# --------------------------------------------------------------------------
# provider credentials: documented shapes, random bodies
# --------------------------------------------------------------------------
# Each vendor: name, region, label_en, label_ko, maker() -> list of
# (ENV_NAME, value, is_secret), auth = how the first secret is sent over HTTP
# (style, header-or-param, host, path) or None.
VENDORS = []


def vendor(name, region, label_en, label_ko, auth=None, display=None):
    def deco(fn):
        VENDORS.append({"name": name, "region": region, "label_en": label_en,
                        "label_ko": label_ko, "make": fn, "auth": auth,
                        "display": display or name})
        return fn
    return deco


def jwt_token(payload, alg="HS256", sig_len=None):
    head = {"alg": alg, "typ": "JWT"}
    if alg.startswith("RS") and chance(0.5):
        head = {"alg": alg, "kid": rs(B64URL, 20), "typ": "JWT"}
    h = b64url_nopad(json.dumps(head, separators=(",", ":")).encode())
    p = b64url_nopad(json.dumps(payload, separators=(",", ":")).encode())
    if sig_len is None:
        sig_len = 43 if alg.startswith("HS") else 342
    return h + "." + p + "." + rs(B64URL, sig_len)


def now_ts():
    return 1_700_000_000 + R.randrange(0, 40_000_000)


# ---- global ---------------------------------------------------------------
@vendor("AWS", "global", "AWS access key pair", "AWS 액세스 키",
        auth=None)
def _aws():
    return [("AWS_ACCESS_KEY_ID", "AKIA" + rs(B32, 16), True),
            ("AWS_SECRET_ACCESS_KEY", rs(B64, 40), True)]


@vendor("AWS STS", "global", "temporary AWS STS credentials", "AWS STS 임시 자격 증명")
def _aws_sts():
    tok = "IQoJb3JpZ2luX2Vj" + rs(B64, R.randrange(330, 420)) + "="
    return [("AWS_ACCESS_KEY_ID", "ASIA" + rs(B32, 16), True),
            ("AWS_SECRET_ACCESS_KEY", rs(B64, 40), True),
            ("AWS_SESSION_TOKEN", tok, True)]


@vendor("GitHub", "global", "GitHub token", "GitHub 토큰",
        auth=("token", "Authorization", "api.github.com", "/repos/acme/infra/actions/runs"))
def _github():
    if chance(0.35):
        v = "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59)
    else:
        v = pick(["ghp_", "ghp_", "gho_", "ghu_", "ghs_", "ghr_"]) + rs(ALNUM, 36)
    return [(pick(["GITHUB_TOKEN", "GH_TOKEN", "GITHUB_PAT", "GH_ENTERPRISE_TOKEN"]), v, True)]


@vendor("GitLab", "global", "GitLab access token", "GitLab 액세스 토큰",
        auth=("header", "PRIVATE-TOKEN", "gitlab.example.com", "/api/v4/projects/412/pipelines"))
def _gitlab():
    pre = pick(["glpat-", "glpat-", "glpat-", "gldt-", "glrt-"])
    return [(pick(["GITLAB_TOKEN", "CI_JOB_PAT", "GITLAB_API_TOKEN"]), pre + rs(B64URL, 20), True)]


@vendor("Slack", "global", "Slack bot token", "Slack 봇 토큰",
        auth=("bearer", "Authorization", "slack.com", "/api/chat.postMessage"))
def _slack():
    r = R.random()
    if r < 0.5:
        v = "xoxb-%s-%s-%s" % (digits(11), digits(13), rs(ALNUM, 24))
    elif r < 0.8:
        v = "xoxp-%s-%s-%s-%s" % (digits(11), digits(11), digits(13), rs(HEX, 32))
    else:
        v = "xapp-1-A%s-%s-%s" % (rs(UPNUM, 10), digits(13), rs(HEX, 64))
    return [(pick(["SLACK_BOT_TOKEN", "SLACK_TOKEN", "SLACK_APP_TOKEN"]), v, True)]


@vendor("Stripe", "global", "Stripe secret key", "Stripe 시크릿 키",
        auth=("basic_user", "", "api.stripe.com", "/v1/charges"))
def _stripe():
    r = R.random()
    if r < 0.55:
        v = "sk_live_" + pick(["51", ""]) + rs(ALNUM, pick([24, 97]))
        k = "STRIPE_SECRET_KEY"
    elif r < 0.75:
        v = "rk_live_" + rs(ALNUM, pick([24, 97]))
        k = "STRIPE_RESTRICTED_KEY"
    else:
        v = "whsec_" + rs(ALNUM, 32)
        k = "STRIPE_WEBHOOK_SECRET"
    return [(k, v, True)]


@vendor("OpenAI", "global", "OpenAI API key", "OpenAI API 키",
        auth=("bearer", "Authorization", "api.openai.com", "/v1/chat/completions"))
def _openai():
    r = R.random()
    if r < 0.5:
        v = "sk-proj-" + rs(B64URL, 156)
    elif r < 0.75:
        v = "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)
    else:
        v = "sk-svcacct-" + rs(B64URL, 156)
    return [("OPENAI_API_KEY", v, True)]


@vendor("Anthropic", "global", "Anthropic API key", "Anthropic API 키",
        auth=("header", "x-api-key", "api.anthropic.com", "/v1/messages"))
def _anthropic():
    pre = "sk-ant-api03-" if chance(0.8) else "sk-ant-admin01-"
    return [("ANTHROPIC_API_KEY", pre + rs(B64URL, 93) + "AA", True)]


@vendor("Google Cloud", "global", "Google API key", "Google API 키",
        auth=("query", "key", "generativelanguage.googleapis.com", "/v1beta/models/gemini-1.5-flash:generateContent"))
def _google_key():
    return [(pick(["GEMINI_API_KEY", "GOOGLE_API_KEY", "YOUTUBE_DATA_API_KEY"]),
             "AIza" + rs(B64URL, 35), True)]


@vendor("Google OAuth", "global", "Google OAuth client secret", "Google OAuth 클라이언트 시크릿")
def _google_oauth():
    cid = "%s-%s.apps.googleusercontent.com" % (digits(12), rs(LOWNUM, 32))
    return [("GOOGLE_CLIENT_ID", cid, False),
            ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64URL, 28), True)]


@vendor("Twilio", "global", "Twilio auth token", "Twilio auth token")
def _twilio():
    return [("TWILIO_ACCOUNT_SID", "AC" + rs(HEX, 32), False),
            ("TWILIO_AUTH_TOKEN", rs(HEX, 32), True)]


@vendor("SendGrid", "global", "SendGrid API key", "SendGrid API 키",
        auth=("bearer", "Authorization", "api.sendgrid.com", "/v3/mail/send"))
def _sendgrid():
    return [("SENDGRID_API_KEY", "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43), True)]


@vendor("Mailgun", "global", "Mailgun API key", "Mailgun API 키")
def _mailgun():
    if chance(0.5):
        v = "key-" + rs(HEX, 32)
    else:
        v = "%s-%s-%s" % (rs(HEX, 32), rs(HEX, 8), rs(HEX, 8))
    return [("MAILGUN_API_KEY", v, True)]


@vendor("Mailchimp", "global", "Mailchimp API key", "Mailchimp API 키")
def _mailchimp():
    return [("MAILCHIMP_API_KEY", rs(HEX, 32) + "-us" + str(R.randrange(1, 22)), True)]


@vendor("npm", "global", "npm access token", "npm 액세스 토큰")
def _npm():
    return [("NPM_TOKEN", "npm_" + rs(ALNUM, 36), True)]


@vendor("PyPI", "global", "PyPI API token", "PyPI API 토큰")
def _pypi():
    return [("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, R.randrange(140, 200)), True)]


@vendor("Docker Hub", "global", "Docker Hub access token", "Docker Hub 액세스 토큰")
def _dockerhub():
    return [("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64URL, 27), True)]


@vendor("Hugging Face", "global", "Hugging Face token", "Hugging Face 토큰",
        auth=("bearer", "Authorization", "huggingface.co", "/api/whoami-v2"))
def _hf():
    return [("HF_TOKEN", "hf_" + rs(ALPHA, 34), True)]


@vendor("Shopify", "global", "Shopify Admin API access token", "Shopify Admin API 토큰",
        auth=("header", "X-Shopify-Access-Token", "acme-kr.myshopify.com", "/admin/api/2024-07/orders.json"))
def _shopify():
    return [("SHOPIFY_ACCESS_TOKEN", pick(["shpat_", "shpat_", "shpca_", "shppa_"]) + rs(HEX, 32), True)]


@vendor("Atlassian", "global", "Atlassian API token", "Atlassian API 토큰")
def _atlassian():
    return [("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64URL, 171) + "=" + rs(HEXU, 8), True)]


@vendor("Datadog", "global", "Datadog API and application keys", "Datadog API/애플리케이션 키",
        auth=("header", "DD-API-KEY", "api.datadoghq.com", "/api/v1/validate"))
def _datadog():
    out = [("DD_API_KEY", rs(HEX, 32), True)]
    if chance(0.5):
        out.append(("DD_APP_KEY", rs(HEX, 40), True))
    return out


@vendor("New Relic", "global", "New Relic user API key", "New Relic 사용자 API 키",
        auth=("header", "Api-Key", "api.newrelic.com", "/graphql"))
def _newrelic():
    return [("NEW_RELIC_API_KEY", "NRAK-" + rs(UPNUM, 27), True)]


@vendor("DigitalOcean", "global", "DigitalOcean token", "DigitalOcean 토큰",
        auth=("bearer", "Authorization", "api.digitalocean.com", "/v2/droplets"))
def _do():
    return [("DIGITALOCEAN_TOKEN", pick(["dop_v1_", "dop_v1_", "doo_v1_"]) + rs(HEX, 64), True)]


@vendor("Linear", "global", "Linear API key", "Linear API 키",
        auth=("plain", "Authorization", "api.linear.app", "/graphql"))
def _linear():
    return [("LINEAR_API_KEY", "lin_api_" + rs(ALNUM, 40), True)]


@vendor("Notion", "global", "Notion integration token", "Notion 통합 토큰",
        auth=("bearer", "Authorization", "api.notion.com", "/v1/databases/query"))
def _notion():
    v = ("ntn_" + digits(11) + rs(ALNUM, 35)) if chance(0.5) else ("secret_" + rs(ALNUM, 43))
    return [("NOTION_TOKEN", v, True)]


@vendor("Figma", "global", "Figma personal access token", "Figma 개인 액세스 토큰",
        auth=("header", "X-Figma-Token", "api.figma.com", "/v1/files/8fJk2Lq"))
def _figma():
    return [("FIGMA_TOKEN", "figd_" + rs(B64URL, 40), True)]


@vendor("Postman", "global", "Postman API key", "Postman API 키",
        auth=("header", "X-Api-Key", "api.getpostman.com", "/collections"))
def _postman():
    return [("POSTMAN_API_KEY", "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34), True)]


@vendor("Netlify", "global", "Netlify personal access token", "Netlify 액세스 토큰")
def _netlify():
    return [("NETLIFY_AUTH_TOKEN", "nfp_" + rs(ALNUM, 36), True)]


@vendor("Cloudflare", "global", "Cloudflare API token", "Cloudflare API 토큰",
        auth=("bearer", "Authorization", "api.cloudflare.com", "/client/v4/user/tokens/verify"))
def _cloudflare():
    return [("CLOUDFLARE_API_TOKEN", rs(B64URL, 40), True)]


@vendor("Azure Storage", "global", "Azure storage account key", "Azure 스토리지 계정 키")
def _azure_storage():
    return [("AZURE_STORAGE_KEY", b64(rbytes(64)), True)]


@vendor("Microsoft Entra ID", "global", "Entra ID (Azure AD) client secret", "Entra ID 클라이언트 시크릿")
def _entra():
    return [("AZURE_CLIENT_ID", uuid4(), False),
            ("AZURE_CLIENT_SECRET", rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "_.~-", 34), True)]


@vendor("HashiCorp Vault", "global", "Vault token", "Vault 토큰",
        auth=("header", "X-Vault-Token", "vault.internal.example.com:8200", "/v1/secret/data/app"))
def _vault():
    return [("VAULT_TOKEN", "hvs." + rs(B64URL, pick([24, 90])), True)]


@vendor("Terraform Cloud", "global", "Terraform Cloud API token", "Terraform Cloud API 토큰")
def _tfc():
    return [("TFE_TOKEN", rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67), True)]


@vendor("Pulumi", "global", "Pulumi access token", "Pulumi 액세스 토큰")
def _pulumi():
    return [("PULUMI_ACCESS_TOKEN", "pul-" + rs(HEX, 40), True)]


@vendor("Grafana", "global", "Grafana service account token", "Grafana 서비스 계정 토큰",
        auth=("bearer", "Authorization", "grafana.example.com", "/api/dashboards/uid/ops"))
def _grafana():
    return [("GRAFANA_TOKEN", "glsa_" + rs(ALNUM, 32) + "_" + rs(HEX, 8), True)]


@vendor("Sentry", "global", "Sentry auth token", "Sentry 인증 토큰",
        auth=("bearer", "Authorization", "sentry.io", "/api/0/projects/"))
def _sentry():
    return [("SENTRY_AUTH_TOKEN", "sntryu_" + rs(HEX, 64), True)]


@vendor("Discord", "global", "Discord bot token", "Discord 봇 토큰",
        auth=("prefix", "Bot", "discord.com", "/api/v10/users/@me"))
def _discord():
    uid = str(R.randrange(10 ** 17, 10 ** 18 * 2))
    v = b64url_nopad(uid.encode()) + "." + rs(B64URL, 6) + "." + rs(B64URL, 38)
    return [("DISCORD_BOT_TOKEN", v, True)]


@vendor("Telegram", "global", "Telegram bot token", "Telegram 봇 토큰")
def _telegram():
    return [("TELEGRAM_BOT_TOKEN", digits(10) + ":AA" + rs(B64URL, 33), True)]


@vendor("Square", "global", "Square production access token", "Square 액세스 토큰",
        auth=("bearer", "Authorization", "connect.squareup.com", "/v2/locations"))
def _square():
    return [("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64URL, 60), True)]


@vendor("Braintree", "global", "Braintree/PayPal access token", "Braintree 액세스 토큰")
def _braintree():
    return [("BRAINTREE_TOKEN",
             "access_token$production$" + rs(LOWNUM, 16) + "$" + rs(HEX, 32), True)]


@vendor("Okta", "global", "Okta API token", "Okta API 토큰",
        auth=("prefix", "SSWS", "acme.okta.com", "/api/v1/users?limit=25"))
def _okta():
    return [("OKTA_API_TOKEN", "00" + rs(B64URL, 40), True)]


@vendor("Auth0", "global", "Auth0 client secret", "Auth0 클라이언트 시크릿")
def _auth0():
    return [("AUTH0_CLIENT_ID", rs(ALNUM, 32), False),
            ("AUTH0_CLIENT_SECRET", rs(B64URL, 64), True)]


@vendor("JFrog", "global", "JFrog Artifactory API key", "JFrog Artifactory API 키",
        auth=("header", "X-JFrog-Art-Api", "acme.jfrog.io", "/artifactory/api/repositories"))
def _jfrog():
    return [("ARTIFACTORY_API_KEY", "AKCp" + rs(ALNUM, 69), True)]


@vendor("Buildkite", "global", "Buildkite API token", "Buildkite API 토큰",
        auth=("bearer", "Authorization", "api.buildkite.com", "/v2/organizations/acme/pipelines"))
def _buildkite():
    return [("BUILDKITE_API_TOKEN", "bkua_" + rs(HEX, 40), True)]


@vendor("SonarQube", "global", "SonarQube token", "SonarQube 토큰")
def _sonar():
    return [("SONAR_TOKEN", pick(["squ_", "sqp_", "sqa_"]) + rs(HEX, 40), True)]


@vendor("RubyGems", "global", "gem push API key", "gem push API 키", display="gem host")
def _rubygems():
    return [("GEM_HOST_API_KEY", "rubygems_" + rs(HEX, 48), True)]


@vendor("NuGet", "global", "NuGet API key", "NuGet API 키")
def _nuget():
    return [("NUGET_API_KEY", "oy2" + rs(LOWNUM, 43), True)]


@vendor("age", "global", "age secret key", "age 비밀 키")
def _age():
    return [("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(BECH32.upper(), 58), True)]


@vendor("Databricks", "global", "Databricks personal access token", "Databricks 개인 액세스 토큰",
        auth=("bearer", "Authorization", "adb-4417.7.azuredatabricks.net", "/api/2.0/clusters/list"))
def _databricks():
    return [("DATABRICKS_TOKEN", "dapi" + rs(HEX, 32) + pick(["", "", "-2", "-3"]), True)]


@vendor("Supabase", "global", "Supabase key", "Supabase 키")
def _supabase():
    if chance(0.5):
        return [("SUPABASE_ACCESS_TOKEN", "sbp_" + rs(HEX, 40), True)]
    t = now_ts()
    ref = rs(LO, 20)
    v = jwt_token({"iss": "supabase", "ref": ref, "role": "service_role",
                   "iat": t, "exp": t + 315_360_000})
    return [("SUPABASE_SERVICE_ROLE_KEY", v, True)]


@vendor("PlanetScale", "global", "PlanetScale service token", "PlanetScale 서비스 토큰")
def _pscale():
    return [("PLANETSCALE_SERVICE_TOKEN_ID", rs(LOWNUM, 12), True),
            ("PLANETSCALE_SERVICE_TOKEN", "pscale_tkn_" + rs(B64URL, 43), True)]


@vendor("Replicate", "global", "Replicate API token", "Replicate API 토큰",
        auth=("bearer", "Authorization", "api.replicate.com", "/v1/predictions"))
def _replicate():
    return [("REPLICATE_API_TOKEN", "r8_" + rs(ALNUM, 37), True)]


@vendor("Groq", "global", "Groq API key", "Groq API 키",
        auth=("bearer", "Authorization", "api.groq.com", "/openai/v1/chat/completions"))
def _groq():
    return [("GROQ_API_KEY", "gsk_" + rs(ALNUM, 52), True)]


@vendor("Perplexity", "global", "Perplexity API key", "Perplexity API 키",
        auth=("bearer", "Authorization", "api.perplexity.ai", "/chat/completions"))
def _pplx():
    return [("PERPLEXITY_API_KEY", "pplx-" + rs(ALNUM, 48), True)]


@vendor("xAI", "global", "xAI API key", "xAI API 키",
        auth=("bearer", "Authorization", "api.x.ai", "/v1/chat/completions"))
def _xai():
    return [("XAI_API_KEY", "xai-" + rs(ALNUM, 80), True)]


@vendor("Airtable", "global", "Airtable personal access token", "Airtable 개인 액세스 토큰",
        auth=("bearer", "Authorization", "api.airtable.com", "/v0/appX1y2Z3/Orders"))
def _airtable():
    return [("AIRTABLE_TOKEN", "pat" + rs(ALNUM, 14) + "." + rs(HEX, 64), True)]


@vendor("Dropbox", "global", "Dropbox access token", "Dropbox 액세스 토큰",
        auth=("bearer", "Authorization", "api.dropboxapi.com", "/2/files/list_folder"))
def _dropbox():
    return [("DROPBOX_ACCESS_TOKEN", "sl." + rs(B64URL, R.randrange(135, 150)), True)]


@vendor("Meta", "global", "Meta (Facebook) page access token", "Meta 페이지 액세스 토큰",
        auth=("query", "access_token", "graph.facebook.com", "/v19.0/me/accounts"))
def _meta():
    return [("FB_PAGE_ACCESS_TOKEN", "EAA" + rs(ALNUM, R.randrange(170, 230)), True)]


@vendor("X (Twitter)", "global", "X API bearer token", "X(트위터) API 베어러 토큰",
        auth=("bearer", "Authorization", "api.twitter.com", "/2/tweets/search/recent"))
def _twitter():
    body = "".join((pick(["%2B", "%2F", "%3D"]) if chance(0.05) else rs(ALNUM, 1))
                   for _ in range(80))
    v = "A" * 22 + rs(ALNUM, 4) + "A" * 7 + rs(ALNUM, 1) + body
    return [("TWITTER_BEARER_TOKEN", v, True)]


@vendor("Mapbox", "global", "Mapbox secret token", "Mapbox 시크릿 토큰")
def _mapbox_secret():
    user = pick(["acme-maps", "devops-kr", "fieldapp", "geo-team"])
    mid = b64url_nopad(json.dumps({"u": user, "a": rs(LOWNUM, 25)}, separators=(",", ":")).encode())
    return [("MAPBOX_SECRET_TOKEN", "sk." + mid + "." + rs(B64URL, 22), True)]


@vendor("Firebase Cloud Messaging", "global", "FCM legacy server key", "FCM 레거시 서버 키",
        auth=("prefix", "key=", "fcm.googleapis.com", "/fcm/send"))
def _fcm():
    return [("FCM_SERVER_KEY", "AAAA" + rs(B64URL, 7) + ":APA91b" + rs(B64URL, 134), True)]


@vendor("Bitbucket", "global", "Bitbucket app password", "Bitbucket 앱 비밀번호")
def _bitbucket():
    return [("BITBUCKET_USERNAME", pick(["ci-bot", "deploy-kr", "jenkins"]), False),
            ("BITBUCKET_APP_PASSWORD", "ATBB" + rs(ALNUM, 28) + rs(HEXU, 8), True)]


@vendor("Sumo Logic", "global", "Sumo Logic access key", "Sumo Logic 액세스 키")
def _sumo():
    return [("SUMO_ACCESS_ID", "su" + rs(ALNUM, 12), True),
            ("SUMO_ACCESS_KEY", rs(ALNUM, 64), True)]


@vendor("CircleCI", "global", "CircleCI personal API token", "CircleCI API 토큰",
        auth=("header", "Circle-Token", "circleci.com", "/api/v2/me"))
def _circle():
    return [("CIRCLE_TOKEN", "CCIPAT_" + rs(ALNUM, 22) + "_" + rs(HEX, 40), True)]

# ---- Europe ---------------------------------------------------------------
@vendor("Mollie", "eu", "Mollie live API key", "Mollie 라이브 API 키",
        auth=("bearer", "Authorization", "api.mollie.com", "/v2/payments"))
def _mollie():
    return [("MOLLIE_API_KEY", "live_" + rs(ALNUM, 30), True)]


@vendor("GoCardless", "eu", "GoCardless live access token", "GoCardless 액세스 토큰",
        auth=("bearer", "Authorization", "api.gocardless.com", "/mandates"))
def _gocardless():
    return [("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64URL, 40), True)]


@vendor("Adyen", "eu", "Adyen API key", "Adyen API 키",
        auth=("header", "X-API-Key", "checkout-test.adyen.com", "/v71/payments"))
def _adyen():
    v = "AQE" + rs(B64, 91) + "==-" + rs(B64, 43) + "=-" + rs(ALNUM + "#%()*,.:;<=>?[]^{|}~", 16)
    return [("ADYEN_API_KEY", v, True)]


@vendor("Scaleway", "eu", "Scaleway API key", "Scaleway API 키")
def _scaleway():
    return [("SCW_ACCESS_KEY", "SCW" + rs(UPNUM, 17), True),
            ("SCW_SECRET_KEY", uuid4(), True)]


@vendor("OVHcloud", "eu", "OVHcloud API credentials", "OVHcloud API 자격 증명")
def _ovh():
    return [("OVH_APPLICATION_KEY", rs(ALNUM, 16), True),
            ("OVH_APPLICATION_SECRET", rs(ALNUM, 32), True),
            ("OVH_CONSUMER_KEY", rs(ALNUM, 32), True)]


@vendor("Hetzner", "eu", "Hetzner Cloud API token", "Hetzner Cloud API 토큰",
        auth=("bearer", "Authorization", "api.hetzner.cloud", "/v1/servers"))
def _hetzner():
    return [("HCLOUD_TOKEN", rs(ALNUM, 64), True)]


@vendor("DeepL", "eu", "DeepL API key", "DeepL API 키",
        auth=("prefix", "DeepL-Auth-Key", "api-free.deepl.com", "/v2/translate"))
def _deepl():
    return [("DEEPL_AUTH_KEY", uuid4() + pick([":fx", ":fx", ""]), True)]


@vendor("Brevo", "eu", "Brevo (Sendinblue) API key", "Brevo API 키",
        auth=("header", "api-key", "api.brevo.com", "/v3/smtp/email"))
def _brevo():
    return [("BREVO_API_KEY", "xkeysib-" + rs(HEX, 64) + "-" + rs(ALNUM, 16), True)]


@vendor("Contentful", "eu", "Contentful management token", "Contentful 관리 토큰",
        auth=("bearer", "Authorization", "api.contentful.com", "/spaces/x9k2/environments"))
def _contentful():
    return [("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64URL, 43), True)]


@vendor("Vonage", "eu", "Vonage API key and secret", "Vonage API 키/시크릿")
def _vonage():
    return [("VONAGE_API_KEY", rs(HEX, 8), True),
            ("VONAGE_API_SECRET", rs(ALNUM, 16), True)]


@vendor("Mistral AI", "eu", "Mistral API key", "Mistral API 키",
        auth=("bearer", "Authorization", "api.mistral.ai", "/v1/chat/completions"))
def _mistral():
    return [("MISTRAL_API_KEY", rs(ALNUM, 32), True)]


# ---- Korea ----------------------------------------------------------------
@vendor("Kakao", "kr", "Kakao REST API key", "카카오 REST API 키",
        auth=("prefix", "KakaoAK", "dapi.kakao.com", "/v2/local/search/address.json"))
def _kakao():
    k = pick(["KAKAO_REST_API_KEY", "KAKAO_ADMIN_KEY"])
    return [(k, rs(HEX, 32), True)]


@vendor("Naver Developers", "kr", "Naver Open API client secret", "네이버 오픈 API Client Secret")
def _naver():
    return [("NAVER_CLIENT_ID", rs(ALNUM, 20), False),
            ("NAVER_CLIENT_SECRET", rs(ALNUM, 10), True)]


@vendor("Naver Cloud Platform", "kr", "NCP API access key pair", "NCP 액세스 키")
def _ncp():
    return [("NCLOUD_ACCESS_KEY", rs(ALNUM, 20), True),
            ("NCLOUD_SECRET_KEY", rs(ALNUM, 40), True)]


@vendor("Toss Payments", "kr", "Toss Payments secret key", "토스페이먼츠 시크릿 키")
def _toss():
    return [("TOSS_SECRET_KEY", pick(["live_sk_", "live_sk_", "live_gsk_", "test_sk_"]) + rs(ALNUM, 28), True)]


@vendor("PortOne", "kr", "PortOne (iamport) REST API secret", "포트원(아임포트) REST API 시크릿")
def _portone():
    if chance(0.5):
        return [("IMP_KEY", digits(16), True), ("IMP_SECRET", rs(ALNUM, 80), True)]
    return [("PORTONE_API_SECRET", rs(ALNUM, 80), True)]


@vendor("Solapi", "kr", "Solapi (CoolSMS) API key", "솔라피(쿨에스엠에스) API 키")
def _solapi():
    return [("SOLAPI_API_KEY", "NCS" + rs(UPNUM, 13), True),
            ("SOLAPI_API_SECRET", rs(UPNUM, 32), True)]


@vendor("Upbit", "kr", "Upbit Open API keys", "업비트 Open API 키")
def _upbit():
    return [("UPBIT_ACCESS_KEY", rs(ALNUM, 40), True),
            ("UPBIT_SECRET_KEY", rs(ALNUM, 40), True)]


@vendor("NICEPAY", "kr", "NICEPAY secret key", "나이스페이 시크릿 키")
def _nicepay():
    return [("NICEPAY_CLIENT_KEY", "R2_" + rs(HEX, 32), False),
            ("NICEPAY_SECRET_KEY", rs(HEX, 32), True)]


@vendor("Channel Talk", "kr", "Channel Talk access secret", "채널톡 Access Secret",
        auth=None)
def _channeltalk():
    return [("CHANNEL_ACCESS_KEY", rs(HEX, 24), True),
            ("CHANNEL_ACCESS_SECRET", rs(HEX, 32), True)]


@vendor("NHN Cloud", "kr", "NHN Cloud secret key", "NHN Cloud 시크릿 키")
def _nhn():
    return [("NHN_SECRET_KEY", rs(ALNUM, 8), True)]


# ---- Japan ----------------------------------------------------------------
@vendor("LINE", "jp", "LINE Messaging API channel access token", "LINE 채널 액세스 토큰",
        auth=("bearer", "Authorization", "api.line.me", "/v2/bot/message/push"))
def _line():
    out = [("LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "=", True)]
    if chance(0.5):
        out.append(("LINE_CHANNEL_SECRET", rs(HEX, 32), True))
    return out


@vendor("Chatwork", "jp", "Chatwork API token", "Chatwork API 토큰",
        auth=("header", "X-ChatWorkToken", "api.chatwork.com", "/v2/rooms"))
def _chatwork():
    return [("CHATWORK_API_TOKEN", rs(HEX, 32), True)]


@vendor("Backlog", "jp", "Backlog API key", "Backlog API 키",
        auth=("query", "apiKey", "acme.backlog.jp", "/api/v2/issues"))
def _backlog():
    return [("BACKLOG_API_KEY", rs(ALNUM, 64), True)]


@vendor("kintone", "jp", "kintone API token", "kintone API 토큰",
        auth=("header", "X-Cybozu-API-Token", "acme.cybozu.com", "/k/v1/records.json"))
def _kintone():
    return [("KINTONE_API_TOKEN", rs(ALNUM, 40), True)]


@vendor("PAY.JP", "jp", "PAY.JP secret key", "PAY.JP 시크릿 키",
        auth=("basic_user", "", "api.pay.jp", "/v1/charges"))
def _payjp():
    return [("PAYJP_SECRET_KEY", "sk_live_" + rs(HEX, 48), True)]


# ---- China ----------------------------------------------------------------
@vendor("Alibaba Cloud", "cn", "Alibaba Cloud AccessKey pair", "알리바바 클라우드 AccessKey")
def _aliyun():
    return [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(ALNUM, 18), True),
            ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(ALNUM, 30), True)]


@vendor("Tencent Cloud", "cn", "Tencent Cloud SecretId/SecretKey", "텐센트 클라우드 SecretId/SecretKey")
def _tencent():
    return [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(ALNUM, 32), True),
            ("TENCENTCLOUD_SECRET_KEY", rs(ALNUM, 32), True)]


@vendor("Baidu AI Cloud", "cn", "Baidu AI Cloud API key/secret key", "바이두 AI 클라우드 API 키")
def _baidu():
    return [("BAIDU_API_KEY", rs(ALNUM, 24), True),
            ("BAIDU_SECRET_KEY", rs(ALNUM, 32), True)]


@vendor("Huawei Cloud", "cn", "Huawei Cloud AK/SK", "화웨이 클라우드 AK/SK")
def _huawei():
    return [("HUAWEICLOUD_SDK_AK", rs(UPNUM, 20), True),
            ("HUAWEICLOUD_SDK_SK", rs(ALNUM, 40), True)]


@vendor("WeChat", "cn", "WeChat Official Account AppSecret", "위챗 공식계정 AppSecret")
def _wechat():
    return [("WECHAT_APP_ID", "wx" + rs(HEX, 16), False),
            ("WECHAT_APP_SECRET", rs(HEX, 32), True)]


@vendor("Feishu", "cn", "Feishu/Lark app secret", "Feishu(Lark) 앱 시크릿")
def _feishu():
    return [("FEISHU_APP_ID", "cli_" + rs(HEX, 16), False),
            ("FEISHU_APP_SECRET", rs(ALNUM, 32), True)]


@vendor("Qiniu", "cn", "Qiniu AK/SK", "치니우(Qiniu) AK/SK")
def _qiniu():
    return [("QINIU_ACCESS_KEY", rs(B64URL, 40), True),
            ("QINIU_SECRET_KEY", rs(B64URL, 40), True)]


@vendor("Volcengine", "cn", "Volcengine access key", "볼케엔진 액세스 키")
def _volc():
    return [("VOLC_ACCESSKEY", "AKLT" + rs(B64URL, 40), True),
            ("VOLC_SECRETKEY", b64(rbytes(45)), True)]


def vendor_by_name(name):
    for v in VENDORS:
        if v["name"] == name:
            return v
    raise KeyError(name)

# --------------------------------------------------------------------------
# passwords of people and services
# --------------------------------------------------------------------------
# Passwords never contain quote characters, backslash, back-tick, "$" or
# white space, so every container can carry them verbatim; containers that
# need more (XML, URLs, systemd ...) check or percent-encode (see kv_ok()).
PUNCT = "!@#%^&*()-_=+[]{};:,.<>/?~|"
PUNCT_SOFT = "!@#%*-_.+=?~"
EN_WORDS = ["sunflower", "falcon", "marble", "harbor", "winter", "orange", "rocket",
            "maple", "summer", "dragon", "silver", "coffee", "garden", "tiger",
            "ocean", "pepper", "violet", "thunder", "cobalt", "lantern", "meadow",
            "pixel", "walnut", "breeze", "crimson", "glacier", "nimbus", "otter",
            "saffron", "quartz", "willow", "ember", "copper", "zephyr", "biscuit",
            "canyon", "mango", "puzzle", "raven", "tundra", "velvet", "anchor"]
NAME_WORDS = ["minji", "jisoo", "hyunwoo", "seojun", "yuna", "daniel", "sarah",
              "haruto", "yuki", "wei", "lukas", "emma", "doyoon", "chaewon", "jaehyun"]
KO_WORDS = ["사랑해", "우리집", "강아지", "고양이", "행복", "바다", "하늘", "봄날",
            "서울", "부산", "제주도", "김치찌개", "비빔밥", "토끼", "별빛", "무지개",
            "달빛", "소나무", "개발팀", "우리회사", "안녕하세요", "파란하늘", "초코",
            "호랑이", "여름방학", "첫눈", "가을", "벚꽃", "한강", "커피한잔"]

_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c",
        "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n",
         "nj", "np", "nl", "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx",
         "fv", "fg", "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def ko_keys(word):
    """Hangul typed on a QWERTY (2-beolsik) keyboard with the IME off."""
    out = []
    for ch in word:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(_CHO[c // 588] + _JUNG[(c % 588) // 28] + _JONG[c % 28])
        else:
            out.append(ch)
    return "".join(out)


def leet(w):
    table = {"a": "@", "e": "3", "i": "1", "o": "0", "s": "5"}
    return "".join(table[c] if (c in table and chance(0.5)) else c for c in w)


PASSWORD_STYLES = ["human", "passphrase", "punct", "kokeys", "hangul", "generated", "service"]


def password(style=None):
    """returns (style, password); every password is >= 8 characters."""
    style = style or pick(PASSWORD_STYLES)
    while True:
        if style == "human":
            w = pick(EN_WORDS + NAME_WORDS)
            w = w.capitalize() if chance(0.7) else w
            if chance(0.3):
                w = leet(w)
            tail = pick([str(R.randrange(1980, 2026)), "%02d%02d" % (R.randrange(1, 13), R.randrange(1, 29)),
                         str(R.randrange(10, 1000))])
            p = w + (tail + pick(PUNCT_SOFT) if chance(0.6) else pick(PUNCT_SOFT) + tail)
            if chance(0.25):
                p = pick(PUNCT_SOFT) + p
        elif style == "passphrase":
            sep = pick(["-", "_", ".", "+", "-"])
            ws = []
            while len(ws) < R.randrange(3, 6):
                w = pick(EN_WORDS)
                if w not in ws:
                    ws.append(w)
            if chance(0.5):
                i = R.randrange(len(ws))
                ws[i] = ws[i].capitalize()
            if chance(0.6):
                ws.append(str(R.randrange(2, 99)))
            p = sep.join(ws)
        elif style == "punct":
            n = R.randrange(14, 25)
            p = "".join(pick(PUNCT) if chance(0.45) else pick(ALNUM) for _ in range(n))
        elif style == "kokeys":
            p = ko_keys(pick(KO_WORDS) + (pick(KO_WORDS) if chance(0.5) else ""))
            if chance(0.5):
                p = p[0].upper() + p[1:]
            p = p + pick(["", pick(PUNCT_SOFT)]) + str(R.randrange(1, 9999))
            if chance(0.3):
                p += pick(PUNCT_SOFT)
        elif style == "hangul":
            p = pick(KO_WORDS) + pick(KO_WORDS)
            p = p + pick(["", pick(PUNCT_SOFT)]) + str(R.randrange(1, 2026))
            if chance(0.4):
                p += pick("!@#*")
        elif style == "generated":
            if chance(0.5):
                p = "-".join(rs(ALNUM, 6) for _ in range(3))
            else:
                p = "".join(pick(ALNUM + PUNCT_SOFT) for _ in range(R.randrange(20, 33)))
        else:  # service
            p = rs(ALNUM, R.randrange(24, 41))
        if len(p) >= 8 and (style in ("punct", "passphrase", "hangul") or any(c.isdigit() for c in p)):
            return style, p


def username():
    return pick(["admin", "deploy", "app_rw", "svc_batch", "root", "postgres", "report_ro",
                 "jenkins", "ci-bot", "kim.minji", "lee.jh", "park_sy", "sato.t", "wei.zhang",
                 "ops", "etl_user", "grafana", "airflow", "billing", "backup"])


# --------------------------------------------------------------------------
# keys, codes and other credential material
# --------------------------------------------------------------------------
def wrap(s, n=64):
    return [s[i:i + n] for i in range(0, len(s), n)]


def der_len(n):
    if n < 128:
        return bytes([n])
    if n < 256:
        return bytes([0x81, n])
    return bytes([0x82, n >> 8, n & 255])


def pem_ec():
    der = (b"\x30\x77\x02\x01\x01\x04\x20" + rbytes(32) +
           b"\xa0\x0a\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07\xa1\x44\x03\x42\x00\x04" + rbytes(64))
    body = wrap(b64(der))
    return "-----BEGIN EC PRIVATE KEY-----", body, "-----END EC PRIVATE KEY-----"


def pem_ed25519():
    der = b"\x30\x2e\x02\x01\x00\x30\x05\x06\x03\x2b\x65\x70\x04\x22\x04\x20" + rbytes(32)
    return "-----BEGIN PRIVATE KEY-----", wrap(b64(der)), "-----END PRIVATE KEY-----"


def pem_rsa(bits=1024, keep_lines=None, pkcs8=False):
    """RSA key with the real DER prefix; keep_lines truncates a long paste."""
    mod = bits // 8
    ints = [b"\x00", b"\x00" + bytes([0x80 | R.randrange(128)]) + rbytes(mod - 1), b"\x01\x00\x01",
            rbytes(mod), rbytes(mod // 2),
            rbytes(mod // 2), rbytes(mod // 2), rbytes(mod // 2), rbytes(mod // 2)]
    seq = b"".join(b"\x02" + der_len(len(i)) + i for i in ints)
    der = b"\x30" + der_len(len(seq)) + seq
    if pkcs8:
        inner = (b"\x02\x01\x00\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01\x05\x00"
                 b"\x04" + der_len(len(der)) + der)
        der = b"\x30" + der_len(len(inner)) + inner
        head, tail = "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----"
    else:
        head, tail = "-----BEGIN RSA PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----"
    body = wrap(b64(der))
    if keep_lines:
        body = body[:keep_lines]
    return head, body, tail


def ssh_string(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    pub = rbytes(32)
    pubblob = ssh_string(b"ssh-ed25519") + ssh_string(pub)
    chk = rbytes(4)
    priv = (chk + chk + ssh_string(b"ssh-ed25519") + ssh_string(pub) +
            ssh_string(rbytes(32) + pub) + ssh_string(comment.encode()))
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (b"openssh-key-v1\x00" + ssh_string(b"none") + ssh_string(b"none") +
            ssh_string(b"") + struct.pack(">I", 1) + ssh_string(pubblob) + ssh_string(priv))
    return ("-----BEGIN OPENSSH PRIVATE KEY-----", wrap(b64(blob), 70),
            "-----END OPENSSH PRIVATE KEY-----")


def wg_key():
    return b64(rbytes(32))


def totp_seed():
    return rs(B32, pick([16, 16, 32, 26]))


def recovery_codes():
    """(style label, list of codes); each code >= 8 characters."""
    r = R.random()
    if r < 0.3:
        return "github", ["%s-%s" % (rs(HEX, 5), rs(HEX, 5)) for _ in range(R.randrange(4, 9))]
    if r < 0.55:
        return "google", ["%s %s" % (rs(DIG, 4), rs(DIG, 4)) for _ in range(R.randrange(4, 9))]
    if r < 0.75:
        return "aws", [rs(UPNUM, 4) + "-" + rs(UPNUM, 4) + "-" + rs(UPNUM, 4) for _ in range(R.randrange(3, 7))]
    return "generic", [rs(LOWNUM, 10) for _ in range(R.randrange(5, 11))]


def basic_blob(user, pw):
    return b64((user + ":" + pw).encode("utf-8"))


def session_cookie():
    """(cookie name, value) pairs of common frameworks."""
    r = R.random()
    if r < 0.2:
        return "sessionid", rs(LOWNUM, 32)
    if r < 0.35:
        return "PHPSESSID", rs(LOWNUM, 26)
    if r < 0.5:
        return "JSESSIONID", rs(HEXU, 32)
    if r < 0.65:
        return "connect.sid", "s%3A" + rs(B64URL, 32) + "." + pct(b64(rbytes(32)).rstrip("="))
    if r < 0.8:
        return "_session_id", rs(HEX, 32)
    if r < 0.9:
        return "laravel_session", pct(b64(rbytes(150)))
    return "__Secure-next-auth.session-token", jwt_token(
        {"sub": str(R.randrange(10 ** 5, 10 ** 7)), "iat": now_ts()}, sig_len=43)

# --------------------------------------------------------------------------
# context vocabulary
# --------------------------------------------------------------------------
SERVICES = ["billing-api", "auth-gateway", "order-sync", "notify-worker", "search-indexer",
            "report-batch", "admin-web", "payment-hook", "media-resizer", "settlement-batch",
            "crm-bridge", "mobile-bff", "data-pipeline", "coupon-service", "inventory-api",
            "chat-relay", "ledger-service", "shipping-tracker", "review-moderator", "point-mall",
            "kakao-alimtalk-sender", "partner-portal", "ml-feature-store", "email-digest"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "perf", "stage-kr", "prod-jp"]
PEOPLE_EN = ["Minji", "Jisoo", "Hyunwoo", "Seojun", "Yuna", "Daniel", "Sarah", "Haruto",
             "Yuki", "Wei", "Lukas", "Emma", "Priya", "Tom", "Chaewon", "Jaehyun"]
PEOPLE_KO = ["민지", "지수", "현우", "서준", "유나", "재현", "채원", "도윤", "하준", "수빈",
             "지훈", "예린", "태호", "소연"]
TEAMS = ["#infra", "#backend", "#platform-ops", "#payments-dev", "#data-eng", "#mobile",
         "#release", "#sre-oncall"]
DB_HOSTS = ["db-prod-01.internal", "10.20.3.14", "pg-main.cluster-c9xk2.ap-northeast-2.rds.amazonaws.com",
            "mysql-stg.internal.example.com", "127.0.0.1", "db.example.kr", "replica-2.db.svc.cluster.local",
            "orders-db.c1a2b3.us-east-1.rds.amazonaws.com", "10.0.12.7", "mariadb-batch.lan"]
DB_NAMES = ["orders", "billing", "app", "analytics", "users", "settlement", "crm", "shop", "ledger", "cms"]
DATES = ["2024-11-27", "2024-12-03", "2025-01-14", "2025-02-20", "2025-03-05", "2024-10-30",
         "2025-04-11", "2025-05-22"]


def ctx(lang):
    svc = pick(SERVICES)
    return {"svc": svc, "env": pick(ENVS),
            "person": pick(PEOPLE_EN if lang == "en" or chance(0.3) else PEOPLE_KO),
            "team": pick(TEAMS), "date": pick(DATES),
            "ticket": pick(["OPS", "INFRA", "PAY", "BE", "DATA", "SEC"]) + "-" + str(R.randrange(100, 4000)),
            "time": "%02d:%02d" % (R.randrange(8, 23), R.randrange(60)),
            "ts": "%s %02d:%02d:%02d" % (pick(DATES), R.randrange(24), R.randrange(60), R.randrange(60))}


def has_batchim(word):
    """does the Korean reading of word end in a final consonant?"""
    w = word.rstrip(" )]}'\"`")
    if not w:
        return False
    ch = w[-1]
    if "\uac00" <= ch <= "\ud7a3":
        return (ord(ch) - 0xAC00) % 28 != 0
    if ch.isdigit():
        return ch in "0136780"
    return ch.lower() in "lmnkgpb"


JOSA = (("을", "을", "를"), ("이", "이", "가"), ("은", "은", "는"), ("과", "과", "와"), ("으로", "으로", "로"))


def fmt(template, c):
    """str.format with a context dict; values are inserted verbatim.
    {key_을} {key_이} {key_은} {key_과} {key_으로} give the value plus the
    Korean particle that fits its last syllable."""
    d = dict(c)
    if "_" in template:
        for k, v in c.items():
            if isinstance(v, str) and v:
                b = has_batchim(v)
                for tag, with_b, without_b in JOSA:
                    if k + "_" + tag in template:
                        d[k + "_" + tag] = v + (with_b if b else without_b)
    return template.format(**d)


def lower_key(k):
    return k.lower()


def camel(k):
    parts = k.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def pascal(k):
    return "".join(p.capitalize() for p in k.lower().split("_"))


def dotted(k):
    return k.lower().replace("_", ".")


def kebab(k):
    return k.lower().replace("_", "-")


# --------------------------------------------------------------------------
# containers for KEY=value material
# --------------------------------------------------------------------------
FILES_BY_FMT = {
    "dotenv": [".env", ".env.local", ".env.{env}", "deploy/{env}.env", "services/{svc}/.env"],
    "export": ["scripts/setup-{env}.sh", "~/.zshrc", "ops/run_{env}.sh", "bin/bootstrap.sh"],
    "inline": ["Makefile target", "README run section", "crontab", "the runbook"],
    "yaml": ["config/{env}.yaml", "config/application-{env}.yml", "settings.yaml", "conf/{svc}.yml"],
    "json": ["config/{env}.json", "appsettings.{env}.json", "secrets.local.json", ".vscode/launch.json"],
    "toml": ["config.toml", "{svc}.toml", "settings/{env}.toml", ".streamlit/secrets.toml"],
    "ini": ["config.ini", "{svc}.ini", "setup.cfg", "conf/{env}.ini"],
    "properties": ["application-{env}.properties", "gradle.properties", "config/{svc}.properties"],
    "xml": ["Web.config", "App.config", "settings.xml", "conf/{svc}.xml"],
    "k8s_secret": ["k8s/{env}/secret.yaml", "manifests/{svc}-secret.yaml"],
    "k8s_env": ["k8s/{env}/deployment.yaml", "helm/{svc}/templates/deployment.yaml"],
    "compose": ["docker-compose.yml", "docker-compose.{env}.yml", "compose.override.yaml"],
    "dockerfile": ["Dockerfile", "docker/{svc}.Dockerfile", "Dockerfile.{env}"],
    "gha": [".github/workflows/deploy.yml", ".github/workflows/nightly.yml"],
    "gitlab_ci": [".gitlab-ci.yml", "ci/{env}.gitlab-ci.yml"],
    "terraform": ["infra/main.tf", "terraform/{env}/providers.tf", "modules/{svc}/variables.tf"],
    "python": ["settings.py", "{svc}/config.py", "scripts/backfill.py", "conftest.py", "notebooks/check.py"],
    "js": ["src/config.js", "scripts/seed.js", "next.config.js", "test/setup.js"],
    "ts": ["src/env.ts", "src/lib/client.ts", "playwright.config.ts"],
    "go": ["internal/config/config.go", "cmd/{svc}/main.go"],
    "java": ["src/main/java/com/acme/Config.java", "AppConfig.java"],
    "kotlin": ["app/src/main/java/com/acme/ApiModule.kt", "BuildConfig.kt"],
    "ruby": ["config/initializers/{svc}.rb", "lib/tasks/sync.rake"],
    "php": ["config/services.php", "wp-config.php", ".env.php"],
    "csharp": ["Program.cs", "Startup.cs"],
    "rust": ["src/main.rs", "src/config.rs"],
    "swift": ["Sources/App/Secrets.swift", "Config.swift"],
    "powershell": ["deploy.ps1", "scripts/Set-Env.ps1"],
    "cmd": ["run_local.bat", "setenv.cmd"],
    "systemd": ["/etc/systemd/system/{svc}.service", "{svc}.service"],
    "log": ["the pod log", "journalctl output", "the CI log", "CloudWatch logs"],
    "stacktrace": ["the crash log", "Sentry event", "the test output"],
    "diff": ["the PR diff", "git show HEAD", "the last commit"],
    "table": ["the handover doc", "the wiki table", "the onboarding sheet"],
    "helm": ["helm/{svc}/values-{env}.yaml", "values.yaml"],
    "ansible": ["group_vars/{env}.yml", "roles/{svc}/defaults/main.yml"],
    "makefile": ["Makefile"],
    "jupyter": ["notebooks/explore.ipynb", "analysis.ipynb"],
}
FORMATS = list(FILES_BY_FMT.keys())


def file_for(fmt_name, c):
    return fmt(pick(FILES_BY_FMT[fmt_name]), c)


def kv_ok(fmt_name, value):
    """can this value be written verbatim in this container?"""
    if fmt_name in ("compose", "dockerfile", "gitlab_ci", "makefile", "terraform", "ansible",
                    "helm") and ("$" in value or "{" in value):
        return False
    if fmt_name in ("xml", "jupyter") and any(ch in value for ch in "&<>"):
        return False
    if fmt_name == "systemd" and "%" in value:
        return False
    if fmt_name == "cmd" and any(ch in value for ch in "&|<>^%!\""):
        return False
    if fmt_name == "makefile" and "#" in value:
        return False
    if fmt_name in ("properties", "ini") and value[:1] in "#;!":
        return False
    if fmt_name == "powershell" and "`" in value:
        return False
    return True


def q_env(v):
    if all(ch in ALNUM + "-_./:+=@,~" for ch in v):
        return v
    return '"' + v + '"' if "$" not in v else "'" + v + "'"


NEIGHBOURS = [("LOG_LEVEL", "info"), ("APP_ENV", "{env}"), ("REGION", "ap-northeast-2"),
              ("PORT", "8080"), ("TIMEOUT_MS", "3000"), ("FEATURE_NEW_CHECKOUT", "true"),
              ("SERVICE_NAME", "{svc}"), ("RETRY_MAX", "5"), ("TZ", "Asia/Seoul"),
              ("S3_BUCKET", "{svc}-artifacts")]


def neighbours(c, n):
    out = []
    for k, v in R.sample(NEIGHBOURS, n):
        out.append((k, fmt(v, c)))
    return out


def render_kv(pairs, fmt_name, c):
    """pairs: list of (KEY, value).  Returns the snippet text."""
    svc = c["svc"]
    sec = svc.replace("-", "_")
    L = []
    if fmt_name == "dotenv":
        if chance(0.4):
            L.append("# %s %s" % (svc, c["env"]))
        L += ["%s=%s" % (k, q_env(v)) for k, v in pairs]
    elif fmt_name == "export":
        L += ["export %s='%s'" % (k, v) for k, v in pairs]
    elif fmt_name == "inline":
        cmd = pick(["python manage.py runserver", "npm run dev", "./gradlew bootRun", "go run ./cmd/" + svc,
                    "node scripts/sync.js", "bundle exec rails s", "uvicorn app.main:app --reload",
                    "poetry run pytest -k integration"])
        L.append(" ".join("%s='%s'" % (k, v) for k, v in pairs) + " " + cmd)
    elif fmt_name == "yaml":
        L.append(sec + ":")
        L += ["  %s: '%s'" % (lower_key(k), v) for k, v in pairs]
    elif fmt_name == "json":
        inner = ",\n".join('    "%s": "%s"' % (camel(k), v) for k, v in pairs)
        L.append('{\n  "%s": {\n%s\n  }\n}' % (camel(sec), inner))
    elif fmt_name == "toml":
        L.append("[%s]" % sec)
        L += ['%s = "%s"' % (lower_key(k), v) for k, v in pairs]
    elif fmt_name == "ini":
        L.append("[%s]" % sec)
        L += ["%s = %s" % (lower_key(k), v) for k, v in pairs]
    elif fmt_name == "properties":
        L += ["%s.%s=%s" % (svc.split("-")[0], dotted(k), v) for k, v in pairs]
    elif fmt_name == "xml":
        L.append("<appSettings>")
        L += ['  <add key="%s" value="%s" />' % (pascal(k), v) for k, v in pairs]
        L.append("</appSettings>")
    elif fmt_name == "k8s_secret":
        L += ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-secrets" % svc,
              "  namespace: %s" % c["env"], "type: Opaque", "stringData:"]
        L += ['  %s: "%s"' % (k, v) for k, v in pairs]
    elif fmt_name == "k8s_env":
        L += ["        env:"]
        for k, v in pairs:
            L += ["          - name: %s" % k, '            value: "%s"' % v]
    elif fmt_name == "compose":
        L += ["services:", "  %s:" % svc, "    image: acme/%s:%s" % (svc, pick(["1.8.2", "latest", "2024.11"])),
              "    environment:"]
        L += ["      - %s=%s" % (k, v) for k, v in pairs]
    elif fmt_name == "dockerfile":
        L += ["FROM %s" % pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22"])]
        L += ['ENV %s="%s"' % (k, v) for k, v in pairs]
        L.append(pick(['CMD ["python", "-m", "app"]', 'CMD ["node", "dist/index.js"]', 'ENTRYPOINT ["/app/server"]']))
    elif fmt_name == "gha":
        L += ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
        L += ["      %s: '%s'" % (k, v) for k, v in pairs]
    elif fmt_name == "gitlab_ci":
        L += ["variables:"]
        L += ['  %s: "%s"' % (k, v) for k, v in pairs]
        L += ["deploy_%s:" % c["env"].replace("-", "_"), "  script: ./deploy.sh"]
    elif fmt_name == "terraform":
        if len(pairs) == 1 and chance(0.5):
            L += ['variable "%s" {' % lower_key(pairs[0][0]), '  type    = string',
                  '  default = "%s"' % pairs[0][1], "}"]
        else:
            L += ['resource "kubernetes_secret" "%s" {' % sec, "  data = {"]
            L += ['    %s = "%s"' % (lower_key(k), v) for k, v in pairs]
            L += ["  }", "}"]
    elif fmt_name == "python":
        if chance(0.5):
            L += ['os.environ.setdefault("%s", "%s")' % (k, v) for k, v in pairs]
        else:
            L += ['%s = "%s"' % (k, v) for k, v in pairs]
    elif fmt_name == "js":
        L += ["const %s = process.env.%s || '%s';" % (camel(k), k, v) for k, v in pairs]
    elif fmt_name == "ts":
        L.append("export const config = {")
        L += ["  %s: '%s'," % (camel(k), v) for k, v in pairs]
        L.append("} as const;")
    elif fmt_name == "go":
        L.append("const (")
        L += ['\t%s = "%s"' % (camel(k), v) for k, v in pairs]
        L.append(")")
    elif fmt_name == "java":
        L += ['    private static final String %s = "%s";' % (k, v) for k, v in pairs]
    elif fmt_name == "kotlin":
        L += ['    const val %s = "%s"' % (k, v) for k, v in pairs]
    elif fmt_name == "ruby":
        L += ["ENV['%s'] ||= '%s'" % (k, v) for k, v in pairs]
    elif fmt_name == "php":
        L.append("return [")
        L += ["    '%s' => '%s'," % (lower_key(k), v) for k, v in pairs]
        L.append("];")
    elif fmt_name == "csharp":
        L += ['builder.Configuration["%s"] = "%s";' % (pascal(k), v) for k, v in pairs]
    elif fmt_name == "rust":
        L += ['const %s: &str = "%s";' % (k, v) for k, v in pairs]
    elif fmt_name == "swift":
        L.append("enum Secrets {")
        L += ['    static let %s = "%s"' % (camel(k), v) for k, v in pairs]
        L.append("}")
    elif fmt_name == "powershell":
        L += ["$env:%s = '%s'" % (k, v) for k, v in pairs]
    elif fmt_name == "cmd":
        L += ["set %s=%s" % (k, v) for k, v in pairs]
    elif fmt_name == "systemd":
        L += ["[Service]"]
        L += ['Environment="%s=%s"' % (k, v) for k, v in pairs]
        L.append("ExecStart=/opt/%s/bin/%s" % (svc, svc))
    elif fmt_name == "log":
        stamp = "%sT%02d:%02d:%02d.%03dZ" % (c["date"], R.randrange(24), R.randrange(60), R.randrange(60), R.randrange(1000))
        body = " ".join("%s=%s" % (k, v) for k, v in pairs)
        L.append("%s DEBUG [%s] loaded settings: %s" % (stamp, svc, body))
        L.append("%s INFO  [%s] listening on :8080" % (stamp, svc))
    elif fmt_name == "stacktrace":
        L += ["Traceback (most recent call last):",
              '  File "/app/%s/client.py", line %d, in _request' % (sec, R.randrange(40, 400)),
              "    resp.raise_for_status()",
              "  locals:"]
        L += ["    %s = '%s'" % (lower_key(k), v) for k, v in pairs]
        L.append("requests.exceptions.HTTPError: 401 Client Error: Unauthorized")
    elif fmt_name == "diff":
        L += ["--- a/.env.example", "+++ b/.env.example", "@@ -1,4 +1,%d @@" % (4 + len(pairs)), " LOG_LEVEL=info"]
        L += ["+%s=%s" % (k, v) for k, v in pairs]
        L.append(" PORT=8080")
    elif fmt_name == "table":
        L += ["| key | value | env |", "|---|---|---|"]
        L += ["| %s | %s | %s |" % (k, v, c["env"]) for k, v in pairs]
    elif fmt_name == "helm":
        L += ["%s:" % camel(sec), "  secrets:"]
        L += ["    %s: \"%s\"" % (camel(k), v) for k, v in pairs]
    elif fmt_name == "ansible":
        L += ["---"]
        L += ["%s_%s: \"%s\"" % (sec, lower_key(k), v) for k, v in pairs]
    elif fmt_name == "makefile":
        L += ["%s ?= %s" % (k, v) for k, v in pairs]
        L += ["", "run:", "\t./bin/%s --env $(APP_ENV)" % svc]
    elif fmt_name == "jupyter":
        L += ["%%env %s=%s" % (k, v) for k, v in pairs]
    else:
        raise ValueError(fmt_name)
    return "\n".join(L)


def choose_format(values, allowed=None):
    pool = allowed or FORMATS
    ok = [f for f in pool if all(kv_ok(f, v) for v in values)]
    return pick(ok)

# --------------------------------------------------------------------------
# HTTP usage of a token
# --------------------------------------------------------------------------
def auth_header(auth, val):
    """returns (header line or None, curl option list, listed secret) for an auth style."""
    style, hname, host, path = auth
    if style == "bearer":
        return "%s: Bearer %s" % (hname, val), val
    if style == "token":
        return "%s: token %s" % (hname, val), val
    if style == "plain":
        return "%s: %s" % (hname, val), val
    if style == "prefix":
        if hname.endswith("="):
            return "Authorization: %s%s" % (hname, val), val
        return "Authorization: %s %s" % (hname, val), val
    if style == "header":
        return "%s: %s" % (hname, val), val
    if style == "basic_user":
        blob = b64((val + ":").encode())
        return "Authorization: Basic %s" % blob, blob
    raise ValueError(style)


def render_http(auth, val, c):
    """snippet that sends val to the vendor API; returns (snippet, listed_secret)."""
    style, hname, host, path = auth
    url = "https://%s%s" % (host, path)
    if style == "query":
        sep = "&" if "?" in path else "?"
        full = "%s%s%s=%s" % (url, sep, hname, val)
        r = R.random()
        if r < 0.4:
            return "curl -s '%s'" % full, val
        if r < 0.7:
            return "GET %s -> 403 (%s)" % (full, pick(["quota exceeded", "referer not allowed", "key expired?"])), val
        return "resp = requests.get(\"%s\", params={\"%s\": \"%s\"}, timeout=10)" % (url, hname, val), val
    if style == "basic_user" and chance(0.6):
        return "curl %s -u %s: -d amount=%d -d currency=%s" % (url, val, R.randrange(1000, 90000),
                                                               pick(["krw", "jpy", "usd"])), val
    line, listed = auth_header(auth, val)
    hn, hv = line.split(": ", 1)
    r = R.random()
    if r < 0.35:
        return "curl -sS -H '%s' '%s'" % (line, url), listed
    if r < 0.55:
        method = pick(["GET", "POST"])
        return "%s %s HTTP/1.1\nHost: %s\n%s\nAccept: application/json" % (method, path, host, line), listed
    if r < 0.7:
        return 'r = requests.post("%s", headers={"%s": "%s"}, json=payload)' % (url, hn, hv), listed
    if r < 0.85:
        return ("const res = await fetch('%s', {\n  headers: { '%s': '%s' },\n});" % (url, hn, hv)), listed
    return ("AxiosError: Request failed with status code %d\n  config: {\n    url: '%s',\n"
            "    headers: { Accept: 'application/json', %s: '%s' }\n  }" % (pick([401, 403, 429]), url,
                                                                           "'" + hn + "'", hv)), listed


# --------------------------------------------------------------------------
# note assembly: put a snippet / value into the three fields
# --------------------------------------------------------------------------
def sent(pool, lang, c):
    return fmt(pick(pool[lang]), c)


def assemble(lang, c, P, snippet, val=None, allow=None):
    """P: dict of prose pools (each {'en': [...], 'ko': [...]}) with keys
    ctx_intro, ctx_plain, lesson_intro, lesson_plain, after, ask, ask_val,
    inline, split.  Returns (fields, placement)."""
    c = dict(c)
    if val is not None:
        c["val"] = val
    modes = ["mc_end", "mc_end", "mc_start", "mc_mid", "lesson_mid", "lesson_end", "lesson_start"]
    if val is not None:
        modes += ["inline", "split", "mc_end+ask"]
    if allow:
        modes = [m for m in modes if m in allow]
    mode = pick(modes)
    ask = sent(P["ask"], lang, c) if chance(0.85) else ""
    if mode == "mc_end":
        mc = sent(P["ctx_intro"], lang, c) + "\n" + snippet
        ls = sent(P["lesson_plain"], lang, c)
    elif mode == "mc_start":
        mc = snippet + "\n" + sent(P["after"], lang, c)
        ls = sent(P["lesson_plain"], lang, c)
    elif mode == "mc_mid":
        mc = sent(P["ctx_intro"], lang, c) + "\n" + snippet + "\n" + sent(P["after"], lang, c)
        ls = sent(P["lesson_plain"], lang, c)
    elif mode == "lesson_mid":
        mc = sent(P["ctx_plain"], lang, c)
        ls = sent(P["lesson_intro"], lang, c) + "\n" + snippet + "\n" + sent(P["lesson_plain"], lang, c)
    elif mode == "lesson_end":
        mc = sent(P["ctx_plain"], lang, c)
        ls = sent(P["lesson_plain"], lang, c) + " " + sent(P["lesson_intro"], lang, c) + "\n" + snippet
    elif mode == "lesson_start":
        mc = sent(P["ctx_plain"], lang, c)
        ls = snippet + "\n" + sent(P["after"], lang, c) + " " + sent(P["lesson_plain"], lang, c)
    elif mode == "inline":
        mc = sent(P["inline"], lang, c)
        ls = sent(P["lesson_plain"], lang, c)
        if chance(0.5):
            ask = sent(P["ask_val"], lang, c)
    elif mode == "split":
        mc = sent(P["ctx_plain"], lang, c) + " " + sent(P["split"], lang, c)
        ls = val + "\n" + sent(P["lesson_plain"], lang, c)
    else:  # mc_end+ask
        mc = sent(P["ctx_intro"], lang, c) + "\n" + snippet
        ls = sent(P["lesson_plain"], lang, c)
        ask = sent(P["ask_val"], lang, c)
    return {"missing_context": mc, "lesson": ls, "ask_next_time": ask}, mode

# --------------------------------------------------------------------------
# prose pools: provider tokens
# --------------------------------------------------------------------------
P_VENDOR = {
    "ctx_intro": {
        "en": ["The {svc} deploy to {env} kept failing with 401 and I did not know which {label} it used. {file} had this:",
               "I didn't know {svc} reads {var} from {file} instead of the CI secret store. This is what is committed there:",
               "Nobody told me the {env} {label} had been rotated. {file} still contains:",
               "While setting up {svc} locally I had no {label}, so {person} pasted theirs in {team}:",
               "The ticket {ticket} only said 'fix the {vendor} integration'; grep found the credentials in {file}:",
               "I assumed {var} came from Vault, but {svc} actually loads it from {file}:",
               "I was missing which {vendor} account the nightly {svc} job authenticates with. From {file}:",
               "Did not know that {file} is not in .gitignore; it has been committed with this in it:",
               "The failing step was calling {vendor} with a key I couldn't find anywhere in the docs. Found it in {file}:"],
        "ko": ["{env} 환경에 {svc} 배포가 계속 401로 실패했는데 어떤 {label_을} 쓰는지 몰랐다. {file} 내용:",
               "{svc_이} {var} 값을 CI 시크릿이 아니라 {file}에서 읽는다는 걸 몰랐음. 커밋된 내용은 이렇다:",
               "{env} {label_이} 교체됐다는 얘기를 아무도 안 해줬다. {file}에는 아직 이 값이 있음:",
               "로컬에서 {svc} 세팅하는데 {label_이} 없어서 {person}님이 {team} 채널에 붙여준 걸 썼다:",
               "{ticket} 티켓에는 '{vendor} 연동 고쳐주세요'만 있었고, grep 해보니 {file}에 자격 증명이 있었다:",
               "{var} 값은 Vault에서 온다고 생각했는데 실제로는 {file}에서 로드하고 있었음:",
               "야간 {svc} 잡이 어떤 {vendor} 계정으로 인증하는지 몰랐다. {file}에서 찾은 부분:",
               "{file} 파일이 .gitignore에 없다는 걸 몰랐다. 아래 내용이 그대로 커밋돼 있었음:"]},
    "ctx_plain": {
        "en": ["I didn't know where the {vendor} credentials for {svc} were kept, so the {env} smoke test kept failing.",
               "The task was to move {svc} to the new {vendor} account, but nobody said which key the old one used.",
               "I lost an hour because {svc} silently falls back to a hard-coded {label} when {var} is empty.",
               "The {env} pipeline for {svc} broke after the {vendor} key rotation on {date} and I had no idea where the key was set.",
               "I had no access to the secret store, so I couldn't check which {label} {svc} is supposed to use."],
        "ko": ["{svc}의 {vendor} 자격 증명이 어디 있는지 몰라서 {env} 스모크 테스트가 계속 실패했다.",
               "{svc_을} 새 {vendor} 계정으로 옮기는 작업이었는데 기존에 어떤 키를 쓰는지 아무도 몰랐다.",
               "{var} 값이 비어 있으면 {svc_이} 하드코딩된 {label}로 조용히 폴백한다는 걸 몰라서 한 시간 날렸다.",
               "{date}에 {vendor} 키를 교체한 뒤로 {env} 파이프라인이 깨졌는데 키가 어디에 설정돼 있는지 몰랐음.",
               "시크릿 스토어 권한이 없어서 {svc_이} 어떤 {label_을} 써야 하는지 확인할 수 없었다."]},
    "lesson_intro": {
        "en": ["What finally worked in {env}:", "The working setup ended up as:", "Fixed by putting the key where {svc} expects it:",
               "For reference, the request that succeeded:", "The value {svc} actually uses:"],
        "ko": ["{env}에서 결국 동작한 설정:", "최종적으로 동작한 구성은 이렇다:", "{svc_이} 기대하는 위치에 키를 넣어서 해결:",
               "참고로 성공한 요청:", "{svc_이} 실제로 쓰는 값:"]},
    "lesson_plain": {
        "en": ["{svc} reads {var} only at startup, so after rotating the {label} the pods must be restarted.",
               "The {label} in {file} is live; it has to move to the secret manager and be rotated.",
               "When {vendor} returns 401, check {var} in {file} before touching the CI variables.",
               "Keep {var} out of {file}: load it from the environment and add the file to .gitignore.",
               "The {vendor} client caches the token for the process lifetime; a restart picks up the new one.",
               "{env} and dev share this {label}, so revoking it breaks both environments."],
        "ko": ["{svc_은} {var} 값을 기동 시에만 읽기 때문에 {label_을} 교체하면 파드를 재시작해야 한다.",
               "{file}에 있는 {label_은} 실제 운영 키다. 시크릿 매니저로 옮기고 교체해야 함.",
               "{vendor_이} 401을 주면 CI 변수보다 먼저 {file}의 {var} 값을 확인할 것.",
               "{var} 값은 {file}에 두지 말고 환경 변수로 주입하고, 파일은 .gitignore에 추가한다.",
               "{vendor} 클라이언트가 프로세스 수명 동안 토큰을 캐시하므로 재시작해야 새 키가 반영된다.",
               "이 {label_은} {env} 환경과 dev가 같이 쓰고 있어서 폐기하면 두 환경이 다 깨진다."]},
    "after": {
        "en": ["^ that is the live {env} key, not a placeholder.", "(copied as-is from {file})",
               "This was the only place the key was defined.", "^ pasted by {person} at {time}."],
        "ko": ["^ 플레이스홀더가 아니라 실제 {env} 키임.", "({file}에서 그대로 복사)",
               "키가 정의된 곳은 여기뿐이었다.", "^ {person}님이 {time}에 붙여준 것."]},
    "ask": {
        "en": ["Where should the {env} {label} live: {file} or the secret manager?",
               "Has the {label} for {svc} been rotated since it was pasted here?",
               "Which {vendor} account should {svc} use in {env}?",
               "Can I get read access to the secret store so I don't need pasted keys?",
               "Should I open a ticket to revoke this {label}?"],
        "ko": ["{env} {label_은} {file} 파일과 시크릿 매니저 중 어디에 두는 게 맞나요?",
               "여기 붙여진 뒤로 {svc}의 {label_을} 교체했나요?",
               "{env}에서 {svc_은} 어떤 {vendor} 계정을 써야 하나요?",
               "키를 채팅으로 받지 않도록 시크릿 스토어 읽기 권한을 받을 수 있을까요?",
               "이 {label} 폐기 티켓을 올릴까요?"]},
    "ask_val": {
        "en": ["Is {val} still the active {label} for {env}, or was it rotated?",
               "Can I keep using {val} for local testing of {svc}?",
               "Should {val} be revoked now that it has been in {file}?"],
        "ko": ["{val} 이 키가 아직 {env}에서 유효한가요, 아니면 교체됐나요?",
               "{svc} 로컬 테스트에 {val} 계속 써도 되나요?",
               "{file}에 올라갔던 {val} 키는 지금 폐기해야 하나요?"]},
    "inline": {
        "en": ["{person} told me in {team} that the {env} {label} is {val} and that {svc} reads it from {var}.",
               "I didn't know {svc} needs {var}; the value that works in {env} is {val} (from {person}).",
               "The {vendor} calls in {svc} failed until I exported {var}={val} in my shell."],
        "ko": ["{person}님이 {team}에서 {env} {label_은} {val} 이고 {svc_은} {var}에서 읽는다고 알려줬다.",
               "{svc}에 {var} 값이 필요한 줄 몰랐다. {env}에서 동작하는 값은 {val} ({person}님 제공).",
               "셸에서 {var}={val} 로 export 하기 전까지 {svc}의 {vendor} 호출이 실패했다."]},
    "split": {
        "en": ["The {label} {person} sent (value on the next line):", "Current {env} {var} value is below.",
               "{vendor} {label} for {svc}, as given to me:"],
        "ko": ["{person}님이 보내준 {label} (값은 아래):", "현재 {env} {var} 값은 아래와 같다.",
               "전달받은 {svc}용 {vendor} {label}:"]},
}


def vendor_ctx(lang, c, v, var, fmt_name):
    c = dict(c)
    c["vendor"] = v.get("display", v["name"])
    c["label"] = v["label_en"] if lang == "en" else v["label_ko"]
    c["var"] = var
    c["file"] = file_for(fmt_name, c) if fmt_name in FILES_BY_FMT else fmt_name
    return c

# --------------------------------------------------------------------------
# SECRET templates, part A: provider tokens
# --------------------------------------------------------------------------
class Queue:
    """endless deterministic round-robin over a shuffled copy of items."""

    def __init__(self, items):
        self.items = list(items)
        self.buf = []

    def next(self):
        if not self.buf:
            self.buf = list(self.items)
            R.shuffle(self.buf)
        return self.buf.pop()


VENDOR_Q = Queue(range(len(VENDORS)))
AUTH_VENDOR_Q = Queue([i for i, v in enumerate(VENDORS) if v["auth"]])
FORMAT_Q = Queue(FORMATS)


def note(category, fields, secrets):
    return {"category": category, "fields": fields, "secrets": dedupe(secrets)}


def tag(n, *vendor_names):
    """remember which providers a note exercises (for the README statistics)."""
    n["_vendors"] = list(vendor_names)
    return n


def t_vendor_config(lang):
    v = VENDORS[VENDOR_Q.next()]
    items = v["make"]()
    pairs = [(k, val) for k, val, _ in items]
    secrets = [val for _, val, s in items if s]
    c0 = ctx(lang)
    if chance(0.5):
        for kv in neighbours(c0, R.randrange(1, 3)):
            pairs.insert(R.randrange(len(pairs) + 1), kv)
    f = FORMAT_Q.next()
    if not all(kv_ok(f, val) for _, val in pairs):
        f = choose_format([val for _, val in pairs])
    c = vendor_ctx(lang, c0, v, [k for k, _, s in items if s][0], f)
    snippet = render_kv(pairs, f, c)
    val = secrets[0] if len(secrets) == 1 else None
    fields, mode = assemble(lang, c, P_VENDOR, snippet, val)
    return tag(note("provider token: %s in %s [%s]" % (v["name"], f, mode), fields, secrets), v["name"])


def t_vendor_http(lang):
    v = VENDORS[AUTH_VENDOR_Q.next()]
    items = v["make"]()
    k, val = [(k, val) for k, val, s in items if s][0]
    snippet, listed = render_http(v["auth"], val, {})
    c = vendor_ctx(lang, ctx(lang), v, k, "the request")
    c["file"] = pick(["the curl in the runbook", "my terminal history", "the Postman export", "the HAR file",
                      "scripts/smoke.sh", "the CI log"]) if lang == "en" else \
        pick(["런북의 curl", "터미널 히스토리", "Postman 익스포트", "HAR 파일", "scripts/smoke.sh", "CI 로그"])
    fields, mode = assemble(lang, c, P_VENDOR, snippet, listed if listed == val else None)
    return tag(note("provider token in HTTP call: %s %s [%s]" % (v["name"], v["auth"][0], mode), fields, [listed]), v["name"])


def _tool_npmrc():
    tok = "npm_" + rs(ALNUM, 36)
    if chance(0.5):
        return "npm", ".npmrc", "//registry.npmjs.org/:_authToken=%s\nalways-auth=true" % tok, [tok]
    gh = "ghp_" + rs(ALNUM, 36)
    return "GitHub", ".npmrc", "@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=%s" % gh, [gh]


def _tool_yarnrc():
    tok = "npm_" + rs(ALNUM, 36)
    return "npm", ".yarnrc.yml", 'npmRegistryServer: "https://registry.npmjs.org"\nnpmAuthToken: "%s"' % tok, [tok]


def _tool_pypirc():
    tok = "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, R.randrange(140, 190))
    return "PyPI", "~/.pypirc", "[pypi]\nusername = __token__\npassword = %s" % tok, [tok]


def _tool_docker_config():
    user = pick(["acmeci", "deploybot", "minji-kim"])
    tok = "dckr_pat_" + rs(B64URL, 27)
    blob = b64((user + ":" + tok).encode())
    return ("Docker Hub", "~/.docker/config.json",
            '{\n  "auths": {\n    "https://index.docker.io/v1/": {\n      "auth": "%s"\n    }\n  }\n}' % blob, [blob])


def _tool_git_remote():
    if chance(0.5):
        tok = pick(["ghp_", "ghs_"]) + rs(ALNUM, 36)
        url = "https://x-access-token:%s@github.com/acme/%s.git" % (tok, pick(SERVICES))
        v = "GitHub"
    else:
        tok = "glpat-" + rs(B64URL, 20)
        url = "https://oauth2:%s@gitlab.example.com/platform/%s.git" % (tok, pick(SERVICES))
        v = "GitLab"
    snip = "$ git remote -v\norigin\t%s (fetch)\norigin\t%s (push)" % (url, url)
    return v, "git remote -v", snip, [tok]


def _tool_git_credentials():
    tok = "ghp_" + rs(ALNUM, 36)
    user = pick(["minji-kim", "ci-bot", "hwoo"])
    return "GitHub", "~/.git-credentials", "https://%s:%s@github.com" % (user, tok), [tok]


def _tool_aws_credentials():
    ak, sk = "AKIA" + rs(B32, 16), rs(B64, 40)
    prof = pick(["default", "prod-admin", "kr-batch", "legacy"])
    snip = "[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s" % (
        prof, ak, sk, pick(["ap-northeast-2", "ap-northeast-1", "us-east-1"]))
    return "AWS", "~/.aws/credentials", snip, [ak, sk]


def _tool_s3cfg():
    ak, sk = "AKIA" + rs(B32, 16), rs(B64, 40)
    return "AWS", "~/.s3cfg", "[default]\naccess_key = %s\nsecret_key = %s\nhost_base = s3.amazonaws.com" % (ak, sk), [ak, sk]


def _tool_azure_conn():
    key = b64(rbytes(64))
    acct = pick(["acmelogs", "stgkrassets", "prodbackup01", "mediaupload"])
    cs = "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key)
    return "Azure Storage", "local.settings.json", '{\n  "Values": {\n    "AzureWebJobsStorage": "%s"\n  }\n}' % cs, [key]


def _tool_servicebus():
    key = b64(rbytes(32))
    cs = ("Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;"
          "SharedAccessKey=%s" % (pick(["acme-orders", "kr-events", "billing-bus"]), key))
    return "Azure Service Bus", "appsettings.json", 'ServiceBus__ConnectionString="%s"' % cs, [key]


def _tool_tf_aws():
    ak, sk = "AKIA" + rs(B32, 16), rs(B64, 40)
    snip = 'provider "aws" {\n  region     = "ap-northeast-2"\n  access_key = "%s"\n  secret_key = "%s"\n}' % (ak, sk)
    return "AWS", "infra/providers.tf", snip, [ak, sk]


def _tool_netrc():
    tok = uuid4() if chance(0.5) else rs(HEX, 40)
    host = pick(["api.heroku.com", "git.heroku.com", "urs.earthdata.nasa.gov", "nexus.acme.kr"])
    return "netrc", "~/.netrc", "machine %s\n  login %s\n  password %s" % (host, pick(["ops@acme.kr", "deploy", "minji"]), tok), [tok]


def _tool_composer():
    tok = "ghp_" + rs(ALNUM, 36)
    return "GitHub", "auth.json", '{\n  "github-oauth": {\n    "github.com": "%s"\n  }\n}' % tok, [tok]


def _tool_maven():
    pw = password(pick(["service", "generated", "human"]))[1]
    while any(ch in pw for ch in "&<>"):
        pw = password("service")[1]
    snip = ("<servers>\n  <server>\n    <id>acme-nexus</id>\n    <username>deployer</username>\n"
            "    <password>%s</password>\n  </server>\n</servers>" % pw)
    return "Nexus", "~/.m2/settings.xml", snip, [pw]


def _tool_cargo():
    tok = "cio" + rs(ALNUM, 32)
    return "crates.io", "~/.cargo/credentials.toml", '[registry]\ntoken = "%s"' % tok, [tok]


def _tool_gem():
    tok = "rubygems_" + rs(HEX, 48)
    return "RubyGems", "~/.gem/credentials", "---\n:rubygems_api_key: %s" % tok, [tok]


def _tool_nuget():
    tok = "oy2" + rs(LOWNUM, 43)
    snip = ('<packageSourceCredentials>\n  <github>\n    <add key="Username" value="ci" />\n'
            '    <add key="ClearTextPassword" value="%s" />\n  </github>\n</packageSourceCredentials>' % tok)
    return "NuGet", "nuget.config", snip, [tok]


def _tool_pgpass():
    pw = password()[1]
    while ":" in pw:
        pw = password("service")[1]
    line = "%s:5432:%s:%s:%s" % (pick(DB_HOSTS), pick(DB_NAMES), username(), pw)
    return "PostgreSQL", "~/.pgpass", line, [pw]


def _tool_kube_token():
    t = now_ts()
    ns = pick(["ci", "deploy", "monitoring", "batch"])
    payload = {"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": ns,
               "kubernetes.io/serviceaccount/secret.name": "%s-token-%s" % (ns, rs(LOWNUM, 5)),
               "kubernetes.io/serviceaccount/service-account.name": ns + "-sa",
               "sub": "system:serviceaccount:%s:%s-sa" % (ns, ns)}
    tok = jwt_token(payload, alg="RS256", sig_len=342)
    snip = ("users:\n- name: %s-sa\n  user:\n    token: %s" % (ns, tok))
    return "Kubernetes", "kubeconfig", snip, [tok]


TOOL_VARIANTS = [_tool_npmrc, _tool_yarnrc, _tool_pypirc, _tool_docker_config, _tool_git_remote,
                 _tool_git_credentials, _tool_aws_credentials, _tool_s3cfg, _tool_azure_conn,
                 _tool_servicebus, _tool_tf_aws, _tool_netrc, _tool_composer, _tool_maven, _tool_cargo,
                 _tool_nuget, _tool_pgpass, _tool_kube_token]
TOOL_Q = Queue(range(len(TOOL_VARIANTS)))

P_TOOL = {
    "ctx_intro": {
        "en": ["The publish step failed and I didn't know the CI runner uses a personal {file}. Its content:",
               "I couldn't tell why {svc} worked on {person}'s laptop but not in CI; the difference was {file}:",
               "Context I was missing: the build image bakes in {file}. From the image layer:",
               "Nobody mentioned the {vendor} credentials live in {file} on the bastion:",
               "I was asked to clean up the bastion home dirs and didn't know {file} was still in use:"],
        "ko": ["배포 단계가 실패했는데 CI 러너가 개인 {file} 파일을 쓰는 줄 몰랐다. 파일 내용:",
               "{svc_이} {person}님 노트북에서는 되고 CI에서는 안 되는 이유가 {file} 차이였음:",
               "빌드 이미지에 {file} 파일이 그대로 들어간다는 걸 몰랐다. 이미지 레이어에서 꺼낸 내용:",
               "{vendor} 자격 증명이 배스천의 {file}에 있다는 걸 아무도 말해주지 않았다:",
               "배스천 홈 디렉터리 정리 작업인데 {file} 파일을 아직 쓰고 있는 줄 몰랐다:"]},
    "ctx_plain": {
        "en": ["I did not know how the {svc} release job authenticates to {vendor}; it is not in the pipeline variables.",
               "The release of {svc} failed with an auth error and the runbook says nothing about credentials.",
               "I had to reproduce the {env} publish locally and had no idea which credential file the job expects."],
        "ko": ["{svc} 릴리스 잡이 {vendor}에 어떻게 인증하는지 몰랐다. 파이프라인 변수에는 없다.",
               "{svc} 릴리스가 인증 오류로 실패했는데 런북에는 자격 증명 얘기가 없다.",
               "{env} 배포를 로컬에서 재현해야 했는데 잡이 어떤 자격 증명 파일을 기대하는지 몰랐다."]},
    "lesson_intro": {
        "en": ["The file that made it work:", "Working {file}:", "What {person} had locally:"],
        "ko": ["동작하게 만든 파일:", "동작하는 {file} 내용:", "{person}님 로컬에 있던 내용:"]},
    "lesson_plain": {
        "en": ["The job falls back to {file} in the runner's home directory when no env var is set.",
               "{file} on the shared runner belongs to {person}; the job should get its own token.",
               "Deleting {file} breaks the nightly publish, so replace it with a CI secret first.",
               "The image build copies {file} into the layer; add it to .dockerignore."],
        "ko": ["환경 변수가 없으면 잡이 러너 홈 디렉터리의 {file} 파일로 폴백한다.",
               "공용 러너의 {file} 파일은 {person}님 개인 것이라 잡 전용 토큰을 따로 발급해야 한다.",
               "{file} 파일을 지우면 야간 배포가 깨지므로 먼저 CI 시크릿으로 대체할 것.",
               "이미지 빌드 때 {file} 파일이 레이어에 복사되니 .dockerignore에 추가해야 한다."]},
    "after": {
        "en": ["^ still valid as of {date}.", "(from {person}'s home directory)", "That file is world-readable on the runner."],
        "ko": ["^ {date} 기준 아직 유효함.", "({person}님 홈 디렉터리에서)", "러너에서 이 파일은 누구나 읽을 수 있다."]},
    "ask": {
        "en": ["Who owns {file} on the runner, and can it be replaced by a CI secret?",
               "Should the {vendor} credential in {file} be revoked after the migration?",
               "Is there a service account I should use instead of {person}'s credentials?"],
        "ko": ["러너의 {file} 파일은 누구 소유인가요? CI 시크릿으로 바꿔도 되나요?",
               "마이그레이션 후 {file}의 {vendor} 자격 증명은 폐기할까요?",
               "{person}님 개인 자격 증명 대신 쓸 서비스 계정이 있나요?"]},
}


def t_tool_config(lang):
    vname, fname, snippet, secrets = TOOL_VARIANTS[TOOL_Q.next()]()
    c = ctx(lang)
    c.update({"vendor": vname, "file": fname})
    fields, mode = assemble(lang, c, P_TOOL, snippet, None)
    return tag(note("tool credential file: %s %s [%s]" % (vname, fname, mode), fields, secrets), vname)

# --------------------------------------------------------------------------
# SECRET templates, part B: passwords, commands, connection strings
# --------------------------------------------------------------------------
PW_TARGETS = [
    ("DB_PASSWORD", "the {env} Postgres password", "{env} Postgres 비밀번호"),
    ("SMTP_PASSWORD", "the SMTP relay password", "SMTP 릴레이 비밀번호"),
    ("REDIS_PASSWORD", "the Redis AUTH password", "Redis AUTH 비밀번호"),
    ("LDAP_BIND_PASSWORD", "the LDAP bind password", "LDAP 바인드 비밀번호"),
    ("RABBITMQ_DEFAULT_PASS", "the RabbitMQ admin password", "RabbitMQ 관리자 비밀번호"),
    ("MYSQL_ROOT_PASSWORD", "the MySQL root password", "MySQL root 비밀번호"),
    ("KEYSTORE_PASSWORD", "the Android release keystore password", "안드로이드 릴리스 키스토어 비밀번호"),
    ("GF_SECURITY_ADMIN_PASSWORD", "the Grafana admin password", "Grafana admin 비밀번호"),
    ("ELASTIC_PASSWORD", "the elastic superuser password", "elastic 슈퍼유저 비밀번호"),
    ("MINIO_ROOT_PASSWORD", "the MinIO root password", "MinIO root 비밀번호"),
    ("SFTP_PASSWORD", "the partner SFTP password", "제휴사 SFTP 비밀번호"),
    ("SPRING_DATASOURCE_PASSWORD", "the datasource password", "데이터소스 비밀번호"),
    ("JASYPT_ENCRYPTOR_PASSWORD", "the Jasypt master password", "Jasypt 마스터 비밀번호"),
    ("MAIL_PASSWORD", "the no-reply mailbox password", "no-reply 메일 계정 비밀번호"),
    ("MONGO_INITDB_ROOT_PASSWORD", "the Mongo root password", "Mongo root 비밀번호"),
    ("KAFKA_SASL_PASSWORD", "the Kafka SASL/PLAIN password", "Kafka SASL/PLAIN 비밀번호"),
    ("PFX_PASSWORD", "the code-signing certificate password", "코드 서명 인증서 비밀번호"),
    ("ADMIN_PASSWORD", "the admin console password", "관리자 콘솔 비밀번호"),
    ("CLICKHOUSE_PASSWORD", "the ClickHouse default user password", "ClickHouse default 계정 비밀번호"),
    ("AIRFLOW_ADMIN_PASSWORD", "the Airflow web admin password", "Airflow 웹 admin 비밀번호"),
]

P_PW = {
    "ctx_intro": {
        "en": ["I didn't know {what} is set in {file}, not in the secret store. The relevant lines:",
               "The {svc} container kept restarting with 'authentication failed'; I did not know {what} had changed. {file}:",
               "Missing context: {what} is shared by {svc} and the batch jobs. Found in {file}:",
               "I was not told that {file} overrides the Helm secret. It sets {what} directly:",
               "Had to find {what} for the {env} migration; it only exists here ({file}):"],
        "ko": ["{what_이} 시크릿 스토어가 아니라 {file}에 들어 있다는 걸 몰랐다. 해당 부분:",
               "{svc} 컨테이너가 'authentication failed'로 계속 재시작됐는데 {what_이} 바뀐 걸 몰랐음. {file} 내용:",
               "{what_은} {svc}와 배치 잡이 같이 쓴다는 맥락이 없었다. {file}에서 찾은 것:",
               "{file} 파일이 Helm 시크릿을 덮어쓴다는 걸 몰랐다. {what_을} 직접 넣고 있음:",
               "{env} 마이그레이션 때문에 {what_이} 필요했는데 여기({file})에만 있었다:"]},
    "ctx_plain": {
        "en": ["I didn't know which credentials {svc} uses for {what_short}, so the {env} deploy failed twice.",
               "The on-call note said 'DB auth broken' without saying that {what} had been rotated.",
               "Nobody had documented {what}; the only copy was in a config file on the old server."],
        "ko": ["{svc_이} {what_short}에 어떤 자격 증명을 쓰는지 몰라서 {env} 배포가 두 번 실패했다.",
               "온콜 메모에는 'DB 인증 깨짐'만 있고 {what_이} 교체됐다는 얘기는 없었다.",
               "{what_은} 문서화된 곳이 없고 옛 서버 설정 파일에만 남아 있었다."]},
    "lesson_intro": {
        "en": ["Working config after the fix:", "This is what {svc} needs in {env}:", "Set like this it connects:"],
        "ko": ["수정 후 동작하는 설정:", "{env}에서 {svc}에 필요한 값:", "이렇게 넣으니 접속됨:"]},
    "lesson_plain": {
        "en": ["{var} must be changed in both {file} and the running pods; the app does not reload it.",
               "Passwords with special characters must be quoted in {file}, otherwise the value is cut at '#'.",
               "After rotating {what}, restart {svc} and the cron workers, they keep old connections.",
               "{what} lives in {file} for now; moving it to the secret manager is tracked in {ticket}."],
        "ko": ["{var} 값은 {file} 파일과 실행 중인 파드 양쪽에서 바꿔야 한다. 앱이 다시 읽지 않음.",
               "특수문자가 들어간 비밀번호는 {file}에서 따옴표로 감싸야 한다. 안 그러면 '#'에서 잘린다.",
               "{what_을} 바꾼 뒤에는 {svc}와 크론 워커를 재시작해야 한다. 기존 커넥션을 계속 쓴다.",
               "{what_은} 당분간 {file}에 있고, 시크릿 매니저 이전은 {ticket}에서 진행 중."]},
    "after": {
        "en": ["^ this is the real value, {person} confirmed it works.", "(unchanged since {date})", "Same value is used in dev."],
        "ko": ["^ 실제 값이고 {person}님이 동작 확인함.", "({date} 이후로 안 바뀜)", "dev에서도 같은 값을 쓴다."]},
    "ask": {
        "en": ["Who can rotate {what}, and where should the new value be stored?",
               "Is it OK that {what} is identical in dev and {env}?",
               "Should {file} be removed from the repo history?"],
        "ko": ["{what_은} 누가 교체할 수 있고 새 값은 어디에 둬야 하나요?",
               "{what_이} dev와 {env}에서 똑같은데 괜찮은가요?",
               "{file} 파일을 저장소 히스토리에서 지워야 할까요?"]},
    "ask_val": {
        "en": ["Is '{val}' still {what}, or was it changed after {date}?",
               "Can I use {val} for the {env} migration tonight?"],
        "ko": ["'{val}' 이게 아직 {what} 맞나요? {date} 이후 바뀌었나요?",
               "오늘 밤 {env} 마이그레이션에 {val} 써도 되나요?"]},
    "inline": {
        "en": ["{person} told me {what} is {val} and that {svc} reads it from {var}.",
               "I didn't know {what}; {person} DM'd it to me: {val}",
               "The password for {what_short} turned out to be {val}, which is also what {file} contains."],
        "ko": ["{person}님이 {what_은} {val} 이고 {svc_은} {var}에서 읽는다고 알려줬다.",
               "{what_을} 몰랐는데 {person}님이 DM으로 알려줌: {val}",
               "{what_short} 비밀번호는 {val} 였고 {file}에도 같은 값이 있다."]},
    "split": {
        "en": ["{what}, as {person} gave it to me:", "Current value of {var}:", "{what} (next line):"],
        "ko": ["{person}님이 알려준 {what}:", "현재 {var} 값:", "{what} (다음 줄):"]},
}


def pw_ctx(lang, c, target, fmt_name):
    var, en, ko = target
    c = dict(c)
    c["var"] = var
    c["what"] = fmt(en if lang == "en" else ko, c)
    c["what_short"] = var.split("_")[0].capitalize() if lang == "en" else var.split("_")[0].capitalize()
    c["file"] = file_for(fmt_name, c) if fmt_name in FILES_BY_FMT else fmt_name
    return c


def t_password_config(lang):
    target = pick(PW_TARGETS)
    style, pw = password()
    pairs = [(target[0], pw)]
    if chance(0.6):
        user_var = target[0].replace("PASSWORD", "USER").replace("PASS", "USER")
        if user_var != target[0]:
            pairs.insert(0, (user_var, username()))
    if chance(0.4):
        pairs.insert(0, (target[0].split("_")[0] + "_HOST", pick(DB_HOSTS)))
    f = choose_format([v for _, v in pairs])
    c = pw_ctx(lang, ctx(lang), target, f)
    snippet = render_kv(pairs, f, c)
    fields, mode = assemble(lang, c, P_PW, snippet, pw)
    return note("password (%s) in %s [%s]" % (style, f, mode), fields, [pw])


ACCOUNTS = [
    ("VPN account of {person}", "{person}님 VPN 계정", "vpn"),
    ("shared QA test account", "QA 공용 테스트 계정", "qa"),
    ("NAS admin page", "NAS 관리자 페이지", "nas"),
    ("Jenkins admin", "Jenkins 관리자", "jenkins"),
    ("RDP local admin on the Windows jump host", "윈도우 점프 호스트 RDP 로컬 관리자", "rdp"),
    ("corporate bank certificate (공동인증서)", "법인 공동인증서", "cert"),
    ("App Store Connect team Apple ID", "App Store Connect 팀 Apple ID", "apple"),
    ("deploy SSH key", "배포용 SSH 키", "sshpass"),
    ("partner settlement zip file", "제휴사 정산 zip 파일", "zip"),
    ("office router admin", "사무실 공유기 관리자", "router"),
    ("staging admin console superuser", "스테이징 어드민 슈퍼유저", "console"),
    ("Google Workspace account of the ops mailbox", "운영 메일함 Google Workspace 계정", "gws"),
]

P_ACCT = {
    "en": {
        "mc": ["I couldn't get into the {acct} and nobody had written down the credentials.",
               "The task needed the {acct}, which I didn't have. {person} sent the login in {team}.",
               "I did not know that the {acct} is shared by the whole team; the login is kept in the wiki page '{page}'.",
               "Context I lacked: the nightly export is protected with the {acct} credentials."],
        "ls": ["The {acct} uses a local account, not SSO, so the usual login doesn't work.",
               "The credentials for the {acct} are shared; changing them locks out {person} as well.",
               "For the {acct} the login is case-sensitive and the account locks after 5 failures."],
        "ls_file": ["The {acct} password is not in the password manager; only {person} knew it.",
                    "Without the passphrase the {acct} is useless, so it must be stored next to it in the vault.",
                    "The {acct} password was set by the partner and cannot be changed on our side."],
        "ask": ["Is there a personal account for the {acct} so I don't use the shared one?",
                "Who should I ask when the {acct} password changes?",
                "Can the {acct} credentials move to the team password manager?", ""],
    },
    "ko": {
        "mc": ["{acct}에 접근이 안 됐는데 비밀번호를 적어둔 사람이 없었다.",
               "작업에 {acct} 접근이 필요했는데 나는 없었다. {person}님이 {team}에 로그인 정보를 올려줌.",
               "{acct_은} 팀 전체가 같이 쓰는 계정이고 로그인 정보는 위키 '{page}' 페이지에 있다는 걸 몰랐다.",
               "야간 익스포트 파일이 {acct} 자격 증명으로 보호된다는 맥락이 없었다."],
        "ls": ["{acct_은} SSO가 아니라 로컬 계정이라 평소 로그인으로는 안 된다.",
               "{acct_은} 공용이라 비밀번호를 바꾸면 {person}님도 잠긴다.",
               "{acct} 로그인은 대소문자를 구분하고 5회 실패하면 잠긴다."],
        "ls_file": ["{acct} 비밀번호는 비밀번호 관리자에 없고 {person}님만 알고 있었다.",
                    "패스프레이즈가 없으면 {acct_은} 쓸 수 없으니 볼트에 같이 보관해야 한다.",
                    "{acct} 비밀번호는 제휴사가 정한 거라 우리 쪽에서 못 바꾼다."],
        "ask": ["공용 계정 대신 쓸 개인 {acct} 계정이 있나요?",
                "{acct} 비밀번호가 바뀌면 누구에게 물어봐야 하나요?",
                "{acct} 자격 증명을 팀 비밀번호 관리자로 옮겨도 될까요?", ""],
    },
}


def account_line(lang, kind, user, pw):
    forms_en = ["id: {u} / pw: {p}", "login {u}, password {p}", "user: {u}\npass: {p}",
                "{u} / {p}", "username={u} password={p}", "| {u} | {p} | shared |"]
    forms_ko = ["아이디: {u} / 비번: {p}", "계정 {u} 비밀번호 {p}", "ID {u}\nPW {p}",
                "{u} / {p}", "로그인: {u}, 패스워드: {p}", "| {u} | {p} | 공용 |"]
    if kind in ("sshpass", "zip", "cert", "router"):
        forms_en = ["passphrase: {p}", "the password is {p}", "pw = {p}", "password: {p}"]
        forms_ko = ["패스프레이즈: {p}", "비밀번호는 {p}", "비번 {p}", "암호: {p}"]
    f = pick(forms_en if lang == "en" else forms_ko)
    return f.format(u=user, p=pw)


def t_password_account(lang):
    en, ko, kind = pick(ACCOUNTS)
    c = ctx(lang)
    c["acct"] = fmt(en if lang == "en" else ko, c)
    c["page"] = pick(["Accounts", "Onboarding", "운영 계정", "공용 계정 목록", "Infra/Logins"])
    style, pw = password()
    user = pick(["qa.tester01@acme.kr", "admin", "ops-shared", "minji.kim", "superuser", "root",
                 "acme-appstore@acme.kr", "ops@acme.kr", "administrator"])
    line = account_line(lang, kind, user, pw)
    P = dict(P_ACCT[lang])
    if kind in ("sshpass", "zip", "cert"):
        P["ls"] = P["ls_file"]
        P["ask"] = P["ask"][1:]
    r = R.random()
    if r < 0.4:
        mc = fmt(pick(P["mc"]), c) + "\n" + line
        ls = fmt(pick(P["ls"]), c)
        mode = "mc"
    elif r < 0.7:
        mc = fmt(pick(P["mc"]), c)
        ls = fmt(pick(P["ls"]), c) + "\n" + line
        mode = "lesson"
    elif r < 0.85:
        mc = fmt(pick(P["mc"]), c) + (" Login below." if lang == "en" else " 로그인 정보는 아래.")
        ls = line + "\n" + fmt(pick(P["ls"]), c)
        mode = "split"
    else:
        chat = "[%s] %s: %s" % (c["time"], c["person"], line.replace("\n", " "))
        mc = fmt(pick(P["mc"]), c) + "\n" + chat
        ls = fmt(pick(P["ls"]), c)
        mode = "chat"
    ask = fmt(pick(P["ask"]), c)
    if chance(0.15):
        ask = ("Is {p} still the current password for the {a}?" if lang == "en" else
               "{a} 비밀번호 아직 {p} 맞나요?").format(p=pw, a=c["acct"])
        mode += "+ask"
    return note("account password (%s) %s [%s]" % (style, kind, mode),
                {"missing_context": mc, "lesson": ls, "ask_next_time": ask}, [pw])

SHELL_SAFE = ALNUM + "-_.@%+=:,/"


def sq(pw):
    """shell-quote as a person would: bare when safe, else single quotes."""
    return pw if all(ch in SHELL_SAFE for ch in pw) else "'" + pw + "'"


def cmd_variants(pw, user, host, db):
    """list of (label, command, listed secrets) for one password."""
    enc = pct(pw)
    out = [
        ("mysql -p attached", "mysql -h %s -u %s -p%s %s" % (host, user, sq(pw), db), [pw]),
        ("mysql --password=", "mysql --host=%s --user=%s --password=%s -e 'show processlist'" % (host, user, sq(pw)), [pw]),
        ("mysqldump -p attached", "mysqldump -u%s -p%s --single-transaction %s > /backup/%s.sql" % (user, sq(pw), db, db), [pw]),
        ("PGPASSWORD env prefix", "PGPASSWORD='%s' psql -h %s -U %s -d %s -c '\\dt'" % (pw, host, user, db), [pw]),
        ("pg_dump URI", 'pg_dump "postgresql://%s:%s@%s:5432/%s" -Fc -f %s.dump' % (user, enc, host, db, db), [enc]),
        ("psql keyword DSN", "psql \"host=%s port=5432 dbname=%s user=%s password=%s sslmode=require\"" % (host, db, user, pw), [pw]),
        ("redis-cli -a", "redis-cli -h %s -p 6379 -a %s --no-auth-warning info replication" % (host, sq(pw)), [pw]),
        ("redis-cli -u URL", "redis-cli -u redis://default:%s@%s:6379/0 ping" % (enc, host), [enc]),
        ("mongosh --password", "mongosh --host %s --username %s --password %s --authenticationDatabase admin" % (host, user, sq(pw)), [pw]),
        ("sshpass -p", "sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s" % (sq(pw), user, host), [pw]),
        ("curl -u user:pass", "curl -u %s:%s https://%s/api/health" % (user, sq(pw), pick(["nexus.acme.kr", "jenkins.internal", "es.acme.io:9200"])), [pw]),
        ("wget --password", "wget --user=%s --password=%s https://files.acme.kr/exports/daily.csv.gz" % (user, sq(pw)), [pw]),
        ("docker login -p", "docker login registry.acme.kr -u %s -p %s" % (user, sq(pw)), [pw]),
        ("echo | docker login --password-stdin", "echo %s | docker login harbor.acme.kr --username %s --password-stdin" % (sq(pw), user), [pw]),
        ("htpasswd -b positional", "htpasswd -bc /etc/nginx/.htpasswd %s %s" % (user, sq(pw)), [pw]),
        ("rabbitmqctl add_user positional", "rabbitmqctl add_user %s %s && rabbitmqctl set_user_tags %s administrator" % (user, sq(pw), user), [pw]),
        ("smbclient -U user%pass", "smbclient //fs01/settlement -U '%s%%%s' -c 'ls'" % (user, pw), [pw]),
        ("ldapsearch -w", "ldapsearch -x -H ldap://ldap.acme.kr -D 'cn=%s,dc=acme,dc=kr' -w %s -b 'ou=people,dc=acme,dc=kr'" % (user, sq(pw)), [pw]),
        ("keytool -storepass", "keytool -list -v -keystore release.jks -storepass %s -alias upload" % sq(pw), [pw]),
        ("openssl -passout pass:", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % sq(pw), [pw]),
        ("zip -P", "zip -P %s -r settlement_%s.zip out/" % (sq(pw), pick(["202411", "202412", "202501"])), [pw]),
        ("7z -p attached", "7z a -p%s -mhe=on backup.7z ./dump" % sq(pw), [pw]),
        ("sqlcmd -P", "sqlcmd -S %s -U sa -P %s -Q \"SELECT @@VERSION\"" % (host, sq(pw)), [pw]),
        ("kubectl --from-literal", "kubectl -n %s create secret generic db-cred --from-literal=username=%s --from-literal=password=%s" % (pick(ENVS), user, sq(pw)), [pw]),
        ("git clone user:pass URL", "git clone https://%s:%s@git.acme.kr/platform/infra.git" % (user, enc), [enc]),
        ("lftp -u user,pass", "lftp -u %s,%s sftp://sftp.partner.co.kr" % (user, sq(pw)), [pw]),
        ("vault login userpass", "vault login -method=userpass username=%s password=%s" % (user, sq(pw)), [pw]),
        ("sqlplus user/pass@", "sqlplus %s/%s@//%s:1521/ORCLPDB1" % (user, sq(pw), host), [pw]),
        ("ansible -e become pass", "ansible-playbook site.yml -i inventory/%s -e 'ansible_become_pass=%s'" % (pick(ENVS), pw), [pw]),
        ("mc alias set positional", "mc alias set minio http://%s:9000 %s %s" % (host, user, sq(pw)), [pw]),
        ("net use positional", "net use \\\\fs01\\share /user:ACME\\%s %s" % (user, pw), [pw]),
        ("java -D system property", "java -Dspring.datasource.password=%s -jar app.jar" % sq(pw), [pw]),
        ("helm --set", "helm upgrade --install %s ./chart --set postgresql.auth.password=%s" % (pick(SERVICES), sq(pw)), [pw]),
        ("expect send", "expect -c 'spawn ssh %s@%s; expect \"password:\"; send \"%s\\r\"; interact'" % (user, host, pw), [pw]),
    ]
    return out


P_CMD = {
    "ctx": {
        "en": ["I didn't know how the {env} backup job authenticates; the cron entry on the host is:",
               "I was missing the command {person} uses to check the replica. From their shell history:",
               "The runbook step '{step}' had no credentials in it, so I copied the command from the old ticket {ticket}:",
               "I had no idea the deploy script calls this directly with the password on the command line:"],
        "ko": ["{env} 백업 잡이 어떻게 인증하는지 몰랐다. 호스트의 크론 항목:",
               "{person}님이 레플리카 확인할 때 쓰는 명령을 몰랐다. 셸 히스토리에서:",
               "런북의 '{step}' 단계에 자격 증명이 없어서 예전 티켓 {ticket}에서 명령을 복사했다:",
               "배포 스크립트가 비밀번호를 커맨드라인에 넣어서 바로 호출하는 줄 몰랐다:"]},
    "ctx_plain": {
        "en": ["I didn't know the {step} step needs a password at all; it failed in CI with 'Access denied'.",
               "The task was to automate '{step}', which until now {person} ran by hand."],
        "ko": ["'{step}' 단계에 비밀번호가 필요한 줄 몰랐다. CI에서 'Access denied'로 실패했다.",
               "지금까지 {person}님이 수동으로 하던 '{step}' 작업을 자동화하는 게 과제였다."]},
    "lesson": {
        "en": ["Passwords on the command line end up in shell history and `ps`; use an option file or env var instead.",
               "The command works, but the password is visible to every user on the host via /proc.",
               "The tool reads the password from the flag only; there is no prompt in non-interactive mode.",
               "Quote the password, the special characters otherwise break the command."],
        "ko": ["커맨드라인 비밀번호는 셸 히스토리와 `ps`에 남는다. 옵션 파일이나 환경 변수를 쓸 것.",
               "명령은 동작하지만 /proc을 통해 호스트의 모든 사용자가 비밀번호를 볼 수 있다.",
               "이 도구는 비대화형 모드에서 프롬프트 없이 플래그로만 비밀번호를 받는다.",
               "특수문자 때문에 비밀번호를 따옴표로 감싸야 명령이 깨지지 않는다."]},
    "lesson_intro": {
        "en": ["The command that worked:", "Working invocation:", "What I ended up running:"],
        "ko": ["동작한 명령:", "성공한 실행 방법:", "결국 실행한 명령:"]},
    "ask": {
        "en": ["Is there a service account for '{step}' so the personal password is not needed?",
               "Can '{step}' read the password from a file mounted by the secret manager?",
               "Should I rotate this password since it was in shell history?", ""],
        "ko": ["'{step}'용 서비스 계정이 있어서 개인 비밀번호를 안 써도 되나요?",
               "'{step}'에서 시크릿 매니저가 마운트한 파일로 비밀번호를 읽게 해도 될까요?",
               "셸 히스토리에 남았으니 이 비밀번호를 교체해야 할까요?", ""]},
}

STEPS_EN = ["restore staging DB", "nightly dump", "check replica lag", "rotate certs", "sync partner files",
            "create RabbitMQ user", "export settlement", "build release APK"]
STEPS_KO = ["스테이징 DB 복원", "야간 덤프", "레플리카 지연 확인", "인증서 교체", "제휴사 파일 동기화",
            "RabbitMQ 사용자 생성", "정산 파일 익스포트", "릴리스 APK 빌드"]


def t_password_cmd(lang):
    style, pw = password()
    user, host, db = username(), pick(DB_HOSTS), pick(DB_NAMES)
    label, cmd, secrets = pick(cmd_variants(pw, user, host, db))
    if "positional" in label and "'" in cmd and "'" in pw:
        raise Retry()
    c = ctx(lang)
    c["step"] = pick(STEPS_EN if lang == "en" else STEPS_KO)
    prompt = pick(["$ ", "", "# ", "deploy@%s:~$ " % pick(["bastion", "batch-01", "ip-10-0-1-23"])])
    if chance(0.25):
        cmd = "%d  %s" % (R.randrange(100, 2000), cmd)  # shell history line
        prompt = ""
    snippet = prompt + cmd
    r = R.random()
    if r < 0.45:
        mc = fmt(pick(P_CMD["ctx"][lang]), c) + "\n" + snippet
        ls = fmt(pick(P_CMD["lesson"][lang]), c)
        mode = "mc"
    elif r < 0.85:
        mc = fmt(pick(P_CMD["ctx_plain"][lang]), c)
        ls = fmt(pick(P_CMD["lesson_intro"][lang]), c) + "\n" + snippet + "\n" + fmt(pick(P_CMD["lesson"][lang]), c)
        mode = "lesson"
    else:
        mc = fmt(pick(P_CMD["ctx_plain"][lang]), c)
        ls = fmt(pick(P_CMD["lesson"][lang]), c)
        ask = ("Next time, can I just run `%s` or is there a safer way?" if lang == "en" else
               "다음에도 `%s` 이렇게 실행하면 되나요, 더 안전한 방법이 있나요?") % cmd
        return note("password in command: %s (%s) [ask]" % (label, style),
                    {"missing_context": mc, "lesson": ls, "ask_next_time": ask}, secrets)
    ask = fmt(pick(P_CMD["ask"][lang]), c)
    return note("password in command: %s (%s) [%s]" % (label, style, mode),
                {"missing_context": mc, "lesson": ls, "ask_next_time": ask}, secrets)

# --------------------------------------------------------------------------
# SECRET templates, part C: connection strings, SQL, sudo, HTTP auth, app keys
# --------------------------------------------------------------------------
def conn_variants(pw, user, host, db):
    """(label, env var, connection string, listed secrets)"""
    enc = pct(pw)
    plain_ok = not any(ch in pw for ch in ";={}")
    out = [
        ("postgres URL", "DATABASE_URL", "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (user, enc, host, db), [enc]),
        ("sqlalchemy mysql URL", "SQLALCHEMY_DATABASE_URI", "mysql+pymysql://%s:%s@%s:3306/%s?charset=utf8mb4" % (user, enc, host, db), [enc]),
        ("mongodb+srv URL", "MONGODB_URI", "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (user, enc, rs(LOWNUM, 5), db), [enc]),
        ("redis URL", "REDIS_URL", "rediss://default:%s@%s:6380/0" % (enc, pick(["redis-prod.internal", "cache.acme.kr", host])), [enc]),
        ("amqp URL", "CELERY_BROKER_URL", "amqp://%s:%s@rabbitmq.%s.svc:5672/%s" % (user, enc, pick(ENVS), db), [enc]),
        ("jdbc postgres password param", "SPRING_DATASOURCE_URL", "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (host, db, user, enc), [enc]),
        ("jdbc mysql password param", "JDBC_URL", "jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=false&serverTimezone=Asia/Seoul" % (host, db, user, enc), [enc]),
        ("smtp URL", "EMAIL_URL", "smtp+tls://%s:%s@smtp.%s:587" % (pick(["noreply%40acme.kr", "apikey", user]), enc, pick(["gmail.com", "office365.com", "worksmobile.com"])), [enc]),
        ("elasticsearch URL", "ELASTICSEARCH_URL", "https://elastic:%s@es-%s.acme.kr:9200" % (enc, pick(ENVS)), [enc]),
        ("clickhouse URL", "CLICKHOUSE_DSN", "clickhouse://%s:%s@%s:9000/%s?secure=true" % (user, enc, host, db), [enc]),
        ("neo4j URL", "NEO4J_URI", "neo4j+s://neo4j:%s@%s.databases.neo4j.io" % (enc, rs(HEX, 8)), [enc]),
        ("snowflake URL", "SNOWFLAKE_URL", "snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=COMPUTE_WH" % (user, enc, rs(UP, 7), rs(UPNUM, 7), db.upper()), [enc]),
        ("ftp URL", "PARTNER_FTP_URL", "ftp://%s:%s@ftp.partner.co.kr/outbound/" % (user, enc), [enc]),
    ]
    if plain_ok:
        out += [
            ("ADO.NET connection string", "ConnectionStrings__Default",
             "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (rs(LOWNUM, 8), db, user, pw), [pw]),
            ("ODBC connection string", "ODBC_CONN",
             "DRIVER={ODBC Driver 18 for SQL Server};SERVER=%s;DATABASE=%s;UID=%s;PWD=%s;TrustServerCertificate=yes" % (host, db, user, pw), [pw]),
            ("Npgsql connection string", "ConnectionStrings__Postgres",
             "Host=%s;Port=5432;Database=%s;Username=%s;Password=%s;SSL Mode=Require" % (host, db, user, pw), [pw]),
            ("Kafka JAAS config", "KAFKA_SASL_JAAS_CONFIG",
             'org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (user, pw), [pw]),
        ]
    return out


P_CONN = {
    "ctx_intro": {
        "en": ["I didn't know {svc} builds its DB connection from a single {var}; it is set in {file}:",
               "The {env} outage was a wrong {var}. This is what was deployed ({file}):",
               "I was missing that the worker uses a different broker user than the API. {file}:",
               "Took me a while to find where the connection string comes from. {file}:"],
        "ko": ["{svc_이} DB 연결을 {var} 하나로 만든다는 걸 몰랐다. {file}에 설정돼 있음:",
               "{env} 장애 원인은 잘못된 {var} 값이었다. 배포돼 있던 내용({file}):",
               "워커가 API와 다른 브로커 계정을 쓴다는 걸 몰랐다. {file}:",
               "연결 문자열이 어디서 오는지 찾는 데 한참 걸렸다. {file}:"]},
    "ctx_plain": {
        "en": ["I didn't know where {svc} gets its database credentials in {env}.",
               "Nobody told me {svc} was moved to the new cluster, so my connection kept timing out.",
               "The migration script failed with 'password authentication failed' and I didn't know the right DSN."],
        "ko": ["{env}에서 {svc_이} DB 자격 증명을 어디서 가져오는지 몰랐다.",
               "{svc_이} 새 클러스터로 옮겨졌다는 걸 몰라서 연결이 계속 타임아웃 났다.",
               "마이그레이션 스크립트가 'password authentication failed'로 실패했는데 올바른 DSN을 몰랐다."]},
    "lesson_intro": {
        "en": ["The DSN that works:", "Correct value:", "After the fix {file} has:"],
        "ko": ["동작하는 DSN:", "올바른 값:", "수정 후 {file} 내용:"]},
    "lesson_plain": {
        "en": ["Special characters in the password must be percent-encoded in the URL form, otherwise the driver misparses the host.",
               "{var} overrides the separate host/user/password variables when both are set.",
               "The pooler closes idle connections after 10 minutes, so {svc} needs keepalive on.",
               "Rotating the DB password means updating {var} everywhere it is copied, including the cron host."],
        "ko": ["URL 형식에서는 비밀번호의 특수문자를 퍼센트 인코딩해야 한다. 안 그러면 드라이버가 호스트를 잘못 파싱한다.",
               "{var} 값이 있으면 개별 host/user/password 변수보다 우선한다.",
               "커넥션 풀러가 10분 유휴 커넥션을 끊으므로 {svc}에 keepalive가 필요하다.",
               "DB 비밀번호를 바꾸면 크론 호스트까지 {var} 값이 복사된 곳을 전부 고쳐야 한다."]},
    "after": {"en": ["^ copied from {file}.", "(this is prod, not a sample)", "Same string is in the cron host's crontab."],
              "ko": ["^ {file}에서 복사.", "(샘플이 아니라 운영 값임)", "크론 호스트의 crontab에도 같은 문자열이 있다."]},
    "ask": {"en": ["Which user should {svc} use in {env}, the owner or the read-write role?",
                   "Can {var} be injected from the secret manager instead of {file}?", ""],
            "ko": ["{env}에서 {svc_은} owner 계정과 read-write 롤 중 뭘 써야 하나요?",
                   "{var} 값을 {file} 대신 시크릿 매니저에서 주입해도 되나요?", ""]},
    "ask_val": {"en": ["Is the password part of the DSN ({val}) still current after the rotation on {date}?"],
                "ko": ["{date} 교체 이후에도 DSN의 비밀번호 부분({val})이 유효한가요?"]},
    "inline": {"en": ["{person} said the {env} DB password is {val} and that {svc} reads the whole DSN from {var}."],
               "ko": ["{person}님 말로는 {env} DB 비밀번호는 {val} 이고 {svc_은} DSN 전체를 {var}에서 읽는다."]},
    "split": {"en": ["DB password for {env} ({person}):"], "ko": ["{env} DB 비밀번호({person}님 전달):"]},
}


def t_connstring(lang):
    style, pw = password()
    user, host, db = username(), pick(DB_HOSTS), pick(DB_NAMES)
    label, var, cs, secrets = pick(conn_variants(pw, user, host, db))
    c = ctx(lang)
    c["var"] = var
    r = R.random()
    if r < 0.6:
        f = choose_format([cs], ["dotenv", "yaml", "json", "k8s_secret", "compose", "toml", "properties",
                                 "python", "js", "helm", "systemd", "export", "log", "diff", "table"])
        c["file"] = file_for(f, c)
        snippet = render_kv([(var, cs)], f, c)
    elif r < 0.8:
        f = "log"
        c["file"] = pick(["the worker log", "the pod log"]) if lang == "en" else pick(["워커 로그", "파드 로그"])
        logger = ("HikariPool-1" if cs.startswith("jdbc") else "celery.worker" if cs.startswith("amqp") else
                  "pymongo.pool" if cs.startswith("mongodb") else "redis.connection" if cs.startswith("redis") else
                  "Microsoft.Data.SqlClient" if ("Server=" in cs or "SERVER=" in cs) else
                  "kafka.consumer" if "Kafka" in cs or "PlainLoginModule" in cs else
                  pick(["sqlalchemy.pool", "prisma:engine", "app.db"]))
        snippet = "%s ERROR %s: could not connect to %s (%s)" % (
            c["ts"], logger, cs,
            pick(["timeout expired", "connection refused", "FATAL: password authentication failed"]))
    else:
        f = "code"
        c["file"] = file_for("python", c)
        snippet = pick(['engine = create_engine("%s", pool_pre_ping=True)',
                        'client = MongoClient("%s")', 'conn = psycopg.connect("%s")',
                        'app.config["SQLALCHEMY_DATABASE_URI"] = "%s"']) % cs
    val = secrets[0] if chance(0.3) else None
    if val is not None and val != pw:
        val = None
    fields, mode = assemble(lang, c, P_CONN, snippet, val)
    return note("connection string: %s (%s) in %s [%s]" % (label, style, f, mode), fields, secrets)


def t_sql_password(lang):
    style, pw = password()
    user = username()
    stmt = pick([
        "CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT, INSERT, UPDATE ON %s.* TO '%s'@'%%';" % (user, pw, pick(DB_NAMES), user),
        "ALTER USER %s WITH PASSWORD '%s';" % (user, pw),
        "CREATE ROLE %s LOGIN PASSWORD '%s' VALID UNTIL '2026-01-01';" % (user, pw),
        "ALTER USER '%s'@'localhost' IDENTIFIED WITH mysql_native_password BY '%s';" % (user, pw),
        "CREATE LOGIN [%s] WITH PASSWORD = N'%s', CHECK_POLICY = OFF;" % (user, pw),
        "db.createUser({ user: \"%s\", pwd: \"%s\", roles: [ { role: \"readWrite\", db: \"%s\" } ] })" % (user, pw, pick(DB_NAMES)),
    ])
    c = ctx(lang)
    c["user"] = user
    if lang == "en":
        mc = pick(["I didn't know the {user} account had to be created by hand on the new {env} instance. The migration note from {person} has:",
                   "Context missing: the app user is not created by Flyway; {person} runs this manually:",
                   "I couldn't find how the {user} login was provisioned. It is in V1__init.sql:"])
        ls = pick(["The statement must be run on the primary; replicas reject it.",
                   "Because the password is in the migration file it is now in git history too.",
                   "After creating the user, FLUSH PRIVILEGES / reconnect, otherwise the app still gets 'access denied'."])
        ask = pick(["Can the {user} password be set from a variable instead of the SQL file?",
                    "Who else has the {user} password?", ""])
    else:
        mc = pick(["새 {env} 인스턴스에서 {user} 계정을 수동으로 만들어야 하는 줄 몰랐다. {person}님 마이그레이션 메모:",
                   "앱 계정은 Flyway가 아니라 {person}님이 수동으로 만든다는 맥락이 없었다:",
                   "{user} 로그인이 어떻게 만들어졌는지 찾을 수 없었는데 V1__init.sql에 있었다:"])
        ls = pick(["이 구문은 프라이머리에서 실행해야 한다. 레플리카는 거부함.",
                   "비밀번호가 마이그레이션 파일에 있어서 이제 git 히스토리에도 남았다.",
                   "사용자를 만든 뒤 재접속해야 앱이 'access denied'를 안 받는다."])
        ask = pick(["{user} 비밀번호를 SQL 파일 대신 변수로 넣을 수 있나요?", "{user} 비밀번호를 아는 사람이 또 있나요?", ""])
    if chance(0.5):
        fields = {"missing_context": fmt(mc, c) + "\n" + stmt, "lesson": fmt(ls, c), "ask_next_time": fmt(ask, c)}
        mode = "mc"
    else:
        fields = {"missing_context": fmt(mc, c).rstrip(":") + ".", "lesson": fmt(ls, c) + "\n" + stmt,
                  "ask_next_time": fmt(ask, c)}
        mode = "lesson"
    return note("password in SQL statement (%s) [%s]" % (style, mode), fields, [pw])


def t_ssh_sudo(lang):
    style, pw = password()
    host = pick(["bastion-01", "batch-02.internal", "10.0.4.21", "web-kr-3", "gpu-box"])
    user = pick(["deploy", "ubuntu", "ec2-user", "admin", "ops"])
    r = R.random()
    if r < 0.3:
        style2, pw2 = password()
        snippet = "[%s]\n%s ansible_user=%s ansible_ssh_pass=%s ansible_become_pass=%s" % (
            pick(["web", "batch", "db"]), host, user, pw, pw2)
        secrets, label = [pw, pw2], "ansible inventory ssh+become pass"
    elif r < 0.55:
        snippet = "[sudo] password for %s: %s" % (user, pw)
        secrets, label = [pw], "sudo prompt pasted with password"
    elif r < 0.8:
        snippet = "echo '%s' | sudo -S systemctl restart %s" % (pw, pick(SERVICES))
        secrets, label = [pw], "sudo -S via echo"
    else:
        snippet = "Host %s\n  HostName %s\n  User %s\n# password: %s  (key auth not set up yet)" % (
            host, pick(DB_HOSTS), user, pw)
        secrets, label = [pw], "ssh config comment"
    c = ctx(lang)
    c["host"] = host
    if lang == "en":
        mc = pick(["I didn't know {host} still uses password auth for sudo.",
                   "Nobody told me the restart on {host} needs sudo and there is no NOPASSWD rule.",
                   "The deploy to {host} hung waiting for a sudo password."])
        ls = pick(["This is what the team has been using:", "Found in the ops repo:", "The way it is done today:"])
        tail = pick(["This should become key auth plus a NOPASSWD rule for systemctl.",
                     "The same password works on all hosts of the group.", ""])
        ask = pick(["Can I get a sudoers rule for the deploy user on {host}?", "Is password auth on {host} going away?", ""])
    else:
        mc = pick(["{host}에서 아직 sudo에 비밀번호 인증을 쓰는 줄 몰랐다.",
                   "{host} 재시작에 sudo가 필요하고 NOPASSWD 규칙이 없다는 걸 아무도 말해주지 않았다.",
                   "{host} 배포가 sudo 비밀번호 입력 대기에서 멈췄다."])
        ls = pick(["팀에서 지금까지 쓰던 방식:", "ops 저장소에서 찾은 것:", "현재 하는 방법:"])
        tail = pick(["키 인증 + systemctl NOPASSWD 규칙으로 바꿔야 한다.", "그룹의 모든 호스트에서 같은 비밀번호가 먹힌다.", ""])
        ask = pick(["{host}의 deploy 사용자에 sudoers 규칙을 추가해도 될까요?", "{host} 비밀번호 인증은 없어질 예정인가요?", ""])
    fields = {"missing_context": fmt(mc, c), "lesson": fmt(ls, c) + "\n" + snippet + ("\n" + tail if tail else ""),
              "ask_next_time": fmt(ask, c)}
    return note("password for ssh/sudo: %s (%s)" % (label, style), fields, secrets)

INTERNAL_APIS = ["api.internal.acme.kr", "partner-gw.acme.co.kr", "admin-api.staging.acme.io",
                 "settlement.partner.co.kr", "10.10.2.15:8443", "legacy-erp.acme.local"]


def t_http_auth(lang):
    c = ctx(lang)
    host = pick(INTERNAL_APIS)
    path = pick(["/v1/orders?since=2024-11-01", "/api/settlement/daily", "/admin/users/export",
                 "/v2/shipments/track", "/internal/reindex", "/api/v1/coupons/bulk"])
    r = R.random()
    if r < 0.3:
        user = pick(["partner_kr", "erp-sync", "admin", "batch", "acme"])
        _, pw = password()
        blob = basic_blob(user, pw)
        hdr = "Authorization: Basic " + blob
        secrets, label = [blob], "Basic header"
        if chance(0.3):
            extra = ("(decodes to %s:%s)" % (user, pw)) if lang == "en" else ("(디코딩하면 %s:%s)" % (user, pw))
            secrets.append(pw)
        else:
            extra = ""
    elif r < 0.55:
        t = now_ts()
        tok = jwt_token({"sub": str(R.randrange(10 ** 4, 10 ** 7)), "role": pick(["admin", "partner", "service"]),
                         "iss": "https://auth.acme.kr", "iat": t, "exp": t + pick([3600, 86400, 2592000])},
                        alg=pick(["HS256", "RS256"]))
        hdr = "Authorization: Bearer " + tok
        secrets, label, extra = [tok], "Bearer JWT", ""
    elif r < 0.8:
        key = pick([rs(ALNUM, 32), rs(HEX, 40), uuid4(), "ak_" + rs(ALNUM, 30), rs(B64URL, 43)])
        hn = pick(["X-API-Key", "X-Api-Key", "x-partner-key", "X-Auth-Token", "apikey", "X-Internal-Token"])
        hdr = "%s: %s" % (hn, key)
        secrets, label, extra = [key], "API key header " + hn, ""
    else:
        name, val = session_cookie()
        hdr = "Cookie: %s=%s; lang=%s; _ga=GA1.1.%s.%s" % (name, val, pick(["ko", "en", "ja"]),
                                                         digits(9), digits(10))
        secrets, label, extra = [val], "session cookie " + name, ""
    style = R.random()
    if style < 0.4:
        snippet = "curl -sS '%s' \\\n  -H '%s' \\\n  -H 'Accept: application/json'" % ("https://" + host + path, hdr)
    elif style < 0.75:
        snippet = "GET %s HTTP/1.1\nHost: %s\n%s\nUser-Agent: %s" % (path, host, hdr, pick(
            ["okhttp/4.12.0", "python-requests/2.32.3", "PostmanRuntime/7.39.0", "Go-http-client/2.0"]))
    else:
        snippet = "# copied from Chrome DevTools > Network > Copy as cURL\ncurl '%s' -H '%s' --compressed" % (
            "https://" + host + path, hdr)
    if extra:
        snippet += "\n" + extra
    if lang == "en":
        mc = pick(["I didn't know {host} needs auth even from inside the VPC; the request {person} used:",
                   "The partner endpoint returned 401 and I had no working request to compare with. {person} sent this:",
                   "I lacked a known-good request for {host}. From the HAR file:"])
        ls = pick(["The gateway checks the header before routing, so a missing header is 401, not 404.",
                   "That credential belongs to {person}'s session; a service account should replace it.",
                   "The token expires, so the request has to be refreshed rather than copied."])
        ask = pick(["Is there a service credential for {host} so I don't reuse a personal one?",
                    "How long is this credential valid?", "Can I get my own login for {host}?", ""])
    else:
        mc = pick(["VPC 안에서도 {host}에 인증이 필요한 줄 몰랐다. {person}님이 쓰던 요청:",
                   "제휴사 엔드포인트가 401을 줬는데 비교할 정상 요청이 없었다. {person}님이 보내준 것:",
                   "{host}에 대한 정상 요청 예시가 없었다. HAR 파일에서:"])
        ls = pick(["게이트웨이가 라우팅 전에 헤더를 검사하므로 헤더가 없으면 404가 아니라 401이다.",
                   "이 자격 증명은 {person}님 세션 것이라 서비스 계정으로 바꿔야 한다.",
                   "토큰이 만료되므로 요청을 복사하지 말고 새로 발급받아야 한다."])
        ask = pick(["개인 자격 증명 말고 {host}용 서비스 자격 증명이 있나요?", "이 자격 증명 유효 기간이 얼마나 되나요?",
                    "{host} 로그인을 따로 받을 수 있을까요?", ""])
    c["host"] = host
    if chance(0.5):
        fields = {"missing_context": fmt(mc, c) + "\n" + snippet, "lesson": fmt(ls, c), "ask_next_time": fmt(ask, c)}
        mode = "mc"
    else:
        tail = " (request below)" if lang == "en" else " (요청은 아래)"
        fields = {"missing_context": fmt(mc, c).rstrip(":").rstrip() + tail, "lesson": fmt(ls, c) + "\n" + snippet,
                  "ask_next_time": fmt(ask, c)}
        mode = "lesson"
    return note("HTTP auth: %s [%s]" % (label, mode), fields, secrets)


def app_secret_value():
    r = R.random()
    if r < 0.2:
        return "DJANGO_SECRET_KEY", "".join(pick(LO + DIG + "!@#%^&*(-_=+)") for _ in range(50)), "Django SECRET_KEY"
    if r < 0.35:
        return "SECRET_KEY_BASE", rs(HEX, 128), "Rails secret_key_base"
    if r < 0.5:
        return "APP_KEY", "base64:" + b64(rbytes(32)), "Laravel APP_KEY"
    if r < 0.65:
        return "JWT_SECRET", pick([rs(HEX, 64), rs(ALNUM, 48), b64(rbytes(48))]), "JWT signing secret"
    if r < 0.75:
        return "NEXTAUTH_SECRET", b64(rbytes(32)), "NextAuth secret"
    if r < 0.85:
        return "FERNET_KEY", base64.urlsafe_b64encode(rbytes(32)).decode(), "Fernet key"
    if r < 0.93:
        return "SESSION_SECRET", rs(ALNUM + "-_", 40), "express-session secret"
    return "AES_KEY_HEX", rs(HEX, 64), "AES-256 data key"


P_APPKEY = {
    "ctx_intro": {
        "en": ["All sessions were invalidated after the {env} deploy; I didn't know the {label} differs per environment. {file}:",
               "I was missing that the {label} of {svc} is hard-coded, not generated. From {file}:",
               "Tokens issued by {svc} didn't validate in the gateway because the {label} didn't match. {file} has:"],
        "ko": ["{env} 배포 후 세션이 전부 끊겼는데 {label_이} 환경마다 다르다는 걸 몰랐다. {file}:",
               "{svc}의 {label_이} 생성되는 게 아니라 하드코딩돼 있다는 걸 몰랐다. {file}에서:",
               "{label_이} 달라서 {svc}가 발급한 토큰이 게이트웨이에서 검증되지 않았다. {file} 내용:"]},
    "ctx_plain": {
        "en": ["I didn't know {svc} signs its cookies with a static {label}.", "Login broke for everyone after I regenerated the {label} of {svc}."],
        "ko": ["{svc_이} 고정된 {label}로 쿠키를 서명한다는 걸 몰랐다.", "{svc}의 {label_을} 다시 생성했더니 모든 사용자 로그인이 깨졌다."]},
    "lesson_intro": {"en": ["Value both services must share:", "Restored value:"], "ko": ["두 서비스가 공유해야 하는 값:", "복구한 값:"]},
    "lesson_plain": {
        "en": ["Changing the {label} logs every user out and invalidates encrypted fields, so it needs a migration plan.",
               "The {label} must be identical on all replicas of {svc}, otherwise requests fail at random.",
               "{var} should come from the secret store; the value in {file} is the real one."],
        "ko": ["{label_을} 바꾸면 모든 사용자가 로그아웃되고 암호화 필드도 못 읽으므로 마이그레이션 계획이 필요하다.",
               "{label_은} {svc}의 모든 레플리카에서 같아야 한다. 아니면 요청이 랜덤하게 실패한다.",
               "{var} 값은 시크릿 스토어에서 와야 한다. {file}에 있는 값이 실제 값임."]},
    "after": {"en": ["^ real value, not a sample."], "ko": ["^ 샘플 아닌 실제 값."]},
    "ask": {"en": ["Who owns the {label} of {svc}, and is there a rotation procedure?", ""],
            "ko": ["{svc}의 {label} 관리 담당은 누구고 교체 절차가 있나요?", ""]},
    "ask_val": {"en": ["Is {val} the {label} used in {env} as well?"], "ko": ["{env}에서도 {label_이} {val} 인가요?"]},
    "inline": {"en": ["{person} said the {label} for {svc} is {val} in every environment."],
               "ko": ["{person}님 말로는 {svc}의 {label_은} 모든 환경에서 {val} 이다."]},
    "split": {"en": ["{label} currently deployed:"], "ko": ["현재 배포된 {label}:"]},
}


def t_app_secret(lang):
    var, val, label = app_secret_value()
    listed = val[len("base64:"):] if val.startswith("base64:") else val
    f = choose_format([val], ["dotenv", "yaml", "json", "k8s_secret", "python", "ruby", "php", "toml",
                              "helm", "export", "properties", "ts", "go"])
    c = ctx(lang)
    c.update({"var": var, "label": label, "file": file_for(f, c)})
    snippet = render_kv([(var, val)], f, c)
    fields, mode = assemble(lang, c, P_APPKEY, snippet, listed if listed == val else None)
    return note("application secret: %s in %s [%s]" % (label, f, mode), fields, [listed])

# --------------------------------------------------------------------------
# SECRET templates, part D: signed URLs, keys, codes, Wi-Fi, webhooks
# --------------------------------------------------------------------------
def amz_date():
    d = pick(DATES).replace("-", "")
    return d, "%sT%02d%02d%02dZ" % (d, R.randrange(24), R.randrange(60), R.randrange(60))


def signed_url():
    """(label, url, listed secrets)"""
    r = R.random()
    if r < 0.35:
        d, dt = amz_date()
        ak = "AKIA" + rs(B32, 16)
        sig = rs(HEX, 64)
        bucket = pick(["acme-exports", "kr-settlement-prod", "media-origin-jp", "backup-archive"])
        key = pick(["reports/2024/11/daily.csv", "invoices/INV-20241127.pdf", "dump/orders.sql.gz", "videos/intro.mp4"])
        url = ("https://%s.s3.ap-northeast-2.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256"
               "&X-Amz-Credential=%s%%2F%s%%2Fap-northeast-2%%2Fs3%%2Faws4_request&X-Amz-Date=%s"
               "&X-Amz-Expires=%d&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % (
                   bucket, key, ak, d, dt, pick([900, 3600, 86400, 604800]), sig))
        return "S3 presigned URL", url, [ak, sig]
    if r < 0.5:
        d, dt = amz_date()
        ak = "ASIA" + rs(B32, 16)
        tok = pct("IQoJb3JpZ2luX2Vj" + rs(B64, 220) + "=")
        sig = rs(HEX, 64)
        url = ("https://acme-tmp.s3.amazonaws.com/upload/%s.zip?X-Amz-Algorithm=AWS4-HMAC-SHA256"
               "&X-Amz-Credential=%s%%2F%s%%2Fus-east-1%%2Fs3%%2Faws4_request&X-Amz-Date=%s&X-Amz-Expires=3600"
               "&X-Amz-Security-Token=%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % (
                   rs(HEX, 12), ak, d, dt, tok, sig))
        return "S3 presigned URL with STS session token", url, [ak, tok, sig]
    if r < 0.65:
        d, dt = amz_date()
        sig = rs(HEX, 512)
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256"
               "&X-Goog-Credential=signer%%40acme-prod.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=%s&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s" % (
                   pick(["acme-ml-data", "kr-user-uploads"]), pick(["train/part-0001.parquet", "avatars/u123.png"]), d, dt, sig))
        return "GCS V4 signed URL", url, [sig]
    if r < 0.85:
        sig = pct(b64(rbytes(32)))
        url = ("https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=o&sp=%s&se=%sT15:00:00Z"
               "&st=%sT03:00:00Z&spr=https&sig=%s" % (pick(["acmelogs", "stgkrassets", "prodbackup01"]),
                                                       pick(["exports", "backups", "media"]), pick(["daily.csv", "db.bak", "promo.mp4"]),
                                                       pick(["r", "rl", "rwdl"]), pick(DATES), pick(DATES), sig))
        return "Azure SAS URL", url, [sig]
    sig = rs(ALNUM + "-~_", 172)
    url = ("https://d%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
        rs(LOWNUM, 13), pick(["hls/master.m3u8", "downloads/installer.dmg", "private/report.pdf"]), now_ts(), sig, rs(UPNUM, 13)))
    return "CloudFront signed URL", url, [sig]


def t_signed_url(lang):
    label, url, secrets = signed_url()
    c = ctx(lang)
    if lang == "en":
        mc = pick(["I didn't know the download link in the support ticket is a signed URL that still works for days:",
                   "The partner said the file link was broken; I didn't know links expire. The one they got:",
                   "I was missing how the export is shared with finance. It's this link, pasted in {team}:"])
        ls = pick(["Anyone with the full link can download the file until it expires; do not paste it in tickets.",
                   "Signed links are bound to the signer's credentials; revoking the key kills the link.",
                   "Set the expiry to minutes, not days, when generating links for partners."])
        ask = pick(["What expiry should links for partners have?", "Can the export go through the portal instead of a link?", ""])
    else:
        mc = pick(["지원 티켓에 붙은 다운로드 링크가 며칠씩 유효한 서명 URL이라는 걸 몰랐다:",
                   "제휴사가 파일 링크가 깨졌다고 했는데 만료되는 링크인 줄 몰랐다. 전달된 링크:",
                   "재무팀에 익스포트를 어떻게 공유하는지 몰랐다. {team}에 붙여진 이 링크였다:"])
        ls = pick(["전체 링크만 있으면 만료 전까지 누구나 파일을 받을 수 있으니 티켓에 붙이지 말 것.",
                   "서명 링크는 서명한 자격 증명에 묶여 있어서 키를 폐기하면 링크도 죽는다.",
                   "제휴사용 링크는 만료를 일 단위가 아니라 분 단위로 줘야 한다."])
        ask = pick(["제휴사용 링크 만료 시간은 얼마로 해야 하나요?", "링크 대신 포털로 익스포트를 전달해도 되나요?", ""])
    if chance(0.6):
        fields = {"missing_context": fmt(mc, c) + "\n" + url, "lesson": fmt(ls, c), "ask_next_time": fmt(ask, c)}
    else:
        fields = {"missing_context": fmt(mc, c).rstrip(":") + ("." if lang == "en" else ""),
                  "lesson": fmt(ls, c) + "\n" + url, "ask_next_time": fmt(ask, c)}
    return note("signed URL: " + label, fields, secrets)


def private_key_block():
    """(label, text, body lines)"""
    r = R.random()
    if r < 0.22:
        h, body, t = pem_ec()
        return "EC private key (SEC1)", "\n".join([h] + body + [t]), body
    if r < 0.38:
        h, body, t = pem_ed25519()
        return "Ed25519 PKCS#8 key", "\n".join([h] + body + [t]), body
    if r < 0.58:
        h, body, t = openssh_ed25519(pick(["deploy@ci", "minji@macbook", "backup@nas", "gh-actions"]))
        return "OpenSSH ed25519 key", "\n".join([h] + body + [t]), body
    if r < 0.72:
        h, body, t = pem_rsa(1024)
        return "RSA-1024 PKCS#1 key", "\n".join([h] + body + [t]), body
    if r < 0.86:
        n = R.randrange(3, 7)
        h, body, t = pem_rsa(2048, keep_lines=n, pkcs8=chance(0.5))
        return "RSA-2048 key, truncated paste", "\n".join([h] + body + ["...(truncated)"]), body
    n = R.randrange(3, 6)
    h, body, t = pem_rsa(2048, keep_lines=n, pkcs8=True)
    pk = "\\n".join([h] + body) + "\\n...\\n" + t + "\\n"
    txt = ('{\n  "type": "service_account",\n  "project_id": "acme-%s",\n  "private_key_id": "%s",\n'
           '  "private_key": "%s",\n  "client_email": "deployer@acme-%s.iam.gserviceaccount.com"\n}') % (
        pick(ENVS), rs(HEX, 40), pk, pick(ENVS))
    return "GCP service-account JSON (private_key)", txt, body


def t_private_key(lang):
    label, block, body = private_key_block()
    c = ctx(lang)
    group = "ssh" if "OpenSSH" in label else ("gcp" if "GCP" in label else "pem")
    MC = {
        "ssh": (["The deploy job failed with 'Permission denied (publickey)' and I didn't know which key the runner uses. It was committed at deploy/id_key:",
                 "I had no idea the CI variable SSH_PRIVATE_KEY was just this file pasted in:",
                 "Nobody mentioned that the bastion key for {svc} is kept in the ops repo. Contents:"],
                ["배포 잡이 'Permission denied (publickey)'로 실패했는데 러너가 어떤 키를 쓰는지 몰랐다. deploy/id_key로 커밋돼 있었음:",
                 "CI 변수 SSH_PRIVATE_KEY가 그냥 이 파일을 붙여넣은 거라는 걸 몰랐다:",
                 "{svc} 배스천 키가 ops 저장소에 있다는 얘기를 아무도 안 했다. 내용:"]),
        "gcp": (["I didn't know GOOGLE_APPLICATION_CREDENTIALS for {svc} points at a key file committed in the repo:",
                 "The {env} job authenticates to GCP with a downloaded service-account key, not workload identity. The file:"],
                ["{svc}의 GOOGLE_APPLICATION_CREDENTIALS가 저장소에 커밋된 키 파일을 가리킨다는 걸 몰랐다:",
                 "{env} 잡이 워크로드 아이덴티티가 아니라 내려받은 서비스 계정 키로 GCP에 인증한다. 파일 내용:"]),
        "pem": (["Context I lacked: the private key used by {svc} is stored in the repo, not in a secret store:",
                 "Nobody mentioned that the signing key lives in the repo. Contents:",
                 "The TLS handshake on {env} failed and I found the server key pasted in the old runbook:"],
                ["{svc_이} 쓰는 개인 키가 시크릿 스토어가 아니라 저장소에 있다는 맥락이 없었다:",
                 "서명 키가 저장소에 있다는 얘기를 아무도 안 했다. 내용:",
                 "{env} TLS 핸드셰이크가 실패했는데 예전 런북에 서버 키가 붙어 있었다:"]),
    }[group]
    mc = pick(MC[0] if lang == "en" else MC[1])
    if lang == "en":
        ls = pick(["Private keys must never be committed; this one needs to be revoked and replaced.",
                   "The consumer reads the key from a file variable, so line breaks must be preserved.",
                   "The key has no passphrase, so anyone with repo access can use it."])
        ask = pick(["Who can revoke and reissue this key?", "Where should the replacement key be stored?", ""])
    else:
        ls = pick(["개인 키는 절대 커밋하면 안 된다. 이 키는 폐기하고 교체해야 함.",
                   "키를 파일 변수로 읽으므로 줄바꿈이 유지돼야 한다.",
                   "패스프레이즈가 없는 키라 저장소 접근 권한만 있으면 누구나 쓸 수 있다."])
        ask = pick(["이 키를 폐기하고 재발급할 수 있는 사람이 누구인가요?", "교체 키는 어디에 보관해야 하나요?", ""])
    if nbytes(block) > 700:
        intro = pick(["Key file as found:", "Contents:", "File content:"]) if lang == "en" else \
            pick(["발견된 키 파일:", "내용:", "파일 내용:"])
        fields = {"missing_context": fmt(mc, c).rstrip(":") + ". " + fmt(ls, c),
                  "lesson": intro + "\n" + block, "ask_next_time": fmt(ask, c)}
    elif chance(0.7):
        fields = {"missing_context": fmt(mc, c) + "\n" + block, "lesson": fmt(ls, c), "ask_next_time": fmt(ask, c)}
    else:
        fields = {"missing_context": fmt(mc, c).rstrip(":") + ("." if lang == "en" else ""),
                  "lesson": fmt(ls, c) + "\n" + block, "ask_next_time": fmt(ask, c)}
    return note("private key: " + label, fields, body)


def t_totp(lang):
    seed = totp_seed()
    issuer = pick(["AWS", "GitHub", "Okta", "AcmeAdmin", "Naver Works", "Toss Business", "Cloudflare"])
    acct = pick(["ops@acme.kr", "root-account", "minji.kim", "shared-admin"])
    r = R.random()
    if r < 0.4:
        shown = "otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6&period=30" % (issuer, acct, seed, issuer)
        listed = seed
    elif r < 0.7:
        g = seed.lower()
        listed = " ".join(g[i:i + 4] for i in range(0, len(g), 4))
        shown = ("setup key: %s" if lang == "en" else "설정 키: %s") % listed
    else:
        shown = 'totp = pyotp.TOTP("%s")\nprint(totp.now())' % seed
        listed = seed
    c = ctx(lang)
    c.update({"issuer": issuer, "acct": acct})
    if lang == "en":
        mc = pick(["The {issuer} login for {acct} needs MFA and I didn't know the seed is shared by the team. From the wiki:",
                   "I couldn't pass MFA on the shared {issuer} account; {person} pasted the TOTP seed:",
                   "The e2e test logs into {issuer} and I didn't know it generates the code itself:"])
        ls = pick(["Whoever has this seed can generate valid codes forever; it should be re-enrolled.",
                   "The test generates the 6-digit code from the seed, so clock skew on the runner breaks it.",
                   "Shared MFA seeds defeat the point of MFA; each person should have their own device."])
        ask = pick(["Can the {issuer} account get per-person MFA instead of a shared seed?", ""])
    else:
        mc = pick(["{acct}의 {issuer} 로그인에 MFA가 필요한데 팀이 시드를 공유한다는 걸 몰랐다. 위키 내용:",
                   "공용 {issuer} 계정 MFA를 통과할 수 없어서 {person}님이 TOTP 시드를 붙여줬다:",
                   "e2e 테스트가 {issuer}에 로그인할 때 코드를 직접 생성한다는 걸 몰랐다:"])
        ls = pick(["이 시드가 있으면 누구나 계속 유효한 코드를 만들 수 있으니 재등록해야 한다.",
                   "테스트가 시드로 6자리 코드를 만들기 때문에 러너 시계가 틀어지면 실패한다.",
                   "MFA 시드를 공유하면 MFA 의미가 없다. 사람마다 기기를 따로 등록해야 함."])
        ask = pick(["{issuer} 계정을 공유 시드 대신 개인별 MFA로 바꿀 수 있나요?", ""])
    fields = {"missing_context": fmt(mc, c) + "\n" + shown, "lesson": fmt(ls, c), "ask_next_time": fmt(ask, c)}
    return note("TOTP seed: %s" % ("otpauth URI" if r < 0.4 else ("grouped setup key" if r < 0.7 else "pyotp code")),
                fields, [listed])


def t_recovery_codes(lang):
    style, codes = recovery_codes()
    svc = {"github": "GitHub", "google": "Google Workspace", "aws": "AWS root MFA", "generic": pick(["Atlassian", "Slack", "Notion", "1Password"])}[style]
    c = ctx(lang)
    c["svc2"] = svc
    layout = pick(["lines", "inline", "bullets"])
    if layout == "lines":
        block = "\n".join(codes)
    elif layout == "inline":
        block = ", ".join(codes)
    else:
        block = "\n".join("- " + x for x in codes)
    if lang == "en":
        mc = pick(["The shared {svc2} admin lost their phone and I didn't know where the recovery codes were. {person} sent:",
                   "I was missing the break-glass procedure for {svc2}. The recovery codes from the vault export:"])
        ls = pick(["Each recovery code works once; the used ones have to be crossed out in the vault.",
                   "Recovery codes bypass MFA completely, so they belong in the vault only."])
        ask = pick(["Who holds the {svc2} recovery codes after this?", "Should new recovery codes be generated now?", ""])
    else:
        mc = pick(["공용 {svc2} 관리자가 휴대폰을 잃어버렸는데 복구 코드가 어디 있는지 몰랐다. {person}님이 보내준 것:",
                   "{svc2} 비상 접근 절차를 몰랐다. 볼트 익스포트에 있던 복구 코드:"])
        ls = pick(["복구 코드는 한 번씩만 쓸 수 있으니 사용한 코드는 볼트에서 지워야 한다.",
                   "복구 코드는 MFA를 완전히 우회하므로 볼트에만 있어야 한다."])
        ask = pick(["이제 {svc2} 복구 코드는 누가 보관하나요?", "지금 복구 코드를 새로 발급할까요?", ""])
    if chance(0.7):
        fields = {"missing_context": fmt(mc, c) + "\n" + block, "lesson": fmt(ls, c), "ask_next_time": fmt(ask, c)}
    else:
        fields = {"missing_context": fmt(mc, c).rstrip(":"), "lesson": block + "\n" + fmt(ls, c), "ask_next_time": fmt(ask, c)}
    return note("recovery codes: %s (%s)" % (style, layout), fields, codes)


def t_pin(lang):
    r = R.random()
    c = ctx(lang)
    if r < 0.3:
        v = rs(DIG, 8)
        what_en, what_ko = "the PUK of the on-call SIM", "온콜 유심 PUK"
    elif r < 0.55:
        v = "%s-%s-%s-%s-%s-%s-%s-%s" % tuple(rs(DIG, 6) for _ in range(8))
        what_en, what_ko = "the BitLocker recovery key of the build laptop", "빌드 노트북 BitLocker 복구 키"
    elif r < 0.75:
        v = rs(DIG, 8)
        what_en, what_ko = "the YubiKey PIV PIN for the signing key", "서명용 YubiKey PIV PIN"
    else:
        v = rs(DIG, 4) + pick(["", " "]) + rs(DIG, 4) + pick(["#", "*", ""])
        what_en, what_ko = "the server room door code", "서버실 도어락 비밀번호"
    c["what"] = what_en if lang == "en" else what_ko
    if lang == "en":
        mc = pick(["I couldn't finish the task because I didn't have {what}. {person} wrote it in {team}: {v}",
                   "Missing context: {what} is needed for the hardware step. It is {v} according to {person}."])
        ls = pick(["{what} is tracked in the ops vault; it was only missing from the runbook.",
                   "Three wrong attempts lock it, so double-check before typing."])
        ask = pick(["Can {what} go into the vault entry for the runbook?", ""])
    else:
        mc = pick(["{what_이} 없어서 작업을 끝내지 못했다. {person}님이 {team}에 적어줌: {v}",
                   "하드웨어 작업에 {what_이} 필요하다는 맥락이 없었다. {person}님 말로는 {v}"])
        ls = pick(["{what_은} 운영 볼트에 있고 런북에만 빠져 있었다.", "세 번 틀리면 잠기므로 입력 전에 다시 확인할 것."])
        ask = pick(["{what_을} 런북용 볼트 항목에 넣어도 될까요?", ""])
    c["v"] = v
    fields = {"missing_context": fmt(mc, c), "lesson": fmt(ls, c), "ask_next_time": fmt(ask, c)}
    return note("PIN / code: " + what_en, fields, [v])


def t_wifi(lang):
    style, pw = password(pick(["human", "passphrase", "kokeys", "generated", "hangul"]))
    ssid = pick(["ACME-Office-5G", "acme_guest", "DevLab_2.4G", "회의실-WiFi", "ACME-IoT", "Pangyo-3F"])
    r = R.random()
    secrets = [pw]
    if r < 0.25:
        snippet = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
        label = "wpa_supplicant.conf"
    elif r < 0.4:
        hexpsk = rs(HEX, 64)
        snippet = 'network={\n\tssid="%s"\n\t#psk="%s"\n\tpsk=%s\n}' % (ssid, pw, hexpsk)
        secrets.append(hexpsk)
        label = "wpa_passphrase output (plain + hex PSK)"
    elif r < 0.55:
        snippet = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, pw)
        label = "hostapd.conf"
    elif r < 0.7:
        snippet = "nmcli dev wifi connect '%s' password '%s'" % (ssid, pw)
        label = "nmcli"
    elif r < 0.85:
        snippet = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw)
        label = "Wi-Fi QR payload"
        if any(ch in pw for ch in ";,:\\"):
            raise Retry()
    else:
        snippet = ("Wi-Fi: %s / %s" if lang == "en" else "와이파이: %s / 비번 %s") % (ssid, pw)
        label = "prose"
    c = ctx(lang)
    c["ssid"] = ssid
    if lang == "en":
        mc = pick(["The kiosk devices dropped off the network and I didn't know which Wi-Fi they join. Provisioning file:",
                   "I needed the lab Wi-Fi to flash the test devices; {person} shared:",
                   "I didn't know the IoT gateways are provisioned with a baked-in Wi-Fi config:"])
        ls = pick(["The devices only support WPA2-PSK, so {ssid} cannot move to 802.1X yet.",
                   "Changing the {ssid} key means reflashing every device."])
        ask = pick(["Is there a separate SSID for devices so the office key isn't baked into images?", ""])
    else:
        mc = pick(["키오스크 기기들이 네트워크에서 떨어졌는데 어떤 와이파이에 붙는지 몰랐다. 프로비저닝 파일:",
                   "테스트 기기 플래싱하려고 실험실 와이파이가 필요했는데 {person}님이 공유해줬다:",
                   "IoT 게이트웨이에 와이파이 설정이 구워져 들어간다는 걸 몰랐다:"])
        ls = pick(["기기들이 WPA2-PSK만 지원해서 {ssid}는 아직 802.1X로 못 옮긴다.",
                   "{ssid} 키를 바꾸면 모든 기기를 다시 플래싱해야 한다."])
        ask = pick(["이미지에 사무실 키가 안 들어가도록 기기 전용 SSID를 둘 수 있나요?", ""])
    fields = {"missing_context": fmt(mc, c) + "\n" + snippet, "lesson": fmt(ls, c), "ask_next_time": fmt(ask, c)}
    return note("Wi-Fi key: %s (%s)" % (label, style), fields, secrets)

def webhook():
    """(vendor, url, listed secrets)"""
    r = R.random()
    if r < 0.2:
        tok = rs(ALNUM, 24)
        return "Slack", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPNUM, 9), rs(UPNUM, 10), tok), [tok]
    if r < 0.35:
        tok = rs(B64URL, 68)
        return "Discord", "https://discord.com/api/webhooks/%s/%s" % (digits(19), tok), [tok]
    if r < 0.47:
        h = rs(HEX, 32)
        return "Microsoft Teams", "https://acme.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (
            uuid4(), uuid4(), h, uuid4()), [h]
    if r < 0.59:
        tok, sec = rs(HEX, 64), "SEC" + rs(HEX, 64)
        return "DingTalk", "https://oapi.dingtalk.com/robot/send?access_token=%s\nsign secret: %s" % (tok, sec), [tok, sec]
    if r < 0.69:
        u = uuid4()
        return "Feishu", "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % u, [u]
    if r < 0.78:
        k, t = "AIza" + rs(B64URL, 35), rs(B64URL, 43) + "%3D"
        return "Google Chat", "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (
            rs(B64URL, 7), k, t), [k, t]
    if r < 0.86:
        u = uuid4()
        return "WeCom", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % u, [u]
    if r < 0.93:
        h = rs(LOWNUM, 26)
        return "Mattermost", "https://chat.acme.kr/hooks/%s" % h, [h]
    h = rs(HEX, 40)
    return "Jira Automation", "https://api-private.atlassian.com/automation/webhooks/jira/a/%s/%s" % (uuid4(), h), [h]


def t_webhook(lang):
    vname, url, secrets = webhook()
    c = ctx(lang)
    c["vendor"] = vname
    holder = R.random()
    if holder < 0.3:
        snippet = 'ALERT_WEBHOOK_URL="%s"' % url.split("\n")[0]
        if "\n" in url:
            snippet += '\nALERT_WEBHOOK_SECRET="%s"' % url.split("sign secret: ")[1]
    elif holder < 0.55 and "\n" not in url:
        snippet = ("curl -X POST -H 'Content-Type: application/json' \\\n  -d '{\"text\": \"deploy %s done\"}' \\\n  '%s'"
                   % (pick(ENVS), url))
    elif holder < 0.75 and "\n" not in url:
        snippet = "receivers:\n  - name: oncall\n    webhook_configs:\n      - url: '%s'\n        send_resolved: true" % url
    else:
        snippet = url
    if lang == "en":
        mc = pick(["Deploy notifications stopped and I didn't know which {vendor} webhook the pipeline posts to:",
                   "I was missing where alerts go; the Alertmanager config posts to this {vendor} webhook:",
                   "The new channel never got messages because I didn't know the webhook is hard-coded:"])
        ls = pick(["Anyone with the webhook URL can post into the channel, so it is a secret and must be regenerated.",
                   "The webhook was tied to the old channel; a new one has to be created per channel.",
                   "Messages fail silently when the webhook is revoked; check the HTTP status in the job log."])
        ask = pick(["Who can regenerate the {vendor} webhook?", "Should alerts use a bot token instead of a webhook?", ""])
    else:
        mc = pick(["배포 알림이 끊겼는데 파이프라인이 어떤 {vendor} 웹훅으로 보내는지 몰랐다:",
                   "알림이 어디로 가는지 몰랐는데 Alertmanager 설정이 이 {vendor} 웹훅으로 보내고 있었다:",
                   "웹훅이 하드코딩돼 있는 걸 몰라서 새 채널에 메시지가 안 왔다:"])
        ls = pick(["웹훅 URL만 있으면 누구나 채널에 글을 쓸 수 있으므로 시크릿이고 재발급해야 한다.",
                   "웹훅이 예전 채널에 묶여 있어서 채널마다 새로 만들어야 한다.",
                   "웹훅이 폐기되면 메시지가 조용히 실패하니 잡 로그에서 HTTP 상태를 볼 것."])
        ask = pick(["{vendor} 웹훅은 누가 재발급할 수 있나요?", "웹훅 대신 봇 토큰으로 알림을 보내야 할까요?", ""])
    if chance(0.65):
        fields = {"missing_context": fmt(mc, c) + "\n" + snippet, "lesson": fmt(ls, c), "ask_next_time": fmt(ask, c)}
    else:
        fields = {"missing_context": fmt(mc, c).rstrip(":"), "lesson": fmt(ls, c) + "\n" + snippet, "ask_next_time": fmt(ask, c)}
    return tag(note("webhook URL with secret: " + vname, fields, secrets), vname)


def t_multi(lang):
    """an .env-like file with several different credentials."""
    c = ctx(lang)
    _, pw = password()
    user, host, db = username(), pick(DB_HOSTS), pick(DB_NAMES)
    enc = pct(pw)
    pairs = [("DATABASE_URL", "postgresql://%s:%s@%s:5432/%s" % (user, enc, host, db))]
    secrets = [enc]
    vs = [VENDORS[VENDOR_Q.next()] for _ in range(R.randrange(1, 3))]
    for v in vs:
        for k, val, s in v["make"]():
            pairs.append((k, val))
            if s:
                secrets.append(val)
    if chance(0.6):
        var, val, _ = app_secret_value()
        pairs.append((var, val))
        secrets.append(val[len("base64:"):] if val.startswith("base64:") else val)
    for kv in neighbours(c, R.randrange(1, 4)):
        pairs.insert(R.randrange(len(pairs) + 1), kv)
    f = choose_format([v for _, v in pairs], ["dotenv", "k8s_secret", "compose", "yaml", "json", "export", "helm", "toml"])
    c["file"] = file_for(f, c)
    snippet = render_kv(pairs, f, c)
    if lang == "en":
        mc = pick(["I didn't know {svc} keeps all of its {env} settings in one file that is committed. {file}:",
                   "The new hire setup doc just says 'ask {person} for the env file'. This is what I got:",
                   "I couldn't run {svc} locally until {person} sent me their {file}:"])
        ls = pick(["All of these values are live; the file must leave the repo and each credential must be rotated.",
                   "{svc} won't boot if any of these is missing, the error only names the first one.",
                   "The file mixes config and secrets; only the non-secret part belongs in git."])
        ask = pick(["Is there a sanitized template of {file} I should use instead?", "Which of these are shared with prod?", ""])
    else:
        mc = pick(["{svc_이} {env} 설정 전체를 커밋된 파일 하나에 둔다는 걸 몰랐다. {file}:",
                   "신규 입사자 세팅 문서에는 '{person}님께 env 파일 요청'만 있었다. 받은 내용:",
                   "{person}님이 {file} 파일을 보내주기 전까지 {svc_을} 로컬에서 못 띄웠다:"])
        ls = pick(["여기 값은 전부 실제 값이라 파일을 저장소에서 빼고 자격 증명을 하나씩 교체해야 한다.",
                   "이 중 하나라도 없으면 {svc_이} 안 뜨는데 에러는 첫 번째 것만 알려준다.",
                   "설정과 시크릿이 섞여 있어서 시크릿이 아닌 부분만 git에 둬야 한다."])
        ask = pick(["대신 써야 할 {file} 템플릿이 있나요?", "이 중 운영과 공유하는 값은 어떤 건가요?", ""])
    fields = {"missing_context": fmt(mc, c) + "\n" + snippet, "lesson": fmt(ls, c), "ask_next_time": fmt(ask, c)}
    return tag(note("several credentials in one %s (%s)" % (f, ", ".join(v["name"] for v in vs)), fields, secrets),
               *[v["name"] for v in vs])


def long_token():
    """(label, var, token) -- tokens of hundreds of characters."""
    r = R.random()
    t = now_ts()
    if r < 0.25:
        tid = uuid4()
        tok = jwt_token({"aud": "https://graph.microsoft.com", "iss": "https://sts.windows.net/%s/" % tid,
                         "iat": t, "nbf": t, "exp": t + 4299, "appid": uuid4(), "oid": uuid4(),
                         "roles": ["User.Read.All", "Mail.Send"], "tid": tid, "ver": "1.0"}, alg="RS256")
        return "Entra ID access token (JWT)", "GRAPH_ACCESS_TOKEN", tok
    if r < 0.45:
        return "Google OAuth refresh token", "GOOGLE_REFRESH_TOKEN", "1//0" + pick("egd") + rs(B64URL, 99)
    if r < 0.6:
        return "Salesforce session id", "SF_SESSION_ID", "00D" + rs(ALNUM, 15) + "!" + rs(ALNUM + ".", 96)
    if r < 0.8:
        tok = jwt_token({"iss": "https://cognito-idp.ap-northeast-2.amazonaws.com/ap-northeast-2_" + rs(ALNUM, 9),
                         "sub": uuid4(), "token_use": "access", "scope": "openid profile email",
                         "auth_time": t, "exp": t + 3600, "iat": t, "client_id": rs(LOWNUM, 26),
                         "username": uuid4()}, alg="RS256")
        return "Cognito access token (JWT)", "COGNITO_ACCESS_TOKEN", tok
    return "Firebase ID token (JWT)", "FIREBASE_ID_TOKEN", jwt_token(
        {"iss": "https://securetoken.google.com/acme-app-prod", "aud": "acme-app-prod", "auth_time": t,
         "user_id": rs(ALNUM, 28), "sub": rs(ALNUM, 28), "iat": t, "exp": t + 3600,
         "firebase": {"identities": {"email": ["qa01@acme.kr"]}, "sign_in_provider": "password"}}, alg="RS256")


def t_long_token(lang):
    label, var, tok = long_token()
    c = ctx(lang)
    c["label"] = label
    c["var"] = var
    r = R.random()
    if r < 0.4:
        snippet = "export %s='%s'" % (var, tok)
    elif r < 0.7:
        snippet = "Authorization: Bearer " + tok
    else:
        snippet = '%s ERROR [%s] upstream rejected token=%s status=401' % (c["ts"], c["svc"], tok)
    if lang == "en":
        mc = pick(["I reproduced the 401 with the exact {label} from the failing request:",
                   "I didn't know the integration test uses a captured {label} that eventually expires:"])
        ls = pick(["The captured token is still valid for an hour and grants the user's full scope.",
                   "Tests must mint their own token instead of reusing one copied from logs."])
        ask = pick(["Can the test get a client-credentials flow instead of a captured {label}?", ""])
    else:
        mc = pick(["실패한 요청의 {label_을} 그대로 써서 401을 재현했다:",
                   "통합 테스트가 언젠가 만료되는 캡처된 {label_을} 쓴다는 걸 몰랐다:"])
        ls = pick(["캡처된 토큰은 한 시간 동안 유효하고 사용자 권한 전체를 가진다.",
                   "테스트는 로그에서 복사한 토큰 대신 직접 토큰을 발급받아야 한다."])
        ask = pick(["캡처된 {label} 대신 client-credentials 흐름을 쓸 수 있나요?", ""])
    if nbytes(fmt(mc, c) + snippet) < 1000:
        fields = {"missing_context": fmt(mc, c) + "\n" + snippet, "lesson": fmt(ls, c), "ask_next_time": fmt(ask, c)}
        mode = "mc"
    else:
        intro = "Token:" if lang == "en" else "토큰:"
        fields = {"missing_context": fmt(mc, c).rstrip(":") + ". " + fmt(ls, c),
                  "lesson": intro + "\n" + snippet, "ask_next_time": fmt(ask, c)}
        mode = "lesson"
    return note("long token: %s [%s]" % (label, mode), fields, [tok])


def t_chat(lang):
    """a pasted chat transcript where somebody shares a credential."""
    c = ctx(lang)
    r = R.random()
    if r < 0.5:
        v = VENDORS[VENDOR_Q.next()]
        items = [(k, val) for k, val, s in v["make"]() if s]
        k, secret = items[0]
        what = v["label_en"] if lang == "en" else v["label_ko"]
    else:
        _, secret = password()
        what = pick(["staging DB password", "Jenkins admin pw", "SFTP password"]) if lang == "en" else \
            pick(["스테이징 DB 비번", "젠킨스 admin 비번", "SFTP 비밀번호"])
    p1, p2 = c["person"], pick(PEOPLE_EN if lang == "en" else PEOPLE_KO)
    h, m = R.randrange(9, 20), R.randrange(50)
    if lang == "en":
        lines = ["[%02d:%02d] %s: anyone have the %s?" % (h, m, p2, what),
                 "[%02d:%02d] %s: %s" % (h, m + 2, p1, secret),
                 "[%02d:%02d] %s: thx, will delete this msg later" % (h, m + 3, p2)]
        mc = pick(["I couldn't find the credential in the vault; it had only been shared in {team}:",
                   "The only record of this credential is a chat thread from {date}:"])
        ls = pick(["Credentials shared in chat are never deleted in practice; this one should be rotated.",
                   "The vault entry was never created, so the chat message is the source of truth."])
        ask = pick(["Can this credential be added to the vault so I don't rely on chat history?", ""])
    else:
        lines = ["[%02d:%02d] %s: 혹시 %s 아시는 분?" % (h, m, p2, what),
                 "[%02d:%02d] %s: %s" % (h, m + 2, p1, secret),
                 "[%02d:%02d] %s: 감사합니다 이 메시지는 나중에 지울게요" % (h, m + 3, p2)]
        mc = pick(["볼트에서 자격 증명을 못 찾았는데 {team}에서만 공유됐던 거였다:",
                   "이 자격 증명의 유일한 기록은 {date} 채팅 스레드다:"])
        ls = pick(["채팅에 공유된 자격 증명은 사실상 안 지워지므로 교체해야 한다.",
                   "볼트 항목이 만들어진 적이 없어서 채팅 메시지가 유일한 원본이다."])
        ask = pick(["채팅 기록에 의존하지 않게 이 자격 증명을 볼트에 추가해도 될까요?", ""])
    fields = {"missing_context": fmt(mc, c) + "\n" + "\n".join(lines), "lesson": fmt(ls, c), "ask_next_time": fmt(ask, c)}
    if r < 0.5:
        return tag(note("credential pasted in chat transcript: %s token" % v["name"], fields, [secret]), v["name"])
    return note("credential pasted in chat transcript: password", fields, [secret])


def t_wireguard(lang):
    c = ctx(lang)
    priv, peer_pub, psk = wg_key(), wg_key(), wg_key()
    use_psk = chance(0.4)
    conf = ["[Interface]", "PrivateKey = " + priv, "Address = 10.8.0.%d/32" % R.randrange(2, 250), "DNS = 10.8.0.1", "",
            "[Peer]", "PublicKey = " + peer_pub]
    if use_psk:
        conf.append("PresharedKey = " + psk)
    conf += ["Endpoint = vpn.acme.kr:51820", "AllowedIPs = 10.0.0.0/8"]
    secrets = [priv] + ([psk] if use_psk else [])
    if lang == "en":
        mc = "I couldn't reach the {env} database from the runner; I didn't know it goes through WireGuard. The runner's wg0.conf:"
        ls = pick(["The PrivateKey identifies this runner; if it leaks the peer must be removed on the server.",
                   "The PublicKey is the server's and is fine to share; the PrivateKey and PresharedKey are not."])
        ask = pick(["Can each runner get its own WireGuard peer instead of sharing this config?", ""])
    else:
        mc = "러너에서 {env} DB에 접속이 안 됐는데 WireGuard를 거친다는 걸 몰랐다. 러너의 wg0.conf:"
        ls = pick(["PrivateKey가 이 러너를 식별하므로 유출되면 서버에서 피어를 지워야 한다.",
                   "PublicKey는 서버 것이라 공유해도 되지만 PrivateKey와 PresharedKey는 안 된다."])
        ask = pick(["이 설정을 공유하지 말고 러너마다 WireGuard 피어를 따로 줄 수 있나요?", ""])
    fields = {"missing_context": fmt(mc, c) + "\n" + "\n".join(conf), "lesson": fmt(ls, c), "ask_next_time": fmt(ask, c)}
    return note("WireGuard private key%s" % (" + preshared key" if use_psk else ""), fields, secrets)

# --------------------------------------------------------------------------
# CLEAN templates, part A: placeholders, masked values, references, hashes
# --------------------------------------------------------------------------
def cnote(category, mc, ls, ask=""):
    return {"category": "clean: " + category,
            "fields": {"missing_context": mc, "lesson": ls, "ask_next_time": ask},
            "secrets": []}


def L(lang, en, ko):
    """pick a sentence for the language (lists or single strings)."""
    x = en if lang == "en" else ko
    return pick(x) if isinstance(x, list) else x


PLACEHOLDER_VALUES = [
    lambda: "<YOUR_API_KEY>", lambda: "<password>", lambda: "your-secret-here", lambda: "REPLACE_ME",
    lambda: "changeme-in-prod", lambda: "xxxxxxxxxxxxxxxx", lambda: "${DB_PASSWORD}", lambda: "__SET_IN_VAULT__",
    lambda: "sk_live_" + "X" * 24, lambda: "ghp_" + "x" * 36, lambda: "AKIA" + "X" * 16,
    lambda: "xoxb-your-bot-token", lambda: "sk-...", lambda: "<base64-encoded-key>", lambda: "TODO",
    lambda: "dummy-token-for-tests", lambda: "{{ api_key }}", lambda: "%(secret)s", lambda: "********",
    lambda: "<발급받은 키>", lambda: "여기에_비밀번호", lambda: "test_sk_" + "0" * 24, lambda: "glpat-XXXXXXXXXXXXXXXXXXXX",
]


def t_c_placeholder(lang):
    c = ctx(lang)
    keys = R.sample(["API_KEY", "DB_PASSWORD", "STRIPE_SECRET_KEY", "GITHUB_TOKEN", "AWS_ACCESS_KEY_ID",
                     "SLACK_BOT_TOKEN", "JWT_SECRET", "SMTP_PASSWORD", "KAKAO_REST_API_KEY", "OPENAI_API_KEY"], R.randrange(2, 5))
    pairs = [(k, pick(PLACEHOLDER_VALUES)()) for k in keys]
    f = choose_format([v for _, v in pairs], ["dotenv", "yaml", "json", "toml", "properties", "k8s_secret",
                                                "compose", "python", "ts", "table"])
    c["file"] = {"dotenv": pick([".env.example", "sample.env", ".env.template"]),
                 "yaml": pick(["config/example.yaml", "settings.sample.yml"]),
                 "json": pick(["config/example.json", "appsettings.Example.json"]),
                 "toml": "config.example.toml", "properties": "application-example.properties",
                 "k8s_secret": "k8s/secret.example.yaml", "compose": "docker-compose.example.yml",
                 "python": "settings/local_example.py", "ts": "src/env.example.ts",
                 "table": pick(["README.md", "docs/setup.md"])}[f]
    snippet = render_kv(pairs, f, c)
    mc = L(lang, ["I didn't know {file} is only a template; I tried to run {svc} with it and got 401s:",
                  "The onboarding doc points to {file} but doesn't say the values are placeholders:",
                  "I couldn't tell whether these values in {file} were real:"],
           ["{file} 파일이 템플릿일 뿐이라는 걸 몰라서 그대로 {svc_을} 띄웠다가 401을 받았다:",
            "온보딩 문서가 {file} 파일을 가리키는데 값이 플레이스홀더라는 말이 없다:",
            "{file}에 있는 값이 진짜인지 알 수 없었다:"])
    ls = L(lang, ["All values in {file} are placeholders; real ones come from the secret manager via the deploy job.",
                  "Copy {file} to .env and ask the owner for values; nothing in it works as-is.",
                  "The app refuses to start when a value still looks like a placeholder, which is the 401/boot error I saw."],
           ["{file}의 값은 전부 플레이스홀더이고 실제 값은 배포 잡이 시크릿 매니저에서 넣는다.",
            "{file} 파일을 .env로 복사하고 담당자에게 값을 받아야 한다. 그대로는 아무것도 동작하지 않는다.",
            "값이 플레이스홀더처럼 보이면 앱이 기동을 거부하는데, 내가 본 오류가 그것이었다."])
    ask = L(lang, ["Who should I ask for real values for local development?", "Is there a shared dev vault for these?", ""],
            ["로컬 개발용 실제 값은 누구에게 요청하면 되나요?", "이 값들을 담은 dev용 공용 볼트가 있나요?", ""])
    if chance(0.6):
        return cnote("placeholders in %s" % f, fmt(mc, c) + "\n" + snippet, fmt(ls, c), fmt(ask, c))
    return cnote("placeholders in %s" % f, fmt(mc, c).rstrip(":"), fmt(ls, c) + "\n" + snippet, fmt(ask, c))


def t_c_aws_example(lang):
    c = ctx(lang)
    snippet = pick([
        "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "aws configure set aws_access_key_id AKIAIOSFODNN7EXAMPLE --profile localstack"])
    mc = L(lang, ["The LocalStack tests use the AWS documentation example keys; I didn't know that is intentional:",
                  "I thought these were leaked keys in the test fixtures, but they are the documented AWS examples:"],
           ["LocalStack 테스트가 AWS 문서의 예시 키를 쓰는데 의도된 건지 몰랐다:",
            "테스트 픽스처에 키가 유출된 줄 알았는데 AWS 문서 예시 값이었다:"])
    ls = L(lang, ["LocalStack accepts any credentials; the EXAMPLE keys from the AWS docs are used so nothing real is ever needed.",
                  "Secret scanners flag these, so the fixture path is allow-listed in the scanner config."],
           ["LocalStack은 아무 자격 증명이나 받으므로 AWS 문서의 EXAMPLE 키를 써서 실제 키가 필요 없게 했다.",
            "시크릿 스캐너가 이 값을 잡아서 픽스처 경로를 스캐너 허용 목록에 넣어두었다."])
    return cnote("documented AWS example keys", fmt(mc, c) + "\n" + snippet, ls,
                 L(lang, ["", "Should the fixtures use obviously fake values instead?"], ["", "픽스처를 더 티 나는 가짜 값으로 바꿀까요?"]))


def masked_value():
    r = R.random()
    if r < 0.15:
        return "AKIA" + "*" * 12 + rs(UPNUM, 4)
    if r < 0.3:
        return "sk-..." + rs(ALNUM, 4)
    if r < 0.4:
        return "ghp_" + "*" * 32 + rs(ALNUM, 4)
    if r < 0.55:
        return "*" * R.randrange(8, 17)
    if r < 0.65:
        return "[MASKED]"
    if r < 0.75:
        return "xoxb-****-****-" + "*" * 8
    if r < 0.85:
        return "••••••••" + rs(ALNUM, 4)
    return "<redacted>"


def t_c_masked(lang):
    c = ctx(lang)
    r = R.random()
    if r < 0.25:
        snippet = ("$ aws configure list\n      Name                    Value             Type    Location\n"
                   "      ----                    -----             ----    --------\n"
                   "   profile                <not set>             None    None\n"
                   "access_key     ****************%s shared-credentials-file\n"
                   "secret_key     ****************%s shared-credentials-file\n"
                   "    region           ap-northeast-2      config-file    ~/.aws/config") % (rs(UPNUM, 4), rs(ALNUM, 4))
        what = "aws configure list"
    elif r < 0.5:
        snippet = ("Run ./deploy.sh\n  env:\n    NPM_TOKEN: ***\n    SLACK_WEBHOOK: ***\n"
                   "Authenticating to registry with token *** ... ok")
        what = "GitHub Actions masked log"
    elif r < 0.7:
        lines = ["%s=%s" % (k, masked_value()) for k in R.sample(
            ["DB_PASSWORD", "STRIPE_SECRET_KEY", "OPENAI_API_KEY", "REDIS_PASSWORD", "GITHUB_TOKEN", "JWT_SECRET"], 3)]
        snippet = "$ heroku config -a %s\n" % c["svc"] + "\n".join(lines)
        what = "masked config dump"
    elif r < 0.85:
        snippet = "%s INFO  [%s] using api key %s (last4) for tenant %s" % (c["ts"], c["svc"], masked_value(), digits(6))
        what = "log with masked key"
    else:
        snippet = "| name | value |\n|---|---|\n| DB_PASSWORD | ******** |\n| API_KEY | %s |" % masked_value()
        what = "masked table"
    mc = L(lang, ["I couldn't compare the keys between environments because every tool prints them masked:",
                  "I didn't know which key {svc} was using in {env}; the only output I had was masked:",
                  "Context: the CI log hides the values, so I could only see this:"],
           ["모든 도구가 키를 마스킹해서 보여줘서 환경 간 키를 비교할 수 없었다:",
            "{env}에서 {svc_이} 어떤 키를 쓰는지 몰랐는데 출력은 마스킹돼 있었다:",
            "CI 로그가 값을 가려서 볼 수 있는 건 이게 전부였다:"])
    ls = L(lang, ["The last four characters are enough to tell the keys apart; compare those instead of asking for the full value.",
                  "Masking happens in the runner, so the real values never reach the log.",
                  "To check which key is live, compare the suffix with the key list in the provider console."],
           ["끝 4자리만으로도 키를 구분할 수 있으니 전체 값을 달라고 하지 말고 그걸 비교할 것.",
            "마스킹은 러너에서 일어나므로 실제 값은 로그에 남지 않는다.",
            "어떤 키가 살아 있는지는 콘솔의 키 목록과 끝자리를 비교해서 확인한다."])
    return cnote("masked values: " + what, fmt(mc, c) + "\n" + snippet, fmt(ls, c),
                 L(lang, ["Can I get read access to the provider console to check key suffixes?",
                         "Which environment's key ends with these characters?", ""],
                   ["키 끝자리를 확인할 수 있게 콘솔 읽기 권한을 받을 수 있나요?", "이 끝자리로 끝나는 키는 어느 환경 것인가요?", ""]))


REFS = [
    ("GitHub Actions secrets", "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  AWS_ROLE_ARN: arn:aws:iam::%s:role/gha-deploy" % "{acct}"),
    ("k8s secretKeyRef", "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: {svc}-db\n        key: password"),
    ("Vault CLI", "export DB_PASSWORD=\"$(vault kv get -field=password secret/{env}/{svc}/db)\""),
    ("AWS Secrets Manager", "aws secretsmanager get-secret-value --secret-id {env}/{svc}/db --query SecretString --output text | jq -r .password"),
    ("1Password reference", "DB_PASSWORD=op://Infra/{svc}-{env}-db/password\nSTRIPE_SECRET_KEY=op://Payments/stripe-live/credential"),
    ("Doppler", "doppler run --project {svc} --config {env} -- ./bin/start"),
    ("GCP Secret Manager", "gcloud secrets versions access latest --secret={svc}-db-password --project=acme-{env}"),
    ("Ansible vault var", "db_password: \"{{ vault_db_password }}\"\napi_token: \"{{ lookup('env', 'API_TOKEN') }}\""),
    ("Terraform variable", "resource \"aws_db_instance\" \"main\" {\n  username = \"app\"\n  password = var.db_password\n}"),
    ("SSM parameter", "data \"aws_ssm_parameter\" \"db\" {\n  name = \"/{env}/{svc}/db/password\"\n  with_decryption = true\n}"),
    ("Azure Key Vault reference", "\"DbPassword\": \"@Microsoft.KeyVault(SecretUri=https://kv-acme-{env}.vault.azure.net/secrets/db-password/)\""),
    ("Spring placeholder", "spring:\n  datasource:\n    url: jdbc:postgresql://db:5432/app\n    password: ${DB_PASSWORD:}"),
    ("ExternalSecret", "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-sm\n  data:\n    - secretKey: password\n      remoteRef:\n        key: {env}/{svc}/db"),
    ("os.environ", "STRIPE_KEY = os.environ[\"STRIPE_SECRET_KEY\"]\nDB_URL = os.getenv(\"DATABASE_URL\")"),
    ("process.env", "const client = new OpenAI({ apiKey: process.env.OPENAI_API_KEY });"),
    ("compose env_file", "services:\n  {svc}:\n    env_file: .env.{env}\n    environment:\n      DB_PASSWORD: ${DB_PASSWORD:?set DB_PASSWORD}"),
    ("Secrets Manager ARN", "arn:aws:secretsmanager:ap-northeast-2:{acct}:secret:{env}/{svc}/db-{suffix}"),
    ("GitLab CI variable", "deploy:\n  script:\n    - echo \"$CI_REGISTRY_PASSWORD\" | docker login -u \"$CI_REGISTRY_USER\" --password-stdin $CI_REGISTRY"),
]


def t_c_reference(lang):
    c = ctx(lang)
    label, tmpl = pick(REFS)
    c["acct"] = digits(12)
    c["suffix"] = rs(ALNUM, 6)
    snippet = tmpl.replace("{acct}", c["acct"]).replace("{svc}", c["svc"]).replace("{env}", c["env"]).replace("{suffix}", c["suffix"])
    mc = L(lang, ["I didn't know where {svc} gets its credentials in {env}; it is only a reference:",
                  "I searched the repo for the DB password and only found this reference:",
                  "I wasn't sure whether the secret was committed. What the repo actually has:"],
           ["{env}에서 {svc_이} 자격 증명을 어디서 가져오는지 몰랐는데 참조만 있었다:",
            "저장소에서 DB 비밀번호를 찾아봤는데 이 참조만 나왔다:",
            "시크릿이 커밋된 건지 확신이 없었다. 저장소에 실제로 있는 내용:"])
    ls = L(lang, ["The value is resolved at deploy time from the secret store; the repo never contains it.",
                  "To change the credential, update the secret store entry; nothing in git needs to change.",
                  "Local runs need the same variable exported, otherwise {svc} exits with 'missing env'."],
           ["값은 배포 시점에 시크릿 스토어에서 해석되고 저장소에는 절대 없다.",
            "자격 증명을 바꾸려면 시크릿 스토어 항목만 수정하면 되고 git은 건드릴 필요 없다.",
            "로컬 실행 때도 같은 변수를 export 해야 한다. 안 그러면 {svc_이} 'missing env'로 종료한다."])
    ask = L(lang, ["Who has write access to that secret path?", "Is there a dev copy of this secret I can read?",
                   "How do I get the value locally without copying it into a file?", ""],
            ["그 시크릿 경로에 쓰기 권한이 있는 사람은 누구인가요?", "읽을 수 있는 dev용 사본이 있나요?",
             "파일에 복사하지 않고 로컬에서 값을 받으려면 어떻게 하나요?", ""])
    if chance(0.6):
        return cnote("secret reference: " + label, fmt(mc, c) + "\n" + snippet, fmt(ls, c), fmt(ask, c))
    return cnote("secret reference: " + label, fmt(mc, c).rstrip(":"), fmt(ls, c) + "\n" + snippet, fmt(ask, c))


def t_c_hashes(lang):
    c = ctx(lang)
    r = R.random()
    if r < 0.2:
        snippet = "\n".join("%s %s" % (rs(HEX, 7), pick(["fix: retry on 502 from partner", "chore: bump deps",
                                                          "feat: add coupon expiry", "refactor settlement job",
                                                          "revert \"enable new checkout\"", "docs: runbook"]))
                            for _ in range(R.randrange(3, 6)))
        snippet = "$ git log --oneline -n 5\n" + snippet
        what = "git log short SHAs"
    elif r < 0.35:
        snippet = "commit %s\nMerge: %s %s\nAuthor: %s <%s@acme.kr>" % (rs(HEX, 40), rs(HEX, 7), rs(HEX, 7), c["person"], "dev")
        what = "full git commit SHA"
    elif r < 0.5:
        snippet = "image: acme/%s@sha256:%s" % (c["svc"], rs(HEX, 64))
        what = "image digest"
    elif r < 0.62:
        snippet = "\n".join("%s  %s" % (rs(HEX, 64), n) for n in
                            R.sample(["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz", "checksums.txt.sig", "app.exe", "app.deb"], 3))
        snippet = "$ cat SHA256SUMS\n" + snippet
        what = "sha256sum list"
    elif r < 0.72:
        snippet = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "integrity": "sha512-%s"\n}' % (
            pick(["lodash", "axios", "zod", "date-fns"]), R.randrange(1, 9), R.randrange(30), R.randrange(20), b64(rbytes(64)))
        what = "npm integrity"
    elif r < 0.82:
        snippet = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (rs(HEX, 64), rs(HEX, 64))
        what = "pip hashes"
    elif r < 0.9:
        snippet = "github.com/%s v%d.%d.%d h1:%s\ngithub.com/%s v%d.%d.%d/go.mod h1:%s" % (
            "acme/kit", 1, R.randrange(9), R.randrange(9), b64(rbytes(32)), "acme/kit", 1, R.randrange(9), R.randrange(9), b64(rbytes(32)))
        what = "go.sum"
    else:
        snippet = 'ETag: "%s"\nx-amz-version-id: %s' % (rs(HEX, 32), rs(B64URL, 32))
        what = "ETag and S3 version id"
    mc = L(lang, ["I didn't know which build is deployed in {env}; I had to match it by hash:",
                  "The release check failed and I had to compare these values by hand:",
                  "Context I lacked: the pipeline pins artifacts by hash, not by tag:"],
           ["{env}에 어떤 빌드가 배포됐는지 몰라서 해시로 맞춰봐야 했다:",
            "릴리스 검증이 실패해서 이 값들을 손으로 비교해야 했다:",
            "파이프라인이 태그가 아니라 해시로 아티팩트를 고정한다는 맥락이 없었다:"])
    ls = L(lang, ["Hashes identify content, they are not secrets; pinning by digest makes the rollout reproducible.",
                  "When the hash differs, the artifact was rebuilt; re-run the pipeline instead of editing the pin.",
                  "Compare the full hash, the short form collided once in this repo."],
           ["해시는 내용 식별용이지 시크릿이 아니다. 다이제스트로 고정하면 배포가 재현 가능해진다.",
            "해시가 다르면 아티팩트가 다시 빌드된 것이니 고정값을 고치지 말고 파이프라인을 다시 돌릴 것.",
            "짧은 해시는 이 저장소에서 한 번 충돌했으니 전체 해시로 비교한다."])
    return cnote("hashes: " + what, fmt(mc, c) + "\n" + snippet, fmt(ls, c),
                 L(lang, ["Should I pin the base image by digest too?", "Which hash is the source of truth, the registry or the lock file?", ""],
                   ["베이스 이미지도 다이제스트로 고정할까요?", "레지스트리와 락파일 중 어느 해시가 기준인가요?", ""]))

# --------------------------------------------------------------------------
# CLEAN templates, part B: identifiers, public keys, base64 data, versions
# --------------------------------------------------------------------------
def id_block(c):
    r = R.random()
    if r < 0.12:
        return "AWS request ids", ("An error occurred (ThrottlingException) when calling the PutRecords operation\n"
                                   "RequestId: %s\nx-amz-id-2: %s" % (uuid4(), b64(rbytes(48))))
    if r < 0.22:
        return "W3C traceparent", "traceparent: 00-%s-%s-01\nx-request-id: %s" % (rs(HEX, 32), rs(HEX, 16), uuid4())
    if r < 0.32:
        return "Stripe object ids", ("customer=cus_%s payment_intent=pi_%s charge=ch_%s\nrequest-id: req_%s" % (
            rs(ALNUM, 14), rs(ALNUM, 24), rs(ALNUM, 24), rs(ALNUM, 14)))
    if r < 0.4:
        return "Slack ids", "channel=C%s user=U%s team=T%s ts=%s.%s" % (
            rs(UPNUM, 10), rs(UPNUM, 10), rs(UPNUM, 9), digits(10), digits(6))
    if r < 0.48:
        return "Twilio Account SID and message SID", "AccountSid: AC%s\nMessageSid: SM%s\nStatus: undelivered (30007)" % (rs(HEX, 32), rs(HEX, 32))
    if r < 0.56:
        return "Google OAuth client id", "client_id=%s-%s.apps.googleusercontent.com\nredirect_uri=https://admin.acme.kr/oauth/callback" % (
            digits(12), rs(LOWNUM, 32))
    if r < 0.64:
        return "Cloudflare zone/account ids", "zone_id    = \"%s\"\naccount_id = \"%s\"" % (rs(HEX, 32), rs(HEX, 32))
    if r < 0.72:
        return "Azure tenant/subscription ids", "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s" % (uuid4(), uuid4(), uuid4())
    if r < 0.8:
        return "k8s UIDs", "metadata:\n  name: %s-%s-%s\n  uid: %s\n  resourceVersion: \"%s\"" % (
            c["svc"], rs(LOWNUM, 10), rs(LOWNUM, 5), uuid4(), digits(9))
    if r < 0.86:
        return "Sentry event id", "Sentry event %s (issue %s-%s), release %s@%d.%d.%d" % (
            rs(HEX, 32), c["svc"].upper()[:6], rs(UPNUM, 3), c["svc"], R.randrange(1, 4), R.randrange(30), R.randrange(10))
    if r < 0.92:
        return "Firebase/GA app ids", "appId: 1:%s:android:%s\nmeasurementId: G-%s\nprojectId: acme-%s" % (
            digits(12), rs(HEX, 16), rs(UPNUM, 10), c["env"])
    return "Kakao/Naver client ids", "NAVER_CLIENT_ID=%s\nKAKAO_NATIVE_APP_KEY_ID=%s\nredirect: https://acme.kr/login/oauth2/code/naver" % (
        rs(ALNUM, 20), digits(7))


def t_c_ids(lang):
    c = ctx(lang)
    what, snippet = id_block(c)
    mc = L(lang, ["The support ticket only had these identifiers and I didn't know which system they belong to:",
                  "I needed to correlate the failure across services; what I had:",
                  "I wasn't sure which of these values were sensitive before pasting them into the ticket:"],
           ["지원 티켓에 이 식별자들만 있었고 어느 시스템 것인지 몰랐다:",
            "서비스 간 장애를 연결해봐야 했는데 가진 정보는 이것뿐:",
            "티켓에 붙이기 전에 이 값들 중 민감한 게 있는지 확신이 없었다:"])
    ls = L(lang, ["These are identifiers, not credentials: they are safe to share and are what the vendor asks for in support tickets.",
                  "Search the logs by the request/trace id first; it links the gateway, {svc} and the vendor side.",
                  "IDs like these are stable per resource, so they go into config and dashboards, unlike keys."],
           ["이 값들은 자격 증명이 아니라 식별자라서 공유해도 되고, 벤더 지원 요청 때도 이걸 달라고 한다.",
            "먼저 요청/트레이스 ID로 로그를 검색하면 게이트웨이, {svc}, 벤더 쪽이 연결된다.",
            "이런 ID는 리소스별로 고정이라 키와 달리 설정과 대시보드에 넣어도 된다."])
    return cnote("identifiers: " + what, fmt(mc, c) + "\n" + snippet, fmt(ls, c),
                 L(lang, ["Which dashboard shows these ids end to end?", "Which of these ids does the vendor need in a support case?",
                         "Is there a lookup tool that maps these ids to services?", ""],
                   ["이 ID를 끝까지 추적할 수 있는 대시보드가 있나요?", "벤더 지원 요청에는 이 중 어떤 ID가 필요한가요?",
                    "이 ID를 서비스로 매핑해주는 조회 도구가 있나요?", ""]))


def ssh_pub(kind=None):
    kind = kind or pick(["ed25519", "ed25519", "rsa", "ecdsa"])
    if kind == "ed25519":
        blob = ssh_string(b"ssh-ed25519") + ssh_string(rbytes(32))
        return "ssh-ed25519 " + b64(blob)
    if kind == "ecdsa":
        blob = ssh_string(b"ecdsa-sha2-nistp256") + ssh_string(b"nistp256") + ssh_string(b"\x04" + rbytes(64))
        return "ecdsa-sha2-nistp256 " + b64(blob)
    blob = ssh_string(b"ssh-rsa") + ssh_string(b"\x01\x00\x01") + ssh_string(b"\x00" + rbytes(256))
    return "ssh-rsa " + b64(blob)


def t_c_public_keys(lang):
    c = ctx(lang)
    r = R.random()
    if r < 0.25:
        snippet = "\n".join("%s %s" % (ssh_pub(), pick(["minji@macbook", "deploy@ci", "hwoo@thinkpad", "sato@office"]))
                            for _ in range(R.randrange(1, 3)))
        what = "authorized_keys"
    elif r < 0.4:
        snippet = "%s %s" % (pick(["github.com", "gitlab.example.com", "bastion.acme.kr"]), ssh_pub(pick(["ed25519", "ecdsa"])))
        what = "known_hosts line"
    elif r < 0.52:
        snippet = "256 SHA256:%s %s (ED25519)" % (b64(rbytes(32)).rstrip("="), pick(["deploy@ci", "bastion.acme.kr"]))
        what = "SSH key fingerprint"
    elif r < 0.62:
        fp = rs(HEXU, 40)
        snippet = "pub   ed25519 2024-03-11 [SC]\n      %s\nuid           [ultimate] Release Bot <release@acme.kr>" % fp
        what = "GPG fingerprint"
    elif r < 0.74:
        spki = b"\x30\x59\x30\x13\x06\x07\x2a\x86\x48\xce\x3d\x02\x01\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07\x03\x42\x00\x04" + rbytes(64)
        snippet = "-----BEGIN PUBLIC KEY-----\n" + "\n".join(wrap(b64(spki))) + "\n-----END PUBLIC KEY-----"
        what = "PEM public key"
    elif r < 0.84:
        snippet = json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": rs(B64URL, 20), "alg": "RS256",
                                        "n": b64url_nopad(rbytes(128)), "e": "AQAB"}]}, indent=2)
        what = "JWKS"
    elif r < 0.92:
        snippet = "creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: >-\n      age1%s,\n      age1%s" % (rs(BECH32, 58), rs(BECH32, 58))
        what = "sops age recipients"
    else:
        snippet = "SHA256 Fingerprint=%s" % ":".join(rs(HEXU, 2) for _ in range(32))
        what = "TLS certificate fingerprint"
    mc = L(lang, ["I didn't know which key is trusted for {svc} deployments; the repo has this:",
                  "The SSH/signing setup failed and I had to check which public key is registered:",
                  "I wasn't sure if this block in the repo is sensitive:"],
           ["{svc} 배포에 어떤 키가 신뢰되는지 몰랐는데 저장소에 이게 있었다:",
            "SSH/서명 설정이 실패해서 어떤 공개 키가 등록돼 있는지 확인해야 했다:",
            "저장소에 있는 이 블록이 민감한 건지 확신이 없었다:"])
    ls = L(lang, ["This is public key material; it is meant to be shared and is safe in git.",
                  "Only the public half is in the repo; the private key stays on the runner/HSM.",
                  "Verify the fingerprint out of band before trusting a new key."],
           ["공개 키 자료라서 공유하라고 있는 것이고 git에 있어도 안전하다.",
            "저장소에는 공개 키만 있고 개인 키는 러너/HSM에만 있다.",
            "새 키를 신뢰하기 전에 지문을 다른 채널로 확인해야 한다."])
    return cnote("public keys: " + what, fmt(mc, c) + "\n" + snippet, fmt(ls, c),
                 L(lang, ["Who approves adding a new key here?", "Where is the matching private key kept, and who can use it?",
                         "Should old keys in this list be removed?", ""],
                   ["여기에 새 키 추가는 누가 승인하나요?", "짝이 되는 개인 키는 어디 있고 누가 쓸 수 있나요?",
                    "이 목록의 오래된 키는 지워도 되나요?", ""]))


def t_c_base64_data(lang):
    c = ctx(lang)
    r = R.random()
    if r < 0.3:
        cfg = json.dumps({"region": "ap-northeast-2", "featureFlags": {"newCheckout": chance(0.5)}, "replicas": R.randrange(1, 6)})
        snippet = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-flags\nbinaryData:\n  flags.json: %s" % (c["svc"], b64(cfg.encode()))
        what = "ConfigMap binaryData (JSON flags)"
    elif r < 0.5:
        ca = b"\x30\x82\x01\x22" + rbytes(R.randrange(90, 130))
        snippet = ("clusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://%s.gr7.ap-northeast-2.eks.amazonaws.com\n"
                   "users:\n- name: eks\n  user:\n    exec:\n      command: aws\n      args: [\"eks\", \"get-token\", \"--cluster-name\", \"%s\"]") % (
            b64(b"-----BEGIN CERTIFICATE-----\n" + b64(ca).encode() + b"\n"), rs(HEXU, 32), c["env"])
        what = "kubeconfig CA data + exec auth"
    elif r < 0.7:
        png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + rbytes(R.randrange(40, 90))
        snippet = '<img alt="logo" src="data:image/png;base64,%s">' % b64(png)
        what = "data URI image"
    elif r < 0.85:
        msg = pick(["hello from %s" % c["svc"], '{"event":"ping","env":"%s"}' % c["env"], "build %d ok" % R.randrange(1000, 9999)])
        snippet = "$ echo -n '%s' | base64\n%s" % (msg, b64(msg.encode()))
        what = "echo | base64 of a message"
    else:
        payload = json.dumps({"orderId": digits(10), "status": "PAID", "ts": now_ts()}, separators=(",", ":"))
        snippet = "Pub/Sub message data: %s\n(decoded: %s)" % (b64(payload.encode()), payload)
        what = "Pub/Sub message data"
    mc = L(lang, ["I didn't know this base64 blob was just configuration, not a secret:",
                  "A scanner flagged this base64 string and I had to check what it was:",
                  "I was missing what this encoded value contains:"],
           ["이 base64 덩어리가 시크릿이 아니라 그냥 설정이라는 걸 몰랐다:",
            "스캐너가 이 base64 문자열을 잡아서 뭔지 확인해야 했다:",
            "이 인코딩된 값이 뭘 담고 있는지 몰랐다:"])
    ls = L(lang, ["Base64 is an encoding, not protection; decode first, then decide if it is sensitive. This one is not.",
                  "Decoded, it is plain configuration, so it can stay in the repo.",
                  "The scanner rule for long base64 strings needs an allow-list entry for this file."],
           ["base64는 보호가 아니라 인코딩일 뿐이라 먼저 디코딩해보고 판단해야 한다. 이건 민감하지 않다.",
            "디코딩하면 그냥 설정이라 저장소에 둬도 된다.",
            "긴 base64 문자열 스캐너 규칙에 이 파일을 허용 목록으로 추가해야 한다."])
    return cnote("base64 of non-secret data: " + what, fmt(mc, c) + "\n" + snippet, fmt(ls, c),
                 L(lang, ["Should such blobs be stored decoded for readability?", "Should the scanner skip this file?", ""],
                   ["가독성 위해 디코딩해서 저장할까요?", "스캐너가 이 파일을 건너뛰게 할까요?", ""]))


def t_c_long_ids(lang):
    c = ctx(lang)
    r = R.random()
    if r < 0.2:
        snippet = "%s.dkr.ecr.ap-northeast-2.amazonaws.com/%s:%d.%d.%d-%s-%s" % (
            digits(12), c["svc"], R.randrange(1, 5), R.randrange(40), R.randrange(20), rs(HEX, 7), pick(["amd64", "arm64"]))
        what = "ECR image reference"
    elif r < 0.35:
        snippet = "module.%s.aws_iam_role_policy_attachment.%s[\"arn:aws:iam::aws:policy/service-role/AWSLambdaVPCAccessExecutionRole\"]" % (
            c["svc"].replace("-", "_"), pick(["lambda_exec", "batch_runner"]))
        what = "terraform resource address"
    elif r < 0.5:
        snippet = "/aws/lambda/%s-%s\n%s/%s/[$LATEST]%s" % (c["svc"], c["env"], pick(DATES).replace("-", "/"), c["svc"], rs(HEX, 32))
        what = "CloudWatch log stream"
    elif r < 0.62:
        snippet = "%s-%s-%s   1/1   Running   0   3h12m" % (c["svc"], rs(LOWNUM, 10), rs(LOWNUM, 5))
        what = "pod name with hashes"
    elif r < 0.75:
        snippet = "com.acme.%s.infrastructure.persistence.jpa.SettlementAggregateSnapshotRepositoryCustomImpl" % c["svc"].split("-")[0]
        what = "long Java class name"
    elif r < 0.87:
        snippet = "versionName \"%d.%d.%d\"\nversionCode %d\nbuild: %s+%s" % (
            R.randrange(1, 9), R.randrange(30), R.randrange(20), R.randrange(10000, 999999), pick(DATES).replace("-", ""), rs(HEX, 12))
        what = "versions and build ids"
    else:
        snippet = "projects/acme-%s/locations/asia-northeast3/repositories/docker/packages/%s/versions/sha256:%s" % (
            c["env"], c["svc"], rs(HEX, 64))
        what = "Artifact Registry resource name"
    mc = L(lang, ["I couldn't tell which artifact {env} runs; these are the identifiers from the console:",
                  "Context I lacked: how these long names map to our services:",
                  "The incident timeline references this and I didn't know what it was:"],
           ["{env}에서 어떤 아티팩트가 도는지 알 수 없었다. 콘솔에서 본 식별자:",
            "이 긴 이름들이 우리 서비스와 어떻게 매핑되는지 몰랐다:",
            "장애 타임라인에 이게 나오는데 뭔지 몰랐다:"])
    ls = L(lang, ["The suffix is a build/commit hash, so the same service has many of these; match on the prefix.",
                  "These names are generated and safe to share; they only identify resources.",
                  "Use the full name in runbooks, the short form is ambiguous across regions."],
           ["뒤쪽은 빌드/커밋 해시라 같은 서비스에 여러 개가 있다. 앞부분으로 매칭할 것.",
            "자동 생성된 이름이고 리소스 식별용일 뿐이라 공유해도 된다.",
            "런북에는 전체 이름을 쓸 것. 짧은 형태는 리전 간에 모호하다."])
    return cnote("long identifiers: " + what, fmt(mc, c) + "\n" + snippet, fmt(ls, c),
                 L(lang, ["", "Is there a naming convention doc for these?", "Which part of the name should alerts match on?"],
                   ["", "이 이름 규칙 문서가 있나요?", "알림은 이름의 어느 부분으로 매칭해야 하나요?"]))

# --------------------------------------------------------------------------
# CLEAN templates, part C: policy talk, flags, encrypted blobs, misc
# --------------------------------------------------------------------------
def t_c_policy(lang):
    c = ctx(lang)
    n = pick([10, 12, 14, 16])
    if lang == "en":
        mc = pick(["I didn't know the admin console enforces its own password policy, separate from SSO.",
                   "The signup API rejected every password I tried in the e2e test and the error didn't say why.",
                   "Nobody told me the service accounts must be rotated on a schedule."])
        ls = pick(["Passwords need at least %d characters with upper, lower, digit and symbol; the last 5 cannot be reused." % n,
                   "The password field is validated server-side: min length %d, no spaces, max 64; the error code is PWD_POLICY." % n,
                   "Service account passwords rotate every 90 days via the vault job; the password_last_set column shows when.",
                   "Hashes are bcrypt with cost 12; the password_reset_timeout is 30 minutes."])
        ask = pick(["Should the e2e fixtures generate a compliant password instead of hard-coding one?",
                    "Is the policy the same for the partner portal?", ""])
    else:
        mc = pick(["어드민 콘솔이 SSO와 별개로 자체 비밀번호 정책을 강제한다는 걸 몰랐다.",
                   "e2e 테스트에서 회원가입 API가 모든 비밀번호를 거부했는데 에러에 이유가 없었다.",
                   "서비스 계정 비밀번호를 주기적으로 교체해야 한다는 말을 못 들었다."])
        ls = pick(["비밀번호는 %d자 이상, 대문자/소문자/숫자/특수문자 조합이어야 하고 최근 5개는 재사용 불가." % n,
                   "비밀번호 필드는 서버에서 검증한다: 최소 %d자, 공백 불가, 최대 64자. 에러 코드는 PWD_POLICY." % n,
                   "서비스 계정 비밀번호는 볼트 잡이 90일마다 교체하고 password_last_set 컬럼에 시각이 남는다.",
                   "해시는 bcrypt cost 12이고 password_reset_timeout은 30분이다."])
        ask = pick(["e2e 픽스처가 비밀번호를 하드코딩하지 말고 정책에 맞게 생성하도록 할까요?",
                    "제휴사 포털도 같은 정책인가요?", ""])
    return cnote("password policy talk without values", mc, ls, ask)


def t_c_flags(lang):
    c = ctx(lang)
    items_en = [
        ("mysql -p", "`mysql -u app -p` with nothing after -p prompts for the password; `-p<password>` with no space would put it in history, so we use --defaults-extra-file."),
        ("docker login --password-stdin", "Use `docker login --password-stdin` and pipe from the secret manager; `-p` prints a warning and leaks into history."),
        ("PGPASSWORD", "PGPASSWORD works but is visible in the process environment; ~/.pgpass (chmod 600) is the documented alternative."),
        ("redis-cli -a", "`redis-cli -a` warns 'Using a password with -a may not be safe'; set REDISCLI_AUTH instead."),
        ("sshpass -f", "`sshpass -f /run/secrets/ssh_pw` reads the password from a file, unlike `-p` which exposes it in ps."),
        ("curl -u", "`curl -u user` without ':password' makes curl prompt; `--netrc-file` is what the cron job should use."),
        ("git credential", "Set `credential.helper=cache --timeout=3600` rather than embedding tokens in the remote URL."),
    ]
    items_ko = [
        ("mysql -p", "`mysql -u app -p`처럼 -p 뒤에 아무것도 없으면 비밀번호를 물어본다. `-p<비밀번호>`처럼 붙여 쓰면 히스토리에 남으므로 --defaults-extra-file을 쓴다."),
        ("docker login --password-stdin", "`docker login --password-stdin`으로 시크릿 매니저에서 파이프할 것. `-p`는 경고가 뜨고 히스토리에 남는다."),
        ("PGPASSWORD", "PGPASSWORD도 되지만 프로세스 환경에 보이므로 문서에 나온 대안인 ~/.pgpass(chmod 600)를 쓴다."),
        ("redis-cli -a", "`redis-cli -a`는 'Using a password with -a may not be safe' 경고를 낸다. 대신 REDISCLI_AUTH를 설정한다."),
        ("sshpass -f", "`sshpass -f /run/secrets/ssh_pw`는 파일에서 비밀번호를 읽어서 ps에 노출되는 `-p`와 다르다."),
        ("curl -u", "`curl -u user`처럼 ':password' 없이 쓰면 curl이 물어본다. 크론 잡은 `--netrc-file`을 써야 한다."),
        ("git credential", "원격 URL에 토큰을 넣지 말고 `credential.helper=cache --timeout=3600`을 설정한다."),
    ]
    i = R.randrange(len(items_en))
    label, ls = (items_en if lang == "en" else items_ko)[i]
    mc = L(lang, ["The security review flagged our scripts for passing passwords on the command line and I didn't know the preferred alternative.",
                  "I wasn't sure how {svc}'s maintenance script should pass credentials to the CLI without leaking them.",
                  "Context I lacked: the team rule is 'no secrets in argv'."],
           ["보안 리뷰에서 스크립트가 커맨드라인으로 비밀번호를 넘긴다고 지적받았는데 권장 대안을 몰랐다.",
            "{svc} 점검 스크립트가 자격 증명을 유출 없이 CLI에 넘기는 방법을 몰랐다.",
            "팀 규칙이 'argv에 시크릿 금지'라는 맥락이 없었다."])
    return cnote("CLI password flags explained: " + label, fmt(mc, c), ls,
                 L(lang, ["Is there a shared helper script for this?", "Does the rule apply to one-off maintenance scripts too?", ""],
                   ["이걸 위한 공용 헬퍼 스크립트가 있나요?", "일회성 점검 스크립트에도 이 규칙이 적용되나요?", ""]))


def sops_value(n):
    return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rbytes(n)), b64(rbytes(32)), b64(rbytes(16)))


def t_c_encrypted(lang):
    c = ctx(lang)
    r = R.random()
    if r < 0.3:
        snippet = ("db_password: %s\napi_key: %s\nsops:\n    age:\n        - recipient: age1%s\n"
                   "    lastmodified: \"%sT02:11:09Z\"\n    mac: %s\n    version: 3.8.1") % (
            sops_value(R.randrange(12, 24)), sops_value(R.randrange(24, 40)), rs(BECH32, 58), pick(DATES), sops_value(32))
        what = "SOPS-encrypted YAML"
    elif r < 0.55:
        lines = wrap(rs(HEX, R.randrange(300, 520)), 80)
        snippet = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(lines)
        what = "Ansible Vault file"
    elif r < 0.75:
        snippet = ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: %s\n"
                   "spec:\n  encryptedData:\n    password: Ag%s") % (c["svc"], c["env"], b64(rbytes(R.randrange(280, 360))))
        what = "SealedSecret"
    elif r < 0.88:
        snippet = "spring.datasource.password=ENC(%s)\njasypt.encryptor.algorithm=PBEWITHHMACSHA512ANDAES_256" % b64(rbytes(48))
        what = "Jasypt ENC() value (master password not included)"
    else:
        snippet = "$ cat config/credentials.yml.enc\n%s--%s--%s" % (b64(rbytes(R.randrange(90, 200))), b64(rbytes(12)), b64(rbytes(16)))
        what = "Rails credentials.yml.enc"
    mc = L(lang, ["I didn't know {svc} keeps its secrets encrypted in the repo; I thought this was a leak:",
                  "I couldn't edit the {env} secret because the file is encrypted:",
                  "Context I was missing: secrets in this repo are committed only in encrypted form, like this:"],
           ["{svc_이} 시크릿을 저장소에 암호화해서 둔다는 걸 몰라서 유출인 줄 알았다:",
            "파일이 암호화돼 있어서 {env} 시크릿을 수정할 수 없었다:",
            "이 저장소의 시크릿은 이렇게 암호화된 형태로만 커밋된다는 맥락이 없었다:"])
    ls = L(lang, ["The ciphertext is safe to commit; decryption needs the key held by the deploy role, which I don't have.",
                  "Edit it with the tool (sops / ansible-vault edit / kubeseal), never by hand, or the MAC check fails.",
                  "Only the encrypted form belongs in git; the plaintext is never written to disk in CI."],
           ["암호문은 커밋해도 안전하다. 복호화에는 배포 롤이 가진 키가 필요하고 나는 없다.",
            "sops / ansible-vault edit / kubeseal 같은 도구로만 수정해야 한다. 손으로 고치면 MAC 검증이 실패한다.",
            "git에는 암호화된 형태만 두고 CI에서도 평문은 디스크에 쓰지 않는다."])
    return cnote("encrypted blob: " + what, fmt(mc, c) + "\n" + snippet, fmt(ls, c),
                 L(lang, ["Can I get decrypt access for {env}, or should I ask someone to make the change?", ""],
                   ["{env} 복호화 권한을 받을 수 있나요, 아니면 다른 분께 수정을 부탁해야 하나요?", ""]).format(env=c["env"]))


def t_c_misc_risky(lang):
    c = ctx(lang)
    r = R.random()
    if r < 0.2:
        snippet = "card: 4242 4242 4242 4242  exp: 12/34  cvc: 123\n3DS card: 4000 0027 6000 3184"
        what = "documented test card numbers"
        ls = L(lang, "These are the processor's public test cards; they only work with test-mode keys.",
               "결제사 문서에 공개된 테스트 카드라 테스트 모드 키에서만 동작한다.")
    elif r < 0.4:
        snippet = "rules:\n  - id: github-pat\n    regex: 'ghp_[A-Za-z0-9]{36}'\n  - id: aws-access-key\n    regex: '(AKIA|ASIA)[A-Z2-7]{16}'\n  - id: slack\n    regex: 'xox[baprs]-[0-9A-Za-z-]{10,}'"
        what = "secret-scanner regex rules"
        ls = L(lang, "The scanner runs in pre-commit and CI; new vendor formats need a rule here.",
               "스캐너는 pre-commit과 CI에서 돈다. 새 벤더 형식은 여기에 규칙을 추가해야 한다.")
    elif r < 0.55:
        snippet = "DB_PASSWORD=\nREDIS_PASSWORD=\nSENTRY_DSN="
        what = "empty values"
        ls = L(lang, "Empty values make {svc} fall back to the local docker-compose services, which need no auth.",
               "값이 비어 있으면 {svc_이} 인증 없는 로컬 docker-compose 서비스로 폴백한다.")
    elif r < 0.7:
        snippet = ("def login(req):\n    user = authenticate(username=req.POST[\"username\"], password=req.POST[\"password\"])\n"
                   "    if user is None:\n        logger.warning(\"login failed for %s\", req.POST[\"username\"])")
        what = "password-handling code without values"
        ls = L(lang, "We log the username on failure but never the password field; keep it that way.",
               "실패 시 사용자명은 로그에 남기지만 password 필드는 절대 남기지 않는다. 유지할 것.")
    elif r < 0.85:
        snippet = "https://auth.acme.kr/authorize?response_type=code&client_id=%s&code_challenge=%s&code_challenge_method=S256&scope=openid%%20profile" % (
            rs(ALNUM, 32), b64url_nopad(rbytes(32)))
        what = "OAuth PKCE authorize URL (no secret)"
        ls = L(lang, "The code_challenge is a hash of the verifier and is meant to travel in the URL; the verifier never leaves the app.",
               "code_challenge는 verifier의 해시라 URL로 보내도 된다. verifier는 앱 밖으로 나가지 않는다.")
    else:
        snippet = "{\n  \"kid\": \"%s\",\n  \"alg\": \"RS256\"\n}\n{\n  \"sub\": \"%s\",\n  \"scope\": \"orders:read\",\n  \"exp\": %d\n}" % (
            rs(B64URL, 22), digits(7), now_ts())
        what = "decoded JWT header and claims (no token)"
        ls = L(lang, "The decoded claims are enough to debug scope problems; the raw token is not needed in the ticket.",
               "디코딩된 클레임만으로 스코프 문제를 디버깅할 수 있으니 티켓에 원본 토큰은 필요 없다.")
    mc = L(lang, ["I wasn't sure whether this was sensitive before putting it in the note:",
                  "I was missing background on this snippet from {svc}:",
                  "Found this while debugging {svc} in {env}:"],
           ["노트에 넣기 전에 이게 민감한 건지 확신이 없었다:",
            "{svc}의 이 코드 조각에 대한 배경을 몰랐다:",
            "{env}에서 {svc_을} 디버깅하다가 발견한 것:"])
    return cnote("risky-looking but harmless: " + what, fmt(mc, c) + "\n" + snippet, fmt(ls, c),
                 L(lang, ["", "Should this be documented in the wiki?", "Is this pattern used in other services too?"],
                   ["", "위키에 정리해둘까요?", "다른 서비스에서도 이 패턴을 쓰나요?"]))

# --------------------------------------------------------------------------
# CLEAN templates, part D: keys documented as public  -> "[publishable]"
# --------------------------------------------------------------------------
def publishable_snippet(c):
    r = R.randrange(16)
    if r == 0:
        return "Stripe publishable key", "const stripe = Stripe('pk_live_51%s');" % rs(ALNUM, 97)
    if r == 1:
        return "Firebase web config apiKey", (
            "const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"acme-%s.firebaseapp.com\",\n"
            "  projectId: \"acme-%s\",\n  storageBucket: \"acme-%s.appspot.com\",\n  messagingSenderId: \"%s\",\n"
            "  appId: \"1:%s:web:%s\"\n};") % (rs(B64URL, 35), c["env"], c["env"], c["env"], digits(12), digits(12), rs(HEX, 22))
    if r == 2:
        return "reCAPTCHA site key", '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64URL, 38)
    if r == 3:
        user = pick(["acme-maps", "fieldapp"])
        mid = b64url_nopad(json.dumps({"u": user, "a": rs(LOWNUM, 25)}, separators=(",", ":")).encode())
        return "Mapbox public token", "mapboxgl.accessToken = 'pk.%s.%s';" % (mid, rs(B64URL, 22))
    if r == 4:
        return "Algolia search-only key", "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(UPNUM, 10), rs(HEX, 32))
    if r == 5:
        t = now_ts()
        anon = jwt_token({"iss": "supabase", "ref": rs(LO, 20), "role": "anon", "iat": t, "exp": t + 315_360_000})
        return "Supabase anon key", "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (rs(LO, 20), anon)
    if r == 6:
        return "Toss Payments client key", "const tossPayments = TossPayments(\"%s%s\");" % (pick(["live_ck_", "test_ck_", "live_gck_"]), rs(ALNUM, 28))
    if r == 7:
        return "Kakao JavaScript key", "Kakao.init('%s');\nconsole.log(Kakao.isInitialized());" % rs(HEX, 32)
    if r == 8:
        return "Sentry DSN", "Sentry.init({ dsn: \"https://%s@o%s.ingest.sentry.io/%s\", tracesSampleRate: 0.1 });" % (
            rs(HEX, 32), digits(6), digits(7))
    if r == 9:
        return "PostHog project key", "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % rs(ALNUM, 43)
    if r == 10:
        return "Datadog RUM client token", "datadogRum.init({\n  applicationId: '%s',\n  clientToken: 'pub%s',\n  site: 'datadoghq.com',\n});" % (
            uuid4(), rs(HEX, 32))
    if r == 11:
        host = pick(["clerk.acme.kr", "clerk.shop.acme.io"])
        return "Clerk publishable key", "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64((host + "$").encode()).rstrip("=")
    if r == 12:
        return "Cloudflare Turnstile site key", '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % rs(B64URL, 14)
    if r == 13:
        return "Google Maps JS key (referrer-restricted)", '<script src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap" async></script>' % rs(B64URL, 35)
    if r == 14:
        return "Braintree tokenization key", "braintree.dropin.create({ authorization: 'production_%s_%s', container: '#dropin' });" % (
            rs(LOWNUM, 8), rs(LOWNUM, 16))
    return "Naver Maps client id", '<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s"></script>' % rs(LOWNUM, 10)


def t_c_publishable(lang):
    c = ctx(lang)
    what, snippet = publishable_snippet(c)
    c["what"] = what
    mc = L(lang, ["A reviewer asked why a key is hard-coded in the frontend bundle of {svc}; I didn't know if it was allowed:",
                  "I almost moved this value into the secret manager, not knowing it is designed to be public:",
                  "The secret scanner flagged the web app config and I didn't know whether to rotate:"],
           ["{svc} 프론트엔드 번들에 키가 하드코딩돼 있다는 리뷰 지적을 받았는데 허용되는 건지 몰랐다:",
            "공개용으로 설계된 값인 줄 모르고 시크릿 매니저로 옮길 뻔했다:",
            "시크릿 스캐너가 웹앱 설정을 잡았는데 교체해야 하는지 몰랐다:"])
    ls = L(lang, ["The {what} is public by design (vendor docs say it ships to browsers); protection comes from domain/referrer restrictions and server-side rules.",
                  "Only the server-side secret must stay private; the {what} is meant to be embedded in client code.",
                  "No rotation needed: the {what} only identifies the project, it cannot read or charge anything by itself."],
           ["{what_은} 설계상 공개 값이다(벤더 문서상 브라우저에 포함됨). 보호는 도메인/리퍼러 제한과 서버 측 규칙으로 한다.",
            "비공개로 지켜야 하는 건 서버 쪽 시크릿뿐이고 {what_은} 클라이언트 코드에 넣으라고 있는 값이다.",
            "교체할 필요 없다. {what_은} 프로젝트 식별용이라 그 자체로는 아무것도 읽거나 결제할 수 없다."])
    ask = L(lang, ["Should the scanner allow-list this file?", "Are the domain restrictions on this key up to date?",
                   "Which server-side key pairs with this one, and where is it stored?", ""],
            ["스캐너 허용 목록에 이 파일을 넣을까요?", "이 키의 도메인 제한 설정은 최신인가요?",
             "이 키와 짝인 서버 쪽 키는 무엇이고 어디에 보관하나요?", ""])
    if chance(0.65):
        return tag(cnote("publishable key: %s [publishable]" % what, fmt(mc, c) + "\n" + snippet, fmt(ls, c), fmt(ask, c)), what)
    return tag(cnote("publishable key: %s [publishable]" % what, fmt(mc, c).rstrip(":"), fmt(ls, c) + "\n" + snippet,
                     fmt(ask, c)), what)


# --------------------------------------------------------------------------
# CLEAN templates, part E: plain engineering notes (no risky material)
# --------------------------------------------------------------------------
PLAIN_NOTES = [
    ("CI runs in UTC, so the date-boundary test failed after 15:00 KST.",
     "Freeze the clock in tests and pass an explicit timezone to the date helpers.",
     "CI가 UTC로 돌아서 한국 시간 오후 3시 이후에 날짜 경계 테스트가 실패했다.",
     "테스트에서는 시계를 고정하고 날짜 헬퍼에 타임존을 명시적으로 넘긴다."),
    ("I didn't know {svc} must stay backward compatible with the mobile app two versions back.",
     "API fields can be added but not removed until the minimum supported app version moves.",
     "{svc_이} 두 버전 전 모바일 앱과 하위 호환을 유지해야 한다는 걸 몰랐다.",
     "최소 지원 앱 버전이 올라가기 전까지 API 필드는 추가만 하고 삭제하지 않는다."),
    ("The staging database is refreshed from a masked prod snapshot every Monday at 04:00.",
     "Do not run long migrations on staging on Monday mornings; they get wiped.",
     "스테이징 DB는 매주 월요일 04시에 마스킹된 운영 스냅샷으로 갱신된다.",
     "월요일 아침에는 스테이징에서 긴 마이그레이션을 돌리지 말 것. 다 지워진다."),
    ("Nobody told me the Gradle build needs JDK 21, not 17.",
     "The toolchain block in build.gradle.kts pins Java 21; install it via sdkman before building.",
     "Gradle 빌드에 JDK 17이 아니라 21이 필요하다는 걸 아무도 말해주지 않았다.",
     "build.gradle.kts의 toolchain 블록이 Java 21로 고정돼 있으니 빌드 전에 sdkman으로 설치한다."),
    ("The flaky e2e test was caused by animations, not by the backend.",
     "Set prefers-reduced-motion in the Playwright config; the test became stable.",
     "불안정한 e2e 테스트 원인은 백엔드가 아니라 애니메이션이었다.",
     "Playwright 설정에서 prefers-reduced-motion을 켜니 테스트가 안정됐다."),
    ("I was missing that the settlement batch must finish before 06:00 for the bank cut-off.",
     "Any change to the batch needs a dry run against yesterday's data and a timing check.",
     "정산 배치가 은행 마감 때문에 06시 전에 끝나야 한다는 맥락이 없었다.",
     "배치를 바꿀 때는 전날 데이터로 드라이런하고 소요 시간을 확인해야 한다."),
    ("I didn't know the monorepo uses pnpm workspaces; npm install broke the lockfile.",
     "Always use pnpm in this repo; CI fails on any package-lock.json.",
     "모노레포가 pnpm 워크스페이스를 쓰는 줄 몰라서 npm install로 락파일을 깨뜨렸다.",
     "이 저장소에서는 항상 pnpm을 쓴다. package-lock.json이 있으면 CI가 실패한다."),
    ("The search index is rebuilt nightly; manual reindexing during the day doubles the load.",
     "Use the partial reindex endpoint for single products instead of a full rebuild.",
     "검색 인덱스는 매일 밤 재구축되는데 낮에 수동으로 돌리면 부하가 두 배가 된다.",
     "상품 하나만 바꿀 때는 전체 재구축 대신 부분 재색인 엔드포인트를 쓴다."),
    ("Context I lacked: feature flags are evaluated per request, not per session.",
     "A user can see both variants within one session; the checkout test must pin the flag.",
     "기능 플래그가 세션이 아니라 요청마다 평가된다는 맥락이 없었다.",
     "한 세션 안에서 두 변형이 다 보일 수 있으니 결제 테스트는 플래그를 고정해야 한다."),
    ("I didn't know the Korean address API returns road-name and lot-number addresses in separate fields.",
     "Store both and show the road-name address by default; delivery partners still need the lot number.",
     "한국 주소 API가 도로명 주소와 지번 주소를 별도 필드로 준다는 걸 몰랐다.",
     "둘 다 저장하고 기본은 도로명 주소로 보여준다. 배송 파트너는 아직 지번이 필요하다."),
    ("The Docker build was slow because the COPY . . came before dependency installation.",
     "Copy the lockfile first, install, then copy the source; the cache now hits on every code change.",
     "Docker 빌드가 느린 이유는 의존성 설치 전에 COPY . . 를 했기 때문이었다.",
     "락파일 먼저 복사해서 설치하고 그다음 소스를 복사하니 코드 변경 때마다 캐시가 맞는다."),
    ("Nobody mentioned that release branches are cut every second Thursday.",
     "Merge to main by Wednesday evening if the change must go into the next release.",
     "릴리스 브랜치가 격주 목요일에 따진다는 얘기를 아무도 안 했다.",
     "다음 릴리스에 넣어야 하면 수요일 저녁까지 main에 머지해야 한다."),
    ("I was missing that the partner API paginates with a cursor and caps page size at 100.",
     "Requesting 500 silently returns 100; loop until next_cursor is null.",
     "제휴사 API가 커서 방식 페이지네이션이고 페이지 크기 최대가 100이라는 걸 몰랐다.",
     "500을 요청해도 조용히 100개만 온다. next_cursor가 null일 때까지 반복해야 한다."),
    ("The memory leak in {svc} came from an unbounded in-process cache.",
     "Use the LRU cache with max 10k entries; heap stayed flat over 24 hours.",
     "{svc} 메모리 누수는 크기 제한 없는 프로세스 내부 캐시 때문이었다.",
     "최대 1만 개 LRU 캐시로 바꾸니 24시간 동안 힙이 평탄했다."),
    ("I didn't know the product team wants amounts shown in KRW without decimals.",
     "Format with Intl.NumberFormat('ko-KR') and maximumFractionDigits 0; JPY has the same rule.",
     "제품팀이 금액을 원화 소수점 없이 보여주길 원한다는 걸 몰랐다.",
     "Intl.NumberFormat('ko-KR')에 maximumFractionDigits 0으로 포맷한다. 엔화도 같은 규칙."),
    ("The lint job runs with --max-warnings 0, so a new warning fails the pipeline.",
     "Fix warnings in the same PR; disabling a rule needs a comment with the reason.",
     "lint 잡이 --max-warnings 0으로 돌아서 새 경고 하나로도 파이프라인이 실패한다.",
     "경고는 같은 PR에서 고치고, 규칙을 끄려면 이유를 주석으로 남긴다."),
]


def t_c_plain(lang):
    c = ctx(lang)
    en_mc, en_ls, ko_mc, ko_ls = pick(PLAIN_NOTES)
    ask = L(lang, ["Is this documented anywhere I should have read first?", "Who owns this decision?", ""],
            ["먼저 읽었어야 할 문서가 있나요?", "이 결정은 누가 담당하나요?", ""])
    if lang == "en":
        return cnote("plain engineering note", fmt(en_mc, c), fmt(en_ls, c), ask)
    return cnote("plain engineering note", fmt(ko_mc, c), fmt(ko_ls, c), ask)

# --------------------------------------------------------------------------
# schedule, generation, checks, output
# --------------------------------------------------------------------------
SECRET_PLAN = [
    (t_vendor_config, 98), (t_vendor_http, 30), (t_tool_config, 18), (t_password_config, 22),
    (t_password_account, 20), (t_password_cmd, 32), (t_connstring, 22), (t_sql_password, 6),
    (t_ssh_sudo, 6), (t_http_auth, 18), (t_app_secret, 12), (t_signed_url, 8), (t_private_key, 12),
    (t_totp, 6), (t_recovery_codes, 6), (t_pin, 5), (t_wifi, 6), (t_webhook, 10), (t_multi, 8),
    (t_long_token, 6), (t_chat, 6), (t_wireguard, 3),
]
CLEAN_PLAN = [
    (t_c_placeholder, 36), (t_c_aws_example, 6), (t_c_masked, 32), (t_c_reference, 40), (t_c_hashes, 32),
    (t_c_ids, 36), (t_c_public_keys, 28), (t_c_base64_data, 16), (t_c_long_ids, 20), (t_c_policy, 14),
    (t_c_flags, 14), (t_c_encrypted, 18), (t_c_misc_risky, 14), (t_c_publishable, 30), (t_c_plain, 24),
]
NOT_RISKY = ("t_c_plain", "t_c_policy")   # clean families without risky-looking material
MAX_TRIES = 200


def schedule(plan):
    slots = []
    for fn, n in plan:
        slots += [fn] * n
    R.shuffle(slots)
    return [(fn, "en" if i < N_EN_PER_KIND else "ko") for i, fn in enumerate(slots)]


def generate(kind, plan, seen, stats):
    out = []
    for fn, lang in schedule(plan):
        for _ in range(MAX_TRIES):
            try:
                n = fn(lang)
            except Retry:
                stats["retries"] += 1
                continue
            probs = field_problems(n["fields"])
            if kind == "secret":
                probs += window_violations(n["fields"], n["secrets"])
                if not n["secrets"]:
                    probs.append("secret note without secrets")
            elif n["secrets"]:
                probs.append("clean note with secrets")
            key = tuple(n["fields"].values())
            if key in seen:
                probs.append("duplicate note")
            if not probs:
                break
            stats["retries"] += 1
        else:
            raise SystemExit("template %s could not produce a valid note" % fn.__name__)
        seen.add(key)
        n["kind"], n["lang"], n["_template"] = kind, lang, fn.__name__
        out.append(n)
    return out


def final_checks(records, internal):
    assert len(records) == 2 * N_PER_KIND
    for kind in ("secret", "clean"):
        ks = [r for r in records if r["kind"] == kind]
        assert len(ks) == N_PER_KIND, kind
        assert sum(r["lang"] == "en" for r in ks) == N_EN_PER_KIND, kind
    ids = [r["id"] for r in records]
    assert ids == ["%s%03d" % (ID_PREFIX, i) for i in range(1, len(records) + 1)]
    for r in records:
        assert list(r.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert not field_problems(r["fields"]), r["id"]
        if r["kind"] == "secret":
            assert r["secrets"], r["id"]
            assert not window_violations(r["fields"], r["secrets"]), r["id"]
        else:
            assert r["secrets"] == [], r["id"]
            if r["category"].endswith("[publishable]"):
                assert internal[r["id"]]["_template"] == "t_c_publishable"
    risky = sum(1 for r in records if r["kind"] == "clean" and internal[r["id"]]["_template"] not in NOT_RISKY)
    assert risky / N_PER_KIND > 0.8, risky


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "blind_set_v80.jsonl")
    stats = {"retries": 0}
    seen = set()   # membership tests only, never iterated
    notes = generate("secret", SECRET_PLAN, seen, stats) + generate("clean", CLEAN_PLAN, seen, stats)
    R.shuffle(notes)
    records, internal = [], {}
    for i, n in enumerate(notes, 1):
        rid = "%s%03d" % (ID_PREFIX, i)
        records.append({"id": rid, "lang": n["lang"], "kind": n["kind"], "category": n["category"],
                        "fields": n["fields"], "secrets": n["secrets"]})
        internal[rid] = n
    final_checks(records, internal)
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records).encode("utf-8")
    with open(out_path, "wb") as fh:
        fh.write(data)
    # statistics for the README
    sec_vendors, pub_vendors = [], []
    for r in records:
        for v in internal[r["id"]].get("_vendors", []):
            (sec_vendors if r["kind"] == "secret" else pub_vendors).append(v)
    counts = {}
    for r in records:
        k = "%s/%s" % (r["kind"], r["lang"])
        counts[k] = counts.get(k, 0) + 1
    tmpl = {}
    for r in records:
        t = internal[r["id"]]["_template"]
        tmpl[t] = tmpl.get(t, 0) + 1
    print("wrote %s (%d notes, %d bytes)" % (out_path, len(records), len(data)))
    print("sha256 %s" % hashlib.sha256(data).hexdigest())
    print("counts " + " ".join("%s=%d" % (k, counts[k]) for k in sorted(counts)))
    print("secret notes: %d listed secrets, distinct providers %d; publishable kinds %d" % (
        sum(len(r["secrets"]) for r in records), len(dedupe(sec_vendors)), len(dedupe(pub_vendors))))
    print("providers by region: " + ", ".join("%s=%d" % (reg, len([v for v in dedupe(sec_vendors) if v in
          [x["name"] for x in VENDORS if x["region"] == reg]])) for reg in ("global", "eu", "kr", "jp", "cn")))
    print("templates %d (secret %d, clean %d); distinct categories %d; container formats %d; retries %d" % (
        len(tmpl), len(SECRET_PLAN), len(CLEAN_PLAN), len(dedupe([r["category"] for r in records])),
        len(FORMATS), stats["retries"]))
    print("notes per template: " + ", ".join("%s=%d" % (k, tmpl[k]) for k in sorted(tmpl)))


if __name__ == "__main__":
    main()
