#!/usr/bin/env python3
"""make_blind_set_v95.py -- blind evaluation set v95 for a credential-redaction filter.

Python 3 standard library only, no network.  A single PRNG,
random.Random(95_2026_1127), drives every choice (vendor, container, prose
frame, token body, shuffle).  Nothing iterates over a set and nothing depends
on hash(), so the output is byte-identical for any PYTHONHASHSEED.

Usage:  python3 make_blind_set_v95.py [output.jsonl]
        (default output: blind_set_v95.jsonl next to this script)
"""
import base64
import json
import os
import random
import string
import sys
import urllib.parse

SEED = 95_2026_1127
R = random.Random(SEED)

N_SECRET = 360
N_CLEAN = 360
N_EN_PER_KIND = 216          # 60 %
N_KO_PER_KIND = 144          # 40 %
ID_PREFIX = "ey"

# ---------------------------------------------------------------- alphabets
DIG = "0123456789"
UP = string.ascii_uppercase
LO = string.ascii_lowercase
B62 = DIG + UP + LO
HEX = "0123456789abcdef"
HEXU = HEX.upper()
B64 = UP + LO + DIG + "+/"
B64U = UP + LO + DIG + "-_"
B32 = UP + "234567"
UPN = UP + DIG
LON = LO + DIG
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


# ---------------------------------------------------------------- PRNG helpers
def rs(alpha, n):
    """n characters drawn from alpha."""
    return "".join(R.choice(alpha) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64e(b):
    return base64.b64encode(b).decode()


def b64ue(b, pad=False):
    s = base64.urlsafe_b64encode(b).decode()
    return s if pad else s.rstrip("=")


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def mixed(alpha, n, need=(DIG, UP, LO)):
    """Random string that contains at least one char of each class in `need`
    (only classes that intersect alpha)."""
    classes = [cls for cls in need if any(c in alpha for c in cls)]
    if n < 2 * len(classes):
        return rs(alpha, n)
    while True:
        s = rs(alpha, n)
        if all(any(c in cls for c in s) for cls in classes):
            return s


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def wrap(s, width):
    return [s[i:i + width] for i in range(0, len(s), width)]


def pct(s):
    """Percent-encode everything that is not unreserved (as a URL would)."""
    return urllib.parse.quote(s, safe="")


def ts_iso():
    return "2025-%02d-%02dT%02d:%02d:%02dZ" % (rint(1, 12), rint(1, 28), rint(0, 23),
                                              rint(0, 59), rint(0, 59))


def ts_log():
    return "2025-%02d-%02d %02d:%02d:%02d,%03d" % (rint(1, 12), rint(1, 28), rint(0, 23),
                                                   rint(0, 59), rint(0, 59), rint(0, 999))


def ipv4_private():
    return pick(["10.%d.%d.%d" % (rint(0, 255), rint(0, 255), rint(2, 254)),
                 "172.%d.%d.%d" % (rint(16, 31), rint(0, 255), rint(2, 254)),
                 "192.168.%d.%d" % (rint(0, 255), rint(2, 254))])


# ---------------------------------------------------------------- rule checks
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}
FIELD_ORDER = ["missing_context", "lesson", "ask_next_time"]


def size_problem(fields):
    for k in FIELD_ORDER:
        v = fields[k]
        if "\x00" in v:
            return "NUL in field"
        if len(v.encode("utf-8")) > LIMITS[k]:
            return "%s too long (%d bytes)" % (k, len(v.encode("utf-8")))
    if not fields["missing_context"].strip() or not fields["lesson"].strip():
        return "empty required field"
    return None


def window_problem(fields, secrets):
    """FORMAT.txt window rule.  Returns None when the note is valid."""
    texts = [fields[k] for k in FIELD_ORDER]
    if not secrets:
        return "no secrets"
    for s in secrets:
        if len(s) < 8:
            return "secret shorter than 8: %r" % s
        if not any(s in t for t in texts):
            return "secret not verbatim: %r" % s
    for t in texts:
        cover = [False] * len(t)
        for s in secrets:
            start = 0
            while True:
                i = t.find(s, start)
                if i < 0:
                    break
                for k in range(i, i + len(s)):
                    cover[k] = True
                start = i + 1
        masked = "".join("\x00" if c else ch for ch, c in zip(t, cover))
        for s in secrets:
            for i in range(len(s) - 7):
                if s[i:i + 8] in masked:
                    return "8-char window %r of a secret occurs outside its occurrences" % s[i:i + 8]
    return None


# ============================================================================
# Vendor credential shapes.  Every body is drawn from the PRNG at call time.
# gen() returns [(CANONICAL_KEY, value, flag)], flag 1 = secret, 2 = secret
# key-id half of a pair (listed too), 0 = identifier that is NOT a secret.
# ============================================================================
VENDORS = []


def V(name, region, what_en, what_ko, gen, hdr=None, host=None, shape=""):
    VENDORS.append({"name": name, "region": region, "what_en": what_en, "what_ko": what_ko,
                    "gen": gen, "hdr": hdr, "host": host or "api.example.com", "shape": shape})


def jwt(payload, alg="HS256", sig_bytes=32):
    head = b64ue(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64ue(json.dumps(payload, separators=(",", ":")).encode())
    return head + "." + body + "." + b64ue(rbytes(sig_bytes))


def epoch():
    return rint(1_700_000_000, 1_760_000_000)


def aws_secret():
    return mixed(UP + LO + DIG + "/+", 40)


def aws_session_token(n=None):
    n = n or rint(300, 420)
    return "IQoJb3JpZ2luX2Vj" + rs(B64, n)


def snowflake():
    return str(rint(10 ** 17, 2 * 10 ** 18))


# ---- global / US
V("GitHub", "global", "GitHub personal access token", "GitHub 개인 액세스 토큰",
  lambda: [("GITHUB_TOKEN", "ghp_" + mixed(B62, 36), 1)],
  "Authorization: token {t}", "api.github.com", "ghp_ + 36 base62")
V("GitHub fine-grained", "global", "fine-grained GitHub token", "GitHub fine-grained 토큰",
  lambda: [("GH_TOKEN", "github_pat_" + mixed(B62, 22) + "_" + mixed(B62, 59), 1)],
  "Authorization: Bearer {t}", "api.github.com", "github_pat_ 22_59")
V("GitHub App", "global", "GitHub App installation token", "GitHub App 설치 토큰",
  lambda: [("GITHUB_APP_ID", str(rint(100000, 999999)), 0), ("GITHUB_INSTALLATION_TOKEN", "ghs_" + mixed(B62, 36), 1)],
  "Authorization: Bearer {t}", "api.github.com", "ghs_ + 36")
V("GitLab", "global", "GitLab personal access token", "GitLab 개인 액세스 토큰",
  lambda: [("GITLAB_TOKEN", "glpat-" + mixed(B62 + "-_", 20), 1)],
  "PRIVATE-TOKEN: {t}", "gitlab.com", "glpat- + 20")
V("GitLab Runner", "global", "GitLab runner authentication token", "GitLab runner 인증 토큰",
  lambda: [("CI_RUNNER_TOKEN", "glrt-" + mixed(B62 + "-_", 20), 1)],
  None, "gitlab.com", "glrt- + 20")
V("Bitbucket", "global", "Bitbucket app password", "Bitbucket 앱 비밀번호",
  lambda: [("BITBUCKET_USERNAME", pick(["deploy-bot", "ci-runner", "jkim-dev"]), 0),
           ("BITBUCKET_APP_PASSWORD", "ATBB" + mixed(B62, 28) + rs(HEXU, 8), 1)],
  None, "api.bitbucket.org", "ATBB + 36")
V("Atlassian", "global", "Atlassian API token", "Atlassian API 토큰",
  lambda: [("JIRA_EMAIL", pick(["ops@", "release@", "qa-bot@"]) + pick(["acme.io", "corp.example"]), 0),
           ("JIRA_API_TOKEN", "ATATT3xFfGF0" + mixed(B64U, rint(170, 185)) + "=" + rs(HEXU, 8), 1)],
  None, "acme.atlassian.net", "ATATT3xFfGF0 + ~180 + =8hex")
V("Slack", "global", "Slack bot token", "Slack 봇 토큰",
  lambda: [("SLACK_BOT_TOKEN", "xoxb-%d-%d-%s" % (rint(10 ** 10, 10 ** 12), rint(10 ** 12, 10 ** 13), mixed(B62, 24)), 1)],
  "Authorization: Bearer {t}", "slack.com", "xoxb-digits-digits-24")
V("Slack user", "global", "Slack user token", "Slack 사용자 토큰",
  lambda: [("SLACK_USER_TOKEN", "xoxp-%d-%d-%d-%s" % (rint(10 ** 10, 10 ** 12), rint(10 ** 10, 10 ** 12), rint(10 ** 12, 10 ** 13), rs(HEX, 32)), 1)],
  "Authorization: Bearer {t}", "slack.com", "xoxp-...-32hex")
V("Slack app", "global", "Slack app-level token", "Slack 앱 레벨 토큰",
  lambda: [("SLACK_APP_TOKEN", "xapp-1-A%s-%d-%s" % (rs(UPN, 10), rint(10 ** 12, 10 ** 13), rs(HEX, 64)), 1)],
  None, "slack.com", "xapp-1-A..-64hex")
V("Stripe", "global", "Stripe secret key", "Stripe 시크릿 키",
  lambda: [("STRIPE_SECRET_KEY", pick(["sk_live_", "sk_test_"]) + "51" + mixed(B62, pick([22, 97])), 1)],
  "Authorization: Bearer {t}", "api.stripe.com", "sk_live_/sk_test_ + 24/99")
V("Stripe restricted", "global", "Stripe restricted key", "Stripe restricted 키",
  lambda: [("STRIPE_RESTRICTED_KEY", "rk_live_51" + mixed(B62, 97), 1)],
  "Authorization: Bearer {t}", "api.stripe.com", "rk_live_ + 99")
V("Stripe webhook", "global", "Stripe webhook signing secret", "Stripe webhook 서명 시크릿",
  lambda: [("STRIPE_WEBHOOK_SECRET", "whsec_" + mixed(B62, 32), 1)],
  None, "api.stripe.com", "whsec_ + 32")
V("AWS", "global", "AWS access key pair", "AWS 액세스 키 쌍",
  lambda: [("AWS_ACCESS_KEY_ID", "AKIA" + mixed(UP + "234567", 16, (UP, DIG)), 2),
           ("AWS_SECRET_ACCESS_KEY", aws_secret(), 1),
           ("AWS_DEFAULT_REGION", pick(["ap-northeast-2", "us-east-1", "eu-central-1", "ap-northeast-1"]), 0)],
  None, "sts.amazonaws.com", "AKIA+16 / 40 base64")
V("AWS STS", "global", "temporary AWS session credentials", "AWS 임시 세션 자격 증명",
  lambda: [("AWS_ACCESS_KEY_ID", "ASIA" + mixed(UP + "234567", 16, (UP, DIG)), 2),
           ("AWS_SECRET_ACCESS_KEY", aws_secret(), 1),
           ("AWS_SESSION_TOKEN", aws_session_token(), 1)],
  None, "sts.amazonaws.com", "ASIA+16 / 40 / session token 300+")
V("Google Cloud", "global", "Google Cloud API key (server)", "Google Cloud API 키(서버용)",
  lambda: [("GOOGLE_API_KEY", "AIza" + mixed(B62 + "-_", 35), 1)],
  "X-goog-api-key: {t}", "generativelanguage.googleapis.com", "AIza + 35")
V("Google OAuth", "global", "Google OAuth client secret", "Google OAuth 클라이언트 시크릿",
  lambda: [("GOOGLE_CLIENT_ID", "%d-%s.apps.googleusercontent.com" % (rint(10 ** 11, 10 ** 12), rs(LON, 32)), 0),
           ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + mixed(B62 + "-_", 28), 1)],
  None, "oauth2.googleapis.com", "GOCSPX- + 28")
V("Google refresh", "global", "Google OAuth refresh token", "Google OAuth 리프레시 토큰",
  lambda: [("GOOGLE_REFRESH_TOKEN", "1//0" + rs(B62, 1) + rs(B64U, rint(95, 100)), 1)],
  None, "oauth2.googleapis.com", "1//0 + ~100")
V("Azure Storage", "global", "Azure Storage account key", "Azure Storage 계정 키",
  lambda: [("AZURE_STORAGE_ACCOUNT", pick(["stacmeprod", "stbillingdev", "stlogs01"]), 0),
           ("AZURE_STORAGE_KEY", b64e(rbytes(64)), 1)],
  None, "blob.core.windows.net", "88 base64")
V("Azure AD", "global", "Azure AD (Entra) client secret", "Azure AD(Entra) 클라이언트 시크릿",
  lambda: [("AZURE_TENANT_ID", uuid4(), 0), ("AZURE_CLIENT_ID", uuid4(), 0),
           ("AZURE_CLIENT_SECRET", mixed(B62, 3) + "8Q~" + mixed(B62 + "_~.-", 34), 1)],
  None, "login.microsoftonline.com", "xxx8Q~ + 34")
V("Azure DevOps", "global", "Azure DevOps PAT", "Azure DevOps PAT",
  lambda: [("AZURE_DEVOPS_PAT", rs(LO + "234567", 52), 1)],
  None, "dev.azure.com", "52 base32 lower")
V("OpenAI", "global", "OpenAI API key", "OpenAI API 키",
  lambda: [("OPENAI_API_KEY", pick(["sk-proj-", "sk-svcacct-"]) + mixed(B62 + "-_", 74) + "T3BlbkFJ" + mixed(B62 + "-_", 74), 1)],
  "Authorization: Bearer {t}", "api.openai.com", "sk-proj- ... T3BlbkFJ ...")
V("Anthropic", "global", "Anthropic API key", "Anthropic API 키",
  lambda: [("ANTHROPIC_API_KEY", "sk-ant-api03-" + mixed(B62 + "-_", 93) + "AA", 1)],
  "x-api-key: {t}", "api.anthropic.com", "sk-ant-api03- + 93 + AA")
V("Hugging Face", "global", "Hugging Face access token", "Hugging Face 액세스 토큰",
  lambda: [("HF_TOKEN", "hf_" + mixed(UP + LO, 34, (UP, LO)), 1)],
  "Authorization: Bearer {t}", "huggingface.co", "hf_ + 34 letters")
V("npm", "global", "npm access token", "npm 액세스 토큰",
  lambda: [("NPM_TOKEN", "npm_" + mixed(B62, 36), 1)],
  None, "registry.npmjs.org", "npm_ + 36")
V("PyPI", "global", "PyPI API token", "PyPI API 토큰",
  lambda: [("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc" + rs(B64U, rint(140, 170)), 1)],
  None, "upload.pypi.org", "pypi-AgEIcHlwaS5vcmc + ~150")
V("Docker Hub", "global", "Docker Hub access token", "Docker Hub 액세스 토큰",
  lambda: [("DOCKERHUB_USERNAME", pick(["acmebuild", "ci-pusher", "minjun-k"]), 0),
           ("DOCKERHUB_TOKEN", "dckr_pat_" + mixed(B62 + "-_", 27), 1)],
  None, "hub.docker.com", "dckr_pat_ + 27")
V("SendGrid", "global", "SendGrid API key", "SendGrid API 키",
  lambda: [("SENDGRID_API_KEY", "SG." + mixed(B62 + "-_", 22) + "." + mixed(B62 + "-_", 43), 1)],
  "Authorization: Bearer {t}", "api.sendgrid.com", "SG.22.43")
V("Mailgun", "global", "Mailgun private API key", "Mailgun private API 키",
  lambda: [("MAILGUN_API_KEY", "key-" + rs(HEX, 32), 1)],
  None, "api.mailgun.net", "key- + 32hex")
V("Mailchimp", "global", "Mailchimp API key", "Mailchimp API 키",
  lambda: [("MAILCHIMP_API_KEY", rs(HEX, 32) + "-us" + str(rint(1, 21)), 1)],
  None, "us6.api.mailchimp.com", "32hex-usN")
V("Twilio", "global", "Twilio auth token", "Twilio auth token",
  lambda: [("TWILIO_ACCOUNT_SID", "AC" + rs(HEX, 32), 0), ("TWILIO_AUTH_TOKEN", rs(HEX, 32), 1)],
  None, "api.twilio.com", "SID AC+32hex (not secret) / 32hex token")
V("Shopify", "global", "Shopify Admin API access token", "Shopify Admin API 액세스 토큰",
  lambda: [("SHOPIFY_ACCESS_TOKEN", pick(["shpat_", "shpca_", "shppa_"]) + rs(HEX, 32), 1)],
  "X-Shopify-Access-Token: {t}", "acme-store.myshopify.com", "shpat_ + 32hex")
V("DigitalOcean", "global", "DigitalOcean API token", "DigitalOcean API 토큰",
  lambda: [("DIGITALOCEAN_TOKEN", "dop_v1_" + rs(HEX, 64), 1)],
  "Authorization: Bearer {t}", "api.digitalocean.com", "dop_v1_ + 64hex")
V("Heroku", "global", "Heroku API key", "Heroku API 키",
  lambda: [("HEROKU_API_KEY", pick([uuid4(), "HRKU-AA" + mixed(B62 + "-_", 58)]), 1)],
  "Authorization: Bearer {t}", "api.heroku.com", "UUID or HRKU-AA + 58")
V("Datadog", "global", "Datadog API and application keys", "Datadog API/APP 키",
  lambda: [("DD_API_KEY", rs(HEX, 32), 1), ("DD_APP_KEY", rs(HEX, 40), 1), ("DD_SITE", pick(["datadoghq.com", "datadoghq.eu", "ap1.datadoghq.com"]), 0)],
  "DD-API-KEY: {t}", "api.datadoghq.com", "32hex / 40hex")
V("New Relic", "global", "New Relic user API key", "New Relic 사용자 API 키",
  lambda: [("NEW_RELIC_API_KEY", "NRAK-" + mixed(UPN, 27, (UP, DIG)), 1)],
  "Api-Key: {t}", "api.newrelic.com", "NRAK- + 27")
V("Sentry", "global", "Sentry auth token", "Sentry auth 토큰",
  lambda: [("SENTRY_AUTH_TOKEN", "sntryu_" + rs(HEX, 64), 1)],
  "Authorization: Bearer {t}", "sentry.io", "sntryu_ + 64hex")
V("Linear", "global", "Linear API key", "Linear API 키",
  lambda: [("LINEAR_API_KEY", "lin_api_" + mixed(B62, 40), 1)],
  "Authorization: {t}", "api.linear.app", "lin_api_ + 40")
V("Notion", "global", "Notion integration secret", "Notion integration 시크릿",
  lambda: [("NOTION_TOKEN", pick(["ntn_" + rs(DIG, 11) + mixed(B62, 35), "secret_" + mixed(B62, 43)]), 1)],
  "Authorization: Bearer {t}", "api.notion.com", "ntn_ / secret_")
V("Airtable", "global", "Airtable personal access token", "Airtable PAT",
  lambda: [("AIRTABLE_PAT", "pat" + mixed(B62, 14) + "." + rs(HEX, 64), 1)],
  "Authorization: Bearer {t}", "api.airtable.com", "pat14.64hex")
V("Figma", "global", "Figma personal access token", "Figma 개인 액세스 토큰",
  lambda: [("FIGMA_TOKEN", "figd_" + mixed(B62 + "-_", 40), 1)],
  "X-Figma-Token: {t}", "api.figma.com", "figd_ + 40")
V("Postman", "global", "Postman API key", "Postman API 키",
  lambda: [("POSTMAN_API_KEY", "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34), 1)],
  "X-Api-Key: {t}", "api.getpostman.com", "PMAK-24hex-34hex")
V("Terraform Cloud", "global", "Terraform Cloud API token", "Terraform Cloud API 토큰",
  lambda: [("TFE_TOKEN", mixed(B62, 14) + ".atlasv1." + mixed(B62, 67), 1)],
  "Authorization: Bearer {t}", "app.terraform.io", "14.atlasv1.67")
V("HashiCorp Vault", "global", "Vault token", "Vault 토큰",
  lambda: [("VAULT_ADDR", "https://vault.%s:8200" % pick(["internal", "corp.example", "infra.local"]), 0),
           ("VAULT_TOKEN", "hvs." + mixed(B62 + "-_", rint(24, 90)), 1)],
  "X-Vault-Token: {t}", "vault.internal", "hvs. + 24..90")
V("Doppler", "global", "Doppler service token", "Doppler 서비스 토큰",
  lambda: [("DOPPLER_TOKEN", "dp.st." + pick(["prd", "stg", "dev"]) + "." + mixed(B62, 40), 1)],
  "Authorization: Bearer {t}", "api.doppler.com", "dp.st.env.40")
V("Pulumi", "global", "Pulumi access token", "Pulumi 액세스 토큰",
  lambda: [("PULUMI_ACCESS_TOKEN", "pul-" + rs(HEX, 40), 1)],
  None, "api.pulumi.com", "pul- + 40hex")
V("Grafana", "global", "Grafana service account token", "Grafana 서비스 계정 토큰",
  lambda: [("GRAFANA_TOKEN", "glsa_" + mixed(B62, 32) + "_" + rs(HEX, 8), 1)],
  "Authorization: Bearer {t}", "grafana.internal", "glsa_32_8hex")
V("Cloudflare", "global", "Cloudflare API token", "Cloudflare API 토큰",
  lambda: [("CLOUDFLARE_ZONE_ID", rs(HEX, 32), 0), ("CLOUDFLARE_API_TOKEN", mixed(B62 + "-_", 40), 1)],
  "Authorization: Bearer {t}", "api.cloudflare.com", "40 chars")
V("Discord", "global", "Discord bot token", "Discord 봇 토큰",
  lambda: [("DISCORD_BOT_TOKEN", b64ue(snowflake().encode()) + "." + mixed(B62 + "-_", 6) + "." + mixed(B62 + "-_", 38), 1)],
  "Authorization: Bot {t}", "discord.com", "b64(id).6.38")
V("Telegram", "global", "Telegram bot token", "Telegram 봇 토큰",
  lambda: [("TELEGRAM_BOT_TOKEN", "%d:AA%s" % (rint(10 ** 8, 8 * 10 ** 9), mixed(B62 + "-_", 33)), 1)],
  None, "api.telegram.org", "digits:AA + 33")
V("Okta", "global", "Okta API token", "Okta API 토큰",
  lambda: [("OKTA_API_TOKEN", "00" + mixed(B62 + "-_", 40), 1)],
  "Authorization: SSWS {t}", "acme.okta.com", "00 + 40")
V("Square", "global", "Square access token", "Square 액세스 토큰",
  lambda: [("SQUARE_ACCESS_TOKEN", "EAAA" + mixed(B62 + "-_", 60), 1)],
  "Authorization: Bearer {t}", "connect.squareup.com", "EAAA + 60")
V("Braintree", "global", "Braintree/PayPal access token", "Braintree/PayPal 액세스 토큰",
  lambda: [("BRAINTREE_ACCESS_TOKEN", "access_token$production$%s$%s" % (rs(LON, 16), rs(HEX, 32)), 1)],
  None, "api.braintreegateway.com", "access_token$production$16$32hex")
V("Meta", "global", "Meta (Facebook) page access token", "Meta(Facebook) 페이지 액세스 토큰",
  lambda: [("FB_PAGE_ACCESS_TOKEN", "EAA" + mixed(B62, rint(170, 210)), 1)],
  None, "graph.facebook.com", "EAA + ~190")
V("Mapbox", "global", "Mapbox secret token", "Mapbox 시크릿 토큰",
  lambda: [("MAPBOX_SECRET_TOKEN", "sk." + b64ue(json.dumps({"u": pick(["acme-maps", "jiwoo", "fleetops"]), "a": rs(LON, 25)}, separators=(",", ":")).encode()) + "." + mixed(B62 + "-_", 22), 1)],
  None, "api.mapbox.com", "sk.eyJ1... .22")
V("Algolia", "global", "Algolia admin API key", "Algolia admin API 키",
  lambda: [("ALGOLIA_APP_ID", rs(UPN, 10), 0), ("ALGOLIA_ADMIN_KEY", rs(HEX, 32), 1)],
  "X-Algolia-API-Key: {t}", "algolia.net", "32hex admin key")
V("Supabase", "global", "Supabase service_role key", "Supabase service_role 키",
  lambda: [("SUPABASE_URL", "https://%s.supabase.co" % rs(LO, 20), 0),
           ("SUPABASE_SERVICE_ROLE_KEY", pick([jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "service_role", "iat": epoch(), "exp": epoch() + 315360000}),
                                               "sb_secret_" + mixed(B62 + "-_", 31)]), 1)],
  "apikey: {t}", "supabase.co", "JWT role=service_role / sb_secret_")
V("Databricks", "global", "Databricks personal access token", "Databricks PAT",
  lambda: [("DATABRICKS_TOKEN", "dapi" + rs(HEX, 32) + pick(["", "-2", "-3"]), 1)],
  "Authorization: Bearer {t}", "adb-1234.azuredatabricks.net", "dapi + 32hex")
V("Dynatrace", "global", "Dynatrace API token", "Dynatrace API 토큰",
  lambda: [("DT_API_TOKEN", "dt0c01." + mixed(UPN, 24, (UP, DIG)) + "." + mixed(UPN, 64, (UP, DIG)), 1)],
  "Authorization: Api-Token {t}", "abc12345.live.dynatrace.com", "dt0c01.24.64")
