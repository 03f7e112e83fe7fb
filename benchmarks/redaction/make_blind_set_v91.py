#!/usr/bin/env python3
"""make_blind_set_v91.py -- blind evaluation set v91 for a credential-redaction filter.

Python 3 standard library only, no network.  A single PRNG,
random.Random(91_2026_1127), drives every choice.  No iteration over sets,
no use of hash(), so the output is byte-identical on every run and under any
PYTHONHASHSEED.

Usage:  python3 make_blind_set_v91.py [output.jsonl]
"""
import base64
import hashlib
import json
import random
import re
import sys
import urllib.parse

SEED = 91_2026_1127
R = random.Random(SEED)

N_SECRET = 360
N_CLEAN = 360
N_EN_PER_KIND = 216          # 60 %
N_KO_PER_KIND = 144          # 40 %
ID_PREFIX = "eu"

# --------------------------------------------------------------------------
# character classes and random helpers (all draws go through R)
# --------------------------------------------------------------------------
DIG = "0123456789"
UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LOWER = "abcdefghijklmnopqrstuvwxyz"
CLASSES = {
    "AN": UPPER + LOWER + DIG,
    "HEX": "0123456789abcdef",
    "HEXU": "0123456789ABCDEF",
    "UP": UPPER + DIG,
    "UPL": UPPER,
    "LOW": LOWER + DIG,
    "LL": LOWER,
    "L": UPPER + LOWER,
    "DIG": DIG,
    "B64": UPPER + LOWER + DIG + "+/",
    "URL": UPPER + LOWER + DIG + "-_",
    "B32": UPPER + "234567",
    "BECH": "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L",
    "AZTIL": UPPER + LOWER + DIG + "._~-",
}


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def rs(alpha, n):
    return "".join(alpha[R.randrange(len(alpha))] for _ in range(n))


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def uuid4():
    h = rs(CLASSES["HEX"], 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


_PAT = re.compile(r"\{([A-Z0-9]+)(?::(\d+)(?:-(\d+))?)?\}")


def gen(pattern):
    """Expand a shape pattern such as 'ghp_{AN:36}' or 'sk-{AN:20-40}'."""
    out = []
    pos = 0
    for m in _PAT.finditer(pattern):
        out.append(pattern[pos:m.start()])
        cls = m.group(1)
        if cls == "UUID":
            out.append(uuid4())
        elif cls == "UUIDU":
            out.append(uuid4().upper())
        else:
            lo = int(m.group(2))
            hi = int(m.group(3)) if m.group(3) else lo
            out.append(rs(CLASSES[cls], R.randint(lo, hi)))
        pos = m.end()
    out.append(pattern[pos:])
    return "".join(out)


def b64(data, url=False, pad=True):
    if isinstance(data, str):
        data = data.encode("utf-8")
    s = base64.urlsafe_b64encode(data) if url else base64.b64encode(data)
    s = s.decode("ascii")
    return s if pad else s.rstrip("=")


def shuffled(seq):
    seq = list(seq)
    R.shuffle(seq)
    return seq


def sample(seq, k):
    return R.sample(list(seq), k)


def nbytes(s):
    return len(s.encode("utf-8"))


# --------------------------------------------------------------------------
# validation (the rules of FORMAT.txt)
# --------------------------------------------------------------------------
FIELD_NAMES = ("missing_context", "lesson", "ask_next_time")
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def _occurrences(text, sub):
    out = []
    i = text.find(sub)
    while i >= 0:
        out.append(i)
        i = text.find(sub, i + 1)
    return out


def violations(fields, secrets, kind):
    """Return a list of rule violations (empty list = valid note)."""
    bad = []
    if list(fields.keys()) != list(FIELD_NAMES):
        bad.append("field order")
    for k in FIELD_NAMES:
        v = fields[k]
        if not isinstance(v, str):
            bad.append("type " + k)
            continue
        if nbytes(v) > LIMITS[k]:
            bad.append("too long %s (%d)" % (k, nbytes(v)))
    if not fields["missing_context"].strip() or not fields["lesson"].strip():
        bad.append("empty field")
    if kind == "clean":
        if secrets:
            bad.append("clean note with secrets")
        return bad
    if not secrets:
        bad.append("secret note without secrets")
    if len(secrets) != len(dict.fromkeys(secrets)):
        bad.append("duplicate secret")
    for s in secrets:
        if len(s) < 8:
            bad.append("short secret %r" % s)
        if "\n" in s:
            bad.append("newline in secret")
        if not any(s in fields[k] for k in FIELD_NAMES):
            bad.append("secret not verbatim %r" % s)
    if bad:
        return bad
    # window rule: every 8-char window of every secret may occur only inside
    # an occurrence of a listed secret
    for k in FIELD_NAMES:
        text = fields[k]
        spans = []
        for s in secrets:
            for p in _occurrences(text, s):
                spans.append((p, p + len(s)))
        for s in secrets:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                for p in _occurrences(text, w):
                    if not any(a <= p and p + 8 <= b for a, b in spans):
                        bad.append("window %r of %r outside in %s" % (w, s, k))
                        return bad
    return bad


# --------------------------------------------------------------------------
# special credential shapes
# --------------------------------------------------------------------------
def jwt(role=None, alg=None, long_payload=False):
    alg = alg or pick(["HS256", "HS256", "RS256", "ES256"])
    hdr = {"alg": alg, "typ": "JWT"}
    if alg != "HS256" and chance(0.5):
        hdr["kid"] = gen("{URL:16-22}")
    now = R.randint(1_700_000_000, 1_760_000_000)
    pl = {"sub": pick([gen("{DIG:6-9}"), uuid4(), "svc-" + gen("{LL:4-8}")]),
          "iat": now, "exp": now + pick([900, 3600, 86400, 2592000])}
    if role:
        pl["role"] = role
    if chance(0.5):
        pl["iss"] = pick(["https://auth.internal", "supabase", "api-gateway",
                          "https://login.example-corp.kr", "keycloak"])
    if long_payload:
        pl["scope"] = " ".join(sample(["read:orders", "write:orders", "read:users",
                                       "admin:billing", "read:reports", "write:reports",
                                       "deploy:prod", "read:audit", "openid", "profile",
                                       "email", "offline_access"], 8))
        pl["jti"] = uuid4()
        pl["tenant"] = gen("t-{LOW:10}")
    h = b64(json.dumps(hdr, separators=(",", ":")), url=True, pad=False)
    p = b64(json.dumps(pl, separators=(",", ":")), url=True, pad=False)
    siglen = {"HS256": 32, "RS256": 256, "ES256": 64}[alg]
    if alg == "RS256" and not long_payload:
        siglen = pick([256, 128])
    s = b64(rbytes(siglen), url=True, pad=False)
    return h + "." + p + "." + s


def discord_token():
    uid = "1" + gen("{DIG:17-18}")
    return b64(uid, pad=False) + "." + gen("{URL:6}") + "." + gen("{URL:38}")


def mapbox_secret():
    user = pick(["mapteam", "geo-ops", "dlvr", "jisoo-map", "routing"])
    body = json.dumps({"u": user, "a": gen("cl{LOW:23}")}, separators=(",", ":"))
    return "sk." + b64(body, url=True, pad=False) + "." + gen("{URL:22}")


def elastic_api_key():
    return b64(gen("{URL:20}") + ":" + gen("{URL:22}"))


def adyen_key():
    return "AQE" + gen("{B64:60-93}") + "==-" + gen("{B64:43}") + "=-" + gen("{AN:16}")


# --------------------------------------------------------------------------
# vendor catalog: (vendor, region, product, fields, http)
#   fields: [(ENV_NAME, shape pattern or callable, is_secret)]
#   http:   {"m": method, "u": url, "h": [headers], "user": curl -u} with {0},{1}.. = field values
# --------------------------------------------------------------------------
class Vendor:
    def __init__(self, name, region, product, fields, http=None, cfg=None):
        self.name, self.region, self.product = name, region, product
        self.fields, self.http, self.cfg = fields, http, cfg or []

    def draw(self):
        vals = []
        for env, shape, secret in self.fields:
            v = shape() if callable(shape) else gen(shape)
            vals.append((env, v, secret))
        return vals


def H(m, u, h=(), user=None, data=None):
    return {"m": m, "u": u, "h": list(h), "user": user, "data": data}


BEARER = "Authorization: Bearer {0}"
V = Vendor
VENDORS = [
    # ---------------- global ----------------
    V("GitHub", "global", "classic PAT", [("GITHUB_TOKEN", "ghp_{AN:36}", True)],
      H("GET", "https://api.github.com/user/repos?per_page=100", [BEARER, "Accept: application/vnd.github+json"])),
    V("GitHub", "global", "fine-grained PAT", [("GH_TOKEN", "github_pat_11{UP:20}_{AN:59}", True)],
      H("GET", "https://api.github.com/repos/acme-kr/billing/actions/runs", [BEARER])),
    V("GitHub", "global", "app installation token", [("GITHUB_APP_TOKEN", "ghs_{AN:36}", True)],
      H("POST", "https://api.github.com/repos/acme-kr/infra/dispatches", ["Authorization: token {0}"])),
    V("GitLab", "global", "personal access token", [("GITLAB_TOKEN", "glpat-{URL:20}", True)],
      H("GET", "https://gitlab.com/api/v4/projects?membership=true", ["PRIVATE-TOKEN: {0}"])),
    V("GitLab", "global", "runner authentication token", [("CI_RUNNER_TOKEN", "glrt-{URL:20}", True)]),
    V("Slack", "global", "bot token", [("SLACK_BOT_TOKEN", "xoxb-{DIG:11}-{DIG:13}-{AN:24}", True)],
      H("POST", "https://slack.com/api/chat.postMessage", [BEARER, "Content-type: application/json"],
        data='{"channel":"C05QX8K2M3A","text":"deploy done"}')),
    V("Slack", "global", "user token", [("SLACK_USER_TOKEN", "xoxp-{DIG:11}-{DIG:11}-{DIG:13}-{HEX:32}", True)],
      H("GET", "https://slack.com/api/conversations.history?channel=C04A1B2C3D4", [BEARER])),
    V("Slack", "global", "app-level token", [("SLACK_APP_TOKEN", "xapp-1-A{UP:10}-{DIG:13}-{HEX:64}", True)]),
    V("Stripe", "global", "secret key", [("STRIPE_SECRET_KEY", lambda: gen(pick(["sk_live_{AN:24}", "sk_live_51{AN:97}"])), True)],
      H("GET", "https://api.stripe.com/v1/charges?limit=3", [], user="{0}:")),
    V("Stripe", "global", "restricted key", [("STRIPE_RESTRICTED_KEY", "rk_live_51{AN:97}", True)],
      H("GET", "https://api.stripe.com/v1/customers?limit=10", [BEARER])),
    V("Stripe", "global", "webhook signing secret", [("STRIPE_WEBHOOK_SECRET", "whsec_{AN:32}", True)]),
    V("AWS", "global", "IAM access key pair",
      [("AWS_ACCESS_KEY_ID", "AKIA{B32:16}", True), ("AWS_SECRET_ACCESS_KEY", "{B64:40}", True)],
      cfg=[("AWS_DEFAULT_REGION", "ap-northeast-2")]),
    V("AWS", "global", "STS session credentials",
      [("AWS_ACCESS_KEY_ID", "ASIA{B32:16}", True), ("AWS_SECRET_ACCESS_KEY", "{B64:40}", True),
       ("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2VjE{AN:2}aCXVzLWVhc3QtMSJH{B64:250-400}", True)]),
    V("Google Cloud", "global", "API key (server)", [("GOOGLE_API_KEY", "AIza{URL:35}", True)],
      H("GET", "https://maps.googleapis.com/maps/api/geocode/json?address=Gangnam-daero+390&key={0}")),
    V("Google", "global", "OAuth client secret",
      [("GOOGLE_CLIENT_ID", "{DIG:12}-{LOW:32}.apps.googleusercontent.com", False),
       ("GOOGLE_CLIENT_SECRET", "GOCSPX-{URL:28}", True)]),
    V("Google", "global", "OAuth refresh token",
      [("GOOGLE_CLIENT_ID", "{DIG:12}-{LOW:32}.apps.googleusercontent.com", False),
       ("GOOGLE_REFRESH_TOKEN", "1//0{AN:1}{URL:98}", True)]),
    V("OpenAI", "global", "project API key", [("OPENAI_API_KEY", "sk-proj-{URL:74}T3BlbkFJ{URL:74}", True)],
      H("POST", "https://api.openai.com/v1/chat/completions", [BEARER, "Content-Type: application/json"],
        data='{"model":"gpt-4o-mini","messages":[{"role":"user","content":"ping"}]}')),
    V("OpenAI", "global", "legacy API key", [("OPENAI_API_KEY", "sk-{AN:20}T3BlbkFJ{AN:20}", True)],
      H("GET", "https://api.openai.com/v1/models", [BEARER])),
    V("Anthropic", "global", "API key", [("ANTHROPIC_API_KEY", "sk-ant-api03-{URL:93}AA", True)],
      H("POST", "https://api.anthropic.com/v1/messages", ["x-api-key: {0}", "anthropic-version: 2023-06-01"])),
    V("Twilio", "global", "auth token",
      [("TWILIO_ACCOUNT_SID", "AC{HEX:32}", False), ("TWILIO_AUTH_TOKEN", "{HEX:32}", True)],
      H("POST", "https://api.twilio.com/2010-04-01/Accounts/{0}/Messages.json", [], user="{0}:{1}",
        data="To=%2B821012345678&From=%2B15005550006&Body=test")),
    V("SendGrid", "global", "API key", [("SENDGRID_API_KEY", "SG.{URL:22}.{URL:43}", True)],
      H("POST", "https://api.sendgrid.com/v3/mail/send", [BEARER, "Content-Type: application/json"])),
    V("Mailgun", "global", "private API key", [("MAILGUN_API_KEY", "key-{HEX:32}", True)],
      H("POST", "https://api.mailgun.net/v3/mg.acme.co.kr/messages", [], user="api:{0}")),
    V("npm", "global", "automation token", [("NPM_TOKEN", "npm_{AN:36}", True)]),
    V("PyPI", "global", "API token", [("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmcCJ{URL:60-150}", True)]),
    V("Docker Hub", "global", "personal access token", [("DOCKERHUB_TOKEN", "dckr_pat_{URL:27}", True)]),
    V("Shopify", "global", "Admin API access token", [("SHOPIFY_ADMIN_TOKEN", "shpat_{HEX:32}", True)],
      H("GET", "https://acme-kr.myshopify.com/admin/api/2024-07/products.json", ["X-Shopify-Access-Token: {0}"])),
    V("Atlassian", "global", "API token",
      [("JIRA_EMAIL", lambda: pick(["minji.park", "deploy-bot", "jhkim", "s.tanaka"]) + "@acme-corp.io", False),
       ("JIRA_API_TOKEN", "ATATT3xFfGF0{URL:170}={HEXU:8}", True)],
      H("GET", "https://acme-corp.atlassian.net/rest/api/3/search?jql=project%3DOPS", [], user="{0}:{1}")),
    V("Hugging Face", "global", "access token", [("HF_TOKEN", "hf_{L:34}", True)],
      H("GET", "https://huggingface.co/api/whoami-v2", [BEARER])),
    V("Databricks", "global", "personal access token", [("DATABRICKS_TOKEN", "dapi{HEX:32}", True)],
      H("GET", "https://dbc-4f2a91c3-77de.cloud.databricks.com/api/2.0/clusters/list", [BEARER])),
    V("DigitalOcean", "global", "personal access token", [("DIGITALOCEAN_TOKEN", "dop_v1_{HEX:64}", True)],
      H("GET", "https://api.digitalocean.com/v2/droplets?tag_name=web", [BEARER])),
    V("Linear", "global", "API key", [("LINEAR_API_KEY", "lin_api_{AN:40}", True)],
      H("POST", "https://api.linear.app/graphql", ["Authorization: {0}", "Content-Type: application/json"],
        data='{"query":"{ viewer { id name } }"}')),
    V("Notion", "global", "integration token", [("NOTION_TOKEN", lambda: gen(pick(["ntn_{AN:46}", "secret_{AN:43}"])), True)],
      H("POST", "https://api.notion.com/v1/search", [BEARER, "Notion-Version: 2022-06-28"])),
    V("Figma", "global", "personal access token", [("FIGMA_TOKEN", "figd_{URL:40}", True)],
      H("GET", "https://api.figma.com/v1/files/Qx8b2LmK4tR7vW1yZ3aC5d", ["X-Figma-Token: {0}"])),
    V("Postman", "global", "API key", [("POSTMAN_API_KEY", "PMAK-{HEX:24}-{HEX:34}", True)],
      H("GET", "https://api.getpostman.com/collections", ["X-Api-Key: {0}"])),
    V("Sentry", "global", "user auth token", [("SENTRY_AUTH_TOKEN", "sntryu_{HEX:64}", True)],
      H("GET", "https://sentry.io/api/0/organizations/acme/projects/", [BEARER])),
    V("Grafana", "global", "service account token", [("GRAFANA_TOKEN", "glsa_{AN:32}_{HEX:8}", True)],
      H("GET", "https://acme.grafana.net/api/search?type=dash-db", [BEARER])),
    V("New Relic", "global", "user API key", [("NEW_RELIC_API_KEY", "NRAK-{UP:27}", True)],
      H("POST", "https://api.newrelic.com/graphql", ["API-Key: {0}", "Content-Type: application/json"])),
    V("Datadog", "global", "API and application keys",
      [("DD_API_KEY", "{HEX:32}", True), ("DD_APP_KEY", "{HEX:40}", True)],
      H("GET", "https://api.datadoghq.com/api/v1/monitor", ["DD-API-KEY: {0}", "DD-APPLICATION-KEY: {1}"]),
      cfg=[("DD_SITE", "datadoghq.com")]),
    V("Cloudflare", "global", "API token", [("CLOUDFLARE_API_TOKEN", "{URL:40}", True)],
      H("GET", "https://api.cloudflare.com/client/v4/user/tokens/verify", [BEARER])),
    V("Cloudflare", "global", "global API key",
      [("CF_API_EMAIL", lambda: pick(["ops", "infra", "hyunwoo"]) + "@acme-corp.io", False), ("CF_API_KEY", "{HEX:37}", True)],
      H("GET", "https://api.cloudflare.com/client/v4/zones", ["X-Auth-Email: {0}", "X-Auth-Key: {1}"])),
    V("Microsoft Azure", "global", "Entra ID client secret",
      [("AZURE_TENANT_ID", "{UUID}", False), ("AZURE_CLIENT_ID", "{UUID}", False),
       ("AZURE_CLIENT_SECRET", "{AN:3}8Q~{AZTIL:34}", True)]),
    V("Microsoft Azure", "global", "storage account key",
      [("AZURE_STORAGE_ACCOUNT", lambda: pick(["acmeprodlogs", "stgbackupkr", "mediastore01"]), False),
       ("AZURE_STORAGE_KEY", "{B64:86}==", True)]),
    V("Discord", "global", "bot token", [("DISCORD_BOT_TOKEN", discord_token, True)],
      H("GET", "https://discord.com/api/v10/users/@me", ["Authorization: Bot {0}"])),
    V("Telegram", "global", "bot token", [("TELEGRAM_BOT_TOKEN", "{DIG:10}:AA{URL:33}", True)],
      H("GET", "https://api.telegram.org/bot{0}/getUpdates?offset=-1")),
    V("Mapbox", "global", "secret access token", [("MAPBOX_SECRET_TOKEN", mapbox_secret, True)],
      H("GET", "https://api.mapbox.com/uploads/v1/mapteam?access_token={0}")),
    V("Square", "global", "access token", [("SQUARE_ACCESS_TOKEN", "EAAA{URL:60}", True)],
      H("GET", "https://connect.squareup.com/v2/locations", [BEARER, "Square-Version: 2024-07-17"])),
    V("Braintree", "global", "access token", [("BRAINTREE_ACCESS_TOKEN", "access_token$production${LOW:16}${HEX:32}", True)]),
    V("Okta", "global", "API token", [("OKTA_API_TOKEN", "00{URL:40}", True)],
      H("GET", "https://acme.okta.com/api/v1/users?limit=25", ["Authorization: SSWS {0}"])),
    V("HashiCorp Vault", "global", "service token", [("VAULT_TOKEN", "hvs.CAESI{URL:86}", True)],
      H("GET", "https://vault.internal.acme.io:8200/v1/secret/data/payments", ["X-Vault-Token: {0}"])),
    V("Terraform Cloud", "global", "user API token", [("TF_TOKEN_app_terraform_io", "{AN:14}.atlasv1.{AN:67}", True)]),
    V("Generic JWT", "global", "bearer JWT", [("API_BEARER_TOKEN", lambda: jwt(), True)],
      H("GET", "https://api.internal.acme.io/v2/orders?status=pending", [BEARER])),
    V("age", "global", "age secret key", [("SOPS_AGE_KEY", "AGE-SECRET-KEY-1{BECH:58}", True)]),
    V("Supabase", "global", "service_role key",
      [("SUPABASE_URL", lambda: "https://" + gen("{LL:20}") + ".supabase.co", False),
       ("SUPABASE_SERVICE_ROLE_KEY", lambda: jwt(role="service_role", alg="HS256"), True)]),
    V("Supabase", "global", "management access token", [("SUPABASE_ACCESS_TOKEN", "sbp_{HEX:40}", True)]),
    V("Doppler", "global", "service token", [("DOPPLER_TOKEN", "dp.st.prd.{AN:40}", True)]),
    V("Pulumi", "global", "access token", [("PULUMI_ACCESS_TOKEN", "pul-{HEX:40}", True)]),
    V("Buildkite", "global", "API access token", [("BUILDKITE_API_TOKEN", "bkua_{HEX:40}", True)],
      H("GET", "https://api.buildkite.com/v2/organizations/acme/builds?state=failed", [BEARER])),
    V("Tailscale", "global", "auth key", [("TS_AUTHKEY", "tskey-auth-k{AN:10}CNTRL-{AN:33}", True)]),
    V("Firebase", "global", "FCM legacy server key", [("FCM_SERVER_KEY", "AAAA{URL:7}:APA91b{URL:134}", True)],
      H("POST", "https://fcm.googleapis.com/fcm/send", ["Authorization: key={0}", "Content-Type: application/json"])),
    V("Airtable", "global", "personal access token", [("AIRTABLE_TOKEN", "pat{AN:14}.{HEX:64}", True)],
      H("GET", "https://api.airtable.com/v0/appQ3x7Lm2Kp9Rt4W/Tasks?maxRecords=5", [BEARER])),
    V("Dropbox", "global", "short-lived access token", [("DROPBOX_TOKEN", "sl.{URL:135}", True)],
      H("POST", "https://api.dropboxapi.com/2/users/get_current_account", [BEARER])),
    V("Contentful", "global", "management token", [("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-{URL:43}", True)]),
    V("Replicate", "global", "API token", [("REPLICATE_API_TOKEN", "r8_{AN:37}", True)],
      H("GET", "https://api.replicate.com/v1/predictions", [BEARER])),
    V("Groq", "global", "API key", [("GROQ_API_KEY", "gsk_{AN:52}", True)],
      H("GET", "https://api.groq.com/openai/v1/models", [BEARER])),
    V("Perplexity", "global", "API key", [("PPLX_API_KEY", "pplx-{AN:48}", True)],
      H("POST", "https://api.perplexity.ai/chat/completions", [BEARER])),
    V("xAI", "global", "API key", [("XAI_API_KEY", "xai-{AN:80}", True)],
      H("GET", "https://api.x.ai/v1/models", [BEARER])),
    V("Bitbucket", "global", "app password",
      [("BITBUCKET_USERNAME", lambda: pick(["ci-bot-acme", "dev.yoon", "buildsvc"]), False),
       ("BITBUCKET_APP_PASSWORD", "ATBB{AN:32}{HEXU:8}", True)],
      H("GET", "https://api.bitbucket.org/2.0/repositories/acme", [], user="{0}:{1}")),
    V("Algolia", "global", "admin API key",
      [("ALGOLIA_APP_ID", "{UP:10}", False), ("ALGOLIA_ADMIN_KEY", "{HEX:32}", True)],
      H("GET", "https://{0}.algolia.net/1/indexes", ["X-Algolia-Application-Id: {0}", "X-Algolia-API-Key: {1}"])),
    V("Mailchimp", "global", "API key", [("MAILCHIMP_API_KEY", lambda: gen("{HEX:32}") + "-us" + str(R.randint(1, 21)), True)]),
    V("Auth0", "global", "client secret",
      [("AUTH0_CLIENT_ID", "{AN:32}", False), ("AUTH0_CLIENT_SECRET", "{URL:64}", True)],
      cfg=[("AUTH0_DOMAIN", "acme-kr.jp.auth0.com")]),
    V("PlanetScale", "global", "database password",
      [("DATABASE_USERNAME", "{LOW:20}", False), ("DATABASE_PASSWORD", "pscale_pw_{URL:43}", True)],
      cfg=[("DATABASE_HOST", "aws.connect.psdb.cloud")]),
    V("Vercel", "global", "access token", [("VERCEL_TOKEN", "{AN:24}", True)],
      H("GET", "https://api.vercel.com/v9/projects", [BEARER])),
    V("Render", "global", "API key", [("RENDER_API_KEY", "rnd_{AN:32}", True)],
      H("GET", "https://api.render.com/v1/services?limit=20", [BEARER])),
    V("Cohere", "global", "API key", [("CO_API_KEY", "{AN:40}", True)],
      H("POST", "https://api.cohere.com/v2/embed", [BEARER])),
    V("CircleCI", "global", "personal API token", [("CIRCLECI_TOKEN", "CCIPAT_{AN:22}_{HEX:40}", True)],
      H("GET", "https://circleci.com/api/v2/me", ["Circle-Token: {0}"])),
    V("JFrog", "global", "API key", [("ARTIFACTORY_API_KEY", "AKCp8{AN:68}", True)],
      H("GET", "https://acme.jfrog.io/artifactory/api/repositories", ["X-JFrog-Art-Api: {0}"])),
    V("SonarQube", "global", "user token", [("SONAR_TOKEN", "squ_{HEX:40}", True)]),
    V("MongoDB Atlas", "global", "programmatic API key",
      [("MONGODB_ATLAS_PUBLIC_KEY", "{LL:8}", False), ("MONGODB_ATLAS_PRIVATE_KEY", "{UUID}", True)]),
    V("Elastic", "global", "API key", [("ELASTIC_API_KEY", elastic_api_key, True)],
      H("GET", "https://acme-prod.es.ap-northeast-2.aws.elastic-cloud.com:443/_cat/indices?v", ["Authorization: ApiKey {0}"])),
    V("PagerDuty", "global", "events routing key", [("PAGERDUTY_ROUTING_KEY", "{HEX:32}", True)]),
    V("Spotify", "global", "client secret",
      [("SPOTIFY_CLIENT_ID", "{HEX:32}", False), ("SPOTIFY_CLIENT_SECRET", "{HEX:32}", True)]),
    # ---------------- Korea ----------------
    V("Naver Developers", "kr", "Open API client secret",
      [("NAVER_CLIENT_ID", "{AN:20}", False), ("NAVER_CLIENT_SECRET", "{AN:10}", True)],
      H("GET", "https://openapi.naver.com/v1/search/blog.json?query=%EC%BA%A0%ED%95%91&display=10",
        ["X-Naver-Client-Id: {0}", "X-Naver-Client-Secret: {1}"])),
    V("Naver Cloud Platform", "kr", "API access key pair",
      [("NCP_ACCESS_KEY", "{AN:20}", True), ("NCP_SECRET_KEY", "{AN:40}", True)],
      cfg=[("NCP_REGION", "KR")]),
    V("Kakao", "kr", "REST API key", [("KAKAO_REST_API_KEY", "{HEX:32}", True)],
      H("GET", "https://dapi.kakao.com/v2/local/search/address.json?query=%ED%8C%90%EA%B5%90%EC%97%AD%EB%A1%9C",
        ["Authorization: KakaoAK {0}"])),
    V("Kakao", "kr", "Admin key", [("KAKAO_ADMIN_KEY", "{HEX:32}", True)],
      H("GET", "https://kapi.kakao.com/v1/user/ids?limit=100", ["Authorization: KakaoAK {0}"])),
    V("Kakao", "kr", "login client secret",
      [("KAKAO_REST_API_KEY", "{HEX:32}", True), ("KAKAO_CLIENT_SECRET", "{AN:32}", True)]),
    V("Toss Payments", "kr", "secret key", [("TOSS_SECRET_KEY", lambda: gen(pick(["live_sk_{AN:28}", "live_gsk_{AN:28}"])), True)],
      H("POST", "https://api.tosspayments.com/v1/payments/confirm", ["Content-Type: application/json"], user="{0}:")),
    V("KakaoPay", "kr", "secret key", [("KAKAOPAY_SECRET_KEY", lambda: gen(pick(["DEV", "PRD"]) + "{HEXU:37}"), True)],
      H("POST", "https://open-api.kakaopay.com/online/v1/payment/ready", ["Authorization: SECRET_KEY {0}", "Content-Type: application/json"])),
    V("PortOne", "kr", "V2 API secret", [("PORTONE_API_SECRET", "{AN:80}", True)],
      H("GET", "https://api.portone.io/payments/order-20241127-0042", ["Authorization: PortOne {0}"])),
    V("PortOne (iamport)", "kr", "REST API key and secret",
      [("IMP_KEY", "{DIG:16}", True), ("IMP_SECRET", "{AN:80}", True)],
      H("POST", "https://api.iamport.kr/users/getToken", ["Content-Type: application/json"],
        data='{"imp_key":"{0}","imp_secret":"{1}"}')),
    V("Solapi (CoolSMS)", "kr", "API key and secret",
      [("SOLAPI_API_KEY", "NCS{UP:13}", True), ("SOLAPI_API_SECRET", "{UP:32}", True)]),
    V("Aligo", "kr", "SMS API key",
      [("ALIGO_API_KEY", "{LOW:32}", True), ("ALIGO_USER_ID", lambda: pick(["acmeshop", "devhyun", "noti_kr"]), False)],
      H("POST", "https://apis.aligo.in/send/", [], data="key={0}&user_id={1}&sender=0215880000&receiver=01012345678&msg=test")),
    V("NHN Cloud", "kr", "Notification secret key",
      [("NHN_APP_KEY", "{AN:16}", False), ("NHN_SECRET_KEY", "{AN:8}", True)],
      H("POST", "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/{0}/sender/sms",
        ["X-Secret-Key: {1}", "Content-Type: application/json;charset=UTF-8"])),
    V("Upbit", "kr", "Open API key pair",
      [("UPBIT_ACCESS_KEY", "{AN:40}", True), ("UPBIT_SECRET_KEY", "{AN:40}", True)]),
    V("Bithumb", "kr", "API key pair",
      [("BITHUMB_API_KEY", "{HEX:32}", True), ("BITHUMB_SECRET_KEY", "{HEX:32}", True)]),
    V("data.go.kr", "kr", "service key (encoding)",
      [("DATA_GO_KR_SERVICE_KEY", lambda: urllib.parse.quote(gen("{B64:20}/{B64:30}+{B64:34}=="), safe=""), True)],
      H("GET", "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey={0}&pageNo=1&numOfRows=100&dataType=JSON&base_date=20241127&base_time=0500&nx=61&ny=125")),
    V("LINE", "kr/jp", "Messaging API channel access token",
      [("LINE_CHANNEL_ACCESS_TOKEN", "{B64:171}=", True), ("LINE_CHANNEL_SECRET", "{HEX:32}", True)],
      H("POST", "https://api.line.me/v2/bot/message/push", [BEARER, "Content-Type: application/json"])),
    V("NICEPAY", "kr", "merchant key",
      [("NICEPAY_MID", "nicepay{LOW:3}m", False), ("NICEPAY_MERCHANT_KEY", "{B64:86}==", True)]),
    V("Coupang", "kr", "Open API key pair",
      [("COUPANG_ACCESS_KEY", "{UUID}", True), ("COUPANG_SECRET_KEY", "{HEX:40}", True)],
      cfg=[("COUPANG_VENDOR_ID", "A00" + "123456")]),
    V("Channel Talk", "kr", "Open API access key",
      [("CHANNEL_ACCESS_KEY", "{HEX:24}", True), ("CHANNEL_ACCESS_SECRET", "{HEX:32}", True)],
      H("GET", "https://api.channel.io/open/v5/user-chats?state=opened", ["x-access-key: {0}", "x-access-secret: {1}"])),
    V("Sendbird", "kr", "API token",
      [("SENDBIRD_APP_ID", "{UUIDU}", False), ("SENDBIRD_API_TOKEN", "{HEX:40}", True)],
      H("GET", "https://api-{0}.sendbird.com/v3/users?limit=10", ["Api-Token: {1}"])),
    V("Korea Investment (KIS)", "kr", "Open API appkey/appsecret",
      [("KIS_APP_KEY", "PS{AN:34}", True), ("KIS_APP_SECRET", "{B64:180}", True)],
      H("POST", "https://openapi.koreainvestment.com:9443/oauth2/tokenP", ["content-type: application/json"],
        data='{"grant_type":"client_credentials","appkey":"{0}","appsecret":"{1}"}')),
    # ---------------- Japan ----------------
    V("Chatwork", "jp", "API token", [("CHATWORK_API_TOKEN", "{HEX:32}", True)],
      H("GET", "https://api.chatwork.com/v2/me", ["X-ChatWorkToken: {0}"])),
    V("Backlog", "jp", "API key", [("BACKLOG_API_KEY", "{AN:64}", True)],
      H("GET", "https://acme-jp.backlog.jp/api/v2/users/myself?apiKey={0}")),
    V("PAY.JP", "jp", "secret key", [("PAYJP_SECRET_KEY", "sk_live_{HEX:48}", True)],
      H("GET", "https://api.pay.jp/v1/charges?limit=3", [], user="{0}:")),
    V("Sakura Cloud", "jp", "API access token",
      [("SAKURACLOUD_ACCESS_TOKEN", "{UUID}", True), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", "{AN:64}", True)],
      cfg=[("SAKURACLOUD_ZONE", "is1b")]),
    V("kintone", "jp", "API token", [("KINTONE_API_TOKEN", "{AN:40}", True)],
      H("GET", "https://acme-jp.cybozu.com/k/v1/records.json?app=42", ["X-Cybozu-API-Token: {0}"])),
    V("Rakuten", "jp", "application secret",
      [("RAKUTEN_APP_ID", "{DIG:19}", False), ("RAKUTEN_APP_SECRET", "{HEX:40}", True)]),
    V("Yahoo! JAPAN", "jp", "client secret",
      [("YJ_CLIENT_ID", "dj00aiZpPS{URL:40}", False), ("YJ_CLIENT_SECRET", "{AN:40}", True)]),
    V("GMO Payment Gateway", "jp", "shop password",
      [("GMO_SHOP_ID", "tshop{DIG:8}", False), ("GMO_SHOP_PASS", "{LOW:8}", True)]),
    V("SORACOM", "jp", "AuthKey",
      [("SORACOM_AUTH_KEY_ID", "keyId-{AN:32}", True), ("SORACOM_AUTH_KEY", "secret-{AN:64}", True)]),
    # ---------------- China ----------------
    V("Alibaba Cloud", "cn", "AccessKey pair",
      [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t{AN:18}", True), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", "{AN:30}", True)],
      cfg=[("ALIBABA_CLOUD_REGION_ID", "cn-hangzhou")]),
    V("Tencent Cloud", "cn", "SecretId/SecretKey",
      [("TENCENTCLOUD_SECRET_ID", "AKID{AN:32}", True), ("TENCENTCLOUD_SECRET_KEY", "{AN:32}", True)],
      cfg=[("TENCENTCLOUD_REGION", "ap-shanghai")]),
    V("Baidu AI Cloud", "cn", "API Key/Secret Key",
      [("BAIDU_API_KEY", "{AN:24}", True), ("BAIDU_SECRET_KEY", "{AN:32}", True)],
      H("POST", "https://aip.baidubce.com/oauth/2.0/token?grant_type=client_credentials&client_id={0}&client_secret={1}")),
    V("Huawei Cloud", "cn", "AK/SK",
      [("HUAWEICLOUD_SDK_AK", "{UP:20}", True), ("HUAWEICLOUD_SDK_SK", "{AN:40}", True)]),
    V("WeChat", "cn", "AppSecret",
      [("WECHAT_APPID", "wx{HEX:16}", False), ("WECHAT_APPSECRET", "{HEX:32}", True)],
      H("GET", "https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid={0}&secret={1}")),
    V("DingTalk", "cn", "robot access token and signing secret",
      [("DINGTALK_ACCESS_TOKEN", "{HEX:64}", True), ("DINGTALK_SECRET", "SEC{HEX:64}", True)],
      H("POST", "https://oapi.dingtalk.com/robot/send?access_token={0}", ["Content-Type: application/json"])),
    V("Feishu / Lark", "cn", "app secret",
      [("FEISHU_APP_ID", "cli_{HEX:16}", False), ("FEISHU_APP_SECRET", "{AN:32}", True)],
      H("POST", "https://open.feishu.cn/open-apis/auth/v3/tenant_access_token/internal", ["Content-Type: application/json"],
        data='{"app_id":"{0}","app_secret":"{1}"}')),
    V("Qiniu", "cn", "AccessKey/SecretKey",
      [("QINIU_ACCESS_KEY", "{URL:40}", True), ("QINIU_SECRET_KEY", "{URL:40}", True)]),
    V("Volcengine", "cn", "AccessKey pair",
      [("VOLC_ACCESSKEY", "AKLT{URL:40}", True), ("VOLC_SECRETKEY", "{B64:58}==", True)]),
    V("Zhipu AI", "cn", "API key", [("ZHIPUAI_API_KEY", "{HEX:32}.{AN:16}", True)],
      H("POST", "https://open.bigmodel.cn/api/paas/v4/chat/completions", [BEARER])),
    V("Moonshot AI", "cn", "API key", [("MOONSHOT_API_KEY", "sk-{AN:48}", True)],
      H("GET", "https://api.moonshot.cn/v1/models", [BEARER])),
    V("Alibaba DashScope", "cn", "API key", [("DASHSCOPE_API_KEY", "sk-{HEX:32}", True)],
      H("POST", "https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions", [BEARER])),
    V("DeepSeek", "cn", "API key", [("DEEPSEEK_API_KEY", "sk-{HEX:32}", True)],
      H("POST", "https://api.deepseek.com/chat/completions", [BEARER])),
    V("Gitee", "cn", "private token", [("GITEE_TOKEN", "{HEX:32}", True)],
      H("GET", "https://gitee.com/api/v5/user/repos?access_token={0}&per_page=50")),
    V("WeCom", "cn", "group robot webhook key", [("WECOM_WEBHOOK_KEY", "{UUID}", True)],
      H("POST", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={0}", ["Content-Type: application/json"])),
    # ---------------- Europe ----------------
    V("Mollie", "eu", "live API key", [("MOLLIE_API_KEY", "live_{AN:30}", True)],
      H("GET", "https://api.mollie.com/v2/payments?limit=5", [BEARER])),
    V("Adyen", "eu", "API key", [("ADYEN_API_KEY", adyen_key, True)],
      H("POST", "https://checkout-test.adyen.com/v71/paymentMethods", ["X-API-Key: {0}", "Content-Type: application/json"])),
    V("GoCardless", "eu", "live access token", [("GOCARDLESS_ACCESS_TOKEN", "live_{URL:40}", True)],
      H("GET", "https://api.gocardless.com/customers?limit=10", [BEARER, "GoCardless-Version: 2015-07-06"])),
    V("Scaleway", "eu", "API key",
      [("SCW_ACCESS_KEY", "SCW{UP:17}", True), ("SCW_SECRET_KEY", "{UUID}", True)],
      cfg=[("SCW_DEFAULT_REGION", "fr-par")]),
    V("OVHcloud", "eu", "API application key/secret/consumer key",
      [("OVH_APPLICATION_KEY", "{AN:16}", True), ("OVH_APPLICATION_SECRET", "{AN:32}", True),
       ("OVH_CONSUMER_KEY", "{AN:32}", True)],
      cfg=[("OVH_ENDPOINT", "ovh-eu")]),
    V("Hetzner Cloud", "eu", "API token", [("HCLOUD_TOKEN", "{AN:64}", True)],
      H("GET", "https://api.hetzner.cloud/v1/servers", [BEARER])),
    V("Brevo", "eu", "API key", [("BREVO_API_KEY", "xkeysib-{HEX:64}-{AN:16}", True)],
      H("GET", "https://api.brevo.com/v3/account", ["api-key: {0}", "accept: application/json"])),
    V("Mailjet", "eu", "API key and secret",
      [("MJ_APIKEY_PUBLIC", "{HEX:32}", True), ("MJ_APIKEY_PRIVATE", "{HEX:32}", True)],
      H("POST", "https://api.mailjet.com/v3.1/send", ["Content-Type: application/json"], user="{0}:{1}")),
    V("DeepL", "eu", "auth key", [("DEEPL_AUTH_KEY", "{UUID}:fx", True)],
      H("GET", "https://api-free.deepl.com/v2/usage", ["Authorization: DeepL-Auth-Key {0}"])),
    V("Exoscale", "eu", "API key pair",
      [("EXOSCALE_API_KEY", "EXO{HEX:24}", True), ("EXOSCALE_API_SECRET", "{URL:43}", True)]),
    V("Pusher", "eu", "app secret",
      [("PUSHER_APP_ID", "{DIG:7}", False), ("PUSHER_KEY", "{HEX:20}", False), ("PUSHER_SECRET", "{HEX:20}", True)],
      cfg=[("PUSHER_CLUSTER", "eu")]),
    V("SumUp", "eu", "secret API key", [("SUMUP_API_KEY", "sup_sk_{AN:32}", True)],
      H("GET", "https://api.sumup.com/v0.1/me", [BEARER])),
    V("Checkout.com", "eu", "secret key", [("CKO_SECRET_KEY", "sk_sbox_{LOW:26}", True)],
      H("POST", "https://api.sandbox.checkout.com/payments", [BEARER, "Content-Type: application/json"])),
    V("Paddle", "eu", "API key", [("PADDLE_API_KEY", "pdl_live_apikey_{LOW:26}_{AN:22}_{AN:3}", True)],
      H("GET", "https://api.paddle.com/products?status=active", [BEARER])),
    V("MessageBird (Bird)", "eu", "live access key", [("MESSAGEBIRD_ACCESS_KEY", "{AN:25}", True)],
      H("GET", "https://rest.messagebird.com/balance", ["Authorization: AccessKey {0}"])),
    V("Infobip", "eu", "API key", [("INFOBIP_API_KEY", "{HEX:32}-{UUID}", True)],
      H("POST", "https://8gk3qd.api.infobip.com/sms/2/text/advanced", ["Authorization: App {0}", "Content-Type: application/json"])),
    V("Wise", "eu", "personal API token", [("WISE_API_TOKEN", "{UUID}", True)],
      H("GET", "https://api.transferwise.com/v1/profiles", [BEARER])),
    V("Qonto", "eu", "API secret key",
      [("QONTO_LOGIN", lambda: pick(["acme-sas", "studio-lumen", "kbeauty-eu"]) + "-" + gen("{LOW:4}"), False),
       ("QONTO_SECRET_KEY", "{HEX:32}", True)],
      H("GET", "https://thirdparty.qonto.com/v2/organization", ["Authorization: {0}:{1}"])),
    V("Mistral AI", "eu", "API key", [("MISTRAL_API_KEY", "{AN:32}", True)],
      H("GET", "https://api.mistral.ai/v1/models", [BEARER])),
    V("Aiven", "eu", "API token", [("AIVEN_TOKEN", "{B64:300-360}", True)],
      H("GET", "https://api.aiven.io/v1/project/acme-data/service", ["Authorization: aivenv1 {0}"])),
]

VENDOR_NAMES = list(dict.fromkeys(v.name for v in VENDORS))


# --------------------------------------------------------------------------
# passwords of people and services
# --------------------------------------------------------------------------
EN_WORDS = ["Sunflower", "Harbor", "Maple", "Falcon", "Granite", "Velvet", "Orbit", "Copper",
            "Lantern", "Meadow", "Thunder", "Pepper", "Summit", "Willow", "Cobalt", "Juniper",
            "Nimbus", "Saffron", "Tundra", "Walrus", "Zephyr", "Biscuit", "Crimson", "Dolphin",
            "Ember", "Fjord", "Glacier", "Hazel", "Indigo", "Jasper", "Kettle", "Lobster",
            "Mango", "Nutmeg", "Otter", "Pumpkin", "Quartz", "Raven", "Sparrow", "Tiger"]
PASS_WORDS = ["river", "candle", "purple", "monkey", "basket", "violin", "planet", "tomato",
              "button", "rocket", "pillow", "garden", "silver", "window", "turtle", "coffee",
              "pencil", "mirror", "forest", "bridge", "magnet", "velvet", "anchor", "cactus",
              "dragon", "feather", "glider", "hammock", "island", "jungle", "kitten", "ladder"]
KO_WORDS = ["사랑해", "행복", "우리집", "고양이", "강아지", "하늘", "바다", "서울", "부산", "비밀",
            "김치", "커피", "토끼", "여름", "겨울", "봄날", "별빛", "달빛", "무지개", "도토리",
            "호랑이", "개발팀", "라면", "떡볶이", "제주도", "한강", "보라색", "초코", "눈사람", "다람쥐"]
NAMES_ROMAN = ["minji", "jiwoo", "seojun", "hayoon", "doyun", "yuna", "jihoon", "sora", "taeyang",
               "eunbi", "kenji", "yuki", "haruto", "wei", "lina", "marco", "sofia", "lukas", "emma"]
SYMS = "!@#$%^&*?"
PUNCT = "!@#$%^&*()-_=+[]{};:,.<>?/~|"

# Korean 2-set (dubeolsik) keyboard layout: what a Hangul word looks like when
# typed with the IME switched off.
_CHO = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
_JUNG = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
_JONG = ["", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ",
         "ㅁ", "ㅂ", "ㅄ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
_KEY = {"ㅂ": "q", "ㅈ": "w", "ㄷ": "e", "ㄱ": "r", "ㅅ": "t", "ㅛ": "y", "ㅕ": "u", "ㅑ": "i", "ㅐ": "o",
        "ㅔ": "p", "ㅁ": "a", "ㄴ": "s", "ㅇ": "d", "ㄹ": "f", "ㅎ": "g", "ㅗ": "h", "ㅓ": "j", "ㅏ": "k",
        "ㅣ": "l", "ㅋ": "z", "ㅌ": "x", "ㅊ": "c", "ㅍ": "v", "ㅠ": "b", "ㅜ": "n", "ㅡ": "m",
        "ㅃ": "Q", "ㅉ": "W", "ㄸ": "E", "ㄲ": "R", "ㅆ": "T", "ㅒ": "O", "ㅖ": "P",
        "ㅘ": "hk", "ㅙ": "ho", "ㅚ": "hl", "ㅝ": "nj", "ㅞ": "np", "ㅟ": "nl", "ㅢ": "ml",
        "ㄳ": "rt", "ㄵ": "sw", "ㄶ": "sg", "ㄺ": "fr", "ㄻ": "fa", "ㄼ": "fq", "ㄽ": "ft", "ㄾ": "fx",
        "ㄿ": "fv", "ㅀ": "fg", "ㅄ": "qt"}


def dubeolsik(word):
    out = []
    for ch in word:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(_KEY[_CHO[c // 588]])
            out.append(_KEY[_JUNG[(c % 588) // 28]])
            jong = _JONG[c % 28]
            if jong:
                out.append(_KEY[jong])
        else:
            out.append(ch)
    return "".join(out)


def pw_human():
    s = pick([
        lambda: pick(EN_WORDS) + str(R.randint(1985, 2025)) + pick(SYMS),
        lambda: pick(EN_WORDS) + pick(SYMS) + pick(EN_WORDS).lower() + str(R.randint(10, 99)),
        lambda: pick(NAMES_ROMAN).capitalize() + gen("{DIG:6}") + pick(SYMS),
        lambda: pick(PASS_WORDS) + pick(PASS_WORDS).capitalize() + str(R.randint(1, 999)),
        lambda: pick(EN_WORDS).replace("a", "@").replace("o", "0").replace("e", "3") + str(R.randint(10, 9999)) + pick(SYMS),
        lambda: pick(NAMES_ROMAN) + "_" + str(R.randint(1990, 2012)) + pick(["!!", "#", "^^", "*"]),
    ])()
    return s


def pw_passphrase(sep=None):
    sep = sep if sep is not None else pick(["-", ".", "_", " ", "+"])
    words = sample(PASS_WORDS, R.randint(3, 5))
    if chance(0.4):
        words[R.randrange(len(words))] += str(R.randint(2, 99))
    return sep.join(words)


def pw_punct(n=None, avoid=""):
    n = n or R.randint(12, 26)
    alpha = "".join(c for c in CLASSES["AN"] + PUNCT * 2 if c not in avoid)
    while True:
        s = rs(alpha, n)
        if sum(c in PUNCT for c in s) >= 3 and any(c.isdigit() for c in s):
            return s


def pw_korean_keyboard():
    w = "".join(sample(KO_WORDS, R.randint(1, 2)))
    s = dubeolsik(w)
    s += pick(["", str(R.randint(1, 9999)), "!", "@" + str(R.randint(10, 99)), "^^"]) + pick(["", "!", "#"])
    while len(s) < 8:
        s += str(R.randint(0, 9))
    return s


def pw_hangul():
    w = "".join(sample(KO_WORDS, R.randint(1, 2)))
    s = w + pick(["", str(R.randint(1, 2025)), "!" + str(R.randint(10, 99)), "^^"]) + pick(["", "!", "@", "#"])
    while len(s) < 8:
        s += str(R.randint(0, 9))
    return s


def pw_random(n=None):
    n = n or R.randint(16, 32)
    return gen("{AN:%d}" % n)


def pw_service():
    return pick([lambda: gen("{AN:20-32}"), lambda: gen("{URL:24-40}"),
                 lambda: b64(rbytes(R.choice([18, 24, 30]))).rstrip("="),
                 lambda: gen("{HEX:32}"), lambda: pw_punct()])()


PW_STYLES = [("human", pw_human), ("passphrase", pw_passphrase), ("punctuation-heavy", pw_punct),
             ("korean-keyboard", pw_korean_keyboard), ("hangul", pw_hangul), ("random", pw_random),
             ("service", pw_service)]


def any_password(styles=None, safe=None):
    """Return (style, password).  safe: a string of characters the password must not contain."""
    pool = [s for s in PW_STYLES if styles is None or s[0] in styles]
    while True:
        name, fn = pick(pool)
        p = fn()
        if len(p) < 8:
            continue
        if safe is not None and any(c in p for c in safe):
            continue
        return name, p


USERS = ["admin", "root", "deploy", "svc_etl", "app_rw", "readonly", "jenkins", "backup",
         "grafana", "ci-runner", "postgres", "sa", "batch_user", "report", "ops", "mig_user",
         "kafka-client", "airflow", "metabase", "superset"]
HOSTS = ["db-prod-01.internal", "10.20.3.41", "pg-staging.acme.local", "mysql.dev.svc.cluster.local",
         "rds-orders.c9x2kq1.ap-northeast-2.rds.amazonaws.com", "192.168.0.15", "mq01.corp.acme.kr",
         "cache-01.internal", "bastion.acme.io", "nas.home.arpa", "172.31.8.207", "ftp.partner-logis.co.kr",
         "mongo-0.mongo.db.svc", "redis-master.infra", "sqlsrv-erp.corp.local", "ldap.acme.kr"]
HOSTS_BY = {
    "db": ["db-prod-01.internal", "10.20.3.41", "pg-staging.acme.local", "mysql.dev.svc.cluster.local",
           "rds-orders.c9x2kq1.ap-northeast-2.rds.amazonaws.com", "sqlsrv-erp.corp.local", "mongo-0.mongo.db.svc"],
    "server": ["bastion.acme.io", "10.20.3.41", "172.31.8.207", "web-03.corp.acme.kr", "batch01.internal"],
    "cache": ["cache-01.internal", "redis-master.infra", "10.20.7.12"],
    "share": ["nas.home.arpa", "192.168.0.15", "fs01.corp.local"],
    "ldap": ["ldap.acme.kr", "ad01.corp.local"],
    "mq": ["mq01.corp.acme.kr", "rabbitmq.infra"],
}
SERVICES_KO = {"db": "DB", "mq": "메시지 큐", "cache": "캐시", "nas": "NAS", "vpn": "VPN", "wifi": "와이파이"}


# --------------------------------------------------------------------------
# containers: render key/value pairs in many config / code formats.
# Each renderer returns the snippet or None when a value cannot be written
# verbatim in that format (the caller then draws a new candidate).
# --------------------------------------------------------------------------
def slug(name):
    s = re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")
    return s or "app"


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


def _has(v, chars):
    return any(c in v for c in chars)


def yq(v):
    """YAML scalar that keeps v verbatim, or None."""
    plain_ok = (re.fullmatch(r"[A-Za-z0-9_./+=~-][A-Za-z0-9_./+=~:@$%^&*()!?,;<>\[\]{}| -]*", v)
                and ": " not in v and " #" not in v and not v.endswith(":") and not v.endswith(" ")
                and not re.fullmatch(r"[0-9.+-eE]+|true|false|null|yes|no|on|off|~", v, re.I)
                and not _has(v, "[]{},") and not v.startswith("-"))
    if plain_ok and (R.random() < 0.6):
        return v
    if "'" not in v:
        return "'" + v + "'"
    if not _has(v, '"\\'):
        return '"' + v + '"'
    return None


def dq(v, bad='"\\'):
    return None if _has(v, bad) else '"' + v + '"'


def sq(v, bad="'\\"):
    return None if _has(v, bad) else "'" + v + "'"


def jq(v):
    s = json.dumps(v, ensure_ascii=False)
    return s if s[1:-1] == v else None


def _lines(items):
    if any(x is None for x in items):
        return None
    return "\n".join(items)


def f_dotenv(pairs, sec):
    out = []
    for k, v in pairs:
        if re.fullmatch(r"[A-Za-z0-9_./+=:@,%~-]+", v) and chance(0.7):
            out.append("%s=%s" % (k, v))
        else:
            q = dq(v, '"\\$`') or sq(v)
            out.append(None if q is None else "%s=%s" % (k, q))
    return _lines(out)


def f_export(pairs, sec):
    out = []
    for k, v in pairs:
        q = sq(v, "'") if chance(0.6) else dq(v, '"\\$`!')
        q = q or sq(v, "'")
        out.append(None if q is None else "export %s=%s" % (k, q))
    return _lines(out)


def f_yaml(pairs, sec):
    out = [sec + ":"]
    for k, v in pairs:
        q = yq(v)
        out.append(None if q is None else "  %s: %s" % (lower_key(k), q))
    return _lines(out)


def f_json(pairs, sec):
    items = []
    for k, v in pairs:
        q = jq(v)
        if q is None:
            return None
        items.append('    "%s": %s' % (camel(k), q))
    return '{\n  "%s": {\n%s\n  }\n}' % (camel(sec), ",\n".join(items))


def f_toml(pairs, sec):
    out = ["[%s]" % sec]
    for k, v in pairs:
        q = dq(v) if chance(0.6) else sq(v, "'")
        q = q or sq(v, "'")
        out.append(None if q is None else "%s = %s" % (lower_key(k), q))
    return _lines(out)


def f_ini(pairs, sec):
    out = ["[%s]" % sec]
    for k, v in pairs:
        if v != v.strip() or v[:1] in ";#":
            return None
        out.append("%s = %s" % (lower_key(k), v))
    return _lines(out)


def f_properties(pairs, sec):
    out = []
    for k, v in pairs:
        if "\\" in v or v != v.strip():
            return None
        out.append("%s.%s=%s" % (sec.replace("_", "-"), kebab(k), v))
    return _lines(out)


def f_xml(pairs, sec):
    out = ["<appSettings>"]
    for k, v in pairs:
        if _has(v, '&<>"'):
            return None
        out.append('  <add key="%s:%s" value="%s" />' % (pascal(sec), pascal(k), v))
    out.append("</appSettings>")
    return "\n".join(out)


def f_xml_props(pairs, sec):
    out = ["<properties>"]
    for k, v in pairs:
        if _has(v, "&<>"):
            return None
        out.append("  <%s.%s>%s</%s.%s>" % (sec, camel(k), v, sec, camel(k)))
    out.append("</properties>")
    return "\n".join(out)


def f_k8s_secret(pairs, sec):
    out = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-credentials" % sec.replace("_", "-"),
           "  namespace: %s" % pick(["prod", "staging", "default", "payments", "batch"]),
           "type: Opaque", "stringData:"]
    for k, v in pairs:
        q = yq(v)
        out.append(None if q is None else "  %s: %s" % (k, q))
    return _lines(out)


def f_compose(pairs, sec):
    out = ["services:", "  %s:" % sec.replace("_", "-"), "    image: ghcr.io/acme/%s:%s" % (sec.replace("_", "-"), pick(["1.8.2", "latest", "2024.11.3"])),
           "    environment:"]
    as_map = chance(0.5)
    for k, v in pairs:
        if as_map:
            q = yq(v)
            out.append(None if q is None else "      %s: %s" % (k, q))
        else:
            item = "%s=%s" % (k, v)
            q = yq(item)
            out.append(None if q is None else "      - %s" % q)
    return _lines(out)


def f_dockerfile(pairs, sec):
    out = [pick(["FROM python:3.12-slim", "FROM node:20-alpine", "FROM eclipse-temurin:21-jre", "FROM golang:1.23 AS build"])]
    kw = pick(["ENV", "ARG"])
    for k, v in pairs:
        if re.fullmatch(r"[A-Za-z0-9_./+=:@,%~-]+", v):
            out.append("%s %s=%s" % (kw, k, v))
        else:
            q = dq(v, '"\\$')
            out.append(None if q is None else "%s %s=%s" % (kw, k, q))
    out.append(pick(["RUN pip install -r requirements.txt", "RUN npm ci --omit=dev", "COPY . /app"]))
    return _lines(out)


def f_gha(pairs, sec):
    out = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    for k, v in pairs:
        q = yq(v)
        out.append(None if q is None else "      %s: %s" % (k, q))
    out.append("    steps:")
    out.append("      - uses: actions/checkout@v4")
    return _lines(out)


def f_gitlab(pairs, sec):
    out = ["variables:"]
    for k, v in pairs:
        q = dq(v) or yq(v)
        out.append(None if q is None else "  %s: %s" % (k, q))
    out += ["", "deploy:", "  stage: deploy", "  script:", "    - ./scripts/deploy.sh"]
    return _lines(out)


def f_tfvars(pairs, sec):
    out = []
    for k, v in pairs:
        if _has(v, '"\\') or "${" in v or "%{" in v:
            return None
        out.append('%s = "%s"' % (lower_key(k), v))
    return "\n".join(out)


def f_terraform(pairs, sec):
    out = ['provider "%s" {' % sec]
    for k, v in pairs:
        if _has(v, '"\\') or "${" in v or "%{" in v:
            return None
        out.append('  %s = "%s"' % (lower_key(k), v))
    out.append("}")
    return "\n".join(out)


def f_python(pairs, sec):
    out = []
    style = R.randrange(3)
    if style == 2:
        out.append("import os")
    for k, v in pairs:
        q = dq(v) if chance(0.5) else sq(v)
        q = q or dq(v) or sq(v)
        if q is None:
            return None
        if style == 0:
            out.append("%s = %s" % (k, q))
        elif style == 1:
            out.append("settings.%s = %s" % (lower_key(k), q))
        else:
            out.append('os.environ.setdefault("%s", %s)' % (k, q))
    return "\n".join(out)


def f_js(pairs, sec):
    out = []
    if chance(0.5):
        items = []
        for k, v in pairs:
            q = sq(v) or dq(v)
            if q is None:
                return None
            items.append("  %s: %s," % (camel(k), q))
        return "const %sConfig = {\n%s\n};" % (camel(sec), "\n".join(items))
    for k, v in pairs:
        q = sq(v) or dq(v)
        if q is None:
            return None
        out.append("process.env.%s ??= %s;" % (k, q))
    return "\n".join(out)


def f_ts(pairs, sec):
    items = []
    for k, v in pairs:
        q = sq(v) or dq(v)
        if q is None:
            return None
        items.append("  %s: %s," % (camel(k), q))
    return "export const %s = {\n%s\n} as const;" % (camel(sec + "_config"), "\n".join(items))


def f_go(pairs, sec):
    out = ["const ("]
    for k, v in pairs:
        if "`" in v:
            return None
        out.append("\t%s = `%s`" % (camel(k), v) if chance(0.3) else None if _has(v, '"\\') else '\t%s = "%s"' % (camel(k), v))
    out.append(")")
    return _lines(out)


def f_java(pairs, sec):
    out = []
    for k, v in pairs:
        if _has(v, '"\\'):
            return None
        out.append('    private static final String %s = "%s";' % (k, v))
    return "public final class %sConfig {\n%s\n}" % (pascal(sec), "\n".join(out))


def f_kotlin(pairs, sec):
    out = []
    for k, v in pairs:
        if _has(v, '"\\$'):
            return None
        out.append('    const val %s = "%s"' % (k, v))
    return "object %sKeys {\n%s\n}" % (pascal(sec), "\n".join(out))


def f_csharp(pairs, sec):
    out = []
    for k, v in pairs:
        if '"' in v:
            return None
        out.append('    public const string %s = @"%s";' % (pascal(k), v))
    return "internal static class %sSecrets\n{\n%s\n}" % (pascal(sec), "\n".join(out))


def f_ruby(pairs, sec):
    out = []
    for k, v in pairs:
        q = sq(v)
        if q is None:
            return None
        out.append("ENV['%s'] ||= %s" % (k, q))
    return "\n".join(out)


def f_php(pairs, sec):
    out = ["return ["]
    for k, v in pairs:
        q = sq(v)
        if q is None:
            return None
        out.append("    '%s' => %s," % (lower_key(k), q))
    out.append("];")
    return "<?php\n// config/%s.php\n" % sec + "\n".join(out)


def f_rust(pairs, sec):
    out = []
    for k, v in pairs:
        if '"#' in v:
            return None
        out.append('const %s: &str = r#"%s"#;' % (k, v))
    return "\n".join(out)


def f_swift(pairs, sec):
    out = []
    for k, v in pairs:
        if _has(v, '"\\'):
            return None
        out.append('    static let %s = "%s"' % (camel(k), v))
    return "enum %sKeys {\n%s\n}" % (pascal(sec), "\n".join(out))


def f_powershell(pairs, sec):
    out = []
    for k, v in pairs:
        q = sq(v)
        if q is None:
            return None
        out.append("$env:%s = %s" % (k, q))
    return "\n".join(out)


def f_cmd(pairs, sec):
    out = []
    for k, v in pairs:
        if _has(v, '&|<>^%" '):
            return None
        out.append("set %s=%s" % (k, v))
    return "\n".join(out)


def f_systemd(pairs, sec):
    out = ["[Service]"]
    for k, v in pairs:
        if _has(v, '"\\%$ '):
            return None
        out.append('Environment="%s=%s"' % (k, v))
    out.append("ExecStart=/opt/%s/bin/server" % sec)
    return "\n".join(out)


def f_makefile(pairs, sec):
    out = []
    for k, v in pairs:
        if _has(v, "$#\\") or v != v.strip():
            return None
        out.append("%s ?= %s" % (k, v))
    out.append("")
    out.append("deploy:\n\t./deploy.sh --env $(ENV)")
    return "\n".join(out)


def f_vscode(pairs, sec):
    items = []
    for k, v in pairs:
        q = jq(v)
        if q is None:
            return None
        items.append('        "%s": %s' % (k, q))
    return ('{\n  "configurations": [{\n    "name": "Debug %s",\n    "type": "%s",\n    "request": "launch",\n'
            '    "env": {\n%s\n    }\n  }]\n}' % (sec, pick(["node", "debugpy", "go"]), ",\n".join(items)))


def f_helm(pairs, sec):
    out = ["# values-%s.yaml" % pick(["prod", "staging", "dev"]), sec.replace("_", "-") + ":", "  env:"]
    for k, v in pairs:
        q = yq(v)
        out.append(None if q is None else "    %s: %s" % (k, q))
    return _lines(out)


def f_appsettings(pairs, sec):
    items = []
    for k, v in pairs:
        q = jq(v)
        if q is None:
            return None
        items.append('    "%s": %s' % (pascal(k), q))
    return '{\n  "Logging": { "LogLevel": { "Default": "Information" } },\n  "%s": {\n%s\n  }\n}' % (pascal(sec), ",\n".join(items))


def f_spring(pairs, sec):
    out = ["%s:" % sec.replace("_", "-")]
    for k, v in pairs:
        q = yq(v)
        out.append(None if q is None else "  %s: %s" % (kebab(k), q))
    return _lines(out)


def f_inline_cmd(pairs, sec):
    parts = []
    for k, v in pairs:
        if re.fullmatch(r"[A-Za-z0-9_./+=:@,%~-]+", v):
            parts.append("%s=%s" % (k, v))
        else:
            q = sq(v, "'")
            if q is None:
                return None
            parts.append("%s=%s" % (k, q))
    return " ".join(parts) + " " + pick(["./scripts/sync.sh --dry-run", "python -m jobs.nightly", "npm run seed",
                                         "go run ./cmd/worker", "make deploy", "docker compose up -d api"])


def f_jupyter(pairs, sec):
    out = []
    for k, v in pairs:
        if v != v.strip():
            return None
        out.append("%%env %s=%s" % (k, v))
    return "\n".join(out)


def f_jenkins(pairs, sec):
    out = ["pipeline {", "  agent any", "  environment {"]
    for k, v in pairs:
        if _has(v, "'\\$"):
            return None
        out.append("    %s = '%s'" % (k, v))
    out += ["  }", "  stages {", "    stage('Deploy') { steps { sh './deploy.sh' } }", "  }", "}"]
    return "\n".join(out)


def f_circleci(pairs, sec):
    out = ["jobs:", "  deploy:", "    docker:", "      - image: cimg/node:20.11", "    environment:"]
    for k, v in pairs:
        q = yq(v)
        out.append(None if q is None else "      %s: %s" % (k, q))
    out += ["    steps:", "      - checkout", "      - run: npm run deploy"]
    return _lines(out)


CONTAINERS = [
    ("dotenv", ".env", f_dotenv, "ini"), ("shell export", "~/.bashrc", f_export, "bash"),
    ("YAML", "config.yaml", f_yaml, "yaml"), ("JSON", "config.json", f_json, "json"),
    ("TOML", "config.toml", f_toml, "toml"), ("INI", "settings.ini", f_ini, "ini"),
    ("Java properties", "application.properties", f_properties, "properties"),
    ("XML appSettings", "Web.config", f_xml, "xml"), ("Maven XML properties", "pom.xml", f_xml_props, "xml"),
    ("k8s Secret", "secret.yaml", f_k8s_secret, "yaml"), ("docker compose", "docker-compose.yml", f_compose, "yaml"),
    ("Dockerfile", "Dockerfile", f_dockerfile, "dockerfile"), ("GitHub Actions", ".github/workflows/deploy.yml", f_gha, "yaml"),
    ("GitLab CI", ".gitlab-ci.yml", f_gitlab, "yaml"), ("Terraform tfvars", "terraform.tfvars", f_tfvars, "hcl"),
    ("Terraform provider", "main.tf", f_terraform, "hcl"), ("Python", "settings.py", f_python, "python"),
    ("JavaScript", "config.js", f_js, "js"), ("TypeScript", "src/config.ts", f_ts, "ts"),
    ("Go", "internal/config/keys.go", f_go, "go"), ("Java", "Config.java", f_java, "java"),
    ("Kotlin", "Keys.kt", f_kotlin, "kotlin"), ("C#", "Secrets.cs", f_csharp, "csharp"),
    ("Ruby", "config/initializers/keys.rb", f_ruby, "ruby"), ("PHP", "config/services.php", f_php, "php"),
    ("Rust", "src/keys.rs", f_rust, "rust"), ("Swift", "Keys.swift", f_swift, "swift"),
    ("PowerShell", "setenv.ps1", f_powershell, "powershell"), ("Windows cmd", "setenv.bat", f_cmd, "bat"),
    ("systemd unit", "app.service", f_systemd, "ini"), ("Makefile", "Makefile", f_makefile, "make"),
    ("VS Code launch.json", ".vscode/launch.json", f_vscode, "json"), ("Helm values", "values-prod.yaml", f_helm, "yaml"),
    (".NET appsettings.json", "appsettings.Production.json", f_appsettings, "json"),
    ("Spring application.yml", "application.yml", f_spring, "yaml"),
    ("inline env command", "scripts/run.sh", f_inline_cmd, "bash"), ("Jupyter %env", "notebook cell", f_jupyter, "python"),
    ("Jenkinsfile", "Jenkinsfile", f_jenkins, "groovy"), ("CircleCI config", ".circleci/config.yml", f_circleci, "yaml"),
]


def fence(snippet, lang_tag):
    """Wrap a pasted snippet the way notes do: fenced, indented, or bare."""
    r = R.random()
    if r < 0.55:
        return "```%s\n%s\n```" % (lang_tag if chance(0.7) else "", snippet)
    if r < 0.7:
        return "\n".join("    " + ln for ln in snippet.split("\n"))
    return snippet


EXTRA_CFG = [("LOG_LEVEL", ["debug", "info", "warn"]), ("PORT", ["8080", "3000", "8000"]),
             ("APP_ENV", ["production", "staging", "dev"]), ("TZ", ["Asia/Seoul", "Asia/Tokyo", "UTC"]),
             ("FEATURE_NEW_CHECKOUT", ["true", "false"]), ("HTTP_TIMEOUT_MS", ["3000", "10000"]),
             ("WORKER_CONCURRENCY", ["4", "8", "16"]), ("REGION", ["ap-northeast-2", "ap-northeast-1", "eu-west-1"])]


def extra_cfg(n):
    return [(k, pick(vs)) for k, vs in sample(EXTRA_CFG, n)]


# --------------------------------------------------------------------------
# shared prose material
# --------------------------------------------------------------------------
TASKS = [("the nightly sync job", "야간 동기화 배치"), ("the payment webhook handler", "결제 웹훅 핸들러"),
         ("the release pipeline", "릴리스 파이프라인"), ("the search indexer", "검색 인덱서"),
         ("the notification worker", "알림 워커"), ("the CSV export", "CSV 내보내기 작업"),
         ("the staging smoke test", "스테이징 스모크 테스트"), ("the onboarding script", "온보딩 스크립트"),
         ("the cost report cron", "비용 리포트 크론"), ("the chatbot backend", "챗봇 백엔드"),
         ("the image resize lambda", "이미지 리사이즈 람다"), ("the settlement batch", "정산 배치"),
         ("the backfill migration", "백필 마이그레이션"), ("the SMS verification flow", "SMS 인증 플로우"),
         ("the metrics exporter", "메트릭 익스포터"), ("the translation pipeline", "번역 파이프라인")]
API_ERRORS = ["401 Unauthorized", "403 Forbidden", "invalid_api_key", "invalid_grant", "token_revoked",
              "429 Too Many Requests", "AuthenticationFailed", "invalid_client", "unauthorized_client"]
DB_ERRORS = ["FATAL: password authentication failed", "Access denied for user", "Login failed for user 'sa'",
             "connection refused", "SSL SYSCALL error: EOF detected", "too many connections", "ECONNRESET"]
PW_ERRORS = ["Permission denied", "Access denied", "authentication failed", "Login incorrect", "401 Unauthorized",
             "NT_STATUS_LOGON_FAILURE", "keystore password was incorrect", "invalid credentials"]
ERRORS = ["401 Unauthorized", "403 Forbidden", "invalid_api_key", "SignatureDoesNotMatch",
          "InvalidClientTokenId", "invalid_grant", "AuthenticationFailed", "ECONNRESET",
          "x509: certificate signed by unknown authority", "429 Too Many Requests", "token_revoked",
          "Access denied for user", "FATAL: password authentication failed"]
ENVS = [("prod", "운영"), ("staging", "스테이징"), ("dev", "개발"), ("QA", "QA"), ("sandbox", "샌드박스")]
STORES = ["AWS Secrets Manager", "Vault", "GitHub Actions secrets", "1Password", "SSM Parameter Store",
          "Doppler", "GCP Secret Manager", "Azure Key Vault", "sealed-secrets", "NCP Secret Manager"]
PEOPLE_KO = ["김민지", "이서준", "박지우", "최하윤", "정도윤", "강유나", "조지훈", "윤소라", "장태양", "임은비"]
PEOPLE_EN = ["Minji", "Seojun", "Priya", "Tom", "Haruto", "Wei", "Sofia", "Lukas", "Dana", "Yuki"]
REPOS = ["acme/billing", "acme/infra", "acme/mobile-app", "acme/data-platform", "acme/web", "acme/ops-scripts"]


def task(lang):
    t = pick(TASKS)
    return t[0] if lang == "en" else t[1]


def env_name(lang):
    e = pick(ENVS)
    return e[0] if lang == "en" else e[1]


def person(lang):
    return pick(PEOPLE_EN) if lang == "en" else pick(PEOPLE_KO)


def code(s):
    return "`" + s + "`"


_JOSA = {"이": ("이", "가"), "가": ("이", "가"), "은": ("은", "는"), "는": ("은", "는"), "을": ("을", "를"),
         "를": ("을", "를"), "과": ("과", "와"), "와": ("과", "와"), "으로": ("으로", "로"), "로": ("으로", "로")}


def batchim(word):
    """(has final consonant, final is rieul) for the Korean reading of word's last sound."""
    w = word.rstrip("`'\")]}>*.!? ")
    if not w:
        return False, False
    ch = w[-1]
    c = ord(ch) - 0xAC00
    if 0 <= c < 11172:
        j = c % 28
        return j != 0, j == 8
    if ch.isdigit():
        return ch in "0136780", ch in "178"
    low = w.lower()
    if low.endswith("ng"):
        return True, False
    if ch.lower() == "l":
        return True, True
    return ch.lower() in "kmnpbt", False


def josa(word, particle):
    has, rieul = batchim(word)
    a, b = _JOSA[particle]
    if a == "으로":
        return "로" if (not has or rieul) else "으로"
    return a if has else b


def tmpl(s, **kw):
    """Fill {name} slots without touching other braces; fix the Korean particle after a slot."""
    out, pos = [], 0
    for m in re.finditer(r"\{([a-z_0-9]+)\}", s):
        k = m.group(1)
        if k not in kw:
            continue
        out.append(s[pos:m.start()])
        val = str(kw[k])
        out.append(val)
        pos = m.end()
        pm = re.match(r"(으로|이|가|은|는|을|를|과|와|로)(?![가-힣])", s[pos:])
        if pm and val and not val.endswith("\n") and k not in ("snip", "chat", "t"):
            out.append(josa(val, pm.group(1)))
            pos += len(pm.group(1))
    out.append(s[pos:])
    return "".join(out)


def subst(t, vals):
    return re.sub(r"\{(\d)\}", lambda m: vals[int(m.group(1))], t)


# --------------------------------------------------------------------------
# HTTP request renderers (curl, raw HTTP, httpie, requests, fetch, Go, ...)
# returns (text, style, visible secret values) or None
# --------------------------------------------------------------------------
def basic_blob(userpass):
    return b64(userpass)


def render_http(http, vals, secret_flags, style=None):
    u = subst(http["u"], vals)
    hdrs = [subst(h, vals) for h in http["h"]]
    data = subst(http["data"], vals) if http["data"] else None
    user = subst(http["user"], vals) if http["user"] else None
    m = http["m"]
    visible = [v for v, f in zip(vals, secret_flags) if f]
    styles = ["curl", "curl", "raw", "httpie", "requests", "fetch", "go", "powershell", "wget"]
    style = style or pick(styles)
    blob = None
    if user is not None and style != "curl":
        blob = basic_blob(user)
        hdrs = ["Authorization: Basic " + blob] + hdrs
        # the plain key no longer appears unless it is in the URL/headers/data as well
        visible = [v for v in visible if v in u or any(v in h for h in hdrs) or (data and v in data)]
        visible.append(blob)
    pu = urllib.parse.urlsplit(u)
    if style == "curl":
        parts = ["curl -sS" + (" -X " + m if m != "GET" else "") + " '" + u + "'"]
        if user is not None:
            parts.append("-u '" + user + "'" if chance(0.5) else "-u " + user)
        for h in hdrs:
            parts.append("-H '" + h + "'" if "'" not in h else '-H "' + h + '"')
        if data:
            parts.append("-d '" + data + "'")
        text = (" \\\n  " if chance(0.7) else " ").join(parts)
    elif style == "raw":
        lines = ["%s %s%s HTTP/1.1" % (m, pu.path, "?" + pu.query if pu.query else ""), "Host: " + pu.netloc]
        lines += hdrs
        lines.append("User-Agent: " + pick(["python-httpx/0.27.2", "okhttp/4.12.0", "axios/1.7.7", "Go-http-client/1.1"]))
        if data:
            lines += ["", data]
        text = "\n".join(lines)
    elif style == "httpie":
        parts = ["http", m, u]
        for h in hdrs:
            k, v = h.split(": ", 1)
            parts.append("'%s:%s'" % (k, v))
        text = " ".join(parts)
        if data:
            text = "echo '" + data + "' | " + text
    elif style == "requests":
        hd = ",\n        ".join('"%s": "%s"' % tuple(h.split(": ", 1)) for h in hdrs)
        text = "resp = requests.%s(\n    \"%s\",\n    headers={\n        %s\n    },%s\n    timeout=10,\n)" % (
            m.lower(), u, hd, ("\n    data=%r," % data) if data else "")
    elif style == "fetch":
        hd = ", ".join("'%s': '%s'" % tuple(h.split(": ", 1)) for h in hdrs)
        text = "const res = await fetch('%s', {\n  method: '%s',\n  headers: { %s },%s\n});" % (
            u, m, hd, ("\n  body: '%s'," % data) if data else "")
    elif style == "go":
        lines = ['req, _ := http.NewRequest("%s", "%s", %s)' % (m, u, "strings.NewReader(`%s`)" % data if data else "nil")]
        for h in hdrs:
            k, v = h.split(": ", 1)
            lines.append('req.Header.Set("%s", "%s")' % (k, v))
        lines.append("resp, err := http.DefaultClient.Do(req)")
        text = "\n".join(lines)
    elif style == "powershell":
        hd = "; ".join("'%s' = '%s'" % tuple(h.split(": ", 1)) for h in hdrs)
        text = "Invoke-RestMethod -Method %s -Uri '%s' -Headers @{ %s }%s" % (
            m.capitalize(), u, hd, (" -Body '%s'" % data) if data else "")
    else:  # wget
        parts = ["wget -qO-"]
        for h in hdrs:
            parts.append('--header="%s"' % h)
        if data:
            parts.append("--post-data='%s'" % data)
        parts.append("'" + u + "'")
        text = " ".join(parts)
    for v in visible:
        if v not in text:
            return None
    return text, style, visible


# --------------------------------------------------------------------------
# scenario registry
# --------------------------------------------------------------------------
SECRET_SCENARIOS = []
CLEAN_SCENARIOS = []


def secret_scenario(weight):
    def deco(fn):
        SECRET_SCENARIOS.append((fn.__name__, weight, fn))
        return fn
    return deco


def clean_scenario(weight):
    def deco(fn):
        CLEAN_SCENARIOS.append((fn.__name__, weight, fn))
        return fn
    return deco


def _cap(t):
    return t[0].upper() + t[1:] if t[:4] in ("the ", "the\n") else t


def result(category, mc, lesson, ask, secrets, vendor=None, template=None):
    mc, lesson, ask = _cap(mc), _cap(lesson), _cap(ask)
    return {"category": category, "fields": {"missing_context": mc, "lesson": lesson, "ask_next_time": ask},
            "secrets": list(dict.fromkeys(secrets)), "vendor": vendor, "template": template}


_VQ = []
_POPPED = []


def next_vendor(pred=lambda v: True):
    """Cycle through the vendor catalog in shuffled rounds so every vendor is used.
    Vendors popped by a rejected candidate are put back at the front (see build())."""
    for _ in range(3):
        for i, v in enumerate(_VQ):
            if pred(v) and v not in _POPPED:
                del _VQ[i]
                _POPPED.append(v)
                return v
        _VQ.extend(shuffled(VENDORS))
    v = pick([v for v in VENDORS if pred(v)])
    _POPPED.append(v)
    return v


def secrets_of(vals):
    return [v for _, v, s in vals if s]


def vendor_pairs(v, vals, n_extra=None):
    pairs = [(k, val) for k, val, _ in vals] + list(v.cfg)
    n_extra = R.randint(0, 2) if n_extra is None else n_extra
    pairs += extra_cfg(n_extra)
    if chance(0.4):
        pairs = pairs[:1] + shuffled(pairs[1:])
    return pairs


def short_secret(secrets, maxlen=110):
    cand = [s for s in secrets if len(s) <= maxlen]
    return pick(cand) if cand else None


# ---------------- prose pools for vendor credentials ----------------
VC_MC_EN = [
    "{task} failed with {err} and I assumed the {vendor} key came from {store}. It is actually hard-coded in {file}; the user pasted the current file:\n{snip}",
    "I didn't know which {vendor} credentials the {env} environment uses. From the user's paste of {file}:\n{snip}\nThey said this is the live set.",
    "User asked me to move the {vendor} settings out of {file} into {store}. Current contents:\n{snip}",
    "{snip}\n^ pasted by the user from {file} when I asked why {task} was hitting {err}.",
    "Context I lacked: the {vendor} {product} in {file} is shared by three services, so rotating it breaks all of them. Snippet ({env}):\n{snip}",
    "While debugging {task} I found {file} in the repo with real values ({vendor}, {env}):\n{snip}",
    "Setting up {task} locally. {name} sent the {vendor} block to drop into {file}:\n{snip}",
]
VC_MC_KO = [
    "{task} 작업이 {err}로 실패했는데 {vendor} 키가 {store}에서 온다고 잘못 가정했음. 실제로는 {file}에 하드코딩되어 있었고 사용자가 붙여준 내용:\n{snip}",
    "{env} 환경에서 어떤 {vendor} 자격 증명을 쓰는지 몰랐음. 사용자가 보내준 {file}:\n{snip}\n운영에서 쓰는 값이라고 함.",
    "{vendor} 설정을 {file}에서 {store}로 옮겨 달라는 요청을 받음. 현재 파일 내용:\n{snip}",
    "{snip}\n↑ {task}가 왜 {err}를 내는지 물어보니 사용자가 {file}에서 복사해 준 부분.",
    "{task} 디버깅 중 저장소에 실제 값이 들어간 {file}을 발견함 ({vendor}, {env}):\n{snip}",
    "로컬에서 {task} 세팅 중. {name}님이 {file}에 넣으라고 {vendor} 설정을 보내줌:\n{snip}",
]
VC_MC_NOSNIP_EN = [
    "{task} failed with {err}; I assumed the {vendor} key came from {store}, but the service reads it from {file}.",
    "I didn't know the {env} environment has its own {vendor} {product}.",
    "Nobody mentioned that {task} talks to {vendor}; it only showed up as {err} in the logs.",
    "The user asked why {task} stopped working after the {vendor} dashboard was cleaned up.",
]
VC_MC_NOSNIP_KO = [
    "{task}가 {err}로 실패함. {vendor} 키가 {store}에서 온다고 생각했는데 서비스는 {file}에서 읽고 있었음.",
    "{env} 환경에 별도의 {vendor} {product}가 있다는 걸 몰랐음.",
    "{task}가 {vendor}를 쓴다는 얘기를 아무도 안 해줬고 로그에 {err}로만 보였음.",
    "{vendor} 대시보드 정리 후 {task}가 왜 멈췄는지 사용자가 물어봄.",
]
VC_LESSON_EN = [
    "{vendor} authenticates with the {product}; {err} here means the key was revoked or belongs to another environment, not a network problem. Check {file} before touching retry logic.",
    "Never commit {file}: add it to .gitignore and inject the {vendor} credentials from {store}. {task} only needs read scope.",
    "The {env} {vendor} credentials are read once at startup, so the pod must be restarted after a rotation.",
    "Reproduce {task} with the {env} values only; {vendor} test and live keys are not interchangeable and the error message does not say which one you used.",
    "When {task} breaks after a deploy, diff {file} first: last time the {vendor} key had been overwritten by the {env} value.",
]
VC_LESSON_KO = [
    "{vendor}는 {product}로 인증함. 여기서 {err}는 네트워크 문제가 아니라 키가 폐기됐거나 다른 환경 키라는 뜻이니 재시도 로직 건드리기 전에 {file}부터 확인할 것.",
    "{file}은 커밋하지 말고 .gitignore에 추가. {vendor} 자격 증명은 {store}에서 주입하도록 변경. {task}는 읽기 권한만 있으면 됨.",
    "{env} {vendor} 키는 시작 시 한 번만 읽으므로 키 교체 후 파드를 재시작해야 반영됨.",
    "{task} 재현은 {env} 값으로만 할 것. {vendor} 테스트 키와 운영 키는 호환되지 않고 에러 메시지로는 구분이 안 됨.",
]
VC_LESSON_SNIP_EN = [
    "The working {vendor} config for {env} ({file}) is:\n{snip}\nKeep it out of git; {task} reads it at startup.",
    "Fixed {task} by restoring the {vendor} block in {file}:\n{snip}",
    "{task} needs exactly these {vendor} values ({env}):\n{snip}\nAnything else returns {err}.",
]
VC_LESSON_SNIP_KO = [
    "{env}에서 동작하는 {vendor} 설정({file}):\n{snip}\ngit에는 올리지 말 것. {task}가 시작할 때 읽음.",
    "{file}의 {vendor} 블록을 아래처럼 복구해서 {task} 해결:\n{snip}",
    "{task}에는 이 {vendor} 값이 정확히 필요함({env}):\n{snip}\n다르면 {err} 발생.",
]
VC_ASK_EN = [
    "Can I rotate the {vendor} key that was pasted here, and who owns it?",
    "Which {vendor} environment (test or live) should {task} use?",
    "Should the {vendor} credentials move to {store} before the next deploy?",
    "Is there a separate {vendor} key for CI, or does CI share the {env} one?",
    "",
]
VC_ASK_KO = [
    "여기 붙여넣은 {vendor} 키를 폐기해도 되는지, 담당자가 누구인지?",
    "{task}에서는 {vendor} 테스트 키와 운영 키 중 어느 것을 써야 하나요?",
    "다음 배포 전에 {vendor} 자격 증명을 {store}로 옮길까요?",
    "CI용 {vendor} 키가 따로 있나요, 아니면 {env} 키를 같이 쓰나요?",
    "",
]
VC_ASK_SECRET_EN = [
    "Is {sec} still the active {vendor} key, or was it rotated after this session?",
    "Should I keep using {sec} for {task}, or will you issue a new {vendor} key?",
    "The {vendor} value {sec} is in {file} on main; do you want me to purge it from history?",
]
VC_ASK_SECRET_KO = [
    "{sec} 가 아직 유효한 {vendor} 키인가요, 아니면 이 세션 이후에 교체됐나요?",
    "{task}에 계속 {sec} 를 써도 되나요, 새 {vendor} 키를 발급해 주실 건가요?",
    "main 브랜치 {file}에 {sec} 가 남아 있는데 히스토리에서 지울까요?",
]


def vendor_prose(lang, v, snip, file, secrets, snip_in_lesson=None):
    kw = dict(vendor=v.name, product=v.product, file=code(file), task=task(lang), err=pick(API_ERRORS),
              env=env_name(lang), store=pick(STORES), name=person(lang))
    en = lang == "en"
    if snip_in_lesson is None:
        snip_in_lesson = chance(0.3)
    if snip_in_lesson:
        mc = tmpl(pick(VC_MC_NOSNIP_EN if en else VC_MC_NOSNIP_KO), **kw)
        lesson = tmpl(pick(VC_LESSON_SNIP_EN if en else VC_LESSON_SNIP_KO), snip=snip, **kw)
    else:
        mc = tmpl(pick(VC_MC_EN if en else VC_MC_KO), snip=snip, **kw)
        lesson = tmpl(pick(VC_LESSON_EN if en else VC_LESSON_KO), **kw)
    sec = short_secret(secrets)
    if sec and not snip_in_lesson and chance(0.15):
        lesson += tmpl(pick([" The user confirmed {sec} is the value currently deployed.", " ({sec} is the live one; the older key was revoked.)"] if en else
                            [" 사용자가 현재 배포된 값이 {sec} 라고 확인해 줌.", " ({sec} 가 현재 값이고 예전 키는 폐기됨.)"]), sec=code(sec))
    if sec and chance(0.22):
        ask = tmpl(pick(VC_ASK_SECRET_EN if en else VC_ASK_SECRET_KO), sec=code(sec), **kw)
    else:
        ask = tmpl(pick(VC_ASK_EN if en else VC_ASK_KO), **kw)
    return mc, lesson, ask


@secret_scenario(70)
def s_vendor_config(lang):
    v = next_vendor()
    vals = v.draw()
    cname, file, fn, tag = pick(CONTAINERS)
    snip = fn(vendor_pairs(v, vals), slug(v.name))
    if snip is None:
        return None
    snip = fence(snip, tag)
    secrets = secrets_of(vals)
    mc, lesson, ask = vendor_prose(lang, v, snip, file, secrets)
    return result("token: %s %s in %s" % (v.name, v.product, cname), mc, lesson, ask, secrets,
                  vendor=v.name, template="vendor-config/" + cname)


HTTP_MC_EN = [
    "I didn't know {task} calls {vendor} directly. The user's working request (copied from their terminal history):\n{snip}",
    "Repro the user gave me for the {err} from {vendor}:\n{snip}\nSame call works from their laptop.",
    "{name} pasted this when I asked how they test the {vendor} integration:\n{snip}",
    "Missing context: {vendor} needs the auth header on every call, not just the first. Request that works:\n{snip}",
]
HTTP_MC_KO = [
    "{task}가 {vendor}를 직접 호출한다는 걸 몰랐음. 사용자가 터미널 히스토리에서 복사해 준 요청:\n{snip}",
    "{vendor}에서 {err}가 나는 걸 재현하라고 사용자가 준 요청:\n{snip}\n사용자 노트북에서는 잘 된다고 함.",
    "{vendor} 연동을 어떻게 테스트하는지 물었더니 {name}님이 붙여준 것:\n{snip}",
]
HTTP_LESSON_EN = [
    "{vendor} returns {err} when the header name is wrong, not only when the key is wrong; compare the header byte for byte.",
    "Put the {vendor} call behind our http client wrapper so the key comes from {store} and never from shell history.",
    "The {vendor} endpoint is region-specific; the same key fails against the other region with {err}.",
    "Retrying on {err} from {vendor} only burns rate limit. Fail fast and alert.",
]
HTTP_LESSON_KO = [
    "{vendor}는 키가 틀릴 때뿐 아니라 헤더 이름이 틀려도 {err}를 돌려줌. 헤더를 글자 단위로 비교할 것.",
    "{vendor} 호출은 공용 HTTP 클라이언트 래퍼로 감싸서 키를 {store}에서 읽게 할 것. 셸 히스토리에 남기지 말 것.",
    "{vendor}의 {err}에 재시도하면 rate limit만 소모됨. 바로 실패 처리하고 알림.",
]


@secret_scenario(34)
def s_vendor_http(lang):
    v = next_vendor(lambda v: v.http is not None)
    vals = v.draw()
    r = render_http(v.http, [x[1] for x in vals], [x[2] for x in vals])
    if r is None:
        return None
    text, style, visible = r
    snip = fence(text, {"curl": "bash", "raw": "http", "httpie": "bash", "requests": "python", "fetch": "js",
                        "go": "go", "powershell": "powershell", "wget": "bash"}[style])
    kw = dict(vendor=v.name, task=task(lang), err=pick(API_ERRORS), name=person(lang), store=pick(STORES))
    en = lang == "en"
    if chance(0.7):
        mc = tmpl(pick(HTTP_MC_EN if en else HTTP_MC_KO), snip=snip, **kw)
        lesson = tmpl(pick(HTTP_LESSON_EN if en else HTTP_LESSON_KO), **kw)
    else:
        mc = tmpl(pick(["I kept building the {vendor} request by hand and getting {err}.",
                        "Didn't know how {task} authenticates to {vendor}."] if en else
                       ["{vendor} 요청을 손으로 만들다가 계속 {err}가 났음.",
                        "{task}가 {vendor}에 어떻게 인증하는지 몰랐음."]), **kw)
        lesson = tmpl(pick(["Working call, verified against {vendor}:\n{snip}\nUse it as the reference for the client code.",
                            "This is the exact request that succeeds:\n{snip}"] if en else
                           ["{vendor} 호출 성공한 요청:\n{snip}\n클라이언트 코드는 이걸 기준으로 맞출 것.",
                            "성공하는 요청 원문:\n{snip}"]), snip=snip, **kw)
    sec = short_secret(visible)
    if sec and chance(0.15):
        ask = tmpl(pick(["Is {sec} the key I should use in CI as well?", "Can you confirm {sec} belongs to the {vendor} sandbox account?"] if en else
                        ["CI에서도 {sec} 키를 쓰면 되나요?", "{sec} 가 {vendor} 샌드박스 계정 키가 맞나요?"]), sec=code(sec), **kw)
    else:
        ask = tmpl(pick(VC_ASK_EN if en else VC_ASK_KO), env=env_name(lang), file="config", product=v.product, **kw)
    return result("token: %s %s in HTTP request (%s)" % (v.name, v.product, style), mc, lesson, ask, visible,
                  vendor=v.name, template="vendor-http/" + style)


def ts():
    return "2024-%02d-%02dT%02d:%02d:%02d.%03dZ" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23),
                                                    R.randint(0, 59), R.randint(0, 59), R.randint(0, 999))


def env_dump(vals, extra):
    """Render an environment dump (printenv, docker inspect, kubectl describe, ps e, set -x)."""
    pairs = [(k, v) for k, v, _ in vals] + extra
    style = pick(["printenv", "docker inspect", "kubectl describe", "gha", "systemctl"])
    if style == "printenv":
        lines = ["$ printenv | sort | grep -E '%s|APP_'" % pairs[0][0].split("_")[0]]
        lines += ["%s=%s" % kv for kv in sorted(pairs)]
    elif style == "docker inspect":
        lines = ['$ docker inspect api-1 --format "{{json .Config.Env}}" | jq .', "["]
        lines += ['  "%s=%s",' % kv for kv in pairs]
        lines += ['  "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin"', "]"]
        if any('"' in v or "\\" in v for _, v in pairs):
            return None, style
    elif style == "kubectl describe":
        lines = ["$ kubectl -n %s describe pod %s-%s" % (pick(["prod", "batch", "staging"]), pick(["worker", "api", "sync"]),
                                                       gen("{LOW:10}-{LOW:5}")), "...", "    Environment:"]
        lines += ["      %s:  %s" % kv for kv in pairs]
        lines += ["    Mounts:", "      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-%s (ro)" % gen("{LOW:5}")]
    elif style == "gha":
        lines = ["Run ./scripts/release.sh", "  ./scripts/release.sh", "  shell: /usr/bin/bash -e {0}", "  env:"]
        lines += ["    %s: %s" % kv for kv in pairs]
        lines += ["+ ./scripts/release.sh: line 14: jq: command not found", "Error: Process completed with exit code 127."]
    else:
        envs = " ".join("%s=%s" % kv for kv in pairs)
        if any(" " in v for _, v in pairs):
            return None, style
        lines = ["$ systemctl show %s -p Environment" % pick(["api.service", "worker.service", "sync-agent.service"]),
                 "Environment=" + envs]
    return "\n".join(lines), style


def log_with_secret(v, vals):
    """A log line / traceback that leaks the credential through a header or URL."""
    h = v.http
    if h is None:
        return None
    values = [x[1] for x in vals]
    u = subst(h["u"], values)
    hdrs = [subst(x, values) for x in h["h"]]
    secret_hdrs = [x for x in hdrs if any(s in x for s in secrets_of(vals))]
    visible = [s for s in secrets_of(vals) if s in u or any(s in x for x in hdrs)]
    if secret_hdrs and chance(0.6):
        style = pick(["python-debug", "okhttp", "axios"])
        if style == "python-debug":
            hd = ", ".join("'%s': '%s'" % tuple(x.split(": ", 1)) for x in hdrs)
            text = "%s DEBUG [urllib3.connectionpool] %s %s\n%s DEBUG [client] request headers={%s}" % (
                ts(), h["m"], u, ts(), hd)
        elif style == "okhttp":
            text = "\n".join(["I/okhttp.OkHttpClient: --> %s %s" % (h["m"], u)] +
                             ["I/okhttp.OkHttpClient: %s" % x for x in hdrs] +
                             ["I/okhttp.OkHttpClient: --> END %s" % h["m"],
                              "I/okhttp.OkHttpClient: <-- 401 %s (%dms)" % (u.split("?")[0], R.randint(40, 900))])
        else:
            hd = ",\n      ".join("'%s': '%s'" % tuple(x.split(": ", 1)) for x in hdrs)
            text = ("AxiosError: Request failed with status code 401\n    at settle (node_modules/axios/lib/core/settle.js:19:12)\n"
                    "  config: {\n    url: '%s',\n    method: '%s',\n    headers: {\n      %s\n    }\n  }" % (u, h["m"].lower(), hd))
        visible = [s for s in secrets_of(vals) if s in text]
        return text, style, visible
    if any(s in u for s in secrets_of(vals)):
        style = pick(["traceback", "nginx", "java"])
        if style == "traceback":
            text = ("Traceback (most recent call last):\n  File \"/app/jobs/%s.py\", line %d, in run\n    resp.raise_for_status()\n"
                    "  File \"/usr/local/lib/python3.12/site-packages/requests/models.py\", line 1024, in raise_for_status\n"
                    "    raise HTTPError(http_error_msg, response=self)\nrequests.exceptions.HTTPError: 403 Client Error: Forbidden for url: %s"
                    % (pick(["sync", "fetch_weather", "notify", "export"]), R.randint(20, 300), u))
        elif style == "nginx":
            pu = urllib.parse.urlsplit(u)
            text = '10.0.%d.%d - - [27/Nov/2024:%02d:%02d:%02d +0900] "%s %s?%s HTTP/1.1" 502 157 "-" "%s"' % (
                R.randint(0, 9), R.randint(2, 250), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59),
                h["m"], pu.path, pu.query, pick(["python-requests/2.32.3", "curl/8.5.0", "Apache-HttpClient/5.3"]))
        else:
            text = ("org.springframework.web.client.HttpClientErrorException$Unauthorized: 401 Unauthorized: [no body]\n"
                    "\tat o.s.web.client.DefaultResponseErrorHandler.handleError(DefaultResponseErrorHandler.java:126)\n"
                    "\t... 23 common frames omitted\nCaused by: request %s %s" % (h["m"], u))
        visible = [s for s in secrets_of(vals) if s in text]
        return text, style, visible
    return None


@secret_scenario(26)
def s_vendor_log(lang):
    v = next_vendor()
    vals = v.draw()
    r = log_with_secret(v, vals) if chance(0.6) else None
    if r is None:
        text, style = env_dump(vals, list(v.cfg) + extra_cfg(R.randint(1, 3)))
        if text is None:
            return None
        visible = secrets_of(vals)
    else:
        text, style, visible = r
    if not visible:
        return None
    snip = fence(text, "text")
    en = lang == "en"
    kw = dict(vendor=v.name, task=task(lang), env=env_name(lang), store=pick(STORES), name=person(lang))
    dump = r is None
    mc = tmpl(pick([
        "{task} failed in {env} and the user pasted the environment of the container:\n{snip}",
        "I didn't know the {vendor} settings are injected as plain env vars. What the user saw on the {env} host:\n{snip}",
    ] if en and dump else [
        "{env}에서 {task}가 실패해서 사용자가 컨테이너 환경 변수를 붙여줌:\n{snip}",
        "{vendor} 설정이 평문 환경 변수로 주입된다는 걸 몰랐음. 사용자가 {env} 호스트에서 본 내용:\n{snip}",
    ] if dump else [
        "{task} crashed in {env}; the user pasted the log around the failure:\n{snip}",
        "Only had this log excerpt from {name} to go on ({vendor} call inside {task}):\n{snip}",
        "I didn't know our debug logging prints request details. Excerpt from the {env} pod:\n{snip}",
        "{snip}\nThat is what {task} printed before it died; the user wanted to know why {vendor} rejected it.",
    ] if en else [
        "{env}에서 {task}가 죽었고 사용자가 실패 지점 로그를 붙여줌:\n{snip}",
        "{name}님이 준 로그 일부만 가지고 봐야 했음 ({task} 안의 {vendor} 호출):\n{snip}",
        "디버그 로깅이 요청 내용을 그대로 찍는다는 걸 몰랐음. {env} 파드 로그:\n{snip}",
        "{snip}\n{task}가 죽기 직전에 찍은 로그. {vendor}가 왜 거절했는지 물어봄.",
    ]), snip=snip, **kw)
    lesson = tmpl(pick([
        "Debug-level HTTP logging dumps the {vendor} credentials; keep it off in {env} and scrub existing log files.",
        "The {vendor} call failed because the credential belonged to another project. Logs ship to a shared index, so anything printed there must be treated as leaked.",
        "Set the {vendor} client log level to INFO; the interceptor prints full headers and query strings at DEBUG.",
        "Environment dumps in CI logs are public to the whole org. Use masked variables from {store} instead of inline env.",
    ] if en else [
        "HTTP 디버그 로그가 {vendor} 자격 증명을 그대로 출력함. {env}에서는 끄고 기존 로그 파일도 정리할 것.",
        "{vendor} 호출 실패 원인은 다른 프로젝트의 자격 증명이었음. 로그는 공용 인덱스로 가니 찍힌 값은 유출로 간주.",
        "{vendor} 클라이언트 로그 레벨을 INFO로. DEBUG에서는 인터셉터가 헤더와 쿼리스트링을 전부 찍음.",
        "CI 로그의 환경 변수 덤프는 조직 전체에 공개됨. 인라인 env 대신 {store}의 마스킹 변수 사용.",
    ]), **kw)
    sec = short_secret(visible)
    if sec and chance(0.15):
        ask = tmpl(pick(["Has {sec} been revoked since it showed up in the logs?", "Do you want me to rotate {sec} now or after the release?"] if en else
                        ["로그에 찍힌 {sec} 는 폐기됐나요?", "{sec} 를 지금 교체할까요, 릴리스 후에 할까요?"]), sec=code(sec))
    else:
        ask = tmpl(pick(["Who can purge the {env} log index?", "Is DEBUG logging required anywhere in {env}?", ""] if en else
                        ["{env} 로그 인덱스는 누가 지울 수 있나요?", "{env}에서 DEBUG 로그가 꼭 필요한 곳이 있나요?", ""]), **kw)
    return result("token: %s %s leaked in log (%s)" % (v.name, v.product, style), mc, lesson, ask, visible,
                  vendor=v.name, template="vendor-log/" + style)


@secret_scenario(20)
def s_vendor_chat(lang):
    v = next_vendor()
    vals = v.draw()
    en = lang == "en"
    who = person(lang)
    sec_vals = secrets_of(vals)
    if len(vals) == 1:
        body = sec_vals[0]
    else:
        body = (" / " if chance(0.5) else ", ").join("%s=%s" % (k, val) for k, val, _ in vals)
    t = "%02d:%02d" % (R.randint(8, 22), R.randint(0, 59))
    if en:
        chat = pick([
            "[{t}] {who}: new {vendor} creds for {env}, the old ones are dead\n[{t}] {who}: {body}",
            "{who} ({t}): here you go -> {body}\n{who} ({t}): please don't paste it in the PR",
            "> {who}: use {body} for the {vendor} sandbox, prod is managed by infra",
        ])
    else:
        chat = pick([
            "[오후 {t}] {who} : {env} {vendor} 키 새로 발급했어요. 예전 건 폐기\n[오후 {t}] {who} : {body}",
            "{who} ({t}): 이걸로 바꿔주세요 → {body}\n{who} ({t}): PR에는 올리지 마세요",
            "> {who}: {vendor} 샌드박스는 {body} 쓰시면 돼요. 운영은 인프라팀이 관리",
        ])
    chat = tmpl(chat, t=t, who=who, vendor=v.name, env=env_name(lang), body=body)
    kw = dict(vendor=v.name, task=task(lang), store=pick(STORES))
    if chance(0.65):
        mc = tmpl(pick(["I didn't have {vendor} access for {task}; the user forwarded the chat:\n{chat}",
                        "Credentials for {task} came in over Slack, not via {store}:\n{chat}"] if en else
                       ["{task}에 필요한 {vendor} 권한이 없었는데 사용자가 메신저 대화를 전달해 줌:\n{chat}",
                        "{task}용 자격 증명이 {store}가 아니라 슬랙으로 왔음:\n{chat}"]), chat=chat, **kw)
        lesson = tmpl(pick(["Ask for {vendor} credentials through {store}; chat history is searchable by everyone in the workspace.",
                            "{task} works once the {vendor} key is loaded from the environment; no code change was needed."] if en else
                           ["{vendor} 자격 증명은 {store}로 요청할 것. 메신저 기록은 워크스페이스 전원이 검색 가능.",
                            "{vendor} 키를 환경 변수로 넣으니 {task}가 바로 동작함. 코드 수정은 필요 없었음."]), **kw)
    else:
        mc = tmpl(pick(["Was blocked on {vendor} access for {task}.", "{task} needed a {vendor} key nobody had written down."] if en else
                       ["{task} 진행 중 {vendor} 접근 권한이 없어 막혔음.", "{task}에 필요한 {vendor} 키가 어디에도 정리되어 있지 않았음."]), **kw)
        lesson = tmpl(pick(["{who} shared it in chat:\n{chat}\nNext time request it via {store}.",
                            "Got the key from chat:\n{chat}"] if en else
                           ["{who}님이 메신저로 공유해 줌:\n{chat}\n다음부터는 {store}로 요청.", "메신저로 받은 키:\n{chat}"]),
                      chat=chat, who=who, **kw)
    ask = tmpl(pick(["Can you move the {vendor} key into {store} so I can read it from there?",
                     "Who else received the {vendor} key in that chat?", ""] if en else
                    ["{vendor} 키를 {store}에 넣어주실 수 있나요?", "그 대화방에서 {vendor} 키를 본 사람이 또 있나요?", ""]), **kw)
    return result("token: %s %s in chat message" % (v.name, v.product), mc, lesson, ask, sec_vals,
                  vendor=v.name, template="vendor-chat")


@secret_scenario(14)
def s_vendor_diff(lang):
    v = next_vendor()
    vals = v.draw()
    cname, file, fn, tag = pick([c for c in CONTAINERS if c[0] in ("dotenv", "YAML", "Python", "JavaScript", "Go",
                                                                   "Java properties", "TOML", "Helm values", "GitHub Actions",
                                                                   "Terraform tfvars", "Ruby", "docker compose")])
    pairs = [(k, val) for k, val, _ in vals]
    new = fn(pairs, slug(v.name))
    old = fn([(k, "${%s}" % k) if cname != "Python" else (k, "os.environ['%s']" % k) for k, _ in pairs], slug(v.name))
    if new is None or old is None:
        return None
    ol, nl = old.split("\n"), new.split("\n")
    body = []
    for a, b in zip(ol, nl):
        if a == b:
            body.append(" " + a)
        else:
            body.append("-" + a)
            body.append("+" + b)
    diff = "diff --git a/{f} b/{f}\nindex {h1}..{h2} 100644\n--- a/{f}\n+++ b/{f}\n@@ -{n},{c} +{n},{c} @@\n".format(
        f=file, h1=gen("{HEX:7}"), h2=gen("{HEX:7}"), n=R.randint(1, 40), c=len(ol)) + "\n".join(body)
    snip = "```diff\n" + diff + "\n```"
    en = lang == "en"
    kw = dict(vendor=v.name, file=code(file), task=task(lang), repo=pick(REPOS))
    mc = tmpl(pick(["Reviewing a PR in {repo} for {task}; I didn't realise the author had inlined the {vendor} credentials:\n{snip}",
                    "The user asked why secret scanning blocked their push to {repo}. Their diff:\n{snip}"] if en else
                   ["{repo}의 {task} PR 리뷰 중, 작성자가 {vendor} 자격 증명을 직접 넣은 걸 몰랐음:\n{snip}",
                    "{repo}에 push가 secret scanning으로 막힌 이유를 사용자가 물어봄. 변경 내용:\n{snip}"]), snip=snip, **kw)
    lesson = tmpl(pick(["Keep {file} reading from the environment; the inline {vendor} value must be rotated because it is in the branch history now.",
                        "Squashing the commit does not remove the {vendor} key from the remote; rotate first, then rewrite history."] if en else
                       ["{file}은 계속 환경 변수에서 읽도록 유지. 브랜치 히스토리에 남았으니 {vendor} 키는 교체해야 함.",
                        "커밋을 squash해도 원격에서 {vendor} 키가 사라지지 않음. 먼저 교체하고 히스토리 재작성."]), **kw)
    ask = tmpl(pick(["Do you want me to open the rotation ticket for {vendor}?", "Should I force-push the cleaned branch?"] if en else
                    ["{vendor} 키 교체 티켓을 만들까요?", "정리한 브랜치를 force-push 해도 되나요?"]), **kw)
    return result("token: %s %s added in a diff (%s)" % (v.name, v.product, cname), mc, lesson, ask, secrets_of(vals),
                  vendor=v.name, template="vendor-diff/" + cname)


@secret_scenario(12)
def s_vendor_table(lang):
    v = next_vendor(lambda v: len(v.fields) <= 2 and v.name not in LONG_VENDORS)
    en = lang == "en"
    rows, secrets = [], []
    envs = sample(["prod", "staging", "dev"], R.randint(2, 3))
    for e in envs:
        vals = v.draw()
        for k, val, sflag in vals:
            if "|" in val:
                return None
            rows.append("| %s | %s | %s |" % (e, k, val))
            if sflag:
                secrets.append(val)
    head = "| env | variable | value |\n|---|---|---|" if en else "| 환경 | 변수 | 값 |\n|---|---|---|"
    table = head + "\n" + "\n".join(rows)
    kw = dict(vendor=v.name, task=task(lang), store=pick(STORES))
    if chance(0.5):
        mc = tmpl(pick(["The user keeps the {vendor} keys in a wiki table; I didn't know that was the source of truth:\n{t}",
                        "Table from the ops handover doc ({vendor}):\n{t}"] if en else
                       ["사용자가 {vendor} 키를 위키 표로 관리하고 있었고 그게 원본이라는 걸 몰랐음:\n{t}",
                        "운영 인수인계 문서의 표 ({vendor}):\n{t}"]), t=table, **kw)
        lesson = tmpl(pick(["Each environment has its own {vendor} key; {task} must select by APP_ENV, not by hostname.",
                            "Migrate this table to {store} and link the entries instead of copying values."] if en else
                           ["환경마다 {vendor} 키가 다름. {task}는 호스트명이 아니라 APP_ENV로 선택해야 함.",
                            "이 표는 {store}로 옮기고 값 대신 링크만 남길 것."]), **kw)
    else:
        mc = tmpl(pick(["{task} used the staging {vendor} key in prod.", "Did not know where the per-environment {vendor} keys are listed."] if en else
                       ["{task}가 운영에서 스테이징 {vendor} 키를 쓰고 있었음.", "환경별 {vendor} 키가 어디 정리되어 있는지 몰랐음."]), **kw)
        lesson = tmpl(pick(["Mapping I confirmed with the user:\n{t}", "Per-environment values:\n{t}"] if en else
                           ["사용자와 확인한 매핑:\n{t}", "환경별 값:\n{t}"]), t=table, **kw)
    ask = tmpl(pick(["Is the dev row still valid?", "Can the wiki page be restricted to the infra group?", ""] if en else
                    ["dev 행 값은 아직 유효한가요?", "위키 페이지 권한을 인프라 그룹으로 제한할까요?", ""]), **kw)
    return result("token: %s %s in markdown table (%d envs)" % (v.name, v.product, len(envs)), mc, lesson, ask, secrets,
                  vendor=v.name, template="vendor-table")


@secret_scenario(10)
def s_vendor_split(lang):
    """Label in one field, value at the start of the next one."""
    v = next_vendor(lambda v: len([f for f in v.fields if f[2]]) == 1)
    vals = v.draw()
    sec = secrets_of(vals)[0]
    en = lang == "en"
    kw = dict(vendor=v.name, product=v.product, task=task(lang), env=env_name(lang))
    mode = R.randrange(3)
    if mode == 0:
        mc = tmpl(pick(["{task} needs the {env} {vendor} {product}. The user typed it on the next line:",
                        "Missing: {vendor} {product} for {task} ({env}). Value is"] if en else
                       ["{task}에 {env} {vendor} {product}가 필요함. 사용자가 다음 줄에 적어 준 값:",
                        "누락: {task}용 {vendor} {product} ({env}). 값은"]), **kw)
        lesson = sec + tmpl(pick([" - that is the value; load it via the {vendor} env var, never inline it.",
                                  "\nUse it only through the environment; {task} reads it at boot."] if en else
                                 [" ← 이 값을 환경 변수로만 주입할 것. 코드에 직접 넣지 말 것.",
                                  "\n{task}는 부팅 시 환경 변수에서 읽음."]), **kw)
        ask = tmpl(pick(["Should I store the {vendor} key somewhere shared?", ""] if en else ["{vendor} 키를 공용 저장소에 둘까요?", ""]), **kw)
        where = "mc->lesson"
    elif mode == 1:
        mc = tmpl(pick(["{task} talks to {vendor}; I didn't know which credential it uses.",
                        "{vendor} integration for {task} had no documented key."] if en else
                       ["{task}가 {vendor}와 통신하는데 어떤 자격 증명을 쓰는지 몰랐음.", "{task}의 {vendor} 연동 키가 문서화되어 있지 않았음."]), **kw)
        lesson = tmpl(pick(["It uses the {env} {vendor} {product}, which the user pasted at the end of this note.\n{vendor} {product}:",
                            "Credential is the {vendor} {product} ({env}); value below.\n{product}:"] if en else
                           ["{env} {vendor} {product}를 씀. 값은 이 노트 마지막에 사용자가 붙여줌.\n{vendor} {product}:",
                            "{vendor} {product} ({env}) 사용. 값은 아래.\n{product}:"]), **kw)
        ask = sec
        if nbytes(ask) > 512:
            return None
        where = "lesson->ask"
    else:
        mc = tmpl(pick(["{vendor} {product} ({env}) = see lesson", "label: {vendor} {product}, {env}, for {task}"] if en else
                       ["{vendor} {product} ({env}) = lesson 참고", "항목: {vendor} {product}, {env}, {task}용"]), **kw)
        lesson = "%s\n%s" % (sec, tmpl(pick(["(pasted by the user; {task} reads it from the env var)", "value confirmed working against {vendor}"] if en else
                                             ["(사용자가 붙여줌. {task}는 환경 변수로 읽음)", "{vendor}에서 동작 확인한 값"]), **kw))
        ask = tmpl(pick(["When does the {vendor} key expire?", ""] if en else ["{vendor} 키 만료일이 언제인가요?", ""]), **kw)
        where = "label->value"
    return result("split fields: %s %s (%s)" % (v.name, v.product, where), mc, lesson, ask, [sec],
                  vendor=v.name, template="split/" + where)


# --------------------------------------------------------------------------
# passwords in commands
# --------------------------------------------------------------------------
SAFE_BARE = r"[A-Za-z0-9_@%+=:,./^-]+"


def shq(p, allow_bare=True):
    if allow_bare and re.fullmatch(SAFE_BARE, p) and chance(0.5):
        return p
    if "'" not in p:
        return "'" + p + "'"
    if not _has(p, '"$`\\!'):
        return '"' + p + '"'
    return None


def urlpw(p):
    return urllib.parse.quote(p, safe="")


DBS = ["app", "orders", "billing", "analytics", "erp", "cms", "wms"]


def _c_mysql_attached(u, h, p):
    q = shq(p)
    return None if q is None else ("mysql -h %s -u %s -p%s %s" % (h, u, q, pick(DBS)), [p])


def _c_mysql_long(u, h, p):
    q = shq(p)
    return None if q is None else ("mysql --host=%s --user=%s --password=%s -e 'SHOW PROCESSLIST'" % (h, u, q), [p])


def _c_mysqldump(u, h, p):
    q = shq(p)
    return None if q is None else ("mysqldump -u%s -p%s --single-transaction %s > /backup/%s_$(date +%%F).sql" % (u, q, pick(DBS), pick(DBS)), [p])


def _c_pgpassword(u, h, p):
    q = shq(p)
    return None if q is None else ("PGPASSWORD=%s psql -h %s -U %s -d %s -c '\\dt'" % (q, h, u, pick(DBS)), [p])


def _c_psql_kv(u, h, p):
    if _has(p, "' \"\\"):
        return None
    return ('psql "host=%s port=5432 user=%s password=%s dbname=%s sslmode=require"' % (h, u, p, pick(DBS)), [p])


def _c_sshpass(u, h, p):
    q = shq(p, allow_bare=False)
    return None if q is None else ("sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s 'sudo systemctl restart nginx'" % (q, u, h), [p])


def _c_redis(u, h, p):
    q = shq(p)
    return None if q is None else ("redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO replication" % (h, q), [p])


def _c_mongosh(u, h, p):
    e = urlpw(p)
    return ('mongosh "mongodb://%s:%s@%s:27017/admin?authSource=admin"' % (u, e, h), [e])


def _c_mongodump(u, h, p):
    q = shq(p)
    return None if q is None else ("mongodump --host %s --username %s --password %s --authenticationDatabase admin --out /tmp/dump" % (h, u, q), [p])


def _c_docker_login(u, h, p):
    q = shq(p)
    reg = pick(["registry.acme.kr", "harbor.corp.local", "acme.azurecr.io", "nexus.internal:8443"])
    if chance(0.5):
        return None if q is None else ("docker login %s -u %s -p %s" % (reg, u, q), [p])
    return None if q is None else ("echo %s | docker login %s -u %s --password-stdin" % (q, reg, u), [p])


def _c_htpasswd(u, h, p):
    q = shq(p)
    return None if q is None else ("htpasswd -b -c /etc/nginx/.htpasswd %s %s" % (u, q), [p])


def _c_curl_u(u, h, p):
    if ":" in p:
        return None
    q = shq(u + ":" + p, allow_bare=True)
    if q is None:
        return None
    return ("curl -u %s https://%s/api/v1/health" % (q, pick(["jenkins.acme.kr", "nexus.internal", "grafana.corp.local", h])), [p])


def _c_wget(u, h, p):
    q = shq(p)
    return None if q is None else ("wget --user=%s --password=%s https://%s/exports/daily.csv.gz" % (u, q, pick(["ftp.partner-logis.co.kr", "files.acme.kr", h])), [p])


def _c_smbclient(u, h, p):
    q = shq(u + "%" + p, allow_bare=False)
    return None if q is None else ("smbclient //%s/share -U %s -c 'ls'" % (h, q), [p])


def _c_net_use(u, h, p):
    if _has(p, ' "&|<>^%'):
        return None
    return ("net use Z: \\\\%s\\share %s /user:ACME\\%s /persistent:no" % (h, p, u), [p])


def _c_lftp(u, h, p):
    if _has(p, ",'"):
        return None
    return ("lftp -u '%s,%s' sftp://%s -e 'mirror --reverse ./dist /var/www; bye'" % (u, p, h), [p])


def _c_ldapsearch(u, h, p):
    q = shq(p)
    return None if q is None else ('ldapsearch -x -H ldap://%s -D "cn=%s,ou=svc,dc=acme,dc=kr" -w %s -b "dc=acme,dc=kr" "(uid=jhkim)"' % (h, u, q), [p])


def _c_openssl(u, h, p):
    if _has(p, " '\"\\"):
        return None
    return ("openssl pkcs12 -export -in tls.crt -inkey tls.key -out keystore.p12 -passout pass:%s" % p, [p])


def _c_keytool(u, h, p):
    q = shq(p)
    return None if q is None else ("keytool -importkeystore -srckeystore keystore.p12 -srcstoretype PKCS12 -destkeystore app.jks -deststorepass %s -srcstorepass %s" % (q, q), [p])


def _c_zip(u, h, p):
    q = shq(p)
    if q is None:
        return None
    if chance(0.5):
        return ("zip -r -P %s handover_%s.zip ./reports" % (q, gen("{DIG:8}")), [p])
    return ("7z a -p%s -mhe=on backup.7z /srv/data" % q, [p])


def _c_sqlcmd(u, h, p):
    q = shq(p)
    return None if q is None else ('sqlcmd -S %s,1433 -U %s -P %s -d %s -Q "SELECT @@VERSION"' % (h, u, q, pick(DBS)), [p])


def _c_ipmitool(u, h, p):
    q = shq(p)
    return None if q is None else ("ipmitool -I lanplus -H %s -U %s -P %s chassis power status" % (h, u, q), [p])


def _c_rabbitmq(u, h, p):
    q = shq(p)
    return None if q is None else ("rabbitmqctl %s %s %s" % (pick(["add_user", "change_password"]), u, q), [p])


def _c_kubectl_secret(u, h, p):
    q = shq("password=" + p, allow_bare=False)
    return None if q is None else ("kubectl -n %s create secret generic %s-db --from-literal=username=%s --from-literal=%s" % (
        pick(["prod", "batch"]), pick(["orders", "erp"]), u, q), [p])


def _c_helm(u, h, p):
    if _has(p, ",'\\ ") or p != p.strip():
        return None
    return ("helm upgrade --install pg bitnami/postgresql -n data --set auth.username=%s --set auth.password='%s'" % (u, p), [p])


def _c_ansible(u, h, p):
    if _has(p, "'\" \\"):
        return None
    return ("ansible-playbook -i inventory/prod site.yml -e 'ansible_become_pass=%s'" % p, [p])


def _c_java_d(u, h, p):
    q = shq(p)
    return None if q is None else ("java -Djavax.net.ssl.keyStore=/etc/app/app.jks -Djavax.net.ssl.keyStorePassword=%s -jar app.jar" % q, [p])


def _c_az_login(u, h, p):
    q = shq(p)
    return None if q is None else ("az login --service-principal -u %s -p %s --tenant %s" % (uuid4(), q, uuid4()), [p])


def _c_vault_login(u, h, p):
    q = shq(p)
    return None if q is None else ("vault login -method=userpass username=%s password=%s" % (u, q), [p])


def _c_git_clone(u, h, p):
    e = urlpw(p)
    return ("git clone https://%s:%s@%s/acme/%s.git" % (u, e, pick(["git.acme.kr", "gitlab.corp.local", "bitbucket.org"]), pick(["infra", "legacy-erp", "deploy"])), [e])


def _c_mount_cifs(u, h, p):
    if _has(p, ",'\\ "):
        return None
    return ("sudo mount -t cifs //%s/backup /mnt/backup -o username=%s,password=%s,vers=3.0" % (h, u, p), [p])


def _c_sql_alter(u, h, p):
    if "'" in p or "\\" in p:
        return None
    return pick([("ALTER USER %s WITH PASSWORD '%s';" % (u, p), [p]),
                 ("CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON %s.* TO '%s'@'%%';" % (u, p, pick(DBS), u), [p])])


def _c_sudo(u, h, p):
    q = shq(p, allow_bare=False)
    return None if q is None else ("echo %s | sudo -S systemctl restart %s" % (q, pick(["nginx", "docker", "tomcat"])), [p])


def _c_chpasswd(u, h, p):
    if _has(p, "'\":"):
        return None
    return ("echo '%s:%s' | sudo chpasswd" % (u, p), [p])


def _c_sqlplus(u, h, p):
    if _has(p, "/@ '\"\\"):
        return None
    return ("sqlplus %s/%s@//%s:1521/ORCLPDB1" % (u, p, h), [p])


def _c_cf_login(u, h, p):
    q = shq(p)
    return None if q is None else ("cf login -a https://api.sys.paas.acme.kr -u %s -p %s -o acme -s prod" % (u, q), [p])


def _c_httpie_login(u, h, p):
    if _has(p, "'\\ "):
        return None
    return ("http POST https://%s/api/auth/login username=%s 'password=%s'" % (pick(["admin.acme.kr", "staging-api.acme.io"]), u, p), [p])


def _c_curl_form(u, h, p):
    e = urlpw(p)
    return ("curl -X POST https://%s/login -d 'username=%s&password=%s' -c cookies.txt" % (pick(["intranet.acme.kr", "legacy-admin.corp.local"]), u, e), [e])


def _c_mysqladmin(u, h, p):
    q = shq(p)
    return None if q is None else ("mysqladmin -u root password %s" % q, [p])


def _c_expect(u, h, p):
    if _has(p, '"\\[]$'):
        return None
    return ('spawn ssh %s@%s\nexpect "password:"\nsend "%s\\r"\ninteract' % (u, h, p), [p])


CMD_TEMPLATES = [
    ("mysql -p attached password", _c_mysql_attached, "db"), ("mysql --password flag", _c_mysql_long, "db"),
    ("mysqldump -p attached password", _c_mysqldump, "db"), ("PGPASSWORD env prefix", _c_pgpassword, "db"),
    ("psql keyword conninfo", _c_psql_kv, "db"), ("sshpass -p", _c_sshpass, "server"),
    ("redis-cli -a", _c_redis, "cache"), ("mongosh URI password", _c_mongosh, "db"),
    ("mongodump --password", _c_mongodump, "db"), ("docker login password", _c_docker_login, "registry"),
    ("htpasswd -b positional", _c_htpasswd, "web"), ("curl -u user:pass", _c_curl_u, "web"),
    ("wget --password", _c_wget, "web"), ("smbclient -U user%pass", _c_smbclient, "share"),
    ("net use positional password", _c_net_use, "share"), ("lftp -u user,pass", _c_lftp, "server"),
    ("ldapsearch -w", _c_ldapsearch, "ldap"), ("openssl -passout pass:", _c_openssl, "cert"),
    ("keytool -storepass", _c_keytool, "cert"), ("zip/7z archive password", _c_zip, "archive"),
    ("sqlcmd -P", _c_sqlcmd, "db"), ("ipmitool -P", _c_ipmitool, "server"),
    ("rabbitmqctl positional password", _c_rabbitmq, "mq"), ("kubectl --from-literal password", _c_kubectl_secret, "db"),
    ("helm --set auth.password", _c_helm, "db"), ("ansible -e become_pass", _c_ansible, "server"),
    ("java -D keyStorePassword", _c_java_d, "cert"), ("az login -p", _c_az_login, "cloud"),
    ("vault login userpass", _c_vault_login, "vault"), ("git clone https user:pass@", _c_git_clone, "git"),
    ("mount -o password=", _c_mount_cifs, "share"), ("SQL ALTER/CREATE USER password", _c_sql_alter, "db"),
    ("echo pass | sudo -S", _c_sudo, "server"), ("chpasswd user:pass", _c_chpasswd, "server"),
    ("sqlplus user/pass@", _c_sqlplus, "db"), ("cf login -p", _c_cf_login, "cloud"),
    ("httpie login password=", _c_httpie_login, "web"), ("curl form password=", _c_curl_form, "web"),
    ("mysqladmin password positional", _c_mysqladmin, "db"), ("expect send password", _c_expect, "server"),
]

WHAT = {"db": ("the database", "DB"), "server": ("the server", "서버"), "cache": ("Redis", "Redis"),
        "registry": ("the private registry", "사내 레지스트리"), "web": ("the admin endpoint", "관리자 엔드포인트"),
        "share": ("the file share", "공유 폴더"), "ldap": ("LDAP", "LDAP"), "cert": ("the keystore", "키스토어"),
        "archive": ("the archive", "압축 파일"), "mq": ("RabbitMQ", "RabbitMQ"), "cloud": ("the cloud CLI", "클라우드 CLI"),
        "vault": ("Vault", "Vault"), "git": ("the legacy git server", "레거시 git 서버")}

PWC_MC_EN = [
    "I didn't know how to get into {what} on {host}; the user pasted the command they use:\n{snip}",
    "The runbook step for {what} was missing. {name} sent this from their shell history:\n{snip}",
    "{snip}\nThat is the exact command the user ran for {task}. I had been using a different account ({user}).",
    "Context I lacked: {task} needs {what} access as {user}. Command that worked:\n{snip}",
    "Tried to script {task} and got {err}. The user's working version:\n{snip}",
]
PWC_MC_KO = [
    "{host}의 {what}에 접속하는 방법을 몰랐음. 사용자가 평소 쓰는 명령을 붙여줌:\n{snip}",
    "{what} 관련 런북 단계가 빠져 있었음. {name}님이 셸 히스토리에서 보내준 명령:\n{snip}",
    "{snip}\n사용자가 {task} 때 실제로 실행한 명령. 나는 다른 계정({user})으로 시도하고 있었음.",
    "{task}에는 {user} 계정의 {what} 접근이 필요하다는 걸 몰랐음. 동작한 명령:\n{snip}",
    "{task}를 스크립트로 만들다가 {err} 발생. 사용자가 준 동작하는 버전:\n{snip}",
]
PWC_LESSON_EN = [
    "Passing the password on the command line leaves it in shell history and in `ps` output; use an option file or a prompt next time.",
    "{what} rejects the service account from outside the VPC; run it from the bastion.",
    "The {user} account is shared by several jobs. Changing its password breaks {task}, so coordinate first.",
    "Quote the password: the unquoted form was mangled by the shell and produced {err}.",
    "Put the credential in a root-only file and reference it, instead of typing it inline for {task}.",
]
PWC_LESSON_KO = [
    "명령줄에 비밀번호를 넘기면 셸 히스토리와 ps 출력에 남음. 다음엔 옵션 파일이나 프롬프트 입력 사용.",
    "{what}는 VPC 밖에서 오는 서비스 계정을 거부함. bastion에서 실행할 것.",
    "{user} 계정은 여러 작업이 같이 씀. 비밀번호를 바꾸면 {task}가 깨지니 먼저 공유할 것.",
    "비밀번호는 따옴표로 감쌀 것. 따옴표 없이 넣었더니 셸이 특수문자를 해석해서 {err}가 났음.",
]


@secret_scenario(44)
def s_pw_command(lang):
    name, fn, what = pick(CMD_TEMPLATES)
    style, p = any_password()
    u, h = pick(USERS), pick(HOSTS_BY.get(what, HOSTS))
    r = fn(u, h, p)
    if r is None:
        return None
    cmd, secrets = r
    snip = fence(("$ " if chance(0.4) else "") + cmd, "bash" if "\n" not in cmd or "spawn" not in cmd else "tcl")
    en = lang == "en"
    kw = dict(what=WHAT[what][0] if en else WHAT[what][1], host=h, user=code(u), task=task(lang), name=person(lang),
              err=pick(PW_ERRORS))
    if chance(0.75):
        mc = tmpl(pick(PWC_MC_EN if en else PWC_MC_KO), snip=snip, **kw)
        lesson = tmpl(pick(PWC_LESSON_EN if en else PWC_LESSON_KO), **kw)
    else:
        mc = tmpl(pick(["Couldn't reach {what} on {host} for {task}.", "{task} failed with {err} against {what}."] if en else
                       ["{task} 중 {host}의 {what}에 접근하지 못했음.", "{task}가 {what}에서 {err}로 실패함."]), **kw)
        lesson = tmpl(pick(["Working command (from the user):\n{snip}\nMove the password to a credentials file before automating this.",
                            "This is how {user} logs in:\n{snip}"] if en else
                           ["사용자가 준 동작하는 명령:\n{snip}\n자동화 전에 비밀번호는 자격 증명 파일로 옮길 것.",
                            "{user} 계정 로그인 방법:\n{snip}"]), snip=snip, **kw)
    if chance(0.12):
        lesson += tmpl(pick([" Password in use right now: {sec}.", " (The user said {sec} is shared with the replica.)"] if en else
                            [" 현재 쓰는 비밀번호: {sec}.", " (사용자 말로는 레플리카도 {sec} 로 같음.)"]), sec=code(secrets[0]))
    if chance(0.2):
        sec = secrets[0]
        ask = tmpl(pick(["Is {sec} also the password for the replica, or does it differ?", "Can I change {sec} to a generated one after {task}?",
                         "Should {user} keep the password {sec}, or will you rotate it?"] if en else
                        ["레플리카 비밀번호도 {sec} 인가요?", "{task} 끝나면 {sec} 를 랜덤 값으로 바꿔도 되나요?",
                         "{user} 계정 비밀번호 {sec} 그대로 둘까요, 교체하실 건가요?"]), sec=code(sec), **kw)
    else:
        ask = tmpl(pick(["Is there a read-only account I should use instead of {user}?", "Which host is primary right now?",
                         "Can I get my own account on {what}?", ""] if en else
                        ["{user} 대신 써야 할 읽기 전용 계정이 있나요?", "지금 primary 호스트가 어디인가요?",
                         "{what} 개인 계정을 받을 수 있을까요?", ""]), **kw)
    return result("shell: %s (%s password)" % (name, style), mc, lesson, ask, secrets, template="pw-cmd/" + name)


# --------------------------------------------------------------------------
# connection strings
# --------------------------------------------------------------------------
def _cs_url(scheme, port, path, userpfx=True):
    def f(u, h, p):
        e = urlpw(p)
        user = u if userpfx else ""
        return "%s://%s:%s@%s:%d%s" % (scheme, user, e, h, port, path), [e]
    return f


def _cs_mongo_srv(u, h, p):
    e = urlpw(p)
    return "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, e, gen("{LOW:5}"), pick(DBS)), [e]


def _cs_jdbc_pg(u, h, p):
    e = urlpw(p)
    return "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (h, pick(DBS), u, e), [e]


def _cs_jdbc_mssql(u, h, p):
    if _has(p, ';"{}'):
        return None
    return "jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true;trustServerCertificate=true" % (h, pick(DBS), u, p), [p]


def _cs_adonet(u, h, p):
    if _has(p, ';"\'='):
        return None
    return "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;Connection Timeout=30;" % (h, pick(DBS), u, p), [p]


def _cs_odbc(u, h, p):
    if _has(p, ";{}"):
        return None
    return "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;Uid=%s;Pwd={%s};" % (h, pick(DBS), u, p), [p]


def _cs_sqlalchemy(u, h, p):
    e = urlpw(p)
    return "%s://%s:%s@%s/%s?charset=utf8mb4" % (pick(["mysql+pymysql", "mysql+mysqldb", "postgresql+psycopg"]), u, e, h, pick(DBS)), [e]


def _cs_go_dsn(u, h, p):
    if _has(p, "@/"):
        return None
    return "%s:%s@tcp(%s:3306)/%s?parseTime=true&loc=Asia%%2FSeoul" % (u, p, h, pick(DBS)), [p]


def _cs_oracle(u, h, p):
    if _has(p, "/@ "):
        return None
    return "%s/%s@%s:1521/ORCLPDB1" % (u, p, h), [p]


def _cs_kafka(u, h, p):
    if _has(p, '"\\'):
        return None
    return ('sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (u, p), [p])


def _cs_smtp_gmail(u, h, p):
    app = " ".join(gen("{LL:4}") for _ in range(4))
    e = urllib.parse.quote(app, safe="")
    if chance(0.5):
        return "smtp://%s%%40gmail.com:%s@smtp.gmail.com:587" % (pick(NAMES_ROMAN), e), [e]
    return "SMTP_USER=%s@gmail.com\nSMTP_PASS=\"%s\"" % (pick(NAMES_ROMAN), app), [app]


def _cs_servicebus(u, h, p):
    k = b64(rbytes(32))
    return ("Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (
        pick(["acme-orders", "kr-events", "billing-bus"]), k), [k])


def _cs_azure_storage(u, h, p):
    k = b64(rbytes(64))
    return ("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (
        pick(["acmeprodlogs", "stgbackupkr", "mediastore01"]), k), [k])


CONN_TEMPLATES = [
    ("PostgreSQL URL", _cs_url("postgresql", 5432, "/orders?sslmode=require")),
    ("MySQL URL", _cs_url("mysql", 3306, "/app")),
    ("MongoDB SRV URI", _cs_mongo_srv), ("Redis URL (default user)", _cs_url("redis", 6379, "/0")),
    ("Redis TLS URL (password only)", _cs_url("rediss", 6380, "/0", userpfx=False)),
    ("AMQP URL", _cs_url("amqp", 5672, "/prod")), ("ClickHouse URL", _cs_url("clickhouse", 9000, "/default")),
    ("Elasticsearch URL", _cs_url("https", 9200, "")), ("SFTP URL", _cs_url("sftp", 22, "/upload")),
    ("JDBC PostgreSQL query password", _cs_jdbc_pg), ("JDBC SQL Server", _cs_jdbc_mssql),
    ("ADO.NET connection string", _cs_adonet), ("ODBC connection string", _cs_odbc),
    ("SQLAlchemy URL", _cs_sqlalchemy), ("Go MySQL DSN", _cs_go_dsn), ("Oracle EZConnect", _cs_oracle),
    ("Kafka SASL JAAS", _cs_kafka), ("Gmail SMTP app password", _cs_smtp_gmail),
    ("Azure Service Bus connection string", _cs_servicebus), ("Azure Storage connection string", _cs_azure_storage),
]
CONN_KEYS = ["DATABASE_URL", "DB_URL", "SPRING_DATASOURCE_URL", "MONGO_URI", "REDIS_URL", "BROKER_URL",
             "CONNECTION_STRING", "ConnectionStrings__Default", "SQLALCHEMY_DATABASE_URI", "DSN"]


@secret_scenario(30)
def s_conn_string(lang):
    name, fn = pick(CONN_TEMPLATES)
    style, p = any_password()
    u, h = pick(USERS), pick(HOSTS_BY["db"] + HOSTS_BY["cache"] + HOSTS_BY["mq"])
    r = fn(u, h, p)
    if r is None:
        return None
    cs, secrets = r
    en = lang == "en"
    mode = R.randrange(4)
    if "\n" in cs or mode == 0:
        snip = fence(cs, "")
        where = "bare"
    elif mode == 1:
        key = pick(CONN_KEYS)
        cname, file, cfn, tag = pick([c for c in CONTAINERS if c[0] in ("dotenv", "YAML", "JSON", "k8s Secret", "docker compose",
                                                                       "Helm values", ".NET appsettings.json", "Java properties",
                                                                       "shell export", "systemd unit", "GitHub Actions", "TOML")])
        sn = cfn([(key, cs)] + extra_cfg(R.randint(0, 2)), pick(["app", "orders", "worker", "api"]))
        if sn is None:
            return None
        snip = fence(sn, tag)
        where = cname
    elif mode == 2:
        line = {"MongoDB SRV URI": "client = MongoClient(%r)", "Go MySQL DSN": "db, err := sql.Open(\"mysql\", \"%s\")",
                "ADO.NET connection string": "var conn = new SqlConnection(\"%s\");",
                "ODBC connection string": "conn = pyodbc.connect(%r)", "PostgreSQL URL": "const pool = new Pool({ connectionString: '%s' });",
                "SQLAlchemy URL": "engine = create_engine(%r, pool_pre_ping=True)", "MySQL URL": "engine = create_engine(%r, pool_pre_ping=True)",
                "Redis URL (default user)": "r = redis.from_url(%r)", "Redis TLS URL (password only)": "const client = createClient({ url: '%s' });",
                "AMQP URL": "connection = await aio_pika.connect_robust(%r)", "Kafka SASL JAAS": None,
                "JDBC PostgreSQL query password": "Connection c = DriverManager.getConnection(\"%s\");",
                "JDBC SQL Server": "Connection c = DriverManager.getConnection(\"%s\");",
                "Azure Service Bus connection string": "var client = new ServiceBusClient(\"%s\");",
                "Azure Storage connection string": "var blob = new BlobServiceClient(\"%s\");",
                "Elasticsearch URL": "es = Elasticsearch(%r, request_timeout=30)",
                "ClickHouse URL": "client = clickhouse_connect.get_client(dsn=%r)",
                "SFTP URL": "fs = fsspec.filesystem('sftp', **parse(%r))", "Oracle EZConnect": "conn = oracledb.connect(%r)",
                }.get(name)
        if line is None:
            return None
        if "%r" in line:
            code_ = line % cs
            if repr(cs)[1:-1] != cs:
                return None
        else:
            if _has(cs, "'\"\\"):
                return None
            code_ = line % cs
        snip = fence(code_, "")
        where = "code"
    else:
        snip = code(cs)
        where = "inline"
    kw = dict(task=task(lang), err=pick(DB_ERRORS), name=person(lang), env=env_name(lang), host=h, what=name)
    mc = tmpl(pick([
        "I didn't know {task} connects with its own {what}. The {env} value the user gave me:\n{snip}",
        "{task} failed with {err}. {name} pasted the connection string they use:\n{snip}",
        "Missing context: the {env} deployment overrides the connection string. Effective value:\n{snip}",
        "{snip}\nThis is the {what} from the {env} box; I had assumed IAM auth was used.",
    ] if en else [
        "{task}가 별도의 {what}로 접속한다는 걸 몰랐음. 사용자가 준 {env} 값:\n{snip}",
        "{task}가 {err}로 실패. {name}님이 쓰는 접속 문자열을 붙여줌:\n{snip}",
        "{env} 배포에서 접속 문자열을 덮어쓴다는 걸 몰랐음. 실제 적용 값:\n{snip}",
        "{snip}\n{env} 서버의 {what}. IAM 인증을 쓰는 줄 알았음.",
    ]), snip=snip, **kw)
    lesson = tmpl(pick([
        "Special characters in the password must be percent-encoded inside a URL; the raw form produced {err}.",
        "The {env} server only accepts TLS connections from the app subnet; keep TLS on in the client.",
        "Pool size was the real problem in {task}; the credentials were fine once the host was right.",
        "Store the whole connection string as one secret so host and password rotate together.",
    ] if en else [
        "URL 안의 비밀번호 특수문자는 퍼센트 인코딩해야 함. 원문 그대로 넣었더니 {err} 발생.",
        "{env} 서버는 앱 서브넷에서 오는 TLS 접속만 허용. 클라이언트 TLS 설정 유지.",
        "{task}의 진짜 문제는 커넥션 풀 크기였음. 호스트만 맞추니 자격 증명은 문제없었음.",
        "접속 문자열 전체를 하나의 시크릿으로 저장해서 호스트와 비밀번호가 같이 교체되게 할 것.",
    ]), **kw)
    ask = tmpl(pick(["Is there a read replica endpoint I should use for {task}?", "Who rotates the {env} DB password?",
                     "Can {task} use IAM auth instead of a password?", ""] if en else
                    ["{task}에 써야 할 읽기 전용 엔드포인트가 있나요?", "{env} DB 비밀번호는 누가 교체하나요?",
                     "{task}를 비밀번호 대신 IAM 인증으로 바꿔도 되나요?", ""]), **kw)
    return result("connection string: %s in %s (%s password)" % (name, where, style), mc, lesson, ask, secrets,
                  template="conn/" + name + "/" + where)


# --------------------------------------------------------------------------
# passwords inside code
# --------------------------------------------------------------------------
def _code_psycopg(u, h, p):
    q = jq(p)
    return None if q is None else ("conn = psycopg2.connect(host=%r, dbname=%r, user=%r, password=%s)" % (h, pick(DBS), u, q), "python")


def _code_jdbc(u, h, p):
    q = jq(p)
    return None if q is None else ('Connection conn = DriverManager.getConnection(\n    "jdbc:mysql://%s:3306/%s", "%s", %s);' % (h, pick(DBS), u, q), "java")


def _code_node_mysql(u, h, p):
    q = sq(p)
    return None if q is None else ("const conn = mysql.createConnection({\n  host: '%s',\n  user: '%s',\n  password: %s,\n  database: '%s',\n});" % (h, u, q, pick(DBS)), "js")


def _code_django(u, h, p):
    q = sq(p) or dq(p)
    return None if q is None else ("DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'HOST': '%s',\n        'NAME': '%s',\n        'USER': '%s',\n        'PASSWORD': %s,\n    }\n}" % (h, pick(DBS), u, q), "python")


def _code_rails(u, h, p):
    q = yq(p)
    return None if q is None else ("production:\n  adapter: postgresql\n  host: %s\n  database: %s\n  username: %s\n  password: %s" % (h, pick(DBS), u, q), "yaml")


def _code_php_pdo(u, h, p):
    q = sq(p)
    return None if q is None else ("$pdo = new PDO('mysql:host=%s;dbname=%s;charset=utf8mb4', '%s', %s);" % (h, pick(DBS), u, q), "php")


def _code_smtp(u, h, p):
    q = jq(p)
    return None if q is None else ('server = smtplib.SMTP_SSL("smtp.%s", 465)\nserver.login("%s@%s", %s)' % (
        pick(["naver.com", "daum.net", "gmail.com", "worksmobile.com"]), pick(NAMES_ROMAN), pick(["naver.com", "acme.kr"]), q), "python")


def _code_spring(u, h, p):
    if "\\" in p or p != p.strip():
        return None
    return ("spring.datasource.url=jdbc:mariadb://%s:3306/%s\nspring.datasource.username=%s\nspring.datasource.password=%s" % (h, pick(DBS), u, p), "properties")


def _code_laravel(u, h, p):
    q = dq(p, '"\\$') if not re.fullmatch(SAFE_BARE, p) else p
    return None if q is None else ("DB_CONNECTION=mysql\nDB_HOST=%s\nDB_DATABASE=%s\nDB_USERNAME=%s\nDB_PASSWORD=%s" % (h, pick(DBS), u, q), "ini")


def _code_csharp_cred(u, h, p):
    if '"' in p:
        return None
    return ('var client = new SmtpClient("smtp.office365.com", 587)\n{\n    Credentials = new NetworkCredential("%s@acme.kr", @"%s"),\n    EnableSsl = true\n};' % (u, p), "csharp")


def _code_go_redis(u, h, p):
    q = jq(p)
    return None if q is None else ("rdb := redis.NewClient(&redis.Options{\n\tAddr:     \"%s:6379\",\n\tPassword: %s,\n\tDB:       0,\n})" % (h, q), "go")


def _code_ansible(u, h, p):
    q = yq(p)
    return None if q is None else ("- hosts: db\n  vars:\n    mysql_root_password: %s\n  roles:\n    - geerlingguy.mysql" % q, "yaml")


def _code_prometheus(u, h, p):
    q = yq(p)
    return None if q is None else ("scrape_configs:\n  - job_name: node\n    basic_auth:\n      username: %s\n      password: %s\n    static_configs:\n      - targets: ['%s:9100']" % (u, q, h), "yaml")


def _code_nodemailer(u, h, p):
    q = sq(p)
    return None if q is None else ("const transporter = nodemailer.createTransport({\n  host: 'smtp.worksmobile.com',\n  port: 465,\n  auth: { user: '%s@acme.kr', pass: %s },\n});" % (u, q), "js")


CODE_TEMPLATES = [("psycopg2.connect password", _code_psycopg), ("JDBC DriverManager password", _code_jdbc),
                  ("node mysql createConnection", _code_node_mysql), ("Django DATABASES", _code_django),
                  ("Rails database.yml", _code_rails), ("PHP PDO", _code_php_pdo), ("smtplib login", _code_smtp),
                  ("Spring datasource properties", _code_spring), ("Laravel .env DB_PASSWORD", _code_laravel),
                  ("C# NetworkCredential", _code_csharp_cred), ("go-redis Options", _code_go_redis),
                  ("Ansible vars", _code_ansible), ("Prometheus basic_auth", _code_prometheus),
                  ("nodemailer auth", _code_nodemailer)]


@secret_scenario(18)
def s_pw_code(lang):
    name, fn = pick(CODE_TEMPLATES)
    style, p = any_password()
    u, h = pick(USERS), pick(HOSTS_BY["db"])
    r = fn(u, h, p)
    if r is None:
        return None
    src, tag = r
    snip = fence(src, tag)
    en = lang == "en"
    kw = dict(task=task(lang), err=pick(DB_ERRORS), name=person(lang), env=env_name(lang), repo=pick(REPOS), store=pick(STORES))
    if chance(0.7):
        mc = tmpl(pick(["Found this while tracing {err} in {task} ({repo}):\n{snip}",
                        "The user asked why {task} works locally but not in {env}. Relevant code:\n{snip}",
                        "I didn't know {repo} still has credentials inline. The block in question:\n{snip}"] if en else
                       ["{task}의 {err} 추적 중 발견 ({repo}):\n{snip}",
                        "{task}가 로컬에서는 되는데 {env}에서는 안 되는 이유를 물어봄. 관련 코드:\n{snip}",
                        "{repo}에 아직 자격 증명이 코드에 박혀 있다는 걸 몰랐음. 해당 부분:\n{snip}"]), snip=snip, **kw)
        lesson = tmpl(pick(["Read the password from {store} at startup; the inline value differs per environment and caused {err}.",
                            "Legacy modules in {repo} hard-code credentials; grep for them before changing a password."] if en else
                           ["비밀번호는 시작 시 {store}에서 읽을 것. 코드에 박힌 값이 환경마다 달라서 {err}가 났음.",
                            "{repo}의 레거시 모듈은 자격 증명을 하드코딩함. 비밀번호 바꾸기 전에 grep 먼저."]), **kw)
    else:
        mc = tmpl(pick(["{task} threw {err} after the password rotation.", "Didn't know which account {task} uses."] if en else
                       ["비밀번호 교체 후 {task}에서 {err} 발생.", "{task}가 어떤 계정을 쓰는지 몰랐음."]), **kw)
        lesson = tmpl(pick(["The code still carries the old value; the user confirmed the current one is:\n{snip}",
                            "Current working block (user-confirmed):\n{snip}"] if en else
                           ["코드에 예전 값이 남아 있었음. 사용자가 확인해 준 현재 값:\n{snip}", "사용자가 확인한 현재 동작 코드:\n{snip}"]),
                      snip=snip, **kw)
    ask = tmpl(pick(["Can I replace the inline password with an env var in the same PR?", "Who else uses this account?", ""] if en else
                    ["같은 PR에서 하드코딩된 비밀번호를 환경 변수로 바꿔도 되나요?", "이 계정을 또 누가 쓰나요?", ""]), **kw)
    return result("code: %s (%s password)" % (name, style), mc, lesson, ask, [p], template="pw-code/" + name)


# --------------------------------------------------------------------------
# credential files
# --------------------------------------------------------------------------
def ec_private_der():
    d = rbytes(32)
    pub = b"\x04" + rbytes(64)
    return (b"\x30\x77\x02\x01\x01\x04\x20" + d + b"\xa0\x0a\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07"
            + b"\xa1\x44\x03\x42\x00" + pub)


def pem_wrap(der, label, width=64):
    body = b64(der)
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label), lines


def _cf_netrc(u, h, p):
    if _has(p, " \t\"'"):
        return None
    return "~/.netrc", "machine %s\n  login %s\n  password %s" % (h, u, p), [p], "netrc"


def _cf_pgpass(u, h, p):
    if _has(p, ":\\"):
        return None
    return "~/.pgpass", "%s:5432:%s:%s:%s" % (h, pick(DBS), u, p), [p], "pgpass"


def _cf_git_credentials(u, h, p):
    tok = gen(pick(["ghp_{AN:36}", "glpat-{URL:20}", "github_pat_11{UP:20}_{AN:59}"]))
    host = "github.com" if tok.startswith("g") and not tok.startswith("glpat") else "gitlab.com"
    return "~/.git-credentials", "https://%s:%s@%s" % (pick(["oauth2", u, "x-access-token"]), tok, host), [tok], "git-credentials"


def _cf_docker_config(u, h, p):
    blob = b64("%s:%s" % (u, p))
    reg = pick(["registry.acme.kr", "harbor.corp.local", "https://index.docker.io/v1/", "acme.azurecr.io"])
    return "~/.docker/config.json", '{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (reg, blob), [blob], "docker-config"


def _cf_npmrc(u, h, p):
    if chance(0.6):
        tok = gen(pick(["npm_{AN:36}", "ghp_{AN:36}"]))
        reg = "//registry.npmjs.org/" if tok.startswith("npm_") else "//npm.pkg.github.com/"
        txt = "@acme:registry=https:%s\n%s:_authToken=%s\nalways-auth=true" % (reg, reg, tok)
        return "~/.npmrc", txt, [tok], "npmrc-token"
    blob = b64("%s:%s" % (u, p))
    return "~/.npmrc", "registry=https://nexus.acme.kr/repository/npm-group/\n_auth=%s\nemail=%s@acme.kr" % (blob, u), [blob], "npmrc-auth"


def _cf_pipconf(u, h, p):
    e = urlpw(p)
    return "~/.config/pip/pip.conf", "[global]\nindex-url = https://%s:%s@nexus.acme.kr/repository/pypi-group/simple\ntrusted-host = nexus.acme.kr" % (u, e), [e], "pip.conf"


def _cf_maven(u, h, p):
    if _has(p, "&<>"):
        return None
    return "~/.m2/settings.xml", "<servers>\n  <server>\n    <id>acme-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (u, p), [p], "maven-settings"


def _cf_gradle(u, h, p):
    if "\\" in p or p != p.strip():
        return None
    return "~/.gradle/gradle.properties", "org.gradle.jvmargs=-Xmx2g\nacmeMavenUser=%s\nacmeMavenPassword=%s" % (u, p), [p], "gradle.properties"


def _cf_mycnf(u, h, p):
    if p != p.strip() or _has(p, "#'\"\\"):
        return None
    return "~/.my.cnf", "[client]\nuser=%s\npassword=%s\nhost=%s" % (u, p, h), [p], "my.cnf"


def _cf_pypirc(u, h, p):
    tok = gen("pypi-AgEIcHlwaS5vcmcCJ{URL:60-150}")
    return "~/.pypirc", "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % tok, [tok], "pypirc"


def _cf_aws(u, h, p):
    ak, sk = gen("AKIA{B32:16}"), gen("{B64:40}")
    prof = pick(["default", "prod", "acme-admin", "billing-ro"])
    return "~/.aws/credentials", "[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = ap-northeast-2" % (prof, ak, sk), [ak, sk], "aws-credentials"


def _cf_s3cfg(u, h, p):
    ak, sk = gen("{AN:20}"), gen("{AN:40}")
    return "~/.s3cfg", "[default]\naccess_key = %s\nsecret_key = %s\nhost_base = kr.object.ncloudstorage.com\nhost_bucket = %%(bucket)s.kr.object.ncloudstorage.com" % (ak, sk), [ak, sk], "s3cfg (NCP Object Storage)"


def _cf_kubeconfig(u, h, p):
    if chance(0.5):
        tok = jwt(alg="RS256")
        return "~/.kube/config", ("users:\n- name: ci-deployer\n  user:\n    token: %s" % tok), [tok], "kubeconfig token"
    pem, _ = pem_wrap(ec_private_der(), "EC PRIVATE KEY")
    blob = b64(pem + "\n")
    return "~/.kube/config", ("users:\n- name: admin@prod-kr\n  user:\n    client-certificate: /etc/kubernetes/pki/admin.crt\n"
                              "    client-key-data: %s" % blob), [blob], "kubeconfig client-key-data"


def _cf_gh_hosts(u, h, p):
    tok = gen("gho_{AN:36}")
    return "~/.config/gh/hosts.yml", "github.com:\n    user: %s\n    oauth_token: %s\n    git_protocol: ssh" % (u, tok), [tok], "gh hosts.yml"


def _cf_cargo(u, h, p):
    tok = gen("cio{AN:32}")
    return "~/.cargo/credentials.toml", '[registry]\ntoken = "%s"' % tok, [tok], "cargo credentials"


def _cf_nuget(u, h, p):
    if _has(p, '&<>"'):
        return None
    return "nuget.config", ('<packageSourceCredentials>\n  <acme>\n    <add key="Username" value="%s" />\n'
                            '    <add key="ClearTextPassword" value="%s" />\n  </acme>\n</packageSourceCredentials>' % (u, p)), [p], "nuget.config"


def _cf_rclone(u, h, p):
    ob = b64(rbytes(R.randint(20, 34)), url=True, pad=False)
    return "~/.config/rclone/rclone.conf", "[nas]\ntype = sftp\nhost = %s\nuser = %s\npass = %s\nshell_type = unix" % (h, u, ob), [ob], "rclone obscured pass"


def _cf_composer(u, h, p):
    tok = gen("ghp_{AN:36}")
    return "auth.json", '{\n  "github-oauth": {\n    "github.com": "%s"\n  }\n}' % tok, [tok], "composer auth.json"


def _cf_tfrc(u, h, p):
    tok = gen("{AN:14}.atlasv1.{AN:67}")
    return "~/.terraform.d/credentials.tfrc.json", '{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "%s"\n    }\n  }\n}' % tok, [tok], "terraform credentials.tfrc.json"


def _cf_yarnrc(u, h, p):
    tok = gen("npm_{AN:36}")
    return ".yarnrc.yml", 'npmScopes:\n  acme:\n    npmRegistryServer: "https://registry.npmjs.org"\n    npmAuthToken: "%s"' % tok, [tok], "yarnrc npmAuthToken"


CRED_FILES = [_cf_netrc, _cf_pgpass, _cf_git_credentials, _cf_docker_config, _cf_npmrc, _cf_pipconf, _cf_maven,
              _cf_gradle, _cf_mycnf, _cf_pypirc, _cf_aws, _cf_s3cfg, _cf_kubeconfig, _cf_gh_hosts, _cf_cargo,
              _cf_nuget, _cf_rclone, _cf_composer, _cf_tfrc, _cf_yarnrc]


@secret_scenario(24)
def s_cred_file(lang):
    fn = pick(CRED_FILES)
    style, p = any_password()
    u, h = pick(USERS), pick(HOSTS)
    r = fn(u, h, p)
    if r is None:
        return None
    path, body, secrets, label = r
    snip = fence(("$ cat %s\n" % path if chance(0.4) else "") + body, "")
    en = lang == "en"
    kw = dict(path=code(path), task=task(lang), name=person(lang), env=env_name(lang), err=pick(PW_ERRORS))
    if chance(0.7):
        mc = tmpl(pick(["I didn't know {task} relies on the user's personal {path}. They pasted it:\n{snip}",
                        "Setting up a new CI runner; the user copied their {path} so I could mirror it:\n{snip}",
                        "Why does {task} work on {name}'s laptop only? Their {path}:\n{snip}"] if en else
                       ["{task}가 사용자 개인 {path}에 의존한다는 걸 몰랐음. 사용자가 붙여준 내용:\n{snip}",
                        "새 CI 러너 세팅 중. 똑같이 맞추라고 사용자가 {path}를 복사해 줌:\n{snip}",
                        "{task}가 왜 {name}님 노트북에서만 되는지 확인. 그분의 {path}:\n{snip}"]), snip=snip, **kw)
        lesson = tmpl(pick(["Tools pick up {path} silently, so {task} succeeded with personal credentials. CI needs its own service account.",
                            "{path} must be mode 600; with 644 the client ignores it and fails with {err}.",
                            "Never copy {path} between machines; issue a scoped credential per runner."] if en else
                           ["도구가 {path}를 조용히 읽기 때문에 {task}가 개인 자격 증명으로 성공했던 것. CI에는 별도 서비스 계정 필요.",
                            "{path} 권한은 600이어야 함. 644면 클라이언트가 무시하고 {err}로 실패.",
                            "{path}는 머신 간에 복사하지 말 것. 러너마다 범위가 제한된 자격 증명 발급."]), **kw)
    else:
        mc = tmpl(pick(["{task} failed with {err} on the new runner.", "Needed registry access for {task}."] if en else
                       ["새 러너에서 {task}가 {err}로 실패.", "{task}에 레지스트리 접근이 필요했음."]), **kw)
        lesson = tmpl(pick(["The runner was missing {path}; the user's working copy:\n{snip}",
                            "Fix was to recreate {path}:\n{snip}"] if en else
                           ["러너에 {path}가 없었음. 사용자의 동작하는 파일:\n{snip}", "{path}를 다시 만들어서 해결:\n{snip}"]),
                      snip=snip, **kw)
    ask = tmpl(pick(["Can you create a CI-only credential so I can stop using yours?", "Is {path} on the shared bastion too?", ""] if en else
                    ["개인 것 말고 CI 전용 자격 증명을 만들어 주실 수 있나요?", "공용 bastion에도 {path}가 있나요?", ""]), **kw)
    return result("credential file: %s" % label, mc, lesson, ask, secrets, template="cred-file/" + label)


# --------------------------------------------------------------------------
# passwords of people / shared accounts written in prose
# --------------------------------------------------------------------------
PROSE_PW_EN = [
    ("NAS admin", "The NAS admin password is {q}; {name} set it up in 2022 and nobody changed it."),
    ("RDP jump box", "User said their Windows login for the RDP jump box is {user} / {q}."),
    ("router admin", "The office router admin page (192.168.0.1) still uses {q}."),
    ("Jenkins admin", "Jenkins admin account: user admin, password {q} (\"temporary\", according to {name})."),
    ("Keycloak admin", "For the staging Keycloak console use admin with password {q}."),
    ("shared AWS console", "Shared AWS console login is ops@acme.kr with {q}; MFA is on {name}'s phone."),
    ("company e-mail", "{name}'s mail account password is {q} and they plan to change it next week."),
    ("Grafana admin", "Grafana admin password was reset to {q} after the upgrade."),
    ("VPN", "VPN profile acme-office: username {user}, password {q}."),
    ("test account", "QA test account for the prod app: qa.bot@acme.kr / {q} (has real payment methods attached)."),
]
PROSE_PW_KO = [
    ("NAS admin", "공용 NAS 관리자 비밀번호는 {q} 라고 함. {name}님이 2022년에 설정한 뒤 그대로."),
    ("company e-mail", "사용자 말로는 회사 메일 계정 비번이 {q} 이고 다음 주에 바꿀 예정."),
    ("Korean certificate", "법인 공동인증서 비밀번호: {q} (홈택스 자동 신고 스크립트에서 사용)"),
    ("staging admin", "스테이징 어드민 계정은 admin / {q}."),
    ("shared AWS console", "팀 공용 AWS 콘솔 로그인: ops@acme.kr / {q}. MFA는 {name}님 폰에 있음."),
    ("router admin", "사무실 공유기 관리자 페이지(192.168.0.1) 비밀번호는 아직 {q}."),
    ("VPN", "VPN 계정 {user}, 비밀번호 {q}."),
    ("Jenkins admin", "젠킨스 admin 비밀번호를 {q} 로 초기화했다고 {name}님이 알려줌."),
    ("test account", "운영 앱 QA 테스트 계정: qa.bot@acme.kr / {q} (실제 결제수단 연결돼 있음)."),
    ("ERP", "그룹웨어/ERP 계정은 {user}, 비번은 {q}."),
]


@secret_scenario(22)
def s_pw_prose(lang):
    en = lang == "en"
    label, sent = pick(PROSE_PW_EN if en else PROSE_PW_KO)
    style, p = any_password(styles=None if label != "Korean certificate" else ["punctuation-heavy", "human", "korean-keyboard"])
    q = pick([code(p), code(p), '"%s"' % p if '"' not in p else code(p), p])
    kw = dict(name=person(lang), user=code(pick(USERS)), task=task(lang))
    line = tmpl(sent, q=q, **kw)
    pos = R.randrange(3)
    if pos == 0:
        mc = tmpl(pick(["I didn't know {task} logs into an account that a person also uses. ",
                        "Missing context for {task}: the credentials are shared by humans, not a service account. ",
                        ""] if en else
                       ["{task}가 사람이 같이 쓰는 계정으로 로그인한다는 걸 몰랐음. ", "{task}의 자격 증명은 서비스 계정이 아니라 사람들이 공유하는 계정. ", ""]),
                  **kw) + line
        lesson = tmpl(pick(["Shared human accounts get their passwords changed without notice; {task} must use its own account.",
                            "Do not automate against personal logins; ask for a service account first."] if en else
                           ["사람이 공유하는 계정은 예고 없이 비밀번호가 바뀜. {task}는 전용 계정을 써야 함.",
                            "개인 로그인으로 자동화하지 말 것. 서비스 계정부터 요청."]), **kw)
        ask = tmpl(pick(["Can we get a dedicated service account for {task}?", "Who owns this login?", ""] if en else
                        ["{task} 전용 서비스 계정을 받을 수 있을까요?", "이 계정 담당자가 누구인가요?", ""]), **kw)
    elif pos == 1:
        mc = tmpl(pick(["Couldn't log in for {task}.", "{task} needed a login that isn't in the runbook."] if en else
                       ["{task} 중 로그인이 안 됐음.", "{task}에 런북에 없는 로그인이 필요했음."]), **kw)
        lesson = line + tmpl(pick([" Use it only interactively.", " Record the location in the runbook, not the value.", ""] if en else
                                  [" 수동 작업에만 사용할 것.", " 런북에는 값 말고 보관 위치만 적을 것.", ""]), **kw)
        ask = tmpl(pick(["Should this go into the team vault?", ""] if en else ["팀 금고에 넣어둘까요?", ""]), **kw)
    else:
        mc = tmpl(pick(["{task} required the {label} login and I had no credentials.", "User mentioned a shared {label} login during {task}."] if en else
                       ["{task}에 {label} 로그인이 필요했는데 자격 증명이 없었음.", "{task} 중 사용자가 공용 {label} 로그인을 언급함."]), label=label, **kw)
        lesson = tmpl(pick(["Ask before using shared logins; they are tied to a person.", "The {label} login works from the office network only."] if en else
                           ["공용 로그인은 특정 사람에게 묶여 있으니 쓰기 전에 물어볼 것.", "{label} 로그인은 사무실 네트워크에서만 됨."]), label=label, **kw)
        ask = tmpl(pick(["Is the {label} password still {q}, or did it change?", "Last time the password was {q}; should I still use it?"] if en else
                        ["{label} 비밀번호가 아직 {q} 인가요, 바뀌었나요?", "지난번 비밀번호가 {q} 였는데 계속 써도 되나요?"]), label=label, q=q)
    return result("prose: %s password (%s)" % (label, style), mc, lesson, ask, [p], template="pw-prose/%d" % pos)


# --------------------------------------------------------------------------
# Basic auth headers
# --------------------------------------------------------------------------
@secret_scenario(14)
def s_basic_header(lang):
    style, p = any_password(safe=":'\"\\ ")
    u = pick(USERS + ["elastic", "prometheus", "api_partner", "partner-kr"])
    blob = b64("%s:%s" % (u, p))
    host = pick(["es.internal:9200", "partner-api.logis.co.kr", "grafana.corp.local", "legacy-erp.acme.kr", "nexus.internal"])
    form = pick(["curl", "nginx", "raw", "haproxy", "postman", "encode", "python"])
    secrets = [blob]
    if form == "curl":
        t = "curl -H 'Authorization: Basic %s' https://%s/api/status" % (blob, host)
    elif form == "nginx":
        t = "location /partner/ {\n    proxy_pass https://%s/;\n    proxy_set_header Authorization \"Basic %s\";\n}" % (host, blob)
    elif form == "raw":
        t = "GET /v1/orders?since=2024-11-01 HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: application/json" % (host, blob)
    elif form == "haproxy":
        t = "backend partner\n    http-request set-header Authorization \"Basic %s\"\n    server p1 %s ssl verify required" % (blob, host)
    elif form == "postman":
        t = '"header": [\n  { "key": "Authorization", "value": "Basic %s", "type": "text" }\n]' % blob
    elif form == "python":
        t = 'HEADERS = {"Authorization": "Basic %s", "Accept": "application/json"}' % blob
    else:
        t = "$ echo -n '%s:%s' | base64\n%s" % (u, p, blob)
        secrets = [p, blob]
    snip = fence(t, "")
    en = lang == "en"
    kw = dict(task=task(lang), host=host, name=person(lang), err=pick(API_ERRORS))
    mc = tmpl(pick(["I didn't know {host} uses HTTP Basic auth rather than tokens. The user's config:\n{snip}",
                    "{task} got {err} from {host}; {name} sent the header they use:\n{snip}",
                    "{snip}\nThis is how the old integration with {host} authenticates."] if en else
                   ["{host}가 토큰이 아니라 HTTP Basic 인증을 쓴다는 걸 몰랐음. 사용자 설정:\n{snip}",
                    "{task}가 {host}에서 {err}를 받음. {name}님이 쓰는 헤더를 보내줌:\n{snip}",
                    "{snip}\n{host}와의 기존 연동은 이렇게 인증함."]), snip=snip, **kw)
    lesson = tmpl(pick(["Base64 in a Basic header is not encryption; anyone can decode the user and password from it.",
                        "{host} rejects Basic auth over plain HTTP, so {task} must use https.",
                        "Generate the Basic header at runtime from env vars instead of storing the encoded value."] if en else
                       ["Basic 헤더의 base64는 암호화가 아님. 누구나 사용자와 비밀번호를 디코딩할 수 있음.",
                        "{host}는 평문 HTTP의 Basic 인증을 거부하므로 {task}는 https를 써야 함.",
                        "인코딩된 값을 저장하지 말고 환경 변수로 런타임에 Basic 헤더를 만들 것."]), **kw)
    ask = tmpl(pick(["Does {host} support token auth so we can drop Basic?", ""] if en else ["{host}가 토큰 인증을 지원하나요?", ""]), **kw)
    return result("header: HTTP Basic auth (%s, %s password)" % (form, style), mc, lesson, ask, secrets, template="basic/" + form)


# --------------------------------------------------------------------------
# session cookies
# --------------------------------------------------------------------------
def cookie_value():
    kind = pick(["django", "express", "jsessionid", "phpsessid", "laravel", "rails", "nextauth", "aspnet", "grafana"])
    if kind == "django":
        return "sessionid", gen("{LOW:32}"), "Django sessionid"
    if kind == "express":
        return "connect.sid", "s%3A" + gen("{URL:32}") + "." + urlpw(b64(rbytes(32)).rstrip("=")), "express connect.sid"
    if kind == "jsessionid":
        return "JSESSIONID", gen("{HEXU:32}"), "JSESSIONID"
    if kind == "phpsessid":
        return "PHPSESSID", rs("abcdefghijklmnopqrstuv0123456789", 26), "PHPSESSID"
    if kind == "laravel":
        j = json.dumps({"iv": b64(rbytes(16)), "value": b64(rbytes(R.choice([48, 64, 96]))), "mac": gen("{HEX:64}"), "tag": ""},
                       separators=(",", ":"))
        return "laravel_session", urlpw(b64(j)), "laravel_session"
    if kind == "rails":
        return "_acme_session", urlpw(b64(rbytes(R.choice([60, 90, 120])))) + "--" + urlpw(b64(rbytes(20))), "Rails session cookie"
    if kind == "nextauth":
        return ("__Secure-next-auth.session-token",
                "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + gen("{URL:22}") + "." + gen("{URL:120-260}") + "." + gen("{URL:22}"),
                "next-auth JWE session token")
    if kind == "aspnet":
        return ".AspNetCore.Identity.Application", "CfDJ8" + gen("{URL:180-320}"), "ASP.NET Core auth cookie"
    return "grafana_session", gen("{HEX:32}"), "grafana_session"


@secret_scenario(12)
def s_cookie(lang):
    name, val, label = cookie_value()
    host = pick(["admin.acme.kr", "staging.acme.io", "backoffice.corp.local", "partner.logis.co.kr", "grafana.corp.local"])
    form = pick(["curl", "raw", "setcookie", "playwright", "requests", "devtools"])
    other = "csrftoken=%s; _ga=GA1.2.%s.%s" % (gen("{AN:32}"), gen("{DIG:9}"), gen("{DIG:10}"))
    if form == "curl":
        t = "curl 'https://%s/api/admin/users?page=2' \\\n  -H 'accept: application/json' \\\n  -b '%s=%s; %s'" % (host, name, val, other)
    elif form == "raw":
        t = "GET /api/admin/export HTTP/2\nHost: %s\nCookie: %s; %s=%s\nUser-Agent: Mozilla/5.0" % (host, other, name, val)
    elif form == "setcookie":
        t = "HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val)
    elif form == "playwright":
        t = '{\n  "cookies": [\n    {\n      "name": "%s",\n      "value": "%s",\n      "domain": "%s",\n      "path": "/",\n      "httpOnly": true\n    }\n  ]\n}' % (name, val, host)
    elif form == "requests":
        t = 's = requests.Session()\ns.cookies.set("%s", "%s", domain="%s")\nr = s.get("https://%s/api/reports/daily")' % (name, val, host, host)
    else:
        t = "Name: %s\nValue: %s\nDomain: %s\nHttpOnly: true" % (name, val, host)
    snip = fence(t, "")
    en = lang == "en"
    kw = dict(task=task(lang), host=host, name=person(lang))
    mc = tmpl(pick(["The admin API at {host} has no token auth, so the user copied their browser session for {task}:\n{snip}",
                    "I didn't know {task} scrapes {host} with a logged-in session. What the user pasted:\n{snip}",
                    "{name} exported the session from DevTools so I could reproduce the bug on {host}:\n{snip}"] if en else
                   ["{host} 관리자 API에는 토큰 인증이 없어서 사용자가 {task}용으로 브라우저 세션을 복사해 줌:\n{snip}",
                    "{task}가 로그인된 세션으로 {host}를 긁어온다는 걸 몰랐음. 사용자가 붙여준 것:\n{snip}",
                    "{host}의 버그 재현을 위해 {name}님이 DevTools에서 세션을 복사해 줌:\n{snip}"]), snip=snip, **kw)
    lesson = tmpl(pick(["A copied session cookie is a full login until it expires; log out on {host} to invalidate it after use.",
                        "The session is bound to the user's account, so every action {task} took is audited as them.",
                        "Session cookies expire after 30 minutes idle; automation needs a real API credential."] if en else
                       ["복사한 세션 쿠키는 만료 전까지 완전한 로그인임. 사용 후 {host}에서 로그아웃해서 무효화할 것.",
                        "세션이 사용자 계정에 묶여 있어 {task}가 한 모든 작업이 그 사람 이름으로 감사 기록됨.",
                        "세션 쿠키는 30분 유휴 시 만료됨. 자동화에는 정식 API 자격 증명이 필요."]), **kw)
    ask = tmpl(pick(["Can {host} issue an API token for {task}?", "Did you log out to kill that session?", ""] if en else
                    ["{host}에서 {task}용 API 토큰을 발급받을 수 있나요?", "그 세션은 로그아웃해서 끊으셨나요?", ""]), **kw)
    return result("cookie: %s (%s)" % (label, form), mc, lesson, ask, [val], template="cookie/" + form)


# --------------------------------------------------------------------------
# signed URLs
# --------------------------------------------------------------------------
def signed_url():
    kind = pick(["s3", "s3-session", "gcs", "azure-sas", "cloudfront", "oss"])
    date = "2024%02d%02d" % (R.randint(1, 12), R.randint(1, 28))
    if kind in ("s3", "s3-session"):
        ak = gen("AKIA{B32:16}") if kind == "s3" else gen("ASIA{B32:16}")
        sig = gen("{HEX:64}")
        url = ("https://%s.s3.ap-northeast-2.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2Fap-northeast-2%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%02d%02d00Z&X-Amz-Expires=%d&X-Amz-SignedHeaders=host" % (
                   pick(["acme-exports", "kr-invoices", "media-originals"]), pick(["reports/2024/11/settlement.xlsx", "dump/orders.csv.gz", "contracts/partner-a.pdf"]),
                   ak, date, date, R.randint(0, 23), R.randint(0, 59), pick([3600, 86400, 604800])))
        secrets = [ak, sig]
        if kind == "s3-session":
            tok = urlpw("IQoJb3JpZ2luX2VjE" + gen("{B64:180-260}"))
            url += "&X-Amz-Security-Token=" + tok
            secrets.append(tok)
        url += "&X-Amz-Signature=" + sig
        return url, secrets, "S3 presigned URL" + (" with session token" if kind == "s3-session" else "")
    if kind == "gcs":
        sig = gen("{HEX:512}")
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=exporter%%40acme-data.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=%sT010203Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s" % (
                   pick(["acme-ml-datasets", "kr-backups"]), pick(["train/part-0001.parquet", "db/2024-11-27.sql.gz"]), date, date, sig))
        return url, [sig], "GCS V4 signed URL"
    if kind == "azure-sas":
        sig = urlpw(b64(rbytes(32)))
        url = ("https://%s.blob.core.windows.net/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-%02d-%02dT00:00:00Z&st=2024-11-27T00:00:00Z&spr=https&sig=%s" % (
            pick(["acmeprodlogs", "stgbackupkr"]), pick(["exports/daily.csv", "logs"]), R.randint(1, 12), R.randint(1, 28), sig))
        return url, [sig], "Azure SAS URL"
    if kind == "cloudfront":
        sig = gen("{URL:172}").replace("_", "~")
        url = "https://d%s.cloudfront.net/videos/%s.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
            gen("{LOW:13}"), gen("{LOW:8}"), R.randint(1732600000, 1740000000), sig, gen("{UP:13}"))
        return url, [sig], "CloudFront signed URL"
    ak = gen("LTAI5t{AN:18}")
    sig = urlpw(b64(rbytes(20)))
    url = "https://%s.oss-cn-hangzhou.aliyuncs.com/%s?Expires=%d&OSSAccessKeyId=%s&Signature=%s" % (
        pick(["acme-cn-assets", "partner-sync"]), pick(["catalog.zip", "export/2024-11.csv"]), R.randint(1732600000, 1740000000), ak, sig)
    return url, [ak, sig], "Alibaba OSS signed URL"


@secret_scenario(12)
def s_signed_url(lang):
    url, secrets, label = signed_url()
    en = lang == "en"
    kw = dict(task=task(lang), name=person(lang))
    snip = fence(url, "") if chance(0.7) else code(url)
    mc = tmpl(pick(["{name} shared a download link for the file {task} needs:\n{snip}",
                    "The user pasted the link from an e-mail about {task}; I didn't know these links embed the signer's credentials:\n{snip}",
                    "{task} produced this link and the user forwarded it to a partner:\n{snip}"] if en else
                   ["{name}님이 {task}에 필요한 파일 다운로드 링크를 공유함:\n{snip}",
                    "{task} 메일에 있던 링크를 사용자가 붙여줌. 이런 링크에 서명자 자격 증명이 들어간다는 걸 몰랐음:\n{snip}",
                    "{task}가 만든 링크를 사용자가 파트너사에 전달함:\n{snip}"]), snip=snip, **kw)
    lesson = tmpl(pick(["Anyone holding a signed URL can fetch the object until it expires; keep expiry short and never paste them in tickets.",
                        "The signature is tied to the signer's key; if the key leaks with it, rotate the key, not just the link.",
                        "Generate signed URLs per request with a 15 minute expiry; week-long links end up in chat logs."] if en else
                       ["서명된 URL은 만료 전까지 누구나 객체를 받을 수 있음. 만료를 짧게 하고 티켓에 붙이지 말 것.",
                        "서명은 서명자 키에 묶여 있음. 키가 같이 노출되면 링크가 아니라 키를 교체해야 함.",
                        "서명 URL은 요청마다 15분 만료로 생성. 일주일짜리 링크는 결국 메신저 기록에 남음."]), **kw)
    ask = tmpl(pick(["Was this link sent outside the company?", "Should I regenerate it with a shorter expiry?", ""] if en else
                    ["이 링크가 외부로 전달됐나요?", "만료를 짧게 해서 다시 만들까요?", ""]), **kw)
    return result("signed URL: %s" % label, mc, lesson, ask, secrets, template="signed-url/" + label)


# --------------------------------------------------------------------------
# private keys (PEM bodies listed line by line)
# --------------------------------------------------------------------------
def _ssh_string(b):
    return len(b).to_bytes(4, "big") + b


def openssh_ed25519(comment):
    pub = rbytes(32)
    seed = rbytes(32)
    pubblob = _ssh_string(b"ssh-ed25519") + _ssh_string(pub)
    chk = rbytes(4)
    priv = chk + chk + _ssh_string(b"ssh-ed25519") + _ssh_string(pub) + _ssh_string(seed + pub) + _ssh_string(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (b"openssh-key-v1\x00" + _ssh_string(b"none") + _ssh_string(b"none") + _ssh_string(b"")
            + (1).to_bytes(4, "big") + _ssh_string(pubblob) + _ssh_string(priv))
    body = b64(blob)
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(lines), lines


def rsa_truncated(pkcs8):
    if pkcs8:
        first = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + gen("{B64:14}")
        label = "PRIVATE KEY"
    else:
        first = "MIIEow" + pick(["IBAAKCAQEA", "IBAAKCAQEAr", "IBAAKCAQEAx"]) + gen("{B64:48}")
        first = first[:64]
        label = "RSA PRIVATE KEY"
    n = R.randint(3, 6)
    lines = [first] + [gen("{B64:64}") for _ in range(n)]
    last = gen("{B64:%d}" % R.randint(10, 40)) + pick(["", "=", "=="])
    shown = lines + ["..."] + [last] if chance(0.7) else lines
    keep = lines + ([last] if "..." in shown else [])
    return label, shown, keep


def private_key():
    kind = pick(["ec", "ed25519-pkcs8", "openssh", "rsa-pkcs1", "rsa-pkcs8", "pgp", "ppk"])
    if kind == "ec":
        pem, lines = pem_wrap(ec_private_der(), "EC PRIVATE KEY")
        return pem, lines, "EC P-256 private key (SEC1 PEM)"
    if kind == "ed25519-pkcs8":
        der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
        pem, lines = pem_wrap(der, "PRIVATE KEY")
        return pem, lines, "Ed25519 private key (PKCS#8 PEM)"
    if kind == "openssh":
        pem, lines = openssh_ed25519(pick(["deploy@ci", "minji@macbook", "backup@nas", "github-actions"]))
        return pem, lines, "OpenSSH ed25519 private key"
    if kind in ("rsa-pkcs1", "rsa-pkcs8"):
        label, shown, keep = rsa_truncated(kind == "rsa-pkcs8")
        pem = "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(shown), label)
        return pem, keep, "RSA private key (%s, partially pasted)" % ("PKCS#8" if kind == "rsa-pkcs8" else "PKCS#1")
    if kind == "pgp":
        lines = ["lQ" + pick(["OYBG", "VYBG", "dGBG"]) + gen("{B64:58}")] + [gen("{B64:64}") for _ in range(R.randint(3, 5))]
        crc = "=" + gen("{B64:4}")
        pem = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n%s\n-----END PGP PRIVATE KEY BLOCK-----" % ("\n".join(lines), crc)
        return pem, lines, "PGP private key block"
    pub = ["AAAAC3NzaC1lZDI1NTE5AAAAI" + gen("{B64:43}")]
    priv = ["AAAAI" + gen("{B64:43}")]
    mac = gen("{HEX:64}")
    ppk = ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-2024%02d%02d\nPublic-Lines: 2\n%s\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s"
           % (R.randint(1, 12), R.randint(1, 28), pub[0][:64], pub[0][64:] + gen("{B64:4}"), priv[0], mac))
    return ppk, priv, "PuTTY .ppk private key"


@secret_scenario(16)
def s_private_key(lang):
    pem, lines, label = private_key()
    form = pick(["file", "file", "k8s", "json", "env", "terraform", "chat"])
    if form == "file":
        body = pem
        where = pick(["deploy_key", "id_ed25519", "tls.key", "signing.pem", "sftp_partner.key"])
    elif form == "k8s":
        body = "apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\nmetadata:\n  name: api-tls\nstringData:\n  tls.key: |\n" + "\n".join("    " + x for x in pem.split("\n"))
        where = "secret.yaml"
    elif form == "json":
        if "PuTTY" in pem:
            return None
        body = ('{\n  "type": "service_account",\n  "project_id": "acme-data-%s",\n  "private_key_id": "%s",\n  "private_key": "%s\\n",\n  "client_email": "etl@acme-data.iam.gserviceaccount.com"\n}'
                % (gen("{DIG:6}"), gen("{HEX:40}"), pem.replace("\n", "\\n")))
        where = "sa-key.json"
    elif form == "env":
        if "PuTTY" in pem:
            return None
        body = 'GITHUB_APP_PRIVATE_KEY="%s"' % pem.replace("\n", "\\n")
        where = ".env"
    elif form == "terraform":
        body = 'resource "tls_private_key" "x" {}\n\nlocals {\n  partner_key = <<-EOT\n%s\n  EOT\n}' % "\n".join("    " + x for x in pem.split("\n"))
        where = "main.tf"
    else:
        body = pem
        where = "chat"
    snip = fence(body, "") if form != "chat" else body
    en = lang == "en"
    kw = dict(task=task(lang), name=person(lang), where=code(where), host=pick(HOSTS_BY["server"]))
    if form == "chat":
        mc = tmpl(pick(["{name} pasted the key straight into the thread so I could finish {task}:\n{snip}",
                        "User sent the SSH key for {host} in chat:\n{snip}"] if en else
                       ["{name}님이 {task} 마무리하라고 스레드에 키를 그대로 붙여줌:\n{snip}",
                        "사용자가 {host} 접속용 SSH 키를 메신저로 보냄:\n{snip}"]), snip=snip, **kw)
    else:
        mc = tmpl(pick(["I didn't know {task} authenticates with a key file ({where}). The user pasted it:\n{snip}",
                        "Missing context: {where} is committed in the repo and {task} depends on it:\n{snip}",
                        "{snip}\nThat is {where} as the user pasted it; {task} loads it at startup."] if en else
                       ["{task}가 키 파일({where})로 인증한다는 걸 몰랐음. 사용자가 붙여준 내용:\n{snip}",
                        "{where}가 저장소에 커밋되어 있고 {task}가 이걸 씀:\n{snip}",
                        "{snip}\n사용자가 붙여준 {where}. {task}가 시작할 때 읽음."]), snip=snip, **kw)
    lesson = tmpl(pick(["A private key pasted anywhere shared is compromised; generate a new pair and remove the old public key from {host}.",
                        "Mount the key from a secret volume with mode 0400; the loader refuses group-readable key files.",
                        "Keys stored with literal \\n escapes must be unescaped before parsing, otherwise the library reports an invalid PEM."] if en else
                       ["공유된 곳에 붙여넣은 개인키는 유출된 것으로 봐야 함. 새 키쌍을 만들고 {host}에서 기존 공개키를 제거할 것.",
                        "키는 시크릿 볼륨에 0400 권한으로 마운트. 그룹 읽기 권한이 있으면 로더가 거부함.",
                        "\\n 이스케이프로 저장된 키는 파싱 전에 복원해야 함. 아니면 라이브러리가 PEM 형식 오류를 냄."]), **kw)
    ask = tmpl(pick(["Can I generate a fresh key pair and send you only the public key?", "Which hosts trust this key?", ""] if en else
                    ["새 키쌍을 만들고 공개키만 전달드려도 될까요?", "이 키를 신뢰하는 호스트가 어디어디인가요?", ""]), **kw)
    return result("private key: %s in %s" % (label, form), mc, lesson, ask, lines, template="pkey/" + label + "/" + form)


# --------------------------------------------------------------------------
# TOTP seeds, recovery codes, PINs, Wi-Fi keys
# --------------------------------------------------------------------------
@secret_scenario(9)
def s_totp(lang):
    n = pick([16, 32, 32, 52, 64])
    seed = gen("{B32:%d}" % n)
    issuer = pick(["ACME", "AWS", "GitHub", "Naver%20Works", "Okta", "Cloudflare", "Toss"])
    acct = pick(["minji%40acme.kr", "ops%40acme.kr", "root-account", "deploy-bot"])
    form = pick(["uri", "spaced", "pyotp", "env", "oathtool"])
    if form == "uri":
        t = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (issuer, acct, seed, issuer)
        shown = seed
    elif form == "spaced":
        low = seed.lower()
        shown = " ".join(low[i:i + 4] for i in range(0, len(low), 4))
        t = "Setup key: " + shown
    elif form == "pyotp":
        t = 'totp = pyotp.TOTP("%s")\nprint(totp.now())' % seed
        shown = seed
    elif form == "env":
        t = "MFA_TOTP_SECRET=%s" % seed
        shown = seed
    else:
        t = "oathtool --totp -b %s" % seed
        shown = seed
    en = lang == "en"
    kw = dict(task=task(lang), name=person(lang), issuer=issuer.replace("%20", " "))
    snip = fence(t, "")
    mc = tmpl(pick(["{task} logs into the {issuer} console, which requires MFA; I didn't know the bot generates codes itself. The user gave me the seed:\n{snip}",
                    "To automate {task} the user exported the {issuer} 2FA setup:\n{snip}",
                    "{name} shared the MFA enrolment for the shared {issuer} account:\n{snip}"] if en else
                   ["{task}가 MFA가 필요한 {issuer} 콘솔에 로그인하는데, 봇이 직접 코드를 생성한다는 걸 몰랐음. 사용자가 준 시드:\n{snip}",
                    "{task} 자동화를 위해 사용자가 {issuer} 2FA 설정을 내보내 줌:\n{snip}",
                    "{name}님이 공용 {issuer} 계정의 MFA 등록 정보를 공유함:\n{snip}"]), snip=snip, **kw)
    lesson = tmpl(pick(["A TOTP seed is as sensitive as the password: whoever has it can generate valid codes forever.",
                        "Codes failed because the container clock drifted 40s; enable NTP before blaming the seed.",
                        "Use a separate MFA device per automation instead of cloning a human's seed."] if en else
                       ["TOTP 시드는 비밀번호만큼 민감함. 가진 사람은 영원히 유효한 코드를 만들 수 있음.",
                        "컨테이너 시계가 40초 틀어져서 코드가 실패했음. 시드를 의심하기 전에 NTP부터 확인.",
                        "사람의 시드를 복제하지 말고 자동화마다 별도 MFA 장치를 등록할 것."]), **kw)
    ask = tmpl(pick(["Can we move {issuer} to SSO so {task} doesn't need a TOTP seed?", ""] if en else
                    ["{issuer}를 SSO로 바꿔서 {task}가 TOTP 시드 없이 돌 수 있을까요?", ""]), **kw)
    return result("TOTP seed (%s, %d chars)" % (form, n), mc, lesson, ask, [shown], template="totp/" + form)


def recovery_codes():
    kind = pick(["github", "google", "microsoft", "1password", "bitwarden", "apple", "bitlocker", "slack"])
    if kind == "github":
        codes = [gen("{HEX:5}-{HEX:5}") for _ in range(R.randint(6, 16))]
        return codes, "GitHub recovery codes", "\n".join(codes)
    if kind == "google":
        codes = [gen("{DIG:4} {DIG:4}") for _ in range(10)]
        return codes, "Google backup codes", "\n".join(("%d. " % (i + 1)) + c for i, c in enumerate(codes))
    if kind == "microsoft":
        c = "-".join(gen("{UP:5}") for _ in range(5))
        return [c], "Microsoft account recovery code", c
    if kind == "1password":
        c = "A3-%s-%s-%s-%s-%s-%s" % (gen("{UP:6}"), gen("{UP:6}"), gen("{UP:5}"), gen("{UP:5}"), gen("{UP:5}"), gen("{UP:5}"))
        return [c], "1Password Secret Key", "Secret Key: " + c
    if kind == "bitwarden":
        c = "-".join(gen("{LOW:4}") for _ in range(8))
        return [c], "Bitwarden two-step recovery code", c
    if kind == "apple":
        c = "-".join(gen("{UP:4}") for _ in range(7))
        return [c], "Apple recovery key", c
    if kind == "bitlocker":
        c = "-".join(gen("{DIG:6}") for _ in range(8))
        return [c], "BitLocker recovery key", "Recovery Key ID: %s\nRecovery Key: %s" % (gen("{HEXU:8}"), c)
    codes = [gen("{DIG:8}") for _ in range(R.randint(5, 10))]
    return codes, "Slack backup codes", "  ".join(codes)


@secret_scenario(9)
def s_recovery(lang):
    codes, label, text = recovery_codes()
    en = lang == "en"
    kw = dict(task=task(lang), name=person(lang), label=label)
    snip = fence(text, "")
    if chance(0.6):
        mc = tmpl(pick(["The shared admin account for {task} lost its MFA phone; the user pasted the {label} so I could get back in:\n{snip}",
                        "I didn't know where the {label} for the team account were kept. {name} pasted them:\n{snip}"] if en else
                       ["{task}용 공용 관리자 계정의 MFA 폰을 분실해서 사용자가 {label}를 붙여줌:\n{snip}",
                        "팀 계정 {label}가 어디 보관되어 있는지 몰랐음. {name}님이 붙여줌:\n{snip}"]), snip=snip, **kw)
        lesson = tmpl(pick(["Each code works once; cross out used ones and regenerate the set after recovery.",
                            "Recovery material belongs in the sealed envelope / vault entry, not in tickets or notes."] if en else
                           ["각 코드는 한 번만 쓸 수 있음. 사용한 코드는 지우고 복구 후 새로 발급할 것.",
                            "복구 코드는 봉인 봉투나 금고 항목에 둘 것. 티켓이나 노트에 두지 말 것."]), **kw)
    else:
        mc = tmpl(pick(["Locked out of the team account during {task}.", "MFA device for the shared account was gone."] if en else
                       ["{task} 중 팀 계정이 잠김.", "공용 계정의 MFA 기기가 없어졌음."]), **kw)
        lesson = tmpl(pick(["Recovered with the {label} the user provided:\n{snip}", "Codes used for recovery ({label}):\n{snip}"] if en else
                           ["사용자가 준 {label}로 복구함:\n{snip}", "복구에 쓴 코드 ({label}):\n{snip}"]), snip=snip, **kw)
    ask = tmpl(pick(["Which of these codes have already been used?", "Should I regenerate the {label} now?", ""] if en else
                    ["이 중 이미 사용한 코드가 있나요?", "{label}를 지금 재발급할까요?", ""]), **kw)
    return result("recovery codes: %s (%d)" % (label, len(codes)), mc, lesson, ask, codes, template="recovery/" + label)


PIN_KINDS_EN = [("SIM PUK", "The SIM PUK for the on-call phone is {v}.", "{DIG:8}"),
                ("door lock code", "Server room door code: {v}#", "{DIG:8}"),
                ("YubiKey PIV PUK", "YubiKey PIV PUK was set with `ykman piv access change-puk -p 12345678 -n {v}`.", "{DIG:8}"),
                ("YubiKey PIV management key", "PIV management key: {v}", "{HEX:48}"),
                ("alarm disarm code", "Office alarm (SECOM) disarm code is {v}.", "{DIG:8}"),
                ("BIOS supervisor password", "BIOS supervisor password on the build servers: {v}", "{UP:10}"),
                ("safe combination", "The key safe in the server room opens with {v}.", "{DIG:2}-{DIG:2}-{DIG:2}-{DIG:2}"),
                ("device unlock PIN", "The shared QA Android device unlock PIN is {v}.", "{DIG:8}")]
PIN_KINDS_KO = [("SIM PUK", "당직폰 SIM PUK 코드는 {v}.", "{DIG:8}"),
                ("door lock code", "서버실 도어락 비밀번호 {v}# (8자리)", "{DIG:8}"),
                ("YubiKey PIV PUK", "YubiKey PIV PUK는 `ykman piv access change-puk -p 12345678 -n {v}` 로 설정함.", "{DIG:8}"),
                ("alarm disarm code", "사무실 세콤 해제 번호는 {v}.", "{DIG:8}"),
                ("Korean certificate password", "홈택스 신고용 공동인증서 암호: {v}", None),
                ("safe combination", "서버실 키 보관함 번호 {v}.", "{DIG:2}-{DIG:2}-{DIG:2}-{DIG:2}"),
                ("device unlock PIN", "QA 공용 안드로이드 기기 잠금 PIN {v}.", "{DIG:8}"),
                ("bank OTP card", "법인 계좌 보안카드 일련번호 옆 비밀번호 {v}", "{DIG:8}")]


@secret_scenario(9)
def s_pin(lang):
    en = lang == "en"
    label, sent, shape = pick(PIN_KINDS_EN if en else PIN_KINDS_KO)
    v = gen(shape) if shape else any_password(styles=["punctuation-heavy", "human"])[1]
    kw = dict(task=task(lang), name=person(lang), label=label)
    line = tmpl(sent, v=v)
    if chance(0.5):
        mc = tmpl(pick(["Needed physical/device access during {task} and didn't know the code. {name}: ",
                        "The on-site step of {task} required a code nobody had written down. "] if en else
                       ["{task} 중 현장 작업에 필요한 코드를 몰랐음. {name}님 답변: ", "{task}의 현장 단계에서 아무도 적어두지 않은 코드가 필요했음. "]), **kw) + line
        lesson = tmpl(pick(["Codes like this belong in the facilities vault; ask the office manager, not the channel.",
                            "The {label} is per device; it is not the same across the spare units."] if en else
                           ["이런 코드는 시설 금고에 보관. 채널이 아니라 총무 담당자에게 물어볼 것.", "{label}는 기기마다 다름. 예비 기기와 같지 않음."]), **kw)
        ask = tmpl(pick(["Who can change the {label} after the visit?", ""] if en else ["방문 후 {label}는 누가 바꾸나요?", ""]), **kw)
    else:
        mc = tmpl(pick(["{task} stalled at an on-site step.", "Didn't know the {label}."] if en else ["{task}가 현장 단계에서 막힘.", "{label}를 몰랐음."]), **kw)
        lesson = (line if line.endswith((".", "#", ")")) else line + ".") + tmpl(pick([" Re-lock after use.", " Change it after contractors leave."] if en else [" 사용 후 다시 잠글 것.", " 외부 인력 작업 후 변경."]), **kw)
        ask = tmpl(pick(["Is the {label} still {v}?", "Has {v} been changed since?"] if en else ["{label} 아직 {v} 인가요?", "{v} 는 그 후로 바뀌었나요?"]), v=v, **kw) if chance(0.4) else ""
    return result("PIN/code: %s" % label, mc, lesson, ask, [v], template="pin/" + label)


@secret_scenario(11)
def s_wifi(lang):
    ssid = pick(["ACME-Corp", "ACME-Guest", "acme_5G", "Meeting-Room-3F", "DEV-LAB", "사내무선", "IoT-Devices"])
    style, p = any_password(styles=["human", "passphrase", "korean-keyboard", "random", "punctuation-heavy"], safe='"\\\';:,')
    if len(p) > 63:
        return None
    form = pick(["wpa_supplicant", "wpa_psk_hex", "nmcli", "qr", "hostapd", "netsh", "netplan", "arduino", "prose"])
    secrets = [p]
    if form == "wpa_supplicant":
        t = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, p)
    elif form == "wpa_psk_hex":
        psk = hashlib.pbkdf2_hmac("sha1", p.encode(), ssid.encode(), 4096, 32).hex()
        t = 'network={\n    ssid="%s"\n    #psk="%s"\n    psk=%s\n}' % (ssid, p, psk)
        secrets = [p, psk]
    elif form == "nmcli":
        t = 'nmcli device wifi connect "%s" password "%s" ifname wlan0' % (ssid, p)
    elif form == "qr":
        t = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, p)
    elif form == "hostapd":
        t = "interface=wlan0\nssid=%s\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase=%s" % (ssid, p)
    elif form == "netsh":
        t = 'netsh wlan show profile name="%s" key=clear\n...\nSecurity settings\n-----------------\n    Authentication         : WPA2-Personal\n    Key Content            : %s' % (ssid, p)
    elif form == "netplan":
        t = 'network:\n  version: 2\n  wifis:\n    wlan0:\n      dhcp4: true\n      access-points:\n        "%s":\n          password: "%s"' % (ssid, p)
    elif form == "arduino":
        t = 'const char* ssid = "%s";\nconst char* password = "%s";\nWiFi.begin(ssid, password);' % (ssid, p)
    else:
        t = ("Wi-Fi %s / password %s" if lang == "en" else "와이파이 %s / 비번 %s") % (ssid, p)
    en = lang == "en"
    kw = dict(task=task(lang), ssid=ssid, name=person(lang))
    snip = fence(t, "") if form != "prose" else t
    mc = tmpl(pick(["The kiosk devices for {task} kept dropping off {ssid}; I didn't know they have the Wi-Fi key baked into the image:\n{snip}",
                    "Provisioning the test Raspberry Pis needed the office Wi-Fi. {name} sent:\n{snip}",
                    "{snip}\nThat is how the sensors join {ssid}; the user pasted it when I asked why they were offline."] if en else
                   ["{task}용 키오스크가 {ssid}에서 계속 끊겼는데 이미지에 와이파이 키가 박혀 있다는 걸 몰랐음:\n{snip}",
                    "테스트용 라즈베리파이 세팅에 사무실 와이파이가 필요했음. {name}님이 보내준 것:\n{snip}",
                    "{snip}\n센서들이 {ssid}에 붙는 설정. 왜 오프라인인지 묻자 사용자가 붙여줌."]), snip=snip, **kw)
    lesson = tmpl(pick(["The {ssid} key was rotated last quarter; devices with the old key silently fall back to the guest network.",
                        "Put devices on a separate IoT SSID with per-device credentials instead of sharing the staff key.",
                        "5 GHz-only SSIDs are invisible to the ESP32 boards; use the 2.4 GHz network."] if en else
                       ["{ssid} 키는 지난 분기에 교체됐음. 예전 키를 가진 기기는 조용히 게스트망으로 붙음.",
                        "직원용 키를 공유하지 말고 기기별 자격 증명이 있는 IoT 전용 SSID를 쓸 것.",
                        "ESP32 보드는 5GHz 전용 SSID를 못 봄. 2.4GHz 네트워크를 쓸 것."]), **kw)
    ask = tmpl(pick(["Is there an IoT SSID I should use instead of {ssid}?", "When is the {ssid} key rotated next?", ""] if en else
                    ["{ssid} 대신 쓸 IoT 전용 SSID가 있나요?", "{ssid} 키는 다음에 언제 바뀌나요?", ""]), **kw)
    return result("Wi-Fi key: %s (%s)" % (form, style), mc, lesson, ask, secrets, template="wifi/" + form)


