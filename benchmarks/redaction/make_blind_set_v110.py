#!/usr/bin/env python3
"""make_blind_set_v110.py -- generator of blind_set_v110.jsonl.

Blind evaluation set for a credential-redaction filter (see FORMAT.txt).
Python 3 standard library only, no network.  A single PRNG,
random.Random(110_2026_1127), drives every choice; no set is ever iterated,
so the output is byte-identical on every run and under any PYTHONHASHSEED.

Usage:  python3 make_blind_set_v110.py [output_path]
"""
import base64
import json
import random
import sys
import zlib

SEED = 110_2026_1127
R = random.Random(SEED)

N_SECRET = 360
N_CLEAN = 360
N_EN_PER_KIND = 216          # 60 %
N_KO_PER_KIND = 144          # 40 %
ID_PREFIX = "fn"

# --------------------------------------------------------------------------
# alphabets and tiny helpers (all randomness goes through R)
# --------------------------------------------------------------------------
UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LOWER = "abcdefghijklmnopqrstuvwxyz"
DIGITS = "0123456789"
ALNUM = UPPER + LOWER + DIGITS
LALNUM = LOWER + DIGITS
UALNUM = UPPER + DIGITS
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = UPPER + "234567"
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
PUNCT = "!@#$%^&*()-_=+[]{};:,.?/~"


def rs(alpha, n):
    """random string of n characters drawn from alpha"""
    return "".join(R.choice(alpha) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(n_bytes, url=False, pad=True):
    raw = rbytes(n_bytes)
    s = base64.urlsafe_b64encode(raw).decode() if url else base64.b64encode(raw).decode()
    return s if pad else s.rstrip("=")


def b64s(text, url=False, pad=True):
    raw = text.encode()
    s = base64.urlsafe_b64encode(raw).decode() if url else base64.b64encode(raw).decode()
    return s if pad else s.rstrip("=")


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def base62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = (DIGITS + UPPER + LOWER)[r] + out
    return out.rjust(width, "0")


def crc_token(prefix, body_len=30):
    """GitHub/npm style: random base62 body followed by a 6-char CRC32 checksum"""
    body = rs(ALNUM, body_len)
    return prefix + body + base62(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


def pct(s):
    """percent-encode for the userinfo / query part of a URL"""
    safe = ALNUM + "-._~"
    out = []
    for ch in s:
        if ch in safe:
            out.append(ch)
        else:
            for b in ch.encode("utf-8"):
                out.append("%%%02X" % b)
    return "".join(out)


def shuffled(seq):
    seq = list(seq)
    R.shuffle(seq)
    return seq


def ts(year=None):
    y = year or pick([2024, 2025])
    return "%d-%02d-%02dT%02d:%02d:%02d" % (y, rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59))


def ts_log():
    return ts().replace("T", " ") + ".%03d" % rint(0, 999)


def has_hangul(s):
    return any("\uac00" <= ch <= "\ud7a3" for ch in s)


# --------------------------------------------------------------------------
# the binding checks of FORMAT.txt
# --------------------------------------------------------------------------
FIELD_LIMITS = (("missing_context", 1024), ("lesson", 1024), ("ask_next_time", 512))


def _covered_residues(text, secrets):
    cov = [False] * len(text)
    for s in secrets:
        i = text.find(s)
        while i != -1:
            for k in range(i, i + len(s)):
                cov[k] = True
            i = text.find(s, i + 1)
    null_res = "".join("\x00" if c else ch for ch, c in zip(text, cov))
    red = []
    i = 0
    while i < len(text):
        if cov[i]:
            j = i
            while j < len(text) and cov[j]:
                j += 1
            red.append("[REDACTED]")
            i = j
        else:
            red.append(text[i])
            i += 1
    return null_res, "".join(red)


def note_problems(fields, secrets, kind):
    """returns a list of rule violations (empty list = note is valid)"""
    probs = []
    if list(fields.keys()) != ["missing_context", "lesson", "ask_next_time"]:
        probs.append("field order")
    for name, lim in FIELD_LIMITS:
        v = fields[name]
        if not isinstance(v, str):
            probs.append("type " + name)
            continue
        if len(v.encode("utf-8")) > lim:
            probs.append("too long %s (%d)" % (name, len(v.encode("utf-8"))))
    if not fields["missing_context"].strip() or not fields["lesson"].strip():
        probs.append("empty field")
    if kind == "clean":
        if secrets:
            probs.append("clean note with secrets")
        return probs
    if not secrets:
        probs.append("secret note without secrets")
    texts = [fields[k] for k, _ in FIELD_LIMITS]
    for s in secrets:
        if len(s) < 8:
            probs.append("short secret %r" % s)
        if not any(s in t for t in texts):
            probs.append("secret not verbatim %r" % s)
    if len(secrets) != len(list(dict.fromkeys(secrets))):
        probs.append("duplicate secret entries")
    for t in texts:
        null_res, red_res = _covered_residues(t, secrets)
        for s in secrets:
            for k in range(len(s) - 7):
                w = s[k:k + 8]
                if w in null_res or w in red_res:
                    probs.append("window %r of %r outside occurrences" % (w, s[:20]))
                    break
    return probs


# --------------------------------------------------------------------------
# vendor credentials: real documented shapes, random bodies
# every vendor function returns a dict built by V()
# env  : list of (ENV_NAME, value, is_secret); is_secret may also be the
#        secret substring embedded in a larger value (connection strings)
# hdr  : list of (header name, header value) for HTTP / curl renderings
# url  : API endpoint used with hdr (may itself carry the secret)
# cmd  : optional vendor specific command line carrying the secret
# --------------------------------------------------------------------------
def V(svc, what, region, env, hdr=None, url=None, cmd=None, method="GET", body=None):
    return {"svc": svc, "what": what, "region": region, "env": env,
            "hdr": hdr or [], "url": url, "cmd": cmd, "method": method, "body": body}


def digits(n, first_nonzero=True):
    s = rs(DIGITS, n)
    if first_nonzero and s[0] == "0":
        s = pick("123456789") + s[1:]
    return s


def jwt(payload, alg="HS256", sig_bytes=32):
    head = b64s(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")), url=True, pad=False)
    body = b64s(json.dumps(payload, separators=(",", ":")), url=True, pad=False)
    return head + "." + body + "." + b64(sig_bytes, url=True, pad=False)


def v_aws():
    ak, sk = "AKIA" + rs(B32, 16), rs(B64, 40)
    region = pick(["ap-northeast-2", "us-east-1", "eu-central-1", "ap-northeast-1", "us-west-2"])
    return V("AWS", "IAM access key pair", "global",
             [("AWS_ACCESS_KEY_ID", ak, True), ("AWS_SECRET_ACCESS_KEY", sk, True),
              ("AWS_DEFAULT_REGION", region, False)],
             cmd="aws configure set aws_secret_access_key %s --profile %s" % (sk, pick(["deploy", "ci", "prod-admin", "etl"])))


def v_aws_sts():
    ak, sk = "ASIA" + rs(B32, 16), rs(B64, 40)
    tok = pick(["IQoJb3JpZ2luX2VjE", "FwoGZXIvYXdzE"]) + rs(B64, rint(280, 360))
    return V("AWS STS", "temporary session credentials", "global",
             [("AWS_ACCESS_KEY_ID", ak, True), ("AWS_SECRET_ACCESS_KEY", sk, True), ("AWS_SESSION_TOKEN", tok, True)])


def v_gh_classic():
    t = crc_token("ghp_")
    return V("GitHub", "classic personal access token", "global", [("GITHUB_TOKEN", t, True)],
             hdr=[("Authorization", "token " + t)], url="https://api.github.com/user/repos?per_page=100",
             cmd="git clone https://x-access-token:%s@github.com/%s/%s.git" % (t, pick(["acme-corp", "hanbit-dev", "team-infra"]), pick(["api", "infra", "web-admin"])))


def v_gh_oauth():
    t = crc_token(pick(["gho_", "ghu_"]))
    return V("GitHub", "OAuth/user-to-server token", "global", [("GH_TOKEN", t, True)],
             hdr=[("Authorization", "Bearer " + t)], url="https://api.github.com/user")


def v_gh_app():
    t = crc_token(pick(["ghs_", "ghr_"]))
    return V("GitHub", "App installation / refresh token", "global", [("GITHUB_APP_TOKEN", t, True)],
             hdr=[("Authorization", "Bearer " + t)], url="https://api.github.com/installation/repositories")


def v_gh_fine():
    t = "github_pat_11" + rs(UALNUM, 20) + "_" + rs(ALNUM, 59)
    return V("GitHub", "fine-grained personal access token", "global", [("GH_PAT", t, True)],
             hdr=[("Authorization", "Bearer " + t)], url="https://api.github.com/repos/acme/api/actions/runs")


def v_gitlab():
    t = "glpat-" + rs(B64URL, 20)
    return V("GitLab", "personal access token", "global", [("GITLAB_TOKEN", t, True)],
             hdr=[("PRIVATE-TOKEN", t)], url="https://gitlab.%s/api/v4/projects?membership=true" % pick(["example.com", "corp.internal", "acme.io"]))


def v_gitlab_runner():
    t = "glrt-" + rs(B64URL, 20)
    return V("GitLab", "runner authentication token", "global", [("RUNNER_TOKEN", t, True)],
             cmd="gitlab-runner register --non-interactive --url https://gitlab.com --token %s --executor docker" % t)


def v_gitlab_trigger():
    t = "glptt-" + rs(HEX, 40)
    return V("GitLab", "pipeline trigger token", "global", [("TRIGGER_TOKEN", t, True)],
             cmd="curl -X POST --fail -F token=%s -F ref=main https://gitlab.com/api/v4/projects/%s/trigger/pipeline" % (t, digits(8)))


def v_bitbucket():
    t = "ATBB" + rs(ALNUM, 32) + rs(HEXU, 8)
    return V("Bitbucket", "app password", "global", [("BITBUCKET_APP_PASSWORD", t, True)],
             cmd="git clone https://%s:%s@bitbucket.org/%s/%s.git" % (pick(["jdoe", "ci-bot", "minsu_kim"]), t, pick(["acme", "teamx"]), pick(["mobile", "backend"])))


def v_slack_bot():
    t = "xoxb-%s-%s-%s" % (digits(rint(10, 13)), digits(rint(10, 13)), rs(ALNUM, 24))
    return V("Slack", "bot token", "global", [("SLACK_BOT_TOKEN", t, True)],
             hdr=[("Authorization", "Bearer " + t), ("Content-type", "application/json")],
             url="https://slack.com/api/chat.postMessage", method="POST",
             body='{"channel":"C%s","text":"deploy finished"}' % rs(UALNUM, 10))


def v_slack_user():
    t = "xoxp-%s-%s-%s-%s" % (digits(rint(10, 13)), digits(rint(10, 13)), digits(13), rs(HEX, 32))
    return V("Slack", "user token", "global", [("SLACK_USER_TOKEN", t, True)],
             hdr=[("Authorization", "Bearer " + t)], url="https://slack.com/api/conversations.history?channel=C%s" % rs(UALNUM, 10))


def v_slack_app():
    t = "xapp-1-A%s-%s-%s" % (rs(UALNUM, 10), digits(13), rs(HEX, 64))
    return V("Slack", "app-level token (Socket Mode)", "global", [("SLACK_APP_TOKEN", t, True)])


def v_stripe():
    t = "sk_live_" + (rs(ALNUM, 24) if chance(0.3) else "51" + rs(ALNUM, 97))
    return V("Stripe", "live secret key", "global", [("STRIPE_SECRET_KEY", t, True)],
             hdr=[("Authorization", "Bearer " + t)], url="https://api.stripe.com/v1/charges?limit=3",
             cmd="curl https://api.stripe.com/v1/balance -u %s:" % t)


def v_stripe_rk():
    t = "rk_live_51" + rs(ALNUM, 97)
    return V("Stripe", "restricted key", "global", [("STRIPE_RESTRICTED_KEY", t, True)],
             hdr=[("Authorization", "Bearer " + t)], url="https://api.stripe.com/v1/customers?limit=10")


def v_stripe_whsec():
    t = "whsec_" + rs(ALNUM, 32)
    return V("Stripe", "webhook signing secret", "global", [("STRIPE_WEBHOOK_SECRET", t, True)])


def v_openai():
    if chance(0.6):
        t = "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)
    else:
        t = "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)
    return V("OpenAI", "API key", "global", [("OPENAI_API_KEY", t, True)],
             hdr=[("Authorization", "Bearer " + t), ("Content-Type", "application/json")],
             url="https://api.openai.com/v1/chat/completions", method="POST",
             body='{"model":"gpt-4o-mini","messages":[{"role":"user","content":"ping"}]}')


def v_anthropic():
    t = "sk-ant-api03-" + rs(B64URL, 93) + "AA"
    return V("Anthropic", "API key", "global", [("ANTHROPIC_API_KEY", t, True)],
             hdr=[("x-api-key", t), ("anthropic-version", "2023-06-01")],
             url="https://api.anthropic.com/v1/messages", method="POST",
             body='{"model":"claude-3-5-haiku-latest","max_tokens":64,"messages":[{"role":"user","content":"hi"}]}')


def v_gemini():
    t = "AIza" + rs(B64URL, 35)
    return V("Google AI (Gemini)", "server API key", "global", [("GEMINI_API_KEY", t, True)],
             url="https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent?key=" + t, method="POST")


def v_google_oauth():
    cid = digits(12) + "-" + rs(LALNUM, 32) + ".apps.googleusercontent.com"
    t = "GOCSPX-" + rs(B64URL, 28)
    return V("Google OAuth", "client secret", "global",
             [("GOOGLE_CLIENT_ID", cid, False), ("GOOGLE_CLIENT_SECRET", t, True)])


def v_google_refresh():
    t = "1//0" + rs(B64URL, rint(95, 100))
    return V("Google OAuth", "refresh token", "global", [("GOOGLE_REFRESH_TOKEN", t, True)],
             cmd="curl -s -d client_id=$GOOGLE_CLIENT_ID -d client_secret=$GOOGLE_CLIENT_SECRET -d refresh_token=%s -d grant_type=refresh_token https://oauth2.googleapis.com/token" % t)


def v_azure_storage():
    acct = pick(["stprodlogs", "acmebackup01", "hanbitmedia", "stetlraw"]) + digits(2)
    k = b64(64)
    return V("Azure Storage", "account key", "global",
             [("AZURE_STORAGE_ACCOUNT", acct, False), ("AZURE_STORAGE_KEY", k, True)],
             cmd="az storage blob upload-batch -d backups -s ./out --account-name %s --account-key %s" % (acct, k))


def v_azure_ad():
    t = rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "_.~-", 34)
    return V("Azure AD / Entra ID", "client secret", "global",
             [("AZURE_TENANT_ID", uuid4(), False), ("AZURE_CLIENT_ID", uuid4(), False), ("AZURE_CLIENT_SECRET", t, True)])


def v_azure_sb():
    k = b64(32)
    ns = pick(["sb-orders-prod", "acme-events", "hanbit-bus"])
    cs = "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (ns, k)
    return V("Azure Service Bus", "shared access key", "global", [("SERVICEBUS_CONNECTION", cs, k)])


def v_twilio():
    sid, t = "AC" + rs(HEX, 32), rs(HEX, 32)
    return V("Twilio", "auth token", "global", [("TWILIO_ACCOUNT_SID", sid, False), ("TWILIO_AUTH_TOKEN", t, True)],
             cmd="curl -X POST https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json -u %s:%s --data-urlencode Body=test" % (sid, sid, t))


def v_twilio_key():
    sid, t = "SK" + rs(HEX, 32), rs(ALNUM, 32)
    return V("Twilio", "API key secret", "global", [("TWILIO_API_KEY", sid, True), ("TWILIO_API_SECRET", t, True)])


def v_sendgrid():
    t = "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)
    return V("SendGrid", "API key", "global", [("SENDGRID_API_KEY", t, True)],
             hdr=[("Authorization", "Bearer " + t), ("Content-Type", "application/json")],
             url="https://api.sendgrid.com/v3/mail/send", method="POST")


def v_mailgun():
    t = "key-" + rs(HEX, 32) if chance(0.5) else "%s-%s-%s" % (rs(HEX, 32), rs(HEX, 8), rs(HEX, 8))
    return V("Mailgun", "private API key", "global", [("MAILGUN_API_KEY", t, True)],
             cmd="curl -s --user 'api:%s' https://api.mailgun.net/v3/mg.%s/messages -F to=ops@%s -F subject=test" % (t, pick(["acme.io", "example.org"]), pick(["acme.io", "example.org"])))


def v_mailchimp():
    t = rs(HEX, 32) + "-us" + str(rint(1, 21))
    return V("Mailchimp", "API key", "global", [("MAILCHIMP_API_KEY", t, True)])


def v_npm():
    t = crc_token("npm_")
    return V("npm", "access token", "global", [("NPM_TOKEN", t, True)],
             cmd="npm config set //registry.npmjs.org/:_authToken=" + t)


def v_pypi():
    t = "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, rint(150, 190))
    return V("PyPI", "API token", "global", [("TWINE_PASSWORD", t, True), ("TWINE_USERNAME", "__token__", False)],
             cmd="twine upload -u __token__ -p %s dist/*" % t)


def v_docker():
    t = "dckr_pat_" + rs(B64URL, 27)
    u = pick(["acmeci", "hanbitbot", "jdoe"])
    return V("Docker Hub", "personal access token", "global", [("DOCKERHUB_USERNAME", u, False), ("DOCKERHUB_TOKEN", t, True)],
             cmd="echo %s | docker login -u %s --password-stdin" % (t, u))


def v_vault():
    t = "hvs.CAESI" + rs(B64URL, 86)
    return V("HashiCorp Vault", "service token", "global", [("VAULT_TOKEN", t, True), ("VAULT_ADDR", "https://vault.%s:8200" % pick(["corp.internal", "acme.io"]), False)],
             hdr=[("X-Vault-Token", t)], url="https://vault.corp.internal:8200/v1/secret/data/payments")


def v_tfc():
    t = rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67)
    return V("Terraform Cloud", "user API token", "global", [("TF_TOKEN_app_terraform_io", t, True)],
             hdr=[("Authorization", "Bearer " + t), ("Content-Type", "application/vnd.api+json")],
             url="https://app.terraform.io/api/v2/organizations/acme/workspaces")


def v_shopify():
    t = pick(["shpat_", "shpca_", "shppa_"]) + rs(HEX, 32)
    return V("Shopify", "Admin API access token", "global", [("SHOPIFY_ACCESS_TOKEN", t, True)],
             hdr=[("X-Shopify-Access-Token", t)], url="https://%s.myshopify.com/admin/api/2024-07/orders.json" % pick(["acme-store", "kshop-dev"]))


def v_atlassian():
    t = "ATATT3xFfGF0" + rs(B64URL, rint(160, 175)) + "=" + rs(HEXU, 8)
    return V("Atlassian (Jira/Confluence)", "API token", "global", [("JIRA_API_TOKEN", t, True), ("JIRA_EMAIL", pick(["ops@acme.io", "minsu.kim@hanbit.co.kr"]), False)])


def v_do():
    t = "dop_v1_" + rs(HEX, 64)
    return V("DigitalOcean", "personal access token", "global", [("DIGITALOCEAN_TOKEN", t, True)],
             hdr=[("Authorization", "Bearer " + t)], url="https://api.digitalocean.com/v2/droplets?per_page=200",
             cmd="doctl auth init --access-token " + t)


def v_heroku():
    t = "HRKU-AA" + rs(B64URL, 58)
    return V("Heroku", "API key", "global", [("HEROKU_API_KEY", t, True)],
             hdr=[("Authorization", "Bearer " + t), ("Accept", "application/vnd.heroku+json; version=3")], url="https://api.heroku.com/apps")


def v_databricks():
    t = "dapi" + rs(HEX, 32) + pick(["", "-2", "-3"])
    return V("Databricks", "personal access token", "global", [("DATABRICKS_TOKEN", t, True), ("DATABRICKS_HOST", "https://dbc-%s-%s.cloud.databricks.com" % (rs(HEX, 8), rs(HEX, 4)), False)],
             hdr=[("Authorization", "Bearer " + t)], url="https://dbc-%s.cloud.databricks.com/api/2.0/clusters/list" % rs(HEX, 8))


def v_linear():
    t = "lin_api_" + rs(ALNUM, 40)
    return V("Linear", "personal API key", "global", [("LINEAR_API_KEY", t, True)],
             hdr=[("Authorization", t), ("Content-Type", "application/json")], url="https://api.linear.app/graphql", method="POST",
             body='{"query":"{ viewer { id name } }"}')


def v_notion():
    t = "ntn_" + digits(11) + rs(ALNUM, 35) if chance(0.6) else "secret_" + rs(ALNUM, 43)
    return V("Notion", "integration token", "global", [("NOTION_TOKEN", t, True)],
             hdr=[("Authorization", "Bearer " + t), ("Notion-Version", "2022-06-28")], url="https://api.notion.com/v1/databases/%s/query" % rs(HEX, 32), method="POST")


def v_figma():
    t = "figd_" + rs(B64URL, 40)
    return V("Figma", "personal access token", "global", [("FIGMA_TOKEN", t, True)],
             hdr=[("X-Figma-Token", t)], url="https://api.figma.com/v1/files/%s" % rs(ALNUM, 22))


def v_postman():
    t = "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34)
    return V("Postman", "API key", "global", [("POSTMAN_API_KEY", t, True)],
             hdr=[("X-Api-Key", t)], url="https://api.getpostman.com/collections")


def v_sentry():
    t = "sntryu_" + rs(HEX, 64)
    return V("Sentry", "user auth token", "global", [("SENTRY_AUTH_TOKEN", t, True), ("SENTRY_ORG", pick(["acme", "hanbit"]), False)],
             hdr=[("Authorization", "Bearer " + t)], url="https://sentry.io/api/0/organizations/acme/releases/")


def v_datadog():
    a, b = rs(HEX, 32), rs(HEX, 40)
    return V("Datadog", "API key + application key", "global", [("DD_API_KEY", a, True), ("DD_APP_KEY", b, True), ("DD_SITE", pick(["datadoghq.com", "datadoghq.eu", "ap1.datadoghq.com"]), False)],
             hdr=[("DD-API-KEY", a), ("DD-APPLICATION-KEY", b)], url="https://api.datadoghq.com/api/v1/monitor")


def v_newrelic():
    t = "NRAK-" + rs(UALNUM, 27)
    return V("New Relic", "user API key", "global", [("NEW_RELIC_API_KEY", t, True)],
             hdr=[("API-Key", t), ("Content-Type", "application/json")], url="https://api.newrelic.com/graphql", method="POST")


def v_newrelic_lic():
    t = rs(HEX, 36) + "NRAL"
    return V("New Relic", "ingest license key", "global", [("NEW_RELIC_LICENSE_KEY", t, True), ("NEW_RELIC_APP_NAME", pick(["checkout-api", "order-worker"]), False)])


def v_grafana():
    t = "glsa_" + rs(ALNUM, 32) + "_" + rs(HEX, 8)
    return V("Grafana", "service account token", "global", [("GRAFANA_TOKEN", t, True)],
             hdr=[("Authorization", "Bearer " + t)], url="https://grafana.%s/api/dashboards/uid/%s" % (pick(["corp.internal", "acme.io"]), rs(ALNUM, 9)))


def v_cloudflare():
    t = rs(B64URL, 40)
    return V("Cloudflare", "API token", "global", [("CLOUDFLARE_API_TOKEN", t, True), ("CLOUDFLARE_ZONE_ID", rs(HEX, 32), False)],
             hdr=[("Authorization", "Bearer " + t)], url="https://api.cloudflare.com/client/v4/user/tokens/verify")


def v_discord_bot():
    t = b64s(digits(18), pad=False) + "." + rs(B64URL, 6) + "." + rs(B64URL, 38)
    return V("Discord", "bot token", "global", [("DISCORD_BOT_TOKEN", t, True)],
             hdr=[("Authorization", "Bot " + t)], url="https://discord.com/api/v10/users/@me")


def v_telegram():
    t = digits(10) + ":AA" + rs(B64URL, 33)
    return V("Telegram", "bot token", "global", [("TELEGRAM_BOT_TOKEN", t, True)],
             url="https://api.telegram.org/bot%s/getUpdates" % t)


def v_square():
    t = "EAAA" + rs(B64URL, 60)
    return V("Square", "production access token", "global", [("SQUARE_ACCESS_TOKEN", t, True)],
             hdr=[("Authorization", "Bearer " + t), ("Square-Version", "2024-06-04")], url="https://connect.squareup.com/v2/locations")


def v_braintree():
    t = "access_token$production$" + rs(LALNUM, 16) + "$" + rs(HEX, 32)
    return V("Braintree / PayPal", "access token", "global", [("BRAINTREE_ACCESS_TOKEN", t, True)])


def v_fcm():
    t = "AAAA" + rs(B64URL, 7) + ":APA91b" + rs(B64URL, 134)
    return V("Firebase Cloud Messaging", "legacy server key", "global", [("FCM_SERVER_KEY", t, True)],
             hdr=[("Authorization", "key=" + t), ("Content-Type", "application/json")], url="https://fcm.googleapis.com/fcm/send", method="POST")


def v_okta():
    t = "00" + rs(B64URL, 40)
    return V("Okta", "API token", "global", [("OKTA_API_TOKEN", t, True), ("OKTA_ORG_URL", "https://%s.okta.com" % pick(["acme", "hanbit-dev"]), False)],
             hdr=[("Authorization", "SSWS " + t)], url="https://acme.okta.com/api/v1/users?limit=25")


def v_supabase():
    t = "sbp_" + rs(HEX, 40)
    return V("Supabase", "management API token", "global", [("SUPABASE_ACCESS_TOKEN", t, True)],
             hdr=[("Authorization", "Bearer " + t)], url="https://api.supabase.com/v1/projects")


def v_supabase_sr():
    ref = rs(LOWER, 20)
    t = jwt({"iss": "supabase", "ref": ref, "role": "service_role", "iat": rint(1690000000, 1720000000), "exp": rint(2000000000, 2050000000)})
    return V("Supabase", "service_role key", "global", [("SUPABASE_URL", "https://%s.supabase.co" % ref, False), ("SUPABASE_SERVICE_ROLE_KEY", t, True)])


def v_hf():
    t = "hf_" + rs(UPPER + LOWER, 34)
    return V("Hugging Face", "user access token", "global", [("HF_TOKEN", t, True)],
             hdr=[("Authorization", "Bearer " + t)], url="https://huggingface.co/api/whoami-v2",
             cmd="huggingface-cli login --token " + t)


def v_replicate():
    t = "r8_" + rs(ALNUM, 37)
    return V("Replicate", "API token", "global", [("REPLICATE_API_TOKEN", t, True)],
             hdr=[("Authorization", "Bearer " + t)], url="https://api.replicate.com/v1/predictions", method="POST")


def v_groq():
    t = "gsk_" + rs(ALNUM, 52)
    return V("Groq", "API key", "global", [("GROQ_API_KEY", t, True)],
             hdr=[("Authorization", "Bearer " + t)], url="https://api.groq.com/openai/v1/models")


def v_pplx():
    t = "pplx-" + rs(ALNUM, 48)
    return V("Perplexity", "API key", "global", [("PERPLEXITY_API_KEY", t, True)],
             hdr=[("Authorization", "Bearer " + t)], url="https://api.perplexity.ai/chat/completions", method="POST")


def v_netlify():
    t = "nfp_" + rs(ALNUM, 36)
    return V("Netlify", "personal access token", "global", [("NETLIFY_AUTH_TOKEN", t, True), ("NETLIFY_SITE_ID", uuid4(), False)])


def v_pulumi():
    t = "pul-" + rs(HEX, 40)
    return V("Pulumi", "access token", "global", [("PULUMI_ACCESS_TOKEN", t, True)],
             hdr=[("Authorization", "token " + t)], url="https://api.pulumi.com/api/user/stacks")


def v_doppler():
    t = pick(["dp.pt.", "dp.st.prd.", "dp.st.dev."]) + rs(ALNUM, 43)
    return V("Doppler", "token", "global", [("DOPPLER_TOKEN", t, True)],
             cmd="doppler configure set token %s --scope /srv/app" % t)


def v_airtable():
    t = "pat" + rs(ALNUM, 14) + "." + rs(HEX, 64)
    return V("Airtable", "personal access token", "global", [("AIRTABLE_TOKEN", t, True)],
             hdr=[("Authorization", "Bearer " + t)], url="https://api.airtable.com/v0/app%s/Orders" % rs(ALNUM, 14))


def v_mapbox_sk():
    user = pick(["acme-maps", "hanbitgeo", "jdoe"])
    t = "sk." + b64s(json.dumps({"u": user, "a": "cl" + rs(LALNUM, 23)}, separators=(",", ":")), url=True, pad=False) + "." + rs(B64URL, 22)
    return V("Mapbox", "secret access token", "global", [("MAPBOX_SECRET_TOKEN", t, True)],
             url="https://api.mapbox.com/uploads/v1/%s/credentials?access_token=%s" % (user, t), method="POST")