V("age", "global", "age secret key", "age 비밀 키",
  lambda: [("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(BECH32.upper(), 58), 1)],
  None, None, "AGE-SECRET-KEY-1 + 58 bech32")
V("Asana", "global", "Asana personal access token", "Asana PAT",
  lambda: [("ASANA_PAT", "2/%d/%d:%s" % (rint(10 ** 15, 10 ** 16), rint(10 ** 15, 10 ** 16), rs(HEX, 32)), 1)],
  "Authorization: Bearer {t}", "app.asana.com", "2/digits/digits:32hex")
V("HubSpot", "global", "HubSpot private app token", "HubSpot private app 토큰",
  lambda: [("HUBSPOT_TOKEN", "pat-%s-%s" % (pick(["na1", "eu1"]), uuid4()), 1)],
  "Authorization: Bearer {t}", "api.hubapi.com", "pat-na1-uuid")
V("SonarQube", "global", "SonarQube token", "SonarQube 토큰",
  lambda: [("SONAR_TOKEN", pick(["squ_", "sqp_", "sqa_"]) + rs(HEX, 40), 1)],
  None, "sonarcloud.io", "squ_ + 40hex")
V("JFrog", "global", "JFrog Artifactory API key", "JFrog Artifactory API 키",
  lambda: [("ARTIFACTORY_API_KEY", "AKCp" + mixed(B62, 69), 1)],
  "X-JFrog-Art-Api: {t}", "acme.jfrog.io", "AKCp + 69")
V("Buildkite", "global", "Buildkite API token", "Buildkite API 토큰",
  lambda: [("BUILDKITE_API_TOKEN", "bkua_" + rs(HEX, 40), 1)],
  "Authorization: Bearer {t}", "api.buildkite.com", "bkua_ + 40hex")
V("CircleCI", "global", "CircleCI personal API token", "CircleCI 개인 API 토큰",
  lambda: [("CIRCLE_TOKEN", "CCIPAT_" + mixed(B62, 22) + "_" + rs(HEX, 40), 1)],
  "Circle-Token: {t}", "circleci.com", "CCIPAT_22_40hex")
V("Sourcegraph", "global", "Sourcegraph access token", "Sourcegraph 액세스 토큰",
  lambda: [("SRC_ACCESS_TOKEN", "sgp_" + rs(HEX, 16) + "_" + rs(HEX, 40), 1)],
  "Authorization: token {t}", "sourcegraph.com", "sgp_16hex_40hex")
V("Replicate", "global", "Replicate API token", "Replicate API 토큰",
  lambda: [("REPLICATE_API_TOKEN", "r8_" + mixed(B62, 37), 1)],
  "Authorization: Bearer {t}", "api.replicate.com", "r8_ + 37")
V("Groq", "global", "Groq API key", "Groq API 키",
  lambda: [("GROQ_API_KEY", "gsk_" + mixed(B62, 52), 1)],
  "Authorization: Bearer {t}", "api.groq.com", "gsk_ + 52")
V("Perplexity", "global", "Perplexity API key", "Perplexity API 키",
  lambda: [("PERPLEXITY_API_KEY", "pplx-" + mixed(B62, 48), 1)],
  "Authorization: Bearer {t}", "api.perplexity.ai", "pplx- + 48")
V("xAI", "global", "xAI API key", "xAI API 키",
  lambda: [("XAI_API_KEY", "xai-" + mixed(B62, 80), 1)],
  "Authorization: Bearer {t}", "api.x.ai", "xai- + 80")
V("LangSmith", "global", "LangSmith API key", "LangSmith API 키",
  lambda: [("LANGSMITH_API_KEY", "lsv2_pt_" + rs(HEX, 32) + "_" + rs(HEX, 10), 1)],
  "x-api-key: {t}", "api.smith.langchain.com", "lsv2_pt_32hex_10hex")
V("Pinecone", "global", "Pinecone API key", "Pinecone API 키",
  lambda: [("PINECONE_API_KEY", "pcsk_" + mixed(B62, 6) + "_" + mixed(B62, 63), 1)],
  "Api-Key: {t}", "api.pinecone.io", "pcsk_6_63")
V("Tailscale", "global", "Tailscale auth key", "Tailscale auth 키",
  lambda: [("TS_AUTHKEY", "tskey-auth-k" + mixed(B62, 10) + "CNTRL-" + mixed(B62, 33), 1)],
  None, "api.tailscale.com", "tskey-auth-k..CNTRL-33")
V("ngrok", "global", "ngrok authtoken", "ngrok authtoken",
  lambda: [("NGROK_AUTHTOKEN", "2" + mixed(B62, 26) + "_" + mixed(B62, 21), 1)],
  None, "api.ngrok.com", "2 + 26 _ 21")
V("1Password", "global", "1Password service account token", "1Password 서비스 계정 토큰",
  lambda: [("OP_SERVICE_ACCOUNT_TOKEN", "ops_eyJ" + rs(B64U, rint(260, 340)), 1)],
  None, "my.1password.com", "ops_eyJ + ~300")
V("Contentful", "global", "Contentful management token", "Contentful management 토큰",
  lambda: [("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + mixed(B62 + "-_", 43), 1)],
  "Authorization: Bearer {t}", "api.contentful.com", "CFPAT- + 43")
V("PlanetScale", "global", "PlanetScale password", "PlanetScale 비밀번호",
  lambda: [("DATABASE_USERNAME", rs(LON, 12), 0), ("DATABASE_PASSWORD", "pscale_pw_" + mixed(B62 + "-_", 43), 1)],
  None, "aws.connect.psdb.cloud", "pscale_pw_ + 43")
V("Neon", "global", "Neon API key", "Neon API 키",
  lambda: [("NEON_API_KEY", "napi_" + rs(LON, 64), 1)],
  "Authorization: Bearer {t}", "console.neon.tech", "napi_ + 64")
V("Render", "global", "Render API key", "Render API 키",
  lambda: [("RENDER_API_KEY", "rnd_" + mixed(B62, 32), 1)],
  "Authorization: Bearer {t}", "api.render.com", "rnd_ + 32")
V("Netlify", "global", "Netlify personal access token", "Netlify PAT",
  lambda: [("NETLIFY_AUTH_TOKEN", "nfp_" + mixed(B62, 36), 1)],
  "Authorization: Bearer {t}", "api.netlify.com", "nfp_ + 36")
V("Vercel", "global", "Vercel token", "Vercel 토큰",
  lambda: [("VERCEL_ORG_ID", "team_" + mixed(B62, 24), 0), ("VERCEL_TOKEN", mixed(B62, 24), 1)],
  "Authorization: Bearer {t}", "api.vercel.com", "24 base62")
V("Fly.io", "global", "Fly.io deploy token", "Fly.io 배포 토큰",
  lambda: [("FLY_API_TOKEN", "FlyV1 fm2_" + rs(B64U, rint(180, 240)), 1)],
  "Authorization: {t}", "api.fly.io", "FlyV1 fm2_ + ~200")
V("Shippo", "global", "Shippo live API token", "Shippo live API 토큰",
  lambda: [("SHIPPO_API_TOKEN", "shippo_live_" + rs(HEX, 40), 1)],
  "Authorization: ShippoToken {t}", "api.goshippo.com", "shippo_live_ + 40hex")
V("EasyPost", "global", "EasyPost API key", "EasyPost API 키",
  lambda: [("EASYPOST_API_KEY", "EZAK" + mixed(B62, 54), 1)],
  None, "api.easypost.com", "EZAK + 54")
V("Salesforce", "global", "Salesforce session access token", "Salesforce 세션 액세스 토큰",
  lambda: [("SF_ACCESS_TOKEN", "00D" + mixed(B62, 12) + "!" + mixed(B62 + "._", 96), 1)],
  "Authorization: Bearer {t}", "acme.my.salesforce.com", "00D..!96")
V("Dropbox", "global", "Dropbox access token", "Dropbox 액세스 토큰",
  lambda: [("DROPBOX_ACCESS_TOKEN", "sl." + mixed(B62 + "-_", rint(130, 140)), 1)],
  "Authorization: Bearer {t}", "api.dropboxapi.com", "sl. + ~135")
V("Plaid", "global", "Plaid secret", "Plaid 시크릿",
  lambda: [("PLAID_CLIENT_ID", rs(HEX, 24), 0), ("PLAID_SECRET", rs(HEX, 30), 1)],
  None, "production.plaid.com", "30hex")
V("Twitch", "global", "Twitch client secret", "Twitch 클라이언트 시크릿",
  lambda: [("TWITCH_CLIENT_ID", rs(LON, 30), 0), ("TWITCH_CLIENT_SECRET", rs(LON, 30), 1)],
  None, "id.twitch.tv", "30 lower alnum")
V("Zendesk", "global", "Zendesk API token", "Zendesk API 토큰",
  lambda: [("ZENDESK_EMAIL", "support-bot@acme.io", 0), ("ZENDESK_API_TOKEN", mixed(B62, 40), 1)],
  None, "acme.zendesk.com", "40 base62")
V("PagerDuty", "global", "PagerDuty REST API key", "PagerDuty REST API 키",
  lambda: [("PAGERDUTY_TOKEN", mixed(B62 + "-_+", 20), 1)],
  "Authorization: Token token={t}", "api.pagerduty.com", "20 chars")
V("Opsgenie", "global", "Opsgenie API key", "Opsgenie API 키",
  lambda: [("OPSGENIE_API_KEY", uuid4(), 1)],
  "Authorization: GenieKey {t}", "api.opsgenie.com", "uuid")
V("Confluent", "global", "Confluent Cloud API key and secret", "Confluent Cloud API 키/시크릿",
  lambda: [("CONFLUENT_API_KEY", mixed(UPN, 16, (UP, DIG)), 2), ("CONFLUENT_API_SECRET", mixed(B62 + "+/", 64), 1)],
  None, "pkc-abcde.ap-northeast-2.aws.confluent.cloud", "16 upper / 64")
V("MongoDB Atlas", "global", "MongoDB Atlas API private key", "MongoDB Atlas API private 키",
  lambda: [("ATLAS_PUBLIC_KEY", rs(LO, 8), 0), ("ATLAS_PRIVATE_KEY", uuid4(), 1)],
  None, "cloud.mongodb.com", "public 8 lower (not secret) / private uuid")
V("Firebase FCM", "global", "FCM legacy server key", "FCM 레거시 서버 키",
  lambda: [("FCM_SERVER_KEY", "AAAA" + mixed(B62 + "-_", 7) + ":APA91b" + mixed(B62 + "-_", 134), 1)],
  "Authorization: key={t}", "fcm.googleapis.com", "AAAA7:APA91b + 134")
V("Auth0", "global", "Auth0 client secret", "Auth0 클라이언트 시크릿",
  lambda: [("AUTH0_CLIENT_ID", mixed(B62, 32), 0), ("AUTH0_CLIENT_SECRET", mixed(B62 + "-_", 64), 1)],
  None, "acme.us.auth0.com", "64 chars")
V("Keycloak", "global", "Keycloak client secret", "Keycloak 클라이언트 시크릿",
  lambda: [("KEYCLOAK_CLIENT_ID", pick(["billing-api", "admin-console", "batch-runner"]), 0), ("KEYCLOAK_CLIENT_SECRET", mixed(B62, 32), 1)],
  None, "sso.internal", "32 base62")
V("Jenkins", "global", "Jenkins API token", "Jenkins API 토큰",
  lambda: [("JENKINS_USER", pick(["deploy", "release-bot", "admin"]), 0), ("JENKINS_API_TOKEN", "11" + rs(HEX, 32), 1)],
  None, "jenkins.internal", "11 + 32hex")
V("Postmark", "global", "Postmark server token", "Postmark 서버 토큰",
  lambda: [("POSTMARK_SERVER_TOKEN", uuid4(), 1)],
  "X-Postmark-Server-Token: {t}", "api.postmarkapp.com", "uuid")
V("Intercom", "global", "Intercom access token", "Intercom 액세스 토큰",
  lambda: [("INTERCOM_ACCESS_TOKEN", "dG9rOj" + rs(B64, 54) + "=", 1)],
  "Authorization: Bearer {t}", "api.intercom.io", "dG9rOj + 54=")
V("Elastic", "global", "Elasticsearch API key", "Elasticsearch API 키",
  lambda: [("ES_API_KEY", b64e((rs(B62, 20) + ":" + rs(B62 + "-_", 22)).encode()), 1)],
  "Authorization: ApiKey {t}", "es.internal:9200", "base64(id:key)")
V("Trello", "global", "Trello API token", "Trello API 토큰",
  lambda: [("TRELLO_KEY", rs(HEX, 32), 0), ("TRELLO_TOKEN", "ATTA" + rs(HEX, 64) + rs(HEXU, 8), 1)],
  None, "api.trello.com", "ATTA + 72")
V("Bitly", "global", "Bitly access token", "Bitly 액세스 토큰",
  lambda: [("BITLY_TOKEN", rs(HEX, 40), 1)],
  "Authorization: Bearer {t}", "api-ssl.bitly.com", "40hex")
V("Cloudinary", "global", "Cloudinary API secret", "Cloudinary API 시크릿",
  lambda: [("CLOUDINARY_API_KEY", rs(DIG, 15), 0), ("CLOUDINARY_API_SECRET", mixed(B62 + "-_", 27), 1)],
  None, "api.cloudinary.com", "27 chars")
V("Pusher", "global", "Pusher app secret", "Pusher 앱 시크릿",
  lambda: [("PUSHER_APP_ID", str(rint(1000000, 1999999)), 0), ("PUSHER_KEY", rs(HEX, 20), 0), ("PUSHER_SECRET", rs(HEX, 20), 1)],
  None, "api-ap3.pusher.com", "20hex secret")
V("Ably", "global", "Ably API key", "Ably API 키",
  lambda: [("ABLY_API_KEY", "%s.%s:%s" % (mixed(B62 + "-_", 6), mixed(B62 + "-_", 6), mixed(B62 + "-_", 43)), 1)],
  None, "rest.ably.io", "app.key:43")
V("Zoom", "global", "Zoom client secret", "Zoom 클라이언트 시크릿",
  lambda: [("ZOOM_CLIENT_ID", mixed(B62, 22), 0), ("ZOOM_CLIENT_SECRET", mixed(B62, 32), 1)],
  None, "zoom.us", "32 base62")
V("Razorpay", "global", "Razorpay key secret", "Razorpay 키 시크릿",
  lambda: [("RAZORPAY_KEY_ID", "rzp_live_" + mixed(B62, 14), 0), ("RAZORPAY_KEY_SECRET", mixed(B62, 24), 1)],
  None, "api.razorpay.com", "24 base62 secret")
V("Paystack", "global", "Paystack secret key", "Paystack 시크릿 키",
  lambda: [("PAYSTACK_SECRET_KEY", "sk_live_" + rs(HEX, 40), 1)],
  "Authorization: Bearer {t}", "api.paystack.co", "sk_live_ + 40hex")
V("Flutterwave", "global", "Flutterwave secret key", "Flutterwave 시크릿 키",
  lambda: [("FLW_SECRET_KEY", "FLWSECK-" + rs(HEX, 32) + "-X", 1)],
  "Authorization: Bearer {t}", "api.flutterwave.com", "FLWSECK-32hex-X")
V("Mistral", "eu", "Mistral API key", "Mistral API 키",
  lambda: [("MISTRAL_API_KEY", mixed(B62, 32), 1)],
  "Authorization: Bearer {t}", "api.mistral.ai", "32 base62")
V("Cohere", "global", "Cohere API key", "Cohere API 키",
  lambda: [("CO_API_KEY", mixed(B62, 40), 1)],
  "Authorization: Bearer {t}", "api.cohere.com", "40 base62")
V("Bitwarden", "global", "Bitwarden Secrets Manager access token", "Bitwarden Secrets Manager 액세스 토큰",
  lambda: [("BWS_ACCESS_TOKEN", "0.%s.%s:%s" % (uuid4(), mixed(B62, 30), b64e(rbytes(16))), 1)],
  None, "vault.bitwarden.com", "0.uuid.30:b64")

# ---- Korea
V("Naver Cloud", "kr", "Naver Cloud Platform access key pair", "네이버 클라우드 플랫폼 액세스 키",
  lambda: [("NCP_ACCESS_KEY", pick(["", "ncp_iam_"]) + mixed(UPN, 20, (UP, DIG)), 2), ("NCP_SECRET_KEY", mixed(B62, 40), 1)],
  None, "ncloud.apigw.ntruss.com", "20 upper / 40")
V("Naver Developers", "kr", "Naver Open API client secret", "네이버 오픈 API Client Secret",
  lambda: [("NAVER_CLIENT_ID", mixed(B62 + "_", 20), 0), ("NAVER_CLIENT_SECRET", mixed(B62, 10), 1)],
  "X-Naver-Client-Secret: {t}", "openapi.naver.com", "client secret 10")
V("Kakao", "kr", "Kakao REST API key", "카카오 REST API 키",
  lambda: [("KAKAO_REST_API_KEY", rs(HEX, 32), 1)],
  "Authorization: KakaoAK {t}", "dapi.kakao.com", "32hex")
V("Kakao Admin", "kr", "Kakao admin key", "카카오 Admin 키",
  lambda: [("KAKAO_ADMIN_KEY", rs(HEX, 32), 1)],
  "Authorization: KakaoAK {t}", "kapi.kakao.com", "32hex")
V("Kakao Pay", "kr", "Kakao Pay secret key", "카카오페이 시크릿 키",
  lambda: [("KAKAOPAY_CID", pick(["TC0ONETIME", "CAFEB2B001"]), 0), ("KAKAOPAY_SECRET_KEY", pick(["DEV", "PRD"]) + rs(HEXU, 38), 1)],
  "Authorization: SECRET_KEY {t}", "open-api.kakaopay.com", "DEV/PRD + 38hex")
V("Toss Payments", "kr", "Toss Payments secret key", "토스페이먼츠 시크릿 키",
  lambda: [("TOSS_SECRET_KEY", pick(["live_sk_", "test_sk_", "live_gsk_"]) + mixed(B62, 24), 1)],
  None, "api.tosspayments.com", "live_sk_ + 24")
V("PortOne", "kr", "PortOne (iamport) REST API key and secret", "포트원(아임포트) REST API 키/시크릿",
  lambda: [("IMP_KEY", rs(DIG, 16), 2), ("IMP_SECRET", mixed(B62, 80), 1)],
  None, "api.iamport.kr", "16 digits / 80")
V("Solapi", "kr", "Solapi (CoolSMS) API key and secret", "솔라피(CoolSMS) API 키/시크릿",
  lambda: [("SOLAPI_API_KEY", "NCS" + mixed(UPN, 13, (UP, DIG)), 2), ("SOLAPI_API_SECRET", mixed(UPN, 32, (UP, DIG)), 1)],
  None, "api.solapi.com", "NCS+13 / 32")
V("Upbit", "kr", "Upbit Open API access/secret key", "업비트 Open API 액세스/시크릿 키",
  lambda: [("UPBIT_ACCESS_KEY", mixed(B62, 40), 2), ("UPBIT_SECRET_KEY", mixed(B62, 40), 1)],
  None, "api.upbit.com", "40 / 40")
V("Bithumb", "kr", "Bithumb API connect/secret key", "빗썸 API Connect/Secret 키",
  lambda: [("BITHUMB_CONNECT_KEY", rs(HEX, 32), 2), ("BITHUMB_SECRET_KEY", rs(HEX, 32), 1)],
  None, "api.bithumb.com", "32hex / 32hex")
V("data.go.kr", "kr", "data.go.kr service key", "공공데이터포털 서비스키",
  lambda: [("DATA_GO_KR_SERVICE_KEY", b64e(rbytes(64)), 1)],
  None, "apis.data.go.kr", "88 base64 (often percent-encoded)")
V("NHN Cloud", "kr", "NHN Cloud notification secret key", "NHN Cloud 알림 Secret Key",
  lambda: [("NHN_APP_KEY", mixed(B62, 16), 0), ("NHN_SECRET_KEY", mixed(B62, 8), 1)],
  "X-Secret-Key: {t}", "api-sms.cloud.toast.com", "appkey 16 / secret 8")
V("Channel Talk", "kr", "Channel Talk access secret", "채널톡 Access Secret",
  lambda: [("CHANNEL_ACCESS_KEY", rs(HEX, 24), 2), ("CHANNEL_ACCESS_SECRET", rs(HEX, 32), 1)],
  "x-access-secret: {t}", "api.channel.io", "24hex / 32hex")
V("LINE", "jp", "LINE Messaging API channel access token", "LINE Messaging API 채널 액세스 토큰",
  lambda: [("LINE_CHANNEL_SECRET", rs(HEX, 32), 1), ("LINE_CHANNEL_ACCESS_TOKEN", mixed(B64, 171) + "=", 1)],
  "Authorization: Bearer {t}", "api.line.me", "32hex secret / 172 token")
V("LINE Notify", "jp", "LINE Notify token", "LINE Notify 토큰",
  lambda: [("LINE_NOTIFY_TOKEN", mixed(B62, 43), 1)],
  "Authorization: Bearer {t}", "notify-api.line.me", "43 base62")
# ---- Japan
V("Chatwork", "jp", "Chatwork API token", "Chatwork API 토큰",
  lambda: [("CHATWORK_API_TOKEN", rs(HEX, 32), 1)],
  "X-ChatWorkToken: {t}", "api.chatwork.com", "32hex")
V("Backlog", "jp", "Backlog API key", "Backlog API 키",
  lambda: [("BACKLOG_API_KEY", mixed(B62, 64), 1)],
  None, "acme.backlog.jp", "64 base62")
V("PAY.JP", "jp", "PAY.JP secret key", "PAY.JP 시크릿 키",
  lambda: [("PAYJP_SECRET_KEY", pick(["sk_live_", "sk_test_"]) + rs(HEX, 24), 1)],
  None, "api.pay.jp", "sk_live_ + 24hex")
V("kintone", "jp", "kintone API token", "kintone API 토큰",
  lambda: [("KINTONE_API_TOKEN", mixed(B62, 40), 1)],
  "X-Cybozu-API-Token: {t}", "acme.cybozu.com", "40 base62")
V("Sakura Cloud", "jp", "Sakura Cloud API access token secret", "사쿠라 클라우드 API 토큰 시크릿",
  lambda: [("SAKURACLOUD_ACCESS_TOKEN", uuid4(), 2), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", mixed(B62, 64), 1)],
  None, "secure.sakura.ad.jp", "uuid / 64")
# ---- China
V("Alibaba Cloud", "cn", "Alibaba Cloud AccessKey pair", "Alibaba Cloud AccessKey 쌍",
  lambda: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + mixed(B62, 18), 2), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", mixed(B62, 30), 1)],
  None, "ecs.aliyuncs.com", "LTAI5t+18 / 30")
V("Tencent Cloud", "cn", "Tencent Cloud SecretId/SecretKey", "Tencent Cloud SecretId/SecretKey",
  lambda: [("TENCENTCLOUD_SECRET_ID", "AKID" + mixed(B62, 32), 2), ("TENCENTCLOUD_SECRET_KEY", mixed(B62, 32), 1)],
  None, "cvm.tencentcloudapi.com", "AKID+32 / 32")
V("Baidu Cloud", "cn", "Baidu AI Cloud AK/SK", "Baidu AI Cloud AK/SK",
  lambda: [("BCE_ACCESS_KEY_ID", rs(HEX, 32), 2), ("BCE_SECRET_ACCESS_KEY", rs(HEX, 32), 1)],
  None, "bcc.bj.baidubce.com", "32hex / 32hex")
V("Huawei Cloud", "cn", "Huawei Cloud AK/SK", "Huawei Cloud AK/SK",
  lambda: [("HUAWEICLOUD_SDK_AK", mixed(UPN, 20, (UP, DIG)), 2), ("HUAWEICLOUD_SDK_SK", mixed(B62, 40), 1)],
  None, "ecs.ap-southeast-1.myhuaweicloud.com", "20 / 40")
V("WeChat", "cn", "WeChat AppSecret", "WeChat AppSecret",
  lambda: [("WECHAT_APPID", "wx" + rs(HEX, 16), 0), ("WECHAT_APPSECRET", rs(HEX, 32), 1)],
  None, "api.weixin.qq.com", "appid wx+16hex (not secret) / 32hex")
V("WeCom", "cn", "WeCom corpsecret", "WeCom corpsecret",
  lambda: [("WECOM_CORPID", "ww" + rs(HEX, 16), 0), ("WECOM_CORPSECRET", mixed(B62 + "-_", 43), 1)],
  None, "qyapi.weixin.qq.com", "43 chars")
V("DingTalk", "cn", "DingTalk robot sign secret", "DingTalk 로봇 sign 시크릿",
  lambda: [("DINGTALK_ACCESS_TOKEN", rs(HEX, 64), 1), ("DINGTALK_SECRET", "SEC" + rs(HEX, 64), 1)],
  None, "oapi.dingtalk.com", "64hex / SEC+64hex")
V("Feishu", "cn", "Feishu/Lark app secret", "Feishu/Lark 앱 시크릿",
  lambda: [("FEISHU_APP_ID", "cli_" + rs(HEX, 16), 0), ("FEISHU_APP_SECRET", mixed(B62, 32), 1)],
  None, "open.feishu.cn", "cli_ id (not secret) / 32")
V("Qiniu", "cn", "Qiniu AccessKey/SecretKey", "Qiniu AK/SK",
  lambda: [("QINIU_ACCESS_KEY", mixed(B62 + "-_", 40), 2), ("QINIU_SECRET_KEY", mixed(B62 + "-_", 40), 1)],
  None, "rs.qiniu.com", "40 / 40")
V("Volcengine", "cn", "Volcengine AccessKey", "Volcengine AccessKey",
  lambda: [("VOLC_ACCESSKEY", "AKLT" + mixed(B62 + "-_", 40), 2), ("VOLC_SECRETKEY", b64e(rbytes(45)), 1)],
  None, "open.volcengineapi.com", "AKLT+40 / 60 base64")
V("Gitee", "cn", "Gitee private token", "Gitee private 토큰",
  lambda: [("GITEE_TOKEN", rs(HEX, 32), 1)],
  None, "gitee.com", "32hex")
# ---- Europe
V("Mollie", "eu", "Mollie API key", "Mollie API 키",
  lambda: [("MOLLIE_API_KEY", pick(["live_", "test_"]) + mixed(B62, 30), 1)],
  "Authorization: Bearer {t}", "api.mollie.com", "live_ + 30")
V("Adyen", "eu", "Adyen API key", "Adyen API 키",
  lambda: [("ADYEN_API_KEY", "AQE" + mixed(B64, rint(90, 110)) + "==-" + b64e(rbytes(32)) + "-" + mixed(B62 + ",.;:{}%", 16), 1)],
  "X-API-Key: {t}", "checkout-test.adyen.com", "AQE...==-b64-16")
V("Scaleway", "eu", "Scaleway API secret key", "Scaleway API 시크릿 키",
  lambda: [("SCW_ACCESS_KEY", "SCW" + mixed(UPN, 17, (UP, DIG)), 2), ("SCW_SECRET_KEY", uuid4(), 1)],
  "X-Auth-Token: {t}", "api.scaleway.com", "SCW+17 / uuid")
V("OVHcloud", "eu", "OVHcloud application secret and consumer key", "OVHcloud 애플리케이션 시크릿/컨슈머 키",
  lambda: [("OVH_APPLICATION_KEY", mixed(B62, 16), 0), ("OVH_APPLICATION_SECRET", mixed(B62, 32), 1), ("OVH_CONSUMER_KEY", mixed(B62, 32), 1)],
  None, "eu.api.ovh.com", "16 / 32 / 32")
V("Hetzner", "eu", "Hetzner Cloud API token", "Hetzner Cloud API 토큰",
  lambda: [("HCLOUD_TOKEN", mixed(B62, 64), 1)],
  "Authorization: Bearer {t}", "api.hetzner.cloud", "64 base62")
V("Brevo", "eu", "Brevo (Sendinblue) API key", "Brevo(Sendinblue) API 키",
  lambda: [("BREVO_API_KEY", "xkeysib-" + rs(HEX, 64) + "-" + mixed(B62, 16), 1)],
  "api-key: {t}", "api.brevo.com", "xkeysib-64hex-16")
V("Mailjet", "eu", "Mailjet API key and secret", "Mailjet API 키/시크릿",
  lambda: [("MJ_APIKEY_PUBLIC", rs(HEX, 32), 2), ("MJ_APIKEY_PRIVATE", rs(HEX, 32), 1)],
  None, "api.mailjet.com", "32hex / 32hex")
V("GoCardless", "eu", "GoCardless access token", "GoCardless 액세스 토큰",
  lambda: [("GOCARDLESS_ACCESS_TOKEN", pick(["live_", "sandbox_"]) + mixed(B62 + "-_", 40), 1)],
  "Authorization: Bearer {t}", "api.gocardless.com", "live_ + 40")
V("Wise", "eu", "Wise API token", "Wise API 토큰",
  lambda: [("WISE_API_TOKEN", uuid4(), 1)],
  "Authorization: Bearer {t}", "api.transferwise.com", "uuid")
V("Exoscale", "eu", "Exoscale API key/secret", "Exoscale API 키/시크릿",
  lambda: [("EXOSCALE_API_KEY", "EXO" + rs(HEX, 24), 2), ("EXOSCALE_API_SECRET", mixed(B62 + "-_", 43), 1)],
  None, "api-ch-gva-2.exoscale.com", "EXO+24hex / 43")
V("Yandex Cloud", "eu", "Yandex Cloud API key", "Yandex Cloud API 키",
  lambda: [("YC_API_KEY", "AQVN" + mixed(B62 + "-_", 36), 1)],
  "Authorization: Api-Key {t}", "llm.api.cloud.yandex.net", "AQVN + 36")
V("Yandex Object Storage", "eu", "Yandex Cloud static access key", "Yandex Cloud 정적 액세스 키",
  lambda: [("YC_ACCESS_KEY_ID", "YCAJ" + mixed(B62 + "-_", 21), 2), ("YC_SECRET_ACCESS_KEY", "YCN" + mixed(B62 + "-_", 37), 1)],
  None, "storage.yandexcloud.net", "YCAJ+21 / YC..40")
V("Paddle", "eu", "Paddle API key", "Paddle API 키",
  lambda: [("PADDLE_API_KEY", "pdl_%s_apikey_01%s_%s_%s" % (pick(["live", "sdbx"]), rs("0123456789abcdefghjkmnpqrstvwxyz", 24), mixed(B62, 22), mixed(B62, 3)), 1)],
  "Authorization: Bearer {t}", "api.paddle.com", "pdl_live_apikey_ulid_22_3")
V("SumUp", "eu", "SumUp API key", "SumUp API 키",
  lambda: [("SUMUP_API_KEY", "sup_sk_" + mixed(B62, 32), 1)],
  "Authorization: Bearer {t}", "api.sumup.com", "sup_sk_ + 32")
V("Klarna", "eu", "Klarna API key", "Klarna API 키",
  lambda: [("KLARNA_API_KEY", "klarna_%s_api_" % pick(["live", "test"]) + mixed(B62, 40), 1)],
  None, "api.klarna.com", "klarna_live_api_ + 40")
V("DeepL", "eu", "DeepL auth key", "DeepL 인증 키",
  lambda: [("DEEPL_AUTH_KEY", uuid4() + pick([":fx", ""]), 1)],
  "Authorization: DeepL-Auth-Key {t}", "api-free.deepl.com", "uuid(:fx)")
V("Bunny", "eu", "bunny.net API key", "bunny.net API 키",
  lambda: [("BUNNY_API_KEY", uuid4() + "-" + uuid4(), 1)],
  "AccessKey: {t}", "api.bunny.net", "uuid-uuid")
V("Spotify", "eu", "Spotify client secret", "Spotify 클라이언트 시크릿",
  lambda: [("SPOTIFY_CLIENT_ID", rs(HEX, 32), 0), ("SPOTIFY_CLIENT_SECRET", rs(HEX, 32), 1)],
  None, "accounts.spotify.com", "32hex")
V("MessageBird", "eu", "MessageBird (Bird) access key", "MessageBird(Bird) 액세스 키",
  lambda: [("MESSAGEBIRD_ACCESS_KEY", mixed(B62, 25), 1)],
  "Authorization: AccessKey {t}", "rest.messagebird.com", "25 base62")
V("Vonage", "eu", "Vonage API secret", "Vonage API 시크릿",
  lambda: [("VONAGE_API_KEY", rs(HEX, 8), 0), ("VONAGE_API_SECRET", mixed(B62, 16), 1)],
  None, "rest.nexmo.com", "key 8hex (not secret) / 16")


# ============================================================================
# Names and filler values used to build realistic snippets
# ============================================================================
SVCS = ["billing-api", "order-sync", "notif-worker", "admin-web", "search-indexer", "payout-batch",
        "auth-gateway", "media-resizer", "report-cron", "crm-bridge", "inventory-svc", "ledger",
        "chat-relay", "settlement-job", "partner-portal", "geo-lookup", "mobile-bff", "etl-runner"]
ENVS = ["dev", "staging", "prod", "qa", "sandbox", "stage", "production", "local"]
HOSTS = ["db.internal", "pg-main.%s.svc.cluster.local", "mysql-01.corp.example", "10.20.3.14",
         "rds-%s.cluster-c9x2kq.ap-northeast-2.rds.amazonaws.com", "db.staging.acme.io",
         "redis-master.%s.svc", "mq.internal", "pg.prod.acme.kr"]
PEOPLE_EN = ["Dana", "Priya", "Marcus", "Kenji", "Lena", "Tomas", "Aisha", "Ravi", "Sofia", "Jonas", "Mei", "Omar"]
PEOPLE_KO = ["김지훈", "박서연", "이민호", "최유진", "정다은", "한승우", "윤하늘", "장민재", "오세린", "강도윤", "서지민", "임채원"]
USERS = ["app", "deploy", "svc_billing", "admin", "root", "etl_user", "readonly", "jenkins", "backup",
         "postgres", "sa", "api_rw", "grafana", "minji.kim", "d.park", "ops"]
DBS = ["app", "billing", "orders", "analytics", "crm", "ledger_prod", "shop", "inventory"]


def svc_host(ctx):
    h = pick(HOSTS)
    return h % ctx["env"] if "%s" in h else h


def ver():
    return "%d.%d.%d" % (rint(0, 4), rint(0, 30), rint(0, 20))


def filler_pairs(n):
    pool = [
        lambda: ("PORT", str(pick([3000, 8080, 8000, 5000, 9090]))),
        lambda: ("LOG_LEVEL", pick(["info", "debug", "warn"])),
        lambda: ("NODE_ENV", pick(["production", "development", "staging"])),
        lambda: ("TZ", pick(["Asia/Seoul", "UTC", "Asia/Tokyo"])),
        lambda: ("DB_HOST", pick(["db.internal", "127.0.0.1", "postgres"])),
        lambda: ("DB_PORT", pick(["5432", "3306"])),
        lambda: ("REDIS_URL", "redis://%s:6379/%d" % (pick(["redis", "cache.internal"]), rint(0, 3))),
        lambda: ("REQUEST_TIMEOUT_MS", str(pick([3000, 5000, 15000]))),
        lambda: ("FEATURE_NEW_CHECKOUT", pick(["true", "false"])),
        lambda: ("SENTRY_ENVIRONMENT", pick(ENVS)),
        lambda: ("APP_VERSION", ver()),
        lambda: ("WORKER_CONCURRENCY", str(rint(2, 16))),
        lambda: ("S3_BUCKET", pick(["acme-uploads-prod", "media-staging", "reports-archive"])),
        lambda: ("CALLBACK_URL", "https://%s.acme.io/callback" % pick(["app", "staging", "pay"])),
        lambda: ("DEPLOY_ID", uuid4()),
        lambda: ("BUILD_SHA", rs(HEX, 40)),
        lambda: ("RATE_LIMIT_PER_MIN", str(pick([60, 120, 600]))),
        lambda: ("LOCALE", pick(["ko_KR", "en_US", "ja_JP"])),
    ]
    out = []
    names = []
    while len(out) < n:
        k, v = pick(pool)()
        if k not in names:
            names.append(k)
            out.append((k, v, 0))
    return out


def mix_in(secret_pairs, n_fill=None):
    """Place secret pairs at the start, middle or end of a block of filler pairs."""
    n_fill = rint(0, 4) if n_fill is None else n_fill
    fill = filler_pairs(n_fill)
    pos = pick(["start", "middle", "end"])
    if pos == "start":
        return list(secret_pairs) + fill
    if pos == "end":
        return fill + list(secret_pairs)
    cut = len(fill) // 2
    return fill[:cut] + list(secret_pairs) + fill[cut:]


# ---------------------------------------------------------------- key styles
def snake(k):
    return k.lower()


def camel(k):
    p = k.lower().split("_")
    return p[0] + "".join(x[:1].upper() + x[1:] for x in p[1:])


def pascal(k):
    return "".join(x[:1].upper() + x[1:] for x in k.lower().split("_"))


def dotted(k):
    return k.lower().replace("_", ".")


def kebab(k):
    return k.lower().replace("_", "-")


PLAIN = B62 + "-_.:/+=@,~"   # membership tests only


def is_plain(v):
    return all(c in PLAIN for c in v)


def q_env(v):
    if is_plain(v):
        return pick([v, v, '"%s"' % v])
    return "'%s'" % v


def q_sh(v):
    if is_plain(v) and chance(0.5):
        return v
    return "'%s'" % v


def q_yaml(v):
    if is_plain(v) and not v.isdigit() and chance(0.5) and not v.startswith(("-", ":")):
        return v
    return '"%s"' % v


# ============================================================================
# key/value containers.  Each renderer gets [(KEY, value, flag)] and ctx and
# returns (text, file_name, fence_lang, value_map) where value_map maps a raw
# value to the form it takes in the text (identity unless encoded).
# ============================================================================
def r_dotenv(pairs, ctx):
    f = pick([".env", ".env.local", ".env.%s" % ctx["env"], "config/.env", "deploy/%s.env" % ctx["env"], "apps/%s/.env" % ctx["svc"]])
    lines = []
    if chance(0.4):
        lines.append(pick(["# %s" % ctx["svc"], "# do not commit", "# copied from 1Password", "# TODO move to vault"]))
    lines += ["%s=%s" % (k, q_env(v)) for k, v, _ in pairs]
    return "\n".join(lines), f, "dotenv", {}


def r_export(pairs, ctx):
    f = pick(["~/.zshrc", "~/.bashrc", "scripts/dev-env.sh", "bin/setup-%s.sh" % ctx["env"], ".envrc"])
    return "\n".join("export %s=%s" % (k, q_sh(v)) for k, v, _ in pairs), f, "bash", {}


def r_yaml(pairs, ctx):
    f = pick(["config/%s.yaml" % ctx["env"], "config/application.yml", "settings.yaml", "conf/%s.yml" % ctx["svc"]])
    sec = pick([ctx["svc"].replace("-", "_"), "integrations", "secrets", "credentials", "external"])
    lines = [sec + ":"]
    if chance(0.4):
        lines = [ctx["env"] + ":", "  " + sec + ":"]
        ind = "    "
    else:
        ind = "  "
    lines += ["%s%s: %s" % (ind, snake(k), q_yaml(v)) for k, v, _ in pairs]
    return "\n".join(lines), f, "yaml", {}


def r_json(pairs, ctx):
    f = pick(["appsettings.%s.json" % ctx["env"].capitalize(), "config/default.json", "secrets.json", "local.settings.json"])
    style = pick([camel, pascal, snake])
    inner = {style(k): v for k, v, _ in pairs}
    obj = {pick(["integrations", "Values", ctx["svc"], "credentials"]): inner}
    return json.dumps(obj, indent=2, ensure_ascii=False), f, "json", {}


def r_toml(pairs, ctx):
    f = pick(["config.toml", "settings/%s.toml" % ctx["env"], "Secrets.toml", ".cargo/config.toml"])
    lines = ["[%s]" % pick([ctx["svc"].replace("-", "_"), "api", "credentials", "env"])]
    lines += ['%s = "%s"' % (snake(k), v) for k, v, _ in pairs]
    return "\n".join(lines), f, "toml", {}


def r_ini(pairs, ctx):
    f = pick(["config.ini", "settings.cfg", "%s.conf" % ctx["svc"], "setup.cfg"])
    lines = ["[%s]" % pick(["default", ctx["env"], "api", "auth"])]
    lines += ["%s = %s" % (snake(k), v) for k, v, _ in pairs]
    return "\n".join(lines), f, "ini", {}


def r_properties(pairs, ctx):
    f = pick(["application.properties", "application-%s.properties" % ctx["env"], "gradle.properties", "config/app.properties"])
    pre = pick(["app", "integration", ctx["svc"].replace("-", "."), "spring.cloud.config"])
    return "\n".join("%s.%s=%s" % (pre, dotted(k), v) for k, v, _ in pairs), f, "properties", {}


def r_xml(pairs, ctx):
    f = pick(["web.config", "App.config", "web.%s.config" % ctx["env"].capitalize()])
    lines = ["<appSettings>"] + ['  <add key="%s" value="%s" />' % (pascal(k), v) for k, v, _ in pairs] + ["</appSettings>"]
    return "\n".join(lines), f, "xml", {}


def r_k8s_string(pairs, ctx):
    f = pick(["k8s/%s/secret.yaml" % ctx["env"], "manifests/%s-secret.yaml" % ctx["svc"], "deploy/secret.yaml"])
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-env" % ctx["svc"],
             "  namespace: %s" % ctx["env"], "type: Opaque", "stringData:"]
    lines += ['  %s: "%s"' % (k, v) for k, v, _ in pairs]
    return "\n".join(lines), f, "yaml", {}


def r_k8s_data(pairs, ctx):
    f = pick(["k8s/%s/secret.yaml" % ctx["env"], "helm/templates/secret.yaml", "kubectl-get-secret.out"])
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-credentials" % ctx["svc"], "type: Opaque", "data:"]
    vm = {}
    for k, v, _ in pairs:
        e = b64e(v.encode())
        vm[v] = e
        lines.append("  %s: %s" % (k, e))
    return "\n".join(lines), f, "yaml", vm


def r_compose(pairs, ctx):
    f = pick(["docker-compose.yml", "compose.%s.yaml" % ctx["env"], "docker-compose.override.yml"])
    lines = ["services:", "  %s:" % ctx["svc"], "    image: ghcr.io/acme/%s:%s" % (ctx["svc"], ver()), "    environment:"]
    if chance(0.5):
        lines += ["      - %s=%s" % (k, v) for k, v, _ in pairs]
    else:
        lines += ['      %s: "%s"' % (k, v) for k, v, _ in pairs]
    return "\n".join(lines), f, "yaml", {}


def r_dockerfile(pairs, ctx):
    f = pick(["Dockerfile", "docker/%s.Dockerfile" % ctx["svc"], "Dockerfile.%s" % ctx["env"]])
    base = pick(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.22"])
    kw = pick(["ENV", "ENV", "ARG"])
    lines = ["FROM " + base, "WORKDIR /app"]
    lines += ['%s %s="%s"' % (kw, k, v) if not is_plain(v) else "%s %s=%s" % (kw, k, v) for k, v, _ in pairs]
    lines += [pick(["COPY . .", "COPY --from=build /out /app"]), pick(['CMD ["node", "dist/main.js"]', 'CMD ["python", "-m", "app"]', 'ENTRYPOINT ["/app/server"]'])]
    return "\n".join(lines), f, "dockerfile", {}


def r_gha(pairs, ctx):
    f = ".github/workflows/%s.yml" % pick(["deploy", "release", "nightly", "ci"])
    lines = ["jobs:", "  %s:" % pick(["deploy", "build", "publish"]), "    runs-on: ubuntu-latest", "    env:"]
    lines += ["      %s: %s" % (k, q_yaml(v)) for k, v, _ in pairs]
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: %s" % pick(["make deploy", "npm run release", "./scripts/publish.sh"])]
    return "\n".join(lines), f, "yaml", {}


def r_gitlab(pairs, ctx):
    f = ".gitlab-ci.yml"
    lines = ["variables:"] + ['  %s: "%s"' % (k, v) for k, v, _ in pairs]
    lines += ["", "%s:" % pick(["deploy_staging", "release", "integration_test"]), "  stage: %s" % pick(["deploy", "test"]), "  script:", "    - %s" % pick(["./ci/deploy.sh", "make release", "pytest -q"])]
    return "\n".join(lines), f, "yaml", {}


def r_terraform(pairs, ctx):
    f = pick(["terraform.tfvars", "envs/%s/terraform.tfvars" % ctx["env"], "main.tf", "variables.tf"])
    if f.endswith("tfvars"):
        return "\n".join('%s = "%s"' % (snake(k), v) for k, v, _ in pairs), f, "hcl", {}
    out = []
    for k, v, fl in pairs:
        out.append('variable "%s" {\n  type      = string\n  default   = "%s"%s\n}' % (snake(k), v, "\n  sensitive = true" if fl else ""))
    return "\n".join(out), f, "hcl", {}


def r_python(pairs, ctx):
    style = pick(["setdefault", "settings", "environ"])
    if style == "setdefault":
        body = "import os\n" + "\n".join('os.environ.setdefault("%s", "%s")' % (k, v) for k, v, _ in pairs)
        f = pick(["conftest.py", "manage.py", "scripts/run_local.py"])
    elif style == "settings":
        body = "\n".join('%s = "%s"' % (k, v) for k, v, _ in pairs)
        f = pick(["settings/%s.py" % ctx["env"], "config.py", "app/settings.py"])
    else:
        body = "\n".join('os.environ["%s"] = "%s"' % (k, v) for k, v, _ in pairs)
        f = pick(["notebooks/debug.ipynb", "tests/test_integration.py", "sync.py"])
    return body, f, "python", {}


def r_node(pairs, ctx):
    f = pick(["src/config.ts", "config/index.js", "scripts/seed.mjs", "next.config.js"])
    lines = ["export const config = {"] + ["  %s: process.env.%s ?? '%s'," % (camel(k), k, v) for k, v, _ in pairs] + ["};"]
    return "\n".join(lines), f, "ts", {}


def r_go(pairs, ctx):
    f = pick(["cmd/%s/main.go" % ctx["svc"], "internal/config/config.go", "main_test.go"])
    if chance(0.5):
        body = "\n".join('os.Setenv("%s", "%s")' % (k, v) for k, v, _ in pairs)
    else:
        body = "const (\n" + "\n".join('\t%s = "%s"' % (camel(k), v) for k, v, _ in pairs) + "\n)"
    return body, f, "go", {}


def r_java(pairs, ctx):
    f = pick(["src/main/java/com/acme/Config.java", "src/test/java/com/acme/ClientIT.java"])
    body = "\n".join('    private static final String %s = "%s";' % (k, v) for k, v, _ in pairs)
    return body, f, "java", {}


def r_csharp(pairs, ctx):
    f = pick(["Program.cs", "Startup.cs", "Tests/IntegrationFixture.cs"])
    body = "\n".join('Environment.SetEnvironmentVariable("%s", "%s");' % (k, v) for k, v, _ in pairs)
    return body, f, "csharp", {}


def r_ruby(pairs, ctx):
    f = pick(["config/initializers/%s.rb" % pick(["stripe", "integrations", "clients"]), "spec/spec_helper.rb", "Rakefile"])
    return "\n".join("ENV['%s'] ||= '%s'" % (k, v) for k, v, _ in pairs), f, "ruby", {}


def r_php(pairs, ctx):
    f = pick(["config/services.php", "wp-config.php", "config/app.php"])
    if f == "wp-config.php":
        return "\n".join("define( '%s', '%s' );" % (k, v) for k, v, _ in pairs), f, "php", {}
    return "\n".join("    '%s' => env('%s', '%s')," % (snake(k), k, v) for k, v, _ in pairs), f, "php", {}


def r_rust(pairs, ctx):
    f = pick(["src/main.rs", "tests/e2e.rs", "build.rs"])
    return "\n".join('std::env::set_var("%s", "%s");' % (k, v) for k, v, _ in pairs), f, "rust", {}


def r_kotlin(pairs, ctx):
    f = pick(["app/src/main/java/com/acme/BuildConfig.kt", "src/main/kotlin/Config.kt"])
    return "\n".join('const val %s = "%s"' % (k, v) for k, v, _ in pairs), f, "kotlin", {}


def r_swift(pairs, ctx):
    f = pick(["Sources/App/Secrets.swift", "App/Config.swift"])
    lines = ["enum Secrets {"] + ['    static let %s = "%s"' % (camel(k), v) for k, v, _ in pairs] + ["}"]
    return "\n".join(lines), f, "swift", {}


def r_powershell(pairs, ctx):
    f = pick(["setup.ps1", "scripts\\dev.ps1", "profile.ps1"])
    return "\n".join("$env:%s = '%s'" % (k, v) for k, v, _ in pairs), f, "powershell", {}


def r_cli_set(pairs, ctx):
    tool = pick(["heroku", "fly", "gh", "kubectl", "doppler", "railway"])
    sec = [(k, v) for k, v, fl in pairs]
    if tool == "heroku":
        cmd = "heroku config:set " + " ".join("%s='%s'" % (k, v) for k, v in sec) + " -a %s-%s" % (ctx["svc"], ctx["env"])
    elif tool == "fly":
        cmd = "fly secrets set " + " ".join("%s='%s'" % (k, v) for k, v in sec) + " --app " + ctx["svc"]
    elif tool == "gh":
        cmd = "\n".join("gh secret set %s --env %s --body '%s'" % (k, ctx["env"], v) for k, v in sec)
    elif tool == "kubectl":
        cmd = "kubectl -n %s create secret generic %s-env \\\n" % (ctx["env"], ctx["svc"]) + " \\\n".join("  --from-literal=%s='%s'" % (k, v) for k, v in sec)
    elif tool == "doppler":
        cmd = "doppler secrets set " + " ".join("%s='%s'" % (k, v) for k, v in sec) + " --config " + pick(["prd", "stg", "dev"])
    else:
        cmd = "\n".join('railway variables --set "%s=%s"' % (k, v) for k, v in sec)
    return "$ " + cmd, "shell history", "bash", {}


def r_log(pairs, ctx):
    f = pick(["%s.log" % ctx["svc"], "kubectl logs deploy/%s" % ctx["svc"], "CloudWatch /ecs/%s" % ctx["svc"], "journalctl -u %s" % ctx["svc"]])
    lvl = pick(["DEBUG", "INFO", "TRACE"])
    lines = []
    for k, v, _ in pairs:
        lines.append("%s %s [%s] %s" % (ts_log(), lvl, ctx["svc"], pick(["config loaded: %s=%s", "env %s=%s", "using %s=%s", "resolved setting %s -> %s"]) % (k, v)))
    return "\n".join(lines), f, "", {}


def r_printenv(pairs, ctx):
    return "$ printenv | grep -E '%s'\n" % pick(["KEY|TOKEN|SECRET", "_", "API"]) + "\n".join("%s=%s" % (k, v) for k, v, _ in pairs), "container shell", "bash", {}


def r_mdtable(pairs, ctx):
    lines = ["| variable | value | env |", "|---|---|---|"] + ["| %s | %s | %s |" % (k, v, ctx["env"]) for k, v, _ in pairs]
    return "\n".join(lines), pick(["docs/SETUP.md", "the wiki page 'Local setup'", "README.md", "Confluence onboarding page"]), "", {}


def r_systemd(pairs, ctx):
    f = "/etc/systemd/system/%s.service" % ctx["svc"]
    lines = ["[Service]", "User=%s" % pick(USERS)] + ['Environment="%s=%s"' % (k, v) for k, v, _ in pairs] + ["ExecStart=/opt/%s/bin/server" % ctx["svc"]]
    return "\n".join(lines), f, "ini", {}


def r_makefile(pairs, ctx):
    lines = ["export %s ?= %s" % (k, v) for k, v, _ in pairs] + ["", "deploy:", "\t./scripts/deploy.sh $(ENV)"]
    return "\n".join(lines), "Makefile", "makefile", {}


def r_launch(pairs, ctx):
    obj = {"version": "0.2.0", "configurations": [{"name": "Debug %s" % ctx["svc"], "type": pick(["node", "debugpy", "go"]),
                                                   "request": "launch", "env": {k: v for k, v, _ in pairs}}]}
    return json.dumps(obj, indent=2, ensure_ascii=False), ".vscode/launch.json", "json", {}


def r_intellij(pairs, ctx):
    lines = ['<configuration name="%s" type="Application">' % ctx["svc"], "  <envs>"]
    lines += ['    <env name="%s" value="%s" />' % (k, v) for k, v, _ in pairs] + ["  </envs>", "</configuration>"]
    return "\n".join(lines), ".idea/runConfigurations/%s.xml" % ctx["svc"].replace("-", "_"), "xml", {}


def r_postman(pairs, ctx):
    obj = {"name": "%s %s" % (ctx["svc"], ctx["env"]), "values": [{"key": camel(k), "value": v, "type": "secret" if fl else "default", "enabled": True} for k, v, fl in pairs]}
    return json.dumps(obj, indent=2, ensure_ascii=False), "%s.postman_environment.json" % ctx["env"], "json", {}


def r_ansible(pairs, ctx):
    lines = ["---"] + ['%s: "%s"' % (snake(k), v) for k, v, _ in pairs]
    return "\n".join(lines), pick(["group_vars/%s/vars.yml" % ctx["env"], "host_vars/app01.yml", "roles/app/defaults/main.yml"]), "yaml", {}


def r_jupyter(pairs, ctx):
    return "\n".join("%%env %s=%s" % (k, v) for k, v, _ in pairs), "notebooks/%s.ipynb" % pick(["explore", "backfill", "debug_api"]), "python", {}


def r_crontab(pairs, ctx):
    lines = ["%s=%s" % (k, v) for k, v, _ in pairs] + ["%d %d * * * /opt/%s/run.sh >> /var/log/%s.log 2>&1" % (rint(0, 59), rint(0, 23), ctx["svc"], ctx["svc"])]
    return "\n".join(lines), "crontab -l", "", {}


def r_stacktrace(pairs, ctx):
    v = pick(["pytest", "spring", "axios"])
    if v == "pytest":
        inner = ", ".join("'%s': '%s'" % (k, val) for k, val, _ in pairs)
        t = ("    def test_sync_%s():\n>       client = SyncClient(**settings)\nE       AuthenticationError: 401 Unauthorized\n\n"
             "settings   = {%s}\n\ntests/test_sync.py:%d: AuthenticationError") % (ctx["svc"].replace("-", "_"), inner, rint(10, 200))
        return t, "pytest -l output", "", {}
    if v == "spring":
        blocks = []
        for k, val, _ in pairs:
            blocks.append('    Property: app.%s\n    Value: "%s"\n    Origin: System Environment Property "%s"' % (dotted(k), val, k))
        t = ("***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\n"
             "Failed to bind properties under 'app' to com.acme.config.AppProperties:\n\n%s\n    Reason: failed to convert java.lang.String to java.time.Duration") % "\n".join(blocks)
        return t, "the Spring Boot startup log", "", {}
    params = ", ".join("%s: '%s'" % (camel(k), val) for k, val, _ in pairs)
    t = ("AxiosError: Request failed with status code 401\n    at settle (/app/node_modules/axios/dist/node/axios.cjs:2019:12)\n"
         "    at IncomingMessage.handleStreamEnd (/app/node_modules/axios/dist/node/axios.cjs:3135:11) {\n  code: 'ERR_BAD_REQUEST',\n"
         "  config: {\n    params: { %s },\n    url: 'https://api.%s.acme.io/v1/sync'\n  }\n}") % (params, ctx["env"])
    return t, "the worker crash log", "", {}


def r_chat(pairs, ctx):
    who = pick(PEOPLE_EN + PEOPLE_KO)
    t = rint(9 * 60, 17 * 60)
    lines = ["[%d:%02d] %s: %s" % (t // 60, t % 60, who, pick(["new values for %s:" % ctx["env"], "%s 새 값이에요" % ctx["env"], "here you go"]))]
    for k, val, _ in pairs:
        t += rint(0, 2)
        lines.append("[%d:%02d] %s: %s=%s" % (t // 60, t % 60, who, k, val))
    return "\n".join(lines), pick(["a Slack thread", "a KakaoTalk message", "a Slack DM"]), "", {}


def r_jenkinsfile(pairs, ctx):
    lines = ["pipeline {", "  agent any", "  environment {"] + ["    %s = '%s'" % (k, val) for k, val, _ in pairs]
    lines += ["  }", "  stages {", "    stage('Deploy') {", "      steps { sh './deploy.sh %s' }" % ctx["env"], "    }", "  }", "}"]
    return "\n".join(lines), "Jenkinsfile", "groovy", {}


# name, renderer, characters that must not appear in any value for it
KV_CONTAINERS = [
    ("dotenv", r_dotenv, "'"), ("shell export", r_export, "'"), ("YAML config", r_yaml, ""),
    ("JSON config", r_json, ""), ("TOML", r_toml, ""), ("INI", r_ini, "%"), ("Java properties", r_properties, "!#"),
    ("XML appSettings", r_xml, "&<>"), ("k8s Secret stringData", r_k8s_string, ""), ("k8s Secret data (base64)", r_k8s_data, ""),
    ("docker-compose", r_compose, "$"), ("Dockerfile", r_dockerfile, "$ "), ("GitHub Actions", r_gha, ""),
    ("GitLab CI", r_gitlab, "$"), ("Terraform", r_terraform, "$%"), ("Python", r_python, ""), ("TypeScript", r_node, "'"),
    ("Go", r_go, ""), ("Java", r_java, ""), ("C#", r_csharp, "{}"), ("Ruby", r_ruby, "'"), ("PHP", r_php, "'"),
    ("Rust", r_rust, ""), ("Kotlin", r_kotlin, "$"), ("Swift", r_swift, ""), ("PowerShell", r_powershell, "'"),
    ("CLI secret set", r_cli_set, "'"), ("application log", r_log, ""), ("printenv output", r_printenv, ""),
    ("markdown table", r_mdtable, "|"), ("systemd unit", r_systemd, "%"), ("Makefile", r_makefile, "$#"),
    ("VS Code launch.json", r_launch, ""), ("IntelliJ run config", r_intellij, "&<>"), ("Postman environment", r_postman, ""),
    ("Ansible vars", r_ansible, ""), ("Jupyter %env", r_jupyter, " "), ("crontab", r_crontab, "% "),
    ("stack trace", r_stacktrace, "'"), ("chat message", r_chat, ""), ("Jenkinsfile", r_jenkinsfile, "'$"),
]


def render_kv(pairs, ctx, exclude=()):
    """Pick a container that can hold every value and render the pairs."""
    vals = [v for _, v, _ in pairs]
    ok = [c for c in KV_CONTAINERS if c[0] not in exclude and not any(ch in v for ch in c[2] for v in vals)
          and not any(ch in v for ch in "\"\\`\n" for v in vals)]
    name, fn, _ = pick(ok)
    text, f, fence, vm = fn(pairs, ctx)
    return {"text": text, "file": f, "fence": fence, "container": name, "vmap": vm}


# ============================================================================
# Human passwords, passphrases, PINs, Wi-Fi keys (bodies always from the PRNG)
# ============================================================================
WORDS_EN = ["sunset", "maple", "rocket", "harbor", "violet", "falcon", "copper", "winter", "garden", "orbit",
            "velvet", "tango", "pepper", "marble", "cobalt", "summit", "lantern", "river", "cactus", "meadow",
            "jasper", "nimbus", "pixel", "quartz", "bamboo", "glacier", "saffron", "thunder", "walrus", "ember"]
NAMES_ROM = ["minji", "jiwoo", "seoyeon", "hana", "daniel", "sarah", "kenji", "yuna", "tommy", "chris",
             "sophie", "junho", "eunbi", "taeyang", "mirae", "sora"]
HANGUL_WORDS = ["사랑해", "우리집", "고양이", "행복하자", "바다", "하늘", "강아지", "비밀", "서울", "봄날", "별빛",
                "커피", "호랑이", "무지개", "가을", "여름", "산책", "토끼", "우주", "노을", "감자", "딸기", "구름",
                "제주도", "꽃길", "달빛", "소나무", "첫눈", "바람", "햇살"]
PUNCT = "!@#$%^&*()-_=+[]{};:,.<>?/~|"
SHELL_SAFE_PUNCT = "@%+=:,./-_"

CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml", "l"]
JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt",
        "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def dubeolsik(word):
    """Keys typed on a 2-beolsik keyboard when the IME is left in English mode."""
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            out.append(CHO[code // 588] + JUNG[(code % 588) // 28] + JONG[code % 28])
        else:
            out.append(ch)
    return "".join(out)


def _pad(pw, n=8):
    while len(pw) < n:
        pw += pick(DIG)
    return pw


def pw_human():
    p = rint(1, 6)
    if p == 1:
        pw = pick(WORDS_EN).capitalize() + str(rint(1985, 2026)) + rs("!@#$*", rint(1, 2))
    elif p == 2:
        pw = pick(NAMES_ROM) + "%02d%02d" % (rint(1, 12), rint(1, 28)) + rs("!@#*", rint(0, 2))
    elif p == 3:
        pw = pick(WORDS_EN).capitalize() + pick("@#_.") + rs(DIG, rint(3, 5))
    elif p == 4:
        pw = pick(WORDS_EN) + pick(WORDS_EN) + rs(DIG, rint(2, 3))
    elif p == 5:
        pw = pick(["Spring", "Summer", "Autumn", "Winter"]) + str(rint(2019, 2026)) + pick("!#?$")
    else:
        pw = pick(NAMES_ROM).capitalize() + pick("!@") + pick(NAMES_ROM) + str(rint(1, 99))
    return _pad(pw)


def pw_passphrase():
    sep = pick(["-", " ", ".", "_", ""])
    ws = [pick(WORDS_EN) for _ in range(rint(3, 5))]
    if sep == "":
        ws = [w.capitalize() for w in ws]
    pw = sep.join(ws)
    if chance(0.5):
        pw += sep + str(rint(2, 99)) if sep else str(rint(2, 99))
    return pw


def pw_punct():
    while True:
        pw = rs(B62 + PUNCT + PUNCT, rint(12, 22))
        if sum(c in PUNCT for c in pw) >= 3 and any(c in DIG for c in pw):
            return pw


def pw_kbd():
    w = pick(HANGUL_WORDS) + (pick(HANGUL_WORDS) if chance(0.5) else "")
    pw = dubeolsik(w) + pick(["", "!", "@", "#", "!!", "^^"]) + (rs(DIG, rint(2, 4)) if chance(0.8) else "")
    return _pad(pw)


def pw_hangul():
    w = pick(HANGUL_WORDS) + pick(HANGUL_WORDS)
    pw = w + rs(DIG, rint(2, 4)) + pick(["", "!", "@", "#", "*"])
    return _pad(pw)


def pw_shellsafe():
    p = rint(1, 3)
    if p == 1:
        pw = pick(WORDS_EN).capitalize() + rs(DIG, rint(3, 4)) + pick("@%+=._-") + rs(B62, rint(2, 5))
    elif p == 2:
        pw = mixed(B62, rint(12, 20))
    else:
        pw = rs(B62 + SHELL_SAFE_PUNCT, rint(10, 18))
    return _pad(pw)


def pw_any(kind=None):
    kind = kind or pick(["human", "human", "passphrase", "punct", "punct", "kbd", "hangul", "safe", "random"])
    if kind == "human":
        return pw_human(), "human-style password"
    if kind == "passphrase":
        return pw_passphrase(), "passphrase"
    if kind == "punct":
        return pw_punct(), "punctuation-heavy password"
    if kind == "kbd":
        return pw_kbd(), "Korean-keyboard (dubeolsik) password"
    if kind == "hangul":
        return pw_hangul(), "Hangul password"
    if kind == "safe":
        return pw_shellsafe(), "password"
    return mixed(B62, rint(16, 32)), "random generated password"


def pw_for_kv():
    """A password safe for every key/value container (no quotes or backslashes)."""
    pw, k = pw_any()
    return pw, k


def pin8():
    while True:
        p = rs(DIG, 8)
        if p not in "0123456789012345678909876543210" and len(dedupe(list(p))) >= 4:
            return p


def wifi_key():
    p = rint(1, 4)
    if p == 1:
        return rs(HEX, 64), "64-hex WPA PSK"
    if p == 2:
        return pw_passphrase(), "WPA2 passphrase"
    if p == 3:
        return pw_human(), "WPA2 passphrase"
    return mixed(B62, rint(12, 20)), "WPA2 passphrase"


# ============================================================================
# Scenario helpers
# ============================================================================
def new_ctx():
    return {"svc": pick(SVCS), "env": pick(ENVS)}


def scen(cat, tpl, what, snip, cands, prim=None, vendor="", fence="", file="", lesson=None, gap=None, ask=None,
         prim_label=None):
    """A scenario: pasted material + the credential values it contains.
    what = (en, ko) noun phrase for the prose; lesson/gap/ask = optional (en, ko) sentences
    that contain no secret."""
    return {"cat": cat, "tpl": tpl, "what": what, "snip": snip, "cands": dedupe([c for c in cands if c]),
            "prim": prim, "vendor": vendor, "fence": fence, "file": file or "", "lesson": lesson,
            "gap": gap, "ask": ask}


class Cycle:
    """Deterministic round-robin over a PRNG-shuffled copy of a list."""

    def __init__(self, items):
        self.items = list(items)
        R.shuffle(self.items)
        self.i = 0

    def next(self):
        x = self.items[self.i % len(self.items)]
        self.i += 1
        if self.i % len(self.items) == 0:
            R.shuffle(self.items)
        return x


def api_path():
    return pick(["/v1/me", "/api/v2/items?limit=50", "/v1/status", "/v3/accounts", "/api/users/self",
                 "/v1/messages", "/v2/orders/%d" % rint(1000, 99999), "/api/v1/projects", "/v1/webhooks"])


def http_usage(hdr_line, host, ctx, method=None):
    """Render a request that carries hdr_line.  Returns (text, style, fence)."""
    name, val = hdr_line.split(": ", 1)
    method = method or pick(["GET", "GET", "POST"])
    path = api_path()
    style = pick(["curl", "curl", "raw", "httpie", "python", "fetch", "go", "wget"])
    url = "https://%s%s" % (host, path)
    if style == "curl":
        extra = ' -H "Content-Type: application/json" -d \'{"dry_run": true}\'' if method == "POST" else ""
        return 'curl -sS %s"%s" \\\n  -H "%s: %s"%s' % ("-X POST " if method == "POST" else "", url, name, val, extra), style, "bash"
    if style == "raw":
        return "%s %s HTTP/1.1\nHost: %s\n%s: %s\nAccept: application/json\nUser-Agent: %s/%s" % (
            method, path, host, name, val, ctx["svc"], ver()), style, "http"
    if style == "httpie":
        return "http %s %s '%s:%s'" % (method, url, name, val), style, "bash"
    if style == "python":
        return 'resp = requests.%s(\n    "%s",\n    headers={"%s": "%s"},\n    timeout=10,\n)' % (method.lower(), url, name, val), style, "python"
    if style == "fetch":
        return "const res = await fetch('%s', {\n  method: '%s',\n  headers: { '%s': '%s' },\n});" % (url, method, name, val), style, "js"
    if style == "go":
        return 'req, _ := http.NewRequest("%s", "%s", nil)\nreq.Header.Set("%s", "%s")' % (method, url, name, val), style, "go"
    return 'wget -qO- --header="%s: %s" %s' % (name, val, url), style, "bash"


# ---------------------------------------------------------------- vendor-specific files/commands
def vs_aws(items, ctx):
    d = {k: v for k, v, _ in items}
    prof = pick(["default", ctx["env"], "acme-" + ctx["env"], "billing"])
    if chance(0.6):
        lines = ["[%s]" % prof, "aws_access_key_id = " + d["AWS_ACCESS_KEY_ID"], "aws_secret_access_key = " + d["AWS_SECRET_ACCESS_KEY"]]
        if "AWS_SESSION_TOKEN" in d:
            lines.append("aws_session_token = " + d["AWS_SESSION_TOKEN"])
        else:
            lines.append("region = " + d.get("AWS_DEFAULT_REGION", "ap-northeast-2"))
        return "\n".join(lines), "~/.aws/credentials", "ini", "~/.aws/credentials"
    lines = ["aws configure set aws_access_key_id %s --profile %s" % (d["AWS_ACCESS_KEY_ID"], prof),
             "aws configure set aws_secret_access_key %s --profile %s" % (d["AWS_SECRET_ACCESS_KEY"], prof)]
    if "AWS_SESSION_TOKEN" in d:
        lines.append("aws configure set aws_session_token %s --profile %s" % (d["AWS_SESSION_TOKEN"], prof))
    return "\n".join(lines), "shell history", "bash", "aws configure set"


def vs_npm(items, ctx):
    t = items[0][1]
    if chance(0.5):
        return "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true" % t, ".npmrc", "ini", ".npmrc"
    return "npm config set //registry.npmjs.org/:_authToken %s" % t, "shell history", "bash", "npm config set"


def vs_pypi(items, ctx):
    t = items[0][1]
    if chance(0.5):
        return "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % t, "~/.pypirc", "ini", ".pypirc"
    return "twine upload -u __token__ -p %s dist/*" % t, "release script", "bash", "twine -p"


def vs_docker(items, ctx):
    d = {k: v for k, v, _ in items}
    u, t = d["DOCKERHUB_USERNAME"], d["DOCKERHUB_TOKEN"]
    if chance(0.5):
        auth = b64e(("%s:%s" % (u, t)).encode())
        txt = json.dumps({"auths": {"https://index.docker.io/v1/": {"auth": auth}}}, indent=2)
        return txt, "~/.docker/config.json", "json", "docker config.json auth", [auth]
    return "echo '%s' | docker login -u %s --password-stdin" % (t, u), "CI step", "bash", "docker login --password-stdin"


def vs_github(items, ctx):
    t = items[-1][1]
    p = rint(1, 4)
    if p == 1:
        return "https://%s:%s@github.com" % (pick(["jkim", "ci-bot", "x-access-token"]), t), "~/.git-credentials", "", ".git-credentials"
    if p == 2:
        return "git remote set-url origin https://x-access-token:%s@github.com/acme/%s.git" % (t, ctx["svc"]), "shell history", "bash", "git remote URL"
    if p == 3:
        return "echo %s | gh auth login --with-token" % t, "shell history", "bash", "gh auth login"
    return "//npm.pkg.github.com/:_authToken=%s\n@acme:registry=https://npm.pkg.github.com" % t, ".npmrc", "ini", ".npmrc GitHub Packages"


def vs_gitlab(items, ctx):
    t = items[0][1]
    if chance(0.5):
        return "git clone https://oauth2:%s@gitlab.com/acme/%s.git" % (t, ctx["svc"]), "README", "bash", "git clone URL"
    return "curl --header \"PRIVATE-TOKEN: %s\" \"https://gitlab.com/api/v4/projects?membership=true\"" % t, "shell history", "bash", "curl PRIVATE-TOKEN"


def vs_runner(items, ctx):
    t = items[0][1]
    return ('concurrent = 4\n\n[[runners]]\n  name = "%s-runner"\n  url = "https://gitlab.com/"\n  token = "%s"\n  executor = "docker"' % (ctx["svc"], t),
            "/etc/gitlab-runner/config.toml", "toml", "runner config.toml")


def vs_vault(items, ctx):
    t = items[-1][1]
    if chance(0.5):
        return "$ vault login %s\nSuccess! You are now authenticated." % t, "terminal", "bash", "vault login positional"
    return "VAULT_ADDR=%s VAULT_TOKEN=%s vault kv get secret/%s" % (items[0][1], t, ctx["svc"]), "shell history", "bash", "inline env"


def vs_ngrok(items, ctx):
    t = items[0][1]
    if chance(0.5):
        return "ngrok config add-authtoken %s" % t, "setup notes", "bash", "ngrok add-authtoken"
    return 'version: "2"\nauthtoken: %s\ntunnels:\n  web:\n    proto: http\n    addr: 3000' % t, "~/.config/ngrok/ngrok.yml", "yaml", "ngrok.yml"


def vs_tailscale(items, ctx):
    return "sudo tailscale up --authkey=%s --advertise-tags=tag:ci" % items[0][1], "bootstrap script", "bash", "tailscale up --authkey="


def vs_tfc(items, ctx):
    return json.dumps({"credentials": {"app.terraform.io": {"token": items[0][1]}}}, indent=2), "~/.terraform.d/credentials.tfrc.json", "json", "credentials.tfrc.json"


def vs_alibaba(items, ctx):
    a, s = items[0][1], items[1][1]
    if chance(0.5):
        return "aliyun configure set --profile %s --mode AK --region cn-hangzhou \\\n  --access-key-id %s --access-key-secret %s" % (ctx["env"], a, s), "shell history", "bash", "aliyun configure"
    return "[Credentials]\nlanguage=EN\nendpoint=oss-cn-hangzhou.aliyuncs.com\naccessKeyID=%s\naccessKeySecret=%s" % (a, s), "~/.ossutilconfig", "ini", "ossutilconfig"


def vs_tencent(items, ctx):
    a, s = items[0][1], items[1][1]
    return "tccli configure set secretId %s\ntccli configure set secretKey %s\ntccli configure set region ap-seoul" % (a, s), "shell history", "bash", "tccli configure"


def vs_ncp(items, ctx):
    a, s = items[0][1], items[1][1]
    return "[DEFAULT]\nncloud_access_key_id = %s\nncloud_secret_access_key = %s\nncloud_api_url = https://ncloud.apigw.ntruss.com" % (a, s), "~/.ncloud/configure", "ini", "ncloud configure"


def vs_huawei(items, ctx):
    a, s = items[0][1], items[1][1]
    return "hcloud configure set --cli-profile=%s --cli-region=ap-southeast-1 --cli-access-key=%s --cli-secret-key=%s" % (ctx["env"], a, s), "shell history", "bash", "hcloud configure"


def vs_qiniu(items, ctx):
    a, s = items[0][1], items[1][1]
    return "qshell account %s %s %s-uploader" % (a, s, ctx["svc"]), "shell history", "bash", "qshell account positional"


def vs_telegram(items, ctx):
    t = items[0][1]
    return 'curl -s "https://api.telegram.org/bot%s/sendMessage" -d chat_id=-100%d -d text="deploy ok"' % (t, rint(10 ** 9, 10 ** 10)), "deploy.sh", "bash", "bot URL path"


def vs_datagokr(items, ctx):
    k = items[0][1]
    enc = pct(k)
    url = "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=%s&pageNo=1&numOfRows=100&dataType=JSON&base_date=2025%02d%02d&nx=%d&ny=%d" % (
        enc, rint(1, 12), rint(1, 28), rint(50, 99), rint(100, 130))
    if chance(0.5):
        return url, "request log", "", "percent-encoded serviceKey URL", [enc]
    return "# Encoding key\nSERVICE_KEY_ENC=%s\n# Decoding key\nSERVICE_KEY=%s" % (enc, k), ".env", "dotenv", "encoded+decoded keys", [enc, k]


def vs_toss(items, ctx):
    sk = items[0][1]
    basic = b64e((sk + ":").encode())
    if chance(0.5):
        return ('curl --request POST --url https://api.tosspayments.com/v1/payments/confirm \\\n  --header "Authorization: Basic %s" \\\n  --header "Content-Type: application/json" \\\n  --data \'{"paymentKey":"tgen_%s","orderId":"ord_%d","amount":15000}\'' % (basic, rs(B62, 20), rint(10 ** 6, 10 ** 7)),
                "curl from the docs", "bash", "Basic base64(sk:)", [basic])
    return "const encoded = Buffer.from('%s:').toString('base64'); // %s" % (sk, basic), "src/payments/toss.ts", "ts", "secret key + its Basic form", [sk, basic]


def vs_basic_userpass(user_fmt):
    def f(items, ctx):
        d = [v for _, v, fl in items]
        sec = [v for _, v, fl in items if fl]
        user = user_fmt(d)
        t = sec[-1]
        return 'curl -s -u "%s:%s" https://%s%s' % (user, t, "api.example.com", api_path()), "shell history", "bash", "curl -u user:token"
    return f


def vs_portone(items, ctx):
    k, s = items[0][1], items[1][1]
    return ('POST https://api.iamport.kr/users/getToken\nContent-Type: application/json\n\n{"imp_key": "%s", "imp_secret": "%s"}' % (k, s),
            "REST client scratch file", "http", "JSON body imp_key/imp_secret")


def vs_wechat(items, ctx):
    a, s = items[0][1], items[1][1]
    return "GET https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=%s&secret=%s" % (a, s), "nginx access log", "", "query string secret"


def vs_wecom(items, ctx):
    a, s = items[0][1], items[1][1]
    return "curl 'https://qyapi.weixin.qq.com/cgi-bin/gettoken?corpid=%s&corpsecret=%s'" % (a, s), "shell history", "bash", "query string corpsecret"


def vs_feishu(items, ctx):
    a, s = items[0][1], items[1][1]
    return ('curl -X POST https://open.feishu.cn/open-apis/auth/v3/tenant_access_token/internal \\\n  -H "Content-Type: application/json" \\\n  -d \'{"app_id": "%s", "app_secret": "%s"}\'' % (a, s),
            "shell history", "bash", "JSON body app_secret")


def vs_google_key(items, ctx):
    k = items[0][1]
    return "https://maps.googleapis.com/maps/api/geocode/json?address=%s&key=%s" % (pick(["Gangnam-gu", "Shibuya", "Berlin"]), k), "server log", "", "key= query param"


def vs_naver(items, ctx):
    a, s = items[0][1], items[1][1]
    return 'curl "https://openapi.naver.com/v1/search/blog.json?query=%%EC%%B9%%B4%%ED%%8E%%98" \\\n  -H "X-Naver-Client-Id: %s" \\\n  -H "X-Naver-Client-Secret: %s"' % (a, s), "shell history", "bash", "X-Naver headers"


def vs_upbit(items, ctx):
    a, s = items[0][1], items[1][1]
    return 'access_key = "%s"\nsecret_key = "%s"\npayload = {"access_key": access_key, "nonce": str(uuid.uuid4())}\ntoken = jwt.encode(payload, secret_key)' % (a, s), "bot/upbit_client.py", "python", "python variables"


def vs_solapi(items, ctx):
    a, s = items[0][1], items[1][1]
    return "const messageService = new SolapiMessageService('%s', '%s');" % (a, s), "src/sms/sender.ts", "ts", "SDK constructor positional"


def vs_azure_storage(items, ctx):
    acct, key = items[0][1], items[1][1]
    return "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key), "local.settings.json AzureWebJobsStorage", "", "storage connection string"


def vs_azure_ad(items, ctx):
    t, c, s = items[0][1], items[1][1], items[2][1]
    return "az login --service-principal -u %s -p '%s' --tenant %s" % (c, s, t), "pipeline log", "bash", "az login -p"


def vs_netrc(host):
    def f(items, ctx):
        t = [v for _, v, fl in items if fl][-1]
        return "machine %s\n  login %s\n  password %s" % (host, pick(["mapbox", "ops@acme.io", "deploy"]), t), "~/.netrc", "", ".netrc password"
    return f


def vs_ovh(items, ctx):
    a, s, c = items[0][1], items[1][1], items[2][1]
    return "[default]\nendpoint=ovh-eu\n\n[ovh-eu]\napplication_key=%s\napplication_secret=%s\nconsumer_key=%s" % (a, s, c), "~/.ovh.conf", "ini", "ovh.conf"


def vs_scaleway(items, ctx):
    a, s = items[0][1], items[1][1]
    return "access_key: %s\nsecret_key: %s\ndefault_organization_id: %s\ndefault_region: fr-par" % (a, s, uuid4()), "~/.config/scw/config.yaml", "yaml", "scw config.yaml"


def vs_datadog(items, ctx):
    return "api_key: %s\nsite: %s\nlogs_enabled: true" % (items[0][1], items[2][1]), "/etc/datadog-agent/datadog.yaml", "yaml", "datadog.yaml"


def vs_sentry(items, ctx):
    return "[defaults]\norg=acme\nproject=%s\n\n[auth]\ntoken=%s" % (ctx["svc"], items[0][1]), ".sentryclirc", "ini", ".sentryclirc"


def vs_cloudflare(items, ctx):
    return "CLOUDFLARE_API_TOKEN=%s npx wrangler deploy --env %s" % (items[1][1], ctx["env"]), "shell history", "bash", "inline env before command"


def vs_confluent(items, ctx):
    a, s = items[0][1], items[1][1]
    return ("bootstrap.servers=pkc-%s.ap-northeast-2.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n"
            "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";") % (rs(LON, 5), a, s), "client.properties", "properties", "Kafka JAAS"


def vs_cloudinary(items, ctx):
    return "CLOUDINARY_URL=cloudinary://%s:%s@%s" % (items[0][1], items[1][1], pick(["acme", "dxk2p", "media-prod"])), ".env", "dotenv", "cloudinary:// URL"


def vs_discord(items, ctx):
    return "bot = commands.Bot(command_prefix=\"!\", intents=intents)\n...\nbot.run(\"%s\")" % items[0][1], "bot.py", "python", "bot.run(token)"


def vs_slack(items, ctx):
    return 'client = WebClient(token="%s")\nclient.chat_postMessage(channel="#%s", text="done")' % (items[0][1], pick(["deploys", "alerts", "release"])), "notify.py", "python", "WebClient(token=)"


def vs_bitbucket(items, ctx):
    return "git clone https://%s:%s@bitbucket.org/acme/%s.git" % (items[0][1], items[1][1], ctx["svc"]), "Jenkinsfile", "bash", "clone URL with app password"


def vs_jenkins(items, ctx):
    return 'curl -X POST -u %s:%s "https://jenkins.internal/job/%s/buildWithParameters?ENV=%s"' % (items[0][1], items[1][1], ctx["svc"], ctx["env"]), "Makefile target", "bash", "curl -u user:apitoken"


def vs_mailgun(items, ctx):
    return "curl -s --user 'api:%s' https://api.mailgun.net/v3/mg.acme.io/messages -F from='noreply@acme.io' -F to=qa@acme.io -F subject=test" % items[0][1], "shell history", "bash", "curl --user api:key"


def vs_twilio(items, ctx):
    return "curl -X POST https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json \\\n  -u %s:%s \\\n  --data-urlencode 'Body=test' -d To=+8210%s -d From=+1415%s" % (
        items[0][1], items[0][1], items[1][1], rs(DIG, 8), rs(DIG, 7)), "shell history", "bash", "curl -u SID:token"


def vs_stripe(items, ctx):
    return "curl https://api.stripe.com/v1/charges?limit=3 -u %s:" % items[0][1], "shell history", "bash", "curl -u sk:"


def vs_atlassian(items, ctx):
    return 'curl -s -u %s:%s -H "Accept: application/json" "https://acme.atlassian.net/rest/api/3/search?jql=project=OPS"' % (items[0][1], items[1][1]), "shell history", "bash", "curl -u email:token"


def vs_dingtalk(items, ctx):
    t, s = items[0][1], items[1][1]
    return ('WEBHOOK = "https://oapi.dingtalk.com/robot/send?access_token=%s"\nSECRET = "%s"\n'
            'string_to_sign = f"{timestamp}\\n{SECRET}"') % (t, s), "alert/dingtalk.py", "python", "robot webhook + SEC secret"


def vs_line(items, ctx):
    s, t = items[0][1], items[1][1]
    return "curl -v -X POST https://api.line.me/v2/bot/message/push \\\n  -H 'Content-Type: application/json' \\\n  -H 'Authorization: Bearer %s' \\\n  -d '{\"to\": \"U%s\", \"messages\": [{\"type\": \"text\", \"text\": \"hi\"}]}'" % (t, rs(HEX, 32)), "shell history", "bash", "LINE push curl"


def vs_supabase(items, ctx):
    return "const supabase = createClient(\n  '%s',\n  '%s'\n)" % (items[0][1], items[1][1]), "scripts/backfill.ts", "ts", "createClient(url, key)"


def vs_fcm(items, ctx):
    return 'curl -X POST https://fcm.googleapis.com/fcm/send \\\n  -H "Authorization: key=%s" \\\n  -H "Content-Type: application/json" -d @payload.json' % items[0][1], "shell history", "bash", "Authorization: key="


def vs_op(items, ctx):
    return "export OP_SERVICE_ACCOUNT_TOKEN=%s\nop read \"op://%s/%s/password\"" % (items[0][1], ctx["env"], ctx["svc"]), "CI step", "bash", "export + op read"


VENDOR_SPECIFIC = {
    "AWS": vs_aws, "AWS STS": vs_aws, "npm": vs_npm, "PyPI": vs_pypi, "Docker Hub": vs_docker,
    "GitHub": vs_github, "GitHub fine-grained": vs_github, "GitHub App": vs_github, "GitLab": vs_gitlab,
    "GitLab Runner": vs_runner, "HashiCorp Vault": vs_vault, "ngrok": vs_ngrok, "Tailscale": vs_tailscale,
    "Terraform Cloud": vs_tfc, "Alibaba Cloud": vs_alibaba, "Tencent Cloud": vs_tencent, "Naver Cloud": vs_ncp,
    "Huawei Cloud": vs_huawei, "Qiniu": vs_qiniu, "Telegram": vs_telegram, "data.go.kr": vs_datagokr,
    "Toss Payments": vs_toss, "PortOne": vs_portone, "WeChat": vs_wechat, "WeCom": vs_wecom, "Feishu": vs_feishu,
    "Google Cloud": vs_google_key, "Naver Developers": vs_naver, "Upbit": vs_upbit, "Solapi": vs_solapi,
    "Azure Storage": vs_azure_storage, "Azure AD": vs_azure_ad, "Mapbox": vs_netrc("api.mapbox.com"),
    "Heroku": vs_netrc("api.heroku.com"), "OVHcloud": vs_ovh, "Scaleway": vs_scaleway, "Datadog": vs_datadog,
    "Sentry": vs_sentry, "Cloudflare": vs_cloudflare, "Confluent": vs_confluent, "Cloudinary": vs_cloudinary,
    "Discord": vs_discord, "Slack": vs_slack, "Bitbucket": vs_bitbucket, "Jenkins": vs_jenkins,
    "Mailgun": vs_mailgun, "Twilio": vs_twilio, "Stripe": vs_stripe, "Atlassian": vs_atlassian,
    "DingTalk": vs_dingtalk, "LINE": vs_line, "Supabase": vs_supabase, "Firebase FCM": vs_fcm, "1Password": vs_op,
    "Zendesk": vs_basic_userpass(lambda d: d[0] + "/token"),
}


# ============================================================================
# Secret family: vendor tokens in many containers
# ============================================================================
def fam_vendor(st, key=None):
    v = key
    ctx = new_ctx()
    items = v["gen"]()
    sec_vals = [val for _, val, fl in items if fl]
    prim = [val for _, val, fl in items if fl == 1][0]
    what = (v["what_en"], v["what_ko"])
    r = R.random()
    spec = VENDOR_SPECIFIC.get(v["name"])
    if spec and r < 0.35:
        out = spec(items, ctx)
        text, f, fence, cname = out[:4]
        cands = list(out[4]) if len(out) > 4 else sec_vals
        if len(out) > 4 and prim not in cands:
            prim = cands[0]
        return scen("token: %s via %s" % (v["name"], cname), "vendor-file/" + cname, what, text, cands + [prim],
                    prim, v["name"], fence, f)
    if v["hdr"] and r < 0.55:
        text, style, fence = http_usage(v["hdr"].format(t=prim), v["host"], ctx)
        name = v["hdr"].split(":")[0]
        return scen("token: %s in %s header (%s)" % (v["name"], name, style), "http-header/" + style, what, text,
                    [prim], prim, v["name"], fence, pick(["shell history", "a curl from the runbook", "the HTTP client scratch file", "the debug log"]))
    if r < 0.62:
        items2 = v["gen"]()
        newi = [(k, b if fl else a, fl) for (k, a, fl), (_, b, _) in zip(items, items2)]
        f = pick([".env.%s" % ctx["env"], "config/.env", "deploy/%s.env" % ctx["env"]])
        fill = filler_pairs(rint(1, 3))
        lines = ["--- a/" + f, "+++ b/" + f, "@@ -%d,%d +%d,%d @@" % (rint(1, 20), len(items) + len(fill), rint(1, 20), len(items) + len(fill))]
        for k, val, _ in fill[:1]:
            lines.append(" %s=%s" % (k, val))
        for (k, a, fl), (_, b, _) in zip(items, newi):
            if fl:
                lines.append("-%s=%s" % (k, a))
                lines.append("+%s=%s" % (k, b))
            else:
                lines.append(" %s=%s" % (k, a))
        for k, val, _ in fill[1:]:
            lines.append(" %s=%s" % (k, val))
        cands = sec_vals + [b for _, b, fl in newi if fl]
        newprim = [b for _, b, fl in newi if fl == 1][0]
        return scen("token: %s rotation diff (old and new)" % v["name"], "diff/dotenv", what, "\n".join(lines), cands,
                    newprim, v["name"], "diff", f)
    pairs = mix_in(items)
    out = render_kv(pairs, ctx)
    vm = out["vmap"]
    cands = [vm.get(x, x) for x in sec_vals]
    return scen("token: %s in %s" % (v["name"], out["container"]), "kv/" + out["container"], what, out["text"],
                cands + [prim], prim, v["name"], out["fence"], out["file"])


# ============================================================================
# Secret family: passwords inside commands
# ============================================================================
L_MYSQL = ("mysql's -p takes the password attached with no space; with a space it prompts and treats the next word as the database name.",
           "mysql의 -p 옵션은 비밀번호를 공백 없이 붙여 써야 하고, 띄우면 프롬프트가 뜨면서 다음 단어를 DB 이름으로 해석한다.")
L_HIST = ("Anything typed with the password on the command line ends up in shell history and in `ps` output.",
          "비밀번호를 커맨드라인 인자로 넘기면 shell history와 `ps` 출력에 그대로 남는다.")
L_POS = ("This tool takes the password as a positional argument, so it is easy to miss when reviewing the command.",
         "이 도구는 비밀번호를 위치 인자로 받기 때문에 명령어를 리뷰할 때 놓치기 쉽다.")
L_URLENC = ("Special characters in a password must be percent-encoded inside a URL, otherwise the driver splits the host wrongly.",
            "URL 안의 비밀번호에 특수문자가 있으면 percent-encoding 해야 한다. 안 그러면 드라이버가 host를 잘못 자른다.")


def url_pw(pw):
    """Password as it must be written inside a URL userinfo."""
    return pct(pw) if not is_plain(pw) or any(c in pw for c in "@:/+=,~") else pw


def fam_cmd(st, key=None):
    ctx = new_ctx()
    h = svc_host(ctx)
    u = pick(USERS)
    db = pick(DBS)
    k = key
    pw, pk = pw_any()
    safe = pw_shellsafe()
    what = ("%s password" % pick(["database", "service account", "admin", "root"]), "%s 비밀번호" % pick(["DB", "서비스 계정", "관리자", "root"]))
    les = L_HIST
    cands = [pw]
    prim = pw
    if k == "mysql_attached_quoted":
        t = "mysql -h %s -u %s -p'%s' %s" % (h, u, pw, db); les = L_MYSQL; what = ("MySQL password", "MySQL 비밀번호")
    elif k == "mysql_attached_bare":
        t = "mysql -u%s -p%s -h %s %s -e 'SHOW PROCESSLIST'" % (u, safe, h, db); cands = [safe]; prim = safe; les = L_MYSQL; what = ("MySQL password", "MySQL 비밀번호")
    elif k == "mysql_password_eq":
        t = "mysql --host=%s --user=%s --password='%s' --database=%s < migrate.sql" % (h, u, pw, db); what = ("MySQL password", "MySQL 비밀번호")
    elif k == "mysqldump":
        t = "mysqldump -u %s -p'%s' --single-transaction --routines %s | gzip > /backup/%s-$(date +%%F).sql.gz" % (u, pw, db, db); les = L_MYSQL; what = ("backup user's MySQL password", "백업 계정 MySQL 비밀번호")
    elif k == "pgpassword_env":
        t = "PGPASSWORD='%s' psql -h %s -U %s -d %s -c '\\dt'" % (pw, h, u, db); what = ("Postgres password", "Postgres 비밀번호")
    elif k == "psql_url":
        e = url_pw(pw); cands = [e, pw]; prim = pw
        t = 'psql "postgresql://%s:%s@%s:5432/%s?sslmode=require"' % (u, e, h, db); les = L_URLENC; what = ("Postgres password", "Postgres 비밀번호")
    elif k == "sshpass":
        t = "sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s 'sudo systemctl restart %s'" % (pw, u, ipv4_private(), ctx["svc"]); what = ("SSH password", "SSH 비밀번호")
    elif k == "redis_cli":
        t = "redis-cli -h %s -p 6379 -a '%s' --no-auth-warning INFO replication" % (h, pw); what = ("Redis password", "Redis 비밀번호")
    elif k == "mongosh":
        e = url_pw(pw); cands = [e, pw]; prim = pw
        t = 'mongosh "mongodb://%s:%s@%s:27017/%s?authSource=admin"' % (u, e, h, db); les = L_URLENC; what = ("MongoDB password", "MongoDB 비밀번호")
    elif k == "curl_u":
        t = "curl -u %s:%s https://%s/api/health" % (u, safe, pick(["nexus.internal", "registry.corp.example", "es.internal:9200"])); cands = [safe]; prim = safe; what = ("basic-auth password", "basic auth 비밀번호")
    elif k == "wget_password":
        t = "wget --user=%s --password='%s' https://artifacts.internal/releases/%s-%s.tar.gz" % (u, pw, ctx["svc"], ver()); what = ("artifact server password", "아티팩트 서버 비밀번호")
    elif k == "docker_login_p":
        t = "docker login -u %s -p '%s' registry.%s.acme.io" % (u, pw, ctx["env"]); what = ("registry password", "레지스트리 비밀번호")
    elif k == "htpasswd_positional":
        t = "htpasswd -bc /etc/nginx/.htpasswd %s '%s'" % (u, pw); les = L_POS; what = ("basic-auth password for the nginx gate", "nginx basic auth 비밀번호")
    elif k == "net_user_positional":
        t = "net user %s %s /add /y\nnet localgroup Administrators %s /add" % (u, safe, u); cands = [safe]; prim = safe; les = L_POS; what = ("local Windows account password", "Windows 로컬 계정 비밀번호")
    elif k == "smbclient_percent":
        t = "smbclient //fs01.corp/%s -U '%s%%%s' -c 'ls'" % (pick(["share", "finance", "scans"]), u, pw); what = ("file-share password", "파일서버 비밀번호")
    elif k == "mount_cifs":
        s2 = pw_shellsafe().replace(",", "")
        s2 = _pad(s2); cands = [s2]; prim = s2
        t = "sudo mount -t cifs //fs01.corp/backup /mnt/backup -o username=%s,password=%s,vers=3.0" % (u, s2); what = ("CIFS mount password", "CIFS 마운트 비밀번호")
    elif k == "sqlcmd":
        t = "sqlcmd -S %s,1433 -U sa -P '%s' -Q \"SELECT @@VERSION\"" % (h, pw); what = ("SQL Server sa password", "SQL Server sa 비밀번호")
    elif k == "openssl_passout":
        t = "openssl pkcs12 -export -in tls.crt -inkey tls.key -out %s.p12 -passout pass:%s" % (ctx["svc"], safe); cands = [safe]; prim = safe; what = ("PKCS#12 export password", "PKCS#12 export 비밀번호")
    elif k == "keytool_storepass":
        t = "keytool -importkeystore -srckeystore %s.p12 -srcstoretype PKCS12 -srcstorepass %s \\\n  -destkeystore keystore.jks -deststorepass %s" % (ctx["svc"], safe, safe); cands = [safe]; prim = safe; what = ("keystore password", "keystore 비밀번호")
    elif k == "zip_P":
        t = "zip -r -P '%s' export-%s.zip ./export/" % (pw, ctx["env"]); what = ("zip archive password", "zip 압축 비밀번호")
    elif k == "7z_attached":
        t = "7z a -p'%s' -mhe=on db-dump.7z dump.sql" % pw; what = ("7z archive password", "7z 압축 비밀번호")
    elif k == "ldapsearch_w":
        t = 'ldapsearch -x -H ldaps://ldap.corp.example -D "cn=admin,dc=corp,dc=example" -w \'%s\' "(uid=%s)"' % (pw, pick(NAMES_ROM)); what = ("LDAP bind password", "LDAP bind 비밀번호")
    elif k == "rabbitmqctl_positional":
        t = "rabbitmqctl add_user %s '%s'\nrabbitmqctl set_permissions -p / %s '.*' '.*' '.*'" % (u, pw, u); les = L_POS; what = ("RabbitMQ user password", "RabbitMQ 사용자 비밀번호")
    elif k == "psql_alter_user":
        t = "psql -h %s -U postgres -c \"ALTER USER %s WITH PASSWORD '%s';\"" % (h, u, safe); cands = [safe]; prim = safe; what = ("new DB user password", "새 DB 사용자 비밀번호")
    elif k == "mysql_create_user":
        t = "mysql -e \"CREATE USER '%s'@'%%' IDENTIFIED BY '%s'; GRANT SELECT ON %s.* TO '%s'@'%%';\"" % (u, safe, db, u); cands = [safe]; prim = safe; what = ("read-only MySQL user password", "읽기 전용 MySQL 계정 비밀번호")
    elif k == "kubectl_docker_registry":
        t = "kubectl -n %s create secret docker-registry regcred \\\n  --docker-server=harbor.acme.io --docker-username=%s --docker-password='%s'" % (ctx["env"], u, pw); what = ("Harbor robot password", "Harbor robot 비밀번호")
    elif k == "helm_repo_password":
        t = "helm repo add acme https://charts.acme.io --username %s --password '%s'" % (u, pw); what = ("chart repo password", "차트 저장소 비밀번호")
    elif k == "az_login_p":
        t = "az login -u %s@acme.onmicrosoft.com -p '%s'" % (pick(NAMES_ROM), pw); what = ("Azure user password", "Azure 사용자 비밀번호")
    elif k == "mc_alias_positional":
        a = mixed(UPN, 20, (UP, DIG)); s = mixed(B62, 40); cands = [a, s]; prim = s
        t = "mc alias set %s http://minio.internal:9000 %s %s" % (ctx["env"], a, s); les = L_POS; what = ("MinIO access key pair", "MinIO 액세스 키 쌍")
    elif k == "ipmitool_P":
        t = "ipmitool -I lanplus -H %s -U ADMIN -P '%s' chassis power status" % (ipv4_private(), pw); what = ("BMC/IPMI password", "BMC/IPMI 비밀번호")
    elif k == "snmp_community":
        c = mixed(B62, rint(10, 16)); cands = [c]; prim = c
        t = "snmpwalk -v2c -c %s %s 1.3.6.1.2.1.1" % (c, ipv4_private()); what = ("SNMP community string", "SNMP community 문자열")
    elif k == "git_clone_userpass":
        e = url_pw(pw); cands = [e, pw]; prim = pw
        t = "git clone https://%s:%s@git.corp.example/platform/%s.git" % (u, e, ctx["svc"]); les = L_URLENC; what = ("Git server password", "Git 서버 비밀번호")
    elif k == "sudo_S":
        t = "echo '%s' | sudo -S systemctl restart %s" % (pw, ctx["svc"]); what = ("sudo password", "sudo 비밀번호")
    elif k == "expect_send":
        t = 'spawn ssh %s@%s\nexpect "password:"\nsend "%s\\r"\ninteract' % (u, ipv4_private(), safe); cands = [safe]; prim = safe; what = ("SSH password", "SSH 비밀번호")
    elif k == "pip_index_url":
        e = url_pw(pw); cands = [e, pw]; prim = pw
        t = "pip install --index-url https://%s:%s@pypi.acme.io/simple/ acme-%s==%s" % (u, e, ctx["svc"], ver()); les = L_URLENC; what = ("private PyPI password", "사내 PyPI 비밀번호")
    elif k == "xfreerdp":
        t = "xfreerdp /v:%s /u:%s /p:'%s' /cert:ignore" % (ipv4_private(), u, pw); what = ("RDP password", "RDP 비밀번호")
    elif k == "ansible_extra_vars":
        t = 'ansible-playbook -i inventories/%s site.yml -e "ansible_become_password=%s"' % (ctx["env"], safe); cands = [safe]; prim = safe; what = ("become password", "become 비밀번호")
    elif k == "lftp":
        t = "lftp -u %s,'%s' sftp://%s -e 'mirror --reverse ./out /upload; bye'" % (u, pw, pick(["sftp.partner.example", "edi.vendor.co.kr"])); what = ("SFTP password", "SFTP 비밀번호")
    elif k == "rsync_password":
        t = "RSYNC_PASSWORD='%s' rsync -av rsync://%s@%s/backup/ ./backup/" % (pw, u, ipv4_private()); what = ("rsync daemon password", "rsync 데몬 비밀번호")
    elif k == "mosquitto_P":
        t = "mosquitto_pub -h mqtt.internal -u %s -P '%s' -t sensors/test -m '{\"ok\":true}'" % (u, pw); what = ("MQTT password", "MQTT 비밀번호")
    elif k == "sqlplus_slash":
        s2 = _pad("".join(c for c in safe if c not in "@/"))
        cands = [s2]; prim = s2
        t = "sqlplus %s/%s@//%s:1521/ORCLPDB1 @report.sql" % (u, s2, h); what = ("Oracle password", "Oracle 비밀번호")
    elif k == "chpasswd_pair":
        t = "echo '%s:%s' | sudo chpasswd" % (u, pw); what = ("Linux account password", "리눅스 계정 비밀번호")
    elif k == "ssh_keygen_passphrases":
        old = pw; new, _ = pw_any(); cands = [old, new]; prim = new
        t = "ssh-keygen -p -f ~/.ssh/id_ed25519 -P '%s' -N '%s'" % (old, new); what = ("SSH key passphrase", "SSH 키 passphrase")
    elif k == "gpg_passphrase":
        t = "gpg --batch --yes --pinentry-mode loopback --passphrase '%s' -d secrets.tar.gpg | tar x" % pw; what = ("GPG passphrase", "GPG passphrase")
    elif k == "powershell_securestring":
        t = "$pw = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object PSCredential('CORP\\%s', $pw)" % (pw, u); what = ("domain account password", "도메인 계정 비밀번호")
    elif k == "curl_form_login":
        e = pct(pw); cands = [e, pw]; prim = pw
        t = 'curl -c cookies.txt -d "username=%s&password=%s" https://%s.acme.io/login' % (u, e, pick(["admin", "backoffice", "cms"])); les = L_URLENC; what = ("back-office login password", "백오피스 로그인 비밀번호")
    else:  # rclone_positional
        t = "rclone config create %s-sftp sftp host %s user %s pass %s" % (ctx["env"], pick(["sftp.partner.example", "nas.local"]), u, safe); cands = [safe]; prim = safe; les = L_POS; what = ("SFTP password", "SFTP 비밀번호")
    return scen("shell: %s (%s)" % (k.replace("_", " "), pk if pw in cands else "password"), "cmd/" + k, what, t, cands, prim,
                "", "bash", pick(["shell history", "the runbook", "a Slack thread", "the Jenkins console log", "bash history on the bastion"]), lesson=les)


CMD_KINDS = ["mysql_attached_quoted", "mysql_attached_bare", "mysql_password_eq", "mysqldump", "pgpassword_env", "psql_url",
             "sshpass", "redis_cli", "mongosh", "curl_u", "wget_password", "docker_login_p", "htpasswd_positional",
             "net_user_positional", "smbclient_percent", "mount_cifs", "sqlcmd", "openssl_passout", "keytool_storepass",
             "zip_P", "7z_attached", "ldapsearch_w", "rabbitmqctl_positional", "psql_alter_user", "mysql_create_user",
             "kubectl_docker_registry", "helm_repo_password", "az_login_p", "mc_alias_positional", "ipmitool_P",
             "snmp_community", "git_clone_userpass", "sudo_S", "expect_send", "pip_index_url", "xfreerdp",
             "ansible_extra_vars", "lftp", "rsync_password", "mosquitto_P", "sqlplus_slash", "chpasswd_pair",
             "ssh_keygen_passphrases", "gpg_passphrase", "powershell_securestring", "curl_form_login", "rclone_positional"]


# ============================================================================
# Secret family: connection strings and URLs
# ============================================================================
CONN_KINDS = ["dotenv_database_url", "sqlalchemy", "django_databases", "rails_database_yml", "spring_datasource",
              "jdbc_password_param", "adonet", "odbc", "mongodb_srv", "rediss_url", "redis_conf", "celery_amqp",
              "pgpass", "my_cnf", "clickhouse", "snowflake", "elastic_url", "smtp_url", "servicebus", "cosmos",
              "go_dsn", "node_pg_pool", "log_leak_url", "neo4j", "ftp_url", "ldap_bind", "kafka_scram", "raw_and_encoded"]


def fam_conn(st, key=None):
    ctx = new_ctx()
    h = svc_host(ctx)
    u = pick(USERS)
    db = pick(DBS)
    k = key
    pw, pk = pw_any()
    e = url_pw(pw)
    cands = [pw]
    les = None
    what = ("database password", "DB 비밀번호")
    fence = ""
    f = ""
    if k == "dotenv_database_url":
        s = "DATABASE_URL=postgres://%s:%s@%s:5432/%s?sslmode=require\nREDIS_URL=redis://redis:6379/0" % (u, e, h, db); cands = [e]; les = L_URLENC; fence = "dotenv"; f = ".env"
    elif k == "sqlalchemy":
        s = 'engine = create_engine(\n    "postgresql+psycopg2://%s:%s@%s/%s",\n    pool_pre_ping=True,\n)' % (u, e, h, db); cands = [e]; fence = "python"; f = "app/db.py"
    elif k == "django_databases":
        s = "DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '%s',\n        'USER': '%s',\n        'PASSWORD': '%s',\n        'HOST': '%s',\n    }\n}" % (db, u, pw, h); fence = "python"; f = "settings/%s.py" % ctx["env"]
    elif k == "rails_database_yml":
        s = "%s:\n  adapter: postgresql\n  database: %s_%s\n  username: %s\n  password: \"%s\"\n  host: %s" % (ctx["env"], db, ctx["env"], u, pw, h); fence = "yaml"; f = "config/database.yml"
    elif k == "spring_datasource":
        s = "spring.datasource.url=jdbc:postgresql://%s:5432/%s\nspring.datasource.username=%s\nspring.datasource.password=%s" % (h, db, u, pw); fence = "properties"; f = "application-%s.properties" % ctx["env"]
    elif k == "jdbc_password_param":
        s = "jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true" % (h, db, u, e); cands = [e]; les = L_URLENC; f = "the Jenkins job parameters"
    elif k == "adonet":
        p2 = _pad(pw.replace(";", "")); cands = [p2]
        s = '"ConnectionStrings": {\n  "Default": "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;"\n}' % (ctx["svc"], db, u, p2); fence = "json"; f = "appsettings.json"
    elif k == "odbc":
        p2 = pw.replace(";", "").replace("}", "").replace("{", "")
        p2 = _pad(p2); cands = [p2]
        s = "conn = pyodbc.connect(\n    \"Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;Uid=%s;Pwd={%s};\"\n)" % (h, db, u, p2); fence = "python"; f = "etl/extract.py"
    elif k == "mongodb_srv":
        s = "MONGODB_URI=mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, e, rs(LON, 5), db); cands = [e]; les = L_URLENC; fence = "dotenv"; f = ".env.%s" % ctx["env"]; what = ("MongoDB Atlas password", "MongoDB Atlas 비밀번호")
    elif k == "rediss_url":
        s = 'CACHES = {"default": {"BACKEND": "django_redis.cache.RedisCache", "LOCATION": "rediss://default:%s@%s:6380/1"}}' % (e, h); cands = [e]; fence = "python"; f = "settings.py"; what = ("Redis password", "Redis 비밀번호")
    elif k == "redis_conf":
        p2 = pw_shellsafe(); cands = [p2]
        s = "bind 0.0.0.0\nport 6379\nrequirepass %s\nmasterauth %s\nmaxmemory 2gb" % (p2, p2); fence = ""; f = "/etc/redis/redis.conf"; what = ("Redis requirepass", "Redis requirepass")
    elif k == "celery_amqp":
        s = 'CELERY_BROKER_URL = "amqp://%s:%s@%s:5672/%s"' % (u, e, h, pick(["prod", "celery", "/"])); cands = [e]; fence = "python"; f = "celeryconfig.py"; what = ("RabbitMQ password", "RabbitMQ 비밀번호")
    elif k == "pgpass":
        p2 = _pad(pw.replace(":", "")); cands = [p2]
        s = "%s:5432:%s:%s:%s" % (h, db, u, p2)
        f = "~/.pgpass"
    elif k == "my_cnf":
        s = "[client]\nuser=%s\npassword=\"%s\"\nhost=%s" % (u, pw, h); f = "~/.my.cnf"; fence = "ini"
    elif k == "clickhouse":
        s = "clickhouse-client --host %s --user %s --password '%s' --query 'SELECT count() FROM events'" % (h, u, pw); fence = "bash"; f = "shell history"; what = ("ClickHouse password", "ClickHouse 비밀번호")
    elif k == "snowflake":
        s = "SNOWFLAKE_URL=snowflake://%s:%s@acme-%s/ANALYTICS/PUBLIC?warehouse=TRANSFORM_WH&role=DBT" % (u.upper(), e, rs(LO, 7)); cands = [e]; fence = "dotenv"; f = ".env"; what = ("Snowflake password", "Snowflake 비밀번호")
    elif k == "elastic_url":
        s = "ELASTICSEARCH_HOSTS=https://elastic:%s@es.%s.internal:9200" % (e, ctx["env"]); cands = [e]; fence = "dotenv"; f = "kibana.env"; what = ("elastic superuser password", "elastic 슈퍼유저 비밀번호")
    elif k == "smtp_url":
        if chance(0.5):
            s = "EMAIL_URL=smtp+tls://%s:%s@smtp.%s:587" % (pick(["noreply@acme.io", "mailer"]).replace("@", "%40"), e, pick(["gmail.com", "office365.com", "worksmobile.com"])); cands = [e]
        else:
            s = "EMAIL_HOST = 'smtp.worksmobile.com'\nEMAIL_PORT = 587\nEMAIL_HOST_USER = 'noreply@acme.kr'\nEMAIL_HOST_PASSWORD = '%s'" % pw
        f = "settings.py"; what = ("SMTP password", "SMTP 비밀번호")
    elif k == "servicebus":
        key = b64e(rbytes(32)); cands = [key]; pw = key
        s = "Endpoint=sb://%s-%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (ctx["svc"], ctx["env"], key); f = "local.settings.json"; what = ("Service Bus shared access key", "Service Bus 공유 액세스 키")
    elif k == "cosmos":
        key = b64e(rbytes(64)); cands = [key]; pw = key
        s = "AccountEndpoint=https://%s.documents.azure.com:443/;AccountKey=%s;" % (ctx["svc"], key); f = "appsettings.Development.json"; what = ("Cosmos DB account key", "Cosmos DB 계정 키")
    elif k == "go_dsn":
        p2 = _pad(pw.replace("@", "").replace("/", "")); cands = [p2]
        s = 'dsn := "%s:%s@tcp(%s:3306)/%s?parseTime=true&loc=Asia%%2FSeoul"\ndb, err := sql.Open("mysql", dsn)' % (u, p2, h, db); fence = "go"; f = "internal/store/mysql.go"
    elif k == "node_pg_pool":
        s = "const pool = new Pool({\n  host: '%s',\n  user: '%s',\n  password: '%s',\n  database: '%s',\n  max: 10,\n});" % (h, u, pw, db); fence = "js"; f = "src/db.js"
    elif k == "log_leak_url":
        s = "%s ERROR [%s] kombu.connection: Connection to broker lost: amqp://%s:%s@%s:5672// (retrying in 4.0s)" % (ts_log(), ctx["svc"], u, e, h); cands = [e]; f = "worker log"; what = ("broker password", "브로커 비밀번호")
    elif k == "neo4j":
        s = 'driver = GraphDatabase.driver(\n    "neo4j+s://%s.databases.neo4j.io",\n    auth=("neo4j", "%s"),\n)' % (rs(HEX, 8), pw); fence = "python"; f = "graph/loader.py"; what = ("Neo4j password", "Neo4j 비밀번호")
    elif k == "ftp_url":
        s = "export_target: ftp://%s:%s@ftp.%s/outbound/daily/" % (u, e, pick(["partner.example", "logistics.co.kr", "bank-edi.jp"])); cands = [e]; fence = "yaml"; f = "jobs/export.yml"; what = ("partner FTP password", "파트너 FTP 비밀번호")
    elif k == "ldap_bind":
        s = "spring.ldap.urls=ldaps://ldap.corp.example:636\nspring.ldap.username=cn=svc-%s,ou=apps,dc=corp,dc=example\nspring.ldap.password=%s" % (ctx["svc"], pw); fence = "properties"; f = "application.properties"; what = ("LDAP bind password", "LDAP bind 비밀번호")
    elif k == "kafka_scram":
        p2 = _pad(pw.replace('"', "").replace(";", "")); cands = [p2]
        s = 'sasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="%s" password="%s";' % (u, p2); fence = "properties"; f = "consumer.properties"; what = ("Kafka SCRAM password", "Kafka SCRAM 비밀번호")
    else:  # raw_and_encoded
        while is_plain(pw):
            pw = pw_punct()
        e = url_pw(pw); cands = [pw, e]
        s = "# raw: %s\nDATABASE_URL=postgresql://%s:%s@%s:5432/%s" % (pw, u, e, h, db); fence = "dotenv"; f = ".env"; les = L_URLENC
    if e in cands and e != pw and pw not in cands:
        cands = cands + [pw]
    prim = pw if pw in cands else cands[-1]
    return scen("connstring: %s (%s)" % (k.replace("_", " "), pk), "conn/" + k, what, s, cands, prim,
                "", fence, f or "config", lesson=les)


# ============================================================================
# Secret family: auth headers, cookies, token endpoints
# ============================================================================
HDR_KINDS = ["basic_curl", "basic_raw_decoded", "bearer_jwt_rs256", "api_key_generic", "cookie_session", "set_cookie_log",
             "oauth_client_credentials", "login_json_body", "proxy_authorization", "grpcurl_metadata", "websocket_token",
             "connect_sid_pct", "nextauth_jwe", "x_auth_token"]


def fam_header(st, key=None):
    ctx = new_ctx()
    k = key
    host = pick(["api.%s.acme.io" % ctx["env"], "internal-gw.corp.example", "partner-api.example.co.kr", "%s.internal" % ctx["svc"]])
    what = ("auth header", "인증 헤더")
    les = None
    if k == "basic_curl":
        u = pick(USERS); pw, _ = pw_any(); b = b64e(("%s:%s" % (u, pw)).encode())
        t, style, fence = http_usage("Authorization: Basic " + b, host, ctx); cands = [b]; prim = b
        what = ("Basic auth header", "Basic 인증 헤더")
        les = ("A Basic header is only base64 of user:password; it is as sensitive as the password itself.",
               "Basic 헤더는 user:password를 base64로 인코딩한 것일 뿐이라 비밀번호 자체만큼 민감하다.")
    elif k == "basic_raw_decoded":
        u = pick(USERS); pw, _ = pw_any(); b = b64e(("%s:%s" % (u, pw)).encode())
        t = "GET /admin/metrics HTTP/1.1\nHost: %s\nAuthorization: Basic %s\n\n# decodes to %s:%s" % (host, b, u, pw); fence = "http"; cands = [b, pw]; prim = pw
        what = ("admin password behind the Basic header", "Basic 헤더 안의 관리자 비밀번호")
    elif k == "bearer_jwt_rs256":
        tok = jwt({"sub": str(rint(10 ** 5, 10 ** 7)), "email": "%s@acme.io" % pick(NAMES_ROM), "scope": "read write admin",
                   "iat": epoch(), "exp": epoch() + 3600, "iss": "https://sso.acme.io"}, "RS256", 256)
        t, style, fence = http_usage("Authorization: Bearer " + tok, host, ctx); cands = [tok]; prim = tok
        what = ("user access token (JWT)", "사용자 access token(JWT)")
    elif k == "api_key_generic":
        tok = pick(["ak_", "key_", "sk-", ""]) + mixed(B62, rint(32, 48))
        t, style, fence = http_usage("%s: %s" % (pick(["X-API-Key", "X-Api-Key", "api-key", "X-Partner-Key"]), tok), host, ctx); cands = [tok]; prim = tok
        what = ("partner API key", "파트너 API 키")
    elif k == "cookie_session":
        name, val = pick([("sessionid", rs(LON, 32)), ("JSESSIONID", rs(HEXU, 32)), ("PHPSESSID", rs(LON, 26)),
                          ("_session_id", rs(HEX, 32)), ("laravel_session", b64e(rbytes(rint(120, 180))).rstrip("="))])
        csrf = mixed(B62, 32)
        t = "curl 'https://%s/admin/export.csv' \\\n  -H 'Cookie: csrftoken=%s; %s=%s; lang=ko'" % (host, csrf, name, val); fence = "bash"; cands = [val]; prim = val
        what = ("admin session cookie", "관리자 세션 쿠키")
        les = ("'Copy as cURL' from DevTools includes the live session cookie, which is enough to act as that user.",
               "DevTools의 'Copy as cURL'에는 살아 있는 세션 쿠키가 포함되어 그 사용자로 그대로 행동할 수 있다.")
    elif k == "set_cookie_log":
        val = b64ue(rbytes(rint(40, 64)))
        t = "< HTTP/2 200\n< set-cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax\n< x-request-id: %s" % (pick(["__Host-session", "auth_token", "sid"]), val, uuid4()); fence = ""; cands = [val]; prim = val
        what = ("session token from Set-Cookie", "Set-Cookie의 세션 토큰")
    elif k == "oauth_client_credentials":
        cid = pick(["svc-", "app-", ""]) + rs(LON, 16); sec = mixed(B62 + "-_~.", rint(32, 48))
        t = "POST /oauth2/token HTTP/1.1\nHost: sso.%s.acme.io\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=client_credentials&client_id=%s&client_secret=%s&scope=orders.read" % (ctx["env"], cid, sec)
        fence = "http"; cands = [sec]; prim = sec; what = ("OAuth client secret", "OAuth client secret")
    elif k == "login_json_body":
        pw, _ = pw_any()
        t = "curl -X POST https://%s/api/auth/login -H 'Content-Type: application/json' \\\n  -d '{\"username\": \"%s\", \"password\": \"%s\"}'" % (host, pick(USERS), pw); fence = "bash"; cands = [pw]; prim = pw
        what = ("test account password", "테스트 계정 비밀번호")
    elif k == "proxy_authorization":
        u = pick(USERS); pw = pw_shellsafe(); b = b64e(("%s:%s" % (u, pw)).encode())
        t = "export HTTPS_PROXY=http://%s:%s@proxy.corp.example:3128\n# or as header: Proxy-Authorization: Basic %s" % (u, url_pw(pw), b); fence = "bash"; cands = [url_pw(pw), b, pw]; prim = pw
        what = ("proxy password", "프록시 비밀번호")
    elif k == "grpcurl_metadata":
        tok = mixed(B62 + "-_", rint(40, 64))
        t = "grpcurl -H 'authorization: Bearer %s' -d '{\"id\": %d}' %s:443 orders.v1.OrderService/GetOrder" % (tok, rint(1, 99999), host); fence = "bash"; cands = [tok]; prim = tok
        what = ("service token", "서비스 토큰")
    elif k == "websocket_token":
        tok = mixed(B62, rint(32, 40))
        t = "const ws = new WebSocket('wss://%s/stream?token=%s&channel=orders');" % (host, tok); fence = "js"; cands = [tok]; prim = tok
        what = ("stream token in the WebSocket URL", "WebSocket URL의 스트림 토큰")
    elif k == "connect_sid_pct":
        raw = "s:" + mixed(B62 + "-_", 32) + "." + b64e(rbytes(32)).rstrip("=")
        val = pct(raw)
        t = "Cookie: connect.sid=%s; theme=dark" % val; fence = "http"; cands = [val]; prim = val
        what = ("express session cookie", "express 세션 쿠키")
    elif k == "nextauth_jwe":
        val = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + b64ue(rbytes(12)) + "." + b64ue(rbytes(rint(300, 420))) + "." + b64ue(rbytes(16))
        t = "__Secure-next-auth.session-token=%s" % val; fence = ""; cands = [val]; prim = val
        what = ("NextAuth session cookie", "NextAuth 세션 쿠키")
    else:  # x_auth_token
        tok = rs(HEX, 8) + "-" + rs(HEX, 4) + "-" + mixed(B62, 24)
        t, style, fence = http_usage("X-Auth-Token: " + tok, host, ctx); cands = [tok]; prim = tok
        what = ("legacy admin auth token", "레거시 관리자 인증 토큰")
    return scen("header: %s" % k.replace("_", " "), "header/" + k, what, t, cands, prim, "", fence,
                pick(["a DevTools 'Copy as cURL'", "the HAR file", "the debug log", "the Postman console", "a curl in the ticket"]), lesson=les)


# ============================================================================
# Secret family: signed URLs
# ============================================================================
SIGNED_KINDS = ["s3_presigned", "s3_presigned_sts", "gcs_v4", "azure_sas", "cloudfront", "oss_signed"]


def amz_date():
    return "2025%02d%02dT%02d%02d%02dZ" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59))


def fam_signed(st, key=None):
    ctx = new_ctx()
    k = key
    obj = pick(["exports/%s/orders-2025-%02d.csv" % (ctx["env"], rint(1, 12)), "invoices/INV-%d.pdf" % rint(10000, 99999),
                "uploads/%s/avatar.png" % uuid4(), "reports/daily/2025%02d%02d.parquet" % (rint(1, 12), rint(1, 28))])
    what = ("signed download URL", "서명된 다운로드 URL")
    if k in ("s3_presigned", "s3_presigned_sts"):
        kid = ("ASIA" if k.endswith("sts") else "AKIA") + mixed(UP + "234567", 16, (UP, DIG))
        sig = rs(HEX, 64)
        d = amz_date()
        q = ("X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2Fap-northeast-2%%2Fs3%%2Faws4_request&X-Amz-Date=%s&X-Amz-Expires=%d"
             % (kid, d[:8], d, pick([900, 3600, 604800])))
        cands = [kid, sig]
        if k.endswith("sts"):
            tok = pct(aws_session_token(rint(250, 330)))
            q += "&X-Amz-Security-Token=" + tok
            cands.append(tok)
        q += "&X-Amz-SignedHeaders=host&X-Amz-Signature=" + sig
        url = "https://%s.s3.ap-northeast-2.amazonaws.com/%s?%s" % (pick(["acme-exports", "billing-reports-prod", "media-origin"]), obj, q)
        prim = sig
    elif k == "gcs_v4":
        sig = rs(HEX, 512)
        d = amz_date()
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=%s&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (
            pick(["acme-prod-exports", "ml-datasets"]), obj, pick(["exporter", "signer"]), pick(["acme-prod", "acme-data-123"]), d[:8], d, sig)
        cands = [sig]; prim = sig
    elif k == "azure_sas":
        sig = pct(b64e(rbytes(32)))
        url = "https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-%02d-%02dT00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s" % (
            pick(["stacmeprod", "stexports"]), pick(["exports", "backups"]), obj, rint(1, 12), rint(1, 28), sig)
        cands = [sig]; prim = sig
        what = ("SAS URL", "SAS URL")
    elif k == "cloudfront":
        sig = b64e(rbytes(128)).replace("+", "-").replace("=", "_").replace("/", "~")
        url = "https://d%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (rs(LON, 13), obj, epoch(), sig, rs(UPN, 13))
        cands = [sig]; prim = sig
    else:
        kid = "LTAI5t" + mixed(B62, 18)
        sig = pct(b64e(rbytes(20)))
        url = "https://%s.oss-cn-hangzhou.aliyuncs.com/%s?OSSAccessKeyId=%s&Expires=%d&Signature=%s" % (pick(["acme-cn", "media-cn"]), obj, kid, epoch(), sig)
        cands = [kid, sig]; prim = sig
    les = (pick(["A presigned URL is a bearer credential until it expires; anyone with the link can download the object.",
                 "The signature in the query string grants access by itself, so the link must not go into tickets or logs."]),
           pick(["presigned URL은 만료 전까지 bearer 자격 증명이라 링크만 있으면 누구나 객체를 받을 수 있다.",
                 "쿼리 스트링의 서명만으로 접근이 허용되므로 이 링크를 티켓이나 로그에 남기면 안 된다."]))
    return scen("signed URL: %s" % k.replace("_", " "), "signed/" + k, what, url, cands, url, "", "",
                pick(["the support ticket", "a Slack message", "the access log", "the browser address bar"]), lesson=les)


# ============================================================================
# Secret family: private keys (PEM bodies listed line by line)
# ============================================================================
PEM_KINDS = ["rsa_partial", "ec_full", "pkcs8_partial", "openssh_ed25519", "pgp_partial", "gcp_sa_json", "putty_ppk",
             "wireguard", "jwk_private", "apple_p8", "kubeconfig_client_key"]


def _ssh_string(b):
    return len(b).to_bytes(4, "big") + b


def openssh_ed25519(comment):
    pub = rbytes(32)
    seed = rbytes(32)
    kt = b"ssh-ed25519"
    pubblob = _ssh_string(kt) + _ssh_string(pub)
    chk = rbytes(4)
    priv = chk + chk + _ssh_string(kt) + _ssh_string(pub) + _ssh_string(seed + pub) + _ssh_string(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i]); i += 1
    blob = (b"openssh-key-v1\x00" + _ssh_string(b"none") + _ssh_string(b"none") + _ssh_string(b"") +
            (1).to_bytes(4, "big") + _ssh_string(pubblob) + _ssh_string(priv))
    return wrap(b64e(blob), 70)


def ec_der():
    return (bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") +
            b"\x04" + rbytes(64))


def fam_pem(st, key=None):
    ctx = new_ctx()
    k = key
    what = ("private key", "개인 키")
    fence = ""
    if k == "rsa_partial":
        lines = wrap(b64e(bytes.fromhex("308204a40201000282010100") + rbytes(1180)), 64)
        n = rint(3, 6)
        shown = lines[:n]
        t = "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(shown) + "\n...\n-----END RSA PRIVATE KEY-----"
        cands = shown; what = ("deploy RSA private key", "배포용 RSA 개인 키")
    elif k == "ec_full":
        lines = wrap(b64e(ec_der()), 64)
        t = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"
        cands = lines; what = ("EC private key", "EC 개인 키")
    elif k == "pkcs8_partial":
        der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + rbytes(1190)
        lines = wrap(b64e(der), 64)
        n = rint(3, 6)
        shown = lines[:n] + lines[-2:]
        t = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines[:n]) + "\n[... %d lines omitted ...]\n" % (len(lines) - n - 2) + "\n".join(lines[-2:]) + "\n-----END PRIVATE KEY-----"
        cands = [x for x in shown if len(x) >= 8]; what = ("TLS private key", "TLS 개인 키")
    elif k == "openssh_ed25519":
        lines = openssh_ed25519("%s@%s" % (pick(["deploy", "ci", "jkim", "backup"]), pick(["bastion", "ci-runner", "macbook"])))
        t = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
        cands = [x for x in lines if len(x) >= 8]; what = ("SSH private key", "SSH 개인 키")
    elif k == "pgp_partial":
        lines = wrap(b64e(bytes([0x95, 0x05, 0x58, 0x04]) + rbytes(600)), 64)
        n = rint(3, 5)
        t = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(lines[:n]) + "\n...\n-----END PGP PRIVATE KEY BLOCK-----"
        cands = lines[:n]; what = ("release-signing PGP private key", "릴리스 서명용 PGP 개인 키")
    elif k == "gcp_sa_json":
        der = bytes.fromhex("308204be020100300d06092a864886f70d0101010500048204a8308204a40201000282010100") + rbytes(1190)
        lines = wrap(b64e(der), 64)
        n = rint(2, 4)
        proj = "%s-%s-%d" % (pick(["acme", "billing", "data"]), ctx["env"], rint(100, 999))
        pk = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines[:n]) + "\n...(truncated)"
        t = json.dumps({"type": "service_account", "project_id": proj, "private_key_id": rs(HEX, 40), "private_key": pk,
                        "client_email": "%s@%s.iam.gserviceaccount.com" % (ctx["svc"], proj)}, indent=2)
        cands = lines[:n]; fence = "json"; what = ("GCP service-account key", "GCP 서비스 계정 키")
    elif k == "putty_ppk":
        priv = b64e(_ssh_string(rbytes(32)))
        pub = wrap(b64e(_ssh_string(b"ssh-ed25519") + _ssh_string(rbytes(32))), 64)
        t = ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s\nPublic-Lines: %d\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s"
             % ("eddsa-key-2025%02d%02d" % (rint(1, 12), rint(1, 28)), len(pub), "\n".join(pub), priv, rs(HEX, 64)))
        cands = [priv]; what = ("PuTTY private key", "PuTTY 개인 키")
    elif k == "wireguard":
        pk, psk = b64e(rbytes(32)), b64e(rbytes(32))
        t = ("[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8"
             % (pk, rint(2, 250), b64e(rbytes(32)), psk, pick(["acme.io", "corp.example"])))
        cands = [pk, psk]; fence = "ini"; what = ("WireGuard private key", "WireGuard 개인 키")
    elif k == "jwk_private":
        d = b64ue(rbytes(32))
        t = json.dumps({"kty": "EC", "crv": "P-256", "kid": rs(HEX, 16), "use": "sig", "x": b64ue(rbytes(32)), "y": b64ue(rbytes(32)), "d": d}, indent=2)
        cands = [d]; fence = "json"; what = ("JWT signing key (JWK with d)", "JWT 서명 키(JWK d 포함)")
    elif k == "apple_p8":
        der = bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
        der = der[:-5] + rbytes(5)
        lines = wrap(b64e(der), 64)
        t = "AuthKey_%s.p8\n-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----" % (rs(UPN, 10), "\n".join(lines))
        cands = [x for x in lines if len(x) >= 8]; what = ("APNs .p8 key", "APNs .p8 키")
    else:
        pem = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(wrap(b64e(ec_der()), 64)) + "\n-----END EC PRIVATE KEY-----\n"
        ckd = b64e(pem.encode())
        t = "users:\n- name: %s-admin\n  user:\n    client-certificate-data: DATA+OMITTED\n    client-key-data: %s" % (ctx["env"], ckd)
        cands = [ckd]; fence = "yaml"; what = ("kubeconfig client key", "kubeconfig client key")
    les = (pick(["A pasted private key has to be treated as compromised and rotated, even if the paste was partial.",
                 "Private keys belong in the secret store; the repo should only reference the path."]),
           pick(["일부만 붙여넣었더라도 개인 키가 노출되면 유출된 것으로 보고 교체해야 한다.",
                 "개인 키는 secret store에 두고, 레포에는 경로만 참조해야 한다."]))
    return scen("private key: %s" % k.replace("_", " "), "pem/" + k, what, t, cands, None, "", fence,
                pick(["the repo", "the ticket attachment", "a Slack DM", "the CI variables page", "~/.ssh"]), lesson=les)


# ============================================================================
# Secret family: TOTP seeds, recovery codes, PINs, Wi-Fi keys
# ============================================================================
OTP_KINDS = ["otpauth_url", "grouped_seed", "github_recovery", "google_backup", "gitlab_recovery", "onepassword_secret_key",
             "bitlocker", "apple_recovery", "aws_root_mfa_seed", "microsoft_recovery", "duo_bypass"]


def fam_otp(st, key=None):
    k = key
    fence = ""
    if k == "otpauth_url":
        s = rs(B32, pick([16, 32]))
        t = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (
            pick(["Acme", "AWS", "GitHub", "Okta"]), pick(["ops@acme.io", "root", "jkim"]), s, pick(["Acme", "AWS", "GitHub", "Okta"]))
        cands = [s]; what = ("TOTP seed", "TOTP 시드")
    elif k == "grouped_seed":
        s = " ".join(wrap(rs(B32.lower(), 32), 4))
        t = "Can't scan the QR? Enter this key instead:\n%s" % s
        cands = [s]; what = ("2FA setup key", "2FA 설정 키")
    elif k == "github_recovery":
        codes = ["%s-%s" % (rs(HEX, 5), rs(HEX, 5)) for _ in range(rint(6, 10))]
        t = "github-recovery-codes.txt\n" + "\n".join(codes)
        cands = codes; what = ("GitHub recovery codes", "GitHub 복구 코드")
    elif k == "google_backup":
        codes = ["%s %s" % (rs(DIG, 4), rs(DIG, 4)) for _ in range(rint(6, 10))]
        t = "BACKUP VERIFICATION CODES\n" + "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
        cands = codes; what = ("Google backup codes", "Google 백업 코드")
    elif k == "gitlab_recovery":
        codes = [rs(HEX, 16) for _ in range(rint(5, 10))]
        t = "\n".join("- " + c for c in codes)
        cands = codes; what = ("GitLab 2FA recovery codes", "GitLab 2FA 복구 코드")
    elif k == "onepassword_secret_key":
        s = "A3-%s-%s-%s-%s-%s-%s" % (rs(UPN, 6), rs(UPN, 6), rs(UPN, 5), rs(UPN, 5), rs(UPN, 5), rs(UPN, 5))
        t = "Secret Key: %s\nSign-in address: acme.1password.com" % s
        cands = [s]; what = ("1Password Secret Key", "1Password Secret Key")
    elif k == "bitlocker":
        s = "-".join(rs(DIG, 6) for _ in range(8))
        t = "BitLocker Drive Encryption recovery key\nIdentifier: %s\nRecovery Key: %s" % (uuid4().upper(), s)
        cands = [s]; what = ("BitLocker recovery key", "BitLocker 복구 키")
    elif k == "apple_recovery":
        s = "-".join(rs(UPN, 4) for _ in range(7))
        t = "Recovery key for %s@acme.io: %s" % (pick(NAMES_ROM), s)
        cands = [s]; what = ("Apple ID recovery key", "Apple ID 복구 키")
    elif k == "aws_root_mfa_seed":
        s = rs(B32, 64)
        t = "Virtual MFA device (root, acct %s) secret configuration key:\n%s" % (rs(DIG, 12), s)
        cands = [s]; what = ("AWS root MFA seed", "AWS root MFA 시드")
    elif k == "microsoft_recovery":
        s = "-".join(rs(UPN, 5) for _ in range(5))
        t = "Microsoft account recovery code: %s" % s
        cands = [s]; what = ("Microsoft recovery code", "Microsoft 복구 코드")
    else:
        codes = [rs(DIG, 9) for _ in range(rint(4, 6))]
        t = "Duo bypass codes (valid 24h): " + ", ".join(codes)
        cands = codes; what = ("Duo bypass codes", "Duo 우회 코드")
    les = (pick(["Recovery material bypasses MFA entirely, so it must stay in the password manager, not in notes.",
                 "A TOTP seed lets anyone generate valid codes forever; it is as sensitive as the password."]),
           pick(["복구 코드는 MFA를 통째로 우회하므로 노트가 아니라 패스워드 매니저에만 두어야 한다.",
                 "TOTP 시드가 있으면 누구나 영구히 유효한 코드를 만들 수 있어 비밀번호만큼 민감하다."]))
    return scen("mfa: %s" % k.replace("_", " "), "otp/" + k, what, t, cands, cands[0] if len(cands) == 1 else None, "", fence,
                pick(["the onboarding doc", "a screenshot transcription", "the shared drive", "a DM"]), lesson=les)


PIN_KINDS = ["sim_puk", "door_code", "yubikey_piv", "test_phone_pin", "hsm_pin"]


def fam_pin(st, key=None):
    k = key
    p = pin8()
    if k == "sim_puk":
        t = "SIM for the on-call phone (010-%s-%s): PUK %s" % (rs(DIG, 4), rs(DIG, 4), p); what = ("SIM PUK", "SIM PUK 코드")
    elif k == "door_code":
        t = "Server room door / alarm code: %s#" % p; what = ("server-room door code", "서버실 출입 코드")
    elif k == "yubikey_piv":
        p2 = pin8()
        t = "ykman piv access change-pin --pin %s --new-pin %s" % (p, p2); what = ("YubiKey PIV PIN", "YubiKey PIV PIN")
        return scen("pin: yubikey piv change-pin", "pin/" + k, what, t, [p, p2], p2, "", "bash", "shell history")
    elif k == "test_phone_pin":
        t = "QA device Galaxy S23 #%d unlock PIN: %s" % (rint(1, 20), p); what = ("test-phone unlock PIN", "테스트폰 잠금 PIN")
    else:
        t = "pkcs11-tool --module /usr/lib/softhsm/libsofthsm2.so --login --pin %s --list-objects" % p; what = ("HSM user PIN", "HSM 사용자 PIN")
    return scen("pin: %s" % k.replace("_", " "), "pin/" + k, what, t, [p], p, "", "", pick(["the team wiki", "the device label", "a DM"]))


WIFI_KINDS = ["wpa_supplicant", "nmcli", "wifi_qr", "hostapd", "netsh_output", "wlan_profile_xml", "guest_chat", "router_admin", "esp32_code"]


def fam_wifi(st, key=None):
    k = key
    key, kk = wifi_key()
    ssid = pick(["ACME-Office", "acme-guest", "Lab_5G", "SK_WiFiGIGA%s" % rs(HEXU, 4), "iptime-%s" % rs(LON, 4), "Warehouse-IoT"])
    fence = ""
    cands = [key]
    if kk.startswith("64") and k in ("wifi_qr", "guest_chat", "router_admin"):
        key, kk = pw_human(), "WPA2 passphrase"; cands = [key]
    if k == "wpa_supplicant":
        t = 'network={\n    ssid="%s"\n    psk=%s\n    key_mgmt=WPA-PSK\n}' % (ssid, key if kk.startswith("64") else '"%s"' % key); fence = "ini"
    elif k == "nmcli":
        t = "nmcli dev wifi connect '%s' password '%s' ifname wlan0" % (ssid, key); fence = "bash"
    elif k == "wifi_qr":
        k2 = key.replace(";", "").replace(":", "").replace(",", "")
        k2 = _pad(k2); cands = [k2]; key = k2
        t = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, k2)
    elif k == "hostapd":
        t = "interface=wlan0\nssid=%s\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase=%s" % (ssid, key); fence = "ini"
    elif k == "netsh_output":
        t = "> netsh wlan show profile name=\"%s\" key=clear\n...\nSecurity settings\n    Authentication         : WPA2-Personal\n    Key Content            : %s" % (ssid, key)
    elif k == "wlan_profile_xml":
        k2 = _pad(key.replace("&", "").replace("<", "").replace(">", "")); cands = [k2]; key = k2
        t = "<sharedKey>\n  <keyType>passPhrase</keyType>\n  <protected>false</protected>\n  <keyMaterial>%s</keyMaterial>\n</sharedKey>" % k2; fence = "xml"
    elif k == "guest_chat":
        t = "[%s] 손님용 와이파이 %s / %s 입니다" % (pick(PEOPLE_KO), ssid, key)
    elif k == "router_admin":
        t = "Router admin http://192.168.0.1 -> Wireless -> %s, WPA2 key: %s" % (ssid, key)
    else:
        t = 'const char* ssid = "%s";\nconst char* password = "%s";\nWiFi.begin(ssid, password);' % (ssid, key); fence = "cpp"
    return scen("wifi: %s (%s)" % (k.replace("_", " "), kk), "wifi/" + k, ("Wi-Fi key", "와이파이 비밀번호"), t, cands, key, "", fence,
                pick(["the office wiki", "the device firmware repo", "a KakaoTalk message", "the provisioning script"]))


# ============================================================================
# Secret family: webhook URLs with embedded secrets, webhook signing secrets
# ============================================================================
HOOK_KINDS = ["slack", "discord", "teams", "google_chat", "feishu", "wecom", "mattermost", "rocketchat", "github_secret",
              "gitlab_token_header", "jenkins_generic", "pagerduty_routing", "make", "ifttt", "kakaowork", "dooray", "jandi"]


def fam_hook(st, key=None):
    ctx = new_ctx()
    k = key
    what = ("incoming webhook URL", "incoming webhook URL")
    fence = ""
    vendor = k
    if k == "slack":
        s = mixed(B62, 24); url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPN, 9), rs(UPN, 10), s); cands = [s]; vendor = "Slack"
    elif k == "discord":
        s = mixed(B62 + "-_", 68); url = "https://discord.com/api/webhooks/%s/%s" % (snowflake(), s); cands = [s]; vendor = "Discord"
    elif k == "teams":
        s = rs(HEX, 32); url = "https://acme.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (uuid4(), uuid4(), s, uuid4()); cands = [s]; vendor = "Microsoft Teams"
    elif k == "google_chat":
        key = "AIza" + mixed(B62 + "-_", 35); tok = mixed(B62 + "-_", 43)
        url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s%%3D" % (mixed(B62, 7), key, tok); cands = [key, tok + "%3D"]; vendor = "Google Chat"
    elif k == "feishu":
        s = uuid4(); url = "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % s; cands = [s]; vendor = "Feishu"
    elif k == "wecom":
        s = uuid4(); url = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % s; cands = [s]; vendor = "WeCom"
    elif k == "mattermost":
        s = rs(LON, 26); url = "https://chat.%s/hooks/%s" % (pick(["acme.io", "corp.example"]), s); cands = [s]; vendor = "Mattermost"
    elif k == "rocketchat":
        s = mixed(B62, 48); url = "https://rocket.acme.io/hooks/%s/%s" % (mixed(B62, 17), s); cands = [s]; vendor = "Rocket.Chat"
    elif k == "github_secret":
        s = rs(HEX, 40)
        url = 'GITHUB_WEBHOOK_SECRET = "%s"\n\ndef verify(body, sig):\n    mac = hmac.new(GITHUB_WEBHOOK_SECRET.encode(), body, hashlib.sha256)\n    return hmac.compare_digest("sha256=" + mac.hexdigest(), sig)' % s
        cands = [s]; fence = "python"; what = ("GitHub webhook secret", "GitHub webhook 시크릿"); vendor = "GitHub"
    elif k == "gitlab_token_header":
        s = mixed(B62, rint(24, 40))
        url = "POST /hooks/gitlab HTTP/1.1\nHost: ci.%s.acme.io\nX-Gitlab-Event: Push Hook\nX-Gitlab-Token: %s\nContent-Type: application/json" % (ctx["env"], s)
        cands = [s]; fence = "http"; what = ("GitLab webhook secret token", "GitLab webhook 시크릿 토큰"); vendor = "GitLab"
    elif k == "jenkins_generic":
        s = mixed(B62, rint(20, 32)); url = "https://jenkins.acme.io/generic-webhook-trigger/invoke?token=%s" % s; cands = [s]; vendor = "Jenkins"
    elif k == "pagerduty_routing":
        s = rs(HEX, 32)
        url = json.dumps({"routing_key": s, "event_action": "trigger", "payload": {"summary": "%s down" % ctx["svc"], "severity": "critical", "source": ctx["svc"]}}, indent=2)
        cands = [s]; fence = "json"; what = ("PagerDuty routing key", "PagerDuty routing key"); vendor = "PagerDuty"
    elif k == "make":
        s = rs(LON, 32); url = "https://hook.eu1.make.com/%s" % s; cands = [s]; vendor = "Make"
    elif k == "ifttt":
        s = mixed(B62 + "-_", 22); url = "https://maker.ifttt.com/trigger/%s/with/key/%s" % (pick(["deploy_done", "door_open"]), s); cands = [s]; vendor = "IFTTT"
    elif k == "kakaowork":
        s = rs(HEX, 32); url = "https://kakaowork.com/bots/hook/%s" % s; cands = [s]; vendor = "Kakao Work"
    elif k == "dooray":
        s = mixed(B62 + "-_", 22); url = "https://hook.dooray.com/services/%s/%s/%s" % (rs(DIG, 19), rs(DIG, 19), s); cands = [s]; vendor = "Dooray"
    else:
        s = rs(HEX, 32); url = "https://wh.jandi.com/connect-api/webhook/%s/%s" % (rs(DIG, 8), s); cands = [s]; vendor = "JANDI"
    prim = url if fence == "" else cands[-1]
    if fence == "" and chance(0.5):
        url = pick(["ALERT_WEBHOOK_URL=%s", "webhook_url: %s", 'curl -X POST -H "Content-Type: application/json" -d \'{"text":"deploy finished"}\' %s',
                    "notify:\n  url: \"%s\""]) % url
    return scen("webhook: %s" % k.replace("_", " "), "hook/" + k, what, url, cands, prim, vendor, fence,
                pick(["alerting config", "the deploy script", "the monitoring repo", "a channel topic"]))


# ============================================================================
# Secret family: application secrets (framework keys, signing keys)
# ============================================================================
APP_KINDS = ["django", "rails_skb", "rails_master_key", "laravel", "nextauth", "jwt_secret", "flask", "fernet", "aes_hex",
             "symfony", "phoenix", "express_session", "spring_jwt", "strapi"]


def fam_app(st, key=None):
    ctx = new_ctx()
    k = key
    what = ("application secret key", "애플리케이션 시크릿 키")
    fence = ""
    if k == "django":
        s = pick(["", "django-insecure-"]) + rs(LON + "!@#%^&*(-_=+)", 50)
        t = "SECRET_KEY = '%s'\nDEBUG = False\nALLOWED_HOSTS = ['%s.acme.io']" % (s, ctx["env"]); fence = "python"; what = ("Django SECRET_KEY", "Django SECRET_KEY")
    elif k == "rails_skb":
        s = rs(HEX, 128)
        t = "%s:\n  secret_key_base: %s" % (ctx["env"], s); fence = "yaml"; what = ("Rails secret_key_base", "Rails secret_key_base")
    elif k == "rails_master_key":
        s = rs(HEX, 32)
        t = "$ cat config/master.key\n%s" % s; fence = "bash"; what = ("Rails master key", "Rails master key")
    elif k == "laravel":
        s = "base64:" + b64e(rbytes(32))
        t = "APP_NAME=%s\nAPP_ENV=%s\nAPP_KEY=%s\nAPP_DEBUG=false" % (ctx["svc"], ctx["env"], s); fence = "dotenv"; what = ("Laravel APP_KEY", "Laravel APP_KEY")
    elif k == "nextauth":
        s = b64e(rbytes(32))
        t = "NEXTAUTH_URL=https://%s.acme.io\nNEXTAUTH_SECRET=%s" % (ctx["env"], s); fence = "dotenv"; what = ("NextAuth secret", "NextAuth 시크릿")
    elif k == "jwt_secret":
        s = pick([mixed(B62, rint(32, 64)), pw_punct() + pw_punct(), rs(HEX, 64)])
        t = pick(["JWT_SECRET=%s", "jwt:\n  secret: \"%s\"\n  ttl: 3600", "const token = jwt.sign(payload, '%s', { expiresIn: '1h' });"]) % s; what = ("JWT signing secret", "JWT 서명 시크릿")
    elif k == "flask":
        s = rs(HEX, 48)
        t = "app = Flask(__name__)\napp.config['SECRET_KEY'] = '%s'" % s; fence = "python"; what = ("Flask SECRET_KEY", "Flask SECRET_KEY")
    elif k == "fernet":
        s = b64ue(rbytes(32), pad=True)
        t = "FIELD_ENCRYPTION_KEY=%s" % s; fence = "dotenv"; what = ("Fernet field-encryption key", "Fernet 필드 암호화 키")
    elif k == "aes_hex":
        s = rs(HEX, 64)
        t = "encryption:\n  algorithm: AES-256-GCM\n  key: %s" % s; fence = "yaml"; what = ("AES-256 data key", "AES-256 데이터 키")
    elif k == "symfony":
        s = rs(HEX, 32)
        t = "###> symfony/framework-bundle ###\nAPP_ENV=%s\nAPP_SECRET=%s\n###< symfony/framework-bundle ###" % (pick(["prod", "dev"]), s); fence = "dotenv"; what = ("Symfony APP_SECRET", "Symfony APP_SECRET")
    elif k == "phoenix":
        s = b64e(rbytes(48))
        t = "config :%s, %sWeb.Endpoint,\n  secret_key_base: \"%s\"" % (ctx["svc"].replace("-", "_"), ctx["svc"].title().replace("-", ""), s); fence = "elixir"; what = ("Phoenix secret_key_base", "Phoenix secret_key_base")
    elif k == "express_session":
        s = pw_passphrase() if chance(0.4) else mixed(B62, rint(24, 40))
        t = "app.use(session({\n  secret: '%s',\n  resave: false,\n  saveUninitialized: false,\n}));" % s; fence = "js"; what = ("express-session secret", "express-session 시크릿")
    elif k == "spring_jwt":
        s = b64e(rbytes(64))
        t = "jwt.secret=%s\njwt.expiration-ms=86400000" % s; fence = "properties"; what = ("JWT HMAC key", "JWT HMAC 키")
    else:
        keys = [b64e(rbytes(16)) for _ in range(4)]
        salt, adm = b64e(rbytes(16)), b64e(rbytes(16))
        t = "APP_KEYS=%s\nAPI_TOKEN_SALT=%s\nADMIN_JWT_SECRET=%s" % (",".join(keys), salt, adm); fence = "dotenv"
        return scen("app secret: strapi keys", "app/strapi", ("Strapi app keys", "Strapi 앱 키"), t, keys + [salt, adm], adm, "", fence, ".env")
    return scen("app secret: %s" % k.replace("_", " "), "app/" + k, what, t, [s], s, "", fence,
                pick(["the settings file", "the repo", ".env", "the Helm values"]))


# ============================================================================
# Secret family: passwords of people and services (prose, chat, tables, tools)
# ============================================================================
HUMAN_KINDS = ["chat_slack", "chat_kakao", "account_table", "email_temp", "ticket_comment", "jenkins_initial", "argocd_initial",
               "elastic_setup", "gitlab_root", "laps", "onboarding_list", "hangul_laptop", "reset_log", "keepass_csv",
               "browser_csv", "grafana_env", "kbd_vpn"]


def fam_human(st, key=None):
    ctx = new_ctx()
    k = key
    pw, pk = pw_any()
    fence = ""
    cands = [pw]
    who_en, who_ko = pick(PEOPLE_EN), pick(PEOPLE_KO)
    what = ("account password", "계정 비밀번호")
    if k == "chat_slack":
        t = "[%d:%02d] %s: the shared QA admin is qa-admin / %s\n[%d:%02d] %s: thx" % (rint(9, 18), rint(0, 59), who_en, pw, rint(9, 18), rint(0, 59), pick(PEOPLE_EN))
        what = ("shared QA admin password", "공용 QA 관리자 비밀번호")
    elif k == "chat_kakao":
        pw, pk = pw_any(pick(["kbd", "hangul", "human"])); cands = [pw]
        t = "[%s] [오후 %d:%02d] 공용 계정 비번 %s 입니다\n[%s] [오후 %d:%02d] 넵 감사합니다" % (who_ko, rint(1, 11), rint(0, 59), pw, pick(PEOPLE_KO), rint(1, 11), rint(0, 59))
        what = ("shared account password", "공용 계정 비밀번호")
    elif k == "account_table":
        rows = []
        cands = []
        for sysname in R.sample(["Grafana", "Jenkins", "NAS", "Harbor", "pgAdmin", "Kibana", "Router", "Synology"], rint(2, 4)):
            p, _ = pw_any()
            cands.append(p)
            rows.append("| %s | %s | %s |" % (sysname, pick(["admin", "root", "ops", pick(NAMES_ROM)]), p))
        t = "| system | user | password |\n|---|---|---|\n" + "\n".join(rows)
        what = ("shared admin passwords", "공용 관리자 비밀번호들")
    elif k == "email_temp":
        t = "From: it-helpdesk@acme.io\nSubject: Your account is ready\n\nUsername: %s\nTemporary password: %s\nYou will be asked to change it at first login." % (pick(NAMES_ROM), pw)
        what = ("temporary password from IT", "IT에서 받은 임시 비밀번호")
    elif k == "ticket_comment":
        t = "OPS-%d comment by %s: VPN account vpn-%s is reactivated, password is %s (please change)" % (rint(1000, 9999), who_en, pick(NAMES_ROM), pw)
        what = ("VPN password", "VPN 비밀번호")
    elif k == "jenkins_initial":
        pw = rs(HEX, 32); cands = [pw]; pk = "32-hex initial admin password"
        t = "$ sudo cat /var/lib/jenkins/secrets/initialAdminPassword\n%s" % pw; fence = "bash"
        what = ("Jenkins initial admin password", "Jenkins 초기 관리자 비밀번호")
    elif k == "argocd_initial":
        pw = mixed(B62 + "-", 16); cands = [pw]; pk = "generated admin password"
        b = b64e(pw.encode())
        t = '$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath="{.data.password}"\n%s\n$ echo %s | base64 -d\n%s' % (b, b, pw)
        cands = [b, pw]; fence = "bash"; what = ("Argo CD admin password", "Argo CD admin 비밀번호")
    elif k == "elastic_setup":
        pw = mixed(B62 + "*_=-", 20); cands = [pw]; pk = "generated password"
        t = "$ bin/elasticsearch-reset-password -u elastic -a -b\nPassword for the [elastic] user successfully reset.\nNew value: %s" % pw; fence = "bash"
        what = ("elastic superuser password", "elastic 슈퍼유저 비밀번호")
    elif k == "gitlab_root":
        pw = b64e(rbytes(32)); cands = [pw]; pk = "generated password"
        t = "# WARNING: This password is only valid if changed before 24h\nPassword: %s\n# NOTE: This file will be automatically deleted after 24 hours." % pw
        what = ("GitLab root password", "GitLab root 비밀번호")
    elif k == "laps":
        pw = mixed(B62 + "!#%+-", rint(14, 20)); cands = [pw]; pk = "LAPS password"
        t = "PS> Get-LapsADPassword -Identity %s -AsPlainText\n\nComputerName        : %s\nAccount             : Administrator\nPassword            : %s\nExpirationTimestamp : 2025-%02d-%02d" % (
            "WS-%04d" % rint(1, 9999), "WS-%04d" % rint(1, 9999), pw, rint(1, 12), rint(1, 28)); fence = "powershell"
        what = ("local administrator password", "로컬 Administrator 비밀번호")
    elif k == "onboarding_list":
        p2, _ = pw_any(); cands = [pw, p2]
        t = "- VPN: %s / %s\n- NAS (\\\\nas01): admin / %s\n- Printer: no password" % (pick(NAMES_ROM), pw, p2)
        what = ("onboarding passwords", "온보딩 비밀번호")
    elif k == "hangul_laptop":
        pw, pk = pw_any(pick(["hangul", "kbd"])); cands = [pw]
        t = "%s 노트북(시리얼 %s) 로그인 비밀번호: %s" % (who_ko, rs(UPN, 10), pw)
        what = ("laptop login password", "노트북 로그인 비밀번호")
    elif k == "reset_log":
        t = "%s INFO [auth] admin password reset for user_id=%d by %s; temporary password=%s" % (ts_log(), rint(100, 99999), pick(USERS), pw)
        what = ("temporary password in the log", "로그에 찍힌 임시 비밀번호")
    elif k == "keepass_csv":
        p2, _ = pw_any(); cands = [pw, p2]
        t = '"Group","Title","Username","Password","URL"\n"Prod","%s DB","%s","%s","%s"\n"Prod","SFTP","edi","%s","sftp://edi.partner.example"' % (ctx["svc"], pick(USERS), pw, svc_host(ctx), p2)
        what = ("exported KeePass entries", "KeePass 내보내기 항목")
    elif k == "browser_csv":
        t = "name,url,username,password\n%s admin,https://admin.%s.acme.io/login,%s,%s" % (ctx["svc"], ctx["env"], pick(NAMES_ROM), pw)
        what = ("browser-saved password", "브라우저 저장 비밀번호")
    elif k == "grafana_env":
        t = "GF_SECURITY_ADMIN_USER=admin\nGF_SECURITY_ADMIN_PASSWORD=%s\nGF_SERVER_ROOT_URL=https://grafana.%s.acme.io" % (pw if is_plain(pw) else "'%s'" % pw, ctx["env"]); fence = "dotenv"
        what = ("Grafana admin password", "Grafana admin 비밀번호")
    else:
        pw = pw_kbd(); cands = [pw]; pk = "Korean-keyboard password"
        t = "vpn.acme.kr 접속 계정: %s / %s" % (pick(NAMES_ROM), pw)
        what = ("VPN password", "VPN 비밀번호")
    if len(cands) > 1 and k in ("account_table", "onboarding_list", "keepass_csv"):
        pk = "mixed password styles"
    return scen("person/service password: %s (%s)" % (k.replace("_", " "), pk), "human/" + k, what, t, cands, cands[-1] if len(cands) == 1 else cands[0], "",
                fence, pick(["a chat message", "the ticket", "the team wiki", "a DM", "the onboarding doc", "the terminal"]))


# ============================================================================
# Secret family: several secrets in one snippet
# ============================================================================
def fam_multi(st, key=None):
    ctx = new_ctx()
    v = key
    items = v["gen"]()
    pw1, _ = pw_any()
    pw1 = pw1.replace("'", "")
    pw2 = pw_shellsafe()
    jw = mixed(B62, 48)
    pairs = [("POSTGRES_PASSWORD", pw1, 1), ("REDIS_PASSWORD", pw2, 1), ("JWT_SECRET", jw, 1)] + items
    R.shuffle(pairs)
    pairs = mix_in(pairs, rint(1, 3))
    out = render_kv(pairs, ctx, exclude=("Jupyter %env", "crontab"))
    vm = out["vmap"]
    cands = [vm.get(x, x) for _, x, fl in pairs if fl]
    return scen("multi: db+redis+jwt+%s in %s" % (v["name"], out["container"]), "multi/" + out["container"],
                ("stack credentials", "스택 자격 증명들"), out["text"], cands, None, v["name"], out["fence"], out["file"])


# ============================================================================
# CLEAN families -- nothing below produces a credential
# ============================================================================
def cscen(cat, tpl, what, snip, fence="", file="", lesson=None, gap=None, ask=None, vendor=""):
    return scen(cat, tpl, what, snip, [], None, vendor, fence, file, lesson=lesson, gap=gap, ask=ask)


PLACEHOLDER_VALUES = [
    lambda k: "<your-%s>" % kebab(k), lambda k: "${%s}" % k, lambda k: "{{ .Values.%s }}" % camel(k),
    lambda k: "${{ secrets.%s }}" % k, lambda k: "REPLACE_ME", lambda k: "x" * rint(16, 40), lambda k: "",
    lambda k: "<redacted>", lambda k: "your_%s_here" % k.lower(), lambda k: "%%(%s)s" % k, lambda k: "${%s:?must be set}" % k,
    lambda k: "TODO", lambda k: "*" * rint(8, 16), lambda k: "<%s>" % k, lambda k: "__FROM_VAULT__", lambda k: "[REDACTED]",
    lambda k: "op://%s/%s/credential" % (pick(["Engineering", "Infra", "Shared"]), kebab(k)),
]

VENDOR_PLACEHOLDERS = [
    ("STRIPE_SECRET_KEY", lambda: "sk_live_" + "X" * rint(24, 32)), ("GITHUB_TOKEN", lambda: "ghp_" + "x" * 36),
    ("AWS_ACCESS_KEY_ID", lambda: "AKIA" + "X" * 16), ("OPENAI_API_KEY", lambda: "sk-..."),
    ("SLACK_BOT_TOKEN", lambda: "xoxb-your-token"), ("ANTHROPIC_API_KEY", lambda: "sk-ant-..."),
    ("TOSS_SECRET_KEY", lambda: "test_sk_XXXXXXXXXXXXXXXXXXXXXXXX"), ("KAKAO_REST_API_KEY", lambda: "<KAKAO_REST_API_KEY>"),
    ("HF_TOKEN", lambda: "hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"), ("NPM_TOKEN", lambda: "npm_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"),
    ("DATABASE_URL", lambda: "postgres://USER:PASSWORD@HOST:5432/DBNAME"), ("SENDGRID_API_KEY", lambda: "SG.xxxxx.yyyyy"),
    ("NCP_SECRET_KEY", lambda: "<ncp-secret-key>"), ("ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI****************"),
]


def fam_c_placeholder(st, key=None):
    ctx = new_ctx()
    pairs = []
    for _ in range(rint(1, 3)):
        if chance(0.5):
            k, f = pick(VENDOR_PLACEHOLDERS)
            pairs.append((k, f(), 0))
        else:
            k = pick(["DB_PASSWORD", "API_KEY", "JWT_SECRET", "SMTP_PASSWORD", "CLIENT_SECRET", "REDIS_PASSWORD", "ADMIN_TOKEN", "WEBHOOK_SECRET"])
            pairs.append((k, pick(PLACEHOLDER_VALUES)(k), 0))
    pairs = [p for i, p in enumerate(pairs) if p[0] not in [q[0] for q in pairs[:i]]]
    pairs = mix_in(pairs, rint(1, 3))
    out = render_kv(pairs, ctx, exclude=("k8s Secret data (base64)", "application log", "printenv output", "CLI secret set"))
    f = pick([".env.example", ".env.sample", "config/example.yaml", out["file"] + ".example", "README snippet"])
    les = pick([("The example file only carries placeholders; real values come from the secret manager at deploy time.",
                 "example 파일에는 placeholder만 두고, 실제 값은 배포 시 secret manager에서 주입된다."),
                ("Copy the example and fill the values locally; the app refuses to start while a value is still a placeholder.",
                 "example 파일을 복사해 로컬에서 값을 채워야 하며, placeholder가 남아 있으면 앱이 기동을 거부한다."),
                ("Placeholders that look like real prefixes (sk_live_XXXX) confuse new joiners; a comment pointing to the vault helps.",
                 "실제 prefix처럼 생긴 placeholder(sk_live_XXXX)는 신규 입사자를 헷갈리게 하므로 vault 위치를 주석으로 달아두면 좋다.")])
    return cscen("clean: placeholders in %s" % out["container"], "c-placeholder/" + out["container"],
                 ("the example config", "예시 설정 파일"), out["text"], out["fence"], f, lesson=les)


LABEL_PAIRS = [
    lambda: ("TOKEN_TTL_SECONDS", str(pick([900, 3600, 86400]))), lambda: ("PASSWORD_MIN_LENGTH", str(pick([10, 12, 14]))),
    lambda: ("SECRET_NAME", "%s/%s/db" % (pick(ENVS), pick(SVCS))), lambda: ("API_KEY_HEADER", pick(["X-API-Key", "Authorization"])),
    lambda: ("TOKEN_URL", "https://sso.%s.acme.io/oauth2/token" % pick(ENVS)), lambda: ("AUTH_TYPE", pick(["bearer", "basic", "oauth2"])),
    lambda: ("PASSWORD_RESET_URL", "https://app.acme.io/reset-password"), lambda: ("SESSION_COOKIE_NAME", pick(["__Host-session", "sid"])),
    lambda: ("JWT_ALGORITHM", pick(["RS256", "ES256", "HS256"])), lambda: ("JWT_ISSUER", "https://sso.acme.io"),
    lambda: ("OAUTH_SCOPES", "openid profile email"), lambda: ("SIGNING_KEY_ID", "k-2025-%02d" % rint(1, 12)),
    lambda: ("VAULT_ROLE", pick(SVCS)), lambda: ("SECRET_STORE", pick(["aws-sm", "vault", "gcp-sm"])),
    lambda: ("PASSWORD_HASHER", pick(["argon2id", "bcrypt", "pbkdf2_sha256"])), lambda: ("TOKEN_AUDIENCE", "api://%s" % pick(SVCS)),
    lambda: ("KMS_KEY_ALIAS", "alias/%s-secrets" % pick(SVCS)), lambda: ("API_KEY_ROTATION_DAYS", str(pick([30, 90]))),
    lambda: ("SECRET_KEY_FILE", "/run/secrets/%s" % pick(["app_key", "jwt_private.pem"])), lambda: ("PASSWORD_FILE", "/etc/%s/db.pass" % pick(SVCS)),
    lambda: ("TOKEN_TYPE", "Bearer"), lambda: ("CREDENTIALS_PROVIDER", pick(["env", "instance-profile", "web-identity"])),
]


def fam_c_labels(st, key=None):
    ctx = new_ctx()
    pairs = []
    for f in R.sample(LABEL_PAIRS, rint(3, 6)):
        k, v = f()
        pairs.append((k, v, 0))
    out = render_kv(pairs, ctx, exclude=("k8s Secret data (base64)", "CLI secret set", "chat message"))
    les = pick([("None of these settings is a credential: they name where the secret lives and how it is used, so they can stay in the repo.",
                 "이 설정들은 자격 증명이 아니라 secret의 위치와 사용 방식을 가리킬 뿐이라 레포에 있어도 된다."),
                ("The bug was the TTL and the audience, not the secret itself.", "버그는 secret 자체가 아니라 TTL과 audience 설정이었다."),
                ("Keys named *_PASSWORD_* or *_TOKEN_* are not automatically secrets; check the value before moving it to the vault.",
                 "*_PASSWORD_*나 *_TOKEN_* 이름의 키라고 다 secret은 아니니 vault로 옮기기 전에 값을 확인할 것.")])
    return cscen("clean: credential-named settings without secrets in %s" % out["container"], "c-labels/" + out["container"],
                 ("the auth settings", "인증 관련 설정"), out["text"], out["fence"], out["file"], lesson=les)


def mask_tail(n=4, alpha=B62):
    return rs(alpha, n)


def fam_c_masked(st, key=None):
    ctx = new_ctx()
    p = rint(1, 12)
    if p == 1:
        t = ("      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                %s           manual    --profile\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           ap-northeast-2      config-file    ~/.aws/config"
             % (ctx["env"], mask_tail(4, UPN), mask_tail(4, B62)))
        cat = "aws configure list (masked)"
    elif p == 2:
        t = "Token: ghp_%s%s (created %s, expires in 30 days)" % ("*" * 32, mask_tail(4), ts_iso()[:10]); cat = "masked GitHub token"
    elif p == 3:
        t = "Stripe dashboard > Developers > API keys\nSecret key   sk_live_...%s   Last used %s" % (mask_tail(4), ts_iso()[:10]); cat = "Stripe dashboard masked key"
    elif p == 4:
        t = "$ kubectl -n %s describe secret %s-env\nType:  Opaque\n\nData\n====\nDB_PASSWORD:     %d bytes\nSTRIPE_SECRET_KEY:  %d bytes\nJWT_SECRET:      %d bytes" % (ctx["env"], ctx["svc"], rint(12, 24), rint(100, 110), rint(32, 64)); cat = "kubectl describe secret"
    elif p == 5:
        t = "$ heroku config -a %s\nDATABASE_URL: postgres://%s:********@ec2-%d-%d-%d-%d.compute-1.amazonaws.com:5432/%s" % (ctx["svc"], rs(LO, 14), rint(3, 54), rint(1, 254), rint(1, 254), rint(1, 254), rs(LON, 14)); cat = "heroku config masked"
    elif p == 6:
        t = "Run curl -sS -H \"Authorization: Bearer ***\" https://api.github.com/repos/acme/%s/dispatches\n  curl -sS -H \"Authorization: Bearer ***\" ...\n  shell: /usr/bin/bash -e {0}\n  env:\n    GH_TOKEN: ***" % ctx["svc"]; cat = "GitHub Actions *** masking"
    elif p == 7:
        t = 'Started POST "/users/sign_in" for %s\nParameters: {"user"=>{"email"=>"%s@acme.io", "password"=>"[FILTERED]"}, "commit"=>"Log in"}' % (ipv4_private(), pick(NAMES_ROM)); cat = "Rails filtered params"
    elif p == 8:
        t = " -------------- celery@%s v5.3.6 (emerald-rush)\n--- ***** -----\n- ** ---------- [config]\n- ** ---------- .> app:         %s:0x7f%s\n- ** ---------- .> transport:   amqp://%s:**@rabbitmq:5672//" % (ctx["svc"], ctx["svc"], rs(HEX, 9), pick(USERS)); cat = "celery banner masked"
    elif p == 9:
        t = "  + resource \"aws_db_instance\" \"main\" {\n      + username = \"%s\"\n      + password = (sensitive value)\n      + engine   = \"postgres\"\n    }" % pick(USERS); cat = "terraform plan sensitive"
    elif p == 10:
        t = '"spring.datasource.password": {\n  "value": "******",\n  "origin": "System Environment Property \\"SPRING_DATASOURCE_PASSWORD\\""\n}'; cat = "actuator env masked"
    elif p == 11:
        t = "ID:          %s\nTitle:       %s prod DB\nFields:\n  username:    %s\n  password:    [use 'op item get %s --reveal' to reveal]" % (rs(LON, 26), ctx["svc"], pick(USERS), rs(LON, 26)); cat = "1Password CLI concealed"
    else:
        t = "stripe.error.AuthenticationError: Invalid API Key provided: sk_live_%s%s" % ("*" * rint(20, 28), mask_tail(4)); cat = "Stripe error masked key"
    les = pick([("Masked output is fine to paste; only the last four characters are visible and they identify, not authenticate.",
                 "마스킹된 출력은 붙여넣어도 되며, 보이는 마지막 네 글자는 식별용일 뿐 인증에 쓸 수 없다."),
                ("The tool already hides the value, so the note can keep this output as evidence of which key was in use.",
                 "도구가 이미 값을 가려주므로 어떤 키가 쓰였는지 증거로 이 출력을 노트에 남겨도 된다."),
                ("To see the real value you need the reveal flag and the right role; don't ask for it in chat.",
                 "실제 값을 보려면 reveal 옵션과 권한이 필요하니 채팅으로 값을 요청하지 말 것.")])
    return cscen("clean: masked %s" % cat, "c-masked/%d" % p, ("the masked output", "마스킹된 출력"), t, "", pick(["terminal", "CI log", "dashboard"]), lesson=les)


def fam_c_ref(st, key=None):
    ctx = new_ctx()
    acct = rs(DIG, 12)
    p = rint(1, 14)
    if p == 1:
        t = 'stripe.api_key = os.environ["STRIPE_SECRET_KEY"]\nopenai_client = OpenAI(api_key=os.getenv("OPENAI_API_KEY"))'; fence = "python"
    elif p == 2:
        t = "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password" % ctx["svc"]; fence = "yaml"
    elif p == 3:
        t = "aws secretsmanager get-secret-value --secret-id %s/%s/db --query SecretString --output text | jq -r .password" % (ctx["env"], ctx["svc"]); fence = "bash"
    elif p == 4:
        t = "DB_SECRET_ARN=arn:aws:secretsmanager:ap-northeast-2:%s:secret:%s/%s/db-%s" % (acct, ctx["env"], ctx["svc"], mixed(B62, 6)); fence = "dotenv"
    elif p == 5:
        t = "MasterUserPassword: '{{resolve:ssm-secure:/%s/%s/db/password:%d}}'" % (ctx["env"], ctx["svc"], rint(1, 9)); fence = "yaml"
    elif p == 6:
        t = '{{ with secret "secret/data/%s/%s" }}\nDB_PASSWORD={{ .Data.data.password }}\n{{ end }}' % (ctx["env"], ctx["svc"]); fence = ""
    elif p == 7:
        t = "export STRIPE_SECRET_KEY=$(op read \"op://Engineering/Stripe %s/credential\")" % ctx["env"]; fence = "bash"
    elif p == 8:
        t = "gcloud secrets versions access latest --secret=%s-api-key --project=acme-%s" % (ctx["svc"], ctx["env"]); fence = "bash"
    elif p == 9:
        t = '"DbPassword": "@Microsoft.KeyVault(SecretUri=https://kv-acme-%s.vault.azure.net/secrets/DbPassword/)"' % ctx["env"]; fence = "json"
    elif p == 10:
        t = "      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}"; fence = "yaml"
    elif p == 11:
        t = "doppler run --project %s --config %s -- ./bin/server\nsops exec-env secrets/%s.enc.yaml './migrate.sh'" % (ctx["svc"], pick(["prd", "stg"]), ctx["env"]); fence = "bash"
    elif p == 12:
        t = "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt"; fence = "yaml"
    elif p == 13:
        t = "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n    - secretKey: STRIPE_SECRET_KEY\n      remoteRef:\n        key: %s/%s/stripe\n        property: secret_key" % (ctx["env"], ctx["svc"]); fence = "yaml"
    else:
        t = 'curl -sS -H "Authorization: Bearer $GITHUB_TOKEN" -H "X-GitHub-Api-Version: 2022-11-28" https://api.github.com/orgs/acme/repos\nmysql --login-path=%s -e "SELECT 1"' % ctx["env"]; fence = "bash"
    les = pick([("Read credentials from the environment or the secret store at runtime; the code only names the variable.",
                 "자격 증명은 런타임에 환경 변수나 secret store에서 읽고, 코드에는 변수 이름만 둔다."),
                ("The reference resolves only inside the cluster/CI, so running locally needs the same secret exported under the same name.",
                 "이 참조는 클러스터/CI 안에서만 해석되므로 로컬 실행 시에는 같은 이름으로 값을 export 해야 한다."),
                ("Rotating the value in the secret manager is enough; nothing in the repo has to change.",
                 "secret manager에서 값만 교체하면 되고 레포는 바꿀 필요가 없다.")])
    return cscen("clean: secret reference #%d" % p, "c-ref/%d" % p, ("the secret reference", "시크릿 참조"), t, fence,
                 pick(["deploy/values.yaml", "the workflow file", "settings.py", "the runbook"]), lesson=les)


def fam_c_hash(st, key=None):
    ctx = new_ctx()
    p = rint(1, 10)
    if p == 1:
        t = "\n".join("%s  %s" % (rs(HEX, 64), f) for f in R.sample(["%s-linux-amd64.tar.gz" % ctx["svc"], "%s-darwin-arm64.tar.gz" % ctx["svc"], "checksums.txt.sig", "%s.deb" % ctx["svc"]], rint(2, 3)))
        cat = "sha256sum output"
    elif p == 2:
        t = "image: ghcr.io/acme/%s@sha256:%s" % (ctx["svc"], rs(HEX, 64)); cat = "image digest"
    elif p == 3:
        t = "\n".join("%s %s" % (rs(HEX, 7), pick(["fix: retry on 429", "chore: bump deps", "feat: add payout report", "revert: flaky test", "refactor: split client"])) for _ in range(rint(3, 5)))
        cat = "git log --oneline"
    elif p == 4:
        t = '"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n  "integrity": "sha512-%s=="\n}' % (
            "zod", "3.23.8", "zod", "zod", "3.23.8", b64e(rbytes(64))[:86]); cat = "npm integrity"
    elif p == 5:
        t = "github.com/%s v%s h1:%s=\ngithub.com/%s v%s/go.mod h1:%s=" % ("jackc/pgx/v5", "5.6.0", b64e(rbytes(32))[:43], "jackc/pgx/v5", "5.6.0", b64e(rbytes(32))[:43]); cat = "go.sum"
    elif p == 6:
        t = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (rs(HEX, 64), rs(HEX, 64)); cat = "pip --hash"
    elif p == 7:
        t = "< HTTP/1.1 304 Not Modified\n< ETag: \"%s\"\n< x-amz-version-id: %s" % (rs(HEX, 32), mixed(B62 + "._", 32)); cat = "ETag and version id"
    elif p == 8:
        t = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % b64e(rbytes(48)); cat = "SRI hash"
    elif p == 9:
        t = "POST /hooks/github HTTP/1.1\nX-GitHub-Delivery: %s\nX-GitHub-Event: push\nX-Hub-Signature-256: sha256=%s" % (uuid4(), rs(HEX, 64)); cat = "webhook delivery signature header"
    else:
        t = '[[package]]\nname = "serde"\nversion = "1.0.203"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % rs(HEX, 64); cat = "Cargo.lock checksum"
    les = pick([("Digests and checksums identify content; they are safe to share and useful for reproducing the exact build.",
                 "다이제스트와 체크섬은 내용을 식별할 뿐이라 공유해도 되고, 동일 빌드 재현에 유용하다."),
                ("Pin by digest instead of tag so the deploy can't silently pick up a rebuilt image.",
                 "태그 대신 digest로 고정해야 재빌드된 이미지가 몰래 배포되지 않는다."),
                ("A hash mismatch here means the artifact changed upstream, not that a credential is wrong.",
                 "여기서 해시가 안 맞는 건 업스트림 아티팩트가 바뀌었다는 뜻이지 자격 증명 문제가 아니다.")])
    return cscen("clean: %s" % cat, "c-hash/%d" % p, ("the checksum", "체크섬"), t, "", pick(["release page", "lockfile", "CI log"]), lesson=les)


def fam_c_ids(st, key=None):
    ctx = new_ctx()
    p = rint(1, 9)
    if p == 1:
        t = "%s INFO request_id=%s trace_id=%s span_id=%s status=502 path=/v1/orders" % (ts_log(), uuid4(), rs(HEX, 32), rs(HEX, 16)); cat = "request and trace ids"
    elif p == 2:
        t = "traceparent: 00-%s-%s-01" % (rs(HEX, 32), rs(HEX, 16)); cat = "W3C traceparent"
    elif p == 3:
        t = "An error occurred (ThrottlingException) when calling the PutItem operation (reached max retries: 4)\nRequestId: %s" % uuid4().upper(); cat = "AWS RequestId"
    elif p == 4:
        t = "Stripe request id: req_%s\nIdempotency-Key: %s" % (mixed(B62, 14), uuid4()); cat = "Stripe request id and idempotency key"
    elif p == 5:
        t = "cf-ray: %s-ICN\nx-amz-cf-id: %s==" % (rs(HEX, 16), mixed(B62 + "_-", 54)); cat = "CDN ray ids"
    elif p == 6:
        t = "Sentry event %s (issue %s-%s) first seen %s" % (rs(HEX, 32), ctx["svc"].upper().replace("-", ""), rs(UPN, 3), ts_iso()); cat = "Sentry event id"
    elif p == 7:
        t = "operation: projects/acme-%s/locations/asia-northeast3/operations/operation-%d-%s-%s-%s" % (ctx["env"], rint(10 ** 12, 10 ** 13), rs(HEX, 12), rs(HEX, 8), rs(HEX, 8)); cat = "GCP operation name"
    elif p == 8:
        t = "x-ms-correlation-request-id: %s\nx-ms-routing-request-id: KOREACENTRAL:%s:%s" % (uuid4(), "2025%02d%02dT%02d%02d%02dZ" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59)), uuid4()); cat = "Azure correlation ids"
    else:
        t = "job_id=%s batch=%s worker=%s-%s-%s" % (uuid4(), rs(HEX, 24), ctx["svc"], rs(LON, 10), rs(LON, 5)); cat = "job and pod ids"
    les = pick([("Request and trace ids are what support needs to find the failing call; they carry no access.",
                 "request id와 trace id는 실패한 호출을 찾는 데 필요한 값일 뿐 접근 권한이 없다."),
                ("Always include the request id when escalating to the vendor; it saves a round trip.",
                 "벤더에 에스컬레이션할 때는 request id를 꼭 같이 보내야 왕복이 줄어든다."),
                ("The ids change per attempt, so compare timestamps rather than ids when matching retries.",
                 "id는 시도마다 바뀌므로 재시도를 맞춰볼 때는 id 대신 타임스탬프를 비교한다.")])
    return cscen("clean: %s" % cat, "c-ids/%d" % p, ("the request id", "request id"), t, "", pick(["the app log", "the vendor support reply", "the trace"]), lesson=les)


