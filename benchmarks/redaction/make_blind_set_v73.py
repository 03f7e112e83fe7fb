#!/usr/bin/env python3
"""make_blind_set_v73.py -- blind evaluation set v73 for a credential-redaction filter.

Python 3 standard library only, no network.  One PRNG, random.Random(73_2026_1127), drives every
choice; nothing iterates over a set, so the output is byte-identical on every run and under any
PYTHONHASHSEED.  Writes blind_set_v73.jsonl next to this file (format: FORMAT.txt).

Every candidate note is checked; a secret note that breaks a rule (length, verbatim presence,
8-character window rule, field byte limits) is thrown away and regenerated from the same stream.
"""
import base64
import hashlib
import json
import os
import random
import re
import string
import sys
import urllib.parse

SEED = 73_2026_1127
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT_PATH = os.path.join(HERE, "blind_set_v73.jsonl")
ID_PREFIX = "ec"
N_SECRET, N_CLEAN = 360, 360
N_EN_PER_KIND, N_KO_PER_KIND = 216, 144
FIELD_KEYS = ("missing_context", "lesson", "ask_next_time")
FIELD_LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}

# ----------------------------------------------------------------------------- alphabets
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
UPAN = UP + DG
LOAN = LO + DG
HEX = "0123456789abcdef"
HEXU = HEX.upper()
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


# ----------------------------------------------------------------------------- PRNG helpers
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def shuffled(seq):
    out = list(seq)
    R.shuffle(out)
    return out


def sample(seq, k):
    return R.sample(list(seq), k)


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b, pad=False):
    s = base64.urlsafe_b64encode(b).decode()
    return s if pad else s.rstrip("=")


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def digits(n, lead_nonzero=True):
    s = rs(DG, n)
    if lead_nonzero and s[0] == "0":
        s = pick("123456789") + s[1:]
    return s


def b64_chars(n_chars):
    """A base64 text of exactly n_chars characters (random payload, standard alphabet)."""
    return rs(B64, n_chars)


def wrap(s, width):
    return [s[i:i + width] for i in range(0, len(s), width)]


def pct(s):
    return urllib.parse.quote(s, safe="")


_JOSA = {"은": ("은", "는"), "는": ("은", "는"), "이": ("이", "가"), "가": ("이", "가"), "을": ("을", "를"),
         "를": ("을", "를"), "과": ("과", "와"), "와": ("과", "와"), "으로": ("으로", "로"), "로": ("으로", "로")}
_JOSA_RE = re.compile(r"\{(\w+)\}(으로|은|는|이|가|을|를|과|와|로)(?=[\s,.:;!?)\]]|$)")


def _final_consonant(word):
    """(has_batchim, is_rieul) for the Korean reading of the end of `word` (heuristic for Latin)."""
    w = word.rstrip(" )]'\"`")
    if not w:
        return False, False
    ch = w[-1]
    code = ord(ch) - 0xAC00
    if 0 <= code < 11172:
        jong = code % 28
        return jong != 0, jong == 8
    if ch.isdigit():
        return ch in "013678", ch in "178"
    tail = "".join(c for c in w[-6:] if c.isalpha())
    if not tail:
        return False, False
    if tail.isupper() and len(tail) <= 5:          # acronym read letter by letter
        return tail[-1] in "LMNR", tail[-1] in "LR"
    t = tail.lower()
    if t.endswith(("ng", "ck", "m", "n", "ine", "ab", "ok", "lk", "ak", "ik")):
        return True, False
    if t.endswith("l"):
        return True, True
    return False, False


def _tidy_en(s):
    s = s.replace("the the ", "the ").replace("The the ", "The ")
    return re.sub(r"(^|[.!?]\s+|\n)the ", lambda m: m.group(1) + "The ", s)


def fill(tpl, tidy=False, **kw):
    """Replace {name} placeholders; S (snippet) and V (value) are substituted last so that
    snippet text (JSON braces and the like) is never touched by later replacements.
    With tidy=True, Korean particles after a placeholder follow the substituted word, and
    English sentence starts are capitalised / doubled articles removed."""
    out = tpl
    if tidy:
        def _josa(m):
            k, p = m.group(1), m.group(2)
            if k not in kw or k in ("S", "V"):
                return m.group(0)
            bat, rieul = _final_consonant(str(kw[k]))
            a, b = _JOSA[p]
            if a == "으로":
                return "{" + k + "}" + ("으로" if bat and not rieul else "로")
            return "{" + k + "}" + (a if bat else b)
        out = _JOSA_RE.sub(_josa, out)
    for k, v in kw.items():
        if k in ("S", "V"):
            continue
        out = out.replace("{" + k + "}", str(v))
    if tidy:
        out = _tidy_en(out)
    if "V" in kw:
        out = out.replace("{V}", kw["V"])
    if "S" in kw:
        out = out.replace("{S}", kw["S"])
    return out


def pf(tpl, **kw):
    """fill() for prose templates."""
    return fill(tpl, tidy=True, **kw)


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


# ----------------------------------------------------------------------------- rule checks
class Reject(Exception):
    """A candidate note broke a rule; the caller regenerates from the same PRNG stream."""


def _masked(text, secrets):
    cover = [False] * len(text)
    for s in sorted(secrets, key=lambda x: (-len(x), x)):
        start = 0
        while True:
            i = text.find(s, start)
            if i < 0:
                break
            for k in range(i, i + len(s)):
                cover[k] = True
            start = i + 1
    return "".join("\x00" if c else ch for ch, c in zip(text, cover))


def check_fields(fields):
    for k in FIELD_KEYS:
        v = fields[k]
        if not isinstance(v, str):
            raise Reject("field type")
        if len(v.encode("utf-8")) > FIELD_LIMITS[k]:
            raise Reject("too long: %s %d" % (k, len(v.encode("utf-8"))))
        if "\x00" in v:
            raise Reject("nul")
    if not fields["missing_context"].strip() or not fields["lesson"].strip():
        raise Reject("empty field")


def check_secret_note(fields, secrets):
    check_fields(fields)
    if not secrets:
        raise Reject("secret note without secrets")
    texts = [fields[k] for k in FIELD_KEYS]
    for s in secrets:
        if len(s) < 8:
            raise Reject("secret shorter than 8: %r" % s)
        if s != s.strip():
            raise Reject("secret with outer whitespace")
        if not any(s in t for t in texts):
            raise Reject("secret not verbatim in fields: %r" % s)
    # window rule, checked case-insensitively (stricter than required) per field and on the
    # concatenation of the three fields
    masked = [_masked(t, secrets).lower() for t in texts]
    hay = masked + ["".join(masked)]
    for s in secrets:
        sl = s.lower()
        for i in range(len(sl) - 7):
            w = sl[i:i + 8]
            for m in hay:
                if w in m:
                    raise Reject("window %r of a secret occurs outside the secret" % w)


def check_clean_note(fields, secrets):
    check_fields(fields)
    if secrets:
        raise Reject("clean note with secrets")


# ============================================================================= vendors
# Each vendor generator returns a list of items (ENV_NAME, field_name, value, is_secret).
# Non-secret items (account ids, client ids, user names, regions) are rendered but not listed.
# `auth` tells how the first secret item (or item `idx`) is sent in an HTTP request.
VENDORS = []


def vendor(name, region, slug, url, auth=None, label="API key"):
    def deco(fn):
        VENDORS.append({"name": name, "region": region, "slug": slug, "url": url,
                        "auth": auth, "gen": fn, "label": label})
        return fn
    return deco


def I(env, field, value, secret=True):
    return (env, field, value, secret)


def jwt(payload_json, sig_len=43, alg="HS256"):
    head = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64u(payload_json.encode())
    return head + "." + body + "." + rs(B64U, sig_len)


# ---------------------------------------------------------------- global
@vendor("AWS IAM", "global", "aws", None, None, "access key pair")
def _v():
    return [I("AWS_ACCESS_KEY_ID", "aws_access_key_id", "AKIA" + rs(B32, 16)),
            I("AWS_SECRET_ACCESS_KEY", "aws_secret_access_key", rs(B64, 40)),
            I("AWS_DEFAULT_REGION", "region", pick(["ap-northeast-2", "us-east-1", "eu-central-1", "ap-northeast-1"]), False)]


@vendor("AWS STS", "global", "aws", None, None, "temporary credentials")
def _v():
    return [I("AWS_ACCESS_KEY_ID", "aws_access_key_id", "ASIA" + rs(B32, 16)),
            I("AWS_SECRET_ACCESS_KEY", "aws_secret_access_key", rs(B64, 40)),
            I("AWS_SESSION_TOKEN", "aws_session_token", "IQoJb3JpZ2luX2Vj" + rs(B64, rint(280, 380)) + pick(["", "=", "=="]))]


@vendor("GitHub", "global", "github", "https://api.github.com/user/repos", ("hdr", "Authorization", "token "), "classic PAT")
def _v():
    return [I("GITHUB_TOKEN", "token", "ghp_" + rs(AN, 36))]


@vendor("GitHub fine-grained", "global", "github", "https://api.github.com/repos/acme/infra/actions/runs", ("bearer",), "fine-grained PAT")
def _v():
    return [I("GH_TOKEN", "token", "github_pat_" + rs(UPAN, 2) + rs(AN, 20) + "_" + rs(AN, 59))]


@vendor("GitHub App", "global", "github", "https://api.github.com/installation/repositories", ("bearer",), "installation token")
def _v():
    return [I("GITHUB_APP_ID", "app_id", digits(6), False),
            I("GITHUB_INSTALLATION_TOKEN", "installation_token", "ghs_" + rs(AN, 36))]


@vendor("GitHub OAuth", "global", "github", "https://api.github.com/user", ("bearer",), "OAuth token")
def _v():
    return [I("GITHUB_OAUTH_TOKEN", "oauth_token", "gho_" + rs(AN, 36))]


@vendor("GitLab", "global", "gitlab", "https://gitlab.com/api/v4/projects?membership=true", ("hdr", "PRIVATE-TOKEN", ""), "personal access token")
def _v():
    return [I("GITLAB_TOKEN", "private_token", "glpat-" + rs(B64U, 20))]


@vendor("GitLab Runner", "global", "gitlab", None, None, "runner authentication token")
def _v():
    return [I("CI_SERVER_URL", "url", "https://gitlab." + pick(["acme.io", "corp.example.kr", "internal"]), False),
            I("RUNNER_TOKEN", "token", "glrt-" + rs(B64U, 20))]


@vendor("GitLab deploy token", "global", "gitlab", None, None, "deploy token")
def _v():
    return [I("DEPLOY_USER", "username", "gitlab+deploy-token-" + digits(6), False),
            I("DEPLOY_TOKEN", "password", "gldt-" + rs(B64U, 20))]


@vendor("Bitbucket", "global", "bitbucket", "https://api.bitbucket.org/2.0/repositories/acme", ("basic_pair",), "app password")
def _v():
    return [I("BITBUCKET_USERNAME", "username", pick(["ci-bot", "deploy-acme", "jkim-dev", "build_user"]), False),
            I("BITBUCKET_APP_PASSWORD", "app_password", "ATBB" + rs(AN, 28) + rs(HEXU, 8))]


@vendor("Atlassian", "global", "jira", "https://acme.atlassian.net/rest/api/3/myself", ("basic_pair",), "API token")
def _v():
    return [I("JIRA_EMAIL", "email", pick(["ops", "ci", "release", "mkim"]) + "@acme.example", False),
            I("JIRA_API_TOKEN", "api_token", "ATATT3xFfGF0" + rs(B64U, 171) + "=" + rs(HEXU, 8))]


@vendor("Slack", "global", "slack", "https://slack.com/api/chat.postMessage", ("bearer",), "bot token")
def _v():
    return [I("SLACK_BOT_TOKEN", "bot_token", "xoxb-" + digits(rint(10, 13)) + "-" + digits(rint(10, 13)) + "-" + rs(AN, 24))]


@vendor("Slack user", "global", "slack", "https://slack.com/api/conversations.history", ("bearer",), "user token")
def _v():
    return [I("SLACK_USER_TOKEN", "user_token", "xoxp-" + digits(11) + "-" + digits(11) + "-" + digits(13) + "-" + rs(HEX, 32))]


@vendor("Slack app", "global", "slack", "https://slack.com/api/apps.connections.open", ("bearer",), "app-level token")
def _v():
    return [I("SLACK_APP_TOKEN", "app_token", "xapp-1-A" + rs(UPAN, 10) + "-" + digits(13) + "-" + rs(HEX, 64))]


@vendor("Stripe", "global", "stripe", "https://api.stripe.com/v1/customers", ("bearer",), "secret key")
def _v():
    body = pick([rs(AN, 24), "51" + rs(AN, 97)])
    return [I("STRIPE_SECRET_KEY", "secret_key", pick(["sk_live_", "sk_live_", "sk_test_"]) + body)]


@vendor("Stripe restricted", "global", "stripe", "https://api.stripe.com/v1/charges", ("basic_colon",), "restricted key")
def _v():
    return [I("STRIPE_RESTRICTED_KEY", "restricted_key", "rk_live_51" + rs(AN, 97))]


@vendor("Stripe webhooks", "global", "stripe", None, None, "webhook signing secret")
def _v():
    return [I("STRIPE_WEBHOOK_SECRET", "webhook_secret", "whsec_" + rs(AN, 32))]


