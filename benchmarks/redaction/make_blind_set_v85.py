#!/usr/bin/env python3
"""Generator for blind_set_v85.jsonl: a blind evaluation set for a credential-redaction filter.

Python 3 standard library only, no network.  A single PRNG, random.Random(85_2026_1127), drives
every choice.  No set is ever iterated, so the output is byte-identical under any PYTHONHASHSEED.
See FORMAT.txt (binding) and README_v85.txt.

Layout of this file (written in steps):
  part 1  primitives: PRNG, alphabets, random strings, Hangul -> QWERTY, window-rule checker
  part 2  vendor catalogue (provider tokens with documented shapes, random bodies)
  part 3  passwords, people, hosts, connection strings, containers (config / code renderers)
  part 4  prose banks (English / Korean)
  part 5  secret-note templates
  part 6  clean-note material and clean-note templates
  part 7  assembly: schedule, language split, validation, final shuffle, ids, output
"""
import base64
import json
import os
import random
import re
import struct
import sys
import urllib.parse

SEED = 85_2026_1127
R = random.Random(SEED)
OUT_JSONL = "blind_set_v85.jsonl"
ID_PREFIX = "eo"
N_PER_KIND = 360
N_EN = 216          # 60 % of 360
N_KO = 144          # 40 % of 360

# ---------------------------------------------------------------- part 1: primitives
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
AN = UP + LO + DG
UPDG = UP + DG
LODG = LO + DG
HEX = "0123456789abcdef"
UHEX = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
B32L = LO + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(alpha, n):
    """n random characters from alpha (the only way credential bodies are made)."""
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


def ruuid():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def rdate():
    return "2025-%02d-%02d" % (rint(1, 12), rint(1, 28))


def rtime():
    return "%02d:%02d:%02d" % (rint(0, 23), rint(0, 59), rint(0, 59))


def rts():
    return rdate() + "T" + rtime() + "." + "%03dZ" % rint(0, 999)