def ssh_pub_ed25519():
    return "ssh-ed25519 " + b64e(_ssh_string(b"ssh-ed25519") + _ssh_string(rbytes(32)))


def ssh_pub_rsa():
    return "ssh-rsa " + b64e(_ssh_string(b"ssh-rsa") + _ssh_string(b"\x01\x00\x01") + _ssh_string(b"\x00" + rbytes(256)))


def fam_c_pubkey(st, key=None):
    ctx = new_ctx()
    p = rint(1, 10)
    fence = ""
    if p == 1:
        t = "%s %s@%s" % (ssh_pub_ed25519(), pick(NAMES_ROM), pick(["macbook", "ci", "bastion"])); cat = "ssh ed25519 public key"
    elif p == 2:
        t = "# ~/.ssh/authorized_keys on deploy@%s\n%s deploy-ci\n%s %s@laptop" % (ctx["svc"], ssh_pub_ed25519(), ssh_pub_rsa(), pick(NAMES_ROM)); cat = "authorized_keys"
    elif p == 3:
        t = "|1|%s|%s %s" % (b64e(rbytes(20)), b64e(rbytes(20)), ssh_pub_ed25519()); cat = "known_hosts hashed entry"
    elif p == 4:
        body = wrap(b64e(bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100") + rbytes(256) + bytes.fromhex("0203010001")), 64)
        t = "-----BEGIN PUBLIC KEY-----\n" + "\n".join(body) + "\n-----END PUBLIC KEY-----"; cat = "PEM public key"
    elif p == 5:
        body = wrap(b64e(bytes.fromhex("308203") + rbytes(rint(300, 420))), 64)
        t = "-----BEGIN CERTIFICATE-----\n" + "\n".join(body[:rint(4, 6)]) + "\n...\n-----END CERTIFICATE-----"; cat = "X.509 certificate (public)"
    elif p == 6:
        t = "The server's host key fingerprint is SHA256:%s.\nED25519 key fingerprint is MD5:%s." % (b64e(rbytes(32)).rstrip("="), ":".join(rs(HEX, 2) for _ in range(16))); cat = "SSH fingerprints"
    elif p == 7:
        fp = rs(HEXU, 40)
        t = "pub   ed25519 2024-%02d-%02d [SC]\n      %s\nuid           [ultimate] Release Bot <release@acme.io>\nsub   cv25519 2024-%02d-%02d [E]" % (rint(1, 12), rint(1, 28), fp, rint(1, 12), rint(1, 28)); cat = "GPG public key fingerprint"
    elif p == 8:
        t = "creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: %s,%s" % ("age1" + rs(BECH32, 58), "age1" + rs(BECH32, 58)); cat = "age recipients (public)"; fence = "yaml"
    elif p == 9:
        t = "[Peer]\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32\nEndpoint = %s:51820" % (b64e(rbytes(32)), rint(2, 250), ipv4_private()); cat = "WireGuard peer public key"; fence = "ini"
    else:
        t = json.dumps({"keys": [{"kty": "RSA", "kid": rs(HEX, 16), "use": "sig", "alg": "RS256", "e": "AQAB", "n": b64ue(rbytes(256))}]}, indent=2); cat = "JWKS public key"; fence = "json"
    les = pick([("Public keys and fingerprints are meant to be shared; only the private half must stay secret.",
                 "공개 키와 fingerprint는 공유하라고 있는 값이고, 비밀로 지켜야 하는 건 개인 키 쪽뿐이다."),
                ("Verify the fingerprint out of band before trusting a new host key.",
                 "새 호스트 키를 신뢰하기 전에 다른 채널로 fingerprint를 확인해야 한다."),
                ("Adding a public key to the allow list is enough; nobody needs to send the private key around.",
                 "허용 목록에 공개 키만 추가하면 되고, 개인 키를 주고받을 필요는 없다.")])
    if p == 5:
        les = ("The certificate is public; only the matching private key must never be pasted anywhere.",
               "인증서는 공개 정보이고, 짝이 되는 개인 키만 절대 붙여넣으면 안 된다.")
    return cscen("clean: %s" % cat, "c-pubkey/%d" % p, ("the public key" if p != 5 else "the certificate", "공개 키" if p != 5 else "인증서"), t, fence,
                 pick(["~/.ssh", "the PR", "the security wiki"]), lesson=les)


def fam_c_ids2(st, key=None):
    ctx = new_ctx()
    p = rint(1, 12)
    acct = rs(DIG, 12)
    if p == 1:
        t = "arn:aws:iam::%s:role/%s-%s-deployer\narn:aws:s3:::acme-%s-artifacts/%s/*" % (acct, ctx["svc"], ctx["env"], ctx["env"], ctx["svc"]); cat = "AWS ARNs and account id"
    elif p == 2:
        t = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_FROM=+1415%s" % (rs(HEX, 32), rs(DIG, 7)); cat = "Twilio Account SID"
    elif p == 3:
        t = "GOOGLE_CLIENT_ID=%d-%s.apps.googleusercontent.com\nGOOGLE_REDIRECT_URI=https://%s.acme.io/auth/callback" % (rint(10 ** 11, 10 ** 12), rs(LON, 32), ctx["env"]); cat = "OAuth client id"
    elif p == 4:
        t = "customer=cus_%s subscription=sub_%s price=price_%s payment_intent=pi_%s" % (mixed(B62, 14), mixed(B62, 24), mixed(B62, 24), mixed(B62, 24)); cat = "Stripe object ids"
    elif p == 5:
        t = "channel=C0%s user=U0%s team=T0%s ts=%d.%06d" % (rs(UPN, 9), rs(UPN, 9), rs(UPN, 8), epoch(), rint(0, 999999)); cat = "Slack ids"
    elif p == 6:
        t = "WECHAT_APPID=wx%s\nFEISHU_APP_ID=cli_%s\nKAKAO_APP_ID=%d" % (rs(HEX, 16), rs(HEX, 16), rint(100000, 1999999)); cat = "app ids (WeChat/Feishu/Kakao)"
    elif p == 7:
        t = "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s" % (uuid4(), uuid4(), uuid4()); cat = "Azure tenant/subscription/client ids"
    elif p == 8:
        t = "GitHub App: app_id=%d installation_id=%d client_id=Iv1.%s" % (rint(100000, 999999), rint(10 ** 7, 10 ** 8), rs(HEX, 16)); cat = "GitHub App ids"
    elif p == 9:
        t = "DEVELOPMENT_TEAM = %s;\nPRODUCT_BUNDLE_IDENTIFIER = io.acme.%s;" % (rs(UPN, 10), ctx["svc"].replace("-", "")); cat = "Apple team id"
    elif p == 10:
        t = "NAVER_CLIENT_ID=%s\nNAVER_CLIENT_SECRET=${NAVER_CLIENT_SECRET}" % mixed(B62 + "_", 20); cat = "Naver client id with env ref"
    elif p == 11:
        t = "AUTH0_DOMAIN=acme.jp.auth0.com\nAUTH0_CLIENT_ID=%s\nAUTH0_AUDIENCE=https://api.acme.io" % mixed(B62, 32); cat = "Auth0 client id"
    else:
        t = "ALGOLIA_APP_ID=%s\nALGOLIA_INDEX=%s_%s_products" % (rs(UPN, 10), ctx["env"], pick(["ko", "ja", "en"])); cat = "Algolia app id"
    les = pick([("These are identifiers, not credentials; they are safe in config and needed by every environment.",
                 "이 값들은 식별자이지 자격 증명이 아니므로 설정 파일에 있어도 되고 모든 환경에서 필요하다."),
                ("The id alone can't call the API; the matching secret lives in the vault.",
                 "id만으로는 API를 호출할 수 없고, 짝이 되는 secret은 vault에 있다."),
                ("Mixing up ids between staging and prod was the actual bug, not a bad credential.",
                 "실제 버그는 자격 증명이 아니라 staging과 prod의 id를 섞어 쓴 것이었다.")])
    return cscen("clean: %s" % cat, "c-ids2/%d" % p, ("the account identifiers", "계정 식별자"), t, "", pick([".env", "config", "the ticket"]), lesson=les)


def fam_c_b64(st, key=None):
    ctx = new_ctx()
    p = rint(1, 7)
    if p == 1:
        t = '<img alt="logo" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA%s" />' % b64e(rbytes(rint(60, 120))); cat = "data URI image"
    elif p == 2:
        cfg = json.dumps({"feature_flags": {"new_checkout": pick([True, False]), "beta_banner": True}, "locale": pick(["ko-KR", "ja-JP"])}, separators=(",", ":"))
        t = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-flags\nbinaryData:\n  flags.json: %s" % (ctx["svc"], b64e(cfg.encode())); cat = "ConfigMap binaryData of flags"
    elif p == 3:
        txt = "# %s\n\nInternal service. See docs/RUNBOOK.md for on-call steps.\n" % ctx["svc"]
        t = '{\n  "name": "README.md",\n  "encoding": "base64",\n  "content": "%s"\n}' % b64e(txt.encode()); cat = "GitHub contents API base64"
    elif p == 4:
        cur = b64e(json.dumps({"id": rint(1000, 999999), "created_at": ts_iso()}, separators=(",", ":")).encode())
        t = "GET /v1/orders?limit=100&cursor=%s" % cur; cat = "pagination cursor"
    elif p == 5:
        t = "caBundle: %s" % b64e(("-----BEGIN CERTIFICATE-----\n" + "\n".join(wrap(b64e(rbytes(180)), 64)) + "\n-----END CERTIFICATE-----\n").encode()); cat = "webhook caBundle (public cert)"
    elif p == 6:
        t = "$ echo -n '%s' | base64\n%s" % ("hello from %s" % ctx["svc"], b64e(("hello from %s" % ctx["svc"]).encode())); cat = "base64 of plain text"
    else:
        msg = json.dumps({"event": "order.created", "order_id": rint(10 ** 5, 10 ** 7)}, separators=(",", ":"))
        t = '{"message": {"data": "%s", "messageId": "%d", "publishTime": "%s"}}' % (b64e(msg.encode()), rint(10 ** 15, 10 ** 16), ts_iso()); cat = "Pub/Sub push body"
    les = pick([("base64 here is just transport encoding of public data; decoding it shows nothing sensitive.",
                 "여기 base64는 공개 데이터를 전송용으로 인코딩한 것뿐이라 디코딩해도 민감한 내용이 없다."),
                ("Decode before debugging: the payload was fine, the consumer expected a different field name.",
                 "디버깅 전에 먼저 디코딩해볼 것: payload는 정상이었고 consumer가 다른 필드명을 기대했다."),
                ("Large inline base64 bloats manifests; mount it from a file instead.",
                 "큰 base64를 manifest에 인라인하면 비대해지니 파일로 마운트하는 편이 낫다.")])
    return cscen("clean: %s" % cat, "c-b64/%d" % p, ("the base64 blob", "base64 데이터"), t, "", pick(["manifest", "the HTML", "the API response"]), lesson=les)


def fam_c_longid(st, key=None):
    ctx = new_ctx()
    p = rint(1, 8)
    if p == 1:
        t = "ocid1.instance.oc1.ap-seoul-1.%s" % rs(LON, 60); cat = "OCI OCID"
    elif p == 2:
        t = "/subscriptions/%s/resourceGroups/rg-%s-%s/providers/Microsoft.Web/sites/app-%s-%s" % (uuid4(), ctx["svc"], ctx["env"], ctx["svc"], ctx["env"]); cat = "Azure resource id"
    elif p == 3:
        t = "%s-%s-%s   0/1   CrashLoopBackOff   %d   %dm" % (ctx["svc"], rs(LON[:-10] + "bcdf", 10), rs(LON, 5), rint(3, 40), rint(2, 90)); cat = "k8s pod name"
    elif p == 4:
        t = "s3://acme-%s-lake/raw/events/dt=2025-%02d-%02d/part-00000-%s-c000.snappy.parquet" % (ctx["env"], rint(1, 12), rint(1, 28), uuid4()); cat = "S3 object key"
    elif p == 5:
        t = "static/js/main.%s.js\nstatic/css/main.%s.css\nstatic/js/%d.%s.chunk.js" % (rs(HEX, 8), rs(HEX, 8), rint(100, 999), rs(HEX, 8)); cat = "webpack chunk names"
    elif p == 6:
        t = "require github.com/acme/%s v0.0.0-2025%02d%02d%02d%02d%02d-%s" % (ctx["svc"], rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), rs(HEX, 12)); cat = "Go pseudo-version"
    elif p == 7:
        t = "arn:aws:ecs:ap-northeast-2:%s:task/%s-%s/%s" % (rs(DIG, 12), ctx["svc"], ctx["env"], rs(HEX, 32)); cat = "ECS task ARN"
    else:
        t = "chrome-extension://%s/popup.html" % rs("abcdefghijklmnop", 32); cat = "Chrome extension id"
    les = pick([("Long generated identifiers are addresses, not secrets; keep them in the note so the resource can be found again.",
                 "길게 생성된 식별자는 주소일 뿐 비밀이 아니니, 리소스를 다시 찾을 수 있게 노트에 남겨둔다."),
                ("Copy the full id; the console truncates it and the truncated form matches nothing.",
                 "콘솔은 id를 잘라 보여주므로 전체 id를 복사해야 한다. 잘린 값은 아무것과도 매칭되지 않는다.")])
    return cscen("clean: %s" % cat, "c-longid/%d" % p, ("the resource id", "리소스 id"), t, "", pick(["the console", "kubectl output", "the build output"]), lesson=les)


def fam_c_version(st, key=None):
    ctx = new_ctx()
    p = rint(1, 5)
    if p == 1:
        t = "$ node -v && npm -v && python3 --version\nv%d.%d.%d\n10.%d.%d\nPython 3.%d.%d" % (rint(18, 22), rint(0, 15), rint(0, 9), rint(0, 9), rint(0, 9), rint(9, 13), rint(0, 9)); cat = "tool versions"
    elif p == 2:
        t = "%s version %s+build.2025%02d%02d.%s (go1.22.%d linux/amd64)" % (ctx["svc"], ver(), rint(1, 12), rint(1, 28), rs(HEX, 7), rint(0, 6)); cat = "build metadata"
    elif p == 3:
        t = "User-Agent: Mozilla/5.0 (Linux; Android 14; SM-S918N Build/UP1A.231005.007) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/%d.0.%d.%d Mobile Safari/537.36" % (rint(118, 131), rint(5000, 6999), rint(10, 200)); cat = "user agent"
    elif p == 4:
        t = "samsung/dm3qksx/dm3q:14/UP1A.231005.007/S918NKSU%sBW%s:user/release-keys" % (rs(UPN, 1), rs(UPN, 2)); cat = "Android build fingerprint"
    else:
        t = "\n".join("%s==%s" % (n, "%d.%d.%d" % (rint(0, 5), rint(0, 30), rint(0, 12))) for n in R.sample(["django", "celery", "boto3", "psycopg2-binary", "pydantic", "httpx", "redis"], 4)); cat = "pip freeze"
    les = pick([("The version mismatch explained it: CI runs a different minor version than local.",
                 "버전 차이가 원인이었다: CI가 로컬과 다른 마이너 버전을 쓰고 있었다."),
                ("Always paste exact versions in the ticket; 'latest' is not reproducible.",
                 "티켓에는 항상 정확한 버전을 붙일 것. 'latest'는 재현이 안 된다.")])
    return cscen("clean: %s" % cat, "c-version/%d" % p, ("the version info", "버전 정보"), t, "", pick(["terminal", "crash report", "requirements.txt"]), lesson=les)


def fam_c_policy(st, key=None):
    p = rint(1, 7)
    n = pick([10, 12, 14, 16])
    if p == 1:
        t = "Password policy (IT-SEC-07): minimum %d characters, at least one upper case letter, one digit and one symbol; no reuse of the last %d passwords; rotate every %d days." % (n, rint(3, 10), pick([60, 90, 180])); cat = "password policy prose"
    elif p == 2:
        t = "비밀번호 정책: 영문 대/소문자, 숫자, 특수문자 중 3종류 이상 조합 %d자리 이상, 최근 %d개 재사용 금지, %d일마다 변경." % (n, rint(3, 5), pick([90, 180])); cat = "Korean password policy"
    elif p == 3:
        t = json.dumps({"MinimumPasswordLength": n, "RequireSymbols": True, "RequireNumbers": True, "RequireUppercaseCharacters": True,
                        "MaxPasswordAge": pick([90, 180]), "PasswordReusePrevention": rint(5, 24)}, indent=2); cat = "IAM password policy JSON"
    elif p == 4:
        t = "# /etc/security/pwquality.conf\nminlen = %d\ndcredit = -1\nucredit = -1\nocredit = -1\nretry = 3\nenforce_for_root" % n; cat = "pwquality.conf"
    elif p == 5:
        t = "passwordPolicy: length(%d) and upperCase(1) and digits(1) and specialChars(1) and notUsername and passwordHistory(%d)" % (n, rint(3, 10)); cat = "Keycloak password policy"
    elif p == 6:
        t = "PASSWORD_HASHERS = [\n    'django.contrib.auth.hashers.Argon2PasswordHasher',\n    'django.contrib.auth.hashers.PBKDF2PasswordHasher',\n]\nAUTH_PASSWORD_VALIDATORS = [{'NAME': 'django.contrib.auth.password_validation.MinimumLengthValidator', 'OPTIONS': {'min_length': %d}}]" % n; cat = "Django password hashers/validators"
    else:
        t = "API token TTL is %d hours; refresh tokens last %d days; service account keys must be rotated every %d days and never emailed." % (rint(1, 24), rint(7, 90), pick([30, 90])); cat = "token lifetime policy"
    les = pick([("The rejection came from the policy, not from a wrong password: the generated value was one character too short.",
                 "거부된 이유는 잘못된 비밀번호가 아니라 정책 때문이었다. 생성된 값이 한 글자 짧았다."),
                ("Generate service passwords with the policy in mind (length and symbol classes), otherwise the API rejects them silently.",
                 "서비스 비밀번호는 정책(길이, 문자 종류)에 맞춰 생성해야 하며, 아니면 API가 조용히 거부한다.")])
    return cscen("clean: %s" % cat, "c-policy/%d" % p, ("the password policy", "비밀번호 정책"), t, "", pick(["the security wiki", "the IdP admin page", "the config"]), lesson=les)


def fam_c_flags(st, key=None):
    p = rint(1, 9)
    if p == 1:
        t = "mysql -h db.internal -u app -p billing   # -p with no value: mysql prompts for the password"; cat = "mysql -p prompt"
    elif p == 2:
        t = "cat ~/.config/ghcr_token | docker login ghcr.io -u acme-ci --password-stdin"; cat = "docker --password-stdin from file"
    elif p == 3:
        t = "sshpass -e ssh deploy@10.0.4.12   # -e reads the password from $SSHPASS"; cat = "sshpass -e"
    elif p == 4:
        t = "openssl pkcs12 -export -in tls.crt -inkey tls.key -out app.p12 -passout env:P12_PASSWORD"; cat = "openssl -passout env:"
    elif p == 5:
        t = "keytool -importkeystore -srckeystore app.p12 -srcstorepass:env SRC_PASS -destkeystore app.jks -deststorepass:file /run/secrets/jks_pass"; cat = "keytool :env/:file"
    elif p == 6:
        t = "psql -h db.internal -U app -W   # -W forces a password prompt; prefer ~/.pgpass with chmod 600"; cat = "psql -W"
    elif p == 7:
        t = "redis-cli --askpass -h cache.internal   # prompts instead of -a"; cat = "redis-cli --askpass"
    elif p == 8:
        t = "ssh-keygen -t ed25519 -C \"ci@acme\" -f ./deploy_key -N ''   # -N '' = empty passphrase for the CI key"; cat = "ssh-keygen -N ''"
    else:
        t = "curl -u admin https://nexus.internal/service/rest/v1/status   # curl asks for the password when only the user is given"; cat = "curl -u user prompt"
    les = pick([("Passing passwords via a prompt, a file or an env var keeps them out of shell history and ps output.",
                 "비밀번호를 프롬프트, 파일, 환경 변수로 넘기면 shell history와 ps 출력에 남지 않는다."),
                ("The flag semantics differ per tool: mysql wants -p attached, psql uses -W only to force a prompt.",
                 "옵션 의미가 도구마다 다르다: mysql은 -p를 붙여 쓰고, psql의 -W는 프롬프트를 강제할 뿐이다."),
                ("Use the stdin/env variant of the flag in CI so the value never appears in the job log.",
                 "CI에서는 stdin/env 방식의 옵션을 써야 값이 job 로그에 찍히지 않는다.")])
    return cscen("clean: flags explained (%s)" % cat, "c-flags/%d" % p, ("the command-line flag", "커맨드라인 옵션"), t, "bash", "the runbook", lesson=les)


def fam_c_enc(st, key=None):
    ctx = new_ctx()
    p = rint(1, 8)
    fence = "yaml"
    if p == 1:
        def enc():
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64e(rbytes(rint(12, 40))), b64e(rbytes(32)), b64e(rbytes(16)))
        t = "db_password: %s\nstripe_secret_key: %s\nsops:\n    kms:\n        - arn: arn:aws:kms:ap-northeast-2:%s:key/%s\n    lastmodified: \"%s\"\n    mac: %s\n    version: 3.8.1" % (
            enc(), enc(), rs(DIG, 12), uuid4(), ts_iso(), enc()); cat = "SOPS-encrypted YAML"
    elif p == 2:
        lines = wrap(rs(HEX, rint(300, 420)), 80)
        t = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(lines); cat = "Ansible Vault blob"; fence = ""
    elif p == 3:
        t = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: %s\nspec:\n  encryptedData:\n    password: Ag%s" % (ctx["svc"], ctx["env"], b64e(rbytes(rint(300, 380)))); cat = "SealedSecret"
    elif p == 4:
        t = "-----BEGIN AGE ENCRYPTED FILE-----\n" + "\n".join(wrap(b64e(rbytes(rint(180, 260))), 64)) + "\n-----END AGE ENCRYPTED FILE-----"; cat = "age-encrypted file"; fence = ""
    elif p == 5:
        t = '{\n  "CiphertextBlob": "AQICAHh%s",\n  "KeyId": "arn:aws:kms:ap-northeast-2:%s:key/%s"\n}' % (b64e(rbytes(rint(120, 160))), rs(DIG, 12), uuid4()); cat = "KMS ciphertext blob"; fence = "json"
    elif p == 6:
        t = "spring.datasource.password=ENC(%s)\njasypt.encryptor.password=${JASYPT_ENCRYPTOR_PASSWORD}" % b64e(rbytes(rint(24, 48))); cat = "Jasypt ENC()"; fence = "properties"
    elif p == 7:
        t = '{\n  "_public_key": "%s",\n  "stripe_secret": "EJ[1:%s:%s:%s]"\n}' % (rs(HEX, 64), b64e(rbytes(32)), b64e(rbytes(24)), b64e(rbytes(rint(40, 70)))); cat = "EJSON"; fence = "json"
    else:
        t = "$ cat config/credentials/%s.yml.enc\n%s--%s--%s" % (ctx["env"], b64e(rbytes(rint(150, 220))), b64e(rbytes(12)), b64e(rbytes(16))); cat = "Rails encrypted credentials"; fence = "bash"
    les = pick([("Encrypted blobs are safe to commit; only the decryption key (KMS/age/vault password) must stay out of the repo.",
                 "암호화된 blob은 커밋해도 되고, 복호화 키(KMS/age/vault 비밀번호)만 레포 밖에 있으면 된다."),
                ("Edit the file with the tool (sops/ansible-vault/kubeseal), never by hand, or the MAC check fails.",
                 "파일은 도구(sops/ansible-vault/kubeseal)로만 수정해야 하고 손으로 고치면 MAC 검증이 깨진다."),
                ("The controller in the cluster decrypts it; re-sealing is needed when the target namespace changes.",
                 "클러스터의 컨트롤러가 복호화하므로 대상 namespace가 바뀌면 다시 seal 해야 한다.")])
    return cscen("clean: %s" % cat, "c-enc/%d" % p, ("the encrypted file", "암호화된 파일"), t, fence, pick(["secrets/", "the repo", "group_vars"]), lesson=les)