@vendor("OpenAI", "global", "openai", "https://api.openai.com/v1/chat/completions", ("bearer",), "project API key")
def _v():
    return [I("OPENAI_API_KEY", "api_key", "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74))]


@vendor("Anthropic", "global", "anthropic", "https://api.anthropic.com/v1/messages", ("hdr", "x-api-key", ""), "API key")
def _v():
    return [I("ANTHROPIC_API_KEY", "api_key", "sk-ant-api03-" + rs(B64U, 93) + "AA")]


@vendor("Google Gemini", "global", "gemini", "https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent", ("hdr", "x-goog-api-key", ""), "API key")
def _v():
    return [I("GEMINI_API_KEY", "api_key", "AIza" + rs(B64U, 35))]


@vendor("Google Maps server", "global", "gmaps", "https://maps.googleapis.com/maps/api/geocode/json?address=Seoul", ("query", "key"), "server API key")
def _v():
    return [I("GOOGLE_MAPS_SERVER_KEY", "server_key", "AIza" + rs(B64U, 35))]


@vendor("Google OAuth", "global", "google", None, None, "OAuth client secret + refresh token")
def _v():
    cid = digits(12) + "-" + rs(LOAN, 32) + ".apps.googleusercontent.com"
    return [I("GOOGLE_CLIENT_ID", "client_id", cid, False),
            I("GOOGLE_CLIENT_SECRET", "client_secret", "GOCSPX-" + rs(B64U, 28)),
            I("GOOGLE_REFRESH_TOKEN", "refresh_token", "1//0" + rs(B64U, 99))]


@vendor("Twilio", "global", "twilio", "https://api.twilio.com/2010-04-01/Accounts.json", ("basic_pair",), "auth token")
def _v():
    return [I("TWILIO_ACCOUNT_SID", "account_sid", "AC" + rs(HEX, 32), False),
            I("TWILIO_AUTH_TOKEN", "auth_token", rs(HEX, 32))]


@vendor("SendGrid", "global", "sendgrid", "https://api.sendgrid.com/v3/mail/send", ("bearer",), "API key")
def _v():
    return [I("SENDGRID_API_KEY", "api_key", "SG." + rs(B64U, 22) + "." + rs(B64U, 43))]


@vendor("Mailgun", "global", "mailgun", "https://api.mailgun.net/v3/mg.acme.example/messages", ("basic_user", "api"), "private API key")
def _v():
    return [I("MAILGUN_API_KEY", "api_key", pick(["key-" + rs(HEX, 32), rs(HEX, 32) + "-" + rs(HEX, 8) + "-" + rs(HEX, 8)]))]


@vendor("Mailchimp", "global", "mailchimp", "https://us21.api.mailchimp.com/3.0/ping", ("basic_user", "anystring"), "API key")
def _v():
    return [I("MAILCHIMP_API_KEY", "api_key", rs(HEX, 32) + "-us" + str(rint(1, 21)))]


@vendor("npm", "global", "npm", "https://registry.npmjs.org/-/whoami", ("bearer",), "access token")
def _v():
    return [I("NPM_TOKEN", "token", "npm_" + rs(AN, 36))]


@vendor("PyPI", "global", "pypi", None, None, "upload token")
def _v():
    return [I("TWINE_PASSWORD", "password", "pypi-AgEIcHlwaS5vcmc" + rs(B64U, rint(130, 160)))]


@vendor("Docker Hub", "global", "dockerhub", None, None, "personal access token")
def _v():
    return [I("DOCKERHUB_USERNAME", "username", pick(["acmeci", "kr-deploy", "buildbot73"]), False),
            I("DOCKERHUB_TOKEN", "token", "dckr_pat_" + rs(B64U, 27))]


@vendor("HashiCorp Vault", "global", "vault", "https://vault.internal:8200/v1/secret/data/app", ("hdr", "X-Vault-Token", ""), "service token")
def _v():
    return [I("VAULT_ADDR", "address", "https://vault.internal:8200", False),
            I("VAULT_TOKEN", "token", pick(["hvs." + rs(AN, 24), "hvs.CAESI" + rs(B64U, 86)]))]


@vendor("Terraform Cloud", "global", "tfc", "https://app.terraform.io/api/v2/organizations", ("bearer",), "user token")
def _v():
    return [I("TFE_TOKEN", "token", rs(AN, 14) + ".atlasv1." + rs(AN, 67))]


@vendor("DigitalOcean", "global", "digitalocean", "https://api.digitalocean.com/v2/droplets", ("bearer",), "personal access token")
def _v():
    return [I("DIGITALOCEAN_TOKEN", "token", "dop_v1_" + rs(HEX, 64))]


@vendor("Shopify", "global", "shopify", "https://acme-kr.myshopify.com/admin/api/2024-07/orders.json", ("hdr", "X-Shopify-Access-Token", ""), "Admin API access token")
def _v():
    return [I("SHOPIFY_ADMIN_TOKEN", "access_token", "shpat_" + rs(HEX, 32))]


@vendor("Linear", "global", "linear", "https://api.linear.app/graphql", ("hdr", "Authorization", ""), "API key")
def _v():
    return [I("LINEAR_API_KEY", "api_key", "lin_api_" + rs(AN, 40))]


@vendor("Notion", "global", "notion", "https://api.notion.com/v1/search", ("bearer",), "integration token")
def _v():
    return [I("NOTION_TOKEN", "token", pick(["ntn_" + digits(11) + rs(AN, 35), "secret_" + rs(AN, 43)]))]


@vendor("Figma", "global", "figma", "https://api.figma.com/v1/me", ("hdr", "X-Figma-Token", ""), "personal access token")
def _v():
    return [I("FIGMA_TOKEN", "token", "figd_" + rs(B64U, 40))]


@vendor("Discord", "global", "discord", "https://discord.com/api/v10/users/@me", ("hdr", "Authorization", "Bot "), "bot token")
def _v():
    uid = digits(rint(18, 19))
    return [I("DISCORD_BOT_TOKEN", "bot_token", b64u(uid.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38))]


@vendor("Telegram", "global", "telegram", "https://api.telegram.org/bot{T}/sendMessage", ("path",), "bot token")
def _v():
    return [I("TELEGRAM_BOT_TOKEN", "bot_token", digits(rint(9, 10)) + ":AA" + rs(B64U, 33))]


@vendor("Datadog", "global", "datadog", "https://api.datadoghq.com/api/v1/validate", ("multi", [("DD-API-KEY", 0), ("DD-APPLICATION-KEY", 1)]), "API + application key")
def _v():
    return [I("DD_API_KEY", "api_key", rs(HEX, 32)), I("DD_APP_KEY", "app_key", rs(HEX, 40))]


@vendor("New Relic", "global", "newrelic", "https://api.newrelic.com/graphql", ("hdr", "API-Key", ""), "user API key")
def _v():
    return [I("NEW_RELIC_API_KEY", "api_key", "NRAK-" + rs(UPAN, 27))]


@vendor("New Relic license", "global", "newrelic", None, None, "license key")
def _v():
    return [I("NEW_RELIC_LICENSE_KEY", "license_key", rs(HEX, 36) + "NRAL")]


@vendor("Sentry", "global", "sentry", "https://sentry.io/api/0/projects/", ("bearer",), "org auth token")
def _v():
    return [I("SENTRY_AUTH_TOKEN", "auth_token", pick(["sntrys_eyJpYXQiOj" + rs(B64U, 110) + "_" + rs(B64U, 43), "sntryu_" + rs(HEX, 64)]))]


@vendor("Grafana", "global", "grafana", "https://grafana.internal/api/search", ("bearer",), "service account token")
def _v():
    return [I("GRAFANA_TOKEN", "token", "glsa_" + rs(AN, 32) + "_" + rs(HEX, 8))]


@vendor("Postman", "global", "postman", "https://api.getpostman.com/collections", ("hdr", "X-Api-Key", ""), "API key")
def _v():
    return [I("POSTMAN_API_KEY", "api_key", "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34))]


@vendor("Databricks", "global", "databricks", "https://adb-4417283520396511.11.azuredatabricks.net/api/2.0/clusters/list", ("bearer",), "personal access token")
def _v():
    return [I("DATABRICKS_TOKEN", "token", "dapi" + rs(HEX, 32) + pick(["", "-2", "-3"]))]


@vendor("Hugging Face", "global", "huggingface", "https://huggingface.co/api/whoami-v2", ("bearer",), "user access token")
def _v():
    return [I("HF_TOKEN", "token", "hf_" + rs(UP + LO, 34))]


@vendor("Replicate", "global", "replicate", "https://api.replicate.com/v1/predictions", ("bearer",), "API token")
def _v():
    return [I("REPLICATE_API_TOKEN", "api_token", "r8_" + rs(AN, 37))]


@vendor("Groq", "global", "groq", "https://api.groq.com/openai/v1/chat/completions", ("bearer",), "API key")
def _v():
    return [I("GROQ_API_KEY", "api_key", "gsk_" + rs(AN, 52))]


@vendor("Perplexity", "global", "perplexity", "https://api.perplexity.ai/chat/completions", ("bearer",), "API key")
def _v():
    return [I("PERPLEXITY_API_KEY", "api_key", "pplx-" + rs(AN, 48))]


@vendor("Azure Storage", "global", "azure", None, None, "storage account key")
def _v():
    return [I("AZURE_STORAGE_ACCOUNT", "account_name", pick(["acmeprodlogs", "krbatchstore", "stimgupload01"]), False),
            I("AZURE_STORAGE_KEY", "account_key", rs(B64, 86) + "==")]


@vendor("Microsoft Entra ID", "global", "azuread", None, None, "client secret")
def _v():
    return [I("AZURE_TENANT_ID", "tenant_id", uuid4(), False),
            I("AZURE_CLIENT_ID", "client_id", uuid4(), False),
            I("AZURE_CLIENT_SECRET", "client_secret", rs(AN, 3) + "8Q~" + rs(AN + "_.~-", 31))]


@vendor("Azure OpenAI", "global", "azure_openai", "https://acme-kr.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01", ("hdr", "api-key", ""), "resource key")
def _v():
    return [I("AZURE_OPENAI_API_KEY", "api_key", rs(HEX, 32))]


@vendor("Azure API Management", "global", "apim", "https://acme-apim.azure-api.net/orders/v1/list", ("hdr", "Ocp-Apim-Subscription-Key", ""), "subscription key")
def _v():
    return [I("APIM_SUBSCRIPTION_KEY", "subscription_key", rs(HEX, 32))]


@vendor("Cloudflare", "global", "cloudflare", "https://api.cloudflare.com/client/v4/user/tokens/verify", ("bearer",), "API token")
def _v():
    return [I("CLOUDFLARE_API_TOKEN", "api_token", rs(B64U, 40))]


@vendor("Cloudflare global key", "global", "cloudflare", "https://api.cloudflare.com/client/v4/zones", ("multi", [("X-Auth-Email", 0), ("X-Auth-Key", 1)]), "Global API Key")
def _v():
    return [I("CF_API_EMAIL", "email", pick(["infra", "dns-admin", "webmaster"]) + "@acme.example", False),
            I("CF_API_KEY", "api_key", rs(HEX, 37))]


@vendor("Okta", "global", "okta", "https://acme.okta.com/api/v1/users?limit=25", ("hdr", "Authorization", "SSWS "), "API token")
def _v():
    return [I("OKTA_API_TOKEN", "api_token", "00" + rs(B64U, 40))]


@vendor("Auth0", "global", "auth0", None, None, "client secret")
def _v():
    return [I("AUTH0_DOMAIN", "domain", pick(["acme", "acme-kr", "login-dev"]) + ".auth0.com", False),
            I("AUTH0_CLIENT_ID", "client_id", rs(AN, 32), False),
            I("AUTH0_CLIENT_SECRET", "client_secret", rs(B64U, 64))]


@vendor("Square", "global", "square", "https://connect.squareup.com/v2/locations", ("bearer",), "access token")
def _v():
    return [I("SQUARE_ACCESS_TOKEN", "access_token", "EAAA" + rs(B64U, 60))]


@vendor("Braintree", "global", "braintree", None, None, "access token")
def _v():
    return [I("BRAINTREE_TOKEN", "token", "access_token$production$" + rs(LOAN, 16) + "$" + rs(HEX, 32))]


@vendor("Algolia", "global", "algolia", "https://ABCDEF1234-dsn.algolia.net/1/keys", ("multi", [("X-Algolia-Application-Id", 0), ("X-Algolia-API-Key", 1)]), "Admin API key")
def _v():
    return [I("ALGOLIA_APP_ID", "app_id", rs(UPAN, 10), False), I("ALGOLIA_ADMIN_KEY", "admin_key", rs(HEX, 32))]


@vendor("Mapbox", "global", "mapbox", "https://api.mapbox.com/tokens/v2?", ("query", "access_token"), "secret token")
def _v():
    payload = b64u(json.dumps({"u": pick(["acme-maps", "kr-logistics", "fleetview"]), "a": "cl" + rs(LOAN, 23)}, separators=(",", ":")).encode())
    return [I("MAPBOX_SECRET_TOKEN", "secret_token", "sk." + payload + "." + rs(B64U, 22))]


@vendor("Meta Graph API", "global", "meta", "https://graph.facebook.com/v19.0/me/accounts?", ("query", "access_token"), "page access token")
def _v():
    return [I("FB_PAGE_ACCESS_TOKEN", "page_access_token", "EAA" + pick("BGIJ") + rs(AN, rint(170, 200)))]


@vendor("X API", "global", "twitter", "https://api.twitter.com/2/tweets/search/recent?query=acme", ("bearer",), "bearer token")
def _v():
    return [I("TWITTER_BEARER_TOKEN", "bearer_token", "AAAAAAAAAAAAAAAAAAAAA" + rs(AN, 10) + "AAAAAAA" + rs(AN, 20) + "%3D" + rs(AN, 46))]


@vendor("Asana", "global", "asana", "https://app.asana.com/api/1.0/users/me", ("bearer",), "personal access token")
def _v():
    return [I("ASANA_PAT", "pat", "2/" + digits(16) + "/" + digits(16) + ":" + rs(HEX, 32))]


@vendor("Airtable", "global", "airtable", "https://api.airtable.com/v0/meta/bases", ("bearer",), "personal access token")
def _v():
    return [I("AIRTABLE_PAT", "pat", "pat" + rs(AN, 14) + "." + rs(HEX, 64))]


@vendor("Contentful", "global", "contentful", "https://api.contentful.com/spaces", ("bearer",), "management token")
def _v():
    return [I("CONTENTFUL_MANAGEMENT_TOKEN", "management_token", "CFPAT-" + rs(B64U, 43))]


@vendor("Doppler", "global", "doppler", "https://api.doppler.com/v3/configs/config/secrets", ("bearer",), "service token")
def _v():
    return [I("DOPPLER_TOKEN", "token", "dp.st." + pick(["prd", "stg", "dev"]) + "." + rs(AN, 40))]


@vendor("Pulumi", "global", "pulumi", "https://api.pulumi.com/api/user", ("hdr", "Authorization", "token "), "access token")
def _v():
    return [I("PULUMI_ACCESS_TOKEN", "access_token", "pul-" + rs(HEX, 40))]


@vendor("Render", "global", "render", "https://api.render.com/v1/services", ("bearer",), "API key")
def _v():
    return [I("RENDER_API_KEY", "api_key", "rnd_" + rs(AN, 32))]


@vendor("Buildkite", "global", "buildkite", "https://api.buildkite.com/v2/organizations", ("bearer",), "API access token")
def _v():
    return [I("BUILDKITE_API_TOKEN", "api_token", "bkua_" + rs(HEX, 40))]


@vendor("age", "global", "age", None, None, "secret key")
def _v():
    return [I("SOPS_AGE_KEY", "age_key", "AGE-SECRET-KEY-1" + rs(BECH32.upper(), 58))]


@vendor("Dropbox", "global", "dropbox", "https://api.dropboxapi.com/2/files/list_folder", ("bearer",), "short-lived access token")
def _v():
    return [I("DROPBOX_ACCESS_TOKEN", "access_token", "sl." + rs(B64U, 136))]


@vendor("Plaid", "global", "plaid", None, None, "secret")
def _v():
    return [I("PLAID_CLIENT_ID", "client_id", rs(HEX, 24), False), I("PLAID_SECRET", "secret", rs(HEX, 30))]


@vendor("Heroku", "global", "heroku", "https://api.heroku.com/apps", ("bearer",), "API key")
def _v():
    return [I("HEROKU_API_KEY", "api_key", uuid4())]


@vendor("Postmark", "global", "postmark", "https://api.postmarkapp.com/email", ("hdr", "X-Postmark-Server-Token", ""), "server token")
def _v():
    return [I("POSTMARK_SERVER_TOKEN", "server_token", uuid4())]


@vendor("Snyk", "global", "snyk", "https://api.snyk.io/rest/self?version=2024-06-10", ("hdr", "Authorization", "token "), "API token")
def _v():
    return [I("SNYK_TOKEN", "token", uuid4())]


@vendor("Netlify", "global", "netlify", "https://api.netlify.com/api/v1/sites", ("bearer",), "personal access token")
def _v():
    return [I("NETLIFY_AUTH_TOKEN", "auth_token", "nfp_" + rs(AN, 36))]


@vendor("Fly.io", "global", "fly", "https://api.machines.dev/v1/apps?org_slug=personal", ("hdr", "Authorization", "FlyV1 "), "deploy token")
def _v():
    return [I("FLY_API_TOKEN", "api_token", "fm2_lJPECAAAAAAAA" + rs(B64, rint(160, 200)))]


@vendor("Supabase", "global", "supabase", "https://abcdefghijklmnopqrst.supabase.co/rest/v1/profiles?select=*", ("hdr2", "apikey"), "service_role key")
def _v():
    ref = rs(LO, 20)
    now = rint(1690000000, 1730000000)
    payload = json.dumps({"iss": "supabase", "ref": ref, "role": "service_role", "iat": now, "exp": now + 315360000}, separators=(",", ":"))
    return [I("SUPABASE_URL", "url", "https://" + ref + ".supabase.co", False),
            I("SUPABASE_SERVICE_ROLE_KEY", "service_role_key", jwt(payload))]


@vendor("Firebase Cloud Messaging", "global", "fcm", "https://fcm.googleapis.com/fcm/send", ("hdr", "Authorization", "key="), "legacy server key")
def _v():
    return [I("FCM_SERVER_KEY", "server_key", "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134))]


@vendor("CircleCI", "global", "circleci", "https://circleci.com/api/v2/me", ("hdr", "Circle-Token", ""), "personal API token")
def _v():
    return [I("CIRCLE_TOKEN", "token", "CCIPAT_" + rs(AN, 22) + "_" + rs(HEX, 40))]


@vendor("JFrog", "global", "jfrog", "https://acme.jfrog.io/artifactory/api/repositories", ("bearer",), "reference token")
def _v():
    return [I("JFROG_ACCESS_TOKEN", "access_token", "cmVmdGtuOjAxOj" + rs(AN, 50))]


@vendor("SonarQube", "global", "sonar", "https://sonar.acme.example/api/projects/search", ("bearer",), "user token")
def _v():
    return [I("SONAR_TOKEN", "token", "squ_" + rs(HEX, 40))]


@vendor("Upstash", "global", "upstash", "https://apn1-superb-gnu-31337.upstash.io/get/session", ("bearer",), "REST token")
def _v():
    return [I("UPSTASH_REDIS_REST_URL", "rest_url", "https://apn1-" + pick(["superb", "clever", "brave"]) + "-" + pick(["gnu", "owl", "yak"]) + "-" + digits(5) + ".upstash.io", False),
            I("UPSTASH_REDIS_REST_TOKEN", "rest_token", "A" + rs(B64U, 3) + "ASQgY" + rs(B64U, 51) + "=")]


@vendor("Pinecone", "global", "pinecone", "https://api.pinecone.io/indexes", ("hdr", "Api-Key", ""), "API key")
def _v():
    return [I("PINECONE_API_KEY", "api_key", "pcsk_" + rs(AN, 5) + "_" + rs(AN, 63))]


@vendor("LangSmith", "global", "langsmith", "https://api.smith.langchain.com/api/v1/sessions", ("hdr", "x-api-key", ""), "personal API key")
def _v():
    return [I("LANGSMITH_API_KEY", "api_key", "lsv2_pt_" + rs(HEX, 32) + "_" + rs(HEX, 10))]


@vendor("ElevenLabs", "global", "elevenlabs", "https://api.elevenlabs.io/v1/voices", ("hdr", "xi-api-key", ""), "API key")
def _v():
    return [I("ELEVENLABS_API_KEY", "api_key", "sk_" + rs(HEX, 48))]


@vendor("Resend", "global", "resend", "https://api.resend.com/emails", ("bearer",), "API key")
def _v():
    return [I("RESEND_API_KEY", "api_key", "re_" + rs(AN, 8) + "_" + rs(AN, 24))]


@vendor("Vercel", "global", "vercel", "https://api.vercel.com/v9/projects", ("bearer",), "access token")
def _v():
    return [I("VERCEL_TOKEN", "token", rs(AN, 24))]


@vendor("PlanetScale", "global", "planetscale", None, None, "database password")
def _v():
    return [I("DATABASE_USERNAME", "username", rs(LOAN, 20), False), I("DATABASE_PASSWORD", "password", "pscale_pw_" + rs(B64U, 43))]


@vendor("Spotify", "global", "spotify", None, None, "client secret")
def _v():
    return [I("SPOTIFY_CLIENT_ID", "client_id", rs(HEX, 32), False), I("SPOTIFY_CLIENT_SECRET", "client_secret", rs(HEX, 32))]


@vendor("Paystack", "global", "paystack", "https://api.paystack.co/transaction/initialize", ("bearer",), "secret key")
def _v():
    return [I("PAYSTACK_SECRET_KEY", "secret_key", "sk_live_" + rs(HEX, 40))]


@vendor("Flutterwave", "global", "flutterwave", "https://api.flutterwave.com/v3/payments", ("bearer",), "secret key")
def _v():
    return [I("FLW_SECRET_KEY", "secret_key", "FLWSECK-" + rs(HEX, 32) + "-X")]


@vendor("Mercado Pago", "global", "mercadopago", "https://api.mercadopago.com/v1/payments/search", ("bearer",), "access token")
def _v():
    return [I("MP_ACCESS_TOKEN", "access_token", "APP_USR-" + digits(16) + "-" + digits(6) + "-" + rs(HEX, 32) + "-" + digits(9))]


@vendor("Razorpay", "global", "razorpay", "https://api.razorpay.com/v1/orders", ("basic_pair",), "key secret")
def _v():
    return [I("RAZORPAY_KEY_ID", "key_id", "rzp_live_" + rs(AN, 14)), I("RAZORPAY_KEY_SECRET", "key_secret", rs(AN, 24))]


# ---------------------------------------------------------------- Europe
@vendor("Mollie", "eu", "mollie", "https://api.mollie.com/v2/payments", ("bearer",), "live API key")
def _v():
    return [I("MOLLIE_API_KEY", "api_key", pick(["live_", "live_", "test_"]) + rs(AN, 30))]


@vendor("GoCardless", "eu", "gocardless", "https://api.gocardless.com/customers", ("bearer",), "access token")
def _v():
    return [I("GOCARDLESS_ACCESS_TOKEN", "access_token", "live_" + rs(B64U, 40))]


@vendor("Brevo", "eu", "brevo", "https://api.brevo.com/v3/smtp/email", ("hdr", "api-key", ""), "API key")
def _v():
    return [I("BREVO_API_KEY", "api_key", "xkeysib-" + rs(HEX, 64) + "-" + rs(AN, 16))]


@vendor("Mailjet", "eu", "mailjet", "https://api.mailjet.com/v3.1/send", ("basic_pair",), "API key + secret key")
def _v():
    return [I("MJ_APIKEY_PUBLIC", "api_key", rs(HEX, 32)), I("MJ_APIKEY_PRIVATE", "secret_key", rs(HEX, 32))]


@vendor("Scaleway", "eu", "scaleway", "https://api.scaleway.com/instance/v1/zones/fr-par-1/servers", ("hdr", "X-Auth-Token", "", 1), "API key")
def _v():
    return [I("SCW_ACCESS_KEY", "access_key", "SCW" + rs(UPAN, 17)), I("SCW_SECRET_KEY", "secret_key", uuid4())]


@vendor("OVHcloud", "eu", "ovh", None, None, "application secret + consumer key")
def _v():
    return [I("OVH_ENDPOINT", "endpoint", "ovh-eu", False),
            I("OVH_APPLICATION_KEY", "application_key", rs(AN, 16)),
            I("OVH_APPLICATION_SECRET", "application_secret", rs(AN, 32)),
            I("OVH_CONSUMER_KEY", "consumer_key", rs(AN, 32))]


@vendor("Hetzner Cloud", "eu", "hetzner", "https://api.hetzner.cloud/v1/servers", ("bearer",), "API token")
def _v():
    return [I("HCLOUD_TOKEN", "token", rs(AN, 64))]


@vendor("Yandex Cloud", "eu", "yandex", "https://llm.api.cloud.yandex.net/foundationModels/v1/completion", ("hdr", "Authorization", "Api-Key "), "API key")
def _v():
    return [I("YC_API_KEY", "api_key", "AQVN" + rs(B64U, 36))]


@vendor("Yandex OAuth", "eu", "yandex", "https://cloud-api.yandex.net/v1/disk/resources?path=/", ("hdr", "Authorization", "OAuth "), "OAuth token")
def _v():
    return [I("YANDEX_OAUTH_TOKEN", "oauth_token", "y0_" + rs(B64U, 55))]


@vendor("Exoscale", "eu", "exoscale", None, None, "API key + secret")
def _v():
    return [I("EXOSCALE_API_KEY", "api_key", "EXO" + rs(HEX, 24)), I("EXOSCALE_API_SECRET", "api_secret", rs(B64U, 43))]


@vendor("Pipedrive", "eu", "pipedrive", "https://acme.pipedrive.com/api/v1/deals?limit=50", ("query", "api_token"), "API token")
def _v():
    return [I("PIPEDRIVE_API_TOKEN", "api_token", rs(HEX, 40))]


@vendor("SumUp", "eu", "sumup", "https://api.sumup.com/v0.1/me", ("bearer",), "secret API key")
def _v():
    return [I("SUMUP_API_KEY", "api_key", "sup_sk_" + rs(AN, 32))]


@vendor("Klarna", "eu", "klarna", "https://api.klarna.com/payments/v1/sessions", ("basic_pair",), "API credentials")
def _v():
    return [I("KLARNA_USERNAME", "username", "K" + digits(6) + "_" + rs(HEX, 12)), I("KLARNA_PASSWORD", "password", rs(AN, 16))]


@vendor("Adyen", "eu", "adyen", "https://checkout-test.adyen.com/v71/payments", ("hdr", "X-API-Key", ""), "API key")
def _v():
    return [I("ADYEN_API_KEY", "api_key", "AQE" + rs(B64, 3) + "mfxK" + rs(B64, 110) + "-" + rs(B64, 40) + "-" + rs(B64U, 12))]


@vendor("Vonage", "eu", "vonage", "https://rest.nexmo.com/sms/json", ("basic_pair",), "API secret")
def _v():
    return [I("VONAGE_API_KEY", "api_key", rs(HEX, 8)), I("VONAGE_API_SECRET", "api_secret", rs(AN, 16))]


@vendor("Bird", "eu", "messagebird", "https://rest.messagebird.com/messages", ("hdr", "Authorization", "AccessKey "), "live access key")
def _v():
    return [I("MESSAGEBIRD_ACCESS_KEY", "access_key", rs(AN, 25))]


@vendor("Infobip", "eu", "infobip", "https://xyz12.api.infobip.com/sms/2/text/advanced", ("hdr", "Authorization", "App "), "API key")
def _v():
    return [I("INFOBIP_API_KEY", "api_key", rs(HEX, 32) + "-" + uuid4())]


@vendor("Wise", "eu", "wise", "https://api.transferwise.com/v1/profiles", ("bearer",), "API token")
def _v():
    return [I("WISE_API_TOKEN", "api_token", uuid4())]


# ---------------------------------------------------------------- Korea
@vendor("Kakao", "kr", "kakao", "https://dapi.kakao.com/v2/local/search/address.json?query=%ED%8C%90%EA%B5%90", ("hdr", "Authorization", "KakaoAK "), "REST API key")
def _v():
    return [I("KAKAO_REST_API_KEY", "rest_api_key", rs(HEX, 32))]


@vendor("Kakao admin", "kr", "kakao", "https://kapi.kakao.com/v1/user/ids", ("hdr", "Authorization", "KakaoAK "), "Admin key")
def _v():
    return [I("KAKAO_ADMIN_KEY", "admin_key", rs(HEX, 32))]


@vendor("Naver Developers", "kr", "naver", "https://openapi.naver.com/v1/search/blog.json?query=%EC%BA%A0%ED%95%91", ("multi", [("X-Naver-Client-Id", 0), ("X-Naver-Client-Secret", 1)]), "client secret")
def _v():
    return [I("NAVER_CLIENT_ID", "client_id", rs(AN, 20), False), I("NAVER_CLIENT_SECRET", "client_secret", rs(AN, 10))]


@vendor("Naver Cloud Platform", "kr", "ncloud", None, None, "access key + secret key")
def _v():
    return [I("NCLOUD_ACCESS_KEY", "access_key", rs(AN, 20)), I("NCLOUD_SECRET_KEY", "secret_key", rs(AN, 40))]


@vendor("Toss Payments", "kr", "toss", "https://api.tosspayments.com/v1/payments/confirm", ("basic_colon",), "secret key")
def _v():
    return [I("TOSS_SECRET_KEY", "secret_key", pick(["live_sk_", "live_sk_", "test_sk_"]) + rs(AN, 28))]


@vendor("PortOne", "kr", "portone", "https://api.portone.io/payments/imp_123456789012", ("hdr", "Authorization", "PortOne "), "V2 API secret")
def _v():
    return [I("PORTONE_STORE_ID", "store_id", "store-" + uuid4(), False), I("PORTONE_API_SECRET", "api_secret", rs(AN, 80))]


@vendor("PortOne V1 (iamport)", "kr", "iamport", None, None, "REST API key + secret")
def _v():
    return [I("IMP_KEY", "imp_key", digits(16)), I("IMP_SECRET", "imp_secret", rs(AN, 80))]


@vendor("KakaoPay", "kr", "kakaopay", "https://open-api.kakaopay.com/online/v1/payment/ready", ("hdr", "Authorization", "SECRET_KEY "), "secret key")
def _v():
    return [I("KAKAOPAY_CID", "cid", "TC0ONETIME", False), I("KAKAOPAY_SECRET_KEY", "secret_key", "DEV" + rs(HEXU, 38))]


@vendor("Solapi", "kr", "solapi", None, None, "API key + API secret")
def _v():
    return [I("SOLAPI_API_KEY", "api_key", "NCS" + rs(UPAN, 13)), I("SOLAPI_API_SECRET", "api_secret", rs(UPAN, 32))]


@vendor("Aligo", "kr", "aligo", "https://apis.aligo.in/send/?user_id=acmekr&", ("query", "key"), "API key")
def _v():
    return [I("ALIGO_USER_ID", "user_id", pick(["acmekr", "shop_notice", "mkim2020"]), False), I("ALIGO_API_KEY", "api_key", rs(LOAN, 32))]


@vendor("data.go.kr", "kr", "datagokr", None, None, "service key")
def _v():
    dec = b64(rbytes(66))
    return [I("DATA_GO_KR_SERVICE_KEY", "service_key", dec)]


@vendor("Sendbird", "kr", "sendbird", "https://api-{APP}.sendbird.com/v3/users", ("hdr", "Api-Token", ""), "master API token")
def _v():
    return [I("SENDBIRD_APP_ID", "app_id", uuid4().upper(), False), I("SENDBIRD_API_TOKEN", "api_token", rs(HEX, 40))]


@vendor("Upbit", "kr", "upbit", None, None, "Open API access + secret key")
def _v():
    return [I("UPBIT_OPEN_API_ACCESS_KEY", "access_key", rs(AN, 40)), I("UPBIT_OPEN_API_SECRET_KEY", "secret_key", rs(AN, 40))]


@vendor("Bithumb", "kr", "bithumb", None, None, "API connect key + secret")
def _v():
    return [I("BITHUMB_API_KEY", "api_key", rs(HEX, 32)), I("BITHUMB_SECRET_KEY", "secret_key", rs(HEX, 32))]


@vendor("Korea Investment (KIS)", "kr", "kis", None, None, "appkey + appsecret")
def _v():
    return [I("KIS_APP_KEY", "appkey", "PS" + rs(AN, 34)), I("KIS_APP_SECRET", "appsecret", rs(B64, 180)),
            I("KIS_ACCOUNT", "account", digits(8) + "-01", False)]


@vendor("NHN Cloud", "kr", "nhncloud", "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/{K0}/sender/sms", ("hdr", "X-Secret-Key", "", 1), "appKey + secretKey")
def _v():
    return [I("NHN_APP_KEY", "app_key", rs(AN, 16)), I("NHN_SECRET_KEY", "secret_key", rs(AN, 8))]


@vendor("Channel Talk", "kr", "channeltalk", "https://api.channel.io/open/v5/user-chats", ("multi", [("x-access-key", 0), ("x-access-secret", 1)]), "access key + secret")
def _v():
    return [I("CHANNEL_ACCESS_KEY", "access_key", rs(HEX, 24)), I("CHANNEL_ACCESS_SECRET", "access_secret", rs(HEX, 32))]


@vendor("Cafe24", "kr", "cafe24", None, None, "client secret")
def _v():
    return [I("CAFE24_CLIENT_ID", "client_id", rs(AN, 22), False), I("CAFE24_CLIENT_SECRET", "client_secret", rs(AN, 22))]


@vendor("LINE Messaging API", "jp", "line", "https://api.line.me/v2/bot/message/push", ("bearer",), "channel access token")
def _v():
    return [I("LINE_CHANNEL_SECRET", "channel_secret", rs(HEX, 32)),
            I("LINE_CHANNEL_ACCESS_TOKEN", "channel_access_token", rs(B64, 171) + "=")]


# ---------------------------------------------------------------- Japan
@vendor("Chatwork", "jp", "chatwork", "https://api.chatwork.com/v2/me", ("hdr", "X-ChatWorkToken", ""), "API token")
def _v():
    return [I("CHATWORK_API_TOKEN", "api_token", rs(HEX, 32))]


@vendor("Backlog", "jp", "backlog", "https://acme.backlog.jp/api/v2/issues?", ("query", "apiKey"), "API key")
def _v():
    return [I("BACKLOG_API_KEY", "api_key", rs(AN, 64))]


@vendor("PAY.JP", "jp", "payjp", "https://api.pay.jp/v1/charges", ("basic_colon",), "secret key")
def _v():
    return [I("PAYJP_SECRET_KEY", "secret_key", "sk_live_" + rs(HEX, 24))]


@vendor("kintone", "jp", "kintone", "https://acme.cybozu.com/k/v1/records.json?app=12", ("hdr", "X-Cybozu-API-Token", ""), "API token")
def _v():
    return [I("KINTONE_API_TOKEN", "api_token", rs(AN, 40))]


@vendor("Sakura Cloud", "jp", "sakura", "https://secure.sakura.ad.jp/cloud/zone/is1a/api/cloud/1.1/server", ("basic_pair",), "API key")
def _v():
    return [I("SAKURACLOUD_ACCESS_TOKEN", "access_token", uuid4()), I("SAKURACLOUD_ACCESS_TOKEN_SECRET", "access_token_secret", rs(AN, 64))]


@vendor("Rakuten RMS", "jp", "rakuten", "https://api.rms.rakuten.co.jp/es/2.0/order/searchOrder/", ("esa",), "serviceSecret + licenseKey")
def _v():
    return [I("RMS_SERVICE_SECRET", "service_secret", "SP" + digits(6) + "_" + rs(AN, 16)),
            I("RMS_LICENSE_KEY", "license_key", "SL" + digits(6) + "_" + rs(AN, 16))]


@vendor("GMO Payment Gateway", "jp", "gmopg", None, None, "shop password")
def _v():
    return [I("GMO_SHOP_ID", "shop_id", "tshop" + digits(8, False), False), I("GMO_SHOP_PASS", "shop_pass", rs(LOAN, 8))]


# ---------------------------------------------------------------- China
@vendor("Alibaba Cloud", "cn", "aliyun", None, None, "AccessKey pair")
def _v():
    return [I("ALIBABA_CLOUD_ACCESS_KEY_ID", "access_key_id", "LTAI5t" + rs(AN, 18)),
            I("ALIBABA_CLOUD_ACCESS_KEY_SECRET", "access_key_secret", rs(AN, 30))]


@vendor("Tencent Cloud", "cn", "tencent", None, None, "SecretId + SecretKey")
def _v():
    return [I("TENCENTCLOUD_SECRET_ID", "secret_id", "AKID" + rs(AN, 32)), I("TENCENTCLOUD_SECRET_KEY", "secret_key", rs(AN, 32))]


@vendor("Baidu AI Cloud", "cn", "baidu", None, None, "API Key + Secret Key")
def _v():
    return [I("BAIDU_API_KEY", "api_key", rs(AN, 24)), I("BAIDU_SECRET_KEY", "secret_key", rs(AN, 32))]


@vendor("Huawei Cloud", "cn", "huawei", None, None, "AK/SK")
def _v():
    return [I("HUAWEICLOUD_SDK_AK", "ak", rs(UPAN, 20)), I("HUAWEICLOUD_SDK_SK", "sk", rs(AN, 40))]


@vendor("Volcengine", "cn", "volcengine", None, None, "AccessKey pair")
def _v():
    return [I("VOLC_ACCESSKEY", "access_key", "AKLT" + rs(B64U, 40)), I("VOLC_SECRETKEY", "secret_key", rs(B64, 58) + "==")]


@vendor("WeChat Official Account", "cn", "wechat", "https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid={K0}&", ("query", "secret"), "AppSecret")
def _v():
    return [I("WECHAT_APPID", "appid", "wx" + rs(HEX, 16), False), I("WECHAT_APPSECRET", "appsecret", rs(HEX, 32))]


@vendor("DingTalk", "cn", "dingtalk", None, None, "AppSecret")
def _v():
    return [I("DINGTALK_APP_KEY", "app_key", "ding" + rs(LOAN, 16)), I("DINGTALK_APP_SECRET", "app_secret", rs(B64U, 64))]


@vendor("Feishu / Lark", "cn", "feishu", None, None, "App Secret")
def _v():
    return [I("FEISHU_APP_ID", "app_id", "cli_" + rs(HEX, 16), False), I("FEISHU_APP_SECRET", "app_secret", rs(AN, 32))]


@vendor("Qiniu", "cn", "qiniu", None, None, "AK/SK")
def _v():
    return [I("QINIU_ACCESS_KEY", "access_key", rs(B64U, 40)), I("QINIU_SECRET_KEY", "secret_key", rs(B64U, 40))]


@vendor("Gitee", "cn", "gitee", "https://gitee.com/api/v5/user/repos?", ("query", "access_token"), "private token")
def _v():
    return [I("GITEE_TOKEN", "token", rs(HEX, 32))]


# ============================================================================= passwords
EN_WORDS = ["marigold", "falcon", "harbor", "pickle", "canyon", "velvet", "orbit", "lantern", "maple",
            "thunder", "biscuit", "quartz", "willow", "saffron", "tundra", "pepper", "comet", "glacier",
            "walnut", "meadow", "raven", "cobalt", "juniper", "sprocket", "mango", "basil", "ember",
            "nimbus", "otter", "parsley", "riddle", "sable", "tango", "umber", "violet", "wombat",
            "zephyr", "anchor", "blossom", "cactus", "dynamo", "fjord", "gecko", "hazel", "igloo",
            "jigsaw", "kettle", "lotus", "muffin", "nutmeg", "olive", "puffin", "quill", "rocket"]
KO_WORDS = ["사랑", "하늘", "바다", "고양이", "강아지", "우리집", "행복", "별빛", "달빛", "서울", "부산",
            "제주", "여름", "겨울", "봄날", "초코", "딸기", "토끼", "호랑이", "무지개", "햇살", "구름",
            "나비", "민트", "커피", "라면", "김치", "떡볶이", "감자", "노을", "소나무", "복숭아", "다람쥐",
            "은하수", "눈사람", "파도", "솜사탕", "호두", "단풍", "고래"]
ROMAN_KO = ["saranghae", "jiwoo", "minjun", "seoyeon", "haneul", "doyoon", "hayoon", "jihoo", "eunji",
            "sujin", "hyunwoo", "daegu", "incheon", "gangnam", "pangyo", "bundang", "ilsan", "suwon"]
SYMS = "!@#$%^&*?"
PUNCT = "!#%*()-_=+[]{};:,.?/~^@|$&"

# 2-beolsik (standard Korean keyboard) key for each jamo
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt",
         "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_keys(word):
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            out.append(_CHO[code // 588] + _JUNG[(code % 588) // 28] + _JONG[code % 28])
        else:
            out.append(ch)
    return "".join(out)


def _cap(w):
    return w[:1].upper() + w[1:]


def _leet(w):
    table = {"a": "@", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}
    return "".join(table.get(c, c) if chance(0.6) else c for c in w)


PW_STYLES = ["human", "passphrase", "punct", "ko_keyboard", "hangul", "generated"]


def _pw_once(style, forbid=""):
    if style == "human":
        form = rint(0, 5)
        if form == 0:
            return _cap(pick(EN_WORDS)) + digits(rint(2, 4), False) + pick(SYMS)
        if form == 1:
            return pick(EN_WORDS) + pick(SYMS) + _cap(pick(EN_WORDS)) + digits(2, False)
        if form == 2:
            return _cap(_leet(pick(EN_WORDS) + pick(EN_WORDS))) + pick(SYMS)
        if form == 3:
            return pick(["Spring", "Summer", "Autumn", "Winter"]) + str(rint(2019, 2026)) + pick(SYMS) * rint(1, 2) + rs(LO, 2)
        if form == 4:
            return pick(ROMAN_KO) + "%02d%02d" % (rint(1, 12), rint(1, 28)) + pick(SYMS)
        return _cap(pick(ROMAN_KO)) + pick(["_", ".", "@", "#"]) + pick(EN_WORDS) + str(rint(7, 99))
    if style in ("passphrase", "passphrase_space"):
        sep = " " if style == "passphrase_space" else pick(["-", " ", ".", "_", "+"])
        ws = [pick(EN_WORDS) for _ in range(rint(3, 5))]
        if chance(0.4):
            ws = [_cap(w) for w in ws]
        s = sep.join(ws)
        if chance(0.5):
            s += sep + str(rint(1, 999))
        return s
    if style == "punct":
        punct = "".join(c for c in PUNCT if c not in forbid) or "_-."
        n = rint(14, 22)
        s = [pick(AN + punct) for _ in range(n)]
        for _ in range(rint(4, 7)):
            s[rint(0, n - 1)] = pick(punct)
        return "".join(s)
    if style == "ko_keyboard":
        w = "".join(pick(KO_WORDS) for _ in range(rint(1, 2)))
        keys = hangul_to_keys(w)
        return keys + pick(["", "!", "@", "#", "^^"]) + digits(rint(2, 4), False) + pick(["", "!", "*", "~"])
    if style == "hangul":
        form = rint(0, 2)
        if form == 0:
            return "".join(pick(KO_WORDS) for _ in range(rint(2, 3))) + digits(rint(2, 4), False) + pick(SYMS)
        if form == 1:
            return pick(KO_WORDS) + pick(EN_WORDS) + pick(SYMS) + digits(rint(2, 4), False)
        return pick(["우리집", "내", "우리", "귀여운"]) + " " + pick(KO_WORDS) + pick(["는", "가", "의"]) + " " + pick(KO_WORDS) + digits(2, False)
    if style == "generated":
        return rs(AN + pick(["", "!#%&*-_=+", "-_."]), rint(18, 32))
    raise ValueError(style)


def password(style=None, forbid="", min_len=8):
    style = style or pick(PW_STYLES)
    for i in range(400):
        if i == 200:
            style = "generated"
        s = _pw_once(style, forbid)
        if len(s) >= min_len and not any(c in forbid for c in s) and s == s.strip():
            return s
    raise RuntimeError("password generator stuck: %s %r" % (style, forbid))


FORBID = {
    "json": '"\\',
    "shell_sq": "'",
    "shell_dq": '"\\$`!',
    "shell_bare": " '\"\\$`!&|;<>()*?[]{}#~^",
    "yaml_sq": "'",
    "xml": "<>&\"'",
    "env": '"\\$`',
    "props": "\\",
    "ini": ";#\\\"'",
    "cmd": "^&|<>%\" ",
    "none": "",
}


# ============================================================================= keys, codes
def _ssh_string(b):
    return len(b).to_bytes(4, "big") + b


def pem_ec_sec1():
    der = (bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
           + b"\x04" + rbytes(64))
    body = wrap(b64(der), 64)
    return "EC PRIVATE KEY", body


def pem_pkcs8_ec():
    der = (bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(32)
           + bytes.fromhex("a144034200") + b"\x04" + rbytes(64))
    return "PRIVATE KEY", wrap(b64(der), 64)


def pem_openssh_ed25519(comment):
    pub = rbytes(32)
    seed = rbytes(32)
    kt = b"ssh-ed25519"
    pubblob = _ssh_string(kt) + _ssh_string(pub)
    check = rbytes(4)
    priv = check + check + _ssh_string(kt) + _ssh_string(pub) + _ssh_string(seed + pub) + _ssh_string(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\x00" + _ssh_string(b"none") + _ssh_string(b"none") + _ssh_string(b"")
            + (1).to_bytes(4, "big") + _ssh_string(pubblob) + _ssh_string(priv))
    return "OPENSSH PRIVATE KEY", wrap(b64(blob), 70)


def pem_rsa_partial(n_lines):
    mod = bytes([rint(0xC0, 0xFF)]) + rbytes(255)
    der = bytes.fromhex("308204a40201000282010100") + mod + bytes.fromhex("0203010001028201") + rbytes(400)
    return "RSA PRIVATE KEY", wrap(b64(der), 64)[:n_lines]


def pem_pkcs8_rsa_partial(n_lines):
    der = bytes.fromhex("308204be020100300d06092a864886f70d0101010500048204a8308204a40201000282010100") + bytes([rint(0xC0, 0xFF)]) + rbytes(420)
    return "PRIVATE KEY", wrap(b64(der), 64)[:n_lines]


def pgp_private_partial(n_lines):
    blob = bytes.fromhex("9558") + b"\x04" + rbytes(4) + b"\x16\x09\x2b\x06\x01\x04\x01\xda\x47\x0f\x01\x01\x07\x40" + rbytes(420)
    return "PGP PRIVATE KEY BLOCK", wrap(b64(blob), 64)[:n_lines]


def pem_text(kind, body, truncated=False):
    lines = ["-----BEGIN %s-----" % kind] + body
    if truncated:
        lines.append("...")
    else:
        lines.append("-----END %s-----" % kind)
    return "\n".join(lines)


def wg_key():
    return b64(rbytes(32))


def totp_seed(n=32):
    return rs(B32, n)


def recovery_codes(kind, n):
    if kind == "github":
        return [rs(HEX, 5) + "-" + rs(HEX, 5) for _ in range(n)]
    if kind == "google":
        return [rs(DG, 4) + " " + rs(DG, 4) for _ in range(n)]
    if kind == "gitlab":
        return [rs(HEX, 16) for _ in range(n)]
    if kind == "discord":
        return [rs(LOAN, 8) for _ in range(n)]
    if kind == "microsoft":
        return ["-".join(rs(UPAN, 5) for _ in range(5)) for _ in range(n)]
    if kind == "bitwarden":
        return ["-".join(rs(LOAN, 4) for _ in range(8)) for _ in range(n)]
    if kind == "aws":
        return [rs(UPAN, 32) for _ in range(n)]
    raise ValueError(kind)


def one_password_secret_key():
    return "A3-" + rs(UPAN, 6) + "-" + rs(UPAN, 6) + "-" + "-".join(rs(UPAN, 5) for _ in range(5))


def bitlocker_key():
    return "-".join("%06d" % (rint(0, 65535) * 11) for _ in range(8))


def apple_recovery_key():
    return "-".join(rs(UPAN, 4) for _ in range(7))


# ============================================================================= cookies
def cookie_secret():
    kind = rint(0, 7)
    if kind == 0:
        return "sessionid", rs(LOAN, 32), "Django"
    if kind == 1:
        return "JSESSIONID", rs(HEXU, 32), "Tomcat"
    if kind == 2:
        return "PHPSESSID", rs(LOAN, 26), "PHP"
    if kind == 3:
        return "connect.sid", "s%3A" + rs(B64U, 32) + "." + pct(rs(B64, 43)), "Express"
    if kind == 4:
        return "_" + pick(["shop", "admin", "portal"]) + "_session", pct(rs(B64, rint(120, 180)) + "==") + "--" + rs(HEX, 40), "Rails"
    if kind == 5:
        iv = b64(json.dumps({"iv": b64(rbytes(16)), "value": b64(rbytes(48)), "mac": rs(HEX, 64)}, separators=(",", ":")).encode())
        return "laravel_session", pct(iv), "Laravel"
    if kind == 6:
        return "__Secure-next-auth.session-token", "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs(B64U, 22) + "." + rs(B64U, rint(200, 260)) + "." + rs(B64U, 22), "NextAuth"
    return "AWSELBAuthSessionCookie-0", rs(B64, rint(180, 240)), "ALB OIDC"


NONSECRET_COOKIES = ["_ga=GA1.2.%d.%d" % (0, 0), "theme=dark", "lang=ko", "ab_test=variant_b", "tz=Asia%2FSeoul",
                     "consent=analytics", "sidebar=collapsed"]


def nonsecret_cookie():
    c = pick(NONSECRET_COOKIES)
    if c.startswith("_ga"):
        c = "_ga=GA1.2.%s.%d" % (digits(9), rint(1690000000, 1730000000))
    return c


# ============================================================================= containers
def camel(s):
    parts = s.replace("-", "_").split("_")
    return parts[0] + "".join(p[:1].upper() + p[1:] for p in parts[1:])


def pascal(s):
    c = camel(s)
    return c[:1].upper() + c[1:]


def kebab(s):
    return s.replace("_", "-")


def _q(v, style):
    if style == "dq":
        return '"' + v + '"'
    if style == "sq":
        return "'" + v + "'"
    return v


CONTAINERS = []


def container(name, forbid, files, clean_ok=True):
    def deco(fn):
        CONTAINERS.append({"name": name, "fn": fn, "forbid": forbid, "files": files, "clean_ok": clean_ok})
        return fn
    return deco


def _label_comment(lang, c="#"):
    if lang == "ko":
        return c + " " + pick(["운영", "스테이징", "개발", "로컬 테스트용", "배치 서버", "임시"])
    return c + " " + pick(["prod", "staging", "dev", "local testing", "batch box", "temporary"])


@container("dotenv", FORBID["env"] + " ", [".env", ".env.production", "config/.env.staging", ".env.local", "deploy/.env"])
def _c(items, slug, lang):
    style = pick(["", "", "dq", "sq"])
    lines = []
    if chance(0.5):
        lines.append(_label_comment(lang))
    if chance(0.4):
        lines.append(pick(["NODE_ENV=production", "APP_ENV=staging", "LOG_LEVEL=info", "PORT=8080", "TZ=Asia/Seoul"]))
    for env, field, v, s in items:
        lines.append(env + "=" + _q(v, style))
    if chance(0.4):
        lines.append(pick(["FEATURE_NEW_CHECKOUT=false", "SENTRY_ENVIRONMENT=staging", "WORKERS=4", "CACHE_TTL=300"]))
    return "\n".join(lines), [v for _, _, v, s in items if s]


@container("shell export", FORBID["shell_dq"], ["~/.bashrc", "scripts/env.sh", "~/.zshrc", "ops/load-env.sh"])
def _c(items, slug, lang):
    st = pick(["dq", "sq", ""])
    lines = ["export %s=%s" % (env, _q(v, st)) for env, field, v, s in items]
    return "\n".join(lines), [v for _, _, v, s in items if s]


@container("inline env command", FORBID["shell_bare"], ["the shell history", "the runbook", "Makefile"])
def _c(items, slug, lang):
    cmd = pick(["python manage.py sync_orders", "npm run deploy", "./bin/backfill --since 2024-10-01",
                "node scripts/migrate.js", "go run ./cmd/worker", "bundle exec rake notify:test", "poetry run pytest -k smoke"])
    return " ".join("%s=%s" % (env, v) for env, field, v, s in items) + " " + cmd, [v for _, _, v, s in items if s]


@container("YAML config", FORBID["yaml_sq"], ["config/settings.yaml", "application.yml", "config/production.yml", "conf/app.yaml"])
def _c(items, slug, lang):
    q = pick(["sq", "dq", ""])
    top = pick(["integrations", "services", "clients", "external", None])
    ind = "  " if top else ""
    lines = [top + ":"] if top else []
    lines.append(ind + slug + ":")
    for env, field, v, s in items:
        qq = q if (q != "dq" or '"' not in v and "\\" not in v) else "sq"
        if qq == "" and (v[:1] in "!&*@`%|>'\"{[#-?:," or ": " in v or " #" in v):
            qq = "sq"
        lines.append(ind + "  " + field + ": " + _q(v, qq))
    if chance(0.4):
        lines.append(ind + "  timeout_seconds: " + str(pick([5, 10, 30])))
    return "\n".join(lines), [v for _, _, v, s in items if s]


@container("JSON config", FORBID["json"], ["config/default.json", "appsettings.Production.json", "secrets.local.json", "config.json"])
def _c(items, slug, lang):
    inner = {}
    for env, field, v, s in items:
        inner[camel(field) if chance(0.5) else field] = v
    obj = {slug: inner}
    if chance(0.4):
        obj = {"env": pick(["prod", "staging", "dev"]), **obj}
    return json.dumps(obj, indent=2, ensure_ascii=False), [v for _, _, v, s in items if s]


@container("TOML config", FORBID["json"], ["config.toml", "settings/prod.toml", ".cargo/config.toml", "app.toml"])
def _c(items, slug, lang):
    lines = ["[" + slug + "]"] + ['%s = "%s"' % (field, v) for env, field, v, s in items]
    return "\n".join(lines), [v for _, _, v, s in items if s]


@container("INI config", FORBID["ini"], ["settings.ini", "config/app.ini", "setup.cfg", "conf/integrations.ini"])
def _c(items, slug, lang):
    lines = ["[" + slug + "]"] + ["%s = %s" % (field, v) for env, field, v, s in items]
    return "\n".join(lines), [v for _, _, v, s in items if s]


@container("Java properties", FORBID["props"], ["src/main/resources/application.properties", "application-prod.properties", "config/gradle.properties"])
def _c(items, slug, lang):
    pre = pick(["app", "acme", "integration"]) + "." + slug
    lines = ["%s.%s=%s" % (pre, kebab(field), v) for env, field, v, s in items]
    if chance(0.4):
        lines.insert(0, "spring.profiles.active=" + pick(["prod", "stage", "dev"]))
    return "\n".join(lines), [v for _, _, v, s in items if s]


@container("XML config", FORBID["xml"], ["Web.config", "App.config", "settings.xml", "conf/context.xml"])
def _c(items, slug, lang):
    if chance(0.5):
        lines = ["<appSettings>"] + ['  <add key="%s:%s" value="%s" />' % (pascal(slug), pascal(field), v) for env, field, v, s in items] + ["</appSettings>"]
    else:
        lines = ["<%s>" % slug] + ["  <%s>%s</%s>" % (camel(field), v, camel(field)) for env, field, v, s in items] + ["</%s>" % slug]
    return "\n".join(lines), [v for _, _, v, s in items if s]


@container("k8s Secret stringData", FORBID["yaml_sq"], ["k8s/secret.yaml", "deploy/overlays/prod/secret.yaml", "manifests/app-secret.yml"])
def _c(items, slug, lang):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-credentials" % slug.replace("_", "-"),
             "  namespace: " + pick(["prod", "default", "payments", "batch"]), "type: Opaque", "stringData:"]
    lines += ["  %s: '%s'" % (env, v) for env, field, v, s in items]
    return "\n".join(lines), [v for _, _, v, s in items if s]


@container("k8s Secret data (base64)", "", ["k8s/secret.yaml", "deploy/base/secret.yaml", "the kubectl get secret -o yaml output"], clean_ok=False)
def _c(items, slug, lang):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-keys" % slug.replace("_", "-"), "type: Opaque", "data:"]
    written = []
    for env, field, v, s in items:
        e = b64(v.encode())
        lines.append("  %s: %s" % (env, e))
        if s:
            written.append(e)
    return "\n".join(lines), written


@container("k8s Deployment env", FORBID["json"], ["k8s/deployment.yaml", "charts/api/templates/deployment.yaml", "deploy/worker.yaml"])
def _c(items, slug, lang):
    lines = ["      containers:", "        - name: " + pick(["api", "worker", "sync"]), "          env:"]
    for env, field, v, s in items:
        lines += ["            - name: " + env, '              value: "%s"' % v]
    return "\n".join(lines), [v for _, _, v, s in items if s]


@container("docker-compose", FORBID["yaml_sq"] + " $", ["docker-compose.yml", "docker-compose.override.yml", "compose.prod.yaml"])
def _c(items, slug, lang):
    lines = ["services:", "  " + pick(["app", "worker", "api", "scheduler"]) + ":", "    image: " + pick(["acme/api:2.14.0", "ghcr.io/acme/worker:latest", "registry.internal/sync:1.8"]), "    environment:"]
    if chance(0.5):
        lines += ["      - %s=%s" % (env, v) for env, field, v, s in items]
    else:
        lines += ["      %s: '%s'" % (env, v) for env, field, v, s in items]
    return "\n".join(lines), [v for _, _, v, s in items if s]


@container("Dockerfile", FORBID["shell_bare"], ["Dockerfile", "docker/Dockerfile.worker", "Dockerfile.prod"])
def _c(items, slug, lang):
    lines = ["FROM " + pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22"]) ]
    kw = pick(["ENV", "ARG"])
    lines += ["%s %s=%s" % (kw, env, v) for env, field, v, s in items]
    lines.append(pick(["RUN pip install -r requirements.txt", "RUN npm ci --omit=dev", "COPY . /app", "RUN ./gradlew build -x test"]))
    return "\n".join(lines), [v for _, _, v, s in items if s]


@container("GitHub Actions workflow", FORBID["yaml_sq"], [".github/workflows/deploy.yml", ".github/workflows/nightly.yml", ".github/workflows/release.yaml"])
def _c(items, slug, lang):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    lines += ["      %s: '%s'" % (env, v) for env, field, v, s in items]
    lines += ["    steps:", "      - uses: actions/checkout@v4"]
    return "\n".join(lines), [v for _, _, v, s in items if s]


@container("GitLab CI", FORBID["json"] + "$", [".gitlab-ci.yml", "ci/templates/deploy.gitlab-ci.yml"])
def _c(items, slug, lang):
    lines = ["variables:"] + ['  %s: "%s"' % (env, v) for env, field, v, s in items]
    lines += ["deploy_prod:", "  stage: deploy", "  script:", "    - ./scripts/deploy.sh"]
    return "\n".join(lines), [v for _, _, v, s in items if s]


@container("Terraform", FORBID["json"] + "$", ["terraform.tfvars", "envs/prod/main.tf", "modules/integrations/variables.tf"])
def _c(items, slug, lang):
    if chance(0.5):
        lines = ['%s_%s = "%s"' % (slug, field, v) for env, field, v, s in items]
    else:
        lines = ['provider "%s" {' % slug] + ['  %s = "%s"' % (field, v) for env, field, v, s in items] + ["}"]
    return "\n".join(lines), [v for _, _, v, s in items if s]


@container("Helm values", FORBID["yaml_sq"], ["values-prod.yaml", "charts/api/values.yaml", "helm/values.staging.yaml"])
def _c(items, slug, lang):
    lines = [camel(slug) + ":", "  enabled: true"] + ["  %s: '%s'" % (camel(field), v) for env, field, v, s in items]
    return "\n".join(lines), [v for _, _, v, s in items if s]


@container("systemd unit", FORBID["shell_dq"] + " ", ["/etc/systemd/system/worker.service", "/etc/systemd/system/sync.service.d/override.conf"])
def _c(items, slug, lang):
    lines = ["[Service]"] + ['Environment="%s=%s"' % (env, v) for env, field, v, s in items] + ["ExecStart=/opt/app/bin/" + pick(["worker", "sync", "server"])]
    return "\n".join(lines), [v for _, _, v, s in items if s]


@container("PowerShell", FORBID["json"] + "$`", ["deploy.ps1", "scripts/setup-dev.ps1", "the PowerShell session"])
def _c(items, slug, lang):
    lines = ['$env:%s = "%s"' % (env, v) for env, field, v, s in items]
    return "\n".join(lines), [v for _, _, v, s in items if s]


@container("Windows cmd", FORBID["cmd"], ["run.bat", "scripts\\start-local.cmd"])
def _c(items, slug, lang):
    lines = ["set %s=%s" % (env, v) for env, field, v, s in items] + [pick(["java -jar app.jar", "node server.js", "python -m app"])]
    return "\n".join(lines), [v for _, _, v, s in items if s]


@container("fish shell", FORBID["shell_sq"], ["~/.config/fish/config.fish"])
def _c(items, slug, lang):
    lines = ["set -gx %s '%s'" % (env, v) for env, field, v, s in items]
    return "\n".join(lines), [v for _, _, v, s in items if s]


@container("docker run", FORBID["shell_sq"], ["the deploy script", "the README's quick-start", "scripts/run-local.sh"])
def _c(items, slug, lang):
    parts = ["docker run --rm"] + ["-e %s='%s'" % (env, v) for env, field, v, s in items] + [pick(["acme/api:2.14.0", "ghcr.io/acme/sync:edge", "worker:local"])]
    return " \\\n  ".join(parts), [v for _, _, v, s in items if s]


@container("kubectl create secret", FORBID["shell_sq"], ["the bootstrap script", "scripts/bootstrap-cluster.sh", "the runbook"])
def _c(items, slug, lang):
    parts = ["kubectl create secret generic %s-creds" % slug.replace("_", "-"), "-n " + pick(["prod", "staging", "batch"])]
    parts += ["--from-literal=%s='%s'" % (field, v) for env, field, v, s in items]
    return " \\\n  ".join(parts), [v for _, _, v, s in items if s]


@container("gh secret set", FORBID["shell_dq"], ["the setup script", "the shell history"])
def _c(items, slug, lang):
    lines = ['gh secret set %s --repo acme/%s --body "%s"' % (env, pick(["api", "infra", "web"]), v) for env, field, v, s in items]
    return "\n".join(lines), [v for _, _, v, s in items if s]


@container("VS Code launch.json", FORBID["json"], [".vscode/launch.json"])
def _c(items, slug, lang):
    obj = {"name": pick(["Debug API", "Run worker", "Attach sync"]), "type": pick(["python", "node", "go"]), "request": "launch",
           "env": {env: v for env, field, v, s in items}}
    return json.dumps(obj, indent=2, ensure_ascii=False), [v for _, _, v, s in items if s]


@container("markdown table", "|`", ["the wiki page", "the handover doc", "the Notion table", "the onboarding doc"])
def _c(items, slug, lang):
    h = "| 변수 | 값 | 비고 |" if lang == "ko" else "| Variable | Value | Notes |"
    lines = [h, "|---|---|---|"]
    for env, field, v, s in items:
        note = pick(["운영", "스테이징", "필수", "-", "만료 없음"]) if lang == "ko" else pick(["prod", "staging", "required", "-", "no expiry"])
        lines.append("| %s | %s | %s |" % (env, v, note))
    return "\n".join(lines), [v for _, _, v, s in items if s]


@container("app log", FORBID["json"], ["the app log", "logs/worker.log", "the CloudWatch log stream", "journalctl output"], clean_ok=True)
def _c(items, slug, lang):
    ts = "2024-%02d-%02dT%02d:%02d:%02d.%03dZ" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), rint(0, 999))
    d = ", ".join("'%s': '%s'" % (env, v) for env, field, v, s in items)
    lvl = pick(["DEBUG", "INFO", "WARN"])
    lines = ["%s %s [%s] config loaded: {%s}" % (ts, lvl, pick(["settings", "bootstrap", "config.loader"]), d)]
    if chance(0.5):
        lines.append("%s INFO [http] listening on :%d" % (ts, pick([8000, 8080, 3000])))
    return "\n".join(lines), [v for _, _, v, s in items if s]


@container("git diff", FORBID["env"] + " ", ["the diff of the last commit", "the PR diff", "git show HEAD"])
def _c(items, slug, lang):
    f = pick([".env.production", "config/.env.staging", "deploy/.env"])
    lines = ["diff --git a/%s b/%s" % (f, f), "index %s..%s 100644" % (rs(HEX, 7), rs(HEX, 7)), "--- a/" + f, "+++ b/" + f,
             "@@ -%d,3 +%d,%d @@" % (rint(3, 20), rint(3, 20), 3 + len(items)), " LOG_LEVEL=info"]
    for env, field, v, s in items:
        if chance(0.5):
            lines.append("-%s=" % env)
        lines.append("+%s=%s" % (env, v))
    lines.append(" WORKERS=4")
    return "\n".join(lines), [v for _, _, v, s in items if s]


# ============================================================================= code snippets
CODE_LANGS = []


def code_lang(name, forbid, files):
    def deco(fn):
        CODE_LANGS.append({"name": name, "fn": fn, "forbid": forbid, "files": files})
        return fn
    return deco


def _client_name(slug):
    return pascal(slug) + pick(["Client", "Api", "Service", "Gateway"])


@code_lang("Python", FORBID["json"], ["settings.py", "app/clients.py", "scripts/backfill.py", "notebooks/explore.ipynb", "conftest.py"])
def _k(items, slug):
    form = rint(0, 2)
    sec = [x for x in items]
    if form == 0:
        return "\n".join('%s = "%s"' % (env, v) for env, f, v, s in sec)
    if form == 1:
        args = ", ".join('%s="%s"' % (f, v) for env, f, v, s in sec)
        return "client = %s(%s)\nresp = client.%s()" % (_client_name(slug), args, pick(["ping", "list_items", "whoami", "send"]))
    return "\n".join('os.environ.setdefault("%s", "%s")' % (env, v) for env, f, v, s in sec)


@code_lang("JavaScript", FORBID["json"] + "'`", ["src/config.js", "scripts/seed.mjs", "server/index.js", "lib/client.js"])
def _k(items, slug):
    if chance(0.5):
        body = ",\n".join("  %s: '%s'" % (camel(f), v) for env, f, v, s in items)
        return "const %s = new %s({\n%s\n});" % (camel(slug), _client_name(slug), body)
    return "\n".join("process.env.%s ??= '%s';" % (env, v) for env, f, v, s in items)


@code_lang("TypeScript", FORBID["json"] + "'`", ["src/env.ts", "src/lib/%s.ts", "apps/web/next.config.ts"])
def _k(items, slug):
    body = "\n".join("  %s: \"%s\"," % (camel(f), v) for env, f, v, s in items)
    return "export const %sConfig = {\n%s\n} as const;" % (camel(slug), body)


@code_lang("Go", FORBID["json"], ["cmd/worker/main.go", "internal/config/config.go", "pkg/client/client.go"])
def _k(items, slug):
    if chance(0.5):
        body = "\n".join("\t%s: \"%s\"," % (pascal(f), v) for env, f, v, s in items)
        return "cfg := %s.Config{\n%s\n}" % (slug, body)
    return "\n".join('os.Setenv("%s", "%s")' % (env, v) for env, f, v, s in items)


@code_lang("Java", FORBID["json"], ["src/main/java/com/acme/config/AppConfig.java", "src/test/java/com/acme/ClientIT.java"])
def _k(items, slug):
    return "\n".join('private static final String %s = "%s";' % (env, v) for env, f, v, s in items)


@code_lang("Kotlin", FORBID["json"] + "$", ["app/src/main/java/com/acme/BuildConfig.kt", "src/main/kotlin/Config.kt"])
def _k(items, slug):
    return "object %sKeys {\n%s\n}" % (pascal(slug), "\n".join('    const val %s = "%s"' % (env, v) for env, f, v, s in items))


@code_lang("C#", FORBID["json"], ["Program.cs", "Startup.cs", "src/Acme.Api/Services/ClientFactory.cs"])
def _k(items, slug):
    if chance(0.5):
        return "\n".join('Environment.SetEnvironmentVariable("%s", "%s");' % (env, v) for env, f, v, s in items)
    return "\n".join('builder.Configuration["%s:%s"] = "%s";' % (pascal(slug), pascal(f), v) for env, f, v, s in items)


@code_lang("Ruby", FORBID["json"] + "#", ["config/initializers/%s.rb", "lib/tasks/sync.rake"])
def _k(items, slug):
    if chance(0.5):
        return "\n".join('ENV["%s"] ||= "%s"' % (env, v) for env, f, v, s in items)
    args = ", ".join('%s: "%s"' % (f, v) for env, f, v, s in items)
    return "%s.configure(%s)" % (pascal(slug), args)


@code_lang("PHP", FORBID["json"] + "'", ["config/services.php", "wp-config.php", ".env.php"])
def _k(items, slug):
    if chance(0.5):
        return "<?php\nreturn [\n    '%s' => [\n%s\n    ],\n];" % (slug, "\n".join("        '%s' => '%s'," % (f, v) for env, f, v, s in items))
    return "\n".join("define('%s', '%s');" % (env, v) for env, f, v, s in items)


@code_lang("Rust", FORBID["json"], ["src/main.rs", "src/config.rs", "tests/integration.rs"])
def _k(items, slug):
    return "\n".join('std::env::set_var("%s", "%s");' % (env, v) for env, f, v, s in items)


@code_lang("Swift", FORBID["json"], ["Sources/App/Secrets.swift", "AcmeApp/Config.swift"])
def _k(items, slug):
    return "enum %sSecrets {\n%s\n}" % (pascal(slug), "\n".join('    static let %s = "%s"' % (camel(f), v) for env, f, v, s in items))


@code_lang("Dart", FORBID["json"] + "$'", ["lib/env.dart", "lib/config/keys.dart"])
def _k(items, slug):
    return "\n".join("const %s = '%s';" % (camel(slug + "_" + f), v) for env, f, v, s in items)


@code_lang("Bash", FORBID["shell_sq"], ["scripts/deploy.sh", "bin/sync-assets", "ops/cron/nightly.sh"])
def _k(items, slug):
    lines = ["#!/usr/bin/env bash", "set -euo pipefail"] + ["%s='%s'" % (env, v) for env, f, v, s in items]
    lines.append(pick(["./bin/run \"$@\"", "python3 -m sync --all", "node dist/cli.js push"]))
    return "\n".join(lines)


def render_code(items, slug, forbid_extra=""):
    ok = [c for c in CODE_LANGS if not any(ch in c["forbid"] + forbid_extra for _, _, v, _ in items for ch in v)]
    if not ok:
        raise Reject("no code language fits")
    c = pick(ok)
    text = c["fn"](items, slug)
    f = pick(c["files"])
    if "%s" in f:
        f = f % slug
    return text, [v for _, _, v, s in items if s], c["name"], f


def render_container(items, slug, lang, clean=False, exclude=()):
    ok = [c for c in CONTAINERS if c["name"] not in exclude and (c["clean_ok"] or not clean)
          and not any(ch in c["forbid"] for _, _, v, _ in items for ch in v)]
    if not ok:
        raise Reject("no container fits")
    c = pick(ok)
    text, written = c["fn"](items, slug, lang)
    return text, written, c["name"], pick(c["files"])


# ============================================================================= HTTP
def _basic(user, pw):
    return b64((user + ":" + pw).encode())


def auth_headers(v, items):
    """Return (header lines, written secrets, url) for the vendor's auth style."""
    auth = v["auth"]
    url = v["url"]
    secrets_idx = [i for i, it in enumerate(items) if it[3]]
    kind = auth[0]
    idx = secrets_idx[0]
    if kind == "hdr" and len(auth) > 3:
        idx = auth[3]
    val = items[idx][2]
    if "{K0}" in url:
        url = url.replace("{K0}", items[0][2])
    if "{APP}" in url:
        url = url.replace("{APP}", items[0][2])
    if kind == "bearer":
        return ["Authorization: Bearer " + val], [val], url
    if kind == "hdr":
        return ["%s: %s%s" % (auth[1], auth[2], val)], [val], url
    if kind == "hdr2":
        return ["%s: %s" % (auth[1], val), "Authorization: Bearer " + val], [val], url
    if kind == "basic_colon":
        e = _basic(val, "")
        return ["Authorization: Basic " + e], [e], url
    if kind == "basic_user":
        e = _basic(auth[1], val)
        return ["Authorization: Basic " + e], [e], url
    if kind == "basic_pair":
        sec = items[secrets_idx[-1]][2]
        e = _basic(items[0][2], sec)
        return ["Authorization: Basic " + e], [e], url
    if kind == "esa":
        e = _basic(items[0][2], items[1][2])
        return ["Authorization: ESA " + e], [e], url
    if kind == "multi":
        lines, written = [], []
        for h, i in auth[1]:
            lines.append("%s: %s" % (h, items[i][2]))
            if items[i][3]:
                written.append(items[i][2])
        return lines, written, url
    if kind == "query":
        sep = "" if url.endswith("?") or url.endswith("&") else ("&" if "?" in url else "?")
        return [], [val], url + sep + auth[1] + "=" + val
    if kind == "path":
        return [], [val], url.replace("{T}", val)
    raise ValueError(kind)


def render_http(v, items, lang):
    """curl / raw HTTP / HTTPie / fetch / requests call carrying the credential."""
    lines, written, url = auth_headers(v, items)
    form = pick(["curl", "curl", "raw", "httpie", "requests", "fetch"])
    method = pick(["GET", "POST"]) if form != "raw" else pick(["GET", "POST", "PUT"])
    if form == "curl":
        parts = ["curl -sS" + ("" if method == "GET" else " -X " + method) + " '%s'" % url] + ["-H '%s'" % h for h in lines]
        if method == "POST":
            parts.append("-H 'Content-Type: application/json' -d '{\"dry_run\": true}'")
        text = " \\\n  ".join(parts)
        return text, written, "curl"
    if form == "raw":
        u = urllib.parse.urlsplit(url)
        path = u.path + ("?" + u.query if u.query else "")
        out = ["%s %s HTTP/1.1" % (method, path), "Host: " + u.netloc] + lines + ["Accept: application/json",
               "User-Agent: " + pick(["acme-sync/2.3.1", "python-requests/2.32.3", "okhttp/4.12.0", "axios/1.7.2"])]
        return "\n".join(out), written, "raw HTTP request"
    if form == "httpie":
        hs = " ".join("'%s'" % h.replace(": ", ":", 1) for h in lines)
        return ("http %s '%s' %s" % (method, url, hs)).rstrip(), written, "HTTPie"
    if form == "requests":
        hd = ", ".join('"%s": "%s"' % tuple(h.split(": ", 1)) for h in lines)
        return 'resp = requests.%s("%s", headers={%s}, timeout=10)' % (method.lower(), url, hd), written, "python requests"
    hd = ", ".join("'%s': '%s'" % tuple(h.split(": ", 1)) for h in lines)
    return "const res = await fetch('%s', {\n  method: '%s',\n  headers: { %s },\n});" % (url, method, hd), written, "fetch"


# ============================================================================= prose
CTX = {
    "env": {"en": ["staging", "production", "prod", "dev", "QA", "the demo env", "preview", "the load-test env"],
            "ko": ["스테이징", "운영", "개발", "QA", "데모", "부하 테스트", "사전 배포"]},
    "who": {"en": ["the user", "Dana", "Priya", "Marco", "Ken from infra", "the on-call engineer", "the PM", "Seo-yeon"],
            "ko": ["사용자", "민수님", "지현님", "팀장님", "온콜 담당자", "서연님", "준호님", "인프라팀 박 책임님"]},
    "task": {"en": ["nightly export", "payment webhook handler", "CI deploy step", "image upload job", "SMS notification worker",
                    "search indexer", "release pipeline", "invoice sync", "data backfill", "signup email flow",
                    "crash report uploader", "settlement batch"],
             "ko": ["야간 export 배치", "결제 웹훅 핸들러", "CI 배포 단계", "이미지 업로드", "문자 알림 워커", "검색 인덱서",
                    "릴리스 파이프라인", "정산 배치", "회원가입 메일 발송", "데이터 백필", "주문 동기화", "푸시 발송"]},
    "proc": {"en": ["gunicorn", "the node worker", "the Spring Boot app", "celery", "pm2", "the systemd unit", "the Lambda",
                    "the cron job", "uvicorn", "sidekiq"],
             "ko": ["gunicorn", "node 워커", "Spring Boot 앱", "celery", "pm2", "systemd 유닛", "Lambda", "크론 잡", "uvicorn", "sidekiq"]},
}


def host():
    return "%s-%02d.%s" % (pick(["api", "web", "batch", "worker", "db", "cache", "ci-runner", "jump", "sync"]), rint(1, 14),
                           pick(["internal", "corp.local", "ap-northeast-2.compute.internal", "svc.cluster.local", "kr1.acme.example"]))


KO_NAMES = {
    "the #deploy thread": "#deploy 스레드", "the #infra channel": "#infra 채널", "the API docs draft": "API 문서 초안",
    "the API gateway": "API 게이트웨이", "the CI log": "CI 로그", "the CLI output": "CLI 출력", "the CloudWatch log stream": "CloudWatch 로그 스트림",
    "the HAR file": "HAR 파일", "the IAM console": "IAM 콘솔", "the JWKS endpoint": "JWKS 엔드포인트", "the NAS admin page": "NAS 관리자 페이지",
    "the Notion table": "노션 표", "the Postman collection": "Postman 컬렉션", "the PowerShell session": "PowerShell 세션",
    "the QR generator input": "QR 생성기 입력값", "the README's quick-start": "README 빠른 시작", "the admin app": "관리자 앱",
    "the admin console": "관리 콘솔", "the app log": "앱 로그", "the bootstrap script": "부트스트랩 스크립트", "the build log": "빌드 로그",
    "the chat": "채팅", "the consumer log": "컨슈머 로그", "the dashboard": "대시보드", "the debug log": "디버그 로그",
    "the deploy script": "배포 스크립트", "the diff of the last commit": "마지막 커밋의 diff", "the e2e bot": "e2e 봇",
    "the error report": "에러 리포트", "the export log": "export 로그", "the exported credentials.xml": "내보낸 credentials.xml",
    "the handover doc": "인수인계 문서", "the incident Slack thread": "장애 대응 슬랙 스레드", "the incident channel": "장애 채널",
    "the kms encrypt output": "kms encrypt 출력", "the kubectl get secret -o yaml output": "kubectl get secret -o yaml 출력",
    "the log": "로그", "the login smoke test": "로그인 스모크 테스트", "the office notice": "사무실 공지", "the onboarding doc": "온보딩 문서",
    "the partner email": "파트너사 메일", "the pod log": "파드 로그", "the provisioning script": "프로비저닝 스크립트",
    "the release notes": "릴리스 노트", "the release page": "릴리스 페이지", "the runbook": "런북", "the scraper config": "스크레이퍼 설정",
    "the server room": "서버실", "the setup script": "셋업 스크립트", "the shell history": "셸 히스토리", "the signup service": "가입 서비스",
    "the test fixture": "테스트 픽스처", "the ticket": "티켓", "the vault note": "볼트 메모", "the wiki page": "위키 페이지", "the wiki": "위키",
    "the worker log": "워커 로그", "the template": "템플릿", "journalctl output": "journalctl 출력", "netsh output": "netsh 출력",
    "kubectl output": "kubectl 출력", "realm settings": "realm 설정", "devtools": "개발자 도구", "a DM": "DM", "the PR diff": "PR diff",
    "the README": "README", "the Jenkinsfile": "Jenkinsfile", "the ConfigMap": "ConfigMap", "the Synology DSM": "시놀로지 DSM",
    "the VPN": "VPN", "the old Redmine": "예전 Redmine", "the UPS web console": "UPS 웹 콘솔",
}


def ko_name(s):
    if s in KO_NAMES:
        return KO_NAMES[s]
    if s.startswith("the "):
        return s[4:]
    return s


def make_ctx(lang, svc, what, file):
    if lang == "ko":
        svc, file = ko_name(svc), ko_name(file)
    return {"env": pick(CTX["env"][lang]), "who": pick(CTX["who"][lang]), "task": pick(CTX["task"][lang]),
            "proc": pick(CTX["proc"][lang]), "host": host(), "svc": svc, "what": what, "file": file}


DEFAULT_POOLS = {
    "en": {
        "mc_block": [
            "I was asked to fix the {task} on {env} but didn't know it reads {svc} credentials from {file}. {who} pasted the file:\n{S}",
            "{S}\n^ that is the current {file} on {host}. I assumed the {what} in it was a dummy and tried to regenerate it, which broke the {task}.",
            "Missing context: which {svc} account the {env} deploy uses. The only source was this block in {file}:\n{S}\nNobody had documented it.",
            "The {task} failed with 401 from {svc}. I did not know {file} overrides the CI variables. Relevant part:\n{S}\nThe CI copy was older.",
            "{who} said 'just use what's in {file}', which turned out to be:\n{S}",
            "While tracing why {proc} on {host} could still reach {svc} after the key rotation, I found this in {file}:\n{S}\nIt was never part of the rotation checklist.",
            "I didn't know {env} and local share the {svc} setup. From {file}:\n{S}",
            "Task: move the {task} to the new cluster. What I didn't know: the {svc} {what} lives only in {file}, not in the secret store.\n\n{S}",
            "Pasted by {who} in the ticket so I could reproduce the {task} failure:\n\n{S}\n\n(they said it's the {env} one)",
            "Context I lacked: {proc} reads {file} at startup and ignores the environment. Contents at the time:\n{S}",
        ],
        "mc_inline": [
            "I didn't know the {env} {what} for {svc} was hard-coded: `{S}` in {file}.",
            "{who} told me the value was {S} and that it lives in {file} on {host}.",
            "The only hint was a line in {file}: {S} - I thought it was a placeholder.",
            "The failing call used {S}, which I did not recognise as the {env} {svc} credential.",
            "Found `{S}` in {file} while grepping for the {svc} client; nobody had mentioned it.",
        ],
        "mc_plain": [
            "I didn't know which {svc} credentials the {env} {task} uses, or where they are stored.",
            "Nobody told me that {proc} on {host} reads its {svc} settings from {file}.",
            "The {task} was failing with 401/403 from {svc} and I assumed the key had expired.",
            "I lacked context on how {svc} access is wired for {env}; the README only mentions {file}.",
            "I didn't know the team keeps per-environment {svc} credentials in {file} instead of the vault.",
            "The {task} broke after the {env} migration and I had no idea the {svc} integration was involved.",
        ],
        "lesson_block": [
            "{proc} only picks up the {svc} {what} from {file}; after restoring this block the {task} passed:\n{S}",
            "Keep {file} in this shape for {env}:\n{S}\nthen restart {proc} - it does not hot-reload.",
            "The working configuration was:\n{S}\nThe copy in CI was stale; update both together.",
            "{S}\nWith exactly this in {file}, the {svc} smoke call returned 200 on {host}.",
            "Before blaming the {svc} SDK, diff {file} against what {proc} actually loaded. Loaded values:\n{S}",
            "What fixed it: {proc} needed these in {file} (not in the shell profile):\n{S}",
        ],
        "lesson_inline": [
            "The {env} {svc} {what} is {S}; {proc} reads it from {file} at boot.",
            "Use {S} for {svc} in {env} - the other value in the repo is the revoked one.",
            "Setting {S} in {file} and restarting {proc} fixed the {task}.",
            "For {env}, {file} must contain `{S}` exactly; trailing whitespace broke it once.",
        ],
        "lesson_plain": [
            "Check {file} first when {svc} returns 401; {proc} does not read the CI variables.",
            "{proc} caches {svc} credentials at startup, so a restart is required after editing {file}.",
            "The {env} and local {svc} credentials are different; don't copy {file} between them.",
            "The {svc} {what} should live in the secret manager rather than {file}; flagged this to {who}.",
            "The {task} needs the {svc} {what} at build time, not only at runtime.",
            "Run the {svc} smoke test from {host} after any change to {file}; the health check alone does not call {svc}.",
        ],
        "ask_plain": [
            "Which {svc} credentials should the {env} {task} use, and where should they live?",
            "Should the {svc} {what} stay in {file}, or do you want it moved to the secret manager?",
            "Is the {svc} account in {file} shared with other teams before I rotate anything?",
            "Do you want me to rotate the {svc} {what} now that it has been pasted into the ticket?",
            "Who owns the {svc} account for {env}?",
            "Is {env} allowed to call {svc} directly, or should it go through the proxy?",
        ],
        "ask_v": [
            "Is {V} still the live {svc} {what}, or was it rotated?",
            "Can I revoke {V} after the migration?",
            "Should {V} be used for {env} as well, or only locally?",
            "Can you confirm {V} is the {env} value and not the sandbox one?",
        ],
        "ask_s": [
            "Is `{S}` the right line for {file} in {env}?",
            "Should I keep {S} as-is in {file}, or replace it with a secret reference?",
        ],
    },
    "ko": {
        "mc_block": [
            "{env} 환경의 {task} 수정 요청을 받았는데, {svc} 자격 증명을 {file}에서 읽는다는 걸 몰랐다. {who}께서 파일 내용을 붙여 주셨다:\n{S}",
            "{S}\n위 내용이 {host}의 현재 {file} 내용이다. 안의 {what} 값이 더미인 줄 알고 재발급을 시도했다가 {task}까지 깨뜨렸다.",
            "부족했던 맥락: {env} 배포가 어떤 {svc} 계정을 쓰는지. 문서화된 곳은 없고 {file}에 이 블록만 있었다:\n{S}",
            "{svc} 호출이 401로 실패했다. {file} 설정이 CI 변수보다 우선한다는 걸 몰랐다. 해당 부분:\n{S}\nCI 쪽 값은 예전 값이었다.",
            "{who}께서 '{file}에 있는 거 쓰면 돼요'라고 하셨는데, 실제 내용은 이랬다:\n{S}",
            "키 교체 후에도 {host}에서 {svc} 호출이 계속 성공한 이유를 추적하다가 {file}에서 이걸 발견했다:\n{S}\n교체 체크리스트에 없던 파일이다.",
            "로컬 환경과 {env} 환경이 같은 {svc} 설정을 공유한다는 걸 몰랐다. {file} 발췌:\n{S}",
            "작업: {task} 새 클러스터 이전. 몰랐던 점: {svc} {what} 값이 시크릿 저장소가 아니라 {file}에만 있었다.\n\n{S}",
            "{task} 장애 재현용으로 {who}께서 티켓에 붙여 주신 설정:\n\n{S}\n\n({env} 값이라고 하심)",
            "{proc} 쪽은 기동 시 환경 변수 대신 {file}만 읽는다는 맥락이 없었다. 당시 내용:\n{S}",
        ],
        "mc_inline": [
            "{env}용 {svc} {what} 값이 {file}에 하드코딩되어 있는 줄 몰랐다: `{S}`",
            "{who}께서 값은 {S} 이고 {host}의 {file}에 있다고 알려 주셨다.",
            "단서는 {file}의 한 줄뿐이었다: {S} — 플레이스홀더인 줄 알았다.",
            "실패한 호출이 {S} 값을 쓰고 있었는데, 이게 {env} {svc} 자격 증명인 줄 몰랐다.",
            "{svc} 클라이언트를 grep 하다가 {file}에서 `{S}` 발견. 아무도 언급한 적 없음.",
        ],
        "mc_plain": [
            "{env} {task} 작업이 어떤 {svc} 자격 증명을 쓰는지, 어디에 저장돼 있는지 몰랐다.",
            "{host}의 {proc} 쪽에서 {svc} 설정을 {file}에서 읽는다는 걸 아무도 알려 주지 않았다.",
            "{svc} 쪽에서 401/403이 계속 나서 키가 만료된 줄로만 알았다.",
            "{env}에서 {svc} 접근이 어떻게 연결돼 있는지 맥락이 없었다. README에는 {file} 언급뿐이다.",
            "팀이 {svc} 자격 증명을 볼트가 아니라 환경별 {file}에 둔다는 걸 몰랐다.",
            "{env} 마이그레이션 후 {task} 작업이 깨졌는데 {svc} 연동이 관련된 줄 전혀 몰랐다.",
        ],
        "lesson_block": [
            "{proc}에서는 {svc} {what} 값을 {file}에서만 읽는다. 아래 블록을 복구하니 {task} 통과:\n{S}",
            "{file} 형식은 아래처럼 유지:\n{S}\n수정 후 {proc} 재시작 필요 (핫 리로드 안 됨).",
            "정상 동작한 설정:\n{S}\nCI 쪽 사본이 오래된 값이었으니 둘 다 같이 갱신해야 한다.",
            "{S}\n{file}에 정확히 이렇게 넣은 뒤 {host}에서 {svc} 스모크 호출이 200을 반환했다.",
            "{svc} SDK 탓하기 전에 {proc}에서 실제로 로드한 값과 {file} 비교부터. 로드된 값:\n{S}",
            "해결 방법: 셸 프로필이 아니라 {file}에 아래 값이 있어야 했다.\n{S}",
        ],
        "lesson_inline": [
            "{env} {svc} {what} 값은 {S} 이고, {proc} 기동 시 {file}에서 읽는다.",
            "{env}에서는 {S} 값을 써야 한다. 저장소에 있는 다른 값은 폐기된 값이다.",
            "{file}에 {S} 설정 후 {proc} 재시작하니 {task} 정상화.",
            "{env}의 {file}에는 `{S}` 이 정확히 있어야 한다. 뒤에 공백이 붙어서 깨진 적이 있음.",
        ],
        "lesson_plain": [
            "{svc}에서 401이 나면 {file}부터 확인. {proc}에서는 CI 변수를 읽지 않는다.",
            "{proc}에서는 기동 시 {svc} 자격 증명을 캐시하므로 {file} 수정 후 재시작해야 한다.",
            "{env}와 로컬의 {svc} 자격 증명은 다르다. {file} 파일을 서로 복사하지 말 것.",
            "{svc} {what} 값은 {file} 대신 시크릿 매니저에 둬야 한다. {who}께 공유함.",
            "{task} 작업은 런타임뿐 아니라 빌드 시점에도 {svc} {what} 값이 필요하다.",
            "{file} 변경 후에는 {host}에서 {svc} 스모크 테스트까지 돌릴 것. 헬스 체크만으로는 {svc} 호출 여부를 알 수 없다.",
        ],
        "ask_plain": [
            "{env} {task} 작업에는 어떤 {svc} 자격 증명을 써야 하고, 어디에 보관해야 하나요?",
            "{svc} {what} 값을 {file}에 그대로 둘까요, 시크릿 매니저로 옮길까요?",
            "{file}의 {svc} 계정을 다른 팀도 같이 쓰나요? 교체 전에 확인하고 싶습니다.",
            "티켓에 값이 노출됐으니 {svc} {what} 지금 교체할까요?",
            "{env}의 {svc} 계정 담당자가 누구인가요?",
            "{env}에서 {svc}를 직접 호출해도 되나요, 프록시를 거쳐야 하나요?",
        ],
        "ask_v": [
            "{V} 이 값이 아직 유효한 {svc} {what}인가요, 아니면 교체됐나요?",
            "마이그레이션 끝나면 {V} 폐기해도 될까요?",
            "{V} 값을 {env}에도 쓰나요, 로컬 전용인가요?",
            "{V} 값이 샌드박스가 아니라 {env} 값 맞나요?",
        ],
        "ask_s": [
            "{env}의 {file}에 `{S}` 이 줄이 맞나요?",
            "{file}의 {S} 부분을 그대로 둘까요, 시크릿 참조로 바꿀까요?",
        ],
    },
}

TEMPLATES_USED = []  # (pool, template) pairs, for README statistics only


def _use(pool, tpl):
    key = pool + "::" + tpl
    if key not in TEMPLATES_USED:
        TEMPLATES_USED.append(key)
    return tpl


def frame(lang, snip, ctx, values=(), pools=None, place=None, ask_repeat=0.15, ask_empty=0.1, inline_ok=True):
    """Compose the three fields around one snippet.  pools overrides DEFAULT_POOLS per key."""
    P = dict(DEFAULT_POOLS[lang])
    if pools:
        P.update(pools.get(lang, {}))
    tag = (pools or {}).get("name", "default") + "/" + lang
    inline = inline_ok and "\n" not in snip and len(snip) <= 220
    if place is None:
        r = R.random()
        if inline and len(snip.encode()) < 300 and r < 0.1:
            place = "ask"
        elif r < 0.55:
            place = "mc"
        else:
            place = "lesson"
    kw = dict(ctx)
    mode = "inline" if inline and chance(0.7) else "block"
    if place == "mc":
        mc = pf(_use(tag + ":mc_" + mode, pick(P["mc_" + mode])), S=snip, **kw)
    else:
        mc = pf(_use(tag + ":mc_plain", pick(P["mc_plain"])), **kw)
    if place == "lesson":
        lesson = pf(_use(tag + ":lesson_" + mode, pick(P["lesson_" + mode])), S=snip, **kw)
    else:
        lesson = pf(_use(tag + ":lesson_plain", pick(P["lesson_plain"])), **kw)
    if place == "ask":
        ask = pf(_use(tag + ":ask_s", pick(P["ask_s"])), S=snip, **kw)
    elif values and chance(ask_repeat) and len(values[0]) <= 200:
        ask = pf(_use(tag + ":ask_v", pick(P["ask_v"])), V=values[0], **kw)
    elif chance(ask_empty):
        ask = ""
    else:
        ask = pf(_use(tag + ":ask_plain", pick(P["ask_plain"])), **kw)
    return {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}, place


# ============================================================================= secret families
def note(category, fields, secrets, **meta):
    return {"category": category, "fields": fields, "secrets": dedupe(secrets), "meta": meta}


_DECK = []


def next_vendor(lang, pred=None):
    """Cycle through a shuffled deck of all vendors so every vendor is used; Korean notes lean
    towards Korean/Japanese/Chinese vendors."""
    global _DECK
    if pred is None and lang == "ko" and chance(0.35):
        region_pred = lambda v: v["region"] in ("kr", "jp", "cn")
    else:
        region_pred = None
    for attempt in range(3):
        for i, v in enumerate(_DECK):
            if (pred is None or pred(v)) and (region_pred is None or region_pred(v)):
                return _DECK.pop(i)
        if attempt == 0:
            _DECK = _DECK + shuffled(VENDORS)
        else:
            region_pred = None
    raise RuntimeError("no vendor matches")


def what_label(v, lang):
    return v["label"]


def fam_vendor_config(lang):
    v = next_vendor(lang)
    items = v["gen"]()
    text, written, cname, file = render_container(items, v["slug"], lang)
    ctx = make_ctx(lang, v["name"], what_label(v, lang), file)
    fields, place = frame(lang, text, ctx, values=written)
    return note("vendor token in config: %s %s, %s" % (v["name"], v["label"], cname), fields, written,
                vendors=[v["name"]], container=cname)


def fam_vendor_code(lang):
    v = next_vendor(lang)
    items = v["gen"]()
    if chance(0.5):
        items = [it for it in items if it[3]] or items
    text, written, lname, file = render_code(items, v["slug"])
    ctx = make_ctx(lang, v["name"], what_label(v, lang), file)
    fields, place = frame(lang, text, ctx, values=written)
    return note("vendor token in code: %s %s, %s" % (v["name"], v["label"], lname), fields, written,
                vendors=[v["name"]], container="code:" + lname)


HTTP_FILES = {"en": ["the runbook", "the Postman collection", "the shell history", "the ticket", "the API docs draft", "the incident channel"],
              "ko": ["런북", "Postman 컬렉션", "셸 히스토리", "티켓", "API 문서 초안", "장애 채널"]}


HTTP_POOLS = {
    "name": "http",
    "en": {"mc_block": ["{who} shared the call they use from {file} so I could reproduce the {task} failure:\n{S}",
                        "{S}\nThis request from {file} returned 401 on {env}; I didn't know which {svc} credential it was meant to carry.",
                        "I didn't know the {task} calls {svc} directly. The request, as captured in {file}:\n{S}"],
           "lesson_block": ["The working request for {env}:\n{S}\nThe earlier 401 came from a stale header in the client wrapper.",
                            "{svc} only accepts the credential in the header shown here:\n{S}",
                            "Smoke-test {svc} with exactly this before touching the {task}:\n{S}"],
           "mc_plain": ["I didn't know how the {task} authenticates to {svc}.", "Nobody told me {env} talks to {svc} without the gateway.",
                        "I had no context on which {svc} account the {env} requests use."],
           "lesson_plain": ["{svc} returns 401 for a wrong header name and 403 for a valid key without the scope; read the body.",
                            "Keep the {svc} call behind the internal client; ad-hoc requests in {file} bypass the retry logic.",
                            "The {svc} credential belongs in the secret store, not in {file}."],
           "ask_plain": ["Should {file} use a scoped {svc} key instead?", "Can the {svc} key used in {file} be rotated now?"]},
    "ko": {"mc_block": ["{task} 실패 재현용으로 {who}께서 {file}에 있던 호출을 공유해 주셨다:\n{S}",
                        "{S}\n{file}의 이 요청이 {env}에서 401을 반환했다. 어떤 {svc} 자격 증명이 들어가야 하는지 몰랐다.",
                        "{task} 작업이 {svc} API를 직접 호출한다는 걸 몰랐다. {file}에 남은 요청:\n{S}"],
           "lesson_block": ["{env}에서 동작하는 요청:\n{S}\n앞선 401은 클라이언트 래퍼의 오래된 헤더 때문이었다.",
                            "{svc} API는 아래처럼 헤더에 넣은 자격 증명만 받는다:\n{S}",
                            "{task} 작업을 건드리기 전에 정확히 이 요청으로 {svc} 스모크 테스트:\n{S}"],
           "mc_plain": ["{task} 작업이 {svc}에 어떻게 인증하는지 몰랐다.", "{env}가 게이트웨이 없이 {svc}와 통신한다는 걸 아무도 알려 주지 않았다.",
                        "{env} 요청이 어떤 {svc} 계정을 쓰는지 맥락이 없었다."],
           "lesson_plain": ["{svc}는 헤더 이름이 틀리면 401, 키는 맞지만 권한 범위가 없으면 403을 준다. 본문을 읽을 것.",
                            "{svc} 호출은 내부 클라이언트를 거칠 것. {file}의 임시 요청은 재시도 로직을 우회한다.",
                            "{svc} 자격 증명은 {file}가 아니라 시크릿 저장소에 있어야 한다."],
           "ask_plain": ["{file}에서는 권한 범위를 줄인 {svc} 키를 쓸까요?", "{file}에 쓰인 {svc} 키를 지금 교체해도 될까요?"]},
}


def fam_vendor_http(lang):
    v = next_vendor(lang, lambda x: x["auth"] is not None)
    items = v["gen"]()
    text, written, form = render_http(v, items, lang)
    ctx = make_ctx(lang, v["name"], what_label(v, lang), pick(HTTP_FILES[lang]))
    fields, place = frame(lang, text, ctx, values=written, pools=HTTP_POOLS, inline_ok=False)
    return note("vendor token in HTTP request: %s %s, %s" % (v["name"], v["label"], form), fields, written,
                vendors=[v["name"]], container=form)


LOG_POOLS = {
    "name": "log",
    "en": {
        "mc_block": [
            "The {task} started failing on {host}. I didn't know the client logs full requests at DEBUG. Excerpt:\n{S}",
            "{S}\nThat trace is what {who} pasted; I had no idea which {svc} credential it was using until I read it.",
            "Context I was missing: {env} runs with LOG_LEVEL=debug, so {proc} prints request details. From the log:\n{S}",
        ],
        "lesson_block": [
            "The stack trace below shows the {svc} call and the credential it was made with:\n{S}\nThe {what} was valid; the 401 came from the wrong region.",
            "When {svc} rejects a call, this is what {proc} logs at DEBUG:\n{S}\nLower the log level before sharing logs.",
        ],
        "mc_plain": ["I didn't know why the {task} on {env} kept failing against {svc}.", "I didn't know {proc} logs request headers at DEBUG.",
                     "The logs on {host} were the only clue about the {svc} integration."],
        "lesson_plain": ["DEBUG logs contain full request headers; scrub them before sharing.", "Most {svc} failures turned out to be the endpoint region, not the credential.",
                         "Set the {env} log level back to info and restarted {proc}."],
        "ask_plain": ["Is there a reason {env} runs with debug logging?", "Should the {svc} credential that was logged be rotated?"],
    },
    "ko": {
        "mc_block": [
            "{host}에서 {task} 작업이 실패하기 시작했다. 클라이언트가 DEBUG 레벨에서 요청 전체를 찍는다는 걸 몰랐다. 로그 발췌:\n{S}",
            "{S}\n{who}께서 붙여 주신 트레이스다. 이걸 읽기 전까지 어떤 {svc} 자격 증명을 쓰는지 몰랐다.",
            "몰랐던 맥락: {env}는 LOG_LEVEL=debug로 돌아서 {proc}에서 요청 상세를 출력한다. 로그:\n{S}",
        ],
        "lesson_block": [
            "아래 스택 트레이스에 {svc} 호출과 사용된 자격 증명이 그대로 나온다:\n{S}\n{what} 자체는 유효했고, 401은 리전 설정 문제였다.",
            "{svc}가 요청을 거부하면 {proc}에서 DEBUG로 이렇게 남긴다:\n{S}\n로그 공유 전에 레벨부터 낮출 것.",
        ],
        "mc_plain": ["{env}에서 {task} 작업이 왜 {svc} 호출에 실패하는지 몰랐다.", "{proc}에서 디버그 로그에 요청 헤더까지 남긴다는 걸 몰랐다.",
                     "{host}의 로그 외에는 {svc} 연동에 대한 단서가 없었다."],
        "lesson_plain": ["디버그 로그에는 요청 헤더가 그대로 찍히니 공유 전에 반드시 걸러야 한다.", "{svc} 호출 실패는 자격 증명보다 엔드포인트 리전 문제인 경우가 많았다.",
                         "{env}의 로그 레벨을 info로 되돌리고 {proc} 재시작함."],
        "ask_plain": ["{env} 로그 레벨을 debug로 둔 이유가 있나요?", "로그에 찍힌 {svc} 자격 증명을 교체할까요?"],
    },
}


def _log_snippet(v, items):
    ts = "2024-%02d-%02d %02d:%02d:%02d" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59))
    if v["auth"] is None or chance(0.2):
        sec = [it for it in items]
        form = pick(["gha", "printenv", "settings"])
        if form == "gha":
            lines = ["Run ./scripts/deploy.sh", "  ./scripts/deploy.sh", "  shell: /usr/bin/bash -e {0}", "  env:"]
            lines += ["    %s: %s" % (env, val) for env, f, val, s in sec]
            lines.append("Error: deploy failed with exit code 1")
            return "\n".join(lines), [val for _, _, val, s in sec if s], "CI job log"
        if form == "printenv":
            lines = ["$ printenv | grep -i %s" % v["slug"].split("_")[0]] + ["%s=%s" % (env, val) for env, f, val, s in sec]
            return "\n".join(lines), [val for _, _, val, s in sec if s], "printenv output"
        d = " ".join("%s=%s" % (f, val) for env, f, val, s in sec)
        return "%s INFO  settings: %s client initialised (%s)" % (ts, v["name"], d), [val for _, _, val, s in sec if s], "log line"
    hdrs, written, url = auth_headers(v, items)
    form = pick(["curl_v", "py_trace", "java", "axios"])
    if form == "curl_v" or (not hdrs and form in ("java", "axios")):
        u = urllib.parse.urlsplit(url)
        lines = ["* Connected to %s (%s) port 443" % (u.netloc, "%d.%d.%d.%d" % (rint(3, 220), rint(0, 255), rint(0, 255), rint(1, 254))),
                 "> %s %s HTTP/2" % (pick(["GET", "POST"]), u.path + ("?" + u.query if u.query else "")), "> Host: " + u.netloc]
        lines += ["> " + h for h in hdrs] + ["> User-Agent: curl/8.5.0", ">", "< HTTP/2 401", "< content-type: application/json"]
        return "\n".join(lines), written, "curl -v output"
    if form == "py_trace":
        if hdrs:
            src = "\n".join('    session.headers["%s"] = "%s"' % tuple(h.split(": ", 1)) for h in hdrs)
        else:
            src = '    resp = session.get("%s")' % url
        lines = ["Traceback (most recent call last):", '  File "/app/%s/client.py", line %d, in _request' % (v["slug"], rint(30, 220)), src,
                 '  File "/usr/local/lib/python3.12/site-packages/requests/models.py", line 1024, in raise_for_status',
                 "    raise HTTPError(http_error_msg, response=self)",
                 "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: " + url.split("?")[0]]
        return "\n".join(lines), written, "Python traceback"
    if form == "java":
        h = "{" + ", ".join("%s=[%s]" % tuple(x.split(": ", 1)) for x in hdrs) + "}"
        lines = ["%s ERROR 1 --- [nio-8080-exec-%d] c.a.i.%sClient : request failed, headers=%s" % (ts, rint(1, 9), pascal(v["slug"]), h),
                 "org.springframework.web.client.HttpClientErrorException$Unauthorized: 401 Unauthorized",
                 "\tat org.springframework.web.client.HttpClientErrorException.create(HttpClientErrorException.java:106)",
                 "\tat com.acme.integration.%sClient.call(%sClient.java:%d)" % (pascal(v["slug"]), pascal(v["slug"]), rint(40, 300))]
        return "\n".join(lines), written, "Java stack trace"
    h = ", ".join("'%s': '%s'" % tuple(x.split(": ", 1)) for x in hdrs)
    lines = ["AxiosError: Request failed with status code 401", "  code: 'ERR_BAD_REQUEST',",
             "  config: {", "    url: '%s'," % url, "    method: 'post',", "    headers: { %s }," % h, "  },"]
    return "\n".join(lines), written, "Axios error dump"


def fam_vendor_log(lang):
    v = next_vendor(lang)
    items = v["gen"]()
    text, written, form = _log_snippet(v, items)
    ctx = make_ctx(lang, v["name"], what_label(v, lang), pick(["the app log", "the CI log", "journalctl"] if lang == "en" else ["앱 로그", "CI 로그", "journalctl 출력"]))
    fields, place = frame(lang, text, ctx, values=written, pools=LOG_POOLS, place=pick(["mc", "lesson", "mc"]), inline_ok=False)
    return note("vendor token in logs: %s %s, %s" % (v["name"], v["label"], form), fields, written,
                vendors=[v["name"]], container=form)


CHAT_POOLS = {
    "name": "chat",
    "en": {
        "mc_block": [
            "I didn't know the {svc} credentials for {env} were only shared in chat. From {file}:\n{S}",
            "Context from {file} that I was missing when the {task} failed:\n{S}",
            "{S}\n(copied from {file}; nobody had put this in the runbook)",
        ],
        "lesson_block": [
            "The {svc} {what} for {env} came from this exchange in {file}:\n{S}\nIt works; store it properly before the thread is archived.",
            "Relevant chat, kept for the next run of the {task}:\n{S}",
        ],
        "mc_plain": ["I didn't know the {svc} credentials for {env} are handed out in chat.", "I had no idea who owns the {svc} account used by the {task}.",
                     "Nobody told me the {svc} key changed during the incident."],
        "lesson_plain": ["Credentials shared in {file} must be moved to the vault and rotated.", "The {svc} key in the runbook was outdated; {file} had the current one.",
                         "Ask in {file} before rotating; other jobs share the {svc} account."],
        "ask_plain": ["Can the {svc} credentials go into the vault instead of {file}?", "Who should I ask for {svc} access next time?"],
    },
    "ko": {
        "mc_block": [
            "{env}용 {svc} 자격 증명이 채팅으로만 공유됐다는 걸 몰랐다. {file} 내용:\n{S}",
            "{task} 실패 당시 내가 몰랐던 맥락 ({file}):\n{S}",
            "{S}\n({file}에서 복사. 런북에는 없는 내용)",
        ],
        "lesson_block": [
            "{env} {svc} {what} 값은 {file}의 이 대화에서 나왔다:\n{S}\n동작은 하니 스레드가 보관되기 전에 제대로 저장해 둘 것.",
            "다음 {task} 작업 때 참고할 대화:\n{S}",
        ],
        "mc_plain": ["{env} {svc} 자격 증명을 채팅으로 나눠 준다는 걸 몰랐다.", "{task} 작업이 쓰는 {svc} 계정 담당자가 누군지 몰랐다.",
                     "장애 중에 {svc} 키가 바뀌었다는 걸 아무도 알려 주지 않았다."],
        "lesson_plain": ["{file}에 공유된 자격 증명은 볼트로 옮기고 교체해야 한다.", "런북의 {svc} 키는 예전 값이었고 {file}에 최신 값이 있었다.",
                         "교체 전에 {file}에 먼저 물어볼 것. 다른 잡도 같은 {svc} 계정을 쓴다."],
        "ask_plain": ["{svc} 자격 증명을 {file} 말고 볼트에 넣어도 될까요?", "다음에 {svc} 권한은 누구에게 요청하면 되나요?"],
    },
}


def fam_vendor_chat(lang):
    v = next_vendor(lang)
    items = v["gen"]()
    sec = [it for it in items if it[3]]
    name_a = pick(["dana", "priya", "marco", "ken", "seoyeon"]) if lang == "en" else pick(["민수", "지현", "서연", "준호", "박책임"])
    name_b = pick(["agent", "me", "bot"]) if lang == "en" else pick(["에이전트", "나"])
    t = "%02d:%02d" % (rint(9, 18), rint(0, 59))
    if lang == "en":
        opener = pick(["which %s key does %s use?" % (v["name"], pick(["staging", "prod"])), "the %s call keeps 401-ing, do you have the current %s?" % (v["name"], v["label"])])
        intro = pick(["here you go", "use this one", "this is the live one, don't commit it", "from the vault:"])
        after = pick(["thanks, works now", "got it", "ok, retrying the job"])
    else:
        opener = pick(["%s 키 뭐 써야 해요?" % v["name"], "%s 호출이 계속 401인데 현재 %s 있나요?" % (v["name"], v["label"])])
        intro = pick(["이거 쓰세요", "운영 값이에요, 커밋은 하지 마세요", "볼트에서 꺼낸 값:", "여기요"])
        after = pick(["감사합니다, 이제 됩니다", "확인했습니다", "잡 다시 돌려볼게요"])
    lines = ["[%s] %s: %s" % (t, name_b, opener)]
    if len(sec) == 1 or chance(0.5):
        body = " ".join([intro] + [val for _, _, val, _ in sec])
        lines.append("[%s] %s: %s" % (t, name_a, body))
    else:
        lines.append("[%s] %s: %s" % (t, name_a, intro))
        for env, f, val, s in items:
            lines.append("[%s] %s: %s=%s" % (t, name_a, env, val))
    lines.append("[%s] %s: %s" % (t, name_b, after))
    written = [val for _, _, val, s in items if s and val in "\n".join(lines)]
    file = pick(["the #deploy thread", "a DM", "the #infra channel", "the incident Slack thread"]) if lang == "en" else pick(["#deploy 스레드", "DM", "#infra 채널", "장애 대응 슬랙 스레드"])
    ctx = make_ctx(lang, v["name"], what_label(v, lang), file)
    fields, place = frame(lang, "\n".join(lines), ctx, values=written, pools=CHAT_POOLS, place=pick(["mc", "lesson"]))
    return note("vendor token in chat transcript: %s %s" % (v["name"], v["label"]), fields, written,
                vendors=[v["name"]], container="chat")


def fam_long_token(lang):
    def is_long(v):
        return v["name"] in ("AWS STS", "Atlassian", "OpenAI", "Korea Investment (KIS)", "LINE Messaging API", "Meta Graph API",
                             "Fly.io", "PyPI", "Dropbox", "Adyen", "Supabase", "X API", "Firebase Cloud Messaging", "Stripe restricted",
                             "Anthropic", "Sentry", "HashiCorp Vault")
    if chance(0.3):
        # a long OIDC / service JWT (RS256) in a header or config
        now = rint(1700000000, 1735000000)
        payload = json.dumps({"iss": "https://auth.%s/realms/%s" % (pick(["acme.example", "corp.example.kr"]), pick(["prod", "internal"])),
                              "sub": uuid4(), "aud": pick(["api", "account", "batch-gateway"]), "iat": now, "exp": now + 3600,
                              "azp": pick(["billing-svc", "cli", "admin-console"]), "scope": "openid profile email",
                              "preferred_username": pick(["svc-batch", "mkim", "deploy-bot"]), "jti": uuid4()}, separators=(",", ":"))
        tok = jwt(payload, sig_len=342, alg="RS256")
        if chance(0.5):
            text = "Authorization: Bearer " + tok
            written = [tok]
            cname = "bearer header"
        else:
            text = "ACCESS_TOKEN=" + tok
            written = [tok]
            cname = "dotenv"
        ctx = make_ctx(lang, "Keycloak", "access token (RS256 JWT)", pick([".env.local", "config/.env.dev"]) if cname == "dotenv" else pick(["the ticket", "the debug log"]))
        fields, place = frame(lang, text, ctx, values=written, pools=HTTP_POOLS if cname != "dotenv" else None, place=pick(["mc", "lesson"]), ask_repeat=0.05, inline_ok=False)
        return note("long token: RS256 JWT access token (%d chars), %s" % (len(tok), cname), fields, written,
                    vendors=["Keycloak (JWT)"], container=cname)
    v = next_vendor(lang, is_long)
    items = v["gen"]()
    if chance(0.5):
        text, written, cname, file = render_container(items, v["slug"], lang, exclude=("markdown table",))
    else:
        text, written, cname, file = render_code(items, v["slug"])
    ctx = make_ctx(lang, v["name"], what_label(v, lang), file)
    fields, place = frame(lang, text, ctx, values=written, place=pick(["mc", "lesson"]), ask_repeat=0.05)
    longest = max(len(x) for x in written)
    return note("long token: %s %s (%d chars), %s" % (v["name"], v["label"], longest, cname), fields, written,
                vendors=[v["name"]], container=cname)


# ---------------------------------------------------------------- tool-native credential files
def _native():
    """Return (file, text, written, vendor name, label)."""
    k = rint(0, 17)
    if k == 0:
        t = "npm_" + rs(AN, 36)
        return ".npmrc", "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=" + t + "\nsave-exact=true", [t], "npm", "access token"
    if k == 1:
        t = "ghp_" + rs(AN, 36)
        return ".npmrc", "@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=" + t, [t], "GitHub", "classic PAT"
    if k == 2:
        t = "pypi-AgEIcHlwaS5vcmc" + rs(B64U, rint(130, 150))
        return "~/.pypirc", "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = " + t, [t], "PyPI", "upload token"
    if k == 3:
        user = pick(["acmeci", "deploy", "kr-build"])
        pw = pick(["dckr_pat_" + rs(B64U, 27), password("generated")])
        a = b64((user + ":" + pw).encode())
        reg = pick(["https://index.docker.io/v1/", "registry.acme.io", "harbor.corp.example.kr"])
        return "~/.docker/config.json", json.dumps({"auths": {reg: {"auth": a}}}, indent=2), [a], "Docker registry", "auth (base64 user:token)"
    if k == 4:
        t = uuid4()
        t2 = "ghp_" + rs(AN, 36)
        return "~/.netrc", "machine api.heroku.com\n  login ops@acme.example\n  password %s\nmachine github.com\n  login acme-bot\n  password %s" % (t, t2), [t, t2], "Heroku + GitHub", "netrc passwords"
    if k == 5:
        t = pick(["ghp_" + rs(AN, 36), "glpat-" + rs(B64U, 20)])
        host_ = "github.com" if t.startswith("ghp_") else "gitlab.com"
        return "~/.git-credentials", "https://%s:%s@%s" % (pick(["acme-bot", "mkim", "oauth2"]), t, host_), [t], "git credential store", "token"
    if k == 6:
        a, s_ = "AKIA" + rs(B32, 16), rs(B64, 40)
        return "~/.aws/credentials", "[default]\naws_access_key_id = %s\naws_secret_access_key = %s\n\n[readonly]\nrole_arn = arn:aws:iam::%s:role/ReadOnly\nsource_profile = default" % (a, s_, digits(12)), [a, s_], "AWS IAM", "access key pair"
    if k == 7:
        now = rint(1700000000, 1735000000)
        payload = json.dumps({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": pick(["ci", "deploy", "kube-system"]),
                              "kubernetes.io/serviceaccount/service-account.name": pick(["gitlab-deployer", "argocd-manager", "ci-bot"]),
                              "sub": "system:serviceaccount:ci:deployer"}, separators=(",", ":"))
        t = jwt(payload, sig_len=342, alg="RS256")
        return "~/.kube/config", "users:\n- name: ci-deployer\n  user:\n    token: " + t, [t], "Kubernetes", "service account token"
    if k == 8:
        t = "glpat-" + rs(B64U, 20)
        return "pip.conf", "[global]\nindex-url = https://__token__:%s@gitlab.acme.io/api/v4/projects/%s/packages/pypi/simple" % (t, digits(3)), [t], "GitLab", "personal access token"
    if k == 9:
        t = "ghp_" + rs(AN, 36)
        return "~/.m2/settings.xml", "<servers>\n  <server>\n    <id>github</id>\n    <username>acme-bot</username>\n    <password>%s</password>\n  </server>\n</servers>" % t, [t], "GitHub Packages", "classic PAT"
    if k == 10:
        t = "cio" + rs(AN, 32)
        return "~/.cargo/credentials.toml", '[registry]\ntoken = "%s"' % t, [t], "crates.io", "API token"
    if k == 11:
        t = "rubygems_" + rs(HEX, 48)
        return "the release script", "GEM_HOST_API_KEY=%s gem push pkg/acme-client-%d.%d.%d.gem" % (t, rint(0, 3), rint(0, 20), rint(0, 9)), [t], "the gem registry", "API key"
    if k == 12:
        t = rs(AN, 14) + ".atlasv1." + rs(AN, 67)
        return "~/.terraformrc", 'credentials "app.terraform.io" {\n  token = "%s"\n}' % t, [t], "Terraform Cloud", "user token"
    if k == 13:
        t = "ghp_" + rs(AN, 36)
        return "auth.json", json.dumps({"github-oauth": {"github.com": t}}, indent=4), [t], "Composer / GitHub", "OAuth token"
    if k == 14:
        t = "npm_" + rs(AN, 36)
        return ".yarnrc.yml", 'npmRegistryServer: "https://registry.npmjs.org"\nnpmAuthToken: "%s"' % t, [t], "npm (Yarn Berry)", "access token"
    if k == 15:
        a, s_ = "AKIA" + rs(B32, 16), rs(B64, 40)
        return "~/.config/rclone/rclone.conf", "[s3-backup]\ntype = s3\nprovider = AWS\naccess_key_id = %s\nsecret_access_key = %s\nregion = ap-northeast-2" % (a, s_), [a, s_], "AWS IAM (rclone)", "access key pair"
    if k == 16:
        pw = password(pick(["human", "generated", "punct"]), forbid=":\\\n")
        line = "%s:5432:%s:%s:%s" % (pick(["db-prod.internal", "10.0.3.21", "pg-replica.corp.local"]), pick(["orders", "app", "*"]), pick(["app_rw", "report", "postgres"]), pw)
        return "~/.pgpass", line, [pw], "PostgreSQL", "password"
    t = "K10" + rs(HEX, 64) + "::server:" + rs(HEX, 32)
    return "/var/lib/rancher/k3s/server/token", t, [t], "k3s", "cluster join token"


def fam_vendor_native(lang):
    file, text, written, vname, label = _native()
    ctx = make_ctx(lang, vname, label, file)
    fields, place = frame(lang, text, ctx, values=written)
    return note("tool credential file: %s %s in %s" % (vname, label, file), fields, written, vendors=[vname], container=file)


# ---------------------------------------------------------------- webhooks
def _webhook():
    k = rint(0, 7)
    if k == 0:
        t = rs(AN, 24)
        return "Slack", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPAN, 10), rs(UPAN, 10), t), [t]
    if k == 1:
        t = rs(B64U, 68)
        return "Discord", "https://discord.com/api/webhooks/%s/%s" % (digits(19), t), [t]
    if k == 2:
        t = rs(HEX, 64)
        return "DingTalk", "https://oapi.dingtalk.com/robot/send?access_token=" + t, [t]
    if k == 3:
        t = uuid4()
        return "Feishu / Lark", "https://open.feishu.cn/open-apis/bot/v2/hook/" + t, [t]
    if k == 4:
        t = rs(HEX, 32)
        return "JANDI", "https://wh.jandi.com/connect-api/webhook/%s/%s" % (digits(8), t), [t]
    if k == 5:
        h, v2 = rs(HEX, 32), "V2" + rs(B64U, 43)
        return "Microsoft Teams", "https://acme.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/%s" % (uuid4(), uuid4(), h, uuid4(), v2), [h, v2]
    if k == 6:
        t = rs(LOAN, 26)
        return "Mattermost", "https://chat.acme.io/hooks/" + t, [t]
    t = rs(AN, 48)
    return "Rocket.Chat", "https://rocket.acme.io/hooks/%s/%s" % (rs(AN, 17), t), [t]


WEBHOOK_POOLS = {
    "name": "webhook",
    "en": {
        "mc_plain": ["I didn't know the {svc} alerts for {env} go through an incoming webhook that is configured by hand.",
                     "Nobody told me that the {task} posts to {svc}; I only saw the failure in {file}.",
                     "I had no context on where the {svc} notification URL for {env} is stored."],
        "lesson_plain": ["Incoming webhook URLs are credentials: anyone with the URL can post to the channel. Keep them out of {file}.",
                         "The {svc} webhook returns 200 even when the payload is ignored; check the channel, not the status code.",
                         "Alert routing for {env} lives in {file}, not in the dashboard."],
    },
    "ko": {
        "mc_plain": ["{env} {svc} 알림이 수동으로 설정된 incoming webhook으로 나간다는 걸 몰랐다.",
                     "{task} 작업이 {svc}로 메시지를 보낸다는 걸 아무도 알려 주지 않았다. {file}에서 실패를 보고서야 알았다.",
                     "{env}의 {svc} 알림 URL이 어디에 저장돼 있는지 맥락이 없었다."],
        "lesson_plain": ["Incoming webhook URL은 자격 증명이다. URL만 있으면 누구나 채널에 글을 쓸 수 있으니 {file}에 두지 말 것.",
                         "{svc} 웹훅은 페이로드를 무시해도 200을 준다. 상태 코드 말고 채널을 확인할 것.",
                         "{env} 알림 라우팅은 대시보드가 아니라 {file}에 있다."],
    },
}


def fam_webhook(lang):
    svc, url, written = _webhook()
    form = rint(0, 5)
    if form == 0:
        text = "receivers:\n  - name: %s\n    slack_configs:\n      - api_url: '%s'\n        channel: '#alerts-%s'" % (pick(["oncall", "team-pay", "infra"]), url, pick(["prod", "stg"])) if svc == "Slack" else \
            "receivers:\n  - name: %s\n    webhook_configs:\n      - url: '%s'\n        send_resolved: true" % (pick(["oncall", "team-pay", "infra"]), url)
        cname, file = "Alertmanager config", "alertmanager.yml"
    elif form == 1:
        text = "curl -X POST -H 'Content-Type: application/json' -d '{\"text\": \"deploy finished\"}' '%s'" % url
        cname, file = "curl", pick(["the deploy script", "the Jenkinsfile"])
    elif form == 2:
        text = "%s_WEBHOOK_URL=%s" % (svc.split(" ")[0].upper().replace(".", "").replace("/", ""), url)
        cname, file = "dotenv", pick([".env", ".env.production"])
    elif form == 3:
        text = 'requests.post("%s", json={"text": msg}, timeout=5)' % url
        cname, file = "Python", "notify.py"
    elif form == 4:
        text = "- name: Notify\n  run: |\n    curl -s -X POST \"%s\" -d '{\"content\":\"release ${{ github.ref_name }} done\"}'" % url
        cname, file = "GitHub Actions step", ".github/workflows/release.yml"
    else:
        text = url
        cname, file = "bare URL", pick(["the wiki", "the ticket"]) if lang == "en" else pick(["위키", "티켓"])
    ctx = make_ctx(lang, svc, "incoming webhook URL", file)
    fields, place = frame(lang, text, ctx, values=written, pools=WEBHOOK_POOLS, inline_ok=form in (2, 5))
    return note("webhook URL with embedded secret: %s, %s" % (svc, cname), fields, written, vendors=[svc + " webhook"], container=cname)


# ---------------------------------------------------------------- signed URLs
def _signed_url():
    k = rint(0, 4)
    date = "2024%02d%02d" % (rint(1, 12), rint(1, 28))
    if k == 0:
        temp = chance(0.5)
        akid = ("ASIA" if temp else "AKIA") + rs(B32, 16)
        sig = rs(HEX, 64)
        region = pick(["ap-northeast-2", "us-east-1"])
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%02d%02d00Z&X-Amz-Expires=%d" % (pick(["acme-exports", "kr-invoices-prod", "media-upload-stg"]), region,
                                                                pick(["reports/2024/q3.csv", "invoices/INV-20931.pdf", "uploads/tmp/avatar.png"]),
                                                                akid, date, region, date, rint(0, 23), rint(0, 59), pick([900, 3600, 604800])))
        written = [akid, sig]
        if temp:
            tok = pct("IQoJb3JpZ2luX2Vj" + rs(B64, 200))
            url += "&X-Amz-Security-Token=" + tok
            written.append(tok)
        url += "&X-Amz-SignedHeaders=host&X-Amz-Signature=" + sig
        return "AWS S3 presigned URL", url, written
    if k == 1:
        sig = rs(HEX, 512)
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=%sT000000Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=%s"
               % (pick(["acme-ml-data", "exports-prod"]), pick(["dump.parquet", "model.bin"]), pick(["signer", "export-bot"]), pick(["acme-prod", "data-kr"]), date, date, sig))
        return "GCS V4 signed URL", url, [sig]
    if k == 2:
        sig = pct(b64(rbytes(32)))
        url = ("https://%s.blob.core.windows.net/%s?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-%02d-%02dT00:00:00Z&st=2024-%02d-01T00:00:00Z&spr=https&sig=%s"
               % (pick(["acmeprodlogs", "stexports01"]), pick(["backups/db.bak", "logs"]), rint(1, 12), rint(1, 28), rint(1, 12), sig))
        return "Azure SAS URL", url, [sig]
    if k == 3:
        sig = rs(AN + "-_~", 172)
        url = "https://d%s.cloudfront.net/videos/%s.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (rs(LOAN, 13), rs(LOAN, 8), rint(1730000000, 1760000000), sig, rs(UPAN, 13))
        return "CloudFront signed URL", url, [sig]
    akid = "LTAI5t" + rs(AN, 18)
    sig = pct(b64(rbytes(20)))
    url = "https://%s.oss-cn-hangzhou.aliyuncs.com/%s?OSSAccessKeyId=%s&Expires=%d&Signature=%s" % (pick(["acme-cn-assets", "export-hz"]), pick(["a.zip", "report.xlsx"]), akid, rint(1730000000, 1760000000), sig)
    return "Alibaba OSS signed URL", url, [akid, sig]


