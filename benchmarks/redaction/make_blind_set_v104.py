#!/usr/bin/env python3
"""make_blind_set_v104.py -- blind evaluation set v104 for a credential-redaction filter.

Python 3 standard library only, no network.  A single PRNG,
random.Random(104_2026_1127), drives every choice; no set is ever iterated,
so the output is byte-identical on every run and under any PYTHONHASHSEED.

Usage:  python3 make_blind_set_v104.py [output.jsonl]
"""
import base64
import hashlib
import json
import random
import sys

SEED = 104_2026_1127
R = random.Random(SEED)

N_SECRET = 360
N_CLEAN = 360
N_EN = 216          # per kind (60 %)
N_KO = 144          # per kind (40 %)
ID_PREFIX = "fh"
FIELD_KEYS = ("missing_context", "lesson", "ask_next_time")
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}

# ---------------------------------------------------------------- alphabets
UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LOWER = "abcdefghijklmnopqrstuvwxyz"
DIGITS = "0123456789"
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B62 = UPPER + LOWER + DIGITS
B64 = B62 + "+/"
B64URL = B62 + "-_"
B32 = UPPER + "234567"
AN_UP = UPPER + DIGITS
AN_LO = LOWER + DIGITS
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
PW_PUNCT = "!#$%&*+-.:;=?@^_~"


# ---------------------------------------------------------------- PRNG helpers
def rs(alpha, n):
    """random string of length n over alpha"""
    return "".join(R.choice(alpha) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def shuffled(seq):
    out = list(seq)
    R.shuffle(out)
    return out


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(data):
    return base64.b64encode(data).decode("ascii")


def b64url_nopad(data):
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def rhex(n):
    return rs(HEX, n)


def ruuid():
    h = rhex(32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def rsha256():
    return hashlib.sha256(rbytes(32)).hexdigest()


def rsha1():
    return hashlib.sha1(rbytes(20)).hexdigest()


def rdigits(n, lead_nonzero=True):
    s = rs(DIGITS, n)
    if lead_nonzero and s[0] == "0":
        s = pick("123456789") + s[1:]
    return s


def rdate():
    return "2025-%02d-%02d" % (rint(1, 11), rint(1, 28))


def rtime():
    return "%02d:%02d:%02d" % (rint(0, 23), rint(0, 59), rint(0, 59))


def rts():
    return "%sT%sZ" % (rdate(), rtime())


def cap(s):
    return s[:1].upper() + s[1:] if s[:1].islower() else s


def pct_userinfo(s):
    """percent-encode the characters that are not allowed raw in URL userinfo"""
    out = []
    for ch in s:
        if ch in ":/?#[]@% " or ord(ch) > 126:
            out.append("".join("%%%02X" % b for b in ch.encode("utf-8")))
        else:
            out.append(ch)
    return "".join(out)


def pct_all(s):
    """percent-encode everything except unreserved characters (query values)"""
    out = []
    for ch in s:
        if ch in B62 or ch in "-._~":
            out.append(ch)
        else:
            out.append("".join("%%%02X" % b for b in ch.encode("utf-8")))
    return "".join(out)


def basic_blob(user, pw):
    return b64((user + ":" + pw).encode("utf-8"))


def fmt(template, **kw):
    out = template.format(**kw)
    return out


# ---------------------------------------------------------------- validation
MARK = "[REDACTED]"


def covered_mask(text, secrets):
    mask = [False] * len(text)
    for s in sorted(secrets, key=lambda x: (-len(x), x)):
        start = 0
        while True:
            i = text.find(s, start)
            if i < 0:
                break
            for k in range(i, i + len(s)):
                mask[k] = True
            start = i + 1
    return mask


def redact_sim(text, secrets):
    mask = covered_mask(text, secrets)
    out, i = [], 0
    while i < len(text):
        if mask[i]:
            j = i
            while j < len(text) and mask[j]:
                j += 1
            out.append(MARK)
            i = j
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def field_errors(fields):
    errs = []
    if list(fields.keys()) != list(FIELD_KEYS):
        errs.append("field keys/order")
    for k in FIELD_KEYS:
        v = fields.get(k, None)
        if not isinstance(v, str):
            errs.append("field %s not str" % k)
            continue
        if len(v.encode("utf-8")) > LIMITS[k]:
            errs.append("field %s too long (%d bytes)" % (k, len(v.encode("utf-8"))))
    if not fields.get("missing_context", "").strip():
        errs.append("missing_context empty")
    if not fields.get("lesson", "").strip():
        errs.append("lesson empty")
    return errs


def secret_errors(fields, secrets):
    """FORMAT.txt window rule: every listed secret >= 8 chars and present verbatim;
    no 8-char window of any secret occurs outside the secrets' own occurrences."""
    errs = []
    if not secrets:
        errs.append("no secrets")
    if len(secrets) != len(list(dict.fromkeys(secrets))):
        errs.append("duplicate secrets")
    texts = [fields[k] for k in FIELD_KEYS]
    for s in secrets:
        if len(s) < 8:
            errs.append("secret shorter than 8: %r" % s)
        if not any(s in t for t in texts):
            errs.append("secret not present: %r" % s)
    for t in texts:
        mask = covered_mask(t, secrets)
        red = redact_sim(t, secrets)
        for s in secrets:
            for k in range(len(s) - 7):
                w = s[k:k + 8]
                if w in red:
                    errs.append("window %r survives simulated redaction" % w)
                start = 0
                while True:
                    i = t.find(w, start)
                    if i < 0:
                        break
                    if not all(mask[i:i + 8]):
                        errs.append("window %r occurs outside secret occurrences" % w)
                        break
                    start = i + 1
    return errs


# ================================================================ vendors
# Each vendor: name, region, kind (en/ko), host, path, use, gen.
# gen() -> list of items (ENV_NAME, value, is_secret).  use: how the values
# travel on the wire; templates refer to item values as {0}, {1}, ...
#   ("hdr", header, template)   ("query", param, template)
#   ("basic", user_template, password_template)   ("path", template)
#   ("body", json_key, template)   ("sdk",)  -> no HTTP rendering
VENDORS = []


def V(name, region, kind_en, kind_ko, host, path, use, gen):
    VENDORS.append({"name": name, "region": region, "kind_en": kind_en,
                    "kind_ko": kind_ko, "host": host, "path": path,
                    "use": use, "gen": gen})


def jwt_like(payload, alg="HS256", sig_bytes=32, kid=None):
    hdr = {"alg": alg, "typ": "JWT"}
    if kid:
        hdr["kid"] = kid
    h = b64url_nopad(json.dumps(hdr, separators=(",", ":")).encode())
    p = b64url_nopad(json.dumps(payload, separators=(",", ":")).encode())
    return h + "." + p + "." + b64url_nopad(rbytes(sig_bytes))


def rorg():
    return pick(["acme", "hanbit", "nuri", "orbit", "saebyeok", "kumo", "lumen",
                 "dasol", "pinecrest", "bluefin", "tamra", "yeoul", "hikari", "arcadia"])


# ---------------------------------------------------------------- global
V("GitHub", "global", "classic personal access token", "개인 액세스 토큰(classic)",
  "api.github.com", "/user/repos", [("hdr", "Authorization", "token {0}")],
  lambda: [("GITHUB_TOKEN", "ghp_" + rs(B62, 36), True)])
V("GitHub", "global", "fine-grained personal access token", "fine-grained PAT",
  "api.github.com", "/repos/%s/infra/actions/runs" % rorg(), [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("GH_PAT", "github_pat_" + rs(B62, 22) + "_" + rs(B62, 59), True)])
V("GitHub", "global", "OAuth access token", "OAuth 액세스 토큰",
  "api.github.com", "/user", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("GH_OAUTH_TOKEN", "gho_" + rs(B62, 36), True)])
V("GitHub App", "global", "installation access token", "설치 액세스 토큰",
  "api.github.com", "/installation/repositories", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("GH_APP_INSTALLATION_TOKEN", "ghs_" + rs(B62, 36), True)])
V("GitLab", "global", "personal access token", "개인 액세스 토큰",
  "gitlab.com", "/api/v4/projects?membership=true", [("hdr", "PRIVATE-TOKEN", "{0}")],
  lambda: [("GITLAB_TOKEN", "glpat-" + rs(B64URL, 20), True)])
V("GitLab", "global", "runner authentication token", "러너 인증 토큰",
  "gitlab.com", "/api/v4/runners/verify", [("body", "token", "{0}")],
  lambda: [("RUNNER_TOKEN", "glrt-" + rs(B64URL, 20), True)])
V("Slack", "global", "bot token", "봇 토큰",
  "slack.com", "/api/chat.postMessage", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("SLACK_BOT_TOKEN", "xoxb-%s-%s-%s" % (rdigits(11), rdigits(13), rs(B62, 24)), True)])
V("Slack", "global", "user token", "사용자 토큰",
  "slack.com", "/api/conversations.history", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("SLACK_USER_TOKEN", "xoxp-%s-%s-%s-%s" % (rdigits(11), rdigits(11), rdigits(13), rhex(32)), True)])
V("Slack", "global", "app-level token", "앱 레벨 토큰",
  "slack.com", "/api/apps.connections.open", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("SLACK_APP_TOKEN", "xapp-1-A%s-%s-%s" % (rs(AN_UP, 10), rdigits(13), rhex(64)), True)])
V("Stripe", "global", "live secret key", "라이브 시크릿 키",
  "api.stripe.com", "/v1/charges", [("basic", "{0}", "")],
  lambda: [("STRIPE_SECRET_KEY", "sk_live_" + (rs(B62, 24) if chance(0.3) else "51" + rs(B62, 97)), True)])
V("Stripe", "global", "restricted key", "제한 키(restricted key)",
  "api.stripe.com", "/v1/payment_intents", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("STRIPE_RESTRICTED_KEY", "rk_live_51" + rs(B62, 97), True)])
V("Stripe", "global", "webhook signing secret", "웹훅 서명 시크릿",
  "api.stripe.com", "/v1/webhook_endpoints", [("sdk",)],
  lambda: [("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(B62, 32), True)])
V("Twilio", "global", "auth token", "Auth Token",
  "api.twilio.com", "/2010-04-01/Accounts/{1}/Messages.json", [("basic", "{1}", "{0}")],
  lambda: [("TWILIO_AUTH_TOKEN", rhex(32), True), ("TWILIO_ACCOUNT_SID", "AC" + rhex(32), False)])
V("SendGrid", "global", "API key", "API 키",
  "api.sendgrid.com", "/v3/mail/send", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("SENDGRID_API_KEY", "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43), True)])
V("Mailgun", "global", "private API key", "프라이빗 API 키",
  "api.mailgun.net", "/v3/mg.%s.io/messages" % rorg(), [("basic", "api", "{0}")],
  lambda: [("MAILGUN_API_KEY", "key-" + rhex(32), True)])
V("OpenAI", "global", "project API key", "프로젝트 API 키",
  "api.openai.com", "/v1/chat/completions", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("OPENAI_API_KEY", "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74), True)])
V("Anthropic", "global", "API key", "API 키",
  "api.anthropic.com", "/v1/messages", [("hdr", "x-api-key", "{0}")],
  lambda: [("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64URL, 93) + "AA", True)])
V("Google Gemini", "global", "API key", "API 키",
  "generativelanguage.googleapis.com", "/v1beta/models/gemini-2.0-flash:generateContent",
  [("hdr", "x-goog-api-key", "{0}")],
  lambda: [("GEMINI_API_KEY", "AIza" + rs(B64URL, 35), True)])
V("Google OAuth", "global", "client secret and refresh token", "클라이언트 시크릿과 리프레시 토큰",
  "oauth2.googleapis.com", "/token", [("body", "client_secret", "{0}"), ("body", "refresh_token", "{1}"), ("body", "client_id", "{2}")],
  lambda: [("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64URL, 28), True),
           ("GOOGLE_REFRESH_TOKEN", "1//0" + pick("eg") + rs(B64URL, 99), True),
           ("GOOGLE_CLIENT_ID", "%s-%s.apps.googleusercontent.com" % (rdigits(12), rs(AN_LO, 32)), False)])
V("AWS", "global", "access key pair", "액세스 키 쌍",
  "sts.amazonaws.com", "/", [("sdk",)],
  lambda: [("AWS_ACCESS_KEY_ID", "AKIA" + rs(B32, 16), True),
           ("AWS_SECRET_ACCESS_KEY", rs(B64, 40), True),
           ("AWS_DEFAULT_REGION", pick(["ap-northeast-2", "us-east-1", "eu-central-1", "ap-northeast-1"]), False)])
V("AWS STS", "global", "temporary credentials with session token", "세션 토큰 포함 임시 자격 증명",
  "sts.amazonaws.com", "/", [("sdk",)],
  lambda: [("AWS_ACCESS_KEY_ID", "ASIA" + rs(B32, 16), True),
           ("AWS_SECRET_ACCESS_KEY", rs(B64, 40), True),
           ("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2Vj" + rs(B64, rint(300, 420)), True)])
V("Azure Storage", "global", "storage account key", "스토리지 계정 키",
  "%s.blob.core.windows.net" % rorg(), "/backups?restype=container&comp=list", [("sdk",)],
  lambda: [("AZURE_STORAGE_KEY", b64(rbytes(64)), True),
           ("AZURE_STORAGE_ACCOUNT", rorg() + "prodstore", False)])
V("Microsoft Entra ID", "global", "app client secret", "앱 클라이언트 시크릿",
  "login.microsoftonline.com", "/{1}/oauth2/v2.0/token", [("body", "client_secret", "{0}"), ("body", "client_id", "{2}")],
  lambda: [("AZURE_CLIENT_SECRET", rs(B62, 3) + "8Q~" + rs(B62 + "_.~-", 34), True),
           ("AZURE_TENANT_ID", ruuid(), False), ("AZURE_CLIENT_ID", ruuid(), False)])
V("npm", "global", "automation token", "자동화(automation) 토큰",
  "registry.npmjs.org", "/-/whoami", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("NPM_TOKEN", "npm_" + rs(B62, 36), True)])
V("PyPI", "global", "API token", "API 토큰",
  "upload.pypi.org", "/legacy/", [("basic", "__token__", "{0}")],
  lambda: [("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, rint(140, 190)), True)])
V("Docker Hub", "global", "personal access token", "개인 액세스 토큰",
  "hub.docker.com", "/v2/users/login", [("body", "password", "{0}")],
  lambda: [("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64URL, 27), True)])
V("DigitalOcean", "global", "personal access token", "개인 액세스 토큰",
  "api.digitalocean.com", "/v2/droplets", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("DIGITALOCEAN_TOKEN", "dop_v1_" + rhex(64), True)])
V("Shopify", "global", "Admin API access token", "Admin API 액세스 토큰",
  "%s-store.myshopify.com" % rorg(), "/admin/api/2024-10/orders.json", [("hdr", "X-Shopify-Access-Token", "{0}")],
  lambda: [("SHOPIFY_ADMIN_TOKEN", "shpat_" + rhex(32), True)])
V("Atlassian", "global", "API token", "API 토큰",
  "%s.atlassian.net" % rorg(), "/rest/api/3/search?jql=project%3DOPS", [("basic", "{1}", "{0}")],
  lambda: [("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64URL, rint(160, 175)) + "=" + rs(HEXU, 8), True),
           ("JIRA_EMAIL", pick(["ops", "deploy", "jira-bot", "minji.kim"]) + "@" + rorg() + ".io", False)])
V("Linear", "global", "personal API key", "개인 API 키",
  "api.linear.app", "/graphql", [("hdr", "Authorization", "{0}")],
  lambda: [("LINEAR_API_KEY", "lin_api_" + rs(B62, 40), True)])
V("Notion", "global", "internal integration secret", "내부 통합 시크릿",
  "api.notion.com", "/v1/databases/%s/query" % rhex(32), [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("NOTION_TOKEN", ("ntn_" + rs(B62, 46)) if chance(0.6) else ("secret_" + rs(B62, 43)), True)])
V("Figma", "global", "personal access token", "개인 액세스 토큰",
  "api.figma.com", "/v1/files/%s" % rs(B62, 22), [("hdr", "X-Figma-Token", "{0}")],
  lambda: [("FIGMA_TOKEN", "figd_" + rs(B64URL, 40), True)])
V("HashiCorp Vault", "global", "service token", "서비스 토큰",
  "vault.%s.internal:8200" % rorg(), "/v1/secret/data/app", [("hdr", "X-Vault-Token", "{0}")],
  lambda: [("VAULT_TOKEN", "hvs." + rs(B64URL, pick([24, 24, 91])), True)])
V("Terraform Cloud", "global", "team API token", "팀 API 토큰",
  "app.terraform.io", "/api/v2/organizations/%s/workspaces" % rorg(), [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("TFE_TOKEN", rs(B62, 14) + ".atlasv1." + rs(B62, 67), True)])
V("Datadog", "global", "API key and application key", "API 키와 애플리케이션 키",
  "api.datadoghq.com", "/api/v1/monitor", [("hdr", "DD-API-KEY", "{0}"), ("hdr", "DD-APPLICATION-KEY", "{1}")],
  lambda: [("DD_API_KEY", rhex(32), True), ("DD_APP_KEY", rhex(40), True)])
V("New Relic", "global", "user API key", "사용자 API 키",
  "api.newrelic.com", "/graphql", [("hdr", "API-Key", "{0}")],
  lambda: [("NEW_RELIC_API_KEY", "NRAK-" + rs(AN_UP, 27), True)])
V("Sentry", "global", "organization auth token", "조직 인증 토큰",
  "sentry.io", "/api/0/organizations/%s/releases/" % rorg(), [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("SENTRY_AUTH_TOKEN", "sntrys_" + b64url_nopad(json.dumps(
      {"iat": rint(1700000000, 1760000000), "url": "https://sentry.io", "region_url": "https://us.sentry.io",
       "org": rorg()}, separators=(",", ":")).encode()) + "_" + rs(B64URL, 43), True)])
V("Discord", "global", "bot token", "봇 토큰",
  "discord.com", "/api/v10/users/@me", [("hdr", "Authorization", "Bot {0}")],
  lambda: [("DISCORD_BOT_TOKEN", b64url_nopad(rdigits(19).encode()) + "." + rs(B64URL, 6) + "." + rs(B64URL, 38), True)])
V("Telegram", "global", "bot token", "봇 토큰",
  "api.telegram.org", "/bot{0}/getUpdates", [("path", "/bot{0}/getUpdates")],
  lambda: [("TELEGRAM_BOT_TOKEN", rdigits(rint(9, 10)) + ":AA" + rs(B64URL, 33), True)])
V("Mapbox", "global", "secret access token", "시크릿 액세스 토큰",
  "api.mapbox.com", "/uploads/v1/%s" % rorg(), [("query", "access_token", "{0}")],
  lambda: [("MAPBOX_SECRET_TOKEN", "sk." + b64url_nopad(json.dumps(
      {"u": rorg() + "-maps", "a": "cl" + rs(AN_LO, 23)}, separators=(",", ":")).encode()) + "." + rs(B64URL, 22), True)])
V("Cloudflare", "global", "API token", "API 토큰",
  "api.cloudflare.com", "/client/v4/zones", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("CLOUDFLARE_API_TOKEN", rs(B64URL, 40), True)])
V("Postman", "global", "API key", "API 키",
  "api.getpostman.com", "/collections", [("hdr", "X-API-Key", "{0}")],
  lambda: [("POSTMAN_API_KEY", "PMAK-" + rhex(24) + "-" + rhex(34), True)])
V("Hugging Face", "global", "user access token", "사용자 액세스 토큰",
  "huggingface.co", "/api/whoami-v2", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("HF_TOKEN", "hf_" + rs(UPPER + LOWER, 34), True)])
V("Grafana", "global", "service account token", "서비스 계정 토큰",
  "grafana.%s.internal" % rorg(), "/api/dashboards/uid/ops", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("GRAFANA_TOKEN", "glsa_" + rs(B62, 32) + "_" + rhex(8), True)])
V("Doppler", "global", "service token", "서비스 토큰",
  "api.doppler.com", "/v3/configs/config/secrets/download?format=env", [("basic", "{0}", "")],
  lambda: [("DOPPLER_TOKEN", "dp.st." + pick(["prd", "stg", "dev"]) + "." + rs(B62, 43), True)])
V("Pulumi", "global", "access token", "액세스 토큰",
  "api.pulumi.com", "/api/user", [("hdr", "Authorization", "token {0}")],
  lambda: [("PULUMI_ACCESS_TOKEN", "pul-" + rhex(40), True)])
V("Databricks", "global", "personal access token", "개인 액세스 토큰",
  "dbc-%s-%s.cloud.databricks.com" % (rhex(8), rhex(4)), "/api/2.0/clusters/list", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("DATABRICKS_TOKEN", "dapi" + rhex(32), True)])
V("Okta", "global", "API token", "API 토큰",
  "%s.okta.com" % rorg(), "/api/v1/users?limit=25", [("hdr", "Authorization", "SSWS {0}")],
  lambda: [("OKTA_API_TOKEN", "00" + rs(B64URL, 40), True)])
V("Supabase", "global", "management access token", "관리 액세스 토큰",
  "api.supabase.com", "/v1/projects", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("SUPABASE_ACCESS_TOKEN", "sbp_" + rhex(40), True)])
V("PlanetScale", "global", "database password", "DB 비밀번호",
  "aws.connect.psdb.cloud", "/", [("sdk",)],
  lambda: [("DATABASE_PASSWORD", "pscale_pw_" + rs(B64URL, 43), True),
           ("DATABASE_USERNAME", rs(AN_LO, 12), False)])
V("age", "global", "secret key", "비밀 키",
  "", "", [("sdk",)],
  lambda: [("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(BECH32, 58), True)])
V("Groq", "global", "API key", "API 키",
  "api.groq.com", "/openai/v1/chat/completions", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("GROQ_API_KEY", "gsk_" + rs(B62, 52), True)])
V("Replicate", "global", "API token", "API 토큰",
  "api.replicate.com", "/v1/predictions", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("REPLICATE_API_TOKEN", "r8_" + rs(B62, 37), True)])
V("Perplexity", "global", "API key", "API 키",
  "api.perplexity.ai", "/chat/completions", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("PERPLEXITY_API_KEY", "pplx-" + rs(B62, 48), True)])
V("xAI", "global", "API key", "API 키",
  "api.x.ai", "/v1/chat/completions", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("XAI_API_KEY", "xai-" + rs(B62, 80), True)])
V("Netlify", "global", "personal access token", "개인 액세스 토큰",
  "api.netlify.com", "/api/v1/sites", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("NETLIFY_AUTH_TOKEN", "nfp_" + rs(B62, 40), True)])
V("Render", "global", "API key", "API 키",
  "api.render.com", "/v1/services?limit=20", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("RENDER_API_KEY", "rnd_" + rs(B62, 32), True)])
V("Algolia", "global", "admin API key", "Admin API 키",
  "{1}.algolia.net", "/1/indexes", [("hdr", "X-Algolia-API-Key", "{0}"), ("hdr", "X-Algolia-Application-Id", "{1}")],
  lambda: [("ALGOLIA_ADMIN_KEY", rhex(32), True), ("ALGOLIA_APP_ID", rs(AN_UP, 10), False)])
V("Mailchimp", "global", "API key", "API 키",
  "us%d.api.mailchimp.com" % rint(1, 21), "/3.0/lists", [("basic", "anystring", "{0}")],
  lambda: [("MAILCHIMP_API_KEY", rhex(32) + "-us" + str(rint(1, 21)), True)])
V("Dropbox", "global", "short-lived access token", "단기 액세스 토큰",
  "api.dropboxapi.com", "/2/files/list_folder", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("DROPBOX_ACCESS_TOKEN", "sl.u.AF" + rs(B64URL, rint(130, 150)), True)])
V("Airtable", "global", "personal access token", "개인 액세스 토큰",
  "api.airtable.com", "/v0/meta/bases", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("AIRTABLE_TOKEN", "pat" + rs(B62, 14) + "." + rhex(64), True)])
V("Square", "global", "production access token", "운영 액세스 토큰",
  "connect.squareup.com", "/v2/locations", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64URL, 60), True)])
V("Firebase Cloud Messaging", "global", "legacy server key", "레거시 서버 키",
  "fcm.googleapis.com", "/fcm/send", [("hdr", "Authorization", "key={0}")],
  lambda: [("FCM_SERVER_KEY", "AAAA" + rs(B64URL, 7) + ":APA91b" + rs(B64URL, 134), True)])
V("Contentful", "global", "content management token", "콘텐츠 관리 토큰",
  "api.contentful.com", "/spaces/%s/environments/master/entries" % rs(AN_LO, 12), [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64URL, 43), True)])
V("LaunchDarkly", "global", "server-side SDK key", "서버 SDK 키",
  "sdk.launchdarkly.com", "/sdk/latest-all", [("hdr", "Authorization", "{0}")],
  lambda: [("LAUNCHDARKLY_SDK_KEY", "sdk-" + ruuid(), True)])
V("Buildkite", "global", "API access token", "API 액세스 토큰",
  "api.buildkite.com", "/v2/organizations/%s/pipelines" % rorg(), [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("BUILDKITE_API_TOKEN", "bkua_" + rhex(40), True)])
V("CircleCI", "global", "personal API token", "개인 API 토큰",
  "circleci.com", "/api/v2/me", [("hdr", "Circle-Token", "{0}")],
  lambda: [("CIRCLECI_TOKEN", "CCIPAT_" + rs(B62, 22) + "_" + rhex(40), True)])
V("Bitbucket", "global", "app password", "앱 비밀번호",
  "api.bitbucket.org", "/2.0/repositories/%s" % rorg(), [("basic", "{1}", "{0}")],
  lambda: [("BITBUCKET_APP_PASSWORD", "ATBB" + rs(B62, 28) + rs(HEXU, 8), True),
           ("BITBUCKET_USERNAME", pick(["ci-deployer", "jhpark", "release-bot", "sora_dev"]), False)])
V("JFrog Artifactory", "global", "API key", "API 키",
  "%s.jfrog.io" % rorg(), "/artifactory/api/repositories", [("hdr", "X-JFrog-Art-Api", "{0}")],
  lambda: [("ARTIFACTORY_API_KEY", "AKCp" + rs(B62, 69), True)])
V("Shippo", "global", "live API token", "라이브 API 토큰",
  "api.goshippo.com", "/shipments/", [("hdr", "Authorization", "ShippoToken {0}")],
  lambda: [("SHIPPO_API_TOKEN", "shippo_live_" + rhex(40), True)])
V("EasyPost", "global", "production API key", "운영 API 키",
  "api.easypost.com", "/v2/shipments", [("basic", "{0}", "")],
  lambda: [("EASYPOST_API_KEY", "EZAK" + rhex(54), True)])
V("Fastly", "global", "API token", "API 토큰",
  "api.fastly.com", "/service", [("hdr", "Fastly-Key", "{0}")],
  lambda: [("FASTLY_API_TOKEN", rs(B64URL, 32), True)])
V("Zendesk", "global", "API token", "API 토큰",
  "%s.zendesk.com" % rorg(), "/api/v2/tickets.json", [("basic", "{1}/token", "{0}")],
  lambda: [("ZENDESK_API_TOKEN", rs(B62, 40), True),
           ("ZENDESK_EMAIL", pick(["support", "cs-bot", "helpdesk"]) + "@" + rorg() + ".com", False)])
V("PayPal", "global", "REST client secret", "REST 클라이언트 시크릿",
  "api-m.paypal.com", "/v1/oauth2/token", [("basic", "{1}", "{0}")],
  lambda: [("PAYPAL_CLIENT_SECRET", "E" + rs(B64URL, 79), True), ("PAYPAL_CLIENT_ID", "A" + rs(B64URL, 79), False)])
V("Cohere", "global", "production API key", "운영 API 키",
  "api.cohere.com", "/v2/chat", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("COHERE_API_KEY", rs(B62, 40), True)])

# ---------------------------------------------------------------- Korea
V("Naver Cloud Platform", "kr", "API access key pair", "API 인증키(Access/Secret)",
  "ncloud.apigw.ntruss.com", "/vserver/v2/getServerInstanceList",
  [("hdr", "x-ncp-iam-access-key", "{0}")],
  lambda: [("NCP_ACCESS_KEY", rs(AN_UP, 20), True), ("NCP_SECRET_KEY", rs(B62, 40), True)])
V("Naver Developers", "kr", "Open API client secret", "오픈 API Client Secret",
  "openapi.naver.com", "/v1/search/blog.json?query=%EC%BA%A0%ED%95%91",
  [("hdr", "X-Naver-Client-Id", "{1}"), ("hdr", "X-Naver-Client-Secret", "{0}")],
  lambda: [("NAVER_CLIENT_SECRET", rs(B62, 10), True), ("NAVER_CLIENT_ID", rs(B62, 20), False)])
V("Kakao", "kr", "REST API key", "REST API 키",
  "dapi.kakao.com", "/v2/local/search/keyword.json?query=%EC%B9%B4%ED%8E%98", [("hdr", "Authorization", "KakaoAK {0}")],
  lambda: [("KAKAO_REST_API_KEY", rhex(32), True)])
V("Kakao", "kr", "Admin key", "어드민 키",
  "kapi.kakao.com", "/v1/user/ids", [("hdr", "Authorization", "KakaoAK {0}")],
  lambda: [("KAKAO_ADMIN_KEY", rhex(32), True)])
V("KakaoPay", "kr", "secret key", "시크릿 키",
  "open-api.kakaopay.com", "/online/v1/payment/ready", [("hdr", "Authorization", "SECRET_KEY {0}")],
  lambda: [("KAKAOPAY_SECRET_KEY", pick(["DEV", "PRD"]) + rs(HEXU, 37), True)])
V("Toss Payments", "kr", "live secret key", "라이브 시크릿 키",
  "api.tosspayments.com", "/v1/payments/confirm", [("basic", "{0}", "")],
  lambda: [("TOSS_SECRET_KEY", pick(["live_sk_", "live_gsk_"]) + rs(B62, 28), True)])
V("PortOne", "kr", "REST API secret", "REST API Secret",
  "api.iamport.kr", "/users/getToken", [("body", "imp_key", "{0}"), ("body", "imp_secret", "{1}")],
  lambda: [("IMP_KEY", rdigits(16), True), ("IMP_SECRET", rs(B62, 80), True)])
V("PortOne V2", "kr", "API secret", "V2 API Secret",
  "api.portone.io", "/payments/pay_%s" % rhex(12), [("hdr", "Authorization", "PortOne {0}")],
  lambda: [("PORTONE_API_SECRET", rs(B62, 80), True)])
V("NHN Cloud SMS", "kr", "X-Secret-Key", "X-Secret-Key",
  "api-sms.cloud.toast.com", "/sms/v3.0/appKeys/{1}/sender/sms",
  [("hdr", "X-Secret-Key", "{0}")],
  lambda: [("NHN_SMS_SECRET_KEY", rs(B62, 8), True), ("NHN_SMS_APPKEY", rs(B62, 16), False)])
V("SOLAPI", "kr", "API key and secret", "API Key/Secret",
  "api.solapi.com", "/messages/v4/send", [("sdk",)],
  lambda: [("SOLAPI_API_KEY", "NCS" + rs(AN_UP, 13), True), ("SOLAPI_API_SECRET", rs(AN_UP, 32), True)])
V("data.go.kr", "kr", "service key", "서비스키(serviceKey)",
  "apis.data.go.kr", "/1360000/VilageFcstInfoService_2.0/getVilageFcst",
  [("query", "serviceKey", "{1}")],
  lambda: (lambda raw: [("DATA_GO_KR_SERVICE_KEY", raw, True),
                        ("DATA_GO_KR_SERVICE_KEY_ENCODED", pct_all(raw), True)])(b64(rbytes(66))))
V("KIS Developers", "kr", "app key and app secret", "앱키/앱시크릿",
  "openapi.koreainvestment.com:9443", "/oauth2/tokenP",
  [("body", "appkey", "{0}"), ("body", "appsecret", "{1}")],
  lambda: [("KIS_APP_KEY", "PS" + rs(B62, 34), True), ("KIS_APP_SECRET", rs(B64, 180), True)])
V("Upbit", "kr", "Open API access/secret key", "Open API 액세스/시크릿 키",
  "api.upbit.com", "/v1/accounts", [("sdk",)],
  lambda: [("UPBIT_ACCESS_KEY", rs(B62, 40), True), ("UPBIT_SECRET_KEY", rs(B62, 40), True)])
V("Bithumb", "kr", "API connect key and secret", "Connect Key/Secret Key",
  "api.bithumb.com", "/info/balance", [("sdk",)],
  lambda: [("BITHUMB_API_KEY", rhex(32), True), ("BITHUMB_SECRET_KEY", rhex(32), True)])