PUB_KINDS = ["stripe_pk", "firebase_web", "recaptcha", "hcaptcha", "kakao_js", "toss_ck", "mapbox_pk", "supabase_anon",
             "algolia_search", "sentry_dsn", "clerk_pk", "payjp_pk", "posthog", "mixpanel", "launchdarkly_client", "adyen_client_key",
             "paypal_client_id", "razorpay_key_id", "square_app_id", "sb_publishable"]


def fam_c_publishable(st, key=None):
    ctx = new_ctx()
    k = key
    fence = ""
    if k == "stripe_pk":
        t = "const stripe = Stripe('%s');" % (pick(["pk_live_", "pk_test_"]) + "51" + mixed(B62, 97)); fence = "js"; what = ("Stripe publishable key", "Stripe publishable 키")
    elif k == "firebase_web":
        proj = "acme-%s-%d" % (ctx["env"], rint(100, 999))
        t = "const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  storageBucket: \"%s.appspot.com\",\n  messagingSenderId: \"%d\",\n  appId: \"1:%d:web:%s\"\n};" % (
            mixed(B62 + "-_", 35), proj, proj, proj, rint(10 ** 11, 10 ** 12), rint(10 ** 11, 10 ** 12), rs(HEX, 22)); fence = "js"; what = ("Firebase web config", "Firebase 웹 설정")
    elif k == "recaptcha":
        t = '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % mixed(B62 + "-_", 38); fence = "html"; what = ("reCAPTCHA site key", "reCAPTCHA site key")
    elif k == "hcaptcha":
        t = '<div class="h-captcha" data-sitekey="%s"></div>' % uuid4(); fence = "html"; what = ("hCaptcha site key", "hCaptcha site key")
    elif k == "kakao_js":
        t = "Kakao.init('%s'); // JavaScript 키\nKakao.isInitialized();" % rs(HEX, 32); fence = "js"; what = ("Kakao JavaScript key", "카카오 JavaScript 키")
    elif k == "toss_ck":
        t = "const tossPayments = TossPayments('%s');" % (pick(["test_ck_", "live_ck_"]) + mixed(B62, 24)); fence = "js"; what = ("Toss Payments client key", "토스페이먼츠 클라이언트 키")
    elif k == "mapbox_pk":
        t = "mapboxgl.accessToken = 'pk.%s.%s';" % (b64ue(json.dumps({"u": pick(["acme-maps", "fleetops"]), "a": rs(LON, 25)}, separators=(",", ":")).encode()), mixed(B62 + "-_", 22)); fence = "js"; what = ("Mapbox public token", "Mapbox public 토큰")
    elif k == "supabase_anon":
        ref = rs(LO, 20)
        t = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": epoch(), "exp": epoch() + 315360000})); fence = "dotenv"; what = ("Supabase anon key", "Supabase anon 키")
    elif k == "algolia_search":
        t = "const searchClient = algoliasearch('%s', '%s'); // search-only key" % (rs(UPN, 10), rs(HEX, 32)); fence = "js"; what = ("Algolia search-only key", "Algolia search-only 키")
    elif k == "sentry_dsn":
        t = "Sentry.init({ dsn: 'https://%s@o%d.ingest.sentry.io/%d', tracesSampleRate: 0.1 });" % (rs(HEX, 32), rint(10 ** 5, 10 ** 7), rint(10 ** 6, 10 ** 7)); fence = "js"; what = ("Sentry DSN", "Sentry DSN")
    elif k == "clerk_pk":
        t = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64e(("clerk.%s.acme.io$" % ctx["env"]).encode()).rstrip("="); fence = "dotenv"; what = ("Clerk publishable key", "Clerk publishable 키")
    elif k == "payjp_pk":
        t = "const payjp = Payjp('pk_live_%s');" % rs(HEX, 24); fence = "js"; what = ("PAY.JP public key", "PAY.JP 공개 키")
    elif k == "posthog":
        t = "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % mixed(B62, 43); fence = "js"; what = ("PostHog project API key", "PostHog 프로젝트 API 키")
    elif k == "mixpanel":
        t = "mixpanel.init('%s', { track_pageview: true });" % rs(HEX, 32); fence = "js"; what = ("Mixpanel project token", "Mixpanel 프로젝트 토큰")
    elif k == "launchdarkly_client":
        t = "const ldClient = LDClient.initialize('%s', context);" % rs(HEX, 24); fence = "js"; what = ("LaunchDarkly client-side ID", "LaunchDarkly client-side ID")
    elif k == "adyen_client_key":
        t = "const checkout = await AdyenCheckout({ environment: 'live', clientKey: 'live_%s' });" % rs(UPN, 32); fence = "js"; what = ("Adyen client key", "Adyen client key")
    elif k == "paypal_client_id":
        t = '<script src="https://www.paypal.com/sdk/js?client-id=A%s&currency=USD"></script>' % mixed(B62 + "-_", 79); fence = "html"; what = ("PayPal client id", "PayPal client id")
    elif k == "razorpay_key_id":
        t = "const rzp = new Razorpay({ key: 'rzp_live_%s', amount: 50000, currency: 'INR' });" % mixed(B62, 14); fence = "js"; what = ("Razorpay key id", "Razorpay key id")
    elif k == "square_app_id":
        t = "const payments = Square.payments('sq0idp-%s', '%s');" % (mixed(B62 + "-_", 22), "L" + rs(UPN, 12)); fence = "js"; what = ("Square application id", "Square application id")
    else:
        t = "SUPABASE_PUBLISHABLE_KEY=sb_publishable_%s" % mixed(B62 + "-_", 31); fence = "dotenv"; what = ("Supabase publishable key", "Supabase publishable 키")
    les = pick([("This key is documented as public: it ships in the browser bundle and is restricted by domain/RLS, so it can stay in the frontend config.",
                 "이 키는 공개용으로 문서화되어 있어 브라우저 번들에 포함되고 도메인/RLS로 제한되므로 프론트엔드 설정에 두어도 된다."),
                ("The client-side key only identifies the project; the matching secret key stays on the server.",
                 "클라이언트용 키는 프로젝트를 식별할 뿐이고, 짝이 되는 secret key는 서버에만 있다."),
                ("Publishable/client keys are not rotated on exposure, but the domain allow-list must be kept up to date.",
                 "publishable/client 키는 노출돼도 교체 대상이 아니지만, 허용 도메인 목록은 최신으로 유지해야 한다.")])
    return cscen("clean: %s [publishable]" % what[0], "c-pub/" + k, what, t, fence, pick(["the frontend config", "index.html", "src/lib/client.ts"]), lesson=les)


