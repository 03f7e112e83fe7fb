#!/usr/bin/env python3
"""make_blind_set_v81.py -- blind evaluation set v81 for a credential-redaction filter.

Python 3 standard library only, no network.  A single PRNG,
random.Random(81_2026_1127), drives every choice.  No iteration over sets,
no use of hash(); output is byte-identical on every run and under any
PYTHONHASHSEED.

Usage:  python3 make_blind_set_v81.py [output.jsonl] [--stats]
        (default output: blind_set_v81.jsonl next to this script;
         --stats prints counts used in README_v81.txt)

Every secret note is checked against the FORMAT.txt window rule (each listed
secret >= 8 chars, verbatim in the fields, and no 8-character window of it
anywhere outside its occurrences); a candidate that breaks a rule (or a byte
limit, or duplicates an earlier note) is discarded and regenerated from the
same PRNG stream.
"""
import base64
import json
import os
import random
import re
import string
import sys
import urllib.parse

SEED = 81_2026_1127
R = random.Random(SEED)

N_SECRET = 360
N_CLEAN = 360
N_EN_PER_KIND = 216      # 60 %
N_KO_PER_KIND = 144      # 40 %
ID_PREFIX = "ek"

# ---------------------------------------------------------------- alphabets
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
LET = UP + LO
ALNUM = UP + LO + DIG
LOALNUM = LO + DIG
UPALNUM = UP + DIG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = UP + "234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