V("Sendbird", "kr", "API token", "API 토큰",
  "api-{1}.sendbird.com", "/v3/users", [("hdr", "Api-Token", "{0}")],
  lambda: [("SENDBIRD_API_TOKEN", rhex(40), True), ("SENDBIRD_APP_ID", ruuid().upper(), False)])
V("Aligo", "kr", "SMS API key", "문자 API 키",
  "apis.aligo.in", "/send/", [("body", "key", "{0}"), ("body", "user_id", "{1}")],
  lambda: [("ALIGO_API_KEY", rs(AN_LO, 32), True), ("ALIGO_USER_ID", pick(["hanbitshop", "nuri_mall", "dasolcorp"]), False)])
V("NICEPAY", "kr", "secret key", "시크릿 키",
  "api.nicepay.co.kr", "/v1/payments/%s" % rhex(20), [("basic", "{1}", "{0}")],
  lambda: [("NICEPAY_SECRET_KEY", rhex(32), True), ("NICEPAY_CLIENT_ID", "R2_" + rhex(32), False)])
V("CLOVA Studio", "kr", "API key", "API 키",
  "clovastudio.stream.ntruss.com", "/v3/chat-completions/HCX-005", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("CLOVASTUDIO_API_KEY", "nv-" + rhex(32), True)])
V("Channel Talk", "kr", "Open API access key and secret", "Open API access key/secret",
  "api.channel.io", "/open/v5/users", [("hdr", "x-access-key", "{0}"), ("hdr", "x-access-secret", "{1}")],
  lambda: [("CHANNEL_ACCESS_KEY", rhex(24), True), ("CHANNEL_ACCESS_SECRET", rhex(32), True)])

# ---------------------------------------------------------------- Japan
V("LINE Messaging API", "jp", "channel access token", "채널 액세스 토큰",
  "api.line.me", "/v2/bot/message/push", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "=", True),
           ("LINE_CHANNEL_SECRET", rhex(32), True)])
V("Chatwork", "jp", "API token", "API 토큰",
  "api.chatwork.com", "/v2/rooms", [("hdr", "X-ChatWorkToken", "{0}")],
  lambda: [("CHATWORK_API_TOKEN", rhex(32), True)])
V("PAY.JP", "jp", "live secret key", "라이브 시크릿 키",
  "api.pay.jp", "/v1/charges", [("basic", "{0}", "")],
  lambda: [("PAYJP_SECRET_KEY", "sk_live_" + rhex(48), True)])
V("Backlog", "jp", "API key", "API 키",
  "%s.backlog.jp" % rorg(), "/api/v2/issues", [("query", "apiKey", "{0}")],
  lambda: [("BACKLOG_API_KEY", rs(B62, 64), True)])
V("kintone", "jp", "API token", "API 토큰",
  "%s.cybozu.com" % rorg(), "/k/v1/records.json?app=%d" % rint(10, 400), [("hdr", "X-Cybozu-API-Token", "{0}")],
  lambda: [("KINTONE_API_TOKEN", rs(B62, 40), True)])
V("Sakura Cloud", "jp", "API access token and secret", "API 액세스 토큰/시크릿",
  "secure.sakura.ad.jp", "/cloud/zone/is1a/api/cloud/1.1/server", [("basic", "{0}", "{1}")],
  lambda: [("SAKURACLOUD_ACCESS_TOKEN", ruuid(), True), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(B62, 64), True)])
V("GMO Payment Gateway", "jp", "shop password", "샵 패스워드",
  "p01.mul-pay.jp", "/payment/EntryTran.idPass", [("body", "ShopPass", "{0}"), ("body", "ShopID", "{1}")],
  lambda: [("GMO_SHOP_PASS", rs(AN_LO, 8), True), ("GMO_SHOP_ID", "tshop" + rdigits(8, False), False)])
V("LINE Notify", "jp", "personal access token", "개인 액세스 토큰",
  "notify-api.line.me", "/api/notify", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("LINE_NOTIFY_TOKEN", rs(B62, 43), True)])
V("Qiita", "jp", "access token", "액세스 토큰",
  "qiita.com", "/api/v2/authenticated_user/items", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("QIITA_TOKEN", rhex(40), True)])

# ---------------------------------------------------------------- China
V("Alibaba Cloud", "cn", "AccessKey pair", "AccessKey 쌍",
  "ecs.cn-hangzhou.aliyuncs.com", "/", [("sdk",)],
  lambda: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(B62, 18), True),
           ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(B62, 30), True)])
V("Tencent Cloud", "cn", "SecretId/SecretKey", "SecretId/SecretKey",
  "cvm.tencentcloudapi.com", "/", [("sdk",)],
  lambda: [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(B62, 32), True),
           ("TENCENTCLOUD_SECRET_KEY", rs(B62, 32), True)])
V("Baidu AI Cloud", "cn", "API Key/Secret Key", "API Key/Secret Key",
  "aip.baidubce.com", "/oauth/2.0/token",
  [("query", "grant_type", "client_credentials"), ("query", "client_id", "{0}"), ("query", "client_secret", "{1}")],
  lambda: [("BAIDU_API_KEY", rs(B62, 24), True), ("BAIDU_SECRET_KEY", rs(B62, 32), True)])
V("Huawei Cloud", "cn", "AK/SK", "AK/SK",
  "ecs.cn-north-4.myhuaweicloud.com", "/", [("sdk",)],
  lambda: [("HUAWEICLOUD_SDK_AK", rs(AN_UP, 20), True), ("HUAWEICLOUD_SDK_SK", rs(B62, 40), True)])
V("WeChat Official Account", "cn", "AppSecret", "AppSecret",
  "api.weixin.qq.com", "/cgi-bin/token", [("query", "grant_type", "client_credential"), ("query", "appid", "{1}"), ("query", "secret", "{0}")],
  lambda: [("WECHAT_APP_SECRET", rhex(32), True), ("WECHAT_APP_ID", "wx" + rhex(16), False)])
V("WeChat Pay", "cn", "APIv3 key", "APIv3 키",
  "api.mch.weixin.qq.com", "/v3/pay/transactions/native", [("sdk",)],
  lambda: [("WECHATPAY_APIV3_KEY", rs(B62, 32), True), ("WECHATPAY_MCH_ID", rdigits(10), False)])
V("Feishu", "cn", "app secret", "앱 시크릿",
  "open.feishu.cn", "/open-apis/auth/v3/tenant_access_token/internal",
  [("body", "app_id", "{1}"), ("body", "app_secret", "{0}")],
  lambda: [("FEISHU_APP_SECRET", rs(B62, 32), True), ("FEISHU_APP_ID", "cli_" + rhex(16), False)])
V("Qiniu", "cn", "AccessKey/SecretKey", "AK/SK",
  "rs.qiniuapi.com", "/buckets", [("sdk",)],
  lambda: [("QINIU_ACCESS_KEY", rs(B64URL, 40), True), ("QINIU_SECRET_KEY", rs(B64URL, 40), True)])
V("Volcengine", "cn", "AccessKey pair", "AccessKey 쌍",
  "open.volcengineapi.com", "/", [("sdk",)],
  lambda: [("VOLC_ACCESSKEY", "AKLT" + rs(B64URL, 43), True), ("VOLC_SECRETKEY", b64(rbytes(42)), True)])
V("Gitee", "cn", "private token", "개인 토큰",
  "gitee.com", "/api/v5/user/repos", [("query", "access_token", "{0}")],
  lambda: [("GITEE_TOKEN", rhex(32), True)])
V("DeepSeek", "cn", "API key", "API 키",
  "api.deepseek.com", "/chat/completions", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("DEEPSEEK_API_KEY", "sk-" + rhex(32), True)])
V("Moonshot AI", "cn", "API key", "API 키",
  "api.moonshot.cn", "/v1/chat/completions", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("MOONSHOT_API_KEY", "sk-" + rs(B62, 48), True)])
V("Zhipu AI", "cn", "API key", "API 키",
  "open.bigmodel.cn", "/api/paas/v4/chat/completions", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("ZHIPUAI_API_KEY", rhex(32) + "." + rs(B62, 16), True)])
V("Alibaba DashScope", "cn", "API key", "API 키",
  "dashscope.aliyuncs.com", "/api/v1/services/aigc/text-generation/generation", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("DASHSCOPE_API_KEY", "sk-" + rhex(32), True)])

# ---------------------------------------------------------------- Europe
V("Mollie", "eu", "live API key", "라이브 API 키",
  "api.mollie.com", "/v2/payments", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("MOLLIE_API_KEY", "live_" + rs(B62, 30), True)])
V("Adyen", "eu", "API key", "API 키",
  "checkout-live.adyen.com", "/v71/payments", [("hdr", "X-API-Key", "{0}")],
  lambda: [("ADYEN_API_KEY", "AQE" + rs(B64, 85) + "==-" + rs(B64, 43) + "=-" + rs(B62 + "<>;:%{}[]!", 16), True)])
V("GoCardless", "eu", "live access token", "라이브 액세스 토큰",
  "api.gocardless.com", "/payments", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64URL, 40), True)])
V("Scaleway", "eu", "API key (access key + secret key)", "API 키(access/secret)",
  "api.scaleway.com", "/instance/v1/zones/fr-par-1/servers", [("hdr", "X-Auth-Token", "{1}")],
  lambda: [("SCW_ACCESS_KEY", "SCW" + rs(AN_UP, 17), True), ("SCW_SECRET_KEY", ruuid(), True)])
V("OVHcloud", "eu", "application secret and consumer key", "애플리케이션 시크릿/컨슈머 키",
  "eu.api.ovh.com", "/1.0/me", [("hdr", "X-Ovh-Application", "{0}"), ("hdr", "X-Ovh-Consumer", "{2}")],
  lambda: [("OVH_APPLICATION_KEY", rs(B62, 16), True), ("OVH_APPLICATION_SECRET", rs(B62, 32), True),
           ("OVH_CONSUMER_KEY", rs(B62, 32), True)])
V("Hetzner Cloud", "eu", "API token", "API 토큰",
  "api.hetzner.cloud", "/v1/servers", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("HCLOUD_TOKEN", rs(B62, 64), True)])
V("Yandex Cloud", "eu", "API key", "API 키",
  "llm.api.cloud.yandex.net", "/foundationModels/v1/completion", [("hdr", "Authorization", "Api-Key {0}")],
  lambda: [("YC_API_KEY", "AQVN" + rs(B64URL, 36), True)])
V("Brevo", "eu", "API key", "API 키",
  "api.brevo.com", "/v3/smtp/email", [("hdr", "api-key", "{0}")],
  lambda: [("BREVO_API_KEY", "xkeysib-" + rhex(64) + "-" + rs(B62, 16), True)])
V("Spotify", "eu", "client secret", "클라이언트 시크릿",
  "accounts.spotify.com", "/api/token", [("basic", "{1}", "{0}")],
  lambda: [("SPOTIFY_CLIENT_SECRET", rhex(32), True), ("SPOTIFY_CLIENT_ID", rhex(32), False)])
V("Pipedrive", "eu", "API token", "API 토큰",
  "%s.pipedrive.com" % rorg(), "/api/v1/deals", [("query", "api_token", "{0}")],
  lambda: [("PIPEDRIVE_API_TOKEN", rhex(40), True)])
V("Postmark", "eu", "server token", "서버 토큰",
  "api.postmarkapp.com", "/email", [("hdr", "X-Postmark-Server-Token", "{0}")],
  lambda: [("POSTMARK_SERVER_TOKEN", ruuid(), True)])
V("Infobip", "eu", "API key", "API 키",
  "%s.api.infobip.com" % rs(AN_LO, 6), "/sms/2/text/advanced", [("hdr", "Authorization", "App {0}")],
  lambda: [("INFOBIP_API_KEY", rhex(32) + "-" + ruuid(), True)])
V("DeepL", "eu", "authentication key", "인증 키",
  "api-free.deepl.com", "/v2/translate", [("hdr", "Authorization", "DeepL-Auth-Key {0}")],
  lambda: [("DEEPL_AUTH_KEY", ruuid() + ":fx", True)])
V("Mailjet", "eu", "API key and secret key", "API 키/시크릿 키",
  "api.mailjet.com", "/v3.1/send", [("basic", "{0}", "{1}")],
  lambda: [("MJ_APIKEY_PUBLIC", rhex(32), True), ("MJ_APIKEY_PRIVATE", rhex(32), True)])
V("Vonage", "eu", "API key and secret", "API 키/시크릿",
  "rest.nexmo.com", "/sms/json", [("query", "api_key", "{0}"), ("query", "api_secret", "{1}")],
  lambda: [("VONAGE_API_KEY", rhex(8), True), ("VONAGE_API_SECRET", rs(B62, 16), True)])
V("SumUp", "eu", "secret API key", "시크릿 API 키",
  "api.sumup.com", "/v0.1/checkouts", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("SUMUP_API_KEY", "sup_sk_" + rs(B62, 32), True)])
V("Exoscale", "eu", "API key and secret", "API 키/시크릿",
  "api-ch-gva-2.exoscale.com", "/v2/instance", [("sdk",)],
  lambda: [("EXOSCALE_API_KEY", "EXO" + rhex(24), True), ("EXOSCALE_API_SECRET", rs(B64URL, 43), True)])
V("Wise", "eu", "API token", "API 토큰",
  "api.transferwise.com", "/v1/profiles", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("WISE_API_TOKEN", ruuid(), True)])
V("Paddle", "eu", "live API key", "라이브 API 키",
  "api.paddle.com", "/transactions", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("PADDLE_API_KEY", "pdl_live_apikey_01" + rs(AN_LO, 24) + "_" + rs(B62, 22) + "_" + rs(B62, 3), True)])
V("Mistral AI", "eu", "API key", "API 키",
  "api.mistral.ai", "/v1/chat/completions", [("hdr", "Authorization", "Bearer {0}")],
  lambda: [("MISTRAL_API_KEY", rs(B62, 32), True)])


# ================================================================ passwords & other secrets
EN_WORDS = ["dolphin", "sunshine", "maple", "tiger", "falcon", "coffee", "winter", "rocket",
            "orange", "panther", "harbor", "meadow", "cobalt", "pepper", "violet", "thunder",
            "lantern", "biscuit", "glacier", "saturn", "walnut", "cricket", "emerald", "pickle",
            "marble", "canyon", "velvet", "anchor", "jasmine", "copper", "blizzard", "mango",
            "otter", "pirate", "quartz", "raven", "salmon", "tundra", "willow", "zephyr",
            "bamboo", "cactus", "dragon", "ember", "fjord", "gecko", "hazel", "igloo",
            "juniper", "koala", "lemon", "monsoon", "nebula", "olive", "puffin", "river",
            "sierra", "tofu", "umbrella", "vortex", "whisky", "yellow", "bagel", "cinnamon"]
KO_ROMAN = ["saranghae", "haneul", "minsu", "jiwoo", "seoul", "busan", "hangang", "bomnal",
            "gangaji", "dubu", "kimchi", "sonamu", "jeju", "daegu", "haru", "byeol",
            "nabi", "tteok", "bibim", "hodu", "dalgom", "sunsin", "mugung", "yeoreum"]
KO_PW_WORDS = ["사랑해", "우리집", "고양이", "강아지", "바다", "하늘", "행복", "봄날", "별빛",
               "민준", "서연", "초코", "보리", "나비", "해피", "토리", "코코", "회사", "개발",
               "서버", "제주도", "한강", "무궁화", "여름밤", "눈사람", "달님", "햇살", "호두",
               "떡볶이", "김치찌개", "첫눈", "은하수", "소나무", "바람", "구름", "다람쥐"]

# Hangul syllable -> 2-set (dubeolsik) keystrokes, for "typed in Korean mode" passwords
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
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


def pw_human():
    w = pick(EN_WORDS + KO_ROMAN)
    style = rint(0, 5)
    if style == 0:
        return w.capitalize() + str(rint(1970, 2025)) + pick("!@#$%*?")
    if style == 1:
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        if leet == w:
            leet = w + "!"
        return leet.capitalize() + rdigits(rint(2, 4), False)
    if style == 2:
        return pick(EN_WORDS).capitalize() + pick(EN_WORDS).capitalize() + rdigits(rint(2, 3), False) + pick("!#.")
    if style == 3:
        return w + pick(["_", ".", "#", "@"]) + rdigits(4, False) + pick(["", "!", "!!", "^^"])
    if style == 4:
        return pick(UPPER) + w + rdigits(rint(3, 6), False) + pick("!$&*")
    return w.upper()[:1] + w[1:] + "#" + rdigits(2, False) + pick(EN_WORDS)[:rint(3, 5)].capitalize()


def pw_passphrase():
    words = [pick(EN_WORDS) for _ in range(rint(3, 5))]
    sep = pick(["-", " ", ".", "_", "-", " "])
    s = sep.join(words)
    if chance(0.5):
        s += sep + rdigits(rint(1, 3), False)
    if chance(0.3):
        s = s.capitalize()
    return s


def pw_punct():
    n = rint(14, 24)
    while True:
        s = rs(B62 + PW_PUNCT + PW_PUNCT, n)
        if sum(ch in PW_PUNCT for ch in s) >= 3 and any(ch in DIGITS for ch in s):
            return s


def pw_generated():
    style = rint(0, 3)
    if style == 0:
        return rs(B62, rint(20, 32))
    if style == 1:
        return "-".join(rs(AN_LO, 6) for _ in range(3))
    if style == 2:
        return rs(B62 + "!@#%^*", rint(16, 28))
    return b64(rbytes(rint(18, 27)))


def pw_kbd():
    ko = "".join(pick(KO_PW_WORDS) for _ in range(rint(1, 2)))
    s = hangul_to_qwerty(ko)
    s += pick(["", "", "!", "@", "#"]) + rdigits(rint(2, 4), False) + pick(["", "!", "^^", "*"])
    if len(s) < 8:
        s += rdigits(8 - len(s), False)
    return s


def pw_hangul():
    s = "".join(pick(KO_PW_WORDS) for _ in range(rint(2, 3)))
    s += pick(["", "!", "@", "~", "^^"]) + rdigits(rint(2, 4), False) + pick(["", "!", "#"])
    while len(s) < 8:
        s += pick(KO_PW_WORDS)
    return s


PW_KINDS = [("human", pw_human), ("passphrase", pw_passphrase), ("punctuation-heavy", pw_punct),
            ("generated", pw_generated), ("Korean-keyboard (typed in Hangul mode)", pw_kbd),
            ("Hangul", pw_hangul)]


def any_password(url_safe=False, no_space=False, kinds=None):
    while True:
        name, f = pick(kinds or PW_KINDS)
        pw = f()
        if no_space and " " in pw:
            continue
        if url_safe and any(ch in pw for ch in ":/?#[]@% ") :
            continue
        if len(pw) >= 8:
            return name, pw


def shell_ok(pw):
    return "'" not in pw


def needs_shell_quote(pw):
    return any(ch in pw for ch in " !$&*;|<>()?#~`^{}[]\\\"'") or any(ord(ch) > 126 for ch in pw)


def app_secret(kind):
    if kind == "django":
        return rs(LOWER + DIGITS + "!@#$%^&*(-_=+)", 50)
    if kind == "rails":
        return rhex(128)
    if kind == "laravel":
        return "base64:" + b64(rbytes(32))
    if kind == "nextauth":
        return b64(rbytes(32))
    if kind == "jwt":
        return rs(B62, rint(32, 64))
    return rhex(64)


# ---------------------------------------------------------------- PEM private keys
def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def pem_lines_ok(lines):
    return all(len(l) >= 8 for l in lines)


def der_len(n):
    if n < 128:
        return bytes([n])
    if n < 256:
        return bytes([0x81, n])
    return bytes([0x82, n >> 8, n & 255])


def pem_ec_sec1():
    body = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex(
        "a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
    return "EC PRIVATE KEY", wrap(b64(body), 64)


def pem_ec_pkcs8():
    body = bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + \
        rbytes(32) + bytes.fromhex("a144034200") + b"\x04" + rbytes(64)
    return "PRIVATE KEY", wrap(b64(body), 64)


def pem_ed25519_pkcs8():
    body = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
    return "PRIVATE KEY", wrap(b64(body), 64)


def ssh_string(b):
    return len(b).to_bytes(4, "big") + b


def pem_openssh_ed25519(comment):
    pub = rbytes(32)
    priv = rbytes(32)
    pubblob = ssh_string(b"ssh-ed25519") + ssh_string(pub)
    check = rbytes(4)
    sec = check + check + ssh_string(b"ssh-ed25519") + ssh_string(pub) + ssh_string(priv + pub) + \
        ssh_string(comment.encode())
    pad = 1
    while len(sec) % 8:
        sec += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + ssh_string(b"none") + ssh_string(b"none") + ssh_string(b"") + \
        (1).to_bytes(4, "big") + ssh_string(pubblob) + ssh_string(sec)
    return "OPENSSH PRIVATE KEY", wrap(b64(blob), 70)


def pem_rsa_partial():
    """RSA key as typically pasted in a note: first lines, an ellipsis, last lines"""
    first = pick(["MIIEowIBAAKCAQEA", "MIIEpAIBAAKCAQEA", "MIIEogIBAAKCAQEA"]) + rs(B64, 48)
    mid = [rs(B64, 64) for _ in range(rint(2, 4))]
    tail = [rs(B64, 64) for _ in range(rint(1, 2))] + [rs(B64, rint(20, 60)) + pick(["", "=", "=="])]
    return "RSA PRIVATE KEY", [first] + mid, tail


def pem_block(label, lines, tail=None, ellipsis="..."):
    out = ["-----BEGIN %s-----" % label] + list(lines)
    if tail is not None:
        out.append(ellipsis)
        out += tail
    out.append("-----END %s-----" % label)
    return "\n".join(out)


# ---------------------------------------------------------------- TOTP, recovery codes, PINs
def totp_seed():
    return rs(B32, pick([16, 16, 32, 26]))


def spaced4(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4)).lower()


def recovery_codes(style):
    n = rint(4, 8)
    if style == "github":
        return [rhex(5) + "-" + rhex(5) for _ in range(n)]
    if style == "google":
        return [rdigits(4, False) + " " + rdigits(4, False) for _ in range(n)]
    if style == "gitlab":
        return [rhex(16) for _ in range(n)]
    if style == "discord":
        return [rs(AN_LO, 4) + "-" + rs(AN_LO, 4) for _ in range(n)]
    if style == "okta":
        return [rs(AN_UP, 5) + "-" + rs(AN_UP, 5) for _ in range(n)]
    if style == "bitlocker":
        return ["-".join(rdigits(6, False) for _ in range(8))]
    if style == "1password":
        return ["A3-" + rs(AN_UP, 6) + "-" + rs(AN_UP, 6) + "-" + "-".join(rs(AN_UP, 5) for _ in range(4))]
    if style == "bitwarden":
        return [rs(AN_LO, 32)]
    return ["-".join(rs(AN_UP, 4) for _ in range(4))]


# ---------------------------------------------------------------- long tokens
def long_jwt(issuer_kind):
    now = rint(1735000000, 1764000000)
    if issuer_kind == "auth0":
        payload = {"iss": "https://%s.eu.auth0.com/" % rorg(), "sub": "auth0|" + rhex(24),
                   "aud": ["https://api.%s.io" % rorg(), "https://%s.eu.auth0.com/userinfo" % rorg()],
                   "iat": now, "exp": now + 86400, "scope": "openid profile email read:orders write:orders",
                   "azp": rs(B62, 32), "permissions": ["read:orders", "write:orders", "read:reports"]}
        return jwt_like(payload, "RS256", 256, kid=rs(B64URL, 22))
    if issuer_kind == "keycloak":
        payload = {"exp": now + 300, "iat": now, "jti": ruuid(), "iss": "https://sso.%s.kr/realms/internal" % rorg(),
                   "aud": "account", "sub": ruuid(), "typ": "Bearer", "azp": "admin-console",
                   "session_state": ruuid(), "realm_access": {"roles": ["offline_access", "ops-admin"]},
                   "preferred_username": pick(["jhkim", "sypark", "ops-bot", "hyewon.lee"])}
        return jwt_like(payload, "RS256", 256, kid=rs(B64URL, 43))
    if issuer_kind == "supabase":
        payload = {"iss": "supabase", "ref": rs(LOWER, 20), "role": "service_role", "iat": now, "exp": now + 315360000}
        return jwt_like(payload, "HS256", 32)
    if issuer_kind == "firebase":
        payload = {"iss": "https://securetoken.google.com/%s-prod" % rorg(), "aud": "%s-prod" % rorg(),
                   "auth_time": now, "user_id": rs(B62, 28), "sub": rs(B62, 28), "iat": now, "exp": now + 3600,
                   "email": "%s@%s.com" % (pick(["minji", "tom", "yuki", "haru"]), rorg()), "email_verified": True,
                   "firebase": {"identities": {"email": ["x"]}, "sign_in_provider": "password"}}
        return jwt_like(payload, "RS256", 256, kid=rhex(40))
    payload = {"sub": rdigits(8), "name": pick(["Kim Minji", "Lee Joon", "Sato Yuki", "Anna Schmidt"]),
               "role": pick(["admin", "ops", "billing"]), "iat": now, "exp": now + 7 * 86400}
    return jwt_like(payload, "HS256", 32)


def google_access_token():
    return "ya29.a0" + rs(B64URL, rint(180, 230))


def gcs_signature():
    return rhex(512)


# ================================================================ containers (snippets)
# A container renders a list of items (ENV_NAME, value, is_secret) into a pasted
# snippet.  It returns (text, filename) or None when the values cannot be
# written verbatim in that format (quotes, XML metacharacters, ...).
FILLERS = [("LOG_LEVEL", "info"), ("PORT", "8080"), ("NODE_ENV", "production"), ("APP_ENV", "staging"),
           ("TZ", "Asia/Seoul"), ("REGION", "ap-northeast-2"), ("TIMEOUT_MS", "5000"), ("RETRY_COUNT", "3"),
           ("FEATURE_NEW_CHECKOUT", "true"), ("SENTRY_ENVIRONMENT", "staging"), ("WORKERS", "4"),
           ("CACHE_TTL", "300"), ("DEBUG", "false"), ("LOCALE", "ko_KR.UTF-8")]


def keyname(env, style):
    low = env.lower()
    if style == "env":
        return env
    if style == "snake":
        return low
    if style == "camel":
        parts = low.split("_")
        return parts[0] + "".join(x.capitalize() for x in parts[1:])
    if style == "dot":
        return low.replace("_", ".")
    return low.replace("_", "-")


def plain_ok(v):
    return all(ch in B62 + "-_./+=~" for ch in v) and v[:1] not in "-=~." and not v.isdigit()


def bad_quotes(items):
    return any(('"' in v or "\\" in v or "'" in v) for _, v, _ in items)


def yq(v):
    if plain_ok(v) and not chance(0.35):
        return v
    return '"%s"' % v


def with_fillers(items, k=None):
    items = list(items)
    n = rint(0, 2) if k is None else k
    for f in shuffled(FILLERS)[:n]:
        items.insert(rint(0, len(items)), (f[0], f[1], False))
    return items


def c_dotenv(items, ctx):
    items = with_fillers(items)
    lines = []
    for k, v, _ in items:
        q = ('"%s"' % v) if (" " in v or "#" in v or chance(0.2)) else v
        lines.append("%s=%s" % (k, q))
    if chance(0.3):
        lines.insert(0, "# %s" % pick(["do not commit", "copied from 1Password", "local only", "staging values"]))
    return "\n".join(lines), pick([".env", ".env.local", ".env.staging", ".env.production", "deploy/.env", "apps/api/.env"])


def c_export(items, ctx):
    if bad_quotes(items):
        return None
    lines = ["export %s='%s'" % (k, v) if (needs_shell_quote(v) or chance(0.4)) else "export %s=%s" % (k, v)
             for k, v, _ in items]
    return "\n".join(lines), pick(["~/.zshrc", "~/.bashrc", "scripts/env.sh", "ops/setenv.sh"])


def c_inline_cmd(items, ctx):
    if bad_quotes(items) or len(items) > 3:
        return None
    parts = ["%s='%s'" % (k, v) if needs_shell_quote(v) else "%s=%s" % (k, v) for k, v, _ in items]
    cmd = pick(["npm run sync", "python manage.py import_orders", "./bin/deploy --env staging",
                "node scripts/backfill.js", "go run ./cmd/worker", "bundle exec rake jobs:work", "pnpm test:e2e"])
    return "$ " + " ".join(parts) + " " + cmd, "terminal"


def c_yaml(items, ctx):
    root = ctx["slug"].replace("-", "_")
    lines = [pick([root + ":", "integrations:\n  " + root + ":", "secrets:", "%s:\n  credentials:" % root])]
    ind = "    " if lines[0].count("\n") else "  "
    for k, v, _ in with_fillers(items, rint(0, 1)):
        lines.append("%s%s: %s" % (ind, keyname(k, "snake"), yq(v)))
    return "\n".join(lines), pick(["config/settings.yml", "config/secrets.yml", "values.local.yaml", "app.yaml",
                                   "config/%s.yml" % ctx["slug"]])


def c_json(items, ctx):
    if bad_quotes(items):
        return None
    kv = ",\n".join('    "%s": "%s"' % (keyname(k, "camel"), v) for k, v, _ in items)
    sect = pick([ctx["slug"], "credentials", "auth", cap(ctx["slug"])])
    text = '{\n  "%s": {\n%s\n  }\n}' % (sect, kv)
    return text, pick(["config.json", "appsettings.Production.json", "secrets.json", "config/local.json",
                       "credentials.json"])


def c_toml(items, ctx):
    if bad_quotes(items):
        return None
    lines = ["[%s]" % ctx["slug"].replace("-", "_")] + ['%s = "%s"' % (keyname(k, "snake"), v) for k, v, _ in items]
    return "\n".join(lines), pick(["config.toml", ".streamlit/secrets.toml", "settings/prod.toml", "wrangler.toml"])


def c_ini(items, ctx):
    lines = ["[%s]" % pick([ctx["slug"], "default", "production", "credentials"])]
    lines += ["%s = %s" % (keyname(k, "snake"), v) for k, v, _ in items]
    return "\n".join(lines), pick(["settings.ini", "config.cfg", "setup.cfg", "conf/app.ini"])


def c_properties(items, ctx):
    pre = ctx["slug"].replace("-", ".")
    lines = ["%s.%s=%s" % (pre, keyname(k, "kebab"), v) for k, v, _ in with_fillers(items, rint(0, 1))]
    return "\n".join(lines), pick(["application-prod.properties", "application.properties", "gradle.properties",
                                   "src/main/resources/application-dev.properties"])


def c_xml(items, ctx):
    if any(ch in v for _, v, _ in items for ch in "<>&\"'"):
        return None
    if chance(0.5):
        body = "\n".join('    <add key="%s" value="%s" />' % (keyname(k, "camel"), v) for k, v, _ in items)
        return "<appSettings>\n%s\n</appSettings>" % body, "Web.config"
    body = "\n".join("    <%s>%s</%s>" % (keyname(k, "camel"), v, keyname(k, "camel")) for k, v, _ in items)
    return "<%s>\n%s\n</%s>" % (ctx["slug"].replace("-", ""), body, ctx["slug"].replace("-", "")), \
        pick(["config.xml", "src/main/resources/integration.xml"])


def c_k8s_secret(items, ctx):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-credentials" % ctx["slug"],
             "  namespace: %s" % pick(["default", "payments", "platform", "batch"]), "type: Opaque", "stringData:"]
    lines += ["  %s: %s" % (k, yq(v)) for k, v, _ in items]
    return "\n".join(lines), "k8s/%s-secret.yaml" % ctx["slug"]


def c_k8s_env(items, ctx):
    lines = ["      containers:", "        - name: %s" % pick(["api", "worker", "app", "sync"]),
             "          image: ghcr.io/%s/%s:%s" % (rorg(), ctx["slug"], pick(["1.4.2", "latest", "sha-" + rhex(7)])),
             "          env:"]
    for k, v, _ in with_fillers(items, rint(0, 1)):
        lines.append("            - name: %s" % k)
        lines.append('              value: "%s"' % v if not plain_ok(v) else "              value: %s" % v)
    if any('"' in v for _, v, _ in items):
        return None
    return "\n".join(lines), "k8s/deployment.yaml"


def c_compose(items, ctx):
    lines = ["services:", "  %s:" % pick(["api", "worker", "app", "backend"]),
             "    image: %s:%s" % (ctx["slug"], pick(["dev", "local", "2.3"])), "    environment:"]
    if chance(0.5):
        lines += ["      - %s=%s" % (k, v) for k, v, _ in with_fillers(items, rint(0, 1))]
    else:
        lines += ["      %s: %s" % (k, yq(v)) for k, v, _ in with_fillers(items, rint(0, 1))]
    return "\n".join(lines), pick(["docker-compose.yml", "docker-compose.override.yml", "compose.dev.yaml"])