# --------------------------------------------------------------------------
# webhooks with embedded secrets
# --------------------------------------------------------------------------
def webhook():
    kind = pick(["slack", "discord", "teams", "gchat", "mattermost", "dingtalk", "feishu", "wecom", "make", "ifttt", "jenkins", "line-notify"])
    if kind == "slack":
        sec = gen("{AN:24}")
        return "https://hooks.slack.com/services/T%s/B%s/%s" % (gen("{UP:8-10}"), gen("{UP:10}"), sec), [sec], "Slack incoming webhook"
    if kind == "discord":
        sec = gen("{URL:68}")
        return "https://discord.com/api/webhooks/1%s/%s" % (gen("{DIG:18}"), sec), [sec], "Discord webhook"
    if kind == "teams":
        sec = gen("{HEX:32}")
        return ("https://acmekr.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (
            uuid4(), uuid4(), sec, uuid4())), [sec], "Microsoft Teams incoming webhook"
    if kind == "gchat":
        tok = gen("{URL:43}")
        return ("https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=AIzaSy%s&token=%s" % (
            gen("{URL:7}"), gen("{URL:33}"), urlpw(tok))), [urlpw(tok)], "Google Chat webhook"
    if kind == "mattermost":
        sec = gen("{LOW:26}")
        return "https://chat.acme.kr/hooks/%s" % sec, [sec], "Mattermost incoming webhook"
    if kind == "dingtalk":
        tok, sec = gen("{HEX:64}"), "SEC" + gen("{HEX:64}")
        return "https://oapi.dingtalk.com/robot/send?access_token=%s\n加签 secret: %s" % (tok, sec), [tok, sec], "DingTalk robot webhook + signing secret"
    if kind == "feishu":
        sec = uuid4()
        return "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % sec, [sec], "Feishu bot webhook"
    if kind == "wecom":
        sec = uuid4()
        return "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % sec, [sec], "WeCom group robot webhook"
    if kind == "make":
        sec = gen("{LOW:32}")
        return "https://hook.eu1.make.com/%s" % sec, [sec], "Make.com custom webhook"
    if kind == "ifttt":
        sec = gen("{URL:22}")
        return "https://maker.ifttt.com/trigger/deploy_done/with/key/%s" % sec, [sec], "IFTTT Maker webhook"
    if kind == "jenkins":
        sec = gen("{HEX:32}")
        return "https://jenkins.acme.kr/job/deploy-prod/buildWithParameters?token=%s&BRANCH=main" % sec, [sec], "Jenkins remote build trigger token"
    sec = gen("{AN:43}")
    return "curl -X POST https://notify-api.line.me/api/notify -H 'Authorization: Bearer %s' -F 'message=배포 완료'" % sec, [sec], "LINE Notify token"


