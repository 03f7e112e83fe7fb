#!/usr/bin/env python3
"""make_blind_set_v77.py -- blind evaluation set v77 for a credential-redaction filter.

Python 3 standard library only, no network.  Every choice is drawn from ONE PRNG,
random.Random(77_2026_1127); nothing iterates over a set, nothing uses hash(), so the
output is byte-identical on every run and under any PYTHONHASHSEED.

Output: blind_set_v77.jsonl next to this file (720 notes: 360 secret, 360 clean).
See FORMAT.txt for the record format and the window rule asserted below.
"""
import base64
import json
import os
import string
import struct
import sys
import urllib.parse
import random

SEED = 77_2026_1127
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "blind_set_v77.jsonl")

N_SECRET = 360
N_CLEAN = 360
N_EN = 216            # per kind: 60% English
N_KO = 144            # per kind: 40% Korean

# --------------------------------------------------------------------------------------
# small random helpers (all draw from R)
# --------------------------------------------------------------------------------------
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
AN = UP + LO + DIG
ANL = LO + DIG
ANU = UP + DIG
HEX = "0123456789abcdef"
HEXU = HEX.upper()
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def ri(a, b):
    return R.randint(a, b)


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def shuffled(seq):
    s = list(seq)
    R.shuffle(s)
    return s


def sample(seq, k):
    return R.sample(list(seq), k)


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def b64s(s):
    return b64(s.encode("utf-8"))


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def ts(year=None):
    y = year or pick([2024, 2025, 2025, 2026])
    return "%d-%02d-%02dT%02d:%02d:%02d" % (y, ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59))


def day():
    return "%d-%02d-%02d" % (pick([2024, 2025, 2025, 2026]), ri(1, 12), ri(1, 28))


def tx(L, en, ko):
    """language select; a list means 'pick one'"""
    v = en if L == "en" else ko
    if isinstance(v, (list, tuple)):
        return pick(v)
    return v


def fence(code, lang=""):
    return "```%s\n%s\n```" % (lang, code)


def code_or_fence(code, lang=""):
    """agents paste snippets fenced, indented or bare"""
    c = R.random()
    if c < 0.6:
        return fence(code, lang)
    if c < 0.8:
        return "\n".join("    " + x for x in code.split("\n"))
    return code


def bq(s):
    return "`%s`" % s


# --------------------------------------------------------------------------------------
# pools
# --------------------------------------------------------------------------------------
SVCS = ["billing-api", "order-worker", "auth-gateway", "search-indexer", "notification-svc",
        "report-batch", "payment-bridge", "inventory-sync", "media-resizer", "admin-console",
        "settlement-job", "crm-connector", "chat-relay", "pricing-engine", "ledger-service",
        "event-collector", "coupon-api", "shipping-tracker", "recommend-api", "kyc-verifier",
        "point-service", "review-moderator", "delivery-eta", "store-locator", "push-dispatcher"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "perf", "preprod", "stg", "live"]
CORP = ["acme-corp.io", "hanbit-labs.kr", "mirae-soft.co.kr", "northwind.dev", "bluefin.jp",
        "daeyang.net", "pinecone-apps.com", "soft-haneul.com", "gyeol.io", "kumo-works.jp",
        "riverbank.eu", "seoul-dx.com", "tidepool.dev", "baekdu-systems.kr"]
PEOPLE_EN = ["Alex", "Priya", "Jordan", "Mei", "Lukas", "Sam", "Dana", "Omar", "Yuki", "Chloe",
             "Marco", "Ines", "Tom", "Aisha", "Ravi", "Hannah"]
PEOPLE_KO = ["김민준", "이서연", "박지호", "최유나", "정하준", "강예린", "조현우", "윤서진", "한도윤",
             "임수아", "오태윤", "신지민", "장하늘", "권도현", "배소율", "홍재원"]
USERS = ["deploy", "svc_app", "admin", "jenkins", "ci-bot", "app_rw", "reporter", "etl_user",
         "grafana", "backup", "minji.kim", "jpark", "alex.chen", "ops", "batch", "api_user",
         "readonly", "migrator", "sa_billing", "dev01"]
REGIONS = ["ap-northeast-2", "ap-northeast-1", "us-east-1", "eu-central-1", "ap-southeast-1",
           "us-west-2", "eu-west-1"]
DBNAMES = ["orders", "billing", "users", "analytics", "inventory", "payments", "crm", "app",
           "ledger", "points", "reviews"]
WORDS = ["maple", "river", "quiet", "lantern", "orbit", "copper", "velvet", "harbor", "pepper",
         "glacier", "thunder", "meadow", "saffron", "cobalt", "falcon", "juniper", "marble",
         "nectar", "pixel", "quartz", "raven", "sierra", "tundra", "walnut", "zephyr", "ember",
         "fossil", "gravel", "hollow", "island", "jigsaw", "kettle", "lumber", "mosaic", "oyster",
         "parrot", "riddle", "salmon", "tulip", "umbrella", "violet", "willow", "yonder", "acorn",
         "bramble", "cactus", "dune", "ferret", "ginger", "hazel"]
KWORDS = ["사랑해", "우리집", "강아지", "고양이", "바다", "하늘", "행복", "봄날", "여름밤", "별빛",
          "서울", "부산", "제주도", "김치찌개", "떡볶이", "무지개", "달빛", "산책", "커피", "초코",
          "호랑이", "토끼", "단풍", "첫눈", "은하수", "바람", "구름", "햇살", "민들레", "소나무"]


# one note talks mostly about one service / environment / company: the generator sets a
# context before each candidate note and the helpers return it most of the time
CTX = {}


def begin_note():
    CTX.clear()
    CTX.update(svc=pick(SVCS), env=pick(ENVS), corp=pick(CORP))


def svc():
    if "svc" in CTX and R.random() < 0.85:
        return CTX["svc"]
    return pick(SVCS)


def env():
    if "env" in CTX and R.random() < 0.85:
        return CTX["env"]
    return pick(ENVS)


def corp():
    if "corp" in CTX and R.random() < 0.9:
        return CTX["corp"]
    return pick(CORP)


def person(L):
    return pick(PEOPLE_EN) if L == "en" else pick(PEOPLE_KO) + "님"


def ip():
    return "10.%d.%d.%d" % (ri(0, 255), ri(0, 255), ri(2, 254))


def rds_host(db=None):
    return "%s-%s.c%s.%s.rds.amazonaws.com" % (db or pick(DBNAMES), env(), rs(ANL, 11), pick(REGIONS))


def int_host(kind="db"):
    return pick(["%s-%s-%02d.%s" % (kind, env(), ri(1, 9), corp()),
                 "%s.%s.internal" % (svc(), env()),
                 "%s%d.%s" % (kind, ri(1, 4), corp()),
                 ip(),
                 "%s-%s.svc.cluster.local" % (pick(DBNAMES), kind)])


def port_for(kind):
    return {"pg": 5432, "mysql": 3306, "mongo": 27017, "redis": 6379, "amqp": 5672,
            "mssql": 1433, "oracle": 1521, "ldap": 389}.get(kind, 443)


# --------------------------------------------------------------------------------------
# note builder and the checks of FORMAT.txt
# --------------------------------------------------------------------------------------
class Note:
    def __init__(self, L):
        self.L = L
        self.secrets = []
        self.vendors = []

    def s(self, v):
        """register a credential value (exactly as written) and return it"""
        if v not in self.secrets:
            self.secrets.append(v)
        return v

    def t(self, en, ko):
        return tx(self.L, en, ko)

    def vendor(self, name):
        if name not in self.vendors:
            self.vendors.append(name)

    def done(self, category, mc, ls, ask=""):
        return {"category": category,
                "fields": {"missing_context": mc.strip("\n"), "lesson": ls.strip("\n"),
                           "ask_next_time": ask.strip("\n")},
                "secrets": list(self.secrets), "vendors": list(self.vendors)}


FIELD_LIMITS = [("missing_context", 1024), ("lesson", 1024), ("ask_next_time", 512)]


def _strip_secrets(text, secrets, marker):
    cov = [False] * len(text)
    for sec in secrets:
        start = 0
        while True:
            i = text.find(sec, start)
            if i < 0:
                break
            for k in range(i, i + len(sec)):
                cov[k] = True
            start = i + 1
    out = []
    prev = False
    for ch, c in zip(text, cov):
        if c:
            if not prev:
                out.append(marker)
        else:
            out.append(ch)
        prev = c
    return "".join(out)


def problems(rec, kind):
    """return a list of rule violations (empty = ok)"""
    p = []
    f = rec["fields"]
    for key, lim in FIELD_LIMITS:
        v = f[key]
        if not isinstance(v, str):
            p.append("type " + key)
            continue
        if key != "ask_next_time" and not v.strip():
            p.append("empty " + key)
        if len(v.encode("utf-8")) > lim:
            p.append("too long %s %d" % (key, len(v.encode("utf-8"))))
        if "\r" in v or "\x00" in v:
            p.append("control char in " + key)
    secs = rec["secrets"]
    if kind == "clean":
        if secs:
            p.append("clean note with secrets")
        return p
    if not secs:
        p.append("secret note without secrets")
    allf = [f["missing_context"], f["lesson"], f["ask_next_time"]]
    for s in secs:
        if len(s) < 8:
            p.append("short secret %r" % s)
        if not any(s in x for x in allf):
            p.append("secret not in fields %r" % s)
    wins = []
    for s in secs:
        for i in range(len(s) - 7):
            w = s[i:i + 8]
            if w not in wins:
                wins.append(w)
    for x in allf:
        for marker in ("\x00", "[REDACTED]", ""):
            rest = _strip_secrets(x, secs, marker)
            for w in wins:
                if w in rest:
                    p.append("window %r survives outside secrets (marker %r)" % (w, marker))
                    break
    return p


# --------------------------------------------------------------------------------------
# provider token shapes (prefix, alphabet, length as documented / observed); bodies random
# --------------------------------------------------------------------------------------
def dd(n):
    return str(ri(1, 9)) + rs(DIG, n - 1)


def jwt(payload, alg="HS256", kid=None):
    hdr = {"alg": alg, "typ": "JWT"}
    if kid:
        hdr["kid"] = kid
    h = b64u(json.dumps(hdr, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64u(rb(256 if alg.startswith("RS") else 32))
    return "%s.%s.%s" % (h, p, sig)


def epoch():
    return ri(1_704_000_000, 1_790_000_000)


def g_supabase_service():
    t = epoch()
    return jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "service_role", "iat": t, "exp": t + 315_360_000})


def g_discord_bot():
    return "%s.%s.%s" % (b64u(dd(19).encode()), rs(B64U, 6), rs(B64U, 38))


def g_mapbox_sk():
    user = pick(["acme-maps", "hanbit", "geo-team", "kumo", "deliv"]) + rs(DIG, 2)
    body = b64u(json.dumps({"u": user, "a": "cl" + rs(ANL, 23)}, separators=(",", ":")).encode())
    return "sk." + body + "." + rs(B64U, 22)


def g_ops():
    body = {"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256",
            "iterations": 650000, "salt": rs(B64U, 22)}, "email": rs(ANL, 13) + "@1passwordserviceaccounts.com",
            "srpX": rs(HEX, 64), "muk": {"alg": "A256GCM", "ext": True, "k": rs(B64U, 43), "key_ops": ["encrypt", "decrypt"],
            "kty": "oct", "kid": "mp"}, "secretKey": "A3-" + rs(ANU, 6) + "-" + rs(ANU, 6) + "-" + rs(ANU, 5),
            "throttleSecret": {"seed": rs(HEX, 64), "uuid": rs(ANU, 26)}, "deviceUuid": rs(ANL, 26)}
    return "ops_" + b64u(json.dumps(body, separators=(",", ":")).encode())


def g_twitter_bearer():
    return "A" * 22 + rs(AN, 10) + "A" * 7 + rs(AN, 3) + "%2B" + rs(AN, 25) + "%3D" + rs(AN, 50)


def g_fly():
    return ",".join("fm2_" + rs(B64, ri(150, 220)) for _ in range(2))


def g_datagokr():
    """data.go.kr shows every service key twice: Decoding (raw base64) and Encoding (percent-encoded)"""
    k = b64(rb(73))
    return pct(k) if chance(0.5) else k


def g_elastic():
    return b64s(rs(B64U, 20) + ":" + rs(B64U, 22))


def g_intercom():
    return b64s("tok:" + uuid4() + ":" + rs(HEX, 12) + ":" + str(ri(1, 9)))


def g_azure_sec():
    return rs(AN, 3) + rs(DIG, 1) + "Q~" + rs(AN + "_.~-", 34)


def g_adyen():
    return "AQE" + rs(AN, 3) + "mfx" + rs(B64, 36) + "=-" + rs(B64, 43) + "=-" + rs(B64U, 14)


def V(name, region, items, hdr=("Authorization", "Bearer {}"), api=None, q=None):
    return {"name": name, "region": region, "items": items, "hdr": hdr,
            "api": api or "api.%s.com" % name.lower().replace(" ", "").replace(".", ""), "q": q}