def v_dropbox():
    t = "sl.B" + rs(B64URL, 135)
    return V("Dropbox", "short-lived access token", "global", [("DROPBOX_TOKEN", t, True)],
             hdr=[("Authorization", "Bearer " + t), ("Content-Type", "application/json")], url="https://api.dropboxapi.com/2/files/list_folder", method="POST")


def v_shippo():
    t = "shippo_live_" + rs(HEX, 40)
    return V("Shippo", "live API token", "global", [("SHIPPO_API_TOKEN", t, True)],
             hdr=[("Authorization", "ShippoToken " + t)], url="https://api.goshippo.com/shipments/")


def v_plaid():
    cid, sec = rs(HEX, 24), rs(HEX, 30)
    return V("Plaid", "secret", "global", [("PLAID_CLIENT_ID", cid, False), ("PLAID_SECRET", sec, True), ("PLAID_ENV", "production", False)])


def v_age():
    t = "AGE-SECRET-KEY-1" + rs(BECH32, 58)
    return V("age", "secret key (identity)", "global", [("SOPS_AGE_KEY", t, True)])


def v_meta():
    t = "EAA" + pick("BGIJ") + rs(ALNUM, rint(170, 200))
    return V("Meta (Facebook Graph)", "page access token", "global", [("FB_PAGE_ACCESS_TOKEN", t, True)],
             url="https://graph.facebook.com/v19.0/me/accounts?access_token=" + t)


def v_twitter():
    t = "A" * 21 + rs(ALNUM, 10) + "A" * 7 + "".join(pick([rs(ALNUM, rint(6, 14)), "%2B", "%2F", "%3D"]) for _ in range(9)) + rs(ALNUM, 40)
    return V("X (Twitter)", "app bearer token", "global", [("TWITTER_BEARER_TOKEN", t, True)],
             hdr=[("Authorization", "Bearer " + t)], url="https://api.twitter.com/2/tweets/search/recent?query=from%3Aacme")


def v_jenkins():
    t = "11" + rs(HEX, 32)
    u = pick(["admin", "ci-bot", "jenkins-deployer"])
    return V("Jenkins", "API token", "global", [("JENKINS_USER", u, False), ("JENKINS_API_TOKEN", t, True)],
             cmd="curl -X POST -u %s:%s https://jenkins.%s/job/release/buildWithParameters?TAG=v%d.%d.%d" % (u, t, pick(["corp.internal", "acme.io"]), rint(1, 4), rint(0, 20), rint(0, 9)))


def v_sonar():
    t = pick(["squ_", "sqp_", "sqa_"]) + rs(HEX, 40)
    return V("SonarQube", "token", "global", [("SONAR_TOKEN", t, True), ("SONAR_HOST_URL", "https://sonar.%s" % pick(["corp.internal", "acme.io"]), False)],
             cmd="mvn -B verify sonar:sonar -Dsonar.projectKey=%s -Dsonar.token=%s" % (pick(["billing", "api-gw"]), t))


def v_jfrog():
    t = "AKCp" + rs(ALNUM, 69)
    return V("JFrog Artifactory", "API key", "global", [("ARTIFACTORY_API_KEY", t, True)],
             hdr=[("X-JFrog-Art-Api", t)], url="https://acme.jfrog.io/artifactory/api/repositories")


def v_circleci():
    t = "CCIPAT_" + rs(ALNUM, 22) + "_" + rs(HEX, 40)
    return V("CircleCI", "personal API token", "global", [("CIRCLE_TOKEN", t, True)],
             hdr=[("Circle-Token", t)], url="https://circleci.com/api/v2/me")


def v_buildkite():
    t = "bkua_" + rs(HEX, 40)
    return V("Buildkite", "API access token", "global", [("BUILDKITE_API_TOKEN", t, True)],
             hdr=[("Authorization", "Bearer " + t)], url="https://api.buildkite.com/v2/organizations/acme/pipelines")


def v_tailscale():
    t = "tskey-auth-k" + rs(ALNUM, 11) + "CNTRL-" + rs(ALNUM, 33)
    return V("Tailscale", "auth key", "global", [("TS_AUTHKEY", t, True)],
             cmd="tailscale up --authkey=%s --advertise-tags=tag:ci --hostname=%s" % (t, pick(["runner-01", "bastion-kr"])))


def v_ngrok():
    t = "2" + rs(ALNUM, 26) + "_" + rs(ALNUM, 21)
    return V("ngrok", "authtoken", "global", [("NGROK_AUTHTOKEN", t, True)], cmd="ngrok config add-authtoken " + t)


def v_1password():
    t = "ops_eyJ" + rs(B64URL, rint(300, 380))
    return V("1Password", "service account token", "global", [("OP_SERVICE_ACCOUNT_TOKEN", t, True)])


def v_algolia():
    app, t = rs(UALNUM, 10), rs(HEX, 32)
    return V("Algolia", "admin API key", "global", [("ALGOLIA_APP_ID", app, False), ("ALGOLIA_ADMIN_KEY", t, True)],
             hdr=[("X-Algolia-Application-Id", app), ("X-Algolia-API-Key", t)], url="https://%s.algolia.net/1/indexes/products/settings" % app.lower())


def v_contentful():
    t = "CFPAT-" + rs(B64URL, 43)
    return V("Contentful", "management token", "global", [("CONTENTFUL_MANAGEMENT_TOKEN", t, True), ("CONTENTFUL_SPACE_ID", rs(LALNUM, 12), False)],
             hdr=[("Authorization", "Bearer " + t)], url="https://api.contentful.com/spaces/%s/environments" % rs(LALNUM, 12))


def v_typeform():
    t = "tfp_" + rs(ALNUM, 44) + "_" + rs(ALNUM, 14)
    return V("Typeform", "personal token", "global", [("TYPEFORM_TOKEN", t, True)],
             hdr=[("Authorization", "Bearer " + t)], url="https://api.typeform.com/forms")


def v_zendesk():
    t = rs(ALNUM, 40)
    em = pick(["support@acme.io", "cs-bot@hanbit.co.kr"])
    return V("Zendesk", "API token", "global", [("ZENDESK_EMAIL", em, False), ("ZENDESK_API_TOKEN", t, True)],
             cmd="curl https://%s.zendesk.com/api/v2/tickets.json -u %s/token:%s" % (pick(["acme", "hanbit"]), em, t))


def v_fastly():
    t = rs(B64URL, 32)
    return V("Fastly", "API token", "global", [("FASTLY_API_TOKEN", t, True)],
             hdr=[("Fastly-Key", t)], url="https://api.fastly.com/service/%s/purge_all" % rs(ALNUM, 22), method="POST")


def v_vercel():
    t = rs(ALNUM, 24)
    return V("Vercel", "access token", "global", [("VERCEL_TOKEN", t, True), ("VERCEL_ORG_ID", "team_" + rs(ALNUM, 24), False)],
             cmd="vercel deploy --prod --token " + t)


def v_hetzner():
    t = rs(ALNUM, 64)
    return V("Hetzner Cloud", "API token", "eu", [("HCLOUD_TOKEN", t, True)],
             hdr=[("Authorization", "Bearer " + t)], url="https://api.hetzner.cloud/v1/servers")


def v_mistral():
    t = rs(ALNUM, 32)
    return V("Mistral AI", "API key", "eu", [("MISTRAL_API_KEY", t, True)],
             hdr=[("Authorization", "Bearer " + t)], url="https://api.mistral.ai/v1/models")


def v_cohere():
    t = rs(ALNUM, 40)
    return V("Cohere", "API key", "global", [("CO_API_KEY", t, True)],
             hdr=[("Authorization", "Bearer " + t)], url="https://api.cohere.com/v1/embed", method="POST")


def v_zoom():
    cid, t = rs(ALNUM, 22), rs(ALNUM, 32)
    return V("Zoom", "Server-to-Server OAuth client secret", "global",
             [("ZOOM_ACCOUNT_ID", rs(B64URL, 22), False), ("ZOOM_CLIENT_ID", cid, False), ("ZOOM_CLIENT_SECRET", t, True)])


def v_intercom():
    t = b64s("tok:" + uuid4().replace("-", "_") + ":1:0", pad=True)
    return V("Intercom", "access token", "global", [("INTERCOM_ACCESS_TOKEN", t, True)],
             hdr=[("Authorization", "Bearer " + t), ("Intercom-Version", "2.11")], url="https://api.intercom.io/contacts")


def v_spotify():
    cid, t = rs(HEX, 32), rs(HEX, 32)
    return V("Spotify", "client secret", "global", [("SPOTIFY_CLIENT_ID", cid, False), ("SPOTIFY_CLIENT_SECRET", t, True)])


def v_twitch():
    cid, t = rs(LALNUM, 30), rs(LALNUM, 30)
    return V("Twitch", "client secret", "global", [("TWITCH_CLIENT_ID", cid, False), ("TWITCH_CLIENT_SECRET", t, True)],
             cmd="curl -X POST 'https://id.twitch.tv/oauth2/token' -d 'client_id=%s&client_secret=%s&grant_type=client_credentials'" % (cid, t))


# ---- Korea -----------------------------------------------------------------
def v_ncp():
    ak, sk = rs(UALNUM, 20), rs(ALNUM, 40)
    return V("Naver Cloud Platform", "API access key + secret key", "kr",
             [("NCLOUD_ACCESS_KEY", ak, True), ("NCLOUD_SECRET_KEY", sk, True), ("NCLOUD_REGION", "KR", False)])


def v_naver_dev():
    cid, sec = rs(ALNUM + "_", 20), rs(ALNUM, 10)
    return V("Naver Developers", "client secret", "kr", [("NAVER_CLIENT_ID", cid, False), ("NAVER_CLIENT_SECRET", sec, True)],
             hdr=[("X-Naver-Client-Id", cid), ("X-Naver-Client-Secret", sec)],
             url="https://openapi.naver.com/v1/search/blog.json?query=%EC%BB%A4%ED%94%BC&display=10")


def v_kakao_rest():
    t = rs(HEX, 32)
    return V("Kakao", "REST API key", "kr", [("KAKAO_REST_API_KEY", t, True)],
             hdr=[("Authorization", "KakaoAK " + t)], url="https://dapi.kakao.com/v2/local/search/address.json?query=%ED%8C%90%EA%B5%90%EC%97%AD%EB%A1%9C")


def v_kakao_admin():
    t = rs(HEX, 32)
    return V("Kakao", "Admin key", "kr", [("KAKAO_ADMIN_KEY", t, True)],
             hdr=[("Authorization", "KakaoAK " + t)], url="https://kapi.kakao.com/v1/user/ids", method="GET")


def v_toss():
    t = pick(["live_sk_", "live_gsk_", "test_sk_"]) + rs(ALNUM, 28)
    blob = b64s(t + ":")
    return dict(derived=[blob], **V("Toss Payments", "secret key", "kr", [("TOSS_SECRET_KEY", t, True)],
             hdr=[("Authorization", "Basic " + blob), ("Content-Type", "application/json")],
             url="https://api.tosspayments.com/v1/payments/confirm", method="POST",
             body='{"paymentKey":"%s","orderId":"ORD-%s","amount":%d}' % (rs(ALNUM, 24), digits(10), rint(1000, 99000))))


def v_portone():
    k, s = digits(16), rs(ALNUM, 80)
    return V("PortOne (iamport)", "REST API key + secret", "kr", [("IMP_KEY", k, True), ("IMP_SECRET", s, True)],
             hdr=[("Content-Type", "application/json")], url="https://api.iamport.kr/users/getToken", method="POST",
             body='{"imp_key":"%s","imp_secret":"%s"}' % (k, s))


def v_portone_v2():
    s = rs(ALNUM, 80)
    return V("PortOne V2", "API secret", "kr", [("PORTONE_API_SECRET", s, True), ("PORTONE_STORE_ID", "store-" + uuid4(), False)],
             hdr=[("Authorization", "PortOne " + s)], url="https://api.portone.io/payments/ORD-%s" % digits(10))


def v_kakaopay():
    t = pick(["DEV", "PRD"]) + rs(HEXU, 38)
    return V("KakaoPay", "secret key", "kr", [("KAKAOPAY_SECRET_KEY", t, True), ("KAKAOPAY_CID", "TC0ONETIME", False)],
             hdr=[("Authorization", "SECRET_KEY " + t), ("Content-Type", "application/json")],
             url="https://open-api.kakaopay.com/online/v1/payment/ready", method="POST")


def v_solapi():
    k, s = "NCS" + rs(UALNUM, 13), rs(UALNUM, 32)
    return V("Solapi (coolsms)", "API key + secret", "kr", [("SOLAPI_API_KEY", k, True), ("SOLAPI_API_SECRET", s, True), ("SOLAPI_SENDER", "0%d%s" % (rint(10, 70), digits(8)), False)])


def v_aligo():
    k = rs(LALNUM, 32)
    uid = pick(["hanbitshop", "acmekr", "dev_minsu"])
    return V("Aligo SMS", "API key", "kr", [("ALIGO_USER_ID", uid, False), ("ALIGO_API_KEY", k, True)],
             cmd="curl -X POST https://apis.aligo.in/send/ -d key=%s -d user_id=%s -d sender=0212345678 -d receiver=01012345678 -d msg=test -d testmode_yn=Y" % (k, uid))


def v_datagokr():
    raw = b64(64)
    enc = pct(raw)
    use_enc = chance(0.6)
    return dict(derived=[enc] if (use_enc and enc != raw) else [], **V("data.go.kr (공공데이터포털)", "service key", "kr", [("DATA_GO_KR_SERVICE_KEY", raw, True)],
             url="https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=%s&numOfRows=10&pageNo=1&base_date=%s&base_time=0500&nx=60&ny=127&dataType=JSON" % (enc if use_enc else raw, "2025%02d%02d" % (rint(1, 12), rint(1, 28)))))


def v_line():
    cs, tok = rs(HEX, 32), rs(B64, 171) + "="
    return V("LINE Messaging API", "channel secret + channel access token", "jp",
             [("LINE_CHANNEL_ID", digits(10), False), ("LINE_CHANNEL_SECRET", cs, True), ("LINE_CHANNEL_ACCESS_TOKEN", tok, True)],
             hdr=[("Authorization", "Bearer " + tok), ("Content-Type", "application/json")], url="https://api.line.me/v2/bot/message/push", method="POST")


def v_line_notify():
    t = rs(ALNUM, 43)
    return V("LINE Notify", "access token", "jp", [("LINE_NOTIFY_TOKEN", t, True)],
             cmd="curl -X POST -H 'Authorization: Bearer %s' -F 'message=batch failed' https://notify-api.line.me/api/notify" % t)


# ---- Japan -----------------------------------------------------------------
def v_chatwork():
    t = rs(HEX, 32)
    return V("Chatwork", "API token", "jp", [("CHATWORK_API_TOKEN", t, True)],
             hdr=[("X-ChatWorkToken", t)], url="https://api.chatwork.com/v2/rooms/%s/messages" % digits(9), method="POST")


def v_payjp():
    t = "sk_live_" + rs(HEX, 24)
    return V("PAY.JP", "live secret key", "jp", [("PAYJP_SECRET_KEY", t, True)],
             cmd="curl https://api.pay.jp/v1/charges -u %s: -d amount=3500 -d currency=jpy -d card=tok_%s" % (t, rs(HEX, 28)))


def v_backlog():
    t = rs(ALNUM, 64)
    return V("Backlog (Nulab)", "API key", "jp", [("BACKLOG_API_KEY", t, True), ("BACKLOG_SPACE", pick(["acme-jp", "hanbit"]), False)],
             url="https://%s.backlog.jp/api/v2/issues?apiKey=%s&projectId[]=%s" % (pick(["acme-jp", "hanbit"]), t, digits(6)))


def v_kintone():
    t = rs(ALNUM, 40)
    return V("kintone (Cybozu)", "API token", "jp", [("KINTONE_API_TOKEN", t, True), ("KINTONE_APP_ID", str(rint(10, 900)), False)],
             hdr=[("X-Cybozu-API-Token", t)], url="https://%s.cybozu.com/k/v1/records.json?app=%d" % (pick(["acme", "hanbit-jp"]), rint(10, 900)))


def v_gmo():
    shop, pw = "tshop%08d" % rint(10000, 99999999), rs(LALNUM, 8)
    return V("GMO Payment Gateway", "shop password", "jp", [("GMO_SHOP_ID", shop, False), ("GMO_SHOP_PASS", pw, True)],
             cmd="curl -s https://pt01.mul-pay.jp/payment/EntryTran.idPass -d ShopID=%s -d ShopPass=%s -d OrderID=%s -d JobCd=AUTH -d Amount=1200" % (shop, pw, digits(12)))


# ---- China -----------------------------------------------------------------
def v_aliyun():
    ak, sk = "LTAI5t" + rs(ALNUM, 18), rs(ALNUM, 30)
    return V("Alibaba Cloud", "AccessKey ID + secret", "cn",
             [("ALIBABA_CLOUD_ACCESS_KEY_ID", ak, True), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", sk, True), ("ALIBABA_CLOUD_REGION_ID", pick(["cn-hangzhou", "cn-shanghai", "ap-southeast-1"]), False)],
             cmd="aliyun configure set --profile ci --mode AK --access-key-id %s --access-key-secret %s --region cn-hangzhou" % (ak, sk))


def v_tencent():
    ak, sk = "AKID" + rs(ALNUM, 32), rs(ALNUM, 32)
    return V("Tencent Cloud", "SecretId + SecretKey", "cn",
             [("TENCENTCLOUD_SECRET_ID", ak, True), ("TENCENTCLOUD_SECRET_KEY", sk, True), ("TENCENTCLOUD_REGION", pick(["ap-guangzhou", "ap-seoul"]), False)])


def v_huawei():
    ak, sk = rs(UALNUM, 20), rs(ALNUM, 40)
    return V("Huawei Cloud", "AK/SK", "cn", [("HUAWEICLOUD_SDK_AK", ak, True), ("HUAWEICLOUD_SDK_SK", sk, True), ("HUAWEICLOUD_PROJECT_ID", rs(HEX, 32), False)])


def v_baidu():
    ak, sk = rs(ALNUM, 24), rs(ALNUM, 32)
    return V("Baidu AI Cloud", "API Key + Secret Key", "cn", [("BAIDU_API_KEY", ak, True), ("BAIDU_SECRET_KEY", sk, True)],
             url="https://aip.baidubce.com/oauth/2.0/token?grant_type=client_credentials&client_id=%s&client_secret=%s" % (ak, sk), method="POST")


def v_volc():
    ak, sk = "AKLT" + rs(B64URL, 40), b64(45)
    return V("Volcengine", "AccessKey + SecretKey", "cn", [("VOLC_ACCESSKEY", ak, True), ("VOLC_SECRETKEY", sk, True)])


def v_wechat():
    app, sec = "wx" + rs(HEX, 16), rs(HEX, 32)
    return V("WeChat Official Account", "AppSecret", "cn", [("WECHAT_APPID", app, False), ("WECHAT_APPSECRET", sec, True)],
             url="https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=%s&secret=%s" % (app, sec))


def v_dingtalk():
    tok, sec = rs(HEX, 64), "SEC" + rs(HEX, 64)
    return V("DingTalk", "robot access_token + signing secret", "cn",
             [("DINGTALK_WEBHOOK", "https://oapi.dingtalk.com/robot/send?access_token=" + tok, tok), ("DINGTALK_SECRET", sec, True)])


def v_feishu():
    app, sec = "cli_" + rs(HEX, 16), rs(ALNUM, 32)
    return V("Feishu / Lark", "app secret", "cn", [("FEISHU_APP_ID", app, False), ("FEISHU_APP_SECRET", sec, True)],
             hdr=[("Content-Type", "application/json; charset=utf-8")], url="https://open.feishu.cn/open-apis/auth/v3/tenant_access_token/internal", method="POST",
             body='{"app_id":"%s","app_secret":"%s"}' % (app, sec))


def v_qiniu():
    ak, sk = rs(B64URL, 40), rs(B64URL, 40)
    return V("Qiniu Kodo", "AK/SK", "cn", [("QINIU_ACCESS_KEY", ak, True), ("QINIU_SECRET_KEY", sk, True), ("QINIU_BUCKET", pick(["static-prod", "user-avatars"]), False)])


def v_gitee():
    t = rs(HEX, 32)
    return V("Gitee", "private token", "cn", [("GITEE_TOKEN", t, True)],
             url="https://gitee.com/api/v5/user/repos?access_token=%s&per_page=100" % t)


def v_zhipu():
    t = rs(HEX, 32) + "." + rs(ALNUM, 16)
    return V("Zhipu AI (BigModel)", "API key", "cn", [("ZHIPUAI_API_KEY", t, True)],
             hdr=[("Authorization", "Bearer " + t)], url="https://open.bigmodel.cn/api/paas/v4/chat/completions", method="POST")


def v_deepseek():
    t = "sk-" + rs(HEX, 32)
    return V("DeepSeek", "API key", "cn", [("DEEPSEEK_API_KEY", t, True)],
             hdr=[("Authorization", "Bearer " + t)], url="https://api.deepseek.com/chat/completions", method="POST")


def v_moonshot():
    t = "sk-" + rs(ALNUM, 48)
    return V("Moonshot AI (Kimi)", "API key", "cn", [("MOONSHOT_API_KEY", t, True)],
             hdr=[("Authorization", "Bearer " + t)], url="https://api.moonshot.cn/v1/models")


def v_dashscope():
    t = "sk-" + rs(HEX, 32)
    return V("Alibaba DashScope (Qwen)", "API key", "cn", [("DASHSCOPE_API_KEY", t, True)],
             hdr=[("Authorization", "Bearer " + t)], url="https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions", method="POST")


# ---- Europe ----------------------------------------------------------------
def v_mollie():
    t = "live_" + rs(ALNUM, 30)
    return V("Mollie", "live API key", "eu", [("MOLLIE_API_KEY", t, True)],
             hdr=[("Authorization", "Bearer " + t)], url="https://api.mollie.com/v2/payments?limit=5")


def v_adyen():
    t = "AQE" + pick(["yhmfx", "qhmfx", "uhmfx"]) + rs(B64, 79) + "==-" + rs(B64, 43) + "=-" + rs(ALNUM + "<>|{}%^*+", 16)
    return V("Adyen", "API key", "eu", [("ADYEN_API_KEY", t, True), ("ADYEN_MERCHANT_ACCOUNT", pick(["AcmeECOM", "HanbitKR_ECOM"]), False)],
             hdr=[("X-API-Key", t), ("Content-Type", "application/json")], url="https://checkout-test.adyen.com/v71/paymentMethods", method="POST")


def v_gocardless():
    t = "live_" + rs(B64URL, 40)
    return V("GoCardless", "live access token", "eu", [("GOCARDLESS_ACCESS_TOKEN", t, True)],
             hdr=[("Authorization", "Bearer " + t), ("GoCardless-Version", "2015-07-06")], url="https://api.gocardless.com/mandates")


def v_scaleway():
    ak, sk = "SCW" + rs(UALNUM, 17), uuid4()
    return V("Scaleway", "access key + secret key", "eu", [("SCW_ACCESS_KEY", ak, True), ("SCW_SECRET_KEY", sk, True), ("SCW_DEFAULT_PROJECT_ID", uuid4(), False)],
             hdr=[("X-Auth-Token", sk)], url="https://api.scaleway.com/instance/v1/zones/fr-par-1/servers")


def v_ovh():
    ak, asec, ck = rs(ALNUM, 16), rs(ALNUM, 32), rs(ALNUM, 32)
    return V("OVHcloud", "application secret + consumer key", "eu",
             [("OVH_ENDPOINT", "ovh-eu", False), ("OVH_APPLICATION_KEY", ak, True), ("OVH_APPLICATION_SECRET", asec, True), ("OVH_CONSUMER_KEY", ck, True)])


def v_brevo():
    t = "xkeysib-" + rs(HEX, 64) + "-" + rs(ALNUM, 16)
    return V("Brevo (Sendinblue)", "API key", "eu", [("BREVO_API_KEY", t, True)],
             hdr=[("api-key", t), ("accept", "application/json")], url="https://api.brevo.com/v3/smtp/email", method="POST")


def v_mailjet():
    k, s = rs(HEX, 32), rs(HEX, 32)
    return V("Mailjet", "API key + secret key", "eu", [("MJ_APIKEY_PUBLIC", k, True), ("MJ_APIKEY_PRIVATE", s, True)],
             cmd="curl -s -X POST --user \"%s:%s\" https://api.mailjet.com/v3.1/send -H 'Content-Type: application/json' -d @mail.json" % (k, s))


def v_yandex():
    t = "AQVN" + rs(B64URL, 36)
    return V("Yandex Cloud", "API key", "eu", [("YC_API_KEY", t, True), ("YC_FOLDER_ID", "b1g" + rs(LALNUM, 17), False)],
             hdr=[("Authorization", "Api-Key " + t)], url="https://llm.api.cloud.yandex.net/foundationModels/v1/completion", method="POST")


VENDORS = [
    v_aws, v_aws_sts, v_gh_classic, v_gh_oauth, v_gh_app, v_gh_fine, v_gitlab, v_gitlab_runner, v_gitlab_trigger,
    v_bitbucket, v_slack_bot, v_slack_user, v_slack_app, v_stripe, v_stripe_rk, v_stripe_whsec, v_openai,
    v_anthropic, v_gemini, v_google_oauth, v_google_refresh, v_azure_storage, v_azure_ad, v_azure_sb, v_twilio,
    v_twilio_key, v_sendgrid, v_mailgun, v_mailchimp, v_npm, v_pypi, v_docker, v_vault, v_tfc, v_shopify,
    v_atlassian, v_do, v_heroku, v_databricks, v_linear, v_notion, v_figma, v_postman, v_sentry, v_datadog,
    v_newrelic, v_newrelic_lic, v_grafana, v_cloudflare, v_discord_bot, v_telegram, v_square, v_braintree, v_fcm,
    v_okta, v_supabase, v_supabase_sr, v_hf, v_replicate, v_groq, v_pplx, v_netlify, v_pulumi, v_doppler,
    v_airtable, v_mapbox_sk, v_dropbox, v_shippo, v_plaid, v_age, v_meta, v_twitter, v_jenkins, v_sonar, v_jfrog,
    v_circleci, v_buildkite, v_tailscale, v_ngrok, v_1password, v_algolia, v_contentful, v_typeform, v_zendesk,
    v_fastly, v_vercel, v_hetzner, v_mistral, v_cohere, v_zoom, v_intercom, v_spotify, v_twitch,
    v_ncp, v_naver_dev, v_kakao_rest, v_kakao_admin, v_toss, v_portone, v_portone_v2, v_kakaopay, v_solapi,
    v_aligo, v_datagokr, v_line, v_line_notify,
    v_chatwork, v_payjp, v_backlog, v_kintone, v_gmo,
    v_aliyun, v_tencent, v_huawei, v_baidu, v_volc, v_wechat, v_dingtalk, v_feishu, v_qiniu, v_gitee, v_zhipu,
    v_deepseek, v_moonshot, v_dashscope,
    v_mollie, v_adyen, v_gocardless, v_scaleway, v_ovh, v_brevo, v_mailjet, v_yandex,
]


# --------------------------------------------------------------------------
# containers: render (name, value) pairs into realistic pasted snippets.
# A renderer returns (text, where, label) or None when the values cannot be
# written verbatim in that syntax (the caller then tries another container).
# --------------------------------------------------------------------------
def camel(name):
    parts = name.lower().strip("_").split("_")
    return parts[0] + "".join(p[:1].upper() + p[1:] for p in parts[1:])


def slug(text):
    out = "".join(ch.lower() if ch.isalnum() and ch.isascii() else " " for ch in text).split()
    return out[0] if out else "app"


def q_shell(v):
    if "'" not in v:
        return "'" + v + "'"
    if not any(c in v for c in '"$`\\!'):
        return '"' + v + '"'
    return None


def maybe_q_shell(v):
    if all(c in ALNUM + "-_./:@+=," for c in v) and chance(0.5):
        return v
    return q_shell(v)


def q_double(v, bad='"\\'):
    return None if any(c in v for c in bad) else '"' + v + '"'


def q_single(v):
    return None if ("'" in v or "\\" in v) else "'" + v + "'"


def q_yaml(v):
    if v == "":
        return '""'
    plain_ok = all(c in ALNUM + "-_./+=@~" for c in v) and not v[0] in "-@~" and not v.isdigit()
    if plain_ok and chance(0.5):
        return v
    if "'" not in v:
        return "'" + v + "'"
    return q_double(v)


SECTION_WORDS = ["credentials", "auth", "integrations", "secrets", "external", "providers", "clients"]


def c_dotenv(pairs, v):
    lines = []
    if chance(0.4):
        lines.append("# %s" % pick(["staging", "prod - do not commit", "local dev", "copied from 1Password?", v["svc"]]))
    for k, val in pairs:
        if chance(0.3):
            q = q_double(val, bad='"\\$`')
            if q is None:
                return None
            lines.append("%s=%s" % (k, q))
        else:
            if any(c in val for c in " #'\"") :
                q = q_double(val, bad='"\\$`')
                if q is None:
                    return None
                lines.append("%s=%s" % (k, q))
            else:
                lines.append("%s=%s" % (k, val))
    return "\n".join(lines), pick([".env", ".env.local", ".env.production", "config/.env.staging", "apps/api/.env", ".env.dev"]), "dotenv"


def c_export(pairs, v):
    lines = []
    for k, val in pairs:
        q = maybe_q_shell(val)
        if q is None:
            return None
        lines.append("export %s=%s" % (k, q))
    return "\n".join(lines), pick(["~/.zshrc", "~/.bashrc", "scripts/env.sh", "deploy/setenv.sh", "the shell history"]), "shell export"


def c_inline(pairs, v):
    parts = []
    for k, val in pairs:
        q = maybe_q_shell(val)
        if q is None:
            return None
        parts.append("%s=%s" % (k, q))
    cmd = pick(["npm run migrate", "python manage.py sync_%s" % slug(v["svc"]), "./scripts/deploy.sh staging",
                "go run ./cmd/worker", "node scripts/backfill.js --dry-run", "make e2e", "poetry run pytest -k integration"])
    sep = " \\\n  " if len(parts) > 2 else " "
    return "$ " + sep.join(parts) + sep + cmd, "the terminal", "inline env command"


def c_yaml(pairs, v):
    sec = slug(v["svc"])
    top = pick(["", "app", "spring", "integrations", "services"])
    ind = "  " if top else ""
    lines = [top + ":"] if top else []
    lines.append(ind + sec + ":")
    for k, val in pairs:
        q = q_yaml(val)
        if q is None:
            return None
        key = k.lower() if chance(0.5) else camel(k)
        lines.append(ind + "  " + key + ": " + q)
    return "\n".join(lines), pick(["config/application.yml", "config/settings.yaml", "helm/values-prod.yaml", "config.yml", "conf/app.yaml"]), "YAML config"


def c_json(pairs, v):
    inner = {}
    for k, val in pairs:
        inner[camel(k) if chance(0.6) else k] = val
    obj = {pick(SECTION_WORDS): {slug(v["svc"]): inner}} if chance(0.5) else {slug(v["svc"]): inner}
    txt = json.dumps(obj, indent=2, ensure_ascii=False)
    return txt, pick(["appsettings.json", "config/secrets.json", "local.settings.json", "config.json", "firebase.functions.env.json"]), "JSON config"


def c_toml(pairs, v):
    lines = ["[%s]" % pick([slug(v["svc"]), "secrets", "env", "tool.%s" % slug(v["svc"])])]
    for k, val in pairs:
        q = q_double(val)
        if q is None:
            q = "'" + val + "'" if "'" not in val else None
        if q is None:
            return None
        lines.append("%s = %s" % (k.lower(), q))
    return "\n".join(lines), pick([".streamlit/secrets.toml", "config.toml", "netlify.toml", "settings.toml", "Cargo config (.cargo/config.toml)"]), "TOML"


def c_ini(pairs, v):
    lines = ["[%s]" % pick([slug(v["svc"]), "default", "production", "auth"])]
    for k, val in pairs:
        lines.append("%s = %s" % (k.lower(), val))
    return "\n".join(lines), pick(["settings.ini", "config/app.ini", "setup.cfg", "deploy.conf"]), "INI"


def c_properties(pairs, v):
    pre = pick(["app", "integration", "spring.cloud", "external"]) + "." + slug(v["svc"])
    lines = []
    for k, val in pairs:
        key = pre + "." + k.lower().replace("_", "-")
        lines.append("%s=%s" % (key, val.replace("\\", "\\\\")))
    txt = "\n".join(lines)
    return txt, pick(["src/main/resources/application.properties", "gradle.properties", "config/application-prod.properties", "local.properties"]), "Java properties"


def c_xml(pairs, v):
    for _, val in pairs:
        if any(c in val for c in '<>&"'):
            return None
    if chance(0.5):
        lines = ["<appSettings>"] + ['  <add key="%s" value="%s" />' % (camel(k)[:1].upper() + camel(k)[1:], val) for k, val in pairs] + ["</appSettings>"]
        return "\n".join(lines), pick(["web.config", "App.config", "Web.Release.config"]), "XML appSettings"
    lines = ["<properties>"] + ["  <%s.%s>%s</%s.%s>" % (slug(v["svc"]), k.lower().replace("_", "."), val, slug(v["svc"]), k.lower().replace("_", ".")) for k, val in pairs] + ["</properties>"]
    return "\n".join(lines), pick(["pom.xml", "config/context.xml"]), "XML properties"


def c_k8s_secret(pairs, v):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-credentials" % slug(v["svc"]),
             "  namespace: %s" % pick(["default", "payments", "platform", "batch"]), "type: Opaque", "stringData:"]
    for k, val in pairs:
        q = q_yaml(val)
        if q is None:
            return None
        lines.append("  %s: %s" % (k, q))
    return "\n".join(lines), pick(["k8s/secret.yaml", "manifests/%s-secret.yaml" % slug(v["svc"]), "deploy/overlays/prod/secret.yaml"]), "Kubernetes Secret stringData"


