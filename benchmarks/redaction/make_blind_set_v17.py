#!/usr/bin/env python3
"""Generator for blind_set_v17.jsonl (credential-redaction blind evaluation set, v17).

Single seeded PRNG, standard library only.  Re-running reproduces the file byte for byte:
    python3 make_blind_set_v17.py
"""
import json
import os
import random
import string

R = random.Random(17_2026_1125)

AN = string.ascii_letters + string.digits
LAN = string.ascii_lowercase + string.digits
UAN = string.ascii_uppercase + string.digits
LOW = string.ascii_lowercase
UP = string.ascii_uppercase
ALPHA = string.ascii_letters
DIG = string.digits
HEX = "0123456789abcdef"
UHEX = HEX.upper()
B64 = AN + "+/"
B64U = AN + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
BECH = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


def rs(n, a=AN):
    return "".join(R.choice(a) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def uuid4():
    h = rs(32, HEX)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], R.choice("89ab"), h[17:20], h[20:32])


def digits(n):
    return R.choice("123456789") + rs(n - 1, DIG)


def b64_blob(nchars):
    """base64-looking blob of nchars (multiple of 4), padded realistically."""
    body = rs(nchars, B64)
    pad = R.choice([0, 1, 2])
    if pad:
        body = body[:-pad] + "=" * pad
    return body


def b64encode(s):
    import base64
    return base64.b64encode(s.encode("utf-8")).decode("ascii")


def pem_lines(total, width=64, first=""):
    body = first + rs(total - len(first), B64)
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    return lines


# ---------------------------------------------------------------- passwords
WORDS_EN = ["Tiger", "Falcon", "Maple", "Orbit", "Copper", "Winter", "Harbor", "Pixel", "Cobalt",
            "Lantern", "Meadow", "Rocket", "Velvet", "Sparrow", "Granite", "Nimbus", "Quartz",
            "Juniper", "Thunder", "Saffron", "Otter", "Walnut", "Comet", "Pepper", "Indigo",
            "Bramble", "Cactus", "Dolphin", "Ember", "Glacier", "Hazel", "Mango", "Phoenix"]
WORDS_LOW = [w.lower() for w in WORDS_EN] + ["pancake", "sunflower", "bluebird", "marble", "teapot",
                                              "violin", "hammock", "noodle", "pretzel", "lobster"]
SYM = "!@#$%^&*-_=+.?~"
PUNCT_ALL = "!@#$%^&*()-_=+[]{};:,.<>/?~|`"


def pw_human():
    w = pick(WORDS_EN)
    style = R.randrange(6)
    if style == 0:
        return w + pick(["2023", "2024", "2025", "1987", "1993", "0412", "0917"]) + pick("!@#$")
    if style == 1:
        return pick(WORDS_EN) + pick(SYM) + pick(WORDS_LOW) + rs(2, DIG)
    if style == 2:
        return pick(WORDS_LOW) + "_" + pick(WORDS_EN) + rs(2, DIG) + pick("!?")
    if style == 3:
        return w[0].lower() + w[1:] + pick(["123!", "!234", "@2024", "#01", "99$"]) + rs(1, DIG)
    if style == 4:
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return leet + rs(2, DIG) + pick(SYM)
    return pick(WORDS_EN) + pick(WORDS_EN) + rs(3, DIG)


def pw_strong(n=None, sym=SYM):
    n = n or R.randint(12, 22)
    while True:
        s = rs(n, AN + sym * 2)
        if any(c in sym for c in s) and any(c.isdigit() for c in s):
            return s


def pw_punct(n=None):
    """password with arbitrary punctuation, but no quote characters or backslash"""
    return pw_strong(n or R.randint(12, 20), PUNCT_ALL)


def pw_alnum(n=None):
    return rs(n or R.randint(14, 24), AN)


def passphrase(k=None):
    k = k or R.randint(3, 5)
    ws = ["correct", "purple", "kettle", "horse", "seven", "rivers", "quietly", "battery", "moon",
          "lemon", "drift", "orange", "window", "silent", "paper", "canyon", "ladder", "velvet",
          "winter", "coffee", "tango", "granite", "spruce", "mellow", "thunder", "pickle"]
    out = []
    while len(out) < k:
        w = pick(ws)
        if w not in out:
            out.append(w)
    s = " ".join(out)
    if chance(0.5):
        s += " " + rs(R.randint(2, 3), DIG)
    return s