def c_dockerfile(items, ctx):
    if bad_quotes(items):
        return None
    lines = ["FROM %s" % pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.23"])]
    for k, v, _ in items:
        kw = pick(["ENV", "ENV", "ARG"])
        lines.append('%s %s="%s"' % (kw, k, v) if not plain_ok(v) else "%s %s=%s" % (kw, k, v))
    lines.append(pick(['CMD ["python", "main.py"]', 'CMD ["node", "dist/index.js"]', "RUN make build"]))
    return "\n".join(lines), "Dockerfile"


def c_docker_run(items, ctx):
    if bad_quotes(items):
        return None
    parts = ["-e %s='%s'" % (k, v) if needs_shell_quote(v) else "-e %s=%s" % (k, v) for k, v, _ in items]
    return "docker run --rm %s %s/%s:%s" % (" ".join(parts), rorg(), ctx["slug"], pick(["latest", "1.2.0"])), "terminal"


def c_gha(items, ctx):
    lines = ["jobs:", "  %s:" % pick(["deploy", "sync", "release", "test"]), "    runs-on: ubuntu-latest", "    env:"]
    lines += ["      %s: %s" % (k, yq(v)) for k, v, _ in items]
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: %s" % pick(["make deploy", "npm ci && npm run sync", "./scripts/release.sh"])]
    return "\n".join(lines), ".github/workflows/%s.yml" % pick(["deploy", "nightly", "release", "ci"])


def c_gitlab(items, ctx):
    lines = ["variables:"] + ['  %s: "%s"' % (k, v) for k, v, _ in items]
    if bad_quotes(items):
        return None
    lines += ["", "%s:" % pick(["deploy_staging", "sync_job", "release"]), "  stage: deploy",
              "  script:", "    - %s" % pick(["./deploy.sh", "python sync.py", "make publish"])]
    return "\n".join(lines), ".gitlab-ci.yml"


def c_tfvars(items, ctx):
    if bad_quotes(items):
        return None
    lines = ['%s = "%s"' % (keyname(k, "snake"), v) for k, v, _ in with_fillers(items, rint(0, 1))]
    return "\n".join(lines), pick(["terraform.tfvars", "envs/prod/secrets.auto.tfvars", "live/staging/terraform.tfvars"])


def c_python(items, ctx):
    if bad_quotes(items):
        return None
    style = rint(0, 2)
    if style == 0:
        lines = ['%s = "%s"' % (k, v) for k, v, _ in items]
    elif style == 1:
        lines = ["import os"] + ['os.environ.setdefault("%s", "%s")' % (k, v) for k, v, _ in items]
    else:
        args = ", ".join('%s="%s"' % (keyname(k, "snake").split("_", 1)[-1], v) for k, v, _ in items)
        lines = ["client = %sClient(%s)" % (ctx["slug"].title().replace("-", "").replace(".", ""), args)]
    return "\n".join(lines), pick(["settings.py", "config/local_settings.py", "scripts/sync.py", "app/clients.py"])


def c_js(items, ctx):
    if bad_quotes(items):
        return None
    if chance(0.5):
        lines = ["const %s = '%s';" % (keyname(k, "camel"), v) for k, v, _ in items]
    else:
        inner = ", ".join("%s: '%s'" % (keyname(k, "camel"), v) for k, v, _ in items)
        lines = ["export const %sConfig = { %s };" % (keyname(ctx["slug"].replace("-", "_").replace(".", "_"), "camel"), inner)]
    return "\n".join(lines), pick(["src/config.ts", "lib/client.js", "scripts/seed.mjs", "next.config.js"])


def c_go(items, ctx):
    if bad_quotes(items):
        return None
    lines = ["const ("] + ['\t%s = "%s"' % (keyname(k, "camel"), v) for k, v, _ in items] + [")"]
    return "\n".join(lines), pick(["internal/config/config.go", "cmd/worker/main.go"])


def c_java(items, ctx):
    if bad_quotes(items):
        return None
    lines = ['    private static final String %s = "%s";' % (k, v) for k, v, _ in items]
    return "\n".join(lines), pick(["src/main/java/com/%s/integration/ClientConfig.java" % rorg(), "IntegrationTest.java"])


def c_kotlin(items, ctx):
    if bad_quotes(items):
        return None
    lines = ['    const val %s = "%s"' % (k, v) for k, v, _ in items]
    return "object Secrets {\n" + "\n".join(lines) + "\n}", "app/src/main/java/Secrets.kt"


def c_ruby(items, ctx):
    if bad_quotes(items):
        return None
    lines = ["ENV['%s'] ||= '%s'" % (k, v) for k, v, _ in items]
    return "\n".join(lines), pick(["config/initializers/%s.rb" % ctx["slug"].replace("-", "_"), "Rakefile"])


def c_php(items, ctx):
    if bad_quotes(items) or any("$" in v for _, v, _ in items):
        return None
    lines = ["define('%s', '%s');" % (k, v) for k, v, _ in items]
    return "<?php\n" + "\n".join(lines), pick(["wp-config.php", "config/services.php", "includes/config.php"])


def c_csharp(items, ctx):
    if bad_quotes(items):
        return None
    lines = ['Environment.SetEnvironmentVariable("%s", "%s");' % (k, v) for k, v, _ in items]
    return "\n".join(lines), "Program.cs"


def c_rust(items, ctx):
    if bad_quotes(items):
        return None
    lines = ['const %s: &str = "%s";' % (k, v) for k, v, _ in items]
    return "\n".join(lines), "src/config.rs"


def c_powershell(items, ctx):
    if bad_quotes(items):
        return None
    lines = ["$env:%s = '%s'" % (k, v) for k, v, _ in items]
    return "PS C:\\src> " + "\nPS C:\\src> ".join(lines), "PowerShell"


def c_systemd(items, ctx):
    if bad_quotes(items):
        return None
    lines = ["[Service]"] + ['Environment="%s=%s"' % (k, v) for k, v, _ in items] + \
        ["ExecStart=/opt/%s/bin/run" % ctx["slug"]]
    return "\n".join(lines), "/etc/systemd/system/%s.service" % ctx["slug"]


def c_helm(items, ctx):
    if bad_quotes(items):
        return None
    sets = " \\\n  ".join("--set %s.%s='%s'" % (pick(["secrets", "env", "config"]), keyname(k, "camel"), v)
                          for k, v, _ in items)
    return "helm upgrade --install %s ./charts/%s \\\n  %s" % (ctx["slug"], ctx["slug"], sets), "terminal"


def c_ansible(items, ctx):
    lines = ["# group_vars/%s.yml" % pick(["prod", "all", "staging"])]
    lines += ["%s_%s: %s" % (ctx["slug"].replace("-", "_").replace(".", "_"), keyname(k, "snake"), yq(v)) for k, v, _ in items]
    return "\n".join(lines), "group_vars"


def c_diff(items, ctx):
    f = pick([".env.staging", "config/settings.yml", "docker-compose.yml"])
    lines = ["--- a/%s" % f, "+++ b/%s" % f, "@@ -%d,%d +%d,%d @@" % (rint(3, 40), len(items) + 1, rint(3, 40), len(items) + 1)]
    for k, v, _ in items:
        lines.append("-%s=${%s}" % (k, k))
        lines.append("+%s=%s" % (k, v))
    if not any(k == "LOG_LEVEL" for k, _, _ in items):
        lines.append(" LOG_LEVEL=info")
    return "\n".join(lines), f


def c_table(items, ctx):
    head = pick(["| key | value |\n|---|---|", "| 항목 | 값 |\n|---|---|"] if ctx["lang"] == "ko" else ["| key | value |\n|---|---|", "| Name | Value |\n|------|-------|"])
    rows = ["| %s | %s |" % (k, v) for k, v, _ in with_fillers(items, rint(0, 1))]
    if any("|" in v for _, v, _ in items):
        return None
    return head + "\n" + "\n".join(rows), "wiki table"


def c_log_dump(items, ctx):
    ts = "%s %s,%03d" % (rdate(), rtime(), rint(0, 999))
    kv = ", ".join("%s=%s" % (keyname(k, "snake"), v) for k, v, _ in with_fillers(items, rint(1, 2)))
    logger = pick(["config", "app.settings", ctx["slug"] + ".client", "bootstrap"])
    return "%s DEBUG [%s] loaded settings: {%s}" % (ts, logger, kv), pick(["app.log", "worker.log", "stdout"])


def c_jupyter(items, ctx):
    lines = ["%%env %s=%s" % (k, v) for k, v, _ in items]
    return "\n".join(lines), pick(["notebooks/eda.ipynb", "analysis.ipynb"])


def c_makefile(items, ctx):
    lines = ["export %s := %s" % (k, v) for k, v, _ in items]
    if any("$" in v for _, v, _ in items):
        return None
    return "\n".join(lines) + "\n\ndeploy:\n\t./scripts/deploy.sh", "Makefile"


def c_launch_json(items, ctx):
    if bad_quotes(items):
        return None
    kv = ", ".join('"%s": "%s"' % (k, v) for k, v, _ in items)
    return '"configurations": [{\n  "name": "Debug %s",\n  "type": "%s",\n  "env": { %s }\n}]' % (
        ctx["slug"], pick(["node", "python", "go"]), kv), ".vscode/launch.json"


def c_crontab(items, ctx):
    if bad_quotes(items):
        return None
    parts = " ".join("%s='%s'" % (k, v) for k, v, _ in items)
    return "%d %d * * * %s /opt/jobs/%s.sh >> /var/log/%s.log 2>&1" % (rint(0, 59), rint(0, 23), parts, ctx["slug"], ctx["slug"]), "crontab"


def c_chat(items, ctx):
    names = ["김민지", "박준호", "이서연", "최현우", "정하늘", "윤지아"] if ctx["lang"] == "ko" else \
        ["minji", "tom.w", "sarah_k", "dev-oncall", "jhpark", "alex"]
    a, b = pick(names), pick(names)
    vals = "\n".join("%s=%s" % (k, v) for k, v, _ in items) if len(items) > 1 else items[0][1]
    if ctx["lang"] == "ko":
        l1 = pick(["%s 키 여기요", "%s 값 보내드려요", "이거 %s 거예요, 쓰고 지워주세요"]) % ctx["svc"]
        l2 = pick(["감사합니다, 적용해 볼게요", "확인했습니다", "넵 바로 넣어볼게요"])
    else:
        l1 = pick(["here's the %s one", "%s creds below, delete after use", "use this for %s"]) % ctx["svc"]
        l2 = pick(["thanks, trying now", "got it", "works, ty"])
    t = "%02d:%02d" % (rint(8, 22), rint(0, 59))
    return "[%s] %s: %s\n%s\n[%s] %s: %s" % (t, a, l1, vals, t, b, l2), "Slack DM"


KV_CONTAINERS = [("dotenv", c_dotenv), ("shell export", c_export), ("inline env command", c_inline_cmd),
                 ("YAML", c_yaml), ("JSON", c_json), ("TOML", c_toml), ("INI", c_ini),
                 ("properties", c_properties), ("XML", c_xml), ("k8s Secret", c_k8s_secret),
                 ("k8s Deployment env", c_k8s_env), ("docker compose", c_compose), ("Dockerfile", c_dockerfile),
                 ("docker run", c_docker_run), ("GitHub Actions", c_gha), ("GitLab CI", c_gitlab),
                 ("Terraform tfvars", c_tfvars), ("Python", c_python), ("JavaScript", c_js), ("Go", c_go),
                 ("Java", c_java), ("Kotlin", c_kotlin), ("Ruby", c_ruby), ("PHP", c_php), ("C#", c_csharp),
                 ("Rust", c_rust), ("PowerShell", c_powershell), ("systemd unit", c_systemd),
                 ("helm --set", c_helm), ("Ansible vars", c_ansible), ("diff", c_diff),
                 ("markdown table", c_table), ("debug log", c_log_dump), ("Jupyter %env", c_jupyter),
                 ("Makefile", c_makefile), ("VS Code launch.json", c_launch_json), ("crontab", c_crontab),
                 ("chat", c_chat)]


# ---------------------------------------------------------------- HTTP usage containers
def resolve_use(vendor, items):
    """turn the vendor's use spec into concrete headers / query / body / basic / path"""
    vals = [v for _, v, _ in items]
    out = {"headers": [], "query": [], "body": [], "basic": None, "path": None,
           "host": vendor["host"].format(*vals) if vendor["host"] else "",
           "url_path": vendor["path"].format(*vals) if vendor["path"] else "/"}
    for u in vendor["use"]:
        if u[0] == "hdr":
            out["headers"].append((u[1], u[2].format(*vals)))
        elif u[0] == "query":
            out["query"].append((u[1], u[2].format(*vals)))
        elif u[0] == "body":
            out["body"].append((u[1], u[2].format(*vals)))
        elif u[0] == "basic":
            out["basic"] = (u[1].format(*vals), u[2].format(*vals))
        elif u[0] == "path":
            out["url_path"] = u[1].format(*vals)
        elif u[0] == "sdk":
            return None
    return out


def full_url(u):
    url = "https://%s%s" % (u["host"], u["url_path"])
    if u["query"]:
        url += ("&" if "?" in url else "?") + "&".join("%s=%s" % kv for kv in u["query"])
    return url


def body_json(u):
    return "{" + ", ".join('"%s": "%s"' % kv for kv in u["body"]) + "}"


def u_curl(u, ctx):
    parts = ["curl -sS"]
    if u["body"]:
        parts.append("-X POST")
    parts.append("'%s'" % full_url(u) if (u["query"] or chance(0.5)) else full_url(u))
    for h, v in u["headers"]:
        parts.append('-H "%s: %s"' % (h, v))
    if u["basic"]:
        if chance(0.5):
            parts.append("-u '%s:%s'" % u["basic"])
        else:
            blob = basic_blob(*u["basic"])
            ctx["derived"].append(blob)
            parts.append('-H "Authorization: Basic %s"' % blob)
    if u["body"]:
        parts.append("-H 'Content-Type: application/json'")
        parts.append("-d '%s'" % body_json(u))
    sep = pick([" ", " \\\n  "])
    return sep.join(parts), "terminal"


def u_http_raw(u, ctx):
    path = full_url(u).split(u["host"], 1)[1]
    lines = ["%s %s HTTP/1.1" % ("POST" if u["body"] else "GET", path), "Host: %s" % u["host"]]
    for h, v in u["headers"]:
        lines.append("%s: %s" % (h, v))
    if u["basic"]:
        blob = basic_blob(*u["basic"])
        ctx["derived"].append(blob)
        lines.append("Authorization: Basic %s" % blob)
    lines.append("User-Agent: %s" % pick(["python-requests/2.32.3", "axios/1.7.7", "okhttp/4.12.0", "curl/8.5.0"]))
    if u["body"]:
        lines += ["Content-Type: application/json", "", body_json(u)]
    return "\n".join(lines), "HTTP request"


def u_httpie(u, ctx):
    parts = ["http", "POST" if u["body"] else "GET", full_url(u)]
    for h, v in u["headers"]:
        parts.append("'%s:%s'" % (h, v))
    if u["basic"]:
        parts.append("-a '%s:%s'" % u["basic"])
    for k, v in u["body"]:
        parts.append("%s=%s" % (k, v))
    return " ".join(parts), "terminal"


def u_requests(u, ctx):
    lines = ["import requests", ""]
    args = ['"%s"' % ("https://%s%s" % (u["host"], u["url_path"]))]
    if u["headers"]:
        lines.append("headers = {%s}" % ", ".join('"%s": "%s"' % kv for kv in u["headers"]))
        args.append("headers=headers")
    if u["query"]:
        lines.append("params = {%s}" % ", ".join('"%s": "%s"' % kv for kv in u["query"]))
        args.append("params=params")
    if u["basic"]:
        args.append('auth=("%s", "%s")' % u["basic"])
    if u["body"]:
        args.append("json={%s}" % ", ".join('"%s": "%s"' % kv for kv in u["body"]))
    lines.append("resp = requests.%s(%s, timeout=10)" % ("post" if u["body"] else "get", ", ".join(args)))
    return "\n".join(lines), pick(["scripts/check_%s.py" % ctx["slug"].replace("-", "_"), "debug.py"])


def u_fetch(u, ctx):
    hs = list(u["headers"])
    if u["basic"]:
        blob = basic_blob(*u["basic"])
        ctx["derived"].append(blob)
        hs.append(("Authorization", "Basic " + blob))
    h = (", headers: { %s }" % ", ".join("'%s': '%s'" % kv for kv in hs)) if hs else ""
    opts = "{ method: '%s'%s%s }" % ("POST" if u["body"] else "GET", h,
                                    (", body: JSON.stringify(%s)" % body_json(u)) if u["body"] else "")
    return "const res = await fetch('%s', %s);" % (full_url(u), opts), pick(["src/api.ts", "pages/api/proxy.js"])


def u_url(u, ctx):
    if u["headers"] or u["basic"] or u["body"]:
        return None
    return full_url(u), "browser address bar"


def u_trace_py(u, ctx):
    code = pick(["401 Client Error: Unauthorized", "403 Client Error: Forbidden", "429 Client Error: Too Many Requests"])
    lines = ["Traceback (most recent call last):",
             '  File "/app/%s.py", line %d, in <module>' % (pick(["sync", "worker", "notify", "report"]), rint(20, 300)),
             "    resp.raise_for_status()"]
    if u["query"] or (u["headers"] == [] and u["basic"] is None and u["body"] == []):
        lines.append("requests.exceptions.HTTPError: %s for url: %s" % (code, full_url(u)))
    else:
        hs = list(u["headers"])
        if u["basic"]:
            blob = basic_blob(*u["basic"])
            ctx["derived"].append(blob)
            hs.append(("Authorization", "Basic " + blob))
        lines.append("requests.exceptions.HTTPError: %s for url: https://%s%s" % (code, u["host"], u["url_path"]))
        if hs:
            lines.append("request headers: {%s}" % ", ".join("'%s': '%s'" % kv for kv in hs))
        if u["body"]:
            lines.append("request body: %s" % body_json(u))
    return "\n".join(lines), "stack trace"


def u_trace_node(u, ctx):
    hs = list(u["headers"])
    if u["basic"]:
        blob = basic_blob(*u["basic"])
        ctx["derived"].append(blob)
        hs.append(("Authorization", "Basic " + blob))
    lines = ["AxiosError: Request failed with status code %s" % pick(["401", "403", "400"]),
             "    at settle (node_modules/axios/lib/core/settle.js:19:12)",
             "  config: {",
             "    url: '%s'," % full_url(u)]
    if hs:
        lines.append("    headers: { %s }," % ", ".join("'%s': '%s'" % kv for kv in hs))
    if u["body"]:
        lines.append("    data: '%s'" % body_json(u))
    lines.append("  }")
    return "\n".join(lines), "stack trace"


def u_debug_log(u, ctx):
    path = full_url(u).split(u["host"], 1)[1]
    hs = ["Host: %s" % u["host"]] + ["%s: %s" % kv for kv in u["headers"]]
    if u["basic"]:
        blob = basic_blob(*u["basic"])
        ctx["derived"].append(blob)
        hs.append("Authorization: Basic %s" % blob)
    raw = "\\r\\n".join(["%s %s HTTP/1.1" % ("POST" if u["body"] else "GET", path)] + hs)
    return "%s DEBUG http.client send: b'%s\\r\\n\\r\\n'" % (rts(), raw), "debug log"


USE_CONTAINERS = [("curl", u_curl), ("raw HTTP request", u_http_raw), ("httpie", u_httpie),
                  ("Python requests", u_requests), ("fetch()", u_fetch), ("URL", u_url),
                  ("Python traceback", u_trace_py), ("Node/axios error", u_trace_node),
                  ("http.client debug log", u_debug_log)]


# ================================================================ prose (secret notes)
ENV_EN = ["staging", "production", "dev", "QA", "sandbox", "prod", "pre-prod"]
ENV_KO = ["스테이징", "운영", "개발", "QA", "샌드박스", "프로덕션", "사전 운영"]
ERRS = ["401 Unauthorized", "403 Forbidden", "authentication failed", "invalid_api_key", "token expired",
        "permission denied", "invalid token", "HTTP 401"]
VENDOR_ERRS = {
    "AWS": ["SignatureDoesNotMatch", "InvalidAccessKeyId", "ExpiredToken"], "AWS STS": ["ExpiredToken", "InvalidClientTokenId"],
    "GitHub": ["Bad credentials"], "GitHub App": ["Bad credentials"], "Slack": ["invalid_auth", "not_authed", "token_revoked"],
    "Stripe": ["Invalid API Key provided"], "Google OAuth": ["invalid_client", "400 invalid_grant"],
    "Microsoft Entra ID": ["AADSTS7000215: Invalid client secret provided"], "Kakao": ["-401 인증 실패", "KOE101"],
    "Toss Payments": ["UNAUTHORIZED_KEY"], "Alibaba Cloud": ["InvalidAccessKeyId.NotFound", "SignatureDoesNotMatch"],
    "Tencent Cloud": ["AuthFailure.SecretIdNotFound", "AuthFailure.SignatureFailure"], "Upbit": ["invalid_access_key", "jwt_verification"],
    "Naver Cloud Platform": ["Authentication Failed (200)"], "data.go.kr": ["SERVICE_KEY_IS_NOT_REGISTERED_ERROR"],
    "KIS Developers": ["EGW00103 유효하지 않은 AppKey"], "Discord": ["401: Unauthorized"], "Telegram": ["401 Unauthorized"],
    "OpenAI": ["invalid_api_key", "401 Incorrect API key provided"], "Anthropic": ["authentication_error"],
    "Datadog": ["403 Forbidden"], "Twilio": ["20003 Authenticate"], "WeChat Official Account": ["errcode 40125 invalid appsecret"],
    "LINE Messaging API": ["401 Authentication failed"], "Azure Storage": ["AuthenticationFailed"],
}
TOOL_EN = ["the deploy script", "the nightly ETL job", "the GitHub Actions workflow", "the Slack bot",
           "the payment worker", "the migration script", "the Terraform run", "the backup cron",
           "the webhook relay", "the integration test suite", "the data sync job", "the release pipeline",
           "the local dev server", "the monitoring exporter", "the Airflow DAG", "the mobile build"]
TOOL_KO = ["배포 스크립트", "야간 ETL 배치", "GitHub Actions 워크플로", "슬랙 봇", "결제 워커",
           "마이그레이션 스크립트", "Terraform 실행", "백업 크론", "웹훅 릴레이", "통합 테스트",
           "데이터 동기화 잡", "릴리스 파이프라인", "로컬 개발 서버", "모니터링 익스포터", "Airflow DAG", "모바일 빌드"]

INTRO = {
    "en": [
        "I didn't know where the {env} {what} for {svc} was kept, so {tool} failed with {err}.",
        "{tool} kept failing with {err} against {svc}; nobody had told me that {file} is where the {what} lives.",
        "Missing piece: {svc} in {env} authenticates with a {what}, and the only copy was in {file}.",
        "I assumed {svc} would pick up credentials from the instance role, but {env} uses a static {what} from {file}.",
        "While chasing {err} from {svc} I found the {what} the user had pasted into {file}.",
        "The runbook for {svc} doesn't say which {what} {tool} should use in {env}.",
        "User asked me to get {tool} working against {env} {svc}. It failed with {err} and the {what} wasn't in the vault.",
        "I couldn't reproduce {err} until the user shared their {file} for {svc}.",
        "Context I lacked: the {svc} {what} was rotated last week and {file} still had the old one pasted in.",
        "Onboarding notes skip how {tool} authenticates to {svc} in {env}; I had to ask for the {what}.",
        "I spent a while on {err} from {svc} before learning the {what} is kept in {file}.",
        "The {env} {svc} integration was set up by hand and its {what} was never documented.",
        "{svc} rejected every request from {tool} with {err}. Root cause was a stale {what}.",
        "I was told to 'just use the usual {what}' for {svc} and had no idea which one that meant.",
        "I did not know that {tool} needs its own {what} for {svc} in {env}.",
        "Task: move {tool} to the new {svc} account. Nobody mentioned that the {what} is hard-coded in {file}.",
    ],
    "ko": [
        "{env} 환경에서 {svc} {what} 값을 어디서 가져오는지 몰라서 {tool} 실행이 {err} 응답으로 실패했다.",
        "{svc} 호출이 계속 {err} 응답을 받았다. {what} 값의 원본이 {file} 쪽이라는 걸 아무도 알려주지 않았다.",
        "놓친 맥락: {env}의 {svc} 연동은 {what} 값으로 인증하고, 사본은 {file}에만 있었다.",
        "{svc} 인증이 인스턴스 롤로 될 줄 알았는데 {env}에서는 {file}에 있는 고정 {what} 값을 쓴다.",
        "{svc}의 {err} 응답을 추적하다가 사용자가 {file}에 붙여 둔 {what} 값을 발견했다.",
        "{svc} 런북에 {env}에서 {tool} 쪽이 어떤 {what} 값을 써야 하는지 나와 있지 않다.",
        "사용자가 {env} {svc} 연동을 고쳐 달라고 했는데 {what} 값이 볼트에 없었다. 증상은 {err}.",
        "사용자가 {file} 내용을 공유해 주기 전까지 {err} 상황을 재현하지 못했다.",
        "{svc} {what} 값이 지난주에 교체됐는데 {file}에는 예전 값이 그대로 남아 있었다는 걸 몰랐다.",
        "온보딩 문서에 {env}에서 {tool} 쪽이 {svc}에 어떻게 인증하는지 빠져 있어서 {what} 값을 직접 물어봐야 했다.",
        "{svc}에서 {err} 응답이 나서 한참 헤맸는데, 알고 보니 {what} 값이 {file}에 있었다.",
        "{env} {svc} 연동은 수동으로 세팅된 거라 {what} 값이 어디에도 문서화되어 있지 않았다.",
        "\"늘 쓰던 {what} 값으로 하면 된다\"는 말만 듣고 {svc}용 값이 뭔지 전혀 몰랐다.",
        "{tool} 쪽이 {env}에서 {svc}용 {what} 값을 따로 쓴다는 걸 몰랐다.",
        "작업: {tool} 설정을 새 {svc} 계정으로 옮기기. {what} 값이 {file}에 하드코딩돼 있다는 얘기는 없었다.",
    ],
}
LEAD = {
    "en": ["The user pasted this from {file}:", "Relevant part of {file}:", "What they sent me:",
           "From the terminal scrollback:", "Snippet, as pasted:", "Current config:",
           "This is what {tool} was actually running with:", "Here is the block:", "Pasted by the user:"],
    "ko": ["사용자가 {file}에서 붙여 준 내용:", "{file}의 관련 부분:", "받은 내용:", "터미널 기록:",
           "붙여 넣은 스니펫 그대로:", "현재 설정:", "{tool} 쪽이 실제로 쓰던 값:", "해당 블록:", "사용자가 붙여 준 것:"],
}
LESSON = {
    "en": [
        "When {svc} answers {err}, check {file} before touching the code.",
        "{svc} credentials for {env} are not in the vault yet; {file} is the only copy, so don't regenerate it blindly.",
        "Keep the {what} out of the repo: load it at runtime and keep secret files in .gitignore.",
        "{tool} reads the {what} once at startup, so a rotated value needs a restart, not just a reload.",
        "The {what} is scoped to {env}; using it anywhere else gives {err}.",
        "Verify the {what} with one cheap request before running the whole of {tool}.",
        "Rotating the {svc} {what} means updating {file} and the CI secret in the same change.",
        "The {err} was not a network problem; the {what} had a trailing newline from copy-paste.",
        "Ask for the {svc} {what} up front instead of digging through old tickets.",
        "Fixed once the right {what} was in place; {tool} passes again in {env}.",
        "Never log the {what}; an old debug line in {tool} printed it on every request.",
        "{svc} returns the same {err} for an expired {what} and a wrong one, so check the expiry first.",
        "Two copies of the {what} existed ({file} and the CI settings) and they had drifted apart.",
    ],
    "ko": [
        "{svc} 쪽에서 {err} 응답이 오면 코드보다 {file} 내용을 먼저 확인할 것.",
        "{env}용 {svc} 인증 정보는 아직 볼트에 없다. {file} 쪽이 유일한 사본이니 함부로 재발급하지 말 것.",
        "{what} 값은 저장소에 넣지 말고 런타임에 읽게 하고, 관련 파일은 .gitignore에 추가할 것.",
        "{tool} 쪽은 시작할 때 한 번만 {what} 값을 읽기 때문에 값을 바꾸면 재시작해야 한다.",
        "이 {what} 값은 {env} 전용이라 다른 환경에서 쓰면 {err} 응답이 난다.",
        "{tool} 전체를 돌리기 전에 가벼운 요청 하나로 {what} 값부터 검증할 것.",
        "{svc} {what} 값을 교체할 때는 {file}, CI 시크릿 두 곳을 같은 변경에서 함께 바꿔야 한다.",
        "{err} 응답은 네트워크 문제가 아니었고, 복사할 때 {what} 값 끝에 개행 문자가 붙어 있었다.",
        "추측하지 말고 작업 시작 전에 {svc} {what} 값을 먼저 요청할 것.",
        "올바른 {what} 값을 넣은 뒤 {env}에서 {tool} 쪽이 다시 통과했다.",
        "{what} 값을 로그에 찍지 말 것. 예전 디버그 코드가 요청마다 출력하고 있었다.",
        "{svc} 쪽은 만료된 {what} 값과 틀린 값을 똑같이 {err} 응답으로 처리하니 만료 시각부터 볼 것.",
        "{what} 값 사본이 {file}, CI 설정 두 군데 있었고 서로 달라져 있었다.",
    ],
}
LESSON_LEAD = {
    "en": ["Working config:", "What fixed it:", "Final version:", "After the change:", "Use this shape:",
           "For reference, the block that works:"],
    "ko": ["동작하는 설정:", "해결한 방법:", "최종 버전:", "변경 후:", "이 형태로 쓸 것:", "참고용, 동작하는 블록:"],
}
ASK = {
    "en": [
        "Where should I get the {env} {what} for {svc} next time?",
        "Is there a secret-manager path for the {svc} {what}, or is {file} the source of truth?",
        "Should the {svc} {what} be rotated now that it has been pasted into a note?",
        "Which {svc} account should {tool} use in {env}?",
        "Can you move the {svc} {what} into CI secrets so it doesn't have to live in {file}?",
        "Who owns the {svc} {what} for {env}, and how do I request a new one?",
        "Does {env} use the same {svc} {what} as staging?",
        "Before I touch {tool} again: is the {what} going to be rotated?",
    ],
    "ko": [
        "다음에는 {env}용 {svc} {what} 값을 어디서 받아야 하나요?",
        "{svc} {what} 값의 시크릿 매니저 경로가 있나요, 아니면 {file} 쪽이 기준인가요?",
        "노트에 붙여 넣어졌으니 {svc} {what} 값을 지금 교체할까요?",
        "{env}에서 {tool} 쪽은 어느 {svc} 계정을 써야 하나요?",
        "{svc} {what} 값을 CI 시크릿으로 옮겨 주실 수 있나요?",
        "{env}용 {svc} {what} 담당자가 누구이고 새로 발급받으려면 어떻게 하나요?",
        "{env}도 스테이징과 같은 {svc} {what} 값을 쓰나요?",
        "{tool} 쪽을 다시 건드리기 전에, {what} 값 교체 예정이 있나요?",
    ],
}
ASK_WITH = {
    "en": [
        "Is {v} still the current {svc} {what}, or has it been rotated?",
        "Can I keep using {v} for {env}, or should I ask for a fresh {what}?",
        "Should I replace {v} in {file} with a secret reference?",
        "Next time, confirm whether {v} is the {env} {what} before running {tool}.",
        "Is `{v}` the right {what} for {svc}, or only for local testing?",
        "{v} -- is that the prod {what} or the test one?",
    ],
    "ko": [
        "{v} 값이 아직 유효한 {svc} {what} 값인가요, 아니면 교체됐나요?",
        "{env}에서 계속 {v} 값을 써도 되나요?",
        "{file}의 {v} 값을 시크릿 참조로 바꿀까요?",
        "다음에는 {tool} 실행 전에 {v} 값이 {env}용이 맞는지 먼저 확인할 것.",
        "`{v}` 이게 {svc} 운영용인가요, 로컬 테스트용인가요?",
        "{v} ← 이거 운영 {what} 값 맞나요?",
    ],
}
INLINE = {
    "en": [
        "The user said the {what} is {v} and that it only works in {env}.",
        "They pasted the {what} straight into chat: {v}",
        "The {svc} {what} in use is `{v}`.",
        "Turned out {tool} was still sending {v} as the {what}.",
        "For the record, the {env} {what} was {v} (I asked them to rotate it).",
        "The value that finally worked for {svc} was {v}, taken from {file}.",
    ],
    "ko": [
        "사용자가 말하길 {what} 값은 {v} 이고 {env}에서만 동작한다고 한다.",
        "채팅에 {what} 값을 그대로 붙여 줬다: {v}",
        "현재 쓰는 {svc} {what} 값은 `{v}`.",
        "알고 보니 {tool} 쪽이 여전히 {v} 값을 {what} 값으로 보내고 있었다.",
        "참고로 {env} {what} 값은 {v} 였다 (교체 요청함).",
        "{svc}에 결국 통한 값은 {file}에 있던 {v} 였다.",
    ],
}
START = {
    "en": ["{v} is the {what} {tool} was missing for {svc}.", "{v} <- {env} {svc} {what}, taken from {file}.",
           "`{v}` is the {what} that works for {svc} in {env}.", "{v} (the {svc} {what}) has to be set before {tool} runs."],
    "ko": ["{v} ← {env} {svc} {what} 값, {file}에서 가져옴.", "{v} 이 값이 {tool} 쪽에 빠져 있던 {svc} {what} 값이다.",
           "`{v}` — {env}에서 {svc}에 통하는 {what} 값.", "{v} ({svc} {what}) 값을 {tool} 실행 전에 넣어야 한다."],
}
END = {
    "en": ["The working {svc} {what} for {env} is {v}", "{tool} only passed after I set the {what} to {v}",
           "Value the user gave for the {svc} {what}: {v}", "Current {env} {what}: {v}"],
    "ko": ["{env}에서 동작하는 {svc} {what} 값: {v}", "{what} 값을 다음으로 바꾼 뒤에야 {tool} 쪽이 통과했다: {v}",
           "사용자가 준 {svc} {what} 값은 {v}", "현재 {env} {what} 값: {v}"],
}
SPLIT_LABEL = {
    "en": ["{svc} {what} ({env}):", "The {what} for {svc} is in the next field ->", "{env} {what}:",
           "Credentials for {svc}, {what} below:"],
    "ko": ["{svc} {what} ({env}):", "{svc} {what} 값은 다음 필드에 →", "{env} {what}:", "접속 정보 — {svc} / {what}:"],
}
SPLIT_AFTER = {
    "en": ["{v}\n", "{v}  (that is the value; the label is in the previous field)\n", "{v}\n\n"],
    "ko": ["{v}\n", "{v}  (값만 여기 적음, 라벨은 앞 필드)\n", "{v}\n\n"],
}


def pformat(t, P, v=None):
    kw = dict(P)
    if v is not None:
        kw["v"] = "\x00V\x00"
    out = t.format(**kw).replace("the the ", "the ").replace("The the ", "The ")
    if P.get("_lang", "en") == "en" and not t.startswith("{v}") and not t.startswith("`{v}") and \
            not (t.startswith("{svc}") and not P["svc"].startswith("the ")):
        out = cap(out)
    if v is not None:
        out = out.replace("\x00V\x00", v)
    return out


FILE_DISPLAY = {
    "terminal": ("the terminal history", "터미널 기록"), "Slack DM": ("a Slack DM", "슬랙 DM"),
    "stack trace": ("the error output", "에러 출력"), "HTTP request": ("the captured request", "캡처한 요청"),
    "browser address bar": ("the browser history", "브라우저 기록"), "debug log": ("the debug log", "디버그 로그"),
    "wiki table": ("the wiki page", "위키 페이지"), "group_vars": ("group_vars", "group_vars 디렉터리"),
    "crontab": ("the crontab", "crontab"), "PowerShell": ("the PowerShell history", "PowerShell 기록"),
    "stdout": ("the container stdout", "컨테이너 stdout"), "the ticket": ("the ticket", "티켓"),
    "Slack": ("Slack", "슬랙"), "the wiki": ("the wiki", "위키"), "1Password": ("1Password", "1Password"),
    "공공데이터포털 마이페이지": ("the data.go.kr My Page", "공공데이터포털 마이페이지"),
}


def file_display(lang, file):
    if file in FILE_DISPLAY:
        return FILE_DISPLAY[file][0 if lang == "en" else 1]
    return file if lang == "en" else file + " 파일"


def prose_ctx(lang, svc, what_en, what_ko, file, tool=None, err=None):
    return {"_lang": lang, "svc": svc, "what": what_en if lang == "en" else what_ko, "file": file_display(lang, file),
            "env": pick(ENV_EN if lang == "en" else ENV_KO),
            "err": err or pick(ERRS), "tool": tool or pick(TOOL_EN if lang == "en" else TOOL_KO)}


MODES = [("mc_snip", 18), ("lesson_snip", 22), ("lesson_snip_first", 8), ("both_ask", 10),
         ("inline_mc", 6), ("inline_lesson", 7), ("ask_only", 5), ("split", 5),
         ("start_mc", 4), ("start_lesson", 4), ("end_mc", 4), ("end_lesson", 4)]


def wpick(pairs):
    tot = sum(w for _, w in pairs)
    x = R.random() * tot
    for name, w in pairs:
        x -= w
        if x < 0:
            return name
    return pairs[-1][0]


def compose(lang, P, snip, v, mode, extra_mc=None, extra_lesson=None, pools=None):
    """Build the three fields of a note.  snip: pasted snippet containing the
    secrets (may be None for prose-only modes); v: the value(s) to mention inline.
    pools: optional overrides of the prose pools (INTRO, LESSON, ASK, ...)."""
    L = lang
    pools = pools or {}
    INTRO = pools.get("INTRO", globals()["INTRO"])
    LESSON = pools.get("LESSON", globals()["LESSON"])
    ASK = pools.get("ASK", globals()["ASK"])
    intro = pformat(pick(INTRO[L]), P)
    if extra_mc:
        intro = intro + " " + extra_mc
    lesson = pformat(pick(LESSON[L]), P)
    if chance(0.35):
        lesson2 = pformat(pick(LESSON[L]), P)
        if lesson2 != lesson:
            lesson = lesson + " " + lesson2
    if extra_lesson:
        lesson = extra_lesson + " " + lesson
    ask = pformat(pick(ASK[L]), P) if chance(0.88) else ""
    sep = pick(["\n", "\n\n"])
    if mode in ("mc_snip", "both_ask"):
        mc = intro + " " + pformat(pick(LEAD[L]), P) + sep + snip
        fields = [mc, lesson, ask]
        if mode == "both_ask":
            fields[2] = pformat(pick(ASK_WITH[L]), P, v)
    elif mode == "lesson_snip":
        fields = [intro, lesson + " " + pformat(pick(LESSON_LEAD[L]), P) + sep + snip, ask]
        if chance(0.3):
            tail = pformat(pick(LESSON[L]), P)
            if tail not in lesson:
                fields[1] += sep + tail
    elif mode == "lesson_snip_first":
        fields = [intro, snip + sep + lesson, ask]
    elif mode == "inline_mc":
        fields = [intro + " " + pformat(pick(INLINE[L]), P, v), lesson, ask]
    elif mode == "inline_lesson":
        fields = [intro, lesson + " " + pformat(pick(INLINE[L]), P, v), ask]
    elif mode == "ask_only":
        fields = [intro, lesson, pformat(pick(ASK_WITH[L]), P, v)]
    elif mode == "split":
        fields = [intro + sep + pformat(pick(SPLIT_LABEL[L]), P),
                  pformat(pick(SPLIT_AFTER[L]), P, v) + lesson, ask]
    elif mode == "start_mc":
        fields = [pformat(pick(START[L]), P, v) + " " + intro, lesson, ask]
    elif mode == "start_lesson":
        fields = [intro, pformat(pick(START[L]), P, v) + " " + lesson, ask]
    elif mode == "end_mc":
        fields = [intro + " " + pformat(pick(END[L]), P, v), lesson, ask]
    elif mode == "end_lesson":
        fields = [intro, lesson + " " + pformat(pick(END[L]), P, v), ask]
    else:
        raise ValueError(mode)
    return {"missing_context": fields[0], "lesson": fields[1], "ask_next_time": fields[2]}


# ================================================================ secret families
TEMPLATES = []      # (family, mode, container) of every emitted note, for the README


def slugify(name):
    out = "".join(ch.lower() if ch.isalnum() else "-" for ch in name)
    while "--" in out:
        out = out.replace("--", "-")
    return out.strip("-")


def finalize_secret(lang, category, fields, candidates, tmpl):
    secrets = []
    for c in candidates:
        if c and c not in secrets and any(c in fields[k] for k in FIELD_KEYS):
            secrets.append(c)
    errs = field_errors(fields) + secret_errors(fields, secrets)
    if errs:
        return None
    return {"lang": lang, "kind": "secret", "category": category, "fields": fields,
            "secrets": secrets, "_tmpl": tmpl}


def inline_value(vals):
    if len(vals) == 1:
        return vals[0]
    if len(vals) == 2:
        return vals[0] + pick([" / ", " and ", ", "]) + vals[1]
    return vals[0]


# ---------------------------------------------------------------- vendor-specific snippets
def sp_vendor(vendor, items, ctx):
    """special, vendor-specific pasted snippets; returns (name, text, file) or None"""
    n = vendor["name"]
    vals = [v for _, v, s in items if s]
    env = [k for k, _, s in items if s]
    if n == "npm":
        return ".npmrc", "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s" % vals[0], ".npmrc"
    if n == "PyPI":
        return ".pypirc", "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % vals[0], "~/.pypirc"
    if n == "Docker Hub":
        user = pick(["ci-deployer", "jhkim", "release-bot"])
        if chance(0.5):
            return "docker login", "echo '%s' | docker login -u %s --password-stdin" % (vals[0], user), "terminal"
        return "docker login", "docker login -u %s -p %s" % (user, vals[0]), "terminal"
    if n in ("AWS", "AWS STS"):
        lines = ["[%s]" % pick(["default", "prod", "deploy", "profile-admin"]),
                 "aws_access_key_id = %s" % vals[0], "aws_secret_access_key = %s" % vals[1]]
        if len(vals) > 2:
            lines.append("aws_session_token = %s" % vals[2])
        if chance(0.5):
            lines.append("region = %s" % pick(["ap-northeast-2", "us-east-1", "eu-west-1"]))
        return "~/.aws/credentials", "\n".join(lines), "~/.aws/credentials"
    if n == "GitHub" or n == "GitHub App":
        if chance(0.5):
            return "git remote URL", "git remote set-url origin https://x-access-token:%s@github.com/%s/%s.git" % (
                vals[0], rorg(), pick(["infra", "api", "mobile-app", "data-pipeline"])), "terminal"
        return "gh auth", "gh auth login --with-token <<< '%s'" % vals[0], "terminal"
    if n == "GitLab" and vals[0].startswith("glrt-"):
        return "runner config.toml", '[[runners]]\n  name = "%s-runner"\n  url = "https://gitlab.com"\n  token = "%s"\n  executor = "docker"' % (
            rorg(), vals[0]), "/etc/gitlab-runner/config.toml"
    if n == "Azure Storage":
        acct = [v for k, v, s in items if not s][0]
        return "Azure connection string", "AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net\"" % (
            acct, vals[0]), "local.settings.json"
    if n == "age":
        return "age keys.txt", "# created: %s\n# public key: age1%s\n%s" % (rts(), rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58), vals[0]), "~/.config/sops/age/keys.txt"
    if n == "Terraform Cloud":
        return "credentials.tfrc.json", '{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "%s"\n    }\n  }\n}' % vals[0], "~/.terraform.d/credentials.tfrc.json"
    if n == "HashiCorp Vault":
        return "vault login", "$ vault login %s\nSuccess! You are now authenticated." % vals[0], "terminal"
    if n == "Stripe" and vals[0].startswith("sk_live"):
        return "stripe CLI", "stripe listen --forward-to localhost:%d/webhooks --api-key %s" % (rint(3000, 9000), vals[0]), "terminal"
    if n == "Stripe" and vals[0].startswith("whsec_"):
        return "webhook handler", 'event = stripe.Webhook.construct_event(\n    payload, request.headers["Stripe-Signature"], "%s"\n)' % vals[0], "app/webhooks.py"
    if n == "PlanetScale":
        user = [v for k, v, s in items if not s][0]
        return "MySQL URL", "DATABASE_URL='mysql://%s:%s@aws.connect.psdb.cloud/%s?sslaccept=strict'" % (user, vals[0], pick(["shop", "app", "core"])), ".env"
    if n == "Alibaba Cloud":
        return "aliyun SDK", "client = AcsClient('%s', '%s', 'cn-hangzhou')" % (vals[0], vals[1]), "scripts/ecs_list.py"
    if n == "Tencent Cloud":
        return "tccli configure", "$ tccli configure set secretId %s secretKey %s region ap-seoul" % (vals[0], vals[1]), "terminal"
    if n == "Upbit":
        return "Upbit JWT", 'payload = {"access_key": "%s", "nonce": str(uuid.uuid4())}\njwt_token = jwt.encode(payload, "%s")' % (vals[0], vals[1]), "bot/upbit.py"
    if n == "Naver Cloud Platform":
        return "ncloud configure", "$ ncloud configure\nNcloud Access Key ID []: %s\nNcloud Secret Access Key []: %s\nNcloud API URL (default:https://ncloud.apigw.ntruss.com) []:" % (vals[0], vals[1]), "terminal"
    if n == "data.go.kr":
        return "data.go.kr keys", "일반 인증키(Encoding): %s\n일반 인증키(Decoding): %s" % (vals[1], vals[0]), "공공데이터포털 마이페이지"
    if n == "Scaleway":
        return "scw config", "access_key: %s\nsecret_key: %s\ndefault_organization_id: %s\ndefault_region: fr-par" % (vals[0], vals[1], ruuid()), "~/.config/scw/config.yaml"
    if n == "OVHcloud":
        return "ovh.conf", "[default]\nendpoint=ovh-eu\n\n[ovh-eu]\napplication_key=%s\napplication_secret=%s\nconsumer_key=%s" % tuple(vals), "ovh.conf"
    if n == "Hetzner Cloud":
        return "hcloud CLI", "$ hcloud context create prod\nToken: %s\nContext prod created and activated" % vals[0], "terminal"
    if n == "Google OAuth":
        cid = [v for k, v, s in items if not s][0]
        return "OAuth client JSON", '{"installed":{"client_id":"%s","project_id":"%s-prod","client_secret":"%s"},\n "refresh_token":"%s"}' % (
            cid, rorg(), vals[0], vals[1]), "token.json"
    if n == "Slack" and vals[0].startswith("xapp"):
        return "Bolt socket mode", "app = App(token=os.environ[\"SLACK_BOT_TOKEN\"])\nSocketModeHandler(app, \"%s\").start()" % vals[0], "bot.py"
    if n == "LINE Messaging API":
        return "LINE SDK", "configuration = Configuration(access_token='%s')\nhandler = WebhookHandler('%s')" % (vals[0], vals[1]), "line_bot/app.py"
    return None