@secret_scenario(14)
def s_webhook(lang):
    url, secrets, label = webhook()
    form = pick(["bare", "env", "yaml", "curl", "code"])
    if "\n" in url or url.startswith("curl"):
        form = "bare"
    if form == "bare":
        t = url
    elif form == "env":
        t = "ALERT_WEBHOOK_URL=%s" % url
    elif form == "yaml":
        t = "receivers:\n  - name: oncall\n    webhook_configs:\n      - url: '%s'\n        send_resolved: true" % url
    elif form == "curl":
        t = "curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy finished\"}' '%s'" % url
    else:
        t = 'requests.post("%s", json={"text": msg}, timeout=5)' % url
    en = lang == "en"
    kw = dict(task=task(lang), name=person(lang), label=label)
    snip = fence(t, "")
    if chance(0.7):
        mc = tmpl(pick(["I didn't know {task} posts to a {label}; the URL was in the user's paste:\n{snip}",
                        "Alerts from {task} stopped. {name} sent the webhook config:\n{snip}",
                        "{snip}\nThe user wants {task} to notify this channel on failure."] if en else
                       ["{task}가 {label}로 알림을 보낸다는 걸 몰랐음. 사용자가 붙여준 URL:\n{snip}",
                        "{task} 알림이 멈춤. {name}님이 웹훅 설정을 보내줌:\n{snip}",
                        "{snip}\n{task} 실패 시 이 채널로 알림을 보내 달라는 요청."]), snip=snip, **kw)
        lesson = tmpl(pick(["The webhook URL is itself the credential: anyone with it can post to the channel. Keep it in the secret store.",
                            "Webhook returned 404 after the channel was archived; a new URL has to be issued, the old one cannot be revived.",
                            "Batch alerts from {task}; the webhook is rate-limited to about one message per second."] if en else
                           ["웹훅 URL 자체가 자격 증명임. URL만 있으면 누구나 채널에 글을 올릴 수 있으니 시크릿 저장소에 보관.",
                            "채널이 보관 처리되면 웹훅이 404를 반환함. 예전 URL은 살릴 수 없고 새로 발급해야 함.",
                            "{task} 알림은 묶어서 보낼 것. 웹훅은 초당 1건 정도로 제한됨."]), **kw)
    else:
        mc = tmpl(pick(["{task} had no alerting.", "Where do {task} failures get reported?"] if en else
                       ["{task}에 알림이 없었음.", "{task} 실패는 어디로 보고되는지 몰랐음."]), **kw)
        lesson = tmpl(pick(["Use this {label} (from {name}):\n{snip}", "Notifications go to:\n{snip}"] if en else
                           ["이 {label} 사용 ({name}님 제공):\n{snip}", "알림 대상:\n{snip}"]), snip=snip, **kw)
    ask = tmpl(pick(["Should staging alerts go to a different webhook?", "Can you regenerate the webhook since it was pasted here?", ""] if en else
                    ["스테이징 알림은 다른 웹훅으로 보낼까요?", "여기 붙여넣었으니 웹훅을 재발급해 주실 수 있나요?", ""]), **kw)
    return result("webhook: %s (%s)" % (label, form), mc, lesson, ask, secrets, template="webhook/" + label + "/" + form)