SIGNED_POOLS = {
    "name": "signed",
    "en": {"mc_block": ["{who} pasted the download link from {file} so I could fetch the export:\n{S}", "{S}\nThat link came from {file}; I didn't know it carries a signature that grants access to anyone holding it.",
                        "I didn't know the {task} hands out pre-signed links. Example from {file}:\n{S}"],
           "lesson_block": ["A signed link like this works for anyone until it expires:\n{S}\nShorten the expiry and don't paste them into tickets.", "The export can be fetched directly with the signed link:\n{S}"],
           "mc_plain": ["I didn't know how the {task} shares exports with partners.", "I didn't know the {svc} links in {file} expire after a fixed time.", "I had no context on where the signed links are generated."],
           "lesson_plain": ["Signed URLs are bearer credentials until they expire; keep expiries short.", "The signer's key id is embedded in the link; rotate the key if a link leaks.", "Regenerate the link instead of reusing an old one from {file}."],
           "ask_plain": ["How long should export links stay valid?", "Should the partner get links or a proper {svc} role?"]},
    "ko": {"mc_block": ["export 파일을 받으라고 {who}께서 {file}의 다운로드 링크를 붙여 주셨다:\n{S}", "{S}\n{file}에서 나온 링크다. 링크만 있으면 누구나 접근 가능한 서명이 들어 있는 줄 몰랐다.",
                        "{task} 작업이 사전 서명 링크를 발급한다는 걸 몰랐다. {file} 예시:\n{S}"],
           "lesson_block": ["이런 서명 링크는 만료 전까지 누구나 쓸 수 있다:\n{S}\n만료 시간을 줄이고 티켓에 붙이지 말 것.", "서명 링크로 export를 바로 받을 수 있다:\n{S}"],
           "mc_plain": ["{task} 작업이 파트너사에 export를 어떻게 공유하는지 몰랐다.", "{file}의 {svc} 링크가 정해진 시간 후 만료된다는 걸 몰랐다.", "서명 링크를 어디서 생성하는지 맥락이 없었다."],
           "lesson_plain": ["서명 URL은 만료 전까지 그 자체로 자격 증명이다. 만료 시간을 짧게 둘 것.", "링크에 서명자 키 ID가 들어 있으니 유출되면 키를 교체해야 한다.", "{file}의 예전 링크를 재사용하지 말고 새로 생성할 것."],
           "ask_plain": ["export 링크 유효 시간은 얼마로 할까요?", "파트너사에 링크 대신 {svc} 역할을 줄까요?"]},
}