def c_k8s_env(pairs, v):
    lines = ["      containers:", "        - name: %s" % pick(["api", "worker", "app"]), "          image: %s:%s" % (pick(["ghcr.io/acme/api", "registry.corp.internal/batch"]), pick(["1.8.2", "sha-" + rs(HEX, 7)])), "          env:"]
    for k, val in pairs:
        q = q_double(val)
        if q is None:
            return None
        lines += ["            - name: " + k, "              value: " + q]
    return "\n".join(lines), pick(["k8s/deployment.yaml", "charts/api/templates/deployment.yaml"]), "Kubernetes Deployment env"


def c_compose(pairs, v):
    lines = ["services:", "  %s:" % pick(["api", "worker", "app", "backend"]), "    image: %s" % pick(["node:20-alpine", "python:3.12-slim", "acme/api:latest"]), "    environment:"]
    list_style = chance(0.5)
    for k, val in pairs:
        if list_style:
            if any(c in val for c in " #'\"$"):
                return None
            lines.append("      - %s=%s" % (k, val))
        else:
            q = q_yaml(val)
            if q is None or "$" in val:
                return None
            lines.append("      %s: %s" % (k, q))
    return "\n".join(lines), pick(["docker-compose.yml", "docker-compose.override.yml", "compose.prod.yaml"]), "docker compose"


