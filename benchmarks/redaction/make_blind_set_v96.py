#!/usr/bin/env python3
"""Generator for blind_set_v96.jsonl: a blind evaluation set for a credential-redaction filter.

Python 3 standard library only, no network. One PRNG, random.Random(96_2026_1127), drives every
choice. No iteration over sets; output is byte-identical across runs and PYTHONHASHSEED values.
See FORMAT.txt (binding) and README_v96.txt.
"""
import base64
import hashlib
import json
import os
import sys
import random

SEED = 96_2026_1127
R = random.Random(SEED)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v96.jsonl")

N_PER_KIND = 360
N_EN = 216          # 60 % of 360
N_KO = 144          # 40 % of 360

# --------------------------------------------------------------------------------------------
# step 1: random primitives
# --------------------------------------------------------------------------------------------
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
ALNUM = UP + LO + DG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = UP + "234567"
UPDG = UP + DG
LODG = LO + DG


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def rs(alpha, n):
    return "".join(alpha[R.randrange(len(alpha))] for _ in range(n))


def rhex(n):
    return rs(HEX, n)


def ralnum(n):
    return rs(ALNUM, n)


def rint(a, b):
    return R.randint(a, b)


def rdigits(n):
    return str(rint(1, 9)) + rs(DG, n - 1)


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def rb64(nbytes, url=False, pad=True):
    s = base64.b64encode(rbytes(nbytes)).decode() if not url else \
        base64.urlsafe_b64encode(rbytes(nbytes)).decode()
    return s if pad else s.rstrip("=")


def ruuid():
    h = rhex(32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b64s(text):
    return base64.b64encode(text.encode()).decode()


def b64u(text):
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def sha256_hex():
    return hashlib.sha256(rbytes(32)).hexdigest()


def git_sha(short=False):
    return rhex(7 if short else 40)


def pct(s):
    """percent-encode the way urllib.parse.quote(s, safe='') would (stdlib-free re-implementation)."""
    out = []
    for ch in s:
        if ch in ALNUM or ch in "-._~":
            out.append(ch)
        else:
            out.append("".join("%%%02X" % b for b in ch.encode("utf-8")))
    return "".join(out)


def shuffled(seq):
    seq = list(seq)
    R.shuffle(seq)
    return seq


def ts():
    return "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (rint(1, 12), rint(1, 28), rint(0, 23),
                                                    rint(0, 59), rint(0, 59), rint(0, 999))


def hhmm():
    return "%02d:%02d" % (rint(8, 23), rint(0, 59))


def chat_times(n):
    m = rint(8 * 60, 20 * 60)
    out = []
    for _ in range(n):
        out.append("%02d:%02d" % (m // 60, m % 60))
        m += rint(0, 6)
    return out


def ip4():
    return "10.%d.%d.%d" % (rint(0, 255), rint(0, 255), rint(2, 254))

# --------------------------------------------------------------------------------------------
# step 2: passwords (human, passphrase, punctuation-heavy, Korean-keyboard, Hangul), PINs, ...
# --------------------------------------------------------------------------------------------
EN_WORDS = ("maple river orange falcon cobalt tiger lantern pepper harbor velvet sunrise marble "
            "winter coffee rocket garden silver thunder meadow pixel copper ocean violet canyon "
            "bamboo cactus dragon ember forest glacier hazel island jasmine kettle lemon mango "
            "nectar olive panda quartz raven saffron tulip umber walnut willow yellow zebra "
            "anchor biscuit candle dolphin eagle fiddle ginger hammock igloo jungle koala "
            "lobster monkey noodle oyster puzzle rabbit salmon turtle unicorn vortex waffle").split()
EN_NAMES = ("minji jisoo daniel sarah kevin emma lucas olivia noah chloe jiwoo hyunwoo seoyeon "
            "jake hannah ryan grace leo mia dohyun").split()
KO_WORDS = ("사랑 하늘 바다 고양이 강아지 행복 우리집 봄날 별빛 토끼 호랑이 무지개 벚꽃 단풍 "
            "서울 부산 제주도 커피 라면 여름밤 첫눈 해바라기 달빛 구름 소나무 감자 딸기 "
            "다람쥐 은하수 바람").split()
SAFE_SYM = "!#$%&*+-.=?@^_~"

CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x",
       "v", "g"]
JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np",
        "nl", "b", "m", "ml", "l"]
JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg",
        "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(text):
    out = []
    for ch in text:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            out.append(CHO[code // 588] + JUNG[(code % 588) // 28] + JONG[code % 28])
        else:
            out.append(ch)
    return "".join(out)


def pw_human(excl=""):
    w = pick(EN_WORDS + EN_NAMES)
    w = w.capitalize() if chance(0.7) else w
    tail = pick([str(rint(1985, 2026)), rs(DG, rint(2, 4)), "0" + rs(DG, 3)])
    sym = "".join(c for c in SAFE_SYM if c not in excl)
    s = w + tail + (pick(sym) if chance(0.8) else "")
    if chance(0.3):
        s = pick(sym) + s
    while len(s) < 8:
        s += pick(DG)
    return s


def pw_passphrase(sep=None):
    sep = sep if sep is not None else pick(["-", " ", ".", "_", ""])
    words = [pick(EN_WORDS) for _ in range(rint(3, 5))]
    if sep == "":
        words = [w.capitalize() for w in words]
    s = sep.join(words)
    if chance(0.5):
        s += sep + str(rint(2, 99))
    return s


def pw_punct(n=None, excl=""):
    n = n or rint(14, 24)
    sym = "".join(c for c in "!#$%&()*+,-./:;<=>?@[]^_{|}~" if c not in excl)
    while True:
        s = "".join(pick(sym) if chance(0.35) else pick(ALNUM) for _ in range(n))
        if sum(1 for c in s if c in sym) >= 4 and any(c in DG for c in s):
            return s


def pw_random(n=None, excl=""):
    n = n or rint(12, 20)
    sym = "".join(c for c in SAFE_SYM if c not in excl)
    return "".join(pick(sym) if chance(0.12) else pick(ALNUM) for _ in range(n))


def pw_kokbd(excl=""):
    """A Korean phrase typed on a QWERTY keyboard with the IME off (e.g. dkssud...)."""
    words = [pick(KO_WORDS) for _ in range(rint(1, 2))]
    s = hangul_to_qwerty("".join(words))
    sym = "".join(c for c in SAFE_SYM if c not in excl)
    s = s + pick(["", pick(sym)]) + rs(DG, rint(2, 4)) + pick(["", pick(sym)])
    while len(s) < 8:
        s += pick(DG)
    return s


def pw_hangul(excl=""):
    words = [pick(KO_WORDS) for _ in range(rint(1, 3))]
    sym = "".join(c for c in SAFE_SYM if c not in excl)
    s = "".join(words) + rs(DG, rint(2, 4)) + (pick(sym) if chance(0.7) else "")
    while len(s) < 8:
        s += pick(DG)
    return s


def password(style=None, excl=""):
    style = style or pick(["human", "human", "pass", "punct", "random", "random", "kokbd",
                           "hangul"])
    if style == "human":
        return pw_human(excl)
    if style == "pass":
        p = pw_passphrase(sep=pick(["-", ".", "_", ""]) if " " in excl else None)
        return p
    if style == "punct":
        return pw_punct(excl=excl)
    if style == "kokbd":
        return pw_kokbd(excl)
    if style == "hangul":
        return pw_hangul(excl)
    return pw_random(excl=excl)


def pw_shell_safe():
    """password usable unquoted/single-quoted in a shell command (no quote, space, $, `, \\)."""
    return password(pick(["human", "random", "kokbd", "pass"]), excl=" '\"$`\\!&;|<>()#*?~")


def totp_seed():
    return rs(B32, pick([16, 32, 32, 26]))


def wifi_key():
    return pick([pw_passphrase(sep=pick(["-", ""])), pw_human(), rs(ALNUM, rint(10, 16)),
                 pw_kokbd()])

# --------------------------------------------------------------------------------------------
# step 3: vendor catalogue. Every body is drawn from R with the vendor's documented shape.
# item = (label, ENV_VAR, value, is_secret). api = (method, url, auth_style, header/param name)
# --------------------------------------------------------------------------------------------
BECH32U = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


def I(label, var, value, secret=True):
    return (label, var, value, secret)


def jwt(payload_obj, alg="HS256", sig_bytes=32):
    head = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")))
    body = b64u(json.dumps(payload_obj, separators=(",", ":")))
    return head + "." + body + "." + rb64(sig_bytes, url=True, pad=False)


def v_aws():
    return [I("access key id", "AWS_ACCESS_KEY_ID", "AKIA" + rs(B32, 16)),
            I("secret access key", "AWS_SECRET_ACCESS_KEY", rs(ALNUM + "+/", 40)),
            I("region", "AWS_DEFAULT_REGION", pick(["ap-northeast-2", "us-east-1", "eu-west-1",
                                                    "ap-northeast-1"]), False)]


def v_aws_sts():
    tok = "IQoJb3JpZ2luX2Vj" + rs(B64, rint(10, 14) * 24) + pick(["", "=", "=="])
    return [I("access key id", "AWS_ACCESS_KEY_ID", "ASIA" + rs(B32, 16)),
            I("secret access key", "AWS_SECRET_ACCESS_KEY", rs(ALNUM + "+/", 40)),
            I("session token", "AWS_SESSION_TOKEN", tok)]


def v_1password():
    obj = {"signInAddress": "my.1password.com",
           "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000,
                        "salt": rb64(16, url=True, pad=False)},
           "email": rs(LODG, 26) + "@1passwordserviceaccounts.com",
           "srpX": rhex(64),
           "muk": {"alg": "A256GCM", "ext": True, "k": rb64(32, url=True, pad=False),
                   "key_ops": ["encrypt", "decrypt"], "kty": "oct", "kid": "mp"},
           "secretKey": "A3-" + rs(UPDG, 6) + "-" + rs(UPDG, 6) + "-" + rs(UPDG, 5),
           "throttleSecret": {"seed": rhex(64), "deviceUuid": rs(LODG, 26)},
           "deviceUuid": rs(LODG, 26)}
    return [I("service account token", "OP_SERVICE_ACCOUNT_TOKEN",
              "ops_" + b64u(json.dumps(obj, separators=(",", ":"))))]


VENDORS = [
    # ---- global ----
    dict(name="AWS IAM", region="global", key="aws", items=v_aws, api=None),
    dict(name="AWS STS", region="global", key="aws", items=v_aws_sts, api=None),
    dict(name="GitHub classic PAT", region="global", key="github",
         items=lambda: [I("token", "GITHUB_TOKEN", "ghp_" + ralnum(36))],
         api=("GET", "https://api.github.com/user/repos", "token", None)),
    dict(name="GitHub fine-grained PAT", region="global", key="github",
         items=lambda: [I("token", "GH_TOKEN", "github_pat_" + ralnum(22) + "_" + ralnum(59))],
         api=("GET", "https://api.github.com/repos/acme/infra/actions/runs", "bearer", None)),
    dict(name="GitHub App installation token", region="global", key="github",
         items=lambda: [I("installation token", "GITHUB_APP_TOKEN", "ghs_" + ralnum(36))],
         api=("POST", "https://api.github.com/repos/acme/web/issues", "bearer", None)),
    dict(name="GitHub OAuth token", region="global", key="github",
         items=lambda: [I("oauth token", "GITHUB_OAUTH_TOKEN", "gho_" + ralnum(36))],
         api=("GET", "https://api.github.com/user", "bearer", None)),
    dict(name="GitLab PAT", region="global", key="gitlab",
         items=lambda: [I("personal access token", "GITLAB_TOKEN", "glpat-" + rs(B64URL, 20))],
         api=("GET", "https://gitlab.example.com/api/v4/projects", "header", "PRIVATE-TOKEN")),
    dict(name="GitLab runner token", region="global", key="gitlab",
         items=lambda: [I("runner authentication token", "RUNNER_TOKEN", "glrt-" + rs(B64URL, 20))],
         api=None),
    dict(name="GitLab pipeline trigger token", region="global", key="gitlab",
         items=lambda: [I("trigger token", "TRIGGER_TOKEN", "glptt-" + rhex(40))],
         api=("POST", "https://gitlab.example.com/api/v4/projects/42/trigger/pipeline", "form", "token")),
    dict(name="Slack bot token", region="global", key="slack",
         items=lambda: [I("bot token", "SLACK_BOT_TOKEN", "xoxb-" + rdigits(rint(10, 12)) + "-" +
                          rdigits(13) + "-" + ralnum(24))],
         api=("POST", "https://slack.com/api/chat.postMessage", "bearer", None)),
    dict(name="Slack user token", region="global", key="slack",
         items=lambda: [I("user token", "SLACK_USER_TOKEN", "xoxp-" + rdigits(rint(10, 12)) + "-" +
                          rdigits(rint(10, 12)) + "-" + rdigits(13) + "-" + rhex(32))],
         api=("GET", "https://slack.com/api/conversations.history", "bearer", None)),
    dict(name="Slack app-level token", region="global", key="slack",
         items=lambda: [I("app token", "SLACK_APP_TOKEN", "xapp-1-A" + rs(UPDG, 10) + "-" +
                          rdigits(13) + "-" + rhex(64))], api=None),
    dict(name="Stripe secret key", region="global", key="stripe",
         items=lambda: [I("secret key", "STRIPE_SECRET_KEY", "sk_live_" + pick(["", "51"]) +
                          ralnum(pick([24, 97])))],
         api=("POST", "https://api.stripe.com/v1/refunds", "basic_user", None)),
    dict(name="Stripe restricted key", region="global", key="stripe",
         items=lambda: [I("restricted key", "STRIPE_RK", "rk_live_51" + ralnum(97))],
         api=("GET", "https://api.stripe.com/v1/charges?limit=3", "bearer", None)),
    dict(name="Stripe webhook signing secret", region="global", key="stripe",
         items=lambda: [I("webhook secret", "STRIPE_WEBHOOK_SECRET", "whsec_" + ralnum(32))],
         api=None),
    dict(name="OpenAI project key", region="global", key="openai",
         items=lambda: [I("api key", "OPENAI_API_KEY", "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" +
                          rs(B64URL, 74))],
         api=("POST", "https://api.openai.com/v1/chat/completions", "bearer", None)),
    dict(name="OpenAI legacy key", region="global", key="openai",
         items=lambda: [I("api key", "OPENAI_API_KEY", "sk-" + ralnum(20) + "T3BlbkFJ" + ralnum(20))],
         api=("POST", "https://api.openai.com/v1/embeddings", "bearer", None)),
    dict(name="Anthropic API key", region="global", key="anthropic",
         items=lambda: [I("api key", "ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64URL, 93) + "AA")],
         api=("POST", "https://api.anthropic.com/v1/messages", "header", "x-api-key")),
    dict(name="Google Cloud API key", region="global", key="google",
         items=lambda: [I("api key", "GEMINI_API_KEY", "AIza" + rs(B64URL, 35))],
         api=("POST", "https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent",
              "query", "key")),
    dict(name="Google OAuth client secret", region="global", key="google",
         items=lambda: [I("client id", "GOOGLE_CLIENT_ID", rdigits(12) + "-" + rs(LODG, 32) +
                          ".apps.googleusercontent.com", False),
                        I("client secret", "GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64URL, 28))],
         api=None),
    dict(name="Twilio auth token", region="global", key="twilio",
         items=lambda: [I("account sid", "TWILIO_ACCOUNT_SID", "AC" + rhex(32), False),
                        I("auth token", "TWILIO_AUTH_TOKEN", rhex(32))], api=None),
    dict(name="SendGrid API key", region="global", key="sendgrid",
         items=lambda: [I("api key", "SENDGRID_API_KEY", "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43))],
         api=("POST", "https://api.sendgrid.com/v3/mail/send", "bearer", None)),
    dict(name="Mailgun API key", region="global", key="mailgun",
         items=lambda: [I("private api key", "MAILGUN_API_KEY", pick(["key-" + rhex(32),
                                                                      rhex(32) + "-" + rhex(8) + "-" + rhex(8)]))],
         api=None),
    dict(name="Mailchimp API key", region="global", key="mailchimp",
         items=lambda: [I("api key", "MAILCHIMP_API_KEY", rhex(32) + "-us" + str(rint(1, 21)))],
         api=None),
    dict(name="npm access token", region="global", key="npm",
         items=lambda: [I("auth token", "NPM_TOKEN", "npm_" + ralnum(36))], api=None),
    dict(name="PyPI API token", region="global", key="pypi",
         items=lambda: [I("api token", "TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmcCJ" + rs(B64URL, rint(130, 170)))],
         api=None),
    dict(name="Docker Hub PAT", region="global", key="docker",
         items=lambda: [I("access token", "DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64URL, 27))], api=None),
    dict(name="Hugging Face token", region="global", key="huggingface",
         items=lambda: [I("access token", "HF_TOKEN", "hf_" + rs(UP + LO, 34))],
         api=("GET", "https://huggingface.co/api/whoami-v2", "bearer", None)),
    dict(name="Shopify Admin API token", region="global", key="shopify",
         items=lambda: [I("admin api access token", "SHOPIFY_ADMIN_TOKEN", "shpat_" + rhex(32))],
         api=("GET", "https://acme-store.myshopify.com/admin/api/2024-10/orders.json", "header",
              "X-Shopify-Access-Token")),
    dict(name="Atlassian API token", region="global", key="atlassian",
         items=lambda: [I("api token", "JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64URL, 172) + "=" + rs(HEXU, 8))],
         api=None),
    dict(name="DigitalOcean token", region="global", key="digitalocean",
         items=lambda: [I("api token", "DIGITALOCEAN_TOKEN", "dop_v1_" + rhex(64))],
         api=("GET", "https://api.digitalocean.com/v2/droplets", "bearer", None)),
    dict(name="Datadog keys", region="global", key="datadog",
         items=lambda: [I("api key", "DD_API_KEY", rhex(32)), I("application key", "DD_APP_KEY", rhex(40))],
         api=None),
    dict(name="New Relic user key", region="global", key="newrelic",
         items=lambda: [I("user api key", "NEW_RELIC_API_KEY", "NRAK-" + rs(UPDG, 27))],
         api=("POST", "https://api.newrelic.com/graphql", "header", "API-Key")),
    dict(name="New Relic license key", region="global", key="newrelic",
         items=lambda: [I("license key", "NEW_RELIC_LICENSE_KEY", rhex(36) + "NRAL")], api=None),
    dict(name="Sentry user auth token", region="global", key="sentry",
         items=lambda: [I("auth token", "SENTRY_AUTH_TOKEN", "sntryu_" + rhex(64))],
         api=("GET", "https://sentry.io/api/0/projects/", "bearer", None)),
    dict(name="Cloudflare API token", region="global", key="cloudflare",
         items=lambda: [I("api token", "CLOUDFLARE_API_TOKEN", rs(B64URL, 40))],
         api=("GET", "https://api.cloudflare.com/client/v4/user/tokens/verify", "bearer", None)),
    dict(name="Azure AD client secret", region="global", key="azure",
         items=lambda: [I("tenant id", "AZURE_TENANT_ID", ruuid(), False),
                        I("client id", "AZURE_CLIENT_ID", ruuid(), False),
                        I("client secret", "AZURE_CLIENT_SECRET", ralnum(3) + "8Q~" + rs(ALNUM + "_.~-", 34))],
         api=None),
    dict(name="Netlify PAT", region="global", key="netlify",
         items=lambda: [I("auth token", "NETLIFY_AUTH_TOKEN", "nfp_" + ralnum(36))], api=None),
    dict(name="Vercel token", region="global", key="vercel",
         items=lambda: [I("token", "VERCEL_TOKEN", ralnum(24))], api=None),
    dict(name="Linear API key", region="global", key="linear",
         items=lambda: [I("api key", "LINEAR_API_KEY", "lin_api_" + ralnum(40))],
         api=("POST", "https://api.linear.app/graphql", "raw_auth", None)),
    dict(name="Notion integration token", region="global", key="notion",
         items=lambda: [I("integration secret", "NOTION_TOKEN", pick(["ntn_" + rdigits(11) + ralnum(35),
                                                                     "secret_" + ralnum(43)]))],
         api=("POST", "https://api.notion.com/v1/search", "bearer", None)),
    dict(name="Figma PAT", region="global", key="figma",
         items=lambda: [I("personal access token", "FIGMA_TOKEN", "figd_" + rs(B64URL, 40))],
         api=("GET", "https://api.figma.com/v1/files/" + "Kd8a2" + "/nodes", "header", "X-Figma-Token")),
    dict(name="Postman API key", region="global", key="postman",
         items=lambda: [I("api key", "POSTMAN_API_KEY", "PMAK-" + rhex(24) + "-" + rhex(34))],
         api=("GET", "https://api.getpostman.com/collections", "header", "X-Api-Key")),
    dict(name="Doppler service token", region="global", key="doppler",
         items=lambda: [I("service token", "DOPPLER_TOKEN", "dp.st." + pick(["prd", "stg", "dev"]) + "." + ralnum(40))],
         api=None),
    dict(name="HashiCorp Vault token", region="global", key="vault",
         items=lambda: [I("token", "VAULT_TOKEN", "hvs.CAESI" + rs(B64URL, rint(80, 90)))], api=None),
    dict(name="Terraform Cloud token", region="global", key="terraform",
         items=lambda: [I("api token", "TFE_TOKEN", ralnum(14) + ".atlasv1." + ralnum(67))], api=None),
    dict(name="Pulumi access token", region="global", key="pulumi",
         items=lambda: [I("access token", "PULUMI_ACCESS_TOKEN", "pul-" + rhex(40))], api=None),
    dict(name="Grafana service account token", region="global", key="grafana",
         items=lambda: [I("service account token", "GRAFANA_TOKEN", "glsa_" + ralnum(32) + "_" + rhex(8))],
         api=("GET", "https://grafana.internal.example/api/dashboards/uid/k8s", "bearer", None)),
    dict(name="Discord bot token", region="global", key="discord",
         items=lambda: [I("bot token", "DISCORD_TOKEN", b64u(rdigits(18)) + "." + rs(B64URL, 6) + "." +
                          rs(B64URL, 38))],
         api=("GET", "https://discord.com/api/v10/users/@me", "raw_bot", None)),
    dict(name="Telegram bot token", region="global", key="telegram",
         items=lambda: [I("bot token", "TELEGRAM_BOT_TOKEN", rdigits(10) + ":AA" + rs(B64URL, 33))],
         api=None),
    dict(name="Square access token", region="global", key="square",
         items=lambda: [I("access token", "SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64URL, 60))],
         api=("GET", "https://connect.squareup.com/v2/locations", "bearer", None)),
    dict(name="Braintree access token", region="global", key="braintree",
         items=lambda: [I("access token", "BRAINTREE_ACCESS_TOKEN", "access_token$production$" + rs(LODG, 16) +
                          "$" + rhex(32))], api=None),
    dict(name="Okta API token", region="global", key="okta",
         items=lambda: [I("api token", "OKTA_API_TOKEN", "00" + rs(B64URL, 40))],
         api=("GET", "https://acme.okta.com/api/v1/users?limit=25", "ssws", None)),
    dict(name="Databricks PAT", region="global", key="databricks",
         items=lambda: [I("token", "DATABRICKS_TOKEN", "dapi" + rhex(32))],
         api=("GET", "https://adb-1234567890123456.7.azuredatabricks.net/api/2.0/clusters/list", "bearer", None)),
    dict(name="Supabase access token", region="global", key="supabase",
         items=lambda: [I("access token", "SUPABASE_ACCESS_TOKEN", "sbp_" + rhex(40))], api=None),
    dict(name="Supabase service_role key", region="global", key="supabase",
         items=lambda: [I("service role key", "SUPABASE_SERVICE_ROLE_KEY",
                          jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "service_role",
                               "iat": rint(1690000000, 1730000000), "exp": rint(2000000000, 2050000000)}))],
         api=None),
    dict(name="age secret key", region="global", key="age",
         items=lambda: [I("identity", "SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(BECH32U, 58))], api=None),
    dict(name="Mapbox secret token", region="global", key="mapbox",
         items=lambda: [I("secret token", "MAPBOX_SECRET_TOKEN", "sk." + b64u(json.dumps(
             {"u": pick(EN_NAMES) + "-maps", "a": rs(LODG, 25)}, separators=(",", ":"))) + "." +
             rs(B64URL, 22))], api=None),
    dict(name="Contentful management token", region="global", key="contentful",
         items=lambda: [I("management token", "CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64URL, 43))],
         api=None),
    dict(name="Buildkite API token", region="global", key="buildkite",
         items=lambda: [I("api token", "BUILDKITE_API_TOKEN", "bkua_" + rhex(40))], api=None),
    dict(name="PlanetScale password", region="global", key="planetscale",
         items=lambda: [I("username", "PS_USER", rs(LODG, 12), False),
                        I("password", "PS_PASSWORD", "pscale_pw_" + rs(B64URL, 43))], api=None),
    dict(name="Replicate API token", region="global", key="replicate",
         items=lambda: [I("api token", "REPLICATE_API_TOKEN", "r8_" + ralnum(37))], api=None),
    dict(name="Groq API key", region="global", key="groq",
         items=lambda: [I("api key", "GROQ_API_KEY", "gsk_" + ralnum(52))],
         api=("POST", "https://api.groq.com/openai/v1/chat/completions", "bearer", None)),
    dict(name="Perplexity API key", region="global", key="perplexity",
         items=lambda: [I("api key", "PPLX_API_KEY", "pplx-" + ralnum(48))], api=None),
    dict(name="xAI API key", region="global", key="xai",
         items=lambda: [I("api key", "XAI_API_KEY", "xai-" + ralnum(80))], api=None),
    dict(name="Tailscale auth key", region="global", key="tailscale",
         items=lambda: [I("auth key", "TS_AUTHKEY", "tskey-auth-k" + ralnum(10) + "CNTRL-" + ralnum(33))],
         api=None),
    dict(name="1Password service account token", region="global", key="onepassword",
         items=v_1password, api=None),
    dict(name="Heroku API key (legacy UUID)", region="global", key="heroku",
         items=lambda: [I("api key", "HEROKU_API_KEY", ruuid())], api=None),
    dict(name="CircleCI personal token", region="global", key="circleci",
         items=lambda: [I("personal api token", "CIRCLE_TOKEN", "CCIPAT_" + ralnum(22) + "_" + rhex(40))],
         api=("GET", "https://circleci.com/api/v2/me", "header", "Circle-Token")),
    dict(name="Algolia admin key", region="global", key="algolia",
         items=lambda: [I("application id", "ALGOLIA_APP_ID", rs(UPDG, 10), False),
                        I("admin api key", "ALGOLIA_ADMIN_KEY", rhex(32))], api=None),
    dict(name="Firebase Cloud Messaging server key", region="global", key="fcm",
         items=lambda: [I("server key", "FCM_SERVER_KEY", "AAAA" + rs(B64URL, 7) + ":APA91b" + rs(B64URL, 134))],
         api=("POST", "https://fcm.googleapis.com/fcm/send", "raw_key", None)),
    dict(name="Meta page access token", region="global", key="meta",
         items=lambda: [I("page access token", "FB_PAGE_TOKEN", "EAAG" + ralnum(rint(170, 200)))],
         api=("GET", "https://graph.facebook.com/v19.0/me/accounts", "query", "access_token")),
    dict(name="Asana PAT", region="global", key="asana",
         items=lambda: [I("personal access token", "ASANA_PAT", "2/" + rdigits(16) + "/" + rdigits(16) + ":" + rhex(32))],
         api=("GET", "https://app.asana.com/api/1.0/users/me", "bearer", None)),
    dict(name="Dropbox access token", region="global", key="dropbox",
         items=lambda: [I("access token", "DROPBOX_TOKEN", "sl.u." + rs(B64URL, rint(140, 180)))],
         api=("POST", "https://api.dropboxapi.com/2/files/list_folder", "bearer", None)),
    dict(name="LaunchDarkly SDK key", region="global", key="launchdarkly",
         items=lambda: [I("server-side sdk key", "LD_SDK_KEY", "sdk-" + ruuid())], api=None),
    dict(name="Bitbucket app password", region="global", key="bitbucket",
         items=lambda: [I("username", "BITBUCKET_USER", pick(EN_NAMES) + "-ci", False),
                        I("app password", "BITBUCKET_APP_PASSWORD", "ATBB" + ralnum(32))], api=None),
    dict(name="Airtable PAT", region="global", key="airtable",
         items=lambda: [I("personal access token", "AIRTABLE_TOKEN", "pat" + ralnum(14) + "." + rhex(64))],
         api=("GET", "https://api.airtable.com/v0/meta/bases", "bearer", None)),
    dict(name="Pinecone API key", region="global", key="pinecone",
         items=lambda: [I("api key", "PINECONE_API_KEY", "pcsk_" + ralnum(6) + "_" + ralnum(63))],
         api=("GET", "https://api.pinecone.io/indexes", "header", "Api-Key")),
    dict(name="Weights & Biases API key", region="global", key="wandb",
         items=lambda: [I("api key", "WANDB_API_KEY", rhex(40))], api=None),
    dict(name="Cohere API key", region="global", key="cohere",
         items=lambda: [I("api key", "CO_API_KEY", ralnum(40))], api=None),
]

VENDORS += [
    # ---- Korea ----
    dict(name="Naver Cloud Platform API key", region="korea", key="ncloud",
         items=lambda: [I("access key id", "NCLOUD_ACCESS_KEY", rs(UPDG, 20)),
                        I("secret key", "NCLOUD_SECRET_KEY", ralnum(40))], api=None),
    dict(name="Naver Developers client secret", region="korea", key="naver",
         items=lambda: [I("client id", "NAVER_CLIENT_ID", rs(ALNUM + "_", 20), False),
                        I("client secret", "NAVER_CLIENT_SECRET", ralnum(10))],
         api=("GET", "https://openapi.naver.com/v1/search/blog.json?query=%EB%A7%9B%EC%A7%91", "naver", None)),
    dict(name="Kakao REST API key", region="korea", key="kakao",
         items=lambda: [I("REST API key", "KAKAO_REST_API_KEY", rhex(32))],
         api=("GET", "https://dapi.kakao.com/v2/local/search/address.json?query=%ED%8C%90%EA%B5%90",
              "kakaoak", None)),
    dict(name="Kakao Admin key", region="korea", key="kakao",
         items=lambda: [I("Admin key", "KAKAO_ADMIN_KEY", rhex(32))],
         api=("POST", "https://kapi.kakao.com/v1/user/unlink", "kakaoak", None)),
    dict(name="Toss Payments secret key", region="korea", key="toss",
         items=lambda: [I("secret key", "TOSS_SECRET_KEY", pick(["live_sk_", "live_gsk_"]) + ralnum(28))],
         api=("POST", "https://api.tosspayments.com/v1/payments/confirm", "basic_user", None)),
    dict(name="KakaoPay secret key", region="korea", key="kakaopay",
         items=lambda: [I("secret key", "KAKAOPAY_SECRET_KEY", pick(["DEV", "PRD"]) + rs(HEXU, 37))],
         api=("POST", "https://open-api.kakaopay.com/online/v1/payment/ready", "secret_key", None)),
    dict(name="PortOne V2 API secret", region="korea", key="portone",
         items=lambda: [I("API secret", "PORTONE_API_SECRET", ralnum(80))],
         api=("GET", "https://api.portone.io/payments/order-" + "2025", "portone", None)),
    dict(name="Solapi (CoolSMS) API key pair", region="korea", key="solapi",
         items=lambda: [I("API key", "SOLAPI_API_KEY", "NCS" + rs(UPDG, 13)),
                        I("API secret", "SOLAPI_API_SECRET", rs(UPDG, 32))], api=None),
    dict(name="NHN Cloud Notification secret key", region="korea", key="nhncloud",
         items=lambda: [I("appKey", "NHN_SMS_APPKEY", ralnum(16), False),
                        I("secretKey", "NHN_SMS_SECRET_KEY", ralnum(8))],
         api=("POST", "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/{appKey}/sender/sms", "header",
              "X-Secret-Key")),
    dict(name="LINE Messaging API channel token", region="japan/korea", key="line",
         items=lambda: [I("channel secret", "LINE_CHANNEL_SECRET", rhex(32)),
                        I("channel access token", "LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "=")],
         api=None),
    dict(name="data.go.kr service key", region="korea", key="datagokr",
         items=lambda: [I("serviceKey (Decoding)", "DATA_GO_KR_SERVICE_KEY", rb64(66))], api=None),
    dict(name="NICEPAY secret key", region="korea", key="nicepay",
         items=lambda: [I("clientKey", "NICEPAY_CLIENT_KEY", "R2_" + rhex(32), False),
                        I("secretKey", "NICEPAY_SECRET_KEY", rhex(32))], api=None),
    dict(name="Upbit Open API keys", region="korea", key="upbit",
         items=lambda: [I("access key", "UPBIT_ACCESS_KEY", ralnum(40)),
                        I("secret key", "UPBIT_SECRET_KEY", ralnum(40))], api=None),
    dict(name="Bithumb API keys", region="korea", key="bithumb",
         items=lambda: [I("api key", "BITHUMB_API_KEY", rhex(32)),
                        I("secret key", "BITHUMB_SECRET_KEY", rhex(32))], api=None),
    dict(name="KIS Developers (Korea Investment) app keys", region="korea", key="kis",
         items=lambda: [I("appkey", "KIS_APP_KEY", "PS" + ralnum(34)),
                        I("appsecret", "KIS_APP_SECRET", rs(B64, 180))], api=None),
    dict(name="Sweet Tracker API key", region="korea", key="sweettracker",
         items=lambda: [I("t_key", "SWEETTRACKER_KEY", ralnum(22))], api=None),
    # ---- Japan ----
    dict(name="Chatwork API token", region="japan", key="chatwork",
         items=lambda: [I("API token", "CHATWORK_API_TOKEN", rhex(32))],
         api=("POST", "https://api.chatwork.com/v2/rooms/" + "35001122" + "/messages", "header",
              "X-ChatWorkToken")),
    dict(name="PAY.JP secret key", region="japan", key="payjp",
         items=lambda: [I("secret key", "PAYJP_SECRET_KEY", "sk_live_" + rhex(48))],
         api=("POST", "https://api.pay.jp/v1/charges", "basic_user", None)),
    dict(name="Backlog API key", region="japan", key="backlog",
         items=lambda: [I("apiKey", "BACKLOG_API_KEY", ralnum(64))],
         api=("GET", "https://acme.backlog.jp/api/v2/issues", "query", "apiKey")),
    dict(name="kintone API token", region="japan", key="kintone",
         items=lambda: [I("API token", "KINTONE_API_TOKEN", ralnum(40))],
         api=("GET", "https://acme.cybozu.com/k/v1/records.json?app=12", "header", "X-Cybozu-API-Token")),
    dict(name="SmartHR access token", region="japan", key="smarthr",
         items=lambda: [I("access token", "SMARTHR_ACCESS_TOKEN", rhex(64))],
         api=("GET", "https://acme.smarthr.jp/api/v1/crews", "bearer", None)),
    dict(name="Sakura Cloud API key", region="japan", key="sakuracloud",
         items=lambda: [I("access token", "SAKURACLOUD_ACCESS_TOKEN", ruuid()),
                        I("access token secret", "SAKURACLOUD_ACCESS_TOKEN_SECRET", ralnum(64))], api=None),
    dict(name="freee access token", region="japan", key="freee",
         items=lambda: [I("access token", "FREEE_ACCESS_TOKEN", rs(B64URL, 43))],
         api=("GET", "https://api.freee.co.jp/api/1/deals?company_id=" + "1180442", "bearer", None)),
    # ---- China ----
    dict(name="Alibaba Cloud AccessKey", region="china", key="aliyun",
         items=lambda: [I("AccessKey ID", "ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + ralnum(18)),
                        I("AccessKey Secret", "ALIBABA_CLOUD_ACCESS_KEY_SECRET", ralnum(30))], api=None),
    dict(name="Tencent Cloud API key", region="china", key="tencentcloud",
         items=lambda: [I("SecretId", "TENCENTCLOUD_SECRET_ID", "AKID" + ralnum(32)),
                        I("SecretKey", "TENCENTCLOUD_SECRET_KEY", ralnum(32))], api=None),
    dict(name="Baidu AI Cloud keys", region="china", key="baidu",
         items=lambda: [I("API Key", "BAIDU_API_KEY", ralnum(24)),
                        I("Secret Key", "BAIDU_SECRET_KEY", ralnum(32))], api=None),
    dict(name="Huawei Cloud AK/SK", region="china", key="huaweicloud",
         items=lambda: [I("AK", "HUAWEICLOUD_SDK_AK", rs(UPDG, 20)),
                        I("SK", "HUAWEICLOUD_SDK_SK", ralnum(40))], api=None),
    dict(name="WeChat Official Account AppSecret", region="china", key="wechat",
         items=lambda: [I("AppID", "WECHAT_APPID", "wx" + rhex(16), False),
                        I("AppSecret", "WECHAT_APPSECRET", rhex(32))], api=None),
    dict(name="Feishu/Lark app secret", region="china", key="feishu",
         items=lambda: [I("app_id", "FEISHU_APP_ID", "cli_" + rhex(16), False),
                        I("app_secret", "FEISHU_APP_SECRET", ralnum(32))], api=None),
    dict(name="Qiniu AK/SK", region="china", key="qiniu",
         items=lambda: [I("AccessKey", "QINIU_ACCESS_KEY", rs(B64URL, 40)),
                        I("SecretKey", "QINIU_SECRET_KEY", rs(B64URL, 40))], api=None),
    dict(name="Volcengine AK/SK", region="china", key="volcengine",
         items=lambda: [I("AccessKeyID", "VOLCENGINE_ACCESS_KEY", "AKLT" + rs(B64URL, 43)),
                        I("SecretAccessKey", "VOLCENGINE_SECRET_KEY", rb64(45))], api=None),
    dict(name="Zhipu AI API key", region="china", key="zhipu",
         items=lambda: [I("API key", "ZHIPUAI_API_KEY", rhex(32) + "." + ralnum(16))],
         api=("POST", "https://open.bigmodel.cn/api/paas/v4/chat/completions", "bearer", None)),
    dict(name="Moonshot (Kimi) API key", region="china", key="moonshot",
         items=lambda: [I("API key", "MOONSHOT_API_KEY", "sk-" + ralnum(48))],
         api=("POST", "https://api.moonshot.cn/v1/chat/completions", "bearer", None)),
    dict(name="DeepSeek API key", region="china", key="deepseek",
         items=lambda: [I("API key", "DEEPSEEK_API_KEY", "sk-" + rhex(32))],
         api=("POST", "https://api.deepseek.com/chat/completions", "bearer", None)),
    # ---- Europe ----
    dict(name="Mollie API key", region="europe", key="mollie",
         items=lambda: [I("live api key", "MOLLIE_API_KEY", "live_" + ralnum(30))],
         api=("GET", "https://api.mollie.com/v2/payments", "bearer", None)),
    dict(name="Adyen API key", region="europe", key="adyen",
         items=lambda: [I("API key", "ADYEN_API_KEY", "AQE" + rs(B64, 93) + "==-" + rs(B64, 43) + "=-" +
                          rs(ALNUM + "!()<>", 16))],
         api=("POST", "https://checkout-test.adyen.com/v71/payments", "header", "X-API-Key")),
    dict(name="GoCardless access token", region="europe", key="gocardless",
         items=lambda: [I("access token", "GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64URL, 40))],
         api=("GET", "https://api.gocardless.com/mandates", "bearer", None)),
    dict(name="Scaleway API key", region="europe", key="scaleway",
         items=lambda: [I("access key", "SCW_ACCESS_KEY", "SCW" + rs(UPDG, 17)),
                        I("secret key", "SCW_SECRET_KEY", ruuid())], api=None),
    dict(name="OVHcloud API credentials", region="europe", key="ovh",
         items=lambda: [I("application key", "OVH_APPLICATION_KEY", ralnum(16)),
                        I("application secret", "OVH_APPLICATION_SECRET", ralnum(32)),
                        I("consumer key", "OVH_CONSUMER_KEY", ralnum(32))], api=None),
    dict(name="Hetzner Cloud API token", region="europe", key="hetzner",
         items=lambda: [I("api token", "HCLOUD_TOKEN", ralnum(64))],
         api=("GET", "https://api.hetzner.cloud/v1/servers", "bearer", None)),
    dict(name="DeepL auth key", region="europe", key="deepl",
         items=lambda: [I("auth key", "DEEPL_AUTH_KEY", ruuid() + pick([":fx", ""]))],
         api=("POST", "https://api-free.deepl.com/v2/translate", "deepl", None)),
    dict(name="Wise API token", region="europe", key="wise",
         items=lambda: [I("api token", "WISE_API_TOKEN", ruuid())],
         api=("GET", "https://api.transferwise.com/v1/profiles", "bearer", None)),
    dict(name="MessageBird access key", region="europe", key="messagebird",
         items=lambda: [I("access key", "MESSAGEBIRD_ACCESS_KEY", ralnum(25))],
         api=("GET", "https://rest.messagebird.com/balance", "accesskey", None)),
    dict(name="Exoscale API key", region="europe", key="exoscale",
         items=lambda: [I("api key", "EXOSCALE_API_KEY", "EXO" + rhex(24)),
                        I("api secret", "EXOSCALE_API_SECRET", rs(B64URL, 43))], api=None),
    dict(name="Yandex Cloud API key", region="europe", key="yandex",
         items=lambda: [I("api key", "YC_API_KEY", "AQVN" + rs(B64URL, 36))],
         api=("POST", "https://llm.api.cloud.yandex.net/foundationModels/v1/completion", "api_key", None)),
    dict(name="Mistral API key", region="europe", key="mistral",
         items=lambda: [I("api key", "MISTRAL_API_KEY", ralnum(32))],
         api=("POST", "https://api.mistral.ai/v1/chat/completions", "bearer", None)),
    dict(name="Infobip API key", region="europe", key="infobip",
         items=lambda: [I("api key", "INFOBIP_API_KEY", rhex(32) + "-" + ruuid())],
         api=("POST", "https://xyz12.api.infobip.com/sms/2/text/advanced", "app", None)),
    dict(name="Vonage API credentials", region="europe", key="vonage",
         items=lambda: [I("api key", "VONAGE_API_KEY", rhex(8)),
                        I("api secret", "VONAGE_API_SECRET", ralnum(16))], api=None),
    dict(name="Pipedrive API token", region="europe", key="pipedrive",
         items=lambda: [I("api token", "PIPEDRIVE_API_TOKEN", rhex(40))],
         api=("GET", "https://acme.pipedrive.com/api/v1/deals", "query", "api_token")),
    dict(name="Brevo API key", region="europe", key="brevo",
         items=lambda: [I("api key", "BREVO_API_KEY", "xkeysib-" + rhex(64) + "-" + ralnum(16))],
         api=("POST", "https://api.brevo.com/v3/smtp/email", "header", "api-key")),
    dict(name="Spotify client secret", region="europe", key="spotify",
         items=lambda: [I("client id", "SPOTIFY_CLIENT_ID", rhex(32), False),
                        I("client secret", "SPOTIFY_CLIENT_SECRET", rhex(32))], api=None),
    dict(name="Typeform PAT", region="europe", key="typeform",
         items=lambda: [I("personal token", "TYPEFORM_TOKEN", "tfp_" + rs(B64URL, 44) + "_" + ralnum(14))],
         api=("GET", "https://api.typeform.com/forms", "bearer", None)),
    dict(name="SumUp secret key", region="europe", key="sumup",
         items=lambda: [I("secret api key", "SUMUP_API_KEY", "sup_sk_" + ralnum(32))],
         api=("GET", "https://api.sumup.com/v0.1/me", "bearer", None)),
]
assert len(VENDORS) == len({v["name"]: 1 for v in VENDORS}), "duplicate vendor names"

# --------------------------------------------------------------------------------------------
# step 4: containers. render(container, vendor, items) -> (text, secrets_as_written)
# --------------------------------------------------------------------------------------------
SERVICES = ["billing-api", "notifier", "search-indexer", "checkout", "auth-gateway", "report-batch",
            "chatbot", "media-worker", "admin-web", "settlement", "crawler", "sync-agent",
            "order-service", "ml-inference", "webhook-relay", "mobile-bff"]
ENVS = ["prod", "staging", "dev", "qa", "sandbox"]
LANG = ["en"]          # language of the note being built (read by a few renderers)


def camel(var):
    parts = var.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def pascal(var):
    return "".join(p.capitalize() for p in var.lower().split("_"))


def kebab(var):
    return var.lower().replace("_", "-")


def sq(v):
    return "'" + v + "'"


def dq(v):
    return '"' + v + '"'


def auth_header(style, name, tok):
    """returns (header line(s) or None, url suffix, secrets as written)"""
    if style == "bearer":
        return "Authorization: Bearer " + tok, [tok]
    if style == "token":
        return "Authorization: token " + tok, [tok]
    if style == "header":
        return name + ": " + tok, [tok]
    if style == "basic_user":
        blob = b64s(tok + ":")
        return "Authorization: Basic " + blob, [blob]
    if style == "kakaoak":
        return "Authorization: KakaoAK " + tok, [tok]
    if style == "secret_key":
        return "Authorization: SECRET_KEY " + tok, [tok]
    if style == "portone":
        return "Authorization: PortOne " + tok, [tok]
    if style == "ssws":
        return "Authorization: SSWS " + tok, [tok]
    if style == "raw_auth":
        return "Authorization: " + tok, [tok]
    if style == "raw_bot":
        return "Authorization: Bot " + tok, [tok]
    if style == "raw_key":
        return "Authorization: key=" + tok, [tok]
    if style == "deepl":
        return "Authorization: DeepL-Auth-Key " + tok, [tok]
    if style == "accesskey":
        return "Authorization: AccessKey " + tok, [tok]
    if style == "api_key":
        return "Authorization: Api-Key " + tok, [tok]
    if style == "app":
        return "Authorization: App " + tok, [tok]
    raise ValueError(style)


def render_http(vendor, items, as_curl):
    method, url, style, name = vendor["api"]
    secrets = [i for i in items if i[3]]
    tok = secrets[0][2]
    host = url.split("/")[2]
    path = "/" + url.split("/", 3)[3]
    if style == "naver":
        cid = [i for i in items if not i[3]][0][2]
        hdrs = ["X-Naver-Client-Id: " + cid, "X-Naver-Client-Secret: " + tok]
        sec = [tok]
    elif style == "query":
        sep = "&" if "?" in url else "?"
        url = url + sep + name + "=" + tok
        path = path + sep + name + "=" + tok
        hdrs, sec = [], [tok]
    elif style == "form":
        hdrs, sec = [], [tok]
    elif style == "basic_user" and as_curl:
        hdrs, sec = [], [tok]
    else:
        h, sec = auth_header(style, name, tok)
        hdrs = [h]
    body = None
    if method == "POST":
        body = pick(['{"model":"%s","max_tokens":256}' % pick(["small", "default", "v2"]),
                     '{"dry_run":true}', '{"amount":12000,"currency":"KRW"}', '{"text":["hello"]}'])
    if as_curl:
        parts = ["curl -sS" + pick(["", " -v", " --fail", " -i"]) + (" -X POST" if method == "POST" else "")]
        if style == "basic_user":
            parts.append("-u " + tok + ":")
        if style == "form":
            parts.append("-F token=" + tok + " -F ref=main")
        for h in hdrs:
            parts.append("-H " + dq(h))
        if body and style != "form":
            parts.append("-H 'Content-Type: application/json' -d " + sq(body))
        parts.append(dq(url) if "?" in url or "&" in url else url)
        joiner = pick([" ", " \\\n  "])
        return joiner.join(parts), sec
    lines = ["%s %s HTTP/1.1" % (method, path), "Host: " + host]
    lines += hdrs
    if style == "form":
        lines.append("Content-Type: application/x-www-form-urlencoded")
        lines += ["", "token=" + tok + "&ref=main"]
    elif body:
        lines += ["Content-Type: application/json", "", body]
    return "\n".join(lines), sec


def r_env(v, items):
    return "\n".join(i[1] + "=" + (dq(i[2]) if chance(0.2) else i[2]) for i in items)


def r_export(v, items):
    return "\n".join("export " + i[1] + "=" + sq(i[2]) for i in items)


def r_inline(v, items):
    cmd = pick(["./scripts/deploy.sh " + pick(ENVS), "python -m app.sync --once", "node dist/worker.js",
                "make integration-test", "go run ./cmd/backfill", "npm run e2e"])
    return " ".join(i[1] + "=" + sq(i[2]) for i in items) + " " + cmd


def r_yaml(v, items):
    top = pick(["integrations", "providers", "clients", "external"])
    out = [top + ":", "  " + v["key"] + ":"]
    for i in items:
        k = i[1].lower().replace(v["key"] + "_", "") if chance(0.6) else camel(i[1])
        val = i[2] if chance(0.5) else dq(i[2])
        out.append("    " + k + ": " + val)
    if chance(0.5):
        out.append("    timeout_ms: " + str(pick([3000, 5000, 10000])))
    return "\n".join(out)


def r_json(v, items):
    d = {v["key"]: {camel(i[1]): i[2] for i in items}}
    if chance(0.5):
        d["logLevel"] = pick(["info", "debug", "warn"])
    return json.dumps(d, indent=pick([2, None]), ensure_ascii=False)


def r_toml(v, items):
    return "\n".join(["[" + v["key"] + "]"] + [i[1].lower() + " = " + dq(i[2]) for i in items])


def r_ini(v, items):
    return "\n".join(["[" + v["key"] + "]"] + [i[1].lower() + " = " + i[2] for i in items])


def r_properties(v, items):
    return "\n".join(v["key"] + "." + kebab(i[1]) + "=" + i[2] for i in items)


def r_xml(v, items):
    if chance(0.5):
        return "<appSettings>\n" + "\n".join('  <add key="%s:%s" value="%s" />' % (
            v["key"].capitalize(), pascal(i[1]), i[2]) for i in items) + "\n</appSettings>"
    return "<" + v["key"] + ">\n" + "\n".join("  <%s>%s</%s>" % (camel(i[1]), i[2], camel(i[1]))
                                              for i in items) + "\n</" + v["key"] + ">"


def r_k8s(v, items):
    return "\n".join(["apiVersion: v1", "kind: Secret", "metadata:",
                      "  name: " + v["key"] + "-credentials", "  namespace: " + pick(SERVICES),
                      "type: Opaque", "stringData:"] + ["  " + i[1] + ": " + dq(i[2]) for i in items])


def r_compose(v, items):
    svc = pick(SERVICES)
    out = ["services:", "  " + svc + ":", "    image: ghcr.io/acme/" + svc + ":" +
           "%d.%d.%d" % (rint(0, 4), rint(0, 30), rint(0, 9)), "    environment:"]
    if chance(0.5):
        out += ["      - " + i[1] + "=" + i[2] for i in items]
    else:
        out += ["      " + i[1] + ": " + dq(i[2]) for i in items]
    return "\n".join(out)


def r_dockerfile(v, items):
    base = pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22"])
    kw = pick(["ENV", "ARG"])
    return "\n".join(["FROM " + base, "WORKDIR /app"] + [kw + " " + i[1] + "=" + i[2] for i in items] +
                     ["COPY . .", pick(["RUN make build", 'CMD ["./server"]', "RUN npm ci"])])


def r_gha(v, items):
    return "\n".join(["jobs:", "  " + pick(["deploy", "release", "nightly"]) + ":",
                      "    runs-on: ubuntu-latest", "    env:"] +
                     ["      " + i[1] + ": " + i[2] for i in items] +
                     ["    steps:", "      - uses: actions/checkout@v4", "      - run: ./ci/" +
                      pick(["deploy", "publish", "smoke"]) + ".sh"])


def r_gitlab(v, items):
    return "\n".join(["variables:"] + ["  " + i[1] + ": " + dq(i[2]) for i in items] +
                     ["", pick(["deploy", "publish", "sync"]) + ":", "  stage: deploy",
                      "  script:", "    - ./ci/run.sh"])


def r_terraform(v, items):
    if chance(0.5):
        return "\n".join(['provider "' + v["key"] + '" {'] +
                         ["  %s = %s" % (i[1].lower().replace(v["key"] + "_", ""), dq(i[2])) for i in items] +
                         ["}"])
    return "\n".join('variable "%s" {\n  type    = string\n  default = %s\n}' % (i[1].lower(), dq(i[2]))
                     for i in items)


def r_python(v, items):
    if chance(0.5):
        return "\n".join(["import os"] + ['os.environ.setdefault(%s, %s)' % (dq(i[1]), dq(i[2]))
                                         for i in items])
    args = ", ".join("%s=%s" % (i[1].lower().replace(v["key"] + "_", ""), dq(i[2])) for i in items)
    return "client = %sClient(%s)" % (v["key"].capitalize(), args)


def r_js(v, items):
    kw = pick(["const", "export const"])
    if chance(0.5):
        return "\n".join("%s %s = %s;" % (kw, i[1], sq(i[2])) for i in items)
    return "const client = new %s({\n%s\n});" % (
        pascal(v["key"]) + "Client", ",\n".join("  %s: '%s'" % (camel(i[1]), i[2]) for i in items))


def r_go(v, items):
    return "\n".join("\t%s = %s" % (camel(i[1]), dq(i[2])) for i in items).join(["const (\n", "\n)"])


def r_java(v, items):
    return "\n".join('private static final String %s = "%s";' % (i[1], i[2]) for i in items)


def r_ruby(v, items):
    return "\n".join('ENV["%s"] ||= "%s"' % (i[1], i[2]) for i in items)


def r_php(v, items):
    return "\n".join("define('%s', '%s');" % (i[1], i[2]) for i in items)


def r_rust(v, items):
    return "\n".join('const %s: &str = "%s";' % (i[1], i[2]) for i in items)


def r_csharp(v, items):
    return "\n".join('options.%s = "%s";' % (pascal(i[1]), i[2]) for i in items)


def r_kotlin(v, items):
    return "\n".join('val %s = "%s"' % (camel(i[1]), i[2]) for i in items)


def r_swift(v, items):
    return "\n".join('let %s = "%s"' % (camel(i[1]), i[2]) for i in items)


def r_powershell(v, items):
    return "\n".join('$env:%s = "%s"' % (i[1], i[2]) for i in items)


def r_systemd(v, items):
    return "[Service]\n" + "\n".join('Environment="%s=%s"' % (i[1], i[2]) for i in items)


def r_ansible(v, items):
    return "\n".join(["# group_vars/" + pick(ENVS) + ".yml"] + ["%s: %s" % (i[1].lower(), dq(i[2]))
                                                               for i in items])


def r_log(v, items):
    lvl = pick(["DEBUG", "INFO", "WARN"])
    svc = pick(SERVICES)
    return "\n".join("%s %s [%s] config: %s=%s" % (ts(), lvl, svc, i[1], i[2]) for i in items)


def r_stack(v, items):
    tok = [i for i in items if i[3]][0]
    if chance(0.5):
        return "\n".join(["Traceback (most recent call last):",
                          '  File "/srv/app/%s/client.py", line %d, in request' % (v["key"], rint(40, 300)),
                          "    resp.raise_for_status()",
                          "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: "
                          "https://api.%s.example/v1/auth?%s=%s" % (v["key"], tok[1].lower(), tok[2])])
    return "\n".join(["Exception in thread \"main\" java.lang.IllegalStateException: invalid credentials "
                      "(%s=%s)" % (camel(tok[1]), tok[2]),
                      "\tat com.acme.%s.Client.authenticate(Client.java:%d)" % (v["key"], rint(40, 300)),
                      "\tat com.acme.%s.Client.<init>(Client.java:%d)" % (v["key"], rint(20, 39))])


def r_diff(v, items):
    out = ["--- a/.env." + pick(ENVS), "+++ b/.env." + pick(ENVS), "@@ -%d,%d +%d,%d @@" % (
        rint(1, 20), len(items), rint(1, 20), len(items))]
    for i in items:
        out.append("+" + i[1] + "=" + i[2])
    return "\n".join(out)


def r_table(v, items):
    return "\n".join(["| key | value | note |", "|---|---|---|"] +
                     ["| %s | %s | %s |" % (i[1], i[2], pick(["prod", "rotated", "from vendor console", "-"]))
                      for i in items])


def r_chat(v, items):
    who = pick(EN_NAMES)
    said = ["here:", "use this ->", "new one:", "try"] if LANG[0] == "en" else \
        ["여기요", "이걸로 바꿔주세요:", "새 키:", "이거 써요"]
    return "\n".join("[%s] %s: %s %s" % (hhmm(), who, pick(said), i[2]) for i in items)


def r_docker_run(v, items):
    return "docker run --rm " + " ".join("-e %s=%s" % (i[1], i[2]) for i in items) + " ghcr.io/acme/" + \
        pick(SERVICES) + ":latest"


def r_kubectl(v, items):
    return "kubectl create secret generic %s-creds -n %s " % (v["key"], pick(SERVICES)) + \
        " ".join("--from-literal=%s=%s" % (i[1], i[2]) for i in items)


def r_secretset(v, items):
    i = [x for x in items if x[3]][0]
    tool = pick(["gh secret set %s --body %s" % (i[1], sq(i[2])),
                 "fly secrets set %s=%s" % (i[1], i[2]),
                 "heroku config:set %s=%s -a acme-%s" % (i[1], i[2], pick(SERVICES)),
                 "vercel env add %s production <<< %s" % (i[1], sq(i[2])),
                 "aws ssm put-parameter --name /%s/%s --type SecureString --value %s" % (
                     pick(ENVS), i[1].lower(), sq(i[2]))])
    return tool


def r_launch(v, items):
    return json.dumps({"configurations": [{"name": "Debug " + pick(SERVICES), "type": pick(["node", "debugpy", "go"]),
                                           "request": "launch", "env": {i[1]: i[2] for i in items}}]},
                      indent=2)


def r_helm(v, items):
    return "\n".join(["secrets:", "  " + v["key"] + ":"] +
                     ["    " + camel(i[1]) + ": " + i[2] for i in items])


def r_makefile(v, items):
    return "\n".join(["%s ?= %s" % (i[1], i[2]) for i in items] + ["", "deploy:", "\t./scripts/deploy.sh"])


CONTAINERS = {
    ".env": r_env, "shell export": r_export, "inline env command": r_inline, "YAML config": r_yaml,
    "JSON config": r_json, "TOML": r_toml, "INI": r_ini, "Java properties": r_properties, "XML config": r_xml,
    "k8s Secret stringData": r_k8s, "docker-compose": r_compose, "Dockerfile": r_dockerfile,
    "GitHub Actions": r_gha, "GitLab CI": r_gitlab, "Terraform": r_terraform, "Python code": r_python,
    "JavaScript code": r_js, "Go code": r_go, "Java code": r_java, "Ruby code": r_ruby, "PHP code": r_php,
    "Rust code": r_rust, "C# code": r_csharp, "Kotlin code": r_kotlin, "Swift code": r_swift,
    "PowerShell": r_powershell, "systemd unit": r_systemd, "Ansible vars": r_ansible, "log lines": r_log,
    "stack trace": r_stack, "diff": r_diff, "markdown table": r_table, "chat paste": r_chat,
    "docker run": r_docker_run, "kubectl create secret": r_kubectl, "secret-set CLI": r_secretset,
    "VS Code launch.json": r_launch, "Helm values": r_helm, "Makefile": r_makefile,
}
CONTAINER_NAMES = list(CONTAINERS.keys())


def render(cname, v, items):
    if cname in ("HTTP request", "curl"):
        return render_http(v, items, cname == "curl")
    text = CONTAINERS[cname](v, items)
    sec = [i[2] for i in items if i[3]]
    if cname in ("stack trace", "secret-set CLI"):
        sec = [i[2] for i in items if i[3] and i[2] in text]
    return text, sec

# --------------------------------------------------------------------------------------------
# step 5: prose helpers and pools for vendor-credential notes
# --------------------------------------------------------------------------------------------
SLOTS = ["V", "svc", "env", "file", "src", "var", "what", "tok", "user", "host", "db", "pw", "x", "y", "z", "n"]


def F(t, **kw):
    for k, v in kw.items():
        t = t.replace("{" + k + "}", str(v))
    for k in SLOTS:
        assert "{" + k + "}" not in t, (k, t)
    return t


FILE_FOR = {
    ".env": [".env", ".env.production", "deploy/.env.staging", ".env.local"],
    "shell export": ["~/.bashrc", "scripts/env.sh", "~/.zshrc", "ops/setenv.sh"],
    "inline env command": ["the runbook", "README.md", "docs/ops.md"],
    "YAML config": ["config/app.yaml", "settings.yml", "conf/integrations.yaml"],
    "JSON config": ["config/default.json", "appsettings.json", "config/prod.json"],
    "TOML": ["config.toml", "settings.toml"], "INI": ["config.ini", "app.cfg", "setup.cfg"],
    "Java properties": ["application.properties", "application-prod.properties"],
    "XML config": ["web.config", "App.config"], "k8s Secret stringData": ["k8s/secret.yaml", "manifests/creds.yaml"],
    "docker-compose": ["docker-compose.yml", "compose.override.yml"], "Dockerfile": ["Dockerfile"],
    "GitHub Actions": [".github/workflows/deploy.yml", ".github/workflows/nightly.yml"],
    "GitLab CI": [".gitlab-ci.yml"], "Terraform": ["main.tf", "variables.tf", "providers.tf"],
    "Python code": ["settings.py", "app/config.py", "scripts/sync.py"],
    "JavaScript code": ["src/config.js", "server/index.ts", "lib/client.mjs"],
    "Go code": ["internal/config/config.go", "cmd/worker/main.go"], "Java code": ["Config.java"],
    "Ruby code": ["config/initializers/clients.rb"], "PHP code": ["config.php", "wp-config.php"],
    "Rust code": ["src/main.rs"], "C# code": ["Program.cs", "Startup.cs"], "Kotlin code": ["Config.kt"],
    "Swift code": ["Secrets.swift"], "PowerShell": ["deploy.ps1", "profile.ps1"],
    "systemd unit": ["/etc/systemd/system/worker.service"], "Ansible vars": ["group_vars/all.yml"],
    "log lines": ["the service log", "journalctl output"], "stack trace": ["the crash output"],
    "diff": ["the PR diff", "the last commit"], "markdown table": ["the wiki page", "docs/credentials.md"],
    "chat paste": ["the Slack thread", "the team chat"], "docker run": ["the runbook"],
    "kubectl create secret": ["shell history"], "secret-set CLI": ["shell history", "the runbook"],
    "VS Code launch.json": [".vscode/launch.json"], "Helm values": ["values-prod.yaml"],
    "Makefile": ["Makefile"], "HTTP request": ["the request dump", "the proxy log"],
    "curl": ["the runbook", "my terminal history"],
}

GENERIC_CFG = [".env", "config/app.yaml", "settings.py", "docker-compose.yml", "values-prod.yaml", "config/default.json"]
SIT = {
    "en": [
        "The {svc} deploy to {env} kept failing with 401 from {V}; nobody told me which credentials the job really used.",
        "I didn't know the {env} {svc} container reads its {V} {what} from {file} instead of the secret store.",
        "I was asked to rotate the {V} {what} for {svc} but had no idea where the current value was configured.",
        "Local runs of {svc} worked while {env} failed, and I couldn't tell which {V} credential each side used.",
        "The user pasted the config they use for {svc} so I could reproduce the {V} timeout.",
        "{V} rate-limit errors in {env}: I needed to know whether {svc} and the batch jobs share one key.",
        "I had to migrate {svc} to the new config loader without losing the {V} settings.",
        "The {V} integration in {svc} was only documented in a snippet someone pasted into {file}.",
        "Nightly job in {env} started returning 403 from {V} after the team cleaned up old keys.",
        "I was debugging why {svc} ignores {var} when it is set in the CI settings.",
        "Support ticket: {svc} in {env} cannot reach {V}. The user shared their working setup.",
        "I assumed {svc} took {var} from the environment, but it was hard-coded.",
    ],
    "ko": [
        "{env} 환경의 {svc} 배포가 {V} 쪽에서 계속 401을 받았는데, 잡이 실제로 어떤 자격 증명을 쓰는지 아무도 알려주지 않았다.",
        "{env} {svc} 컨테이너가 {V} {what} 값을 시크릿 저장소가 아니라 {file}에서 읽는다는 걸 몰랐다.",
        "{svc} 서비스의 {V} {what} 교체를 요청받았지만 현재 값이 어디에 설정돼 있는지 몰랐다.",
        "로컬에서는 {svc} 서비스가 잘 도는데 {env}에서만 실패했고, 양쪽이 어떤 {V} 키를 쓰는지 확인할 방법이 없었다.",
        "{V} 타임아웃을 재현하려고 사용자가 쓰고 있는 {svc} 설정을 그대로 붙여 줬다.",
        "{env}에서 {V} rate limit 에러가 나서 {svc} 서비스와 배치 잡이 같은 키를 공유하는지 알아야 했다.",
        "{svc} 서비스를 새 config loader로 옮기면서 {V} 설정을 잃어버리면 안 됐다.",
        "{svc} 서비스의 {V} 연동은 누군가 {file}에 붙여 둔 스니펫 말고는 문서가 없었다.",
        "팀에서 오래된 키를 정리한 뒤부터 {env} 야간 배치가 {V} 쪽에서 403을 받기 시작했다.",
        "CI 설정에 {var} 값을 넣었는데도 {svc} 서비스가 무시하는 이유를 찾고 있었다.",
        "문의 티켓: {env}의 {svc} 서비스가 {V} 쪽에 붙지 못함. 사용자가 정상 동작하는 설정을 공유해 줬다.",
        "{svc} 서비스가 {var} 값을 환경 변수에서 읽는 줄 알았는데 코드에 하드코딩돼 있었다.",
    ],
}
INTRO = {
    "en": ["This is what {src} contained:", "Relevant part of {src}:", "Pasted by the user:",
           "From {src}:", "What I found:", "Snippet:"],
    "ko": ["{src} 내용은 이랬다:", "{src}의 해당 부분:", "사용자가 붙여 준 내용:",
           "{src}에서 찾은 것:", "확인한 내용:", "스니펫:"],
}
LESSON = {
    "en": [
        "{svc} reads {var} only at startup, so after changing it the pods must be restarted.",
        "The {V} credential for {env} lives in {file}; the CI variable with the same name is stale.",
        "Verify which {V} key a process uses with a harmless read-only call before touching config.",
        "{V} answers 401 for a revoked key, so a 401 right after rotation means the old value is still cached.",
        "Config precedence in {svc}: hard-coded value > {file} > environment, which is why the env var was ignored.",
        "Keys for {env} and the sandbox look alike; check the environment before assuming the key is wrong.",
        "The batch jobs and {svc} share one {V} key, so rotating it needs both restarted together.",
        "Moving {var} out of {file} into the secret manager fixed the drift between environments.",
    ],
    "ko": [
        "{svc} 서비스는 {var} 값을 기동할 때만 읽으므로 값을 바꾸면 pod를 재시작해야 한다.",
        "{env}용 {V} 자격 증명은 {file}에 있고, 같은 이름의 CI 변수는 오래된 값이다.",
        "설정을 건드리기 전에 읽기 전용 호출로 프로세스가 어떤 {V} 키를 쓰는지 먼저 확인할 것.",
        "{V} 쪽은 폐기된 키에 401을 주므로, 교체 직후 401이면 예전 값이 캐시돼 있다는 뜻이다.",
        "{svc} 서비스의 설정 우선순위는 하드코딩 값 > {file} > 환경 변수라서 env 값이 무시됐다.",
        "{env} 키와 sandbox 키가 비슷하게 생겼으니 키가 틀렸다고 단정하기 전에 환경부터 확인.",
        "배치 잡과 {svc} 서비스가 {V} 키 하나를 같이 쓰므로 교체할 때 둘 다 같이 재시작해야 한다.",
        "{var} 값을 {file}에서 시크릿 매니저로 옮기니 환경 간 값 불일치가 사라졌다.",
    ],
}
LESSON_SNIP = {
    "en": ["Working setup after the fix:", "What finally worked:", "The fix was to use the value below:",
           "Corrected config:", "This is the combination that authenticates:"],
    "ko": ["수정 후 동작하는 설정:", "결국 동작한 것:", "아래 값으로 바꾸니 해결됐다:",
           "고친 설정:", "인증이 통과하는 조합:"],
}
ASK = {
    "en": ["Which {V} credential should {svc} use in {env}, and where is it stored?",
           "Should I move {var} into the secret manager while I'm in there?",
           "Is the {V} key in {file} the production key or a test key?",
           "Who owns the {V} account, so I can ask before rotating?",
           "Do the batch jobs share this {V} key with {svc}?",
           "Can I restart {svc} in {env} after changing {var}?"],
    "ko": ["{env}에서 {svc} 서비스가 써야 할 {V} 자격 증명은 무엇이고 어디에 보관돼 있나요?",
           "작업하는 김에 {var} 값을 시크릿 매니저로 옮겨도 될까요?",
           "{file}에 있는 {V} 키가 운영 키인가요, 테스트 키인가요?",
           "교체 전에 물어볼 수 있게 {V} 계정 담당자가 누구인가요?",
           "배치 잡도 {svc} 서비스와 같은 {V} 키를 쓰나요?",
           "{var} 값을 바꾼 뒤 {env}의 {svc} 서비스를 재시작해도 되나요?"],
}
ASK_TOK = {
    "en": ["Is {tok} still the active {V} {what} for {env}, or was it rotated?",
           "Can I revoke {tok} now that the new one is deployed?",
           "Should {svc} keep using `{tok}` or get its own {V} key?",
           "The user gave me {tok} for {env}; is that the key I should put in the vault?"],
    "ko": ["{env}의 {V} {what} 값이 아직 {tok} 인가요, 아니면 교체됐나요?",
           "새 키 배포가 끝났으니 {tok} 는 폐기해도 되나요?",
           "{svc} 서비스가 `{tok}`를 계속 쓸까요, 아니면 전용 {V} 키를 발급할까요?",
           "사용자가 {env}용으로 {tok} 를 줬는데, 이걸 vault에 넣으면 되나요?"],
}
INLINE_TOK = {
    "en": ["The key that was failing was {tok} ({V} {what}, {env}).",
           "{svc} was still sending {tok} as the {V} {what} after the rotation.",
           "Turns out the {V} {what} `{tok}` belongs to the {env} account, not sandbox."],
    "ko": ["실패하던 키는 {tok} 였다({V} {what}, {env}).",
           "교체 이후에도 {svc} 서비스가 {V} {what} 값으로 {tok} 를 보내고 있었다.",
           "알고 보니 {V} {what} `{tok}` 는 sandbox가 아니라 {env} 계정 것이었다."],
}
SPLIT_LABEL = {
    "en": ["The {V} {what} for {svc} ({env}) that the user gave me is in the next field:",
           "{V} {what} ({env}) - value follows:", "Current {var} value for {svc}:"],
    "ko": ["사용자가 준 {svc}용 {V} {what}({env})는 다음 필드에 적어 둔다:",
           "{V} {what}({env}) 값은 아래와 같다:", "{svc} 서비스의 현재 {var} 값:"],
}
SPLIT_TAIL = {
    "en": [" - set it as {var} in {env} and restart {svc}.", "\nUse it only for {env}; it is the live {V} key.",
           " (paste it into {file}, not into the CI settings)."],
    "ko": [" - {env}의 {var} 값으로 넣고 {svc} 서비스를 재시작.", "\n{env} 전용 운영 {V} 키이니 그 용도로만 쓸 것.",
           " ({file}에 넣을 것, CI 설정 말고)."],
}
# --------------------------------------------------------------------------------------------
# step 6: note framework, validation, rotating queues, vendor-credential template
# --------------------------------------------------------------------------------------------
MAX_BYTES = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


class Retry(Exception):
    pass


def blen(s):
    return len(s.encode("utf-8"))


def window_violations(fields, secrets):
    """8-char windows of any secret occurring outside the occurrences of the secrets."""
    bad = []
    for f in fields:
        spans = []
        for s in secrets:
            i = f.find(s)
            while i >= 0:
                spans.append((i, i + len(s)))
                i = f.find(s, i + 1)
        for s in secrets:
            for k in range(len(s) - 7):
                w = s[k:k + 8]
                p = f.find(w)
                while p >= 0:
                    if not any(a <= p and p + 8 <= b for (a, b) in spans):
                        bad.append(w)
                    p = f.find(w, p + 1)
    return bad


def check_note(n):
    f = n["fields"]
    assert list(f.keys()) == ["missing_context", "lesson", "ask_next_time"]
    for k, lim in MAX_BYTES.items():
        if blen(f[k]) > lim:
            raise Retry("too long: " + k)
    if not f["missing_context"].strip() or not f["lesson"].strip():
        raise Retry("empty field")
    vals = [f["missing_context"], f["lesson"], f["ask_next_time"]]
    if n["kind"] == "secret":
        if not n["secrets"]:
            raise Retry("no secrets")
        for s in n["secrets"]:
            if len(s) < 8:
                raise Retry("short secret")
            if not any(s in v for v in vals):
                raise Retry("secret not verbatim in fields")
        if window_violations(vals, n["secrets"]):
            raise Retry("window rule")
    else:
        assert n["secrets"] == []


class Queue:
    """rotating queue: every element is used once before any repeats (order from R)."""

    def __init__(self, items):
        self.items = list(items)
        self.buf = []

    def next(self):
        if not self.buf:
            self.buf = shuffled(self.items)
        return self.buf.pop()


BRAND = {"Naver Cloud Platform API key": "Naver Cloud", "Naver Developers client secret": "Naver Open API",
         "Hugging Face token": "Hugging Face", "New Relic user key": "New Relic",
         "New Relic license key": "New Relic", "Toss Payments secret key": "Toss Payments",
         "Sakura Cloud API key": "Sakura Cloud", "Alibaba Cloud AccessKey": "Alibaba Cloud",
         "Tencent Cloud API key": "Tencent Cloud", "Baidu AI Cloud keys": "Baidu AI Cloud",
         "Huawei Cloud AK/SK": "Huawei Cloud", "Weights & Biases API key": "W&B",
         "KIS Developers (Korea Investment) app keys": "KIS Developers", "Sweet Tracker API key": "Sweet Tracker",
         "PAY.JP secret key": "PAY.JP", "LINE Messaging API channel token": "LINE Messaging API",
         "data.go.kr service key": "data.go.kr", "Solapi (CoolSMS) API key pair": "Solapi",
         "NHN Cloud Notification secret key": "NHN Cloud", "Feishu/Lark app secret": "Feishu",
         "WeChat Official Account AppSecret": "WeChat", "Moonshot (Kimi) API key": "Moonshot",
         "Zhipu AI API key": "Zhipu AI", "Google Cloud API key": "Gemini API",
         "Google OAuth client secret": "Google OAuth", "Azure AD client secret": "Entra ID",
         "HashiCorp Vault token": "Vault", "Terraform Cloud token": "Terraform Cloud",
         "Docker Hub PAT": "Docker Hub", "1Password service account token": "1Password",
         "Heroku API key (legacy UUID)": "Heroku", "Firebase Cloud Messaging server key": "FCM",
         "Meta page access token": "Meta Graph API", "age secret key": "age/SOPS",
         "Yandex Cloud API key": "Yandex Cloud", "Hetzner Cloud API token": "Hetzner Cloud",
         "OVHcloud API credentials": "OVHcloud", "AWS IAM": "AWS", "AWS STS": "AWS",
         "Supabase service_role key": "Supabase", "Stripe webhook signing secret": "Stripe"}


def brand(v):
    return BRAND.get(v["name"], v["name"].split()[0])


VENDOR_Q = Queue(range(len(VENDORS)))
VENDOR_QC = Queue(range(len(VENDORS)))
CONT_Q = Queue(CONTAINER_NAMES + ["HTTP request", "curl", "HTTP request", "curl"])
MODES_V = ["mc_snip", "mc_snip_first", "lesson_snip", "lesson_mid", "inline", "ask", "mc+ask", "split",
           "both", "mc_snip", "lesson_snip"]
MODE_Q = Queue(MODES_V)


def ctx_for(lang, v, items, cname):
    main = [i for i in items if i[3]][0]
    src = pick(FILE_FOR.get(cname, ["the config"]))
    cfg = src if (src[0] in "./~" or " " not in src) else pick(GENERIC_CFG)
    return dict(V=brand(v), svc=pick(SERVICES), env=pick(ENVS[:4]), file=cfg, src=src, var=main[1], what=main[0])


def t_vendor(lang, vi=None, cname=None, mode=None):
    v = VENDORS[vi]
    items = v["items"]()
    if cname in ("HTTP request", "curl") and v["api"] is None:
        cname = pick(CONTAINER_NAMES)
    snippet, sec = render(cname, v, items)
    c = ctx_for(lang, v, items, cname)
    main = [i for i in items if i[3]][0]
    tok = main[2]
    c["tok"] = tok
    sit, intro = F(pick(SIT[lang]), **c), F(pick(INTRO[lang]), **c)
    les, ask = F(pick(LESSON[lang]), **c), F(pick(ASK[lang]), **c)
    nl = pick(["\n", "\n\n"])
    if mode == "mc_snip":
        mc = sit + " " + intro + nl + snippet
        lesson, at = les, ask
    elif mode == "mc_snip_first":
        mc = snippet + nl + sit
        lesson, at = les, ask
    elif mode == "lesson_snip":
        mc = sit
        lesson = F(pick(LESSON_SNIP[lang]), **c) + nl + snippet + (nl + les if chance(0.5) else "")
        at = ask
    elif mode == "lesson_mid":
        mc = sit
        lesson = les + nl + snippet + nl + F(pick(LESSON[lang]), **c)
        at = ask
    elif mode == "inline":
        mc, lesson, at = sit + " " + F(pick(INLINE_TOK[lang]), **c), les, ask
        sec = [tok]
    elif mode == "ask":
        mc, lesson, at = sit, les, F(pick(ASK_TOK[lang]), **c)
        sec = [tok]
    elif mode == "mc+ask":
        mc = sit + " " + intro + nl + snippet
        lesson, at = les, F(pick(ASK_TOK[lang]), **c)
        if tok not in sec:
            sec = sec + [tok]
    elif mode == "split":
        mc = sit + " " + F(pick(SPLIT_LABEL[lang]), **c)
        lesson = tok + F(pick(SPLIT_TAIL[lang]), **c)
        at = ask
        sec = [tok]
    else:   # both
        mc = sit + " " + intro + nl + snippet
        lesson = les + " " + F(pick(INLINE_TOK[lang]), **c)
        at = ask
        if tok not in sec:
            sec = sec + [tok]
    cat = "vendor token: %s in %s (%s)" % (v["name"], cname if mode not in ("inline", "ask", "split") else "prose",
                                           mode)
    return dict(category=cat, mc=mc, lesson=lesson, ask=at, secrets=sec, vendor=v["name"], region=v["region"])

# --------------------------------------------------------------------------------------------
# step 7a: secret templates - passwords in commands, connection strings
# --------------------------------------------------------------------------------------------
HOSTS = ["db-prod-01.internal", "10.20.3.15", "mysql.staging.acme.kr", "pg-replica.ap-northeast-2.rds.amazonaws.com",
         "bastion.acme.io", "nas.office.lan", "redis-01.cache.internal", "mq.acme.kr", "ldap.corp.acme.kr",
         "sql01.acme.local", "192.168.10.24", "build-03.ci.internal"]
USERS = ["root", "admin", "app", "deploy", "svc_report", "etl_user", "jenkins", "ubuntu", "sa", "readonly",
         "minsu.kim", "jhpark", "backup", "postgres", "grafana"]
DBS = ["orders", "billing", "analytics", "app_prod", "crm", "stats", "shop", "hr"]


def L(lang, en, ko):
    return en if lang == "en" else ko


def url_pw():
    """password containing URL-reserved characters; returns (raw, percent-encoded)."""
    while True:
        raw = pick([pw_human(), pw_random(), pw_kokbd()])
        k = rint(1, 2)
        for _ in range(k):
            pos = rint(1, len(raw) - 1)
            raw = raw[:pos] + pick("@:/?#%!$&+") + raw[pos:]
        enc = pct(raw)
        if enc != raw and len(enc) >= 8:
            return raw, enc


def cmd_with_password(lang):
    """returns (command, [secrets], label)"""
    u, h, db = pick(USERS), pick(HOSTS), pick(DBS)
    pw = pw_shell_safe()
    k = rint(0, 33)
    if k == 0:
        return "mysql -h %s -u %s -p%s %s" % (h, u, pw, db), [pw], "mysql -p attached password"
    if k == 1:
        return "mysqldump -h %s -u %s --password=%s --single-transaction %s > %s.sql" % (h, u, pw, db, db), [pw], \
            "mysqldump --password="
    if k == 2:
        p2 = password(excl="'\\")
        return "PGPASSWORD='%s' psql -h %s -U %s -d %s -c 'select 1'" % (p2, h, u, db), [p2], "PGPASSWORD env prefix"
    if k == 3:
        p2 = password(excl="'\\ ")
        return "sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s" % (p2, u, h), [p2], "sshpass -p"
    if k == 4:
        return "redis-cli -h %s -p 6379 -a %s --no-auth-warning ping" % (h, pw), [pw], "redis-cli -a"
    if k == 5:
        p2 = password(excl="'\\")
        return "docker login -u %s -p '%s' registry.acme.kr" % (u, p2), [p2], "docker login -p"
    if k == 6:
        p2 = password(excl="'\\")
        return "echo '%s' | docker login harbor.acme.kr --username %s --password-stdin" % (p2, u), [p2], \
            "echo piped into --password-stdin"
    if k == 7:
        return "htpasswd -b -c /etc/nginx/.htpasswd %s %s" % (u, pw), [pw], "htpasswd -b positional"
    if k == 8:
        return "rabbitmqctl add_user %s %s && rabbitmqctl set_user_tags %s monitoring" % (u, pw, u), [pw], \
            "rabbitmqctl add_user positional"
    if k == 9:
        p2 = password(excl="'\\\"")
        return "sqlcmd -S %s -U sa -P '%s' -Q \"SELECT @@VERSION\"" % (h, p2), [p2], "sqlcmd -P"
    if k == 10:
        return "keytool -importkeystore -srckeystore old.p12 -srcstoretype PKCS12 -srcstorepass %s " \
               "-destkeystore server.jks -deststorepass %s" % (pw, pw), [pw], "keytool -storepass (twice)"
    if k == 11:
        return "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % pw, [pw], \
            "openssl -passout pass:"
    if k == 12:
        return "zip -P %s -r backup-%s.zip dump/" % (pw, db), [pw], "zip -P"
    if k == 13:
        return "7z a -p%s -mhe=on %s-export.7z ./export" % (pw, db), [pw], "7z -p attached"
    if k == 14:
        return "smbclient //%s/share -U 'ACME\\%s%%%s' -c 'ls'" % (h, u, pw), [pw], "smbclient user%%pass"
    if k == 15:
        return "net use Z: \\\\%s\\backup /user:ACME\\%s %s /persistent:no" % (h, u, pw), [pw], "net use positional"
    if k == 16:
        p2 = password(excl="'\\")
        return "ldapsearch -x -H ldap://%s -D \"cn=%s,dc=acme,dc=kr\" -w '%s' -b \"ou=people,dc=acme,dc=kr\"" % (
            h, u, p2), [p2], "ldapsearch -w"
    if k == 17:
        return "curl -sS -u %s:%s https://%s/api/health" % (u, pw, h), [pw], "curl -u user:pass"
    if k == 18:
        p2 = password(excl="'\\")
        return "wget --user=%s --password='%s' https://%s/exports/latest.csv" % (u, p2, h), [p2], "wget --password"
    if k == 19:
        raw, enc = url_pw()
        return "git clone https://%s:%s@git.acme.kr/platform/infra.git" % (u, enc), [enc], \
            "git URL user:pass (percent-encoded)"
    if k == 20:
        raw, enc = url_pw()
        return 'mongosh "mongodb://%s:%s@%s:27017/admin?authSource=admin"' % (u, enc, h), [enc], \
            "mongosh URI percent-encoded password"
    if k == 21:
        p2 = password(excl="'\\")
        return "az login -u %s@acme.onmicrosoft.com -p '%s'" % (u, p2), [p2], "az login -p"
    if k == 22:
        p2 = password(excl="'\\")
        return "vault login -method=userpass username=%s password='%s'" % (u, p2), [p2], "vault userpass password="
    if k == 23:
        ak, sk = rs(UPDG, 20), ralnum(40)
        return "mc alias set minio http://%s:9000 %s %s" % (h, ak, sk), [ak, sk], "mc alias positional keys"
    if k == 24:
        return "ansible-playbook site.yml -l %s -e \"db_password=%s\"" % (pick(ENVS), pw), [pw], "ansible -e extra var"
    if k == 25:
        p2 = password(excl="'\\\"")
        return ("kafka-console-producer --bootstrap-server %s:9094 --topic events --producer-property "
                "sasl.jaas.config='org.apache.kafka.common.security.plain.PlainLoginModule required "
                "username=\"%s\" password=\"%s\";'" % (h, u, p2)), [p2], "kafka sasl.jaas.config"
    if k == 26:
        raw, enc = url_pw()
        return 'pg_dump "postgresql://%s:%s@%s:5432/%s" -Fc -f %s.dump' % (u, enc, h, db, db), [enc], \
            "pg_dump URI percent-encoded"
    if k == 27:
        p2 = password(excl="'\\:")
        return "echo '%s:%s' | sudo chpasswd" % (u, p2), [p2], "chpasswd user:pass"
    if k == 28:
        p2 = password(excl="'\\")
        return "echo '%s' | sudo -S systemctl restart nginx" % p2, [p2], "sudo -S piped password"
    if k == 29:
        return "lftp -u %s,%s sftp://%s -e 'mirror --reverse ./dist /var/www; bye'" % (u, pw, h), [pw], "lftp -u user,pass"
    if k == 30:
        p2 = password(excl="'\\")
        return "$pw = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object PSCredential('ACME\\%s', $pw)" % (
            p2, u), [p2], "PowerShell ConvertTo-SecureString"
    if k == 31:
        return "sqlplus %s/%s@//%s:1521/ORCLPDB1 @migrate.sql" % (u, pw, h), [pw], "sqlplus user/pass@"
    if k == 32:
        return "ipmitool -I lanplus -H %s -U ADMIN -P %s chassis power status" % (h, pw), [pw], "ipmitool -P"
    a, p = pw_shell_safe(), pw_shell_safe()
    if a == p:
        raise Retry("same")
    return "snmpwalk -v3 -l authPriv -u %s -a SHA -A %s -x AES -X %s %s" % (u, a, p, h), [a, p], \
        "snmpwalk -A/-X two passphrases"


GEN_SIT = {
    "en": ["I was asked to {x} and had none of the access details.", "Task: {x}. The handover doc was empty, so I asked in chat.",
           "While trying to {x} I hit an auth error and had to dig up the credentials.",
           "The user wanted me to {x} before the weekend; nobody had written down how.",
           "I spent an hour trying to {x} because the setup lived only in someone's notes."],
    "ko": ["{x} 작업을 맡았는데 접속 정보가 하나도 없었다.", "작업: {x}. 인수인계 문서가 비어 있어서 채팅으로 물어봤다.",
           "{x} 작업 중 인증 에러가 나서 계정 정보를 찾아야 했다.", "사용자가 주말 전에 {x} 작업을 부탁했는데 방법이 어디에도 없었다.",
           "설정이 누군가의 개인 메모에만 있어서 {x} 작업에 한 시간이 걸렸다."],
}
CMD_SIT = {
    "en": ["I had to {x} and didn't know the credentials, so the user pasted the command they normally run:",
           "The runbook step to {x} only works with the exact command from the ops channel:",
           "To {x} I reused the command from the user's shell history:",
           "The user asked me to {x}; they gave me this command:"],
    "ko": ["{x} 작업을 해야 했는데 계정 정보를 몰라서 사용자가 평소 쓰는 명령을 붙여 줬다:",
           "런북의 '{x}' 단계는 운영 채널에 있는 이 명령 그대로여야 동작한다:",
           "{x} 작업에 사용자의 shell history에 있던 명령을 재사용했다:",
           "사용자가 {x} 작업을 부탁하면서 준 명령:"],
}
CMD_TASK = {
    "en": ["take a dump of the {db} database", "check the replica lag", "rotate the backup archive",
           "restart the service on the bastion", "verify the login still works", "copy last night's export"],
    "ko": ["{db} DB 덤프", "레플리카 지연 확인", "백업 아카이브 교체", "배스천 서비스 재시작",
           "로그인 확인", "어젯밤 export 복사"],
}
CMD_LESSON = {
    "en": ["Shell history keeps the password; next time use a prompt or an option file instead of putting it on the command line.",
           "The command only works from the bastion; the host is not reachable from CI runners.",
           "Quote the password or the shell eats the special characters.",
           "The account is shared by three cron jobs, so changing it breaks the backups."],
    "ko": ["명령줄에 비밀번호를 넣으면 shell history에 남으니 다음엔 프롬프트나 옵션 파일을 쓸 것.",
           "이 명령은 배스천에서만 동작하고 CI 러너에서는 호스트에 접근할 수 없다.",
           "특수문자가 있어서 따옴표로 감싸지 않으면 shell이 값을 망가뜨린다.",
           "이 계정은 크론 잡 세 개가 같이 쓰므로 바꾸면 백업이 깨진다."],
}
CMD_ASK = {
    "en": ["Is there a read-only account I should use instead?", "Can we move this password to a .my.cnf / pgpass file?",
           "Who else uses this account?", "Should I rotate the password after the migration?"],
    "ko": ["대신 써야 할 읽기 전용 계정이 있나요?", "이 비밀번호를 옵션 파일로 옮겨도 될까요?",
           "이 계정을 또 누가 쓰나요?", "마이그레이션이 끝나면 비밀번호를 바꿔야 하나요?"],
}


def s_cmd(lang):
    cmd, sec, label = cmd_with_password(lang)
    db = pick(DBS)
    x = F(pick(CMD_TASK[lang]), db=db)
    sit = F(pick(CMD_SIT[lang]), x=x)
    fence = chance(0.4)
    body = ("```\n" + cmd + "\n```") if fence else ("$ " + cmd if chance(0.5) else cmd)
    where = pick(["mc", "mc", "lesson", "ask"])
    if where == "mc":
        mc, lesson = sit + "\n" + body, pick(CMD_LESSON[lang])
        ask = pick(CMD_ASK[lang])
    elif where == "lesson":
        mc = F(pick(GEN_SIT[lang]), x=x)
        lesson = L(lang, "The command that works:\n", "동작하는 명령:\n") + body + "\n" + pick(CMD_LESSON[lang])
        ask = pick(CMD_ASK[lang])
    else:
        mc, lesson = sit + "\n" + body, pick(CMD_LESSON[lang])
        ask = L(lang, "Is `%s` still the right password for this, or was it changed?" % sec[-1],
                "이 계정 비밀번호가 아직 `%s` 인가요, 바뀌었나요?" % sec[-1])
    return dict(category="shell: " + label, mc=mc, lesson=lesson, ask=ask, secrets=sec)


def conn_string():
    """returns (string, [secrets], label, envvar)"""
    u, h, db = pick(USERS), pick(HOSTS), pick(DBS)
    k = rint(0, 15)
    if chance(0.4):
        raw, enc = url_pw()
    else:
        raw = enc = password(pick(["human", "random", "kokbd", "pass"]), excl=" @:/?#%&+'\"\\[]")
        if pct(raw) != raw:
            raw = enc = pw_random(excl="%&+#?")
            if pct(raw) != raw:
                raw = enc = ralnum(16)
    if k == 0:
        return "postgres://%s:%s@%s:5432/%s?sslmode=require" % (u, enc, h, db), [enc], "postgres URL", "DATABASE_URL"
    if k == 1:
        return "mysql+pymysql://%s:%s@%s:3306/%s?charset=utf8mb4" % (u, enc, h, db), [enc], "SQLAlchemy mysql URL", \
            "SQLALCHEMY_DATABASE_URI"
    if k == 2:
        return "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (
            u, enc, rs(LODG, 5), db), [enc], "mongodb+srv URI", "MONGODB_URI"
    if k == 3:
        return "redis://:%s@%s:6379/0" % (enc, h), [enc], "redis URL password-only", "REDIS_URL"
    if k == 4:
        return "rediss://default:%s@%s:6380" % (enc, h), [enc], "rediss URL", "REDIS_URL"
    if k == 5:
        return "amqp://%s:%s@%s:5672/%s" % (u, enc, h, pick(["%2F", "prod", "jobs"])), [enc], "AMQP URL", "AMQP_URL"
    p = password(excl=";'\"\\ {}=")
    if k == 6:
        return "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;" % (
            h, db, u, p), [p], "SQL Server ADO.NET connection string", "ConnectionStrings__Default"
    if k == 7:
        return "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (h, db, u, enc), [enc], "JDBC URL password param", \
            "SPRING_DATASOURCE_URL"
    if k == 8:
        return "smtp://%s%%40acme.kr:%s@smtp.%s:587" % (u, enc, pick(["gmail.com", "office365.com", "worksmobile.com"])), \
            [enc], "SMTP URL", "EMAIL_URL"
    if k == 9:
        return "https://elastic:%s@%s:9200" % (enc, h), [enc], "Elasticsearch URL basic creds", "ELASTICSEARCH_URL"
    if k == 10:
        key = rb64(32)
        return "Endpoint=sb://acme-%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (
            pick(ENVS), key), [key], "Azure Service Bus connection string", "SERVICEBUS_CONNECTION"
    if k == 11:
        key = rb64(64)
        return "DefaultEndpointsProtocol=https;AccountName=acme%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (
            rs(LODG, 6), key), [key], "Azure Storage connection string", "AZURE_STORAGE_CONNECTION_STRING"
    if k == 12:
        return "clickhouse://%s:%s@%s:9000/%s" % (u, enc, h, db), [enc], "ClickHouse URL", "CLICKHOUSE_URL"
    if k == 13:
        return "snowflake://%s:%s@acme-%s/%s/PUBLIC?warehouse=ETL_WH" % (u, enc, rs(LO, 7), db.upper()), [enc], \
            "Snowflake SQLAlchemy URL", "SNOWFLAKE_URL"
    if k == 14:
        p = password(excl=";'\"\\ {}=/@:")
        return "%s/%s@%s:1521/ORCLPDB1" % (u, p, h), [p], "Oracle easy-connect user/pass", "ORACLE_DSN"
    return "ftp://%s:%s@%s/incoming/" % (u, enc, h), [enc], "FTP URL", "FTP_URL"


def s_conn(lang):
    cs, sec, label, var = conn_string()
    form = pick(["env", "yaml", "code", "log", "prose", "error", "properties"])
    svc = pick(SERVICES)
    if form == "env":
        snip = var + "=" + cs
    elif form == "yaml":
        snip = "%s:\n  %s:\n    url: \"%s\"" % (pick(["database", "storage", "broker"]), pick(["primary", "default"]), cs)
    elif form == "code":
        snip = pick(['engine = create_engine("%s")', 'const pool = new Pool({ connectionString: "%s" });',
                     'db, err := sql.Open("pgx", "%s")', 'var conn = new SqlConnection(@"%s");']) % cs
    elif form == "log":
        snip = "%s INFO  [%s] connecting to %s" % (ts(), svc, cs)
    elif form == "error":
        snip = "%s ERROR [%s] connection refused (url=%s) retry in 5s" % (ts(), svc, cs)
    elif form == "properties":
        snip = "spring.datasource.url=" + cs if label.startswith("JDBC") else var.lower().replace("_", ".") + "=" + cs
    else:
        snip = "`" + cs + "`"
    lab = label.lower()
    kind = "cache" if "redis" in lab else "broker" if ("amqp" in lab or "service bus" in lab) else \
        "storage" if ("storage" in lab or "ftp" in lab) else "search" if "elastic" in lab else \
        "mail" if "smtp" in lab else "db"
    kw = {"db": ("database", "DB"), "cache": ("Redis", "Redis"), "broker": ("message broker", "메시지 브로커"),
          "storage": ("file storage", "파일 스토리지"), "search": ("search cluster", "검색 클러스터"),
          "mail": ("mail relay", "메일 릴레이")}[kind]
    en_mc = ["%s could not reach its %s after the failover; the connection string it uses:" % (svc, kw[0]),
             "I needed the %s connection for %s and only found this in the old deploy notes:" % (kw[0], svc),
             "The user pasted the %s they use locally for %s:" % (label, svc)]
    ko_mc = ["failover 이후 %s 서비스가 %s에 붙지 못했다. 쓰고 있던 연결 문자열:" % (svc, kw[1]),
             "%s 서비스의 %s 접속 정보가 필요했는데 예전 배포 노트에서 이것만 찾았다:" % (svc, kw[1]),
             "사용자가 로컬에서 쓰는 %s 값을 붙여 줬다:" % label]
    en_les = ["%s reads the URL once at boot, so an endpoint change needs a restart." % svc,
              "Timeouts and TLS options go into the string itself, not separate env vars."]
    ko_les = ["%s 서비스는 부팅 시 한 번만 URL을 읽으므로 엔드포인트가 바뀌면 재시작해야 한다." % svc,
              "timeout과 TLS 옵션은 별도 env가 아니라 연결 문자열 안에 넣는다."]
    if "%" in sec[0]:
        en_les += ["The password inside the URL has to be percent-encoded; the raw value breaks the parser at '@' or ':'."] * 2
        ko_les += ["URL 안의 비밀번호는 percent-encoding 해야 한다. 원래 값 그대로면 '@'나 ':'에서 파서가 깨진다."] * 2
    if kind == "db":
        en_les.append("The replica host accepts the same credentials as the primary.")
        ko_les.append("레플리카 호스트도 primary와 같은 계정으로 접속된다.")
    elif kind == "storage":
        en_les.append("The account key grants full access to every container; a scoped SAS would be safer for this job.")
        ko_les.append("계정 키는 모든 컨테이너에 전체 권한을 주므로 이 잡에는 범위를 좁힌 SAS가 더 안전하다.")
    elif kind == "broker":
        en_les.append("The root policy can manage the namespace; the sender only needs a send-only policy.")
        ko_les.append("root 정책은 네임스페이스 관리까지 가능하니 발신 쪽은 send 전용 정책이면 충분하다.")
    mc = pick(L(lang, en_mc, ko_mc)) + "\n" + snip if form != "prose" else \
        pick(L(lang, en_mc, ko_mc)).rstrip(":") + " " + snip
    lesson = pick(L(lang, en_les, ko_les))
    ask = pick(L(lang, ["Is there a separate read-only user for %s?" % svc, "Should the URL come from the secret store instead?",
                        "Which region's endpoint should %s use after the failover?" % svc],
                 ["%s 전용 읽기 전용 계정이 따로 있나요?" % svc, "이 URL을 시크릿 저장소에서 읽게 바꿀까요?",
                  "failover 이후 %s 서비스는 어느 리전 엔드포인트를 써야 하나요?" % svc]))
    if chance(0.25):
        mc = F(pick(GEN_SIT[lang]), x=L(lang, "get %s talking to its %s again" % (svc, kw[0]), "%s %s 연결 복구" % (svc, kw[1])))
        lesson = pick(L(lang, ["Fixed value:", "Working string:"], ["고친 값:", "동작하는 문자열:"])) + "\n" + snip + "\n" + lesson
    return dict(category="connection string: " + label + " (" + form + ")", mc=mc, lesson=lesson, ask=ask, secrets=sec)

# --------------------------------------------------------------------------------------------
# step 7b: secret templates - auth headers, cookies, signed URLs, webhooks
# --------------------------------------------------------------------------------------------
INTERNAL_APIS = ["https://api.internal.acme.kr/v2/settlements", "https://partner.acme.io/api/orders/export",
                 "https://erp.acme.local/odata/Invoices", "https://grafana.acme.kr/api/search",
                 "https://jenkins.acme.kr/job/deploy/buildWithParameters", "https://registry.acme.kr/v2/_catalog",
                 "https://nexus.acme.local/service/rest/v1/components?repository=maven-releases"]


def opaque_token():
    return pick([rs(B64URL, rint(32, 64)), rhex(40), "at_" + ralnum(40), ralnum(48),
                 jwt({"sub": rdigits(8), "scope": "read write", "iat": rint(1700000000, 1740000000),
                      "exp": rint(1740000000, 1760000000), "iss": "https://auth.acme.kr"})])


def s_header(lang):
    url = pick(INTERNAL_APIS)
    host = url.split("/")[2]
    path = "/" + url.split("/", 3)[3]
    k = rint(0, 5)
    u = pick(USERS)
    if k in (0, 1):
        pw = password(excl=":")
        blob = b64s(u + ":" + pw)
        hdr, sec, label = "Authorization: Basic " + blob, [blob], "Basic auth header (base64 user:pass)"
        if chance(0.3):
            sec = [blob, pw]
            extra = L(lang, "\n(decodes to %s:%s)" % (u, pw), "\n(디코딩하면 %s:%s)" % (u, pw))
        else:
            extra = ""
    elif k == 2:
        tok = opaque_token()
        hdr, sec, label, extra = "Authorization: Bearer " + tok, [tok], "Bearer token header", ""
    elif k == 3:
        tok = pick([rhex(32), ralnum(40), ruuid().replace("-", "")])
        name = pick(["X-API-Key", "X-Auth-Token", "X-Partner-Secret", "apikey"])
        hdr, sec, label, extra = name + ": " + tok, [tok], "custom API-key header " + name, ""
    elif k == 4:
        pw = password(excl=":")
        blob = b64s(u + ":" + pw)
        hdr, sec, label, extra = "Proxy-Authorization: Basic " + blob, [blob], "Proxy-Authorization Basic", ""
    else:
        tok = opaque_token()
        hdr, sec, label, extra = "Authorization: Token token=\"%s\"" % tok, [tok], "Rails token auth header", ""
    form = pick(["http", "curl", "python", "js", "har", "nginx"])
    if form == "http":
        snip = "GET %s HTTP/1.1\nHost: %s\n%s\nAccept: application/json" % (path, host, hdr)
    elif form == "curl":
        snip = "curl -sS %s -H '%s'" % (url, hdr)
    elif form == "python":
        n, v = hdr.split(": ", 1)
        snip = "resp = requests.get(%s, headers={%s: %s}, timeout=10)" % (dq(url), dq(n), sq(v))
    elif form == "js":
        n, v = hdr.split(": ", 1)
        snip = "await fetch('%s', { headers: { '%s': '%s' } });" % (url, n, v)
    elif form == "har":
        n, v = hdr.split(": ", 1)
        snip = json.dumps({"request": {"method": "GET", "url": url, "headers": [{"name": n, "value": v},
                                                                             {"name": "Accept", "value": "*/*"}]}})
    else:
        n, v = hdr.split(": ", 1)
        snip = "location /upstream/ {\n    proxy_pass %s;\n    proxy_set_header %s \"%s\";\n}" % (
            "https://" + host, n, v)
    mc = pick(L(lang, ["Calls to %s returned 401 from the agent's sandbox but worked for the user, who shared the request:" % host,
                       "The integration with %s had no docs; the user exported this request from their browser:" % host,
                       "I needed an authenticated example call to %s:" % host],
                ["샌드박스에서 %s 호출이 401이었는데 사용자 쪽에서는 됐고, 그 요청을 공유해 줬다:" % host,
                 "%s 연동 문서가 없어서 사용자가 브라우저에서 요청을 export해 줬다:" % host,
                 "%s 에 인증된 호출 예시가 필요했다:" % host])) + "\n" + snip + extra
    lesson = pick(L(lang, ["The endpoint needs the header on every request; the session is not sticky.",
                           "The gateway strips lower-case header names, which is why my first attempt failed.",
                           "Requests from CI must go through the proxy or the upstream rejects them."],
                    ["세션이 유지되지 않아서 모든 요청에 헤더를 붙여야 한다.",
                     "게이트웨이가 소문자 헤더 이름을 버려서 첫 시도가 실패했다.",
                     "CI에서 나가는 요청은 프록시를 거쳐야 업스트림이 받아준다."]))
    ask = pick(L(lang, ["Is there a service account I should use instead of this one?", "How long does this token stay valid?"],
                 ["이 계정 대신 쓸 서비스 계정이 있나요?", "이 토큰 유효 기간이 얼마인가요?"]))
    if chance(0.3):
        mc = F(pick(GEN_SIT[lang]), x=L(lang, "automate the nightly pull from " + host, host + " 야간 수집 자동화"))
        lesson = L(lang, "Request that works:\n", "동작하는 요청:\n") + snip + extra + "\n" + lesson
    return dict(category="http header: " + label + " (" + form + ")", mc=mc, lesson=lesson, ask=ask, secrets=sec)


def s_cookie(lang):
    k = rint(0, 4)
    if k == 0:
        name, val = "sessionid", rs(LODG, 32)
    elif k == 1:
        name, val = "_acme_session", rb64(rint(60, 120)).replace("=", "%3D") + "--" + rhex(40)
    elif k == 2:
        name, val = "connect.sid", "s%3A" + rs(B64URL, 32) + "." + pct(rb64(32)).replace("%3D", "")
    elif k == 3:
        name, val = "JSESSIONID", rs(HEXU, 32)
    else:
        name, val = "PHPSESSID", rs(LODG, 26)
    sec = [val]
    others = ["lang=" + pick(["ko", "en", "ja"]), "theme=" + pick(["dark", "light"]),
              "_ga=GA1.1.%s.%s" % (rdigits(9), rint(1700000000, 1740000000))]
    pair = name + "=" + val
    if chance(0.3):
        csrf = rs(ALNUM, 64)
        pair = pair + "; csrftoken=" + csrf
        sec.append(csrf)
    form = pick(["header", "setcookie", "curl", "console"])
    if form == "header":
        snip = "Cookie: " + "; ".join(shuffled(others[:rint(1, 3)] + [pair]))
    elif form == "setcookie":
        snip = "HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: %s; Path=/; HttpOnly; Secure; SameSite=Lax" % (
            name + "=" + val)
        sec = [val]
    elif form == "curl":
        snip = "curl -b '%s' https://admin.acme.kr/api/users?page=2" % pair
    else:
        snip = "> document.cookie\n'%s'" % "; ".join(others[:2] + [pair])
    mc = pick(L(lang, ["The admin API has no tokens, only the browser session; the user copied their cookie so I could script the export:",
                       "To reproduce the logout bug I needed a logged-in session. From the user's devtools:",
                       "Scraping the legacy back-office only works with a session cookie:"],
                ["관리자 API에 토큰이 없고 브라우저 세션뿐이라, export 스크립트용으로 사용자가 쿠키를 복사해 줬다:",
                 "로그아웃 버그 재현에 로그인된 세션이 필요했다. 사용자 devtools에서:",
                 "레거시 백오피스 스크래핑은 세션 쿠키가 있어야만 된다:"])) + "\n" + snip
    lesson = pick(L(lang, ["The session expires after 30 minutes idle, so long exports must refresh it.",
                           "Copying a personal session cookie is fragile; an API token for a service user is the proper fix.",
                           "SameSite=Lax blocks the cookie on the cross-site POST, which explains the logout."],
                    ["세션은 30분 유휴 시 만료되므로 긴 export는 갱신이 필요하다.",
                     "개인 세션 쿠키를 복사하는 방식은 불안정하다. 서비스 계정용 API 토큰이 제대로 된 해결책.",
                     "SameSite=Lax 때문에 cross-site POST에서 쿠키가 빠져서 로그아웃이 났다."]))
    ask = pick(L(lang, ["Can we get a service account for the back-office export?", "Should I log this session out when done?"],
                 ["백오피스 export용 서비스 계정을 받을 수 있나요?", "작업이 끝나면 이 세션을 로그아웃할까요?"]))
    if chance(0.2):
        ask = L(lang, "Is the session `%s` still valid or should I ask for a new one?" % val,
                "세션 `%s` 아직 유효한가요, 새로 받아야 하나요?" % val)
    return dict(category="cookie: " + name + " (" + form + ")", mc=mc, lesson=lesson, ask=ask, secrets=sec)


def s_signed_url(lang):
    k = rint(0, 4)
    d = "2025%02d%02d" % (rint(1, 12), rint(1, 28))
    if k == 0:
        akid = pick(["AKIA", "ASIA"]) + rs(B32, 16)
        sig = rhex(64)
        extra = ""
        sec = [akid, sig]
        if akid.startswith("ASIA"):
            stok = pct("IQoJb3JpZ2luX2Vj" + rs(B64, 180))
            extra = "&X-Amz-Security-Token=" + stok
            sec.append(stok)
        url = ("https://acme-%s-exports.s3.ap-northeast-2.amazonaws.com/reports/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256"
               "&X-Amz-Credential=%s%%2F%s%%2Fap-northeast-2%%2Fs3%%2Faws4_request&X-Amz-Date=%sT%02d%02d00Z"
               "&X-Amz-Expires=%d%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
            pick(ENVS), rdigits(6), akid, d, d, rint(0, 23), rint(0, 59), pick([900, 3600, 604800]), extra, sig)
        label = "S3 presigned URL"
    elif k == 1:
        sig = rhex(pick([256, 512]))
        sec = [sig]
        url = ("https://storage.googleapis.com/acme-media/uploads/%s.mp4?X-Goog-Algorithm=GOOG4-RSA-SHA256"
               "&X-Goog-Credential=uploader%%40acme-prod.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=%sT000000Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (
            ruuid(), d, d, sig)
        label = "GCS V4 signed URL"
    elif k == 2:
        sig = pct(rb64(32))
        sec = [sig]
        url = ("https://acme%s.blob.core.windows.net/backups/db-%s.bak?sv=2022-11-02&ss=b&srt=co&sp=rl"
               "&se=2025-12-31T00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s") % (rs(LODG, 6), d, sig)
        label = "Azure SAS URL"
    elif k == 3:
        sig = rs(ALNUM + "-~_", rint(170, 340))
        sec = [sig]
        url = "https://d%s.cloudfront.net/private/%s.pdf?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
            rs(LODG, 13), rdigits(5), rint(1740000000, 1760000000), sig, rs(UPDG, 13))
        label = "CloudFront signed URL"
    else:
        tok = rs(B64URL, 43)
        sec = [tok]
        url = "https://app.acme.kr/auth/%s?token=%s&email=%s%%40acme.kr" % (
            pick(["magic-link", "reset-password", "invite/accept"]), tok, pick(USERS).replace(".", ""))
        label = "one-time login/reset link token"
    mc = pick(L(lang, ["The user pasted a link so I could fetch the file directly:",
                       "Download from the export bucket failed with 403; the link from the email works:",
                       "QA shared this link in the ticket:"],
                ["파일을 바로 받을 수 있게 사용자가 링크를 붙여 줬다:",
                 "export 버킷에서 다운로드가 403이었는데, 메일로 온 링크는 동작한다:",
                 "QA가 티켓에 공유한 링크:"])) + "\n" + url
    lesson = pick(L(lang, ["Signed links expire; fetch within the window or ask for a fresh one rather than retrying.",
                           "Anyone holding the full link can download the object, so it must not go into tickets.",
                           "403 after expiry looks identical to a permission error; check the expiry parameter first."],
                    ["서명된 링크는 만료되니 재시도 대신 기간 안에 받거나 새 링크를 요청할 것.",
                     "전체 링크만 있으면 누구나 받을 수 있으니 티켓에 올리면 안 된다.",
                     "만료 후 403은 권한 오류와 똑같이 보이니 만료 파라미터부터 확인."]))
    ask = pick(L(lang, ["Can you generate a new link with a longer expiry?", "Should these links go through the share service instead?"],
                 ["만료가 더 긴 링크를 새로 만들어 줄 수 있나요?", "이런 링크는 공유 서비스를 통해 보내야 하나요?"]))
    return dict(category="signed URL: " + label, mc=mc, lesson=lesson, ask=ask, secrets=sec)


def s_webhook(lang):
    k = rint(0, 8)
    if k == 0:
        t = ralnum(24)
        url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPDG, rint(8, 10)), rs(UPDG, rint(8, 10)), t)
        sec, label = [t], "Slack incoming webhook"
    elif k == 1:
        t = rs(B64URL, 68)
        url = "https://discord.com/api/webhooks/%s/%s" % (rdigits(19), t)
        sec, label = [t], "Discord webhook"
    elif k == 2:
        t, sgn = rhex(64), "SEC" + rhex(64)
        url = "https://oapi.dingtalk.com/robot/send?access_token=" + t
        url += L(lang, "\nsign secret: ", "\n서명 secret: ") + sgn
        sec, label = [t, sgn], "DingTalk robot webhook + sign secret"
    elif k == 3:
        t = ruuid()
        url = "https://open.feishu.cn/open-apis/bot/v2/hook/" + t
        sec, label = [t], "Feishu bot webhook"
    elif k == 4:
        t = rs(B64URL, 43)
        url = ("https://prod-%02d.koreacentral.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke"
               "?api-version=2016-06-01&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s") % (rint(1, 40), rhex(32), t)
        sec, label = [t], "Teams/Power Automate workflow URL sig"
    elif k == 5:
        key, t = "AIzaSy" + rs(B64URL, 33), rs(B64URL, 43) + "%3D"
        url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(B64URL, 7), key, t)
        sec, label = [key, t], "Google Chat webhook key+token"
    elif k == 6:
        t = rs(LODG, 26)
        url = "https://chat.acme.kr/hooks/" + t
        sec, label = [t], "Mattermost incoming webhook"
    elif k == 7:
        t = rhex(32)
        url = "https://wh.jandi.com/connect-api/webhook/%s/%s" % (rdigits(8), t)
        sec, label = [t], "JANDI incoming webhook"
    else:
        t = rdigits(10) + ":AA" + rs(B64URL, 33)
        url = "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s" % (t, rdigits(10))
        sec, label = [t], "Telegram bot sendMessage URL"
    form = pick(["plain", "env", "yaml", "curl"])
    if form == "env":
        snip = "ALERT_WEBHOOK_URL=" + url if "\n" not in url else url
    elif form == "yaml":
        snip = ("receivers:\n  - name: oncall\n    webhook_configs:\n      - url: '%s'" % url) if "\n" not in url else url
    elif form == "curl" and "\n" not in url:
        snip = "curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy done\"}' '%s'" % url
    else:
        snip = url
    mc = pick(L(lang, ["Deploy notifications stopped arriving in the team channel; the webhook configured in alertmanager was:",
                       "I was asked to post build results to chat and found the existing hook in the old script:",
                       "The user gave me the channel webhook for the new alert:"],
                ["배포 알림이 팀 채널에 더 이상 안 왔다. alertmanager에 설정된 webhook:",
                 "빌드 결과를 채팅으로 보내 달라는 요청이 있어서 예전 스크립트에서 기존 hook을 찾았다:",
                 "새 알림용으로 사용자가 채널 webhook을 줬다:"])) + "\n" + snip
    lesson = pick(L(lang, ["Anyone with the webhook URL can post into the channel; treat the whole URL as a secret.",
                           "The hook was disabled when the channel was archived, which is why nothing arrived.",
                           "Payloads over 4 KB are rejected silently; truncate the changelog."],
                    ["webhook URL만 있으면 누구나 채널에 글을 쓸 수 있으니 URL 전체를 시크릿으로 다뤄야 한다.",
                     "채널이 보관 처리되면서 hook이 비활성화돼 알림이 안 왔던 것.",
                     "4KB를 넘는 payload는 조용히 버려지니 changelog를 잘라야 한다."]))
    ask = pick(L(lang, ["Which channel should deploy alerts go to now?", "Should I regenerate the hook since it was in a script?"],
                 ["배포 알림은 이제 어느 채널로 보내야 하나요?", "스크립트에 노출됐으니 hook을 재발급할까요?"]))
    return dict(category="webhook URL: " + label + " (" + form + ")", mc=mc, lesson=lesson, ask=ask, secrets=sec)

# --------------------------------------------------------------------------------------------
# step 7c: secret templates - private keys, TOTP seeds, recovery codes, PINs, Wi-Fi keys
# --------------------------------------------------------------------------------------------
def _sstr(b):
    return len(b).to_bytes(4, "big") + b


def lines_of(b64, width):
    return [b64[i:i + width] for i in range(0, len(b64), width)]


def key_openssh_ed25519(comment):
    pub, priv = rbytes(32), rbytes(32)
    pubblob = _sstr(b"ssh-ed25519") + _sstr(pub)
    chk = rbytes(4)
    sec = chk + chk + _sstr(b"ssh-ed25519") + _sstr(pub) + _sstr(priv + pub) + _sstr(comment.encode())
    i = 1
    while len(sec) % 8:
        sec += bytes([i])
        i += 1
    blob = b"openssh-key-v1\0" + _sstr(b"none") + _sstr(b"none") + _sstr(b"") + (1).to_bytes(4, "big") + \
        _sstr(pubblob) + _sstr(sec)
    return "OPENSSH PRIVATE KEY", lines_of(base64.b64encode(blob).decode(), 70), False


def key_ec_p256():
    der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a14403420004") + rbytes(64)
    return "EC PRIVATE KEY", lines_of(base64.b64encode(der).decode(), 64), False


def key_ed25519_pkcs8():
    der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
    return "PRIVATE KEY", lines_of(base64.b64encode(der).decode(), 64), False


def key_rsa(pkcs8):
    head = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a302010002820101") if pkcs8 \
        else bytes.fromhex("308204a302010002820101")
    der = head + b"\x00" + rbytes(1180)
    ls = lines_of(base64.b64encode(der).decode(), 64)
    return ("PRIVATE KEY" if pkcs8 else "RSA PRIVATE KEY"), ls[:rint(4, 7)], True


def s_pem(lang):
    k = rint(0, 7)
    host = pick(HOSTS)
    if k <= 5:
        kind, body, trunc = [lambda: key_openssh_ed25519(pick(USERS) + "@" + pick(["laptop", "ci", "bastion"])),
                             key_ec_p256, key_ed25519_pkcs8, lambda: key_rsa(False), lambda: key_rsa(True),
                             key_ec_p256][k]()
        form = pick(["pem", "pem", "json", "yaml"]) if kind == "PRIVATE KEY" else pick(["pem", "pem", "yaml"])
        if form == "json":
            pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(body) + ("\\n...(truncated)" if trunc else "") + \
                 "\\n-----END PRIVATE KEY-----\\n"
            snip = '{\n  "type": "service_account",\n  "project_id": "acme-%s",\n  "private_key_id": "%s",\n' \
                   '  "private_key": "%s",\n  "client_email": "deployer@acme-%s.iam.gserviceaccount.com"\n}' % (
                       pick(ENVS), rhex(40), pk, pick(ENVS))
            label = "GCP service-account JSON private_key"
        elif form == "yaml":
            ind = "    "
            snip = "tls:\n  key: |\n" + ind + "-----BEGIN %s-----\n" % kind + "\n".join(ind + b for b in body) + \
                   ("\n" + ind + "..." if trunc else "") + "\n" + ind + "-----END %s-----" % kind
            label = kind + " in YAML block scalar"
        else:
            snip = "-----BEGIN %s-----\n" % kind + "\n".join(body) + ("\n...(%d more lines)" % rint(14, 20) if trunc else "") + \
                   "\n-----END %s-----" % kind
            label = kind + " PEM" + (" (partial paste)" if trunc else "")
        sec = list(body)
    elif k == 6:
        priv, psk = rb64(32), rb64(32)
        snip = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = %s\n" \
               "PresharedKey = %s\nEndpoint = vpn.acme.kr:51820\nAllowedIPs = 10.0.0.0/8" % (priv, rint(2, 250), rb64(32), psk)
        sec, label = [priv, psk], "WireGuard PrivateKey + PresharedKey"
    else:
        d = rb64(32, url=True, pad=False)
        snip = json.dumps({"kty": "EC", "crv": "P-256", "kid": rs(LODG, 8), "x": rb64(32, url=True, pad=False),
                           "y": rb64(32, url=True, pad=False), "d": d}, indent=2)
        sec, label = [d], "JWK private key (d)"
    grp = "vpn" if k == 6 else "sign" if (k == 7 or "JSON" in label) else "ssh" if "OPENSSH" in label else "tls"
    P = {
        "ssh": (["Deploys to %s failed with 'Permission denied (publickey)'. The user pasted the key the old CI used:" % host,
                 "The nightly rsync to %s needs the deploy key; it was only on the retired Jenkins box:" % host],
                ["%s 배포가 'Permission denied (publickey)'로 실패했다. 예전 CI가 쓰던 키를 사용자가 붙여 줬다:" % host,
                 "%s 로 가는 야간 rsync에 deploy key가 필요한데, 폐기된 Jenkins 서버에만 있었다:" % host],
                ["The key must be mode 0600 or ssh ignores it silently.",
                 "The deploy key is registered read-only; pushes need a different key."],
                ["키 파일 권한이 0600이 아니면 ssh가 조용히 무시한다.",
                 "이 deploy key는 읽기 전용으로 등록돼 있어서 push에는 다른 키가 필요하다."]),
        "tls": (["TLS on the ingress broke after the cert renewal; the secret currently mounted contains:",
                 "The mTLS client for the partner API stopped working; the key it loads is:"],
                ["인증서 갱신 후 ingress TLS가 깨졌다. 현재 마운트된 시크릿 내용:",
                 "파트너 API mTLS 클라이언트가 동작을 멈췄다. 로드하는 키:"],
                ["The secret had Windows line endings, which is why the PEM parser rejected it.",
                 "The key and certificate were from different renewals; check that the public key matches."],
                ["시크릿에 CRLF 줄바꿈이 섞여 있어서 PEM 파서가 거부했다.",
                 "키와 인증서가 서로 다른 갱신분이었다. 공개 키가 일치하는지 확인할 것."]),
        "sign": (["I needed the signing key to reproduce the token validation error. From the user's machine:",
                  "The deploy job authenticates to GCP with a key file; the user pasted it:"],
                 ["토큰 검증 에러 재현에 서명 키가 필요했다. 사용자 PC에서 가져온 것:",
                  "배포 잡이 키 파일로 GCP 인증을 한다. 사용자가 붙여 준 내용:"],
                 ["Private keys belong in the secret manager; the repo only needs the public half.",
                  "Workload identity would remove the need for this key file entirely."],
                 ["개인 키는 시크릿 매니저에 두고 저장소에는 공개 키만 있으면 된다.",
                  "workload identity를 쓰면 이 키 파일이 아예 필요 없다."]),
        "vpn": (["The VPN profile for the new laptop was sent in chat:",
                 "Site-to-site tunnel to the IDC is down; current config on the gateway:"],
                ["새 노트북용 VPN 프로필을 채팅으로 받았다:", "IDC 사이트 간 터널이 끊겼다. 게이트웨이의 현재 설정:"],
                ["The peer's AllowedIPs overlapped with the office range, so traffic was routed wrong.",
                 "Each device needs its own key pair; reusing a profile kicks the other device off."],
                ["피어의 AllowedIPs가 사무실 대역과 겹쳐서 라우팅이 꼬였다.",
                 "기기마다 키 쌍이 따로 있어야 한다. 프로필을 재사용하면 다른 기기가 끊긴다."]),
    }[grp]
    mc = pick(P[0] if lang == "en" else P[1])
    lesson = pick(P[2] if lang == "en" else P[3])
    ask = pick(L(lang, ["Should I generate a new key pair and revoke this one?", "Where else is this key deployed?"],
                 ["새 키 쌍을 만들고 이건 폐기할까요?", "이 키가 또 어디에 배포돼 있나요?"]))
    if chance(0.35):
        mc, lesson = mc.rstrip(":") + ".", L(lang, "Key that works:\n", "동작하는 키:\n") + snip + "\n" + lesson
    else:
        mc = mc + "\n" + snip
    return dict(category="private key: " + label, mc=mc, lesson=lesson, ask=ask, secrets=sec)


def s_totp(lang):
    seed = totp_seed()
    acct = pick(USERS).replace(".", "") + "@acme.kr"
    issuer = pick(["Acme VPN", "AWS", "GitHub", "Okta", "NCP", "Grafana", "Jenkins"])
    k = rint(0, 4)
    if k == 0:
        snip = "otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6&period=30" % (
            pct(issuer), acct, seed, pct(issuer))
        sec = [seed]
    elif k == 1:
        spaced = " ".join(seed.lower()[i:i + 4] for i in range(0, len(seed), 4))
        snip = L(lang, "Setup key: ", "설정 키: ") + spaced
        sec = [spaced]
    elif k == 2:
        snip = "import pyotp\ntotp = pyotp.TOTP(%s)\nprint(totp.now())" % dq(seed)
        sec = [seed]
    elif k == 3:
        snip = "MFA_TOTP_SECRET=" + seed
        sec = [seed]
    else:
        snip = "| account | issuer | totp seed |\n|---|---|---|\n| %s | %s | %s |" % (acct, issuer, seed)
        sec = [seed]
    mc = pick(L(lang, ["The e2e login test needs an MFA code for the bot account %s; the user shared the %s seed:" % (acct, issuer),
                       "Shared ops account on %s has 2FA and the seed was only in a teammate's notes:" % issuer,
                       "To automate the %s login in CI I needed the TOTP secret:" % issuer],
                ["e2e 로그인 테스트에 봇 계정 %s 의 MFA 코드가 필요해서 사용자가 %s seed를 공유했다:" % (acct, issuer),
                 "%s 공용 운영 계정에 2FA가 걸려 있는데 seed가 동료 메모에만 있었다:" % issuer,
                 "CI에서 %s 로그인을 자동화하려면 TOTP secret이 필요했다:" % issuer])) + "\n" + snip
    lesson = pick(L(lang, ["Clock skew on the runner made every code fail; sync NTP before generating.",
                           "The seed is as good as the password; it belongs in the vault, not in the test repo.",
                           "Codes rotate every 30 s, so retrying with the same code after a failure never works."],
                    ["러너 시계가 어긋나서 코드가 전부 실패했다. 생성 전에 NTP 동기화할 것.",
                     "seed는 비밀번호나 마찬가지라 테스트 저장소가 아니라 vault에 있어야 한다.",
                     "코드는 30초마다 바뀌므로 실패 후 같은 코드로 재시도하면 절대 안 된다."]))
    ask = pick(L(lang, ["Can the bot account use a hardware-less exception instead of TOTP?", "Who else has this seed?"],
                 ["봇 계정은 TOTP 대신 예외 정책을 쓸 수 있나요?", "이 seed를 또 누가 갖고 있나요?"]))
    return dict(category="TOTP seed (%s)" % ["otpauth URI", "spaced setup key", "pyotp code", "env var", "table"][k],
                mc=mc, lesson=lesson, ask=ask, secrets=sec)


def s_recovery(lang):
    k = rint(0, 3)
    n = rint(6, 12)
    if k == 0:
        codes = [rhex(5) + "-" + rhex(5) for _ in range(n)]
        issuer = "GitHub"
    elif k == 1:
        codes = [rdigits(4) + " " + rs(DG, 4) for _ in range(n)]
        issuer = "Google Workspace"
    elif k == 2:
        a = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
        codes = ["-".join(rs(a, 4) for _ in range(3)) for _ in range(n)]
        issuer = pick(["Okta", "1Password", "Naver Works", "Toss"])
    else:
        codes = [rs(LODG, 4) + "-" + rs(LODG, 4) for _ in range(n)]
        issuer = pick(["Atlassian", "npm", "Docker Hub"])
    if len({c: 1 for c in codes}) != len(codes):
        raise Retry("dup code")
    if chance(0.5):
        half = (len(codes) + 1) // 2
        block = "\n".join(codes[i] + ("    " + codes[i + half] if i + half < len(codes) else "") for i in range(half))
    else:
        numbered = chance(0.5)
        block = "\n".join(("%d. " % (i + 1) if numbered else "") + c for i, c in enumerate(codes))
    mc = pick(L(lang, ["The shared %s admin account lost its phone; the recovery codes were saved in the ops notes:" % issuer,
                       "I was locked out of the %s org while rotating MFA. The user sent the backup codes:" % issuer],
                ["%s 공용 관리자 계정 폰을 잃어버렸는데, 복구 코드가 운영 메모에 저장돼 있었다:" % issuer,
                 "MFA 교체 중에 %s 조직에서 잠겼다. 사용자가 백업 코드를 보내 줬다:" % issuer]))
    lesson = pick(L(lang, ["Each recovery code works once; cross out the used one and regenerate the set afterwards.",
                           "After using a recovery code the account asks to re-enrol MFA immediately."],
                    ["복구 코드는 한 번씩만 쓸 수 있으니 쓴 코드는 지우고 나중에 전체를 재발급할 것.",
                     "복구 코드로 로그인하면 바로 MFA 재등록을 요구한다."]))
    ask = pick(L(lang, ["Should I regenerate the codes now that they were shared in chat?", "Where should the new codes be stored?"],
                 ["채팅에 공유됐으니 지금 코드를 재발급할까요?", "새 코드는 어디에 보관해야 하나요?"]))
    if chance(0.4):
        mc = mc.rstrip(":") + "."
        lesson = L(lang, "Remaining codes:\n", "남은 코드:\n") + block + "\n" + lesson
    else:
        mc = mc + "\n" + block
    return dict(category="recovery codes: " + issuer, mc=mc, lesson=lesson, ask=ask, secrets=codes)


def s_pin(lang):
    k = rint(0, 5)
    if k == 0:
        v = "-".join(rs(DG, 6) for _ in range(8))
        what = L(lang, "BitLocker recovery key for the finance laptop", "재무팀 노트북 BitLocker 복구 키")
        label = "BitLocker recovery key"
    elif k == 1:
        v = rs(DG, 8)
        what = L(lang, "PUK for the test SIM in the SMS gateway", "SMS 게이트웨이 테스트 SIM의 PUK")
        label = "SIM PUK"
    elif k == 2:
        v = rs(DG, 4) + "-" + rs(DG, 4)
        what = L(lang, "server room door code", "서버실 도어락 번호")
        label = "door code"
    elif k == 3:
        v = rs(DG, rint(8, 10))
        what = L(lang, "admin PIN for the lobby kiosk", "로비 키오스크 관리자 PIN")
        label = "kiosk admin PIN"
    elif k == 4:
        v = "-".join(rs(DG, 2) for _ in range(4))
        what = L(lang, "combination of the key safe in the IDC", "IDC 키 보관함 번호")
        label = "safe combination"
    else:
        v = rs(DG, 8)
        what = L(lang, "alarm disarm code for the office", "사무실 경비 해제 번호")
        label = "alarm code"
    mc = pick(L(lang, ["Had to reboot the on-site box after hours and didn't have physical access details. The %s is %s." % (what, v),
                       "On-site checklist was missing a step. %s: %s" % (what[0].upper() + what[1:], v),
                       "The user told me the %s so I could finish the hardware swap: %s" % (what, v)],
                ["업무 시간 이후 현장 장비 재부팅이 필요했는데 출입 정보가 없었다. %s: %s" % (what, v),
                 "현장 체크리스트에 단계가 빠져 있었다. %s: %s" % (what, v),
                 "하드웨어 교체를 마치라고 사용자가 %s를 알려 줬다: %s" % (what, v)]))
    lesson = pick(L(lang, ["Physical access codes change monthly; confirm before the visit.",
                           "The on-site steps are not in the runbook; I added them without the codes."],
                    ["출입 번호는 매달 바뀌니 방문 전에 확인할 것.",
                     "현장 작업 단계가 런북에 없어서 번호는 빼고 추가해 두었다."]))
    ask = pick(L(lang, ["Who approves after-hours visits?", "Is the %s still %s?" % (what, v)],
                 ["업무 시간 외 방문은 누가 승인하나요?", "%s, 아직 %s 맞나요?" % (what, v)]))
    return dict(category="PIN/code: " + label, mc=mc, lesson=lesson, ask=ask, secrets=[v])


def s_wifi(lang):
    ssid = pick(["ACME-5G", "Acme-Guest", "acme_office", "DEV-LAB", "회의실-5G", "ACME_IoT"])
    k = rint(0, 5)
    if k == 0:
        pw = wifi_key()
        snip = L(lang, "SSID: %s / password: %s" % (ssid, pw), "SSID: %s / 비번: %s" % (ssid, pw))
    elif k == 1:
        pw = password(excl=";,:\\\"' ")
        snip = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw)
    elif k == 2:
        pw = password(excl="\"\\")
        snip = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
    elif k == 3:
        pw = password(excl="\"\\$`")
        snip = 'nmcli dev wifi connect "%s" password "%s" ifname wlan0' % (ssid, pw)
    elif k == 4:
        pw = password(excl=" ")
        snip = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, pw)
    else:
        pw = rhex(64)
        snip = 'network={\n    ssid="%s"\n    psk=%s\n}' % (ssid, pw)
    mc = pick(L(lang, ["The Raspberry Pi signage units dropped off the network after the AP swap. Config on the device:",
                       "Provisioning the new IoT gateways needed the Wi-Fi credentials; from the office wiki:",
                       "The QA phones could not join the test network; the user sent:"],
                ["AP 교체 후 라즈베리파이 사이니지가 네트워크에서 빠졌다. 장비 설정:",
                 "새 IoT 게이트웨이 프로비저닝에 와이파이 정보가 필요했다. 사내 위키에서:",
                 "QA 폰들이 테스트 네트워크에 못 붙어서 사용자가 보내 준 것:"])) + "\n" + snip
    lesson = pick(L(lang, ["The new AP only offers WPA3 on 5 GHz; the gateways need the 2.4 GHz SSID.",
                           "Hidden SSIDs need scan_ssid=1 in wpa_supplicant or the device never associates."],
                    ["새 AP는 5GHz에서 WPA3만 제공해서 게이트웨이는 2.4GHz SSID를 써야 한다.",
                     "숨김 SSID는 wpa_supplicant에 scan_ssid=1이 있어야 연결된다."]))
    ask = pick(L(lang, ["Is there a separate IoT VLAN password?", "Should devices use certificates instead of the shared key?"],
                 ["IoT VLAN용 비밀번호가 따로 있나요?", "공유 키 대신 인증서 방식으로 바꿔야 하나요?"]))
    return dict(category="Wi-Fi key (%s)" % ["prose", "WIFI QR payload", "wpa_supplicant", "nmcli", "hostapd",
                                             "wpa_supplicant hex PSK"][k], mc=mc, lesson=lesson, ask=ask, secrets=[pw])

# --------------------------------------------------------------------------------------------
# step 7d: secret templates - dotfiles, framework secrets, DB passwords in app configs, SQL
# --------------------------------------------------------------------------------------------
def s_dotfile(lang):
    u, h = pick(USERS), pick(HOSTS)
    k = rint(0, 11)
    if k == 0:
        pw = password(excl=" ")
        snip, fn, sec = "machine %s\n  login %s\n  password %s" % (h, u, pw), "~/.netrc", [pw]
    elif k == 1:
        tok = "pypi-AgEIcHlwaS5vcmcCJ" + rs(B64URL, rint(100, 140))
        snip, fn, sec = "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = " + tok, "~/.pypirc", [tok]
    elif k == 2:
        tok = "npm_" + ralnum(36)
        snip, fn, sec = "@acme:registry=https://npm.pkg.github.com\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true" % tok, \
            ".npmrc", [tok]
    elif k == 3:
        tok = pick(["ghp_" + ralnum(36), "glpat-" + rs(B64URL, 20)])
        snip, fn, sec = "https://%s:%s@%s" % (u, tok, pick(["github.com", "gitlab.acme.kr"])), "~/.git-credentials", [tok]
    elif k == 4:
        ak, sk = "AKIA" + rs(B32, 16), rs(ALNUM + "+/", 40)
        snip = "[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = ap-northeast-2" % (ak, sk)
        fn, sec = "~/.aws/credentials", [ak, sk]
    elif k == 5:
        tok = pick(["dckr_pat_" + rs(B64URL, 27), password(excl=":")])
        blob = b64s(u + ":" + tok)
        snip = json.dumps({"auths": {pick(["https://index.docker.io/v1/", "registry.acme.kr", "ghcr.io"]): {"auth": blob}}},
                          indent=2)
        fn, sec = "~/.docker/config.json", [blob]
    elif k == 6:
        pw = password(excl=": \\")
        snip, fn, sec = "%s:5432:*:%s:%s" % (h, u, pw), "~/.pgpass", [pw]
    elif k == 7:
        pw = password(excl=" \"'\\#")
        snip, fn, sec = "[client]\nuser=%s\npassword=%s\nhost=%s" % (u, pw, h), "~/.my.cnf", [pw]
    elif k == 8:
        pw = password(excl="<>&")
        snip = "<servers>\n  <server>\n    <id>acme-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n" \
               "  </server>\n</servers>" % (u, pw)
        fn, sec = "~/.m2/settings.xml", [pw]
    elif k == 9:
        tok = "npm_" + ralnum(36)
        snip, fn, sec = 'npmRegistryServer: "https://registry.npmjs.org"\nnpmAuthToken: "%s"' % tok, ".yarnrc.yml", [tok]
    elif k == 10:
        pw = password(excl="\"&<>")
        snip = '<packageSourceCredentials>\n  <acme>\n    <add key="Username" value="%s" />\n' \
               '    <add key="ClearTextPassword" value="%s" />\n  </acme>\n</packageSourceCredentials>' % (u, pw)
        fn, sec = "NuGet.Config", [pw]
    else:
        tok = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": pick(SERVICES),
                   "kubernetes.io/serviceaccount/service-account.name": "ci-deployer",
                   "sub": "system:serviceaccount:%s:ci-deployer" % pick(SERVICES)}, alg="RS256", sig_bytes=256)
        snip = "users:\n- name: ci-deployer\n  user:\n    token: " + tok
        fn, sec = "~/.kube/config", [tok]
    mc = pick(L(lang, ["Builds on the new runner failed to authenticate; the old runner had a %s with:" % fn,
                       "I copied the user's %s to reproduce the publish step:" % fn,
                       "The user said everything works on their laptop because of this %s:" % fn],
                ["새 러너에서 빌드 인증이 실패했다. 예전 러너의 %s 내용:" % fn,
                 "publish 단계 재현을 위해 사용자의 %s 를 복사했다:" % fn,
                 "사용자 노트북에서는 이 %s 덕분에 다 된다고 했다:" % fn])) + "\n" + snip
    lesson = pick(L(lang, ["Tools read %s from the home directory of the user running the job, not the repo." % fn,
                           "The file must not be baked into the runner image; mount it from the secret store at job start.",
                           "The CLI silently falls back to anonymous access when the file is missing, which hides the real error."],
                    ["도구들은 저장소가 아니라 잡을 실행하는 사용자 홈의 %s 를 읽는다." % fn,
                     "이 파일을 러너 이미지에 굽지 말고 잡 시작 시 시크릿 저장소에서 마운트해야 한다.",
                     "파일이 없으면 CLI가 조용히 익명 접근으로 바뀌어서 진짜 에러가 가려진다."]))
    ask = pick(L(lang, ["Should CI get its own token instead of this one?", "Can I delete the copy on the old runner?"],
                 ["CI 전용 토큰을 따로 발급할까요?", "예전 러너에 있는 사본은 지워도 되나요?"]))
    return dict(category="dotfile: " + fn, mc=mc, lesson=lesson, ask=ask, secrets=sec)


def framework_secret():
    k = rint(0, 8)
    if k == 0:
        v = rs(LO + DG + "!@#$%^&*(-_=+)", 50)
        return "Django settings.py", "SECRET_KEY = '%s'" % v, [v]
    if k == 1:
        v = rhex(128)
        return "Rails credentials", "production:\n  secret_key_base: " + v, [v]
    if k == 2:
        v = "base64:" + rb64(32)
        return "Laravel .env", "APP_ENV=production\nAPP_KEY=%s\nAPP_DEBUG=false" % v, [v]
    if k == 3:
        v = rb64(32)
        return "NextAuth .env", "NEXTAUTH_URL=https://app.acme.kr\nNEXTAUTH_SECRET=" + v, [v]
    if k == 4:
        v = rhex(32)
        return "Flask config", "app.config['SECRET_KEY'] = '%s'" % v, [v]
    if k == 5:
        v = rb64(32, url=True)
        return "Fernet key", "FIELD_ENCRYPTION_KEY=" + v, [v]
    if k == 6:
        a, b = rs(HEXU, 128), rs(HEXU, 64)
        return "ASP.NET machineKey", '<machineKey validationKey="%s"\n  decryptionKey="%s"\n  validation="HMACSHA256" decryption="AES" />' % (
            a, b), [a, b]
    if k == 7:
        v = pick([rs(B64URL, 64), pw_passphrase(sep="-"), rhex(64)])
        return "JWT signing secret", "jwt:\n  algorithm: HS256\n  secret: \"%s\"\n  ttl: 3600" % v, [v]
    v = password(excl="'\"\\ ")
    return "Jasypt encryptor password", "java -Djasypt.encryptor.password=%s -jar app.jar" % v, [v]


def s_framework(lang):
    label, snip, sec = framework_secret()
    svc = pick(SERVICES)
    mc = pick(L(lang, ["After the container rebuild all users of %s were logged out; the value the old image baked in:" % svc,
                       "Sessions became invalid between the two %s replicas. The config on replica A:" % svc,
                       "I needed to decrypt fields written by the old %s; its config had:" % svc],
                ["컨테이너 재빌드 후 %s 사용자 전원이 로그아웃됐다. 예전 이미지에 구워져 있던 값:" % svc,
                 "%s 레플리카 두 대 사이에서 세션이 깨졌다. A 레플리카의 설정:" % svc,
                 "예전 %s 가 암호화해 둔 필드를 복호화해야 했는데, 그 설정에 있던 값:" % svc])) + "\n" + snip
    lesson = pick(L(lang, ["All replicas must share the same key, or signatures from one are rejected by the other.",
                           "Rotating this key invalidates every existing session and signed cookie.",
                           "Encrypted columns are unreadable without the old key, so keep it until the re-encryption job finishes."],
                    ["모든 레플리카가 같은 키를 써야 한다. 다르면 한쪽 서명을 다른 쪽이 거부한다.",
                     "이 키를 바꾸면 기존 세션과 서명 쿠키가 전부 무효가 된다.",
                     "예전 키 없이는 암호화 컬럼을 읽을 수 없으니 재암호화 잡이 끝날 때까지 보관해야 한다."]))
    ask = pick(L(lang, ["Is it OK to log everyone out when we rotate this?", "Where should the key live after the migration?"],
                 ["이걸 교체할 때 전원 로그아웃돼도 괜찮나요?", "마이그레이션 이후 키는 어디에 둘까요?"]))
    if chance(0.3):
        mc, lesson = mc.split("\n", 1)[0].rstrip(":") + ".", L(lang, "Value that must be shared:\n", "공유해야 하는 값:\n") + \
            snip + "\n" + lesson
    return dict(category="framework secret: " + label, mc=mc, lesson=lesson, ask=ask, secrets=sec)


def app_db_config():
    u, h, db = pick(USERS), pick(HOSTS), pick(DBS)
    k = rint(0, 7)
    pw = password(excl="'\"\\ ")
    if k == 0:
        return "Spring application.yml", "spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/%s\n    username: %s\n" \
                                         "    password: %s" % (h, db, u, pw), pw
    if k == 1:
        return "Django DATABASES", "DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n" \
                                   "        'NAME': '%s',\n        'USER': '%s',\n        'PASSWORD': '%s',\n        'HOST': '%s',\n" \
                                   "    }\n}" % (db, u, pw, h), pw
    if k == 2:
        return "Rails database.yml", "production:\n  adapter: postgresql\n  database: %s\n  username: %s\n  password: \"%s\"\n" \
                                     "  host: %s" % (db, u, pw, h), pw
    if k == 3:
        return "Laravel .env", "DB_CONNECTION=mysql\nDB_HOST=%s\nDB_DATABASE=%s\nDB_USERNAME=%s\nDB_PASSWORD=%s" % (h, db, u, pw), pw
    if k == 4:
        return "wp-config.php", "define( 'DB_NAME', '%s' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );\n" \
                                "define( 'DB_HOST', '%s' );" % (db, u, pw, h), pw
    if k == 5:
        return "Grafana grafana.ini", "[security]\nadmin_user = admin\nadmin_password = %s\n\n[database]\ntype = postgres\n" \
                                      "host = %s:5432" % (pw, h), pw
    if k == 6:
        return "docker-compose POSTGRES_PASSWORD", "services:\n  db:\n    image: postgres:16\n    environment:\n" \
                                                   "      POSTGRES_USER: %s\n      POSTGRES_PASSWORD: %s\n      POSTGRES_DB: %s" % (
                                                       u, pw, db), pw
    return "Airflow connection", "airflow connections add %s_db --conn-type postgres --conn-host %s --conn-login %s " \
                                 "--conn-password '%s' --conn-schema %s" % (db, h, u, pw, db), pw


def s_appdb(lang):
    label, snip, pw = app_db_config()
    svc = pick(SERVICES)
    mc = pick(L(lang, ["%s crashed on boot with 'password authentication failed'. Its config (%s):" % (svc, label),
                       "Setting up a local copy of %s; the user sent their working %s:" % (svc, label),
                       "The DB password was changed last week and %s still uses the old one. Found in %s:" % (svc, label)],
                ["%s 가 부팅 중 'password authentication failed'로 죽었다. 설정(%s):" % (svc, label),
                 "%s 로컬 환경을 만드는 중이라 사용자가 동작하는 %s 를 보내 줬다:" % (svc, label),
                 "지난주 DB 비밀번호가 바뀌었는데 %s 는 아직 예전 값을 쓴다. %s 에서 찾은 것:" % (svc, label)])) + "\n" + snip
    lesson = pick(L(lang, ["The app user only has rights on its own schema; migrations run as a different role.",
                           "Special characters in the password must be quoted in YAML or the parser truncates them.",
                           "The config is read from the image, so a changed password needs a rebuild, not just a restart."],
                    ["앱 계정은 자기 스키마 권한만 있고 마이그레이션은 다른 role로 돌린다.",
                     "비밀번호 특수문자는 YAML에서 따옴표로 감싸야 파서가 자르지 않는다.",
                     "설정을 이미지에서 읽으므로 비밀번호가 바뀌면 재시작이 아니라 재빌드가 필요하다."]))
    ask = pick(L(lang, ["Is %s's DB password managed by anyone, or can I rotate it?" % svc,
                        "Should the password be `%s` in every environment, or only in %s?" % (pw, pick(ENVS))],
                 ["%s DB 비밀번호 관리하는 사람이 있나요, 제가 교체해도 되나요?" % svc,
                  "비밀번호 `%s` 를 모든 환경에 쓰나요, %s 에서만 쓰나요?" % (pw, pick(ENVS))]))
    return dict(category="app DB config: " + label, mc=mc, lesson=lesson, ask=ask, secrets=[pw])


def s_sql(lang):
    u = pick(["app_rw", "report_ro", "etl", "grafana", "debezium", "metabase"])
    pw = password(excl="'\"\\")
    k = rint(0, 5)
    if k == 0:
        snip = "CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON %s.* TO '%s'@'%%';" % (u, pw, pick(DBS), u)
        label = "MySQL CREATE USER IDENTIFIED BY"
    elif k == 1:
        snip = "ALTER ROLE %s WITH LOGIN PASSWORD '%s';" % (u, pw)
        label = "PostgreSQL ALTER ROLE PASSWORD"
    elif k == 2:
        snip = 'db.createUser({ user: "%s", pwd: "%s", roles: [ { role: "read", db: "%s" } ] })' % (u, pw, pick(DBS))
        label = "MongoDB createUser pwd"
    elif k == 3:
        snip = "%s LOG:  statement: ALTER USER %s PASSWORD '%s'" % (ts(), u, pw)
        label = "postgres log leaking ALTER USER"
    elif k == 4:
        snip = "CREATE LOGIN [%s] WITH PASSWORD = N'%s', CHECK_POLICY = ON;" % (u, pw)
        label = "SQL Server CREATE LOGIN"
    else:
        snip = '%s WARN [auth] login failed user=%s password=%s ip=%s' % (ts(), u, pw, ip4())
        label = "app log leaking login password"
    mc = pick(L(lang, ["I created the %s account for the new dashboard as the user asked:" % u,
                       "Replication/reporting stopped after the account reset; the statement the DBA ran was:",
                       "Found this in the logs while chasing the failed logins:"],
                ["사용자 요청대로 새 대시보드용 %s 계정을 만들었다:" % u,
                 "계정 초기화 이후 리포팅이 멈췄다. DBA가 실행한 구문:",
                 "로그인 실패 원인을 찾다가 로그에서 발견:"])) + "\n" + snip
    lesson = pick(L(lang, ["Statements with passwords end up in the server log when log_statement=all; disable it before running them.",
                           "The reporting tool caches the credential, so it must be updated there as well.",
                           "Password-bearing statements should be run from a file, not pasted into shared consoles."],
                    ["log_statement=all이면 비밀번호가 든 구문이 서버 로그에 남으니 실행 전에 꺼야 한다.",
                     "리포팅 도구가 계정 정보를 캐시하므로 거기서도 갱신해야 한다.",
                     "비밀번호가 들어간 구문은 공유 콘솔에 붙이지 말고 파일로 실행할 것."]))
    ask = pick(L(lang, ["Who else needs the new %s password?" % u, "Should I scrub the server log too?"],
                 ["새 %s 비밀번호를 또 누가 알아야 하나요?" % u, "서버 로그도 정리할까요?"]))
    return dict(category="SQL/log: " + label, mc=mc, lesson=lesson, ask=ask, secrets=[pw])

# --------------------------------------------------------------------------------------------
# step 7e: secret templates - people's passwords in prose, questions, split fields, rotation
#          diffs, git remotes, credential tables, app passwords, multi-secret env, long tokens
# --------------------------------------------------------------------------------------------
PW_TARGETS = {
    "en": ["the NAS admin page", "the office router", "the shared Jenkins admin account", "the VPN (personal account)",
           "the CCTV DVR", "the staging Grafana admin", "the test iPhone's Apple ID", "the company Wi-Fi controller",
           "the Windows build VM", "the legacy ERP back-office", "the accounting PC", "the root account on the old bastion"],
    "ko": ["NAS 관리자 페이지", "사무실 공유기", "Jenkins 공용 관리자 계정", "VPN 개인 계정", "CCTV 녹화기",
           "스테이징 Grafana admin", "테스트 아이폰 Apple ID", "사내 와이파이 컨트롤러", "윈도우 빌드 VM",
           "레거시 ERP 백오피스", "회계팀 PC", "예전 배스천 root 계정"],
}


def human_pw():
    return password(pick(["human", "human", "pass", "punct", "kokbd", "kokbd", "hangul", "hangul", "random"]))


def s_person_pw(lang):
    i = rint(0, len(PW_TARGETS["en"]) - 1)
    tgt = PW_TARGETS[lang][i]
    who = pick(EN_NAMES)
    pw = human_pw()
    u = pick(USERS)
    mode = pick(["prose", "prose", "chat", "ask", "split", "mc+ask", "kv"])
    sec = [pw]
    if mode == "prose":
        mc = pick(L(lang, ["I needed to log into %s to check the disk alarm. %s said the login is %s / %s." % (tgt, who.capitalize(), u, pw),
                           "Access to %s was not in the handover doc; %s told me the password is %s" % (tgt, who.capitalize(), pw),
                           "Password for %s (per %s): %s - it has not been changed since the install." % (tgt, who, pw)],
                    ["디스크 알람 확인하려고 %s 에 로그인해야 했다. %s 님이 계정은 %s / %s 라고 알려줬다." % (tgt, who, u, pw),
                     "%s 접속 정보가 인수인계 문서에 없었다. %s 님 말로는 비밀번호가 %s" % (tgt, who, pw),
                     "%s 비밀번호(%s 님 전달): %s - 설치 이후 한 번도 안 바꿨다고 함." % (tgt, who, pw)]))
        lesson = pick(L(lang, ["The device only allows one admin session; log out or the next person is locked out for 10 minutes.",
                               "Nobody owns this device's credentials; I added an item to the ops backlog to move it to the vault."],
                        ["관리자 세션이 하나만 허용돼서 로그아웃 안 하면 다음 사람이 10분간 잠긴다.",
                         "이 장비 계정은 관리 주체가 없다. vault로 옮기는 작업을 운영 백로그에 추가했다."]))
        ask = pick(L(lang, ["Who should own the %s credentials?" % tgt, "Can I change the default admin user name as well?"],
                     ["%s 계정은 누가 관리해야 하나요?" % tgt, "기본 관리자 ID도 바꿔도 되나요?"]))
    elif mode == "chat":
        t = chat_times(3)
        mc = L(lang, "I asked in the team chat how to get into %s:\n" % tgt, "%s 접속 방법을 팀 채팅에 물어봤다:\n" % tgt) + \
            "[%s] me: %s\n[%s] %s: %s\n[%s] %s: %s" % (
                t[0], L(lang, "what's the login for %s?" % tgt, "%s 계정 뭐예요?" % tgt), t[1], who, u, t[2], who,
                pick([pw, L(lang, "pw is ", "비번은 ") + pw, pw + L(lang, " (don't share)", " (공유 금지)")]))
        lesson = pick(L(lang, ["Credentials shared in chat stay searchable forever; ask for a vault share link instead.",
                               "The account is shared by the whole team, so any change must be announced."],
                        ["채팅에 공유된 계정 정보는 영원히 검색되니 다음엔 vault 공유 링크로 달라고 할 것.",
                         "팀 전체가 같이 쓰는 계정이라 바꿀 때는 반드시 공지해야 한다."]))
        ask = pick(L(lang, ["Should I rotate it now that it was in chat?", "Is there a per-person account I should request?"],
                     ["채팅에 올라왔으니 지금 바꿀까요?", "개인 계정을 따로 신청해야 하나요?"]))
    elif mode == "ask":
        mc = pick(L(lang, ["Login to %s failed three times during the maintenance window." % tgt,
                           "The maintenance script for %s stopped at the login prompt." % tgt],
                    ["점검 시간 중 %s 로그인이 세 번 실패했다." % tgt, "%s 점검 스크립트가 로그인 프롬프트에서 멈췄다." % tgt]))
        lesson = pick(L(lang, ["After three failures the device locks the account for 15 minutes.",
                               "The script hard-codes the password, so any change breaks it."],
                        ["세 번 실패하면 장비가 15분간 계정을 잠근다.", "스크립트에 비밀번호가 하드코딩돼 있어서 바뀌면 깨진다."]))
        ask = pick(L(lang, ["Is the %s password still %s, or did someone change it?" % (tgt, pw),
                            "I tried %s for %s - is that the current one?" % (pw, tgt)],
                     ["%s 비밀번호가 아직 %s 인가요, 누가 바꿨나요?" % (tgt, pw), "%s 에 %s 로 시도했는데 이게 현재 비번 맞나요?" % (tgt, pw)]))
    elif mode == "split":
        mc = pick(L(lang, ["The user gave me the admin password for %s; recording it in the next field so I don't ask again:" % tgt,
                           "%s admin password:" % tgt[0].upper() + tgt[1:]],
                    ["사용자가 %s 관리자 비밀번호를 알려줬다. 다시 묻지 않도록 다음 필드에 적어 둔다:" % tgt,
                     "%s 관리자 비밀번호:" % tgt]))
        lesson = pw + pick(L(lang, ["", "\n(user name: %s)" % u, " - valid until the next quarterly rotation."],
                             ["", "\n(ID: %s)" % u, " - 다음 분기 교체 전까지 유효."]))
        ask = pick(L(lang, ["Can this go into the team vault instead?", "Who rotates it next quarter?"],
                     ["이걸 팀 vault에 넣어도 될까요?", "다음 분기 교체는 누가 하나요?"]))
    elif mode == "mc+ask":
        mc = L(lang, "%s told me the password for %s is %s so I could finish the firmware update." % (who.capitalize(), tgt, pw),
               "펌웨어 업데이트를 마치라고 %s 님이 %s 비밀번호 %s 를 알려줬다." % (who, tgt, pw))
        lesson = pick(L(lang, ["The firmware update resets the session but keeps the credentials."],
                        ["펌웨어 업데이트 후 세션은 초기화되지만 계정 정보는 유지된다."]))
        ask = L(lang, "Next time, is it still %s or should I ask %s again?" % (pw, who.capitalize()),
                "다음에도 %s 그대로인가요, %s 님께 다시 물어봐야 하나요?" % (pw, who))
    else:
        mc = L(lang, "Access details for %s, as pasted by the user:\n" % tgt, "사용자가 붙여 준 %s 접속 정보:\n" % tgt) + \
            "URL: https://%s:%d\nID: %s\nPW: %s" % (pick(HOSTS), pick([443, 5001, 8443, 8080]), u, pw)
        lesson = pick(L(lang, ["The admin UI only listens on the management VLAN; use the bastion tunnel."],
                        ["관리 UI는 관리 VLAN에서만 열려 있으니 배스천 터널로 접속할 것."]))
        ask = pick(L(lang, ["Is there an API token I could use instead of the UI login?"], ["UI 로그인 대신 쓸 API 토큰이 있나요?"]))
    return dict(category="person/device password (%s)" % mode, mc=mc, lesson=lesson, ask=ask, secrets=sec)


def s_rotation_diff(lang, vi=None):
    v = VENDORS[vi if vi is not None else VENDOR_Q.next()]
    a, b = v["items"](), v["items"]()
    pairs = [(x, y) for x, y in zip(a, b) if x[3]]
    fn = pick([".env.production", "config/prod.env", "deploy/secrets.env"])
    out = ["diff --git a/%s b/%s" % (fn, fn), "--- a/" + fn, "+++ b/" + fn, "@@ -%d,%d +%d,%d @@" % (
        rint(2, 30), len(pairs) + 1, rint(2, 30), len(pairs) + 1), " LOG_LEVEL=info"]
    sec = []
    for x, y in pairs:
        out += ["-%s=%s" % (x[1], x[2]), "+%s=%s" % (y[1], y[2])]
        sec += [x[2], y[2]]
    snip = "\n".join(out)
    mc = pick(L(lang, ["I rotated the %s credentials for %s; the commit the user asked me to review:" % (brand(v), pick(SERVICES)),
                       "The key rotation PR for %s was reverted and nobody knew which key is live:" % brand(v)],
                ["%s 의 %s 자격 증명을 교체했다. 사용자가 리뷰해 달라고 한 커밋:" % (pick(SERVICES), brand(v)),
                 "%s 키 교체 PR이 revert돼서 어느 키가 살아 있는지 아무도 몰랐다:" % brand(v)])) + "\n" + snip
    lesson = pick(L(lang, ["Rotations must not be committed to the repo at all; both the old and new values are now in git history.",
                           "Revoke the old key only after every consumer has been redeployed with the new one."],
                    ["교체 값은 저장소에 커밋하면 안 된다. 이제 예전 값과 새 값이 둘 다 git 히스토리에 남았다.",
                     "모든 소비자가 새 키로 재배포된 뒤에만 예전 키를 폐기할 것."]))
    ask = pick(L(lang, ["Should I rewrite history to drop this commit?", "Which consumers still use the old key?"],
                 ["이 커밋을 히스토리에서 지울까요?", "예전 키를 아직 쓰는 곳이 어디인가요?"]))
    return dict(category="rotation diff old+new: " + v["name"], mc=mc, lesson=lesson, ask=ask, secrets=sec,
                vendor=v["name"], region=v["region"])


def s_git_remote(lang):
    k = rint(0, 3)
    if k == 0:
        tok = "ghs_" + ralnum(36)
        url = "https://x-access-token:%s@github.com/acme/%s.git" % (tok, pick(SERVICES))
    elif k == 1:
        tok = "glpat-" + rs(B64URL, 20)
        url = "https://oauth2:%s@gitlab.acme.kr/platform/%s.git" % (tok, pick(SERVICES))
    elif k == 2:
        tok = "ATBB" + ralnum(32)
        url = "https://%s@bitbucket.org/acme/%s.git" % (pick(USERS).replace(".", "") + ":" + tok, pick(SERVICES))
    else:
        tok = "ghp_" + ralnum(36)
        url = "https://%s@github.com/acme/%s.git" % (tok, pick(SERVICES))
    form = pick(["remote -v", "config", "error"])
    if form == "remote -v":
        snip = "$ git remote -v\norigin\t%s (fetch)\norigin\t%s (push)" % (url, url)
    elif form == "config":
        snip = '[remote "origin"]\n\turl = %s\n\tfetch = +refs/heads/*:refs/remotes/origin/*' % url
    else:
        snip = "fatal: unable to access '%s/': The requested URL returned error: 403" % url[:-4]
    mc = pick(L(lang, ["Pushes from the release box were rejected; the remote configured there:",
                       "The submodule update failed in CI. Output:"],
                ["릴리스 서버에서 push가 거부됐다. 그 서버에 설정된 remote:", "CI에서 submodule 업데이트가 실패했다. 출력:"])) + "\n" + snip
    lesson = pick(L(lang, ["Tokens embedded in remote URLs end up in .git/config and in error messages; use a credential helper.",
                           "The token had only read scope, which explains the 403 on push."],
                    ["remote URL에 넣은 토큰은 .git/config와 에러 메시지에 그대로 남는다. credential helper를 쓸 것.",
                     "토큰에 read 권한만 있어서 push가 403이었다."]))
    ask = pick(L(lang, ["Should the release box use a deploy key instead?"], ["릴리스 서버는 deploy key로 바꿀까요?"]))
    return dict(category="git remote URL with token (%s)" % form, mc=mc, lesson=lesson, ask=ask, secrets=[tok])


def s_cred_table(lang):
    rows, sec = [], []
    for _ in range(rint(2, 4)):
        h, u = pick(HOSTS), pick(USERS)
        pw = password(excl="|")
        rows.append("| %s | %s | %s |" % (h, u, pw))
        sec.append(pw)
    if len({x: 1 for x in sec}) != len(sec):
        raise Retry("dup")
    snip = L(lang, "| host | user | password |", "| 호스트 | 계정 | 비밀번호 |") + "\n|---|---|---|\n" + "\n".join(rows)
    mc = pick(L(lang, ["Inventory for the IDC migration came as a wiki table:", "The user pasted the server list for the patch round:"],
                ["IDC 이전용 인벤토리를 위키 표로 받았다:", "패치 작업용 서버 목록을 사용자가 붙여 줬다:"])) + "\n" + snip
    lesson = pick(L(lang, ["Half of these hosts accept key auth already; the passwords are only needed for the old ones.",
                           "Patch order matters: replicas first, then the primary."],
                    ["이 중 절반은 이미 키 인증이 되고, 비밀번호는 오래된 서버에만 필요하다.",
                     "패치 순서가 중요하다. 레플리카 먼저, primary는 마지막."]))
    ask = pick(L(lang, ["Can we replace this table with vault entries?"], ["이 표를 vault 항목으로 바꿔도 될까요?"]))
    return dict(category="credential table (markdown)", mc=mc, lesson=lesson, ask=ask, secrets=sec)


def s_app_password(lang):
    k = rint(0, 2)
    if k == 0:
        pw = " ".join(rs(LO, 4) for _ in range(4))
        label, snip = "Gmail app password", "EMAIL_HOST=smtp.gmail.com\nEMAIL_PORT=587\nEMAIL_HOST_USER=noreply@acme.kr\n" \
                                            "EMAIL_HOST_PASSWORD=%s" % pw
    elif k == 1:
        pw = "-".join(rs(LO + DG, 4) for _ in range(4))
        label, snip = "Apple app-specific password", "xcrun notarytool submit build/App.zip --apple-id dev@acme.kr " \
                                                     "--team-id %s --password %s" % (rs(UPDG, 10), pw)
    else:
        pw = password(pick(["human", "kokbd", "random"]), excl=" ")
        label, snip = "SMTP relay password", "spring.mail.host=smtp.worksmobile.com\nspring.mail.username=noreply@acme.kr\n" \
                                             "spring.mail.password=%s" % pw
    mc = pick(L(lang, ["Outgoing mail stopped after the provider enforced 2FA; the sender config:",
                       "The notarization step in the release pipeline failed; the command from the old script:"],
                ["메일 업체가 2FA를 강제한 뒤로 발송이 멈췄다. 발송 설정:", "릴리스 파이프라인의 notarization 단계가 실패했다. 예전 스크립트의 명령:"])) + \
        "\n" + snip
    lesson = pick(L(lang, ["App passwords are bound to one person's account; if that person leaves, this step breaks.",
                           "Use an app-specific password, the account password is rejected once 2FA is on."],
                    ["앱 비밀번호는 개인 계정에 묶여 있어서 그 사람이 퇴사하면 이 단계가 깨진다.",
                     "2FA가 켜지면 계정 비밀번호는 거부되니 앱 전용 비밀번호를 써야 한다."]))
    ask = pick(L(lang, ["Can we move this to a service account?"], ["이걸 서비스 계정으로 옮길 수 있나요?"]))
    return dict(category="app password: " + label, mc=mc, lesson=lesson, ask=ask, secrets=[pw])


def s_passphrase(lang):
    pw = password(pick(["pass", "human", "punct", "hangul", "kokbd"]), excl="'\"\\")
    k = rint(0, 3)
    if k == 0:
        snip = L(lang, "Key passphrase: ", "키 passphrase: ") + pw
        what = L(lang, "the deploy SSH key", "배포용 SSH 키")
    elif k == 1:
        snip = "openssl pkcs12 -in wildcard_acme_kr.pfx -nodes -passin 'pass:%s' -out wildcard.pem" % pw
        what = L(lang, "the wildcard certificate PFX", "와일드카드 인증서 PFX")
    elif k == 2:
        snip = "signingConfigs {\n    release {\n        storeFile file('release.jks')\n        storePassword '%s'\n" \
               "        keyAlias 'upload'\n        keyPassword '%s'\n    }\n}" % (pw, pw)
        what = L(lang, "the Android upload keystore", "안드로이드 업로드 키스토어")
    else:
        snip = L(lang, "공동인증서 password: ", "공동인증서 비밀번호: ") + pw
        what = L(lang, "the company's joint certificate (공동인증서) used for the tax portal", "홈택스용 회사 공동인증서")
    mc = pick(L(lang, ["To renew %s I needed the passphrase; the user typed it in chat:" % what,
                       "The release build failed at signing because nobody had the password for %s:" % what],
                ["%s 갱신에 passphrase가 필요해서 사용자가 채팅에 입력해 줬다:" % what,
                 "%s 비밀번호를 아는 사람이 없어서 릴리스 빌드가 서명 단계에서 실패했다:" % what])) + "\n" + snip
    lesson = pick(L(lang, ["Losing this passphrase means re-issuing the key; store it in the vault with the file.",
                           "Keep the passphrase out of build.gradle; read it from the CI secret store."],
                    ["이 passphrase를 잃어버리면 키를 재발급해야 하니 파일과 같이 vault에 보관할 것.",
                     "passphrase는 build.gradle에 두지 말고 CI 시크릿에서 읽을 것."]))
    ask = pick(L(lang, ["Who else knows this passphrase?"], ["이 passphrase를 또 누가 알고 있나요?"]))
    return dict(category="key/keystore passphrase", mc=mc, lesson=lesson, ask=ask, secrets=[pw])


def s_multi_env(lang, vi=None):
    v = VENDORS[vi if vi is not None else VENDOR_Q.next()]
    items = v["items"]()
    dbpw = password(excl=" '\"\\#")
    jw = rs(B64URL, rint(32, 48))
    lines = [pick(["NODE_ENV=production", "APP_ENV=prod", "SPRING_PROFILES_ACTIVE=prod", "ENV=live"]), "PORT=%d" % pick([3000, 8080, 8000]), "DB_HOST=" + pick(HOSTS),
             "DB_USER=" + pick(USERS), "DB_PASSWORD=" + dbpw, "JWT_SECRET=" + jw] + \
            ["%s=%s" % (i[1], i[2]) for i in items] + ["LOG_LEVEL=" + pick(["info", "debug"])]
    snip = "\n".join(lines)
    sec = [dbpw, jw] + [i[2] for i in items if i[3]]
    mc = pick(L(lang, ["The whole .env of %s was pasted into the ticket so I could reproduce the prod bug:" % pick(SERVICES),
                       "Setting up the new server, I copied the env file from the old one:"],
                ["prod 버그 재현하라고 %s 의 .env 전체가 티켓에 붙어 있었다:" % pick(SERVICES),
                 "새 서버를 세팅하면서 예전 서버의 env 파일을 그대로 복사했다:"])) + "\n" + snip
    lesson = pick(L(lang, ["The bug was LOG_LEVEL, not the credentials; next time ask for the single variable instead of the whole file.",
                           "Production env files should never be pasted into tickets; ask for a redacted copy."],
                    ["버그 원인은 계정 정보가 아니라 LOG_LEVEL이었다. 다음엔 파일 전체 말고 변수 하나만 달라고 할 것.",
                     "운영 env 파일은 티켓에 붙이면 안 된다. 마스킹한 사본을 요청할 것."]))
    ask = pick(L(lang, ["Should all of these be rotated since they were in the ticket?"],
                 ["티켓에 노출됐으니 전부 교체해야 하나요?"]))
    return dict(category="multi-secret .env (%s + DB + JWT)" % v["name"], mc=mc, lesson=lesson, ask=ask, secrets=sec,
                vendor=v["name"], region=v["region"])


def s_long_token(lang):
    k = rint(0, 2)
    if k == 0:
        claims = {"iss": "https://login.acme.kr/realms/" + pick(["corp", "partners"]), "aud": "account",
                  "sub": ruuid(), "typ": "Bearer", "azp": pick(SERVICES), "session_state": ruuid(),
                  "realm_access": {"roles": ["offline_access", "uma_authorization", "default-roles-corp"]},
                  "scope": "openid profile email", "email_verified": True, "preferred_username": pick(USERS),
                  "exp": rint(1740000000, 1760000000), "iat": rint(1700000000, 1739999999), "jti": ruuid()}
        tok = jwt(claims, alg="RS256", sig_bytes=256)
        label = "Keycloak access token (JWT, RS256)"
    elif k == 1:
        tok = "IQoJb3JpZ2luX2Vj" + rs(B64, rint(18, 26) * 24)
        label = "AWS STS session token"
    else:
        tok = rs(B64URL, rint(400, 700))
        label = "opaque refresh token"
    form = pick(["header", "env", "json"])
    if form == "header" and "STS" in label:
        form = "env"
    if form == "header":
        snip = "Authorization: Bearer " + tok
    elif form == "env":
        snip = ("AWS_SESSION_TOKEN=" if "STS" in label else "ACCESS_TOKEN=") + tok
    else:
        snip = json.dumps({"access_token" if "STS" not in label else "SessionToken": tok, "expires_in": 300})
    mc = pick(L(lang, ["The user pasted the token from their browser session so I could call the API directly:",
                       "Token copied from the failing request:"],
                ["API를 직접 호출할 수 있게 사용자가 브라우저 세션의 토큰을 붙여 줬다:", "실패한 요청에서 복사한 토큰:"])) + "\n" + snip
    lesson = pick(L(lang, ["These tokens expire in minutes; script the login instead of reusing a pasted token.",
                           "Long tokens get wrapped by some terminals; copy from the raw response, not the screen."],
                    ["이 토큰은 몇 분 만에 만료되니 붙여 받은 토큰을 재사용하지 말고 로그인을 스크립트로 할 것.",
                     "긴 토큰은 터미널에서 줄바꿈될 수 있으니 화면이 아니라 원본 응답에서 복사할 것."]))
    ask = pick(L(lang, ["Can I get a client-credentials grant for this automation?"], ["이 자동화용으로 client credentials를 받을 수 있나요?"]))
    return dict(category="long token: " + label + " (%d chars)" % len(tok), mc=mc, lesson=lesson, ask=ask, secrets=[tok])


def s_kakaotalk(lang, vi=None):
    """messenger paste (KakaoTalk / Slack DM) with several credentials mixed into chatter."""
    who = pick(EN_NAMES)
    pw1 = human_pw()
    v = VENDORS[vi if vi is not None else VENDOR_Q.next()]
    tok = [i for i in v["items"]() if i[3]][-1][2]
    app = L(lang, pick(["Slack DM", "Teams chat", "KakaoTalk"]), pick(["카톡", "슬랙 DM", "팀즈 채팅"]))
    t = chat_times(3)
    msgs = L(lang, ["[%s] %s: server root pw is %s" % (t[0], who, pw1),
                    "[%s] %s: and the %s key: %s" % (t[1], who, brand(v), tok),
                    "[%s] %s: delete these after you copy them pls" % (t[2], who)],
             ["[%s] %s: 서버 root 비번 %s" % (t[0], who, pw1),
              "[%s] %s: 그리고 %s 키는 %s" % (t[1], who, brand(v), tok),
              "[%s] %s: 복사하고 나서 지워 주세요" % (t[2], who)])
    mc = L(lang, "Credentials arrived over %s while I was setting up the new box:\n" % app,
           "새 서버 세팅 중에 %s에서 계정 정보를 받았다:\n" % app) + "\n".join(msgs)
    lesson = pick(L(lang, ["Chat history is backed up to the cloud; credentials should go through the vault's share feature."],
                    ["채팅 기록은 클라우드에 백업되니 계정 정보는 vault 공유 기능으로 받아야 한다."]))
    ask = pick(L(lang, ["Can you send these through the vault next time?"], ["다음부터는 vault로 보내 주실 수 있나요?"]))
    return dict(category="messenger paste: root password + %s" % v["name"], mc=mc, lesson=lesson, ask=ask,
                secrets=[pw1, tok], vendor=v["name"], region=v["region"])

# --------------------------------------------------------------------------------------------
# step 8a: clean templates - placeholders, masked output, env/secret-manager references
# --------------------------------------------------------------------------------------------
def c_note(category, mc, lesson, ask):
    return dict(category=category, mc=mc, lesson=lesson, ask=ask, secrets=[])


def placeholder_for(var, val):
    n = len(val)
    pre = ""
    for p in ["sk_live_", "rk_live_", "ghp_", "github_pat_", "glpat-", "xoxb-", "xoxp-", "npm_", "AKIA", "hf_",
              "SG.", "dop_v1_", "shpat_", "NRAK-", "lin_api_", "dckr_pat_", "live_sk_", "live_", "AIza", "sk-proj-", "sk-"]:
        if val.startswith(p):
            pre = p
            break
    return pick(["<%s>" % var.lower().replace("_", "-"), "${%s}" % var, "your-%s-here" % var.lower().replace("_", "-"),
                 "REPLACE_ME", "{{ %s }}" % var.lower(), "<paste from 1Password>", "CHANGE_ME_IN_VAULT",
                 pre + "x" * min(24, max(8, n - len(pre))), pre + "X" * min(20, max(8, n - len(pre))),
                 pre + "...", "%s_PLACEHOLDER" % var, "\"\"", "TODO"])


SAFE_ID_VARS = ["AWS_DEFAULT_REGION", "TWILIO_ACCOUNT_SID", "GOOGLE_CLIENT_ID", "AZURE_TENANT_ID", "AZURE_CLIENT_ID",
                "ALGOLIA_APP_ID", "NAVER_CLIENT_ID", "WECHAT_APPID", "FEISHU_APP_ID", "SPOTIFY_CLIENT_ID", "BITBUCKET_USER",
                "PS_USER"]


def c_placeholder(lang):
    vs = [VENDORS[VENDOR_QC.next()] for _ in range(rint(1, 3))]
    lines = []
    for v in vs:
        for i in v["items"]():
            lines.append("%s=%s" % (i[1], i[2] if i[1] in SAFE_ID_VARS and chance(0.5) else placeholder_for(i[1], i[2])))
    fn = pick([".env.example", ".env.sample", "config/example.yaml", "README.md"])
    snip = "\n".join(lines)
    mc = pick(L(lang, ["New developers kept asking which variables are needed, so I documented %s:" % fn,
                       "The onboarding script copies %s and fails if a variable is missing. Current template:" % fn,
                       "I updated %s for the %s integration:" % (fn, ", ".join(brand(v) for v in vs))],
                ["신규 개발자들이 필요한 변수를 계속 물어봐서 %s 를 정리했다:" % fn,
                 "온보딩 스크립트가 %s 를 복사하는데 변수가 빠지면 실패한다. 현재 템플릿:" % fn,
                 "%s 연동용으로 %s 를 갱신했다:" % (", ".join(brand(v) for v in vs), fn)])) + "\n" + snip
    lesson = pick(L(lang, ["Real values come from the vault via `make env`; the template must only hold placeholders.",
                           "The loader treats an empty value as unset, so placeholders must be obviously fake.",
                           "CI fails fast when a placeholder is still present, which catches forgotten variables."],
                    ["실제 값은 `make env`로 vault에서 받아오고 템플릿에는 placeholder만 둔다.",
                     "loader가 빈 값을 미설정으로 보므로 placeholder는 누가 봐도 가짜여야 한다.",
                     "placeholder가 남아 있으면 CI가 바로 실패해서 빠뜨린 변수를 잡아 준다."]))
    ask = pick(L(lang, ["Should the template list optional variables too?", "Where do new developers request real values?"],
                 ["선택 변수도 템플릿에 넣을까요?", "신규 개발자는 실제 값을 어디서 요청하나요?"]))
    return c_note("placeholders in %s (%s)" % (fn, ", ".join(v["name"] for v in vs)), mc, lesson, ask)


def masked(val, keep=4):
    n = len(val)
    k = rint(0, 3)
    if k == 0:
        return "*" * min(n, 16) + val[-keep:]
    if k == 1:
        pre = val[:min(7, max(3, n // 8))] if not val[:3].isalnum() or "_" in val[:8] or "-" in val[:8] else val[:3]
        return pre + "..." + val[-keep:]
    if k == 2:
        return "•" * 8
    return val[:2] + "*" * 10


def c_masked(lang):
    k = rint(0, 6)
    if k == 0:
        ak = "AKIA" + rs(B32, 16)
        snip = ("      Name                    Value             Type    Location\n"
                "      ----                    -----             ----    --------\n"
                "   profile                  %s           manual    --profile\n"
                "access_key     ****************%s shared-credentials-file\n"
                "secret_key     ****************%s shared-credentials-file\n"
                "    region           ap-northeast-2      config-file    ~/.aws/config") % (
            pick(["deploy", "default", "ci"]), ak[-4:], rs(ALNUM, 4))
        label = "aws configure list (masked)"
    elif k == 1:
        snip = ("github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n"
                "  - Git operations protocol: https\n  - Token: gho_************************************\n"
                "  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'") % pick(USERS).replace(".", "")
        label = "gh auth status (masked token)"
    elif k == 2:
        snip = ("  # module.db.aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n"
                "        id       = \"%s-%s\"\n      ~ password = (sensitive value)\n        # (42 unchanged attributes hidden)\n    }") % (
            pick(DBS), pick(ENVS))
        label = "terraform plan (sensitive value)"
    elif k == 3:
        snip = ("Name:         %s-credentials\nNamespace:    %s\nType:  Opaque\n\nData\n====\nDB_PASSWORD:  %d bytes\n"
                "API_KEY:      %d bytes") % (pick(SERVICES), pick(SERVICES), rint(12, 32), rint(32, 64))
        label = "kubectl describe secret (sizes only)"
    elif k == 4:
        snip = "%s INFO [config] loaded STRIPE_SECRET_KEY=sk_live_%s... (len=%d)\n%s INFO [config] loaded DB_PASSWORD=%s" % (
            ts(), "*" * 6, rint(100, 107), ts(), pick(["********", "<redacted>", "[hidden]", "***"]))
        label = "app log with masked values"
    elif k == 5:
        snip = ("Run ./ci/deploy.sh\n  env:\n    DEPLOY_TOKEN: ***\n    REGISTRY_PASSWORD: ***\n"
                "Logging in to registry.acme.kr as ***\nLogin Succeeded")
        label = "GitHub Actions log (*** masking)"
    else:
        v = VENDORS[VENDOR_QC.next()]
        it = [i for i in v["items"]() if i[3]][0]
        snip = L(lang, "Vendor console shows: %s = %s (created %s, last used 2 days ago)",
                 "콘솔 표시: %s = %s (생성 %s, 2일 전 마지막 사용)") % (it[0], masked(it[2]), "2025-%02d-%02d" % (rint(1, 12), rint(1, 28)))
        label = "console masked key (%s)" % v["name"]
    mc = pick(L(lang, ["To confirm which credentials were active I checked the tooling output (values are masked):",
                       "The user sent me this output to show the credentials are configured:",
                       "Before touching anything I captured the current state:"],
                ["어떤 자격 증명이 활성인지 확인하려고 도구 출력을 봤다(값은 마스킹됨):",
                 "자격 증명이 설정돼 있다는 걸 보여주려고 사용자가 이 출력을 보냈다:",
                 "건드리기 전에 현재 상태를 캡처했다:"])) + "\n" + snip
    if k in (0, 6):
        lesson = L(lang, "The visible suffix is enough to match the key against the vendor console; no need to ask for the full value.",
                   "보이는 끝자리만으로도 벤더 콘솔의 키와 대조할 수 있으니 전체 값을 달라고 할 필요가 없다.")
        ask = L(lang, "Is the key ending in those characters the one you expect?", "끝자리가 저 문자인 키가 예상한 키 맞나요?")
    elif k == 1:
        lesson = L(lang, "The CLI is logged in with an OAuth token from the keyring; no PAT is needed on this machine.",
                   "CLI는 keyring에 있는 OAuth 토큰으로 로그인돼 있어서 이 머신에는 PAT가 필요 없다.")
        ask = L(lang, "Should CI use the same scopes?", "CI도 같은 scope를 쓰면 될까요?")
    elif k == 2:
        lesson = L(lang, "Terraform marks the password as sensitive, so plan output is safe to paste into the PR.",
                   "Terraform이 password를 sensitive로 표시하므로 plan 출력을 PR에 붙여도 안전하다.")
        ask = L(lang, "Is a password change on this instance expected in this PR?", "이 PR에서 인스턴스 비밀번호 변경이 의도된 건가요?")
    elif k == 3:
        lesson = L(lang, "describe shows only sizes; the 26-byte vs 44-byte lengths matched what the app expects, so the secret is present.",
                   "describe는 크기만 보여준다. 길이가 앱이 기대하는 값과 맞아서 시크릿은 들어 있는 것으로 판단했다.")
        ask = L(lang, "Can I restart the deployment to pick up the secret?", "시크릿을 반영하려고 deployment를 재시작해도 될까요?")
    else:
        lesson = L(lang, "Masked output proves a value is set, not that it is correct; a test call is still needed.",
                   "마스킹된 출력은 값이 설정됐다는 것만 보여줄 뿐 맞는 값인지는 테스트 호출로 확인해야 한다.")
        ask = L(lang, "Do you want me to run a test call?", "테스트 호출을 돌려 볼까요?")
    return c_note("masked output: " + label, mc, lesson, ask)


def c_envref(lang):
    v = VENDORS[VENDOR_QC.next()]
    var = [i for i in v["items"]() if i[3]][0][1]
    k = rint(0, 8)
    snips = [
        'api_key = os.environ["%s"]' % var,
        "const key = process.env.%s ?? '';\nif (!key) throw new Error('%s is not set');" % (var, var),
        "env:\n  %s: ${{ secrets.%s }}" % (var, var),
        "env:\n  - name: %s\n    valueFrom:\n      secretKeyRef:\n        name: %s-credentials\n        key: %s" % (var, v["key"], var),
        'export %s="$(cat /run/secrets/%s)"' % (var, var.lower()),
        "services:\n  app:\n    secrets:\n      - %s\nsecrets:\n  %s:\n    file: ./secrets/%s.txt" % (var.lower(), var.lower(), var.lower()),
        "%s.api-key=${%s}" % (v["key"], var),
        'variable "%s" {\n  type      = string\n  sensitive = true\n}' % var.lower(),
        'key := os.Getenv("%s")\nif key == "" {\n\tlog.Fatal("missing %s")\n}' % (var, var),
    ]
    snip = snips[k]
    mc = pick(L(lang, ["%s did not pick up the new %s value; the code reads it like this:" % (pick(SERVICES), brand(v)),
                       "I refactored the %s client so the key is no longer hard-coded:" % brand(v),
                       "Reviewing how %s gets its %s credential:" % (pick(SERVICES), brand(v))],
                ["%s 가 새 %s 값을 못 읽었다. 코드는 이렇게 읽는다:" % (pick(SERVICES), brand(v)),
                 "키를 하드코딩하지 않도록 %s 클라이언트를 리팩터링했다:" % brand(v),
                 "%s 가 %s 자격 증명을 어떻게 받는지 검토:" % (pick(SERVICES), brand(v))])) + "\n" + snip
    lesson = pick(L(lang, ["The variable is resolved at process start; a running pod keeps the old value until restarted.",
                           "Secret names are case-sensitive in the CI settings; %s and %s are different secrets." % (var, var.lower()),
                           "Failing fast on a missing variable is better than sending an empty key and getting 401s."],
                    ["변수는 프로세스 시작 시에 결정되므로 실행 중인 pod는 재시작 전까지 예전 값을 쓴다.",
                     "CI 설정의 secret 이름은 대소문자를 구분한다. %s 와 %s 는 서로 다른 secret이다." % (var, var.lower()),
                     "빈 키로 호출해서 401을 받느니 변수가 없을 때 바로 실패하는 편이 낫다."]))
    ask = pick(L(lang, ["Which secret store holds %s for %s?" % (var, pick(ENVS)), "Should the name be standardised across services?"],
                 ["%s 의 %s 는 어느 시크릿 저장소에 있나요?" % (pick(ENVS), var), "서비스 간에 변수 이름을 통일할까요?"]))
    return c_note("env-var reference (%s)" % ["python", "node", "gha secrets", "k8s secretKeyRef", "docker secret file",
                                             "compose secrets", "spring placeholder", "terraform sensitive var", "go"][k],
                  mc, lesson, ask)


def c_secretmgr(lang):
    acct = rdigits(12)
    k = rint(0, 6)
    name = pick(["prod/billing/db", "staging/notifier/api-key", "shared/smtp", "prod/payments/toss"])
    if k == 0:
        snip = "arn:aws:secretsmanager:ap-northeast-2:%s:secret:%s-%s" % (acct, name, rs(ALNUM, 6))
    elif k == 1:
        snip = "vault kv get -field=password secret/%s\n# policy: %s-read" % (name, name.split("/")[1])
    elif k == 2:
        snip = "DB_PASSWORD=op://Engineering/%s/password\nop run --env-file=.env.tpl -- ./start.sh" % name.replace("/", "-")
    elif k == 3:
        snip = "projects/%s/secrets/%s/versions/latest" % (rdigits(12), name.replace("/", "-"))
    elif k == 4:
        snip = "https://acme-%s-kv.vault.azure.net/secrets/%s/%s" % (pick(ENVS), name.replace("/", "-"), rhex(32))
    elif k == 5:
        snip = ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n"
                "  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n  - secretKey: password\n"
                "    remoteRef:\n      key: %s\n      property: password") % (name.split("/")[1], name)
    else:
        snip = "aws ssm get-parameter --name /%s --with-decryption --query Parameter.Version\n%d" % (name, rint(2, 40))
    mc = pick(L(lang, ["I couldn't find where the %s credential is stored; it turned out to be referenced like this:" % name,
                       "Documenting where %s's secret lives for the next person:" % name.split("/")[1],
                       "The deploy reads the secret by reference:"],
                ["%s 자격 증명이 어디 저장돼 있는지 못 찾았는데, 이렇게 참조되고 있었다:" % name,
                 "다음 사람을 위해 %s 시크릿 위치를 기록:" % name.split("/")[1],
                 "배포는 시크릿을 참조로 읽는다:"])) + "\n" + snip
    lesson = pick(L(lang, ["Only the reference is stored in the repo; the value is fetched at deploy time with the role's permissions.",
                           "The version suffix is a secret-manager version id, not part of the secret.",
                           "Access is granted per path, so a new service needs its own policy entry."],
                    ["저장소에는 참조만 있고 값은 배포 시 role 권한으로 가져온다.",
                     "뒤에 붙은 버전 접미사는 시크릿 매니저 버전 ID이지 시크릿 일부가 아니다.",
                     "경로 단위로 권한을 주므로 새 서비스는 정책 항목을 따로 추가해야 한다."]))
    ask = pick(L(lang, ["Who can grant my role read access to this path?", "Should staging use a separate path?"],
                 ["이 경로 읽기 권한은 누가 줄 수 있나요?", "staging은 별도 경로를 써야 하나요?"]))
    return c_note("secret-manager reference (%s)" % ["AWS SM ARN", "vault kv path", "1Password op://", "GCP secret name",
                                                    "Azure Key Vault URI", "ExternalSecret", "SSM parameter"][k],
                  mc, lesson, ask)

# --------------------------------------------------------------------------------------------
# step 8b: clean templates - hashes, digests, git SHAs, request ids, public keys, non-secret ids
# each case: (snippet, label, mc_en, mc_ko, lesson_en, lesson_ko, ask_en, ask_ko)
# --------------------------------------------------------------------------------------------
def c_from_case(lang, prefix, case):
    snip, label, mce, mck, le, lk, ae, ak = case
    mc = L(lang, mce, mck)
    if chance(0.2):
        mc2 = mc.rstrip(":") + "."
        lesson = L(lang, le, lk) + "\n" + snip
        return c_note(prefix + label, mc2, lesson, L(lang, ae, ak))
    return c_note(prefix + label, mc + "\n" + snip, L(lang, le, lk), L(lang, ae, ak))


def _md5_snip():
    d = "2025%02d%02d" % (rint(1, 12), rint(1, 28))
    return "$ md5sum dump-%s.sql.gz\n%s  dump-%s.sql.gz\n$ sha1sum dump-%s.sql.gz\n%s  dump-%s.sql.gz" % (
        d, rhex(32), d, d, rhex(40), d)


def c_hashes(lang):
    ver = "%d.%d.%d" % (rint(0, 5), rint(0, 30), rint(0, 20))
    k = rint(0, 3)
    if k == 0:
        snip = "\n".join("%s  acme-cli_%s_%s.tar.gz" % (sha256_hex(), ver, plat) for plat in
                         shuffled(["linux_amd64", "linux_arm64", "darwin_arm64", "windows_amd64"])[:rint(2, 4)])
        case = (snip, "sha256sum release artifacts", "Release verification step for v%s; checksums.txt:" % ver,
                "v%s 릴리스 검증 단계, checksums.txt:" % ver,
                "Checksums are published next to the artifacts; compare with `sha256sum -c`, not by eye.",
                "체크섬은 아티팩트 옆에 공개돼 있으니 눈으로 말고 `sha256sum -c`로 비교할 것.",
                "Should the pipeline sign checksums.txt as well?", "파이프라인에서 checksums.txt도 서명할까요?")
    elif k == 1:
        case = (_md5_snip(), "md5/sha1 of a dump file", "The restore test failed, so I compared the dump on both hosts:",
                "복원 테스트가 실패해서 두 호스트의 덤프 파일을 비교했다:",
                "The copy on the backup host was truncated; the hashes differ while the sizes look similar.",
                "백업 호스트의 사본이 잘려 있었다. 크기는 비슷해 보여도 해시가 다르다.",
                "Should the backup job verify the hash after upload?", "백업 잡이 업로드 후 해시를 검증하게 할까요?")
    elif k == 2:
        body = '{"action":"opened","number":%d}' % rint(10, 999)
        snip = "POST /hooks/github HTTP/1.1\nX-GitHub-Event: pull_request\nX-GitHub-Delivery: %s\nX-Hub-Signature-256: sha256=%s\n\n%s" % (
            ruuid(), rhex(64), body)
        case = (snip, "webhook delivery with per-payload HMAC signature header",
                "Our webhook endpoint rejected GitHub deliveries; one captured delivery:",
                "웹훅 엔드포인트가 GitHub 전송을 거부했다. 캡처한 전송 하나:",
                "The signature is computed over the raw body; our JSON middleware re-serialised it before verification.",
                "서명은 원본 body 기준으로 계산되는데, JSON 미들웨어가 검증 전에 body를 다시 직렬화하고 있었다.",
                "Can I move signature verification before the body parser?", "서명 검증을 body parser 앞으로 옮겨도 될까요?")
    else:
        snip = "SHA256 (acme-agent-%s.pkg) = %s\nSHA512 (acme-agent-%s.pkg) = %s" % (ver, sha256_hex(), ver, rhex(128))
        case = (snip, "shasum -a 256/512 output", "A user reported a corrupted installer; I hashed the file they sent:",
                "사용자가 설치 파일이 깨졌다고 해서 보내 준 파일의 해시를 구했다:",
                "The hash matches the published one, so the corruption happens during install, not download.",
                "공개된 해시와 일치하므로 손상은 다운로드가 아니라 설치 중에 생긴다.",
                "Can you send the installer log as well?", "설치 로그도 보내 주실 수 있나요?")
    return c_from_case(lang, "hashes: ", case)


def c_digests(lang):
    k = rint(0, 5)
    pkg = pick(["lodash", "axios", "react-dom", "zod", "date-fns", "undici"])
    if k == 0:
        case = ("image: ghcr.io/acme/%s@sha256:%s" % (pick(SERVICES), sha256_hex()), "container image digest",
                "A re-pushed :latest broke prod, so I pinned the deployment to the digest:",
                ":latest가 다시 push돼서 prod가 깨졌고, 배포를 digest로 고정했다:",
                "Deploying by digest instead of tag avoids picking up a re-pushed image.",
                "태그 대신 digest로 배포하면 다시 push된 이미지를 잘못 가져오지 않는다.",
                "Should base images be pinned by digest too?", "베이스 이미지도 digest로 고정할까요?")
    elif k == 1:
        v = "%d.%d.%d" % (rint(1, 9), rint(0, 20), rint(0, 9))
        snip = '"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n' \
               '  "integrity": "sha512-%s"\n}' % (pkg, v, pkg, pkg, v, rb64(64))
        case = (snip, "package-lock integrity sha512", "`npm ci` failed with EINTEGRITY after the Renovate bump. Entry in question:",
                "Renovate 업데이트 후 `npm ci`가 EINTEGRITY로 실패했다. 문제의 항목:",
                "The lockfile was generated against a mirror that re-packed the tarball; regenerate it against the public registry.",
                "lockfile이 tarball을 다시 패킹한 미러 기준으로 만들어져 있었다. 공개 레지스트리 기준으로 다시 생성할 것.",
                "Should CI stop using the internal mirror for npm?", "CI에서 npm 내부 미러 사용을 중단할까요?")
    elif k == 2:
        mod = pick(["github.com/aws/aws-sdk-go-v2", "golang.org/x/crypto", "github.com/jackc/pgx/v5"])
        v = "v%d.%d.%d" % (5 if mod.endswith("/v5") else pick([0, 1]), rint(0, 30), rint(0, 9))
        case = ("%s %s h1:%s\n%s %s/go.mod h1:%s" % (mod, v, rb64(32), mod, v, rb64(32)), "go.sum h1 hashes",
                "`go mod verify` complained after a rebase; the go.sum lines for the module:",
                "rebase 이후 `go mod verify`가 경고했다. 해당 모듈의 go.sum 줄:",
                "Two branches added the same module at different versions; keep both lines and run `go mod tidy`.",
                "두 브랜치가 같은 모듈을 다른 버전으로 추가했다. 두 줄 모두 두고 `go mod tidy`를 돌릴 것.",
                "Should go.sum conflicts be resolved by the bot?", "go.sum 충돌은 봇이 해결하게 할까요?")
    elif k == 3:
        case = ("requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (sha256_hex(), sha256_hex()),
                "pip --hash pins", "The Docker build failed in hash-checking mode:", "hash-checking 모드에서 Docker 빌드가 실패했다:",
                "Every transitive dependency needs a --hash once one line has it; pip-compile --generate-hashes does that.",
                "한 줄이라도 --hash가 있으면 모든 하위 의존성에 필요하다. pip-compile --generate-hashes로 생성할 것.",
                "Should I regenerate requirements.txt with hashes for all services?", "모든 서비스의 requirements.txt를 해시 포함으로 다시 만들까요?")
    elif k == 4:
        snip = '<script src="https://cdn.acme.kr/widget.%s.js"\n  integrity="sha384-%s"\n  crossorigin="anonymous"></script>' % (
            rhex(8), rb64(48))
        case = (snip, "SRI integrity attribute", "The widget stopped loading after the CDN deploy; the tag on the page:",
                "CDN 배포 후 위젯이 로드되지 않았다. 페이지의 태그:",
                "The SRI hash must be regenerated whenever the bundle changes, otherwise the browser blocks it.",
                "번들이 바뀔 때마다 SRI 해시를 다시 만들어야 한다. 아니면 브라우저가 차단한다.",
                "Can the build step emit the SRI hash automatically?", "빌드 단계에서 SRI 해시를 자동으로 만들까요?")
    else:
        snip = '[[package]]\nname = "%s"\nversion = "%d.%d.%d"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\n' \
               'checksum = "%s"' % (pick(["serde", "tokio", "ring", "rustls"]), rint(0, 2), rint(0, 40), rint(0, 9), sha256_hex())
        case = (snip, "Cargo.lock checksum", "Builds were not reproducible between CI and laptops; the lockfile entry:",
                "CI와 노트북 간 빌드가 재현되지 않았다. lockfile 항목:",
                "CI ran `cargo update` implicitly; use `--locked` so the checksum in Cargo.lock is enforced.",
                "CI가 암묵적으로 `cargo update`를 하고 있었다. `--locked`를 써야 Cargo.lock 체크섬이 강제된다.",
                "Should all Rust jobs use --locked?", "모든 Rust 잡에 --locked를 붙일까요?")
    return c_from_case(lang, "digests: ", case)


def c_gitsha(lang):
    k = rint(0, 3)
    if k == 0:
        snip = "\n".join("%s %s" % (git_sha(True), m) for m in shuffled([
            "fix: retry on 502 from upstream", "chore(deps): bump axios", "feat: add settlement export",
            "revert: toggle new checkout", "refactor: split config loader", "test: stabilise e2e login"])[:rint(3, 6)])
        case = (snip, "git log --oneline", "Tracking which commit is deployed where; current main:", "어느 커밋이 어디에 배포됐는지 추적. 현재 main:",
                "Prod runs the third commit from the top; staging is at HEAD.", "prod는 위에서 세 번째 커밋, staging은 HEAD다.",
                "Should deploy tags include the short SHA?", "배포 태그에 short SHA를 넣을까요?")
    elif k == 1:
        case = ("- uses: actions/checkout@%s # v4.2.2\n- uses: docker/build-push-action@%s # v6.9.0" % (git_sha(), git_sha()),
                "actions pinned by commit SHA", "Security review asked us to pin third-party actions:",
                "보안 리뷰에서 서드파티 action을 고정하라고 했다:",
                "Pinning by full SHA protects against a moved tag; keep the version in a comment for Renovate.",
                "전체 SHA로 고정하면 태그가 옮겨져도 안전하다. Renovate를 위해 버전은 주석으로 남길 것.",
                "Should internal actions be pinned too?", "내부 action도 고정할까요?")
    elif k == 2:
        snip = "git bisect start\ngit bisect bad %s\ngit bisect good %s\n...\n%s is the first bad commit" % (git_sha(), git_sha(), git_sha())
        case = (snip, "git bisect", "I had to find when the latency regression landed:", "지연 회귀가 언제 들어왔는지 찾아야 했다:",
                "The bad commit only changed the retry config, which narrowed it down quickly.",
                "문제 커밋이 retry 설정만 바꿔서 원인을 빨리 좁힐 수 있었다.",
                "Can I revert that commit on main?", "main에서 그 커밋을 revert해도 될까요?")
    else:
        snip = "Merge pull request #%d from acme/%s\n\nReverts %s\nCherry-picked onto release/%d.%d as %s" % (
            rint(100, 4000), pick(["fix-timeout", "feat-export", "hotfix-tz"]), git_sha(), rint(1, 9), rint(0, 20), git_sha())
        case = (snip, "merge/revert commit message", "The hotfix was on main but not in the release branch:",
                "hotfix가 main에는 있는데 릴리스 브랜치에는 없었다:",
                "Cherry-picks get a new SHA; search by the PR number, not the original commit.",
                "cherry-pick하면 SHA가 새로 생기니 원래 커밋이 아니라 PR 번호로 찾을 것.",
                "Should hotfixes go to the release branch first?", "hotfix는 릴리스 브랜치에 먼저 넣을까요?")
    return c_from_case(lang, "git SHAs: ", case)


def c_ids(lang):
    k = rint(0, 5)
    svc = pick(SERVICES)
    if k == 0:
        case = ("%s ERROR [%s] upstream 504 request_id=%s trace_id=%s span_id=%s" % (ts(), svc, ruuid(), rhex(32), rhex(16)),
                "request/trace ids in log", "Correlating the timeout across services:", "여러 서비스에 걸친 timeout을 상관 분석:",
                "Search the log index by trace id first; it is propagated through every hop.",
                "trace id로 먼저 로그를 검색할 것. 모든 구간에 전파된다.",
                "Do you have the request id from the client side as well?", "클라이언트 쪽 request id도 있나요?")
    elif k == 1:
        case = ("traceparent: 00-%s-%s-01\nx-request-id: %s" % (rhex(32), rhex(16), ruuid()), "W3C traceparent",
                "Traces broke at the gateway; the headers the gateway forwards:", "게이트웨이에서 trace가 끊겼다. 게이트웨이가 넘기는 헤더:",
                "The gateway generated a new trace id instead of propagating traceparent; fixed in its config.",
                "게이트웨이가 traceparent를 전파하지 않고 새 trace id를 만들고 있었다. 설정에서 고침.",
                "Should the sampling flag be forced to 01 for this route?", "이 경로는 sampling flag를 01로 강제할까요?")
    elif k == 2:
        case = ("x-amzn-RequestId: %s\nx-amz-cf-id: %s==\nx-amz-cf-pop: ICN57-P%d" % (ruuid(), rs(B64URL, 54), rint(1, 9)),
                "AWS request id / CloudFront id", "AWS support needs identifiers for the 502s; from the response headers:",
                "AWS 지원팀이 502 관련 식별자를 요청했다. 응답 헤더에서:",
                "These ids are safe to share with the vendor's support team; they need them to find the request.",
                "이 ID들은 벤더 지원팀에 공유해도 되는 값이고, 요청을 찾는 데 필요하다.",
                "Should I open the support case under the prod account?", "prod 계정으로 지원 케이스를 열까요?")
    elif k == 3:
        case = ("customer: cus_%s\npayment_intent: pi_%s\ncharge: ch_%s\nrequest: req_%s\nidempotency-key: %s" % (
            ralnum(14), ralnum(24), ralnum(24), ralnum(14), ruuid()), "Stripe object ids",
            "A customer reported a double charge; the objects involved:", "고객이 이중 결제를 신고했다. 관련 객체:",
            "The retry reused a new idempotency key, which is why Stripe created a second charge.",
            "재시도 때 idempotency key를 새로 만들어서 Stripe가 두 번째 결제를 생성했다.",
            "Should I refund the second charge now?", "두 번째 결제를 지금 환불할까요?")
    elif k == 4:
        case = ("Sentry event %s\nrelease: %s@%d.%d.%d+%s" % (rhex(32), svc, rint(1, 5), rint(0, 30), rint(0, 9), git_sha(True)),
                "Sentry event id / release", "From the error report the user forwarded:", "사용자가 전달한 에러 리포트에서:",
                "The event belongs to an older release; the fix is already deployed.",
                "이벤트는 예전 릴리스 것이고 수정은 이미 배포돼 있다.",
                "Can we resolve the issue in Sentry?", "Sentry 이슈를 resolve해도 될까요?")
    else:
        case = ("pod uid: %s\ncontainer id: containerd://%s\nnode: ip-10-%d-%d-%d.ap-northeast-2.compute.internal" % (
            ruuid(), rhex(64), rint(0, 255), rint(0, 255), rint(0, 255)), "k8s pod uid / container id",
            "The OOM-killed container, for the postmortem:", "포스트모템용으로 OOM kill된 컨테이너 정보:",
            "The container id changes on every restart, the pod uid does not; use the uid in the timeline.",
            "container id는 재시작마다 바뀌지만 pod uid는 그대로이니 타임라인에는 uid를 쓸 것.",
            "Should memory limits be raised for this deployment?", "이 deployment의 메모리 limit을 올릴까요?")
    return c_from_case(lang, "ids: ", case)


def c_pubkey(lang):
    k = rint(0, 6)
    who = pick(USERS).replace(".", "") + "@" + pick(["laptop", "mbp", "ci", "desktop"])
    if k == 0:
        blob = base64.b64encode(_sstr(b"ssh-ed25519") + _sstr(rbytes(32))).decode()
        case = ("ssh-ed25519 %s %s" % (blob, who), "ssh-ed25519 public key (authorized_keys)",
                "I was asked to give the new CI runner access; the public key the user sent:",
                "새 CI 러너에 접근 권한을 주라는 요청이 있었다. 사용자가 보낸 공개 키:",
                "Public keys are meant to be shared; only the private half must stay secret.",
                "공개 키는 원래 공유하는 값이고, 비밀로 지켜야 하는 건 개인 키뿐이다.",
                "Should this key also go on the staging hosts?", "이 키를 staging 호스트에도 추가할까요?")
    elif k == 1:
        blob = base64.b64encode(_sstr(b"ecdsa-sha2-nistp256") + _sstr(b"nistp256") + _sstr(b"\x04" + rbytes(64))).decode()
        case = ("%s ecdsa-sha2-nistp256 %s" % (pick(HOSTS), blob), "known_hosts line",
                "CI failed with 'Host key verification failed' after the host rebuild; the new known_hosts entry:",
                "호스트 재구축 후 CI가 'Host key verification failed'로 실패했다. 새 known_hosts 항목:",
                "The host key changed because the host was rebuilt, not because of an attack; confirmed with ops.",
                "호스트 키가 바뀐 건 공격이 아니라 재구축 때문이었다. 운영팀에 확인함.",
                "Should CI pin host keys from a file in the repo?", "CI가 저장소 파일로 호스트 키를 고정하게 할까요?")
    elif k == 2:
        case = ("256 SHA256:%s %s (ED25519)" % (rb64(32, pad=False), who), "ssh key fingerprint",
                "Two people had keys named the same; fingerprints to tell them apart:",
                "이름이 같은 키가 두 개 있어서 fingerprint로 구분했다:",
                "Compare fingerprints, not comments; the comment is just free text.",
                "주석이 아니라 fingerprint로 비교할 것. 주석은 그냥 자유 텍스트다.",
                "Which of the two keys should be removed?", "두 키 중 어느 것을 지울까요?")
    elif k == 3:
        case = ("pub   ed25519 2024-%02d-%02d [SC]\n      %s\nuid           [ultimate] Release Bot <release@acme.kr>" % (
            rint(1, 12), rint(1, 28), rs(HEXU, 40)), "GPG public key fingerprint",
            "Release tags must be signed; the bot's public key as imported on the runner:",
            "릴리스 태그는 서명돼야 한다. 러너에 import된 봇의 공개 키:",
            "Verifiers only need the public key; publish the fingerprint in the README.",
            "검증하는 쪽은 공개 키만 있으면 된다. fingerprint를 README에 공개할 것.",
            "Should the fingerprint go into SECURITY.md?", "fingerprint를 SECURITY.md에 넣을까요?")
    elif k == 4:
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + rbytes(64)
        snip = "-----BEGIN PUBLIC KEY-----\n" + "\n".join(lines_of(base64.b64encode(der).decode(), 64)) + "\n-----END PUBLIC KEY-----"
        case = (snip, "PEM PUBLIC KEY", "Token verification failed on the gateway; the configured verification key is:",
                "게이트웨이에서 토큰 검증이 실패했다. 설정된 검증 키:",
                "The gateway had the public key of the old signing pair; updating it fixed validation.",
                "게이트웨이에 예전 서명 키 쌍의 공개 키가 들어 있었다. 갱신하니 검증이 통과했다.",
                "Should the gateway fetch keys from the JWKS endpoint instead?", "게이트웨이가 JWKS 엔드포인트에서 키를 받게 할까요?")
    elif k == 5:
        snip = json.dumps({"keys": [{"kty": "RSA", "use": "sig", "alg": "RS256", "kid": rs(B64URL, 16),
                                     "n": rb64(256, url=True, pad=False)[:220] + "...", "e": "AQAB"}]}, indent=1)
        case = (snip, "JWKS public key (n, e)", "The IdP's JWKS (truncated) while debugging the kid mismatch:",
                "kid 불일치를 디버깅하면서 본 IdP JWKS(일부 생략):",
                "The IdP rotated keys; the client cached the old JWKS for 24 h.",
                "IdP가 키를 교체했는데 클라이언트가 예전 JWKS를 24시간 캐시하고 있었다.",
                "Can we lower the JWKS cache TTL?", "JWKS 캐시 TTL을 줄여도 될까요?")
    else:
        case = ("age recipient: age1%s\nWireGuard peer PublicKey = %s" % (rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58), rb64(32)),
                "age recipient / WireGuard public key", "Adding the new teammate to SOPS and the VPN; their public values:",
                "새 팀원을 SOPS와 VPN에 추가하기 위한 공개 값:",
                "Recipients and peer public keys are public by design; their private keys never leave the laptop.",
                "recipient와 peer 공개 키는 원래 공개용이고, 개인 키는 노트북 밖으로 나가지 않는다.",
                "Should I re-encrypt the existing SOPS files for the new recipient?", "기존 SOPS 파일을 새 recipient로 재암호화할까요?")
    return c_from_case(lang, "public key material: ", case)


def c_nonsecret_ids(lang):
    k = rint(0, 6)
    if k == 0:
        acct = rdigits(12)
        case = ("aws_account_id = \"%s\"\nrole_arn = \"arn:aws:iam::%s:role/ci-deploy\"" % (acct, acct), "AWS account id + role ARN",
                "The OIDC deploy role for CI, as configured in Terraform:", "CI용 OIDC 배포 role, Terraform 설정:",
                "CI assumes the role through OIDC, so there are no long-lived keys to store.",
                "CI가 OIDC로 role을 assume하므로 저장할 장기 키가 없다.",
                "Should staging use a separate role?", "staging은 별도 role을 쓸까요?")
    elif k == 1:
        case = ("TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s" % (rhex(32), rhex(32)),
                "Twilio Account SID / Messaging Service SID", "SMS sending config for %s (ids only):" % pick(SERVICES),
                "%s SMS 발송 설정(ID만):" % pick(SERVICES),
                "The SIDs identify the account and sender pool; the auth token is injected separately from the vault.",
                "SID는 계정과 발신 풀을 식별할 뿐이고, auth token은 vault에서 따로 주입된다.",
                "Do we need a separate messaging service for marketing?", "마케팅용 메시징 서비스를 따로 만들까요?")
    elif k == 2:
        case = ("GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nREDIRECT_URI=https://app.acme.kr/oauth/callback" % (
            rdigits(12), rs(LODG, 32)), "OAuth client id", "Google login failed with redirect_uri_mismatch; the client config:",
            "구글 로그인이 redirect_uri_mismatch로 실패했다. 클라이언트 설정:",
            "The client id is public (it is sent to the browser); the mismatch was a trailing slash in the console.",
            "client id는 브라우저로 전달되는 공개 값이다. 불일치 원인은 콘솔의 끝 슬래시였다.",
            "Who has access to the Google Cloud console for this project?", "이 프로젝트 Google Cloud 콘솔 권한은 누가 갖고 있나요?")
    elif k == 3:
        case = ("AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s\n# auth: workload identity federation, no secret" % (
            ruuid(), ruuid(), ruuid()), "Azure tenant/subscription/client ids (federated)",
            "Switching the pipeline to workload identity; the ids it needs:", "파이프라인을 workload identity로 바꾸면서 필요한 ID:",
            "Federated auth means there is no client secret at all for this app.",
            "federated 인증이라 이 앱에는 client secret이 아예 없다.",
            "Can I delete the old client secret from the app registration?", "앱 등록에서 예전 client secret을 삭제해도 될까요?")
    elif k == 4:
        case = ("NAVER_CLIENT_ID=%s\nKAKAO_APP_ID=%s\nWECHAT_APPID=wx%s\nFEISHU_APP_ID=cli_%s" % (
            rs(ALNUM + "_", 20), rdigits(6), rhex(16), rhex(16)), "Naver client id / Kakao app id / WeChat AppID / Feishu app_id",
            "Social login settings for the Asia release (identifiers only):", "아시아 출시용 소셜 로그인 설정(식별자만):",
            "App ids and client ids go into the public config; the matching secrets are server-side only.",
            "앱 ID와 client ID는 공개 설정에 두고, 짝이 되는 시크릿은 서버에만 둔다.",
            "Are the WeChat and Feishu apps approved yet?", "WeChat과 Feishu 앱 승인은 났나요?")
    elif k == 5:
        case = ("GA_MEASUREMENT_ID=G-%s\nAPPLE_TEAM_ID=%s\nFIREBASE_APP_ID=1:%s:android:%s" % (
            rs(UPDG, 10), rs(UPDG, 10), rdigits(12), rhex(16)), "GA / Apple Team / Firebase app ids",
            "The mobile build needs these ids baked in:", "모바일 빌드에 들어가야 하는 ID:",
            "All of these ship inside the app binary anyway; they are identifiers, not credentials.",
            "이 값들은 어차피 앱 바이너리에 들어가는 식별자일 뿐 자격 증명이 아니다.",
            "Are there other ids the mobile team needs?", "모바일 팀이 필요한 다른 ID가 있나요?")
    else:
        case = ("COGNITO_USER_POOL_ID=ap-northeast-2_%s\nCOGNITO_APP_CLIENT_ID=%s\nSTRIPE_ACCOUNT=acct_%s" % (
            ralnum(9), rs(LODG, 26), ralnum(16)), "Cognito pool/client ids, Stripe account id",
            "Frontend config review for %s:" % pick(SERVICES), "%s 프론트엔드 설정 검토:" % pick(SERVICES),
            "The Cognito app client has no secret (public client), so these are fine in the bundle.",
            "Cognito 앱 클라이언트는 secret이 없는 public client라 번들에 있어도 된다.",
            "Should the Stripe account id come from the backend instead?", "Stripe 계정 ID는 백엔드에서 받게 할까요?")
    return c_from_case(lang, "non-secret ids: ", case)

# --------------------------------------------------------------------------------------------
# step 8c: clean templates - base64 data, long ids, versions, policy talk, flags in prose,
#          encrypted blobs, already-redacted notes, token-format talk, plain notes
# --------------------------------------------------------------------------------------------
def c_base64(lang):
    k = rint(0, 4)
    if k == 0:
        conf = "server {\n  listen 8080;\n  location /healthz { return 200; }\n}\n"
        case = ("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: nginx-extra\nbinaryData:\n  default.conf: " + b64s(conf),
                "ConfigMap binaryData (nginx conf)", "The sidecar kept serving 404 on /healthz; the mounted ConfigMap:",
                "사이드카가 /healthz에서 계속 404를 냈다. 마운트된 ConfigMap:",
                "binaryData is just base64 of the file (decoded it: a plain nginx server block); the path was wrong, not the content.",
                "binaryData는 파일을 base64로 인코딩한 것일 뿐이다(디코딩하면 평범한 nginx server 블록). 내용이 아니라 경로가 틀렸다.",
                "Should this be a plain data: entry instead?", "이걸 그냥 data: 항목으로 바꿀까요?")
    elif k == 1:
        gid = "gid://shopify/Product/%s" % rdigits(13)
        case = ("query { node(id: \"%s\") { id } }" % b64s(gid), "GraphQL global id (base64 of gid://...)",
                "The storefront query returned null for a product that exists:", "존재하는 상품인데 storefront 쿼리가 null을 반환했다:",
                "Global ids are base64 of '%s'; the app built it from the wrong numeric id." % gid,
                "global id는 '%s'를 base64로 인코딩한 값이다. 앱이 잘못된 숫자 ID로 만들고 있었다." % gid,
                "Should we store numeric ids and encode on the fly?", "숫자 ID를 저장하고 그때그때 인코딩할까요?")
    elif k == 2:
        payload = json.dumps({"orderId": rdigits(9), "status": pick(["PAID", "SHIPPED", "CANCELLED"]),
                              "ts": rint(1700000000, 1740000000)}, separators=(",", ":"))
        case = ("%s WARN [consumer] skipped message offset=%d value=%s" % (ts(), rint(1000, 999999), b64s(payload)),
                "Kafka message value (base64 JSON)", "A consumer skipped messages; the log shows the raw value:",
                "컨슈머가 메시지를 건너뛰었다. 로그에 원본 값이 찍혀 있다:",
                "Decoded, it is an ordinary order event; the schema version field was missing, so the consumer dropped it.",
                "디코딩하면 평범한 주문 이벤트다. 스키마 버전 필드가 없어서 컨슈머가 버렸다.",
                "Should the producer always set the schema version header?", "프로듀서가 항상 스키마 버전 헤더를 넣게 할까요?")
    elif k == 3:
        png = base64.b64encode(b"\x89PNG\r\n\x1a\n" + rbytes(rint(40, 70))).decode()
        case = ('<img alt="logo" src="data:image/png;base64,%s">' % png, "data URI image",
                "Email clients showed a broken logo; the inlined image in the template:",
                "메일 클라이언트에서 로고가 깨져 보였다. 템플릿에 인라인된 이미지:",
                "Some clients block data: URIs; host the image and link it instead.",
                "일부 클라이언트는 data: URI를 막으니 이미지를 호스팅하고 링크로 걸 것.",
                "Can I upload the logo to the CDN?", "로고를 CDN에 올려도 될까요?")
    else:
        hdr = b64u(json.dumps({"alg": "RS256", "kid": rs(B64URL, 12), "typ": "JWT"}, separators=(",", ":")))
        case = ("$ echo '%s' | base64 -d\n%s" % (hdr, base64.urlsafe_b64decode(hdr + "=" * (-len(hdr) % 4)).decode()),
                "decoded JWT header only", "Debugging a kid mismatch, I decoded only the header of the token:",
                "kid 불일치를 디버깅하면서 토큰의 헤더만 디코딩했다:",
                "The header names the signing key; comparing it with the JWKS showed the IdP rotated keys.",
                "헤더에 서명 키 이름이 있다. JWKS와 비교해 보니 IdP가 키를 교체한 것이었다.",
                "Should the client refetch JWKS on unknown kid?", "모르는 kid가 오면 클라이언트가 JWKS를 다시 받게 할까요?")
    return c_from_case(lang, "base64 of non-secret data: ", case)


def c_longids(lang):
    k = rint(0, 4)
    acct = rdigits(12)
    if k == 0:
        case = ("arn:aws:cloudformation:ap-northeast-2:%s:stack/%s-%s/%s" % (acct, pick(SERVICES), pick(ENVS), ruuid()),
                "CloudFormation stack id", "The stack stuck in UPDATE_ROLLBACK_FAILED:", "UPDATE_ROLLBACK_FAILED에 걸린 스택:",
                "continue-update-rollback with the failed resource skipped unblocked it.",
                "실패한 리소스를 건너뛰고 continue-update-rollback 하니 풀렸다.",
                "Can I skip the failed resource in prod too?", "prod에서도 실패한 리소스를 건너뛰어도 될까요?")
    elif k == 1:
        case = ("/subscriptions/%s/resourceGroups/rg-%s-%s/providers/Microsoft.ContainerService/managedClusters/aks-%s" % (
            ruuid(), pick(SERVICES), pick(ENVS), rs(LODG, 6)), "Azure resource id",
            "Role assignment failed because I used the wrong scope. The cluster's resource id:",
            "scope를 잘못 줘서 role 할당이 실패했다. 클러스터 resource id:",
            "Role assignments need the full resource id as scope, not the cluster name.",
            "role 할당 scope에는 클러스터 이름이 아니라 전체 resource id가 필요하다.",
            "Should the role be assigned at resource-group level instead?", "role을 리소스 그룹 수준에서 줄까요?")
    elif k == 2:
        case = ("%s.dkr.ecr.ap-northeast-2.amazonaws.com/%s:%d.%d.%d-%s@sha256:%s" % (
            acct, pick(SERVICES), rint(1, 4), rint(0, 30), rint(0, 9), git_sha(True), sha256_hex()),
            "ECR image reference with digest", "The rollout picked the wrong image; the reference in the manifest:",
            "롤아웃이 엉뚱한 이미지를 가져왔다. manifest의 참조:",
            "When both tag and digest are given, the digest wins; the tag is only informative.",
            "태그와 digest가 같이 있으면 digest가 우선이고 태그는 참고용일 뿐이다.",
            "Should the deploy tool strip the tag?", "배포 도구가 태그를 빼게 할까요?")
    elif k == 3:
        case = ("projects/acme-%s/locations/asia-northeast3/repositories/%s/dockerImages/%s@sha256:%s" % (
            pick(ENVS), pick(SERVICES), pick(SERVICES), sha256_hex()), "GCP Artifact Registry resource name",
            "Vulnerability scan results are keyed by the full resource name:", "취약점 스캔 결과는 전체 resource name으로 조회된다:",
            "The scanner only reports on images pushed after it was enabled.",
            "스캐너는 활성화 이후에 push된 이미지만 보고한다.",
            "Should I re-push the current prod image to get a scan?", "스캔을 받으려고 현재 prod 이미지를 다시 push할까요?")
    else:
        case = ("terraform force-unlock %s\n# lock info: ID=%s Path=acme-tfstate/%s/terraform.tfstate Who=runner@%s" % (
            ruuid(), ruuid(), pick(ENVS), pick(HOSTS)), "Terraform state lock id",
            "A cancelled pipeline left the state locked:", "파이프라인이 취소되면서 state가 잠긴 채로 남았다:",
            "Only force-unlock after confirming no apply is running; the lock id is in the error message.",
            "실행 중인 apply가 없는지 확인한 뒤에만 force-unlock 할 것. lock id는 에러 메시지에 있다.",
            "Should CI release the lock on cancellation?", "취소 시 CI가 lock을 해제하게 할까요?")
    return c_from_case(lang, "long identifiers: ", case)


def c_versions(lang):
    ma, mi = rint(1, 4), rint(0, 30)
    a = "%d.%d.%d" % (ma, mi, rint(0, 20))
    b = "%d.%d.%d" % (ma, mi + 1, rint(0, 5))
    k = rint(0, 3)
    if k == 0:
        case = ("-    \"axios\": \"^%s\",\n+    \"axios\": \"^%s\"," % (a, b), "dependency bump diff",
                "The Renovate PR changed the HTTP client version:", "Renovate PR이 HTTP 클라이언트 버전을 바꿨다:",
                "The minor bump changed the default timeout; set it explicitly.", "마이너 업데이트로 기본 timeout이 바뀌었으니 명시적으로 설정할 것.",
                "Should I pin exact versions for HTTP clients?", "HTTP 클라이언트는 정확한 버전으로 고정할까요?")
    elif k == 1:
        case = ("versionCode %d\nversionName \"%s-rc.%d+build.%d\"" % (rint(100, 9999), a, rint(1, 9), rint(1000, 99999)),
                "Android versionCode/versionName", "Play Console rejected the upload:", "Play Console이 업로드를 거부했다:",
                "versionCode must strictly increase; the hotfix branch reused the previous one.",
                "versionCode는 반드시 증가해야 하는데 hotfix 브랜치가 이전 값을 재사용했다.",
                "Should CI derive versionCode from the build number?", "CI가 빌드 번호로 versionCode를 만들게 할까요?")
    elif k == 2:
        o = "3.0.%d" % rint(2, 15)
        case = ("openssl %s\nlibssl3 (%s-0ubuntu1.%d)\nCVE-2024-%d" % (o, o, rint(1, 9), rint(1000, 99999)),
                "package versions and CVE id", "The scanner flagged the base image:", "스캐너가 베이스 이미지를 지적했다:",
                "The fixed package is in the next base image tag; rebuilding is enough, no code change.",
                "수정된 패키지는 다음 베이스 이미지 태그에 있다. 재빌드만 하면 되고 코드 변경은 없다.",
                "Can I schedule the rebuild for tonight?", "오늘 밤에 재빌드를 잡아도 될까요?")
    else:
        case = ("%s (commit %s, built %s)" % (b, git_sha(True), ts()), "build info string",
                "Support asked which build the user runs; the about dialog says:", "지원팀이 사용자가 쓰는 빌드를 물었다. 정보 창 표시:",
                "That build predates the fix; asking the user to update is the answer.",
                "그 빌드는 수정 이전 것이라 업데이트를 안내하면 된다.",
                "Should the app prompt for updates automatically?", "앱이 자동으로 업데이트를 안내하게 할까요?")
    return c_from_case(lang, "versions: ", case)


def c_policy(lang):
    n = pick([12, 14, 16])
    days = pick([60, 90, 180])
    mc = pick(L(lang, ["The user asked me to enforce the new password policy in the signup form; nobody had written down the rules.",
                       "Security review of the admin console asked about password and MFA rules.",
                       "I had to explain why the service account password expired and broke the nightly job."],
                ["사용자가 회원가입 폼에 새 비밀번호 정책을 적용해 달라고 했는데 규칙이 어디에도 정리돼 있지 않았다.",
                 "관리자 콘솔 보안 리뷰에서 비밀번호와 MFA 규칙을 물어봤다.",
                 "서비스 계정 비밀번호가 만료돼 야간 잡이 깨진 이유를 설명해야 했다."]))
    lesson = pick(L(lang, ["Policy: minimum %d characters, no composition rules, check against the breached-password list, "
                           "no forced rotation for users; service accounts rotate every %d days via the vault." % (n, days),
                           "Passwords are hashed with argon2id (memory 64 MiB, t=3); the old bcrypt hashes are upgraded on next login. "
                           "The password field must never be logged, not even masked length.",
                           "MFA is mandatory for admin roles; recovery goes through the helpdesk, never by e-mailing a new password."],
                    ["정책: 최소 %d자, 문자 조합 규칙 없음, 유출 비밀번호 목록 대조, 일반 사용자는 강제 교체 없음. "
                     "서비스 계정은 vault에서 %d일마다 교체." % (n, days),
                     "비밀번호는 argon2id(memory 64 MiB, t=3)로 해시하고 예전 bcrypt 해시는 다음 로그인 때 갱신된다. "
                     "password 필드는 마스킹 길이조차 로그에 남기면 안 된다.",
                     "관리자 role은 MFA 필수이고, 복구는 헬프데스크를 통해서만 하며 새 비밀번호를 메일로 보내지 않는다."]))
    ask = pick(L(lang, ["Should service accounts be exempt from expiry if they rotate through the vault?",
                        "Do you want the breached-password check on password change as well?"],
                 ["vault로 교체되는 서비스 계정은 만료에서 제외할까요?", "비밀번호 변경 때도 유출 목록 대조를 할까요?"]))
    return c_note("password policy talk (no values)", mc, lesson, ask)


def c_flags(lang):
    k = rint(0, 4)
    case = [
        ("mysql -h %s -u %s -p %s" % (pick(HOSTS), pick(USERS), pick(DBS)), "mysql -p with no value (prompts)",
         "The runbook step hung in CI:", "런북 단계가 CI에서 멈춰 있었다:",
         "`-p` followed by a space makes mysql prompt for the password (the next word is the database); "
         "in CI use --defaults-extra-file with a file mounted from the vault.",
         "`-p` 뒤에 공백이 있으면 mysql이 비밀번호를 물어본다(다음 단어는 DB 이름). CI에서는 vault에서 마운트한 파일로 "
         "--defaults-extra-file을 쓸 것.",
         "Is there a mounted option file on the runners?", "러너에 마운트된 옵션 파일이 있나요?"),
        ("cat ~/.registry_token | docker login registry.acme.kr -u ci --password-stdin", "--password-stdin from file",
         "Replaced the docker login step that had the password on the command line:",
         "명령줄에 비밀번호가 있던 docker login 단계를 바꿨다:",
         "--password-stdin keeps the value out of the process list and shell history.",
         "--password-stdin을 쓰면 값이 프로세스 목록과 shell history에 남지 않는다.",
         "Should other scripts be migrated the same way?", "다른 스크립트도 같은 방식으로 바꿀까요?"),
        ("export PGPASSFILE=/run/secrets/pgpass\npsql -h %s -U %s -d %s" % (pick(HOSTS), pick(USERS), pick(DBS)),
         "PGPASSFILE", "psql kept asking for a password in the cron job:", "크론 잡에서 psql이 계속 비밀번호를 물었다:",
         "libpq ignores the pgpass file unless its mode is 0600; the mounted secret was 0644.",
         "pgpass 파일 권한이 0600이 아니면 libpq가 무시한다. 마운트된 시크릿이 0644였다.",
         "Can I set defaultMode 0600 on the secret volume?", "시크릿 볼륨에 defaultMode 0600을 설정해도 될까요?"),
        ("read -rs -p 'Vault password: ' VAULT_PW && ansible-playbook site.yml --vault-password-file <(echo \"$VAULT_PW\")",
         "read -s prompt", "The user didn't want the vault password in any file:", "사용자가 vault 비밀번호를 어떤 파일에도 남기기 싫어했다:",
         "read -s keeps it off the screen and out of history; the process substitution never touches disk.",
         "read -s는 화면과 history에 남기지 않고, process substitution은 디스크에 쓰지 않는다.",
         "Should this go into the Makefile as a target?", "이걸 Makefile 타깃으로 만들까요?"),
        ("sshpass -e ssh deploy@%s  # reads SSHPASS from the environment" % pick(HOSTS), "sshpass -e (env var)",
         "Cleaned up the legacy deploy script that used sshpass -p:", "sshpass -p를 쓰던 레거시 배포 스크립트를 정리했다:",
         "With -e the password comes from $SSHPASS, which the CI injects; nothing sensitive stays in the script.",
         "-e를 쓰면 CI가 주입하는 $SSHPASS에서 비밀번호를 읽어서 스크립트에 민감한 값이 남지 않는다.",
         "Can we switch this host to key-based auth instead?", "이 호스트를 키 인증으로 바꿀 수 있나요?"),
    ][k]
    return c_from_case(lang, "flags explained in prose: ", case)


def c_encrypted(lang):
    k = rint(0, 4)
    if k == 0:
        def enc():
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (rb64(rint(12, 40)), rb64(32), rb64(16))
        snip = "db:\n    password: %s\n    user: app\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"%s\"\n" \
               "    mac: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\n    version: 3.9.1" % (
                   enc(), rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58), ts(), rb64(48), rb64(32), rb64(16))
        case = (snip, "SOPS-encrypted YAML", "The new teammate couldn't decrypt secrets.enc.yaml; its header:",
                "새 팀원이 secrets.enc.yaml을 복호화하지 못했다. 파일 헤더:",
                "Only the listed age recipients can decrypt; add the new key and run `sops updatekeys`.",
                "나열된 age recipient만 복호화할 수 있다. 새 키를 추가하고 `sops updatekeys`를 실행할 것.",
                "Should I add their key to all environments or only staging?", "모든 환경에 키를 추가할까요, staging만 할까요?")
    elif k == 1:
        body = rhex(rint(80, 160) * 2)
        snip = "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("          " + l for l in lines_of(body, 80))
        case = (snip, "Ansible Vault inline", "The playbook failed with 'Decryption failed'; the vaulted variable:",
                "플레이북이 'Decryption failed'로 실패했다. vault로 암호화된 변수:",
                "It was encrypted with the staging vault id; pass --vault-id staging@prompt.",
                "staging vault id로 암호화돼 있었다. --vault-id staging@prompt를 넘길 것.",
                "Should we standardise on one vault id per environment?", "환경별로 vault id를 하나씩으로 통일할까요?")
    elif k == 2:
        snip = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\nspec:\n  encryptedData:\n" \
               "    password: %s" % (pick(SERVICES), "AgB" + rs(B64, rint(200, 330)) + "==")
        case = (snip, "SealedSecret encryptedData", "The controller didn't unseal the secret after the cluster rebuild:",
                "클러스터 재구축 후 컨트롤러가 시크릿을 unseal하지 않았다:",
                "Sealed values are bound to the old controller key; re-seal with the new cluster's certificate.",
                "sealed 값은 예전 컨트롤러 키에 묶여 있다. 새 클러스터 인증서로 다시 seal할 것.",
                "Do we have a backup of the old sealing key?", "예전 sealing 키 백업이 있나요?")
    elif k == 3:
        snip = "aws kms decrypt --ciphertext-blob fileb://token.enc --query Plaintext --output text\n# token.enc (base64): AQICAHh%s" % (
            rs(B64, rint(180, 260)) + "=")
        case = (snip, "KMS ciphertext blob", "The Lambda couldn't decrypt its config after the key policy change:",
                "키 정책 변경 후 Lambda가 설정을 복호화하지 못했다:",
                "The ciphertext is useless without kms:Decrypt on that key; the role lost the grant.",
                "이 암호문은 해당 키의 kms:Decrypt 권한 없이는 쓸모가 없다. role의 grant가 빠져 있었다.",
                "Can I add the grant back for the Lambda role?", "Lambda role에 grant를 다시 추가해도 될까요?")
    else:
        snip = "config/credentials.yml.enc:\n%s--%s--%s" % (rb64(rint(150, 260)), rb64(12), rb64(16))
        case = (snip, "Rails encrypted credentials file", "Merge conflict in the encrypted credentials file:",
                "암호화된 credentials 파일에서 merge conflict가 났다:",
                "Encrypted files can't be merged by git; decrypt both sides with `rails credentials:edit` and redo the change.",
                "암호화 파일은 git이 merge할 수 없다. `rails credentials:edit`로 양쪽을 열어 변경을 다시 적용할 것.",
                "Who holds the master key for this app?", "이 앱의 master key는 누가 갖고 있나요?")
    return c_from_case(lang, "encrypted blob: ", case)


def c_redacted(lang):
    v = VENDORS[VENDOR_QC.next()]
    var = [i for i in v["items"]() if i[3]][0][1]
    mark = pick(["[REDACTED]", "***", "<redacted>", "[hidden]", "********", "<secret>"])
    snip = pick(["%s=%s" % (var, mark), "Authorization: Bearer %s" % mark, "postgres://app:%s@%s:5432/%s" % (mark, pick(HOSTS), pick(DBS)),
                 "password: %s" % mark])
    case = (snip, "already-redacted values (%s)" % mark,
            "The user shared the config with secrets already blanked out:", "사용자가 시크릿을 가린 설정을 공유했다:",
            "The redacted copy was enough to find the problem; the real value was never needed.",
            "가린 사본만으로도 문제를 찾을 수 있었고, 실제 값은 필요 없었다.",
            "Keep redacting like this when you share configs?", "앞으로도 설정을 공유할 때 이렇게 가려 주실래요?")
    return c_from_case(lang, "already redacted: ", case)


def c_token_format(lang):
    v = VENDORS[VENDOR_QC.next()]
    mc = pick(L(lang, ["I was asked to add a pre-commit check that blocks committed %s credentials." % brand(v),
                       "The secret scanner missed a %s key in a PR; I had to describe the key shape." % brand(v)],
                ["%s 자격 증명 커밋을 막는 pre-commit 검사를 추가해 달라는 요청을 받았다." % brand(v),
                 "시크릿 스캐너가 PR에서 %s 키를 놓쳐서 키 형태를 정리해야 했다." % brand(v)]))
    lesson = pick(L(lang, ["Match on the documented prefix plus the character class and length instead of on the variable name; "
                           "the test fixtures use obviously fake values built at runtime.",
                           "The rule must ignore placeholders such as <token> and ${VAR}; only a real-looking body should trigger it."],
                    ["변수 이름이 아니라 문서에 나온 prefix와 문자 집합, 길이로 매칭할 것. 테스트 픽스처는 런타임에 만든 가짜 값을 쓴다.",
                     "<token>이나 ${VAR} 같은 placeholder는 무시하고 실제처럼 생긴 본문만 걸리게 해야 한다."]))
    snip = pick(["rules:\n  - id: %s\n    regex: '<documented pattern>'\n    keywords: [%s]" % (v["key"] + "-token", v["key"]),
                 "pre-commit: detect-secrets scan --baseline .secrets.baseline"])
    ask = pick(L(lang, ["Should the hook block the commit or only warn?"], ["hook이 커밋을 막을까요, 경고만 할까요?"]))
    return c_note("token-format talk without values (%s)" % v["name"], mc, lesson + "\n" + snip, ask)


PLAIN = [
    ("The nightly report used the server's UTC clock, so Korean users saw yesterday's date.",
     "야간 리포트가 서버 UTC 시간을 써서 한국 사용자에게 전날 날짜가 보였다.",
     "Convert to Asia/Seoul at the presentation layer only; keep storage in UTC.",
     "저장은 UTC로 두고 표시 계층에서만 Asia/Seoul로 변환할 것.",
     "Should the CSV export also switch to KST?", "CSV export도 KST로 바꿀까요?"),
    ("The e2e suite was flaky because two tests shared the same fixture user.",
     "두 테스트가 같은 픽스처 사용자를 공유해서 e2e 테스트가 불안정했다.",
     "Give each test its own user created in beforeEach; the flake disappeared.",
     "beforeEach에서 테스트마다 사용자를 따로 만드니 불안정이 사라졌다.",
     "Can I parallelise the suite now?", "이제 테스트를 병렬로 돌려도 될까요?"),
    ("Migrations locked the orders table for 40 s during peak traffic.",
     "피크 시간에 마이그레이션이 orders 테이블을 40초간 잠갔다.",
     "Add columns without defaults first, backfill in batches, then add the constraint.",
     "기본값 없이 컬럼을 먼저 추가하고, 배치로 채운 뒤 제약 조건을 추가할 것.",
     "Is there a maintenance window this week?", "이번 주에 점검 시간이 있나요?"),
    ("I didn't know the frontend build needs Node 20; CI used 18 and failed on a syntax error.",
     "프론트엔드 빌드에 Node 20이 필요한지 몰랐다. CI가 18을 써서 문법 에러가 났다.",
     "Pin the version in .nvmrc and read it in the CI setup step.",
     ".nvmrc에 버전을 고정하고 CI setup 단계에서 읽게 할 것.",
     "Should I upgrade the other repos too?", "다른 저장소도 올릴까요?"),
    ("Pagination on the admin list skipped rows when new records arrived.",
     "관리자 목록 페이지네이션이 새 레코드가 들어오면 행을 건너뛰었다.",
     "Use keyset pagination on (created_at, id) instead of OFFSET.",
     "OFFSET 대신 (created_at, id) 기준 keyset 페이지네이션을 쓸 것.",
     "Does the mobile app rely on page numbers?", "모바일 앱이 페이지 번호에 의존하나요?"),
    ("Korean search queries returned nothing because the index used the standard analyzer.",
     "인덱스가 standard analyzer를 써서 한국어 검색 결과가 나오지 않았다.",
     "Switch to the nori analyzer and reindex; reindexing takes about 20 minutes.",
     "nori analyzer로 바꾸고 재색인할 것. 재색인은 약 20분 걸린다.",
     "Can I run the reindex during business hours?", "업무 시간에 재색인을 돌려도 될까요?"),
    ("Image uploads from iPhones failed because HEIC was not in the allowed MIME list.",
     "아이폰에서 올린 이미지가 HEIC 형식이라 허용 MIME 목록에 없어서 업로드가 실패했다.",
     "Convert HEIC to JPEG on the client before upload; the server list stays strict.",
     "업로드 전에 클라이언트에서 HEIC를 JPEG로 변환하고 서버 허용 목록은 엄격하게 유지.",
     "Should Android get the same conversion path?", "안드로이드도 같은 변환을 넣을까요?"),
    ("The cron job ran twice after the DST change in the EU region.",
     "EU 리전에서 서머타임 변경 후 크론 잡이 두 번 실행됐다.",
     "Schedule cron in UTC and make the job idempotent with a run-date key.",
     "크론은 UTC로 예약하고 실행 날짜 키로 잡을 멱등하게 만들 것.",
     "Are there other jobs scheduled in local time?", "로컬 시간으로 예약된 다른 잡이 있나요?"),
    ("Memory usage of the worker grew until OOM because a cache had no eviction.",
     "캐시에 eviction이 없어서 워커 메모리가 OOM까지 계속 늘었다.",
     "Use an LRU with a size cap; 10k entries keep the hit rate above 90%.",
     "크기 제한이 있는 LRU를 쓸 것. 1만 개면 적중률이 90% 이상 유지된다.",
     "What hit rate do we need for the pricing cache?", "가격 캐시는 적중률이 어느 정도 필요하나요?"),
    ("Excel opened the exported CSV with broken Korean characters.",
     "export한 CSV를 엑셀에서 열면 한글이 깨졌다.",
     "Write a UTF-8 BOM at the start of the file; Excel needs it to detect the encoding.",
     "파일 앞에 UTF-8 BOM을 넣을 것. 엑셀이 인코딩을 인식하려면 필요하다.",
     "Do any consumers of this CSV break with a BOM?", "이 CSV를 읽는 곳 중 BOM 때문에 깨지는 곳이 있나요?"),
    ("The load balancer health check hit / which needs the database, so a DB blip took every pod out.",
     "로드밸런서 헬스 체크가 DB가 필요한 /를 호출해서 DB가 잠깐 흔들리면 pod가 전부 빠졌다.",
     "Point the health check at /healthz, which checks only the process itself.",
     "헬스 체크는 프로세스 자체만 확인하는 /healthz로 돌릴 것.",
     "Should readiness still include the DB check?", "readiness에는 DB 체크를 남길까요?"),
    ("Rounding of KRW amounts differed between the API and the invoice PDF.",
     "API와 인보이스 PDF의 원화 금액 반올림이 서로 달랐다.",
     "KRW has no minor unit; store integers and never format through floats.",
     "원화는 보조 단위가 없으니 정수로 저장하고 float를 거쳐 포맷하지 말 것.",
     "Should historical invoices be regenerated?", "과거 인보이스를 다시 생성할까요?"),
    ("Docker builds took 12 minutes because the dependency layer was invalidated on every commit.",
     "의존성 레이어가 커밋마다 무효화돼서 Docker 빌드가 12분 걸렸다.",
     "Copy only the lockfile before installing dependencies, then copy the source.",
     "의존성 설치 전에는 lockfile만 복사하고 소스는 그다음에 복사할 것.",
     "Can I enable BuildKit cache mounts on the runners?", "러너에서 BuildKit 캐시 마운트를 켜도 될까요?"),
    ("The push notification count badge stayed after reading messages on the web.",
     "웹에서 메시지를 읽어도 푸시 알림 배지 숫자가 남아 있었다.",
     "The read event was only sent from the mobile client; the web client now calls the same endpoint.",
     "읽음 이벤트를 모바일 클라이언트만 보내고 있었다. 웹도 같은 엔드포인트를 호출하게 바꿨다.",
     "Should badges sync across devices in real time?", "배지를 기기 간 실시간으로 동기화할까요?"),
    ("Unicode normalisation: a user could not log in because the name was stored in NFD from macOS.",
     "macOS에서 입력한 이름이 NFD로 저장돼서 사용자가 로그인하지 못했다.",
     "Normalise user-entered identifiers to NFC on write and on lookup.",
     "사용자가 입력한 식별자는 저장과 조회 모두 NFC로 정규화할 것.",
     "Should I migrate the existing rows to NFC?", "기존 행도 NFC로 마이그레이션할까요?"),
    ("gRPC calls failed behind the new ingress because HTTP/2 was not enabled upstream.",
     "새 ingress 뒤에서 upstream HTTP/2가 꺼져 있어서 gRPC 호출이 실패했다.",
     "Set the backend protocol annotation to GRPC on the ingress.",
     "ingress에 backend protocol annotation을 GRPC로 설정할 것.",
     "Are other gRPC services behind the same ingress?", "같은 ingress 뒤에 다른 gRPC 서비스가 있나요?"),
]
PLAIN_Q = Queue(range(len(PLAIN)))


def c_plain(lang):
    p = PLAIN[PLAIN_Q.next()]
    return c_note("plain engineering note", L(lang, p[0], p[1]), L(lang, p[2], p[3]), L(lang, p[4], p[5]) if chance(0.8) else "")



def publishable():
    """returns (vendor, snippet, label) - keys their vendors document as public."""
    k = rint(0, 15)
    if k == 0:
        return "Stripe", "const stripe = Stripe('pk_live_%s');" % ralnum(pick([24, 99])), "Stripe publishable key"
    if k == 1:
        cfg = {"apiKey": "AIza" + rs(B64URL, 35), "authDomain": "acme-%s.firebaseapp.com" % pick(ENVS),
               "projectId": "acme-" + pick(ENVS), "storageBucket": "acme-%s.appspot.com" % pick(ENVS),
               "messagingSenderId": rdigits(12), "appId": "1:%s:web:%s" % (rdigits(12), rhex(22))}
        return "Firebase", "const firebaseConfig = " + json.dumps(cfg, indent=2) + ";", "Firebase web config apiKey"
    if k == 2:
        return "reCAPTCHA", '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64URL, 38), "reCAPTCHA site key"
    if k == 3:
        return "Kakao", "Kakao.init('%s'); // JavaScript key\nKakao.isInitialized();" % rhex(32), "Kakao JavaScript key"
    if k == 4:
        return "Toss Payments", "const tossPayments = TossPayments('live_ck_%s');" % ralnum(28), "Toss Payments client key"
    if k == 5:
        tok = "pk." + b64u(json.dumps({"u": "acme-maps", "a": rs(LODG, 25)}, separators=(",", ":"))) + "." + rs(B64URL, 22)
        return "Mapbox", "mapboxgl.accessToken = '%s';" % tok, "Mapbox public token (pk.)"
    if k == 6:
        return "Algolia", "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(UPDG, 10), rhex(32)), \
            "Algolia search-only API key"
    if k == 7:
        return "Sentry", "Sentry.init({ dsn: 'https://%s@o%s.ingest.sentry.io/%s' });" % (rhex(32), rdigits(6), rdigits(7)), \
            "Sentry DSN"
    if k == 8:
        return "PostHog", "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % ralnum(43), "PostHog project API key"
    if k == 9:
        return "Mixpanel", "mixpanel.init('%s', { track_pageview: true });" % rhex(32), "Mixpanel project token"
    if k == 10:
        anon = jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "anon", "iat": rint(1690000000, 1730000000),
                    "exp": rint(2000000000, 2050000000)})
        return "Supabase", "const supabase = createClient('https://%s.supabase.co', '%s')" % (rs(LO, 20), anon), \
            "Supabase anon key (RLS on)"
    if k == 11:
        return "PAY.JP", "const payjp = Payjp('pk_live_%s');" % rhex(24), "PAY.JP public key"
    if k == 12:
        return "Naver Maps", '<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s"></script>' % rs(LODG, 10), \
            "Naver Maps ncpKeyId"
    if k == 13:
        return "LaunchDarkly", "const ldClient = LDClient.initialize('%s', context); // client-side ID" % rhex(24), \
            "LaunchDarkly client-side ID"
    if k == 14:
        return "Braintree", "braintree.client.create({ authorization: 'production_%s_%s' })" % (rs(LODG, 8), rs(LODG, 16)), \
            "Braintree tokenization key"
    return "Datadog RUM", "datadogRum.init({ applicationId: '%s', clientToken: 'pub%s', site: 'datadoghq.eu' })" % (
        ruuid(), rhex(32)), "Datadog RUM client token"


def c_publishable(lang):
    vend, snip, label = publishable()
    mc = pick(L(lang, ["A reviewer flagged a 'leaked key' in the frontend bundle; the line in question:",
                       "Setting up %s on the checkout page; the snippet from their dashboard:" % vend,
                       "The user asked whether this value in the web app must be moved to the server:"],
                ["리뷰어가 프론트엔드 번들에서 '키 유출'을 지적했다. 해당 줄:",
                 "결제 페이지에 %s 를 붙이면서 대시보드에서 받은 스니펫:" % vend,
                 "사용자가 웹앱에 있는 이 값을 서버로 옮겨야 하는지 물었다:"])) + "\n" + snip
    lesson = pick(L(lang, ["%s documents this key as public: it is meant to ship to browsers; the secret counterpart stays on the server." % vend,
                           "This is the client-side key; what protects the account is the domain restriction and the server-side secret.",
                           "No rotation needed: the value is public by design. I added a comment so the scanner allowlist explains it."],
                    ["%s 문서상 이 키는 공개용이라 브라우저에 들어가는 게 정상이고, 짝이 되는 시크릿은 서버에만 있다." % vend,
                     "이건 클라이언트용 키다. 계정을 보호하는 건 도메인 제한과 서버 쪽 시크릿이다.",
                     "원래 공개용 값이라 교체할 필요 없다. 스캐너 allowlist에 이유를 주석으로 남겼다."]))
    ask = pick(L(lang, ["Should I add a domain restriction in the %s console?" % vend, "Do you want the scanner to allowlist this pattern?"],
                 ["%s 콘솔에서 도메인 제한을 걸까요?" % vend, "스캐너가 이 패턴을 allowlist 하도록 할까요?"]))
    return c_note("publishable key: " + label + " [publishable]", mc, lesson, ask)

# --------------------------------------------------------------------------------------------
# step 9: plan, generation loop with assertions, final shuffle, ids, output
# --------------------------------------------------------------------------------------------
def t_vendor_planned(lang, vi):
    return t_vendor(lang, vi=vi, cname=CONT_Q.next(), mode=MODE_Q.next())


SECRET_PLAN = [("t_vendor", 130), ("s_cmd", 20), ("s_conn", 20), ("s_header", 14), ("s_cookie", 8), ("s_signed_url", 10),
               ("s_webhook", 12), ("s_pem", 14), ("s_totp", 8), ("s_recovery", 8), ("s_pin", 8), ("s_wifi", 8),
               ("s_dotfile", 14), ("s_framework", 10), ("s_appdb", 10), ("s_sql", 8), ("s_person_pw", 14),
               ("s_rotation_diff", 6), ("s_git_remote", 6), ("s_cred_table", 4), ("s_app_password", 5),
               ("s_passphrase", 5), ("s_multi_env", 6), ("s_long_token", 6), ("s_kakaotalk", 6)]
CLEAN_PLAN = [("c_placeholder", 28), ("c_masked", 26), ("c_envref", 26), ("c_secretmgr", 22), ("c_hashes", 20),
              ("c_digests", 20), ("c_gitsha", 14), ("c_ids", 20), ("c_pubkey", 22), ("c_nonsecret_ids", 18),
              ("c_base64", 18), ("c_longids", 16), ("c_versions", 12), ("c_policy", 10), ("c_flags", 14),
              ("c_encrypted", 18), ("c_redacted", 12), ("c_token_format", 10), ("c_publishable", 20), ("c_plain", 14)]
assert sum(n for _, n in SECRET_PLAN) == N_PER_KIND and sum(n for _, n in CLEAN_PLAN) == N_PER_KIND

SEEN = {}


def build(kind, tname, lang, arg):
    fn = globals()[tname]
    last = None
    for attempt in range(60):
        LANG[0] = lang
        try:
            d = fn(lang, arg) if arg is not None else fn(lang)
            secrets = []
            for x in d["secrets"]:
                if x not in secrets:
                    secrets.append(x)
            note = {"id": None, "lang": lang, "kind": kind, "category": d["category"],
                    "fields": {"missing_context": d["mc"], "lesson": d["lesson"], "ask_next_time": d["ask"]},
                    "secrets": secrets if kind == "secret" else []}
            check_note(note)
            key = hashlib.sha256(json.dumps(note["fields"], ensure_ascii=False).encode()).hexdigest()
            if key in SEEN:
                raise Retry("duplicate note")
            SEEN[key] = 1
            meta = {"template": tname, "vendor": d.get("vendor"), "region": d.get("region"), "attempts": attempt + 1}
            return note, meta
        except Retry as e:
            last = str(e)
    raise RuntimeError("could not build %s/%s/%s: %s" % (kind, tname, lang, last))


def plan(kind, spec):
    names = []
    for name, n in spec:
        names += [name] * n
    names = shuffled(names)
    langs = shuffled(["en"] * N_EN + ["ko"] * N_KO)
    return list(zip(names, langs))


def main():
    notes, metas = [], []
    for kind, spec in (("secret", SECRET_PLAN), ("clean", CLEAN_PLAN)):
        for tname, lang in plan(kind, spec):
            arg = None
            if tname == "t_vendor":
                tname, arg = "t_vendor_planned", VENDOR_Q.next()
            elif tname in ("s_rotation_diff", "s_multi_env", "s_kakaotalk"):
                arg = VENDOR_Q.next()     # drawn once per note, so every vendor reaches the secret notes
            note, meta = build(kind, tname, lang, arg)
            if tname == "t_vendor_planned":
                meta["vendor"], meta["region"] = VENDORS[arg]["name"], VENDORS[arg]["region"]
            notes.append(note)
            metas.append(meta)
    order = shuffled(range(len(notes)))
    out = []
    for new_i, old_i in enumerate(order):
        n = notes[old_i]
        n["id"] = "ez%03d" % (new_i + 1)
        out.append((n, metas[old_i]))
    # final assertions over the whole set
    assert len(out) == 720
    cnt = {}
    for n, _ in out:
        cnt[(n["kind"], n["lang"])] = cnt.get((n["kind"], n["lang"]), 0) + 1
        check_note(n)
        assert list(n.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
    assert cnt == {("secret", "en"): N_EN, ("secret", "ko"): N_KO, ("clean", "en"): N_EN, ("clean", "ko"): N_KO}, cnt
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for n, _ in out:
            f.write(json.dumps(n, ensure_ascii=False) + "\n")
    if "--stats" in sys.argv:
        stats(out)
    with open(OUT, "rb") as f:
        print("wrote %s (%d notes) sha256=%s" % (OUT, len(out), hashlib.sha256(f.read()).hexdigest()))


def stats(out):
    vend, reg, tmpl, cats = {}, {}, {}, {}
    for n, m in out:
        tmpl[(n["kind"], m["template"])] = tmpl.get((n["kind"], m["template"]), 0) + 1
        if n["kind"] == "secret" and m.get("vendor"):
            vend[m["vendor"]] = vend.get(m["vendor"], 0) + 1
            reg[m["region"]] = reg.get(m["region"], 0) + 1
        cats[n["category"]] = 1
    print("distinct vendors in secret notes:", len(vend), "of", len(VENDORS))
    print("vendor notes by region:", sorted(reg.items()))
    print("templates:", len(tmpl), sorted(tmpl.items()))
    print("distinct categories:", len(cats))
    print("containers:", len(CONTAINER_NAMES) + 2)
    print("publishable:", sum(1 for n, _ in out if n["category"].endswith("[publishable]")))
    print("max attempts:", max(m["attempts"] for _, m in out))
    print("secrets per secret note: total", sum(len(n["secrets"]) for n, _ in out))
    missing = [v["name"] for v in VENDORS if v["name"] not in vend]
    print("vendors missing from secret notes:", missing)


if __name__ == "__main__":
    main()