def fam_signed_url(lang):
    svc, url, written = _signed_url()
    form = rint(0, 2)
    if form == 0:
        text = url
    elif form == 1:
        text = "curl -o out.bin '%s'" % url
    else:
        text = "%s INFO export ready: %s" % ("2024-%02d-%02dT%02d:%02d:%02dZ" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59)), url)
    ctx = make_ctx(lang, svc.split(" ")[0] if not svc.startswith("Alibaba") else "Alibaba OSS", "signed URL", pick(["the ticket", "the export log", "the chat"]) if lang == "en" else pick(["티켓", "export 로그", "채팅"]))
    fields, place = frame(lang, text, ctx, values=written, pools=SIGNED_POOLS, place=pick(["mc", "lesson"]), ask_repeat=0.0, inline_ok=False)
    return note("signed URL: %s" % svc, fields, written, vendors=[svc], container=["bare URL", "curl", "log line"][form])


# ---------------------------------------------------------------- connection strings
def _conn():
    """Return (label, text_value, written secrets, plain password or None, svc)."""
    user = pick(["app", "app_rw", "orders_svc", "report", "admin", "etl", "airflow", "grafana", "metabase"])
    k = rint(0, 17)
    pw = password(forbid=" ")
    e = pct(pw)
    h = host()
    if k == 0:
        return "PostgreSQL URL", "postgres://%s:%s@%s:5432/%s?sslmode=require" % (user, e, h, pick(["orders", "app", "analytics"])), [e], pw, "PostgreSQL"
    if k == 1:
        return "SQLAlchemy URL", "postgresql+psycopg2://%s:%s@%s/%s" % (user, e, h, pick(["app", "warehouse"])), [e], pw, "PostgreSQL"
    if k == 2:
        return "MySQL URL", "mysql://%s:%s@%s:3306/%s" % (user, e, h, pick(["shop", "cms", "legacy"])), [e], pw, "MySQL"
    if k == 3:
        return "MongoDB SRV URL", "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (user, e, rs(LOAN, 5), pick(["app", "events"])), [e], pw, "MongoDB Atlas"
    if k == 4:
        return "Redis URL", pick(["redis://:%s@%s:6379/0", "rediss://default:%s@%s:6380"]) % (e, h), [e], pw, "Redis"
    if k == 5:
        return "AMQP URL", "amqp://%s:%s@rabbitmq.%s:5672/%s" % (user, e, pick(["internal", "svc.cluster.local"]), pick(["%2F", "orders", "batch"])), [e], pw, "RabbitMQ"
    if k == 6:
        p = password(forbid=";\"' {}")
        return "SQL Server ADO.NET", "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (pick(["acme-sql-prod", "kr-erp"]), pick(["erp", "app"]), user, p), [p], p, "Azure SQL"
    if k == 7:
        return "JDBC URL", "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (h, pick(["app", "billing"]), user, e), [e], pw, "PostgreSQL (JDBC)"
    if k == 8:
        p = password(forbid=FORBID["shell_bare"] + "/@")
        return "sqlplus connect string", "sqlplus %s/%s@//%s:1521/ORCLPDB1" % (user, p, h), [p], p, "Oracle"
    if k == 9:
        key = b64(rbytes(32))
        return "Azure Service Bus", "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (pick(["acme-events", "kr-orders-bus"]), key), [key], None, "Azure Service Bus"
    if k == 10:
        key = rs(B64, 86) + "=="
        return "Azure Storage", "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (pick(["acmeprodlogs", "stkrbatch01"]), key), [key], None, "Azure Storage"
    if k == 11:
        key = rs(B64, 86) + "=="
        return "Cosmos DB", "AccountEndpoint=https://%s.documents.azure.com:443/;AccountKey=%s;" % (pick(["acme-cosmos", "kr-profile-db"]), key), [key], None, "Azure Cosmos DB"
    if k == 12:
        return "Elasticsearch URL", "https://elastic:%s@es-%02d.internal:9200" % (e, rint(1, 9)), [e], pw, "Elasticsearch"
    if k == 13:
        return "SMTP URL", "smtp://%s:%s@smtp.%s:587" % (pick(["noreply%40acme.example", "mailer"]), e, pick(["gmail.com", "office365.com", "mailplug.co.kr", "worksmobile.com"])), [e], pw, "SMTP"
    if k == 14:
        p = password(forbid='"\\')
        return "Kafka SASL JAAS", 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (user, p), [p], p, "Kafka"
    if k == 15:
        t = "pscale_pw_" + rs(B64U, 43)
        return "PlanetScale URL", "mysql://%s:%s@aws.connect.psdb.cloud/%s?sslaccept=strict" % (rs(LOAN, 12), t, pick(["shop", "app"])), [t], None, "PlanetScale"
    if k == 16:
        t = "npg_" + rs(AN, 12)
        return "Neon URL", "postgresql://neondb_owner:%s@ep-%s-%s-%s.ap-southeast-1.aws.neon.tech/neondb?sslmode=require" % (t, pick(["cool", "late", "wild"]), pick(["darkness", "surf", "bird"]), rs(LOAN, 8)), [t], None, "Neon"
    return "ClickHouse URL", "clickhouse://default:%s@%s:9000/%s" % (e, h, pick(["events", "logs"])), [e], pw, "ClickHouse"