# Hangul -> 2-beolsik key sequence (what you get typing Korean with the IME in English mode)
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
         "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg",
         "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_keys(word):
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            out.append(_CHO[code // 588] + _JUNG[(code % 588) // 28] + _JONG[code % 28])
        else:
            out.append(ch)
    return "".join(out)


KO_PW_WORDS = ["우리집", "고양이", "행복해", "사랑해", "바다소리", "하늘색", "봄날", "여름밤", "우리회사",
               "개발팀", "커피한잔", "판교", "제주도", "무궁화", "초코파이", "눈사람", "토끼풀", "달빛"]


def pw_kokeys():
    w = pick(KO_PW_WORDS) + (pick(KO_PW_WORDS) if chance(0.5) else "")
    return hangul_keys(w) + pick(["", "!", "@", "12", "2024", "!!", "#7"]) + rs(R.randint(1, 3), DIG)


def pw_hangul():
    w = pick(KO_PW_WORDS) + (pick(KO_PW_WORDS) if chance(0.4) else "")
    return w + rs(R.randint(2, 4), DIG) + pick(["!", "@", "#", "", "^^"])


def pw_ko_mixed():
    return pick([pw_kokeys, pw_hangul, pw_human, pw_strong])()


def pct(s):
    out = []
    for c in s:
        if c.isalnum() or c in "-_.~":
            out.append(c)
        else:
            out.append("%%%02X" % ord(c))
    return "".join(out)


def pw_urlish():
    """password that must be percent-encoded in a URL (contains @ / : # ? etc.)"""
    while True:
        p = rs(R.randint(5, 9), AN) + pick("@:/#?%+ ") + rs(R.randint(3, 6), AN) + pick("!@$&") + rs(2, DIG)
        if len(p) >= 10:
            return p


# ---------------------------------------------------------------- names, hosts
USERS = ["deploy", "app_rw", "svc_billing", "etl_user", "readonly", "admin", "jenkins", "grafana",
         "reporting", "api_user", "backup_bot", "ops", "analytics", "svc_orders", "ci_runner"]
HOSTS = ["db-prod-01.internal", "10.0.3.17", "pg.staging.acme.io", "mysql-primary.svc.cluster.local",
         "orders-db.cwx9k2.ap-northeast-2.rds.amazonaws.com", "192.168.10.42", "db.dev.local",
         "analytics-replica.internal", "127.0.0.1", "maria01.corp.lan"]
DBS = ["orders", "app_prod", "billing", "analytics", "inventory", "users", "shop", "warehouse", "crm"]
PEOPLE_EN = ["Dana", "Priya", "Marcus", "Jin", "Sofia", "Tom", "Aisha", "Leo", "Hannah", "Ravi"]
PEOPLE_KO = ["민수님", "지현님", "태호님", "수빈님", "재원님", "하은님", "동현님", "유진님", "서연 선임", "박 책임"]
SERVICES = ["checkout", "billing-worker", "notifier", "search-indexer", "auth-gateway", "report-cron",
            "media-uploader", "ledger", "inventory-sync", "webhook-relay", "admin-portal"]


# ---------------------------------------------------------------- vendors
# part = (ENV_NAME, generator, is_secret).  generator returns the display string, or
# (display, [secret substrings]) when only part of the display is the credential (webhook URLs).
VENDORS = []


def V(name, host, hdr, parts, kind="token"):
    VENDORS.append({"name": name, "host": host, "hdr": hdr, "parts": parts, "kind": kind})


def S(env, gen):
    return (env, gen, True)


def P(env, gen):
    return (env, gen, False)


def _slack_hook():
    sec = rs(24, AN)
    return ("https://hooks.slack.com/services/T%s/B%s/%s" % (rs(8, UAN), rs(10, UAN), sec), [sec])


def _discord_hook():
    sec = rs(68, B64U)
    return ("https://discord.com/api/webhooks/%s/%s" % (digits(19), sec), [sec])


def _cloudinary():
    sec = rs(27, B64U)
    return ("cloudinary://%s:%s@%s" % (digits(15), sec, pick(["acme-media", "dxq2lmzp", "shopcdn"])), [sec])


def _teams_hook():
    sec = rs(32, HEX)
    return ("https://acmecorp.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s"
            % (uuid4(), uuid4(), sec, uuid4()), [sec])


def _jwt(payload_len=None):
    import base64
    hdr = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"
    pl = rs(payload_len or R.randint(90, 160), B64U)
    return "%s.eyJ%s.%s" % (hdr, pl, rs(43, B64U))


V("GitHub", "api.github.com", "token", [S("GITHUB_TOKEN", lambda: "ghp_" + rs(36))])
V("GitHub fine-grained PAT", "api.github.com", "bearer",
  [S("GH_PAT", lambda: "github_pat_" + rs(22, UAN) + "_" + rs(59))])
V("GitHub App", "api.github.com", "bearer", [S("GH_INSTALL_TOKEN", lambda: "ghs_" + rs(36))])
V("GitHub OAuth", "api.github.com", "bearer", [S("GITHUB_OAUTH_TOKEN", lambda: "gho_" + rs(36))])
V("GitLab", "gitlab.com", "PRIVATE-TOKEN", [S("GITLAB_TOKEN", lambda: "glpat-" + rs(20, B64U))])
V("GitLab runner", "gitlab.com", "bearer", [S("RUNNER_TOKEN", lambda: "glrt-" + rs(20, B64U))])
V("GitLab deploy token", "gitlab.com", "bearer", [S("CI_DEPLOY_PASSWORD", lambda: "gldt-" + rs(20, B64U))])
V("Bitbucket", "api.bitbucket.org", "bearer", [S("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + rs(32) + rs(8, UHEX))])
V("Azure DevOps", "dev.azure.com", "bearer", [S("AZURE_DEVOPS_PAT", lambda: rs(52, "abcdefghijklmnopqrstuvwxyz234567"))])
V("Slack", "slack.com", "bearer",
  [S("SLACK_BOT_TOKEN", lambda: "xoxb-%s-%s-%s" % (digits(12), digits(13), rs(24)))])
V("Slack user", "slack.com", "bearer",
  [S("SLACK_USER_TOKEN", lambda: "xoxp-%s-%s-%s-%s" % (digits(12), digits(12), digits(13), rs(32, HEX)))])
V("Slack app-level", "slack.com", "bearer",
  [S("SLACK_APP_TOKEN", lambda: "xapp-1-A%s-%s-%s" % (rs(10, UAN), digits(13), rs(64, HEX)))])
V("Slack webhook", "hooks.slack.com", "none", [S("SLACK_WEBHOOK_URL", _slack_hook)], kind="url")
V("Discord webhook", "discord.com", "none", [S("DISCORD_WEBHOOK", _discord_hook)], kind="url")
V("Microsoft Teams webhook", "webhook.office.com", "none", [S("TEAMS_WEBHOOK_URL", _teams_hook)], kind="url")
V("Discord", "discord.com", "Bot",
  [S("DISCORD_BOT_TOKEN", lambda: "M" + pick("TQTI") + rs(24, B64U) + "." + rs(6, B64U) + "." + rs(38, B64U))])
V("Telegram", "api.telegram.org", "url",
  [S("TELEGRAM_BOT_TOKEN", lambda: digits(10) + ":AA" + rs(33, B64U))])
V("Stripe", "api.stripe.com", "bearer", [S("STRIPE_SECRET_KEY", lambda: "sk_live_51" + rs(97))])
V("Stripe restricted", "api.stripe.com", "bearer", [S("STRIPE_RESTRICTED_KEY", lambda: "rk_live_51" + rs(97))])
V("Stripe webhook", "api.stripe.com", "none", [S("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs(32))])
V("OpenAI", "api.openai.com", "bearer",
  [S("OPENAI_API_KEY", lambda: "sk-proj-" + rs(74, B64U) + "T3BlbkFJ" + rs(74, B64U))])
V("OpenAI legacy", "api.openai.com", "bearer",
  [S("OPENAI_KEY", lambda: "sk-" + rs(20) + "T3BlbkFJ" + rs(20))])
V("Anthropic", "api.anthropic.com", "x-api-key",
  [S("ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(93, B64U) + "AA")])
V("Anthropic admin", "api.anthropic.com", "x-api-key",
  [S("ANTHROPIC_ADMIN_KEY", lambda: "sk-ant-admin01-" + rs(93, B64U) + "AA")])
V("AWS", "sts.amazonaws.com", "none",
  [S("AWS_ACCESS_KEY_ID", lambda: "AKIA" + rs(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")),
   S("AWS_SECRET_ACCESS_KEY", lambda: rs(40, B64))])
V("AWS STS", "sts.amazonaws.com", "none",
  [S("AWS_ACCESS_KEY_ID", lambda: "ASIA" + rs(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")),
   S("AWS_SECRET_ACCESS_KEY", lambda: rs(40, B64)),
   S("AWS_SESSION_TOKEN", lambda: "IQoJb3JpZ2luX2Vj" + rs(R.randint(300, 380), B64) + "=")])
V("Google API", "maps.googleapis.com", "query", [S("GOOGLE_MAPS_API_KEY", lambda: "AIza" + rs(35, B64U))])
V("Gemini", "generativelanguage.googleapis.com", "x-goog-api-key",
  [S("GEMINI_API_KEY", lambda: "AIza" + rs(35, B64U))])
V("Google OAuth", "oauth2.googleapis.com", "none",
  [P("GOOGLE_CLIENT_ID", lambda: "%s-%s.apps.googleusercontent.com" % (digits(12), rs(32, LAN))),
   S("GOOGLE_CLIENT_SECRET", lambda: "GOCSPX-" + rs(28, B64U))])
V("Azure Storage", "blob.core.windows.net", "none", [S("AZURE_STORAGE_KEY", lambda: rs(86, B64) + "==")])
V("Azure AD", "login.microsoftonline.com", "none",
  [P("AZURE_CLIENT_ID", uuid4), S("AZURE_CLIENT_SECRET", lambda: rs(3, AN) + "8Q~" + rs(34, AN + "_~.-"))])
V("Azure OpenAI", "acme-oai.openai.azure.com", "api-key", [S("AZURE_OPENAI_API_KEY", lambda: rs(32, HEX))])
V("Twilio", "api.twilio.com", "none",
  [P("TWILIO_ACCOUNT_SID", lambda: "AC" + rs(32, HEX)), S("TWILIO_AUTH_TOKEN", lambda: rs(32, HEX))])
V("SendGrid", "api.sendgrid.com", "bearer", [S("SENDGRID_API_KEY", lambda: "SG." + rs(22, B64U) + "." + rs(43, B64U))])
V("Mailgun", "api.mailgun.net", "none", [S("MAILGUN_API_KEY", lambda: "%s-%s-%s" % (rs(32, HEX), rs(8, HEX), rs(8, HEX)))])
V("Mailchimp", "us14.api.mailchimp.com", "bearer", [S("MAILCHIMP_API_KEY", lambda: rs(32, HEX) + "-us" + pick(["6", "14", "21"]))])
V("Postmark", "api.postmarkapp.com", "X-Postmark-Server-Token", [S("POSTMARK_SERVER_TOKEN", uuid4)])
V("Resend", "api.resend.com", "bearer", [S("RESEND_API_KEY", lambda: "re_" + rs(8) + "_" + rs(24))])
V("Brevo", "api.brevo.com", "api-key", [S("BREVO_API_KEY", lambda: "xkeysib-" + rs(64, HEX) + "-" + rs(16))])
V("npm", "registry.npmjs.org", "bearer", [S("NPM_TOKEN", lambda: "npm_" + rs(36))])
V("PyPI", "upload.pypi.org", "none", [S("TWINE_PASSWORD", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(R.randint(120, 160), B64U))])
V("RubyGems", "rubygems.org", "Authorization", [S("GEM_HOST_API_KEY", lambda: "rubygems_" + rs(48, HEX))])
V("NuGet", "api.nuget.org", "X-NuGet-ApiKey", [S("NUGET_API_KEY", lambda: "oy2" + rs(43, LAN))])
V("Docker Hub", "hub.docker.com", "bearer", [S("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(27, B64U))])
V("Shopify", "acme-shop.myshopify.com", "X-Shopify-Access-Token", [S("SHOPIFY_ADMIN_TOKEN", lambda: "shpat_" + rs(32, HEX))])
V("Hugging Face", "huggingface.co", "bearer", [S("HF_TOKEN", lambda: "hf_" + rs(34, ALPHA))])
V("Replicate", "api.replicate.com", "bearer", [S("REPLICATE_API_TOKEN", lambda: "r8_" + rs(37))])
V("Groq", "api.groq.com", "bearer", [S("GROQ_API_KEY", lambda: "gsk_" + rs(52))])
V("Perplexity", "api.perplexity.ai", "bearer", [S("PERPLEXITY_API_KEY", lambda: "pplx-" + rs(48))])
V("xAI", "api.x.ai", "bearer", [S("XAI_API_KEY", lambda: "xai-" + rs(80))])
V("OpenRouter", "openrouter.ai", "bearer", [S("OPENROUTER_API_KEY", lambda: "sk-or-v1-" + rs(64, HEX))])
V("DeepSeek", "api.deepseek.com", "bearer", [S("DEEPSEEK_API_KEY", lambda: "sk-" + rs(32, HEX))])
V("Mistral", "api.mistral.ai", "bearer", [S("MISTRAL_API_KEY", lambda: rs(32))])
V("Cohere", "api.cohere.com", "bearer", [S("COHERE_API_KEY", lambda: rs(40))])
V("Together AI", "api.together.xyz", "bearer", [S("TOGETHER_API_KEY", lambda: rs(64, HEX))])
V("Fireworks", "api.fireworks.ai", "bearer", [S("FIREWORKS_API_KEY", lambda: "fw_" + rs(24))])
V("Pinecone", "api.pinecone.io", "Api-Key", [S("PINECONE_API_KEY", lambda: "pcsk_" + rs(5) + "_" + rs(63))])
V("Weights & Biases", "api.wandb.ai", "none", [S("WANDB_API_KEY", lambda: rs(40, HEX))])
V("LangSmith", "api.smith.langchain.com", "x-api-key", [S("LANGSMITH_API_KEY", lambda: "lsv2_pt_" + rs(32, HEX) + "_" + rs(10, HEX))])
V("ElevenLabs", "api.elevenlabs.io", "xi-api-key", [S("ELEVENLABS_API_KEY", lambda: "sk_" + rs(48, HEX))])
V("Deepgram", "api.deepgram.com", "Token", [S("DEEPGRAM_API_KEY", lambda: rs(40, HEX))])
V("AssemblyAI", "api.assemblyai.com", "authorization", [S("ASSEMBLYAI_API_KEY", lambda: rs(32, HEX))])
V("Databricks", "adb-1234567890123456.7.azuredatabricks.net", "bearer", [S("DATABRICKS_TOKEN", lambda: "dapi" + rs(32, HEX) + pick(["", "-2", "-3"]))])
V("Atlassian", "acme.atlassian.net", "basic-ish",
  [S("JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + rs(R.randint(170, 180), B64U) + "=" + rs(8, UHEX))])
V("Linear", "api.linear.app", "Authorization", [S("LINEAR_API_KEY", lambda: "lin_api_" + rs(40))])
V("Notion", "api.notion.com", "bearer", [S("NOTION_TOKEN", lambda: "ntn_" + rs(46))])
V("Figma", "api.figma.com", "X-Figma-Token", [S("FIGMA_TOKEN", lambda: "figd_" + rs(40, B64U))])
V("Asana", "app.asana.com", "bearer", [S("ASANA_PAT", lambda: "2/%s/%s:%s" % (digits(16), digits(16), rs(32, HEX)))])
V("Airtable", "api.airtable.com", "bearer", [S("AIRTABLE_TOKEN", lambda: "pat" + rs(14) + "." + rs(64, HEX))])
V("HubSpot", "api.hubapi.com", "bearer", [S("HUBSPOT_ACCESS_TOKEN", lambda: "pat-na1-" + uuid4())])
V("Intercom", "api.intercom.io", "bearer", [S("INTERCOM_TOKEN", lambda: "dG9rOj" + rs(54, B64) + "=")])
V("Zendesk", "acme.zendesk.com", "none", [S("ZENDESK_API_TOKEN", lambda: rs(40))])
V("Cloudflare", "api.cloudflare.com", "bearer", [S("CLOUDFLARE_API_TOKEN", lambda: rs(40, B64U))])
V("Cloudflare global key", "api.cloudflare.com", "X-Auth-Key", [P("CF_API_EMAIL", lambda: "ops@acme.io"), S("CF_API_KEY", lambda: rs(37, HEX))])
V("Cloudflare R2", "r2.cloudflarestorage.com", "none",
  [S("R2_ACCESS_KEY_ID", lambda: rs(32, HEX)), S("R2_SECRET_ACCESS_KEY", lambda: rs(64, HEX))])
V("Vercel", "api.vercel.com", "bearer", [S("VERCEL_TOKEN", lambda: rs(24))])
V("Netlify", "api.netlify.com", "bearer", [S("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(40))])
V("Supabase", "api.supabase.com", "bearer", [S("SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + rs(40, HEX))])
V("Supabase service role", "xyzcompany.supabase.co", "bearer", [S("SUPABASE_SERVICE_ROLE_KEY", lambda: _jwt())])
V("PlanetScale", "api.planetscale.com", "none", [P("PLANETSCALE_SERVICE_TOKEN_ID", lambda: rs(12, LAN)), S("PLANETSCALE_SERVICE_TOKEN", lambda: "pscale_tkn_" + rs(43, B64U))])
V("Postman", "api.getpostman.com", "X-Api-Key", [S("POSTMAN_API_KEY", lambda: "PMAK-" + rs(24, HEX) + "-" + rs(34, HEX))])
V("Grafana", "grafana.acme.io", "bearer", [S("GRAFANA_SA_TOKEN", lambda: "glsa_" + rs(32) + "_" + rs(8, HEX))])
V("Grafana Cloud", "grafana.net", "bearer", [S("GRAFANA_CLOUD_TOKEN", lambda: "glc_" + rs(R.randint(100, 120), B64) + "==")])
V("New Relic", "api.newrelic.com", "Api-Key", [S("NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(27, UAN))])
V("Datadog", "api.datadoghq.com", "DD-API-KEY", [S("DD_API_KEY", lambda: rs(32, HEX)), S("DD_APP_KEY", lambda: rs(40, HEX))])
V("Sentry", "sentry.io", "bearer", [S("SENTRY_AUTH_TOKEN", lambda: "sntryu_" + rs(64, HEX))])
V("Dynatrace", "abc12345.live.dynatrace.com", "Api-Token", [S("DT_API_TOKEN", lambda: "dt0c01." + rs(24, UAN) + "." + rs(64, UAN))])
V("Doppler", "api.doppler.com", "bearer", [S("DOPPLER_TOKEN", lambda: "dp.st.prd." + rs(40))])
V("HashiCorp Vault", "vault.acme.internal:8200", "X-Vault-Token", [S("VAULT_TOKEN", lambda: "hvs." + rs(R.randint(90, 96), B64U))])
V("Terraform Cloud", "app.terraform.io", "bearer", [S("TFE_TOKEN", lambda: rs(14) + ".atlasv1." + rs(67))])
V("Pulumi", "api.pulumi.com", "token", [S("PULUMI_ACCESS_TOKEN", lambda: "pul-" + rs(40, HEX))])
V("Fly.io", "api.fly.io", "bearer", [S("FLY_API_TOKEN", lambda: "fo1_" + rs(43, B64U))])
V("Render", "api.render.com", "bearer", [S("RENDER_API_KEY", lambda: "rnd_" + rs(32))])
V("Railway", "backboard.railway.app", "bearer", [S("RAILWAY_TOKEN", uuid4)])
V("Heroku", "api.heroku.com", "bearer", [S("HEROKU_API_KEY", uuid4)])
V("DigitalOcean", "api.digitalocean.com", "bearer", [S("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + rs(64, HEX))])
V("Linode", "api.linode.com", "bearer", [S("LINODE_TOKEN", lambda: rs(64, HEX))])
V("Hetzner", "api.hetzner.cloud", "bearer", [S("HCLOUD_TOKEN", lambda: rs(64))])
V("Vultr", "api.vultr.com", "bearer", [S("VULTR_API_KEY", lambda: rs(36, UAN))])
V("Scaleway", "api.scaleway.com", "X-Auth-Token", [S("SCW_ACCESS_KEY", lambda: "SCW" + rs(17, UAN)), S("SCW_SECRET_KEY", uuid4)])
V("Okta", "acme.okta.com", "SSWS", [S("OKTA_API_TOKEN", lambda: "00" + rs(40, B64U))])
V("Auth0", "acme.eu.auth0.com", "none", [P("AUTH0_CLIENT_ID", lambda: rs(32)), S("AUTH0_CLIENT_SECRET", lambda: rs(64, B64U))])
V("Clerk", "api.clerk.com", "bearer", [S("CLERK_SECRET_KEY", lambda: "sk_live_" + rs(42))])
V("Firebase Cloud Messaging", "fcm.googleapis.com", "key=",
  [S("FCM_SERVER_KEY", lambda: "AAAA" + rs(7, B64U) + ":APA91b" + rs(134, B64U))])
V("Algolia", "acme-dsn.algolia.net", "X-Algolia-API-Key", [P("ALGOLIA_APP_ID", lambda: rs(10, UAN)), S("ALGOLIA_ADMIN_KEY", lambda: rs(32, HEX))])
V("Mapbox", "api.mapbox.com", "query", [S("MAPBOX_SECRET_TOKEN", lambda: "sk.eyJ1IjoiYWNtZS" + rs(40, B64U) + "." + rs(22, B64U))])
V("Square", "connect.squareup.com", "bearer", [S("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(60, B64U))])
V("PayPal", "api-m.paypal.com", "none", [P("PAYPAL_CLIENT_ID", lambda: "A" + rs(79, B64U)), S("PAYPAL_CLIENT_SECRET", lambda: "E" + rs(79, B64U))])
V("Braintree", "api.braintreegateway.com", "bearer",
  [S("BRAINTREE_CREDENTIAL", lambda: "access_token$production$%s$%s" % (rs(16, LAN), rs(32, HEX)))])
V("Adyen", "checkout-live.adyen.com", "X-API-Key", [S("ADYEN_API_KEY", lambda: "AQE" + rs(R.randint(120, 140), B64U))])
V("Razorpay", "api.razorpay.com", "none", [P("RAZORPAY_KEY_ID", lambda: "rzp_live_" + rs(14)), S("RAZORPAY_KEY_SECRET", lambda: rs(24))])
V("Paystack", "api.paystack.co", "bearer", [S("PAYSTACK_SECRET_KEY", lambda: "sk_live_" + rs(40, HEX))])
V("Flutterwave", "api.flutterwave.com", "bearer", [S("FLW_SECRET_KEY", lambda: "FLWSECK-" + rs(32, HEX) + "-X")])
V("Mercado Pago", "api.mercadopago.com", "bearer",
  [S("MP_ACCESS_TOKEN", lambda: "APP_USR-%s-%s-%s-%s" % (digits(16), digits(6), rs(32, HEX), digits(9)))])
V("Plaid", "production.plaid.com", "none", [P("PLAID_CLIENT_ID", lambda: rs(24, HEX)), S("PLAID_SECRET", lambda: rs(30, HEX))])
V("Toss Payments", "api.tosspayments.com", "basic-ish", [S("TOSS_SECRET_KEY", lambda: "live_sk_" + rs(24))])
V("PortOne", "api.portone.io", "PortOne", [S("PORTONE_API_SECRET", lambda: rs(80))])
V("Kakao", "kapi.kakao.com", "KakaoAK", [S("KAKAO_ADMIN_KEY", lambda: rs(32, HEX))])
V("Naver Cloud", "ncloud.apigw.ntruss.com", "none",
  [S("NCLOUD_ACCESS_KEY", lambda: "ncp_iam_" + rs(20, UAN)), S("NCLOUD_SECRET_KEY", lambda: "ncp_iam_" + rs(40))])
V("Naver Developers", "openapi.naver.com", "X-Naver-Client-Secret",
  [P("NAVER_CLIENT_ID", lambda: rs(20)), S("NAVER_CLIENT_SECRET", lambda: rs(10))])
V("LINE", "api.line.me", "bearer",
  [S("LINE_CHANNEL_ACCESS_TOKEN", lambda: rs(171, B64) + "="), S("LINE_CHANNEL_SECRET", lambda: rs(32, HEX))])
V("Solapi", "api.solapi.com", "none", [S("SOLAPI_API_SECRET", lambda: rs(32, UAN))])
V("Alibaba Cloud", "ecs.aliyuncs.com", "none",
  [S("ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI" + rs(20)), S("ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: rs(30))])
V("Tencent Cloud", "cvm.tencentcloudapi.com", "none",
  [S("TENCENTCLOUD_SECRET_ID", lambda: "AKID" + rs(32)), S("TENCENTCLOUD_SECRET_KEY", lambda: rs(32))])
V("Oracle Cloud", "objectstorage.ap-seoul-1.oraclecloud.com", "none",
  [S("OCI_AUTH_TOKEN", lambda: pw_strong(20, "<>(){}[];:.-_+#"))])
V("IBM Cloud", "iam.cloud.ibm.com", "none", [S("IBMCLOUD_API_KEY", lambda: rs(44, B64U))])
V("MongoDB Atlas", "cloud.mongodb.com", "none",
  [P("ATLAS_PUBLIC_KEY", lambda: rs(8, LOW)), S("ATLAS_PRIVATE_KEY", uuid4)])
V("Confluent Cloud", "pkc-abc12.ap-northeast-2.aws.confluent.cloud", "none",
  [P("CONFLUENT_API_KEY", lambda: rs(16, UAN)), S("CONFLUENT_API_SECRET", lambda: rs(64, B64))])
V("Upstash", "apn1-fond-otter-33012.upstash.io", "bearer", [S("UPSTASH_REDIS_REST_TOKEN", lambda: "AX" + rs(82, B64U) + "=")])
V("Snyk", "api.snyk.io", "token", [S("SNYK_TOKEN", uuid4)])
V("SonarQube", "sonar.acme.io", "bearer", [S("SONAR_TOKEN", lambda: "squ_" + rs(40, HEX))])
V("CircleCI", "circleci.com", "Circle-Token", [S("CIRCLECI_TOKEN", lambda: "CCIPAT_" + rs(22) + "_" + rs(40, HEX))])
V("Buildkite", "api.buildkite.com", "bearer", [S("BUILDKITE_API_TOKEN", lambda: "bkua_" + rs(40, HEX))])
V("JFrog", "acme.jfrog.io", "bearer", [S("JFROG_ACCESS_TOKEN", lambda: "cmVmdGtuOjAxOj" + rs(50))])
V("Codecov", "codecov.io", "bearer", [S("CODECOV_TOKEN", uuid4)])
V("Contentful", "api.contentful.com", "bearer", [S("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(43, B64U))])
V("Sanity", "api.sanity.io", "bearer", [S("SANITY_API_TOKEN", lambda: "sk" + rs(R.randint(160, 180)))])
V("Sourcegraph", "sourcegraph.com", "token", [S("SRC_ACCESS_TOKEN", lambda: "sgp_" + rs(16, HEX) + "_" + rs(40, HEX))])
V("age", "", "none", [S("SOPS_AGE_KEY", lambda: "AGE-SECRET-KEY-1" + rs(58, BECH))])
V("Tailscale", "api.tailscale.com", "bearer",
  [S("TS_AUTHKEY", lambda: "tskey-auth-k" + rs(10) + "CNTRL-" + rs(33))])
V("ngrok", "api.ngrok.com", "none", [S("NGROK_AUTHTOKEN", lambda: "2" + rs(26) + "_" + rs(21))])
V("Cloudinary", "api.cloudinary.com", "none", [S("CLOUDINARY_URL", _cloudinary)], kind="url")
V("Infura", "mainnet.infura.io", "none", [P("INFURA_PROJECT_ID", lambda: rs(32, HEX)), S("INFURA_API_SECRET", lambda: rs(32, HEX))])
V("Alchemy", "eth-mainnet.g.alchemy.com", "path", [S("ALCHEMY_API_KEY", lambda: rs(32, B64U))])
V("Etherscan", "api.etherscan.io", "query", [S("ETHERSCAN_API_KEY", lambda: rs(34, UAN))])
V("Ethereum wallet", "", "none", [S("DEPLOYER_PRIVATE_KEY", lambda: "0x" + rs(64, HEX))])
V("Shippo", "api.goshippo.com", "ShippoToken", [S("SHIPPO_API_TOKEN", lambda: "shippo_live_" + rs(40, HEX))])
V("EasyPost", "api.easypost.com", "bearer", [S("EASYPOST_API_KEY", lambda: "EZAK" + rs(54, LAN))])
V("Typeform", "api.typeform.com", "bearer", [S("TYPEFORM_TOKEN", lambda: "tfp_" + rs(44) + "_" + rs(14))])
V("Prefect", "api.prefect.cloud", "bearer", [S("PREFECT_API_KEY", lambda: "pnu_" + rs(36))])
V("LaunchDarkly", "app.launchdarkly.com", "Authorization", [S("LD_API_KEY", lambda: "api-" + uuid4())])
V("Statsig", "statsigapi.net", "statsig-api-key", [S("STATSIG_SERVER_SECRET", lambda: "secret-" + rs(43))])
V("Fastly", "api.fastly.com", "Fastly-Key", [S("FASTLY_API_TOKEN", lambda: rs(32, B64U))])
V("Bugsnag", "api.bugsnag.com", "token", [S("BUGSNAG_AUTH_TOKEN", lambda: rs(36, HEX))])
V("Rollbar", "api.rollbar.com", "X-Rollbar-Access-Token", [S("ROLLBAR_ACCESS_TOKEN", lambda: rs(32, HEX))])
V("PagerDuty", "api.pagerduty.com", "Token token=", [S("PAGERDUTY_API_KEY", lambda: "u+" + rs(18, B64U))])
V("Opsgenie", "api.opsgenie.com", "GenieKey", [S("OPSGENIE_API_KEY", uuid4)])
V("Expo", "api.expo.dev", "bearer", [S("EXPO_TOKEN", lambda: rs(40, B64U))])
V("Gitea", "git.acme.internal", "token", [S("GITEA_TOKEN", lambda: rs(40, HEX))])
V("reCAPTCHA", "www.google.com", "none", [S("RECAPTCHA_SECRET_KEY", lambda: "6L" + rs(38, B64U))])
V("WooCommerce", "shop.acme.kr", "none",
  [S("WC_CONSUMER_KEY", lambda: "ck_" + rs(40, HEX)), S("WC_CONSUMER_SECRET", lambda: "cs_" + rs(40, HEX))])
V("Elastic Cloud", "acme.es.ap-northeast-2.aws.elastic-cloud.com", "ApiKey", [S("ELASTIC_API_KEY", lambda: rs(58, B64) + "==")])
V("Twitter/X", "api.x.com", "bearer",
  [S("TWITTER_BEARER_TOKEN", lambda: "AAAAAAAAAAAAAAAAAAAAA" + rs(22) + "%2B" + rs(18) + "%3D" + rs(50))])
V("Meta Graph", "graph.facebook.com", "query", [S("FB_PAGE_ACCESS_TOKEN", lambda: "EAA" + rs(R.randint(150, 190)))])
V("Dropbox", "api.dropboxapi.com", "bearer", [S("DROPBOX_ACCESS_TOKEN", lambda: "sl." + rs(R.randint(130, 140), B64U))])
V("Yandex", "cloud-api.yandex.net", "OAuth", [S("YANDEX_OAUTH_TOKEN", lambda: "y0_AgAAAA" + rs(50, B64U))])
V("Vonage", "api.nexmo.com", "none", [P("VONAGE_API_KEY", lambda: rs(8, HEX)), S("VONAGE_API_SECRET", lambda: rs(16))])
V("MinIO", "minio.acme.internal:9000", "none",
  [S("MINIO_ACCESS_KEY", lambda: rs(20, UAN)), S("MINIO_SECRET_KEY", lambda: rs(40))])
V("Backblaze B2", "api.backblazeb2.com", "none",
  [S("B2_KEY_ID", lambda: "005" + rs(22, HEX)), S("B2_APPLICATION_KEY", lambda: "K005" + rs(27))])
V("Wasabi", "s3.ap-northeast-1.wasabisys.com", "none",
  [S("WASABI_ACCESS_KEY", lambda: rs(20, UAN)), S("WASABI_SECRET_KEY", lambda: rs(40))])
V("Django", "", "none", [S("DJANGO_SECRET_KEY", lambda: rs(50, "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)"))])
V("Rails", "", "none", [S("RAILS_MASTER_KEY", lambda: rs(32, HEX))])
V("Laravel", "", "none", [S("APP_KEY", lambda: "base64:" + rs(43, B64) + "=")])
V("NextAuth", "", "none", [S("NEXTAUTH_SECRET", lambda: rs(43, B64) + "=")])
V("Honeycomb", "api.honeycomb.io", "X-Honeycomb-Team", [S("HONEYCOMB_API_KEY", lambda: "hcaik_" + rs(58, LAN))])
V("Mixpanel", "mixpanel.com", "none", [P("MIXPANEL_SA_USERNAME", lambda: "exporter." + rs(6, LAN) + ".mp-service-account"), S("MIXPANEL_SA_SECRET", lambda: rs(32))])
V("Box", "api.box.com", "bearer", [S("BOX_DEVELOPER_TOKEN", lambda: rs(32))])


# ---------------------------------------------------------------- vendor frames
SCHEMES = {"bearer": "Bearer", "token": "token", "Bot": "Bot", "SSWS": "SSWS", "KakaoAK": "KakaoAK",
           "Token": "Token", "OAuth": "OAuth", "ApiKey": "ApiKey", "GenieKey": "GenieKey",
           "PortOne": "PortOne", "Token token=": "Token token=", "key=": "key="}
NOHDR = ("none", "query", "url", "path", "basic-ish")


def auth_header(v, val):
    h = v["hdr"]
    if h in SCHEMES:
        sc = SCHEMES[h]
        return "Authorization: " + (sc + val if sc.endswith("=") else sc + " " + val)
    if h in NOHDR:
        return None
    return "%s: %s" % (h, val)


def auth_url(v, val):
    h = v["hdr"]
    if h == "query":
        return "https://%s/%s?%s=%s" % (v["host"], pick(["v1/geocode", "api/v2/lookup", "maps/api/place/details/json", "v1/me"]),
                                        pick(["key", "access_token", "apikey"]), val)
    if h == "url":
        return "https://%s/bot%s/%s" % (v["host"], val, pick(["getMe", "sendMessage", "getUpdates"]))
    if h == "path":
        return "https://%s/v2/%s" % (v["host"], val)
    return None


SIT_EN = [
    "The {n} calls from {svc} started failing with 401 after the weekend and nobody had written down where the credential lives.",
    "I had no idea {svc} talks to {n} at all; it only showed up when the integration test hit the real API.",
    "Local runs of {svc} need a {n} credential but the README says nothing about it.",
    "Lost most of an hour because the {n} client silently fell back to anonymous mode in {svc}.",
    "The staging deploy of {svc} crashed on boot: missing {n} credential, and the error message only said 'config invalid'.",
    "Nobody told me the {n} key is per-environment; I reused the staging one for the prod migration script.",
    "The onboarding doc for {svc} predates the {n} integration, so the setup steps were simply absent.",
    "Couldn't reproduce the {n} sync bug until I had a working credential for {svc}.",
    "Picked up the {svc} ticket cold; the {n} part of the setup lives only in someone's head.",
    "{svc} has two code paths for {n} (old SDK and raw HTTP) and only one of them reads the env var.",
    "The {n} sandbox was deleted last quarter, so local tests of {svc} hit production endpoints.",
    "Tried to rerun the failed {svc} backfill; it needs {n} access and the runbook link is dead.",
    "Our {n} credential for {svc} had been revoked during the offboarding of a contractor.",
    "After the monorepo move, {svc} no longer finds its {n} settings because the config path changed.",
    "Was asked to add retries to the {n} client in {svc} and couldn't even make a single call work.",
    "The cron box runs {svc} with a different user, and that user's environment had no {n} credential.",
]
LESSON_EN = [
    "Ask for the credential location first instead of grepping the repo for it.",
    "Check the secrets manager before assuming a key is missing.",
    "Run the smoke test with the real credential early; mocks hid the problem.",
    "Keep credentials out of the repo; load them from the environment at runtime.",
    "Document which environment each credential belongs to.",
    "Rotate anything that was pasted into chat or a ticket.",
    "Write the setup step into the runbook the moment it works.",
    "When a client fails with 401, print which credential name it loaded, not just the status.",
    "Prefer short-lived tokens from the CI identity over long-lived keys.",
    "Ask the owning team before touching a third-party account.",
]
ASK_EN = [
    "Which vault path holds the {n} credential for staging?",
    "Who owns the {n} account and can rotate keys?",
    "Is there a sandbox {n} account we should use for local work?",
    "",
    "",
]

SIT_KO = [
    "{svc} 에서 {n} 호출이 갑자기 401 나는데 키가 어디 있는지 아무도 모름.",
    "{svc} 로컬 실행하려면 {n} 키가 필요한데 README에 전혀 안 나와 있었음.",
    "{n} 연동이 있는 줄도 몰랐음. 통합 테스트 돌리다가 처음 알게 됨.",
    "스테이징 배포하는데 {svc} 가 부팅하다 죽음. 원인은 {n} 크리덴셜 누락.",
    "{n} 키가 환경별로 다르다는 걸 몰라서 스테이징 키로 운영 스크립트 돌림 ㅠㅠ",
    "온보딩 문서에 {n} 설정 얘기가 하나도 없어서 한참 헤맸다.",
    "{svc} 배치가 {n} 쪽에서 인증 실패로 계속 재시도하고 있었음.",
    "{svc} 티켓 넘겨받았는데 {n} 설정은 전임자 머릿속에만 있었음.",
    "모노레포로 옮긴 뒤 {svc} 가 {n} 설정 파일 경로를 못 찾음.",
    "{n} 샌드박스 계정이 없어져서 로컬 테스트가 운영 엔드포인트를 때리고 있었음;;",
    "외주 인력 퇴사 처리하면서 {n} 키가 같이 폐기돼서 {svc} 가 멈춤.",
    "크론 서버는 다른 유저로 {svc} 를 돌리는데 그 유저 환경변수에 {n} 키가 없었음.",
    "{svc} 의 {n} 클라이언트에 재시도 넣으라는 작업인데 호출 한 번도 성공을 못 함.",
    "런북 링크가 깨져서 {n} 관련 재처리 방법을 몰랐음.",
]
LESSON_KO = [
    "키 위치부터 먼저 물어볼 것. 레포 grep 하느라 시간 버림.",
    "시크릿 매니저 먼저 확인하기.",
    "키는 레포에 두지 말고 런타임에 환경변수로 읽기.",
    "채팅이나 티켓에 붙여넣은 키는 바로 로테이션.",
    "환경별 키 구분을 문서에 적어두자.",
    "모킹만 믿지 말고 실제 키로 스모크 테스트 먼저.",
    "되는 순간 런북에 바로 적기. 나중엔 까먹음.",
    "401 나면 어떤 이름의 키를 읽었는지부터 로그로 찍자.",
    "외부 계정 건드리기 전에 담당 팀에 먼저 물어보기.",
    "장기 키 대신 CI 아이덴티티로 단기 토큰 받는 방식 검토.",
]
ASK_KO = [
    "{n} 계정 관리자가 누구인지?",
    "스테이징용 {n} 키는 볼트 어느 경로에 있는지?",
    "로컬 개발용 샌드박스 {n} 계정이 따로 있는지?",
    "",
    "",
]


def _ctx(lang, v):
    svc = pick(SERVICES)
    if lang == "en":
        return (pick(SIT_EN).format(n=v["name"], svc=svc), pick(LESSON_EN),
                pick(ASK_EN).format(n=v["name"]))
    return (pick(SIT_KO).format(n=v["name"], svc=svc), pick(LESSON_KO),
            pick(ASK_KO).format(n=v["name"]))


def _kv(parts, sep="=", quote=""):
    return "\n".join("%s%s%s%s%s" % (e, sep, quote, d, quote) for e, d, _ in parts)



def sect(v, parts):
    s = v["name"].split()[0].lower().replace(".", "_").replace("/", "_").replace("&", "")
    if any(s[:8] in d.lower() for _, d, _ in parts):
        return "integration"
    return s


FRAMES = []  # (name, lang, multi, accepts(v) , fn(v, parts) -> (mc, lesson, ask))


def frame(name, lang="en", multi=True, accepts=None):
    def deco(fn):
        FRAMES.append((name, lang, multi, accepts or (lambda v: True), fn))
        return fn
    return deco


def is_token(v):
    return v["kind"] == "token"


def has_hdr(v):
    return is_token(v) and v["hdr"] not in NOHDR


def has_url(v):
    return is_token(v) and v["hdr"] in ("query", "url", "path")


@frame("env export")
def f_env_export(v, parts):
    s, l, a = _ctx("en", v)
    cmd = "\n".join("export %s=%s" % (e, pick(["%s", "'%s'", '"%s"']) % d) for e, d, _ in parts)
    return (s + " What finally worked in my shell:\n" + cmd, l, a)


@frame(".env file")
def f_dotenv(v, parts):
    s, l, a = _ctx("en", v)
    extra = pick(["NODE_ENV=production", "LOG_LEVEL=debug", "PORT=8080", "APP_ENV=staging"])
    body = extra + "\n" + _kv(parts) + "\n" + pick(["FEATURE_NEW_CHECKOUT=false", "TZ=UTC", "WORKERS=4"])
    return ("Needed a .env for %s before anything would start. Mine ended up as:\n%s" % (v["name"], body),
            l + " " + s, a)


@frame("docker run -e")
def f_docker_run(v, parts):
    s, l, a = _ctx("en", v)
    envs = " ".join("-e %s=%s" % (e, d) for e, d, _ in parts)
    img = pick(["acme/%s:latest" % pick(SERVICES), "ghcr.io/acme/%s:1.8.2" % pick(SERVICES)])
    return (s, "Reproduced it with `docker run --rm %s %s` and it went through, so the image is fine; the k8s secret was stale." % (envs, img), a)


@frame("kubectl secret literal")
def f_k8s_literal(v, parts):
    s, l, a = _ctx("en", v)
    lits = " \\\n  ".join("--from-literal=%s=%s" % (e.lower(), d) for e, d, _ in parts)
    return (s + "\nRecreated the secret by hand:\nkubectl -n %s create secret generic %s-creds \\\n  %s" %
            (pick(["prod", "staging", "payments"]), sect(v, parts), lits), l, a)


@frame("GitHub Actions env literal")
def f_gha(v, parts):
    s, l, a = _ctx("en", v)
    envs = "\n".join("      %s: %s" % (e, d) for e, d, _ in parts)
    y = "jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n%s\n    steps:\n      - uses: actions/checkout@v4" % envs
    return ("The workflow only passed once the values were inlined (temporary!):\n" + y, l, s)


@frame("GitLab CI variables")
def f_gitlab_ci(v, parts):
    s, l, a = _ctx("en", v)
    envs = "\n".join("  %s: \"%s\"" % (e, d) for e, d, _ in parts)
    return (s, "Pipeline fix in .gitlab-ci.yml (should move to masked CI/CD variables):\nvariables:\n%s" % envs, a)


@frame("JSON config")
def f_json(v, parts):
    s, l, a = _ctx("en", v)
    obj = "{\n  \"%s\": {\n%s\n  }\n}" % (sect(v, parts), ",\n".join(
        "    \"%s\": \"%s\"" % (e.lower(), d) for e, d, _ in parts))
    return (s + " config/local.json needed this block:\n" + obj, l, a)


@frame("YAML config")
def f_yaml(v, parts):
    s, l, a = _ctx("en", v)
    y = "%s:\n%s" % (sect(v, parts),
                      "\n".join("  %s: %s" % (e.lower(), d) for e, d, _ in parts))
    return (s, l + "\nFor reference the working settings.yaml section was:\n" + y, a)


@frame("TOML config")
def f_toml(v, parts):
    s, l, a = _ctx("en", v)
    t = "[%s]\n%s" % (sect(v, parts),
                       "\n".join("%s = \"%s\"" % (e.lower(), d) for e, d, _ in parts))
    return ("config.toml was missing a whole table, which is why the loader defaulted to None:\n" + t, s + " " + l, a)


@frame("INI config")
def f_ini(v, parts):
    s, l, a = _ctx("en", v)
    t = "[%s]\n%s" % (sect(v, parts), "\n".join("%s = %s" % (e.lower(), d) for e, d, _ in parts))
    return (s + " The legacy service reads an INI file, not env vars:\n" + t, l, a)


@frame("Dockerfile ENV")
def f_dockerfile(v, parts):
    s, l, a = _ctx("en", v)
    t = "FROM python:3.12-slim\n" + "\n".join("ENV %s=%s" % (e, d) for e, d, _ in parts) + "\nCMD [\"python\", \"-m\", \"app\"]"
    return (s, "Found the credential baked into the Dockerfile of an old branch:\n" + t + "\n" + l, a)


@frame("terraform tfvars")
def f_tfvars(v, parts):
    s, l, a = _ctx("en", v)
    t = "\n".join("%s = \"%s\"" % (e.lower(), d) for e, d, _ in parts)
    return ("terraform plan kept prompting for variables; the team keeps a local prod.auto.tfvars like:\n" + t, l, s)


@frame("markdown table")
def f_md_table(v, parts):
    s, l, a = _ctx("en", v)
    rows = "\n".join("| %s | %s | %s |" % (e, d, pick(["prod", "staging", "shared"])) for e, d, _ in parts)
    return (s + "\n\n| variable | value | env |\n|---|---|---|\n" + rows, l, a)


@frame("docker-compose environment")
def f_compose(v, parts):
    s, l, a = _ctx("en", v)
    envs = "\n".join("      - %s=%s" % (e, d) for e, d, _ in parts)
    return (s, "docker-compose.override.yml that made it work:\nservices:\n  app:\n    environment:\n%s\n%s" % (envs, l), a)


@frame("PowerShell env")
def f_pwsh(v, parts):
    s, l, a = _ctx("en", v)
    t = "\n".join("$env:%s = \"%s\"" % (e, d) for e, d, _ in parts)
    return (s + " On the Windows build agent:\n" + t, l, a)


@frame("VS Code launch.json")
def f_launch(v, parts):
    s, l, a = _ctx("en", v)
    t = ",\n".join("        \"%s\": \"%s\"" % (e, d) for e, d, _ in parts)
    return (s, "Debugging needed the env in .vscode/launch.json:\n    \"env\": {\n%s\n    }\n%s" % (t, l), a)


@frame("prose: used value", multi=False)
def f_prose(v, parts):
    s, l, a = _ctx("en", v)
    e, d, _ = parts[0]
    return (s + " " + pick(["In the end I just used %s for the %s credential.",
                            "I grabbed %s from the old deploy log and it still works for %s.",
                            "The key that unblocked me was %s (%s, prod)."]) % (d, v["name"]), l, a)


@frame("question in ask_next_time", multi=False)
def f_question(v, parts):
    s, l, a = _ctx("en", v)
    e, d, _ = parts[0]
    return (s, l, pick(["Is %s still the live %s key, or was it rotated after the incident?",
                        "Can I keep using %s locally, or do I need my own %s credential?",
                        "Should %s be in the shared vault? It's the %s one I found in the old wiki."]) % (d, v["name"]))


@frame("curl auth header", multi=False, accepts=has_hdr)
def f_curl(v, parts):
    s, l, a = _ctx("en", v)
    e, d, _ = parts[0]
    return (s + "\nSanity check that proved the credential works:\ncurl -s -H '%s' https://%s/%s" %
            (auth_header(v, d), v["host"], pick(["v1/me", "api/v2/user", "v1/ping", "user", "api/status"])), l, a)


@frame("HTTP request file", multi=False, accepts=has_hdr)
def f_http_file(v, parts):
    s, l, a = _ctx("en", v)
    e, d, _ = parts[0]
    return (s, "Saved this in requests.http for the REST Client extension:\nGET https://%s/v1/%s\n%s\nAccept: application/json\n\n%s" %
            (v["host"], pick(["projects", "accounts", "items"]), auth_header(v, d), l), a)


@frame("URL with credential", multi=False, accepts=has_url)
def f_url(v, parts):
    s, l, a = _ctx("en", v)
    e, d, _ = parts[0]
    return (s + " The request that worked from the browser: " + auth_url(v, d), l, a)


@frame("Python SDK constructor", multi=False, accepts=is_token)
def f_sdk(v, parts):
    s, l, a = _ctx("en", v)
    e, d, _ = parts[0]
    mod = sect(v, parts)
    return (s, "Quick script to confirm access:\n```python\nclient = %s.Client(api_key=\"%s\")\nprint(client.%s())\n```\n%s" %
            (mod, d, pick(["whoami", "ping", "list_projects"]), l), a)


@frame("Node env fallback", multi=False, accepts=is_token)
def f_node(v, parts):
    s, l, a = _ctx("en", v)
    e, d, _ = parts[0]
    return (s + "\nsrc/config.ts had a hardcoded fallback:\nexport const %s = process.env.%s ?? \"%s\";" %
            (e.lower().title().replace("_", "")[0].lower() + e.lower().title().replace("_", "")[1:], e, d),
            l, a)


@frame("log excerpt", multi=False, accepts=has_hdr)
def f_log(v, parts):
    s, l, a = _ctx("en", v)
    e, d, _ = parts[0]
    ts = "2025-%02d-%02dT%02d:%02d:%02dZ" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59))
    return (s + "\nThe debug log shows the outgoing request:\n%s DEBUG http.client send: GET /v1/%s\n%s DEBUG headers: {'%s'}" %
            (ts, pick(["status", "me", "accounts"]), ts, auth_header(v, d).replace(": ", "': '")), l, a)


@frame("curl POST webhook", multi=False, accepts=lambda v: v["kind"] == "url" and "webhook" in v["name"].lower())
def f_curl_hook(v, parts):
    s, l, a = _ctx("en", v)
    e, d, _ = parts[0]
    return (s, "Test ping that posted into the channel:\ncurl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy finished\"}' %s\n%s" % (d, l), a)


# ---- Korean frames
@frame("ko: export 후 설명", lang="ko")
def fk_env(v, parts):
    s, l, a = _ctx("ko", v)
    cmd = "\n".join("export %s=%s" % (e, d) for e, d, _ in parts)
    return (s + " 터미널에서 아래처럼 export 하고 나서야 돌아감.\n" + cmd, l, a)


@frame("ko: .env 내용 공유", lang="ko")
def fk_dotenv(v, parts):
    s, l, a = _ctx("ko", v)
    return (s, ".env.local 에 이렇게 넣으니까 됨:\n" + _kv(parts) + "\n" + l, a)


@frame("ko: 산문 속 키 값", lang="ko", multi=False)
def fk_prose(v, parts):
    s, l, a = _ctx("ko", v)
    e, d, _ = parts[0]
    return (s + " " + pick(["결국 %s 키를 %s 로 바꿔 넣어서 해결함.",
                            "예전 배포 로그에 있던 %s 키(%s)가 아직 살아있어서 그걸로 테스트함.",
                            "%s 쪽 키는 %s 이거였음. 지현님이 DM으로 줌."]) % ((v["name"], d) if True else ()), l, a)


@frame("ko: 다음에 물어볼 것에 키", lang="ko", multi=False)
def fk_question(v, parts):
    s, l, a = _ctx("ko", v)
    e, d, _ = parts[0]
    return (s, l, pick(["%s 이 키 아직 운영에서 쓰는 거 맞나요? (%s)",
                        "%s 로컬에서 계속 써도 되는지, 아니면 %s 개인 키를 따로 발급받아야 하는지?",
                        "위키에 있던 %s 값, %s 볼트로 옮겨야 하지 않나요?"]) % (d, v["name"]))


@frame("ko: curl 헤더", lang="ko", multi=False, accepts=has_hdr)
def fk_curl(v, parts):
    s, l, a = _ctx("ko", v)
    e, d, _ = parts[0]
    return (s + "\n키 살아있는지 확인한 명령:\ncurl -H \"%s\" https://%s/%s" %
            (auth_header(v, d), v["host"], pick(["v1/me", "api/health", "v2/accounts"])), l, a)


@frame("ko: yaml 설정", lang="ko")
def fk_yaml(v, parts):
    s, l, a = _ctx("ko", v)
    y = "%s:\n%s" % (sect(v, parts), "\n".join("  %s: %s" % (e.lower(), d) for e, d, _ in parts))
    return (s, "application-local.yml 에 아래 블록 추가해서 해결:\n" + y + "\n" + l, a)


@frame("ko: 슬랙 메시지 인용", lang="ko", multi=False)
def fk_slack(v, parts):
    s, l, a = _ctx("ko", v)
    e, d, _ = parts[0]
    who = pick(PEOPLE_KO)
    return (s + "\n%s 슬랙 답장: \"%s 키 이걸로 쓰세요 → %s\"" % (who, v["name"], d), l, a)


@frame("ko: docker run", lang="ko")
def fk_docker(v, parts):
    s, l, a = _ctx("ko", v)
    envs = " ".join("-e %s=%s" % (e, d) for e, d, _ in parts)
    return (s, "이미지 문제인지 보려고 직접 띄워봄: docker run --rm %s acme/%s:dev → 정상. 결국 시크릿이 오래된 거였음." % (envs, pick(SERVICES)), a or l)


@frame("ko: settings.py", lang="ko")
def fk_settings(v, parts):
    s, l, a = _ctx("ko", v)
    t = "\n".join("%s = \"%s\"" % (e, d) for e, d, _ in parts)
    return (s + " settings/local.py 에 하드코딩 되어 있던 값:\n" + t, l + " 이 파일 gitignore 확인 필요.", a)


@frame("ko: 로그 발췌", lang="ko", multi=False, accepts=has_hdr)
def fk_log(v, parts):
    s, l, a = _ctx("ko", v)
    e, d, _ = parts[0]
    return (s + "\n디버그 로그에 헤더가 그대로 찍혀 있었음:\n[DEBUG] request headers -> %s" % auth_header(v, d),
            l + " 로그 레벨 DEBUG 상태로 운영 배포 금지.", a)


@frame("ko: json 설정", lang="ko")
def fk_json(v, parts):
    s, l, a = _ctx("ko", v)
    obj = "{ %s }" % ", ".join("\"%s\": \"%s\"" % (e, d) for e, d, _ in parts)
    return (s, "secrets.local.json 내용 -> %s\n%s" % (obj, l), a)


@frame("ko: CI 변수", lang="ko")
def fk_ci(v, parts):
    s, l, a = _ctx("ko", v)
    envs = "\n".join("    %s: %s" % (e, d) for e, d, _ in parts)
    return (s + "\n워크플로 파일에 임시로 박아둔 env (나중에 secrets 로 옮겨야 함):\n  env:\n" + envs, l, a)


@frame("ko: k8s 시크릿 생성", lang="ko")
def fk_k8s(v, parts):
    s, l, a = _ctx("ko", v)
    lits = " ".join("--from-literal=%s=%s" % (e, d) for e, d, _ in parts)
    return (s, "시크릿 다시 만듦: kubectl create secret generic app-secrets %s -n staging\n%s" % (lits, l), a)


@frame("ko: 라벨이 필드 끝, 값은 다음 필드", lang="ko", multi=False)
def fk_split(v, parts):
    s, l, a = _ctx("ko", v)
    e, d, _ = parts[0]
    return (s + " 참고로 지금 쓰는 %s 키:" % v["name"], d + "\n" + l, a)


@frame("ko: 표", lang="ko")
def fk_table(v, parts):
    s, l, a = _ctx("ko", v)
    rows = "\n".join("| %s | %s |" % (e, d) for e, d, _ in parts)
    return (s + "\n\n| 변수 | 값 |\n|---|---|\n" + rows, l, a)


@frame("ko: URL에 키", lang="ko", multi=False, accepts=has_url)
def fk_url(v, parts):
    s, l, a = _ctx("ko", v)
    e, d, _ = parts[0]
    return (s + " 브라우저에서 이 주소로 호출하면 응답 옴: " + auth_url(v, d), l, a)


@frame("ko: 웹훅 curl", lang="ko", multi=False, accepts=lambda v: v["kind"] == "url" and "webhook" in v["name"].lower())
def fk_hook(v, parts):
    s, l, a = _ctx("ko", v)
    e, d, _ = parts[0]
    return (s, "채널에 테스트 메시지 보낸 명령: curl -X POST -d '{\"text\":\"배포 완료\"}' %s\n%s" % (d, l), a)


@frame("ko: 파이썬 클라이언트", lang="ko", multi=False, accepts=is_token)
def fk_sdk(v, parts):
    s, l, a = _ctx("ko", v)
    e, d, _ = parts[0]
    return (s + "\n확인용 스크립트:\nclient = Client(api_key=\"%s\")  # %s 운영 키" % (d, v["name"]), l, a)


# ---- extra frames (added for spread)
@frame("shell history excerpt")
def f_history(v, parts):
    s, l, a = _ctx("en", v)
    hist = "\n".join(" %d  export %s=%s" % (R.randint(1000, 1999), e, d) for e, d, _ in parts)
    return (s + " Recovered what I did last time from the shell history:\n$ history | grep %s\n%s" % (parts[0][0][:6], hist), l, a)


@frame("systemd Environment=")
def f_systemd(v, parts):
    s, l, a = _ctx("en", v)
    envs = "\n".join("Environment=\"%s=%s\"" % (e, d) for e, d, _ in parts)
    return (s, "/etc/systemd/system/%s.service has the value inline:\n[Service]\n%s\nExecStart=/opt/app/bin/run\n%s" % (pick(SERVICES), envs, l), a)


@frame("Jupyter notebook cell")
def f_notebook(v, parts):
    s, l, a = _ctx("en", v)
    cell = "\n".join("os.environ[\"%s\"] = \"%s\"" % (e, d) for e, d, _ in parts)
    return ("The analysis notebook sets credentials in its first cell (In [1]):\nimport os\n" + cell, s + " " + l, a)


@frame("chat quote", multi=False)
def f_chat(v, parts):
    s, l, a = _ctx("en", v)
    e, d, _ = parts[0]
    who = pick(PEOPLE_EN)
    return (s + "\nFrom the thread:\n> %s: just use %s for now, I'll rotate it after the release" % (who, d), l, a)


@frame("handoff bullet list")
def f_bullets(v, parts):
    s, l, a = _ctx("en", v)
    items = "\n".join("- %s: %s" % (e, d) for e, d, _ in parts)
    return ("Handoff notes from the previous owner of %s:\n%s\n- owner: platform team\n- rotated: never" % (v["name"], items), l, s)


@frame("Java properties")
def f_props(v, parts):
    s, l, a = _ctx("en", v)
    pr = "\n".join("integration.%s=%s" % (e.lower().replace("_", "-"), d) for e, d, _ in parts)
    return (s, "src/main/resources/application-local.properties (not gitignored!):\n%s\n%s" % (pr, l), a)


@frame("helm values override")
def f_helmvals(v, parts):
    s, l, a = _ctx("en", v)
    y = "\n".join("    %s: %s" % (e, d) for e, d, _ in parts)
    return (s + "\nvalues-prod.yaml override that made the chart render:\nextraEnv:\n  secrets:\n" + y, l, a)


@frame("ko: 조사 붙은 값", lang="ko", multi=False)
def fk_particle(v, parts):
    s, l, a = _ctx("ko", v)
    e, d, _ = parts[0]
    return (s + " " + pick(["%s 토큰을 %s로 교체하니까 바로 됨.", "%s 쪽은 %s이게 운영 키임.", "%s 연동 키를 %s으로 바꾼 뒤 재배포."]) % (v["name"], d), l, a)


@frame("ko: 위키 복붙", lang="ko")
def fk_wiki(v, parts):
    s, l, a = _ctx("ko", v)
    q = "\n".join("> %s : %s" % (e, d) for e, d, _ in parts)
    return ("위키 '%s 연동' 페이지 내용 그대로 복붙:\n%s\n> 발급일 : 2024-%02d-%02d\n%s" % (v["name"], q, R.randint(1, 12), R.randint(1, 28), s), l, a)


@frame("ko: 터미널 출력", lang="ko", multi=False)
def fk_echo(v, parts):
    s, l, a = _ctx("ko", v)
    e, d, _ = parts[0]
    return (s, "서버에 들어가서 확인해보니 값은 들어가 있었음:\n$ echo $%s\n%s\n→ 그럼 문제는 키가 아니라 권한 범위. %s" % (e, d, l), a)


@frame("ko: 누가 만든 키인지 질문", lang="ko", multi=False)
def fk_who(v, parts):
    s, l, a = _ctx("ko", v)
    e, d, _ = parts[0]
    return ("코드에 하드코딩된 %s 키 %s 발견. 누가 만든 건지, 아직 쓰는 건지 아무도 모름." % (v["name"], d), l, s)


@frame("ko: properties 파일", lang="ko")
def fk_props(v, parts):
    s, l, a = _ctx("ko", v)
    pr = "\n".join("external.%s=%s" % (e.lower().replace("_", "-"), d) for e, d, _ in parts)
    return (s + "\napplication-dev.properties 에 들어있던 값:\n" + pr, l, a)


@frame("ko: PR 리뷰 코멘트", lang="ko", multi=False)
def fk_pr(v, parts):
    s, l, a = _ctx("ko", v)
    e, d, _ = parts[0]
    return (s, "PR #%d 리뷰 코멘트: \"여기 %s = %s 하드코딩 되어 있어요. 빼고 시크릿으로 주입해주세요\"\n%s" % (R.randint(100, 2999), e, d, l), a)


@frame("ko: 노션 메모체", lang="ko")
def fk_notion(v, parts):
    s, l, a = _ctx("ko", v)
    items = "\n".join("- %s: %s" % (e, d) for e, d, _ in parts)
    return ("%s 연동 정리\n%s\n- 만료: 없음\n- 권한: 전체 (너무 넓음)" % (v["name"], items), s + " " + l, a)


@frame("ko: 시스템드 유닛", lang="ko")
def fk_systemd(v, parts):
    s, l, a = _ctx("ko", v)
    envs = "\n".join("Environment=%s=%s" % (e, d) for e, d, _ in parts)
    return (s + " 서비스 유닛 파일에 값이 박혀 있었음:\n[Service]\n" + envs, l, a)


# ---------------------------------------------------------------- hand-written templates
TEMPLATES = []  # (category, lang, kind, fn, count)


def T(cat, lang, kind, n=3):
    def deco(fn):
        TEMPLATES.append((cat, lang, kind, fn, n))
        return fn
    return deco


def ts():
    return "2025-%02d-%02d %02d:%02d:%02d" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59))


def opt(p, s):
    return s if chance(p) else ""


# ======================= English secret templates =======================
@T("shell: mysql -p attached password", "en", "secret", 2)
def _():
    p = pick([pw_human, pw_strong, pw_alnum])()
    u, h, d = pick(USERS), pick(HOSTS), pick(DBS)
    return ("Needed to inspect the %s schema directly; the ORM migrations were half-applied. Connected with:\nmysql -h %s -u %s -p%s %s" % (d, h, u, p, d),
            "Check the migrations table before assuming the schema matches the models.",
            opt(0.5, "Is there a read-only user for %s I should have used instead?" % d), [p])


@T("shell: PGPASSWORD env prefix", "en", "secret", 2)
def _():
    p = pick([pw_strong, pw_human, pw_punct])()
    u, h, d = pick(USERS), pick(HOSTS), pick(DBS)
    return ("The nightly report job connects as %s. To rerun it by hand:" % u,
            "PGPASSWORD='%s' psql -h %s -U %s -d %s -f reports/monthly.sql\nRunning it from a laptop is slow; use the bastion." % (p, h, u, d),
            "", [p])


@T("shell: sshpass positional", "en", "secret", 2)
def _():
    p = pick([pw_human, pw_strong])()
    h = pick(["10.20.1.5", "legacy-ftp.corp.lan", "bastion.acme.io", "192.168.0.30"])
    return ("The legacy box has no key auth configured, only a password. Scripted access used: sshpass -p '%s' ssh -o StrictHostKeyChecking=no ops@%s 'sudo systemctl restart %s'" % (p, h, pick(SERVICES)),
            "Ask infra to add my key instead of scripting a password login.", "Who can add SSH keys on %s?" % h, [p])


@T("shell: curl -u user:pass", "en", "secret", 2)
def _():
    p = pick([pw_human, pw_strong, pw_alnum])()
    u = pick(["admin", "elastic", "jenkins", "svc-ci", "reporter"])
    host = pick(["jenkins.acme.io", "es.internal:9200", "nexus.corp.lan", "registry.acme.io"])
    return ("The API needs basic auth and the docs only mention the UI login.",
            "This call returns the build list: curl -u %s:%s https://%s/api/json?pretty=true\nUse an API token instead of the account password next time." % (u, p, host),
            "", [p])


@T("shell: redis-cli -a", "en", "secret", 1)
def _():
    p = pick([pw_alnum, pw_strong])(R.randint(16, 28)) if chance(0.5) else pw_human()
    return ("Cache keys for sessions weren't expiring. Inspected them with `redis-cli -h cache-01 -p 6380 -a %s --scan --pattern 'sess:*'`." % p,
            "TTL was never set because the wrapper swallowed the option; always check TTL on a sample key.", "", [p])


@T("dsn: mongodb+srv connection string", "en", "secret", 2)
def _():
    p = pick([pw_alnum, pw_human])()
    u = pick(USERS)
    return ("Atlas connection string for the analytics cluster (found in an old notebook): mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, p, rs(5, LAN), pick(DBS)),
            "Notebooks in the shared drive are not a secrets store.", opt(0.5, "Can we get per-person Atlas users?"), [p])


@T("dsn: postgres URL percent-encoded password", "en", "secret", 2)
def _():
    raw = pw_urlish()
    enc = pct(raw)
    u, h, d = pick(USERS), pick(HOSTS), pick(DBS)
    return ("SQLAlchemy kept failing with 'invalid port' because the password contains special characters. The URL has to be percent-encoded:",
            "DATABASE_URL=postgresql://%s:%s@%s:5432/%s\nurllib.parse.quote_plus on the password fixes it." % (u, enc, h, d),
            "", [enc])


@T("dsn: JDBC sqlserver password param", "en", "secret", 1)
def _():
    p = pick([pw_strong, pw_human])()
    return ("The Spring app talks to SQL Server, not Postgres like the rest of the stack. Working JDBC URL:\njdbc:sqlserver://%s:1433;databaseName=%s;user=sa;password=%s;encrypt=true;trustServerCertificate=true" % (pick(HOSTS), pick(DBS), p),
            "Check which driver a service uses before copying another service's config.", "", [p])


@T("dsn: amqp broker URL", "en", "secret", 1)
def _():
    p = pick([pw_alnum, pw_human])()
    return ("Celery workers stopped consuming after the RabbitMQ upgrade; the vhost was recreated without permissions.",
            "broker_url = 'amqp://%s:%s@rabbit.internal:5672/%s' works again after `rabbitmqctl set_permissions`." % (pick(["celery", "worker", "orders"]), p, pick(["prod", "jobs", "orders"])),
            "", [p])


@T("dsn: rediss URL with default user", "en", "secret", 1)
def _():
    p = pw_alnum(R.randint(24, 32))
    return ("Managed Redis requires TLS, hence rediss:// not redis://.",
            "REDIS_URL=rediss://default:%s@%s.cache.amazonaws.com:6379/0" % (p, rs(8, LAN)), opt(0.5, "Why is TLS off in the dev compose file?"), [p])


@T("config: Kafka SASL JAAS", "en", "secret", 2)
def _():
    key, sec = rs(16, UAN), rs(64, B64)
    return ("Consumer group lag alerts were firing because the consumer couldn't authenticate to Confluent Cloud. The client.properties that fixed it:\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";" % (key, sec),
            "SASL PLAIN over SSL; the username is the API key.", "", [sec])


@T("sql: CREATE USER IDENTIFIED BY", "en", "secret", 2)
def _():
    p = pick([pw_strong, pw_human, pw_punct])()
    u = pick(["report_ro", "metabase", "airbyte", "dbt_runner"])
    return ("Created a dedicated MySQL user for the BI tool:\nCREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON %s.* TO '%s'@'%%';" % (u, p, pick(DBS), u),
            "BI tools should never reuse the app user.", "", [p])


@T("sql: ALTER ROLE WITH PASSWORD", "en", "secret", 1)
def _():
    p = pick([pw_strong, pw_human])()
    u = pick(USERS)
    return ("The migration role had an expired password (VALID UNTIL was set last year).",
            "Ran: ALTER ROLE %s WITH LOGIN PASSWORD '%s' VALID UNTIL 'infinity'; then restarted pgbouncer." % (u, p),
            "Who set the expiry and was it intentional?", [p])


@T("http: Basic auth header base64", "en", "secret", 2)
def _():
    u = pick(["admin", "api", "partner-sync", "webhook"])
    p = pick([pw_human, pw_strong])()
    blob = b64encode("%s:%s" % (u, p))
    return ("Partner API only accepts Basic auth. Copied from the Postman console:\nAuthorization: Basic %s" % blob,
            "Decode the header before assuming which account a script uses.", "", [blob])


@T("http: Cookie header with session", "en", "secret", 1)
def _():
    sess = rs(R.randint(32, 48), B64U)
    return ("Reproducing the admin bug needs a logged-in session. I replayed the request with:\ncurl 'https://admin.acme.io/api/orders?page=2' -H 'Cookie: theme=dark; sessionid=%s; lang=en'" % sess,
            "Session cookies expire after 12h; grab a fresh one from devtools.", "", [sess])


@T("http: bearer JWT in header", "en", "secret", 2)
def _():
    j = _jwt(R.randint(120, 200))
    return ("Calling the internal API by hand requires a user JWT:", "curl -H 'Authorization: Bearer %s' https://api.internal/v2/orders\nToken lifetime is 1h." % j,
            "", [j])


@T("key: EC private key PEM", "en", "secret", 1)
def _():
    lines = pem_lines(R.choice([160, 164, 168]), 64, "MHcCAQEEI")
    lines = [x for x in lines]
    while len(lines[-1]) < 8:
        lines = pem_lines(R.choice([160, 164, 168]), 64, "MHcCAQEEI")
    pem = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"
    return ("The APNs signing key wasn't in the repo, only referenced by path. Found it in the old CI server's workspace:\n" + pem,
            "Keys like this belong in the secrets manager; the path reference in config is fine.", "", lines)


@T("key: OpenSSH private key", "en", "secret", 1)
def _():
    while True:
        lines = pem_lines(R.choice([280, 288, 296, 300]), 70, "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW")
        if len(lines[-1]) >= 8:
            break
    pem = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
    return ("Deploy to the edge boxes uses a shared deploy key. Copying it here so I don't lose it again:",
            pem, "Can we switch to per-user keys with certs?", lines)


@T("totp: otpauth URI seed", "en", "secret", 1)
def _():
    seed = rs(32, B32)
    return ("The shared ops account has 2FA and the seed was only on Marcus's phone. The enrollment QR decodes to otpauth://totp/Acme%%20AWS:ops?secret=%s&issuer=Acme%%20AWS" % seed,
            "Shared 2FA seeds should live in the team vault, not on one phone.", "", [seed])


@T("recovery codes list", "en", "secret", 1)
def _():
    codes = ["%s-%s" % (rs(5, LAN), rs(5, LAN)) for _ in range(R.randint(4, 6))]
    return ("GitHub org owner account recovery codes (found in the onboarding folder):\n" + "\n".join(codes),
            "Recovery codes get stored in the break-glass vault only.", "", codes)


@T("wifi: WPA key in prose", "en", "secret", 1)
def _():
    p = pick([pw_human, passphrase, pw_alnum])()
    ssid = pick(["Acme-Lab", "DeviceTest-5G", "ACME_IOT", "Office-Guest"])
    return ("The IoT test devices only join the lab network, which isn't in the wiki. SSID %s, WPA2 key: %s" % (ssid, p),
            "Device provisioning fails silently without network; check connectivity first.", "", [p])


@T("door code / alarm code", "en", "secret", 1)
def _():
    code = pick(["%s#%s" % (rs(4, DIG), rs(4, DIG)), rs(8, DIG), "*%s#" % rs(7, DIG)])
    return ("Server room access for the hardware swap: badge doesn't work after 7pm, the keypad code is %s." % code,
            "Plan on-site work with facilities; after-hours access is not obvious.", "", [code])


@T("pin: long device PIN", "en", "secret", 1)
def _():
    pin = rs(R.randint(8, 10), DIG)
    return ("The test iPhone (asset %s) is locked; nobody wrote down the passcode." % digits(5),
            "Got it from the QA lead: %s. Test devices should use a documented shared passcode stored in the vault." % pin, "", [pin])


@T("app password grouped", "en", "secret", 1)
def _():
    ap = " ".join(rs(4, LOW) for _ in range(4))
    return ("Outgoing email from the staging server uses a Gmail account with 2FA, so it needs an app password, not the account password.",
            "EMAIL_HOST_USER=alerts@acme.io\nEMAIL_HOST_PASSWORD=%s\nApp passwords keep working after the account password changes." % ap,
            "", [ap])


@T("passphrase with spaces for key", "en", "secret", 1)
def _():
    pp = passphrase(R.randint(4, 6))
    return ("The release signing GPG key is passphrase-protected and the CI job prompts forever.",
            "gpg --batch --pinentry-mode loopback --passphrase '%s' --detach-sign dist/app.tar.gz" % pp,
            "Can the key be moved to the CI secret store?", [pp])


@T("password with quotes/punctuation in config", "en", "secret", 1)
def _():
    p = pw_punct(R.randint(14, 22))
    return ("YAML choked on the SMTP password because it starts with a symbol. It has to be quoted:\nsmtp:\n  host: smtp.acme.io\n  user: noreply\n  password: '%s'" % p,
            "Always quote secrets in YAML.", "", [p])


@T("prose: logged in with value, no label", "en", "secret", 2)
def _():
    p = pw_human()
    return ("Grafana admin login isn't documented anywhere. I tried admin with %s (found it in the helm values history) and got in." % p,
            "Reset the Grafana admin and move it to the vault.", "", [p])


@T("prose: old and new password pair", "en", "secret", 2)
def _():
    old, new = pw_human(), pw_human()
    while old[:6] == new[:6]:
        new = pw_human()
    return ("Rotated the jenkins service account: old password %s, new password %s. Updated the credentials binding in Jenkins." % (old, new),
            "Rotation broke two freestyle jobs that had the password inline.", "Are there other jobs with inline creds?", [old, new])


@T("label ends field, value starts next", "en", "secret", 2)
def _():
    p = pick([pw_strong, pw_human, pw_alnum])()
    return ("Spent an hour on the VPN because the shared profile needs a separate pre-shared key. The PSK is:",
            "%s\nThe client doesn't say 'wrong PSK', it just times out." % p, "", [p])


@T("secret only in ask_next_time", "en", "secret", 2)
def _():
    p = pick([pw_human, pw_strong])()
    return ("The staging RabbitMQ management UI login isn't documented.",
            "Check the helm chart values for default credentials before asking around.",
            "Is %s still the management UI password, or was it changed after the audit?" % p, [p])


@T("prose: value described by its start", "en", "secret", 1)
def _():
    tok = rs(R.randint(28, 40))
    return ("There are two API keys in the partner portal; only one has write scope.",
            "Use the one that starts with %s, i.e. %s; the other is read-only." % (tok[:4], tok), "", [tok])


@T("log: connection string in stack trace", "en", "secret", 1)
def _():
    p = pick([pw_alnum, pw_human])()
    return ("Worker crashed at startup:\nTraceback (most recent call last):\n  File \"worker/db.py\", line 41, in connect\n    engine = create_engine(url)\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not connect to server\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\nurl was postgresql+psycopg2://%s:%s@%s:5432/%s" % (pick(USERS), p, pick(HOSTS), pick(DBS)),
            "The host was right but the security group blocked the new subnet.", "", [p])


@T("log: password in debug output", "en", "secret", 1)
def _():
    p = pick([pw_strong, pw_human])()
    return ("%s INFO  starting ldap sync\n%s DEBUG ldap bind dn=cn=svc-sync,ou=services,dc=acme,dc=io password=%s\n%s ERROR invalid credentials (49)" % (ts(), ts(), p, ts()),
            "The bind DN changed when the OU was renamed; also the debug logger prints the bind password, which needs fixing.", "", [p])


@T("diff: password change in config", "en", "secret", 1)
def _():
    old, new = pw_strong(), pw_strong()
    return ("The hotfix that made staging work again:\n```diff\n   datasource:\n     url: jdbc:postgresql://db:5432/app\n-    password: %s\n+    password: %s\n```" % (old, new),
            "This diff went into a public PR; both values need rotating.", "", [old, new])


@T("markdown table of accounts", "en", "secret", 1)
def _():
    rows, secs = [], []
    for env in ["dev", "staging", "prod"][:R.randint(2, 3)]:
        p = pick([pw_strong, pw_human])()
        secs.append(p)
        rows.append("| %s | %s | %s |" % (env, pick(USERS), p))
    return ("DB accounts per environment (from the old Confluence page):\n| env | user | password |\n|---|---|---|\n" + "\n".join(rows),
            "The Confluence page is readable by the whole company; ask to have it deleted.", "", secs)


@T("json blob with credentials", "en", "secret", 1)
def _():
    p = pick([pw_alnum, pw_human])()
    return ("The device provisioning endpoint returns creds in plain JSON:\n{\"device_id\": \"%s\", \"mqtt_user\": \"dev-%s\", \"mqtt_password\": \"%s\", \"broker\": \"mqtts://iot.acme.io:8883\"}" % (uuid4(), rs(6, LAN), p),
            "Check what the endpoint returns before logging responses.", "", [p])


@T("docker-compose POSTGRES_PASSWORD", "en", "secret", 1)
def _():
    p = pick([pw_strong, pw_alnum])()
    return ("Integration tests need a Postgres with a fixed password because the fixtures connect directly.",
            "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: %s\n      POSTGRES_DB: app_test" % p, "", [p])


@T("k8s Secret stringData", "en", "secret", 1)
def _():
    p, k = pick([pw_strong, pw_alnum])(), rs(40, B64U)
    return ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-env\ntype: Opaque\nstringData:\n  DB_PASSWORD: \"%s\"\n  SIGNING_KEY: \"%s\"" % (pick(SERVICES), p, k),
            "This manifest was committed to the infra repo; it should be a SealedSecret.", "", [p, k])


@T(".pgpass line", "en", "secret", 1)
def _():
    p = pick([pw_strong, pw_human])()
    return ("psql kept prompting even with PGPASSFILE set: the file had mode 644 and libpq ignores it then.",
            "~/.pgpass line that works after chmod 600:\n%s:5432:%s:%s:%s" % (pick(HOSTS), pick(DBS), pick(USERS), p), "", [p])


@T(".netrc machine entry", "en", "secret", 1)
def _():
    tok = uuid4() if chance(0.5) else rs(40, HEX)
    return ("git push to the internal mirror asked for credentials every time.",
            "Added to ~/.netrc:\nmachine git.acme.internal\n  login ci-bot\n  password %s" % tok, "", [tok])


@T("git remote URL with token", "en", "secret", 1)
def _():
    tok = pick(["glpat-" + rs(20, B64U), rs(40, HEX), "ghp_" + rs(36)])
    return ("CI could not clone the private submodule.",
            "Fixed by rewriting the submodule URL: git config --global url.\"https://oauth2:%s@gitlab.acme.io/\".insteadOf \"https://gitlab.acme.io/\"" % tok,
            "", [tok])


@T("htpasswd -b inline", "en", "secret", 1)
def _():
    p = pick([pw_human, pw_strong])()
    return ("Staging is behind nginx basic auth so crawlers don't index it. Added a user for the agency with htpasswd -b /etc/nginx/.htpasswd agency %s" % p,
            "Give each external party its own user so access can be revoked.", "", [p])


@T("ansible become pass extra var", "en", "secret", 1)
def _():
    p = pick([pw_human, pw_strong])()
    return ("The playbook needs sudo on hosts that don't have passwordless sudo.",
            "ansible-playbook -i inventories/legacy site.yml -e \"ansible_become_pass=%s\"\nBetter: ansible-vault encrypt_string." % p, "", [p])


@T("keytool storepass/keypass", "en", "secret", 1)
def _():
    p = pw_alnum(R.randint(12, 18))
    return ("Android release build fails at signing. The keystore passwords are in nobody's notes, finally got them:",
            "keytool -list -keystore release.jks -storepass %s\nkeyPassword is the same %s in gradle.properties." % (p, p), "", [p])


@T("openssl pkcs12 pass:", "en", "secret", 1)
def _():
    p = pick([pw_strong, pw_human])()
    return ("The load balancer wants a PFX, we have PEM. Converted with:\nopenssl pkcs12 -export -in fullchain.pem -inkey privkey.pem -out site.pfx -passout pass:%s" % p,
            "Upload the PFX and its password through the portal, never email them.", "", [p])


@T("wp-config define DB_PASSWORD", "en", "secret", 1)
def _():
    p = pw_punct(R.randint(14, 20))
    return ("Marketing's WordPress site isn't in the main infra repo at all.",
            "wp-config.php on the VM has: define( 'DB_PASSWORD', '%s' );  and the DB is on the same VM." % p, "", [p])


@T("spring datasource properties", "en", "secret", 1)
def _():
    p = pick([pw_strong, pw_human])()
    return ("application-prod.properties is mounted from a ConfigMap, not a Secret:\nspring.datasource.url=jdbc:postgresql://%s:5432/%s\nspring.datasource.username=%s\nspring.datasource.password=%s" % (pick(HOSTS), pick(DBS), pick(USERS), p),
            "ConfigMaps are readable by anyone with view access in the namespace.", "", [p])


@T("ldapsearch -w", "en", "secret", 1)
def _():
    p = pick([pw_strong, pw_human])()
    return ("Debugging why new hires don't show up in the app: the sync filter excludes the new OU.",
            "ldapsearch -x -H ldaps://ldap.acme.io -D 'cn=readonly,dc=acme,dc=io' -w '%s' -b 'ou=people,dc=acme,dc=io' '(memberOf=cn=eng,ou=groups,dc=acme,dc=io)'" % p,
            "", [p])


@T("windows net use / cmdkey", "en", "secret", 1)
def _():
    p = pick([pw_human, pw_strong])()
    return ("The build agent maps the artifacts share at boot. Startup script line:\nnet use Z: \\\\fs01\\artifacts /user:ACME\\svc_build %s /persistent:yes" % p,
            "A GPO mapping with a gMSA would avoid storing this.", "", [p])


@T("env: multiple secrets .env", "en", "secret", 1)
def _():
    p, j, k = pw_strong(), rs(48, B64U), "sk_live_51" + rs(97)
    return ("Full .env that got the monolith running locally:\nDATABASE_URL=postgres://app:%s@localhost:5432/app\nJWT_SECRET=%s\nSTRIPE_SECRET_KEY=%s\nDEBUG=true" % (p, j, k),
            "Half of these were prod values; local should use test keys.", "", [p, j, k])


@T("pip extra-index-url with creds", "en", "secret", 1)
def _():
    p = rs(R.randint(32, 64), B64U)
    return ("pip install fails on the internal package acme-core unless the private index is configured.",
            "pip install --extra-index-url https://ci:%s@pypi.acme.internal/simple acme-core==4.2.1" % p, "", [p])


@T("docker login -p", "en", "secret", 1)
def _():
    p = pick([pw_alnum, pw_human])()
    return ("Pull from the private registry failed with 'unauthorized'. docker login -u robot$ci -p %s registry.acme.io fixed it." % p,
            "Use --password-stdin so the password doesn't land in shell history.", "", [p])


@T("mosquitto_pub -P", "en", "secret", 1)
def _():
    p = pick([pw_alnum, pw_human])()
    return ("Simulating a sensor message for the dashboard demo:",
            "mosquitto_pub -h mqtt.acme.io -p 8883 --capath /etc/ssl/certs -u sensor-test -P %s -t 'plant/3/temp' -m '{\"c\":21.5}'" % p, "", [p])


@T("mount cifs password option", "en", "secret", 1)
def _():
    p = pick([pw_human, pw_strong])()
    return ("Report exports go to a Windows share. /etc/fstab on the reporting VM:\n//fs01/reports /mnt/reports cifs username=svc_reports,password=%s,uid=1000 0 0" % p,
            "Use a credentials= file with 600 permissions instead of inline options.", "", [p])


@T("1Password secret key format", "en", "secret", 1)
def _():
    sk = "A3-%s-%s-%s-%s-%s-%s" % (rs(6, UAN), rs(6, UAN), rs(5, UAN), rs(5, UAN), rs(5, UAN), rs(5, UAN))
    return ("Setting up the team vault on the new laptop needs the account Secret Key in addition to the password.",
            "The Emergency Kit PDF in the shared drive has it: %s" % sk, "Why is the Emergency Kit in a shared drive?", [sk])


@T("unzip/7z password", "en", "secret", 1)
def _():
    p = pick([pw_human, pw_strong])()
    style = R.randrange(2)
    cmd = ("7z x export_2025Q3.7z -p%s" if style else "unzip -P '%s' customer_export.zip") % p
    return ("The vendor sends data exports as encrypted archives; the password comes in a separate email.",
            "Extracted with: %s" % cmd, "", [p])


@T("sudo -S echo password", "en", "secret", 1)
def _():
    p = pick([pw_human, pw_strong])()
    return ("The provisioning script needs root on the old CentOS hosts.",
            "It does `echo '%s' | sudo -S yum install -y nginx`, which is why the password shows up in ps output." % p, "", [p])


@T("powershell ConvertTo-SecureString", "en", "secret", 1)
def _():
    p = pick([pw_strong, pw_human])()
    return ("Automating the IIS app pool identity change:\n$pw = ConvertTo-SecureString \"%s\" -AsPlainText -Force\n$cred = New-Object PSCredential('ACME\\svc_web', $pw)" % p,
            "Use Get-Secret from the SecretManagement module instead.", "", [p])


@T("terraform -var password", "en", "secret", 1)
def _():
    p = pick([pw_strong, pw_alnum])()
    return ("terraform apply for the new RDS instance:", "terraform apply -var 'db_master_password=%s' -target=module.orders_db\nThe value ends up in state; state bucket must be encrypted." % p, "", [p])


@T("helm --set password", "en", "secret", 1)
def _():
    p = pick([pw_strong, pw_alnum])()
    return ("Upgrading the Bitnami postgres chart requires passing the existing password or it fails the check.",
            "helm upgrade pg bitnami/postgresql -n data --set auth.postgresPassword=%s --reuse-values" % p, "", [p])


@T("python requests auth tuple", "en", "secret", 1)
def _():
    p = pick([pw_human, pw_strong, pw_alnum])()
    return ("scripts/export_tickets.py talks to the helpdesk API:\n```python\nresp = requests.get(URL, auth=(\"export-bot@acme.io\", \"%s\"), timeout=30)\n```" % p,
            "Move the credential into env before this script gets committed.", "", [p])


@T("go mysql DSN", "en", "secret", 1)
def _():
    p = pick([pw_strong, pw_alnum])()
    return ("The Go service uses the go-sql-driver DSN format, not a URL:\ndsn := \"%s:%s@tcp(%s:3306)/%s?parseTime=true&loc=UTC\"" % (pick(USERS), p, pick(HOSTS), pick(DBS)),
            "parseTime=true is required or DATETIME scans fail.", "", [p])


@T("sqlcmd -P", "en", "secret", 1)
def _():
    p = pick([pw_strong, pw_human])()
    return ("Needed to check a stored procedure on the reporting SQL Server.", "sqlcmd -S reporting.corp.lan,1433 -U sa -P \"%s\" -Q \"EXEC sp_helptext 'dbo.usp_MonthlyRevenue'\"" % p, "", [p])


@T("sqlplus user/password@", "en", "secret", 1)
def _():
    p = pw_alnum(R.randint(10, 16))
    return ("The ERP is Oracle; connect string format is different from what I expected.", "sqlplus erp_read/%s@//erp-db.corp.lan:1521/ERPPRD" % p, "", [p])


@T("clickhouse-client --password", "en", "secret", 1)
def _():
    p = pick([pw_alnum, pw_strong])()
    return ("Event counts disagreed between ClickHouse and Postgres. Queried directly:\nclickhouse-client --host ch01 --user analyst --password %s --query 'SELECT count() FROM events WHERE day = today()'" % p,
            "ClickHouse ingests with a delay of a few minutes; compare closed days only.", "", [p])


@T("elasticsearch elastic user", "en", "secret", 1)
def _():
    p = rs(20, AN)
    return ("Index template changes need the superuser. The elastic user's generated password from the install log: %s" % p,
            "Create a scoped role for template changes instead.", "", [p])


@T("nats URL creds", "en", "secret", 1)
def _():
    p = pick([pw_alnum, pw_human])()
    return ("The event bus is NATS, not Kafka as the architecture doc claims.", "NATS_URL=nats://orders:%s@nats.internal:4222 and the subject prefix is orders.v2.>" % p, "", [p])


@T("JWT signing secret config", "en", "secret", 1)
def _():
    k = rs(R.randint(48, 64), AN + "-_")
    return ("Tokens minted by the auth service were rejected by the gateway: both need the same HS256 secret.",
            "auth.jwt.secret=%s must be identical in auth-service and gateway." % k, "", [k])


@T("AES key hex in config", "en", "secret", 1)
def _():
    k = rs(64, HEX)
    return ("Field-level encryption key for PII columns is configured via ENCRYPTION_KEY (32 bytes hex). The staging value is %s" % k,
            "Losing this key means losing the data; confirm backups of the key exist.", "", [k])


@T("korean-keyboard password (en note)", "en", "secret", 1)
def _():
    p = pw_kokeys()
    return ("The Seoul office NAS admin password looks like random letters but it's a Korean phrase typed on an English layout: %s" % p,
            "Ask the Korean team when a password looks like gibberish; it might be Hangul typed in English mode.", "", [p])


@T("hangul password (en note)", "en", "secret", 1)
def _():
    p = pw_hangul()
    return ("The kiosk admin app accepts Unicode passwords, and the vendor set a Hangul one.",
            "Login for kiosk maintenance: admin / %s (needs Korean input method on the tablet)." % p, "", [p])


@T("ftp URL with credentials", "en", "secret", 1)
def _():
    p = pick([pw_human, pw_alnum])()
    return ("Supplier price lists are pulled from their FTP nightly.", "Source URL in the cron job: ftp://acme_pull:%s@ftp.supplier-example.com/outgoing/prices.csv" % p, "", [p])


@T("IPMI/iLO admin password", "en", "secret", 1)
def _():
    p = pw_alnum(8) if chance(0.5) else pw_strong(12)
    return ("The rack server hung and needed a power cycle via iLO.", "iLO web login Administrator / %s (the factory one from the pull tab, never changed)." % p, "", [p])


@T("snmp community string", "en", "secret", 1)
def _():
    c = rs(4, LOW) + "-" + rs(5, LAN) + rs(2, DIG)
    return ("Switch port stats weren't showing in the monitoring.", "snmpwalk -v2c -c %s 10.0.0.2 IF-MIB::ifHCInOctets worked once the monitoring host IP was allowed." % c, "", [c])


@T("cassandra cqlsh -p", "en", "secret", 1)
def _():
    p = pick([pw_human, pw_alnum])()
    return ("Reading the session table in Cassandra:", "cqlsh cass-01.internal 9042 -u app_ro -p %s -e \"SELECT * FROM sessions.by_user LIMIT 5\"" % p, "", [p])


@T("neo4j cypher-shell", "en", "secret", 1)
def _():
    p = pick([pw_human, pw_strong])()
    return ("Recommendation graph lives in Neo4j. cypher-shell -a bolt://graph.internal:7687 -u neo4j -p '%s' 'MATCH (n) RETURN count(n)'" % p,
            "Default neo4j user is still in use; create app users.", "", [p])


@T("snowflake SNOWSQL_PWD", "en", "secret", 1)
def _():
    p = pick([pw_strong, pw_human])()
    return ("dbt runs locally against Snowflake need the service user.", "SNOWSQL_PWD='%s' snowsql -a acme-xy12345 -u DBT_SVC -w TRANSFORM_WH" % p, "", [p])


@T("vnc password", "en", "secret", 1)
def _():
    p = rs(8, AN)
    return ("The lab's Windows test VM is reachable over VNC only.", "vncviewer 10.30.0.14:5901, password %s (VNC truncates to 8 chars anyway)." % p, "", [p])


# ======================= Korean secret templates =======================
def ptc():
    return pick(["이고", "인데", "임", "이었음", "으로", "로", "라서", "이라", ""])


@T("ko: mysql -p 붙여쓴 비번", "ko", "secret")
def _():
    p = pick([pw_human, pw_strong, pw_kokeys])()
    d = pick(DBS)
    return ("%s 스키마 직접 봐야 해서 접속함. mysql -h %s -u %s -p%s %s 이렇게 붙여 써야 됨 (-p 뒤에 공백 넣으면 DB명으로 인식)" % (d, pick(HOSTS), pick(USERS), p, d),
            "ORM 마이그레이션 상태부터 확인하자.", "", [p])


@T("ko: 비번 조사 붙은 산문", "ko", "secret")
def _():
    p = pick([pw_human, pw_kokeys, pw_strong])()
    return ("스테이징 DB 비번은 %s%s 운영이랑 다름. 위키엔 예전 값이 적혀있어서 30분 날림." % (p, pick(["이고", "인데", "이라서"])),
            "위키 값 믿지 말고 볼트에서 확인.", opt(0.5, "위키 페이지 누가 관리하는지?"), [p])


@T("ko: 암호 라벨 + 한글 비번", "ko", "secret")
def _():
    p = pw_hangul()
    return ("사내 NAS 관리자 계정 암호가 한글임: %s  (한글 입력기 켜고 쳐야 함)" % p,
            "한글 비밀번호는 원격 터미널에서 입력이 안 될 수 있음. 영문으로 바꾸자고 건의.", "", [p])


@T("ko: 한영 안 바꾸고 친 비번", "ko", "secret")
def _():
    p = pw_kokeys()
    return ("사무실 공유기 관리자 비번이 이상한 영문자처럼 보이는데 사실 한영키 안 누르고 친 거임.",
            "비번: %s\n이런 건 기록 안 하면 아무도 못 맞춤." % p, "", [p])


@T("ko: 접속 정보 목록", "ko", "secret")
def _():
    p = pick([pw_strong, pw_human])()
    h, u = pick(HOSTS), pick(USERS)
    return ("레거시 배치 서버 접속 정보\n- 호스트: %s\n- 계정: %s\n- 비밀번호: %s\n- 포트: 22" % (h, u, p),
            "키 인증으로 바꿔달라고 인프라팀에 요청하기.", "", [p])


@T("ko: sshpass 명령", "ko", "secret", 2)
def _():
    p = pick([pw_human, pw_kokeys])()
    return ("배포 스크립트가 sshpass 로 접속함: sshpass -p '%s' scp build.tar.gz deploy@%s:/opt/app/" % (p, pick(HOSTS)),
            "비번 로그인 스크립트는 ps 에 다 보임. 키 배포로 전환 필요.", "", [p])


@T("ko: postgres URL 퍼센트 인코딩", "ko", "secret", 2)
def _():
    raw = pw_urlish()
    enc = pct(raw)
    return ("비번에 특수문자 있어서 DATABASE_URL 파싱 에러 났음. 인코딩해서 넣으니 됨:",
            "DATABASE_URL=postgresql://%s:%s@%s:5432/%s\n특수문자는 꼭 퍼센트 인코딩." % (pick(USERS), enc, pick(HOSTS), pick(DBS)), "", [enc])


@T("ko: 몽고 URI", "ko", "secret", 2)
def _():
    p = pick([pw_alnum, pw_human])()
    return ("분석용 몽고 클러스터 접속 URI 노트북에 박혀 있었음 → mongodb+srv://%s:%s@analytics.%s.mongodb.net/" % (pick(USERS), p, rs(5, LAN)),
            "공유 드라이브 노트북은 비밀 저장소가 아님.", "", [p])


@T("ko: redis 비번 -a", "ko", "secret", 2)
def _():
    p = pw_alnum(R.randint(16, 26))
    return ("세션 키가 만료 안 돼서 직접 확인: redis-cli -h cache-01 -a %s --scan --pattern 'sess:*' | head" % p,
            "TTL 안 걸린 키가 수십만 개였음. 래퍼에서 옵션 누락.", "", [p])


@T("ko: 예전/새 비번", "ko", "secret", 2)
def _():
    old, new = pick([pw_human, pw_kokeys])(), pick([pw_human, pw_strong])()
    return ("젠킨스 서비스 계정 비번 교체함. 기존 %s → 변경 %s" % (old, new),
            "인라인으로 비번 박힌 잡 두 개가 깨짐. 크리덴셜 바인딩으로 바꿈.", "다른 잡에도 인라인 비번 있는지?", [old, new])


@T("ko: 라벨로 끝나고 다음 필드에 값", "ko", "secret", 2)
def _():
    p = pick([pw_strong, pw_human, pw_kokeys])()
    return ("VPN 공유 프로필은 PSK가 따로 필요함. 사전 공유키는",
            "%s 이거. 틀려도 에러 없이 타임아웃만 남." % p, "", [p])


@T("ko: ask 에만 비번", "ko", "secret", 2)
def _():
    p = pick([pw_human, pw_strong, pw_hangul])()
    return ("RabbitMQ 관리 UI 로그인 정보가 어디에도 없음.", "헬름 values 기본값부터 확인할 것.",
            "관리 UI 비번 아직 %s 맞나요? 감사 이후 바뀌었는지 확인 부탁" % p, [p])


@T("ko: 와이파이 비번", "ko", "secret", 2)
def _():
    p = pick([pw_human, pw_kokeys, pw_alnum])()
    return ("테스트 단말은 연구소 와이파이에만 붙음. SSID Acme-Lab-5G / 비번 %s%s 위키에 없어서 물어봄." % (p, ptc()),
            "단말 프로비저닝 실패하면 네트워크부터 의심.", "", [p])


@T("ko: 도어락/출입 번호", "ko", "secret", 2)
def _():
    code = pick(["%s*%s" % (rs(4, DIG), rs(4, DIG)), rs(8, DIG), "#" + rs(8, DIG)])
    return ("서버실 장비 교체하러 갔는데 밤에는 출입카드 안 먹힘. 도어락 번호 %s 관리팀에서 받음." % code,
            "야간 작업은 시설팀이랑 미리 잡기.", "", [code])


@T("ko: OTP 시드", "ko", "secret", 2)
def _():
    seed = rs(32, B32)
    return ("공용 운영 계정 2FA 시드가 한 사람 폰에만 있었음. 등록 QR 디코딩하면 secret=%s" % seed,
            "공용 OTP 시드는 팀 볼트에.", "", [seed])


@T("ko: 복구 코드", "ko", "secret", 2)
def _():
    codes = ["%s-%s" % (rs(4, LAN), rs(4, LAN)) for _ in range(R.randint(3, 5))]
    return ("깃허브 조직 오너 계정 복구 코드 (온보딩 폴더에 있던 것)\n" + "\n".join("- " + c for c in codes),
            "복구 코드는 브레이크글래스 볼트에만 보관.", "", codes)


@T("ko: 앱 비밀번호", "ko", "secret", 2)
def _():
    ap = " ".join(rs(4, LOW) for _ in range(4))
    return ("스테이징 메일 발송 계정이 2단계 인증이라 계정 비번 말고 앱 비밀번호 써야 함.",
            "EMAIL_HOST_PASSWORD=%s\n앱 비밀번호는 공백 포함 그대로 넣어도 됨." % ap, "", [ap])


@T("ko: 띄어쓰기 있는 패스프레이즈", "ko", "secret", 2)
def _():
    pp = pick(["우리 팀 최고 %s" % rs(4, DIG), "오늘도 무사히 배포 %s" % rs(3, DIG), "판교 점심은 국밥 %s" % rs(2, DIG)]) if chance(0.5) else passphrase(4)
    return ("릴리즈 서명 GPG 키 패스프레이즈 때문에 CI 잡이 멈춰 있었음.",
            "gpg --batch --pinentry-mode loopback --passphrase \"%s\" --detach-sign dist/app.tgz" % pp, "", [pp])


@T("ko: 슬랙 DM 인용 비번", "ko", "secret", 2)
def _():
    p = pick([pw_human, pw_strong])()
    who = pick(PEOPLE_KO)
    return ("그라파나 admin 계정 정보가 문서에 없음.", "%s 한테 DM으로 받음: \"admin / %s 요\" → 로그인 됨. 볼트로 옮겨야 함." % (who, p), "", [p])


@T("ko: 로그 속 비번", "ko", "secret", 2)
def _():
    p = pick([pw_strong, pw_human])()
    return ("LDAP 동기화가 계속 실패. 로그 보니:\n[%s] DEBUG bind dn=cn=svc-sync,dc=acme,dc=kr pw=%s\n[%s] ERROR Invalid credentials (49)" % (ts(), p, ts()),
            "OU 이름 바뀌면서 DN 달라짐. 그리고 디버그 로그에 비번 찍히는 것도 고쳐야 함.", "", [p])


@T("ko: diff 로 본 비번 변경", "ko", "secret", 2)
def _():
    old, new = pw_strong(), pw_strong()
    return ("스테이징 살린 핫픽스 diff:\n-  password: %s\n+  password: %s" % (old, new),
            "이 PR 공개 레포에 올라갔음. 두 값 다 로테이션 필요.", "", [old, new])


@T("ko: 표로 정리한 계정", "ko", "secret", 2)
def _():
    rows, secs = [], []
    for env in ["개발", "스테이징", "운영"][:R.randint(2, 3)]:
        p = pick([pw_strong, pw_kokeys, pw_human])()
        secs.append(p)
        rows.append("| %s | %s | %s |" % (env, pick(USERS), p))
    return ("환경별 DB 계정 (예전 컨플 페이지)\n| 환경 | 계정 | 비번 |\n|---|---|---|\n" + "\n".join(rows),
            "전사 공개 페이지라 삭제 요청해야 함.", "", secs)


@T("ko: docker-compose 비번", "ko", "secret", 2)
def _():
    p = pick([pw_strong, pw_alnum])()
    return ("통합 테스트용 DB는 비번 고정이어야 픽스처가 붙음.",
            "docker-compose.test.yml\n  db:\n    image: mysql:8\n    environment:\n      MYSQL_ROOT_PASSWORD: %s" % p, "", [p])


@T("ko: JSON 응답 속 비번", "ko", "secret", 2)
def _():
    p = pw_alnum(R.randint(14, 20))
    return ("디바이스 등록 API 응답에 평문 비번이 옴: {\"device\":\"%s\",\"mqtt_pw\":\"%s\"}" % (rs(10, LAN), p),
            "응답 로깅하기 전에 내용 확인할 것.", "", [p])


@T("ko: curl -u", "ko", "secret", 2)
def _():
    p = pick([pw_human, pw_strong])()
    return ("젠킨스 API는 UI 로그인 정보로 basic auth 됨.", "curl -u admin:%s https://jenkins.acme.kr/job/deploy/lastBuild/api/json 으로 상태 확인" % p,
            "API 토큰으로 바꾸자.", [p])


@T("ko: 베이직 인증 헤더", "ko", "secret", 2)
def _():
    blob = b64encode("%s:%s" % (pick(["partner", "api", "batch"]), pick([pw_human, pw_strong])()))
    return ("파트너 API는 Basic 인증만 받음. 포스트맨 콘솔에서 복사한 헤더: Authorization: Basic %s" % blob,
            "어느 계정인지 헤더 디코딩해서 확인하기.", "", [blob])


@T("ko: 쿠키 세션값", "ko", "secret", 2)
def _():
    sess = rs(40, B64U)
    return ("어드민 버그 재현하려면 로그인 세션 필요. 개발자도구에서 복사한 쿠키 JSESSIONID=%s 로 요청 재현함." % sess,
            "세션은 12시간 후 만료.", "", [sess])


@T("ko: SQL 사용자 생성", "ko", "secret", 2)
def _():
    p = pick([pw_strong, pw_kokeys])()
    return ("메타베이스용 계정 따로 만듦:\nCREATE USER metabase WITH PASSWORD '%s';\nGRANT pg_read_all_data TO metabase;" % p,
            "BI 도구는 앱 계정 재사용 금지.", "", [p])


@T("ko: 개인키 PEM", "ko", "secret", 2)
def _():
    while True:
        lines = pem_lines(R.choice([160, 164, 168]), 64, "MHcCAQEEI")
        if len(lines[-1]) >= 8:
            break
    pem = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"
    return ("APNs 서명키가 레포엔 경로만 있고 파일은 없었음. 예전 CI 서버 워크스페이스에서 찾음:", pem + "\n시크릿 매니저로 옮기기.", "", lines)


@T("ko: 여러 값 .env", "ko", "secret", 2)
def _():
    p, j = pick([pw_strong, pw_kokeys])(), rs(48, B64U)
    return ("모놀리스 로컬 실행용 .env 전체:\nDB_PASSWORD=%s\nJWT_SECRET=%s\nREDIS_HOST=localhost" % (p, j),
            "운영 값이 섞여 있었음. 로컬은 테스트 값만.", "", [p, j])


@T("ko: PIN 번호", "ko", "secret", 2)
def _():
    pin = rs(R.randint(8, 10), DIG)
    return ("테스트용 갤럭시 단말 잠금 풀어야 했는데 비번 아무도 모름.", "QA 리드가 알려줌: 핀번호 %s%s 테스트 단말 공용 PIN은 볼트에 두자." % (pin, ptc()), "", [pin])


@T("ko: 공인인증서 암호", "ko", "secret", 2)
def _():
    p = pick([pw_human, pw_kokeys])() + pick(["!", "@", "#"])
    return ("세금계산서 발행 배치가 법인 인증서로 서명하는데 인증서 암호가 만료 갱신 때 바뀜.",
            "새 인증서 암호 %s 로 signer.properties 수정. 인증서 갱신 일정 캘린더에 등록." % p, "", [p])


@T("ko: 키스토어 비번", "ko", "secret", 2)
def _():
    p = pw_alnum(R.randint(12, 16))
    return ("안드로이드 릴리즈 서명 단계에서 실패.", "gradle.properties 에 RELEASE_STORE_PASSWORD=%s 넣으니 통과. 이 파일 커밋 금지!" % p, "", [p])


@T("ko: 셸 변수에 비번", "ko", "secret", 2)
def _():
    p = pick([pw_punct, pw_strong])()
    return ("백업 스크립트 돌릴 때 변수로 넘김:\nDB_PASS='%s' ./backup.sh --target s3://acme-backup/daily" % p,
            "작은따옴표로 감싸야 $ 같은 문자가 안 깨짐.", "", [p])


@T("ko: 엑셀/시트에 적힌 비번", "ko", "secret", 2)
def _():
    p = pick([pw_human, pw_kokeys, pw_hangul])()
    return ("운영팀 공유 시트 '계정정보' 탭에 CS 어드민 비번이 그대로 있음 → %s" % p,
            "시트 공유 범위 확인하고 비번 바꾸기.", "", [p])


@T("ko: 윈도우 원격 접속", "ko", "secret", 2)
def _():
    p = pick([pw_human, pw_strong])()
    return ("POS 테스트 PC는 원격 데스크톱으로만 접속 가능. mstsc /v:10.10.5.21 → administrator / %s" % p,
            "관리자 계정 공유 사용 중. 개인 계정 발급 요청.", "", [p])


@T("ko: helm set 비번", "ko", "secret", 2)
def _():
    p = pick([pw_strong, pw_alnum])()
    return ("bitnami 레디스 차트 업그레이드할 때 기존 비번 안 넘기면 실패함.",
            "helm upgrade redis bitnami/redis --set auth.password=%s --reuse-values" % p, "", [p])


@T("ko: 패스워드 질문 형태", "ko", "secret", 2)
def _():
    p = pick([pw_human, pw_kokeys])()
    return ("FTP 서버 계정 비번이 %s 맞는지 모르겠음. 접속은 되는데 업로드 권한이 없음." % p,
            "권한 문제인지 계정 문제인지 구분해서 물어보기.", "", [p])


# ======================= clean templates =======================
_VC = {}


def nth(key, options):
    """deterministic rotation through hand-written variants so a template never repeats itself"""
    i = _VC.get(key, 0)
    _VC[key] = i + 1
    return options[i % len(options)]


def sha40():
    return rs(40, HEX)


def sha64():
    return rs(64, HEX)


def V3(cat, lang, variants, n=None):
    """register a clean template made of fixed, hand-written variants"""
    def fn():
        mc, lesson, ask = nth(cat, variants)
        return (mc() if callable(mc) else mc, lesson, ask)
    TEMPLATES.append((cat, lang, "clean", fn, n or min(3, len(variants))))


V3("clean: env var reference via secret CLI", "en", [
    ("The migration script needs DB_PASSWORD but it is not in .env.example.",
     "Load it on demand: export DB_PASSWORD=\"$(vault kv get -field=password secret/orders/db)\"", "Is the vault path the same for staging?"),
    ("Where does the deploy script get the registry password? It doesn't: it runs `aws ecr get-login-password | docker login --username AWS --password-stdin $REGISTRY`.",
     "Nothing to store; the CI role can mint the login on demand.", ""),
    ("Local runs need GCP credentials; the team uses `gcloud auth application-default login` rather than a key file.",
     "If GOOGLE_APPLICATION_CREDENTIALS is set to a stale path it wins over ADC, so unset it first.", ""),
])

V3("clean: CI secrets expressions", "en", [
    ("Publishing failed because the workflow referenced a secret that exists only at org level and the repo wasn't granted access.",
     "env:\n  NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n  SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}\nOrg secrets need the repo added to their access list.", ""),
    ("GitLab job couldn't push the image: $CI_REGISTRY_PASSWORD is only injected for protected branches.",
     "docker login -u \"$CI_REGISTRY_USER\" -p \"$CI_REGISTRY_PASSWORD\" \"$CI_REGISTRY\" works on main; feature branches need the variable unprotected or a different flow.", ""),
    ("The Jenkinsfile wraps the deploy in withCredentials([string(credentialsId: 'prod-api-token', variable: 'API_TOKEN')]) and I didn't have permission to the folder that holds that credential ID.",
     "Credential IDs are folder-scoped in Jenkins; ask for folder access, not the token.", "Who administers the payments Jenkins folder?"),
])

V3("clean: placeholders in example config", "en", [
    ("Nobody told me which variables are required; .env.example lists them with placeholders:\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\nOPENAI_API_KEY=<your-openai-key>\nDATABASE_URL=postgres://user:password@localhost:5432/app",
     "Copy .env.example and fill in real values from the vault; the placeholders fail fast with a clear error.", ""),
    ("The README's curl example uses -H 'Authorization: Bearer YOUR_TOKEN_HERE' and I spent ten minutes wondering why it returned 401.",
     "Placeholders in docs are literal text; get a personal token from the developer portal.", ""),
    ("config/secrets.example.yml:\nstripe:\n  secret_key: \"REPLACE_ME\"\nsmtp:\n  password: \"<set-in-vault>\"\nThe app booted with those literals and only failed on the first charge.",
     "Add a startup check that rejects REPLACE_ME values.", ""),
])

V3("clean: masked values", "en", [
    (lambda: "The integrations page shows the current key as ghp_%s%s and I couldn't tell whether it was the new one." % ("*" * 16, rs(4, LAN)),
     "Compare the last four characters with the audit log entry instead of asking for the full key.", ""),
    (lambda: "The Stripe dashboard lists the restricted key as rk_live_...%s; our config has a different suffix, so prod is still on the old key." % rs(4, AN),
     "Suffix comparison is enough to tell keys apart.", ""),
    ("`heroku config` output shows DATABASE_URL: postgres://u8k••••••@ec2-host:5432/d3f••• because of the masking plugin.",
     "Use `heroku pg:credentials:url` if you really need it, from a secure shell.", ""),
])

V3("clean: redacted examples", "en", [
    (lambda: "Our logging middleware already scrubs secrets; a sample line looks like:\n%s INFO outbound POST /v1/charges headers={'Authorization': 'Bearer [REDACTED]'} status=200" % ts(),
     "If you see an unredacted header in logs, the request bypassed the middleware.", ""),
    ("The incident write-up quotes the leaked URL as postgres://admin:[REDACTED]@prod-db:5432/app, which is enough to know which account to rotate.",
     "Rotate by account name; nobody needs the actual value.", ""),
    ("Bug report template asks people to paste config with secrets replaced: api_key: <redacted>, password: ********.",
     "Reject bug reports that contain unredacted config.", ""),
])

TEMPLATES.append(("clean: git commit SHAs", "en", "clean", lambda: (
    "The regression came in between %s and %s; git bisect landed on %s." % (sha40()[:12], sha40()[:12], sha40()),
    "Bisect with the integration test, not the unit tests, which don't cover the serializer.", ""), 3))

TEMPLATES.append(("clean: container image digest", "en", "clean", lambda: (
    "Prod and staging ran different images despite the same tag. Prod pulled ghcr.io/acme/%s@sha256:%s" % (pick(SERVICES), sha64()),
    "Pin deployments by digest, not by mutable tag.", ""), 3))

TEMPLATES.append(("clean: request IDs and UUIDs", "en", "clean", lambda: (
    "Support ticket references request %s; the trace shows it hit the old pod (%s)." % (uuid4(), uuid4()),
    "Search logs by x-request-id first; it's propagated through every service.", ""), 3))

V3("clean: base64 of non-secret data", "en", [
    (lambda: "The ConfigMap value looked like a secret but it's just base64 of plain settings: %s" % b64encode("log_level=debug\nfeature_x=true"),
     "Decode before panicking; `base64 -d` shows it's log settings.", ""),
    (lambda: "Pagination cursor in the API response is %s — it's base64 of {\"after\": %d} and clients shouldn't parse it." % (b64encode("{\"after\": %d}" % R.randint(10000, 99999)).rstrip("="), R.randint(10000, 99999)),
     "Cursors are opaque by contract even if they're readable.", ""),
    (lambda: "The k8s Secret for the public CA bundle is named 'secret' but contains only ca.crt: %s..." % b64encode("-----BEGIN CERTIFICATE-----\nMIID")[:40],
     "Not everything in a Secret object is sensitive; this one is the public CA.", ""),
])

TEMPLATES.append(("clean: IAM role ARN", "en", "clean", lambda: (
    "The job assumes arn:aws:iam::%s:role/%s-deployer and then reads arn:aws:s3:::acme-%s-artifacts/*." % (digits(12), pick(SERVICES), pick(["prod", "stg"])),
    "AssumeRole failures were a missing trust policy entry for the CI OIDC provider.", ""), 3))

TEMPLATES.append(("clean: SSH public key", "en", "clean", lambda: (
    "To get access to the bastion, append your public key to the authorized_keys role. Mine: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@laptop" % (rs(43, B64), pick(PEOPLE_EN).lower()),
    "Only the .pub file goes into the repo; private keys never leave the laptop.", ""), 3))

TEMPLATES.append(("clean: key fingerprints", "en", "clean", lambda: (
    "Host key verification failed after the bastion was rebuilt. New fingerprint: SHA256:%s (ED25519)." % rs(43, B64),
    "Verify fingerprints against the infra channel announcement before accepting.", pick(["", "Can the fingerprint be published in the wiki?"])), 3))

V3("clean: CLI password flags explained", "en", [
    ("Scripts kept hanging on `mysql -u root -p` because -p without a value prompts interactively.",
     "Use --defaults-extra-file pointing at a 600-permission option file, or `--login-path` via mysql_config_editor; never put the password after -p on the command line.", ""),
    ("`psql -W` forces a password prompt even when .pgpass would have worked; that's why the cron job hung.",
     "Drop -W in non-interactive scripts; use -w to fail instead of prompting.", ""),
    ("redis-cli warns 'Using a password with -a may not be safe' — the supported way is REDISCLI_AUTH in the environment or `--askpass`.",
     "Prefer --askpass interactively; the env var for scripts.", ""),
])

V3("clean: password policy", "en", [
    ("Sign-up tests failed after the policy change: passwords now need at least 12 characters, one digit, one symbol, and cannot contain the email local part.",
     "The fixtures' hardcoded passwords are too short; generate them from the policy helper instead.", ""),
    ("AD password expiry is 90 days for service accounts too, which is why the sync job dies every quarter.",
     "Ask for a managed service account instead of a user account with expiry.", "Can svc accounts be exempted from expiry?"),
    ("Admin accounts require a hardware key since the audit; SMS 2FA is disabled for them.",
     "Get a YubiKey from IT before your first on-call.", ""),
])

V3("clean: auth error messages", "en", [
    (lambda: "%s\nFATAL:  password authentication failed for user \"%s\"\n401 Unauthorized {\"error\":\"invalid_token\",\"error_description\":\"The access token expired\"}" % (ts(), pick(USERS)),
     "Two different problems: pgbouncer user list was stale, and the OAuth refresh job had stopped.", ""),
    ("botocore.exceptions.ClientError: An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.",
     "The profile pointed at a deleted IAM user; switch to SSO.", ""),
    ("remote: HTTP Basic: Access denied. The provided password or token is incorrect or your account has 2FA enabled and you must use a personal access token instead of a password.",
     "GitLab over HTTPS needs a PAT when 2FA is on; or use SSH.", ""),
])

V3("clean: config keys without values", "en", [
    ("The app refuses to boot if any of these are empty, but they're not documented:\nSMTP_PASSWORD=\nAPI_SECRET_KEY=\nSESSION_SECRET=",
     "Ask for the list of required env vars before the first deploy.", "Can we add a startup check that names the missing variable?"),
    ("settings schema lists `db.password` (string, required, secret: true) and `db.user`; the loader error just says 'validation failed'.",
     "Run `app config validate --verbose` to see which key failed.", ""),
    ("Terraform variable \"db_master_password\" { type = string, sensitive = true } has no default, so plan prompts for it.",
     "Plans in CI read it from TF_VAR_db_master_password, injected by the pipeline.", ""),
])

V3("clean: code reading secrets", "en", [
    ("The Stripe client is created in billing/client.py:\n```python\nstripe.api_key = os.environ[\"STRIPE_SECRET_KEY\"]\nwebhook_secret = settings.STRIPE_WEBHOOK_SECRET\n```",
     "KeyError at import time means the env isn't loaded; the test runner needs --env-file.", ""),
    ("Go service reads creds with `token := os.Getenv(\"GITHUB_TOKEN\"); if token == \"\" { log.Fatal(\"GITHUB_TOKEN not set\") }` — the pod spec had GH_TOKEN instead.",
     "Grep for Getenv names before renaming variables.", ""),
    ("`const apiKey = config.get<string>('payments.apiKey')` pulls from node-config, which merges local.json last; my stale local.json overrode the env mapping.",
     "Delete local.json when configs look haunted.", ""),
])

TEMPLATES.append(("clean: version and build strings", "en", "clean", lambda: (
    "The crash only happens on app version %d.%d.%d (build %d), Android %d." % (R.randint(3, 7), R.randint(0, 30), R.randint(0, 9), R.randint(20000, 99999), R.randint(11, 15)),
    "Check the version matrix in the crash dashboard before trying to repro on an emulator.", ""), 3))

V3("clean: credential file paths", "en", [
    ("Local AWS calls used the wrong profile: ~/.aws/credentials has [default] pointing at the sandbox account, and AWS_PROFILE wasn't set.",
     "Set AWS_PROFILE explicitly.", ""),
    ("nginx failed to start: cannot load certificate key \"/etc/ssl/private/api.acme.io.key\": permission denied.",
     "The key file must be readable by root only; nginx master reads it before dropping privileges.", ""),
    ("kubectl used ~/.kube/config-staging because KUBECONFIG was exported in .zshrc from an old project.",
     "Check KUBECONFIG and current-context before any apply.", ""),
])

V3("clean: ports and hosts", "en", [
    ("Services in the dev compose: postgres on 5433 (not 5432), redis 6380, the API on 8081, admin on 3001.",
     "Port clashes with a local Postgres were the reason for the odd numbers.", ""),
    ("The staging bastion listens on 2222, not 22, and only from the VPN range 10.8.0.0/16.",
     "Connection timeouts mean you're off VPN.", ""),
    ("Kafka brokers advertise kafka-0.kafka-headless:9092 internally and 19092 externally; the client must use the external listener from laptops.",
     "advertised.listeners mismatch is the usual cause of 'connected but no metadata'.", ""),
])

V3("clean: obviously fake fixtures", "en", [
    ("Unit tests for the token parser use fixtures like FAKE_TOKEN = \"not-a-real-token\" and the CI secret scanner flagged the file.",
     "Fake fixtures are fine; add the file to the scanner allowlist with a comment.", ""),
    ("tests/factories.py builds users with password=\"test-password-do-not-use\" and the login test asserts on the bcrypt check.",
     "Keep fixture passwords obviously fake so scanners and reviewers don't panic.", ""),
    ("The mock OAuth server returns access_token \"mock-access-token\" and refresh_token \"mock-refresh-token\" for every request.",
     "If you see those strings outside tests, a mock leaked into a real config.", ""),
])

V3("clean: documentation example keys", "en", [
    ("The SDK docs example uses AKIAIOSFODNN7EXAMPLE with wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY; the local mock (moto) accepts any values.",
     "For moto-based tests you don't need real credentials at all.", ""),
    ("Our API docs show requests with api_key=demo and the demo key is rate-limited to 10 calls/min by design.",
     "Get a real key from the portal before load testing.", ""),
])

TEMPLATES.append(("clean: feature flags", "en", "clean", lambda: (
    "The new auth flow is behind flags: ENABLE_PASSKEY_LOGIN=%s, REQUIRE_MFA_FOR_ADMINS=%s, TOKEN_TTL_MINUTES=%d." % (pick(["true", "false"]), pick(["true", "false"]), R.randint(5, 90)),
    "Flags are per-environment in LaunchDarkly; the env vars only set defaults.", ""), 3))

TEMPLATES.append(("clean: ticket numbers", "en", "clean", lambda: (
    "Context for the password reset bug is spread across SEC-%d, OPS-%d and PR #%d." % (R.randint(100, 999), R.randint(1000, 9999), R.randint(1000, 9999)),
    "Read the security ticket first; it has the timeline.", ""), 3))

TEMPLATES.append(("clean: ethereum tx hash and address", "en", "clean", lambda: (
    "The payout tx 0x%s failed because the contract at 0x%s was paused." % (rs(64, HEX), rs(40, HEX)),
    "Check the contract's paused() before retrying payouts.", ""), 3))

V3("clean: secret references in manifests", "en", [
    ("env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: orders-db\n        key: password",
     "The pod crash-looped because the Secret existed in the wrong namespace.", ""),
    ("ExternalSecret maps remoteRef key prod/payments/stripe property secret_key into a k8s Secret named stripe; the refresh interval is 1h.",
     "After rotating in AWS, force-sync the ExternalSecret or wait an hour.", ""),
    ("docker-compose uses secrets:\n  db_password:\n    file: ./secrets/db_password.txt\nand the app reads /run/secrets/db_password.",
     "The file is gitignored; create it locally from the vault.", ""),
])

TEMPLATES.append(("clean: npm integrity hash", "en", "clean", lambda: (
    "package-lock conflict: \"integrity\": \"sha512-%s==\" differs between branches for %s." % (rs(86, B64), pick(["lodash", "semver", "axios"])),
    "Regenerate the lockfile on main rather than hand-merging integrity hashes.", ""), 3))

TEMPLATES.append(("clean: go.sum hashes", "en", "clean", lambda: (
    "CI failed with 'checksum mismatch' for golang.org/x/net v0.%d.0:\n go.sum: h1:%s=" % (R.randint(20, 30), rs(43, B64)),
    "A corporate proxy cache was serving a stale zip.", ""), 2))

TEMPLATES.append(("clean: W3C traceparent", "en", "clean", lambda: (
    "Traces were broken between the gateway and billing. The header arrives as traceparent: 00-%s-%s-01 but billing starts a new trace." % (rs(32, HEX), rs(16, HEX)),
    "The billing service's OTel propagator was set to b3 only.", ""), 3))

TEMPLATES.append(("clean: OAuth client id only", "en", "clean", lambda: (
    "Google sign-in on staging uses client ID %s-%s.apps.googleusercontent.com; the redirect URI list was missing the staging domain." % (digits(12), rs(32, LAN)),
    "Redirect URI mismatches show up as error=redirect_uri_mismatch, not as an auth failure.", ""), 3))

TEMPLATES.append(("clean: Twilio account SID only", "en", "clean", lambda: (
    "SMS logs are under the subaccount AC%s, not the main account, which is why the console looked empty." % rs(32, HEX),
    "Check which subaccount a number belongs to.", ""), 2))

TEMPLATES.append(("clean: public PEM certificate", "en", "clean", lambda: (
    "The internal CA certificate must be trusted by the Java services. This is the public cert:\n-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----" % "\n".join(pem_lines(R.choice([320, 384]), 64, "MIIB")),
    "Import with keytool -importcert into the JDK cacerts in the base image.", ""), 2))

TEMPLATES.append(("clean: public key PEM for webhook verification", "en", "clean", lambda: (
    "Webhook signatures from the payment provider are verified with their published public key:\n-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(pem_lines(88, 64, "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE")),
    "It's a public key, fine to commit; refresh it when they announce rotation.", ""), 2))

V3("clean: JWT structure explained", "en", [
    ("Every JWT we issue begins with eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9, which is just base64 of {\"alg\":\"RS256\",\"typ\":\"JWT\"}.",
     "If a token header decodes to HS256, it came from the legacy service.", ""),
    ("Token validation failed with 'kid not found'; the header carries kid and alg, and the gateway only caches JWKS for 24h.",
     "Lower the JWKS cache TTL during key rotation.", ""),
])

V3("clean: regex for token formats", "en", [
    ("The pre-commit hook uses patterns like ghp_[A-Za-z0-9]{36} and AKIA[0-9A-Z]{16} to block pushes.",
     "The hook doesn't catch passwords in URLs; don't rely on it alone.", ""),
    ("Log scrubber config: patterns: ['(?i)authorization: bearer \\S+', 'password=[^&\\s]+'] — the second one also blanked harmless 'password=' in docs links.",
     "Anchor scrubber patterns to known keys.", ""),
    ("We validate API key format client-side with /^ak_[a-z0-9]{32}$/ before sending.",
     "Format checks catch copy-paste truncation early.", ""),
])

V3("clean: vault item references", "en", [
    ("The SFTP credentials for the bank integration are in 1Password, vault 'Payments', item 'Bank SFTP (prod)'.",
     "Ask for vault access on day one; requests take a day to approve.", "Who approves Payments vault access?"),
    ("Jenkins credential ID 'artifactory-deploy' is what the pipeline uses; the actual account is managed by the platform team.",
     "Reference credential IDs in docs, never the values.", ""),
    ("AWS Secrets Manager: prod/checkout/db (rotation every 30 days via lambda secrets-rotator).",
     "Apps must re-read the secret on auth failure, not only at startup.", ""),
])

V3("clean: masked log output", "en", [
    ("CI output masks secrets as ***, e.g. `docker login -u robot -p *** registry.acme.io`, so the log doesn't tell you which credential failed.",
     "Print the credential's name and last-rotated date instead.", ""),
    ("Terraform plan shows db_password = (sensitive value) and the diff for the RDS instance is just '~ password (sensitive)'.",
     "A sensitive diff still triggers a modify; check apply_immediately.", ""),
    ("Kubernetes events show 'MountVolume.SetUp failed for volume \"creds\" : secret \"orders-creds\" not found'.",
     "The Secret is created by a separate pipeline that hadn't run yet in the new cluster.", ""),
])

TEMPLATES.append(("clean: DSN without password", "en", "clean", lambda: (
    "Local dev uses peer auth, so the URL has no password: postgresql://%s@localhost:5432/%s?sslmode=disable" % (pick(USERS), pick(DBS)),
    "Connection refused on 5432 means Postgres isn't running.", ""), 3))

V3("clean: psql variable for password", "en", [
    ("Rotating the app role password without leaking it into history:\n\\set newpw `openssl rand -base64 24`\nALTER ROLE app WITH PASSWORD :'newpw';",
     "psql variables keep the value out of the command line and logs.", ""),
    ("Use `\\password app_rw` in psql: it prompts twice and sends only the hash to the server.",
     "Avoid ALTER ROLE ... PASSWORD '...' in shared terminals; it lands in logs with log_statement=all.", ""),
])

TEMPLATES.append(("clean: secret path in secrets manager", "en", "clean", lambda: (
    "Rotated the Stripe key; the new value is in AWS Secrets Manager at prod/payments/stripe (version id %s)." % uuid4(),
    "Services pick it up on restart; no deploy needed.", ""), 3))

V3("clean: tracebacks without secrets", "en", [
    ("Traceback (most recent call last):\n  File \"app/auth.py\", line 88, in verify_password\n    return bcrypt.checkpw(candidate.encode(), stored_hash)\nValueError: Invalid salt",
     "The hash column was truncated to 50 chars in an old migration.", ""),
    ("jwt.exceptions.InvalidSignatureError: Signature verification failed\n  at auth/middleware.py:54 in decode_token",
     "The gateway and service disagreed on the signing key version after rotation.", ""),
    ("java.sql.SQLInvalidAuthorizationSpecException: Access denied for user 'app'@'10.2.3.4' (using password: YES)",
     "The user exists only for host 10.2.%; the new subnet needs a grant.", ""),
])

TEMPLATES.append(("clean: data URI image", "en", "clean", lambda: (
    "The email template inlines the logo as data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA%s which bloats every message." % rs(80, B64),
    "Host the logo on the CDN instead.", ""), 2))

TEMPLATES.append(("clean: cron and schedules", "en", "clean", lambda: (
    "Token refresh runs at '*/%d * * * *' but access tokens live %d minutes, so there's no margin when a run fails." % (R.randint(40, 58), pick([45, 60])),
    "Refresh at half the lifetime.", ""), 3))

TEMPLATES.append(("clean: UUIDs of cloud resources", "en", "clean", lambda: (
    "Azure tenant %s, subscription %s; the service principal lacked Reader on the resource group." % (uuid4(), uuid4()),
    "Tenant and subscription IDs are not secrets, but role assignments matter.", ""), 3))

V3("clean: password-related UI strings", "en", [
    ("The Korean locale file was missing keys: auth.password.tooShort, auth.password.mismatch, auth.token.expired.",
     "Missing keys fall back to the raw key name in the UI, which QA reported as a bug.", ""),
    ("Chrome autofilled the admin's password into the 'API secret' field because it was <input type=\"password\" name=\"secret\" autocomplete=\"on\">.",
     "Use autocomplete=\"new-password\" for fields that are not the login password.", ""),
    ("Copy on the reset page says 'Your password was changed. If this wasn't you, contact security@acme.io' — legal wants it reviewed.",
     "UI copy changes on auth pages go through legal.", ""),
])

TEMPLATES.append(("clean: CloudFront and S3 identifiers", "en", "clean", lambda: (
    "Cache invalidation for distribution E%s took 12 minutes; the object key was uploads/%s/%s.png." % (rs(13, UAN), rs(24, HEX), uuid4()),
    "Use versioned file names instead of invalidations.", ""), 3))

TEMPLATES.append(("clean: hash of a file", "en", "clean", lambda: (
    "The downloaded terraform zip didn't match: expected sha256 %s, got %s." % (sha64(), sha64()),
    "The mirror served a partial file; verify checksums in the Dockerfile.", ""), 3))

V3("clean: rotation steps prose", "en", [
    ("Rotating the Slack bot token: create a new token in the app config, update it in the vault, restart the notifier, then revoke the old token.",
     "Revoke last, or alerts go silent during the switch.", ""),
    ("For the DB password rotation we use the dual-user trick: app_a and app_b alternate, so one is always valid while the other is being changed.",
     "Never rotate the user that's currently active.", ""),
    ("The AWS access key for the legacy uploader is 400 days old; plan: create second key, deploy, verify CloudTrail shows only the new key, deactivate, delete.",
     "Deactivate before delete so you can roll back.", "Who owns the legacy uploader?"),
])

TEMPLATES.append(("clean: sentry event ids", "en", "clean", lambda: (
    "Sentry issue %s groups three different errors because the fingerprint is the endpoint name; event ids %s and %s are unrelated." % (rs(10, UAN), rs(32, HEX), rs(32, HEX)),
    "Set a custom fingerprint for the 'token expired' error.", ""), 3))

TEMPLATES.append(("clean: JWKS kid", "en", "clean", lambda: (
    "The gateway verifies tokens using the JWKS at https://auth.acme.io/.well-known/jwks.json; kid %s was missing after rotation." % rs(16, HEX),
    "Keep the old public key in the JWKS for one token lifetime after rotating.", ""), 2))

V3("clean: long identifiers", "en", [
    ("The bean AbstractOAuth2TokenAuthenticationProviderConfigurerAdapter wasn't picked up because of the package scan base.",
     "Spring Boot only scans below the main class's package.", ""),
    ("Terraform resource address module.platform.module.secrets.aws_secretsmanager_secret_version.orders_db_credentials[0] is what you need for `terraform state rm`.",
     "Quote addresses with brackets in zsh.", ""),
    ("The test is tests/integration/test_password_reset_token_expires_after_configured_ttl_even_when_clock_skewed.py and it's flaky.",
     "Freeze time with freezegun instead of sleeping.", ""),
])

V3("clean: env templating", "en", [
    ("The entrypoint renders config from env:\ncat > /app/config.ini <<EOF\n[db]\npassword = ${DB_PASSWORD}\ntoken = ${API_TOKEN:-}\nEOF",
     "Unset variables render as empty strings silently; use set -u in the entrypoint.", ""),
    ("Helm template: password: {{ .Values.db.password | required \"db.password is required\" | quote }} — the error only shows when rendering, not on lint.",
     "Run `helm template` in CI.", ""),
    ("Spring resolves spring.datasource.password=${DB_PASSWORD:} and the trailing colon means 'empty default', so a missing env var doesn't fail fast.",
     "Remove the colon so startup fails when the variable is absent.", ""),
])

V3("clean: credential helper config", "en", [
    ("git kept asking for a username on the build host.",
     "Configured `git config --global credential.helper 'cache --timeout=3600'` and set GIT_ASKPASS to the helper script that reads from the vault agent.", ""),
    ("docker login on the Mac stores creds in the osxkeychain helper (\"credsStore\": \"osxkeychain\" in ~/.docker/config.json), so copying config.json to CI doesn't carry them.",
     "CI needs its own login step.", ""),
    ("npm whoami fails in the container because .npmrc references ${NPM_TOKEN} and the build arg wasn't passed.",
     "Use a BuildKit secret mount for .npmrc.", ""),
])

V3("clean: default-credential discussion", "en", [
    ("The chart's default admin password is documented as 'changeme' and the install hook refuses to run until you override it.",
     "Read chart hooks; that refusal looked like a bug.", ""),
    ("Grafana ships with admin/admin and forces a change on first login; our provisioning sets GF_SECURITY_ADMIN_PASSWORD__FILE instead.",
     "The __FILE suffix reads the value from a mounted file.", ""),
])


# ---- Korean clean
V3("clean ko: 비밀번호 정책", "ko", [
    ("회원가입 테스트 깨짐. 비밀번호 정책이 12자 이상 + 숫자 + 특수문자로 바뀌었는데 픽스처가 예전 기준이었음.", "픽스처 비번은 정책 헬퍼로 생성하기.", ""),
    ("사내 AD 비번 90일 만료 정책이 서비스 계정에도 걸려 있어서 분기마다 동기화 배치가 죽음.", "서비스 계정은 만료 예외 요청하거나 gMSA 로.", "만료 예외 승인은 누가 하나요?"),
    ("관리자 계정은 감사 이후 하드웨어 키 필수. SMS 2차 인증은 막힘.", "온콜 들어가기 전에 IT에서 유비키 받기.", ""),
])

V3("clean ko: 환경변수 이름만", "ko", [
    ("로컬에서 결제 모듈 띄우려면 TOSS_SECRET_KEY, TOSS_CLIENT_KEY 두 개 필요한데 .env.example 에 빠져 있었음.", "필수 환경변수 목록을 README 맨 위에 적자.", "값은 누구한테 받아야 하나요?"),
    ("알림톡 발송 모듈은 KAKAO_SENDER_KEY 랑 SOLAPI_API_SECRET 를 읽는데 둘 다 스테이징 시크릿에 없었음.", "시크릿 목록이랑 코드에서 읽는 이름 대조하기.", ""),
    ("NCLOUD_ACCESS_KEY / NCLOUD_SECRET_KEY 이름이 예전 SDK 에선 NCP_ 접두어였음. 그래서 못 읽고 있었던 것.", "SDK 버전 올릴 때 환경변수 이름 변경 확인.", ""),
])

V3("clean ko: 볼트 경로 안내", "ko", [
    ("운영 DB 비번은 볼트 secret/prod/orders/db 경로에 있음. 나는 권한이 없어서 못 봄.", "첫날에 볼트 권한 신청부터 하기.", "볼트 권한 승인자는 누구?"),
    ("결제 키는 AWS 시크릿 매니저 prod/payment/toss 에 있고, 30일마다 자동 교체 안 됨 (수동).", "교체 주기 캘린더에 등록.", ""),
    ("젠킨스 크리덴셜 ID 'nexus-deploy' 로만 참조함. 실제 계정은 플랫폼팀 관리.", "문서엔 크리덴셜 ID만 적기.", ""),
])

V3("clean ko: 토큰 수명/만료", "ko", [
    ("액세스 토큰 수명 30분, 리프레시 토큰 14일. 앱이 백그라운드에서 오래 있으면 리프레시도 만료돼서 강제 로그아웃됨.", "만료 정책부터 확인하고 버그 판단하기.", ""),
    ("401 {\"code\":\"TOKEN_EXPIRED\",\"message\":\"토큰이 만료되었습니다\"} 가 새벽에만 몰림. 리프레시 크론이 멈춰 있었음.", "크론 헬스체크 알림 추가.", ""),
    ("토큰 갱신 크론이 '0 */2 * * *' 인데 토큰 수명이 1시간이라 갱신 전에 만료됨.", "수명의 절반 주기로 갱신.", ""),
])

V3("clean ko: 계정 잠김/로그인 실패", "ko", [
    ("스테이징 어드민 계정 비번 5번 틀려서 잠김. 30분 지나야 풀림.", "공용 계정 로그인 시도는 한 사람만 하기로.", ""),
    ("로그인 실패 원인: users.password_hash 컬럼이 예전 마이그레이션에서 varchar(50)으로 잘림.", "해시 컬럼 길이는 넉넉히 (bcrypt 60자).", ""),
    ("SSO 전환 후에 예전 로컬 비번으로 로그인 시도하면 '비밀번호가 일치하지 않습니다'만 뜸. SSO 버튼을 눌러야 함.", "에러 문구에 SSO 안내 추가 요청.", ""),
])

V3("clean ko: 인증 에러 메시지", "ko", [
    (lambda: "배치 로그에 계속 찍히던 에러:\nFATAL: password authentication failed for user \"%s\"\n원인은 pgbouncer userlist 가 갱신 안 된 것." % pick(USERS), "DB 비번 바꾸면 pgbouncer 도 같이 리로드.", ""),
    ("remote: HTTP Basic: Access denied. 2FA 켜진 계정은 비번 말고 개인 액세스 토큰 써야 한다는 에러였음.", "HTTPS 대신 SSH 로 클론.", ""),
    (lambda: "AccessDenied: User: arn:aws:sts::%s:assumed-role/dev-role/minsu is not authorized to perform: secretsmanager:GetSecretValue" % digits(12), "개발자 역할엔 운영 시크릿 읽기 권한 없음. 정상.", ""),
])

V3("clean ko: 마스킹된 값", "ko", [
    (lambda: "콘솔에는 키가 AKIA%s%s 처럼 마스킹돼서 나옴. 새 키인지 확인하려고 끝 4자리만 비교함." % ("*" * 12, rs(4, UAN)), "전체 키 요청하지 말고 끝자리로 확인.", ""),
    ("CI 로그에 비밀값이 *** 로 가려져서 어떤 키가 틀렸는지 알 수가 없음. 예: curl -H \"Authorization: Bearer ***\" ...", "키 이름과 마지막 교체일을 대신 찍자.", ""),
    ("장애 보고서엔 URL이 postgres://admin:[마스킹]@prod-db:5432/app 로 적혀 있음. 어떤 계정 바꿔야 하는지는 이걸로 충분.", "값 자체는 공유할 필요 없음.", ""),
])

V3("clean ko: 플레이스홀더", "ko", [
    ("설정 예시에 API_KEY=<여기에_키_입력>, DB_PASSWORD=비밀번호입력 같은 자리표시자가 그대로 들어가 있어서 앱이 그 문자열로 인증 시도함.", "자리표시자는 빈 값으로 두고 부팅 시 검증하자.", ""),
    ("README 의 curl 예시가 -H 'Authorization: Bearer 발급받은_토큰' 인데 그대로 복붙해서 401 남 ㅋㅋ", "문서 예시는 그대로 쓰는 게 아님.", ""),
    ("secrets.example.yml 에 toss.secret_key: \"REPLACE_ME\" 로 돼 있고 앱이 그 값으로 부팅은 됨. 첫 결제에서야 실패.", "REPLACE_ME 값이면 부팅 실패하도록.", ""),
])

TEMPLATES.append(("clean ko: 커밋 해시", "ko", "clean", lambda: (
    "회귀는 %s 커밋부터. git bisect 로 찾음. 직전 정상 커밋은 %s" % (sha40(), sha40()[:10]), "단위테스트 말고 통합테스트로 bisect 해야 잡힘.", ""), 3))

TEMPLATES.append(("clean ko: 이미지 다이제스트", "ko", "clean", lambda: (
    "같은 태그인데 운영/스테이징 이미지가 달랐음. 운영은 sha256:%s" % sha64(), "태그 말고 다이제스트로 고정 배포.", ""), 3))

TEMPLATES.append(("clean ko: 요청 ID", "ko", "clean", lambda: (
    "CS 문의 요청 ID %s 추적해보니 구버전 파드로 라우팅됨." % uuid4(), "x-request-id 로 로그 검색부터.", ""), 3))

TEMPLATES.append(("clean ko: ARN", "ko", "clean", lambda: (
    "배포 잡이 arn:aws:iam::%s:role/github-actions-deploy 역할을 assume 하는데 신뢰 정책에 새 레포가 없었음." % digits(12), "OIDC 신뢰 정책 조건에 레포 추가.", ""), 3))

TEMPLATES.append(("clean ko: 공개키 등록", "ko", "clean", lambda: (
    "배스천 접속하려면 공개키를 등록해야 함. 내 키: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s" % (rs(43, B64), pick(["minsu@macbook", "jh.kim@work", "dev@ubuntu"])),
    ".pub 파일만 공유. 개인키는 절대 밖으로 안 나감.", ""), 3))

TEMPLATES.append(("clean ko: 지문 확인", "ko", "clean", lambda: (
    "배스천 재구축 후 호스트 키 경고 뜸. 새 지문 SHA256:%s" % rs(43, B64), "인프라 채널 공지와 지문 대조 후 수락.", ""), 3))

V3("clean ko: 옵션 설명", "ko", [
    ("mysql -u root -p 에서 -p 뒤에 값 안 주면 프롬프트로 물어봄. 스크립트가 여기서 멈춰 있었던 것.", "비번은 ~/.my.cnf (권한 600) 나 login-path 로.", ""),
    ("psql -W 는 .pgpass 가 있어도 무조건 비번을 물어봄. 크론에서 걸려 있던 이유.", "비대화형에선 -w 로 프롬프트 대신 실패하게.", ""),
    ("docker login 에 -p 쓰면 경고 뜸. --password-stdin 으로 파이프해서 넘기는 게 정석.", "셸 히스토리에 안 남게.", ""),
])

V3("clean ko: 값 없는 설정 키", "ko", [
    ("아래 키가 비어 있으면 부팅 실패함:\nJWT_SECRET=\nKAKAO_ADMIN_KEY=\nSMTP_PASSWORD=", "누락된 변수 이름을 에러에 찍도록 수정 제안.", ""),
    ("테라폼 variable \"db_password\" 에 sensitive = true 만 있고 기본값이 없어서 plan 때마다 물어봄.", "CI 에선 TF_VAR_db_password 로 주입됨.", ""),
    ("설정 스키마상 mail.password 는 필수(secret)인데 로더 에러 메시지는 'validation failed' 뿐.", "--verbose 로 돌리면 어떤 키인지 나옴.", ""),
])

V3("clean ko: 코드에서 시크릿 읽기", "ko", [
    ("결제 클라이언트 초기화 코드:\nconst secretKey = process.env.TOSS_SECRET_KEY;\nif (!secretKey) throw new Error('TOSS_SECRET_KEY 없음');", "테스트 러너에 --env-file 옵션 필요.", ""),
    ("@Value(\"${kakao.admin-key}\") private String adminKey; 로 주입받는데 프로파일이 local 이라 값이 안 들어옴.", "spring.profiles.active 확인.", ""),
    ("api_key = os.getenv(\"NAVER_CLIENT_SECRET\") 인데 도커 컴포즈엔 NAVER_SECRET 으로 되어 있어서 None.", "변수명 통일.", ""),
])

TEMPLATES.append(("clean ko: 버전/빌드 번호", "ko", "clean", lambda: (
    "크래시는 앱 %d.%d.%d (빌드 %d) iOS %d 에서만 재현." % (R.randint(2, 6), R.randint(0, 20), R.randint(0, 9), R.randint(1000, 9999), R.randint(16, 18)), "크래시 대시보드 버전 분포 먼저 확인.", ""), 3))

V3("clean ko: 키/인증서 파일 경로", "ko", [
    ("nginx 설정에서 인증서 키 경로가 /etc/nginx/ssl/acme.kr.key 로 바뀌었는데 배포 스크립트는 예전 경로를 씀.", "경로 하드코딩 대신 변수로.", ""),
    ("로컬 AWS 호출이 샌드박스 계정으로 감. ~/.aws/credentials 의 [default] 가 샌드박스였고 AWS_PROFILE 미설정.", "AWS_PROFILE 명시.", ""),
    ("서비스 계정 키 파일 경로 GOOGLE_APPLICATION_CREDENTIALS=/secrets/gcp/sa.json 이 마운트 안 돼서 ADC 로 폴백함.", "볼륨 마운트 확인.", ""),
])

V3("clean ko: 포트/호스트", "ko", [
    ("로컬 compose 포트: postgres 5433, redis 6380, api 8081, 어드민 3001. 기본 포트랑 달라서 헷갈림.", "포트 표를 README에 추가함.", ""),
    ("운영 DB는 직접 접속 불가. kubectl port-forward svc/pg-proxy 15432:5432 -n data 로 터널 열고 접속.", "터널은 작업 끝나면 바로 닫기.", ""),
    ("스테이징 배스천은 22 말고 2222 포트, VPN 대역 10.8.0.0/16 에서만 허용.", "타임아웃이면 VPN 부터 확인.", ""),
])

V3("clean ko: 가짜 테스트 값", "ko", [
    ("테스트 픽스처에 token=\"test-token-가짜\", password=\"테스트용비번아님\" 같은 값이 있어서 시크릿 스캐너가 잡음.", "명백한 가짜 값은 스캐너 예외 목록에 주석과 함께 추가.", ""),
    ("목 OAuth 서버는 모든 요청에 access_token \"mock-access-token\" 을 돌려줌. 운영 로그에 이 문자열 보이면 목이 섞인 것.", "목 설정이 운영 프로파일에 안 들어가게.", ""),
    ("AWS 문서 예제 키 AKIAIOSFODNN7EXAMPLE 를 그대로 설정해둔 테스트가 있는데, moto 목이라 아무 값이나 됨.", "moto 기반 테스트엔 실제 키 불필요.", ""),
])

TEMPLATES.append(("clean ko: 기능 플래그", "ko", "clean", lambda: (
    "새 로그인 플로우는 플래그로 제어: ENABLE_KAKAO_LOGIN=%s, FORCE_PASSWORD_RESET=%s, SESSION_TTL_HOURS=%d." % (pick(["true", "false"]), pick(["true", "false"]), R.randint(1, 72)),
    "플래그 기본값과 런치다클리 값이 다를 수 있음.", ""), 3))

TEMPLATES.append(("clean ko: 티켓 번호", "ko", "clean", lambda: (
    "비번 재설정 메일 버그 관련 맥락은 SEC-%d, 지라 PAY-%d, PR #%d 에 흩어져 있음." % (R.randint(100, 999), R.randint(1000, 9999), R.randint(100, 9999)),
    "보안 티켓부터 읽기. 타임라인 정리돼 있음.", ""), 3))

V3("clean ko: 절차 설명", "ko", [
    ("어드민 비번 초기화 절차: 슈퍼어드민 → 사용자 관리 → 비밀번호 초기화 → 임시 비밀번호가 사용자 메일로 발송됨.", "임시 비번은 첫 로그인 때 강제 변경.", ""),
    ("카카오 어드민 키 재발급 순서: 콘솔에서 재발급 → 볼트 업데이트 → 서버 재시작 → 예전 키 폐기.", "폐기를 마지막에 해야 알림톡이 안 끊김.", ""),
    ("다음 주 월요일에 공용 계정 비밀번호 일괄 변경 예정. 새 값은 볼트에만 올라감.", "배치가 공용 계정 쓰는지 미리 확인.", "변경 시각에 돌고 있는 배치 있으면 어떻게 하나요?"),
])

V3("clean ko: 시크릿 참조", "ko", [
    ("파드가 CrashLoopBackOff. env 에 secretKeyRef name: payment-secrets key: toss-secret 참조하는데 시크릿이 다른 네임스페이스에 있었음.", "시크릿은 네임스페이스 단위.", ""),
    ("ExternalSecret 이 시크릿 매니저 prod/payment/toss 를 1시간마다 동기화. 교체 직후엔 옛 값이 남아있음.", "교체 후 강제 싱크.", ""),
    ("GitHub Actions 에서 ${{ secrets.KAKAO_ADMIN_KEY }} 가 빈 값. 포크 PR 에선 시크릿이 안 넘어감.", "포크 PR 워크플로는 시크릿 없이 돌게 설계.", ""),
])

V3("clean ko: base64 설정값", "ko", [
    (lambda: "컨피그맵 값이 비밀처럼 보였는데 디코딩하면 그냥 설정임: %s" % b64encode("timeout=30\nretry=3"), "base64 는 암호화가 아님. 놀라기 전에 디코딩.", ""),
    (lambda: "API 페이지네이션 커서 %s 는 {\"after\": %d} 를 base64 한 것뿐." % (b64encode("{\"after\": 88123}").rstrip("="), 88123), "클라이언트가 커서를 파싱하면 안 됨.", ""),
    (lambda: "배너 설정값 %s 디코딩하면 {\"banner\":\"점검중\"}" % b64encode("{\"banner\":\"점검중\"}"), "설정은 평문 JSON 으로 두는 게 리뷰하기 쉬움.", ""),
])

TEMPLATES.append(("clean ko: 트레이스 ID", "ko", "clean", lambda: (
    "게이트웨이-결제 사이 트레이스가 끊김. traceparent: 00-%s-%s-01 들어오는데 결제 쪽이 새 트레이스 시작함." % (rs(32, HEX), rs(16, HEX)),
    "결제 서비스 propagator 설정이 b3 로만 돼 있었음.", ""), 3))

TEMPLATES.append(("clean ko: 인증서 공개 PEM", "ko", "clean", lambda: (
    "사내 CA 인증서를 자바 서비스에 신뢰시켜야 함 (공개 인증서):\n-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----" % "\n".join(pem_lines(R.choice([256, 320]), 64, "MIIB")),
    "베이스 이미지 cacerts 에 keytool -importcert.", ""), 2))

V3("clean ko: 정규식 패턴", "ko", [
    ("프리커밋 훅은 xox[baprs]-[0-9A-Za-z-]+ 이나 sk_live_[0-9a-zA-Z]{24,} 같은 패턴만 봄.", "URL 안의 비번은 못 잡으니 훅만 믿지 말 것.", ""),
    ("로그 스크러버 패턴 'password=[^&\\s]+' 가 문서 링크의 'password=' 까지 지워버림.", "스크러버 패턴은 키 이름에 고정.", ""),
])

TEMPLATES.append(("clean ko: DSN 비번 없음", "ko", "clean", lambda: (
    "로컬은 peer 인증이라 비번 없이 접속: postgresql://%s@localhost:5432/%s" % (pick(USERS), pick(DBS)), "5432 connection refused 면 로컬 포스트그레스 안 켜진 것.", ""), 3))

TEMPLATES.append(("clean ko: 해시 체크섬", "ko", "clean", lambda: (
    "다운받은 바이너리 체크섬 불일치: 기대값 %s / 실제 %s" % (sha64(), sha64()), "미러가 깨진 파일을 줬음. Dockerfile 에서 체크섬 검증 추가.", ""), 3))

V3("clean ko: 값 없는 토큰 이야기", "ko", [
    ("깃허브 토큰 만료돼서 릴리즈 워크플로 실패. 누가 발급한 토큰인지도 모름.", "개인 토큰 말고 GitHub App 으로 바꾸자.", "토큰 재발급 권한 누구한테 있나요?"),
    ("결제 키랑 웹훅 시크릿을 헷갈려서 서명 검증이 계속 실패했음. 키는 API 호출용, 시크릿은 서명 검증용.", "콘솔 메뉴 위치가 달라서 헷갈리기 쉬움.", ""),
    ("슬랙 봇 토큰이랑 앱 레벨 토큰은 다름. 소켓 모드는 앱 레벨 토큰이 있어야 연결됨.", "토큰 종류부터 확인.", ""),
])

V3("clean ko: UI 문구", "ko", [
    ("번역 파일에 auth.password.invalid = \"비밀번호가 올바르지 않습니다\" 가 빠져서 키 이름이 그대로 노출됨.", "누락 키 검사 CI 추가.", ""),
    ("비밀번호 입력칸이 <input type=\"password\" autocomplete=\"on\"> 이라 크롬이 API 시크릿 칸에 로그인 비번을 자동완성함.", "autocomplete=\"new-password\" 로.", ""),
    ("'비밀번호를 5회 이상 틀리면 계정이 잠깁니다' 문구가 실제 정책(10회)이랑 다름.", "정책 값은 문구에 하드코딩 말고 설정에서.", ""),
])

TEMPLATES.append(("clean ko: 트랜잭션 해시", "ko", "clean", lambda: (
    "출금 트랜잭션 0x%s 실패. 컨트랙트 0x%s 가 일시정지 상태였음." % (rs(64, HEX), rs(40, HEX)), "재시도 전에 paused() 확인.", ""), 3))

TEMPLATES.append(("clean ko: 앱 ID만", "ko", "clean", lambda: (
    "카카오 로그인 리다이렉트 에러. 플랫폼 > Web 사이트 도메인에 스테이징 도메인이 없었음. 앱 ID는 %d." % R.randint(100000, 999999), "KOE006 에러는 도메인/리다이렉트 URI 문제.", ""), 2))

TEMPLATES.append(("clean ko: 리소스 UUID", "ko", "clean", lambda: (
    "애저 테넌트 %s, 구독 %s. 서비스 주체에 리소스 그룹 Reader 권한이 없었음." % (uuid4(), uuid4()), "테넌트/구독 ID는 비밀 아님. 권한 할당이 문제.", ""), 3))

V3("clean ko: 템플릿 변수", "ko", [
    ("엔트리포인트에서 envsubst 로 설정 렌더링: password = ${DB_PASSWORD}, token = ${SLACK_TOKEN:-}", "변수 없으면 빈 문자열로 조용히 렌더링됨. set -u 필수.", ""),
    ("헬름 템플릿 password: {{ .Values.redis.password | required \"redis.password 필요\" }} 에러는 lint 가 아니라 template 때만 나옴.", "CI 에 helm template 추가.", ""),
    ("spring.datasource.password=${DB_PASSWORD:} 에서 콜론 때문에 변수가 없어도 빈 값으로 부팅됨.", "콜론 빼서 없으면 바로 실패하게.", ""),
])

TEMPLATES.append(("clean ko: 오브젝트 키와 경로", "ko", "clean", lambda: (
    "업로드 파일 경로 s3://acme-media-prod/uploads/%s/%s.jpg 인데 CDN 캐시 무효화가 12분 걸림." % (rs(24, HEX), uuid4()), "파일명 버저닝으로 무효화 대신.", ""), 3))

TEMPLATES.append(("clean ko: JWKS kid", "ko", "clean", lambda: (
    "게이트웨이가 JWKS 에서 kid %s 못 찾아서 401. 키 로테이션 때 이전 공개키를 바로 지워버림." % rs(16, HEX), "로테이션 후 토큰 수명만큼 이전 공개키 유지.", ""), 2))

V3("clean ko: 긴 식별자", "ko", [
    ("TokenAuthenticationFilterRegistrationBeanConfiguration 이 스캔 안 됨. 메인 클래스 패키지 밖에 있었음.", "스프링 부트 컴포넌트 스캔 범위 확인.", ""),
    ("테라폼 주소 module.platform.aws_secretsmanager_secret_version.payment_credentials[0] 를 state rm 해야 했음.", "zsh 에선 대괄호 따옴표로 감싸기.", ""),
])

V3("clean ko: 1Password/금고 항목", "ko", [
    ("은행 SFTP 계정은 1Password 'Payments' 금고의 '은행 SFTP (운영)' 항목에 있음.", "금고 권한 신청은 하루 걸림.", ""),
    ("공용 계정 정보는 전부 팀 금고 '플랫폼-공용' 에 있고, 항목 이름이 서비스명이랑 같음.", "항목 이름으로 검색.", "금고 초대는 누가 해주나요?"),
])

V3("clean ko: 해시/다이제스트 설명", "ko", [
    ("비밀번호는 argon2id 로 해시해서 저장, 파라미터 m=65536,t=3,p=4. 로그인 느리다는 민원은 이 파라미터 때문.", "해시 비용 조정은 보안팀 협의.", ""),
    ("웹훅 서명은 HMAC-SHA256(body, secret) 결과를 X-Signature 헤더로 받음. 시크릿 자체는 헤더에 없음.", "바디를 파싱하기 전 원문으로 검증해야 함.", ""),
])

V3("clean ko: 마스킹 코드", "ko", [
    ("로그 마스킹 유틸: def mask(v): return v[:4] + '*' * (len(v) - 4) — 카드번호엔 앞 6자리 + 뒤 4자리 규칙이라 별도 함수 필요.", "마스킹 규칙은 데이터 종류별로 다름.", ""),
    ("logback 패턴에 %replace(%msg){'password=[^&]*', 'password=****'} 넣어둠. JSON 로그엔 안 먹힘.", "JSON 로그는 필드 단위로 마스킹.", ""),
    ("프론트 에러 리포터가 요청 바디를 통째로 보냄 → beforeSend 에서 password, token 필드 삭제하도록 수정.", "클라이언트 에러 수집기도 마스킹 대상.", ""),
])

V3("clean ko: 슬랙 워크스페이스/채널 ID", "ko", [
    (lambda: "알림이 엉뚱한 채널로 감. 설정의 channel_id 가 C%s (예전 #deploy-old) 였음." % rs(10, UAN), "채널 이름 말고 ID로 관리하되 주석에 이름 적기.", ""),
    (lambda: "슬랙 앱 설치가 워크스페이스 T%s 에만 돼 있어서 엔터프라이즈 그리드 다른 워크스페이스에선 봇이 안 보임." % rs(9, UAN), "앱 설치 범위 확인.", ""),
    (lambda: "멘션이 안 됨. 사용자 그룹 ID S%s 를 <!subteam^...> 형식으로 써야 함." % rs(9, UAN), "슬랙 멘션 문법 문서 참고.", ""),
])

V3("clean ko: 쿠키 속성", "ko", [
    ("Set-Cookie: session=<세션값>; Path=/; HttpOnly; Secure; SameSite=Lax — 로컬 http 에선 Secure 때문에 쿠키가 안 붙음.", "로컬은 https 프록시 쓰거나 개발 프로파일에서 Secure 끄기.", ""),
    ("서브도메인 간 로그인 공유하려면 쿠키 Domain=.acme.kr 이어야 함. 지금은 호스트 전용이라 어드민에서 매번 재로그인.", "쿠키 도메인 설정 확인.", ""),
    ("CSRF 토큰 쿠키 이름이 XSRF-TOKEN 인데 axios 는 헤더 X-XSRF-TOKEN 으로 자동 전송. 백엔드는 X-CSRF-TOKEN 을 기대해서 403.", "헤더 이름 맞추기.", ""),
])

V3("clean ko: 빌드 시크릿 마운트", "ko", [
    ("도커 빌드에서 private npm 패키지 설치하려면 RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci 형태로.", "ARG 로 토큰 넘기면 이미지 히스토리에 남음.", ""),
    ("docker build --secret id=pip_conf,src=$HOME/.config/pip/pip.conf . 로 넘기면 레이어에 안 남음.", "BuildKit 켜져 있어야 함 (DOCKER_BUILDKIT=1).", ""),
    ("멀티스테이지 빌드에서 빌드 스테이지에만 인증 정보 쓰고 최종 스테이지엔 복사 안 함.", "최종 이미지에서 docker history 로 확인.", ""),
])

TEMPLATES.append(("clean ko: 브랜치/PR 이름", "ko", "clean", lambda: (
    "관련 작업은 feature/%s 브랜치, PR #%d. 머지 전에 리베이스 필요." % (pick(["password-reset-token-expiry", "rotate-api-keys", "secret-scanner-allowlist", "oauth-refresh-fix"]), R.randint(100, 4000)),
    pick(["브랜치 이름에 티켓 번호 붙이기.", "오래된 브랜치는 리베이스 충돌 많음."]), ""), 3))

V3("clean ko: OTP 설명", "ko", [
    ("관리자 로그인은 TOTP 6자리 필수. 서버 시간이 40초 어긋나 있어서 OTP 가 계속 틀렸다고 나옴.", "NTP 동기화 확인.", ""),
    ("OTP 재등록은 본인이 보안팀에 요청해야 함. 시드는 보안팀도 못 봄.", "폰 바꾸기 전에 미리 이전.", ""),
    ("문자 인증번호 유효시간 3분, 5회 실패 시 10분 차단. QA 가 차단 걸려서 테스트 막힘.", "QA 계정은 차단 예외 설정.", ""),
])

V3("clean ko: 와이파이/네트워크 안내(값 없음)", "ko", [
    ("게스트 와이파이 비번은 매일 바뀌고 안내 데스크에서 받아야 함. 외부 파트너 데모 전에 미리 받아둘 것.", "데모 전날 네트워크 확인.", ""),
    ("테스트 단말용 와이파이는 MAC 주소 등록제. 새 단말은 IT 에 MAC 등록 요청.", "등록까지 반나절 걸림.", ""),
    ("사내망에서 외부 API 호출하려면 프록시 http://proxy.corp.lan:3128 경유. NO_PROXY 에 내부 도메인 추가 필수.", "프록시 설정 빠지면 타임아웃만 남.", ""),
])

V3("clean ko: 암호화 알고리즘/키 길이", "ko", [
    ("개인정보 컬럼 암호화는 AES-256-GCM, IV 12바이트, 키는 KMS 에서 데이터 키로 받음.", "IV 재사용 금지.", ""),
    ("JWT 서명 키를 RSA 2048 에서 ES256 으로 바꾸는 중. 검증 쪽이 두 알고리즘 다 받게 먼저 배포.", "검증 측 먼저, 발급 측 나중.", ""),
    ("TLS 인증서 갱신하면서 키 길이 4096 으로 올렸더니 구형 IoT 단말이 핸드셰이크 실패.", "단말 호환성 먼저 확인.", ""),
])

TEMPLATES.append(("clean ko: 주문/송장 번호", "ko", "clean", lambda: (
    "주문번호 %s 결제는 승인됐는데 주문 상태가 대기. 송장번호 %s 도 이미 발급됨." % ("2025" + rs(12, DIG), rs(12, DIG)),
    pick(["웹훅 유실이라 결제사 조회 API 로 재동기화.", "결제 승인 콜백 재시도 큐 확인."]), ""), 3))

V3("clean ko: git 원격 설정(토큰 없음)", "ko", [
    ("HTTPS 클론이 계속 인증 물어봐서 git remote set-url origin git@github.com:acme/shop-api.git 로 SSH 전환.", "SSH 키는 깃허브 계정에 등록돼 있어야 함.", ""),
    ("서브모듈 URL 이 https://github.com/acme/common.git 이라 CI 에서 인증 실패. 상대경로 ../common.git 으로 바꿈.", "서브모듈은 상대 URL 로.", ""),
    ("git config --global credential.helper osxkeychain 설정돼 있어서 옛날 계정 자격증명이 계속 쓰임. 키체인에서 github.com 항목 삭제.", "키체인 캐시 의심.", ""),
])

V3("clean ko: 사용자/계정 식별자", "ko", [
    ("운영 이슈 계정: 회원번호 100238817, 이메일 test.user@acme.kr. 탈퇴 후 재가입이라 회원번호가 두 개.", "회원번호 기준으로 조회.", ""),
    ("DB 접속 계정 이름이 app_rw 랑 app_ro 두 개인데 배치가 rw 로 붙어 있었음. 조회 전용 배치는 ro 로.", "최소 권한.", ""),
    ("서비스 계정 이메일 deployer@acme-prod.iam.gserviceaccount.com 에 Storage Admin 이 붙어 있어서 과함.", "역할 축소 요청.", ""),
])

V3("clean ko: 버킷/리전 이름", "ko", [
    ("백업은 ap-northeast-2 의 acme-db-backup-prod 버킷, 수명주기 90일 후 Glacier.", "복구 테스트는 분기마다.", ""),
    ("네이버 클라우드 오브젝트 스토리지 엔드포인트는 https://kr.object.ncloudstorage.com, 리전 kr-standard.", "S3 SDK 쓸 때 path-style 필요.", ""),
    ("GCS 버킷 gs://acme-ml-artifacts 는 uniform bucket-level access 라 ACL 설정이 안 먹음.", "IAM 으로 권한 부여.", ""),
])


# ---------------------------------------------------------------- validation
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def window_ok(fields, secrets):
    """every secret >= 8 chars, appears verbatim, and no 8-char window of any secret occurs
    in the fields outside the occurrences of the secrets themselves."""
    for s in secrets:
        if len(s) < 8 or not any(s in f for f in fields.values()):
            return False
    uniq = sorted(set(secrets), key=lambda x: (-len(x), x))
    for f in fields.values():
        m = list(f)
        for s in uniq:
            start = 0
            while True:
                i = f.find(s, start)
                if i < 0:
                    break
                for k in range(i, i + len(s)):
                    m[k] = "\x00"
                start = i + 1
        masked = "".join(m)
        for s in uniq:
            for i in range(len(s) - 7):
                if s[i:i + 8] in masked:
                    return False
    return True


def shape_ok(fields):
    if not fields["missing_context"].strip() or not fields["lesson"].strip():
        return False
    return all(len(fields[k].encode("utf-8")) <= LIMITS[k] for k in LIMITS)


SEEN = set()


def make_note(lang, kind, category, build):
    for _attempt in range(400):
        out = build()
        mc, lesson, ask = out[:3]
        secrets = out[3] if len(out) > 3 else []
        fields = {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}
        if not shape_ok(fields):
            continue
        key = (mc, lesson, ask)
        if key in SEEN:
            continue
        dedup = []
        for s in secrets:
            if s not in dedup:
                dedup.append(s)
        if kind == "secret":
            if not dedup or not window_ok(fields, dedup):
                continue
        else:
            assert not dedup
        SEEN.add(key)
        return {"lang": lang, "kind": kind, "category": category, "fields": fields, "secrets": dedup}
    print("LAST FAIL", fields, dedup)
    raise RuntimeError("could not build a valid note for %r" % category)


# ---------------------------------------------------------------- vendor notes
def vendor_builder(v, fr):
    name, lang, multi, accepts, fn = fr

    def build():
        parts, secs = [], []
        for env, gen, is_secret in v["parts"]:
            out = gen()
            if isinstance(out, tuple):
                disp, sub = out
            else:
                disp, sub = out, [out]
            parts.append((env, disp, sub if is_secret else []))
        if not multi:
            parts = [p for p in parts if p[2]][:1]
        for _, _, sub in parts:
            secs.extend(sub)
        mc, lesson, ask = fn(v, parts)
        return mc, lesson, ask, secs
    return build


def main():
    notes = []
    frame_use = {}
    vendors = list(VENDORS)
    R.shuffle(vendors)
    n_double = 25
    singles = ["en"] * 68 + ["ko"] * (len(vendors) - n_double - 68)
    R.shuffle(singles)
    for idx, v in enumerate(vendors):
        langs = ["en", "ko"] if idx < n_double else [singles[idx - n_double]]
        for lang in langs:
            cands = [f for f in FRAMES if f[1] == lang and f[3](v)]
            low = min(frame_use.get(f[0], 0) for f in cands)
            best = [f for f in cands if frame_use.get(f[0], 0) == low]
            fr = pick(best)
            frame_use[fr[0]] = frame_use.get(fr[0], 0) + 1
            cat = "vendor %s [%s]" % (fr[0], v["name"])
            notes.append(make_note(lang, "secret", cat, vendor_builder(v, fr)))

    cats = set()
    for cat, lang, kind, fn, n in TEMPLATES:
        assert cat not in cats, cat
        assert 1 <= n <= 3
        cats.add(cat)
        for _ in range(n):
            notes.append(make_note(lang, kind, cat, lambda fn=fn: fn()))

    # per-category cap
    counts = {}
    for nt in notes:
        counts[nt["category"]] = counts.get(nt["category"], 0) + 1
    assert max(counts.values()) <= 3

    R.shuffle(notes)
    out_lines = []
    for i, nt in enumerate(notes, 1):
        rec = {"id": "z%03d" % i, "lang": nt["lang"], "kind": nt["kind"], "category": nt["category"],
               "fields": nt["fields"], "secrets": nt["secrets"]}
        # final re-check of every invariant
        assert shape_ok(rec["fields"])
        if rec["kind"] == "secret":
            assert rec["secrets"] and window_ok(rec["fields"], rec["secrets"])
        else:
            assert rec["secrets"] == []
        out_lines.append(json.dumps(rec, ensure_ascii=False))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v17.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(out_lines) + "\n")

    # summary
    tot = len(notes)
    by = {}
    for nt in notes:
        by[(nt["lang"], nt["kind"])] = by.get((nt["lang"], nt["kind"]), 0) + 1
    nsec = sum(len(nt["secrets"]) for nt in notes)
    vend = sorted(set(nt["category"].rsplit("[", 1)[1][:-1] for nt in notes if nt["category"].endswith("]")))
    print("notes", tot, dict(sorted(by.items())), "listed secrets", nsec,
          "categories", len(counts), "vendors", len(vend), "vendor notes",
          sum(1 for nt in notes if nt["category"].endswith("]")))


if __name__ == "__main__":
    main()