def fam_vendor(lang, vendor):
    items = vendor["gen"]()
    vals = [v for _, v, s in items if s]
    slug = slugify(vendor["name"])
    ctx = {"slug": slug, "lang": lang, "svc": vendor["name"], "derived": []}
    u = resolve_use(vendor, items)
    mode = wpick(MODES)
    text, file, cname = None, "", "prose"
    if mode in ("mc_snip", "lesson_snip", "lesson_snip_first", "both_ask"):
        for _ in range(20):
            r = R.random()
            sp = sp_vendor(vendor, items, ctx) if r < 0.3 else None
            if sp:
                cname, text, file = sp
                break
            if u is not None and r < 0.65:
                cname, f = pick(USE_CONTAINERS)
                res = f(u, ctx)
            else:
                cname, f = pick(KV_CONTAINERS)
                res = f(items, ctx)
            if res:
                text, file = res
                break
        if text is None:
            return None
    else:
        file = pick([".env", "the ticket", "Slack", "config.yml", "the wiki", "1Password"])
        if lang == "ko":
            file = pick([".env", "config.yml", "terraform.tfvars", "application.yml"])
    P = prose_ctx(lang, vendor["name"], vendor["kind_en"], vendor["kind_ko"], file,
                  err=pick(VENDOR_ERRS[vendor["name"]]) if vendor["name"] in VENDOR_ERRS and chance(0.7) else None)
    v = inline_value(vals)
    fields = compose(lang, P, text, v, mode)
    cat = "vendor token: %s %s (%s, %s)" % (vendor["name"], vendor["kind_en"], cname, mode)
    return finalize_secret(lang, cat, fields, vals + ctx["derived"], ("vendor", mode, cname))


# ---------------------------------------------------------------- passwords in config
SERVICES = [
    # display, slug, users, user_env, pw_env, host_fmt, port, db
    ("PostgreSQL", "postgres", ["app", "app_rw", "postgres", "etl_user", "report_ro"], "DB_USER", "DB_PASSWORD", "pg-main.%s.internal", 5432, True),
    ("MySQL", "mysql", ["root", "app", "wordpress", "shop_admin"], "MYSQL_USER", "MYSQL_PASSWORD", "mysql-01.%s.local", 3306, True),
    ("Redis", "redis", ["default"], "REDIS_USERNAME", "REDIS_PASSWORD", "redis.%s.internal", 6379, False),
    ("RabbitMQ", "rabbitmq", ["svc_orders", "admin"], "RABBITMQ_DEFAULT_USER", "RABBITMQ_DEFAULT_PASS", "mq.%s.internal", 5672, False),
    ("Grafana", "grafana", ["admin"], "GF_SECURITY_ADMIN_USER", "GF_SECURITY_ADMIN_PASSWORD", "grafana.%s.io", 3000, False),
    ("Jenkins", "jenkins", ["admin", "ci-bot"], "JENKINS_USER", "JENKINS_PASSWORD", "jenkins.%s.internal", 8080, False),
    ("Keycloak", "keycloak", ["admin"], "KEYCLOAK_ADMIN", "KEYCLOAK_ADMIN_PASSWORD", "sso.%s.kr", 8443, False),
    ("MinIO", "minio", ["minio-root"], "MINIO_ROOT_USER", "MINIO_ROOT_PASSWORD", "s3.%s.local", 9000, False),
    ("Elasticsearch", "elastic", ["elastic"], "ELASTIC_USERNAME", "ELASTIC_PASSWORD", "es.%s.internal", 9200, False),
    ("Harbor", "harbor", ["admin", "ci-pusher"], "HARBOR_USERNAME", "HARBOR_PASSWORD", "harbor.%s.io", 443, False),
    ("Nexus", "nexus", ["deployment", "admin"], "NEXUS_USER", "NEXUS_PASSWORD", "nexus.%s.internal", 8081, False),
    ("LDAP", "ldap", ["cn=svc-bind,ou=services,dc=corp,dc=local"], "LDAP_BIND_DN", "LDAP_BIND_PASSWORD", "ldap.%s.local", 636, False),
    ("MongoDB", "mongo", ["root", "app"], "MONGO_INITDB_ROOT_USERNAME", "MONGO_INITDB_ROOT_PASSWORD", "mongo-0.%s.internal", 27017, True),
    ("SQL Server", "mssql", ["sa"], "MSSQL_USER", "MSSQL_SA_PASSWORD", "sql01.%s.corp", 1433, True),
    ("Oracle", "oracle", ["APP_OWNER", "SCOTT"], "ORACLE_USER", "ORACLE_PASSWORD", "ora.%s.corp", 1521, True),
    ("Kafka SASL", "kafka", ["svc-orders", "connect"], "KAFKA_SASL_USERNAME", "KAFKA_SASL_PASSWORD", "kafka-1.%s.internal", 9093, False),
    ("SFTP", "sftp", ["partner_upload", "edi"], "SFTP_USER", "SFTP_PASSWORD", "sftp.%s.com", 22, False),
    ("Argo CD", "argocd", ["admin"], "ARGOCD_USERNAME", "ARGOCD_PASSWORD", "argocd.%s.io", 443, False),
    ("SonarQube", "sonarqube", ["admin"], "SONAR_USER", "SONAR_PASSWORD", "sonar.%s.internal", 9000, False),
    ("WordPress", "wordpress", ["editor-kim", "admin"], "WP_USER", "WP_PASSWORD", "blog.%s.co.kr", 443, False),
    ("Synology NAS", "nas", ["admin", "backup"], "NAS_USER", "NAS_PASSWORD", "nas.%s.lan", 5001, False),
    ("SMTP", "smtp", ["noreply@%s.com"], "SMTP_USER", "SMTP_PASSWORD", "smtp.%s.com", 587, False),
    ("ClickHouse", "clickhouse", ["default", "analytics"], "CLICKHOUSE_USER", "CLICKHOUSE_PASSWORD", "ch.%s.internal", 9000, True),
    ("InfluxDB", "influx", ["admin"], "INFLUX_USERNAME", "INFLUX_PASSWORD", "influx.%s.internal", 8086, False),
]


PSEUDO_SERVICES = {
    "nginx": ("nginx basic auth", "nginx", ["ops", "staff", "preview"], "BASIC_AUTH_USER", "BASIC_AUTH_PASSWORD", "preview.%s.dev", 443, False),
    "keystore": ("Java keystore", "keystore", ["app"], "KEYSTORE_ALIAS", "KEYSTORE_PASSWORD", "app.%s.internal", 8443, False),
    "archive": ("encrypted archive", "archive", ["-"], "ARCHIVE_USER", "ARCHIVE_PASSWORD", "files.%s.internal", 22, False),
    "server": ("Linux server", "server", ["deploy", "ubuntu", "ec2-user", "ops"], "SSH_USER", "SSH_PASSWORD", "bastion.%s.net", 22, False),
    "windows": ("Windows domain", "windows", ["svc_backup", "jkim", "administrator"], "AD_USER", "AD_PASSWORD", "fs01.%s.corp", 445, False),
    "gitea": ("Gitea", "gitea", ["deploy-bot", "hjlee"], "GIT_USER", "GIT_PASSWORD", "git.%s.dev", 443, False),
    "vnc": ("VNC", "vnc", ["-"], "VNC_USER", "VNC_PASSWORD", "kiosk-03.%s.lan", 5900, False),
    "snowflake": ("Snowflake", "snowflake", ["ETL_SVC", "ANALYST_RO"], "SNOWFLAKE_USER", "SNOWFLAKE_PASSWORD", "%s.snowflakecomputing.com", 443, True),
    "supabase": ("Supabase Postgres", "supabase", ["postgres"], "DB_USER", "DB_PASSWORD", "db.%s.supabase.co", 6543, True),
}


def svc_pick(slugs=None):
    pool = list(SERVICES)
    if slugs:
        pool = [x for x in SERVICES if x[1] in slugs] + [PSEUDO_SERVICES[k] for k in slugs if k in PSEUDO_SERVICES]
    s = pick(pool)
    org = rorg()
    user = pick(s[2])
    if "%s" in user:
        user = user % org
    return {"name": s[0], "slug": s[1], "user": user, "user_env": s[3], "pw_env": s[4],
            "host": s[5] % org, "port": s[6], "db": pick(["app", "orders", "shop", "analytics", "billing"]) if s[7] else ""}


SVC_ERRS = {
    "postgres": 'FATAL: password authentication failed for user "{u}"',
    "mysql": "ERROR 1045 (28000): Access denied for user '{u}'@'10.0.%d.%d'",
    "redis": "NOAUTH Authentication required", "rabbitmq": "ACCESS_REFUSED - Login was refused",
    "mssql": "Login failed for user '{u}'", "oracle": "ORA-01017: invalid username/password; logon denied",
    "mongo": "MongoServerError: Authentication failed", "ldap": "ldap_bind: Invalid credentials (49)",
    "elastic": "security_exception: unable to authenticate user [{u}]", "sftp": "Permission denied (password)",
    "kafka": "SaslAuthenticationException: Authentication failed", "smtp": "535 5.7.8 Username and Password not accepted",
}


def svc_err(S):
    e = SVC_ERRS.get(S["slug"])
    if not e:
        return pick(["401 Unauthorized", "login failed", "invalid username or password", "authentication failed"])
    if "%d" in e:
        e = e % (rint(0, 9), rint(2, 250))
    return e.replace("{u}", S["user"])


def shq(pw):
    return "'%s'" % pw if needs_shell_quote(pw) else pw


def sp_password(S, pw, ctx):
    """service-specific pasted snippets for a password; returns (name, text, file) or None"""
    u, h, n = S["user"], S["host"], S["slug"]
    k = rint(0, 10)
    if k == 0 and " " not in pw:
        return ".netrc", "machine %s\n  login %s\n  password %s" % (h, u, pw), "~/.netrc"
    if k == 1 and n == "postgres" and ":" not in pw:
        return ".pgpass", "%s:%d:%s:%s:%s" % (h, S["port"], S["db"] or "*", u, pw), "~/.pgpass"
    if k == 2 and n == "mysql":
        q = '"%s"' % pw if (" " in pw or "#" in pw) else pw
        return "my.cnf", "[client]\nuser=%s\npassword=%s\nhost=%s" % (u, q, h), "~/.my.cnf"
    if k == 3 and S["db"]:
        return "Spring datasource", "spring:\n  datasource:\n    url: jdbc:%s://%s:%d/%s\n    username: %s\n    password: %s" % (
            {"postgres": "postgresql", "mssql": "sqlserver", "oracle": "oracle:thin"}.get(n, n), h, S["port"], S["db"], u, yq(pw)), "application-prod.yml"
    if k == 4 and S["db"] and "'" not in pw:
        return "Django DATABASES", "DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.%s',\n        'NAME': '%s', 'USER': '%s',\n        'PASSWORD': '%s',\n        'HOST': '%s',\n    }\n}" % (
            "mysql" if n == "mysql" else "postgresql", S["db"], u, pw, h), "settings/prod.py"
    if k == 5 and S["db"]:
        return "Rails database.yml", "production:\n  adapter: %s\n  database: %s\n  username: %s\n  password: %s\n  host: %s" % (
            "mysql2" if n == "mysql" else "postgresql", S["db"], u, yq(pw), h), "config/database.yml"
    if k == 6 and n in ("nexus", "harbor", "jenkins") and not any(c in pw for c in "<>&\"'"):
        return "Maven settings.xml", "<servers>\n  <server>\n    <id>%s-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (n, u, pw), "~/.m2/settings.xml"
    if k == 7 and n in ("harbor", "nexus"):
        blob = basic_blob(u, pw)
        ctx["derived"].append(blob)
        return "docker config.json", '{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (h, blob), "~/.docker/config.json"
    if k == 8:
        enc = pct_userinfo(pw)
        ctx["derived"].append(enc)
        return "git-credentials", "https://%s:%s@%s" % (pct_userinfo(u), enc, h), "~/.git-credentials"
    if k == 9 and n == "kafka" and '"' not in pw:
        return "Kafka JAAS", 'security.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (u, pw), "client.properties"
    return None


def fam_pw_config(lang):
    S = svc_pick()
    pkind, pw = any_password()
    if S["slug"] == "smtp" and chance(0.5):
        pkind, pw = "Gmail app password", " ".join(rs(LOWER, 4) for _ in range(4))
    ctx = {"slug": S["slug"], "lang": lang, "svc": S["name"], "derived": []}
    items = [(S["user_env"], S["user"], False), (S["pw_env"], pw, True),
             ("%s_HOST" % S["slug"].upper(), S["host"], False)]
    if chance(0.4):
        items = items[:2]
    mode = wpick(MODES)
    text, file, cname = None, "", "prose"
    if mode in ("mc_snip", "lesson_snip", "lesson_snip_first", "both_ask"):
        for _ in range(20):
            sp = sp_password(S, pw, ctx) if chance(0.35) else None
            if sp:
                cname, text, file = sp
                break
            cname, f = pick(KV_CONTAINERS)
            res = f(items, ctx)
            if res:
                text, file = res
                break
        if text is None:
            return None
    else:
        file = pick([".env", "docker-compose.yml", "the wiki", "the ticket", "Slack"])
    what_en = pick(["password", "admin password", "service account password", "login"])
    what_ko = pick(["비밀번호", "관리자 비밀번호", "서비스 계정 비밀번호", "접속 비밀번호"])
    P = prose_ctx(lang, S["name"], what_en, what_ko, file, err=svc_err(S))
    fields = compose(lang, P, text, pw, mode)
    cat = "password: %s %s password (%s, %s)" % (S["name"], pkind, cname, mode)
    return finalize_secret(lang, cat, fields, [pw] + ctx["derived"], ("pw_config", mode, cname))


def fam_app_secret(lang):
    kind = pick(["django", "rails", "laravel", "nextauth", "jwt", "flask"])
    env = {"django": "DJANGO_SECRET_KEY", "rails": "SECRET_KEY_BASE", "laravel": "APP_KEY",
           "nextauth": "NEXTAUTH_SECRET", "jwt": "JWT_SECRET", "flask": "FLASK_SECRET_KEY"}[kind]
    val = app_secret(kind)
    name = {"django": "Django", "rails": "Rails", "laravel": "Laravel", "nextauth": "NextAuth",
            "jwt": "auth service", "flask": "Flask"}[kind]
    ctx = {"slug": slugify(name), "lang": lang, "svc": name, "derived": []}
    mode = wpick([(m, w) for m, w in MODES if m in ("mc_snip", "lesson_snip", "lesson_snip_first", "both_ask", "inline_lesson", "end_lesson")])
    text, file, cname = None, "", "prose"
    if mode in ("mc_snip", "lesson_snip", "lesson_snip_first", "both_ask"):
        for _ in range(20):
            cname, f = pick(KV_CONTAINERS)
            res = f([(env, val, True)], ctx)
            if res:
                text, file = res
                break
        if text is None:
            return None
    else:
        file = pick([".env", "settings.py", "config/credentials.yml"])
    P = prose_ctx(lang, name, pick(["signing secret", "secret key", "session secret"]),
                  pick(["서명 시크릿", "시크릿 키", "세션 시크릿"]), file,
                  err=pick(["invalid signature", "CSRF verification failed", "InvalidAuthenticityToken", "JWSError", "session decode error"]))
    fields = compose(lang, P, text, val, mode)
    cat = "app secret: %s %s (%s, %s)" % (name, env, cname, mode)
    return finalize_secret(lang, cat, fields, [val], ("app_secret", mode, cname))