# --------------------------------------------------------------------------
# framework signing secrets / multi-secret configs
# --------------------------------------------------------------------------
DJ_ALPHA = "abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)"


def app_secret():
    kind = pick(["django", "rails", "laravel", "nextauth", "jwt", "flask", "symfony", "phoenix", "encryption", "gh-webhook", "oauth2-proxy"])
    if kind == "django":
        return "DJANGO_SECRET_KEY", rs(DJ_ALPHA, 50), "Django SECRET_KEY"
    if kind == "rails":
        return "SECRET_KEY_BASE", gen("{HEX:128}"), "Rails secret_key_base"
    if kind == "laravel":
        return "APP_KEY", "base64:" + b64(rbytes(32)), "Laravel APP_KEY"
    if kind == "nextauth":
        return pick(["NEXTAUTH_SECRET", "AUTH_SECRET"]), b64(rbytes(32)), "NextAuth secret"
    if kind == "jwt":
        return pick(["JWT_SECRET", "JWT_SIGNING_KEY", "ACCESS_TOKEN_SECRET"]), pick([gen("{HEX:64}"), gen("{AN:48}"), b64(rbytes(48))]), "JWT HMAC secret"
    if kind == "flask":
        return "FLASK_SECRET_KEY", gen("{HEX:48}"), "Flask SECRET_KEY"
    if kind == "symfony":
        return "APP_SECRET", gen("{HEX:32}"), "Symfony APP_SECRET"
    if kind == "phoenix":
        return "SECRET_KEY_BASE", b64(rbytes(48)), "Phoenix secret_key_base"
    if kind == "encryption":
        return pick(["DATA_ENCRYPTION_KEY", "FIELD_ENCRYPTION_KEY", "AES_KEY"]), b64(rbytes(32)), "AES data encryption key"
    if kind == "gh-webhook":
        return "GITHUB_WEBHOOK_SECRET", gen("{HEX:40}"), "GitHub webhook secret"
    return "OAUTH2_PROXY_COOKIE_SECRET", b64(rbytes(32), url=True), "oauth2-proxy cookie secret"