def fam_c_autherr(st, key=None):
    ctx = new_ctx()
    p = rint(1, 9)
    if p == 1:
        t = "psql: error: connection to server at \"%s\" (%s), port 5432 failed: FATAL:  password authentication failed for user \"%s\"" % (svc_host(ctx), ipv4_private(), pick(USERS)); cat = "postgres auth failure"
    elif p == 2:
        t = "ERROR 1045 (28000): Access denied for user '%s'@'%s' (using password: YES)" % (pick(USERS), ipv4_private()); cat = "mysql access denied"
    elif p == 3:
        t = "An error occurred (AuthFailure) when calling the DescribeInstances operation: AWS was not able to validate the provided access credentials"; cat = "AWS AuthFailure"
    elif p == 4:
        t = '{"error": "invalid_client", "error_description": "Client authentication failed (e.g., unknown client, no client authentication included, or unsupported authentication method)."}'; cat = "OAuth invalid_client"
    elif p == 5:
        t = "(error) ERR AUTH <password> called without any password configured for the default user. Are you sure your configuration is correct?"; cat = "redis AUTH error"
    elif p == 6:
        t = "%s@%s: Permission denied (publickey,password)." % (pick(USERS), ipv4_private()); cat = "ssh permission denied"
    elif p == 7:
        t = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-env\ndata:\n  DB_PASSWORD: <redacted>\n  STRIPE_SECRET_KEY: <redacted>" % ctx["svc"]; cat = "redacted secret dump"
    elif p == 8:
        t = "HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer realm=\"api\", error=\"invalid_token\", error_description=\"The access token expired\"\nx-request-id: %s" % uuid4(); cat = "401 invalid_token"
    else:
        t = "remote: Invalid username or password.\nfatal: Authentication failed for 'https://github.com/acme/%s.git/'" % ctx["svc"]; cat = "git auth failed"
    les = pick([("The error proves the credential was rejected, not what it was; check which secret version the pod mounted.",
                 "이 에러는 자격 증명이 거부됐다는 사실만 보여줄 뿐이니, pod가 어느 버전의 secret을 마운트했는지 확인해야 한다."),
                ("It was an expired token, not a wrong one; the refresh job had been failing since the weekend.",
                 "틀린 토큰이 아니라 만료된 토큰이었다. 갱신 job이 주말부터 실패하고 있었다."),
                ("Auth errors after a rotation usually mean one replica still has the old value cached.",
                 "교체 직후의 인증 에러는 보통 레플리카 하나가 예전 값을 캐시하고 있다는 뜻이다.")])
    return cscen("clean: %s" % cat, "c-autherr/%d" % p, ("the auth error", "인증 에러"), t, "", pick(["the job log", "the terminal", "the pod log"]), lesson=les)