# ---------------------------------------------------------------- passwords in commands
WEB = ["grafana", "jenkins", "elastic", "nexus", "harbor", "sonarqube", "argocd", "keycloak", "minio", "nginx"]
CMD_TEMPLATES = [
    ("mysql -p attached password", ["mysql"], lambda S, pw, pw2, enc: ("mysql -h %s -u %s -p%s %s" % (S["host"], S["user"], shq(pw), S["db"]), [])),
    ("mysql --password= flag", ["mysql"], lambda S, pw, pw2, enc: ("mysql --host=%s --user=%s --password=%s -e 'SHOW PROCESSLIST'" % (S["host"], S["user"], shq(pw)), [])),
    ("mysqldump -p attached", ["mysql"], lambda S, pw, pw2, enc: ("mysqldump -u%s -p%s --single-transaction %s > %s.sql" % (S["user"], shq(pw), S["db"], S["db"]), [])),
    ("PGPASSWORD env prefix", ["postgres"], lambda S, pw, pw2, enc: ("PGPASSWORD=%s psql -h %s -U %s -d %s -c '\\dt'" % (shq(pw), S["host"], S["user"], S["db"]), [])),
    ("psql URL user:pass", ["postgres", "supabase"], lambda S, pw, pw2, enc: ('psql "postgresql://%s:%s@%s:%d/%s?sslmode=require"' % (S["user"], enc, S["host"], S["port"], S["db"]), [enc])),
    ("pg_dump URL", ["postgres"], lambda S, pw, pw2, enc: ("pg_dump 'postgres://%s:%s@%s/%s' > backup.sql" % (S["user"], enc, S["host"], S["db"]), [enc])),
    ("SQL ALTER USER PASSWORD", ["postgres"], lambda S, pw, pw2, enc: ("ALTER USER %s WITH PASSWORD '%s';" % (S["user"], pw), [])),
    ("MySQL IDENTIFIED BY", ["mysql"], lambda S, pw, pw2, enc: ("CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON %s.* TO '%s'@'%%';" % (S["user"], pw, S["db"], S["user"]), [])),
    ("mysqladmin password change", ["mysql"], lambda S, pw, pw2, enc: ("mysqladmin -u root -p%s password %s" % (shq(pw), shq(pw2)), [pw2])),
    ("sshpass -p", ["server", "sftp"], lambda S, pw, pw2, enc: ("sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s" % (shq(pw), S["user"], S["host"]), [])),
    ("redis-cli -a", ["redis"], lambda S, pw, pw2, enc: ("redis-cli -h %s -p 6379 -a %s --no-auth-warning PING" % (S["host"], shq(pw)), [])),
    ("redis AUTH", ["redis"], lambda S, pw, pw2, enc: ("%s:6379> AUTH %s\nOK" % (S["host"], pw), [])),
    ("mongosh -p", ["mongo"], lambda S, pw, pw2, enc: ("mongosh --host %s -u %s -p %s --authenticationDatabase admin" % (S["host"], S["user"], shq(pw)), [])),
    ("curl -u user:pass", WEB, lambda S, pw, pw2, enc: ("curl -u '%s:%s' https://%s/api/health" % (S["user"], pw, S["host"]), [])),
    ("wget --password=", WEB, lambda S, pw, pw2, enc: ("wget --user=%s --password=%s https://%s/exports/latest.csv" % (S["user"], shq(pw), S["host"]), [])),
    ("docker login -p", ["harbor", "nexus"], lambda S, pw, pw2, enc: ("docker login %s -u %s -p %s" % (S["host"], S["user"], shq(pw)), [])),
    ("echo | docker login --password-stdin", ["harbor", "nexus"], lambda S, pw, pw2, enc: ("echo %s | docker login %s -u %s --password-stdin" % (shq(pw), S["host"], S["user"]), [])),
    ("kubectl --from-literal", None, lambda S, pw, pw2, enc: ("kubectl -n %s create secret generic %s-auth --from-literal=username=%s --from-literal=password=%s" % (
        pick(["prod", "batch", "default"]), S["slug"], S["user"], shq(pw)), [])),
    ("htpasswd positional", ["nginx"], lambda S, pw, pw2, enc: ("htpasswd -bc /etc/nginx/.htpasswd %s %s" % (S["user"], shq(pw)), [])),
    ("openssl -passout pass:", ["keystore"], lambda S, pw, pw2, enc: ("openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout %s" % shq("pass:" + pw), [])),
    ("keytool -storepass", ["keystore"], lambda S, pw, pw2, enc: ("keytool -importkeystore -srckeystore bundle.p12 -srcstoretype PKCS12 -destkeystore app.jks -srcstorepass %s -deststorepass %s" % (shq(pw), shq(pw)), [])),
    ("sqlcmd -P", ["mssql"], lambda S, pw, pw2, enc: ('sqlcmd -S %s,1433 -U %s -P %s -Q "SELECT @@VERSION"' % (S["host"], S["user"], shq(pw)), [])),
    ("ldapsearch -w", ["ldap"], lambda S, pw, pw2, enc: ('ldapsearch -x -H ldaps://%s -D "%s" -w %s -b "ou=people,dc=corp,dc=local"' % (S["host"], S["user"], shq(pw)), [])),
    ("smbclient -U user%pass", ["nas", "windows"], lambda S, pw, pw2, enc: ("smbclient //%s/share -U '%s%%%s'" % (S["host"], S["user"], pw), [])),
    ("net use positional", ["windows", "nas"], lambda S, pw, pw2, enc: ("net use Z: \\\\%s\\share %s /user:CORP\\%s" % (S["host"], pw, S["user"]), [])),
    ("zip -P", ["archive"], lambda S, pw, pw2, enc: ("zip -P %s -r export.zip ./export" % shq(pw), [])),
    ("7z -p attached", ["archive"], lambda S, pw, pw2, enc: ("7z a -p%s -mhe=on backup.7z ./data" % shq(pw), [])),
    ("gpg --passphrase", ["archive"], lambda S, pw, pw2, enc: ("gpg --batch --pinentry-mode loopback --passphrase %s -d secrets.tar.gpg | tar x" % shq(pw), [])),
    ("ssh-keygen -P old -N new", ["server"], lambda S, pw, pw2, enc: ("ssh-keygen -p -f ~/.ssh/id_ed25519 -P %s -N %s" % (shq(pw), shq(pw2)), [pw2])),
    ("rabbitmqctl add_user positional", ["rabbitmq"], lambda S, pw, pw2, enc: ("rabbitmqctl add_user %s %s && rabbitmqctl set_user_tags %s administrator" % (S["user"], shq(pw), S["user"]), [])),
    ("chpasswd", ["server"], lambda S, pw, pw2, enc: ("echo '%s:%s' | sudo chpasswd" % (S["user"], pw), [])),
    ("ansible -e become password", ["server"], lambda S, pw, pw2, enc: ("ansible-playbook -i inventory/prod site.yml -u %s -e 'ansible_become_password=%s'" % (S["user"], pw), [])),
    ("helm --set password", ["postgres", "redis", "mysql", "mongo", "rabbitmq"], lambda S, pw, pw2, enc: ("helm upgrade --install %s bitnami/%s --set auth.password=%s" % (S["slug"], S["slug"], shq(pw)), [])),
    ("PowerShell ConvertTo-SecureString", ["windows"], lambda S, pw, pw2, enc: ("$pw = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object PSCredential('CORP\\%s', $pw)" % (pw, S["user"]), [])),
    ("expect send", ["server", "sftp"], lambda S, pw, pw2, enc: ('spawn ssh %s@%s\nexpect "password:"\nsend "%s\\r"\ninteract' % (S["user"], S["host"], pw), [])),
    ("lftp -u user,pass", ["sftp"], lambda S, pw, pw2, enc: ("lftp -u %s,%s sftp://%s" % (S["user"], shq(pw), S["host"]), [])),
    ("git clone user:pass URL", ["gitea"], lambda S, pw, pw2, enc: ("git clone https://%s:%s@%s/team/infra.git" % (pct_userinfo(S["user"]), enc, S["host"]), [enc])),
    ("jenkins-cli -auth user:pass", ["jenkins"], lambda S, pw, pw2, enc: ("java -jar jenkins-cli.jar -s https://%s/ -auth %s:%s build deploy-prod" % (S["host"], S["user"], shq(pw)), [])),
    ("influx setup -p", ["influx"], lambda S, pw, pw2, enc: ("influx setup -u %s -p %s -o %s -b metrics -f" % (S["user"], shq(pw), rorg()), [])),
    ("x11vnc -passwd", ["vnc"], lambda S, pw, pw2, enc: ("x11vnc -display :0 -passwd %s -forever -shared" % shq(pw), [])),
    ("argocd login --password", ["argocd"], lambda S, pw, pw2, enc: ("argocd login %s --username %s --password %s --grpc-web" % (S["host"], S["user"], shq(pw)), [])),
    ("mc alias set", ["minio"], lambda S, pw, pw2, enc: ("mc alias set prod https://%s %s %s" % (S["host"], S["user"], shq(pw)), [])),
]


def fam_pw_command(lang):
    name, slugs, tf = pick(CMD_TEMPLATES)
    S = svc_pick(slugs)
    if not S["db"]:
        S["db"] = pick(["app", "orders", "shop"])
    pkind, pw = any_password(no_space=True)
    _, pw2 = any_password(no_space=True)
    if name == "net use positional" and needs_shell_quote(pw):
        return None
    text, extra = tf(S, pw, pw2, pct_userinfo(pw))
    extra = [x for x in extra if x != pw]
    if chance(0.4):
        text = "$ " + text
    if chance(0.35):
        if name.startswith("mysql"):
            text += "\nmysql: [Warning] Using a password on the command line interface can be insecure."
        elif name.startswith("redis-cli"):
            text += "\nWarning: Using a password with '-a' or '-u' option on the command line interface may not be safe."
        elif name == "docker login -p":
            text += "\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded"
        elif "docker login" in name:
            text += "\nLogin Succeeded"
        else:
            text += "\n" + pick(["ERROR: %s" % svc_err(S), "(exit status 0)", "done."])
    ctx = {"slug": S["slug"], "lang": lang, "svc": S["name"], "derived": []}
    mode = wpick([(m, w) for m, w in MODES if m in ("mc_snip", "lesson_snip", "lesson_snip_first", "both_ask")])
    P = prose_ctx(lang, S["name"], pick(["password", "password on the command line", "credentials"]),
                  pick(["비밀번호", "명령줄 비밀번호", "접속 정보"]), "terminal", err=svc_err(S))
    extra_lesson = None
    if chance(0.5):
        extra_lesson = pick({"en": ["Passing the password on the command line leaks it into shell history and `ps` output.",
                                    "Use a prompt, an option file or --password-stdin instead of an inline password.",
                                    "The command only worked once the password was quoted for the shell."],
                             "ko": ["명령줄에 비밀번호를 넘기면 셸 히스토리와 `ps` 출력에 남는다.",
                                    "인라인 비밀번호 대신 프롬프트, 옵션 파일, --password-stdin을 쓸 것.",
                                    "셸에서 비밀번호를 따옴표로 감싸고 나서야 명령이 동작했다."]}[lang])
    fields = compose(lang, P, text, pw, mode, extra_lesson=extra_lesson)
    cat = "shell: %s (%s password, %s)" % (name, pkind, mode)
    return finalize_secret(lang, cat, fields, [pw] + extra, ("pw_command", mode, name))


# ---------------------------------------------------------------- connection strings
CONN_TEMPLATES = [
    ("postgres URL", ["postgres"], lambda S, pw, enc, qv: ("DATABASE_URL=postgres://%s:%s@%s:5432/%s" % (S["user"], enc, S["host"], S["db"]), [enc])),
    ("SQLAlchemy mysql+pymysql URL", ["mysql"], lambda S, pw, enc, qv: ('SQLALCHEMY_DATABASE_URI = "mysql+pymysql://%s:%s@%s:3306/%s?charset=utf8mb4"' % (S["user"], enc, S["host"], S["db"]), [enc])),
    ("mongodb+srv URI", ["mongo"], lambda S, pw, enc, qv: ('MONGODB_URI="mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority"' % (S["user"], enc, rs(AN_LO, 5), S["db"]), [enc])),
    ("redis URL", ["redis"], lambda S, pw, enc, qv: ("REDIS_URL=redis://:%s@%s:6379/0" % (enc, S["host"]), [enc])),
    ("rediss Upstash URL", ["redis"], lambda S, pw, enc, qv: ("UPSTASH_REDIS_URL=rediss://default:%s@%s-%s-%d.upstash.io:6379" % (enc, pick(["apn1", "usw1", "euc1"]), pick(EN_WORDS), rint(10000, 99999)), [enc])),
    ("amqp URL", ["rabbitmq"], lambda S, pw, enc, qv: ("CELERY_BROKER_URL=amqp://%s:%s@%s:5672/%s" % (S["user"], enc, S["host"], pick(["orders", "%2F", "jobs"])), [enc])),
    ("JDBC password query param", ["postgres"], lambda S, pw, enc, qv: ("jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (S["host"], S["db"], S["user"], qv), [qv])),
    ("JDBC sqlserver password=", ["mssql"], lambda S, pw, enc, qv: ("jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true" % (S["host"], S["db"], S["user"], pw), [])),
    ("ADO.NET connection string", ["mssql"], lambda S, pw, enc, qv: ('"DefaultConnection": "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;"' % (S["host"], S["db"], S["user"], pw), [])),
    ("ODBC Pwd=", ["mssql"], lambda S, pw, enc, qv: ("Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;Uid=%s;Pwd=%s;" % (S["host"], S["db"], S["user"], pw), [])),
    ("Oracle EZConnect user/pass@", ["oracle"], lambda S, pw, enc, qv: ("sqlplus %s/%s@//%s:1521/ORCLPDB1" % (S["user"], shq(pw), S["host"]), [])),
    ("ClickHouse URL", ["clickhouse"], lambda S, pw, enc, qv: ("clickhouse://%s:%s@%s:9000/%s" % (S["user"], enc, S["host"], S["db"]), [enc])),
    ("Elasticsearch URL", ["elastic"], lambda S, pw, enc, qv: ("ELASTICSEARCH_URL=https://elastic:%s@%s:9200" % (enc, S["host"]), [enc])),
    ("SMTP URL", ["smtp"], lambda S, pw, enc, qv: ("EMAIL_URL=smtp+tls://%s:%s@%s:587" % (pct_userinfo(S["user"]), enc, S["host"]), [enc])),
    ("FTP URL", ["sftp"], lambda S, pw, enc, qv: ("ftp://%s:%s@%s/outgoing/" % (S["user"], enc, S["host"].replace("sftp.", "ftp.")), [enc])),
    ("Snowflake URL", ["snowflake"], lambda S, pw, enc, qv: ("snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=COMPUTE_WH" % (S["user"], enc, rs(AN_LO, 7), rs(AN_LO, 7), S["db"].upper()), [enc])),
    ("Supabase pooler URL", ["supabase"], lambda S, pw, enc, qv: ("postgresql://postgres.%s:%s@aws-0-ap-northeast-2.pooler.supabase.com:6543/postgres" % (rs(LOWER, 20), enc), [enc])),
    ("Kafka JAAS", ["kafka"], lambda S, pw, enc, qv: ('sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="%s" password="%s";' % (S["user"], pw), [])),
    ("MongoDB URI", ["mongo"], lambda S, pw, enc, qv: ("mongodb://%s:%s@%s:27017/%s?authSource=admin" % (S["user"], enc, S["host"], S["db"]), [enc])),
]


def fam_conn(lang):
    S = svc_pick()
    pkind, pw = any_password(no_space=True)
    if any(ch in pw for ch in "'\";{}") and chance(0.7):
        return None
    special = None
    r = R.random()
    if r < 0.12:
        key = b64(rbytes(32))
        special = ("Azure Service Bus SharedAccessKey", "Endpoint=sb://%s-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (rorg(), key), [key], "Azure Service Bus", "shared access key", "공유 액세스 키")
    elif r < 0.2:
        npw = "npg_" + rs(B62, 12)
        special = ("Neon postgres URL", "DATABASE_URL=postgresql://neondb_owner:%s@ep-%s-%s-%s.ap-southeast-1.aws.neon.tech/neondb?sslmode=require" % (
            npw, pick(EN_WORDS), pick(EN_WORDS), rs(AN_LO, 8)), [npw], "Neon", "database password", "DB 비밀번호")
    if special:
        name, text, cands, svc, w_en, w_ko = special
    else:
        name, slugs, tf = pick(CONN_TEMPLATES)
        S = svc_pick(slugs)
        if not S["db"]:
            S["db"] = pick(["app", "orders", "shop"])
        text, cands = tf(S, pw, pct_userinfo(pw), pct_all(pw))
        cands = [pw] + [c for c in cands if c != pw]
        svc, w_en, w_ko = S["name"], pick(["connection string", "DB URL", "password"]), pick(["접속 문자열", "DB URL", "비밀번호"])
    ctx = {"slug": S["slug"], "lang": lang, "svc": svc, "derived": []}
    mode = wpick([(m, w) for m, w in MODES if m in ("mc_snip", "lesson_snip", "lesson_snip_first", "both_ask", "end_lesson", "start_lesson")])
    v = text.split("=", 1)[1].strip('"') if (mode in ("end_lesson", "start_lesson") and "=" in text.split("//")[0] and "://" in text) else text
    file = pick([".env", "appsettings.json", "config/database.yml", "application.properties", "terminal", "docker-compose.yml"])
    P = prose_ctx(lang, svc, w_en, w_ko, file, err=svc_err(S))
    fields = compose(lang, P, text, v, mode)
    cat = "connection string: %s (%s password, %s)" % (name, pkind if not special else "generated", mode)
    return finalize_secret(lang, cat, fields, cands, ("conn", mode, name))


# ---------------------------------------------------------------- HTTP auth headers and cookies
INTERNAL_APIS = ["orders-api", "billing-gateway", "partner-api", "admin-api", "search-proxy", "inventory-svc",
                 "settlement-api", "crm-bridge", "report-api", "push-gateway"]


def session_cookie():
    k = rint(0, 6)
    if k == 0:
        return "sessionid", rs(AN_LO, 32), "Django"
    if k == 1:
        return "_%s_session" % pick(["shop", "admin", "portal"]), b64(rbytes(rint(90, 140))).rstrip("=") + "--" + rhex(40), "Rails"
    if k == 2:
        return "PHPSESSID", rs(AN_LO, 26), "PHP"
    if k == 3:
        return "connect.sid", "s%3A" + rs(B64URL, 32) + "." + rs(B64, 43).replace("/", "%2F").replace("+", "%2B"), "Express"
    if k == 4:
        return "JSESSIONID", rs(HEXU, 32), "Tomcat"
    if k == 5:
        return "laravel_session", "eyJpdiI6I" + rs(B64, rint(180, 260)) + "%3D", "Laravel"
    return "__Secure-next-auth.session-token", "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs(B64URL, 22) + "." + rs(B64URL, rint(200, 320)) + "." + rs(B64URL, 22), "NextAuth"


def fam_header(lang):
    host = "%s.%s.%s" % (pick(INTERNAL_APIS), rorg(), pick(["io", "internal", "co.kr", "com"]))
    path = pick(["/v1/orders?status=pending", "/api/reports/daily", "/admin/users", "/v2/settlements", "/graphql", "/internal/jobs/retry"])
    k = rint(0, 9)
    cands, extra_prose = [], None
    if k <= 1:
        user = pick(["svc-batch", "partner_kr", "admin", "report-bot", "ops"])
        _, pw = any_password(no_space=True)
        blob = basic_blob(user, pw)
        cands = [blob]
        hdr = ("Proxy-Authorization" if k == 1 else "Authorization", "Basic " + blob)
        what_en, what_ko, name = "Basic auth header", "Basic 인증 헤더", "%s: Basic" % hdr[0]
        if chance(0.4):
            cands.append(pw)
            extra_prose = {"en": "(it decodes to %s:%s)" % (user, pw), "ko": "(디코딩하면 %s:%s)" % (user, pw)}[lang]
    elif k <= 3:
        tok = pick([rs(B64URL, rint(32, 64)), long_jwt(pick(["generic", "supabase", "keycloak"])), "at_" + rs(B62, 40)])
        cands = [tok]
        hdr = ("Authorization", "Bearer " + tok)
        what_en, what_ko, name = "bearer token", "Bearer 토큰", "Authorization: Bearer"
    elif k <= 5:
        key = pick(["ak_" + rs(B62, 40), rs(HEX, 48), "%s_%s" % (pick(["live", "prod", "prd"]), rs(B62, 32)), ruuid()])
        cands = [key]
        hdr = (pick(["X-API-Key", "X-Api-Key", "x-api-key", "Api-Key", "X-Auth-Token"]), key)
        what_en, what_ko, name = "API key", "API 키", "%s header" % hdr[0]
    else:
        cname, cval, fw = session_cookie()
        csrf = rs(B62, 32)
        cands = [cval]
        hdr = ("Cookie", "%s=%s; csrftoken=%s; _ga=GA1.1.%d.%d" % (cname, cval, csrf, rint(10 ** 8, 10 ** 9), rint(1700000000, 1760000000)))
        what_en, what_ko, name = "%s session cookie" % fw, "%s 세션 쿠키" % fw, "Cookie: %s" % cname
    style = rint(0, 6)
    if style == 0:
        text = "%s %s HTTP/1.1\nHost: %s\n%s: %s\nAccept: application/json" % (pick(["GET", "POST"]), path, host, hdr[0], hdr[1])
        cname_ = "raw HTTP request"
    elif style == 1:
        text = "curl '%s' \\\n  -H '%s: %s' \\\n  -H 'accept: application/json' \\\n  --compressed" % ("https://" + host + path, hdr[0].lower(), hdr[1])
        cname_ = "devtools Copy as cURL"
    elif style == 2:
        text = '{\n  "request": {\n    "method": "GET",\n    "url": "https://%s%s",\n    "headers": [\n      {"name": "%s", "value": "%s"}\n    ]\n  }\n}' % (host, path, hdr[0].lower(), hdr[1])
        cname_ = "HAR entry"
    elif style == 3:
        text = "grpcurl -H '%s: %s' %s:443 %s.v1.%sService/List" % (hdr[0].lower(), hdr[1], host, pick(["orders", "billing", "search"]), pick(["Order", "Invoice", "Query"]))
        cname_ = "grpcurl"
    elif style == 4:
        text = "location /upstream/ {\n    proxy_pass https://%s;\n    proxy_set_header %s \"%s\";\n}" % (host, hdr[0], hdr[1])
        cname_ = "nginx proxy_set_header"
    elif style == 5:
        text = '[%s] INFO  outgoing request method=GET url=https://%s%s headers={"%s": "%s", "User-Agent": "okhttp/4.12.0"}' % (rts(), host, path, hdr[0], hdr[1])
        cname_ = "request log"
    else:
        text = '{\n  "id": "%s",\n  "name": "%s",\n  "values": [\n    {"key": "baseUrl", "value": "https://%s", "enabled": true},\n    {"key": "%s", "value": "%s", "enabled": true}\n  ]\n}' % (
            ruuid(), pick(["prod", "staging"]), host, keyname(hdr[0].replace("-", "_").upper(), "camel"), hdr[1])
        cname_ = "Postman environment"
    mode = wpick([(m, w) for m, w in MODES if m in ("mc_snip", "lesson_snip", "lesson_snip_first", "both_ask")])
    P = prose_ctx(lang, host.split(".")[0], what_en, what_ko, pick(["HAR export", "terminal", "debug log", "Slack"]) if style not in (4,) else "nginx.conf")
    fields = compose(lang, P, text, cands[0], mode,
                     extra_lesson=extra_prose)
    cat = "http header: %s (%s, %s)" % (name, cname_, mode)
    return finalize_secret(lang, cat, fields, cands, ("header", mode, cname_))


# ---------------------------------------------------------------- signed URLs
def fam_signed_url(lang):
    k = rint(0, 6)
    org = rorg()
    obj = pick(["exports/2025/orders.csv", "uploads/invoice_%d.pdf" % rint(1000, 9999), "backups/db-%s.sql.gz" % rdate(),
                "reports/monthly.xlsx", "media/video_%s.mp4" % rhex(8)])
    date = "2025%02d%02d" % (rint(1, 11), rint(1, 28))
    if k <= 1:
        akid = ("ASIA" if k == 1 else "AKIA") + rs(B32, 16)
        sig = rhex(64)
        region = pick(["ap-northeast-2", "us-east-1", "eu-central-1"])
        url = ("https://%s-%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%02d%02d%02dZ&X-Amz-Expires=%d&X-Amz-SignedHeaders=host") % (
            org, pick(["exports", "uploads", "private"]), region, obj, akid, date, region, date, rint(0, 23), rint(0, 59), rint(0, 59), pick([300, 3600, 604800]))
        cands = [akid, sig]
        if k == 1:
            tok = pct_all("IQoJb3JpZ2luX2Vj" + rs(B64, rint(280, 360)))
            url += "&X-Amz-Security-Token=" + tok
            cands.append(tok)
        url += "&X-Amz-Signature=" + sig
        name = "S3 presigned URL" + (" with session token" if k == 1 else "")
    elif k == 2:
        sig = gcs_signature()
        sa = pick(["uploader", "exporter", "signer"]) + "@%s-prod.iam.gserviceaccount.com" % org
        url = ("https://storage.googleapis.com/%s-assets/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=%sT000000Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (
            org, obj, sa.replace("@", "%40"), date, date, sig)
        cands = [sig]
        name = "GCS V4 signed URL"
    elif k == 3:
        sig = pct_all(b64(rbytes(32)))
        url = "https://%sstore.blob.core.windows.net/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-12-31T23:59:59Z&st=%sT00:00:00Z&spr=https&sig=%s" % (
            org, obj, rdate(), sig)
        cands = [sig]
        name = "Azure SAS URL"
    elif k == 4:
        sig = rs(B64URL.replace("_", "~"), rint(170, 200))
        url = "https://d%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (rs(AN_LO, 13), obj, rint(1760000000, 1790000000), sig, rs(AN_UP, 13))
        cands = [sig]
        name = "CloudFront signed URL"
    elif k == 5:
        akid = "LTAI5t" + rs(B62, 18)
        sig = pct_all(b64(rbytes(20)))
        url = "https://%s-oss.oss-cn-hangzhou.aliyuncs.com/%s?OSSAccessKeyId=%s&Expires=%d&Signature=%s" % (org, obj, akid, rint(1760000000, 1790000000), sig)
        cands = [akid, sig]
        name = "Aliyun OSS signed URL"
    else:
        akid = "AKID" + rs(B62, 32)
        sig = rhex(40)
        t0 = rint(1760000000, 1790000000)
        url = ("https://%s-125%s.cos.ap-seoul.myqcloud.com/%s?q-sign-algorithm=sha1&q-ak=%s&q-sign-time=%d%%3B%d&q-key-time=%d%%3B%d"
               "&q-header-list=host&q-url-param-list=&q-signature=%s") % (org, rdigits(7), obj, akid, t0, t0 + 3600, t0, t0 + 3600, sig)
        cands = [akid, sig]
        name = "Tencent COS signed URL"
    mode = wpick([(m, w) for m, w in MODES if m in ("mc_snip", "lesson_snip", "lesson_snip_first", "inline_mc", "inline_lesson", "end_lesson")])
    P = prose_ctx(lang, name.split(" ")[0], "signed URL", "서명된 URL", pick(["Slack", "the ticket", "debug log"]),
                  err=pick(["403 AccessDenied", "SignatureDoesNotMatch", "Request has expired", "AuthenticationFailed"]))
    fields = compose(lang, P, url, url, mode)
    cat = "signed URL: %s (%s)" % (name, mode)
    return finalize_secret(lang, cat, fields, cands, ("signed_url", mode, name))


# ---------------------------------------------------------------- private keys
def fam_pem(lang):
    k = rint(0, 9)
    comment = "%s@%s" % (pick(["deploy", "ci", "jkim", "ops", "backup"]), pick(["build-01", "macbook", "bastion", rorg() + "-ci"]))
    tail = None
    if k == 0:
        label, lines = pem_ec_sec1()
    elif k == 1:
        label, lines = pem_ec_pkcs8()
    elif k == 2:
        label, lines = pem_ed25519_pkcs8()
    elif k == 3:
        label, lines = pem_openssh_ed25519(comment)
    elif k == 4:
        label, lines, tail = pem_rsa_partial()
    elif k in (5, 6, 7, 8, 9):
        label, lines = pick([pem_ec_pkcs8, pem_ed25519_pkcs8, pem_ec_sec1])()
    if not pem_lines_ok(lines + (tail or [])):
        return None
    body = lines + (tail or [])
    pem = pem_block(label, lines, tail)
    cands = list(body)
    svc = pick(["deploy key", "TLS key", "JWT signing key", "SSH key", "Apple push key", "SAML signing key"])
    if k == 5:
        org = rorg()
        esc = pem.replace("\n", "\\n") + "\\n"
        text = '{\n  "type": "service_account",\n  "project_id": "%s-prod",\n  "private_key_id": "%s",\n  "private_key": "%s",\n  "client_email": "%s@%s-prod.iam.gserviceaccount.com",\n  "client_id": "%s"\n}' % (
            org, rhex(40), esc, pick(["deployer", "bq-loader", "firebase-adminsdk-" + rs(AN_LO, 5)]), org, rdigits(21))
        cname, svc, file = "GCP service account JSON", "GCP service account", "sa-key.json"
    elif k == 6:
        blob = b64((pem + "\n").encode())
        cands = [blob]
        text = "users:\n- name: %s-admin\n  user:\n    client-certificate-data: %s\n    client-key-data: %s" % (
            rorg(), b64(("-----BEGIN CERTIFICATE-----\n" + rs(B64, 64) + "\n-----END CERTIFICATE-----\n").encode())[:60] + "...", blob)
        cname, svc, file = "kubeconfig client-key-data", "Kubernetes admin", "~/.kube/config"
    elif k == 7:
        text = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-tls\ntype: kubernetes.io/tls\nstringData:\n  tls.key: |\n    %s" % (
            rorg(), pem.replace("\n", "\n    "))
        cname, svc, file = "k8s TLS Secret", "ingress TLS", "k8s/tls-secret.yaml"
    elif k == 8:
        priv = b64(rbytes(32))
        pub = b64(rbytes(32))
        cands = [priv]
        text = "[Interface]\nAddress = 10.%d.%d.2/32\nPrivateKey = %s\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s.net:51820\nAllowedIPs = 0.0.0.0/0" % (
            rint(0, 200), rint(0, 200), priv, pub, rorg())
        cname, svc, file = "WireGuard wg0.conf", "WireGuard", "/etc/wireguard/wg0.conf"
    elif k == 9:
        d = b64url_nopad(rbytes(32))
        cands = [d]
        text = '{"kty": "EC", "crv": "P-256", "kid": "%s", "use": "sig",\n "x": "%s",\n "y": "%s",\n "d": "%s"}' % (
            rs(B64URL, 16), b64url_nopad(rbytes(32)), b64url_nopad(rbytes(32)), d)
        cname, svc, file = "JWK with private d", "JWT signing key", "jwks-private.json"
    else:
        text = pem
        cname = "PEM %s" % label
        file = pick(["id_ed25519", "deploy_key", "server.key", "AuthKey.p8", "signing.pem"])
    mode = wpick([(m, w) for m, w in MODES if m in ("mc_snip", "lesson_snip", "lesson_snip_first")])
    P = prose_ctx(lang, svc, "private key", "개인 키", file,
                  err=pick(["Permission denied (publickey)", "invalid_grant: Invalid JWT Signature", "x509: certificate signed by unknown authority",
                            "Load key: invalid format", "unable to load private key", "handshake did not complete"]))
    fields = compose(lang, P, text, None, mode)
    cat = "private key: %s (%s)" % (cname, mode)
    return finalize_secret(lang, cat, fields, cands, ("pem", mode, cname))


# ---------------------------------------------------------------- TOTP, recovery codes, PINs, Wi-Fi
TOTP_ISSUERS = ["GitHub", "AWS", "GitLab", "Okta", "Google", "Cloudflare", "Naver", "Kakao", "Toss", "1Password", "Grafana"]


def fam_totp(lang):
    seed = totp_seed()
    iss = pick(TOTP_ISSUERS)
    acct = "%s@%s.%s" % (pick(["ops", "minji.kim", "admin", "sre", "jhpark"]), rorg(), pick(["io", "com", "co.kr"]))
    k = rint(0, 4)
    if k == 0:
        text = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (iss, acct.replace("@", "%40"), seed, iss)
        cname = "otpauth URI"
        v = seed
    elif k == 1:
        v = spaced4(seed)
        text = {"en": "Setup key (enter manually): %s" % v, "ko": "설정 키(수동 입력): %s" % v}[lang]
        cname = "spaced setup key"
    elif k == 2:
        v = seed
        text = "import pyotp\ntotp = pyotp.TOTP(\"%s\")\nprint(totp.now())" % seed
        cname = "pyotp code"
    elif k == 3:
        v = seed
        text = "%s_MFA_SECRET=%s" % (iss.upper().replace("1", "ONE"), seed)
        cname = "dotenv MFA secret"
    else:
        v = seed
        text = "oathtool --totp -b %s" % seed
        cname = "oathtool"
    mode = wpick([(m, w) for m, w in MODES if m in ("mc_snip", "lesson_snip", "inline_lesson", "ask_only", "both_ask", "split")])
    P = prose_ctx(lang, "%s (%s)" % (iss, acct), "TOTP seed", "TOTP 시드", pick(["Slack", "the ticket", "the wiki", ".env"]),
                  tool=pick({"en": ["the login smoke test", "the e2e suite", "the admin bot"], "ko": ["로그인 스모크 테스트", "e2e 테스트", "관리자 봇"]}[lang]),
                  err=pick(["invalid OTP", "MFA required", "two-factor code rejected"]))
    fields = compose(lang, P, text, v, mode, pools=POOLS["totp"])
    return finalize_secret(lang, "TOTP seed: %s %s (%s)" % (iss, cname, mode), fields, [v], ("totp", mode, cname))


def fam_recovery(lang):
    style = pick(["github", "google", "gitlab", "discord", "okta", "bitlocker", "1password", "bitwarden", "generic"])
    codes = recovery_codes(style)
    names = {"github": "GitHub recovery codes", "google": "Google backup codes", "gitlab": "GitLab recovery codes",
             "discord": "Discord backup codes", "okta": "Okta recovery codes", "bitlocker": "BitLocker recovery key",
             "1password": "1Password Secret Key", "bitwarden": "Bitwarden recovery code", "generic": "AWS root MFA recovery codes"}
    name = names[style]
    if len(codes) > 1:
        pre = pick(["", "- ", "  ", "* "])
        text = "\n".join(pre + c for c in codes) if chance(0.6) else "  ".join(codes)
    else:
        text = codes[0]
    mode = wpick([("mc_snip", 3), ("lesson_snip", 4), ("lesson_snip_first", 1), ("inline_lesson", 1 if len(codes) == 1 else 0),
                  ("ask_only", 1 if len(codes) == 1 else 0)])
    ko_name = {"github": "GitHub 복구 코드", "google": "Google 백업 코드", "gitlab": "GitLab 복구 코드", "discord": "Discord 백업 코드",
               "okta": "Okta 복구 코드", "bitlocker": "BitLocker 복구 키", "1password": "1Password 비밀 키(Secret Key)",
               "bitwarden": "Bitwarden 복구 코드", "generic": "AWS 루트 MFA 복구 코드"}[style]
    svcn = {"generic": "AWS root", "1password": "1Password", "bitlocker": "BitLocker"}.get(style, name.split(" ")[0])
    P = prose_ctx(lang, svcn, name.split(" ", 1)[1] if style not in ("generic",) else "MFA recovery codes", ko_name.split(" ", 1)[1] if style != "generic" else "MFA 복구 코드", pick(["Slack", "the ticket", "the wiki"]),
                  tool=pick({"en": ["the account recovery", "the laptop reimage", "the org owner handover"], "ko": ["계정 복구", "노트북 재설치", "조직 소유자 인수인계"]}[lang]),
                  err=pick(["locked out", "MFA device lost", "recovery required"]))
    pools = POOLS["recovery"]
    if len(codes) == 1:
        pools = dict(pools)
        pools["LESSON"] = {"en": ["Whoever holds the {what} can take over the account; it belongs in the emergency kit, not in chat.",
                                  "Store the {what} offline or in the vault's emergency section, never in the repo."],
                           "ko": ["{what} 값을 가진 사람은 계정을 넘겨받을 수 있으니 채팅이 아니라 비상 키트에 둘 것.",
                                  "{what} 값은 오프라인이나 볼트의 비상 항목에 보관하고 저장소에는 절대 넣지 말 것."]}
    fields = compose(lang, P, text, codes[0], mode, pools=pools)
    return finalize_secret(lang, "recovery codes: %s (%s)" % (name, mode), fields, codes, ("recovery", mode, style))


def fam_pin(lang):
    pin = rdigits(8, False)
    kind = pick([("SIM PUK", "SIM PUK 코드"), ("YubiKey PIV PIN", "YubiKey PIV PIN"), ("HSM partition PIN", "HSM 파티션 PIN"),
                 ("server room door code", "서버실 도어락 비밀번호"), ("safe combination", "금고 비밀번호"),
                 ("smart card PIN", "스마트카드 PIN"), ("alarm disarm code", "경비 해제 코드")])
    k = rint(0, 3)
    if k == 0:
        text = "ykman piv access change-pin --pin 123456 --new-pin %s" % pin if "YubiKey" in kind[0] else "PIN: %s" % pin
        cname = "command" if "YubiKey" in kind[0] else "label: value"
    elif k == 1:
        text = "pkcs11-tool --module /usr/lib/softhsm/libsofthsm2.so --login --pin %s --list-objects" % pin
        cname = "pkcs11-tool --pin"
    elif k == 2:
        text = {"en": "%s: %s" % (kind[0], pin), "ko": "%s: %s" % (kind[1], pin)}[lang]
        cname = "label: value"
    else:
        text = "| item | value |\n|---|---|\n| %s | %s |" % (kind[0], pin)
        cname = "markdown table"
    mode = wpick([("mc_snip", 3), ("lesson_snip", 3), ("inline_mc", 2), ("inline_lesson", 2), ("ask_only", 1), ("split", 2), ("end_lesson", 1)])
    P = prose_ctx(lang, pick(["the office", "the IDC cage", "the ops team", "the security team"]) if lang == "en" else pick(["사무실", "IDC", "운영팀", "보안팀"]),
                  kind[0], kind[1], pick(["Slack", "the wiki", "the ticket"]),
                  tool=pick({"en": ["the HSM signing job", "the on-call handover", "the hardware swap"], "ko": ["HSM 서명 작업", "온콜 인수인계", "장비 교체"]}[lang]),
                  err=pick(["PIN locked", "CKR_PIN_INCORRECT", "access denied"]))
    fields = compose(lang, P, text, pin, mode, pools=POOLS["pin"])
    return finalize_secret(lang, "PIN: %s (%s, %s)" % (kind[0], cname, mode), fields, [pin], ("pin", mode, cname))


def fam_wifi(lang):
    ssid = pick(["CORP-5G", "Office_Guest", "%s-staff" % rorg(), "IoT-Lab", "회의실_5G", "meetingroom-2.4", "KT_GiGA_5G_%s" % rs(AN_UP, 4)])
    if chance(0.25):
        psk = rhex(64)
        pkind = "raw 64-hex PSK"
    else:
        pkind, psk = any_password(no_space=chance(0.7))
    k = rint(0, 5)
    if k == 0 and '"' not in psk:
        text = 'network={\n    ssid="%s"\n    psk=%s\n    key_mgmt=WPA-PSK\n}' % (ssid, psk if pkind.startswith("raw") else '"%s"' % psk)
        cname = "wpa_supplicant.conf"
    elif k == 1:
        text = "nmcli dev wifi connect '%s' password %s" % (ssid, shq(psk) if " " not in psk else "'%s'" % psk)
        cname = "nmcli"
    elif k == 2 and not any(c in psk for c in ";,:\\\""):
        text = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, psk)
        cname = "Wi-Fi QR payload"
    elif k == 3:
        text = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, psk)
        cname = "hostapd.conf"
    elif k == 4:
        text = "PS> netsh wlan show profile name=\"%s\" key=clear\n...\nSecurity settings\n    Authentication         : WPA2-Personal\n    Key Content            : %s" % (ssid, psk)
        cname = "netsh key=clear"
    else:
        text = {"en": "Wi-Fi: %s / %s" % (ssid, psk), "ko": "와이파이: %s / 비번 %s" % (ssid, psk)}[lang]
        cname = "chat line"
    mode = wpick([("mc_snip", 3), ("lesson_snip", 3), ("lesson_snip_first", 1), ("inline_mc", 1), ("both_ask", 1), ("split", 1)])
    P = prose_ctx(lang, ssid, "Wi-Fi password", "와이파이 비밀번호", pick(["Slack", "the wiki", "the ticket"]),
                  tool=pick({"en": ["the Raspberry Pi kiosk", "the label printer", "the test phone farm"], "ko": ["라즈베리파이 키오스크", "라벨 프린터", "테스트 폰 팜"]}[lang]),
                  err=pick(["4-way handshake timeout", "wrong key", "CTRL-EVENT-SSID-TEMP-DISABLED reason=WRONG_KEY"]))
    fields = compose(lang, P, text, psk, mode, pools=POOLS["wifi"])
    return finalize_secret(lang, "Wi-Fi key: %s %s (%s)" % (cname, pkind, mode), fields, [psk], ("wifi", mode, cname))