CONN_POOLS = {
    "name": "conn",
    "en": {"lesson_plain": ["Special characters in the password must be percent-encoded in the URL, otherwise the driver splits at '@' or ':'.",
                            "{proc} reads the connection string once at startup; a restart is needed after changing {file}.",
                            "The {svc} user in {file} only has read access; writes go through the API."],
           "mc_plain": ["I didn't know which {svc} instance the {env} {task} connects to.",
                        "Nobody told me the {env} {svc} credentials differ from the ones in the README.",
                        "I lacked context on how {proc} builds its {svc} connection string."]},
    "ko": {"lesson_plain": ["비밀번호에 특수문자가 있으면 URL에서 퍼센트 인코딩해야 한다. 안 그러면 드라이버가 '@'나 ':'에서 잘라 버린다.",
                            "{proc}에서는 연결 문자열을 기동 시 한 번만 읽는다. {file} 수정 후 재시작 필요.",
                            "{file}의 {svc} 계정은 읽기 전용이다. 쓰기는 API를 거친다."],
           "mc_plain": ["{env} {task} 작업이 어떤 {svc} 인스턴스에 붙는지 몰랐다.",
                        "{env} {svc} 자격 증명이 README에 적힌 것과 다르다는 걸 아무도 알려 주지 않았다.",
                        "{proc}에서 {svc} 연결 문자열을 어떻게 만드는지 맥락이 없었다."]},
}


def fam_conn_string(lang):
    label, cs, written, plain, svc = _conn()
    form = rint(0, 4)
    if form == 0 and not any(c in cs for c in ' "'):
        text = pick(["DATABASE_URL", "DB_URL", "CONNECTION_STRING", "BROKER_URL", "SPRING_DATASOURCE_URL"]) + "=" + cs
        file = pick([".env", ".env.production", "deploy/.env"])
        cname = "dotenv"
    elif form == 1 and "'" not in cs:
        text = "%s:\n  %s: '%s'" % (pick(["database", "db", "datastore"]), pick(["url", "dsn", "connection_string"]), cs)
        file = pick(["config/settings.yaml", "application.yml"])
        cname = "YAML"
    elif form == 2 and '"' not in cs and "\\" not in cs:
        text = pick(['engine = create_engine("%s")', 'client = MongoClient("%s")', 'const pool = new Pool({ connectionString: "%s" });', 'conn, err := sql.Open("driver", "%s")']) % cs
        file = pick(["db.py", "src/db.ts", "internal/store/store.go"])
        cname = "code"
    elif form == 3:
        text = "%s WARN  [pool] connection failed, retrying in 5s: %s" % ("2024-%02d-%02d %02d:%02d:%02d" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59)), cs)
        file = pick(["the worker log", "the pod log"]) if lang == "en" else pick(["워커 로그", "파드 로그"])
        cname = "log line"
    else:
        text = cs
        file = pick(["the ticket", "the handover doc"]) if lang == "en" else pick(["티켓", "인수인계 문서"])
        cname = "bare"
    secrets = list(written)
    ctx = make_ctx(lang, svc, "connection string", file)
    fields, place = frame(lang, text, ctx, values=[], pools=CONN_POOLS, ask_repeat=0.0, inline_ok=cname not in ("code", "log line"))
    if plain is not None and plain not in written and chance(0.35):
        # the plain password also appears, in the lesson or the question
        if lang == "en":
            extra = pick(["The raw password is %s; in the URL it has to be percent-encoded.", "Note: the actual password is %s (encoded above)."]) % plain
            q = "Is %s also the password for the read replica?" % plain
        else:
            extra = pick(["원래 비밀번호는 %s 이고, URL에서는 퍼센트 인코딩해야 한다.", "참고: 실제 비밀번호는 %s (위에는 인코딩된 형태)."]) % plain
            q = "%s 이 비밀번호가 읽기 전용 레플리카에도 같나요?" % plain
        if place == "ask" or chance(0.5):
            fields["lesson"] = fields["lesson"] + "\n" + extra
        else:
            fields["ask_next_time"] = q
        secrets.append(plain)
    return note("connection string: %s (%s)" % (label, cname), fields, secrets, vendors=[svc], container=cname)


# ---------------------------------------------------------------- passwords in commands
SB = FORBID["shell_bare"]
CMDS = [
    ("MySQL", "mysql -u {U} -p'{P}' -h {H} {DB}", "'"),
    ("MySQL", "mysql -u{U} -p{P} -h {H}", SB),
    ("MySQL", "mysql --user={U} --password='{P}' --host={H} {DB}", "'"),
    ("MySQL", "mysqldump -u {U} -p'{P}' --single-transaction {DB} > /backup/{DB}.sql", "'"),
    ("PostgreSQL", "PGPASSWORD='{P}' psql -h {H} -U {U} -d {DB} -c 'select 1'", "'"),
    ("PostgreSQL", "PGPASSWORD={P} pg_dump -h {H} -U {U} {DB} | gzip > {DB}.sql.gz", SB),
    ("PostgreSQL", "psql -c \"ALTER USER {U} WITH PASSWORD '{P}';\"", "'\"$`\\!"),
    ("MySQL", "CREATE USER '{U}'@'%' IDENTIFIED BY '{P}';", "'\\"),
    ("SSH", "sshpass -p '{P}' ssh -o StrictHostKeyChecking=no {U}@{H}", "'"),
    ("nginx basic auth", "htpasswd -b -c /etc/nginx/.htpasswd {U} '{P}'", "'"),
    ("Docker registry", "docker login -u {U} -p '{P}' registry.acme.io", "'"),
    ("Docker registry", "echo '{P}' | docker login harbor.corp.example.kr -u {U} --password-stdin", "'"),
    ("HTTP basic auth", "curl -u '{U}:{P}' https://{H}/api/v1/health", "'"),
    ("Nexus", "curl --user {U}:{P} https://nexus.acme.io/service/rest/v1/status", SB),
    ("Git", "git clone https://{U}:{PURL}@gitlab.acme.io/platform/infra.git", ""),
    ("SMB", "smbclient //fs01/share -U '{U}%{P}'", "'"),
    ("SMB", "net use Z: \\\\fs01\\share {P} /user:ACME\\{U}", FORBID["cmd"] + "/"),
    ("Redis", "redis-cli -h {H} -p 6379 -a '{P}' --no-auth-warning", "'"),
    ("MongoDB", "mongosh --host {H} -u {U} -p '{P}' --authenticationDatabase admin", "'"),
    ("SQL Server", "sqlcmd -S {H} -U sa -P '{P}' -Q \"SELECT @@VERSION\"", "'"),
    ("LDAP", "ldapsearch -x -H ldap://{H} -D \"cn={U},dc=acme,dc=kr\" -w '{P}' -b \"dc=acme,dc=kr\"", "'"),
    ("OpenSSL", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{P}", SB),
    ("zip", "zip -P '{P}' -r backup.zip ./dump", "'"),
    ("7-Zip", "7z a -p'{P}' -mhe=on archive.7z ./exports", "'"),
    ("Java keytool", "keytool -importkeystore -srckeystore bundle.p12 -srcstoretype PKCS12 -destkeystore app.jks -srcstorepass '{P}' -deststorepass '{P}'", "'"),
    ("wget", "wget --user={U} --password='{P}' https://{H}/exports/latest.csv", "'"),
    ("lftp", "lftp -u {U},{P} sftp://{H}", SB + ","),
    ("MQTT", "mosquitto_pub -h {H} -u {U} -P '{P}' -t sensors/test -m hello", "'"),
    ("Vault", "vault kv put secret/{DB}/db username={U} password='{P}'", "'"),
    ("Ansible", "ansible-playbook site.yml -i inventory/prod -e \"ansible_become_pass={P}\"", "\"$`\\! "),
    ("sudo", "echo '{P}' | sudo -S systemctl restart nginx", "'"),
    ("RabbitMQ", "rabbitmqctl add_user {U} '{P}'", "'"),
    ("Azure CLI", "az login --service-principal -u {APPID} -p '{P}' --tenant {TENANT}", "'"),
    ("GnuPG", "gpg --batch --yes --passphrase '{P}' -d secrets.tar.gpg | tar x", "'"),
    ("PowerShell", "$pw = ConvertTo-SecureString '{P}' -AsPlainText -Force", "'"),
    ("Kerberos", "echo '{P}' | kinit {U}@ACME.CORP", "'"),
    ("Snowflake", "SNOWSQL_PWD='{P}' snowsql -a acme-kr1 -u {U}", "'"),
    ("Windows cmdkey", "cmdkey /add:{H} /user:ACME\\{U} /pass:{P}", FORBID["cmd"] + "/"),
    ("IPMI", "ipmitool -I lanplus -H {H} -U ADMIN -P '{P}' chassis power status", "'"),
    ("Redis", "redis-cli -h {H} --user {U} --pass '{P}' ping", "'"),
]

CMD_POOLS = {
    "name": "cmd",
    "en": {
        "mc_block": ["I didn't know how the {env} {svc} is accessed from {host}. {who} pasted the command they use:\n{S}",
                     "The {task} runs this from {file}; I hadn't realised the password is passed on the command line:\n{S}",
                     "{S}\nThis is the line from {file} that the {task} uses. I didn't know the {svc} account was shared.",
                     "Context I was missing: the {svc} on {host} has no SSO; access is only via:\n{S}"],
        "mc_inline": ["The {task} calls `{S}` from {file}; I didn't know the password was embedded there.",
                      "{who} said to run {S} on {host} and I did not know which account it used."],
        "mc_plain": ["I didn't know which {svc} account the {task} uses on {host}.",
                     "Nobody told me the {env} {svc} is reachable only from {host}.",
                     "I had no context on how {file} authenticates against {svc}."],
        "lesson_block": ["This is the working command for {env} (run it from {host}, not locally):\n{S}",
                         "The {svc} step only works with the service account:\n{S}\nPersonal accounts lack the grant.",
                         "{S}\nThat worked; the earlier failure was the wrong host, not the password."],
        "lesson_inline": ["Run `{S}` on {host}; it fails from the VPN range.", "Working command: {S}"],
        "lesson_plain": ["Passing the {svc} password on the command line leaks it to the shell history and `ps`; prefer a prompt or an env file.",
                         "The {svc} on {host} rejects connections from outside the bastion; run the {task} there.",
                         "The {svc} service account is shared with {who}'s team; coordinate before changing it."],
        "ask_s": ["Is it OK that {file} runs `{S}` with the password inline?"],
        "ask_v": ["Should the {svc} password {V} be rotated now that it is in the shell history?",
                  "Is {V} the same password on the replica?",
                  "Can I put {V} into the vault and drop it from {file}?"],
        "ask_plain": ["Do you want the {svc} password moved out of {file}?", "Who else uses the {svc} account on {host}?",
                      "Should the {task} use its own {svc} account?"],
    },
    "ko": {
        "mc_block": ["{host}에서 {env} {svc}에 어떻게 접속하는지 몰랐다. {who}께서 쓰시는 명령을 붙여 주셨다:\n{S}",
                     "{task} 작업은 {file}에서 아래 명령을 실행한다. 비밀번호가 커맨드 라인에 그대로 들어가는 줄 몰랐다:\n{S}",
                     "{S}\n{task}에서 쓰는 {file}의 한 줄이다. {svc} 계정을 여러 팀이 공유하는 줄 몰랐다.",
                     "몰랐던 맥락: {host}의 {svc}에는 SSO가 없고 아래 방식으로만 접속한다.\n{S}"],
        "mc_inline": ["{task} 작업이 {file}에서 `{S}` 를 호출하는데, 비밀번호가 박혀 있는 줄 몰랐다.",
                      "{who}께서 {host}에서 {S} 실행하라고 하셨는데 어떤 계정인지 몰랐다."],
        "mc_plain": ["{host}에서 {task} 작업이 어떤 {svc} 계정을 쓰는지 몰랐다.",
                     "{env} {svc}에는 {host}에서만 접근 가능하다는 걸 아무도 알려 주지 않았다.",
                     "{file}에서 {svc} 인증을 어떻게 하는지 맥락이 없었다."],
        "lesson_block": ["{env}에서 동작하는 명령 (로컬 말고 {host}에서 실행):\n{S}",
                         "{svc} 단계는 서비스 계정으로만 된다:\n{S}\n개인 계정에는 권한이 없다.",
                         "{S}\n이걸로 성공. 처음 실패는 비밀번호가 아니라 호스트를 잘못 잡아서였다."],
        "lesson_inline": ["{host}에서 `{S}` 실행할 것. VPN 대역에서는 실패한다.", "동작하는 명령: {S}"],
        "lesson_plain": ["{svc} 비밀번호를 커맨드 라인으로 넘기면 셸 히스토리와 ps에 남는다. 프롬프트나 env 파일을 쓸 것.",
                         "{host}의 {svc}는 배스천 외부 접속을 거부한다. {task} 작업은 거기서 돌릴 것.",
                         "{svc} 서비스 계정은 다른 팀과 공유 중이다. 바꾸기 전에 {who}께 먼저 확인."],
        "ask_s": ["{file}에서 비밀번호를 그대로 넣은 `{S}` 명령을 계속 써도 되나요?"],
        "ask_v": ["셸 히스토리에 남았으니 {svc} 비밀번호 {V} 교체할까요?",
                  "{V} 값이 레플리카에서도 같은 비밀번호인가요?",
                  "{V} 값을 볼트로 옮기고 {file}에서는 지워도 될까요?"],
        "ask_plain": ["{svc} 비밀번호를 {file}에서 빼 드릴까요?", "{host}의 {svc} 계정을 또 누가 쓰나요?",
                      "{task} 작업용 {svc} 계정을 따로 만들까요?"],
    },
}

CMD_FILES = {"en": ["the shell history", "the runbook", "Jenkinsfile", "crontab", "the README", "the deploy script", "Makefile"],
             "ko": ["셸 히스토리", "런북", "Jenkinsfile", "crontab", "README", "배포 스크립트", "Makefile"]}


def fam_pw_command(lang):
    svc, tpl, forbid = pick(CMDS)
    pw = password(forbid=forbid + "\n", min_len=8)
    user = pick(["root", "admin", "app", "deploy", "svc_batch", "backup", "jenkins", "minsu.kim", "ops", "etl_user"])
    h = pick(["10.0.%d.%d" % (rint(0, 20), rint(2, 250)), host(), "db-%02d.internal" % rint(1, 9)])
    written = [pw]
    text = fill(tpl, U=user, H=h, DB=pick(["orders", "shop", "app", "billing"]), APPID=uuid4(), TENANT=uuid4())
    if "{PURL}" in text:
        e = pct(pw)
        text = text.replace("{PURL}", e)
        written = [e]
    else:
        text = text.replace("{P}", pw)
    ctx = make_ctx(lang, svc, "password", pick(CMD_FILES[lang]))
    fields, place = frame(lang, text, ctx, values=written, pools=CMD_POOLS)
    style = "attached" if ("-p{P}" in tpl or "-p'{P}'" in tpl or "pass:{P}" in tpl) else ("URL userinfo" if "{PURL}" in tpl else "argument")
    return note("password in command: %s (%s)" % (svc, style), fields, written, vendors=[], container="command")


# ---------------------------------------------------------------- human / service passwords in prose and config
PW_CONFIGS = [
    ("Spring datasource", "spring.datasource.url=jdbc:mysql://{H}:3306/{DB}\nspring.datasource.username={U}\nspring.datasource.password={P}", "\\", "application.properties"),
    ("Django settings", "DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '{DB}',\n        'USER': '{U}',\n        'PASSWORD': '{P}',\n        'HOST': '{H}',\n    }\n}", "'\\", "settings/production.py"),
    ("WordPress", "define( 'DB_NAME', '{DB}' );\ndefine( 'DB_USER', '{U}' );\ndefine( 'DB_PASSWORD', '{P}' );\ndefine( 'DB_HOST', '{H}' );", "'\\", "wp-config.php"),
    ("MySQL client", "[client]\nuser={U}\npassword={P}\nhost={H}", "#;\\\"'", "~/.my.cnf"),
    ("docker-compose", "services:\n  db:\n    image: mysql:8.0\n    environment:\n      MYSQL_ROOT_PASSWORD: '{P}'\n      MYSQL_DATABASE: {DB}", "'$", "docker-compose.yml"),
    ("Postgres container", "POSTGRES_USER={U}\nPOSTGRES_PASSWORD={P}\nPOSTGRES_DB={DB}", " \"'$`\\", ".env.db"),
    ("Redis", "bind 0.0.0.0\nport 6379\nrequirepass {P}", " \"'\\", "/etc/redis/redis.conf"),
    ("Grafana", "[security]\nadmin_user = {U}\nadmin_password = {P}", ";#\\\"'", "/etc/grafana/grafana.ini"),
    ("Tomcat", "<tomcat-users>\n  <user username=\"{U}\" password=\"{P}\" roles=\"manager-gui\"/>\n</tomcat-users>", FORBID["xml"], "conf/tomcat-users.xml"),
    ("PgBouncer", "\"{U}\" \"{P}\"", "\"\\", "/etc/pgbouncer/userlist.txt"),
    ("RabbitMQ", "default_user = {U}\ndefault_pass = {P}", "#\\", "rabbitmq.conf"),
    ("ODBC", "[{DB}]\nDriver=ODBC Driver 18 for SQL Server\nServer={H}\nUID={U}\nPWD={P}", ";{}\\", "/etc/odbc.ini"),
    ("Spring mail", "spring:\n  mail:\n    host: smtp.{MAILHOST}\n    username: {U}@acme.example\n    password: '{P}'", "'", "application.yml"),
    ("SSSD LDAP", "[domain/acme]\nldap_default_bind_dn = cn={U},ou=svc,dc=acme,dc=kr\nldap_default_authtok = {P}", "#;\\", "/etc/sssd/sssd.conf"),
    ("Airflow connection", "airflow connections add '{DB}_db' --conn-type postgres --conn-host {H} --conn-login {U} --conn-password '{P}'", "'", "the bootstrap script"),
    ("Ansible inventory", "[db]\n{H} ansible_user={U} ansible_password='{P}' ansible_become_pass='{P}'", "'\\ ", "inventory/prod.ini"),
    ("Jenkins credentials", "<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>\n  <id>{DB}-deploy</id>\n  <username>{U}</username>\n  <password>{P}</password>\n</com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>", FORBID["xml"], "the exported credentials.xml"),
]

PW_SYSTEM = {"Spring datasource": "MySQL", "Django settings": "PostgreSQL", "WordPress": "the WordPress DB", "MySQL client": "MySQL",
             "docker-compose": "the MySQL container", "Postgres container": "PostgreSQL", "Redis": "Redis", "Grafana": "Grafana",
             "Tomcat": "Tomcat manager", "PgBouncer": "PgBouncer", "RabbitMQ": "RabbitMQ", "ODBC": "SQL Server", "Spring mail": "the SMTP relay",
             "SSSD LDAP": "LDAP", "Airflow connection": "Airflow", "Ansible inventory": "the DB hosts", "Jenkins credentials": "Jenkins"}

LOGIN_SYSTEMS = {"en": ["Grafana", "the NAS admin page", "the router admin page", "Jenkins", "the staging Keycloak admin console", "the shared QA test account",
                        "the VPN", "the old Redmine", "phpMyAdmin", "the Synology DSM", "the UPS web console", "Harbor"],
                 "ko": ["Grafana", "NAS 관리자 페이지", "공유기 관리자 페이지", "Jenkins", "스테이징 Keycloak 관리 콘솔", "공용 QA 테스트 계정",
                        "VPN", "예전 Redmine", "phpMyAdmin", "시놀로지 DSM", "UPS 웹 콘솔", "Harbor"]}

PW_POOLS = {
    "name": "pw",
    "en": {
        "mc_inline": ["I didn't know the login for {svc}; {who} gave it to me as {S}.",
                      "{who} said the {svc} credentials are {S} and that they have not changed since the office move.",
                      "The only way into {svc} on {host} is the shared account: {S}."],
        "mc_block": ["I didn't know where the {svc} credentials for {env} live. They are in {file}:\n{S}",
                     "{S}\nThat is the {file} on {host}. I assumed the password in it was the default one."],
        "mc_plain": ["I didn't know {svc} uses a local account rather than SSO.", "Nobody told me the {env} {svc} password differs from staging.",
                     "I had no context on who manages the {svc} accounts."],
        "lesson_inline": ["{svc} login that works: {S}. The SSO button is broken for this instance.",
                          "Use {S} for {svc}; the account in the wiki was disabled."],
        "lesson_block": ["{svc} reads its password from {file}; after restoring it the {task} connected:\n{S}",
                         "Working {file} for {env}:\n{S}"],
        "lesson_plain": ["{svc} locks the account after five failed logins; check before retrying.",
                         "The {svc} password is shared by the whole team; change it only with {who}.",
                         "Keep the {svc} password out of {file}; use the secret store."],
        "ask_s": ["Is {S} still valid for {svc}?"],
        "ask_v": ["Should I change {V} after this, since it was shared in the ticket?", "Is {V} also used anywhere else?",
                  "Can I store {V} in the team vault under {svc}?"],
        "ask_plain": ["Can I get my own {svc} account instead of the shared one?", "Who should I ask for the {svc} password next time?",
                      "Should {svc} be moved behind SSO?"],
    },
    "ko": {
        "mc_inline": ["{svc} 로그인 정보를 몰랐는데 {who}께서 {S} 로 알려 주셨다.",
                      "{who} 말씀으로는 {svc} 계정이 {S} 이고, 사무실 이전 후로 바뀐 적 없다고 함.",
                      "{host}의 {svc}에는 공용 계정으로만 들어갈 수 있다: {S}"],
        "mc_block": ["{env} {svc} 자격 증명이 어디 있는지 몰랐다. {file}에 있었다:\n{S}",
                     "{S}\n{host}의 {file} 내용이다. 안의 비밀번호가 기본값인 줄 알았다."],
        "mc_plain": ["{svc}가 SSO가 아니라 로컬 계정을 쓰는 줄 몰랐다.", "{env} {svc} 비밀번호가 스테이징과 다르다는 걸 아무도 알려 주지 않았다.",
                     "{svc} 계정을 누가 관리하는지 맥락이 없었다."],
        "lesson_inline": ["동작하는 {svc} 로그인: {S}. 이 인스턴스는 SSO 버튼이 고장나 있음.",
                          "{svc}에는 {S} 사용. 위키에 있는 계정은 비활성화됨."],
        "lesson_block": ["{svc} 비밀번호는 {file}에서 읽는다. 복구하니 {task} 연결 성공:\n{S}",
                         "{env}에서 동작하는 {file}:\n{S}"],
        "lesson_plain": ["{svc}는 로그인 5회 실패 시 계정을 잠근다. 재시도 전에 확인할 것.",
                         "{svc} 비밀번호는 팀 전체가 공유한다. 바꿀 때는 {who}와 같이.",
                         "{svc} 비밀번호를 {file}에 두지 말고 시크릿 저장소를 쓸 것."],
        "ask_s": ["{svc}에 {S} 아직 유효한가요?"],
        "ask_v": ["티켓에 공유됐으니 {V} 비밀번호 바꿀까요?", "{V} 값을 다른 곳에서도 쓰나요?", "{V} 값을 팀 볼트의 {svc} 항목에 저장해도 될까요?"],
        "ask_plain": ["공용 계정 말고 제 {svc} 계정을 받을 수 있을까요?", "다음에 {svc} 비밀번호는 누구에게 여쭤보면 되나요?",
                      "{svc}를 SSO 뒤로 옮길까요?"],
    },
}


def fam_pw_prose_config(lang):
    if chance(0.45):
        svc = pick(LOGIN_SYSTEMS[lang])
        user = pick(["admin", "root", "qa.tester@acme.example", "ops", "manager", "administrator", "kim.minsu", "guest-admin"])
        if chance(0.2):
            pw = rs(HEX, 32)  # e.g. Jenkins initialAdminPassword
            svc = "Jenkins"
        else:
            pw = password(pick(["passphrase_space", None, None]), forbid="\n")
        if lang == "en":
            text = pick(["%s / %s", "user %s, password %s", "%s:%s", "login: %s  pw: %s"]) % (user, pw)
        else:
            text = pick(["%s / %s", "아이디 %s, 비번 %s", "ID: %s  PW: %s", "계정 %s / 비밀번호 %s"]) % (user, pw)
        ctx = make_ctx(lang, svc, "password", pick(["the wiki", "the ticket"]) if lang == "en" else pick(["위키", "티켓"]))
        fields, place = frame(lang, text, ctx, values=[pw], pools=PW_POOLS)
        return note("human password in prose: %s login" % svc, fields, [pw], vendors=[], container="prose")
    name, tpl, forbid, file = pick(PW_CONFIGS)
    pw = password(forbid=forbid + "\n")
    text = fill(tpl, U=pick(["app", "app_rw", "svc_api", "wp_prod", "grafana", "deploy", "mailer"]), H=host(),
                DB=pick(["orders", "shop", "cms", "billing"]), MAILHOST=pick(["office365.com", "gmail.com", "worksmobile.com"]))
    text = text.replace("{P}", pw)
    system = PW_SYSTEM[name]
    if lang == "ko":
        system = {"the WordPress DB": "WordPress DB", "the MySQL container": "MySQL 컨테이너", "the SMTP relay": "SMTP 릴레이", "the DB hosts": "DB 호스트"}.get(system, system)
    ctx = make_ctx(lang, system, "password", file)
    fields, place = frame(lang, text, ctx, values=[pw], pools=PW_POOLS, place=pick(["mc", "lesson"]))
    return note("service password in config: %s" % name, fields, [pw], vendors=[], container=file)


# ---------------------------------------------------------------- Wi-Fi
SSIDS = ["ACME-Guest", "ACME_5G", "Office-2F", "회의실-5G", "KT_GiGA_5G_Wave2_%s" % "X", "iptime-lab", "U+Net%s", "Factory-IoT", "Lab_Devices", "SK_WiFiGIGA%s"]


def _ssid():
    s = pick(SSIDS)
    if "%s" in s:
        s = s % rs(HEXU, 4)
    if s.endswith("_X"):
        s = s[:-1] + rs(HEXU, 4)
    return s


WIFI_POOLS = {
    "name": "wifi",
    "en": {"mc_block": ["I didn't know how the {task} devices get onto the network. {who} pasted {file}:\n{S}",
                        "{S}\nThat is {file} from the device image; I didn't know the Wi-Fi key is baked in.",
                        "The devices could not join {svc}. Context I was missing, from {file}:\n{S}"],
           "mc_inline": ["{who} told me the network details: {S}", "The only note about the Wi-Fi was {S} in {file}."],
           "lesson_block": ["Provisioning works with this in {file}:\n{S}\nRebuild the image after any change.", "Working network config for the {task} devices:\n{S}"],
           "lesson_inline": ["The devices join with {S}; 5 GHz is not supported.", "Use {S} when flashing new units."],
           "ask_s": ["Is {S} still current?"],"mc_plain": ["I didn't know the test devices join a separate Wi-Fi network.", "Nobody told me the kiosk units are provisioned over the office Wi-Fi.",
                        "I had no context on which network the {task} devices use."],
           "lesson_plain": ["The devices only support 2.4 GHz; the 5G SSID never works for provisioning.", "The Wi-Fi password rotates quarterly; the image must be rebuilt after each rotation.",
                            "Provisioning fails silently on a wrong PSK; check the serial console."],
           "ask_plain": ["Which SSID should the test devices use from now on?", "Who rotates the lab Wi-Fi password?"],
           "ask_v": ["Is {V} still the Wi-Fi password after the last rotation?"]},
    "ko": {"mc_block": ["{task} 장비가 네트워크에 어떻게 붙는지 몰랐다. {who}께서 {file} 내용을 붙여 주셨다:\n{S}",
                        "{S}\n장비 이미지에 들어 있는 {file} 내용이다. Wi-Fi 키가 이미지에 박혀 있는 줄 몰랐다.",
                        "장비가 {svc}에 붙지 못했다. 몰랐던 맥락 ({file}):\n{S}"],
           "mc_inline": ["{who}께서 네트워크 정보를 알려 주셨다: {S}", "Wi-Fi 관련 메모는 {file}의 {S} 뿐이었다."],
           "lesson_block": ["{file}에 아래 내용이 있어야 프로비저닝이 된다:\n{S}\n바꾸면 이미지를 다시 빌드할 것.", "{task} 장비용으로 동작하는 네트워크 설정:\n{S}"],
           "lesson_inline": ["장비는 {S} 로 접속한다. 5GHz는 지원하지 않는다.", "새 장비 플래싱할 때 {S} 사용."],
           "ask_s": ["{S} 아직 유효한가요?"],
           "mc_plain": ["테스트 기기가 별도 Wi-Fi에 붙는다는 걸 몰랐다.", "키오스크 장비를 사무실 Wi-Fi로 프로비저닝한다는 걸 아무도 알려 주지 않았다.",
                        "{task} 장비가 어느 네트워크를 쓰는지 맥락이 없었다."],
           "lesson_plain": ["장비가 2.4GHz만 지원한다. 5G SSID로는 프로비저닝이 절대 안 된다.", "Wi-Fi 비밀번호는 분기마다 바뀌니 바뀔 때마다 이미지를 다시 빌드해야 한다.",
                            "PSK가 틀리면 조용히 실패한다. 시리얼 콘솔을 볼 것."],
           "ask_plain": ["앞으로 테스트 기기는 어떤 SSID를 써야 하나요?", "연구실 Wi-Fi 비밀번호는 누가 바꾸나요?"],
           "ask_v": ["지난번 교체 이후에도 Wi-Fi 비밀번호가 {V} 맞나요?"]},
}


def fam_wifi(lang):
    ssid = _ssid()
    k = rint(0, 8)
    pw = password(pick(["human", "passphrase", "generated", "ko_keyboard", "human"]), forbid='"\\;,:\n\'' + ("" if k in (3, 8) else ""))
    written = [pw]
    if k == 0:
        text = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
        cname, file = "wpa_supplicant.conf", "/etc/wpa_supplicant/wpa_supplicant.conf"
    elif k == 1:
        hx = rs(HEX, 64)
        text = 'network={\n    ssid="%s"\n    psk=%s\n}' % (ssid, hx)
        written = [hx]
        cname, file = "wpa_supplicant.conf (hex PSK)", "/etc/wpa_supplicant/wpa_supplicant.conf"
    elif k == 2:
        text = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, pw)
        cname, file = "hostapd.conf", "/etc/hostapd/hostapd.conf"
    elif k == 3:
        text = "nmcli dev wifi connect '%s' password '%s'" % (ssid, pw)
        cname, file = "nmcli", "the provisioning script"
    elif k == 4:
        text = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw)
        cname, file = "Wi-Fi QR payload", "the QR generator input"
    elif k == 5:
        text = 'wifis:\n  wlan0:\n    access-points:\n      "%s":\n        password: "%s"' % (ssid, pw)
        cname, file = "netplan", "/etc/netplan/50-wifi.yaml"
    elif k == 6:
        text = 'const char* ssid = "%s";\nconst char* password = "%s";' % (ssid, pw)
        cname, file = "ESP32 sketch", "firmware/src/main.cpp"
    elif k == 7:
        text = "    Name                   : %s\n    Security key           : Present\n    Key Content            : %s" % (ssid, pw)
        cname, file = "netsh wlan show profile", "netsh output"
    else:
        text = ("Guest Wi-Fi: %s / %s" if lang == "en" else "게스트 와이파이: %s / 비번 %s") % (ssid, pw)
        cname, file = "prose", "the office notice" if lang == "en" else "사무실 공지"
    ctx = make_ctx(lang, "Wi-Fi (" + ssid + ")", "Wi-Fi password", file)
    fields, place = frame(lang, text, ctx, values=written, pools=WIFI_POOLS, place=pick(["mc", "lesson"]))
    return note("Wi-Fi key: %s" % cname, fields, written, vendors=[], container=cname)