PLAIN_NOTES = [
    (("the test suite assumes TZ=UTC", "테스트가 TZ=UTC를 가정한다는 점"),
     ("Snapshot tests failed only on the Seoul runner because dates rendered in KST.", "서울 러너에서만 날짜가 KST로 렌더링돼 스냅샷 테스트가 실패했다.")),
    (("the pnpm workspace hoisting settings", "pnpm workspace hoisting 설정"),
     ("Two packages resolved different React copies; `public-hoist-pattern` fixed it.", "두 패키지가 서로 다른 React를 참조했고 `public-hoist-pattern`으로 해결했다.")),
    (("the CSV export uses EUC-KR for the finance team", "재무팀용 CSV export가 EUC-KR이라는 점"),
     ("Excel on Windows shows mojibake for UTF-8 without BOM; the export now writes a BOM.", "Windows Excel은 BOM 없는 UTF-8을 깨뜨려서 export에 BOM을 추가했다.")),
    (("the pagination endpoint is 1-based", "페이지네이션 API가 1부터 시작한다는 점"),
     ("The sync skipped the first page because the client started at 0.", "클라이언트가 0부터 요청해서 동기화가 첫 페이지를 건너뛰었다.")),
    (("the nightly job runs on a spot instance", "야간 배치가 spot 인스턴스에서 돈다는 점"),
     ("Interrupted runs must be idempotent; the job now checkpoints every 10k rows.", "중단된 실행이 멱등해야 해서 1만 건마다 체크포인트를 남기도록 했다.")),
    (("the Gradle build cache is shared across branches", "Gradle 빌드 캐시를 브랜치 간에 공유한다는 점"),
     ("A stale cache entry hid a compile error until `--no-build-cache` was used.", "오래된 캐시 때문에 `--no-build-cache`를 쓰기 전까지 컴파일 에러가 가려졌다.")),
    (("the mobile app pins an old API version", "모바일 앱이 예전 API 버전에 고정돼 있다는 점"),
     ("Removing the v1 field broke app versions older than 4.2; keep it until usage drops.", "v1 필드를 지우면 4.2 미만 앱이 깨지므로 사용량이 줄 때까지 유지해야 한다.")),
    (("the staging database is restored from prod every Monday", "staging DB가 매주 월요일 prod에서 복원된다는 점"),
     ("Test data created on Friday disappears after the weekend restore.", "금요일에 만든 테스트 데이터는 주말 복원 후 사라진다.")),
    (("the rate limit is per IP, not per account", "rate limit이 계정이 아니라 IP 단위라는 점"),
     ("All workers share one NAT IP, so parallelism above 4 triggers 429s.", "워커들이 NAT IP 하나를 공유해서 병렬도를 4 넘게 올리면 429가 난다.")),
    (("the feature flag defaults differ between environments", "feature flag 기본값이 환경마다 다르다는 점"),
     ("The bug only reproduced in staging because the flag is on there by default.", "staging에서만 flag가 기본 on이라 버그가 거기서만 재현됐다.")),
    (("the Korean address API returns road-name addresses only", "주소 API가 도로명 주소만 반환한다는 점"),
     ("Lot-number (지번) lookups need the separate endpoint.", "지번 주소 조회는 별도 엔드포인트를 써야 한다.")),
    (("the migration must run before the new pods start", "새 pod가 뜨기 전에 마이그레이션이 돌아야 한다는 점"),
     ("Moved it to a pre-install Helm hook so rollouts no longer race the schema change.", "Helm pre-install hook으로 옮겨서 롤아웃이 스키마 변경과 경합하지 않게 했다.")),
]