def c_dockerfile(pairs, v):
    lines = ["FROM %s" % pick(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.22 AS build"])]
    kw = pick(["ENV", "ARG"])
    for k, val in pairs:
        if any(c in val for c in " '\"$\\"):
            return None
        lines.append("%s %s=%s" % (kw, k, val))
    lines.append(pick(["RUN npm ci && npm run build", "COPY . /app", "RUN pip install -r requirements.txt", "RUN go build -o /out/app ./cmd/app"]))
    return "\n".join(lines), pick(["Dockerfile", "docker/Dockerfile.prod", "build/Dockerfile"]), "Dockerfile " + kw


def c_gha(pairs, v):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    for k, val in pairs:
        q = q_yaml(val)
        if q is None:
            return None
        lines.append("      %s: %s" % (k, q))
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: %s" % pick(["./scripts/release.sh", "npm run deploy", "make publish"])]
    return "\n".join(lines), pick([".github/workflows/deploy.yml", ".github/workflows/release.yaml", ".github/workflows/nightly.yml"]), "GitHub Actions workflow"


def c_gitlab_ci(pairs, v):
    lines = ["variables:"]
    for k, val in pairs:
        q = q_double(val)
        if q is None:
            return None
        lines.append("  %s: %s" % (k, q))
    lines += ["", "deploy:", "  stage: deploy", "  script:", "    - %s" % pick(["./deploy.sh", "helm upgrade --install api ./chart", "python -m app.release"])]
    return "\n".join(lines), ".gitlab-ci.yml", "GitLab CI variables"


def c_terraform(pairs, v):
    if chance(0.5):
        lines = ["provider \"%s\" {" % slug(v["svc"])]
        for k, val in pairs:
            q = q_double(val, bad='"\\$')
            if q is None:
                return None
            lines.append("  %s = %s" % (k.lower().replace(slug(v["svc"]) + "_", ""), q))
        lines.append("}")
        return "\n".join(lines), pick(["main.tf", "providers.tf", "infra/prod/provider.tf"]), "Terraform provider block"
    lines = []
    for k, val in pairs:
        q = q_double(val, bad='"\\$')
        if q is None:
            return None
        lines.append("%s = %s" % (k.lower(), q))
    return "\n".join(lines), pick(["terraform.tfvars", "prod.auto.tfvars", "envs/staging.tfvars"]), "Terraform tfvars"


def c_python(pairs, v):
    lines = ["import os", ""]
    style = pick(["getenv", "const", "client"])
    for k, val in pairs:
        q = q_double(val) if "'" in val else q_single(val)
        if q is None:
            return None
        if style == "getenv":
            lines.append('%s = os.getenv("%s", %s)' % (k, k, q))
        elif style == "const":
            lines.append("%s = %s" % (k, q))
        else:
            lines.append("%s = %s  # TODO move to settings" % (k.lower(), q))
    if style == "client":
        lines.append("client = %sClient(%s)" % (slug(v["svc"]).capitalize(), ", ".join("%s=%s" % (k.lower(), k.lower()) for k, _ in pairs)))
    return "\n".join(lines), pick(["app/settings.py", "scripts/sync.py", "src/clients/%s.py" % slug(v["svc"]), "notebooks/scratch.py", "conftest.py"]), "Python code"


def c_js(pairs, v):
    kw = pick(["const", "export const", "let"])
    lines = []
    for k, val in pairs:
        q = q_single(val) if chance(0.6) else q_double(val)
        if q is None:
            q = "`" + val + "`" if not any(c in val for c in "`$\\") else None
        if q is None:
            return None
        if chance(0.4):
            lines.append("%s %s = process.env.%s ?? %s;" % (kw, camel(k), k, q))
        else:
            lines.append("%s %s = %s;" % (kw, camel(k), q))
    return "\n".join(lines), pick(["src/config.ts", "lib/client.js", "server/index.mjs", "scripts/seed.ts", "next.config.js"]), "JavaScript/TypeScript code"


def c_go(pairs, v):
    lines = ["const ("]
    for k, val in pairs:
        q = q_double(val)
        if q is None:
            q = "`" + val + "`" if "`" not in val else None
        if q is None:
            return None
        lines.append("\t%s = %s" % (camel(k), q))
    lines.append(")")
    return "\n".join(lines), pick(["internal/config/config.go", "cmd/worker/main.go", "pkg/%s/client.go" % slug(v["svc"])]), "Go code"


def c_java(pairs, v):
    lines = ["public final class %sConfig {" % slug(v["svc"]).capitalize()]
    for k, val in pairs:
        q = q_double(val)
        if q is None:
            return None
        lines.append("    private static final String %s = %s;" % (k, q))
    lines.append("}")
    return "\n".join(lines), pick(["src/main/java/com/acme/config/%sConfig.java" % slug(v["svc"]).capitalize(), "src/test/java/com/acme/ItConfig.java"]), "Java code"


def c_kotlin(pairs, v):
    lines = ["object %sKeys {" % slug(v["svc"]).capitalize()]
    for k, val in pairs:
        q = q_double(val, bad='"\\$')
        if q is None:
            return None
        lines.append("    const val %s = %s" % (k, q))
    lines.append("}")
    return "\n".join(lines), pick(["app/src/main/java/com/acme/Keys.kt", "buildSrc/src/main/kotlin/Secrets.kt"]), "Kotlin code"


def c_ruby(pairs, v):
    lines = []
    for k, val in pairs:
        q = q_single(val)
        if q is None:
            return None
        lines.append("ENV['%s'] ||= %s" % (k, q) if chance(0.5) else "%s = %s.freeze" % (k, q))
    return "\n".join(lines), pick(["config/initializers/%s.rb" % slug(v["svc"]), "lib/tasks/sync.rake"]), "Ruby code"


def c_php(pairs, v):
    lines = ["<?php", "return ["]
    for k, val in pairs:
        q = q_single(val)
        if q is None:
            return None
        lines.append("    '%s' => env('%s', %s)," % (k.lower(), k, q))
    lines.append("];")
    return "\n".join(lines), pick(["config/services.php", "config/%s.php" % slug(v["svc"])]), "PHP code"


def c_csharp(pairs, v):
    lines = []
    for k, val in pairs:
        q = q_double(val)
        if q is None:
            return None
        lines.append("private const string %s = %s;" % (camel(k)[:1].upper() + camel(k)[1:], q))
    return "\n".join(lines), pick(["Services/%sClient.cs" % slug(v["svc"]).capitalize(), "Program.cs"]), "C# code"


def c_rust(pairs, v):
    lines = []
    for k, val in pairs:
        q = q_double(val)
        if q is None:
            return None
        lines.append("const %s: &str = %s;" % (k, q))
    return "\n".join(lines), pick(["src/config.rs", "src/bin/sync.rs"]), "Rust code"


def c_swift(pairs, v):
    lines = ["enum Secrets {"]
    for k, val in pairs:
        q = q_double(val)
        if q is None:
            return None
        lines.append("    static let %s = %s" % (camel(k), q))
    lines.append("}")
    return "\n".join(lines), pick(["App/Config/Secrets.swift", "Sources/App/Env.swift"]), "Swift code"


def c_log(pairs, v):
    lines = []
    lvl = pick(["DEBUG", "INFO", "TRACE"])
    logger = pick(["c.a.config.EnvLoader", "app.settings", "boot", "config-loader", "httpclient"])
    if chance(0.5):
        for k, val in pairs:
            lines.append("%s %-5s [%s] %s - resolved %s=%s" % (ts_log(), lvl, pick(["main", "worker-1", "boot"]), logger, k, val))
    else:
        obj = {"ts": ts() + "Z", "level": lvl.lower(), "logger": logger, "msg": "loaded config"}
        for k, val in pairs:
            obj[camel(k)] = val
        lines.append(json.dumps(obj, ensure_ascii=False))
    lines.append("%s %-5s [%s] %s - %s" % (ts_log(), pick(["ERROR", "WARN"]), "main", logger, pick(["401 Unauthorized from upstream", "retrying in 30s", "connection refused", "startup aborted"])))
    return "\n".join(lines), pick(["the pod logs", "the CI job log", "logs/app.log", "CloudWatch", "the Sentry breadcrumb"]), "log output"


def c_trace(pairs, v):
    k, val = pairs[0]
    style = pick(["py", "node", "java"])
    if style == "py":
        txt = "\n".join([
            "Traceback (most recent call last):",
            '  File "/srv/app/%s/client.py", line %d, in _request' % (slug(v["svc"]), rint(20, 300)),
            "    resp.raise_for_status()",
            "  File \"/usr/local/lib/python3.12/site-packages/requests/models.py\", line 1024, in raise_for_status",
            "    raise HTTPError(http_error_msg, response=self)",
            "%s: 401 Client Error: Unauthorized (%s=%s)" % (pick(["requests.exceptions.HTTPError", "app.errors.AuthError"]), k.lower(), val)])
    elif style == "node":
        txt = "\n".join([
            "AxiosError: Request failed with status code %d" % pick([401, 403]),
            "    at settle (node_modules/axios/lib/core/settle.js:19:12)",
            "  config: {",
            "    headers: { Accept: 'application/json', '%s': '%s' }," % (k.replace("_", "-").title(), val),
            "    url: '%s'" % (v.get("url") or "https://api.example.com/v1/items").split("?")[0],
            "  }"])
        if "'" in val:
            return None
    else:
        txt = "\n".join([
            "java.lang.IllegalStateException: credential rejected for %s (%s=%s)" % (slug(v["svc"]), camel(k), val),
            "\tat com.acme.%s.Client.authenticate(Client.java:%d)" % (slug(v["svc"]), rint(40, 400)),
            "\tat com.acme.boot.Startup.run(Startup.java:%d)" % rint(10, 99),
            "Caused by: org.springframework.web.client.HttpClientErrorException$Unauthorized: 401"])
    return txt, pick(["the stack trace", "the failing test output", "the crash report"]), "stack trace"


def c_diff(pairs, v):
    f = pick([".env.example", "config/app.yaml", "docker-compose.yml", "settings.py"])
    lines = ["--- a/" + f, "+++ b/" + f, "@@ -%d,%d +%d,%d @@" % (rint(3, 40), len(pairs), rint(3, 40), len(pairs))]
    for k, val in pairs:
        old = pick(["", "${%s}" % k, "<set-me>", "<from-vault>"])
        lines.append("-%s=%s" % (k, old))
    for k, val in pairs:
        lines.append("+%s=%s" % (k, val))
    return "\n".join(lines), "the diff of commit " + rs(HEX, 7), "git diff"


def c_table(pairs, v):
    lines = ["| key | value | env |", "|---|---|---|"]
    env = pick(["prod", "staging", "dev"])
    for k, val in pairs:
        if "|" in val:
            return None
        lines.append("| %s | %s | %s |" % (k, val, env))
    return "\n".join(lines), pick(["the wiki page", "the onboarding doc", "the Notion table", "the handover note"]), "markdown table"


NAMES_EN = ["alex", "jordan", "priya", "tom", "sara", "devon", "li.wei", "marco"]
NAMES_KO = ["김민수", "이서연", "박지훈", "최유진", "정다은", "한지민", "윤성호", "강하늘"]


def c_chat(pairs, v):
    who = pick(NAMES_KO + NAMES_EN)
    lines = ["[%02d:%02d] %s: %s" % (rint(8, 22), rint(0, 59), who, pick(["here you go", "이거 쓰시면 돼요", "staging 거임", "prod 값이에요, 노출 주의", "use these for now"]))]
    for k, val in pairs:
        lines.append("[%02d:%02d] %s: %s %s" % (rint(8, 22), rint(0, 59), who, k, val))
    return "\n".join(lines), pick(["the Slack thread", "KakaoTalk 단톡방", "the Teams chat", "DM"]), "chat message"


def c_http(pairs, v):
    if not v.get("url") or not (v.get("hdr") or "?" in v["url"]):
        return None
    url = v["url"]
    host = url.split("/")[2]
    path = "/" + "/".join(url.split("/")[3:])
    lines = ["%s %s HTTP/1.1" % (v["method"], path), "Host: " + host]
    for h, hv in v["hdr"]:
        lines.append("%s: %s" % (h, hv))
    if v.get("body"):
        lines += ["", v["body"]]
    return "\n".join(lines), pick(["the request dump", "mitmproxy", "the HAR export", "Charles"]), "raw HTTP request"


def c_curl(pairs, v):
    if not v.get("url"):
        return None
    parts = ["curl -sS"]
    if v["method"] != "GET":
        parts.append("-X " + v["method"])
    for h, hv in v["hdr"]:
        if "'" in hv:
            return None
        parts.append("-H '%s: %s'" % (h, hv))
    if v.get("body"):
        parts.append("-d '%s'" % v["body"])
    parts.append("'%s'" % v["url"] if "?" in v["url"] or "&" in v["url"] else v["url"])
    joiner = " \\\n  " if len(parts) > 3 else " "
    return joiner.join(parts), pick(["README", "the runbook", "my shell history", "the issue comment"]), "curl"


def c_cmd(pairs, v):
    if not v.get("cmd"):
        return None
    return "$ " + v["cmd"], pick(["the terminal", "the Makefile", "scripts/bootstrap.sh", "the Jenkinsfile"]), "CLI command"


PAIR_CONTAINERS = [c_dotenv, c_export, c_inline, c_yaml, c_json, c_toml, c_ini, c_properties, c_xml,
                   c_k8s_secret, c_k8s_env, c_compose, c_dockerfile, c_gha, c_gitlab_ci, c_terraform,
                   c_python, c_js, c_go, c_java, c_kotlin, c_ruby, c_php, c_csharp, c_rust, c_swift,
                   c_log, c_trace, c_diff, c_table, c_chat]
USAGE_CONTAINERS = [c_http, c_curl, c_cmd]


# --------------------------------------------------------------------------
# prose: frames for the three fields, en and ko.  Slots: {svc} {comp} {env}
# {where} {block} {sym} {fix} {fix2} {label} {val}.  {block} is a pasted
# snippet (fenced, raw or indented) already surrounded by newlines.
# --------------------------------------------------------------------------
import re

_SLOT = re.compile(r"\{(\w+)\}")


def fill(frame, d):
    return _SLOT.sub(lambda m: d[m.group(1)], frame)


COMP = {
    "en": ["billing-api", "the notification worker", "the admin dashboard", "the nightly ETL", "the mobile backend",
           "the search indexer", "payment-service", "the auth gateway", "the report generator", "the data pipeline",
           "the release job", "the Slack bot", "the CRM sync", "the image resizer", "order-api"],
    "ko": ["정산 배치", "알림 워커", "관리자 대시보드", "야간 ETL", "모바일 백엔드", "검색 인덱서", "결제 서비스",
           "인증 게이트웨이", "리포트 생성기", "주문 API", "배포 잡", "CRM 동기화", "billing-api", "order-worker", "쿠폰 서비스"],
}
ENVS = {"en": ["staging", "prod", "dev", "QA", "the sandbox", "production"],
        "ko": ["스테이징", "운영", "개발", "QA", "prod", "staging"]}

MC_BLOCK = {
    "en": [
        "{sym} I didn't know {svc} was configured through {where}; it contained:{block}",
        "Context I was missing: {comp} reads its {svc} settings from {where}, not from the vault. Pasted from there:{block}{sym}",
        "{block}That is what {where} looked like when the {env} deploy of {comp} failed. {sym}",
        "The user pasted this from {where} while we debugged {comp}:{block}I didn't realise it was the live {env} config.",
        "Nobody told me {where} is still loaded on {env}. {sym} Relevant part:{block}",
        "I assumed {comp} used the shared {svc} credentials, but {where} overrides them:{block}{sym}",
        "Repro of the failure in {comp} on {env} ({svc}):{block}{sym}",
        "While wiring {svc} into {comp} I found this in {where}:{block}and didn't know whether it was still in use.",
        "Task: make {comp} talk to {svc} again. {sym} The current setup in {where}:{block}",
        "I didn't know there were two {svc} configs. The one that actually wins on {env} is {where}:{block}",
    ],
    "ko": [
        "{sym} {svc} 설정이 {where}에 들어 있다는 걸 몰랐음. 내용:{block}",
        "몰랐던 점: {comp} 서비스는 {svc} 설정을 vault가 아니라 {where}에서 읽는다. 붙여넣은 부분:{block}{sym}",
        "{block}{env} 배포가 깨졌을 때 {where} 상태가 위와 같았음. {sym}",
        "{comp} 디버깅 중 사용자가 {where} 내용을 그대로 붙여줬다:{block}이게 {env} 실제 설정인 줄 몰랐다.",
        "{where} 쪽 설정이 아직 {env}에서 쓰인다는 걸 아무도 알려주지 않았다. {sym} 해당 부분:{block}",
        "{comp} 쪽은 공용 {svc} 자격 증명을 쓰는 줄 알았는데 {where}에서 덮어쓰고 있었음:{block}{sym}",
        "{env}에서 {comp} 장애 재현 ({svc}):{block}{sym}",
        "{svc} 연동을 {comp}에 붙이다가 {where}에서 아래 내용을 발견했는데, 아직 쓰이는 값인지 몰랐음:{block}",
        "작업: {comp}에서 {svc} 호출 복구. {sym} 현재 {where} 설정:{block}",
        "{svc} 설정이 두 군데 있는 줄 몰랐다. {env}에서 실제로 적용되는 건 {where} 쪽:{block}",
    ],
}

MC_PLAIN = {
    "en": [
        "{sym} I didn't know which credentials {comp} was supposed to use for {svc} on {env}.",
        "I was missing how {comp} authenticates to {svc}; the README only says 'ask ops'.",
        "Context I lacked: {svc} access for {comp} is managed by another team and the config lives in {where}.",
        "{sym} I assumed the {svc} settings came from the secret manager.",
        "I didn't know {comp} still had its own {svc} integration on {env}.",
    ],
    "ko": [
        "{sym} {env}에서 {comp} 쪽이 어떤 {svc} 자격 증명을 써야 하는지 몰랐음.",
        "{comp} 서비스의 {svc} 인증 방식을 몰랐다. README에는 '운영팀에 문의'라고만 되어 있음.",
        "몰랐던 맥락: {comp}의 {svc} 접근 권한은 다른 팀이 관리하고 설정은 {where}에 있다.",
        "{sym} {svc} 설정은 당연히 secret manager에서 온다고 생각했음.",
        "{comp} 쪽에 {env} 전용 {svc} 연동이 아직 남아 있는 줄 몰랐다.",
    ],
}

MC_INLINE = {
    "en": [
        "{sym} The {label} in use was {val}, set in {where}.",
        "I didn't know {comp} had a hard-coded {svc} {label} ({val}) in {where}.",
        "{val} is the {label} {comp} used on {env}; I didn't know it was only valid there.",
        "The user said the {svc} {label} for {env} is {val} and that it lives in {where}. {sym}",
        "{sym} It turned out {where} still pointed at the old {label}, {val}, instead of the rotated one.",
    ],
    "ko": [
        "{sym} 실제로 쓰이던 {label} 값은 {val} 이고 {where}에 설정되어 있었음.",
        "{comp}에 {svc} {label} 값({val})이 {where}에 하드코딩되어 있는 줄 몰랐음.",
        "{val} 이게 {env}에서 {comp}가 쓰던 {label}. {env} 전용인 줄 몰랐다.",
        "사용자 말로는 {env}용 {svc} {label} 값은 {val} 이고 {where}에 있다고 함. {sym}",
        "{sym} 알고 보니 {where}에는 교체 전 {label} 값 {val} 이 그대로 남아 있었다.",
    ],
}

LS_PLAIN = {
    "en": ["{fix}", "{fix} {fix2}", "Lesson: {fix}", "{fix} Next time check {where} first.",
           "Root cause was the {svc} credential in {where}. {fix}", "{fix} {fix2} Documented this in the runbook."],
    "ko": ["{fix}", "{fix} {fix2}", "교훈: {fix}", "{fix} 다음부터는 {where}부터 확인할 것.",
           "원인은 {where}에 있던 {svc} 자격 증명이었음. {fix}", "{fix} {fix2} 런북에 정리해 둠."],
}

LS_BLOCK = {
    "en": ["{fix} The working config ended up as:{block}", "{block}{fix}", "What fixed it:{block}{fix}",
           "{fix} For reference, the values the user confirmed:{block}", "{fix} Final version of {where}:{block}{fix2}"],
    "ko": ["{fix} 최종적으로 동작한 설정:{block}", "{block}{fix}", "해결한 방법:{block}{fix}",
           "{fix} 참고로 사용자가 확인해 준 값:{block}", "{fix} {where} 최종본:{block}{fix2}"],
}

LS_INLINE = {
    "en": ["{fix} Setting the {label} to {val} fixed it.", "{val} works for {env}. {fix}",
           "{fix} The valid {svc} {label} is {val}; the one in the wiki is stale.",
           "Use {val} for {comp} on {env}. {fix}"],
    "ko": ["{fix} {label} 값을 {val} 로 바꾸니 해결됨.", "{env}에서는 {val} 값이 동작함. {fix}",
           "{fix} 유효한 {svc} {label} 값은 {val} 이고 위키에 있는 건 예전 값.",
           "{env}의 {comp}에는 {val} 사용. {fix}"],
}

ASK_PLAIN = {
    "en": ["Which {svc} credentials should {comp} use on {env}?",
           "Is {where} still the source of truth for the {svc} config, or should I read it from the secret manager?",
           "Should the {svc} key be rotated now that it was pasted into the chat?",
           "Who owns the {svc} account for {comp}, and can I get a separate key for CI?",
           "Do you want me to move these values out of {where} before committing?",
           "Is {env} supposed to share {svc} credentials with the other environments?", ""],
    "ko": ["{env}에서 {comp} 쪽은 어떤 {svc} 자격 증명을 써야 하나요?",
           "{svc} 설정의 기준은 아직 {where}인가요, 아니면 secret manager에서 읽어야 하나요?",
           "채팅에 붙여넣어진 {svc} 키는 지금 교체(rotate)해야 할까요?",
           "{comp}용 {svc} 계정 담당자가 누구인가요? CI 전용 키를 따로 받을 수 있을까요?",
           "커밋 전에 {where}에 있는 값들을 밖으로 옮길까요?",
           "{env} 환경도 다른 환경과 같은 {svc} 자격 증명을 쓰는 게 맞나요?", ""],
}

ASK_VAL = {
    "en": ["Is {val} still valid for {env}, or was it rotated?",
           "Can I keep using {val} for the integration tests of {comp}?",
           "{val} - should this go into the vault or stay in {where}?",
           "Should {comp} keep {val} as its {label}, or is there a separate one for {env}?",
           "The {label} {val} was in {where}; is it OK that I reused it?"],
    "ko": ["{val} 이 값 {env}에서 아직 유효한가요, 아니면 교체됐나요?",
           "{comp} 통합 테스트에 {val} 계속 써도 되나요?",
           "{val} 이거 vault로 옮길까요, 아니면 {where}에 그대로 둘까요?",
           "{comp}의 {label} 값은 {val} 유지하면 되나요, {env}용이 따로 있나요?",
           "{where}에 있던 {label} {val} 재사용했는데 괜찮나요?"],
}

ASK_PLAIN_BY = {
    "password": {
        "en": ["Which account should {comp} use for {svc} on {env}, and where is its password kept?",
               "Can we switch {svc} to key-based or token auth so no password is needed in scripts?",
               "Should I reset the {svc} password now that it appeared in {where}?",
               "Is there a read-only {svc} account I should use instead of this one?",
               "Who can unlock the {svc} account if the job locks it again?", ""],
        "ko": ["{env}에서 {comp} 쪽은 {svc}에 어떤 계정으로 붙어야 하고 비밀번호는 어디에 보관하나요?",
               "스크립트에 비밀번호가 안 들어가게 {svc} 인증을 키/토큰 방식으로 바꿀 수 있을까요?",
               "{where}에 노출됐으니 {svc} 비밀번호를 지금 재설정할까요?",
               "이 계정 말고 써야 하는 {svc} 읽기 전용 계정이 있나요?",
               "잡 때문에 {svc} 계정이 또 잠기면 누가 풀어줄 수 있나요?", ""],
    },
}

ASK_PLAIN_BY["key"] = {
    "en": ["Is there a deploy key I should use instead of {svc} from {where}?", "Should I generate a fresh key pair for {comp} and revoke this one?",
           "Where should the private key for {comp} live: vault, CI secret, or agent forwarding?", ""],
    "ko": ["{where}에 있는 키 대신 써야 하는 배포 키가 따로 있나요?", "{comp}용 키 쌍을 새로 만들고 이건 폐기할까요?",
           "{comp} 개인키는 vault, CI secret, agent forwarding 중 어디에 둬야 하나요?", ""],
}
ASK_PLAIN_BY["signed"] = {
    "en": ["How long should shared download links stay valid?", "Should I regenerate the link with a shorter expiry and revoke the signer?", ""],
    "ko": ["공유용 다운로드 링크 만료 시간은 얼마로 해야 하나요?", "만료 시간을 짧게 해서 링크를 다시 만들고 서명 키는 폐기할까요?", ""],
}
ASK_PLAIN_BY["webhook"] = {
    "en": ["Should I recreate the {svc} webhook since the URL is now in the notes?", "Which channel should {comp} alert on {env}?", ""],
    "ko": ["URL이 노트에 남았으니 {svc} 웹훅을 새로 만들까요?", "{env}에서 {comp} 알림은 어느 채널로 보내야 하나요?", ""],
}
ASK_PLAIN_BY["mfa"] = {
    "en": ["Who else should hold the second factor for this account?", "Should these codes move to the team vault and be regenerated?", ""],
    "ko": ["이 계정의 2차 인증 수단을 또 누가 갖고 있어야 하나요?", "이 코드들 팀 vault로 옮기고 재발급할까요?", ""],
}
ASK_PLAIN_BY["wifi"] = {
    "en": ["Is there a separate IoT SSID I should use for the test devices?", "Should the firmware read Wi-Fi settings from NVS instead?", ""],
    "ko": ["테스트 기기용 IoT 전용 SSID가 따로 있나요?", "펌웨어가 Wi-Fi 설정을 NVS에서 읽게 바꿀까요?", ""],
}
ASK_PLAIN_BY["connstr"] = {
    "en": ["Should {comp} read the connection string from the secret store on {env}?", "Is there a read-only user for {svc} that I should use instead?",
           "Should I rotate the {svc} password since the full URL was logged?", ""],
    "ko": ["{env}에서 {comp}는 연결 문자열을 secret store에서 읽어야 하나요?", "대신 써야 할 {svc} 읽기 전용 유저가 있나요?",
           "URL 전체가 로그에 찍혔으니 {svc} 비밀번호를 교체할까요?", ""],
}

ASK_BLOCK = {
    "en": ["Are these the right values for {env}?{block}", "Should I keep this in {where}?{block}"],
    "ko": ["{env} 값이 이게 맞나요?{block}", "이 설정 {where}에 그대로 둬도 되나요?{block}"],
}

SYM = {
    "token": {
        "en": ["Every request returned 401 Unauthorized.", "The job failed with 403 Forbidden on the first API call.",
               "The integration stopped working after the weekend.", "Requests worked locally but were rejected in CI.",
               "The SDK raised an authentication error at startup.", "The provider dashboard showed calls from an unknown IP.",
               "We hit rate limits because two services shared one key.", "Signature verification failed on every event.",
               "The client kept using an expired credential.", "The deploy step printed 'invalid credentials' and exited 1."],
        "ko": ["모든 요청이 401 Unauthorized로 떨어졌다.", "첫 API 호출에서 403 Forbidden으로 잡이 실패함.",
               "주말 이후 연동이 갑자기 안 됨.", "로컬에서는 되는데 CI에서만 인증 거부됨.",
               "SDK가 기동 시점에 인증 에러를 던짐.", "벤더 대시보드에 모르는 IP에서 호출한 기록이 보였다.",
               "두 서비스가 키 하나를 같이 써서 rate limit에 걸렸다.", "이벤트마다 서명 검증이 실패했다.",
               "클라이언트가 만료된 자격 증명을 계속 사용함.", "배포 단계에서 'invalid credentials' 찍고 exit 1."],
    },
    "password": {
        "en": ["Login failed with 'Access denied for user'.", "The service could not authenticate after the password change.",
               "The migration hung waiting for an interactive password prompt.", "The account got locked after the cron job retried three times.",
               "Auth failed because the shell was interpreting the special characters.", "The new teammate could not log in to the admin console.",
               "Connection attempts were rejected with 'password authentication failed'."],
        "ko": ["'Access denied for user' 에러로 로그인 실패.", "비밀번호 변경 후 서비스가 인증을 못 함.",
               "마이그레이션이 비밀번호 입력 프롬프트에서 멈춰 있었음.", "cron 잡이 세 번 재시도하면서 계정이 잠겼다.",
               "특수문자를 셸이 해석해 버려서 인증 실패.", "신규 입사자가 관리자 콘솔에 로그인하지 못함.",
               "'password authentication failed' 로 접속이 거부됨."],
    },
    "connstr": {
        "en": ["The app fell back to localhost because the URL was not parsed.", "The pool kept timing out against the replica.",
               "psql worked but the ORM said 'password authentication failed'.", "Special characters in the password broke URL parsing.",
               "The worker connected to the wrong database after the failover."],
        "ko": ["URL 파싱이 안 돼서 앱이 localhost로 붙음.", "레플리카 쪽 커넥션 풀이 계속 타임아웃.",
               "psql로는 되는데 ORM은 'password authentication failed'.", "비밀번호 특수문자 때문에 URL 파싱이 깨짐.",
               "페일오버 이후 워커가 엉뚱한 DB에 붙었다."],
    },
    "key": {
        "en": ["ssh refused the key with 'invalid format'.", "The TLS handshake failed on the internal endpoint.",
               "The signing step in CI failed with 'bad decrypt'.", "Deploys over SSH stopped working from the new runner.",
               "The service account could not mint tokens."],
        "ko": ["ssh가 'invalid format'이라며 키를 거부함.", "내부 엔드포인트 TLS 핸드셰이크 실패.",
               "CI 서명 단계가 'bad decrypt'로 실패.", "새 러너에서 SSH 배포가 안 됨.", "서비스 계정이 토큰 발급을 못 함."],
    },
    "webhook": {
        "en": ["Alerts stopped showing up in the channel.", "Deploy notifications went to the wrong channel.",
               "The bot posted duplicate messages.", "Notifications failed with 404 after the channel was renamed."],
        "ko": ["채널에 알림이 더 이상 안 옴.", "배포 알림이 엉뚱한 채널로 감.", "봇이 메시지를 중복으로 보냄.",
               "채널 이름 변경 후 알림이 404로 실패."],
    },
    "mfa": {
        "en": ["I couldn't finish the login without the second factor.", "The shared admin account requires TOTP and nobody had the seed.",
               "The break-glass account was locked behind MFA.", "The hardware key was with someone on leave."],
        "ko": ["2차 인증 없이는 로그인을 끝낼 수 없었다.", "공용 관리자 계정이 TOTP를 요구하는데 시드를 아무도 몰랐음.",
               "비상용 계정이 MFA에 막혀 있었다.", "하드웨어 키를 가진 사람이 휴가 중이었음."],
    },
    "wifi": {
        "en": ["The test devices in the lab could not join the network.", "The kiosk build needed Wi-Fi credentials baked in.",
               "The IoT board kept dropping off the network."],
        "ko": ["실험실 테스트 기기들이 네트워크에 못 붙음.", "키오스크 빌드에 Wi-Fi 정보가 들어가야 했음.",
               "IoT 보드가 계속 네트워크에서 떨어짐."],
    },
    "signed": {
        "en": ["The download link expired before QA could use it.", "The upload failed with SignatureDoesNotMatch.",
               "The shared link worked for me but not for the customer."],
        "ko": ["QA가 쓰기 전에 다운로드 링크가 만료됨.", "업로드가 SignatureDoesNotMatch로 실패.",
               "공유 링크가 나한테는 되는데 고객한테는 안 됨."],
    },
}

FIX = {
    "token": {
        "en": ["{svc} credentials are scoped per environment, so the {env} one cannot be reused elsewhere.",
               "The client reads the key from the environment first and silently ignores the config file.",
               "The token needs write scope, not just read.",
               "After rotating a key, restart the workers; they cache the old value for the process lifetime.",
               "Keys should be injected at deploy time, never baked into the image.",
               "Check that the key belongs to the right project/org before debugging anything else.",
               "YAML needs quotes around values with special characters, otherwise they are parsed differently.",
               "CI had a stale copy of the key in its masked variables; updating it there fixed the job.",
               "The provider revokes keys that show up in public repos, which explains the sudden failures.",
               "Always confirm which account a key belongs to with a cheap whoami-style call first."],
        "ko": ["{svc} 자격 증명은 환경별로 분리되어 있어서 {env} 값을 다른 곳에 쓰면 안 됨.",
               "클라이언트가 환경 변수를 먼저 읽고 설정 파일 값은 조용히 무시함.",
               "토큰에 read 말고 write scope도 있어야 한다.",
               "키를 교체한 뒤에는 워커를 재시작해야 함. 프로세스가 예전 값을 캐시한다.",
               "키는 배포 시점에 주입해야 하고 이미지에 구워 넣으면 안 된다.",
               "다른 걸 디버깅하기 전에 키가 올바른 프로젝트/조직 소속인지 먼저 확인할 것.",
               "YAML에서 특수문자가 들어간 값은 따옴표로 감싸야 제대로 파싱됨.",
               "CI 마스킹 변수에 예전 키가 남아 있었고, 거기를 고치니 잡이 통과함.",
               "공개 저장소에 노출된 키는 벤더가 자동 폐기한다. 갑작스런 실패 원인이 이것.",
               "키가 어느 계정 것인지 whoami 같은 가벼운 호출로 먼저 확인하자."],
    },
    "password": {
        "en": ["Passwords with $ or ! must be single-quoted in the shell.", "The password had been changed in the console but not in the deploy config.",
               "Use a config file or an env var instead of passing the password on the command line; it ends up in shell history.",
               "The service account password expires every 90 days; put a reminder in the calendar.",
               "Interactive prompts break CI; feed the password from the secret store instead.",
               "Special characters must be percent-encoded when the password goes into a URL."],
        "ko": ["$나 !가 들어간 비밀번호는 셸에서 작은따옴표로 감싸야 함.", "콘솔에서 비밀번호는 바꿨는데 배포 설정은 안 바뀌어 있었음.",
               "커맨드라인에 비밀번호를 넘기면 셸 히스토리에 남는다. 설정 파일이나 환경 변수를 쓰자.",
               "서비스 계정 비밀번호는 90일마다 만료된다. 캘린더에 알림 걸어둘 것.",
               "대화형 프롬프트는 CI를 깨뜨린다. secret store에서 넘겨주도록 바꿈.",
               "URL에 비밀번호를 넣을 때는 특수문자를 퍼센트 인코딩해야 한다."],
    },
    "connstr": {
        "en": ["The driver wants the password percent-encoded inside the URL.", "sslmode=require is mandatory on the managed instance.",
               "The read replica has its own user; the primary's credentials don't work there.",
               "Connection strings belong in the secret store, not in the repo."],
        "ko": ["드라이버는 URL 안의 비밀번호를 퍼센트 인코딩된 형태로 기대함.", "관리형 인스턴스는 sslmode=require가 필수.",
               "읽기 레플리카는 별도 유저가 있고 primary 자격 증명은 안 통함.", "연결 문자열은 저장소가 아니라 secret store에 둬야 함."],
    },
    "key": {
        "en": ["The key file must be chmod 600 or ssh ignores it.", "The PEM had Windows line endings; converting to LF fixed it.",
               "Private keys go to the vault; only the public half belongs in the repo.", "The runner needs the key in an ssh-agent, not on disk."],
        "ko": ["키 파일 권한이 600이 아니면 ssh가 무시한다.", "PEM에 CRLF가 섞여 있었고 LF로 바꾸니 해결.",
               "개인키는 vault에, 저장소에는 공개키만.", "러너에서는 디스크 대신 ssh-agent로 키를 넣어야 함."],
    },
    "webhook": {
        "en": ["Webhook URLs are credentials: anyone with the URL can post to the channel.", "Each environment should have its own webhook.",
               "Recreating the webhook invalidates the old URL, so update every consumer."],
        "ko": ["웹훅 URL 자체가 자격 증명이다. URL만 있으면 누구나 채널에 글을 쓸 수 있음.", "환경마다 웹훅을 따로 두는 게 맞다.",
               "웹훅을 다시 만들면 예전 URL은 죽으니 쓰는 곳을 전부 갱신해야 함."],
    },
    "mfa": {
        "en": ["Recovery material must live in the team vault, not in notes.", "Register at least two factors for shared accounts.",
               "The TOTP seed can be re-enrolled from the admin console if it leaks."],
        "ko": ["복구 코드는 노트가 아니라 팀 vault에 보관해야 한다.", "공용 계정에는 2차 인증 수단을 최소 두 개 등록할 것.",
               "TOTP 시드가 유출되면 관리자 콘솔에서 재등록 가능."],
    },
    "wifi": {
        "en": ["Provision Wi-Fi credentials at flash time instead of hard-coding them in firmware.", "The lab network is WPA2-PSK only; WPA3 devices must use transition mode."],
        "ko": ["Wi-Fi 정보는 펌웨어에 하드코딩하지 말고 플래싱할 때 주입할 것.", "실험실 네트워크는 WPA2-PSK만 지원함. WPA3 기기는 transition 모드 필요."],
    },
    "signed": {
        "en": ["Presigned URLs inherit the permissions of the signer and leak as long as they are valid.", "Generate links with a short expiry and never paste them in tickets."],
        "ko": ["presigned URL은 서명한 주체 권한을 그대로 가지며 만료 전까지는 유출된 것과 같다.", "링크는 짧은 만료로 만들고 티켓에 붙이지 말 것."],
    },
}


# --------------------------------------------------------------------------
# composer: turns a scenario into the three fields
# --------------------------------------------------------------------------
FENCE = {"dotenv": "bash", "shell export": "bash", "inline env command": "bash", "CLI command": "bash", "curl": "bash",
         "YAML config": "yaml", "Kubernetes Secret stringData": "yaml", "Kubernetes Deployment env": "yaml",
         "docker compose": "yaml", "GitHub Actions workflow": "yaml", "GitLab CI variables": "yaml",
         "JSON config": "json", "TOML": "toml", "INI": "ini", "Java properties": "properties",
         "Python code": "python", "JavaScript/TypeScript code": "ts", "Go code": "go", "Java code": "java",
         "Kotlin code": "kotlin", "Ruby code": "ruby", "PHP code": "php", "C# code": "csharp", "Rust code": "rust",
         "Swift code": "swift", "git diff": "diff", "raw HTTP request": "http", "Terraform provider block": "hcl",
         "Terraform tfvars": "hcl"}


def fmt_block(snip, label=""):
    r = R.random()
    if r < 0.55:
        hint = FENCE.get(label, "") if chance(0.75) else ""
        if label.startswith("XML"):
            hint = "xml"
        if label.startswith("Dockerfile"):
            hint = "dockerfile"
        return "\n```" + hint + "\n" + snip + "\n```\n"
    if r < 0.85:
        return "\n" + snip + "\n"
    return "\n" + "\n".join("    " + ln for ln in snip.split("\n")) + "\n"


def fmt_val(val):
    r = R.random()
    if r < 0.4:
        return "`" + val + "`"
    if r < 0.55 and '"' not in val:
        return '"' + val + '"'
    return val


def tidy(text):
    lines = [ln.rstrip() for ln in text.split("\n")]
    out = "\n".join(lines).strip()
    while "\n\n\n" in out:
        out = out.replace("\n\n\n", "\n\n")
    for bad, good in (("the the ", "the "), ("The the ", "The "), ("the The ", "The ")):
        out = out.replace(bad, good)
    return out


def base_ctx(lang, svc, where, label, cls, sym=None, fix=None):
    svc, where = loc_name(svc, lang), loc_name(where, lang)
    fixes = FIX[cls][lang] if cls in FIX else FIX["token"][lang]
    f1 = pick(fixes)
    f2 = pick([f for f in fixes if f != f1])
    d = {"svc": svc, "comp": pick(COMP[lang]), "env": pick(ENVS[lang]), "where": where, "label": label,
         "sym": sym if sym is not None else pick(SYM[cls][lang] if cls in SYM else SYM["token"][lang]),
         "fix": fix if fix is not None else f1, "fix2": f2, "block": "", "val": "", "cls": cls}
    d2 = {}
    for k, val in d.items():
        d2[k] = fill(val, {"svc": svc, "env": d["env"], "comp": d["comp"], "where": where, "label": label}) if k in ("sym", "fix", "fix2") else val
    return d2


SPLIT_MC = {
    "en": [" The {label} the user gave me is in the next field:", " {label} (value below):", " It asked for the {label}, which was:"],
    "ko": [" 사용자가 알려준 {label} 값은 다음 필드에:", " {label} (값은 아래):", " 요구한 {label} 값은:"],
}
SPLIT_LS_HEAD = {
    "en": ["{val}\n{fix}", "{val} - {fix}", "{val}\n\n{fix} {fix2}"],
    "ko": ["{val}\n{fix}", "{val} - {fix}", "{val}\n\n{fix} {fix2}"],
}
SPLIT_LS_TAIL = {
    "en": ["{fix} The {label} to use for {env}:", "{fix} Confirmed {label}:"],
    "ko": ["{fix} {env}에서 쓸 {label}:", "{fix} 확인된 {label}:"],
}
SPLIT_ASK = {
    "en": ["{val}\nIs that still current?", "{val} (please confirm before I put it in {where})"],
    "ko": ["{val}\n이 값 아직 유효한가요?", "{val} ({where}에 넣기 전에 확인 부탁드려요)"],
}

MODES = ["mc_block", "mc_block", "mc_block", "ls_block", "ls_block", "mc_inline", "ls_inline", "ask_val", "ask_block", "split_ls", "split_ask"]


def compose(lang, d, snip, snip_label, val, mode, repeat_ask):
    """returns fields dict; snip may be None (then only inline modes make sense)"""
    d = dict(d)
    ls_plain = LS_PLAIN[lang]
    if d.get("cls") == "clean":
        ls_plain = [f for f in ls_plain if "credential" not in f and "자격 증명" not in f]
    d["block"] = fmt_block(snip, snip_label) if snip is not None else ""
    d["val"] = fmt_val(val) if val is not None else ""
    mc = ls = ask = ""
    if mode == "mc_block":
        mc, ls = pick(MC_BLOCK[lang]), pick(ls_plain)
    elif mode == "ls_block":
        mc, ls = pick(MC_PLAIN[lang]), pick(LS_BLOCK[lang])
    elif mode == "mc_inline":
        mc = pick(MC_INLINE[lang])
        ls = pick(LS_BLOCK[lang]) if (snip is not None and chance(0.4)) else pick(ls_plain)
    elif mode == "ls_inline":
        mc = pick(MC_BLOCK[lang]) if (snip is not None and chance(0.3)) else pick(MC_PLAIN[lang])
        ls = pick(LS_INLINE[lang])
    elif mode == "ask_val":
        mc, ls, ask = pick(MC_PLAIN[lang]), pick(ls_plain), pick(ASK_VAL[lang])
    elif mode == "ask_block":
        mc, ls, ask = pick(MC_PLAIN[lang]), pick(ls_plain), pick(ASK_BLOCK[lang])
    elif mode == "plain":
        mc, ls = pick(MC_PLAIN[lang]), pick(ls_plain)
    elif mode == "split_ls":
        mc = pick(MC_PLAIN[lang]) + pick(SPLIT_MC[lang])
        d["val"] = val
        ls = pick(SPLIT_LS_HEAD[lang])
    elif mode == "split_ask":
        mc = pick(MC_PLAIN[lang])
        ls = pick(SPLIT_LS_TAIL[lang])
        d["val"] = val
        ask = pick(SPLIT_ASK[lang])
    if not ask:
        ask = pick(ASK_VAL[lang]) if (repeat_ask and val is not None) else pick(ASK_PLAIN_BY.get(d.get("cls"), ASK_PLAIN)[lang])
    return {"missing_context": tidy(fill(mc, d)), "lesson": tidy(fill(ls, d)), "ask_next_time": tidy(fill(ask, d))}


DISTRACT = {
    "en": ["Request id was {uuid}.", "Last good deploy: commit {sha}.", "Trace id {trace}.", "The failing run is #{num} (job {uuid}).",
           "Image digest sha256:{sha256}."],
    "ko": ["요청 ID: {uuid}.", "마지막 정상 배포 커밋 {sha}.", "trace id {trace}.", "실패한 실행은 #{num} (job {uuid}).",
           "이미지 digest sha256:{sha256}."],
}


def distractor(lang):
    return fill(pick(DISTRACT[lang]), {"uuid": uuid4(), "sha": rs(HEX, 40) if chance(0.5) else rs(HEX, 7), "trace": rs(HEX, 32),
                                      "num": str(rint(100, 99999)), "sha256": rs(HEX, 64)})


WHERE_KO = {"the terminal": "터미널", "the shell history": "셸 히스토리", "my shell history": "셸 히스토리",
            "the pod logs": "파드 로그", "the CI job log": "CI 잡 로그", "the stack trace": "스택 트레이스",
            "the failing test output": "실패한 테스트 출력", "the crash report": "크래시 리포트", "the wiki page": "위키 페이지",
            "the onboarding doc": "온보딩 문서", "the Notion table": "노션 표", "the handover note": "인수인계 문서",
            "the Slack thread": "슬랙 스레드", "the Teams chat": "Teams 채팅", "the request dump": "요청 덤프",
            "the HAR export": "HAR 파일", "the runbook": "런북", "the issue comment": "이슈 댓글", "the Makefile": "Makefile",
            "the Jenkinsfile": "Jenkinsfile", "the Sentry breadcrumb": "Sentry breadcrumb", "the README": "README",
            "the ticket": "티켓", "the admin console": "관리자 콘솔", "the team vault": "팀 vault", "the email": "메일",
            "the printed sheet": "출력해 둔 종이", "the router admin page": "공유기 관리 페이지", "the QR code": "QR 코드"}


LOC_KO_EXTRA = {"the security wiki": "보안 위키", "the IAM console": "IAM 콘솔", "the Keycloak realm settings": "Keycloak realm 설정",
                "the release notes": "릴리스 노트", "the build log": "빌드 로그", "the response headers": "응답 헤더", "the error log": "에러 로그",
                "the dashboard": "대시보드", "the workflow file": "워크플로 파일", "the console": "콘솔", "the deploy output": "배포 출력",
                "the vendor docs": "벤더 문서", "the test fixture": "테스트 픽스처", "the deploy key settings": "배포 키 설정", "the ConfigMap": "ConfigMap",
                "the API response": "API 응답", "the debugger": "디버거", "the frontend bundle": "프론트엔드 번들", "the error message": "에러 메시지",
                "the password policy": "비밀번호 정책", "the secret manager": "secret manager", "the build": "빌드", "the API": "API", "the service": "서비스",
                "the docs": "문서", "the database": "데이터베이스", "the SSH host": "SSH 서버", "the internal API": "내부 API", "the container registry": "컨테이너 레지스트리",
                "the PKCS#12 bundle": "PKCS#12 번들", "the export archive": "내보내기 압축 파일", "the backup archive": "백업 압축 파일", "the SMB share": "SMB 공유 폴더",
                "the export server": "내보내기 서버", "the Java truststore": "Java truststore", "the Windows share": "윈도우 공유 폴더",
                "the Azure service principal": "Azure 서비스 주체", "the DB secret": "DB 시크릿", "the Linux account": "리눅스 계정", "the SFTP server": "SFTP 서버",
                "the rsync daemon": "rsync 데몬", "the BMC (IPMI)": "BMC (IPMI)", "the RDP host": "RDP 서버", "the MQTT broker": "MQTT 브로커",
                "the Windows host": "윈도우 서버", "the Git server": "Git 서버", "the FTP mirror": "FTP 미러", "the artifact server": "아티팩트 서버",
                "the internal Git server": "사내 Git 서버", "the file server": "파일 서버", "the identity provider": "IdP", "the backend": "백엔드",
                "the monorepo": "모노레포", "the YubiKey used for code signing": "코드 서명용 YubiKey", "the server room": "서버실"}


def loc_name(text, lang):
    if lang != "ko":
        return text
    if text in WHERE_KO:
        return WHERE_KO[text]
    if text in LOC_KO_EXTRA:
        return LOC_KO_EXTRA[text]
    if text.startswith("the diff of commit "):
        return "커밋 %s diff" % text.split()[-1]
    if text.startswith("the "):
        return text[4:]
    return text


def loc_where(where, lang):
    if lang == "ko":
        if where.startswith("the diff of commit "):
            return "커밋 %s diff" % where.split()[-1]
        return WHERE_KO.get(where, where)
    return where


# ---- Korean 2-set keyboard: Hangul typed with the IME switched off ----------
_CHO = "rRseEfaqQtTdwWczxvg"
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt", "t", "T",
         "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(word):
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            cho, rest = divmod(code, 21 * 28)
            jung, jong = divmod(rest, 28)
            out.append(_CHO[cho] + _JUNG[jung] + _JONG[jong])
        else:
            out.append(ch)
    return "".join(out)


KO_WORDS = ["사랑", "하늘", "바다", "고양이", "강아지", "행복", "우리집", "봄날", "커피", "여름", "초코", "별빛", "서울", "부산",
            "김치", "토끼", "다람쥐", "무지개", "햇살", "라면", "감자", "호랑이", "눈사람", "은하수", "비빔밥", "제주도", "꽃길"]
EN_WORDS = ["summer", "winter", "dragon", "purple", "coffee", "falcon", "orange", "rocket", "garden", "silver", "monkey", "tiger",
            "maple", "harbor", "violet", "copper", "lemon", "candle", "orbit", "pepper", "thunder", "meadow", "pixel", "walrus",
            "cactus", "nebula", "bamboo", "glacier", "otter", "saffron"]


def pw_human():
    w = pick(EN_WORDS + ["Welcome", "Password", "Admin", "Hanbit", "Acme", "Seoul", "Busan", "Qwer", "Asdf"])
    w = w[:1].upper() + w[1:]
    tail = pick([str(rint(2015, 2026)), str(rint(10, 99)), str(rint(100, 9999)), "0" + str(rint(1, 9)) + str(rint(10, 31))])
    sym = pick(["!", "@", "#", "!!", "$", "*", "^^", "~"])
    form = rint(0, 3)
    if form == 0:
        p = w + tail + sym
    elif form == 1:
        p = w + sym + tail
    elif form == 2:
        p = w.lower() + tail + sym + w[:1]
    else:
        p = sym + w + tail
    while len(p) < 8:
        p += str(rint(0, 9))
    return p


def pw_passphrase():
    n = rint(3, 5)
    words = [pick(EN_WORDS) for _ in range(n)]
    sep = pick(["-", ".", "_", " ", ""])
    if sep == "":
        words = [x.capitalize() for x in words]
    p = sep.join(words)
    if chance(0.6):
        p += pick(["-", "", "!", "#"]) + str(rint(1, 999))
    return p


def pw_punct():
    n = rint(12, 22)
    while True:
        p = rs(ALNUM + PUNCT + PUNCT, n)
        if sum(c in PUNCT for c in p) >= 4 and any(c.isdigit() for c in p):
            return p


def pw_korkbd():
    w = "".join(pick(KO_WORDS) for _ in range(rint(1, 2)))
    p = hangul_to_qwerty(w)
    p += pick(["", "!", "@", "#", "^^"]) + str(rint(1, 9999))
    if chance(0.3):
        p = p[:1].upper() + p[1:]
    while len(p) < 8:
        p += str(rint(0, 9))
    return p


def pw_hangul():
    w = "".join(pick(KO_WORDS) for _ in range(rint(1, 3)))
    p = w + pick(["", "!", "@", "#", "^^", "*"]) + str(rint(1, 2026))
    while len(p) < 8:
        p += str(rint(0, 9))
    return p


def pw_generated():
    return rs(ALNUM, rint(16, 32)) if chance(0.6) else rs(ALNUM + "-_.~!", rint(20, 40))


PW_KINDS = [("human-style", pw_human), ("passphrase", pw_passphrase), ("punctuation-heavy", pw_punct),
            ("Korean-keyboard", pw_korkbd), ("Hangul", pw_hangul), ("generated", pw_generated)]


def make_pw(lang, prefer=None):
    kinds = PW_KINDS
    if prefer:
        kinds = [k for k in PW_KINDS if k[0] == prefer]
    name, fn = pick(kinds)
    if lang == "en" and name in ("Korean-keyboard", "Hangul") and chance(0.6):
        name, fn = pick(PW_KINDS[:3])
    return name, fn()


PW_SERVICES = [
    # svc, user key, user value, password key
    ("MySQL", "MYSQL_USER", "app", "MYSQL_PASSWORD"), ("MySQL root", None, None, "MYSQL_ROOT_PASSWORD"),
    ("PostgreSQL", "POSTGRES_USER", "app_rw", "POSTGRES_PASSWORD"), ("PostgreSQL", "DB_USER", "svc_orders", "DB_PASSWORD"),
    ("Redis", None, None, "REDIS_PASSWORD"), ("RabbitMQ", "RABBITMQ_DEFAULT_USER", "orders", "RABBITMQ_DEFAULT_PASS"),
    ("SMTP relay", "SMTP_USER", "noreply@acme.io", "SMTP_PASSWORD"), ("LDAP", "LDAP_BIND_DN", "cn=svc-gitlab,ou=svc,dc=corp,dc=local", "LDAP_BIND_PASSWORD"),
    ("Grafana", "GF_SECURITY_ADMIN_USER", "admin", "GF_SECURITY_ADMIN_PASSWORD"), ("Keycloak", "KC_BOOTSTRAP_ADMIN_USERNAME", "admin", "KC_BOOTSTRAP_ADMIN_PASSWORD"),
    ("Elasticsearch", "ELASTIC_USER", "elastic", "ELASTIC_PASSWORD"), ("MongoDB", "MONGO_INITDB_ROOT_USERNAME", "root", "MONGO_INITDB_ROOT_PASSWORD"),
    ("MinIO", "MINIO_ROOT_USER", "minioadmin-ops", "MINIO_ROOT_PASSWORD"), ("Harbor", "HARBOR_USERNAME", "robot$ci", "HARBOR_PASSWORD"),
    ("Nexus", "NEXUS_USER", "deployer", "NEXUS_PASSWORD"), ("Android signing keystore", "KEY_ALIAS", "upload", "KEYSTORE_PASSWORD"),
    ("Kafka SASL", "KAFKA_SASL_USERNAME", "svc-events", "KAFKA_SASL_PASSWORD"), ("Jenkins", "JENKINS_ADMIN_ID", "admin", "JENKINS_ADMIN_PASSWORD"),
    ("MSSQL", "MSSQL_USER", "sa", "MSSQL_SA_PASSWORD"), ("Oracle", "ORACLE_USER", "APP_OWNER", "ORACLE_PASSWORD"),
]


# --------------------------------------------------------------------------
# record assembly + validation
# --------------------------------------------------------------------------
def finalize(kind, lang, category, fields, candidates):
    fields = {"missing_context": fields["missing_context"], "lesson": fields["lesson"], "ask_next_time": fields["ask_next_time"]}
    if kind == "secret":
        secrets = []
        for s in candidates:
            if s not in secrets and any(s in fields[f] for f in fields):
                secrets.append(s)
    else:
        secrets = []
    if note_problems(fields, secrets, kind):
        return None
    if lang == "ko" and not (has_hangul(fields["missing_context"]) and has_hangul(fields["lesson"])):
        return None
    return {"lang": lang, "kind": kind, "category": category, "fields": fields, "secrets": secrets}


def pick_container(pairs, v, must, usage_first=False, any_of=None):
    order = shuffled(PAIR_CONTAINERS)
    if usage_first:
        order = shuffled(USAGE_CONTAINERS) + order
    for c in order:
        out = c(pairs, v)
        if out and all(m in out[0] for m in must) and (not any_of or any(a in out[0] for a in any_of)):
            return out
    return None


def choose_mode(snip, val):
    mode = pick(MODES)
    if mode == "ask_block" and (snip is None or len(snip.encode()) > 380):
        mode = "mc_block"
    if mode in ("ask_val", "split_ask") and len(val.encode()) > 300:
        mode = "ls_block"
    return mode


# ---- secret builders --------------------------------------------------------
def b_vendor(lang, vfn):
    v = vfn()
    pairs = [(k, val) for k, val, s in v["env"]]
    secs = [val if s is True else s for k, val, s in v["env"] if s] + v.get("derived", [])
    usage = (v.get("hdr") or v.get("cmd") or (v.get("url") and any(x in v["url"] for x in secs))) and chance(0.35)
    out = pick_container(pairs, v, [], usage_first=usage, any_of=secs)
    if out is None:
        return None
    snip, where, clabel = out
    primary = [x for x in secs if x in snip][0]
    where = loc_where(where, lang)
    mode = choose_mode(snip, primary)
    d = base_ctx(lang, v["svc"], where, v["what"], "token")
    if chance(0.3):
        d["sym"] += " " + distractor(lang)
    fields = compose(lang, d, snip, clabel, primary, mode, chance(0.15))
    cat = "token: %s %s [%s] in %s (%s)" % (v["svc"], v["what"], v["region"], clabel, mode)
    return finalize("secret", lang, cat, fields, secs)


def b_multi_env(lang, vfns):
    vs = [f() for f in vfns]
    pairs, secs = [], []
    for v in vs:
        for k, val, s in v["env"]:
            pairs.append((k, val))
            if s:
                secs.append(val if s is True else s)
    fake = {"svc": pick(["the backend", "the monorepo", "api"]) if lang == "en" else pick(["백엔드", "모노레포", "api"]),
            "hdr": [], "url": None, "cmd": None, "method": "GET"}
    c = pick([c_dotenv, c_export, c_k8s_secret, c_compose, c_gha, c_json, c_yaml, c_diff, c_table])
    out = c(pairs, fake)
    if out is None:
        return None
    snip, where, clabel = out
    where = loc_where(where, lang)
    names = ", ".join(v["svc"] for v in vs)
    d = base_ctx(lang, names, where, "keys" if lang == "en" else "키", "token")
    mode = pick(["mc_block", "mc_block", "ls_block", "ask_block"])
    if mode == "ask_block" and len(snip.encode()) > 380:
        mode = "mc_block"
    fields = compose(lang, d, snip, clabel, secs[0], mode, chance(0.1))
    cat = "multi: %d vendor secrets (%s) in %s" % (len(secs), names, clabel)
    return finalize("secret", lang, cat, fields, secs)


APP_SECRETS = [
    ("Django", "SECRET_KEY", lambda: "django-insecure-" + rs(LOWER + DIGITS + "!@#%^&*(-_=+)", 50)),
    ("Rails", "SECRET_KEY_BASE", lambda: rs(HEX, 128)),
    ("Laravel", "APP_KEY", lambda: "base64:" + b64(32)),
    ("NextAuth", "NEXTAUTH_SECRET", lambda: b64(32)),
    ("Express/JWT", "JWT_SECRET", lambda: rs(ALNUM, rint(32, 64))),
    ("Flask", "SECRET_KEY", lambda: rs(HEX, 64)),
    ("session encryption", "SESSION_ENCRYPTION_KEY", lambda: rs(HEX, 64)),
    ("webhook HMAC", "WEBHOOK_SIGNING_SECRET", lambda: rs(B64URL, 48)),
    ("Spring Boot", "JASYPT_ENCRYPTOR_PASSWORD", lambda: pw_punct()),
    ("Symfony", "APP_SECRET", lambda: rs(HEX, 32)),
    ("Phoenix", "SECRET_KEY_BASE", lambda: b64(48)),
    ("Strapi", "ADMIN_JWT_SECRET", lambda: b64(16)),
]


def b_app_secret(lang):
    fw, key, fn = pick(APP_SECRETS)
    val = fn()
    v = {"svc": fw, "hdr": [], "url": None, "cmd": None, "method": "GET"}
    pairs = [(key, val)]
    if chance(0.5):
        pairs.append(pick([("DEBUG", "false"), ("APP_ENV", "production"), ("LOG_LEVEL", "info"), ("ALLOWED_HOSTS", "api.acme.io")]))
    out = pick_container(pairs, v, [val])
    if out is None:
        return None
    snip, where, clabel = out
    where = loc_where(where, lang)
    d = base_ctx(lang, fw, where, key, "token",
                 sym=pick(["All sessions were invalidated after the redeploy.", "Signed cookies from one pod were rejected by the other."] if lang == "en"
                          else ["재배포 후 모든 세션이 풀렸다.", "한 파드에서 서명한 쿠키를 다른 파드가 거부함."]),
                 fix=pick(["Every replica must share the same %s, and it has to come from the secret store." % key,
                           "Changing %s logs everyone out and invalidates signed links." % key] if lang == "en" else
                          ["모든 레플리카가 같은 %s 값을 써야 하고 secret store에서 받아야 한다." % key,
                           "%s 값을 바꾸면 전원 로그아웃되고 서명된 링크도 무효가 됨." % key]))
    mode = choose_mode(snip, val)
    fields = compose(lang, d, snip, clabel, val, mode, chance(0.15))
    return finalize("secret", lang, "app secret: %s %s in %s (%s)" % (fw, key, clabel, mode), fields, [val])


HOSTS = ["db-prod-01.corp.internal", "10.20.%d.%d", "mysql.staging.acme.io", "pg-main.cluster-%s.ap-northeast-2.rds.amazonaws.com",
         "redis-01.cache.internal", "192.168.%d.%d", "nas.office.lan", "mq.acme.io", "ldap.corp.local", "smtp.mailrelay.kr"]


def host():
    h = pick(HOSTS)
    if "%d.%d" in h:
        return h % (rint(0, 254), rint(1, 254))
    if "%s" in h:
        return h % rs(LALNUM, 12)
    return h


def pw_file_renderers(svc, user, pw):
    """special files that carry a password; each returns (text, where, label, extra_secrets)"""
    u = user or pick(["admin", "app", "deploy", "svc_batch"])
    h = host()
    out = []
    if "'" not in pw and " " not in pw:
        out.append(("[client]\nuser=%s\npassword=%s\nhost=%s\nport=3306" % (u, pw, h), "~/.my.cnf", "my.cnf", [], "MySQL"))
    if ":" not in pw and "\\" not in pw:
        out.append(("%s:5432:%s:%s:%s" % (h, pick(["orders", "app", "*"]), u, pw), "~/.pgpass", ".pgpass", [], "PostgreSQL"))
    if " " not in pw:
        out.append(("machine %s\n  login %s\n  password %s" % (h, u, pw), "~/.netrc", ".netrc", [], pick(["the FTP mirror", "the artifact server", "the internal Git server"])))
    if not any(c in pw for c in "<>&"):
        out.append(("<servers>\n  <server>\n    <id>%s</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (pick(["nexus-releases", "internal-repo"]), u, pw),
                    "~/.m2/settings.xml", "Maven settings.xml", [], "Nexus"))
    enc = pct(pw)
    out.append(("https://%s:%s@%s" % (u, enc, pick(["git.corp.internal", "gitlab.acme.io", "bitbucket.org"])), "~/.git-credentials", ".git-credentials", [enc], "the Git server"))
    if "'" not in pw and "\\" not in pw:
        out.append(("define( 'DB_NAME', 'wp_%s' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', '%s' );" % (pick(["blog", "shop"]), u, pw, h),
                    "wp-config.php", "wp-config.php", [], "WordPress DB"))
    if " " not in pw and "'" not in pw:
        out.append(("[web]\n%s ansible_user=%s ansible_password=%s ansible_become_pass=%s" % (h, u, pw, pw), "inventory/hosts.ini", "Ansible inventory", [], "Ansible SSH/become"))
    if "\n" not in pw:
        out.append(("username=%s\npassword=%s\ndomain=CORP" % (u, pw), "/etc/samba/creds-%s" % pick(["nas", "share"]), "CIFS credentials file", [], "the file server"))
    if '"' not in pw and "\\" not in pw and "$" not in pw:
        out.append(("signingConfigs {\n    release {\n        storeFile file(\"upload.jks\")\n        storePassword \"%s\"\n        keyAlias \"upload\"\n        keyPassword \"%s\"\n    }\n}" % (pw, pw),
                    "app/build.gradle", "Gradle signingConfigs", [], "Android signing keystore"))
    blob = b64s("%s:%s" % (u, pw))
    reg = pick(["harbor.corp.internal", "registry.acme.io", "ghcr.io", "nexus.corp.internal:8443"])
    out.append(('{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (reg, blob), "~/.docker/config.json", "docker config.json auth", [blob], "the container registry"))
    blob2 = b64s(pw)
    out.append(("registry=https://nexus.corp.internal/repository/npm-group/\n//nexus.corp.internal/repository/npm-group/:username=%s\n//nexus.corp.internal/repository/npm-group/:_password=%s\nalways-auth=true" % (u, blob2),
                ".npmrc", ".npmrc _password (base64)", [blob2], "Nexus npm"))
    out.append(("[global]\nindex-url = https://%s:%s@nexus.corp.internal/repository/pypi-group/simple" % (u, enc), "pip.conf", "pip.conf index-url", [enc], "Nexus PyPI"))
    if "'" not in pw and "\\" not in pw:
        out.append(("DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': 'app',\n        'USER': '%s',\n        'PASSWORD': '%s',\n        'HOST': '%s',\n    }\n}" % (u, pw, h),
                    "settings/prod.py", "Django settings", [], "PostgreSQL"))
    return out


PERSON_PW = {
    "en": [("the shared Grafana admin", "admin"), ("my NAS", "jdoe"), ("the office router", "admin"), ("the Windows jump host", "CORP\\svc-deploy"),
           ("the vendor portal", "ops@acme.io"), ("the staging WordPress admin", "editor"), ("the iDRAC of db-03", "root"), ("the Synology DSM", "backup")],
    "ko": [("사내 그룹웨어", "minsu.kim"), ("공용 NAS", "admin"), ("사무실 공유기", "admin"), ("윈도우 점프 서버", "CORP\\svc-deploy"),
           ("벤더 관리자 포털", "ops@hanbit.co.kr"), ("스테이징 워드프레스 관리자", "editor"), ("db-03 iDRAC", "root"), ("시놀로지 DSM", "backup")],
}


def b_pw_config(lang):
    kind, pw = make_pw(lang)
    r = R.random()
    if r < 0.45:
        svc, ukey, uval, pkey = pick(PW_SERVICES)
        pairs = ([(ukey, uval)] if ukey else []) + [(pkey, pw)]
        if chance(0.4):
            pairs.append(pick([("DB_HOST", host()), ("DB_PORT", "5432"), ("TZ", "Asia/Seoul"), ("LOG_LEVEL", "debug")]))
        v = {"svc": svc, "hdr": [], "url": None, "cmd": None, "method": "GET"}
        out = pick_container(pairs, v, [pw])
        if out is None:
            return None
        snip, where, clabel = out
        extra = []
        label = "password" if lang == "en" else "비밀번호"
    elif r < 0.8:
        cands = pw_file_renderers(None, None, pw)
        snip, where, clabel, extra, svc = pick(cands)
        label = "password" if lang == "en" else "비밀번호"
    else:
        svc, user = pick(PERSON_PW[lang])
        snip, clabel, extra = None, "prose", []
        where = pick(["the wiki page", "the handover note", "the Slack thread", "the ticket", "the email"])
        label = ("login for %s (user %s)" % (svc, user)) if lang == "en" else ("%s 계정(%s) 비밀번호" % (svc, user))
    where = loc_where(where, lang)
    secs = extra + [pw]
    primary = extra[0] if extra else pw
    if snip is None:
        mode = pick(["mc_inline", "ls_inline", "ask_val", "split_ls", "split_ask"])
    else:
        mode = choose_mode(snip, primary)
    d = base_ctx(lang, svc, where, label, "password")
    fields = compose(lang, d, snip, clabel, primary, mode, chance(0.15))
    cat = "password: %s password for %s in %s (%s)" % (kind, svc, clabel, mode)
    return finalize("secret", lang, cat, fields, secs)


def _sq(pw):
    return None if "'" in pw else "'" + pw + "'"


def _bare(pw):
    return pw if all(c in ALNUM + "-_.,@%+=:/^~" for c in pw) else None


def _sq_or_bare(pw):
    b = _bare(pw)
    return b if (b and chance(0.5)) else _sq(pw)


CMD_TEMPLATES = [
    ("mysql -p attached password", lambda u, p, h: (lambda q: q and "mysql -h %s -u %s -p%s %s" % (h, u, q, pick(["orders", "app", "-e 'SHOW PROCESSLIST'"])))(_sq_or_bare(p))),
    ("mysql --password=", lambda u, p, h: (lambda q: q and "mysql --host=%s --user=%s --password=%s" % (h, u, q))(_sq_or_bare(p))),
    ("mysqldump -u -p attached", lambda u, p, h: (lambda q: q and "mysqldump -u%s -p%s --single-transaction app > /backup/app_%s.sql" % (u, q, digits(8)))(_sq_or_bare(p))),
    ("PGPASSWORD env + psql", lambda u, p, h: (lambda q: q and "PGPASSWORD=%s psql -h %s -U %s -d app -c '\\dt'" % (q, h, u))(_sq_or_bare(p))),
    ("sshpass -p", lambda u, p, h: (lambda q: q and "sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s" % (q, u, h))(_sq(p))),
    ("redis-cli -a", lambda u, p, h: (lambda q: q and "redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO keyspace" % (h, q))(_sq_or_bare(p))),
    ("curl -u user:pass", lambda u, p, h: (lambda q: q and "curl -u %s https://%s/api/health" % (q, h))(_sq(u + ":" + p))),
    ("htpasswd -b positional", lambda u, p, h: (lambda q: q and "htpasswd -b -c /etc/nginx/.htpasswd %s %s" % (u, q))(_sq_or_bare(p))),
    ("docker login -p", lambda u, p, h: (lambda q: q and "docker login %s -u %s -p %s" % (pick(["harbor.corp.internal", "registry.acme.io"]), u, q))(_sq_or_bare(p))),
    ("openssl -passout pass:", lambda u, p, h: (lambda q: q and "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % q)(_bare(p))),
    ("zip -P", lambda u, p, h: (lambda q: q and "zip -r -P %s export_%s.zip ./export" % (q, digits(8)))(_sq_or_bare(p))),
    ("7z -p attached", lambda u, p, h: (lambda q: q and "7z a -p%s -mhe=on backup.7z ./db" % q)(_sq_or_bare(p))),
    ("smbclient -U user%pass", lambda u, p, h: (lambda q: q and "smbclient //%s/share -U %s" % (h, q))(_sq(u + "%" + p))),
    ("wget --password=", lambda u, p, h: (lambda q: q and "wget --user=%s --password=%s https://%s/exports/latest.csv" % (u, q, h))(_sq_or_bare(p))),
    ("keytool -storepass", lambda u, p, h: (lambda q: q and "keytool -importcert -alias corp-ca -file ca.crt -keystore truststore.jks -storepass %s -noprompt" % q)(_sq_or_bare(p))),
    ("ldapsearch -w", lambda u, p, h: (lambda q: q and "ldapsearch -x -H ldaps://%s -D 'cn=%s,ou=svc,dc=corp,dc=local' -w %s -b 'dc=corp,dc=local' '(uid=jdoe)'" % (h, u, q))(_sq(p))),
    ("rabbitmqctl add_user positional", lambda u, p, h: (lambda q: q and "rabbitmqctl add_user %s %s && rabbitmqctl set_permissions -p / %s '.*' '.*' '.*'" % (u, q, u))(_sq_or_bare(p))),
    ("sqlcmd -P", lambda u, p, h: (lambda q: q and "sqlcmd -S %s,1433 -U sa -P %s -Q \"SELECT name FROM sys.databases\"" % (h, q))(_sq_or_bare(p))),
    ("net use positional", lambda u, p, h: (lambda q: q and "net use Z: \\\\%s\\share /user:CORP\\%s %s /persistent:no" % (h, u, q))(_bare(p))),
    ("az login -p", lambda u, p, h: (lambda q: q and "az login --service-principal -u %s -p %s --tenant %s" % (uuid4(), q, uuid4()))(_sq_or_bare(p))),
    ("kubectl --from-literal", lambda u, p, h: (lambda q: q and "kubectl create secret generic db-cred -n %s --from-literal=username=%s --from-literal=password=%s" % (pick(["payments", "batch"]), u, q))(_sq(p))),
    ("echo | sudo -S", lambda u, p, h: (lambda q: q and "echo %s | sudo -S systemctl restart nginx" % q)(_sq(p))),
    ("chpasswd", lambda u, p, h: (lambda q: q and "echo %s | sudo chpasswd" % q)(_sq(u + ":" + p))),
    ("lftp -u user,pass", lambda u, p, h: (lambda q: q and "lftp -u %s sftp://%s -e 'mirror --reverse ./dist /var/www; bye'" % (q, h))(_sq(u + "," + p))),
    ("rsync RSYNC_PASSWORD", lambda u, p, h: (lambda q: q and "RSYNC_PASSWORD=%s rsync -av ./media/ rsync://%s@%s/media/" % (q, u, h))(_sq_or_bare(p))),
    ("vault login userpass", lambda u, p, h: (lambda q: q and "vault login -method=userpass username=%s password=%s" % (u, q))(_sq_or_bare(p))),
    ("influx -password", lambda u, p, h: (lambda q: q and "influx -host %s -username admin -password %s -execute 'SHOW DATABASES'" % (h, q))(_sq_or_bare(p))),
    ("ipmitool -P", lambda u, p, h: (lambda q: q and "ipmitool -I lanplus -H %s -U ADMIN -P %s chassis power status" % (h, q))(_sq_or_bare(p))),
    ("xfreerdp /p:", lambda u, p, h: (lambda q: q and "xfreerdp /v:%s /u:%s /p:%s /cert:ignore" % (h, u, q))(_sq(p))),
    ("mosquitto_pub -P", lambda u, p, h: (lambda q: q and "mosquitto_pub -h %s -u %s -P %s -t devices/test -m ping" % (h, u, q))(_sq_or_bare(p))),
    ("sqlplus user/pass@", lambda u, p, h: (lambda q: q and "sqlplus %s/%s@//%s:1521/ORCLPDB1" % (u, q, h))(_bare(p) if p and "/" not in p and "@" not in p else None)),
    ("ansible-playbook -e become password", lambda u, p, h: (lambda q: q and "ansible-playbook site.yml -i inventory -e %s" % q)(_sq("ansible_become_password=" + p))),
    ("psexec -p", lambda u, p, h: (lambda q: q and "psexec \\\\%s -u CORP\\%s -p %s cmd /c ipconfig" % (h, u, q))(_bare(p))),
    ("snmpwalk -A auth passphrase", lambda u, p, h: (lambda q: q and "snmpwalk -v3 -l authNoPriv -u %s -a SHA -A %s %s system" % (u, q, h))(_sq(p))),
    ("expect send", lambda u, p, h: (lambda q: q and "spawn ssh %s@%s\nexpect \"password:\"\nsend \"%s\\r\"\ninteract" % (u, h, q))(p if not any(c in p for c in '"\\[]$') else None)),
    ("git clone https://user:pass@", lambda u, p, h: "git clone https://%s:%s@git.corp.internal/%s/%s.git" % (u, pct(p), pick(["platform", "data"]), pick(["infra", "etl"]))),
]


CMD_SYS = {"mysql": "MySQL", "mysqldump": "MySQL", "PGPASSWORD": "PostgreSQL", "sshpass": "the SSH host", "redis-cli": "Redis",
           "curl": "the internal API", "htpasswd": "nginx basic auth", "docker": "the container registry", "openssl": "the PKCS#12 bundle",
           "zip": "the export archive", "7z": "the backup archive", "smbclient": "the SMB share", "wget": "the export server",
           "keytool": "the Java truststore", "ldapsearch": "LDAP", "rabbitmqctl": "RabbitMQ", "sqlcmd": "SQL Server", "net": "the Windows share",
           "az": "the Azure service principal", "kubectl": "the DB secret", "echo": "sudo", "chpasswd": "the Linux account",
           "lftp": "the SFTP server", "rsync": "the rsync daemon", "vault": "Vault userpass", "influx": "InfluxDB", "ipmitool": "the BMC (IPMI)",
           "xfreerdp": "the RDP host", "mosquitto_pub": "the MQTT broker", "sqlplus": "Oracle", "ansible-playbook": "Ansible become",
           "psexec": "the Windows host", "snmpwalk": "SNMPv3", "expect": "the SSH host", "git": "the Git server"}


def b_pw_cmd(lang):
    kind, pw = make_pw(lang)
    label_cmd, fn = pick(CMD_TEMPLATES)
    u = pick(["root", "admin", "deploy", "app", "svc_batch", "jenkins", "backup", "minsu"])
    h = host()
    cmd = fn(u, pw, h)
    if not cmd:
        return None
    secs = [pw]
    if "git clone" in label_cmd:
        secs = [pct(pw)]
    prompt = pick(["$ ", "", "# ", "PS C:\\> " if label_cmd in ("net use positional", "psexec -p") else "$ "])
    snip = prompt + cmd
    where = loc_where(pick(["the terminal", "the shell history", "the runbook", "the Makefile", "the Jenkinsfile", "scripts/restore.sh", "the ticket"]), lang)
    svc = CMD_SYS.get(label_cmd.split()[0], label_cmd.split()[0])
    label = "password" if lang == "en" else "비밀번호"
    d = base_ctx(lang, svc, where, label, "password")
    mode = pick(["mc_block", "mc_block", "ls_block", "ls_block", "ask_block", "mc_inline", "split_ls"])
    if mode == "ask_block" and len(snip.encode()) > 380:
        mode = "mc_block"
    fields = compose(lang, d, snip, "CLI command", secs[0], mode, chance(0.2))
    cat = "shell: %s (%s password, %s)" % (label_cmd, kind, mode)
    return finalize("secret", lang, cat, fields, secs)


# ---- connection strings -----------------------------------------------------
def connstr(pw):
    """returns (scheme label, text, listed secret as written, svc)"""
    u = pick(["app", "svc_orders", "etl_reader", "admin", "root", "api_rw", "report"])
    h = host()
    e = pct(pw)
    forms = [
        ("PostgreSQL URL", "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (u, e, h, pick(["orders", "app", "analytics"])), e, "PostgreSQL"),
        ("MySQL URL", "mysql://%s:%s@%s:3306/%s" % (u, e, h, pick(["shop", "app"])), e, "MySQL"),
        ("SQLAlchemy URL", "postgresql+psycopg://%s:%s@%s/%s" % (u, e, h, pick(["warehouse", "app"])), e, "PostgreSQL"),
        ("MongoDB SRV URI", "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, e, rs(LALNUM, 5), pick(["prod", "events"])), e, "MongoDB Atlas"),
        ("Redis URL", "redis://:%s@%s:6379/0" % (e, h), e, "Redis"),
        ("Redis TLS URL", "rediss://default:%s@%s:6380" % (e, h), e, "Redis"),
        ("AMQP URL", "amqp://%s:%s@%s:5672/%s" % (u, e, h, pick(["%2F", "orders"])), e, "RabbitMQ"),
        ("SMTP URL", "smtp://%s:%s@%s:587" % ("noreply%40acme.io", e, pick(["smtp.mailrelay.kr", "email-smtp.ap-northeast-2.amazonaws.com"])), e, "SMTP"),
        ("Elasticsearch URL", "https://elastic:%s@%s:9200" % (e, h), e, "Elasticsearch"),
        ("ClickHouse URL", "clickhouse://default:%s@%s:9000/analytics" % (e, h), e, "ClickHouse"),
    ]
    if not any(c in pw for c in ";{}='\" "):
        forms += [
            ("SQL Server ADO.NET", "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (pick(["sql-acme-prod", "hanbit-sql"]), pick(["Orders", "Crm"]), u, pw), pw, "Azure SQL"),
            ("ODBC", "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=app;Uid=%s;Pwd=%s;TrustServerCertificate=yes" % (h, u, pw), pw, "SQL Server"),
            ("Npgsql", "Host=%s;Port=5432;Database=app;Username=%s;Password=%s;SSL Mode=Require" % (h, u, pw), pw, "PostgreSQL"),
        ]
    if not any(c in pw for c in "&=#? %"):
        forms += [("JDBC URL", "jdbc:mysql://%s:3306/app?user=%s&password=%s&useSSL=true" % (h, u, pw), pw, "MySQL"),
                  ("JDBC URL", "jdbc:postgresql://%s:5432/app?user=%s&password=%s" % (h, u, pw), pw, "PostgreSQL")]
    if '"' not in pw and "\\" not in pw:
        forms.append(("Kafka JAAS", 'org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (u, pw), pw, "Kafka"))
    return pick(forms)


def b_connstr(lang):
    kind, pw = make_pw(lang)
    if chance(0.35):
        pw = rs(ALNUM, rint(8, 14)) + pick(["@", "#", "%", "/", ":", "!", "?"]) + rs(ALNUM, rint(2, 6))
        kind = "URL-special"
    scheme, cs, listed, svc = connstr(pw)
    secs = [listed]
    key = pick({"MongoDB Atlas": ["MONGO_URI", "MONGODB_URL"], "Redis": ["REDIS_URL", "CACHE_URL"], "RabbitMQ": ["BROKER_URL", "AMQP_URL"],
                "SMTP": ["SMTP_URL", "MAIL_URL"], "Elasticsearch": ["ELASTICSEARCH_URL"], "ClickHouse": ["CLICKHOUSE_DSN"],
                "Kafka": ["KAFKA_SASL_JAAS_CONFIG"]}.get(svc, ["DATABASE_URL", "SPRING_DATASOURCE_URL", "ConnectionStrings__Default", "DB_DSN"]))
    v = {"svc": svc, "hdr": [], "url": None, "cmd": None, "method": "GET"}
    both = listed != pw and chance(0.3)
    if chance(0.25):
        snip, where, clabel = cs, pick(["the error message", "the pod logs", "the ticket"]), "bare connection string"
    else:
        out = pick_container([(key, cs)], v, [listed])
        if out is None:
            return None
        snip, where, clabel = out
    where = loc_where(where, lang)
    d = base_ctx(lang, svc, where, "connection string" if lang == "en" else "연결 문자열", "connstr")
    if both:
        secs.append(pw)
        d["fix"] = (("The raw password is %s, but inside the URL it has to be written %s." % (pw, listed)) if lang == "en"
                    else ("원래 비밀번호는 %s 인데 URL 안에서는 %s 로 써야 한다." % (pw, listed)))
    mode = pick(["mc_block", "mc_block", "ls_block", "ask_block", "mc_inline", "ls_inline"])
    if mode == "ask_block" and len(snip.encode()) > 380:
        mode = "ls_block"
    fields = compose(lang, d, snip, clabel, cs if mode in ("mc_inline", "ls_inline") else listed, mode, chance(0.1))
    cat = "connection string: %s with %s password in %s (%s%s)" % (scheme, kind, clabel, mode, ", raw+encoded" if both else "")
    return finalize("secret", lang, cat, fields, secs)


# ---- HTTP auth headers and cookies ---------------------------------------
def b_header(lang):
    r = R.random()
    h = pick(["api.internal.acme.io", "partner-gw.hanbit.co.kr", "legacy-erp.corp.internal", "reports.acme.io"])
    path = pick(["/v1/orders?since=2025-01-01", "/api/export", "/graphql", "/v2/settlements/daily", "/admin/api/jobs"])
    if r < 0.35:
        user = pick(["svc-report", "partner_kr", "admin", "integration", "erp-sync"])
        kind, pw = make_pw(lang)
        blob = b64s(user + ":" + pw)
        hline = "Authorization: Basic " + blob
        secs = [blob]
        cat = "header: Basic auth (%s password, base64 blob)" % kind
        svc = "Basic auth" if lang == "en" else "Basic 인증"
        if chance(0.3):
            secs.append(pw)
    elif r < 0.7:
        if chance(0.5):
            tok = jwt({"sub": uuid4(), "iss": "https://" + h, "aud": pick(["api", "partner"]), "scope": pick(["orders:read orders:write", "admin", "reports:read"]),
                       "iat": rint(1700000000, 1760000000), "exp": rint(1760000000, 1790000000), "tenant": pick(["acme", "hanbit", "kr-01"])}, alg=pick(["HS256", "RS256"]),
                      sig_bytes=pick([32, 256]))
            cat = "header: Bearer JWT"
        else:
            tok = rs(ALNUM + "-._~", rint(32, 64))
            cat = "header: Bearer opaque token"
        hline = "Authorization: Bearer " + tok
        secs = [tok]
        svc = "Bearer token"
    else:
        name = pick(["X-API-Key", "X-Internal-Token", "Api-Key", "X-Auth-Token", "apikey", "X-Partner-Secret"])
        tok = pick([rs(HEX, 32), rs(ALNUM, 40), uuid4().replace("-", "") + rs(HEX, 8), "ak_" + rs(ALNUM, 32)])
        hline = "%s: %s" % (name, tok)
        secs = [tok]
        cat = "header: %s" % name
        svc = name
    style = rint(0, 2)
    if style == 0:
        snip = "%s %s HTTP/1.1\nHost: %s\n%s\nAccept: application/json" % (pick(["GET", "POST"]), path, h, hline)
        clabel = "raw HTTP request"
    elif style == 1:
        snip = "curl -sS -H '%s' 'https://%s%s'" % (hline, h, path)
        clabel = "curl"
        if "'" in hline:
            return None
    else:
        snip = "%s > %s %s\n%s > Host: %s\n%s > %s\n%s < HTTP/1.1 %d" % (ts_log(), pick(["GET", "POST"]), path, ts_log(), h, ts_log(), hline, ts_log(), pick([200, 401, 403, 502]))
        clabel = "verbose HTTP log"
    where = loc_where(pick(["the request dump", "the HAR export", "the runbook", "the pod logs", "the issue comment"]), lang)
    d = base_ctx(lang, h + " API", where, "header" if lang == "en" else "헤더", "token")
    if len(secs) == 2:
        d["fix"] = (("Basic auth is just base64 of user:password, so the password %s is readable by anyone who sees the header." % secs[1]) if lang == "en"
                    else ("Basic 인증은 user:password를 base64로 인코딩한 것뿐이라 헤더만 보면 비밀번호 %s 가 그대로 드러난다." % secs[1]))
    mode = pick(["mc_block", "mc_block", "ls_block", "ask_block", "ls_block"])
    if mode == "ask_block" and len(snip.encode()) > 380:
        mode = "mc_block"
    fields = compose(lang, d, snip, clabel, secs[0], mode, chance(0.1))
    return finalize("secret", lang, cat + " in " + clabel + " (%s)" % mode, fields, secs)


def b_cookie(lang):
    h = pick(["admin.acme.io", "shop.hanbit.co.kr", "erp.corp.internal", "app.example.com"])
    choice = rint(0, 5)
    if choice == 0:
        name, val = "sessionid", rs(LALNUM, 32)
    elif choice == 1:
        name, val = "JSESSIONID", rs(HEXU, 32)
    elif choice == 2:
        name, val = "PHPSESSID", rs(LALNUM, 26)
    elif choice == 3:
        name, val = "connect.sid", "s%3A" + rs(B64URL, 32) + "." + rs(B64, 43).replace("+", "%2B").replace("/", "%2F")
    elif choice == 4:
        name, val = "laravel_session", b64s(json.dumps({"iv": b64(16), "value": b64(48), "mac": rs(HEX, 64), "tag": ""}, separators=(",", ":")))
    else:
        name, val = "_app_session", b64(rint(60, 120)) + "--" + rs(HEX, 40)
    ga = "_ga=GA1.1.%s.%s" % (digits(9), digits(10))
    if chance(0.5):
        snip = "GET /dashboard HTTP/1.1\nHost: %s\nCookie: %s; %s=%s; lang=ko" % (h, ga, name, val)
        clabel = "Cookie header"
    else:
        snip = "HTTP/1.1 302 Found\nLocation: /home\nSet-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val)
        clabel = "Set-Cookie header"
    where = loc_where(pick(["the HAR export", "the request dump", "the Slack thread", "the ticket"]), lang)
    d = base_ctx(lang, h, where, "session cookie" if lang == "en" else "세션 쿠키", "token",
                 sym=pick(["QA pasted a request to show the bug.", "The session kept getting invalidated after deploy."] if lang == "en"
                          else ["QA가 버그 재현용 요청을 통째로 붙여줬다.", "배포 후 세션이 계속 끊김."]),
                 fix=pick(["A live session cookie is as good as the user's password until it expires.", "HAR exports include cookies; scrub them before attaching to tickets."] if lang == "en"
                          else ["살아 있는 세션 쿠키는 만료 전까지 비밀번호와 같다.", "HAR 파일에는 쿠키가 포함되므로 티켓에 첨부하기 전에 지워야 한다."]))
    mode = pick(["mc_block", "ls_block", "ask_block", "mc_block"])
    if mode == "ask_block" and len(snip.encode()) > 380:
        mode = "mc_block"
    fields = compose(lang, d, snip, clabel, val, mode, False)
    return finalize("secret", lang, "cookie: %s in %s (%s)" % (name, clabel, mode), fields, [val])


# ---- signed URLs ------------------------------------------------------------
def b_signed(lang):
    r = rint(0, 4)
    date = "2025%02d%02d" % (rint(1, 12), rint(1, 28))
    secs = []
    if r == 0:
        ak = "AKIA" + rs(B32, 16)
        sig = rs(HEX, 64)
        url = ("https://%s.s3.ap-northeast-2.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2Fap-northeast-2%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%02d%02d%02dZ&X-Amz-Expires=%d&X-Amz-SignedHeaders=host&X-Amz-Signature=%s"
               % (pick(["acme-exports", "hanbit-invoices", "prod-reports"]), pick(["exports/2025/orders.csv", "invoices/INV-%s.pdf" % digits(8)]),
                  ak, date, date, rint(0, 23), rint(0, 59), rint(0, 59), pick([3600, 86400, 604800]), sig))
        secs = [ak, sig]
        what = "S3 presigned URL"
    elif r == 1:
        ak = "ASIA" + rs(B32, 16)
        tok = pct(pick(["IQoJb3JpZ2luX2VjE", "FwoGZXIvYXdzE"]) + rs(B64, rint(200, 260)))
        sig = rs(HEX, 64)
        url = ("https://%s.s3.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2Fus-east-1%%2Fs3%%2Faws4_request&X-Amz-Date=%sT000000Z"
               "&X-Amz-Expires=900&X-Amz-Security-Token=%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s"
               % (pick(["ml-datasets-raw", "acme-tmp"]), "uploads/" + uuid4() + ".zip", ak, date, date, tok, sig))
        secs = [ak, tok, sig]
        what = "S3 presigned URL with session token"
    elif r == 2:
        sig = rs(HEX, 512)
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=%sT101500Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=%s"
               % (pick(["acme-ml-artifacts", "hanbit-media"]), pick(["models/v3/model.tar.gz", "videos/intro.mp4"]), pick(["signer", "uploader"]),
                  pick(["acme-prod-123", "hanbit-data"]), date, date, sig))
        secs = [sig]
        what = "GCS V4 signed URL (512 hex signature)"
    elif r == 3:
        sig = pct(b64(32))
        url = ("https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=%s-%02d-%02dT%02d:00:00Z&st=%s-01-01T00:00:00Z&spr=https&sig=%s"
               % (pick(["stprodexports", "hanbitbackup"]), pick(["exports", "backups"]), pick(["daily.parquet", "db.bak"]), date[:4], rint(1, 12), rint(1, 28), rint(0, 23), date[:4], sig))
        secs = [sig]
        what = "Azure SAS URL"
    else:
        sig = rs(B64URL + "~", rint(170, 340))
        url = ("https://%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s"
               % (rs(LALNUM, 14), pick(["hls/master.m3u8", "private/report.pdf"]), rint(1735000000, 1790000000), sig, rs(UALNUM, 13)))
        secs = [sig]
        what = "CloudFront signed URL"
    snip = url if chance(0.6) else "curl -o out.bin '%s'" % url
    where = loc_where(pick(["the ticket", "the Slack thread", "the email", "the issue comment"]), lang)
    d = base_ctx(lang, {0: "S3", 1: "S3", 2: "GCS", 3: "Azure Blob Storage", 4: "CloudFront"}[r], where, "link" if lang == "en" else "링크", "signed")
    mode = pick(["mc_block", "ls_block", "mc_block"])
    fields = compose(lang, d, snip, "URL", None, mode, False)
    return finalize("secret", lang, "signed URL: %s (%s)" % (what, mode), fields, secs)


# ---- private keys -------------------------------------------------------------
def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def _sshstr(b):
    return len(b).to_bytes(4, "big") + b


def ec_key_body():
    der = (b"\x30\x77\x02\x01\x01\x04\x20" + rbytes(32) + b"\xa0\x0a\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07\xa1\x44\x03\x42\x00\x04" + rbytes(64))
    return "EC PRIVATE KEY", wrap(base64.b64encode(der).decode(), 64)


def openssh_ed25519_body(comment):
    pub = rbytes(32)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    chk = rbytes(4)
    priv = chk + chk + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(rbytes(32) + pub) + _sshstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + (1).to_bytes(4, "big") + _sshstr(pubblob) + _sshstr(priv)
    return "OPENSSH PRIVATE KEY", wrap(base64.b64encode(blob).decode(), 70)


def rsa_partial_body():
    head = pick([b"\x30\x82\x04\xa3\x02\x01\x00\x02\x82\x01\x01\x00", b"\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00"])
    der = head + rbytes(rint(150, 230))
    return "RSA PRIVATE KEY", wrap(base64.b64encode(der).decode(), 64)


def pkcs8_partial_body():
    der = b"\x30\x82\x04\xbd\x02\x01\x00\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01\x05\x00\x04\x82\x04\xa7\x30\x82\x04\xa3\x02\x01\x00\x02\x82\x01\x01\x00" + rbytes(rint(140, 200))
    return "PRIVATE KEY", wrap(base64.b64encode(der).decode(), 64)


def b_privkey(lang):
    r = rint(0, 6)
    comment = pick(["deploy@ci-runner", "jdoe@macbook", "ansible@bastion", "github-actions", "minsu@hanbit-dev"])
    extra = ""
    if r in (0, 1, 2, 3):
        label, lines = [ec_key_body, lambda: openssh_ed25519_body(comment), rsa_partial_body, pkcs8_partial_body][r]()
        truncated = r in (2, 3)
        body = lines[:-1] if truncated and len(lines[-1]) < 8 else lines
        if truncated:
            body = body[:rint(3, len(body))]
        pem = ["-----BEGIN %s-----" % label] + body + (["...(truncated)..."] if truncated else []) + ([] if truncated else ["-----END %s-----" % label])
        snip = "\n".join(pem)
        secs = [ln for ln in body if len(ln) >= 8]
        what = label + (" (partial paste)" if truncated else "")
        where = pick(["~/.ssh/id_ed25519", "deploy/keys/ci_key", "the Slack thread", "the secret.yaml", "config/jwt/private.pem"])
        cls = "key"
    elif r == 4:
        label, lines = pkcs8_partial_body()
        body = [ln for ln in lines if len(ln) >= 8][:rint(2, 4)]
        kid = rs(HEX, 40)
        proj = pick(["acme-prod-123", "hanbit-data-kr", "ml-sandbox-77"])
        pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(body) + "\\n...\\n-----END PRIVATE KEY-----\\n"
        snip = json.dumps({"type": "service_account", "project_id": proj, "private_key_id": kid, "private_key": "@@PK@@",
                           "client_email": "%s@%s.iam.gserviceaccount.com" % (pick(["bq-loader", "deployer"]), proj), "client_id": digits(21)}, indent=2).replace("@@PK@@", pk)
        secs = body
        what = "GCP service account JSON private_key"
        where = pick(["sa-key.json", "credentials/gcp.json", "the Slack thread"])
        cls = "key"
    elif r == 5:
        wg_priv, wg_pub, psk = b64(32), b64(32), b64(32)
        snip = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\n%sEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8" % (
            wg_priv, rint(2, 250), wg_pub, ("PresharedKey = %s\n" % psk) if chance(0.5) else "", pick(["acme.io", "hanbit.co.kr"]))
        secs = [wg_priv] + ([psk] if "PresharedKey" in snip else [])
        what = "WireGuard PrivateKey"
        where = pick(["/etc/wireguard/wg0.conf", "wg-client.conf"])
        cls = "key"
    else:
        pub_lines = wrap(b64(51), 64)
        priv = b64(rint(40, 48))
        snip = "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s\nPublic-Lines: %d\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s" % (
            comment, len(pub_lines), "\n".join(pub_lines), priv, rs(HEX, 64))
        secs = [priv]
        what = "PuTTY .ppk private lines"
        where = pick(["C:\\Users\\dev\\keys\\deploy.ppk", "deploy.ppk"])
        cls = "key"
    where = loc_where(where, lang)
    d = base_ctx(lang, what, where, "private key" if lang == "en" else "개인키", cls)
    mode = pick(["mc_block", "mc_block", "ls_block"])
    fields = compose(lang, d, snip, "PEM", None, mode, False)
    return finalize("secret", lang, "private key: %s (%s, %d body lines listed)" % (what, mode, len(secs)), fields, secs)


# ---- MFA material, PINs, Wi-Fi, webhooks -------------------------------------
MFA_SVCS = ["AWS root", "GitHub org owner", "Google Workspace admin", "Cloudflare", "the registrar (Gabia)", "Naver Cloud console", "Okta admin",
            "the shared ops account", "Apple Developer", "Azure portal"]


def b_totp(lang):
    svc = pick(MFA_SVCS)
    seed = rs(B32, pick([16, 32]))
    acct = pick(["ops@acme.io", "admin", "minsu.kim", "infra-shared"])
    r = rint(0, 2)
    if r == 0:
        snip = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (pct(svc.split()[0]), pct(acct), seed, pct(svc.split()[0]))
        listed = seed
        clabel = "otpauth URI"
    elif r == 1:
        listed = " ".join(wrap(seed, 4))
        snip = "Secret key (manual entry): " + listed
        clabel = "TOTP seed grouped"
    else:
        listed = seed
        snip = 'import pyotp\ntotp = pyotp.TOTP("%s")\nprint(totp.now())' % seed
        clabel = "pyotp code"
    where = loc_where(pick(["the handover note", "the QR code", "the wiki page", "the team vault"]), lang)
    d = base_ctx(lang, svc, where, "TOTP seed" if lang == "en" else "TOTP 시드", "mfa")
    mode = pick(["mc_block", "ls_block", "mc_inline", "split_ls"]) if r != 2 else pick(["mc_block", "ls_block"])
    fields = compose(lang, d, snip, clabel, listed, mode, chance(0.15))
    return finalize("secret", lang, "MFA: TOTP seed for %s in %s (%s)" % (svc, clabel, mode), fields, [listed])


def b_recovery(lang):
    svc = pick(MFA_SVCS)
    style = rint(0, 3)
    n = rint(4, 10)
    if style == 0:
        codes = ["%s-%s" % (rs(HEX, 5), rs(HEX, 5)) for _ in range(n)]
    elif style == 1:
        codes = ["%s %s" % (digits(4, False), digits(4, False)) for _ in range(n)]
    elif style == 2:
        codes = ["%s-%s-%s" % (rs(UALNUM, 4), rs(UALNUM, 4), rs(UALNUM, 4)) for _ in range(n)]
    else:
        codes = [rs(LALNUM, 10) for _ in range(n)]
    if chance(0.5):
        snip = "\n".join(codes)
    else:
        snip = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes)) if chance(0.5) else "  ".join(codes)
    where = loc_where(pick(["the printed sheet", "the handover note", "the wiki page", "the email"]), lang)
    d = base_ctx(lang, svc, where, "recovery codes" if lang == "en" else "복구 코드", "mfa")
    mode = pick(["mc_block", "ls_block", "ask_block"])
    if mode == "ask_block" and len(snip.encode()) > 380:
        mode = "mc_block"
    fields = compose(lang, d, snip, "codes", None, mode, False)
    return finalize("secret", lang, "MFA: %d recovery codes for %s (%s)" % (n, svc, mode), fields, codes)


PIN_CTX = {
    "en": [("YubiKey PIV PIN", "the YubiKey used for code signing"), ("YubiKey PUK", "the signing YubiKey"), ("SIM PUK", "the on-call phone's SIM"),
           ("OpenPGP admin PIN", "the release smartcard"), ("door lock code", "the server room"), ("HSM operator PIN", "the staging HSM")],
    "ko": [("YubiKey PIV PIN", "코드 서명용 YubiKey"), ("YubiKey PUK", "서명용 YubiKey"), ("SIM PUK", "당직폰 유심"),
           ("OpenPGP admin PIN", "릴리스용 스마트카드"), ("도어락 비밀번호", "서버실"), ("HSM 운영자 PIN", "스테이징 HSM")],
}


def b_pin(lang):
    what, svc = pick(PIN_CTX[lang])
    pin = digits(8, False)
    if pin == pin[0] * 8:
        return None
    where = loc_where(pick(["the handover note", "the Slack thread", "the wiki page"]), lang)
    d = base_ctx(lang, svc, where, what, "mfa",
                 sym=pick(["I needed physical access for the maintenance task and nobody on shift knew the code.", "The device locked after three wrong attempts.",
                           "The signing step asked for a PIN I did not have."] if lang == "en" else
                          ["점검 작업에 물리 접근이 필요했는데 당직자 중 코드를 아는 사람이 없었음.", "세 번 틀려서 장치가 잠겼다.", "서명 단계에서 모르는 PIN을 요구함."]),
                 fix=pick(["PINs and PUKs belong in the team vault; after three wrong tries the device locks.", "Changing the PIN does not change the PUK; both must be recorded.",
                           "Ask the facility owner before using the code; every use is logged."] if lang == "en" else
                          ["PIN과 PUK는 팀 vault에 보관해야 함. 세 번 틀리면 잠김.", "PIN을 바꿔도 PUK는 그대로라 둘 다 기록해 둬야 한다.",
                           "코드를 쓰기 전에 시설 담당자에게 먼저 알릴 것. 사용 기록이 남는다."]))
    mode = pick(["mc_inline", "ask_val", "split_ls", "split_ask"])
    if chance(0.3):
        snip = "ykman piv access change-pin --pin %s --new-pin %s" % (digits(8, False), pin) if what.startswith("YubiKey PIV") else None
        if snip:
            mode = "mc_block"
            fields = compose(lang, d, snip, "CLI command", pin, mode, False)
            old = snip.split("--pin ")[1].split()[0]
            return finalize("secret", lang, "PIN: %s change command (%s)" % (what, mode), fields, [pin, old])
    fields = compose(lang, d, None, "prose", pin, mode, chance(0.2))
    return finalize("secret", lang, "PIN: 8-digit %s (%s)" % (what, mode), fields, [pin])


def b_wifi(lang):
    ssid = pick(["ACME-Lab-5G", "Hanbit_Guest", "IoT-Test", "Office-2F", "QA-Devices", "pangyo_office"])
    kind, pw = make_pw(lang)
    if len(pw) > 63:
        pw = pw[:40]
    r = rint(0, 5)
    if r == 0:
        if any(c in pw for c in ';,:\\"'):
            return None
        snip = "WIFI:S:%s;T:WPA;P:%s;;" % (ssid, pw)
        clabel = "Wi-Fi QR payload"
    elif r == 1:
        if '"' in pw:
            return None
        snip = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
        clabel = "wpa_supplicant.conf"
    elif r == 2:
        q = _sq(pw)
        if not q:
            return None
        snip = "nmcli dev wifi connect %s password %s" % (ssid, q)
        clabel = "nmcli"
    elif r == 3:
        snip = "interface=wlan0\nssid=%s\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase=%s" % (ssid, pw)
        clabel = "hostapd.conf"
    elif r == 4:
        if '"' in pw or "\\" in pw:
            return None
        snip = '#define WIFI_SSID "%s"\n#define WIFI_PASS "%s"\n\nvoid setup() {\n  WiFi.begin(WIFI_SSID, WIFI_PASS);\n}' % (ssid, pw)
        clabel = "ESP32 Arduino sketch"
    else:
        snip = None
        clabel = "prose"
    svc = "Wi-Fi %s" % ssid
    where = loc_where({0: "the QR code", 1: "/etc/wpa_supplicant/wpa_supplicant.conf", 2: "the runbook", 3: "/etc/hostapd/hostapd.conf",
                       4: "firmware/main.ino"}.get(r, pick(["the router admin page", "the wiki page", "the Slack thread"])), lang)
    d = base_ctx(lang, svc, where, "Wi-Fi password" if lang == "en" else "Wi-Fi 비밀번호", "wifi")
    mode = choose_mode(snip, pw) if snip else pick(["mc_inline", "ls_inline", "ask_val", "split_ls"])
    fields = compose(lang, d, snip, clabel, pw, mode, chance(0.15))
    return finalize("secret", lang, "Wi-Fi: %s key in %s (%s)" % (kind, clabel, mode), fields, [pw])


def b_webhook(lang):
    r = rint(0, 5)
    if r == 0:
        sec = rs(ALNUM, 24)
        url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UALNUM, 10), rs(UALNUM, 10), sec)
        svc = "Slack"
    elif r == 1:
        sec = rs(B64URL, 68)
        url = "https://discord.com/api/webhooks/%s/%s" % (digits(19), sec)
        svc = "Discord"
    elif r == 2:
        sec = rs(HEX, 32)
        url = "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (pick(["acme", "hanbitcorp"]), uuid4(), uuid4(), sec, uuid4())
        svc = "Microsoft Teams"
    elif r == 3:
        sec = rs(HEX, 64)
        url = "https://oapi.dingtalk.com/robot/send?access_token=" + sec
        svc = "DingTalk"
    elif r == 4:
        sec = uuid4()
        url = "https://open.feishu.cn/open-apis/bot/v2/hook/" + sec
        svc = "Feishu"
    else:
        sec = rs(LALNUM, 26)
        url = "https://mattermost.%s/hooks/%s" % (pick(["acme.io", "corp.internal"]), sec)
        svc = "Mattermost"
    v = {"svc": svc, "hdr": [], "url": None, "cmd": None, "method": "POST"}
    if chance(0.4):
        snip = "curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy done\"}' %s" % url
        clabel = "curl"
    else:
        out = pick_container([(pick(["ALERT_WEBHOOK_URL", "SLACK_WEBHOOK", "NOTIFY_URL", "WEBHOOK_URL"]), url)], v, [sec])
        if out is None:
            return None
        snip, _, clabel = out
    where = loc_where(pick(["the Jenkinsfile", ".github/workflows/deploy.yml", "alertmanager.yml", "the wiki page"]), lang)
    d = base_ctx(lang, svc, where, "webhook URL" if lang == "en" else "웹훅 URL", "webhook")
    mode = pick(["mc_block", "ls_block", "mc_inline", "ask_val"])
    fields = compose(lang, d, snip, clabel, url, mode, chance(0.1))
    return finalize("secret", lang, "webhook: %s incoming webhook in %s (%s)" % (svc, clabel, mode), fields, [sec])


# ---- long tokens, split secrets ------------------------------------------------
def b_long_jwt(lang):
    iss = pick(["https://login.microsoftonline.com/%s/v2.0" % uuid4(), "https://auth.acme.io/", "https://accounts.hanbit.co.kr", "https://keycloak.corp.internal/realms/prod"])
    payload = {"iss": iss, "sub": uuid4(), "aud": [pick(["api://orders", "account", "partner-api"]), "https://graph.microsoft.com"],
               "iat": rint(1700000000, 1760000000), "nbf": rint(1700000000, 1760000000), "exp": rint(1760000000, 1790000000),
               "azp": pick(["web-console", "batch-client", "mobile-app"]), "scope": "openid profile email offline_access",
               "roles": ["Orders.ReadWrite", "Reports.Read", "Admin." + pick(["Full", "Billing"])],
               "email": pick(["minsu.kim@hanbit.co.kr", "jdoe@acme.io"]), "jti": rs(B64URL, 22)}
    if chance(0.5):
        del payload["roles"], payload["nbf"]
        payload["aud"] = payload["aud"][0]
    tok = jwt(payload, alg="RS256", sig_bytes=256)
    if len(tok) > 880:
        return None
    snip = pick(["Authorization: Bearer " + tok, "export ACCESS_TOKEN=" + tok, "curl -H \"Authorization: Bearer %s\" https://api.acme.io/v1/me" % tok])
    where = loc_where(pick(["the HAR export", "the shell history", "the ticket"]), lang)
    d = base_ctx(lang, "the identity provider" if lang == "en" else "IdP", where, "access token" if lang == "en" else "액세스 토큰", "token",
                 fix=pick(["Even short-lived access tokens are valid for an hour; treat them like passwords.", "Decode JWTs locally (jwt.io is external); never paste live tokens into web tools."]
                          if lang == "en" else ["짧게 사는 액세스 토큰도 한 시간은 유효하니 비밀번호처럼 다뤄야 함.", "JWT는 로컬에서 디코드할 것. 살아 있는 토큰을 외부 웹 도구에 붙이지 말자."]))
    mode = pick(["mc_block", "ls_block"])
    fields = compose(lang, d, snip, "bash", None, mode, False)
    return finalize("secret", lang, "long token: RS256 JWT access token (%d chars) (%s)" % (len(tok), mode), fields, [tok])


def b_split(lang):
    """the label sits at the end of one field, the value opens the next one"""
    if chance(0.5):
        kind, val = make_pw(lang)
        svc, user = pick(PERSON_PW[lang])
        label = ("password for %s (%s)" % (svc, user)) if lang == "en" else ("%s (%s) 비밀번호" % (svc, user))
        cls, cat = "password", "split: %s password label/value across fields" % kind
    else:
        v = pick(VENDORS)()
        secs = [val if s is True else s for k, val, s in v["env"] if s]
        val, svc = secs[0], v["svc"]
        label = v["what"]
        cls, cat = "token", "split: %s %s label/value across fields" % (v["svc"], v["what"])
    where = loc_where(pick(["the handover note", "the Slack thread", "the ticket", "the wiki page"]), lang)
    d = base_ctx(lang, svc, where, label, cls)
    mode = pick(["split_ls", "split_ls", "split_ask"])
    if mode == "split_ask" and len(val.encode()) > 300:
        mode = "split_ls"
    fields = compose(lang, d, None, "prose", val, mode, chance(0.2))
    return finalize("secret", lang, cat + " (%s)" % mode, fields, [val])


# ==========================================================================
# CLEAN notes: risky-looking material that is not a credential
# each generator returns (snippet or None, where, container label, svc, detail, inline value or None)
# ==========================================================================
def acct_id():
    return digits(12)


def placeholder_for(key):
    k = key.upper()
    forms = ["<%s>" % key.lower().replace("_", "-"), "<your-%s>" % key.lower().replace("_", "-"), "${%s}" % k, "YOUR_%s_HERE" % k,
             "REPLACE_ME", "xxxxxxxx", "<redacted>", "TODO", "{{ .Values.%s }}" % camel(k), "%%(%s)s" % key.lower(), "***", "<set-in-vault>", "", "changeit-not-set"]
    if "STRIPE" in k:
        forms += ["sk_live_" + "X" * 24, "sk_live_..."]
    if "GITHUB" in k or "GH_" in k:
        forms += ["ghp_" + "x" * 36, "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"]
    if "AWS" in k:
        forms += ["AKIA" + "X" * 16, "<AWS_ACCESS_KEY_ID>"]
    if "OPENAI" in k:
        forms += ["sk-...", "sk-proj-<your key>"]
    if "SLACK" in k:
        forms += ["xoxb-your-bot-token", "xoxb-0000000000-0000000000000-XXXXXXXXXXXXXXXXXXXXXXXX"]
    f = pick(forms)
    return f if f != "changeit-not-set" else "<not-set>"


def cg_placeholder(lang):
    v = pick(VENDORS)()
    pairs = []
    first_ph = None
    for k, val, s in v["env"]:
        pairs.append((k, placeholder_for(k) if s else val))
        if s and first_ph is None:
            first_ph = pairs[-1][1]
    if chance(0.3):
        svc, ukey, uval, pkey = pick(PW_SERVICES)
        pairs.append((pkey, placeholder_for(pkey)))
    out = pick_container(pairs, v, [])
    if out is None:
        return None
    snip, where, clabel = out
    return snip, where, clabel, v["svc"], "placeholder values for %s in %s" % (v["svc"], clabel), first_ph or None


def cg_placeholder_url(lang):
    forms = ["postgres://USER:PASSWORD@HOST:5432/DBNAME", "postgresql://app:${DB_PASSWORD}@db:5432/app",
             "mysql://root:<password>@127.0.0.1:3306/test", "mongodb+srv://<username>:<password>@cluster0.xxxxx.mongodb.net/",
             "redis://:${REDIS_PASSWORD}@redis:6379/0", "amqp://guest:guest@localhost:5672/", "https://<user>:<token>@git.corp.internal/team/repo.git",
             "jdbc:mysql://localhost:3306/app?user=${DB_USER}&password=${DB_PASSWORD}", "smtp://apikey:${SENDGRID_API_KEY}@smtp.sendgrid.net:587"]
    url = pick(forms)
    key = pick(["DATABASE_URL", "DSN", "CONNECTION_STRING", "BROKER_URL"])
    snip = pick(["%s=%s" % (key, url), "export %s='%s'" % (key, url), url])
    return snip, pick([".env.example", "README.md", "docs/setup.md", "docker-compose.yml"]), "connection string template", "the database", "templated connection string", None


def cg_masked(lang):
    r = rint(0, 9)
    four = rs(UALNUM, 4)
    if r == 0:
        snip = ("      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
                "   profile                 %s           manual    --profile\naccess_key     ****************%s shared-credentials-file\n"
                "secret_key     ****************%s shared-credentials-file\n    region           ap-northeast-2      config-file    ~/.aws/config") % (pick(["deploy", "default"]), four, rs(ALNUM, 4))
        det, svc = "aws configure list masked output", "AWS"
    elif r == 1:
        snip = "github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % pick(["jdoe", "minsu-kim", "ci-bot"])
        det, svc = "gh auth status masked token", "GitHub"
    elif r == 2:
        snip = "Name:         db-cred\nNamespace:    %s\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes" % (pick(["payments", "default"]), rint(12, 40), rint(3, 12))
        det, svc = "kubectl describe secret (sizes only)", "Kubernetes"
    elif r == 3:
        snip = "Run ./scripts/deploy.sh\n  env:\n    STRIPE_SECRET_KEY: ***\n    DATABASE_URL: ***\n    NODE_ENV: production\nDeploying release %s ..." % ("v%d.%d.%d" % (rint(1, 5), rint(0, 30), rint(0, 20)))
        det, svc = "GitHub Actions masked env", "GitHub Actions"
    elif r == 4:
        snip = "$ env | grep -i key\nOPENAI_API_KEY=sk-proj-****************%s\nANTHROPIC_API_KEY=sk-ant-****%s\nGOOGLE_MAPS_KEY=<unset>" % (rs(ALNUM, 4), rs(ALNUM, 4))
        det, svc = "env output with masked keys", "OpenAI"
    elif r == 5:
        snip = "┌──────────────────┬──────────────────────────────┐\n│ NAME             │ VALUE                        │\n├──────────────────┼──────────────────────────────┤\n│ DB_PASSWORD      │ ••••••••••••                 │\n│ STRIPE_KEY       │ sk_live_••••••••••••%s     │\n│ LOG_LEVEL        │ info                         │\n└──────────────────┴──────────────────────────────┘" % rs(ALNUM, 4)
        det, svc = "doppler secrets table (masked)", "Doppler"
    elif r == 6:
        snip = "> vercel env ls\n name                 value        environments        created\n DATABASE_URL         Encrypted    Production          %dd ago\n NEXTAUTH_SECRET      Encrypted    Production, Preview  %dd ago" % (rint(2, 90), rint(2, 90))
        det, svc = "vercel env ls (Encrypted)", "Vercel"
    elif r == 7:
        snip = "%s INFO  [db] connecting to postgresql://app:*****@%s:5432/orders (ssl=require)" % (ts_log(), host())
        det, svc = "log line with masked DB password", "PostgreSQL"
    elif r == 8:
        snip = "Slack bot token: xoxb-****-****-************%s (last rotated %s)" % (rs(ALNUM, 4), ts()[:10])
        det, svc = "masked Slack token with last 4", "Slack"
    else:
        snip = "$ heroku config -a %s\nDATABASE_URL:  postgres://u*****:******@ec2-%d-%d-%d-%d.compute-1.amazonaws.com:5432/d*****\nREDIS_TLS_URL: rediss://:******@ec2-%d-%d-%d-%d.compute-1.amazonaws.com:%d" % (
            pick(["acme-api", "hanbit-web"]), rint(1, 254), rint(1, 254), rint(1, 254), rint(1, 254), rint(1, 254), rint(1, 254), rint(1, 254), rint(1, 254), rint(10000, 30000))
        det, svc = "heroku config (masked)", "Heroku"
    return snip, pick(["the terminal", "the CI job log", "the pod logs", "the runbook"]), "CLI output", svc, det, None


def cg_ref(lang):
    r = rint(0, 11)
    if r == 0:
        snip = "    env:\n      NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n      AWS_ROLE_ARN: arn:aws:iam::%s:role/%s\n    steps:\n      - uses: aws-actions/configure-aws-credentials@v4\n        with:\n          role-to-assume: ${{ env.AWS_ROLE_ARN }}\n          aws-region: ap-northeast-2" % (acct_id(), pick(["gha-deploy", "ci-release"]))
        det = "GitHub Actions secrets reference + OIDC role"
    elif r == 1:
        snip = "        env:\n          - name: DB_PASSWORD\n            valueFrom:\n              secretKeyRef:\n                name: %s\n                key: password" % pick(["orders-db", "pg-app-credentials"])
        det = "k8s secretKeyRef"
    elif r == 2:
        snip = "$ aws secretsmanager get-secret-value --secret-id arn:aws:secretsmanager:ap-northeast-2:%s:secret:prod/orders/db-%s --query SecretString --output text | jq -r .password > /dev/null" % (acct_id(), rs(ALNUM, 6))
        det = "AWS Secrets Manager ARN"
    elif r == 3:
        snip = "$ aws ssm get-parameter --name /%s/api/stripe_secret_key --with-decryption --query Parameter.Value --output text" % pick(["prod", "stg"])
        det = "SSM parameter path"
    elif r == 4:
        snip = "$ vault kv get -field=password secret/%s/postgres\n$ export VAULT_ADDR=https://vault.corp.internal:8200" % pick(["prod", "staging"])
        det = "Vault path"
    elif r == 5:
        snip = "STRIPE_SECRET_KEY=op://Engineering/Stripe %s/credential\nDB_PASSWORD=op://Engineering/orders-db/password\n\n$ op run --env-file=.env.tpl -- npm start" % pick(["Live", "Test"])
        det = "1Password op:// references"
    elif r == 6:
        snip = '"DbPassword": "@Microsoft.KeyVault(SecretUri=https://kv-%s.vault.azure.net/secrets/DbPassword/)"' % pick(["prod-krc", "acme-prod"])
        det = "Azure Key Vault reference"
    elif r == 7:
        snip = "gcloud secrets versions access latest --secret=%s --project=%s" % (pick(["db-password", "stripe-key"]), pick(["acme-prod-123", "hanbit-data"]))
        det = "GCP Secret Manager reference"
    elif r == 8:
        snip = "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: orders-db\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n    - secretKey: password\n      remoteRef:\n        key: prod/orders/db\n        property: password"
        det = "ExternalSecret manifest"
    elif r == 9:
        snip = "withCredentials([string(credentialsId: 'npm-publish-token', variable: 'NPM_TOKEN')]) {\n    sh 'echo \"//registry.npmjs.org/:_authToken=${NPM_TOKEN}\" > .npmrc && npm publish'\n}"
        det = "Jenkins withCredentials"
    elif r == 10:
        snip = "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt"
        det = "compose secrets file reference"
    else:
        snip = 'data "aws_secretsmanager_secret_version" "db" {\n  secret_id = "prod/orders/db"\n}\n\nresource "aws_db_instance" "orders" {\n  username = "app"\n  password = jsondecode(data.aws_secretsmanager_secret_version.db.secret_string)["password"]\n}'
        det = "Terraform secret data source"
    return snip, pick(["the workflow file", "k8s/deployment.yaml", "the runbook", "main.tf", "the Jenkinsfile", "docker-compose.yml"]), "secret reference", pick(["the secret manager", "Vault", "AWS Secrets Manager", "1Password"]), det, None


def cg_hash(lang):
    r = rint(0, 9)
    if r == 0:
        snip = "\n".join("%s  %s" % (rs(HEX, 64), f) for f in shuffled(["dist/app-linux-amd64.tar.gz", "dist/app-darwin-arm64.tar.gz", "dist/app-windows-amd64.zip"])[:rint(2, 3)])
        det = "sha256sum output"
    elif r == 1:
        snip = "%s/%s@sha256:%s" % (pick(["ghcr.io/acme", "registry.corp.internal/platform", "123456789012.dkr.ecr.ap-northeast-2.amazonaws.com"]), pick(["api", "worker"]), rs(HEX, 64))
        det = "container image digest"
    elif r == 2:
        snip = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s"\n}' % (
            ("lodash",) + (rint(1, 9), rint(0, 20), rint(0, 30)) + ("lodash", "lodash") + (rint(1, 9), rint(0, 20), rint(0, 30)) + (b64(64),))
        det = "package-lock integrity (sha512 base64)"
    elif r == 3:
        mods = ["github.com/aws/aws-sdk-go-v2", "golang.org/x/crypto", "google.golang.org/grpc"]
        snip = "\n".join("%s v%d.%d.%d h1:%s" % (m, rint(0, 1), rint(1, 60), rint(0, 9), b64(32)) for m in mods[:rint(2, 3)])
        det = "go.sum h1 hashes"
    elif r == 4:
        snip = "\n".join("%s %s" % (rs(HEX, 7), pick(["fix: retry on 429", "chore: bump deps", "feat(api): add settlement export", "revert: drop cache layer", "refactor: split worker"])) for _ in range(rint(3, 6)))
        det = "git log --oneline SHAs"
    elif r == 5:
        snip = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (rs(HEX, 64), rs(HEX, 64))
        det = "pip --hash pins"
    elif r == 6:
        snip = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.%d/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % (rint(0, 9), b64(48))
        det = "SRI integrity hash"
    elif r == 7:
        snip = 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.%d.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n  ]\n}' % (rint(10, 80), b64(32), rs(HEX, 64))
        det = ".terraform.lock.hcl hashes"
    elif r == 8:
        snip = "HTTP/2 200\netag: \"%s\"\nx-amz-version-id: %s\ncontent-md5: %s" % (rs(HEX, 32), rs(B64URL, 32), b64(16))
        det = "ETag / version id / MD5"
    else:
        snip = "-- test fixture: bcrypt hash of a throwaway fixture value, not a real login\nINSERT INTO users (email, password_hash) VALUES ('fixture@example.com', '$2b$12$%s');" % rs(ALNUM + "./", 53)
        det = "bcrypt hash in test fixture"
    return snip, pick(["the release notes", "the build log", "package-lock.json", "go.sum", "the terminal", "db/seeds/test.sql"]), "hash/digest", "the build", det, None


def cg_ids(lang):
    r = rint(0, 11)
    if r == 0:
        snip = "x-amzn-RequestId: %s\nx-amz-apigw-id: %s\nX-Amzn-Trace-Id: Root=1-%s-%s" % (uuid4(), rs(ALNUM, 14) + "=", rs(HEX, 8), rs(HEX, 24))
        det = "AWS request/trace ids"
    elif r == 1:
        snip = "X-Cache: Error from cloudfront\nVia: 1.1 %s.cloudfront.net (CloudFront)\nX-Amz-Cf-Pop: ICN57-P%d\nX-Amz-Cf-Id: %s==" % (rs(HEX, 32), rint(1, 9), rs(B64URL, 54))
        det = "CloudFront X-Amz-Cf-Id"
    elif r == 2:
        snip = "customer: cus_%s\npayment_intent: pi_%s\ncharge: ch_%s\nevent: evt_%s\naccount: acct_%s" % (rs(ALNUM, 14), rs(ALNUM, 24), rs(ALNUM, 24), rs(ALNUM, 24), rs(ALNUM, 16))
        det = "Stripe object ids"
    elif r == 3:
        snip = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s\n# auth token is injected from Vault at runtime" % (rs(HEX, 32), rs(HEX, 32))
        det = "Twilio Account SID (identifier)"
    elif r == 4:
        snip = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nGOOGLE_REDIRECT_URI=https://app.acme.io/auth/callback" % (digits(12), rs(LALNUM, 32))
        det = "OAuth client id"
    elif r == 5:
        snip = "arn:aws:iam::%s:role/%s\narn:aws:lambda:ap-northeast-2:%s:function:%s\narn:aws:sqs:ap-northeast-2:%s:%s" % (
            acct_id(), pick(["ecs-task-orders", "lambda-exec"]), acct_id(), pick(["resize-image", "settle-daily"]), acct_id(), pick(["orders-dlq", "events.fifo"]))
        det = "AWS ARNs and account ids"
    elif r == 6:
        snip = "channel=C%s team=T%s user=U%s bot_id=B%s ts=%d.%06d" % (rs(UALNUM, 10), rs(UALNUM, 10), rs(UALNUM, 10), rs(UALNUM, 10), rint(1700000000, 1760000000), rint(0, 999999))
        det = "Slack ids"
    elif r == 7:
        snip = "Sentry event %s\ntrace_id=%s span_id=%s\nrelease=api@%d.%d.%d+%s" % (rs(HEX, 32), rs(HEX, 32), rs(HEX, 16), rint(1, 4), rint(0, 30), rint(0, 9), rs(HEX, 7))
        det = "Sentry event / trace ids"
    elif r == 8:
        snip = "NAVER_CLIENT_ID=%s\nKAKAO_APP_ID=%s\nWECHAT_APPID=wx%s\nFEISHU_APP_ID=cli_%s\n# secrets for these live in the vault" % (rs(ALNUM + "_", 20), digits(6), rs(HEX, 16), rs(HEX, 16))
        det = "app / client ids (not secrets)"
    elif r == 9:
        snip = "subscriptionId: %s\ntenantId: %s\nclientId: %s\nresourceGroup: rg-%s-prod" % (uuid4(), uuid4(), uuid4(), pick(["orders", "data"]))
        det = "Azure subscription/tenant/client ids"
    elif r == 10:
        snip = "metadata:\n  name: api-%s-%s\n  uid: %s\n  resourceVersion: \"%d\"" % (rs(LALNUM, 10), rs(LALNUM, 5), uuid4(), rint(100000, 99999999))
        det = "k8s pod name and uid"
    else:
        snip = "idempotency-key: %s\nX-Request-Id: req_%s\ntraceparent: 00-%s-%s-01" % (uuid4(), rs(ALNUM, 14), rs(HEX, 32), rs(HEX, 16))
        det = "idempotency key / request id / traceparent"
    return snip, pick(["the response headers", "the error log", "the dashboard", "the ticket", ".env.example"]), "identifiers", "the API", det, None


def cg_pubkey(lang):
    r = rint(0, 8)
    comment = pick(["deploy@ci-runner", "jdoe@macbook", "minsu@hanbit-dev", "github-actions"])
    if r == 0:
        snip = "ssh-ed25519 %s %s" % (base64.b64encode(_sshstr(b"ssh-ed25519") + _sshstr(rbytes(32))).decode(), comment)
        det = "ssh-ed25519 public key"
    elif r == 1:
        snip = "ssh-rsa %s %s" % (base64.b64encode(_sshstr(b"ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + rbytes(256))).decode(), comment)
        det = "ssh-rsa public key (authorized_keys)"
    elif r == 2:
        snip = "%s ecdsa-sha2-nistp256 %s" % (pick(["github.com", "gitlab.corp.internal", "10.20.1.15"]), base64.b64encode(_sshstr(b"ecdsa-sha2-nistp256") + _sshstr(b"nistp256") + _sshstr(b"\x04" + rbytes(64))).decode())
        det = "known_hosts line"
    elif r == 3:
        der = b"\x30\x59\x30\x13\x06\x07\x2a\x86\x48\xce\x3d\x02\x01\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07\x03\x42\x00\x04" + rbytes(64)
        snip = "-----BEGIN PUBLIC KEY-----\n" + "\n".join(wrap(base64.b64encode(der).decode(), 64)) + "\n-----END PUBLIC KEY-----"
        det = "PEM PUBLIC KEY"
    elif r == 4:
        der = b"\x30\x82\x03" + rbytes(rint(300, 420))
        lines = wrap(base64.b64encode(der).decode(), 64)
        snip = "-----BEGIN CERTIFICATE-----\n" + "\n".join(lines) + "\n-----END CERTIFICATE-----"
        det = "X.509 certificate (public)"
    elif r == 5:
        fp = rs(HEXU, 40)
        snip = "pub   ed25519 %s [SC]\n      %s\nuid           [ultimate] Release Signing <release@%s>\nsub   cv25519 %s [E]" % (ts()[:10], fp, pick(["acme.io", "hanbit.co.kr"]), ts()[:10])
        det = "GPG key fingerprint"
    elif r == 6:
        snip = "256 SHA256:%s %s (ED25519)\n3072 SHA256:%s %s (RSA)" % (b64(32, pad=False), comment, b64(32, pad=False), comment)
        det = "SSH key fingerprints"
    elif r == 7:
        snip = "[Peer]\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32\nEndpoint = %s:51820\nPersistentKeepalive = 25" % (b64(32), rint(2, 250), pick(["vpn.acme.io", "203.0.113.%d" % rint(1, 254)]))
        det = "WireGuard peer PublicKey only"
    else:
        snip = '{"keys":[{"kty":"RSA","kid":"%s","use":"sig","alg":"RS256","n":"%s","e":"AQAB"}]}' % (rs(B64URL, 22), b64(256, url=True, pad=False))
        det = "JWKS public key"
    return snip, pick(["~/.ssh/authorized_keys", "the deploy key settings", "certs/ca.pem", "the wiki page", "/.well-known/jwks.json"]), "public key material", "SSH/TLS", det, None


def cg_b64(lang):
    r = rint(0, 5)
    if r == 0:
        cfg = json.dumps({"featureFlags": {"newCheckout": chance(0.5), "region": pick(["kr", "jp"])}, "maxRetries": rint(1, 5)}, separators=(",", ":"))
        snip = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-flags\nbinaryData:\n  flags.json: %s" % b64s(cfg)
        det = "ConfigMap binaryData (base64 JSON flags)"
    elif r == 1:
        plain = pick(["orders-v2-migration", "hello from the batch job", "region=ap-northeast-2", "tenant:kr-01", "feature=new-checkout"])
        snip = "$ echo -n '%s' | base64\n%s" % (plain, b64s(plain))
        det = "base64 of a plain string"
    elif r == 2:
        snip = "next_cursor: %s" % b64s(json.dumps({"offset": rint(100, 9000), "sort": "created_at", "id": rint(10000, 999999)}, separators=(",", ":")))
        det = "pagination cursor (base64 JSON)"
    elif r == 3:
        snip = '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA%s" alt="logo">' % rs(B64, rint(80, 160))
        det = "data URI image"
    elif r == 4:
        snip = "Message(offset=%d, key=b'order-%s', value=b64'%s')" % (rint(1000, 9999999), digits(6), b64s(json.dumps({"orderId": digits(8), "status": pick(["PAID", "SHIPPED"]), "amount": rint(1000, 90000)}, separators=(",", ":"))))
        det = "Kafka message payload base64"
    else:
        snip = "protobuf (base64): %s" % b64(rint(30, 60))
        det = "base64 protobuf debug dump"
    return snip, pick(["the pod logs", "the ConfigMap", "the API response", "the debugger"]), "base64 data", "the service", det, None


def cg_longid(lang):
    r = rint(0, 5)
    if r == 0:
        snip = "arn:aws:cloudformation:ap-northeast-2:%s:stack/%s/%s" % (acct_id(), pick(["orders-prod", "data-lake-ingest"]), uuid4())
        det = "CloudFormation stack id"
    elif r == 1:
        snip = "s3://%s/raw/year=2025/month=%02d/part-%05d-%s-c000.snappy.parquet" % (pick(["acme-datalake", "hanbit-logs"]), rint(1, 12), rint(0, 999), uuid4())
        det = "long S3 object key"
    elif r == 2:
        snip = "image: %s:%d.%d.%d-rc.%d+build.%d.%s" % (pick(["ghcr.io/acme/api", "registry.corp.internal/web"]), rint(1, 5), rint(0, 30), rint(0, 20), rint(1, 9), rint(1000, 99999), rs(HEX, 12))
        det = "semver with build metadata"
    elif r == 3:
        snip = "Chrome extension id: %s\nFirebase installation id: %s" % (rs("abcdefghijklmnop", 32), rs(B64URL, 22))
        det = "extension / installation ids"
    elif r == 4:
        snip = "projects/%s/locations/asia-northeast3/repositories/%s/dockerImages/%s@sha256:%s" % (pick(["acme-prod-123", "hanbit-data"]), pick(["containers", "apps"]), pick(["api", "worker"]), rs(HEX, 64))
        det = "Artifact Registry resource name"
    else:
        snip = "bazel remote cache key: %s/%s\naction digest: %s/%d" % (rs(HEX, 64), rint(100, 99999), rs(HEX, 64), rint(100, 9999))
        det = "Bazel cache keys"
    return snip, pick(["the console", "the build log", "the deploy output", "the runbook"]), "long identifier", "the build", det, None


def cg_policy(lang):
    r = rint(0, 3)
    if r == 0:
        snip = "$ aws iam get-account-password-policy\n" + json.dumps({"PasswordPolicy": {"MinimumPasswordLength": pick([12, 14, 16]), "RequireSymbols": True, "RequireNumbers": True,
                                                                                     "RequireUppercaseCharacters": True, "MaxPasswordAge": pick([90, 180]), "PasswordReusePrevention": rint(3, 24)}}, indent=2)
        det = "IAM password policy JSON"
    elif r == 1:
        snip = "AUTH_PASSWORD_VALIDATORS = [\n    {'NAME': 'django.contrib.auth.password_validation.MinimumLengthValidator', 'OPTIONS': {'min_length': %d}},\n    {'NAME': 'django.contrib.auth.password_validation.CommonPasswordValidator'},\n]" % pick([10, 12, 14])
        det = "Django password validators"
    elif r == 2:
        snip = "password_policy:\n  min_length: %d\n  require_special: true\n  max_age_days: %d\n  lockout_after_failed_attempts: %d" % (pick([10, 12, 14]), pick([60, 90]), pick([5, 10]))
        det = "password policy YAML"
    else:
        snip = None
        det = "password rules discussion (prose only)"
    return snip, pick(["the security wiki", "settings.py", "the IAM console", "the Keycloak realm settings"]), "policy", "the password policy", det, None


def cg_flags(lang):
    snips = [
        ("mysql -u app -p orders    # -p with nothing attached makes mysql prompt", "mysql -p prompt"),
        ("echo \"$REGISTRY_TOKEN\" | docker login registry.acme.io -u ci --password-stdin", "docker --password-stdin"),
        ("export PGPASSFILE=$HOME/.pgpass   # psql reads the password from the file, not argv", "PGPASSFILE"),
        ("SSHPASS=\"$(vault kv get -field=password secret/jump)\" sshpass -e ssh ops@bastion", "sshpass -e env"),
        ("redis-cli --askpass -h redis-01.cache.internal", "redis-cli --askpass"),
        ("curl --netrc-file ~/.netrc https://artifacts.corp.internal/api/storage", "curl --netrc-file"),
        ("openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout env:P12_PASS", "openssl -passout env:"),
        ("kubectl create secret generic db-cred --from-file=password=./password.txt", "kubectl --from-file"),
        ("git config --global credential.helper osxkeychain", "git credential helper"),
        ("ansible-playbook site.yml --ask-become-pass --vault-password-file ~/.vault_pass.txt", "ansible --ask-become-pass"),
    ]
    snip, det = pick(snips)
    return snip, pick(["the runbook", "the README", "the terminal", "the Makefile"]), "CLI command", det.split()[0], "flag explained: " + det, None


def cg_encrypted(lang):
    r = rint(0, 6)
    if r == 0:
        def enc(n):
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(n), b64(32), b64(16))
        snip = "db:\n    password: %s\n    user: %s\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"%sZ\"\n    mac: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\n    version: 3.9.%d" % (
            enc(rint(12, 30)), enc(6), rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58), ts(), b64(48), b64(32), b64(16), rint(0, 4))
        det = "SOPS encrypted YAML"
    elif r == 1:
        lines = wrap(rs(HEX, rint(320, 560)), 80)
        snip = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(lines)
        det = "Ansible Vault blob"
    elif r == 2:
        snip = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: orders-db\n  namespace: payments\nspec:\n  encryptedData:\n    password: Ag%s" % rs(B64, rint(300, 500))
        det = "SealedSecret encryptedData"
    elif r == 3:
        snip = "$ aws kms encrypt --key-id alias/app --plaintext fileb://in.txt --query CiphertextBlob --output text\nAQICAH%s" % rs(B64, rint(180, 260))
        det = "KMS CiphertextBlob"
    elif r == 4:
        snip = "-----BEGIN AGE ENCRYPTED FILE-----\n" + "\n".join(wrap(b64(rint(150, 260)), 64)) + "\n-----END AGE ENCRYPTED FILE-----"
        det = "age armored ciphertext"
    elif r == 5:
        snip = "spring.datasource.password=ENC(%s)\njasypt.encryptor.password=${JASYPT_ENCRYPTOR_PASSWORD}" % b64(rint(32, 48))
        det = "Jasypt ENC() value"
    else:
        snip = "$ cat config/credentials.yml.enc\n%s--%s--%s==" % (b64(rint(150, 300)).rstrip("="), b64(12).rstrip("="), b64(16)[:22])
        det = "Rails credentials.yml.enc"
    return snip, pick(["secrets/prod.enc.yaml", "group_vars/all/vault.yml", "k8s/sealed-secret.yaml", "the terminal", "config/credentials.yml.enc"]), "encrypted blob", pick(["SOPS", "Ansible Vault", "kubeseal", "KMS"]), det, None


def cg_publishable(lang):
    r = rint(0, 10)
    if r == 0:
        k = "pk_live_51" + rs(ALNUM, 97)
        snip = "const stripe = Stripe('%s');" % k
        det, svc = "Stripe publishable key", "Stripe"
    elif r == 1:
        pid = pick(["acme-web-prod", "hanbit-app-kr", "shop-prod-77"])
        cfg = {"apiKey": "AIza" + rs(B64URL, 35), "authDomain": pid + ".firebaseapp.com", "projectId": pid, "storageBucket": pid + ".appspot.com",
               "messagingSenderId": digits(12), "appId": "1:%s:web:%s" % (digits(12), rs(HEX, 22))}
        snip = "const firebaseConfig = " + json.dumps(cfg, indent=2) + ";"
        det, svc = "Firebase web config apiKey", "Firebase"
    elif r == 2:
        k = "6L" + rs(B64URL, 38)
        snip = '<div class="g-recaptcha" data-sitekey="%s"></div>' % k
        det, svc = "reCAPTCHA site key", "reCAPTCHA"
    elif r == 3:
        k = pick(["live_ck_", "test_ck_"]) + rs(ALNUM, 28)
        snip = "const tossPayments = TossPayments('%s');" % k
        det, svc = "Toss Payments client key", "Toss Payments"
    elif r == 4:
        k = rs(HEX, 32)
        snip = "<script src=\"https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js\"></script>\n<script>Kakao.init('%s');</script>" % k
        det, svc = "Kakao JavaScript key", "Kakao"
    elif r == 5:
        user = pick(["acme-maps", "hanbitgeo"])
        k = "pk." + b64s(json.dumps({"u": user, "a": "cl" + rs(LALNUM, 23)}, separators=(",", ":")), url=True, pad=False) + "." + rs(B64URL, 22)
        snip = "mapboxgl.accessToken = '%s';" % k
        det, svc = "Mapbox public token (pk.)", "Mapbox"
    elif r == 6:
        app, k = rs(UALNUM, 10), rs(HEX, 32)
        snip = "const client = algoliasearch('%s', '%s'); // search-only key" % (app, k)
        det, svc = "Algolia search-only API key", "Algolia"
    elif r == 7:
        k = "pk_live_" + rs(HEX, 24)
        snip = "Payjp('%s')" % k
        det, svc = "PAY.JP public key", "PAY.JP"
    elif r == 8:
        ref = rs(LOWER, 20)
        k = jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": rint(1690000000, 1720000000), "exp": rint(2000000000, 2050000000)})
        snip = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, k)
        det, svc = "Supabase anon key", "Supabase"
    elif r == 9:
        snip = "Sentry.init({ dsn: 'https://%s@o%s.ingest.sentry.io/%s', tracesSampleRate: 0.1 });" % (rs(HEX, 32), digits(6), digits(7))
        det, svc = "Sentry DSN", "Sentry"
    else:
        k = "pk_test_" + "51" + rs(ALNUM, 97)
        snip = "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s" % k
        det, svc = "Stripe test publishable key", "Stripe"
    return snip, pick(["index.html", "src/lib/client.ts", ".env.local", "the frontend bundle"]), "frontend snippet", svc, det + " [publishable]", None


def cg_doc_example(lang):
    if chance(0.6):
        snip = "[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
        det = "AWS documentation example keys"
    else:
        snip = "Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
        det = "jwt.io documentation example token"
    return snip, pick(["docs/setup.md", "the vendor docs", "README.md", "the test fixture"]), "docs example", "the docs", det, None


CL = {  # class -> (sym en, sym ko, fix en, fix ko)
    "placeholder": (["The app booted with empty credentials because only the template was deployed.", "I couldn't tell whether the values in the template were real.",
                     "CI failed at config validation: required keys were still placeholders."],
                    ["템플릿만 배포돼서 앱이 빈 자격 증명으로 떴다.", "템플릿에 있는 값이 진짜인지 구분이 안 됐음.", "필수 키가 아직 placeholder라서 CI 설정 검증 단계에서 실패."],
                    ["{where} is only a template; real values are injected by the deploy pipeline.", "Never fill real values into the committed template; use an untracked local file.",
                     "The config loader fails fast on placeholder values, which is what we want."],
                    ["{where} 파일은 템플릿일 뿐이고 실제 값은 배포 파이프라인이 주입한다.", "커밋되는 템플릿에 실제 값을 채우지 말 것. 추적 안 되는 로컬 파일을 쓰자.",
                     "설정 로더가 placeholder 값이면 바로 실패하게 되어 있고, 그게 의도된 동작."]),
    "masked": (["I needed to know which key was active but the CLI only shows masked values.", "The log masks the password, so I couldn't confirm which user connected."],
               ["어떤 키가 활성인지 알아야 했는데 CLI는 마스킹된 값만 보여줌.", "로그에서 비밀번호가 마스킹돼서 어떤 유저로 붙었는지 확인이 어려웠다."],
               ["Compare the last four characters in the console to identify the key; the full value is never shown.", "Masked output is safe to paste; the secret itself stays in the store."],
               ["콘솔에서 끝 네 자리로 키를 식별하면 됨. 전체 값은 어디에도 표시되지 않는다.", "마스킹된 출력은 붙여넣어도 안전하고 실제 값은 저장소에만 있다."]),
    "ref": (["I didn't know where the real value came from at runtime.", "Deploy failed because the referenced secret did not exist in the new namespace."],
            ["런타임에 실제 값이 어디서 오는지 몰랐음.", "새 네임스페이스에 참조한 시크릿이 없어서 배포 실패."],
            ["The value is resolved from the secret store at deploy time; nothing secret is in the repo.", "The referenced secret must exist in each environment before the reference works."],
            ["값은 배포 시점에 secret store에서 해석되고 저장소에는 민감한 값이 없다.", "참조하는 시크릿이 환경마다 먼저 만들어져 있어야 참조가 동작한다."]),
    "hash": (["The checksum in the release notes didn't match the downloaded artifact.", "Builds were not reproducible and the digests kept changing."],
             ["릴리스 노트의 체크섬이 받은 파일과 달랐다.", "빌드가 재현되지 않아서 digest가 계속 바뀜."],
             ["Pin by digest, not by tag.", "Checksums are public; they only prove integrity.", "Lockfile hashes change when the registry tarball changes; regenerate instead of editing."],
             ["태그 말고 digest로 고정할 것.", "체크섬은 공개 정보이고 무결성만 증명한다.", "레지스트리 tarball이 바뀌면 lockfile 해시도 바뀐다. 손으로 고치지 말고 재생성."]),
    "ids": (["Support asked for the request identifiers to trace the failure.", "I confused an identifier with a credential and almost rotated it."],
            ["벤더 지원팀이 장애 추적용 요청 ID를 달라고 함.", "식별자를 자격 증명으로 착각해서 교체할 뻔했다."],
            ["These ids are safe to share with the vendor; they identify objects, they don't grant access.", "Account SIDs and client ids are identifiers; the matching secret lives elsewhere."],
            ["이 ID들은 벤더에 공유해도 된다. 객체를 가리킬 뿐 권한을 주지 않음.", "Account SID나 client id는 식별자이고 짝이 되는 시크릿은 따로 보관된다."]),
    "pubkey": (["The deploy key was rejected because the wrong public key was registered.", "Signature verification failed after the key rotation."],
               ["엉뚱한 공개키가 등록돼 있어서 배포 키가 거부됨.", "키 교체 후 서명 검증이 실패했다."],
               ["Only the public half goes into the repo or the vendor console.", "Compare fingerprints instead of eyeballing the whole key."],
               ["저장소나 벤더 콘솔에는 공개키만 올린다.", "키 전체를 눈으로 비교하지 말고 fingerprint로 비교할 것."]),
    "b64": (["The payload looked like an encoded secret, so I decoded it to check.", "The message body was unreadable in the logs."],
            ["페이로드가 인코딩된 시크릿처럼 보여서 디코드해서 확인함.", "로그에서 메시지 본문을 읽을 수 없었다."],
            ["It is plain base64 of non-sensitive data; decoding it is enough to confirm.", "base64 is encoding, not encryption; check what it decodes to before deciding."],
            ["민감하지 않은 데이터를 base64로 인코딩한 것뿐이다. 디코드해 보면 확인 가능.", "base64는 암호화가 아니라 인코딩. 판단 전에 디코드 결과부터 볼 것."]),
    "longid": (["The deploy referenced a resource I couldn't find in the console.", "The long identifier got truncated in the ticket."],
               ["배포가 참조하는 리소스를 콘솔에서 찾을 수 없었음.", "티켓에서 긴 식별자가 잘려 있었다."],
               ["Copy full identifiers; truncated names point at the wrong resource.", "Use the full resource name when filing tickets."],
               ["식별자는 전체를 복사할 것. 잘리면 다른 리소스를 가리킨다.", "티켓에는 리소스 전체 이름을 적자."]),
    "policy": (["New service accounts were rejected by the password policy.", "Users complained that the password rules changed without notice."],
               ["새 서비스 계정이 비밀번호 정책에 걸려서 생성 실패.", "비밀번호 규칙이 공지 없이 바뀌었다는 불만이 나옴."],
               ["The policy requires long passwords with symbols and periodic rotation; generate them with the password manager.", "Policy changes apply at the next password change, not immediately."],
               ["정책상 기호가 포함된 긴 비밀번호와 주기적 교체가 필요하다. 비밀번호 관리자로 생성할 것.", "정책 변경은 즉시가 아니라 다음 비밀번호 변경 시점부터 적용된다."]),
    "flags": (["I wasn't sure how to pass the password without it ending up in shell history.", "The script was hanging on a prompt in CI."],
              ["비밀번호가 셸 히스토리에 안 남게 넘기는 방법을 몰랐음.", "CI에서 스크립트가 프롬프트에 걸려 멈춤."],
              ["Use the stdin, file or env-var variant of the flag so nothing sensitive appears in argv.", "Flags that read from a file or stdin keep the value out of ps output."],
              ["stdin, 파일, 환경 변수로 받는 플래그를 쓰면 argv에 민감한 값이 안 남는다.", "파일이나 stdin에서 읽는 플래그를 쓰면 ps 출력에 값이 안 보인다."]),
    "encrypted": (["I couldn't tell whether the committed file contained plaintext secrets.", "The decrypt step failed on the new runner."],
                  ["커밋된 파일에 평문 시크릿이 있는지 판단이 안 섰다.", "새 러너에서 복호화 단계가 실패함."],
                  ["The file is encrypted at rest; only CI with the right key can decrypt it.", "Encrypted blobs are fine to commit; the decryption key is what must be protected."],
                  ["파일은 암호화된 상태로 저장되고 올바른 키가 있는 CI만 복호화할 수 있다.", "암호문은 커밋해도 되고 보호해야 하는 건 복호화 키다."]),
    "publishable": (["I thought a key had leaked into the frontend bundle.", "The security scanner flagged a key in the client code."],
                    ["프론트엔드 번들에 키가 새어 나간 줄 알았다.", "보안 스캐너가 클라이언트 코드의 키를 경고함."],
                    ["{svc} documents this key as public; it is meant to ship in the browser.", "Publishable/client keys can't perform privileged actions; the secret key stays on the server."],
                    ["{svc} 문서상 이 키는 공개용이고 브라우저에 포함되는 게 정상.", "공개(클라이언트) 키로는 권한 있는 작업을 못 한다. 비밀 키는 서버에만 둔다."]),
    "doc": (["The setup guide had keys in it and I wanted to know whether they were real.", "A scanner flagged keys in the docs folder."],
            ["설정 가이드에 키가 들어 있어서 진짜인지 확인하고 싶었음.", "스캐너가 docs 폴더의 키를 경고했다."],
            ["These are the vendor's documented example values; they don't work anywhere.", "Example values from vendor docs are safe to keep in docs."],
            ["벤더 문서에 나오는 예시 값이라 어디서도 동작하지 않는다.", "벤더 문서의 예시 값은 docs에 둬도 안전하다."]),
}

ASK_CLEAN = {
    "en": ["Is {where} the right place to document this?", "Should I add this to the runbook?", "Do you want the real values wired through the secret manager for {env}?",
           "Which environments besides {env} does this apply to?", "Should I add a CI check for this?", ""],
    "ko": ["이 내용을 {where}에 정리해 두는 게 맞나요?", "런북에 추가할까요?", "{env}의 실제 값은 secret manager로 연결할까요?",
           "{env} 말고 어떤 환경에도 적용되나요?", "이거 CI 체크로 추가할까요?", ""],
}
ASK_PLAIN_BY["clean"] = ASK_CLEAN

CLEAN_GENS = [("placeholder", cg_placeholder), ("placeholder", cg_placeholder_url), ("masked", cg_masked), ("ref", cg_ref), ("hash", cg_hash),
              ("ids", cg_ids), ("pubkey", cg_pubkey), ("b64", cg_b64), ("longid", cg_longid), ("policy", cg_policy), ("flags", cg_flags),
              ("encrypted", cg_encrypted), ("publishable", cg_publishable), ("doc", cg_doc_example)]


def b_clean(lang, cls, gen):
    res = gen(lang)
    if res is None:
        return None
    snip, where, clabel, svc, det, val = res
    where = loc_where(where, lang)
    sy, sk, fe, fk = CL[cls]
    d = base_ctx(lang, svc, where, pick(["value", "key", "setting"]) if lang == "en" else pick(["값", "키", "설정"]), "token",
                 sym=pick(sy if lang == "en" else sk), fix=pick(fe if lang == "en" else fk))
    d["fix"] = fill(d["fix"], {"where": d["where"], "svc": d["svc"]})
    d["fix2"] = fill(pick([f for f in (fe if lang == "en" else fk) if fill(f, {"where": d["where"], "svc": d["svc"]}) != d["fix"]]), {"where": d["where"], "svc": d["svc"]})
    d["cls"] = "clean"
    if snip is None:
        mode = "plain"
    else:
        mode = pick(["mc_block", "mc_block", "ls_block", "ls_block", "ask_block"])
        if mode == "ask_block" and len(snip.encode()) > 380:
            mode = "mc_block"
        if val and chance(0.3):
            mode = pick(["mc_inline", "ls_inline"])
    fields = compose(lang, d, snip, clabel, val, mode, False)
    cat = "clean: %s (%s)" % (det, mode)
    if cat.count("[publishable]"):
        cat = cat.replace(" [publishable]", "") + " [publishable]"
    return finalize("clean", lang, cat, fields, [])


# ---- plain engineering notes (no risky-looking material at all) -----------
PLAIN = {
    "en": [
        ("The flaky test `{test}` only failed between 00:00 and 09:00 KST; I didn't know CI runs in UTC.",
         "Set TZ explicitly in the test setup and never build dates from the local clock in assertions.", "Should CI pin TZ=Asia/Seoul or should tests be timezone-agnostic?"),
        ("The order list endpoint took {ms} ms with {n} orders; I didn't know the serializer lazily loaded each customer.",
         "Use select_related/prefetch for the customer and items; the query count dropped from {n} to {m}.", "Is there a performance budget for list endpoints?"),
        ("pnpm install broke after the upgrade to {ver}; I didn't know the workspace relied on hoisting.",
         "Add the missing peer dependency explicitly instead of enabling shamefully-hoist.", "Are we allowed to bump the lockfile format in this repo?"),
        ("I didn't know the nightly job reads from the replica, which lags up to {n} seconds.",
         "Anything that must see its own writes has to use the primary connection.", "Which jobs are allowed to read from the replica?"),
        ("The Docker build took {m} minutes because the COPY of the whole repo invalidated the cache.",
         "Copy the lockfile first, install, then copy the sources:\n```dockerfile\nCOPY package.json pnpm-lock.yaml ./\nRUN pnpm install --frozen-lockfile\nCOPY . .\n```", "Can I change the base image to the slim variant as well?"),
        ("The release notes generator skipped commits because it only looks at conventional commit prefixes.",
         "Squash-merge titles must start with feat:, fix: or chore:, otherwise they are dropped.", "Should I add a PR title lint?"),
        ("I didn't know the API paginates with a max page size of {n}; the export silently stopped at the first page.",
         "Loop until `has_more` is false and log the page count.", ""),
        ("The migration `{mig}` locked the orders table for {m} minutes in staging.",
         "Add columns as nullable first, backfill in batches of {n}, then add the constraint.", "Is there a maintenance window for prod migrations?"),
        ("Memory of the worker grew by {n} MB per hour; I didn't know the image cache had no size limit.",
         "Bound the LRU cache (maxsize={m}) and expose its size as a metric.", "What is the memory limit of the worker pod in prod?"),
        ("The frontend showed stale prices because the CDN cached the API response for {m} minutes.",
         "API routes must send `Cache-Control: no-store`; only static assets get long max-age.", "Which paths are allowed to be cached at the edge?"),
        ("Unit tests passed locally but failed in CI because of locale-dependent sorting of Korean names.",
         "Use an explicit collation (ko-KR) or compare with Intl.Collator in tests.", ""),
        ("The cron expression `{cron}` ran twice on DST changes in the EU region.",
         "Schedule in UTC and convert for display only.", "Which regions run the billing cron?"),
        ("gRPC calls timed out after exactly {n} seconds; I didn't know the ingress had its own idle timeout.",
         "Raise the ingress timeout and keep client deadlines lower than it.", "Who owns the ingress configuration?"),
        ("I didn't know `{file}` is generated; my manual edits were overwritten by the build.",
         "Edit the template in `templates/` and regenerate with `make gen`.", ""),
    ],
    "ko": [
        ("`{test}` 테스트가 한국 시간 00시~09시에만 실패했는데 CI가 UTC로 돈다는 걸 몰랐음.",
         "테스트에서 TZ를 명시하고, assertion에서 로컬 시계로 날짜를 만들지 말 것.", "CI에서 TZ=Asia/Seoul로 고정할까요, 테스트를 타임존 무관하게 고칠까요?"),
        ("주문 목록 API가 주문 {n}건에서 {ms}ms 걸렸다. serializer가 고객 정보를 건마다 lazy load하는 걸 몰랐음.",
         "select_related/prefetch로 바꾸니 쿼리 수가 {n}개에서 {m}개로 줄었다.", "목록 API 성능 기준이 따로 있나요?"),
        ("{ver}로 올린 뒤 pnpm install이 깨졌다. 워크스페이스가 hoisting에 의존하고 있는 줄 몰랐음.",
         "shamefully-hoist 켜지 말고 빠진 peer dependency를 명시적으로 추가.", "이 저장소에서 lockfile 포맷을 올려도 되나요?"),
        ("야간 잡이 레플리카에서 읽는데 지연이 최대 {n}초까지 난다는 걸 몰랐다.",
         "자기가 쓴 데이터를 바로 읽어야 하는 로직은 primary 커넥션을 써야 함.", "레플리카에서 읽어도 되는 잡 목록이 있나요?"),
        ("레포 전체를 COPY해서 캐시가 매번 깨지는 바람에 도커 빌드가 {m}분 걸림.",
         "lockfile 먼저 복사하고 설치한 다음 소스를 복사:\n```dockerfile\nCOPY package.json pnpm-lock.yaml ./\nRUN pnpm install --frozen-lockfile\nCOPY . .\n```", "베이스 이미지도 slim으로 바꿔도 될까요?"),
        ("릴리스 노트 생성기가 conventional commit 접두어만 봐서 일부 커밋이 빠졌다.",
         "squash merge 제목은 feat:, fix:, chore: 로 시작해야 포함된다.", "PR 제목 lint를 추가할까요?"),
        ("API 최대 페이지 크기가 {n}이라서 내보내기가 첫 페이지에서 조용히 끝났다.",
         "`has_more`가 false가 될 때까지 반복하고 페이지 수를 로그로 남길 것.", ""),
        ("`{mig}` 마이그레이션이 스테이징에서 orders 테이블을 {m}분 동안 잠갔다.",
         "컬럼은 nullable로 먼저 추가하고 {n}건씩 배치로 채운 다음 제약을 건다.", "운영 마이그레이션 점검 시간이 따로 있나요?"),
        ("워커 메모리가 시간당 {n}MB씩 늘었는데 이미지 캐시에 크기 제한이 없었다.",
         "LRU 캐시 크기를 제한(maxsize={m})하고 크기를 메트릭으로 노출.", "운영 워커 파드 메모리 limit이 얼마인가요?"),
        ("CDN이 API 응답을 {m}분 캐시해서 프론트에 예전 가격이 보였다.",
         "API 경로는 `Cache-Control: no-store`, 정적 파일만 긴 max-age.", "엣지에서 캐시해도 되는 경로가 정해져 있나요?"),
        ("한글 이름 정렬이 로케일에 따라 달라서 로컬은 통과, CI는 실패.",
         "테스트에서 collation(ko-KR)을 명시하거나 Intl.Collator로 비교할 것.", ""),
        ("`{cron}` 크론이 EU 리전에서 서머타임 전환일에 두 번 돌았다.",
         "스케줄은 UTC로 두고 표시할 때만 변환.", "정산 크론은 어느 리전에서 도나요?"),
        ("gRPC 호출이 정확히 {n}초 후 타임아웃. ingress에 별도 idle timeout이 있는 걸 몰랐다.",
         "ingress 타임아웃을 늘리고 클라이언트 deadline은 그보다 짧게.", "ingress 설정 담당자가 누구인가요?"),
        ("`{file}` 파일이 생성물이라는 걸 몰라서 직접 고친 내용이 빌드 때 덮어써졌다.",
         "`templates/`의 템플릿을 고치고 `make gen`으로 재생성.", ""),
    ],
}


def b_plain(lang):
    mc, ls, ask = pick(PLAIN[lang])
    slots = {"test": pick(["test_settlement_cutoff", "OrderExportSpec", "billing.spec.ts", "TestDailyReport"]), "ms": str(rint(800, 9000)),
             "n": str(rint(20, 500)), "m": str(rint(2, 19)), "ver": "pnpm %d.%d" % (rint(8, 9), rint(0, 15)),
             "mig": "%04d_add_%s" % (rint(1, 300), pick(["settlement_status", "coupon_code", "shipping_zone"])),
             "cron": pick(["0 2 * * *", "30 1 * * 1-5", "*/15 * * * *"]), "file": pick(["src/gen/api.ts", "internal/pb/orders.pb.go", "schema.graphql"])}
    fields = {"missing_context": tidy(fill(mc, slots)), "lesson": tidy(fill(ls, slots)), "ask_next_time": tidy(fill(ask, slots))}
    return finalize("clean", lang, "clean: plain engineering note (no risky material)", fields, [])


# ==========================================================================
# plan, generation, final checks, output
# ==========================================================================
SECRET_PLAN = [("vendor", 134), ("multi", 10), ("app", 12), ("pw_config", 40), ("pw_cmd", 40), ("connstr", 25), ("header", 16),
               ("cookie", 6), ("signed", 10), ("privkey", 14), ("totp", 6), ("recovery", 6), ("pin", 5), ("wifi", 8), ("webhook", 10),
               ("split", 12), ("long_jwt", 6)]
CLEAN_PLAN = [("placeholder", cg_placeholder, 36), ("placeholder", cg_placeholder_url, 12), ("masked", cg_masked, 28), ("ref", cg_ref, 40),
              ("hash", cg_hash, 30), ("ids", cg_ids, 38), ("pubkey", cg_pubkey, 30), ("b64", cg_b64, 16), ("longid", cg_longid, 14),
              ("policy", cg_policy, 14), ("flags", cg_flags, 14), ("encrypted", cg_encrypted, 26), ("publishable", cg_publishable, 24),
              ("doc", cg_doc_example, 4), ("plain", None, 34)]

SIMPLE_BUILDERS = {"app": b_app_secret, "pw_config": b_pw_config, "pw_cmd": b_pw_cmd, "connstr": b_connstr, "header": b_header,
                   "cookie": b_cookie, "signed": b_signed, "privkey": b_privkey, "totp": b_totp, "recovery": b_recovery, "pin": b_pin,
                   "wifi": b_wifi, "webhook": b_webhook, "split": b_split, "long_jwt": b_long_jwt}

MAX_TRIES = 500
SEEN_NOTES = {}     # dict used only for membership tests (never iterated)


def run_task(task, lang):
    """regenerates from the same PRNG stream until the candidate satisfies every rule"""
    for _ in range(MAX_TRIES):
        kind = task[0]
        if kind == "vendor":
            rec = b_vendor(lang, task[1])
        elif kind == "multi":
            rec = b_multi_env(lang, task[1])
        elif kind == "clean":
            rec = b_plain(lang) if task[1] == "plain" else b_clean(lang, task[1], task[2])
        else:
            rec = SIMPLE_BUILDERS[kind](lang)
        if rec is not None:
            key = json.dumps(rec["fields"], ensure_ascii=False, sort_keys=True)
            if key in SEEN_NOTES:
                continue
            SEEN_NOTES[key] = True
            return rec
    raise RuntimeError("could not build a valid note for task %r" % (task,))


def build_all():
    # ---- secret tasks
    assert sum(n for _, n in SECRET_PLAN) == N_SECRET
    assert sum(n for _, _, n in CLEAN_PLAN) == N_CLEAN
    vend = shuffled(VENDORS)
    s_tasks = []
    for kind, n in SECRET_PLAN:
        for i in range(n):
            if kind == "vendor":
                s_tasks.append(("vendor", vend[i % len(vend)]))
            elif kind == "multi":
                s_tasks.append(("multi", [pick(VENDORS) for _ in range(rint(2, 3))]))
            else:
                s_tasks.append((kind,))
    c_tasks = []
    for cls, gen, n in CLEAN_PLAN:
        for i in range(n):
            c_tasks.append(("clean", cls if gen else "plain", gen))
    records = []
    for tasks in (s_tasks, c_tasks):
        langs = shuffled(["en"] * N_EN_PER_KIND + ["ko"] * N_KO_PER_KIND)
        tasks = shuffled(tasks)
        for task, lang in zip(tasks, langs):
            records.append(run_task(task, lang))
    return records


def final_checks(records):
    assert len(records) == N_SECRET + N_CLEAN
    counts = {}
    for r in records:
        key = (r["kind"], r["lang"])
        counts[key] = counts.get(key, 0) + 1
        probs = note_problems(r["fields"], r["secrets"], r["kind"])
        assert not probs, (r["category"], probs)
        if r["lang"] == "ko":
            assert has_hangul(r["fields"]["missing_context"]) and has_hangul(r["fields"]["lesson"])
        if r["kind"] == "clean":
            assert r["secrets"] == []
    assert counts == {("secret", "en"): N_EN_PER_KIND, ("secret", "ko"): N_KO_PER_KIND,
                      ("clean", "en"): N_EN_PER_KIND, ("clean", "ko"): N_KO_PER_KIND}, counts
    # no two notes are identical
    seen = {}
    for r in records:
        k = json.dumps(r["fields"], ensure_ascii=False, sort_keys=True)
        assert k not in seen, "duplicate note"
        seen[k] = 1
    # no listed secret leaks into any other note (clean notes must stay clean)
    all_secrets = [s for r in records for s in r["secrets"]]
    for r in records:
        if r["kind"] == "clean":
            blob = "\n".join(r["fields"].values())
            for s in all_secrets:
                assert s not in blob, "secret found in a clean note"
    return counts


def stats(records):
    cats = {}
    for r in records:
        c = r["category"].split(":")[0]
        cats[(r["kind"], c)] = cats.get((r["kind"], c), 0) + 1
    return cats


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else "blind_set_v110.jsonl"
    records = build_all()
    counts = final_checks(records)
    R.shuffle(records)
    lines = []
    for i, r in enumerate(records):
        rec = {"id": "%s%03d" % (ID_PREFIX, i + 1), "lang": r["lang"], "kind": r["kind"], "category": r["category"],
               "fields": r["fields"], "secrets": r["secrets"]}
        lines.append(json.dumps(rec, ensure_ascii=False))
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines) + "\n")
    for k in sorted(counts):
        sys.stderr.write("%s %s: %d\n" % (k[0], k[1], counts[k]))
    cats = stats(records)
    for k in sorted(cats):
        sys.stderr.write("  %-7s %-20s %d\n" % (k[0], k[1], cats[k]))


if __name__ == "__main__":
    main()