@secret_scenario(12)
def s_app_secret(lang):
    key, val, label = app_secret()
    cname, file, fn, tag = pick(CONTAINERS)
    snip = fn([(key, val)] + extra_cfg(R.randint(1, 3)), pick(["app", "web", "api", "auth"]))
    if snip is None:
        return None
    snip = fence(snip, tag)
    en = lang == "en"
    kw = dict(task=task(lang), label=label, file=code(file), env=env_name(lang), name=person(lang))
    mc = tmpl(pick(["All sessions were invalidated after the {env} deploy. I didn't know the {label} is set per host in {file}:\n{snip}",
                    "Tokens signed in {env} failed verification in {task}; the user pasted the config:\n{snip}",
                    "{snip}\nFrom {file} on the {env} server; {name} says every replica must share it."] if en else
                   ["{env} 배포 후 모든 세션이 끊김. {label}가 호스트마다 {file}에 따로 설정된다는 걸 몰랐음:\n{snip}",
                    "{env}에서 서명한 토큰이 {task}에서 검증 실패. 사용자가 설정을 붙여줌:\n{snip}",
                    "{snip}\n{env} 서버의 {file}. {name}님 말로는 모든 레플리카가 같은 값을 써야 함."]), snip=snip, **kw)
    lesson = tmpl(pick(["Changing the {label} logs everyone out and invalidates signed links; plan it like a credential rotation.",
                        "All replicas must load the same {label}; generating it at boot broke {task}.",
                        "Whoever has the {label} can forge sessions or signatures, so it must not be in the image or the repo."] if en else
                       ["{label}를 바꾸면 전원 로그아웃되고 서명 링크가 무효화됨. 자격 증명 교체처럼 계획할 것.",
                        "모든 레플리카가 같은 {label}를 읽어야 함. 부팅 시 생성하게 했더니 {task}가 깨졌음.",
                        "{label}가 있으면 세션이나 서명을 위조할 수 있으므로 이미지나 저장소에 두면 안 됨."]), **kw)
    ask = tmpl(pick(["Is it OK to rotate the {label} during business hours?", "Where should the {label} live instead of {file}?", ""] if en else
                    ["업무 시간에 {label}를 교체해도 되나요?", "{file} 대신 {label}를 어디에 둘까요?", ""]), **kw)
    return result("app secret: %s in %s" % (label, cname), mc, lesson, ask, [val], template="app-secret/" + cname)