# ---------------------------------------------------------------- cookies
COOKIE_POOLS = {
    "name": "cookie",
    "en": {"mc_block": ["I couldn't reproduce the {svc} admin bug without a logged-in session; {who} copied the request from devtools:\n{S}",
                        "{S}\nThat is the request {who} sent me. I didn't know the session cookie alone is enough to act as them.",
                        "The {task} scraper was failing; it turned out it replays a browser session. From {file}:\n{S}"],
           "lesson_block": ["Replaying the session works until it expires:\n{S}\nBut this is a live session; ask for a test account instead.",
                            "The working request (session cookie from {who}):\n{S}"],
           "mc_plain": ["I didn't know the {svc} admin panel has no API tokens, only browser sessions.",
                        "Nobody told me the {task} relies on a copied browser session."],
           "lesson_plain": ["Session cookies are credentials; a copied cookie gives full access until logout.",
                            "The {svc} session expires after 12 hours of inactivity, which is why the {task} breaks on Mondays."],
           "ask_plain": ["Can I get a dedicated test account for {svc} instead of a copied session?", "Should the {task} log in properly instead of reusing a cookie?"],
           "ask_v": ["Can you log out so that session {V} is invalidated?"]},
    "ko": {"mc_block": ["로그인 세션 없이는 {svc} 관리자 버그를 재현할 수 없었다. {who}께서 개발자 도구에서 요청을 복사해 주셨다:\n{S}",
                        "{S}\n{who}께서 보내 주신 요청이다. 세션 쿠키만으로 해당 사용자 행세가 가능하다는 걸 몰랐다.",
                        "{task} 스크레이퍼가 실패했는데, 알고 보니 브라우저 세션을 재사용하고 있었다. {file}:\n{S}"],
           "lesson_block": ["세션 재사용은 만료 전까지는 동작한다:\n{S}\n하지만 실사용 세션이니 테스트 계정을 받을 것.",
                            "동작한 요청 ({who}의 세션 쿠키):\n{S}"],
           "mc_plain": ["{svc} 관리자 페이지에는 API 토큰이 없고 브라우저 세션만 있다는 걸 몰랐다.",
                        "{task} 작업이 복사한 브라우저 세션에 의존한다는 걸 아무도 알려 주지 않았다."],
           "lesson_plain": ["세션 쿠키도 자격 증명이다. 복사된 쿠키는 로그아웃 전까지 전체 권한을 준다.",
                            "{svc} 세션은 12시간 미사용 시 만료된다. 그래서 {task} 작업이 월요일마다 깨진다."],
           "ask_plain": ["세션 복사 대신 {svc} 테스트 계정을 받을 수 있을까요?", "{task} 작업이 쿠키 재사용 말고 정식 로그인하게 바꿀까요?"],
           "ask_v": ["세션 {V} 무효화되도록 로그아웃해 주실 수 있나요?"]},
}


def fam_cookie(lang):
    name, val, fw = cookie_secret()
    others = [nonsecret_cookie() for _ in range(rint(0, 2))]
    jar = others[:1] + ["%s=%s" % (name, val)] + others[1:]
    site = pick(["admin.acme.example", "partner.shop.example.kr", "backoffice.internal", "console.acme.io"])
    k = rint(0, 4)
    if k == 0:
        text = "curl 'https://%s/api/orders?status=pending' \\\n  -H 'Cookie: %s' \\\n  -H 'Accept: application/json'" % (site, "; ".join(jar))
        cname = "curl Cookie header"
    elif k == 1:
        text = "GET /admin/users?page=2 HTTP/1.1\nHost: %s\nCookie: %s\nUser-Agent: Mozilla/5.0" % (site, "; ".join(jar))
        cname = "raw request"
    elif k == 2:
        text = "HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val)
        cname = "Set-Cookie response"
    elif k == 3:
        text = json.dumps({"cookies": [{"name": name, "value": val, "domain": site, "path": "/", "httpOnly": True, "secure": True}]}, indent=2)
        cname = "Playwright storageState"
    else:
        text = "cookies = {%s}\nr = requests.get('https://%s/api/me', cookies=cookies)" % (", ".join("'%s': '%s'" % tuple(c.split("=", 1)) for c in jar), site)
        cname = "python requests cookies"
    ctx = make_ctx(lang, site, "session cookie", pick(["the HAR file", "devtools", "the scraper config"]) if lang == "en" else pick(["HAR 파일", "개발자 도구", "스크레이퍼 설정"]))
    fields, place = frame(lang, text, ctx, values=[val], pools=COOKIE_POOLS, place=pick(["mc", "lesson"]), ask_repeat=0.1)
    return note("session cookie: %s %s (%s)" % (fw, name, cname), fields, [val], vendors=[], container=cname)


# ---------------------------------------------------------------- private keys
KEY_POOLS = {
    "name": "key",
    "en": {"mc_block": ["I didn't know the {task} authenticates with a key that is not in the secret store. {who} pasted it into the ticket:\n{S}",
                        "{S}\nThat is what {file} on {host} contains; I assumed it was a throwaway test key.",
                        "Context I was missing: the {env} deploy uses this key from {file}:\n{S}"],
           "lesson_block": ["The key that works for {env} (from {file}):\n{S}\nMove it to the secret store and rotate.",
                            "{proc} needs the key exactly like this, line breaks included:\n{S}"],
           "mc_plain": ["I didn't know the {env} hosts only accept key-based login from the CI runner.",
                        "Nobody told me the {task} signs requests with a private key.", "I had no context on where the {svc} key lives."],
           "lesson_plain": ["The key must keep its line breaks; pasting it as one line breaks parsing.",
                            "Permissions on {file} must be 0600 or the client refuses the key.",
                            "A key pasted in a ticket has to be considered compromised."],
           "ask_plain": ["Should I generate a new key pair for {env} instead of reusing this one?", "Who can rotate the {svc} key?"],
           "ask_v": ["Is the key starting {V} the current one?"]},
    "ko": {"mc_block": ["{task} 작업이 시크릿 저장소에 없는 키로 인증한다는 걸 몰랐다. {who}께서 티켓에 붙여 주셨다:\n{S}",
                        "{S}\n{host}의 {file} 내용이다. 일회용 테스트 키인 줄 알았다.",
                        "몰랐던 맥락: {env} 배포는 {file}의 이 키를 쓴다.\n{S}"],
           "lesson_block": ["{env}에서 동작하는 키 ({file}):\n{S}\n시크릿 저장소로 옮기고 교체할 것.",
                            "{proc}에서는 줄바꿈까지 정확히 이대로 있어야 한다:\n{S}"],
           "mc_plain": ["{env} 호스트가 CI 러너의 키 로그인만 허용한다는 걸 몰랐다.",
                        "{task} 작업이 개인 키로 요청에 서명한다는 걸 아무도 알려 주지 않았다.", "{svc} 키가 어디 있는지 맥락이 없었다."],
           "lesson_plain": ["키는 줄바꿈을 유지해야 한다. 한 줄로 붙여 넣으면 파싱이 깨진다.",
                            "{file} 권한이 0600이 아니면 클라이언트가 키를 거부한다.",
                            "티켓에 붙여 넣은 키는 유출된 것으로 간주해야 한다."],
           "ask_plain": ["이 키를 재사용하지 말고 {env}용 키 쌍을 새로 만들까요?", "{svc} 키 교체는 누가 할 수 있나요?"],
           "ask_v": ["{V} 로 시작하는 키가 현재 키 맞나요?"]},
}


def fam_private_key(lang):
    k = rint(0, 9)
    if k <= 5:
        if k == 0:
            kind, body = pem_ec_sec1(); trunc = False; svc = "EC (P-256) key"
        elif k == 1:
            kind, body = pem_pkcs8_ec(); trunc = False; svc = "PKCS#8 EC key"
        elif k == 2:
            kind, body = pem_openssh_ed25519(pick(["deploy@ci", "mkim@laptop", "ansible@bastion"])); trunc = False; svc = "OpenSSH ed25519 key"
        elif k == 3:
            kind, body = pem_rsa_partial(rint(4, 8)); trunc = True; svc = "RSA key (partial paste)"
        elif k == 4:
            kind, body = pem_pkcs8_rsa_partial(rint(4, 7)); trunc = True; svc = "PKCS#8 RSA key (partial paste)"
        else:
            kind, body = pgp_private_partial(rint(3, 6)); trunc = True; svc = "PGP private key (partial paste)"
            body = ["", *body]
        text = pem_text(kind, body, truncated=trunc)
        written = [b for b in body if b]
        file = pick(["~/.ssh/id_ed25519", "deploy_key", "certs/server.key", "the ticket", "keys/signing.pem"])
        cname = "PEM"
    elif k == 6:
        kind, body = pem_pkcs8_rsa_partial(rint(3, 5))
        pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(body) + "\\n..."
        obj = '{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n  "client_email": "%s@%s.iam.gserviceaccount.com",\n  "client_id": "%s"\n}' % (
            pick(["acme-prod-4411", "kr-data-platform", "ml-batch-7"]), rs(HEX, 40), pk, pick(["bq-loader", "export-bot", "ci-deployer"]), pick(["acme-prod-4411", "kr-data-platform"]), digits(21))
        text, written, svc, cname, file = obj, list(body), "GCP service account", "service account JSON", "sa-key.json"
    elif k == 7:
        kind, body = pem_ec_sec1()
        enc = b64(pem_text(kind, body).encode() + b"\n")
        crt = "LS0t... (cert, trimmed)"
        text = "apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\nmetadata:\n  name: %s-tls\ndata:\n  tls.crt: %s\n  tls.key: %s" % (pick(["api", "admin", "grpc"]), crt, enc)
        written, svc, cname, file = [enc], "TLS key in k8s Secret", "k8s TLS Secret", "k8s/tls-secret.yaml"
    elif k == 8:
        priv, psk = wg_key(), wg_key()
        text = "[Interface]\nPrivateKey = %s\nAddress = 10.%d.0.%d/32\nDNS = 10.%d.0.1\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\nEndpoint = vpn.acme.example:51820\nAllowedIPs = 10.0.0.0/8" % (
            priv, rint(8, 99), rint(2, 250), rint(8, 99), wg_key(), psk)
        written, svc, cname, file = [priv, psk], "WireGuard", "wg0.conf", "/etc/wireguard/wg0.conf"
    else:
        d = b64u(rbytes(32))
        text = json.dumps({"kty": "EC", "crv": "P-256", "kid": pick(["sig-2024-", "k1-"]) + rs(LOAN, 6), "use": "sig",
                           "x": b64u(rbytes(32)), "y": b64u(rbytes(32)), "d": d}, indent=2)
        written, svc, cname, file = [d], "JWK signing key", "private JWK", "keys/jwk.json"
    ctx = make_ctx(lang, svc, "private key", file)
    fields, place = frame(lang, text, ctx, values=[], pools=KEY_POOLS, place=pick(["mc", "lesson"]))
    return note("private key: %s (%s)" % (svc, cname), fields, written, vendors=[], container=cname)


# ---------------------------------------------------------------- MFA seeds, recovery codes, PINs
MFA_POOLS = {
    "name": "mfa",
    "en": {"mc_block": ["The e2e login test needs 2FA and I didn't know the bot account's setup. {who} sent:\n{S}",
                        "{S}\n{who} pasted this so I could finish the {svc} setup; I didn't know it is the only copy.",
                        "Context I was missing for the {svc} account used by the {task}:\n{S}"],
           "mc_inline": ["{who} gave me {S} for the {svc} account so I could get past the 2FA prompt.",
                         "The {svc} account is protected by {S}, which nobody had written down."],
           "lesson_block": ["Keep these for the {svc} service account (stored nowhere else yet):\n{S}",
                            "What unblocked the {task}:\n{S}\nMove it to the team vault."],
           "lesson_inline": ["The {svc} account needs {S}; without it the login loops.", "Use {S} for {svc} when the authenticator is unavailable."],
           "mc_plain": ["I didn't know the {svc} bot account has 2FA enabled.", "Nobody told me who holds the {svc} recovery material."],
           "lesson_plain": ["The TOTP seed must be base32 without spaces for pyotp.", "Recovery codes are single-use; cross them off after use.",
                            "The device locks after three wrong PIN entries."],
           "ask_plain": ["Who else has the {svc} recovery material?", "Should the {svc} 2FA be moved to a hardware key?"],
           "ask_v": ["Is {V} still unused?", "Can I store {V} in the shared vault?"]},
    "ko": {"mc_block": ["e2e 로그인 테스트에 2FA가 필요한데 봇 계정 설정을 몰랐다. {who}께서 보내 주신 내용:\n{S}",
                        "{S}\n{svc} 설정을 마치라고 {who}께서 붙여 주셨다. 이게 유일한 사본인 줄 몰랐다.",
                        "{task}에서 쓰는 {svc} 계정에 대해 몰랐던 맥락:\n{S}"],
           "mc_inline": ["2FA 화면을 넘기라고 {who}께서 {svc} 계정용 {S} 알려 주셨다.",
                         "{svc} 계정은 {S} 로 보호되는데 아무도 적어 두지 않았다."],
           "lesson_block": ["{svc} 서비스 계정용으로 보관 (아직 다른 곳엔 없음):\n{S}",
                            "{task} 작업을 풀어 준 정보:\n{S}\n팀 볼트로 옮길 것."],
           "lesson_inline": ["{svc} 계정은 {S} 필요. 없으면 로그인이 무한 반복된다.", "인증 앱을 못 쓸 때는 {svc}에 {S} 사용."],
           "mc_plain": ["{svc} 봇 계정에 2FA가 켜져 있는 줄 몰랐다.", "{svc} 복구 정보를 누가 갖고 있는지 아무도 알려 주지 않았다."],
           "lesson_plain": ["pyotp에는 공백 없는 base32 시드를 넣어야 한다.", "복구 코드는 일회용이다. 쓰면 지워 둘 것.",
                            "PIN을 3번 틀리면 장치가 잠긴다."],
           "ask_plain": ["{svc} 복구 정보를 또 누가 갖고 있나요?", "{svc} 2FA를 하드웨어 키로 옮길까요?"],
           "ask_v": ["{V} 아직 안 쓴 코드 맞나요?", "{V} 값을 공용 볼트에 저장해도 될까요?"]},
}


def fam_mfa(lang):
    k = rint(0, 9)
    if k == 0:
        seed = totp_seed(pick([16, 32]))
        issuer = pick(["GitHub", "AWS", "Okta", "NHN", "Naver", "Kakao", "Atlassian"])
        acct = pick(["ci-bot", "qa-e2e", "ops-shared", "release-bot"])
        text = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (issuer, acct, seed, issuer)
        written, svc, label = [seed], issuer, "TOTP seed (otpauth URI)"
    elif k == 1:
        seed = totp_seed(32)
        grouped = " ".join(wrap(seed.lower(), 4))
        text = grouped
        written, svc, label = [grouped], pick(["Google Workspace", "the admin console", "Slack"]), "TOTP setup key (grouped)"
    elif k == 2:
        seed = totp_seed(pick([16, 26, 32]))
        text = pick(["E2E_TOTP_SECRET=%s", "MFA_SEED: %s", "totp_secret = \"%s\""]) % seed
        written, svc, label = [seed], pick(["the e2e bot", "the login smoke test"]), "TOTP seed in config"
    elif k in (3, 4):
        kind = pick(["github", "google", "gitlab", "discord", "microsoft", "bitwarden"])
        n = {"github": rint(4, 8), "google": rint(4, 10), "gitlab": rint(4, 6), "discord": rint(4, 8), "microsoft": 1, "bitwarden": 1}[kind]
        codes = recovery_codes(kind, n)
        sep = pick(["\n", "\n- ", "  "])
        text = ("- " if sep == "\n- " else "") + sep.join(codes)
        written, svc, label = codes, {"github": "GitHub", "google": "Google", "gitlab": "GitLab", "discord": "Discord", "microsoft": "Microsoft account", "bitwarden": "Bitwarden"}[kind], "recovery codes"
    elif k == 5:
        sk = one_password_secret_key()
        text = "Secret Key: " + sk
        written, svc, label = [sk], "1Password", "account Secret Key"
    elif k == 6:
        bk = bitlocker_key()
        text = "BitLocker recovery key ID: %s\nRecovery key: %s" % (rs(HEXU, 8), bk)
        written, svc, label = [bk], "BitLocker (" + pick(["build laptop", "kiosk PC", "QA-Win11"]) + ")", "BitLocker recovery key"
    elif k == 7:
        ak = apple_recovery_key()
        text = ak
        written, svc, label = [ak], "Apple ID (test devices)", "Apple recovery key"
    elif k == 8:
        pin, puk = digits(8, False), digits(8, False)
        mk = rs(HEX, 48)
        if lang == "en":
            text = "YubiKey PIV for the signing host: PIN %s, PUK %s, management key %s" % (pin, puk, mk)
        else:
            text = "서명 서버용 YubiKey PIV: PIN %s, PUK %s, 관리 키 %s" % (pin, puk, mk)
        written, svc, label = [pin, puk, mk], "YubiKey PIV", "PIN / PUK / management key"
    else:
        code = digits(8, False)
        puk = digits(8, False)
        if lang == "en":
            text = pick(["Server room door code: %s (changes monthly)" % code, "Test phone SIM PUK: %s" % puk])
        else:
            text = pick(["서버실 도어락 번호: %s (매달 변경)" % code, "테스트폰 SIM PUK: %s" % puk])
        written = [code if code in text else puk]
        svc, label = ("the server room" if lang == "en" else "서버실") if code in text else ("test phone" if lang == "en" else "테스트폰"), "PIN / PUK"
    ctx = make_ctx(lang, svc, label, pick(["the ticket", "the handover doc"]) if lang == "en" else pick(["티켓", "인수인계 문서"]))
    fields, place = frame(lang, text, ctx, values=written, pools=MFA_POOLS, place=pick(["mc", "lesson", "mc"]), ask_repeat=0.2)
    return note("MFA material: %s (%s)" % (label, svc), fields, written, vendors=[], container="prose")


# ---------------------------------------------------------------- secrets split across fields / asked about
def _value_for_split(lang):
    r = rint(0, 3)
    if r <= 1:
        svc = pick(LOGIN_SYSTEMS[lang])
        return svc, "password", password(pick(["passphrase_space", None, None]), forbid="\n"), "password"
    if r == 2:
        v = next_vendor(lang)
        items = v["gen"]()
        val = [it[2] for it in items if it[3]][0]
        if len(val) > 250:
            val = [it[2] for it in items if it[3]][-1]
        return v["name"], v["label"], val, "vendor:" + v["name"]
    return pick(["GitHub", "AWS", "Okta"]) + (" bot account" if lang == "en" else " 봇 계정"), "TOTP seed", totp_seed(32), "totp"


SPLIT = {
    "en": [
        ("I didn't know the {task} authenticates to {svc} with a separate account. {who} gave me its {what} for {env}:",
         "{V}\nIt is only valid for {env}; {proc} reads it from {file}.", None),
        ("Login for {svc} on {host}: user `{U}`, and the {what} is in the next field.",
         "{V} - that worked; the SSO button is broken for this instance.", None),
        ("I had no context on how the {task} reaches {svc}.",
         "The {svc} {what} for {env} (from {who}) is:", "{V} - should I keep using it, or will you issue a new one?"),
        ("{svc} {what} ({env}, from {who}):", "`{V}`\n{proc} needs a restart after it is changed in {file}.", None),
        ("I didn't know the {what} for {svc} was rotated last week. The new one:",
         "{V}\nThe old value is still in {file}; update it there too.", "Can I delete the old value from {file}?"),
    ],
    "ko": [
        ("{task} 작업이 {svc}에 별도 계정으로 인증한다는 걸 몰랐다. {who}께서 {env}용 {what} 값을 알려 주셨다:",
         "{V}\n{env}에서만 유효하고, {proc}에서는 {file}에서 읽는다.", None),
        ("{host}의 {svc} 로그인: 사용자 `{U}`, {what} 값은 다음 필드에 적음.",
         "{V} — 이걸로 성공. 이 인스턴스는 SSO 버튼이 고장나 있다.", None),
        ("{task} 작업이 {svc}에 어떻게 붙는지 맥락이 없었다.",
         "{who}께 받은 {env} {svc} {what} 값:", "{V} — 이대로 계속 써도 될까요, 새로 발급해 주실 건가요?"),
        ("{svc} {what} ({env}, {who} 제공):", "`{V}`\n{file}에서 바꾸면 {proc} 재시작이 필요하다.", None),
        ("{svc} {what} 값이 지난주에 교체된 걸 몰랐다. 새 값:",
         "{V}\n예전 값이 아직 {file}에 남아 있으니 거기도 갱신할 것.", "{file}에서 예전 값은 지워도 될까요?"),
    ],
}


def fam_split(lang):
    svc, what, val, src = _value_for_split(lang)
    mc_t, le_t, ask_t = pick(SPLIT[lang])
    ctx = make_ctx(lang, svc, what, pick([".env", "config/settings.yaml", "the vault note"]) if lang == "en" else pick([".env", "config/settings.yaml", "볼트 메모"]))
    ctx["U"] = pick(["admin", "ops", "svc_report", "qa.tester"])
    _use("split/" + lang + ":mc", mc_t); _use("split/" + lang + ":lesson", le_t)
    mc = pf(mc_t, V=val, **ctx)
    lesson = pf(le_t, V=val, **ctx)
    if ask_t:
        _use("split/" + lang + ":ask", ask_t)
        ask = pf(ask_t, V=val, **ctx)
    else:
        ask = pf(_use("default/" + lang + ":ask_plain", pick(DEFAULT_POOLS[lang]["ask_plain"])), **ctx)
    return note("split across fields: label in one field, value in the next (%s)" % src, {"missing_context": mc, "lesson": lesson, "ask_next_time": ask},
                [val], vendors=[src[7:]] if src.startswith("vendor:") else [], container="split fields")


QUESTIONS = {
    "en": ["Can I reuse `{V}` as the {svc} {what} for the new replica, or is it used elsewhere?",
           "Should I keep {V} for the {svc} service account, or will you rotate it after the cut-over?",
           "Is {V} the {env} {what} or the old one from {file}?",
           "The {svc} {what} you sent ({V}) gives 403 on {host} - is it scoped to {env} only?",
           "Do you want {V} in {file}, or only in the CI secret?"],
    "ko": ["`{V}` 값을 새 레플리카의 {svc} {what}로 재사용해도 되나요, 다른 데서도 쓰나요?",
           "{svc} 서비스 계정에 {V} 계속 써도 되나요, 전환 후 교체하실 건가요?",
           "{V} 이게 {env} {what}인가요, {file}에 있던 예전 값인가요?",
           "보내 주신 {svc} {what} ({V}) 로 {host}에서 403이 납니다. {env} 전용인가요?",
           "{V} 값을 {file}에도 넣을까요, CI 시크릿에만 둘까요?"],
}


def fam_question(lang):
    svc, what, val, src = _value_for_split(lang)
    ctx = make_ctx(lang, svc, what, pick([".env", "terraform.tfvars", "the runbook"]) if lang == "en" else pick([".env", "terraform.tfvars", "런북"]))
    mc = pf(_use("default/" + lang + ":mc_plain", pick(DEFAULT_POOLS[lang]["mc_plain"])), **ctx)
    lesson = pf(_use("default/" + lang + ":lesson_plain", pick(DEFAULT_POOLS[lang]["lesson_plain"])), **ctx)
    ask = pf(_use("question/" + lang, pick(QUESTIONS[lang])), V=val, **ctx)
    return note("secret inside the question (ask_next_time only): %s" % src, {"missing_context": mc, "lesson": lesson, "ask_next_time": ask},
                [val], vendors=[src[7:]] if src.startswith("vendor:") else [], container="question")


# ============================================================================= clean notes
CLEAN_POOLS = {
    "en": {
        "mc_block": ["{thing} {who} pasted {file}:\n{S}",
                     "{S}\n(from {file} on {host}) {thing}",
                     "Context I was missing: {thing} Relevant part of {file}:\n{S}",
                     "While working on the {task} I hit this in {file}:\n{S}\n{thing}"],
        "mc_inline": ["{thing} The line in {file} is `{S}`.", "{thing} ({file}: {S})", "{thing} I saw {S} in {file} and stopped to check."],
        "mc_plain": ["{thing}", "{thing} This came up during the {task} on {env}.", "{thing} Nobody had written it down."],
        "lesson_block": ["{rule}\n{S}", "{S}\n{rule}", "Working version of {file} for {env}:\n{S}\n{rule}"],
        "lesson_inline": ["{rule} Example from {file}: `{S}`.", "{rule} ({S})"],
        "lesson_plain": ["{rule}", "{rule} Verified on {host}.", "{rule} Added a note to {file}."],
    },
    "ko": {
        "mc_block": ["{thing} {who}께서 {file} 내용을 붙여 주셨다:\n{S}",
                     "{S}\n({host}의 {file}) {thing}",
                     "몰랐던 맥락: {thing} {file}의 해당 부분:\n{S}",
                     "{task} 작업 중 {file}에서 이걸 봤다:\n{S}\n{thing}"],
        "mc_inline": ["{thing} {file}의 해당 줄은 `{S}` 이다.", "{thing} ({file}: {S})", "{thing} {file}에서 {S} 보고 멈춰서 확인했다."],
        "mc_plain": ["{thing}", "{thing} {env} {task} 작업 중 알게 됐다.", "{thing} 어디에도 적혀 있지 않았다."],
        "lesson_block": ["{rule}\n{S}", "{S}\n{rule}", "{env}에서 동작하는 {file}:\n{S}\n{rule}"],
        "lesson_inline": ["{rule} {file} 예시: `{S}`.", "{rule} ({S})"],
        "lesson_plain": ["{rule}", "{rule} {host}에서 확인함.", "{rule} {file}에 메모 추가함."],
    },
}


def clean_frame(lang, snip, ctx, thing, rule, question, question_v=None, vals=(), place=None):
    P = CLEAN_POOLS[lang]
    tag = "clean/" + lang
    kw = dict(ctx)
    kw["thing"] = pf(thing, **ctx)
    kw["rule"] = pf(rule, **ctx)
    inline = snip is not None and "\n" not in snip and len(snip) <= 220
    if snip is None:
        place = "none"
    elif place is None:
        place = pick(["mc", "lesson", "lesson"]) if not inline or not chance(0.1) else "ask"
    mode = "inline" if inline and chance(0.7) else "block"
    if place == "mc":
        mc = pf(_use(tag + ":mc_" + mode, pick(P["mc_" + mode])), S=snip, **kw)
    else:
        mc = pf(_use(tag + ":mc_plain", pick(P["mc_plain"])), **kw)
    if place == "lesson":
        lesson = pf(_use(tag + ":lesson_" + mode, pick(P["lesson_" + mode])), S=snip, **kw)
    else:
        lesson = pf(_use(tag + ":lesson_plain", pick(P["lesson_plain"])), **kw)
    if place == "ask":
        ask = pf(question, **ctx) + (" (`%s`)" % snip if lang == "en" else " (`%s`)" % snip)
    elif question_v and vals and chance(0.3):
        ask = pf(question_v, V=vals[0], **ctx)
    elif chance(0.1):
        ask = ""
    else:
        ask = pf(question, **ctx)
    return {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}


def cnote(category, fields, **meta):
    return {"category": category, "fields": fields, "secrets": [], "meta": meta}


def _mask(val, keep_prefix=0, keep_suffix=4, ch="*"):
    n = len(val) - keep_prefix - keep_suffix
    return val[:keep_prefix] + ch * max(n, 4) + (val[-keep_suffix:] if keep_suffix else "")


def _known_prefix(val):
    for p in ("sk_live_", "sk_test_", "rk_live_", "whsec_", "sk-proj-", "sk-ant-api03-", "github_pat_", "ghp_", "ghs_", "gho_", "glpat-",
              "xoxb-", "xoxp-", "xapp-", "AKIA", "ASIA", "SG.", "npm_", "dckr_pat_", "hvs.", "dop_v1_", "shpat_", "lin_api_", "figd_", "NRAK-",
              "PMAK-", "dapi", "hf_", "r8_", "gsk_", "pplx-", "AIza", "GOCSPX-", "glsa_", "live_sk_", "test_sk_", "LTAI5t", "AKID", "xkeysib-",
              "sntrys_", "ntn_", "pscale_pw_", "pul-", "rnd_", "bkua_", "CFPAT-", "dp.st.", "AGE-SECRET-KEY-1", "EAAA", "FLWSECK-", "APP_USR-"):
        if val.startswith(p):
            return p
    return ""


