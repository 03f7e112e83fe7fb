#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v88.py -- blind evaluation set v88 for a credential-redaction filter.

Python 3 standard library only, no network.  A single PRNG,
random.Random(88_2026_1127), drives every choice; no set is ever iterated, so the
output is byte-identical on every run and under any PYTHONHASHSEED.

Usage:  python3 make_blind_set_v88.py            -> writes blind_set_v88.jsonl next to this file
        python3 make_blind_set_v88.py --stats    -> also prints counts / vendors / templates / sha256
"""
import base64
import hashlib
import json
import os
import re
import sys
import urllib.parse
import random

SEED = 88_2026_1127
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "blind_set_v88.jsonl")

N_SECRET, N_CLEAN = 360, 360
N_KO_PER_KIND = 144          # 40 % of 360
N_EN_PER_KIND = 216          # 60 % of 360

# ---------------------------------------------------------------- alphabets
DIG = "0123456789"
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
B62 = DIG + UP + LO
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = UP + LO + DIG + "+/"
B64U = UP + LO + DIG + "-_"
B32 = UP + "234567"
LOWALNUM = LO + DIG
UPALNUM = UP + DIG
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


# ---------------------------------------------------------------- PRNG helpers
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rb(n):
    return bytes(R.randrange(256) for _ in range(n))


def ch(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def sample(seq, k):
    return R.sample(list(seq), k)


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b, pad=False):
    s = base64.urlsafe_b64encode(b).decode()
    return s if pad else s.rstrip("=")


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + ch("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def digits(n, lead_nonzero=True):
    s = rs(DIG, n)
    if lead_nonzero and s[0] == "0":
        s = ch("123456789") + s[1:]
    return s


def b62_with_digit(n):
    """random base62 string that contains at least one digit, upper and lower letter"""
    while True:
        s = rs(B62, n)
        if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c.islower() for c in s):
            return s


def fence(snippet, lang_hint=""):
    """sometimes wrap a snippet in a markdown code fence"""
    if chance(0.45):
        return "```%s\n%s\n```" % (lang_hint, snippet)
    return snippet


def ts_iso():
    return "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (rint(1, 11), rint(1, 28), rint(0, 23), rint(0, 59),
                                                   rint(0, 59), rint(0, 999))


def ts_log():
    return "2025-%02d-%02d %02d:%02d:%02d" % (rint(1, 11), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59))


def date_ymd():
    return "2025%02d%02d" % (rint(1, 11), rint(1, 28))


# ---------------------------------------------------------------- template registry
# Every prose template is chosen through pick(); the (tag, index) pairs of accepted
# notes are counted so the README can state how many distinct templates were used.
TEMPLATE_USE = {}
_CUR_TEMPLATES = []
TEMPLATE_DEFINED = {}


def pick(tag, options):
    TEMPLATE_DEFINED[tag] = len(options)
    i = R.randrange(len(options))
    _CUR_TEMPLATES.append((tag, i))
    return options[i]


_SLOT = re.compile(r"\{([A-Z][A-Z0-9_]*)\}")


_JOSA = re.compile(r"(\S)\((은|이|을|과|으)\)(는|가|를|와|로)")
_JOSA_PAIR = {"은": ("은", "는"), "이": ("이", "가"), "을": ("을", "를"), "과": ("과", "와"), "으": ("으로", "로")}


def _has_batchim(c, word_end=""):
    o = ord(c)
    if 0xAC00 <= o <= 0xD7A3:
        return (o - 0xAC00) % 28, True
    if c in "0136781":
        return 1, True
    if c.lower() in "lmn" or word_end.lower().endswith(("ng", "ne", "me")):
        return 1, True
    return 0, False


def josa(text):
    """resolves Korean particle markers such as 서버(은)는 / API(이)가 after slot substitution"""
    def rep(m):
        prev, a, b = m.group(1), m.group(2), m.group(3)
        start = max(0, m.start(1) - 2)
        jong, _ = _has_batchim(prev, text[start:m.start(1) + 1])
        if a == "으":
            use = "으로" if jong not in (0, 8) else "로"
        else:
            use = _JOSA_PAIR[a][0] if jong else _JOSA_PAIR[a][1]
        return prev + use
    return _JOSA.sub(rep, text)


def fill(tpl, **kw):
    """single-pass substitution of {UPPER} slots (values are never re-scanned), then Korean particles"""
    out = _SLOT.sub(lambda m: str(kw[m.group(1)]) if m.group(1) in kw else m.group(0), tpl)
    return josa(out) if "(" in tpl else out


# ---------------------------------------------------------------- Korean keyboard (dubeolsik)
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b",
         "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q",
         "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(word):
    out = []
    for c in word:
        o = ord(c)
        if 0xAC00 <= o <= 0xD7A3:
            o -= 0xAC00
            out.append(_CHO[o // 588] + _JUNG[(o % 588) // 28] + _JONG[o % 28])
        else:
            out.append(c)
    return "".join(out)


# ---------------------------------------------------------------- validation
MARKERS = ("\x00", "[REDACTED]")


def _views(text, secrets):
    order = sorted(secrets, key=lambda s: (-len(s), s))
    views = []
    for mk in MARKERS:
        t = text
        for s in order:
            t = t.replace(s, mk)
        views.append(t)
    return views


def check_note(n):
    f = n["fields"]
    assert f["missing_context"].strip(), "empty missing_context"
    assert f["lesson"].strip(), "empty lesson"
    for k, lim in (("missing_context", 1024), ("lesson", 1024), ("ask_next_time", 512)):
        if len(f[k].encode("utf-8")) > lim:
            return "too long: %s" % k
    texts = [f["missing_context"], f["lesson"], f["ask_next_time"]]
    if n["kind"] == "clean":
        assert n["secrets"] == []
        return None
    if not n["secrets"]:
        return "secret note without secrets"
    for s in n["secrets"]:
        if len(s) < 8:
            return "secret shorter than 8: %r" % s
        if "REDACTED" in s.upper():
            return "secret contains marker"
        if not any(s in t for t in texts):
            return "secret not verbatim in fields: %r" % s
    views = []
    for t in texts:
        views.extend(_views(t, n["secrets"]))
    for s in n["secrets"]:
        for i in range(len(s) - 7):
            w = s[i:i + 8]
            for v in views:
                if w in v:
                    return "window %r of a secret occurs outside the secret" % w
    return None


# ================================================================ vendor token shapes
# Each vendor: name, region, host/path for HTTP snippets and gen() -> list of items.
# An item is {"k": config key, "v": value, "s": is it a credential, "h": header format or
#             None, "q": query parameter or None}.  Bodies are always drawn from R.
def I(k, v, s=True, h=None, q=None):
    return {"k": k, "v": v, "s": s, "h": h, "q": q}


BEARER = "Authorization: Bearer {v}"


def _jwt(payload_obj, alg="HS256", sig_len=43):
    hdr = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    pay = b64u(json.dumps(payload_obj, separators=(",", ":")).encode())
    return hdr + "." + pay + "." + rs(B64U, sig_len)


def jwt_generic(long=False):
    iat = rint(1735000000, 1764000000)
    p = {"sub": ch(["user_", "svc_", "acct_"]) + rs(LOWALNUM, 10), "iat": iat, "exp": iat + ch([900, 3600, 86400])}
    if chance(0.6):
        p["iss"] = "https://" + ch(["auth", "id", "sso", "login"]) + "." + ch(["example-corp.com", "acme.io",
                                                                                 "hanbit-shop.co.kr", "saeroun.kr"])
    if chance(0.5):
        p["scope"] = ch(["read:orders write:orders", "admin", "openid profile email", "payments:write"])
    if long:
        p["roles"] = [ch(["admin", "billing", "ops", "viewer", "editor", "support"]) for _ in range(rint(4, 9))]
        p["org"] = rs(LOWALNUM, 24)
        p["sid"] = rs(B62, 40)
        p["nonce"] = rs(B64U, 32)
    return _jwt(p, alg=ch(["HS256", "RS256", "ES256"]), sig_len=ch([43, 86, 342]) if long else 43)


def supabase_jwt(role):
    iat = rint(1690000000, 1760000000)
    ref = rs(LO, 20)
    return _jwt({"iss": "supabase", "ref": ref, "role": role, "iat": iat, "exp": iat + 315360000}), ref


def aws_pair(prefix="AKIA"):
    return prefix + rs(B32, 16), rs(B62 + "+/", 40)


def vendor_list():
    V = []

    def add(name, region, gen, host=None, path="/", ko=None):
        V.append({"name": name, "region": region, "gen": gen, "host": host, "path": path, "ko": ko or name.split(" (")[0]})

    # ---- global
    add("GitHub (classic PAT)", "global", lambda: [I("GITHUB_TOKEN", "ghp_" + rs(B62, 36), h=ch([BEARER, "Authorization: token {v}"]))],
        "api.github.com", "/repos/acme/infra/actions/runs")
    add("GitHub (fine-grained PAT)", "global", lambda: [I("GH_TOKEN", "github_pat_" + rs(UPALNUM, 22) + "_" + rs(B62, 59), h=BEARER)],
        "api.github.com", "/user/repos")
    add("GitHub (OAuth token)", "global", lambda: [I("GITHUB_OAUTH_TOKEN", "gho_" + rs(B62, 36), h=BEARER)], "api.github.com", "/user")
    add("GitHub App (installation token)", "global", lambda: [I("GH_APP_TOKEN", "ghs_" + rs(B62, 36), h=BEARER)], "api.github.com",
        "/installation/repositories")
    add("GitLab (PAT)", "global", lambda: [I("GITLAB_TOKEN", "glpat-" + rs(B62 + "-_", 20), h="PRIVATE-TOKEN: {v}")], "gitlab.com",
        "/api/v4/projects?membership=true")
    add("GitLab (runner token)", "global", lambda: [I("RUNNER_TOKEN", "glrt-" + rs(B62 + "-_", 20))])
    add("GitLab (pipeline trigger token)", "global", lambda: [I("TRIGGER_TOKEN", "glptt-" + rs(HEX, 40), q="token")], "gitlab.com",
        "/api/v4/projects/4711/trigger/pipeline")

    def aws():
        a, s = aws_pair()
        return [I("AWS_ACCESS_KEY_ID", a), I("AWS_SECRET_ACCESS_KEY", s), I("AWS_DEFAULT_REGION", ch(["ap-northeast-2", "us-east-1", "eu-central-1", "ap-northeast-1"]), s=False)]
    add("AWS (IAM access key pair)", "global", aws)

    def aws_sess():
        a, s = aws_pair("ASIA")
        tok = "IQoJb3JpZ2luX2Vj" + rs(B62 + "+/", rint(330, 560))
        return [I("AWS_ACCESS_KEY_ID", a), I("AWS_SECRET_ACCESS_KEY", s), I("AWS_SESSION_TOKEN", tok)]
    add("AWS (STS session credentials)", "global", aws_sess)
    add("Google (Gemini API key)", "global", lambda: [I("GEMINI_API_KEY", "AIzaSy" + rs(B64U, 33), q="key", h="x-goog-api-key: {v}")],
        "generativelanguage.googleapis.com", "/v1beta/models/gemini-1.5-flash:generateContent")

    def gocspx():
        cid = digits(12) + "-" + rs(LOWALNUM, 32) + ".apps.googleusercontent.com"
        return [I("GOOGLE_CLIENT_ID", cid, s=False), I("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28))]
    add("Google OAuth (client secret)", "global", gocspx)
    add("Google OAuth (refresh token)", "global", lambda: [I("GOOGLE_REFRESH_TOKEN", "1//0" + ch(["e", "g", "c"]) + rs(B64U, rint(95, 100)))])
    add("Slack (bot token)", "global", lambda: [I("SLACK_BOT_TOKEN", "xoxb-" + digits(ch([11, 12])) + "-" + digits(13) + "-" + rs(B62, 24), h=BEARER)],
        "slack.com", "/api/chat.postMessage")
    add("Slack (user token)", "global", lambda: [I("SLACK_USER_TOKEN", "xoxp-" + digits(11) + "-" + digits(11) + "-" + digits(13) + "-" + rs(HEX, 32), h=BEARER)],
        "slack.com", "/api/conversations.history")
    add("Slack (app-level token)", "global", lambda: [I("SLACK_APP_TOKEN", "xapp-1-A" + rs(UPALNUM, 10) + "-" + digits(13) + "-" + rs(HEX, 64))])
    add("Stripe (secret key)", "global", lambda: [I("STRIPE_SECRET_KEY", "sk_live_" + rs(B62, ch([24, 99])), h=BEARER)],
        "api.stripe.com", "/v1/charges?limit=3")
    add("Stripe (restricted key)", "global", lambda: [I("STRIPE_RESTRICTED_KEY", "rk_live_" + rs(B62, 99), h=BEARER)], "api.stripe.com", "/v1/refunds")
    add("Stripe (webhook signing secret)", "global", lambda: [I("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(B62, 32))])
    add("OpenAI (project key)", "global", lambda: [I("OPENAI_API_KEY", "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74), h=BEARER)],
        "api.openai.com", "/v1/chat/completions")
    add("OpenAI (legacy key)", "global", lambda: [I("OPENAI_API_KEY", "sk-" + rs(B62, 20) + "T3BlbkFJ" + rs(B62, 20), h=BEARER)],
        "api.openai.com", "/v1/models")
    add("Anthropic (API key)", "global", lambda: [I("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64U, 93) + "AA", h="x-api-key: {v}")],
        "api.anthropic.com", "/v1/messages")

    def twilio():
        return [I("TWILIO_ACCOUNT_SID", "AC" + rs(HEX, 32), s=False), I("TWILIO_AUTH_TOKEN", rs(HEX, 32))]
    add("Twilio (auth token)", "global", twilio)
    add("SendGrid (API key)", "global", lambda: [I("SENDGRID_API_KEY", "SG." + rs(B64U, 22) + "." + rs(B64U, 43), h=BEARER)],
        "api.sendgrid.com", "/v3/mail/send")
    add("Mailgun (API key)", "global", lambda: [I("MAILGUN_API_KEY", ch(["key-" + rs(HEX, 32), rs(HEX, 32) + "-" + rs(HEX, 8) + "-" + rs(HEX, 8)]))])
    add("npm (access token)", "global", lambda: [I("NPM_TOKEN", "npm_" + rs(B62, 36))])
    add("PyPI (API token)", "global", lambda: [I("PYPI_TOKEN", "pypi-AgEIcHlwaS5vcmc" + rs(B64U, rint(140, 170)))])
    add("Docker Hub (PAT)", "global", lambda: [I("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64U, 27))])
    add("Hugging Face (token)", "global", lambda: [I("HF_TOKEN", "hf_" + rs(UP + LO, 34), h=BEARER)], "huggingface.co", "/api/whoami-v2")
    add("Shopify (Admin API token)", "global", lambda: [I("SHOPIFY_ADMIN_TOKEN", "shpat_" + rs(HEX, 32), h="X-Shopify-Access-Token: {v}")],
        "acme-store.myshopify.com", "/admin/api/2024-10/orders.json")
    add("DigitalOcean (PAT)", "global", lambda: [I("DIGITALOCEAN_TOKEN", "dop_v1_" + rs(HEX, 64), h=BEARER)], "api.digitalocean.com", "/v2/droplets")
    add("Atlassian (API token)", "global", lambda: [I("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64U, rint(160, 176)) + "=" + rs(HEXU, 8))])
    add("Linear (API key)", "global", lambda: [I("LINEAR_API_KEY", "lin_api_" + rs(B62, 40), h="Authorization: {v}")], "api.linear.app", "/graphql")
    add("Notion (integration token)", "global", lambda: [I("NOTION_TOKEN", ch(["ntn_" + digits(11) + rs(B62, 35), "secret_" + rs(B62, 43)]), h=BEARER)],
        "api.notion.com", "/v1/databases")
    add("Figma (PAT)", "global", lambda: [I("FIGMA_TOKEN", "figd_" + rs(B64U, 40), h="X-Figma-Token: {v}")], "api.figma.com", "/v1/files/")
    add("Postman (API key)", "global", lambda: [I("POSTMAN_API_KEY", "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34), h="X-Api-Key: {v}")],
        "api.getpostman.com", "/collections")
    add("HashiCorp Vault (service token)", "global", lambda: [I("VAULT_TOKEN", "hvs.CAESI" + rs(B64U, rint(85, 92)), h="X-Vault-Token: {v}"),
                                                               I("VAULT_ADDR", "https://vault." + ch(["corp.internal", "infra.acme.io"]) + ":8200", s=False)],
        "vault.corp.internal:8200", "/v1/secret/data/app")
    add("Terraform Cloud (API token)", "global", lambda: [I("TFE_TOKEN", rs(B62, 14) + ".atlasv1." + rs(B62, 67), h=BEARER)],
        "app.terraform.io", "/api/v2/organizations")
    add("Doppler (service token)", "global", lambda: [I("DOPPLER_TOKEN", "dp.st." + ch(["prd", "stg", "dev"]) + "." + rs(B62, 40))])
    add("Pulumi (access token)", "global", lambda: [I("PULUMI_ACCESS_TOKEN", "pul-" + rs(HEX, 40))])
    add("Databricks (PAT)", "global", lambda: [I("DATABRICKS_TOKEN", "dapi" + rs(HEX, 32) + ch(["", "-2", "-3"]), h=BEARER),
                                                I("DATABRICKS_HOST", "https://adb-" + digits(16) + "." + digits(1) + ".azuredatabricks.net", s=False)])
    add("Grafana (service account token)", "global", lambda: [I("GRAFANA_TOKEN", "glsa_" + rs(B62, 32) + "_" + rs(HEX, 8), h=BEARER)],
        "grafana.ops.internal", "/api/dashboards/uid/")
    add("New Relic (user API key)", "global", lambda: [I("NEW_RELIC_API_KEY", "NRAK-" + rs(UPALNUM, 27), h="Api-Key: {v}")], "api.newrelic.com", "/graphql")
    add("Datadog (API + application key)", "global", lambda: [I("DD_API_KEY", rs(HEX, 32), h="DD-API-KEY: {v}"), I("DD_APP_KEY", rs(HEX, 40), h="DD-APPLICATION-KEY: {v}")],
        "api.datadoghq.com", "/api/v1/monitor")
    add("Sentry (auth token)", "global", lambda: [I("SENTRY_AUTH_TOKEN", ch(["sntryu_" + rs(HEX, 64), "sntrys_eyJpYXQiOj" + rs(B64U, 120) + "_" + rs(B62, 43)]), h=BEARER)],
        "sentry.io", "/api/0/projects/")
    add("Cloudflare (API token)", "global", lambda: [I("CLOUDFLARE_API_TOKEN", rs(B64U, 40), h=BEARER)], "api.cloudflare.com", "/client/v4/zones")
    add("Cloudflare (global API key)", "global", lambda: [I("CF_API_EMAIL", "ops@" + ch(["acme.io", "hanbit-shop.co.kr"]), s=False),
                                                          I("CF_API_KEY", rs(HEX, 37), h="X-Auth-Key: {v}")], "api.cloudflare.com", "/client/v4/zones")
    add("Azure (Entra ID client secret)", "global", lambda: [I("AZURE_CLIENT_ID", uuid4(), s=False), I("AZURE_TENANT_ID", uuid4(), s=False),
                                                             I("AZURE_CLIENT_SECRET", rs(B62, 3) + ch("78") + "Q~" + rs(B62 + "_.~-", 34))])
    add("Azure OpenAI (api-key)", "global", lambda: [I("AZURE_OPENAI_API_KEY", rs(HEX, 32), h="api-key: {v}")],
        ch(["contoso-oai", "acme-openai-krc", "bz-ai-prod"]) + ".openai.azure.com", "/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01")
    add("Okta (API token)", "global", lambda: [I("OKTA_API_TOKEN", "00" + rs(B64U, 40), h="Authorization: SSWS {v}")],
        "acme.okta.com", "/api/v1/users?limit=25")

    def discord():
        uid = digits(18).encode()
        return [I("DISCORD_BOT_TOKEN", b64u(uid) + "." + rs(B64U, 6) + "." + rs(B64U, 38), h="Authorization: Bot {v}")]
    add("Discord (bot token)", "global", discord, "discord.com", "/api/v10/users/@me")
    add("Telegram (bot token)", "global", lambda: [I("TELEGRAM_BOT_TOKEN", digits(10) + ":AA" + rs(B64U, 33))])

    def mapbox_sk():
        body = b64u(json.dumps({"u": ch(["acme-maps", "hanbit", "route-team"]), "a": rs(LOWALNUM, 25)}, separators=(",", ":")).encode())
        return [I("MAPBOX_SECRET_TOKEN", "sk." + body + "." + rs(B64U, 22), q="access_token")]
    add("Mapbox (secret token)", "global", mapbox_sk, "api.mapbox.com", "/uploads/v1/acme-maps")
    add("Square (access token)", "global", lambda: [I("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64U, 60), h=BEARER)], "connect.squareup.com", "/v2/locations")
    add("Braintree (access token)", "global", lambda: [I("BRAINTREE_ACCESS_TOKEN", "access_token$production$" + rs(LOWALNUM, 16) + "$" + rs(HEX, 32))])
    add("Meta (Graph API token)", "global", lambda: [I("FB_ACCESS_TOKEN", "EAA" + rs(UP + LO, 1) + rs(B62, rint(170, 200)), q="access_token")],
        "graph.facebook.com", "/v19.0/me/accounts")
    add("Netlify (PAT)", "global", lambda: [I("NETLIFY_AUTH_TOKEN", "nfp_" + rs(B62, 36), h=BEARER)], "api.netlify.com", "/api/v1/sites")
    add("Vercel (token)", "global", lambda: [I("VERCEL_TOKEN", rs(B62, 24), h=BEARER)], "api.vercel.com", "/v9/projects")
    add("Fly.io (deploy token)", "global", lambda: [I("FLY_API_TOKEN", "fm2_" + rs(B64 , rint(240, 300)))])
    add("Render (API key)", "global", lambda: [I("RENDER_API_KEY", "rnd_" + rs(B62, 32), h=BEARER)], "api.render.com", "/v1/services")
    add("Airtable (PAT)", "global", lambda: [I("AIRTABLE_TOKEN", "pat" + rs(B62, 14) + "." + rs(HEX, 64), h=BEARER)], "api.airtable.com", "/v0/meta/bases")
    add("Dropbox (access token)", "global", lambda: [I("DROPBOX_TOKEN", "sl.B" + rs(B64U, rint(128, 136)), h=BEARER)], "api.dropboxapi.com", "/2/files/list_folder")
    add("Mailchimp (API key)", "global", lambda: [I("MAILCHIMP_API_KEY", rs(HEX, 32) + "-us" + str(rint(1, 21)))])
    add("Algolia (admin API key)", "global", lambda: [I("ALGOLIA_APP_ID", rs(UPALNUM, 10), s=False), I("ALGOLIA_ADMIN_KEY", rs(HEX, 32), h="X-Algolia-API-Key: {v}")])
    add("Contentful (management token)", "global", lambda: [I("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64U, 43), h=BEARER)],
        "api.contentful.com", "/spaces")
    add("Replicate (API token)", "global", lambda: [I("REPLICATE_API_TOKEN", "r8_" + rs(B62, 37), h=BEARER)], "api.replicate.com", "/v1/predictions")
    add("Groq (API key)", "global", lambda: [I("GROQ_API_KEY", "gsk_" + rs(B62, 52), h=BEARER)], "api.groq.com", "/openai/v1/chat/completions")
    add("Perplexity (API key)", "global", lambda: [I("PERPLEXITY_API_KEY", "pplx-" + rs(B62, 48), h=BEARER)], "api.perplexity.ai", "/chat/completions")
    add("xAI (API key)", "global", lambda: [I("XAI_API_KEY", "xai-" + rs(B62, 80), h=BEARER)], "api.x.ai", "/v1/chat/completions")
    add("Cohere (API key)", "global", lambda: [I("CO_API_KEY", rs(B62, 40), h=BEARER)], "api.cohere.com", "/v2/chat")
    add("Mistral (API key)", "global", lambda: [I("MISTRAL_API_KEY", rs(B62, 32), h=BEARER)], "api.mistral.ai", "/v1/chat/completions")
    add("LangSmith (API key)", "global", lambda: [I("LANGSMITH_API_KEY", "lsv2_pt_" + rs(HEX, 32) + "_" + rs(HEX, 10), h="x-api-key: {v}")])
    add("OpenRouter (API key)", "global", lambda: [I("OPENROUTER_API_KEY", "sk-or-v1-" + rs(HEX, 64), h=BEARER)], "openrouter.ai", "/api/v1/chat/completions")
    add("Tailscale (auth key)", "global", lambda: [I("TS_AUTHKEY", "tskey-auth-k" + rs(B62, 11) + "CNTRL-" + rs(B62, 33))])
    add("ngrok (authtoken)", "global", lambda: [I("NGROK_AUTHTOKEN", "2" + rs(B62, 26) + "_" + rs(B62, 21))])
    add("Buildkite (API token)", "global", lambda: [I("BUILDKITE_API_TOKEN", "bkua_" + rs(HEX, 40), h=BEARER)], "api.buildkite.com", "/v2/organizations")
    add("CircleCI (personal token)", "global", lambda: [I("CIRCLE_TOKEN", "CCIPAT_" + rs(B62, 22) + "_" + rs(HEX, 40), h="Circle-Token: {v}")],
        "circleci.com", "/api/v2/me")
    add("Bitbucket (app password)", "global", lambda: [I("BITBUCKET_USERNAME", ch(["dev-ci", "jkim-ci", "release-bot"]), s=False),
                                                        I("BITBUCKET_APP_PASSWORD", "ATBB" + rs(B62, 32))])
    add("SonarQube (user token)", "global", lambda: [I("SONAR_TOKEN", ch(["squ_", "sqp_", "sqa_"]) + rs(HEX, 40))])
    add("Snyk (API token)", "global", lambda: [I("SNYK_TOKEN", uuid4(), h="Authorization: token {v}")], "api.snyk.io", "/rest/orgs?version=2024-10-15")
    add("JFrog Artifactory (API key)", "global", lambda: [I("ARTIFACTORY_API_KEY", "AKCp" + rs(B62, 69), h="X-JFrog-Art-Api: {v}")],
        "acme.jfrog.io", "/artifactory/api/repositories")
    add("RubyGems (API key)", "global", lambda: [I("GEM_HOST_API_KEY", "rubygems_" + rs(HEX, 48))])
    add("NuGet (API key)", "global", lambda: [I("NUGET_API_KEY", "oy2" + rs(LOWALNUM, 43))])
    add("crates.io (API token)", "global", lambda: [I("CARGO_REGISTRY_TOKEN", "cio" + rs(B62, 32))])
    add("Firebase Cloud Messaging (legacy server key)", "global", lambda: [I("FCM_SERVER_KEY", "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134), h="Authorization: key={v}")],
        "fcm.googleapis.com", "/fcm/send")
    add("X / Twitter (bearer token)", "global", lambda: [I("TWITTER_BEARER_TOKEN", "A" * 22 + rs(B62, 18) + "%3D" + rs(B62, 50), h=BEARER)],
        "api.twitter.com", "/2/tweets/search/recent?query=from%3Aacme")
    add("age (secret key)", "global", lambda: [I("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(BECH32.upper(), 58))])
    add("Postmark (server token)", "global", lambda: [I("POSTMARK_SERVER_TOKEN", uuid4(), h="X-Postmark-Server-Token: {v}")], "api.postmarkapp.com", "/email")
    add("Resend (API key)", "global", lambda: [I("RESEND_API_KEY", "re_" + rs(B62, 8) + "_" + rs(B62, 24), h=BEARER)], "api.resend.com", "/emails")
    add("Supabase (service_role key)", "global", lambda: [I("SUPABASE_SERVICE_ROLE_KEY", supabase_jwt("service_role")[0], h="apikey: {v}")])
    add("Intercom (access token)", "global", lambda: [I("INTERCOM_TOKEN", "dG9rOj" + rs(B64, 54) + "=", h=BEARER)], "api.intercom.io", "/contacts")
    add("HubSpot (private app token)", "global", lambda: [I("HUBSPOT_TOKEN", "pat-" + ch(["na1", "eu1"]) + "-" + uuid4(), h=BEARER)],
        "api.hubapi.com", "/crm/v3/objects/contacts")
    add("PagerDuty (API key)", "global", lambda: [I("PAGERDUTY_TOKEN", ch(["u+", "y_"]) + rs(B64U, 18), h="Authorization: Token token={v}")],
        "api.pagerduty.com", "/incidents")
    add("Asana (PAT)", "global", lambda: [I("ASANA_PAT", "2/" + digits(16) + "/" + digits(16) + ":" + rs(HEX, 32), h=BEARER)], "app.asana.com", "/api/1.0/users/me")
    add("Trello (key + token)", "global", lambda: [I("TRELLO_KEY", rs(HEX, 32), s=False, q="key"), I("TRELLO_TOKEN", "ATTA" + rs(HEX, 64) + rs(HEXU, 8), q="token")],
        "api.trello.com", "/1/members/me/boards")
    add("Auth0 (client secret)", "global", lambda: [I("AUTH0_CLIENT_ID", rs(B62, 32), s=False), I("AUTH0_CLIENT_SECRET", rs(B64U, 64))])
    add("Clerk (secret key)", "global", lambda: [I("CLERK_SECRET_KEY", "sk_live_" + rs(B62, 40), h=BEARER)], "api.clerk.com", "/v1/users")
    add("Plaid (secret)", "global", lambda: [I("PLAID_CLIENT_ID", rs(HEX, 24), s=False), I("PLAID_SECRET", rs(HEX, 30))])
    add("Pinecone (API key)", "global", lambda: [I("PINECONE_API_KEY", "pcsk_" + rs(B62, 6) + "_" + rs(B62, 63), h="Api-Key: {v}")],
        "api.pinecone.io", "/indexes")
    add("Weights & Biases (API key)", "global", lambda: [I("WANDB_API_KEY", rs(HEX, 40))])
    add("Elastic (API key)", "global", lambda: [I("ES_API_KEY", b64((rs(B62, 20) + ":" + rs(B64U, 22)).encode()), h="Authorization: ApiKey {v}")],
        "acme-search.es.ap-northeast-2.aws.elastic-cloud.com", "/_cat/indices?v")
    add("Confluent Cloud (API key + secret)", "global", lambda: [I("CONFLUENT_API_KEY", rs(UPALNUM, 16)), I("CONFLUENT_API_SECRET", rs(B62 + "+/", 64))])
    add("Upstash (REST token)", "global", lambda: [I("UPSTASH_REDIS_REST_TOKEN", "A" + rs(B62, 3) + "ASQgA" + rs(B64U, 56) + "=", h=BEARER)],
        ch(["fond-kit", "wise-eel", "tidy-owl"]) + "-" + digits(5) + ".upstash.io", "/get/session:42")
    add("Salesforce (session id)", "global", lambda: [I("SF_SESSION_ID", "00D" + rs(B62, 12) + "!AQ" + rs(UP, 1) + "AQ" + rs(B62 + "._", 94), h=BEARER)],
        "acme.my.salesforce.com", "/services/data/v61.0/sobjects/Account")
    add("Jenkins (API token)", "global", lambda: [I("JENKINS_USER", ch(["deploy", "ci-admin", "hkim"]), s=False), I("JENKINS_API_TOKEN", "11" + rs(HEX, 32))])
    add("Gitea (access token)", "global", lambda: [I("GITEA_TOKEN", rs(HEX, 40), h="Authorization: token {v}")], "git.corp.internal", "/api/v1/user/repos")
    add("WireGuard (private key)", "global", lambda: [I("PrivateKey", b64(rb(32)))])
    add("Spotify (client secret)", "EU", lambda: [I("SPOTIFY_CLIENT_ID", rs(HEX, 32), s=False), I("SPOTIFY_CLIENT_SECRET", rs(HEX, 32))])
    add("Twitch (OAuth token)", "global", lambda: [I("TWITCH_OAUTH_TOKEN", rs(LOWALNUM, 30), h=BEARER)], "api.twitch.tv", "/helix/users")
    add("Zendesk (API token)", "global", lambda: [I("ZENDESK_EMAIL", "support@" + ch(["acme.io", "hanbit-shop.co.kr"]) + "/token", s=False), I("ZENDESK_API_TOKEN", rs(B62, 40))])

    # ---- Korea
    add("Kakao (REST API key)", "KR", lambda: [I("KAKAO_REST_API_KEY", rs(HEX, 32), h="Authorization: KakaoAK {v}")],
        "dapi.kakao.com", "/v2/local/search/address.json?query=%ED%8C%90%EA%B5%90", ko="카카오 REST API")
    add("Kakao (Admin key)", "KR", lambda: [I("KAKAO_ADMIN_KEY", rs(HEX, 32), h="Authorization: KakaoAK {v}")],
        "kapi.kakao.com", "/v1/user/ids", ko="카카오 Admin")
    add("Kakao Login (client secret)", "KR", lambda: [I("KAKAO_CLIENT_SECRET", rs(B62, 32))], ko="카카오 로그인")
    add("Naver Cloud Platform (access key pair)", "KR", lambda: [I("NCP_ACCESS_KEY", rs(B62, 20)), I("NCP_SECRET_KEY", rs(B62, 40))], ko="네이버 클라우드")
    add("Naver Open API (client secret)", "KR", lambda: [I("NAVER_CLIENT_ID", rs(B62, 20), s=False, h="X-Naver-Client-Id: {v}"),
                                                         I("NAVER_CLIENT_SECRET", rs(B62, 10), h="X-Naver-Client-Secret: {v}")],
        "openapi.naver.com", "/v1/search/blog.json?query=%EC%BA%A0%ED%95%91", ko="네이버 오픈API")
    add("Toss Payments (secret key)", "KR", lambda: [I("TOSS_SECRET_KEY", ch(["live_sk_", "test_sk_", "live_gsk_"]) + rs(B62, 20))], ko="토스페이먼츠")
    add("PortOne (REST API key + secret)", "KR", lambda: [I("IMP_KEY", digits(16)), I("IMP_SECRET", rs(B62, 80))], ko="포트원")
    add("PortOne V2 (API secret)", "KR", lambda: [I("PORTONE_API_SECRET", rs(B62, 80), h="Authorization: PortOne {v}")], "api.portone.io", "/payments", ko="포트원 V2")
    add("KakaoPay (secret key)", "KR", lambda: [I("KAKAOPAY_SECRET_KEY", ch(["DEV", "PRD"]) + rs(HEXU, 38), h="Authorization: SECRET_KEY {v}")],
        "open-api.kakaopay.com", "/online/v1/payment/ready", ko="카카오페이")
    add("data.go.kr (service key)", "KR", lambda: [I("DATA_GO_KR_SERVICE_KEY", urllib.parse.quote(b64(rb(66)), safe=""), q="serviceKey")],
        "apis.data.go.kr", "/1360000/VilageFcstInfoService_2.0/getUltraSrtNcst?numOfRows=10&pageNo=1&dataType=JSON", ko="공공데이터포털")
    add("Coupang Open API (access + secret key)", "KR", lambda: [I("COUPANG_ACCESS_KEY", uuid4()), I("COUPANG_SECRET_KEY", rs(HEX, 40)),
                                                                  I("COUPANG_VENDOR_ID", "A0" + digits(7, False), s=False)], ko="쿠팡 Open API")
    add("Naver Search Ad (API key + secret)", "KR", lambda: [I("NAVER_AD_CUSTOMER_ID", digits(7), s=False),
                                                             I("NAVER_AD_API_KEY", "0100000000" + rs(HEX, 64), h="X-API-KEY: {v}"),
                                                             I("NAVER_AD_SECRET", "AQAAAA" + rs(B64, 38) + "==")], ko="네이버 검색광고")
    add("Upbit (access + secret key)", "KR", lambda: [I("UPBIT_ACCESS_KEY", rs(B62, 40)), I("UPBIT_SECRET_KEY", rs(B62, 40))], ko="업비트")
    add("Bithumb (API key + secret)", "KR", lambda: [I("BITHUMB_API_KEY", rs(HEX, 32)), I("BITHUMB_SECRET", rs(HEX, 32))], ko="빗썸")
    add("Solapi (API key + secret)", "KR", lambda: [I("SOLAPI_API_KEY", "NCS" + rs(UPALNUM, 13)), I("SOLAPI_API_SECRET", rs(UPALNUM, 32))], ko="솔라피")
    add("Aligo (SMS API key)", "KR", lambda: [I("ALIGO_USER_ID", ch(["hanbitmall", "saeroun_ops", "dalnim"]), s=False), I("ALIGO_API_KEY", rs(LOWALNUM, 32))], ko="알리고")
    add("NHN Cloud (SMS secret key)", "KR", lambda: [I("NHN_APP_KEY", rs(B62, 16), s=False), I("NHN_SECRET_KEY", rs(B62, 8), h="X-Secret-Key: {v}")],
        "api-sms.cloud.toast.com", "/sms/v3.0/appKeys/", ko="NHN Cloud SMS")
    add("Channel Talk (access key + secret)", "KR", lambda: [I("CHANNEL_ACCESS_KEY", rs(HEX, 24), h="x-access-key: {v}"),
                                                             I("CHANNEL_ACCESS_SECRET", rs(HEX, 32), h="x-access-secret: {v}")],
        "api.channel.io", "/open/v5/user-chats", ko="채널톡")
    add("Sendbird (API token)", "KR", lambda: [I("SENDBIRD_APP_ID", uuid4().upper(), s=False), I("SENDBIRD_API_TOKEN", rs(HEX, 40), h="Api-Token: {v}")], ko="센드버드")
    add("LINE (channel access token)", "JP", lambda: [I("LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "=", h=BEARER), I("LINE_CHANNEL_SECRET", rs(HEX, 32))],
        "api.line.me", "/v2/bot/message/push", ko="LINE")
    # ---- Japan
    add("Chatwork (API token)", "JP", lambda: [I("CHATWORK_API_TOKEN", rs(HEX, 32), h="X-ChatWorkToken: {v}")], "api.chatwork.com", "/v2/rooms")
    add("PAY.JP (secret key)", "JP", lambda: [I("PAYJP_SECRET_KEY", "sk_live_" + rs(HEX, 48))])
    add("Backlog (API key)", "JP", lambda: [I("BACKLOG_API_KEY", rs(B62, 64), q="apiKey")], "acme.backlog.jp", "/api/v2/issues?projectId[]=1073")
    add("kintone (API token)", "JP", lambda: [I("KINTONE_API_TOKEN", rs(B62, 40), h="X-Cybozu-API-Token: {v}")], "acme.cybozu.com", "/k/v1/records.json?app=42")
    add("Rakuten (application secret)", "JP", lambda: [I("RAKUTEN_APP_ID", digits(19), s=False), I("RAKUTEN_APP_SECRET", rs(HEX, 40))])
    add("Sakura Cloud (API token + secret)", "JP", lambda: [I("SAKURACLOUD_ACCESS_TOKEN", uuid4()), I("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(B62, 64))])
    add("Qiita (access token)", "JP", lambda: [I("QIITA_TOKEN", rs(HEX, 40), h=BEARER)], "qiita.com", "/api/v2/authenticated_user/items")
    add("GMO Payment Gateway (shop password)", "JP", lambda: [I("GMO_SHOP_ID", "tshop" + digits(8, False), s=False), I("GMO_SHOP_PASS", rs(LOWALNUM, 8))])
    # ---- China
    add("Alibaba Cloud (AccessKey pair)", "CN", lambda: [I("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(B62, 18)), I("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(B62, 30))])
    add("Tencent Cloud (SecretId + SecretKey)", "CN", lambda: [I("TENCENTCLOUD_SECRET_ID", "AKID" + rs(B62, 32)), I("TENCENTCLOUD_SECRET_KEY", rs(B62, 32))])
    add("Baidu AI Cloud (API key + secret key)", "CN", lambda: [I("BAIDU_API_KEY", rs(B62, 24)), I("BAIDU_SECRET_KEY", rs(B62, 32))])
    add("Baidu Qianfan (bearer key)", "CN", lambda: [I("QIANFAN_API_KEY", "bce-v3/ALTAK-" + rs(B62, 21) + "/" + rs(HEX, 40), h=BEARER)],
        "qianfan.baidubce.com", "/v2/chat/completions")
    add("WeChat (AppSecret)", "CN", lambda: [I("WECHAT_APPID", "wx" + rs(HEX, 16), s=False), I("WECHAT_APPSECRET", rs(HEX, 32), q="secret")],
        "api.weixin.qq.com", "/cgi-bin/token?grant_type=client_credential")
    add("Feishu / Lark (app secret)", "CN", lambda: [I("FEISHU_APP_ID", "cli_" + rs(HEX, 16), s=False), I("FEISHU_APP_SECRET", rs(B62, 32))])
    add("Huawei Cloud (AK/SK)", "CN", lambda: [I("HUAWEICLOUD_SDK_AK", rs(UPALNUM, 20)), I("HUAWEICLOUD_SDK_SK", rs(B62, 40))])
    add("Qiniu (AK/SK)", "CN", lambda: [I("QINIU_ACCESS_KEY", rs(B64U, 40)), I("QINIU_SECRET_KEY", rs(B64U, 40))])
    add("Volcengine (AK/SK)", "CN", lambda: [I("VOLCENGINE_ACCESS_KEY", "AKLT" + rs(B64U, 43)), I("VOLCENGINE_SECRET_KEY", rs(B64, 58) + "==")])
    add("Zhipu AI (API key)", "CN", lambda: [I("ZHIPUAI_API_KEY", rs(HEX, 32) + "." + rs(B62, 16), h=BEARER)], "open.bigmodel.cn", "/api/paas/v4/chat/completions")
    add("DeepSeek (API key)", "CN", lambda: [I("DEEPSEEK_API_KEY", "sk-" + rs(HEX, 32), h=BEARER)], "api.deepseek.com", "/chat/completions")
    add("Moonshot (API key)", "CN", lambda: [I("MOONSHOT_API_KEY", "sk-" + rs(B62, 48), h=BEARER)], "api.moonshot.cn", "/v1/chat/completions")
    add("Gitee (private token)", "CN", lambda: [I("GITEE_TOKEN", rs(HEX, 32), q="access_token")], "gitee.com", "/api/v5/user/repos")
    # ---- Europe
    add("Mollie (API key)", "EU", lambda: [I("MOLLIE_API_KEY", "live_" + rs(B62, 30), h=BEARER)], "api.mollie.com", "/v2/payments")
    add("Adyen (API key)", "EU", lambda: [I("ADYEN_API_KEY", "AQE" + rs(B64, 92) + "==-" + rs(B64, 43) + "=-" + rs(B62, 16), h="X-API-Key: {v}")],
        "checkout-test.adyen.com", "/v71/payments")
    add("GoCardless (access token)", "EU", lambda: [I("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64U, 40), h=BEARER)], "api.gocardless.com", "/mandates")
    add("Scaleway (access + secret key)", "EU", lambda: [I("SCW_ACCESS_KEY", "SCW" + rs(UPALNUM, 17)), I("SCW_SECRET_KEY", uuid4())])
    add("OVHcloud (application secret + consumer key)", "EU", lambda: [I("OVH_APPLICATION_KEY", rs(B62, 16), s=False),
                                                                       I("OVH_APPLICATION_SECRET", rs(B62, 32)), I("OVH_CONSUMER_KEY", rs(B62, 32))])
    add("Hetzner Cloud (API token)", "EU", lambda: [I("HCLOUD_TOKEN", rs(B62, 64), h=BEARER)], "api.hetzner.cloud", "/v1/servers")
    add("Brevo (API key)", "EU", lambda: [I("BREVO_API_KEY", "xkeysib-" + rs(HEX, 64) + "-" + rs(B62, 16), h="api-key: {v}")], "api.brevo.com", "/v3/smtp/email")
    add("Mailjet (API key + secret)", "EU", lambda: [I("MJ_APIKEY_PUBLIC", rs(HEX, 32)), I("MJ_APIKEY_PRIVATE", rs(HEX, 32))])
    add("Yandex Cloud (API key)", "EU", lambda: [I("YC_API_KEY", "AQVN" + rs(B64U, 36), h="Authorization: Api-Key {v}")],
        "llm.api.cloud.yandex.net", "/foundationModels/v1/completion")
    add("Yandex (OAuth token)", "EU", lambda: [I("YANDEX_OAUTH_TOKEN", "y0_" + rs(B64U, 55), h="Authorization: OAuth {v}")], "cloud-api.yandex.net", "/v1/disk/resources")
    add("Klarna (API password)", "EU", lambda: [I("KLARNA_USERNAME", "PK" + digits(5) + "_" + rs(HEX, 12), s=False),
                                                I("KLARNA_PASSWORD", "klarna_live_api_" + rs(B64U, 48))])
    add("Paddle (API key)", "EU", lambda: [I("PADDLE_API_KEY", "pdl_live_apikey_" + rs(LOWALNUM, 26) + "_" + rs(LOWALNUM, 22) + "_" + rs(B62, 3), h=BEARER)],
        "api.paddle.com", "/transactions")
    add("Typeform (PAT)", "EU", lambda: [I("TYPEFORM_TOKEN", "tfp_" + rs(B64U, 44) + "_" + rs(B62, 14), h=BEARER)], "api.typeform.com", "/forms")
    add("Pipedrive (API token)", "EU", lambda: [I("PIPEDRIVE_API_TOKEN", rs(HEX, 40), q="api_token")], "acme.pipedrive.com", "/api/v1/deals?status=open")
    add("SumUp (API key)", "EU", lambda: [I("SUMUP_API_KEY", "sup_sk_" + rs(B62, 32), h=BEARER)], "api.sumup.com", "/v0.1/me")
    add("DeepL (auth key)", "EU", lambda: [I("DEEPL_AUTH_KEY", uuid4() + ":fx", h="Authorization: DeepL-Auth-Key {v}")], "api-free.deepl.com", "/v2/translate")
    add("Infobip (API key)", "EU", lambda: [I("INFOBIP_API_KEY", rs(HEX, 32) + "-" + uuid4(), h="Authorization: App {v}")],
        ch(["y3kp9", "8gn2x", "qz41m"]) + ".api.infobip.com", "/sms/2/text/advanced")
    add("MessageBird (access key)", "EU", lambda: [I("MESSAGEBIRD_ACCESS_KEY", rs(B62, 25), h="Authorization: AccessKey {v}")], "rest.messagebird.com", "/messages")
    return V


VENDORS = vendor_list()


# ================================================================ passwords and other secret material
EN_WORDS = ["river", "maple", "orange", "tiger", "window", "copper", "silent", "harbor", "pencil", "rocket", "garden",
            "winter", "summer", "autumn", "spring", "falcon", "violet", "basket", "candle", "marble", "pepper", "planet",
            "forest", "velvet", "cobalt", "meadow", "lantern", "thunder", "sparrow", "biscuit", "canyon", "glacier",
            "harvest", "island", "jigsaw", "kettle", "lemon", "mango", "nickel", "oyster", "puzzle", "quartz", "rabbit",
            "saddle", "tunnel", "umbrella", "walnut", "yellow", "zebra", "anchor", "bridge", "castle", "dragon", "eagle",
            "feather", "giraffe", "hammer", "igloo", "jungle", "koala", "ladder", "monkey", "needle", "olive", "parrot",
            "quiver", "rainbow", "shadow", "tomato", "unicorn", "vacuum", "wizard", "xylophone", "yogurt", "zipper",
            "coffee", "donut", "pizza", "sunset", "moon", "star", "cloud", "stone", "ocean", "penguin", "blue", "green",
            "purple", "silver", "golden", "happy", "lucky", "brave", "quiet", "wild", "crazy", "little", "seoul", "busan",
            "jeju", "tokyo", "berlin", "paris", "hawaii", "bali"]
KO_WORDS = ["사랑", "하늘", "바다", "우리집", "강아지", "고양이", "행복", "봄날", "별빛", "햇살", "보리", "초코", "뽀삐", "마루",
            "콩이", "두부", "여름", "겨울", "가을", "바람", "구름", "달빛", "산책", "커피", "라면", "김치", "떡볶이", "엄마",
            "아빠", "우리딸", "우리아들", "제주도", "부산", "한강", "벚꽃", "무지개", "토끼", "호랑이", "사과", "딸기", "감자",
            "고구마", "은하수", "새벽", "첫눈", "파도", "노을", "소나무", "해바라기", "다람쥐", "눈사람", "바닐라", "비밀", "열쇠"]
ROMA_NAMES = ["minsu", "jihoon", "seoyeon", "yujin", "daeun", "hyunwoo", "seojun", "haeun", "doyun", "jimin", "sora",
              "taeyang", "eunji", "junho", "hana", "kenji", "yuki", "haruto", "wei", "lina", "marta", "jonas", "priya",
              "dana", "mike", "sara", "tom", "alex", "nina", "omar"]
PUNCT = "!@#$%^&*-_=+?.~"
SAFE_PUNCT = "!@#%^&*-_=+?.~"


def _cap(w):
    return w[:1].upper() + w[1:]


def pw_human():
    f = ch([lambda: _cap(ch(EN_WORDS)) + digits(ch([2, 4]), False) + rs(PUNCT, ch([1, 1, 2])),
            lambda: _cap(ch(ROMA_NAMES)) + ch(["", "_", "."]) + "%02d%02d" % (rint(1, 12), rint(1, 28)) + rs(PUNCT, 1),
            lambda: ch(ROMA_NAMES) + str(rint(1975, 2005)) + rs(PUNCT, ch([1, 2])),
            lambda: _cap(ch(EN_WORDS)) + _cap(ch(EN_WORDS)) + str(rint(1, 99)) + rs(PUNCT, 1),
            lambda: rs(PUNCT, 1) + _cap(ch(EN_WORDS)) + str(rint(2018, 2026)) + rs(PUNCT, 1)])
    return f()


def pw_leet():
    w = _cap(ch(EN_WORDS)) + _cap(ch(EN_WORDS))
    table = {"a": "@", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}
    out = "".join(table[c] if c in table and chance(0.6) else c for c in w)
    return out + rs(DIG, rint(1, 3)) + rs(PUNCT, 1)


def pw_passphrase(sep=None):
    sep = sep if sep is not None else ch(["-", ".", "_", " ", "-", "+"])
    words = [ch(EN_WORDS) for _ in range(rint(3, 5))]
    if chance(0.5):
        words[R.randrange(len(words))] += str(rint(0, 99))
    if chance(0.3):
        words = [_cap(w) for w in words]
    return sep.join(words)


def pw_punct():
    alpha = B62 + PUNCT + "()[]{}<>;:,|"
    while True:
        s = rs(alpha, rint(14, 24))
        if sum(1 for c in s if not c.isalnum()) >= 4:
            return s


def pw_generated():
    return ch([lambda: rs(B62, rint(20, 32)),
               lambda: "-".join(rs(LO + DIG, 6) for _ in range(3)),      # Apple/1Password style
               lambda: rs(B62 + "!@#%^*-_", rint(16, 28)),
               lambda: b64(rb(ch([18, 24, 33]))).rstrip("=")])()


def pw_korkbd():
    w = ch(KO_WORDS) + ch(KO_WORDS)
    s = hangul_to_qwerty(w)
    if chance(0.5):
        s = s[:1].upper() + s[1:] if s[:1].islower() else s
    s = s + digits(ch([2, 4]), False) + rs(PUNCT, ch([0, 1, 1, 2]))
    while len(s) < 10:
        s += rs(DIG, 1)
    return s


def pw_hangul():
    f = ch([lambda: ch(KO_WORDS) + ch(KO_WORDS) + str(rint(1990, 2026)) + rs(PUNCT, 1),
            lambda: "우리" + ch(KO_WORDS) + ch(KO_WORDS) + rs(DIG, 4) + rs(PUNCT, 1),
            lambda: ch(KO_WORDS) + rs(PUNCT, 1) + ch(KO_WORDS) + rs(DIG, rint(2, 4)),
            lambda: _cap(ch(EN_WORDS)) + ch(KO_WORDS) + rs(DIG, 3) + rs(PUNCT, 1)])
    s = f()
    while len(s) < 9:
        s += rs(DIG, 1)
    return s


PW_STYLES = [("human", pw_human), ("leet", pw_leet), ("passphrase", pw_passphrase), ("punctuation-heavy", pw_punct),
             ("generated", pw_generated), ("korean-keyboard", pw_korkbd), ("hangul", pw_hangul)]


def password(styles=None, shell_safe=False):
    """returns (value, style). shell_safe: no spaces, safe inside single quotes"""
    pool = [p for p in PW_STYLES if styles is None or p[0] in styles]
    while True:
        name, f = ch(pool)
        v = f()
        if len(v) < 8:
            continue
        if any(c in v for c in "'\"\\`"):
            continue
        if shell_safe and " " in v:
            continue
        if "REDACTED" in v.upper():
            continue
        return v, name


def sh_quote(v, force=False):
    """how a person would paste the value in a shell command"""
    if not force and re.fullmatch(r"[A-Za-z0-9_@%+=:,./-]+", v):
        return v
    return "'" + v + "'"


def url_pw(v):
    return urllib.parse.quote(v, safe="")


def gmail_app_password():
    return " ".join(rs(LO, 4) for _ in range(4))


# ---------------------------------------------------------------- private keys (PEM)
def _lines(s, w):
    return [s[i:i + w] for i in range(0, len(s), w)]


def _sshstr(b):
    return len(b).to_bytes(4, "big") + b


def pem_ec():
    der = (bytes.fromhex("30770201010420") + rb(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rb(64))
    return "EC PRIVATE KEY", _lines(b64(der), 64)


def pem_pkcs8_ec():
    der = (bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rb(32)
           + bytes.fromhex("a144034200") + b"\x04" + rb(64))
    return "PRIVATE KEY", _lines(b64(der), 64)


def pem_pkcs8_ed25519():
    der = bytes.fromhex("302e020100300506032b657004220420") + rb(32)
    return "PRIVATE KEY", _lines(b64(der), 64)


def pem_openssh_ed25519(comment):
    pub, priv = rb(32), rb(32)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    chk = rb(4)
    sec = chk + chk + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(priv + pub) + _sshstr(comment.encode())
    i = 1
    while len(sec) % 8:
        sec += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + (1).to_bytes(4, "big")
            + _sshstr(pubblob) + _sshstr(sec))
    return "OPENSSH PRIVATE KEY", _lines(b64(blob), 70)


def pem_rsa_partial(n):
    der = bytes.fromhex("308204a40201000282010100") + b"\x00" * 0 + rb(3 + 48 * n)
    return "RSA PRIVATE KEY", _lines(b64(der), 64)[:n]


def private_key(comment="deploy@ci"):
    while True:
        kind = ch(["ec", "pkcs8_ec", "ed25519", "openssh", "openssh", "rsa_partial"])
        if kind == "ec":
            label, lines = pem_ec()
        elif kind == "pkcs8_ec":
            label, lines = pem_pkcs8_ec()
        elif kind == "ed25519":
            label, lines = pem_pkcs8_ed25519()
        elif kind == "openssh":
            label, lines = pem_openssh_ed25519(comment)
        else:
            label, lines = pem_rsa_partial(rint(3, 5))
        if all(len(l) >= 8 for l in lines):
            truncated = kind == "rsa_partial"
            return label, lines, truncated


def pem_block(label, lines, truncated=False, sep="\n"):
    body = sep.join(lines)
    if truncated:
        body += sep + "...(" + ch(["truncated", "rest omitted", "생략"]) + ")..."
    return "-----BEGIN %s-----%s%s%s-----END %s-----" % (label, sep, body, sep, label)


# ---------------------------------------------------------------- OTP, recovery codes, PINs
def totp_seed(grouped=False):
    s = rs(B32, ch([16, 32, 32, 26]))
    if grouped:
        return " ".join(s[i:i + 4] for i in range(0, len(s), 4)).lower() if chance(0.5) else " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


def recovery_codes(style):
    n = rint(6, 10)
    if style == "github":
        return [rs(HEX, 5) + "-" + rs(HEX, 5) for _ in range(n)]
    if style == "google":
        return ["%s %s" % (digits(4, False), digits(4, False)) for _ in range(n)]
    if style == "gitlab":
        return [rs(HEX, 16) for _ in range(n)]
    if style == "aws":
        return [rs(UPALNUM, 32) for _ in range(min(n, 6))]
    if style == "atlassian":
        return [rs(LOWALNUM, 8) + "-" + rs(LOWALNUM, 4) for _ in range(n)]
    if style == "npm":
        return [rs(HEX, 64) for _ in range(4)]
    raise ValueError(style)


def bitlocker_key():
    return "-".join(digits(6, False) for _ in range(8))


def onepassword_secret_key():
    return "A3-" + rs(UPALNUM, 6) + "-" + rs(UPALNUM, 6) + "-" + "-".join(rs(UPALNUM, 5) for _ in range(4))


def apple_recovery_key():
    return "-".join(rs(UPALNUM, 4) for _ in range(7))


BIP39_WORDS = ["abandon", "ability", "able", "about", "above", "absent", "absorb", "abstract", "absurd", "abuse", "access",
               "accident", "account", "accuse", "achieve", "acid", "acoustic", "acquire", "across", "act", "action",
               "actor", "actress", "actual", "adapt", "add", "addict", "address", "adjust", "admit", "adult", "advance",
               "advice", "aerobic", "affair", "afford", "afraid", "again", "age", "agent", "agree", "ahead", "aim", "air",
               "airport", "aisle", "alarm", "album", "alcohol", "alert", "alien", "all", "alley", "allow", "almost",
               "alone", "alpha", "already", "also", "alter", "always", "amateur", "amazing", "among", "amount", "amused",
               "analyst", "anchor", "ancient", "anger", "angle", "angry", "animal", "ankle", "announce", "annual",
               "another", "answer", "antenna", "antique", "anxiety", "any", "apart", "apology", "appear", "apple",
               "approve", "april", "arch", "arctic", "area", "arena", "argue", "arm", "armed", "armor", "army", "around",
               "arrange", "arrest", "arrive", "arrow", "art", "artefact", "artist", "artwork", "ask", "aspect", "assault",
               "asset", "assist", "assume", "asthma", "athlete", "atom", "attack", "attend", "attitude", "attract",
               "auction", "audit", "august", "aunt", "author", "auto", "autumn", "average", "avocado", "avoid", "awake",
               "aware", "away", "awesome", "awful", "awkward", "axis", "baby", "bachelor", "bacon", "badge", "bag",
               "balance", "balcony", "ball", "bamboo", "banana", "banner", "bar", "barely", "bargain", "barrel", "base",
               "basic", "basket", "battle", "beach", "bean", "beauty", "because", "become", "beef", "before", "begin",
               "behave", "behind", "believe", "below", "belt", "bench", "benefit", "best", "betray", "better", "between",
               "beyond", "bicycle", "bid", "bike", "bind", "biology", "bird", "birth", "bitter", "black", "blade", "blame",
               "blanket", "blast", "bleak", "bless", "blind", "blood", "blossom", "blouse", "blue", "blur", "blush",
               "board", "boat", "body", "boil", "bomb", "bone", "bonus", "book", "boost", "border", "boring", "borrow",
               "boss", "bottom", "bounce", "box", "boy", "bracket", "brain", "brand", "brass", "brave", "bread",
               "breeze", "brick", "bridge", "brief", "bright", "bring", "brisk", "broccoli", "broken", "bronze",
               "broom", "brother", "brown", "brush", "bubble", "buddy", "budget", "buffalo", "build", "bulb", "bulk",
               "bullet", "bundle", "bunker", "burden", "burger", "burst", "bus", "business", "busy", "butter", "buyer",
               "buzz", "cabbage", "cabin", "cable", "cactus", "cage", "cake", "call", "calm", "camera", "camp", "canal",
               "cancel", "candy", "cannon", "canoe", "canvas", "canyon", "capable", "capital", "captain", "car",
               "carbon", "card", "cargo", "carpet", "carry", "cart", "case", "cash", "casino", "castle", "casual", "cat",
               "catalog", "catch", "category", "cattle", "caught", "cause", "caution", "cave", "ceiling", "celery",
               "cement", "census", "century", "cereal", "certain", "chair", "chalk", "champion", "change", "chaos",
               "chapter", "charge", "chase", "chat", "cheap", "check", "cheese", "chef", "cherry", "chest", "chicken"]


def mnemonic():
    return " ".join(ch(BIP39_WORDS) for _ in range(ch([12, 12, 24])))


# ---------------------------------------------------------------- HTTP credential material
def basic_blob(user, pw):
    return b64((user + ":" + pw).encode())


def session_cookie():
    return ch([lambda: ("sessionid", rs(LOWALNUM, 32)),
               lambda: ("connect.sid", "s%3A" + rs(B64U, 32) + "." + urllib.parse.quote(rs(B64, 43), safe="")),
               lambda: ("JSESSIONID", rs(HEXU, 32)),
               lambda: ("PHPSESSID", rs(LOWALNUM, 26)),
               lambda: ("laravel_session", "eyJpdiI6I" + rs(B64, rint(180, 260)) + "%3D%3D"),
               lambda: ("_session_id", rs(HEX, 32)),
               lambda: ("__Secure-next-auth.session-token", "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs(B64U, 22) + "." + rs(B64U, rint(160, 300)) + "." + rs(B64U, 22)),
               lambda: ("auth_token", rs(HEX, 40))])()


USERS_EN = ["admin", "deploy", "svc_billing", "ops", "root", "app_rw", "etl_user", "jenkins", "grafana", "reporter",
            "backup", "api-user", "sa", "postgres", "readonly"]
USERS_KO = ["admin", "kimjh", "ops_kr", "hanbit_app", "batch", "dev01", "sysadm", "settle_rw", "erp_if", "scm"]


# ================================================================ containers for key/value credentials
FILLER = [("NODE_ENV", "production"), ("PORT", "8080"), ("LOG_LEVEL", "info"), ("TZ", "Asia/Seoul"),
          ("APP_ENV", "staging"), ("REDIS_HOST", "redis-master.cache.svc"), ("FEATURE_NEW_CHECKOUT", "true"),
          ("HTTP_TIMEOUT_MS", "3000"), ("DB_HOST", "10.0.12.34"), ("DB_PORT", "5432"), ("WORKER_CONCURRENCY", "4"),
          ("S3_BUCKET", "acme-uploads-stg"), ("AWS_REGION", "ap-northeast-2"), ("RETRY_MAX", "5"),
          ("CALLBACK_URL", "https://stg.hanbit-shop.co.kr/oauth/callback"), ("METRICS_ENABLED", "false"),
          ("QUEUE_NAME", "settlement-jobs"), ("CACHE_TTL", "600")]
SERVICES = ["billing-api", "notify-worker", "web-front", "batch-settle", "admin-console", "order-sync", "crawler",
            "payment-gw", "report-cron", "search-indexer", "mobile-bff", "auth-proxy", "data-pipeline", "chatbot",
            "inventory-svc", "coupon-api", "etl-nightly", "cs-dashboard"]
ENVS_EN = ["staging", "prod", "dev", "qa", "the sandbox", "the preview env", "production"]
ENVS_KO = ["스테이징", "운영", "개발", "QA", "샌드박스", "운영(prod)", "dev 서버"]


def fillers(n):
    return [I(k, v, s=False) for k, v in sample(FILLER, n)]


def k_snake(k):
    return k.lower()


def k_camel(k):
    parts = k.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def k_kebab(k):
    return k.lower().replace("_", "-")


def k_dotted(k):
    return k.lower().replace("_", ".")


def yq(v):
    """quote for YAML/TOML/JSON (values never contain quotes or backslashes)"""
    assert '"' not in v and "\\" not in v
    return '"' + v + '"'


def env_q(v):
    if re.fullmatch(r"[A-Za-z0-9_@%+=:,./~^*!?-]+", v) and chance(0.6):
        return v
    return '"' + v + '"' if "$" not in v else "'" + v + "'"


def with_fill(items, lo=1, hi=3):
    out = list(items)
    for f in fillers(rint(lo, hi)):
        out.insert(R.randrange(len(out) + 1), f)
    return out


def c_dotenv(items, ctx):
    lines = []
    if chance(0.4):
        lines.append(ch(["# %s" % ctx["svc"], "# .env.%s" % ch(["staging", "production", "local"]), "# %s 용" % ctx["svc"]]))
    for it in with_fill(items):
        lines.append("%s=%s" % (it["k"], env_q(it["v"])))
    return "\n".join(lines), ".env file", "dotenv"


def c_export(items, ctx):
    q = ch(['"', "'"])
    return "\n".join("export %s=%s%s%s" % (it["k"], q, it["v"], q) for it in with_fill(items, 0, 2)), "shell export", "bash"


def c_inline(items, ctx):
    cmd = ch(["npm run deploy", "./scripts/sync.sh --dry-run", "python manage.py sync_orders", "node scripts/backfill.js",
              "make release", "go run ./cmd/worker", "pnpm test:e2e", "bundle exec rake import"])
    return " ".join("%s=%s" % (it["k"], sh_quote(it["v"])) for it in items) + " " + cmd, "inline env on a command", "bash"


def c_yaml(items, ctx):
    sec = ctx["vkey"]
    lines = ["%s:" % sec]
    for it in with_fill(items, 0, 2):
        lines.append("  %s: %s" % (k_snake(it["k"]), yq(it["v"]) if it["s"] or chance(0.5) else it["v"]))
    if chance(0.5):
        lines = ["app:", "  name: %s" % ctx["svc"]] + lines
    return "\n".join(lines), "YAML config", "yaml"


def c_json(items, ctx):
    inner = ",\n".join('    "%s": %s' % (k_camel(it["k"]), yq(it["v"])) for it in with_fill(items, 0, 2))
    return '{\n  "%s": {\n%s\n  }\n}' % (k_camel(ctx["vkey"]), inner), "JSON config", "json"


def c_toml(items, ctx):
    return "[%s]\n" % ctx["vkey"] + "\n".join("%s = %s" % (k_snake(it["k"]), yq(it["v"])) for it in with_fill(items, 0, 2)), "TOML config", "toml"


def c_ini(items, ctx):
    return "[%s]\n" % ctx["vkey"] + "\n".join("%s = %s" % (k_snake(it["k"]), it["v"]) for it in with_fill(items, 0, 2)), "INI file", "ini"


def c_properties(items, ctx):
    pre = ch(["app.", "spring.", "integration.", ""])
    return "\n".join("%s%s=%s" % (pre, k_dotted(it["k"]), it["v"]) for it in with_fill(items, 0, 2)), "Java .properties", "properties"


def c_xml(items, ctx):
    if chance(0.5):
        rows = "\n".join('    <add key="%s" value="%s" />' % (it["k"], it["v"]) for it in with_fill(items, 0, 2))
        return "<appSettings>\n%s\n</appSettings>" % rows, "XML appSettings", "xml"
    rows = "\n".join("    <%s>%s</%s>" % (k_camel(it["k"]), it["v"], k_camel(it["k"])) for it in items)
    return "<%s>\n%s\n</%s>" % (k_camel(ctx["vkey"]), rows, k_camel(ctx["vkey"])), "XML config", "xml"


def c_k8s_string(items, ctx):
    rows = "\n".join("  %s: %s" % (it["k"], yq(it["v"])) for it in items)
    return ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-secrets\n  namespace: %s\ntype: Opaque\nstringData:\n%s"
            % (ctx["svc"], ch(["default", "prod", "stg", "payments"]), rows)), "k8s Secret stringData", "yaml"


def c_k8s_data(items, ctx):
    rows = "\n".join("  %s: %s" % (it["k"], b64(it["v"].encode())) for it in items)
    shown = {it["v"]: b64(it["v"].encode()) for it in items}
    return ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\ntype: Opaque\ndata:\n%s" % (ctx["svc"], rows)), "k8s Secret data (base64)", "yaml", shown


def c_k8s_env(items, ctx):
    rows = "\n".join("            - name: %s\n              value: %s" % (it["k"], yq(it["v"])) for it in with_fill(items, 0, 1))
    return ("      containers:\n        - name: %s\n          image: registry.internal/%s:%s\n          env:\n%s"
            % (ctx["svc"], ctx["svc"], "1.%d.%d" % (rint(0, 30), rint(0, 9)), rows)), "k8s Deployment env", "yaml"


def c_compose(items, ctx):
    if chance(0.5):
        rows = "\n".join("      - %s=%s" % (it["k"], it["v"]) for it in with_fill(items, 0, 2))
    else:
        rows = "\n".join("      %s: %s" % (it["k"], yq(it["v"])) for it in with_fill(items, 0, 2))
    return "services:\n  %s:\n    image: %s:latest\n    environment:\n%s" % (ctx["svc"], ctx["svc"], rows), "docker-compose", "yaml"


def c_dockerfile(items, ctx):
    base = ch(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.23"])
    kw = ch(["ENV", "ARG"])
    rows = "\n".join("%s %s=%s" % (kw, it["k"], it["v"]) for it in items)
    return "FROM %s\nWORKDIR /app\n%s\nCOPY . .\n" % (base, rows) + ch(['CMD ["node", "dist/main.js"]', 'CMD ["python", "-m", "app"]', "RUN make build"]), "Dockerfile", "dockerfile"


def c_gha(items, ctx):
    rows = "\n".join("      %s: %s" % (it["k"], it["v"]) for it in items)
    return ("jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n%s\n    steps:\n      - uses: actions/checkout@v4\n      - run: ./deploy.sh %s"
            % (rows, ch(["staging", "prod"]))), "GitHub Actions workflow", "yaml"


def c_gitlab(items, ctx):
    rows = "\n".join("  %s: %s" % (it["k"], yq(it["v"])) for it in items)
    return "variables:\n%s\n\ndeploy:\n  stage: deploy\n  script:\n    - ./ci/deploy.sh" % rows, ".gitlab-ci.yml", "yaml"


def c_terraform(items, ctx):
    if chance(0.5):
        rows = "\n".join('  %s = "%s"' % (k_snake(it["k"]), it["v"]) for it in items)
        return 'provider "%s" {\n%s\n}' % (ctx["vkey"], rows), "Terraform provider block", "hcl"
    it = [x for x in items if x["s"]][0]
    return ('variable "%s" {\n  type    = string\n  default = "%s"\n}' % (k_snake(it["k"]), it["v"])), "Terraform variable default", "hcl"


def c_helm(items, ctx):
    rows = "\n".join("    %s: %s" % (k_camel(it["k"]), yq(it["v"])) for it in items)
    return "# values-%s.yaml\n%s:\n  secrets:\n%s\nreplicaCount: %d" % (ch(["stg", "prod"]), k_camel(ctx["vkey"]), rows, rint(1, 4)), "Helm values", "yaml"


def c_ansible(items, ctx):
    return "# group_vars/%s.yml\n" % ch(["all", "prod", "web"]) + "\n".join("%s: %s" % (k_snake(it["k"]), yq(it["v"])) for it in with_fill(items, 0, 1)), "Ansible group_vars", "yaml"


def c_systemd(items, ctx):
    rows = "\n".join('Environment="%s=%s"' % (it["k"], it["v"]) for it in items)
    return "[Service]\nUser=%s\n%s\nExecStart=/opt/%s/bin/run" % (ctx["svc"].split("-")[0], rows, ctx["svc"]), "systemd unit", "ini"


def c_powershell(items, ctx):
    return "\n".join('$env:%s = "%s"' % (it["k"], it["v"]) for it in items) + "\n" + ch([".\\deploy.ps1 -Env Staging", "dotnet run --project src/Api"]), "PowerShell", "powershell"


def c_cmd(items, ctx):
    return "\n".join("set %s=%s" % (it["k"], it["v"]) for it in items) + "\ncall gradlew.bat bootRun", "Windows cmd", "bat"


def c_python(items, ctx):
    secret_items = [it for it in items if it["s"]]
    v = ch([0, 1, 2])
    if v == 0:
        body = "\n".join('%s = "%s"' % (it["k"], it["v"]) for it in items)
        return "import os\n\n%s\n\n# TODO: move to env\nclient = Client(%s)" % (body, ", ".join("%s=%s" % (k_snake(it["k"]).split("_", 1)[-1], it["k"]) for it in secret_items)), "Python code", "python"
    if v == 1:
        body = "\n".join('os.environ.setdefault("%s", "%s")' % (it["k"], it["v"]) for it in items)
        return "import os\n%s" % body, "Python os.environ.setdefault", "python"
    body = ", ".join('"%s": "%s"' % (k_snake(it["k"]), it["v"]) for it in items)
    return "settings = {%s}\nresp = session.post(url, json=payload, timeout=10)" % body, "Python dict", "python"


def c_js(items, ctx):
    if chance(0.5):
        body = "\n".join("  %s: '%s'," % (k_camel(it["k"]), it["v"]) for it in items)
        return "export const config = {\n%s\n};" % body, "TypeScript config object", "ts"
    body = "\n".join('const %s = "%s";' % (it["k"], it["v"]) for it in items)
    return "%s\nconst res = await fetch(url, { headers: buildHeaders() });" % body, "JavaScript constants", "js"


def c_go(items, ctx):
    body = "\n".join('\t%s = "%s"' % (k_camel(it["k"]), it["v"]) for it in items)
    return "const (\n%s\n)\n\nfunc newClient() *Client { return &Client{timeout: 5 * time.Second} }" % body, "Go constants", "go"


def c_java(items, ctx):
    body = "\n".join('    private static final String %s = "%s";' % (it["k"], it["v"]) for it in items)
    return "public class %sConfig {\n%s\n}" % (k_camel(ctx["vkey"]).capitalize(), body), "Java constants", "java"


def c_kotlin(items, ctx):
    return "\n".join('val %s = "%s"' % (k_camel(it["k"]), it["v"]) for it in items), "Kotlin", "kotlin"


def c_ruby(items, ctx):
    return "\n".join("ENV['%s'] ||= '%s'" % (it["k"], it["v"]) for it in items), "Ruby", "ruby"


def c_php(items, ctx):
    return "<?php\n" + "\n".join("define('%s', '%s');" % (it["k"], it["v"]) for it in items), "PHP define()", "php"


def c_csharp(items, ctx):
    return "\n".join('builder.Configuration["%s"] = "%s";' % (k_camel(it["k"]).capitalize(), it["v"]) for it in items), "C# configuration", "csharp"


def c_rust(items, ctx):
    return "\n".join('const %s: &str = "%s";' % (it["k"], it["v"]) for it in items), "Rust const", "rust"


def c_swift(items, ctx):
    return "enum Secrets {\n" + "\n".join('    static let %s = "%s"' % (k_camel(it["k"]), it["v"]) for it in items) + "\n}", "Swift", "swift"


def c_diff(items, ctx):
    fn = ch([".env.production", "config/settings.yml", "deploy/values-prod.yaml", "src/main/resources/application-prod.properties"])
    rows = []
    for it in with_fill(items, 1, 2):
        if it["s"]:
            rows.append("-%s=" % it["k"])
            rows.append("+%s=%s" % (it["k"], it["v"]))
        else:
            rows.append(" %s=%s" % (it["k"], it["v"]))
    return "--- a/%s\n+++ b/%s\n@@ -%d,%d +%d,%d @@\n%s" % (fn, fn, rint(1, 30), len(rows), rint(1, 30), len(rows), "\n".join(rows)), "git diff", "diff"


def c_table(items, ctx):
    head = ch(["| key | value |\n|---|---|", "| 이름 | 값 |\n|---|---|", "| variable | value | note |\n|---|---|---|"])
    ncol = head.count("|---")
    rows = []
    for it in with_fill(items, 0, 2):
        if ncol == 3:
            rows.append("| %s | %s | %s |" % (it["k"], it["v"], ch(["prod", "stg", "", "rotate Q1"])))
        else:
            rows.append("| %s | %s |" % (it["k"], it["v"]))
    return head + "\n" + "\n".join(rows), "markdown table", ""


def c_logdump(items, ctx):
    d = ", ".join("'%s': '%s'" % (k_snake(it["k"]), it["v"]) for it in with_fill(items, 1, 2))
    return "%s DEBUG [%s] effective config: {%s}" % (ts_log(), ctx["svc"], d), "debug log config dump", ""


def c_chat(items, ctx):
    who = ch(["김민수", "이서연", "박지훈", "최유진", "정다은", "dana", "mike", "priya", "kenji", "marta"])
    vals = "\n".join("%s=%s" % (it["k"], it["v"]) for it in items)
    lead = ch(["%s 키 이거 쓰세요:", "use these for %s for now:", "%s 테스트용입니다, 공유 금지", "here you go (%s)"]) % ctx["svc"]
    return "[%02d:%02d] %s: %s\n%s" % (rint(8, 22), rint(0, 59), who, lead, vals), "chat message", ""


def c_cli_set(items, ctx):
    tool = ch(["heroku config:set %s -a " + ctx["svc"], "fly secrets set %s -a " + ctx["svc"], "railway variables --set %s",
               "kubectl create secret generic %s-env %%s" % ctx["svc"], "dokku config:set " + ctx["svc"] + " %s"])
    if "kubectl" in tool:
        args = " ".join("--from-literal=%s=%s" % (it["k"], sh_quote(it["v"])) for it in items)
    else:
        args = " ".join("%s=%s" % (it["k"], sh_quote(it["v"])) for it in items)
    return tool % args, "CLI secrets set command", "bash"


def c_gh_secret(items, ctx):
    return "\n".join('gh secret set %s --body "%s"' % (it["k"], it["v"]) for it in items if it["s"]), "gh secret set", "bash"


def c_jupyter(items, ctx):
    return "\n".join("%%env %s=%s" % (it["k"], it["v"]) for it in items) + "\nfrom app.client import make_client\nc = make_client()", "Jupyter %env", "python"


def c_vscode(items, ctx):
    rows = ",\n".join('        "%s": "%s"' % (it["k"], it["v"]) for it in items)
    return '"configurations": [{\n    "name": "Debug %s",\n    "env": {\n%s\n    }\n}]' % (ctx["svc"], rows), "VS Code launch.json", "json"


def c_makefile(items, ctx):
    return "\n".join("export %s := %s" % (it["k"], it["v"]) for it in items) + "\n\nrun:\n\tgo run ./cmd/%s" % ctx["svc"], "Makefile", "make"


def c_traceback(items, ctx):
    it = [x for x in items if x["s"]][-1]
    if chance(0.5):
        return ('Traceback (most recent call last):\n  File "/app/%s/client.py", line %d, in _auth\n    raise AuthError(f"rejected key {key!r}")\n'
                "AuthError: rejected key '%s'" % (ctx["svc"].replace("-", "_"), rint(40, 300), it["v"])), "Python traceback", ""
    return ("java.lang.IllegalStateException: Authentication failed (credential=%s)\n\tat com.acme.%s.ApiClient.call(ApiClient.java:%d)\n\tat com.acme.%s.SyncJob.run(SyncJob.java:%d)"
            % (it["v"], ctx["svc"].split("-")[0], rint(50, 400), ctx["svc"].split("-")[0], rint(20, 90))), "Java stack trace", ""


KV_CONTAINERS = [c_dotenv, c_export, c_inline, c_yaml, c_json, c_toml, c_ini, c_properties, c_xml, c_k8s_string,
                 c_k8s_data, c_k8s_env, c_compose, c_dockerfile, c_gha, c_gitlab, c_terraform, c_helm, c_ansible,
                 c_systemd, c_powershell, c_cmd, c_python, c_js, c_go, c_java, c_kotlin, c_ruby, c_php, c_csharp,
                 c_rust, c_swift, c_diff, c_table, c_logdump, c_chat, c_cli_set, c_gh_secret, c_jupyter, c_vscode,
                 c_makefile, c_traceback]


def render_kv(items, ctx, container=None):
    c = container or ch(KV_CONTAINERS)
    r = c(items, ctx)
    if len(r) == 3:
        snip, fmt, hint = r
        shown = {it["v"]: it["v"] for it in items}
    else:
        snip, fmt, hint, shown = r
    return snip, fmt, hint, shown


# ---------------------------------------------------------------- HTTP containers (vendor with header/query auth)
def http_parts(items, v):
    headers, query = [], []
    for it in items:
        if it["h"]:
            headers.append(it["h"].replace("{v}", it["v"]))
        elif it["q"]:
            query.append("%s=%s" % (it["q"], it["v"]))
    path = v["path"]
    if query:
        path += ("&" if "?" in path else "?") + "&".join(query)
    return headers, path


def http_ok(items, v):
    if not v["host"]:
        return False
    return all(it["h"] or it["q"] for it in items if it["s"])


def h_curl(items, v, ctx):
    headers, path = http_parts(items, v)
    hs = " ".join('-H "%s"' % h for h in headers)
    m = ch(["", "-X POST "]) if "?" not in path else ""
    body = ' -H "Content-Type: application/json" -d \'{"dry_run": true}\'' if m else ""
    return ("curl -sS %s%s'https://%s%s'%s" % (m, hs + " " if hs else "", v["host"], path, body)).replace("  ", " "), "curl command", "bash"


def h_raw(items, v, ctx):
    headers, path = http_parts(items, v)
    meth = ch(["GET", "POST"])
    lines = ["%s %s HTTP/1.1" % (meth, path), "Host: %s" % v["host"]] + headers + ["Accept: application/json", "User-Agent: %s/1.%d" % (ctx["svc"], rint(0, 9))]
    return "\n".join(lines), "raw HTTP request", "http"


def h_httpie(items, v, ctx):
    headers, path = http_parts(items, v)
    return "http GET 'https://%s%s' %s" % (v["host"], path, " ".join("'%s'" % h.replace(": ", ":", 1) for h in headers)), "HTTPie command", "bash"


def h_fetch(items, v, ctx):
    headers, path = http_parts(items, v)
    hdr = ", ".join("'%s': '%s'" % tuple(h.split(": ", 1)) for h in headers)
    return "const r = await fetch('https://%s%s', {\n  headers: { %s },\n});" % (v["host"], path, hdr), "JS fetch call", "js"


def h_requests(items, v, ctx):
    headers, path = http_parts(items, v)
    hdr = ", ".join('"%s": "%s"' % tuple(h.split(": ", 1)) for h in headers)
    return 'r = requests.get("https://%s%s", headers={%s}, timeout=10)\nr.raise_for_status()' % (v["host"], path, hdr), "Python requests call", "python"


def h_debuglog(items, v, ctx):
    headers, path = http_parts(items, v)
    hs = "".join("\\r\\n%s" % h for h in headers)
    return "%s DEBUG urllib3.connectionpool send: b'GET %s HTTP/1.1\\r\\nHost: %s%s\\r\\n'\n%s DEBUG response status=%d" % (
        ts_log(), path, v["host"], hs, ts_log(), ch([401, 403, 429, 200])), "HTTP debug log", ""


def h_dotHttp(items, v, ctx):
    headers, path = http_parts(items, v)
    return "### %s\nGET https://%s%s\n%s" % (ctx["svc"], v["host"], path, "\n".join(headers)), "REST Client .http file", "http"


def h_url(items, v, ctx):
    headers, path = http_parts(items, v)
    return "https://%s%s" % (v["host"], path), "URL with key in query", ""


HTTP_CONTAINERS = [h_curl, h_raw, h_httpie, h_fetch, h_requests, h_debuglog, h_dotHttp]


# ================================================================ prose helpers
ERRS = ["401 Unauthorized", "403 Forbidden", "invalid_auth", "SignatureDoesNotMatch", "token expired",
        "429 Too Many Requests", "InvalidAccessKeyId", "unauthorized_client", "400 invalid api key",
        "AuthenticationFailed", "permission denied", "ECONNRESET after TLS handshake"]
WHERES_EN = [".env.staging", "deploy/values-prod.yaml", "config/application-prod.yml", "the old ~/.bashrc on the jump host",
             "infra/terraform/main.tf", ".github/workflows/deploy.yml", "docker-compose.override.yml", "src/config.ts",
             "settings/local.py", "the team wiki page", "the ops Slack channel", "the Jenkins job config",
             "the legacy cron script", "the Notion runbook"]
WHERES_KO = [".env.staging", "deploy/values-prod.yaml", "config/application-prod.yml", "점프 호스트의 ~/.bashrc",
             "infra/terraform/main.tf", ".github/workflows/deploy.yml", "docker-compose.override.yml", "src/config.ts",
             "팀 위키", "운영 슬랙 채널", "젠킨스 잡 설정", "예전 크론 스크립트", "노션 런북", "카톡 단톡방 공지"]
TASKS_EN = ["DB migration", "backup restore", "nightly ETL fix", "staging data reset", "log export", "user cleanup",
            "cert renewal", "schema diff", "load test", "VPN setup", "release", "hotfix", "replica rebuild",
            "cost report", "SFTP hand-off"]
TASKS_KO = ["DB 마이그레이션", "백업 복구", "야간 ETL 수정", "스테이징 데이터 초기화", "로그 추출", "계정 정리", "인증서 갱신",
            "스키마 비교", "부하 테스트", "VPN 설정", "배포", "핫픽스", "레플리카 재구성", "비용 리포트", "SFTP 전달 작업"]


def place(prose, snip, pos):
    if pos == "start":
        return snip + "\n" + prose
    if pos == "middle":
        i = prose.find(". ")
        if i > 0:
            return prose[:i + 1] + "\n" + snip + "\n" + prose[i + 2:]
    return prose + "\n" + snip


def base_ctx(lang):
    ko = lang == "ko"
    return {"lang": lang, "svc": ch(SERVICES), "S": None, "E": ch(ENVS_KO if ko else ENVS_EN),
            "ERR": ch(ERRS), "WHERE": ch(WHERES_KO if ko else WHERES_EN), "TASK": ch(TASKS_KO if ko else TASKS_EN)}


def mk(kind, lang, category, mc, le, ask, secrets=(), vendors=()):
    seen = []
    for s in secrets:
        if s not in seen:
            seen.append(s)
    return {"kind": kind, "lang": lang, "category": category,
            "fields": {"missing_context": mc.strip(), "lesson": le.strip(), "ask_next_time": ask.strip()},
            "secrets": seen, "vendors": list(vendors)}


def decoy_tail(lang):
    """realistic non-secret trailing detail (commit, ticket, request id) sometimes appended to secret notes"""
    if not chance(0.25):
        return ""
    ko = lang == "ko"
    return ch([lambda: (" 수정 커밋 %s." if ko else " Fix is in commit %s.") % rs(HEX, ch([7, 12])),
               lambda: (" 관련 티켓 OPS-%d." if ko else " Ticket OPS-%d.") % rint(100, 9999),
               lambda: (" request id %s" if ko else " (request id %s)") % uuid4(),
               lambda: (" 배포 버전 v%d.%d.%d." if ko else " Deployed as v%d.%d.%d.") % (rint(1, 4), rint(0, 40), rint(0, 20))])()


# ---------------------------------------------------------------- vendor-token prose
VT_CTX_EN = [
    "The {S} deploy to {E} kept failing with {ERR} from {V}, and I didn't know which credential the job actually loaded.",
    "I didn't know where {S} reads its {V} credential from. The user pasted what is in {WHERE}.",
    "Nobody mentioned that {S} calls {V} directly. I only found the key after grepping {WHERE}.",
    "User asked me to fix {ERR} from {V} in {S}. I was missing which of the keys in {WHERE} is the live one.",
    "While debugging {S} on {E} I needed the {V} key the old cron used. It was hardcoded in {WHERE}.",
    "I assumed {S} pulled its {V} key from a secret manager. It doesn't; the value is committed in {WHERE}.",
    "The onboarding doc did not say how {S} authenticates to {V} on {E}.",
    "I didn't know the {V} credential had been rotated last week. The new value from the user is below.",
    "Context I lacked: {S} on {E} talks to {V} with a long-lived key kept in {WHERE}.",
    "Integration tests for {S} hit {V} for real and I didn't know which key they expect. The user showed me {WHERE}.",
    "Moving {S} from Heroku to k8s, I didn't know the {V} key had to be carried over by hand.",
    "Local run of {S} failed with {ERR}. I didn't know the {V} key must be set before `make dev`.",
]
VT_LES_EN = [
    "{S} takes its {V} credential from {WHERE}. When {ERR} shows up, check that value first before touching code.",
    "The {V} key in {WHERE} is the {E} one. {S} reads it only at boot, so restart the pods after changing it.",
    "Do not trust the README for {V}. The value {S} really uses is the one in {WHERE}; rotate it after this incident.",
    "{ERR} from {V} meant the key belonged to another environment. {E} needs its own key.",
    "Keep the {V} credential out of the repo next time. For now {S} still depends on it.",
    "{V} rejects requests from {S} when key and region disagree. Fixed by using the {E} pair.",
    "Switching {S} to the new {V} key fixed {ERR}. The old one is revoked.",
    "The {V} SDK silently falls back to the env var when the config value is empty. That's why {S} worked locally but not on {E}.",
    "Before retrying a {V} call, check the credential scope. The key used by {S} is read-only.",
    "In debug mode {S} prints the whole {V} auth material. Turn debug off on {E}.",
]
VT_ASK_EN = [
    "Which {V} key should {S} use on {E}, and where is the canonical copy kept?",
    "Is the {V} credential in {WHERE} going to be rotated, and who owns it?",
    "Can I move the {V} key for {S} into the secret manager?",
    "Should {E} and local development share the same {V} key?",
    "",
    "Who can issue a new {V} key if this one gets revoked?",
    "",
]
VT_ASKSEC_EN = [
    "Is `{SEC}` still the active {V} key for {E}, or was it rotated?",
    "Can I keep using {SEC} for {S} until the new key arrives?",
    "Should the {V} value {SEC} also go into {WHERE}?",
    "The key I have is {SEC}; is that the {E} one?",
]
VT_INLINE_EN = [
    "{V} rejected `{SEC}` with {ERR}; it belonged to the old workspace. {S} now needs the key from {WHERE}.",
    "The working {V} credential for {S} on {E} is {SEC}. Anything else in {WHERE} is stale.",
    "Set {K}={SEC} before running {S} locally, otherwise the {V} client falls back to anonymous mode and gets {ERR}.",
    "{S} was still sending {SEC} to {V} after the rotation, which explains the {ERR} spikes.",
    "Token check: {SEC} ({V}, {E}) passed the whoami call once the clock skew was fixed.",
]
VT_CTX_KO = [
    "{S}(을)를 {E}에 배포할 때 {V} 쪽에서 계속 {ERR}(이)가 났는데, 잡이 실제로 어떤 자격 증명을 읽는지 몰랐다.",
    "{S}(이)가 {V} 키를 어디서 읽는지 몰랐다. 사용자가 {WHERE} 내용을 붙여 줬다.",
    "{S}(이)가 {V}(을)를 직접 호출한다는 걸 아무도 말해주지 않았다. {WHERE}(을)를 grep 하고 나서야 키를 찾았다.",
    "사용자가 {S}의 {V} {ERR} 에러를 고쳐 달라고 했다. {WHERE}에 있는 키 중 어느 게 살아 있는 건지 몰랐다.",
    "{E} 환경에서 {S}(을)를 디버깅하는데 예전 크론이 쓰던 {V} 키가 필요했다. {WHERE}에 하드코딩되어 있었다.",
    "{S}(이)가 {V} 키를 시크릿 매니저에서 가져오는 줄 알았는데 아니었다. 값이 {WHERE}에 그대로 커밋되어 있다.",
    "온보딩 문서에 {S}(이)가 {E}에서 {V} 인증을 어떻게 하는지 안 나와 있었다.",
    "지난주에 {V} 키가 교체된 걸 몰랐다. 사용자가 새로 준 값은 아래와 같다.",
    "{S} 로컬 실행이 {ERR}(으)로 실패했다. `make dev` 전에 {V} 키를 넣어야 한다는 걸 몰랐다.",
    "{S}(을)를 k8s로 옮기면서 {V} 키를 손으로 옮겨야 한다는 걸 몰랐다.",
]
VT_LES_KO = [
    "{S}(은)는 {V} 자격 증명을 {WHERE}에서 읽는다. {ERR}(이)가 뜨면 코드보다 이 값부터 확인할 것.",
    "{WHERE}에 있는 {V} 키가 {E}용이다. {S}(은)는 부팅 시에만 읽으니 바꾸면 파드를 재시작해야 한다.",
    "{V} 관련해서는 README를 믿지 말 것. {S}(이)가 실제로 쓰는 값은 {WHERE}에 있다.",
    "{V}의 {ERR}(은)는 다른 환경 키를 써서 난 것이었다. {E}(은)는 별도 키가 필요하다.",
    "다음부터는 {V} 키를 저장소에 두지 말 것. 당장은 {S}(이)가 이 값에 의존한다.",
    "새 {V} 키로 바꾸니 {ERR}(이)가 사라졌다. 예전 키는 폐기됨.",
    "{V} SDK는 설정값이 비어 있으면 환경변수로 조용히 fallback 한다. 그래서 로컬에선 되고 {E}에선 안 됐다.",
    "{S}(을)를 debug 모드로 돌리면 {V} 인증 정보가 로그에 그대로 찍힌다. {E}에서는 debug를 끌 것.",
]
VT_ASK_KO = [
    "{E}에서 {S}(이)가 쓸 {V} 키는 어느 것이고, 원본은 어디에 보관하나요?",
    "{WHERE}에 있는 {V} 키는 언제 교체 예정인가요? 담당자는 누구인가요?",
    "{S}의 {V} 키를 시크릿 매니저로 옮겨도 될까요?",
    "",
    "이 키가 폐기되면 새 {V} 키는 누가 발급하나요?",
    "",
]
VT_ASKSEC_KO = [
    "`{SEC}` 이 {V} 키 아직 {E}에서 유효한가요, 아니면 교체됐나요?",
    "새 키 받기 전까지 {SEC} 계속 써도 될까요?",
    "제가 가진 키가 {SEC}인데 {E}용 맞나요?",
]
VT_INLINE_KO = [
    "{V}(이)가 `{SEC}`(을)를 {ERR}(으)로 거부했다. 예전 워크스페이스 키였다. {S}(은)는 {WHERE}의 키를 써야 한다.",
    "{E}에서 {S}(이)가 쓰는 유효한 {V} 키는 {SEC} 이다. {WHERE}의 나머지 값은 오래된 것.",
    "{S}(을)를 로컬에서 돌리기 전에 {K}={SEC} 를 설정해야 한다. 안 그러면 {V} 클라이언트가 {ERR}(을)를 낸다.",
    "키 교체 후에도 {S}(이)가 {SEC}(을)를 계속 보내고 있었다. 그래서 {ERR}(이)가 튀었다.",
]
VT_SPLIT = {"en": [("I didn't have the {V} credential for {S} on {E}. {K}:", "{SEC}\nPut it in {WHERE}; {S} reads it at boot."),
                   ("The user gave me the {E} {V} key for {S} (value in the lesson).", "{K} value: {SEC}\nOnly valid for {E}."),
                   ("Missing piece for {S}: the {V} {K}. It is the next line.", "{SEC}\nrestart {S} after setting it.")],
            "ko": [("{E}용 {S}의 {V} 키가 없었다. {K}:", "{SEC}\n{WHERE}에 넣고 재시작하면 된다."),
                   ("사용자가 {S}용 {V} 키를 줬다 (값은 lesson 에 적음).", "{K} 값: {SEC}\n{E} 전용."),
                   ("{S}에 빠져 있던 건 {V} {K} 하나였다. 아래 줄 참고.", "{SEC}\n설정 후 {S} 재시작 필수.")]}


class Cycler:
    """walks through a list in shuffled order, reshuffling when exhausted"""

    def __init__(self, items):
        self.items = list(items)
        self.queue = []

    def next(self):
        if not self.queue:
            self.queue = list(self.items)
            R.shuffle(self.queue)
        return self.queue.pop()


VENDOR_CYCLE = Cycler(range(len(VENDORS)))


def vkey_of(v):
    return re.sub(r"[^a-z0-9]+", "_", v["name"].split(" (")[0].lower()).strip("_")


def p(tag, lang, en, ko):
    return pick(tag + "_" + lang, ko if lang == "ko" else en)


def note_vendor(lang, v=None):
    v = v or VENDORS[VENDOR_CYCLE.next()]
    items = v["gen"]()
    c = base_ctx(lang)
    c["vkey"] = vkey_of(v)
    V = v["ko"] if lang == "ko" else v["name"].split(" (")[0]
    kw = dict(S=c["svc"], E=c["E"], ERR=c["ERR"], WHERE=c["WHERE"], V=V)
    sec_items = [it for it in items if it["s"]]
    modes = ["kv"] * 6 + ["inline", "ask", "split"]
    if http_ok(items, v):
        modes += ["http"] * 3
    mode = ch(modes)
    if mode in ("inline", "ask", "split") and len(sec_items) > 1:
        mode = "kv"
    ctx_t = p("vt_ctx", lang, VT_CTX_EN, VT_CTX_KO)
    les_t = p("vt_les", lang, VT_LES_EN, VT_LES_KO)
    ask_t = p("vt_ask", lang, VT_ASK_EN, VT_ASK_KO)
    mc, le, ask = fill(ctx_t, **kw), fill(les_t, **kw), fill(ask_t, **kw)
    secrets = []
    if mode in ("kv", "http"):
        if mode == "kv":
            snip, fmt, hint, shown = render_kv(items, c)
        else:
            hc = ch(HTTP_CONTAINERS + ([h_url] * 2 if any(it["q"] for it in items) else []))
            snip, fmt, hint = hc(items, v, c)
            shown = {it["v"]: it["v"] for it in items}
        secrets = [shown[it["v"]] for it in sec_items]
        snip = fence(snip, hint)
        if chance(0.5):
            mc = place(mc, snip, ch(["end", "end", "middle", "start"]))
        else:
            le = place(le, snip, ch(["end", "middle", "start"]))
        category = "token: %s in %s" % (v["name"], fmt)
    elif mode == "inline":
        it = sec_items[0]
        t = p("vt_inline", lang, VT_INLINE_EN, VT_INLINE_KO)
        s = fill(t, SEC=it["v"], K=it["k"], **kw)
        if chance(0.5):
            le = s + " " + le
        else:
            le = le + " " + s
        secrets = [it["v"]]
        category = "token: %s inline in prose" % v["name"]
    elif mode == "ask":
        it = sec_items[0]
        ask = fill(p("vt_asksec", lang, VT_ASKSEC_EN, VT_ASKSEC_KO), SEC=it["v"], **kw)
        secrets = [it["v"]]
        category = "token: %s only in ask_next_time question" % v["name"]
    else:
        it = sec_items[0]
        a, b = pick("vt_split_" + lang, VT_SPLIT[lang])
        mc = mc + " " + fill(a, K=it["k"], **kw)
        le = fill(b, SEC=it["v"], K=it["k"], **kw) + "\n" + le
        secrets = [it["v"]]
        category = "token: %s split across fields (label in missing_context, value in lesson)" % v["name"]
    if mode in ("kv", "http", "inline") and chance(0.14):
        ask = fill(p("vt_asksec", lang, VT_ASKSEC_EN, VT_ASKSEC_KO), SEC=secrets[0], **kw)
        category += " + repeated in ask_next_time"
    le = _after_snippet(le, decoy_tail(lang))
    return mk("secret", lang, category, mc, le, ask, secrets, [v["name"]])


# ================================================================ generic credential prose (passwords, commands, ...)
CR_CTX_EN = [
    "I didn't know {WHAT}, so the {TASK} stalled until the user pasted it.",
    "The user handed me {WHAT} in chat while we were doing the {TASK}.",
    "Missing context: {WHAT} is not in the vault. It only lives in {WHERE}.",
    "I tried the {TASK} with the default credentials and got {ERR}. The real ones are below.",
    "The {TASK} needed {WHAT}. I eventually found it in {WHERE}.",
    "I was asked to do the {TASK} on {E} but didn't have {WHAT}.",
    "The runbook for the {TASK} skips the login step. {WHATC} had to come from the user.",
    "I didn't realise the {TASK} script prompts for {WHAT} unless it is passed on the command line.",
    "Spent 20 minutes on {ERR} during the {TASK} before learning that {WHAT} changed last month.",
]
CR_LES_EN = [
    "For the {TASK}, use exactly what is shown here. {S} does not accept other accounts.",
    "{WHATC} works only from the bastion on {E}. Run the {TASK} there.",
    "Don't retry the login more than 3 times: the account locks for 30 minutes.",
    "Once the {TASK} is done, ask the owner to rotate {WHAT}.",
    "{ERR} meant I used the wrong account, not a network problem. The right one is here.",
    "Quote the password. Unquoted, the shell eats the special characters and you get {ERR}.",
    "Keep {WHAT} out of shell history next time (leading space or an interactive prompt).",
    "{S} caches the credential. After changing it, restart before testing again.",
    "The same login is reused by {S} on {E}, so coordinate before changing it.",
]
CR_ASK_EN = [
    "Is {WHAT} shared with anyone else, and may I rotate it after the {TASK}?",
    "Where should {WHAT} be stored so I don't have to ask again?",
    "",
    "Do you want me to create a dedicated account for the {TASK} instead?",
    "Should I use the same credentials on {E}?",
    "",
]
CR_ASKSEC_EN = [
    "Is it still {SEC}, or did it change after the {TASK}?",
    "Can I keep using {SEC} for the {TASK} on {E}?",
    "Should {SEC} be rotated now that it is in the notes?",
    "Does `{SEC}` also work on {E}?",
]
CR_CTX_KO = [
    "{WHAT}(을)를 몰라서 {TASK}(이)가 멈췄고, 사용자가 붙여 준 뒤에야 진행했다.",
    "{TASK} 중에 사용자가 채팅으로 {WHAT}(을)를 알려줬다.",
    "몰랐던 점: {WHAT}(은)는 볼트에 없고 {WHERE}에만 있다.",
    "기본 계정으로 {TASK}(을)를 시도했다가 {ERR}(이)가 났다. 실제 값은 아래와 같다.",
    "{TASK}에 {WHAT}(이)가 필요했다. 결국 {WHERE}에서 찾았다.",
    "{E}에서 {TASK}(을)를 하라고 했는데 {WHAT}(이)가 없었다.",
    "{TASK} 런북에 로그인 단계가 빠져 있다. {WHAT}(은)는 사용자에게 받아야 했다.",
    "{TASK} 스크립트가 커맨드라인에 안 주면 {WHAT}(을)를 프롬프트로 묻는다는 걸 몰랐다.",
    "{TASK} 하다가 {ERR}(으)로 20분 날렸다. {WHAT}(이)가 지난달에 바뀐 걸 몰랐다.",
]
CR_LES_KO = [
    "{TASK}에는 여기 적힌 값을 그대로 쓸 것. {S}(은)는 다른 계정을 받지 않는다.",
    "{WHAT}(은)는 {E} 배스천에서만 통한다. {TASK}(은)는 거기서 돌릴 것.",
    "로그인 3번 넘게 틀리면 계정이 30분 잠긴다. 재시도 주의.",
    "{TASK} 끝나면 담당자에게 {WHAT} 교체를 요청할 것.",
    "{ERR}(은)는 네트워크 문제가 아니라 계정을 잘못 쓴 것이었다. 맞는 값은 여기.",
    "비밀번호는 따옴표로 감쌀 것. 안 그러면 셸이 특수문자를 먹어서 {ERR}(이)가 난다.",
    "다음엔 {WHAT}(이)가 셸 히스토리에 남지 않게 할 것 (앞에 공백 또는 프롬프트 입력).",
    "{S}(이)가 자격 증명을 캐시한다. 바꾼 뒤에는 재시작하고 테스트할 것.",
]
CR_ASK_KO = [
    "{WHAT}(을)를 다른 사람도 쓰나요? {TASK} 끝나고 바꿔도 되나요?",
    "다시 묻지 않도록 {WHAT}(은)는 어디에 보관하면 될까요?",
    "",
    "{TASK} 전용 계정을 따로 만들까요?",
    "{E}에도 같은 계정을 써도 되나요?",
    "",
]
CR_ASKSEC_KO = [
    "아직 {SEC} 맞나요, {TASK} 후에 바뀌었나요?",
    "{E} {TASK}에 {SEC} 계속 써도 될까요?",
    "노트에 남았으니 {SEC} 지금 교체해야 할까요?",
    "`{SEC}` 이거 {E}에서도 되나요?",
]

WHAT = {
    "mysql": ("the MySQL password", "MySQL 비밀번호"), "pg": ("the Postgres password", "Postgres 비밀번호"),
    "redis": ("the Redis AUTH password", "Redis AUTH 비밀번호"), "ssh": ("the SSH login of the legacy box", "레거시 서버 SSH 비밀번호"),
    "http": ("the basic-auth login of the export endpoint", "export 엔드포인트 basic auth 계정"),
    "registry": ("the private registry login", "사설 레지스트리 계정"), "nginx": ("the password for the staging basic-auth gate", "스테이징 basic auth 비밀번호"),
    "rabbit": ("the RabbitMQ account password", "RabbitMQ 계정 비밀번호"), "win": ("the Windows service account password", "윈도우 서비스 계정 비밀번호"),
    "smb": ("the file-share password", "파일 공유 비밀번호"), "cert": ("the certificate bundle password", "인증서 번들 비밀번호"),
    "archive": ("the archive password", "압축 파일 비밀번호"), "ldap": ("the LDAP bind password", "LDAP bind 비밀번호"),
    "mssql": ("the SQL Server sa password", "SQL Server sa 비밀번호"), "sftp": ("the partner SFTP login", "협력사 SFTP 계정"),
    "rdp": ("the RDP login of the build server", "빌드 서버 RDP 계정"), "vault": ("the Vault userpass login", "Vault userpass 계정"),
    "k8s": ("the DB credentials for the k8s secret", "k8s 시크릿에 넣을 DB 계정"), "become": ("the sudo password for Ansible", "Ansible sudo 비밀번호"),
    "linux": ("the Linux account password", "리눅스 계정 비밀번호"), "oracle": ("the Oracle schema password", "오라클 스키마 비밀번호"),
    "mqtt": ("the MQTT broker password", "MQTT 브로커 비밀번호"), "gpg": ("the GPG passphrase", "GPG 패스프레이즈"),
    "clouddb": ("the new master password of the managed DB", "관리형 DB 마스터 비밀번호"), "app": ("the app's DB password", "앱 DB 비밀번호"),
    "wp": ("the WordPress admin password", "워드프레스 관리자 비밀번호"), "influx": ("the InfluxDB password", "InfluxDB 비밀번호"),
    "git": ("the Git HTTPS credentials", "Git HTTPS 계정"), "minio": ("the MinIO access and secret key", "MinIO 액세스/시크릿 키"),
    "mongo": ("the MongoDB user password", "MongoDB 사용자 비밀번호"), "kafka": ("the Kafka SASL credentials", "Kafka SASL 계정"),
    "es": ("the elastic superuser password", "elastic 슈퍼유저 비밀번호"), "smtp": ("the mail relay login", "메일 릴레이 계정"),
    "ftp": ("the FTP login", "FTP 계정"), "clickhouse": ("the ClickHouse default password", "ClickHouse default 비밀번호"),
    "amqp": ("the AMQP credentials", "AMQP 계정"), "nas": ("the NAS admin login", "NAS 관리자 계정"),
    "console": ("the admin console password", "관리 콘솔 비밀번호"), "keystore": ("the keystore password", "키스토어 비밀번호"),
    "person": ("the user's own password", "사용자 본인 비밀번호"), "ssh_key": ("the SSH key passphrase", "SSH 키 패스프레이즈"),
    "nexus": ("the Nexus deploy account", "Nexus 배포 계정"), "pgbouncer": ("the pgbouncer user list", "pgbouncer 계정 목록"),
}
DBS = ["orders", "billing", "scm", "erp", "analytics", "crm", "settle", "member"]


def host():
    return ch(["db-prod-01.internal", "10.%d.%d.%d" % (rint(0, 30), rint(0, 255), rint(2, 250)),
               "pg-%s.c%s.ap-northeast-2.rds.amazonaws.com" % (ch(["stg", "prod"]), rs(LOWALNUM, 10)),
               "mysql-%s.corp.local" % ch(["a", "b", "replica"]), "nas.office.lan", "%s.svc.cluster.local" % ch(SERVICES),
               "sftp.partner-%s.co.kr" % rs(LO, 4), "192.168.%d.%d" % (rint(0, 10), rint(2, 250))])


def _after_snippet(le, tail):
    if not tail:
        return le
    if le.rstrip().endswith((".", "다", "요", "것", ")", "?", "음", "함", "됨")):
        return le + tail
    return le + "\n" + tail.strip()


def cred_note(lang, category, snip, hint, secrets, what="console", vendors=(), allow_repeat=True):
    """wraps a credential snippet into generic prose"""
    c = base_ctx(lang)
    ko = lang == "ko"
    w = WHAT[what][1 if ko else 0]
    kw = dict(S=c["svc"], E=c["E"], ERR=c["ERR"], WHERE=c["WHERE"], TASK=c["TASK"], WHAT=w, WHATC=w[:1].upper() + w[1:])
    mc = fill(p("cr_ctx", lang, CR_CTX_EN, CR_CTX_KO), **kw)
    le = fill(p("cr_les", lang, CR_LES_EN, CR_LES_KO), **kw)
    ask = fill(p("cr_ask", lang, CR_ASK_EN, CR_ASK_KO), **kw)
    snip = fence(snip, hint)
    if chance(0.55):
        mc = place(mc, snip, ch(["end", "end", "middle", "start"]))
    else:
        le = place(le, snip, ch(["end", "middle", "start"]))
    if allow_repeat and chance(0.13):
        ask = fill(p("cr_asksec", lang, CR_ASKSEC_EN, CR_ASKSEC_KO), SEC=secrets[0], **kw)
        category += " + repeated in ask_next_time"
    le = _after_snippet(le, decoy_tail(lang))
    return mk("secret", lang, category, mc, le, ask, secrets, vendors)
# ---------------------------------------------------------------- F2 passwords in configs / prose
def note_password_config(lang):
    ko = lang == "ko"
    pw, style = password(shell_safe=chance(0.6))
    u = ch(USERS_KO if ko else USERS_EN)
    H = host()
    db = ch(DBS)
    forms = [
        ("Spring YAML datasource", "yaml", lambda: "spring:\n  datasource:\n    url: jdbc:postgresql://%s:5432/%s\n    username: %s\n    password: %s" % (H, db, u, yq(pw))),
        (".env DB_PASSWORD", "dotenv", lambda: "DB_HOST=%s\nDB_USER=%s\nDB_PASSWORD=%s\nDB_NAME=%s" % (H, u, '"%s"' % pw if not re.fullmatch(r"[A-Za-z0-9_.@-]+", pw) else pw, db)),
        ("wp-config.php", "php", lambda: "define( 'DB_NAME', '%s' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', '%s' );" % (db, u, pw, H)),
        ("my.cnf [client]", "ini", lambda: "[client]\nuser=%s\npassword=%s\nhost=%s" % (u, pw, H)),
        ("redis.conf requirepass", "", lambda: "bind 0.0.0.0\nprotected-mode yes\nrequirepass %s\nmaxmemory 2gb" % pw),
        ("pgbouncer userlist.txt", "", lambda: '"%s" "%s"\n"pgbouncer_stats" "md5%s"' % (u, pw, rs(HEX, 32))),
        ("Maven settings.xml server", "xml", lambda: "<server>\n  <id>nexus-releases</id>\n  <username>%s</username>\n  <password>%s</password>\n</server>" % (u, pw)),
        ("account table", "", lambda: ("| 시스템 | 계정 | 비밀번호 |\n|---|---|---|\n| %s | %s | %s |" if ko else "| system | user | password |\n|---|---|---|\n| %s | %s | %s |") % (ch(["NAS", "Grafana", "ERP", "Jenkins", "Wiki"]), u, pw)),
        ("prose user / password", "", lambda: ("계정: %s / 비번: %s" if ko else "login: %s / %s") % (u, pw)),
        ("chat message", "", lambda: "[%02d:%02d] %s: %s" % (rint(8, 22), rint(0, 59), ch(["팀장님", "김대리", "dana", "ops-bot"] if ko else ["dana", "mike", "priya", "lead"]),
                                                           (("%s 비번 %s 입니다. 외부 공유 금지요" % (ch(["NAS", "공유기", "테스트 계정", "관리자 페이지"]), pw)) if ko else ("the %s password is %s, don't share it" % (ch(["NAS", "router", "test account", "admin page"]), pw))))),
        ("SMTP config (app password)", "yaml", lambda: "mail:\n  host: smtp.gmail.com\n  port: 587\n  username: %s@%s\n  password: \"%s\"" % (u.replace("_", "."), ch(["acme.io", "hanbit-shop.co.kr", "gmail.com"]), PW_OVERRIDE.setdefault("gmail", gmail_app_password()))),
        ("Ansible become password", "yaml", lambda: "ansible_user: %s\nansible_become: true\nansible_become_password: %s" % (u, yq(pw))),
        ("JSON credentials", "json", lambda: '{\n  "host": "%s",\n  "username": "%s",\n  "password": "%s"\n}' % (H, u, pw)),
        ("docker-compose POSTGRES_PASSWORD", "yaml", lambda: "  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: %s\n      POSTGRES_PASSWORD: %s" % (u, yq(pw))),
        ("Keycloak/Grafana admin env", "dotenv", lambda: "%s=%s\n%s=%s" % (ch(["KEYCLOAK_ADMIN", "GF_SECURITY_ADMIN_USER"]), u, ch(["KEYCLOAK_ADMIN_PASSWORD", "GF_SECURITY_ADMIN_PASSWORD"]), pw)),
        (".pgpass line", "", lambda: "%s:5432:%s:%s:%s" % (H, db, u, pw)),
        ("keystore password properties", "properties", lambda: "server.ssl.key-store=classpath:keystore.p12\nserver.ssl.key-store-password=%s\nserver.ssl.key-alias=tomcat" % pw),
        ("people password in prose", "", lambda: ("사용자 본인 %s 비밀번호는 %s 라고 함." % (ch(["VPN", "사내 메일", "그룹웨어", "공동인증서"]), pw)) if ko else ("The user said their %s password is %s." % (ch(["VPN", "webmail", "Okta", "laptop"]), pw))),
    ]
    PW_OVERRIDE.clear()
    fmt, hint, f = ch(forms)
    snip = f()
    secret = PW_OVERRIDE.get("gmail", pw)
    if "gmail" in PW_OVERRIDE:
        style = "gmail app password"
    PW_OVERRIDE.clear()
    if fmt in (".pgpass line",) and ":" in pw:
        return None
    return cred_note(lang, "password: %s (%s)" % (fmt, style), snip, hint, [secret], what=PWCONF_WHAT.get(fmt, "console"))


PW_OVERRIDE = {}


# ---------------------------------------------------------------- F3 passwords in commands
CMD_FORMS = [
    ("mysql -p attached password", "mysql -h {H} -u {U} -p{PQ} {DB}"),
    ("mysql --password=", "mysql -h {H} -u {U} --password={PQ} -e 'SHOW PROCESSLIST'"),
    ("mysqldump -u -p attached", "mysqldump -u{U} -p{PQ} --single-transaction {DB} > {DB}.sql"),
    ("PGPASSWORD env prefix", "PGPASSWORD={PQ} psql -h {H} -U {U} -d {DB} -c '\\dt'"),
    ("psql conninfo password=", "psql \"host={H} user={U} password={PR} dbname={DB} sslmode=require\""),
    ("redis-cli -a", "redis-cli -h {H} -p 6379 -a {PQ} --no-auth-warning INFO replication"),
    ("sshpass -p", "sshpass -p {PQ} ssh -o StrictHostKeyChecking=no {U}@{H}"),
    ("curl -u user:pass", "curl -u '{U}:{P}' https://{H}/api/v1/export?from=2025-10-01"),
    ("wget --password", "wget --user={U} --password={PQ} https://{H}/backup/latest.tar.gz"),
    ("docker login -p", "docker login registry.{DOM} -u {U} -p {PQ}"),
    ("htpasswd -b positional", "htpasswd -b -c /etc/nginx/.htpasswd {U} {PQ}"),
    ("rabbitmqctl add_user positional", "rabbitmqctl add_user {U} {PQ}\nrabbitmqctl set_permissions -p / {U} \".*\" \".*\" \".*\""),
    ("net user positional (Windows)", "net user {U} {PR} /add /y"),
    ("smbclient -U user%pass", "smbclient //{H}/share -U {U}%{PR} -c 'ls'"),
    ("mount cifs password=", "sudo mount -t cifs //{H}/backup /mnt/backup -o username={U},password={PR},vers=3.0"),
    ("openssl -passout pass:", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{PR}"),
    ("zip -P", "zip -P {PQ} export.zip report_{DB}.csv"),
    ("7z -p attached", "7z a -p{PQ} -mhe=on backup.7z ./dump"),
    ("ldapsearch -w", "ldapsearch -x -H ldap://{H} -D 'cn=admin,dc=corp,dc=local' -w {PQ} '(uid=kim*)'"),
    ("sqlcmd -P", "sqlcmd -S {H} -U sa -P {PQ} -Q \"SELECT @@VERSION\""),
    ("lftp -u user,pass", "lftp -u {U},{PQ} sftp://{H}"),
    ("xfreerdp /p:", "xfreerdp /u:{U} /p:{PQ} /v:{H} /cert:ignore"),
    ("vault login userpass positional kv", "vault login -method=userpass username={U} password={PQ}"),
    ("kubectl --from-literal password", "kubectl -n {DB} create secret generic db-cred --from-literal=username={U} --from-literal=password={PQ}"),
    ("helm --set password", "helm upgrade --install pg bitnami/postgresql --set auth.postgresPassword={PQ}"),
    ("ansible -e become password", "ansible-playbook site.yml -i inventory/prod -e ansible_become_password={PQ}"),
    ("echo | chpasswd", "echo '{U}:{P}' | sudo chpasswd"),
    ("echo | sudo -S", "echo {PQ} | sudo -S systemctl restart nginx"),
    ("sqlplus user/pass@", "sqlplus {U}/{PR}@//{H}:1521/ORCLPDB1"),
    ("mosquitto_pub -P", "mosquitto_pub -h {H} -u {U} -P {PQ} -t sensors/test -m ping"),
    ("gpg --passphrase", "gpg --batch --pinentry-mode loopback --passphrase {PQ} -d secrets.tar.gpg | tar x"),
    ("unzip -P", "unzip -P {PQ} invoice_{DB}.zip"),
    ("docker run -e POSTGRES_PASSWORD", "docker run -d --name pg -e POSTGRES_PASSWORD={PQ} -p 5432:5432 postgres:16"),
    ("aws rds --master-user-password", "aws rds modify-db-instance --db-instance-identifier {DB}-prod --master-user-password {PQ} --apply-immediately"),
    ("az sql server create -p", "az sql server create -n sql-{DB}-prod -g rg-prod -l koreacentral -u {U} -p {PQ}"),
    ("gcloud sql users set-password", "gcloud sql users set-password {U} --instance={DB}-pg --password={PQ}"),
    ("java --spring.datasource.password", "java -jar app.jar --spring.profiles.active=prod --spring.datasource.password={PQ}"),
    ("mysqladmin password positional", "mysqladmin -u root -p{OQ} password {PQ}"),
    ("wp-cli --user_pass", "wp user update 1 --user_pass={PQ}"),
    ("dotnet user-secrets set positional", "dotnet user-secrets set \"ConnectionStrings:Db:Password\" \"{P}\""),
    ("RSYNC_PASSWORD prefix", "RSYNC_PASSWORD={PQ} rsync -av ./dist/ rsync://{U}@{H}/www"),
    ("influx -password", "influx -username {U} -password {PQ} -execute 'SHOW DATABASES'"),
    ("SQL CREATE USER IDENTIFIED BY", "CREATE USER '{U}'@'%' IDENTIFIED BY '{P}';\nGRANT SELECT ON {DB}.* TO '{U}'@'%';"),
    ("SQL ALTER USER WITH PASSWORD", "ALTER USER {U} WITH PASSWORD '{P}';"),
    ("redis-cli AUTH in session", "{H}:6379> AUTH {PR}\nOK\n{H}:6379> DBSIZE\n(integer) {N}"),
    ("ssh-keygen -N passphrase", "ssh-keygen -t ed25519 -N {PQ} -f ~/.ssh/deploy_{DB}"),
    ("openssl enc -k", "openssl enc -aes-256-cbc -pbkdf2 -k {PQ} -in {DB}.sql -out {DB}.sql.enc"),
    ("git clone https user:pass@", "git clone https://{U}:{PU}@git.corp.internal/infra/ansible.git"),
    ("pg_dump URL", "pg_dump \"postgresql://{U}:{PU}@{H}:5432/{DB}\" -Fc -f {DB}.dump"),
    ("keytool -storepass -keypass", "keytool -genkeypair -alias app -keystore app.jks -storepass {PQ} -keypass {PQ}"),
    ("psexec -p", "psexec \\\\{H} -u CORP\\{U} -p {PQ} cmd /c ipconfig"),
    ("rclone/mc positional access + secret", "mc alias set prod https://minio.{DOM} {AK} {SK}"),
]


def note_password_command(lang):
    ko = lang == "ko"
    label, tpl = ch(CMD_FORMS)
    pw, style = password(shell_safe=True)
    if "{PR}" in tpl or "{P}" in tpl:
        if not re.fullmatch(r"[A-Za-z0-9!#%^*_=+.~\-가-힣]+", pw) or "%" in pw and "smb" in tpl:
            pw, style = password(styles=["human", "generated", "korean-keyboard", "leet"], shell_safe=True)
            if not re.fullmatch(r"[A-Za-z0-9!#%^*_=+.~\-]+", pw):
                return None
    u = ch(USERS_KO if ko else USERS_EN)
    old, _ = password(styles=["human", "korean-keyboard", "leet"], shell_safe=True)
    ak, sk = rs(UPALNUM, 20), rs(B62 + "+/", 40)
    cmd = fill(tpl, H=host(), U=u, P=pw, PQ=sh_quote(pw), PR=pw, PU=url_pw(pw), DB=ch(DBS), OQ=sh_quote(old), AK=ak, SK=sk,
               DOM=ch(["corp.internal", "acme.io", "hanbit.dev"]), N=rint(1000, 99999))
    if "{AK}" in tpl:
        secrets = [ak, sk]
        cat = "shell: %s" % label
    else:
        secrets = [url_pw(pw) if "{PU}" in tpl else pw] + ([old] if "{OQ}" in tpl else [])
        cat = "shell: %s (%s password)" % (label, style)
    prompt = ch(["$ ", "", "", "# "]) if "\n" not in cmd or chance(0.3) else ""
    return cred_note(lang, cat, prompt + cmd, "bash" if "SQL" not in label else "sql", secrets, what=CMD_WHAT[label])


# ---------------------------------------------------------------- F4 connection strings
def note_connstr(lang):
    ko = lang == "ko"
    pw, style = password()
    u = ch(USERS_KO if ko else USERS_EN)
    H = host()
    db = ch(DBS)
    PU = url_pw(pw)
    simple = re.fullmatch(r"[A-Za-z0-9!#%^*_=+.~\-]+", pw) is not None
    forms = [
        ("postgresql URL", lambda: "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (u, PU, H, db), PU),
        ("mysql URL", lambda: "mysql://%s:%s@%s:3306/%s" % (u, PU, H, db), PU),
        ("mongodb+srv URL", lambda: "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, PU, rs(LOWALNUM, 5), db), PU),
        ("redis URL", lambda: "redis://:%s@%s:6379/0" % (PU, H), PU),
        ("rediss URL (Upstash)", lambda: "rediss://default:%s@%s-%d.upstash.io:6379" % (PU, ch(["apt-gnu", "sweet-cod", "fit-ray"]), rint(10000, 99999)), PU),
        ("amqp URL", lambda: "amqp://%s:%s@%s:5672/%s" % (u, PU, H, db), PU),
        ("SQLAlchemy mssql+pyodbc URL", lambda: "mssql+pyodbc://%s:%s@%s:1433/%s?driver=ODBC+Driver+18+for+SQL+Server" % (u, PU, H, db), PU),
        ("Elasticsearch URL", lambda: "https://elastic:%s@%s:9200" % (PU, H), PU),
        ("ClickHouse URL", lambda: "clickhouse://default:%s@%s:9000/%s" % (PU, H, db), PU),
        ("SMTP URL", lambda: "smtps://%s%%40%s:%s@smtp.%s:465" % (u, ch(["acme.io", "hanbit-shop.co.kr"]), PU, ch(["gmail.com", "worksmobile.com", "office365.com"])), PU),
        ("FTP URL", lambda: "ftp://%s:%s@%s/outbound/" % (u, PU, H), PU),
        ("JDBC password= query", lambda: "jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true" % (H, db, u, pw), pw),
        ("ADO.NET connection string", lambda: "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (db, db, u, pw), pw),
        ("Oracle EZConnect user/pass", lambda: "%s/%s@//%s:1521/ORCLPDB1" % (u, pw, H), pw),
        ("Kafka SASL JAAS", lambda: 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (u, pw), pw),
        ("libpq keyword DSN", lambda: "host=%s port=5432 dbname=%s user=%s password=%s" % (H, db, u, pw), pw),
    ]
    fmt, f, secret = ch(forms)
    if secret == pw and not simple:
        return None
    cs = f()
    wrap = ch(["dotenv", "yaml", "python", "node", "log", "appsettings", "k8s", "prose"])
    if wrap == "dotenv":
        snip, hint = ("DATABASE_URL=%s" % cs if "://" in cs else ("DB_CONN='%s'" if '"' in cs else 'DB_CONN="%s"') % cs), "dotenv"
    elif wrap == "yaml":
        snip, hint = "datasource:\n  url: %s\n  pool: %d" % (yq(cs), rint(5, 30)), "yaml"
    elif wrap == "python":
        snip, hint = 'engine = create_engine("%s", pool_pre_ping=True)' % cs, "python"
    elif wrap == "node":
        snip, hint = "const pool = createPool('%s');" % cs, "js"
    elif wrap == "log":
        snip, hint = "%s ERROR [%s] could not connect to %s: %s" % (ts_log(), ch(SERVICES), cs, ch(["timeout expired", "connection refused", "SSL SYSCALL error: EOF detected"])), ""
    elif wrap == "appsettings":
        snip, hint = '"ConnectionStrings": {\n  "Default": "%s"\n}' % cs, "json"
    elif wrap == "k8s":
        snip, hint = "stringData:\n  DATABASE_URL: %s" % yq(cs), "yaml"
    else:
        snip, hint = (("접속 문자열: %s" if ko else "connection string: %s") % cs), ""
    return cred_note(lang, "connection string: %s in %s (%s password)" % (fmt, wrap, style), snip, hint, [secret], what=CONN_WHAT[fmt])


PWCONF_WHAT = {"Spring YAML datasource": "pg", ".env DB_PASSWORD": "app", "wp-config.php": "wp", "my.cnf [client]": "mysql",
               "redis.conf requirepass": "redis", "pgbouncer userlist.txt": "pgbouncer", "Maven settings.xml server": "nexus",
               "account table": "console", "prose user / password": "console", "chat message": "nas",
               "SMTP config (app password)": "smtp", "Ansible become password": "become", "JSON credentials": "app",
               "docker-compose POSTGRES_PASSWORD": "pg", "Keycloak/Grafana admin env": "console", ".pgpass line": "pg",
               "keystore password properties": "keystore", "people password in prose": "person"}
CMD_WHAT = {"mysql -p attached password": "mysql", "mysql --password=": "mysql", "mysqldump -u -p attached": "mysql",
            "PGPASSWORD env prefix": "pg", "psql conninfo password=": "pg", "redis-cli -a": "redis", "sshpass -p": "ssh",
            "curl -u user:pass": "http", "wget --password": "http", "docker login -p": "registry", "htpasswd -b positional": "nginx",
            "rabbitmqctl add_user positional": "rabbit", "net user positional (Windows)": "win", "smbclient -U user%pass": "smb",
            "mount cifs password=": "smb", "openssl -passout pass:": "cert", "zip -P": "archive", "7z -p attached": "archive",
            "ldapsearch -w": "ldap", "sqlcmd -P": "mssql", "lftp -u user,pass": "sftp", "xfreerdp /p:": "rdp",
            "vault login userpass positional kv": "vault", "kubectl --from-literal password": "k8s", "helm --set password": "pg",
            "ansible -e become password": "become", "echo | chpasswd": "linux", "echo | sudo -S": "linux", "sqlplus user/pass@": "oracle",
            "mosquitto_pub -P": "mqtt", "gpg --passphrase": "gpg", "unzip -P": "archive", "docker run -e POSTGRES_PASSWORD": "pg",
            "aws rds --master-user-password": "clouddb", "az sql server create -p": "clouddb", "gcloud sql users set-password": "clouddb",
            "java --spring.datasource.password": "app", "mysqladmin password positional": "mysql", "wp-cli --user_pass": "wp",
            "dotnet user-secrets set positional": "app", "RSYNC_PASSWORD prefix": "sftp", "influx -password": "influx",
            "SQL CREATE USER IDENTIFIED BY": "mysql", "SQL ALTER USER WITH PASSWORD": "pg", "redis-cli AUTH in session": "redis",
            "ssh-keygen -N passphrase": "ssh_key", "openssl enc -k": "archive", "git clone https user:pass@": "git", "pg_dump URL": "pg",
            "keytool -storepass -keypass": "keystore", "psexec -p": "win", "rclone/mc positional access + secret": "minio"}
CONN_WHAT = {"postgresql URL": "pg", "mysql URL": "mysql", "mongodb+srv URL": "mongo", "redis URL": "redis", "rediss URL (Upstash)": "redis",
             "amqp URL": "amqp", "SQLAlchemy mssql+pyodbc URL": "mssql", "Elasticsearch URL": "es", "ClickHouse URL": "clickhouse",
             "SMTP URL": "smtp", "FTP URL": "ftp", "JDBC password= query": "mysql", "ADO.NET connection string": "mssql",
             "Oracle EZConnect user/pass": "oracle", "Kafka SASL JAAS": "kafka", "libpq keyword DSN": "pg"}


# ================================================================ family prose (secret notes other than vendor/password)
def family_note(lang, tag, T, kw, snip, hint, secrets, category, vendors=(), snip_field=None, repeat=0.12):
    """T = {"ctx_en": [...], "les_en": [...], "ask_en": [...], "ctx_ko": ..., "les_ko": ..., "ask_ko": ...}"""
    mc = fill(pick(tag + "_ctx_" + lang, T["ctx_" + lang]), **kw)
    le = fill(pick(tag + "_les_" + lang, T["les_" + lang]), **kw)
    ask = fill(pick(tag + "_ask_" + lang, T["ask_" + lang]), **kw)
    if snip is not None:
        snip = fence(snip, hint)
        fld = snip_field or ch(["mc", "mc", "le"])
        if fld == "mc":
            mc = place(mc, snip, ch(["end", "end", "middle", "start"]))
        else:
            le = place(le, snip, ch(["end", "middle", "start"]))
    if repeat and chance(repeat):
        ask = fill(p("cr_asksec", lang, CR_ASKSEC_EN, CR_ASKSEC_KO), SEC=secrets[0], **kw)
        category += " + repeated in ask_next_time"
    le = _after_snippet(le, decoy_tail(lang))
    return mk("secret", lang, category, mc, le, ask, secrets, vendors)


def kwbase(lang):
    c = base_ctx(lang)
    return dict(S=c["svc"], E=c["E"], ERR=c["ERR"], WHERE=c["WHERE"], TASK=c["TASK"], H=host())


def vendor_by(name_prefix):
    for v in VENDORS:
        if v["name"].startswith(name_prefix):
            return v
    raise KeyError(name_prefix)


# ---------------------------------------------------------------- F5 HTTP auth headers, cookies
T_HTTP = {
    "ctx_en": ["Reproducing the {ERR} on {S} needed an authenticated request. The user pasted the one from their browser devtools.",
               "I didn't know {S} on {E} sits behind an auth header that the load balancer checks. The working request was this.",
               "The {S} admin endpoints need a logged-in session and I had none. The user copied theirs for me.",
               "I could not call the internal {S} API from the runner: it expects credentials that are not in CI. The user showed the call that works.",
               "Missing context: the partner API for {S} authenticates with a static header, not OAuth."],
    "les_en": ["Requests to {S} on {E} only pass with the header shown; without it the gateway answers {ERR}.",
               "Session credentials copied from a browser expire; when {ERR} comes back, ask for a fresh one instead of debugging.",
               "The gateway strips unknown headers, so the credential has to be in exactly this header.",
               "Don't paste the full request into tickets next time. Redact the credential first.",
               "Replaying the request reproduced the bug in one try. The handler in {S} ignores the tenant header when the credential is an admin one."],
    "ask_en": ["Can I get a service account for {S} instead of using a personal session?", "", "How long is this credential valid on {E}?",
               "Should the gateway credential for {S} live in the vault?", ""],
    "ctx_ko": ["{S}의 {ERR}(을)를 재현하려면 인증된 요청이 필요했다. 사용자가 브라우저 개발자도구에서 복사해 줬다.",
               "{E}의 {S} 앞단 로드밸런서가 인증 헤더를 검사한다는 걸 몰랐다. 동작하는 요청은 이렇다.",
               "{S} 관리자 엔드포인트는 로그인 세션이 있어야 하는데 나는 없었다. 사용자가 자기 세션을 복사해 줬다.",
               "러너에서 내부 {S} API를 호출할 수 없었다. CI에 없는 자격 증명이 필요했다. 사용자가 되는 호출을 보여줬다.",
               "몰랐던 점: {S}의 협력사 API는 OAuth가 아니라 고정 헤더로 인증한다."],
    "les_ko": ["{E}의 {S} 요청은 위 헤더가 있어야만 통과한다. 없으면 게이트웨이가 {ERR}(을)를 준다.",
               "브라우저에서 복사한 세션 값은 만료된다. {ERR}(이)가 다시 나면 디버깅하지 말고 새 값을 요청할 것.",
               "게이트웨이가 모르는 헤더는 지우기 때문에 자격 증명은 정확히 이 헤더에 넣어야 한다.",
               "다음엔 요청 전체를 티켓에 붙이지 말 것. 자격 증명부터 지우고 붙일 것.",
               "요청을 그대로 재전송하니 한 번에 재현됐다. {S} 핸들러가 관리자 자격 증명일 때 tenant 헤더를 무시한다."],
    "ask_ko": ["개인 세션 말고 {S}용 서비스 계정을 받을 수 있을까요?", "", "{E}에서 이 자격 증명 유효기간이 얼마인가요?",
               "{S} 게이트웨이 자격 증명을 볼트에 넣어도 될까요?", ""],
}


def note_http_auth(lang):
    kw = kwbase(lang)
    host_ = ch(["api.internal.acme.io", "admin.%s" % ch(["hanbit-shop.co.kr", "acme.io", "saeroun.kr"]), "%s.stg.corp.internal" % kw["S"],
                "partner-gw.%s.com" % rs(LO, 5)])
    path = ch(["/v1/orders?status=PAID", "/admin/users/%d" % rint(10, 99999), "/api/export.csv", "/internal/reindex", "/v2/settlements/%s" % date_ymd()])
    kind = ch(["basic", "basic", "bearer", "bearer", "apikey", "cookie", "cookie", "requests", "proxy"])
    if kind == "basic":
        pw, style = password(shell_safe=True)
        blob = basic_blob(ch(USERS_EN), pw)
        hdr = "Authorization: Basic " + blob
        secrets = [blob]
        cat = "header: Basic auth blob (%s password)" % style
    elif kind == "bearer":
        tok = jwt_generic(long=chance(0.3)) if chance(0.7) else rs(B64U, ch([32, 43, 64]))
        hdr = "Authorization: Bearer " + tok
        secrets = [tok]
        cat = "header: Bearer token" + (" (JWT)" if tok.startswith("eyJ") else " (opaque)")
    elif kind == "apikey":
        name = ch(["X-API-Key", "X-Internal-Token", "X-Partner-Secret", "Api-Key", "X-Auth-Token"])
        tok = ch([rs(HEX, 40), rs(B62, 32), "ak_" + rs(B62, 30), uuid4().replace("-", "")])
        hdr = "%s: %s" % (name, tok)
        secrets = [tok]
        cat = "header: custom API-key header %s" % name
    elif kind == "cookie":
        name, val = session_cookie()
        hdr = "Cookie: %s=%s; theme=dark; lang=%s" % (name, val, ch(["ko", "en"]))
        secrets = [val]
        cat = "cookie: %s session cookie" % name
    elif kind == "requests":
        pw, style = password(shell_safe=True)
        snip = 'r = requests.get("https://%s%s", auth=("%s", "%s"), timeout=15)' % (host_, path, ch(USERS_EN), pw)
        return family_note(lang, "http", T_HTTP, kw, snip, "python", [pw], "code: python requests auth tuple (%s password)" % style)
    else:
        pw, style = password(shell_safe=True)
        u = ch(USERS_EN)
        if chance(0.5):
            blob = basic_blob(u, pw)
            hdr = "Proxy-Authorization: Basic " + blob
            secrets = [blob]
            cat = "header: Proxy-Authorization Basic blob"
        else:
            snip = "export HTTPS_PROXY=http://%s:%s@proxy.corp.local:3128\nexport NO_PROXY=localhost,.svc.cluster.local" % (u, url_pw(pw))
            return family_note(lang, "http", T_HTTP, kw, snip, "bash", [url_pw(pw)], "proxy URL with user:password (%s)" % style)
    form = ch(["curl", "raw", "log", "nginx", "fetch", "setcookie", "playwright"])
    if form == "setcookie" and kind != "cookie":
        form = "raw"
    if form == "playwright" and kind != "cookie":
        form = "curl"
    if form == "curl":
        if kind == "cookie" and chance(0.5):
            snip = "curl -s -b '%s' https://%s%s" % (hdr.split(": ", 1)[1], host_, path)
        else:
            snip = "curl -s -H '%s' https://%s%s | jq ." % (hdr, host_, path)
    elif form == "raw":
        snip = "GET %s HTTP/1.1\nHost: %s\n%s\nAccept: */*" % (path, host_, hdr)
    elif form == "log":
        snip = "%s INFO  [gateway] -> %s %s headers={'%s': '%s', 'X-Request-Id': '%s'}" % (ts_log(), ch(["GET", "POST"]), path, hdr.split(": ", 1)[0], hdr.split(": ", 1)[1], uuid4())
    elif form == "nginx":
        snip = "location /upstream/ {\n    proxy_pass https://%s;\n    proxy_set_header %s \"%s\";\n}" % (host_, hdr.split(": ", 1)[0], hdr.split(": ", 1)[1])
    elif form == "fetch":
        snip = "await fetch('https://%s%s', { headers: { '%s': '%s' } });" % (host_, path, hdr.split(": ", 1)[0], hdr.split(": ", 1)[1])
    elif form == "setcookie":
        name, val = hdr.split(": ", 1)[1].split(";")[0].split("=", 1)
        snip = "HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val)
    else:
        name, val = hdr.split(": ", 1)[1].split(";")[0].split("=", 1)
        snip = '{"cookies": [{"name": "%s", "value": "%s", "domain": "%s", "path": "/", "httpOnly": true}]}' % (name, val, host_)
    return family_note(lang, "http", T_HTTP, kw, snip, "", secrets, "%s in %s" % (cat, form))


# ---------------------------------------------------------------- F6 signed URLs
T_SIGNED = {
    "ctx_en": ["The user shared a pre-signed link so I could grab the {S} export without cloud access.",
               "I didn't know the nightly report is delivered as a signed URL, not as an attachment. The link from the mail:",
               "Debugging why the {S} download link returned {ERR}. The exact URL the customer used is below.",
               "Missing context: {S} hands out signed URLs for invoices, and the partner pasted one into the ticket."],
    "les_en": ["Signed links carry the credential in the query string, so anyone with the URL can read the object until it expires.",
               "The {ERR} was clock skew: the signature was generated 20 minutes ahead. Regenerate instead of editing the URL.",
               "Never shorten or re-encode a signed URL; any change to the query breaks the signature.",
               "Expiry for these links is set in {S}; the default is one hour."],
    "ask_en": ["Can I get read access to the bucket instead of signed links?", "", "How long should invoice links stay valid?", ""],
    "ctx_ko": ["클라우드 권한 없이 {S} 추출 파일을 받을 수 있게 사용자가 presigned 링크를 공유해 줬다.",
               "야간 리포트가 첨부가 아니라 서명된 URL로 온다는 걸 몰랐다. 메일에 있던 링크:",
               "{S} 다운로드 링크가 {ERR}(을)를 준 원인을 찾는 중이었다. 고객이 쓴 URL 그대로:",
               "몰랐던 점: {S}(은)는 인보이스를 서명 URL로 내려주고, 협력사가 그 링크를 티켓에 붙였다."],
    "les_ko": ["서명 URL은 쿼리스트링에 자격 증명이 들어 있어서 만료 전까지는 URL만 있으면 누구나 읽을 수 있다.",
               "{ERR}(은)는 시계 오차 때문이었다. 서명이 20분 앞서 생성됐다. URL을 고치지 말고 다시 발급할 것.",
               "서명 URL은 줄이거나 다시 인코딩하면 안 된다. 쿼리가 조금만 바뀌어도 서명이 깨진다.",
               "링크 만료 시간은 {S}에서 정한다. 기본 1시간."],
    "ask_ko": ["서명 링크 대신 버킷 읽기 권한을 받을 수 있을까요?", "", "인보이스 링크는 얼마나 유효해야 하나요?", ""],
}


def note_signed_url(lang):
    kw = kwbase(lang)
    kind = ch(["s3", "s3", "gcs", "azure", "cloudfront", "oss", "cos"])
    obj = ch(["exports/%s/orders.csv" % date_ymd(), "reports/settlement_%s.xlsx" % date_ymd(), "invoices/%s.pdf" % rs(DIG, 10), "backup/db-%s.sql.gz" % date_ymd()])
    if kind == "s3":
        ak, _ = aws_pair(ch(["AKIA", "ASIA"]))
        sig = rs(HEX, 64)
        d = date_ymd()
        reg = ch(["ap-northeast-2", "us-east-1"])
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%02d%02d00Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
            ch(["acme-exports", "hanbit-reports", "settle-prod-files"]), reg, obj, ak, d, reg, d, rint(0, 23), rint(0, 59), sig)
        secrets = [ak, sig]
        if ak.startswith("ASIA"):
            tok = "IQoJb3JpZ2luX2Vj" + rs(B62, rint(180, 260)) + "%3D"
            url += "&X-Amz-Security-Token=" + tok
            secrets.append(tok)
        cat = "signed URL: S3 presigned (access key id + signature%s)" % (" + session token" if len(secrets) > 2 else "")
    elif kind == "gcs":
        sig = rs(HEX, 512)
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=exporter%%40%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=%sT010203Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (
            ch(["acme-exports", "ml-datasets-kr"]), obj, ch(["acme-prod", "hanbit-data"]), date_ymd(), date_ymd(), sig)
        secrets = [sig]
        cat = "signed URL: GCS V4 (512-hex signature, long)"
    elif kind == "azure":
        sig = urllib.parse.quote(b64(rb(32)), safe="")
        url = "https://%s.blob.core.windows.net/exports/%s?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-12-%02dT09:00:00Z&st=2025-11-%02dT01:00:00Z&spr=https&sig=%s" % (
            ch(["acmeprodstore", "hanbitfiles"]), obj, rint(1, 28), rint(1, 28), sig)
        secrets = [sig]
        cat = "signed URL: Azure SAS (percent-encoded sig)"
    elif kind == "cloudfront":
        sig = rs(B64U.replace("_", "~"), 172)
        pol = b64u(json.dumps({"Statement": [{"Resource": "https://d%s.cloudfront.net/*" % rs(LOWALNUM, 12)}]}).encode())
        url = "https://d%s.cloudfront.net/%s?Policy=%s&Signature=%s&Key-Pair-Id=K%s" % (rs(LOWALNUM, 12), obj, pol, sig, rs(UPALNUM, 13))
        secrets = [sig]
        cat = "signed URL: CloudFront signed (Signature; Key-Pair-Id is not secret)"
    elif kind == "oss":
        ak = "LTAI5t" + rs(B62, 18)
        sig = urllib.parse.quote(b64(rb(20)), safe="")
        url = "https://%s.oss-cn-hangzhou.aliyuncs.com/%s?OSSAccessKeyId=%s&Expires=%d&Signature=%s" % (ch(["acme-cn-files", "kr-cn-bridge"]), obj, ak, rint(1764000000, 1766000000), sig)
        secrets = [ak, sig]
        cat = "signed URL: Alibaba OSS (AccessKeyId + Signature)"
    else:
        ak = "AKID" + rs(B62, 32)
        sig = rs(HEX, 40)
        url = "https://%s-125%s.cos.ap-seoul.myqcloud.com/%s?q-sign-algorithm=sha1&q-ak=%s&q-sign-time=%d%%3B%d&q-key-time=%d%%3B%d&q-header-list=host&q-url-param-list=&q-signature=%s" % (
            ch(["exports", "media"]), digits(7), obj, ak, 1764000000, 1764003600, 1764000000, 1764003600, sig)
        secrets = [ak, sig]
        cat = "signed URL: Tencent COS (q-ak + q-signature)"
    snip = url if chance(0.6) else "curl -o out.bin '%s'" % url
    return family_note(lang, "signed", T_SIGNED, kw, snip, "", secrets, cat)


# ---------------------------------------------------------------- F7 private keys
T_PEM = {
    "ctx_en": ["I didn't know the {S} deploy uses a dedicated SSH key that is not in the vault. The user pasted it so I could finish the {TASK}.",
               "The {TASK} failed because the runner had no key for the Git mirror. The key the old job used is below.",
               "Missing context: {S} signs its webhooks with a private key kept in {WHERE}.",
               "The user gave me the service-account JSON for {S} so I could run the {TASK} locally.",
               "TLS on {E} broke after the cert renewal; I didn't know the key lives inside the Helm values."],
    "les_en": ["Keys pasted into chat must be rotated afterwards. Scheduled that with the owner of {S}.",
               "The key must keep its line breaks. Flattening it into one line gave {ERR} during the handshake.",
               "When a private key goes through YAML, use a block scalar (|) or the newlines get folded.",
               "Next time mount the key from the secret store instead of copying it into the repo.",
               "OpenSSH refuses keys with group-readable permissions; chmod 600 fixed the {ERR}."],
    "ask_en": ["Who should rotate this key after the {TASK}?", "", "Can the deploy key be replaced by a GitHub App?", "Is there a separate key for {E}?", ""],
    "ctx_ko": ["{S} 배포가 볼트에 없는 전용 SSH 키를 쓴다는 걸 몰랐다. {TASK}(을)를 끝내라고 사용자가 키를 붙여 줬다.",
               "러너에 Git 미러용 키가 없어서 {TASK}(이)가 실패했다. 예전 잡이 쓰던 키는 아래.",
               "몰랐던 점: {S}(은)는 웹훅을 {WHERE}에 있는 개인키로 서명한다.",
               "로컬에서 {TASK}(을)를 돌리라고 사용자가 {S} 서비스 계정 JSON을 줬다.",
               "인증서 갱신 후 {E} TLS가 깨졌다. 키가 Helm values 안에 있다는 걸 몰랐다."],
    "les_ko": ["채팅에 붙인 키는 나중에 반드시 교체할 것. {S} 담당자와 일정 잡음.",
               "키는 줄바꿈을 유지해야 한다. 한 줄로 펴니 핸드셰이크에서 {ERR}(이)가 났다.",
               "개인키를 YAML에 넣을 때는 블록 스칼라(|)를 쓸 것. 아니면 줄바꿈이 접힌다.",
               "다음에는 키를 저장소에 복사하지 말고 시크릿 스토어에서 마운트할 것.",
               "OpenSSH는 그룹 읽기 권한이 있는 키를 거부한다. chmod 600으로 {ERR} 해결."],
    "ask_ko": ["{TASK} 후에 이 키는 누가 교체하나요?", "", "배포 키를 GitHub App으로 바꿔도 될까요?", "{E}용 키가 따로 있나요?", ""],
}


def note_private_key(lang):
    kw = kwbase(lang)
    comment = ch(["deploy@ci", "%s@build-01" % ch(USERS_EN), "github-actions", "jenkins@%s" % ch(SERVICES)])
    label, lines, trunc = private_key(comment)
    form = ch(["raw", "raw", "yaml", "json", "envvar", "terraform", "k8s", "alipay"])
    if form == "raw":
        snip = pem_block(label, lines, trunc)
    elif form == "yaml":
        snip = "deploy:\n  ssh_private_key: |\n" + "\n".join("    " + l for l in pem_block(label, lines, trunc).split("\n"))
    elif form == "json":
        snip = '{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s\\n",\n  "client_email": "%s@%s.iam.gserviceaccount.com"\n}' % (
            ch(["acme-prod", "hanbit-data", "saeroun-ml"]), rs(HEX, 40), pem_block(label, lines, trunc, sep="\\n"), kw["S"], ch(["acme-prod", "hanbit-data"]))
    elif form == "envvar":
        snip = 'PRIVATE_KEY="%s"' % pem_block(label, lines, trunc, sep="\\n")
    elif form == "terraform":
        snip = 'resource "tls_locally_signed_cert" "svc" {\n  ca_private_key_pem = <<EOT\n%s\nEOT\n}' % pem_block(label, lines, trunc)
    elif form == "k8s":
        kt, kk = ("kubernetes.io/ssh-auth", "ssh-privatekey") if "OPENSSH" in label else ("kubernetes.io/tls", "tls.key")
        snip = "kind: Secret\ntype: %s\nstringData:\n  %s: |\n" % (kt, kk) + "\n".join("    " + l for l in pem_block(label, lines, trunc).split("\n"))
    else:
        snip = "alipay:\n  app_id: \"2021%s\"\n  app_private_key: \"%s\"" % (digits(12, False), "".join(lines))
        return family_note(lang, "pem", T_PEM, kw, snip, "yaml", ["".join(lines)], "private key: Alipay app_private_key as one base64 line (%s)" % label, vendors=["Alipay (app private key)"], repeat=0)
    return family_note(lang, "pem", T_PEM, kw, snip, "", lines, "private key: %s PEM body lines in %s%s" % (label, form, ", truncated paste" if trunc else ""), repeat=0)


# ---------------------------------------------------------------- F8 TOTP seeds, recovery codes, PINs, seed phrases
T_OTP = {
    "ctx_en": ["The shared {ACC} account has 2FA and I couldn't log in for the {TASK}. The user gave me what they had saved.",
               "I didn't know {ACC} 2FA was tied to one person's phone. The fallback material is in {WHERE}.",
               "Locked out of {ACC} during the {TASK}; the user pasted the recovery material.",
               "The user asked me to set up the {ACC} login in the CI robot, which needs the 2FA secret."],
    "les_en": ["Shared 2FA belongs in the team password manager, not in notes. Each code here works once.",
               "Keep the recovery material offline. After using one code, regenerate the set.",
               "The bot can generate the login code itself from the seed; no phone needed.",
               "{ACC} locks the account after five wrong codes, so check the clock of the machine first."],
    "ask_en": ["Can I move the {ACC} 2FA to the team vault?", "", "Who else has access to the {ACC} fallback codes?", ""],
    "ctx_ko": ["공용 {ACC} 계정에 2FA가 걸려 있어 {TASK} 중에 로그인을 못 했다. 사용자가 저장해 둔 값을 줬다.",
               "{ACC} 2FA가 한 사람 휴대폰에 묶여 있다는 걸 몰랐다. 대체 수단은 {WHERE}에 있다.",
               "{TASK} 하다가 {ACC}에서 잠겼다. 사용자가 복구용 값을 붙여 줬다.",
               "CI 봇에 {ACC} 로그인을 넣어 달라고 해서 2FA 시크릿이 필요했다."],
    "les_ko": ["공용 2FA는 노트가 아니라 팀 비밀번호 관리자에 둘 것. 여기 코드는 한 번씩만 쓸 수 있다.",
               "복구용 값은 오프라인에 보관할 것. 하나 쓰고 나면 새로 발급할 것.",
               "봇은 시드로 로그인 코드를 직접 만들 수 있다. 휴대폰 필요 없음.",
               "{ACC}(은)는 코드를 다섯 번 틀리면 잠근다. 먼저 서버 시계를 확인할 것."],
    "ask_ko": ["{ACC} 2FA를 팀 볼트로 옮겨도 될까요?", "", "{ACC} 복구 코드는 누가 또 갖고 있나요?", ""],
}


T_RECOV = {
    "ctx_en": ["During the {TASK} the {ACC} prompt blocked me and I had nothing to unlock it with. The user read it out from their notes.",
               "I didn't know where the {ACC} fallback material was kept. It turned out to be in {WHERE}.",
               "The user pasted the {ACC} material so I could finish the {TASK} without waiting for the owner.",
               "Missing context: the {ACC} code for the lab machines was changed and nobody updated the runbook."],
    "les_en": ["Material like this unlocks everything behind it; keep it in the password manager and out of tickets.",
               "Typing it wrong three times locks {ACC} for good; copy-paste instead of typing.",
               "After the {TASK}, ask the owner to change it. It has been shown in chat.",
               "The runbook should point to the vault entry, not contain the value."],
    "ask_en": ["Who is the owner of the {ACC} material?", "", "Should I store this in the team vault?", ""],
    "ctx_ko": ["{TASK} 중에 {ACC} 입력 창에 막혔는데 풀 방법이 없었다. 사용자가 메모에서 읽어 줬다.",
               "{ACC} 복구용 값이 어디 있는지 몰랐다. 알고 보니 {WHERE}에 있었다.",
               "담당자를 기다리지 않고 {TASK}(을)를 끝내라고 사용자가 {ACC} 값을 붙여 줬다.",
               "몰랐던 점: 실험실 장비 {ACC} 코드가 바뀌었는데 런북은 그대로였다."],
    "les_ko": ["이런 값은 뒤에 있는 전부를 열 수 있다. 비밀번호 관리자에 두고 티켓에는 쓰지 말 것.",
               "세 번 틀리면 {ACC}(이)가 영구 잠금된다. 직접 치지 말고 복사해서 넣을 것.",
               "{TASK} 끝나면 담당자에게 변경 요청할 것. 채팅에 노출됐다.",
               "런북에는 값 대신 볼트 항목 위치만 적을 것."],
    "ask_ko": ["{ACC} 값 담당자는 누구인가요?", "", "이 값을 팀 볼트에 넣을까요?", ""],
}


def note_otp(lang):
    ko = lang == "ko"
    kw = kwbase(lang)
    kind = ch(["otpauth", "seed_grouped", "pyotp", "rc_github", "rc_google", "rc_gitlab", "rc_aws", "rc_atlassian", "rc_npm",
               "bitlocker", "1password", "apple", "puk", "doorlock", "yubikey", "mnemonic"])
    acc = {"otpauth": ch(["GitHub", "AWS root", "Cloudflare", "Naver Works", "Google Workspace"]), "seed_grouped": ch(["Okta", "Gabia", "Toss 비즈니스", "Slack"]),
           "pyotp": ch(["Apple Developer", "Coupang Wing", "Kakao Business"]), "rc_github": "GitHub", "rc_google": "Google Workspace", "rc_gitlab": "GitLab",
           "rc_aws": "AWS IAM Identity Center", "rc_atlassian": "Atlassian", "rc_npm": "npm", "bitlocker": "BitLocker",
           "1password": "1Password", "apple": "Apple ID", "puk": "SIM", "doorlock": "서버실" if ko else "server room",
           "yubikey": "YubiKey PIV", "mnemonic": ch(["the treasury wallet", "Ledger", "MetaMask"])}[kind]
    kw["ACC"] = acc
    if kind == "otpauth":
        sd = totp_seed()
        snip = "otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6&period=30" % (urllib.parse.quote(acc), ch(["ops%40acme.io", "admin", "infra-bot"]), sd, urllib.parse.quote(acc))
        secrets, cat = [sd], "TOTP seed in otpauth URI"
    elif kind == "seed_grouped":
        sd = totp_seed(grouped=True)
        snip = ("2FA 시드 (앱에 수동 입력): %s" if ko else "2FA setup key (manual entry): %s") % sd
        secrets, cat = [sd], "TOTP seed grouped with spaces"
    elif kind == "pyotp":
        sd = totp_seed()
        snip = 'import pyotp\ntotp = pyotp.TOTP("%s")\nprint(totp.now())' % sd
        secrets, cat = [sd], "TOTP seed in python code"
    elif kind.startswith("rc_"):
        codes = recovery_codes(kind[3:])
        sep = ch(["\n", "\n", "  ", ", "])
        snip = ("%s 복구 코드:\n" if ko else "%s recovery codes:\n") % acc + sep.join(codes)
        secrets, cat = codes, "recovery codes (%s style)" % kind[3:]
    elif kind == "bitlocker":
        k = bitlocker_key()
        snip = "BitLocker Drive Encryption recovery key\nIdentifier: %s\nRecovery Key: %s" % (uuid4().upper(), k)
        secrets, cat = [k], "BitLocker recovery key"
    elif kind == "1password":
        k = onepassword_secret_key()
        snip = ("1Password 계정 Secret Key: %s" if ko else "1Password Secret Key: %s") % k
        secrets, cat = [k], "1Password Secret Key"
    elif kind == "apple":
        k = apple_recovery_key()
        snip = ("Apple ID 복구 키: %s" if ko else "Apple ID recovery key: %s") % k
        secrets, cat = [k], "Apple recovery key"
    elif kind == "puk":
        puk = digits(8, False)
        pin2 = digits(8, False)
        snip = ("테스트폰 유심 PUK: %s / PUK2: %s" if ko else "test phone SIM PUK: %s, PUK2: %s") % (puk, pin2)
        secrets, cat = [puk, pin2], "PIN: SIM PUK codes (8 digits)"
    elif kind == "doorlock":
        code = digits(ch([8, 10]), False)
        snip = ("서버실 도어락 비밀번호 %s# (월말 변경)" if ko else "server room door code: %s# (changes end of month)") % code
        secrets, cat = [code], "PIN: door lock code"
    elif kind == "yubikey":
        pin, puk = digits(8, False), digits(8, False)
        snip = "ykman piv access change-pin --pin 123456 --new-pin %s\nykman piv access change-puk --puk 12345678 --new-puk %s" % (pin, puk)
        secrets, cat = [pin, puk], "PIN: YubiKey PIV PIN/PUK in commands (defaults are not secret)"
    else:
        m = mnemonic()
        snip = ("지갑 복구 문구: %s" if ko else "wallet recovery phrase: %s") % m
        secrets, cat = [m], "seed phrase (BIP39-style mnemonic)"
    if kind in ("otpauth", "seed_grouped", "pyotp") or kind.startswith("rc_"):
        return family_note(lang, "otp", T_OTP, kw, snip, "", secrets, cat, repeat=0.06)
    return family_note(lang, "recov", T_RECOV, kw, snip, "", secrets, cat, repeat=0.06)


# ---------------------------------------------------------------- F9 Wi-Fi keys
T_WIFI = {
    "ctx_en": ["The {DEV} had to join the {SSID} network for the {TASK}, and I didn't know the key.",
               "Provisioning script for the {DEV} failed at the Wi-Fi step; the user sent the config they use by hand.",
               "I didn't know the office guest network changed. The user pasted the new details.",
               "The {DEV} firmware has the network credentials compiled in. Found them while fixing the build."],
    "les_en": ["The {DEV} only supports WPA2-PSK; WPA3-only networks silently fail.", "Wi-Fi credentials for devices belong in the provisioning vault, not the firmware repo.",
               "After changing the network key, every {DEV} must be re-provisioned over USB.", "Joining took 40 s because of the 5 GHz band; pin the {DEV} to 2.4 GHz."],
    "ask_en": ["Is there a separate IoT network for the {DEV}?", "", "Who changes the {SSID} key and when?", ""],
    "ctx_ko": ["{TASK} 때문에 {DEV}(을)를 {SSID} 네트워크에 붙여야 했는데 비밀번호를 몰랐다.",
               "{DEV} 프로비저닝 스크립트가 와이파이 단계에서 실패했다. 사용자가 손으로 쓰는 설정을 보내줬다.",
               "사무실 게스트 와이파이가 바뀐 걸 몰랐다. 사용자가 새 정보를 붙여 줬다.",
               "{DEV} 펌웨어에 네트워크 정보가 컴파일돼 들어가 있다. 빌드 고치다 발견했다."],
    "les_ko": ["{DEV}(은)는 WPA2-PSK만 지원한다. WPA3 전용 네트워크에서는 조용히 실패한다.", "기기용 와이파이 정보는 펌웨어 저장소가 아니라 프로비저닝 볼트에 둘 것.",
               "네트워크 비밀번호를 바꾸면 모든 {DEV}(을)를 USB로 다시 프로비저닝해야 한다.", "5GHz 때문에 접속이 40초 걸렸다. {DEV}(은)는 2.4GHz로 고정할 것."],
    "ask_ko": ["{DEV}용 IoT 네트워크가 따로 있나요?", "", "{SSID} 비밀번호는 누가 언제 바꾸나요?", ""],
}


def note_wifi(lang):
    ko = lang == "ko"
    kw = kwbase(lang)
    ssid = ch(["ACME-Office", "HB-Guest", "lab-iot-2g", "회의실_5G", "Factory-AP3", "warehouse-scan", "KT_GiGA_2G_%s" % rs(UPALNUM, 4)])
    kw["SSID"], kw["DEV"] = ssid, ch(["ESP32 센서", "바코드 스캐너", "라즈베리파이 키오스크", "라벨 프린터", "CCTV NVR"] if ko else
                                     ["ESP32 sensor", "barcode scanner", "Raspberry Pi kiosk", "label printer", "CCTV NVR"])
    raw_psk = chance(0.15)
    if raw_psk:
        key = rs(HEX, 64)
        style = "raw 64-hex PSK"
    else:
        key, style = password(styles=["human", "passphrase", "korean-keyboard", "generated", "leet"], shell_safe=True)
        if len(key) > 63:
            return None
    form = ch(["wpa", "nmcli", "qr", "hostapd", "netplan", "netsh", "esp32", "prose"])
    if form == "wpa":
        snip = 'network={\n    ssid="%s"\n    psk=%s\n    key_mgmt=WPA-PSK\n}' % (ssid, key if raw_psk else '"%s"' % key)
    elif form == "nmcli":
        snip = "nmcli dev wifi connect '%s' password %s ifname wlan0" % (ssid, sh_quote(key))
    elif form == "qr":
        snip = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, key)
    elif form == "hostapd":
        snip = "interface=wlan0\nssid=%s\nwpa=2\n%s=%s\nrsn_pairwise=CCMP" % (ssid, "wpa_psk" if raw_psk else "wpa_passphrase", key)
    elif form == "netplan":
        snip = 'network:\n  wifis:\n    wlan0:\n      access-points:\n        "%s":\n          password: "%s"\n      dhcp4: true' % (ssid, key)
    elif form == "netsh":
        snip = "netsh wlan show profile name=\"%s\" key=clear\n...\nSecurity settings\n    Authentication         : WPA2-Personal\n    Key Content            : %s" % (ssid, key)
    elif form == "esp32":
        snip = 'const char* ssid = "%s";\nconst char* password = "%s";\nWiFi.begin(ssid, password);' % (ssid, key)
    else:
        snip = ("와이파이 %s 비번: %s" if ko else "Wi-Fi %s key: %s") % (ssid, key)
    return family_note(lang, "wifi", T_WIFI, kw, snip, "", [key], "Wi-Fi key in %s (%s)" % (form, style))


# ---------------------------------------------------------------- F10 webhook URLs with embedded secrets
T_HOOK = {
    "ctx_en": ["Alerts from {S} stopped reaching {CH}, and I didn't know where the webhook was configured.",
               "I needed to post the {TASK} summary to {CH} but had no bot; the user gave me the incoming webhook.",
               "Missing context: the {S} alert rule posts to {CH} through a hard-coded webhook in {WHERE}.",
               "The user asked why {CH} got duplicate messages. Two jobs use the same webhook:"],
    "les_en": ["Anyone with an incoming-webhook URL can post to the channel; treat it like a password and regenerate it if it leaks.",
               "The webhook answered {ERR} because the channel was archived. A new webhook is needed after unarchiving.",
               "Post JSON with the correct content type, otherwise the hook replies 400 without details.",
               "Rate limit is about one message per second per hook; batch the {TASK} messages."],
    "ask_en": ["Should {S} alerts go to a dedicated channel?", "", "Can the webhook be moved into the alerting secret store?", ""],
    "ctx_ko": ["{S} 알림이 {CH}에 안 오는데 웹훅이 어디 설정돼 있는지 몰랐다.",
               "{TASK} 결과를 {CH}에 올려야 했는데 봇이 없었다. 사용자가 웹훅 주소를 줬다.",
               "몰랐던 점: {S} 알림 룰은 {WHERE}에 하드코딩된 웹훅으로 {CH}에 보낸다.",
               "{CH}에 메시지가 두 번씩 오는 이유를 물어봤다. 잡 두 개가 같은 웹훅을 쓰고 있었다:"],
    "les_ko": ["웹훅 URL만 있으면 누구나 채널에 글을 쓸 수 있다. 비밀번호처럼 다루고 새면 재발급할 것.",
               "채널이 보관 처리돼서 웹훅이 {ERR}(을)를 줬다. 보관 해제 후 새 웹훅이 필요하다.",
               "Content-Type을 맞춰서 JSON으로 보낼 것. 아니면 아무 설명 없이 400이 온다.",
               "훅당 초당 1건 정도 제한이 있다. {TASK} 메시지는 묶어서 보낼 것."],
    "ask_ko": ["{S} 알림용 채널을 따로 만들까요?", "", "웹훅을 알림 시크릿 저장소로 옮겨도 될까요?", ""],
}


def note_webhook(lang):
    kw = kwbase(lang)
    kind = ch(["slack", "slack", "discord", "teams", "gchat", "dingtalk", "feishu", "mattermost", "kakaowork", "jandi", "telegram", "github_secret"])
    if kind == "slack":
        t = rs(B62, 24)
        url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPALNUM, ch([8, 9, 10])), rs(UPALNUM, ch([9, 10, 11])), t)
        sec, ch_, vend = [t], "#alerts-%s" % ch(["prod", "billing", "infra"]), "Slack (incoming webhook)"
    elif kind == "discord":
        t = rs(B64U, 68)
        url = "https://discord.com/api/webhooks/%s/%s" % (digits(19), t)
        sec, ch_, vend = [t], "the Discord #deploys channel", "Discord (webhook)"
    elif kind == "teams":
        t = rs(HEX, 32)
        url = "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (ch(["acmecorp", "hanbitgroup"]), uuid4(), uuid4(), t, uuid4())
        sec, ch_, vend = [t], "the Teams Ops channel", "Microsoft Teams (incoming webhook)"
    elif kind == "gchat":
        t = rs(B64U, 43) + "%3D"
        # the key= parameter is the same public constant in every Google Chat webhook URL; only token= is secret
        url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token=%s" % (rs(B64U, 7), t)
        sec, ch_, vend = [t], "the Google Chat space", "Google Chat (webhook token)"
    elif kind == "dingtalk":
        t, sg = rs(HEX, 64), "SEC" + rs(HEX, 64)
        url = "https://oapi.dingtalk.com/robot/send?access_token=%s" % t
        url += "\n# sign secret: %s" % sg
        sec, ch_, vend = [t, sg], "the DingTalk ops group", "DingTalk (robot webhook + sign secret)"
    elif kind == "feishu":
        t = uuid4()
        url = "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % t
        sec, ch_, vend = [t], "the Feishu release group", "Feishu (bot webhook)"
    elif kind == "mattermost":
        t = rs(LOWALNUM, 26)
        url = "https://chat.%s/hooks/%s" % (ch(["acme.io", "corp.internal"]), t)
        sec, ch_, vend = [t], "Mattermost ~town-square", "Mattermost (incoming webhook)"
    elif kind == "kakaowork":
        t = rs(HEX, 32)
        url = "https://kakaowork.com/bots/hook/%s" % t
        sec, ch_, vend = [t], "카카오워크 운영방" if lang == "ko" else "the Kakao Work ops room", "Kakao Work (bot webhook)"
    elif kind == "jandi":
        t = rs(HEX, 32)
        url = "https://wh.jandi.com/connect-api/webhook/%s/%s" % (digits(8), t)
        sec, ch_, vend = [t], "잔디 배포 토픽" if lang == "ko" else "the JANDI deploy topic", "JANDI (incoming webhook)"
    elif kind == "telegram":
        t = digits(10) + ":AA" + rs(B64U, 33)
        url = "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s" % (t, digits(10))
        sec, ch_, vend = [t], "the Telegram on-call group", "Telegram (bot token in URL)"
    else:
        t = rs(HEX, 40)
        url = 'webhook:\n  url: https://%s/hooks/github\n  content_type: json\n  secret: "%s"' % (ch(["ci.corp.internal", "deploy.acme.io"]), t)
        sec, ch_, vend = [t], "the deploy service", "GitHub (webhook HMAC secret)"
    if lang == "ko" and ch_.startswith("the "):
        ch_ = {"the Discord #deploys channel": "디스코드 #deploys 채널", "the Teams Ops channel": "Teams 운영 채널",
               "the Google Chat space": "구글 챗 스페이스", "the DingTalk ops group": "딩톡 운영 그룹", "the Feishu release group": "페이슈 릴리스 그룹",
               "the Telegram on-call group": "텔레그램 당직 그룹", "the deploy service": "배포 서비스"}.get(ch_, ch_)
    kw["CH"] = ch_
    form = ch(["plain", "env", "curl", "alertmanager", "gha"]) if kind != "github_secret" and kind != "dingtalk" else "plain"
    if form == "env":
        snip = "ALERT_WEBHOOK_URL=%s" % url
    elif form == "curl":
        snip = "curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"%s done\"}' %s" % (kw["TASK"], url)
    elif form == "alertmanager":
        a, b = ("slack_configs", "api_url") if kind == "slack" else ("webhook_configs", "url")
        snip = "receivers:\n  - name: ops\n    %s:\n      - %s: '%s'" % (a, b, url)
    elif form == "gha":
        snip = "- name: notify\n  run: |\n    curl -sS -X POST %s -d @payload.json" % url
    else:
        snip = url
    return family_note(lang, "hook", T_HOOK, kw, snip, "", sec, "webhook: %s in %s" % (vend, form), vendors=[vend])


# ---------------------------------------------------------------- F11 secrets split across fields
SPLIT_EN = [
    ("I didn't have {WHAT} for {S}. The user sent it as two messages: the username `{U}` and then, separately, the password:", "{SEC}\nUse it only from the bastion on {E}.", ""),
    ("Missing context: {S} on {E} logs in as `{U}`; password:", "{SEC}\nIt is the same for the read replica.", ""),
    ("| host | user | password |\n|---|---|---|", "| {H} | {U} | {SEC} |\nRows continue in the ops sheet; only this one matters for {S}.", ""),
    ("I needed {WHAT} to finish the {TASK} (user `{U}`).", "The {TASK} is done. Remember to rotate it afterwards.", "Is it still {SEC}?"),
    ("The {TASK} script asks interactively for {WHAT}. What the user typed at the prompt is in the lesson.", "Prompt answer: {SEC}\nThe script caches it in memory only.", ""),
]
SPLIT_KO = [
    ("{S}용 {WHAT}(이)가 없었다. 사용자가 두 번에 나눠 보냈다. 아이디 `{U}`, 그리고 따로 비밀번호:", "{SEC}\n{E} 배스천에서만 쓸 것.", ""),
    ("몰랐던 점: {E}의 {S}(은)는 `{U}` 계정으로 붙는다. 비번:", "{SEC}\n읽기 전용 레플리카도 동일.", ""),
    ("| 호스트 | 계정 | 비밀번호 |\n|---|---|---|", "| {H} | {U} | {SEC} |\n나머지 행은 운영 시트에 있고 {S}에는 이 행만 필요하다.", ""),
    ("{TASK}(을)를 끝내려면 {WHAT}(이)가 필요했다 (계정 `{U}`).", "{TASK} 완료. 끝난 뒤 교체 요청할 것.", "아직 {SEC} 맞나요?"),
    ("{TASK} 스크립트가 {WHAT}(을)를 대화형으로 묻는다. 사용자가 프롬프트에 입력한 값은 lesson에 적었다.", "프롬프트 입력값: {SEC}\n스크립트는 메모리에만 보관한다.", ""),
]


SPLIT_TOK_EN = [
    ("I needed {WHAT} to finish the {TASK} for {S}.", "The {TASK} is done. Ask the owner to rotate the key afterwards.", "Is the key still {SEC}?"),
    ("The {TASK} script asks interactively for {WHAT}. What the user pasted at the prompt is in the lesson.", "Prompt answer: {SEC}\nThe script keeps it in memory only.", ""),
    ("{WHATC} for {S} on {E} (the user sent it separately):", "{SEC}\n{S} reads it once at startup.", ""),
]
SPLIT_TOK_KO = [
    ("{S} {TASK}(을)를 끝내려면 {WHAT}(이)가 필요했다.", "{TASK} 완료. 끝난 뒤 담당자에게 키 교체를 요청할 것.", "키 아직 {SEC} 맞나요?"),
    ("{TASK} 스크립트가 {WHAT}(을)를 대화형으로 묻는다. 사용자가 프롬프트에 붙여 넣은 값은 lesson에 적었다.", "프롬프트 입력값: {SEC}\n스크립트는 메모리에만 보관한다.", ""),
    ("{E} {S}용 {WHAT} (사용자가 따로 보내 줌):", "{SEC}\n{S}(은)는 기동할 때 한 번만 읽는다.", ""),
]


def note_split(lang):
    ko = lang == "ko"
    kw = kwbase(lang)
    what = ch(list(WHAT.keys()))
    w = WHAT[what][1 if ko else 0]
    kind = ch(["pw", "pw", "pw", "token"])
    if kind == "pw":
        sec, style = password()
    else:
        v = VENDORS[VENDOR_CYCLE.next()]
        its = [it for it in v["gen"]() if it["s"]]
        sec, style = its[0]["v"], v["name"]
        w = (v["ko"] + " 키") if ko else ("the %s key" % v["name"].split(" (")[0])
    if kind == "token":
        a, b, c = pick("splittok_" + lang, SPLIT_TOK_KO if ko else SPLIT_TOK_EN)
    else:
        a, b, c = pick("split_" + lang, SPLIT_KO if ko else SPLIT_EN)
    kw.update(WHAT=w, WHATC=w[:1].upper() + w[1:], U=ch(USERS_KO if ko else USERS_EN), SEC=sec)
    mc, le, ask = fill(a, **kw), fill(b, **kw), fill(c, **kw)
    if "{SEC}" in c:
        cat = "split: label/context in missing_context, value only in ask_next_time (%s)" % style
    else:
        cat = "split: label in missing_context, value at start of lesson (%s)" % style
    return mk("secret", lang, cat, mc, le, ask, [sec], [style] if kind == "token" else [])


# ---------------------------------------------------------------- F12 several vendors in one file
T_MULTI = {
    "ctx_en": ["The user pasted the whole {FMT} of {S} so I could reproduce the {ERR} locally.",
               "I didn't know {S} on {E} needs {N} third-party credentials at boot. This is the file from the old VM.",
               "Setting up {S} from scratch; nobody had documented which keys it needs. Found this in {WHERE}:"],
    "les_en": ["{S} refuses to start if any of these is empty, even for features that are switched off.",
               "Only the first key was wrong; the others were fine. Check each vendor separately before rotating everything.",
               "Split this file per environment next time; {E} and local were sharing the same keys."],
    "ask_en": ["Which of these can be moved to the secret manager first?", "", "Do we have separate keys for {E}?", ""],
    "ctx_ko": ["로컬에서 {ERR}(을)를 재현하라고 사용자가 {S}의 {FMT} 전체를 붙여 줬다.",
               "{E}의 {S}(이)가 부팅할 때 외부 자격 증명 {N}개가 필요하다는 걸 몰랐다. 예전 VM에 있던 파일:",
               "{S}(을)를 처음부터 세팅하는데 필요한 키 목록이 문서에 없었다. {WHERE}에서 찾은 것:"],
    "les_ko": ["{S}(은)는 이 중 하나라도 비어 있으면 기동하지 않는다. 꺼진 기능이어도 마찬가지.",
               "첫 번째 키만 틀렸고 나머지는 정상이었다. 전부 교체하기 전에 벤더별로 확인할 것.",
               "다음엔 환경별로 파일을 나눌 것. {E}와 로컬이 같은 키를 쓰고 있었다."],
    "ask_ko": ["이 중 무엇부터 시크릿 매니저로 옮길까요?", "", "{E}용 키가 따로 있나요?", ""],
}


def note_multi(lang):
    kw = kwbase(lang)
    n = ch([2, 2, 3])
    vs = []
    while len(vs) < n:
        v = VENDORS[VENDOR_CYCLE.next()]
        if v not in vs and sum(1 for it in v["gen"]() if it["s"]) <= 2:
            vs.append(v)
    items = []
    for v in vs:
        items.extend(v["gen"]())
    c = {"svc": kw["S"], "vkey": "integrations"}
    cont = ch([c_dotenv, c_dotenv, c_yaml, c_json, c_k8s_string, c_compose, c_export, c_table, c_properties])
    snip, fmt, hint, shown = render_kv(items, c, cont)
    kw.update(FMT=fmt, N=len([it for it in items if it["s"]]))
    secrets = [shown[it["v"]] for it in items if it["s"]]
    if len(snip.encode()) > 800:
        return None
    return family_note(lang, "multi", T_MULTI, kw, snip, hint, secrets, "multi-vendor: %s in %s" % (" + ".join(v["name"] for v in vs), fmt),
                       vendors=[v["name"] for v in vs])


# ---------------------------------------------------------------- F13 long tokens (hundreds of characters)
T_LONG = {
    "ctx_en": ["The {S} call worked in Postman but not in the script, and I didn't know the script read a truncated token. The full value:",
               "I needed a valid session to reproduce {ERR} on {E}; the user copied the long token from their terminal.",
               "Missing context: the {TASK} job authenticates with short-lived credentials that the user pastes in every morning."],
    "les_en": ["Long tokens get cut by some terminals at 255 characters; paste them via a file instead.",
               "These credentials expire after an hour. When {ERR} returns, ask for a new set.",
               "The token must be sent unmodified; URL-decoding it first broke the signature."],
    "ask_en": ["Can the job get its own role instead of a pasted session?", "", "How often do these tokens expire?", ""],
    "ctx_ko": ["{S} 호출이 Postman에서는 되는데 스크립트에서는 안 됐다. 스크립트가 잘린 토큰을 읽고 있었다. 전체 값:",
               "{E}에서 {ERR}(을)를 재현하려면 유효한 세션이 필요했다. 사용자가 터미널에서 긴 토큰을 복사해 줬다.",
               "몰랐던 점: {TASK} 잡은 사용자가 매일 아침 붙여 넣는 단기 자격 증명으로 인증한다."],
    "les_ko": ["일부 터미널은 긴 토큰을 255자에서 자른다. 파일로 전달할 것.",
               "이 자격 증명은 1시간 뒤 만료된다. {ERR}(이)가 다시 나면 새로 받을 것.",
               "토큰은 손대지 말고 그대로 보내야 한다. URL 디코딩했더니 서명이 깨졌다."],
    "ask_ko": ["붙여 넣는 세션 대신 잡 전용 역할을 받을 수 있을까요?", "", "이 토큰은 얼마나 자주 만료되나요?", ""],
}


def note_long(lang):
    kw = kwbase(lang)
    kind = ch(["jwt", "aws", "aws", "sas", "fcm", "firebase_id"])
    if kind == "jwt":
        tok = jwt_generic(long=True)
        while len(tok) < 300:
            tok = jwt_generic(long=True)
        snip = ch(["curl -H 'Authorization: Bearer %s' https://%s/api/me", "localStorage.setItem('access_token', '%s'); // from %s"]) % (tok, "api." + ch(["acme.io", "hanbit-shop.co.kr"]))
        secrets, cat = [tok], "long token: JWT (%d chars)" % len(tok)
    elif kind == "aws":
        a, s_ = aws_pair("ASIA")
        t = "IQoJb3JpZ2luX2Vj" + rs(B62 + "+/", rint(380, 600))
        snip = 'export AWS_ACCESS_KEY_ID="%s"\nexport AWS_SECRET_ACCESS_KEY="%s"\nexport AWS_SESSION_TOKEN="%s"' % (a, s_, t)
        secrets, cat = [a, s_, t], "long token: AWS STS session (token %d chars)" % len(t)
    elif kind == "sas":
        sig = urllib.parse.quote(b64(rb(32)), safe="")
        t = "sv=2022-11-02&ss=bfqt&srt=sco&sp=rwdlacupiytfx&se=2026-01-01T00:00:00Z&st=2025-11-01T00:00:00Z&spr=https&sig=" + sig
        snip = 'AZURE_STORAGE_SAS_TOKEN="?%s"' % t
        secrets, cat = [sig], "long token: Azure account SAS token (sig)"
    elif kind == "fcm":
        t = "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134)
        snip = "Authorization: key=%s" % t
        secrets, cat = [t], "long token: FCM legacy server key (152 chars)"
    else:
        iat = rint(1735000000, 1764000000)
        payload = {"iss": "https://securetoken.google.com/%s" % ch(["acme-prod", "hanbit-app"]), "aud": ch(["acme-prod", "hanbit-app"]), "auth_time": iat,
                   "user_id": rs(B62, 28), "sub": rs(B62, 28), "iat": iat, "exp": iat + 3600, "email": "qa+%d@acme.io" % rint(1, 99),
                   "firebase": {"identities": {"email": ["qa@acme.io"]}, "sign_in_provider": "password"}}
        tok = _jwt(payload, alg="RS256", sig_len=342)
        snip = 'const idToken = "%s";' % tok
        secrets, cat = [tok], "long token: Firebase ID token (%d chars)" % len(tok)
    return family_note(lang, "long", T_LONG, kw, snip, "", secrets, cat, repeat=0.05)


# ---------------------------------------------------------------- F14 credential dotfiles
T_DOT = {
    "ctx_en": ["The {TASK} failed on the new laptop because {FILE} was missing. The user copied theirs:",
               "I didn't know {S}'s build pulls from a private registry using {FILE}. The working file on the build box:",
               "CI could publish but my local run got {ERR}; the difference was {FILE}.",
               "Missing context: the cron on {H} authenticates through {FILE} of the service user."],
    "les_en": ["{FILE} is read before any env var, so a stale entry there wins over CI secrets.",
               "Credential files like {FILE} must be chmod 600, or the tool ignores them with a warning.",
               "Never bake {FILE} into a Docker image layer; use a build secret mount.",
               "After copying {FILE}, the {TASK} passed on the first try."],
    "ask_en": ["Can I get my own credentials instead of a copy of {FILE}?", "", "Should {FILE} on the build box be replaced by a short-lived token?", ""],
    "ctx_ko": ["새 노트북에 {FILE}(이)가 없어서 {TASK}(이)가 실패했다. 사용자가 자기 파일을 복사해 줬다:",
               "{S} 빌드가 {FILE}(으)로 사설 레지스트리에서 받는다는 걸 몰랐다. 빌드 서버에 있는 동작하는 파일:",
               "CI는 배포되는데 로컬은 {ERR}(이)가 났다. 차이는 {FILE}였다.",
               "몰랐던 점: {H}의 크론은 서비스 계정의 {FILE}(으)로 인증한다."],
    "les_ko": ["{FILE}(은)는 환경변수보다 먼저 읽혀서, 오래된 값이 CI 시크릿을 이긴다.",
               "{FILE} 같은 자격 증명 파일은 chmod 600이어야 한다. 아니면 경고만 내고 무시한다.",
               "{FILE}(을)를 도커 이미지 레이어에 넣지 말 것. 빌드 시크릿 마운트를 쓸 것.",
               "{FILE}(을)를 복사하니 {TASK}(이)가 한 번에 통과했다."],
    "ask_ko": ["{FILE} 복사본 말고 제 자격 증명을 받을 수 있을까요?", "", "빌드 서버의 {FILE}(을)를 단기 토큰으로 바꿔도 될까요?", ""],
}


def note_dotfile(lang):
    kw = kwbase(lang)
    kind = ch(["npmrc", "pypirc", "docker", "netrc", "gitcred", "awscred", "pipconf", "kubeconfig_token", "kubeconfig_key",
               "composer", "gradle", "yarnrc", "ghhosts", "s3cfg"])
    u = ch(USERS_EN)
    if kind == "npmrc":
        t = "npm_" + rs(B62, 36)
        f, snip, sec, vend = ".npmrc", "@acme:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true" % t, [t], "npm (access token)"
    elif kind == "pypirc":
        t = "pypi-AgEIcHlwaS5vcmc" + rs(B64U, rint(140, 170))
        f, snip, sec, vend = "~/.pypirc", "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % t, [t], "PyPI (API token)"
    elif kind == "docker":
        pw = "dckr_pat_" + rs(B64U, 27)
        blob = basic_blob(u, pw)
        f, snip, sec, vend = "~/.docker/config.json", '{\n  "auths": {\n    "https://index.docker.io/v1/": {\n      "auth": "%s"\n    }\n  }\n}' % blob, [blob], "Docker Hub (PAT)"
    elif kind == "netrc":
        pw, _ = password(styles=["generated", "human"], shell_safe=True)
        f, snip, sec, vend = "~/.netrc", "machine %s\n  login %s\n  password %s" % (ch(["git.corp.internal", "nexus.acme.io", "ftp.partner.co.kr"]), u, pw), [pw], ""
    elif kind == "gitcred":
        t = "ghp_" + rs(B62, 36)
        f, snip, sec, vend = "~/.git-credentials", "https://%s:%s@github.com" % (u, t), [t], "GitHub (classic PAT)"
    elif kind == "awscred":
        a, s_ = aws_pair()
        f, snip, sec, vend = "~/.aws/credentials", "[default]\nregion = ap-northeast-2\n\n[%s]\naws_access_key_id = %s\naws_secret_access_key = %s" % (ch(["prod", "deploy", "billing-admin"]), a, s_), [a, s_], "AWS (IAM access key pair)"
    elif kind == "pipconf":
        t = rs(B62, 32)
        f, snip, sec, vend = "pip.conf", "[global]\nindex-url = https://%s:%s@nexus.%s/repository/pypi-group/simple\ntimeout = 60" % (u, t, ch(["acme.io", "corp.internal"])), [t], ""
    elif kind == "kubeconfig_token":
        t = _jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": ch(["ci", "deploy"]), "sub": "system:serviceaccount:ci:%s" % u}, alg="RS256", sig_len=342)
        f, snip, sec, vend = "~/.kube/config", "users:\n- name: ci-deployer\n  user:\n    token: %s" % t, [t], "Kubernetes (service account token)"
    elif kind == "kubeconfig_key":
        label, lines = pem_ec()
        blob = b64(pem_block(label, lines).encode() + b"\n")
        f, snip, sec, vend = "~/.kube/config", "users:\n- name: admin@%s\n  user:\n    client-certificate-data: LS0tLS1CRUdJTi...(cert, public)\n    client-key-data: %s" % (ch(["prod-eks", "stg-gke"]), blob), [blob], "Kubernetes (client key)"
    elif kind == "composer":
        t = "ghp_" + rs(B62, 36)
        f, snip, sec, vend = "auth.json", '{\n  "github-oauth": {\n    "github.com": "%s"\n  }\n}' % t, [t], "GitHub (classic PAT)"
    elif kind == "gradle":
        pw, _ = password(styles=["generated"], shell_safe=True)
        f, snip, sec, vend = "~/.gradle/gradle.properties", "org.gradle.jvmargs=-Xmx2g\nmavenUser=%s\nmavenPassword=%s" % (u, pw), [pw], ""
    elif kind == "yarnrc":
        t = "npm_" + rs(B62, 36)
        f, snip, sec, vend = ".yarnrc.yml", 'npmScopes:\n  acme:\n    npmRegistryServer: "https://registry.npmjs.org"\n    npmAuthToken: "%s"' % t, [t], "npm (access token)"
    elif kind == "ghhosts":
        t = "gho_" + rs(B62, 36)
        f, snip, sec, vend = "~/.config/gh/hosts.yml", "github.com:\n    user: %s\n    oauth_token: %s\n    git_protocol: https" % (u, t), [t], "GitHub (OAuth token)"
    else:
        a, s_ = rs(UPALNUM, 20), rs(B62 + "+/", 40)
        f, snip, sec, vend = "~/.s3cfg", "[default]\naccess_key = %s\nsecret_key = %s\nhost_base = kr.object.ncloudstorage.com" % (a, s_), [a, s_], "Naver Cloud Object Storage (s3cmd keys)"
    kw["FILE"] = f
    return family_note(lang, "dot", T_DOT, kw, snip, "", sec, "dotfile: %s" % f, vendors=[vend] if vend else [])


# ================================================================ CLEAN notes
def clean_note(lang, tag, T, kw, snip, hint, category, snip_field=None):
    mc = fill(pick(tag + "_ctx_" + lang, T["ctx_" + lang]), **kw)
    le = fill(pick(tag + "_les_" + lang, T["les_" + lang]), **kw)
    ask = fill(pick(tag + "_ask_" + lang, T["ask_" + lang]), **kw)
    if snip is not None:
        snip = fence(snip, hint)
        fld = snip_field or ch(["mc", "le", "le"])
        if fld == "mc":
            mc = place(mc, snip, ch(["end", "end", "middle", "start"]))
        else:
            le = place(le, snip, ch(["end", "middle", "start"]))
    return mk("clean", lang, "clean: " + category, mc, le, ask)


def xmask(prefix, n, c="x"):
    return prefix + c * n


# ---------------------------------------------------------------- G1 placeholders / templated values
T_PH = {
    "ctx_en": ["I didn't know {S} ships a .env.example; I had been creating the file by hand for {E}.",
               "The README of {S} shows config values that looked real to me. They are templates:",
               "Missing context: the Helm chart for {S} renders credentials from values at deploy time, nothing is stored in git.",
               "I was about to ask for the {S} credentials, but the template only needs the variable names filled in by CI."],
    "les_en": ["Everything in the example file is a placeholder; the real values come from the deploy pipeline.",
               "Copy the example, then fill values locally; never commit the filled copy.",
               "Placeholders keep the vendor prefix so the app's format validation passes at boot.",
               "When a value is an obvious placeholder, the app fails fast with a clear message instead of {ERR}."],
    "ask_en": ["Should the example file list every optional key too?", "", "Who maintains the example config for {S}?", ""],
    "ctx_ko": ["{S}에 .env.example이 있는 줄 모르고 {E}용 파일을 손으로 만들고 있었다.",
               "{S} README에 나온 설정값이 실제 값처럼 보였는데 전부 템플릿이었다:",
               "몰랐던 점: {S} Helm 차트는 배포 시점에 values로 자격 증명을 렌더링한다. git에는 아무것도 없다.",
               "{S} 자격 증명을 물어보려다가, 템플릿은 CI가 변수 이름만 채우면 된다는 걸 알았다."],
    "les_ko": ["예제 파일의 값은 전부 자리표시자다. 실제 값은 배포 파이프라인에서 들어간다.",
               "예제를 복사한 뒤 로컬에서만 값을 채울 것. 채운 파일은 커밋 금지.",
               "자리표시자는 벤더 prefix를 유지해서 부팅 시 형식 검사를 통과하게 되어 있다.",
               "값이 자리표시자면 앱이 {ERR} 대신 명확한 메시지로 바로 실패한다."],
    "ask_ko": ["예제 파일에 선택 항목도 모두 적어 둘까요?", "", "{S} 예제 설정은 누가 관리하나요?", ""],
}
PLACEHOLDER_LINES = [
    lambda: "STRIPE_SECRET_KEY=" + ch([xmask("sk_live_", 24), "sk_live_...", "<stripe-secret-key>", "sk_test_REPLACE_ME"]),
    lambda: "OPENAI_API_KEY=" + ch(["<your-openai-key>", "sk-...", "your_api_key_here", xmask("sk-proj-", 20, "X")]),
    lambda: "GITHUB_TOKEN=" + ch([xmask("ghp_", 36, "X"), "ghp_<redacted-in-docs>", "${GITHUB_TOKEN}", "<github-pat>"]),
    lambda: "AWS_ACCESS_KEY_ID=" + ch([xmask("AKIA", 16, "X"), "<access-key-id>", "YOUR_ACCESS_KEY_ID"]),
    lambda: "AWS_SECRET_ACCESS_KEY=" + ch(["<secret-access-key>", "YOUR_SECRET_ACCESS_KEY", "x" * 40]),
    lambda: "SLACK_BOT_TOKEN=" + ch(["xoxb-your-bot-token", "xoxb-xxxxxxxxxxxx-xxxxxxxxxxxxx-xxxxxxxxxxxxxxxxxxxxxxxx"]),
    lambda: "DATABASE_URL=" + ch(["postgresql://USER:PASSWORD@HOST:5432/DBNAME", "mysql://<user>:<password>@localhost:3306/app", "postgres://app:${DB_PASSWORD}@db:5432/app"]),
    lambda: "DB_PASSWORD=" + ch(["", "<ask-ops>", "${DB_PASSWORD}", "REPLACE_ME"]),
    lambda: "KAKAO_REST_API_KEY=" + ch(["발급받은_REST_API_키", "<kakao-rest-key>", "x" * 32]),
    lambda: "TOSS_SECRET_KEY=" + ch([xmask("test_sk_", 20, "X"), "live_sk_<발급후입력>", "<toss-secret-key>"]),
    lambda: "JWT_SECRET=" + ch(["<random-64-chars>", "change-this-in-every-env", "${JWT_SECRET}"]),
    lambda: "SENTRY_AUTH_TOKEN=" + ch(["<sentry-token>", xmask("sntrys_", 12, "X")]),
    lambda: "NCP_SECRET_KEY=" + ch(["<네이버클라우드-시크릿키>", "YOUR_NCP_SECRET_KEY"]),
    lambda: "ANTHROPIC_API_KEY=" + ch(["sk-ant-...", "<anthropic-key>", xmask("sk-ant-api03-", 16, "x")]),
]
PLACEHOLDER_BLOCKS = [
    lambda: "\n".join(f() for f in sample(PLACEHOLDER_LINES, rint(2, 4))),
    lambda: "db:\n  user: app\n  password: \"{{ .Values.db.password }}\"\n  host: \"{{ .Values.db.host }}\"",
    lambda: "ansible_become_password: \"{{ vault_become_password }}\"\nmysql_root_password: \"{{ vault_mysql_root_password }}\"",
    lambda: "curl -H \"Authorization: Bearer <token>\" https://api.%s/v1/me\ncurl -u \"$API_USER:$API_TOKEN\" https://api.%s/v1/export" % (ch(["acme.io", "example.com"]), ch(["acme.io", "example.com"])),
    lambda: 'variable "db_password" {\n  type      = string\n  sensitive = true\n  # no default: passed via TF_VAR_db_password\n}',
    lambda: "mysql -h %s -u %s -p   # prompts, password not on the command line" % (host(), ch(USERS_EN)),
    lambda: 'DSN = "postgresql://%(user)s:%(password)s@%(host)s/%(db)s"\nconn = psycopg.connect(DSN % cfg)',
    lambda: "spring.datasource.password=${DB_PASSWORD:}\nspring.datasource.username=${DB_USER:app}",
    lambda: '[pypi]\nusername = __token__\npassword = <PYPI_TOKEN from the vault>',
    lambda: "//registry.npmjs.org/:_authToken=${NPM_TOKEN}",
    lambda: "kakao:\n  rest-api-key: ${KAKAO_REST_API_KEY}\n  admin-key: <관리자 키는 콘솔에서 발급>",
    lambda: "api_key: YOUR_API_KEY_HERE\napi_secret: YOUR_API_SECRET_HERE\nregion: ap-northeast-2",
]


def clean_placeholder(lang):
    kw = kwbase(lang)
    i = R.randrange(len(PLACEHOLDER_BLOCKS))
    return clean_note(lang, "ph", T_PH, kw, PLACEHOLDER_BLOCKS[i](), "", "placeholders / templated values (form %d)" % i)


# ---------------------------------------------------------------- G2 masked output
T_MASK = {
    "ctx_en": ["I wanted to confirm that {S} on {E} had the new credential, but every tool masks it.",
               "The user asked whether the key in CI matches the vault. All we can see is the masked form:",
               "I didn't know the deploy log masks secrets automatically, so I thought the variable was empty.",
               "Checking which key {S} uses: the dashboard only shows the last characters."],
    "les_en": ["Compare the last four characters instead of asking for the full value.", "Masked output (*** or •••) means the value is set; an empty value prints nothing.",
               "The masking happens in the runner, so the value still reaches the process.", "Use the vendor dashboard's key id to match keys, never the key itself."],
    "ask_en": ["Is matching on the last four characters enough for you?", "", "Can I get read access to the secret's metadata?", ""],
    "ctx_ko": ["{E}의 {S}에 새 자격 증명이 들어갔는지 확인하려 했는데 모든 도구가 값을 가린다.",
               "CI에 있는 키가 볼트와 같은지 사용자가 물었다. 보이는 건 마스킹된 형태뿐이다:",
               "배포 로그가 시크릿을 자동으로 가린다는 걸 몰라서 변수가 비어 있는 줄 알았다.",
               "{S}(이)가 어떤 키를 쓰는지 확인 중. 대시보드는 마지막 몇 글자만 보여 준다."],
    "les_ko": ["전체 값을 묻지 말고 마지막 네 글자로 비교할 것.", "마스킹(*** 또는 •••)이 보이면 값은 설정된 것이다. 비어 있으면 아무것도 안 찍힌다.",
               "마스킹은 러너에서 일어나므로 프로세스에는 실제 값이 전달된다.", "키 매칭은 키 자체가 아니라 벤더 대시보드의 키 ID로 할 것."],
    "ask_ko": ["마지막 네 글자 비교로 충분할까요?", "", "시크릿 메타데이터 읽기 권한을 받을 수 있을까요?", ""],
}
MASK_FORMS = [
    lambda: "Run ./deploy.sh\n  env:\n    NPM_TOKEN: ***\n    SLACK_WEBHOOK_URL: ***\n    AWS_REGION: ap-northeast-2",
    lambda: '  + resource "aws_db_instance" "main" {\n      + password = (sensitive value)\n      + username = "%s"\n    }' % ch(USERS_EN),
    lambda: "Name:         db-cred\nNamespace:    %s\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes" % (ch(["prod", "stg"]), rint(16, 40), rint(3, 12)),
    lambda: "> vercel env ls\n  name                 value        environments\n  STRIPE_SECRET_KEY    Encrypted    Production\n  DATABASE_URL         Encrypted    Production, Preview",
    lambda: "AWS_ACCESS_KEY_ID=AKIA************%s" % rs(UPALNUM, 4),
    lambda: "Stripe dashboard > API keys: Secret key sk_live_...%s (created %s)" % (rs(B62, 4), date_ymd()),
    lambda: "GITHUB_TOKEN=ghp_%s%s" % ("*" * 32, rs(B62, 4)),
    lambda: "$ echo $DEPLOY_TOKEN\n[MASKED]",
    lambda: '"Env": [\n    "POSTGRES_USER=%s",\n    "POSTGRES_PASSWORD=********",\n    "PGDATA=/var/lib/postgresql/data"\n]' % ch(USERS_EN),
    lambda: "비밀번호: ●●●●●●●● (표시 안 됨)\n아이디: %s" % ch(USERS_KO),
    lambda: "$ op item get \"Prod Postgres\" --fields password\n[use 'op item get %s --reveal' to reveal]" % rs(LOWALNUM, 26),
    lambda: "[Pipeline] withCredentials\nMasking supported pattern matches of $PASSWORD\n+ ./gradlew publish -PnexusPassword=****",
    lambda: "OPENAI_API_KEY=sk-proj-%s...%s  (last 4 shown)" % ("*" * 6, rs(B62, 4)),
    lambda: "TOSS_SECRET_KEY=live_sk_****************%s" % rs(B62, 4),
]


def clean_masked(lang):
    kw = kwbase(lang)
    i = R.randrange(len(MASK_FORMS))
    return clean_note(lang, "mask", T_MASK, kw, MASK_FORMS[i](), "", "masked output (form %d)" % i)


# ---------------------------------------------------------------- G3 env-var and secret-manager references
T_REF = {
    "ctx_en": ["I didn't know {S} already reads its credentials from the secret store; I was about to hardcode them for the {TASK}.",
               "The user pointed me to how {S} gets its secrets on {E}:",
               "Missing context: secrets for {S} are injected at runtime, the repo only has references.",
               "I searched the repo for the {S} key and found only this reference."],
    "les_en": ["Reference the secret by name; the platform resolves it at start-up.", "To rotate, update the secret store entry and restart {S}; no code change.",
               "If the reference cannot be resolved, {S} exits with {ERR} at boot, which is the desired behaviour.", "Local runs use the same names through direnv, so keep them identical."],
    "ask_en": ["Which path in the secret store does {E} use?", "", "Can I get read access to the secret names (not values)?", ""],
    "ctx_ko": ["{S}(이)가 이미 시크릿 스토어에서 자격 증명을 읽는다는 걸 몰라서 {TASK} 때 하드코딩하려 했다.",
               "{E}에서 {S}(이)가 시크릿을 어떻게 받는지 사용자가 알려줬다:",
               "몰랐던 점: {S} 시크릿은 런타임에 주입되고 저장소에는 참조만 있다.",
               "저장소에서 {S} 키를 찾아보니 이 참조만 있었다."],
    "les_ko": ["시크릿은 이름으로 참조하면 플랫폼이 기동 시 값을 채운다.", "교체는 시크릿 스토어 값만 바꾸고 {S}(을)를 재시작하면 된다. 코드 변경 없음.",
               "참조를 못 찾으면 {S}(은)는 부팅 때 {ERR}(으)로 종료한다. 의도된 동작.", "로컬도 direnv로 같은 이름을 쓰니 이름을 맞출 것."],
    "ask_ko": ["{E}(은)는 시크릿 스토어의 어느 경로를 쓰나요?", "", "값이 아니라 시크릿 이름 목록 읽기 권한을 받을 수 있을까요?", ""],
}
REF_FORMS = [
    lambda: "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  AWS_ROLE_ARN: ${{ vars.DEPLOY_ROLE_ARN }}",
    lambda: 'api_key = os.environ["OPENAI_API_KEY"]\ndb_url = os.getenv("DATABASE_URL")',
    lambda: "const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: '2024-06-20' });",
    lambda: "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password" % ch(SERVICES),
    lambda: "aws secretsmanager get-secret-value --secret-id prod/%s/db --query SecretString --output text" % ch(SERVICES),
    lambda: "vault kv get -field=password secret/%s/db" % ch(SERVICES),
    lambda: 'op read "op://Prod/%s Postgres/password"' % ch(SERVICES),
    lambda: "gcloud secrets versions access latest --secret=%s-db-password" % ch(SERVICES),
    lambda: "@Microsoft.KeyVault(SecretUri=https://kv-%s.vault.azure.net/secrets/DbPassword/%s)" % (ch(["prod", "stg"]), rs(HEX, 32)),
    lambda: "arn:aws:secretsmanager:ap-northeast-2:%s:secret:prod/%s/api-%s" % (digits(12), ch(SERVICES), rs(B62, 6)),
    lambda: "spring:\n  datasource:\n    password: ${DB_PASSWORD}\n  cloud:\n    vault:\n      kv:\n        backend: secret",
    lambda: "    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}",
    lambda: "envFrom:\n  - secretRef:\n      name: %s-env" % ch(SERVICES),
    lambda: "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-sm\n  data:\n    - secretKey: password\n      remoteRef:\n        key: prod/%s/db\n        property: password" % ch(SERVICES),
    lambda: "doppler run --project %s --config prd -- node dist/main.js" % ch(SERVICES),
    lambda: 'password = var.db_password  # TF_VAR_db_password from CI\nmaster_password = data.aws_secretsmanager_secret_version.db.secret_string',
    lambda: "gh secret set STRIPE_SECRET_KEY < stripe_key.txt   # value never echoed",
    lambda: "kakao.rest-api-key=${KAKAO_REST_API_KEY}\nnaver.client-secret=${NAVER_CLIENT_SECRET}",
]


def clean_envref(lang):
    kw = kwbase(lang)
    i = R.randrange(len(REF_FORMS))
    return clean_note(lang, "ref", T_REF, kw, REF_FORMS[i](), "", "env-var / secret-manager reference (form %d)" % i)


# ---------------------------------------------------------------- G4 hashes, digests, git SHAs
T_HASH = {
    "ctx_en": ["The {TASK} broke because the artifact on {E} was not the one we built; I didn't know how to compare them.",
               "I didn't know which commit was deployed to {E}. The user pasted the release output:",
               "CI started failing with an integrity error after the lockfile update for {S}.",
               "Missing context: the release checklist for {S} requires matching checksums before upload."],
    "les_en": ["Compare digests, not tags; tags are mutable.", "A checksum mismatch after the mirror sync means a stale cache, not tampering, in this setup.",
               "Pin the image by digest in the manifest so {E} cannot drift.", "Record the commit SHA in the release note so rollbacks are one command."],
    "ask_en": ["Should releases for {S} be pinned by digest from now on?", "", "Is there a canonical checksum file for the {TASK}?", ""],
    "ctx_ko": ["{E}의 아티팩트가 우리가 빌드한 것과 달라서 {TASK}(이)가 깨졌는데 비교 방법을 몰랐다.",
               "{E}에 어떤 커밋이 배포됐는지 몰랐다. 사용자가 릴리스 출력을 붙여 줬다:",
               "{S} lockfile 업데이트 후 CI가 integrity 오류로 실패하기 시작했다.",
               "몰랐던 점: {S} 릴리스 체크리스트는 업로드 전에 체크섬 일치를 요구한다."],
    "les_ko": ["태그가 아니라 digest로 비교할 것. 태그는 바뀔 수 있다.", "이 구성에서 미러 동기화 후 체크섬 불일치는 변조가 아니라 캐시 문제다.",
               "{E}(이)가 어긋나지 않게 매니페스트에서 이미지를 digest로 고정할 것.", "릴리스 노트에 커밋 SHA를 남기면 롤백이 명령 한 줄이다."],
    "ask_ko": ["앞으로 {S} 릴리스는 digest로 고정할까요?", "", "{TASK}용 기준 체크섬 파일이 있나요?", ""],
}
HASH_FORMS = [
    lambda: "\n".join("%s  %s" % (rs(HEX, 64), f) for f in sample(["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz", "app-windows.zip", "checksums.txt.sig", "sbom.spdx.json"], rint(2, 3))),
    lambda: "Digest: sha256:%s\nStatus: Downloaded newer image for registry.internal/%s:1.%d.%d" % (rs(HEX, 64), ch(SERVICES), rint(0, 20), rint(0, 9)),
    lambda: '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "integrity": "sha512-%s=="\n}' % (ch(["lodash", "axios", "zod", "date-fns"]), rint(1, 5), rint(0, 20), rint(0, 9), rs(B64, 86)),
    lambda: "golang.org/x/%s v0.%d.0 h1:%s=\ngolang.org/x/%s v0.%d.0/go.mod h1:%s=" % (ch(["net", "sys", "text"]), rint(10, 30), rs(B64, 43), ch(["net", "sys", "text"]), rint(10, 30), rs(B64, 43)),
    lambda: "\n".join("%s %s" % (rs(HEX, 7), m) for m in sample(["fix: retry on 502 from PG", "feat: add settlement export", "chore: bump deps", "refactor: split worker", "fix(auth): clock skew", "docs: runbook update"], 4)),
    lambda: "$ git rev-parse HEAD\n%s\n$ git describe --tags\nv%d.%d.%d-%d-g%s" % (rs(HEX, 40), rint(1, 4), rint(0, 30), rint(0, 9), rint(1, 40), rs(HEX, 7)),
    lambda: "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (rs(HEX, 64), rs(HEX, 64)),
    lambda: 'ETag: "%s"\nx-amz-version-id: %s' % (rs(HEX, 32), rs(B62 + "._", 32)),
    lambda: '[[package]]\nname = "%s"\nversion = "1.%d.%d"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % (ch(["serde", "tokio", "rand"]), rint(0, 40), rint(0, 9), rs(HEX, 64)),
    lambda: '<script src="https://cdn.%s/lib.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % (ch(["jsdelivr.net", "acme-static.io"]), rs(B64, 64)),
    lambda: "md5: %s\nsha1: %s  %s.sql.gz" % (rs(HEX, 32), rs(HEX, 40), ch(DBS)),
    lambda: "Merge pull request #%d from acme/%s\n\ncommit %s\nAuthor: %s <%s@acme.io>" % (rint(100, 4000), ch(["fix/retry", "feat/export"]), rs(HEX, 40), ch(ROMA_NAMES), ch(ROMA_NAMES)),
    lambda: "/nix/store/%s-%s-%d.%d.%d" % (rs("0123456789abcdfghijklmnpqrsvwxyz", 32), ch(["openssl", "python3", "nodejs"]), rint(1, 3), rint(0, 20), rint(0, 9)),
]


def clean_hash(lang):
    kw = kwbase(lang)
    i = R.randrange(len(HASH_FORMS))
    return clean_note(lang, "hash", T_HASH, kw, HASH_FORMS[i](), "", "hashes / digests / git SHAs (form %d)" % i)


# ---------------------------------------------------------------- G5 UUIDs, request ids, trace ids
T_ID = {
    "ctx_en": ["The user reported a failed payment on {E} and gave me the identifiers from the error page.",
               "I couldn't correlate the {S} logs with the gateway logs; I didn't know which id is propagated.",
               "Missing context: support tickets for {S} always include the request id, and that is what the vendor asks for.",
               "Tracking down {ERR} in {S}; these are the ids from the failing calls."],
    "les_en": ["Search the logs by the request id first; it is propagated through every hop.", "The trace id is the W3C traceparent middle part, not the span id.",
               "Vendor support needs the request id and the timestamp, nothing else.", "Idempotency keys are random per operation; reusing one returns the first result."],
    "ask_en": ["Can I get access to the tracing UI for {E}?", "", "Should {S} log the request id on every line?", ""],
    "ctx_ko": ["사용자가 {E}에서 결제 실패를 신고하면서 에러 페이지의 식별자들을 줬다.",
               "{S} 로그와 게이트웨이 로그를 연결하지 못했다. 어떤 id가 전파되는지 몰랐다.",
               "몰랐던 점: {S} 문의 티켓에는 항상 request id가 들어가고, 벤더도 그걸 요구한다.",
               "{S}의 {ERR}(을)를 추적 중. 실패한 호출들의 id:"],
    "les_ko": ["로그는 request id로 먼저 검색할 것. 모든 홉에 전파된다.", "trace id는 W3C traceparent의 가운데 부분이다. span id와 헷갈리지 말 것.",
               "벤더 지원팀에는 request id와 시각만 주면 된다.", "멱등 키는 작업마다 새로 만든다. 재사용하면 첫 결과가 돌아온다."],
    "ask_ko": ["{E} 트레이싱 UI 접근 권한을 받을 수 있을까요?", "", "{S}(이)가 모든 로그 줄에 request id를 찍게 할까요?", ""],
}
ID_FORMS = [
    lambda: "x-request-id: %s\nx-amzn-trace-id: Root=1-%s-%s" % (uuid4(), rs(HEX, 8), rs(HEX, 24)),
    lambda: "traceparent: 00-%s-%s-01" % (rs(HEX, 32), rs(HEX, 16)),
    lambda: "Sentry event %s (issue %s-%d)" % (rs(HEX, 32), ch(["BILLING", "WEB", "API"]), rint(100, 9999)),
    lambda: "metadata:\n  name: %s-%s-%s\n  uid: %s\n  resourceVersion: \"%d\"" % (ch(SERVICES), rs(LOWALNUM, 10), rs(LOWALNUM, 5), uuid4(), rint(100000, 99999999)),
    lambda: "CF-Ray: %s-ICN\ncf-cache-status: MISS" % rs(HEX, 16),
    lambda: "Idempotency-Key: %s" % uuid4(),
    lambda: "RequestId: %s\nStatusCode: 409, ConditionalCheckFailedException" % uuid4(),
    lambda: "order_id=%s payment_key=tgen_%s%s status=ABORTED" % (date_ymd() + "-" + digits(6), date_ymd(), rs(UPALNUM, 10)),
    lambda: "job %s failed after %d attempts (correlation_id=%s)" % (uuid4(), rint(2, 5), uuid4()),
    lambda: "dd.trace_id=%s dd.span_id=%s" % (digits(19), digits(19)),
    lambda: "| run | id |\n|---|---|\n| nightly | %s |\n| retry | %s |" % (uuid4(), uuid4()),
    lambda: "Stripe request: req_%s (pi_%s)" % (rs(B62, 14), rs(B62, 24)),
]


def clean_ids(lang):
    kw = kwbase(lang)
    i = R.randrange(len(ID_FORMS))
    return clean_note(lang, "id", T_ID, kw, ID_FORMS[i](), "", "UUIDs / request / trace ids (form %d)" % i)


# ---------------------------------------------------------------- G6 public keys, fingerprints, certificates
T_PUB = {
    "ctx_en": ["The {TASK} needed the deploy host to trust our CI runner; I didn't know which public key was registered.",
               "I didn't know the partner verifies our webhooks with a public key we publish. The user pasted it:",
               "SSH to {H} failed with a host key warning after the rebuild, and I didn't know the new fingerprint.",
               "Missing context: {S} pins the upstream certificate, so the renewal needed the new public key."],
    "les_en": ["Public keys and fingerprints are safe to share; only the private half must stay in the vault.", "Verify the fingerprint out of band before accepting a changed host key.",
               "Add the key to authorized_keys with a from= restriction for the CI subnet.", "The pin is the SHA-256 of the SubjectPublicKeyInfo, so it survives certificate renewal with the same key."],
    "ask_en": ["Should the CI public key also go to {E}?", "", "Who approves new host fingerprints?", ""],
    "ctx_ko": ["{TASK} 때 배포 서버가 CI 러너를 신뢰해야 했는데 어떤 공개키가 등록돼 있는지 몰랐다.",
               "협력사가 우리가 공개한 공개키로 웹훅을 검증한다는 걸 몰랐다. 사용자가 붙여 줬다:",
               "재구축 후 {H}에 SSH 접속하니 호스트 키 경고가 떴다. 새 지문을 몰랐다.",
               "몰랐던 점: {S}(은)는 업스트림 인증서를 pinning 해서, 갱신할 때 새 공개키가 필요했다."],
    "les_ko": ["공개키와 지문은 공유해도 된다. 개인키 쪽만 볼트에 있어야 한다.", "바뀐 호스트 키는 다른 채널로 지문을 확인한 뒤에 수락할 것.",
               "authorized_keys에 CI 대역 from= 제한을 걸어서 추가할 것.", "pin 값은 SubjectPublicKeyInfo의 SHA-256이라 같은 키로 갱신하면 그대로 유지된다."],
    "ask_ko": ["CI 공개키를 {E}에도 넣을까요?", "", "새 호스트 지문은 누가 승인하나요?", ""],
}


def ssh_ed25519_pub():
    return "ssh-ed25519 " + b64(_sshstr(b"ssh-ed25519") + _sshstr(rb(32)))


def ssh_rsa_pub():
    return "ssh-rsa " + b64(_sshstr(b"ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + rb(256)))


PUB_FORMS = [
    lambda: "%s %s@%s" % (ssh_ed25519_pub(), ch(["ci", "deploy", "github-actions"]), ch(["runner-01", "build", "acme"])),
    lambda: "%s %s" % (ssh_rsa_pub(), ch(["jenkins@build-02", "backup@nas"])),
    lambda: "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(_lines(b64(bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rb(64)), 64)),
    lambda: "-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----" % "\n".join(_lines(b64(bytes.fromhex("308201") + rb(rint(300, 420))), 64)),
    lambda: "# public key: age1%s" % rs(BECH32, 58),
    lambda: "[Peer]\nPublicKey = %s\nAllowedIPs = 10.%d.0.0/16\nEndpoint = vpn.%s:51820\nPersistentKeepalive = 25" % (b64(rb(32)), rint(8, 30), ch(["acme.io", "hanbit.dev"])),
    lambda: "pub   ed25519 2024-%02d-%02d [SC]\n      %s\nuid   Release Signing <release@acme.io>" % (rint(1, 12), rint(1, 28), " ".join(rs(HEXU, 4) for _ in range(10))),
    lambda: "ED25519 key fingerprint is SHA256:%s." % rs(B64, 43),
    lambda: "%s %s" % (ch(["github.com", "gitlab.corp.internal", "10.0.3.17"]), ssh_ed25519_pub()),
    lambda: '{"keys": [{"kty": "RSA", "kid": "%s", "use": "sig", "alg": "RS256", "e": "AQAB", "n": "%s"}]}' % (rs(B64U, 16), b64u(b"\xc0" + rb(255))),
    lambda: "untrusted comment: minisign public key %s\nRW%s" % (rs(HEXU, 16), rs(B64, 54)),
    lambda: 'Public-Key-Pins: pin-sha256="%s"; max-age=5184000' % b64(rb(32)),
    lambda: "cosign verify --key cosign.pub registry.internal/%s@sha256:%s" % (ch(SERVICES), rs(HEX, 64)),
]


def clean_pubkey(lang):
    kw = kwbase(lang)
    i = R.randrange(len(PUB_FORMS))
    return clean_note(lang, "pub", T_PUB, kw, PUB_FORMS[i](), "", "public key / fingerprint / certificate (form %d)" % i)


# ---------------------------------------------------------------- G7 identifiers that are not secrets
T_NID = {
    "ctx_en": ["I didn't know which account {S} on {E} runs in; the user gave me the identifiers.",
               "Setting up the {TASK}, I needed the app and account ids. None of these are credentials:",
               "Missing context: the OAuth app for {S} is registered under the shared org; these are its public ids.",
               "I mixed up the ids of the two environments and got {ERR}. For reference:"],
    "les_en": ["Account ids, client ids and SIDs identify things; they grant nothing without the matching secret.", "Keep ids in the repo config; only the secrets go to the vault.",
               "The {ERR} was a wrong account id in the ARN, not a permission problem.", "Client ids are visible in the browser anyway, so there is no point hiding them."],
    "ask_en": ["Is there an id list for all environments somewhere?", "", "Should {E} use a separate OAuth app?", ""],
    "ctx_ko": ["{E}의 {S}(이)가 어느 계정에서 도는지 몰랐다. 사용자가 식별자를 알려줬다.",
               "{TASK} 설정에 앱 ID와 계정 ID가 필요했다. 아래는 자격 증명이 아니다:",
               "몰랐던 점: {S} OAuth 앱은 공용 조직에 등록돼 있다. 공개 ID는 다음과 같다.",
               "두 환경의 ID를 헷갈려서 {ERR}(이)가 났다. 참고용:"],
    "les_ko": ["계정 ID, client id, SID는 식별자일 뿐이다. 짝이 되는 시크릿 없이는 아무 권한이 없다.", "ID는 저장소 설정에 두고 시크릿만 볼트로 보낼 것.",
               "{ERR}(은)는 권한 문제가 아니라 ARN의 계정 ID가 틀린 것이었다.", "client id는 어차피 브라우저에 보이니 숨길 필요 없다."],
    "ask_ko": ["전체 환경의 ID 목록이 어딘가 있나요?", "", "{E}(은)는 OAuth 앱을 따로 쓸까요?", ""],
}
NID_FORMS = [
    lambda: "AWS account: %s\nrole: arn:aws:iam::%s:role/%s-deployer" % ((lambda a: (a, a))(digits(12)) + (ch(SERVICES),)),
    lambda: "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s" % (rs(HEX, 32), rs(HEX, 32)),
    lambda: "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com" % (digits(12), rs(LOWALNUM, 32)),
    lambda: "GitHub App ID: %d\nClient ID: Iv1.%s\nInstallation ID: %d" % (rint(100000, 999999), rs(HEX, 16), rint(10000000, 99999999)),
    lambda: "AZURE_TENANT_ID=%s\nAZURE_CLIENT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s" % (uuid4(), uuid4(), uuid4()),
    lambda: "X-Naver-Client-Id: %s" % rs(B62, 20),
    lambda: "customer: cus_%s\nsubscription: sub_%s\nprice: price_%s\naccount: acct_%s" % (rs(B62, 14), rs(B62, 24), rs(B62, 24), rs(B62, 16)),
    lambda: "channel C%s, user U%s, team T%s" % (rs(UPALNUM, 10), rs(UPALNUM, 10), rs(UPALNUM, 9)),
    lambda: "aws cognito-idp describe-user-pool-client --user-pool-id ap-northeast-2_%s --client-id %s" % (rs(B62, 9), rs(LOWALNUM, 26)),
    lambda: "WECHAT_APPID=wx%s\nFEISHU_APP_ID=cli_%s" % (rs(HEX, 16), rs(HEX, 16)),
    lambda: "Apple Team ID: %s\nKey ID: %s\nBundle ID: com.%s.app" % (rs(UPALNUM, 10), rs(UPALNUM, 10), ch(["acme", "hanbit", "saeroun"])),
    lambda: "projects/%d/locations/asia-northeast3/functions/%s" % (rint(100000000000, 999999999999), ch(SERVICES)),
    lambda: "GA4: G-%s, GTM: GTM-%s, AdSense: ca-pub-%s" % (rs(UPALNUM, 10), rs(UPALNUM, 7), digits(16)),
    lambda: "카카오 앱 ID: %d / 네이티브 앱은 별도 등록 안 함" % rint(100000, 1299999),
    lambda: "arn:aws:kms:ap-northeast-2:%s:key/%s" % (digits(12), uuid4()),
]


def clean_nonsecret_id(lang):
    kw = kwbase(lang)
    i = R.randrange(len(NID_FORMS))
    return clean_note(lang, "nid", T_NID, kw, NID_FORMS[i](), "", "identifiers that are not credentials (form %d)" % i)


# ---------------------------------------------------------------- G8 base64 of non-secret data
T_B64 = {
    "ctx_en": ["A blob in the {S} config looked like an encoded credential, and I didn't know what it was.",
               "The {TASK} payload in the queue is base64; I didn't know the consumer decodes it before parsing.",
               "Missing context: the ConfigMap for {S} carries a small binary asset inline.",
               "I was about to flag this value in review as a leaked secret. It decodes to plain config:"],
    "les_en": ["Decode before judging: `base64 -d` showed ordinary JSON.", "Base64 is an encoding, not protection; this one carries nothing sensitive.",
               "The consumer in {S} expects standard base64 with padding; URL-safe input gave {ERR}.", "Binary assets in ConfigMaps must stay under 1 MiB."],
    "ask_en": ["Should we store this as plain YAML instead of base64?", "", "Is the payload schema documented?", ""],
    "ctx_ko": ["{S} 설정에 인코딩된 자격 증명 같은 값이 있었는데 뭔지 몰랐다.",
               "큐에 있는 {TASK} 페이로드가 base64다. 컨슈머가 파싱 전에 디코딩한다는 걸 몰랐다.",
               "몰랐던 점: {S} ConfigMap에 작은 바이너리 파일이 인라인으로 들어 있다.",
               "리뷰에서 유출된 시크릿으로 지적하려던 값인데, 디코딩하니 평범한 설정이었다:"],
    "les_ko": ["판단 전에 디코딩부터 할 것. `base64 -d` 결과는 평범한 JSON이었다.", "base64는 보호가 아니라 인코딩일 뿐이고, 이 값에는 민감한 내용이 없다.",
               "{S} 컨슈머는 패딩 있는 표준 base64를 기대한다. URL-safe 입력은 {ERR}(을)를 냈다.", "ConfigMap 바이너리는 1MiB 이하로 유지할 것."],
    "ask_ko": ["base64 대신 평문 YAML로 둘까요?", "", "페이로드 스키마 문서가 있나요?", ""],
}


def _json_cfg():
    return json.dumps({"feature": ch(["new-checkout", "dark-mode", "fast-refund"]), "enabled": chance(0.5), "rollout": rint(1, 100),
                       "region": ch(["kr", "jp", "us"])}, separators=(",", ":"))


B64_FORMS = [
    lambda: "binaryData:\n  logo.png: iVBORw0KGgoAAAANSUhEUgAAA%s" % b64(rb(rint(60, 120))),
    lambda: "FEATURE_FLAGS_B64=%s" % b64(_json_cfg().encode()),
    lambda: "$ echo '%s' | base64 -d\n%s" % ((lambda j: (b64(j.encode()), j))(_json_cfg())),
    lambda: 'background: url("data:image/svg+xml;base64,%s");' % b64(('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d"><rect fill="#%s"/></svg>' % (rint(8, 64), rint(8, 64), rs(HEX, 6))).encode()),
    lambda: 'user_data = "%s"' % b64(("#!/bin/bash\nset -e\napt-get update -y\napt-get install -y nginx\nsystemctl enable --now nginx\necho %s > /etc/hostname\n" % ch(SERVICES)).encode()),
    lambda: '{"eventType":"ORDER_PAID","data":"%s"}' % b64(json.dumps({"orderId": date_ymd() + "-" + digits(6), "amount": rint(1000, 990000), "currency": "KRW"}).encode()),
    lambda: "JWT header only (no payload, no signature): %s" % b64u(json.dumps({"alg": "RS256", "kid": rs(B64U, 16), "typ": "JWT"}, separators=(",", ":")).encode()),
    lambda: "grpc-status-details-bin: %s" % b64(b"\x08\x05\x12" + bytes([30]) + ("order %s not found" % digits(6)).encode().ljust(30, b" ")),
]


def clean_b64(lang):
    kw = kwbase(lang)
    i = R.randrange(len(B64_FORMS))
    return clean_note(lang, "b64", T_B64, kw, B64_FORMS[i](), "", "base64 of non-secret data (form %d)" % i)


# ---------------------------------------------------------------- G9 long identifiers and versions
T_LONGID = {
    "ctx_en": ["I couldn't find the failing resource for {S}; the names are long and generated.",
               "The {TASK} depended on an exact build, and I didn't know how to read these version strings.",
               "Missing context: {S} encodes date, region and hash into object keys.",
               "Tracking the {ERR} through the stack, I collected the identifiers involved:"],
    "les_en": ["Generated names end with a hash of the spec; a new hash means a new rollout.", "Go pseudo-versions encode the commit time and SHA prefix; use them to find the commit.",
               "Build metadata after the + is ignored for precedence, so two builds can share a version.", "Copy resource addresses from `terraform state list`, don't type them."],
    "ask_en": ["Is there a naming convention doc for {S}?", "", "Should builds for {E} carry the commit in the version?", ""],
    "ctx_ko": ["{S}에서 실패한 리소스를 못 찾았다. 이름이 길고 자동 생성된다.",
               "{TASK}(은)는 정확한 빌드에 의존하는데 이 버전 문자열 읽는 법을 몰랐다.",
               "몰랐던 점: {S}(은)는 오브젝트 키에 날짜, 리전, 해시를 넣는다.",
               "{ERR}(을)를 스택 따라 추적하면서 관련 식별자를 모았다:"],
    "les_ko": ["자동 생성 이름 끝은 스펙 해시다. 해시가 바뀌면 새 롤아웃이다.", "Go pseudo-version에는 커밋 시각과 SHA 앞부분이 들어 있다. 커밋 찾을 때 쓸 것.",
               "+ 뒤 빌드 메타데이터는 우선순위에 안 쓰여서 두 빌드가 같은 버전일 수 있다.", "리소스 주소는 직접 치지 말고 `terraform state list`에서 복사할 것."],
    "ask_ko": ["{S} 네이밍 규칙 문서가 있나요?", "", "{E} 빌드 버전에 커밋을 넣을까요?", ""],
}
LONGID_FORMS = [
    lambda: "%s-%s-%s   0/1   CrashLoopBackOff   %d   %dm" % (ch(SERVICES), rs(LOWALNUM, 10), rs(LOWALNUM, 5), rint(3, 40), rint(2, 90)),
    lambda: 'module.%s.aws_lambda_function.this["%s"]\nmodule.network.aws_subnet.private["ap-northeast-2%s"]' % (ch(SERVICES).replace("-", "_"), ch(SERVICES), ch("abc")),
    lambda: "at com.acme.%s.infrastructure.persistence.jpa.%sRepositoryImpl$$SpringCGLIB$$0.findAllByStatusAndCreatedAtBetween(<generated>)" % (ch(["settlement", "order", "member"]), ch(["Settlement", "Order", "Member"])),
    lambda: "s3://%s/raw/dt=%s/region=ap-northeast-2/part-%05d-%s-c000.snappy.parquet" % (ch(["acme-datalake", "hanbit-logs"]), date_ymd(), rint(0, 200), uuid4()),
    lambda: "require golang.org/x/%s v0.0.0-%s%02d%02d%02d-%s" % (ch(["exp", "tools"]), date_ymd(), rint(0, 23), rint(0, 59), rint(0, 59), rs(HEX, 12)),
    lambda: "version: %d.%d.%d-rc.%d+build.%s.sha.%s" % (rint(1, 5), rint(0, 30), rint(0, 9), rint(1, 5), date_ymd(), rs(HEX, 8)),
    lambda: "arn:aws:lambda:ap-northeast-2:%s:function:%s-handler:%d" % (digits(12), ch(SERVICES), rint(1, 300)),
    lambda: "static/js/%s.%s.chunk.js\nstatic/css/main.%s.css" % (rint(100, 999), rs(HEX, 8), rs(HEX, 8)),
    lambda: "chrome-extension://%s/options.html" % rs("abcdefghijklmnop", 32),
    lambda: "arn:aws:cloudformation:ap-northeast-2:%s:stack/%s-prod/%s" % (digits(12), ch(SERVICES), uuid4()),
    lambda: "com.acme.%s:%s-client:%d.%d.%d-%s.%s-%d" % (ch(["billing", "auth"]), ch(["billing", "auth"]), rint(1, 3), rint(0, 20), rint(0, 9), date_ymd(), "%06d" % rint(0, 235959), rint(1, 40)),
    lambda: "versionCode %d\nversionName \"%d.%d.%d (%s)\"" % (rint(100000, 999999), rint(1, 9), rint(0, 30), rint(0, 9), rs(HEX, 7)),
]


def clean_longid(lang):
    kw = kwbase(lang)
    i = R.randrange(len(LONGID_FORMS))
    return clean_note(lang, "longid", T_LONGID, kw, LONGID_FORMS[i](), "", "long identifiers / versions (form %d)" % i)


# ---------------------------------------------------------------- G10 password policy / flags explained in prose (no values)
POLICY_EN = [
    ("I didn't know the {S} admin accounts follow a stricter password policy than normal users.",
     "Admin passwords for {S}: at least 16 characters, one digit, one symbol, no reuse of the last 5, rotation every 90 days. The check runs on the server, so the UI accepts weaker ones and then fails with {ERR}."),
    ("I put the database password on the command line during the {TASK}, and the user asked me not to.",
     "`mysql -p` with nothing after it prompts for the password, which keeps it out of shell history and `ps`. Note that `-p` must be attached to the value when a value is given, which is why `-p secret` is parsed as a database name."),
    ("Missing context: CI logs in to the registry without ever echoing the credential.",
     "Use `docker login --username ci-bot --password-stdin` and pipe the value from the secret store; `-p` on the command line is visible to every process on the runner."),
    ("`redis-cli -a` printed a warning about using a password on the command line and I didn't know the alternative.",
     "Set the `REDISCLI_AUTH` environment variable instead of `-a`; the CLI reads it silently. In redis-cli, `-p` is the port, not the password."),
    ("I didn't know how libpq finds passwords for the {TASK} cron.",
     "libpq reads `~/.pgpass` with lines in the form hostname:port:database:username:password, and ignores the file unless its mode is 0600. `PGPASSFILE` can point to another file."),
    ("The user asked why the Basic auth header in our docs is not a security issue by itself.",
     "Basic auth is only base64 of user:password, so it is an encoding, not encryption; the docs only show the header name and `<base64>` as a placeholder. Always use it over TLS."),
    ("I didn't know kubectl has two ways to create secrets and which one leaks less.",
     "`kubectl create secret generic --from-file` reads values from files, while `--from-literal` puts the value in shell history. Prefer files or the external secrets operator."),
    ("Missing context: our password reset e-mails expire and the user kept getting {ERR}.",
     "Reset links for {S} are valid for 30 minutes and single use; the token is never logged. Support must never ask users for their password."),
    ("I didn't know where Git keeps HTTPS credentials on the build agents.",
     "The agents use `git config --global credential.helper 'cache --timeout=3600'`, so credentials stay in memory for an hour and are never written to disk."),
    ("The user asked what `sshpass` is for and whether we should use it in the {TASK} scripts.",
     "`sshpass` feeds a password to ssh non-interactively; we don't use it. Key-based auth with an agent is the rule, and password login is disabled on {E}."),
]
POLICY_KO = [
    ("{S} 관리자 계정이 일반 사용자보다 엄격한 비밀번호 정책을 따른다는 걸 몰랐다.",
     "{S} 관리자 비밀번호: 16자 이상, 숫자와 특수문자 각 1개 이상, 최근 5개 재사용 금지, 90일마다 변경. 검사는 서버에서 해서 UI는 약한 값을 받아 놓고 {ERR}(으)로 실패한다."),
    ("{TASK} 중에 DB 비밀번호를 커맨드라인에 넣었더니 사용자가 하지 말라고 했다.",
     "`mysql -p` 뒤에 아무것도 안 쓰면 비밀번호를 프롬프트로 물어서 셸 히스토리와 `ps`에 남지 않는다. 값을 줄 때는 `-p`에 붙여 써야 해서 `-p secret`은 DB 이름으로 해석된다."),
    ("몰랐던 점: CI는 자격 증명을 화면에 찍지 않고 레지스트리에 로그인한다.",
     "`docker login --username ci-bot --password-stdin`에 시크릿 스토어 값을 파이프로 넘길 것. 커맨드라인 `-p`는 러너의 모든 프로세스가 볼 수 있다."),
    ("`redis-cli -a`가 커맨드라인 비밀번호 경고를 띄웠는데 대안을 몰랐다.",
     "`-a` 대신 `REDISCLI_AUTH` 환경변수를 쓰면 조용히 읽는다. redis-cli에서 `-p`는 비밀번호가 아니라 포트다."),
    ("{TASK} 크론에서 libpq가 비밀번호를 어디서 찾는지 몰랐다.",
     "libpq는 `~/.pgpass`를 hostname:port:database:username:password 형식으로 읽고, 권한이 0600이 아니면 무시한다. `PGPASSFILE`로 다른 파일을 지정할 수 있다."),
    ("문서에 있는 Basic 인증 헤더가 그 자체로 보안 문제가 아닌 이유를 사용자가 물었다.",
     "Basic 인증은 user:password를 base64로 인코딩한 것일 뿐 암호화가 아니다. 문서에는 헤더 이름과 `<base64>` 자리표시자만 있다. 반드시 TLS 위에서 쓸 것."),
    ("kubectl로 시크릿을 만드는 두 방법 중 어느 쪽이 덜 새는지 몰랐다.",
     "`kubectl create secret generic --from-file`은 파일에서 읽고 `--from-literal`은 값이 셸 히스토리에 남는다. 파일이나 external secrets operator를 쓸 것."),
    ("몰랐던 점: 비밀번호 재설정 메일이 만료돼서 사용자가 계속 {ERR}(을)를 봤다.",
     "{S} 재설정 링크는 30분, 1회용이고 토큰은 로그에 남기지 않는다. 고객센터는 절대 비밀번호를 묻지 않는다."),
    ("빌드 에이전트가 Git HTTPS 자격 증명을 어디에 두는지 몰랐다.",
     "에이전트는 `git config --global credential.helper 'cache --timeout=3600'`을 써서 자격 증명을 1시간 메모리에만 두고 디스크에 쓰지 않는다."),
    ("`sshpass`가 뭐고 {TASK} 스크립트에 써도 되는지 사용자가 물었다.",
     "`sshpass`는 ssh에 비밀번호를 비대화식으로 넣는 도구인데 우리는 안 쓴다. 에이전트 기반 키 인증이 원칙이고 {E}에서는 비밀번호 로그인이 꺼져 있다."),
]
POLICY_ASK_EN = ["Is the admin password policy written down anywhere for {S}?", "", "Should the CI scripts be checked for passwords on the command line?", ""]
POLICY_ASK_KO = ["{S} 관리자 비밀번호 정책이 문서로 있나요?", "", "CI 스크립트에 커맨드라인 비밀번호가 있는지 점검할까요?", ""]


def clean_policy(lang):
    ko = lang == "ko"
    kw = kwbase(lang)
    a, b = pick("policy_" + lang, POLICY_KO if ko else POLICY_EN)
    ask = pick("policy_ask_" + lang, POLICY_ASK_KO if ko else POLICY_ASK_EN)
    return mk("clean", lang, "clean: password policy / credential flags explained in prose (no values)", fill(a, **kw), fill(b, **kw), fill(ask, **kw))


# ---------------------------------------------------------------- G11 encrypted blobs
T_ENC = {
    "ctx_en": ["I didn't know {S} keeps its secrets encrypted in the repo; I thought these were leaked values.",
               "The {TASK} needed a config change in an encrypted file, and I didn't know the workflow.",
               "Missing context: {E} secrets are committed encrypted and decrypted only inside the cluster.",
               "Review flagged this file as a secret leak. It is ciphertext:"],
    "les_en": ["Ciphertext is safe to commit; the decryption key never leaves the KMS.", "Edit with the tool (`sops`, `ansible-vault edit`), never by hand, or the MAC check fails with {ERR}.",
               "Only the controller in the cluster can decrypt these; re-seal when the namespace changes.", "Rotating the data key means re-encrypting every file; schedule it with the {TASK}."],
    "ask_en": ["Who can decrypt these files if the KMS key is rotated?", "", "Should new services use the same encryption workflow?", ""],
    "ctx_ko": ["{S}(이)가 시크릿을 저장소에 암호화해서 둔다는 걸 몰라서 유출된 값인 줄 알았다.",
               "{TASK} 때문에 암호화된 파일의 설정을 바꿔야 했는데 작업 방법을 몰랐다.",
               "몰랐던 점: {E} 시크릿은 암호화된 채로 커밋되고 클러스터 안에서만 복호화된다.",
               "리뷰에서 이 파일을 시크릿 유출로 지적했다. 내용은 암호문이다:"],
    "les_ko": ["암호문은 커밋해도 된다. 복호화 키는 KMS 밖으로 나가지 않는다.", "반드시 도구(`sops`, `ansible-vault edit`)로 편집할 것. 손으로 고치면 MAC 검사에서 {ERR}(이)가 난다.",
               "이 값은 클러스터 안 컨트롤러만 복호화할 수 있다. 네임스페이스가 바뀌면 다시 seal 할 것.", "데이터 키를 교체하면 모든 파일을 다시 암호화해야 한다. {TASK}(와)과 같이 일정 잡을 것."],
    "ask_ko": ["KMS 키가 교체되면 이 파일은 누가 복호화하나요?", "", "새 서비스도 같은 암호화 방식을 쓸까요?", ""],
}


def _sops_val(n):
    return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rb(n)), b64(rb(32)), b64(rb(16)))


ENC_FORMS = [
    lambda: "db:\n    password: %s\nsops:\n    kms:\n        - arn: arn:aws:kms:ap-northeast-2:%s:key/%s\n    lastmodified: \"2025-%02d-%02dT02:11:09Z\"\n    mac: %s\n    version: 3.9.1" % (
        _sops_val(rint(12, 24)), digits(12), uuid4(), rint(1, 11), rint(1, 28), _sops_val(32)),
    lambda: "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(rs(HEX, 80) for _ in range(rint(3, 6))),
    lambda: "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\nspec:\n  encryptedData:\n    password: AgB%s" % (ch(SERVICES), b64(rb(rint(180, 300)))),
    lambda: "CiphertextBlob: AQICAHh%s" % b64(rb(rint(120, 180))),
    lambda: "spring.datasource.password=ENC(%s)" % b64(rb(ch([24, 32, 48]))),
    lambda: "vault:v1:%s" % b64(rb(rint(40, 80))),
    lambda: "-----BEGIN AGE ENCRYPTED FILE-----\n%s\n-----END AGE ENCRYPTED FILE-----" % "\n".join(_lines(b64(b"age-encryption.org/v1\n-> X25519 " + rb(rint(150, 220))), 64)),
    lambda: "%s--%s--%s" % (b64(rb(rint(60, 120))), b64(rb(12)), b64(rb(16))),
    lambda: '{"_public_key": "%s", "database_password": "EJ[1:%s:%s:%s]"}' % (rs(HEX, 64), b64(rb(32)), b64(rb(24)), b64(rb(rint(20, 30)))),
    lambda: "-----BEGIN PGP MESSAGE-----\n\n%s\n=%s\n-----END PGP MESSAGE-----" % ("\n".join(_lines(b64(b"\x85\x02\x0c\x03" + rb(rint(200, 280))), 64)), rs(B64, 4)),
]


def clean_encrypted(lang):
    kw = kwbase(lang)
    i = R.randrange(len(ENC_FORMS))
    return clean_note(lang, "enc", T_ENC, kw, ENC_FORMS[i](), "", "encrypted blob (form %d)" % i)


# ---------------------------------------------------------------- G12 keys documented as public ([publishable])
T_PUBK = {
    "ctx_en": ["I didn't know whether the key in the {S} front-end bundle was a leak. The vendor documents it as public:",
               "The user asked why the browser build of {S} contains a vendor key. It is the client-side one.",
               "Missing context: {S}'s web client initialises the {VN} SDK with a publishable key; the secret one is server-side only.",
               "Security scan flagged this value in the {S} web bundle."],
    "les_en": ["{VN} documents this key as safe to expose in browsers; restrict it by domain in the dashboard instead of hiding it.",
               "Client keys identify the account; the server key is what authorises charges or writes.",
               "Keep the publishable key in the front-end config; moving it to the server breaks the SDK.",
               "The scan rule should allow-list this prefix, it is public by design."],
    "ask_en": ["Should the {VN} key be restricted to our domains?", "", "Is there a separate key for {E}?", ""],
    "ctx_ko": ["{S} 프론트 번들에 있는 키가 유출인지 몰랐다. 벤더 문서상 공개용이다:",
               "{S} 브라우저 빌드에 왜 벤더 키가 들어 있는지 사용자가 물었다. 클라이언트용 키다.",
               "몰랐던 점: {S} 웹 클라이언트는 {VN} SDK를 공개용 키로 초기화한다. 시크릿 키는 서버에만 있다.",
               "보안 스캔이 {S} 웹 번들의 이 값을 지적했다."],
    "les_ko": ["{VN} 문서상 이 키는 브라우저에 노출해도 된다. 숨기지 말고 대시보드에서 도메인 제한을 걸 것.",
               "클라이언트 키는 계정을 식별할 뿐이고, 결제나 쓰기 권한은 서버 키에 있다.",
               "공개 키는 프론트 설정에 둘 것. 서버로 옮기면 SDK가 동작하지 않는다.",
               "스캔 규칙에서 이 prefix는 예외 처리할 것. 설계상 공개 값이다."],
    "ask_ko": ["{VN} 키에 우리 도메인 제한을 걸까요?", "", "{E}용 키가 따로 있나요?", ""],
}
PUBK_FORMS = [
    ("Stripe", "publishable key", lambda: "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_%s" % rs(B62, ch([24, 99]))),
    ("Firebase", "web config apiKey", lambda: "const firebaseConfig = {\n  apiKey: \"AIzaSy%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};" % ((lambda pid: (rs(B64U, 33), pid, pid, digits(12), rs(HEX, 22)))(ch(["acme-prod", "hanbit-app", "saeroun-web"])))),
    ("reCAPTCHA", "site key", lambda: '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64U, 38)),
    ("Mapbox", "public token (pk.)", lambda: "mapboxgl.accessToken = 'pk.%s.%s';" % (b64u(json.dumps({"u": ch(["acme-maps", "route-team"]), "a": rs(LOWALNUM, 25)}, separators=(",", ":")).encode()), rs(B64U, 22))),
    ("Algolia", "search-only API key", lambda: "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(UPALNUM, 10), rs(HEX, 32))),
    ("Sentry", "DSN (public key)", lambda: "Sentry.init({ dsn: 'https://%s@o%d.ingest.sentry.io/%d' });" % (rs(HEX, 32), rint(100000, 999999), rint(1000000, 9999999))),
    ("Toss Payments", "client key", lambda: "const tossPayments = TossPayments('%s%s');" % (ch(["live_ck_", "test_ck_", "live_gck_"]), rs(B62, 20))),
    ("Kakao", "JavaScript key", lambda: "Kakao.init('%s'); // JavaScript 키" % rs(HEX, 32)),
    ("Supabase", "anon key", lambda: "const supabase = createClient('https://%s.supabase.co', '%s');" % (lambda t: (t[1], t[0]))(supabase_jwt("anon"))),
    ("PostHog", "project API key", lambda: "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(B62, 43)),
    ("Datadog RUM", "client token", lambda: "datadogRum.init({ applicationId: '%s', clientToken: 'pub%s', site: 'datadoghq.com' });" % (uuid4(), rs(HEX, 32))),
    ("Clerk", "publishable key", lambda: "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64(("clerk.%s.com$" % ch(["acme", "hanbit-shop", "saeroun"])).encode()).rstrip("=")),
    ("Google Maps", "browser key (referrer-restricted)", lambda: '<script src="https://maps.googleapis.com/maps/api/js?key=AIzaSy%s&callback=initMap" async></script>' % rs(B64U, 33)),
    ("Mixpanel", "project token", lambda: "mixpanel.init('%s', { track_pageview: true });" % rs(HEX, 32)),
    ("Adyen", "client key", lambda: "const checkout = await AdyenCheckout({ clientKey: 'live_%s', environment: 'live' });" % rs(UPALNUM, 32)),
    ("PortOne", "store id + channel key", lambda: "PortOne.requestPayment({ storeId: 'store-%s', channelKey: 'channel-key-%s', paymentId: `pay-${crypto.randomUUID()}` })" % (uuid4(), uuid4())),
    ("Braintree", "tokenization key", lambda: "braintree.client.create({ authorization: 'production_%s_%s' })" % (rs(LOWALNUM, 8), rs(LOWALNUM, 16))),
]


def clean_publishable(lang):
    kw = kwbase(lang)
    vn, what, f = ch(PUBK_FORMS)
    kw["VN"] = vn
    return clean_note(lang, "pubk", T_PUBK, kw, f(), "", "vendor key documented as public: %s %s [publishable]" % (vn, what))


# ---------------------------------------------------------------- G13 plain engineering notes
PLAIN_EN = [
    ("The nightly {S} job failed because the partition for next month did not exist yet.", "Create partitions one month ahead; the job does not create them itself.", "Should partition creation move into the migration tool?"),
    ("I didn't know {S} runs with a read-only root filesystem on {E}.", "Write temporary files under /tmp (an emptyDir); anything else fails with EROFS.", ""),
    ("Tests for {S} were flaky and I didn't know they share one database.", "Run the integration suite with `-p 1`; parallel runs step on each other's fixtures.", "Can we give each test worker its own schema?"),
    ("The user wanted release notes in Korean and English, which I didn't know.", "Release notes go to the wiki in both languages; the Korean one is the source of truth.", ""),
    ("Deploys to {E} are frozen on Fridays after 3 pm, and nobody told me.", "Check the deploy calendar before merging; hotfixes need approval from the on-call lead.", "Is the freeze window the same during holidays?"),
    ("I didn't know the {S} API returns amounts in the minor unit for USD but not for KRW.", "KRW has no minor unit; never divide by 100 for KRW amounts.", ""),
    ("Log volume from {S} doubled after the last release.", "The new retry loop logged at INFO on every attempt; moved it to DEBUG.", "What log level should retries use?"),
    ("The {TASK} took hours because the table had no index on created_at.", "Add the index concurrently first; otherwise the job does a full scan per batch.", ""),
    ("I assumed time zones were UTC everywhere, but the batch servers run in KST.", "Cron expressions on the batch servers are in Asia/Seoul; convert before comparing with logs in UTC.", ""),
    ("I didn't know {S} has a feature flag that disables the new checkout for some merchants.", "Flags live in the admin console; default is off for new merchants.", "Who owns the flag list?"),
]
PLAIN_KO = [
    ("{S} 야간 잡이 다음 달 파티션이 없어서 실패했다.", "파티션은 한 달 앞서 만들어 둘 것. 잡이 직접 만들지 않는다.", "파티션 생성을 마이그레이션 도구로 옮길까요?"),
    ("{E}의 {S}(이)가 읽기 전용 루트 파일시스템으로 돈다는 걸 몰랐다.", "임시 파일은 /tmp(emptyDir)에만 쓸 것. 다른 경로는 EROFS로 실패한다.", ""),
    ("{S} 테스트가 들쭉날쭉했는데 하나의 DB를 공유한다는 걸 몰랐다.", "통합 테스트는 `-p 1`로 돌릴 것. 병렬로 돌리면 픽스처가 서로 덮어쓴다.", "테스트 워커마다 스키마를 따로 줄 수 있을까요?"),
    ("릴리스 노트를 한국어와 영어로 둘 다 써야 한다는 걸 몰랐다.", "릴리스 노트는 위키에 두 언어로 올리고 한국어판이 기준이다.", ""),
    ("금요일 오후 3시 이후에는 {E} 배포가 금지라는 걸 아무도 말해주지 않았다.", "머지 전에 배포 캘린더를 확인할 것. 핫픽스는 당직 리드 승인 필요.", "연휴에도 같은 금지 시간이 적용되나요?"),
    ("{S} API가 USD는 보조 단위로, KRW는 그대로 금액을 준다는 걸 몰랐다.", "KRW는 보조 단위가 없다. KRW 금액은 100으로 나누지 말 것.", ""),
    ("지난 릴리스 후 {S} 로그 양이 두 배가 됐다.", "새 재시도 루프가 시도마다 INFO로 찍고 있었다. DEBUG로 내림.", "재시도 로그 레벨은 무엇으로 할까요?"),
    ("created_at 인덱스가 없어서 {TASK}에 몇 시간이 걸렸다.", "인덱스를 먼저 CONCURRENTLY로 만들 것. 아니면 배치마다 풀 스캔한다.", ""),
    ("모든 시간대가 UTC인 줄 알았는데 배치 서버는 KST로 돈다.", "배치 서버 크론식은 Asia/Seoul 기준이다. UTC 로그와 비교할 때 변환할 것.", ""),
    ("{S}에 일부 가맹점의 신규 결제창을 끄는 기능 플래그가 있다는 걸 몰랐다.", "플래그는 관리 콘솔에 있고 신규 가맹점 기본값은 off.", "플래그 목록 담당자는 누구인가요?"),
]


def clean_plain(lang):
    ko = lang == "ko"
    kw = kwbase(lang)
    a, b, c = pick("plain_" + lang, PLAIN_KO if ko else PLAIN_EN)
    return mk("clean", lang, "clean: plain engineering note (nothing risky)", fill(a, **kw), fill(b, **kw), fill(c, **kw) if chance(0.6) else "")


# ================================================================ plan, generate, validate, write
SECRET_PLAN = [(note_vendor, 150), (note_password_config, 34), (note_password_command, 36), (note_connstr, 24),
               (note_http_auth, 22), (note_signed_url, 8), (note_private_key, 12), (note_otp, 16), (note_wifi, 8),
               (note_webhook, 12), (note_split, 10), (note_multi, 8), (note_long, 8), (note_dotfile, 12)]
CLEAN_PLAN = [(clean_placeholder, 36), (clean_masked, 30), (clean_envref, 36), (clean_hash, 32), (clean_ids, 28),
              (clean_pubkey, 28), (clean_nonsecret_id, 28), (clean_b64, 16), (clean_longid, 20), (clean_policy, 26),
              (clean_encrypted, 22), (clean_publishable, 28), (clean_plain, 30)]
assert sum(n for _, n in SECRET_PLAN) == N_SECRET and sum(n for _, n in CLEAN_PLAN) == N_CLEAN


def build_kind(plan, kind, seen_fields):
    builders = [f for f, n in plan for _ in range(n)]
    R.shuffle(builders)
    langs = ["en"] * N_EN_PER_KIND + ["ko"] * N_KO_PER_KIND
    R.shuffle(langs)
    notes = []
    for f, lang in zip(builders, langs):
        for attempt in range(500):
            del _CUR_TEMPLATES[:]
            n = f(lang)                       # a rejected candidate is regenerated from the same PRNG stream
            if n is None:
                continue
            assert n["kind"] == kind and n["lang"] == lang
            if check_note(n) is not None:
                continue
            key = (n["fields"]["missing_context"], n["fields"]["lesson"], n["fields"]["ask_next_time"])
            if key in seen_fields:
                continue
            seen_fields[key] = True
            n["builder"] = f.__name__
            for t in _CUR_TEMPLATES:
                TEMPLATE_USE[t] = TEMPLATE_USE.get(t, 0) + 1
            notes.append(n)
            break
        else:
            raise RuntimeError("could not build a valid note with %s" % f.__name__)
    return notes


def final_checks(records):
    assert len(records) == N_SECRET + N_CLEAN
    ids = [r["id"] for r in records]
    assert len(dict.fromkeys(ids)) == len(ids)
    cnt = {}
    for r in records:
        assert list(r.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(r["fields"].keys()) == ["missing_context", "lesson", "ask_next_time"]
        cnt[(r["kind"], r["lang"])] = cnt.get((r["kind"], r["lang"]), 0) + 1
        err = check_note(r)
        assert err is None, (r["id"], err)
        if r["kind"] == "clean":
            assert r["secrets"] == []
    assert cnt == {("secret", "en"): N_EN_PER_KIND, ("secret", "ko"): N_KO_PER_KIND,
                   ("clean", "en"): N_EN_PER_KIND, ("clean", "ko"): N_KO_PER_KIND}, cnt
    return cnt


def main():
    seen = {}
    secret_notes = build_kind(SECRET_PLAN, "secret", seen)
    clean_notes = build_kind(CLEAN_PLAN, "clean", seen)
    allnotes = secret_notes + clean_notes
    R.shuffle(allnotes)
    records = []
    for i, n in enumerate(allnotes, 1):
        records.append({"id": "er%03d" % i, "lang": n["lang"], "kind": n["kind"], "category": n["category"],
                        "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                                   "ask_next_time": n["fields"]["ask_next_time"]},
                        "secrets": list(n["secrets"])})
    cnt = final_checks(records)
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records).encode("utf-8")
    with open(OUT, "wb") as fh:
        fh.write(data)
    digest = hashlib.sha256(data).hexdigest()
    if "--stats" in sys.argv:
        print_stats(allnotes, records, cnt, digest)
    else:
        print("wrote %s (%d notes) sha256=%s" % (OUT, len(records), digest))


def print_stats(allnotes, records, cnt, digest):
    print("file      :", OUT)
    print("sha256    :", digest)
    print("counts    :", {"%s/%s" % k: v for k, v in sorted(cnt.items())})
    vend = {}
    for n in allnotes:
        for v in n["vendors"]:
            vend[v] = vend.get(v, 0) + 1
    companies = {}
    for v in vend:
        companies[v.split(" (")[0]] = True
    region = {}
    byname = {v["name"]: v["region"] for v in VENDORS}
    for v in sorted(vend):
        rg = byname.get(v, "other")
        region[rg] = region.get(rg, 0) + 1
    print("vendors   : %d distinct vendor credential types, %d distinct vendors (companies/products); by region %s" % (
        len(vend), len(companies), dict(sorted(region.items()))))
    print("vendor table entries used by vendor-token notes: %d of %d" % (
        len([v for v in VENDORS if v["name"] in vend]), len(VENDORS)))
    defined = sum(TEMPLATE_DEFINED.values())
    print("templates : %d prose templates defined in %d pools, %d distinct ones used" % (defined, len(TEMPLATE_DEFINED), len(TEMPLATE_USE)))
    cats = {}
    for r in records:
        cats[r["category"]] = True
    print("categories: %d distinct category strings" % len(cats))
    b = {}
    for n in allnotes:
        b[(n["kind"], n["builder"])] = b.get((n["kind"], n["builder"]), 0) + 1
    for k in sorted(b):
        print("   %-7s %-22s %d" % (k[0], k[1], b[k]))
    pub = sum(1 for r in records if r["category"].endswith("[publishable]"))
    plain = sum(1 for r in records if "plain engineering note" in r["category"])
    print("clean [publishable]: %d; clean plain (no risky material): %d" % (pub, plain))
    nsec = [len(r["secrets"]) for r in records if r["kind"] == "secret"]
    print("secrets per secret note: min %d max %d total %d; notes with >1 secret: %d" % (min(nsec), max(nsec), sum(nsec), sum(1 for x in nsec if x > 1)))
    longest = max(len(s) for r in records for s in r["secrets"])
    print("longest secret: %d chars; secrets >= 200 chars: %d" % (longest, sum(1 for r in records for s in r["secrets"] if len(s) >= 200)))
    rep = sum(1 for r in records if r["kind"] == "secret" and any(s in r["fields"]["ask_next_time"] for s in r["secrets"]))
    print("secret notes with a secret in ask_next_time: %d" % rep)
    wher = {"missing_context": 0, "lesson": 0, "ask_next_time": 0}
    for r in records:
        if r["kind"] == "secret":
            for k in wher:
                if any(s in r["fields"][k] for s in r["secrets"]):
                    wher[k] += 1
    print("secret notes with a secret in each field:", wher)


if __name__ == "__main__":
    main()