@secret_scenario(10)
def s_multi(lang):
    """A config with several different credentials (vendor keys, DB password, signing secret)."""
    v1 = next_vendor(lambda v: len(v.fields) <= 2)
    v2 = next_vendor(lambda v: len(v.fields) <= 2 and v.name != v1.name)
    vals = v1.draw() + v2.draw()
    style, p = any_password(safe="'\"\\$` #")
    k, sv, label = app_secret()
    pairs = [("DB_HOST", pick(HOSTS_BY["db"])), ("DB_USER", pick(USERS)), ("DB_PASSWORD", p)] + [(a, b) for a, b, _ in vals] + [(k, sv)]
    pairs = pairs[:3] + shuffled(pairs[3:])
    cname, file, fn, tag = pick([c for c in CONTAINERS if c[0] in ("dotenv", "shell export", "k8s Secret", "docker compose", "YAML",
                                                                   "JSON", "Helm values", "GitHub Actions", "systemd unit", "TOML")])
    snip = fn(pairs, "app")
    if snip is None:
        return None
    snip = fence(snip, tag)
    secrets = [p] + secrets_of(vals) + [sv]
    en = lang == "en"
    kw = dict(task=task(lang), file=code(file), env=env_name(lang), v1=v1.name, v2=v2.name, name=person(lang))
    mc = tmpl(pick(["The user pasted the complete {env} {file} so I could see why {task} fails only there:\n{snip}",
                    "I didn't know {task} shares its {file} with two other services ({v1}, {v2}, database). Full content:\n{snip}",
                    "{name} sent the whole {file} from the {env} host:\n{snip}"] if en else
                   ["{task}가 {env}에서만 실패하는 이유를 보라고 사용자가 {env} {file} 전체를 붙여줌:\n{snip}",
                    "{task}가 {file}을 다른 서비스({v1}, {v2}, DB)와 같이 쓴다는 걸 몰랐음. 전체 내용:\n{snip}",
                    "{name}님이 {env} 호스트의 {file} 전체를 보내줌:\n{snip}"]), snip=snip, **kw)
    lesson = tmpl(pick(["One file holds every credential for {env}; split it per service so a leak of one does not expose {v1} and {v2} together.",
                        "The failure was DB_HOST pointing at the old primary; none of the keys were wrong.",
                        "Load {file} through the secret manager and mount it read-only; {task} never needs to write it."] if en else
                       ["{env}의 모든 자격 증명이 한 파일에 있음. 서비스별로 나눠야 하나가 유출돼도 {v1}, {v2}가 같이 노출되지 않음.",
                        "실패 원인은 DB_HOST가 예전 primary를 가리킨 것. 키는 다 맞았음.",
                        "{file}은 시크릿 매니저로 주입하고 읽기 전용으로 마운트. {task}는 쓸 일이 없음."]), **kw)
    sec = short_secret(secrets, 60)
    if sec and chance(0.3):
        ask = tmpl(pick(["Is {sec} the same in staging?", "Should I rotate {sec} first since it is the oldest?"] if en else
                        ["스테이징도 {sec} 값이 같나요?", "{sec} 가 가장 오래됐으니 먼저 교체할까요?"]), sec=code(sec))
    else:
        ask = tmpl(pick(["Which of these values can I rotate without downtime?", ""] if en else ["이 중 다운타임 없이 교체 가능한 값은?", ""]), **kw)
    return result("multi: DB password + %s + %s + %s in %s" % (v1.name, v2.name, label, cname), mc, lesson, ask, secrets,
                  vendor=[v1.name, v2.name], template="multi/" + cname)


# --------------------------------------------------------------------------
# long tokens (hundreds of characters)
# --------------------------------------------------------------------------
LONG_VENDORS = ["AWS", "Atlassian", "LINE", "Korea Investment (KIS)", "Aiven", "Firebase", "Dropbox", "OpenAI", "Stripe"]


@secret_scenario(10)
def s_long_token(lang):
    kind = pick(["ya29", "jwt", "vendor", "vendor", "saml"])
    vname = None
    if kind == "ya29":
        tok = "ya29.a0" + gen("{URL:200-260}")
        label, text = "Google OAuth access token", "Authorization: Bearer " + tok
        secrets = [tok]
    elif kind == "jwt":
        tok = jwt(alg="RS256", long_payload=True)
        label, text = "Azure AD / OIDC access token (RS256 JWT)", "Authorization: Bearer " + tok
        secrets = [tok]
    elif kind == "saml":
        tok = b64(rbytes(R.randint(330, 420)))
        label, text = "SAMLResponse assertion (base64)", "POST /saml/acs\nContent-Type: application/x-www-form-urlencoded\n\nSAMLResponse=" + urlpw(tok) + "&RelayState=%2Fdashboard"
        secrets = [urlpw(tok)]
    else:
        v = next_vendor(lambda v: v.name in LONG_VENDORS)
        vals = v.draw()
        if max(len(x[1]) for x in vals if x[2]) < 100:
            return None
        snip_ = f_dotenv([(k, val) for k, val, _ in vals], "x") if chance(0.5) else f_export([(k, val) for k, val, _ in vals], "x")
        if snip_ is None:
            return None
        label, text, secrets = "%s %s" % (v.name, v.product), snip_, secrets_of(vals)
        vname = v.name
    en = lang == "en"
    kw = dict(task=task(lang), name=person(lang), label=label)
    snip = fence(text, "")
    if chance(0.6):
        mc = tmpl(pick(["{task} needed a {label}; the user copied theirs from the browser/terminal:\n{snip}",
                        "I didn't know the {label} expires so quickly. The one the user gave me:\n{snip}"] if en else
                       ["{task}에 {label}가 필요해서 사용자가 브라우저/터미널에서 복사해 줌:\n{snip}",
                        "{label}가 이렇게 빨리 만료되는지 몰랐음. 사용자가 준 값:\n{snip}"]), snip=snip, **kw)
        lesson = tmpl(pick(["Short-lived tokens are still credentials while valid; never paste them into tickets.",
                            "Truncating the token while copying caused the 401; compare the length first."] if en else
                           ["수명이 짧은 토큰도 유효한 동안은 자격 증명임. 티켓에 붙이지 말 것.",
                            "복사할 때 토큰이 잘려서 401이 났음. 길이부터 비교할 것."]), **kw)
    else:
        mc = tmpl(pick(["{task} returned 401 with my token.", "Could not call the API for {task}."] if en else
                       ["내 토큰으로는 {task}가 401을 반환함.", "{task}용 API를 호출할 수 없었음."]), **kw)
        lesson = tmpl(pick(["Worked with the {label} from {name}:\n{snip}", "Token that worked:\n{snip}"] if en else
                           ["{name}님의 {label}로 동작함:\n{snip}", "동작한 토큰:\n{snip}"]), snip=snip, **kw)
    ask = tmpl(pick(["Can I get a service principal so I don't need to borrow your {label}?", ""] if en else
                    ["{label}를 빌리지 않도록 서비스 주체를 받을 수 있을까요?", ""]), **kw)
    return result("long token: %s (%d chars)" % (label, max(len(s) for s in secrets)), mc, lesson, ask, secrets,
                  vendor=vname, template="long/" + kind)


# ==========================================================================
# CLEAN notes: no credential at all, but risky-looking material
# ==========================================================================
def shape_placeholder(pattern, ch=None):
    """'ghp_{AN:36}' -> 'ghp_xxxxxxxx...' (vendor-shaped placeholder)."""
    ch = ch or pick(["x", "X", "*", "0"])
    def rep(m):
        if m.group(1) in ("UUID", "UUIDU"):
            return "00000000-0000-0000-0000-000000000000"
        lo = int(m.group(2))
        hi = int(m.group(3)) if m.group(3) else lo
        return ch * min(lo, hi, 40)
    return _PAT.sub(rep, pattern)


def shape_masked(pattern):
    """Vendor-shaped masked display: prefix, dots or stars, last 4 of a non-existent key."""
    m = _PAT.search(pattern)
    prefix = pattern[:m.start()] if m else ""
    tail = gen("{AN:4}") if chance(0.6) else ""
    return prefix + pick(["*" * R.randint(6, 20), "•" * R.randint(6, 12), "…", "****"]) + tail


def placeholder_value(key, pattern=None):
    k = key.lower()
    opts = ["<%s>" % k, "<your-%s>" % kebab(key), "your_%s_here" % k, "REPLACE_ME", "CHANGE_ME_IN_VAULT",
            "<paste-here>", "TODO", "xxxxxxxxxxxxxxxx", "<redacted>", "", "dummy", "test"]
    if pattern and "{" in pattern:
        opts += [shape_placeholder(pattern)] * 4
    return pick(opts)


def reference_value(key):
    acct = gen("{DIG:12}")
    return pick([
        "${%s}" % key, "${{ secrets.%s }}" % key, "{{ .Values.secrets.%s }}" % camel(key),
        '{{ vault "secret/data/app" "%s" }}' % lower_key(key), "op://Engineering/%s/credential" % pascal(key),
        "arn:aws:secretsmanager:ap-northeast-2:%s:secret:prod/%s-%s" % (acct, kebab(key), gen("{AN:6}")),
        "projects/%s/secrets/%s/versions/latest" % (gen("{DIG:12}"), kebab(key)),
        "ssm:/prod/app/%s" % lower_key(key), "vault:secret/data/app#%s" % lower_key(key),
        "${file:/run/secrets/%s}" % lower_key(key), "%%(ENV_%s)s" % key, "$(cat /run/secrets/%s)" % lower_key(key),
        "akv://acme-prod-kv/%s" % kebab(key), "ncp-secret://prod/%s" % kebab(key), "env:%s" % key,
    ])


def masked_value(key, pattern=None):
    opts = ["********", "****", "[hidden]", "<masked>", "(sensitive value)", "•••••••••", "***"]
    if pattern and "{" in pattern:
        opts += [shape_masked(pattern)] * 3
    return pick(opts)