def fam_c_plain(st, key=None):
    (gap_en, gap_ko), (les_en, les_ko) = pick(PLAIN_NOTES)
    return cscen("clean: plain engineering note", "c-plain", (gap_en, gap_ko), None, "", "", lesson=(les_en, les_ko), gap=(gap_en, gap_ko))


# ============================================================================
# Prose: frames in English and Korean.  {S} = pasted snippet block,
# {V} = a credential value written inline in prose.  Korean frames only put
# particles after words whose particle form does not depend on the noun
# (의/에/에서/용, or "서비스"/"환경"/"값" inserted in between).
# ============================================================================
TASKS = [
    ("wiring {vx} into {svc}", "{svc}에 {vx} 연동을 붙이는"),
    ("debugging the 401s {svc} started returning after the deploy", "배포 후 {svc}에서 401이 나는 원인을 찾는"),
    ("moving {svc} from Heroku to the k8s cluster", "{svc} 서비스를 Heroku에서 k8s 클러스터로 옮기는"),
    ("fixing the flaky CI pipeline for {svc}", "{svc}의 불안정한 CI 파이프라인을 고치는"),
    ("setting up a local dev environment for {svc}", "{svc} 로컬 개발 환경을 세팅하는"),
    ("cleaning up after an offboarding ticket", "퇴사자 처리 티켓 후속 정리를 하는"),
    ("reproducing the failed nightly {svc} job", "실패한 {svc} 야간 배치를 재현하는"),
    ("writing the on-call runbook for {svc}", "{svc} 온콜 런북을 작성하는"),
    ("upgrading the SDKs in {svc}", "{svc}의 SDK를 업그레이드하는"),
    ("splitting the monorepo config for {svc}", "{svc} 모노레포 설정을 분리하는"),
    ("adding a health check to {svc}", "{svc}에 헬스체크를 추가하는"),
    ("migrating {svc} settings to the new vault", "{svc} 설정을 새 vault로 옮기는"),
    ("reviewing a PR that touched {svc} config", "{svc} 설정을 건드린 PR을 리뷰하는"),
    ("bootstrapping a new {env} environment", "새 {env} 환경을 부트스트랩하는"),
    ("tracking down why {svc} stopped sending alerts", "{svc}에서 알림이 안 가는 이유를 찾는"),
]
PROBLEMS = [("the 401 errors", "401 에러"), ("the failing webhook", "웹훅 실패"), ("the startup timeout", "기동 타임아웃"),
            ("the broken nightly export", "야간 export 실패"), ("the login loop", "로그인 루프"),
            ("the 403 from the partner API", "파트너 API 403"), ("the stuck deploy", "멈춘 배포"), ("the slow queries", "느린 쿼리")]