def placeholder_for(val, env, lang):
    p = _known_prefix(val)
    r = rint(0, 9)
    if r == 0 and p:
        return p + "X" * (len(val) - len(p))
    if r == 1 and p:
        return p + "x" * min(len(val) - len(p), 32)
    if r == 2:
        return "<" + env.lower().replace("_", "-") + ">"
    if r == 3:
        return "YOUR_" + env + "_HERE" if not env.startswith("YOUR") else env
    if r == 4:
        return pick(["changeme", "change-me", "REPLACE_ME", "TODO", "dummy", "xxxxxxxx", "not-a-real-key", "test"])
    if r == 5:
        return p + "..." if p else "..."
    if r == 6:
        return "<paste " + env.lower().replace("_", " ") + " here>" if lang == "en" else "<" + env + " 값 입력>"
    if r == 7:
        return ""
    if r == 8:
        return p + "<redacted>" if p else "<redacted>"
    return "${" + env + "}"


def ref_for(env, slug, field):
    r = rint(0, 11)
    if r == 0:
        return "${" + env + "}"
    if r == 1:
        return "${{ secrets." + env + " }}"
    if r == 2:
        return "{{ .Values.%s.%s }}" % (camel(slug), camel(field))
    if r == 3:
        return "vault:secret/data/%s#%s" % (slug, field)
    if r == 4:
        return "op://%s/%s/%s" % (pick(["Prod", "Infra", "Shared"]), pascal(slug), field.replace("_", " "))
    if r == 5:
        return "arn:aws:secretsmanager:%s:%s:secret:%s/%s-%s" % (pick(["ap-northeast-2", "us-east-1"]), digits(12), pick(["prod", "stg"]), slug, rs(AN, 6))
    if r == 6:
        return "projects/%s/secrets/%s-%s/versions/latest" % (digits(12), slug.replace("_", "-"), kebab(field))
    if r == 7:
        return "@Microsoft.KeyVault(SecretUri=https://kv-%s.vault.azure.net/secrets/%s-%s/)" % (pick(["acme-prod", "kr-shared"]), slug.replace("_", "-"), kebab(field))
    if r == 8:
        return "ref+vault://secret/%s#/%s" % (slug, field)
    if r == 9:
        return "/run/secrets/%s_%s" % (slug, field)
    if r == 10:
        return "%(" + env + ")s"
    return "env(" + env + ")"


def _phr(d, lang):
    return pick(d[lang])


PH_PLACEHOLDER = {
    "thing": {"en": ["I didn't know whether the values in {file} were real or placeholders.", "I assumed {file} held the real {svc} credentials.",
                     "I didn't know the {svc} sample config is checked in on purpose."],
              "ko": ["{file}의 값이 실제 값인지 플레이스홀더인지 몰랐다.", "{file}에 실제 {svc} 자격 증명이 있는 줄 알았다.",
                     "{svc} 샘플 설정이 일부러 커밋돼 있다는 걸 몰랐다."]},
    "rule": {"en": ["{file} only contains placeholders; the real {svc} values are injected from the secret store at deploy time.",
                    "Never put real values into {file}; it is committed and copied by new hires.",
                    "The app refuses to start while a placeholder is still set, which is why the {task} crashed on {env}."],
             "ko": ["{file}에는 플레이스홀더만 있다. 실제 {svc} 값은 배포 시 시크릿 저장소에서 주입된다.",
                    "{file}에 실제 값을 넣지 말 것. 커밋되는 파일이고 신규 입사자가 그대로 복사한다.",
                    "플레이스홀더가 남아 있으면 앱이 기동을 거부한다. 그래서 {env}에서 {task} 작업이 죽었다."]},
    "q": {"en": ["Where do the real {svc} values come from in {env}?", "Should {file} document which secret each placeholder maps to?"],
          "ko": ["{env}에서 실제 {svc} 값은 어디서 주입되나요?", "{file}에 각 플레이스홀더가 어떤 시크릿에 대응하는지 적어 둘까요?"]},
}


def fam_c_placeholder(lang):
    v = next_vendor(lang)
    items = v["gen"]()
    cat = "placeholder values: %s" % v["name"]
    if (v["name"] == "AWS IAM" and chance(0.5)) or chance(0.05):
        items = [I("AWS_ACCESS_KEY_ID", "aws_access_key_id", "AKIAIOSFODNN7EXAMPLE", False),
                 I("AWS_SECRET_ACCESS_KEY", "aws_secret_access_key", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", False)]
        cat = "placeholder values: AWS documentation example keys"
        v = [x for x in VENDORS if x["name"] == "AWS IAM"][0]
    else:
        items = [(e, f, placeholder_for(val, e, lang) if s else val, False) for e, f, val, s in items]
    if chance(0.75):
        text, _, cname, file = render_container(items, v["slug"], lang, clean=True)
    else:
        text, _, cname, file = render_code(items, v["slug"])
    file = pick([".env.example", "config/settings.example.yaml", "README.md", "docs/setup.md", file])
    ctx = make_ctx(lang, v["name"], v["label"], file)
    fields = clean_frame(lang, text, ctx, _phr(PH_PLACEHOLDER["thing"], lang), _phr(PH_PLACEHOLDER["rule"], lang), _phr(PH_PLACEHOLDER["q"], lang))
    return cnote(cat + " in " + cname, fields, container=cname, vendors=[v["name"]])


PH_REF = {
    "thing": {"en": ["I didn't know the {svc} credentials for {env} are resolved at runtime from a secret reference.",
                     "I thought {file} was missing the {svc} {what}; it only holds a reference.",
                     "Nobody told me the {task} reads its {svc} settings through the secret manager."],
              "ko": ["{env}의 {svc} 자격 증명이 런타임에 시크릿 참조로 해석된다는 걸 몰랐다.",
                     "{file}에 {svc} {what} 값이 빠진 줄 알았는데, 참조만 들어 있는 것이었다.",
                     "{task} 작업이 시크릿 매니저를 통해 {svc} 설정을 읽는다는 걸 아무도 알려 주지 않았다."]},
    "rule": {"en": ["Keep references, not values, in {file}; the deploy role resolves them.", "If the reference can't be resolved the pod starts with an empty value and {svc} returns 401 - check the IAM role first.",
                    "The reference path is case-sensitive, and the {env} path differs from the one used locally."],
             "ko": ["{file}에는 값이 아니라 참조만 둘 것. 배포 역할이 해석한다.", "참조 해석에 실패하면 파드가 빈 값으로 떠서 {svc}가 401을 준다. IAM 역할부터 확인.",
                    "참조 경로는 대소문자를 구분하고, {env} 경로는 로컬에서 쓰는 경로와 다르다."]},
    "q": {"en": ["Which role should be allowed to read the {svc} secret in {env}?", "Should the {task} use the same secret path as the API?"],
          "ko": ["{env}에서 {svc} 시크릿을 읽을 수 있는 역할은 무엇이어야 하나요?", "{task} 작업도 API와 같은 시크릿 경로를 쓰나요?"]},
}


def _ref_special(v, items):
    sec = [it for it in items if it[3]] or items
    env, field = sec[0][0], sec[0][1]
    k = rint(0, 7)
    name = v["slug"].replace("_", "-") + "-credentials"
    if k == 0:
        return "env:\n  - name: %s\n    valueFrom:\n      secretKeyRef:\n        name: %s\n        key: %s" % (env, name, field), "k8s secretKeyRef"
    if k == 1:
        return ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n"
                "  data:\n    - secretKey: %s\n      remoteRef:\n        key: prod/%s\n        property: %s" % (name, env, v["slug"], field)), "ExternalSecret"
    if k == 2:
        return "aws secretsmanager get-secret-value --secret-id prod/%s --query SecretString --output text | jq -r .%s" % (v["slug"], field), "AWS CLI"
    if k == 3:
        return "vault kv get -field=%s secret/%s/%s" % (field, pick(["prod", "staging"]), v["slug"]), "vault CLI"
    if k == 4:
        return 'export %s="$(op read "op://Prod/%s/%s")"' % (env, pascal(v["slug"]), field), "1Password CLI"
    if k == 5:
        return "gcloud secrets versions access latest --secret=%s-%s --project=%s" % (v["slug"].replace("_", "-"), kebab(field), pick(["acme-prod", "kr-data-platform"])), "gcloud"
    if k == 6:
        return "- name: Deploy\n  env:\n    %s: ${{ secrets.%s }}\n  run: ./scripts/deploy.sh" % (env, env), "GitHub Actions secrets"
    return pick(['key = os.environ["%s"]', 'const key = process.env.%s;', 'String key = System.getenv("%s");', 'key := os.Getenv("%s")']) % env, "code env lookup"


def fam_c_reference(lang):
    v = next_vendor(lang)
    items = v["gen"]()
    if chance(0.5):
        text, cname = _ref_special(v, items)
        file = pick(["k8s/deployment.yaml", "the deploy script", "the runbook", ".github/workflows/deploy.yml", "src/config.ts"])
    else:
        items = [(e, f, ref_for(e, v["slug"], f) if s else val, False) for e, f, val, s in items]
        text, _, cname, file = render_container(items, v["slug"], lang, clean=True)
    ctx = make_ctx(lang, v["name"], v["label"], file)
    fields = clean_frame(lang, text, ctx, _phr(PH_REF["thing"], lang), _phr(PH_REF["rule"], lang), _phr(PH_REF["q"], lang))
    return cnote("secret-manager / env references: %s (%s)" % (v["name"], cname), fields, container=cname, vendors=[v["name"]])


PH_MASK = {
    "thing": {"en": ["I couldn't tell from the masked output which {svc} key {env} actually uses.", "I didn't know the {svc} CLI masks values, so I thought the key was truncated.",
                     "I didn't know the log redaction already hides the {svc} {what}."],
              "ko": ["마스킹된 출력만으로는 {env}가 어떤 {svc} 키를 쓰는지 알 수 없었다.", "{svc} CLI가 값을 마스킹한다는 걸 몰라서 키가 잘린 줄 알았다.",
                     "로그 마스킹이 이미 {svc} {what} 값을 가린다는 걸 몰랐다."]},
    "rule": {"en": ["Compare the last four characters to identify the key; the full value is only in the secret store.", "Masked output is safe to paste; the raw value never is.",
                    "The masking keeps the prefix and last four characters, which is enough to tell live from test keys."],
             "ko": ["키를 구분할 때는 마지막 네 글자를 비교할 것. 전체 값은 시크릿 저장소에만 있다.", "마스킹된 출력은 붙여 넣어도 되지만 원본 값은 절대 안 된다.",
                    "마스킹은 접두사와 마지막 네 글자만 남긴다. live/test 키 구분에는 그걸로 충분하다."]},
    "q": {"en": ["Which of the masked {svc} keys is the one you rotated?", "Can you confirm the last four characters of the {env} {svc} key?"],
          "ko": ["마스킹된 {svc} 키 중 교체하신 게 어느 것인가요?", "{env} {svc} 키의 마지막 네 글자를 확인해 주실 수 있나요?"]},
}


def fam_c_masked(lang):
    v = next_vendor(lang)
    items = v["gen"]()
    sec = [it for it in items if it[3]]
    k = rint(0, 6)
    if k == 0:
        text = "\n".join("%s: %s" % (e, _mask(val, len(_known_prefix(val)), 4, pick(["*", "•"]))) for e, f, val, s in sec)
        cname = "config:get masked"
    elif k == 1:
        text = "NAME%sUPDATED\n" % (" " * 20) + "\n".join("%-24s%s" % (e, "2024-%02d-%02d" % (rint(1, 12), rint(1, 28))) for e, f, val, s in sec)
        cname = "gh secret list"
    elif k == 2:
        text = ("      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
                "   profile                <not set>             None    None\n"
                "access_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           ap-northeast-2      config-file    ~/.aws/config") % (rs(UPAN, 4), rs(AN, 4))
        cname = "aws configure list"
    elif k == 3:
        text = "%s DEBUG [http] POST %s headers={'Authorization': 'Bearer ***', 'Content-Type': 'application/json'}" % (
            "2024-%02d-%02dT%02d:%02d:%02dZ" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59)), v["url"] or "https://api.example.com/v1/items")
        cname = "redacted log"
    elif k == 4:
        text = "\n".join("%s=%s" % (e, pick(["********", "[REDACTED]", "<hidden>", "(sensitive)"])) for e, f, val, s in sec)
        cname = "masked env dump"
    elif k == 5:
        text = "Name:         %s-credentials\nNamespace:    prod\nType:         Opaque\n\nData\n====\n%s" % (
            v["slug"].replace("_", "-"), "\n".join("%s:  %d bytes" % (e, len(val)) for e, f, val, s in sec))
        cname = "kubectl describe secret"
    else:
        val = sec[0][2]
        p = _known_prefix(val)
        text = (p if p else "") + "..." + val[-4:]
        cname = "dashboard key hint"
    ctx = make_ctx(lang, v["name"], v["label"], pick(["the CLI output", "the log", "the dashboard"]) if lang == "en" else pick(["CLI 출력", "로그", "대시보드"]))
    fields = clean_frame(lang, text, ctx, _phr(PH_MASK["thing"], lang), _phr(PH_MASK["rule"], lang), _phr(PH_MASK["q"], lang))
    return cnote("masked output: %s (%s)" % (v["name"], cname), fields, container=cname, vendors=[v["name"]])


PH_HASH = {
    "thing": {"en": ["I didn't know the build verifies artifact checksums, so the mismatch below looked like corruption.", "I wasn't sure whether the long hex strings in {file} were keys or hashes.",
                     "I didn't know the lockfile pins hashes, so the install failed after the mirror changed."],
              "ko": ["빌드가 아티팩트 체크섬을 검증한다는 걸 몰라서 아래 불일치가 파일 손상인 줄 알았다.", "{file}의 긴 16진 문자열이 키인지 해시인지 확신이 없었다.",
                     "lockfile이 해시를 고정한다는 걸 몰라서 미러 변경 후 설치가 실패했다."]},
    "rule": {"en": ["These are content hashes and commit ids, not secrets; they are safe to keep in notes.", "Regenerate the lockfile instead of editing hashes by hand.",
                    "Pin images by digest, not by tag, for the {env} deploy."],
             "ko": ["이건 콘텐츠 해시와 커밋 ID이지 시크릿이 아니다. 메모에 남겨도 된다.", "해시를 손으로 고치지 말고 lockfile을 다시 생성할 것.",
                    "{env} 배포에서는 태그가 아니라 digest로 이미지를 고정할 것."]},
    "q": {"en": ["Which commit should the {env} deploy be pinned to?", "Should I update the pinned digest after the rebuild?"],
          "ko": ["{env} 배포는 어느 커밋으로 고정할까요?", "재빌드 후 고정된 digest를 갱신할까요?"]},
}


def _hash_snippet():
    k = rint(0, 9)
    if k == 0:
        return "\n".join("%s  %s" % (rs(HEX, 64), f) for f in sample(["dist/app-2.14.0.tar.gz", "dist/app-2.14.0-py3-none-any.whl", "build/agent-linux-amd64", "build/agent-darwin-arm64", "release/checksums.txt"], rint(2, 3))), "sha256sum output"
    if k == 1:
        msgs = ["fix: retry on 429 from payment API", "chore: bump axios to 1.7.4", "feat: add Korean locale to invoices", "refactor: split sync worker", "ci: cache poetry venv", "docs: explain env vars"]
        return "\n".join("%s %s" % (rs(HEX, 7), m) for m in sample(msgs, rint(3, 5))), "git log --oneline"
    if k == 2:
        return "image: %s@sha256:%s" % (pick(["ghcr.io/acme/api", "registry.acme.io/worker", "acme/sync"]), rs(HEX, 64)), "image digest"
    if k == 3:
        name = pick(["lodash", "axios", "zod", "date-fns", "dayjs"])
        ver = "%d.%d.%d" % (rint(1, 4), rint(0, 20), rint(0, 30))
        return '"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n  "integrity": "sha512-%s=="\n}' % (
            name, ver, name, name, ver, rs(B64, 86)), "package-lock integrity"
    if k == 4:
        mod = pick(["github.com/spf13/cobra v1.8.0", "golang.org/x/crypto v0.24.0", "github.com/aws/aws-sdk-go-v2 v1.30.1"])
        return "%s h1:%s=\n%s/go.mod h1:%s=" % (mod, rs(B64, 43), mod, rs(B64, 43)), "go.sum"
    if k == 5:
        return "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (rs(HEX, 64), rs(HEX, 64)), "pip hashes"
    if k == 6:
        return '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % rs(B64, 64), "SRI"
    if k == 7:
        return 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.%d.0"\n  hashes = [\n    "h1:%s=",\n    "zh:%s",\n  ]\n}' % (rint(30, 70), rs(B64, 43), rs(HEX, 64)), ".terraform.lock.hcl"
    if k == 8:
        return 'ETag: "%s"\nx-amz-version-id: %s' % (rs(HEX, 32), rs(B64U, 32)), "S3 ETag"
    return "commit %s\nMerge: %s %s\nAuthor: %s <%s@acme.example>" % (rs(HEX, 40), rs(HEX, 7), rs(HEX, 7), pick(["Minsu Kim", "Dana Park", "CI Bot"]), pick(["minsu", "dana", "ci"])), "git show header"


def fam_c_hash(lang):
    text, cname = _hash_snippet()
    ctx = make_ctx(lang, "build", "checksum", pick(["the CI log", "package-lock.json", "go.sum", "requirements.txt", "the release page"]))
    fields = clean_frame(lang, text, ctx, _phr(PH_HASH["thing"], lang), _phr(PH_HASH["rule"], lang), _phr(PH_HASH["q"], lang))
    return cnote("hashes / digests / git SHAs: %s" % cname, fields, container=cname)


PH_IDS = {
    "thing": {"en": ["I didn't know which request failed; the only handle was the id below.", "I didn't know {svc} support needs the request id, not a screenshot.",
                     "I mistook the ids in the error for tokens and almost redacted them from the report."],
              "ko": ["어떤 요청이 실패했는지 몰랐다. 단서는 아래 ID뿐이었다.", "{svc} 지원팀은 스크린샷이 아니라 요청 ID가 필요하다는 걸 몰랐다.",
                     "에러의 ID를 토큰으로 착각해서 보고서에서 지울 뻔했다."]},
    "rule": {"en": ["Request and trace ids are safe to share and are what support asks for first.", "Search the logs by trace id; the request id changes on every retry.",
                    "Idempotency keys are just UUIDs; reuse the same one when retrying the {task}."],
             "ko": ["요청 ID와 트레이스 ID는 공유해도 되고, 지원팀이 가장 먼저 요청하는 정보다.", "로그는 트레이스 ID로 검색할 것. 요청 ID는 재시도마다 바뀐다.",
                    "Idempotency 키는 그냥 UUID다. {task} 재시도 시 같은 값을 다시 쓸 것."]},
    "q": {"en": ["Can you send the request id from your side as well?", "Is there a trace id for the failed {task} run?"],
          "ko": ["그쪽 요청 ID도 보내 주실 수 있나요?", "실패한 {task} 실행의 트레이스 ID가 있나요?"]},
    "qv": {"en": ["Is {V} the request you saw fail?"], "ko": ["실패한 요청이 {V} 맞나요?"]},
}


def _id_snippet():
    k = rint(0, 8)
    if k == 0:
        rid = uuid4()
        return "HTTP/1.1 502 Bad Gateway\nx-request-id: %s\nx-amzn-trace-id: Root=1-%s-%s" % (rid, rs(HEX, 8), rs(HEX, 24)), rid, "response headers"
    if k == 1:
        tp = "00-%s-%s-01" % (rs(HEX, 32), rs(HEX, 16))
        return "traceparent: " + tp, tp, "W3C traceparent"
    if k == 2:
        rid = "req_" + rs(AN, 14)
        return '{\n  "error": {\n    "type": "invalid_request_error",\n    "message": "No such customer: \'cus_%s\'",\n    "request_log_url": "https://dashboard.stripe.com/logs/%s"\n  }\n}' % (rs(AN, 14), rid), rid, "Stripe error body"
    if k == 3:
        ev = rs(HEX, 32)
        return "Sentry event %s (issue %s-%s)" % (ev, pick(["API", "WEB", "WORKER"]), rs(UPAN, 3)), ev, "Sentry event id"
    if k == 4:
        ray = rs(HEX, 16) + "-" + pick(["ICN", "NRT", "SIN", "LAX"])
        return "Error 1020 Access denied | Cloudflare Ray ID: " + ray, ray, "Cloudflare Ray ID"
    if k == 5:
        rid = uuid4()
        return "An error occurred (ThrottlingException) when calling the PutMetricData operation (reached max retries: 4): Rate exceeded\nRequestId: " + rid, rid, "AWS request id"
    if k == 6:
        t = uuid4()
        return "celery.worker.strategy: Task orders.sync[%s] received\ncelery.app.trace: Task orders.sync[%s] retry: Retry in 60s" % (t, t), t, "Celery task id"
    if k == 7:
        key = uuid4()
        return "Idempotency-Key: " + key, key, "idempotency key"
    pk = "tgen_" + "2024%02d%02d" % (rint(1, 12), rint(1, 28)) + rs(AN, 14)
    return '{"paymentKey":"%s","orderId":"ORD-%s","status":"ABORTED","code":"REJECT_CARD_COMPANY"}' % (pk, digits(10)), pk, "Toss Payments paymentKey (identifier)"


def fam_c_ids(lang):
    text, val, cname = _id_snippet()
    ctx = make_ctx(lang, pick(["Stripe", "AWS", "Cloudflare", "Toss Payments", "the API gateway"]), "request id", pick(["the error report", "the log", "the ticket"]) if lang == "en" else pick(["에러 리포트", "로그", "티켓"]))
    fields = clean_frame(lang, text, ctx, _phr(PH_IDS["thing"], lang), _phr(PH_IDS["rule"], lang), _phr(PH_IDS["q"], lang), _phr(PH_IDS["qv"], lang), [val])
    return cnote("request / trace ids: %s" % cname, fields, container=cname)


PH_PUB = {
    "thing": {"en": ["I wasn't sure whether the key material in {file} was private; it turned out to be the public half.", "I didn't know the {env} hosts pin this host key.",
                     "I didn't know the partner needs our public key and its fingerprint, nothing else."],
              "ko": ["{file}의 키가 개인 키인지 확신이 없었는데, 공개 키였다.", "{env} 호스트가 이 호스트 키를 고정(pin)한다는 걸 몰랐다.",
                     "파트너사에는 우리 공개 키와 지문만 주면 된다는 걸 몰랐다."]},
    "rule": {"en": ["Public keys and fingerprints are safe to share; only the private half must stay in the vault.", "Verify the fingerprint out-of-band before trusting a new host key.",
                    "Add the public key to authorized_keys on {host}; never copy the private key there."],
             "ko": ["공개 키와 지문은 공유해도 된다. 개인 키만 볼트에 있어야 한다.", "새 호스트 키를 신뢰하기 전에 지문을 별도 채널로 확인할 것.",
                    "{host}의 authorized_keys에는 공개 키만 추가할 것. 개인 키는 절대 복사하지 않는다."]},
    "q": {"en": ["Is this the fingerprint you expected for {host}?", "Which public key should the partner use for {env}?"],
          "ko": ["{host}의 지문이 예상하신 값과 같나요?", "파트너사는 {env}에 어떤 공개 키를 써야 하나요?"]},
}


def _pub_snippet():
    k = rint(0, 8)
    if k == 0:
        blob = b64(_ssh_string(b"ssh-ed25519") + _ssh_string(rbytes(32)))
        return "ssh-ed25519 %s %s" % (blob, pick(["deploy@ci", "mkim@laptop", "github-actions"])), "ssh public key"
    if k == 1:
        return "256 SHA256:%s %s (ED25519)" % (rs(B64, 43), pick(["deploy@ci", "root@bastion"])), "ssh key fingerprint"
    if k == 2:
        fp = rs(HEXU, 40)
        return "pub   ed25519 2024-%02d-%02d [SC]\n      %s\nuid           [ultimate] Release Signing <release@acme.example>" % (rint(1, 12), rint(1, 28), " ".join(wrap(fp, 4))), "GPG fingerprint"
    if k == 3:
        return "# public key: age1%s" % rs(BECH32, 58), "age recipient"
    if k == 4:
        return "[Peer]\nPublicKey = %s\nEndpoint = vpn.acme.example:51820\nAllowedIPs = 10.%d.0.0/16" % (wg_key(), rint(8, 99)), "WireGuard peer (public key only)"
    if k == 5:
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
        return pem_text("PUBLIC KEY", wrap(b64(der), 64)), "PEM public key"
    if k == 6:
        return "SHA256 Fingerprint=%s" % ":".join(rs(HEXU, 2) for _ in range(32)), "TLS certificate fingerprint"
    if k == 7:
        n = b64u(bytes([rint(0xC0, 0xFF)]) + rbytes(255))
        return json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": rs(B64U, 22), "alg": "RS256", "e": "AQAB", "n": n}]}, indent=1), "JWKS (public)"
    host_hash = "|1|%s=|%s=" % (rs(B64, 27), rs(B64, 27))
    blob = b64(_ssh_string(b"ssh-ed25519") + _ssh_string(rbytes(32)))
    return "%s ssh-ed25519 %s" % (host_hash, blob), "known_hosts (hashed)"


def fam_c_pubkey(lang):
    text, cname = _pub_snippet()
    ctx = make_ctx(lang, "SSH / signing", "public key", pick(["~/.ssh/authorized_keys", "known_hosts", "the partner email", "the JWKS endpoint", "wg0.conf"]))
    fields = clean_frame(lang, text, ctx, _phr(PH_PUB["thing"], lang), _phr(PH_PUB["rule"], lang), _phr(PH_PUB["q"], lang))
    return cnote("public key / fingerprint: %s" % cname, fields, container=cname)


PH_NSID = {
    "thing": {"en": ["I didn't know which {svc} account and app the {env} stack is wired to.", "I confused the {svc} identifiers below with credentials.",
                     "I didn't know the {svc} ids differ between {env} and staging."],
              "ko": ["{env} 스택이 어떤 {svc} 계정과 앱에 연결돼 있는지 몰랐다.", "아래 {svc} 식별자를 자격 증명으로 착각했다.",
                     "{svc} ID가 {env}와 스테이징에서 다르다는 걸 몰랐다."]},
    "rule": {"en": ["These are identifiers, not credentials; the secrets are referenced separately.", "Copy the ids per environment; reusing the staging ones points {env} at the wrong account.",
                    "Support tickets need the account and app ids, never the keys."],
             "ko": ["이건 식별자이지 자격 증명이 아니다. 시크릿은 따로 참조한다.", "ID는 환경별로 복사할 것. 스테이징 값을 쓰면 {env}가 엉뚱한 계정을 가리킨다.",
                    "지원 티켓에는 계정/앱 ID만 적고 키는 절대 적지 않는다."]},
    "q": {"en": ["Which {svc} account id should {env} use?", "Is the {svc} app id in {file} the production one?"],
          "ko": ["{env}는 어떤 {svc} 계정 ID를 써야 하나요?", "{file}의 {svc} 앱 ID가 운영용 맞나요?"]},
}


def _nsid_snippet():
    k = rint(0, 8)
    if k == 0:
        acct = digits(12)
        return "Twilio", "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}\nTWILIO_FROM=+8210%s" % (rs(HEX, 32), digits(8)), "Twilio Account SID"
    if k == 1:
        acct = digits(12)
        return "AWS", "aws_account_id = \"%s\"\nrole_arn       = \"arn:aws:iam::%s:role/%s\"\nbucket_arn     = \"arn:aws:s3:::%s\"" % (acct, acct, pick(["deploy", "GitHubActionsOIDC", "batch-runner"]), pick(["acme-exports", "kr-logs-prod"])), "AWS account id / ARNs"
    if k == 2:
        return "Google OAuth", "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET=${GOOGLE_CLIENT_SECRET}" % (digits(12), rs(LOAN, 32)), "OAuth client id"
    if k == 3:
        return "Azure", "tenant_id       = \"%s\"\nsubscription_id = \"%s\"\nclient_id       = \"%s\"\nuse_oidc        = true" % (uuid4(), uuid4(), uuid4()), "Azure tenant/subscription/client ids"
    if k == 4:
        return "Firebase", "projectId: \"%s\",\nmessagingSenderId: \"%s\",\nappId: \"1:%s:web:%s\"" % (pick(["acme-prod", "kr-shop-app"]), digits(12), digits(12), rs(HEX, 22)), "Firebase project/app ids"
    if k == 5:
        return "Slack", "channel: C%s\nteam: T%s\napp_id: A%s\nbot_user: U%s" % (rs(UPAN, 10), rs(UPAN, 10), rs(UPAN, 10), rs(UPAN, 10)), "Slack ids"
    if k == 6:
        return "Stripe", "customer=cus_%s\nsubscription=sub_%s\nprice=price_%s\nconnected account=acct_%s" % (rs(AN, 14), rs(AN, 24), rs(AN, 24), rs(AN, 16)), "Stripe object ids"
    if k == 7:
        return "WeChat / Feishu", "WECHAT_APPID=wx%s\nFEISHU_APP_ID=cli_%s\nDINGTALK_AGENT_ID=%s" % (rs(HEX, 16), rs(HEX, 16), digits(10)), "app ids"
    return "Naver / Kakao", "NAVER_CLIENT_ID=%s\nKAKAO_APP_ID=%s\nNAVER_CLIENT_SECRET=${NAVER_CLIENT_SECRET}" % (rs(AN, 20), digits(6)), "client / app ids"


def fam_c_nsids(lang):
    svc, text, cname = _nsid_snippet()
    ctx = make_ctx(lang, svc, "ids", pick([".env", "terraform.tfvars", "firebase.ts", "the handover doc"]))
    fields = clean_frame(lang, text, ctx, _phr(PH_NSID["thing"], lang), _phr(PH_NSID["rule"], lang), _phr(PH_NSID["q"], lang))
    return cnote("non-secret identifiers: %s" % cname, fields, container=cname)


PH_B64 = {
    "thing": {"en": ["I assumed the base64 blob in {file} was a secret and was about to move it to the vault.", "I didn't know the {task} sends its payload base64-encoded.",
                     "I wasn't sure what the base64 value in {file} contained."],
              "ko": ["{file}의 base64 덩어리를 시크릿으로 알고 볼트로 옮기려 했다.", "{task} 작업이 페이로드를 base64로 인코딩해 보낸다는 걸 몰랐다.",
                     "{file}의 base64 값이 무엇인지 확신이 없었다."]},
    "rule": {"en": ["Decode before judging: this one is public data (a CA certificate / config / payload), not a credential.", "base64 is encoding, not encryption; decode it to see what it is.",
                    "The CA bundle is public; only client keys belong in the secret store."],
             "ko": ["판단 전에 디코드부터. 이건 공개 데이터(CA 인증서/설정/페이로드)이지 자격 증명이 아니다.", "base64는 암호화가 아니라 인코딩이다. 디코드해 보면 알 수 있다.",
                    "CA 번들은 공개 정보다. 클라이언트 키만 시크릿 저장소에 둔다."]},
    "q": {"en": ["Should the CA bundle live in the ConfigMap or in the image?", "Is the encoded payload format documented anywhere?"],
          "ko": ["CA 번들을 ConfigMap에 둘까요, 이미지에 넣을까요?", "인코딩된 페이로드 형식이 어디 문서화돼 있나요?"]},
}


def _b64_snippet():
    k = rint(0, 5)
    if k == 0:
        cert = "-----BEGIN CERTIFICATE-----\nMIIB" + rs(B64, 60) + "\n" + rs(B64, 64) + "\n-----END CERTIFICATE-----\n"
        return "clusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://%s:6443\n  name: %s" % (b64(cert.encode()), "10.%d.%d.%d" % (rint(0, 9), rint(0, 255), rint(1, 254)), pick(["prod-kr", "stg"])), "kubeconfig CA data"
    if k == 1:
        cfg = json.dumps({"region": pick(["ap-northeast-2", "eu-west-1"]), "tier": pick(["gold", "basic"]), "features": ["export", "sso"]}, separators=(",", ":"))
        return "$ echo -n '%s' | base64\n%s" % (cfg, b64(cfg.encode())), "base64 of config JSON"
    if k == 2:
        return "binaryData:\n  logo.png: iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR42mNk%s==" % rs(B64, 20), "ConfigMap binaryData"
    if k == 3:
        hdr = b64u(json.dumps({"alg": "RS256", "typ": "JWT", "kid": rs(B64U, 16)}, separators=(",", ":")).encode())
        return "header segment: %s  ->  {\"alg\":\"RS256\",\"typ\":\"JWT\",...}" % hdr, "decoded JWT header"
    if k == 4:
        payload = b64(rbytes(rint(40, 90)))
        return "%s INFO [consumer] topic=orders.v2 partition=%d offset=%d value(base64)=%s" % ("2024-%02d-%02dT%02d:%02d:%02dZ" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59)), rint(0, 11), rint(10000, 999999), payload), "protobuf payload in log"
    msg = pick(["hello from staging", "healthcheck", "{\"ping\":true}"])
    return "data: %s  # %s" % (b64(msg.encode()), msg), "base64 test message"


def fam_c_b64(lang):
    text, cname = _b64_snippet()
    ctx = make_ctx(lang, "config", "base64", pick(["~/.kube/config", "the ConfigMap", "the consumer log", "the test fixture"]))
    fields = clean_frame(lang, text, ctx, _phr(PH_B64["thing"], lang), _phr(PH_B64["rule"], lang), _phr(PH_B64["q"], lang))
    return cnote("base64 of non-secret data: %s" % cname, fields, container=cname)


PH_LONG = {
    "thing": {"en": ["I didn't know which build of the {task} is running on {env}.", "I couldn't tell which pod produced the error.", "I didn't know the versions were pinned in {file}."],
              "ko": ["{env}에서 어떤 빌드의 {task} 작업이 도는지 몰랐다.", "어느 파드에서 에러가 났는지 알 수 없었다.", "{file}에 버전이 고정돼 있다는 걸 몰랐다."]},
    "rule": {"en": ["Quote the full image reference and pod name in incident notes; short names are ambiguous.", "Bump versions in {file} together; mixed minor versions broke the {task}.",
                    "The build id is enough to find the artifact; no access is needed."],
             "ko": ["장애 메모에는 이미지 전체 참조와 파드 이름을 그대로 적을 것. 짧은 이름은 모호하다.", "{file}의 버전은 같이 올릴 것. 마이너 버전이 섞여서 {task} 작업이 깨졌다.",
                    "빌드 ID만 있으면 아티팩트를 찾을 수 있다. 별도 권한은 필요 없다."]},
    "q": {"en": ["Which version should {env} be on after the rollback?", "Is the pod below from the canary or the main deployment?"],
          "ko": ["롤백 후 {env}는 어느 버전이어야 하나요?", "아래 파드가 카나리인가요, 본 배포인가요?"]},
}