def jwt(payload, alg="HS256", sig_len=43):
    head = b64u_nopad(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64u_nopad(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    return head + "." + body + "." + rs(B64U, sig_len)


def ensure_mixed(s_fn, tries=50):
    """Draw from s_fn until the value has upper, lower and digit characters."""
    for _ in range(tries):
        v = s_fn()
        if any(c.isupper() for c in v) and any(c.islower() for c in v) and any(c.isdigit() for c in v):
            return v
    return v


# ---- Hangul typed on a QWERTY keyboard (dubeolsik layout)
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
         "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg",
         "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(text):
    out = []
    for ch in text:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            out.append(_CHO[code // 588] + _JUNG[(code // 28) % 21] + _JONG[code % 28])
        else:
            out.append(ch)
    return "".join(out)


# ---- Korean particle after a Hangul word (받침 check)
def has_batchim(word):
    ch = word[-1]
    code = ord(ch) - 0xAC00
    if 0 <= code < 11172:
        return code % 28 != 0
    return ch in "013678LMNRlmnr"     # rough reading of digits / letters, used rarely


def josa(word, pair):
    a, b = pair.split("/")
    return word + (a if has_batchim(word) else b)


# ---- window rule of FORMAT.txt
MARKERS = ["[REDACTED]", "<REDACTED>", "***REDACTED***", "[MASKED]", "********"]


def utf8len(s):
    return len(s.encode("utf-8"))


def check_note(fields, secrets, kind):
    """Return None if the note obeys FORMAT.txt, else a short reason string."""
    mc, le, ask = fields["missing_context"], fields["lesson"], fields["ask_next_time"]
    if not mc.strip() or not le.strip():
        return "empty field"
    if utf8len(mc) > 1024 or utf8len(le) > 1024 or utf8len(ask) > 512:
        return "field too long"
    if kind == "clean":
        return None if not secrets else "clean note with secrets"
    if not secrets:
        return "secret note without secrets"
    texts = [mc, le, ask]
    for s in secrets:
        if len(s) < 8:
            return "secret shorter than 8: %r" % s
        if not any(s in t for t in texts):
            return "secret not verbatim in fields: %r" % s
    order = sorted(secrets, key=lambda x: (-len(x), x))
    windows = []
    for s in secrets:
        for i in range(len(s) - 7):
            windows.append(s[i:i + 8])
    for t in texts:
        cov = [False] * len(t)
        for s in order:
            start = 0
            while True:
                i = t.find(s, start)
                if i < 0:
                    break
                for j in range(i, i + len(s)):
                    cov[j] = True
                start = i + 1
        masked = "".join("\x00" if c else ch for ch, c in zip(t, cov))
        for w in windows:
            if w in masked:
                return "8-char window outside secret occurrences: %r" % w
    for m in MARKERS:
        for w in windows:
            if w in m:
                return "window inside a redaction marker"
    return None


# ---------------------------------------------------------------- part 2: vendor catalogue
# Every entry: display name, region, API host, how the main secret is sent (header template or
# None), and a maker returning [(KEY_NAME, value, is_secret), ...].  Shapes follow the vendors'
# documented / observed formats (prefix, alphabet, length); bodies are always PRNG output.
VENDORS = []


def vend(name, region, host, hdr, fn):
    VENDORS.append({"name": name, "region": region, "host": host, "hdr": hdr, "fn": fn})


def _aws_region():
    return pick(["ap-northeast-2", "ap-northeast-1", "us-east-1", "eu-central-1", "ap-southeast-1"])


def _aws_sts():
    return [("AWS_ACCESS_KEY_ID", "ASIA" + rs(B32, 16), True),
            ("AWS_SECRET_ACCESS_KEY", rs(AN + "+/", 40), True),
            ("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2VjE" + rs(AN, 2) + "aCXVzLWVhc3QtMSJH" + rs(B64, 236) + "=", True)]


def _discord_bot():
    uid = str(rint(10 ** 17, 10 ** 18 * 2))
    return [("DISCORD_BOT_TOKEN", b64u_nopad(uid.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38), True)]


def _mapbox_secret():
    user = pick(["mapteam", "geo-ops", "routing", "hanbit-maps", "kimdev"]) + str(rint(1, 99))
    body = b64u_nopad(json.dumps({"u": user, "a": rs(LODG, 25)}, separators=(",", ":")).encode())
    return [("MAPBOX_SECRET_TOKEN", "sk." + body + "." + rs(B64U, 22), True)]


def _intercom():
    return [("INTERCOM_ACCESS_TOKEN", b64(("tok:" + ruuid() + ":1:0").encode()), True)]


def _adyen():
    tail = rs(AN + "!#%*+;=?@[]^{}~", 16)
    return [("ADYEN_API_KEY", "AQE" + rs(B64, 97) + "==-" + b64(rbytes(32)) + "-" + tail, True),
            ("ADYEN_MERCHANT_ACCOUNT", pick(["ShopCo", "Hanbit", "Nordly"]) + pick(["ECOM", "POS"]), False)]


def _elastic():
    enc = b64((rs(B64U, 20) + ":" + rs(B64U, 22)).encode())
    return [("ELASTIC_API_KEY", enc, True), ("ELASTIC_CLOUD_ID", pick(["search", "logs"]) + ":" + b64(("%s.es.io$%s" % (pick(["ap-northeast-2.aws", "eu-west-1.aws"]), rs(HEX, 32))).encode()), False)]


def _datagokr():
    raw = b64(rbytes(64))
    if chance(0.5):
        return [("DATA_GO_KR_SERVICE_KEY", raw, True)]
    return [("DATA_GO_KR_SERVICE_KEY", urllib.parse.quote(raw, safe=""), True)]


def _supabase_service():
    ref = rs(LO, 20)
    return [("SUPABASE_URL", "https://%s.supabase.co" % ref, False),
            ("SUPABASE_SERVICE_ROLE_KEY", jwt({"iss": "supabase", "ref": ref, "role": "service_role", "iat": rint(1690000000, 1730000000), "exp": rint(2000000000, 2100000000)}), True)]


vend("AWS", "global", "sts.amazonaws.com", None,
     lambda: [("AWS_ACCESS_KEY_ID", "AKIA" + rs(B32, 16), True), ("AWS_SECRET_ACCESS_KEY", rs(AN + "+/", 40), True),
              ("AWS_DEFAULT_REGION", _aws_region(), False)])
vend("AWS STS", "global", "sts.amazonaws.com", None, _aws_sts)
vend("GitHub", "global", "api.github.com", "Authorization: token {}",
     lambda: [("GITHUB_TOKEN", pick(["ghp_", "gho_", "ghu_", "ghs_"]) + rs(AN, 36), True)])
vend("GitHub fine-grained PAT", "global", "api.github.com", "Authorization: Bearer {}",
     lambda: [("GH_TOKEN", "github_pat_" + rs(UPDG, 1) + rs(AN, 21) + "_" + rs(AN, 59), True)])
vend("GitHub OAuth app", "global", "github.com", None,
     lambda: [("GITHUB_CLIENT_ID", "Iv1." + rs(HEX, 16), False), ("GITHUB_CLIENT_SECRET", rs(HEX, 40), True)])
vend("GitLab", "global", "gitlab.com", "PRIVATE-TOKEN: {}",
     lambda: [("GITLAB_TOKEN", pick(["glpat-", "glpat-", "gldt-", "glrt-"]) + rs(B64U, 20), True)])
vend("Bitbucket", "global", "api.bitbucket.org", None,
     lambda: [("BITBUCKET_USERNAME", pick(["jhkim", "build-bot", "sora_lee"]), False), ("BITBUCKET_APP_PASSWORD", "ATBB" + rs(AN, 28) + rs(UHEX, 8), True)])
vend("Slack", "global", "slack.com", "Authorization: Bearer {}",
     lambda: [("SLACK_BOT_TOKEN", "xoxb-%d-%d-%s" % (rint(10 ** 10, 10 ** 12), rint(10 ** 11, 10 ** 13), rs(AN, 24)), True)])
vend("Slack user token", "global", "slack.com", "Authorization: Bearer {}",
     lambda: [("SLACK_USER_TOKEN", "xoxp-%d-%d-%d-%s" % (rint(10 ** 10, 10 ** 12), rint(10 ** 10, 10 ** 12), rint(10 ** 11, 10 ** 13), rs(HEX, 32)), True)])
vend("Slack app-level", "global", "slack.com", None,
     lambda: [("SLACK_APP_TOKEN", "xapp-1-A%s-%d-%s" % (rs(UPDG, 10), rint(10 ** 12, 10 ** 13), rs(HEX, 64)), True)])
vend("Stripe", "global", "api.stripe.com", "Authorization: Bearer {}",
     lambda: [("STRIPE_SECRET_KEY", pick(["sk_live_", "rk_live_"]) + (rs(AN, 24) if chance(0.4) else "51" + rs(AN, 97)), True)])
vend("Stripe webhook", "global", "api.stripe.com", None,
     lambda: [("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(AN, 32), True)])
vend("OpenAI", "global", "api.openai.com", "Authorization: Bearer {}",
     lambda: [("OPENAI_API_KEY", pick(["sk-proj-", "sk-svcacct-"]) + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74), True)]
     if chance(0.7) else [("OPENAI_API_KEY", "sk-" + rs(AN, 20) + "T3BlbkFJ" + rs(AN, 20), True)])
vend("Anthropic", "global", "api.anthropic.com", "x-api-key: {}",
     lambda: [("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64U, 93) + "AA", True)])
vend("Google Cloud API key", "global", "generativelanguage.googleapis.com", "x-goog-api-key: {}",
     lambda: [("GEMINI_API_KEY", "AIza" + rs(B64U, 35), True)])
vend("Google OAuth", "global", "oauth2.googleapis.com", None,
     lambda: [("GOOGLE_CLIENT_ID", "%d-%s.apps.googleusercontent.com" % (rint(10 ** 11, 10 ** 12), rs(LODG, 32)), False),
              ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28), True),
              ("GOOGLE_REFRESH_TOKEN", "1//0" + rs(AN, 1) + rs(B64U, 98), True)])
vend("Google OAuth access token", "global", "www.googleapis.com", "Authorization: Bearer {}",
     lambda: [("GOOGLE_ACCESS_TOKEN", "ya29." + rs(B64U, 150), True)])
vend("Twilio", "global", "api.twilio.com", None,
     lambda: [("TWILIO_ACCOUNT_SID", "AC" + rs(HEX, 32), False), ("TWILIO_AUTH_TOKEN", rs(HEX, 32), True)])
vend("SendGrid", "global", "api.sendgrid.com", "Authorization: Bearer {}",
     lambda: [("SENDGRID_API_KEY", "SG." + rs(B64U, 22) + "." + rs(B64U, 43), True)])
vend("Mailgun", "global", "api.mailgun.net", None,
     lambda: [("MAILGUN_API_KEY", ("key-" + rs(HEX, 32)) if chance(0.5) else "%s-%s-%s" % (rs(HEX, 32), rs(HEX, 8), rs(HEX, 8)), True)])
vend("Mailchimp", "global", "us%d.api.mailchimp.com", None,
     lambda: [("MAILCHIMP_API_KEY", rs(HEX, 32) + "-us" + str(rint(1, 21)), True)])
vend("npm", "global", "registry.npmjs.org", None,
     lambda: [("NPM_TOKEN", "npm_" + rs(AN, 36), True)])
vend("PyPI", "global", "upload.pypi.org", None,
     lambda: [("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc" + rs(B64U, 160), True)])
vend("Docker Hub", "global", "hub.docker.com", None,
     lambda: [("DOCKERHUB_USERNAME", pick(["acmeci", "hanbitdeploy", "mlops-bot"]), False), ("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64U, 27), True)])
vend("Hugging Face", "global", "huggingface.co", "Authorization: Bearer {}",
     lambda: [("HF_TOKEN", "hf_" + rs(UP + LO, 34), True)])
vend("Datadog", "global", "api.datadoghq.com", "DD-API-KEY: {}",
     lambda: [("DD_API_KEY", rs(HEX, 32), True), ("DD_APP_KEY", rs(HEX, 40), True), ("DD_SITE", pick(["datadoghq.com", "ap1.datadoghq.com", "datadoghq.eu"]), False)])
vend("New Relic", "global", "api.newrelic.com", "Api-Key: {}",
     lambda: [("NEW_RELIC_API_KEY", "NRAK-" + rs(UPDG, 27), True)])
vend("Shopify", "global", "shop.myshopify.com", "X-Shopify-Access-Token: {}",
     lambda: [("SHOPIFY_ACCESS_TOKEN", pick(["shpat_", "shpca_", "shppa_"]) + rs(HEX, 32), True)])
vend("Atlassian", "global", "your-team.atlassian.net", None,
     lambda: [("JIRA_EMAIL", pick(["mina.park", "dev.ops", "qa-bot"]) + "@" + pick(["example.com", "corp.example"]), False),
              ("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(UHEX, 8), True)])
vend("Notion", "global", "api.notion.com", "Authorization: Bearer {}",
     lambda: [("NOTION_TOKEN", ("ntn_" + rs(DG, 11) + rs(AN, 35)) if chance(0.6) else "secret_" + rs(AN, 43), True)])
vend("Linear", "global", "api.linear.app", "Authorization: {}",
     lambda: [("LINEAR_API_KEY", "lin_api_" + rs(AN, 40), True)])
vend("Figma", "global", "api.figma.com", "X-Figma-Token: {}",
     lambda: [("FIGMA_TOKEN", "figd_" + rs(B64U, 40), True)])
vend("DigitalOcean", "global", "api.digitalocean.com", "Authorization: Bearer {}",
     lambda: [("DIGITALOCEAN_TOKEN", pick(["dop_v1_", "doo_v1_"]) + rs(HEX, 64), True)])
vend("Cloudflare", "global", "api.cloudflare.com", "Authorization: Bearer {}",
     lambda: [("CLOUDFLARE_API_TOKEN", rs(B64U, 40), True), ("CLOUDFLARE_ACCOUNT_ID", rs(HEX, 32), False)])
vend("Cloudflare global key", "global", "api.cloudflare.com", "X-Auth-Key: {}",
     lambda: [("CF_API_EMAIL", pick(["infra", "ops", "web"]) + "@example.com", False), ("CF_API_KEY", rs(HEX, 37), True)])
vend("Vercel", "global", "api.vercel.com", "Authorization: Bearer {}",
     lambda: [("VERCEL_TOKEN", rs(AN, 24), True), ("VERCEL_ORG_ID", "team_" + rs(AN, 24), False)])
vend("Netlify", "global", "api.netlify.com", "Authorization: Bearer {}",
     lambda: [("NETLIFY_AUTH_TOKEN", "nfp_" + rs(AN, 36), True), ("NETLIFY_SITE_ID", ruuid(), False)])
vend("Supabase", "global", "supabase.co", "apikey: {}", _supabase_service)
vend("Postman", "global", "api.getpostman.com", "X-Api-Key: {}",
     lambda: [("POSTMAN_API_KEY", "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34), True)])
vend("Grafana", "global", "grafana.example.net", "Authorization: Bearer {}",
     lambda: [("GRAFANA_TOKEN", "glsa_" + rs(AN, 32) + "_" + rs(HEX, 8), True)])
vend("Sentry", "global", "sentry.io", "Authorization: Bearer {}",
     lambda: [("SENTRY_AUTH_TOKEN", "sntryu_" + rs(HEX, 64), True)])
vend("Discord", "global", "discord.com", "Authorization: Bot {}", _discord_bot)
vend("Telegram", "global", "api.telegram.org", None,
     lambda: [("TELEGRAM_BOT_TOKEN", "%d:AA%s" % (rint(10 ** 9, 8 * 10 ** 9), rs(B64U, 33)), True)])
vend("Azure Storage", "global", "blob.core.windows.net", None,
     lambda: [("AZURE_STORAGE_ACCOUNT", pick(["stprodlogs", "hanbitassets", "mlartifacts"]) + str(rint(1, 99)), False),
              ("AZURE_STORAGE_KEY", b64(rbytes(64)), True)])
vend("Azure AD", "global", "login.microsoftonline.com", None,
     lambda: [("AZURE_TENANT_ID", ruuid(), False), ("AZURE_CLIENT_ID", ruuid(), False),
              ("AZURE_CLIENT_SECRET", rs(AN, 3) + "8Q~" + rs(AN + "_.~-", 34), True)])
vend("Azure OpenAI", "global", "openai.azure.com", "api-key: {}",
     lambda: [("AZURE_OPENAI_API_KEY", rs(HEX, 32), True), ("AZURE_OPENAI_ENDPOINT", "https://%s.openai.azure.com/" % pick(["aoai-krc", "gpt-prod", "hanbit-ai"]), False)])
vend("Azure DevOps", "global", "dev.azure.com", None,
     lambda: [("AZURE_DEVOPS_PAT", rs(B32L, 52), True)])
vend("Okta", "global", "example.okta.com", "Authorization: SSWS {}",
     lambda: [("OKTA_API_TOKEN", "00" + rs(B64U, 40), True)])
vend("HashiCorp Vault", "global", "vault.internal", "X-Vault-Token: {}",
     lambda: [("VAULT_TOKEN", "hvs.CAESI" + rs(B64U, 86), True)])
vend("Terraform Cloud", "global", "app.terraform.io", "Authorization: Bearer {}",
     lambda: [("TFE_TOKEN", rs(AN, 14) + ".atlasv1." + rs(AN, 67), True)])
vend("Pulumi", "global", "api.pulumi.com", "Authorization: token {}",
     lambda: [("PULUMI_ACCESS_TOKEN", "pul-" + rs(HEX, 40), True)])
vend("CircleCI", "global", "circleci.com", "Circle-Token: {}",
     lambda: [("CIRCLE_TOKEN", "CCIPAT_" + rs(AN, 22) + "_" + rs(HEX, 40), True)])
vend("Databricks", "global", "adb-%d.azuredatabricks.net", "Authorization: Bearer {}",
     lambda: [("DATABRICKS_TOKEN", "dapi" + rs(HEX, 32) + pick(["", "-2", "-3"]), True)])
vend("Mapbox", "global", "api.mapbox.com", None, _mapbox_secret)
vend("Square", "global", "connect.squareup.com", "Authorization: Bearer {}",
     lambda: [("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64U, 60), True)])
vend("Braintree", "global", "api.braintreegateway.com", None,
     lambda: [("BRAINTREE_ACCESS_TOKEN", "access_token$production$" + rs(LODG, 16) + "$" + rs(HEX, 32), True)])
vend("PayPal", "global", "api-m.paypal.com", None,
     lambda: [("PAYPAL_CLIENT_ID", "A" + rs(B64U, 79), False), ("PAYPAL_CLIENT_SECRET", "E" + rs(B64U, 79), True)])
vend("Meta Graph", "global", "graph.facebook.com", "Authorization: Bearer {}",
     lambda: [("FB_PAGE_ACCESS_TOKEN", "EAAG" + rs(AN, 190), True)])
vend("Meta app", "global", "graph.facebook.com", None,
     lambda: [("FB_APP_ID", str(rint(10 ** 14, 10 ** 16)), False), ("FB_APP_SECRET", rs(HEX, 32), True)])
vend("age", "global", "", None,
     lambda: [("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(BECH32.upper(), 58), True)])
vend("Doppler", "global", "api.doppler.com", "Authorization: Bearer {}",
     lambda: [("DOPPLER_TOKEN", "dp.st." + pick(["prd", "stg", "dev"]) + "." + rs(AN, 40), True)])
vend("Fly.io", "global", "api.fly.io", None,
     lambda: [("FLY_API_TOKEN", "FlyV1 fm2_" + rs(B64, 260) + "==", True)])
vend("Replicate", "global", "api.replicate.com", "Authorization: Bearer {}",
     lambda: [("REPLICATE_API_TOKEN", "r8_" + rs(AN, 37), True)])
vend("Groq", "global", "api.groq.com", "Authorization: Bearer {}",
     lambda: [("GROQ_API_KEY", "gsk_" + rs(AN, 52), True)])
vend("Perplexity", "global", "api.perplexity.ai", "Authorization: Bearer {}",
     lambda: [("PPLX_API_KEY", "pplx-" + rs(AN, 48), True)])
vend("xAI", "global", "api.x.ai", "Authorization: Bearer {}",
     lambda: [("XAI_API_KEY", "xai-" + rs(AN, 80), True)])
vend("LangSmith", "global", "api.smith.langchain.com", "x-api-key: {}",
     lambda: [("LANGSMITH_API_KEY", "lsv2_" + pick(["pt", "sk"]) + "_" + rs(HEX, 32) + "_" + rs(HEX, 10), True)])
vend("Pinecone", "global", "api.pinecone.io", "Api-Key: {}",
     lambda: [("PINECONE_API_KEY", "pcsk_" + rs(AN, 6) + "_" + rs(AN, 63), True)])
vend("Tailscale", "global", "api.tailscale.com", None,
     lambda: [("TS_AUTHKEY", "tskey-auth-k" + rs(AN, 10) + "CNTRL-" + rs(AN, 33), True)])
vend("Dynatrace", "global", "live.dynatrace.com", "Authorization: Api-Token {}",
     lambda: [("DT_API_TOKEN", "dt0c01." + rs(UPDG, 24) + "." + rs(UPDG, 64), True)])
vend("Algolia", "global", "algolia.net", "X-Algolia-API-Key: {}",
     lambda: [("ALGOLIA_APP_ID", rs(UPDG, 10), False), ("ALGOLIA_ADMIN_KEY", rs(HEX, 32), True)])
vend("Contentful", "global", "api.contentful.com", "Authorization: Bearer {}",
     lambda: [("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64U, 43), True)])
vend("Asana", "global", "app.asana.com", "Authorization: Bearer {}",
     lambda: [("ASANA_PAT", "2/%s/%s:%s" % (rs(DG, 16), rs(DG, 16), rs(HEX, 32)), True)])
vend("Airtable", "global", "api.airtable.com", "Authorization: Bearer {}",
     lambda: [("AIRTABLE_TOKEN", "pat" + rs(AN, 14) + "." + rs(HEX, 64), True)])
vend("HubSpot", "global", "api.hubapi.com", "Authorization: Bearer {}",
     lambda: [("HUBSPOT_PRIVATE_APP_TOKEN", "pat-" + pick(["na1", "eu1"]) + "-" + ruuid(), True)])
vend("Intercom", "global", "api.intercom.io", "Authorization: Bearer {}", _intercom)
vend("Resend", "global", "api.resend.com", "Authorization: Bearer {}",
     lambda: [("RESEND_API_KEY", "re_" + rs(AN, 8) + "_" + rs(AN, 24), True)])
vend("Postmark", "global", "api.postmarkapp.com", "X-Postmark-Server-Token: {}",
     lambda: [("POSTMARK_SERVER_TOKEN", ruuid(), True)])
vend("Firebase Cloud Messaging", "global", "fcm.googleapis.com", "Authorization: key={}",
     lambda: [("FCM_SERVER_KEY", "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134), True)])
vend("JFrog", "global", "example.jfrog.io", "X-JFrog-Art-Api: {}",
     lambda: [("ARTIFACTORY_API_KEY", "AKCp" + rs(AN, 69), True)])
vend("SonarQube", "global", "sonar.internal", None,
     lambda: [("SONAR_TOKEN", pick(["squ_", "sqp_", "sqa_"]) + rs(HEX, 40), True)])
vend("Snyk", "global", "api.snyk.io", "Authorization: token {}",
     lambda: [("SNYK_TOKEN", ruuid(), True)])
vend("Buildkite", "global", "api.buildkite.com", "Authorization: Bearer {}",
     lambda: [("BUILDKITE_API_TOKEN", "bkua_" + rs(HEX, 40), True)])
vend("RubyGems", "global", "rubygems.org", "Authorization: {}",
     lambda: [("GEM_HOST_API_KEY", "rubygems_" + rs(HEX, 48), True)])
vend("NuGet", "global", "api.nuget.org", "X-NuGet-ApiKey: {}",
     lambda: [("NUGET_API_KEY", "oy2" + rs(LODG, 43), True)])
vend("Heroku", "global", "api.heroku.com", "Authorization: Bearer {}",
     lambda: [("HEROKU_API_KEY", ruuid() if chance(0.5) else "HRKU-AA" + rs(B64U, 58), True)])
vend("MongoDB Atlas", "global", "cloud.mongodb.com", None,
     lambda: [("ATLAS_PUBLIC_KEY", rs(LO, 8), True), ("ATLAS_PRIVATE_KEY", ruuid(), True)])
vend("Elastic", "global", "es.io", "Authorization: ApiKey {}", _elastic)
vend("Confluent", "global", "confluent.cloud", None,
     lambda: [("CONFLUENT_API_KEY", rs(UPDG, 16), True), ("CONFLUENT_API_SECRET", rs(AN + "+/", 64), True)])
vend("Plaid", "global", "production.plaid.com", None,
     lambda: [("PLAID_CLIENT_ID", rs(HEX, 24), False), ("PLAID_SECRET", rs(HEX, 30), True)])
vend("Render", "global", "api.render.com", "Authorization: Bearer {}",
     lambda: [("RENDER_API_KEY", "rnd_" + rs(AN, 32), True)])
vend("Neon", "global", "console.neon.tech", "Authorization: Bearer {}",
     lambda: [("NEON_API_KEY", "napi_" + rs(LODG, 64), True)])
vend("PlanetScale", "global", "api.planetscale.com", None,
     lambda: [("PLANETSCALE_SERVICE_TOKEN_ID", rs(LODG, 12), False), ("PLANETSCALE_SERVICE_TOKEN", "pscale_tkn_" + rs(B64U, 43), True)])
vend("Upstash", "global", "upstash.io", "Authorization: Bearer {}",
     lambda: [("UPSTASH_REDIS_REST_URL", "https://%s-%s-%d.upstash.io" % (pick(["apt", "fine", "good"]), pick(["wren", "koala", "crane"]), rint(10000, 99999)), False),
              ("UPSTASH_REDIS_REST_TOKEN", "A" + rs(AN, 1) + rs(B64U, 86), True)])
vend("Cloudinary", "global", "api.cloudinary.com", None,
     lambda: [("CLOUDINARY_API_KEY", rs(DG, 15), True), ("CLOUDINARY_API_SECRET", rs(B64U, 27), True)])
vend("Mailjet", "global", "api.mailjet.com", None,
     lambda: [("MJ_APIKEY_PUBLIC", rs(HEX, 32), True), ("MJ_APIKEY_PRIVATE", rs(HEX, 32), True)])
vend("Pusher", "global", "api.pusherapp.com", None,
     lambda: [("PUSHER_APP_ID", str(rint(100000, 1999999)), False), ("PUSHER_KEY", rs(HEX, 20), False), ("PUSHER_SECRET", rs(HEX, 20), True)])
vend("Ably", "global", "rest.ably.io", None,
     lambda: [("ABLY_API_KEY", "%s.%s:%s" % (rs(B64U, 6), rs(B64U, 6), rs(B64U, 43)), True)])
vend("LaunchDarkly", "global", "app.launchdarkly.com", "Authorization: {}",
     lambda: [("LD_SDK_KEY", "sdk-" + ruuid(), True)])
vend("Opsgenie", "global", "api.opsgenie.com", "Authorization: GenieKey {}",
     lambda: [("OPSGENIE_API_KEY", ruuid(), True)])
vend("PagerDuty", "global", "api.pagerduty.com", "Authorization: Token token={}",
     lambda: [("PAGERDUTY_TOKEN", "u+" + rs(AN + "_-", 18), True)])
vend("Salesforce", "global", "example.my.salesforce.com", "Authorization: Bearer {}",
     lambda: [("SF_ACCESS_TOKEN", "00D" + rs(AN, 12) + "!" + rs(AN + "._", 96), True)])
vend("Zoho", "global", "accounts.zoho.com", None,
     lambda: [("ZOHO_CLIENT_ID", "1000." + rs(UPDG, 30), False), ("ZOHO_REFRESH_TOKEN", "1000." + rs(HEX, 32) + "." + rs(HEX, 32), True)])
vend("Spotify", "global", "accounts.spotify.com", None,
     lambda: [("SPOTIFY_CLIENT_ID", rs(HEX, 32), False), ("SPOTIFY_CLIENT_SECRET", rs(HEX, 32), True)])
vend("Trello", "global", "api.trello.com", None,
     lambda: [("TRELLO_KEY", rs(HEX, 32), False), ("TRELLO_TOKEN", "ATTA" + rs(HEX, 64) + rs(UHEX, 8), True)])
vend("Zendesk", "global", "example.zendesk.com", None,
     lambda: [("ZENDESK_EMAIL", pick(["support-bot", "cs.lead"]) + "@example.com", False), ("ZENDESK_API_TOKEN", rs(AN, 40), True)])
vend("Dropbox", "global", "api.dropboxapi.com", "Authorization: Bearer {}",
     lambda: [("DROPBOX_ACCESS_TOKEN", "sl.B" + rs(B64U, 139), True)])
vend("Auth0", "global", "example.auth0.com", None,
     lambda: [("AUTH0_CLIENT_ID", rs(AN, 32), False), ("AUTH0_CLIENT_SECRET", rs(B64U, 64), True)])
vend("Zoom", "global", "zoom.us", None,
     lambda: [("ZOOM_ACCOUNT_ID", rs(B64U, 22), False), ("ZOOM_CLIENT_ID", rs(AN, 22), False), ("ZOOM_CLIENT_SECRET", rs(AN, 32), True)])
vend("Mistral", "eu", "api.mistral.ai", "Authorization: Bearer {}",
     lambda: [("MISTRAL_API_KEY", rs(AN, 32), True)])
vend("Cohere", "global", "api.cohere.com", "Authorization: Bearer {}",
     lambda: [("CO_API_KEY", rs(AN, 40), True)])
vend("Segment", "global", "api.segment.io", None,
     lambda: [("SEGMENT_WRITE_KEY_SERVER", rs(AN, 32), True)])
# ---- Europe
vend("Mollie", "eu", "api.mollie.com", "Authorization: Bearer {}",
     lambda: [("MOLLIE_API_KEY", "live_" + rs(AN, 30), True)])
vend("Adyen", "eu", "checkout-live.adyen.com", "X-API-Key: {}", _adyen)
vend("GoCardless", "eu", "api.gocardless.com", "Authorization: Bearer {}",
     lambda: [("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64U, 40), True)])
vend("Scaleway", "eu", "api.scaleway.com", "X-Auth-Token: {}",
     lambda: [("SCW_ACCESS_KEY", "SCW" + rs(UPDG, 17), True), ("SCW_SECRET_KEY", ruuid(), True), ("SCW_DEFAULT_PROJECT_ID", ruuid(), False)])
vend("OVHcloud", "eu", "eu.api.ovh.com", None,
     lambda: [("OVH_APPLICATION_KEY", rs(AN, 16), True), ("OVH_APPLICATION_SECRET", rs(AN, 32), True), ("OVH_CONSUMER_KEY", rs(AN, 32), True)])
vend("Hetzner Cloud", "eu", "api.hetzner.cloud", "Authorization: Bearer {}",
     lambda: [("HCLOUD_TOKEN", rs(AN, 64), True)])
vend("Exoscale", "eu", "api.exoscale.com", None,
     lambda: [("EXOSCALE_API_KEY", "EXO" + rs(HEX, 24), True), ("EXOSCALE_API_SECRET", rs(B64U, 43), True)])
vend("Brevo", "eu", "api.brevo.com", "api-key: {}",
     lambda: [("BREVO_API_KEY", "xkeysib-" + rs(HEX, 64) + "-" + rs(AN, 16), True)])
vend("MessageBird", "eu", "rest.messagebird.com", "Authorization: AccessKey {}",
     lambda: [("MESSAGEBIRD_ACCESS_KEY", rs(AN, 25), True)])
vend("Vonage", "eu", "api.nexmo.com", None,
     lambda: [("VONAGE_API_KEY", rs(HEX, 8), True), ("VONAGE_API_SECRET", rs(AN, 16), True)])
vend("Wise", "eu", "api.transferwise.com", "Authorization: Bearer {}",
     lambda: [("WISE_API_TOKEN", ruuid(), True)])
vend("Yandex", "eu", "oauth.yandex.ru", "Authorization: OAuth {}",
     lambda: [("YANDEX_OAUTH_TOKEN", "y0_AgAAAAA" + rs(B64U, 48), True)])
vend("Yandex Cloud", "eu", "iam.api.cloud.yandex.net", "Authorization: Api-Key {}",
     lambda: [("YC_API_KEY", "AQVN" + rs(B64U, 36), True)])
# ---- China
vend("Alibaba Cloud", "cn", "ecs.aliyuncs.com", None,
     lambda: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI" + rs(AN, 20), True), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(AN, 30), True)])
vend("Tencent Cloud", "cn", "cvm.tencentcloudapi.com", None,
     lambda: [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(AN, 32), True), ("TENCENTCLOUD_SECRET_KEY", rs(AN, 32), True)])
vend("Huawei Cloud", "cn", "myhuaweicloud.com", None,
     lambda: [("HUAWEICLOUD_SDK_AK", rs(UPDG, 20), True), ("HUAWEICLOUD_SDK_SK", rs(AN, 40), True)])
vend("Baidu AI Cloud", "cn", "bcebos.com", None,
     lambda: [("BCE_ACCESS_KEY_ID", rs(HEX, 32), True), ("BCE_SECRET_ACCESS_KEY", rs(HEX, 32), True)])
vend("Baidu Qianfan", "cn", "qianfan.baidubce.com", "Authorization: Bearer {}",
     lambda: [("QIANFAN_API_KEY", "bce-v3/ALTAK-" + rs(AN, 21) + "/" + rs(HEX, 40), True)])
vend("Volcengine", "cn", "open.volcengineapi.com", None,
     lambda: [("VOLC_ACCESSKEY", "AKLT" + rs(B64U, 40), True), ("VOLC_SECRETKEY", b64(rbytes(45)), True)])
vend("WeChat", "cn", "api.weixin.qq.com", None,
     lambda: [("WECHAT_APPID", "wx" + rs(HEX, 16), False), ("WECHAT_APPSECRET", rs(HEX, 32), True)])
vend("WeCom", "cn", "qyapi.weixin.qq.com", None,
     lambda: [("WECOM_CORPID", "ww" + rs(HEX, 16), False), ("WECOM_CORPSECRET", rs(B64U, 43), True)])
vend("DingTalk", "cn", "oapi.dingtalk.com", None,
     lambda: [("DINGTALK_APP_KEY", "ding" + rs(LODG, 16), False), ("DINGTALK_APP_SECRET", rs(B64U, 64), True)])
vend("Feishu", "cn", "open.feishu.cn", None,
     lambda: [("FEISHU_APP_ID", "cli_" + rs(HEX, 16), False), ("FEISHU_APP_SECRET", rs(AN, 32), True)])
vend("Qiniu", "cn", "api.qiniu.com", None,
     lambda: [("QINIU_ACCESS_KEY", rs(B64U, 40), True), ("QINIU_SECRET_KEY", rs(B64U, 40), True)])
vend("DeepSeek", "cn", "api.deepseek.com", "Authorization: Bearer {}",
     lambda: [("DEEPSEEK_API_KEY", "sk-" + rs(HEX, 32), True)])
vend("Moonshot", "cn", "api.moonshot.cn", "Authorization: Bearer {}",
     lambda: [("MOONSHOT_API_KEY", "sk-" + rs(AN, 48), True)])
vend("Zhipu", "cn", "open.bigmodel.cn", "Authorization: Bearer {}",
     lambda: [("ZHIPUAI_API_KEY", rs(HEX, 32) + "." + rs(AN, 16), True)])
vend("DashScope", "cn", "dashscope.aliyuncs.com", "Authorization: Bearer {}",
     lambda: [("DASHSCOPE_API_KEY", "sk-" + rs(HEX, 32), True)])
# ---- Korea
vend("Naver Cloud Platform", "kr", "ncloud.com", None,
     lambda: [("NCLOUD_ACCESS_KEY", ("ncp_iam_BPAMKR" + rs(AN, 18)) if chance(0.4) else rs(UPDG, 20), True),
              ("NCLOUD_SECRET_KEY", rs(AN, 40), True)])
vend("Naver Open API", "kr", "openapi.naver.com", "X-Naver-Client-Secret: {}",
     lambda: [("NAVER_CLIENT_ID", rs(AN + "_", 20), False), ("NAVER_CLIENT_SECRET", rs(AN, 10), True)])
vend("Naver Commerce API", "kr", "api.commerce.naver.com", None,
     lambda: [("NAVER_COMMERCE_CLIENT_ID", rs(AN, 22), False), ("NAVER_COMMERCE_CLIENT_SECRET", "$2a$04$" + rs(AN + "./", 22), True)])
vend("Kakao", "kr", "kapi.kakao.com", "Authorization: KakaoAK {}",
     lambda: [("KAKAO_REST_API_KEY", rs(HEX, 32), True)] + ([("KAKAO_ADMIN_KEY", rs(HEX, 32), True)] if chance(0.4) else []))
vend("Kakao Login", "kr", "kauth.kakao.com", None,
     lambda: [("KAKAO_CLIENT_SECRET", rs(AN, 32), True)])
vend("Toss Payments", "kr", "api.tosspayments.com", None,
     lambda: [("TOSS_SECRET_KEY", pick(["live_sk_", "live_gsk_", "test_sk_"]) + rs(AN, 24), True)])
vend("NHN Cloud", "kr", "api-alimtalk.cloud.toast.com", "X-Secret-Key: {}",
     lambda: [("NHN_APPKEY", rs(AN, 16), False), ("NHN_SECRET_KEY", rs(AN, 8), True)])
vend("SOLAPI", "kr", "api.solapi.com", None,
     lambda: [("SOLAPI_API_KEY", "NCS" + rs(UPDG, 13), True), ("SOLAPI_API_SECRET", rs(UPDG, 32), True)])
vend("Aligo", "kr", "apis.aligo.in", None,
     lambda: [("ALIGO_USER_ID", pick(["shopadmin", "hanbitsms", "bizmsg"]), False), ("ALIGO_API_KEY", rs(LODG, 32), True)])
vend("PortOne", "kr", "api.iamport.kr", None,
     lambda: [("IMP_KEY", rs(DG, 16), True), ("IMP_SECRET", rs(AN, 80), True)])
vend("PortOne V2", "kr", "api.portone.io", "Authorization: PortOne {}",
     lambda: [("PORTONE_API_SECRET", rs(AN, 80), True), ("PORTONE_STORE_ID", "store-" + ruuid(), False)])
vend("KakaoPay", "kr", "open-api.kakaopay.com", "Authorization: SECRET_KEY {}",
     lambda: [("KAKAOPAY_SECRET_KEY", pick(["DEV", "PRD"]) + rs(UHEX, 38), True)])
vend("data.go.kr", "kr", "apis.data.go.kr", None, _datagokr)
vend("Open DART", "kr", "opendart.fss.or.kr", None,
     lambda: [("DART_API_KEY", rs(HEX, 40), True)])
vend("Korea Investment OpenAPI", "kr", "openapi.koreainvestment.com", None,
     lambda: [("KIS_APP_KEY", "PS" + rs(AN, 34), True), ("KIS_APP_SECRET", rs(B64, 180), True)])
vend("Upbit", "kr", "api.upbit.com", None,
     lambda: [("UPBIT_ACCESS_KEY", rs(AN, 40), True), ("UPBIT_SECRET_KEY", rs(AN, 40), True)])
vend("Bithumb", "kr", "api.bithumb.com", None,
     lambda: [("BITHUMB_CONNECT_KEY", rs(HEX, 32), True), ("BITHUMB_SECRET_KEY", rs(HEX, 32), True)])
vend("Coupang Open API", "kr", "api-gateway.coupang.com", None,
     lambda: [("COUPANG_VENDOR_ID", "A" + rs(DG, 8), False), ("COUPANG_ACCESS_KEY", ruuid(), True), ("COUPANG_SECRET_KEY", rs(HEX, 40), True)])
vend("Sendbird", "kr", "api-%s.sendbird.com", "Api-Token: {}",
     lambda: [("SENDBIRD_APP_ID", ruuid().upper(), False), ("SENDBIRD_API_TOKEN", rs(HEX, 40), True)])
vend("Channel Talk", "kr", "api.channel.io", None,
     lambda: [("CHANNEL_ACCESS_KEY", rs(HEX, 24), True), ("CHANNEL_ACCESS_SECRET", rs(HEX, 32), True)])
vend("Cafe24", "kr", "mallid.cafe24api.com", None,
     lambda: [("CAFE24_CLIENT_ID", rs(AN, 22), False), ("CAFE24_CLIENT_SECRET", rs(AN, 22), True)])
vend("NICEPAY", "kr", "api.nicepay.co.kr", None,
     lambda: [("NICEPAY_CLIENT_KEY", "R2_" + rs(HEX, 32), False), ("NICEPAY_SECRET_KEY", rs(HEX, 32), True)])
vend("Naver Clova", "kr", "naveropenapi.apigw.ntruss.com", "X-NCP-APIGW-API-KEY: {}",
     lambda: [("NCP_APIGW_API_KEY_ID", rs(LODG, 10), False), ("NCP_APIGW_API_KEY", rs(AN, 40), True)])
# ---- Japan
vend("LINE Messaging API", "jp", "api.line.me", "Authorization: Bearer {}",
     lambda: [("LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "=", True), ("LINE_CHANNEL_SECRET", rs(HEX, 32), True)])
vend("LINE Notify", "jp", "notify-api.line.me", "Authorization: Bearer {}",
     lambda: [("LINE_NOTIFY_TOKEN", rs(AN, 43), True)])
vend("Chatwork", "jp", "api.chatwork.com", "X-ChatWorkToken: {}",
     lambda: [("CHATWORK_API_TOKEN", rs(HEX, 32), True)])
vend("Backlog", "jp", "example.backlog.jp", None,
     lambda: [("BACKLOG_API_KEY", rs(AN, 64), True)])
vend("PAY.JP", "jp", "api.pay.jp", None,
     lambda: [("PAYJP_SECRET_KEY", "sk_live_" + rs(HEX, 48), True)])
vend("Sakura Cloud", "jp", "secure.sakura.ad.jp", None,
     lambda: [("SAKURACLOUD_ACCESS_TOKEN", ruuid(), True), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(AN, 64), True)])
vend("kintone", "jp", "example.cybozu.com", "X-Cybozu-API-Token: {}",
     lambda: [("KINTONE_API_TOKEN", rs(AN, 40), True)])
vend("Yahoo! JAPAN", "jp", "auth.login.yahoo.co.jp", None,
     lambda: [("YJ_CLIENT_ID", "dj00aiZpPX" + rs(AN, 46) + "--", False), ("YJ_CLIENT_SECRET", rs(AN, 40), True)])


def vhost(v):
    h = v["host"] or "api.example.com"
    if "%d" in h:
        h = h.replace("%d", str(rint(1, 9999)))
    if "%s" in h:
        h = h.replace("%s", rs(LO, 6))
    return h


# ---------------------------------------------------------------- part 3: passwords, people, hosts
EN_WORDS = ["maple", "river", "orbit", "lantern", "copper", "falcon", "meadow", "pixel", "harbor", "cactus",
            "violet", "thunder", "walnut", "glacier", "pepper", "canyon", "ember", "saffron", "tundra",
            "marble", "willow", "rocket", "basil", "cobalt", "nimbus", "otter", "quartz", "sparrow", "tango",
            "velvet", "zephyr", "biscuit", "crimson", "dolphin", "juniper", "kettle", "lemon", "mango",
            "nectar", "olive", "panda", "quiver", "raven", "sunset", "tiger", "umbra", "vortex", "wombat",
            "yellow", "banjo", "castle", "dragon", "engine", "forest", "garden", "hammer", "island",
            "jungle", "koala", "ladder", "monkey", "nickel", "ocean", "puzzle", "summer", "winter",
            "autumn", "spring", "purple", "silver", "galaxy", "coffee", "butter", "shadow", "bridge"]
KO_WORDS = ["사랑", "고양이", "강아지", "햇살", "바다", "하늘", "우리집", "행복", "별빛", "봄날", "여름",
            "가을", "겨울", "초코", "토끼", "다람쥐", "무지개", "서울", "부산", "제주", "커피", "라면", "김치",
            "떡볶이", "호랑이", "곰돌이", "민트", "달빛", "소나무", "바람", "한강", "벚꽃", "눈사람", "별님",
            "해바라기", "참새", "두부", "만두", "딸기", "수박", "감자", "고구마", "나비", "구름", "파도"]
NAMES_ROM = ["minji", "jihoon", "seoyeon", "hyunwoo", "soyeon", "junho", "yuna", "dongmin", "eunji",
             "taeyang", "haneul", "sungmin", "jiwoo", "kyungsoo", "daeun", "alice", "brian", "chloe",
             "daniel", "emma", "felix", "grace", "henry", "ivy", "jack", "kenji", "yuki", "wei", "lena",
             "marco", "sofia", "omar", "priya"]
NAMES_KO = ["김민지", "이지훈", "박서연", "최현우", "정소연", "강준호", "조유나", "윤동민", "장은지", "임태양",
            "한하늘", "오성민", "서지우", "신경수", "권다은"]
TEAM_EN = ["payments", "platform", "data", "growth", "infra", "search", "mobile", "billing", "ML", "QA"]
TEAM_KO = ["결제팀", "플랫폼팀", "데이터팀", "그로스팀", "인프라팀", "검색팀", "모바일팀", "정산팀", "ML팀", "QA팀"]
SERVICES = ["billing-api", "order-worker", "notify-svc", "settlement-batch", "search-indexer", "auth-gateway",
            "report-cron", "media-uploader", "crm-sync", "ledger", "coupon-service", "shipping-tracker",
            "chat-relay", "recommender", "admin-web", "partner-api", "etl-runner", "metrics-exporter"]
PW_PUNCT = "!@#$%^&*-_=+?.~"


def cap(w):
    return w[:1].upper() + w[1:]


def _pw_human():
    w = pick(EN_WORDS)
    style = rint(0, 4)
    if style == 0:
        return cap(w) + str(rint(2015, 2026)) + pick(["!", "!!", "#", "@", "$", "*"])
    if style == 1:
        return pick(NAMES_ROM) + "%02d%02d" % (rint(1, 12), rint(1, 28)) + pick(["!", "!!", "^^", "@", "#"])
    if style == 2:
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("s", "$")
        return cap(leet) + str(rint(10, 99)) + pick(["!", "?", "*"])
    if style == 3:
        return cap(w) + pick(["_", ".", "-", "#"]) + cap(pick(EN_WORDS)) + str(rint(1, 999))
    return pick(NAMES_ROM).upper()[:1] + pick(NAMES_ROM)[1:] + pick(["@", "#", "!"]) + str(rint(1980, 2006))


def _pw_passphrase():
    n = rint(3, 5)
    words = sample(EN_WORDS, n)
    sep = pick(["-", ".", "_", " ", "", "-"])
    if sep == "":
        words = [cap(x) for x in words]
    elif chance(0.4):
        i = rint(0, n - 1)
        words[i] = cap(words[i]) if chance(0.5) else words[i].upper()
    s = sep.join(words)
    if chance(0.6):
        s += (sep or "") + str(rint(1, 99))
    return s


def _pw_punct():
    n = rint(14, 28)
    while True:
        s = rs(AN + PW_PUNCT * 2, n)
        if sum(c in PW_PUNCT for c in s) >= 3 and any(c.isdigit() for c in s) and any(c.isupper() for c in s):
            return s


def _pw_kbd():
    words = "".join(sample(KO_WORDS, rint(1, 2)))
    q = hangul_to_qwerty(words)
    tail = pick([str(rint(1, 9999)), "%02d%02d" % (rint(1, 12), rint(1, 28)), str(rint(1985, 2026))])
    s = q + tail + pick(["!", "!!", "@", "#", "", "^^"])
    if chance(0.3):
        s = s[:1].upper() + s[1:]
    return s


def _pw_hangul():
    words = "".join(sample(KO_WORDS, rint(2, 3)))
    return words + pick([str(rint(1, 9999)), str(rint(1990, 2026)), ""]) + pick(["!", "!!", "@", "#", "*", "~"])


def _pw_generated():
    style = rint(0, 3)
    if style == 0:
        return ensure_mixed(lambda: rs(AN, rint(20, 32)))
    if style == 1:
        return "-".join(ensure_mixed(lambda: rs(LODG + UP, 6)) for _ in range(3))
    if style == 2:
        return ensure_mixed(lambda: rs(AN, 12)) + pick(PW_PUNCT) + ensure_mixed(lambda: rs(AN, 10))
    return rs(HEX, 32)


PW_STYLES = [("human", _pw_human), ("passphrase", _pw_passphrase), ("punctuation-heavy", _pw_punct),
             ("korean-keyboard", _pw_kbd), ("hangul", _pw_hangul), ("generated", _pw_generated)]


def password(style=None, forbid="", minlen=8):
    """Random password; style name or None for a random style.  Returns (style, value)."""
    for _ in range(200):
        name, fn = (style, dict(PW_STYLES)[style]) if style else pick(PW_STYLES)
        v = fn()
        if len(v) >= minlen and not any(c in v for c in forbid) and not any(c in v for c in "'\"`\\"):
            return name, v
    raise RuntimeError("password generation failed")


def pw(style=None, forbid=""):
    return password(style, forbid)[1]


def enc(v):
    """Percent-encode a credential for use inside a URL (as it would be written)."""
    return urllib.parse.quote(v, safe="")


DB_USERS = ["app_rw", "svc_billing", "readonly", "admin", "postgres", "root", "etl_user", "report_ro",
            "hjpark", "deploy", "api", "migrator", "analytics", "batch", "sa", "wms_app", "crm"]
ENVS = ["prod", "stg", "dev", "qa", "dr"]


def db_host(kind="pg"):
    env = pick(ENVS)
    style = rint(0, 4)
    if style == 0:
        return "%s-%s-%s.%s.%s.rds.amazonaws.com" % (pick(["orders", "core", "billing", "auth", "wms"]), kind, env, rs(LODG, 12), _aws_region())
    if style == 1:
        return "10.%d.%d.%d" % (rint(0, 40), rint(0, 255), rint(2, 250))
    if style == 2:
        return "%s-%s-%02d.internal.example.kr" % (kind, env, rint(1, 12))
    if style == 3:
        svc = {"pg": "postgres", "mysql": "mysql", "redis": "redis", "mq": "rabbitmq", "mssql": "mssql", "ora": "oracle", "ch": "clickhouse"}.get(kind, kind)
        return "%s.%s.svc.cluster.local" % (svc, pick(["data", "infra", env]))
    return "%s-%s.%s.example.com" % (kind, env, pick(["db", "data", "corp"]))


def db_name():
    return pick(["orders", "app", "billing", "analytics", "crm", "wms", "settlement", "member", "shop", "ledger"])


def conn_string(kind, user, pwd, host=None, db=None):
    """Return (connection string, password exactly as written inside it)."""
    db = db or db_name()
    if kind == "postgres":
        host = host or db_host("pg")
        e = enc(pwd)
        return "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (user, e, host, db), e
    if kind == "mysql":
        host = host or db_host("mysql")
        e = enc(pwd)
        return "mysql://%s:%s@%s:3306/%s" % (user, e, host, db), e
    if kind == "mongodb":
        e = enc(pwd)
        return "mongodb+srv://%s:%s@cluster%d.%s.mongodb.net/%s?retryWrites=true&w=majority" % (user, e, rint(0, 3), rs(LODG, 5), db), e
    if kind == "redis":
        host = host or db_host("redis")
        e = enc(pwd)
        return "%s://%s:%s@%s:%d/%d" % (pick(["redis", "rediss"]), pick(["default", ""]), e, host, pick([6379, 6380]), rint(0, 5)), e
    if kind == "amqp":
        host = host or db_host("mq")
        e = enc(pwd)
        return "amqps://%s:%s@%s:5671/%s" % (user, e, host, pick(["%2F", "orders", "events"])), e
    if kind == "jdbc-pg":
        host = host or db_host("pg")
        e = enc(pwd)
        return "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (host, db, user, e), e
    if kind == "jdbc-mssql":
        host = host or db_host("mssql")
        return "jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password={%s};encrypt=true" % (host, db, user, pwd), pwd
    if kind == "ado":
        host = host or db_host("mssql")
        return "Server=tcp:%s,1433;Database=%s;User Id=%s;Password=%s;TrustServerCertificate=True;" % (host, db, user, pwd), pwd
    if kind == "odbc":
        host = host or db_host("mssql")
        return "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;UID=%s;PWD={%s};" % (host, db, user, pwd), pwd
    if kind == "oracle":
        host = host or db_host("ora")
        return '%s/"%s"@//%s:1521/%sPDB' % (user, pwd, host, db.upper()), pwd
    if kind == "sqlalchemy":
        host = host or db_host("pg")
        e = enc(pwd)
        return "postgresql+psycopg2://%s:%s@%s/%s" % (user, e, host, db), e
    if kind == "smtp":
        e = enc(pwd)
        return "smtp://%s:%s@%s:587" % (urllib.parse.quote(user, safe=""), e, pick(["smtp.gmail.com", "smtp.office365.com", "smtp.mailgun.org", "email-smtp.ap-northeast-2.amazonaws.com", "smtp.worksmobile.com"])), e
    if kind == "ftp":
        e = enc(pwd)
        return "ftp://%s:%s@%s/%s/" % (user, e, pick(["ftp.partner.example.co.kr", "files.example.jp", "10.20.1.15"]), pick(["upload", "edi", "outbound"])), e
    if kind == "clickhouse":
        host = host or db_host("ch")
        e = enc(pwd)
        return "clickhouse://%s:%s@%s:9440/%s?secure=true" % (user, e, host, db), e
    if kind == "snowflake":
        e = enc(pwd)
        return "snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=%s" % (user.upper(), e, rs(UP, 7), rs(UPDG, 7), db.upper(), pick(["COMPUTE_WH", "ETL_WH", "BI_WH"])), e
    raise ValueError(kind)


CONN_KINDS = ["postgres", "mysql", "mongodb", "redis", "amqp", "jdbc-pg", "jdbc-mssql", "ado", "odbc",
              "oracle", "sqlalchemy", "smtp", "ftp", "clickhouse", "snowflake"]
CONN_FORBID = {"jdbc-mssql": "}; ", "ado": "; ", "odbc": "}; ", "oracle": " "}


# ---------------------------------------------------------------- part 3b: containers
# A container renders [(KEY, value, is_secret), ...] into a snippet.  It returns (text, written)
# where written is the list of (value exactly as it appears in text, is_secret).

_BARE = re.compile(r"^[A-Za-z0-9_./+=:@,-]+$")


def k_lower(k):
    return k.lower()


def k_camel(k):
    p = k.lower().split("_")
    return p[0] + "".join(cap(x) for x in p[1:])


def k_kebab(k):
    return k.lower().replace("_", "-")


def k_dot(k):
    return k.lower().replace("_", ".")


def slug_of(name):
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def sq(v):
    return v if _BARE.match(v) else "'" + v + "'"


def dq(v):
    return v if _BARE.match(v) and not v.isdigit() else '"' + v + '"'


FILLER_ENV = [("NODE_ENV", "production"), ("PORT", "8080"), ("LOG_LEVEL", "info"), ("TZ", "Asia/Seoul"),
              ("APP_ENV", "staging"), ("HTTP_TIMEOUT_MS", "15000"), ("FEATURE_NEW_CHECKOUT", "false"),
              ("WORKERS", "4"), ("REGION", "ap-northeast-2"), ("DEBUG", "0")]


def _fill(n):
    return sample(FILLER_ENV, n)


def c_env(pairs, ctx):
    lines = []
    if chance(0.5):
        lines.append("# %s" % pick(["--- %s ---" % ctx["vendor"], ctx["service"] + " local", "copied from 1Password item", "prod values", "do not commit"]))
    fl = _fill(rint(0, 2))
    for k, v in fl[:1]:
        lines.append("%s=%s" % (k, v))
    for k, v, s in pairs:
        lines.append("%s=%s" % (k, sq(v)))
    for k, v in fl[1:]:
        lines.append("%s=%s" % (k, v))
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_export(pairs, ctx):
    return "\n".join("export %s='%s'" % (k, v) for k, v, s in pairs), [(v, s) for k, v, s in pairs]


def c_yaml(pairs, ctx):
    slug = ctx["slug"].replace("-", "_")
    lines = ["%s:" % slug]
    if chance(0.5):
        lines.append("  base_url: https://%s" % ctx["host"])
    for k, v, s in pairs:
        lines.append("  %s: %s" % (k_lower(k), dq(v)))
    if chance(0.5):
        lines.append("  timeout: %d" % pick([5, 10, 30]))
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_json(pairs, ctx):
    inner = {}
    for k, v, s in pairs:
        inner[k_camel(k)] = v
    if chance(0.5):
        inner["retries"] = rint(1, 5)
    obj = {k_camel(ctx["slug"].replace("-", "_")): inner}
    return json.dumps(obj, indent=2, ensure_ascii=False), [(v, s) for k, v, s in pairs]


def c_toml(pairs, ctx):
    lines = ["[%s]" % ctx["slug"].replace("-", "_")]
    for k, v, s in pairs:
        lines.append('%s = "%s"' % (k_lower(k), v))
    if chance(0.4):
        lines.append("enabled = true")
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_ini(pairs, ctx):
    lines = ["[%s]" % pick([ctx["slug"], "default", "credentials", ctx["service"]])]
    for k, v, s in pairs:
        lines.append("%s = %s" % (k_lower(k), v))
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_properties(pairs, ctx):
    lines = []
    if chance(0.5):
        lines.append("# %s" % ctx["service"])
    for k, v, s in pairs:
        lines.append("%s.%s=%s" % (ctx["slug"].replace("-", "."), k_kebab(k), v))
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_xml(pairs, ctx):
    lines = ["<appSettings>"]
    for k, v, s in pairs:
        lines.append('  <add key="%s:%s" value="%s" />' % (cap(k_camel(ctx["slug"].replace("-", "_"))), cap(k_camel(k)), v))
    lines.append("</appSettings>")
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_k8s_secret(pairs, ctx):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-credentials" % ctx["slug"],
             "  namespace: %s" % pick(["default", "prod", "payments", "batch"]), "type: Opaque", "stringData:"]
    for k, v, s in pairs:
        lines.append('  %s: "%s"' % (k, v))
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_k8s_secret_b64(pairs, ctx):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s" % ctx["service"], "type: Opaque", "data:"]
    written = []
    for k, v, s in pairs:
        e = b64(v.encode())
        lines.append("  %s: %s" % (k, e))
        written.append((e, s))
    return "\n".join(lines), written


def c_k8s_env(pairs, ctx):
    lines = ["      containers:", "        - name: %s" % ctx["service"],
             "          image: registry.example.com/%s:%s" % (ctx["service"], "1.%d.%d" % (rint(0, 30), rint(0, 9))), "          env:"]
    for k, v, s in pairs:
        lines.append("            - name: %s" % k)
        lines.append('              value: "%s"' % v)
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_compose(pairs, ctx):
    lines = ["services:", "  %s:" % ctx["service"], "    image: %s:latest" % ctx["service"], "    environment:"]
    for k, v, s in pairs:
        lines.append("      - %s=%s" % (k, v))
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_dockerfile(pairs, ctx):
    lines = ["FROM %s" % pick(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.22"])]
    kw = pick(["ENV", "ARG"])
    for k, v, s in pairs:
        lines.append('%s %s="%s"' % (kw, k, v) if not _BARE.match(v) else "%s %s=%s" % (kw, k, v))
    lines.append("RUN %s" % pick(["npm ci && npm run build", "pip install -r requirements.txt", "./gradlew bootJar", "go build -o /app ./cmd/server"]))
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_gha(pairs, ctx):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    for k, v, s in pairs:
        lines.append("      %s: %s" % (k, dq(v)))
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: ./scripts/%s.sh" % pick(["deploy", "sync", "publish", "release"])]
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_gitlab(pairs, ctx):
    lines = ["variables:"]
    for k, v, s in pairs:
        lines.append('  %s: "%s"' % (k, v))
    lines += ["", "%s:" % pick(["deploy_prod", "sync_job", "publish"]), "  stage: deploy", "  script:", "    - make %s" % pick(["deploy", "sync", "release"])]
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_jenkins(pairs, ctx):
    lines = ["pipeline {", "  agent any", "  environment {"]
    for k, v, s in pairs:
        lines.append("    %s = '%s'" % (k, v))
    lines += ["  }", "  stages { stage('Deploy') { steps { sh './deploy.sh' } } }", "}"]
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_terraform(pairs, ctx):
    if chance(0.5):
        lines = ['provider "%s" {' % ctx["slug"].split("-")[0]]
        for k, v, s in pairs:
            lines.append('  %s = "%s"' % (k_lower(k).split("_", 1)[-1], v))
        lines.append("}")
    else:
        lines = ["# terraform.tfvars"] + ['%s = "%s"' % (k_lower(k), v) for k, v, s in pairs]
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_python(pairs, ctx):
    st = rint(0, 2)
    if st == 0:
        lines = ["import os", ""] + ['os.environ.setdefault("%s", "%s")' % (k, v) for k, v, s in pairs]
    elif st == 1:
        lines = ["SETTINGS = {"] + ['    "%s": "%s",' % (k_lower(k), v) for k, v, s in pairs] + ["}"]
    else:
        args = ", ".join('%s="%s"' % (k_lower(k).split("_", 1)[-1], v) for k, v, s in pairs)
        lines = ["client = %sClient(%s)" % (re.sub(r"[^A-Za-z0-9]", "", ctx["vendor"].title()), args)]
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_js(pairs, ctx):
    if chance(0.5):
        lines = ["const config = {"] + ["  %s: '%s'," % (k_camel(k), v) for k, v, s in pairs] + ["};"]
    else:
        lines = ["process.env.%s ??= '%s';" % (k, v) for k, v, s in pairs]
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_go(pairs, ctx):
    lines = ["const ("] + ['\t%s = "%s"' % (cap(k_camel(k)), v) for k, v, s in pairs] + [")"]
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_java(pairs, ctx):
    lines = ['    private static final String %s = "%s";' % (k, v) for k, v, s in pairs]
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_kotlin(pairs, ctx):
    lines = ["object %sConfig {" % cap(k_camel(ctx["slug"].replace("-", "_")))] + ['    const val %s = "%s"' % (k, v) for k, v, s in pairs] + ["}"]
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_ruby(pairs, ctx):
    lines = ['ENV["%s"] ||= "%s"' % (k, v) for k, v, s in pairs]
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_php(pairs, ctx):
    lines = ["<?php"] + ["define('%s', '%s');" % (k, v) for k, v, s in pairs]
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_rust(pairs, ctx):
    lines = ['let %s = "%s";' % (k_lower(k), v) for k, v, s in pairs]
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_csharp(pairs, ctx):
    lines = ['builder.Configuration["%s:%s"] = "%s";' % (cap(k_camel(ctx["slug"].replace("-", "_"))), cap(k_camel(k)), v) for k, v, s in pairs]
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_powershell(pairs, ctx):
    lines = ["$env:%s = '%s'" % (k, v) for k, v, s in pairs]
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_inline(pairs, ctx):
    envs = " ".join("%s=%s" % (k, sq(v)) for k, v, s in pairs)
    cmd = pick(["npm run sync", "python -m jobs.%s" % ctx["service"].replace("-", "_"), "./bin/%s" % ctx["service"], "make smoke-test", "go run ./cmd/worker"])
    if chance(0.4):
        envs = " ".join("-e %s=%s" % (k, sq(v)) for k, v, s in pairs)
        return "docker run --rm %s %s:latest" % (envs, ctx["service"]), [(v, s) for k, v, s in pairs]
    return "%s %s" % (envs, cmd), [(v, s) for k, v, s in pairs]


def c_diff(pairs, ctx):
    f = pick([".env.production", "config/settings.py", "deploy/values-prod.yaml", "docker-compose.override.yml", "src/main/resources/application-prod.properties"])
    lines = ["--- a/" + f, "+++ b/" + f, "@@ -%d,%d +%d,%d @@" % (rint(3, 40), len(pairs), rint(3, 40), len(pairs))]
    for k, v, s in pairs:
        lines.append("-%s=" % k)
    for k, v, s in pairs:
        lines.append("+%s=%s" % (k, v))
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_log(pairs, ctx):
    st = rint(0, 2)
    if st == 0:
        d = ", ".join("'%s': '%s'" % (k, v) for k, v, s in pairs)
        t = "%s %s,%03d DEBUG [%s] loaded settings: {%s}" % (rdate(), rtime(), rint(0, 999), ctx["service"], d)
    elif st == 1:
        d = " ".join("%s=%s" % (k_lower(k), v) for k, v, s in pairs)
        t = 'time=%s level=debug msg="client init" %s req_id=%s' % (rts(), d, rs(HEX, 16))
    else:
        d = json.dumps({k_camel(k): v for k, v, s in pairs}, ensure_ascii=False)
        t = '{"ts":"%s","level":"DEBUG","logger":"%s","msg":"config","extra":%s}' % (rts(), ctx["service"], d)
    return t, [(v, s) for k, v, s in pairs]


def c_traceback(pairs, ctx):
    k, v, s = [p for p in pairs if p[2]][0]
    mod = ctx["service"].replace("-", "_")
    t = ("Traceback (most recent call last):\n"
         '  File "/app/%s/client.py", line %d, in _request\n'
         "    resp.raise_for_status()\n"
         "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://%s/v1/%s\n"
         "  locals: self.%s = '%s'") % (mod, rint(20, 300), ctx["host"], pick(["events", "messages", "charges", "sync"]), k_lower(k), v)
    return t, [(v, s)]


def c_table(pairs, ctx):
    lines = ["| key | value | where |", "|---|---|---|"]
    for k, v, s in pairs:
        lines.append("| %s | `%s` | %s |" % (k, v, pick(["Vault", "CI secret", ".env", "helm values", "1Password"])))
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_chat(pairs, ctx):
    who = pick(NAMES_ROM)
    lines = []
    for k, v, s in pairs:
        lead = pick(["%s 값:" % k, "%s 이거 쓰세요" % k, "여기요", "%s =" % k]) if ctx.get("lang") == "ko" else pick(["%s =" % k, "here's %s:" % k, "use", "try", "prod one is"])
        lines.append("[%s] %s: %s `%s`" % (rtime()[:5], who, lead, v))
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_helm(pairs, ctx):
    sets = " \\\n  ".join("--set %s.%s=%s" % (ctx["slug"].split("-")[0], k_camel(k), sq(v)) for k, v, s in pairs)
    return "helm upgrade --install %s ./charts/%s \\\n  %s" % (ctx["service"], ctx["service"], sets), [(v, s) for k, v, s in pairs]


def c_systemd(pairs, ctx):
    lines = ["[Service]"] + ['Environment="%s=%s"' % (k, v) for k, v, s in pairs] + ["ExecStart=/opt/%s/bin/start" % ctx["service"]]
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_vscode(pairs, ctx):
    obj = {"name": "Debug %s" % ctx["service"], "type": pick(["node", "debugpy", "go"]), "request": "launch",
           "env": {k: v for k, v, s in pairs}}
    return json.dumps(obj, indent=2, ensure_ascii=False), [(v, s) for k, v, s in pairs]


def c_ansible(pairs, ctx):
    lines = ["# group_vars/%s.yml" % pick(["prod", "all", "web", "batch"])] + ['%s_%s: "%s"' % (ctx["slug"].replace("-", "_"), k_lower(k), v) for k, v, s in pairs]
    return "\n".join(lines), [(v, s) for k, v, s in pairs]


def c_netrc(pairs, ctx):
    sec = [p for p in pairs if p[2]][0]
    login = pick(NAMES_ROM + ["ci-bot", "deploy"])
    return "machine %s\n  login %s\n  password %s" % (ctx["host"], login, sec[1]), [(sec[1], True)]


def c_url_query(pairs, ctx):
    sec = [p for p in pairs if p[2]][0]
    e = enc(sec[1])
    pname = pick(["api_key", "key", "token", "access_token", "apikey", "serviceKey", "crtfc_key"])
    return "https://%s/v1/%s?%s=%s&%s" % (ctx["host"], pick(["search", "items", "report", "list"]), pname, e, pick(["page=1", "limit=50", "format=json", "lang=ko"])), [(e, True)]


def c_curl(pairs, ctx):
    sec = [p for p in pairs if p[2]][0]
    h = ctx["hdr"].format(sec[1])
    meth = pick(["GET", "POST"])
    t = "curl -sS %s'https://%s/%s' \\\n  -H '%s'" % ("-X POST " if meth == "POST" else "", ctx["host"], pick(["v1/me", "v2/items", "api/v1/health", "v1/messages"]), h)
    if meth == "POST":
        t += " \\\n  -H 'Content-Type: application/json' -d '{\"dry_run\": true}'"
    return t, [(sec[1], True)]


def c_http(pairs, ctx):
    sec = [p for p in pairs if p[2]][0]
    h = ctx["hdr"].format(sec[1])
    t = "%s /%s HTTP/1.1\nHost: %s\n%s\nAccept: application/json\nUser-Agent: %s/%d.%d" % (
        pick(["GET", "POST", "PUT"]), pick(["v1/orders", "api/users/me", "v2/reports"]), ctx["host"], h, ctx["service"], rint(1, 4), rint(0, 20))
    return t, [(sec[1], True)]


CONTAINERS = {
    "env": (c_env, "", ".env file"), "export": (c_export, "", "shell export"), "yaml": (c_yaml, "", "YAML config"),
    "json": (c_json, "", "JSON config"), "toml": (c_toml, "", "TOML"), "ini": (c_ini, "", "INI"),
    "properties": (c_properties, "", "Java properties"), "xml": (c_xml, "&<>", "XML appSettings"),
    "k8s-secret": (c_k8s_secret, "", "k8s Secret stringData"), "k8s-secret-b64": (c_k8s_secret_b64, "", "k8s Secret data (base64)"),
    "k8s-env": (c_k8s_env, "", "k8s Deployment env"), "compose": (c_compose, "$ ", "docker compose"),
    "dockerfile": (c_dockerfile, "$", "Dockerfile"), "gha": (c_gha, "", "GitHub Actions"),
    "gitlab-ci": (c_gitlab, "$", "GitLab CI"), "jenkins": (c_jenkins, "$", "Jenkinsfile"),
    "terraform": (c_terraform, "$", "Terraform"), "python": (c_python, "", "Python"), "js": (c_js, "", "JavaScript"),
    "go": (c_go, "", "Go"), "java": (c_java, "", "Java"), "kotlin": (c_kotlin, "$", "Kotlin"), "ruby": (c_ruby, "#", "Ruby"),
    "php": (c_php, "", "PHP"), "rust": (c_rust, "", "Rust"), "csharp": (c_csharp, "", "C#"), "powershell": (c_powershell, "", "PowerShell"),
    "inline": (c_inline, "", "inline env in command"), "diff": (c_diff, "", "diff"), "log": (c_log, "", "log line"),
    "traceback": (c_traceback, "", "stack trace"), "table": (c_table, "|", "markdown table"), "chat": (c_chat, "", "chat paste"),
    "helm": (c_helm, "", "helm --set"), "systemd": (c_systemd, "%", "systemd unit"), "vscode": (c_vscode, "", "launch.json"),
    "ansible": (c_ansible, "", "Ansible vars"), "netrc": (c_netrc, " ", ".netrc"), "url": (c_url_query, "", "URL query"),
    "curl": (c_curl, "", "curl header"), "http": (c_http, "", "raw HTTP request"),
}
CONTAINER_NAMES = list(CONTAINERS)


def render(cname, pairs, ctx):
    fn, forbid, label = CONTAINERS[cname]
    return fn(pairs, ctx)


def container_ok(cname, pairs, ctx):
    fn, forbid, label = CONTAINERS[cname]
    if cname in ("curl", "http") and not ctx.get("hdr"):
        return False
    if cname in ("traceback", "netrc", "url", "curl", "http") and not any(p[2] for p in pairs):
        return False
    return not any(c in v for k, v, s in pairs for c in forbid)


# ---------------------------------------------------------------- part 4: prose banks
TASK_EN = ["migrating the {svc} config to Helm", "debugging the 401s in {svc}", "setting up the nightly export job",
           "upgrading the SDK to the next major version", "wiring the webhook handler for {svc}",
           "moving CI from Jenkins to GitHub Actions", "adding a smoke test for {svc}", "reproducing a prod bug locally",
           "rotating credentials after an offboarding", "splitting {svc} out of the monorepo",
           "adding retries to the outbound client in {svc}", "writing the on-call runbook for {svc}",
           "fixing the flaky integration tests", "bumping the base image of {svc}", "setting up a staging copy of {svc}",
           "porting the cron scripts to Kubernetes CronJobs", "cleaning up the old deploy scripts",
           "adding a health check endpoint to {svc}", "investigating why {svc} stopped sending notifications"]
TASK_KO = ["{svc} 설정을 Helm 차트로 옮기는 중", "{svc}의 401 에러 디버깅 중", "야간 export 잡 세팅 중",
           "SDK 메이저 버전 업그레이드 작업 중", "{svc} 웹훅 핸들러 연결 작업 중", "CI를 Jenkins에서 GitHub Actions로 옮기는 중",
           "{svc} 스모크 테스트 추가 중", "운영 버그를 로컬에서 재현하던 중", "퇴사자 계정 정리 후 키 교체 작업 중",
           "{svc} 서비스를 모노레포에서 분리하는 중", "{svc} 외부 호출에 재시도 로직 넣는 중", "{svc} 온콜 런북 작성 중",
           "불안정한 통합 테스트 고치는 중", "{svc} 베이스 이미지 올리는 중", "{svc} 스테이징 환경 복제 중",
           "크론 스크립트를 k8s CronJob으로 옮기는 중", "오래된 배포 스크립트 정리 중", "{svc}에 헬스체크 엔드포인트 추가하는 중",
           "{svc} 알림 발송이 멈춘 원인 조사 중"]


def what_en(key):
    k = key.upper()
    if "PASSWORD" in k:
        return "password"
    if "TOKEN" in k or k.endswith("_PAT"):
        return "token"
    if "SECRET" in k:
        return "secret"
    return "API key"


def what_ko(key):
    return {"password": "비밀번호", "token": "토큰", "secret": "시크릿", "API key": "API 키"}[what_en(key)]


def task(lang, svc):
    return pick(TASK_EN if lang == "en" else TASK_KO).format(svc=svc)


# --- vendor-token notes
VT_MC_EN = ["While {task}, I didn't know which {vendor} {what} the job was using or where it was configured.",
            "I was {task} and the calls to {vendor} kept failing with 401; I didn't know the working {what} lived in {file}.",
            "Missing context: {svc} talks to {vendor}, and the {what} is set in {file}, not in the CI secrets as I assumed.",
            "I didn't know that {file} overrides the {vendor} credentials in {env}.",
            "The user pasted their local config so I could reproduce the {vendor} failure while {task}.",
            "Nobody told me {svc} had a hard-coded {vendor} {what}; I found it while {task}.",
            "I assumed {vendor} access went through the shared proxy, but {svc} calls {host} directly with its own {what}.",
            "Context I lacked: which {vendor} account {env} uses. The user dumped the relevant part of {file}:"]
VT_MC_KO = ["{task}, {svc}에서 어떤 {vendor} {what_ko}을(를) 쓰는지, 어디에 설정돼 있는지 몰랐다.",
            "{task} {vendor} 호출이 계속 401로 실패했다. 동작하는 {what_ko}이(가) {file}에 있다는 걸 몰랐다.",
            "{svc}은(는) {vendor} API와 연동되고 {what_ko}은(는) CI 시크릿이 아니라 {file}에 들어있었다. 이걸 몰랐음.",
            "{env} 환경에서 {file}이(가) {vendor} 인증 정보를 덮어쓴다는 걸 몰랐다.",
            "{vendor} 장애를 재현하려고 사용자가 로컬 설정을 그대로 붙여줬다. ({task})",
            "{svc}에 {vendor} {what_ko}이(가) 하드코딩돼 있다는 걸 아무도 말해주지 않았다. {task} 발견함.",
            "{vendor} 호출이 공용 프록시를 거친다고 생각했는데, {svc}은(는) {host}에 자체 {what_ko}(으)로 직접 호출하고 있었다.",
            "{env}에서 어떤 {vendor} 계정을 쓰는지 몰랐다. 사용자가 {file}의 해당 부분을 붙여줌:"]
VT_LE_EN = ["The {vendor} client reads `{key}`; with the value below the request went through ({status}).",
            "Working {env} config for {vendor}, confirmed with a real call:",
            "{svc} only picks up `{key}` at startup, so a restart is needed after changing it. Current value:",
            "Root cause: the {what} in CI was stale. The one that works is in {file}:",
            "Don't trust the README; the effective {vendor} settings are these:",
            "Fix was to point `{key}` at the {env} credential instead of the sandbox one.",
            "After swapping in the {what} from {file}, the {vendor} sync finished in {secs}s.",
            "{vendor} rejects requests when the {what} is sent in the wrong header; the format that works:"]
VT_LE_KO = ["{vendor} 클라이언트는 `{key}` 환경변수를 읽는다. 아래 값으로 호출하니 {status} 정상 응답.",
            "실제 호출로 확인한 {env} {vendor} 설정:",
            "{svc}은(는) 기동 시에만 `{key}` 값을 읽어서, 값을 바꾸면 재시작해야 한다. 현재 값:",
            "원인: CI에 있던 {what_ko}이(가) 만료된 값이었다. 동작하는 건 {file}에 있는 이것:",
            "README 말고 실제로 적용되는 {vendor} 설정은 아래와 같다.",
            "`{key}` 값을 샌드박스 값이 아니라 {env} 값으로 바꿔서 해결.",
            "{file}에 있던 {what_ko}(으)로 교체하니 {vendor} 동기화가 {secs}초 만에 끝났다.",
            "{what_ko}을(를) 다른 헤더로 보내면 {vendor} API가 거부한다. 동작하는 형식:"]
VT_ASK_EN = ["Should I move `{key}` into {store} instead of leaving it in {file}?",
             "Is this {vendor} {what} scoped to {env} only, or shared with other environments?",
             "Who owns the {vendor} account, so I can ask for a read-only {what} next time?",
             "Do you want me to rotate the {vendor} {what} now that it has been pasted here?",
             "Is there a sandbox {vendor} account I should use for local testing instead?",
             "Which {vendor} project should {svc} bill against in {env}?",
             ""]
VT_ASK_KO = ["`{key}` 값을 {file}에 두지 말고 {store}로 옮길까요?",
             "이 {vendor} {what_ko}은(는) {env} 전용인가요, 다른 환경과 같이 쓰나요?",
             "{vendor} 계정 담당자가 누구인지 알려주시면 다음엔 읽기 전용 {what_ko}을(를) 요청할게요.",
             "여기 붙여넣어졌으니 {vendor} {what_ko}을(를) 지금 교체할까요?",
             "로컬 테스트용 {vendor} 샌드박스 계정이 따로 있나요?",
             "{env}에서 {svc}은(는) 어떤 {vendor} 프로젝트로 과금되어야 하나요?",
             ""]
VT_ASK_REPEAT_EN = ["Next time, can I reuse `{val}` for {env}, or will it be rotated?",
                    "Is `{val}` still the active {vendor} {what}, or was it replaced after {date}?",
                    "Should {svc} keep using {val} until the new {vendor} project is ready?",
                    "Confirm: `{key}={val}` is the {env} value, right?"]
VT_ASK_REPEAT_KO = ["다음에도 `{val}` 값을 {env}에서 그대로 써도 되나요, 아니면 교체 예정인가요?",
                    "`{val}` 값이 아직 유효한 {vendor} {what_ko}인가요? {date} 이후에 바뀌었나요?",
                    "새 {vendor} 프로젝트 준비될 때까지 {svc}에서 {val} 계속 써도 될까요?",
                    "`{key}={val}` 이게 {env} 값 맞죠?"]
FILES = [".env.production", "config/prod.yaml", "deploy/values-prod.yaml", "docker-compose.override.yml",
         "~/.config/%s/config.toml", "application-prod.properties", "settings/local.py", "terraform.tfvars",
         ".github/workflows/deploy.yml", ".gitlab-ci.yml", "k8s/secret.yaml", "Jenkinsfile", "appsettings.Production.json",
         "group_vars/prod.yml", "scripts/run_sync.sh"]
STORES_EN = ["Vault", "AWS Secrets Manager", "the CI secret store", "1Password", "GCP Secret Manager", "a SealedSecret",
             "Azure Key Vault", "Doppler", "NCP Secret Manager"]
STORE_KO = ["Vault", "AWS Secrets Manager", "CI 시크릿", "1Password", "GCP Secret Manager", "SealedSecret", "Azure Key Vault", "Doppler", "NCP Secret Manager"]
ENV_EN = ["prod", "staging", "production", "stage", "dev", "DR", "QA"]
ENV_KO = ["운영", "스테이징", "개발", "QA", "DR"]
STATUS = ["HTTP 200", "200 OK", "201 Created", "204", "HTTP 202"]


def _batchim_latin(word):
    w = word.rstrip("`'\")]}>.,:;!? ")
    if not w:
        return False
    ch = w[-1]
    if 0 <= ord(ch) - 0xAC00 < 11172:
        return has_batchim(ch)
    if ch.isdigit():
        return ch in "013678"
    if ch.isupper():
        return ch in "LMN"
    low = w.lower()
    return low.endswith(("ng", "m", "n", "l", "k", "b"))


def _rieul(word):
    w = word.rstrip("`'\")]}>.,:;!? ")
    ch = w[-1:] if w else ""
    if ch and 0 <= ord(ch) - 0xAC00 < 11172:
        return (ord(ch) - 0xAC00) % 28 == 8
    return ch.lower() == "l"


def fill(t, **kw):
    out = t.format(**kw)
    # resolve Korean particles written as 을(를), 이(가), 은(는), (으)로, 과(와)
    for mark, a, b in (("을(를)", "을", "를"), ("이(가)", "이", "가"), ("은(는)", "은", "는"), ("과(와)", "과", "와"), ("(으)로", "으로", "로")):
        while mark in out:
            i = out.index(mark)
            prev = out[:i]
            bat = _batchim_latin(prev)
            if mark == "(으)로" and _rieul(prev):
                bat = False
            out = out[:i] + (a if bat else b) + out[i + len(mark):]
    return out


def fence(snippet, lang_hint=""):
    st = rint(0, 4)
    if st <= 1:
        return Snip("```%s\n%s\n```" % (lang_hint, snippet))
    if st == 2:
        return Snip("\n".join("    " + ln for ln in snippet.split("\n")))
    return Snip(snippet)


class Snip(str):
    """A pasted snippet: always on its own line(s)."""


def join_parts(parts):
    """Join prose and snippet parts; snippets (Snip) go on their own lines."""
    out = ""
    prev_snip = False
    for p in parts:
        if not p:
            continue
        is_snip = isinstance(p, Snip) or "\n" in p
        if not out:
            out = str(p)
        elif is_snip or prev_snip:
            out += "\n" + str(p)
        else:
            out += " " + str(p)
        prev_snip = is_snip
    return out


# --- generic connectors
INTRO_EN = ["Snippet:", "The user pasted:", "Relevant part:", "What I found:", "Config as deployed:", "From the repo:", "Pasted by the user:"]
INTRO_KO = ["스니펫:", "사용자가 붙여준 내용:", "관련 부분:", "찾은 내용:", "배포된 설정:", "레포에 있던 것:", "붙여넣은 값:"]


# ---------------------------------------------------------------- part 5: secret-note templates
class Note:
    def __init__(self, lang):
        self.lang = lang
        self.secrets = []
        self.vendors = []

    @property
    def en(self):
        return self.lang == "en"

    def s(self, v):
        if v not in self.secrets:
            self.secrets.append(v)
        return v

    def L(self, en, ko):
        """Pick the English or Korean alternative (each may be a list)."""
        x = en if self.en else ko
        return pick(x) if isinstance(x, list) else x


COMPANY = {"AWS STS": "AWS", "GitHub fine-grained PAT": "GitHub", "GitHub OAuth app": "GitHub",
           "Slack user token": "Slack", "Slack app-level": "Slack", "Stripe webhook": "Stripe",
           "Google Cloud API key": "Google Cloud", "Google OAuth": "Google", "Google OAuth access token": "Google",
           "Cloudflare global key": "Cloudflare", "Meta Graph": "Meta", "Meta app": "Meta", "Kakao Login": "Kakao",
           "PortOne V2": "PortOne", "LINE Messaging API": "LINE", "LINE Notify": "LINE", "Baidu Qianfan": "Baidu AI Cloud",
           "Naver Open API": "Naver", "Naver Commerce API": "Naver", "Naver Clova": "Naver Cloud Platform",
           "Firebase Cloud Messaging": "Firebase", "Yandex Cloud": "Yandex", "Korea Investment OpenAPI": "Korea Investment",
           "Azure Storage": "Azure", "Azure AD": "Azure", "Azure OpenAI": "Azure", "Azure DevOps": "Azure DevOps",
           "Coupang Open API": "Coupang", "Open DART": "Open DART"}


def company(name):
    return COMPANY.get(name, name)


VENDOR_QUEUE = []      # used by secret templates
CLEAN_QUEUE = []       # used by clean templates (kept apart so secret notes cover every vendor)


def next_vendor(need_hdr=False, queue=None):
    """Draw vendors in shuffled rounds so every catalogue entry is used before any repeats."""
    queue = VENDOR_QUEUE if queue is None else queue
    for _ in range(3):
        if not queue:
            q = list(VENDORS)
            R.shuffle(q)
            queue.extend(q)
        if not need_hdr:
            return queue.pop()
        for k in range(len(queue) - 1, -1, -1):
            if queue[k]["hdr"]:
                return queue.pop(k)
        q = list(VENDORS)
        R.shuffle(q)
        queue[:0] = q
    raise RuntimeError("no vendor")


VT_STMT_EN = ["{svc} reads `{key}` only at startup; restart the pod after changing it.",
              "The {what} in CI was stale; the one from {file} works.",
              "Requests to {host} need the {what} in a header, not as a query parameter.",
              "{vendor} answers 401 (not 403) when the {what} belongs to another project.",
              "The {env} and sandbox {vendor} credentials look alike; check which one is loaded before debugging further.",
              "Lesson: grep {file} before assuming CI secrets are the source of truth.",
              "With the correct {what}, the {vendor} call returned {status}.",
              "The {vendor} SDK silently falls back to an empty {what} if `{key}` is unset, so the error only shows up as a 401."]
VT_STMT_KO = ["{svc}은(는) 기동 시에만 `{key}` 값을 읽는다. 값 바꾼 뒤엔 파드 재시작 필요.",
              "CI에 있던 {what_ko}은(는) 만료된 값이었고 {file}에 있는 값은 동작한다.",
              "{host} 호출 시 {what_ko}은(는) 쿼리 파라미터가 아니라 헤더로 보내야 한다.",
              "{what_ko}이(가) 다른 프로젝트 것이면 {vendor} API는 403이 아니라 401을 준다.",
              "{env} 값과 샌드박스 값이 비슷하게 생겨서, 디버깅 전에 어떤 값이 로드됐는지 먼저 확인할 것.",
              "교훈: CI 시크릿이 기준이라고 가정하기 전에 {file}부터 확인.",
              "올바른 {what_ko}(으)로 바꾸니 {vendor} 호출이 {status} 반환.",
              "`{key}` 값이 비어 있으면 {vendor} SDK가 조용히 빈 값으로 호출해서 401로만 보인다."]


def decoy(lang):
    """A non-secret identifier sentence (commit, request id, image digest...)."""
    st = rint(0, 4)
    if st == 0:
        x = rs(HEX, 40) if chance(0.5) else rs(HEX, 7)
        return pick(["(fixed in commit %s)", "Commit: %s.", "See %s on main."]) % x if lang == "en" else pick(["(커밋 %s에서 수정)", "커밋: %s", "main의 %s 참고."]) % x
    if st == 1:
        return ("Request id %s." if lang == "en" else "요청 ID %s.") % ruuid()
    if st == 2:
        return ("Image: registry.example.com/app@sha256:%s" if lang == "en" else "이미지: registry.example.com/app@sha256:%s") % rs(HEX, 64)
    if st == 3:
        return ("Trace %s, span %s." if lang == "en" else "trace %s / span %s") % (rs(HEX, 32), rs(HEX, 16))
    return ("Ticket OPS-%d." if lang == "en" else "티켓 OPS-%d.") % rint(100, 9999)


def vt_kw(n, v, pairs, ctx):
    sec = [p for p in pairs if p[2]]
    key = sec[0][0]
    f = pick(FILES)
    if "%s" in f:
        f = f % ctx["slug"]
    return dict(vendor=company(v["name"]), what=what_en(key), what_ko=what_ko(key), key=key, svc=ctx["service"], file=f,
                env=pick(ENV_EN if n.en else ENV_KO), host=ctx["host"], store=pick(STORES_EN if n.en else STORE_KO), status=pick(STATUS),
                secs=rint(2, 90), date=rdate(), task=task(n.lang, ctx["service"]))


def ask_for(n, kw, val=None, p_repeat=0.18):
    if val is not None and chance(p_repeat):
        t = fill(pick(VT_ASK_REPEAT_EN if n.en else VT_ASK_REPEAT_KO), val=val, **kw)
        if utf8len(t) <= 512:
            return t, True
    return fill(pick(VT_ASK_EN if n.en else VT_ASK_KO), **kw), False


def _sp_npmrc(pairs, ctx):
    v = pairs[0][1]
    return "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true" % v, [(v, True)], ".npmrc"


def _sp_pypirc(pairs, ctx):
    v = pairs[0][1]
    return "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % v, [(v, True)], ".pypirc"


def _sp_aws(pairs, ctx):
    lines = ["[%s]" % pick(["default", "prod", "deploy", "data-eng"])]
    for k, v, s in pairs:
        lines.append("%s = %s" % (k.lower().replace("aws_default_region", "region"), v))
    return "\n".join(lines), [(v, s) for k, v, s in pairs], "~/.aws/credentials"


def _sp_docker(pairs, ctx):
    user, tok = pairs[0][1], pairs[1][1]
    a = b64((user + ":" + tok).encode())
    t = json.dumps({"auths": {"https://index.docker.io/v1/": {"auth": a}}}, indent=2)
    return t, [(a, True)], "~/.docker/config.json"


def _sp_gh(pairs, ctx):
    v = pairs[0][1]
    return "github.com:\n    user: %s\n    oauth_token: %s\n    git_protocol: https" % (pick(NAMES_ROM), v), [(v, True)], "gh hosts.yml"


def _sp_git(pairs, ctx):
    v = pairs[0][1]
    return "git remote set-url origin https://%s:%s@github.com/%s/%s.git" % (pick(NAMES_ROM), v, pick(["acme", "hanbit-dev", "team-x"]), ctx["service"]), [(v, True)], "git remote URL"


SPECIAL = {"npm": _sp_npmrc, "PyPI": _sp_pypirc, "AWS": _sp_aws, "AWS STS": _sp_aws, "Docker Hub": _sp_docker,
           "GitHub": _sp_gh, "GitHub fine-grained PAT": _sp_git}


def t_vendor_container(n):
    v = next_vendor()
    n.vendors.append(v["name"])
    pairs = v["fn"]()
    ctx = dict(vendor=v["name"], slug=slug_of(v["name"]), host=vhost(v), hdr=v["hdr"], service=pick(SERVICES), lang=n.lang)
    if v["name"] in SPECIAL and chance(0.5):
        text, written, label = SPECIAL[v["name"]](pairs, ctx)
    else:
        cands = [c for c in CONTAINER_NAMES if container_ok(c, pairs, ctx)]
        cname = pick(cands)
        text, written = render(cname, pairs, ctx)
        label = CONTAINERS[cname][2]
    main = None
    for w, s in written:
        if s:
            n.s(w)
            main = main or w
    kw = vt_kw(n, v, pairs, ctx)
    snippet = fence(text)
    mc_p = fill(pick(VT_MC_EN if n.en else VT_MC_KO), **kw)
    le_lead = fill(pick(VT_LE_EN if n.en else VT_LE_KO), **kw)
    stmt = fill(pick(VT_STMT_EN if n.en else VT_STMT_KO), **kw)
    intro = pick(INTRO_EN if n.en else INTRO_KO) if chance(0.5) else ""
    dec = decoy(n.lang) if chance(0.3) else ""
    arr = rint(0, 3)
    pos = ["mc-end", "lesson-end", "mc-start", "lesson-start"][arr]
    if arr == 0:
        mc, le = join_parts([mc_p, intro, snippet]), join_parts([stmt, dec])
    elif arr == 1:
        mc, le = join_parts([mc_p, dec]), join_parts([le_lead, snippet, stmt if chance(0.3) else ""])
    elif arr == 2:
        mc, le = join_parts([snippet, mc_p]), join_parts([stmt, dec])
    else:
        mc, le = join_parts([mc_p, dec]), join_parts([snippet, stmt])
    ask, rep = ask_for(n, kw, main)
    cat = "vendor token: %s in %s (%s%s)" % (v["name"], label, pos, ", repeated in ask" if rep else "")
    return cat, mc, le, ask


VI_EN = ["The user gave me the {vendor} {what} {q} and said it is for {env} only.",
         "{q} is the {vendor} {what} that {svc} uses; it was sitting in {file}.",
         "Calling {host} with {q} returned {status}, so that {what} is live.",
         "{name} (DM): use {q} for the {vendor} test, the old one is revoked.",
         "Found in shell history: the {vendor} {what} {q} was exported by hand before each deploy.",
         "The {vendor} dashboard showed the {what} once: {q}. I saved it into {file} for now.",
         "Per the user, {svc} in {env} authenticates to {vendor} with {q}."]
VI_KO = ["사용자가 {vendor} {what_ko} {q}을(를) 주면서 {env} 전용이라고 했다.",
         "{svc}에서 쓰는 {vendor} {what_ko}은(는) {q} 이고, {file}에 들어 있었다.",
         "{q} 값으로 {host}을(를) 호출하니 {status}. 살아있는 {what_ko}이다.",
         "{name}님 DM: {vendor} 테스트는 {q} 쓰세요, 예전 건 폐기됨.",
         "셸 히스토리에서 발견: 배포 전마다 {vendor} {what_ko} {q}을(를) 수동으로 export 하고 있었다.",
         "{vendor} 콘솔에서 {what_ko}이(가) 한 번만 보였음: {q}. 일단 {file}에 저장해 둠.",
         "사용자 말로는 {env} {svc}은(는) {q}(으)로 {vendor} 인증을 한다."]
VI_Q_EN = ["Is {q} still the right {vendor} {what} for {env}?", "Should I revoke {q} after the migration?",
           "Can I put {q} into {store} myself, or do you want to do it?"]
VI_Q_KO = ["{q} 이게 아직 {env}용 {vendor} {what_ko} 맞나요?", "마이그레이션 끝나면 {q} 폐기할까요?",
           "{q} 값을 제가 {store}에 넣어도 될까요, 직접 하실래요?"]


def t_vendor_inline(n):
    v = next_vendor()
    n.vendors.append(v["name"])
    pairs = v["fn"]()
    ctx = dict(vendor=v["name"], slug=slug_of(v["name"]), host=vhost(v), hdr=v["hdr"], service=pick(SERVICES), lang=n.lang)
    sec = [p for p in pairs if p[2]]
    for k, val, s in sec:
        n.s(val)
    style = rint(0, 2)
    if len(sec) == 1:
        q = pick(["`%s`", "%s", "\"%s\"", "'%s'"]) % sec[0][1]
    else:
        q = ", ".join("%s `%s`" % (k, val) for k, val, s in sec)
        if not n.en:
            q = "(" + q + ")"
    kw = vt_kw(n, v, pairs, ctx)
    kw["name"] = pick(NAMES_ROM) if n.en else pick(NAMES_KO)
    kw["q"] = q
    sent = fill(pick(VI_EN if n.en else VI_KO), **kw)
    other = fill(pick(VT_STMT_EN if n.en else VT_STMT_KO), **kw)
    mc_p = fill(pick(VT_MC_EN if n.en else VT_MC_KO), **kw).rstrip(":") 
    place = rint(0, 3)
    if place == 0:
        mc, le, where = join_parts([sent, mc_p]), other, "missing_context start"
    elif place == 1:
        mc, le, where = mc_p, join_parts([other, sent]), "lesson end"
    elif place == 2:
        mc, le, where = join_parts([mc_p, sent]), join_parts([other, decoy(n.lang) if chance(0.4) else ""]), "missing_context end"
    else:
        mc, le, where = mc_p, join_parts([sent, other]), "lesson start"
    if chance(0.35) and len(sec) == 1:
        ask = fill(pick(VI_Q_EN if n.en else VI_Q_KO), **kw)
        where += " + question in ask"
    else:
        ask = fill(pick(VT_ASK_EN if n.en else VT_ASK_KO), **kw)
    return "vendor token inline in prose: %s (%s)" % (v["name"], where), mc, le, ask


def t_vendor_ask_only(n):
    """The secret appears only in ask_next_time (as a question)."""
    v = next_vendor()
    n.vendors.append(v["name"])
    pairs = v["fn"]()
    ctx = dict(vendor=v["name"], slug=slug_of(v["name"]), host=vhost(v), hdr=v["hdr"], service=pick(SERVICES), lang=n.lang)
    sec = [p for p in pairs if p[2]]
    k, val, s = sec[0]
    n.s(val)
    kw = vt_kw(n, v, pairs, ctx)
    kw["q"] = "`%s`" % val
    mc = fill(pick(VT_MC_EN if n.en else VT_MC_KO), **kw).rstrip(":")
    le = fill(pick(VT_STMT_EN if n.en else VT_STMT_KO), **kw)
    ask = fill(pick(VI_Q_EN if n.en else VI_Q_KO), **kw)
    return "vendor token only in ask_next_time question: %s" % v["name"], mc, le, ask


def big_jwt():
    payload = {"sub": ruuid(), "iss": "https://%s/" % pick(["auth.example.com", "login.example.kr", "sso.corp.example", "id.example.jp"]),
               "aud": pick(["api", "partner-api", "https://api.example.com", "admin"]), "iat": rint(1735000000, 1760000000)}
    payload["exp"] = payload["iat"] + pick([900, 3600, 86400])
    if chance(0.7):
        payload["scope"] = " ".join(sample(["read:orders", "write:orders", "read:users", "admin", "billing:read", "reports:export", "offline_access", "openid", "profile", "email"], rint(2, 6)))
    if chance(0.6):
        payload["roles"] = sample(["admin", "ops", "support", "finance", "viewer", "editor", "owner"], rint(1, 4))
    if chance(0.5):
        payload["email"] = "%s@%s" % (pick(NAMES_ROM), pick(["example.com", "example.kr", "corp.example"]))
    if chance(0.3):
        payload["tenant"] = ruuid()
    alg = pick(["HS256", "RS256", "ES256"])
    return jwt(payload, alg, {"HS256": 43, "RS256": 342, "ES256": 86}[alg])


HDR_MC_EN = ["I didn't know {svc} needs an explicit auth header when called from the batch host; the user shared the request that works.",
             "While {task}, requests to {host} kept returning 401 and I couldn't tell which credential the gateway expected.",
             "Missing: how the partner API authenticates. The user copied the request from their browser/devtools.",
             "I assumed {host} was open inside the VPC, but it checks an auth header.",
             "The on-call engineer pasted the exact request they used to reproduce the incident."]
HDR_MC_KO = ["배치 서버에서 {svc}을(를) 호출할 때 인증 헤더가 필요하다는 걸 몰랐다. 사용자가 동작하는 요청을 공유해줌.",
             "{task} {host} 요청이 계속 401이었고, 게이트웨이가 어떤 인증 값을 기대하는지 몰랐다.",
             "파트너 API 인증 방식을 몰랐다. 사용자가 브라우저 개발자도구에서 요청을 복사해 줬다.",
             "VPC 안에서는 {host}이(가) 열려 있다고 생각했는데 인증 헤더를 검사한다.",
             "온콜 담당자가 장애 재현에 쓴 요청을 그대로 붙여줬다."]
HDR_LE_EN = ["The gateway only accepts the header in this exact form:", "Working request:", "This is what finally returned {status}:",
             "Reproduced with:", "Header format that works (note the scheme name):"]
HDR_LE_KO = ["게이트웨이는 정확히 이 형식의 헤더만 받는다:", "동작하는 요청:", "결국 {status}을(를) 받은 요청:", "재현 방법:",
             "동작하는 헤더 형식 (스킴 이름 주의):"]
HDR_STMT_EN = ["Without the header the gateway answers 401 with an empty body, which looks like a routing problem.",
               "The header name is case-insensitive but the scheme is not.", "Token lifetime is short, so long batch jobs must refresh it.",
               "Don't log request headers in {svc}; the debug logger printed them in full."]
HDR_STMT_KO = ["헤더가 없으면 게이트웨이가 빈 바디로 401을 줘서 라우팅 문제처럼 보인다.", "헤더 이름은 대소문자 구분이 없지만 스킴은 구분한다.",
               "토큰 수명이 짧아서 오래 도는 배치는 갱신이 필요하다.", "{svc}에서 요청 헤더를 로그로 남기지 말 것. 디버그 로거가 전부 찍고 있었다."]


def _hdr_container(name, value, host, svc, lang):
    path = pick(["/v1/orders?limit=20", "/api/admin/users", "/internal/reports/daily", "/v2/settlements", "/graphql", "/api/v1/jobs/rerun"])
    st = rint(0, 8)
    if st == 0:
        return "curl -sS -H '%s: %s' 'https://%s%s'" % (name, value, host, path), "curl"
    if st == 1:
        return "GET %s HTTP/1.1\nHost: %s\n%s: %s\nAccept: application/json" % (path, host, name, value), "raw HTTP"
    if st == 2:
        return "location /upstream/ {\n    proxy_pass https://%s/;\n    proxy_set_header %s \"%s\";\n}" % (host, name, value), "nginx conf"
    if st == 3:
        return "resp = requests.get(\n    \"https://%s%s\",\n    headers={\"%s\": \"%s\"},\n    timeout=10,\n)" % (host, path, name, value), "Python requests"
    if st == 4:
        return "await fetch(`https://%s%s`, {\n  headers: { '%s': '%s' },\n});" % (host, path, name, value), "JS fetch"
    if st == 5:
        return "%s INFO  [%s] outbound GET https://%s%s headers={'%s': '%s', 'User-Agent': 'okhttp/4.12.0'}" % (rts(), svc, host, path, name, value), "log line"
    if st == 6:
        return "http GET https://%s%s '%s:%s'" % (host, path, name, value), "HTTPie"
    if st == 7:
        obj = {"request": {"method": "GET", "header": [{"key": name, "value": value}], "url": "https://%s%s" % (host, path)}}
        return json.dumps(obj, indent=2, ensure_ascii=False), "Postman export"
    return "> GET %s HTTP/2\n> Host: %s\n> %s: %s\n> user-agent: curl/8.5.0\n< HTTP/2 200" % (path, host, name, value), "curl -v output"


def t_header(n):
    svc = pick(SERVICES)
    host = pick(["api.internal.example.com", "partner.example.co.kr", "gw.example.jp", "%s.prod.svc" % svc, "admin.example.com", "10.0.%d.%d:8443" % (rint(0, 9), rint(2, 250))])
    kind = pick(["basic", "basic", "bearer-jwt", "bearer-jwt", "vendor", "vendor", "apikey", "proxy-basic"])
    extra = ""
    if kind in ("basic", "proxy-basic"):
        user = pick(DB_USERS + NAMES_ROM + ["api-client", "prometheus", "jenkins"])
        pwd = pw(forbid=":")
        blob = b64((user + ":" + pwd).encode())
        n.s(blob)
        name, value = ("Authorization" if kind == "basic" else "Proxy-Authorization"), "Basic " + blob
        if chance(0.3):
            n.s(pwd)
            extra = ("(decoded: user `%s`, password `%s`)" if n.en else "(디코딩하면 user `%s`, 비밀번호 `%s`)") % (user, pwd)
        label = "%s Basic" % name
    elif kind == "bearer-jwt":
        tok = big_jwt()
        n.s(tok)
        name, value, label = "Authorization", "Bearer " + tok, "Bearer JWT (%d chars)" % len(tok)
    elif kind == "vendor":
        v = next_vendor(need_hdr=True)
        n.vendors.append(v["name"])
        pairs = v["fn"]()
        tok = [p for p in pairs if p[2]][0][1]
        n.s(tok)
        host = vhost(v)
        h = v["hdr"].format(tok)
        name, value = h.split(": ", 1)
        label = "%s header (%s)" % (name, v["name"])
    else:
        tok = pick([rs(AN, 32), rs(HEX, 40), rs(B64U, 48), "key_" + rs(AN, 40), "sk-int-" + rs(AN, 36)])
        n.s(tok)
        name, value, label = pick(["X-API-Key", "X-Api-Key", "x-api-key", "X-Auth-Token", "Api-Key"]), tok, "custom API-key header"
    snip, how = _hdr_container(name, value, host, svc, n.lang)
    kw = dict(svc=svc, host=host.split(":")[0], task=task(n.lang, svc), status=pick(STATUS))
    mc_p = fill(pick(HDR_MC_EN if n.en else HDR_MC_KO), **kw)
    lead = fill(pick(HDR_LE_EN if n.en else HDR_LE_KO), **kw)
    stmt = fill(pick(HDR_STMT_EN if n.en else HDR_STMT_KO), **kw)
    if chance(0.5):
        mc, le = mc_p, join_parts([lead, fence(snip), extra, stmt if chance(0.5) else ""])
        pos = "lesson"
    else:
        mc, le = join_parts([mc_p, fence(snip), extra]), stmt
        pos = "missing_context"
    ask = pick(["Can I get a service account for this instead of using a personal credential?", "Should the batch job fetch a fresh token each run?",
                "Is there a staging gateway I should test against?", ""]) if n.en else pick(
        ["개인 계정 대신 서비스 계정을 받을 수 있을까요?", "배치가 매번 새 토큰을 발급받게 할까요?", "테스트용 스테이징 게이트웨이가 있나요?", ""])
    return "header: %s via %s (%s)" % (label, how, pos), mc, le, ask


# --- passwords in commands
def _cmd_variants(user, pwd, host, safe):
    """List of (label, command, password as written).  safe = password usable unquoted in a shell."""
    db = db_name()
    e = enc(pwd)
    out = [
        ("mysql -p quoted attached", "mysql -h %s -u %s -p'%s' %s" % (host, user, pwd, db), pwd),
        ("mysqldump --password=", "mysqldump --single-transaction -h %s -u %s --password='%s' %s > %s.sql" % (host, user, pwd, db, db), pwd),
        ("PGPASSWORD env prefix", "PGPASSWORD='%s' psql -h %s -U %s -d %s -c 'select 1'" % (pwd, host, user, db), pwd),
        ("psql conninfo password=", "psql \"host=%s port=5432 dbname=%s user=%s password=%s sslmode=require\"" % (host, db, user, pwd), pwd),
        ("sshpass -p", "sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s" % (pwd, user, host), pwd),
        ("redis-cli -a", "redis-cli -h %s -p 6379 -a '%s' --no-auth-warning info replication" % (host, pwd), pwd),
        ("docker login -p", "docker login -u %s -p '%s' registry.example.com" % (user, pwd), pwd),
        ("htpasswd positional", "htpasswd -bc /etc/nginx/.htpasswd %s '%s'" % (user, pwd), pwd),
        ("curl -u user:pass", "curl -u '%s:%s' https://%s/api/v1/status" % (user, pwd, host), pwd),
        ("mongosh URI", "mongosh \"mongodb://%s:%s@%s:27017/admin?authSource=admin\"" % (user, e, host), e),
        ("smbclient -U user%pass", "smbclient //%s/share -U '%s%%%s'" % (host, user, pwd), pwd),
        ("openssl -passout pass:", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout 'pass:%s'" % pwd, pwd),
        ("keytool -storepass", "keytool -importkeystore -srckeystore bundle.p12 -srcstoretype PKCS12 -destkeystore app.jks -deststorepass '%s' -srcstorepass '%s'" % (pwd, pwd), pwd),
        ("wget --password=", "wget --user=%s --password='%s' https://%s/exports/latest.csv" % (user, pwd, host), pwd),
        ("git clone user:pass URL", "git clone https://%s:%s@git.example.com/team/%s.git" % (user, e, db), e),
        ("ldapsearch -w", "ldapsearch -x -H ldaps://%s -D 'cn=%s,ou=svc,dc=example,dc=com' -w '%s' -b 'dc=example,dc=com' '(uid=*)'" % (host, user, pwd), pwd),
        ("sqlcmd -P", "sqlcmd -S %s -U %s -P '%s' -Q \"SELECT @@VERSION\"" % (host, user, pwd), pwd),
        ("rabbitmqctl positional", "rabbitmqctl add_user %s '%s' && rabbitmqctl set_user_tags %s monitoring" % (user, pwd, user), pwd),
        ("kubectl --from-literal", "kubectl -n prod create secret generic db-cred --from-literal=username=%s --from-literal=password='%s'" % (user, pwd), pwd),
        ("ansible -e become pass", "ansible-playbook site.yml -i inventories/prod -e 'ansible_become_pass=%s'" % pwd, pwd),
        ("chpasswd stdin", "echo '%s:%s' | sudo chpasswd" % (user, pwd), pwd),
        ("sudo -S", "echo '%s' | sudo -S systemctl restart nginx" % pwd, pwd),
        ("gpg --passphrase", "gpg --batch --yes --pinentry-mode loopback --passphrase '%s' -d backup.tar.gz.gpg | tar xz" % pwd, pwd),
        ("java -D keystore password", "java -Djavax.net.ssl.keyStorePassword='%s' -jar %s.jar" % (pwd, db), pwd),
        ("spring datasource -D", "java -jar app.jar --spring.datasource.username=%s --spring.datasource.password='%s'" % (user, pwd), pwd),
        ("lftp -u user,pass", "lftp -u '%s,%s' sftp://%s -e 'mirror --reverse ./out /inbox; bye'" % (user, pwd, host), pwd),
        ("PowerShell SecureString", "$pw = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object PSCredential('CORP\\%s', $pw)\nEnter-PSSession -ComputerName %s -Credential $cred" % (pwd, user, host.split('.')[0]), pwd),
        ("net use positional", "net use Z: \\\\%s\\share /user:CORP\\%s %s" % (host.split('.')[0], user, pwd) if " " not in pwd else "net use Z: \\\\%s\\share /user:CORP\\%s \"%s\"" % (host.split('.')[0], user, pwd), pwd),
        ("wp-cli --user_pass", "wp user create %s %s@example.com --role=administrator --user_pass='%s'" % (user, user, pwd), pwd),
        ("mc alias set positional", "mc alias set backup https://%s:9000 %s '%s'" % (host, user, pwd), pwd),
        ("influx -password", "influx -host %s -username %s -password '%s' -database metrics" % (host, user, pwd), pwd),
        ("RSYNC_PASSWORD", "RSYNC_PASSWORD='%s' rsync -av ./dist/ rsync://%s@%s/www/" % (pwd, user, host), pwd),
        ("zip -P", "zip -r -P '%s' handover.zip ./handover" % pwd, pwd),
        ("openssl genrsa -passout", "openssl genrsa -aes256 -passout 'pass:%s' -out server.key 4096" % pwd, pwd),
    ]
    if safe:
        out += [
            ("mysql -p attached unquoted", "mysql -u%s -p%s -h %s %s" % (user, pwd, host, db), pwd),
            ("mysqladmin -p attached", "mysqladmin -u%s -p%s -h %s status" % (user, pwd, host), pwd),
            ("7z -p attached", "7z x -p%s dump_%s.7z -o./restore" % (pwd, db), pwd),
            ("unzip -P", "unzip -P %s partner_export.zip" % pwd, pwd),
            ("sshpass -p unquoted", "sshpass -p %s scp build.tar.gz %s@%s:/opt/releases/" % (pwd, user, host), pwd),
            ("redis-cli -a unquoted", "redis-cli -h %s -a %s FLUSHDB" % (host, pwd), pwd),
        ]
    return out


CMD_WRAP = ["shell history", "CI log", "Makefile", "crontab", "script", "runbook", "plain"]


def _cmd_wrap(cmd, how, lang):
    if how == "shell history":
        base = rint(100, 2000)
        return Snip("\n".join("%5d  %s" % (base + i, c) for i, c in enumerate(["cd /opt/app"] + cmd.split("\n") + ["exit"])))
    if how == "CI log":
        return Snip("\n".join("+ " + c for c in cmd.split("\n")) + "\n" + pick(["Connection OK", "done", "OK", "exit code 0"]))
    if how == "Makefile":
        return Snip("%s:\n\t%s" % (pick(["restore", "seed", "backup", "deploy"]), cmd.replace("\n", "\n\t")))
    if how == "crontab":
        return Snip("%d %d * * * %s >> /var/log/job.log 2>&1" % (rint(0, 59), rint(0, 23), cmd.replace("\n", "; ")))
    if how == "script":
        return Snip("#!/usr/bin/env bash\nset -euo pipefail\n" + cmd)
    if how == "runbook":
        return Snip(("1. ssh to the bastion\n2. run:\n   " if lang == "en" else "1. bastion 접속\n2. 실행:\n   ") + cmd.replace("\n", "\n   "))
    return fence(cmd, "bash")


CMD_MC_EN = ["I didn't know how the {what} was being authenticated while {task}; the existing command line carried the password.",
             "The user asked me to automate the manual {what} step. The command they run by hand:",
             "I couldn't reach {host} until the user showed me how they log in.",
             "While {task}, I found a command in the old runbook that embeds the credential.",
             "Missing context: the {what} job authenticates with a shared service account ({user})."]
CMD_MC_KO = ["{task} {what_ko} 인증을 어떻게 하는지 몰랐는데, 기존 커맨드에 비밀번호가 그대로 들어 있었다.",
             "사용자가 손으로 하던 {what_ko} 작업을 자동화해 달라고 했다. 평소 실행하는 명령:",
             "사용자가 로그인 방법을 보여주기 전까지 {host}에 접속하지 못했다.",
             "{task} 예전 런북에서 인증 정보가 박힌 명령을 발견했다.",
             "{what_ko} 잡이 공용 서비스 계정({user})으로 인증한다는 걸 몰랐다."]
CMD_LE_EN = ["Non-interactive form that works in CI:", "The command that actually works:", "Confirmed working:", "What the cron job runs:"]
CMD_LE_KO = ["CI에서 동작하는 비대화형 형태:", "실제로 동작하는 명령:", "동작 확인함:", "크론에서 실행되는 명령:"]
CMD_STMT_EN = ["The password ends up in shell history and `ps` output this way; it should come from a file or stdin.",
               "Interactive prompts hang the CI runner, which is why the password was inlined.",
               "The account is shared by the whole team, so rotating it needs a heads-up.",
               "Quoting matters: the special characters broke the first attempt."]
CMD_STMT_KO = ["이렇게 하면 비밀번호가 셸 히스토리와 ps 출력에 남는다. 파일이나 stdin으로 넘겨야 한다.",
               "대화형 프롬프트가 CI 러너를 멈추게 해서 비밀번호를 인라인으로 넣었던 것.",
               "팀 공용 계정이라 교체하려면 미리 공지가 필요하다.", "따옴표 처리가 중요했다. 특수문자 때문에 처음엔 실패했음."]
CMD_WHAT = [("database restore", "DB 복구"), ("backup", "백업"), ("deploy", "배포"), ("data export", "데이터 추출"),
            ("certificate renewal", "인증서 갱신"), ("log shipping", "로그 전송"), ("user provisioning", "계정 생성")]


def t_cmd_password(n):
    user = pick(DB_USERS)
    host = db_host(pick(["pg", "mysql", "redis", "app", "bastion"]))
    style, pwd = password()
    safe = all(c in AN + "_@%+=:,./-" for c in pwd)
    label, cmd, written = pick(_cmd_variants(user, pwd, host, safe))
    n.s(written)
    how = pick(CMD_WRAP)
    snip = _cmd_wrap(cmd, how, n.lang)
    w = pick(CMD_WHAT)
    svc = pick(SERVICES)
    kw = dict(what=w[0], what_ko=w[1], task=task(n.lang, svc), host=host, user=user)
    mc_p = fill(pick(CMD_MC_EN if n.en else CMD_MC_KO), **kw)
    lead = fill(pick(CMD_LE_EN if n.en else CMD_LE_KO), **kw)
    stmt = pick(CMD_STMT_EN if n.en else CMD_STMT_KO)
    arr = rint(0, 2)
    if arr == 0:
        mc, le = mc_p, join_parts([lead, snip, stmt if chance(0.5) else ""])
    elif arr == 1:
        mc, le = join_parts([mc_p, snip]), stmt
    else:
        mc, le = join_parts([snip, mc_p.rstrip(":")]), stmt
    if chance(0.15) and utf8len(written) < 200:
        ask = ("Should I keep `%s` in the script or switch to a prompt?" if n.en else "스크립트에 `%s` 그대로 둘까요, 프롬프트로 바꿀까요?") % written
        rep = ", repeated in ask"
    else:
        ask = pick(["Can the job use a dedicated account instead of %s?" % user, "Where should this password live instead?", "Is %s the right host for prod?" % host, ""]) if n.en else pick(
            ["%s 말고 전용 계정을 쓸 수 있을까요?" % user, "이 비밀번호는 어디에 보관하는 게 맞나요?", fill("%s이(가) 운영 호스트 맞나요?" % host), ""])
        rep = ""
    return "shell: %s, %s password, %s%s" % (label, style, how, rep), mc, le, ask


# --- connection strings and DB passwords in configs
def _conn_container(n, kind_db, user, pwd, host):
    """Return (label, snippet text, [written secrets])."""
    db = db_name()
    st = rint(0, 17)
    if st <= 2:
        ck = pick([k for k in CONN_KINDS if k not in ("smtp", "ftp")])
        if any(c in pwd for c in CONN_FORBID.get(ck, "")):
            ck = "postgres"
        cs, w = conn_string(ck, user, pwd, None, db)
        form = rint(0, 4)
        if form == 0:
            return "DATABASE_URL in .env (%s)" % ck, "DATABASE_URL=%s" % (cs if _BARE.match(cs) else "'%s'" % cs), [w]
        if form == 1:
            return "connection string in YAML (%s)" % ck, "database:\n  url: \"%s\"\n  pool_size: %d" % (cs, rint(5, 30)), [w]
        if form == 2:
            return "connection string in k8s Secret (%s)" % ck, "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\nstringData:\n  DATABASE_URL: \"%s\"" % (db, cs), [w]
        if form == 3:
            return "connection string in Python (%s)" % ck, "engine = create_engine(\n    \"%s\",\n    pool_pre_ping=True,\n)" % cs, [w]
        return "connection string in log (%s)" % ck, "%s ERROR [%s] could not connect: dsn=%s err=timeout after 5000ms" % (rts(), pick(SERVICES), cs), [w]
    if st == 3:
        return "Spring application.yml datasource", "spring:\n  datasource:\n    url: jdbc:postgresql://%s:5432/%s\n    username: %s\n    password: \"%s\"" % (host, db, user, pwd), [pwd]
    if st == 4:
        return "Django DATABASES", "DATABASES = {\n    \"default\": {\n        \"ENGINE\": \"django.db.backends.postgresql\",\n        \"NAME\": \"%s\",\n        \"USER\": \"%s\",\n        \"PASSWORD\": \"%s\",\n        \"HOST\": \"%s\",\n    }\n}" % (db, user, pwd, host), [pwd]
    if st == 5:
        return "Rails database.yml", "production:\n  adapter: mysql2\n  database: %s\n  username: %s\n  password: \"%s\"\n  host: %s" % (db, user, pwd, host), [pwd]
    if st == 6:
        return "appsettings.json ConnectionStrings", json.dumps({"ConnectionStrings": {"Default": conn_string("ado", user, pwd, host, db)[0]}}, indent=2, ensure_ascii=False), [pwd]
    if st == 7:
        return "Node pg Pool", "const pool = new Pool({\n  host: '%s',\n  user: '%s',\n  password: '%s',\n  database: '%s',\n});" % (host, user, pwd, db), [pwd]
    if st == 8:
        return "Kafka SASL JAAS", "security.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";" % (user, pwd), [pwd]
    if st == 9:
        return ".pgpass line", "# ~/.pgpass\n%s:5432:%s:%s:%s" % (host, db, user, pwd), [pwd]
    if st == 10:
        return "my.cnf [client]", "[client]\nuser=%s\npassword=\"%s\"\nhost=%s" % (user, pwd, host), [pwd]
    if st == 11:
        return "docker compose POSTGRES_PASSWORD", "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: %s\n      POSTGRES_PASSWORD: \"%s\"\n      POSTGRES_DB: %s" % (user, pwd, db), [pwd]
    if st == 12:
        return "Grafana datasource provisioning", "datasources:\n  - name: %s\n    type: postgres\n    url: %s:5432\n    user: %s\n    secureJsonData:\n      password: \"%s\"" % (db, host, user, pwd), [pwd]
    if st == 13:
        return "Logstash jdbc input", "input {\n  jdbc {\n    jdbc_connection_string => \"jdbc:mysql://%s:3306/%s\"\n    jdbc_user => \"%s\"\n    jdbc_password => \"%s\"\n  }\n}" % (host, db, user, pwd), [pwd]
    if st == 14:
        return "PHP PDO", "$pdo = new PDO('mysql:host=%s;dbname=%s;charset=utf8mb4', '%s', '%s');" % (host, db, user, pwd), [pwd]
    if st == 15:
        return "Laravel .env DB_PASSWORD", "DB_CONNECTION=mysql\nDB_HOST=%s\nDB_DATABASE=%s\nDB_USERNAME=%s\nDB_PASSWORD=%s" % (host, db, user, sq(pwd)), [pwd]
    if st == 16:
        return "Airflow connection URI", "airflow connections add '%s_dw' --conn-uri '%s'" % (db, conn_string("postgres", user, pwd, host, db)[0]), [enc(pwd)]
    return "pgbouncer userlist.txt", "\"%s\" \"%s\"" % (user, pwd), [pwd]


CONN_MC_EN = ["I didn't know which database account {svc} uses in {env}; I was looking at the wrong secret.",
              "While {task}, the app failed to start with `password authentication failed` and I didn't know where the DB credentials were set.",
              "The user pasted the config from the server because the repo copy was outdated.",
              "Missing context: {svc} connects to {host} directly, not through the pooler."]
CONN_MC_KO = ["{env}에서 {svc}이(가) 어떤 DB 계정을 쓰는지 몰랐고, 엉뚱한 시크릿을 보고 있었다.",
              "{task} 앱이 `password authentication failed`로 기동 실패했는데 DB 인증 정보가 어디 있는지 몰랐다.",
              "레포에 있는 설정이 오래돼서 사용자가 서버의 설정을 그대로 붙여줬다.",
              "{svc}이(가) 풀러를 거치지 않고 {host}에 직접 붙는다는 걸 몰랐다."]
CONN_STMT_EN = ["The password had special characters, so in URLs it must be percent-encoded.", "Credentials on the server differ from the ones in the repo.",
                "The pooler rejects this user; connect to the primary directly.", "After fixing the credentials, migrations ran cleanly."]
CONN_STMT_KO = ["비밀번호에 특수문자가 있어서 URL에선 퍼센트 인코딩해야 한다.", "서버의 인증 정보가 레포에 있는 값과 다르다.",
                "이 계정은 풀러에서 거부돼서 primary에 직접 붙어야 한다.", "인증 정보 고친 뒤 마이그레이션 정상 수행."]


def t_conn(n):
    user = pick(DB_USERS)
    host = db_host(pick(["pg", "mysql"]))
    style, pwd = password(forbid=":")
    svc = pick(SERVICES)
    label, text, ws = _conn_container(n, "pg", user, pwd, host)
    for w in ws:
        n.s(w)
    parts = [text]
    extra = ""
    if chance(0.3):
        style2, pwd2 = password(forbid=":")
        cs2, w2 = conn_string(pick(["redis", "amqp", "mongodb", "smtp"]), pick(DB_USERS), pwd2)
        n.s(w2)
        extra = join_parts([("Also in .env:" if n.en else "그리고 .env에:"), Snip(pick(["REDIS_URL", "BROKER_URL", "CACHE_URL", "MAIL_URL"]) + "=" + cs2)])
        label += " + second URL"
    kw = dict(svc=svc, env=pick(ENV_EN if n.en else ENV_KO), task=task(n.lang, svc), host=host)
    mc_p = fill(pick(CONN_MC_EN if n.en else CONN_MC_KO), **kw)
    stmt = pick(CONN_STMT_EN if n.en else CONN_STMT_KO)
    snip = fence("\n".join(parts))
    if chance(0.5):
        mc, le = join_parts([mc_p, snip, extra]), stmt
        pos = "missing_context"
    else:
        mc, le = mc_p, join_parts([pick(INTRO_EN if n.en else INTRO_KO), snip, extra, stmt if chance(0.4) else ""])
        pos = "lesson"
    ask = pick(["Should %s get its own DB user?" % svc, "Is %s the primary or a replica?" % host, "Can we move this into the secret manager?", ""]) if n.en else pick(
        ["%s 전용 DB 계정을 만들까요?" % svc, fill("%s이(가) primary인가요 replica인가요?" % host), "이걸 시크릿 매니저로 옮겨도 될까요?", ""])
    return "connection string / DB password: %s, %s password (%s)" % (label, style, pos), mc, le, ask


# --- human passwords in prose, chat, tables
ACCOUNTS = [("NAS admin", "NAS 관리자"), ("Grafana admin", "Grafana 관리자"), ("Jenkins admin", "Jenkins 관리자"),
            ("router admin page", "공유기 관리자 페이지"), ("shared QA account", "공용 QA 계정"), ("VPN account", "사내 VPN 계정"),
            ("Windows local admin", "윈도우 로컬 관리자"), ("WordPress admin", "워드프레스 관리자"), ("groupware login", "그룹웨어 로그인"),
            ("ERP test account", "ERP 테스트 계정"), ("certificate (공동인증서) password", "공동인증서 비밀번호"),
            ("build Mac login", "빌드용 맥 로그인"), ("staging admin console", "스테이징 어드민 콘솔"), ("Synology DSM", "시놀로지 DSM"),
            ("Zabbix admin", "Zabbix 관리자"), ("test card merchant portal", "PG 가맹점 관리자")]
HP_EN = ["{who} told me the {acct} password is {q}.", "The {acct} login is `{login}` / {q}.",
         "Temporary password for the new hire on the {acct}: {q} (must be changed at first login).",
         "{q} — that's the {acct} password {who} sent in chat, it still works.",
         "I could only finish after {who} shared the {acct} credentials ({login}, password {q}).",
         "Heads-up from {who}: the {acct} password was reset to {q} yesterday."]
HP_KO = ["{who}님이 {acct} 비밀번호는 {q}라고 알려줬다.", "{acct}: 아이디 `{login}` / 비번 {q}",
         "신규 입사자 {acct} 임시 비밀번호: {q} (첫 로그인 시 변경 필요)", "{q} — {who}님이 채팅으로 보내준 {acct} 비밀번호, 아직 유효함.",
         "{who}님이 {acct} 계정({login}, 비밀번호 {q})을 공유해줘서 마무리할 수 있었다.", "{who}님 공지: 어제 {acct} 비밀번호가 {q}(으)로 초기화됨."]
HP_CTX_EN = ["I didn't know how to get into the {acct} while {task}.", "The {acct} wasn't in the password manager, so I was blocked.",
             "I assumed SSO covered the {acct}, but it has a local login.", "Nobody documented the {acct} credentials."]
HP_CTX_KO = ["{task} {acct}에 어떻게 들어가는지 몰랐다.", "{acct} 정보가 비밀번호 관리자에 없어서 막혔었다.",
             "{acct}도 SSO로 되는 줄 알았는데 로컬 로그인이 따로 있다.", "{acct} 인증 정보가 어디에도 문서화돼 있지 않았다."]
HP_LE_EN = ["Put shared logins into the team vault instead of chat.", "The {acct} locks after 5 failed attempts; don't guess.",
            "SSO does not cover the {acct}; the local account is the only way in.", "Ask before using personal credentials for automation."]
HP_LE_KO = ["공용 계정은 채팅 말고 팀 볼트에 넣을 것.", "{acct}은(는) 5회 실패하면 잠긴다. 추측 금지.", "{acct}은(는) SSO가 안 되고 로컬 계정만 된다.",
            "자동화에 개인 계정 쓰기 전에 먼저 물어볼 것."]


def t_human_password(n):
    style = pick(["human", "human", "passphrase", "punctuation-heavy", "korean-keyboard", "hangul", "korean-keyboard", "hangul", "generated"])
    svc = pick(SERVICES)
    acct = pick(ACCOUNTS)
    acct = acct[0] if n.en else acct[1]
    who = pick(NAMES_ROM) if n.en else pick(NAMES_KO)
    login = pick(["admin", "administrator", "qa01", "ops", pick(NAMES_ROM), "root", "%s@example.com" % pick(NAMES_ROM)])
    kw = dict(acct=acct, who=who, login=login, task=task(n.lang, svc))
    form = rint(0, 3)
    if form == 0:       # prose sentence
        _, p1 = password(style)
        n.s(p1)
        kw["q"] = pick(["`%s`", "%s", "\"%s\""]) % p1
        sent = fill(pick(HP_EN if n.en else HP_KO), **kw)
        ctxp = fill(pick(HP_CTX_EN if n.en else HP_CTX_KO), **kw)
        le = fill(pick(HP_LE_EN if n.en else HP_LE_KO), **kw)
        if chance(0.5):
            mc, le = join_parts([ctxp, sent]), le
        else:
            mc, le = ctxp, join_parts([sent, le])
        how = "prose"
    elif form == 1:     # chat transcript
        _, p1 = password(style)
        n.s(p1)
        hh, mm = rint(8, 21), rint(0, 57)
        t1, t2 = "%02d:%02d" % (hh, mm), "%02d:%02d" % (hh, mm + rint(1, 2))
        me = pick([x for x in NAMES_ROM if x != who])
        if n.en:
            chat = "[%s] %s: what's the %s password again?\n[%s] %s: %s\n[%s] %s: thx" % (t1, me, acct, t2, who, p1, t2, me)
        else:
            chat = "[%s] %s: %s 비번 뭐였죠?\n[%s] %s: %s\n[%s] %s: 감사합니다" % (t1, me, acct, t2, who, p1, t2, me)
        ctxp = fill(pick(HP_CTX_EN if n.en else HP_CTX_KO), **kw)
        mc = join_parts([ctxp, Snip(chat)])
        le = fill(pick(HP_LE_EN if n.en else HP_LE_KO), **kw)
        how = "chat"
    elif form == 2:     # table of accounts, several passwords
        rows = []
        k = rint(2, 4)
        roles = sample(["admin", "seller", "buyer", "cs-agent", "finance", "viewer", "partner", "superuser"], k)
        for r in roles:
            _, px = password(pick([style, None]))
            n.s(px)
            rows.append("| %s | %s_%s@example.com | %s |" % (r, r.replace("-", ""), rs(DG, 2), px))
        head = "| role | login | password |\n|---|---|---|" if n.en else "| 역할 | 아이디 | 비밀번호 |\n|---|---|---|"
        table = head + "\n" + "\n".join(rows)
        ctxp = ("Test accounts for the staging %s (pasted by %s):" if n.en else "스테이징 %s 테스트 계정 (%s님이 붙여줌):") % (svc, who)
        if chance(0.5):
            mc, le = join_parts([ctxp, Snip(table)]), fill(pick(HP_LE_EN if n.en else HP_LE_KO), **kw)
        else:
            mc, le = fill(pick(HP_CTX_EN if n.en else HP_CTX_KO), **kw), join_parts([ctxp, Snip(table)])
        how = "table of %d accounts" % k
    else:               # key: value block
        _, p1 = password(style)
        n.s(p1)
        block = ("URL: https://%s.example.com/admin\nID: %s\nPW: %s" % (pick(["nas", "grafana", "jenkins", "erp", "wiki"]), login, p1)) if chance(0.5) else (
            "host: %s\nuser: %s\npassword: %s" % (db_host("app"), login, p1))
        ctxp = fill(pick(HP_CTX_EN if n.en else HP_CTX_KO), **kw)
        mc, le = ctxp, join_parts([pick(INTRO_EN if n.en else INTRO_KO), Snip(block), fill(pick(HP_LE_EN if n.en else HP_LE_KO), **kw)])
        how = "key/value block"
    ask = ""
    if chance(0.2) and len(n.secrets) == 1:
        ask = ("Is `%s` still the current password, or should I ask IT?" if n.en else "`%s` 아직 현재 비밀번호 맞나요, IT에 다시 물어볼까요?") % n.secrets[0]
        how += ", repeated in ask"
    elif chance(0.6):
        ask = pick(["Who owns the %s so I can request my own login?" % acct, "Can this go into the team vault?"]) if n.en else pick(
            ["%s 담당자가 누구인지 알려주시면 개인 계정을 요청할게요." % acct, "이거 팀 볼트에 넣어도 될까요?"])
    return "person/service password: %s, %s password, %s" % (acct, style, how), mc, le, ask


# --- session cookies
def _cookie_value():
    st = rint(0, 6)
    if st == 0:
        return "connect.sid", "s%3A" + rs(B64U, 32) + "." + rs(B64U, 43)
    if st == 1:
        return "JSESSIONID", rs(UHEX, 32)
    if st == 2:
        return "PHPSESSID", rs(LODG, 26)
    if st == 3:
        return "sessionid", rs(LODG, 32)
    if st == 4:
        return "laravel_session", rs(B64, 200) + "%3D%3D"
    if st == 5:
        return pick(["session", "__Secure-session", "_app_session"]), rs(B64U, rint(40, 90))
    return "remember_user_token", rs(B64, 80) + "--" + rs(HEX, 40)


COOKIE_DECOYS = ["theme=dark", "lang=ko", "_ga=GA1.1.%d.%d" % (1, 2), "tz=Asia%2FSeoul", "consent=1", "sidebar=collapsed"]


def t_cookie(n):
    name, val = _cookie_value()
    n.s(val)
    host = pick(["admin.example.com", "partner.example.co.kr", "console.example.jp", "backoffice.example.kr", "wiki.corp.example"])
    dec = sample(COOKIE_DECOYS, rint(1, 2))
    dec = [d if not d.startswith("_ga") else "_ga=GA1.1.%d.%d" % (rint(10 ** 8, 10 ** 9), rint(1700000000, 1760000000)) for d in dec]
    jar = "; ".join(dec[:1] + ["%s=%s" % (name, val)] + dec[1:])
    st = rint(0, 4)
    if st == 0:
        snip, how = "curl 'https://%s/api/orders/export?from=%s' \\\n  -H 'accept: application/json' \\\n  -b '%s'" % (host, rdate(), jar), "curl -b (Copy as cURL)"
    elif st == 1:
        snip, how = "Cookie: %s" % jar, "Cookie header"
    elif st == 2:
        snip, how = "< HTTP/1.1 302 Found\n< Location: /dashboard\n< Set-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val), "Set-Cookie response"
    elif st == 3:
        obj = {"cookies": [{"name": name, "value": val, "domain": host, "path": "/", "httpOnly": True, "secure": True}], "origins": []}
        snip, how = json.dumps(obj, indent=2, ensure_ascii=False), "Playwright storageState.json"
    else:
        snip, how = "s = requests.Session()\ns.cookies.set(\"%s\", \"%s\", domain=\"%s\")" % (name, val, host), "Python requests cookie"
    if n.en:
        mc = pick(["The admin export has no API, so the user suggested reusing their logged-in browser session.",
                   "I didn't know the back-office only accepts cookie auth; tokens are rejected.",
                   "While %s, I needed a logged-in session to reproduce the bug." % task("en", pick(SERVICES))])
        le = pick(["Session cookies expire after 30 minutes of inactivity; re-copy from devtools if you get a 302 to /login.",
                   "This works but it is the user's personal session; a service account is the proper fix.",
                   "Reproduced with the session below:"])
    else:
        mc = pick(["관리자 export는 API가 없어서, 사용자가 로그인된 브라우저 세션을 재사용하라고 했다.",
                   "백오피스가 쿠키 인증만 받고 토큰은 거부한다는 걸 몰랐다.",
                   "%s 버그 재현하려면 로그인 세션이 필요했다." % task("ko", pick(SERVICES))])
        le = pick(["세션 쿠키는 30분 미사용 시 만료된다. /login으로 302 나면 개발자도구에서 다시 복사.",
                   "동작은 하지만 사용자 개인 세션이다. 서비스 계정이 맞는 해법.", "아래 세션으로 재현함:"])
    if le.endswith(":") or chance(0.4):
        mc, le = mc, join_parts([le, fence(snip)])
        pos = "lesson"
    else:
        mc, le = join_parts([mc, fence(snip)]), le
        pos = "missing_context"
    ask = pick(["Can I get a service account for the export instead of your session?", "Is there an API token option for this admin page?", ""]) if n.en else pick(
        ["세션 말고 export용 서비스 계정을 받을 수 있을까요?", "이 관리자 페이지에 API 토큰 방식이 있나요?", ""])
    return "session cookie: %s in %s (%s)" % (name, how, pos), mc, le, ask


# --- signed URLs
def t_signed_url(n):
    st = rint(0, 5)
    bucket = pick(["prod-exports", "hanbit-media", "ml-artifacts-apne2", "partner-drop", "invoice-pdf"])
    obj = "%s/%s/%s.%s" % (pick(["exports", "reports", "uploads", "tmp"]), rdate(), rs(HEX, 12), pick(["csv", "parquet", "pdf", "zip"]))
    ymd = "2025%02d%02d" % (rint(1, 12), rint(1, 28))
    if st in (0, 1):
        region = _aws_region()
        sig = rs(HEX, 64)
        if st == 0:
            akid = "AKIA" + rs(B32, 16)
            extra = ""
        else:
            akid = "ASIA" + rs(B32, 16)
            tokraw = "IQoJb3JpZ2luX2VjE" + rs(B64, 180) + "="
            tok = enc(tokraw)
            n.s(tok)
            extra = "&X-Amz-Security-Token=" + tok
        n.s(akid)
        n.s(sig)
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%02d%02d%02dZ&X-Amz-Expires=%d%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
            bucket, region, obj, akid, ymd, region, ymd, rint(0, 23), rint(0, 59), rint(0, 59), pick([300, 3600, 604800]), extra, sig)
        kind = "S3 presigned URL" + (" with STS session token" if st == 1 else "")
    elif st == 2:
        sig = rs(HEX, 512)
        n.s(sig)
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=%sT000000Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (
            bucket, obj, pick(["exporter", "signer", "cdn-sa"]), pick(["prod-data-1234", "hanbit-ml"]), ymd, ymd, sig)
        kind = "GCS V4 signed URL (512-hex signature)"
    elif st == 3:
        sig = enc(b64(rbytes(32)))
        n.s(sig)
        d = rdate()
        url = "https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=co&sp=%s&st=%sT00:00:00Z&se=%sT%02d:00:00Z&spr=https&sig=%s" % (
            bucket.replace("-", ""), pick(["exports", "backup", "media"]), obj, pick(["r", "rl", "rwdlac"]), d, d, rint(6, 23), sig)
        kind = "Azure SAS URL"
    elif st == 4:
        sig = rs(B64U.replace("-", "~"), 172)
        n.s(sig)
        url = "https://d%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (rs(LODG, 13), obj, rint(1740000000, 1790000000), sig, rs(UPDG, 13))
        kind = "CloudFront signed URL"
    else:
        tok = rs(B64U, 43)
        n.s(tok)
        url = "https://files.%s/download/%s?token=%s&expires=%d" % (pick(["example.com", "example.kr", "partner.example.jp"]), rs(HEX, 24), tok, rint(1740000000, 1790000000))
        kind = "app signed download URL"
    if n.en:
        mc = pick(["The user shared a download link for the %s so I could inspect the file." % pick(["export", "report", "crash dump", "invoice batch"]),
                   "I didn't know the pipeline hands files to the partner through pre-signed links.",
                   "While %s, the job log printed the full signed URL:" % task("en", pick(SERVICES))])
        le = pick(["Signed links are bearer credentials until they expire; do not paste them into tickets.",
                   "The link below worked for the manual download:", "Generate links with a short expiry; this one was valid for days."])
    else:
        mc = pick(["파일 확인하라고 사용자가 %s 다운로드 링크를 공유해줬다." % pick(["export", "리포트", "크래시 덤프", "정산 파일"]),
                   "파이프라인이 파트너에게 pre-signed 링크로 파일을 넘긴다는 걸 몰랐다.",
                   "%s 잡 로그에 서명된 URL 전체가 찍혀 있었다:" % task("ko", pick(SERVICES))])
        le = pick(["서명된 링크는 만료 전까지 그 자체로 인증 정보다. 티켓에 붙이지 말 것.", "수동 다운로드에 쓴 링크:",
                   "링크 만료 시간은 짧게. 이건 며칠 동안 유효했다."])
    if mc.endswith(":"):
        mc, le = join_parts([mc, Snip(url)]), le
        pos = "missing_context"
    elif le.endswith(":"):
        le = join_parts([le, Snip(url)])
        pos = "lesson"
    elif chance(0.5):
        mc = join_parts([mc, Snip(url)])
        pos = "missing_context"
    else:
        le = join_parts([le, Snip(url)])
        pos = "lesson"
    ask = pick(["How long should exported links stay valid?", "Should the job stop logging signed URLs?", ""]) if n.en else pick(
        ["export 링크 유효기간은 얼마로 할까요?", "잡이 서명 URL을 로그에 남기지 않게 할까요?", ""])
    return "signed URL: %s (%s)" % (kind, pos), mc, le, ask


# --- webhook URLs with embedded secrets
def _webhook():
    st = rint(0, 9)
    if st == 0:
        tok = rs(AN, 24)
        return "Slack incoming webhook", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPDG, rint(8, 10)), rs(UPDG, rint(8, 10)), tok), [tok]
    if st == 1:
        tok = rs(B64U, 68)
        return "Discord webhook", "https://discord.com/api/webhooks/%d/%s" % (rint(10 ** 17, 2 * 10 ** 18), tok), [tok]
    if st == 2:
        h = rs(HEX, 32)
        return "Microsoft Teams incoming webhook", "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (pick(["contoso", "hanbitcorp", "example"]), ruuid(), ruuid(), h, ruuid()), [h]
    if st == 3:
        t, sec = rs(HEX, 64), "SEC" + rs(HEX, 64)
        return "DingTalk robot webhook + sign secret", "https://oapi.dingtalk.com/robot/send?access_token=%s\n加签 secret: %s" % (t, sec), [t, sec]
    if st == 4:
        u = ruuid()
        if chance(0.5):
            sec = rs(AN, 22)
            return "Feishu bot webhook + sign secret", "https://open.feishu.cn/open-apis/bot/v2/hook/%s\nsign secret: %s" % (u, sec), [u, sec]
        return "Feishu bot webhook", "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % u, [u]
    if st == 5:
        u = ruuid()
        return "WeCom group robot webhook", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % u, [u]
    if st == 6:
        t = "%d:AA%s" % (rint(10 ** 9, 8 * 10 ** 9), rs(B64U, 33))
        return "Telegram bot sendMessage URL", "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%d" % (t, rint(10 ** 9, 10 ** 10)), [t]
    if st == 7:
        t = rs(LODG, 26)
        return "Mattermost incoming webhook", "https://chat.%s/hooks/%s" % (pick(["example.com", "corp.example.kr"]), t), [t]
    if st == 8:
        t = rs(AN, 32)
        return "Jenkins remote build trigger token", "https://jenkins.%s/job/%s/buildWithParameters?token=%s&ENV=prod" % (pick(["example.com", "corp.example.kr"]), pick(SERVICES), t), [t]
    t = rs(AN, 48)
    return "Rocket.Chat integration webhook", "https://chat.%s/hooks/%s/%s" % (pick(["example.com", "example.jp"]), rs(AN, 17), t), [t]


def t_webhook(n):
    kind, url, secs = _webhook()
    for s_ in secs:
        n.s(s_)
    first = url.split("\n")[0]
    rest = url.split("\n")[1:]
    st = rint(0, 5)
    if st == 0:
        snip, how = "\n".join(["SLACK_WEBHOOK_URL=%s" % first if "slack" in first else "ALERT_WEBHOOK_URL=%s" % first] + ["# " + r for r in rest]), ".env"
    elif st == 1:
        snip, how = "receivers:\n  - name: oncall\n    webhook_configs:\n      - url: '%s'\n        send_resolved: true" % first + "".join("\n# " + r for r in rest), "Alertmanager config"
    elif st == 2:
        snip, how = "- name: Notify\n  if: failure()\n  run: |\n    curl -X POST -H 'Content-Type: application/json' \\\n      -d '{\"text\":\"deploy failed\"}' \\\n      '%s'" % first + "".join("\n# " + r for r in rest), "GitHub Actions step"
    elif st == 3:
        snip, how = "requests.post(\n    \"%s\",\n    json={\"text\": msg},\n    timeout=5,\n)" % first + "".join("\n# " + r for r in rest), "Python requests.post"
    elif st == 4:
        snip, how = url, "raw URL"
    else:
        snip, how = "contactPoints:\n  - orgId: 1\n    name: team-alerts\n    receivers:\n      - uid: %s\n        type: webhook\n        settings:\n          url: %s" % (rs(LODG, 12), first) + "".join("\n# " + r for r in rest), "Grafana contact point"
    if n.en:
        mc = pick(["I didn't know alerts for %s go to a chat webhook rather than PagerDuty." % pick(SERVICES),
                   "The deploy notification stopped working and I didn't know where the webhook was configured.",
                   "The user wanted failure notifications from the nightly job; they gave me the channel webhook."])
        le = pick(["Anyone with this URL can post to the channel, so it belongs in the secret store.", "Working notifier config:",
                   "The webhook returns 404 once it is revoked, not 401."])
    else:
        mc = pick(["%s 알림이 PagerDuty가 아니라 채팅 웹훅으로 간다는 걸 몰랐다." % pick(SERVICES),
                   "배포 알림이 안 와서 봤는데 웹훅이 어디 설정돼 있는지 몰랐다.", "야간 잡 실패 알림을 원해서 사용자가 채널 웹훅을 줬다."])
        le = pick(["URL만 있으면 누구나 채널에 글을 올릴 수 있어서 시크릿 저장소에 둬야 한다.", "동작하는 알림 설정:",
                   "웹훅이 폐기되면 401이 아니라 404가 온다."])
    if le.endswith(":"):
        le = join_parts([le, fence(snip)])
        pos = "lesson"
    else:
        mc = join_parts([mc, fence(snip)])
        pos = "missing_context"
    ask = pick(["Which channel should production alerts go to?", "Should I create a separate webhook for staging?", ""]) if n.en else pick(
        ["운영 알림은 어느 채널로 보낼까요?", "스테이징용 웹훅을 따로 만들까요?", ""])
    return "webhook URL with embedded secret: %s in %s (%s)" % (kind, how, pos), mc, le, ask


# --- private keys (PEM bodies listed line by line)
def _lines(body, width):
    return [body[i:i + width] for i in range(0, len(body), width)]


def _sstr(b):
    return struct.pack(">I", len(b)) + b


def key_ec_pkcs8():
    der = bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(32) + bytes.fromhex("a14403420004") + rbytes(64)
    return "-----BEGIN PRIVATE KEY-----", _lines(b64(der), 64), "-----END PRIVATE KEY-----", "EC P-256 PKCS#8 PEM"


def key_ec_sec1():
    der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a14403420004") + rbytes(64)
    return "-----BEGIN EC PRIVATE KEY-----", _lines(b64(der), 64), "-----END EC PRIVATE KEY-----", "EC SEC1 PEM"


def key_openssh():
    pub, priv = rbytes(32), rbytes(32)
    comment = ("%s@%s" % (pick(NAMES_ROM), pick(["macbook", "build-01", "bastion", "laptop"]))).encode()
    chk = rbytes(4)
    sec = chk + chk + _sstr(b"ssh-ed25519") + _sstr(pub) + _sstr(priv + pub) + _sstr(comment)
    pad = 1
    while len(sec) % 8:
        sec += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + _sstr(b"none") + _sstr(b"none") + _sstr(b"") + struct.pack(">I", 1) + _sstr(_sstr(b"ssh-ed25519") + _sstr(pub)) + _sstr(sec)
    lines = _lines(b64(blob), 70)
    if len(lines[-1]) < 8:
        lines[-2:] = [lines[-2] + lines[-1]]
    return "-----BEGIN OPENSSH PRIVATE KEY-----", lines, "-----END OPENSSH PRIVATE KEY-----", "OpenSSH ed25519 private key"


def key_rsa_partial():
    pk1 = chance(0.5)
    first = ("MIIEowIBAAKCAQEA" if pk1 else "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ") + rs(B64, 64)
    first = first[:64]
    body = [first] + [rs(B64, 64) for _ in range(rint(3, 5))]
    tail = [rs(B64, 64) for _ in range(rint(1, 2))] + [rs(B64, rint(20, 56)) + pick(["", "=", "=="])]
    head = "-----BEGIN RSA PRIVATE KEY-----" if pk1 else "-----BEGIN PRIVATE KEY-----"
    foot = head.replace("BEGIN", "END")
    return head, body + ["..."] + tail, foot, "RSA PEM (%s), middle lines elided" % ("PKCS#1" if pk1 else "PKCS#8")


def key_pgp_partial():
    lines = ["lQVYBG" + rs(B64, 58)] + [rs(B64, 64) for _ in range(rint(3, 5))] + ["..."] + [rs(B64, 64), "=" + rs(B64, 4)]
    return "-----BEGIN PGP PRIVATE KEY BLOCK-----\n", lines, "-----END PGP PRIVATE KEY BLOCK-----", "PGP private key block, partial"


def t_private_key(n):
    st = rint(0, 9)
    svc = pick(SERVICES)
    if st <= 5:
        head, lines, foot, kind = pick([key_ec_pkcs8, key_ec_sec1, key_openssh, key_openssh, key_rsa_partial, key_pgp_partial])()
        body = [l for l in lines if l != "..."]
        for l in body:
            if len(l) >= 8:
                n.s(l)
        # a PGP armor checksum line ("=XXXX") is a CRC, shorter than 8 characters: not listed
        pem = head.rstrip("\n") + ("\n\n" if head.endswith("\n") else "\n") + "\n".join(lines) + "\n" + foot
        form = rint(0, 4)
        if form == 0:
            snip, how = pem, "raw paste"
        elif form == 1:
            snip, how = "  tls_private_key: |\n" + "\n".join("    " + x for x in pem.split("\n")), "YAML block scalar"
        elif form == 2:
            snip, how = "resource \"tls_locally_signed_cert\" \"api\" {\n  ca_private_key_pem = <<-EOT\n" + "\n".join("    " + x for x in pem.split("\n")) + "\n  EOT\n}", "Terraform heredoc"
        elif form == 3:
            snip, how = "$ cat ~/.ssh/%s\n%s" % (pick(["id_ed25519", "deploy_key", "id_ecdsa", "gh_actions"]), pem), "cat of key file"
        else:
            snip, how = "DEPLOY_KEY=\"%s\"" % pem.replace("\n", "\\n"), ".env with \\n escapes"
    elif st == 6:
        priv, psk = b64(rbytes(32)), b64(rbytes(32))
        n.s(priv)
        use_psk = chance(0.5)
        if use_psk:
            n.s(psk)
        snip = "[Interface]\nPrivateKey = %s\nAddress = 10.%d.0.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\n%sEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8" % (
            priv, rint(1, 99), rint(2, 250), b64(rbytes(32)), ("PresharedKey = %s\n" % psk) if use_psk else "", pick(["example.com", "example.kr"]))
        kind, how = "WireGuard PrivateKey" + (" + PresharedKey" if use_psk else ""), "wg0.conf"
    elif st == 7:
        d = b64u_nopad(rbytes(32))
        n.s(d)
        jwk = {"kty": "EC", "crv": "P-256", "kid": rs(B64U, 16), "use": "sig", "x": b64u_nopad(rbytes(32)), "y": b64u_nopad(rbytes(32)), "d": d}
        snip, kind, how = json.dumps(jwk, indent=2), "EC JWK with private d", "JSON"
    elif st == 8:
        priv_line = b64(_sstr(rbytes(32)))
        n.s(priv_line)
        pubb = b64(_sstr(b"ssh-ed25519") + _sstr(rbytes(32)))
        snip = "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-%s\nPublic-Lines: 2\n%s\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s" % (
            rdate().replace("-", ""), pubb[:64], pubb[64:], priv_line, rs(HEX, 64))
        kind, how = "PuTTY .ppk private line", "ppk file"
    else:
        lines = _lines("MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ" + rs(B64, 14 + 64 * 3), 64)
        for l in lines:
            n.s(l)
        pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n...(truncated)"
        proj = pick(["hanbit-prod", "data-platform-4411", "acme-ml"])
        snip = "{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"%s\",\n  \"client_email\": \"%s@%s.iam.gserviceaccount.com\"\n}" % (
            proj, rs(HEX, 40), pk, pick(["bq-loader", "ci-deployer", "exporter"]), proj)
        kind, how = "GCP service-account JSON private_key (partial)", "JSON key file"
    if n.en:
        mc = pick(["I didn't know the deploy uses a key that only exists on the old build box; the user pasted it.",
                   "While %s, I needed the signing key to reproduce the token validation error." % task("en", svc),
                   "Missing context: which key the %s job authenticates with." % svc,
                   "The user sent me the key file so I could set up the runner."])
        le = pick(["The key must be stored in the CI secret store and mounted at runtime, not committed.",
                   "Working key material (as pasted):", "Permissions on the key file must be 0600 or ssh ignores it.",
                   "This key is shared between staging and prod, which is why the staging leak mattered."])
    else:
        mc = pick(["배포가 예전 빌드 서버에만 있는 키를 쓴다는 걸 몰랐다. 사용자가 키를 붙여줬다.",
                   "%s 토큰 검증 에러 재현하려고 서명 키가 필요했다." % task("ko", svc),
                   "%s 잡이 어떤 키로 인증하는지 몰랐다." % svc, "러너 세팅하라고 사용자가 키 파일을 보내줬다."])
        le = pick(["키는 커밋하지 말고 CI 시크릿에 넣어 런타임에 마운트해야 한다.", "붙여준 키 원문:",
                   "키 파일 권한이 0600이 아니면 ssh가 무시한다.", "이 키는 스테이징과 운영이 같이 써서 스테이징 유출이 문제였다."])
    if le.endswith(":") or chance(0.4):
        le = join_parts([le, fence(snip)])
        pos = "lesson"
    else:
        mc = join_parts([mc, fence(snip)])
        pos = "missing_context"
    ask = pick(["Should I generate a dedicated deploy key instead?", "Is this key also used in prod?", ""]) if n.en else pick(
        ["전용 배포 키를 새로 만들까요?", "이 키 운영에서도 쓰나요?", ""])
    return "private key: %s in %s (%s)" % (kind, how, pos), mc, le, ask


# --- TOTP seeds, recovery codes, PINs, Wi-Fi keys
ONEPW = "23456789ABCDEFGHJKLMNPQRSTVWXYZ"


def t_otp_recovery(n):
    st = rint(0, 11)
    svc_names = [("AWS root", "AWS 루트"), ("GitHub org owner", "GitHub org 오너"), ("Google Workspace admin", "Google Workspace 관리자"),
                 ("Cloudflare", "Cloudflare"), ("Naver Cloud main account", "Naver Cloud 메인 계정"), ("Kakao Business", "카카오 비즈니스"),
                 ("npm", "npm"), ("Apple Developer", "Apple Developer"), ("Toss Payments admin", "Toss Payments 관리자")]
    acct = pick(svc_names)[0 if n.en else 1]
    if st <= 1:
        seed = rs(B32, pick([16, 26, 32]))
        n.s(seed)
        if st == 0:
            item = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (
                urllib.parse.quote(acct.split()[0]), urllib.parse.quote("%s@example.com" % pick(NAMES_ROM)), seed, urllib.parse.quote(acct.split()[0]))
            kind = "TOTP otpauth URI"
        else:
            item = ("MFA setup key: %s" if n.en else "MFA 설정 키: %s") % seed
            kind = "TOTP seed"
    elif st == 2:
        seed = " ".join(rs(B32L, 4) for _ in range(8))
        n.s(seed)
        item = ("Authenticator key (can't scan QR): %s" if n.en else "QR 대신 입력할 키: %s") % seed
        kind = "TOTP seed in groups"
    elif st == 3:
        codes = ["%s-%s" % (rs(HEX, 5), rs(HEX, 5)) for _ in range(rint(6, 10))]
        for c in codes:
            n.s(c)
        item = "\n".join(codes)
        kind = "GitHub-style recovery codes x%d" % len(codes)
    elif st == 4:
        codes = ["%s %s" % (rs(DG, 4), rs(DG, 4)) for _ in range(rint(5, 10))]
        for c in codes:
            n.s(c)
        item = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
        kind = "Google backup codes x%d" % len(codes)
    elif st == 5:
        code = "-".join(rs(UPDG, 5) for _ in range(5))
        n.s(code)
        item = ("Microsoft account recovery code: %s" if n.en else "MS 계정 복구 코드: %s") % code
        kind = "Microsoft recovery code"
    elif st == 6:
        key = "A3-%s-%s-%s-%s-%s-%s" % (rs(ONEPW, 6), rs(ONEPW, 6), rs(ONEPW, 5), rs(ONEPW, 5), rs(ONEPW, 5), rs(ONEPW, 5))
        n.s(key)
        item = ("1Password Secret Key: %s" if n.en else "1Password 비밀 키: %s") % key
        kind = "1Password Secret Key"
    elif st == 7:
        key = "-".join(rs(DG, 6) for _ in range(8))
        n.s(key)
        item = ("BitLocker recovery key for %s: %s" if n.en else "%s BitLocker 복구 키: %s") % (pick(["LT-%04d" % rint(1, 9999), "build-mac"]), key)
        kind = "BitLocker recovery key"
    elif st == 8:
        pin = rs(DG, 8)
        n.s(pin)
        what = pick([("door lock PIN", "도어락 비밀번호"), ("YubiKey PIV PIN", "YubiKey PIV PIN"), ("SIM PUK", "유심 PUK"),
                     ("server room keypad code", "서버실 출입 번호"), ("HSM SO-PIN", "HSM SO-PIN"), ("safe code", "금고 비밀번호")])
        item = ("%s: %s" % (what[0], pin)) if n.en else ("%s: %s" % (what[1], pin))
        if chance(0.3):
            item = item.replace(pin, "#" + pin + "*") if what[0] == "door lock PIN" else item
        kind = "8-digit PIN (%s)" % what[0]
    else:
        ssid = pick(["Office-5G", "HANBIT_GUEST", "corp-wifi", "MeetingRoom-3F", "KT_GiGA_5G_%s" % rs(UPDG, 4), "iptime-%s" % rs(LODG, 4)])
        style, key = password(pick(["human", "passphrase", "korean-keyboard", "generated", "punctuation-heavy"]), forbid=";,:\\\"")
        if chance(0.15):
            key = rs(HEX, 64)
        n.s(key)
        f = rint(0, 4)
        if f == 0:
            item = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, key)
            kind = "Wi-Fi QR string"
        elif f == 1:
            item = "network={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}" % (ssid, key)
            kind = "wpa_supplicant.conf psk"
        elif f == 2:
            item = "nmcli dev wifi connect '%s' password '%s'" % (ssid, key)
            kind = "nmcli wifi password"
        elif f == 3:
            item = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s" % (ssid, key)
            kind = "hostapd wpa_passphrase"
        else:
            item = ("Wi-Fi %s / password %s" if n.en else "와이파이 %s / 비번 %s") % (ssid, key)
            kind = "Wi-Fi password in prose"
    group = "mfa" if st <= 7 else ("pin" if st == 8 else "wifi")
    if group == "mfa":
        mc = pick(["I didn't know the %s login needs a second factor; the shared seed/codes were in the old onboarding doc." % acct,
                   "The user is on leave next week and handed over what I need to keep the %s access working." % acct,
                   "Missing context: how the team gets through MFA on the shared %s account." % acct]) if n.en else pick(
            ["%s 로그인에 2차 인증이 필요하다는 걸 몰랐다. 공용 seed/코드가 예전 온보딩 문서에 있었다." % acct,
             "사용자가 다음 주 휴가라 %s 접근을 유지하는 데 필요한 걸 넘겨줬다." % acct,
             "공용 %s 계정의 MFA를 팀이 어떻게 통과하는지 몰랐다." % acct])
        le = pick(["Store these in the team vault and remove them from the doc.", "Handover material (as given):",
                   "Recovery codes work once each; strike used ones off.", "This must move to the vault before anyone else copies it."]) if n.en else pick(
            ["팀 볼트에 넣고 문서에서는 지울 것.", "인수인계 받은 내용:", "복구 코드는 1회용이라 쓴 건 지워야 한다.", "다른 사람이 복사하기 전에 볼트로 옮겨야 한다."])
    elif group == "pin":
        mc = pick(["I couldn't finish the on-site hardware swap without physical access details.",
                   "The user handed over the device access codes before going on leave.",
                   "I didn't know the signing token needs a PIN at every deploy."]) if n.en else pick(
            ["물리 접근 정보 없이 현장 장비 교체를 끝낼 수 없었다.", "사용자가 휴가 전에 장비 접근 코드를 넘겨줬다.",
             "배포 때마다 서명 토큰에 PIN이 필요하다는 걸 몰랐다."])
        le = pick(["Three wrong PIN entries lock the device; ask before trying.", "Code as given by the user:",
                   "The code is shared by the whole team, so changing it needs a heads-up."]) if n.en else pick(
            ["PIN 3회 틀리면 잠긴다. 시도 전에 물어볼 것.", "사용자가 알려준 코드:", "팀 공용 코드라 바꾸려면 공지가 필요하다."])
    else:
        mc = pick(["The test devices in the lab could not reach the staging API because they were on the guest network.",
                   "I couldn't finish the Raspberry Pi kiosk setup without the network details.",
                   "Missing context: which SSID the IoT gateways use in the office."]) if n.en else pick(
            ["실험실 테스트 단말이 게스트 망에 붙어 있어서 스테이징 API에 접근을 못 했다.", "네트워크 정보 없이 라즈베리파이 키오스크 세팅을 끝낼 수 없었다.",
             "사무실 IoT 게이트웨이가 어떤 SSID를 쓰는지 몰랐다."])
        le = pick(["Provisioning config that works:", "Devices must join the internal SSID, not the guest one.",
                   "The key is rotated quarterly; check with IT before flashing many devices."]) if n.en else pick(
            ["동작하는 프로비저닝 설정:", "단말은 게스트가 아니라 내부 SSID에 붙어야 한다.", "키는 분기마다 바뀐다. 대량으로 굽기 전에 IT에 확인."])
    if le.endswith(":") or chance(0.5):
        le = join_parts([le, fence(item) if "\n" in item else item])
        pos = "lesson"
    else:
        mc = join_parts([mc, fence(item) if "\n" in item else item])
        pos = "missing_context"
    ask = ""
    if chance(0.2) and len(n.secrets) == 1 and utf8len(n.secrets[0]) < 120:
        ask = ("Is %s still valid or was it regenerated?" if n.en else "%s 아직 유효한가요, 재발급됐나요?") % n.secrets[0]
        pos += ", repeated in ask"
    elif chance(0.5):
        ask = pick(["Who else should have access to these?", "Can we switch the shared account to hardware keys?"]) if n.en else pick(
            ["이걸 누가 더 알아야 하나요?", "공용 계정을 하드웨어 키로 바꿀 수 있을까요?"])
    return "MFA / recovery / PIN / Wi-Fi: %s (%s)" % (kind, pos), mc, le, ask


# --- label in one field, value in another
def t_split(n):
    st = rint(0, 3)
    svc = pick(SERVICES)
    if chance(0.5):
        v = next_vendor()
        n.vendors.append(v["name"])
        pairs = v["fn"]()
        k, val, s = [p for p in pairs if p[2]][0]
        label_en, label_ko = "%s %s (`%s`)" % (company(v["name"]), what_en(k), k), "%s %s(`%s`)" % (company(v["name"]), what_ko(k), k)
        what = "vendor token (%s)" % v["name"]
    else:
        style, val = password()
        acct = pick(ACCOUNTS)
        label_en, label_ko = "%s password" % acct[0], "%s 비밀번호" % acct[1]
        what = "%s password" % style
    n.s(val)
    if st == 0:
        mc = ("I didn't have the %s for %s; the user sent it separately, value in the lesson below." % (label_en, svc)) if n.en else (
            "%s용 %s이(가) 없어서 사용자가 따로 보내줌. 값은 아래 lesson에." % (svc, label_ko))
        mc = fill(mc)
        le = "%s\n%s" % (val, "(paste as-is, no quotes)" if n.en else "(따옴표 없이 그대로)") if chance(0.5) else val
        where = "label in missing_context, value alone in lesson"
        ask = ""
    elif st == 1:
        mc = ("While %s I kept hitting auth errors." % task("en", svc)) if n.en else ("%s 계속 인증 에러가 났다." % task("ko", svc))
        le = ("The fix was the %s; the value is in the question below." % label_en) if n.en else fill("해결책은 %s이었다. 값은 아래 질문에." % label_ko)
        ask = ("Is %s the one to keep?" if n.en else "%s 이 값 계속 써도 되나요?") % val
        where = "label in lesson, value in ask_next_time"
    elif st == 2:
        mc = ("%s:" % label_en) if n.en else ("%s:" % label_ko)
        mc = join_parts([("Credentials the user gave me for %s." % svc) if n.en else ("%s 작업용으로 받은 인증 정보." % svc), mc])
        le = join_parts([val, ("<- that's the value for the line above; it works in %s." % pick(ENV_EN)) if n.en else ("<- 위 항목의 값. %s에서 동작함." % pick(ENV_KO))])
        where = "label ends missing_context, value starts lesson"
        ask = ""
    else:
        mc = join_parts([("Which credential does %s need? Answer from the user:" % svc) if n.en else ("%s에 필요한 인증 정보는? 사용자 답변:" % svc),
                         Snip("> %s\n> %s" % (label_en if n.en else label_ko, "see next field" if n.en else "값은 다음 칸"))])
        le = val
        where = "quoted label in missing_context, bare value as whole lesson"
        ask = ("Should I store the value in %s?" % pick(STORES_EN)) if n.en else ("값을 %s에 저장할까요?" % pick(STORE_KO))
    return "split across fields: %s, %s" % (what, where), mc, le, ask


# ---------------------------------------------------------------- part 6: clean notes
# Nothing below may call Note.s(): every clean note is asserted to list no secret.
PH_PREFIX = {"Stripe": "sk_live_", "GitHub": "ghp_", "GitHub fine-grained PAT": "github_pat_", "GitLab": "glpat-", "Slack": "xoxb-",
             "OpenAI": "sk-proj-", "Anthropic": "sk-ant-api03-", "Google Cloud API key": "AIza", "SendGrid": "SG.", "npm": "npm_",
             "Hugging Face": "hf_", "Docker Hub": "dckr_pat_", "Shopify": "shpat_", "Linear": "lin_api_", "Figma": "figd_",
             "DigitalOcean": "dop_v1_", "New Relic": "NRAK-", "PyPI": "pypi-", "Stripe webhook": "whsec_", "Toss Payments": "live_sk_",
             "Grafana": "glsa_", "HashiCorp Vault": "hvs.", "Sentry": "sntryu_", "Brevo": "xkeysib-", "Alibaba Cloud": "LTAI",
             "Tencent Cloud": "AKID", "Groq": "gsk_", "Replicate": "r8_", "Notion": "ntn_", "Postman": "PMAK-", "Pulumi": "pul-",
             "Databricks": "dapi", "Doppler": "dp.st.", "Mollie": "live_", "Atlassian": "ATATT3xFfGF0"}


def placeholder(vname, key):
    st = rint(0, 9)
    pre = PH_PREFIX.get(vname)
    if st <= 2 and pre:
        return pre + pick(["x", "X", "*"]) * rint(16, 40)
    if st == 3 and pre:
        return pre + pick(["...", "<redacted>", "<your-key>", "REPLACE_ME", "xxxx...xxxx"])
    if st == 4:
        return "<%s>" % pick([key.lower(), "your-%s" % k_kebab(key), "YOUR_%s" % key])
    if st == 5:
        return "${%s}" % key
    if st == 6:
        return pick(["REPLACE_ME", "CHANGE_ME_IN_VAULT", "TODO", "dummy-value", "not-a-real-key", "fake", "placeholder"])
    if st == 7:
        return "YOUR_%s_HERE" % key
    if st == 8:
        return pick(["xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "0000000000000000", "<redacted>", "********", "[REDACTED]"])
    if vname == "AWS":
        return "AKIAIOSFODNN7EXAMPLE" if "ID" in key else "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
    return "{{ .Values.%s.%s }}" % (slug_of(vname).replace("-", ""), k_camel(key))


def _clean_ctx(n, v):
    return dict(vendor=v["name"], slug=slug_of(v["name"]), host=vhost(v), hdr=v["hdr"], service=pick(SERVICES), lang=n.lang)


def masked(v):
    st = rint(0, 5)
    if st == 0:
        return "*" * 16 + rs(UPDG, 4)
    if st == 1:
        pre = PH_PREFIX.get(v["name"], "")
        return pre + "..." + rs(AN, 4)
    if st == 2:
        return "********"
    if st == 3:
        return "(sensitive value)"
    if st == 4:
        return "•" * rint(8, 16)
    return "***"


def fake_sha(n=40):
    return rs(HEX, n)


def c_placeholder(n):
    v = next_vendor(queue=CLEAN_QUEUE)
    pairs = [(k, placeholder(v["name"], k) if s else val, False) for k, val, s in v["fn"]()]
    ctx = _clean_ctx(n, v)
    cands = [c for c in CONTAINER_NAMES if c not in ("traceback", "netrc", "url", "curl", "http", "k8s-secret-b64", "log", "chat") and not any(ch in val for k, val, s in pairs for ch in CONTAINERS[c][1])]
    cname = pick(cands)
    text, _ = render(cname, pairs, ctx)
    if n.en:
        mc = pick(["I didn't know the repo ships a template for the %s settings; real values are injected at deploy time." % company(v["name"]),
                   "The new teammate asked which %s keys to set locally; the example file lists them." % company(v["name"]),
                   "While %s, I checked which settings the %s integration expects." % (task("en", ctx["service"]), company(v["name"]))])
        le = pick(["The committed file only has placeholders; copy it and fill values from the vault.",
                   "Template (placeholders only):", "CI replaces these placeholders during the deploy step; never commit real values here."])
    else:
        mc = pick(["레포에 %s 설정 템플릿이 있고 실제 값은 배포 시 주입된다는 걸 몰랐다." % company(v["name"]),
                   "새 팀원이 로컬에서 어떤 %s 키를 설정해야 하는지 물었다. 예시 파일에 목록이 있다." % company(v["name"]),
                   "%s %s 연동이 어떤 설정을 기대하는지 확인했다." % (task("ko", ctx["service"]), company(v["name"]))])
        le = pick(["커밋된 파일에는 플레이스홀더만 있다. 복사해서 볼트 값으로 채울 것.", "템플릿 (플레이스홀더만):",
                   "CI가 배포 단계에서 플레이스홀더를 치환한다. 여기에 실제 값 커밋 금지."])
    snip = fence(text)
    if le.endswith(":") or chance(0.5):
        le = join_parts([le, snip])
    else:
        mc = join_parts([mc, snip])
    ask = pick(["Should the example file also list the optional settings?", "Is there a shared sandbox account for local runs?", ""]) if n.en else pick(
        ["예시 파일에 선택 설정도 넣을까요?", "로컬 실행용 공용 샌드박스 계정이 있나요?", ""])
    return "placeholder config: %s in %s" % (v["name"], CONTAINERS[cname][2]), mc, le, ask


def c_masked(n):
    v = next_vendor(queue=CLEAN_QUEUE)
    ctx = _clean_ctx(n, v)
    pairs = v["fn"]()
    st = rint(0, 7)
    sk = [p for p in pairs if p[2]][0][0]
    if st == 0:
        text = "      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config" % (
            rs(UPDG, 4), rs(AN, 4), _aws_region())
        label = "aws configure list (masked)"
    elif st == 1:
        text = "github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gh%s_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % (pick(NAMES_ROM), pick("pous"))
        label = "gh auth status (masked)"
    elif st == 2:
        text = "Name:         %s-credentials\nNamespace:    prod\nType:  Opaque\n\nData\n====\n%s:  %d bytes\n%s:  %d bytes" % (
            ctx["slug"], sk, rint(20, 120), pick(["username", "endpoint", "region"]), rint(5, 40))
        label = "kubectl describe secret (sizes only)"
    elif st == 3:
        text = "  # module.app.aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n      ~ password = (sensitive value)\n        id       = \"db-%s\"\n    }" % rs(UPDG, 26)
        label = "terraform plan (sensitive value)"
    elif st == 4:
        text = "Run ./scripts/deploy.sh\n  %s=***\n  %s_REGION=%s\n+ curl -fsS -H 'Authorization: Bearer ***' https://%s/v1/deploy\n{\"status\":\"queued\",\"id\":\"%s\"}" % (
            sk, sk.split("_")[0], _aws_region(), ctx["host"], ruuid())
        label = "GitHub Actions log with *** masking"
    elif st == 5:
        text = "> vercel env ls\n name                 value        environments\n %-20s Encrypted    Production, Preview\n NEXT_PUBLIC_SITE_URL Encrypted    Production" % sk
        label = "vercel env ls (encrypted)"
    elif st == 6:
        text = "%s=%s\n%s" % (sk, masked(v), "DATABASE_URL=postgresql://app:****@%s:5432/app" % db_host("pg"))
        label = "printenv with masked values"
    else:
        text = "{\n  \"name\": \"%s\",\n  \"value\": \"******\",\n  \"origin\": \"System Environment Property \\\"%s\\\"\"\n}" % (k_dot(sk), sk)
        label = "Spring actuator /env (sanitized)"
    if st in (0, 1):
        v = dict(v, name="AWS" if st == 0 else "GitHub")
        sk = "AWS_SECRET_ACCESS_KEY" if st == 0 else "GH_TOKEN"
    if n.en:
        mc = pick(["I wasn't sure whether %s had credentials configured at all; the tool output below only shows masked values." % ctx["service"],
                   "While %s, I checked which credentials were loaded without printing them." % task("en", ctx["service"]),
                   "The user asked me to confirm the deploy picked up the rotated %s %s." % (company(v["name"]), what_en(sk))])
        le = pick(["Masked output is enough to confirm presence; the tool never shows the value.", "Output (values are masked by the tool):",
                   "Presence check only: the value is never printed, which is what we want in logs."])
    else:
        mc = pick(["%s에 인증 정보가 설정돼 있는지 확실치 않았다. 아래 출력은 마스킹된 값만 보여준다." % ctx["service"],
                   "%s 값을 출력하지 않고 어떤 인증 정보가 로드됐는지 확인했다." % task("ko", ctx["service"]),
                   fill("교체된 %s %s을(를) 배포가 반영했는지 확인해 달라는 요청." % (company(v["name"]), what_ko(sk)))])
        le = pick(["존재 여부만 확인하면 되니 마스킹된 출력으로 충분하다.", "출력 (도구가 값을 마스킹함):", "값은 출력되지 않는다. 로그에서는 이게 맞다."])
    if le.endswith(":") or chance(0.5):
        le = join_parts([le, fence(text)])
    else:
        mc = join_parts([mc, fence(text)])
    ask = pick(["Do you want a check in CI that fails when the variable is missing?", ""]) if n.en else pick(["변수가 없으면 CI가 실패하도록 체크를 넣을까요?", ""])
    return "masked output: %s" % label, mc, le, ask


def secret_ref(key, slug):
    st = rint(0, 13)
    if st == 0:
        return 'os.environ["%s"]' % key, "Python os.environ"
    if st == 1:
        return "process.env.%s" % key, "Node process.env"
    if st == 2:
        return "${{ secrets.%s }}" % key, "GitHub Actions secrets context"
    if st == 3:
        return "valueFrom:\n  secretKeyRef:\n    name: %s-credentials\n    key: %s" % (slug, k_kebab(key)), "k8s secretKeyRef"
    if st == 4:
        return "arn:aws:secretsmanager:%s:%s:secret:prod/%s/%s-%s" % (_aws_region(), rs(DG, 12), slug, k_kebab(key), rs(AN, 6)), "AWS Secrets Manager ARN"
    if st == 5:
        return "op://Engineering/%s/%s" % (slug, k_kebab(key)), "1Password secret reference"
    if st == 6:
        return "projects/%d/secrets/%s/versions/latest" % (rint(10 ** 11, 10 ** 12), k_kebab(key)), "GCP Secret Manager path"
    if st == 7:
        return "@Microsoft.KeyVault(SecretUri=https://kv-%s.vault.azure.net/secrets/%s/%s)" % (pick(["prod", "krc", "shared"]), cap(k_camel(key)), rs(HEX, 32)), "Azure Key Vault reference"
    if st == 8:
        return "vault kv get -field=%s secret/%s/prod" % (k_lower(key), slug), "vault kv get command"
    if st == 9:
        return "{{ .Values.%s.%s }}" % (slug.replace("-", ""), k_camel(key)), "Helm values reference"
    if st == 10:
        return "${%s:?%s must be set}" % (key, key), "shell parameter expansion"
    if st == 11:
        return "ssm:/prod/%s/%s" % (slug, k_lower(key)), "SSM parameter path"
    if st == 12:
        return "$(cat /run/secrets/%s)" % k_lower(key), "docker secret file"
    return "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef: {name: vault-backend, kind: ClusterSecretStore}\n  data:\n    - secretKey: %s\n      remoteRef: {key: %s/prod, property: %s}" % (key, slug, k_lower(key)), "ExternalSecret manifest"


def c_secret_ref(n):
    v = next_vendor(queue=CLEAN_QUEUE)
    ctx = _clean_ctx(n, v)
    pairs = v["fn"]()
    refs = []
    labels = []
    for k, val, s in pairs:
        if s:
            r, lab = secret_ref(k, ctx["slug"])
            refs.append((k, r))
            labels.append(lab)
    if len(refs) == 1 and "\n" in refs[0][1]:
        text = refs[0][1]
    else:
        text = "\n".join("%s=%s" % (k, r) if "\n" not in r else "%s:\n%s" % (k, "\n".join("  " + x for x in r.split("\n"))) for k, r in refs)
    if n.en:
        mc = pick(["I didn't know where %s gets its %s credentials; nothing is in the repo." % (ctx["service"], company(v["name"])),
                   "Missing context: credentials are resolved at runtime from the secret store, not from files.",
                   "While %s, I traced how the %s key is injected." % (task("en", ctx["service"]), company(v["name"]))])
        le = pick(["The app only holds a reference; the secret manager resolves it at startup:", "Wiring (reference, not a value):",
                   "To rotate, update the secret store entry; no redeploy of config is needed."])
    else:
        mc = pick(["%s이(가) %s 인증 정보를 어디서 가져오는지 몰랐다. 레포에는 아무것도 없다." % (ctx["service"], company(v["name"])),
                   "인증 정보는 파일이 아니라 런타임에 시크릿 저장소에서 가져온다는 걸 몰랐다.",
                   "%s %s 키가 어떻게 주입되는지 추적했다." % (task("ko", ctx["service"]), company(v["name"]))])
        mc = fill(mc)
        le = pick(["앱은 참조만 갖고 있고 기동 시 시크릿 매니저가 값을 가져온다:", "연결 방식 (값이 아니라 참조):",
                   "교체하려면 시크릿 저장소 항목만 바꾸면 된다. 설정 재배포 불필요."])
    if le.endswith(":") or chance(0.5):
        le = join_parts([le, fence(text)])
    else:
        mc = join_parts([mc, fence(text)])
    ask = pick(["Who has write access to the secret store path?", "Should staging use a separate path?", ""]) if n.en else pick(
        ["시크릿 저장소 경로에 쓰기 권한 있는 사람이 누구인가요?", "스테이징은 별도 경로를 쓸까요?", ""])
    return "env-var / secret-manager reference: %s (%s)" % (v["name"], ", ".join(labels)), mc, le, ask


def _wrap_clean(n, mc_en, mc_ko, le_en, le_ko, text, ask_en, ask_ko, p_lesson=0.5):
    mc = fill(pick(mc_en if n.en else mc_ko))
    le = fill(pick(le_en if n.en else le_ko))
    if text:
        if le.endswith(":") or (not mc.endswith(":") and chance(p_lesson)):
            le = join_parts([le, fence(text) if "\n" in text or chance(0.5) else text])
        else:
            mc = join_parts([mc, fence(text) if "\n" in text or chance(0.5) else text])
    ask = pick(ask_en if n.en else ask_ko)
    return mc, le, ask


def c_hashes(n):
    st = rint(0, 10)
    svc = pick(SERVICES)
    if st == 0:
        text = "\n".join("%s %s %s" % (rs(HEX, 7), rdate(), pick(["fix: retry on 429", "chore: bump deps", "feat: add export", "revert \"feat: cache\"", "fix(auth): refresh clock skew"])) for _ in range(rint(3, 6)))
        label = "git log --oneline"
    elif st == 1:
        text = "commit %s\nMerge: %s %s\nAuthor: %s <%s@example.com>\nDate:   %s" % (rs(HEX, 40), rs(HEX, 7), rs(HEX, 7), cap(pick(NAMES_ROM)), pick(NAMES_ROM), rdate())
        label = "git show header (full SHA)"
    elif st == 2:
        text = "registry.example.com/%s@sha256:%s" % (svc, rs(HEX, 64))
        label = "docker image digest"
    elif st == 3:
        text = "\"node_modules/%s\": {\n  \"version\": \"%d.%d.%d\",\n  \"resolved\": \"https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz\",\n  \"integrity\": \"sha512-%s==\"\n}" % (
            (lambda p, a, b, c: (p, a, b, c, p, p, a, b, c))(pick(["lodash", "axios", "zod", "dayjs", "pino"]), rint(1, 9), rint(0, 30), rint(0, 20)) + (rs(B64, 86),))
        label = "package-lock integrity"
    elif st == 4:
        mod = pick(["github.com/aws/aws-sdk-go-v2", "golang.org/x/crypto", "github.com/jackc/pgx/v5", "go.uber.org/zap"])
        ver = "v%d.%d.%d" % (rint(0, 2), rint(1, 40), rint(0, 12))
        text = "%s %s h1:%s=\n%s %s/go.mod h1:%s=" % (mod, ver, rs(B64, 43), mod, ver, rs(B64, 43))
        label = "go.sum lines"
    elif st == 5:
        text = "%s==%d.%d.%d \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (pick(["requests", "urllib3", "cryptography", "pydantic"]), rint(1, 3), rint(0, 30), rint(0, 9), rs(HEX, 64), rs(HEX, 64))
        label = "pip --hash pins"
    elif st == 6:
        text = "%s  %s-%d.%d.%d-linux-amd64.tar.gz\n%s  %s-%d.%d.%d-darwin-arm64.tar.gz" % (rs(HEX, 64), svc, 1, rint(0, 9), rint(0, 9), rs(HEX, 64), svc, 1, rint(0, 9), rint(0, 9))
        label = "sha256sum release checksums"
    elif st == 7:
        text = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (rs(HEX, 64), rint(10 ** 5, 10 ** 9))
        label = "Git LFS pointer"
    elif st == 8:
        text = "provider \"registry.terraform.io/hashicorp/aws\" {\n  version = \"5.%d.0\"\n  hashes = [\n    \"h1:%s=\",\n    \"zh:%s\",\n  ]\n}" % (rint(10, 80), rs(B64, 43), rs(HEX, 64))
        label = ".terraform.lock.hcl hashes"
    elif st == 9:
        text = "<script src=\"https://cdn.example.com/widget-%d.%d.js\" integrity=\"sha384-%s\" crossorigin=\"anonymous\"></script>" % (rint(1, 5), rint(0, 9), rs(B64, 64))
        label = "SRI integrity attribute"
    else:
        text = "ETag: \"%s\"\nx-amz-version-id: %s\nContent-MD5: %s==" % (rs(HEX, 32), rs(B64U, 32), rs(B64, 22))
        label = "ETag / version id / Content-MD5 headers"
    mc, le, ask = _wrap_clean(n,
        ["I didn't know which build actually went out; the user gave me the identifiers below.", "While %s, I needed to pin exact artifact versions." % task("en", svc),
         "The deploy verification step compares these values:", "Missing context: the release checklist requires verifying checksums."],
        ["실제로 어떤 빌드가 나갔는지 몰랐는데 사용자가 아래 식별자를 줬다.", "%s 정확한 아티팩트 버전을 고정해야 했다." % task("ko", svc),
         "배포 검증 단계가 이 값들을 비교한다:", "릴리스 체크리스트에 체크섬 검증이 있다는 걸 몰랐다."],
        ["These are content hashes, safe to share; compare them before promoting the build.", "Reference values:", "Pinning by digest avoids the mutable tag problem."],
        ["콘텐츠 해시라 공유해도 된다. 승격 전에 비교할 것.", "기준 값:", "태그 대신 digest로 고정하면 태그 변경 문제를 피할 수 있다."],
        text, ["Should the pipeline fail on checksum mismatch?", "Do you want the digest pinned in the Helm values too?", ""],
        ["체크섬 불일치 시 파이프라인을 실패시킬까요?", "Helm values에도 digest를 고정할까요?", ""])
    return "hash / digest / git SHA: %s" % label, mc, le, ask


def c_ids(n):
    st = rint(0, 8)
    svc = pick(SERVICES)
    if st == 0:
        text = "X-Request-Id: %s\nX-Amzn-Trace-Id: Root=1-%s-%s" % (ruuid(), rs(HEX, 8), rs(HEX, 24))
        label = "request / trace ids"
    elif st == 1:
        text = "%s ERROR [%s] payment failed request_id=req_%s charge=ch_%s customer=cus_%s" % (rts(), svc, rs(AN, 14), rs(AN, 24), rs(AN, 14))
        label = "Stripe object ids (not secrets)"
    elif st == 2:
        text = "{\"timestamp\":\"%s\",\"traceId\":\"%s\",\"spanId\":\"%s\",\"level\":\"WARN\",\"msg\":\"slow query\",\"durationMs\":%d}" % (rts(), rs(HEX, 32), rs(HEX, 16), rint(800, 9000))
        label = "OpenTelemetry trace/span ids"
    elif st == 3:
        text = "Sentry event %s (issue %s-%d) in release %s@%d.%d.%d" % (rs(HEX, 32), svc.upper()[:6], rint(100, 999), svc, 2, rint(0, 20), rint(0, 9))
        label = "Sentry event id"
    elif st == 4:
        text = "metadata:\n  name: %s-%s-%s\n  uid: %s\n  resourceVersion: \"%d\"" % (svc, rs(LODG, 10), rs(LODG, 5), ruuid(), rint(10 ** 6, 10 ** 8))
        label = "k8s pod uid / name"
    elif st == 5:
        text = "Idempotency-Key: %s\nX-Correlation-ID: %s" % (ruuid(), ruuid())
        label = "idempotency / correlation ids"
    elif st == 6:
        text = "RequestId: %s  Duration: %d.%02d ms  Billed Duration: %d ms  Memory Size: 512 MB  Max Memory Used: %d MB" % (ruuid(), rint(10, 900), rint(0, 99), rint(10, 900), rint(80, 500))
        label = "Lambda REPORT line"
    elif st == 7:
        text = "x-amz-cf-id: %s==\nx-amz-request-id: %s\nx-amz-id-2: %s=" % (rs(B64, 54), rs(UPDG, 16), rs(B64, 75))
        label = "CloudFront / S3 response ids"
    else:
        text = "| job | run id | status |\n|---|---|---|\n" + "\n".join("| %s | %s | %s |" % (pick(["export", "reindex", "backfill", "settle"]), ruuid(), pick(["ok", "failed", "retrying"])) for _ in range(rint(2, 4)))
        label = "table of run UUIDs"
    mc, le, ask = _wrap_clean(n,
        ["I couldn't correlate the failing calls across services until the user gave me these identifiers:", "While %s, I needed the ids of the failing requests." % task("en", svc),
         "Missing context: support tickets reference requests by these ids."],
        ["사용자가 식별자를 주기 전까지 서비스 간 실패 호출을 연결하지 못했다:", "%s 실패한 요청의 ID가 필요했다." % task("ko", svc), "지원 티켓이 요청을 이 ID들로 참조한다는 걸 몰랐다."],
        ["Search the log index by these ids; they are identifiers, not credentials.", "Ids from the incident:", "Grep by trace id first, it spans all services."],
        ["이 ID로 로그 인덱스를 검색하면 된다. 인증 정보가 아니라 식별자다.", "장애 당시 ID:", "trace id로 먼저 찾으면 모든 서비스에 걸쳐 보인다."],
        text, ["Should the error page show the request id to users?", "Can you share the dashboard link for these traces?", ""],
        ["에러 페이지에 request id를 노출할까요?", "이 trace들 대시보드 링크를 공유해 주실 수 있나요?", ""])
    return "ids: %s" % label, mc, le, ask


def c_pubkeys(n):
    st = rint(0, 9)
    who = pick(NAMES_ROM)
    if st == 0:
        text = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s" % (rs(B64, 43), who, pick(["macbook", "laptop", "workstation"]))
        label = "ssh-ed25519 public key"
    elif st == 1:
        text = "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s %s@build" % (rs(B64, 490) + "=", who)
        label = "ssh-rsa public key (long)"
    elif st == 2:
        text = "%s ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB%s=" % (pick(["github.com", "git.example.com", "10.0.3.4"]), rs(B64, 87))
        label = "known_hosts line"
    elif st == 3:
        text = "256 SHA256:%s %s@laptop (ED25519)\n3072 MD5:%s deploy@ci (RSA)" % (rs(B64, 43), who, ":".join(rs(HEX, 2) for _ in range(16)))
        label = "ssh key fingerprints"
    elif st == 4:
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + rbytes(64)
        text = "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(_lines(b64(der), 64))
        label = "EC public key PEM"
    elif st == 5:
        text = "[Peer]\nPublicKey = %s\nEndpoint = vpn.example.com:51820\nAllowedIPs = 10.10.0.0/16" % b64(rbytes(32))
        label = "WireGuard peer PublicKey only"
    elif st == 6:
        jwks = {"keys": [{"kty": "RSA", "kid": rs(B64U, 20), "use": "sig", "alg": "RS256", "e": "AQAB", "n": b64u_nopad(rbytes(256))[:200] + "..."}]}
        text = json.dumps(jwks, indent=2)
        label = "JWKS public RSA key (n truncated)"
    elif st == 7:
        text = "creation_rules:\n  - path_regex: secrets/prod/.*\\.yaml$\n    age: >-\n      age1%s,\n      age1%s" % (rs(BECH32, 58), rs(BECH32, 58))
        label = "age recipients (public) in .sops.yaml"
    elif st == 8:
        text = "pub   ed25519 %s [SC]\n      %s\nuid           [ultimate] %s <%s@example.com>\nsub   cv25519 %s [E]" % (rdate(), rs(UHEX, 40), cap(who), who, rdate())
        label = "gpg --list-keys (fingerprint)"
    else:
        text = "SHA256 Fingerprint=%s" % ":".join(rs(UHEX, 2) for _ in range(32))
        label = "TLS certificate SHA-256 fingerprint"
    mc, le, ask = _wrap_clean(n,
        ["I didn't know which key the deploy host trusts; the user sent the public part.", "To grant access I needed the new teammate's public key:",
         "Missing context: the pinned server key changed after the host rebuild."],
        ["배포 호스트가 어떤 키를 신뢰하는지 몰랐는데 사용자가 공개키를 보내줬다.", "접근 권한을 주려면 새 팀원의 공개키가 필요했다:",
         "호스트 재구축 후 고정된 서버 키가 바뀌었다는 걸 몰랐다."],
        ["Public keys and fingerprints are safe to share; only the private half must stay secret.", "Added to authorized config:",
         "Compare the fingerprint out of band before trusting the key."],
        ["공개키와 지문은 공유해도 된다. 개인키만 비밀로 유지하면 된다.", "설정에 추가한 값:", "키를 신뢰하기 전에 지문을 별도 채널로 확인할 것."],
        text, ["Should I add the key to the bastion too?", "Do you want host key pinning in CI?", ""],
        ["bastion에도 이 키를 추가할까요?", "CI에서 호스트 키 고정을 할까요?", ""])
    return "public key / fingerprint: %s" % label, mc, le, ask


def c_nonsecret_ids(n):
    st = rint(0, 9)
    if st == 0:
        text = "role_arn = \"arn:aws:iam::%s:role/%s-deployer\"\naccount_id = \"%s\"" % ((lambda a: (a, pick(SERVICES), a))(rs(DG, 12)))
        label = "AWS account id / role ARN"
    elif st == 1:
        text = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s" % (rs(HEX, 32), rs(HEX, 32))
        label = "Twilio Account SID / Messaging Service SID"
    elif st == 2:
        text = "GOOGLE_CLIENT_ID=%d-%s.apps.googleusercontent.com" % (rint(10 ** 11, 10 ** 12), rs(LODG, 32))
        label = "Google OAuth client id"
    elif st == 3:
        text = "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s" % (ruuid(), ruuid(), ruuid())
        label = "Azure tenant / subscription / client ids"
    elif st == 4:
        text = "WECHAT_APPID=wx%s\nFEISHU_APP_ID=cli_%s\nDINGTALK_APP_KEY=ding%s" % (rs(HEX, 16), rs(HEX, 16), rs(LODG, 16))
        label = "WeChat / Feishu / DingTalk app ids"
    elif st == 5:
        text = "slack:\n  team_id: T%s\n  channel_id: C%s\n  bot_user_id: U%s" % (rs(UPDG, 10), rs(UPDG, 10), rs(UPDG, 10))
        label = "Slack team/channel/user ids"
    elif st == 6:
        text = "GITHUB_APP_ID=%d\nGITHUB_APP_CLIENT_ID=Iv1.%s\nGITHUB_INSTALLATION_ID=%d" % (rint(100000, 999999), rs(HEX, 16), rint(10 ** 7, 10 ** 8))
        label = "GitHub App ids"
    elif st == 7:
        text = "STRIPE_ACCOUNT=acct_%s\nSTRIPE_PRICE_PRO=price_%s" % (rs(AN, 16), rs(AN, 24))
        label = "Stripe account / price ids"
    elif st == 8:
        text = "NAVER_CLIENT_ID=%s\nKAKAO_APP_ID=%d\nGA_MEASUREMENT_ID=G-%s" % (rs(AN, 20), rint(100000, 999999), rs(UPDG, 10))
        label = "Naver client id / Kakao app id / GA id"
    else:
        text = "DEVELOPMENT_TEAM = %s;\nPRODUCT_BUNDLE_IDENTIFIER = kr.example.%s;\nFIREBASE_PROJECT_NUMBER = %d" % (rs(UPDG, 10), pick(["shop", "wallet", "chat"]), rint(10 ** 11, 10 ** 12))
        label = "Apple team id / bundle id / project number"
    mc, le, ask = _wrap_clean(n,
        ["I didn't know which account/app the integration is registered under.", "While wiring the integration, I mixed up the ids below.",
         "Missing context: these identifiers differ between staging and prod:"],
        ["연동이 어떤 계정/앱으로 등록돼 있는지 몰랐다.", "연동 작업 중 아래 ID들을 혼동했다.", "이 식별자들이 스테이징과 운영에서 다르다는 걸 몰랐다:"],
        ["These are identifiers, not credentials; they can live in the committed config.", "Correct identifiers for prod:",
         "The auth secret is separate and lives in the vault; only ids go in the repo."],
        ["인증 정보가 아니라 식별자라서 커밋된 설정에 둬도 된다.", "운영용 올바른 식별자:", "인증 시크릿은 별도로 볼트에 있고 레포엔 ID만 둔다."],
        text, ["Are the staging ids documented anywhere?", "Should the ids move into a shared constants file?", ""],
        ["스테이징 ID는 어디에 문서화돼 있나요?", "ID를 공용 상수 파일로 옮길까요?", ""])
    return "non-secret identifiers: %s" % label, mc, le, ask


def c_base64(n):
    st = rint(0, 5)
    svc = pick(SERVICES)
    if st == 0:
        cfg = json.dumps({"featureFlags": {"newCheckout": chance(0.5), "betaSearch": chance(0.5)}, "replicas": rint(1, 6), "region": _aws_region()}, separators=(",", ":"))
        text = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-flags\nbinaryData:\n  flags.json: %s" % (svc, b64(cfg.encode()))
        label = "ConfigMap binaryData (base64 JSON)"
    elif st == 1:
        cert_body = "MII" + rs(B64, 120)
        pem = "-----BEGIN CERTIFICATE-----\n%s\n" % cert_body
        text = "clusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://%s.gr7.%s.eks.amazonaws.com\n  name: prod" % (b64(pem.encode()), rs(UHEX, 32), _aws_region())
        label = "kubeconfig certificate-authority-data (public CA cert)"
    elif st == 2:
        png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + rbytes(40)
        text = "background-image: url(\"data:image/png;base64,%s\");" % b64(png)
        label = "data URI PNG"
    elif st == 3:
        msg = pick(["hello from %s" % svc, "order.created v2 schema test", "ping %d" % rint(1, 999), "{\"event\":\"signup\",\"plan\":\"free\"}"])
        text = "aws sqs send-message --queue-url https://sqs.%s.amazonaws.com/%s/%s --message-body %s" % (_aws_region(), rs(DG, 12), svc, b64(msg.encode()))
        label = "base64 test message body"
    elif st == 4:
        payload = json.dumps({"page": rint(2, 40), "sort": "created_at", "after": rdate()}, separators=(",", ":"))
        text = "GET /v1/orders?cursor=%s" % b64u_nopad(payload.encode())
        label = "base64 pagination cursor"
    else:
        text = "$ echo '%s' | base64 -d\n%s" % (b64(("%s,%s,%d" % (rdate(), svc, rint(1, 999))).encode()), "...decoded CSV header line")
        label = "base64 of CSV line"
    mc, le, ask = _wrap_clean(n,
        ["I didn't know this value was just base64 of ordinary data, not an encoded secret.", "While %s, a long base64 blob in the manifest confused me." % task("en", svc),
         "Missing context: the field is base64 because the API requires it, not for secrecy."],
        ["이 값이 비밀이 아니라 일반 데이터의 base64라는 걸 몰랐다.", "%s 매니페스트의 긴 base64 값 때문에 헷갈렸다." % task("ko", svc),
         "API 요구사항이라 base64일 뿐 보안 목적이 아니라는 걸 몰랐다."],
        ["Decode before judging: it's plain data.", "Value (decodes to non-sensitive data):", "base64 is encoding, not encryption; this one carries no secret."],
        ["판단 전에 디코딩해볼 것. 평범한 데이터다.", "값 (디코딩하면 민감하지 않은 데이터):", "base64는 암호화가 아니라 인코딩이다. 이건 비밀이 없다."],
        text, ["Should we store the decoded form in the repo instead?", ""], ["디코딩된 형태로 레포에 두는 게 나을까요?", ""])
    return "base64 of non-secret data: %s" % label, mc, le, ask


def c_longids(n):
    st = rint(0, 7)
    svc = pick(SERVICES)
    if st == 0:
        text = "com.example.%s.infrastructure.persistence.jpa.%sRepositoryCustomImplementationIntegrationTest" % (svc.replace("-", ""), cap(pick(["Settlement", "Order", "Coupon", "Ledger"])))
        label = "long Java test class name"
    elif st == 1:
        text = "%s:%d.%d.%d-rc.%d+build.%s.%s" % (svc, rint(1, 4), rint(0, 30), rint(0, 20), rint(1, 9), rdate().replace("-", ""), rs(HEX, 12))
        label = "image tag with build metadata"
    elif st == 2:
        text = "s3://%s/%s/year=2025/month=%02d/day=%02d/part-%05d-%s-c000.snappy.parquet" % (pick(["dw-raw", "lake-curated"]), svc, rint(1, 12), rint(1, 28), rint(0, 300), ruuid())
        label = "long S3 object key"
    elif st == 3:
        text = "/aws/ecs/%s/%s/%s" % (svc, svc, rs(HEX, 32))
        label = "CloudWatch log stream id"
    elif st == 4:
        text = "//services/%s/internal/handlers:%s_handler_integration_test_with_postgres_and_kafka_testcontainers" % (svc, pick(["refund", "payout", "export"]))
        label = "Bazel target"
    elif st == 5:
        text = "\"engines\": {\"node\": \">=18.19.0 <23\"},\n\"packageManager\": \"pnpm@9.%d.%d+sha512.%s\"" % (rint(0, 15), rint(0, 9), rs(HEX, 128))
        label = "packageManager field with sha512"
    elif st == 6:
        text = "test_%s_should_%s_when_%s_and_%s" % (pick(["refund", "settlement", "coupon"]), pick(["retry_three_times", "rollback_ledger_entries"]), pick(["gateway_times_out", "idempotency_key_reused"]), pick(["feature_flag_enabled", "timezone_is_kst"]))
        label = "long test name"
    else:
        text = "projects/%s/locations/asia-northeast3/repositories/%s/packages/%s/versions/sha256:%s" % (pick(["hanbit-prod", "acme-ml"]), pick(["docker", "images"]), svc, rs(HEX, 64))
        label = "Artifact Registry version path"
    mc, le, ask = _wrap_clean(n,
        ["I didn't know the exact identifier format used by the %s pipeline." % svc, "While %s, I had to locate this artifact by its full name." % task("en", svc),
         "Missing context: tooling truncates these names, so matching on prefixes fails."],
        ["%s 파이프라인이 쓰는 정확한 식별자 형식을 몰랐다." % svc, "%s 이 아티팩트를 전체 이름으로 찾아야 했다." % task("ko", svc),
         "도구가 이름을 잘라서 보여주기 때문에 앞부분만으로 매칭하면 실패한다는 걸 몰랐다."],
        ["Use the full identifier:", "Copy the full name; partial matches pick the wrong one.", "Reference:"],
        ["전체 식별자를 쓸 것:", "전체 이름을 복사할 것. 부분 일치는 엉뚱한 걸 고른다.", "참고:"],
        text, ["Can we shorten these names?", ""], ["이 이름들을 줄일 수 있을까요?", ""])
    return "long identifier / version: %s" % label, mc, le, ask


POLICY_EN = ["Passwords for service accounts must be at least 16 characters and are rotated every 90 days by the platform team.",
             "`mysql -p` with no value prompts for the password; in CI use `--defaults-extra-file` instead of putting it on the command line.",
             "`docker run -p 8080:80` is a port mapping, not a password flag.", "`psql -W` forces a password prompt; `-w` never prompts and fails if none is configured.",
             "`docker login --password-stdin` reads the token from stdin so it never shows up in `ps` or shell history.",
             "In `sqlcmd`, `-P` is the password and `-p` prints statistics; easy to mix up.",
             "The login API locks the account for 15 minutes after 5 failed attempts.",
             "bcrypt cost is 12 in prod and 4 in tests so the suite stays fast.", "Tokens expire after 1 hour; refresh tokens after 30 days of inactivity.",
             "Argon2id parameters: m=65536, t=3, p=4. Changing them requires rehash on next login.",
             "`git config credential.helper osxkeychain` stores the token in the keychain, not in the repo.",
             "`ssh-keygen -N ''` creates a key without a passphrase; our policy requires one for personal keys.",
             "The password reset email link is valid for 30 minutes and single use.",
             "`PGPASSFILE` points psql at a credentials file; the file itself must be 0600."]
POLICY_KO = ["서비스 계정 비밀번호는 16자 이상이어야 하고 플랫폼팀이 90일마다 교체한다.",
             "`mysql -p`에 값을 안 주면 비밀번호를 물어본다. CI에서는 커맨드라인 대신 `--defaults-extra-file`을 쓸 것.",
             "`docker run -p 8080:80`의 -p는 포트 매핑이지 비밀번호 옵션이 아니다.", "`psql -W`는 비밀번호 프롬프트를 강제하고 `-w`는 절대 묻지 않는다.",
             "`docker login --password-stdin`은 토큰을 stdin으로 읽어서 ps나 셸 히스토리에 남지 않는다.",
             "`sqlcmd`에서 `-P`는 비밀번호, `-p`는 통계 출력이다. 헷갈리기 쉬움.", "로그인 API는 5회 실패 시 15분간 계정을 잠근다.",
             "운영은 bcrypt cost 12, 테스트는 4로 둬서 테스트가 빠르다.", "액세스 토큰은 1시간 후 만료, 리프레시 토큰은 30일 미사용 시 만료.",
             "비밀번호 정책: 90일마다 변경, 최근 5개 재사용 불가, 특수문자 1개 이상.", "`ssh-keygen -N ''`은 패스프레이즈 없는 키를 만든다. 개인 키는 패스프레이즈 필수가 정책.",
             "비밀번호 재설정 메일 링크는 30분 동안 1회만 유효하다.", "`PGPASSFILE`은 psql이 읽을 인증 파일 경로다. 파일 권한은 0600이어야 한다."]


def c_policy(n):
    bank = POLICY_EN if n.en else POLICY_KO
    items = sample(bank, rint(1, 3))
    svc = pick(SERVICES)
    if n.en:
        mc = pick(["I didn't know the team's rules for credentials in %s." % svc, "While %s, I was about to put a password on the command line." % task("en", svc),
                   "The reviewer asked why the job prompts for a password in CI.", "Missing context: the security policy for service accounts."])
        ask = pick(["Is the policy written down somewhere I can link?", "Should the CI job read the password from a file?", ""])
    else:
        mc = pick(["%s의 인증 정보 관련 팀 규칙을 몰랐다." % svc, "%s 비밀번호를 커맨드라인에 넣으려고 했다." % task("ko", svc),
                   "리뷰어가 CI 잡이 왜 비밀번호를 물어보는지 질문했다.", "서비스 계정 보안 정책을 몰랐다."])
        ask = pick(["정책 문서 링크가 있나요?", "CI 잡이 파일에서 비밀번호를 읽게 할까요?", ""])
    le = " ".join(items) if chance(0.6) else "\n".join("- " + x for x in items)
    return "password policy / flags explained (no values)", mc, le, ask


def c_encrypted(n):
    st = rint(0, 6)
    svc = pick(SERVICES)
    if st == 0:
        def encv(nb):
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rbytes(nb)), b64(rbytes(32)), b64(rbytes(16)))
        text = "db:\n    user: %s\n    password: %s\napi_key: %s\nsops:\n    age:\n        - recipient: age1%s\n          enc: |\n            -----BEGIN AGE ENCRYPTED FILE-----\n            %s\n            %s\n            -----END AGE ENCRYPTED FILE-----\n    lastmodified: \"%s\"\n    mac: %s\n    version: 3.9.%d" % (
            pick(DB_USERS), encv(rint(12, 24)), encv(rint(30, 48)), rs(BECH32, 58), b64(rbytes(48)), b64(rbytes(rint(20, 40))), rts(), encv(32), rint(0, 4))
        label = "SOPS-encrypted YAML (age)"
    elif st == 1:
        hexs = rs(HEX, 80 * rint(3, 5))
        text = "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("  " + x for x in _lines(hexs, 80))
        label = "Ansible Vault inline value"
    elif st == 2:
        text = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: prod\nspec:\n  encryptedData:\n    DB_PASSWORD: AgB%s\n    DB_USER: AgC%s" % (svc, rs(B64, rint(280, 360)) + "=", rs(B64, rint(280, 360)) + "==")
        label = "SealedSecret encryptedData"
    elif st == 3:
        text = "-----BEGIN PGP MESSAGE-----\n\nhQIMA%s\n%s\n%s\n=%s\n-----END PGP MESSAGE-----" % (rs(B64, 59), rs(B64, 64), rs(B64, rint(20, 60)), rs(B64, 4))
        label = "PGP encrypted message"
    elif st == 4:
        text = "{\n    \"CiphertextBlob\": \"AQICAHh%s\",\n    \"KeyId\": \"arn:aws:kms:%s:%s:key/%s\",\n    \"EncryptionAlgorithm\": \"SYMMETRIC_DEFAULT\"\n}" % (
            rs(B64, 180) + "==", _aws_region(), rs(DG, 12), ruuid())
        label = "AWS KMS encrypt output"
    elif st == 5:
        text = "spring.datasource.username=%s\nspring.datasource.password=ENC(%s)\njasypt.encryptor.password=${JASYPT_ENCRYPTOR_PASSWORD}" % (pick(DB_USERS), b64(rbytes(48)))
        label = "Jasypt ENC() property"
    else:
        text = "$ cat config/credentials/production.yml.enc\n%s--%s--%s==" % (rs(B64, 220), rs(B64, 16), rs(B64, 22))
        label = "Rails encrypted credentials file"
    mc, le, ask = _wrap_clean(n,
        ["I didn't know secrets in this repo are committed encrypted; I thought the blob below was a leak.", "While %s, I needed to change a value that is stored encrypted." % task("en", svc),
         "Missing context: the decryption key lives in KMS/age, not in the repo."],
        ["이 레포는 시크릿을 암호화해서 커밋한다는 걸 몰랐다. 아래 값을 유출로 착각했다.", "%s 암호화되어 저장된 값을 바꿔야 했다." % task("ko", svc),
         "복호화 키는 레포가 아니라 KMS/age에 있다는 걸 몰랐다."],
        ["Encrypted values are safe to commit; edit them with the tool, never by hand.", "Committed form (ciphertext only):",
         "Re-encrypt after editing; CI decrypts with its own key."],
        ["암호화된 값은 커밋해도 된다. 손으로 고치지 말고 도구로 편집할 것.", "커밋된 형태 (암호문만):", "수정 후 다시 암호화. CI는 자체 키로 복호화한다."],
        text, ["Who can add me as a recipient?", "Should staging use a different key?", ""],
        ["저를 수신자로 추가해 줄 수 있는 분이 누구인가요?", "스테이징은 다른 키를 쓸까요?", ""])
    return "encrypted blob: %s" % label, mc, le, ask


def c_publishable(n):
    st = rint(0, 12)
    if st == 0:
        k = "pk_live_" + ("51" + rs(AN, 97) if chance(0.6) else rs(AN, 24))
        text, label = "const stripe = Stripe('%s');" % k, "Stripe publishable key"
    elif st == 1:
        proj = pick(["hanbit-shop", "acme-chat", "example-app"]) + "-" + rs(LODG, 5)
        text = "const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  storageBucket: \"%s.appspot.com\",\n  messagingSenderId: \"%d\",\n  appId: \"1:%d:web:%s\"\n};" % (
            rs(B64U, 35), proj, proj, proj, rint(10 ** 11, 10 ** 12), rint(10 ** 11, 10 ** 12), rs(HEX, 22))
        label = "Firebase web config apiKey"
    elif st == 2:
        text, label = "<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>" % rs(B64U, 38), "reCAPTCHA site key"
    elif st == 3:
        body = b64u_nopad(json.dumps({"u": pick(["mapteam", "geo-ops", "kimdev"]) + str(rint(1, 99)), "a": rs(LODG, 25)}, separators=(",", ":")).encode())
        text, label = "mapboxgl.accessToken = 'pk.%s.%s';" % (body, rs(B64U, 22)), "Mapbox public token (pk.)"
    elif st == 4:
        ref = rs(LO, 20)
        if chance(0.5):
            anon = jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": rint(1690000000, 1730000000), "exp": rint(2000000000, 2100000000)})
        else:
            anon = "sb_publishable_" + rs(B64U, 22) + "_" + rs(B64U, 8)
        text, label = "const supabase = createClient(\n  'https://%s.supabase.co',\n  '%s'\n);" % (ref, anon), "Supabase anon/publishable key"
    elif st == 5:
        text, label = "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(UPDG, 10), rs(HEX, 32)), "Algolia search-only key"
    elif st == 6:
        text, label = "Kakao.init('%s'); // JavaScript 키\nconsole.log(Kakao.isInitialized());" % rs(HEX, 32), "Kakao JavaScript key"
    elif st == 7:
        text, label = "const tossPayments = TossPayments('%s');" % (pick(["live_ck_", "test_ck_", "live_gck_"]) + rs(AN, 20 + 4 * rint(0, 1))), "Toss Payments client key"
    elif st == 8:
        text, label = "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(AN, 43), "PostHog project API key"
    elif st == 9:
        text, label = "Sentry.init({\n  dsn: \"https://%s@o%d.ingest.sentry.io/%d\",\n  tracesSampleRate: 0.1,\n});" % (rs(HEX, 32), rint(10 ** 5, 10 ** 7), rint(10 ** 6, 10 ** 7)), "Sentry DSN"
    elif st == 10:
        text, label = "<script async src=\"https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap\"></script>" % rs(B64U, 35), "Google Maps JS API key (referrer-restricted)"
    elif st == 11:
        text, label = "braintree.client.create({ authorization: 'production_%s_%s' })" % (rs(LODG, 8), rs(LODG, 16)), "Braintree tokenization key"
    else:
        dom = "clerk.%s.com" % pick(["example", "hanbit", "acme"])
        text, label = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64((dom + "$").encode()).rstrip("="), "Clerk publishable key"
    if n.en:
        mc = pick(["I wasn't sure whether this key in the frontend bundle was a leak; the vendor documents it as public.",
                   "Missing context: the web client needs this key at build time, and it is meant to be visible in the browser.",
                   "The security scanner flagged this line in the frontend; I needed to know if it's a real secret."])
        le = pick(["This is a publishable/client-side key; it is safe in the frontend. The secret counterpart stays on the server.",
                   "Client-side snippet (public by design):", "Restrict it by domain/referrer in the vendor console instead of hiding it."])
        ask = pick(["Should I add this key to the scanner allowlist?", "Is the domain restriction already configured in the console?", ""])
    else:
        mc = pick(["프론트 번들에 들어간 이 키가 유출인지 확실치 않았는데, 벤더가 공개용이라고 문서화했다.",
                   "웹 클라이언트가 빌드 시 이 키를 필요로 하고 브라우저에 노출되는 게 정상이라는 걸 몰랐다.",
                   "보안 스캐너가 프론트의 이 줄을 잡았다. 진짜 시크릿인지 확인이 필요했다."])
        le = pick(["공개(publishable) 클라이언트 키라 프론트에 있어도 된다. 시크릿 키는 서버에만 둔다.", "클라이언트 코드 (원래 공개용):",
                   "숨기는 대신 벤더 콘솔에서 도메인/리퍼러 제한을 걸 것."])
        ask = pick(["스캐너 허용 목록에 이 키를 추가할까요?", "콘솔에 도메인 제한이 이미 설정돼 있나요?", ""])
    if le.endswith(":") or chance(0.5):
        le = join_parts([le, fence(text)])
    else:
        mc = join_parts([mc, fence(text)])
    return "publishable client-side key: %s [publishable]" % label, mc, le, ask


PLAIN_EN = [("I didn't know `make test` runs the slow e2e suite too.", "Use `make test-unit` for the quick loop; e2e runs in CI only."),
            ("The nightly job timed out and I didn't know the DB has a statement timeout of {n}s.", "Batch the deletes in chunks of {m} rows to stay under the statement timeout."),
            ("I assumed timestamps in {svc} were UTC.", "{svc} stores KST (Asia/Seoul) in `created_at`; convert before comparing with event logs."),
            ("I didn't know the staging cluster scales to zero at night.", "Expect a cold start of about {n}s for the first request after 22:00."),
            ("The flaky test failed only on Mondays.", "It used `date.today()` for week boundaries; freeze time in the fixture."),
            ("I didn't know the monorepo uses pnpm workspaces.", "Run `pnpm -F {svc} test` from the root; `npm test` inside the package skips the shared config."),
            ("Missing context: the migration tool runs migrations in filename order, not timestamp order.", "Name new migrations with the next sequence number, e.g. `{m:04d}_add_index.sql`."),
            ("I didn't know the feature flag defaults differ per environment.", "Flags default to off in prod and on in staging; check the flag service before testing."),
            ("The Helm chart upgrade failed because of an immutable field.", "Changing `spec.selector` requires deleting the Deployment first; do it in a maintenance window."),
            ("I didn't realize {svc} depends on the shared Redis for rate limiting.", "Flushing that Redis resets every client's rate limit; never run FLUSHALL there."),
            ("The CSV export broke on Korean names.", "Write the file as UTF-8 with BOM so Excel opens it correctly."),
            ("I didn't know the API paginates with a max page size of {m}.", "Loop until `next` is null; asking for more than {m} silently returns {m}."),
            ("The Docker build took {n} minutes because the cache was invalidated early.", "Copy lockfiles and install deps before copying the source tree."),
            ("I didn't know code review requires two approvals for `infra/`.", "CODEOWNERS routes `infra/` to the platform team; request them early."),
            ("The cron expression ran at the wrong hour.", "The scheduler uses UTC; `0 0 * * *` is 09:00 KST."),
            ("I didn't know the search index is rebuilt from scratch on every deploy.", "Use the alias swap job instead; a full rebuild takes about {n} minutes."),
            ("Log volume spiked after my change.", "Debug logging in the hot path produced {m} lines/s; keep it behind a sampling flag.")]
PLAIN_KO = [("`make test`가 느린 e2e까지 돈다는 걸 몰랐다.", "빠른 확인은 `make test-unit`, e2e는 CI에서만 돌린다."),
            ("야간 잡이 타임아웃 났는데 DB statement timeout이 {n}초라는 걸 몰랐다.", "삭제는 {m}건씩 나눠서 해야 타임아웃에 안 걸린다."),
            ("{svc}의 타임스탬프가 UTC라고 가정했다.", "{svc}는 `created_at`에 KST를 저장한다. 이벤트 로그와 비교 전에 변환할 것."),
            ("스테이징 클러스터가 밤에 0으로 스케일된다는 걸 몰랐다.", "22시 이후 첫 요청은 {n}초 정도 콜드 스타트가 있다."),
            ("월요일에만 실패하는 불안정한 테스트가 있었다.", "주 경계 계산에 `date.today()`를 써서였다. 픽스처에서 시간을 고정할 것."),
            ("모노레포가 pnpm workspace를 쓴다는 걸 몰랐다.", "루트에서 `pnpm -F {svc} test`로 실행. 패키지 안에서 `npm test` 하면 공용 설정이 빠진다."),
            ("마이그레이션 도구가 타임스탬프가 아니라 파일 이름 순서로 실행한다는 걸 몰랐다.", "새 마이그레이션은 다음 번호로, 예: `{m:04d}_add_index.sql`."),
            ("피처 플래그 기본값이 환경마다 다르다는 걸 몰랐다.", "운영은 기본 off, 스테이징은 기본 on. 테스트 전에 플래그 서비스 확인."),
            ("Helm 차트 업그레이드가 immutable 필드 때문에 실패했다.", "`spec.selector` 변경은 Deployment를 먼저 지워야 한다. 점검 시간에 할 것."),
            ("{svc}가 레이트 리밋에 공용 Redis를 쓴다는 걸 몰랐다.", "그 Redis를 비우면 모든 클라이언트의 레이트 리밋이 초기화된다. FLUSHALL 금지."),
            ("CSV export에서 한글 이름이 깨졌다.", "엑셀에서 제대로 열리려면 UTF-8 BOM으로 저장해야 한다."),
            ("API 페이지 크기 최대값이 {m}이라는 걸 몰랐다.", "`next`가 null일 때까지 반복. {m}보다 크게 요청해도 조용히 {m}개만 준다."),
            ("캐시가 일찍 깨져서 Docker 빌드가 {n}분 걸렸다.", "소스 복사 전에 lockfile만 먼저 복사해서 의존성 설치할 것."),
            ("`infra/` 변경은 승인 2명이 필요하다는 걸 몰랐다.", "CODEOWNERS가 `infra/`를 플랫폼팀에 배정한다. 리뷰 요청은 일찍."),
            ("크론 표현식이 엉뚱한 시간에 돌았다.", "스케줄러가 UTC 기준이라 `0 0 * * *`는 한국 시간 09시다."),
            ("배포할 때마다 검색 인덱스를 처음부터 다시 만든다는 걸 몰랐다.", "alias 교체 잡을 쓸 것. 전체 재색인은 {n}분 정도 걸린다."),
            ("내 변경 후 로그량이 급증했다.", "핫패스의 디버그 로그가 초당 {m}줄을 찍었다. 샘플링 플래그 뒤로 숨길 것.")]


def c_plain(n):
    mc_t, le_t = pick(PLAIN_EN if n.en else PLAIN_KO)
    svc = pick(SERVICES)
    kw = dict(svc=svc, n=rint(5, 120), m=rint(50, 5000))
    mc, le = fill(mc_t, **kw), fill(le_t, **kw)
    if chance(0.3):
        mc = join_parts([mc, ("(while %s)" % task("en", svc)) if n.en else ("(%s)" % task("ko", svc))])
    ask = pick(["Is this documented in the team wiki?", "Should I add a check for this in CI?", "Who owns %s?" % svc, ""]) if n.en else pick(
        ["팀 위키에 문서화돼 있나요?", "CI에 이 체크를 추가할까요?", "%s 담당자가 누구인가요?" % svc, ""])
    return "plain engineering note (no risky material)", mc, le, ask


# ---------------------------------------------------------------- part 7: assembly
SECRET_PLAN = [(t_vendor_container, 131), (t_vendor_inline, 25), (t_vendor_ask_only, 8), (t_header, 30),
               (t_cmd_password, 40), (t_conn, 32), (t_human_password, 28), (t_cookie, 10), (t_signed_url, 10),
               (t_webhook, 12), (t_private_key, 12), (t_otp_recovery, 14), (t_split, 8)]
CLEAN_PLAN = [(c_placeholder, 45), (c_masked, 30), (c_secret_ref, 40), (c_hashes, 35), (c_ids, 30), (c_pubkeys, 25),
              (c_nonsecret_ids, 25), (c_base64, 15), (c_longids, 15), (c_policy, 25), (c_encrypted, 20),
              (c_publishable, 25), (c_plain, 30)]
KEY_ORDER = ["id", "lang", "kind", "category", "fields", "secrets"]
FIELD_ORDER = ["missing_context", "lesson", "ask_next_time"]
STATS = {"rejected": {}, "vendors_used": [], "templates": {}}


def build_kind(kind, plan):
    sched = []
    for fn, cnt in plan:
        sched.extend([fn] * cnt)
    assert len(sched) == N_PER_KIND, (kind, len(sched))
    R.shuffle(sched)
    langs = ["en"] * N_EN + ["ko"] * N_KO
    R.shuffle(langs)
    seen = {}
    notes = []
    for fn, lang in zip(sched, langs):
        for attempt in range(200):
            n = Note(lang)
            cat, mc, le, ask = fn(n)
            fields = {"missing_context": mc, "lesson": le, "ask_next_time": ask}
            reason = check_note(fields, n.secrets, kind)
            key = mc + "\x1f" + le + "\x1f" + ask
            if reason is None and key in seen:
                reason = "duplicate note"
            if reason is None:
                break
            STATS["rejected"][reason.split(":")[0]] = STATS["rejected"].get(reason.split(":")[0], 0) + 1
            # give the vendor(s) of a rejected candidate back, so every catalogue entry still gets used
            for vname in reversed(n.vendors):
                VENDOR_QUEUE.append([v for v in VENDORS if v["name"] == vname][0])
        else:
            raise AssertionError("could not build a valid %s note with %s: %s" % (kind, fn.__name__, reason))
        seen[key] = True
        if kind == "clean":
            assert n.secrets == [], "clean template registered a secret"
            assert cat.endswith(" [publishable]") == (fn is c_publishable)
        else:
            assert not cat.endswith("[publishable]")
            STATS["vendors_used"].extend(n.vendors)
        STATS["templates"][fn.__name__] = STATS["templates"].get(fn.__name__, 0) + 1
        notes.append({"lang": lang, "kind": kind, "category": cat, "fields": fields, "secrets": list(n.secrets)})
    return notes


def main():
    secret_notes = build_kind("secret", SECRET_PLAN)
    clean_notes = build_kind("clean", CLEAN_PLAN)
    allnotes = secret_notes + clean_notes
    R.shuffle(allnotes)
    out = []
    for i, rec in enumerate(allnotes):
        r = {"id": "%s%03d" % (ID_PREFIX, i + 1)}
        r.update(rec)
        r["fields"] = {k: rec["fields"][k] for k in FIELD_ORDER}
        r = {k: r[k] for k in KEY_ORDER}
        out.append(r)
    # ---- final assertions over the whole set
    assert len(out) == 2 * N_PER_KIND
    ids = sorted(r["id"] for r in out)
    assert all(a != b for a, b in zip(ids, ids[1:]))
    assert ids == ["%s%03d" % (ID_PREFIX, i) for i in range(1, 2 * N_PER_KIND + 1)]
    for kind in ("secret", "clean"):
        ks = [r for r in out if r["kind"] == kind]
        assert len(ks) == N_PER_KIND
        assert sum(r["lang"] == "en" for r in ks) == N_EN and sum(r["lang"] == "ko" for r in ks) == N_KO
    for r in out:
        assert list(r) == KEY_ORDER and list(r["fields"]) == FIELD_ORDER
        assert check_note(r["fields"], r["secrets"], r["kind"]) is None, r["id"]
        assert (r["kind"] == "secret") == bool(r["secrets"])
    lines = [json.dumps(r, ensure_ascii=False) for r in out]
    for ln in lines:
        assert json.loads(ln) == json.loads(ln)
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), OUT_JSONL), "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")
    if "--stats" in sys.argv:
        used = STATS["vendors_used"]
        names = []
        for v in VENDORS:
            if v["name"] in used:
                names.append(v["name"])
        comps = []
        for nm in names:
            if company(nm) not in comps:
                comps.append(company(nm))
        print("catalogue entries:", len(VENDORS), "used in secret notes:", len(names), "distinct companies:", len(comps))
        print("unused catalogue entries:", [v["name"] for v in VENDORS if v["name"] not in used])
        print("templates:", STATS["templates"])
        print("rejected candidates:", STATS["rejected"])
        cats = {}
        for r in out:
            cats[r["kind"] + ":" + r["category"].split(":")[0]] = cats.get(r["kind"] + ":" + r["category"].split(":")[0], 0) + 1
        for k in sorted(cats):
            print("  %4d  %s" % (cats[k], k))
        print("secrets listed:", sum(len(r["secrets"]) for r in out), "max secret len:", max(len(s) for r in out for s in r["secrets"]))
        print("publishable:", sum(r["category"].endswith("[publishable]") for r in out))


if __name__ == "__main__":
    main()