# ---------------------------------------------------------------- family-specific prose pools
POOLS = {
    "totp": {
        "INTRO": {"en": ["The {svc} login in {tool} needs a one-time code, and I didn't know the TOTP seed was shared with the team.",
                         "{tool} failed with {err} because nobody told me the shared {svc} account has MFA on it.",
                         "I didn't know the shared {svc} admin account uses a team-held TOTP seed instead of a phone.",
                         "The person who enrolled MFA on {svc} left; I didn't know the seed had been kept."],
                  "ko": ["{tool} 과정에서 {svc} 로그인에 OTP가 필요했는데, TOTP 시드가 팀에 공유돼 있다는 걸 몰랐다.",
                         "공유 {svc} 계정에 MFA가 걸려 있다는 얘기를 못 들어서 {tool} 쪽이 {err} 응답으로 실패했다.",
                         "공유 {svc} 관리자 계정이 휴대폰 대신 팀이 보관한 TOTP 시드를 쓴다는 걸 몰랐다.",
                         "{svc}에 MFA를 등록한 사람이 퇴사했는데 시드가 따로 보관돼 있었다는 걸 몰랐다."]},
        "LESSON": {"en": ["Generating codes from the seed in CI works, but the seed belongs in the secret manager, not in notes.",
                          "Clock drift of more than 30 s on the runner made every code invalid; fix NTP first.",
                          "The shared account should move to per-user MFA; too many people have seen this seed.",
                          "Codes are 6 digits, SHA1, 30 s period; the default settings of oathtool match."],
                   "ko": ["CI에서 시드로 코드를 만드는 건 되지만, 시드는 노트가 아니라 시크릿 매니저에 있어야 한다.",
                          "러너 시계가 30초 이상 어긋나서 모든 코드가 무효였다. NTP부터 맞출 것.",
                          "공유 계정은 사용자별 MFA로 옮겨야 한다. 이 시드를 본 사람이 너무 많다.",
                          "코드는 6자리, SHA1, 30초 주기이고 oathtool 기본값과 맞는다."]},
        "ASK": {"en": ["Can the shared {svc} account get per-user MFA so I don't need the seed?",
                       "Who re-enrolls MFA on {svc} if the seed is rotated?", "Where should the {svc} TOTP seed live officially?"],
                "ko": ["공유 {svc} 계정을 사용자별 MFA로 바꿔서 시드 없이 쓸 수 있을까요?",
                       "시드를 교체하면 {svc} MFA 재등록은 누가 하나요?", "{svc} TOTP 시드의 공식 보관 위치는 어디인가요?"]},
    },
    "recovery": {
        "INTRO": {"en": ["I got locked out of {svc} during {tool} and didn't know where the recovery codes were kept.",
                         "{err} on the shared {svc} account; I didn't know the team keeps the {what} in {file}.",
                         "Nobody told me the {what} for {svc} existed until the MFA phone was wiped."],
                  "ko": ["{tool} 중에 {svc} 계정이 잠겼는데 복구 코드가 어디 있는지 몰랐다.",
                         "공유 {svc} 계정에서 {err} 상황이 생겼다. 팀이 {what} 값을 {file}에 둔다는 걸 몰랐다.",
                         "MFA 폰이 초기화되기 전까지 {svc} {what} 값이 따로 있다는 걸 아무도 알려주지 않았다."]},
        "LESSON": {"en": ["Each code works once; cross off the used one and regenerate when fewer than three remain.",
                          "Recovery codes are as good as password plus MFA, so they should not sit in chat.",
                          "Store them offline or in the vault's emergency section, never in the repo."],
                   "ko": ["코드는 한 번씩만 쓸 수 있으니 쓴 코드는 지우고 세 개 미만이면 재발급할 것.",
                         "복구 코드는 비밀번호+MFA와 같은 효력이라 채팅에 두면 안 된다.",
                         "오프라인이나 볼트의 비상 항목에 보관하고 저장소에는 절대 넣지 말 것."]},
        "ASK": {"en": ["Where are the {svc} {what} stored officially?", "Should I regenerate the {svc} {what} now that they were pasted?"],
                "ko": ["{svc} {what} 값의 공식 보관 위치는 어디인가요?", "붙여 넣어졌으니 {svc} {what} 값을 재발급할까요?"]},
    },
    "pin": {
        "INTRO": {"en": ["I didn't know the {what} for {svc} when {tool} needed it.",
                         "{tool} stopped at a {what} prompt and nobody had given me the code.",
                         "The {what} was only known to one person on {svc}; I had to ask in chat."],
                  "ko": ["{tool} 중에 {svc} {what} 값이 필요했는데 몰랐다.",
                         "{tool} 작업이 {what} 입력에서 멈췄고 아무도 값을 알려주지 않았다.",
                         "{svc}에서 {what} 값을 아는 사람이 한 명뿐이라 채팅으로 물어봐야 했다."]},
        "LESSON": {"en": ["Three wrong attempts lock it ({err}), so ask instead of guessing.",
                          "The {what} is shared by the team and should live in the password manager, not in notes.",
                          "Change the {what} after every handover."],
                   "ko": ["세 번 틀리면 잠기니({err}) 추측하지 말고 물어볼 것.",
                          "{what} 값은 팀 공용이라 노트가 아니라 비밀번호 관리자에 있어야 한다.",
                          "인수인계할 때마다 {what} 값을 바꿀 것."]},
        "ASK": {"en": ["Who can reset the {what} if it gets locked?", "Is the {what} changed after each handover?"],
                "ko": ["{what} 값이 잠기면 누가 초기화할 수 있나요?", "인수인계 때마다 {what} 값을 바꾸나요?"]},
    },
    "wifi": {
        "INTRO": {"en": ["{tool} couldn't join {svc} ({err}) and I didn't have the Wi-Fi password.",
                         "I didn't know {tool} has to join the {svc} network rather than the guest one.",
                         "The Wi-Fi password for {svc} changed and nobody updated {tool}."],
                  "ko": ["{tool} 장비가 {svc}에 붙지 못했고({err}) 와이파이 비밀번호를 몰랐다.",
                         "{tool} 장비는 게스트망이 아니라 {svc} 네트워크에 붙어야 한다는 걸 몰랐다.",
                         "{svc} 와이파이 비밀번호가 바뀌었는데 {tool} 쪽 설정은 아무도 안 바꿨다."]},
        "LESSON": {"en": ["Devices store the PSK in plain text; put them on a separate IoT SSID.",
                          "Hidden SSIDs need scan_ssid=1 in wpa_supplicant.",
                          "The PSK is case-sensitive and the QR code on the wall is outdated."],
                   "ko": ["장비는 PSK를 평문으로 저장하니 별도 IoT SSID를 쓸 것.",
                          "숨김 SSID는 wpa_supplicant에 scan_ssid=1이 필요하다.",
                          "PSK는 대소문자를 구분하고, 벽에 붙은 QR 코드는 예전 값이다."]},
        "ASK": {"en": ["Is there a separate SSID for devices like {tool}?", "Does the {svc} password rotate every month?"],
                "ko": ["{tool} 같은 장비용 SSID가 따로 있나요?", "{svc} 비밀번호는 매달 바뀌나요?"]},
    },
    "webhook": {
        "INTRO": {"en": ["I didn't know which {svc} webhook {tool} posts to, so alerts silently went nowhere.",
                         "{tool} got {err} from {svc}; the webhook URL had been regenerated and nobody told me.",
                         "Nobody mentioned that the {svc} notification URL is hard-coded in {file}.",
                         "I assumed {tool} used the {svc} bot API, but it posts to an incoming webhook."],
                  "ko": ["{tool} 쪽이 어느 {svc} 웹훅으로 보내는지 몰라서 알림이 조용히 사라지고 있었다.",
                         "{tool} 쪽이 {svc}에서 {err} 응답을 받았다. 웹훅 URL이 재발급됐는데 아무도 알려주지 않았다.",
                         "{svc} 알림 URL이 {file}에 하드코딩돼 있다는 얘기를 못 들었다.",
                         "{tool} 쪽이 {svc} 봇 API를 쓰는 줄 알았는데 인커밍 웹훅으로 보내고 있었다."]},
        "LESSON": {"en": ["Anyone with the webhook URL can post to the channel, so treat it like a password.",
                          "The webhook URL belongs in the secret store; {file} should only reference it.",
                          "Regenerating the webhook invalidates the old URL immediately; update every sender in the same change.",
                          "Test with a single message before wiring {tool} to the webhook."],
                   "ko": ["웹훅 URL만 있으면 누구나 채널에 글을 올릴 수 있으니 비밀번호처럼 다룰 것.",
                          "웹훅 URL은 시크릿 저장소에 두고 {file}에서는 참조만 할 것.",
                          "웹훅을 재발급하면 예전 URL은 즉시 무효가 되니 모든 발신처를 같은 변경에서 바꿀 것.",
                          "{tool} 쪽을 연결하기 전에 메시지 하나로 먼저 테스트할 것."]},
        "ASK": {"en": ["Which {svc} channel should {tool} alert to in {env}?", "Should the {svc} webhook be regenerated since it was pasted here?",
                       "Is there a shared secret store entry for the {svc} webhook?"],
                "ko": ["{env}에서 {tool} 알림은 어느 {svc} 채널로 보내야 하나요?", "여기 붙여 넣어졌으니 {svc} 웹훅을 재발급할까요?",
                       "{svc} 웹훅용 시크릿 저장소 항목이 있나요?"]},
    },
}


# ---------------------------------------------------------------- webhooks
def webhook():
    """returns (service, url, [secret parts])"""
    k = rint(0, 10)
    if k == 0:
        t = rs(B62, 24)
        return "Slack", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(AN_UP, 10), rs(AN_UP, 10), t), [t]
    if k == 1:
        t = rs(B64URL, 68)
        return "Discord", "https://discord.com/api/webhooks/%s/%s" % (rdigits(19), t), [t]
    if k == 2:
        t, sec = rhex(64), "SEC" + rhex(64)
        return "DingTalk", "https://oapi.dingtalk.com/robot/send?access_token=%s  (sign secret: %s)" % (t, sec), [t, sec]
    if k == 3:
        u = ruuid()
        return "Feishu", "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % u, [u]
    if k == 4:
        sig = rs(B64URL, 43)
        return "Microsoft Teams (Workflows)", ("https://prod-%02d.koreacentral.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke"
                                               "?api-version=2016-06-01&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s") % (rint(1, 99), rhex(32), sig), [sig]
    if k == 5:
        key, tok = "AIzaSy" + rs(B64URL, 33), rs(B64URL, 43) + "%3D"
        return "Google Chat", "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(B64URL, 7), key, tok), [key, tok]
    if k == 6:
        tok = rdigits(10) + ":AA" + rs(B64URL, 33)
        return "Telegram", "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s" % (tok, rdigits(10)), [tok]
    if k == 7:
        t = rs(AN_LO, 26)
        return "Mattermost", "https://chat.%s.io/hooks/%s" % (rorg(), t), [t]
    if k == 8:
        t = rhex(32)
        return "JANDI", "https://wh.jandi.com/connect-api/webhook/%s/%s" % (rdigits(8), t), [t]
    if k == 9:
        t = rs(B64URL, 22)
        return "Dooray!", "https://hook.dooray.com/services/%s/%s/%s" % (rdigits(19), rdigits(19), t), [t]
    t = rs(B62, 48)
    return "Rocket.Chat", "https://chat.%s.dev/hooks/%s/%s" % (rorg(), rs(B62, 24), t), [t]


def fam_webhook(lang):
    svc, url, parts = webhook()
    k = rint(0, 5)
    base = url.split("  (")[0]
    if k == 0:
        text = "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy finished\"}' '%s'" % base
        cname = "curl"
    elif k == 1:
        text = "ALERT_WEBHOOK_URL=%s" % base
        cname = "dotenv"
    elif k == 2:
        text = "receivers:\n- name: oncall\n  webhook_configs:\n  - url: '%s'\n    send_resolved: true" % base
        cname = "Alertmanager config"
    elif k == 3:
        text = '- name: Notify\n  if: failure()\n  run: |\n    curl -s -X POST "%s" -d \'{"text": "build failed"}\'' % base
        cname = "GitHub Actions step"
    elif k == 4:
        text = 'requests.post("%s", json={"text": msg}, timeout=5)' % base
        cname = "Python"
    else:
        text = base
        cname = "bare URL"
    if "sign secret" in url:
        text += "\n# sign secret: %s" % parts[1]
    mode = wpick([("mc_snip", 4), ("lesson_snip", 4), ("lesson_snip_first", 1), ("both_ask", 1), ("inline_lesson", 1), ("end_lesson", 1)])
    v = base
    if mode in ("inline_lesson", "end_lesson") and len(parts) > 1:
        v = url
    P = prose_ctx(lang, svc, "webhook URL", "웹훅 URL", pick(["values.yaml", ".env", "alertmanager.yml", "the wiki", "Slack"]),
                  tool=pick({"en": ["the deploy notifier", "Alertmanager", "the nightly report", "the CI failure hook"],
                             "ko": ["배포 알림", "Alertmanager", "야간 리포트", "CI 실패 알림"]}[lang]),
                  err=pick(["404 no_service", "403 invalid_token", "410 Gone", "errcode 310000 sign not match", "400 Bad Request"]))
    fields = compose(lang, P, text, v, mode, pools=POOLS["webhook"])
    return finalize_secret(lang, "webhook URL: %s (%s, %s)" % (svc, cname, mode), fields, parts, ("webhook", mode, cname))


# ---------------------------------------------------------------- secrets split across fields
SPLIT_FRAMES = {
    "en": [
        ("{intro}\nService: {svc}\nUser: {user}\nPassword:", "{v}\n{lesson}"),
        ("{intro} The user sent the {what} in two messages; first the label, then the value. Label: {svc} {what} ->", "{v} <- value. {lesson}"),
        ("{intro}\n| field | value |\n|---|---|\n| host | {host} |\n| user | {user} |\n| {what} |", "| {v} |\n\n{lesson}"),
    ],
    "ko": [
        ("{intro}\n서비스: {svc}\n계정: {user}\n비밀번호:", "{v}\n{lesson}"),
        ("{intro} 사용자가 라벨과 값을 두 메시지로 나눠 보냈다. 라벨: {svc} {what} →", "{v} ← 값. {lesson}"),
        ("{intro}\n| 항목 | 값 |\n|---|---|\n| 호스트 | {host} |\n| 계정 | {user} |\n| {what} |", "| {v} |\n\n{lesson}"),
    ],
}


def fam_split(lang):
    k = rint(0, 2)
    if k == 0:
        S = svc_pick()
        _, v = any_password()
        svc, user, host, w_en, w_ko = S["name"], S["user"], S["host"], "password", "비밀번호"
        cands = [v]
    elif k == 1:
        vendor = pick(VENDORS)
        items = vendor["gen"]()
        vals = [x for _, x, s in items if s]
        v = vals[-1]
        cands = [v]
        svc, user, host, w_en, w_ko = vendor["name"], "-", vendor["host"] or "-", vendor["kind_en"], vendor["kind_ko"]
    else:
        v = rdigits(8, False)
        cands = [v]
        svc, user, host, w_en, w_ko = pick(["the server-room door lock", "the HSM", "the YubiKey"]) if lang == "en" else pick(["서버실 도어락", "HSM", "YubiKey"]), "-", "-", "PIN", "PIN"
    err = svc_err(S) if k == 0 else ("PIN locked" if k == 2 else None)
    P = prose_ctx(lang, svc, w_en, w_ko, pick(["Slack", "the ticket"]), err=err,
                  tool=pick({"en": ["the HSM signing job", "the on-call handover"], "ko": ["HSM 서명 작업", "온콜 인수인계"]}[lang]) if k == 2 else None)
    pl = POOLS["pin"] if k == 2 else {}
    intro = pformat(pick(pl.get("INTRO", INTRO)[lang]), P)
    lesson = pformat(pick(pl.get("LESSON", LESSON)[lang]), P)
    a, b = pick(SPLIT_FRAMES[lang])
    kw = dict(P)
    kw.update({"intro": intro, "lesson": lesson, "user": user, "host": host})
    mc = a.format(**kw)
    if chance(0.5):
        ls = b.format(v="\x00", **{k2: v2 for k2, v2 in kw.items() if k2 != "v"}).replace("\x00", v)
        ask = pformat(pick(ASK[lang]), P) if chance(0.8) else ""
        fields = {"missing_context": mc, "lesson": ls, "ask_next_time": ask}
        where = "missing_context -> lesson"
    else:
        # label at the end of the lesson, value alone in ask_next_time
        fields = {"missing_context": intro, "lesson": lesson + "\n" + pformat(pick(SPLIT_LABEL[lang]), P),
                  "ask_next_time": v if chance(0.5) else pformat(pick(ASK_WITH[lang]), P, v)}
        where = "lesson -> ask_next_time"
    return finalize_secret(lang, "split fields: label and value in different fields (%s, %s)" % (w_en, where), fields, cands,
                           ("split", where, str(k)))


# ---------------------------------------------------------------- people's passwords in chat / prose
PEOPLE_FRAMES = {
    "en": [
        ("The user typed their {acct} password into the chat instead of the terminal prompt: {v}",
         "When a prompt is waiting, remind the user to type into the terminal, not the chat. Ask them to change the {acct} password."),
        ("{name} shared their {acct} login so I could finish the SSO migration: {user} / {v}",
         "Never accept personal passwords; ask for a service account or a temporary delegated role instead."),
        ("I needed admin rights on the {acct}; the user said 'just use mine, it's {v}'.",
         "Using someone's personal credentials hides who did what in the audit log. Request proper access."),
        ("The sudo prompt on the {acct} ate my command and the user answered with the password in plain text: {v}",
         "Run privileged steps in the user's own terminal; don't collect sudo passwords in notes."),
    ],
    "ko": [
        ("사용자가 터미널 프롬프트 대신 채팅창에 본인 {acct} 비밀번호를 입력했다: {v}",
         "프롬프트가 떠 있으면 채팅이 아니라 터미널에 입력하라고 안내할 것. {acct} 비밀번호 변경을 요청함."),
        ("{name}님이 SSO 이전을 마무리하라고 본인 {acct} 로그인 정보를 줬다: {user} / {v}",
         "개인 비밀번호는 받지 말고 서비스 계정이나 임시 위임 권한을 요청할 것."),
        ("{acct} 관리자 권한이 필요했는데 사용자가 \"제 거 쓰세요, {v} 예요\"라고 했다.",
         "다른 사람의 개인 계정을 쓰면 감사 로그에서 누가 했는지 알 수 없다. 정식 권한을 요청할 것."),
        ("{acct}에서 sudo 프롬프트가 명령을 삼켰고, 사용자가 비밀번호를 평문으로 답했다: {v}",
         "권한이 필요한 단계는 사용자 본인 터미널에서 실행하게 하고, sudo 비밀번호를 노트에 모으지 말 것."),
    ],
}


def fam_people(lang):
    kinds = [k for k in PW_KINDS if k[0] in ("human", "passphrase", "Korean-keyboard (typed in Hangul mode)", "Hangul")]
    pkind, pw = any_password(kinds=kinds)
    acct = pick({"en": ["Okta", "Google Workspace", "VPN", "Jira", "laptop", "AWS console", "GitHub", "Windows domain"],
                 "ko": ["Okta", "구글 워크스페이스", "VPN", "Jira", "노트북", "AWS 콘솔", "GitHub", "그룹웨어"]}[lang])
    name = pick({"en": ["Minji", "Tom", "Sarah", "Jun", "Yuki", "Daniel"], "ko": ["김민지", "박준호", "이서연", "최현우", "정하늘"]}[lang])
    user = pick(["minji.kim", "tom.w", "sarah.k", "jhpark", "yuki.sato", "hl.jung"]) + pick(["", "@%s.com" % rorg()])
    a, b = pick(PEOPLE_FRAMES[lang])
    kw = {"acct": acct, "name": name, "user": user}
    mc = a.replace("{v}", "\x00").format(**kw).replace("\x00", pw)
    ls = b.format(**kw)
    if chance(0.5):
        mc, ls = pformat(pick(INTRO[lang]), prose_ctx(lang, acct, "password", "비밀번호", "Slack")), mc + pick(["\n", "\n\n"]) + ls
    else:
        ls = pick(["", "Lesson: " if lang == "en" else "교훈: "]) + ls
    ask = pick({"en": ["Did you change the {acct} password after sharing it?", "Can I get a service account for {acct} instead?",
                       "Is {v} still your {acct} password? If so, please rotate it.", ""],
                "ko": ["{acct} 비밀번호 공유 후에 변경하셨나요?", "{acct} 대신 쓸 서비스 계정을 받을 수 있을까요?",
                       "{v} 아직 {acct} 비밀번호인가요? 그렇다면 바꿔 주세요.", ""]}[lang])
    ask = ask.replace("{v}", "\x00").format(**kw).replace("\x00", pw)
    fields = {"missing_context": mc, "lesson": ls, "ask_next_time": ask}
    return finalize_secret(lang, "personal password in chat: %s (%s)" % (acct, pkind), fields, [pw], ("people", "chat", pkind))


# ---------------------------------------------------------------- long tokens
def fam_long(lang):
    k = rint(0, 6)
    org = rorg()
    if k == 0:
        akid, sk, st = "ASIA" + rs(B32, 16), rs(B64, 40), "IQoJb3JpZ2luX2Vj" + rs(B64, rint(340, 520))
        text = '{\n  "Credentials": {\n    "AccessKeyId": "%s",\n    "SecretAccessKey": "%s",\n    "SessionToken": "%s",\n    "Expiration": "%s"\n  }\n}' % (akid, sk, st, rts())
        cands, name, svc, what_en, what_ko = [akid, sk, st], "aws sts assume-role output", "AWS STS", "temporary credentials", "임시 자격 증명"
    elif k in (1, 2):
        tok = long_jwt(pick(["auth0", "keycloak", "firebase"]))
        text = pick(["Authorization: Bearer %s", "curl -H 'Authorization: Bearer %s' https://api.%s.io/v1/me", "access_token=%s"])
        text = text % ((tok, org) if text.count("%s") == 2 else tok)
        cands, name, svc, what_en, what_ko = [tok], "long JWT access token (%d chars)" % len(tok), pick(["Auth0", "Keycloak", "Firebase Auth"]), "access token", "액세스 토큰"
    elif k == 3:
        now = rint(1735000000, 1764000000)
        tok = jwt_like({"aud": ["https://kubernetes.default.svc.cluster.local"], "exp": now + 31536000, "iat": now,
                        "iss": "https://oidc.eks.ap-northeast-2.amazonaws.com/id/%s" % rs(HEXU, 32),
                        "kubernetes.io": {"namespace": "kube-system", "serviceaccount": {"name": "ci-deployer", "uid": ruuid()}},
                        "sub": "system:serviceaccount:kube-system:ci-deployer"}, "RS256", 256, kid=rs(B64URL, 43))
        text = "users:\n- name: ci-deployer\n  user:\n    token: %s" % tok
        cands, name, svc, what_en, what_ko = [tok], "Kubernetes service-account token in kubeconfig", "Kubernetes", "service account token", "서비스 어카운트 토큰"
    elif k == 4:
        tok = google_access_token()
        text = "$ gcloud auth print-access-token\n%s" % tok
        cands, name, svc, what_en, what_ko = [tok], "Google OAuth ya29 access token", "Google Cloud", "access token", "액세스 토큰"
    elif k == 5:
        tok = long_jwt("supabase")
        text = "SUPABASE_URL=https://%s.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=%s" % (rs(LOWER, 20), tok)
        cands, name, svc, what_en, what_ko = [tok], "Supabase service_role key", "Supabase", "service_role key", "service_role 키"
    else:
        tok = "AAAA" + rs(B64URL, 7) + ":APA91b" + rs(B64URL, 134)
        text = "FCM_SERVER_KEY=%s" % tok
        cands, name, svc, what_en, what_ko = [tok], "FCM legacy server key", "Firebase Cloud Messaging", "server key", "서버 키"
    P = prose_ctx(lang, svc, what_en, what_ko, pick(["terminal", "debug log", "Slack", ".env"]))
    lead = pformat(pick(LEAD[lang]), P)
    if chance(0.5):
        fields = {"missing_context": lead + "\n" + text, "lesson": pformat(pick(LESSON[lang]), P),
                  "ask_next_time": pformat(pick(ASK[lang]), P)}
        where = "missing_context"
    else:
        fields = {"missing_context": pformat(pick(INTRO[lang]), P), "lesson": lead + "\n" + text,
                  "ask_next_time": pformat(pick(ASK[lang]), P) if chance(0.8) else ""}
        where = "lesson"
    return finalize_secret(lang, "long token: %s (in %s)" % (name, where), fields, cands, ("long", where, name))


# ---------------------------------------------------------------- several secrets in one note
def fam_multi(lang):
    S = svc_pick(["postgres", "mysql", "mongo", "redis"])
    _, pw = any_password(no_space=True)
    enc = pct_userinfo(pw)
    scheme = {"postgres": "postgres", "mysql": "mysql", "mongo": "mongodb", "redis": "redis"}[S["slug"]]
    url = "%s://%s:%s@%s:%d/%s" % (scheme, S["user"], enc, S["host"], S["port"], S["db"] or "0")
    items = [("DATABASE_URL" if scheme != "redis" else "REDIS_URL", url, False)]
    cands = [enc, pw]
    used = []
    for vendor in [pick(VENDORS) for _ in range(rint(1, 2))]:
        if vendor["name"] in used:
            continue
        used.append(vendor["name"])
        for item in vendor["gen"]():
            items.append(item)
            if item[2]:
                cands.append(item[1])
    if chance(0.6):
        kind = pick(["django", "rails", "nextauth", "jwt"])
        val = app_secret(kind)
        items.append(({"django": "SECRET_KEY", "rails": "SECRET_KEY_BASE", "nextauth": "NEXTAUTH_SECRET", "jwt": "JWT_SECRET"}[kind], val, True))
        cands.append(val)
    items = with_fillers(items, rint(1, 3))
    ctx = {"slug": "app", "lang": lang, "svc": "app", "derived": []}
    cname, f = pick([("dotenv", c_dotenv), ("docker compose", c_compose), ("k8s Secret", c_k8s_secret), ("GitHub Actions", c_gha),
                     ("YAML", c_yaml), ("diff", c_diff), ("markdown table", c_table)])
    res = f(items, ctx)
    if not res:
        return None
    text, file = res
    mode = wpick([("mc_snip", 3), ("lesson_snip", 3), ("lesson_snip_first", 1)])
    P = prose_ctx(lang, pick(["the monolith", "the checkout service", "the admin backend"]) if lang == "en" else pick(["모놀리스", "체크아웃 서비스", "어드민 백엔드"]),
                  "secrets", "시크릿", file)
    extra = pick({"en": ["The whole {f} was pasted, so every value in it has to be treated as exposed.",
                         "Several unrelated credentials live in one file; splitting them per service would limit blast radius."],
                  "ko": ["{f} 전체가 붙여 넣어져서 안의 모든 값을 노출된 것으로 봐야 한다.",
                         "서로 무관한 인증 정보가 한 파일에 모여 있어서 서비스별로 나누면 피해 범위를 줄일 수 있다."]}[lang]).format(f=file)
    fields = compose(lang, P, text, None, mode, extra_lesson=extra)
    return finalize_secret(lang, "multiple secrets in one %s (%s)" % (cname, mode), fields, cands, ("multi", mode, cname))