def clean_pairs(v, mode):
    pairs = []
    for env, shape, secret in v.fields:
        if not secret:
            val = shape() if callable(shape) else gen(shape)
        else:
            pat = shape if isinstance(shape, str) else None
            val = {"placeholder": placeholder_value, "reference": reference_value, "masked": masked_value}[mode](env, *([pat] if mode != "reference" else []))
        pairs.append((env, val))
    pairs += list(v.cfg) + extra_cfg(R.randint(0, 2))
    return pairs


CL_MODE_PROSE = {
    "placeholder": (
        ["The sample {file} in the repo only has placeholders for {vendor}; I didn't know the real values are injected by the deploy job:\n{snip}",
         "I assumed {file} was broken because the {vendor} entries looked empty. It is the template:\n{snip}",
         "New contributors copy this {file} template for the {vendor} integration:\n{snip}"],
        ["저장소의 샘플 {file}에는 {vendor} 값이 플레이스홀더뿐이고, 실제 값은 배포 잡이 주입한다는 걸 몰랐음:\n{snip}",
         "{vendor} 항목이 비어 보여서 {file}이 깨진 줄 알았는데 템플릿이었음:\n{snip}",
         "신규 입사자가 {vendor} 연동용으로 복사하는 {file} 템플릿:\n{snip}"],
        ["Placeholders in {file} are intentional; {task} fails fast with a clear message when they are not replaced.",
         "Do not fill the template in git; the deploy job renders it from {store}."],
        ["{file}의 플레이스홀더는 의도된 것. 값이 치환되지 않으면 {task}가 명확한 메시지로 바로 실패함.",
         "템플릿은 git에서 채우지 말 것. 배포 잡이 {store}에서 렌더링함."]),
    "reference": (
        ["I didn't know where {task} gets its {vendor} credentials. The config only holds references:\n{snip}",
         "The user pointed me to the secret references in {file}:\n{snip}",
         "{snip}\nThese are lookups into {store}, resolved at deploy time for {task}."],
        ["{task}가 {vendor} 자격 증명을 어디서 가져오는지 몰랐음. 설정에는 참조만 있음:\n{snip}",
         "사용자가 {file}의 시크릿 참조를 알려줌:\n{snip}",
         "{snip}\n{store} 조회 참조이고 {task} 배포 시점에 해석됨."]),
    "masked": (
        ["The user pasted the {vendor} settings screen; values are masked by the console:\n{snip}",
         "Output of the config dump for {task} (the tool masks secrets):\n{snip}",
         "{snip}\nMasked view from the CI settings page; I needed only the variable names."],
        ["사용자가 {vendor} 설정 화면을 붙여줌. 값은 콘솔이 마스킹함:\n{snip}",
         "{task} 설정 덤프 출력 (도구가 시크릿을 마스킹함):\n{snip}",
         "{snip}\nCI 설정 페이지의 마스킹된 화면. 변수 이름만 필요했음."]),
}
CL_REF_LESSON = (["{task} resolves the references at startup; a typo in the path shows up as an empty value, not as an error.",
                  "Rotation happens in {store}; nothing in the repo changes when the {vendor} key is rotated.",
                  "The deploy role needs read access to the {vendor} secret path, otherwise the pod crash-loops."],
                 ["{task}는 시작 시 참조를 해석함. 경로 오타는 에러가 아니라 빈 값으로 나타남.",
                  "교체는 {store}에서 이뤄지므로 {vendor} 키를 바꿔도 저장소는 변경 없음.",
                  "배포 역할에 {vendor} 시크릿 경로 읽기 권한이 없으면 파드가 crash-loop 남."])
CL_MASK_LESSON = (["Masked values cannot be recovered from the UI; request access in {store} if the real value is needed.",
                   "The variable names were what mattered: {task} expected a different name than CI exported."],
                  ["마스킹된 값은 UI에서 복원 불가. 실제 값이 필요하면 {store} 접근을 요청할 것.",
                   "중요한 건 변수 이름이었음. CI가 내보내는 이름과 {task}가 기대한 이름이 달랐음."])
CL_ASK = (["Which {vendor} environment should {task} point at by default?", "Is {store} the only source for these values?", ""],
          ["{task}는 기본으로 어느 {vendor} 환경을 가리켜야 하나요?", "이 값들의 출처는 {store} 하나뿐인가요?", ""])


def _clean_vendor_config(lang, mode):
    v = next_vendor()
    cname, file, fn, tag = pick(CONTAINERS)
    pairs = clean_pairs(v, mode)
    snip = fn(pairs, slug(v.name))
    if snip is None:
        return None
    snip = fence(snip, tag)
    en = lang == "en"
    i = 0 if en else 1
    kw = dict(vendor=v.name, file=code(file), task=task(lang), store=pick(STORES))
    mc = tmpl(pick(CL_MODE_PROSE[mode][i]), snip=snip, **kw)
    if mode == "placeholder":
        lesson = tmpl(pick(CL_MODE_PROSE[mode][2 + i]), **kw)
    elif mode == "reference":
        lesson = tmpl(pick(CL_REF_LESSON[i]), **kw)
    else:
        lesson = tmpl(pick(CL_MASK_LESSON[i]), **kw)
    ask = tmpl(pick(CL_ASK[i]), **kw)
    return result("clean: %s %s values for %s in %s" % (mode, v.product, v.name, cname), mc, lesson, ask, [],
                  vendor=v.name, template="clean-%s/%s" % (mode, cname))


@clean_scenario(30)
def c_placeholder_config(lang):
    return _clean_vendor_config(lang, "placeholder")


@clean_scenario(28)
def c_reference_config(lang):
    return _clean_vendor_config(lang, "reference")


@clean_scenario(16)
def c_masked_config(lang):
    return _clean_vendor_config(lang, "masked")


@clean_scenario(16)
def c_env_usage_code(lang):
    v = next_vendor()
    envs = [f[0] for f in v.fields if f[2]]
    env = pick(envs)
    form = pick(["python", "node", "go", "java", "k8s", "compose", "gha", "terraform", "shell", "ruby"])
    if form == "python":
        t = 'api_key = os.environ["%s"]\nclient = Client(api_key=api_key, timeout=10)' % env
    elif form == "node":
        t = "const key = process.env.%s;\nif (!key) throw new Error('%s is not set');" % (env, env)
    elif form == "go":
        t = 'key := os.Getenv("%s")\nif key == "" {\n\tlog.Fatal("missing %s")\n}' % (env, env)
    elif form == "java":
        t = '@Value("${%s}")\nprivate String %s;' % (dotted(env), camel(env))
    elif form == "k8s":
        t = "env:\n  - name: %s\n    valueFrom:\n      secretKeyRef:\n        name: %s-credentials\n        key: %s" % (env, slug(v.name).replace("_", "-"), lower_key(env))
    elif form == "compose":
        t = "services:\n  api:\n    environment:\n      %s: ${%s:?set %s in .env.local}" % (env, env, env)
    elif form == "gha":
        t = "    - run: ./scripts/sync.sh\n      env:\n        %s: ${{ secrets.%s }}" % (env, env)
    elif form == "terraform":
        t = 'variable "%s" {\n  type      = string\n  sensitive = true\n}' % lower_key(env)
    elif form == "shell":
        t = ': "${%s:?export %s first}"\ncurl -fsS -H "Authorization: Bearer $%s" "$API_BASE/health"' % (env, env, env)
    else:
        t = "Rails.application.credentials.dig(:%s, :%s) || ENV.fetch('%s')" % (slug(v.name), lower_key(env), env)
    snip = fence(t, "")
    en = lang == "en"
    kw = dict(vendor=v.name, env=code(env), task=task(lang), store=pick(STORES))
    mc = tmpl(pick(["{task} failed with \"{env} is not set\" in CI. The code reads it like this:\n{snip}",
                    "I didn't know {vendor} credentials are read from {env}. Relevant code:\n{snip}",
                    "{snip}\nThat is how {task} loads the {vendor} key; nothing is hard-coded."] if en else
                   ["CI에서 {task}가 \"{env} is not set\"으로 실패. 코드는 이렇게 읽음:\n{snip}",
                    "{vendor} 자격 증명을 {env}에서 읽는다는 걸 몰랐음. 관련 코드:\n{snip}",
                    "{snip}\n{task}가 {vendor} 키를 읽는 방식. 하드코딩된 값은 없음."]), snip=snip, **kw)
    lesson = tmpl(pick(["Set {env} in the CI environment from {store}; local runs read it from .env.local which is gitignored.",
                        "Fail fast when {env} is missing; the old code silently fell back to an anonymous client."] if en else
                       ["CI에서는 {store}에서 {env}를 설정. 로컬은 gitignore된 .env.local에서 읽음.",
                        "{env}가 없으면 바로 실패시킬 것. 예전 코드는 조용히 익명 클라이언트로 동작했음."]), **kw)
    ask = tmpl(pick(["Who can add {env} to the CI secrets?", ""] if en else ["CI 시크릿에 {env}를 누가 추가할 수 있나요?", ""]), **kw)
    return result("clean: env-var reference %s (%s)" % (env, form), mc, lesson, ask, [], vendor=v.name, template="clean-envref/" + form)


@clean_scenario(10)
def c_empty_keys(lang):
    v = next_vendor()
    lines = []
    for env, shape, secret in v.fields:
        if secret:
            lines.append(pick(["%s=" % env, "# %s=" % env, "%s=\"\"" % env, "#%s=<ask ops>" % env]))
        else:
            lines.append("%s=%s" % (env, shape() if callable(shape) else gen(shape)))
    lines += ["%s=%s" % kv for kv in extra_cfg(R.randint(1, 3))]
    snip = fence("\n".join(lines), "ini")
    en = lang == "en"
    kw = dict(vendor=v.name, task=task(lang))
    mc = tmpl(pick(["`.env.example` for {task} lists the {vendor} keys without values:\n{snip}",
                    "I didn't know {task} starts without {vendor} credentials (feature is disabled then). Example file:\n{snip}"] if en else
                   ["{task}의 `.env.example`에는 {vendor} 키 이름만 있고 값은 없음:\n{snip}",
                    "{vendor} 자격 증명 없이도 {task}가 뜬다는 걸 몰랐음 (기능만 꺼짐). 예시 파일:\n{snip}"]), snip=snip, **kw)
    lesson = tmpl(pick(["Empty {vendor} variables disable the integration instead of crashing; check the startup log line.",
                        "Keep .env.example in sync when adding keys; the setup script diffs against it."] if en else
                       ["{vendor} 변수가 비어 있으면 크래시 대신 연동이 꺼짐. 시작 로그 한 줄 확인.",
                        "키를 추가할 때 .env.example도 같이 갱신할 것. 셋업 스크립트가 이 파일과 비교함."]), **kw)
    return result("clean: empty %s keys in .env.example" % v.name, mc, lesson, "", [], vendor=v.name, template="clean-empty")


# ---------------- hashes, digests, SHAs ----------------
def sha256hex():
    return gen("{HEX:64}")


def gitsha():
    return gen("{HEX:40}")


def hash_snippet():
    kind = pick(["docker", "gitlog", "npm", "gosum", "pip", "sha256sum", "tf-lock", "sri", "cargo", "etag", "kustomize", "helm"])
    if kind == "docker":
        img = pick(["ghcr.io/acme/api", "registry.acme.kr/billing/worker", "public.ecr.aws/acme/etl", "nginx"])
        d = sha256hex()
        t = "$ docker pull %s:%s\n%s: Pulling from %s\nDigest: sha256:%s\nStatus: Downloaded newer image for %s:%s" % (
            img, pick(["1.8.2", "2024.11.3", "stable"]), pick(["1.8.2", "2024.11.3", "stable"]), img.split("/", 1)[-1], d, img, pick(["1.8.2", "stable"]))
        return t, "docker image digest"
    if kind == "gitlog":
        lines = ["%s %s" % (gitsha()[:R.choice([7, 8, 12, 40])], pick(["fix: retry on 502 from partner API", "chore: bump deps", "feat: add KakaoPay refund",
                                                                     "revert \"use new endpoint\"", "ci: cache pnpm store", "docs: runbook for DR drill"])) for _ in range(R.randint(3, 6))]
        return "$ git log --oneline -n %d\n" % len(lines) + "\n".join(lines), "git log SHAs"
    if kind == "npm":
        pkg = pick(["lodash", "axios", "@aws-sdk/client-s3", "next", "zod"])
        ver = "%d.%d.%d" % (R.randint(1, 15), R.randint(0, 30), R.randint(0, 20))
        return ('"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n  "integrity": "sha512-%s"\n}' % (
            pkg, ver, pkg, pkg.split("/")[-1], ver, b64(rbytes(64)))), "npm integrity hash"
    if kind == "gosum":
        mods = ["github.com/aws/aws-sdk-go-v2", "golang.org/x/crypto", "github.com/redis/go-redis/v9", "google.golang.org/grpc"]
        lines = []
        for mname in sample(mods, 2):
            ver = "v%d.%d.%d" % (R.randint(0, 2), R.randint(0, 60), R.randint(0, 9))
            lines.append("%s %s h1:%s" % (mname, ver, b64(rbytes(32))))
            lines.append("%s %s/go.mod h1:%s" % (mname, ver, b64(rbytes(32))))
        return "\n".join(lines), "go.sum hashes"
    if kind == "pip":
        return ("requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (sha256hex(), sha256hex())), "pip --hash lines"
    if kind == "sha256sum":
        return "\n".join("%s  %s" % (sha256hex(), f) for f in sample(["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz", "app-windows-amd64.zip", "checksums.txt.sig"], 3)), "sha256sum output"
    if kind == "tf-lock":
        return ('provider "registry.terraform.io/hashicorp/aws" {\n  version     = "5.%d.0"\n  constraints = "~> 5.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n    "zh:%s",\n  ]\n}' % (
            R.randint(30, 80), b64(rbytes(32)), sha256hex(), sha256hex())), "Terraform lock hashes"
    if kind == "sri":
        return '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.%d/dist/chart.umd.min.js"\n        integrity="sha384-%s"\n        crossorigin="anonymous"></script>' % (R.randint(0, 9), b64(rbytes(48))), "subresource integrity"
    if kind == "cargo":
        return '[[package]]\nname = "tokio"\nversion = "1.%d.0"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % (R.randint(30, 41), sha256hex()), "Cargo.lock checksum"
    if kind == "etag":
        return 'HTTP/1.1 304 Not Modified\nETag: "%s"\nx-amz-request-id: %s\nx-amz-id-2: %s' % (gen("{HEX:32}"), gen("{UP:16}"), b64(rbytes(56))), "S3 ETag and request ids"
    if kind == "kustomize":
        return "images:\n  - name: api\n    newName: registry.acme.kr/api\n    digest: sha256:%s" % sha256hex(), "kustomize image digest"
    return "$ helm history billing -n prod\nREVISION  UPDATED                   STATUS      CHART          DESCRIPTION\n%d        Wed Nov 27 10:12:44 2024  deployed    billing-%d.%d.%d  Upgrade complete (git %s)" % (
        R.randint(20, 90), R.randint(1, 3), R.randint(0, 9), R.randint(0, 9), gitsha()[:12]), "helm history"


@clean_scenario(21)
def c_hashes(lang):
    t, label = hash_snippet()
    snip = fence(t, "")
    en = lang == "en"
    kw = dict(task=task(lang), name=person(lang))
    mc = tmpl(pick(["{task} pulled a different artifact than CI built; I needed the exact digests to compare:\n{snip}",
                    "The user pasted this to show which version is deployed for {task}:\n{snip}",
                    "I didn't know the lockfile pins hashes; the install failed on a mismatch:\n{snip}",
                    "{snip}\nThis is the reference build for {task}, per {name}."] if en else
                   ["{task}가 CI가 빌드한 것과 다른 아티팩트를 받아서 정확한 다이제스트 비교가 필요했음:\n{snip}",
                    "{task}에 어떤 버전이 배포됐는지 보여주려고 사용자가 붙여줌:\n{snip}",
                    "락파일이 해시를 고정한다는 걸 몰랐음. 설치가 해시 불일치로 실패:\n{snip}",
                    "{snip}\n{name}님 말로는 {task}의 기준 빌드."]), snip=snip, **kw)
    lesson = tmpl(pick(["Pin by digest, not tag; the tag was moved between the two deploys.",
                        "A hash mismatch means the artifact changed upstream; do not just regenerate the lockfile.",
                        "Compare the full digest; the 12-character prefix in the dashboard is ambiguous across registries."] if en else
                       ["태그가 아니라 다이제스트로 고정할 것. 두 배포 사이에 태그가 옮겨졌음.",
                        "해시 불일치는 업스트림 아티팩트가 바뀌었다는 뜻. 락파일만 재생성하지 말 것.",
                        "다이제스트 전체를 비교할 것. 대시보드의 12자 접두어는 레지스트리 간에 모호함."]), **kw)
    ask = tmpl(pick(["Which digest is the approved release?", ""] if en else ["승인된 릴리스 다이제스트는 어느 것인가요?", ""]), **kw)
    return result("clean: %s" % label, mc, lesson, ask, [], template="clean-hash/" + label)


# ---------------- ids, request ids, non-secret vendor identifiers ----------------
def id_snippet():
    kind = pick(["reqlog", "traceparent", "aws-error", "stripe-objects", "k8s-uid", "sentry", "toss-payment", "azure-ids", "slack-ids", "gcp"])
    if kind == "reqlog":
        return ("%s INFO  request_id=%s user_id=%s path=/v1/orders status=502 latency_ms=%d\n%s WARN  upstream=partner-api request_id=%s retry=1" % (
            ts(), uuid4(), gen("{DIG:7}"), R.randint(30, 3000), ts(), uuid4())), "request ids in logs"
    if kind == "traceparent":
        return "traceparent: 00-%s-%s-01\nx-b3-traceid: %s\nx-amzn-trace-id: Root=1-%s-%s" % (
            gen("{HEX:32}"), gen("{HEX:16}"), gen("{HEX:32}"), gen("{HEX:8}"), gen("{HEX:24}")), "trace ids"
    if kind == "aws-error":
        return ("An error occurred (AccessDenied) when calling the PutObject operation: Access Denied\nRequestId: %s\nHostId: %s" % (
            gen("{UP:16}"), b64(rbytes(56)))), "AWS request id and host id"
    if kind == "stripe-objects":
        return "customer: cus_%s\npayment_intent: pi_%s\ncharge: ch_%s\nevent: evt_%s\nidempotency-key: %s" % (
            gen("{AN:14}"), gen("{AN:24}"), gen("{AN:24}"), gen("{AN:24}"), uuid4()), "Stripe object ids"
    if kind == "k8s-uid":
        return "metadata:\n  name: api-%s-%s\n  uid: %s\n  resourceVersion: \"%s\"\n  ownerReferences:\n  - kind: ReplicaSet\n    name: api-%s\n    uid: %s" % (
            gen("{LOW:10}"), gen("{LOW:5}"), uuid4(), gen("{DIG:9}"), gen("{LOW:10}"), uuid4()), "Kubernetes object uids"
    if kind == "sentry":
        return "Sentry issue ACME-API-%s, event_id=%s, release=api@%s, trace=%s" % (gen("{UP:3}"), gen("{HEX:32}"), gitsha()[:12], gen("{HEX:32}")), "Sentry event ids"
    if kind == "toss-payment":
        return '{\n  "paymentKey": "%s",\n  "orderId": "order-%s",\n  "status": "DONE",\n  "method": "카드",\n  "totalAmount": %d\n}' % (
            gen("tgen_{DIG:14}{AN:10}"), gen("{DIG:8}-{LOW:6}"), R.randint(1000, 300000)), "Toss paymentKey/orderId (identifiers)"
    if kind == "azure-ids":
        return "subscriptionId: %s\ntenantId: %s\nresourceGroup: rg-acme-prod-krc\nprincipalId: %s" % (uuid4(), uuid4(), uuid4()), "Azure subscription/tenant ids"
    if kind == "slack-ids":
        return "team=T%s channel=C%s user=U%s ts=%d.%06d app=A%s" % (gen("{UP:10}"), gen("{UP:10}"), gen("{UP:10}"), R.randint(1700000000, 1740000000), R.randint(0, 999999), gen("{UP:10}")), "Slack workspace/channel ids"
    return "project: acme-data-%s (number %s)\nservice account: etl@acme-data.iam.gserviceaccount.com\nclient_id: %s\noperation: operations/%s" % (
        gen("{DIG:6}"), gen("{DIG:12}"), gen("{DIG:21}"), uuid4()), "GCP project / client ids"


@clean_scenario(20)
def c_ids(lang):
    t, label = id_snippet()
    snip = fence(t, "")
    en = lang == "en"
    kw = dict(task=task(lang), name=person(lang))
    mc = tmpl(pick(["To correlate the failure of {task} across services the user gave me these identifiers:\n{snip}",
                    "I didn't know support needs the request id, not a screenshot. From the failing call:\n{snip}",
                    "{snip}\n^ identifiers from the incident in {task}; {name} wants them in the postmortem."] if en else
                   ["서비스 간 {task} 실패를 연결해 보라고 사용자가 준 식별자:\n{snip}",
                    "고객지원에는 스크린샷이 아니라 request id가 필요하다는 걸 몰랐음. 실패한 호출에서:\n{snip}",
                    "{snip}\n↑ {task} 장애의 식별자들. {name}님이 회고 문서에 넣어 달라고 함."]), snip=snip, **kw)
    lesson = tmpl(pick(["Search logs by request id across all services; timestamps differ by up to 2s between hosts.",
                        "These ids are safe to share with the vendor's support; they identify the call, not the caller's credentials.",
                        "Propagate the trace header through the queue or the trail ends at the worker."] if en else
                       ["request id로 전체 서비스 로그를 검색할 것. 호스트 간 타임스탬프가 최대 2초 차이 남.",
                        "이 식별자들은 벤더 지원팀과 공유해도 됨. 호출을 식별할 뿐 자격 증명이 아님.",
                        "큐를 거칠 때 trace 헤더를 전파하지 않으면 워커에서 추적이 끊김."]), **kw)
    ask = tmpl(pick(["Do you have the request id from the client side as well?", ""] if en else ["클라이언트 쪽 request id도 있나요?", ""]), **kw)
    return result("clean: %s" % label, mc, lesson, ask, [], template="clean-ids/" + label)


@clean_scenario(16)
def c_vendor_ids(lang):
    """Vendor configs holding only the NON-secret identifiers (client ids, SIDs, app ids)."""
    v = next_vendor(lambda v: any(not f[2] for f in v.fields))
    pairs = []
    for env, shape, secret in v.fields:
        if not secret:
            pairs.append((env, shape() if callable(shape) else gen(shape)))
    pairs += list(v.cfg)
    cname, file, fn, tag = pick(CONTAINERS)
    snip = fn(pairs + extra_cfg(R.randint(0, 2)), slug(v.name))
    if snip is None:
        return None
    snip = fence(snip, tag)
    secret_names = ", ".join(code(f[0]) for f in v.fields if f[2])
    en = lang == "en"
    kw = dict(vendor=v.name, task=task(lang), secrets=secret_names, store=pick(STORES), file=code(file))
    mc = tmpl(pick(["I thought the {vendor} identifiers in {file} were secrets and stopped. They are public ids:\n{snip}",
                    "The user confirmed these {vendor} values are identifiers, not credentials:\n{snip}"] if en else
                   ["{file}의 {vendor} 식별자가 시크릿인 줄 알고 작업을 멈췄는데 공개 ID였음:\n{snip}",
                    "사용자가 이 {vendor} 값들은 자격 증명이 아니라 식별자라고 확인해 줌:\n{snip}"]), snip=snip, **kw)
    lesson = tmpl(pick(["The identifiers can live in the repo; only {secrets} must come from {store}.",
                        "Account/app ids are visible in URLs and the dashboard anyway; the secret half is {secrets}."] if en else
                       ["식별자는 저장소에 둬도 됨. {secrets}만 {store}에서 가져오면 됨.",
                        "계정/앱 ID는 어차피 URL과 대시보드에 보임. 비밀인 쪽은 {secrets}."]), **kw)
    return result("clean: %s non-secret identifiers only in %s" % (v.name, cname), mc, lesson, "", [], vendor=v.name,
                  template="clean-vendor-ids/" + cname)


# ---------------- public keys, certificates, fingerprints ----------------
def pubkey_snippet():
    kind = pick(["ssh-ed25519", "ssh-rsa", "known_hosts", "fingerprint", "pgp-pub", "age-recipient", "wireguard", "cert", "jwks", "gpg-fpr", "tls-fpr"])
    if kind == "ssh-ed25519":
        k = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s" % (b64(rbytes(32))[1:44], pick(["deploy@ci", "minji@macbook-pro", "github-actions@acme", "backup@nas"]))
        return "# ~/.ssh/authorized_keys on bastion\n" + k, "SSH ed25519 public key"
    if kind == "ssh-rsa":
        k = "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s %s" % (b64(rbytes(300))[:360], pick(["jenkins@build01", "partner-sftp"]))
        return k, "SSH RSA public key"
    if kind == "known_hosts":
        return ("|1|%s|%s ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s\ngithub.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s" % (
            b64(rbytes(20)), b64(rbytes(20)), b64(rbytes(32))[1:44], b64(rbytes(32))[1:44])), "known_hosts entries"
    if kind == "fingerprint":
        return ("The authenticity of host 'bastion.acme.io (52.78.%d.%d)' can't be established.\nED25519 key fingerprint is SHA256:%s.\nThis key is not known by any other names." % (
            R.randint(0, 255), R.randint(0, 255), b64(rbytes(32)).rstrip("="))), "SSH host key fingerprint"
    if kind == "pgp-pub":
        lines = ["mDMEZ" + gen("{B64:59}")] + [gen("{B64:64}") for _ in range(R.randint(2, 4))]
        return "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n%s\n=%s\n-----END PGP PUBLIC KEY BLOCK-----" % ("\n".join(lines), gen("{B64:4}")), "PGP public key block"
    if kind == "age-recipient":
        return "# .sops.yaml\ncreation_rules:\n  - path_regex: secrets/prod/.*\\.yaml$\n    age: age1%s" % rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58), "age recipient (public key) in .sops.yaml"
    if kind == "wireguard":
        return "[Peer]\n# office gateway\nPublicKey = %s\nAllowedIPs = 10.20.0.0/16\nEndpoint = vpn.acme.kr:51820\nPersistentKeepalive = 25" % b64(rbytes(32)), "WireGuard peer PublicKey"
    if kind == "cert":
        lines = ["MIIC" + gen("{B64:60}")] + [gen("{B64:64}") for _ in range(R.randint(4, 7))] + [gen("{B64:%d}" % R.randint(20, 60)) + "="]
        return "-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----" % "\n".join(lines), "X.509 certificate (public)"
    if kind == "jwks":
        return ('{\n  "keys": [{\n    "kty": "RSA",\n    "kid": "%s",\n    "use": "sig",\n    "alg": "RS256",\n    "n": "%s",\n    "e": "AQAB"\n  }]\n}' % (
            gen("{URL:16}"), b64(rbytes(256), url=True, pad=False))), "JWKS public key"
    if kind == "gpg-fpr":
        f = gen("{HEXU:40}")
        return "pub   ed25519 2024-03-02 [SC]\n      %s\nuid           [ultimate] Release Bot <release@acme.kr>\nsub   cv25519 2024-03-02 [E]" % f, "GPG key fingerprint"
    return "SHA256 Fingerprint=%s" % ":".join(gen("{HEXU:2}") for _ in range(32)), "TLS certificate fingerprint"


@clean_scenario(22)
def c_pubkeys(lang):
    t, label = pubkey_snippet()
    snip = fence(t, "")
    en = lang == "en"
    kw = dict(task=task(lang), name=person(lang), label=label)
    mc = tmpl(pick(["I didn't know the {label} had to be registered before {task} could connect. The user sent it:\n{snip}",
                    "{name} asked me to add this {label} for {task}:\n{snip}",
                    "{snip}\nThat is the {label} the partner gave us; I first mistook it for a secret."] if en else
                   ["{task}가 접속하려면 {label}를 먼저 등록해야 한다는 걸 몰랐음. 사용자가 보내준 것:\n{snip}",
                    "{name}님이 {task}용으로 이 {label}를 추가해 달라고 함:\n{snip}",
                    "{snip}\n파트너사가 준 {label}. 처음엔 시크릿으로 착각했음."]), snip=snip, **kw)
    lesson = tmpl(pick(["Public keys and fingerprints are safe to commit; verify the fingerprint out of band before trusting it.",
                        "The {label} identifies the other side; the matching private half never leaves their machine.",
                        "Pin the fingerprint in known_hosts so {task} fails loudly if the host key changes."] if en else
                       ["공개키와 지문은 커밋해도 됨. 신뢰하기 전에 별도 채널로 지문을 확인할 것.",
                        "{label}는 상대방을 식별할 뿐, 짝이 되는 개인키는 그쪽 머신을 떠나지 않음.",
                        "known_hosts에 지문을 고정해서 호스트 키가 바뀌면 {task}가 확실히 실패하게 할 것."]), **kw)
    ask = tmpl(pick(["Did you verify the fingerprint by phone?", ""] if en else ["지문은 전화로 확인하셨나요?", ""]), **kw)
    return result("clean: %s" % label, mc, lesson, ask, [], template="clean-pubkey/" + label)


# ---------------- base64 of non-secret data ----------------
def b64_snippet():
    kind = pick(["configmap", "cursor", "jwt-header", "datauri", "k8s-nonsecret", "kafka", "protobuf", "ca-bundle"])
    if kind == "configmap":
        payload = json.dumps({"env": pick(["prod", "staging"]), "replicas": R.randint(2, 12), "features": sample(["new-checkout", "kakao-login", "dark-mode", "beta-search"], 2)})
        return "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-flags\nbinaryData:\n  flags.json: %s" % b64(payload), "base64 ConfigMap binaryData (feature flags)"
    if kind == "cursor":
        c = b64(json.dumps({"id": R.randint(10000, 9999999), "ts": R.randint(1700000000, 1740000000)}), url=True, pad=False)
        return 'GET /v1/orders?limit=100&cursor=%s\n\n{"data": [...], "next_cursor": "%s"}' % (c, b64(json.dumps({"id": R.randint(10000, 9999999)}), url=True, pad=False)), "base64 pagination cursor"
    if kind == "jwt-header":
        h = b64(json.dumps({"alg": "RS256", "typ": "JWT", "kid": gen("{URL:16}")}, separators=(",", ":")), url=True, pad=False)
        return "Decoded JWT header (the token itself was not shared): %s\n-> %s" % (h, json.dumps({"alg": "RS256", "typ": "JWT"})), "JWT header only"
    if kind == "datauri":
        return '<img alt="logo" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA%s" />' % b64(rbytes(R.randint(60, 120))), "data: URI image"
    if kind == "k8s-nonsecret":
        return "data:\n  APP_ENV: %s\n  LOG_LEVEL: %s\n  PORT: %s" % (b64(pick(["production", "staging"])), b64(pick(["debug", "info"])), b64(pick(["8080", "3000"]))), "base64-encoded non-secret settings"
    if kind == "kafka":
        return "offset=%d key=%s value=%s" % (R.randint(1000, 99999999), b64("order-" + gen("{DIG:8}")), b64(json.dumps({"status": "PAID", "amount": R.randint(1000, 90000)}))), "base64 Kafka record"
    if kind == "protobuf":
        return "grpcurl output (bytes field): \"payload\": \"%s\"" % b64(rbytes(R.randint(30, 80))), "base64 protobuf bytes"
    return "caBundle: %s" % b64("-----BEGIN CERTIFICATE-----\nMIIC" + gen("{B64:120}") + "\n-----END CERTIFICATE-----\n"), "base64 CA bundle (public certificate)"


@clean_scenario(14)
def c_base64(lang):
    t, label = b64_snippet()
    snip = fence(t, "")
    en = lang == "en"
    kw = dict(task=task(lang))
    mc = tmpl(pick(["I assumed this base64 in {task} was a credential and wasted time; it decodes to plain data:\n{snip}",
                    "Needed to read the encoded value to debug {task}:\n{snip}"] if en else
                   ["{task}의 이 base64를 자격 증명으로 착각해서 시간을 씀. 디코딩하면 평범한 데이터:\n{snip}",
                    "{task} 디버깅을 위해 인코딩된 값을 읽어야 했음:\n{snip}"]), snip=snip, **kw)
    lesson = tmpl(pick(["Decode before judging: base64 is an encoding for transport, and this one carries only configuration.",
                        "The value decodes to non-sensitive data, so it is fine in the repo."] if en else
                       ["판단 전에 디코딩해 볼 것. base64는 전송용 인코딩이고 이건 설정값만 담고 있음.",
                        "디코딩하면 민감하지 않은 데이터라서 저장소에 있어도 됨."]), **kw)
    return result("clean: %s" % label, mc, lesson, "", [], template="clean-b64/" + label)


# ---------------- long identifiers & versions ----------------
@clean_scenario(12)
def c_long_ids(lang):
    kind = pick(["s3key", "image", "tf-address", "cache-key", "cloudrun", "cid", "graphql"])
    if kind == "s3key":
        t = "s3://acme-datalake-prod/raw/events/year=2024/month=11/day=%02d/hour=%02d/part-%05d-%s-c000.snappy.parquet" % (R.randint(1, 28), R.randint(0, 23), R.randint(0, 200), uuid4())
    elif kind == "image":
        t = "image: registry.acme.kr/platform/billing-worker:2024.11.%d-%s@sha256:%s" % (R.randint(1, 28), gitsha()[:12], sha256hex())
    elif kind == "tf-address":
        t = "module.eks_blueprints_addons.module.aws_load_balancer_controller.aws_iam_role_policy_attachment.this[\"arn:aws:iam::%s:policy/AWSLoadBalancerControllerIAMPolicy-%s\"]" % (gen("{DIG:12}"), gen("{DIG:14}"))
    elif kind == "cache-key":
        t = "Cache restored from key: Linux-pnpm-store-%s-%s" % (sha256hex(), gen("{HEX:40}"))
    elif kind == "cloudrun":
        t = "Revision api-%05d-%s is serving 100%% of traffic at https://api-%s-an.a.run.app" % (R.randint(100, 999), gen("{LL:3}"), gen("{LOW:10}"))
    elif kind == "cid":
        t = "ipfs://bafybei%s" % rs("abcdefghijklmnopqrstuvwxyz234567", 52)
    else:
        t = '{"extensions":{"persistedQuery":{"version":1,"sha256Hash":"%s"}}}' % sha256hex()
    snip = fence(t, "")
    en = lang == "en"
    kw = dict(task=task(lang))
    mc = tmpl(pick(["{task} referenced this object and I didn't know how the path is built:\n{snip}",
                    "Identifier from the output of {task}:\n{snip}"] if en else
                   ["{task}가 이 객체를 참조하는데 경로가 어떻게 만들어지는지 몰랐음:\n{snip}", "{task} 출력의 식별자:\n{snip}"]), snip=snip, **kw)
    lesson = tmpl(pick(["The long suffix is content-derived, so reruns produce new names; don't hard-code it.",
                        "Copy the identifier exactly; truncating it in the ticket made the lookup fail."] if en else
                       ["긴 접미사는 내용 기반이라 재실행하면 이름이 바뀜. 하드코딩하지 말 것.",
                        "식별자는 그대로 복사할 것. 티켓에서 잘려서 조회가 실패했음."]), **kw)
    return result("clean: long identifier (%s)" % kind, mc, lesson, "", [], template="clean-longid/" + kind)


@clean_scenario(10)
def c_versions(lang):
    pk = sample([("react", "18.3.1", "19.0.0"), ("spring-boot", "3.2.5", "3.3.6"), ("django", "4.2.16", "5.1.3"),
                 ("kubernetes", "1.29.10", "1.30.6"), ("postgres", "15.8", "16.4"), ("node", "18.20.4", "20.18.1"),
                 ("terraform-provider-aws", "5.62.0", "5.78.0"), ("openssl", "3.0.13", "3.0.15"), ("CUDA", "12.1.1", "12.4.1"),
                 ("gradle", "8.5", "8.11.1"), ("python", "3.11.9", "3.12.7")], R.randint(2, 4))
    rows = "\n".join("| %s | %s | %s |" % x for x in pk)
    en = lang == "en"
    t = ("| component | current | target |\n|---|---|---|\n" if en else "| 구성요소 | 현재 | 목표 |\n|---|---|---|\n") + rows
    kw = dict(task=task(lang), build="build %s+%s" % (pick(["2024.11.27", "v2.11.0-rc.1"]), gitsha()[:9]))
    mc = tmpl(pick(["I didn't know {task} still runs on the old versions. Upgrade plan:\n{t}",
                    "Version matrix the user wants for {task} ({build}):\n{t}"] if en else
                   ["{task}가 아직 구버전에서 돌고 있다는 걸 몰랐음. 업그레이드 계획:\n{t}",
                    "사용자가 원하는 {task} 버전 매트릭스 ({build}):\n{t}"]), t=t, **kw)
    lesson = tmpl(pick(["Upgrade one major version at a time; the combined bump hid which change broke {task}.",
                        "Pin exact versions in CI images; floating minor versions changed behaviour overnight."] if en else
                       ["메이저 버전은 하나씩 올릴 것. 한꺼번에 올리니 무엇이 {task}를 깨뜨렸는지 안 보였음.",
                        "CI 이미지는 정확한 버전으로 고정. 마이너 버전이 떠 있어서 하룻밤 새 동작이 바뀌었음."]), **kw)
    return result("clean: version table", mc, lesson, "", [], template="clean-versions")