def _long_snippet():
    k = rint(0, 5)
    if k == 0:
        return "%s-%s-%s   0/1   CrashLoopBackOff   %d   %dm" % (pick(["orders-api", "sync-worker", "payment-gateway"]), rs(LOAN, 10), rs(LOAN, 5), rint(3, 40), rint(2, 90)), "kubectl get pods line"
    if k == 1:
        return "arn:aws:cloudformation:ap-northeast-2:%s:stack/%s/%s" % (digits(12), pick(["acme-prod-network", "kr-batch-stack"]), uuid4()), "CloudFormation stack ARN"
    if k == 2:
        return "module.%s.aws_ecs_service.this[\"%s\"]\nmodule.%s.aws_iam_role_policy_attachment.task_exec[\"arn:aws:iam::aws:policy/service-role/AmazonECSTaskExecutionRolePolicy\"]" % (
            pick(["orders", "sync"]), pick(["api", "worker"]), pick(["orders", "sync"])), "Terraform resource addresses"
    if k == 3:
        return "node v20.%d.%d, npm 10.%d.%d, next %d.%d.%d, typescript 5.%d.%d" % (rint(5, 18), rint(0, 2), rint(2, 8), rint(0, 3), rint(13, 15), rint(0, 5), rint(0, 30), rint(2, 6), rint(2, 4)), "version list"
    if k == 4:
        return "static/js/main.%s.js\nstatic/js/%d.%s.chunk.js\nstatic/css/main.%s.css" % (rs(HEX, 8), rint(100, 999), rs(HEX, 8), rs(HEX, 8)), "webpack chunk names"
    return "Chrome extension id: %s (version %d.%d.%d)" % (rs("abcdefghijklmnop", 32), rint(1, 4), rint(0, 20), rint(0, 99)), "extension id"


def fam_c_long(lang):
    text, cname = _long_snippet()
    ctx = make_ctx(lang, "deploy", "version", pick(["package.json", "the build log", "kubectl output", "the release notes"]))
    fields = clean_frame(lang, text, ctx, _phr(PH_LONG["thing"], lang), _phr(PH_LONG["rule"], lang), _phr(PH_LONG["q"], lang))
    return cnote("long identifiers / versions: %s" % cname, fields, container=cname)


PH_POLICY = {
    "thing": {"en": ["I didn't know the {svc} password policy changed, so the seeded test users failed validation.",
                     "I didn't know why new accounts on {env} were rejected at signup.",
                     "I didn't know the password rules are enforced in two places (frontend and {svc})."],
              "ko": ["{svc} 비밀번호 정책이 바뀐 걸 몰라서 시드 테스트 사용자가 검증에 실패했다.", "{env}에서 신규 가입이 왜 거부되는지 몰랐다.",
                     "비밀번호 규칙이 프론트엔드와 {svc} 두 군데서 검사된다는 걸 몰랐다."]},
    "rule": {"en": ["Passwords now need at least {N} characters, a digit and a symbol, and the last 5 cannot be reused; the seed script must generate compliant values instead of hard-coding them.",
                    "Rotation is every 90 days for service accounts; the expiry mail goes to the team alias, not to individuals.",
                    "Never log the password field, not even its length; the validator error message is enough."],
             "ko": ["이제 비밀번호는 {N}자 이상, 숫자와 특수문자 포함, 최근 5개 재사용 금지다. 시드 스크립트는 값을 하드코딩하지 말고 규칙에 맞게 생성해야 한다.",
                    "서비스 계정은 90일마다 교체한다. 만료 메일은 개인이 아니라 팀 메일로 간다.",
                    "비밀번호 필드는 길이조차 로그에 남기지 말 것. 검증 에러 메시지면 충분하다."]},
    "q": {"en": ["Should the test fixtures generate passwords at runtime instead?", "Do service accounts follow the same policy as humans?"],
          "ko": ["테스트 픽스처에서 비밀번호를 런타임에 생성하게 바꿀까요?", "서비스 계정도 사람 계정과 같은 정책을 따르나요?"]},
}


def _policy_snippet(n):
    k = rint(0, 4)
    if k == 0:
        return "password_policy:\n  min_length: %d\n  require_digit: true\n  require_symbol: true\n  history: 5\n  max_age_days: 90" % n
    if k == 1:
        return "aws iam update-account-password-policy --minimum-password-length %d --require-symbols --require-numbers --max-password-age 90 --password-reuse-prevention 5" % n
    if k == 2:
        return "length(%d) and digits(1) and specialChars(1) and notUsername and passwordHistory(5)" % n
    if k == 3:
        return "AUTH_PASSWORD_VALIDATORS = [\n    {'NAME': 'django.contrib.auth.password_validation.MinimumLengthValidator', 'OPTIONS': {'min_length': %d}},\n    {'NAME': 'django.contrib.auth.password_validation.CommonPasswordValidator'},\n]" % n
    return None


def fam_c_policy(lang):
    n = pick([10, 12, 14, 16])
    snip = _policy_snippet(n)
    ctx = make_ctx(lang, pick(["Keycloak", "Cognito", "the admin app", "Okta", "the signup service"]), "password policy", pick(["realm settings", "settings.py", "the IAM console", "policy.yaml"]))
    ctx["N"] = n
    fields = clean_frame(lang, snip, ctx, _phr(PH_POLICY["thing"], lang), _phr(PH_POLICY["rule"], lang), _phr(PH_POLICY["q"], lang))
    return cnote("password policy talk without values", fields, container="prose" if snip is None else "policy config")


FLAG_CMDS = [
    ("mysql -u app -p -h db-01.internal orders", {"en": "`-p` with nothing attached makes mysql prompt for the password; a value glued to -p would end up in the shell history.",
                                                  "ko": "`-p` 뒤에 아무것도 붙이지 않으면 mysql이 비밀번호를 프롬프트로 묻는다. -p에 값을 붙이면 셸 히스토리에 남는다."}),
    ("cat ~/.config/ghcr.token | docker login ghcr.io -u acme-bot --password-stdin", {"en": "`--password-stdin` keeps the token out of `ps` and the history; `-p` does not.",
                                                                                     "ko": "`--password-stdin`을 쓰면 토큰이 ps와 히스토리에 남지 않는다. `-p`는 남는다."}),
    ("PGPASSFILE=~/.pgpass psql -h db-01.internal -U report analytics", {"en": "psql reads the password from PGPASSFILE (mode 0600) when PGPASSWORD is unset.",
                                                                         "ko": "PGPASSWORD가 없으면 psql은 PGPASSFILE(권한 0600)에서 비밀번호를 읽는다."}),
    ("sshpass -e ssh deploy@bastion-01", {"en": "`sshpass -e` reads the password from the SSHPASS variable instead of the command line.",
                                          "ko": "`sshpass -e`는 커맨드 라인 대신 SSHPASS 환경 변수에서 비밀번호를 읽는다."}),
    ("redis-cli -h cache-02.internal --askpass", {"en": "`--askpass` prompts for the AUTH password; `-a` would expose it.",
                                                  "ko": "`--askpass`는 AUTH 비밀번호를 프롬프트로 묻는다. `-a`를 쓰면 노출된다."}),
    ("openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout env:P12_PASS", {"en": "`-passout env:NAME` takes the password from an environment variable; `pass:` would put it in argv.",
                                                                                                  "ko": "`-passout env:NAME`은 환경 변수에서 비밀번호를 가져온다. `pass:`를 쓰면 argv에 남는다."}),
    ("mysql_config_editor set --login-path=prod --host=db-01 --user=app --password", {"en": "`--password` without a value prompts and stores an obfuscated login path in ~/.mylogin.cnf.",
                                                                                      "ko": "`--password`에 값을 주지 않으면 프롬프트로 받아 ~/.mylogin.cnf에 난독화해 저장한다."}),
    ("docker run -p 5432:5432 -e POSTGRES_PASSWORD_FILE=/run/secrets/pg postgres:16", {"en": "For docker run, `-p` is port publishing, not a password; the password comes from the *_FILE variable.",
                                                                                        "ko": "docker run의 `-p`는 포트 매핑이지 비밀번호가 아니다. 비밀번호는 *_FILE 변수로 넘긴다."}),
    ("keytool -list -keystore app.jks -storepass:env STOREPASS", {"en": "keytool accepts `-storepass:env NAME` and `-storepass:file PATH` so the value never appears in argv.",
                                                                  "ko": "keytool은 `-storepass:env NAME`, `-storepass:file PATH`를 지원해서 값이 argv에 나타나지 않는다."}),
    ("mosquitto_sub -h mqtt.internal -p 8883 -u sensor-reader -t 'plant/#'", {"en": "In mosquitto clients lower-case `-p` is the port and upper-case `-P` is the password; here no password is passed.",
                                                                              "ko": "mosquitto 클라이언트에서 소문자 `-p`는 포트, 대문자 `-P`가 비밀번호다. 여기엔 비밀번호가 없다."}),
]

PH_FLAGS = {
    "thing": {"en": ["I didn't know how {svc} expects the password when it is not on the command line.", "I misread the flag below and thought it carried a password.",
                     "I didn't know the runbook deliberately avoids inline passwords."],
              "ko": ["커맨드 라인에 비밀번호가 없을 때 {svc}가 어떻게 받는지 몰랐다.", "아래 플래그를 잘못 읽어서 비밀번호가 들어 있는 줄 알았다.",
                     "런북이 일부러 인라인 비밀번호를 피한다는 걸 몰랐다."]},
    "q": {"en": ["Should every runbook command use the prompt or file variant?", "Is the non-interactive variant acceptable for the cron job?"],
          "ko": ["런북의 모든 명령을 프롬프트/파일 방식으로 바꿀까요?", "크론 잡에서는 비대화형 방식을 써도 되나요?"]},
}


def fam_c_flags(lang):
    cmd, expl = pick(FLAG_CMDS)
    ctx = make_ctx(lang, cmd.split(" ")[0] if not cmd.startswith("cat") and not cmd.startswith("PG") else ("docker" if cmd.startswith("cat") else "psql"), "password flag", pick(["the runbook", "the README"]) if lang == "en" else pick(["런북", "README"]))
    fields = clean_frame(lang, cmd, ctx, _phr(PH_FLAGS["thing"], lang), expl[lang], _phr(PH_FLAGS["q"], lang))
    return cnote("flags explained in prose (no value)", fields, container="command")


PH_ENC = {
    "thing": {"en": ["I didn't know the {svc} values in {file} are encrypted at rest in the repo.", "I thought {file} leaked secrets; the values are ciphertext.",
                     "I didn't know who holds the key to decrypt {file}."],
              "ko": ["{file}의 {svc} 값이 저장소에 암호화된 채로 있다는 걸 몰랐다.", "{file}에서 시크릿이 유출된 줄 알았는데 값은 암호문이었다.",
                     "{file}을 복호화할 키를 누가 갖고 있는지 몰랐다."]},
    "rule": {"en": ["Edit it with the tool (sops / ansible-vault / kubeseal), never by hand; the MAC breaks otherwise.", "Encrypted blobs are safe to commit; the decryption key stays in KMS.",
                    "Re-encrypt for the new recipient instead of sharing the decryption key."],
             "ko": ["손으로 고치지 말고 도구(sops / ansible-vault / kubeseal)로 편집할 것. 안 그러면 MAC이 깨진다.", "암호화된 블롭은 커밋해도 된다. 복호화 키는 KMS에 있다.",
                    "복호화 키를 공유하지 말고 새 수신자용으로 다시 암호화할 것."]},
    "q": {"en": ["Can you add my key as a recipient for {file}?", "Which KMS key should the {env} files be encrypted with?"],
          "ko": ["{file} 수신자에 제 키를 추가해 주실 수 있나요?", "{env} 파일은 어느 KMS 키로 암호화해야 하나요?"]},
}


def _enc_snippet():
    k = rint(0, 7)
    if k == 0:
        def enc(n):
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (rs(B64, n), b64(rbytes(32)), b64(rbytes(16)))
        return "SOPS", "db:\n    password: %s\n    user: %s\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"2024-%02d-%02dT10:00:00Z\"\n    mac: %s\n    version: 3.8.1" % (
            enc(rint(16, 40)), enc(8), rs(BECH32, 58), rint(1, 12), rint(1, 28), enc(64)), "secrets.enc.yaml"
    if k == 1:
        return "Ansible Vault", "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(rs(HEX, 80) for _ in range(rint(4, 7))), "group_vars/prod/vault.yml"
    if k == 2:
        return "SealedSecret", "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: api-credentials\n  namespace: prod\nspec:\n  encryptedData:\n    STRIPE_SECRET_KEY: AgB%s\n    DB_PASSWORD: AgC%s" % (rs(B64, rint(180, 300)), rs(B64, rint(120, 200))), "k8s/sealed-secret.yaml"
    if k == 3:
        return "age", "-----BEGIN AGE ENCRYPTED FILE-----\nYWdlLWVuY3J5cHRpb24ub3JnL3YxCi0+IFgyNTUxOSB" + "\n".join(wrap(rs(B64, 300), 64)) + "\n-----END AGE ENCRYPTED FILE-----", "backup.env.age"
    if k == 4:
        return "PGP", "-----BEGIN PGP MESSAGE-----\n\nhF4D" + "\n".join(wrap(rs(B64, 280), 64)) + "\n=" + rs(B64, 4) + "\n-----END PGP MESSAGE-----", "handover.txt.asc"
    if k == 5:
        return "AWS KMS", '{\n  "CiphertextBlob": "AQICAH%s",\n  "KeyId": "arn:aws:kms:ap-northeast-2:%s:key/%s",\n  "EncryptionAlgorithm": "SYMMETRIC_DEFAULT"\n}' % (rs(B64, 230), digits(12), uuid4()), "the kms encrypt output"
    if k == 6:
        return "Rails credentials", "%s--%s--%s" % (rs(B64, rint(200, 320)), rs(B64, 16), rs(B64, 22) + "=="), "config/credentials/production.yml.enc"
    return "Jasypt", "spring.datasource.password=ENC(%s)\nspring.mail.password=ENC(%s)" % (rs(B64, 64), rs(B64, 44)), "application-prod.properties"


def fam_c_encrypted(lang):
    svc, text, file = _enc_snippet()
    ctx = make_ctx(lang, svc, "encrypted value", file)
    fields = clean_frame(lang, text, ctx, _phr(PH_ENC["thing"], lang), _phr(PH_ENC["rule"], lang), _phr(PH_ENC["q"], lang))
    return cnote("encrypted blob: %s" % svc, fields, container=svc)


PH_PUBLISH = {
    "thing": {"en": ["I assumed the {svc} key in {file} had leaked and was about to rotate it.", "I didn't know the {svc} {what} is meant to ship in the frontend bundle.",
                     "I didn't know which {svc} key belongs in the browser and which one on the server."],
              "ko": ["{file}의 {svc} 키가 유출된 줄 알고 교체하려 했다.", "{svc} {what}가 프론트엔드 번들에 포함되는 게 정상이라는 걸 몰랐다.",
                     "{svc} 키 중 어느 것이 브라우저용이고 어느 것이 서버용인지 몰랐다."]},
    "rule": {"en": ["This {what} is public by design ({svc} documents it for client-side use); restrict it by domain/bundle id instead of hiding it.",
                    "Only the server-side {svc} key is sensitive; the one below may be committed.",
                    "Rotating a publishable {svc} key breaks every installed client; don't do it for 'exposure'."],
             "ko": ["이 {what}는 설계상 공개 값이다 ({svc}가 클라이언트용이라고 문서화함). 숨기지 말고 도메인/번들 ID로 제한할 것.",
                    "민감한 건 서버용 {svc} 키뿐이다. 아래 키는 커밋해도 된다.",
                    "공개용 {svc} 키를 교체하면 설치된 클라이언트가 전부 깨진다. '노출'을 이유로 교체하지 말 것."]},
    "q": {"en": ["Is the {svc} key restricted to our domains?", "Should the {env} frontend use a separate {svc} project?"],
          "ko": ["{svc} 키에 도메인 제한이 걸려 있나요?", "{env} 프론트엔드는 별도 {svc} 프로젝트를 써야 하나요?"]},
}


_PUB_DECK = []


def _publishable():
    global _PUB_DECK
    if not _PUB_DECK:
        _PUB_DECK = shuffled(range(16))
    k = _PUB_DECK.pop()
    if k == 0:
        return "Stripe", "publishable key", "const stripe = Stripe('%s');" % (pick(["pk_live_", "pk_test_"]) + pick([rs(AN, 24), "51" + rs(AN, 97)])), "src/checkout.js"
    if k == 1:
        return "Firebase", "web config apiKey", 'const firebaseConfig = {\n  apiKey: "AIza%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n};' % (rs(B64U, 35), "acme-shop-kr", "acme-shop-kr"), "src/firebase.ts"
    if k == 2:
        return "reCAPTCHA", "site key", '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64U, 38), "templates/signup.html"
    if k == 3:
        payload = b64u(json.dumps({"u": pick(["acme-maps", "fleetview"]), "a": "cl" + rs(LOAN, 23)}, separators=(",", ":")).encode())
        return "Mapbox", "public token", "mapboxgl.accessToken = 'pk.%s.%s';" % (payload, rs(B64U, 22)), "src/map.js"
    if k == 4:
        return "Algolia", "search-only API key", "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(UPAN, 10), rs(HEX, 32)), "src/search.ts"
    if k == 5:
        return "Toss Payments", "client key", "const tossPayments = TossPayments('%s');" % (pick(["live_ck_", "test_ck_"]) + rs(AN, 28)), "pages/checkout.tsx"
    if k == 6:
        return "Kakao", "JavaScript key", "Kakao.init('%s');" % rs(HEX, 32), "public/index.html"
    if k == 7:
        return "Sentry", "DSN", 'Sentry.init({ dsn: "https://%s@o%s.ingest.sentry.io/%s" });' % (rs(HEX, 32), digits(6), digits(7)), "src/main.tsx"
    if k == 8:
        now = rint(1690000000, 1730000000)
        ref = rs(LO, 20)
        anon = jwt(json.dumps({"iss": "supabase", "ref": ref, "role": "anon", "iat": now, "exp": now + 315360000}, separators=(",", ":")))
        return "Supabase", "anon key", "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, anon), ".env.local"
    if k == 9:
        return "PAY.JP", "public key", "Payjp('pk_live_%s')" % rs(HEX, 24), "static/pay.js"
    if k == 10:
        return "PostHog", "project API key", "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(AN, 43), "src/analytics.ts"
    if k == 11:
        return "Google Maps", "browser key (referrer-restricted)", '<script src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap" async></script>' % rs(B64U, 35), "templates/store-locator.html"
    if k == 12:
        return "Cloudflare Turnstile", "site key", '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % rs(AN, 14), "templates/login.html"
    if k == 13:
        return "Segment", "write key", "analytics.load('%s');" % rs(AN, 32), "src/segment.js"
    if k == 14:
        return "Mixpanel", "project token", "mixpanel.init('%s', {track_pageview: true});" % rs(HEX, 32), "src/tracking.js"
    return "Supabase", "publishable key", "SUPABASE_PUBLISHABLE_KEY=sb_publishable_%s" % rs(B64U, 31), ".env.local"


def fam_c_publishable(lang):
    svc, what, text, file = _publishable()
    ctx = make_ctx(lang, svc, what, file)
    fields = clean_frame(lang, text, ctx, _phr(PH_PUBLISH["thing"], lang), _phr(PH_PUBLISH["rule"], lang), _phr(PH_PUBLISH["q"], lang))
    return cnote("publishable key: %s %s [publishable]" % (svc, what), fields, container="frontend code", vendors=[svc])


PLAIN = [
    ({"en": "I didn't know the integration tests run against a shared database, so parallel runs clobbered each other.",
      "ko": "통합 테스트가 공유 DB를 쓴다는 걸 몰라서 병렬 실행끼리 데이터를 덮어썼다."},
     {"en": "Run the integration suite with `-p 1` or give each worker its own schema.", "ko": "통합 테스트는 `-p 1`로 돌리거나 워커마다 스키마를 따로 줄 것."},
     {"en": "Is it OK to split the integration suite into two jobs?", "ko": "통합 테스트를 두 잡으로 나눠도 될까요?"}),
    ({"en": "I didn't know the {env} cluster runs in UTC while the batch schedule is written in KST.",
      "ko": "{env} 클러스터는 UTC인데 배치 스케줄은 KST로 적혀 있다는 걸 몰랐다."},
     {"en": "Convert schedule times to UTC before writing cron expressions; 09:00 KST is 00:00 UTC.", "ko": "크론 표현식 쓰기 전에 시간을 UTC로 바꿀 것. KST 09:00은 UTC 00:00이다."},
     {"en": "Should the {task} run in UTC or KST?", "ko": "{task} 작업은 UTC 기준인가요 KST 기준인가요?"}),
    ({"en": "Nobody told me the {task} is idempotent only per order id, not per request.",
      "ko": "{task} 작업이 요청 단위가 아니라 주문 ID 단위로만 멱등하다는 걸 아무도 알려 주지 않았다."},
     {"en": "Deduplicate on the order id before retrying; a second request with a new id creates a duplicate charge.", "ko": "재시도 전에 주문 ID로 중복을 걸러야 한다. 새 ID로 다시 요청하면 중복 결제가 생긴다."},
     {"en": "Should the {task} reject requests without an order id?", "ko": "주문 ID 없는 요청은 {task} 단계에서 거부할까요?"}),
    ({"en": "I didn't know the CI cache key includes the lockfile hash, so the cache never hit after my change.",
      "ko": "CI 캐시 키에 lockfile 해시가 들어간다는 걸 몰라서 내 변경 후 캐시가 한 번도 안 맞았다."},
     {"en": "Bump the cache key prefix when changing the build image, otherwise stale layers are reused.", "ko": "빌드 이미지를 바꿀 때는 캐시 키 접두사를 올릴 것. 안 그러면 오래된 레이어를 재사용한다."},
     {"en": "Can I add a restore-keys fallback to the CI cache?", "ko": "CI 캐시에 restore-keys 폴백을 추가해도 될까요?"}),
    ({"en": "I didn't know the {task} depends on a feature flag that is off in {env}.", "ko": "{task} 작업이 {env}에서 꺼져 있는 기능 플래그에 의존한다는 걸 몰랐다."},
     {"en": "Toggle the flag in the admin UI for {env} before testing; the default is off.", "ko": "{env}에서 테스트 전에 관리자 화면에서 플래그를 켤 것. 기본값은 꺼짐."},
     {"en": "Who owns the feature flag for the {task}?", "ko": "{task} 기능 플래그 담당자가 누구인가요?"}),
    ({"en": "I didn't know the API returns 200 with an error body for validation failures.", "ko": "API가 검증 실패 시에도 200과 에러 본문을 준다는 걸 몰랐다."},
     {"en": "Check the response body, not just the status code, before marking the {task} as done.", "ko": "{task} 완료 처리 전에 상태 코드만 보지 말고 응답 본문도 확인할 것."},
     {"en": "Should we ask the vendor for proper 4xx codes?", "ko": "업체에 정상적인 4xx 코드를 요청할까요?"}),
    ({"en": "I assumed the retry policy was exponential; it is a fixed 5-second delay.", "ko": "재시도 정책이 지수 백오프인 줄 알았는데 고정 5초였다."},
     {"en": "With a fixed delay the {task} hammers the upstream during outages; cap retries at 3.", "ko": "고정 간격이라 장애 중에 {task} 작업이 업스트림을 계속 두드린다. 재시도는 3회로 제한할 것."},
     {"en": "Do you want the retry delay configurable?", "ko": "재시도 간격을 설정 가능하게 바꿀까요?"}),
    ({"en": "I didn't know the mobile app pins the minimum API version.", "ko": "모바일 앱이 최소 API 버전을 고정한다는 걸 몰랐다."},
     {"en": "Keep the old response fields for one release; older app versions still parse them.", "ko": "예전 응답 필드는 한 릴리스 동안 유지할 것. 구버전 앱이 아직 그 필드를 파싱한다."},
     {"en": "When can we raise the minimum app version?", "ko": "최소 앱 버전은 언제 올릴 수 있나요?"}),
    ({"en": "I didn't know the {env} database migrations run before the new pods start.", "ko": "{env} DB 마이그레이션이 새 파드 기동 전에 실행된다는 걸 몰랐다."},
     {"en": "Keep migrations backward compatible for one release; the old pods keep running during rollout.", "ko": "마이그레이션은 한 릴리스 동안 하위 호환을 유지할 것. 롤아웃 중에 예전 파드가 계속 돈다."},
     {"en": "Should I add a migration guard for the old pods?", "ko": "예전 파드를 위한 마이그레이션 가드를 추가할까요?"}),
    ({"en": "I didn't know the external geocoding call has no timeout.", "ko": "외부 지오코딩 호출에 타임아웃이 없다는 걸 몰랐다."},
     {"en": "Wrap the external call in a timeout of 10s; the default is infinite and it hung the {task}.", "ko": "외부 호출은 10초 타임아웃으로 감쌀 것. 기본값이 무제한이라 {task} 작업이 멈췄다."},
     {"en": "Is 10 seconds acceptable for the geocoding timeout?", "ko": "지오코딩 타임아웃 10초면 괜찮을까요?"}),
    ({"en": "I didn't know the list endpoint paginates with offsets while rows are being inserted.", "ko": "목록 API가 행이 추가되는 중에도 offset으로 페이지네이션한다는 걸 몰랐다."},
     {"en": "Use the pagination cursor, not page numbers; offsets skip rows while the {task} is writing.", "ko": "페이지 번호 말고 커서로 페이지네이션할 것. {task} 작업 중에는 offset이 행을 건너뛴다."},
     {"en": "Can I switch the export to cursor pagination?", "ko": "export를 커서 페이지네이션으로 바꿔도 될까요?"}),
    ({"en": "I didn't know the Korean invoice template needs a font that is not in the base image.", "ko": "한글 인보이스 템플릿에 베이스 이미지에 없는 폰트가 필요하다는 걸 몰랐다."},
     {"en": "Install fonts-noto-cjk in the image; otherwise the PDF renders empty boxes.", "ko": "이미지에 fonts-noto-cjk를 설치할 것. 안 그러면 PDF에 빈 네모가 찍힌다."},
     {"en": "Is the larger image size acceptable for the PDF worker?", "ko": "PDF 워커 이미지 크기가 커져도 괜찮을까요?"}),
    ({"en": "I didn't know the staging DB is restored from a prod snapshot every Monday.", "ko": "스테이징 DB가 매주 월요일 운영 스냅샷으로 복원된다는 걸 몰랐다."},
     {"en": "Don't rely on test data in staging across weekends; seed it in the test setup.", "ko": "주말을 넘겨 스테이징 테스트 데이터에 의존하지 말 것. 테스트 셋업에서 시드할 것."},
     {"en": "Can the Monday restore skip the QA schema?", "ko": "월요일 복원에서 QA 스키마는 제외할 수 있을까요?"}),
    ({"en": "I didn't know the {task} shares a queue with the report generator.", "ko": "{task} 작업이 리포트 생성기와 큐를 공유한다는 걸 몰랐다."},
     {"en": "Give the {task} its own queue; long reports starved it for 40 minutes.", "ko": "{task} 작업에 전용 큐를 줄 것. 긴 리포트 때문에 40분 동안 밀렸다."},
     {"en": "Is a separate queue OK cost-wise?", "ko": "큐를 분리해도 비용상 괜찮을까요?"}),
    ({"en": "I didn't know the frontend build reads the API base URL at build time, not at runtime.", "ko": "프론트엔드 빌드가 API base URL을 런타임이 아니라 빌드 시점에 읽는다는 걸 몰랐다."},
     {"en": "Rebuild the frontend per environment; changing the env var on the running container does nothing.", "ko": "환경마다 프론트엔드를 다시 빌드해야 한다. 실행 중인 컨테이너의 환경 변수를 바꿔도 소용없다."},
     {"en": "Should we move the base URL to a runtime config.json?", "ko": "base URL을 런타임 config.json으로 옮길까요?"}),
    ({"en": "I didn't know the log shipper drops lines longer than 16 KB.", "ko": "로그 수집기가 16KB 넘는 줄을 버린다는 걸 몰랐다."},
     {"en": "Log large payloads as a summary with a size field instead of the full body.", "ko": "큰 페이로드는 전체 본문 대신 크기 필드를 포함한 요약으로 남길 것."},
     {"en": "Can we raise the shipper's line limit?", "ko": "수집기의 줄 길이 제한을 올릴 수 있나요?"}),
]


def fam_c_plain(lang):
    ctx = make_ctx(lang, "", "", "")
    mcs, les, asks = pick(PLAIN)
    mc = pf(_use("plain/" + lang + ":mc", mcs[lang]), **ctx)
    lesson = pf(_use("plain/" + lang + ":lesson", les[lang]), **ctx)
    if chance(0.3):
        extra = pf(pick(["Verified on {host}.", "Noted in the runbook.", "Took most of the afternoon to find."] if lang == "en" else
                        ["{host}에서 확인함.", "런북에 메모함.", "찾는 데 오후 내내 걸렸다."]), **ctx)
        lesson = lesson + " " + extra
    ask = "" if chance(0.15) else pf(_use("plain/" + lang + ":ask", asks[lang]), **ctx)
    return cnote("plain engineering note (no risky material)", {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}, container="prose")


# ============================================================================= assembly
SECRET_PLAN = [
    (fam_vendor_config, 70), (fam_vendor_code, 36), (fam_vendor_http, 30), (fam_vendor_log, 16), (fam_vendor_chat, 12),
    (fam_webhook, 14), (fam_signed_url, 10), (fam_conn_string, 28), (fam_pw_command, 32), (fam_pw_prose_config, 24),
    (fam_wifi, 8), (fam_cookie, 10), (fam_private_key, 14), (fam_mfa, 16), (fam_split, 10), (fam_long_token, 10),
    (fam_vendor_native, 12), (fam_question, 8),
]
CLEAN_PLAN = [
    (fam_c_placeholder, 40), (fam_c_reference, 40), (fam_c_masked, 25), (fam_c_hash, 30), (fam_c_ids, 25), (fam_c_pubkey, 25),
    (fam_c_nsids, 25), (fam_c_b64, 15), (fam_c_long, 15), (fam_c_policy, 15), (fam_c_flags, 15), (fam_c_encrypted, 20),
    (fam_c_publishable, 30), (fam_c_plain, 40),
]
MAX_ATTEMPTS = 80


def build(kind, plan, n_total):
    slots = []
    for fn, n in plan:
        slots += [fn] * n
    assert len(slots) == n_total, (kind, len(slots))
    R.shuffle(slots)
    langs = ["en"] * N_EN_PER_KIND + ["ko"] * N_KO_PER_KIND
    R.shuffle(langs)
    out, rejects, seen = [], [], []
    seen_text = {}
    for fn, lang in zip(slots, langs):
        for attempt in range(MAX_ATTEMPTS):
            try:
                n = fn(lang)
                if kind == "secret":
                    check_secret_note(n["fields"], n["secrets"])
                else:
                    check_clean_note(n["fields"], n["secrets"])
                key = "\x1f".join(n["fields"][k] for k in FIELD_KEYS)
                if key in seen_text:
                    raise Reject("duplicate note")
                seen_text[key] = True
                n["lang"] = lang
                n["kind"] = kind
                n["meta"]["family"] = fn.__name__
                out.append(n)
                break
            except Reject as e:
                rejects.append((fn.__name__, str(e)[:90]))
        else:
            raise RuntimeError("could not build a valid %s note with %s: %s" % (kind, fn.__name__, rejects[-3:]))
    return out, rejects


def main():
    secret_notes, rej_s = build("secret", SECRET_PLAN, N_SECRET)
    clean_notes, rej_c = build("clean", CLEAN_PLAN, N_CLEAN)
    notes = secret_notes + clean_notes
    R.shuffle(notes)
    lines = []
    for i, n in enumerate(notes, 1):
        rec = {"id": "%s%03d" % (ID_PREFIX, i), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": {k: n["fields"][k] for k in FIELD_KEYS}, "secrets": n["secrets"]}
        # final re-check on the record exactly as written
        if rec["kind"] == "secret":
            check_secret_note(rec["fields"], rec["secrets"])
        else:
            check_clean_note(rec["fields"], rec["secrets"])
        lines.append(json.dumps(rec, ensure_ascii=False))
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open(OUT_PATH, "wb") as f:
        f.write(data)

    # ---- statistics (stdout only)
    def count(pred):
        return sum(1 for n in notes if pred(n))
    print("wrote %s (%d notes, %d bytes)" % (OUT_PATH, len(notes), len(data)))
    print("sha256", hashlib.sha256(data).hexdigest())
    for kind in ("secret", "clean"):
        for lang in ("en", "ko"):
            print("  %-6s %-2s %d" % (kind, lang, count(lambda n: n["kind"] == kind and n["lang"] == lang)))
    vendors = []
    for n in secret_notes:
        for v in n["meta"].get("vendors", []):
            if v not in vendors:
                vendors.append(v)
    regions = {}
    for v in VENDORS:
        regions[v["region"]] = regions.get(v["region"], 0) + 1
    print("vendor generators:", len(VENDORS), "by region:", regions)
    print("distinct vendors/services in secret notes:", len(vendors))
    unused = [v["name"] for v in VENDORS if v["name"] not in vendors]
    print("vendor generators never used in a secret note:", unused)
    containers = dedupe([n["meta"].get("container", "") for n in notes])
    print("distinct containers/forms:", len(containers))
    print("distinct prose templates used:", len(TEMPLATES_USED))
    print("distinct categories:", len(dedupe([n["category"] for n in notes])))
    print("secrets listed:", sum(len(n["secrets"]) for n in secret_notes),
          "max secret length:", max(len(s) for n in secret_notes for s in n["secrets"]),
          "notes with a secret >= 150 chars:", sum(1 for n in secret_notes if max(len(s) for s in n["secrets"]) >= 150),
          "notes with several secrets:", sum(1 for n in secret_notes if len(n["secrets"]) > 1))
    in_ask = sum(1 for n in secret_notes if any(s in n["fields"]["ask_next_time"] for s in n["secrets"]))
    print("secret notes with a secret in ask_next_time:", in_ask)
    pub = count(lambda n: n["kind"] == "clean" and n["category"].endswith("[publishable]"))
    plain = count(lambda n: n["meta"]["family"] in ("fam_c_plain",))
    print("clean [publishable]:", pub, " clean plain (no risky material):", plain,
          " clean with risky-looking material: %.1f%%" % (100.0 * (N_CLEAN - plain) / N_CLEAN))
    fams = {}
    for n in notes:
        fams[n["meta"]["family"]] = fams.get(n["meta"]["family"], 0) + 1
    print("families:", fams)
    print("rejected candidates (regenerated): secret %d, clean %d" % (len(rej_s), len(rej_c)))
    reasons = {}
    for fam, why in rej_s + rej_c:
        k = fam + ": " + why.split(":")[0][:40]
        reasons[k] = reasons.get(k, 0) + 1
    for k in sorted(reasons):
        print("   ", reasons[k], k)


if __name__ == "__main__":
    main()