# ================================================================ clean notes
def finalize_clean(lang, category, fields, tmpl):
    if field_errors(fields):
        return None
    return {"lang": lang, "kind": "clean", "category": category, "fields": fields, "secrets": [], "_tmpl": tmpl}


def clean_compose(lang, pools, snip, kw, where=None):
    """pools: {"mc": {en:[..], ko:[..]}, "lesson": ..., "ask": ...}; snippet goes to mc or lesson."""
    kw = dict(kw)

    def f(t):
        out = t.format(**kw)
        return cap(out) if lang == "en" and not t.startswith("{") else out
    mc = f(pick(pools["mc"][lang]))
    lesson = f(pick(pools["lesson"][lang]))
    if chance(0.3) and len(pools["lesson"][lang]) > 1:
        l2 = f(pick(pools["lesson"][lang]))
        if l2 != lesson:
            lesson += " " + l2
    ask = pick(pools["ask"][lang]).format(**kw) if chance(0.85) else ""
    where = where or pick(["mc", "lesson", "lesson", "lesson_first"])
    sep = pick(["\n", "\n\n"])
    if snip is not None:
        if where == "mc":
            mc = mc + sep + snip
        elif where == "lesson":
            lesson = lesson + sep + snip
        else:
            lesson = snip + sep + lesson
    return {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}, where


def ssh_ed25519_pub(comment):
    blob = ssh_string(b"ssh-ed25519") + ssh_string(rbytes(32))
    return "ssh-ed25519 %s %s" % (b64(blob), comment)


def ssh_rsa_pub(comment):
    blob = ssh_string(b"ssh-rsa") + ssh_string(b"\x01\x00\x01") + ssh_string(b"\x00" + rbytes(256))
    return "ssh-rsa %s %s" % (b64(blob), comment)


def ec_pub_pem():
    der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
    return pem_block("PUBLIC KEY", wrap(b64(der), 64))


def cert_pem_partial():
    first = "MIID" + rs(B64, 4) + "CCA" + rs(B64, 4) + "gAwIBAgI" + rs(B64, 45)
    return "-----BEGIN CERTIFICATE-----\n%s\n%s\n...\n%s\n-----END CERTIFICATE-----" % (first[:64], rs(B64, 64), rs(B64, 40) + "=")


def ssh_fp():
    return "SHA256:" + b64(rbytes(32)).rstrip("=")


def gpg_fp():
    h = rs(HEXU, 40)
    return " ".join(h[i:i + 4] for i in range(0, 40, 4))


def placeholder(kind):
    return pick({
        "token": ["<your-token>", "<TOKEN>", "your_api_key_here", "REPLACE_ME", "xxxxxxxxxxxxxxxxxxxxxxxx", "<insert key>",
                  "${API_KEY}", "{{ api_key }}", "sk_live_XXXXXXXXXXXXXXXXXXXXXXXX", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
                  "xoxb-your-bot-token", "AKIAXXXXXXXXXXXXXXXX", "<paste-token-here>", "TODO", "dummy", "CHANGE_ME_IN_PROD"],
        "password": ["<password>", "<PASSWORD>", "your-password", "********", "REPLACE_WITH_REAL_PASSWORD", "${DB_PASSWORD}",
                     "{{ db_password }}", "%DB_PASSWORD%", "<db-password>", "xxxxxxxx", '""', "<secret>"],
    }[kind])


# ---------------------------------------------------------------- clean: placeholders / templated values
def cl_placeholder(lang):
    k = rint(0, 6)
    vend = pick(["STRIPE_SECRET_KEY", "OPENAI_API_KEY", "GITHUB_TOKEN", "SLACK_BOT_TOKEN", "KAKAO_REST_API_KEY", "TOSS_SECRET_KEY",
                 "SENDGRID_API_KEY", "NCP_SECRET_KEY", "DATADOG_API_KEY"])
    if k == 0:
        ph = placeholder("token")
        shaped = {"sk_live_": "STRIPE_SECRET_KEY", "ghp_": "GITHUB_TOKEN", "xoxb-": "SLACK_BOT_TOKEN", "AKIA": "AWS_ACCESS_KEY_ID"}
        for pre, key in shaped.items():
            if ph.startswith(pre):
                vend = key
        lines = ["%s=%s" % (vend, ph), "DB_PASSWORD=%s" % placeholder("password"), "DB_HOST=localhost", "PORT=8080"]
        snip, what = "\n".join(shuffled(lines)), ".env.example"
    elif k == 1:
        snip, what = 'curl -H "Authorization: Bearer <TOKEN>" https://api.%s.io/v1/orders' % rorg(), "README curl example"
    elif k == 2:
        snip, what = "postgres://USER:PASSWORD@HOST:5432/DBNAME", "connection string template"
    elif k == 3:
        snip, what = "mysql -h <host> -u <user> -p<password> <database>", "mysql usage template"
    elif k == 4:
        snip, what = "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX", "Slack webhook docs placeholder"
    elif k == 5:
        snip = "auth:\n  username: {{ .Values.db.user }}\n  password: {{ .Values.db.password | quote }}\n  apiKey: {{ required \"apiKey is required\" .Values.apiKey }}"
        what = "Helm template"
    else:
        snip = 'variable "db_password" {\n  type      = string\n  sensitive = true\n  # no default: pass with TF_VAR_db_password\n}'
        what = "Terraform variable without default"
    pools = {
        "mc": {"en": ["I wasn't sure whether the {what} in the repo contained real values or templates.",
                      "The onboarding doc links to a {what}; I almost used it verbatim.",
                      "I didn't know the {what} is meant to be copied and filled in locally."],
               "ko": ["저장소의 {what}에 실제 값이 들어 있는지 템플릿인지 확실하지 않았다.",
                      "온보딩 문서가 {what}를 가리키는데 그대로 쓸 뻔했다.",
                      "{what}는 복사해서 로컬에서 채워 넣는 용도라는 걸 몰랐다."]},
        "lesson": {"en": ["Everything in the {what} is a placeholder; real values come from the vault at deploy time.",
                          "Keep the {what} committed with placeholders only, so new people know which keys exist.",
                          "If a value in the {what} looks real, treat it as a bug and replace it with a placeholder."],
                   "ko": ["{what}의 값은 전부 자리표시자이고 실제 값은 배포 시 볼트에서 온다.",
                          "{what}는 자리표시자만 넣어 커밋해서 어떤 키가 필요한지 알 수 있게 한다.",
                          "{what}에 진짜처럼 보이는 값이 있으면 버그로 보고 자리표시자로 바꿀 것."]},
        "ask": {"en": ["Where do I get the real values that replace these placeholders?", "Is there a script that fills the {what} from the vault?"],
                "ko": ["이 자리표시자를 대체할 실제 값은 어디서 받나요?", "볼트에서 {what}를 채워 주는 스크립트가 있나요?"]},
    }
    fields, where = clean_compose(lang, pools, snip, {"what": what})
    return finalize_clean(lang, "clean: placeholder values (%s)" % what, fields, ("c_placeholder", where, what))


# ---------------------------------------------------------------- clean: masked output
def cl_masked(lang):
    k = rint(0, 8)
    if k == 0:
        snip = ("      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
                "   profile                <not set>             None    None\naccess_key     ****************%s shared-credentials-file\n"
                "secret_key     ****************%s shared-credentials-file\n    region           ap-northeast-2      config-file    ~/.aws/config") % (rs(AN_UP, 4), rs(B62, 4))
        what = "aws configure list"
    elif k == 1:
        snip = "Run ./deploy.sh\n  env:\n    API_TOKEN: ***\n    DB_PASSWORD: ***\ncurl -H \"Authorization: Bearer ***\" https://api.%s.io/deploy" % rorg()
        what = "GitHub Actions log"
    elif k == 2:
        snip = "Name:         db-credentials\nNamespace:    prod\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes" % (rint(16, 40), rint(3, 12))
        what = "kubectl describe secret"
    elif k == 3:
        snip = "  # aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n      ~ password = (sensitive value)\n        id       = \"%s-prod\"\n    }" % rorg()
        what = "terraform plan"
    elif k == 4:
        snip = "Secret key  sk_live_...%s   Created %s   Last used %s" % (rs(B62, 4), rdate(), rdate())
        what = "Stripe dashboard key list"
    elif k == 5:
        snip = '{"name": "spring.datasource.password", "value": "******", "origin": "System Environment Property \\"DB_PASSWORD\\""}'
        what = "Spring actuator /env"
    elif k == 6:
        snip = "NAME               UPDATED\nNPM_TOKEN          %s\nSLACK_WEBHOOK_URL  %s\nAWS_ROLE_ARN       %s" % (rdate(), rdate(), rdate())
        what = "gh secret list"
    elif k == 7:
        snip = "DATABASE_URL=postgres://app:****@db.%s.internal:5432/app" % rorg()
        what = "masked connection string in logs"
    else:
        snip = "password:   [use 'op item get %s --reveal' to reveal]" % rs(AN_LO, 26)
        what = "1Password CLI output"
    pools = {
        "mc": {"en": ["I wasn't sure whether the {what} output I pasted leaked anything.", "The user asked me to confirm the credentials were set; all I had was the {what} output.",
                      "I needed to know whether the secret was configured without seeing its value."],
               "ko": ["붙여 넣은 {what} 출력에 뭔가 노출됐는지 확실하지 않았다.", "사용자가 인증 정보가 설정됐는지 확인해 달라고 했는데 가진 건 {what} 출력뿐이었다.",
                      "값을 보지 않고 시크릿이 설정돼 있는지 알아야 했다."]},
        "lesson": {"en": ["The {what} output masks the value, so it is safe to paste when debugging.", "Checking presence via {what} is enough; never print the value itself.",
                          "Masked output only proves the secret exists, not that it is the current one."],
                   "ko": ["{what} 출력은 값을 가려 주기 때문에 디버깅할 때 붙여 넣어도 된다.", "{what}로 존재 여부만 확인하면 충분하다. 값 자체는 출력하지 말 것.",
                          "가려진 출력은 시크릿이 있다는 것만 보여 주고 최신 값인지는 알려주지 않는다."]},
        "ask": {"en": ["Is there a way to check the secret's last rotation date too?", "Who can confirm the secret behind this masked value is current?"],
                "ko": ["시크릿의 마지막 교체 일자도 확인할 방법이 있나요?", "가려진 값 뒤의 시크릿이 최신인지 누가 확인해 줄 수 있나요?"]},
    }
    fields, where = clean_compose(lang, pools, snip, {"what": what})
    return finalize_clean(lang, "clean: masked output (%s)" % what, fields, ("c_masked", where, what))


# ---------------------------------------------------------------- clean: env-var and secret-manager references
def cl_reference(lang):
    org = rorg()
    k = rint(0, 11)
    refs = [
        ("GitHub Actions secrets", "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  SLACK_WEBHOOK_URL: ${{ secrets.SLACK_WEBHOOK_URL }}"),
        ("k8s secretKeyRef", "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password" % org),
        ("AWS Secrets Manager", "aws secretsmanager get-secret-value --secret-id prod/%s/db --query SecretString --output text | jq -r .password" % org),
        ("CloudFormation dynamic reference", "MasterUserPassword: '{{resolve:secretsmanager:arn:aws:secretsmanager:ap-northeast-2:%s:secret:prod/db-%s:SecretString:password}}'" % (rdigits(12), rs(B62, 6))),
        ("Vault kv get", "vault kv get -field=password secret/%s/prod/postgres" % org),
        ("1Password reference", "STRIPE_SECRET_KEY=op://Engineering/Stripe Prod/credential\nop run --env-file=.env.tpl -- npm start"),
        ("GCP Secret Manager", "gcloud secrets versions access latest --secret=db-password --project=%s-prod" % org),
        ("Azure Key Vault reference", "@Microsoft.KeyVault(SecretUri=https://kv-%s-prod.vault.azure.net/secrets/DbPassword/)" % org),
        (".npmrc with env var", "//registry.npmjs.org/:_authToken=${NPM_TOKEN}\nalways-auth=true"),
        ("shell variable expansion", 'mysql -h "$DB_HOST" -u "$DB_USER" -p"$MYSQL_PWD" app\ncurl -u "$API_USER:$API_PASS" https://api.%s.io/health' % org),
        ("code reading env", 'stripe.api_key = os.environ["STRIPE_SECRET_KEY"]\nconst openai = new OpenAI({ apiKey: process.env.OPENAI_API_KEY });'),
        ("ExternalSecret", "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n    - secretKey: password\n      remoteRef:\n        key: prod/%s/db\n        property: password" % org),
    ]
    what, snip = refs[k]
    pools = {
        "mc": {"en": ["I didn't know how {what} resolves at runtime, so I thought the secret was missing.", "The config only contains a reference ({what}); I wasn't sure where the value comes from.",
                      "A reviewer flagged this {what} snippet as a possible leak."],
               "ko": ["{what} 방식이 런타임에 어떻게 풀리는지 몰라서 시크릿이 빠진 줄 알았다.", "설정에는 참조({what})만 있어서 값이 어디서 오는지 확실하지 않았다.",
                      "리뷰어가 이 {what} 스니펫을 유출 가능성으로 지적했다."]},
        "lesson": {"en": ["This is only a reference ({what}); the value is resolved by the platform, so it is fine to commit.",
                          "Prefer references like this over literal values in any file that ends up in git.",
                          "If the reference fails to resolve, the error names the key, not the value, which is what we want."],
                   "ko": ["이건 참조({what})일 뿐이고 값은 플랫폼이 풀어 주므로 커밋해도 된다.", "git에 들어가는 파일에는 실제 값 대신 이런 참조를 쓸 것.",
                          "참조가 풀리지 않으면 에러에 값이 아니라 키 이름이 찍히니 그게 맞는 동작이다."]},
        "ask": {"en": ["Which IAM role or identity is allowed to resolve this reference?", "Is the same reference path used in staging?"],
                "ko": ["이 참조를 풀 수 있는 IAM 역할이나 ID는 무엇인가요?", "스테이징도 같은 참조 경로를 쓰나요?"]},
    }
    fields, where = clean_compose(lang, pools, snip, {"what": what})
    return finalize_clean(lang, "clean: secret reference (%s)" % what, fields, ("c_reference", where, what))


# ---------------------------------------------------------------- clean: hashes, digests, git SHAs
def cl_hash(lang):
    org = rorg()
    k = rint(0, 8)
    if k == 0:
        snip = "\n".join("%s  %s" % (rsha256(), f) for f in pick([["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz"], ["release-2.4.1.zip"], ["backup.sql.gz", "media.tar"]]))
        what = "sha256sum output"
    elif k == 1:
        snip = "image: ghcr.io/%s/api@sha256:%s" % (org, rsha256())
        what = "pinned image digest"
    elif k == 2:
        snip = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "integrity": "sha512-%s"\n}' % (pick(["lodash", "axios", "zod", "dayjs"]), rint(1, 9), rint(0, 20), rint(0, 30), b64(rbytes(64)))
        what = "package-lock integrity"
    elif k == 3:
        snip = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (rsha256(), rsha256())
        what = "pip hash-checking requirements"
    elif k == 4:
        snip = "github.com/%s/%s v1.%d.%d h1:%s\ngithub.com/%s/%s v1.%d.%d/go.mod h1:%s" % (
            org, "sdk", rint(0, 9), rint(0, 9), b64(rbytes(32)), org, "sdk", rint(0, 9), rint(0, 9), b64(rbytes(32)))
        what = "go.sum lines"
    elif k == 5:
        snip = "\n".join("%s %s" % (rsha1()[:7], pick(["fix: retry on 429", "chore: bump deps", "feat: add Kakao login", "revert: cache change", "docs: update runbook"])) for _ in range(rint(3, 5)))
        what = "git log --oneline"
    elif k == 6:
        snip = 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.%d.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n  ]\n}' % (rint(30, 80), b64(rbytes(32)), rsha256())
        what = ".terraform.lock.hcl"
    elif k == 7:
        snip = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1" integrity="sha384-%s" crossorigin="anonymous"></script>' % b64(rbytes(48))
        what = "SRI integrity attribute"
    else:
        snip = "commit %s\nMerge: %s %s\nAuthor: %s <%s@%s.io>" % (rsha1(), rsha1()[:7], rsha1()[:7], pick(["Kim Minji", "Tom Weber"]), pick(["minji", "tom"]), org)
        what = "git show header"
    pools = {
        "mc": {"en": ["I wasn't sure whether the long hex/base64 strings in the {what} were secrets.", "The secret scanner in CI complained about the {what}.",
                      "I needed to verify the artifact, and the only reference was the {what}."],
               "ko": ["{what}에 있는 긴 hex/base64 문자열이 시크릿인지 확실하지 않았다.", "CI의 시크릿 스캐너가 {what}를 지적했다.",
                      "아티팩트를 검증해야 했는데 기준이 되는 건 {what}뿐이었다."]},
        "lesson": {"en": ["Digests and checksums in the {what} are public integrity data, not credentials; allowlist them in the scanner.",
                          "Pin by digest, not by tag, so the deployed artifact can't silently change.",
                          "A mismatching hash means a different artifact, never an auth problem."],
                   "ko": ["{what}의 다이제스트와 체크섬은 공개 무결성 정보이지 인증 정보가 아니다. 스캐너 허용 목록에 넣을 것.",
                          "태그가 아니라 다이제스트로 고정해야 배포 아티팩트가 몰래 바뀌지 않는다.",
                          "해시가 다르면 다른 아티팩트라는 뜻이지 인증 문제는 아니다."]},
        "ask": {"en": ["Should the scanner ignore files like this one?", "Where are the published checksums for releases kept?"],
                "ko": ["이런 파일은 스캐너에서 제외해도 될까요?", "릴리스 체크섬은 어디에 공개되어 있나요?"]},
    }
    fields, where = clean_compose(lang, pools, snip, {"what": what})
    return finalize_clean(lang, "clean: hashes and digests (%s)" % what, fields, ("c_hash", where, what))


# ---------------------------------------------------------------- clean: request ids, UUIDs, trace ids
def cl_ids_request(lang):
    k = rint(0, 7)
    if k == 0:
        snip = "x-request-id: %s\nx-amzn-requestid: %s\ntraceparent: 00-%s-%s-01" % (ruuid(), ruuid(), rhex(32), rhex(16))
        what = "response headers"
    elif k == 1:
        snip = "X-Amz-Cf-Id: %s==\nX-Cache: Error from cloudfront\nVia: 1.1 %s.cloudfront.net (CloudFront)" % (rs(B64URL, 54), rhex(32))
        what = "CloudFront error headers"
    elif k == 2:
        snip = "cf-ray: %s-ICN\nserver: cloudflare" % rhex(16)
        what = "Cloudflare Ray ID"
    elif k == 3:
        snip = '{"error": {"type": "invalid_request_error", "message": "No such customer"}, "request_id": "req_%s"}' % rs(B62, 14)
        what = "Stripe error with request id"
    elif k == 4:
        snip = "Sentry event %s (issue %s-%s)" % (rhex(32), pick(["API", "WEB", "BATCH"]), rs(AN_UP, 3))
        what = "Sentry event id"
    elif k == 5:
        snip = "metadata:\n  name: api-%s-%s\n  uid: %s\n  resourceVersion: \"%s\"" % (rhex(10), rs(AN_LO, 5), ruuid(), rdigits(8))
        what = "pod metadata"
    elif k == 6:
        snip = "dd.trace_id=%s dd.span_id=%s level=error msg=\"upstream timeout\"" % (rdigits(19), rdigits(19))
        what = "Datadog trace ids"
    else:
        snip = "X-GitHub-Request-Id: %s:%s:%s:%s:%s" % (rs(HEXU, 4), rs(HEXU, 5), rs(HEXU, 6), rs(HEXU, 7), rs(HEXU, 8))
        what = "GitHub request id"
    pools = {
        "mc": {"en": ["Support asked for identifiers of the failing call and I wasn't sure the {what} were safe to share.",
                      "I had the {what} from the failing request but didn't know what they were for."],
               "ko": ["지원팀이 실패한 호출의 식별자를 달라고 했는데 {what}를 공유해도 되는지 확실하지 않았다.",
                      "실패한 요청의 {what}는 있었는데 어디에 쓰는 건지 몰랐다."]},
        "lesson": {"en": ["Request and trace ids in the {what} are correlation ids, not credentials; paste them into tickets freely.",
                          "Vendors can find the exact request from these ids, which is much faster than describing the payload."],
                   "ko": ["{what}의 요청/트레이스 ID는 상관관계 ID이지 인증 정보가 아니니 티켓에 그대로 붙여도 된다.",
                          "벤더는 이 ID로 요청을 바로 찾을 수 있어서 페이로드를 설명하는 것보다 훨씬 빠르다."]},
        "ask": {"en": ["Do you want me to open a vendor ticket with these ids?", "Which dashboard do you use to look up trace ids?"],
                "ko": ["이 ID로 벤더 티켓을 열까요?", "트레이스 ID는 어느 대시보드에서 조회하나요?"]},
    }
    fields, where = clean_compose(lang, pools, snip, {"what": what})
    return finalize_clean(lang, "clean: request/trace ids (%s)" % what, fields, ("c_reqid", where, what))


# ---------------------------------------------------------------- clean: public keys, fingerprints, certificates
def cl_pubkey(lang):
    comment = "%s@%s" % (pick(["deploy", "minji", "ci", "ops"]), pick(["laptop", "build-02", rorg()]))
    k = rint(0, 7)
    if k == 0:
        snip, what = ssh_ed25519_pub(comment), "SSH public key (authorized_keys)"
    elif k == 1:
        snip, what = ssh_rsa_pub(comment), "RSA SSH public key"
    elif k == 2:
        snip, what = "github.com ssh-ed25519 %s" % b64(ssh_string(b"ssh-ed25519") + ssh_string(rbytes(32))), "known_hosts entry"
    elif k == 3:
        snip, what = "256 %s %s (ED25519)" % (ssh_fp(), comment), "SSH key fingerprint"
    elif k == 4:
        snip, what = "pub   ed25519 2024-03-11 [SC]\n      %s\nuid           [ultimate] Release Signing <release@%s.io>" % (gpg_fp(), rorg()), "GPG key fingerprint"
    elif k == 5:
        snip, what = ec_pub_pem(), "PEM public key (JWT verification)"
    elif k == 6:
        snip, what = "[Peer]\nPublicKey = %s\nEndpoint = vpn.%s.net:51820\nAllowedIPs = 10.20.0.0/16" % (b64(rbytes(32)), rorg()), "WireGuard peer public key"
    else:
        snip, what = cert_pem_partial(), "public TLS certificate"
    pools = {
        "mc": {"en": ["I wasn't sure whether the {what} could go into the repo.", "The user pasted a {what} and I hesitated to store it in the note.",
                      "I needed the {what} to set up access and didn't know if it was sensitive."],
               "ko": ["{what}를 저장소에 넣어도 되는지 확실하지 않았다.", "사용자가 {what}를 붙여 줬는데 노트에 저장해도 되는지 망설였다.",
                      "접근 설정에 {what}가 필요했는데 민감한 정보인지 몰랐다."]},
        "lesson": {"en": ["A {what} is public by design; only the matching private key must stay secret.", "Verify the fingerprint out of band before trusting the key.",
                          "Public keys and certificates can be committed; private halves never."],
                   "ko": ["{what}는 원래 공개용이다. 짝이 되는 개인 키만 비밀로 지키면 된다.", "키를 신뢰하기 전에 핑거프린트를 별도 채널로 확인할 것.",
                          "공개 키와 인증서는 커밋해도 되지만 개인 키는 절대 안 된다."]},
        "ask": {"en": ["Where is the matching private key stored?", "Should this key be added to the team's allowlist file?"],
                "ko": ["짝이 되는 개인 키는 어디에 보관하나요?", "이 키를 팀 허용 목록 파일에 추가할까요?"]},
    }
    fields, where = clean_compose(lang, pools, snip, {"what": what})
    return finalize_clean(lang, "clean: public key material (%s)" % what, fields, ("c_pubkey", where, what))


# ---------------------------------------------------------------- clean: identifiers that are not secrets
def cl_ids(lang):
    org = rorg()
    k = rint(0, 9)
    if k == 0:
        snip, what = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_FROM=+1%s" % (rhex(32), rdigits(10)), "Twilio Account SID"
    elif k == 1:
        snip, what = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com" % (rdigits(12), rs(AN_LO, 32)), "Google OAuth client ID"
    elif k == 2:
        snip, what = "arn:aws:iam::%s:role/%s-deploy\narn:aws:s3:::%s-prod-assets/*" % (rdigits(12), org, org), "AWS account id and ARNs"
    elif k == 3:
        snip, what = "customer: cus_%s\npayment_intent: pi_%s\nprice: price_%s\nconnected account: acct_%s" % (
            rs(B62, 14), "3" + rs(B62, 23), "1" + rs(B62, 23), "1" + rs(B62, 15)), "Stripe object ids"
    elif k == 4:
        snip, what = "NAVER_CLIENT_ID=%s\nKAKAO_APP_ID=%s\nWECHAT_APP_ID=wx%s" % (rs(B62, 20), rdigits(6), rhex(16)), "app and client ids (Naver/Kakao/WeChat)"
    elif k == 5:
        snip, what = "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s" % (ruuid(), ruuid(), ruuid()), "Azure tenant/subscription/client ids"
    elif k == 6:
        snip, what = "Team ID: %s\nKey ID: %s\nBundle ID: com.%s.app" % (rs(AN_UP, 10), rs(AN_UP, 10), org), "Apple Team ID and Key ID"
    elif k == 7:
        snip, what = "instance: i-0%s\nami: ami-0%s\nsecurity group: sg-0%s\nsubnet: subnet-0%s" % (rhex(16), rhex(16), rhex(16), rhex(16)), "EC2 resource ids"
    elif k == 8:
        snip, what = "GitHub App ID: %s\nInstallation ID: %s\nClient ID: Iv1.%s" % (rdigits(6), rdigits(8), rhex(16)), "GitHub App ids"
    else:
        snip, what = "channel: C0%s\nteam: T0%s\nuser: U0%s\nbot_id: B0%s" % (rs(AN_UP, 9), rs(AN_UP, 8), rs(AN_UP, 9), rs(AN_UP, 9)), "Slack workspace ids"
    pools = {
        "mc": {"en": ["I wasn't sure whether the {what} counts as a secret.", "The scanner flagged the {what} in the config diff.",
                      "I needed the {what} for the setup and didn't know if it could live in the repo."],
               "ko": ["{what} 값이 시크릿에 해당하는지 확실하지 않았다.", "설정 diff의 {what} 값을 스캐너가 지적했다.",
                      "설정에 {what} 값이 필요했는데 저장소에 둬도 되는지 몰랐다."]},
        "lesson": {"en": ["The {what} only identifies a resource; it grants nothing on its own and can be committed.",
                          "Keep identifiers like the {what} in config, and keep the matching secret (token, key, password) in the vault.",
                          "Don't mix up the {what} with the credential that goes next to it."],
                   "ko": ["{what} 값은 리소스를 식별할 뿐 그 자체로 권한이 없어서 커밋해도 된다.",
                          "{what} 같은 식별자는 설정에 두고 짝이 되는 시크릿(토큰, 키, 비밀번호)만 볼트에 둘 것.",
                          "{what} 값과 그 옆에 붙는 인증 정보를 헷갈리지 말 것."]},
        "ask": {"en": ["Is there an allowlist for identifiers like these in the scanner?", "Where is the credential that pairs with this id kept?"],
                "ko": ["이런 식별자용 스캐너 허용 목록이 있나요?", "이 ID와 짝이 되는 인증 정보는 어디에 있나요?"]},
    }
    fields, where = clean_compose(lang, pools, snip, {"what": what})
    return finalize_clean(lang, "clean: non-secret identifiers (%s)" % what, fields, ("c_ids", where, what))


# ---------------------------------------------------------------- clean: base64 of non-secret data
def cl_base64(lang):
    k = rint(0, 4)
    if k == 0:
        data = json.dumps({"env": pick(["staging", "prod"]), "replicas": rint(2, 8), "region": pick(["ap-northeast-2", "eu-west-1"])}, separators=(",", ":"))
        snip, what = "$ echo -n '%s' | base64\n%s" % (data, b64(data.encode())), "base64 of a JSON config"
    elif k == 1:
        cur = json.dumps({"offset": rint(100, 5000), "sort": "created_at", "dir": "desc"}, separators=(",", ":"))
        snip, what = '{"data": [...], "next_cursor": "%s"}' % b64(cur.encode()), "pagination cursor"
    elif k == 2:
        snip = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: feature-flags\nbinaryData:\n  flags.json: %s" % b64(json.dumps(
            {"new_checkout": True, "kakao_login": chance(0.5), "dark_mode": False}).encode())
        what = "ConfigMap binaryData"
    elif k == 3:
        snip, what = "background: url(data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNg%s==);" % rs(B64, 10), "inline data URI"
    else:
        msg = pick(["hello world", "order created", "주문 완료", "ping"])
        snip, what = "kafka message value (base64): %s\ndecoded: %s" % (b64(json.dumps({"event": msg, "id": rint(1, 99999)}, ensure_ascii=False).encode()), json.dumps({"event": msg}, ensure_ascii=False)), "base64 Kafka payload"
    pools = {
        "mc": {"en": ["The {what} looked like an encoded token, so I almost treated it as a secret.", "I didn't know what the {what} contained."],
               "ko": ["{what} 값이 인코딩된 토큰처럼 보여서 시크릿으로 처리할 뻔했다.", "{what} 값 안에 뭐가 들었는지 몰랐다."]},
        "lesson": {"en": ["Decode before judging: the {what} is plain non-secret data, base64 is not encryption.",
                          "Base64 only changes the encoding; whether it is sensitive depends on the decoded content."],
                   "ko": ["판단하기 전에 디코딩해 볼 것. {what} 값은 평범한 비밀 아닌 데이터이고 base64는 암호화가 아니다.",
                          "Base64는 인코딩만 바꿀 뿐이고, 민감한지는 디코딩한 내용으로 판단해야 한다."]},
        "ask": {"en": ["Should I document what this encoded field contains?", ""], "ko": ["이 인코딩된 필드의 내용을 문서화할까요?", ""]},
    }
    fields, where = clean_compose(lang, pools, snip, {"what": what})
    return finalize_clean(lang, "clean: base64 of non-secret data (%s)" % what, fields, ("c_base64", where, what))