# ---------------- password policy talk and flags explained (no values) ----------------
POLICY_EN = [
    "Password policy for the admin console: at least 14 characters, no reuse of the last 5, rotation every 90 days; service accounts are exempt but must use 32+ random characters.",
    "The DB user password must not contain '@' or '/' because the legacy connection-string parser splits on them; the generator config excludes those characters.",
    "Keycloak realm policy is length(12) and notUsername and passwordHistory(3); the error 'invalidPasswordHistoryMessage' means the user reused an old one.",
    "Korean certificate passwords need letters, digits and a special character, 10+ characters; the homtax script only prompts, it never stores it.",
    "Our Vault dynamic DB credentials have a 1h TTL; the app must re-read the lease instead of caching the password at boot.",
]
POLICY_KO = [
    "관리자 콘솔 비밀번호 정책: 14자 이상, 최근 5개 재사용 금지, 90일마다 교체. 서비스 계정은 예외지만 32자 이상 랜덤이어야 함.",
    "레거시 접속 문자열 파서가 '@'와 '/'로 분리하기 때문에 DB 사용자 비밀번호에 이 문자를 쓰면 안 됨. 생성기 설정에서 제외함.",
    "Keycloak 렐름 정책은 length(12), notUsername, passwordHistory(3). 'invalidPasswordHistoryMessage'는 예전 비밀번호 재사용이라는 뜻.",
    "공동인증서 비밀번호는 영문+숫자+특수문자 10자 이상. 홈택스 스크립트는 입력만 받고 저장하지 않음.",
    "Vault 동적 DB 자격 증명은 TTL 1시간. 부팅 시 비밀번호를 캐시하지 말고 lease를 다시 읽어야 함.",
]
FLAGS_EN = [
    "`mysql -p` with nothing attached prompts for the password; `-p secret` (with a space) is parsed as the database name, which is why the login failed.",
    "`docker login --password-stdin` reads the token from stdin so it never appears in `ps`; `-p` prints a warning for that reason.",
    "psql reads `PGPASSFILE` (default ~/.pgpass, must be 0600); `PGPASSWORD` works too but shows up in /proc/<pid>/environ.",
    "`sshpass -e` takes the password from the SSHPASS variable instead of the command line; better still, use a key and ssh-agent.",
    "`curl -u user:` with an empty password makes curl prompt; `--netrc-file` is the non-interactive alternative.",
    "`redis-cli -a` is deprecated in favour of `--askpass` or the REDISCLI_AUTH env var; the warning on stderr broke our JSON parsing.",
    "`kubectl create secret generic --from-file` reads the value from a file, so nothing ends up in shell history.",
    "`git credential-manager` stores tokens in the OS keychain; `credential.helper=store` writes them in plain text to ~/.git-credentials.",
]
FLAGS_KO = [
    "`mysql -p` 뒤에 아무것도 붙이지 않으면 비밀번호를 프롬프트로 물어봄. `-p secret`처럼 띄우면 DB 이름으로 해석돼서 로그인이 실패했던 것.",
    "`docker login --password-stdin`은 표준입력으로 토큰을 읽어서 ps에 안 보임. 그래서 `-p`를 쓰면 경고가 나옴.",
    "psql은 `PGPASSFILE`(기본 ~/.pgpass, 권한 0600 필수)을 읽음. `PGPASSWORD`도 되지만 /proc/<pid>/environ에 노출됨.",
    "`sshpass -e`는 명령줄 대신 SSHPASS 환경 변수에서 비밀번호를 읽음. 가능하면 키와 ssh-agent를 쓰는 게 나음.",
    "`redis-cli -a`는 deprecated. `--askpass`나 REDISCLI_AUTH 환경 변수 사용. stderr 경고 때문에 JSON 파싱이 깨졌었음.",
    "`git config credential.helper store`는 토큰을 ~/.git-credentials에 평문으로 저장함. OS 키체인 헬퍼를 쓸 것.",
]


@clean_scenario(12)
def c_policy(lang):
    en = lang == "en"
    kw = dict(task=task(lang), store=pick(STORES))
    line = pick(POLICY_EN if en else POLICY_KO)
    if chance(0.5):
        mc = tmpl(pick(["I didn't know the password rules for {task}; generated values kept being rejected.",
                        "The user explained why the rotation job for {task} failed."] if en else
                       ["{task}의 비밀번호 규칙을 몰라서 생성한 값이 계속 거부됨.", "{task} 교체 잡이 왜 실패했는지 사용자가 설명해 줌."]), **kw)
        lesson = line
    else:
        mc = line
        lesson = tmpl(pick(["Encode these rules in the generator used by {task} instead of retrying until one passes.",
                            "Document the policy next to the {store} path, not the values."] if en else
                           ["{task}가 쓰는 생성기에 규칙을 반영할 것. 통과할 때까지 재시도하지 말고.",
                            "값이 아니라 정책을 {store} 경로 옆에 문서화."]), **kw)
    ask = tmpl(pick(["Does the same policy apply to service accounts?", ""] if en else ["서비스 계정에도 같은 정책이 적용되나요?", ""]), **kw)
    return result("clean: password policy talk (no values)", mc, lesson, ask, [], template="clean-policy")


@clean_scenario(14)
def c_flags(lang):
    en = lang == "en"
    kw = dict(task=task(lang), name=person(lang))
    line = pick(FLAGS_EN if en else FLAGS_KO)
    mc = tmpl(pick(["{task} hung waiting for input in CI; I didn't know the client prompts when the password flag is empty.",
                    "{name} asked why the deploy log warns about passwords on the command line.",
                    "I didn't know how {task} should pass credentials to the CLI non-interactively."] if en else
                   ["CI에서 {task}가 입력 대기로 멈춤. 비밀번호 플래그가 비어 있으면 클라이언트가 프롬프트를 띄운다는 걸 몰랐음.",
                    "{name}님이 배포 로그에 명령줄 비밀번호 경고가 왜 뜨는지 물어봄.",
                    "{task}가 CLI에 자격 증명을 비대화식으로 넘기는 방법을 몰랐음."]), **kw)
    return result("clean: CLI password flags explained in prose", mc, line, "", [], template="clean-flags")


# ---------------- encrypted blobs ----------------
def encrypted_snippet():
    kind = pick(["sops", "ansible", "sealed", "kms", "age-armor", "jasypt", "pgp-msg", "rails-enc"])
    if kind == "sops":
        def enc():
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rbytes(R.randint(12, 40))), b64(rbytes(32)), b64(rbytes(16)))
        return ("db:\n    password: %s\nstripe:\n    secret_key: %s\nsops:\n    age:\n        - recipient: age1%s\n          enc: |\n            -----BEGIN AGE ENCRYPTED FILE-----\n            %s\n            -----END AGE ENCRYPTED FILE-----\n    lastmodified: \"2024-11-27T01:12:09Z\"\n    mac: %s" % (
            enc(), enc(), rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58), gen("{B64:64}"), enc())), "SOPS-encrypted YAML"
    if kind == "ansible":
        lines = [gen("{HEX:80}") for _ in range(R.randint(3, 5))]
        return "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("          " + x for x in lines), "Ansible Vault encrypted variable"
    if kind == "sealed":
        return ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: billing-db\n  namespace: prod\nspec:\n  encryptedData:\n    password: Ag%s\n    username: Ag%s" % (
            b64(rbytes(R.randint(200, 300))), b64(rbytes(120)))), "SealedSecret encryptedData"
    if kind == "kms":
        return "aws kms decrypt --ciphertext-blob fileb://<(echo '%s' | base64 -d) --query Plaintext" % ("AQICAHh" + b64(rbytes(150))), "AWS KMS ciphertext blob"
    if kind == "age-armor":
        return "-----BEGIN AGE ENCRYPTED FILE-----\nYWdlLWVuY3J5cHRpb24ub3JnL3YxCi0+IFgyNTUxOSB%s\n%s\n-----END AGE ENCRYPTED FILE-----" % (gen("{B64:20}"), gen("{B64:64}")), "age-encrypted file (armored)"
    if kind == "jasypt":
        return "spring.datasource.password=ENC(%s)\njasypt.encryptor.password=${JASYPT_ENCRYPTOR_PASSWORD}" % b64(rbytes(48)), "Jasypt ENC() property"
    if kind == "pgp-msg":
        return "-----BEGIN PGP MESSAGE-----\n\nhF4D%s\n%s\n=%s\n-----END PGP MESSAGE-----" % (gen("{B64:60}"), gen("{B64:64}"), gen("{B64:4}")), "PGP-encrypted message"
    return "# config/credentials/production.yml.enc\n%s--%s--%s" % (b64(rbytes(R.randint(150, 260))), b64(rbytes(12)), b64(rbytes(16))), "Rails encrypted credentials file"


@clean_scenario(20)
def c_encrypted(lang):
    t, label = encrypted_snippet()
    snip = fence(t, "")
    en = lang == "en"
    kw = dict(task=task(lang), label=label, name=person(lang))
    mc = tmpl(pick(["I didn't know {task} keeps its secrets in the repo as {label}. The file:\n{snip}",
                    "{name} asked me to add a key to this {label} for {task}:\n{snip}",
                    "{snip}\nThe decrypt step in {task} failed; this is the committed {label}."] if en else
                   ["{task}가 시크릿을 {label} 형태로 저장소에 둔다는 걸 몰랐음. 파일:\n{snip}",
                    "{name}님이 {task}용 {label}에 키를 추가해 달라고 함:\n{snip}",
                    "{snip}\n{task}의 복호화 단계가 실패함. 커밋된 {label}."]), snip=snip, **kw)
    lesson = tmpl(pick(["The ciphertext is safe to commit; the decryption key lives only in the CI KMS role.",
                        "Edit with the tool (sops/ansible-vault/kubeseal), never by hand, or the MAC check fails.",
                        "Decryption failed because the runner lacked access to the key, not because the blob was corrupt."] if en else
                       ["암호문은 커밋해도 안전함. 복호화 키는 CI의 KMS 역할에만 있음.",
                        "손으로 고치지 말고 도구(sops/ansible-vault/kubeseal)로 편집할 것. 아니면 MAC 검증이 실패함.",
                        "복호화 실패 원인은 데이터 손상이 아니라 러너에 키 접근 권한이 없었던 것."]), **kw)
    ask = tmpl(pick(["Who holds the decryption key for prod?", ""] if en else ["운영 복호화 키는 누가 갖고 있나요?", ""]), **kw)
    return result("clean: %s" % label, mc, lesson, ask, [], template="clean-enc/" + label)


# ---------------- keys documented as PUBLIC ----------------
def publishable():
    kind = pick(["stripe", "firebase", "recaptcha", "mapbox", "toss", "kakao-js", "payjp", "algolia", "supabase", "posthog",
                 "sentry", "gmaps", "adyen", "naver-maps"])
    if kind == "stripe":
        k = gen(pick(["pk_live_{AN:24}", "pk_live_51{AN:97}"]))
        return "const stripe = Stripe('%s');\nconst elements = stripe.elements();" % k, "Stripe publishable key"
    if kind == "firebase":
        pid = pick(["acme-shop-kr", "orders-app-prod", "chat-demo-7f3"])
        return ('const firebaseConfig = {\n  apiKey: "AIza%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n  storageBucket: "%s.appspot.com",\n  messagingSenderId: "%s",\n  appId: "1:%s:web:%s"\n};' % (
            gen("{URL:35}"), pid, pid, pid, gen("{DIG:12}"), gen("{DIG:12}"), gen("{HEX:22}"))), "Firebase web config apiKey"
    if kind == "recaptcha":
        return '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % gen("{URL:38}"), "reCAPTCHA site key"
    if kind == "mapbox":
        body = json.dumps({"u": pick(["mapteam", "geo-ops"]), "a": gen("cl{LOW:23}")}, separators=(",", ":"))
        return "mapboxgl.accessToken = 'pk.%s.%s';" % (b64(body, url=True, pad=False), gen("{URL:22}")), "Mapbox public token"
    if kind == "toss":
        return "const tossPayments = TossPayments('%s');" % gen("live_ck_{AN:28}"), "Toss Payments client key"
    if kind == "kakao-js":
        return "Kakao.init('%s'); // JavaScript 키 (도메인 제한)" % gen("{HEX:32}"), "Kakao JavaScript key"
    if kind == "payjp":
        return "const payjp = Payjp('pk_live_%s');" % gen("{HEX:24}"), "PAY.JP public key"
    if kind == "algolia":
        return "const client = algoliasearch('%s', '%s'); // search-only key" % (gen("{UP:10}"), gen("{HEX:32}")), "Algolia search-only API key"
    if kind == "supabase":
        if chance(0.5):
            return "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (gen("{LL:20}"), jwt(role="anon", alg="HS256")), "Supabase anon key"
        return "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=sb_publishable_%s" % gen("{URL:31}"), "Supabase publishable key"
    if kind == "posthog":
        return "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % gen("{AN:43}"), "PostHog project API key"
    if kind == "sentry":
        return "Sentry.init({ dsn: 'https://%s@o%s.ingest.sentry.io/%s', tracesSampleRate: 0.1 });" % (gen("{HEX:32}"), gen("{DIG:6}"), gen("{DIG:7}")), "Sentry DSN"
    if kind == "gmaps":
        return '<script src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap" async></script>' % gen("{URL:35}"), "Google Maps JavaScript API key (referrer-restricted)"
    if kind == "adyen":
        return "const checkout = await AdyenCheckout({ clientKey: 'live_%s', environment: 'live' });" % gen("{UP:32}"), "Adyen client key"
    return '<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s"></script>' % gen("{LOW:10}"), "Naver Maps client id"


@clean_scenario(30)
def c_publishable(lang):
    t, label = publishable()
    snip = fence(t, "")
    en = lang == "en"
    kw = dict(task=task(lang), label=label, name=person(lang))
    mc = tmpl(pick(["I hesitated to commit the {label} for {task}; the vendor documents it as public, meant for browser code:\n{snip}",
                    "Frontend snippet for {task} that {name} asked me to keep as is:\n{snip}",
                    "{snip}\nThe {label} ships in the JS bundle by design; the secret counterpart stays on the server."] if en else
                   ["{task}용 {label}를 커밋해도 되는지 망설였는데, 벤더 문서상 브라우저용 공개 키임:\n{snip}",
                    "{name}님이 그대로 두라고 한 {task} 프런트엔드 코드:\n{snip}",
                    "{snip}\n{label}는 설계상 JS 번들에 포함됨. 비밀 키는 서버에만 있음."]), snip=snip, **kw)
    lesson = tmpl(pick(["The {label} is public by design; protect it with domain/referrer restrictions in the vendor console, not by hiding it.",
                        "Don't move the {label} to the server; the browser SDK needs it. Only the secret key must stay server-side.",
                        "Secret scanners flag the {label}; add an allowlist entry rather than deleting it."] if en else
                       ["{label}는 설계상 공개됨. 숨기는 대신 벤더 콘솔에서 도메인/리퍼러 제한으로 보호할 것.",
                        "{label}를 서버로 옮기지 말 것. 브라우저 SDK에 필요함. 비밀 키만 서버에 있으면 됨.",
                        "시크릿 스캐너가 {label}를 잡음. 삭제하지 말고 허용 목록에 추가할 것."]), **kw)
    ask = tmpl(pick(["Are domain restrictions set for the {label}?", ""] if en else ["{label}에 도메인 제한이 걸려 있나요?", ""]), **kw)
    return result("clean: %s in frontend code [publishable]" % label, mc, lesson, ask, [], template="clean-publishable/" + label)


# ---------------- test fixtures that look sensitive ----------------
@clean_scenario(8)
def c_test_fixtures(lang):
    kind = pick(["cards", "example-jwt", "otp-test", "docs-placeholders"])
    if kind == "cards":
        t = "Test cards (Stripe test mode):\n4242 4242 4242 4242  any CVC  any future date -> success\n4000 0000 0000 9995  -> insufficient_funds\n4000 0027 6000 3184  -> 3DS required"
    elif kind == "example-jwt":
        t = "Decoded claims of the failing token (signature stripped by the user):\n" + json.dumps({"sub": gen("{DIG:7}"), "role": "viewer", "exp": R.randint(1700000000, 1740000000), "iss": "https://auth.internal"}, indent=2)
    elif kind == "otp-test":
        t = "In the sandbox, SMS OTP is always 000000 and the test phone is 010-0000-0000; prod sends real codes."
    else:
        t = "export OPENAI_API_KEY=sk-...\nexport ANTHROPIC_API_KEY=<your key>\n# see docs/setup.md for how to request keys"
    en = lang == "en"
    kw = dict(task=task(lang))
    snip = fence(t, "")
    mc = tmpl(pick(["I didn't know which fixtures {task} uses in sandbox:\n{snip}", "Setup notes the user gave for {task}:\n{snip}"] if en else
                   ["{task}가 샌드박스에서 어떤 픽스처를 쓰는지 몰랐음:\n{snip}", "사용자가 준 {task} 세팅 메모:\n{snip}"]), snip=snip, **kw)
    lesson = tmpl(pick(["These values are documented test fixtures; they never work against production.",
                        "Sandbox behaviour differs: fixtures succeed, so always run one real-mode smoke test before release."] if en else
                       ["문서화된 테스트 픽스처라 운영에서는 동작하지 않음.", "샌드박스는 픽스처가 항상 성공하므로 릴리스 전 실모드 스모크 테스트 1회 필수."]), **kw)
    return result("clean: test fixtures (%s)" % kind, mc, lesson, "", [], template="clean-fixtures/" + kind)


# ---------------- plain engineering notes (no risky material) ----------------
PLAIN_EN = [
    ("The flaky test in the payments module depends on wall-clock time around midnight KST.", "Freeze time with a fixture; never compare against datetime.now() in assertions."),
    ("I didn't know the monorepo uses pnpm workspaces; npm install created a second lockfile.", "Always run pnpm from the repo root; delete stray package-lock.json files."),
    ("The API paginates with a cursor, and I assumed page numbers.", "Loop until next_cursor is null; page numbers are silently ignored."),
    ("Batch jobs run in UTC but reports are expected in KST.", "Convert at the presentation layer only; store everything in UTC."),
    ("The migration locked the orders table for 4 minutes in staging.", "Add indexes CONCURRENTLY and split backfills into 10k-row batches."),
    ("The iOS build failed because the simulator runtime was missing on the runner.", "Pin the Xcode version in the workflow and cache the runtime."),
    ("Nobody told me the search index is rebuilt nightly; my manual reindex was overwritten.", "Change the mapping in the index template, not on the live index."),
    ("The user prefers small PRs with one concern each.", "Split refactors from behaviour changes; reviewers approve faster."),
    ("Docker builds were slow because the COPY of the whole repo invalidated the dependency layer.", "Copy lockfiles first, install, then copy the source."),
    ("The chart library renders Korean labels with a fallback font in the PDF export.", "Embed Noto Sans KR explicitly in the export config."),
]
PLAIN_EN += [
    ("The e2e suite failed only on CI because the runner locale was C, not ko_KR.UTF-8.", "Set LANG explicitly in the workflow; sorting of Hangul strings depends on it."),
    ("I didn't know the mobile app caches feature flags for 24h.", "Flag changes need a forced refresh or an app restart to verify."),
    ("Retries on the partner API duplicated shipments because the endpoint is not idempotent.", "Send an idempotency key and dedupe on our side before retrying."),
    ("The cron expression in the k8s CronJob is evaluated in UTC.", "Write schedules in UTC and comment the KST equivalent next to them."),
    ("Excel opened the CSV export as mojibake for Korean customers.", "Write UTF-8 with BOM for CSV files meant for Excel."),
]
PLAIN_KO = [
    ("결제 모듈의 flaky 테스트가 한국시간 자정 전후 벽시계 시간에 의존함.", "픽스처로 시간을 고정하고 assert에서 datetime.now()와 비교하지 말 것."),
    ("모노레포가 pnpm 워크스페이스를 쓰는 걸 몰랐음. npm install로 락파일이 하나 더 생김.", "항상 루트에서 pnpm 실행. 생긴 package-lock.json은 삭제."),
    ("API가 커서 방식 페이지네이션인데 페이지 번호로 가정했음.", "next_cursor가 null일 때까지 반복. 페이지 번호는 조용히 무시됨."),
    ("배치는 UTC로 도는데 리포트는 KST 기준을 기대함.", "저장은 전부 UTC, 변환은 표시 계층에서만."),
    ("스테이징에서 마이그레이션이 orders 테이블을 4분간 잠금.", "인덱스는 CONCURRENTLY로 만들고 백필은 1만 건 단위로 나눌 것."),
    ("러너에 시뮬레이터 런타임이 없어서 iOS 빌드가 실패함.", "워크플로에서 Xcode 버전을 고정하고 런타임을 캐시."),
    ("검색 인덱스가 매일 밤 재생성된다는 걸 몰라서 수동 재색인이 덮어써짐.", "매핑 변경은 운영 인덱스가 아니라 인덱스 템플릿에서."),
    ("사용자는 관심사 하나당 작은 PR을 선호함.", "리팩터링과 동작 변경을 분리하면 리뷰가 빨라짐."),
    ("PDF 내보내기에서 차트 라이브러리가 한글 라벨을 대체 폰트로 렌더링함.", "내보내기 설정에 Noto Sans KR을 명시적으로 포함."),
]


PLAIN_KO += [
    ("CI 러너 로캘이 ko_KR.UTF-8이 아니라 C여서 e2e 테스트가 CI에서만 실패함.", "워크플로에서 LANG을 명시할 것. 한글 정렬이 로캘에 따라 달라짐."),
    ("모바일 앱이 피처 플래그를 24시간 캐시한다는 걸 몰랐음.", "플래그 변경 확인은 강제 새로고침이나 앱 재시작 후에 할 것."),
    ("파트너 API 재시도로 배송이 중복 생성됨. 해당 엔드포인트가 멱등하지 않음.", "멱등 키를 보내고 재시도 전에 우리 쪽에서 중복 제거."),
    ("k8s CronJob의 cron 표현식은 UTC 기준으로 해석됨.", "스케줄은 UTC로 쓰고 옆에 KST 주석을 달 것."),
    ("한국 고객이 CSV 내보내기를 엑셀로 열면 글자가 깨짐.", "엑셀용 CSV는 BOM 포함 UTF-8로 저장."),
]


@clean_scenario(30)
def c_plain(lang):
    en = lang == "en"
    mc, lesson = pick(PLAIN_EN if en else PLAIN_KO)
    if chance(0.3):
        mc = mc + "\n" + fence(pick(["$ pnpm -r test --filter payments", "SELECT count(*) FROM orders WHERE created_at >= now() - interval '1 day';",
                                     "TZ=Asia/Seoul python -m reports.daily --date 2024-11-27", "docker build --progress=plain -t api:dev ."]), "")
    ask = pick(["Should this apply to the other services too?", "Is there a ticket to track this?", ""] if en else
               ["다른 서비스에도 적용할까요?", "추적용 티켓이 있나요?", ""])
    return result("clean: plain engineering note", mc, lesson, ask, [], template="clean-plain")


# ---------------- where a secret lives (prose, no value) ----------------
LOCATION_EN = [
    "The staging DB password is in Vault at `secret/data/staging/orders-db` (key `password`); ask #infra for the read policy.",
    "The Stripe live secret key lives only in AWS Secrets Manager as `prod/billing/stripe`; nobody has it locally.",
    "Jenkins admin credentials are in the 1Password vault \"Infra\" under \"jenkins-admin\"; the password there is rotated monthly.",
    "The Wi-Fi password for the office is on the printed card at reception; it changes every quarter.",
    "The kubeconfig for prod is issued per person through `aws eks update-kubeconfig`; there is no shared token.",
    "Recovery codes for the shared GitHub org owner account are in the sealed envelope in the safe, not in any doc.",
]
LOCATION_KO = [
    "스테이징 DB 비밀번호는 Vault `secret/data/staging/orders-db`의 `password` 키에 있음. 읽기 정책은 #infra에 요청.",
    "Stripe 운영 시크릿 키는 AWS Secrets Manager `prod/billing/stripe`에만 있고 로컬에는 아무도 없음.",
    "젠킨스 관리자 계정 정보는 1Password \"Infra\" 금고의 \"jenkins-admin\" 항목. 비밀번호는 매달 교체됨.",
    "사무실 와이파이 비밀번호는 안내데스크의 인쇄 카드에 있음. 분기마다 바뀜.",
    "운영 kubeconfig는 `aws eks update-kubeconfig`로 개인별 발급. 공용 토큰은 없음.",
    "공용 GitHub 조직 소유자 계정의 복구 코드는 금고 안 봉인 봉투에 있고 문서에는 없음.",
]


@clean_scenario(10)
def c_secret_location(lang):
    en = lang == "en"
    line = pick(LOCATION_EN if en else LOCATION_KO)
    kw = dict(task=task(lang), name=person(lang))
    mc = tmpl(pick(["I didn't know where the credentials for {task} are kept and almost asked the user to paste them.",
                    "{name} told me where to find the credentials for {task}."] if en else
                   ["{task}용 자격 증명이 어디 있는지 몰라서 사용자에게 붙여 달라고 할 뻔했음.", "{name}님이 {task} 자격 증명 위치를 알려줌."]), **kw)
    ask = tmpl(pick(["Can I get read access to that path?", ""] if en else ["그 경로 읽기 권한을 받을 수 있을까요?", ""]), **kw)
    return result("clean: where a credential is stored (no value)", mc, line, ask, [], template="clean-location")


# ---------------- connection strings / commands with placeholders instead of passwords ----------------
def conn_placeholder():
    pw = pick(["${DB_PASSWORD}", "<password>", "$PGPASSWORD", "{{ db_password }}", "%s" % "****", "PASSWORD", "${POSTGRES_PASSWORD:?}",
               "<redacted>", "{password}"])
    u, h = pick(USERS), pick(HOSTS_BY["db"] + ["localhost", "db"])
    return pick([
        "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (u, pw, h, pick(DBS)),
        "mysql://%s:%s@%s:3306/%s" % (u, pw, h, pick(DBS)),
        "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s" % (u, pw, gen("{LOW:5}"), pick(DBS)),
        "redis://:%s@%s:6379/0" % (pw, h),
        "Server=%s;Database=%s;User Id=%s;Password=%s;" % (h, pick(DBS), u, pw),
        "jdbc:postgresql://%s:5432/%s?user=%s&password=%s" % (h, pick(DBS), u, pw),
        "amqp://%s:%s@%s:5672/" % (u, pw, h),
    ])


def cmd_noval():
    u, h = pick(USERS), pick(HOSTS_BY["db"] + HOSTS_BY["server"])
    return pick([
        "mysql -h %s -u %s -p %s" % (h, u, pick(DBS)),
        "PGPASSWORD=\"$DB_PASS\" psql -h %s -U %s -d %s" % (h, u, pick(DBS)),
        "docker login registry.acme.kr -u ci-bot --password-stdin < /run/secrets/registry_token",
        "sshpass -e ssh %s@%s" % (u, h),
        "curl -u \"$PARTNER_USER:$PARTNER_TOKEN\" https://partner-api.logis.co.kr/v1/ping",
        "redis-cli -h %s --askpass" % h,
        "vault kv get -field=password secret/%s/db" % pick(["prod", "staging"]),
        "aws secretsmanager get-secret-value --secret-id prod/%s/db --query SecretString --output text | jq -r .password" % pick(DBS),
        "kubectl -n prod get secret orders-db -o jsonpath='{.data.password}' | base64 -d",
        "gh auth login --with-token < ~/.config/ci/gh_token",
        "echo \"$REGISTRY_TOKEN\" | helm registry login ghcr.io -u acme-bot --password-stdin",
        "openssl pkcs12 -export -in tls.crt -inkey tls.key -out app.p12 -passout env:P12_PASSWORD",
    ])


@clean_scenario(12)
def c_conn_placeholder(lang):
    en = lang == "en"
    t = conn_placeholder()
    key = pick(CONN_KEYS)
    snip = fence("%s=%s" % (key, t) if chance(0.5) else t, "")
    kw = dict(task=task(lang), store=pick(STORES))
    mc = tmpl(pick(["The README for {task} documents the connection string with a placeholder for the password:\n{snip}",
                    "I didn't know the password is substituted at deploy time; the template is:\n{snip}"] if en else
                   ["{task} README에는 비밀번호 자리를 플레이스홀더로 둔 접속 문자열이 있음:\n{snip}",
                    "비밀번호가 배포 시점에 치환된다는 걸 몰랐음. 템플릿:\n{snip}"]), snip=snip, **kw)
    lesson = tmpl(pick(["Substitute the password from {store} at runtime and percent-encode it before building the URL.",
                        "Keep the placeholder in docs; {task} fails with a clear error when it is not replaced."] if en else
                       ["런타임에 {store}에서 비밀번호를 치환하고 URL을 만들기 전에 퍼센트 인코딩할 것.",
                        "문서에는 플레이스홀더를 유지. 치환이 안 되면 {task}가 명확한 에러로 실패함."]), **kw)
    return result("clean: connection string with placeholder password", mc, lesson, "", [], template="clean-conn-placeholder")


@clean_scenario(12)
def c_cmd_noval(lang):
    en = lang == "en"
    t = cmd_noval()
    snip = fence(("$ " if chance(0.4) else "") + t, "bash")
    kw = dict(task=task(lang), name=person(lang))
    mc = tmpl(pick(["How {task} authenticates without putting the password on the command line ({name}'s runbook):\n{snip}",
                    "I didn't know the runbook already avoids inline passwords for {task}:\n{snip}"] if en else
                   ["{task}가 명령줄에 비밀번호를 넣지 않고 인증하는 방법 ({name}님 런북):\n{snip}",
                    "{task} 런북이 이미 인라인 비밀번호를 피하고 있다는 걸 몰랐음:\n{snip}"]), snip=snip, **kw)
    lesson = tmpl(pick(["Keep reading credentials from stdin, env or files; nothing sensitive ends up in shell history.",
                        "The prompt blocks in CI; provide the value through the environment there instead."] if en else
                       ["자격 증명은 표준입력, 환경 변수, 파일로 읽을 것. 셸 히스토리에 민감한 값이 남지 않음.",
                        "CI에서는 프롬프트가 멈추므로 환경 변수로 값을 제공할 것."]), **kw)
    return result("clean: credential command without inline value", mc, lesson, "", [], template="clean-cmd-noval")


# ==========================================================================
# main: allocate, generate with retries, validate, shuffle, write
# ==========================================================================
def allocate(scenarios, total):
    """Largest-remainder allocation of `total` notes over scenario weights (deterministic order)."""
    wsum = sum(w for _, w, _ in scenarios)
    raw = [(name, total * w / wsum) for name, w, _ in scenarios]
    counts = {name: int(x) for name, x in raw}
    rest = total - sum(counts.values())
    order = sorted(range(len(raw)), key=lambda i: (-(raw[i][1] - int(raw[i][1])), i))
    for i in order[:rest]:
        counts[raw[i][0]] += 1
    return counts


def build(kind, scenarios, seen, stats):
    counts = allocate(scenarios, N_SECRET if kind == "secret" else N_CLEAN)
    fns = {name: fn for name, _, fn in scenarios}
    plan = []
    for name, _, _ in scenarios:
        plan += [name] * counts[name]
    plan = shuffled(plan)
    langs = shuffled(["en"] * N_EN_PER_KIND + ["ko"] * N_KO_PER_KIND)
    out = []
    for name, lang in zip(plan, langs):
        for attempt in range(1, 2001):
            if _POPPED and attempt <= 30:
                _VQ[0:0] = _POPPED      # give the vendors of the rejected candidate another chance
            del _POPPED[:]
            r = fns[name](lang)
            if r is None:
                stats["unrepresentable"] = stats.get("unrepresentable", 0) + 1
                continue
            bad = violations(r["fields"], r["secrets"], kind)
            if bad and "-v" in sys.argv:
                print("  rejected %s/%s: %s" % (kind, name, bad[0][:160]), file=sys.stderr)
            if bad:
                key = bad[0].split(" ")[0]
                stats["rejected:" + key] = stats.get("rejected:" + key, 0) + 1
                continue
            fp = json.dumps(r["fields"], ensure_ascii=False, sort_keys=True)
            if fp in seen:
                stats["rejected:duplicate"] = stats.get("rejected:duplicate", 0) + 1
                continue
            seen[fp] = True
            del _POPPED[:]
            r["lang"], r["kind"], r["scenario"] = lang, kind, name
            out.append(r)
            break
        else:
            raise AssertionError("could not generate a valid %s note for %s" % (kind, name))
    return out


def main(path):
    seen, stats = {}, {}
    notes = build("secret", SECRET_SCENARIOS, seen, stats) + build("clean", CLEAN_SCENARIOS, seen, stats)
    R.shuffle(notes)
    records = []
    for i, n in enumerate(notes, 1):
        rec = {"id": "%s%03d" % (ID_PREFIX, i), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": {k: n["fields"][k] for k in FIELD_NAMES}, "secrets": n["secrets"]}
        records.append((rec, n))
    # ---- final assertions over the whole set ----
    assert len(records) == N_SECRET + N_CLEAN
    by = {}
    for rec, _ in records:
        by[(rec["kind"], rec["lang"])] = by.get((rec["kind"], rec["lang"]), 0) + 1
        assert list(rec.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert re.fullmatch(ID_PREFIX + r"\d{3}", rec["id"])
        assert rec["lang"] in ("en", "ko") and rec["kind"] in ("secret", "clean")
        assert not violations(rec["fields"], rec["secrets"], rec["kind"]), rec["id"]
        if rec["kind"] == "clean":
            assert rec["secrets"] == []
        if rec["kind"] == "secret":
            assert "[publishable]" not in rec["category"]
    assert by == {("secret", "en"): N_EN_PER_KIND, ("secret", "ko"): N_KO_PER_KIND,
                  ("clean", "en"): N_EN_PER_KIND, ("clean", "ko"): N_KO_PER_KIND}, by
    assert len({json.dumps(r["fields"], sort_keys=True) for r, _ in records}) == len(records)
    lines = [json.dumps(rec, ensure_ascii=False) for rec, _ in records]
    for ln in lines:
        assert json.loads(ln)["id"]
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open(path, "wb") as f:
        f.write(data)
    # ---- summary ----
    def vlist(n):
        v = n["vendor"]
        return [] if not v else (v if isinstance(v, list) else [v])
    vendors_secret = list(dict.fromkeys(x for _, n in records if n["kind"] == "secret" for x in vlist(n)))
    vendors_clean = list(dict.fromkeys(x for _, n in records if n["kind"] == "clean" for x in vlist(n)))
    other_labels = list(dict.fromkeys(n["category"].split(": ", 1)[1].split(" (")[0] for _, n in records
                                      if n["scenario"] in ("s_webhook", "s_signed_url", "s_recovery", "s_cookie")))
    vendors_all = list(dict.fromkeys(vendors_secret + vendors_clean))
    templates = list(dict.fromkeys(n["template"] for _, n in records))
    scen = {}
    for _, n in records:
        scen[(n["kind"], n["scenario"])] = scen.get((n["kind"], n["scenario"]), 0) + 1
    print("wrote %s: %d notes, sha256 %s" % (path, len(records), hashlib.sha256(data).hexdigest()))
    for k in sorted(by):
        print("  %-6s %-2s %d" % (k[0], k[1], by[k]))
    print("catalog vendors: %d (%d names); vendors used in secret notes: %d, in clean notes: %d, union: %d" % (
        len(VENDORS), len(VENDOR_NAMES), len(vendors_secret), len(vendors_clean), len(vendors_all)))
    print("missing catalog vendors in secret notes: %s" % [x for x in VENDOR_NAMES if x not in vendors_secret])
    print("extra services outside the catalog (webhooks, signed URLs, recovery codes, cookies): %d" % len(other_labels))
    print("distinct templates: %d; secret scenarios: %d; clean scenarios: %d" % (
        len(templates), len(SECRET_SCENARIOS), len(CLEAN_SCENARIOS)))
    print("distinct categories: %d" % len(dict.fromkeys(r["category"] for r, _ in records)))
    print("secret strings listed: %d" % sum(len(r["secrets"]) for r, _ in records))
    print("publishable clean notes: %d" % sum(1 for r, _ in records if r["category"].endswith("[publishable]")))
    print("clean notes without risky material (plain): %d" % sum(1 for _, n in records if n["scenario"] == "c_plain"))
    for k in sorted(scen):
        print("  %-6s %-22s %d" % (k[0], k[1], scen[k]))
    print("retries: %s" % ", ".join("%s=%d" % kv for kv in sorted(stats.items())))


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "-v"]
    main(args[0] if args else "blind_set_v91.jsonl")