POSTS = [("The file is tracked in git.", "이 파일은 git에 커밋돼 있다."),
         ("It had been like that since the last migration.", "지난 마이그레이션 때부터 그대로였다."),
         ("It was copied from an old wiki page.", "예전 위키 페이지에서 복사된 것이었다."),
         ("Staging and prod were set up the same way.", "staging과 prod가 같은 방식으로 세팅돼 있었다."),
         ("Nobody on the team remembered adding it.", "팀에서 아무도 추가한 기억이 없었다."),
         ("I only noticed it after the second failed deploy.", "두 번째 배포 실패 후에야 눈치챘다."),
         ("", "")]

LOC_KO = {
    "shell history": "shell history", "bash history on the bastion": "bastion의 bash history", "the runbook": "런북",
    "a Slack thread": "Slack 스레드", "the Jenkins console log": "Jenkins 콘솔 로그", "a curl from the runbook": "런북의 curl 예시",
    "the HTTP client scratch file": "HTTP 클라이언트 스크래치 파일", "the debug log": "디버그 로그",
    "a DevTools 'Copy as cURL'": "DevTools의 'Copy as cURL' 결과", "the HAR file": "HAR 파일", "the Postman console": "Postman 콘솔",
    "a curl in the ticket": "티켓에 붙은 curl", "the support ticket": "고객지원 티켓", "a Slack message": "Slack 메시지",
    "the access log": "액세스 로그", "the browser address bar": "브라우저 주소창", "the repo": "레포", "the ticket attachment": "티켓 첨부파일",
    "a Slack DM": "Slack DM", "the CI variables page": "CI 변수 설정 화면", "the onboarding doc": "온보딩 문서",
    "a screenshot transcription": "스크린샷을 옮겨 적은 메모", "the shared drive": "공유 드라이브", "a DM": "DM", "the team wiki": "팀 위키",
    "the device label": "장비 라벨", "the office wiki": "사무실 위키", "the device firmware repo": "장비 펌웨어 레포",
    "a KakaoTalk message": "카카오톡 메시지", "the provisioning script": "프로비저닝 스크립트", "alerting config": "알림 설정",
    "the deploy script": "배포 스크립트", "the monitoring repo": "모니터링 레포", "a channel topic": "채널 토픽",
    "the settings file": "설정 파일", "the Helm values": "Helm values", "a chat message": "채팅 메시지", "the ticket": "티켓",
    "the terminal": "터미널", "terminal": "터미널", "the Jenkins job parameters": "Jenkins job 파라미터", "worker log": "워커 로그",
    "config": "설정", "request log": "요청 로그", "curl from the docs": "문서의 curl 예시", "REST client scratch file": "REST 클라이언트 스크래치 파일",
    "nginx access log": "nginx 액세스 로그", "server log": "서버 로그", "CI step": "CI step", "release script": "릴리스 스크립트",
    "README": "README", "bootstrap script": "부트스트랩 스크립트", "setup notes": "세팅 메모", "pipeline log": "파이프라인 로그",
    "Makefile target": "Makefile 타깃", "the wiki page 'Local setup'": "위키 'Local setup' 페이지",
    "Confluence onboarding page": "Confluence 온보딩 페이지", "container shell": "컨테이너 셸", "the frontend config": "프론트엔드 설정",
    "the console": "콘솔", "kubectl output": "kubectl 출력", "the build output": "빌드 출력", "the release page": "릴리스 페이지",
    "lockfile": "lockfile", "CI log": "CI 로그", "dashboard": "대시보드", "the app log": "앱 로그", "the vendor support reply": "벤더 지원팀 답변",
    "the trace": "트레이스", "manifest": "manifest", "the HTML": "HTML", "the API response": "API 응답", "crash report": "크래시 리포트",
    "the security wiki": "보안 위키", "the IdP admin page": "IdP 관리자 화면", "the config": "설정", "the PR": "PR", "the job log": "job 로그",
    "the pod log": "pod 로그", "the workflow file": "workflow 파일", "README snippet": "README 예시", "the config file": "설정 파일",
    "the vendor portal": "벤더 포털", "docs/SETUP.md": "docs/SETUP.md",
}


def loc(phrase, L):
    if L == 0:
        return phrase
    if phrase in LOC_KO:
        return LOC_KO[phrase]
    for art in ("the ", "a ", "an "):
        if phrase.startswith(art):
            return phrase[len(art):]
    return phrase


MC_EN = [
    "While {task}, I didn't know that {what} for {env} lives in {file}. {who} pasted this:\n{S}",
    "I was {task} and had no idea which credential {svc} actually uses in {env}. What {file} contained:\n{S}",
    "Context I was missing: {svc} in {env} does not take {what} from the vault; it was in {file}:\n{S}",
    "{who} asked me to fix {problem} in {svc} and shared this from {file}:\n{S}",
    "While {task}, I found this in {file}:\n{S}\n{post}",
    "Nobody told me {svc} ({env}) was configured like this:\n{S}\n{post}",
    "{who} sent the following when I asked how {svc} authenticates in {env}:\n{S}\n{post}",
    "{S}\n^ this is what I found in {file} when I started {task}. {post}",
    "{S}\n{who} pasted that while asking why {svc} fails in {env}; I didn't know {what} was in there.",
    "Task: {task}. Missing context: where {what} comes from. Found in {file}:\n{S}",
    "I couldn't get {svc} to start in {env} until {who} pointed me to {file}:\n{S}\n{post}",
]
MC_KO = [
    "{task} 중에 {env}용 {what} 값이 {file}에 있다는 걸 몰랐다. {who}님이 붙여준 내용:\n{S}",
    "{task} 중이었는데 {env} 환경의 {svc} 서비스가 실제로 어떤 자격 증명을 쓰는지 몰랐다. {file}에 있던 내용:\n{S}",
    "몰랐던 점: {env}의 {svc} 서비스는 {what} 값을 vault가 아니라 {file}에서 가져온다.\n{S}",
    "{who}님이 {svc}의 {problem} 문제를 고쳐달라며 {file}에서 이걸 공유했다:\n{S}",
    "{task} 중에 {file}에서 아래 내용을 발견했다:\n{S}\n{post}",
    "{env} 환경의 {svc} 서비스가 이렇게 설정돼 있다는 걸 아무도 알려주지 않았다:\n{S}\n{post}",
    "{env}에서 {svc} 서비스가 어떻게 인증하는지 물었더니 {who}님이 보내준 것:\n{S}\n{post}",
    "{S}\n^ 작업을 시작할 때 {file}에서 찾은 내용. {post}",
    "{S}\n{who}님이 {env}에서 {svc} 서비스가 왜 실패하는지 물으며 붙여넣은 내용인데, {what} 값이 여기 있다는 걸 몰랐다.",
    "작업: {task} 일. 부족했던 맥락: {what} 값의 출처. {file}에서 찾음:\n{S}",
    "{who}님이 {file} 위치를 알려주기 전까지 {env}에서 {svc} 서비스가 기동되지 않았다:\n{S}\n{post}",
]
MC_NOSNIP_EN = ["While {task}, I didn't know that {what} for {env} was kept in {file}.",
                "I was {task} and assumed {what} came from the vault; it was actually in {file}.",
                "{who} asked about {problem} in {svc} ({env}); the cause was {what} found in {file}.",
                "Missing context while {task}: which credential {svc} uses in {env}.",
                "I didn't know who owns {what} for {svc} or where it is stored."]
MC_NOSNIP_KO = ["{task} 중에 {env}용 {what} 값이 {file}에 있다는 걸 몰랐다.",
                "{task} 중이었고 {what} 값이 vault에서 온다고 생각했는데 실제로는 {file}에 있었다.",
                "{who}님이 {env} 환경 {svc}의 {problem} 건을 물어봤는데, 원인은 {file}에 있던 {what} 값이었다.",
                "{task} 중 부족했던 맥락: {env}에서 {svc} 서비스가 어떤 자격 증명을 쓰는지.",
                "{svc}의 {what} 담당자가 누구인지, 어디에 보관되는지 몰랐다."]
LES_SECRET_EN = [
    "{svc} reads {what} only at startup, so after rotating it the pods must be restarted.",
    "The real source of {what} in {env} was {file}, not the secret manager; check there first next time.",
    "{env} and {other} do not share {what}; a 401 usually means the other environment's value is loaded.",
    "Anything pasted into a note or ticket has to be rotated; I opened a rotation task for {what}.",
    "{What} belongs in the secret store and should be referenced by name, not copied around.",
    "When a credential turns up in {file}, check git history and chat logs too; older values were still around.",
    "Ask for the {env} value before touching {svc}; guessing the environment cost an hour.",
    "Test the credential with a read-only call first; {svc} locks the account after five failed attempts.",
]
LES_SECRET_KO = [
    "{svc} 서비스는 {what} 값을 기동 시에만 읽으므로 교체한 뒤에는 pod를 재시작해야 한다.",
    "{env}에서 {what} 값은 secret manager가 아니라 {file}에 있었다. 다음엔 여기부터 확인할 것.",
    "{env} 환경과 {other} 환경은 {what} 값을 공유하지 않는다. 401이 나면 보통 다른 환경 값이 로드된 것이다.",
    "노트나 티켓에 붙여넣은 값은 교체해야 한다. {what} 교체 작업을 티켓으로 열었다.",
    "{what} 값은 복사해서 돌리지 말고 secret store에 두고 이름으로 참조해야 한다.",
    "{file}에서 자격 증명이 나오면 git 히스토리와 채팅 기록도 확인할 것. 예전 값들이 남아 있었다.",
    "{svc} 서비스를 건드리기 전에 {env} 값을 먼저 물어볼 것. 환경을 추측하다가 한 시간을 날렸다.",
    "먼저 읽기 전용 호출로 자격 증명을 테스트할 것. {svc} 서비스는 5번 실패하면 계정을 잠근다.",
]
LES_SNIP_EN = ["Working version after the fix:\n{S}\n{les}", "{les}\nFor reference, the part that mattered:\n{S}", "{S}\n{les}",
               "{les} The relevant block:\n{S}\n{les2}"]
LES_SNIP_KO = ["수정 후 동작하는 버전:\n{S}\n{les}", "{les}\n참고로 문제였던 부분:\n{S}", "{S}\n{les}",
               "{les} 관련 블록:\n{S}\n{les2}"]
ASK_EN = ["Should {what} for {env} move to the secret manager?", "Who owns {what} for {svc}, and may I rotate it myself?",
          "Is {env} supposed to share {what} with {other}?", "Which environment's credentials should I use when running {svc} locally?",
          "Do you want me to open a ticket for {svc}, or fix it directly?", "Is there a runbook for {svc} in {env} I should follow?"]
ASK_KO = ["{env}용 {what} 값을 secret manager로 옮길까요?", "{svc}의 {what} 담당자가 누구인가요? 제가 직접 교체해도 되나요?",
          "{env} 환경이 {other} 환경과 같은 {what} 값을 써도 되나요?", "로컬에서 {svc} 서비스를 돌릴 때 어느 환경의 자격 증명을 써야 하나요?",
          "{svc} 건은 티켓으로 열까요, 아니면 바로 고칠까요?", "{env}의 {svc} 관련해서 따라야 할 런북이 있나요?"]
ASK_SECRET_EN = ["Is `{V}` still the current {whatn} for {env}, or has it been rotated?",
                 "{What} in {file} is {V} - should I rotate it before the release?",
                 "Can I keep using {V} for {svc} until the vault migration is done?",
                 "{V} - is this the {env} value or the {other} one?"]
ASK_SECRET_KO = ["`{V}` 이 값이 아직 {env}의 현재 {what} 맞나요, 아니면 교체됐나요?",
                 "{file}에 있는 {what} {V} 는 릴리스 전에 교체할까요?",
                 "vault 이전이 끝날 때까지 {svc}에서 {V} 를 계속 써도 될까요?",
                 "{V} — 이게 {env} 값인가요, {other} 값인가요?"]
INL_EN = ["{What} {who} gave me for {env} was {V}, and it only worked against {env}.",
          "For the record, {svc} in {env} authenticates with {V} (from {file}).",
          "{who} said in chat: \"use {V} for now, I'll rotate it later\".",
          "I found {V} hard-coded as {what} in {file}.",
          "Turned out {svc} was still using the old value {V} in {env}."]
INL_KO = ["{who}님이 준 {env}용 {what} 값은 {V} 였고, {env}에서만 동작했다.",
          "참고로 {env}의 {svc} 서비스는 {V} 로 인증한다({file}).",
          "{who}님이 채팅으로 \"일단 {V} 쓰세요, 나중에 바꿀게요\"라고 했다.",
          "{file}에 {what} 값으로 {V} 가 하드코딩돼 있었다.",
          "알고 보니 {env}의 {svc} 서비스가 아직 예전 값 {V} 를 쓰고 있었다."]
SPLIT_LABEL_EN = ["While {task}, I needed {what} for {env}. {who} sent it as:", "{What} that {svc} uses in {env} ({file}):",
                  "Missing context: {what} for {env}. Value:"]
SPLIT_LABEL_KO = ["{task} 중에 {env}용 {what} 값이 필요했다. {who}님이 보내준 값:", "{env}에서 {svc} 서비스가 쓰는 {what}({file}):",
                  "부족했던 맥락: {env}용 {what}. 값:"]
SPLIT_LES_LABEL_EN = ["{les} {What} currently in use:", "{les} For reference, {what}:"]
SPLIT_LES_LABEL_KO = ["{les} 현재 쓰는 {what}:", "{les} 참고용 {what}:"]
SPLIT_ASK_EN = ["{V} - should this be rotated now?", "{V} — is it OK that this is shared with {other}?"]
SPLIT_ASK_KO = ["{V} — 이거 지금 교체할까요?", "{V} — 이 값을 {other} 환경과 공유해도 되나요?"]

MC_CLEAN_EN = [
    "While {task}, I didn't know where to look for {what}. It is in {file}:\n{S}",
    "I was {task} and misread {what}:\n{S}\n{post}",
    "{S}\n^ from {file}; I wasn't sure whether {what} was sensitive, so I checked before touching it.",
    "Context I lacked about {what} in {svc} ({env}):\n{S}",
    "I didn't know how {what} is supposed to look. Current state in {file}:\n{S}\n{post}",
    "{who} pasted this from {file} while we were {task}:\n{S}",
    "While {task}, I found this in {file}:\n{S}\n{post}",
    "{S}\n^ this is what I found in {file} when I started {task}. {post}",
]
MC_CLEAN_KO = [
    "{task} 중에 {what} 관련 내용을 어디서 봐야 하는지 몰랐다. {file}에 있다:\n{S}",
    "{task} 중에 {what} 부분을 잘못 해석했다:\n{S}\n{post}",
    "{S}\n^ {file}에서 가져온 것. 민감한 값인지 확신이 없어서 건드리기 전에 확인했다.",
    "{env} 환경 {svc}의 {what}에 대해 몰랐던 맥락:\n{S}",
    "{what}의 원래 모양을 몰랐다. {file}의 현재 상태:\n{S}\n{post}",
    "{task} 중에 {who}님이 {file}에서 붙여준 내용:\n{S}",
    "{task} 중에 {file}에서 아래 내용을 발견했다:\n{S}\n{post}",
    "{S}\n^ 작업을 시작할 때 {file}에서 찾은 내용. {post}",
]
MC_NOSNIP_CLEAN_EN = ["While {task}, I ran into {what} and wasn't sure what it meant.", "I was {task} and needed to understand {what} in {file}.",
                      "{who} asked me about {what} in {svc} ({env})."]
MC_NOSNIP_CLEAN_KO = ["{task} 중에 {what} 부분을 마주쳤는데 무슨 의미인지 확신이 없었다.", "{task} 중에 {file}의 {what} 내용을 이해해야 했다.",
                      "{who}님이 {env} 환경 {svc}의 {what}에 대해 물어봤다."]
MC_PLAIN_EN = ["While {task}, I didn't know {gap}.", "Nobody mentioned {gap}; I found out while {task}.", "Missing context: {gap}."]
MC_PLAIN_KO = ["{task} 중에 {gap}을 몰랐다.", "{gap}을 아무도 말해주지 않아서 {task} 중에 알게 됐다.", "부족했던 맥락: {gap}."]
LES_SNIP_CLEAN_EN = ["{les}\nFor reference:\n{S}", "{S}\n{les}", "{les} Example from {file}:\n{S}", "What it looks like:\n{S}\n{les}"]
LES_SNIP_CLEAN_KO = ["{les}\n참고:\n{S}", "{S}\n{les}", "{les} {file}의 예시:\n{S}", "실제 모양:\n{S}\n{les}"]
ASK_CLEAN_EN = ["Is {what} in {file} the canonical version?", "Should I document {what} in the runbook?",
                "Do you want the same setup for {other}?", "Anything else about {svc} I should know before the next change?",
                "Should {svc} in {env} follow the same convention?"]
ASK_CLEAN_KO = ["{file}에 있는 {what} 내용이 기준 버전인가요?", "{what} 내용을 런북에 정리해둘까요?", "{other} 환경에도 같은 설정을 적용할까요?",
                "다음 변경 전에 {svc}에 대해 더 알아야 할 게 있을까요?", "{env}의 {svc}도 같은 규칙을 따르면 되나요?"]
ASK_SNIP_EN = ["Is `{S}` expected in {file}, or should it be changed?", "Should I keep `{S}` as it is in {file}?"]
ASK_SNIP_KO = ["{file}에 `{S}` 가 있는 게 정상인가요, 바꿔야 하나요?", "{file}의 `{S}` 는 그대로 둘까요?"]

_LAST_CTX = [None]
_orig_new_ctx = new_ctx


def new_ctx():  # noqa: F811  (records the context so the prose can mention the same service/env)
    c = _orig_new_ctx()
    _LAST_CTX[0] = c
    return c


def _fmt(frame, d, **slots):
    """Format a prose frame.  Slot values (snippets, credentials) are inserted after whitespace
    clean-up so that they are never altered."""
    dd = dict(d)
    for k in slots:
        dd[k] = "\x01%s\x01" % k
    out = frame.format(**dd)
    while "  " in out:
        out = out.replace("  ", " ")
    out = out.replace(" \n", "\n").replace("\n ", "\n").strip()
    for k, v in slots.items():
        out = out.replace("\x01%s\x01" % k, v)
    return out


def fmt_snip(sc):
    s = sc["snip"]
    if "\n" not in s and len(s) <= 160 and chance(0.4):
        return "`%s`" % s
    r = R.random()
    if r < 0.6:
        return "```%s\n%s\n```" % (sc["fence"], s)
    if r < 0.75:
        return "\n".join("    " + ln for ln in s.split("\n"))
    return s


def compose(sc, lang, kind):
    L = 0 if lang == "en" else 1
    EN = L == 0
    ctx = _LAST_CTX[0] or _orig_new_ctx()
    svc, env = ctx["svc"], ctx["env"]
    other = "prod" if env not in ("prod", "production") else pick(["staging", "dev"])
    vx = sc["vendor"] or ("the provider", "외부 서비스")[L]
    whatn = sc["what"][L]
    if EN:
        whatn = whatn[4:] if whatn.startswith("the ") else whatn
        what = "the " + whatn
    else:
        what = whatn
    d = {"task": pick(TASKS)[L].format(vx=vx, svc=svc, env=env), "svc": svc, "env": env, "other": other,
         "who": pick(PEOPLE_EN) if EN else pick(PEOPLE_KO), "file": loc(sc["file"] or "the config file", L),
         "what": what, "What": what[:1].upper() + what[1:], "whatn": whatn,
         "problem": pick(PROBLEMS)[L], "post": pick(POSTS)[L], "gap": sc["gap"][L] if sc["gap"] else ""}
    mode = ""
    if kind == "clean":
        les = sc["lesson"][L] if sc["lesson"] else ""
        ask = "" if chance(0.15) else _fmt(pick(ASK_CLEAN_EN if EN else ASK_CLEAN_KO), d)
        nosnip = _fmt(pick(MC_NOSNIP_CLEAN_EN if EN else MC_NOSNIP_CLEAN_KO), d)
        if sc["snip"] is None:
            mode = "plain"
            mc = _fmt(pick(MC_PLAIN_EN if EN else MC_PLAIN_KO), d)
            lesson = les
        else:
            snip = fmt_snip(sc)
            r = R.random()
            short = "\n" not in sc["snip"] and len(sc["snip"]) <= 120
            if short and r < 0.12:
                mode = "ask_snip"
                mc = nosnip
                lesson = les
                ask = _fmt(pick(ASK_SNIP_EN if EN else ASK_SNIP_KO), d, S=sc["snip"])
            elif r < 0.62:
                mode = "mc_snip"
                mc = _fmt(pick(MC_CLEAN_EN if EN else MC_CLEAN_KO), d, S=snip)
                lesson = les
            else:
                mode = "lesson_snip"
                mc = nosnip
                lesson = _fmt(pick(LES_SNIP_CLEAN_EN if EN else LES_SNIP_CLEAN_KO), d, S=snip, les=les)
        return {"missing_context": mc.strip(), "lesson": lesson.strip(), "ask_next_time": ask.strip()}, [], mode

    # ---- secret notes
    pool = LES_SECRET_EN if EN else LES_SECRET_KO
    if sc["tpl"].split("/")[0] in ("pin", "wifi", "otp", "human", "pem", "signed"):
        pool = pool[3:7]
    gl = _fmt(pick(pool), d)
    sl = sc["lesson"][L] if sc["lesson"] else None
    if sl and chance(0.7):
        les = sl if chance(0.5) else sl + " " + gl
    else:
        les = gl
    ask_plain = "" if chance(0.15) else _fmt(pick(ASK_EN if EN else ASK_KO), d)
    prim = sc["prim"]
    prim_ok = bool(prim) and "\n" not in prim and len(prim) <= 260
    modes = ["mc_snip", "lesson_snip"]
    weights = [34, 22]
    if prim_ok:
        modes += ["inline", "ask_secret", "repeat_ask", "split_mc_lesson", "split_lesson_ask"]
        weights += [14, 7, 10, 8, 5]
    mode = R.choices(modes, weights)[0]
    nosnip = _fmt(pick(MC_NOSNIP_EN if EN else MC_NOSNIP_KO), d)
    ask = ask_plain
    if mode in ("mc_snip", "repeat_ask") and (mode == "mc_snip" or chance(0.6)):
        mc = _fmt(pick(MC_EN if EN else MC_KO), d, S=fmt_snip(sc))
        lesson = les
    elif mode in ("lesson_snip", "repeat_ask"):
        mc = nosnip
        lesson = _fmt(pick(LES_SNIP_EN if EN else LES_SNIP_KO), d, S=fmt_snip(sc), les=les, les2=pick(POSTS)[L])
    elif mode == "inline":
        sent = _fmt(pick(INL_EN if EN else INL_KO), d, V=prim)
        if chance(0.5):
            mc = nosnip + " " + sent
            lesson = les
        else:
            mc = nosnip
            lesson = (les + " " + sent) if chance(0.5) else (sent + " " + les)
    elif mode == "ask_secret":
        mc = nosnip
        lesson = les
    elif mode == "split_mc_lesson":
        mc = _fmt(pick(SPLIT_LABEL_EN if EN else SPLIT_LABEL_KO), d)
        lesson = prim + pick(["\n", " — ", "\n\n"]) + les
    else:  # split_lesson_ask
        mc = nosnip
        lesson = _fmt(pick(SPLIT_LES_LABEL_EN if EN else SPLIT_LES_LABEL_KO), d, les=les)
        ask = _fmt(pick(SPLIT_ASK_EN if EN else SPLIT_ASK_KO), d, V=prim)
    if mode in ("ask_secret", "repeat_ask"):
        ask = _fmt(pick(ASK_SECRET_EN if EN else ASK_SECRET_KO), d, V=prim)
    fields = {"missing_context": mc.strip(), "lesson": lesson.strip(), "ask_next_time": ask.strip()}
    present = [c for c in sc["cands"] if any(c in fields[k] for k in FIELD_ORDER)]
    return fields, present, mode


# ============================================================================
# Plan, generation loop, assertions, output
# ============================================================================
SECRET_PLAN = [  # family, count, function, kinds to cycle through (None = vendor cycle / internal)
    ("vendor", 173, fam_vendor, "VENDORS"), ("cmd", 40, fam_cmd, CMD_KINDS), ("conn", 28, fam_conn, CONN_KINDS),
    ("header", 18, fam_header, HDR_KINDS), ("signed", 9, fam_signed, SIGNED_KINDS), ("pem", 13, fam_pem, PEM_KINDS),
    ("otp", 11, fam_otp, OTP_KINDS), ("pin", 5, fam_pin, PIN_KINDS), ("wifi", 9, fam_wifi, WIFI_KINDS),
    ("hook", 17, fam_hook, HOOK_KINDS), ("app", 14, fam_app, APP_KINDS), ("human", 17, fam_human, HUMAN_KINDS),
    ("multi", 6, fam_multi, "VENDORS"),
]
CLEAN_PLAN = [
    ("placeholder", 32, fam_c_placeholder, None), ("masked", 26, fam_c_masked, None), ("ref", 32, fam_c_ref, None),
    ("hash", 24, fam_c_hash, None), ("ids", 24, fam_c_ids, None), ("pubkey", 24, fam_c_pubkey, None),
    ("ids2", 24, fam_c_ids2, None), ("labels", 16, fam_c_labels, None), ("b64", 16, fam_c_b64, None), ("longid", 14, fam_c_longid, None),
    ("version", 10, fam_c_version, None), ("policy", 16, fam_c_policy, None), ("flags", 14, fam_c_flags, None),
    ("enc", 22, fam_c_enc, None), ("publishable", 30, fam_c_publishable, PUB_KINDS), ("autherr", 12, fam_c_autherr, None),
    ("plain", 24, fam_c_plain, None),
]
MAX_TRIES = 80


def build(kind, plan):
    total = sum(n for _, n, _, _ in plan)
    n_en = N_EN_PER_KIND
    assert total == n_en + N_KO_PER_KIND, (kind, total)
    langs = ["en"] * n_en + ["ko"] * (total - n_en)
    R.shuffle(langs)
    cycles = {}
    for name, n, fn, kinds in plan:
        if kinds is not None:
            cycles[name] = Cycle(VENDORS if kinds == "VENDORS" else kinds)
    slots = []
    for name, n, fn, kinds in plan:
        slots += [name] * n
    R.shuffle(slots)
    fam = {name: (fn, kinds) for name, n, fn, kinds in plan}
    st = {}
    out = []
    for name, lang in zip(slots, langs):
        fn, kinds = fam[name]
        key = cycles[name].next() if name in cycles else None
        for attempt in range(MAX_TRIES):
            _LAST_CTX[0] = None
            sc = fn(st, key)
            fields, secrets, mode = compose(sc, lang, kind)
            prob = size_problem(fields)
            if prob is None and kind == "secret":
                prob = window_problem(fields, secrets)
            if prob is None:
                break
        else:
            raise SystemExit("could not build a valid %s note for %s/%s: %s" % (kind, name, key if isinstance(key, str) else key and key["name"], prob))
        out.append({"lang": lang, "kind": kind, "category": sc["cat"], "fields": fields, "secrets": secrets,
                    "_family": name, "_tpl": sc["tpl"], "_vendor": sc["vendor"], "_mode": mode, "_tries": attempt + 1})
    return out


def final_checks(recs):
    assert len(recs) == N_SECRET + N_CLEAN
    ids = [r["id"] for r in recs]
    assert len(dedupe(ids)) == len(ids)
    for r in recs:
        assert list(r.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"], r["id"]
        assert list(r["fields"].keys()) == FIELD_ORDER
        assert size_problem(r["fields"]) is None, r["id"]
        if r["kind"] == "secret":
            assert r["secrets"], r["id"]
            assert window_problem(r["fields"], r["secrets"]) is None, (r["id"], window_problem(r["fields"], r["secrets"]))
            assert "[publishable]" not in r["category"]
        else:
            assert r["secrets"] == [], r["id"]
    for kind in ("secret", "clean"):
        for lang, n in (("en", N_EN_PER_KIND), ("ko", N_KO_PER_KIND)):
            c = sum(1 for r in recs if r["kind"] == kind and r["lang"] == lang)
            assert c == n, (kind, lang, c)
    texts = ["\x02".join(r["fields"][k] for k in FIELD_ORDER) for r in recs]
    assert len(dedupe(texts)) == len(texts), "duplicate note"


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "blind_set_v95.jsonl")
    recs = build("secret", SECRET_PLAN) + build("clean", CLEAN_PLAN)
    R.shuffle(recs)
    final = []
    for i, r in enumerate(recs):
        final.append({"id": "%s%03d" % (ID_PREFIX, i + 1), "lang": r["lang"], "kind": r["kind"], "category": r["category"],
                      "fields": r["fields"], "secrets": r["secrets"]})
    final_checks(final)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in final:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    # ---- statistics (stdout only)
    sec = [r for r in recs if r["kind"] == "secret"]
    cln = [r for r in recs if r["kind"] == "clean"]
    vend_sec = dedupe(sorted(r["_vendor"] for r in sec if r["_vendor"]))
    print("wrote %s: %d notes" % (path, len(final)))
    for kind in ("secret", "clean"):
        for lang in ("en", "ko"):
            print("  %-6s %s: %d" % (kind, lang, sum(1 for r in recs if r["kind"] == kind and r["lang"] == lang)))
    print("distinct vendors in secret notes: %d" % len(vend_sec))
    print("distinct vendor shapes defined: %d" % len(VENDORS))
    print("distinct templates: secret %d, clean %d, total %d" % (
        len(dedupe(sorted(r["_tpl"] for r in sec))), len(dedupe(sorted(r["_tpl"] for r in cln))), len(dedupe(sorted(r["_tpl"] for r in recs)))))
    print("distinct categories: %d" % len(dedupe(sorted(r["category"] for r in recs))))
    print("secret values listed: %d (max per note %d)" % (sum(len(r["secrets"]) for r in sec), max(len(r["secrets"]) for r in sec)))
    print("publishable clean notes: %d" % sum(1 for r in cln if r["category"].endswith("[publishable]")))
    for kind, rs_ in (("secret", sec), ("clean", cln)):
        modes = {}
        for r in rs_:
            modes[r["_mode"]] = modes.get(r["_mode"], 0) + 1
        print("modes %s: %s" % (kind, ", ".join("%s=%d" % (m, modes[m]) for m in sorted(modes))))
        fams = {}
        for r in rs_:
            fams[r["_family"]] = fams.get(r["_family"], 0) + 1
        print("families %s: %s" % (kind, ", ".join("%s=%d" % (m, fams[m]) for m in sorted(fams))))
    print("max tries for one note: %d" % max(r["_tries"] for r in recs))
    print("secret notes with a secret in ask_next_time: %d" % sum(1 for r in sec if any(s in r["fields"]["ask_next_time"] for s in r["secrets"])))
    print("secret notes with secrets in 2+ fields: %d" % sum(1 for r in sec if sum(1 for k in FIELD_ORDER if any(s in r["fields"][k] for s in r["secrets"])) >= 2))
    print("longest secret: %d chars" % max(len(s) for r in sec for s in r["secrets"]))


if __name__ == "__main__":
    main()