BEARER = ("Authorization", "Bearer {}")
VENDORS = [
    # ---- global / US
    V("AWS", "global", [("AWS_ACCESS_KEY_ID", lambda: "AKIA" + rs(B32, 16), 1),
                        ("AWS_SECRET_ACCESS_KEY", lambda: rs(B64, 40), 1)], hdr=None, api="sts.amazonaws.com"),
    V("GitHub", "global", [("GITHUB_TOKEN", lambda: pick(["ghp_", "gho_", "ghs_", "ghu_"]) + rs(AN, 36), 1)],
      hdr=("Authorization", "token {}"), api="api.github.com"),
    V("GitHub fine-grained", "global", [("GH_PAT", lambda: "github_pat_11" + rs(ANU, 20) + "_" + rs(AN, 59), 1)],
      api="api.github.com"),
    V("GitLab", "global", [("GITLAB_TOKEN", lambda: pick(["glpat-", "glpat-", "gldt-", "glrt-"]) + rs(B64U, 20), 1)],
      hdr=("PRIVATE-TOKEN", "{}"), api="gitlab.com/api/v4"),
    V("Slack", "global", [("SLACK_BOT_TOKEN", lambda: "xoxb-" + dd(11) + "-" + dd(13) + "-" + rs(AN, 24), 1)],
      api="slack.com/api"),
    V("Slack user", "global", [("SLACK_USER_TOKEN", lambda: "xoxp-" + dd(11) + "-" + dd(11) + "-" + dd(13) + "-" + rs(HEX, 32), 1)],
      api="slack.com/api"),
    V("Slack app-level", "global", [("SLACK_APP_TOKEN", lambda: "xapp-1-A" + rs(ANU, 10) + "-" + dd(13) + "-" + rs(HEX, 64), 1)],
      api="slack.com/api"),
    V("Stripe", "global", [("STRIPE_SECRET_KEY", lambda: pick(["sk_live_", "rk_live_"]) + pick([rs(AN, 24), "51" + rs(AN, 97)]), 1)],
      api="api.stripe.com"),
    V("Stripe webhook", "global", [("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs(AN, 32), 1)], hdr=None,
      api="api.stripe.com"),
    V("OpenAI", "global", [("OPENAI_API_KEY", lambda: pick(["sk-proj-", "sk-svcacct-"]) + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74), 1)],
      api="api.openai.com"),
    V("Anthropic", "global", [("ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(B64U, 93) + "AA", 1)],
      hdr=("x-api-key", "{}"), api="api.anthropic.com"),
    V("Google Cloud", "global", [("GOOGLE_API_KEY", lambda: "AIzaSy" + rs(B64U, 33), 1)], hdr=("X-Goog-Api-Key", "{}"),
      api="generativelanguage.googleapis.com", q="key"),
    V("Google OAuth", "global", [("GOOGLE_CLIENT_ID", lambda: dd(12) + "-" + rs(ANL, 32) + ".apps.googleusercontent.com", 0),
                                 ("GOOGLE_CLIENT_SECRET", lambda: "GOCSPX-" + rs(B64U, 28), 1)], hdr=None,
      api="oauth2.googleapis.com"),
    V("Twilio", "global", [("TWILIO_ACCOUNT_SID", lambda: "AC" + rs(HEX, 32), 0), ("TWILIO_AUTH_TOKEN", lambda: rs(HEX, 32), 1)],
      hdr=None, api="api.twilio.com"),
    V("SendGrid", "global", [("SENDGRID_API_KEY", lambda: "SG." + rs(B64U, 22) + "." + rs(B64U, 43), 1)], api="api.sendgrid.com"),
    V("Mailgun", "global", [("MAILGUN_API_KEY", lambda: pick(["key-" + rs(HEX, 32), rs(HEX, 32) + "-" + rs(HEX, 8) + "-" + rs(HEX, 8)]), 1)],
      hdr=None, api="api.mailgun.net"),
    V("Mailchimp", "global", [("MAILCHIMP_API_KEY", lambda: rs(HEX, 32) + "-us" + str(ri(1, 21)), 1)], api="us1.api.mailchimp.com"),
    V("npm", "global", [("NPM_TOKEN", lambda: "npm_" + rs(AN, 36), 1)], api="registry.npmjs.org"),
    V("PyPI", "global", [("PYPI_TOKEN", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64U, ri(150, 190)), 1)], hdr=None, api="upload.pypi.org"),
    V("Docker Hub", "global", [("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(B64U, 27), 1)], hdr=None, api="hub.docker.com"),
    V("DigitalOcean", "global", [("DIGITALOCEAN_TOKEN", lambda: pick(["dop_v1_", "doo_v1_"]) + rs(HEX, 64), 1)], api="api.digitalocean.com"),
    V("Hugging Face", "global", [("HF_TOKEN", lambda: "hf_" + rs(UP + LO, 34), 1)], api="huggingface.co"),
    V("Shopify", "global", [("SHOPIFY_ACCESS_TOKEN", lambda: pick(["shpat_", "shpca_", "shppa_"]) + rs(HEX, 32), 1)],
      hdr=("X-Shopify-Access-Token", "{}"), api="%s.myshopify.com/admin/api/2024-10" % pick(["acme-store", "hanbit-shop", "kumo-goods"])),
    V("Atlassian", "global", [("JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + rs(B64U, 168) + "=" + rs(HEXU, 8), 1)], hdr=None,
      api="%s.atlassian.net" % pick(["acme", "hanbit", "mirae"])),
    V("Linear", "global", [("LINEAR_API_KEY", lambda: "lin_api_" + rs(AN, 40), 1)], hdr=("Authorization", "{}"), api="api.linear.app"),
    V("Notion", "global", [("NOTION_TOKEN", lambda: pick(["secret_" + rs(AN, 43), "ntn_" + rs(AN, 46)]), 1)], api="api.notion.com"),
    V("Discord", "global", [("DISCORD_BOT_TOKEN", g_discord_bot, 1)], hdr=("Authorization", "Bot {}"), api="discord.com/api/v10"),
    V("Telegram", "global", [("TELEGRAM_BOT_TOKEN", lambda: dd(10) + ":AA" + rs(B64U, 33), 1)], hdr=None, api="api.telegram.org"),
    V("Azure Storage", "global", [("AZURE_STORAGE_KEY", lambda: b64(rb(64)), 1)], hdr=None, api="core.windows.net"),
    V("Azure AD", "global", [("AZURE_CLIENT_ID", uuid4, 0), ("AZURE_CLIENT_SECRET", g_azure_sec, 1)], hdr=None,
      api="login.microsoftonline.com"),
    V("Azure DevOps", "global", [("AZURE_DEVOPS_PAT", lambda: rs(LO + "234567", 52), 1)], hdr=None, api="dev.azure.com"),
    V("Databricks", "global", [("DATABRICKS_TOKEN", lambda: "dapi" + rs(HEX, 32), 1)],
      api="adb-%s.%d.azuredatabricks.net" % (dd(16), ri(1, 19))),
    V("HashiCorp Vault", "global", [("VAULT_TOKEN", lambda: pick(["hvs.", "hvb."]) + "CAESI" + rs(B64U, 86), 1)],
      hdr=("X-Vault-Token", "{}"), api="vault.%s:8200" % pick(CORP)),
    V("Terraform Cloud", "global", [("TFE_TOKEN", lambda: rs(AN, 14) + ".atlasv1." + rs(AN, 67), 1)], api="app.terraform.io"),
    V("Postman", "global", [("POSTMAN_API_KEY", lambda: "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34), 1)], hdr=("X-Api-Key", "{}"),
      api="api.getpostman.com"),
    V("New Relic", "global", [("NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(ANU, 27), 1)], hdr=("Api-Key", "{}"), api="api.newrelic.com"),
    V("Datadog", "global", [("DD_API_KEY", lambda: rs(HEX, 32), 1), ("DD_APP_KEY", lambda: rs(HEX, 40), 1)],
      hdr=("DD-API-KEY", "{}"), api="api.datadoghq.com"),
    V("Cloudflare", "global", [("CLOUDFLARE_API_TOKEN", lambda: rs(B64U, 40), 1)], api="api.cloudflare.com"),
    V("Cloudflare R2", "global", [("R2_ACCESS_KEY_ID", lambda: rs(HEX, 32), 1), ("R2_SECRET_ACCESS_KEY", lambda: rs(HEX, 64), 1)],
      hdr=None, api="r2.cloudflarestorage.com"),
    V("Okta", "global", [("OKTA_API_TOKEN", lambda: "00" + rs(B64U, 40), 1)], hdr=("Authorization", "SSWS {}"),
      api="%s.okta.com" % pick(["acme", "northwind", "riverbank"])),
    V("PlanetScale", "global", [("PSCALE_PASSWORD", lambda: "pscale_pw_" + rs(B64U, 43), 1)], hdr=None, api="aws.connect.psdb.cloud"),
    V("Doppler", "global", [("DOPPLER_TOKEN", lambda: "dp.st." + pick(["prd", "stg", "dev"]) + "." + rs(AN, 40), 1)], api="api.doppler.com"),
    V("Grafana", "global", [("GRAFANA_SA_TOKEN", lambda: "glsa_" + rs(AN, 32) + "_" + rs(HEX, 8), 1)],
      api="grafana.%s" % pick(CORP)),
    V("Figma", "global", [("FIGMA_TOKEN", lambda: "figd_" + rs(B64U, 40), 1)], hdr=("X-Figma-Token", "{}"), api="api.figma.com"),
    V("Airtable", "global", [("AIRTABLE_PAT", lambda: "pat" + rs(AN, 14) + "." + rs(HEX, 64), 1)], api="api.airtable.com"),
    V("Dropbox", "global", [("DROPBOX_ACCESS_TOKEN", lambda: "sl.u." + rs(B64U, ri(150, 200)), 1)], api="api.dropboxapi.com"),
    V("Square", "global", [("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(B64U, 60), 1)], api="connect.squareup.com"),
    V("Braintree", "global", [("BRAINTREE_ACCESS_TOKEN", lambda: "access_token$production$" + rs(ANL, 16) + "$" + rs(HEX, 32), 1)],
      api="api.braintreegateway.com"),
    V("Pulumi", "global", [("PULUMI_ACCESS_TOKEN", lambda: "pul-" + rs(HEX, 40), 1)], hdr=("Authorization", "token {}"),
      api="api.pulumi.com"),
    V("Fly.io", "global", [("FLY_API_TOKEN", g_fly, 1)], hdr=("Authorization", "FlyV1 {}"), api="api.machines.dev"),
    V("Netlify", "global", [("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(AN, 36), 1)], api="api.netlify.com"),
    V("Render", "global", [("RENDER_API_KEY", lambda: "rnd_" + rs(AN, 32), 1)], api="api.render.com"),
    V("Sentry", "global", [("SENTRY_AUTH_TOKEN", lambda: "sntryu_" + rs(HEX, 64), 1)], api="sentry.io/api/0"),
    V("Buildkite", "global", [("BUILDKITE_API_TOKEN", lambda: "bkua_" + rs(HEX, 40), 1)], api="api.buildkite.com"),
    V("CircleCI", "global", [("CIRCLE_TOKEN", lambda: "CCIPAT_" + rs(AN, 22) + "_" + rs(HEX, 40), 1)], hdr=("Circle-Token", "{}"),
      api="circleci.com/api/v2"),
    V("Heroku", "global", [("HEROKU_API_KEY", lambda: "HRKU-AA" + rs(B64U, 58), 1)], api="api.heroku.com"),
    V("Meta Graph", "global", [("FB_ACCESS_TOKEN", lambda: pick(["EAAG", "EAAB", "EAAJ"]) + rs(AN, ri(170, 200)), 1)],
      api="graph.facebook.com", q="access_token"),
    V("X (Twitter)", "global", [("TWITTER_BEARER_TOKEN", g_twitter_bearer, 1)], api="api.twitter.com"),
    V("Contentful", "global", [("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(B64U, 43), 1)], api="api.contentful.com"),
    V("age", "global", [("SOPS_AGE_KEY", lambda: "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58), 1)], hdr=None,
      api="github.com/FiloSottile/age"),
    V("Mapbox", "global", [("MAPBOX_SECRET_TOKEN", g_mapbox_sk, 1)], hdr=None, api="api.mapbox.com", q="access_token"),
    V("Firebase Cloud Messaging", "global", [("FCM_SERVER_KEY", lambda: "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134), 1)],
      hdr=("Authorization", "key={}"), api="fcm.googleapis.com"),
    V("1Password", "global", [("OP_SERVICE_ACCOUNT_TOKEN", g_ops, 1)], hdr=None, api="my.1password.com"),
    V("JFrog", "global", [("JFROG_ACCESS_TOKEN", lambda: "cmVmdGtuOjAxOj" + rs(AN, 50), 1)],
      api="%s.jfrog.io/artifactory" % pick(["acme", "hanbit", "kumo"])),
    V("Asana", "global", [("ASANA_PAT", lambda: "2/" + dd(16) + "/" + dd(16) + ":" + rs(HEX, 32), 1)], api="app.asana.com/api/1.0"),
    V("Typeform", "global", [("TYPEFORM_TOKEN", lambda: "tfp_" + rs(B64U, 44) + "_" + rs(B64U, 14), 1)], api="api.typeform.com"),
    V("Intercom", "global", [("INTERCOM_ACCESS_TOKEN", g_intercom, 1)], api="api.intercom.io"),
    V("Shippo", "global", [("SHIPPO_API_TOKEN", lambda: "shippo_live_" + rs(HEX, 40), 1)], hdr=("Authorization", "ShippoToken {}"),
      api="api.goshippo.com"),
    V("Plaid", "global", [("PLAID_CLIENT_ID", lambda: rs(HEX, 24), 0), ("PLAID_SECRET", lambda: rs(HEX, 30), 1)], hdr=None,
      api="production.plaid.com"),
    V("Supabase", "global", [("SUPABASE_SERVICE_ROLE_KEY", g_supabase_service, 1)], hdr=("apikey", "{}"),
      api="%s.supabase.co" % rs(LO, 20)),
    V("SonarQube", "global", [("SONAR_TOKEN", lambda: "squ_" + rs(HEX, 40), 1)], api="sonar.%s" % pick(CORP)),
    V("Elastic", "global", [("ELASTIC_API_KEY", g_elastic, 1)], hdr=("Authorization", "ApiKey {}"),
      api="%s.es.%s.aws.found.io" % (rs(HEX, 12), pick(REGIONS))),
    V("Confluent", "global", [("CONFLUENT_API_KEY", lambda: rs(ANU, 16), 1), ("CONFLUENT_API_SECRET", lambda: rs(B64, 64), 1)],
      hdr=None, api="api.confluent.cloud"),
    V("Auth0", "global", [("AUTH0_CLIENT_ID", lambda: rs(AN, 32), 0), ("AUTH0_CLIENT_SECRET", lambda: rs(B64U, 64), 1)], hdr=None,
      api="%s.auth0.com" % pick(["acme", "northwind", "tidepool"])),
    V("Resend", "global", [("RESEND_API_KEY", lambda: "re_" + rs(AN, 8) + "_" + rs(AN, 24), 1)], api="api.resend.com"),
    V("Groq", "global", [("GROQ_API_KEY", lambda: "gsk_" + rs(AN, 52), 1)], api="api.groq.com"),
    V("Replicate", "global", [("REPLICATE_API_TOKEN", lambda: "r8_" + rs(AN, 37), 1)], api="api.replicate.com"),
    V("Perplexity", "global", [("PPLX_API_KEY", lambda: "pplx-" + rs(AN, 48), 1)], api="api.perplexity.ai"),
    V("Algolia", "global", [("ALGOLIA_APP_ID", lambda: rs(ANU, 10), 0), ("ALGOLIA_ADMIN_KEY", lambda: rs(HEX, 32), 1)],
      hdr=("X-Algolia-API-Key", "{}"), api="%s.algolia.net" % rs(ANU, 10)),
    V("Postmark", "global", [("POSTMARK_SERVER_TOKEN", uuid4, 1)], hdr=("X-Postmark-Server-Token", "{}"), api="api.postmarkapp.com"),
    # ---- Korea
    V("Naver Cloud", "kr", [("NCLOUD_ACCESS_KEY", lambda: rs(AN, 20), 1), ("NCLOUD_SECRET_KEY", lambda: rs(AN, 40), 1)], hdr=None,
      api="ncloud.apigw.ntruss.com"),
    V("Naver Developers", "kr", [("NAVER_CLIENT_ID", lambda: rs(AN + "_", 20), 0), ("NAVER_CLIENT_SECRET", lambda: rs(AN, 10), 1)],
      hdr=("X-Naver-Client-Secret", "{}"), api="openapi.naver.com"),
    V("Kakao", "kr", [("KAKAO_REST_API_KEY", lambda: rs(HEX, 32), 1)], hdr=("Authorization", "KakaoAK {}"), api="dapi.kakao.com"),
    V("Kakao admin", "kr", [("KAKAO_ADMIN_KEY", lambda: rs(HEX, 32), 1)], hdr=("Authorization", "KakaoAK {}"), api="kapi.kakao.com"),
    V("Toss Payments", "kr", [("TOSS_SECRET_KEY", lambda: pick(["live_sk_", "live_gsk_", "test_sk_"]) + rs(AN, 28), 1)], hdr=None,
      api="api.tosspayments.com"),
    V("PortOne", "kr", [("IMP_KEY", lambda: dd(16), 1), ("IMP_SECRET", lambda: rs(AN, 80), 1)], hdr=None, api="api.iamport.kr"),
    V("PortOne V2", "kr", [("PORTONE_API_SECRET", lambda: rs(AN, 80), 1)], hdr=("Authorization", "PortOne {}"), api="api.portone.io"),
    V("Solapi", "kr", [("SOLAPI_API_KEY", lambda: "NCS" + rs(ANU, 13), 1), ("SOLAPI_API_SECRET", lambda: rs(ANU, 32), 1)], hdr=None,
      api="api.solapi.com"),
    V("data.go.kr", "kr", [("DATA_GO_KR_SERVICE_KEY", g_datagokr, 1)], hdr=None, api="apis.data.go.kr", q="serviceKey"),
    V("NHN Cloud", "kr", [("NHN_APPKEY", lambda: rs(AN, 16), 0), ("NHN_SECRET_KEY", lambda: rs(AN, 8), 1)], hdr=("X-Secret-Key", "{}"),
      api="api-sms.cloud.toast.com"),
    # ---- Japan
    V("LINE Messaging", "jp", [("LINE_CHANNEL_SECRET", lambda: rs(HEX, 32), 1),
                               ("LINE_CHANNEL_ACCESS_TOKEN", lambda: rs(B64, 171) + "=", 1)], hdr=None, api="api.line.me"),
    V("Chatwork", "jp", [("CHATWORK_API_TOKEN", lambda: rs(HEX, 32), 1)], hdr=("X-ChatWorkToken", "{}"), api="api.chatwork.com/v2"),
    V("PAY.JP", "jp", [("PAYJP_SECRET_KEY", lambda: "sk_live_" + rs(HEX, 24), 1)], hdr=None, api="api.pay.jp"),
    V("Backlog", "jp", [("BACKLOG_API_KEY", lambda: rs(AN, 64), 1)], hdr=None, api="%s.backlog.jp" % pick(["acme", "kumo"]),
      q="apiKey"),
    V("kintone", "jp", [("KINTONE_API_TOKEN", lambda: rs(AN, 40), 1)], hdr=("X-Cybozu-API-Token", "{}"),
      api="%s.cybozu.com/k/v1" % pick(["bluefin", "kumo-works"])),
    V("Sakura Cloud", "jp", [("SAKURACLOUD_ACCESS_TOKEN", uuid4, 1), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", lambda: rs(AN, 64), 1)],
      hdr=None, api="secure.sakura.ad.jp/cloud"),
    # ---- China
    V("Alibaba Cloud", "cn", [("ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI5t" + rs(AN, 18), 1),
                              ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: rs(AN, 30), 1)], hdr=None, api="ecs.aliyuncs.com"),
    V("Tencent Cloud", "cn", [("TENCENTCLOUD_SECRET_ID", lambda: "AKID" + rs(AN, 32), 1),
                              ("TENCENTCLOUD_SECRET_KEY", lambda: rs(AN, 32), 1)], hdr=None, api="cvm.tencentcloudapi.com"),
    V("Baidu AI Cloud", "cn", [("BAIDU_API_KEY", lambda: rs(AN, 24), 1), ("BAIDU_SECRET_KEY", lambda: rs(AN, 32), 1)], hdr=None,
      api="aip.baidubce.com"),
    V("WeChat", "cn", [("WECHAT_APPID", lambda: "wx" + rs(HEX, 16), 0), ("WECHAT_APPSECRET", lambda: rs(HEX, 32), 1)], hdr=None,
      api="api.weixin.qq.com"),
    V("Feishu", "cn", [("FEISHU_APP_ID", lambda: "cli_" + rs(HEX, 16), 0), ("FEISHU_APP_SECRET", lambda: rs(AN, 32), 1)], hdr=None,
      api="open.feishu.cn"),
    V("Huawei Cloud", "cn", [("HUAWEICLOUD_SDK_AK", lambda: rs(ANU, 20), 1), ("HUAWEICLOUD_SDK_SK", lambda: rs(AN, 40), 1)], hdr=None,
      api="iam.myhuaweicloud.com"),
    V("Qiniu", "cn", [("QINIU_ACCESS_KEY", lambda: rs(B64U, 40), 1), ("QINIU_SECRET_KEY", lambda: rs(B64U, 40), 1)], hdr=None,
      api="api.qiniu.com"),
    V("Volcengine", "cn", [("VOLC_ACCESSKEY", lambda: "AKLT" + rs(AN, 40), 1), ("VOLC_SECRETKEY", lambda: b64(rb(45)), 1)], hdr=None,
      api="open.volcengineapi.com"),
    V("Gitee", "cn", [("GITEE_TOKEN", lambda: rs(HEX, 32), 1)], hdr=("Authorization", "token {}"), api="gitee.com/api/v5",
      q="access_token"),
    V("DeepSeek", "cn", [("DEEPSEEK_API_KEY", lambda: "sk-" + rs(HEX, 32), 1)], api="api.deepseek.com"),
    # ---- Europe
    V("Mollie", "eu", [("MOLLIE_API_KEY", lambda: "live_" + rs(AN, 30), 1)], api="api.mollie.com/v2"),
    V("GoCardless", "eu", [("GOCARDLESS_ACCESS_TOKEN", lambda: "live_" + rs(B64U, 40), 1)], api="api.gocardless.com"),
    V("Adyen", "eu", [("ADYEN_API_KEY", g_adyen, 1)], hdr=("X-API-Key", "{}"), api="checkout-live.adyen.com"),
    V("Scaleway", "eu", [("SCW_ACCESS_KEY", lambda: "SCW" + rs(ANU, 17), 1), ("SCW_SECRET_KEY", uuid4, 1)], hdr=("X-Auth-Token", "{}"),
      api="api.scaleway.com"),
    V("OVHcloud", "eu", [("OVH_APPLICATION_KEY", lambda: rs(AN, 16), 0), ("OVH_APPLICATION_SECRET", lambda: rs(AN, 32), 1),
                         ("OVH_CONSUMER_KEY", lambda: rs(AN, 32), 1)], hdr=None, api="eu.api.ovh.com"),
    V("Hetzner", "eu", [("HCLOUD_TOKEN", lambda: rs(AN, 64), 1)], api="api.hetzner.cloud/v1"),
    V("Bitbucket", "eu", [("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + rs(AN, 28) + rs(HEXU, 8), 1)], hdr=None, api="api.bitbucket.org"),
    V("SumUp", "eu", [("SUMUP_API_KEY", lambda: "sup_sk_" + rs(AN, 32), 1)], api="api.sumup.com"),
    V("Wise", "eu", [("WISE_API_TOKEN", uuid4, 1)], api="api.transferwise.com"),
    V("Checkout.com", "eu", [("CKO_SECRET_KEY", lambda: "sk_sbox_" + rs(ANL, 26), 1)], hdr=("Authorization", "{}"),
      api="api.sandbox.checkout.com"),
    V("Mistral", "eu", [("MISTRAL_API_KEY", lambda: rs(AN, 32), 1)], api="api.mistral.ai"),
    V("Yandex Cloud", "eu", [("YC_TOKEN", lambda: "y0_" + rs(B64U, 55), 1)], hdr=("Authorization", "OAuth {}"),
      api="resource-manager.api.cloud.yandex.net"),
    V("Yandex API key", "eu", [("YC_API_KEY", lambda: "AQVN" + rs(B64U, 36), 1)], hdr=("Authorization", "Api-Key {}"),
      api="llm.api.cloud.yandex.net"),
]
VENDOR_BY_NAME = {v["name"]: v for v in VENDORS}


def vgen(v):
    """generate one credential set for a vendor: list of (ENV_NAME, value, is_secret)"""
    return [(k, g(), bool(sec)) for (k, g, sec) in v["items"]]


# --------------------------------------------------------------------------------------
# passwords of people and services
# --------------------------------------------------------------------------------------
SYMS = "!@#$%^&*-_=+?.~"
PUNCT = "!@#$%^&*()-_=+[]{};:,.<>?/~|"
CAPWORDS = ["Summer", "Winter", "Spring", "Autumn", "Dragon", "Tiger", "Busan", "Seoul", "Jeju", "Hana",
            "Minsu", "Sunny", "Happy", "Galaxy", "Orange", "Monday", "Coffee", "Rocket", "Silver", "Blue",
            "Tokyo", "Berlin", "Panda", "Hunter", "Lucky", "Nabi", "Doyoon", "Jisoo", "Chanel", "Yuna"]

# Korean 2-set (dubeolsik) keyboard: Hangul typed with the IME off
_CHO = "r R s e E f a q Q t T d w W c z x v g".split()
_JUNG = "k o i O j p u P h hk ho hl y n nj np nl b m ml l".split()
_JONG = [""] + "r R rt s sw sg e f fr fa fq ft fx fv fg a q qt t T d w c z x v g".split()


def kbd(hangul):
    out = []
    for ch in hangul:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(_CHO[c // 588] + _JUNG[(c % 588) // 28] + _JONG[c % 28])
        else:
            out.append(ch)
    return "".join(out)


def _pw_raw(style):
    if style == "human":
        f = ri(0, 5)
        if f == 0:
            return pick(CAPWORDS) + str(ri(1985, 2026)) + pick(SYMS)
        if f == 1:
            return pick(CAPWORDS) + pick("@#!$") + rs(DIG, ri(2, 4)) + pick(CAPWORDS).lower()
        if f == 2:
            return pick(WORDS).capitalize() + pick(SYMS) + "%02d%02d" % (ri(1, 12), ri(1, 28))
        if f == 3:
            w = pick(WORDS)
            return w[0].upper() + w[1:].replace("a", "@").replace("o", "0").replace("e", "3") + str(ri(10, 999)) + pick("!?#")
        if f == 4:
            return pick(CAPWORDS).lower() + pick(["_", ".", ""]) + pick(CAPWORDS) + str(ri(1, 99)) + pick("!*")
        return pick(CAPWORDS) + pick(CAPWORDS) + str(ri(0, 9999)).zfill(4)
    if style == "pass":
        sep = pick(["-", " ", ".", "_", "", "-"])
        ws = sample(WORDS, ri(3, 5))
        if sep == "":
            ws = [w.capitalize() for w in ws]
        s = sep.join(ws)
        if chance(0.5):
            s += sep + str(ri(1, 99))
        return s
    if style == "punct":
        while True:
            s = rs(AN + PUNCT + PUNCT, ri(14, 24))
            if sum(ch in PUNCT for ch in s) >= 4:
                return s
    if style == "korkbd":
        s = kbd("".join(sample(KWORDS, ri(1, 2))))
        return s + pick(["", "!", "@", "#", "^^"]) + str(ri(1, 9999)) + pick(["", "!", "*", "~"])
    if style == "hangul":
        s = "".join(sample(KWORDS, ri(2, 3)))
        return s + pick(["", "!", "@", "#", "^^", "~"]) + str(ri(0, 2026)) + pick(["", "!", "*"])
    if style == "gen":
        return rs(AN, ri(16, 32))
    if style == "gensym":
        return rs(AN + "!@#%^*-_", ri(16, 28))
    if style == "pin":
        return rs(DIG, 8)
    raise ValueError(style)


PW_STYLES = ["human", "human", "pass", "punct", "korkbd", "hangul", "gen", "gensym"]


def pw(style=None, avoid="", minlen=8):
    while True:
        s = _pw_raw(style or pick(PW_STYLES))
        if len(s) >= minlen and not any(c in avoid for c in s) and s == s.strip():
            return s


AV_SQ = "'\\"                  # inside single quotes in a shell
AV_DQ = "\"\\$`!"              # inside double quotes in a shell
AV_BARE = " '\"\\$`!&|;<>()*?#~{}[]^"   # bare shell word
AV_YAML = "'\"\\#:{}[],&*!|>%@`"
AV_JSON = "\"\\"
AV_XML = "<>&\"'"
AV_CONN = ";'\"="             # ADO/JDBC style key=value;...
AV_INI = ";#\"'= "


def pct(s):
    return urllib.parse.quote(s, safe="")


# --------------------------------------------------------------------------------------
# private keys (PEM bodies), TOTP seeds, recovery codes, PINs, cookies, signed URLs
# --------------------------------------------------------------------------------------
def _pem(label, body_b64, width=64):
    lines = wrap(body_b64, width)
    return ["-----BEGIN %s-----" % label] + lines + ["-----END %s-----" % label], lines


def key_ec():
    der = (bytes.fromhex("30770201010420") + rb(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rb(64))
    return _pem("EC PRIVATE KEY", b64(der))


def key_ed25519_pkcs8():
    der = bytes.fromhex("302e020100300506032b657004220420") + rb(32)
    return _pem("PRIVATE KEY", b64(der))


def key_rsa_partial(nlines):
    body = "MIIEpAIBAAKCAQEA" + rs(B64, 48) + "".join(rs(B64, 64) for _ in range(nlines - 1))
    block, lines = _pem("RSA PRIVATE KEY", body)
    return block[:-1] + ["...", block[-1]], lines


def key_pkcs8_rsa_partial(nlines):
    body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + rs(B64, 14) + "".join(rs(B64, 64) for _ in range(nlines - 1))
    return _pem("PRIVATE KEY", body)


def _sshstr(b):
    return struct.pack(">I", len(b)) + b


def key_openssh(comment):
    pk = rb(32)
    sk = rb(32)
    pub = _sshstr(b"ssh-ed25519") + _sshstr(pk)
    chk = rb(4)
    priv = chk + chk + _sshstr(b"ssh-ed25519") + _sshstr(pk) + _sshstr(sk + pk) + _sshstr(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + struct.pack(">I", 1)
            + _sshstr(pub) + _sshstr(priv))
    return _pem("OPENSSH PRIVATE KEY", b64(blob), 70)


def key_pgp_partial(nlines):
    body = "lQ" + pick("OVW") + pick("YGX") + "BG" + rs(B64, 58) + "".join(rs(B64, 64) for _ in range(nlines - 1))
    lines = wrap(body, 64)
    block = ["-----BEGIN PGP PRIVATE KEY BLOCK-----", ""] + lines + ["...", "=" + rs(B64, 4),
                                                                      "-----END PGP PRIVATE KEY BLOCK-----"]
    return block, lines


def ssh_pub_ed25519(comment):
    blob = _sshstr(b"ssh-ed25519") + _sshstr(rb(32))
    return "ssh-ed25519 %s %s" % (b64(blob), comment)


def ssh_pub_rsa(comment):
    blob = _sshstr(b"ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + rb(256))
    return "ssh-rsa %s %s" % (b64(blob), comment)


def totp_seed():
    return rs(B32, pick([16, 32, 32, 26]))


def totp_grouped():
    s = rs(B32, 32).lower()
    return " ".join(wrap(s, 4))


def codes_github(n):
    return [rs(HEX, 5) + "-" + rs(HEX, 5) for _ in range(n)]


def codes_google(n):
    return ["%04d %04d" % (ri(0, 9999), ri(0, 9999)) for _ in range(n)]


def codes_gitlab(n):
    return [rs(HEX, 16) for _ in range(n)]


def bitlocker_key():
    return "-".join("%06d" % (ri(0, 65535) * 11) for _ in range(8))


def cookie_value(kind):
    if kind == "sessionid":
        return rs(ANL, 32)
    if kind == "connect.sid":
        return "s%3A" + rs(B64U, 32) + "." + pct(b64(rb(32)).rstrip("="))
    if kind == "JSESSIONID":
        return rs(HEXU, 32)
    if kind == "PHPSESSID":
        return rs(ANL, 26)
    if kind == "_app_session":
        return pct(b64(rb(ri(90, 140)))) + "--" + rs(HEX, 40)
    if kind == "__Secure-next-auth.session-token":
        return "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs(B64U, 22) + "." + rs(B64U, ri(300, 420)) + "." + rs(B64U, 22)
    if kind == "laravel_session":
        inner = json.dumps({"iv": b64(rb(16)), "value": b64(rb(48)), "mac": rs(HEX, 64), "tag": ""}, separators=(",", ":"))
        return pct(b64s(inner))
    raise ValueError(kind)


COOKIE_KINDS = ["sessionid", "connect.sid", "JSESSIONID", "PHPSESSID", "_app_session",
                "__Secure-next-auth.session-token", "laravel_session"]


def amz_date():
    return "%d%02d%02dT%02d%02d%02dZ" % (pick([2025, 2026]), ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59))


def signed_url(n, kind):
    """returns url; registers the secret parts in note n"""
    bucket = pick(["acme-exports", "hanbit-media", "mirae-reports", "kumo-assets", "nw-backups", "tidepool-uploads"])
    obj = pick(["exports/%s/report.csv" % day(), "invoices/%s.pdf" % rs(DIG, 8), "backups/db-%s.sql.gz" % day(),
                "media/%s.mp4" % uuid4(), "tmp/upload-%s.zip" % rs(HEX, 8)])
    if kind == "s3":
        reg = pick(REGIONS)
        d = amz_date()
        temp = chance(0.4)
        akid = ("ASIA" if temp else "AKIA") + rs(B32, 16)
        sig = rs(HEX, 64)
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%s&X-Amz-Expires=%d" % (bucket, reg, obj, n.s(akid), d[:8], reg, d, pick([300, 900, 3600, 604800])))
        if temp:
            tok = pct("IQoJb3JpZ2luX2VjE" + rs(B64, ri(180, 260)))
            url += "&X-Amz-Security-Token=" + n.s(tok)
        url += "&X-Amz-SignedHeaders=host&X-Amz-Signature=" + n.s(sig)
        return url
    if kind == "gcs":
        sa = "%s@%s.iam.gserviceaccount.com" % (pick(["signer", "exporter", "uploader"]), pick(["acme-prod", "hanbit-data", "kumo-ml"]) + "-" + rs(DIG, 4))
        d = amz_date()
        sig = rs(HEX, 512)
        return ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
                "&X-Goog-Date=%s&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s" % (bucket, obj, pct(sa), d[:8], d, n.s(sig)))
    if kind == "azure":
        acct = pick(["acmeprod", "hanbitdata", "miraestore", "kumoblob"]) + rs(DIG, 2)
        sig = n.s(pct(b64(rb(32))))
        return ("https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=%sZ&st=%sZ&spr=https&sig=%s"
                % (acct, bucket, obj, ts(2026), ts(2025), sig))
    if kind == "cloudfront":
        sig = n.s(rs(B64U.replace("_", "~"), 172) + "__")
        return "https://d%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (rs(ANL, 13), obj, epoch(), sig, rs(ANU, 13))
    if kind == "oss":
        akid = n.s("LTAI5t" + rs(AN, 18))
        sig = n.s(pct(b64(rb(20))))
        return "https://%s.oss-cn-hangzhou.aliyuncs.com/%s?OSSAccessKeyId=%s&Expires=%d&Signature=%s" % (bucket, obj, akid, epoch(), sig)
    raise ValueError(kind)


def webhook(n, kind):
    """returns (url, vendor name); registers the secret part"""
    if kind == "slack":
        tok = n.s(rs(AN, 24))
        return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(ANU, ri(8, 10)), rs(ANU, ri(8, 10)), tok), "Slack"
    if kind == "discord":
        tok = n.s(rs(B64U, 68))
        return "https://discord.com/api/webhooks/%s/%s" % (dd(19), tok), "Discord"
    if kind == "gchat":
        key = n.s("AIzaSy" + rs(B64U, 33))
        tok = n.s(rs(B64U, 43) + "%3D")
        return "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(AN, 7), key, tok), "Google Chat"
    if kind == "dingtalk":
        tok = n.s(rs(HEX, 64))
        return "https://oapi.dingtalk.com/robot/send?access_token=%s" % tok, "DingTalk"
    if kind == "feishu":
        tok = n.s(uuid4())
        return "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % tok, "Feishu"
    if kind == "teams":
        sig = n.s(rs(B64U, 43))
        return ("https://prod-%02d.%s.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke?api-version=2016-06-01"
                "&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s" % (ri(1, 99), pick(["westus", "koreacentral", "japaneast"]), rs(HEX, 32), sig)), "Microsoft Teams"
    if kind == "mattermost":
        tok = n.s(rs(ANL, 26))
        return "https://chat.%s/hooks/%s" % (corp(), tok), "Mattermost"
    if kind == "kakaowork":
        tok = n.s(rs(HEX, 32))
        return "https://kakaowork.com/bots/hook/%s" % tok, "Kakao Work"
    if kind == "jandi":
        tok = n.s(rs(HEX, 32))
        return "https://wh.jandi.com/connect-api/webhook/%s/%s" % (dd(8), tok), "JANDI"
    raise ValueError(kind)


WEBHOOK_KINDS = ["slack", "discord", "gchat", "dingtalk", "feishu", "teams", "mattermost", "kakaowork", "jandi"]


# --------------------------------------------------------------------------------------
# containers: render (ENV_NAME, value, is_secret) pairs the way they are pasted in notes
# --------------------------------------------------------------------------------------
def k_lower(k):
    return k.lower()


def k_camel(k):
    p = k.lower().split("_")
    return p[0] + "".join(x.capitalize() for x in p[1:])


def k_pascal(k):
    return "".join(x.capitalize() for x in k.lower().split("_"))


def k_dot(k):
    return k.lower().replace("_", ".")


def k_kebab(k):
    return k.lower().replace("_", "-")


def q_sh(v):
    if any(c in v for c in "'"):
        return '"%s"' % v
    if any(c in v for c in " \"$`\\!&|;<>()*?#~{}[]^,"):
        return "'%s'" % v
    return pick([v, v, '"%s"' % v, "'%s'" % v])


def q_yaml(v):
    if any(c in v for c in ":#{}[],&*!|>'\"%@`") or v[:1] in "-?=" or v.isdigit():
        if "'" in v:
            return json.dumps(v, ensure_ascii=False)
        return pick(['"%s"' % v if '"' not in v and "\\" not in v else "'%s'" % v, "'%s'" % v])
    return pick([v, v, '"%s"' % v if '"' not in v and "\\" not in v else v])


def benign_pairs(k):
    pool = [("LOG_LEVEL", pick(["info", "debug", "warn"])), ("PORT", str(pick([3000, 8080, 8000, 9090]))),
            ("APP_ENV", env()), ("AWS_REGION", pick(REGIONS)), ("DB_HOST", int_host("db")),
            ("FEATURE_FLAGS", pick(["new-checkout,fast-search", "beta-ui", "none"])), ("TIMEOUT_MS", str(pick([3000, 5000, 15000]))),
            ("CACHE_TTL", str(pick([60, 300, 3600]))), ("S3_BUCKET", pick(["acme-exports", "hanbit-media", "kumo-assets"])),
            ("SERVICE_NAME", svc()), ("TZ", pick(["Asia/Seoul", "UTC", "Asia/Tokyo"])), ("WORKERS", str(ri(2, 16)))]
    return sample(pool, k)


def mix_pairs(pairs, nb):
    out = list(pairs)
    for b in benign_pairs(nb):
        out.insert(ri(0, len(out)), (b[0], b[1], False))
    return out


def reg(n, pairs):
    for k, v, sec in pairs:
        if sec:
            n.s(v)


def c_dotenv(n, pairs, v):
    pairs = mix_pairs(pairs, ri(0, 3))
    reg(n, pairs)
    lines = []
    for k, val, sec in pairs:
        lines.append("%s=%s" % (k, q_sh(val) if sec else val))
    if chance(0.3):
        lines.insert(0, "# %s" % pick(["local overrides", "copied from 1password on " + day(), "do not commit", "staging values"]))
    return pick([".env", ".env.local", ".env.%s" % env(), "apps/%s/.env" % svc()]), "", "\n".join(lines)


def c_export(n, pairs, v):
    reg(n, pairs)
    lines = ["export %s=%s" % (k, q_sh(val)) for k, val, sec in pairs]
    where = pick(["~/.zshrc", "~/.bashrc", "scripts/env.sh", "the terminal", "~/.profile", ".envrc"])
    return where, "bash", "\n".join(lines)


def c_inline(n, pairs, v):
    reg(n, pairs)
    cmd = pick(["npm run sync", "python -m jobs.backfill --since %s" % day(), "./gradlew bootRun", "go run ./cmd/worker",
                "node scripts/reindex.js", "make e2e", "yarn dev", "bundle exec rake import", "uv run pytest -k integration",
                "docker compose up %s" % svc()])
    pre = " ".join("%s=%s" % (k, q_sh(val)) for k, val, sec in pairs)
    return "the command line", "bash", pick(["$ ", ""]) + pre + " " + cmd


def c_yaml(n, pairs, v):
    pairs = mix_pairs(pairs, ri(0, 2))
    reg(n, pairs)
    sect = k_lower(v["name"].split()[0].replace(".", "").replace("(", "").replace(")", ""))
    lines = [pick(["%s:" % sect, "integrations:\n  %s:" % sect, "clients:\n  %s:" % sect])]
    ind = "  " * lines[0].count(":")
    style = pick([k_lower, k_camel])
    for k, val, sec in pairs:
        kk = style(k)
        if kk.startswith(sect + "_"):
            kk = kk[len(sect) + 1:]
        lines.append("%s%s: %s" % (ind, kk, q_yaml(val)))
    return pick(["config/%s.yaml" % env(), "config/settings.yml", "application.yml", "values-%s.yaml" % env()]), "yaml", "\n".join(lines)


def c_json(n, pairs, v):
    pairs = mix_pairs(pairs, ri(0, 2))
    reg(n, pairs)
    style = pick([k_pascal, k_camel, k_lower])
    inner = {style(k): val for k, val, sec in pairs}
    obj = {pick([v["name"].split()[0].replace(".", ""), "Integrations", "credentials"]): inner}
    txt = json.dumps(obj, ensure_ascii=False, indent=pick([2, 2, 4]))
    return pick(["appsettings.%s.json" % pick(["Development", "Production", "Staging"]), "config.json", "secrets.local.json",
                 "firebase-functions/.runtimeconfig.json"]), "json", txt


def c_toml(n, pairs, v):
    reg(n, pairs)
    sect = k_lower(v["name"].split()[0].replace(".", ""))
    lines = ["[%s]" % pick([sect, "integrations." + sect, "tool.%s" % sect])]
    for k, val, sec in pairs:
        lines.append('%s = "%s"' % (k_lower(k), val))
    for k, val in benign_pairs(ri(0, 2)):
        lines.append('%s = "%s"' % (k.lower(), val))
    return pick(["config.toml", "settings.toml", ".streamlit/secrets.toml", "wrangler.toml"]), "toml", "\n".join(lines)


def c_ini(n, pairs, v):
    reg(n, pairs)
    sect = v["name"].split()[0].lower().replace(".", "")
    lines = ["[%s]" % pick([sect, sect + ":" + env(), "default"])]
    for k, val, sec in pairs:
        lines.append("%s = %s" % (k_lower(k), val))
    return pick(["settings.ini", "config/app.cfg", "setup.cfg", "deploy.ini"]), "ini", "\n".join(lines)


def c_properties(n, pairs, v):
    pairs = mix_pairs(pairs, ri(0, 2))
    reg(n, pairs)
    pre = pick(["", "app.", "integration."])
    lines = ["%s%s=%s" % (pre, pick([k_dot, k_kebab])(k), val) for k, val, sec in pairs]
    return pick(["application.properties", "application-%s.properties" % env(), "gradle.properties", "src/main/resources/app.properties"]), "properties", "\n".join(lines)


def c_xml(n, pairs, v):
    reg(n, pairs)
    if chance(0.5):
        lines = ["<appSettings>"] + ['  <add key="%s" value="%s" />' % (k_pascal(k), val) for k, val, sec in pairs] + ["</appSettings>"]
        return "web.config", "xml", "\n".join(lines)
    lines = ["<configuration>"] + ["  <%s>%s</%s>" % (k_camel(k), val, k_camel(k)) for k, val, sec in pairs] + ["</configuration>"]
    return pick(["conf/integration.xml", "src/main/resources/beans.xml", "jenkins/config.xml"]), "xml", "\n".join(lines)


def c_k8s_string(n, pairs, v):
    reg(n, pairs)
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-%s" % (svc(), pick(["secrets", "creds", "env"])),
             "  namespace: %s" % env(), "type: Opaque", "stringData:"]
    lines += ["  %s: %s" % (k, q_yaml(val)) for k, val, sec in pairs]
    return pick(["k8s/secret.yaml", "deploy/%s/secret.yaml" % env(), "manifests/secrets.yaml"]), "yaml", "\n".join(lines)


def c_k8s_data(n, pairs, v):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s" % svc(), "type: Opaque", "data:"]
    for k, val, sec in pairs:
        enc = b64s(val)
        if sec:
            n.s(enc)
        lines.append("  %s: %s" % (k, enc))
    return pick(["k8s/secret.yaml", "the output of kubectl get secret -o yaml"]), "yaml", "\n".join(lines)


def c_compose(n, pairs, v):
    pairs = mix_pairs(pairs, ri(0, 2))
    reg(n, pairs)
    s = svc()
    lines = ["services:", "  %s:" % s, "    image: ghcr.io/%s/%s:%s" % (corp().split(".")[0], s, pick(["latest", "1.%d.%d" % (ri(0, 20), ri(0, 9))])),
             "    environment:"]
    if chance(0.5):
        lines += ["      - %s=%s" % (k, val) for k, val, sec in pairs]
    else:
        lines += ["      %s: %s" % (k, q_yaml(val)) for k, val, sec in pairs]
    return "docker-compose.yml", "yaml", "\n".join(lines)


def c_dockerfile(n, pairs, v):
    reg(n, pairs)
    lines = ["FROM %s" % pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22"]),
             "WORKDIR /app"]
    kw = pick(["ENV", "ARG"])
    lines += ["%s %s=%s" % (kw, k, val) for k, val, sec in pairs]
    lines += ["COPY . .", pick(['CMD ["python", "-m", "app"]', 'CMD ["node", "dist/index.js"]', "RUN ./build.sh"])]
    return "Dockerfile", "dockerfile", "\n".join(lines)


def c_gha(n, pairs, v):
    reg(n, pairs)
    lines = ["jobs:", "  %s:" % pick(["deploy", "test", "release", "sync"]), "    runs-on: ubuntu-latest", "    env:"]
    lines += ["      %s: %s" % (k, q_yaml(val)) for k, val, sec in pairs]
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: %s" % pick(["make deploy", "npm test", "./scripts/release.sh"])]
    return ".github/workflows/%s.yml" % pick(["deploy", "ci", "nightly"]), "yaml", "\n".join(lines)


def c_gitlab(n, pairs, v):
    reg(n, pairs)
    lines = ["variables:"] + ['  %s: "%s"' % (k, val) for k, val, sec in pairs]
    lines += ["", "%s:" % pick(["deploy", "integration"]), "  stage: %s" % pick(["deploy", "test"]), "  script:",
              "    - %s" % pick(["./deploy.sh", "pytest -m integration", "make release"])]
    return ".gitlab-ci.yml", "yaml", "\n".join(lines)


def c_terraform(n, pairs, v):
    reg(n, pairs)
    if chance(0.5):
        lines = ['%s = "%s"' % (k_lower(k), val) for k, val, sec in pairs]
        return "terraform.tfvars", "hcl", "\n".join(lines)
    pname = k_lower(v["name"].split()[0].replace(".", ""))
    lines = ['provider "%s" {' % pname] + ['  %s = "%s"' % (k_lower(k).split("_", 1)[-1], val) for k, val, sec in pairs] + ["}"]
    return pick(["main.tf", "providers.tf", "infra/%s/main.tf" % env()]), "hcl", "\n".join(lines)


def c_code(n, pairs, v):
    reg(n, pairs)
    lang = pick(["python", "js", "ts", "go", "java", "csharp", "ruby", "php", "kotlin", "rust", "swift", "sh"])
    L = []
    for k, val, sec in pairs:
        if lang == "python":
            L.append(pick(['%s = os.environ.get("%s", "%s")' % (k, k, val), '%s = "%s"' % (k, val)]))
        elif lang in ("js", "ts"):
            L.append(pick(['const %s = process.env.%s ?? "%s";' % (k_camel(k), k, val), "const %s = '%s';" % (k, val)]))
        elif lang == "go":
            L.append('const %s = "%s"' % (k_camel(k), val))
        elif lang == "java":
            L.append('private static final String %s = "%s";' % (k, val))
        elif lang == "csharp":
            L.append('var %s = Environment.GetEnvironmentVariable("%s") ?? "%s";' % (k_camel(k), k, val))
        elif lang == "ruby":
            L.append('%s = ENV.fetch("%s", "%s")' % (k_lower(k), k, val))
        elif lang == "php":
            L.append("define('%s', '%s');" % (k, val))
        elif lang == "kotlin":
            L.append('val %s = System.getenv("%s") ?: "%s"' % (k_camel(k), k, val))
        elif lang == "rust":
            L.append('let %s = std::env::var("%s").unwrap_or_else(|_| "%s".to_string());' % (k_lower(k), k, val))
        elif lang == "swift":
            L.append('let %s = "%s"' % (k_camel(k), val))
        else:
            L.append('%s="${%s:-%s}"' % (k, k, val))
    fname = {"python": "client.py", "js": "src/client.js", "ts": "src/lib/%s.ts" % k_camel(v["items"][0][0]), "go": "internal/client/config.go",
             "java": "src/main/java/com/%s/Config.java" % corp().split(".")[0].replace("-", ""), "csharp": "Startup.cs", "ruby": "config/initializers/client.rb",
             "php": "config/services.php", "kotlin": "Config.kt", "rust": "src/config.rs", "swift": "Sources/App/Secrets.swift", "sh": "scripts/run.sh"}[lang]
    hl = {"js": "javascript", "ts": "typescript", "csharp": "csharp", "sh": "bash"}.get(lang, lang)
    return fname, hl, "\n".join(L)


def _first_secret(pairs):
    for k, val, sec in pairs:
        if sec:
            return k, val
    raise ValueError("no secret")


def _auth(v, val):
    h = v["hdr"]
    return "%s: %s" % (h[0], h[1].format(val))


def _url(v, val, path=None):
    p = path or pick(["/v1/items", "/v2/status", "/api/search", "/v1/query", "/status.json"])
    return "https://%s%s?%s=%s" % (v["api"].rstrip("/"), p, v["q"], val)


def c_curl(n, pairs, v):
    k, val = _first_secret(pairs)
    n.s(val)
    if v["hdr"] and (not v["q"] or chance(0.6)):
        hs = _auth(v, val)
        return "the terminal", "bash", "curl -sS %s -H %s -H 'Content-Type: application/json' https://%s%s" % (
            pick(["-X GET", "-X POST", ""]), "'%s'" % hs if '"' in hs else '"%s"' % hs, v["api"], pick(["/v1/me", "/v2/accounts", "/api/health", "/v1/users?limit=1"]))
    return "the terminal", "bash", "curl -s '%s'" % _url(v, val)


def c_http(n, pairs, v):
    k, val = _first_secret(pairs)
    n.s(val)
    host = v["api"].split("/")[0]
    return "the request dump", "http", "%s %s HTTP/1.1\nHost: %s\n%s\nAccept: application/json\nUser-Agent: %s/%s" % (
        pick(["GET", "POST"]), pick(["/v1/me", "/v2/accounts", "/api/events"]), host, _auth(v, val), svc(), "1.%d.%d" % (ri(0, 9), ri(0, 20)))


def c_log(n, pairs, v):
    k, val = _first_secret(pairs)
    n.s(val)
    t = ts()
    if v["hdr"] and (not v["q"] or chance(0.5)):
        line = "%sZ DEBUG [%s] outgoing request headers={'%s': '%s', 'Accept': 'application/json'}" % (
            t, svc(), v["hdr"][0], v["hdr"][1].format(val))
    else:
        line = "%sZ INFO  http.client GET %s -> %d (%dms)" % (t, _url(v, val), pick([200, 401, 403, 429]), ri(20, 900))
    extra = "%sZ WARN  [%s] retrying in %ds" % (t, svc(), pick([1, 2, 5]))
    return "the %s pod logs" % env(), "", line + "\n" + extra


def c_traceback(n, pairs, v):
    k, val = _first_secret(pairs)
    n.s(val)
    if v["q"] and (not v["hdr"] or chance(0.5)):
        return "the worker traceback", "", ("Traceback (most recent call last):\n  File \"/app/jobs/sync.py\", line %d, in run\n    resp.raise_for_status()\n"
                                            "requests.exceptions.HTTPError: %d Client Error: Unauthorized for url: %s" % (ri(20, 300), pick([401, 403]), _url(v, val)))
    return "the worker traceback", "", ("Traceback (most recent call last):\n  File \"/app/clients/api.py\", line %d, in call\n    raise AuthError(f\"rejected {self.headers}\")\n"
                                        "clients.errors.AuthError: rejected {'%s': '%s'}" % (ri(20, 300), v["hdr"][0], v["hdr"][1].format(val)))


def c_url(n, pairs, v):
    k, val = _first_secret(pairs)
    n.s(val)
    return "the browser address bar", "", _url(v, val)


def c_diff(n, pairs, v):
    lines = ["--- a/%s" % pick([".env.example", "config/prod.env", "deploy/values.yaml"]), "+++ b/%s" % pick([".env.example", "config/prod.env", "deploy/values.yaml"]), "@@ -%d,%d +%d,%d @@" % (ri(3, 40), 3, ri(3, 40), 3)]
    gens = {kk: g for kk, g, s in v["items"]}
    for k, val, sec in pairs:
        if sec:
            old = gens[k]()
            n.s(old)
            n.s(val)
            lines += ["-%s=%s" % (k, old), "+%s=%s" % (k, val)]
        else:
            lines.append(" %s=%s" % (k, val))
    return "the diff of commit %s" % rs(HEX, 7), "diff", "\n".join(lines)


def c_table(n, pairs, v):
    reg(n, pairs)
    lines = ["| key | value | scope |", "|---|---|---|"]
    for k, val, sec in pairs:
        lines.append("| %s | %s | %s |" % (k, val, env()))
    return "the runbook table", "", "\n".join(lines)


def c_chat(n, pairs, v):
    reg(n, pairs)
    who = pick(PEOPLE_EN + PEOPLE_KO)
    body = "\n".join("%s=%s" % (k, val) for k, val, sec in pairs)
    msg = pick(["[%s] %s: here you go, %s creds for %s\n%s" % (ts()[11:16], who, v["name"], env(), body),
                "%s  %s\n> %s creds (don't share)\n%s" % (who, ts()[11:16], v["name"], body),
                "[%s] %s: %s 키 여기요\n%s" % (ts()[11:16], who, v["name"], body)])
    return "the Slack thread", "", msg


def c_systemd(n, pairs, v):
    reg(n, pairs)
    lines = ["[Service]"] + ['Environment="%s=%s"' % (k, val) for k, val, sec in pairs] + ["ExecStart=/opt/%s/bin/server" % svc()]
    return "/etc/systemd/system/%s.service" % svc(), "ini", "\n".join(lines)


def c_powershell(n, pairs, v):
    reg(n, pairs)
    return "PowerShell", "powershell", "\n".join('$env:%s = "%s"' % (k, val) for k, val, sec in pairs)


def c_kubectl(n, pairs, v):
    reg(n, pairs)
    lits = " ".join("--from-literal=%s=%s" % (k, val) for k, val, sec in pairs)
    return "the shell history", "bash", "kubectl -n %s create secret generic %s-creds %s" % (env(), svc(), lits)


def c_cli_set(n, pairs, v):
    reg(n, pairs)
    tool = pick(["gh secret set {k} --body {v}", "fly secrets set {k}={v}", "heroku config:set {k}={v} -a %s" % svc(),
                 "vercel env add {k} production <<< {v}", "doppler secrets set {k}={v}", "railway variables --set {k}={v}"])
    return "the shell history", "bash", "\n".join(tool.format(k=k, v=q_sh(val)) for k, val, sec in pairs)


def c_launch(n, pairs, v):
    reg(n, pairs)
    envd = {k: val for k, val, sec in pairs}
    obj = {"name": "Debug %s" % svc(), "type": pick(["python", "node", "go"]), "request": "launch", "env": envd}
    return ".vscode/launch.json", "json", json.dumps(obj, ensure_ascii=False, indent=2)


def c_notebook(n, pairs, v):
    reg(n, pairs)
    lines = ["# cell %d" % ri(2, 30)] + [pick(['%%env %s=%s' % (k, val), 'os.environ["%s"] = "%s"' % (k, val)]) for k, val, sec in pairs]
    return "notebooks/%s.ipynb" % pick(["explore", "backfill", "eda-%s" % day()]), "python", "\n".join(lines)


def c_crontab(n, pairs, v):
    reg(n, pairs)
    pre = " ".join("%s=%s" % (k, val) for k, val, sec in pairs)
    return "crontab -l", "", "%s %s /opt/%s/bin/sync.sh >> /var/log/sync.log 2>&1" % (pick(["*/5 * * * *", "0 3 * * *", "15 * * * *"]), pre, svc())


def c_awscreds(n, pairs, v):
    reg(n, pairs)
    prof = pick(["default", env(), "%s-%s" % (svc(), env())])
    lines = ["[%s]" % prof] + ["%s = %s" % (k_lower(k) if v["name"] == "AWS" else k_lower(k), val) for k, val, sec in pairs]
    if v["name"] == "AWS":
        lines = ["[%s]" % prof, "aws_access_key_id = %s" % pairs[0][1], "aws_secret_access_key = %s" % pairs[1][1], "region = %s" % pick(REGIONS)]
        return "~/.aws/credentials", "ini", "\n".join(lines)
    return "~/.config/%s/credentials" % v["name"].split()[0].lower(), "ini", "\n".join(lines)


def c_prose(n, pairs, v):
    reg(n, pairs)
    parts = ["%s = %s" % (k, val) for k, val, sec in pairs]
    if n.L == "en":
        return None, None, pick(["The values that worked were ", "Working values: ", "For the record, "]) + "; ".join(parts) + "."
    return None, None, pick(["동작한 값은 ", "실제로 된 값: ", "참고로 "]) + ", ".join(parts) + pick([" 이었음.", " 임.", ""])


CONTAINERS = [
    ("dotenv", c_dotenv, 0), ("export", c_export, 0), ("inline env", c_inline, 0), ("YAML config", c_yaml, 0),
    ("JSON config", c_json, 0), ("TOML", c_toml, 0), ("INI", c_ini, 0), ("properties", c_properties, 0), ("XML", c_xml, 0),
    ("k8s Secret stringData", c_k8s_string, 0), ("k8s Secret data (base64)", c_k8s_data, 0), ("docker-compose", c_compose, 0),
    ("Dockerfile", c_dockerfile, 0), ("GitHub Actions", c_gha, 0), ("GitLab CI", c_gitlab, 0), ("Terraform", c_terraform, 0),
    ("source code", c_code, 0), ("source code", c_code, 0), ("curl", c_curl, 1), ("raw HTTP request", c_http, 1),
    ("log line", c_log, 1), ("stack trace", c_traceback, 1), ("URL query", c_url, 2), ("git diff", c_diff, 0),
    ("markdown table", c_table, 0), ("chat message", c_chat, 0), ("systemd unit", c_systemd, 0), ("PowerShell", c_powershell, 0),
    ("kubectl create secret", c_kubectl, 0), ("secrets CLI", c_cli_set, 0), ("launch.json", c_launch, 0), ("notebook cell", c_notebook, 0),
    ("crontab", c_crontab, 0), ("credentials file", c_awscreds, 3), ("inline prose", c_prose, 0),
]


def container_ok(req, v):
    if req == 1:
        return bool(v["hdr"] or v["q"])
    if req == 2:
        return bool(v["q"])
    if req == 3:
        return sum(1 for it in v["items"] if it[2]) >= 2
    return True


WHERE_LABEL_KO = {"the terminal": "터미널", "the command line": "커맨드 라인", "the Slack thread": "슬랙 스레드",
            "the request dump": "요청 덤프", "the worker traceback": "워커 트레이스백", "the browser address bar": "브라우저 주소창",
            "the runbook table": "런북 표", "the shell history": "셸 히스토리", "crontab -l": "crontab -l 출력",
            "the output of kubectl get secret -o yaml": "kubectl get secret -o yaml 출력", "the deploy config": "배포 설정"}


def is_file(where):
    return not (where.startswith("the ") or " " in where or where in ("PowerShell",))


def where_text(L, where):
    if L == "en":
        return where
    if where in WHERE_LABEL_KO:
        return WHERE_LABEL_KO[where]
    if where.startswith("the diff of commit "):
        return "커밋 %s의 diff" % where.split()[-1]
    if where.endswith(" pod logs"):
        return where[4:-9] + " 파드 로그"
    return where


# --------------------------------------------------------------------------------------
# prose frames shared by the secret families
# --------------------------------------------------------------------------------------
def fmt(s, **kw):
    for k, v in kw.items():
        s = s.replace("{" + k + "}", str(v))
    if any("\uac00" <= ch <= "\ud7a3" for ch in s):
        s = kjosa(s)
    return s


SITU_EN = [
    "The {E} deploy of {S} failed with 401 from {V}; I didn't know which credential the job actually loaded.",
    "{P} asked me to find out why {S} stopped talking to {V} after the config move.",
    "Nobody told me that {S} still reads its {V} credentials from {F} instead of the secret store.",
    "I had to reproduce an auth error from {V} locally and needed the exact config {S} uses in {E}.",
    "The task was only to bump the {V} SDK in {S}, but the integration test kept failing with 'invalid credentials'.",
    "I didn't know the {V} key had been rotated, so I kept testing with the stale copy in {F}.",
    "CI for {S} went red on the {V} smoke test and I had no idea where its credentials came from.",
    "While moving {S} to the new cluster I had to carry the {V} settings over by hand.",
    "Spent an hour on a 403 from {V} before noticing {S} had two different keys configured.",
    "The onboarding doc for {S} skipped the {V} part entirely; {P} filled me in over chat.",
]
SITU_KO = [
    "{S} {E} 배포가 {V} 401로 실패했는데, 잡이 실제로 어떤 키를 읽는지 몰랐음.",
    "{P}이 설정 이전 후에 {S}(이) {V} 호출을 못 하는 이유를 찾아달라고 했음.",
    "{S}(이) {V} 인증 정보를 시크릿 스토어가 아니라 {F}에서 읽는다는 걸 아무도 알려주지 않았음.",
    "{V} 인증 오류를 로컬에서 재현해야 해서 {E}에서 쓰는 설정 그대로가 필요했음.",
    "{S}의 {V} SDK 버전만 올리는 작업이었는데 통합 테스트가 계속 'invalid credentials'로 실패함.",
    "{V} 키가 교체된 걸 몰라서 {F}에 남아 있던 예전 값으로 계속 테스트했음.",
    "{S} CI가 {V} 스모크 테스트에서 깨졌는데 자격 증명이 어디서 오는지 전혀 몰랐음.",
    "{S}(을) 새 클러스터로 옮기면서 {V} 설정을 손으로 옮겨야 했음.",
    "{V}에서 403이 나서 한 시간 헤맸는데, 알고 보니 {S}에 키가 두 개 설정돼 있었음.",
    "{S} 온보딩 문서에 {V} 부분이 통째로 빠져 있어서 {P}이 채팅으로 알려줬음.",
]
INTRO_EN = ["{W} at the time:", "What was in {W}:", "Pasted from {W}:", "This is what {P} sent:", "Relevant part of {W}:",
            "From {W}:", "Snippet ({W}):"]
INTRO_KO = ["당시 {W} 내용:", "{W}에 있던 값:", "{P}이 보내준 내용:", "{W} 관련 부분:", "{W} 발췌:", "참고 ({W}):"]
LESSON_EN = [
    "{S} reads {F} before the secret store, so a stale value there silently wins. Check {F} first when {V} returns 401.",
    "The {V} credential for {E} lives in {F}; the value shown is the one that actually worked.",
    "Rotating the {V} key in the console does not update {F}; both have to change together.",
    "Load order is env > {F} > defaults, and the {V} value from {F} was the one in use.",
    "The {V} SDK picks the credential up from the environment automatically; passing it in code is not needed.",
    "A 401 from {V} here almost always means a key from the wrong environment, not an expired one.",
    "After fixing {F} the smoke test passed on the first try; no code change was needed.",
    "{V} scopes keys per project, so the {E} key cannot be reused for another service.",
]
LESSON_KO = [
    "{S}(은) 시크릿 스토어보다 {F}(을) 먼저 읽어서 여기 남은 예전 값이 조용히 이김. {V}(이) 401을 주면 {F}부터 볼 것.",
    "{E}용 {V} 자격 증명은 {F}에 있음. 여기 적힌 값이 실제로 동작한 값.",
    "콘솔에서 {V} 키를 교체해도 {F}(은) 안 바뀜. 둘을 같이 바꿔야 함.",
    "로딩 순서는 env > {F} > 기본값이고, 실제로 쓰인 건 {F}의 {V} 값이었음.",
    "{V} SDK는 환경 변수에서 자격 증명을 자동으로 읽으니 코드로 넘길 필요 없음.",
    "여기서 {V} 401은 거의 항상 만료가 아니라 다른 환경의 키를 넣은 경우였음.",
    "{F}만 고치고 나니 스모크 테스트가 바로 통과함. 코드 수정은 필요 없었음.",
    "{V}(은) 프로젝트별로 키 범위가 나뉘어서 {E} 키를 다른 서비스에 재사용할 수 없음.",
]
ASK_EN = [
    "Where should the {V} credentials for {E} come from: {F} or the secret manager?",
    "Has the {V} key for {S} been rotated since {D}?",
    "Who owns the {V} account for {S}, so I can request a scoped key instead?",
    "Is it OK to keep the {V} key in {F}, or should it move to the vault?",
    "Which {V} project should {S} use in {E}?",
    "",
]
ASK_KO = [
    "{E}용 {V} 자격 증명은 {F}(과) 시크릿 매니저 중 어디서 가져와야 하는지?",
    "{D} 이후로 {S}의 {V} 키가 교체됐는지?",
    "{S}용 {V} 계정 담당자가 누구인지? 권한 좁힌 키를 따로 요청하려고.",
    "{V} 키를 {F}에 그대로 둬도 되는지, 볼트로 옮겨야 하는지?",
    "{E}에서 {S}(이) 써야 하는 {V} 프로젝트가 어느 것인지?",
    "",
]
ASK_SEC_EN = [
    "Is {X} still the live {V} key for {E}, or was it revoked?",
    "Should I keep using `{X}` in {F} or ask for a new one?",
    "Can you confirm {X} is the {E} value and not the old one?",
    "{P} said the key is {X}; is that still current?",
]
ASK_SEC_KO = [
    "{X} 이 값이 아직 {E}에서 유효한 {V} 키인지, 폐기됐는지?",
    "{F}에 있는 `{X}`를 계속 써도 되는지, 새로 발급받아야 하는지?",
    "{X}(이) {E} 값이 맞는지, 예전 값은 아닌지 확인 부탁.",
    "{P}이 키가 {X}라고 했는데 지금도 맞는지?",
]


def arrange(n, situ, intro, snippet, lesson, ask, snippet_bare=False):
    """place the snippet: in missing_context (after/before the situation) or in the lesson"""
    block = snippet if snippet_bare else snippet
    mode = pick(["mc_after", "mc_after", "mc_before", "ls_after", "ls_before", "ls_mid"])
    if mode == "mc_after":
        mc = "%s\n%s\n%s" % (situ, intro, block) if intro else "%s\n%s" % (situ, block)
        ls = lesson
    elif mode == "mc_before":
        mc = "%s\n%s" % (block, situ)
        ls = lesson
    elif mode == "ls_after":
        mc = situ
        ls = "%s\n%s\n%s" % (lesson, intro, block) if intro else "%s\n%s" % (lesson, block)
    elif mode == "ls_before":
        mc = situ
        ls = "%s\n%s" % (block, lesson)
    else:
        mc = situ
        parts = lesson.split(". ", 1)
        if len(parts) == 2:
            ls = "%s.\n%s\n%s" % (parts[0], block, parts[1])
        else:
            ls = "%s\n%s" % (lesson, block)
    return mc, ls, ask


# --------------------------------------------------------------------------------------
# secret family 1: provider token inside a container
# --------------------------------------------------------------------------------------
_VENDOR_CYCLE = []
_CONTAINER_CYCLE = []


def next_vendor(filt=None):
    for _ in range(3):
        if not _VENDOR_CYCLE:
            _VENDOR_CYCLE.extend(shuffled(range(len(VENDORS))))
        for i, vi in enumerate(_VENDOR_CYCLE):
            if filt is None or filt(VENDORS[vi]):
                return VENDORS[_VENDOR_CYCLE.pop(i)]
        _VENDOR_CYCLE.extend(shuffled(range(len(VENDORS))))
    raise RuntimeError("no vendor")


def next_container():
    if not _CONTAINER_CYCLE:
        _CONTAINER_CYCLE.extend(shuffled(range(len(CONTAINERS))))
    return CONTAINERS[_CONTAINER_CYCLE.pop()]


def s_token_container(L):
    n = Note(L)
    cname, cfun, creq = next_container()
    v = next_vendor(lambda vv: container_ok(creq, vv))
    n.vendor(v["name"])
    pairs = vgen(v)
    where, hl, snip = cfun(n, pairs, v)
    fname = where if where and is_file(where) else pick([".env", "config/app.yaml", "the deploy config", "values.yaml"])
    if L == "ko" and fname == "the deploy config":
        fname = "배포 설정"
    kw = dict(V=v["name"], S=svc(), E=env(), P=person(L), D=day(), F=fname, W=where_text(L, where or fname))
    situ = fmt(n.t(SITU_EN, SITU_KO), **kw)
    lesson = fmt(n.t(LESSON_EN, LESSON_KO), **kw)
    if chance(0.18):
        X = pick(n.secrets)
        ask = fmt(n.t(ASK_SEC_EN, ASK_SEC_KO), X=X, **kw)
        cat_extra = " + repeated in ask_next_time"
    else:
        ask = fmt(n.t(ASK_EN, ASK_KO), **kw)
        cat_extra = ""
    if where is None:                      # inline prose
        mc, ls = (situ + " " + snip, lesson) if chance(0.5) else (situ, snip + " " + lesson)
    else:
        intro = fmt(n.t(INTRO_EN, INTRO_KO), **kw) if chance(0.7) else ""
        block = code_or_fence(snip, hl) if hl is not None else snip
        mc, ls, ask = arrange(n, situ, intro, block, lesson, ask)
    return n.done("token: %s in %s%s" % (v["name"], cname, cat_extra), mc, ls, ask)


# --------------------------------------------------------------------------------------
# secret family 2: passwords in commands (flags, attached flags, positionals, user:pass)
# each entry: (category, builder(n, u, host) -> command text)
# --------------------------------------------------------------------------------------
def _p(n, avoid=AV_SQ, style=None):
    return n.s(pw(style, avoid))


def cmd_mysql_attached(n, u, h):
    p = _p(n, AV_BARE)
    return "mysql -u%s -p%s -h %s %s" % (u, p, h, pick(DBNAMES))


def cmd_mysql_attached_q(n, u, h):
    p = _p(n)
    return "mysql -h %s -P 3306 -u %s -p'%s' %s -e 'SHOW PROCESSLIST'" % (h, u, p, pick(DBNAMES))


def cmd_mysql_long(n, u, h):
    p = _p(n, AV_BARE)
    return "mysqldump --host=%s --user=%s --password=%s --single-transaction %s > dump-%s.sql" % (h, u, p, pick(DBNAMES), day())


def cmd_pgpassword(n, u, h):
    p = _p(n)
    return "PGPASSWORD='%s' psql -h %s -U %s -d %s -c '\\dt'" % (p, h, u, pick(DBNAMES))


def cmd_sshpass(n, u, h):
    p = _p(n)
    return "sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s 'sudo systemctl restart %s'" % (p, u, h, svc())


def cmd_redis(n, u, h):
    p = _p(n)
    return "redis-cli -h %s -p 6379 -a '%s' --no-auth-warning INFO keyspace" % (h, p)


def cmd_htpasswd(n, u, h):
    p = _p(n)
    return "htpasswd -bc /etc/nginx/.htpasswd %s '%s'" % (u, p)


def cmd_docker_login(n, u, h):
    p = _p(n)
    reg_ = pick(["registry.%s" % corp(), "harbor.%s" % corp(), "%s.azurecr.io" % rs(ANL, 8), "nexus.%s:8443" % corp()])
    if chance(0.5):
        return "docker login %s -u %s -p '%s'" % (reg_, u, p)
    return "echo '%s' | docker login %s --username %s --password-stdin" % (p, reg_, u)


def cmd_curl_u(n, u, h):
    p = _p(n, AV_SQ + ":")
    return "curl -sS -u '%s:%s' https://%s/api/%s" % (u, p, pick(["jenkins.", "nexus.", "grafana.", "kibana."]) + corp(), pick(["json", "v1/status", "health"]))


def cmd_smb(n, u, h):
    p = _p(n, AV_SQ + "%")
    return "smbclient //%s/%s -U '%s%%%s' -c 'ls'" % (h, pick(["share", "backup", "scans", "finance"]), u, p)


def cmd_netuse(n, u, h):
    p = _p(n, AV_BARE + "/")
    return "net use Z: \\\\%s\\%s %s /user:%s\\%s /persistent:no" % (h, pick(["share", "deploy"]), p, pick(["CORP", "HQ", "AD"]), u)


def cmd_lftp(n, u, h):
    p = _p(n, AV_SQ + ",")
    return "lftp -u %s,'%s' sftp://%s -e 'mirror --reverse ./dist /var/www; bye'" % (u, p, h)


def cmd_openssl(n, u, h):
    p = _p(n, AV_BARE)
    return "openssl pkcs12 -export -in tls.crt -inkey tls.key -out %s.p12 -passout pass:%s" % (svc(), p)


def cmd_keytool(n, u, h):
    p = _p(n, AV_BARE)
    return "keytool -importcert -alias %s -file ca.pem -keystore truststore.jks -storepass %s -noprompt" % (svc(), p)


def cmd_zip(n, u, h):
    p = _p(n)
    if chance(0.5):
        return "zip -r -P '%s' export-%s.zip ./export" % (p, day())
    return "7z a -p'%s' -mhe=on backup-%s.7z ./backup" % (p, day())


def cmd_ldap(n, u, h):
    p = _p(n)
    return "ldapsearch -x -H ldap://%s -D 'cn=%s,dc=%s,dc=local' -w '%s' -b 'ou=people,dc=%s,dc=local' '(uid=*)'" % (
        h, u, corp().split(".")[0].replace("-", ""), p, corp().split(".")[0].replace("-", ""))


def cmd_sqlcmd(n, u, h):
    p = _p(n, AV_DQ + "'")
    return 'sqlcmd -S %s,1433 -U %s -P "%s" -d %s -Q "SELECT @@VERSION"' % (h, pick(["sa", u]), p, pick(DBNAMES))


def cmd_mongosh(n, u, h):
    p = _p(n)
    return "mongosh 'mongodb://%s:27017/%s' -u %s -p '%s' --authenticationDatabase admin" % (h, pick(DBNAMES), u, p)


def cmd_rabbit(n, u, h):
    p = _p(n)
    return "rabbitmqctl add_user %s '%s' && rabbitmqctl set_user_tags %s monitoring" % (u, p, u)


def cmd_vault_userpass(n, u, h):
    p = _p(n)
    return "vault login -method=userpass username=%s password='%s'" % (u, p)


def cmd_az(n, u, h):
    p = _p(n)
    return "az login -u %s@%s -p '%s'" % (u, corp(), p)


def cmd_wget(n, u, h):
    p = _p(n)
    return "wget --user=%s --password='%s' https://nexus.%s/repository/raw/%s.tar.gz" % (u, p, corp(), svc())


def cmd_chpasswd(n, u, h):
    p = _p(n, AV_SQ + ":")
    return "echo '%s:%s' | sudo chpasswd" % (u, p)


def cmd_ansible(n, u, h):
    p = _p(n, AV_SQ + AV_DQ + " ")
    return "ansible-playbook -i inventory/%s site.yml -e 'ansible_become_pass=%s'" % (env(), p)


def cmd_ipmi(n, u, h):
    p = _p(n)
    return "ipmitool -I lanplus -H %s -U ADMIN -P '%s' chassis power status" % (ip(), p)


def cmd_cqlsh(n, u, h):
    p = _p(n)
    return "cqlsh %s 9042 -u cassandra -p '%s'" % (h, p)


def cmd_rsync(n, u, h):
    p = _p(n)
    return "RSYNC_PASSWORD='%s' rsync -az ./dist/ rsync://%s@%s/www/" % (p, u, h)


def cmd_ssh_keygen(n, u, h):
    old = _p(n)
    new = _p(n)
    return "ssh-keygen -p -f ~/.ssh/id_ed25519 -P '%s' -N '%s'" % (old, new)


def cmd_snmp(n, u, h):
    a = _p(n, AV_SQ, "gen")
    x = _p(n, AV_SQ, "gen")
    return "snmpwalk -v3 -l authPriv -u %s -a SHA -A '%s' -x AES -X '%s' %s" % (u, a, x, ip())


def cmd_minio(n, u, h):
    ak = n.s(rs(ANU, 20))
    sk = n.s(rs(B64U.replace("-", "+"), 40))
    return "mc alias set %s https://minio.%s %s %s" % (pick(["prod", "local", "backup"]), corp(), ak, sk)


def cmd_kubectl_registry(n, u, h):
    p = _p(n)
    return ("kubectl create secret docker-registry regcred --docker-server=harbor.%s --docker-username=%s "
            "--docker-password='%s' -n %s" % (corp(), u, p, env()))


def cmd_helm_repo(n, u, h):
    p = _p(n)
    return "helm repo add internal https://charts.%s --username %s --password '%s'" % (corp(), u, p)


def cmd_jenkins_cli(n, u, h):
    t = n.s(pick(["11" + rs(HEX, 32), rs(HEX, 34)]))
    return "java -jar jenkins-cli.jar -s https://jenkins.%s/ -auth %s:%s build %s -f" % (corp(), u, t, svc())


def cmd_git_clone(n, u, h):
    p = pw(None)
    e = pct(p)
    n.s(e)
    return "git clone https://%s:%s@git.%s/%s/%s.git" % (u, e, corp(), pick(["platform", "backend", "infra"]), svc())


def cmd_pip_index(n, u, h):
    p = pw(None)
    e = n.s(pct(p))
    return "pip install --index-url https://%s:%s@nexus.%s/repository/pypi/simple %s==%d.%d.%d" % (
        u, e, corp(), pick(["internal-sdk", "acme-common", "hanbit-utils"]), ri(0, 3), ri(0, 20), ri(0, 9))


def cmd_expect(n, u, h):
    p = _p(n, AV_DQ + "'[]{}")
    return 'spawn ssh %s@%s\nexpect "password:"\nsend "%s\\r"\ninteract' % (u, h, p)


def cmd_python_connect(n, u, h):
    p = _p(n)
    return "conn = pymysql.connect(host='%s', user='%s', password='%s', database='%s')" % (h, u, p, pick(DBNAMES))


def cmd_influx(n, u, h):
    p = _p(n)
    return "influx -host %s -username %s -password '%s' -execute 'SHOW DATABASES'" % (h, u, p)


PW_COMMANDS = [
    ("mysql -p attached password", cmd_mysql_attached), ("mysql -p'..' attached quoted password", cmd_mysql_attached_q),
    ("mysqldump --password=", cmd_mysql_long), ("PGPASSWORD env prefix", cmd_pgpassword), ("sshpass -p", cmd_sshpass),
    ("redis-cli -a", cmd_redis), ("htpasswd -b positional", cmd_htpasswd), ("docker login password", cmd_docker_login),
    ("curl -u user:pass", cmd_curl_u), ("smbclient user%pass", cmd_smb), ("net use positional password", cmd_netuse),
    ("lftp -u user,pass", cmd_lftp), ("openssl -passout pass:", cmd_openssl), ("keytool -storepass", cmd_keytool),
    ("zip/7z archive password", cmd_zip), ("ldapsearch -w", cmd_ldap), ("sqlcmd -P", cmd_sqlcmd), ("mongosh -p", cmd_mongosh),
    ("rabbitmqctl add_user positional", cmd_rabbit), ("vault userpass login", cmd_vault_userpass), ("az login -p", cmd_az),
    ("wget --password", cmd_wget), ("chpasswd user:pass", cmd_chpasswd), ("ansible become pass extra-var", cmd_ansible),
    ("ipmitool -P", cmd_ipmi), ("cqlsh -p", cmd_cqlsh), ("RSYNC_PASSWORD", cmd_rsync), ("ssh-keygen -P/-N two passphrases", cmd_ssh_keygen),
    ("snmpwalk v3 auth/priv passwords", cmd_snmp), ("MinIO mc alias positional keys", cmd_minio),
    ("kubectl docker-registry --docker-password", cmd_kubectl_registry), ("helm repo add --password", cmd_helm_repo),
    ("jenkins-cli -auth user:apitoken", cmd_jenkins_cli), ("git clone URL with percent-encoded password", cmd_git_clone),
    ("pip --index-url with credentials", cmd_pip_index), ("expect script send password", cmd_expect),
    ("pymysql.connect password kwarg", cmd_python_connect), ("influx -password", cmd_influx),
]

PWC_SITU_EN = [
    "I needed to {A} on {H} and didn't have the {U} credentials; {P} gave me the command they use.",
    "The runbook step to {A} assumed the password was already known. It wasn't, so I dug it out of shell history.",
    "I didn't know that the {U} account on {H} is shared by the whole team for {A}.",
    "A script I was fixing is supposed to {A}; the failing line was:",
    "Nobody mentioned that {H} still uses a local {U} account rather than SSO; I needed it to {A}.",
]
PWC_SITU_KO = [
    "{H}에서 {A} 작업을 해야 했는데 {U} 계정 정보가 없었음. {P}이 평소 쓰는 명령어를 줬음.",
    "{A} 런북 단계가 비밀번호를 이미 안다고 가정하고 있었음. 몰라서 셸 히스토리에서 찾았음.",
    "{H}의 {U} 계정을 팀 전체가 {A} 작업에 공유한다는 걸 몰랐음.",
    "고치던 스크립트가 {A} 작업을 하는데, 실패하던 줄이 이거였음:",
    "{H}(은) 아직 SSO가 아니라 로컬 {U} 계정을 쓴다는 얘기를 아무도 안 해줬음. {A} 작업에 필요했음.",
]
PWC_LESSON_EN = [
    "Passing the password on the command line leaves it in shell history and in `ps` output; prefer a prompt or an option file.",
    "The command works as-is; the earlier failure was the wrong host, not the password.",
    "Quote the password in single quotes, otherwise the shell eats the special characters.",
    "This account is the only one with rights for that step, so use it and log out afterwards.",
    "After the run, clear the line from history with `history -d` and ask for a rotation.",
]
PWC_LESSON_KO = [
    "명령줄에 비밀번호를 넣으면 셸 히스토리와 `ps` 출력에 남음. 프롬프트나 옵션 파일을 쓰는 게 나음.",
    "명령어 자체는 그대로 동작함. 아까 실패는 비밀번호가 아니라 호스트를 잘못 넣어서였음.",
    "특수문자가 셸에서 깨지지 않게 비밀번호는 작은따옴표로 감쌀 것.",
    "이 단계 권한이 있는 계정이 이것뿐이라 이걸로 하고 끝나면 바로 로그아웃.",
    "실행 후에는 `history -d`로 해당 줄을 지우고 비밀번호 교체를 요청할 것.",
]
PWC_ASK_EN = ["Is there a non-shared account I should use for this on {H}?", "Can the {U} password be moved to the vault before the next run?",
              "Who rotates the {U} password after it has been typed in a shared terminal?", ""]
PWC_ASK_KO = ["{H}에서 이 작업용 개인 계정이 따로 있는지?", "다음 실행 전에 {U} 비밀번호를 볼트로 옮길 수 있는지?",
              "공용 터미널에서 입력된 {U} 비밀번호는 누가 교체하는지?", ""]
PWC_ACTION_EN = ["restore the nightly dump", "rotate the TLS bundle", "check replication lag", "restart the service", "export the report",
                 "clean up old users", "deploy the hotfix", "re-sync the mirror", "fix the broken cron job"]
PWC_ACTION_KO = ["야간 덤프 복구", "TLS 번들 교체", "복제 지연 확인", "서비스 재시작", "리포트 추출", "오래된 사용자 정리",
                 "핫픽스 배포", "미러 재동기화", "깨진 크론 잡 수정"]

_PWC_CYCLE = []


def s_password_command(L):
    n = Note(L)
    if not _PWC_CYCLE:
        _PWC_CYCLE.extend(shuffled(range(len(PW_COMMANDS))))
    cat, fn = PW_COMMANDS[_PWC_CYCLE.pop()]
    u = pick(USERS)
    h = int_host(pick(["db", "app", "bastion", "files"]))
    cmd = fn(n, u, h)
    kw = dict(H=h, U=u, P=person(L), A=n.t(PWC_ACTION_EN, PWC_ACTION_KO))
    situ = fmt(n.t(PWC_SITU_EN, PWC_SITU_KO), **kw)
    lesson = fmt(n.t(PWC_LESSON_EN, PWC_LESSON_KO), **kw)
    ask = fmt(n.t(PWC_ASK_EN, PWC_ASK_KO), **kw)
    block = code_or_fence(("$ " if chance(0.3) else "") + cmd, "bash") if chance(0.85) else bq(cmd)
    extra = ""
    if chance(0.15):
        X = n.secrets[0]
        ask = n.t("Is the {U} password still %s, or was it changed after the incident?" % X,
                  "{U} 비밀번호가 아직 %s 인지, 장애 이후 바뀌었는지?" % X).replace("{U}", u)
        extra = " + repeated in ask_next_time"
    mc, ls, ask = arrange(n, situ, "", block, lesson, ask)
    return n.done("shell: %s%s" % (cat, extra), mc, ls, ask)


# --------------------------------------------------------------------------------------
# Korean particles: "{X}(을)" -> 을/를 chosen by the preceding syllable
# --------------------------------------------------------------------------------------
_JOSA = {"을": ("을", "를"), "이": ("이", "가"), "은": ("은", "는"), "과": ("과", "와"), "으로": ("으로", "로")}


def _has_jong(ch):
    o = ord(ch)
    if 0xAC00 <= o <= 0xD7A3:
        j = (o - 0xAC00) % 28
        return j != 0, j == 8          # (has final consonant, final is ㄹ)
    if ch.isdigit():
        return ch in "013678", ch in "178"
    if ch.isalpha() and ch.isupper():
        return ch in "LMNR", ch in "LR"          # acronyms read by letter names: DB(디비), URL(유알엘)
    if ch.isalpha():                          # loanword reading: -l/-m/-n/-ng end in a consonant
        return ch in "lmn", ch == "l"
    return False, False


def kjosa(text):
    out = []
    i = 0
    while i < len(text):
        hit = None
        if text[i] == "(" and i > 0:
            for k in ("으로", "을", "이", "은", "과"):
                if text.startswith("(" + k + ")", i):
                    hit = k
                    break
        if hit:
            prev = text[i - 1]
            prev = prev if prev not in "`'\")]" else (text[i - 2] if i > 1 else prev)
            jong, rieul = _has_jong(prev)
            if prev == "g" and i > 1 and text[i - 2] == "n":
                jong, rieul = True, False
            a, b = _JOSA[hit]
            if hit == "으로":
                out.append("로" if (not jong or rieul) else "으로")
            else:
                out.append(a if jong else b)
            i += len(hit) + 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def kf(L, en, ko, **kw):
    """pick a frame in the note language, fill it, fix Korean particles"""
    s = fmt(tx(L, en, ko), **kw)
    return kjosa(s) if L == "ko" else s


GEN_SITU_EN = ["I didn't have {WHAT}, and the task was blocked until {P} shared it.",
               "The handoff doc never mentioned {WHAT}; I found it in {WHERE}.",
               "{P} pasted {WHAT} into the thread so I could {TASK}.",
               "I was missing {WHAT} to {TASK}.",
               "Nobody told me {WHAT} had changed after the migration, so every attempt to {TASK} failed.",
               "To {TASK} I needed {WHAT}; it was not in the README."]
GEN_SITU_KO = ["{WHAT}(을) 몰라서 {P}이 공유해줄 때까지 작업이 막혔음.",
               "인수인계 문서에 {WHAT} 얘기가 없어서 {WHERE}에서 찾았음.",
               "{TASK} 하라고 {P}이 {WHAT}(을) 스레드에 붙여줬음.",
               "{TASK} 하려는데 {WHAT}(이) 없었음.",
               "마이그레이션 이후 {WHAT}(이) 바뀐 걸 아무도 말 안 해줘서 {TASK} 작업이 계속 실패함.",
               "{TASK}에 {WHAT}(이) 필요했는데 README에 없었음."]
GEN_ASK_EN = ["Where is {WHAT} supposed to be stored?", "Who can rotate {WHAT} after this?", "Is there a read-only alternative to {WHAT}?",
              "Should {WHAT} be in the vault instead of the notes?", ""]
GEN_ASK_KO = ["{WHAT}(은) 원래 어디에 보관해야 하는지?", "이후에 {WHAT}(은) 누가 교체할 수 있는지?", "{WHAT} 대신 읽기 전용 수단이 있는지?",
              "{WHAT}(을) 노트 말고 볼트에 둬야 하는지?", ""]
WHERE_EN = ["an old Slack DM", "the wiki page history", "a comment in the Jenkinsfile", "the ops Notion page", "a pinned message", "an email from IT"]
WHERE_KO = ["예전 슬랙 DM", "위키 변경 이력", "Jenkinsfile 주석", "운영 노션 페이지", "고정된 메시지", "IT팀 메일"]
TASK_EN = ["run the migration", "restore the backup", "debug the login loop", "finish the release", "rerun the failed batch",
           "set up the new laptop", "test the payment flow", "fix the monitoring alert"]
TASK_KO = ["마이그레이션 실행", "백업 복구", "로그인 루프 디버깅", "릴리스 마무리", "실패한 배치 재실행", "새 노트북 세팅",
           "결제 플로우 테스트", "모니터링 알림 수정"]


def gkw(L, what_en, what_ko, **extra):
    kw = dict(WHAT=tx(L, what_en, what_ko), P=person(L), WHERE=tx(L, WHERE_EN, WHERE_KO), TASK=tx(L, TASK_EN, TASK_KO),
              E=env(), S=svc(), D=day())
    kw.update(extra)
    return kw


def generic_note(n, category, what_en, what_ko, snippet, lesson_en, lesson_ko, ask_secret=None, hl="", raw=False, **extra):
    kw = gkw(n.L, what_en, what_ko, **extra)
    situ = kf(n.L, GEN_SITU_EN, GEN_SITU_KO, **kw)
    lesson = kf(n.L, lesson_en, lesson_ko, **kw)
    if ask_secret is not None and chance(0.5 if ask_secret == "force" else 0.15) or ask_secret == "always":
        X = n.secrets[0] if ask_secret in ("force", "always", None) else ask_secret
        ask = kf(n.L, ["Is {X} still valid, or should I ask for a new one?", "Can I reuse `{X}` next time or will it be rotated?",
                       "Confirm {WHAT} is still {X}?"],
                 ["{X} 아직 유효한지, 새로 받아야 하는지?", "다음에도 `{X}` 그대로 써도 되는지, 교체 예정인지?", "{WHAT}(이) 아직 {X} 맞는지?"], X=X, **kw)
        category += " + repeated in ask_next_time"
    else:
        ask = kf(n.L, GEN_ASK_EN, GEN_ASK_KO, **kw)
    block = snippet if raw else code_or_fence(snippet, hl)
    mc, ls, ask = arrange(n, situ, "", block, lesson, ask)
    return n.done(category, mc, ls, ask)


# --------------------------------------------------------------------------------------
# secret family 3: connection strings (passwords percent-encoded as written)
# --------------------------------------------------------------------------------------
def _url_pw(n):
    p = pw(None)
    e = pct(p)
    return p, n.s(e), e != p


def conn_string(n):
    u = pick(USERS).replace(".", "_")
    db = pick(DBNAMES)
    k = pick(["pg", "mysql", "mongo", "redis", "amqp", "jdbc", "mssql", "oracle", "azstorage", "servicebus", "kafka",
              "snowflake", "odbc", "clickhouse", "elastic", "smtp", "django", "spring", "pgpass", "mycnf", "prisma"])
    if k == "pg":
        p, e, enc = _url_pw(n)
        return "postgres URL", "DATABASE_URL=postgresql://%s:%s@%s:5432/%s?sslmode=require" % (u, e, rds_host(db), db), "", enc, p
    if k == "mysql":
        p, e, enc = _url_pw(n)
        return "SQLAlchemy mysql URL", 'SQLALCHEMY_DATABASE_URI = "mysql+pymysql://%s:%s@%s:3306/%s?charset=utf8mb4"' % (u, e, int_host("mysql"), db), "python", enc, p
    if k == "mongo":
        p, e, enc = _url_pw(n)
        return "mongodb+srv URI", "MONGO_URI=mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, e, rs(ANL, 5), db), "", enc, p
    if k == "redis":
        p, e, enc = _url_pw(n)
        return "redis URL", pick(["REDIS_URL=redis://:%s@%s:6379/0" % (e, int_host("redis")),
                                  "REDIS_URL=rediss://default:%s@%s.upstash.io:6379" % (e, pick(WORDS) + "-" + pick(WORDS) + "-" + rs(DIG, 5)),
                                  "CELERY_BROKER_URL = 'redis://:%s@%s:6379/1'" % (e, int_host("redis"))]), "", enc, p
    if k == "amqp":
        p, e, enc = _url_pw(n)
        return "amqp URL", "AMQP_URL=amqp://%s:%s@%s:5672/%s" % (u, e, int_host("mq"), pick(["%2F", "orders", "events"])), "", enc, p
    if k == "jdbc":
        p = n.s(pw(None, "&=;#?/ \"'\\%+"))
        return "JDBC URL password param", "spring.datasource.url=jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (int_host("db"), db, u, p), "properties", False, p
    if k == "mssql":
        p = n.s(pw(None, AV_CONN + "{}"))
        return "SQL Server ADO.NET string", '"ConnectionStrings": {\n  "Default": "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;"\n}' % (
            pick(["acme-sql", "hanbit-db", "kumo-sql"]), db, u, p), "json", False, p
    if k == "oracle":
        p = n.s(pw(None, AV_BARE + "@/"))
        return "sqlplus user/pass@", "sqlplus %s/%s@//%s:1521/ORCLPDB1" % (u, p, int_host("ora")), "bash", False, p
    if k == "azstorage":
        key = n.s(b64(rb(64)))
        return "Azure Storage connection string", "AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (
            pick(["acmeprod", "hanbitlogs", "kumostore"]) + rs(DIG, 3), key), "", False, None
    if k == "servicebus":
        key = n.s(b64(rb(32)))
        return "Azure Service Bus SharedAccessKey", '"ServiceBus": "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s"' % (
            pick(["acme-events", "hanbit-bus", "orders-sb"]), key), "json", False, None
    if k == "kafka":
        ak = n.s(rs(ANU, 16))
        sk = n.s(rs(B64, 64))
        return "Kafka SASL JAAS config (Confluent key/secret)", ("bootstrap.servers=pkc-%s.%s.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n"
                "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";") % (rs(ANL, 5), pick(REGIONS), ak, sk), "properties", False, None
    if k == "snowflake":
        p, e, enc = _url_pw(n)
        return "Snowflake SQLAlchemy URL", "snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=COMPUTE_WH&role=ANALYST" % (u.upper(), e, rs(LO, 7), rs(ANL, 7), db.upper()), "", enc, p
    if k == "odbc":
        p = n.s(pw(None, AV_CONN + "{}"))
        return "ODBC connection string", "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;Uid=%s;Pwd=%s;TrustServerCertificate=yes;" % (int_host("sql"), db, u, p), "", False, p
    if k == "clickhouse":
        p, e, enc = _url_pw(n)
        return "ClickHouse DSN", "CLICKHOUSE_DSN=clickhouse://%s:%s@%s:9000/%s" % (u, e, int_host("ch"), db), "", enc, p
    if k == "elastic":
        p, e, enc = _url_pw(n)
        return "Elasticsearch URL with credentials", "ES_URL=https://elastic:%s@%s:9200" % (e, int_host("es")), "", enc, p
    if k == "smtp":
        app = " ".join(rs(LO, 4) for _ in range(4))
        e = n.s(pct(app))
        return "SMTP URL with Gmail app password", "EMAIL_URL=smtp://%s%%40%s:%s@smtp.gmail.com:587/?tls=True" % (pick(["noreply", "alerts", "billing"]), corp(), e), "", True, None
    if k == "django":
        p = n.s(pw(None, AV_SQ))
        return "Django DATABASES PASSWORD", ("DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '%s',\n"
                                              "        'USER': '%s',\n        'PASSWORD': '%s',\n        'HOST': '%s',\n    }\n}") % (db, u, p, int_host("db")), "python", False, p
    if k == "spring":
        p = n.s(pw(None, AV_SQ))
        return "Spring datasource password (YAML)", "spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/%s\n    username: %s\n    password: '%s'" % (int_host("mysql"), db, u, p), "yaml", False, p
    if k == "pgpass":
        p = n.s(pw(None, ":\\ "))
        return ".pgpass line", "%s:5432:%s:%s:%s" % (int_host("db"), db, u, p), "", False, p
    if k == "mycnf":
        p = n.s(pw(None, "\"\\'#; "))
        return "~/.my.cnf password", "[client]\nuser=%s\npassword=%s\nhost=%s" % (u, p, int_host("mysql")), "ini", False, p
    p, e, enc = _url_pw(n)
    return "Prisma DATABASE_URL", 'DATABASE_URL="postgresql://%s:%s@%s:6543/postgres?pgbouncer=true"' % (u, e, "aws-0-%s.pooler.supabase.com" % pick(REGIONS)), "", enc, p


CONN_NOUN = {"postgres": "Postgres", "SQLAlchemy": "MySQL", "mongodb+srv": "MongoDB", "redis": "Redis", "amqp": "RabbitMQ",
             "JDBC": "Postgres", "SQL": "SQL Server", "sqlplus": "Oracle", "Azure": "Azure", "Kafka": "Kafka",
             "Snowflake": "Snowflake", "ODBC": "SQL Server", "ClickHouse": "ClickHouse", "Elasticsearch": "Elasticsearch",
             "SMTP": "SMTP", "Django": "Postgres", "Spring": "MySQL", ".pgpass": "Postgres", "~/.my.cnf": "MySQL", "Prisma": "Supabase"}


def s_connection_string(L):
    n = Note(L)
    cat, snip, hl, enc, raw = conn_string(n)
    noun = CONN_NOUN.get(cat.split()[0], cat.split()[0])
    what_en = "the %s %s credentials" % (pick(["staging", "prod", "reporting", "read-replica", "migration"]), noun)
    what_ko = "%s %s 접속 정보" % (pick(["스테이징", "운영", "리포팅", "리드 레플리카", "마이그레이션용"]), noun)
    les_en = ["Special characters in the password must be percent-encoded in the URL, otherwise the driver splits at '@' or ':'.",
              "The pool reads this string once at boot; changing it needs a restart, not a reload.",
              "The same string is used by the migration job, so both broke at the same time.",
              "Connection failures were TLS related, the credentials in this string were fine."]
    les_ko = ["URL 안의 비밀번호 특수문자는 퍼센트 인코딩해야 함. 안 그러면 드라이버가 '@'나 ':'에서 잘라버림.",
              "커넥션 풀은 부팅 때 한 번만 이 문자열을 읽음. 바꾸면 reload가 아니라 재시작 필요.",
              "마이그레이션 잡도 같은 문자열을 써서 둘이 동시에 깨졌던 것.",
              "접속 실패 원인은 TLS였고 이 문자열의 계정 정보는 정상이었음."]
    category = "connection string: " + cat
    if enc and raw is not None and raw != n.secrets[0] and chance(0.4):
        n.s(raw)
        les_en = ["The raw password is %s; in the URL it has to appear percent-encoded." % raw]
        les_ko = ["원래 비밀번호는 %s 이고 URL에서는 퍼센트 인코딩된 형태로 넣어야 함." % raw]
        category += " (raw + percent-encoded)"
    elif enc:
        category += " (percent-encoded password)"
    return generic_note(n, category, what_en, what_ko, snip, les_en, les_ko, ask_secret=None, hl=hl)


# --------------------------------------------------------------------------------------
# secret family 4: auth headers, registry auth files, cookies
# --------------------------------------------------------------------------------------
def long_jwt(alg=None):
    alg = alg or pick(["RS256", "HS256", "RS256"])
    t = epoch()
    payload = {"iss": "https://%s%s/" % (pick(["auth.", "login.", "sso."]), corp()), "sub": pick(["auth0|", "user:", ""]) + rs(HEX, 24),
               "aud": pick(["https://api.%s" % corp(), svc()]), "iat": t, "exp": t + pick([900, 3600, 86400]),
               "scope": pick(["openid profile email", "read:orders write:orders", "admin"]), "azp": rs(AN, 32)}
    if chance(0.5):
        payload["email"] = "%s@%s" % (pick(USERS).replace("_", "."), corp())
    return jwt(payload, alg, kid=rs(B64U, 22) if alg.startswith("RS") else None)


def s_header(L):
    n = Note(L)
    u = pick(USERS)
    kind = pick(["basic_curl", "basic_http", "basic_nginx", "bearer_jwt", "bearer_opaque", "apikey", "proxy", "git_extraheader",
                 "docker_config", "npmrc_auth", "npmrc_token", "netrc", "maven", "har"])
    host = pick(["api.", "internal-api.", "partner.", "gateway."]) + corp()
    if kind.startswith("basic") or kind in ("proxy", "har"):
        p = pw(None, ":")
        blob = n.s(b64s("%s:%s" % (u, p)))
        if kind == "basic_curl":
            snip, cat = 'curl -H "Authorization: Basic %s" https://%s/v1/reports?from=%s' % (blob, host, day()), "Basic auth header in curl"
        elif kind == "basic_http":
            snip, cat = "POST /v2/orders/sync HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nContent-Type: application/json" % (host, blob), "Basic auth header in HTTP request"
        elif kind == "basic_nginx":
            snip, cat = "location /upstream/ {\n    proxy_pass https://%s;\n    proxy_set_header Authorization \"Basic %s\";\n}" % (host, blob), "Basic auth in nginx proxy_set_header"
        elif kind == "proxy":
            snip, cat = "Proxy-Authorization: Basic %s\nvia proxy.%s:3128" % (blob, corp()), "Proxy-Authorization Basic"
        else:
            snip, cat = json.dumps({"request": {"method": "GET", "url": "https://%s/v1/me" % host, "headers": [
                {"name": "Authorization", "value": "Basic %s" % blob}, {"name": "Accept", "value": "*/*"}]}}, indent=1), "Basic header inside HAR export"
        if chance(0.3):
            n.s(p)
            extra = n.t(" (decoded: %s / %s)" % (u, p), " (디코딩하면 %s / %s)" % (u, p))
            cat += " + decoded password"
        else:
            extra = ""
        what = ("the %s basic-auth login%s" % (host, extra), "%s 베이직 인증 계정%s" % (host, extra))
    elif kind == "bearer_jwt":
        tok = n.s(long_jwt())
        snip, cat = pick(["Authorization: Bearer %s" % tok, 'curl -sH "Authorization: Bearer %s" https://%s/v1/me' % (tok, host)]), "Bearer JWT"
        what = ("a valid bearer token for %s" % host, "%s용 유효한 Bearer 토큰" % host)
    elif kind == "bearer_opaque":
        tok = n.s(rs(pick([AN, B64U, HEX]), pick([32, 40, 48, 64])))
        snip, cat = "GET /internal/jobs HTTP/1.1\nHost: %s\nAuthorization: Bearer %s" % (host, tok), "Bearer opaque token"
        what = ("the service token for %s" % host, "%s 서비스 토큰" % host)
    elif kind == "apikey":
        tok = n.s(pick([uuid4(), rs(AN, 32), "ak_" + rs(AN, 40)]))
        hname = pick(["X-API-Key", "X-Api-Key", "api-key", "X-Partner-Token", "Ocp-Apim-Subscription-Key"])
        snip, cat = 'requests.post(url, json=payload, headers={"%s": "%s"})' % (hname, tok), "API key header in code (%s)" % hname
        what = ("the partner API key", "파트너 API 키")
    elif kind == "git_extraheader":
        ghtok = "ghs_" + rs(AN, 36) if chance(0.5) else "ghp_" + rs(AN, 36)
        blob = n.s(b64s("x-access-token:" + ghtok))
        snip, cat = 'git -c http.extraheader="AUTHORIZATION: basic %s" clone https://github.com/%s/%s.git' % (blob, corp().split(".")[0], svc()), "git http.extraheader basic (base64 of token)"
        what = ("the clone credentials used by CI", "CI가 쓰는 clone 자격 증명")
    elif kind == "docker_config":
        p = pw(None, ":")
        blob = n.s(b64s("%s:%s" % (u, p)))
        snip = json.dumps({"auths": {"harbor.%s" % corp(): {"auth": blob}}}, indent=2)
        cat = "~/.docker/config.json auth"
        what = ("the registry login on the build box", "빌드 서버의 레지스트리 로그인")
    elif kind == "npmrc_auth":
        p = pw(None, ":")
        blob = n.s(b64s("%s:%s" % (u, p)))
        snip, cat = "registry=https://nexus.%s/repository/npm-group/\n_auth=%s\nalways-auth=true" % (corp(), blob), ".npmrc _auth"
        what = ("the npm registry credentials", "npm 레지스트리 자격 증명")
    elif kind == "npmrc_token":
        tok = n.s("npm_" + rs(AN, 36))
        snip, cat = "//registry.npmjs.org/:_authToken=%s\n@%s:registry=https://registry.npmjs.org/" % (tok, corp().split(".")[0]), ".npmrc _authToken"
        n.vendor("npm")
        what = ("the npm publish token", "npm 배포 토큰")
    elif kind == "netrc":
        p = n.s(pw(None, " \t"))
        snip, cat = "machine %s\n  login %s\n  password %s" % (pick(["git.", "api.", "ftp."]) + corp(), u, p), ".netrc password"
        what = ("the .netrc entry", ".netrc 항목")
    else:
        p = n.s(pw(None, AV_XML))
        snip = "<servers>\n  <server>\n    <id>%s-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (corp().split(".")[0], u, p)
        cat = "Maven settings.xml server password"
        what = ("the Maven deploy credentials", "Maven 배포 자격 증명")
    les_en = ["The header is checked before the IP allow-list, so a 401 means the credential, not the network.",
              "Base64 in the header is only encoding; anyone with the note can decode it.",
              "This file is read by every tool on the box; keep it chmod 600 and out of the image.",
              "Once the header was set on the proxy, the upstream stopped returning 401."]
    les_ko = ["헤더 검사가 IP 허용 목록보다 먼저라서 401이면 네트워크가 아니라 자격 증명 문제임.",
              "헤더의 Base64는 인코딩일 뿐이라 노트를 본 사람은 누구나 디코딩 가능.",
              "이 파일은 서버의 모든 도구가 읽으니 chmod 600으로 두고 이미지에는 넣지 말 것.",
              "프록시에 헤더를 설정하니 업스트림 401이 사라짐."]
    return generic_note(n, "header: " + cat, what[0], what[1], snip, les_en, les_ko, ask_secret=None,
                        hl=pick(["", "bash", "http"]) if kind != "har" else "json")


def s_cookie(L):
    n = Note(L)
    k = pick(COOKIE_KINDS)
    val = n.s(cookie_value(k))
    host = pick(["admin.", "app.", "console.", "backoffice."]) + corp()
    form = pick(["cookie", "setcookie", "curl", "js", "python"])
    if form == "cookie":
        snip = "GET /api/admin/users HTTP/1.1\nHost: %s\nCookie: %s=%s; theme=dark; lang=%s" % (host, k, val, pick(["ko", "en", "ja"]))
    elif form == "setcookie":
        snip = "HTTP/2 200\nset-cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (k, val)
    elif form == "curl":
        snip = "curl -b '%s=%s' https://%s/api/export?format=csv -o export.csv" % (k, val, host)
    elif form == "js":
        snip = "document.cookie = \"%s=%s; path=/\";" % (k, val)
    else:
        snip = "s = requests.Session()\ns.cookies.set('%s', '%s', domain='%s')" % (k, val, host)
    les_en = ["A copied session cookie is as good as the password until it expires; the admin session here lives 14 days.",
              "The export endpoint has no API-token auth, only the browser session.",
              "Replaying the cookie from another IP worked, so the session is not IP-bound."]
    les_ko = ["복사한 세션 쿠키는 만료 전까지 비밀번호나 다름없음. 여기 관리자 세션은 14일 유지됨.",
              "export 엔드포인트는 API 토큰 인증이 없고 브라우저 세션만 받음.",
              "다른 IP에서 쿠키를 재사용해도 됐음. 세션이 IP에 묶여 있지 않음."]
    return generic_note(n, "cookie: %s (%s)" % (k, form), "a logged-in session for %s" % host, "%s 로그인 세션" % host, snip, les_en, les_ko,
                        ask_secret=None, hl="")


# --------------------------------------------------------------------------------------
# secret family 5: signed URLs, webhooks
# --------------------------------------------------------------------------------------
def s_signed_url(L):
    n = Note(L)
    kind = pick(["s3", "s3", "gcs", "azure", "cloudfront", "oss"])
    url = signed_url(n, kind)
    names = {"s3": "S3 presigned URL", "gcs": "GCS V4 signed URL", "azure": "Azure SAS URL", "cloudfront": "CloudFront signed URL",
             "oss": "Alibaba OSS signed URL"}
    les_en = ["The signed link works for anyone until it expires; share the object path and let people sign their own.",
              "The 403 was a clock skew on the signer, the URL itself was fine.",
              "Signed URLs bypass the bucket policy, so this one exposed the whole export."]
    les_ko = ["서명된 링크는 만료 전까지 누구나 쓸 수 있음. 경로만 공유하고 각자 서명하게 할 것.",
              "403은 서명한 서버의 시간이 어긋나서였고 URL 자체는 정상이었음.",
              "서명 URL은 버킷 정책을 우회해서 이 링크로 export 전체가 노출됐었음."]
    return generic_note(n, "signed URL: " + names[kind], "the download link for the export", "export 다운로드 링크", url, les_en, les_ko,
                        raw=chance(0.5))


def s_webhook(L):
    n = Note(L)
    kind = pick(WEBHOOK_KINDS)
    url, vname = webhook(n, kind)
    n.vendor(vname)
    form = pick(["env", "curl", "python", "yaml", "prose", "tf"])
    if form == "env":
        snip = "%s_WEBHOOK_URL=%s" % (vname.upper().replace(" ", "_"), url)
    elif form == "curl":
        snip = "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy %s done\"}' '%s'" % (svc(), url)
    elif form == "python":
        snip = "requests.post(\"%s\", json={\"text\": msg}, timeout=5)" % url
    elif form == "yaml":
        snip = "alerting:\n  receivers:\n    - name: %s\n      webhook_url: %s" % (pick(["oncall", "deploys", "billing-alerts"]), url)
    elif form == "tf":
        snip = 'variable "alert_webhook" {\n  default = "%s"\n}' % url
    else:
        snip = url
    if kind == "dingtalk" and chance(0.6):
        sec = n.s("SEC" + rs(HEX, 64))
        snip += "\n" + pick(["DINGTALK_SECRET=%s" % sec, "# sign secret: %s" % sec])
    les_en = ["Anyone holding the webhook URL can post into the channel; the path itself is the credential.",
              "The alert bot was silent because the webhook had been regenerated; the old URL returns 404.",
              "Rate limit is about one message per second, so batch the deploy messages."]
    les_ko = ["웹훅 URL만 있으면 누구나 채널에 글을 올릴 수 있음. 경로 자체가 자격 증명임.",
              "알림 봇이 조용했던 건 웹훅이 재발급돼서였음. 예전 URL은 404.",
              "전송 제한이 대략 초당 1건이라 배포 메시지는 묶어서 보낼 것."]
    return generic_note(n, "webhook: %s (%s)" % (vname, form), "the %s webhook for alerts" % vname, "%s 알림 웹훅" % vname, snip,
                        les_en, les_ko, hl="", raw=(form == "prose"))


# --------------------------------------------------------------------------------------
# secret family 6: private keys (PEM body lines listed one by one)
# --------------------------------------------------------------------------------------
def s_private_key(L):
    n = Note(L)
    kind = pick(["ec", "ed25519", "openssh", "rsa_partial", "rsa_split", "gcp_json", "pgp", "ppk", "k8s_tls", "jwk", "wireguard"])
    comment = "%s@%s" % (pick(["deploy", "ci", "ops", "jenkins"]), pick(["bastion", "build-01", "macbook", "ci-runner"]))
    split = None
    if kind == "ec":
        block, lines = key_ec()
        snip, cat = "\n".join(block), "EC PRIVATE KEY PEM"
    elif kind == "ed25519":
        block, lines = key_ed25519_pkcs8()
        snip, cat = "\n".join(block), "PKCS#8 Ed25519 PEM (one line body)"
    elif kind == "openssh":
        block, lines = key_openssh(comment)
        snip, cat = "\n".join(block), "OPENSSH PRIVATE KEY"
    elif kind == "rsa_partial":
        block, lines = key_rsa_partial(ri(4, 7))
        snip, cat = "\n".join(block), "RSA PRIVATE KEY (truncated paste)"
    elif kind == "rsa_split":
        block, lines = key_rsa_partial(ri(6, 9))
        cut = ri(3, len(lines) - 2)
        split = ("\n".join(block[:cut + 1]), "\n".join(block[cut + 1:]))
        snip, cat = None, "RSA PRIVATE KEY split across fields"
    elif kind == "gcp_json":
        block, lines = key_pkcs8_rsa_partial(ri(4, 6))
        pk = "\\n".join(block) + "\\n"
        proj = pick(["acme-prod", "hanbit-data", "kumo-ml"]) + "-" + rs(DIG, 6)
        snip = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n'
                '  "client_email": "%s@%s.iam.gserviceaccount.com",\n  "client_id": "%s"\n}') % (proj, rs(HEX, 40), pk, pick(["etl", "deployer", "bq-reader"]), proj, dd(21))
        cat = "GCP service-account JSON private_key (\\n-escaped, truncated)"
    elif kind == "pgp":
        block, lines = key_pgp_partial(ri(3, 6))
        snip, cat = "\n".join(block), "PGP PRIVATE KEY BLOCK (truncated)"
    elif kind == "ppk":
        pub = wrap(b64(_sshstr(b"ssh-ed25519") + _sshstr(rb(32))), 64)
        lines = [b64(_sshstr(rb(32)))]
        snip = "\n".join(["PuTTY-User-Key-File-3: ssh-ed25519", "Encryption: none", "Comment: %s" % comment,
                          "Public-Lines: %d" % len(pub)] + pub + ["Private-Lines: 1"] + lines + ["Private-MAC: %s" % rs(HEX, 64)])
        cat = "PuTTY .ppk Private-Lines"
    elif kind == "k8s_tls":
        block, _l = key_ec()
        blob = b64s("\n".join(block) + "\n")
        lines = [blob]
        snip = "apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\nmetadata:\n  name: %s-tls\ndata:\n  tls.crt: (omitted, public cert)\n  tls.key: %s" % (svc(), blob)
        cat = "k8s TLS Secret tls.key (base64 of PEM)"
    elif kind == "jwk":
        d = b64u(rb(32))
        lines = [d]
        snip = json.dumps({"kty": "EC", "crv": "P-256", "kid": rs(B64U, 12), "use": "sig", "x": b64u(rb(32)), "y": b64u(rb(32)), "d": d}, indent=2)
        cat = "private JWK (d parameter)"
    else:
        priv = b64(rb(32))
        psk = b64(rb(32))
        lines = [priv, psk]
        snip = ("[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\n"
                "Endpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8") % (priv, ri(2, 250), b64(rb(32)), psk, corp())
        cat = "WireGuard PrivateKey + PresharedKey"
    for ln in lines:
        n.s(ln)
    what_en = pick(["the deploy key for %s" % svc(), "the signing key", "the SSH key for the bastion", "the service-account key"])
    what_ko = pick(["%s 배포 키" % svc(), "서명 키", "배스천 SSH 키", "서비스 계정 키"])
    les_en = ["The key had to be in PKCS#8 for the library; converting with openssl fixed the parse error.",
              "Permissions must be 600 or ssh refuses the key silently.",
              "This key is baked into the old AMI, so rotating it means rebuilding the image.",
              "The 'invalid key' error came from Windows line endings in the pasted file."]
    les_ko = ["라이브러리가 PKCS#8만 받아서 openssl로 변환하니 파싱 에러가 사라짐.",
              "권한이 600이 아니면 ssh가 조용히 키를 거부함.",
              "이 키는 예전 AMI에 구워져 있어서 교체하려면 이미지를 다시 빌드해야 함.",
              "'invalid key' 에러는 붙여넣은 파일의 윈도우 줄바꿈 때문이었음."]
    if split:
        kw = gkw(L, what_en, what_ko)
        mc = kf(L, GEN_SITU_EN, GEN_SITU_KO, **kw) + "\n" + split[0]
        ls = split[1] + "\n" + kf(L, les_en, les_ko, **kw)
        ask = kf(L, GEN_ASK_EN, GEN_ASK_KO, **kw)
        return n.done("private key: " + cat, mc, ls, ask)
    return generic_note(n, "private key: " + cat, what_en, what_ko, snip, les_en, les_ko, hl="", raw=chance(0.4))


# --------------------------------------------------------------------------------------
# secret family 7: TOTP seeds, recovery codes, PINs, Wi-Fi keys
# --------------------------------------------------------------------------------------
def s_totp(L):
    n = Note(L)
    issuer = pick(["GitHub", "AWS", "Okta", "Google", "Naver", "Kakao", "Toss", "Atlassian", "Cloudflare", "1Password"])
    acct = "%s@%s" % (pick(USERS).replace("_", "."), corp())
    form = pick(["uri", "seed", "grouped", "pyotp", "oathtool", "csv"])
    if form == "uri":
        seed = n.s(totp_seed())
        snip = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (issuer, pct(acct), seed, issuer)
    elif form == "seed":
        seed = n.s(totp_seed())
        snip = n.t("setup key (can't scan the QR on the server): %s" % seed, "QR 스캔이 안 돼서 받은 설정 키: %s" % seed)
    elif form == "grouped":
        seed = n.s(totp_grouped())
        snip = n.t("Enter this key manually: %s" % seed, "수동 입력 키: %s" % seed)
    elif form == "pyotp":
        seed = n.s(totp_seed())
        snip = "import pyotp\ntotp = pyotp.TOTP(\"%s\")\nprint(totp.now())" % seed
    elif form == "oathtool":
        seed = n.s(totp_seed())
        snip = "oathtool --totp -b %s" % seed
    else:
        seed = n.s(totp_seed())
        snip = "name,url,username,otpauth\n%s,https://%s.com,%s,otpauth://totp/%s?secret=%s" % (issuer, issuer.lower(), acct, issuer, seed)
    les_en = ["The shared ops account uses TOTP, not push, so the seed is what people pass around.",
              "Codes were rejected because the CI runner clock was 40s off; the seed was right.",
              "Whoever has this seed can generate codes forever; it must be re-enrolled after leaking."]
    les_ko = ["공용 운영 계정은 푸시가 아니라 TOTP라서 사람들끼리 시드를 돌려 씀.",
              "코드가 거부된 건 CI 러너 시계가 40초 어긋나서였고 시드는 맞았음.",
              "이 시드만 있으면 계속 코드를 만들 수 있음. 유출되면 다시 등록해야 함."]
    return generic_note(n, "TOTP seed (%s, %s)" % (issuer, form), "the %s 2FA for the shared account" % issuer, "공용 계정 %s 2단계 인증" % issuer,
                        snip, les_en, les_ko, raw=form in ("seed", "grouped"))


def s_recovery(L):
    n = Note(L)
    kind = pick(["github", "google", "gitlab", "bitlocker", "1password", "apple"])
    if kind == "github":
        codes = codes_github(ri(4, 10))
        name = "GitHub recovery codes"
    elif kind == "google":
        codes = codes_google(ri(4, 10))
        name = "Google backup codes"
    elif kind == "gitlab":
        codes = codes_gitlab(ri(4, 8))
        name = "GitLab recovery codes"
    elif kind == "bitlocker":
        codes = [bitlocker_key()]
        name = "BitLocker recovery key"
    elif kind == "1password":
        codes = ["A3-%s-%s-%s-%s-%s-%s" % (rs(ANU, 6), rs(ANU, 6), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5))]
        name = "1Password Secret Key"
    else:
        codes = ["-".join(rs(ANU, 4) for _ in range(7))]
        name = "Apple recovery key"
    for c in codes:
        n.s(c)
    layout = pick(["lines", "comma", "bullets"])
    if layout == "lines" or len(codes) == 1:
        snip = "\n".join(codes)
    elif layout == "comma":
        snip = ", ".join(codes)
    else:
        snip = "\n".join("- " + c for c in codes)
    les_en = ["Each code works once; cross them off in the vault entry after use.",
              "Without these the org owner would have needed a support ticket that takes days.",
              "Recovery codes bypass 2FA completely, so treat them like the password itself."]
    les_ko = ["코드는 한 번씩만 쓸 수 있으니 쓰고 나면 볼트 항목에서 지울 것.",
              "이게 없었으면 오너 계정 복구에 며칠 걸리는 지원 티켓이 필요했음.",
              "복구 코드는 2단계 인증을 통째로 우회하니 비밀번호와 똑같이 다뤄야 함."]
    return generic_note(n, "recovery codes: %s (%d)" % (name, len(codes)), "the %s for the admin account" % name, "관리자 계정 %s" % name,
                        snip, les_en, les_ko, raw=chance(0.5))


def s_pin(L):
    n = Note(L)
    kind = pick(["puk", "piv", "piv_mgmt", "android", "door"])
    if kind == "puk":
        p = n.s(rs(DIG, 8))
        snip = n.t("SIM PUK for the on-call phone (%s): %s" % ("010-%04d-%04d" % (ri(0, 9999), ri(0, 9999)), p),
                   "당직폰(%s) SIM PUK 코드: %s" % ("010-%04d-%04d" % (ri(0, 9999), ri(0, 9999)), p))
        name = "SIM PUK"
    elif kind == "piv":
        p = n.s(rs(DIG, 8))
        q = n.s(rs(DIG, 8))
        snip = "ykman piv access change-pin --new-pin %s\nykman piv access change-puk --new-puk %s" % (p, q)
        name = "YubiKey PIV PIN/PUK"
    elif kind == "piv_mgmt":
        k = n.s(rs(HEX, 48))
        snip = "ykman piv access change-management-key --protect --new-management-key %s" % k
        name = "YubiKey PIV management key"
    elif kind == "android":
        p = n.s(rs(DIG, ri(8, 10)))
        snip = n.t("Test device unlock PIN: %s (Samsung A54, QA shelf)" % p, "테스트 단말 잠금 PIN: %s (QA 선반 갤럭시 A54)" % p)
        name = "device PIN"
    else:
        p = n.s(rs(DIG, 8))
        snip = n.t("Server room door code is %s# (changes monthly)" % p, "서버실 출입문 비밀번호 %s# (매달 바뀜)" % p)
        name = "door code"
    les_en = ["Three wrong tries locks it, and the reset goes through IT only.", "The default values had never been changed on these devices until now.",
              "Keep it in the team vault; the label on the device is not enough."]
    les_ko = ["세 번 틀리면 잠기고 초기화는 IT팀만 가능.", "이 장비들은 지금까지 기본값이 안 바뀐 상태였음.", "팀 볼트에 보관할 것. 기기 라벨만으로는 부족."]
    name_ko = {"SIM PUK": "당직폰 SIM PUK", "YubiKey PIV PIN/PUK": "YubiKey PIV PIN/PUK", "YubiKey PIV management key": "YubiKey PIV 관리 키",
               "device PIN": "테스트 단말 PIN", "door code": "서버실 출입 비밀번호"}[name]
    return generic_note(n, "PIN: " + name, "the %s" % name, name_ko, snip, les_en, les_ko, raw=kind in ("puk", "android", "door"))


def s_wifi(L):
    n = Note(L)
    ssid = pick(["Office-5G", "ACME-Guest", "HANBIT_DEV", "kumo-lab", "MeetingRoom-3F", "StoreAP-%d" % ri(10, 99), "iptime_%d" % ri(100, 999)])
    form = pick(["prose", "qr", "wpa", "nmcli", "hostapd", "psk_hex"])
    if form == "psk_hex":
        k = n.s(rs(HEX, 64))
        snip = 'network={\n    ssid="%s"\n    psk=%s\n}' % (ssid, k)
    else:
        k = n.s(pw(pick(["human", "pass", "gen", "korkbd", "gensym"]), ";:\\\"', "))
        if form == "prose":
            snip = n.t("Wi-Fi %s, password %s" % (ssid, k), "와이파이 %s / 비번 %s" % (ssid, k))
        elif form == "qr":
            snip = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, k)
        elif form == "wpa":
            snip = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, k)
        elif form == "nmcli":
            snip = "nmcli dev wifi connect %s password '%s' ifname wlan0" % (ssid, k)
        else:
            snip = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, k)
    les_en = ["The IoT test devices only join 2.4 GHz, so use this SSID, not the corporate one.",
              "The kiosk image has the network baked in; changing the key means reflashing.",
              "The guest network blocks the staging VPN, so tests must run on this one."]
    les_ko = ["IoT 테스트 장비는 2.4GHz만 붙어서 사내망 말고 이 SSID를 써야 함.",
              "키오스크 이미지에 네트워크가 구워져 있어서 키를 바꾸면 다시 플래싱해야 함.",
              "게스트망은 스테이징 VPN을 막아서 테스트는 이 망에서 돌려야 함."]
    return generic_note(n, "Wi-Fi key (%s)" % form, "the Wi-Fi for the test devices", "테스트 장비용 와이파이", snip, les_en, les_ko,
                        raw=form == "prose")


# --------------------------------------------------------------------------------------
# secret family 8: passwords of people / services written in prose, chat, tables, SQL, commits
# --------------------------------------------------------------------------------------
SYSTEMS_EN = ["the staging Grafana", "the office router", "the shared QA Google account", "the Jenkins admin", "the NAS",
              "the kiosk build account", "the old WordPress admin", "the VPN test user", "the Windows build VM", "the Airflow UI",
              "the vendor SFTP", "the demo tenant admin", "the POS back office", "the Synology backup"]
SYSTEMS_KO = ["스테이징 Grafana", "사무실 공유기", "QA 공용 구글 계정", "Jenkins 관리자", "NAS", "키오스크 빌드 계정",
              "예전 워드프레스 관리자", "VPN 테스트 계정", "윈도우 빌드 VM", "Airflow UI", "협력사 SFTP", "데모 테넌트 관리자",
              "POS 백오피스", "시놀로지 백업"]


def _sys(L):
    i = ri(0, len(SYSTEMS_EN) - 1)
    return SYSTEMS_EN[i] if L == "en" else SYSTEMS_KO[i], SYSTEMS_EN[i]


def s_human_password(L):
    n = Note(L)
    sysname, sys_en = _sys(L)
    u = pick(USERS + ["admin", "root", "qa01", "kiosk", "manager"])
    style = pick(["human", "human", "pass", "punct", "korkbd", "hangul", "gensym", "gen"])
    form = pick(["slash", "chat", "temp", "email", "router", "table", "hangul_note", "phrase", "commit", "docker_env", "sql", "jenkins", "helm", "ansible"])
    if form == "table":
        rows = []
        for _ in range(ri(2, 4)):
            s_en = pick(SYSTEMS_EN)
            rows.append("| %s | %s | %s |" % (s_en.replace("the ", ""), pick(USERS), n.s(pw(pick(PW_STYLES), "|`"))))
        snip = n.t("| system | id | password |\n|---|---|---|\n", "| 시스템 | 아이디 | 비밀번호 |\n|---|---|---|\n") + "\n".join(rows)
        cat = "account table with passwords (%d rows)" % len(rows)
    else:
        p = pw(style, "'\"`\\" if form in ("sql", "jenkins", "docker_env", "helm", "ansible") else "`")
        n.s(p)
        if form == "slash":
            snip = n.t("login for %s: %s / %s" % (sysname, u, p), "%s 계정: %s / 비번: %s" % (sysname, u, p))
        elif form == "chat":
            snip = "[%s] %s: %s" % (ts()[11:16], person(L), n.t(pick(["pw is %s", "try %s", "it's %s (capital first letter)", "password: %s"]) % p,
                                                                pick(["비번 %s 입니다", "%s 로 해보세요", "비밀번호는 %s 요", "%s 이거예요"]) % p))
        elif form == "temp":
            snip = n.t("IT reset it; temporary password: %s (must be changed at first login)" % p, "IT에서 초기화해줌. 임시 비밀번호: %s (첫 로그인 때 변경 필요)" % p)
        elif form == "email":
            snip = n.t("> From: helpdesk@%s\n> Your account %s has been created.\n> Password: %s\n> Please change it within 7 days." % (corp(), u, p),
                       "> 보낸사람: helpdesk@%s\n> %s 계정이 생성되었습니다.\n> 초기 비밀번호: %s\n> 7일 이내에 변경해 주세요." % (corp(), u, p))
        elif form == "router":
            snip = n.t("Admin page http://192.168.%d.1 , user admin, password %s" % (ri(0, 50), p), "관리 페이지 http://192.168.%d.1 , 아이디 admin, 비번 %s" % (ri(0, 50), p))
        elif form == "hangul_note":
            snip = n.t("The password has Korean in it, type it with the Korean IME on: %s" % p, "비밀번호에 한글이 섞여 있음(한/영 주의): %s" % p)
        elif form == "phrase":
            snip = n.t("Passphrase for the backup archive: \"%s\"" % p, "백업 아카이브 암호 문구: \"%s\"" % p)
        elif form == "commit":
            snip = "commit %s\nAuthor: %s <%s@%s>\n\n    temp: set %s password to %s for the demo" % (rs(HEX, 40), pick(PEOPLE_EN), pick(USERS), corp(), u, p)
        elif form == "docker_env":
            var = pick(["MYSQL_ROOT_PASSWORD", "POSTGRES_PASSWORD", "GF_SECURITY_ADMIN_PASSWORD", "RABBITMQ_DEFAULT_PASS", "MINIO_ROOT_PASSWORD", "KEYCLOAK_ADMIN_PASSWORD"])
            snip = "docker run -d --name %s -e %s='%s' -p 8080:8080 %s" % (svc(), var, p, pick(["mysql:8.4", "postgres:16", "grafana/grafana:11.2.0", "rabbitmq:3-management", "minio/minio", "quay.io/keycloak/keycloak:25.0"]))
        elif form == "sql":
            snip = pick(["CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON %s.* TO '%s'@'%%';" % (u, p, pick(DBNAMES), u),
                         "ALTER ROLE %s WITH LOGIN PASSWORD '%s';" % (u, p),
                         "CREATE LOGIN %s WITH PASSWORD = '%s', CHECK_POLICY = OFF;" % (u, p)])
        elif form == "jenkins":
            snip = 'def c = new UsernamePasswordCredentialsImpl(CredentialsScope.GLOBAL, "%s-creds", "deploy user", "%s", "%s")\nstore.addCredentials(Domain.global(), c)' % (svc(), u, p)
        elif form == "helm":
            snip = "helm upgrade --install %s bitnami/postgresql --set auth.username=%s --set auth.password='%s' -n %s" % (svc(), u, p, env())
        else:
            snip = "# group_vars/%s.yml\nansible_user: %s\nansible_password: \"%s\"\nansible_become: true" % (env(), u, p)
        cat = "%s password (%s)" % (style, form)
    les_en = ["The account is shared, so changing the password breaks everyone else's saved login.",
              "Login failed at first because of caps lock; the password itself was right.",
              "This account bypasses SSO, which is why it still works when the IdP is down.",
              "The system locks after five failed attempts for 30 minutes."]
    les_ko = ["공용 계정이라 비밀번호를 바꾸면 다른 사람들 저장된 로그인이 다 깨짐.",
              "처음 로그인 실패는 Caps Lock 때문이었고 비밀번호는 맞았음.",
              "이 계정은 SSO를 우회해서 IdP가 죽어도 로그인됨.",
              "다섯 번 틀리면 30분 동안 잠김."]
    return generic_note(n, "password: " + cat, "the password for %s" % sys_en, "%s 비밀번호" % sysname, snip, les_en, les_ko,
                        raw=form in ("slash", "chat", "temp", "email", "router", "hangul_note", "phrase"), hl="")


# --------------------------------------------------------------------------------------
# secret family 9: label in one field, value in the next; secret only in the question
# --------------------------------------------------------------------------------------
def s_split(L):
    n = Note(L)
    sysname, sys_en = _sys(L)
    kind = pick(["pw_mc_ls", "pw_ls_ask", "pair_mc_ls", "token_mc_ls", "pw_only_ask"])
    u = pick(USERS)
    kw = gkw(L, "the password for %s" % sys_en, "%s 비밀번호" % sysname)
    if kind == "pw_mc_ls":
        p = n.s(pw())
        mc = kf(L, ["{P} sent me the login for %s. User is %s, and the password was in the next message:" % (sys_en, u),
                    "I didn't have access to %s (%s); {P} sent the password separately." % (sys_en, u)],
                ["{P}이 %s 로그인 정보를 줬음. 아이디는 %s, 비밀번호는 다음 메시지로 옴:" % (sysname, u),
                 "%s(%s) 접근 권한이 없어서 {P}이 비밀번호를 따로 보내줬음." % (sysname, u)], **kw)
        ls = kf(L, ["%s\nIt only works from the office network or VPN." % p, "%s - works, but only from the VPN." % p],
                ["%s\n사무실망이나 VPN에서만 됨." % p, "%s  ← VPN 붙어 있어야 로그인됨." % p], **kw)
        ask = kf(L, GEN_ASK_EN, GEN_ASK_KO, **kw)
        cat = "split: label in missing_context, password alone in lesson"
    elif kind == "pw_ls_ask":
        p = n.s(pw())
        mc = kf(L, GEN_SITU_EN, GEN_SITU_KO, **kw)
        ls = kf(L, ["Account for %s: %s. Password below in the question, it is temporary." % (sys_en, u)],
                ["%s 계정: %s. 비밀번호는 임시라 아래 질문에 적어 둠." % (sysname, u)], **kw)
        ask = kf(L, ["%s - is this still the password, or was it reset?" % p, "Was %s changed after the handover?" % p],
                 ["%s - 아직 이 비밀번호인지, 초기화됐는지?" % p, "인수인계 후에 %s 바뀌었는지?" % p], **kw)
        cat = "split: label in lesson, password in ask_next_time"
    elif kind == "pair_mc_ls":
        v = next_vendor(lambda vv: sum(1 for it in vv["items"] if it[2]) >= 2)
        n.vendor(v["name"])
        items = [(k, val) for k, val, sec in vgen(v) if sec]
        a, b = items[0], items[1]
        n.s(a[1])
        n.s(b[1])
        mc = kf(L, ["The %s key pair for {S} was split across two messages. First one: %s" % (v["name"], a[1]),
                    "%s for {S} in {E}: %s (the secret part is in the lesson)" % (a[0], a[1])],
                ["{S}용 %s 키 쌍이 메시지 두 개로 나뉘어 왔음. 첫 번째: %s" % (v["name"], a[1]),
                 "{E} {S}의 %s: %s (시크릿은 lesson에 적음)" % (a[0], a[1])], **kw)
        ls = kf(L, ["%s\nBoth halves are needed; the SDK gives a misleading 'signature mismatch' when only the secret is wrong." % b[1]],
                ["%s\n둘 다 있어야 함. 시크릿만 틀려도 SDK가 'signature mismatch'라는 헷갈리는 에러를 줌." % b[1]], **kw)
        ask = kf(L, GEN_ASK_EN, GEN_ASK_KO, **kw)
        cat = "split: %s key id in missing_context, secret in lesson" % v["name"]
    elif kind == "token_mc_ls":
        v = next_vendor(lambda vv: len(vv["items"]) == 1)
        n.vendor(v["name"])
        tok = n.s(vgen(v)[0][1])
        mc = kf(L, ["I needed a %s token for {S}; {P} generated one and pasted it as the last line of this note." % v["name"]],
                ["{S}에 쓸 %s 토큰이 필요했고 {P}이 발급해서 붙여줬음. 값은 lesson 첫 줄." % v["name"]], **kw)
        ls = kf(L, ["%s\nExpires in 90 days; scopes are read-only." % tok], ["%s\n90일 후 만료, 읽기 전용 권한." % tok], **kw)
        ask = kf(L, GEN_ASK_EN, GEN_ASK_KO, **kw)
        cat = "split: %s token alone at start of lesson" % v["name"]
    else:
        p = n.s(pw())
        mc = kf(L, GEN_SITU_EN, GEN_SITU_KO, **kw)
        ls = kf(L, ["%s uses a local account; the password is not in the vault yet." % sys_en,
                    "Logging into %s needs the local %s account, not SSO." % (sys_en, u)],
                ["%s(은) 로컬 계정을 씀. 비밀번호는 아직 볼트에 없음." % sysname, "%s 로그인은 SSO가 아니라 로컬 %s 계정이 필요함." % (sysname, u)], **kw)
        ask = kf(L, ["Ask whether the %s password is still %s before trying it again." % (sys_en, p),
                     "Is `%s` still the password for %s?" % (p, u)],
                 ["다시 시도하기 전에 %s 비밀번호가 아직 %s 인지 물어볼 것." % (sysname, p), "%s 비밀번호가 아직 `%s` 인지?" % (u, p)], **kw)
        cat = "question: password only in ask_next_time"
    return n.done(cat, mc, ls, ask)


# --------------------------------------------------------------------------------------
# secret family 10: long tokens, framework/app secrets, kubeconfig, several secrets in one note
# --------------------------------------------------------------------------------------
def s_long_token(L):
    n = Note(L)
    kind = pick(["aws_session", "k8s_token", "kubeconfig_key", "rs256", "ya29", "salesforce", "ops", "atlassian", "fly", "meta", "pypi"])
    if kind == "aws_session":
        a, sk, st = n.s("ASIA" + rs(B32, 16)), n.s(rs(B64, 40)), n.s("IQoJb3JpZ2luX2VjE" + rs(B64, ri(340, 520)))
        snip = "export AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\nexport AWS_SESSION_TOKEN=%s" % (a, sk, st)
        cat, what = "AWS temporary credentials with session token", ("the assumed-role credentials", "assume-role 임시 자격 증명")
        n.vendor("AWS")
    elif kind == "k8s_token":
        t = epoch()
        tok = n.s(jwt({"aud": ["https://kubernetes.default.svc.cluster.local"], "exp": t + 31536000, "iat": t,
                       "iss": "https://kubernetes.default.svc",
                       "kubernetes.io": {"namespace": env(), "serviceaccount": {"name": svc(), "uid": uuid4()}},
                       "nbf": t, "sub": "system:serviceaccount:%s:%s" % (env(), svc())}, "RS256", kid=rs(B64U, 43)))
        snip = "users:\n- name: %s-sa\n  user:\n    token: %s" % (svc(), tok)
        cat, what = "kubeconfig service-account token (RS256 JWT)", ("a kubeconfig for the cluster", "클러스터 kubeconfig")
    elif kind == "kubeconfig_key":
        block, _l = key_ec()
        kd = n.s(b64s("\n".join(block) + "\n"))
        snip = "users:\n- name: admin@%s\n  user:\n    client-certificate-data: (omitted)\n    client-key-data: %s" % (pick(["kind-local", "k3s-lab", "prod-eks"]), kd)
        cat, what = "kubeconfig client-key-data", ("a kubeconfig for the cluster", "클러스터 kubeconfig")
    elif kind == "rs256":
        tok = n.s(long_jwt("RS256"))
        snip = "Authorization: Bearer %s" % tok
        cat, what = "RS256 access token (~%d chars)" % len(tok), ("a valid access token", "유효한 액세스 토큰")
    elif kind == "ya29":
        at, rt = n.s("ya29.a0" + rs(B64U, ri(180, 230))), n.s("1//0" + pick("eg") + rs(B64U, ri(90, 110)))
        snip = json.dumps({"access_token": at, "expires_in": 3599, "refresh_token": rt, "scope": "https://www.googleapis.com/auth/drive.readonly",
                           "token_type": "Bearer"}, indent=2)
        cat, what = "Google OAuth access + refresh token", ("the OAuth token response", "OAuth 토큰 응답")
        n.vendor("Google OAuth")
    elif kind == "salesforce":
        sid = n.s("00D" + rs(AN, 12) + "!" + rs(AN + ".", 96))
        snip = "sf org display --target-org prod\n...\nAccess Token     %s\nInstance Url     https://%s.my.salesforce.com" % (sid, pick(["acme", "hanbit", "kumo"]))
        cat, what = "Salesforce session id", ("the Salesforce session", "Salesforce 세션")
        n.vendor("Salesforce")
    else:
        vn = {"ops": "1Password", "atlassian": "Atlassian", "fly": "Fly.io", "meta": "Meta Graph", "pypi": "PyPI"}[kind]
        v = VENDOR_BY_NAME[vn]
        n.vendor(vn)
        k, val, sec = vgen(v)[0]
        n.s(val)
        snip = pick(["%s=%s" % (k, val), "export %s='%s'" % (k, val), "%s: %s" % (k_lower(k), val)])
        cat, what = "%s long token (%d chars)" % (vn, len(val)), ("the %s token" % vn, "%s 토큰" % vn)
    les_en = ["The token is long enough that the terminal wrapped it; copy from the file, not the screen.",
              "It expires in an hour, but it was enough to reproduce the bug.",
              "Tokens like this must not be pasted in tickets; the ticket system indexes everything."]
    les_ko = ["토큰이 길어서 터미널에서 줄바꿈됨. 화면 말고 파일에서 복사할 것.",
              "한 시간 뒤 만료지만 버그 재현에는 충분했음.",
              "이런 토큰은 티켓에 붙이면 안 됨. 티켓 시스템이 전부 색인함."]
    return generic_note(n, "long token: " + cat, what[0], what[1], snip, les_en, les_ko, hl="")


def app_secret(n):
    k = pick(["django", "rails", "laravel", "nextauth", "flask", "jwt", "aes", "master", "jasypt", "cookie"])
    if k == "django":
        v = n.s("django-insecure-" + rs(LO + DIG + "!@#$%^&*(-_=+)", 50))
        return "SECRET_KEY = '%s'" % v, "Django SECRET_KEY"
    if k == "rails":
        return "SECRET_KEY_BASE=%s" % n.s(rs(HEX, 128)), "Rails secret_key_base"
    if k == "laravel":
        return "APP_KEY=base64:%s" % n.s(b64(rb(32))), "Laravel APP_KEY"
    if k == "nextauth":
        return "NEXTAUTH_SECRET=%s" % n.s(b64(rb(32))), "NEXTAUTH_SECRET"
    if k == "flask":
        return "app.config['SECRET_KEY'] = '%s'" % n.s(rs(HEX, 48)), "Flask SECRET_KEY"
    if k == "jwt":
        return "JWT_SECRET=%s" % n.s(rs(AN, ri(32, 64))), "JWT signing secret"
    if k == "aes":
        return "ENCRYPTION_KEY=%s" % n.s(b64(rb(32))), "AES-256 data key"
    if k == "master":
        return "config/master.key: %s" % n.s(rs(HEX, 32)), "Rails master.key"
    if k == "jasypt":
        return "-Djasypt.encryptor.password=%s" % n.s(pw("gen")), "jasypt encryptor password"
    return "COOKIE_SECRET=%s" % n.s(rs(HEX, 64)), "cookie signing secret"


def s_app_secret(L):
    n = Note(L)
    snip, cat = app_secret(n)
    les_en = ["Changing this secret logs everyone out and invalidates signed links.",
              "Each environment must have its own value; staging and prod were sharing one.",
              "The value in the repo was the real one, not a dev default, so it has to be rotated."]
    les_ko = ["이 시크릿을 바꾸면 모든 사용자가 로그아웃되고 서명 링크가 무효화됨.",
              "환경마다 값이 달라야 하는데 스테이징과 운영이 같은 값을 쓰고 있었음.",
              "레포에 있던 값이 개발용 기본값이 아니라 실제 값이라 교체해야 함."]
    return generic_note(n, "app secret: " + cat, "the %s for %s" % (cat, svc()), "%s의 %s" % (svc(), cat), snip, les_en, les_ko, hl="")


def s_multi(L):
    n = Note(L)
    lines = []
    cats = []
    dbp = pw(None, AV_YAML + " ")
    n.s(dbp)
    lines.append(pick(["POSTGRES_PASSWORD=%s", "MYSQL_ROOT_PASSWORD=%s", "DB_PASSWORD=%s"]) % dbp)
    cats.append("db password")
    v = next_vendor(lambda vv: len(vv["items"]) <= 2)
    n.vendor(v["name"])
    for k, val, sec in vgen(v):
        if sec:
            n.s(val)
        lines.append("%s=%s" % (k, val))
    cats.append(v["name"])
    if chance(0.6):
        s2, c2 = app_secret(n)
        lines.append(s2 if "=" in s2 and " " not in s2 else "# " + s2)
        cats.append(c2)
    if chance(0.4):
        url, vname = webhook(n, pick(WEBHOOK_KINDS))
        n.vendor(vname)
        lines.append("ALERT_WEBHOOK=%s" % url)
        cats.append(vname + " webhook")
    for b in benign_pairs(ri(1, 3)):
        lines.insert(ri(0, len(lines)), "%s=%s" % b)
    fname = pick([".env.production", "deploy/.env", "docker/.env", "the CI variables page"])
    snip = "\n".join(lines)
    les_en = ["All of these were committed together in %s; every one of them needs rotating, not only the DB password." % fname,
              "The compose file reads %s, so every value here ends up in `docker inspect` output." % fname,
              "Splitting these into the secret manager fixed the drift between staging and prod."]
    les_ko = ["%s에 이 값들이 한꺼번에 커밋돼 있었음. DB 비밀번호만이 아니라 전부 교체해야 함." % fname,
              "compose가 %s를 읽어서 여기 값이 전부 `docker inspect` 출력에 남음." % fname,
              "이 값들을 시크릿 매니저로 나누고 나서 스테이징과 운영 간 차이가 사라짐."]
    return generic_note(n, "multiple secrets in one env file: " + ", ".join(cats), "the full %s" % fname, "%s 전체 내용" % fname, snip,
                        les_en, les_ko, hl="")


# ======================================================================================
# CLEAN notes: no credential at all, but risky-looking material where realistic
# ======================================================================================
CL_SITU_EN = ["While trying to {TASK}, I wasn't sure whether {WHAT} counted as sensitive.",
              "I didn't know how {S} handles {WHAT}; it turned out to be simple.",
              "{P} asked why {WHAT} shows up in the output of {S}.",
              "I had to figure out where {WHAT} for {S} comes from.",
              "Code review flagged {WHAT} in the {S} PR and I had to check it.",
              "I lost time on {WHAT} in {S} before realising it was expected."]
CL_SITU_KO = ["{TASK} 하다가 {WHAT}(이) 민감한 정보인지 헷갈렸음.",
              "{S}가 {WHAT}(을) 어떻게 다루는지 몰랐는데 알고 보니 단순했음.",
              "{P}이 {S} 출력에 왜 {WHAT}(이) 찍히는지 물어봤음.",
              "{S}의 {WHAT}(이) 어디서 오는지 알아내야 했음.",
              "{S} PR 리뷰에서 {WHAT}(이) 지적돼서 확인해야 했음.",
              "{S}의 {WHAT} 때문에 한참 헤맸는데 원래 그런 거였음."]
CL_ASK_EN = ["Is there a doc that lists which of these values are safe to paste?", "Should {WHAT} be documented in the README?",
             "Who owns {S}, in case this needs a follow-up?", "Do we want a lint rule for this?", ""]
CL_ASK_KO = ["어떤 값은 붙여도 되는지 정리된 문서가 있는지?", "{WHAT}(을) README에 적어둘지?", "후속 작업이 필요하면 {S} 담당자가 누구인지?",
             "이거 린트 규칙으로 막을지?", ""]


def clean_note(n, category, what_en, what_ko, snippet, lesson_en, lesson_ko, hl="", raw=False, ask_en=None, ask_ko=None, **extra):
    kw = gkw(n.L, what_en, what_ko, **extra)
    situ = kf(n.L, CL_SITU_EN, CL_SITU_KO, **kw)
    lesson = kf(n.L, lesson_en, lesson_ko, **kw)
    ask = kf(n.L, ask_en or CL_ASK_EN, ask_ko or CL_ASK_KO, **kw)
    block = snippet if raw else code_or_fence(snippet, hl)
    mc, ls, ask = arrange(n, situ, "", block, lesson, ask)
    return n.done("clean: " + category, mc, ls, ask)


PLACEHOLDERS = ["<your-token-here>", "<REPLACE_ME>", "${%s}", "changeme-in-vault", "xxxxxxxxxxxxxxxx", "__SET_IN_CI__", "<redacted>",
                "[REDACTED]", "REDACTED", "...", "{{ .Values.%s }}", "%%(%s)s", "<paste from 1Password>", "***", "TODO", "your-%s-here",
                "<generate: openssl rand -hex 32>", "", "dummy-for-tests"]


def placeholder(k):
    p = pick(PLACEHOLDERS)
    if "%s" in p:
        if p.startswith("{{"):
            return p % k_camel(k)
        if p.startswith("your-"):
            return p % k_kebab(k)
        return p % k
    return p


def vendor_placeholder(v, k):
    """a placeholder in the vendor's own prefix style, with an obviously fake body"""
    g = dict((kk, gg) for kk, gg, s in v["items"])[k]
    samples = [g() for _ in range(4)]
    cp = os.path.commonprefix(samples)
    seps = [i for i, ch in enumerate(cp) if ch in "_-."]
    if seps:
        pre = cp[:seps[-1] + 1]
    elif len(cp) >= 3:
        pre = cp
    else:
        pre = ""
    fill = pick(["x", "X", "0", "*", "."])
    return pre + fill * pick([8, 16, 24, 32]) if pre else pick(["<%s>" % k.lower(), fill * 32])


def c_env_example(L):
    n = Note(L)
    vs = [next_vendor() for _ in range(ri(2, 3))]
    lines = ["# copy to .env and fill in; never commit the real file"] if chance(0.6) else []
    for v in vs:
        for k, g, sec in v["items"]:
            val = vendor_placeholder(v, k) if (sec and chance(0.5)) else (placeholder(k) if sec else pick(["", "<%s>" % k.lower()]))
            lines.append("%s=%s" % (k, val))
    if chance(0.6):
        lines.append("DATABASE_URL=postgresql://%s@localhost:5432/%s" % (pick(["<user>:<password>", "${DB_USER}:${DB_PASSWORD}", "app:${DB_PASSWORD}"]), pick(DBNAMES)))
    for b in benign_pairs(ri(1, 3)):
        lines.append("%s=%s" % b)
    return clean_note(n, ".env.example with placeholders (%s)" % ", ".join(v["name"] for v in vs), "the .env.example values", ".env.example 값",
                      "\n".join(lines), ["Only the names matter in .env.example; the real values come from the vault at deploy time.",
                                         "The app fails fast when a placeholder is left in, which is what we want in CI."],
                      ["`.env.example`에는 이름만 의미 있음. 실제 값은 배포 때 볼트에서 주입됨.", "플레이스홀더가 남아 있으면 앱이 바로 죽는데, CI에서는 그게 맞는 동작."])


def c_env_refs(L):
    n = Note(L)
    k = pick(["DB_PASSWORD", "STRIPE_SECRET_KEY", "GITHUB_TOKEN", "OPENAI_API_KEY", "SLACK_BOT_TOKEN", "TOSS_SECRET_KEY", "NCLOUD_SECRET_KEY", "AWS_SECRET_ACCESS_KEY"])
    form = pick(["k8s", "gha", "compose", "tf", "spring", "python", "node", "gitlab", "helm"])
    if form == "k8s":
        snip = "env:\n  - name: %s\n    valueFrom:\n      secretKeyRef:\n        name: %s-secrets\n        key: %s" % (k, svc(), k_kebab(k))
    elif form == "gha":
        snip = "env:\n  %s: ${{ secrets.%s }}\n  NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n  GH_TOKEN: ${{ github.token }}" % (k, k)
    elif form == "compose":
        snip = "environment:\n  %s: ${%s:?set %s in .env}\nsecrets:\n  - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt" % (k, k, k)
    elif form == "tf":
        snip = 'variable "%s" {\n  type      = string\n  sensitive = true\n}\n\nmodule "%s" {\n  source = "./modules/app"\n  %s = var.%s\n}' % (k.lower(), svc().replace("-", "_"), k.lower(), k.lower())
    elif form == "spring":
        snip = "spring.datasource.password=${DB_PASSWORD}\n%s=${%s:}" % (k_dot(k), k)
    elif form == "python":
        snip = 'token = os.environ["%s"]\nif not token:\n    raise RuntimeError("%s is not set")' % (k, k)
    elif form == "node":
        snip = "const key = process.env.%s;\nif (!key) throw new Error('missing %s');" % (k, k)
    elif form == "gitlab":
        snip = "deploy:\n  script:\n    - echo \"$%s\" | docker login -u \"$CI_REGISTRY_USER\" --password-stdin \"$CI_REGISTRY\"" % k
    else:
        snip = "helm upgrade %s ./chart --set-string secrets.%s=\"$%s\"" % (svc(), k_camel(k), k)
    hl = {"tf": "hcl", "python": "python", "node": "javascript", "helm": "bash", "spring": "properties"}.get(form, "yaml")
    return clean_note(n, "env-var / secret reference only (%s, %s)" % (form, k), "the %s reference" % k, "%s 참조" % k, snip,
                      ["The value is injected at runtime; nothing sensitive lives in the repo, only the reference.",
                       "If the variable is missing the process exits on start, so a typo in the name shows up immediately."],
                      ["값은 런타임에 주입되고 레포에는 참조만 있음.", "변수가 없으면 시작하자마자 죽어서 이름 오타는 바로 드러남."], hl=hl)


def c_secret_manager(L):
    n = Note(L)
    acct = dd(12)
    reg_ = pick(REGIONS)
    form = pick(["aws", "arn", "vault", "op", "gcloud", "az", "ssm", "eso", "doppler"])
    if form == "aws":
        snip = "aws secretsmanager get-secret-value --secret-id %s/%s/db --query SecretString --output text | jq -r .password" % (env(), svc())
    elif form == "arn":
        snip = "arn:aws:secretsmanager:%s:%s:secret:%s/%s/api-key-%s" % (reg_, acct, env(), svc(), rs(AN, 6))
    elif form == "vault":
        snip = "vault kv get -field=password secret/%s/%s/postgres" % (env(), svc())
    elif form == "op":
        snip = 'op read "op://%s/%s/credential"\nop run --env-file=.env.tpl -- ./start.sh' % (pick(["Engineering", "Prod", "Shared"]), pick(["Stripe live", "GitHub bot", "Kakao admin"]))
    elif form == "gcloud":
        snip = "gcloud secrets versions access latest --secret=%s-db-password --project=%s-%s" % (svc(), corp().split(".")[0], env())
    elif form == "az":
        snip = "az keyvault secret show --vault-name kv-%s-%s --name db-password --query value -o tsv" % (corp().split(".")[0][:8], env())
    elif form == "ssm":
        snip = "aws ssm get-parameter --name /%s/%s/DB_PASSWORD --with-decryption --query Parameter.Value" % (svc(), env())
    elif form == "eso":
        snip = ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  secretStoreRef:\n    name: aws-sm\n"
                "    kind: ClusterSecretStore\n  data:\n    - secretKey: DB_PASSWORD\n      remoteRef:\n        key: %s/%s/db\n        property: password") % (svc(), env(), svc())
    else:
        snip = "doppler run --project %s --config %s -- npm start" % (svc(), pick(["prd", "stg", "dev"]))
    return clean_note(n, "secret-manager reference (%s)" % form, "the secret path", "시크릿 경로", snip,
                      ["Paths and ARNs are fine to share; access is controlled by IAM, not by knowing the name.",
                       "The role of the CI runner has read access to this path only in %s." % env()],
                      ["경로나 ARN은 공유해도 됨. 접근은 이름이 아니라 IAM으로 통제됨.", "CI 러너 롤은 %s에서만 이 경로 읽기 권한이 있음." % env()], hl="bash")


def c_masked(L):
    n = Note(L)
    form = pick(["awsconf", "ghauth", "describe", "ghalog", "dash", "heroku", "mask_env", "vercel"])
    if form == "awsconf":
        snip = ("      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
                "   profile                %s           manual    --profile\naccess_key     ****************%s shared-credentials-file\n"
                "secret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config") % (env(), rs(ANU, 4), rs(AN, 4), pick(REGIONS))
    elif form == "ghauth":
        snip = "github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo'" % pick(USERS)
    elif form == "describe":
        snip = "Name:         %s-secrets\nNamespace:    %s\nType:  Opaque\n\nData\n====\nDB_PASSWORD:        %d bytes\nSTRIPE_SECRET_KEY:  %d bytes\nJWT_SECRET:         %d bytes" % (svc(), env(), ri(12, 32), ri(32, 107), ri(32, 64))
    elif form == "ghalog":
        snip = "Run ./deploy.sh\n  env:\n    API_TOKEN: ***\n    DB_PASSWORD: ***\n+ curl -H 'Authorization: Bearer ***' https://api.%s/deploy\ndeploy ok" % corp()
    elif form == "dash":
        snip = pick(["sk_live_...%s  (created %s, last used today)" % (rs(AN, 4), day()), "sk-proj-...%s   Default project   Created %s" % (rs(AN, 4), day()),
                     "Key: AKIA************%s  Status: Active" % rs(ANU, 4), "ghp_****************************%s (expires in 30 days)" % rs(AN, 4)])
    elif form == "heroku":
        snip = "=== %s Config Vars\nDATABASE_URL: postgres://****:****@ec2-%s.compute-1.amazonaws.com:5432/%s\nREDIS_URL:    rediss://:****@%s:6379" % (svc(), "-".join(str(ri(1, 254)) for _ in range(4)), rs(ANL, 14), ip())
    elif form == "mask_env":
        snip = "DB_PASSWORD=********\nSTRIPE_SECRET_KEY=sk_live_••••••••••••%s\nSLACK_BOT_TOKEN=xoxb-••••" % rs(AN, 4)
    else:
        snip = "> vercel env ls\n name               value        environments\n OPENAI_API_KEY     Encrypted    Production, Preview\n DATABASE_URL       Encrypted    Production"
    return clean_note(n, "masked output (%s)" % form, "the masked credentials in the output", "출력에 찍힌 마스킹된 값", snip,
                      ["The CLI only shows the last characters; the full value never leaves the store.",
                       "Masked output is safe to paste; what matters is which key is active, and the suffix tells that."],
                      ["CLI는 끝 몇 글자만 보여주고 전체 값은 밖으로 안 나옴.", "마스킹된 출력은 붙여도 됨. 어떤 키가 활성인지는 끝자리로 구분 가능."], hl="")


def c_hashes(L):
    n = Note(L)
    form = pick(["sha256sum", "md5", "gosum", "sri", "npm", "pipreq", "etag"])
    if form == "sha256sum":
        snip = "\n".join("%s  %s" % (rs(HEX, 64), f) for f in sample(["dist/app-linux-amd64.tar.gz", "dist/app-darwin-arm64.tar.gz", "dist/app-windows-amd64.zip", "SHA256SUMS.sig", "dist/checksums.txt"], ri(2, 4)))
    elif form == "md5":
        snip = "\n".join("MD5 (%s) = %s" % (f, rs(HEX, 32)) for f in sample(["export_%s.csv" % day(), "dump.sql.gz", "image.qcow2", "model.bin"], 2))
    elif form == "gosum":
        m = pick(["github.com/aws/aws-sdk-go-v2", "golang.org/x/crypto", "github.com/jackc/pgx/v5", "go.uber.org/zap"])
        ver = "v1.%d.%d" % (ri(0, 40), ri(0, 9))
        snip = "%s %s h1:%s=\n%s %s/go.mod h1:%s=" % (m, ver, b64(rb(32))[:43], m, ver, b64(rb(32))[:43])
    elif form == "sri":
        snip = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.%d.%d/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % (ri(0, 4), ri(0, 9), b64(rb(48)))
    elif form == "npm":
        snip = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s"\n}' % (
            (lambda p, a, b, c: (p, a, b, c, p, p, a, b, c, b64(rb(64))))(pick(["lodash", "axios", "zod", "dayjs", "undici"]), ri(0, 9), ri(0, 30), ri(0, 20)))
    elif form == "pipreq":
        snip = "requests==2.32.%d \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (ri(0, 5), rs(HEX, 64), rs(HEX, 64))
    else:
        snip = 'ETag: "%s"\nx-amz-version-id: %s\nx-amz-request-id: %s' % (rs(HEX, 32), rs(B64U, 32), rs(ANU, 16))
    return clean_note(n, "hashes / checksums (%s)" % form, "these hex strings", "이 해시 값들", snip,
                      ["They are content hashes: public, deterministic, and needed to verify the artifacts.",
                       "A checksum mismatch here meant the CDN served a stale file, not tampering."],
                      ["콘텐츠 해시라서 공개돼도 되고 산출물 검증에 필요함.", "여기 체크섬 불일치는 변조가 아니라 CDN 캐시가 오래돼서였음."], hl="")


def c_digest_git(L):
    n = Note(L)
    form = pick(["digest", "gitlog", "revparse", "images", "bisect"])
    if form == "digest":
        snip = "image: ghcr.io/%s/%s@sha256:%s" % (corp().split(".")[0], svc(), rs(HEX, 64))
    elif form == "gitlog":
        snip = "\n".join("%s %s" % (rs(HEX, 7), pick(["fix: retry on 429", "chore: bump deps", "feat: add export endpoint", "revert: flaky test", "docs: rotate-keys runbook", "refactor: split client"])) for _ in range(ri(3, 6)))
    elif form == "revparse":
        snip = "$ git rev-parse HEAD\n%s\n$ git describe --tags\nv%d.%d.%d-%d-g%s" % (rs(HEX, 40), ri(0, 4), ri(0, 30), ri(0, 9), ri(1, 40), rs(HEX, 7))
    elif form == "images":
        snip = "REPOSITORY                 TAG       DIGEST                                                                    IMAGE ID\n%s   %s   sha256:%s   %s" % (
            svc(), "1.%d.%d" % (ri(0, 9), ri(0, 9)), rs(HEX, 64), rs(HEX, 12))
    else:
        snip = "git bisect start %s %s\n# first bad commit: %s" % (rs(HEX, 40), rs(HEX, 40), rs(HEX, 40))
    return clean_note(n, "digests / git SHAs (%s)" % form, "the commit and image ids", "커밋/이미지 ID", snip,
                      ["Pinning by digest is what made the rollback reproducible.", "The SHA identifies the build; it carries no access."],
                      ["다이제스트로 고정해서 롤백이 재현 가능했음.", "SHA는 빌드 식별자일 뿐 접근 권한과 무관함."], hl="")


def c_ids(L):
    n = Note(L)
    form = pick(["reqid", "trace", "uuid", "awsreq", "sentry", "cfid", "k8s"])
    if form == "reqid":
        snip = "%sZ ERROR [%s] request_id=%s user_id=%d status=502 upstream=%s" % (ts(), svc(), uuid4(), ri(10000, 999999), int_host("app"))
    elif form == "trace":
        snip = "traceparent: 00-%s-%s-01\nx-b3-traceid: %s" % (rs(HEX, 32), rs(HEX, 16), rs(HEX, 32))
    elif form == "uuid":
        snip = "order %s -> payment %s -> refund %s" % (uuid4(), uuid4(), uuid4())
    elif form == "awsreq":
        snip = "An error occurred (ThrottlingException) when calling the PutItem operation (RequestId: %s): Rate exceeded" % ("%s%s" % (rs(ANU, 20), rs(ANU, 32)))
    elif form == "sentry":
        snip = "Sentry event %s (issue %s-%d), release %s@%d.%d.%d" % (rs(HEX, 32), svc().upper(), ri(10, 999), svc(), ri(0, 5), ri(0, 30), ri(0, 9))
    elif form == "cfid":
        snip = "X-Cache: Error from cloudfront\nX-Amz-Cf-Pop: ICN57-P%d\nX-Amz-Cf-Id: %s==" % (ri(1, 9), rs(B64U, 54))
    else:
        snip = "pod/%s-%s-%s  uid=%s resourceVersion=%d" % (svc(), rs("bcdfghjklmnpqrstvwxz2456789", 10), rs("bcdfghjklmnpqrstvwxz2456789", 5), uuid4(), ri(10 ** 6, 10 ** 8))
    return clean_note(n, "request / trace ids (%s)" % form, "the ids in the error", "에러에 찍힌 ID", snip,
                      ["Support needs the request id to find the log line; it identifies, it does not authorise.",
                       "The trace id let me follow the call across three services in Tempo."],
                      ["지원팀은 로그를 찾으려면 요청 ID가 필요함. 식별자일 뿐 권한은 없음.", "트레이스 ID로 Tempo에서 서비스 세 개를 넘나드는 호출을 따라갔음."], hl="")


def c_public_keys(L):
    n = Note(L)
    form = pick(["authorized_keys", "known_hosts", "pubpem", "cert", "age", "wg", "jwks", "gpgpub", "minisign"])
    cm = "%s@%s" % (pick(USERS).replace("_", "."), pick(["macbook", "bastion", "ci-runner", "desktop"]))
    if form == "authorized_keys":
        snip = "\n".join([ssh_pub_ed25519(cm), ssh_pub_rsa("%s@%s" % (pick(USERS), pick(["laptop", "jenkins"])))][:ri(1, 2)])
    elif form == "known_hosts":
        h = "git.%s" % corp()
        snip = "%s ssh-ed25519 %s\n|1|%s|%s ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB%s" % (
            h, ssh_pub_ed25519("x").split()[1], b64(rb(20)), b64(rb(20)), b64(rb(64))[:86])
    elif form == "pubpem":
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + rb(64)
        snip = "\n".join(["-----BEGIN PUBLIC KEY-----"] + wrap(b64(der), 64) + ["-----END PUBLIC KEY-----"])
    elif form == "cert":
        body = "MIID" + rs(B64, 60) + "".join(rs(B64, 64) for _ in range(ri(3, 6)))
        snip = "\n".join(["-----BEGIN CERTIFICATE-----"] + wrap(body, 64) + ["...", "-----END CERTIFICATE-----"])
    elif form == "age":
        snip = "creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: age1%s" % rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)
    elif form == "wg":
        snip = "[Peer]\n# %s\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32" % (cm, b64(rb(32)), ri(2, 250))
    elif form == "jwks":
        snip = json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": rs(B64U, 16), "alg": "RS256", "n": b64u(rb(128)), "e": "AQAB"}]}, indent=1)
    elif form == "gpgpub":
        snip = "\n".join(["-----BEGIN PGP PUBLIC KEY BLOCK-----", ""] + wrap("mDMEZ" + rs(B64, 59) + rs(B64, 64 * 2), 64) + ["...", "-----END PGP PUBLIC KEY BLOCK-----"])
    else:
        snip = "untrusted comment: minisign public key %s\nRW%s" % (rs(HEXU, 16), rs(B64, 54))
    return clean_note(n, "public key material (%s)" % form, "the key block", "키 블록", snip,
                      ["This is the public half; it is meant to be distributed, the private key never left the laptop.",
                       "Adding the public key to the repo made onboarding one step shorter."],
                      ["공개 키라서 배포하라고 있는 것. 개인 키는 노트북 밖으로 나간 적 없음.", "공개 키를 레포에 넣으니 온보딩 단계가 하나 줄었음."], hl="")


def c_fingerprints(L):
    n = Note(L)
    form = pick(["ssh", "gpg", "tls", "android"])
    if form == "ssh":
        snip = "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:%s %s@%s (ED25519)" % (b64(rb(32))[:43], pick(USERS), pick(["mbp", "ci"]))
    elif form == "gpg":
        fp = rs(HEXU, 40)
        snip = "pub   ed25519 %s [SC]\n      %s\nuid           [ultimate] %s <%s@%s>" % (day(), " ".join(wrap(fp, 4)), pick(PEOPLE_EN), pick(USERS), corp())
    elif form == "tls":
        snip = "SHA256 Fingerprint=%s\nSerial Number: %s" % (":".join(wrap(rs(HEXU, 64), 2)), ":".join(wrap(rs(HEX, 32), 2)))
    else:
        snip = "Variant: release\nSHA1: %s\nSHA-256: %s" % (":".join(wrap(rs(HEXU, 40), 2)), ":".join(wrap(rs(HEXU, 64), 2)))
    return clean_note(n, "key / cert fingerprints (%s)" % form, "the fingerprint", "지문(fingerprint) 값", snip,
                      ["Fingerprints are for verifying; comparing them out of band is exactly what they are for.",
                       "Firebase needs the release SHA-1 and SHA-256 of the signing cert; they are not secret."],
                      ["지문은 검증용이라 별도 채널로 비교하라고 있는 것.", "Firebase는 서명 인증서의 릴리스 SHA-1/SHA-256이 필요함. 비밀 아님."], hl="")


def c_nonsecret_ids(L):
    n = Note(L)
    acct = dd(12)
    form = pick(["arn", "twilio_sid", "oauth_client", "stripe_ids", "slack_ids", "azure_ids", "apple", "ga", "naver_client", "kakao_app"])
    if form == "arn":
        snip = "role_arn = arn:aws:iam::%s:role/%s-deployer\nsource_profile = sso-%s\nkms key: arn:aws:kms:%s:%s:key/%s" % (acct, svc(), env(), pick(REGIONS), acct, uuid4())
    elif form == "twilio_sid":
        snip = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}" % (rs(HEX, 32), rs(HEX, 32))
    elif form == "oauth_client":
        snip = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nredirect_uri=https://app.%s/auth/callback" % (dd(12), rs(ANL, 32), corp())
    elif form == "stripe_ids":
        snip = "customer=cus_%s price=price_%s product=prod_%s connected account=acct_%s" % (rs(AN, 14), rs(AN, 24), rs(AN, 14), rs(AN, 16))
    elif form == "slack_ids":
        snip = "team_id=T%s channel=C%s bot_user=U%s app_id=A%s" % (rs(ANU, 10), rs(ANU, 10), rs(ANU, 10), rs(ANU, 10))
    elif form == "azure_ids":
        snip = "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s" % (uuid4(), uuid4(), uuid4())
    elif form == "apple":
        snip = "Team ID: %s\nBundle ID: com.%s.%s\nKey ID: %s (the .p8 file itself stays in the vault)" % (rs(ANU, 10), corp().split(".")[0].replace("-", ""), svc().replace("-", ""), rs(ANU, 10))
    elif form == "ga":
        snip = "gtag('config', 'G-%s');\n<!-- GTM-%s -->" % (rs(ANU, 10), rs(ANU, 7))
    elif form == "naver_client":
        snip = "NAVER_CLIENT_ID=%s\nNAVER_CLIENT_SECRET=${NAVER_CLIENT_SECRET}" % rs(AN + "_", 20)
    else:
        snip = "카카오 앱 ID: %d\n플랫폼: Web (https://%s)\nREST API 키: 콘솔 > 앱 키 메뉴 참고 (여기 적지 않음)" % (ri(100000, 1999999), corp())
    return clean_note(n, "identifiers that are not credentials (%s)" % form, "these account ids", "이 계정 ID들", snip,
                      ["Account ids, SIDs and client ids identify things; the matching secret is kept elsewhere.",
                       "The ids are needed in the ticket so the vendor can find the account."],
                      ["계정 ID, SID, 클라이언트 ID는 식별자일 뿐이고 짝이 되는 시크릿은 따로 보관됨.", "벤더가 계정을 찾으려면 티켓에 이 ID들이 필요함."], hl="")


def c_base64_data(L):
    n = Note(L)
    form = pick(["echo", "configmap", "datauri", "jwtheader", "pubcert_b64", "protobuf"])
    if form == "echo":
        payload = json.dumps({"env": env(), "replicas": ri(1, 9), "region": pick(REGIONS)}, separators=(",", ":"))
        snip = "$ echo -n '%s' | base64\n%s" % (payload, b64s(payload))
    elif form == "configmap":
        snip = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-assets\nbinaryData:\n  logo.png: %s" % (svc(), "iVBORw0KGgoAAAANSUhEUgAAA" + b64(rb(60)))
    elif form == "datauri":
        snip = '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA%s" alt="">' % b64(rb(48))
    elif form == "jwtheader":
        hdr = b64u(json.dumps({"alg": "RS256", "typ": "JWT", "kid": rs(B64U, 16)}, separators=(",", ":")).encode())
        snip = "%s\n-> {\"alg\":\"RS256\",\"typ\":\"JWT\",...}  (header only, the token itself is not here)" % hdr
    elif form == "pubcert_b64":
        snip = "caBundle: %s" % b64s("-----BEGIN CERTIFICATE-----\nMIIB" + rs(B64, 40) + "\n")
    else:
        snip = "grpcurl -d '{\"payload\":\"%s\"}' localhost:50051 events.Ingest/Push" % b64(("event=%s;ts=%d" % (pick(["click", "view", "purchase"]), epoch())).encode())
    return clean_note(n, "base64 of non-secret data (%s)" % form, "this base64 blob", "이 base64 문자열", snip,
                      ["Decoding it shows plain configuration, nothing that grants access.", "Base64 here is transport encoding for binary data only."],
                      ["디코딩해보면 일반 설정값이라 접근 권한과 무관함.", "여기 base64는 바이너리 전송용 인코딩일 뿐."], hl="")


def c_long_ids(L):
    n = Note(L)
    form = pick(["s3key", "bundle", "gover", "logstream", "fqcn", "tfaddr", "chromeext", "cwmetric"])
    if form == "s3key":
        snip = "s3://%s/raw/year=%d/month=%02d/day=%02d/part-00000-%s-c000.snappy.parquet" % (pick(["acme-datalake", "hanbit-lake"]), ri(2024, 2026), ri(1, 12), ri(1, 28), uuid4())
    elif form == "bundle":
        snip = "dist/assets/index-%s.js  412.33 kB\ndist/assets/vendor-%s.js  1,204.10 kB\ndist/assets/index-%s.css  38.02 kB" % (rs(B64U, 8), rs(B64U, 8), rs(B64U, 8))
    elif form == "gover":
        snip = "require github.com/%s/%s v0.0.0-%d%02d%02d%06d-%s" % (corp().split(".")[0], svc(), ri(2023, 2026), ri(1, 12), ri(1, 28), ri(0, 235959), rs(HEX, 12))
    elif form == "logstream":
        snip = "/aws/lambda/%s-%s  2025/%02d/%02d/[$LATEST]%s" % (svc(), env(), ri(1, 12), ri(1, 28), rs(HEX, 32))
    elif form == "fqcn":
        snip = "at com.%s.%s.infrastructure.persistence.jpa.%sRepositoryImpl$$SpringCGLIB$$0.findAllByTenantIdAndCreatedAtBetween(<generated>)" % (corp().split(".")[0].replace("-", ""), svc().replace("-", ""), k_pascal(pick(DBNAMES)))
    elif form == "tfaddr":
        snip = 'module.%s.module.rds.aws_db_instance.this["%s"]\n  id: db-%s' % (svc().replace("-", "_"), env(), rs(ANU, 26))
    elif form == "chromeext":
        snip = "chrome-extension://%s/options.html" % rs("abcdefghijklmnop", 32)
    else:
        snip = "%s.%s.http.server.requests.p99{uri=/v1/orders/{id},status=200,instance=%s:%d}" % (corp().split(".")[0], svc(), ip(), pick([8080, 9090]))
    return clean_note(n, "long identifiers (%s)" % form, "the long generated names", "자동 생성된 긴 이름들", snip,
                      ["The long random-looking part is a build or content hash, regenerated on every build.", "These are paths and names only; nothing here authenticates anything."],
                      ["랜덤해 보이는 부분은 빌드/콘텐츠 해시라 빌드마다 바뀜.", "경로와 이름일 뿐 인증에 쓰이는 값은 없음."], hl="")


def c_versions(L):
    n = Note(L)
    snip = pick(["app %d.%d.%d+build.%s.sha.%s" % (ri(0, 9), ri(0, 40), ri(0, 20), day().replace("-", ""), rs(HEX, 7)),
                 "python 3.%d.%d / node 20.%d.%d / go 1.%d.%d / openjdk 21.0.%d+%d" % (ri(10, 13), ri(0, 9), ri(0, 18), ri(0, 9), ri(21, 23), ri(0, 9), ri(1, 6), ri(1, 12)),
                 "%s-%d.%d.%d-py3-none-manylinux_2_17_x86_64.manylinux2014_x86_64.whl" % (pick(["grpcio", "orjson", "pydantic_core"]), ri(0, 3), ri(0, 70), ri(0, 9)),
                 "Kubernetes v1.%d.%d-eks-%s" % (ri(27, 31), ri(0, 9), rs(HEX, 7))])
    return clean_note(n, "version strings", "the version string", "버전 문자열", snip,
                      ["The build metadata after '+' is ignored for precedence, which explained the upgrade order.", "Pinning the exact build fixed the flaky install."],
                      ["'+' 뒤 빌드 메타데이터는 버전 비교에서 무시돼서 업그레이드 순서가 그렇게 됐던 것.", "정확한 빌드로 고정하니 설치가 안정됨."], hl="")


def c_policy(L):
    n = Note(L)
    return clean_note(n, "password-policy talk without values", "the password rules", "비밀번호 규칙",
                      n.t("Policy: min 12 chars, at least 3 of upper/lower/digit/symbol, no reuse of the last 5, rotate every 90 days; service accounts use 32-char generated values.",
                          "정책: 최소 12자, 대/소문자·숫자·특수문자 중 3종 이상, 최근 5개 재사용 금지, 90일마다 변경. 서비스 계정은 32자 자동 생성값 사용."),
                      ["The signup form rejected passwords with spaces, which contradicts the written policy; filed a bug.",
                       "bcrypt truncates at 72 bytes, so long Korean passphrases must be length-checked in bytes, not characters."],
                      ["가입 폼이 공백 포함 비밀번호를 거부했는데 정책 문서와 달라서 버그로 올렸음.",
                       "bcrypt는 72바이트에서 잘리니 긴 한글 패스프레이즈는 글자 수가 아니라 바이트로 길이를 검사해야 함."], raw=True)


def c_flags_prose(L):
    n = Note(L)
    return clean_note(n, "credential flags explained in prose", "the password flags of the CLI", "CLI 비밀번호 옵션",
                      n.t(pick(["`mysql -p` with nothing attached prompts for the password; `-P` (capital) is the port, not the password.",
                                "`docker login --password-stdin` reads the token from stdin, so it never shows up in `ps` or shell history.",
                                "`PGPASSWORD` works but is discouraged; `~/.pgpass` with mode 0600 is the supported way.",
                                "`curl -u user` without `:password` makes curl prompt, which keeps the secret out of history."]),
                          pick(["`mysql -p` 뒤에 아무것도 안 붙이면 비밀번호를 물어봄. 대문자 `-P`는 포트임.",
                                "`docker login --password-stdin`은 표준입력으로 토큰을 받아서 `ps`나 히스토리에 안 남음.",
                                "`PGPASSWORD`는 되긴 하지만 비권장이고 권한 0600인 `~/.pgpass`가 정석.",
                                "`curl -u user`처럼 `:password`를 빼면 curl이 프롬프트를 띄워서 히스토리에 안 남음."])),
                      ["Updated the runbook so nobody types the value on the command line anymore.", "The script now reads from the prompt, CI uses the stdin variant."],
                      ["이제 아무도 명령줄에 값을 직접 안 치도록 런북을 고쳤음.", "스크립트는 프롬프트로 받고 CI는 stdin 방식을 씀."], raw=True)


def c_encrypted(L):
    n = Note(L)
    form = pick(["sops", "ansible", "sealed", "kms", "age", "pgpmsg"])
    if form == "sops":
        def enc():
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rb(ri(12, 40))), b64(rb(32)), b64(rb(16)))
        snip = ("db:\n    password: %s\nstripe:\n    secret_key: %s\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"%sZ\"\n"
                "    mac: %s\n    version: 3.9.%d") % (enc(), enc(), rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58), ts(), enc(), ri(0, 4))
    elif form == "ansible":
        body = rs(HEX, 80 * ri(3, 5))
        snip = "\n".join(["db_password: !vault |", "  $ANSIBLE_VAULT;1.1;AES256"] + ["  " + x for x in wrap(body, 80)])
    elif form == "sealed":
        snip = ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s\n  namespace: %s\nspec:\n  encryptedData:\n"
                "    DB_PASSWORD: AgB%s\n    API_KEY: AgC%s") % (svc(), env(), rs(B64, ri(200, 300)), rs(B64, ri(200, 300)))
    elif form == "kms":
        snip = "encrypted_db_password: AQICAHh%s==" % rs(B64, ri(150, 200))
    elif form == "age":
        snip = "\n".join(["-----BEGIN AGE ENCRYPTED FILE-----"] + wrap("YWdlLWVuY3J5cHRpb24ub3JnL3YxCi0+IFgyNTUxOSB" + rs(B64, 64 * 3), 64) + ["-----END AGE ENCRYPTED FILE-----"])
    else:
        snip = "\n".join(["-----BEGIN PGP MESSAGE-----", ""] + wrap("hF4D" + rs(B64, 60 + 64 * 3), 64) + ["=" + rs(B64, 4), "-----END PGP MESSAGE-----"])
    return clean_note(n, "encrypted blob (%s)" % form, "the encrypted values", "암호화된 값", snip,
                      ["Only the ciphertext is in git; decryption needs the key held by the CI role.",
                       "Re-encrypting with the new recipient was needed before the teammate could deploy."],
                      ["git에는 암호문만 있고 복호화는 CI 롤이 가진 키로만 가능.", "팀원이 배포하려면 새 수신자 키로 다시 암호화해야 했음."], hl="yaml")


# --------------------------------------------------------------------------------------
# keys their vendors document as PUBLIC (category gets " [publishable]")
# --------------------------------------------------------------------------------------
def c_publishable(L):
    n = Note(L)
    kind = pick(["stripe", "firebase", "recaptcha", "turnstile", "toss", "kakao_js", "mapbox", "algolia", "supabase_anon", "sentry_dsn",
                 "posthog", "gmaps", "naver_maps", "portone", "braintree_tok", "square_app", "paypal_client"])
    if kind == "stripe":
        k = "pk_live_" + pick([rs(AN, 24), "51" + rs(AN, 97)])
        snip, name = "const stripe = Stripe('%s');\nconst elements = stripe.elements();" % k, "Stripe publishable key"
    elif kind == "firebase":
        pid = "%s-%s" % (corp().split(".")[0], rs(ANL, 5))
        sender = dd(12)
        snip = ("const firebaseConfig = {\n  apiKey: \"AIzaSy%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  storageBucket: \"%s.appspot.com\",\n"
                "  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};") % (rs(B64U, 33), pid, pid, pid, sender, sender, rs(HEX, 22))
        name = "Firebase web config apiKey"
    elif kind == "recaptcha":
        snip, name = '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64U, 38), "reCAPTCHA site key"
    elif kind == "turnstile":
        snip, name = '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % rs(B64U, 14), "Cloudflare Turnstile site key"
    elif kind == "toss":
        snip, name = "const tossPayments = TossPayments(\"%s\");" % (pick(["live_ck_", "test_ck_", "live_gck_"]) + rs(AN, 28)), "Toss Payments client key"
    elif kind == "kakao_js":
        snip, name = "<script>\n  Kakao.init('%s');\n  console.log(Kakao.isInitialized());\n</script>" % rs(HEX, 32), "Kakao JavaScript key"
    elif kind == "mapbox":
        body = b64u(json.dumps({"u": pick(["acme-maps", "hanbit", "geo-team"]), "a": "cl" + rs(ANL, 23)}, separators=(",", ":")).encode())
        snip, name = "mapboxgl.accessToken = 'pk.%s.%s';" % (body, rs(B64U, 22)), "Mapbox public token"
    elif kind == "algolia":
        snip, name = "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(ANU, 10), rs(HEX, 32)), "Algolia search-only API key"
    elif kind == "supabase_anon":
        t = epoch()
        anon = jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "anon", "iat": t, "exp": t + 315360000})
        snip, name = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (rs(LO, 20), anon), "Supabase anon key"
    elif kind == "sentry_dsn":
        snip, name = "Sentry.init({ dsn: \"https://%s@o%s.ingest.sentry.io/%s\", tracesSampleRate: 0.1 });" % (rs(HEX, 32), dd(6), dd(7)), "Sentry DSN"
    elif kind == "posthog":
        snip, name = "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % rs(AN, 43), "PostHog project API key"
    elif kind == "gmaps":
        snip, name = '<script async src="https://maps.googleapis.com/maps/api/js?key=AIzaSy%s&callback=initMap"></script>' % rs(B64U, 33), "Google Maps JS API key (referrer-restricted)"
    elif kind == "naver_maps":
        snip, name = '<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s"></script>' % rs(ANL, 10), "Naver Maps client key id"
    elif kind == "portone":
        snip, name = "PortOne.requestPayment({\n  storeId: \"store-%s\",\n  channelKey: \"channel-key-%s\",\n  paymentId: `order-${crypto.randomUUID()}`,\n});" % (uuid4(), uuid4()), "PortOne storeId/channelKey"
    elif kind == "braintree_tok":
        snip, name = "braintree.client.create({ authorization: 'production_%s_%s' });" % (rs(ANL, 8), rs(ANL, 16)), "Braintree tokenization key"
    elif kind == "square_app":
        snip, name = "const payments = Square.payments('sq0idp-%s', '%s');" % (rs(B64U, 22), "L" + rs(ANU, 12)), "Square application id"
    else:
        snip, name = '<script src="https://www.paypal.com/sdk/js?client-id=A%s&currency=USD"></script>' % rs(B64U, 79), "PayPal client id"
    return clean_note(n, "%s in front-end code [publishable]" % name, "the %s" % name, name, snip,
                      ["The vendor documents this key as public: it ships to every browser and is restricted by domain, not by secrecy.",
                       "It has to be in the bundle; the secret counterpart lives only on the server."],
                      ["벤더 문서상 공개 키임. 모든 브라우저에 배포되고 비밀성이 아니라 도메인 제한으로 보호됨.",
                       "번들에 들어가야 하는 값이고 짝이 되는 시크릿 키는 서버에만 있음."],
                      ask_en=["Is the domain restriction on this key set for the new %s domain?" % env(), ""],
                      ask_ko=["새 %s 도메인에도 이 키의 도메인 제한이 걸려 있는지?" % env(), ""])


# --------------------------------------------------------------------------------------
# plain engineering notes (nothing risky)
# --------------------------------------------------------------------------------------
PLAIN = [
    ("cron timezone", "The nightly {S} job ran at 09:00 instead of midnight; I didn't know the cluster runs in UTC.",
     "{S} 야간 잡이 자정이 아니라 09시에 돌았음. 클러스터가 UTC라는 걸 몰랐음.",
     "Cron expressions in the CronJob are UTC; use `timeZone: Asia/Seoul` (k8s 1.27+) instead of shifting the hours.",
     "CronJob의 cron 식은 UTC 기준. 시간을 빼서 맞추지 말고 `timeZone: Asia/Seoul`(k8s 1.27+)을 쓸 것.",
     "Should other CronJobs in {S} also get an explicit time zone?", "{S}의 다른 CronJob에도 타임존을 명시할지?"),
    ("lockfile drift", "CI for {S} failed with a lockfile mismatch after I added a dependency with a different pnpm version.",
     "다른 pnpm 버전으로 의존성을 추가했더니 {S} CI가 lockfile 불일치로 실패함.",
     "Use the pnpm version pinned in `packageManager` (corepack enable) before touching the lockfile.",
     "lockfile 건드리기 전에 `packageManager`에 고정된 pnpm 버전을 써야 함 (corepack enable).",
     "Can we add a CI check that prints the pnpm version?", "CI에서 pnpm 버전을 출력하는 체크를 추가해도 되는지?"),
    ("flaky test", "test_refund_partial in {S} failed about one run in ten and I assumed it was my change.",
     "{S}의 test_refund_partial이 열 번에 한 번꼴로 실패해서 내 변경 탓인 줄 알았음.",
     "The test depends on dict ordering of a fixture built from a set; sorting the ids made it deterministic.",
     "set으로 만든 픽스처의 순서에 의존하던 테스트였음. id를 정렬하니 결정적으로 바뀜.",
     "Is there a list of known flaky tests I should check first?", "먼저 확인할 알려진 flaky 테스트 목록이 있는지?"),
    ("EUC-KR export", "The CSV export from {S} opened as garbage in Excel for the finance team.",
     "{S}에서 내려받은 CSV가 재무팀 엑셀에서 깨져 보였음.",
     "Excel on Korean Windows expects a BOM for UTF-8; writing `utf-8-sig` fixed it without switching to EUC-KR.",
     "한국어 윈도우 엑셀은 UTF-8에 BOM이 있어야 함. EUC-KR로 바꾸지 않고 `utf-8-sig`로 쓰니 해결.",
     "Does anyone still need the EUC-KR variant?", "아직 EUC-KR 버전이 필요한 곳이 있는지?"),
    ("migration order", "The {E} migration for {S} failed because a column was dropped before the code stopped reading it.",
     "{S}의 {E} 마이그레이션이 실패했는데, 코드가 아직 읽는 컬럼을 먼저 지워서였음.",
     "Expand/contract: deploy code that ignores the column first, drop it in the next release.",
     "expand/contract 순서로: 컬럼을 안 쓰는 코드를 먼저 배포하고 다음 릴리스에서 삭제.",
     "Which release is the column drop planned for?", "컬럼 삭제는 어느 릴리스에 넣을 예정인지?"),
    ("pagination", "Users of {S} reported a missing item between pages 3 and 4.",
     "{S} 사용자들이 3페이지와 4페이지 사이에 항목 하나가 빠진다고 제보함.",
     "Offset pagination skips rows when new rows are inserted; switched the endpoint to keyset pagination on (created_at, id).",
     "offset 페이지네이션은 중간에 행이 추가되면 건너뜀. (created_at, id) 기준 keyset 방식으로 바꿨음.",
     "Do mobile clients depend on the page number parameter?", "모바일 클라이언트가 page 파라미터에 의존하는지?"),
    ("retry storm", "During the {E} incident {S} made the outage worse by retrying immediately.",
     "{E} 장애 때 {S}가 즉시 재시도를 해서 상황을 더 악화시켰음.",
     "Retries now use exponential backoff with jitter, capped at 5 attempts, and respect Retry-After.",
     "재시도는 지터 포함 지수 백오프, 최대 5회, Retry-After 헤더 준수로 바꿨음.",
     "What is the agreed retry budget for internal calls?", "내부 호출의 재시도 한도 합의값이 있는지?"),
    ("missing index", "A report query in {S} took 40 s on {E}.", "{S}의 리포트 쿼리가 {E}에서 40초 걸렸음.",
     "EXPLAIN showed a seq scan; `CREATE INDEX CONCURRENTLY idx_orders_store_created ON orders (store_id, created_at)` brought it to 120 ms.",
     "EXPLAIN에서 seq scan이 보였음. `CREATE INDEX CONCURRENTLY idx_orders_store_created ON orders (store_id, created_at)` 후 120ms.",
     "Is it OK to build indexes on {E} during business hours?", "{E}에서 업무 시간에 인덱스를 만들어도 되는지?"),
    ("gradle cache", "Builds of {S} on the new runner took 14 minutes instead of 3.", "새 러너에서 {S} 빌드가 3분이 아니라 14분 걸렸음.",
     "The Gradle build cache was keyed on the runner hostname; moving the key to the lockfile hash restored cache hits.",
     "Gradle 빌드 캐시 키가 러너 호스트명 기준이었음. lockfile 해시로 바꾸니 캐시가 다시 맞음.",
     "Should the cache be shared between branches?", "브랜치 간 캐시를 공유할지?"),
    ("memory limit", "{S} pods were OOMKilled every few hours after the JDK upgrade.", "JDK 업그레이드 후 {S} 파드가 몇 시간마다 OOMKilled 됐음.",
     "The JVM sized the heap from the node, not the container; `-XX:MaxRAMPercentage=75` fixed it.",
     "JVM이 컨테이너가 아니라 노드 메모리 기준으로 힙을 잡았음. `-XX:MaxRAMPercentage=75`로 해결.",
     "What memory limit should {S} have in {E}?", "{E}에서 {S} 메모리 limit을 얼마로 둘지?"),
    ("i18n plural", "The Korean and Japanese strings in {S} showed '{count} item(s)' literally.", "{S}의 한국어/일본어 문구에 '{count} item(s)'가 그대로 나왔음.",
     "ICU plural rules for ko/ja only have the 'other' category; the message was missing it.",
     "ko/ja의 ICU 복수형 규칙은 'other' 하나뿐인데 메시지에 그게 빠져 있었음.",
     "Who reviews translations before release?", "릴리스 전에 번역 검수는 누가 하는지?"),
    ("feature flag", "A half-finished feature in {S} showed up for all users in {E}.", "{S}의 미완성 기능이 {E} 전체 사용자에게 노출됐음.",
     "The flag default was true in the YAML and the targeting rule never loaded; defaults must be false.",
     "YAML에서 플래그 기본값이 true였고 타게팅 규칙이 로드되지 않았음. 기본값은 false여야 함.",
     "Can flag defaults be linted in CI?", "플래그 기본값을 CI에서 린트할 수 있는지?"),
    ("docker layer cache", "Every small change to {S} rebuilt the whole image.", "{S}를 조금만 바꿔도 이미지 전체가 다시 빌드됐음.",
     "COPY . . came before dependency install; copying the lockfile first and installing made rebuilds take seconds.",
     "의존성 설치 전에 COPY . .가 있었음. lockfile만 먼저 복사해서 설치하니 재빌드가 몇 초로 줄었음.",
     "", ""),
    ("timezone in DB", "Daily totals in {S} were off by one day for Korean customers.", "{S}의 일별 합계가 한국 고객 기준으로 하루씩 밀렸음.",
     "Timestamps are stored in UTC; grouping must convert with AT TIME ZONE 'Asia/Seoul' before date_trunc.",
     "타임스탬프는 UTC로 저장됨. date_trunc 전에 AT TIME ZONE 'Asia/Seoul'로 변환해야 함.",
     "Do the finance reports use KST or UTC days?", "재무 리포트는 KST 기준 날짜인지 UTC 기준인지?"),
    ("health check", "{S} was restarted in a loop during the {E} rollout.", "{E} 롤아웃 중에 {S}가 계속 재시작됐음.",
     "The liveness probe hit an endpoint that checked the database; liveness should only check the process, readiness the dependencies.",
     "liveness 프로브가 DB까지 확인하는 엔드포인트를 쳤음. liveness는 프로세스만, readiness가 의존성을 봐야 함.",
     "Should the probe timeouts be standardised across services?", "서비스 전체 프로브 타임아웃을 표준화할지?"),
    ("float money", "Refund amounts in {S} were off by one won now and then.", "{S}의 환불 금액이 가끔 1원씩 틀렸음.",
     "Amounts were floats in the JS client; all money is now integer minor units end to end.",
     "JS 클라이언트에서 금액을 float로 다뤘음. 이제 전 구간 정수(최소 화폐 단위)로 처리.",
     "Are there other services passing money as floats?", "금액을 float로 넘기는 다른 서비스가 있는지?"),
]


def c_plain(L):
    n = Note(L)
    cat, me, mk, le, lk, ae, ak = pick(PLAIN)
    kw = dict(S=svc(), E=env())
    mc = fmt(me if L == "en" else mk, **kw)
    ls = fmt(le if L == "en" else lk, **kw)
    ask = fmt(ae if L == "en" else ak, **kw)
    if chance(0.3):
        extra = n.t(" It took about %d minutes to find." % ri(20, 180), " 찾는 데 %d분쯤 걸렸음." % ri(20, 180))
        mc += extra
    return n.done("clean: plain engineering note (%s)" % cat, mc, ls, ask)


# --------------------------------------------------------------------------------------
# more risky-looking clean material
# --------------------------------------------------------------------------------------
def c_placeholder_cmd(L):
    n = Note(L)
    snip = pick(["mysql -h %s -u %s -p %s   # prompts for the password" % (int_host("mysql"), pick(USERS), pick(DBNAMES)),
                 'curl -sS -H "Authorization: Bearer $API_TOKEN" https://api.%s/v1/me' % corp(),
                 'psql "postgresql://%s:${PGPASSWORD}@%s:5432/%s"' % (pick(USERS), int_host("db"), pick(DBNAMES)),
                 "git clone https://oauth2:${GITLAB_TOKEN}@gitlab.%s/%s.git" % (corp(), svc()),
                 'docker login -u "$REGISTRY_USER" --password-stdin harbor.%s < ~/.config/registry-token' % corp(),
                 "sshpass -f ~/.ssh/%s.pass ssh %s@%s" % (svc(), pick(USERS), int_host("app")),
                 'redis-cli -h %s -a "$(cat /run/secrets/redis_password)" PING' % int_host("redis"),
                 "export OPENAI_API_KEY=$(op read op://dev/openai/api-key)",
                 "kubectl -n %s get secret %s-db -o jsonpath='{.data.password}' | base64 -d" % (env(), svc()),
                 "aws sts assume-role --role-arn arn:aws:iam::%s:role/%s --role-session-name %s" % (dd(12), svc(), pick(USERS)),
                 "curl -u \"$JENKINS_USER:$JENKINS_API_TOKEN\" https://jenkins.%s/job/%s/build" % (corp(), svc())])
    return clean_note(n, "command with placeholder / variable credentials", "the credential variables in this command", "명령 속 자격 증명 변수", snip,
                      ["The command never contains the value itself; it is resolved at run time from the variable or file.",
                       "Using the variable form keeps the runbook copy-pasteable without leaking anything."],
                      ["명령 안에는 값이 없고 실행 시점에 변수나 파일에서 읽음.", "변수 형태로 쓰면 런북을 그대로 복붙해도 새는 게 없음."], hl="bash")


def c_redacted_already(L):
    n = Note(L)
    snip = pick(["DB_PASSWORD=[REDACTED]\nSTRIPE_SECRET_KEY=[REDACTED]\nLOG_LEVEL=debug",
                 "Authorization: Bearer [REDACTED]\nX-Request-Id: %s" % uuid4(),
                 "postgresql://app:<redacted>@%s:5432/app" % int_host("db"),
                 "token=*** user=%s status=401" % pick(USERS),
                 "AWS_SECRET_ACCESS_KEY=<hidden>  AWS_ACCESS_KEY_ID=<hidden>",
                 "password: \"\"  # set via Helm --set-file"])
    return clean_note(n, "already-redacted values", "the redacted values in the paste", "붙여넣은 내용의 가려진 값", snip,
                      ["The paste was already scrubbed before it reached me; the structure was enough to spot the missing variable.",
                       "Only the shape of the config mattered for the fix, not the values."],
                      ["받기 전에 이미 값이 지워져 있었고 구조만으로 빠진 변수를 찾을 수 있었음.", "수정에는 설정 구조만 필요했고 값은 필요 없었음."], hl="")


def c_aws_example(L):
    n = Note(L)
    snip = pick(['@mock_aws\ndef test_upload():\n    os.environ["AWS_ACCESS_KEY_ID"] = "AKIAIOSFODNN7EXAMPLE"\n    os.environ["AWS_SECRET_ACCESS_KEY"] = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"',
                 "[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY  # from the AWS docs, for localstack"])
    return clean_note(n, "AWS documentation example key pair (AKIAIOSFODNN7EXAMPLE) in tests", "the AWS keys in the test", "테스트의 AWS 키", snip,
                      ["These are the example values from the AWS documentation; moto and localstack accept anything.",
                       "The test must never pick up real credentials, so the fixture forces the documented example pair."],
                      ["AWS 문서에 나오는 예시 값이고 moto/localstack은 아무 값이나 받음.", "테스트가 실제 자격 증명을 읽으면 안 돼서 문서 예시 키 쌍을 강제로 넣음."], hl="python")


def c_scanner(L):
    n = Note(L)
    snip = pick(['[[rules]]\nid = "github-pat"\nregex = \'\'\'ghp_[0-9a-zA-Z]{36}\'\'\'\nkeywords = ["ghp_"]',
                 'FAKE_TOKEN = "ghp_" + "a" * 36\nassert scanner.detect(FAKE_TOKEN) == "github-pat"',
                 'AWS_KEY_RE = re.compile(r"\\b(AKIA|ASIA)[A-Z2-7]{16}\\b")',
                 '"results": {\n  "config/settings.py": [\n    {"type": "Secret Keyword", "hashed_secret": "%s", "is_verified": false, "line_number": %d}\n  ]\n}' % (rs(HEX, 40), ri(10, 300)),
                 "detect-secrets scan --baseline .secrets.baseline --exclude-files 'package-lock\\.json'",
                 'sample = "xoxb-" + "0" * 11 + "-" + "0" * 13 + "-" + "x" * 24  # shape only'])
    return clean_note(n, "secret-scanner rules / synthetic test fixtures", "the token patterns in the scanner config", "스캐너 설정의 토큰 패턴", snip,
                      ["The rule and fixture describe the token shape; the fixture is built at run time so the repo holds no token-looking literal.",
                       "The baseline stores only hashes of findings, never the findings themselves."],
                      ["규칙과 픽스처는 토큰 형태만 기술함. 픽스처는 실행 시 조립해서 레포에 토큰 같은 리터럴이 없음.",
                       "baseline에는 탐지 결과의 해시만 저장되고 원문은 저장되지 않음."], hl="")


def c_password_fields(L):
    n = Note(L)
    snip = pick(['password = getpass.getpass("DB password: ")\nconn = psycopg.connect(host=host, user=user, password=password)',
                 '<input type="password" name="password" autocomplete="current-password" minlength="12" required>',
                 "password:\n  type: string\n  format: password\n  minLength: 12\n  writeOnly: true",
                 "char[] password = System.console().readPassword(\"Keystore password: \");",
                 'class LoginForm(forms.Form):\n    username = forms.CharField()\n    password = forms.CharField(widget=forms.PasswordInput)',
                 '{"username": "%s", "password": ""}' % pick(USERS)])
    return clean_note(n, "password fields / prompts without values", "the password handling code", "비밀번호 처리 코드", snip,
                      ["Nothing is stored here: the field only declares where a password goes.", "Reading from the prompt keeps it out of argv and history."],
                      ["여기엔 값이 없고 비밀번호가 들어갈 자리만 선언됨.", "프롬프트로 받으면 argv나 히스토리에 안 남음."], hl="")


def c_doc_placeholders(L):
    n = Note(L)
    snip = pick(["https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
                 "mongodb+srv://<username>:<password>@cluster0.%s.mongodb.net/?retryWrites=true&w=majority" % rs(ANL, 5),
                 "otpauth://totp/ACME:%s?secret=<BASE32_SEED>&issuer=ACME" % pick(USERS),
                 "WIFI:T:WPA;S:%s;P:<see the office wiki>;;" % pick(["Office-5G", "HANBIT_DEV"]),
                 "postgresql://user:password@localhost:5432/mydb",
                 "redis://:<password>@%s:6379/0" % int_host("redis"),
                 "Authorization: Basic <base64(user:password)>",
                 "https://discord.com/api/webhooks/<id>/<token>"])
    return clean_note(n, "documentation placeholders (no real value)", "the example in the docs", "문서의 예시 값", snip,
                      ["This is the template from the vendor docs; the real value is created per environment and kept in the vault.",
                       "Copying the docs example verbatim is what caused the 'invalid_token' error, since nothing real was filled in."],
                      ["벤더 문서의 템플릿이고 실제 값은 환경별로 만들어서 볼트에 둠.", "문서 예시를 그대로 복사해서 실제 값이 안 들어가 'invalid_token' 에러가 났던 것."], hl="")


# ======================================================================================
# assembly
# ======================================================================================
SECRET_QUOTA = [
    (s_token_container, 150), (s_password_command, 38), (s_connection_string, 24), (s_header, 18), (s_cookie, 8),
    (s_signed_url, 8), (s_webhook, 12), (s_private_key, 14), (s_totp, 7), (s_recovery, 7), (s_pin, 5), (s_wifi, 7),
    (s_human_password, 24), (s_split, 12), (s_long_token, 10), (s_app_secret, 8), (s_multi, 8),
]
CLEAN_QUOTA = [
    (c_env_example, 22), (c_env_refs, 20), (c_secret_manager, 18), (c_masked, 20), (c_hashes, 16), (c_digest_git, 14),
    (c_ids, 16), (c_public_keys, 16), (c_fingerprints, 10), (c_nonsecret_ids, 18), (c_base64_data, 12), (c_long_ids, 12),
    (c_versions, 6), (c_policy, 8), (c_flags_prose, 10), (c_encrypted, 20), (c_publishable, 30), (c_plain, 40),
    (c_placeholder_cmd, 14), (c_redacted_already, 8), (c_aws_example, 3), (c_scanner, 8), (c_password_fields, 8),
    (c_doc_placeholders, 11),
]
MAX_ATTEMPTS = 400
STATS = {"regenerated": 0}


def build_kind(quota, kind, total):
    slots = []
    for fn, k in quota:
        slots.extend([fn] * k)
    assert len(slots) == total, (kind, len(slots))
    R.shuffle(slots)
    langs = ["en"] * N_EN + ["ko"] * N_KO
    R.shuffle(langs)
    out = []
    for fn, L in zip(slots, langs):
        for _attempt in range(MAX_ATTEMPTS):
            begin_note()
            rec = fn(L)
            if not problems(rec, kind):
                break
            STATS["regenerated"] += 1           # candidate broke a rule: draw again from the same stream
        else:
            raise RuntimeError("could not build a valid %s note with %s: %s" % (kind, fn.__name__, problems(rec, kind)))
        rec["lang"] = L
        rec["kind"] = kind
        rec["family"] = fn.__name__
        out.append(rec)
    return out


def final_checks(recs):
    sec = [r for r in recs if r["kind"] == "secret"]
    cln = [r for r in recs if r["kind"] == "clean"]
    assert len(recs) == N_SECRET + N_CLEAN and len(sec) == N_SECRET and len(cln) == N_CLEAN
    for kind, group in (("secret", sec), ("clean", cln)):
        assert sum(1 for r in group if r["lang"] == "en") == N_EN, kind
        assert sum(1 for r in group if r["lang"] == "ko") == N_KO, kind
        for r in group:
            assert not problems(r, kind), (r["id"], problems(r, kind))
    # no credential of any secret note may appear in any clean note
    all_secrets = []
    for r in sec:
        all_secrets.extend(r["secrets"])
    for r in cln:
        blob = "\n".join(r["fields"].values())
        for s in all_secrets:
            assert s not in blob, (r["id"], s)
    # publishable tag only at the end of a clean category
    for r in recs:
        if "[publishable]" in r["category"]:
            assert r["kind"] == "clean" and r["category"].endswith(" [publishable]")
    ids = [r["id"] for r in recs]
    assert len(ids) == len(dict.fromkeys(ids))


def main():
    CTX.clear()
    secret = build_kind(SECRET_QUOTA, "secret", N_SECRET)
    clean = build_kind(CLEAN_QUOTA, "clean", N_CLEAN)
    recs = secret + clean
    R.shuffle(recs)
    out = []
    for i, r in enumerate(recs, 1):
        out.append({"id": "eg%03d" % i, "lang": r["lang"], "kind": r["kind"], "category": r["category"],
                    "fields": {"missing_context": r["fields"]["missing_context"], "lesson": r["fields"]["lesson"],
                               "ask_next_time": r["fields"]["ask_next_time"]},
                    "secrets": r["secrets"], "_vendors": r["vendors"], "_family": r["family"]})
    final_checks(out)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in out:
            rec = {k: r[k] for k in ("id", "lang", "kind", "category", "fields", "secrets")}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    # ---- summary (deterministic) ----
    vendors = []
    for r in out:
        if r["kind"] == "secret":
            for v in r["_vendors"]:
                if v not in vendors:
                    vendors.append(v)
    regions = {}
    for v in VENDORS:
        regions[v["name"]] = v["region"]
    fam = {}
    for r in out:
        fam[r["_family"]] = fam.get(r["_family"], 0) + 1
    cats = []
    for r in out:
        c = r["category"].split(" + repeated")[0]
        if c not in cats:
            cats.append(c)
    print("wrote %s" % OUT)
    for kind in ("secret", "clean"):
        for L in ("en", "ko"):
            print("  %-6s %s: %d" % (kind, L, sum(1 for r in out if r["kind"] == kind and r["lang"] == L)))
    print("  secret notes listing >1 secret: %d; total listed secrets: %d" % (
        sum(1 for r in out if len(r["secrets"]) > 1), sum(len(r["secrets"]) for r in out)))
    print("  secret notes with a secret in ask_next_time: %d" % sum(1 for r in out if r["kind"] == "secret" and any(s in r["fields"]["ask_next_time"] for s in r["secrets"])))
    print("  [publishable] clean notes: %d" % sum(1 for r in out if r["category"].endswith("[publishable]")))
    print("  plain clean notes (no risky material): %d" % sum(1 for r in out if r["_family"] == "c_plain"))
    companies = []
    for v in vendors:
        c = v.split()[0]
        if c not in companies:
            companies.append(c)
    print("  distinct vendor token types in secret notes: %d (registry %d); distinct companies: %d" % (len(vendors), len(VENDORS), len(companies)))
    by_region = {}
    for v in vendors:
        g = regions.get(v, "webhook/other")
        by_region[g] = by_region.get(g, 0) + 1
    print("  vendors by region: %s" % ", ".join("%s=%d" % (k, by_region[k]) for k in sorted(by_region)))
    print("  template families: secret=%d clean=%d; containers=%d; password-command forms=%d; distinct categories=%d" % (
        len(SECRET_QUOTA), len(CLEAN_QUOTA), len(CONTAINERS), len(PW_COMMANDS), len(cats)))
    print("  candidates regenerated after a rule violation: %d" % STATS["regenerated"])
    for k in sorted(fam):
        print("    %-22s %d" % (k, fam[k]))


if __name__ == "__main__":
    main()