# ---------------------------------------------------------------- PRNG helpers
def rs(alpha, n):
    """random string of length n over alpha (alpha is an ordered str)."""
    return "".join(R.choice(alpha) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode("ascii")


def b64u(b, pad=False):
    s = base64.urlsafe_b64encode(b).decode("ascii")
    return s if pad else s.rstrip("=")


def hexs(n):
    return rs(HEX, n)


def digits(n, lead_nonzero=True):
    s = rs(DIG, n)
    if lead_nonzero and s[0] == "0":
        s = pick("123456789") + s[1:]
    return s


def uuid4():
    h = list(rs(HEX, 32))
    h[12] = "4"
    h[16] = pick("89ab")
    h = "".join(h)
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def sample(seq, k):
    return R.sample(list(seq), k)


def shuffled(seq):
    x = list(seq)
    R.shuffle(x)
    return x


def wchoice(pairs):
    """pairs: list of (weight, value)."""
    tot = sum(w for w, _ in pairs)
    x = R.random() * tot
    acc = 0.0
    for w, v in pairs:
        acc += w
        if x < acc:
            return v
    return pairs[-1][1]


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


_SLOT = re.compile(r"\{([a-z][a-z0-9_]*)\}")


def fill(tmpl, d):
    """Replace {name} slots; unknown names raise KeyError (catches typos)."""
    return _SLOT.sub(lambda m: d[m.group(1)], tmpl)


def nbytes(s):
    return len(s.encode("utf-8"))


def pct(s):
    """percent-encode a password for use in a URL userinfo part."""
    return urllib.parse.quote(s, safe="")


# key-name styles derived from an UPPER_SNAKE env name
def k_snake(env):
    return env.lower()


def k_camel(env):
    parts = env.lower().split("_")
    return parts[0] + "".join(p[:1].upper() + p[1:] for p in parts[1:])


def k_pascal(env):
    return "".join(p[:1].upper() + p[1:] for p in env.lower().split("_"))


def k_kebab(env):
    return env.lower().replace("_", "-")


def k_dotted(env):
    parts = env.lower().split("_")
    if len(parts) == 1:
        return parts[0]
    return parts[0] + "." + "-".join(parts[1:])


# ---------------------------------------------------------------- checks
class Reject(Exception):
    """raised when a candidate note breaks a rule; the caller regenerates."""


LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def check_fields(fields):
    for k in ("missing_context", "lesson", "ask_next_time"):
        v = fields[k]
        if not isinstance(v, str):
            raise Reject("field not str")
        if nbytes(v) > LIMITS[k]:
            raise Reject("field too long: %s %d" % (k, nbytes(v)))
        if "\x00" in v:
            raise Reject("NUL in field")
    if not fields["missing_context"].strip() or not fields["lesson"].strip():
        raise Reject("empty required field")


def window_problem(fields, secrets):
    """Return None if the FORMAT.txt window rule holds, else a description."""
    vals = [fields["missing_context"], fields["lesson"], fields["ask_next_time"]]
    for s in secrets:
        if len(s) < 8:
            return "secret shorter than 8: %r" % s
        if not any(s in v for v in vals):
            return "secret not verbatim in fields: %r" % s
    order = sorted(dedupe(secrets), key=lambda s: (-len(s), s))
    masked = []
    for v in vals:
        m = v
        for s in order:
            m = m.replace(s, "\x00")
        masked.append(m)
    for s in order:
        for i in range(len(s) - 7):
            w = s[i:i + 8]
            for m in masked:
                if w in m:
                    return "window %r of secret %r occurs outside" % (w, s)
    return None


# =====================================================================
# Vendor token shapes.  Every body comes from the PRNG.
# Each generator returns a list of (ENV_NAME, value, is_secret).
# Non-secret companions (account SIDs, client ids, app ids, regions)
# are returned with is_secret=False and are never listed.
# =====================================================================
VENDORS = []   # list of dicts: vendor, region, what, what_ko, gen, header


def vendor(name, region, what, what_ko, header=None, weight=1.0):
    def deco(fn):
        VENDORS.append({"vendor": name, "region": region, "what": what,
                        "what_ko": what_ko, "gen": fn, "header": header,
                        "weight": weight})
        return fn
    return deco


def aws_region():
    return pick(["ap-northeast-2", "ap-northeast-1", "us-east-1", "eu-central-1",
                 "us-west-2", "ap-southeast-1"])


# ---------------- global ----------------
@vendor("AWS", "global", "AWS access key pair", "AWS 액세스 키 페어", weight=2.5)
def _g():
    out = [("AWS_ACCESS_KEY_ID", "AKIA" + rs(B32, 16), True),
           ("AWS_SECRET_ACCESS_KEY", rs(ALNUM + "+/", 40), True)]
    if chance(0.5):
        out.append(("AWS_DEFAULT_REGION", aws_region(), False))
    return out


@vendor("AWS", "global", "AWS STS temporary credentials", "AWS STS 임시 자격 증명", weight=1.2)
def _g():
    n = pick([280, 332, 356, 408, 440])
    return [("AWS_ACCESS_KEY_ID", "ASIA" + rs(B32, 16), True),
            ("AWS_SECRET_ACCESS_KEY", rs(ALNUM + "+/", 40), True),
            ("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2Vj" + rs(B64, n), True)]


@vendor("GitHub", "global", "GitHub classic personal access token", "GitHub classic PAT",
        header=("Authorization", "token {v}"), weight=2)
def _g():
    return [("GITHUB_TOKEN", "ghp_" + rs(ALNUM, 36), True)]


@vendor("GitHub", "global", "GitHub fine-grained personal access token", "GitHub fine-grained PAT",
        header=("Authorization", "Bearer {v}"), weight=1.5)
def _g():
    return [("GH_TOKEN", "github_pat_" + rs(UPALNUM, 22) + "_" + rs(ALNUM, 59), True)]


@vendor("GitHub", "global", "GitHub App installation token", "GitHub App 설치 토큰",
        header=("Authorization", "Bearer {v}"))
def _g():
    return [("GITHUB_APP_TOKEN", pick(["ghs_", "gho_", "ghu_"]) + rs(ALNUM, 36), True)]


@vendor("GitLab", "global", "GitLab personal access token", "GitLab PAT",
        header=("PRIVATE-TOKEN", "{v}"), weight=1.5)
def _g():
    return [("GITLAB_TOKEN", pick(["glpat-", "glpat-", "gldt-", "glrt-"]) + rs(ALNUM + "-_", 20), True)]


@vendor("Slack", "global", "Slack bot token", "Slack 봇 토큰",
        header=("Authorization", "Bearer {v}"), weight=1.5)
def _g():
    return [("SLACK_BOT_TOKEN", "xoxb-%s-%s-%s" % (digits(rint(11, 13)), digits(13), rs(ALNUM, 24)), True)]


@vendor("Slack", "global", "Slack user token", "Slack 사용자 토큰", header=("Authorization", "Bearer {v}"))
def _g():
    return [("SLACK_USER_TOKEN", "xoxp-%s-%s-%s-%s" % (digits(11), digits(11), digits(13), hexs(32)), True)]


@vendor("Slack", "global", "Slack app-level token", "Slack 앱 레벨 토큰")
def _g():
    return [("SLACK_APP_TOKEN", "xapp-1-A%s-%s-%s" % (rs(UPALNUM, 10), digits(13), hexs(64)), True)]


@vendor("Stripe", "global", "Stripe live secret key", "Stripe 라이브 시크릿 키",
        header=("Authorization", "Bearer {v}"), weight=2)
def _g():
    if chance(0.5):
        v = pick(["sk_live_", "rk_live_"]) + rs(ALNUM, 24)
    else:
        v = pick(["sk_live_51", "sk_test_51", "rk_live_51"]) + rs(ALNUM, 97)
    return [("STRIPE_SECRET_KEY", v, True)]


@vendor("Stripe", "global", "Stripe webhook signing secret", "Stripe 웹훅 서명 시크릿")
def _g():
    return [("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(ALNUM, 32), True)]


@vendor("OpenAI", "global", "OpenAI API key", "OpenAI API 키",
        header=("Authorization", "Bearer {v}"), weight=2)
def _g():
    k = pick(["proj", "proj", "legacy", "svc"])
    if k == "proj":
        v = "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)
    elif k == "svc":
        v = "sk-svcacct-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)
    else:
        v = "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)
    return [("OPENAI_API_KEY", v, True)]


@vendor("Anthropic", "global", "Anthropic API key", "Anthropic API 키",
        header=("x-api-key", "{v}"), weight=1.5)
def _g():
    return [("ANTHROPIC_API_KEY", pick(["sk-ant-api03-", "sk-ant-admin01-"]) + rs(B64URL, 93) + "AA", True)]


@vendor("Google Cloud", "global", "Google API key (server-side, Gemini)", "Google API 키 (서버용, Gemini)",
        header=("x-goog-api-key", "{v}"), weight=1.5)
def _g():
    return [("GEMINI_API_KEY", "AIza" + rs(B64URL, 35), True)]


@vendor("Google Cloud", "global", "Google OAuth client secret", "Google OAuth 클라이언트 시크릿")
def _g():
    cid = "%s-%s.apps.googleusercontent.com" % (digits(12), rs(LOALNUM, 32))
    return [("GOOGLE_CLIENT_ID", cid, False),
            ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64URL, 28), True)]


@vendor("Google Cloud", "global", "Google OAuth refresh token", "Google OAuth 리프레시 토큰")
def _g():
    return [("GOOGLE_REFRESH_TOKEN", "1//0" + rs(LET, 1) + rs(B64URL, 98), True)]


@vendor("Twilio", "global", "Twilio auth token", "Twilio Auth Token")
def _g():
    return [("TWILIO_ACCOUNT_SID", "AC" + hexs(32), False),
            ("TWILIO_AUTH_TOKEN", hexs(32), True)]


@vendor("SendGrid", "global", "SendGrid API key", "SendGrid API 키",
        header=("Authorization", "Bearer {v}"))
def _g():
    return [("SENDGRID_API_KEY", "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43), True)]


@vendor("Mailgun", "global", "Mailgun API key", "Mailgun API 키")
def _g():
    v = "key-" + hexs(32) if chance(0.5) else "%s-%s-%s" % (hexs(32), hexs(8), hexs(8))
    return [("MAILGUN_API_KEY", v, True), ("MAILGUN_DOMAIN", "mg.%s.io" % pick(["hanbit", "acme", "pado", "moa"]), False)]


@vendor("Mailchimp", "global", "Mailchimp API key", "Mailchimp API 키")
def _g():
    return [("MAILCHIMP_API_KEY", "%s-us%d" % (hexs(32), rint(1, 21)), True)]


@vendor("npm", "global", "npm automation token", "npm 토큰")
def _g():
    return [("NPM_TOKEN", "npm_" + rs(ALNUM, 36), True)]


@vendor("PyPI", "global", "PyPI API token", "PyPI API 토큰")
def _g():
    return [("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, pick([136, 160, 184])), True)]


@vendor("Docker Hub", "global", "Docker Hub personal access token", "Docker Hub PAT")
def _g():
    return [("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64URL, 27), True)]


@vendor("Hugging Face", "global", "Hugging Face access token", "Hugging Face 토큰",
        header=("Authorization", "Bearer {v}"))
def _g():
    return [("HF_TOKEN", "hf_" + rs(LET, 34), True)]


@vendor("Shopify", "global", "Shopify Admin API access token", "Shopify Admin API 토큰",
        header=("X-Shopify-Access-Token", "{v}"))
def _g():
    return [("SHOPIFY_ACCESS_TOKEN", pick(["shpat_", "shpca_", "shppa_"]) + hexs(32), True),
            ("SHOPIFY_SHOP", "%s.myshopify.com" % pick(["hanok-store", "mint-goods", "sora-shop"]), False)]


@vendor("Square", "global", "Square access token", "Square 액세스 토큰",
        header=("Authorization", "Bearer {v}"))
def _g():
    return [("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64URL, 60), True)]


@vendor("PayPal Braintree", "global", "Braintree/PayPal access token", "PayPal Braintree 액세스 토큰")
def _g():
    return [("BRAINTREE_ACCESS_TOKEN", "access_token$production$%s$%s" % (rs(LOALNUM, 16), hexs(32)), True)]


@vendor("Discord", "global", "Discord bot token", "Discord 봇 토큰", header=("Authorization", "Bot {v}"))
def _g():
    uid = digits(rint(18, 19)).encode()
    return [("DISCORD_BOT_TOKEN", b64(uid).rstrip("=") + "." + rs(B64URL, 6) + "." + rs(B64URL, 38), True)]


@vendor("Telegram", "global", "Telegram bot token", "텔레그램 봇 토큰")
def _g():
    return [("TELEGRAM_BOT_TOKEN", digits(rint(9, 10)) + ":AA" + rs(B64URL, 33), True)]


@vendor("Datadog", "global", "Datadog API and application keys", "Datadog API/APP 키",
        header=("DD-API-KEY", "{v}"))
def _g():
    out = [("DD_API_KEY", hexs(32), True)]
    if chance(0.5):
        out.append(("DD_APP_KEY", hexs(40), True))
    out.append(("DD_SITE", pick(["datadoghq.com", "ap1.datadoghq.com", "datadoghq.eu"]), False))
    return out


@vendor("New Relic", "global", "New Relic user API key", "New Relic 사용자 API 키",
        header=("Api-Key", "{v}"))
def _g():
    if chance(0.6):
        return [("NEW_RELIC_API_KEY", "NRAK-" + rs(UPALNUM, 27), True)]
    return [("NEW_RELIC_LICENSE_KEY", hexs(36) + "NRAL", True)]


@vendor("Cloudflare", "global", "Cloudflare API token", "Cloudflare API 토큰",
        header=("Authorization", "Bearer {v}"))
def _g():
    if chance(0.7):
        return [("CLOUDFLARE_API_TOKEN", rs(B64URL, 40), True)]
    return [("CLOUDFLARE_EMAIL", pick(["ops@", "infra@"]) + pick(["hanbit.dev", "acme.io"]), False),
            ("CLOUDFLARE_API_KEY", hexs(37), True)]


@vendor("DigitalOcean", "global", "DigitalOcean personal access token", "DigitalOcean 토큰",
        header=("Authorization", "Bearer {v}"))
def _g():
    return [("DIGITALOCEAN_TOKEN", "dop_v1_" + hexs(64), True)]


@vendor("Linear", "global", "Linear API key", "Linear API 키", header=("Authorization", "{v}"))
def _g():
    return [("LINEAR_API_KEY", "lin_api_" + rs(ALNUM, 40), True)]


@vendor("Notion", "global", "Notion integration secret", "Notion 통합 시크릿",
        header=("Authorization", "Bearer {v}"))
def _g():
    v = "ntn_" + rs(ALNUM, 46) if chance(0.5) else "secret_" + rs(ALNUM, 43)
    return [("NOTION_TOKEN", v, True)]


@vendor("Airtable", "global", "Airtable personal access token", "Airtable PAT",
        header=("Authorization", "Bearer {v}"))
def _g():
    return [("AIRTABLE_TOKEN", "pat" + rs(ALNUM, 14) + "." + hexs(64), True)]


@vendor("Figma", "global", "Figma personal access token", "Figma 토큰", header=("X-Figma-Token", "{v}"))
def _g():
    return [("FIGMA_TOKEN", "figd_" + rs(B64URL, 40), True)]


@vendor("Postman", "global", "Postman API key", "Postman API 키", header=("X-Api-Key", "{v}"))
def _g():
    return [("POSTMAN_API_KEY", "PMAK-%s-%s" % (hexs(24), hexs(34)), True)]


@vendor("HashiCorp Terraform Cloud", "global", "Terraform Cloud API token", "Terraform Cloud 토큰")
def _g():
    return [("TF_TOKEN_app_terraform_io", rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67), True)]


@vendor("HashiCorp Vault", "global", "Vault token", "Vault 토큰", header=("X-Vault-Token", "{v}"))
def _g():
    return [("VAULT_TOKEN", "hvs." + rs(B64URL, pick([24, 91, 95])), True),
            ("VAULT_ADDR", "https://vault.%s:8200" % pick(["corp.internal", "infra.local"]), False)]


@vendor("Doppler", "global", "Doppler service token", "Doppler 서비스 토큰")
def _g():
    return [("DOPPLER_TOKEN", "dp.st.%s.%s" % (pick(["prd", "stg", "dev"]), rs(ALNUM, 43)), True)]


@vendor("Pulumi", "global", "Pulumi access token", "Pulumi 토큰")
def _g():
    return [("PULUMI_ACCESS_TOKEN", "pul-" + hexs(40), True)]


@vendor("Grafana", "global", "Grafana service account token", "Grafana 서비스 계정 토큰",
        header=("Authorization", "Bearer {v}"))
def _g():
    return [("GRAFANA_TOKEN", "glsa_" + rs(ALNUM, 32) + "_" + hexs(8), True)]


@vendor("Netlify", "global", "Netlify personal access token", "Netlify 토큰")
def _g():
    return [("NETLIFY_AUTH_TOKEN", "nfp_" + rs(ALNUM, 36), True)]


@vendor("Vercel", "global", "Vercel access token", "Vercel 토큰", header=("Authorization", "Bearer {v}"))
def _g():
    return [("VERCEL_TOKEN", rs(ALNUM, 24), True)]


def _jwt(payload_obj, sig_len=43):
    head = b64u(b'{"alg":"HS256","typ":"JWT"}')
    pl = b64u(json.dumps(payload_obj, separators=(",", ":")).encode())
    return head + "." + pl + "." + rs(B64URL, sig_len)


@vendor("Supabase", "global", "Supabase service_role key", "Supabase service_role 키",
        header=("apikey", "{v}"))
def _g():
    ref = rs(LO, 20)
    iat = rint(1690000000, 1730000000)
    tok = _jwt({"iss": "supabase", "ref": ref, "role": "service_role", "iat": iat, "exp": iat + 315360000})
    return [("SUPABASE_URL", "https://%s.supabase.co" % ref, False),
            ("SUPABASE_SERVICE_ROLE_KEY", tok, True)]


@vendor("Supabase", "global", "Supabase personal access token", "Supabase 액세스 토큰")
def _g():
    return [("SUPABASE_ACCESS_TOKEN", "sbp_" + hexs(40), True)]


@vendor("Okta", "global", "Okta API token", "Okta API 토큰", header=("Authorization", "SSWS {v}"))
def _g():
    return [("OKTA_ORG_URL", "https://%s.okta.com" % pick(["hanbit", "acme-corp", "daon"]), False),
            ("OKTA_API_TOKEN", "00" + rs(B64URL, 40), True)]


@vendor("Auth0", "global", "Auth0 client secret", "Auth0 클라이언트 시크릿")
def _g():
    return [("AUTH0_CLIENT_ID", rs(ALNUM, 32), False),
            ("AUTH0_CLIENT_SECRET", rs(B64URL, 64), True)]


@vendor("Microsoft Azure", "global", "Azure storage account key", "Azure 스토리지 계정 키", weight=1.5)
def _g():
    return [("AZURE_STORAGE_ACCOUNT", pick(["stgprodkr01", "hanbitlogs", "mediaassets02"]), False),
            ("AZURE_STORAGE_KEY", b64(rbytes(64)), True)]


@vendor("Microsoft Azure", "global", "Azure AD (Entra) client secret", "Azure AD 클라이언트 시크릿")
def _g():
    return [("AZURE_TENANT_ID", uuid4(), False), ("AZURE_CLIENT_ID", uuid4(), False),
            ("AZURE_CLIENT_SECRET", rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "~._-", 31) + rs(ALNUM, 3), True)]


@vendor("Azure DevOps", "global", "Azure DevOps personal access token", "Azure DevOps PAT")
def _g():
    return [("AZURE_DEVOPS_EXT_PAT", rs(LO + "234567", 52), True)]


@vendor("JFrog", "global", "JFrog Artifactory API key", "JFrog Artifactory API 키",
        header=("X-JFrog-Art-Api", "{v}"))
def _g():
    if chance(0.5):
        return [("ARTIFACTORY_API_KEY", "AKCp" + rs(ALNUM, 69), True)]
    return [("JFROG_ACCESS_TOKEN", "cmVmdGtuOjAxOj" + rs(ALNUM, 50), True)]


@vendor("Atlassian", "global", "Atlassian API token", "Atlassian API 토큰")
def _g():
    return [("JIRA_USER", pick(["jisoo.park@", "build-bot@", "mkim@"]) + pick(["hanbit.dev", "acme.io"]), False),
            ("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64URL, 170) + "=" + rs(HEXU, 8), True)]


@vendor("Bitbucket", "global", "Bitbucket app password", "Bitbucket 앱 비밀번호")
def _g():
    return [("BITBUCKET_USERNAME", pick(["ci-runner", "deploybot", "hyunwoo_lee"]), False),
            ("BITBUCKET_APP_PASSWORD", "ATBB" + rs(ALNUM, 28) + rs(HEXU, 8), True)]


@vendor("Asana", "global", "Asana personal access token", "Asana PAT", header=("Authorization", "Bearer {v}"))
def _g():
    return [("ASANA_TOKEN", "2/%s/%s:%s" % (digits(16), digits(16), hexs(32)), True)]


@vendor("ClickUp", "global", "ClickUp API token", "ClickUp API 토큰", header=("Authorization", "{v}"))
def _g():
    return [("CLICKUP_TOKEN", "pk_%s_%s" % (digits(8), rs(UPALNUM, 32)), True)]


@vendor("Dropbox", "global", "Dropbox short-lived access token", "Dropbox 액세스 토큰",
        header=("Authorization", "Bearer {v}"))
def _g():
    return [("DROPBOX_TOKEN", "sl." + rs(B64URL, 135), True)]


@vendor("Mapbox", "global", "Mapbox secret token", "Mapbox 시크릿 토큰")
def _g():
    u = pick(["hanbit-maps", "acme-geo", "sora"])
    body = b64u(('{"u":"%s","a":"%s"}' % (u, rs(LOALNUM, 25))).encode())
    return [("MAPBOX_SECRET_TOKEN", "sk." + body + "." + rs(B64URL, 22), True)]


@vendor("Contentful", "global", "Contentful management token", "Contentful 관리 토큰")
def _g():
    return [("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64URL, 43), True)]


@vendor("Zendesk", "global", "Zendesk API token", "Zendesk API 토큰")
def _g():
    return [("ZENDESK_EMAIL", "support-bot@%s" % pick(["hanbit.dev", "acme.io"]), False),
            ("ZENDESK_API_TOKEN", rs(ALNUM, 40), True)]


@vendor("HubSpot", "global", "HubSpot private app token", "HubSpot 프라이빗 앱 토큰",
        header=("Authorization", "Bearer {v}"))
def _g():
    return [("HUBSPOT_TOKEN", "pat-%s-%s" % (pick(["na1", "eu1"]), uuid4()), True)]


@vendor("PagerDuty", "global", "PagerDuty API token", "PagerDuty API 토큰",
        header=("Authorization", "Token token={v}"))
def _g():
    return [("PAGERDUTY_TOKEN", "u+" + rs(B64URL, 18), True)]


@vendor("Buildkite", "global", "Buildkite API token", "Buildkite API 토큰")
def _g():
    return [("BUILDKITE_API_TOKEN", "bkua_" + hexs(40), True)]


@vendor("CircleCI", "global", "CircleCI personal API token", "CircleCI 토큰", header=("Circle-Token", "{v}"))
def _g():
    return [("CIRCLE_TOKEN", "CCIPAT_" + rs(ALNUM, 22) + "_" + hexs(40), True)]


@vendor("Tailscale", "global", "Tailscale auth key", "Tailscale auth 키")
def _g():
    return [("TS_AUTHKEY", "tskey-auth-k" + rs(ALNUM, 10) + "CNTRL-" + rs(ALNUM, 33), True)]


@vendor("ngrok", "global", "ngrok authtoken", "ngrok authtoken")
def _g():
    return [("NGROK_AUTHTOKEN", "2" + rs(ALNUM, 26) + "_" + rs(ALNUM, 21), True)]


@vendor("Meta", "global", "Meta Graph API access token", "Meta(Facebook) Graph API 토큰",
        header=("Authorization", "Bearer {v}"))
def _g():
    return [("FB_PAGE_ACCESS_TOKEN", pick(["EAAG", "EAAB", "EAAJ"]) + rs(ALNUM, pick([176, 190, 204])), True)]


@vendor("Replicate", "global", "Replicate API token", "Replicate API 토큰", header=("Authorization", "Bearer {v}"))
def _g():
    return [("REPLICATE_API_TOKEN", "r8_" + rs(ALNUM, 37), True)]


@vendor("Groq", "global", "Groq API key", "Groq API 키", header=("Authorization", "Bearer {v}"))
def _g():
    return [("GROQ_API_KEY", "gsk_" + rs(ALNUM, 52), True)]


@vendor("Perplexity", "global", "Perplexity API key", "Perplexity API 키", header=("Authorization", "Bearer {v}"))
def _g():
    return [("PERPLEXITY_API_KEY", "pplx-" + rs(ALNUM, 48), True)]


@vendor("xAI", "global", "xAI API key", "xAI API 키", header=("Authorization", "Bearer {v}"))
def _g():
    return [("XAI_API_KEY", "xai-" + rs(ALNUM, 80), True)]


@vendor("Databricks", "global", "Databricks personal access token", "Databricks PAT",
        header=("Authorization", "Bearer {v}"))
def _g():
    return [("DATABRICKS_HOST", "https://adb-%s.%d.azuredatabricks.net" % (digits(16), rint(1, 19)), False),
            ("DATABRICKS_TOKEN", "dapi" + hexs(32), True)]


@vendor("PlanetScale", "global", "PlanetScale database password", "PlanetScale DB 비밀번호")
def _g():
    return [("DATABASE_USERNAME", rs(LOALNUM, 20), False),
            ("DATABASE_PASSWORD", "pscale_pw_" + rs(B64URL, 43), True)]


@vendor("Resend", "global", "Resend API key", "Resend API 키", header=("Authorization", "Bearer {v}"))
def _g():
    return [("RESEND_API_KEY", "re_" + rs(ALNUM, 8) + "_" + rs(ALNUM, 24), True)]


@vendor("Postmark", "global", "Postmark server token", "Postmark 서버 토큰",
        header=("X-Postmark-Server-Token", "{v}"))
def _g():
    return [("POSTMARK_SERVER_TOKEN", uuid4(), True)]


@vendor("Pinecone", "global", "Pinecone API key", "Pinecone API 키", header=("Api-Key", "{v}"))
def _g():
    return [("PINECONE_API_KEY", "pcsk_" + rs(ALNUM, 5) + "_" + rs(ALNUM, 63), True)]


@vendor("LaunchDarkly", "global", "LaunchDarkly server SDK key", "LaunchDarkly 서버 SDK 키")
def _g():
    return [("LD_SDK_KEY", "sdk-" + uuid4(), True)]


@vendor("Confluent", "global", "Confluent Cloud API key and secret", "Confluent Cloud API 키/시크릿")
def _g():
    return [("CONFLUENT_BOOTSTRAP", "pkc-%s.ap-northeast-2.aws.confluent.cloud:9092" % rs(LOALNUM, 5), False),
            ("CONFLUENT_API_KEY", rs(UPALNUM, 16), True),
            ("CONFLUENT_API_SECRET", rs(ALNUM + "+/", 64), True)]


@vendor("Elastic", "global", "Elasticsearch API key", "Elasticsearch API 키",
        header=("Authorization", "ApiKey {v}"))
def _g():
    raw = rs(B64URL, 20) + ":" + rs(B64URL, 22)
    return [("ELASTIC_API_KEY", b64(raw.encode()), True)]


@vendor("MongoDB Atlas", "global", "MongoDB Atlas API private key", "MongoDB Atlas API 프라이빗 키")
def _g():
    return [("MONGODB_ATLAS_PUBLIC_KEY", rs(LO, 8), False),
            ("MONGODB_ATLAS_PRIVATE_KEY", uuid4(), True)]


@vendor("Sentry", "global", "Sentry user auth token", "Sentry auth 토큰", header=("Authorization", "Bearer {v}"))
def _g():
    return [("SENTRY_AUTH_TOKEN", "sntryu_" + hexs(64), True)]


@vendor("Snyk", "global", "Snyk API token", "Snyk API 토큰")
def _g():
    return [("SNYK_TOKEN", uuid4(), True)]


@vendor("Heroku", "global", "Heroku API key", "Heroku API 키")
def _g():
    return [("HEROKU_API_KEY", uuid4(), True)]


@vendor("Twitch", "global", "Twitch client secret", "Twitch 클라이언트 시크릿")
def _g():
    return [("TWITCH_CLIENT_ID", rs(LOALNUM, 30), False), ("TWITCH_CLIENT_SECRET", rs(LOALNUM, 30), True)]


@vendor("Cohere", "global", "Cohere API key", "Cohere API 키", header=("Authorization", "Bearer {v}"))
def _g():
    return [("CO_API_KEY", rs(ALNUM, 40), True)]


@vendor("Render", "global", "Render API key", "Render API 키", header=("Authorization", "Bearer {v}"))
def _g():
    return [("RENDER_API_KEY", "rnd_" + rs(ALNUM, 32), True)]


@vendor("Clerk", "global", "Clerk secret key", "Clerk 시크릿 키", header=("Authorization", "Bearer {v}"))
def _g():
    return [("CLERK_SECRET_KEY", pick(["sk_live_", "sk_test_"]) + rs(ALNUM, 42), True)]


@vendor("Algolia", "global", "Algolia admin API key", "Algolia Admin API 키",
        header=("X-Algolia-API-Key", "{v}"))
def _g():
    return [("ALGOLIA_APP_ID", rs(UPALNUM, 10), False), ("ALGOLIA_ADMIN_KEY", hexs(32), True)]


@vendor("Typeform", "global", "Typeform personal token", "Typeform 토큰")
def _g():
    return [("TYPEFORM_TOKEN", "tfp_" + rs(ALNUM, 44) + "_" + rs(ALNUM, 14), True)]


@vendor("Firebase", "global", "Firebase Cloud Messaging legacy server key", "FCM 레거시 서버 키",
        header=("Authorization", "key={v}"))
def _g():
    return [("FCM_SERVER_KEY", "AAAA" + rs(B64URL, 7) + ":APA91b" + rs(B64URL, 134), True)]


@vendor("Klaviyo", "global", "Klaviyo private API key", "Klaviyo 프라이빗 API 키",
        header=("Authorization", "Klaviyo-API-Key {v}"))
def _g():
    return [("KLAVIYO_PRIVATE_KEY", "pk_" + hexs(34), True)]


@vendor("Razorpay", "global", "Razorpay key secret", "Razorpay 키 시크릿")
def _g():
    return [("RAZORPAY_KEY_ID", "rzp_live_" + rs(ALNUM, 14), False),
            ("RAZORPAY_KEY_SECRET", rs(ALNUM, 24), True)]


# ---------------- Korean ----------------
@vendor("Kakao", "kr", "Kakao REST API key", "카카오 REST API 키",
        header=("Authorization", "KakaoAK {v}"), weight=2)
def _g():
    return [("KAKAO_REST_API_KEY", hexs(32), True)]


@vendor("Kakao", "kr", "Kakao Admin key", "카카오 Admin 키", header=("Authorization", "KakaoAK {v}"), weight=1.5)
def _g():
    return [("KAKAO_APP_ID", digits(6), False), ("KAKAO_ADMIN_KEY", hexs(32), True)]


@vendor("Kakao", "kr", "Kakao Login client secret", "카카오 로그인 Client Secret")
def _g():
    return [("KAKAO_CLIENT_ID", hexs(32), False), ("KAKAO_CLIENT_SECRET", rs(ALNUM, 32), True)]


@vendor("Naver Developers", "kr", "Naver Open API client secret", "네이버 오픈 API Client Secret",
        header=("X-Naver-Client-Secret", "{v}"), weight=1.5)
def _g():
    return [("NAVER_CLIENT_ID", rs(ALNUM + "_", 20), False), ("NAVER_CLIENT_SECRET", rs(ALNUM, 10), True)]


@vendor("Naver Cloud Platform", "kr", "NCP access key pair", "NCP(네이버 클라우드) 액세스 키", weight=1.5)
def _g():
    return [("NCLOUD_ACCESS_KEY", rs(UPALNUM, 20), True), ("NCLOUD_SECRET_KEY", rs(ALNUM, 40), True)]


@vendor("Toss Payments", "kr", "Toss Payments secret key", "토스페이먼츠 시크릿 키", weight=2)
def _g():
    return [("TOSS_SECRET_KEY", pick(["live_sk_", "test_sk_", "live_gsk_", "test_gsk_"]) + rs(ALNUM, 28), True)]


@vendor("PortOne", "kr", "PortOne (iamport) REST API key and secret", "포트원(아임포트) REST API 키/시크릿")
def _g():
    if chance(0.5):
        return [("IMP_CODE", "imp" + digits(8), False), ("IMP_KEY", digits(16), True),
                ("IMP_SECRET", rs(ALNUM, 80), True)]
    return [("PORTONE_STORE_ID", "store-" + uuid4(), False), ("PORTONE_API_SECRET", rs(ALNUM, 80), True)]


@vendor("NHN Cloud", "kr", "NHN Cloud secret key", "NHN Cloud 시크릿 키")
def _g():
    return [("NHN_APPKEY", rs(ALNUM, 16), False), ("NHN_SECRET_KEY", rs(ALNUM, 8), True)]


@vendor("Solapi", "kr", "Solapi/CoolSMS API key and secret", "솔라피(쿨에스엠에스) API 키/시크릿")
def _g():
    return [("SOLAPI_API_KEY", "NCS" + rs(UPALNUM, 13), True), ("SOLAPI_API_SECRET", rs(UPALNUM, 32), True)]


@vendor("Aligo", "kr", "Aligo SMS API key", "알리고 문자 API 키")
def _g():
    return [("ALIGO_USER_ID", pick(["hanbit2019", "moaeng", "sora_ops"]), False), ("ALIGO_API_KEY", rs(LOALNUM, 32), True)]


@vendor("data.go.kr", "kr", "public data portal service key", "공공데이터포털 서비스키")
def _g():
    return [("DATA_GO_KR_SERVICE_KEY", b64(rbytes(64)), True)]


@vendor("KakaoPay", "kr", "KakaoPay secret key", "카카오페이 시크릿 키", header=("Authorization", "SECRET_KEY {v}"))
def _g():
    return [("KAKAOPAY_CID", pick(["TC0ONETIME", "TCSUBSCRIP"]), False),
            ("KAKAOPAY_SECRET_KEY", pick(["DEV", "PRD"]) + rs(UPALNUM, 37), True)]


@vendor("Channel Talk", "kr", "Channel Talk access key and secret", "채널톡 access key/secret")
def _g():
    return [("CHANNEL_ACCESS_KEY", hexs(24), True), ("CHANNEL_ACCESS_SECRET", hexs(32), True)]


@vendor("Sendbird", "kr", "Sendbird API token", "센드버드 API 토큰", header=("Api-Token", "{v}"))
def _g():
    return [("SENDBIRD_APP_ID", uuid4().upper(), False), ("SENDBIRD_API_TOKEN", hexs(40), True)]


@vendor("Upbit", "kr", "Upbit Open API access/secret key", "업비트 Open API 키")
def _g():
    return [("UPBIT_ACCESS_KEY", rs(ALNUM, 40), True), ("UPBIT_SECRET_KEY", rs(ALNUM, 40), True)]


@vendor("Bithumb", "kr", "Bithumb API key and secret", "빗썸 API 키/시크릿")
def _g():
    return [("BITHUMB_API_KEY", hexs(32), True), ("BITHUMB_SECRET", hexs(32), True)]


@vendor("Naver Search Ad", "kr", "Naver Search Ad API secret", "네이버 검색광고 API 시크릿")
def _g():
    return [("NAVER_AD_CUSTOMER_ID", digits(7), False),
            ("NAVER_AD_ACCESS_LICENSE", "0100000000" + hexs(54), True),
            ("NAVER_AD_SECRET_KEY", "AQAAAA" + rs(B64, 42) + "==", True)]


@vendor("Kakao Business", "kr", "Kakao AlimTalk sender key", "카카오 알림톡 발신프로필 키")
def _g():
    return [("ALIMTALK_SENDER_KEY", hexs(40), True)]


@vendor("Gabia", "kr", "Gabia SMS API key", "가비아 SMS API 키")
def _g():
    return [("GABIA_SMS_ID", pick(["hanbitsms", "sora2020"]), False), ("GABIA_API_KEY", hexs(32), True)]


@vendor("NICEPAY", "kr", "NICEPAY secret key", "나이스페이 시크릿 키")
def _g():
    return [("NICEPAY_CLIENT_ID", "R2_" + hexs(32), False), ("NICEPAY_SECRET_KEY", hexs(32), True)]


# ---------------- Japanese ----------------
@vendor("LINE", "jp", "LINE Messaging API channel access token", "LINE 채널 액세스 토큰",
        header=("Authorization", "Bearer {v}"), weight=1.5)
def _g():
    return [("LINE_CHANNEL_SECRET", hexs(32), True),
            ("LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "=", True)]


@vendor("LINE", "jp", "LINE Notify token", "LINE Notify 토큰", header=("Authorization", "Bearer {v}"))
def _g():
    return [("LINE_NOTIFY_TOKEN", rs(ALNUM, 43), True)]


@vendor("Chatwork", "jp", "Chatwork API token", "Chatwork API 토큰", header=("X-ChatWorkToken", "{v}"))
def _g():
    return [("CHATWORK_API_TOKEN", hexs(32), True)]


@vendor("PAY.JP", "jp", "PAY.JP secret key", "PAY.JP 시크릿 키")
def _g():
    return [("PAYJP_SECRET_KEY", pick(["sk_live_", "sk_test_"]) + hexs(24), True)]


@vendor("Backlog", "jp", "Backlog API key", "Backlog API 키")
def _g():
    return [("BACKLOG_SPACE", pick(["hanbit-jp", "sora-dev"]) + ".backlog.jp", False),
            ("BACKLOG_API_KEY", rs(ALNUM, 64), True)]


@vendor("kintone", "jp", "kintone API token", "kintone API 토큰", header=("X-Cybozu-API-Token", "{v}"))
def _g():
    return [("KINTONE_API_TOKEN", rs(ALNUM, 40), True)]


@vendor("Sakura Cloud", "jp", "Sakura Cloud API token and secret", "사쿠라 클라우드 API 토큰/시크릿")
def _g():
    return [("SAKURACLOUD_ACCESS_TOKEN", uuid4(), True),
            ("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(ALNUM, 64), True)]


@vendor("KOMOJU", "jp", "KOMOJU secret key", "KOMOJU 시크릿 키")
def _g():
    return [("KOMOJU_SECRET_KEY", pick(["sk_live_", "sk_test_"]) + rs(LOALNUM, 24), True)]


@vendor("GMO Payment Gateway", "jp", "GMO-PG shop password", "GMO-PG 샵 비밀번호")
def _g():
    return [("GMO_SHOP_ID", "tshop" + digits(8), False), ("GMO_SHOP_PASS", rs(LOALNUM, 8), True)]


@vendor("freee", "jp", "freee OAuth client secret", "freee OAuth 클라이언트 시크릿")
def _g():
    return [("FREEE_CLIENT_ID", digits(15), False), ("FREEE_CLIENT_SECRET", rs(B64URL, 43), True)]


# ---------------- Chinese ----------------
@vendor("Alibaba Cloud", "cn", "Alibaba Cloud AccessKey pair", "알리바바 클라우드 AccessKey", weight=2)
def _g():
    return [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(ALNUM, 18), True),
            ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(ALNUM, 30), True)]


@vendor("Tencent Cloud", "cn", "Tencent Cloud SecretId/SecretKey", "텐센트 클라우드 SecretId/SecretKey", weight=1.5)
def _g():
    return [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(ALNUM, 32), True),
            ("TENCENTCLOUD_SECRET_KEY", rs(ALNUM, 32), True)]


@vendor("Baidu AI Cloud", "cn", "Baidu AI Cloud secret key", "바이두 AI 클라우드 Secret Key")
def _g():
    return [("BAIDU_API_KEY", rs(ALNUM, 24), False), ("BAIDU_SECRET_KEY", rs(ALNUM, 32), True)]


@vendor("Huawei Cloud", "cn", "Huawei Cloud AK/SK", "화웨이 클라우드 AK/SK")
def _g():
    return [("HUAWEICLOUD_SDK_AK", rs(UPALNUM, 20), True), ("HUAWEICLOUD_SDK_SK", rs(ALNUM, 40), True)]


@vendor("WeChat", "cn", "WeChat official account AppSecret", "위챗 공식계정 AppSecret")
def _g():
    return [("WECHAT_APPID", "wx" + hexs(16), False), ("WECHAT_APPSECRET", hexs(32), True)]


@vendor("WeChat Pay", "cn", "WeChat Pay APIv3 key", "위챗페이 APIv3 키")
def _g():
    return [("WECHATPAY_MCHID", digits(10), False), ("WECHATPAY_APIV3_KEY", rs(ALNUM, 32), True)]


@vendor("DingTalk", "cn", "DingTalk robot signing secret", "딩톡 로봇 서명 시크릿")
def _g():
    return [("DINGTALK_ACCESS_TOKEN", hexs(64), True), ("DINGTALK_SECRET", "SEC" + hexs(64), True)]


@vendor("Feishu", "cn", "Feishu/Lark app secret", "Feishu(Lark) app secret")
def _g():
    return [("FEISHU_APP_ID", "cli_" + hexs(16), False), ("FEISHU_APP_SECRET", rs(ALNUM, 32), True)]


@vendor("Qiniu", "cn", "Qiniu AccessKey/SecretKey", "치니우 AK/SK")
def _g():
    return [("QINIU_ACCESS_KEY", rs(B64URL, 40), True), ("QINIU_SECRET_KEY", rs(B64URL, 40), True)]


@vendor("Volcengine", "cn", "Volcengine access key pair", "볼케엔진 액세스 키")
def _g():
    return [("VOLC_ACCESSKEY", "AKLT" + rs(B64URL, 43), True), ("VOLC_SECRETKEY", b64(rbytes(45)), True)]


@vendor("Zhipu AI", "cn", "Zhipu AI API key", "즈푸 AI API 키", header=("Authorization", "Bearer {v}"))
def _g():
    return [("ZHIPUAI_API_KEY", hexs(32) + "." + rs(ALNUM, 16), True)]


@vendor("Moonshot AI", "cn", "Moonshot (Kimi) API key", "Moonshot(Kimi) API 키",
        header=("Authorization", "Bearer {v}"))
def _g():
    return [("MOONSHOT_API_KEY", "sk-" + rs(ALNUM, 48), True)]


@vendor("DeepSeek", "cn", "DeepSeek API key", "DeepSeek API 키", header=("Authorization", "Bearer {v}"))
def _g():
    return [("DEEPSEEK_API_KEY", "sk-" + hexs(32), True)]


@vendor("Baidu Qianfan", "cn", "Baidu Qianfan API key", "바이두 Qianfan API 키",
        header=("Authorization", "Bearer {v}"))
def _g():
    return [("QIANFAN_API_KEY", "bce-v3/ALTAK-%s/%s" % (rs(ALNUM, 21), hexs(40)), True)]


@vendor("Gitee", "cn", "Gitee private token", "Gitee 개인 토큰")
def _g():
    return [("GITEE_TOKEN", hexs(32), True)]


# ---------------- European ----------------
@vendor("Mollie", "eu", "Mollie live API key", "Mollie API 키", header=("Authorization", "Bearer {v}"))
def _g():
    return [("MOLLIE_API_KEY", pick(["live_", "test_"]) + rs(ALNUM, 30), True)]


@vendor("Adyen", "eu", "Adyen API key", "Adyen API 키", header=("X-API-Key", "{v}"))
def _g():
    return [("ADYEN_MERCHANT_ACCOUNT", pick(["HanbitECOM", "SoraStoreKR"]), False),
            ("ADYEN_API_KEY", "AQE" + rs(ALNUM, 49) + "=-" + b64(rbytes(33)) + "-" + rs(ALNUM + "<>?[]", 14), True)]


@vendor("Hetzner", "eu", "Hetzner Cloud API token", "Hetzner Cloud API 토큰",
        header=("Authorization", "Bearer {v}"))
def _g():
    return [("HCLOUD_TOKEN", rs(ALNUM, 64), True)]


@vendor("Scaleway", "eu", "Scaleway access key and secret key", "Scaleway 액세스/시크릿 키")
def _g():
    return [("SCW_ACCESS_KEY", "SCW" + rs(UPALNUM, 17), True), ("SCW_SECRET_KEY", uuid4(), True),
            ("SCW_DEFAULT_PROJECT_ID", uuid4(), False)]


@vendor("OVHcloud", "eu", "OVHcloud application secret and consumer key", "OVHcloud 앱 시크릿/컨슈머 키")
def _g():
    return [("OVH_ENDPOINT", pick(["ovh-eu", "ovh-ca"]), False),
            ("OVH_APPLICATION_KEY", rs(ALNUM, 16), False),
            ("OVH_APPLICATION_SECRET", rs(ALNUM, 32), True),
            ("OVH_CONSUMER_KEY", rs(ALNUM, 32), True)]


@vendor("GoCardless", "eu", "GoCardless access token", "GoCardless 액세스 토큰",
        header=("Authorization", "Bearer {v}"))
def _g():
    return [("GOCARDLESS_ACCESS_TOKEN", pick(["live_", "sandbox_"]) + rs(B64URL, 40), True)]


@vendor("Vonage", "eu", "Vonage API secret", "Vonage API 시크릿")
def _g():
    return [("VONAGE_API_KEY", hexs(8), False), ("VONAGE_API_SECRET", rs(ALNUM, 16), True)]


@vendor("Mailjet", "eu", "Mailjet API key and secret", "Mailjet API 키/시크릿")
def _g():
    return [("MJ_APIKEY_PUBLIC", hexs(32), True), ("MJ_APIKEY_PRIVATE", hexs(32), True)]


@vendor("Brevo", "eu", "Brevo (Sendinblue) API key", "Brevo API 키", header=("api-key", "{v}"))
def _g():
    return [("BREVO_API_KEY", "xkeysib-" + hexs(64) + "-" + rs(ALNUM, 16), True)]


@vendor("Spotify", "eu", "Spotify client secret", "Spotify 클라이언트 시크릿")
def _g():
    return [("SPOTIFY_CLIENT_ID", hexs(32), False), ("SPOTIFY_CLIENT_SECRET", hexs(32), True)]


@vendor("Paddle", "eu", "Paddle API key", "Paddle API 키", header=("Authorization", "Bearer {v}"))
def _g():
    return [("PADDLE_API_KEY", pick(["pdl_live_apikey_", "pdl_sdbx_apikey_"]) + rs(LOALNUM, 26) + "_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 3), True)]


@vendor("Checkout.com", "eu", "Checkout.com secret key", "Checkout.com 시크릿 키",
        header=("Authorization", "Bearer {v}"))
def _g():
    return [("CKO_SECRET_KEY", pick(["sk_sbox_", "sk_"]) + rs(LOALNUM, 26), True)]


@vendor("Yandex Cloud", "eu", "Yandex Cloud API key", "Yandex Cloud API 키", header=("Authorization", "Api-Key {v}"))
def _g():
    return [("YC_API_KEY", "AQVN" + rs(B64URL, 36), True)]


@vendor("Yandex", "eu", "Yandex OAuth token", "Yandex OAuth 토큰", header=("Authorization", "OAuth {v}"))
def _g():
    return [("YANDEX_OAUTH_TOKEN", "y0_" + rs(B64URL, 55), True)]


@vendor("Infobip", "eu", "Infobip API key", "Infobip API 키", header=("Authorization", "App {v}"))
def _g():
    return [("INFOBIP_API_KEY", hexs(32) + "-" + uuid4(), True)]


@vendor("DeepL", "eu", "DeepL API auth key", "DeepL API 인증 키", header=("Authorization", "DeepL-Auth-Key {v}"))
def _g():
    return [("DEEPL_AUTH_KEY", uuid4() + pick([":fx", ""]), True)]


@vendor("SumUp", "eu", "SumUp secret API key", "SumUp 시크릿 API 키", header=("Authorization", "Bearer {v}"))
def _g():
    return [("SUMUP_API_KEY", "sup_sk_" + rs(ALNUM, 32), True)]


@vendor("Klarna", "eu", "Klarna API key", "Klarna API 키")
def _g():
    return [("KLARNA_API_KEY", pick(["klarna_live_api_", "klarna_test_api_"]) + rs(B64URL, 56), True)]


@vendor("Mistral AI", "eu", "Mistral AI API key", "Mistral AI API 키", header=("Authorization", "Bearer {v}"))
def _g():
    return [("MISTRAL_API_KEY", rs(ALNUM, 32), True)]


@vendor("Bunq", "eu", "bunq API key", "bunq API 키")
def _g():
    return [("BUNQ_API_KEY", pick(["sandbox_", ""]) + hexs(64), True)]


# =====================================================================
# Context pools (non-secret)
# =====================================================================
SERVICES = ["billing-api", "order-worker", "notify-svc", "auth-gateway", "settlement-batch",
            "search-indexer", "media-uploader", "admin-web", "partner-sync", "payout-cron",
            "chat-bridge", "report-exporter", "inventory-api", "coupon-svc", "crawler",
            "analytics-etl", "shop-frontend", "delivery-tracker", "sms-relay", "ml-inference"]
HOSTS = ["db-stg.internal", "10.0.3.17", "pg-main.cluster-c8x.ap-northeast-2.rds.amazonaws.com",
         "mysql01.corp.local", "redis-cache.svc.cluster.local", "192.168.0.40", "bastion.hanbit.dev",
         "mongo-rs0.internal", "rabbitmq.prod.local", "10.12.0.5", "nas.office.lan", "ci.sora.io",
         "db.dev.acme.io", "172.16.4.21", "gw.partner.co.kr", "sftp.vendor.example.jp"]
USERS = ["admin", "root", "app_user", "deploy", "svc_billing", "jenkins", "etl_reader", "postgres",
         "sa", "minji.kim", "hyunwoo", "ops", "backup", "readonly", "grafana", "jisoo", "dbadmin", "ubuntu"]
PEOPLE_EN = ["Minji", "Hyunwoo", "Jisoo", "Daniel", "Sora", "Kenji", "Yuna", "Tom", "Seojun", "Priya",
             "Haruto", "Eunji", "Lukas", "Mei", "Jae", "Ana"]
PEOPLE_KO = ["민지", "현우", "지수", "서준", "유나", "도윤", "하은", "지훈", "수빈", "예린", "태호", "은지"]
IMAGES = ["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.22", "ruby:3.3",
          "php:8.3-fpm", "nginx:1.27", "ghcr.io/hanbit/app:1.14.2"]


def filler_entries(n):
    pool = [
        lambda: ("APP_ENV", pick(["staging", "production", "dev", "qa"])),
        lambda: ("LOG_LEVEL", pick(["debug", "info", "warn"])),
        lambda: ("PORT", pick(["8080", "3000", "8000", "5000", "9090"])),
        lambda: ("DB_HOST", pick(HOSTS)),
        lambda: ("DB_PORT", pick(["5432", "3306", "1433", "27017"])),
        lambda: ("DB_NAME", pick(["orders", "billing", "app", "analytics", "shop"])),
        lambda: ("DB_USER", pick(USERS)),
        lambda: ("REDIS_URL", "redis://%s:6379/%d" % (pick(HOSTS), rint(0, 5))),
        lambda: ("AWS_REGION", aws_region()),
        lambda: ("S3_BUCKET", pick(["hanbit-uploads-stg", "acme-media-prod", "sora-backup-kr"])),
        lambda: ("TZ", pick(["Asia/Seoul", "UTC", "Asia/Tokyo"])),
        lambda: ("FEATURE_NEW_CHECKOUT", pick(["true", "false"])),
        lambda: ("HTTP_TIMEOUT_MS", str(pick([3000, 5000, 10000, 15000]))),
        lambda: ("SENTRY_ENVIRONMENT", pick(["staging", "production"])),
        lambda: ("CALLBACK_URL", "https://%s/oauth/callback" % pick(["stg.hanbit.dev", "app.acme.io", "m.sora.kr"])),
        lambda: ("WORKERS", str(rint(2, 16))),
        lambda: ("NODE_ENV", pick(["production", "development"])),
        lambda: ("QUEUE_NAME", pick(["settlement", "notify-high", "default"])),
        lambda: ("SMTP_HOST", pick(["smtp.gmail.com", "email-smtp.ap-northeast-2.amazonaws.com", "smtp.worksmobile.com"])),
        lambda: ("MAX_RETRIES", str(rint(1, 6))),
    ]
    out = []
    names = []
    for f in sample(pool, min(n, len(pool))):
        k, v = f()
        if k not in names:
            names.append(k)
            out.append((k, v, False))
    return out


# =====================================================================
# Containers for key/value entries.  Each returns (text, lang, filename).
# 'bad' lists characters a value may not contain for that container.
# =====================================================================
SAFE_BARE = ALNUM + "_.,:/+=@%^-"


def sh_q(v):
    if v and all(c in SAFE_BARE for c in v):
        return v
    return "'" + v + "'"


def yaml_q(v):
    if re.fullmatch(r"[A-Za-z_/][A-Za-z0-9_./+=-]*", v) and v.lower() not in ("true", "false", "yes", "no", "null", "on", "off"):
        return v
    return '"' + v + '"'


def jq(v):
    return json.dumps(v, ensure_ascii=False)


def _dotenv(es, c):
    qs = pick(["bare", "bare", "dq"])
    lines = []
    if chance(0.4):
        lines.append("# %s" % c["file_env"])
    for k, v, _ in es:
        if qs == "dq" or any(ch in v for ch in " #'\"$"):
            lines.append('%s="%s"' % (k, v))
        else:
            lines.append("%s=%s" % (k, v))
    return "\n".join(lines), "dotenv", c["file_env"]


def _export(es, c):
    return "\n".join("export %s=%s" % (k, sh_q(v)) for k, v, _ in es), "bash", "~/.zshrc"


def _fish(es, c):
    return "\n".join("set -gx %s %s" % (k, sh_q(v)) for k, v, _ in es), "fish", "~/.config/fish/config.fish"


def _pwsh(es, c):
    return "\n".join("$env:%s = '%s'" % (k, v) for k, v, _ in es), "powershell", "profile.ps1"


def _cmd(es, c):
    return "\n".join('set "%s=%s"' % (k, v) for k, v, _ in es), "bat", "run-local.bat"


def _yaml(es, c):
    sty = pick([k_snake, k_camel, k_kebab])
    sec = c["svc"].replace("-", "_")
    lines = ["%s:" % sec]
    for k, v, _ in es:
        lines.append("  %s: %s" % (sty(k), yaml_q(v)))
    return "\n".join(lines), "yaml", pick(["config/%s.yaml" % c["stage"], "application-%s.yml" % c["stage"], "settings.yaml"])


def _json(es, c):
    sty = pick([k_snake, k_camel, lambda e: e])
    inner = ",\n".join('    %s: %s' % (jq(sty(k)), jq(v)) for k, v, _ in es)
    txt = '{\n  %s: {\n%s\n  }\n}' % (jq(pick([c["svc"], "credentials", "integrations", "secrets"])), inner)
    return txt, "json", pick(["config.%s.json" % c["stage"], "appsettings.%s.json" % c["stage"].capitalize(), "secrets.json"])


def _toml(es, c):
    lines = ["[%s]" % pick([c["svc"].replace("-", "_"), "credentials", "integrations"])]
    for k, v, _ in es:
        lines.append('%s = %s' % (k_snake(k), jq(v)))
    return "\n".join(lines), "toml", pick(["config.toml", "Settings.toml", ".streamlit/secrets.toml"])


def _ini(es, c):
    lines = ["[%s]" % pick([c["svc"], "default", "auth", "api"])]
    for k, v, _ in es:
        lines.append("%s = %s" % (k_snake(k), v))
    return "\n".join(lines), "ini", pick(["config.ini", "settings.cfg", "setup.cfg", "app.conf"])


def _props(es, c):
    pre = pick(["app.", "integration.", c["svc"].replace("-", ".") + ".", ""])
    lines = ["%s%s=%s" % (pre, k_dotted(k), v) for k, v, _ in es]
    return "\n".join(lines), "properties", pick(["application-%s.properties" % c["stage"], "gradle.properties", "config.properties"])


def _xml(es, c):
    if chance(0.5):
        body = "\n".join('    <add key="%s" value="%s" />' % (k_pascal(k), v) for k, v, _ in es)
        return "<configuration>\n  <appSettings>\n%s\n  </appSettings>\n</configuration>" % body, "xml", "Web.config"
    body = "\n".join('  <entry key="%s">%s</entry>' % (k_dotted(k), v) for k, v, _ in es)
    return "<properties>\n%s\n</properties>" % body, "xml", "config.xml"


def _k8s_secret(es, c):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-secrets" % c["svc"],
             "  namespace: %s" % pick(["default", c["stage"], "payments", "apps"]), "type: Opaque", "stringData:"]
    for k, v, _ in es:
        lines.append("  %s: %s" % (k, jq(v)))
    return "\n".join(lines), "yaml", "k8s/%s-secret.yaml" % c["svc"]


def _k8s_env(es, c):
    lines = ["      containers:", "        - name: %s" % c["svc"], "          image: %s" % pick(IMAGES), "          env:"]
    for k, v, _ in es:
        lines.append("            - name: %s" % k)
        lines.append("              value: %s" % jq(v))
    return "\n".join(lines), "yaml", "k8s/deployment.yaml"


def _compose(es, c):
    lines = ["services:", "  %s:" % c["svc"], "    image: %s" % pick(IMAGES), "    environment:"]
    if chance(0.5):
        for k, v, _ in es:
            lines.append("      - %s=%s" % (k, v))
    else:
        for k, v, _ in es:
            lines.append("      %s: %s" % (k, yaml_q(v)))
    return "\n".join(lines), "yaml", "docker-compose.yml"


def _dockerfile(es, c):
    lines = ["FROM %s" % pick(IMAGES), "WORKDIR /app"]
    kw = pick(["ENV", "ARG"])
    for k, v, _ in es:
        lines.append('%s %s="%s"' % (kw, k, v) if chance(0.5) else "%s %s=%s" % (kw, k, sh_q(v)))
    lines.append("COPY . .")
    return "\n".join(lines), "dockerfile", "Dockerfile"


def _gha(es, c):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    for k, v, _ in es:
        lines.append("      %s: %s" % (k, yaml_q(v)))
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: ./scripts/deploy.sh"]
    return "\n".join(lines), "yaml", ".github/workflows/deploy.yml"


def _gitlab(es, c):
    lines = ["variables:"]
    for k, v, _ in es:
        lines.append("  %s: %s" % (k, jq(v)))
    lines += ["", "deploy:", "  stage: deploy", "  script:", "    - ./scripts/deploy.sh"]
    return "\n".join(lines), "yaml", ".gitlab-ci.yml"


def _terraform(es, c):
    lines = ["%s = %s" % (k_snake(k), jq(v)) for k, v, _ in es]
    return "\n".join(lines), "hcl", pick(["terraform.tfvars", "%s.auto.tfvars" % c["stage"]])


def _python(es, c):
    if chance(0.5):
        lines = ["import os", ""] + ['os.environ.setdefault("%s", "%s")' % (k, v) for k, v, _ in es]
    else:
        lines = ["SETTINGS = {"] + ['    "%s": "%s",' % (k_snake(k), v) for k, v, _ in es] + ["}"]
    return "\n".join(lines), "python", pick(["settings_local.py", "conftest.py", "scripts/backfill.py"])


def _js(es, c):
    q = pick(["'", '"'])
    lines = ["const config = {"] + ["  %s: %s%s%s," % (k_camel(k), q, v, q) for k, v, _ in es] + ["};", "", "module.exports = config;"]
    return "\n".join(lines), "javascript", pick(["config.js", "src/config/index.js"])


def _ts(es, c):
    lines = ["export const env = {"] + ['  %s: "%s",' % (k, v) for k, v, _ in es] + ["} as const;"]
    return "\n".join(lines), "typescript", pick(["src/env.ts", "lib/config.ts"])


def _go(es, c):
    lines = ["cfg := Config{"] + ['\t%s: "%s",' % (k_pascal(k), v) for k, v, _ in es] + ["}"]
    return "\n".join(lines), "go", "cmd/%s/main.go" % c["svc"]


def _java(es, c):
    lines = ['    private static final String %s = "%s";' % (k, v) for k, v, _ in es]
    return "public class AppConfig {\n%s\n}" % "\n".join(lines), "java", "src/main/java/com/hanbit/AppConfig.java"


def _kotlin(es, c):
    lines = ['    const val %s = "%s"' % (k, v) for k, v, _ in es]
    return "object Secrets {\n%s\n}" % "\n".join(lines), "kotlin", "app/src/main/java/Secrets.kt"


def _ruby(es, c):
    lines = ['ENV["%s"] ||= "%s"' % (k, v) for k, v, _ in es]
    return "\n".join(lines), "ruby", pick(["config/initializers/env.rb", "spec/spec_helper.rb"])


def _php(es, c):
    lines = ["return ["] + ["    '%s' => '%s'," % (k_snake(k), v) for k, v, _ in es] + ["];"]
    return "<?php\n" + "\n".join(lines), "php", "config/services.php"


def _rust(es, c):
    lines = ['const %s: &str = "%s";' % (k, v) for k, v, _ in es]
    return "\n".join(lines), "rust", "src/config.rs"


def _csharp(es, c):
    lines = ["var options = new ClientOptions", "{"] + ['    %s = "%s",' % (k_pascal(k), v) for k, v, _ in es] + ["};"]
    return "\n".join(lines), "csharp", "Program.cs"


def _swift(es, c):
    lines = ['let %s = "%s"' % (k_camel(k), v) for k, v, _ in es]
    return "\n".join(lines), "swift", "Config.swift"


def _helm(es, c):
    lines = ["%s:" % k_camel(c["svc"].replace("-", "_").upper()), "  secrets:"]
    for k, v, _ in es:
        lines.append("    %s: %s" % (k_camel(k), jq(v)))
    return "\n".join(lines), "yaml", "values-%s.yaml" % c["stage"]


def _ansible(es, c):
    lines = ["---"] + ["%s_%s: %s" % (c["svc"].split("-")[0], k_snake(k), jq(v)) for k, v, _ in es]
    return "\n".join(lines), "yaml", "group_vars/%s/vars.yml" % c["stage"]


def _systemd(es, c):
    lines = ["[Service]"] + ['Environment="%s=%s"' % (k, v) for k, v, _ in es] + ["ExecStart=/opt/%s/bin/server" % c["svc"]]
    return "\n".join(lines), "ini", "/etc/systemd/system/%s.service" % c["svc"]


def _plist(es, c):
    lines = ["<key>EnvironmentVariables</key>", "<dict>"]
    for k, v, _ in es:
        lines += ["    <key>%s</key>" % k, "    <string>%s</string>" % v]
    lines.append("</dict>")
    return "\n".join(lines), "xml", "~/Library/LaunchAgents/dev.hanbit.%s.plist" % c["svc"]


def _make(es, c):
    lines = ["%s ?= %s" % (k, v) for k, v, _ in es] + ["", "deploy:", "\t./scripts/deploy.sh"]
    return "\n".join(lines), "makefile", "Makefile"


def _docker_run(es, c):
    parts = ["docker run -d --name %s" % c["svc"]] + ["-e %s=%s" % (k, sh_q(v)) for k, v, _ in es] + [pick(IMAGES)]
    return " \\\n  ".join(parts), "bash", ""


def _kubectl(es, c):
    parts = ["kubectl create secret generic %s-secrets" % c["svc"]] + ["--from-literal=%s=%s" % (k, sh_q(v)) for k, v, _ in es]
    return " \\\n  ".join(parts), "bash", ""


def _paas(es, c):
    tool = pick(["fly secrets set", "heroku config:set", "railway variables --set"])
    if tool == "railway variables --set":
        return "\n".join("railway variables --set %s=%s" % (k, sh_q(v)) for k, v, _ in es), "bash", ""
    suffix = " -a %s" % c["svc"] if tool.startswith("heroku") else ""
    return tool + " " + " ".join("%s=%s" % (k, sh_q(v)) for k, v, _ in es) + suffix, "bash", ""


def _jupyter(es, c):
    return "\n".join("%%env %s=%s" % (k, v) for k, v, _ in es), "python", "notebooks/explore.ipynb"


def _sql(es, c):
    rows = ",\n  ".join("('%s', '%s')" % (k_snake(k), v) for k, v, _ in es)
    return "INSERT INTO app_settings (name, value) VALUES\n  %s;" % rows, "sql", "migrations/seed_settings.sql"


def _jenkins(es, c):
    lines = ["pipeline {", "  agent any", "  environment {"] + ["    %s = '%s'" % (k, v) for k, v, _ in es] + ["  }", "  stages { stage('Deploy') { steps { sh './deploy.sh' } } }", "}"]
    return "\n".join(lines), "groovy", "Jenkinsfile"


def _serverless(es, c):
    lines = ["provider:", "  name: aws", "  runtime: nodejs20.x", "  environment:"] + ["    %s: %s" % (k, yaml_q(v)) for k, v, _ in es]
    return "\n".join(lines), "yaml", "serverless.yml"


def _wrangler(es, c):
    lines = ['name = "%s"' % c["svc"], 'main = "src/index.ts"', "", "[vars]"] + ['%s = "%s"' % (k, v) for k, v, _ in es]
    return "\n".join(lines), "toml", "wrangler.toml"


def _log(es, c):
    d = ", ".join("'%s': '%s'" % (k_snake(k), v) for k, v, _ in es)
    ts = "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), rint(0, 999))
    lvl = pick(["DEBUG", "INFO", "debug"])
    return "%s %s [%s] effective config: {%s}" % (ts, lvl, c["svc"], d), "text", ""


def _diff(es, c):
    f = c["file_env"]
    lines = ["diff --git a/%s b/%s" % (f, f), "--- a/%s" % f, "+++ b/%s" % f, "@@ -3,%d +3,%d @@" % (len(es), len(es))]
    for k, v, s in es:
        if s:
            lines.append("-%s=" % k)
            lines.append("+%s=%s" % (k, v))
        else:
            lines.append(" %s=%s" % (k, v))
    return "\n".join(lines), "diff", f


def _table(es, c):
    lines = ["| variable | value |", "|---|---|"] + ["| %s | `%s` |" % (k, v) for k, v, _ in es]
    return "\n".join(lines), "", ""


CONTAINERS = [
    # id, function, bad characters, weight
    ("dotenv", _dotenv, "", 3), ("shell export", _export, "'", 2), ("fish", _fish, "'", 0.5),
    ("powershell", _pwsh, "'", 0.8), ("cmd.exe", _cmd, '"%!^&|<>', 0.5), ("yaml", _yaml, '"\\', 2),
    ("json", _json, "", 2), ("toml", _toml, "", 1), ("ini", _ini, ";#", 1), ("properties", _props, "\\#!", 1),
    ("xml", _xml, "&<>\"'", 1), ("k8s Secret", _k8s_secret, "", 1.5), ("k8s env", _k8s_env, "", 1),
    ("docker-compose", _compose, '"\\', 1.5), ("Dockerfile", _dockerfile, "'\"$\\", 1),
    ("GitHub Actions", _gha, '"\\', 1), ("GitLab CI", _gitlab, "", 1), ("Terraform tfvars", _terraform, "$%", 1),
    ("Python", _python, '"\\', 1.5), ("JavaScript", _js, "'\"\\`$", 1.2), ("TypeScript", _ts, '"\\', 0.8),
    ("Go", _go, '"\\', 1), ("Java", _java, '"\\', 1), ("Kotlin", _kotlin, '"\\$', 0.6), ("Ruby", _ruby, '"\\#', 0.8),
    ("PHP", _php, "'\\", 0.8), ("Rust", _rust, '"\\{}', 0.6), ("C#", _csharp, '"\\{}', 0.6),
    ("Swift", _swift, '"\\', 0.5), ("Helm values", _helm, "", 1), ("Ansible vars", _ansible, "{}", 0.8),
    ("systemd unit", _systemd, '"\\%$ ', 0.7), ("launchd plist", _plist, "&<>", 0.4), ("Makefile", _make, "$#", 0.6),
    ("docker run", _docker_run, "'", 0.8), ("kubectl --from-literal", _kubectl, "'", 0.8),
    ("PaaS secrets CLI", _paas, "'", 0.8), ("Jupyter %env", _jupyter, " ", 0.4), ("SQL seed", _sql, "'", 0.5),
    ("Jenkinsfile", _jenkins, "'$\\", 0.6), ("serverless.yml", _serverless, '"\\', 0.5),
    ("wrangler.toml", _wrangler, '"\\', 0.4), ("log line", _log, "'", 1.2), ("diff", _diff, "", 1.2),
    ("markdown table", _table, "|`", 0.8),
]


def pick_container(values):
    ok = [(w, (cid, fn)) for cid, fn, bad, w in CONTAINERS
          if not any(ch in v for v in values for ch in bad)]
    return wchoice(ok)


def new_ctx():
    stage = pick(["staging", "prod", "dev", "qa"])
    return {"svc": pick(SERVICES), "stage": stage,
            "file_env": pick([".env", ".env.%s" % stage, ".env.local", "deploy/%s.env" % stage, ".envrc"])}


def fence(text, lang):
    style = wchoice([(6, "fence"), (2, "indent"), (2, "plain")])
    if style == "fence":
        return "```%s\n%s\n```" % (lang, text)
    if style == "indent":
        return "\n".join("    " + ln for ln in text.split("\n"))
    return text


# =====================================================================
# Passwords
# =====================================================================
PUNCT = "!@#$%^&*()-_=+[]{};:,.<>?/|~"
EN_WORDS = ["maple", "orbit", "cactus", "velvet", "harbor", "lantern", "pebble", "quartz", "thistle",
            "walrus", "saffron", "glacier", "tundra", "marble", "falcon", "juniper", "otter", "cobalt",
            "meadow", "ember", "kettle", "violet", "summit", "parsley", "anchor", "biscuit", "canyon",
            "dolphin", "fjord", "gravel", "hazel", "igloo", "jasmine", "koala", "lagoon", "mango",
            "nectar", "oyster", "prism", "quill", "raven", "sprout", "tulip", "umber", "vortex", "willow"]
HUMAN_BASES = ["Sunflower", "Dragon", "Gangnam", "Busan", "Jeju", "Hanbit", "Tiger", "Blue", "Winter",
               "Haneul", "Sarang", "Coffee", "Galaxy", "Mugunghwa", "Seoul", "Kimchi", "Bada", "Tokki",
               "Soccer", "Sakura", "Yuna", "Minji", "Jisoo", "Orange", "Spring", "Autumn", "Monday", "Starlight"]
KO_WORDS = ["사랑해", "안녕하세요", "우리집", "고양이", "강아지", "바다", "하늘", "행복", "서울", "부산",
            "봄날", "별빛", "커피", "무지개", "다람쥐", "호랑이", "김치찌개", "비밀번호", "토끼", "노을",
            "은하수", "제주도", "감자", "단풍", "해바라기", "눈사람", "거북이", "여름밤"]

_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt",
         "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def ko_keyboard(word):
    """Hangul word -> keys typed on a 2-set (dubeolsik) keyboard in English mode."""
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            out.append(_CHO[code // 588] + _JUNG[(code % 588) // 28] + _JONG[code % 28])
        else:
            out.append(ch)
    return "".join(out)


def leet(w):
    table = {"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"}
    return "".join(table[c] if c in table and chance(0.5) else c for c in w)


def password(style=None):
    """returns (password, style)."""
    style = style or wchoice([(3, "human"), (2, "passphrase"), (2, "punct"), (2, "generated"),
                              (2, "ko-keyboard"), (1.5, "hangul"), (1, "leet")])
    if style == "human":
        base = pick(HUMAN_BASES)
        tail = pick([str(rint(1980, 2025)), "%02d%02d" % (rint(1, 12), rint(1, 28)), str(rint(10, 999))])
        p = base + pick(["", "_", "#", "@", "."]) + tail + pick(["!", "!!", "#", "*", "$", "^^", "~"])
    elif style == "passphrase":
        sep = pick(["-", ".", " ", "_", "-"])
        ws = sample(EN_WORDS, rint(3, 5))
        if chance(0.5):
            i = rint(0, len(ws) - 1)
            ws[i] = ws[i].capitalize() if chance(0.7) else ws[i].upper()
        p = sep.join(ws) + (sep + str(rint(2, 99)) if chance(0.6) else "")
    elif style == "punct":
        n = rint(14, 24)
        chars = [R.choice(ALNUM) for _ in range(n)]
        for i in sample(range(n), rint(4, 7)):
            chars[i] = R.choice(PUNCT)
        p = "".join(chars)
    elif style == "generated":
        if chance(0.4):
            p = "-".join(rs(LOALNUM, 6) for _ in range(3))
        else:
            p = rs(ALNUM, rint(16, 32))
    elif style == "ko-keyboard":
        w = ko_keyboard(pick(KO_WORDS) + (pick(KO_WORDS) if chance(0.4) else ""))
        if chance(0.4):
            w = w[:1].upper() + w[1:]
        p = w + pick(["", "!", "@", "#"]) + str(rint(1, 9999)) + pick(["", "!", "^^", "*"])
    elif style == "hangul":
        p = pick(KO_WORDS) + pick(KO_WORDS) + pick(["", "!", "#", "-", "@"]) + str(rint(1, 2025)) + pick(["", "!", "*"])
    else:  # leet
        p = leet(pick(EN_WORDS) + pick(EN_WORDS)).capitalize() + str(rint(1, 99)) + pick(["!", "#", "?"])
    if len(p) < 8:
        p += rs(DIG, 8 - len(p)) + "!"
    return p, style


PASSWORD_ENVS = [("DB_PASSWORD", "database", "DB"), ("POSTGRES_PASSWORD", "Postgres", "Postgres"),
                 ("MYSQL_ROOT_PASSWORD", "MySQL root", "MySQL root"), ("REDIS_PASSWORD", "Redis", "Redis"),
                 ("SMTP_PASSWORD", "SMTP", "SMTP"), ("GRAFANA_ADMIN_PASSWORD", "Grafana admin", "Grafana admin"),
                 ("KEYSTORE_PASSWORD", "Java keystore", "키스토어"), ("LDAP_BIND_PASSWORD", "LDAP bind", "LDAP bind"),
                 ("RABBITMQ_DEFAULT_PASS", "RabbitMQ", "RabbitMQ"), ("MINIO_ROOT_PASSWORD", "MinIO root", "MinIO root"),
                 ("JENKINS_ADMIN_PASSWORD", "Jenkins admin", "Jenkins 관리자"), ("SFTP_PASSWORD", "partner SFTP", "파트너 SFTP"),
                 ("MSSQL_SA_PASSWORD", "SQL Server sa", "SQL Server sa"), ("ADMIN_PASSWORD", "admin console", "관리자 콘솔"),
                 ("MAIL_PASSWORD", "mailbox", "메일 계정"), ("ELASTIC_PASSWORD", "Elasticsearch elastic user", "Elasticsearch elastic"),
                 ("NEXUS_PASSWORD", "Nexus", "Nexus"), ("HARBOR_ADMIN_PASSWORD", "Harbor admin", "Harbor 관리자"),
                 ("ORACLE_PASSWORD", "Oracle", "오라클"), ("MONGO_INITDB_ROOT_PASSWORD", "MongoDB root", "MongoDB root")]


# =====================================================================
# Passwords inside commands.  Each returns (command, [secrets], tool).
# =====================================================================
def _cmd_pool():
    return [
        ("mysql -p attached", lambda u, p, h: ("mysql -h %s -u %s -p%s %s" % (h, u, sh_q(p), pick(["orders", "billing", "app"])), [p])),
        ("mysql --password=", lambda u, p, h: ("mysql --host=%s --user=%s --password=%s -e 'SHOW PROCESSLIST'" % (h, u, sh_q(p)), [p])),
        ("mysqldump -p attached", lambda u, p, h: ("mysqldump -u%s -p%s --single-transaction shop > shop_$(date +%%F).sql" % (u, sh_q(p)), [p])),
        ("PGPASSWORD env prefix", lambda u, p, h: ("PGPASSWORD=%s psql -h %s -U %s -d app -c '\\dt'" % (sh_q(p), h, u), [p])),
        ("sshpass -p", lambda u, p, h: ("sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s" % (sh_q(p), u, h), [p])),
        ("redis-cli -a", lambda u, p, h: ("redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO keyspace" % (h, sh_q(p)), [p])),
        ("mongosh -p", lambda u, p, h: ("mongosh --host %s -u %s -p %s --authenticationDatabase admin" % (h, u, sh_q(p)), [p])),
        ("curl -u user:pass", lambda u, p, h: ("curl -sS -u %s https://%s/api/health" % (sh_q(u + ":" + p), h), [p])),
        ("wget --password", lambda u, p, h: ("wget --user=%s --password=%s https://%s/exports/latest.csv" % (u, sh_q(p), h), [p])),
        ("docker login -p", lambda u, p, h: ("docker login -u %s -p %s registry.%s" % (u, sh_q(p), pick(["hanbit.dev", "acme.io"])), [p])),
        ("echo | docker login --password-stdin", lambda u, p, h: ("echo %s | docker login harbor.corp.local -u %s --password-stdin" % (sh_q(p), u), [p])),
        ("sqlcmd -P", lambda u, p, h: ("sqlcmd -S %s,1433 -U %s -P %s -Q \"SELECT @@VERSION\"" % (h, u, sh_q(p)), [p])),
        ("htpasswd -b positional", lambda u, p, h: ("htpasswd -b -c /etc/nginx/.htpasswd %s %s" % (u, sh_q(p)), [p])),
        ("smbclient user%pass", lambda u, p, h: ("smbclient //%s/share -U %s" % (h, sh_q(u + "%" + p)), [p])),
        ("net use /user positional", lambda u, p, h: ("net use Z: \\\\%s\\shared /user:CORP\\%s %s" % (h, u, p), [p])),
        ("mount cifs password=", lambda u, p, h: ("sudo mount -t cifs //%s/backup /mnt/backup -o username=%s,password=%s" % (h, u, sh_q(p)), [p])),
        ("openssl -passout pass:", lambda u, p, h: ("openssl pkcs12 -export -in cert.pem -inkey key.pem -out keystore.p12 -passout pass:%s" % sh_q(p), [p])),
        ("keytool -storepass", lambda u, p, h: ("keytool -importcert -alias partner -file partner.crt -keystore truststore.jks -storepass %s -noprompt" % sh_q(p), [p])),
        ("zip -P", lambda u, p, h: ("zip -P %s -r export_%s.zip ./export" % (sh_q(p), rint(20240101, 20251231)), [p])),
        ("7z -p attached", lambda u, p, h: ("7z a -p%s -mhe=on backup.7z ./dump" % sh_q(p), [p])),
        ("RSYNC_PASSWORD env", lambda u, p, h: ("RSYNC_PASSWORD=%s rsync -avz ./dist/ rsync://%s@%s/web/" % (sh_q(p), u, h), [p])),
        ("lftp -u user,pass", lambda u, p, h: ("lftp -u %s sftp://%s -e 'mirror -R ./out /upload; bye'" % (sh_q(u + "," + p), h), [p])),
        ("ldapsearch -w", lambda u, p, h: ("ldapsearch -x -H ldap://%s -D 'cn=%s,dc=corp,dc=local' -w %s '(uid=*)'" % (h, u, sh_q(p)), [p])),
        ("rabbitmqctl add_user positional", lambda u, p, h: ("rabbitmqctl add_user %s %s && rabbitmqctl set_user_tags %s administrator" % (u, sh_q(p), u), [p])),
        ("az login -p", lambda u, p, h: ("az login -u %s@hanbit.onmicrosoft.com -p %s" % (u, sh_q(p)), [p])),
        ("vault login userpass", lambda u, p, h: ("vault login -method=userpass username=%s password=%s" % (u, sh_q(p)), [p])),
        ("sudo -S via echo", lambda u, p, h: ("echo %s | sudo -S systemctl restart nginx" % sh_q(p), [p])),
        ("psql ALTER USER PASSWORD", lambda u, p, h: ("psql -h %s -U postgres -c \"ALTER USER %s WITH PASSWORD '%s';\"" % (h, u, p), [p])),
        ("mysql CREATE USER IDENTIFIED BY", lambda u, p, h: ("mysql -uroot -e \"CREATE USER '%s'@'%%' IDENTIFIED BY '%s'; GRANT SELECT ON shop.* TO '%s'@'%%';\"" % (u, p, u), [p])),
        ("spring --password flag", lambda u, p, h: ("java -jar app.jar --spring.datasource.username=%s --spring.datasource.password=%s" % (u, sh_q(p)), [p])),
        ("sqlplus user/pass@", lambda u, p, h: ("sqlplus %s/%s@//%s:1521/ORCLPDB1" % (u, sh_q(p), h), [p])),
        ("xfreerdp /p:", lambda u, p, h: ("xfreerdp /v:%s /u:%s /p:%s /dynamic-resolution" % (h, u, sh_q(p)), [p])),
        ("ssh-keygen -N", lambda u, p, h: ("ssh-keygen -t ed25519 -C deploy@%s -N %s -f ~/.ssh/deploy_ed25519" % (h, sh_q(p)), [p])),
        ("gpg --passphrase", lambda u, p, h: ("gpg --batch --yes --pinentry-mode loopback --passphrase %s -d backup.tar.gz.gpg > backup.tar.gz" % sh_q(p), [p])),
        ("ansible -e become_pass", lambda u, p, h: ("ansible-playbook site.yml -i inventory/prod -e %s" % sh_q("ansible_become_pass=" + p), [p])),
        ("helm repo add --password", lambda u, p, h: ("helm repo add internal https://%s/chartrepo/apps --username %s --password %s" % (h, u, sh_q(p)), [p])),
        ("nmcli wifi password", lambda u, p, h: ("nmcli dev wifi connect %s password %s" % (sh_q(pick(["HANBIT-5G", "Office_Guest", "sora-lab"])), sh_q(p)), [p])),
        ("influx -password", lambda u, p, h: ("influx -host %s -username %s -password %s -database metrics" % (h, u, sh_q(p)), [p])),
        ("cf/oc login -p", lambda u, p, h: ("oc login https://api.%s:6443 -u %s -p %s --insecure-skip-tls-verify" % (pick(["ocp.corp.local", "okd.hanbit.dev"]), u, sh_q(p)), [p])),
        ("psexec -p", lambda u, p, h: ("psexec \\\\%s -u CORP\\%s -p %s cmd /c ipconfig" % (h, u, p), [p])),
        ("expect send", lambda u, p, h: ("spawn ssh %s@%s\nexpect \"password:\"\nsend \"%s\\r\"\ninteract" % (u, h, p), [p])),
    ]


CMD_POOL = _cmd_pool()


def cmd_compatible(name, p):
    # characters that would force extra escaping in the chosen command form
    if name in ("net use /user positional", "psexec -p"):
        return all(c in SAFE_BARE or c.isalnum() for c in p) and " " not in p
    if name in ("psql ALTER USER PASSWORD", "mysql CREATE USER IDENTIFIED BY", "expect send"):
        return not any(c in p for c in "\"'\\$`")
    return "'" not in p


# =====================================================================
# Connection strings.  Each returns (string, [secrets as written]).
# =====================================================================
def conn_string(kind, u, p, h):
    e = pct(p)
    db = pick(["app", "orders", "billing", "analytics", "shop"])
    if kind == "postgres":
        return "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (u, e, h, db), [e]
    if kind == "sqlalchemy":
        return "postgresql+psycopg2://%s:%s@%s/%s" % (u, e, h, db), [e]
    if kind == "mysql":
        return "mysql://%s:%s@%s:3306/%s" % (u, e, h, db), [e]
    if kind == "mongodb+srv":
        return "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, e, rs(LOALNUM, 5), db), [e]
    if kind == "redis":
        return "rediss://default:%s@%s-%s.upstash.io:6379" % (e, pick(["apn1", "usw1"]), rs(LO, 8)), [e]
    if kind == "amqp":
        return "amqps://%s:%s@%s:5671/%s" % (u, e, h, pick(["%2F", "prod", "jobs"])), [e]
    if kind == "mssql-ado":
        if any(c in p for c in ";'\"{}="):
            raise Reject("ado password needs quoting")
        return "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;" % (pick(["hanbit-sql", "acme-prod"]), db, u, p), [p]
    if kind == "jdbc-param":
        return "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (h, db, u, e), [e]
    if kind == "jdbc-oracle":
        if any(c in p for c in "@/ "):
            raise Reject("oracle thin password would need quoting")
        return "jdbc:oracle:thin:%s/%s@%s:1521/ORCLPDB1" % (u, p, h), [p]
    if kind == "smtp":
        return "smtps://%s%%40hanbit.dev:%s@smtp.%s:465" % (u, e, pick(["gmail.com", "worksmobile.com", "daum.net"])), [e]
    if kind == "kafka-jaas":
        if '"' in p or "\\" in p:
            raise Reject("jaas quoting")
        return 'org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (u, p), [p]
    if kind == "clickhouse":
        return "clickhouse://default:%s@%s:9440/%s?secure=true" % (e, h, db), [e]
    if kind == "neo4j":
        return "neo4j+s://neo4j:%s@%s.databases.neo4j.io" % (e, rs(LOALNUM, 8)), [e]
    if kind == "elastic":
        return "https://elastic:%s@%s:9200" % (e, h), [e]
    if kind == "mqtt":
        return "mqtts://%s:%s@%s:8883" % (u, e, h), [e]
    if kind == "sftp":
        return "sftp://%s:%s@%s:22/upload" % (u, e, h), [e]
    if kind == "ftp":
        return "ftp://%s:%s@%s/pub/" % (u, e, h), [e]
    if kind == "libpq-kv":
        if any(c in p for c in " '\\"):
            raise Reject("libpq kv quoting")
        return "host=%s port=5432 dbname=%s user=%s password=%s sslmode=verify-full" % (h, db, u, p), [p]
    if kind == "snowflake":
        return "snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=COMPUTE_WH" % (u, e, rs(UP, 7), rs(UP, 5) + digits(5), db.upper()), [e]
    if kind == "git-https":
        return "https://%s:%s@git.%s/platform/%s.git" % (u, e, pick(["hanbit.dev", "corp.local"]), pick(SERVICES)), [e]
    raise ValueError(kind)


CONN_KINDS = ["postgres", "sqlalchemy", "mysql", "mongodb+srv", "redis", "amqp", "mssql-ado", "jdbc-param",
              "jdbc-oracle", "smtp", "kafka-jaas", "clickhouse", "neo4j", "elastic", "mqtt", "sftp", "ftp",
              "libpq-kv", "snowflake", "git-https"]


def azure_conn(kind):
    """Azure-style connection strings whose key is vendor generated."""
    if kind == "storage":
        k = b64(rbytes(64))
        return ("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net"
                % (pick(["stgprodkr01", "hanbitmedia", "acmelogs"]), k)), [k]
    if kind == "servicebus":
        k = b64(rbytes(32))
        return ("Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s"
                % (pick(["hanbit-bus", "orders-ns", "acme-events"]), k)), [k]
    if kind == "cosmos":
        k = b64(rbytes(64))
        return "AccountEndpoint=https://%s.documents.azure.com:443/;AccountKey=%s;" % (pick(["hanbit-cosmos", "catalog-db"]), k), [k]
    if kind == "signalr":
        k = b64(rbytes(32))
        return "Endpoint=https://%s.service.signalr.net;AccessKey=%s;Version=1.0;" % (pick(["chat-hub", "live-kr"]), k), [k]
    raise ValueError(kind)


# =====================================================================
# HTTP requests carrying a header.  Returns (text, lang, container_id).
# =====================================================================
API_HOSTS = ["api.hanbit.dev", "partner-api.acme.io", "gw.sora.kr", "internal-api.corp.local",
             "api.example-shop.jp", "openapi.pado.co.kr"]


def http_render(headers, host=None, path=None):
    """headers: list of (name, value).  Returns (text, lang, form)."""
    host = host or pick(API_HOSTS)
    path = path or pick(["/v1/orders?limit=50", "/v2/users/me", "/api/reports/daily", "/v1/messages",
                         "/v3/payments/confirm", "/graphql", "/v1/search?q=test"])
    meth = "POST" if any(x in path for x in ("confirm", "messages", "graphql")) else "GET"
    form = pick(["curl", "curl", "raw", "python", "fetch", "httpie", "urllib3-log", "go", "nginx", "har",
                 "http-file", "axios", "okhttp"])
    if form == "curl":
        extra = " \\\n  -H 'Content-Type: application/json' -d '{\"dry_run\": true}'" if meth == "POST" else ""
        hs = "".join(' \\\n  -H "%s: %s"' % (n, v) for n, v in headers)
        return ('curl -sS -X %s "https://%s%s"%s%s' % (meth, host, path, hs, extra)), "bash", "curl"
    if form == "raw":
        hs = "".join("%s: %s\n" % (n, v) for n, v in headers)
        return ("%s %s HTTP/1.1\nHost: %s\nUser-Agent: %s\n%sAccept: application/json"
                % (meth, path, host, pick(["python-requests/2.32.3", "okhttp/4.12.0", "axios/1.7.2"]), hs)), "http", "raw HTTP request"
    if form == "python":
        hs = ", ".join('"%s": "%s"' % (n, v) for n, v in headers)
        return ('import requests\n\nheaders = {%s}\nresp = requests.%s("https://%s%s", headers=headers, timeout=10)\nresp.raise_for_status()'
                % (hs, meth.lower(), host, path)), "python", "Python requests"
    if form == "fetch":
        hs = ", ".join("'%s': '%s'" % (n, v) for n, v in headers)
        return ("const res = await fetch('https://%s%s', {\n  method: '%s',\n  headers: { %s },\n});"
                % (host, path, meth, hs)), "javascript", "fetch()"
    if form == "httpie":
        hs = " ".join("'%s:%s'" % (n, v) for n, v in headers)
        return "http %s https://%s%s %s" % (meth, host, path, hs), "bash", "HTTPie"
    if form == "urllib3-log":
        hs = "".join("%s: %s\\r\\n" % (n, v) for n, v in headers)
        return ("DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): %s:443\nsend: b'%s %s HTTP/1.1\\r\\nHost: %s\\r\\n%sAccept-Encoding: gzip\\r\\n\\r\\n'\nreply: 'HTTP/1.1 401 Unauthorized\\r\\n'"
                % (host, meth, path, host, hs)), "text", "debug log"
    if form == "go":
        hs = "".join('req.Header.Set("%s", "%s")\n' % (n, v) for n, v in headers)
        return ('req, _ := http.NewRequest("%s", "https://%s%s", nil)\n%sresp, err := http.DefaultClient.Do(req)'
                % (meth, host, path, hs)), "go", "Go net/http"
    if form == "nginx":
        hs = "".join('    proxy_set_header %s "%s";\n' % (n, v) for n, v in headers)
        return ("location /upstream/ {\n    proxy_pass https://%s/;\n%s}" % (host, hs)), "nginx", "nginx proxy_set_header"
    if form == "har":
        hs = ",\n".join('      {"name": "%s", "value": "%s"}' % (n, v) for n, v in headers)
        return ('{\n  "request": {\n    "method": "%s",\n    "url": "https://%s%s",\n    "headers": [\n%s\n    ]\n  }\n}'
                % (meth, host, path, hs)), "json", "HAR entry"
    if form == "http-file":
        hs = "".join("%s: %s\n" % (n, v) for n, v in headers)
        return "### %s\n%s https://%s%s\n%s" % (pick(["list orders", "me", "daily report"]), meth, host, path, hs), "http", ".http file"
    if form == "axios":
        hs = "".join("axios.defaults.headers.common['%s'] = '%s';\n" % (n, v) for n, v in headers)
        return ("axios.defaults.baseURL = 'https://%s';\n%s" % (host, hs)).rstrip("\n"), "javascript", "axios defaults"
    hs = "".join('    .addHeader("%s", "%s")\n' % (n, v) for n, v in headers)
    return ('val request = Request.Builder()\n    .url("https://%s%s")\n%s    .build()'
            % (host, path, hs)), "kotlin", "OkHttp"


def basic_blob(u, p):
    return b64(("%s:%s" % (u, p)).encode("utf-8"))


def session_cookie():
    """returns (cookie_name, value_as_written, framework)."""
    k = pick(["django", "express", "php", "java", "rails", "laravel", "aspnet", "flask"])
    if k == "django":
        return "sessionid", rs(LOALNUM, 32), "Django"
    if k == "express":
        return "connect.sid", "s%3A" + rs(B64URL, 32) + "." + rs(ALNUM + "+/", 43), "Express"
    if k == "php":
        return "PHPSESSID", rs(LOALNUM, 26), "PHP"
    if k == "java":
        return "JSESSIONID", rs(HEXU, 32), "Tomcat"
    if k == "rails":
        return "_shop_session", rs(B64, 120) + "--" + hexs(40), "Rails"
    if k == "laravel":
        return "laravel_session", urllib.parse.quote("eyJpdiI6I" + rs(B64, 178) + "=", safe=""), "Laravel"
    if k == "aspnet":
        return ".AspNetCore.Cookies", "CfDJ8" + rs(B64URL, 200), "ASP.NET Core"
    return "session", "eyJ" + rs(B64URL, 40) + "." + rs(B64URL, 6) + "." + rs(B64URL, 27), "Flask"


def service_jwt(alg="HS256", long=False):
    head = b64u(('{"alg":"%s","typ":"JWT"%s}' % (alg, ',"kid":"%s"' % rs(B64URL, 16) if alg == "RS256" else "")).encode())
    iat = rint(1700000000, 1760000000)
    pl = {"sub": pick(["svc-%s" % pick(SERVICES), str(rint(10000, 99999)), "system:serviceaccount:%s:%s" % (pick(["ci", "apps"]), pick(["deployer", "runner"]))]),
          "iat": iat, "exp": iat + pick([3600, 86400, 31536000])}
    if long:
        pl["scope"] = " ".join(sample(["orders:read", "orders:write", "users:read", "payments:refund", "reports:export", "admin"], 4))
        pl["aud"] = pick(["https://api.hanbit.dev", "kubernetes.default.svc"])
    sig = rs(B64URL, 342 if alg == "RS256" else 43)
    return head + "." + b64u(json.dumps(pl, separators=(",", ":")).encode()) + "." + sig


# =====================================================================
# Signed URLs and webhooks.  Return (url, [secrets], label_en, label_ko, vendor).
# =====================================================================
def signed_url(k=None):
    k = k or pick(["s3", "s3", "azure-sas", "gcs", "cloudfront", "oss"])
    if k == "s3":
        akid = "AKIA" + rs(B32, 16)
        sig = hexs(64)
        d = "2025%02d%02d" % (rint(1, 12), rint(1, 28))
        u = ("https://%s.s3.%s.amazonaws.com/exports/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request&X-Amz-Date=%sT%02d%02d00Z&X-Amz-Expires=%d&X-Amz-SignedHeaders=host&X-Amz-Signature=%s"
             % (pick(["hanbit-exports", "acme-reports"]), "ap-northeast-2", uuid4(), akid, d, "ap-northeast-2", d, rint(0, 23), rint(0, 59), pick([900, 3600, 604800]), sig))
        return u, [akid, sig], "S3 presigned URL", "S3 presigned URL", "AWS"
    if k == "azure-sas":
        sig = urllib.parse.quote(b64(rbytes(32)), safe="")
        u = ("https://%s.blob.core.windows.net/%s/report.pdf?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-%02d-%02dT00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s"
             % (pick(["hanbitmedia", "acmelogs"]), pick(["exports", "invoices"]), rint(2, 12), rint(1, 28), sig))
        return u, [sig], "Azure Blob SAS URL", "Azure Blob SAS URL", "Microsoft Azure"
    if k == "gcs":
        sig = hexs(512)
        u = ("https://storage.googleapis.com/%s/dumps/db.sql.gz?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=exporter%%40%s.iam.gserviceaccount.com%%2F20250301%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=20250301T101500Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=%s"
             % (pick(["hanbit-backups", "acme-dumps"]), pick(["hanbit-prod", "acme-data-421"]), sig))
        return u, [sig], "GCS V4 signed URL", "GCS 서명 URL", "Google Cloud"
    if k == "cloudfront":
        sig = rs(ALNUM + "~-", 172)
        u = ("https://%s.cloudfront.net/videos/lecture-%02d.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s"
             % (rs(LOALNUM, 14), rint(1, 40), rint(1740000000, 1770000000), sig, rs(UPALNUM, 13)))
        return u, [sig], "CloudFront signed URL", "CloudFront 서명 URL", "AWS"
    akid = "LTAI5t" + rs(ALNUM, 18)
    sig = urllib.parse.quote(b64(rbytes(20)), safe="")
    u = ("https://%s.oss-cn-hangzhou.aliyuncs.com/export/%s.zip?OSSAccessKeyId=%s&Expires=%d&Signature=%s"
         % (pick(["hanbit-cn", "acme-oss"]), rs(LOALNUM, 10), akid, rint(1740000000, 1770000000), sig))
    return u, [akid, sig], "Alibaba OSS signed URL", "알리바바 OSS 서명 URL", "Alibaba Cloud"


def webhook_url():
    k = pick(["slack", "slack", "discord", "teams", "gchat", "dingtalk", "feishu", "wecom", "mattermost",
              "jandi", "dooray", "telegram", "line-notify-none"])
    if k == "slack":
        t = rs(ALNUM, 24)
        return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPALNUM, 8), rs(UPALNUM, 10), t), [t], "Slack incoming webhook", "Slack 웹훅", "Slack"
    if k == "discord":
        t = rs(B64URL, 68)
        return "https://discord.com/api/webhooks/%s/%s" % (digits(19), t), [t], "Discord webhook", "Discord 웹훅", "Discord"
    if k == "teams":
        t = urllib.parse.quote(rs(B64URL, 43), safe="")
        return ("https://prod-%02d.koreacentral.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s"
                % (rint(1, 40), hexs(32), t)), [t], "Teams workflow webhook", "Teams 워크플로 웹훅", "Microsoft Teams"
    if k == "gchat":
        key = "AIza" + rs(B64URL, 35)
        tok = rs(B64URL, 43) + "%3D"
        return ("https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(B64URL, 7), key, tok)), [key, tok], "Google Chat webhook", "Google Chat 웹훅", "Google"
    if k == "dingtalk":
        t = hexs(64)
        return "https://oapi.dingtalk.com/robot/send?access_token=%s" % t, [t], "DingTalk robot webhook", "딩톡 로봇 웹훅", "DingTalk"
    if k == "feishu":
        t = uuid4()
        return "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % t, [t], "Feishu bot webhook", "Feishu 봇 웹훅", "Feishu"
    if k == "wecom":
        t = uuid4()
        return "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % t, [t], "WeCom group bot webhook", "WeCom 그룹봇 웹훅", "WeCom"
    if k == "mattermost":
        t = rs(LOALNUM, 26)
        return "https://chat.%s/hooks/%s" % (pick(["hanbit.dev", "corp.local"]), t), [t], "Mattermost incoming webhook", "Mattermost 웹훅", "Mattermost"
    if k == "jandi":
        t = hexs(32)
        return "https://wh.jandi.com/connect-api/webhook/%s/%s" % (digits(8), t), [t], "JANDI incoming webhook", "잔디 웹훅", "JANDI"
    if k == "dooray":
        t = rs(ALNUM, 22)
        return "https://hook.dooray.com/services/%s/%s/%s" % (digits(19), digits(19), t), [t], "Dooray incoming hook", "두레이 훅", "Dooray"
    t = digits(10) + ":AA" + rs(B64URL, 33)
    return "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s" % (t, digits(10)), [t], "Telegram bot sendMessage URL", "텔레그램 봇 URL", "Telegram"


# =====================================================================
# Private keys (PEM bodies listed line by line) and other key material.
# =====================================================================
def _der_len(n):
    if n < 128:
        return bytes([n])
    if n < 256:
        return bytes([0x81, n])
    return bytes([0x82, n >> 8, n & 255])


def pem_block(kind):
    """returns (pem_text, [body lines], label_en, label_ko)."""
    if kind == "ec":
        der = (bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64))
        head, lab, labk = "EC PRIVATE KEY", "EC P-256 private key", "EC P-256 개인키"
        lines = wrap(b64(der), 64)
    elif kind == "pkcs8-ec":
        der = (bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(32)
               + bytes.fromhex("a144034200") + b"\x04" + rbytes(64))
        head, lab, labk = "PRIVATE KEY", "PKCS#8 EC private key (.p8)", "PKCS#8 EC 개인키(.p8)"
        lines = wrap(b64(der), 64)
    elif kind == "ed25519":
        der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
        head, lab, labk = "PRIVATE KEY", "Ed25519 private key", "Ed25519 개인키"
        lines = wrap(b64(der), 64)
    elif kind == "openssh":
        def sstr(b):
            return len(b).to_bytes(4, "big") + b
        pub = rbytes(32)
        priv = rbytes(32)
        pubblob = sstr(b"ssh-ed25519") + sstr(pub)
        chk = rbytes(4)
        comment = ("%s@%s" % (pick(USERS), pick(["ci-runner", "bastion", "macbook-pro"]))).encode()
        sec = chk + chk + sstr(b"ssh-ed25519") + sstr(pub) + sstr(priv + pub) + sstr(comment)
        i = 1
        while len(sec) % 8:
            sec += bytes([i])
            i += 1
        blob = b"openssh-key-v1\x00" + sstr(b"none") + sstr(b"none") + sstr(b"") + (1).to_bytes(4, "big") + sstr(pubblob) + sstr(sec)
        head, lab, labk = "OPENSSH PRIVATE KEY", "OpenSSH ed25519 private key", "OpenSSH ed25519 개인키"
        lines = wrap(b64(blob), 70)
    else:  # truncated RSA
        n = rint(3, 6)
        der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + rbytes(48 * n)
        head, lab, labk = pick(["PRIVATE KEY", "RSA PRIVATE KEY"]), "RSA private key (pasted partially)", "RSA 개인키(일부만 붙여넣음)"
        if head == "RSA PRIVATE KEY":
            der = bytes.fromhex("308204a30201000282010100") + rbytes(48 * n)
        lines = wrap(b64(der), 64)[:n]
        text = "-----BEGIN %s-----\n%s\n...(truncated)" % (head, "\n".join(lines))
        if len(lines[-1]) < 8:
            raise Reject("short pem line")
        return text, lines, lab, labk
    if len(lines[-1]) < 8:
        raise Reject("short pem line")
    text = "-----BEGIN %s-----\n%s\n-----END %s-----" % (head, "\n".join(lines), head)
    return text, lines, lab, labk


BIP39 = ["abandon", "ability", "absorb", "access", "acid", "actor", "adapt", "advice", "afford", "agent",
         "alarm", "album", "alley", "amateur", "anchor", "angle", "apple", "arena", "armor", "arrow",
         "badge", "bamboo", "banana", "barrel", "basket", "beach", "bicycle", "blanket", "bracket", "breeze",
         "cabin", "cactus", "canal", "carbon", "castle", "cereal", "chalk", "cherry", "circle", "clever",
         "dolphin", "donkey", "dragon", "eagle", "echo", "elbow", "engine", "fabric", "falcon", "fossil",
         "galaxy", "garlic", "giraffe", "harbor", "helmet", "island", "jacket", "kitten", "lemon", "marble",
         "napkin", "oyster", "pepper", "quantum", "rabbit", "saddle", "tomato", "umbrella", "velvet", "walnut"]


def key_material():
    """returns dict(snip_text, lang, secrets, label_en, label_ko, cat)."""
    k = pick(["age", "wireguard", "eth", "mnemonic", "django", "rails", "laravel", "nextauth", "jwt",
              "fernet", "aes", "jenkins", "gh-webhook", "flask"])
    if k == "age":
        s = "AGE-SECRET-KEY-1" + rs(BECH32.upper(), 58)
        t = "# created: 2025-%02d-%02dT%02d:%02d:11+09:00\n# public key: age1%s\n%s" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rs(BECH32, 58), s)
        return dict(snip=t, lang="text", secrets=[s], en="age identity (keys.txt)", ko="age 비밀 키(keys.txt)", cat="age secret key")
    if k == "wireguard":
        pk = b64(rbytes(32))
        psk = b64(rbytes(32))
        sec = [pk]
        t = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\n" % (pk, rint(2, 250), b64(rbytes(32)))
        if chance(0.5):
            t += "PresharedKey = %s\n" % psk
            sec.append(psk)
        t += "Endpoint = vpn.%s:51820\nAllowedIPs = 10.8.0.0/24" % pick(["hanbit.dev", "corp.example.jp"])
        return dict(snip=t, lang="ini", secrets=sec, en="WireGuard private key", ko="WireGuard 개인키", cat="WireGuard wg0.conf")
    if k == "eth":
        s = "0x" + hexs(64)
        t = pick(["PRIVATE_KEY=%s\nRPC_URL=https://eth-sepolia.g.alchemy.com/v2/demo" % s,
                  "networks: {\n  sepolia: { url: process.env.RPC_URL, accounts: [\"%s\"] }\n}" % s])
        return dict(snip=t, lang="text", secrets=[s], en="Ethereum deployer private key", ko="이더리움 배포 지갑 개인키", cat="wallet private key")
    if k == "mnemonic":
        s = " ".join(R.choice(BIP39) for _ in range(12))
        t = 'MNEMONIC="%s"' % s
        return dict(snip=t, lang="dotenv", secrets=[s], en="wallet seed phrase", ko="지갑 시드 문구", cat="BIP39 mnemonic")
    if k == "django":
        s = rs(LOALNUM + "!@#$%^&*(-_=+)", 50)
        if chance(0.3):
            s = "django-insecure-" + s
        return dict(snip="SECRET_KEY = '%s'" % s, lang="python", secrets=[s], en="Django SECRET_KEY", ko="Django SECRET_KEY", cat="framework secret key")
    if k == "rails":
        s = hexs(128)
        return dict(snip="SECRET_KEY_BASE=%s" % s, lang="dotenv", secrets=[s], en="Rails secret_key_base", ko="Rails secret_key_base", cat="framework secret key")
    if k == "laravel":
        s = "base64:" + b64(rbytes(32))
        return dict(snip="APP_NAME=Shop\nAPP_ENV=production\nAPP_KEY=%s\nAPP_DEBUG=false" % s, lang="dotenv", secrets=[s], en="Laravel APP_KEY", ko="Laravel APP_KEY", cat="framework secret key")
    if k == "nextauth":
        s = b64(rbytes(32))
        return dict(snip="NEXTAUTH_URL=https://app.%s\nNEXTAUTH_SECRET=%s" % (pick(["hanbit.dev", "acme.io"]), s), lang="dotenv", secrets=[s], en="NextAuth secret", ko="NextAuth 시크릿", cat="framework secret key")
    if k == "jwt":
        s = rs(ALNUM + "-_", rint(32, 64))
        return dict(snip="jwt:\n  issuer: %s\n  secret: \"%s\"\n  ttl: 3600" % (pick(SERVICES), s), lang="yaml", secrets=[s], en="JWT signing secret", ko="JWT 서명 시크릿", cat="JWT HMAC secret")
    if k == "fernet":
        s = b64u(rbytes(32), pad=True)
        return dict(snip="from cryptography.fernet import Fernet\nf = Fernet(b\"%s\")" % s, lang="python", secrets=[s], en="Fernet key", ko="Fernet 키", cat="symmetric encryption key")
    if k == "aes":
        s = hexs(64)
        return dict(snip="ENCRYPTION_KEY=%s\nENCRYPTION_ALGO=aes-256-gcm" % s, lang="dotenv", secrets=[s], en="AES-256 data key", ko="AES-256 데이터 키", cat="symmetric encryption key")
    if k == "jenkins":
        s = "11" + hexs(32)
        return dict(snip="curl -X POST -u %s:%s https://jenkins.%s/job/%s/build" % (pick(USERS), s, pick(["corp.local", "hanbit.dev"]), pick(SERVICES)), lang="bash", secrets=[s], en="Jenkins API token", ko="Jenkins API 토큰", cat="Jenkins API token")
    if k == "gh-webhook":
        s = rs(ALNUM, 40)
        return dict(snip="GITHUB_WEBHOOK_SECRET=%s" % s, lang="dotenv", secrets=[s], en="GitHub webhook secret", ko="GitHub 웹훅 시크릿", cat="webhook signing secret")
    s = b64u(rbytes(24))
    return dict(snip="app.config['SECRET_KEY'] = '%s'" % s, lang="python", secrets=[s], en="Flask SECRET_KEY", ko="Flask SECRET_KEY", cat="framework secret key")


# =====================================================================
# 2FA seeds, recovery codes, PINs, Wi-Fi keys.
# Return dict(snip, lang, secrets, en, ko, cat, val(optional), inline(bool)).
# =====================================================================
ISSUERS = ["AWS root", "GitHub org-owner", "Google Workspace admin", "Cloudflare", "Naver Cloud console",
           "Kakao Developers", "Toss Payments admin", "npm publisher", "Stripe dashboard", "Okta admin",
           "LINE Developers", "Alibaba Cloud RAM", "Tencent Cloud", "Hetzner console", "Apple ID (team agent)"]


def mfa_item():
    k = wchoice([(3, "otpauth"), (2, "seed-grouped"), (2, "seed-plain"), (1, "pyotp"), (3, "recovery"),
                 (2, "pin"), (3, "wifi")])
    iss = pick(ISSUERS)
    if k == "otpauth":
        s = rs(B32, pick([16, 32]))
        acct = pick(["ops@hanbit.dev", "root", "minji.kim", "billing-admin"])
        u = "otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6&period=30" % (urllib.parse.quote(iss), urllib.parse.quote(acct), s, urllib.parse.quote(iss))
        return dict(snip=u, lang="text", secrets=[s], en="TOTP seed for the %s account" % iss, ko="%s 계정 TOTP 시드" % iss,
                    cat="2FA: otpauth URI secret", val=s, inline=False)
    if k == "seed-grouped":
        raw = rs(B32.lower()[:26] + "234567", 32)
        s = " ".join(wrap(raw, 4))
        return dict(snip="Setup key: %s" % s, lang="text", secrets=[s], en="2FA setup key for %s" % iss, ko="%s 2단계 인증 설정 키" % iss,
                    cat="2FA: grouped setup key", val=s, inline=True)
    if k == "seed-plain":
        s = rs(B32, pick([16, 26, 32]))
        return dict(snip="TOTP secret: %s" % s, lang="text", secrets=[s], en="TOTP secret for %s" % iss, ko="%s TOTP 시크릿" % iss,
                    cat="2FA: base32 seed", val=s, inline=True)
    if k == "pyotp":
        s = rs(B32, 32)
        return dict(snip='import pyotp\ntotp = pyotp.TOTP("%s")\nprint(totp.now())' % s, lang="python", secrets=[s],
                    en="TOTP seed used by the login test", ko="로그인 E2E 테스트용 TOTP 시드", cat="2FA: seed in test code", val=s, inline=False)
    if k == "recovery":
        f = pick(["github", "google", "discord", "gitlab", "microsoft", "1password", "apple", "generic-ko"])
        if f == "github":
            codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(pick([8, 10, 16]))]
            en, ko = "GitHub recovery codes", "GitHub 복구 코드"
        elif f == "google":
            codes = ["%s %s" % (digits(4), digits(4, False)) for _ in range(10)]
            en, ko = "Google backup codes", "Google 백업 코드"
        elif f == "discord":
            codes = ["%s-%s" % (rs(LOALNUM, 4), rs(LOALNUM, 4)) for _ in range(10)]
            en, ko = "Discord backup codes", "Discord 백업 코드"
        elif f == "gitlab":
            codes = [hexs(16) for _ in range(10)]
            en, ko = "GitLab recovery codes", "GitLab 복구 코드"
        elif f == "microsoft":
            codes = ["-".join(rs(UPALNUM, 5) for _ in range(5))]
            en, ko = "Microsoft account recovery code", "Microsoft 계정 복구 코드"
        elif f == "1password":
            codes = ["A3-%s-%s-%s-%s-%s-%s" % (rs(UPALNUM, 6), rs(UPALNUM, 6), rs(UPALNUM, 5), rs(UPALNUM, 5), rs(UPALNUM, 5), rs(UPALNUM, 5))]
            en, ko = "1Password Secret Key", "1Password Secret Key"
        elif f == "apple":
            codes = ["-".join(rs(UPALNUM, 4) for _ in range(7))]
            en, ko = "Apple ID recovery key", "Apple ID 복구 키"
        else:
            codes = [digits(8, False) for _ in range(pick([5, 10]))]
            en, ko = "2-step verification backup codes", "2단계 인증 백업 코드"
        style = pick(["list", "columns", "inline"])
        if style == "list" or len(codes) == 1:
            dash = pick(["- ", "", "* "])
            t = "\n".join(dash + c for c in codes)
        elif style == "columns":
            t = "\n".join("    ".join(codes[i:i + 2]) for i in range(0, len(codes), 2))
        else:
            t = ", ".join(codes)
        return dict(snip=t, lang="text", secrets=codes, en=en, ko=ko, cat="recovery codes (%s)" % f, val=codes[0], inline=False)
    if k == "pin":
        f = pick(["puk", "bitlocker", "doorlock", "yubikey", "safe"])
        if f == "puk":
            s = digits(8, False)
            return dict(snip="SIM PUK: %s" % s, lang="text", secrets=[s], en="SIM PUK of the on-call phone", ko="온콜폰 SIM PUK",
                        cat="PIN: SIM PUK", val=s, inline=True)
        if f == "bitlocker":
            s = "-".join(digits(6, False) for _ in range(8))
            return dict(snip="BitLocker recovery key: %s" % s, lang="text", secrets=[s], en="BitLocker recovery key of the build laptop",
                        ko="빌드 노트북 BitLocker 복구 키", cat="PIN: BitLocker recovery key", val=s, inline=True)
        if f == "doorlock":
            s = digits(8, False) + pick(["*", "#", ""])
            return dict(snip="server room door code: %s" % s, lang="text", secrets=[s], en="server room door lock code",
                        ko="서버실 도어락 번호", cat="PIN: door code", val=s, inline=True)
        if f == "yubikey":
            s = digits(8, False)
            return dict(snip="ykman piv access change-puk --puk 12345678 --new-puk %s" % s, lang="bash", secrets=[s],
                        en="YubiKey PIV PUK", ko="YubiKey PIV PUK", cat="PIN: YubiKey PUK in command", val=s, inline=False)
        s = digits(4, False) + "-" + digits(4, False)
        return dict(snip="safe combination %s" % s, lang="text", secrets=[s], en="office safe combination (cert USB inside)",
                    ko="사무실 금고 비밀번호(인증서 USB 보관)", cat="PIN: safe combination", val=s, inline=True)
    # wifi
    ssid = pick(["HANBIT-5G", "Office_Guest", "sora-lab", "QA-Devices", "acme-corp", "카페_손님용", "3F_회의실"])
    pw, _ = password(pick(["human", "passphrase", "generated", "ko-keyboard"]))
    if ";" in pw or "," in pw or ":" in pw or "\\" in pw:
        raise Reject("wifi qr escaping")
    f = pick(["qr", "wpa", "hostapd", "prose", "hexpsk"])
    if f == "qr":
        t = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw)
    elif f == "wpa":
        t = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
    elif f == "hostapd":
        t = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, pw)
    elif f == "hexpsk":
        pw = hexs(64)
        t = 'network={\n    ssid="%s"\n    psk=%s\n}' % (ssid, pw)
    else:
        t = "SSID %s / key %s" % (ssid, pw)
    return dict(snip=t, lang="text", secrets=[pw], en="Wi-Fi key for %s" % ssid, ko="%s 와이파이 비밀번호" % ssid,
                cat="Wi-Fi key (%s)" % f, val=pw, inline=(f == "prose"))


# =====================================================================
# Credential files (password or token inside a well-known file format).
# Return dict(snip, lang, secrets, en, ko, cat, file).
# =====================================================================
def cred_file():
    k = pick(["netrc", "pgpass", "mycnf", "git-credentials", "docker-config", "npmrc", "npmrc-auth", "pipconf",
              "maven", "filezilla", "aws-credentials", "kubeconfig", "rclone", "s3cfg", "composer", "pypirc",
              "nuget", "yarnrc", "cargo"])
    u = pick(USERS)
    if k == "netrc":
        if chance(0.5):
            v = uuid4()
            t = "machine api.heroku.com\n  login %s@hanbit.dev\n  password %s\nmachine git.heroku.com\n  login %s@hanbit.dev\n  password %s" % (u, v, u, v)
            return dict(snip=t, lang="text", secrets=[v], en="Heroku API key in ~/.netrc", ko="~/.netrc 의 Heroku API 키", cat="~/.netrc", file="~/.netrc", vendor="Heroku")
        p, _ = password()
        if " " in p:
            raise Reject("netrc space")
        t = "machine %s\nlogin %s\npassword %s" % (pick(HOSTS), u, p)
        return dict(snip=t, lang="text", secrets=[p], en="FTP/HTTP password in ~/.netrc", ko="~/.netrc 비밀번호", cat="~/.netrc", file="~/.netrc", vendor=None)
    if k == "pgpass":
        p, _ = password()
        if ":" in p or "\\" in p:
            raise Reject("pgpass escaping")
        t = "%s:5432:%s:%s:%s" % (pick(HOSTS), pick(["orders", "*", "billing"]), u, p)
        return dict(snip=t, lang="text", secrets=[p], en="Postgres password in ~/.pgpass", ko="~/.pgpass 의 Postgres 비밀번호", cat="~/.pgpass", file="~/.pgpass", vendor=None)
    if k == "mycnf":
        p, _ = password()
        if '"' in p or "\\" in p:
            raise Reject("mycnf quoting")
        t = '[client]\nuser=%s\npassword="%s"\nhost=%s' % (u, p, pick(HOSTS))
        return dict(snip=t, lang="ini", secrets=[p], en="MySQL client password in ~/.my.cnf", ko="~/.my.cnf 의 MySQL 비밀번호", cat="~/.my.cnf", file="~/.my.cnf", vendor=None)
    if k == "git-credentials":
        v = pick(["ghp_" + rs(ALNUM, 36), "glpat-" + rs(ALNUM + "-_", 20), "ATBB" + rs(ALNUM, 28) + rs(HEXU, 8)])
        host = {"g": "github.com", "gl": "gitlab.com", "A": "bitbucket.org"}[v[:2] if v[:2] == "gl" else v[:1]]
        t = "https://%s:%s@%s" % (pick(["oauth2", u, "x-token-auth"]), v, host)
        return dict(snip=t, lang="text", secrets=[v], en="token in ~/.git-credentials", ko="~/.git-credentials 의 토큰", cat="~/.git-credentials", file="~/.git-credentials", vendor={"github.com": "GitHub", "gitlab.com": "GitLab", "bitbucket.org": "Bitbucket"}[host])
    if k == "docker-config":
        p, _ = password("generated")
        blob = basic_blob(u, p)
        reg = pick(["harbor.corp.local", "registry.gitlab.com", "ghcr.io", "%s.dkr.ecr.ap-northeast-2.amazonaws.com" % digits(12)])
        t = '{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (reg, blob)
        return dict(snip=t, lang="json", secrets=[blob], en="registry auth in ~/.docker/config.json", ko="~/.docker/config.json 레지스트리 auth", cat="docker config.json auth (base64 user:pass)", file="~/.docker/config.json", vendor=None)
    if k == "npmrc":
        v = "npm_" + rs(ALNUM, 36)
        t = "@hanbit:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true" % v
        return dict(snip=t, lang="ini", secrets=[v], en="npm token in .npmrc", ko=".npmrc 의 npm 토큰", cat=".npmrc _authToken", file=".npmrc", vendor="npm")
    if k == "npmrc-auth":
        p, _ = password("generated")
        blob = basic_blob(u, p)
        t = "registry=https://nexus.corp.local/repository/npm-group/\n_auth=%s\nemail=%s@hanbit.dev" % (blob, u)
        return dict(snip=t, lang="ini", secrets=[blob], en="Nexus _auth in .npmrc", ko=".npmrc 의 Nexus _auth", cat=".npmrc _auth (base64)", file=".npmrc", vendor="Sonatype Nexus")
    if k == "pipconf":
        p, _ = password()
        e = pct(p)
        t = "[global]\nindex-url = https://%s:%s@nexus.corp.local/repository/pypi-all/simple\ntrusted-host = nexus.corp.local" % (u, e)
        return dict(snip=t, lang="ini", secrets=[e], en="Nexus password in pip.conf", ko="pip.conf 의 Nexus 비밀번호", cat="pip.conf index-url credentials", file="~/.config/pip/pip.conf", vendor="Sonatype Nexus")
    if k == "maven":
        p, _ = password()
        if any(c in p for c in "&<>"):
            raise Reject("xml escaping")
        t = "<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (u, p)
        return dict(snip=t, lang="xml", secrets=[p], en="Maven repository password in settings.xml", ko="settings.xml 의 Maven 저장소 비밀번호", cat="Maven settings.xml", file="~/.m2/settings.xml", vendor=None)
    if k == "filezilla":
        p, _ = password()
        blob = b64(p.encode("utf-8"))
        t = '<Server>\n  <Host>%s</Host>\n  <Port>22</Port>\n  <Protocol>1</Protocol>\n  <User>%s</User>\n  <Pass encoding="base64">%s</Pass>\n</Server>' % (pick(HOSTS), u, blob)
        return dict(snip=t, lang="xml", secrets=[blob], en="FileZilla saved password", ko="FileZilla 저장 비밀번호", cat="FileZilla sitemanager.xml (base64 password)", file="sitemanager.xml", vendor=None)
    if k == "aws-credentials":
        a, s = "AKIA" + rs(B32, 16), rs(ALNUM + "+/", 40)
        t = "[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s" % (pick(["default", "prod", "hanbit-admin"]), a, s, aws_region())
        return dict(snip=t, lang="ini", secrets=[a, s], en="AWS keys in ~/.aws/credentials", ko="~/.aws/credentials 의 AWS 키", cat="~/.aws/credentials", file="~/.aws/credentials", vendor="AWS")
    if k == "kubeconfig":
        if chance(0.5):
            v = service_jwt("RS256", long=chance(0.5))
            vend = "Kubernetes"
        else:
            v = "kubeconfig-u-%s:%s" % (rs(LOALNUM, 5), rs(LOALNUM, 54))
            vend = "Rancher"
        t = "users:\n- name: %s\n  user:\n    token: %s" % (pick(["ci-deployer", "rancher-admin", "ops"]), v)
        en, ko = ("cluster token in kubeconfig", "kubeconfig 클러스터 토큰") if vend == "Kubernetes" else ("Rancher cluster token", "Rancher 클러스터 토큰")
        return dict(snip=t, lang="yaml", secrets=[v], en=en, ko=ko, cat="kubeconfig user token (%s)" % vend, file="~/.kube/config", vendor=vend)
    if k == "rclone":
        a, s = rs(UPALNUM, 20), rs(ALNUM, 40)
        t = "[ncp]\ntype = s3\nprovider = Other\naccess_key_id = %s\nsecret_access_key = %s\nendpoint = https://kr.object.ncloudstorage.com" % (a, s)
        return dict(snip=t, lang="ini", secrets=[a, s], en="NCP Object Storage keys in rclone.conf", ko="rclone.conf 의 NCP 오브젝트 스토리지 키", cat="rclone.conf", file="~/.config/rclone/rclone.conf", vendor="Naver Cloud Platform")
    if k == "s3cfg":
        a, s = "AKIA" + rs(B32, 16), rs(ALNUM + "+/", 40)
        t = "[default]\naccess_key = %s\nsecret_key = %s\nhost_base = s3.amazonaws.com" % (a, s)
        return dict(snip=t, lang="ini", secrets=[a, s], en="AWS keys in ~/.s3cfg", ko="~/.s3cfg 의 AWS 키", cat="~/.s3cfg", file="~/.s3cfg", vendor="AWS")
    if k == "composer":
        v = "ghp_" + rs(ALNUM, 36)
        t = '{\n  "github-oauth": {\n    "github.com": "%s"\n  }\n}' % v
        return dict(snip=t, lang="json", secrets=[v], en="GitHub token in composer auth.json", ko="composer auth.json 의 GitHub 토큰", cat="composer auth.json", file="auth.json", vendor="GitHub")
    if k == "pypirc":
        v = "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 140)
        t = "[pypi]\nusername = __token__\npassword = %s" % v
        return dict(snip=t, lang="ini", secrets=[v], en="PyPI token in ~/.pypirc", ko="~/.pypirc 의 PyPI 토큰", cat="~/.pypirc", file="~/.pypirc", vendor="PyPI")
    if k == "nuget":
        p, _ = password("generated")
        t = '<packageSourceCredentials>\n  <internal>\n    <add key="Username" value="%s" />\n    <add key="ClearTextPassword" value="%s" />\n  </internal>\n</packageSourceCredentials>' % (u, p)
        return dict(snip=t, lang="xml", secrets=[p], en="NuGet feed password", ko="NuGet 피드 비밀번호", cat="NuGet.config ClearTextPassword", file="NuGet.Config", vendor=None)
    if k == "yarnrc":
        v = "npm_" + rs(ALNUM, 36)
        t = 'npmScopes:\n  hanbit:\n    npmRegistryServer: "https://registry.npmjs.org"\n    npmAuthToken: "%s"' % v
        return dict(snip=t, lang="yaml", secrets=[v], en="npm token in .yarnrc.yml", ko=".yarnrc.yml 의 npm 토큰", cat=".yarnrc.yml npmAuthToken", file=".yarnrc.yml", vendor="npm")
    v = "cio" + rs(ALNUM, 32)
    t = '[registry]\ntoken = "%s"' % v
    return dict(snip=t, lang="toml", secrets=[v], en="crates.io token", ko="crates.io 토큰", cat="~/.cargo/credentials.toml", file="~/.cargo/credentials.toml", vendor="crates.io")


# =====================================================================
# Prose frames for SECRET notes -- English.
# g: groups the frame fits; mc / le: missing_context / lesson templates.
# Slots: {snip} fenced snippet, {val} the primary secret inline, {what},
# {vendor}, {svc}, {file}, {stage}, {person}, {host}, {user}, {tool}.
# =====================================================================
SF_EN = [
    dict(g="any", mc="Deploy of {svc} to {stage} failed and the user pointed me at {file}:\n{snip}\nI didn't know that file was the one actually loaded in {stage}.",
         le="{svc} reads {file} before the shared environment, so the {what} there overrides the CI value. Check which source wins before debugging auth."),
    dict(g="any", mc="{snip}\nThat is what {file} contained when I started; I assumed the values were dummies.",
         le="They were not dummies: {svc} uses that {what} against the real account. Treat every value in {file} as live unless it is obviously a placeholder."),
    dict(g="any", mc="I was asked to move the {svc} config into the new layout and didn't know whether the {what} should stay inline.",
         le="State before the move:\n{snip}\nThe team wants this out of the repo; the new layout only references it by name."),
    dict(g="any", mc="Rotating the {what} for {svc}. I didn't know the old value was hard-coded in a second place.",
         le="Found it again in {file}:\n{snip}\nAfter a rotation, grep the whole repo for the old value, not just the deploy config."),
    dict(g="any", mc="Local run of {svc} kept hitting the sandbox. {person} said the real config lives in {file} and pasted it:\n{snip}",
         le="The app only falls back to the sandbox when the {what} is empty. Precedence is CLI flag > env > {file}."),
    dict(g="any", mc="CI was green but {svc} crashed on boot in {stage} with a missing {what}.",
         le="{snip}\nAdding the block above fixed boot. It was dropped in the chart refactor, so diff the rendered manifests, not just the values files."),
    dict(g="any", mc="The README did not say which {what} {stage} uses. Searching the repo turned up this in {file}, committed months ago:\n{snip}",
         le="The committed value is still the one {stage} uses. Flagged it to the user; the git history needs cleaning too."),
    dict(g="any", mc="Migrating {svc} from env vars to a config file; I didn't know the parser keeps quotes literally.",
         le="Written like this it works:\n{snip}\nWrapping the value in an extra pair of quotes made the client send the quotes and fail."),
    dict(g="any", mc="Debugging a timeout in {svc}. The output I was given:\n{snip}",
         le="Debug logging dumps the whole config, {what} included. The logger needs a masking hook before DEBUG is enabled in {stage} again."),
    dict(g="gen", mc="Reviewing a PR for {svc}; I did not expect it to touch credentials.",
         le="The PR adds:\n{snip}\nBlocked the merge and asked the author to move the {what} into the secret store."),
    dict(g="any", mc="What I was missing: which account the {what} in {file} belongs to.",
         le="It belongs to the shared {stage} account, not to {person}'s personal one. For reference, the block is:\n{snip}"),
    dict(g="any", mc="{person} sent the config for the integration and asked me to wire it into {svc}:\n{snip}\nI didn't know it was already half-configured under a different name.",
         le="An older entry with another key name existed and the loader takes the first match. Remove duplicates before adding new entries."),
    dict(g="gen", mc="Missing: the {what} for {stage}.",
         le="The user supplied it as\n{snip}\nand the deploy went through after restarting the pods."),
    dict(g="any", mc="Couldn't tell why {svc} worked on my machine but not in the container.",
         le="The image bakes config in at build time. The relevant part of {file} at build time was:\n{snip}\nRebuild, don't just restart, after changing it."),
    dict(g="any", mc="Setting up a fresh {stage} environment for {svc}; nobody told me which secrets are required.",
         le="Minimum working set:\n{snip}\nEverything else has defaults in code."),
    dict(g="any", mc="Had to restore {svc} from last month's backup, which included its config.",
         le="The restored {file} contained\n{snip}\nThat {what} is older than the current one, so re-apply current secrets before restarting."),
    dict(g="gen", mc="The user asked: \"is this the right format?\" and pasted\n{snip}\nI didn't know which client version they were on.",
         le="The format was fine; an old client pinned in the lockfile ignored the setting. Check versions before rewriting config."),
    dict(g="any", mc="Onboarding doc for {svc} keeps the environment in a table; {person} copied the relevant part for me.",
         le="{snip}\nThis doc is the only place the current {what} is written down and the vault entry is stale. Ask which source is authoritative."),
    dict(g="any", mc="I assumed {svc} got its {what} from the secret manager at runtime.",
         le="It doesn't; the value is read at startup from this snippet in {file}:\n{snip}\nChanging the secret manager alone does nothing until that file changes."),
    dict(g="any", mc="Smoke test for {svc} failed only in {stage}. Relevant snippet from the failing host:\n{snip}\nI didn't realise {stage} had its own copy.",
         le="Each environment keeps its own copy of the {what}; fixing staging does not fix prod. Keep a checklist per environment."),
    # vendor tokens
    dict(g="tok", mc="{svc} started getting 401 from the {vendor} API after the weekend. Config in use:\n{snip}",
         le="That {what} had been revoked on the {vendor} side. Check the key status in the vendor console before touching code."),
    dict(g="tok", mc="I needed the {vendor} credentials to reproduce a bug in {svc}; the user gave me this block from {file}.",
         le="With\n{snip}\nthe bug reproduced at once: the {what} was fine, the region/endpoint was wrong. Reproduce with the real config before guessing."),
    dict(g="tok", mc="Didn't know {vendor} issues separate keys for test and live mode.",
         le="The live {what} was in the test config:\n{snip}\nso test runs created real objects. Keep live keys out of any file the test runner loads."),
    dict(g="tok", mc="The nightly job that syncs data from {vendor} started failing with rate-limit errors.",
         le="Every worker uses the same {what}:\n{snip}\nand {vendor} rate-limits per key. Ask for one key per worker or add a shared limiter."),
    dict(g="tok", mc="User asked me to check why the {vendor} SDK in {svc} ignores the env var.",
         le="It doesn't read env at all when a key is passed explicitly, and {file} passes one:\n{snip}\nRemove the explicit argument to let env take over."),
    dict(g="tok", mc="{snip}\n^ pasted by {person} in the incident channel while we were debugging {svc}.",
         le="The {what} worked, so the outage was on the {vendor} side, not our credentials. Incident channels are archived forever, so the key needs rotating."),
    dict(g="tok", mc="I didn't know which {vendor} project the {svc} {what} belongs to, so I couldn't find its usage graphs.",
         le="The key in {file} is\n{snip}\nand it belongs to the old project that was supposed to be shut down. Migrate before the project is deleted."),
    # http
    dict(g="http", mc="Reproducing a 401 from the {vendor} API. Request copied from the logs:\n{snip}",
         le="The header format was right; the {what} belonged to a different workspace. Compare the key's workspace before changing code."),
    dict(g="http", mc="The user gave me a request that works from their laptop:\n{snip}\nand asked why {svc} gets 403 with the same call.",
         le="{svc} sends the same header but through the corporate proxy, which strips it. Add the host to the proxy bypass list."),
    dict(g="http", mc="I didn't know the partner API expects the credential in a header, not a query parameter.",
         le="Working call:\n{snip}\nPutting it in the query string returns 400 without a useful message."),
    dict(g="http", mc="While tracing {svc} I found this in the debug output:\n{snip}",
         le="The HTTP client logs full headers at DEBUG. Add a header filter to the logger; the {what} should never reach log storage."),
    dict(g="http", mc="Missing context: which auth scheme the {vendor} endpoint wants.",
         le="This is the exact form that works:\n{snip}\nA plain `Bearer` prefix gets rejected for this key type."),
    # passwords in config / credential files
    dict(g="pw", mc="{svc} couldn't connect to the database in {stage}; I didn't know where the password is read from.",
         le="It is read from {file}:\n{snip}\nThe value had a trailing space in the old file, which is why auth failed."),
    dict(g="pw", mc="Needed to run the migration manually. {person} pointed me at this file on the jump host:\n{snip}",
         le="The tool picks this file up automatically, so no flags are needed. The file was world-readable; fixed to 0600."),
    dict(g="pw", mc="The user asked me to find why backups stopped. The backup host has:\n{snip}",
         le="The password in that file was changed on the server but not here; the job fails silently because stderr is discarded."),
    dict(g="pw", mc="Was not aware the {what} is shared between {svc} and the reporting job.",
         le="Both read the same entry:\n{snip}\nRotating it for one breaks the other. Coordinate rotations with the data team."),
    # commands
    dict(g="cmd", mc="Had to run a one-off against {host}. The user gave me the exact command:\n{snip}",
         le="It worked, but the secret is now in the shell history on the bastion. Next time use a prompt, stdin or an option file."),
    dict(g="cmd-pw", mc="The command failed with an authentication error and I didn't know why.",
         le="Original command:\n{snip}\nThe special characters in the password were being interpreted by the shell until it was quoted properly."),
    dict(g="cmd", mc="Didn't know where the cron job on {host} gets its credentials.",
         le="They are inline in the crontab entry:\n{snip}\nAnyone who runs `ps` while the job runs can see them."),
    dict(g="cmd", mc="{snip}\nThis is in the runbook under 'emergency access'.",
         le="The runbook is synced to the wiki, so the credential is visible to the whole company. Reported it to the owner."),
    dict(g="cmd", mc="The user asked me to automate a step they run by hand every Monday:\n{snip}",
         le="Wrapped it in a script that reads the secret from the environment; the literal value should not live in the script."),
    dict(g="cmd-pw", mc="Why does the restore script hang forever in CI?",
         le="It prompts for a password when none is given. The old version passed it inline:\n{snip}\nUse a non-interactive option backed by a secret file instead."),
    dict(g="cmd-pw", mc="I didn't know {tool} accepts the password in this form. From {person}'s terminal history:\n{snip}",
         le="It does, but the value shows up in process listings and audit logs. Prefer the environment variable or stdin form."),
    dict(g="cmd", mc="Setting up the {host} box for the new teammate; the setup doc has this line:\n{snip}",
         le="The doc is out of date about everything except this credential, which still works. Moving the doc to the vault space."),
    # connection strings
    dict(g="conn", mc="{svc} failed with 'password authentication failed' although the password was correct.",
         le="The URL had special characters that must be percent-encoded. Working value:\n{snip}\nEncode the password part, not the whole URL."),
    dict(g="conn", mc="Didn't know which database {svc} points at in {stage}. The effective connection string is:\n{snip}",
         le="It points at the primary, not the read replica, so the analytics queries were hitting production writes. Switch the host."),
    dict(g="conn", mc="The user pasted the connection string from the cloud console:\n{snip}\nand asked why the driver rejects it.",
         le="The driver needs TLS parameters the console string omits. Add them instead of downgrading to plaintext."),
    dict(g="conn", mc="Migration tool couldn't reach the database from CI.",
         le="CI had the old connection string:\n{snip}\nThe host moved during the upgrade; credentials were still valid."),
    dict(g="conn", mc="I wasn't told that {svc} and the worker use different DB users.",
         le="Worker uses:\n{snip}\nThat user lacks DDL rights, so migrations must run from the API deploy step."),
    # key material
    dict(g="key-pem", mc="The deploy job for {svc} couldn't authenticate and I didn't know where its key came from. The user pasted it:\n{snip}",
         le="The runner needs this as a file with 0600 permissions; the client ignores keys readable by others."),
    dict(g="key-sign", mc="Partner said our signatures don't verify.",
         le="Our signing key (from {file}):\n{snip}\nThe partner still had the public key of the previous pair. Send them only the public half."),
    dict(g="key", mc="I didn't know the {what} was committed to the repo.",
         le="Found in {file}:\n{snip}\nHistory rewrite plus rotation needed; removing it in a new commit is not enough."),
    dict(g="key-app", mc="{svc} sessions became invalid after every deploy.",
         le="Each replica generated its own key because {file} was missing in the image. Fixed by mounting:\n{snip}"),
    dict(g="key-enc", mc="Missing: how the test environment decrypts the fixtures.",
         le="It uses this {what}, checked into the test folder:\n{snip}\nThe same key is used in prod, which defeats the point."),
    # 2FA, recovery, PIN, Wi-Fi
    dict(g="mfa-totp", mc="Needed to log into the shared account that has 2FA. {person} shared this so on-call can generate codes:\n{snip}",
         le="Shared 2FA seeds belong in the team password manager, not chat. Moving it there and re-enrolling."),
    dict(g="mfa-rec", mc="The user lost their authenticator and asked me to keep these in the notes for them:\n{snip}",
         le="Each code works once. Told the user notes are shared with the team, so these must go to their own password manager."),
    dict(g="mfa-wifi", mc="Test devices in the lab could not join the network; I didn't know the provisioning file.",
         le="Provisioning uses:\n{snip}\nThe guest network blocks device-to-device traffic, so use the lab network."),
    dict(g="mfa-totp", mc="The login E2E test kept failing at the OTP step.",
         le="The test derives codes from:\n{snip}\nThe clock on the runner was 90 seconds off; enable NTP on the runners."),
    dict(g="mfa", mc="Didn't know who holds the {what}.",
         le="Ops keeps it here:\n{snip}\nShould be in the sealed envelope policy doc, not in a note."),
    # signed URLs and webhooks
    dict(g="url-hook", mc="Alerts from {svc} stopped arriving in the channel.",
         le="The webhook in {file} pointed at an archived channel:\n{snip}\nGenerate a new one for the active channel and delete the old hook."),
    dict(g="url-signed", mc="The user sent me a link to download the export:\n{snip}",
         le="Signed links like this work for anyone who has them until they expire. For exports, prefer short expiry and a private bucket."),
    dict(g="url-signed", mc="{snip}\nThis link was pasted in the ticket so the vendor could fetch the file.",
         le="The ticket is visible to the vendor's whole support team. Use a one-time transfer instead, and shorten expiry."),
    dict(g="url-hook", mc="Didn't know how deploy notifications reach the team chat.",
         le="{svc}'s CI step posts to this URL:\n{snip}\nAnyone with the URL can post into the channel."),
    dict(g="url-signed", mc="Had to debug why the mobile app's video URLs returned 403.",
         le="The signed URL the API returned was\n{snip}\nThe signature covered a different path than the player requested."),
]

SF_EN += [
    dict(g="mfa-pin", mc="During the incident I needed the {what} and didn't know who had it.",
         le="{person} sent it over chat:\n{snip}\nThis belongs in the sealed-envelope process, not in chat or in notes."),
    dict(g="mfa-pin", mc="I didn't know the on-site step of the runbook needs the {what}.",
         le="Step 4 of the runbook says:\n{snip}\nContractors can read the runbook too, so the value is moving out of it."),
    dict(g="mfa-wifi", mc="Needed network access for the demo devices at the office.",
         le="{snip}\nThe same key is used for the office and the device lab; the lab should get its own SSID."),
    dict(g="mfa-wifi", mc="{snip}\n(from the onboarding wiki page for new hires)",
         le="The wiki is readable by contractors; Wi-Fi keys should be handed out through the IT portal instead."),
    dict(g="mfa-rec", mc="Setting up the break-glass procedure for the shared admin account.",
         le="Codes as stored today:\n{snip}\nAnyone who can read these notes could take over the account; they must move to the sealed vault entry."),
    dict(g="mfa-totp", mc="Automating a login to a vendor portal that enforces 2FA.",
         le="The script generates codes from this seed:\n{snip}\nBetter to ask the vendor for an API key so no 2FA seed has to live on a server."),
    dict(g="chat", mc="{snip}\n(from the #ops thread; I needed the {what} to finish the restore)",
         le="Chat is not a secret store: the thread is indexed and searchable company-wide. Ask for a vault link instead."),
    dict(g="chat", mc="I didn't know where the {what} was kept, so I asked in chat.",
         le="Answer I got:\n{snip}\nIt worked, but now it lives in chat history; request a rotation once the task is done."),
    dict(g="chat", mc="{person} answered my question in a DM:\n{snip}",
         le="DMs are exported during audits. Rotate the {what} and share it through the vault next time."),
    dict(g="key-wallet", mc="The contract deploy script failed on the testnet.",
         le="It signs with the key from {file}:\n{snip}\nThe same wallet holds mainnet funds; split deployer and treasury keys."),
    dict(g="url-hook", mc="Someone posted spam into the deploy channel through the incoming webhook.",
         le="The hook URL had been committed in {file}:\n{snip}\nRevoke the hook, create a new one and keep it as a CI secret."),
    dict(g="key-pem", mc="Needed to SSH into the bastion from the new runner; the key wasn't documented anywhere.",
         le="The key in use today:\n{snip}\nIt has no passphrase and three runners share it; issue one key per runner."),
    dict(g="key-app", mc="Users were logged out after the {svc} cluster migration.",
         le="The new cluster had a different app secret. The value the old pods used:\n{snip}\nCopy it through the secret store, not by hand."),
    dict(g="url-signed", mc="QA couldn't open the files linked from the admin page.",
         le="The admin page embeds links like\n{snip}\nThey expire, so cached pages show dead links; generate them on click instead."),
    dict(g="key-wg", mc="The CI runner couldn't reach the office network over the VPN.",
         le="Runner config:\n{snip}\nThe server peer's AllowedIPs did not include the runner subnet."),
]

# secrets written inline in prose (no snippet)
SF_EN_INLINE = [
    dict(mc="I couldn't log in on {host}. {person} told me in a DM that the login is {user} / {val}.",
         le="The account is shared by the on-call rotation and the password only circulates in DMs. Ask for it to be moved to the team vault."),
    dict(mc="Needed access to {host} for the migration and didn't have the {what}.",
         le="Logged in as {user} with `{val}`. It had been changed after the last incident, so the runbook value was stale."),
    dict(mc="The user said: \"use {val} for the {what}, it's the same everywhere in {stage}\".",
         le="One password across all of {stage} means a single leak exposes everything; noted for the security review."),
    dict(mc="{what}: {val}", le="The user pasted the value directly instead of a vault path. Ask for the path next time so it isn't copied around."),
    dict(mc="Setting up {svc} locally; didn't know the {what}.",
         le="It is {val}, which the init script sets. The README shows an older value."),
    dict(mc="Why did the login fail for {user}?",
         le="Caps lock, basically: the real {what} is {val} and I had typed it lowercase from memory. Copy from the source, don't retype."),
    dict(mc="Couldn't finish the setup on {host} without the {what}.",
         le="{val} is the {what}; {person} confirmed it is still current. It is not written down anywhere official."),
    dict(mc="{person} mentioned in standup that the {what} was reset to {val} after the audit.",
         le="The reset was not announced in the ops channel, so other tools still used the old value."),
]

SF_EN_INLINE += [
    dict(mc="The staging login (user {user}, password {val}) only works from the VPN; I didn't know that.",
         le="Connect to the VPN first; the {what} itself was fine."),
    dict(mc="Could not reach the admin UI of {svc}.",
         le="Port-forwarded and logged in. For the record, {person} gave me the {what}: {val}"),
]

SF_EN_SPLIT = [
    dict(mc="{person} sent the {what} in two messages, label first, value second. First message: \"{what} ->\"",
         le="{val}\nThat second message is the value; I used it to finish the {svc} setup. Ask for a vault share link instead of chat."),
    dict(pw=True, mc="Missing: credentials for {host}. User {user}, and for the password the user wrote:",
         le="{val}\nConfirmed working. Lesson: {host} does not use SSO yet, so these local accounts need manual rotation."),
    dict(mc="While fixing {svc} I needed the {what}. The user promised to put it in the next field of this note.",
         le="Value as given: {val} (works against {stage}). The rest of the fix was a timeout change."),
    dict(pw=True, mc="The user split the credentials: the username {user} in one message and the {what} in another.",
         le="Second message, verbatim: {val}\nUsing split messages does not make chat a safe channel."),
]

SF_EN_SPLIT_ASK = [
    dict(mc="I needed the {what} for {svc} and didn't know where it was kept.",
         le="{person} said they'd send it separately; the label was \"{what}\" and the value is repeated in the question below.",
         ask="{val} <- is this still the {what} for {stage}, or has it been rotated?"),
    dict(mc="Couldn't complete the {host} setup without the {what}.",
         le="The value arrived in a follow-up message; I'm asking to confirm it before using it again.",
         ask="Can I keep using {val} as the {what}, or should I request a new one?"),
]

ASK_EN_PLAIN = [
    "Which secret store should {svc} read the {what} from in {stage}?",
    "Should the {what} be rotated now that it has been pasted into chat?",
    "Is there a sandbox or test credential I can use instead of the live one?",
    "Who owns this account, so I can request my own credential instead of sharing?",
    "Can you give me the vault path instead of the raw value next time?",
    "Is this for staging or production?",
    "Is {file} ignored by git in every repo that uses it?",
    "Should I open a ticket to clean this out of the git history?",
    "",
    "",
    "Do you want me to move this into the secret manager as part of this task?",
    "Which team owns {svc} in {stage}?",
]
ASK_EN_VAL = [
    "Is `{val}` still the active {what}, or was it rotated?",
    "Should I keep using {val} for {stage}, or is there a separate one?",
    "Can {val} be revoked once the migration is done?",
    "Did you mean {val} for the {what}, or the newer value in the vault?",
    "The note above uses {val}; is it OK that this ends up in the shared log?",
    "Please confirm the {what} before I reuse it: {val}",
]


# =====================================================================
# Prose frames for SECRET notes -- Korean.
# =====================================================================
SF_KO = [
    dict(g="any", mc="{svc} {stage} 배포가 실패했고 사용자가 {file} 내용을 보여줌:\n{snip}\n이 파일이 {stage}에서 실제로 로드되는 파일인 줄 몰랐음.",
         le="{svc}는 공용 환경변수보다 {file} 파일을 먼저 읽어서, 여기 있는 {what} 값이 CI 값을 덮어씀. 인증 문제 디버깅 전에 어떤 소스가 우선인지 먼저 확인할 것."),
    dict(g="any", mc="{snip}\n작업 시작할 때 {file}에 들어 있던 내용. 더미 값인 줄 알았음.",
         le="더미 아님. {svc}가 이 {what} 값으로 실제 계정에 붙음. 명백한 placeholder가 아니면 {file} 값은 전부 실값으로 취급할 것."),
    dict(g="any", mc="{svc} 설정을 새 구조로 옮기는 작업. {what} 값을 인라인으로 둬도 되는지 몰랐음.",
         le="이동 전 상태:\n{snip}\n팀은 이 값을 레포 밖으로 빼길 원함. 새 구조에서는 이름으로만 참조하기로 함."),
    dict(g="any", mc="{svc}의 {what} 교체 작업 중. 예전 값이 다른 곳에도 하드코딩돼 있는 줄 몰랐음.",
         le="{file}에서 또 나옴:\n{snip}\n키 교체 후에는 배포 설정만 보지 말고 레포 전체를 예전 값으로 grep 해볼 것."),
    dict(g="any", mc="{svc} 로컬 실행이 계속 샌드박스로 붙음. {person}님이 실제 설정은 {file}에 있다며 붙여줌:\n{snip}",
         le="{what} 값이 비어 있을 때만 샌드박스로 fallback 됨. 우선순위: CLI 플래그 > 환경변수 > {file}."),
    dict(g="any", mc="CI는 통과했는데 {stage}에서 {svc}가 부팅 중에 죽음. 로그에 {what} 누락이라고 나옴.",
         le="{snip}\n위 블록 추가 후 정상 부팅. 차트 리팩터링 때 빠진 것이라 values 파일 말고 렌더링된 매니페스트를 비교해야 함."),
    dict(g="any", mc="{stage}가 어떤 {what} 값을 쓰는지 README에 없음. 레포 검색하니 몇 달 전 커밋된 {file}에 있었음:\n{snip}",
         le="커밋된 값이 지금도 {stage}에서 쓰이는 값. 사용자에게 알렸고 git 히스토리 정리도 필요함."),
    dict(g="any", mc="{svc} 타임아웃 디버깅 중. 전달받은 출력:\n{snip}",
         le="DEBUG 로그가 {what} 포함 전체 설정을 찍고 있음. {stage}에서 DEBUG 다시 켜기 전에 마스킹 훅 추가 필요."),
    dict(g="gen", mc="{svc} PR 리뷰. 자격 증명을 건드리는 PR인 줄 몰랐음.",
         le="PR에 아래 변경이 포함됨:\n{snip}\n머지 막고 작성자에게 {what} 값을 시크릿 저장소로 옮겨달라고 요청."),
    dict(g="any", mc="{person}님이 연동 설정을 보내주며 {svc}에 붙여달라고 함:\n{snip}\n이미 다른 이름으로 반쯤 설정돼 있는 줄 몰랐음.",
         le="다른 키 이름의 예전 항목이 남아 있었고 로더는 첫 번째 매칭만 씀. 새로 추가하기 전에 중복부터 지울 것."),
    dict(g="gen", mc="몰랐던 것: {stage}용 {what} 값.",
         le="사용자가 준 값\n{snip}\n으로 설정하고 파드 재시작하니 배포 성공."),
    dict(g="any", mc="{svc}가 내 로컬에서는 되는데 컨테이너에서는 안 되는 이유를 몰랐음.",
         le="이미지가 빌드 시점에 설정을 구워 넣는 구조. 빌드 당시 {file}의 해당 부분:\n{snip}\n바꾼 뒤에는 재시작이 아니라 재빌드해야 함."),
    dict(g="any", mc="{svc} {stage} 환경을 새로 구성하는데 필수 시크릿 목록을 아무도 안 알려줌.",
         le="최소 동작 세트:\n{snip}\n나머지는 코드에 기본값 있음."),
    dict(g="gen", mc="사용자가 \"이 형식 맞아요?\" 하면서 붙여준 내용:\n{snip}\n어떤 클라이언트 버전인지 몰랐음.",
         le="형식은 맞았고 lockfile에 고정된 구버전 클라이언트가 설정을 무시하고 있었음. 설정 고치기 전에 버전부터 확인."),
    dict(g="any", mc="{svc}가 {what} 값을 런타임에 시크릿 매니저에서 가져오는 줄 알았음.",
         le="아님. 기동 시 {file}의 아래 부분을 읽음:\n{snip}\n시크릿 매니저만 바꿔서는 반영 안 됨."),
    dict(g="any", mc="지난달 백업으로 {svc}를 복구해야 했음. 백업에 설정 파일도 포함돼 있었음.",
         le="복구된 {file} 내용:\n{snip}\n현재 {what} 값보다 오래된 값이라 재시작 전에 현재 시크릿을 다시 적용해야 함."),
    dict(g="any", mc="{stage}에서만 스모크 테스트 실패. 문제 호스트의 관련 부분:\n{snip}\n{stage}에 별도 사본이 있는 줄 몰랐음.",
         le="환경마다 {what} 사본을 따로 들고 있음. 스테이징 고친다고 운영이 고쳐지지 않음. 환경별 체크리스트 유지할 것."),
    dict(g="any", mc="온보딩 문서에 {svc} 환경변수가 표로 정리돼 있고 {person}님이 해당 부분을 복사해줌.",
         le="{snip}\n현재 {what} 값이 적힌 곳은 이 문서뿐이고 vault 항목은 오래됨. 어느 쪽이 기준인지 확인 필요."),
    # vendor tokens
    dict(g="tok", mc="주말 지나고 {svc}가 {vendor} API에서 401을 받기 시작함. 사용 중인 설정:\n{snip}",
         le="해당 {what} 값이 {vendor} 쪽에서 폐기된 상태였음. 코드 보기 전에 벤더 콘솔에서 키 상태부터 확인할 것."),
    dict(g="tok", mc="{svc} 버그 재현에 {vendor} 자격 증명이 필요했고 사용자가 {file}의 블록을 줌.",
         le="아래 설정으로\n{snip}\n바로 재현됨. {what} 값은 정상이었고 리전/엔드포인트가 틀렸음. 추측 전에 실제 설정으로 재현부터."),
    dict(g="tok", mc="{vendor} 쪽에서 테스트/라이브 키를 따로 발급한다는 걸 몰랐음.",
         le="테스트 설정에 라이브 {what} 값이 들어가 있었음:\n{snip}\n그래서 테스트 실행 때 실제 데이터가 생성됨. 테스트 러너가 읽는 파일에는 라이브 키 금지."),
    dict(g="tok", mc="{vendor} 데이터 동기화 야간 배치가 rate limit 에러로 실패하기 시작함.",
         le="워커 전부가 같은 {what} 값을 씀:\n{snip}\n{vendor} 쪽은 키 단위로 제한함. 워커별 키를 받거나 공용 limiter 추가."),
    dict(g="tok", mc="{svc}의 {vendor} SDK가 환경변수를 무시하는 이유 확인 요청 받음.",
         le="키를 명시적으로 넘기면 환경변수를 아예 안 읽는데, {file}에서 넘기고 있었음:\n{snip}\n명시 인자 제거하면 환경변수가 적용됨."),
    dict(g="tok", mc="{snip}\n^ {svc} 장애 대응 중에 {person}님이 장애 채널에 붙인 내용.",
         le="{what} 값은 정상 동작해서 장애 원인은 {vendor} 쪽이었음. 장애 채널은 영구 보관이라 이 키는 교체해야 함."),
    dict(g="tok", mc="{svc}의 {what} 값이 어느 {vendor} 프로젝트 소속인지 몰라서 사용량 그래프를 못 찾았음.",
         le="{file}에 있는 키는\n{snip}\n폐쇄 예정인 구 프로젝트 소속. 프로젝트 삭제 전에 이전 필요."),
    # http
    dict(g="http", mc="{vendor} API 401 재현 중. 로그에서 복사한 요청:\n{snip}",
         le="헤더 형식은 맞았고 {what} 값이 다른 워크스페이스 것이었음. 코드 고치기 전에 키 소속부터 비교."),
    dict(g="http", mc="사용자 노트북에서는 되는 요청이라며 보내줌:\n{snip}\n같은 호출인데 {svc}에서는 왜 403이냐는 질문.",
         le="{svc}는 사내 프록시를 거치는데 프록시가 이 헤더를 지움. 해당 호스트를 프록시 우회 목록에 추가."),
    dict(g="http", mc="파트너 API가 자격 증명을 쿼리 파라미터가 아니라 헤더로 받는 줄 몰랐음.",
         le="동작하는 호출:\n{snip}\n쿼리스트링에 넣으면 별 메시지 없이 400 반환."),
    dict(g="http", mc="{svc} 트레이싱하다가 디버그 출력에서 발견:\n{snip}",
         le="HTTP 클라이언트가 DEBUG에서 헤더 전체를 찍음. 로거에 헤더 필터 추가. {what} 값이 로그 저장소로 가면 안 됨."),
    dict(g="http", mc="모르던 것: {vendor} 엔드포인트가 요구하는 인증 스킴.",
         le="정확히 이 형태여야 동작함:\n{snip}\n그냥 `Bearer` 붙이면 이 키 타입은 거부됨."),
    # passwords
    dict(g="pw", mc="{stage}에서 {svc}가 DB 접속 실패. 비밀번호를 어디서 읽는지 몰랐음.",
         le="{file}에서 읽음:\n{snip}\n예전 파일에는 값 뒤에 공백이 붙어 있어서 인증 실패했던 것."),
    dict(g="pw", mc="마이그레이션을 수동으로 돌려야 했음. {person}님이 점프 호스트의 이 파일을 알려줌:\n{snip}",
         le="도구가 이 파일을 자동으로 읽어서 플래그 불필요. 파일 권한이 644였어서 600으로 수정."),
    dict(g="pw", mc="백업이 멈춘 원인 찾아달라는 요청. 백업 호스트에 있던 내용:\n{snip}",
         le="서버 쪽 비밀번호는 바뀌었는데 이 파일은 그대로였음. stderr를 버리고 있어서 조용히 실패하고 있었음."),
    dict(g="pw", mc="{what} 값을 {svc}와 리포팅 배치가 같이 쓰는 줄 몰랐음.",
         le="둘 다 같은 항목을 읽음:\n{snip}\n한쪽 때문에 교체하면 다른 쪽이 깨짐. 교체 일정은 데이터팀과 맞출 것."),
    # commands
    dict(g="cmd", mc="{host}에 일회성 작업을 돌려야 했음. 사용자가 그대로 쓸 명령어를 줌:\n{snip}",
         le="동작은 했지만 이제 배스천 셸 히스토리에 자격 증명이 남음. 다음엔 프롬프트, stdin, 옵션 파일 중 하나를 쓸 것."),
    dict(g="cmd-pw", mc="명령이 인증 오류로 실패했는데 이유를 몰랐음.",
         le="원래 명령:\n{snip}\n비밀번호의 특수문자를 셸이 해석하고 있었음. 제대로 따옴표 처리하니 해결."),
    dict(g="cmd", mc="{host}의 크론 작업이 자격 증명을 어디서 가져오는지 몰랐음.",
         le="크론탭 항목에 그대로 박혀 있음:\n{snip}\n작업 도는 동안 `ps` 치면 누구나 볼 수 있음."),
    dict(g="cmd", mc="{snip}\n런북 '긴급 접속' 항목에 있는 내용.",
         le="런북이 위키와 동기화돼서 전사에 노출된 상태. 문서 담당자에게 알림."),
    dict(g="cmd", mc="사용자가 매주 월요일 손으로 하던 작업을 자동화해달라고 함:\n{snip}",
         le="시크릿을 환경변수에서 읽는 스크립트로 감쌈. 스크립트 안에 값을 그대로 두면 안 됨."),
    dict(g="cmd-pw", mc="복구 스크립트가 CI에서 계속 멈춰 있는 이유?",
         le="비밀번호를 안 주면 프롬프트에서 대기함. 예전 버전은 인라인으로 넘겼었음:\n{snip}\n시크릿 파일 기반 비대화형 옵션으로 바꿀 것."),
    dict(g="cmd-pw", mc="{tool}가 이런 형태로 비밀번호를 받는 줄 몰랐음. {person}님 터미널 히스토리에서:\n{snip}",
         le="받긴 하지만 프로세스 목록과 감사 로그에 값이 찍힘. 환경변수나 stdin 방식을 쓸 것."),
    dict(g="cmd", mc="신규 입사자용 {host} 세팅 중. 세팅 문서에 있는 줄:\n{snip}",
         le="문서 내용은 대부분 낡았는데 이 자격 증명만은 아직 동작함. 문서를 vault 스페이스로 옮기는 중."),
    # connection strings
    dict(g="conn", mc="비밀번호가 맞는데도 {svc}가 'password authentication failed'로 실패.",
         le="URL 안의 특수문자는 퍼센트 인코딩해야 함. 동작하는 값:\n{snip}\nURL 전체가 아니라 비밀번호 부분만 인코딩."),
    dict(g="conn", mc="{stage}에서 {svc}가 어느 DB를 보는지 몰랐음. 실제 적용된 접속 문자열:\n{snip}",
         le="읽기 복제본이 아니라 primary를 보고 있어서 분석 쿼리가 운영 쓰기에 부하를 줌. 호스트 변경."),
    dict(g="conn", mc="사용자가 클라우드 콘솔에서 복사한 접속 문자열:\n{snip}\n드라이버가 왜 거부하냐는 질문.",
         le="콘솔 문자열에 드라이버가 요구하는 TLS 파라미터가 빠져 있음. 평문으로 낮추지 말고 파라미터 추가."),
    dict(g="conn", mc="CI에서 마이그레이션 도구가 DB에 접속 못 함.",
         le="CI에 예전 접속 문자열이 남아 있었음:\n{snip}\n업그레이드 때 호스트만 바뀌었고 자격 증명은 유효했음."),
    dict(g="conn", mc="{svc}와 워커가 서로 다른 DB 계정을 쓰는 줄 몰랐음.",
         le="워커 쪽 설정:\n{snip}\n이 계정은 DDL 권한이 없어서 마이그레이션은 API 배포 단계에서 돌려야 함."),
    # key material
    dict(g="key-pem", mc="{svc} 배포 잡이 인증 실패. 키 출처를 몰랐는데 사용자가 개인키를 붙여줌:\n{snip}",
         le="러너에서는 0600 권한 파일로 둬야 함. 다른 사용자가 읽을 수 있으면 클라이언트가 키를 무시함."),
    dict(g="key-sign", mc="파트너가 우리 서명이 검증 안 된다고 함.",
         le="우리 서명 키({file}):\n{snip}\n파트너는 이전 키쌍의 공개키를 갖고 있었음. 공개키만 다시 전달."),
    dict(g="key", mc="{what} 값이 레포에 커밋돼 있는 줄 몰랐음.",
         le="{file}에서 발견:\n{snip}\n새 커밋으로 지우는 걸로는 부족하고 히스토리 재작성 + 교체 필요."),
    dict(g="key-app", mc="{svc} 배포할 때마다 세션이 전부 무효화됨.",
         le="이미지에 {file} 파일이 없어서 레플리카마다 키를 새로 만들고 있었음. 아래를 마운트해서 해결:\n{snip}"),
    dict(g="key-enc", mc="테스트 환경이 픽스처를 어떻게 복호화하는지 몰랐음.",
         le="테스트 폴더에 커밋된 이 {what} 값을 씀:\n{snip}\n운영에서도 같은 키를 쓰고 있어서 의미가 없음."),
    # 2FA etc.
    dict(g="mfa-totp", mc="2FA 걸린 공용 계정에 로그인해야 했음. 온콜이 코드 생성할 수 있게 {person}님이 공유한 것:\n{snip}",
         le="공용 2FA 시드는 채팅이 아니라 팀 패스워드 매니저에 있어야 함. 옮기고 재등록 진행."),
    dict(g="mfa-rec", mc="사용자가 OTP 앱을 잃어버렸다며 노트에 보관해달라고 한 내용:\n{snip}",
         le="코드는 한 번씩만 쓸 수 있음. 노트는 팀과 공유되니 본인 패스워드 매니저에 보관하라고 안내함."),
    dict(g="mfa-wifi", mc="실험실 테스트 기기들이 네트워크에 못 붙음. 프로비저닝 파일을 몰랐음.",
         le="프로비저닝 설정:\n{snip}\n게스트망은 기기 간 통신을 막으므로 실험실 망을 써야 함."),
    dict(g="mfa-totp", mc="로그인 E2E 테스트가 OTP 단계에서 계속 실패.",
         le="테스트는 아래 값에서 코드를 만듦:\n{snip}\n러너 시계가 90초 틀어져 있었음. 러너에 NTP 켤 것."),
    dict(g="mfa", mc="{what} 값을 누가 갖고 있는지 몰랐음.",
         le="운영팀이 여기 보관 중:\n{snip}\n노트가 아니라 봉인 봉투 정책 문서에 있어야 함."),
    # URLs
    dict(g="url-hook", mc="{svc} 알림이 채널로 안 들어옴.",
         le="{file}의 웹훅이 보관 처리된 채널을 가리키고 있었음:\n{snip}\n활성 채널용으로 새로 만들고 예전 훅은 삭제."),
    dict(g="url-signed", mc="사용자가 익스포트 다운로드 링크를 보내줌:\n{snip}",
         le="이런 서명 링크는 만료 전까지 누구나 쓸 수 있음. 익스포트는 만료를 짧게 하고 비공개 버킷 사용."),
    dict(g="url-signed", mc="{snip}\n벤더가 파일을 가져갈 수 있게 티켓에 붙여둔 링크.",
         le="티켓은 벤더 지원팀 전체가 볼 수 있음. 일회성 전송을 쓰고 만료도 줄일 것."),
    dict(g="url-hook", mc="배포 알림이 팀 채팅으로 어떻게 가는지 몰랐음.",
         le="{svc} CI 단계가 이 URL로 POST 함:\n{snip}\nURL만 알면 누구나 채널에 글을 올릴 수 있음."),
    dict(g="url-signed", mc="앱의 영상 URL이 403 나는 원인 디버깅.",
         le="API가 준 서명 URL:\n{snip}\n서명 대상 경로와 플레이어가 요청한 경로가 달랐음."),
]

SF_KO += [
    dict(g="mfa-pin", mc="장애 대응 중 {what} 값이 필요했는데 누가 갖고 있는지 몰랐음.",
         le="{person}님이 채팅으로 보내줌:\n{snip}\n채팅이나 노트가 아니라 봉인 봉투 절차로 관리해야 하는 값."),
    dict(g="mfa-pin", mc="런북의 현장 작업 단계에 {what} 값이 필요한 줄 몰랐음.",
         le="런북 4단계 내용:\n{snip}\n외주 인력도 런북을 볼 수 있어서 값을 런북에서 빼는 중."),
    dict(g="mfa-wifi", mc="사무실에서 데모 기기들을 네트워크에 붙여야 했음.",
         le="{snip}\n사무실과 기기 실험실이 같은 키를 씀. 실험실은 별도 SSID로 분리해야 함."),
    dict(g="mfa-wifi", mc="{snip}\n(신규 입사자 온보딩 위키 페이지에 있던 내용)",
         le="위키는 외주 인력도 볼 수 있음. 와이파이 비밀번호는 IT 포털로 안내할 것."),
    dict(g="mfa-rec", mc="공용 관리자 계정의 break-glass 절차를 정리하는 중.",
         le="현재 보관 중인 코드:\n{snip}\n이 노트를 읽을 수 있는 사람은 누구나 계정을 탈취할 수 있음. 봉인된 vault 항목으로 옮겨야 함."),
    dict(g="mfa-totp", mc="2FA가 강제된 벤더 포털 로그인을 자동화하는 작업.",
         le="스크립트가 이 시드로 코드를 생성함:\n{snip}\n서버에 2FA 시드를 두지 않도록 벤더에 API 키 발급을 요청하는 게 나음."),
    dict(g="chat", mc="{snip}\n(#ops 스레드 내용. 복구 마무리에 {what} 값이 필요했음)",
         le="채팅은 시크릿 저장소가 아님. 스레드는 전사 검색에 걸림. 다음엔 vault 링크를 요청할 것."),
    dict(g="chat", mc="{what} 값이 어디 있는지 몰라서 채팅으로 물어봄.",
         le="받은 답:\n{snip}\n동작은 했지만 채팅 기록에 남았으니 작업 끝나고 교체 요청."),
    dict(g="chat", mc="{person}님이 DM으로 답해줌:\n{snip}",
         le="DM은 감사 때 내보내짐. {what} 값 교체하고 다음부터는 vault로 공유."),
    dict(g="key-wallet", mc="테스트넷에서 컨트랙트 배포 스크립트가 실패.",
         le="{file}의 키로 서명함:\n{snip}\n같은 지갑에 메인넷 자금도 있음. 배포용 키와 트레저리 키를 분리할 것."),
    dict(g="url-hook", mc="누군가 인커밍 웹훅으로 배포 채널에 스팸을 올림.",
         le="훅 URL이 {file}에 커밋돼 있었음:\n{snip}\n훅 폐기 후 새로 만들고 CI 시크릿으로 보관."),
    dict(g="key-pem", mc="새 러너에서 배스천으로 SSH 해야 했는데 키가 어디에도 문서화돼 있지 않았음.",
         le="현재 쓰는 키:\n{snip}\n패스프레이즈가 없고 러너 세 대가 같이 씀. 러너별로 키를 따로 발급할 것."),
    dict(g="key-app", mc="{svc} 클러스터 이전 후 사용자들이 전부 로그아웃됨.",
         le="새 클러스터의 앱 시크릿이 달랐음. 예전 파드가 쓰던 값:\n{snip}\n손으로 옮기지 말고 시크릿 저장소를 통해 복사할 것."),
    dict(g="url-signed", mc="QA가 관리자 페이지에 링크된 파일을 못 열었음.",
         le="관리자 페이지가 이런 링크를 박아둠:\n{snip}\n만료되기 때문에 캐시된 페이지에서는 죽은 링크가 됨. 클릭 시점에 생성하도록 변경."),
    dict(g="key-wg", mc="CI 러너가 VPN으로 사무실 네트워크에 못 붙음.",
         le="러너 설정:\n{snip}\n서버 쪽 피어의 AllowedIPs에 러너 서브넷이 빠져 있었음."),
]

SF_KO_INLINE = [
    dict(mc="{host} 로그인이 안 됐음. {person}님이 DM으로 계정은 {user} / {val} 라고 알려줌.",
         le="온콜 공용 계정인데 비밀번호가 DM으로만 돌고 있음. 팀 vault로 옮겨달라고 요청할 것."),
    dict(mc="마이그레이션 때문에 {host} 접근이 필요했는데 {what} 값을 몰랐음.",
         le="{user} 계정에 `{val}` 로 로그인함. 지난 장애 이후 바뀐 값이라 런북 값은 예전 것이었음."),
    dict(mc="사용자 왈: \"{stage} 전부 {what} 비번 {val} 로 통일돼 있어요\"",
         le="{stage} 전체가 같은 비밀번호면 하나만 새도 전부 노출됨. 보안 리뷰 항목으로 기록."),
    dict(mc="{what}: {val}", le="사용자가 vault 경로 대신 값을 그대로 붙여줌. 다음에는 경로를 물어볼 것."),
    dict(mc="{svc} 로컬 세팅 중 {what} 값이 뭔지 몰랐음.",
         le="init 스크립트가 넣는 {val} 이 맞음. README에 적힌 값은 예전 것."),
    dict(mc="{user} 계정 로그인이 왜 실패했나?",
         le="결국 대소문자 문제. 실제 {what} 값은 {val} 인데 기억나는 대로 소문자로 쳤음. 다시 타이핑하지 말고 원본에서 복사할 것."),
    dict(mc="{what} 없이는 {host} 세팅을 끝낼 수 없었음.",
         le="{val} 이 {what} 값이고 {person}님이 아직 유효하다고 확인해줌. 공식 문서 어디에도 안 적혀 있음."),
    dict(mc="{person}님이 스탠드업에서 감사 이후 {what} 값을 {val} 로 리셋했다고 말함.",
         le="리셋 공지가 운영 채널에 안 올라와서 다른 도구들은 예전 값을 계속 쓰고 있었음."),
]

SF_KO_INLINE += [
    dict(mc="{person}님 말로는 {stage} 관리자 비번이 {val}였다고 함. 이 사실을 몰라서 한참 헤맴.",
         le="{stage} 비밀번호가 바뀐 건 공지 채널에만 올라와 있었음. 작업 전에 공지 채널부터 확인할 것."),
    dict(mc="{svc} 관리 UI 접속이 안 됐음.",
         le="포트포워딩 후 로그인함. 기록용으로 {person}님이 준 {what} 값: {val}"),
    dict(mc="스테이징 로그인(계정 {user}, 비번 {val})은 VPN에서만 된다는 걸 몰랐음.",
         le="VPN 먼저 연결할 것. {what} 자체는 정상이었음."),
]

SF_KO_SPLIT = [
    dict(mc="{person}님이 {what} 값을 두 메시지로 나눠 보냄. 첫 메시지: \"{what} ->\"",
         le="{val}\n두 번째 메시지가 실제 값이고 이걸로 {svc} 세팅을 마무리함. 채팅 대신 vault 공유 링크를 요청할 것."),
    dict(pw=True, mc="모르던 것: {host} 접속 정보. 계정은 {user}, 비밀번호는 사용자가 이렇게 적어줌:",
         le="{val}\n접속 확인함. {host}는 아직 SSO가 아니라 로컬 계정을 수동으로 교체해야 함."),
    dict(mc="{svc} 고치는 중에 {what} 값이 필요했음. 사용자가 이 노트 다음 칸에 적어두겠다고 함.",
         le="받은 값: {val} ({stage}에서 동작 확인). 나머지 수정은 타임아웃 변경뿐이었음."),
    dict(pw=True, mc="사용자가 계정명 {user} 와 {what} 값을 메시지 두 개로 나눠서 보냄.",
         le="두 번째 메시지 그대로: {val}\n나눠 보낸다고 채팅이 안전한 채널이 되는 건 아님."),
]

SF_KO_SPLIT_ASK = [
    dict(mc="{svc}에 {what} 값이 필요했는데 어디 보관돼 있는지 몰랐음.",
         le="{person}님이 따로 보내주겠다고 했고, 라벨은 \"{what}\", 값은 아래 질문에 다시 적어둠.",
         ask="{val} <- 이게 아직 {stage}용 {what} 맞나요, 교체됐나요?"),
    dict(mc="{what} 없이는 {host} 세팅을 못 끝냄.",
         le="값은 후속 메시지로 받았고, 다시 쓰기 전에 확인하려고 질문으로 남김.",
         ask="{what} 값으로 {val} 계속 써도 되나요, 새로 발급받아야 하나요?"),
]

ASK_KO_PLAIN = [
    "{stage}에서 {svc}는 {what} 값을 어느 시크릿 저장소에서 읽어야 하나요?",
    "채팅에 노출됐으니 {what} 값 교체할까요?",
    "실계정 대신 쓸 수 있는 샌드박스/테스트 자격 증명이 있나요?",
    "계정 담당자가 누구인가요? 공유 말고 제 자격 증명을 따로 받고 싶습니다.",
    "다음에는 값 대신 vault 경로로 알려주실 수 있나요?",
    "스테이징용인가요, 운영용인가요?",
    "{file} 파일이 이걸 쓰는 모든 레포에서 gitignore 돼 있나요?",
    "git 히스토리 정리 티켓을 만들까요?",
    "",
    "",
    "이번 작업에서 시크릿 매니저로 옮기는 것까지 할까요?",
    "{stage}의 {svc} 담당 팀이 어디인가요?",
]
ASK_KO_VAL = [
    "`{val}` 아직 유효한 {what} 값인가요, 교체됐나요?",
    "{stage}에서도 {val} 계속 써도 되나요, 별도 값이 있나요?",
    "마이그레이션 끝나면 {val} 폐기해도 되나요?",
    "{what} 값이 {val} 맞나요, 아니면 vault에 있는 새 값인가요?",
    "위 노트에 {val} 이 그대로 들어가는데 공유 로그에 남아도 괜찮나요?",
    "{val}로 계속 접속해도 되나요?",
    "다시 쓰기 전에 {what} 값 확인 부탁드립니다: {val}",
]


# =====================================================================
# Secret items.  Each builder returns an item dict:
#   snip, lang, secrets, val, en, ko, vendor, group, cat, file, tool
# =====================================================================
VENDOR_HOSTS = {
    "GitHub": ("api.github.com", "/repos/hanbit/app/actions/runs?per_page=5"),
    "GitLab": ("gitlab.com", "/api/v4/projects/4821/pipelines"),
    "Slack": ("slack.com", "/api/chat.postMessage"),
    "Stripe": ("api.stripe.com", "/v1/payment_intents?limit=3"),
    "OpenAI": ("api.openai.com", "/v1/chat/completions"),
    "Anthropic": ("api.anthropic.com", "/v1/messages"),
    "Google Cloud": ("generativelanguage.googleapis.com", "/v1beta/models"),
    "Kakao": ("kapi.kakao.com", "/v2/user/me"),
    "Naver Developers": ("openapi.naver.com", "/v1/search/blog.json?query=test"),
    "Hugging Face": ("huggingface.co", "/api/whoami-v2"),
    "Notion": ("api.notion.com", "/v1/users/me"),
    "Datadog": ("api.datadoghq.com", "/api/v1/validate"),
    "Okta": ("hanbit.okta.com", "/api/v1/users?limit=25"),
    "LINE": ("api.line.me", "/v2/bot/message/push"),
    "Discord": ("discord.com", "/api/v10/users/@me"),
    "DeepL": ("api-free.deepl.com", "/v2/usage"),
    "Hetzner": ("api.hetzner.cloud", "/v1/servers"),
    "Shopify": ("hanok-store.myshopify.com", "/admin/api/2024-07/orders.json"),
    "KakaoPay": ("open-api.kakaopay.com", "/online/v1/payment/ready"),
    "Chatwork": ("api.chatwork.com", "/v2/me"),
    "kintone": ("hanbit.cybozu.com", "/k/v1/records.json?app=12"),
    "Sendbird": ("api-%s.sendbird.com", "/v3/users"),
    "Cloudflare": ("api.cloudflare.com", "/client/v4/user/tokens/verify"),
    "DigitalOcean": ("api.digitalocean.com", "/v2/droplets"),
    "Mollie": ("api.mollie.com", "/v2/payments"),
    "Vercel": ("api.vercel.com", "/v9/projects"),
}


def _vendor_pool(lang):
    pool = []
    for v in VENDORS:
        w = v["weight"]
        if lang == "ko" and v["region"] == "kr":
            w *= 2.5
        if lang == "en" and v["region"] == "kr":
            w *= 0.8
        pool.append((w, v))
    return pool


VENDOR_DECK = []


def draw_vendor(lang, need_header=False):
    """Deal vendor token shapes from a shuffled deck so that many vendors are covered;
    Korean notes prefer Korean vendors part of the time."""
    for _ in range(2):
        if not VENDOR_DECK:
            VENDOR_DECK.extend(shuffled(VENDORS))
        want_kr = lang == "ko" and chance(0.35)
        order = list(range(len(VENDOR_DECK)))
        best = None
        for i in order:
            v = VENDOR_DECK[i]
            if need_header and not v["header"]:
                continue
            if want_kr and v["region"] != "kr":
                if best is None:
                    best = i
                continue
            best = i
            break
        if best is not None:
            return VENDOR_DECK.pop(best)
        VENDOR_DECK[:] = []
    return wchoice([(w, v) for w, v in _vendor_pool(lang) if v["header"] or not need_header])


def _merge_fillers(secret_entries, nfill):
    fill = filler_entries(nfill)
    es = list(fill)
    if chance(0.7):       # keep the credential entries together
        pos = rint(0, len(es))
        es[pos:pos] = secret_entries
    else:
        for e in secret_entries:
            es.insert(rint(0, len(es)), e)
    return es


def item_token_config(lang):
    spec = draw_vendor(lang)
    entries = spec["gen"]()
    es = _merge_fillers(entries, pick([0, 0, 1, 2, 3, 4]))
    cid, fn = pick_container([v for _, v, _ in es])
    ctx = new_ctx()
    text, hint, fname = fn(es, ctx)
    secs = [v for _, v, s in entries if s]
    return dict(snip=text, lang=hint, secrets=secs, val=secs[-1], en=spec["what"], ko=spec["what_ko"],
                vendor=spec["vendor"], group="tok", cat="token: %s in %s" % (spec["what"], cid),
                file=fname or ctx["file_env"], tool=None, ctx=ctx, fg=["tok", "any", "gen"])


def item_token_http(lang):
    spec = draw_vendor(lang, need_header=True)
    entries = spec["gen"]()
    secs = [v for _, v, s in entries if s]
    main = secs[0] if spec["vendor"] == "Datadog" else secs[-1]
    hname, hfmt = spec["header"]
    headers = [(hname, hfmt.replace("{v}", main))]
    if spec["vendor"] == "Naver Developers":
        headers.insert(0, ("X-Naver-Client-Id", entries[0][1]))
    if spec["vendor"] == "Datadog" and len(secs) > 1:
        headers.append(("DD-APPLICATION-KEY", secs[1]))
        main_list = secs[:2]
    else:
        main_list = [main]
    host, path = VENDOR_HOSTS.get(spec["vendor"], (None, None))
    if host and "%s" in host:
        host = host % uuid4().upper()
    text, hint, form = http_render(headers, host, path)
    return dict(snip=text, lang=hint, secrets=main_list, val=main, en=spec["what"], ko=spec["what_ko"],
                vendor=spec["vendor"], group="http", cat="header: %s via %s" % (spec["what"], form),
                file=None, tool=None, ctx=new_ctx(), fg=["http", "gen"])


def item_token_cli(lang):
    k = pick(["gh", "git-clone", "npm", "twine", "docker", "aws", "az", "vault", "stripe", "twilio", "mailgun",
              "ngrok", "tailscale", "hf", "aliyun", "tccli", "doctl", "supabase", "netlify", "vercel", "sentry",
              "snyk", "envprefix", "telegram", "mc"])
    sec = []
    if k == "gh":
        v = "ghp_" + rs(ALNUM, 36)
        t, vend, what = "echo %s | gh auth login --with-token" % v, "GitHub", "GitHub classic personal access token"
    elif k == "git-clone":
        v = "github_pat_" + rs(UPALNUM, 22) + "_" + rs(ALNUM, 59)
        t, vend, what = "git clone https://x-access-token:%s@github.com/hanbit/%s.git" % (v, pick(SERVICES)), "GitHub", "GitHub fine-grained token"
    elif k == "npm":
        v = "npm_" + rs(ALNUM, 36)
        t, vend, what = "npm config set //registry.npmjs.org/:_authToken %s" % v, "npm", "npm token"
    elif k == "twine":
        v = "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 150)
        t, vend, what = "twine upload -u __token__ -p %s dist/*" % v, "PyPI", "PyPI API token"
    elif k == "docker":
        v = "dckr_pat_" + rs(B64URL, 27)
        t, vend, what = "docker login -u %s -p %s" % (pick(["hanbitci", "sorabuild"]), v), "Docker Hub", "Docker Hub access token"
    elif k == "aws":
        a, v = "AKIA" + rs(B32, 16), rs(ALNUM + "+/", 40)
        sec.append(a)
        t = "aws configure set aws_access_key_id %s --profile %s\naws configure set aws_secret_access_key %s --profile %s" % (a, "deploy", v, "deploy")
        vend, what = "AWS", "AWS access key pair"
    elif k == "az":
        v = rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "~._-", 34)
        t = "az login --service-principal -u %s -p %s --tenant %s" % (uuid4(), v, uuid4())
        vend, what = "Microsoft Azure", "Azure service principal secret"
    elif k == "vault":
        v = "hvs." + rs(B64URL, 91)
        t, vend, what = "vault login %s" % v, "HashiCorp Vault", "Vault token"
    elif k == "stripe":
        v = "sk_live_" + rs(ALNUM, 24)
        t, vend, what = "curl https://api.stripe.com/v1/balance -u %s:" % v, "Stripe", "Stripe live secret key"
    elif k == "twilio":
        v = hexs(32)
        t = "curl -X POST https://api.twilio.com/2010-04-01/Accounts/AC%s/Messages.json \\\n  --data-urlencode 'To=+8210%s' --data-urlencode 'Body=test' \\\n  -u AC%s:%s" % (hexs(32), digits(8), hexs(32), v)
        vend, what = "Twilio", "Twilio auth token"
    elif k == "mailgun":
        v = "key-" + hexs(32)
        t = "curl -s --user 'api:%s' https://api.mailgun.net/v3/mg.hanbit.dev/messages -F to=qa@hanbit.dev -F subject=test" % v
        vend, what = "Mailgun", "Mailgun API key"
    elif k == "ngrok":
        v = "2" + rs(ALNUM, 26) + "_" + rs(ALNUM, 21)
        t, vend, what = "ngrok config add-authtoken %s" % v, "ngrok", "ngrok authtoken"
    elif k == "tailscale":
        v = "tskey-auth-k" + rs(ALNUM, 10) + "CNTRL-" + rs(ALNUM, 33)
        t, vend, what = "sudo tailscale up --authkey %s --advertise-tags=tag:ci" % v, "Tailscale", "Tailscale auth key"
    elif k == "hf":
        v = "hf_" + rs(LET, 34)
        t, vend, what = "huggingface-cli login --token %s --add-to-git-credential" % v, "Hugging Face", "Hugging Face token"
    elif k == "aliyun":
        a, v = "LTAI5t" + rs(ALNUM, 18), rs(ALNUM, 30)
        sec.append(a)
        t = "aliyun configure set --profile ossops --mode AK --region cn-hangzhou --access-key-id %s --access-key-secret %s" % (a, v)
        vend, what = "Alibaba Cloud", "Alibaba Cloud AccessKey pair"
    elif k == "tccli":
        a, v = "AKID" + rs(ALNUM, 32), rs(ALNUM, 32)
        sec.append(a)
        t = "tccli configure set secretId %s secretKey %s region ap-seoul" % (a, v)
        vend, what = "Tencent Cloud", "Tencent Cloud SecretId/SecretKey"
    elif k == "doctl":
        v = "dop_v1_" + hexs(64)
        t, vend, what = "doctl auth init --context hanbit -t %s" % v, "DigitalOcean", "DigitalOcean token"
    elif k == "supabase":
        v = "sbp_" + hexs(40)
        t, vend, what = "supabase login --token %s && supabase db push" % v, "Supabase", "Supabase access token"
    elif k == "netlify":
        v = "nfp_" + rs(ALNUM, 36)
        t, vend, what = "netlify deploy --prod --dir=dist --auth %s" % v, "Netlify", "Netlify token"
    elif k == "vercel":
        v = rs(ALNUM, 24)
        t, vend, what = "vercel deploy --prod --token %s --scope hanbit" % v, "Vercel", "Vercel token"
    elif k == "sentry":
        v = "sntryu_" + hexs(64)
        t, vend, what = "sentry-cli --auth-token %s releases new -p %s $(git rev-parse --short HEAD)" % (v, pick(SERVICES)), "Sentry", "Sentry auth token"
    elif k == "snyk":
        v = uuid4()
        t, vend, what = "snyk auth %s && snyk test --all-projects" % v, "Snyk", "Snyk API token"
    elif k == "telegram":
        v = digits(10) + ":AA" + rs(B64URL, 33)
        t, vend, what = 'curl -s "https://api.telegram.org/bot%s/getUpdates" | jq .' % v, "Telegram", "Telegram bot token"
    elif k == "mc":
        a, v = rs(UPALNUM, 20), rs(ALNUM, 40)
        sec.append(a)
        t = "mc alias set ncp https://kr.object.ncloudstorage.com %s %s" % (a, v)
        vend, what = "Naver Cloud Platform", "NCP object storage key pair"
    else:
        spec = wchoice(_vendor_pool(lang))
        entries = spec["gen"]()
        v = [x for _, x, s in entries if s][-1]
        sec = [x for _, x, s in entries if s][:-1]
        t = " ".join("%s=%s" % (e, sh_q(x)) for e, x, _ in entries) + " ./scripts/%s.sh" % pick(["sync", "backfill", "smoke"])
        vend, what = spec["vendor"], spec["what"]
    sec.append(v)
    return dict(snip=t, lang="bash", secrets=sec, val=v, en=what, ko=what, vendor=vend, group="cmd",
                cat="token in command: %s (%s)" % (what, k), file=None, tool=t.split()[0], ctx=new_ctx(), fg=["cmd", "gen"])


def _pw_label(lang, env):
    for e, en, ko in PASSWORD_ENVS:
        if e == env:
            return (en + " password") if lang == "en" else (ko + " 비밀번호")
    return "password" if lang == "en" else "비밀번호"


def item_password_config(lang):
    env, en, ko = pick(PASSWORD_ENVS)
    p, style = password()
    entries = [(env, p, True)]
    if chance(0.5):
        entries.insert(0, (env.replace("PASSWORD", "USER").replace("_PASS", "_USER"), pick(USERS), False))
    es = _merge_fillers(entries, pick([0, 1, 2, 3]))
    cid, fn = pick_container([v for _, v, _ in es])
    ctx = new_ctx()
    text, hint, fname = fn(es, ctx)
    return dict(snip=text, lang=hint, secrets=[p], val=p, en=en + " password", ko=ko + " 비밀번호", vendor=None,
                group="pw", cat="password (%s) in %s" % (style, cid), file=fname or ctx["file_env"], tool=None, ctx=ctx,
                fg=["pw", "any", "gen"])


def item_password_inline(lang):
    env, en, ko = pick(PASSWORD_ENVS)
    p, style = password()
    return dict(snip=None, lang="", secrets=[p], val=p, en=en + " password", ko=ko + " 비밀번호", vendor=None,
                group="inline", cat="password (%s) inline in prose" % style, file=None, tool=None, ctx=new_ctx())


def item_password_chat(lang):
    env, en, ko = pick(PASSWORD_ENVS)
    p, style = password()
    h, m = rint(9, 18), rint(0, 59)
    if lang == "ko":
        who = pick(PEOPLE_KO)
        if chance(0.5):
            t = "[%s] [오후 %d:%02d] %s 비번 여기요\n[%s] [오후 %d:%02d] %s\n[나] [오후 %d:%02d] 넵 감사합니다" % (who, h % 12 or 12, m, ko, who, h % 12 or 12, m, p, h % 12 or 12, min(m + 1, 59))
        else:
            t = "2025년 %d월 %d일 오전 %d:%02d, %s : %s 계정 비번 %s 이에요\n2025년 %d월 %d일 오전 %d:%02d, 나 : 확인했습니다" % (rint(1, 12), rint(1, 28), h % 12 or 12, m, who, ko, p, 3, 4, h % 12 or 12, m)
        form = "KakaoTalk/Slack export"
    else:
        who = pick(PEOPLE_EN)
        t = "[%02d:%02d] %s: here's the %s password\n[%02d:%02d] %s: %s\n[%02d:%02d] me: thanks, trying now" % (h, m, who, en, h, m, who, p, h, min(m + 1, 59))
        form = "Slack thread"
    return dict(snip=t, lang="text", secrets=[p], val=p, en=en + " password", ko=ko + " 비밀번호", vendor=None,
                group="pw", cat="password (%s) in chat paste (%s)" % (style, form), file=None, tool=None, ctx=new_ctx(),
                fg=["chat", "gen"])


DB_CMD_WORDS = ["mysql", "PGPASSWORD", "psql", "mongosh", "redis", "sqlcmd", "sqlplus", "influx", "spring"]


def item_password_cmd(lang, db_only=False):
    pool = [c for c in CMD_POOL if any(w in c[0] for w in DB_CMD_WORDS)] if db_only else CMD_POOL
    for _ in range(50):
        name, fn = pick(pool)
        p, style = password()
        if cmd_compatible(name, p):
            break
    else:
        raise Reject("no compatible command")
    u, h = pick(USERS), pick(HOSTS)
    text, secs = fn(u, p, h)
    if chance(0.3):
        text = "$ " + text
    if chance(0.2):
        text = "%d  %s" % (rint(200, 1999), text) if "\n" not in text else text   # shell history form
    return dict(snip=text, lang="bash", secrets=secs, val=p, en="password", ko="비밀번호", vendor=None,
                group="cmd", cat="password in command: %s (%s)" % (name, style), file=None,
                tool=name.split()[0], ctx=new_ctx(), user=u, host=h, fg=["cmd", "cmd-pw", "gen"])


DB_CONN_KINDS = ["postgres", "sqlalchemy", "mysql", "mongodb+srv", "redis", "mssql-ado", "jdbc-param", "jdbc-oracle",
                 "clickhouse", "neo4j", "libpq-kv", "snowflake"]


def item_conn(lang, db_only=False):
    kind = pick(DB_CONN_KINDS if db_only else CONN_KINDS)
    p, style = password()
    u, h = pick(USERS), pick(HOSTS)
    uri, secs = conn_string(kind, u, p, h)
    form = pick(["kv", "kv", "code", "log", "trace"])
    if form == "kv":
        envn = {"kafka-jaas": "KAFKA_SASL_JAAS_CONFIG", "mssql-ado": "ConnectionStrings__Default",
                "smtp": "EMAIL_URL", "git-https": "GIT_REMOTE", "libpq-kv": "PG_DSN"}.get(kind, "DATABASE_URL")
        es = _merge_fillers([(envn, uri, True)], pick([0, 1, 2]))
        cid, fn = pick_container([v for _, v, _ in es])
        ctx = new_ctx()
        text, hint, fname = fn(es, ctx)
        form = cid
    else:
        ctx = new_ctx()
        fname = None
        hint = "text"
        if form == "code":
            text = pick(['engine = create_engine("%s", pool_pre_ping=True)', "await mongoose.connect('%s');",
                         'db, err := sql.Open("pgx", "%s")', 'DataSource ds = DataSourceBuilder.create().url("%s").build();'
                         ]) % uri
            hint = "code"
        elif form == "log":
            text = "%s INFO  [%s] connecting to %s (attempt %d/5)" % ("2025-%02d-%02d %02d:%02d:%02d" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59)), pick(SERVICES), uri, rint(1, 5))
        else:
            text = ("Traceback (most recent call last):\n  File \"/app/%s/db.py\", line %d, in connect\n    conn = driver.connect(dsn)\nOperationalError: could not connect using dsn='%s': timeout expired"
                    % (pick(SERVICES).replace("-", "_"), rint(20, 200), uri))
    return dict(snip=text, lang=hint, secrets=secs, val=secs[0], en="%s connection password" % kind, ko="%s 접속 비밀번호" % kind,
                vendor=None, group="conn", cat="connection string: %s in %s (%s)" % (kind, form, style),
                file=fname or ctx["file_env"], tool=None, ctx=ctx,
                fg=["conn", "gen"] + (["any"] if fname is not None else []))


def item_azure_conn(lang):
    kind = pick(["storage", "servicebus", "cosmos", "signalr"])
    s, secs = azure_conn(kind)
    envn = {"storage": "AZURE_STORAGE_CONNECTION_STRING", "servicebus": "SERVICEBUS_CONNECTION",
            "cosmos": "COSMOS_CONNECTION_STRING", "signalr": "Azure__SignalR__ConnectionString"}[kind]
    es = _merge_fillers([(envn, s, True)], pick([0, 1, 2]))
    cid, fn = pick_container([v for _, v, _ in es])
    ctx = new_ctx()
    text, hint, fname = fn(es, ctx)
    return dict(snip=text, lang=hint, secrets=secs, val=secs[0], en="Azure %s key" % kind, ko="Azure %s 키" % kind,
                vendor="Microsoft Azure", group="conn", cat="Azure %s connection string in %s" % (kind, cid),
                file=fname or ctx["file_env"], tool=None, ctx=ctx, fg=["conn", "any", "gen"])


def item_basic(lang):
    u = pick(USERS + ["api", "partner_kr", "svc-report"])
    p, style = password(pick(["generated", "punct", "human", "passphrase", "hangul"]))
    blob = basic_blob(u, p)
    hn = "Proxy-Authorization" if chance(0.15) else "Authorization"
    text, hint, form = http_render([(hn, "Basic " + blob)])
    secs = [blob]
    if chance(0.35):
        text += "\n# %s = base64(\"%s:%s\")" % ("decoded", u, p)
        secs.append(p)
    return dict(snip=text, lang=hint, secrets=secs, val=blob, en="Basic auth credentials", ko="Basic 인증 정보",
                vendor=None, group="http", cat="Basic auth header (%s) via %s" % (style, form), file=None, tool=None, ctx=new_ctx(),
                fg=["http", "gen"])


def item_cookie(lang):
    name, val, fw = session_cookie()
    f = pick(["header", "set-cookie", "devtools"])
    if f == "header":
        text, hint, form = http_render([("Cookie", "%s=%s; lang=%s" % (name, val, pick(["ko", "en", "ja"])))])
    elif f == "set-cookie":
        text = "HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax\nContent-Length: 0" % (name, val)
        hint, form = "http", "Set-Cookie response"
    else:
        text = "document.cookie = \"%s=%s; path=/\";" % (name, val)
        hint, form = "javascript", "devtools console"
    return dict(snip=text, lang=hint, secrets=[val], val=val, en="%s session cookie" % fw, ko="%s 세션 쿠키" % fw,
                vendor=None, group="http", cat="session cookie (%s) in %s" % (fw, form), file=None, tool=None, ctx=new_ctx(),
                fg=["http", "gen"])


def item_bearer_jwt(lang):
    tok = service_jwt(pick(["HS256", "RS256"]), long=chance(0.6))
    text, hint, form = http_render([("Authorization", "Bearer " + tok)])
    return dict(snip=text, lang=hint, secrets=[tok], val=tok, en="service bearer token (JWT)", ko="서비스 Bearer 토큰(JWT)",
                vendor=None, group="http", cat="Bearer JWT via %s" % form, file=None, tool=None, ctx=new_ctx(), fg=["http", "gen"])


def item_signed_url(lang):
    u, secs, en, ko, vend = signed_url()
    if chance(0.5):
        text = u
        form = "bare URL"
    else:
        text = pick(['curl -o export.csv "%s"', 'wget -O dump.sql.gz "%s"', '<video src="%s" controls></video>']) % u
        form = "command/markup"
    return dict(snip=text, lang="text", secrets=secs, val=None, en=en, ko=ko, vendor=vend, group="url",
                cat="signed URL: %s (%s)" % (en, form), file=None, tool=None, ctx=new_ctx(), fg=["url-signed"])


def item_webhook(lang):
    u, secs, en, ko, vend = webhook_url()
    f = pick(["kv", "curl", "code"])
    if f == "kv":
        envn = {"Slack": "SLACK_WEBHOOK_URL", "Discord": "DISCORD_WEBHOOK_URL", "Microsoft Teams": "TEAMS_WEBHOOK_URL",
                "Google": "GCHAT_WEBHOOK_URL", "DingTalk": "DINGTALK_WEBHOOK", "Feishu": "FEISHU_WEBHOOK_URL",
                "WeCom": "WECOM_WEBHOOK_URL", "Mattermost": "MATTERMOST_HOOK_URL", "JANDI": "JANDI_WEBHOOK_URL",
                "Dooray": "DOORAY_HOOK_URL", "Telegram": "TELEGRAM_NOTIFY_URL"}[vend]
        es = _merge_fillers([(envn, u, True)], pick([0, 1, 2]))
        cid, fn = pick_container([v for _, v, _ in es])
        ctx = new_ctx()
        text, hint, fname = fn(es, ctx)
        form = cid
    else:
        ctx = new_ctx()
        fname = None
        if f == "curl":
            text = "curl -X POST -H 'Content-Type: application/json' -d '{\"text\": \"deploy %s finished\"}' '%s'" % (pick(SERVICES), u)
            hint, form = "bash", "curl"
        else:
            text = "requests.post(\"%s\", json={\"text\": msg}, timeout=5)" % u
            hint, form = "python", "python"
    return dict(snip=text, lang=hint, secrets=secs, val=secs[-1], en=en, ko=ko, vendor=vend, group="url",
                cat="webhook: %s in %s" % (en, form), file=fname or ctx["file_env"], tool=None, ctx=ctx,
                fg=["url-hook", "gen"] + (["any"] if fname is not None else []))


def item_pem(lang):
    kind = pick(["ec", "pkcs8-ec", "ed25519", "openssh", "openssh", "rsa"])
    text, lines, en, ko = pem_block(kind)
    if kind == "rsa":
        f = pick(["plain", "cat"])
    elif kind == "openssh":
        f = pick(["plain", "plain", "cat", "k8s"])
    else:
        f = pick(["plain", "plain", "cat", "k8s", "json"])
    fname = {"openssh": "~/.ssh/id_ed25519", "pkcs8-ec": "AuthKey_%s.p8" % rs(UPALNUM, 10)}.get(kind, "keys/signing.pem")
    if f == "cat":
        text = "$ cat %s\n%s" % (fname, text)
    elif f == "k8s":
        text = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-ssh\nstringData:\n  key.pem: |\n%s" % (pick(SERVICES), "\n".join("    " + ln for ln in text.split("\n")))
    elif f == "json":
        text = '{\n  "type": "%s",\n  "key_id": "%s",\n  "private_key": "%s\\n"\n}' % (pick(["signing_key", "service_account"]), rs(UPALNUM, 10), text.replace("\n", "\\n"))
    return dict(snip=text, lang="text", secrets=lines, val=None, en=en, ko=ko, vendor=None, group="key",
                cat="private key: %s (%s)" % (en, f), file=fname, tool=None, ctx=new_ctx(), fg=["key", "key-pem", "key-sign"])


KEY_FG = {"age secret key": ["key", "key-enc"], "WireGuard wg0.conf": ["key", "key-wg"],
          "wallet private key": ["key", "key-wallet"], "BIP39 mnemonic": ["key", "key-wallet"],
          "framework secret key": ["key", "key-app", "any"], "JWT HMAC secret": ["key", "key-app", "key-sign", "any"],
          "symmetric encryption key": ["key", "key-enc", "any"], "Jenkins API token": ["cmd", "gen"],
          "webhook signing secret": ["key", "key-sign", "any"]}


def item_key_material(lang):
    d = key_material()
    return dict(snip=d["snip"], lang=d["lang"], secrets=d["secrets"], val=d["secrets"][0], en=d["en"], ko=d["ko"],
                vendor=None, group="key", cat="key material: %s" % d["cat"], file=pick([".env", "config/secrets.yml", "settings.py", "keys.txt"]),
                tool=None, ctx=new_ctx(), fg=KEY_FG[d["cat"]])


def _mfa_fg(cat):
    if cat.startswith("2FA"):
        return ["mfa-totp", "mfa", "gen"]
    if cat.startswith("recovery"):
        return ["mfa-rec", "mfa"]
    if cat.startswith("PIN"):
        return ["mfa-pin", "mfa"]
    return ["mfa-wifi", "mfa"]


def item_mfa(lang):
    d = mfa_item()
    return dict(snip=d["snip"], lang=d["lang"], secrets=d["secrets"], val=d["val"], en=d["en"], ko=d["ko"],
                vendor=None, group="mfa", cat=d["cat"], file=None, tool=None, ctx=new_ctx(), fg=_mfa_fg(d["cat"]))


def item_cred_file(lang):
    d = cred_file()
    return dict(snip=d["snip"], lang=d["lang"], secrets=d["secrets"], val=d["secrets"][-1], en=d["en"], ko=d["ko"],
                vendor=d["vendor"], group="pw", cat="credential file: %s" % d["cat"], file=d["file"], tool=None, ctx=new_ctx(),
                fg=["pw", "any", "gen"])


def item_long(lang):
    """notes whose credential is hundreds of characters long."""
    k = pick(["sts", "sts", "gcs", "k8s-jwt", "meta", "atlassian", "line"])
    ctx = new_ctx()
    if k == "gcs":
        u, secs, en, ko, vend = signed_url("gcs")
        return dict(snip='curl -o db.sql.gz "%s"' % u, lang="bash", secrets=secs, val=None, en=en, ko=ko, vendor=vend,
                    group="url", cat="long: GCS V4 signed URL (512-hex signature)", file=None, tool=None, ctx=ctx, fg=["url-signed"])
    if k == "k8s-jwt":
        v = service_jwt("RS256", long=True)
        t = "apiVersion: v1\nkind: Config\nusers:\n- name: ci-deployer\n  user:\n    token: %s" % v
        return dict(snip=t, lang="yaml", secrets=[v], val=v, en="service account token in kubeconfig", ko="kubeconfig 서비스 계정 토큰",
                    vendor="Kubernetes", group="pw", cat="long: Kubernetes service-account JWT in kubeconfig", file="~/.kube/config",
                    tool=None, ctx=ctx, fg=["pw", "any", "gen"])
    if k in ("meta", "line"):
        if k == "meta":
            v = pick(["EAAG", "EAAB"]) + rs(ALNUM, pick([220, 240]))
            en, ko, vend, host, path = "Meta Graph API access token", "Meta(Facebook) Graph API 토큰", "Meta", "graph.facebook.com", "/v19.0/me/accounts"
        else:
            v = rs(B64, 171) + "="
            en, ko, vend, host, path = "LINE Messaging API channel access token", "LINE 채널 액세스 토큰", "LINE", "api.line.me", "/v2/bot/message/push"
        text, hint, form = http_render([("Authorization", "Bearer " + v)], host, path)
        return dict(snip=text, lang=hint, secrets=[v], val=v, en=en, ko=ko, vendor=vend, group="http",
                    cat="long: %s via %s" % (en, form), file=None, tool=None, ctx=ctx, fg=["http", "gen"])
    if k == "atlassian":
        entries = [("JIRA_BASE_URL", "https://%s.atlassian.net" % pick(["hanbit", "sora-dev"]), False),
                   ("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64URL, 170) + "=" + rs(HEXU, 8), True)]
        en, ko, vend = "Atlassian API token", "Atlassian API 토큰", "Atlassian"
    else:
        entries = [("AWS_ACCESS_KEY_ID", "ASIA" + rs(B32, 16), True),
                   ("AWS_SECRET_ACCESS_KEY", rs(ALNUM + "+/", 40), True),
                   ("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2Vj" + rs(B64, pick([520, 560, 600])), True)]
        en, ko, vend = "AWS STS temporary credentials", "AWS STS 임시 자격 증명", "AWS"
    es = _merge_fillers(entries, pick([0, 1]))
    cid, fn = pick_container([v for _, v, _ in es])
    text, hint, fname = fn(es, ctx)
    secs = [v for _, v, sec in entries if sec]
    return dict(snip=text, lang=hint, secrets=secs, val=secs[-1] if len(secs[-1]) <= 320 else secs[0], en=en, ko=ko,
                vendor=vend, group="tok", cat="long: %s in %s" % (en, cid), file=fname or ctx["file_env"], tool=None,
                ctx=ctx, fg=["tok", "any", "gen"])


def item_split(lang):
    if chance(0.5):
        it = item_password_inline(lang)
        it["cat"] = it["cat"].replace("inline in prose", "split across fields")
    else:
        spec = draw_vendor(lang)
        secs = [v for _, v, s in spec["gen"]() if s]
        it = dict(snip=None, lang="", secrets=[secs[-1]], val=secs[-1], en=spec["what"], ko=spec["what_ko"],
                  vendor=spec["vendor"], group="split", cat="token split across fields: %s" % spec["what"],
                  file=None, tool=None, ctx=new_ctx())
    it["group"] = "split"
    return it


SF_EN_MULTI = [
    dict(mc="Two things were missing for the {svc} cutover: the {what} and database access. The user sent the config first:\n{snip}",
         le="Then the DB step:\n{snip2}\nBoth are now in the runbook draft; they should be vault references instead."),
    dict(mc="{snip}\nand, for the database,\n{snip2}\nwere pasted by {person} so I could finish the migration.",
         le="Everything worked with these values. Both credentials are shared across {stage}, which makes rotation painful."),
    dict(mc="I didn't know {svc} needs both a {what} and a direct DB login for the backfill.",
         le="Config used:\n{snip}\nDB access:\n{snip2}\nSplit the backfill so both credentials are not needed on the same box."),
]
SF_KO_MULTI = [
    dict(mc="{svc} 전환 작업에 두 가지가 없었음: {what} 값과 DB 접속 정보. 사용자가 설정부터 보내줌:\n{snip}",
         le="이어서 DB 단계:\n{snip2}\n둘 다 런북 초안에 들어가 있는데 vault 참조로 바꿔야 함."),
    dict(mc="{snip}\n그리고 DB 쪽은\n{snip2}\n마이그레이션 마무리하라고 {person}님이 붙여준 내용.",
         le="이 값들로 전부 동작함. 두 자격 증명 모두 {stage} 전체에서 공유 중이라 교체가 번거로움."),
    dict(mc="백필에 {svc}가 {what} 값과 DB 직접 로그인 둘 다 필요한 줄 몰랐음.",
         le="사용한 설정:\n{snip}\nDB 접속:\n{snip2}\n두 자격 증명이 한 서버에 같이 있지 않도록 백필을 분리할 것."),
]

SECRET_BUILDERS = {
    "token-config": item_token_config, "token-http": item_token_http, "token-cli": item_token_cli,
    "password-config": item_password_config, "password-inline": item_password_inline,
    "password-chat": item_password_chat, "password-cmd": item_password_cmd, "conn-string": item_conn,
    "azure-conn": item_azure_conn, "basic-header": item_basic, "cookie": item_cookie,
    "bearer-jwt": item_bearer_jwt, "signed-url": item_signed_url, "webhook": item_webhook,
    "pem": item_pem, "key-material": item_key_material, "mfa": item_mfa, "cred-file": item_cred_file,
    "split": item_split, "long-token": item_long,
}

SECRET_PLAN = [("token-config", 93), ("long-token", 8), ("token-http", 22), ("token-cli", 12), ("password-config", 18),
               ("password-inline", 16), ("password-chat", 8), ("password-cmd", 34), ("conn-string", 22),
               ("azure-conn", 5), ("basic-header", 9), ("cookie", 7), ("bearer-jwt", 5), ("signed-url", 8),
               ("webhook", 12), ("pem", 12), ("key-material", 11), ("mfa", 20), ("cred-file", 14),
               ("split", 12), ("multi", 12)]

TRACK = {"vendors": [], "frames": [], "containers": []}


def _base_slots(lang, item):
    ctx = item["ctx"]
    what = item["ko"] if lang == "ko" else item["en"]
    return dict(what=what, vendor=item["vendor"] or ("파트너" if lang == "ko" else "partner"), svc=ctx["svc"], file=item["file"] or ctx["file_env"],
                stage=ctx["stage"], person=pick(PEOPLE_KO if lang == "ko" else PEOPLE_EN),
                host=item.get("host") or pick(HOSTS), user=item.get("user") or pick(USERS),
                tool=item["tool"] or ("the CLI" if lang == "en" else "CLI"), val=item["val"] or "")


def build_secret(lang, kind):
    SF = SF_KO if lang == "ko" else SF_EN
    if kind == "multi":
        a = pick([item_token_config, item_cred_file, item_token_cli])(lang)
        b = item_password_cmd(lang, db_only=True) if chance(0.5) else item_conn(lang, db_only=True)
        d = _base_slots(lang, a)
        d["snip"] = fence(a["snip"], a["lang"])
        d["snip2"] = fence(b["snip"], b["lang"])
        fl = SF_KO_MULTI if lang == "ko" else SF_EN_MULTI
        fi = R.randrange(len(fl))
        frame = fl[fi]
        fid = "multi-%s-%d" % (lang, fi)
        secrets = a["secrets"] + b["secrets"]
        cat = "multi: %s + %s" % (a["cat"], b["cat"])
        vendor = a["vendor"]
        ask_val = pick([a["val"], b["val"]])
        has_file = a["file"] is not None
    else:
        item = SECRET_BUILDERS[kind](lang)
        d = _base_slots(lang, item)
        secrets = list(item["secrets"])
        cat = item["cat"]
        vendor = item["vendor"]
        ask_val = item["val"]
        has_file = item["file"] is not None
        g = item["group"]
        if g == "inline":
            fl = SF_KO_INLINE if lang == "ko" else SF_EN_INLINE
            fi = R.randrange(len(fl))
            frame, fid = fl[fi], "inline-%s-%d" % (lang, fi)
        elif g == "split":
            fl = (SF_KO_SPLIT + SF_KO_SPLIT_ASK) if lang == "ko" else (SF_EN_SPLIT + SF_EN_SPLIT_ASK)
            ok = [i for i, f in enumerate(fl) if item["vendor"] is None or not f.get("pw")]
            fi = pick(ok)
            frame, fid = fl[fi], "split-%s-%d" % (lang, fi)
        else:
            d["snip"] = fence(item["snip"], item["lang"])
            fg = item["fg"]
            own = [f for f in SF if f["g"] in fg and f["g"] not in ("any", "gen")]
            gen = [f for f in SF if f["g"] in fg and f["g"] in ("any", "gen")]
            cands = own if own and (chance(0.65) or not gen) else gen
            frame = pick(cands)
            fid = "sf-%s-%d" % (lang, SF.index(frame))
    mc = fill(frame["mc"], d)
    le = fill(frame["le"], d)
    if "ask" in frame:
        ask = fill(frame["ask"], d)
    elif ask_val and len(ask_val) <= 320 and chance(0.22):
        d["val"] = ask_val
        ask = fill(pick(ASK_KO_VAL if lang == "ko" else ASK_EN_VAL), d)
    else:
        pool = ASK_KO_PLAIN if lang == "ko" else ASK_EN_PLAIN
        if not has_file:
            pool = [a for a in pool if "{file}" not in a]
        ask = fill(pick(pool), d)
    fields = {"missing_context": mc, "lesson": le, "ask_next_time": ask}
    secrets = dedupe(secrets)
    check_fields(fields)
    prob = window_problem(fields, secrets)
    if prob:
        raise Reject(prob)
    return {"lang": lang, "kind": "secret", "category": cat, "fields": fields, "secrets": secrets,
            "_vendor": vendor, "_frame": fid}


# =====================================================================
# CLEAN notes: risky-looking, but no credential at all.
# Each generator returns (snippet_text, lang_hint, detail).
# =====================================================================
def _sstr(b):
    return len(b).to_bytes(4, "big") + b


def ssh_pub(kind=None):
    kind = kind or pick(["ed25519", "ed25519", "rsa", "ecdsa"])
    who = "%s@%s" % (pick(USERS), pick(["macbook", "ci-runner", "bastion", "dev-vm"]))
    if kind == "ed25519":
        return "ssh-ed25519 " + b64(_sstr(b"ssh-ed25519") + _sstr(rbytes(32))) + " " + who
    if kind == "ecdsa":
        return "ecdsa-sha2-nistp256 " + b64(_sstr(b"ecdsa-sha2-nistp256") + _sstr(b"nistp256") + _sstr(b"\x04" + rbytes(64))) + " " + who
    return "ssh-rsa " + b64(_sstr(b"ssh-rsa") + _sstr(b"\x01\x00\x01") + _sstr(b"\x00" + rbytes(256))) + " " + who


def ssh_fp():
    return "SHA256:" + b64(rbytes(32)).rstrip("=")


def gpg_fp():
    h = rs(HEXU, 40)
    return " ".join(wrap(h, 4))


def sha256hex():
    return hexs(64)


def git_sha(n=40):
    return hexs(n)


def ec_pub_pem():
    der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
    return "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(wrap(b64(der), 64))


def fake_ts():
    return "2025-%02d-%02dT%02d:%02d:%02dZ" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59))


def c_placeholder():
    f = pick(["envexample", "envexample", "yaml", "readme", "url", "curl", "aws-example", "ko-doc", "json", "k8s", "ko-env",
              "mysql-doc", "docker-doc", "yaml-dummy", "pem-placeholder"])
    if f == "k8s":
        return ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-secrets\nstringData:\n  DB_PASSWORD: \"<set-me>\"\n  API_KEY: \"REPLACE_WITH_REAL_KEY\"" % pick(SERVICES)), "yaml", "k8s/secret.example.yaml"
    if f == "ko-env":
        return ("KAKAO_ADMIN_KEY=카카오_어드민_키를_입력하세요\nTOSS_SECRET_KEY=토스_시크릿_키\nNCLOUD_ACCESS_KEY=\nNCLOUD_SECRET_KEY="), "dotenv", ".env.sample"
    if f == "mysql-doc":
        return "mysql -u root -p<password> -h <host> <database> < schema.sql", "bash", "docs/setup.md"
    if f == "docker-doc":
        return "docker run -e OPENAI_API_KEY=sk-xxxxxxxxxxxxxxxxxxxxxxxx -p 8080:8080 ghcr.io/hanbit/%s:latest" % pick(SERVICES), "bash", "README.md"
    if f == "yaml-dummy":
        return ("slack:\n  bot_token: xoxb-0000000000-0000000000000-XXXXXXXXXXXXXXXXXXXXXXXX\n  signing_secret: 00000000000000000000000000000000"), "yaml", "test/fixtures/config.yaml"
    if f == "pem-placeholder":
        return "-----BEGIN PRIVATE KEY-----\n<paste the key from 1Password here>\n-----END PRIVATE KEY-----", "text", "certs/README"
    if f == "envexample":
        lines = sample([
            "STRIPE_SECRET_KEY=sk_live_" + "x" * 24, "OPENAI_API_KEY=sk-...", "GITHUB_TOKEN=ghp_" + "X" * 36,
            "DATABASE_URL=postgresql://USER:PASSWORD@HOST:5432/DBNAME", "KAKAO_REST_API_KEY=your-kakao-rest-api-key",
            "SLACK_BOT_TOKEN=xoxb-your-bot-token", "AWS_ACCESS_KEY_ID=<your-access-key-id>",
            "AWS_SECRET_ACCESS_KEY=<your-secret-access-key>", "JWT_SECRET=change-me-in-production",
            "TOSS_SECRET_KEY=test_sk_" + "X" * 20, "SENDGRID_API_KEY=SG.xxxxxxxx.yyyyyyyy", "REDIS_PASSWORD=",
            "NAVER_CLIENT_SECRET=<발급받은 Client Secret>", "ANTHROPIC_API_KEY=sk-ant-xxxxxxxx",
            "SMTP_PASSWORD=__REPLACE_ME__", "HF_TOKEN=hf_********************************"], rint(3, 6))
        return "# .env.example (copy to .env and fill in)\n" + "\n".join(lines), "dotenv", ".env.example"
    if f == "yaml":
        return ("database:\n  host: localhost\n  user: app\n  password: \"<REPLACE_ME>\"\napi:\n  key: \"${API_KEY}\"\n  secret: \"TODO: fill from 1Password\""), "yaml", "config.sample.yaml"
    if f == "readme":
        return ("export OPENAI_API_KEY=\"sk-proj-...\"\nexport ANTHROPIC_API_KEY=\"<your key>\"\npython run_eval.py --model gpt-4o"), "bash", "README.md"
    if f == "url":
        return "DATABASE_URL=mysql://username:password@127.0.0.1:3306/database_name", "dotenv", "README.md"
    if f == "curl":
        return ('curl https://api.example.com/v1/items \\\n  -H "Authorization: Bearer <ACCESS_TOKEN>" \\\n  -H "X-Api-Key: YOUR_API_KEY_HERE"'), "bash", "docs/api.md"
    if f == "aws-example":
        return ("[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"), "ini", "docs/aws-setup.md"
    if f == "ko-doc":
        return ("카카오 REST API 키: {발급받은_REST_API_키}\n네이버 Client Secret: ********** (콘솔에서 확인)\n토스페이먼츠 시크릿 키: test_sk_로 시작하는 테스트 키 사용"), "text", "docs/연동가이드.md"
    return ('{\n  "apiKey": "<YOUR_API_KEY>",\n  "apiSecret": "<YOUR_API_SECRET>",\n  "webhookSecret": "whsec_..."\n}'), "json", "config.example.json"


def c_templated():
    f = pick(["helm", "jinja", "gha", "terraform", "compose", "spring", "k8s-env", "erb", "gotmpl", "ansible-lookup",
              "gha-mask", "envsubst", "vault-agent", "cfn-resolve"])
    if f == "gha-mask":
        return ('      - run: |\n          TOKEN=$(vault read -field=token auth/approle/login role_id="$ROLE_ID" secret_id="$SECRET_ID")\n          echo "::add-mask::$TOKEN"\n          echo "VAULT_TOKEN=$TOKEN" >> "$GITHUB_ENV"'), "yaml", ".github/workflows/deploy.yml"
    if f == "envsubst":
        return ("envsubst '${STRIPE_SECRET_KEY} ${DB_PASSWORD}' < config.tmpl.yml > /etc/%s/config.yml" % pick(SERVICES)), "bash", "entrypoint.sh"
    if f == "vault-agent":
        return ('{{ with secret "secret/data/%s/db" }}\nDB_PASSWORD={{ .Data.data.password }}\n{{ end }}' % pick(SERVICES)), "text", "vault-agent template"
    if f == "cfn-resolve":
        return ("MasterUserPassword: '{{resolve:secretsmanager:prod/%s/db:SecretString:password}}'" % pick(SERVICES)), "yaml", "rds.cfn.yaml"
    if f == "helm":
        return ("env:\n  - name: DB_PASSWORD\n    value: {{ .Values.db.password | quote }}\n  - name: STRIPE_KEY\n    value: {{ required \"stripe key\" .Values.stripe.secretKey | quote }}"), "yaml", "templates/deployment.yaml"
    if f == "jinja":
        return ("[client]\nuser = {{ mysql_user }}\npassword = {{ vault_mysql_password }}\nhost = {{ groups['db'][0] }}"), "ini", "templates/my.cnf.j2"
    if f == "gha":
        return ("      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n          SLACK_WEBHOOK_URL: ${{ secrets.SLACK_WEBHOOK_URL }}"), "yaml", ".github/workflows/release.yml"
    if f == "terraform":
        return ("resource \"aws_db_instance\" \"main\" {\n  username = var.db_username\n  password = data.aws_secretsmanager_secret_version.db.secret_string\n}"), "hcl", "rds.tf"
    if f == "compose":
        return ("    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD in .env}\n      PGADMIN_DEFAULT_PASSWORD: ${PGADMIN_PASSWORD}"), "yaml", "docker-compose.yml"
    if f == "spring":
        return ("spring.datasource.password=${DB_PASSWORD:}\ntoss.secret-key=${TOSS_SECRET_KEY}\nkakao.admin-key=${KAKAO_ADMIN_KEY}"), "properties", "application.properties"
    if f == "k8s-env":
        return ("        args: [\"--db-dsn\", \"postgres://app:$(DB_PASSWORD)@pg:5432/app\"]"), "yaml", "k8s/deployment.yaml"
    if f == "erb":
        return ("production:\n  password: <%= ENV.fetch(\"DATABASE_PASSWORD\") %>\n  secret_key_base: <%= ENV[\"SECRET_KEY_BASE\"] %>"), "yaml", "config/database.yml"
    if f == "gotmpl":
        return ("api_key = \"{{ .Env.DATADOG_API_KEY }}\"\napp_key = \"{{ .Env.DATADOG_APP_KEY }}\""), "toml", "datadog.toml.tmpl"
    return ("ansible_become_password: \"{{ lookup('community.hashi_vault.hashi_vault', 'secret=secret/data/ops:become') }}\""), "yaml", "group_vars/all.yml"


def c_masked():
    tail = rs(ALNUM, 4)
    f = pick(["aws-list", "gh-status", "stripe", "openai", "gitlab-log", "k8s-describe", "app-log", "vault-list", "ko-log", "docker-inspect"])
    if f == "aws-list":
        return ("      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                   deploy           manual    --profile\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           ap-northeast-2      config-file    ~/.aws/config"
                % (rs(B32, 4), rs(ALNUM, 4))), "text", "aws configure list"
    if f == "gh-status":
        return ("github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % pick(USERS)), "text", "gh auth status"
    if f == "stripe":
        return ("Secret key   sk_live_...%s   (created %s, last used 2 min ago)\nRestricted   rk_live_...%s   reporting-readonly" % (tail, fake_ts()[:10], rs(ALNUM, 4))), "text", "Stripe dashboard"
    if f == "openai":
        return ("NAME            SECRET KEY        CREATED       PERMISSIONS\nci-eval         sk-...%s          %s    All\nnotebook        sk-proj-...%s     %s    Restricted" % (tail, fake_ts()[:10], rs(ALNUM + "-_", 4), fake_ts()[:10])), "text", "OpenAI keys page"
    if f == "gitlab-log":
        return ("$ echo \"Deploying with token $DEPLOY_TOKEN\"\nDeploying with token [MASKED]\n$ curl --fail -H \"PRIVATE-TOKEN: [MASKED]\" https://gitlab.com/api/v4/projects/%d/deployments" % rint(1000, 99999)), "text", "GitLab CI job log"
    if f == "k8s-describe":
        return ("Name:         %s-secrets\nNamespace:    payments\nType:  Opaque\n\nData\n====\nDB_PASSWORD:        24 bytes\nTOSS_SECRET_KEY:    36 bytes\nKAKAO_ADMIN_KEY:    32 bytes" % pick(SERVICES)), "text", "kubectl describe secret"
    if f == "app-log":
        return ("%s INFO  config loaded: db.password=******** stripe.key=sk_live_****%s kakao.admin=****(32) redis.password=<unset>" % (fake_ts(), tail)), "text", "app startup log"
    if f == "vault-list":
        return ("Key                 Value\n---                 -----\ntoken               hvs.****************************\ntoken_policies      [\"default\" \"deploy\"]\ntoken_duration      768h"), "text", "vault login output (masked)"
    if f == "ko-log":
        return ("[%s] 결제 승인 요청 secretKey=test_sk_****%s orderId=ORD-%s amount=%d" % (fake_ts(), tail, digits(10), rint(1000, 99000))), "text", "결제 서버 로그"
    return ('"Env": [\n    "DB_HOST=pg-main",\n    "DB_PASSWORD=<redacted>",\n    "SENTRY_DSN=<redacted>",\n    "GOMAXPROCS=4"\n]'), "json", "docker inspect"


def c_envref():
    f = pick(["python", "node", "java", "ruby", "go", "shell-curl", "pwsh", "rust", "k8s-envfrom", "dotnet", "php", "file-conv"])
    return {
        "python": ('client = OpenAI(api_key=os.environ["OPENAI_API_KEY"])\nkakao_key = os.getenv("KAKAO_REST_API_KEY")', "python", "client.py"),
        "node": ("const stripe = require('stripe')(process.env.STRIPE_SECRET_KEY);\nconst tossKey = process.env.TOSS_SECRET_KEY ?? '';", "javascript", "payments.js"),
        "java": ('String password = System.getenv("DB_PASSWORD");\nString adminKey = System.getenv().getOrDefault("KAKAO_ADMIN_KEY", "");', "java", "DbConfig.java"),
        "ruby": ('Slack::Web::Client.new(token: ENV.fetch("SLACK_BOT_TOKEN"))', "ruby", "notifier.rb"),
        "go": ('token := os.Getenv("GITHUB_TOKEN")\nif token == "" {\n\tlog.Fatal("GITHUB_TOKEN is not set")\n}', "go", "main.go"),
        "shell-curl": ('curl -sS -H "Authorization: Bearer $GITHUB_TOKEN" \\\n  -H "X-Naver-Client-Secret: ${NAVER_CLIENT_SECRET}" \\\n  https://api.github.com/user', "bash", "scripts/check.sh"),
        "pwsh": ('$headers = @{ Authorization = "Bearer $env:AZURE_DEVOPS_PAT" }', "powershell", "pipeline.ps1"),
        "rust": ('let key = std::env::var("ANTHROPIC_API_KEY").expect("ANTHROPIC_API_KEY missing");', "rust", "src/main.rs"),
        "k8s-envfrom": ("        envFrom:\n          - secretRef:\n              name: %s-secrets\n        env:\n          - name: DB_PASSWORD\n            valueFrom:\n              secretKeyRef: { name: pg-credentials, key: password }" % pick(SERVICES), "yaml", "k8s/deployment.yaml"),
        "dotnet": ('var conn = builder.Configuration.GetConnectionString("Default")\n    ?? Environment.GetEnvironmentVariable("SQLSERVER_PASSWORD");', "csharp", "Program.cs"),
        "php": ("'secret' => env('STRIPE_SECRET'),\n'kakao_admin' => env('KAKAO_ADMIN_KEY'),", "php", "config/services.php"),
        "file-conv": ("POSTGRES_PASSWORD_FILE=/run/secrets/pg_password\nGOOGLE_APPLICATION_CREDENTIALS=/var/secrets/google/key.json\nSSH_AUTH_SOCK=/run/user/1000/ssh-agent.socket", "dotenv", "compose .env"),
    }[f]


def c_secretmgr():
    acct = digits(12)
    f = pick(["aws-cli", "arn", "vault", "op", "gcloud", "azure-kv", "ssm", "doppler", "external-secret", "berglas", "ncp"])
    if f == "aws-cli":
        return ("aws secretsmanager get-secret-value --secret-id prod/%s/db --query SecretString --output text | jq -r .password" % pick(SERVICES)), "bash", "runbook"
    if f == "arn":
        return ("arn:aws:secretsmanager:ap-northeast-2:%s:secret:prod/%s/toss-secret-key-%s" % (acct, pick(SERVICES), rs(ALNUM, 6))), "text", "task definition"
    if f == "vault":
        return ("vault kv get -field=password secret/data/%s/%s/postgres" % (pick(["prod", "stg"]), pick(SERVICES))), "bash", "runbook"
    if f == "op":
        return ('OPENAI_API_KEY="op://Engineering/OpenAI eval key/credential"\nDB_PASSWORD="op://Prod/%s postgres/password"' % pick(SERVICES)), "dotenv", ".env.tpl"
    if f == "gcloud":
        return ("gcloud secrets versions access latest --secret=%s-db-password --project=%s" % (pick(SERVICES), pick(["hanbit-prod", "acme-data-421"]))), "bash", "runbook"
    if f == "azure-kv":
        return ('"DbPassword": "@Microsoft.KeyVault(SecretUri=https://kv-hanbit-prod.vault.azure.net/secrets/db-password/)"'), "json", "app settings"
    if f == "ssm":
        return ("aws ssm get-parameter --name /prod/%s/KAKAO_ADMIN_KEY --with-decryption --query Parameter.Value" % pick(SERVICES)), "bash", "runbook"
    if f == "doppler":
        return ("doppler run --project %s --config prd -- node server.js" % pick(SERVICES)), "bash", "Procfile"
    if f == "external-secret":
        return ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef: { name: aws-sm, kind: ClusterSecretStore }\n  data:\n    - secretKey: DB_PASSWORD\n      remoteRef: { key: prod/%s/db, property: password }" % pick(SERVICES)), "yaml", "k8s/external-secret.yaml"
    if f == "berglas":
        return ("DATABASE_PASSWORD=sm://%s/%s-db-password" % (pick(["hanbit-prod", "acme-data-421"]), pick(SERVICES))), "dotenv", "cloudrun.env"
    return ("ncloud secretmanager getSecretValue --secretId %s --regionCode KR" % rs(ALNUM, 20).lower()), "bash", "runbook"


def c_hash():
    f = pick(["sha256sum", "sri", "npm-lock", "gosum", "pip-hash", "docker-digest", "etag", "md5", "cargo", "helm"])
    if f == "sha256sum":
        return "\n".join("%s  %s" % (sha256hex(), n) for n in sample(["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz", "app-windows.zip", "checksums.txt.sig"], 3)), "text", "SHA256SUMS"
    if f == "sri":
        return '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.%d/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % (rint(0, 9), b64(rbytes(48))), "html", "index.html"
    if f == "npm-lock":
        return '"node_modules/lodash": {\n  "version": "4.17.21",\n  "resolved": "https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz",\n  "integrity": "sha512-%s"\n}' % b64(rbytes(64)), "json", "package-lock.json"
    if f == "gosum":
        return "golang.org/x/crypto v0.%d.0 h1:%s\ngolang.org/x/crypto v0.%d.0/go.mod h1:%s" % (rint(20, 31), b64(rbytes(32)), rint(20, 31), b64(rbytes(32))), "text", "go.sum"
    if f == "pip-hash":
        return "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (sha256hex(), sha256hex()), "text", "requirements.lock"
    if f == "docker-digest":
        return "image: ghcr.io/hanbit/%s@sha256:%s" % (pick(SERVICES), sha256hex()), "yaml", "k8s/deployment.yaml"
    if f == "etag":
        return 'HTTP/2 200\ncontent-type: application/zip\netag: "%s-%d"\nx-amz-version-id: %s' % (hexs(32), rint(2, 40), rs(B64URL, 32)), "http", "response headers"
    if f == "md5":
        return "$ md5sum dump_%s.sql.gz\n%s  dump_%s.sql.gz" % (digits(8), hexs(32), digits(8)), "text", "shell"
    if f == "cargo":
        return '[[package]]\nname = "serde"\nversion = "1.0.%d"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % (rint(190, 215), sha256hex()), "toml", "Cargo.lock"
    return "digest: sha256:%s\ngenerated: %s" % (sha256hex(), fake_ts()), "yaml", "index.yaml"


def c_git():
    f = pick(["log", "bisect", "pin", "diff-index", "reflog", "submodule", "revert"])
    if f == "log":
        msgs = ["fix: retry toss confirm on 5xx", "chore: bump kakao sdk", "feat(api): add refund endpoint", "refactor: split settlement job",
                "test: stabilize timezone test", "ci: cache pnpm store", "docs: rotate-secrets runbook"]
        return "\n".join("%s %s" % (git_sha(7), m) for m in sample(msgs, 4)), "text", "git log --oneline"
    if f == "bisect":
        s = git_sha()
        return "%s is the first bad commit\ncommit %s\nAuthor: %s <%s@hanbit.dev>\nDate:   Tue Mar 4 14:12:09 2025 +0900\n\n    perf: batch inserts in order-worker" % (s, s, pick(PEOPLE_EN), pick(USERS)), "text", "git bisect"
    if f == "pin":
        return "      - uses: actions/checkout@%s # v4.2.2\n      - uses: actions/setup-node@%s # v4.1.0" % (git_sha(), git_sha()), "yaml", ".github/workflows/ci.yml"
    if f == "diff-index":
        return "diff --git a/src/settle.ts b/src/settle.ts\nindex %s..%s 100644\n--- a/src/settle.ts\n+++ b/src/settle.ts" % (git_sha(7), git_sha(7)), "diff", "git diff"
    if f == "reflog":
        return "\n".join("%s HEAD@{%d}: %s" % (git_sha(7), i, m) for i, m in enumerate(["reset: moving to HEAD~1", "commit: wip", "checkout: moving from main to fix/refund"])), "text", "git reflog"
    if f == "submodule":
        return " %s vendor/kakao-sdk (v2.%d.0)\n+%s third_party/proto (heads/main)" % (git_sha(), rint(1, 9), git_sha()), "text", "git submodule status"
    return "git revert --no-edit %s\ngit push origin HEAD:hotfix/%s" % (git_sha(), git_sha(8)), "bash", "shell"


def c_ids_req():
    f = pick(["xreq", "aws", "trace", "sentry", "cloudfront", "stripe-req", "k8s-uid", "idem", "toss-order", "datadog", "gcp-op"])
    if f == "xreq":
        return "HTTP/1.1 502 Bad Gateway\nx-request-id: %s\nx-envoy-upstream-service-time: %d" % (uuid4(), rint(100, 30000)), "http", "response headers"
    if f == "aws":
        return "An error occurred (ThrottlingException) when calling the PutItem operation (RequestId: %s)" % uuid4().upper(), "text", "AWS CLI error"
    if f == "trace":
        return "traceparent: 00-%s-%s-01" % (hexs(32), hexs(16)), "text", "HTTP header"
    if f == "sentry":
        return "Sentry event %s (issue %s-%s), release %s@%s" % (hexs(32), pick(SERVICES).upper(), rs(UPALNUM, 3), pick(SERVICES), git_sha(12)), "text", "Sentry"
    if f == "cloudfront":
        return "X-Cache: Error from cloudfront\nVia: 1.1 %s.cloudfront.net (CloudFront)\nX-Amz-Cf-Pop: ICN57-P2\nX-Amz-Cf-Id: %s==" % (hexs(32), rs(B64URL, 54)), "http", "response headers"
    if f == "stripe-req":
        return "Request req_%s failed: No such customer: 'cus_%s' (request-id req_%s)" % (rs(ALNUM, 14), rs(ALNUM, 14), rs(ALNUM, 14)), "text", "Stripe error"
    if f == "k8s-uid":
        return "metadata:\n  name: %s-7d9f8c6b5d-%s\n  uid: %s\n  resourceVersion: \"%s\"" % (pick(SERVICES), rs(LOALNUM, 5), uuid4(), digits(9)), "yaml", "kubectl get pod -o yaml"
    if f == "idem":
        return 'curl -X POST https://api.stripe.com/v1/refunds -H "Idempotency-Key: %s" -d payment_intent=pi_%s -u "$STRIPE_SECRET_KEY:"' % (uuid4(), rs(ALNUM, 24)), "bash", "refund script"
    if f == "toss-order":
        return '{"orderId": "ORD-%s-%s", "paymentKey": "tgen_%s", "status": "DONE", "method": "카드"}' % (digits(8), rs(UPALNUM, 6), digits(14) + rs(ALNUM, 10)), "json", "결제 승인 응답"
    if f == "datadog":
        return "dd.trace_id=%s dd.span_id=%s service=%s env=prod" % (digits(19), digits(19), pick(SERVICES)), "text", "log line"
    return "Operation [operation-%s-%s-%s-%s] failed" % (digits(13), hexs(13), hexs(8), hexs(8)), "text", "gcloud error"


def c_pubkey():
    f = pick(["authorized_keys", "known_hosts", "fingerprint", "gpg", "pem-pub", "age-pub", "wg-peer", "jwks",
              "cert-fp", "minisign", "keyscan", "cert-partial", "deploy-key-pub"])
    if f == "authorized_keys":
        return "\n".join(ssh_pub() for _ in range(rint(1, 2))), "text", "~/.ssh/authorized_keys"
    if f == "known_hosts":
        return "github.com ssh-ed25519 %s\n%s %s" % (b64(_sstr(b"ssh-ed25519") + _sstr(rbytes(32))), pick(HOSTS), " ".join(ssh_pub("ecdsa").split()[:2])), "text", "~/.ssh/known_hosts"
    if f == "fingerprint":
        return "256 %s %s@%s (ED25519)" % (ssh_fp(), pick(USERS), pick(["macbook", "ci-runner"])), "text", "ssh-keygen -lf"
    if f == "gpg":
        return "pub   ed25519 2024-%02d-%02d [SC]\n      %s\nuid           [ultimate] %s <%s@hanbit.dev>" % (rint(1, 12), rint(1, 28), rs(HEXU, 40), pick(PEOPLE_EN), pick(USERS)), "text", "gpg --list-keys"
    if f == "pem-pub":
        return ec_pub_pem(), "text", "public.pem"
    if f == "age-pub":
        return "creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: age1%s" % rs(BECH32, 58), "yaml", ".sops.yaml"
    if f == "wg-peer":
        return "[Peer]\n# %s\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32" % (pick(PEOPLE_EN), b64(rbytes(32)), rint(2, 250)), "ini", "wg0.conf (server, peer section)"
    if f == "jwks":
        return '{"keys":[{"kty":"RSA","use":"sig","kid":"%s","alg":"RS256","e":"AQAB","n":"%s"}]}' % (rs(B64URL, 20), b64u(b"\xc1" + rbytes(255))), "json", "/.well-known/jwks.json"
    if f == "cert-fp":
        return "SHA256 Fingerprint=%s" % ":".join(wrap(rs(HEXU, 64), 2)), "text", "openssl x509 -fingerprint"
    if f == "minisign":
        return "untrusted comment: minisign public key %s\nRWQ%s" % (rs(HEXU, 16), rs(B64, 53)), "text", "minisign.pub"
    if f == "keyscan":
        return "# %s:22 SSH-2.0-OpenSSH_9.6\n%s %s" % (pick(HOSTS), pick(HOSTS), " ".join(ssh_pub("ed25519").split()[:2])), "text", "ssh-keyscan"
    if f == "cert-partial":
        der = bytes.fromhex("308203") + rbytes(1) + bytes.fromhex("308202") + rbytes(150)
        return "-----BEGIN CERTIFICATE-----\n%s\n... (public certificate, truncated)" % "\n".join(wrap(b64(der), 64)[:3]), "text", "fullchain.pem"
    return "Deploy key (read-only) added to hanbit/%s:\n%s" % (pick(SERVICES), ssh_pub("ed25519")), "text", "GitHub deploy key"


def c_ids():
    acct = digits(12)
    f = pick(["aws-arn", "twilio-sid", "google-client", "azure-ids", "slack-ids", "stripe-ids", "firebase-ids",
              "apple-ids", "cognito", "atlas-public", "kakao-appid", "naver-clientid", "ga", "s3"])
    if f == "aws-arn":
        return "arn:aws:iam::%s:role/%s-task-role\narn:aws:lambda:ap-northeast-2:%s:function:%s" % (acct, pick(SERVICES), acct, pick(SERVICES)), "text", "IAM/Lambda ARNs"
    if f == "twilio-sid":
        return "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s" % (hexs(32), hexs(32)), "dotenv", "Twilio SIDs"
    if f == "google-client":
        return '"client_id": "%s-%s.apps.googleusercontent.com",\n"project_id": "%s"' % (digits(12), rs(LOALNUM, 32), pick(["hanbit-prod", "acme-data-421"])), "json", "OAuth client id"
    if f == "azure-ids":
        return "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s" % (uuid4(), uuid4(), uuid4()), "dotenv", "Azure ids"
    if f == "slack-ids":
        return "channel: C%s (#deploy-alerts), user: U%s, team: T%s" % (rs(UPALNUM, 10), rs(UPALNUM, 10), rs(UPALNUM, 8)), "text", "Slack ids"
    if f == "stripe-ids":
        return "customer=cus_%s price=price_%s subscription=sub_%s account=acct_%s" % (rs(ALNUM, 14), rs(ALNUM, 24), rs(ALNUM, 24), rs(ALNUM, 16)), "text", "Stripe object ids"
    if f == "firebase-ids":
        return '"projectId": "%s",\n"appId": "1:%s:ios:%s",\n"messagingSenderId": "%s"' % (pick(["hanbit-app", "sora-shop-prod"]), digits(12), hexs(22), digits(12)), "json", "Firebase ids"
    if f == "apple-ids":
        return "Team ID: %s, Key ID: %s, bundle: kr.hanbit.%s" % (rs(UPALNUM, 10), rs(UPALNUM, 10), pick(["shop", "delivery", "wallet"])), "text", "App Store Connect ids"
    if f == "cognito":
        return "USER_POOL_ID=ap-northeast-2_%s\nUSER_POOL_CLIENT_ID=%s" % (rs(ALNUM, 9), rs(LOALNUM, 26)), "dotenv", "Cognito ids"
    if f == "atlas-public":
        return "Atlas org %s, project %s, API public key %s (private key lives in Vault)" % (hexs(24), hexs(24), rs(LO, 8)), "text", "MongoDB Atlas ids"
    if f == "kakao-appid":
        return "카카오 앱 ID: %s, 채널 ID: _%s, 비즈 앱 전환 완료" % (digits(6), rs(ALNUM, 6)), "text", "Kakao ids"
    if f == "naver-clientid":
        return "NAVER_CLIENT_ID=%s  # Client Secret은 vault: secret/%s/naver" % (rs(ALNUM, 20), pick(SERVICES)), "dotenv", "Naver client id"
    if f == "ga":
        return "gtag('config', 'G-%s'); // GTM-%s" % (rs(UPALNUM, 10), rs(UPALNUM, 7)), "javascript", "analytics ids"
    return "s3://hanbit-%s-%s/exports/%s/ (account %s)" % (pick(["logs", "exports", "backup"]), pick(["prod", "stg"]), fake_ts()[:10], acct), "text", "bucket path"


def c_b64():
    f = pick(["cursor", "cabundle", "jwt-header", "datauri", "graphql-id", "kafka", "configmap-bin"])
    if f == "cursor":
        raw = '{"id":%d,"created_at":"%s"}' % (rint(10000, 999999), fake_ts())
        return 'GET /v1/orders?limit=50&cursor=%s' % b64(raw.encode()).rstrip("="), "http", "pagination cursor"
    if f == "cabundle":
        pem = "-----BEGIN CERTIFICATE-----\nMIIB" + rs(B64, 200)
        return "webhooks:\n  - name: validate.%s.hanbit.dev\n    clientConfig:\n      caBundle: %s..." % (pick(SERVICES), b64(pem.encode())[:180]), "yaml", "ValidatingWebhookConfiguration"
    if f == "jwt-header":
        return "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9 decodes to {\"alg\":\"RS256\",\"typ\":\"JWT\"}", "text", "JWT header only"
    if f == "datauri":
        return '<img alt="" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk%s=" />' % rs(B64, 12), "html", "inline pixel"
    if f == "graphql-id":
        gid = b64(("gid://shopify/Product/%s" % digits(13)).encode())
        return '{"node": {"id": "%s", "title": "겨울 한정 세트"}}' % gid, "json", "GraphQL global id"
    if f == "kafka":
        ev = '{"type":"order.paid","order_id":"ORD-%s","amount":%d}' % (digits(8), rint(1000, 99000))
        return "offset=%d key=ORD-%s value(base64)=%s" % (rint(1000, 9999999), digits(8), b64(ev.encode())), "text", "kafka-console-consumer"
    return "binaryData:\n  logo.png: %s" % b64(b"\x89PNG\r\n\x1a\n" + rbytes(60)), "yaml", "ConfigMap"


def c_longid():
    acct = digits(12)
    f = pick(["cfn", "ecs", "azure-res", "image", "s3key", "pod", "bazel", "gcp-res"])
    if f == "cfn":
        return "arn:aws:cloudformation:ap-northeast-2:%s:stack/%s-%s/%s" % (acct, pick(SERVICES), pick(["prod", "stg"]), uuid4()), "text", "stack id"
    if f == "ecs":
        return "arn:aws:ecs:ap-northeast-2:%s:task/%s-cluster/%s" % (acct, pick(["prod", "stg"]), hexs(32)), "text", "ECS task ARN"
    if f == "azure-res":
        return "/subscriptions/%s/resourceGroups/rg-%s-prod/providers/Microsoft.Web/sites/%s-app" % (uuid4(), pick(SERVICES), pick(SERVICES)), "text", "Azure resource id"
    if f == "image":
        return "%s.dkr.ecr.ap-northeast-2.amazonaws.com/%s:%s-%s@sha256:%s" % (acct, pick(SERVICES), fake_ts()[:10].replace("-", ""), git_sha(8), sha256hex()), "text", "image reference"
    if f == "s3key":
        return "s3://hanbit-media-prod/uploads/%s/%s/%s/original_%s.jpg" % (fake_ts()[:7], uuid4(), hexs(16), rs(LOALNUM, 20)), "text", "object key"
    if f == "pod":
        return "%s-%s-%s   0/1   CrashLoopBackOff   7 (2m ago)   19m" % (pick(SERVICES), rs(LOALNUM, 10), rs(LOALNUM, 5)), "text", "kubectl get pods"
    if f == "bazel":
        return "//services/%s/internal/handlers:handlers_test_%s (cached) PASSED in %.1fs" % (pick(SERVICES).replace("-", "_"), hexs(8), R.random() * 9), "text", "bazel test"
    return "projects/%s/locations/asia-northeast3/repositories/%s/packages/%s/versions/sha256:%s" % (pick(["hanbit-prod", "acme-data-421"]), pick(["docker", "apps"]), pick(SERVICES), sha256hex()), "text", "Artifact Registry path"


def c_versions():
    f = pick(["runtime", "lock", "upgrade", "matrix"])
    if f == "runtime":
        return "node v20.%d.%d\nnpm 10.%d.0\npython 3.12.%d\nopenssl 3.0.%d\ndocker 27.%d.1" % (rint(10, 18), rint(0, 9), rint(2, 9), rint(1, 8), rint(11, 15), rint(0, 4)), "text", "versions"
    if f == "lock":
        return 'kakao-sdk = "2.%d.%d"\ntosspayments = "1.%d.0"\nsqlalchemy = ">=2.0.%d,<2.1"' % (rint(1, 20), rint(0, 9), rint(1, 9), rint(20, 36)), "toml", "pyproject.toml"
    if f == "upgrade":
        return "- spring-boot 3.2.%d -> 3.3.%d\n- gradle 8.%d -> 8.%d\n- jdk 17.0.%d -> 21.0.%d" % (rint(1, 9), rint(1, 5), rint(5, 8), rint(9, 12), rint(8, 12), rint(3, 5)), "text", "upgrade notes"
    return "strategy:\n  matrix:\n    node: [18.20.%d, 20.%d.0, 22.%d.0]\n    os: [ubuntu-22.04, macos-14]" % (rint(0, 5), rint(10, 18), rint(1, 11)), "yaml", "CI matrix"


def c_policy():
    return "", "", "password policy"


def c_flags():
    f = pick(["mysql", "docker", "pgpass", "openssl", "kubectl", "curl", "read", "sshpass", "npm", "sqlcmd",
              "git-helper", "aws-sso", "gh-file", "kubectl-file"])
    return {
        "mysql": ("mysql -h db-stg.internal -u app -p   # no value after -p: prompts instead of taking it on the command line", "bash", "mysql -p"),
        "docker": ("cat ~/.secrets/ghcr_token | docker login ghcr.io -u hanbit-ci --password-stdin", "bash", "--password-stdin"),
        "pgpass": ("export PGPASSFILE=$HOME/.config/pg/pgpass   # file mode must be 0600\npsql -h pg-main -U report -d analytics", "bash", "PGPASSFILE"),
        "openssl": ("openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout env:P12_PASSWORD", "bash", "-passout env:"),
        "kubectl": ("kubectl create secret generic pg-credentials --from-env-file=./pg.env --dry-run=client -o yaml | kubeseal -o yaml > sealed.yaml", "bash", "--from-env-file + kubeseal"),
        "curl": ("curl -u admin https://grafana.corp.local/api/health   # curl asks for the password when only the user is given", "bash", "curl -u user"),
        "read": ("read -rs -p 'DB password: ' DB_PASSWORD && export DB_PASSWORD", "bash", "read -s"),
        "sshpass": ("sshpass -e ssh deploy@bastion.hanbit.dev   # -e reads SSHPASS from the environment", "bash", "sshpass -e"),
        "npm": ("npm login --auth-type=web --registry=https://registry.npmjs.org/", "bash", "npm login web"),
        "sqlcmd": ("sqlcmd -S sql01,1433 -U sa   # omit -P so sqlcmd prompts; -P puts the password in the process list", "bash", "sqlcmd -P"),
        "git-helper": ("git config --global credential.helper osxkeychain\ngit config --global credential.https://git.corp.local.username deploy", "bash", "git credential helper"),
        "aws-sso": ("aws configure sso --profile prod-admin\naws sso login --profile prod-admin", "bash", "aws sso"),
        "gh-file": ("gh auth login --hostname github.com --with-token < ~/.config/tokens/gh_ci", "bash", "gh --with-token < file"),
        "kubectl-file": ("kubectl create secret generic pg --from-file=password=./secrets/db_password.txt", "bash", "--from-file"),
    }[f]


def _enc_b64(n):
    return b64(rbytes(n))


def c_encrypted():
    f = pick(["sops", "sops", "ansible", "sealed", "rails-enc", "kms", "age-armor", "pgp-msg", "jenkins"])
    if f == "sops":
        def enc(n):
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (_enc_b64(n), _enc_b64(32), _enc_b64(16))
        return ("db_password: %s\ntoss_secret_key: %s\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"%s\"\n    mac: %s\n    version: 3.9.%d"
                % (enc(18), enc(30), rs(BECH32, 58), fake_ts(), enc(32), rint(0, 4))), "yaml", "secrets.enc.yaml"
    if f == "ansible":
        body = "\n".join(wrap(hexs(400), 80))
        return "$ANSIBLE_VAULT;1.1;AES256\n" + body, "text", "group_vars/prod/vault.yml"
    if f == "sealed":
        return ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-secrets\nspec:\n  encryptedData:\n    DB_PASSWORD: AgB%s\n    KAKAO_ADMIN_KEY: AgA%s"
                % (pick(SERVICES), rs(B64, 180), rs(B64, 150))), "yaml", "sealed-secret.yaml"
    if f == "rails-enc":
        return "%s--%s--%s==" % (rs(B64, 120), rs(B64, 16), rs(B64, 22)), "text", "config/credentials/production.yml.enc"
    if f == "kms":
        return '{"CiphertextBlob": "AQICAHh%s", "KeyId": "arn:aws:kms:ap-northeast-2:%s:key/%s"}' % (rs(B64, 160), digits(12), uuid4()), "json", "aws kms encrypt output"
    if f == "age-armor":
        return "-----BEGIN AGE ENCRYPTED FILE-----\n%s\n-----END AGE ENCRYPTED FILE-----" % "\n".join(wrap(_enc_b64(200), 64)), "text", "backup.env.age"
    if f == "pgp-msg":
        return "-----BEGIN PGP MESSAGE-----\n\n%s\n=%s\n-----END PGP MESSAGE-----" % ("\n".join(wrap(_enc_b64(210), 64)), rs(B64, 4)), "text", "handover.txt.asc"
    return "<password>{AQAAABAAAAAQ%s=}</password>" % rs(B64, 60), "xml", "Jenkins credentials.xml"


def c_publishable():
    """returns (snip, lang, detail, vendor) -- keys the vendor documents as public."""
    f = pick(["stripe", "firebase", "recaptcha", "kakao-js", "toss-ck", "mapbox", "payjp", "supabase-anon", "algolia-search",
              "sentry-dsn", "posthog", "razorpay", "adyen-client", "braintree-tok", "gmaps", "square-app", "paddle-client",
              "clerk-pk", "hcaptcha", "turnstile", "ld-client", "naver-maps", "kakao-maps", "portone-channel"])
    if f == "stripe":
        k = pick(["pk_live_", "pk_test_"]) + (rs(ALNUM, 24) if chance(0.4) else "51" + rs(ALNUM, 97))
        return "const stripe = Stripe('%s');\nconst elements = stripe.elements();" % k, "javascript", "Stripe publishable key", "Stripe"
    if f == "firebase":
        proj = pick(["hanbit-app", "sora-shop-prod", "acme-mobile"])
        return ('const firebaseConfig = {\n  apiKey: "AIza%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n  storageBucket: "%s.appspot.com",\n  messagingSenderId: "%s",\n  appId: "1:%s:web:%s"\n};'
                % (rs(B64URL, 35), proj, proj, proj, digits(12), digits(12), hexs(22))), "javascript", "Firebase web config apiKey", "Firebase"
    if f == "recaptcha":
        return '<div class="g-recaptcha" data-sitekey="6L%s%s"></div>' % (pick("cdef"), rs(B64URL, 37)), "html", "reCAPTCHA site key", "Google reCAPTCHA"
    if f == "kakao-js":
        return "Kakao.init('%s'); // JavaScript 키\nconsole.log(Kakao.isInitialized());" % hexs(32), "javascript", "Kakao JavaScript key", "Kakao"
    if f == "toss-ck":
        k = pick(["test_ck_", "live_ck_", "test_gck_"]) + rs(ALNUM, 28)
        return "const tossPayments = TossPayments(\"%s\");" % k, "javascript", "Toss Payments client key", "Toss Payments"
    if f == "mapbox":
        body = b64u(('{"u":"%s","a":"%s"}' % (pick(["hanbit-maps", "sora"]), rs(LOALNUM, 25))).encode())
        return "mapboxgl.accessToken = 'pk.%s.%s';" % (body, rs(B64URL, 22)), "javascript", "Mapbox public token", "Mapbox"
    if f == "payjp":
        return "const payjp = Payjp('%s%s');" % (pick(["pk_live_", "pk_test_"]), hexs(24)), "javascript", "PAY.JP public key", "PAY.JP"
    if f == "supabase-anon":
        ref = rs(LO, 20)
        iat = rint(1690000000, 1730000000)
        tok = _jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": iat, "exp": iat + 315360000})
        return "export const supabase = createClient(\n  'https://%s.supabase.co',\n  '%s'\n);" % (ref, tok), "typescript", "Supabase anon key", "Supabase"
    if f == "algolia-search":
        return "const client = algoliasearch('%s', '%s'); // search-only API key" % (rs(UPALNUM, 10), hexs(32)), "javascript", "Algolia search-only key", "Algolia"
    if f == "sentry-dsn":
        return 'Sentry.init({\n  dsn: "https://%s@o%s.ingest.sentry.io/%s",\n  tracesSampleRate: 0.1,\n});' % (hexs(32), digits(6), digits(7)), "javascript", "Sentry DSN", "Sentry"
    if f == "posthog":
        return "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' });" % rs(ALNUM, 43), "javascript", "PostHog project API key", "PostHog"
    if f == "razorpay":
        return "const rzp = new Razorpay({ key: 'rzp_live_%s', amount: 49900, currency: 'INR' });" % rs(ALNUM, 14), "javascript", "Razorpay key_id", "Razorpay"
    if f == "adyen-client":
        return 'const checkout = await AdyenCheckout({ clientKey: "%s%s", environment: "live" });' % (pick(["live_", "test_"]), rs(UPALNUM, 32)), "javascript", "Adyen client key", "Adyen"
    if f == "braintree-tok":
        return "braintree.dropin.create({ authorization: '%s_%s_%s', container: '#dropin' });" % (pick(["production", "sandbox"]), rs(LOALNUM, 8), rs(LOALNUM, 16)), "javascript", "Braintree tokenization key", "PayPal Braintree"
    if f == "gmaps":
        return '<script src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap" async></script>' % rs(B64URL, 35), "html", "Google Maps JavaScript API key (referrer-restricted)", "Google Maps Platform"
    if f == "square-app":
        return "const payments = Square.payments('sq0idp-%s', '%s');" % (rs(B64URL, 22), "L" + rs(UPALNUM, 12)), "javascript", "Square application id", "Square"
    if f == "paddle-client":
        return "Paddle.Initialize({ token: '%s%s' });" % (pick(["live_", "test_"]), hexs(27)), "javascript", "Paddle client-side token", "Paddle"
    if f == "clerk-pk":
        return "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64(("clerk.%s$" % pick(["hanbit.dev", "sora.kr", "acme.io"])).encode()).rstrip("="), "dotenv", "Clerk publishable key", "Clerk"
    if f == "hcaptcha":
        return '<div class="h-captcha" data-sitekey="%s"></div>' % uuid4(), "html", "hCaptcha site key", "hCaptcha"
    if f == "turnstile":
        return '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % rs(B64URL, 14), "html", "Cloudflare Turnstile site key", "Cloudflare"
    if f == "ld-client":
        return "const ldClient = LDClient.initialize('%s', { kind: 'user', key: userId });" % hexs(24), "javascript", "LaunchDarkly client-side ID", "LaunchDarkly"
    if f == "naver-maps":
        return '<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s"></script>' % rs(LOALNUM, 10), "html", "Naver Maps ncpKeyId", "Naver Cloud Platform"
    if f == "kakao-maps":
        return '<script src="//dapi.kakao.com/v2/maps/sdk.js?appkey=%s&libraries=services"></script>' % hexs(32), "html", "Kakao Maps JavaScript appkey", "Kakao"
    return ('await PortOne.requestPayment({\n  storeId: "store-%s",\n  channelKey: "channel-key-%s",\n  paymentId: `payment-${crypto.randomUUID()}`,\n});' % (uuid4(), uuid4())), "javascript", "PortOne storeId/channelKey", "PortOne"


PUB_FRAMES_EN = [
    dict(mc="Wasn't sure whether the {detail} in the frontend bundle counts as a leak.",
         le="{vendor} documents it as a public, client-side key:\n{snip}\nNo rotation needed; the matching secret stays on the server."),
    dict(mc="{person} flagged this line in the web app during review:\n{snip}",
         le="It's the {detail}, which {vendor} says is safe to ship to browsers. Abuse is limited by the domain/referrer restrictions in the console, so check those instead."),
    dict(mc="Setting up the checkout page for {svc}; I didn't know which key goes into the client.",
         le="Only the {detail} goes into the client:\n{snip}\nServer-side calls use a different key that is loaded from the secret store."),
    dict(mc="{snip}\nA secret scanner opened an alert for this line.",
         le="False positive: the {detail} is public by design. Added an allowlist entry for this file pattern with a comment linking {vendor}'s docs."),
]
PUB_FRAMES_KO = [
    dict(mc="프론트엔드 번들에 들어간 {detail} 값이 유출에 해당하는지 몰랐음.",
         le="{vendor} 문서상 클라이언트용 공개 키임:\n{snip}\n교체 불필요. 짝이 되는 시크릿 키는 서버에만 있음."),
    dict(mc="{person}님이 리뷰 중 웹앱의 이 줄을 지적함:\n{snip}",
         le="{detail} 값이고 {vendor} 쪽에서 브라우저 노출을 전제로 한 키라고 안내함. 악용 방지는 콘솔의 도메인/리퍼러 제한으로 하니 그쪽을 확인할 것."),
    dict(mc="{svc} 결제 페이지 세팅 중. 클라이언트에 어떤 키를 넣는지 몰랐음.",
         le="클라이언트에는 {detail}만 들어감:\n{snip}\n서버 호출은 시크릿 저장소에서 읽는 별도 키를 씀."),
    dict(mc="{snip}\n시크릿 스캐너가 이 줄로 알림을 띄움.",
         le="오탐. {detail}은 설계상 공개 값임. {vendor} 문서 링크를 주석으로 달고 이 파일 패턴을 허용 목록에 추가."),
]
PUB_ASK_EN = ["Should we add this file pattern to the secret scanner allowlist?", "Are the domain restrictions on this key configured for the new staging domain?", "", "Is the server-side key already in the secret store for {stage}?"]
PUB_ASK_KO = ["이 파일 패턴을 시크릿 스캐너 허용 목록에 추가할까요?", "새 스테이징 도메인도 이 키의 도메인 제한에 등록돼 있나요?", "", "{stage}용 서버 키는 이미 시크릿 저장소에 있나요?"]

POLICY_EN = [
    "Password policy for the admin console: at least 12 characters, one digit and one symbol, no reuse of the last five.",
    "Service-account passwords are generated (32 characters) and fetched from Vault at deploy time; nobody types them.",
    "bcrypt cost was raised from 10 to 12; login p95 went from about 60 ms to 240 ms, which the team accepted.",
    "Lockout after 5 failed attempts for 15 minutes; the support tool can unlock accounts but cannot view or set passwords.",
    "Rotation: database passwords every 90 days, API keys on staff departure or suspected exposure, whichever is first.",
    "Password reset links expire after 30 minutes and are single-use; the token is stored hashed, never in plaintext.",
    "The password field must allow paste and at least 64 characters so password managers work.",
    "MFA is mandatory for the cloud consoles; SMS is not accepted as a second factor any more, TOTP or passkeys only.",
]
POLICY_KO = [
    "관리자 콘솔 비밀번호 정책: 12자 이상, 숫자·특수문자 각 1개 이상, 최근 5개 재사용 금지.",
    "서비스 계정 비밀번호는 32자로 자동 생성하고 배포 시 Vault에서 가져옴. 사람이 직접 입력하지 않음.",
    "bcrypt cost를 10에서 12로 올림. 로그인 p95가 60ms에서 240ms 정도로 늘었지만 팀에서 수용.",
    "5회 실패 시 15분 잠금. CS 툴은 잠금 해제만 가능하고 비밀번호 조회나 설정은 불가.",
    "교체 주기: DB 비밀번호 90일, API 키는 퇴사자 발생이나 노출 의심 시 즉시.",
    "비밀번호 재설정 링크는 30분 만료, 1회용. 토큰은 해시로만 저장.",
    "비밀번호 입력 칸은 붙여넣기 허용, 최소 64자까지 받아야 패스워드 매니저가 제대로 동작함.",
    "클라우드 콘솔은 MFA 필수. SMS는 더 이상 2차 인증으로 인정하지 않고 TOTP나 패스키만 허용.",
]


# Category-specific prose for clean notes.  pe/le: English problem/lesson,
# pk/lk: Korean problem/lesson, ae/ak: optional asks.  Slots: {svc} {stage}
# {person} {detail}.
CLEAN_TEXT = {
    "placeholder": dict(
        pe=["Didn't know whether the values in the example file were real.", "New teammate asked why the app fails with the values from the docs.",
            "A scanner flagged the example config in {svc}."],
        le=["They are placeholders; the real values come from the secret store at deploy. The example file must keep obviously fake values so copy-paste fails loudly.",
            "The docs only show placeholders on purpose. Copy the example, then fill it from the vault entry for {stage}.",
            "Placeholders, not credentials. Keep the key names in sync with the code so missing variables are caught at startup."],
        pk=["예시 파일의 값이 실제 값인지 몰랐음.", "신규 입사자가 문서에 있는 값으로 돌리니 앱이 실패한다고 물어봄.", "스캐너가 {svc}의 예시 설정을 잡음."],
        lk=["전부 placeholder이고 실제 값은 배포 시 시크릿 저장소에서 주입됨. 복붙하면 바로 실패하도록 예시 파일은 티 나는 가짜 값을 유지할 것.",
            "문서에는 일부러 placeholder만 둠. 예시를 복사한 뒤 {stage} vault 항목으로 채워야 함.",
            "자격 증명이 아니라 placeholder. 키 이름만 코드와 맞춰두면 기동 시 누락을 잡을 수 있음."],
        ae=["Should the example file also list the vault path for each value?"], ak=["예시 파일에 값별 vault 경로도 적어둘까요?"]),
    "templated": dict(
        pe=["Wasn't sure where {svc} gets its secrets during deploy.", "Rendered config looked wrong in {stage}; didn't know the template syntax."],
        le=["The file only has template references; the values are injected at render time from the secret store.",
            "Nothing secret is in the repo: these are references resolved by the deploy tool. A missing reference renders empty, which is why startup failed."],
        pk=["배포 중 {svc}가 시크릿을 어디서 받는지 몰랐음.", "{stage}에서 렌더링된 설정이 이상했음. 템플릿 문법을 몰랐음."],
        lk=["파일에는 템플릿 참조만 있고 값은 렌더링 시 시크릿 저장소에서 주입됨.", "레포에는 비밀 값이 없음. 배포 도구가 참조를 해석하는 구조이고, 참조가 없으면 빈 값으로 렌더링돼 기동 실패했던 것."],
        ae=["Should a missing secret fail the render instead of producing an empty value?"], ak=["시크릿 참조가 없으면 빈 값 대신 렌더링을 실패시키도록 바꿀까요?"]),
    "masked": dict(
        pe=["I needed to confirm which credential {svc} was using without seeing the value.", "Couldn't tell if the key in {stage} was the new one."],
        le=["The masked output is enough: the last four characters match the key created this week, so the rotation landed.",
            "Tools only show masked values, which is the intended behaviour; compare the suffix and the creation date instead of the full value."],
        pk=["값을 보지 않고 {svc}가 어떤 자격 증명을 쓰는지 확인해야 했음.", "{stage}의 키가 새 키인지 알 수 없었음."],
        lk=["마스킹된 출력으로 충분함. 끝 4자리가 이번 주 생성한 키와 같아서 교체가 반영된 것 확인.",
            "도구는 마스킹된 값만 보여주는 게 정상. 전체 값 대신 끝자리와 생성일을 비교할 것."],
        ae=["Is matching the last four characters good enough for the rotation checklist?"], ak=["교체 체크리스트에서 끝 4자리 비교로 충분한가요?"]),
    "envref": dict(
        pe=["Didn't know how {svc} reads its credentials.", "{svc} crashed in {stage} with an empty API key."],
        le=["It only reads environment variables; nothing is hard-coded. The crash was a missing variable in the {stage} deployment.",
            "Code references the variable names only. Add a startup check so a missing variable fails fast with a clear message."],
        pk=["{svc}가 자격 증명을 어떻게 읽는지 몰랐음.", "{stage}에서 {svc}가 빈 API 키로 죽음."],
        lk=["환경변수만 읽고 하드코딩된 값은 없음. {stage} 배포에 변수가 빠져 있었던 것.", "코드는 변수 이름만 참조함. 변수가 없으면 명확한 메시지로 바로 실패하도록 기동 체크 추가."],
        ae=["Which variables are required in {stage} and which have defaults?"], ak=["{stage}에서 필수 변수와 기본값 있는 변수를 구분해주실 수 있나요?"]),
    "secretmgr": dict(
        pe=["Needed the DB password for a manual fix but didn't know where it is stored.", "Didn't know how the task definition for {svc} gets its secrets."],
        le=["It lives in the secret manager; fetch it at the moment of use with the command below instead of copying it anywhere.",
            "Only the reference is in the config; the runtime resolves it with its IAM role, so no one needs the raw value."],
        pk=["수동 수정에 DB 비밀번호가 필요했는데 어디 저장돼 있는지 몰랐음.", "{svc} 태스크 정의가 시크릿을 어떻게 받는지 몰랐음."],
        lk=["시크릿 매니저에 있음. 어디에 복사하지 말고 쓸 때 아래 명령으로 바로 가져올 것.", "설정에는 참조만 있고 런타임이 IAM 역할로 해석함. 원본 값을 알 필요가 없음."],
        ae=["Do I have read access to this secret path, or should I request it?"], ak=["이 시크릿 경로에 제 읽기 권한이 있나요, 요청해야 하나요?"]),
    "hash": dict(
        pe=["Download verification failed in CI.", "Dependency install failed with a hash mismatch.", "Needed to confirm the deployed artifact is the one we built."],
        le=["The checksum is public information used for integrity, not a secret. The mismatch came from a re-published artifact; pin the digest.",
            "Hashes belong in the lockfile and should be committed. Regenerate them with the package manager rather than editing by hand.",
            "Compare digests, not tags; tags move, digests don't."],
        pk=["CI에서 다운로드 검증이 실패함.", "의존성 설치가 해시 불일치로 실패.", "배포된 아티팩트가 우리가 빌드한 것인지 확인해야 했음."],
        lk=["체크섬은 무결성 확인용 공개 정보이고 비밀이 아님. 재배포된 아티팩트 때문에 불일치. digest로 고정할 것.",
            "해시는 lockfile에 커밋하는 게 맞음. 손으로 고치지 말고 패키지 매니저로 다시 생성.", "태그 말고 digest를 비교할 것. 태그는 움직이고 digest는 안 움직임."],
        ae=["Should we pin images by digest in every environment?"], ak=["모든 환경에서 이미지를 digest로 고정할까요?"]),
    "git": dict(
        pe=["Needed to find which commit broke the settlement job.", "Didn't know which revision is deployed in {stage}.", "Review asked why the workflow pins actions by hash."],
        le=["Commit hashes identify revisions, nothing more. Bisect found the culprit quickly once the test was deterministic.",
            "The deployed revision is in the image label; match it against git history instead of guessing from tags.",
            "Pinning third-party actions to a full commit SHA prevents a moved tag from changing our pipeline."],
        pk=["정산 배치를 깨뜨린 커밋을 찾아야 했음.", "{stage}에 어떤 리비전이 배포돼 있는지 몰랐음.", "리뷰에서 워크플로가 왜 해시로 액션을 고정하냐는 질문."],
        lk=["커밋 해시는 리비전 식별자일 뿐. 테스트를 결정적으로 만든 뒤 bisect로 금방 찾음.", "배포 리비전은 이미지 라벨에 있음. 태그로 추측하지 말고 git 히스토리와 대조할 것.",
            "서드파티 액션을 전체 커밋 SHA로 고정하면 태그가 옮겨져도 파이프라인이 바뀌지 않음."],
        ae=[], ak=[]),
    "ids_req": dict(
        pe=["A user reported a failed payment and only had a screenshot.", "Intermittent 502s in {svc}; didn't know how to correlate logs.", "Vendor support asked for identifiers of the failing call."],
        le=["The request id ties the edge log, the app log and the vendor's log together; it is safe to share with support.",
            "Search by trace id across services instead of by timestamp; the ids are not sensitive.",
            "These ids are what support needs; they do not grant any access."],
        pk=["사용자가 결제 실패를 스크린샷으로만 제보함.", "{svc}에서 간헐적 502. 로그를 어떻게 연결할지 몰랐음.", "벤더 지원팀이 실패한 호출의 식별자를 요청함."],
        lk=["request id로 엣지 로그, 앱 로그, 벤더 로그를 연결할 수 있음. 지원팀에 공유해도 되는 값.", "타임스탬프 말고 trace id로 서비스 전체를 검색할 것. 식별자는 민감 정보가 아님.",
            "지원팀이 필요한 건 이 식별자들이고 이것만으로는 아무 권한도 없음."],
        ae=["Can we add the request id to the error page so users can report it?"], ak=["사용자가 제보할 수 있게 에러 페이지에 request id를 노출할까요?"]),
    "pubkey": dict(
        pe=["Needed to give the new CI runner SSH access.", "Host key verification failed after the server rebuild.", "Partner asked for our key to verify webhook signatures.", "Didn't know which key signs the releases.",
            "Needed to add a new teammate as a recipient for the encrypted secrets file.", "New laptop needed VPN access."],
        le=["Only the public half is shared; it is meant to be distributed. The private key never leaves the runner.",
            "The host key changed with the rebuild; compare the fingerprint with the one published in the wiki before accepting it.",
            "Sent the public key; it can verify signatures but cannot create them.",
            "The signing key's public part and fingerprint are published so anyone can verify releases.",
            "Added their public key as a recipient; recipients are public keys and are meant to be committed.",
            "Added the laptop's public key as a peer on the server; public keys are safe to share, the private key stays on the laptop."],
        pk=["새 CI 러너에 SSH 접근을 줘야 했음.", "서버 재구축 후 호스트 키 검증 실패.", "파트너가 웹훅 서명 검증용 키를 요청함.", "릴리스를 어떤 키로 서명하는지 몰랐음.",
            "암호화된 시크릿 파일의 수신자로 새 팀원을 추가해야 했음.", "새 노트북에 VPN 접근이 필요했음."],
        lk=["공개키만 공유함. 배포하라고 있는 값이고 개인키는 러너 밖으로 안 나감.", "재구축으로 호스트 키가 바뀜. 수락 전에 위키에 공개된 지문과 비교할 것.",
            "공개키를 보냄. 서명 검증만 가능하고 서명 생성은 불가.", "서명 키의 공개키와 지문은 누구나 검증할 수 있도록 공개돼 있음.",
            "팀원의 공개키를 수신자로 추가함. 수신자는 공개키라 커밋하는 게 정상.",
            "노트북의 공개키를 서버 피어로 추가함. 공개키는 공유해도 되고 개인키는 노트북 밖으로 안 나감."],
        ae=["Should the fingerprint be added to the runbook as well?"], ak=["지문도 런북에 추가할까요?"]),
    "ids": dict(
        pe=["Needed the identifiers to configure the integration for {svc}.", "Wasn't sure which of these values are secret.", "Terraform import needed the resource identifiers."],
        le=["These are identifiers, not credentials; they can live in the repo. The matching secret is only in the secret store.",
            "Account ids, client ids and SIDs identify things; access still requires the secret, which is not here.",
            "Ids are fine in config and docs; keep them in one place so environments don't drift."],
        pk=["{svc} 연동 설정에 식별자가 필요했음.", "이 값들 중 어떤 게 비밀인지 몰랐음.", "Terraform import에 리소스 식별자가 필요했음."],
        lk=["식별자일 뿐 자격 증명이 아님. 레포에 둬도 됨. 짝이 되는 시크릿은 시크릿 저장소에만 있음.", "계정 ID, 클라이언트 ID, SID는 대상을 가리킬 뿐이고 접근에는 여전히 시크릿이 필요함.",
            "ID는 설정과 문서에 있어도 괜찮음. 환경별로 어긋나지 않게 한 곳에서 관리할 것."],
        ae=["Should these ids move into a shared Terraform locals file?"], ak=["이 ID들을 공용 Terraform locals 파일로 옮길까요?"]),
    "b64": dict(
        pe=["A scanner flagged a long base64 string in {svc}.", "Didn't know what the opaque string in the request was."],
        le=["Decoded it: plain non-secret data (an id/offset or public certificate). Base64 is encoding, not encryption, and here it hides nothing sensitive.",
            "It decodes to ordinary data, so it's fine in logs. Don't treat every base64 blob as a credential, but do decode before deciding."],
        pk=["스캐너가 {svc}의 긴 base64 문자열을 잡음.", "요청에 있는 불투명한 문자열이 뭔지 몰랐음."],
        lk=["디코딩해보니 평범한 비밀 아닌 데이터(ID/오프셋이나 공개 인증서). base64는 인코딩일 뿐이고 여기선 민감한 게 없음.",
            "디코딩하면 일반 데이터라 로그에 있어도 괜찮음. base64라고 다 자격 증명은 아니지만 판단 전에 디코딩은 해볼 것."],
        ae=[], ak=[]),
    "longid": dict(
        pe=["The alert only contained a long resource identifier.", "Didn't know how to find the failing task from the alert."],
        le=["The identifier encodes account, region and resource name; paste it into the console search to jump straight to it.",
            "Long identifiers like this are safe to share in tickets; they point at resources but grant nothing."],
        pk=["알림에 긴 리소스 식별자만 있었음.", "알림에서 실패한 태스크를 어떻게 찾는지 몰랐음."],
        lk=["식별자에 계정, 리전, 리소스 이름이 들어 있음. 콘솔 검색에 붙여넣으면 바로 이동됨.", "이런 긴 식별자는 티켓에 공유해도 됨. 리소스를 가리킬 뿐 권한은 없음."],
        ae=[], ak=[]),
    "versions": dict(
        pe=["Build broke after the base image update.", "Didn't know which versions the team standardised on."],
        le=["Pin exact versions in CI and bump them in a dedicated PR so a failure points at one change.",
            "Versions above are the supported set; anything else is best-effort."],
        pk=["베이스 이미지 업데이트 후 빌드가 깨짐.", "팀 표준 버전이 뭔지 몰랐음."],
        lk=["CI에서는 버전을 정확히 고정하고 별도 PR로 올릴 것. 그래야 실패 원인이 한 변경으로 좁혀짐.", "위 버전이 지원 세트이고 나머지는 best-effort."],
        ae=["Should the matrix drop the oldest Node version?"], ak=["매트릭스에서 가장 오래된 Node 버전은 빼도 될까요?"]),
    "flags": dict(
        pe=["The runbook told people to type the password on the command line.", "Didn't know how to pass credentials to the tool without exposing them.",
            "Security review flagged our scripts for putting secrets in argv."],
        le=["Use the prompting or stdin/env/file forms shown; values on the command line end up in shell history and `ps` output.",
            "The tool supports reading the secret from a file or environment variable, so the command line never contains it.",
            "Rewrote the scripts to the form above; nothing secret appears in argv any more."],
        pk=["런북이 비밀번호를 명령줄에 직접 입력하라고 안내하고 있었음.", "노출 없이 자격 증명을 도구에 넘기는 방법을 몰랐음.", "보안 리뷰에서 스크립트가 argv에 시크릿을 넣는다고 지적함."],
        lk=["위처럼 프롬프트나 stdin/환경변수/파일 방식을 쓸 것. 명령줄 값은 셸 히스토리와 `ps` 출력에 남음.", "도구가 파일이나 환경변수에서 시크릿을 읽을 수 있어서 명령줄에는 값이 안 들어감.",
            "스크립트를 위 형태로 바꿈. 이제 argv에 비밀 값이 없음."],
        ae=["Should the old runbook page be archived?"], ak=["예전 런북 페이지는 보관 처리할까요?"]),
    "encrypted": dict(
        pe=["Didn't know whether the encrypted file in the repo is safe to commit.", "Couldn't edit the secrets file for {stage}.", "A reviewer asked why ciphertext is checked in."],
        le=["It's encrypted at rest and only decryptable with the team key held outside the repo; committing the ciphertext is the intended workflow.",
            "Edit it through the encryption tool, never by hand; hand edits break the MAC and the file won't decrypt.",
            "Ciphertext in git is fine; the decryption key is what must stay private."],
        pk=["레포의 암호화 파일을 커밋해도 되는지 몰랐음.", "{stage} 시크릿 파일을 수정할 수 없었음.", "리뷰어가 왜 암호문을 커밋했냐고 물어봄."],
        lk=["저장 상태에서 암호화돼 있고 레포 밖에 있는 팀 키로만 복호화됨. 암호문 커밋이 의도된 워크플로.", "손으로 고치지 말고 암호화 도구로 편집할 것. 손으로 고치면 MAC이 깨져서 복호화가 안 됨.",
            "git에 암호문은 괜찮음. 비공개로 지켜야 하는 건 복호화 키."],
        ae=["Who else has the decryption key, in case I'm unavailable?"], ak=["제가 없을 때를 대비해 복호화 키를 가진 사람이 또 누구인가요?"]),
}

CLEAN_FRAMES_EN = [
    dict(mc="{problem}\n{snip}", le="{point}"),
    dict(mc="{problem}", le="{point}\n{snip}"),
    dict(mc="{snip}\n{problem}", le="{point}"),
    dict(mc="{problem}", le="{snip}\n{point}"),
    dict(mc="{problem} {person} pasted this from {detail}:\n{snip}", le="{point}"),
    dict(mc="{problem}", le="{point} For reference ({detail}):\n{snip}"),
    dict(mc="Context for {svc} in {stage}: {problem}", le="Relevant output ({detail}):\n{snip}\n{point}"),
]
CLEAN_FRAMES_KO = [
    dict(mc="{problem}\n{snip}", le="{point}"),
    dict(mc="{problem}", le="{point}\n{snip}"),
    dict(mc="{snip}\n{problem}", le="{point}"),
    dict(mc="{problem}", le="{snip}\n{point}"),
    dict(mc="{problem} {person}님이 {detail} 내용을 붙여줌:\n{snip}", le="{point}"),
    dict(mc="{problem}", le="{point} 참고({detail}):\n{snip}"),
    dict(mc="{stage} {svc} 관련: {problem}", le="관련 출력({detail}):\n{snip}\n{point}"),
]
CLEAN_ASK_EN = ["", "", "Is this the same in {stage}?", "Should I document this in the {svc} README?", "Who should review changes to this file?",
                "Do you want the same change applied to the other services?"]
CLEAN_ASK_KO = ["", "", "{stage}에서도 동일한가요?", "{svc} README에 정리해둘까요?", "이 파일 변경은 누가 리뷰해야 하나요?", "다른 서비스에도 같은 변경을 적용할까요?"]

PLAIN_EN = [
    ("The settlement test failed only between 00:00 and 09:00 KST.", "The test built dates in UTC and compared them with KST business dates. Freeze the clock and pass the timezone explicitly."),
    ("pnpm install in CI took 6 minutes for {svc}.", "The store cache key included the lockfile of every package. Key it on the root lockfile only; install dropped to 50 seconds."),
    ("Migrations for {svc} hung in {stage}.", "A long-running analytics query held a lock on the orders table. Set lock_timeout for migrations and run them off-peak."),
    ("Didn't know the team squashes PRs.", "Squash-merge is the default; keep commit messages in conventional-commit form because the changelog is generated from PR titles."),
    ("The mobile build failed after upgrading Xcode.", "CocoaPods cached an old module map. `pod deintegrate && pod install` fixed it; pin the Xcode version in CI."),
    ("Flaky e2e test on the coupon page.", "The test clicked before hydration finished. Wait for the network-idle state instead of adding sleeps."),
    ("{svc} memory grew until OOM every two days.", "An unbounded in-process cache keyed by user id. Replaced with an LRU of 10k entries."),
    ("Didn't know which branch {stage} deploys from.", "{stage} deploys from main on every merge; production deploys are manual from release tags."),
    ("Dashboard p99 latency spiked after the deploy.", "N+1 queries on the order list; adding select_related brought p99 back from 1.8s to 240ms."),
    ("Korean text in CSV exports showed as garbage in Excel.", "Excel needs a UTF-8 BOM or CP949. Added the BOM; Numbers and Google Sheets are unaffected."),
    ("The cron schedule ran an hour late after the server move.", "The new host runs in UTC. Cron expressions are now written in UTC with the KST time in a comment."),
    ("gRPC calls from {svc} failed with DEADLINE_EXCEEDED under load.", "Client deadline was 1s while the p99 of the callee is 1.4s. Raised to 3s and added retries with jitter."),
]
PLAIN_KO = [
    ("정산 테스트가 한국시간 00시~09시 사이에만 실패함.", "테스트가 UTC로 날짜를 만들고 KST 영업일과 비교하고 있었음. 시계를 고정하고 타임존을 명시적으로 넘길 것."),
    ("{svc} CI에서 pnpm install이 6분 걸림.", "캐시 키에 모든 패키지의 lockfile이 들어가 있었음. 루트 lockfile로만 키를 잡으니 50초로 줄어듦."),
    ("{stage}에서 {svc} 마이그레이션이 멈춤.", "오래 도는 분석 쿼리가 orders 테이블 락을 잡고 있었음. 마이그레이션에 lock_timeout 걸고 비혼잡 시간에 실행."),
    ("팀이 PR을 squash 머지하는 줄 몰랐음.", "기본이 squash 머지. 체인지로그가 PR 제목에서 생성되니 conventional commit 형식 유지."),
    ("쿠폰 페이지 e2e 테스트가 간헐적으로 실패.", "하이드레이션 끝나기 전에 클릭하고 있었음. sleep 대신 network idle 상태를 기다릴 것."),
    ("{svc} 메모리가 이틀마다 OOM까지 증가.", "사용자 ID 키의 무제한 인프로세스 캐시가 원인. 1만 개 LRU로 교체."),
    ("{stage}가 어느 브랜치에서 배포되는지 몰랐음.", "{stage}는 main 머지마다 자동 배포, 운영은 릴리스 태그로 수동 배포."),
    ("CSV 내보내기의 한글이 엑셀에서 깨짐.", "엑셀은 UTF-8 BOM이나 CP949가 필요함. BOM 추가로 해결, Numbers와 구글 시트는 영향 없음."),
    ("서버 이전 후 크론이 한 시간 늦게 돔.", "새 호스트가 UTC 기준. 크론 표현식은 UTC로 쓰고 주석에 KST 시간을 적기로 함."),
    ("배포 후 대시보드 p99 지연이 튐.", "주문 목록의 N+1 쿼리. select_related 추가로 p99가 1.8초에서 240ms로 돌아옴."),
]

# for some clean snippets the matching problem/lesson pair is fixed by the snippet type
CLEAN_HINT = {"~/.ssh/authorized_keys": 0, "GitHub deploy key": 0, "ssh-keygen -lf": 0,
              "~/.ssh/known_hosts": 1, "ssh-keyscan": 1, "openssl x509 -fingerprint": 1,
              "public.pem": 2, "/.well-known/jwks.json": 2, "fullchain.pem": 2,
              "gpg --list-keys": 3, "minisign.pub": 3, ".sops.yaml": 4, "wg0.conf (server, peer section)": 5}

CLEAN_GEN = {"placeholder": c_placeholder, "templated": c_templated, "masked": c_masked, "envref": c_envref,
             "secretmgr": c_secretmgr, "hash": c_hash, "git": c_git, "ids_req": c_ids_req, "pubkey": c_pubkey,
             "ids": c_ids, "b64": c_b64, "longid": c_longid, "versions": c_versions, "flags": c_flags,
             "encrypted": c_encrypted}
CLEAN_LABEL = {"placeholder": "placeholders", "templated": "templated values", "masked": "masked output",
               "envref": "env-var references", "secretmgr": "secret-manager references", "hash": "hashes/digests",
               "git": "git SHAs", "ids_req": "request ids/UUIDs", "pubkey": "public keys/fingerprints",
               "ids": "non-secret identifiers", "b64": "base64 of non-secret data", "longid": "long identifiers",
               "versions": "versions", "flags": "credential flags explained", "encrypted": "encrypted blobs"}

CLEAN_PLAN = [("placeholder", 34), ("templated", 18), ("masked", 26), ("envref", 18), ("secretmgr", 18),
              ("hash", 22), ("git", 14), ("ids_req", 18), ("pubkey", 24), ("ids", 26), ("b64", 14),
              ("longid", 10), ("versions", 8), ("policy", 12), ("flags", 14), ("encrypted", 16),
              ("publishable", 26), ("plain", 20), ("mixed", 22)]


def _clean_slots(lang):
    stage = pick(["staging", "prod", "dev", "qa"])
    return dict(svc=pick(SERVICES), stage=stage, person=pick(PEOPLE_KO if lang == "ko" else PEOPLE_EN))


def build_clean(lang, kind):
    d = _clean_slots(lang)
    ko = lang == "ko"
    vendor = None
    if kind == "plain":
        pool = PLAIN_KO if ko else PLAIN_EN
        i = R.randrange(len(pool))
        mc, le = fill(pool[i][0], d), fill(pool[i][1], d)
        ask = fill(pick(CLEAN_ASK_KO if ko else CLEAN_ASK_EN), d)
        cat, fid = "plain engineering note", "plain-%s-%d" % (lang, i)
    elif kind == "policy":
        pool = POLICY_KO if ko else POLICY_EN
        lines = sample(pool, rint(2, 3))
        if ko:
            mc = pick(["{svc} 관리자 기능 작업 중 비밀번호/인증 정책을 몰랐음.", "보안 리뷰 대비로 현재 인증 정책을 정리해달라는 요청."])
        else:
            mc = pick(["Working on the {svc} admin features; didn't know the password and auth policy.", "Asked to summarise the current auth policy before the security review."])
        mc = fill(mc, d)
        le = "\n".join("- " + x for x in lines)
        if chance(0.5):
            snip = pick(["password_policy:\n  min_length: 12\n  require_symbol: true\n  max_age_days: 90\n  history: 5\n  lockout_threshold: 5",
                         "PASSWORD_HASHERS = [\n    \"django.contrib.auth.hashers.Argon2PasswordHasher\",\n    \"django.contrib.auth.hashers.PBKDF2PasswordHasher\",\n]\nAUTH_PASSWORD_VALIDATORS = [{\"NAME\": \"django.contrib.auth.password_validation.MinimumLengthValidator\", \"OPTIONS\": {\"min_length\": 12}}]",
                         "security.password.min-length=12\nsecurity.password.bcrypt-strength=12\nsecurity.token.reset-ttl=PT30M\nsecurity.mfa.required=true"])
            le += "\n" + fence(snip, "text")
        ask = pick(["", "정책 문서 원본 링크가 어디인가요?"] if ko else ["", "Where is the canonical policy document?"])
        cat, fid = "password-policy talk without values", "policy-%s" % lang
    elif kind == "publishable":
        snip, hint, detail, vendor = c_publishable()
        d.update(snip=fence(snip, hint), detail=detail, vendor=vendor)
        fl = PUB_FRAMES_KO if ko else PUB_FRAMES_EN
        i = R.randrange(len(fl))
        mc, le = fill(fl[i]["mc"], d), fill(fl[i]["le"], d)
        ask = fill(pick(PUB_ASK_KO if ko else PUB_ASK_EN), d)
        cat, fid = "publishable key: %s [publishable]" % detail, "pub-%s-%d" % (lang, i)
    else:
        kinds = [kind]
        if kind == "mixed":
            kinds = sample([k for k in CLEAN_GEN if k != "versions"], 2)
        snips, details = [], []
        for k in kinds:
            s, hint, detail = CLEAN_GEN[k]()
            snips.append(fence(s, hint))
            details.append(detail)
        t = CLEAN_TEXT[kinds[0]]
        d["detail"] = details[0]
        probs, pts = (t["pk"], t["lk"]) if ko else (t["pe"], t["le"])
        j = R.randrange(len(probs))
        if kinds[0] == "pubkey":
            j = CLEAN_HINT[details[0]]
        d["problem"] = fill(probs[j], d)
        d["point"] = fill(pts[j % len(pts)], d)
        d["snip"] = snips[0]
        fl = CLEAN_FRAMES_KO if ko else CLEAN_FRAMES_EN
        i = R.randrange(len(fl))
        mc, le = fill(fl[i]["mc"], d), fill(fl[i]["le"], d)
        if len(kinds) == 2:
            t2 = CLEAN_TEXT[kinds[1]]
            extra = fill(pick(t2["lk"] if ko else t2["le"]), d)
            le = le + ("\n또 하나: " if ko else "\nAlso: ") + extra + "\n" + snips[1]
        asks = (t["ak"] if ko else t["ae"]) + (CLEAN_ASK_KO if ko else CLEAN_ASK_EN)
        ask = fill(pick(asks), d)
        cat = "clean: " + " + ".join("%s (%s)" % (CLEAN_LABEL[k], dt) for k, dt in zip(kinds, details))
        fid = "cf-%s-%d" % (lang, i)
    fields = {"missing_context": mc, "lesson": le, "ask_next_time": ask}
    check_fields(fields)
    return {"lang": lang, "kind": "clean", "category": cat, "fields": fields, "secrets": [],
            "_vendor": vendor, "_frame": fid}


# =====================================================================
# Assembly
# =====================================================================
SLOT_NAMES = ["snip", "snip2", "val", "what", "vendor", "svc", "file", "stage", "person", "host", "user", "tool",
              "problem", "point", "detail"]


def make_plan(plan, total):
    kinds = []
    for k, n in plan:
        kinds += [k] * n
    assert len(kinds) == total, (len(kinds), total)
    R.shuffle(kinds)
    langs = ["en"] * N_EN_PER_KIND + ["ko"] * N_KO_PER_KIND
    R.shuffle(langs)
    return list(zip(kinds, langs))


SEEN = {}


def generate(builder, kind, lang, stats):
    for attempt in range(500):
        try:
            rec = builder(lang, kind)
            key = json.dumps(rec["fields"], ensure_ascii=False, sort_keys=True)
            if key in SEEN:
                raise Reject("duplicate note")
        except Reject as e:
            key = str(e).split(":")[0][:40]
            stats[key] = stats.get(key, 0) + 1
            continue
        SEEN[key] = True
        return rec
    raise RuntimeError("could not build %s/%s" % (kind, lang))


def final_checks(records):
    assert len(records) == N_SECRET + N_CLEAN
    ids = [r["id"] for r in records]
    assert len(dedupe(ids)) == len(ids)
    for i, r in enumerate(records):
        assert r["id"] == "%s%03d" % (ID_PREFIX, i + 1)
        assert list(r.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(r["fields"].keys()) == ["missing_context", "lesson", "ask_next_time"]
        check_fields(r["fields"])
        allf = "\n".join(r["fields"].values())
        for sn in SLOT_NAMES:
            assert "{%s}" % sn not in allf, (r["id"], sn)
        if r["kind"] == "secret":
            assert r["secrets"], r["id"]
            assert window_problem(r["fields"], r["secrets"]) is None, r["id"]
            for s in r["secrets"]:
                assert s not in r["category"], r["id"]
        else:
            assert r["secrets"] == [], r["id"]
            assert (" [publishable]" in r["category"]) == r["category"].endswith(" [publishable]")
    for kind, n in (("secret", N_SECRET), ("clean", N_CLEAN)):
        sub = [r for r in records if r["kind"] == kind]
        assert len(sub) == n
        assert sum(1 for r in sub if r["lang"] == "en") == N_EN_PER_KIND
        assert sum(1 for r in sub if r["lang"] == "ko") == N_KO_PER_KIND
    # no two notes with identical fields
    keys = [json.dumps(r["fields"], ensure_ascii=False, sort_keys=True) for r in records]
    assert len(dedupe(keys)) == len(keys), "duplicate note"
    # no listed secret shows up inside a clean note
    clean_text = "\n".join("\n".join(r["fields"].values()) for r in records if r["kind"] == "clean")
    for r in records:
        for s in r["secrets"]:
            assert s not in clean_text, (r["id"], s)


def main(argv):
    out = argv[1] if len(argv) > 1 and not argv[1].startswith("--") else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "blind_set_v81.jsonl")
    stats = {}
    recs = []
    for kind, lang in make_plan(SECRET_PLAN, N_SECRET):
        recs.append(generate(lambda lg, k: build_secret(lg, k), kind, lang, stats))
    for kind, lang in make_plan(CLEAN_PLAN, N_CLEAN):
        recs.append(generate(lambda lg, k: build_clean(lg, k), kind, lang, stats))
    R.shuffle(recs)
    records = []
    for i, r in enumerate(recs):
        records.append({"id": "%s%03d" % (ID_PREFIX, i + 1), "lang": r["lang"], "kind": r["kind"],
                        "category": r["category"], "fields": r["fields"], "secrets": r["secrets"]})
    final_checks(records)
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    if "--stats" in argv:
        sec = [r for r in recs if r["kind"] == "secret"]
        vend_s = dedupe(sorted(r["_vendor"] for r in sec if r["_vendor"]))
        vend_c = dedupe(sorted(r["_vendor"] for r in recs if r["kind"] == "clean" and r["_vendor"]))
        frames = dedupe(sorted(r["_frame"] for r in recs))
        print("records", len(records))
        for kind in ("secret", "clean"):
            for lang in ("en", "ko"):
                print(kind, lang, sum(1 for r in records if r["kind"] == kind and r["lang"] == lang))
        print("secret notes with >1 secret", sum(1 for r in sec if len(r["secrets"]) > 1))
        print("secret notes with a secret >= 150 chars", sum(1 for r in sec if max(len(s) for s in r["secrets"]) >= 150))
        print("secret notes repeating a secret in ask_next_time",
              sum(1 for r in sec if any(s in r["fields"]["ask_next_time"] for s in r["secrets"])))
        print("secret notes with a secret in >1 field",
              sum(1 for r in sec if any(sum(1 for v in r["fields"].values() if s in v) > 1 for s in r["secrets"])))
        print("clean [publishable]", sum(1 for r in records if r["category"].endswith("[publishable]")))
        print("distinct vendors in secret notes", len(vend_s))
        print("distinct vendors in publishable clean notes", len(vend_c))
        reg = {}
        for v in VENDORS:
            reg.setdefault(v["vendor"], v["region"])
        by_region = {}
        for v in vend_s:
            k = reg.get(v, "other (webhook/file/infra)")
            by_region[k] = by_region.get(k, 0) + 1
        print("distinct secret-note vendors by region", sorted(by_region.items()))
        print("distinct vendors overall", len(dedupe(sorted(vend_s + vend_c))))
        print("vendor token shapes defined", len(VENDORS))
        print("distinct prose frames used", len(frames))
        print("prose frames defined", len(SF_EN) + len(SF_KO) + len(SF_EN_INLINE) + len(SF_KO_INLINE) + len(SF_EN_SPLIT)
              + len(SF_KO_SPLIT) + len(SF_EN_SPLIT_ASK) + len(SF_KO_SPLIT_ASK) + len(SF_EN_MULTI) + len(SF_KO_MULTI)
              + len(CLEAN_FRAMES_EN) + len(CLEAN_FRAMES_KO) + len(PUB_FRAMES_EN) + len(PUB_FRAMES_KO)
              + len(PLAIN_EN) + len(PLAIN_KO) + 2)
        print("key/value containers", len(CONTAINERS), "| HTTP forms 13 | password commands", len(CMD_POOL),
              "| connection-string kinds", len(CONN_KINDS) + 4)
        print("distinct categories", len(dedupe(sorted(r["category"] for r in records))))
        print("regenerations", sum(stats.values()), sorted(stats.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