# ---------------------------------------------------------------- clean: long identifiers and versions
def cl_longid(lang):
    org = rorg()
    k = rint(0, 5)
    if k == 0:
        snip, what = "com.%s.payments.settlement.internal.reconciliation.v2.SettlementReconciliationScheduler$RetryPolicyConfigurationProperties" % org, "fully qualified class name"
    elif k == 1:
        snip, what = "module.%s_platform.module.eks_cluster.aws_iam_role_policy_attachment.node_group_AmazonEKSWorkerNodePolicy[\"%s\"]" % (org, pick(["spot", "ondemand"])), "Terraform resource address"
    elif k == 2:
        snip, what = "ghcr.io/%s/checkout-api:2.%d.%d-rc.%d-sha.%s-linux-arm64" % (org, rint(0, 20), rint(0, 20), rint(1, 5), rsha1()[:12]), "image tag"
    elif k == 3:
        snip, what = "main.%s.js  vendors~checkout.%s.chunk.js  styles.%s.css" % (rhex(20), rhex(8), rhex(20)), "hashed bundle names"
    elif k == 4:
        snip, what = "amazon-eks-node-1.%d-v2025%02d%02d, kubelet v1.%d.%d-eks-%s, containerd 1.7.%d" % (rint(28, 32), rint(1, 11), rint(1, 28), rint(28, 32), rint(0, 12), rhex(7), rint(10, 25)), "node image versions"
    else:
        snip, what = "s3://%s-uploads/tenants/%s/2025/%02d/%02d/%s/original/%s.jpg" % (org, ruuid(), rint(1, 11), rint(1, 28), rhex(24), rhex(32)), "object key"
    pools = {
        "mc": {"en": ["I wasn't sure which part of the {what} mattered for the bug.", "The {what} was long enough that I mistook part of it for a token."],
               "ko": ["{what}의 어느 부분이 버그와 관련 있는지 확실하지 않았다.", "{what}가 너무 길어서 일부를 토큰으로 착각했다."]},
        "lesson": {"en": ["The {what} is just an identifier; copy it exactly, including the hash suffix.", "Search by the full {what}; partial matches hit unrelated resources."],
                   "ko": ["{what}는 식별자일 뿐이니 해시 접미사까지 그대로 복사할 것.", "{what} 전체로 검색할 것. 부분 일치는 엉뚱한 리소스를 찾는다."]},
        "ask": {"en": ["Is there a shorter alias I should use in docs?", ""], "ko": ["문서에는 더 짧은 별칭을 써야 하나요?", ""]},
    }
    fields, where = clean_compose(lang, pools, snip, {"what": what})
    return finalize_clean(lang, "clean: long identifier / version (%s)" % what, fields, ("c_longid", where, what))


# ---------------------------------------------------------------- clean: password policy talk
def cl_policy(lang):
    k = rint(0, 4)
    if k == 0:
        snip, what = "AUTH_PASSWORD_VALIDATORS = [\n    {'NAME': 'django.contrib.auth.password_validation.MinimumLengthValidator', 'OPTIONS': {'min_length': %d}},\n    {'NAME': 'django.contrib.auth.password_validation.CommonPasswordValidator'},\n]" % rint(10, 14), "Django password validators"
    elif k == 1:
        snip, what = "passwordPolicy: length(%d) and digits(1) and upperCase(1) and specialChars(1) and notUsername and passwordHistory(5)" % rint(10, 16), "Keycloak password policy"
    elif k == 2:
        snip, what = "PASSWORD_REGEX = r'^(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w\\s]).{%d,64}$'" % rint(10, 14), "password regex"
    elif k == 3:
        snip, what = "bcrypt cost factor: %d (≈%d ms per hash on the API nodes)\nargon2id: m=65536, t=3, p=4" % (rint(10, 13), rint(60, 300)), "hashing parameters"
    else:
        snip, what = None, "password rotation policy"
    pools = {
        "mc": {"en": ["I didn't know what the {what} requires, so my generated test users were rejected.", "The user asked me to align the signup form with the {what}."],
               "ko": ["{what} 요구 사항을 몰라서 생성한 테스트 사용자가 거부됐다.", "사용자가 가입 폼을 {what}에 맞춰 달라고 했다."]},
        "lesson": {"en": ["Passwords need at least 12 characters, one digit and one symbol; the {what} also blocks the top 20k common passwords.",
                          "Service passwords rotate every 90 days; human accounts rely on MFA instead of forced rotation.",
                          "Never put example passwords in tests; generate them at runtime so scanners stay quiet."],
                   "ko": ["비밀번호는 12자 이상, 숫자와 기호 각 1개 이상이어야 하고, {what}는 흔한 비밀번호 2만 개도 막는다.",
                          "서비스 비밀번호는 90일마다 교체하고, 사람 계정은 강제 교체 대신 MFA에 의존한다.",
                          "테스트에 예시 비밀번호를 넣지 말고 런타임에 생성해서 스캐너 경고를 피할 것."]},
        "ask": {"en": ["Should the {what} apply to service accounts too?", "Is there a shared library that enforces the {what}?"],
                "ko": ["{what}를 서비스 계정에도 적용하나요?", "{what}를 강제하는 공용 라이브러리가 있나요?"]},
    }
    fields, where = clean_compose(lang, pools, snip, {"what": what})
    return finalize_clean(lang, "clean: password policy without values (%s)" % what, fields, ("c_policy", where, what))


# ---------------------------------------------------------------- clean: flags explained in prose
FLAG_FACTS = [
    ("mysql -p", {"en": "`mysql -u app -p` with nothing attached to -p makes mysql prompt for the password; `-P` (capital) is the port, not the password.",
                  "ko": "`mysql -u app -p`처럼 -p 뒤에 아무것도 붙이지 않으면 mysql이 비밀번호를 물어본다. 대문자 `-P`는 비밀번호가 아니라 포트다."}),
    ("docker login --password-stdin", {"en": "Use `docker login --username ci --password-stdin` and pipe the token from the secret store; `-p` puts it in shell history.",
                                       "ko": "`docker login --username ci --password-stdin`으로 시크릿 저장소에서 파이프로 넘길 것. `-p`는 셸 히스토리에 남는다."}),
    ("PGPASSFILE", {"en": "psql reads credentials from `~/.pgpass` (or `PGPASSFILE`) when no password is given; the file must be chmod 600 or it is ignored.",
                    "ko": "비밀번호를 안 주면 psql은 `~/.pgpass`(또는 `PGPASSFILE`)를 읽는다. 권한이 600이 아니면 무시된다."}),
    ("sshpass -e", {"en": "`sshpass -e` reads the password from the SSHPASS environment variable instead of the command line.",
                    "ko": "`sshpass -e`는 명령줄 대신 SSHPASS 환경 변수에서 비밀번호를 읽는다."}),
    ("redis-cli --askpass", {"en": "`redis-cli --askpass` prompts for the AUTH password so it never appears in `ps` output.",
                             "ko": "`redis-cli --askpass`는 AUTH 비밀번호를 프롬프트로 받아서 `ps` 출력에 안 남는다."}),
    ("curl -u user", {"en": "`curl -u deploy https://host/` with no colon makes curl prompt for the password interactively.",
                      "ko": "`curl -u deploy https://host/`처럼 콜론 없이 쓰면 curl이 비밀번호를 대화형으로 묻는다."}),
    ("git credential helper", {"en": "`git config --global credential.helper 'cache --timeout=3600'` keeps the token in memory for an hour instead of writing it to disk.",
                               "ko": "`git config --global credential.helper 'cache --timeout=3600'`은 토큰을 디스크가 아니라 메모리에 한 시간 보관한다."}),
    ("gh auth login --with-token", {"en": "`gh auth login --with-token < token.txt` reads the token from stdin; the file should be deleted afterwards.",
                                    "ko": "`gh auth login --with-token < token.txt`는 표준 입력에서 토큰을 읽는다. 파일은 끝나고 지울 것."}),
    ("kubectl --from-file", {"en": "`kubectl create secret generic db --from-file=password=./pw.txt` keeps the value out of shell history, unlike `--from-literal`.",
                             "ko": "`kubectl create secret generic db --from-file=password=./pw.txt`는 `--from-literal`과 달리 셸 히스토리에 값이 남지 않는다."}),
    ("openssl -passin env:", {"en": "`openssl pkcs12 -passin env:P12_PASS` reads the passphrase from an env var; `pass:` would expose it in the process list.",
                              "ko": "`openssl pkcs12 -passin env:P12_PASS`는 환경 변수에서 암호를 읽는다. `pass:`를 쓰면 프로세스 목록에 노출된다."}),
]


def cl_flags(lang):
    flag, fact = pick(FLAG_FACTS)
    pools = {
        "mc": {"en": ["I didn't know how `{flag}` handles the password, and almost put the value on the command line.",
                      "The user asked why I avoided passing credentials with `{flag}`-style commands."],
               "ko": ["`{flag}`가 비밀번호를 어떻게 처리하는지 몰라서 값을 명령줄에 넣을 뻔했다.",
                      "사용자가 `{flag}` 같은 명령에 왜 인증 정보를 직접 넘기지 않았는지 물었다."]},
        "lesson": {"en": [fact["en"]], "ko": [fact["ko"]]},
        "ask": {"en": ["Is there a team wrapper script that already does this?", ""], "ko": ["이걸 이미 해 주는 팀 래퍼 스크립트가 있나요?", ""]},
    }
    fields, where = clean_compose(lang, pools, None, {"flag": flag})
    return finalize_clean(lang, "clean: credential flags explained, no values (%s)" % flag, fields, ("c_flags", "prose", flag))


# ---------------------------------------------------------------- clean: encrypted blobs
def cl_encrypted(lang):
    k = rint(0, 6)
    if k == 0:
        snip = ("db:\n    password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops:\n    age:\n        - recipient: age1%s\n"
                "    lastmodified: \"%s\"\n    mac: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\n    version: 3.9.1") % (
            b64(rbytes(rint(12, 30))), b64(rbytes(32)), b64(rbytes(16)), rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58), rts(), b64(rbytes(64)), b64(rbytes(32)), b64(rbytes(16)))
        what = "SOPS-encrypted YAML"
    elif k == 1:
        body = rbytes(rint(150, 230)).hex()
        snip = "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("          " + l for l in wrap(body, 80))
        what = "Ansible Vault inline value"
    elif k == 2:
        snip = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\nspec:\n  encryptedData:\n    password: AgB%s" % (rorg(), rs(B64, rint(300, 420)))
        what = "SealedSecret"
    elif k == 3:
        snip = '{\n    "CiphertextBlob": "AQICAHh%s",\n    "KeyId": "arn:aws:kms:ap-northeast-2:%s:key/%s"\n}' % (b64(rbytes(150)), rdigits(12), ruuid())
        what = "KMS ciphertext blob"
    elif k == 4:
        snip = "-----BEGIN AGE ENCRYPTED FILE-----\n%s\n-----END AGE ENCRYPTED FILE-----" % "\n".join(wrap(b64(b"age-encryption.org/v1\n-> X25519 " + rbytes(rint(120, 180))), 64))
        what = "age-encrypted file"
    elif k == 5:
        snip = "spring.datasource.password=ENC(%s)\njasypt.encryptor.password=${JASYPT_ENCRYPTOR_PASSWORD}" % b64(rbytes(48))
        what = "Jasypt ENC() property"
    else:
        snip = "%s--%s--%s" % (b64(rbytes(rint(120, 200))), b64(rbytes(12)), b64(rbytes(16)))
        what = "Rails credentials.yml.enc"
    pools = {
        "mc": {"en": ["I wasn't sure whether the {what} was safe to keep in git.", "I needed to change a value inside the {what} and didn't know the workflow."],
               "ko": ["{what}를 git에 둬도 안전한지 확실하지 않았다.", "{what} 안의 값을 바꿔야 했는데 작업 방법을 몰랐다."]},
        "lesson": {"en": ["The {what} is ciphertext; it is meant to be committed and only the key holder can decrypt it.",
                          "Edit it with the proper tool (sops / ansible-vault / kubeseal) instead of touching the ciphertext by hand.",
                          "Decrypted output must never be pasted back into notes or tickets."],
                   "ko": ["{what}는 암호문이라 커밋하는 게 정상이고 키를 가진 사람만 복호화할 수 있다.",
                          "암호문을 직접 고치지 말고 전용 도구(sops / ansible-vault / kubeseal)로 편집할 것.",
                          "복호화한 결과는 노트나 티켓에 다시 붙여 넣으면 안 된다."]},
        "ask": {"en": ["Who has the decryption key for this environment?", "Should I re-encrypt after the key rotation?"],
                "ko": ["이 환경의 복호화 키는 누가 갖고 있나요?", "키 교체 후에 다시 암호화해야 하나요?"]},
    }
    fields, where = clean_compose(lang, pools, snip, {"what": what})
    return finalize_clean(lang, "clean: encrypted blob (%s)" % what, fields, ("c_encrypted", where, what))


# ---------------------------------------------------------------- clean: keys documented as public  [publishable]
def cl_publishable(lang):
    org = rorg()
    k = rint(0, 11)
    if k == 0:
        snip, vendor = "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_51%s" % rs(B62, 97), "Stripe publishable key"
    elif k == 1:
        snip = ('const firebaseConfig = {\n  apiKey: "AIza%s",\n  authDomain: "%s-prod.firebaseapp.com",\n  projectId: "%s-prod",\n'
                '  storageBucket: "%s-prod.appspot.com",\n  messagingSenderId: "%s",\n  appId: "1:%s:web:%s"\n};') % (
            rs(B64URL, 35), org, org, org, rdigits(12), rdigits(12), rhex(22))
        vendor = "Firebase web config apiKey"
    elif k == 2:
        snip, vendor = '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64URL, 38), "reCAPTCHA site key"
    elif k == 3:
        snip, vendor = "const tossPayments = TossPayments('live_ck_%s');" % rs(B62, 28), "Toss Payments client key"
    elif k == 4:
        snip, vendor = "Kakao.init('%s'); // JavaScript 키" % rhex(32), "Kakao JavaScript key"
    elif k == 5:
        snip, vendor = "SENTRY_DSN=https://%s@o%s.ingest.us.sentry.io/%s" % (rhex(32), rdigits(6), rdigits(7)), "Sentry DSN"
    elif k == 6:
        snip, vendor = "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(AN_UP, 10), rhex(32)), "Algolia search-only API key"
    elif k == 7:
        snip, vendor = "mapboxgl.accessToken = 'pk.%s.%s';" % (b64url_nopad(json.dumps({"u": org + "-maps", "a": "cl" + rs(AN_LO, 23)}, separators=(",", ":")).encode()), rs(B64URL, 22)), "Mapbox public token"
    elif k == 8:
        now = rint(1700000000, 1760000000)
        snip = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (rs(LOWER, 20), jwt_like(
            {"iss": "supabase", "ref": rs(LOWER, 20), "role": "anon", "iat": now, "exp": now + 315360000}, "HS256", 32))
        vendor = "Supabase anon key"
    elif k == 9:
        snip, vendor = "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(B62, 43), "PostHog project API key"
    elif k == 10:
        snip, vendor = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64(("clerk.%s.com$" % org).encode()).rstrip("="), "Clerk publishable key"
    else:
        snip, vendor = "mixpanel.init('%s', {track_pageview: true});" % rhex(32), "Mixpanel project token"
    pools = {
        "mc": {"en": ["I wasn't sure whether the {what} in the frontend bundle was a leak.", "A scanner flagged the {what} in the web app config.",
                      "I didn't know whether the {what} could be committed with the client code."],
               "ko": ["프런트엔드 번들에 있는 {what} 값이 유출인지 확실하지 않았다.", "스캐너가 웹 앱 설정의 {what} 값을 지적했다.",
                      "{what} 값을 클라이언트 코드와 함께 커밋해도 되는지 몰랐다."]},
        "lesson": {"en": ["The vendor documents the {what} as public: it ships to every browser and is protected by domain/origin rules, not secrecy.",
                          "Restrict the {what} by allowed domains in the vendor console; the server-side secret is a different key and stays in the vault.",
                          "Don't rotate the {what} because a scanner flagged it; mark it as publishable instead."],
                   "ko": ["벤더 문서상 {what} 값은 공개용이다. 모든 브라우저에 배포되고 비밀성이 아니라 도메인/오리진 제한으로 보호된다.",
                          "벤더 콘솔에서 {what} 값에 허용 도메인을 걸 것. 서버용 시크릿은 별도 키이고 볼트에 둔다.",
                          "스캐너가 지적했다고 {what} 값을 교체하지 말고 공개 키로 표시할 것."]},
        "ask": {"en": ["Are the allowed-domain restrictions for the {what} configured?", "Which server-side key pairs with this {what}?"],
                "ko": ["{what} 값의 허용 도메인 제한은 설정돼 있나요?", "이 {what} 값과 짝이 되는 서버용 키는 무엇인가요?"]},
    }
    fields, where = clean_compose(lang, pools, snip, {"what": vendor})
    return finalize_clean(lang, "clean: %s documented as public [publishable]" % vendor, fields, ("c_publishable", where, vendor))


# ---------------------------------------------------------------- clean: vendor-documented example keys
def cl_doc_example(lang):
    snip = pick(["[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
                 "export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nexport AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nexport AWS_DEFAULT_REGION=us-west-2"])
    pools = {
        "mc": {"en": ["Tests for the credential loader failed and I wasn't sure whether the fixture keys were real.",
                      "A new contributor asked whether the keys in the test fixture had to be rotated."],
               "ko": ["자격 증명 로더 테스트가 실패했는데 픽스처의 키가 진짜인지 확실하지 않았다.", "새 기여자가 테스트 픽스처의 키를 교체해야 하냐고 물었다."]},
        "lesson": {"en": ["These are the example keys from the AWS documentation (they end in EXAMPLE / EXAMPLEKEY); they are not valid credentials, so fixtures can keep them."],
                   "ko": ["AWS 문서에 나오는 예시 키(EXAMPLE / EXAMPLEKEY로 끝남)라서 유효한 자격 증명이 아니다. 픽스처에 그대로 둬도 된다."]},
        "ask": {"en": ["Should the fixture use the AWS documentation keys everywhere for consistency?", ""], "ko": ["일관성을 위해 모든 픽스처에 AWS 문서 예시 키를 쓸까요?", ""]},
    }
    fields, where = clean_compose(lang, pools, snip, {})
    return finalize_clean(lang, "clean: vendor-documented example key (AWS docs EXAMPLE keys)", fields, ("c_doc_example", where, "aws"))


# ---------------------------------------------------------------- clean: plain engineering notes
PLAIN = {
    "en": [
        ("I used npm in a repo that is managed with pnpm and the lockfile got rewritten.", "This repo uses pnpm (pnpm-lock.yaml); run `pnpm install --frozen-lockfile` in CI.", "Should I add an `only-allow pnpm` preinstall guard?"),
        ("Date tests failed on CI but passed locally.", "The CI runners are UTC while my machine is Asia/Seoul; tests must set TZ explicitly.", "Do you want TZ pinned in the test config or in CI?"),
        ("I didn't know the staging database is restored from a snapshot every Monday at 04:00 KST.", "Anything written to staging before Monday morning disappears; keep test fixtures in the seed script.", "Is the snapshot schedule documented anywhere official?"),
        ("Korean names sorted in the wrong order in the admin table.", "Sort with ICU collation (ko-KR) instead of byte order; Postgres needs the `ko-x-icu` collation.", ""),
        ("The migration locked the orders table for 40 seconds in production.", "Add columns without defaults first and backfill in batches of 5k rows; never add an index without CONCURRENTLY.", "Is there a maintenance window for the next migration?"),
        ("I didn't know the mobile app pins the API version in a header.", "Clients send `X-Api-Version: 2024-10`; breaking changes need a new version date.", "Who decides when old API versions are retired?"),
        ("The Docker build took 14 minutes because the cache was busted on every run.", "Copy the lockfile and install dependencies before copying the source so the layer cache survives code changes.", ""),
        ("I assumed the feature flag defaulted to off.", "Unknown flags default to ON in our SDK wrapper; always declare flags in flags.yaml first.", "Should the default be changed to OFF?"),
        ("Flaky e2e test: the checkout button was clicked before hydration.", "Wait for the `data-hydrated` attribute instead of a fixed sleep.", ""),
        ("I didn't know the log retention is 14 days in Loki.", "Older incidents need the S3 archive, queried with Athena.", "Who has access to the Athena workgroup?"),
        ("The nightly report double-counted refunds.", "Refunds arrive as separate events with negative amounts; filter by `type = 'charge'` before summing.", "Should refunds be shown as a separate column?"),
        ("I bumped Node to 22 and the image build broke.", "The base image pins Node 20 because of a native addon; upgrade the addon first.", "Is there a ticket tracking the Node 22 upgrade?"),
        ("I didn't know the API gateway strips trailing slashes.", "Routes must be registered without a trailing slash or they 404 behind the gateway.", ""),
        ("The cron job ran twice during the DST change in the EU region.", "Schedule jobs in UTC; local-time cron entries repeat or skip on DST transitions.", "Can we move all schedules to UTC?"),
        ("Uploads over 10 MB failed with 413.", "The ingress has `proxy-body-size: 10m`; raise it on the upload route only.", "What is the largest file customers are allowed to upload?"),
        ("I didn't know the search index is rebuilt from scratch every night.", "Manual edits to the index are lost overnight; change the source table instead.", ""),
        ("The Android build failed after the Gradle plugin update.", "AGP 8 requires JDK 17; the CI image still had JDK 11.", "Should I update the CI image for all mobile jobs?"),
        ("Emails rendered with broken Korean characters in Outlook.", "Set `charset=UTF-8` explicitly in the MIME part and avoid EUC-KR fallbacks in the template engine.", ""),
    ],
    "ko": [
        ("pnpm으로 관리하는 저장소에서 npm을 써서 lockfile이 다시 써졌다.", "이 저장소는 pnpm(pnpm-lock.yaml)을 쓴다. CI에서는 `pnpm install --frozen-lockfile`을 돌릴 것.", "preinstall에 `only-allow pnpm` 가드를 추가할까요?"),
        ("날짜 테스트가 로컬에서는 통과하고 CI에서는 실패했다.", "CI 러너는 UTC이고 내 장비는 Asia/Seoul이라 테스트에서 TZ를 명시해야 한다.", "TZ를 테스트 설정에 고정할까요, CI에 고정할까요?"),
        ("스테이징 DB가 매주 월요일 04:00 KST에 스냅샷으로 복원된다는 걸 몰랐다.", "월요일 아침 전에 스테이징에 쓴 데이터는 사라지니 테스트 데이터는 시드 스크립트에 둘 것.", "스냅샷 일정이 공식 문서에 있나요?"),
        ("관리자 화면에서 한글 이름 정렬 순서가 틀렸다.", "바이트 순서가 아니라 ICU 콜레이션(ko-KR)으로 정렬할 것. Postgres는 `ko-x-icu` 콜레이션이 필요하다.", ""),
        ("마이그레이션이 운영에서 orders 테이블을 40초 동안 잠갔다.", "기본값 없는 컬럼을 먼저 추가하고 5천 건씩 나눠 백필할 것. 인덱스는 반드시 CONCURRENTLY로 만들 것.", "다음 마이그레이션용 점검 시간이 있나요?"),
        ("모바일 앱이 헤더로 API 버전을 고정한다는 걸 몰랐다.", "클라이언트는 `X-Api-Version: 2024-10`을 보낸다. 호환이 깨지는 변경은 새 버전 날짜가 필요하다.", "구버전 API 종료는 누가 결정하나요?"),
        ("매 실행마다 캐시가 깨져서 Docker 빌드가 14분 걸렸다.", "소스를 복사하기 전에 lockfile을 복사하고 의존성을 설치해야 레이어 캐시가 유지된다.", ""),
        ("피처 플래그 기본값이 꺼짐인 줄 알았다.", "우리 SDK 래퍼는 모르는 플래그를 켜짐으로 처리한다. 항상 flags.yaml에 먼저 선언할 것.", "기본값을 꺼짐으로 바꿀까요?"),
        ("e2e 테스트가 간헐적으로 실패했다. 하이드레이션 전에 결제 버튼을 눌렀다.", "고정 sleep 대신 `data-hydrated` 속성을 기다릴 것.", ""),
        ("Loki 로그 보관 기간이 14일이라는 걸 몰랐다.", "그보다 오래된 장애는 S3 아카이브를 Athena로 조회해야 한다.", "Athena 워크그룹 권한은 누가 갖고 있나요?"),
        ("야간 리포트에서 환불이 두 번 집계됐다.", "환불은 음수 금액의 별도 이벤트로 들어오니 합계 전에 `type = 'charge'`로 거를 것.", "환불을 별도 컬럼으로 보여 줄까요?"),
        ("Node를 22로 올렸더니 이미지 빌드가 깨졌다.", "네이티브 애드온 때문에 베이스 이미지가 Node 20에 고정돼 있다. 애드온부터 올릴 것.", "Node 22 업그레이드 티켓이 있나요?"),
        ("API 게이트웨이가 끝 슬래시를 제거한다는 걸 몰랐다.", "라우트는 끝 슬래시 없이 등록해야 게이트웨이 뒤에서 404가 안 난다.", ""),
        ("EU 리전에서 서머타임 전환 때 크론이 두 번 돌았다.", "작업은 UTC로 스케줄할 것. 로컬 시간 크론은 서머타임 전환 때 중복되거나 건너뛴다.", "모든 스케줄을 UTC로 옮길까요?"),
        ("10MB 넘는 업로드가 413으로 실패했다.", "인그레스에 `proxy-body-size: 10m`이 걸려 있다. 업로드 라우트에만 올릴 것.", "고객이 올릴 수 있는 최대 파일 크기는 얼마인가요?"),
        ("검색 인덱스가 매일 밤 처음부터 다시 만들어진다는 걸 몰랐다.", "인덱스를 직접 고치면 밤사이 사라지니 원본 테이블을 바꿀 것.", ""),
        ("Gradle 플러그인 업데이트 후 안드로이드 빌드가 실패했다.", "AGP 8은 JDK 17이 필요한데 CI 이미지는 아직 JDK 11이었다.", "모든 모바일 잡의 CI 이미지를 올릴까요?"),
        ("아웃룩에서 메일의 한글이 깨져 보였다.", "MIME 파트에 `charset=UTF-8`을 명시하고 템플릿 엔진의 EUC-KR 대체를 피할 것.", ""),
    ],
}


def cl_plain(lang):
    mc, lesson, ask = pick(PLAIN[lang])
    fields = {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}
    return finalize_clean(lang, "clean: plain engineering note (no risky material)", fields, ("c_plain", "prose", mc[:20]))


# ================================================================ plan, generation, output
# (family, generator, total, English count); Korean = total - English
SECRET_PLAN = [
    ("vendor", None, 140, 84), ("pw_config", fam_pw_config, 26, 16), ("app_secret", fam_app_secret, 8, 5),
    ("pw_command", fam_pw_command, 34, 20), ("conn", fam_conn, 24, 14), ("header", fam_header, 22, 13),
    ("signed_url", fam_signed_url, 10, 6), ("pem", fam_pem, 16, 10), ("totp", fam_totp, 8, 5),
    ("recovery", fam_recovery, 8, 5), ("pin", fam_pin, 6, 4), ("wifi", fam_wifi, 8, 5),
    ("webhook", fam_webhook, 14, 8), ("split", fam_split, 12, 7), ("people", fam_people, 10, 6),
    ("long", fam_long, 10, 6), ("multi", fam_multi, 4, 2),
]
CLEAN_PLAN = [
    ("placeholder", cl_placeholder, 40, 24), ("masked", cl_masked, 30, 18), ("reference", cl_reference, 40, 24),
    ("hash", cl_hash, 30, 18), ("reqid", cl_ids_request, 25, 15), ("pubkey", cl_pubkey, 25, 15),
    ("ids", cl_ids, 25, 15), ("base64", cl_base64, 15, 9), ("longid", cl_longid, 15, 9),
    ("policy", cl_policy, 15, 9), ("flags", cl_flags, 15, 9), ("encrypted", cl_encrypted, 20, 12),
    ("publishable", cl_publishable, 30, 18), ("doc_example", cl_doc_example, 5, 3), ("plain", cl_plain, 30, 18),
]


def note_key(n):
    return json.dumps([n["fields"][k] for k in FIELD_KEYS], ensure_ascii=False)


def generate_one(gen, lang, seen, max_tries=400):
    for _ in range(max_tries):
        n = gen(lang)
        if n is None:
            continue
        key = note_key(n)
        if key in seen:
            continue
        seen[key] = True
        return n
    raise RuntimeError("could not generate a valid note with %s/%s" % (getattr(gen, "__name__", gen), lang))


def build():
    assert sum(p[2] for p in SECRET_PLAN) == N_SECRET and sum(p[3] for p in SECRET_PLAN) == N_EN
    assert sum(p[2] for p in CLEAN_PLAN) == N_CLEAN and sum(p[3] for p in CLEAN_PLAN) == N_EN
    seen = {}
    notes = []
    vendor_queue = shuffled(VENDORS)
    vendor_queue += [pick(VENDORS) for _ in range(max(0, 140 - len(vendor_queue)))]
    for fam, gen, total, n_en in SECRET_PLAN:
        langs = shuffled(["en"] * n_en + ["ko"] * (total - n_en))
        for i, lang in enumerate(langs):
            if fam == "vendor":
                vendor = vendor_queue[i]
                n = generate_one(lambda L, v=vendor: fam_vendor(L, v), lang, seen)
                n["_vendor"] = vendor["name"]
            else:
                n = generate_one(gen, lang, seen)
            n["_family"] = fam
            notes.append(n)
    for fam, gen, total, n_en in CLEAN_PLAN:
        langs = shuffled(["en"] * n_en + ["ko"] * (total - n_en))
        for lang in langs:
            n = generate_one(gen, lang, seen)
            n["_family"] = fam
            notes.append(n)
    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes):
        rec = {"id": "%s%03d" % (ID_PREFIX, i + 1), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": {k: n["fields"][k] for k in FIELD_KEYS}, "secrets": list(n["secrets"])}
        out.append((rec, n))
    return out


def final_checks(out):
    recs = [r for r, _ in out]
    assert len(recs) == N_SECRET + N_CLEAN
    assert [r["id"] for r in recs] == ["%s%03d" % (ID_PREFIX, i + 1) for i in range(len(recs))]
    for kind, total in (("secret", N_SECRET), ("clean", N_CLEAN)):
        sub = [r for r in recs if r["kind"] == kind]
        assert len(sub) == total, (kind, len(sub))
        assert sum(1 for r in sub if r["lang"] == "en") == N_EN
        assert sum(1 for r in sub if r["lang"] == "ko") == N_KO
    keys = [note_key(r) for r in recs]
    assert len(keys) == len(list(dict.fromkeys(keys))), "duplicate notes"
    all_secrets = []
    for r in recs:
        assert list(r.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert not field_errors(r["fields"]), (r["id"], field_errors(r["fields"]))
        if r["kind"] == "secret":
            errs = secret_errors(r["fields"], r["secrets"])
            assert not errs, (r["id"], errs)
            assert not r["category"].endswith("[publishable]")
            all_secrets += r["secrets"]
        else:
            assert r["secrets"] == []
        if r["lang"] == "ko":
            assert any("\uac00" <= ch <= "\ud7a3" for k in FIELD_KEYS for ch in r["fields"][k]), r["id"]
    clean_text = "\n".join(r["fields"][k] for r in recs if r["kind"] == "clean" for k in FIELD_KEYS)
    for s in all_secrets:
        assert s not in clean_text, "a secret value leaked into a clean note"


def stats(out):
    recs = [r for r, _ in out]
    lines = []
    for kind in ("secret", "clean"):
        for lang in ("en", "ko"):
            lines.append("%s/%s: %d" % (kind, lang, sum(1 for r in recs if r["kind"] == kind and r["lang"] == lang)))
    vendors = sorted(dict.fromkeys(n["_vendor"] for _, n in out if "_vendor" in n))
    regions = {}
    for v in VENDORS:
        if v["name"] in vendors:
            regions.setdefault(v["region"], [])
            if v["name"] not in regions[v["region"]]:
                regions[v["region"]].append(v["name"])
    lines.append("distinct vendors in vendor-token notes: %d" % len(vendors))
    for reg in ("global", "kr", "jp", "cn", "eu"):
        lines.append("  %s: %d" % (reg, len(regions.get(reg, []))))
    tm = [tuple(n["_tmpl"]) for _, n in out]
    lines.append("distinct templates (family, placement, container/variant): %d" % len(dict.fromkeys(tm)))
    lines.append("distinct categories: %d" % len(dict.fromkeys(r["category"] for r in recs)))
    lines.append("secret notes with >1 listed secret: %d" % sum(1 for r in recs if len(r["secrets"]) > 1))
    lines.append("listed secrets total: %d" % sum(len(r["secrets"]) for r in recs))
    lines.append("publishable clean notes: %d" % sum(1 for r in recs if r["category"].endswith(" [publishable]")))
    lines.append("plain clean notes: %d" % sum(1 for _, n in out if n.get("_family") == "plain"))
    lines.append("secret repeated in ask_next_time: %d" % sum(
        1 for r in recs if r["kind"] == "secret" and any(s in r["fields"]["ask_next_time"] for s in r["secrets"])))
    lines.append("secret notes with a secret >= 200 chars: %d" % sum(
        1 for r in recs if any(len(s) >= 200 for s in r["secrets"])))
    fam = {}
    for _, n in out:
        key = n["kind"] + ":" + n["_family"]
        fam[key] = fam.get(key, 0) + 1
    for k in sorted(fam):
        lines.append("  family %s: %d" % (k, fam[k]))
    return "\n".join(lines)


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "blind_set_v104.jsonl"
    out = build()
    final_checks(out)
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r, _ in out)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    sys.stderr.write(stats(out) + "\n")
    sys.stderr.write("sha256 %s  %s\n" % (hashlib.sha256(data.encode("utf-8")).hexdigest(), path))


if __name__ == "__main__":
    main()
