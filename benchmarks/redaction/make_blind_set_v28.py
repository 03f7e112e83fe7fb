#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v28.py -- blind evaluation set v28 for a credential-redaction filter.

Self-contained, Python 3 standard library only, no network, no local imports.
One PRNG, random.Random(28_2026_1126), drives every choice: template counts, languages,
presentation styles, which field gets the secret, every random value, retries and the
final shuffle.  No set is ever iterated; JSON is written with a fixed key order.

Usage:  python3 make_blind_set_v28.py [output_dir]
Writes blind_set_v28.jsonl and README_v28.txt into output_dir (default: this file's folder).
"""
import base64
import hashlib
import json
import os
import re
import sys
import urllib.parse
import random

R = random.Random(28_2026_1126)

UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
ALNUM = UP + LO + DG
LOAN = LO + DG
UPAN = UP + DG
B64A = UP + LO + DG + "+/"
B64U = UP + LO + DG + "-_"
B32 = UP + "234567"
B32L = LO + "234567"
BECH = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
BCRYPT64 = "./" + UP + LO + DG

TARGET_TOTAL = 720          # notes in the set (>= 640)
MAX_PER_CATEGORY = 3
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


# ---------------------------------------------------------------- random helpers
def rs(alpha, n):
    return "".join(alpha[R.randrange(len(alpha))] for _ in range(n))


def an(n):
    return rs(ALNUM, n)


def hx(n):
    return rs(HEXL, n)


def HX(n):
    return rs(HEXU, n)


def dg(n):
    return str(R.randint(1, 9)) + rs(DG, n - 1) if n > 1 else rs(DG, 1)


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(nbytes):
    return base64.b64encode(rbytes(nbytes)).decode()


def b64u(nbytes):
    return base64.urlsafe_b64encode(rbytes(nbytes)).decode().rstrip("=")


def b64s(s):
    return base64.b64encode(s.encode()).decode()


def b64us(s):
    return base64.urlsafe_b64encode(s.encode()).decode().rstrip("=")


def uuid4():
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def UUID4():
    return uuid4().upper()


def sample(seq, k):
    idx = list(range(len(seq)))
    out = []
    for _ in range(k):
        j = R.randrange(len(idx))
        out.append(seq[idx.pop(j)])
    return out


def shuffle(lst):
    R.shuffle(lst)
    return lst


def T(L, en, ko):
    return en if L == "en" else ko


def rdate():
    return f"{pick([2024, 2025])}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}"


def rtime():
    return f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}"


def rts():
    return rdate() + "T" + rtime() + "Z"


def epoch():
    return R.randint(1704067200, 1764460800)


def jwt_b64(obj):
    return b64us(json.dumps(obj, separators=(",", ":")))


def make_jwt(payload, alg="HS256", kid=None, siglen=43):
    hdr = {"alg": alg, "typ": "JWT"}
    if kid:
        hdr["kid"] = kid
    return jwt_b64(hdr) + "." + jwt_b64(payload) + "." + rs(B64U, siglen)


def pem_lines(prefix, total_chars, width=64):
    """base64 body of a PEM key: fixed DER prefix + random; every line >= 8 chars."""
    body = prefix + rs(B64A, total_chars - len(prefix))
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    if len(lines) > 1 and len(lines[-1]) < 8:
        lines[-2] = lines[-2] + lines[-1]
        lines.pop()
    return lines


# ---------------------------------------------------------------- people, projects, places
EN_PEOPLE = ["Dana", "Priya", "Marco", "Lena", "Tom", "Aisha", "Kenji", "Sofia", "Ravi", "Nora",
             "Ethan", "Chloe", "Omar", "Hannah", "Lucas", "Mei", "Jonas", "Grace", "Felix", "Iris"]
KO_PEOPLE = [("김민수", "minsu"), ("이지연", "jiyeon"), ("박서준", "seojun"), ("최유나", "yuna"),
             ("정하늘", "haneul"), ("한도윤", "doyun"), ("오세린", "serin"), ("윤지호", "jiho"),
             ("강다은", "daeun"), ("임태현", "taehyun"), ("송하린", "harin"), ("조은우", "eunwoo"),
             ("배수아", "sua"), ("신재민", "jaemin"), ("문가영", "gayoung"), ("장우진", "woojin")]
ROMAN_NAMES = ["minsu", "jiyeon", "seojun", "yuna", "haneul", "doyun", "serin", "jiho", "daeun",
               "taehyun", "harin", "eunwoo", "sua", "jaemin", "gayoung", "woojin", "sophie",
               "daniel", "olivia", "james", "emma", "noah", "mia", "leo", "hyejin", "sungmin"]
PROJECTS = ["checkout-web", "rider-app", "ops-dashboard", "partner-api", "growth-etl", "search-svc",
            "seller-center", "booking-ios", "booking-android", "ml-serving", "notify-worker",
            "admin-console", "data-lake", "recsys-train", "billing-svc", "landing-next",
            "chat-gateway", "media-pipeline", "loyalty-app", "warehouse-dbt", "auth-gateway",
            "coupon-engine", "store-front", "insight-notebooks", "delivery-tracker", "cs-bot"]
TEAMS = ["platform", "growth", "payments", "mobile", "data", "ml", "web", "infra", "commerce"]
REGIONS = ["ap-northeast-2", "us-east-1", "eu-west-1", "ap-northeast-1", "us-west-2"]
WORDS = ["orbit", "lantern", "velvet", "harbor", "maple", "cobalt", "meadow", "falcon", "pepper",
         "glacier", "tundra", "saffron", "willow", "ember", "quartz", "nectar", "pixel", "canyon",
         "juniper", "marble", "sparrow", "cinder", "lagoon", "thistle", "walnut", "breeze"]
PW_WORDS = ["Sunshine", "Dragon", "Monkey", "Blue", "Winter", "Summer", "Autumn", "Spring", "Tiger",
            "Coffee", "Galaxy", "Rocket", "Ocean", "Forest", "Panda", "Maple", "Soccer", "Purple"]
KO_PW_WORDS = ["사랑해", "행복하자", "우리가족", "바다여행", "고양이", "강아지", "보고싶다", "안녕하세요",
               "감사합니다", "제주도", "부산갈매기", "토끼", "하늘나라", "첫눈", "벚꽃엔딩", "우리집",
               "해바라기", "별빛", "초코우유", "떡볶이"]


def person_en():
    return pick(EN_PEOPLE)


def person_ko():
    return pick(KO_PEOPLE)[0]


def proj():
    return pick(PROJECTS)


def rds_host(name=None):
    name = name or pick(["orders", "core", "app", "billing", "analytics", "users"])
    return f"{name}-{pick(['prod', 'stg'])}.{rs(LOAN, 12)}.{pick(REGIONS)}.rds.amazonaws.com"


def int_host(kind):
    return f"{kind}-{pick(['prod', 'stg', 'dev'])}-{R.randint(1, 4)}.{pick(['internal', 'corp.local', 'svc.cluster.local'])}"


# ---------------------------------------------------------------- Hangul -> 2-beolsik keyboard
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
         "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a",
         "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(word):
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            out.append(_CHO[code // 588] + _JUNG[(code % 588) // 28] + _JONG[code % 28])
        else:
            out.append(ch)
    return "".join(out)


# ---------------------------------------------------------------- password generators
SYMS = "!@#$%^&*"


def pw_machine(n=None):
    n = n or R.randint(14, 24)
    while True:
        p = rs(ALNUM + "!@#%^&*-_=+", n)
        if (any(c in UP for c in p) and any(c in LO for c in p) and any(c in DG for c in p)
                and any(c in "!@#%^&*-_=+" for c in p)):
            return p


def pw_urlsafe(n=None):
    return rs(ALNUM, n or R.randint(16, 28))


def pw_name_bday():
    name = pick(ROMAN_NAMES)
    if chance(0.5):
        name = name.capitalize()
    y = R.randint(1978, 2001)
    m, d = R.randint(1, 12), R.randint(1, 28)
    date = pick([f"{m:02d}{d:02d}", f"{y % 100:02d}{m:02d}{d:02d}", f"{y}", f"{y}{m:02d}{d:02d}",
                 f"{m:02d}{d:02d}{y % 100:02d}"])
    p = name + date + pick(["!", "!!", "@", "#", "*", "", "^^", "~"])
    return p if len(p) >= 8 else p + "!" * (8 - len(p))


def pw_word_year():
    w = pick(PW_WORDS)
    if chance(0.3):
        w = w.replace("a", "@").replace("o", "0").replace("e", "3")
    return w + pick(["", pick(WORDS).capitalize()]) + str(R.randint(2015, 2026)) + pick(["!", "!!", "#", "$", "@", "*"])


def pw_korean_keyboard():
    w = pick(KO_PW_WORDS)
    p = hangul_to_qwerty(w) + pick(["", str(R.randint(1, 99)), "1004", "0" + str(R.randint(1, 9)), str(R.randint(1990, 2024))]) + pick(["", "!", "!!", "@", "^^"])
    return p if len(p) >= 8 else p + str(R.randint(1000, 9999))


def pw_keyboard_walk():
    cols = ["1qaz", "2wsx", "3edc", "4rfv", "5tgb", "6yhn", "7ujm", "8ik,", "9ol."]
    shifted = ["!QAZ", "@WSX", "#EDC", "$RFV", "%TGB", "^YHN", "&UJM", "*IK<", "(OL>"]
    if chance(0.6):
        s = R.randint(0, 5)
        k = R.randint(2, 3)
        return "".join(cols[i] if chance(0.5) else shifted[i] for i in range(s, s + k))
    rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "1234567890"]
    row = pick(rows)
    s = R.randint(0, 2)
    a = row[s:s + R.randint(4, 6)]
    return a + pick(["1234", "!@#$", "0987", "4321", "!@#", "123!"]) + pick(["", "!", "^^"])


def pw_passphrase():
    sep = pick(["-", " ", ".", "_"])
    ws = sample(WORDS, R.randint(3, 5))
    if chance(0.4):
        ws[R.randrange(len(ws))] += str(R.randint(2, 99))
    return sep.join(ws)


def pw_pin():
    return rs(DG, R.randint(8, 12))


PW_KINDS = [("machine-random", pw_machine), ("name+birthday", pw_name_bday),
            ("word+year+symbol", pw_word_year), ("korean-on-qwerty", pw_korean_keyboard),
            ("keyboard-walk", pw_keyboard_walk), ("passphrase", pw_passphrase)]


def any_pw():
    return pick(PW_KINDS)[1]()


def url_pw():
    """password that needs percent-encoding in a URL"""
    while True:
        p = rs(ALNUM, R.randint(6, 12)) + pick(["@", "#", "%", "/", ":", "?"]) + rs(ALNUM, R.randint(4, 8)) + pick(["!", "@", "#", "$"])
        enc = urllib.parse.quote(p, safe="")
        if enc != p:
            return p, enc


# ================================================================ vendor token specs
# Each spec: vendor company, key kind, area, parts [(VAR, generator, listed)], auth renderer.
VENDORS = []


def vs(v, k, area, parts, auth=None, host=None, path="/", method="GET", body=None):
    VENDORS.append({"v": v, "k": k, "area": area, "parts": parts, "auth": auth, "host": host,
                    "path": path, "method": method, "body": body})


def _val(v, x):
    return v[x] if isinstance(x, int) else x


def A_bearer(i=0, scheme="Bearer", name="Authorization"):
    return lambda v: {"h": [f"{name}: {scheme} {v[i]}".replace(":  ", ": ")], "x": [], "q": "", "u": None}


def A_hdr(*pairs):
    def f(v):
        return {"h": [f"{n}: {_val(v, x)}" for n, x in pairs], "x": [], "q": "", "u": None}
    return f


def A_basic(u, p, extra_hdr=None):
    def f(v):
        blob = b64s(f"{_val(v, u)}:{_val(v, p)}")
        h = ["Authorization: Basic " + blob]
        if extra_hdr:
            h += [f"{n}: {_val(v, x)}" for n, x in extra_hdr]
        return {"h": h, "x": [blob], "q": "", "u": None, "basic": (_val(v, u), _val(v, p))}
    return f


def A_query(param, i=0, extra=""):
    return lambda v: {"h": [], "x": [], "q": f"{param}={v[i]}{extra}", "u": None}


def A_url(fn):
    return lambda v: {"h": [], "x": [], "q": "", "u": fn(v)}


def P(var, gen, listed=True):
    return (var, gen, listed)


def g_aws_id(prefix="AKIA"):
    return prefix + rs(UP + "234567", 16)


def g_aws_secret():
    return rs(ALNUM + "+/", 40)


def g_openai_like(prefix):
    return prefix + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)


def g_sentry_org():
    pl = {"iat": float(epoch()), "url": "https://sentry.io", "region_url": "https://us.sentry.io",
          "org": pick(["acme", "hanbit", "moa-labs", "pinecrest"])}
    return "sntrys_" + b64us(json.dumps(pl, separators=(",", ":"))) + "_" + rs(ALNUM + "+/", 43)


def g_mapbox_sk():
    return "sk." + jwt_b64({"u": pick(ROMAN_NAMES) + "-dev", "a": "cl" + rs(LOAN, 23)}) + "." + rs(B64U, 22)


def g_supabase_service():
    return make_jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "service_role",
                     "iat": 1700000000 + R.randint(0, 30000000), "exp": 2000000000 + R.randint(0, 30000000)})


def g_discord_bot():
    uid = str(R.randint(10 ** 17, 10 ** 18 * 2))
    return b64us(uid) + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def g_adyen():
    return "AQE" + rs(B64A, 97) + "==-" + b64(32) + "-" + rs(ALNUM + "{}<>;:=", 16)


def g_intercom():
    return base64.b64encode(f"tok:{uuid4()}:1:0".encode()).decode().rstrip("=")


def g_jfrog_ref():
    return base64.b64encode(f"reftkn:01:{epoch() + 31536000}:{an(30)}".encode()).decode().rstrip("=")


def g_ably():
    return an(6) + "." + rs(B64U, 6) + ":" + rs(B64U, 43)


def g_wp_app_pw():
    return " ".join(an(4) for _ in range(6))


def g_ghost():
    return hx(24) + ":" + hx(64)


def g_tableau():
    return b64(16) + ":" + an(32)


def g_elastic_apikey():
    return b64s(rs(B64U, 20) + ":" + rs(B64U, 22))


def g_turso():
    return make_jwt({"a": "rw", "iat": epoch(), "id": uuid4()}, alg="EdDSA", siglen=86)


def g_lemonsqueezy():
    return make_jwt({"aud": "94d59cef", "jti": hx(64), "iat": epoch(), "sub": str(R.randint(10000, 999999)),
                     "scopes": []}, alg="RS256", siglen=342)


def g_appsflyer():
    return make_jwt({"nbf": epoch(), "payload": {"account_id": hx(24), "key_type": "API_V2"}}, alg="HS256")


def g_prisma():
    return make_jwt({"api_key": uuid4(), "tenant_id": hx(64), "internal_secret": uuid4()})


def g_data_go_kr():
    raw = b64(66)
    return raw, urllib.parse.quote(raw, safe="")


def g_ssws():
    return "00" + rs(B64U, 40)


# --- global developer platforms
vs("Stripe", "live secret key", "payments", [P("STRIPE_SECRET_KEY", lambda: "sk_live_51" + an(97))],
   A_bearer(), "api.stripe.com", "/v1/payment_intents", "POST", "amount=12900&currency=krw")
vs("Stripe", "webhook signing secret", "payments_webhook", [P("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + an(32))])
vs("Stripe", "restricted key", "payments", [P("STRIPE_RK_REPORTING", lambda: "rk_live_51" + an(97))],
   A_basic(0, ""), "api.stripe.com", "/v1/balance_transactions?limit=100")
vs("Amazon Web Services", "access key pair", "cloud",
   [P("AWS_ACCESS_KEY_ID", g_aws_id), P("AWS_SECRET_ACCESS_KEY", g_aws_secret)])
vs("Amazon Web Services", "temporary session credentials", "cloud",
   [P("AWS_ACCESS_KEY_ID", lambda: g_aws_id("ASIA")), P("AWS_SECRET_ACCESS_KEY", g_aws_secret),
    P("AWS_SESSION_TOKEN", lambda: "IQoJb3JpZ2luX2VjE" + rs(B64A, R.randint(300, 420)))])
vs("GitHub", "classic personal access token", "devtools", [P("GITHUB_TOKEN", lambda: "ghp_" + an(36))],
   A_bearer(0, "token"), "api.github.com", "/repos/acme/checkout-web/actions/runs")
vs("GitHub", "fine-grained personal access token", "devtools",
   [P("GH_PAT", lambda: "github_pat_11" + rs(UPAN, 20) + "_" + an(59))], A_bearer(), "api.github.com", "/user/repos")
vs("GitHub", "App installation token", "ci", [P("GH_INSTALL_TOKEN", lambda: "ghs_" + an(36))],
   A_bearer(), "api.github.com", "/repos/acme/partner-api/pulls")
vs("GitLab", "personal access token", "devtools", [P("GITLAB_TOKEN", lambda: "glpat-" + rs(ALNUM + "_-", 20))],
   A_hdr(("PRIVATE-TOKEN", 0)), "gitlab.com", "/api/v4/projects?membership=true")
vs("GitLab", "runner authentication token", "ci", [P("CI_RUNNER_TOKEN", lambda: "glrt-" + rs(ALNUM + "_-", 20))])
vs("Slack", "bot token", "messaging", [P("SLACK_BOT_TOKEN", lambda: f"xoxb-{dg(12)}-{dg(13)}-{an(24)}")],
   A_bearer(), "slack.com", "/api/chat.postMessage", "POST", '{"channel":"C04ALERTS","text":"deploy done"}')
vs("Slack", "incoming webhook", "messaging", [P("SLACK_WEBHOOK_SECRET_PART", lambda: an(24))],
   A_url(lambda v: f"https://hooks.slack.com/services/T{rs(UPAN, 9)}/B{rs(UPAN, 10)}/{v[0]}"), method="POST",
   body='{"text":"nightly ETL finished"}')
vs("Slack", "signing secret", "messaging", [P("SLACK_SIGNING_SECRET", lambda: hx(32))])
vs("OpenAI", "project API key", "llm", [P("OPENAI_API_KEY", lambda: g_openai_like("sk-proj-"))],
   A_bearer(), "api.openai.com", "/v1/chat/completions", "POST")
vs("OpenAI", "service account key", "llm", [P("OPENAI_API_KEY", lambda: g_openai_like("sk-svcacct-"))],
   A_bearer(), "api.openai.com", "/v1/batches", "GET")
vs("Anthropic", "API key", "llm", [P("ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(B64U, 93) + "AA")],
   A_hdr(("x-api-key", 0), ("anthropic-version", "2023-06-01")), "api.anthropic.com", "/v1/messages", "POST")
vs("Anthropic", "admin API key", "llm", [P("ANTHROPIC_ADMIN_KEY", lambda: "sk-ant-admin01-" + rs(B64U, 93) + "AA")],
   A_hdr(("x-api-key", 0), ("anthropic-version", "2023-06-01")), "api.anthropic.com", "/v1/organizations/usage_report/messages")
vs("Google", "Gemini API key", "llm", [P("GEMINI_API_KEY", lambda: "AIza" + rs(B64U, 35))],
   A_hdr(("x-goog-api-key", 0)), "generativelanguage.googleapis.com", "/v1beta/models/gemini-1.5-flash:generateContent", "POST")
vs("Google", "OAuth client secret", "auth",
   [P("GOOGLE_CLIENT_ID", lambda: f"{dg(12)}-{rs(LOAN, 32)}.apps.googleusercontent.com", False),
    P("GOOGLE_CLIENT_SECRET", lambda: "GOCSPX-" + rs(B64U, 28))])
vs("Google", "OAuth refresh token", "mobile", [P("FIREBASE_TOKEN", lambda: "1//0" + pick("egdc") + rs(B64U, 99))])
vs("Twilio", "auth token", "sms",
   [P("TWILIO_ACCOUNT_SID", lambda: "AC" + hx(32), False), P("TWILIO_AUTH_TOKEN", lambda: hx(32))],
   A_basic(0, 1), "api.twilio.com", "/2010-04-01/Accounts/{0}/Messages.json", "POST")
vs("SendGrid", "API key", "email", [P("SENDGRID_API_KEY", lambda: "SG." + rs(B64U, 22) + "." + rs(B64U, 43))],
   A_bearer(), "api.sendgrid.com", "/v3/mail/send", "POST")
vs("Mailgun", "private API key", "email", [P("MAILGUN_API_KEY", lambda: hx(32) + "-" + hx(8) + "-" + hx(8))],
   A_basic("api", 0), "api.mailgun.net", "/v3/mg.example.kr/messages", "POST")
vs("Mailchimp", "API key", "email", [P("MAILCHIMP_API_KEY", lambda: hx(32) + "-us" + str(R.randint(2, 21)))],
   A_basic("anystring", 0), "us14.api.mailchimp.com", "/3.0/lists")
vs("Postmark", "server token", "email", [P("POSTMARK_SERVER_TOKEN", uuid4)],
   A_hdr(("X-Postmark-Server-Token", 0)), "api.postmarkapp.com", "/email", "POST")
vs("Resend", "API key", "email", [P("RESEND_API_KEY", lambda: "re_" + an(8) + "_" + an(24))],
   A_bearer(), "api.resend.com", "/emails", "POST")
vs("Brevo", "API key", "email", [P("BREVO_API_KEY", lambda: "xkeysib-" + hx(64) + "-" + an(16))],
   A_hdr(("api-key", 0)), "api.brevo.com", "/v3/smtp/email", "POST")
vs("npm", "automation token", "devtools", [P("NPM_TOKEN", lambda: "npm_" + an(36))])
vs("Python Software Foundation (PyPI)", "API token", "devtools",
   [P("TWINE_PASSWORD", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64U, R.randint(140, 170)))])
vs("Docker", "Docker Hub personal access token", "ci", [P("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(B64U, 27))])
vs("HashiCorp", "Vault token", "cloud", [P("VAULT_TOKEN", lambda: "hvs." + pick([an(24), "CAESI" + rs(B64U, 86)]))],
   A_hdr(("X-Vault-Token", 0)), "vault.internal:8200", "/v1/secret/data/payments")
vs("HashiCorp", "Terraform Cloud team token", "cloud", [P("TFE_TOKEN", lambda: an(14) + ".atlasv1." + an(67))],
   A_bearer(), "app.terraform.io", "/api/v2/organizations/acme/workspaces")
vs("DigitalOcean", "personal access token", "cloud", [P("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + hx(64))],
   A_bearer(), "api.digitalocean.com", "/v2/droplets")
vs("Heroku", "API key", "cloud", [P("HEROKU_API_KEY", lambda: "HRKU-AA" + rs(B64U, 58))],
   A_bearer(), "api.heroku.com", "/apps", "GET")
vs("Shopify", "Admin API access token", "commerce", [P("SHOPIFY_ADMIN_TOKEN", lambda: "shpat_" + hx(32))],
   A_hdr(("X-Shopify-Access-Token", 0)), "hanbit-store.myshopify.com", "/admin/api/2024-07/orders.json?status=any")
vs("Shopify", "app API secret", "commerce", [P("SHOPIFY_API_SECRET", lambda: "shpss_" + hx(32))])
vs("Block (Square)", "production access token", "payments", [P("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(B64U, 60))],
   A_bearer(), "connect.squareup.com", "/v2/payments", "GET")
vs("PayPal (Braintree)", "live access token", "payments",
   [P("BRAINTREE_ACCESS_TOKEN", lambda: "access_token$production$" + rs(LOAN, 16) + "$" + hx(32))])
vs("Datadog", "API and application keys", "observability",
   [P("DD_API_KEY", lambda: hx(32)), P("DD_APP_KEY", lambda: hx(40))],
   A_hdr(("DD-API-KEY", 0), ("DD-APPLICATION-KEY", 1)), "api.datadoghq.com", "/api/v1/monitor")
vs("New Relic", "user API key", "observability", [P("NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(UPAN, 27))],
   A_hdr(("API-Key", 0)), "api.newrelic.com", "/graphql", "POST")
vs("New Relic", "ingest license key", "observability", [P("NEW_RELIC_LICENSE_KEY", lambda: hx(36) + "NRAL")])
vs("Sentry", "user auth token", "observability", [P("SENTRY_AUTH_TOKEN", lambda: "sntryu_" + hx(64))],
   A_bearer(), "sentry.io", "/api/0/organizations/acme/releases/")
vs("Sentry", "organization auth token", "mobile", [P("SENTRY_AUTH_TOKEN", g_sentry_org)])
vs("Cloudflare", "API token", "network", [P("CLOUDFLARE_API_TOKEN", lambda: rs(B64U, 40))],
   A_bearer(), "api.cloudflare.com", "/client/v4/zones?name=example.kr")
vs("Cloudflare", "global API key", "network",
   [P("CF_API_EMAIL", lambda: pick(ROMAN_NAMES) + "@example.kr", False), P("CF_API_KEY", lambda: hx(37))],
   A_hdr(("X-Auth-Email", 0), ("X-Auth-Key", 1)), "api.cloudflare.com", "/client/v4/zones")
vs("Cloudflare", "R2 access key pair", "storage",
   [P("R2_ACCESS_KEY_ID", lambda: hx(32)), P("R2_SECRET_ACCESS_KEY", lambda: hx(64))])
vs("Vercel", "access token", "web", [P("VERCEL_TOKEN", lambda: an(24))],
   A_bearer(), "api.vercel.com", "/v9/projects/landing-next/env")
vs("Netlify", "personal access token", "web", [P("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + an(36))],
   A_bearer(), "api.netlify.com", "/api/v1/sites")
vs("Supabase", "service_role key", "db", [P("SUPABASE_SERVICE_ROLE_KEY", g_supabase_service)],
   A_hdr(("apikey", 0), ("Authorization", "Bearer {0}")), "xyzcompany.supabase.co", "/rest/v1/profiles?select=*")
vs("Supabase", "personal access token", "db", [P("SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + hx(40))])
vs("Google (Firebase)", "FCM legacy server key", "push",
   [P("FCM_SERVER_KEY", lambda: "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134))],
   A_hdr(("Authorization", "key={0}")), "fcm.googleapis.com", "/fcm/send", "POST")
vs("Algolia", "admin API key", "search",
   [P("ALGOLIA_APP_ID", lambda: rs(UPAN, 10), False), P("ALGOLIA_ADMIN_KEY", lambda: hx(32))],
   A_hdr(("X-Algolia-Application-Id", 0), ("X-Algolia-API-Key", 1)), "latency-dsn.algolia.net", "/1/indexes/products/settings")
vs("Mapbox", "secret access token", "maps", [P("MAPBOX_DOWNLOADS_TOKEN", g_mapbox_sk)])
vs("Linear", "personal API key", "devtools", [P("LINEAR_API_KEY", lambda: "lin_api_" + an(40))],
   A_hdr(("Authorization", 0)), "api.linear.app", "/graphql", "POST")
vs("Notion", "internal integration secret", "devtools",
   [P("NOTION_TOKEN", lambda: pick(["ntn_" + dg(11) + an(35), "secret_" + an(43)]))],
   A_bearer(), "api.notion.com", "/v1/databases/query", "POST")
vs("Airtable", "personal access token", "data", [P("AIRTABLE_PAT", lambda: "pat" + an(14) + "." + hx(64))],
   A_bearer(), "api.airtable.com", "/v0/appXyZ123/Campaigns")
vs("Asana", "personal access token", "devtools",
   [P("ASANA_PAT", lambda: "2/" + dg(16) + "/" + dg(16) + ":" + hx(32))], A_bearer(), "app.asana.com", "/api/1.0/users/me")
vs("Atlassian", "API token", "devtools",
   [P("JIRA_EMAIL", lambda: pick(ROMAN_NAMES) + "@example.kr", False),
    P("JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + rs(B64U, 170) + "=" + HX(8))],
   A_basic(0, 1), "acme.atlassian.net", "/rest/api/3/search?jql=project%3DAPP")
vs("Atlassian", "Bitbucket app password", "ci",
   [P("BITBUCKET_USER", lambda: pick(ROMAN_NAMES) + "-ci", False), P("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + an(28) + HX(8))],
   A_basic(0, 1), "api.bitbucket.org", "/2.0/repositories/acme")
vs("Figma", "personal access token", "web", [P("FIGMA_TOKEN", lambda: "figd_" + rs(B64U, 40))],
   A_hdr(("X-Figma-Token", 0)), "api.figma.com", "/v1/files/" + "Kp2" + "designsystem/nodes?ids=1:2")
vs("Discord", "bot token", "messaging", [P("DISCORD_BOT_TOKEN", g_discord_bot)],
   A_bearer(0, "Bot"), "discord.com", "/api/v10/channels/1122334455667788/messages", "POST")
vs("Discord", "webhook URL token", "messaging", [P("DISCORD_WEBHOOK_TOKEN", lambda: rs(B64U, 68))],
   A_url(lambda v: f"https://discord.com/api/webhooks/{dg(19)}/{v[0]}"), method="POST", body='{"content":"build #812 failed"}')
vs("Telegram", "bot token", "messaging", [P("TELEGRAM_BOT_TOKEN", lambda: dg(10) + ":AA" + rs(B64U, 33))],
   A_url(lambda v: f"https://api.telegram.org/bot{v[0]}/sendMessage?chat_id=-100{dg(10)}&text=etl_failed"))
vs("Hugging Face", "user access token", "llm", [P("HF_TOKEN", lambda: "hf_" + an(34))],
   A_bearer(), "huggingface.co", "/api/whoami-v2")
vs("Replicate", "API token", "llm", [P("REPLICATE_API_TOKEN", lambda: "r8_" + an(37))],
   A_bearer(), "api.replicate.com", "/v1/predictions", "POST")
vs("Groq", "API key", "llm", [P("GROQ_API_KEY", lambda: "gsk_" + an(52))],
   A_bearer(), "api.groq.com", "/openai/v1/chat/completions", "POST")
vs("Perplexity", "API key", "llm", [P("PPLX_API_KEY", lambda: "pplx-" + an(48))],
   A_bearer(), "api.perplexity.ai", "/chat/completions", "POST")
vs("Mistral AI", "API key", "llm", [P("MISTRAL_API_KEY", lambda: an(32))],
   A_bearer(), "api.mistral.ai", "/v1/chat/completions", "POST")
vs("Cohere", "production API key", "llm", [P("CO_API_KEY", lambda: an(40))],
   A_bearer(), "api.cohere.com", "/v2/rerank", "POST")
vs("xAI", "API key", "llm", [P("XAI_API_KEY", lambda: "xai-" + an(80))],
   A_bearer(), "api.x.ai", "/v1/chat/completions", "POST")
vs("DeepSeek", "API key", "llm", [P("DEEPSEEK_API_KEY", lambda: "sk-" + hx(32))],
   A_bearer(), "api.deepseek.com", "/chat/completions", "POST")
vs("OpenRouter", "API key", "llm", [P("OPENROUTER_API_KEY", lambda: "sk-or-v1-" + hx(64))],
   A_bearer(), "openrouter.ai", "/api/v1/chat/completions", "POST")
vs("Together AI", "API key", "llm", [P("TOGETHER_API_KEY", lambda: hx(64))],
   A_bearer(), "api.together.xyz", "/v1/completions", "POST")
vs("Fireworks AI", "API key", "llm", [P("FIREWORKS_API_KEY", lambda: "fw_" + an(24))],
   A_bearer(), "api.fireworks.ai", "/inference/v1/chat/completions", "POST")
vs("Pinecone", "API key", "llm", [P("PINECONE_API_KEY", lambda: "pcsk_" + an(6) + "_" + an(63))],
   A_hdr(("Api-Key", 0)), "api.pinecone.io", "/indexes")
vs("Weights & Biases", "API key", "ml", [P("WANDB_API_KEY", lambda: hx(40))])
vs("LangChain (LangSmith)", "personal access token", "llm",
   [P("LANGSMITH_API_KEY", lambda: "lsv2_pt_" + hx(32) + "_" + hx(10))],
   A_hdr(("x-api-key", 0)), "api.smith.langchain.com", "/runs/query", "POST")
vs("Langfuse", "secret key", "llm",
   [P("LANGFUSE_PUBLIC_KEY", lambda: "pk-lf-" + uuid4(), False), P("LANGFUSE_SECRET_KEY", lambda: "sk-lf-" + uuid4())],
   A_basic(0, 1), "cloud.langfuse.com", "/api/public/traces?limit=20")
vs("ElevenLabs", "API key", "media", [P("ELEVENLABS_API_KEY", lambda: "sk_" + hx(48))],
   A_hdr(("xi-api-key", 0)), "api.elevenlabs.io", "/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM", "POST")
vs("Deepgram", "API key", "media", [P("DEEPGRAM_API_KEY", lambda: hx(40))],
   A_bearer(0, "Token"), "api.deepgram.com", "/v1/listen?model=nova-2&language=ko", "POST")
vs("AssemblyAI", "API key", "media", [P("ASSEMBLYAI_API_KEY", lambda: hx(32))],
   A_hdr(("authorization", 0)), "api.assemblyai.com", "/v2/transcript", "POST")
vs("Microsoft (Azure OpenAI)", "resource key", "llm", [P("AZURE_OPENAI_API_KEY", lambda: hx(32))],
   A_hdr(("api-key", 0)), "acme-kr.openai.azure.com", "/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01", "POST")
vs("Microsoft (Azure Storage)", "storage account key", "storage", [P("AZURE_STORAGE_ACCOUNT_KEY", lambda: b64(64))])
vs("Microsoft (Entra ID)", "app client secret", "auth",
   [P("AZURE_CLIENT_ID", uuid4, False), P("AZURE_CLIENT_SECRET", lambda: an(3) + "8Q~" + rs(ALNUM + "_.~-", 34))])
vs("Microsoft (Azure DevOps)", "personal access token", "ci", [P("AZDO_PAT", lambda: rs(B32L, 52))],
   A_basic("", 0), "dev.azure.com", "/acme/_apis/pipelines?api-version=7.1")
vs("Okta", "API token", "auth", [P("OKTA_API_TOKEN", g_ssws)],
   A_bearer(0, "SSWS"), "acme.okta.com", "/api/v1/users?limit=25")
vs("Okta (Auth0)", "application client secret", "auth",
   [P("AUTH0_CLIENT_ID", lambda: an(32), False), P("AUTH0_CLIENT_SECRET", lambda: rs(B64U, 64))])
vs("Clerk", "secret key", "auth", [P("CLERK_SECRET_KEY", lambda: "sk_live_" + an(42))],
   A_bearer(), "api.clerk.com", "/v1/users?limit=10")
vs("Mixpanel", "service account secret", "analytics",
   [P("MIXPANEL_SA_USERNAME", lambda: "etl-export." + rs(LOAN, 6) + ".mp-service-account", False),
    P("MIXPANEL_SA_SECRET", lambda: an(32))], A_basic(0, 1), "data.mixpanel.com", "/api/2.0/export?from_date=2025-03-01&to_date=2025-03-01")
vs("Amplitude", "secret key", "analytics",
   [P("AMPLITUDE_API_KEY", lambda: hx(32), False), P("AMPLITUDE_SECRET_KEY", lambda: hx(32))],
   A_basic(0, 1), "amplitude.com", "/api/2/export?start=20250301T00&end=20250301T23")
vs("PostHog", "personal API key", "analytics", [P("POSTHOG_PERSONAL_API_KEY", lambda: "phx_" + an(43))],
   A_bearer(), "us.posthog.com", "/api/projects/12345/insights/")
vs("LaunchDarkly", "server-side SDK key", "abtest", [P("LD_SDK_KEY", lambda: "sdk-" + uuid4())])
vs("LaunchDarkly", "API access token", "abtest", [P("LD_API_TOKEN", lambda: "api-" + uuid4())],
   A_hdr(("Authorization", 0)), "app.launchdarkly.com", "/api/v2/flags/default")
vs("Statsig", "server secret key", "abtest", [P("STATSIG_SERVER_SECRET", lambda: "secret-" + an(43))],
   A_hdr(("statsig-api-key", 0)), "statsigapi.net", "/console/v1/experiments")
vs("Braze", "REST API key", "push", [P("BRAZE_REST_API_KEY", uuid4)],
   A_bearer(), "rest.iad-05.braze.com", "/users/track", "POST")
vs("OneSignal", "REST API key", "push", [P("ONESIGNAL_REST_API_KEY", lambda: "os_v2_app_" + rs(B32L, 113))],
   A_bearer(0, "Key"), "api.onesignal.com", "/notifications", "POST")
vs("Expo", "access token", "mobile", [P("EXPO_TOKEN", lambda: rs(B64U, 40))])
vs("Nevercode (Codemagic)", "API token", "mobile", [P("CM_API_TOKEN", lambda: rs(B64U, 43))],
   A_hdr(("x-auth-token", 0)), "api.codemagic.io", "/builds", "POST")
vs("CircleCI", "personal API token", "ci", [P("CIRCLE_TOKEN", lambda: "CCIPAT_" + an(22) + "_" + hx(40))],
   A_hdr(("Circle-Token", 0)), "circleci.com", "/api/v2/project/gh/acme/ml-serving/pipeline", "POST")
vs("Buildkite", "API access token", "ci", [P("BUILDKITE_API_TOKEN", lambda: "bkua_" + hx(40))],
   A_bearer(), "api.buildkite.com", "/v2/organizations/acme/pipelines")
vs("Snyk", "API token", "security", [P("SNYK_TOKEN", uuid4)], A_bearer(0, "token"), "api.snyk.io", "/rest/orgs?version=2024-06-10")
vs("SonarSource", "SonarQube user token", "ci", [P("SONAR_TOKEN", lambda: "squ_" + hx(40))],
   A_basic(0, ""), "sonar.internal", "/api/qualitygates/project_status?projectKey=partner-api")
vs("JFrog", "Artifactory reference token", "ci", [P("ARTIFACTORY_TOKEN", g_jfrog_ref)],
   A_bearer(), "acme.jfrog.io", "/artifactory/api/repositories")
vs("Databricks", "personal access token", "data", [P("DATABRICKS_TOKEN", lambda: "dapi" + hx(32) + pick(["", "-2", "-3"]))],
   A_bearer(), "adb-4417203961592357.7.azuredatabricks.net", "/api/2.1/jobs/list")
vs("Confluent", "Cloud API secret", "data",
   [P("CONFLUENT_API_KEY", lambda: rs(UPAN, 16), False), P("CONFLUENT_API_SECRET", lambda: rs(ALNUM + "+/", 64))])
vs("MongoDB", "Atlas API private key", "db",
   [P("ATLAS_PUBLIC_KEY", lambda: rs(LO, 8), False), P("ATLAS_PRIVATE_KEY", uuid4)])
vs("Upstash", "Redis REST token", "db",
   [P("UPSTASH_REDIS_REST_URL", lambda: f"https://{pick(WORDS)}-{pick(WORDS)}-{R.randint(10000, 99999)}.upstash.io", False),
    P("UPSTASH_REDIS_REST_TOKEN", lambda: "A" + rs(ALNUM, 3) + "AAIjcDE" + rs(B64U, 52))])
vs("PlanetScale", "database password", "db", [P("PLANETSCALE_PASSWORD", lambda: "pscale_pw_" + rs(B64U, 43))])
vs("PlanetScale", "service token", "db", [P("PLANETSCALE_SERVICE_TOKEN", lambda: "pscale_tkn_" + rs(B64U, 43))])
vs("Neon", "API key", "db", [P("NEON_API_KEY", lambda: "napi_" + rs(LOAN, 64))],
   A_bearer(), "console.neon.tech", "/api/v2/projects")
vs("Fly.io", "deploy token", "cloud", [P("FLY_API_TOKEN", lambda: "FlyV1 fm2_" + b64(R.randint(110, 150)))])
vs("Render", "API key", "cloud", [P("RENDER_API_KEY", lambda: "rnd_" + an(32))],
   A_bearer(), "api.render.com", "/v1/services?limit=20")
vs("Railway", "team token", "cloud", [P("RAILWAY_TOKEN", uuid4)],
   A_bearer(), "backboard.railway.app", "/graphql/v2", "POST")
vs("Doppler", "service token", "cloud", [P("DOPPLER_TOKEN", lambda: "dp.st.prd." + an(43))])
vs("1Password", "service account token", "cloud", [P("OP_SERVICE_ACCOUNT_TOKEN", lambda: "ops_eyJ" + rs(B64U, R.randint(200, 260)))])
vs("Grafana Labs", "service account token", "observability", [P("GRAFANA_TOKEN", lambda: "glsa_" + an(32) + "_" + hx(8))],
   A_bearer(), "grafana.internal", "/api/dashboards/uid/k8s-overview")
vs("Grafana Labs", "Cloud access policy token", "observability", [P("GRAFANA_CLOUD_TOKEN", lambda: "glc_eyJ" + rs(B64U, 150) + "=")])
vs("PagerDuty", "REST API key", "observability", [P("PAGERDUTY_TOKEN", lambda: "u+" + rs(ALNUM + "_-", 18))],
   A_hdr(("Authorization", "Token token={0}")), "api.pagerduty.com", "/incidents?statuses[]=triggered")
vs("Atlassian (Opsgenie)", "API key", "observability", [P("OPSGENIE_API_KEY", uuid4)],
   A_bearer(0, "GenieKey"), "api.opsgenie.com", "/v2/alerts", "POST")
vs("Pusher", "Channels app secret", "messaging",
   [P("PUSHER_APP_ID", lambda: dg(7), False), P("PUSHER_KEY", lambda: hx(20), False), P("PUSHER_SECRET", lambda: hx(20))])
vs("Ably", "API key", "messaging", [P("ABLY_API_KEY", g_ably)])
vs("Twitch", "client secret", "social",
   [P("TWITCH_CLIENT_ID", lambda: rs(LOAN, 30), False), P("TWITCH_CLIENT_SECRET", lambda: rs(LOAN, 30))])
vs("Zoom", "Server-to-Server OAuth client secret", "messaging",
   [P("ZOOM_ACCOUNT_ID", lambda: rs(ALNUM + "-_", 22), False), P("ZOOM_CLIENT_ID", lambda: an(22), False),
    P("ZOOM_CLIENT_SECRET", lambda: an(32))])
vs("Dropbox", "short-lived access token", "storage", [P("DROPBOX_ACCESS_TOKEN", lambda: "sl.u." + rs(B64U, 140))],
   A_bearer(), "api.dropboxapi.com", "/2/files/list_folder", "POST")
vs("Contentful", "Content Management token", "cms", [P("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(B64U, 43))],
   A_bearer(), "api.contentful.com", "/spaces/k9zq3x/environments/master/entries")
vs("Sanity", "API token", "cms", [P("SANITY_API_TOKEN", lambda: "sk" + an(180))])
vs("Shippo", "live API token", "commerce", [P("SHIPPO_API_TOKEN", lambda: "shippo_live_" + hx(40))],
   A_hdr(("Authorization", "ShippoToken {0}")), "api.goshippo.com", "/shipments/", "POST")
vs("EasyPost", "production API key", "commerce", [P("EASYPOST_API_KEY", lambda: "EZAK" + hx(54))],
   A_basic(0, ""), "api.easypost.com", "/v2/trackers")
vs("Plaid", "production secret", "payments",
   [P("PLAID_CLIENT_ID", lambda: hx(24), False), P("PLAID_SECRET", lambda: hx(30))])
vs("Adyen", "API key", "payments", [P("ADYEN_API_KEY", g_adyen)],
   A_hdr(("X-API-Key", 0)), "checkout-test.adyen.com", "/v71/payments", "POST")
vs("Mollie", "live API key", "payments", [P("MOLLIE_API_KEY", lambda: "live_" + an(30))],
   A_bearer(), "api.mollie.com", "/v2/payments?limit=50")
vs("Razorpay", "key secret", "payments",
   [P("RAZORPAY_KEY_ID", lambda: "rzp_live_" + an(14), False), P("RAZORPAY_KEY_SECRET", lambda: an(24))],
   A_basic(0, 1), "api.razorpay.com", "/v1/payments?count=10")
vs("Paystack", "live secret key", "payments", [P("PAYSTACK_SECRET_KEY", lambda: "sk_live_" + hx(40))],
   A_bearer(), "api.paystack.co", "/transaction/verify/ref_48213", "GET")
vs("Flutterwave", "secret key", "payments", [P("FLW_SECRET_KEY", lambda: "FLWSECK-" + hx(32) + "-X")],
   A_bearer(), "api.flutterwave.com", "/v3/transactions", "GET")
vs("Xendit", "live secret key", "payments", [P("XENDIT_SECRET_KEY", lambda: "xnd_production_" + an(60))],
   A_basic(0, ""), "api.xendit.co", "/v2/invoices", "POST")
vs("Midtrans", "production server key", "payments", [P("MIDTRANS_SERVER_KEY", lambda: "Mid-server-" + rs(B64U, 24))],
   A_basic(0, ""), "api.midtrans.com", "/v2/order-2291/status")
vs("Omise (Opn Payments)", "live secret key", "payments", [P("OMISE_SECRET_KEY", lambda: "skey_5" + rs(LOAN, 18))],
   A_basic(0, ""), "api.omise.co", "/charges?limit=20")
vs("Paddle", "live API key", "payments",
   [P("PADDLE_API_KEY", lambda: "pdl_live_apikey_01" + rs(LOAN, 24) + "_" + an(22) + "_" + an(3))],
   A_bearer(), "api.paddle.com", "/subscriptions?status=past_due")
vs("Lemon Squeezy", "API key", "payments", [P("LEMONSQUEEZY_API_KEY", g_lemonsqueezy)])
vs("Automattic (WooCommerce)", "REST API consumer key and secret", "commerce",
   [P("WC_CONSUMER_KEY", lambda: "ck_" + hx(40)), P("WC_CONSUMER_SECRET", lambda: "cs_" + hx(40))],
   A_basic(0, 1), "shop.example.kr", "/wp-json/wc/v3/orders?status=processing")
vs("Automattic (WordPress)", "application password", "cms",
   [P("WP_USER", lambda: pick(ROMAN_NAMES) + "-bot", False), P("WP_APP_PASSWORD", g_wp_app_pw)],
   A_basic(0, 1), "blog.example.kr", "/wp-json/wp/v2/posts", "POST")
vs("BigCommerce", "API account access token", "commerce", [P("BC_ACCESS_TOKEN", lambda: rs(LOAN, 31))],
   A_hdr(("X-Auth-Token", 0)), "api.bigcommerce.com", "/stores/x7k2m9/v3/catalog/products")
vs("HubSpot", "private app access token", "crm", [P("HUBSPOT_ACCESS_TOKEN", lambda: "pat-" + pick(["na1", "eu1"]) + "-" + uuid4())],
   A_bearer(), "api.hubapi.com", "/crm/v3/objects/contacts?limit=100")
vs("Intercom", "access token", "support", [P("INTERCOM_ACCESS_TOKEN", g_intercom)],
   A_bearer(), "api.intercom.io", "/conversations?per_page=20")
vs("Zendesk", "API token", "support",
   [P("ZENDESK_EMAIL", lambda: pick(ROMAN_NAMES) + "@example.kr/token", False), P("ZENDESK_API_TOKEN", lambda: an(40))],
   A_basic(0, 1), "acme.zendesk.com", "/api/v2/tickets.json?page[size]=50")
vs("Salesforce", "session access token", "crm",
   [P("SF_ACCESS_TOKEN", lambda: "00D" + an(12) + "!" + rs(ALNUM + "._", 96))],
   A_bearer(), "acme.my.salesforce.com", "/services/data/v61.0/query?q=SELECT+Id+FROM+Account+LIMIT+5")
vs("Postman", "API key", "devtools", [P("POSTMAN_API_KEY", lambda: "PMAK-" + hx(24) + "-" + hx(34))],
   A_hdr(("X-Api-Key", 0)), "api.getpostman.com", "/collections")
vs("Typeform", "personal access token", "analytics", [P("TYPEFORM_TOKEN", lambda: "tfp_" + rs(ALNUM + "_", 44) + "_" + an(14))],
   A_bearer(), "api.typeform.com", "/forms/x8Ma2k/responses?page_size=200")
vs("Tailscale", "auth key", "network", [P("TS_AUTHKEY", lambda: "tskey-auth-k" + an(10) + "CNTRL-" + an(33))])
vs("ngrok", "authtoken", "devtools", [P("NGROK_AUTHTOKEN", lambda: "2" + an(26) + "_" + an(21))])
vs("Pulumi", "access token", "cloud", [P("PULUMI_ACCESS_TOKEN", lambda: "pul-" + hx(40))])
vs("FiloSottile (age)", "age identity (secret key)", "security", [P("SOPS_AGE_KEY", lambda: "AGE-SECRET-KEY-1" + rs(BECH, 58))])
vs("Fastly", "API token", "network", [P("FASTLY_API_TOKEN", lambda: rs(B64U, 32))],
   A_hdr(("Fastly-Key", 0)), "api.fastly.com", "/service/2xQ9rKp/purge_all", "POST")
vs("Akamai", "EdgeGrid credentials", "network",
   [P("AKAMAI_HOST", lambda: "akab-" + rs(LOAN, 16) + "-" + rs(LOAN, 16) + ".luna.akamaiapis.net", False),
    P("AKAMAI_CLIENT_TOKEN", lambda: "akab-" + rs(LOAN, 16) + "-" + rs(LOAN, 16)),
    P("AKAMAI_CLIENT_SECRET", lambda: b64(32)),
    P("AKAMAI_ACCESS_TOKEN", lambda: "akab-" + rs(LOAN, 16) + "-" + rs(LOAN, 16))])
vs("Backblaze", "B2 application key", "storage",
   [P("B2_APPLICATION_KEY_ID", lambda: "005" + hx(22)), P("B2_APPLICATION_KEY", lambda: "K005" + rs(ALNUM + "/+", 27))])
vs("Cloudinary", "API secret", "media",
   [P("CLOUDINARY_API_KEY", lambda: dg(15), False), P("CLOUDINARY_API_SECRET", lambda: rs(B64U, 27))])
vs("ImageKit", "private API key", "media", [P("IMAGEKIT_PRIVATE_KEY", lambda: "private_" + rs(ALNUM + "/+", 27) + "=")],
   A_basic(0, ""), "api.imagekit.io", "/v1/files?limit=20")
vs("Mux", "access token secret", "media",
   [P("MUX_TOKEN_ID", uuid4, False), P("MUX_TOKEN_SECRET", lambda: rs(ALNUM + "+/", 75))], A_basic(0, 1), "api.mux.com", "/video/v1/assets")
vs("Agora", "App Certificate", "media", [P("AGORA_APP_ID", lambda: hx(32), False), P("AGORA_APP_CERTIFICATE", lambda: hx(32))])
vs("Sendbird", "master API token", "messaging",
   [P("SENDBIRD_APP_ID", UUID4, False), P("SENDBIRD_API_TOKEN", lambda: hx(40))],
   A_hdr(("Api-Token", 1)), "api-{0}.sendbird.com", "/v3/group_channels?limit=20")
vs("Stream", "API secret", "messaging", [P("STREAM_API_KEY", lambda: rs(LOAN, 12), False), P("STREAM_API_SECRET", lambda: rs(LOAN, 64))])
vs("Vonage", "API secret", "sms", [P("VONAGE_API_KEY", lambda: hx(8), False), P("VONAGE_API_SECRET", lambda: an(16))],
   A_basic(0, 1), "api.nexmo.com", "/v2/verify", "POST")
vs("Plivo", "auth token", "sms", [P("PLIVO_AUTH_ID", lambda: "MA" + rs(UPAN, 18), False), P("PLIVO_AUTH_TOKEN", lambda: an(40))],
   A_basic(0, 1), "api.plivo.com", "/v1/Account/{0}/Message/", "POST")
vs("Bird (SparkPost)", "API key", "email", [P("SPARKPOST_API_KEY", lambda: hx(40))],
   A_hdr(("Authorization", 0)), "api.sparkpost.com", "/api/v1/transmissions", "POST")
vs("Mailchimp (Mandrill)", "API key", "email", [P("MANDRILL_API_KEY", lambda: "md-" + rs(B64U, 22))])
vs("Customer.io", "App API key", "push", [P("CUSTOMERIO_APP_API_KEY", lambda: hx(32))],
   A_bearer(), "api.customer.io", "/v1/send/push", "POST")
vs("RevenueCat", "secret API key", "mobile", [P("REVENUECAT_SECRET_KEY", lambda: "sk_" + an(28))],
   A_bearer(), "api.revenuecat.com", "/v1/subscribers/app_user_8812")
vs("AppsFlyer", "API V2 token", "analytics", [P("APPSFLYER_API_TOKEN", g_appsflyer)],
   A_bearer(), "hq1.appsflyer.com", "/api/raw-data/export/app/id1488224312/installs_report/v5?from=2025-03-01&to=2025-03-02")
vs("Branch Metrics", "Branch secret", "analytics",
   [P("BRANCH_KEY", lambda: "key_live_" + an(32), False), P("BRANCH_SECRET", lambda: "secret_live_" + an(32))])
vs("Airship", "app master secret", "push",
   [P("AIRSHIP_APP_KEY", lambda: rs(B64U, 22), False), P("AIRSHIP_MASTER_SECRET", lambda: rs(B64U, 22))],
   A_basic(0, 1), "go.urbanairship.com", "/api/push", "POST")
vs("Huawei", "AppGallery Connect push app secret", "push", [P("HMS_APP_ID", lambda: dg(9), False), P("HMS_APP_SECRET", lambda: hx(64))])
vs("Apple", "app-specific password", "mobile",
   [P("FASTLANE_USER", lambda: pick(ROMAN_NAMES) + "@example.kr", False),
    P("FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD", lambda: "-".join(rs(LO, 4) for _ in range(4)))])
vs("Meta", "Facebook app secret", "social", [P("FB_APP_ID", lambda: dg(16), False), P("FB_APP_SECRET", lambda: hx(32))])
vs("Meta", "long-lived page access token", "social", [P("FB_PAGE_TOKEN", lambda: "EAA" + rs(ALNUM, R.randint(170, 200)))],
   A_query("access_token", 0), "graph.facebook.com", "/v19.0/me/accounts")
vs("X Corp (Twitter)", "API bearer token", "social",
   [P("TWITTER_BEARER_TOKEN", lambda: "A" * 21 + an(6) + "AAAAAAA" + an(16) + "%3D" + an(50))],
   A_bearer(), "api.twitter.com", "/2/tweets/search/recent?query=%23release")
vs("Spotify", "client secret", "media", [P("SPOTIFY_CLIENT_ID", lambda: hx(32), False), P("SPOTIFY_CLIENT_SECRET", lambda: hx(32))])
vs("LinkedIn", "client secret", "social", [P("LINKEDIN_CLIENT_ID", lambda: rs(LOAN, 14), False), P("LINKEDIN_CLIENT_SECRET", lambda: an(16))])
vs("OpenWeather", "API key", "maps", [P("OPENWEATHER_APPID", lambda: hx(32))],
   A_query("appid", 0, "&units=metric&lang=kr"), "api.openweathermap.org", "/data/2.5/weather?q=Seoul")
vs("Etherscan", "API key", "crypto", [P("ETHERSCAN_API_KEY", lambda: rs(UPAN, 34))],
   A_query("apikey", 0), "api.etherscan.io", "/api?module=account&action=balance&address=0x742d35Cc6634C0532925a3b844Bc454e4438f44e")
vs("Consensys (Infura)", "API key secret", "crypto", [P("INFURA_API_KEY", lambda: hx(32), False), P("INFURA_API_KEY_SECRET", lambda: hx(32))])
vs("Alchemy", "API key", "crypto", [P("ALCHEMY_API_KEY", lambda: rs(B64U, 32))],
   A_url(lambda v: f"https://eth-mainnet.g.alchemy.com/v2/{v[0]}"))
vs("Elastic", "Elastic Cloud API key", "search", [P("ELASTIC_API_KEY", g_elastic_apikey)],
   A_bearer(0, "ApiKey"), "acme-prod.es.ap-northeast-2.aws.elastic-cloud.com", "/products/_search", "POST")
vs("Meilisearch", "master key", "search", [P("MEILI_MASTER_KEY", lambda: rs(B64U, 43))],
   A_bearer(), "search.internal:7700", "/indexes/products/settings")
vs("Typesense", "admin API key", "search", [P("TYPESENSE_API_KEY", lambda: an(32))],
   A_hdr(("X-TYPESENSE-API-KEY", 0)), "xyz.a1.typesense.net", "/collections")
vs("dbt Labs", "dbt Cloud service token", "data", [P("DBT_CLOUD_API_TOKEN", lambda: "dbtc_" + rs(B64U, 56))],
   A_bearer(0, "Token"), "cloud.getdbt.com", "/api/v2/accounts/70403/runs/?order_by=-id")
vs("Fivetran", "API key and secret", "data",
   [P("FIVETRAN_API_KEY", lambda: an(16)), P("FIVETRAN_API_SECRET", lambda: an(32))],
   A_basic(0, 1), "api.fivetran.com", "/v1/connectors/rebellion_drowsy/sync", "POST")
vs("Google (Looker)", "API3 client secret", "data", [P("LOOKER_CLIENT_ID", lambda: an(20), False), P("LOOKER_CLIENT_SECRET", lambda: an(24))])
vs("Salesforce (Tableau)", "personal access token secret", "data",
   [P("TABLEAU_PAT_NAME", lambda: "etl-refresh", False), P("TABLEAU_PAT_SECRET", g_tableau)])
vs("Metabase", "API key", "data", [P("METABASE_API_KEY", lambda: "mb_" + b64(32))],
   A_hdr(("x-api-key", 0)), "metabase.internal", "/api/card/412/query", "POST")
vs("Appwrite", "server API key", "db", [P("APPWRITE_API_KEY", lambda: "standard_" + hx(256))])
vs("Hasura", "admin secret", "db", [P("HASURA_GRAPHQL_ADMIN_SECRET", lambda: rs(B64U, 32))],
   A_hdr(("x-hasura-admin-secret", 0)), "hasura.internal", "/v1/graphql", "POST")
vs("Prisma", "Accelerate API key", "db", [P("PRISMA_ACCELERATE_API_KEY", g_prisma)])
vs("Turso", "database auth token", "db", [P("TURSO_AUTH_TOKEN", g_turso)])
vs("MinIO", "access key pair", "storage", [P("MINIO_ACCESS_KEY", lambda: an(20)), P("MINIO_SECRET_KEY", lambda: an(40))])
vs("Wasabi", "access key pair", "storage", [P("WASABI_ACCESS_KEY", lambda: rs(UPAN, 20)), P("WASABI_SECRET_KEY", lambda: an(40))])
vs("Amazon Web Services (Cognito)", "app client secret", "auth",
   [P("COGNITO_CLIENT_ID", lambda: rs(LOAN, 26), False), P("COGNITO_CLIENT_SECRET", lambda: rs(LOAN, 52))])
vs("Stytch", "live secret", "auth", [P("STYTCH_PROJECT_ID", lambda: "project-live-" + uuid4(), False), P("STYTCH_SECRET", lambda: "secret-live-" + rs(B64U, 36))])
vs("Cloudflare", "Turnstile secret key", "auth", [P("TURNSTILE_SECRET_KEY", lambda: "0x4AAAAAAA" + rs(B64U, 22))])
vs("Intuition Machines (hCaptcha)", "secret key", "auth", [P("HCAPTCHA_SECRET", lambda: "0x" + hx(40))])
vs("Google", "reCAPTCHA secret key", "auth", [P("RECAPTCHA_SECRET_KEY", lambda: "6L" + rs(B64U, 38))])
vs("Webflow", "API token", "cms", [P("WEBFLOW_API_TOKEN", lambda: hx(64))],
   A_bearer(), "api.webflow.com", "/v2/sites")
vs("Strapi", "full-access API token", "cms", [P("STRAPI_API_TOKEN", lambda: hx(256))])
vs("Ghost Foundation", "Admin API key", "cms", [P("GHOST_ADMIN_API_KEY", g_ghost)])
vs("OneLogin", "API client secret", "auth", [P("ONELOGIN_CLIENT_ID", lambda: hx(64), False), P("ONELOGIN_CLIENT_SECRET", lambda: hx(64))])
vs("Cisco (Duo)", "Admin API secret key", "auth", [P("DUO_IKEY", lambda: "DI" + rs(UPAN, 18), False), P("DUO_SKEY", lambda: an(40))])
vs("Dynatrace", "API token", "observability", [P("DT_API_TOKEN", lambda: "dt0c01." + rs(UPAN, 24) + "." + rs(UPAN, 64))],
   A_bearer(0, "Api-Token"), "abc12345.live.dynatrace.com", "/api/v2/problems")
vs("Splunk", "HEC token", "observability", [P("SPLUNK_HEC_TOKEN", uuid4)],
   A_bearer(0, "Splunk"), "http-inputs-acme.splunkcloud.com", "/services/collector/event", "POST")
vs("Sumo Logic", "access ID and key", "observability", [P("SUMO_ACCESS_ID", lambda: "su" + an(12)), P("SUMO_ACCESS_KEY", lambda: an(64))],
   A_basic(0, 1), "api.jp.sumologic.com", "/api/v1/search/jobs", "POST")
vs("Rollbar", "post_server_item token", "observability", [P("ROLLBAR_ACCESS_TOKEN", lambda: hx(32))],
   A_hdr(("X-Rollbar-Access-Token", 0)), "api.rollbar.com", "/api/1/deploy", "POST")
vs("Jenkins project", "user API token", "ci", [P("JENKINS_USER", lambda: pick(ROMAN_NAMES), False), P("JENKINS_API_TOKEN", lambda: "11" + hx(32))],
   A_basic(0, 1), "jenkins.internal", "/job/booking-android/buildWithParameters?FLAVOR=prod", "POST")
vs("Harness", "personal access token", "ci", [P("HARNESS_PAT", lambda: "pat." + an(22) + "." + hx(24) + "." + an(20))],
   A_hdr(("x-api-key", 0)), "app.harness.io", "/pipeline/api/pipelines/list?accountIdentifier=acme", "POST")
vs("Sentry (Codecov)", "upload token", "ci", [P("CODECOV_TOKEN", uuid4)])
vs("BrowserStack", "access key", "mobile", [P("BROWSERSTACK_USERNAME", lambda: pick(ROMAN_NAMES) + "_" + rs(LOAN, 6), False),
                                            P("BROWSERSTACK_ACCESS_KEY", lambda: an(20))],
   A_basic(0, 1), "api-cloud.browserstack.com", "/app-automate/upload", "POST")
vs("Sauce Labs", "access key", "mobile", [P("SAUCE_USERNAME", lambda: "oauth-" + pick(ROMAN_NAMES) + "-" + hx(5), False), P("SAUCE_ACCESS_KEY", uuid4)])
vs("Cypress.io", "Cloud record key", "web", [P("CYPRESS_RECORD_KEY", uuid4)])
vs("Chroma Software (Chromatic)", "project token", "web", [P("CHROMATIC_PROJECT_TOKEN", lambda: "chpt_" + hx(14))])
vs("BrowserStack (Percy)", "project token", "web", [P("PERCY_TOKEN", lambda: "web_" + hx(64))])
vs("Modal Labs", "token id and secret", "ml", [P("MODAL_TOKEN_ID", lambda: "ak-" + an(22)), P("MODAL_TOKEN_SECRET", lambda: "as-" + an(22))])
vs("Voyage AI", "API key", "llm", [P("VOYAGE_API_KEY", lambda: "pa-" + rs(B64U, 43))],
   A_bearer(), "api.voyageai.com", "/v1/embeddings", "POST")
vs("Cerebras", "API key", "llm", [P("CEREBRAS_API_KEY", lambda: "csk-" + rs(LOAN, 48))],
   A_bearer(), "api.cerebras.ai", "/v1/chat/completions", "POST")
vs("Jina AI", "API key", "llm", [P("JINA_API_KEY", lambda: "jina_" + an(60))],
   A_bearer(), "api.jina.ai", "/v1/embeddings", "POST")
vs("Tavily", "API key", "llm", [P("TAVILY_API_KEY", lambda: "tvly-" + pick(["", "prod-"]) + an(32))])
vs("Firecrawl", "API key", "llm", [P("FIRECRAWL_API_KEY", lambda: "fc-" + hx(32))],
   A_bearer(), "api.firecrawl.dev", "/v1/scrape", "POST")
vs("Stability AI", "API key", "media", [P("STABILITY_API_KEY", lambda: "sk-" + an(48))],
   A_bearer(), "api.stability.ai", "/v2beta/stable-image/generate/core", "POST")
vs("Qdrant", "Cloud API key", "llm", [P("QDRANT_API_KEY", lambda: rs(B64U, 43) + "_" + rs(B64U, 14))],
   A_hdr(("api-key", 0)), "7d3c.ap-northeast-1-0.aws.cloud.qdrant.io:6333", "/collections")
vs("Unleash", "server-side API token", "abtest", [P("UNLEASH_API_TOKEN", lambda: "default:production." + hx(64))],
   A_hdr(("Authorization", 0)), "unleash.internal", "/api/client/features")
vs("Flagsmith", "server-side environment key", "abtest", [P("FLAGSMITH_SERVER_KEY", lambda: "ser." + an(22))])
vs("Optimizely", "personal access token", "abtest", [P("OPTIMIZELY_TOKEN", lambda: "2:" + rs(B64U, 43))],
   A_bearer(), "api.optimizely.com", "/v2/experiments?project_id=2091234567")
vs("Aiven", "service password", "db", [P("AIVEN_PG_PASSWORD", lambda: "AVNS_" + rs(B64U, 19))])
vs("Google", "Maps Platform server key", "maps", [P("GOOGLE_MAPS_SERVER_KEY", lambda: "AIza" + rs(B64U, 35))],
   A_query("key", 0, "&language=ko"), "maps.googleapis.com", "/maps/api/geocode/json?address=Seoul+Station")

# --- Korean / Asian vendors
vs("Kakao", "REST API key", "kr_portal", [P("KAKAO_REST_API_KEY", lambda: hx(32))],
   A_bearer(0, "KakaoAK"), "dapi.kakao.com", "/v2/local/search/keyword.json?query=%EC%84%B1%EC%88%98%EB%8F%99")
vs("Kakao", "Admin key", "kr_portal", [P("KAKAO_ADMIN_KEY", lambda: hx(32))],
   A_bearer(0, "KakaoAK"), "kapi.kakao.com", "/v1/user/ids?limit=100")
vs("Kakao", "Kakao Login client secret", "auth", [P("KAKAO_CLIENT_SECRET", lambda: an(32))])
vs("Kakao Pay", "Secret key", "payments", [P("KAKAOPAY_SECRET_KEY", lambda: pick(["PRD", "DEV"]) + HX(37))],
   A_bearer(0, "SECRET_KEY"), "open-api.kakaopay.com", "/online/v1/payment/ready", "POST")
vs("Naver", "Developers client secret", "kr_portal",
   [P("NAVER_CLIENT_ID", lambda: an(20), False), P("NAVER_CLIENT_SECRET", lambda: an(10))],
   A_hdr(("X-Naver-Client-Id", 0), ("X-Naver-Client-Secret", 1)), "openapi.naver.com", "/v1/search/blog.json?query=%EB%A7%9B%EC%A7%91")
vs("Naver (Naver Cloud)", "Platform access key pair", "cloud",
   [P("NCP_ACCESS_KEY", lambda: an(20)), P("NCP_SECRET_KEY", lambda: an(40))])
vs("Naver (Naver Cloud)", "Maps API Gateway client secret", "maps",
   [P("NCP_MAPS_CLIENT_ID", lambda: rs(LOAN, 10), False), P("NCP_MAPS_CLIENT_SECRET", lambda: an(40))],
   A_hdr(("X-NCP-APIGW-API-KEY-ID", 0), ("X-NCP-APIGW-API-KEY", 1)), "naveropenapi.apigw.ntruss.com", "/map-geocode/v2/geocode?query=%EB%B6%84%EB%8B%B9%EA%B5%AC")
vs("Naver", "Commerce API client secret", "commerce",
   [P("NAVER_COMMERCE_CLIENT_ID", lambda: an(22), False), P("NAVER_COMMERCE_CLIENT_SECRET", lambda: "$2a$04$" + rs(BCRYPT64, 22))])
vs("Naver (Naver Cloud)", "CLOVA Studio API key", "llm", [P("CLOVASTUDIO_API_KEY", lambda: "nv-" + hx(32) + an(4))],
   A_bearer(), "clovastudio.stream.ntruss.com", "/testapp/v1/chat-completions/HCX-003", "POST")
vs("Toss Payments", "live secret key", "payments", [P("TOSS_SECRET_KEY", lambda: "live_sk_" + an(28))],
   A_basic(0, ""), "api.tosspayments.com", "/v1/payments/confirm", "POST")
vs("PortOne", "V2 API secret", "payments", [P("PORTONE_API_SECRET", lambda: an(80))],
   A_bearer(0, "PortOne"), "api.portone.io", "/payments?requestBody=%7B%7D")
vs("PortOne", "V1 REST API secret", "payments",
   [P("IMP_KEY", lambda: dg(16), False), P("IMP_SECRET", lambda: an(80))])
vs("KG Inicis", "signKey and INIAPI key", "payments",
   [P("INICIS_MID", lambda: "acme" + rs(LO, 6), False),
    P("INICIS_SIGNKEY", lambda: b64(30)), P("INICIS_INIAPI_KEY", lambda: an(16))])
vs("NICE Payments", "merchant key", "payments",
   [P("NICEPAY_MID", lambda: "nicepay" + dg(3) + "m", False), P("NICEPAY_MERCHANT_KEY", lambda: b64(66))])
vs("Solapi (CoolSMS)", "API key and secret", "sms",
   [P("SOLAPI_API_KEY", lambda: "NCS" + rs(UPAN, 13)), P("SOLAPI_API_SECRET", lambda: rs(UPAN, 32))])
vs("NHN Cloud", "Notification SMS secret key", "sms",
   [P("NHN_SMS_APPKEY", lambda: an(16), False), P("NHN_SMS_SECRETKEY", lambda: an(8))],
   A_hdr(("X-Secret-Key", 1)), "api-sms.cloud.toast.com", "/sms/v3.0/appKeys/{0}/sender/sms", "POST")
vs("Channel Corp (Channel Talk)", "access key and secret", "support",
   [P("CHANNEL_ACCESS_KEY", lambda: hx(24)), P("CHANNEL_ACCESS_SECRET", lambda: hx(32))],
   A_hdr(("x-access-key", 0), ("x-access-secret", 1)), "api.channel.io", "/open/v5/user-chats?state=opened")
vs("LY Corporation (LINE)", "Messaging API channel access token", "messaging",
   [P("LINE_CHANNEL_ACCESS_TOKEN", lambda: rs(ALNUM + "+/", 171) + "=")],
   A_bearer(), "api.line.me", "/v2/bot/message/push", "POST")
vs("LY Corporation (LINE)", "channel secret", "messaging", [P("LINE_CHANNEL_ID", lambda: dg(10), False), P("LINE_CHANNEL_SECRET", lambda: hx(32))])
vs("Aligo", "SMS API key", "sms", [P("ALIGO_USER_ID", lambda: pick(ROMAN_NAMES) + "corp", False), P("ALIGO_API_KEY", lambda: rs(LOAN, 32))])
vs("Korea Public Data Portal (data.go.kr)", "service key", "kr_portal", [P("DATA_GO_KR_SERVICE_KEY", g_data_go_kr)])
vs("Sweet Tracker", "delivery tracking API key", "commerce", [P("SWEETTRACKER_T_KEY", lambda: an(22))],
   A_query("t_key", 0, "&t_code=04&t_invoice=" + str(R.randint(10 ** 11, 10 ** 12))), "info.sweettracker.co.kr", "/api/v1/trackingInfo?")
vs("Coupang", "Open API access and secret key", "commerce",
   [P("COUPANG_ACCESS_KEY", uuid4), P("COUPANG_SECRET_KEY", lambda: hx(40))])
vs("Cafe24", "app client secret", "commerce", [P("CAFE24_CLIENT_ID", lambda: an(22), False), P("CAFE24_CLIENT_SECRET", lambda: an(22))])
vs("Alibaba (Alibaba Cloud)", "AccessKey pair", "cloud", [P("ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI5t" + an(18)), P("ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: an(30))])
vs("Tencent (Tencent Cloud)", "SecretId and SecretKey", "cloud", [P("TENCENTCLOUD_SECRET_ID", lambda: "AKID" + an(32)), P("TENCENTCLOUD_SECRET_KEY", lambda: an(32))])
vs("Huawei (Huawei Cloud)", "AK/SK pair", "cloud", [P("HUAWEICLOUD_SDK_AK", lambda: rs(UPAN, 20)), P("HUAWEICLOUD_SDK_SK", lambda: an(40))])
vs("ByteDance (Volcengine)", "AccessKey pair", "cloud", [P("VOLC_ACCESSKEY", lambda: "AKLT" + rs(B64U, 40)), P("VOLC_SECRETKEY", lambda: b64(45))])
vs("Tencent (WeChat)", "Official Account AppSecret", "messaging", [P("WECHAT_APPID", lambda: "wx" + hx(16), False), P("WECHAT_APPSECRET", lambda: hx(32))])
vs("Alibaba (DingTalk)", "robot webhook token and sign secret", "messaging",
   [P("DINGTALK_ACCESS_TOKEN", lambda: hx(64)), P("DINGTALK_SECRET", lambda: "SEC" + hx(64))])
vs("ByteDance (Feishu/Lark)", "app secret", "messaging", [P("LARK_APP_ID", lambda: "cli_" + hx(16), False), P("LARK_APP_SECRET", lambda: an(32))])
vs("Baidu", "AI Cloud secret key", "llm", [P("BAIDU_API_KEY", lambda: an(24), False), P("BAIDU_SECRET_KEY", lambda: an(32))])
vs("Dunamu (Upbit)", "Open API access and secret key", "crypto", [P("UPBIT_ACCESS_KEY", lambda: an(40)), P("UPBIT_SECRET_KEY", lambda: an(40))])
vs("Bithumb", "API connect key and secret", "crypto", [P("BITHUMB_CONNECT_KEY", lambda: hx(32)), P("BITHUMB_SECRET_KEY", lambda: hx(32))])
vs("Upstage", "Solar API key", "llm", [P("UPSTAGE_API_KEY", lambda: "up_" + an(30))],
   A_bearer(), "api.upstage.ai", "/v1/solar/chat/completions", "POST")
vs("AB180 (Airbridge)", "API token", "analytics", [P("AIRBRIDGE_API_TOKEN", lambda: hx(32))],
   A_bearer(), "api.airbridge.io", "/reports/api/v6/apps/acme/actuals/query", "POST")
vs("Hackle", "server SDK key", "abtest", [P("HACKLE_SERVER_SDK_KEY", lambda: an(32))])
vs("LY Corporation (LINE Pay)", "channel secret key", "payments", [P("LINEPAY_CHANNEL_ID", lambda: dg(10), False), P("LINEPAY_CHANNEL_SECRET", lambda: hx(32))])
vs("Xiaomi", "Mi Push AppSecret", "push", [P("MIPUSH_APP_ID", lambda: "28823" + dg(13), False), P("MIPUSH_APP_SECRET", lambda: rs(ALNUM + "+/", 22) + "==")])
vs("Kakao Mobility", "Kakao Navi/Mobility REST key", "maps", [P("KAKAOMOBILITY_REST_KEY", lambda: hx(32))],
   A_bearer(0, "KakaoAK"), "apis-navi.kakaomobility.com", "/v1/directions?origin=127.11,37.39&destination=127.10,37.40")
vs("Gabia", "Hiworks / SMS API key", "sms", [P("GABIA_SMS_ID", lambda: pick(ROMAN_NAMES) + "shop", False), P("GABIA_SMS_API_KEY", lambda: hx(32))])


# ---------------------------------------------------------------- vendor spec fix-ups
def _spec(v, k):
    for s in VENDORS:
        if s["v"] == v and s["k"] == k:
            return s
    raise KeyError((v, k))


def A_query_enc(param, i=0, extra=""):
    def f(v):
        enc = urllib.parse.quote(v[i], safe="")
        return {"h": [], "x": [enc], "q": f"{param}={enc}{extra}", "u": None}
    return f


_s = _spec("Korea Public Data Portal (data.go.kr)", "service key")
_s["parts"] = [P("DATA_GO_KR_SERVICE_KEY", lambda: b64(66))]
_s["auth"] = A_query_enc("serviceKey", 0, "&pageNo=1&numOfRows=100&dataType=JSON&base_date=20250301&base_time=0500&nx=60&ny=127")
_s["host"] = "apis.data.go.kr"
_s["path"] = "/1360000/VilageFcstInfoService_2.0/getVilageFcst?"

DISPLAY = {
    ("Microsoft (Azure Storage)", "storage account key"): lambda v: [
        ("AZURE_STORAGE_CONNECTION_STRING",
         f"DefaultEndpointsProtocol=https;AccountName={pick(['acmeprodlogs', 'hanbitmedia', 'mlartifacts01'])};AccountKey={v[0]};EndpointSuffix=core.windows.net")],
    ("Cloudinary", "API secret"): lambda v: [("CLOUDINARY_URL", f"cloudinary://{v[0]}:{v[1]}@{pick(['acme-media', 'hanbit', 'dxq7lz'])}")],
    ("Slack", "incoming webhook"): lambda v: [("SLACK_WEBHOOK_URL", f"https://hooks.slack.com/services/T{rs(UPAN, 9)}/B{rs(UPAN, 10)}/{v[0]}")],
    ("Discord", "webhook URL token"): lambda v: [("DISCORD_WEBHOOK_URL", f"https://discord.com/api/webhooks/{dg(19)}/{v[0]}")],
    ("Alibaba (DingTalk)", "robot webhook token and sign secret"): lambda v: [
        ("DINGTALK_WEBHOOK", f"https://oapi.dingtalk.com/robot/send?access_token={v[0]}"), ("DINGTALK_SECRET", v[1])],
    ("Korea Public Data Portal (data.go.kr)", "service key"): lambda v: [
        ("DATA_GO_KR_SERVICE_KEY", v[0])] if chance(0.5) else [("DATA_GO_KR_SERVICE_KEY_ENCODED", urllib.parse.quote(v[0], safe=""))],
    ("npm", "automation token"): lambda v: [("//registry.npmjs.org/:_authToken", v[0])],
}


# ---------------------------------------------------------------- wording pools
AREA_TASKS = {
    "payments": [("wire up partial refunds on the order page", "주문 상세 부분환불 연동"),
                 ("reconcile yesterday's settlement batch", "어제 정산 배치 대사"),
                 ("debug a failing capture on checkout", "checkout 결제 승인 실패 디버깅"),
                 ("add a subscription renewal job", "정기결제 갱신 job 추가")],
    "payments_webhook": [("verify webhook signatures in the payment callback", "결제 callback webhook 서명 검증"),
                         ("replay failed payment events locally", "실패한 결제 event 로컬 재처리")],
    "cloud": [("move the nightly export to a new bucket", "야간 export 버킷 이전"),
              ("fix the deploy job after the IAM cleanup", "IAM 정리 이후 깨진 deploy job 수정"),
              ("spin up a preview environment", "preview 환경 띄우기")],
    "devtools": [("automate release notes from merged PRs", "머지된 PR로 릴리즈 노트 자동화"),
                 ("sync issue labels across repos", "레포 간 이슈 라벨 동기화"),
                 ("publish the internal UI kit package", "사내 UI kit 패키지 배포")],
    "ci": [("repair the nightly pipeline", "nightly pipeline 복구"),
           ("speed up the monorepo CI", "monorepo CI 속도 개선"),
           ("migrate the build agents", "build agent 이전")],
    "messaging": [("route deploy alerts to the team channel", "배포 알림을 팀 채널로 라우팅"),
                  ("build the on-call notification bot", "온콜 알림 봇 구축"),
                  ("send ETL failure alerts to chat", "ETL 실패 알림을 메신저로 전송")],
    "llm": [("swap the summarizer to a cheaper model", "요약 모델을 더 저렴한 모델로 교체"),
            ("add streaming to the support chat endpoint", "상담 챗 endpoint에 streaming 추가"),
            ("run the prompt eval notebook against prod traffic samples", "운영 트래픽 샘플로 prompt eval 노트북 실행"),
            ("add a RAG retriever for the help-center docs", "헬프센터 문서용 RAG retriever 추가")],
    "auth": [("add SSO to the admin console", "어드민 콘솔에 SSO 추가"),
             ("fix the social login callback", "소셜 로그인 callback 수정"),
             ("add bot protection to the signup form", "회원가입 폼에 봇 방지 추가")],
    "mobile": [("ship the iOS build to TestFlight", "iOS 빌드를 TestFlight에 업로드"),
               ("automate the Android release to the Play Console", "Play Console 안드로이드 배포 자동화"),
               ("upload dSYMs and mapping files from CI", "CI에서 dSYM과 mapping 파일 업로드")],
    "sms": [("send OTP texts for phone verification", "휴대폰 인증용 OTP 문자 발송"),
            ("switch the SMS provider for order notices", "주문 알림 문자 발송사 교체")],
    "email": [("fix transactional email delivery", "트랜잭션 메일 발송 문제 해결"),
              ("move the newsletter sync to a cron job", "뉴스레터 동기화를 cron으로 이전")],
    "commerce": [("sync orders into the ERP", "주문 데이터를 ERP로 동기화"),
                 ("automate shipping label creation", "송장 발행 자동화"),
                 ("pull product catalogue updates nightly", "상품 카탈로그 야간 동기화")],
    "observability": [("wire up error alerts for the new service", "신규 서비스 에러 알림 연결"),
                      ("tune noisy monitors", "시끄러운 모니터 튜닝"),
                      ("ship logs from the batch workers", "배치 워커 로그 수집")],
    "network": [("purge the CDN cache after a bad deploy", "잘못된 배포 후 CDN 캐시 purge"),
                ("set up a private tunnel to the staging DB", "staging DB 접속용 터널 구성")],
    "storage": [("move user uploads to cheaper storage", "사용자 업로드 파일을 저렴한 스토리지로 이전"),
                ("back up the analytics exports", "분석 export 백업")],
    "web": [("fix the preview deployments", "preview 배포 수정"),
            ("add visual regression tests to the frontend", "프론트엔드 시각 회귀 테스트 추가")],
    "db": [("run the data backfill against the hosted Postgres", "호스팅 Postgres 대상 데이터 backfill"),
           ("debug row-level security on the profiles table", "profiles 테이블 RLS 디버깅")],
    "push": [("send the re-engagement push campaign", "재방문 유도 push 캠페인 발송"),
             ("debug missing push notifications on Android", "안드로이드 push 미수신 디버깅")],
    "search": [("reindex the product catalogue", "상품 검색 인덱스 재생성"),
               ("tune synonyms for Korean search terms", "한국어 검색어 동의어 튜닝")],
    "maps": [("geocode store addresses for the map view", "매장 주소 지오코딩"),
             ("add route estimates to the delivery tracker", "배송 추적에 경로 예상시간 추가")],
    "data": [("fix the nightly ETL into the warehouse", "웨어하우스 야간 ETL 수정"),
             ("backfill last month's dashboard tables", "지난달 대시보드 테이블 backfill")],
    "analytics": [("export raw events for the retention analysis", "리텐션 분석용 raw 이벤트 export"),
                  ("reconcile install attribution numbers", "설치 어트리뷰션 수치 대사")],
    "abtest": [("roll out the new onboarding experiment", "신규 온보딩 실험 롤아웃"),
               ("evaluate feature flags server-side", "서버사이드 feature flag 평가")],
    "ml": [("log training runs for the ranking model", "랭킹 모델 학습 run 기록"),
           ("deploy the reranker on GPU workers", "reranker를 GPU 워커에 배포")],
    "media": [("generate voice prompts for the app", "앱 음성 안내 생성"),
              ("transcode uploaded videos", "업로드 영상 트랜스코딩"),
              ("transcribe customer call recordings", "상담 녹취 STT 변환")],
    "cms": [("migrate blog content to the headless CMS", "블로그 콘텐츠를 headless CMS로 이전"),
            ("automate publishing release posts", "릴리즈 공지 게시 자동화")],
    "crm": [("sync signups into the CRM", "가입자 CRM 동기화"), ("clean up duplicate contacts", "중복 연락처 정리")],
    "support": [("pipe support tickets into the weekly report", "CS 티켓을 주간 리포트로 연동"),
                ("auto-tag chats from the help widget", "상담 위젯 채팅 자동 태깅")],
    "social": [("post release announcements automatically", "릴리즈 공지 자동 게시"),
               ("fix the social share login", "소셜 공유 로그인 수정")],
    "security": [("add dependency scanning to CI", "CI에 의존성 스캔 추가"),
                 ("decrypt the sops files for the new cluster", "신규 클러스터용 sops 파일 복호화")],
    "crypto": [("backfill wallet balances for the dashboard", "대시보드용 지갑 잔고 backfill"),
               ("pull trade history for the finance report", "재무 리포트용 거래내역 수집")],
    "kr_portal": [("add place search to the store locator", "매장 찾기에 장소 검색 추가"),
                  ("pull public weather data for delivery ETA", "배송 ETA용 공공 날씨 데이터 수집"),
                  ("collect blog mentions for the marketing team", "마케팅팀용 블로그 언급 수집")],
}

WHERE = [("in an old .env.local on the shared jump box", "공용 jump box의 오래된 .env.local"),
         ("in last week's CI log", "지난주 CI 로그"),
         ("in a pinned Slack message", "슬랙 고정 메시지"),
         ("on the onboarding page in Notion", "노션 온보딩 페이지"),
         ("in a git stash on the build server", "빌드 서버의 git stash"),
         ("in the team's shared drive", "팀 공유 드라이브"),
         ("in a comment on the deploy PR", "배포 PR 코멘트"),
         ("in the bash history on the batch box", "배치 서버 bash history"),
         ("in a KakaoTalk group chat with the agency", "외주사와의 카카오톡 단체방"),
         ("in a Jira comment from last quarter", "지난 분기 Jira 코멘트"),
         ("in the Confluence runbook", "Confluence 런북")]
ENVS = [("production", "운영"), ("staging", "스테이징"), ("dev", "개발"), ("QA", "QA")]


def camel(k):
    parts = k.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def snake(k):
    return k.lower()


def slug(v):
    return re.sub(r"[^a-z0-9]+", "-", v.lower().split(" (")[0]).strip("-")


# ---------------------------------------------------------------- vendor snippet styles
def sn_env(pairs, spec, L):
    f = pick([".env.production", ".env.local", ".env", "deploy/.env.staging"])
    return f"{f}:\n" + "\n".join(f"{k}={v}" for k, v in pairs)


def sn_export(pairs, spec, L):
    cmd = pick(["npm run sync", "python -m jobs.sync --dry-run", "make smoke", "./gradlew :app:publishBundle",
                "bundle exec rake integrations:check", "go run ./cmd/worker"])
    return "\n".join(f"$ export {k}='{v}'" for k, v in pairs) + f"\n$ {cmd}"


def sn_gha(pairs, spec, L):
    return ("# .github/workflows/deploy.yml\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n"
            + "\n".join(f"      {k}: {v}" for k, v in pairs))


def sn_compose(pairs, spec, L):
    svc = pick(["api", "worker", "scheduler", "web"])
    return (f"docker-compose.override.yml\nservices:\n  {svc}:\n    environment:\n"
            + "\n".join(f"      - {k}={v}" for k, v in pairs))


def sn_k8s(pairs, spec, L):
    return (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {slug(spec['v'])}-creds\ntype: Opaque\nstringData:\n"
            + "\n".join(f"  {k}: \"{v}\"" for k, v in pairs))


def sn_json(pairs, spec, L):
    f = pick(["appsettings.Production.json", "config/production.json", "firebase-functions .runtimeconfig.json", "secrets.local.json"])
    inner = ",\n".join(f'    "{camel(k)}": "{v}"' for k, v in pairs)
    return f"{f}\n{{\n  \"{slug(spec['v'])}\": {{\n{inner}\n  }}\n}}"


def sn_toml(pairs, spec, L):
    f = pick(["config.toml", "wrangler.toml", ".streamlit/secrets.toml", "settings/prod.toml"])
    return f"{f}\n[{slug(spec['v']).replace('-', '_')}]\n" + "\n".join(f'{snake(k)} = "{v}"' for k, v in pairs)


def sn_props(pairs, spec, L):
    f = pick(["application-prod.properties", "local.properties", "gradle.properties"])
    base = slug(spec["v"]).replace("-", ".")
    return f"{f}\n" + "\n".join(f"{base}.{snake(k).replace('_', '-')}={v}" for k, v in pairs)


CODE_LANGS = ["js", "ts", "py", "go", "kotlin", "swift", "java", "php", "ruby"]


def sn_code(pairs, spec, L, lang=None):
    lang = lang or pick(CODE_LANGS)
    s = slug(spec["v"])
    if lang == "js":
        body = "\n".join(f"  {camel(k)}: process.env.{k} || '{v}'," for k, v in pairs)
        return f"// src/config/{s}.js\nmodule.exports = {{\n{body}\n}};"
    if lang == "ts":
        body = "\n".join(f'export const {k} = "{v}"; // TODO: read from env' for k, v in pairs)
        return f"// apps/web/lib/{s}.ts\n{body}"
    if lang == "py":
        body = "\n".join(f'{k} = os.getenv("{k}", "{v}")' for k, v in pairs)
        return f"# {s.replace('-', '_')}_client.py\nimport os\n{body}"
    if lang == "go":
        body = "\n".join(f'\t{camel(k)} = "{v}"' for k, v in pairs)
        return f"// internal/{s.replace('-', '')}/client.go\nconst (\n{body}\n)"
    if lang == "kotlin":
        body = "\n".join(f'        buildConfigField("String", "{k}", "\\"{v}\\"")' for k, v in pairs)
        return f"// app/build.gradle.kts\nandroid {{\n    defaultConfig {{\n{body}\n    }}\n}}"
    if lang == "swift":
        body = "\n".join(f'    static let {camel(k)} = "{v}"' for k, v in pairs)
        return f"// Sources/Config/Secrets.swift\nenum Secrets {{\n{body}\n}}"
    if lang == "java":
        body = "\n".join(f'    private static final String {k} = "{v}";' for k, v in pairs)
        return f"// src/main/java/com/acme/{s.replace('-', '')}/Config.java\npublic final class Config {{\n{body}\n}}"
    if lang == "php":
        body = "\n".join(f"    '{snake(k)}' => env('{k}', '{v}')," for k, v in pairs)
        return f"// config/services.php\n'{s.replace('-', '_')}' => [\n{body}\n],"
    body = "\n".join(f'  config.{snake(k)} = ENV.fetch("{k}", "{v}")' for k, v in pairs)
    return f"# config/initializers/{s.replace('-', '_')}.rb\nAcme.configure do |config|\n{body}\nend"


def _http_parts(spec, vals):
    a = spec["auth"](vals)
    host = spec["host"] or ""
    path = spec["path"]
    for i, v in enumerate(vals):
        host = host.replace("{%d}" % i, v)
        path = path.replace("{%d}" % i, v)
    hdrs = [h.replace("{0}", vals[0]) for h in a["h"]]
    if a["u"]:
        url = a["u"]
    else:
        url = f"https://{host}{path}"
        if a["q"]:
            url += ("" if url.endswith("?") else ("&" if "?" in url else "?")) + a["q"]
    return a, hdrs, url


def sn_curl(spec, vals, L):
    a, hdrs, url = _http_parts(spec, vals)
    m = spec["method"]
    parts = ["curl -sS" + ("" if m == "GET" else f" -X {m}") + f" '{url}'"]
    if a.get("basic") and chance(0.5):
        u, p = a["basic"]
        parts.append(f"-u '{u}:{p}'")
        hdrs = hdrs[1:]
    for h in hdrs:
        parts.append(f"-H '{h}'")
    if m == "POST":
        parts.append("-H 'Content-Type: application/json'")
        parts.append("-d '" + (spec["body"] or '{"dry_run":true}') + "'")
    status = pick(["HTTP/2 200", "HTTP/2 401", "HTTP/2 403", "HTTP/1.1 429 Too Many Requests", "HTTP/2 200"])
    return "$ " + " \\\n  ".join(parts) + f"\n< {status}", a


def sn_http(spec, vals, L):
    a, hdrs, url = _http_parts(spec, vals)
    u = urllib.parse.urlsplit(url)
    target = u.path + (("?" + u.query) if u.query else "")
    lines = [f"{spec['method']} {target} HTTP/1.1", f"Host: {u.netloc}"] + hdrs
    lines.append(pick(["User-Agent: okhttp/4.12.0", "User-Agent: axios/1.7.2", "User-Agent: python-requests/2.32.3",
                       "User-Agent: Go-http-client/2.0", "User-Agent: BookingApp/5.14.0 (iPhone; iOS 17.5)"]))
    if spec["method"] == "POST":
        lines.append("Content-Type: application/json")
        lines += ["", spec["body"] or '{"dry_run":true}']
    resp = pick(["HTTP/1.1 200 OK", "HTTP/1.1 401 Unauthorized", "HTTP/1.1 403 Forbidden", "HTTP/1.1 400 Bad Request"])
    return "\n".join(lines) + "\n\n" + resp + f"\nx-request-id: {uuid4()}", a


def sn_log(spec, vals, L):
    a, hdrs, url = _http_parts(spec, vals)
    kind = pick(["okhttp", "requests", "axios", "urlsession"])
    t = rts()
    if kind == "okhttp":
        body = "\n".join(f"I/okhttp.OkHttpClient: {h}" for h in hdrs)
        return f"I/okhttp.OkHttpClient: --> {spec['method']} {url}\n{body}\nI/okhttp.OkHttpClient: --> END {spec['method']}", a
    if kind == "requests":
        hd = ", ".join("'" + h.split(": ", 1)[0] + "': '" + h.split(": ", 1)[1] + "'" for h in hdrs)
        return f"{t} DEBUG urllib3.connectionpool {spec['method']} {url}\n{t} DEBUG sync.client request headers={{{hd}}}", a
    if kind == "axios":
        hd = ", ".join(h.split(": ", 1)[0] + ": '" + h.split(": ", 1)[1] + "'" for h in hdrs)
        return (f"[{t}] ERROR AxiosError: Request failed with status code {pick(['401', '403', '500', '502'])}\n"
                f"  config: {{ method: '{spec['method'].lower()}', url: '{url}', headers: {{ {hd} }} }}"), a
    hd = "\n".join("    " + h for h in hdrs)
    return f"[Network] {spec['method']} {url}\n  headers:\n{hd}\n  -> status {pick(['200', '401', '403'])} ({R.randint(80, 900)} ms)", a


def sn_diff(pairs, spec, L):
    f = pick([".env.production", "config/settings.py", "app/src/main/res/values/keys.xml", "helm/values-prod.yaml"])
    ctx = pick(["LOG_LEVEL=info", "TZ=Asia/Seoul", "FEATURE_NEW_CHECKOUT=true", "REGION=ap-northeast-2"])
    adds = "\n".join(f"+{k}={v}" for k, v in pairs)
    return f"diff --git a/{f} b/{f}\n--- a/{f}\n+++ b/{f}\n@@ -{R.randint(3, 40)},2 +{R.randint(3, 40)},{2 + len(pairs)} @@\n {ctx}\n{adds}"


def sn_table(pairs, spec, L):
    hdr = T(L, "| name | value | used by |", "| 이름 | 값 | 사용처 |")
    rows = "\n".join(f"| {k} | {v} | {pick(PROJECTS)} |" for k, v in pairs)
    return f"{hdr}\n|---|---|---|\n{rows}"


def sn_notebook(pairs, spec, L):
    n = R.randint(2, 14)
    body = "\n".join(f"   ...: os.environ[\"{k}\"] = \"{v}\"" for k, v in pairs)
    return f"In [{n}]: import os\n{body}\nIn [{n + 1}]: client = {slug(spec['v']).replace('-', '_')}_client()"


def sn_msg(pairs, spec, L):
    inline = ", ".join(f"{k}={v}" for k, v in pairs)
    if L == "en":
        who = person_en()
        return f"{who} in #{pick(TEAMS)}-dev ({rdate()}): \"for {pick(['prod', 'staging'])} use {inline} — please don't paste it in tickets\""
    who = person_ko()
    return f"{who}님 슬랙 DM ({rdate()}): \"{pick(['운영', '스테이징'])}은 {inline} 쓰시면 돼요. 티켓에는 붙이지 말아주세요\""


def sn_prose(pairs, spec, L):
    inline = T(L, " and ", " / ").join(f"{k} {v}" for k, v in pairs)
    if L == "en":
        return pick([f"The values that finally worked were {inline}.",
                     f"What worked in the end: {inline} (the wiki copy had been revoked).",
                     f"Used {inline}; the first attempt failed because I had the staging value."])
    return pick([f"최종적으로 동작한 값은 {inline} 이었음.",
                 f"결국 {inline} 로 해결 (위키에 있던 값은 revoke 된 상태).",
                 f"처음엔 스테이징 값을 넣어서 실패했고 {inline} 로 바꾸니 됨."])


CONF_STYLES = ["env", "export", "gha", "compose", "k8s", "json", "toml", "props", "code", "code", "diff", "table",
               "notebook", "msg", "prose"]
HTTP_STYLES = ["curl", "curl", "http", "log", "log"]


def render_vendor(spec, L):
    vals = [p[1]() for p in spec["parts"]]
    disp = DISPLAY.get((spec["v"], spec["k"]))
    pairs = disp(vals) if disp else [(p[0], v) for p, v in zip(spec["parts"], vals)]
    listed = [v for p, v in zip(spec["parts"], vals) if p[2]]
    styles = CONF_STYLES + (HTTP_STYLES if spec["auth"] else []) + ["split"]
    style = pick(styles)
    extra = []
    if style in ("curl", "http", "log"):
        fn = {"curl": sn_curl, "http": sn_http, "log": sn_log}[style]
        snippet, a = fn(spec, vals, L)
        extra = a["x"]
    elif style == "split":
        snippet = None
    else:
        snippet = {"env": sn_env, "export": sn_export, "gha": sn_gha, "compose": sn_compose, "k8s": sn_k8s,
                   "json": sn_json, "toml": sn_toml, "props": sn_props, "code": sn_code, "diff": sn_diff,
                   "table": sn_table, "notebook": sn_notebook, "msg": sn_msg, "prose": sn_prose}[style](pairs, spec, L)
    return vals, pairs, listed + extra, style, snippet


def vendor_note(spec, L):
    vals, pairs, cands, style, snippet = render_vendor(spec, L)
    V, K = spec["v"], spec["k"]
    Vs = V.split(" (", 1)[1].rstrip(")") if " (" in V else V
    Vs = {"Amazon Web Services": "AWS"}.get(Vs, Vs)
    task_en, task_ko = pick(AREA_TASKS[spec["area"]])
    wen, wko = pick(WHERE)
    env_en, env_ko = pick(ENVS)
    p = proj()
    var = pairs[-1][0]
    if L == "en":
        who = person_en()
        intro = pick([
            f"Task: {task_en} in {p}. {Vs} calls kept failing and nobody had written down which {K} the {env_en} setup uses; I found it {wen}.",
            f"Asked to {task_en} ({p}). The README only says 'ask {who} for the {Vs} creds' and {who} was out, so I used what was {wen}.",
            f"{p}: {task_en}. The missing piece was the {Vs} {K}; the one I ended up using was {wen}.",
            f"Context: while trying to {task_en}, found that the {Vs} integration in {p} reads {var} at startup and it was empty in {env_en}. Found the value {wen}.",
            f"Picked up a ticket to {task_en} for {p}. Nothing in the repo says where the {Vs} {K} comes from; {who} said to reuse the one {wen}.",
            f"Spent an hour on a {pick(['401', '403', 'signature mismatch', 'invalid_api_key'])} from {Vs} while trying to {task_en} ({p}, {env_en}). The {K} I finally used was {wen}.",
            f"Goal: {task_en}. Blocker: {var} missing on my machine and in the {env_en} runner for {p}. Source of the value: {wen}."])
        lesson = pick([
            f"{var} is only injected by the {env_en} pipeline, so local runs need it set by hand. A 401 from {Vs} meant the wrong key, a 403 meant missing scopes.",
            f"The {Vs} {K} lying around {wen} is the {env_en} one; other environments use separate keys. Check which environment a key belongs to before using it.",
            f"Load {var} from the secret manager instead of keeping a fallback in code; the hard-coded fallback is what CI silently picked up.",
            f"{Vs} rejects requests without a clear error when the {K} is for a different project; verify the project in the dashboard first.",
            f"The {Vs} SDK reads {var} only once at boot, so changing the env without a restart looks like the key is wrong.",
            f"Keys for {Vs} are per environment and per project; the {env_en} one is not interchangeable with sandbox/test keys.",
            f"When {Vs} auth fails the client retries silently for ~30s; turn on debug logging (without printing headers) to see it quickly."])
        ask = pick([
            f"Ask {who} which {Vs} key is meant for {env_en}, and whether it should be rotated now that it has been pasted around.",
            f"Before starting: where is {var} kept for local development, and who can grant access?",
            f"Ask for a scoped {Vs} key for {p} instead of reusing the shared one.",
            f"Ask {who} to add {var} to the vault and to the onboarding checklist.",
            f"Who owns the {Vs} account? Ask before creating new keys."])
        snip_hdr = pick(["", "Snippet:\n", "Relevant part:\n", "What I used:\n"])
        lesson_hdr = pick(["Working config:\n", "For reference, the config that worked:\n"])
        split_tail = pick([f" The {Vs} value for {var} is", f" {var} for {env_en} =", f" The value for {var}:"])
        split_next = pick([" — it worked on the first call after that.", " (confirmed with a test call).", "; store it properly next time."])
        echo = pick([f"Is {{v}} still the live {Vs} key?", f"Confirm whether {{v}} has been rotated.", f"Can {{v}} be revoked after the migration?"])
    else:
        who = person_ko()
        intro = pick([
            f"{p}에서 {task_ko} 작업. {Vs} 호출이 계속 실패했는데 {env_ko} 환경에서 어떤 {K}를 쓰는지 정리된 곳이 없었음. {wko}에서 찾음.",
            f"{task_ko} 요청받음 ({p}). README에는 '{who}님께 {Vs} 키 요청'이라고만 있고 {who}님이 휴가라 {wko}에 있던 값을 그대로 씀.",
            f"{p} {task_ko} 중 빠져 있던 건 {Vs} {K}. 결국 {wko}에 있던 걸 사용함.",
            f"{task_ko} 관련 맥락: {p}의 {Vs} 연동은 시작할 때 {var}를 읽는데 {env_ko}에서 비어 있었음. 값은 {wko}에서 찾음.",
            f"{p} {task_ko} 티켓을 받았는데 {Vs} {K} 출처가 레포 어디에도 없음. {who}님이 {wko}에 있는 걸 재사용하라고 함.",
            f"{task_ko} 하다가 {Vs}에서 {pick(['401', '403', 'signature mismatch', 'invalid_api_key'])} 에러로 한 시간 날림 ({p}, {env_ko}). 결국 {wko}에 있던 {K}를 씀.",
            f"목표: {task_ko}. 막힌 부분: 내 로컬과 {p} {env_ko} runner 모두 {var}가 없었음. 값 출처: {wko}."])
        lesson = pick([
            f"{var}는 {env_ko} 파이프라인에서만 주입되므로 로컬에서는 직접 설정해야 함. {Vs}에서 401이면 키 오류, 403이면 scope 부족이었음.",
            f"{wko}에 있던 {Vs} {K}는 {env_ko}용이었음. 다른 환경은 별도 키를 씀. 키 쓰기 전에 어느 환경 것인지 먼저 확인할 것.",
            f"코드에 fallback 값을 두지 말고 {var}는 secret manager에서 읽을 것. CI가 하드코딩된 fallback을 조용히 쓰고 있었음.",
            f"다른 프로젝트의 {K}를 넣으면 {Vs}가 에러를 명확히 주지 않음. 대시보드에서 프로젝트부터 확인하기.",
            f"{Vs} SDK는 부팅 시 {var}를 한 번만 읽어서, 재시작 없이 env만 바꾸면 키가 틀린 것처럼 보임.",
            f"{Vs} 키는 환경·프로젝트별로 다름. {env_ko} 키와 sandbox/test 키는 서로 호환 안 됨.",
            f"{Vs} 인증 실패 시 클라이언트가 30초 정도 조용히 재시도함. 헤더는 찍지 말고 debug 로그를 켜서 확인할 것."])
        ask = pick([
            f"{who}님께 {env_ko}용 {Vs} 키가 어떤 건지, 여기저기 붙여넣어진 키라 rotate 해야 하는지 물어보기.",
            f"작업 시작 전에 로컬 개발용 {var} 보관 위치와 권한 요청 방법 확인하기.",
            f"공용 키 재사용 말고 {p} 전용으로 scope 제한된 {Vs} 키 요청하기.",
            f"{who}님께 {var}를 vault와 온보딩 체크리스트에 추가해 달라고 요청.",
            f"{Vs} 계정 owner가 누군지 먼저 확인하고 새 키 발급 요청하기."])
        snip_hdr = pick(["", "설정 내용:\n", "관련 부분:\n", "사용한 값:\n"])
        lesson_hdr = pick(["동작한 설정:\n", "참고로 동작한 설정:\n"])
        split_tail = pick([f" {Vs} {K}({var}) 값은", f" {env_ko}용 {var} 값:", f" {var} 값은 아래 참고."])
        split_next = pick([" — 이걸로 바로 호출 성공함.", " (테스트 호출로 확인함).", " 다음엔 제대로 보관할 것."])
        echo = pick(["{v} 아직 유효한 키인지 확인 필요.", "{v} 이거 rotate 됐는지 확인하기.", "마이그레이션 끝나면 {v} revoke 해도 되는지?"])

    mc, le, ak = intro, lesson, ask
    if style == "split":
        main = pairs[-1][1]
        mc = intro + split_tail
        le = main + split_next + " " + lesson
        if len(pairs) > 1:
            others = " ".join(f"{k}={v}" for k, v in pairs[:-1])
            mc = intro + T(L, f" Also set {others}.", f" 같이 {others} 설정함.") + split_tail
    else:
        where = pick(["mc", "mc", "mc", "lesson", "ask"])
        if where == "ask" and len((ask + "\n" + snippet).encode()) > 500:
            where = "lesson"
        if where == "mc":
            mc = intro + "\n" + snip_hdr + snippet
        elif where == "lesson":
            le = lesson + "\n" + lesson_hdr + snippet
        else:
            ak = ask + "\n" + snippet
        if chance(0.2):
            first_listed = [c for c in cands if c in mc + le + ak]
            if first_listed:
                e = echo.replace("{v}", first_listed[0])
                if where == "ask":
                    le = le + " " + e
                else:
                    ak = ak + " " + e
    cat = f"vendor: {V} {K} [Vendor]"
    return {"category": cat, "mc": mc, "lesson": le, "ask": ak, "cands": cands, "vendor": V, "style": style}


# ================================================================ non-vendor secret templates
SECRET_TEMPLATES = []


def st(cat):
    def deco(fn):
        SECRET_TEMPLATES.append((cat, fn))
        return fn
    return deco


def NOTE(mc, le, ak, cands):
    return {"mc": mc, "lesson": le, "ask": ak, "cands": cands}


def human_pw():
    return pick([pw_name_bday, pw_word_year, pw_korean_keyboard, pw_keyboard_walk, pw_machine])()


@st("shell: mysql -p attached password")
def s_mysql_p(L):
    pw = pick([pw_machine, pw_word_year, pw_name_bday])()
    h = rds_host(pick(["orders", "legacy", "cms"]))
    u = pick(["app_rw", "admin", "readonly", "batch"])
    term = (f"$ mysql -h {h} -u {u} -p{pw} {pick(['shop', 'orders', 'cms'])} -e 'SHOW PROCESSLIST'\n"
            f"mysql: [Warning] Using a password on the command line interface can be insecure.\n"
            f"| Id | User | Host | db | Command | Time |")
    return NOTE(T(L, f"Needed to see which queries were locking the orders table. Terminal from the session:\n{term}",
                  f"orders 테이블 lock 원인 쿼리 확인이 필요했음. 당시 터미널:\n{term}"),
                T(L, "Use --login-path or an option file instead of -p on the command line; the shell history keeps everything.",
                  "-p 뒤에 비밀번호를 붙이면 shell history에 남음. --login-path나 option file을 쓸 것."),
                T(L, f"Ask the DBA for a read-only account for {u}-style debugging.", "디버깅용 read-only 계정을 DBA에게 요청하기."), [pw])


@st("shell: PGPASSWORD env before psql")
def s_pgpassword(L):
    pw = pick([pw_machine, pw_urlsafe, pw_passphrase])()
    h = rds_host()
    term = f"$ PGPASSWORD='{pw}' psql -h {h} -U {pick(['etl', 'analytics', 'app'])} -d {pick(['warehouse', 'app', 'reporting'])} -c '\\dt staging.*'"
    return NOTE(T(L, f"The backfill failed because staging tables were missing. I checked with:\n{term}",
                  f"backfill이 staging 테이블 누락으로 실패해서 아래로 확인함:\n{term}"),
                T(L, "Migrations for the staging schema run only on deploy, not on the preview DB.",
                  "staging 스키마 migration은 배포 때만 돌고 preview DB에서는 안 돎."),
                T(L, "Is there a ~/.pgpass convention on the batch box?", "배치 서버에 ~/.pgpass 규칙이 있는지 물어보기."), [pw])


@st("url: Postgres DATABASE_URL with percent-encoded password")
def s_pg_url_encoded(L):
    raw, enc = url_pw()
    h = rds_host()
    url = f"postgresql://app_user:{enc}@{h}:5432/app?sslmode=require"
    show_raw = chance(0.5)
    le_en = "Prisma rejected the URL until the special characters in the password were percent-encoded."
    le_ko = "비밀번호의 특수문자를 percent-encoding 하기 전까지 Prisma가 URL을 거부했음."
    if show_raw:
        le_en += f" The raw password is {raw}."
        le_ko += f" 원래 비밀번호는 {raw}."
    return NOTE(T(L, f"Prisma migrate failed with P1013 'invalid port number'. The working env line:\nDATABASE_URL=\"{url}\"",
                  f"Prisma migrate가 P1013 'invalid port number'로 실패. 동작한 env:\nDATABASE_URL=\"{url}\""),
                T(L, le_en, le_ko),
                T(L, "Ask infra to generate DB passwords without URL-reserved characters.", "인프라팀에 URL 예약문자 없는 DB 비밀번호 생성 요청."),
                [enc, raw])


@st("url: mongodb+srv URI in Node config")
def s_mongo(L):
    pw = pick([pw_urlsafe, pw_name_bday, pw_word_year])()
    pw = re.sub(r"[^A-Za-z0-9]", "", pw) + rs(DG, 2)
    cl = f"cluster0.{rs(LOAN, 5)}.mongodb.net"
    code = f"// src/db.ts\nawait mongoose.connect('mongodb+srv://{pick(['appuser', 'reporter', 'admin'])}:{pw}@{cl}/{pick(['shop', 'events'])}?retryWrites=true&w=majority');"
    return NOTE(T(L, f"Local API would not start: 'querySrv ENOTFOUND'. The connection code in the repo:\n{code}",
                  f"로컬 API가 'querySrv ENOTFOUND'로 안 뜸. 레포의 연결 코드:\n{code}"),
                T(L, "The corporate DNS blocks SRV lookups; use the standard (non-SRV) connection string on the office network.",
                  "사내 DNS가 SRV 조회를 막음. 사무실 네트워크에서는 non-SRV connection string을 써야 함."),
                T(L, "Why is the Atlas URI hard-coded instead of read from env?", "Atlas URI가 env가 아니라 코드에 하드코딩된 이유 확인."), [pw])


@st("url: rediss URL in Celery/Sidekiq config")
def s_redis_url(L):
    pw = pick([lambda: an(32), pw_machine, lambda: hx(40)])()
    pw = pw.replace("@", "x").replace("/", "y").replace("#", "z").replace(":", "q")
    h = f"master.{pick(['cache', 'queue'])}-prod.{rs(LOAN, 6)}.apn2.cache.amazonaws.com"
    if chance(0.5):
        snip = f"# settings/celery.py\nCELERY_BROKER_URL = \"rediss://default:{pw}@{h}:6379/0?ssl_cert_reqs=required\""
    else:
        snip = f"# config/sidekiq.yml\n:redis:\n  :url: rediss://:{pw}@{h}:6379/1"
    return NOTE(T(L, f"Workers were idle although the queue was full. Broker config in the repo:\n{snip}",
                  f"큐는 쌓였는데 워커가 놀고 있었음. 레포의 broker 설정:\n{snip}"),
                T(L, "The worker image pinned an old CA bundle; TLS to the cache failed silently.",
                  "워커 이미지의 CA bundle이 오래돼서 캐시 TLS 연결이 조용히 실패했음."),
                T(L, "Ask which Redis user the workers are supposed to use.", "워커가 써야 하는 Redis 계정이 뭔지 확인."), [pw])


@st("notebook: Snowflake SQLAlchemy URL")
def s_snowflake_nb(L):
    pw = pick([pw_machine, pw_word_year, pw_keyboard_walk])()
    enc = urllib.parse.quote(pw, safe="")
    acct = f"{rs(UP, 7)}-{rs(UP, 2)}{dg(5)}"
    cell = (f"In [3]: from sqlalchemy import create_engine\n"
            f"   ...: eng = create_engine(\"snowflake://{pick(['ANALYST_SVC', 'DBT_RUNNER', 'JIYEON'])}:{enc}@{acct}/ANALYTICS/MARTS?warehouse=REPORTING_WH&role=ANALYST\")\n"
            f"In [4]: pd.read_sql('select count(*) from fct_orders', eng)")
    return NOTE(T(L, f"Retention notebook timed out on the XS warehouse. Cells from insight-notebooks/retention.ipynb:\n{cell}",
                  f"리텐션 노트북이 XS 웨어하우스에서 timeout. insight-notebooks/retention.ipynb 셀:\n{cell}"),
                T(L, "Use key-pair auth for notebooks and never commit executed cells with connection strings.",
                  "노트북은 key-pair 인증을 쓰고 connection string이 들어간 실행 결과 셀은 커밋하지 말 것."),
                T(L, "Can the notebook repo get nbstripout as a pre-commit hook?", "노트북 레포에 nbstripout pre-commit 걸 수 있는지?"), [enc, pw])


@st("jdbc: Redshift JDBC URL with password param")
def s_jdbc(L):
    pw = pick([pw_machine, pw_urlsafe])()
    pw = pw.replace(";", "").replace("&", "")
    host = f"analytics.{rs(LOAN, 12)}.{pick(REGIONS)}.redshift.amazonaws.com"
    url = f"jdbc:redshift://{host}:5439/dev?user=bi_reader&password={pw}&ssl=true"
    return NOTE(T(L, f"Metabase could not sync the Redshift schema after the cluster resize. The connection string in the admin page:\n{url}",
                  f"클러스터 리사이즈 후 Metabase가 Redshift 스키마 sync를 못 함. 어드민의 connection string:\n{url}"),
                T(L, "The resize changed the endpoint suffix; the JDBC URL has to be updated in two places (Metabase and the ETL).",
                  "리사이즈로 endpoint가 바뀌어서 JDBC URL을 Metabase와 ETL 두 군데 다 바꿔야 함."),
                T(L, "Ask for IAM-based auth for BI tools.", "BI 툴용 IAM 인증 가능한지 문의."), [pw])


@st("url: amqp broker URL")
def s_amqp(L):
    pw = pick([pw_urlsafe, pw_word_year])()
    pw = re.sub(r"[^A-Za-z0-9!]", "", pw) + "9x"
    url = f"amqps://{pick(['notify', 'worker', 'svc_push'])}:{pw}@b-{uuid4()}.mq.{pick(REGIONS)}.amazonaws.com:5671"
    return NOTE(T(L, "notify-worker kept reconnecting every 60s.", "notify-worker가 60초마다 재접속을 반복함."),
                T(L, f"Heartbeat was 0 on the client; setting heartbeat=30 fixed it. Broker URL from the task definition: {url}",
                  f"클라이언트 heartbeat가 0이었고 30으로 바꾸니 해결. task definition의 broker URL: {url}"),
                T(L, "Ask who owns the Amazon MQ broker.", "Amazon MQ 브로커 담당자 확인."), [pw])


@st("kafka: SASL JAAS config password")
def s_kafka(L):
    pw = pick([pw_machine, pw_urlsafe])()
    pw = pw.replace('"', "").replace("\\", "")
    user = pick(["svc-clickstream", "etl-consumer", "cdc-writer"])
    cfg = (f"security.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\n"
           f"sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"{user}\" password=\"{pw}\";")
    return NOTE(T(L, f"The clickstream consumer lagged by hours. client.properties on the consumer host:\n{cfg}",
                  f"clickstream consumer lag가 몇 시간 쌓임. consumer 호스트의 client.properties:\n{cfg}"),
                T(L, "max.poll.records was 5000 with a slow sink; lowering it stopped the rebalances.",
                  "sink가 느린데 max.poll.records가 5000이라 rebalance가 반복됨. 낮추니 해결."),
                T(L, "Ask for per-service SCRAM users instead of the shared one.", "공용 SCRAM 계정 말고 서비스별 계정 요청."), [pw])


@st("airflow: AIRFLOW_CONN_ URI in env")
def s_airflow_conn(L):
    pw = pick([pw_urlsafe, pw_machine])()
    pw = re.sub(r"[^A-Za-z0-9]", "", pw) + "Q7"
    line = f"AIRFLOW_CONN_WAREHOUSE_PG='postgres://airflow_etl:{pw}@{int_host('pg')}:5432/warehouse'"
    return NOTE(T(L, f"DAG daily_orders failed on the first task with 'conn_id warehouse_pg isn't defined' in the new scheduler pod. The old pod had:\n{line}",
                  f"새 scheduler pod에서 daily_orders DAG 첫 task가 'conn_id warehouse_pg isn't defined'로 실패. 예전 pod 설정:\n{line}"),
                T(L, "Connections come from env vars on the scheduler, not the metadata DB; the Helm values missed them.",
                  "커넥션은 메타DB가 아니라 scheduler env에서 옴. Helm values에 빠져 있었음."),
                T(L, "Ask whether we should move connections to the secrets backend.", "커넥션을 secrets backend로 옮길지 논의 요청."), [pw])


@st("dbt: profiles.yml warehouse password")
def s_dbt(L):
    pw = pick([pw_machine, pw_name_bday, pw_word_year])()
    y = (f"# ~/.dbt/profiles.yml\nwarehouse:\n  target: prod\n  outputs:\n    prod:\n      type: {pick(['postgres', 'redshift', 'snowflake'])}\n"
         f"      user: dbt_runner\n      password: \"{pw}\"\n      threads: 8")
    return NOTE(T(L, "dbt run on the CI box used my personal target instead of prod.", "CI 박스에서 dbt run이 prod 대신 개인 target을 사용함."),
                T(L, f"CI copies a checked-in profiles file; it looked like this:\n{y}",
                  f"CI가 커밋된 profiles 파일을 복사해서 씀. 내용:\n{y}"),
                T(L, "Use env_var('DBT_PASSWORD') in profiles and ask who can rotate this one.", "profiles에서 env_var('DBT_PASSWORD')를 쓰고, 이 비밀번호 rotate 담당 확인."), [pw])


@st("shell: clickhouse-client --password")
def s_clickhouse(L):
    pw = pick([pw_urlsafe, pw_machine])()
    h = f"{rs(LOAN, 10)}.{pick(['ap-northeast-1', 'us-east-1'])}.aws.clickhouse.cloud"
    term = (f"$ clickhouse-client --host {h} --secure --user default --password '{pw}' \\\n"
            f"    --query \"SELECT count() FROM events WHERE event_date = today()\"\n{R.randint(1000000, 90000000)}")
    return NOTE(T(L, f"Dashboard showed zero events for today. Checked directly:\n{term}",
                  f"대시보드에서 오늘 이벤트가 0으로 나옴. 직접 확인:\n{term}"),
                T(L, "Data was there; the dashboard filtered by UTC date while events are bucketed in KST.",
                  "데이터는 있었고 대시보드가 UTC 날짜로 필터링, 이벤트는 KST 기준이라 어긋났음."),
                T(L, "Ask for a read-only ClickHouse user for debugging.", "디버깅용 ClickHouse read-only 계정 요청."), [pw])


@st("password: human password quoted from a colleague")
def s_pw_colleague(L):
    pw = pick([pw_name_bday, pw_word_year, pw_korean_keyboard])()
    sys_ = pick([("the staging admin console", "스테이징 어드민"), ("the PG merchant dashboard", "PG 가맹점 관리자"),
                 ("the shared App Store Connect account", "공용 App Store Connect 계정"), ("the old Jenkins", "구 Jenkins")])
    if L == "en":
        who = person_en()
        mc = f"Couldn't log in to {sys_[0]} to check a setting. {who} replied in DM: \"login is ops@{pick(['acme.kr', 'example.kr'])}, pw {pw} — it's been the same forever\""
    else:
        who = person_ko()
        mc = f"{sys_[1]} 설정 확인하려는데 로그인이 안 됨. {who}님 DM 답장: \"ops@{pick(['acme.kr', 'example.kr'])} / {pw} 예요. 몇 년째 그대로예요\""
    return NOTE(mc, T(L, "Shared human-chosen passwords on team accounts never get rotated; this one should move to the password manager.",
                      "팀 공용 계정 비밀번호는 사람이 정한 거라 rotate가 안 됨. 비밀번호 관리자로 옮겨야 함."),
                T(L, "Ask to get a personal account with SSO instead.", "SSO 개인 계정 발급 요청하기."), [pw])


@st("password: office Wi-Fi passphrase in onboarding note")
def s_wifi(L):
    pw = pick([pw_passphrase, pw_word_year, pw_korean_keyboard])()
    ssid = pick(["ACME-Staff", "HANBIT_5G", "moa-office", "Guest-3F"])
    return NOTE(T(L, f"Device farm phones could not reach the local API: they were on the guest network. Office network for test devices: SSID {ssid}, WPA2 {pw}",
                  f"디바이스팜 폰이 게스트망에 붙어 있어서 로컬 API에 접근 못 함. 테스트 기기용 사내망: SSID {ssid}, WPA2 {pw}"),
                T(L, "Guest Wi-Fi has client isolation; test devices must be on the staff SSID to hit a laptop-hosted server.",
                  "게스트 와이파이는 client isolation이 있어서 노트북에 띄운 서버에 붙으려면 직원용 SSID를 써야 함."),
                T(L, "Ask IT whether a dedicated device VLAN exists.", "IT에 테스트 기기 전용 VLAN 있는지 문의."), [pw])


@st("password: Korean word typed on an English keyboard")
def s_pw_ko_qwerty(L):
    pw = pw_korean_keyboard()
    sysname = pick(["Grafana admin", "Metabase admin", "the NAS", "Harbor registry admin"])
    return NOTE(T(L, f"Needed to add a datasource in {sysname}. The login in the team sheet: admin / {pw}",
                  f"{sysname}에 데이터소스 추가가 필요했음. 팀 시트에 있던 로그인: admin / {pw}"),
                T(L, "That password is a Korean phrase typed with the keyboard in English mode, which is why it looked random to me.",
                  "한글 문장을 영문 자판으로 친 비밀번호라 처음엔 랜덤 문자열처럼 보였음."),
                T(L, f"Ask to move {sysname} behind SSO.", f"{sysname}를 SSO 뒤로 옮길 수 있는지 문의."), [pw])


@st("password: keyboard walk on staging admin")
def s_pw_walk(L):
    pw = pw_keyboard_walk()
    return NOTE(T(L, f"Staging RabbitMQ management UI: tried guest/guest, failed. The deploy doc says user 'mqadmin' with {pw}.",
                  f"스테이징 RabbitMQ 관리 UI: guest/guest 실패. 배포 문서에는 'mqadmin' 계정에 {pw} 라고 되어 있음."),
                T(L, "guest is disabled for non-localhost connections; the admin user is created by the bootstrap script.",
                  "guest 계정은 localhost 외 접속이 막혀 있고 관리자 계정은 bootstrap 스크립트가 만듦."),
                T(L, "Ask whether staging admin passwords are stored anywhere besides the deploy doc.", "스테이징 관리자 비밀번호가 배포 문서 말고 보관되는 곳이 있는지?"), [pw])


@st("password: passphrase for release GPG key")
def s_passphrase_gpg(L):
    pw = pw_passphrase()
    fp = HX(40)
    term = f"$ gpg --batch --pinentry-mode loopback --passphrase '{pw}' --detach-sign --armor dist/acme-cli_{R.randint(1, 3)}.{R.randint(0, 20)}.{R.randint(0, 9)}_linux_amd64.tar.gz"
    return NOTE(T(L, f"Release job failed at signing: 'No secret key'. Signing key fingerprint {fp}. The maintainer's manual command:\n{term}",
                  f"릴리즈 job이 서명 단계에서 'No secret key'로 실패. 서명 키 fingerprint {fp}. 메인테이너가 수동으로 쓰던 명령:\n{term}"),
                T(L, "The CI runner imports the key from a secret but the keyring path differed (GNUPGHOME).",
                  "CI runner가 secret에서 키를 import하지만 GNUPGHOME 경로가 달랐음."),
                T(L, "Ask for the passphrase to be provided via the CI secret, not typed in scripts.", "passphrase를 스크립트가 아니라 CI secret으로 받을 수 있는지 요청."), [pw])


@st("password: long numeric PIN")
def s_pin(L):
    pin = pw_pin()
    ctx = pick([("the kiosk app's hidden admin menu", "키오스크 앱 숨김 관리자 메뉴"),
                ("the PG merchant portal second password", "PG 가맹점 관리자 2차 비밀번호"),
                ("the shared test iPad passcode", "공용 테스트 iPad 암호"),
                ("the settlement-file ZIP password", "정산 파일 ZIP 비밀번호")])
    return NOTE(T(L, f"Blocked while checking {ctx[0]}; {person_en()} texted it: {pin}",
                  f"{ctx[1]} 확인하다 막힘. {person_ko()}님이 문자로 알려줌: {pin}"),
                T(L, "Numeric PINs get shared by text and never change; ask for a per-person method.",
                  "숫자 PIN은 문자로 공유되고 바뀌지 않음. 개인별 방식으로 바꿔야 함."),
                T(L, f"Ask who else knows {ctx[0]} and whether it can be reset.", f"{ctx[1]}를 아는 사람이 누군지, 재설정 가능한지 확인."), [pin])


@st("password: old and new password after rotation")
def s_rotation(L):
    old, new = human_pw(), pw_machine()
    svc = pick([("the reporting DB user", "리포팅 DB 계정"), ("the SFTP account the PG uses for settlement files", "PG 정산파일용 SFTP 계정"),
                ("the LDAP bind user", "LDAP bind 계정")])
    return NOTE(T(L, f"After the quarterly rotation of {svc[0]}, the nightly job kept failing. Old value {old} was replaced with {new}.",
                  f"분기별 rotate 이후 야간 job이 계속 실패함 ({svc[1]}). 기존 {old} 를 {new} 로 교체함."),
                T(L, "The job reads the password from a file baked into the image, so it needs a rebuild after every rotation.",
                  "job이 이미지에 구워진 파일에서 비밀번호를 읽어서 rotate 때마다 재빌드가 필요함."),
                T(L, "Ask to mount the secret at runtime instead.", "secret을 런타임 마운트로 바꾸는 것 요청."), [old, new])


@st("android: keystore passwords in gradle.properties")
def s_gradle_props(L):
    sp = pick([pw_machine, pw_word_year, pw_name_bday])()
    kp = sp if chance(0.4) else pick([pw_machine, pw_word_year])()
    alias = pick(["upload", "release", "acme-release"])
    props = (f"# ~/.gradle/gradle.properties (copied from the release laptop)\nRELEASE_STORE_FILE=../keystores/{alias}.jks\n"
             f"RELEASE_STORE_PASSWORD={sp}\nRELEASE_KEY_ALIAS={alias}\nRELEASE_KEY_PASSWORD={kp}")
    return NOTE(T(L, f"bundleRelease failed: 'Keystore was tampered with, or password was incorrect'. Working properties:\n{props}",
                  f"bundleRelease 실패: 'Keystore was tampered with, or password was incorrect'. 동작한 properties:\n{props}"),
                T(L, "CI had the store password but the key password differs; both must be set.",
                  "CI에는 store password만 있었고 key password가 달라서 둘 다 설정해야 했음."),
                T(L, "Ask whether Play App Signing is enabled so the upload key can be reset if needed.", "Play App Signing이 켜져 있어 upload key 재설정이 가능한지 확인."),
                [sp, kp] if kp != sp else [sp])


@st("android: keytool -storepass in terminal")
def s_keytool(L):
    pw = pick([pw_machine, pw_name_bday, pw_keyboard_walk])()
    term = (f"$ keytool -list -v -keystore app/release.keystore -alias {pick(['release', 'upload'])} -storepass '{pw}' | grep SHA\n"
            f"\t SHA1: {':'.join(HX(2) for _ in range(20))}")
    return NOTE(T(L, f"Google Sign-In returned DEVELOPER_ERROR on the release build. Needed the release SHA-1:\n{term}",
                  f"릴리즈 빌드에서 Google Sign-In이 DEVELOPER_ERROR. 릴리즈 SHA-1이 필요했음:\n{term}"),
                T(L, "With Play App Signing the certificate that matters is the app signing key from the Play Console, not the local upload key.",
                  "Play App Signing을 쓰면 로컬 upload key가 아니라 Play Console의 앱 서명 키 인증서를 등록해야 함."),
                T(L, "Where is the keystore password supposed to be kept?", "keystore 비밀번호 보관 위치가 어디인지?"), [pw])


@st("ios: fastlane match password in env")
def s_match(L):
    mp = pick([pw_passphrase, pw_machine, pw_word_year])()
    env = f"MATCH_PASSWORD={mp}\nMATCH_GIT_URL=git@github.com:acme/ios-certificates.git\nFASTLANE_USER=ios-release@acme.kr"
    return NOTE(T(L, "fastlane match in CI hung at 'Passphrase for Match storage'.", "CI에서 fastlane match가 'Passphrase for Match storage'에서 멈춤."),
                T(L, f"match needs MATCH_PASSWORD to decrypt the certificates repo; the release laptop's .env had:\n{env}",
                  f"match는 인증서 레포 복호화에 MATCH_PASSWORD가 필요함. 릴리즈 노트북 .env 내용:\n{env}"),
                T(L, "Ask whether the certificates repo passphrase should be rotated since it lived in a laptop .env.", "노트북 .env에 있던 passphrase라 rotate 해야 하는지 확인."), [mp])


@st("ios: .p12 export password with security import")
def s_p12(L):
    pw = pick([pw_machine, pw_name_bday, pw_pin])()
    term = (f"$ security create-keychain -p ci-temp build.keychain\n"
            f"$ security import dist_cert.p12 -k build.keychain -P '{pw}' -T /usr/bin/codesign\n"
            f"1 identity imported.")
    return NOTE(T(L, f"Self-hosted Mac runner could not codesign: 'errSecInternalComponent'. Setup commands:\n{term}",
                  f"셀프호스트 Mac runner에서 codesign 실패: 'errSecInternalComponent'. 설정 명령:\n{term}"),
                T(L, "Needed set-key-partition-list after import and an unlocked keychain.",
                  "import 뒤 set-key-partition-list와 keychain unlock이 필요했음."),
                T(L, "Ask where the distribution .p12 and its password are officially stored.", "배포 인증서 .p12와 비밀번호 공식 보관 위치 확인."), [pw])


@st("ios: App Store Connect .p8 key body")
def s_p8(L):
    lines = pem_lines("MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg", 200)
    kid = rs(UPAN, 10)
    pem = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END PRIVATE KEY-----"
    return NOTE(T(L, f"Upload to TestFlight from CI needed an App Store Connect API key. Key ID {kid}, issuer {uuid4()}. The AuthKey_{kid}.p8 someone pasted into the ticket:\n{pem}",
                  f"CI에서 TestFlight 업로드에 App Store Connect API 키가 필요했음. Key ID {kid}, issuer {uuid4()}. 티켓에 붙여져 있던 AuthKey_{kid}.p8:\n{pem}"),
                T(L, "The .p8 can be downloaded only once; it must go into the CI secret store, not a ticket.",
                  ".p8은 한 번만 다운로드 가능하므로 티켓이 아니라 CI secret에 보관해야 함."),
                T(L, "Ask to revoke this key and issue a new one since it was pasted in a ticket.", "티켓에 노출됐으니 키 revoke 후 재발급 요청."), lines)


@st("pem: EC private key for ES256 signing")
def s_pem_ec(L):
    lines = pem_lines("MHcCAQEEI", 164)
    pem = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"
    return NOTE(T(L, "auth-gateway returned 'invalid signature' for tokens minted by the new service.", "신규 서비스가 발급한 토큰에 auth-gateway가 'invalid signature'를 반환."),
                T(L, f"Both services must use the same ES256 key; the signer had this one in keys/jwt-es256.pem:\n{pem}",
                  f"두 서비스가 같은 ES256 키를 써야 함. 서명 쪽 keys/jwt-es256.pem 내용:\n{pem}"),
                T(L, "Ask to publish a JWKS endpoint so verifiers don't need the private key.", "검증 쪽이 private key 없이 검증하도록 JWKS endpoint 공개 요청."), lines)


@st("pem: OpenSSH ed25519 private key pasted")
def s_openssh(L):
    first = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
    body = "QyNTUxOQAAACD" + rs(B64A, 300 - 13)
    lines = [first] + [body[i:i + 70] for i in range(0, len(body), 70)]
    if len(lines[-1]) < 8:
        lines[-2] += lines.pop()
    lines[-1] = lines[-1][:-2] + "=="
    key = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
    return NOTE(T(L, f"Deploy to the legacy VM failed: 'Permission denied (publickey)'. The deploy key from the old runbook:\n{key}",
                  f"레거시 VM 배포가 'Permission denied (publickey)'로 실패. 예전 런북에 있던 deploy key:\n{key}"),
                T(L, "The VM's authorized_keys had been reset; the key itself was fine.", "VM의 authorized_keys가 초기화됐던 것이고 키 자체는 문제 없었음."),
                T(L, "Ask to move deploy keys out of the runbook.", "deploy key를 런북에서 빼 달라고 요청."), lines)


@st("gcp: service account JSON private_key")
def s_gcp_sa(L):
    lines = pem_lines("MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC", 64 * 4)
    pid = pick(["acme-data-prod", "booking-app-4f2a1", "ml-serving-391202"])
    js = ("{\n  \"type\": \"service_account\",\n  \"project_id\": \"" + pid + "\",\n  \"private_key_id\": \"" + hx(40)
          + "\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n...\",\n  \"client_email\": \"etl-runner@"
          + pid + ".iam.gserviceaccount.com\"\n}")
    return NOTE(T(L, f"BigQuery load job failed with 403 after the project move. Start of the key file found in the ETL repo (rest cut):\n{js}",
                  f"프로젝트 이전 후 BigQuery load job이 403. ETL 레포에서 발견한 키 파일 앞부분 (나머지 생략):\n{js}"),
                T(L, "The service account lost roles/bigquery.dataEditor on the new dataset; the key file should not be in the repo at all.",
                  "새 데이터셋에 roles/bigquery.dataEditor 권한이 없었음. 키 파일은 레포에 있으면 안 됨."),
                T(L, "Ask for workload identity federation instead of JSON keys.", "JSON 키 대신 workload identity federation 요청."), lines)


@st("signing: JWT HS256 secret in .env")
def s_jwt_secret(L):
    sec = pick([lambda: hx(64), lambda: b64(48), pw_passphrase])()
    return NOTE(T(L, f"Tokens from the mobile login endpoint failed verification in partner-api. Both read JWT_SECRET; partner-api .env had JWT_SECRET={sec}",
                  f"모바일 로그인 endpoint 토큰이 partner-api 검증에서 실패. 둘 다 JWT_SECRET을 읽는데 partner-api .env는 JWT_SECRET={sec}"),
                T(L, "The auth service had a different value in its Helm secret; keep one source of truth.", "auth 서비스 Helm secret 값이 달랐음. 출처를 하나로 통일할 것."),
                T(L, "Ask whether partner-api should verify via JWKS instead of a shared secret.", "partner-api가 공유 secret 대신 JWKS로 검증하면 안 되는지?"), [sec])


@st("signing: Django SECRET_KEY in settings")
def s_django(L):
    sec = rs(LO + DG + "!@#$%^&*(-_=+)", 50)
    snip = f"# config/settings/production.py\nSECRET_KEY = '{sec}'\nDEBUG = False"
    return NOTE(T(L, f"All users were logged out after the deploy. The settings diff showed the key changed:\n{snip}",
                  f"배포 후 모든 사용자가 로그아웃됨. settings diff를 보니 키가 바뀌어 있었음:\n{snip}"),
                T(L, "Changing SECRET_KEY invalidates sessions and password reset links; it must come from env and be stable.",
                  "SECRET_KEY가 바뀌면 세션과 비밀번호 재설정 링크가 무효화됨. env에서 읽고 고정해야 함."),
                T(L, "Ask who rotated it and whether the old one leaked.", "누가 바꿨는지, 이전 키가 유출된 건지 확인."), [sec])


@st("signing: Rails master.key / RAILS_MASTER_KEY")
def s_rails_master(L):
    mk = hx(32)
    return NOTE(T(L, f"Container crashed: 'ActiveSupport::MessageEncryptor::InvalidMessage' on boot. The task definition has RAILS_MASTER_KEY={mk}",
                  f"컨테이너가 부팅 중 'ActiveSupport::MessageEncryptor::InvalidMessage'로 죽음. task definition에 RAILS_MASTER_KEY={mk}"),
                T(L, "credentials.yml.enc was re-encrypted with a new master key locally; production still had the old one.",
                  "로컬에서 credentials.yml.enc를 새 master key로 다시 암호화했는데 운영은 이전 키였음."),
                T(L, "Ask who edits credentials and how the key is distributed.", "credentials 편집 담당과 키 배포 방식 확인."), [mk])


@st("signing: Laravel APP_KEY")
def s_laravel(L):
    k = "base64:" + b64(32)
    dbpw = pick([pw_machine, pw_word_year])()
    env = f"APP_ENV=production\nAPP_KEY={k}\nDB_CONNECTION=mysql\nDB_HOST={int_host('mysql')}\nDB_USERNAME=shop\nDB_PASSWORD={dbpw}"
    return NOTE(T(L, f"Encrypted columns came back as garbage after moving servers. The old server's .env:\n{env}",
                  f"서버 이전 후 암호화 컬럼이 깨져서 나옴. 이전 서버 .env:\n{env}"),
                T(L, "The new server ran key:generate during provisioning, so decrypt() used a different APP_KEY.",
                  "새 서버 프로비저닝 때 key:generate가 실행돼서 decrypt()가 다른 APP_KEY를 썼음."),
                T(L, "Ask to remove key:generate from the provisioning script.", "프로비저닝 스크립트에서 key:generate 제거 요청."), [k, dbpw])


@st("signing: NextAuth AUTH_SECRET")
def s_nextauth(L):
    sec = b64(32)
    gh = hx(40)
    env = f"AUTH_SECRET=\"{sec}\"\nAUTH_GITHUB_ID=Ov23li{an(14)}\nAUTH_GITHUB_SECRET={gh}"
    return NOTE(T(L, "Preview deployments threw 'MissingSecret' on every page.", "preview 배포에서 모든 페이지가 'MissingSecret' 에러."),
                T(L, f"AUTH_SECRET was set only for Production in Vercel. Values from the production env:\n{env}",
                  f"Vercel에서 AUTH_SECRET이 Production에만 설정돼 있었음. 운영 env 값:\n{env}"),
                T(L, "Ask whether previews should get their own secret and OAuth app.", "preview용 별도 secret과 OAuth 앱을 만들지 확인."), [sec, gh])


@st("signing: Tauri updater private key password")
def s_tauri(L):
    pw = pick([pw_passphrase, pw_machine])()
    key = "dW50cnVzdGVkIGNvbW1lbnQ6IHJzaWduIGVuY3J5cHRlZCBzZWNyZXQga2V5ClJXUlRZMEl5" + rs(B64A, 150)
    return NOTE(T(L, f"Desktop auto-update stopped: signature missing in latest.json. The release script exports:\nTAURI_SIGNING_PRIVATE_KEY=\"{key}\"\nTAURI_SIGNING_PRIVATE_KEY_PASSWORD=\"{pw}\"",
                  f"데스크톱 자동 업데이트가 멈춤: latest.json에 signature 없음. 릴리즈 스크립트 export 내용:\nTAURI_SIGNING_PRIVATE_KEY=\"{key}\"\nTAURI_SIGNING_PRIVATE_KEY_PASSWORD=\"{pw}\""),
                T(L, "The env var names changed in Tauri v2; the old TAURI_PRIVATE_KEY names are ignored.", "Tauri v2에서 env 이름이 바뀌어 예전 TAURI_PRIVATE_KEY는 무시됨."),
                T(L, "Ask to store the updater key in the CI secret store.", "updater 키를 CI secret으로 옮기는 것 요청."), [key, pw])


@st("cookie: session cookie in copied cURL")
def s_cookie_curl(L):
    sid = pick([lambda: rs(LOAN, 32), lambda: "s%3A" + rs(B64U, 32) + "." + rs(B64U, 43)])()
    csrf = an(32)
    ga = f"GA1.1.{R.randint(10 ** 8, 10 ** 9)}.{epoch()}"
    name = "sessionid" if len(sid) == 32 else "connect.sid"
    c = (f"curl 'https://admin.{pick(['acme.kr', 'example.kr'])}/api/orders/export?from={rdate()}' \\\n"
         f"  -H 'cookie: _ga={ga}; csrftoken={csrf}; {name}={sid}' \\\n  -H 'x-csrftoken: {csrf}'")
    return NOTE(T(L, f"Order export returned 500 for large ranges. Reproduced with 'Copy as cURL' from DevTools:\n{c}",
                  f"주문 export가 기간이 길면 500. DevTools 'Copy as cURL'로 재현:\n{c}"),
                T(L, "The export builds the CSV in memory; ranges over 31 days exceed the worker limit.",
                  "export가 CSV를 메모리에서 만들어서 31일 넘으면 워커 한도를 넘음."),
                T(L, "Ask for a staging account so I don't reuse my live admin session.", "운영 어드민 세션 재사용 말고 스테이징 계정 요청."), [sid])


@st("cookie: mobile app session cookie in Proxyman capture")
def s_cookie_proxyman(L):
    sess = rs(B64A, 120) + "--" + rs(B64A, 24) + "--" + rs(B64A, 24).replace("/", "x") + "=="
    sess = sess.replace("/", "%2F").replace("+", "%2B").replace("==", "%3D%3D")
    cap = (f"GET /api/v2/me/coupons HTTP/1.1\nHost: api.{pick(['acme.kr', 'example.kr'])}\n"
           f"Cookie: _loyalty_session={sess}\nUser-Agent: LoyaltyApp/3.{R.randint(1, 20)}.0 (iPhone; iOS 17.{R.randint(0, 6)})\n\nHTTP/1.1 200 OK")
    return NOTE(T(L, f"Coupons list was empty on iOS only. Proxyman capture from my test phone:\n{cap}",
                  f"iOS에서만 쿠폰 목록이 비어 있음. 테스트폰 Proxyman 캡처:\n{cap}"),
                T(L, "The iOS app sent the session cookie but not the X-App-Locale header, so the API filtered by the wrong region.",
                  "iOS 앱이 세션 쿠키는 보내지만 X-App-Locale 헤더를 안 보내서 API가 다른 지역으로 필터링함."),
                T(L, "Ask for a test account whose session can be shared in tickets.", "티켓에 공유해도 되는 테스트 계정 요청."), [sess])


@st("bearer: JWT access token in captured request")
def s_bearer_jwt(L):
    tok = make_jwt({"sub": str(R.randint(100000, 999999)), "email": pick(ROMAN_NAMES) + "@example.kr", "role": pick(["admin", "seller", "user"]),
                    "iat": epoch(), "exp": epoch() + 3600}, alg=pick(["HS256", "RS256"]), siglen=pick([43, 342]))
    req = (f"PATCH /v1/sellers/{R.randint(1000, 9999)}/settlement-account HTTP/2\nHost: seller-api.example.kr\n"
           f"authorization: Bearer {tok}\ncontent-type: application/json\n\n{{\"bank_code\":\"088\"}}\n\nHTTP/2 422")
    return NOTE(T(L, "Seller settlement account update returned 422 from the web but worked from the app.", "정산 계좌 변경이 웹에서는 422, 앱에서는 정상."),
                T(L, f"The web sends bank_code as a string; the app sends a number. Request captured from the HAR:\n{req}",
                  f"웹은 bank_code를 문자열로, 앱은 숫자로 보냄. HAR에서 캡처한 요청:\n{req}"),
                T(L, "Ask whether HAR files from admin sessions may be attached to tickets.", "어드민 세션 HAR 파일을 티켓에 첨부해도 되는지 확인."), [tok])


@st("basic: Authorization Basic header in access log")
def s_basic_log(L):
    user = pick(["ops", "partner-acme", "scraper", "monitor"])
    pw = pick([pw_machine, pw_word_year, pw_name_bday])()
    blob = b64s(f"{user}:{pw}")
    log = (f"10.12.{R.randint(0, 255)}.{R.randint(1, 254)} - {user} [{R.randint(1, 28)}/Mar/2025:{rtime()} +0900] \"GET /internal/metrics HTTP/1.1\" 401 0 "
           f"\"-\" \"curl/8.5.0\" auth=\"Basic {blob}\"")
    return NOTE(T(L, f"Prometheus scrape of the internal metrics endpoint started failing. Custom nginx log format prints the auth header:\n{log}",
                  f"내부 metrics endpoint Prometheus 스크랩이 실패하기 시작. 커스텀 nginx 로그 포맷이 auth 헤더를 찍고 있음:\n{log}"),
                T(L, "htpasswd was regenerated with bcrypt; the old nginx build only supports apr1. Also: remove $http_authorization from log_format.",
                  "htpasswd가 bcrypt로 재생성됐는데 구버전 nginx는 apr1만 지원. 그리고 log_format에서 $http_authorization 제거 필요."),
                T(L, "Ask who owns the nginx log format.", "nginx 로그 포맷 담당자 확인."), [blob])


@st("signed url: S3 presigned URL")
def s_s3_presigned(L):
    akid = g_aws_id()
    sig = hx(64)
    region = pick(REGIONS)
    url = (f"https://{pick(['acme-exports', 'partner-reports-prod', 'ml-datasets-kr'])}.s3.{region}.amazonaws.com/{pick(['exports', 'reports'])}/{rdate()}/orders.csv.gz"
           f"?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={akid}%2F{rdate().replace('-', '')}%2F{region}%2Fs3%2Faws4_request"
           f"&X-Amz-Date={rdate().replace('-', '')}T{rtime().replace(':', '')}Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}")
    return NOTE(T(L, f"Partner said the daily report link 'expired'. The link we emailed:\n{url}",
                  f"파트너가 일일 리포트 링크가 '만료됐다'고 함. 메일로 보낸 링크:\n{url}"),
                T(L, "Presigned URLs from an IAM user last up to 7 days; the link is effectively a credential until then, so don't paste it in tickets.",
                  "IAM user로 만든 presigned URL은 최대 7일 유효. 그동안은 사실상 credential이라 티켓에 붙이면 안 됨."),
                T(L, "Ask whether partners can pull from a shared bucket with their own role instead.", "파트너가 자체 role로 공유 버킷에서 가져가도록 바꿀 수 있는지?"), [akid, sig])


@st("signed url: GCS V4 signed URL")
def s_gcs_signed(L):
    sig = hx(512)
    sa = f"media-signer@{pick(['acme-media', 'booking-app-4f2a1'])}.iam.gserviceaccount.com"
    url = (f"https://storage.googleapis.com/{pick(['acme-user-uploads', 'review-photos'])}/u/{R.randint(10000, 99999)}/{uuid4()}.jpg?X-Goog-Algorithm=GOOG4-RSA-SHA256"
           f"&X-Goog-Credential={urllib.parse.quote(sa, safe='')}%2F{rdate().replace('-', '')}%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date={rdate().replace('-', '')}T000000Z&X-Goog-Expires=86400&X-Goog-SignedHeaders=host&X-Goog-Signature={sig}")
    return NOTE(T(L, f"Review photos failed to load in the Android app (403). Example URL from logcat:\n{url}",
                  f"안드로이드 앱에서 리뷰 사진이 403으로 안 뜸. logcat의 URL 예시:\n{url}"),
                T(L, "Device clock skew > 15 minutes breaks nothing here; the real cause was the app caching URLs past X-Goog-Expires.",
                  "시계 차이는 원인이 아니었고 앱이 X-Goog-Expires 이후에도 URL을 캐시하고 있었음."),
                T(L, "Ask whether logcat output with signed URLs is allowed in bug reports.", "서명 URL이 찍힌 logcat을 버그 리포트에 올려도 되는지?"), [sig])


@st("signed url: Azure Blob SAS token")
def s_azure_sas(L):
    sig_raw = b64(32)
    sig = urllib.parse.quote(sig_raw, safe="")
    url = (f"https://{pick(['acmeprodlogs', 'mlartifacts01'])}.blob.core.windows.net/{pick(['exports', 'models'])}/{pick(['daily.parquet', 'ranker-v7.onnx'])}"
           f"?sv=2022-11-02&ss=b&srt=o&sp=rl&se={rdate()}T{rtime()}Z&st={rdate()}T00:00:00Z&spr=https&sig={sig}")
    return NOTE(T(L, "Model download step in the serving container timed out.", "서빙 컨테이너의 모델 다운로드 단계가 timeout."),
                T(L, f"The SAS URL in the Helm values was valid, the pod just lacked egress. For reference:\nMODEL_URL={url}",
                  f"Helm values의 SAS URL은 유효했고 pod egress가 막혀 있었음. 참고용:\nMODEL_URL={url}"),
                T(L, "Ask for managed identity instead of account SAS in Helm values.", "Helm values의 SAS 대신 managed identity 요청."), [sig])


@st("signed url: CloudFront signed URL")
def s_cloudfront(L):
    sig = rs(ALNUM + "-~_", 172)
    kp = "K" + rs(UPAN, 13)
    url = (f"https://{rs(LOAN, 14)}.cloudfront.net/vod/{R.randint(100, 999)}/master.m3u8?Expires={epoch()}"
           f"&Signature={sig}&Key-Pair-Id={kp}")
    return NOTE(T(L, f"HLS playback worked on web but failed on Android TV. The signed manifest URL:\n{url}",
                  f"HLS 재생이 웹은 되고 Android TV에서 실패. 서명된 manifest URL:\n{url}"),
                T(L, "Segment requests did not carry the signature; use signed cookies for HLS so every segment is authorized.",
                  "세그먼트 요청에 서명이 안 붙음. HLS는 signed cookie를 써야 모든 세그먼트가 인가됨."),
                T(L, "Ask who manages the CloudFront key group.", "CloudFront key group 관리자 확인."), [sig])


@st("otp: TOTP otpauth seed for shared QA account")
def s_totp(L):
    seed = rs(B32, 32)
    uri = f"otpauth://totp/ACME%20Admin:qa-shared%40acme.kr?secret={seed}&issuer=ACME%20Admin&digits=6&period=30"
    return NOTE(T(L, f"E2E tests against the admin need 2FA. The shared QA account's enrollment URI from the test setup doc:\n{uri}",
                  f"어드민 E2E 테스트에 2FA가 필요. 테스트 설정 문서의 공용 QA 계정 등록 URI:\n{uri}"),
                T(L, "Playwright generates the code with otplib from the seed; keep the seed in CI secrets, not in the doc.",
                  "Playwright에서 otplib로 seed에서 코드를 생성함. seed는 문서가 아니라 CI secret에 둘 것."),
                T(L, "Ask whether staging can disable 2FA for the QA account instead.", "스테이징에서 QA 계정 2FA를 끌 수 있는지 문의."), [seed])


@st("otp: recovery codes list")
def s_recovery(L):
    n = R.randint(4, 8)
    codes = [f"{hx(5)}-{hx(5)}" for _ in range(n)]
    svc = pick([("the org owner GitHub account", "GitHub org owner 계정"), ("the shared npm publisher account", "공용 npm publisher 계정"),
                ("the Sentry owner account", "Sentry owner 계정")])
    return NOTE(T(L, f"Lost access to {svc[0]} when the phone was replaced. Recovery codes from the vault export:\n" + "\n".join(codes),
                  f"폰 교체 후 {svc[1]} 접근 불가. vault export에 있던 복구 코드:\n" + "\n".join(codes)),
                T(L, "Each code works once; regenerate the set after using one.", "코드는 1회용이라 하나 쓰면 전체를 재발급해야 함."),
                T(L, "Ask for a second owner so one phone can't lock us out.", "폰 하나로 잠기지 않도록 owner 추가 요청."), codes)


@st("otp: 8-digit backup codes")
def s_backup_digits(L):
    codes = [f"{rs(DG, 4)} {rs(DG, 4)}" for _ in range(R.randint(3, 6))]
    return NOTE(T(L, "Google Play Console owner needed 2-step verification to approve the release; the backup codes printed in the binder:\n" + ", ".join(codes),
                  "Play Console owner가 릴리즈 승인에 2단계 인증 필요. 바인더에 출력돼 있던 백업 코드:\n" + ", ".join(codes)),
                T(L, "Backup codes are single-use; mark used ones.", "백업 코드는 1회용이니 쓴 건 표시해 둘 것."),
                T(L, "Ask to add a second Play Console admin.", "Play Console 관리자 추가 요청."), codes)


@st("webhook: GitHub webhook secret in Express handler")
def s_gh_webhook(L):
    sec = pick([lambda: hx(40), lambda: an(32), pw_passphrase])()
    code = (f"// bots/release-bot/index.js\nconst webhooks = new Webhooks({{ secret: process.env.GH_WEBHOOK_SECRET || '{sec}' }});\n"
            f"app.post('/gh', express.raw({{ type: 'application/json' }}), verifyAndReceive);")
    return NOTE(T(L, f"Release bot rejected every delivery with 'signature does not match'.\n{code}",
                  f"릴리즈 봇이 모든 delivery를 'signature does not match'로 거부.\n{code}"),
                T(L, "express.json() ran before the route, so the raw body was gone; the fallback secret also differed from the one in the GitHub App settings.",
                  "express.json()이 먼저 실행돼 raw body가 사라졌고, fallback secret도 GitHub App 설정값과 달랐음."),
                T(L, "Ask to remove the fallback secret from the code.", "코드의 fallback secret 제거 요청."), [sec])


@st("webhook: partner HMAC signing secret")
def s_partner_hmac(L):
    sec = pick([lambda: b64(32), lambda: hx(64)])()
    code = (f"def verify(req):\n    mac = hmac.new(b\"{sec}\", req.body, hashlib.sha256).hexdigest()\n"
            f"    return hmac.compare_digest(mac, req.headers[\"X-Partner-Signature\"])")
    return NOTE(T(L, f"Delivery-status callbacks from the logistics partner were all rejected after their TLS change. Verification code:\n{code}",
                  f"물류 파트너 TLS 변경 후 배송상태 callback이 전부 거부됨. 검증 코드:\n{code}"),
                T(L, "They now send the signature base64-encoded, not hex.", "파트너가 서명을 hex가 아니라 base64로 보내기 시작함."),
                T(L, "Ask the partner for a changelog contact.", "파트너 변경사항 공지 담당자 요청."), [sec])


@st("split: admin password label and value across fields")
def s_split_admin(L):
    pw = pick([pw_machine, pw_word_year, pw_name_bday, pw_keyboard_walk])()
    sys_ = pick(["Jenkins", "Harbor", "SonarQube", "Airflow", "Keycloak"])
    return NOTE(T(L, f"Needed to reconfigure a plugin on the self-hosted {sys_}; only the built-in admin can do it. {person_en()} gave me the admin password:",
                  f"셀프호스트 {sys_} 플러그인 재설정이 필요했는데 내장 admin만 가능. {person_ko()}님이 알려준 admin 비밀번호:"),
                T(L, f"{pw} — worked. The admin account is shared by the whole team and has no 2FA.",
                  f"{pw} — 로그인 됨. admin 계정을 팀 전체가 공유하고 2FA도 없음."),
                T(L, f"Ask to create named admin accounts on {sys_}.", f"{sys_}에 개인별 관리자 계정 생성 요청."), [pw])


@st("split: VPN credentials across fields")
def s_split_vpn(L):
    user = pick(ROMAN_NAMES) + "." + pick(["kim", "lee", "park", "choi"])
    pw = pick([pw_name_bday, pw_korean_keyboard, pw_word_year])()
    return NOTE(T(L, f"Staging DB is only reachable through the office VPN. Temporary VPN account from IT: {user}, password",
                  f"스테이징 DB는 사내 VPN으로만 접속 가능. IT에서 받은 임시 VPN 계정: {user}, 비밀번호"),
                T(L, f"{pw} (expires end of month). Split tunnelling is off, so the local dev proxy breaks while connected.",
                  f"{pw} (월말 만료). split tunnelling이 꺼져 있어서 연결 중에는 로컬 개발 프록시가 안 됨."),
                T(L, "Ask for a bastion host so the VPN isn't needed for DB access.", "DB 접속용 bastion 호스트 요청."), [pw])


@st("nolabel: sshpass in deploy script")
def s_sshpass(L):
    pw = pick([pw_machine, pw_word_year, pw_korean_keyboard])()
    h = f"10.{R.randint(0, 30)}.{R.randint(0, 255)}.{R.randint(1, 254)}"
    sc = f"# scripts/deploy_legacy.sh\nsshpass -p '{pw}' rsync -az --delete build/ deploy@{h}:/var/www/shop/\nsshpass -p '{pw}' ssh deploy@{h} 'sudo systemctl reload nginx'"
    return NOTE(T(L, f"Legacy shop deploy script broke after moving to the new CI runner (no sshpass installed). The script:\n{sc}",
                  f"새 CI runner로 옮긴 뒤 레거시 쇼핑몰 배포 스크립트가 깨짐 (sshpass 미설치). 스크립트:\n{sc}"),
                T(L, "Installing sshpass fixed it, but the script should use a deploy key.", "sshpass 설치로 해결했지만 deploy key를 써야 함."),
                T(L, "Ask whether this server can get key-based auth.", "이 서버에 키 기반 인증 설정 가능한지 문의."), [pw])


@st("nolabel: user / password pair in onboarding message")
def s_slash_pair(L):
    user = pick(ROMAN_NAMES) + "@" + pick(["acme.kr", "partner.example.kr"])
    pw = pick([pw_name_bday, pw_word_year, pw_korean_keyboard, pw_keyboard_walk])()
    sysn = pick([("the partner BO (bo.partner.example.kr)", "파트너 BO (bo.partner.example.kr)"), ("the hosting control panel", "호스팅 관리 콘솔"),
                 ("the Cafe24 admin", "카페24 관리자")])
    return NOTE(T(L, f"Needed to check shipping settings in {sysn[0]}. Onboarding message pinned in the channel:\n  {user} / {pw}",
                  f"{sysn[1]}에서 배송 설정 확인 필요. 채널 고정 온보딩 메시지:\n  {user} / {pw}"),
                T(L, "The setting was per-warehouse, not global.", "설정이 전역이 아니라 창고별이었음."),
                T(L, "Ask for personal accounts on the partner BO.", "파트너 BO 개인 계정 요청."), [pw])


@st("nolabel: git clone URL with embedded token")
def s_git_clone(L):
    tok = pick([lambda: "glpat-" + rs(ALNUM + "_-", 20), lambda: "ghp_" + an(36), lambda: "x-token-auth:" + rs(B64U, 40)])()
    if tok.startswith("glpat"):
        url = f"https://oauth2:{tok}@gitlab.example.kr/platform/shared-config.git"
    elif tok.startswith("ghp"):
        url = f"https://{tok}@github.com/acme/shared-config.git"
    else:
        tok = tok.split(":", 1)[1]
        url = f"https://x-token-auth:{tok}@bitbucket.org/acme/shared-config.git"
    line = f"RUN git clone --depth 1 {url} /opt/shared-config"
    return NOTE(T(L, f"Docker build for the worker image failed on the clone step after the repo moved. Dockerfile line:\n{line}",
                  f"레포 이전 후 워커 이미지 Docker build가 clone 단계에서 실패. Dockerfile:\n{line}"),
                T(L, "Use a BuildKit secret mount; anything in a RUN line ends up in the image history.",
                  "BuildKit secret mount를 써야 함. RUN 줄에 있는 건 이미지 history에 남음."),
                T(L, "Ask to rotate the token baked into published images.", "배포된 이미지에 구워진 토큰 rotate 요청."), [tok])


@st("nolabel: boto3 positional credentials")
def s_boto3_pos(L):
    akid, sk = g_aws_id(), g_aws_secret()
    code = f"s3 = boto3.client('s3', '{pick(REGIONS)}', None, False, None, None, '{akid}', '{sk}')"
    return NOTE(T(L, f"Notebook in insight-notebooks wrote to the wrong account's bucket. Cell 2:\n{code}",
                  f"insight-notebooks 노트북이 다른 계정 버킷에 씀. 2번 셀:\n{code}"),
                T(L, "Positional args hid that explicit keys were passed; the notebook ignored the SSO profile.",
                  "위치 인자로 키가 들어가서 눈에 안 띄었고 노트북이 SSO 프로필을 무시했음."),
                T(L, "Ask to deactivate this IAM user.", "이 IAM 사용자 비활성화 요청."), [akid, sk])


@st("nolabel: echo piped to sudo -S / docker login")
def s_echo_stdin(L):
    pw = pick([pw_machine, pw_name_bday, pw_word_year])()
    if chance(0.5):
        term = f"$ echo '{pw}' | sudo -S systemctl restart {pick(['kafka', 'nginx', 'airflow-scheduler'])}\n[sudo] password for deploy: "
    else:
        term = f"$ echo '{pw}' | docker login harbor.example.kr -u robot$ci --password-stdin\nLogin Succeeded"
    return NOTE(T(L, f"Copied from the batch server's shell history while debugging the cron:\n{term}",
                  f"cron 디버깅하다 배치 서버 shell history에서 복사:\n{term}"),
                T(L, "History on shared servers keeps these lines; set HISTCONTROL=ignorespace and prefix such commands with a space.",
                  "공용 서버 history에 이런 줄이 남음. HISTCONTROL=ignorespace 설정하고 앞에 공백을 붙일 것."),
                T(L, "Ask to clear the history and rotate.", "history 삭제와 rotate 요청."), [pw])


@st("pw: htpasswd -b command")
def s_htpasswd(L):
    pw = pick([pw_word_year, pw_name_bday, pw_machine])()
    term = f"$ htpasswd -bB /etc/nginx/.htpasswd {pick(['staging', 'qa', 'client-preview'])} '{pw}'\nAdding password for user"
    return NOTE(T(L, f"Client asked for access to the preview site. Created basic-auth for them:\n{term}",
                  f"클라이언트가 preview 사이트 접근을 요청해서 basic-auth 계정 생성:\n{term}"),
                T(L, "nginx must be reloaded; also the preview Ingress needs auth-type annotations, not the VM nginx.",
                  "nginx reload 필요. preview Ingress는 VM nginx가 아니라 auth-type annotation으로 설정해야 함."),
                T(L, "How should preview credentials be sent to clients?", "preview 계정을 클라이언트에게 전달하는 방법 확인."), [pw])


@st("smtp: Gmail app password in mailer config")
def s_smtp(L):
    ap = " ".join(rs(LO, 4) for _ in range(4)) if chance(0.5) else rs(LO, 16)
    cfg = (f"spring:\n  mail:\n    host: smtp.gmail.com\n    port: 587\n    username: noreply@{pick(['acme.kr', 'example.kr'])}\n    password: {ap}\n"
           f"    properties.mail.smtp.starttls.enable: true")
    return NOTE(T(L, f"Password-reset mails stopped going out. application-prod.yml:\n{cfg}",
                  f"비밀번호 재설정 메일 발송이 멈춤. application-prod.yml:\n{cfg}"),
                T(L, "The app password was revoked when the account's main password changed.", "계정 기본 비밀번호가 바뀌면서 앱 비밀번호가 폐기됐음."),
                T(L, "Ask to move transactional mail to a proper provider.", "트랜잭션 메일을 전용 서비스로 옮길지 문의."), [ap])


@st("ldap: bind password in SSO federation config")
def s_ldap(L):
    pw = pick([pw_machine, pw_word_year])()
    cfg = (f"Keycloak > User federation > ldap\n  Connection URL: ldaps://ad.corp.local:636\n  Bind DN: CN=svc-keycloak,OU=Service,DC=corp,DC=local\n"
           f"  Bind credential: {pw}")
    return NOTE(T(L, f"SSO login failed for everyone after the AD certificate renewal. Federation settings:\n{cfg}",
                  f"AD 인증서 갱신 후 전원 SSO 로그인 실패. federation 설정:\n{cfg}"),
                T(L, "Keycloak's truststore did not include the new AD CA.", "Keycloak truststore에 새 AD CA가 없었음."),
                T(L, "Ask who owns the AD service accounts.", "AD 서비스 계정 담당자 확인."), [pw])


@st("vault: unseal keys and root token from init output")
def s_vault_init(L):
    keys = [b64(33) for _ in range(3)]
    root = "hvs." + an(24)
    out = "\n".join(f"Unseal Key {i + 1}: {k}" for i, k in enumerate(keys)) + f"\n\nInitial Root Token: {root}"
    return NOTE(T(L, f"Vault in the dev cluster came back sealed after the node pool upgrade. Output saved when it was initialised:\n{out}",
                  f"노드풀 업그레이드 후 dev 클러스터 Vault가 sealed 상태. 초기화 때 저장해둔 출력:\n{out}"),
                T(L, "Auto-unseal with KMS was never configured for dev.", "dev에는 KMS auto-unseal이 설정돼 있지 않았음."),
                T(L, "Ask to revoke the root token and configure auto-unseal.", "root token revoke와 auto-unseal 설정 요청."), keys + [root])


@st("ansible: vault password file content")
def s_ansible(L):
    pw = pick([pw_passphrase, pw_machine])()
    return NOTE(T(L, f"ansible-playbook failed: 'Decryption failed (no vault secrets were found)'. The password file on the bastion (~/.vault_pass) contains:\n{pw}",
                  f"ansible-playbook 실패: 'Decryption failed (no vault secrets were found)'. bastion의 ~/.vault_pass 내용:\n{pw}"),
                T(L, "ansible.cfg points vault_password_file at a relative path; running from another directory loses it.",
                  "ansible.cfg의 vault_password_file이 상대경로라 다른 디렉터리에서 실행하면 못 찾음."),
                T(L, "Ask whether the vault password can come from the password manager CLI.", "vault 비밀번호를 패스워드 매니저 CLI에서 받을 수 있는지?"), [pw])


@st("encryption: hard-coded AES key for PII column")
def s_aes(L):
    key = hx(64)
    iv = hx(32)
    lang = pick(["java", "kotlin", "py"])
    if lang == "py":
        code = f"PII_KEY = bytes.fromhex(\"{key}\")\nPII_IV = bytes.fromhex(\"{iv}\")  # fixed IV"
    else:
        code = f"private val PII_KEY = \"{key}\"\nprivate val PII_IV = \"{iv}\" // fixed IV"
    return NOTE(T(L, f"Phone numbers decrypted fine in the API but not in the ETL. The API's crypto util:\n{code}",
                  f"전화번호가 API에서는 복호화되는데 ETL에서는 안 됨. API의 암호화 유틸:\n{code}"),
                T(L, "The ETL used a new random IV per row; the API uses a fixed IV. Both are wrong — move the key to KMS.",
                  "ETL은 행마다 랜덤 IV, API는 고정 IV를 씀. 둘 다 문제, 키는 KMS로 옮겨야 함."),
                T(L, "Ask security how the PII key should be rotated.", "보안팀에 PII 키 rotate 방식 문의."), [key])


@st("wireguard: private key in wg0.conf")
def s_wg(L):
    priv = b64(32)
    pub = b64(32)
    conf = (f"[Interface]\nPrivateKey = {priv}\nAddress = 10.66.0.{R.randint(2, 250)}/32\nDNS = 10.66.0.1\n\n[Peer]\nPublicKey = {pub}\n"
            f"Endpoint = vpn.example.kr:51820\nAllowedIPs = 10.10.0.0/16")
    return NOTE(T(L, f"Could not reach the staging Kafka from home. wg0.conf I was given:\n{conf}",
                  f"집에서 스테이징 Kafka 접속 불가. 받은 wg0.conf:\n{conf}"),
                T(L, "AllowedIPs did not include the Kafka subnet 10.20.0.0/16.", "AllowedIPs에 Kafka 대역 10.20.0.0/16이 빠져 있었음."),
                T(L, "Ask for a per-person WireGuard peer instead of the shared config.", "공용 설정 말고 개인별 WireGuard peer 요청."), [priv])


@st("sql: CREATE USER with password in migration")
def s_sql_create_user(L):
    pw = pick([pw_machine, pw_word_year, pw_name_bday])().replace("'", "")
    sql = (f"-- migrations/V{R.randint(20, 90)}__reporting_user.sql\nCREATE USER reporting WITH PASSWORD '{pw}';\n"
           f"GRANT USAGE ON SCHEMA marts TO reporting;\nGRANT SELECT ON ALL TABLES IN SCHEMA marts TO reporting;")
    return NOTE(T(L, f"Flyway checksum mismatch on V-migration after someone 'fixed' a grant. The migration:\n{sql}",
                  f"누군가 grant를 '수정'한 뒤 Flyway checksum mismatch 발생. 해당 migration:\n{sql}"),
                T(L, "Never edit applied migrations; and user passwords don't belong in migrations.",
                  "적용된 migration은 수정하지 말 것. 사용자 비밀번호도 migration에 넣으면 안 됨."),
                T(L, "Ask to rotate the reporting user's password.", "reporting 계정 비밀번호 rotate 요청."), [pw])


@st("mysql: ~/.my.cnf client password")
def s_mycnf(L):
    pw = pick([pw_machine, pw_name_bday, pw_korean_keyboard])()
    cnf = f"[client]\nuser=backup\npassword=\"{pw}\"\nhost={int_host('mysql')}"
    return NOTE(T(L, "mysqldump in the backup cron started prompting for a password.", "백업 cron의 mysqldump가 비밀번호를 묻기 시작함."),
                T(L, f"The cron user changed from root to backup, whose ~/.my.cnf was missing. Copied root's:\n{cnf}",
                  f"cron 사용자가 root에서 backup으로 바뀌었는데 ~/.my.cnf가 없었음. root 것을 복사:\n{cnf}"),
                T(L, "Ask whether backups should use mysql_config_editor instead.", "백업에 mysql_config_editor를 써야 하는지?"), [pw])


@st("postgres: .pgpass line")
def s_pgpass(L):
    pw = pick([pw_machine, pw_urlsafe, pw_word_year])().replace(":", "")
    line = f"{rds_host()}:5432:*:etl:{pw}"
    return NOTE(T(L, f"pg_dump from the ETL box ignored the password file. ~/.pgpass:\n{line}",
                  f"ETL 박스의 pg_dump가 비밀번호 파일을 무시함. ~/.pgpass:\n{line}"),
                T(L, "Permissions were 0644; libpq ignores .pgpass unless it is 0600.", "권한이 0644였음. libpq는 0600이 아니면 .pgpass를 무시함."),
                T(L, "Ask whether ETL can use IAM auth tokens.", "ETL이 IAM 인증 토큰을 쓸 수 있는지?"), [pw])


@st("netrc: machine password line")
def s_netrc(L):
    tok = pick([lambda: hx(40), lambda: an(32), lambda: "gho_" + an(36)])()
    host = pick(["api.wandb.ai", "github.com", "artifacts.example.kr"])
    line = f"machine {host}\n  login {pick(['user', 'ci-bot', 'jiyeon'])}\n  password {tok}"
    return NOTE(T(L, f"Training job on the GPU box authenticated as the wrong user. ~/.netrc there:\n{line}",
                  f"GPU 서버 학습 job이 다른 사용자로 인증됨. 그 서버의 ~/.netrc:\n{line}"),
                T(L, "netrc wins over env vars for several CLIs; remove it on shared machines.", "여러 CLI에서 netrc가 env보다 우선함. 공용 서버에서는 지울 것."),
                T(L, "Ask who left the netrc on the shared GPU box.", "공용 GPU 서버에 netrc 남긴 사람 확인."), [tok])


@st("docker: config.json auths auth blob")
def s_docker_cfg(L):
    user = pick(["ci-bot", "robot$builder", pick(ROMAN_NAMES)])
    pw = pick([pw_machine, lambda: an(32)])()
    blob = b64s(f"{user}:{pw}")
    js = f"{{\n  \"auths\": {{\n    \"harbor.example.kr\": {{\n      \"auth\": \"{blob}\"\n    }}\n  }}\n}}"
    return NOTE(T(L, f"k8s pods on the new node pool hit ImagePullBackOff. The imagePullSecret decodes to:\n{js}",
                  f"신규 노드풀 pod가 ImagePullBackOff. imagePullSecret을 디코딩하면:\n{js}"),
                T(L, "The secret existed only in the default namespace.", "secret이 default 네임스페이스에만 있었음."),
                T(L, "Ask for a robot account per namespace.", "네임스페이스별 robot 계정 요청."), [blob])


@st("k3s: node join token")
def s_k3s(L):
    tok = "K10" + hx(64) + "::server:" + hx(32)
    term = f"$ curl -sfL https://get.k3s.io | K3S_URL=https://10.0.{R.randint(0, 9)}.10:6443 K3S_TOKEN={tok} sh -"
    return NOTE(T(L, f"Added a GPU node to the on-prem k3s cluster for the reranker:\n{term}",
                  f"reranker용으로 온프렘 k3s 클러스터에 GPU 노드 추가:\n{term}"),
                T(L, "The node joined but GPU pods stayed Pending until the NVIDIA device plugin was installed.",
                  "노드는 붙었지만 NVIDIA device plugin 설치 전까지 GPU pod가 Pending."),
                T(L, "Ask whether the join token should be rotated after adding nodes.", "노드 추가 후 join token rotate 해야 하는지?"), [tok])


@st("php: wp-config.php DB password and salts")
def s_wpconfig(L):
    dbpw = pick([pw_machine, pw_word_year])().replace("'", "")
    salt_chars = ALNUM + "!#$%&()*+,-./:;<=>?@[]^_{|}~"
    s1, s2 = rs(salt_chars, 64), rs(salt_chars, 64)
    snip = (f"define( 'DB_NAME', 'wp_blog' );\ndefine( 'DB_USER', 'wp_blog' );\ndefine( 'DB_PASSWORD', '{dbpw}' );\n"
            f"define( 'AUTH_KEY',         '{s1}' );\ndefine( 'SECURE_AUTH_KEY',  '{s2}' );")
    return NOTE(T(L, f"Company blog went white-screen after the PHP upgrade. wp-config.php excerpt:\n{snip}",
                  f"PHP 업그레이드 후 회사 블로그가 흰 화면. wp-config.php 일부:\n{snip}"),
                T(L, "A plugin used a removed function; WP_DEBUG_LOG showed it.", "플러그인이 제거된 함수를 씀. WP_DEBUG_LOG로 확인."),
                T(L, "Ask who maintains the blog host.", "블로그 호스팅 담당자 확인."), [dbpw, s1, s2])


@st("spring: jasypt encryptor password in JVM args")
def s_jasypt(L):
    pw = pick([pw_passphrase, pw_machine, pw_word_year])()
    enc = b64(48)
    snip = (f"# application-prod.yml\nspring.datasource.password: ENC({enc})\n\n# systemd unit\nExecStart=/usr/bin/java -Djasypt.encryptor.password={pw} -jar /opt/settle/settle.jar")
    return NOTE(T(L, f"settle.jar failed to start: 'Unable to decrypt property'. Config and unit file:\n{snip}",
                  f"settle.jar 기동 실패: 'Unable to decrypt property'. 설정과 unit 파일:\n{snip}"),
                T(L, "The ENC() value was made with a different algorithm (PBEWITHHMACSHA512ANDAES_256 vs MD5/DES default in old jasypt).",
                  "ENC() 값이 다른 알고리즘으로 만들어졌음 (구 jasypt 기본값 MD5/DES vs PBEWITHHMACSHA512ANDAES_256)."),
                T(L, "Ask to move the encryptor password out of the unit file.", "encryptor 비밀번호를 unit 파일에서 빼는 것 요청."), [pw])


@st("go: MySQL DSN in main.go")
def s_go_dsn(L):
    pw = pick([pw_machine, pw_urlsafe, pw_name_bday])().replace("@", "").replace("/", "")
    code = f"dsn := \"shop:{pw}@tcp({int_host('mysql')}:3306)/shop?parseTime=true&loc=Asia%2FSeoul\"\ndb, err := sql.Open(\"mysql\", dsn)"
    return NOTE(T(L, f"Order timestamps were 9 hours off in the Go service. cmd/api/main.go:\n{code}",
                  f"Go 서비스에서 주문 시각이 9시간 어긋남. cmd/api/main.go:\n{code}"),
                T(L, "parseTime with loc=Asia/Seoul while the column stores UTC; use loc=UTC and convert at the edge.",
                  "컬럼은 UTC인데 loc=Asia/Seoul로 파싱. loc=UTC로 두고 표시할 때 변환할 것."),
                T(L, "Ask why the DSN is hard-coded.", "DSN이 하드코딩된 이유 확인."), [pw])


@st("ruby: database.yml password")
def s_db_yml(L):
    pw = pick([pw_machine, pw_word_year, pw_korean_keyboard])()
    y = f"production:\n  adapter: postgresql\n  host: {rds_host()}\n  database: shop_production\n  username: shop\n  password: {pw}\n  pool: 25"
    return NOTE(T(L, "Puma workers exhausted DB connections under load.", "부하 시 Puma 워커가 DB 커넥션을 다 씀."),
                T(L, f"pool 25 x 8 workers exceeded max_connections. config/database.yml on the server:\n{y}",
                  f"pool 25 x 워커 8개가 max_connections 초과. 서버의 config/database.yml:\n{y}"),
                T(L, "Ask to add PgBouncer.", "PgBouncer 도입 문의."), [pw])


@st("java: Tomcat server.xml keystorePass")
def s_tomcat(L):
    pw = pick([pw_machine, pw_word_year, pw_name_bday])().replace('"', "")
    xml = (f"<Connector port=\"8443\" protocol=\"org.apache.coyote.http11.Http11NioProtocol\" SSLEnabled=\"true\"\n"
           f"  keystoreFile=\"conf/pg-callback.p12\" keystoreType=\"PKCS12\" keystorePass=\"{pw}\" />")
    return NOTE(T(L, f"PG callback server refused TLS after the certificate renewal. server.xml:\n{xml}",
                  f"인증서 갱신 후 PG callback 서버 TLS 실패. server.xml:\n{xml}"),
                T(L, "The new .p12 was exported with a different password.", "새 .p12가 다른 비밀번호로 export 됐음."),
                T(L, "Ask who renews the callback certificate.", "callback 인증서 갱신 담당 확인."), [pw])


@st("swift: hard-coded staging basic auth")
def s_swift_basic(L):
    user = pick(["qa", "staging", "preview"])
    pw = pick([pw_word_year, pw_machine, pw_name_bday])()
    code = (f"var req = URLRequest(url: URL(string: \"https://stg-api.example.kr/v1/home\")!)\n"
            f"let cred = \"{user}:{pw}\".data(using: .utf8)!.base64EncodedString()\n"
            f"req.setValue(\"Basic \\(cred)\", forHTTPHeaderField: \"Authorization\")")
    return NOTE(T(L, f"Staging builds of the iOS app showed an empty home feed. Network layer:\n{code}",
                  f"iOS 스테이징 빌드 홈 피드가 비어 있음. 네트워크 레이어:\n{code}"),
                T(L, "The basic-auth gate was removed from staging, and the header now breaks the API's own auth.",
                  "스테이징 basic-auth 게이트가 제거돼서 이 헤더가 API 자체 인증을 방해함."),
                T(L, "Ask to remove the credential from the code.", "코드에서 계정정보 제거 요청."), [pw])


@st("kotlin: OkHttp interceptor with hard-coded token")
def s_kotlin_okhttp(L):
    tok = pick([lambda: an(40), lambda: hx(48), lambda: b64(30)])()
    code = (f"class QaAuthInterceptor : Interceptor {{\n    override fun intercept(chain: Interceptor.Chain) = chain.proceed(\n"
            f"        chain.request().newBuilder().header(\"X-QA-Token\", \"{tok}\").build())\n}}")
    return NOTE(T(L, f"Found while checking why release builds hit the QA gateway:\n{code}",
                  f"릴리즈 빌드가 QA 게이트웨이를 호출하는 원인 찾다가 발견:\n{code}"),
                T(L, "The interceptor was added in main instead of the qa source set.", "인터셉터가 qa source set이 아니라 main에 들어가 있었음."),
                T(L, "Ask whether this QA token works against production.", "이 QA 토큰이 운영에서도 통하는지 확인."), [tok])


@st("sql: Snowflake ALTER USER SET PASSWORD in worksheet")
def s_sf_alter(L):
    pw = pick([pw_machine, pw_word_year])().replace("'", "")
    sql = f"USE ROLE SECURITYADMIN;\nALTER USER TABLEAU_SVC SET PASSWORD = '{pw}' MUST_CHANGE_PASSWORD = FALSE;"
    return NOTE(T(L, f"Tableau extracts failed with 'Incorrect username or password'. Query history shows:\n{sql}",
                  f"Tableau extract가 'Incorrect username or password'로 실패. query history에 남은 것:\n{sql}"),
                T(L, "Someone reset the service user without updating the Tableau data source.", "누군가 서비스 계정을 리셋하고 Tableau 데이터소스는 안 바꿨음."),
                T(L, "Ask to move the Tableau user to key-pair auth.", "Tableau 계정을 key-pair 인증으로 전환 요청."), [pw])


@st("korean prose: groupware account password")
def s_ko_groupware(L):
    pw = pick([pw_name_bday, pw_korean_keyboard, pw_word_year])()
    return NOTE(T(L, f"Needed the vendor contract PDF from the groupware archive. {person_en()} said to use the team account teamdev with password {pw} since my account has no archive access.",
                  f"그룹웨어 문서함에서 업체 계약서 PDF가 필요했음. 내 계정은 권한이 없어서 {person_ko()}님이 팀 공용 계정 teamdev, 비번은 {pw} 로 들어가라고 함."),
                T(L, "Archive permissions are granted per team lead request; the shared account is a workaround.",
                  "문서함 권한은 팀장 요청으로만 부여됨. 공용 계정은 임시방편."),
                T(L, "Ask the team lead for archive access.", "팀장님께 문서함 권한 요청하기."), [pw])


@st("log: password in logged request body")
def s_log_body(L):
    email = pick(ROMAN_NAMES) + "@" + pick(["gmail.com", "naver.com", "kakao.com"])
    pw = pick([pw_name_bday, pw_word_year, pw_korean_keyboard, pw_keyboard_walk])()
    log = (f"{rts()} ERROR [auth-gateway] POST /v1/login 500 body={{\"email\":\"{email}\",\"password\":\"{pw}\",\"device\":\"ios\"}} "
           f"err=\"pq: too many connections\"")
    return NOTE(T(L, f"Login 500s during the promo. One of the error lines from Loki:\n{log}",
                  f"프로모션 중 로그인 500 발생. Loki의 에러 라인 하나:\n{log}"),
                T(L, "The error logger dumps the request body; login bodies must be redacted at the logger.",
                  "에러 로거가 request body를 통째로 찍음. 로그인 body는 로거에서 마스킹해야 함."),
                T(L, "Ask for log retention to be cut for these lines and the user notified.", "해당 로그 삭제와 사용자 안내 여부 문의."), [pw])


@st("diff: hard-coded password removed in diff")
def s_diff_removed(L):
    old = pick([pw_machine, pw_word_year, pw_name_bday])().replace('"', "")
    d = (f"--- a/src/main/resources/application.yml\n+++ b/src/main/resources/application.yml\n@@ -12,3 +12,3 @@\n   datasource:\n"
         f"     username: settle\n-    password: \"{old}\"\n+    password: ${{DB_PASSWORD}}")
    return NOTE(T(L, f"Cleaning up config before open-sourcing a module:\n{d}",
                  f"모듈 오픈소스 전 설정 정리:\n{d}"),
                T(L, "Removing the line doesn't remove it from history; the password must be rotated and history rewritten.",
                  "줄을 지워도 히스토리에는 남음. 비밀번호 rotate와 히스토리 정리가 필요."),
                T(L, "Ask who can rotate the settle DB password.", "settle DB 비밀번호 rotate 담당 확인."), [old])


@st("table: staging admin accounts")
def s_admin_table(L):
    rows = []
    pws = []
    for role in sample(["super", "cs", "md", "finance"], 3):
        p = pick([pw_name_bday, pw_word_year, pw_machine, pw_keyboard_walk])()
        pws.append(p)
        rows.append(f"| {role}_admin | {p} | {pick(['stg', 'prod'])} |")
    tbl = T(L, "| account | password | env |", "| 계정 | 비밀번호 | 환경 |") + "\n|---|---|---|\n" + "\n".join(rows)
    return NOTE(T(L, f"Testing role-based menus in the back office. Account table from the QA wiki:\n{tbl}",
                  f"백오피스 권한별 메뉴 테스트. QA 위키의 계정표:\n{tbl}"),
                T(L, "Some of these are prod accounts; the table mixes environments.", "일부는 운영 계정임. 표에 환경이 섞여 있음."),
                T(L, "Ask to split the table and move it to the password manager.", "표 분리 후 비밀번호 관리자로 이전 요청."), pws)


@st("mobile: App Review demo account password")
def s_app_review(L):
    pw = pick([pw_word_year, pw_name_bday, pw_machine])()
    email = f"appreview{R.randint(1, 9)}@" + pick(["acme.kr", "example.kr"])
    return NOTE(T(L, f"App Store rejected 5.{R.randint(0, 20)}.0 under 2.1 (couldn't sign in). Demo account in App Review Information: {email} / {pw}",
                  f"5.{R.randint(0, 20)}.0이 2.1 사유로 리젝 (로그인 불가). App Review 정보의 데모 계정: {email} / {pw}"),
                T(L, "The demo account was locked by the fraud rule after too many logins from overseas IPs.",
                  "해외 IP에서 로그인이 많아 fraud 룰로 데모 계정이 잠겼었음."),
                T(L, "Ask to whitelist the review account in the fraud rules.", "리뷰 계정을 fraud 룰 예외로 등록 요청."), [pw])


@st("signing: CSC_KEY_PASSWORD for Windows code signing")
def s_csc(L):
    pw = pick([pw_machine, pw_word_year, pw_passphrase])()
    y = f"- name: Build Windows installer\n  env:\n    CSC_LINK: ${{{{ secrets.WIN_CERT_BASE64 }}}}\n    CSC_KEY_PASSWORD: \"{pw}\"\n  run: npx electron-builder --win"
    return NOTE(T(L, f"Windows installer came out unsigned (SmartScreen warning). Workflow step:\n{y}",
                  f"윈도우 설치파일이 서명 없이 나옴 (SmartScreen 경고). 워크플로 step:\n{y}"),
                T(L, "CSC_LINK was right but the cert is now an EV cert on a token; electron-builder needs a signing hook.",
                  "CSC_LINK는 맞았지만 인증서가 토큰형 EV로 바뀌어서 signing hook이 필요."),
                T(L, "Ask why the password is inline while the cert is a secret.", "인증서는 secret인데 비밀번호는 왜 인라인인지 확인."), [pw])


@st("oauth: refresh_token in captured token response")
def s_refresh_resp(L):
    at = rs(B64U, 64)
    rt = rs(B64U, 86)
    resp = (f"HTTP/1.1 200 OK\nContent-Type: application/json\n\n{{\"access_token\":\"{at}\",\"token_type\":\"bearer\",\"expires_in\":21599,"
            f"\"refresh_token\":\"{rt}\",\"refresh_token_expires_in\":5183999}}")
    return NOTE(T(L, f"Kakao-style login in the app kept logging users out after 6 hours. Token response captured with Charles:\n{resp}",
                  f"앱 소셜 로그인 후 6시간 뒤 자꾸 로그아웃. Charles로 캡처한 토큰 응답:\n{resp}"),
                T(L, "The app never stored refresh_token, only access_token.", "앱이 access_token만 저장하고 refresh_token은 버리고 있었음."),
                T(L, "Ask whether captures of real tokens can be attached to tickets.", "실토큰 캡처를 티켓에 첨부해도 되는지 확인."), [at, rt])


@st("oauth: client_secret in token exchange curl")
def s_client_secret_curl(L):
    cid = rs(LOAN, 24)
    cs = rs(B64U, 40)
    c = (f"$ curl -X POST https://sso.example.kr/oauth2/token \\\n  -d grant_type=client_credentials \\\n  -d client_id={cid} \\\n"
         f"  -d client_secret={cs} \\\n  -d scope=orders.read")
    return NOTE(T(L, f"Partner integration test: got invalid_scope.\n{c}", f"파트너 연동 테스트에서 invalid_scope 발생.\n{c}"),
                T(L, "Scopes must be assigned to the client in the IdP first.", "IdP에서 클라이언트에 scope를 먼저 할당해야 함."),
                T(L, "Ask for a separate client for testing.", "테스트용 클라이언트 별도 발급 요청."), [cs])


@st("compose: GF_SECURITY_ADMIN_PASSWORD")
def s_grafana_admin(L):
    pw = pick([pw_word_year, pw_machine, pw_korean_keyboard])()
    y = f"  grafana:\n    image: grafana/grafana:11.1.0\n    environment:\n      GF_SECURITY_ADMIN_USER: admin\n      GF_SECURITY_ADMIN_PASSWORD: \"{pw}\""
    return NOTE(T(L, f"Grafana lost all dashboards after the compose stack was recreated. docker-compose.yml:\n{y}",
                  f"compose 스택 재생성 후 Grafana 대시보드가 전부 사라짐. docker-compose.yml:\n{y}"),
                T(L, "No volume for /var/lib/grafana; the admin password env only applies on first start.",
                  "/var/lib/grafana 볼륨이 없었음. admin 비밀번호 env는 최초 기동 때만 적용됨."),
                T(L, "Ask to provision dashboards from git.", "대시보드를 git으로 프로비저닝하자고 제안."), [pw])


@st("notebook: Jupyter server token URL")
def s_jupyter(L):
    tok = hx(48)
    out = (f"[I {rdate()} {rtime()}.{R.randint(100, 999)} ServerApp] Jupyter Server 2.14.1 is running at:\n"
           f"[I ServerApp] http://gpu-box-{R.randint(1, 4)}:8888/lab?token={tok}")
    return NOTE(T(L, f"Shared the GPU box notebook with the team for the embedding experiment. Server output:\n{out}",
                  f"임베딩 실험용 GPU 서버 노트북을 팀에 공유. 서버 출력:\n{out}"),
                T(L, "Anyone with the URL has a shell on the box; use a password-protected JupyterHub instead.",
                  "URL만 있으면 서버 shell 권한과 같음. JupyterHub 같은 인증 방식을 써야 함."),
                T(L, "Ask for JupyterHub on the GPU boxes.", "GPU 서버에 JupyterHub 요청."), [tok])


@st("redis: requirepass in redis.conf")
def s_requirepass(L):
    pw = pick([lambda: hx(32), pw_machine, pw_word_year])()
    return NOTE(T(L, f"Rate limiter errors 'NOAUTH Authentication required' after Redis was moved to a VM. redis.conf line: requirepass {pw}",
                  f"Redis를 VM으로 옮긴 뒤 rate limiter가 'NOAUTH Authentication required'. redis.conf: requirepass {pw}"),
                T(L, "The app's REDIS_URL had no password part.", "앱의 REDIS_URL에 비밀번호가 빠져 있었음."),
                T(L, "Ask whether to use ACL users per service.", "서비스별 ACL 사용자를 쓸지 논의."), [pw])


@st("elasticsearch: generated elastic password from first start")
def s_es_pw(L):
    pw = rs(ALNUM + "_*=+-", 20)
    out = ("━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━\n✅ Elasticsearch security features have been automatically configured!\n"
           f"ℹ️  Password for the elastic user (reset with `bin/elasticsearch-reset-password -u elastic`):\n  {pw}")
    return NOTE(T(L, f"Local ES 8 for search tuning. First-start output:\n{out}", f"검색 튜닝용 로컬 ES 8. 최초 기동 출력:\n{out}"),
                T(L, "Kibana needs an enrollment token too, and curl needs --cacert http_ca.crt.", "Kibana는 enrollment token도 필요하고 curl에는 --cacert http_ca.crt가 필요."),
                T(L, "Is there a shared dev cluster so I don't run ES locally?", "로컬 대신 쓸 공용 dev 클러스터가 있는지?"), [pw])


@st("elasticsearch: Kibana enrollment token")
def s_kibana(L):
    tok = b64s(json.dumps({"ver": "8.14.1", "adr": [f"172.18.0.{R.randint(2, 9)}:9200"], "fgr": hx(64), "key": rs(B64U, 20) + ":" + rs(B64U, 22)}, separators=(",", ":")))
    return NOTE(T(L, f"Kibana setup page asked for an enrollment token. Generated one with elasticsearch-create-enrollment-token -s kibana:\n{tok}",
                  f"Kibana 설정 화면에서 enrollment token 요구. elasticsearch-create-enrollment-token -s kibana로 생성:\n{tok}"),
                T(L, "The token expires after 30 minutes.", "토큰은 30분 후 만료됨."),
                T(L, "Ask whether the dev ES should have security disabled.", "dev ES는 보안 기능을 꺼도 되는지?"), [tok])


@st("jenkins: initialAdminPassword")
def s_jenkins_initial(L):
    pw = hx(32)
    term = f"$ docker exec jenkins cat /var/jenkins_home/secrets/initialAdminPassword\n{pw}"
    return NOTE(T(L, f"Rebuilt Jenkins for the Android pipeline on a new VM:\n{term}", f"안드로이드 파이프라인용 Jenkins를 새 VM에 재구축:\n{term}"),
                T(L, "The setup wizard account stays admin until disabled.", "설정 마법사 계정은 비활성화 전까지 admin으로 남음."),
                T(L, "Ask who should be Jenkins admins.", "Jenkins 관리자 지정 요청."), [pw])


@st("argocd: initial admin password")
def s_argocd(L):
    pw = rs(ALNUM + "-", 16)
    term = f"$ argocd admin initial-password -n argocd\n{pw}\n\n This password must be only used for first time login."
    return NOTE(T(L, f"Set up Argo CD for the ML serving cluster:\n{term}", f"ML 서빙 클러스터용 Argo CD 구성:\n{term}"),
                T(L, "Delete argocd-initial-admin-secret after configuring SSO.", "SSO 설정 후 argocd-initial-admin-secret은 삭제할 것."),
                T(L, "Ask for the SSO group mapping for Argo CD.", "Argo CD용 SSO 그룹 매핑 요청."), [pw])


@st("terraform: RDS master password in tfvars")
def s_tfvars(L):
    pw = pick([pw_machine, pw_word_year, pw_name_bday])().replace('"', "")
    tf = f"# envs/prod/terraform.tfvars\ndb_instance_class = \"db.r6g.large\"\ndb_master_username = \"postgres\"\ndb_master_password = \"{pw}\""
    return NOTE(T(L, "terraform plan wanted to replace the prod RDS instance.", "terraform plan이 운영 RDS 인스턴스를 교체하려고 함."),
                T(L, f"The engine version in code lagged the console upgrade. Also found this in the tfvars:\n{tf}",
                  f"콘솔에서 올린 엔진 버전이 코드에 반영 안 돼 있었음. tfvars에 이것도 있었음:\n{tf}"),
                T(L, "Ask to switch to manage_master_user_password.", "manage_master_user_password로 전환 요청."), [pw])


@st("airflow: standalone admin password in startup log")
def s_airflow_standalone(L):
    pw = rs(ALNUM, 16)
    out = f"standalone | Airflow is ready\nstandalone | Login with username: admin  password: {pw}\nstandalone | Airflow Standalone is for development purposes only."
    return NOTE(T(L, f"Local Airflow for testing the new DAG:\n{out}", f"신규 DAG 테스트용 로컬 Airflow:\n{out}"),
                T(L, "Standalone regenerates the password unless simple_auth_manager_passwords.json exists.", "별도 설정이 없으면 standalone이 비밀번호를 새로 만듦."),
                T(L, "Ask whether there's a shared docker-compose for Airflow dev.", "Airflow 개발용 공용 compose가 있는지?"), [pw])


@st("pw: machine-random password in Korean prose")
def s_ko_prose_machine(L):
    pw = pw_machine()
    sysn = pick([("the MinIO console", "MinIO 콘솔"), ("the staging Keycloak realm admin", "스테이징 Keycloak realm admin"),
                 ("the Redash admin", "Redash 관리자")])
    return NOTE(T(L, f"Needed to create a bucket policy in {sysn[0]}. The on-call handover note said the admin password is {pw}, set last sprint.",
                  f"{sysn[1]}에서 버킷 정책 생성이 필요했음. 온콜 인수인계 노트에 지난 스프린트에 바꾼 관리자 비밀번호가 {pw} 라고 적혀 있었음."),
                T(L, "Handover notes get copied everywhere; link to the vault entry instead.", "인수인계 노트는 여기저기 복사되니 vault 항목 링크로 대체할 것."),
                T(L, "Ask to rotate after the handover.", "인수인계 후 rotate 요청."), [pw])


@st("ssh: password for bastion in terminal prompt echo")
def s_bastion_expect(L):
    pw = pick([pw_name_bday, pw_word_year, pw_korean_keyboard, pw_machine])()
    sc = f"#!/usr/bin/expect\nspawn ssh -p 2222 ops@bastion.example.kr\nexpect \"password:\"\nsend \"{pw}\\r\"\ninteract"
    return NOTE(T(L, f"Found the script people use to reach the bastion (tools/bastion.exp):\n{sc}",
                  f"사람들이 bastion 접속에 쓰는 스크립트 발견 (tools/bastion.exp):\n{sc}"),
                T(L, "The bastion supports keys; password login should be turned off.", "bastion은 키 인증을 지원하니 비밀번호 로그인을 꺼야 함."),
                T(L, "Ask to disable PasswordAuthentication on the bastion.", "bastion PasswordAuthentication 비활성화 요청."), [pw])


def _simple_specs():
    return [sp for sp in VENDORS if (sp["v"], sp["k"]) not in DISPLAY and len(sp["parts"]) <= 2
            and not sp["v"].startswith("Korea Public")]


@st("env: .env with several providers")
def s_multi_env(L):
    specs = sample(_simple_specs(), R.randint(3, 4))
    lines, cands = [], []
    for sp in specs:
        for var, gen, listed in sp["parts"]:
            v = gen()
            lines.append(f"{var}={v}")
            if listed:
                cands.append(v)
    body = "\n".join(lines)
    who = T(L, person_en(), person_ko())
    return NOTE(T(L, f"Local setup for {proj()}: the README is out of date, so {who} sent me their whole .env.local:\n{body}",
                  f"{proj()} 로컬 세팅: README가 낡아서 {who}님이 본인 .env.local을 통째로 보내줌:\n{body}"),
                T(L, "Half of these are production values; local should use sandbox keys from the vault.",
                  "절반은 운영 값이었음. 로컬은 vault의 sandbox 키를 써야 함."),
                T(L, "Ask for a maintained .env.example and sandbox keys.", ".env.example 관리와 sandbox 키 발급 요청."), cands)


@st("handover: on-call note with several credentials")
def s_multi_handover(L):
    specs = sample(_simple_specs(), 2)
    parts, cands = [], []
    for sp in specs:
        var, gen, listed = [p for p in sp["parts"] if p[2]][-1]
        v = gen()
        name = sp["v"].split(" (", 1)[1].rstrip(")") if " (" in sp["v"] else sp["v"]
        parts.append(f"{name} {sp['k']}: {v}")
        cands.append(v)
    dbpw = pick([pw_machine, pw_word_year, pw_name_bday])()
    cands.append(dbpw)
    lst = "\n".join("- " + x for x in parts + [T(L, f"reporting DB password: {dbpw}", f"리포팅 DB 비밀번호: {dbpw}")])
    return NOTE(T(L, f"Took over on-call mid-incident. The handover note from the previous shift:\n{lst}",
                  f"장애 중간에 온콜을 인수받음. 이전 근무자 인수인계 노트:\n{lst}"),
                T(L, "Handover notes should reference vault paths, not values; these need rotating now.",
                  "인수인계 노트에는 값이 아니라 vault 경로만 적어야 함. 전부 rotate 필요."),
                T(L, "Ask who rotates credentials after an incident.", "장애 후 인증정보 rotate 담당 확인."), cands)


# ================================================================ clean templates
CLEAN_TEMPLATES = []   # (category, fn, kind) kind in risky / benign / publishable


def ct(cat, kind="risky"):
    def deco(fn):
        CLEAN_TEMPLATES.append((cat + (" [publishable]" if kind == "publishable" else ""), fn, kind))
        return fn
    return deco


def C(mc, le, ak):
    if ak in ("None.", "없음.") and chance(0.5):
        ak = ""
    return {"mc": mc, "lesson": le, "ask": ak, "cands": []}


def sha():
    return hx(40)


@ct("git: bisect session with full SHAs")
def c_bisect(L):
    good, bad, first = sha(), sha(), sha()
    term = (f"$ git bisect start\n$ git bisect bad {bad}\n$ git bisect good {good}\nBisecting: {R.randint(8, 60)} revisions left to test after this (roughly {R.randint(3, 6)} steps)\n"
            f"...\n{first} is the first bad commit\ncommit {first}\nAuthor: {person_en()} <{pick(ROMAN_NAMES)}@acme.kr>\n    {pick(['chore: bump swc', 'refactor(cart): memoize totals', 'fix: lazy load map'])}")
    return C(T(L, f"Checkout page bundle grew 300 KB somewhere between two releases. Bisect:\n{term}",
               f"두 릴리즈 사이에 checkout 번들이 300KB 커짐. bisect 결과:\n{term}"),
             T(L, f"The culprit {first[:10]} imported the whole icon set instead of single icons.",
               f"원인 커밋 {first[:10]}이 아이콘을 개별이 아니라 전체 세트로 import 함."),
             T(L, "Ask whether bundle-size checks can run on every PR.", "PR마다 번들 크기 체크를 돌릴 수 있는지 문의."))


@ct("git: log --oneline with short SHAs and a revert")
def c_gitlog(L):
    lines = [f"{hx(7)} {m}" for m in sample(["feat(push): add quiet hours", "fix(ios): guard nil deeplink", "chore(deps): bump okhttp to 4.12.0",
                                             "refactor: extract PaymentSheet", "fix(etl): handle null coupon_id", "test: flaky cart spec"], 4)]
    rev = hx(40)
    lines.insert(0, f"{rev[:7]} Revert \"{lines[1].split(' ', 1)[1]}\"")
    return C(T(L, "Release branch had an unexpected revert:\n" + "\n".join(lines), "릴리즈 브랜치에 예상 못한 revert가 있었음:\n" + "\n".join(lines)),
             T(L, f"The revert ({rev}) was made on main after the branch cut, then cherry-picked; always check both branches.",
               f"브랜치 컷 이후 main에서 revert({rev})한 뒤 cherry-pick 된 것. 두 브랜치 모두 확인할 것."),
             T(L, "Ask who owns cherry-picks during release week.", "릴리즈 주간 cherry-pick 담당자 확인."))


@ct("git: cherry-pick conflict with commit hashes")
def c_cherry(L):
    a, b = sha(), sha()
    term = (f"$ git cherry-pick {a}\nerror: could not apply {a[:7]}... fix(android): handle POST_NOTIFICATIONS denial\n"
            f"hint: after resolving the conflicts, mark the corrected paths\nCONFLICT (content): Merge conflict in app/src/main/AndroidManifest.xml")
    return C(T(L, f"Hotfix cherry-pick onto release/5.{R.randint(1, 30)} conflicted:\n{term}", f"release/5.{R.randint(1, 30)}로 핫픽스 cherry-pick 중 충돌:\n{term}"),
             T(L, f"The manifest on the release branch predates {b[:12]} which moved permissions into a flavor manifest.",
               f"릴리즈 브랜치 manifest가 권한을 flavor manifest로 옮긴 {b[:12]} 이전 버전이었음."),
             T(L, "Ask whether hotfixes should be made on the release branch first.", "핫픽스를 릴리즈 브랜치에 먼저 만드는 게 규칙인지 확인."))


@ct("npm: package-lock integrity hashes")
def c_npm_integrity(L):
    pkg = pick(["@babel/core", "esbuild", "react-native-reanimated", "sharp", "undici"])
    ver = f"{R.randint(0, 8)}.{R.randint(0, 30)}.{R.randint(0, 9)}"
    integ = "sha512-" + b64(64)
    snip = (f"\"node_modules/{pkg}\": {{\n  \"version\": \"{ver}\",\n  \"resolved\": \"https://registry.npmjs.org/{pkg}/-/{pkg.split('/')[-1]}-{ver}.tgz\",\n"
            f"  \"integrity\": \"{integ}\"\n}}")
    return C(T(L, f"npm ci failed on CI with EINTEGRITY for {pkg}. Lockfile entry:\n{snip}", f"CI에서 npm ci가 {pkg} EINTEGRITY로 실패. lockfile 항목:\n{snip}"),
             T(L, "The internal mirror served a re-packed tarball; pointing the registry back to npmjs fixed it.", "사내 미러가 재패킹된 tarball을 내려줬음. registry를 npmjs로 돌리니 해결."),
             T(L, "Ask who maintains the npm mirror.", "npm 미러 관리자 확인."))


@ct("web: SRI integrity attribute on script tag")
def c_sri(L):
    integ = "sha384-" + b64(48)
    tag = f"<script src=\"https://cdn.jsdelivr.net/npm/chart.js@4.4.{R.randint(0, 4)}/dist/chart.umd.min.js\" integrity=\"{integ}\" crossorigin=\"anonymous\"></script>"
    return C(T(L, f"Charts on the ops dashboard stopped rendering; console said the integrity check failed. Tag:\n{tag}",
               f"운영 대시보드 차트가 안 그려짐. 콘솔에 integrity 검증 실패. 태그:\n{tag}"),
             T(L, "The version in the URL was bumped without regenerating the SRI hash; generate it from the exact file.",
               "URL 버전만 올리고 SRI 해시를 다시 안 만듦. 정확한 파일로 해시를 재생성해야 함."),
             T(L, "Ask whether we should self-host chart.js instead.", "chart.js를 셀프호스팅할지 문의."))


@ct("yarn: berry lockfile checksum")
def c_yarn(L):
    cs = "10c0/" + hx(128)
    snip = f"\"date-fns@npm:^3.6.0\":\n  version: 3.6.0\n  resolution: \"date-fns@npm:3.6.0\"\n  checksum: {cs}\n  languageName: node"
    return C(T(L, f"yarn install --immutable failed after a dependabot PR:\n{snip}", f"dependabot PR 이후 yarn install --immutable 실패:\n{snip}"),
             T(L, "Dependabot used Yarn 3 while the repo is on Yarn 4; the cacheKey prefix differs.", "dependabot이 Yarn 3을 썼고 레포는 Yarn 4라 cacheKey prefix가 다름."),
             T(L, "Ask to pin packageManager in package.json.", "package.json에 packageManager 고정 요청."))


@ct("docker: image digest pinning")
def c_docker_digest(L):
    d1, d2 = hx(64), hx(64)
    snip = f"FROM node:20.{R.randint(10, 18)}-bookworm-slim@sha256:{d1}\n...\n$ docker buildx imagetools inspect node:20-bookworm-slim | grep Digest\nDigest: sha256:{d2}"
    return C(T(L, f"Base image was pinned by digest, so the CVE fix never reached our builds:\n{snip}",
               f"베이스 이미지가 digest로 고정돼서 CVE 패치가 빌드에 반영되지 않음:\n{snip}"),
             T(L, "Pinning by digest needs a bot (Renovate) to bump it, otherwise it silently goes stale.", "digest 고정은 Renovate 같은 봇이 올려줘야 함. 아니면 조용히 낡음."),
             T(L, "Ask whether Renovate can manage Dockerfile digests.", "Renovate로 Dockerfile digest 관리 가능한지 문의."))


@ct("go: go.sum h1 hashes")
def c_gosum(L):
    mods = ["github.com/jackc/pgx/v5 v5.6.0", "golang.org/x/sync v0.7.0", "github.com/redis/go-redis/v9 v9.5.3"]
    lines = "\n".join(f"{m} h1:{b64(32)}\n{m}/go.mod h1:{b64(32)}" for m in sample(mods, 2))
    return C(T(L, f"'verifying module: checksum mismatch' on the build server:\n{lines}", f"빌드 서버에서 'verifying module: checksum mismatch':\n{lines}"),
             T(L, "GOPROXY on the server pointed to an internal proxy that cached a retracted version; GOFLAGS=-mod=mod hid it locally.",
               "서버 GOPROXY가 retract된 버전을 캐시한 내부 프록시를 가리킴. 로컬에서는 GOFLAGS=-mod=mod 때문에 안 보였음."),
             T(L, "Ask who runs the Go module proxy.", "Go 모듈 프록시 운영자 확인."))


@ct("python: pip requirements with --hash")
def c_pip_hash(L):
    snip = (f"torch==2.3.1 \\\n    --hash=sha256:{hx(64)} \\\n    --hash=sha256:{hx(64)}\nnumpy==1.26.4 \\\n    --hash=sha256:{hx(64)}")
    return C(T(L, f"Docker build of ml-serving failed with 'THESE PACKAGES DO NOT MATCH THE HASHES':\n{snip}",
               f"ml-serving Docker build가 'THESE PACKAGES DO NOT MATCH THE HASHES'로 실패:\n{snip}"),
             T(L, "The lock was generated on macOS; Linux wheels need their own hashes (pip-compile --generate-hashes on linux).",
               "lock을 macOS에서 만들어서 리눅스 wheel 해시가 없었음. 리눅스에서 pip-compile --generate-hashes 필요."),
             T(L, "Ask whether lockfiles should be generated in CI.", "lockfile을 CI에서 생성하도록 할지 문의."))


@ct("ios: Podfile.lock SPEC CHECKSUMS")
def c_podfile(L):
    pods = sample(["Firebase", "FirebaseMessaging", "Alamofire", "SnapKit", "KakaoSDKAuth", "NMapsMap", "GoogleSignIn"], 3)
    snip = "SPEC CHECKSUMS:\n" + "\n".join(f"  {p}: {hx(40)}" for p in pods) + f"\n\nPODFILE CHECKSUM: {hx(40)}\n\nCOCOAPODS: 1.15.2"
    return C(T(L, f"Every pod install rewrote Podfile.lock and produced noisy diffs:\n{snip}", f"pod install 할 때마다 Podfile.lock이 바뀌어 diff가 시끄러움:\n{snip}"),
             T(L, "Two CocoaPods versions on the team (1.14 vs 1.15); pin via Gemfile and run bundle exec pod install.",
               "팀에 CocoaPods 1.14/1.15가 섞여 있었음. Gemfile로 고정하고 bundle exec pod install 사용."),
             T(L, "Ask to add a Gemfile to the iOS repo.", "iOS 레포에 Gemfile 추가 요청."))


@ct("android: Gradle verification-metadata sha256")
def c_gradle_verif(L):
    snip = (f"<component group=\"com.squareup.okhttp3\" name=\"okhttp\" version=\"4.12.0\">\n   <artifact name=\"okhttp-4.12.0.jar\">\n"
            f"      <sha256 value=\"{hx(64)}\" origin=\"Generated by Gradle\"/>\n   </artifact>\n</component>")
    return C(T(L, f"Build failed: 'Dependency verification failed for configuration :app:releaseRuntimeClasspath'. Entry:\n{snip}",
               f"빌드 실패: 'Dependency verification failed for configuration :app:releaseRuntimeClasspath'. 항목:\n{snip}"),
             T(L, "A new transitive artifact (.module file) had no entry; regenerate with --write-verification-metadata sha256.",
               "새 transitive artifact(.module)의 항목이 없었음. --write-verification-metadata sha256로 재생성."),
             T(L, "Ask who reviews verification-metadata changes.", "verification-metadata 변경 리뷰 담당 확인."))


@ct("rust: Cargo.lock checksum")
def c_cargo(L):
    snip = f"[[package]]\nname = \"ring\"\nversion = \"0.17.8\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"{hx(64)}\""
    return C(T(L, f"The image-resize worker (Rust) failed to cross-compile for arm64:\n{snip}", f"이미지 리사이즈 워커(Rust)가 arm64 크로스컴파일 실패:\n{snip}"),
             T(L, "ring needs a C toolchain for the target; cargo-zigbuild solved it.", "ring은 타깃용 C 툴체인이 필요함. cargo-zigbuild로 해결."),
             T(L, "Ask whether arm64 builders are available in CI.", "CI에 arm64 빌더가 있는지 문의."))


@ct("observability: Sentry event ID and trace ID")
def c_sentry_ids(L):
    ev, tr = hx(32), hx(32)
    return C(T(L, f"User reported a crash on the payment result screen. Sentry event {ev}, trace {tr}, release booking-ios@5.{R.randint(1, 20)}.0+{R.randint(100, 999)}.",
               f"결제 결과 화면 크래시 제보. Sentry event {ev}, trace {tr}, release booking-ios@5.{R.randint(1, 20)}.0+{R.randint(100, 999)}."),
             T(L, "The trace showed the API returned 200 with an empty body on timeout; the app force-unwrapped it.",
               "trace를 보니 timeout 시 API가 빈 body로 200을 줬고 앱이 force unwrap 함."),
             T(L, "Ask to link Sentry traces with backend spans.", "Sentry trace와 백엔드 span 연결 요청."))


@ct("http: W3C traceparent header in request")
def c_traceparent(L):
    tp = f"00-{hx(32)}-{hx(16)}-01"
    req = f"GET /v2/stores/nearby?lat=37.5445&lng=127.0557 HTTP/1.1\nHost: api.example.kr\ntraceparent: {tp}\ntracestate: dd=s:1;t.dm:-0\naccept: application/json"
    return C(T(L, f"The nearby-stores call was slow only from the web app. Request copied from the browser:\n{req}",
               f"웹앱에서만 주변 매장 호출이 느렸음. 브라우저에서 복사한 요청:\n{req}"),
             T(L, "With the trace id, Tempo showed 900 ms in the geo cache miss path.", "trace id로 Tempo에서 보니 geo 캐시 miss 경로에서 900ms."),
             T(L, "Ask whether the web app can propagate trace context by default.", "웹앱이 기본으로 trace context를 전파하도록 할 수 있는지?"))


@ct("aws: S3 AccessDenied error with request and host IDs")
def c_s3_403(L):
    err = (f"<Error><Code>AccessDenied</Code><Message>Access Denied</Message><RequestId>{HX(16)}</RequestId>"
           f"<HostId>{b64(57)}</HostId></Error>")
    return C(T(L, f"Static asset upload from CI failed:\n{err}", f"CI 정적 자산 업로드 실패:\n{err}"),
             T(L, "The bucket policy required aws:SecureTransport and the KMS key policy lacked the CI role.", "버킷 정책과 KMS 키 정책에 CI role이 없었음."),
             T(L, "Ask for a bucket-specific deploy role.", "버킷 전용 배포 role 요청."))


@ct("payments: Stripe idempotency key and object IDs")
def c_stripe_ids(L):
    ik = uuid4()
    pi = "pi_3" + an(23)
    cus = "cus_" + an(14)
    evt = "evt_3" + an(23)
    return C(T(L, f"Double charge complaint. Request used Idempotency-Key {ik}; PaymentIntent {pi} for {cus}; webhook event {evt} arrived twice.",
               f"이중결제 문의. 요청 Idempotency-Key {ik}, PaymentIntent {pi} ({cus}), webhook event {evt}가 두 번 옴."),
             T(L, "Only one charge existed; the second webhook delivery was a retry and our handler wasn't idempotent on event id.",
               "실제 결제는 1건. 두 번째 webhook은 재시도였고 핸들러가 event id 기준 멱등이 아니었음."),
             T(L, "Ask to store processed event ids.", "처리한 event id 저장 로직 추가 요청."))


@ct("mobile: build numbers and dSYM UUIDs")
def c_build_numbers(L):
    u1, u2 = UUID4(), UUID4()
    return C(T(L, f"Crash reports for 5.{R.randint(1, 20)}.0 ({R.randint(2000, 9000)}) were unsymbolicated. dwarfdump --uuid:\nUUID: {u1} (arm64) BookingApp\nUUID: {u2} (arm64) BookingNotificationService",
               f"5.{R.randint(1, 20)}.0 ({R.randint(2000, 9000)}) 크래시가 심볼리케이션 안 됨. dwarfdump --uuid:\nUUID: {u1} (arm64) BookingApp\nUUID: {u2} (arm64) BookingNotificationService"),
             T(L, "Bitcode is gone but the build phase uploaded dSYMs only for the main target, not the extension.",
               "메인 타깃 dSYM만 업로드되고 extension 것은 빠져 있었음."),
             T(L, "Ask to upload dSYMs for all targets in the CI lane.", "CI lane에서 모든 타깃 dSYM 업로드 요청."))


@ct("mobile: Crashlytics missing dSYM warning")
def c_crashlytics(L):
    u = UUID4()
    return C(T(L, f"Crashlytics console: 'Missing dSYM {u}, version 5.{R.randint(1, 20)}.1 (build {R.randint(3000, 9999)})'.",
               f"Crashlytics 콘솔: 'Missing dSYM {u}, version 5.{R.randint(1, 20)}.1 (build {R.randint(3000, 9999)})'."),
             T(L, "Download dSYMs from App Store Connect for that build and run upload-symbols with the GoogleService-Info.plist.",
               "App Store Connect에서 해당 빌드 dSYM을 받아 GoogleService-Info.plist와 함께 upload-symbols 실행."),
             T(L, "Is there a scheduled job for dSYM uploads?", "dSYM 업로드 정기 job이 있는지?"))


@ct("api: base64 pagination cursor")
def c_cursor(L):
    obj = {"created_at": f"{rdate()}T{rtime()}Z", "id": R.randint(100000, 999999)}
    cur = base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode()
    return C(T(L, f"Infinite scroll repeated items. The API returns next_cursor like \"{cur}\" which is just base64 of {json.dumps(obj)}.",
               f"무한 스크롤에서 아이템이 중복됨. API의 next_cursor \"{cur}\"는 {json.dumps(obj)}를 base64 한 것."),
             T(L, "Ties on created_at were not broken by id in the SQL ORDER BY.", "SQL ORDER BY에서 created_at 동률을 id로 정렬하지 않았음."),
             T(L, "Ask whether cursors should be opaque/signed.", "cursor를 불투명/서명 방식으로 바꿀지 문의."))


@ct("k8s: base64 binaryData in ConfigMap")
def c_configmap_b64(L):
    payload = json.dumps({"variants": {"control": 50, "new_onboarding": 50}, "salt": "onboarding-v3"}, separators=(",", ":"))
    b = b64s(payload)
    snip = f"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: experiments\nbinaryData:\n  onboarding.json: {b}"
    return C(T(L, f"Experiment split looked 60/40 instead of 50/50. ConfigMap:\n{snip}", f"실험 비율이 50/50이 아니라 60/40으로 보임. ConfigMap:\n{snip}"),
             T(L, f"The binaryData is just the experiment config ({payload}); the skew came from bot traffic.",
               f"binaryData는 실험 설정({payload}) 그대로임. 쏠림은 봇 트래픽 때문."),
             T(L, "Ask to exclude bots before assignment.", "할당 전 봇 제외 요청."))


@ct("auth: decoded JWT claims without the token")
def c_jwt_claims(L):
    claims = {"iss": "https://auth.example.kr", "sub": str(R.randint(10000, 99999)), "aud": "seller-web", "scope": "orders:read",
              "iat": epoch(), "exp": epoch()}
    return C(T(L, f"Sellers got 403 on the orders page. Decoded claims of a failing token (token itself not kept): {json.dumps(claims)}",
               f"셀러가 주문 페이지에서 403. 실패한 토큰의 디코딩된 claim (토큰 자체는 보관 안 함): {json.dumps(claims)}"),
             T(L, "The API expects scope orders:list since the refactor; the IdP still issues orders:read.", "리팩터 이후 API는 orders:list를 기대하는데 IdP는 여전히 orders:read를 발급."),
             T(L, "Ask the auth team to add the new scope.", "인증팀에 새 scope 추가 요청."))


@ct("web: minified stack trace with chunk hashes")
def c_minified(L):
    ch = hx(8)
    st = (f"TypeError: Cannot read properties of undefined (reading 'price')\n    at e.Xa (https://static.example.kr/_next/static/chunks/pages/cart-{ch}.js:1:{R.randint(1000, 99999)})\n"
          f"    at Rk (https://static.example.kr/_next/static/chunks/framework-{hx(16)}.js:1:{R.randint(1000, 99999)})")
    return C(T(L, f"Cart crash in production only:\n{st}", f"운영에서만 장바구니 크래시:\n{st}"),
             T(L, "Source maps weren't uploaded for that build id; after uploading, it pointed to an optional chaining missing in CartRow.",
               "해당 build id 소스맵이 업로드되지 않았음. 업로드 후 보니 CartRow의 optional chaining 누락."),
             T(L, "Ask to fail the deploy if source map upload fails.", "소스맵 업로드 실패 시 배포 실패 처리 요청."))


@ct("web: CSS modules hashed class names")
def c_css_modules(L):
    cls = f"_button_{rs(LOAN, 5)}_{R.randint(1, 80)}"
    return C(T(L, f"QA's Playwright selector '.{cls}' broke after the Vite upgrade.", f"Vite 업그레이드 후 QA의 Playwright selector '.{cls}'가 깨짐."),
             T(L, "Hashed class names change with the file content; use data-testid instead.", "해시 클래스명은 파일 내용에 따라 바뀜. data-testid를 쓸 것."),
             T(L, "Ask QA to switch to data-testid selectors.", "QA에 data-testid selector 전환 요청."))


@ct("masked: key shown masked in dashboard")
def c_masked(L):
    m = pick([f"sk_live_{'•' * 24}{an(4)}", f"AKIA{'*' * 12}{rs(UPAN, 4)}", f"ghp_{'*' * 32}{an(4)}", f"xoxb-{'*' * 12}…{an(4)}"])
    return C(T(L, f"Two API keys in the dashboard, shown only as {m} and another ending differently; couldn't tell which one prod uses.",
               f"대시보드에 키가 {m} 처럼 마스킹돼 있고 하나 더 있어서 운영이 어느 걸 쓰는지 구분이 안 됨."),
             T(L, "Compare the last four characters with the value in the secret manager (without printing it).", "secret manager 값의 마지막 4자리와 비교 (값 출력 없이)."),
             T(L, "Ask to name keys by environment when creating them.", "키 생성 시 환경 이름을 붙이도록 요청."))


@ct("docs: placeholders in README setup")
def c_placeholders(L):
    snip = ("export OPENAI_API_KEY=<your-key-here>\nexport ANTHROPIC_API_KEY=sk-ant-...\nexport DATABASE_URL=postgres://USER:PASSWORD@localhost:5432/app")
    return C(T(L, f"README quick-start for the eval harness:\n{snip}", f"eval 하네스 README 빠른 시작:\n{snip}"),
             T(L, "The harness silently falls back to a mock model when the key is a placeholder; check the startup log.", "키가 placeholder면 하네스가 조용히 mock 모델로 fallback 함. 시작 로그 확인."),
             T(L, "Ask to make the harness fail loudly without a real key.", "실제 키가 없으면 명확히 실패하도록 수정 요청."))


@ct("config: .env.example with empty values")
def c_env_example(L):
    names = sample(["STRIPE_SECRET_KEY", "TOSS_SECRET_KEY", "KAKAO_REST_API_KEY", "SENTRY_DSN", "DATABASE_URL", "REDIS_URL", "JWT_SECRET", "S3_BUCKET"], 5)
    snip = "\n".join(f"{n}=" for n in names)
    return C(T(L, f"New laptop setup: copied .env.example, app crashed on boot.\n{snip}", f"새 노트북 세팅: .env.example 복사 후 앱이 부팅 중 죽음.\n{snip}"),
             T(L, "Values live in the vault under the project folder; the example file only lists names.", "값은 vault 프로젝트 폴더에 있음. example 파일은 이름만 나열."),
             T(L, "Ask for read access to the dev vault folder.", "dev vault 폴더 읽기 권한 요청."))


@ct("ci: GitHub Actions secrets references")
def c_gha_refs(L):
    y = ("    env:\n      NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n      SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}\n"
         "      AWS_ROLE_ARN: arn:aws:iam::" + dg(12) + ":role/gha-deploy")
    return C(T(L, f"Workflow on a fork PR failed: secrets were empty.\n{y}", f"fork PR에서 워크플로 실패: secret이 비어 있음.\n{y}"),
             T(L, "Secrets aren't passed to pull_request from forks; don't switch to pull_request_target without care.",
               "fork에서 온 pull_request에는 secret이 전달되지 않음. pull_request_target 전환은 신중히."),
             T(L, "Ask whether fork PRs need the publish step at all.", "fork PR에 publish 단계가 필요한지 확인."))


@ct("terraform: sensitive variable and secrets manager reference")
def c_tf_sensitive(L):
    tf = ("variable \"db_password\" {\n  type      = string\n  sensitive = true\n}\n\n"
          "data \"aws_secretsmanager_secret_version\" \"db\" {\n  secret_id = \"prod/orders/db\"\n}")
    return C(T(L, f"Plan printed '(sensitive value)' and I couldn't see what changed.\n{tf}", f"plan에 '(sensitive value)'만 나와서 무엇이 바뀌는지 볼 수 없었음.\n{tf}"),
             T(L, "Use terraform show -json on the plan locally if really needed; never paste it into the PR.", "정말 필요하면 로컬에서 plan을 show -json으로 보고 PR에는 붙이지 말 것."),
             T(L, "Ask whether the password should be managed by RDS instead.", "비밀번호를 RDS 관리로 바꿀지 문의."))


@ct("k8s: secretKeyRef in Deployment")
def c_k8s_ref(L):
    y = ("        env:\n          - name: DATABASE_PASSWORD\n            valueFrom:\n              secretKeyRef:\n                name: orders-db\n                key: password\n"
         "          - name: TOSS_SECRET_KEY\n            valueFrom:\n              secretKeyRef:\n                name: toss\n                key: secret-key")
    return C(T(L, f"Pod stuck in CreateContainerConfigError:\n{y}", f"pod가 CreateContainerConfigError 상태:\n{y}"),
             T(L, "The secret 'toss' lived in another namespace; External Secrets hadn't synced it.", "'toss' secret이 다른 네임스페이스에 있었고 External Secrets가 동기화 안 함."),
             T(L, "Ask who owns the ExternalSecret definitions.", "ExternalSecret 정의 담당 확인."))


@ct("1password: op:// secret references")
def c_op_refs(L):
    snip = "STRIPE_SECRET_KEY=op://Engineering/Stripe prod/secret key\nDATABASE_URL=op://Engineering/orders-db/connection string\n$ op run --env-file=.env.tpl -- npm run dev"
    return C(T(L, f"Local dev uses 1Password references:\n{snip}", f"로컬 개발은 1Password 참조를 씀:\n{snip}"),
             T(L, "op run fails if the desktop app integration is off; enable CLI integration in settings.", "데스크톱 앱 연동이 꺼져 있으면 op run이 실패. 설정에서 CLI 연동 켜기."),
             T(L, "Ask for access to the Engineering vault.", "Engineering vault 접근 권한 요청."))


@ct("vault: kv get command without output")
def c_vault_cmd(L):
    cmd = f"$ vault kv get -field=password secret/{pick(['orders', 'billing', 'warehouse'])}/db\nError reading secret: permission denied"
    return C(T(L, f"Tried to read the DB password for local debugging:\n{cmd}", f"로컬 디버깅용 DB 비밀번호를 읽으려 했음:\n{cmd}"),
             T(L, "Developers only have access to secret/dev/*; prod reads go through the break-glass process.", "개발자는 secret/dev/*만 접근 가능. 운영은 break-glass 절차로."),
             T(L, "Ask whether a dev copy of the DB exists.", "DB dev 복제본이 있는지 문의."))


@ct("aws: Secrets Manager ARN with random suffix")
def c_sm_arn(L):
    arn = f"arn:aws:secretsmanager:{pick(REGIONS)}:{dg(12)}:secret:prod/payments/toss-{an(6)}"
    return C(T(L, f"Lambda got AccessDeniedException for {arn}.", f"Lambda가 {arn}에 대해 AccessDeniedException."),
             T(L, "The IAM policy used the ARN without the 6-character suffix; use prod/payments/toss-* in the resource.",
               "IAM 정책이 6자리 suffix 없는 ARN을 썼음. 리소스에 prod/payments/toss-* 사용."),
             T(L, "Ask for a policy template for secret access.", "secret 접근 정책 템플릿 요청."))


@ct("aws: SSM parameter names")
def c_ssm(L):
    names = "\n".join(f"/{pick(['prod', 'stg'])}/{p}" for p in sample(["checkout/stripe_secret_key", "checkout/toss_secret_key", "notify/fcm_service_account", "orders/db_password", "etl/snowflake_private_key"], 3))
    return C(T(L, f"Service failed to start: ParameterNotFound. Expected parameters:\n{names}", f"서비스 기동 실패: ParameterNotFound. 필요한 파라미터:\n{names}"),
             T(L, "Parameters are per region; the new region had none of them.", "파라미터는 리전별이라 새 리전에는 하나도 없었음."),
             T(L, "Ask who can copy parameters to the new region.", "새 리전으로 파라미터 복사 권한자 확인."))


@ct("prose: rotating an API key without values")
def c_prose_rotate(L):
    v = pick(["Stripe", "Toss Payments", "OpenAI", "Kakao", "SendGrid"])
    return C(T(L, f"After the laptop theft report we had to rotate the {v} secret key. The new key was created in the dashboard and stored in the vault; the old one stays active for 24 hours.",
               f"노트북 분실 신고 후 {v} secret key를 rotate 해야 했음. 새 키는 대시보드에서 만들어 vault에 넣었고 이전 키는 24시간 유지."),
             T(L, "Rotate in order: add new key to the vault, redeploy, confirm traffic uses it, then revoke the old key.",
               "순서: vault에 새 키 추가 → 재배포 → 새 키 사용 확인 → 이전 키 revoke."),
             T(L, "Ask for a rotation runbook per vendor.", "벤더별 rotate 런북 요청."))


@ct("policy: password policy text")
def c_pw_policy(L):
    n = pick([10, 12, 14])
    return C(T(L, f"Signup rejected valid-looking passwords. Policy from the auth service: minimum {n} characters, at least one upper-case letter, one digit and one symbol; no more than 3 repeated characters; cannot contain the e-mail local part; checked against a breached-password list.",
               f"회원가입에서 멀쩡해 보이는 비밀번호가 거부됨. 인증 서비스 정책: 최소 {n}자, 대문자·숫자·특수문자 각 1개 이상, 같은 문자 3회 이상 반복 불가, 이메일 아이디 포함 불가, 유출 비밀번호 목록과 대조."),
             T(L, "The frontend validated only length, so users saw the backend error with no explanation.", "프론트는 길이만 검사해서 사용자는 설명 없는 백엔드 에러를 봄."),
             T(L, "Ask design for inline policy hints.", "디자인팀에 정책 안내 문구 요청."))


@ct("cli: usage lines that prompt for passwords")
def c_cli_prompt(L):
    snip = pick(["$ mysql -h 127.0.0.1 -P 3307 -u app -p\nEnter password:",
                 "$ psql \"host=localhost port=5433 dbname=app user=app sslmode=disable\"\nPassword for user app:",
                 "$ cat ~/ghcr_token.txt | docker login ghcr.io -u acme-bot --password-stdin\nLogin Succeeded"])
    return C(T(L, f"Local tunnel to the staging DB:\n{snip}", f"스테이징 DB 로컬 터널:\n{snip}"),
             T(L, "Port 3307/5433 is the SSM port-forward, not a local DB.", "3307/5433 포트는 로컬 DB가 아니라 SSM 포트포워딩."),
             T(L, "Ask for the port-forward script to be added to the repo.", "포트포워딩 스크립트를 레포에 추가 요청."))


@ct("cli: gh auth status with masked token")
def c_gh_status(L):
    out = f"github.com\n  ✓ Logged in to github.com account {pick(ROMAN_NAMES)}-acme (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo'"
    return C(T(L, f"gh pr create failed with 'workflow scope may be required':\n{out}", f"gh pr create가 'workflow scope may be required'로 실패:\n{out}"),
             T(L, "Run gh auth refresh -s workflow to add the scope.", "gh auth refresh -s workflow로 scope 추가."),
             T(L, "None.", "없음."))


@ct("npm: .npmrc using environment variable")
def c_npmrc(L):
    snip = "@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}\nalways-auth=true"
    return C(T(L, f"Installing @acme/ui-kit failed with 401 locally. .npmrc in the repo:\n{snip}", f"로컬에서 @acme/ui-kit 설치가 401. 레포의 .npmrc:\n{snip}"),
             T(L, "NODE_AUTH_TOKEN is only set in CI; locally, export a PAT with read:packages into that variable.", "NODE_AUTH_TOKEN은 CI에서만 설정됨. 로컬은 read:packages PAT를 그 변수로 export."),
             T(L, "Ask whether packages could be made internal-visible.", "패키지를 internal 공개로 바꿀 수 있는지 문의."))


@ct("ssh: public key and fingerprint")
def c_ssh_pub(L):
    pub = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(B64A, 43) + f" {pick(ROMAN_NAMES)}@macbook"
    fp = "SHA256:" + rs(B64A, 43)
    return C(T(L, f"Needed access to the bastion; sent my public key to infra:\n{pub}\nfingerprint {fp}",
               f"bastion 접근을 위해 인프라팀에 공개키 전달:\n{pub}\nfingerprint {fp}"),
             T(L, "Infra adds keys via the users repo PR; direct authorized_keys edits get overwritten nightly.", "인프라는 users 레포 PR로 키를 추가함. authorized_keys 직접 수정은 매일 밤 덮어써짐."),
             T(L, "Ask for the users repo link in onboarding.", "온보딩 문서에 users 레포 링크 추가 요청."))


@ct("gpg: key fingerprint and signed commit check")
def c_gpg(L):
    fp = HX(40)
    out = f"$ git log --show-signature -1\ngpg: Signature made {rdate()}\ngpg:                using EDDSA key {fp}\ngpg: Good signature from \"{person_en()} <dev@acme.kr>\" [ultimate]"
    return C(T(L, f"Branch protection requires signed commits; my commits showed 'Unverified'.\n{out}", f"브랜치 보호에 서명 커밋이 필요한데 내 커밋이 'Unverified'.\n{out}"),
             T(L, "The e-mail on the key didn't match the commit e-mail configured for the repo.", "키의 이메일과 레포 커밋 이메일이 달랐음."),
             T(L, "None.", "없음."))


@ct("tls: certificate fingerprint from openssl")
def c_tls_fp(L):
    fp = ":".join(HX(2) for _ in range(32))
    out = f"$ openssl s_client -connect api.example.kr:443 </dev/null 2>/dev/null | openssl x509 -noout -fingerprint -sha256 -enddate\nsha256 Fingerprint={fp}\nnotAfter=Mar {R.randint(1, 28)} 23:59:59 2026 GMT"
    return C(T(L, f"Android app with certificate pinning failed after the cert renewal:\n{out}", f"인증서 갱신 후 피닝 적용된 안드로이드 앱이 실패:\n{out}"),
             T(L, "Pin the SPKI of the intermediate or keep a backup pin; leaf pins break on every renewal.", "중간 인증서 SPKI를 핀하거나 백업 핀을 둘 것. leaf 핀은 갱신마다 깨짐."),
             T(L, "Ask infra to announce cert renewals to mobile.", "인증서 갱신 시 모바일팀에 공지 요청."))


@ct("android: signing certificate SHA-1 and Kakao key hash")
def c_android_sha(L):
    s1 = ":".join(HX(2) for _ in range(20))
    kh = b64(20)
    return C(T(L, f"Kakao login failed on release builds (key hash mismatch). Release SHA-1 {s1}, registered key hash {kh}.",
               f"릴리즈 빌드 카카오 로그인 실패 (키 해시 불일치). 릴리즈 SHA-1 {s1}, 등록된 키 해시 {kh}."),
             T(L, "Register the key hash of the Play app signing certificate, not the upload key; these are public values.",
               "upload key가 아니라 Play 앱 서명 인증서의 키 해시를 등록해야 함. 공개 값임."),
             T(L, "Ask who has Kakao Developers admin.", "카카오 디벨로퍼스 관리자 확인."))


@ct("sops: age public key recipients")
def c_sops_age(L):
    pubs = ["age1" + rs(B32L.replace("b", "").replace("i", "").replace("o", "").replace("1", ""), 58) for _ in range(2)]
    y = "creation_rules:\n  - path_regex: secrets/prod/.*\\.yaml$\n    age: >-\n      " + ",\n      ".join(pubs)
    return C(T(L, f"Couldn't decrypt prod secrets after joining the team. .sops.yaml:\n{y}", f"팀 합류 후 prod secret 복호화 불가. .sops.yaml:\n{y}"),
             T(L, "My age public key must be added as a recipient and the files re-encrypted (sops updatekeys).", "내 age 공개키를 recipient에 추가하고 sops updatekeys로 재암호화해야 함."),
             T(L, "Ask someone with access to run updatekeys.", "권한 있는 사람에게 updatekeys 요청."))


@ct("tls: public certificate PEM for pinning")
def c_cert_pem(L):
    lines = pem_lines("MIIDdzCCAl+gAwIBAgIE", 64 * 4)
    pem = "-----BEGIN CERTIFICATE-----\n" + "\n".join(lines) + "\n...\n-----END CERTIFICATE-----"
    return C(T(L, f"iOS pinning config in the repo includes the public server certificate (excerpt):\n{pem}",
               f"레포의 iOS 피닝 설정에 서버 공개 인증서가 들어 있음 (일부):\n{pem}"),
             T(L, "This is the public certificate, not a key; the failure came from the intermediate changing.", "이건 키가 아니라 공개 인증서. 실패 원인은 중간 인증서 변경."),
             T(L, "Ask to pin public-key hashes instead of whole certs.", "인증서 전체 대신 공개키 해시 핀으로 변경 요청."))


@ct("auth: JWKS JSON with public modulus")
def c_jwks(L):
    kid = hx(16)
    jw = {"keys": [{"kty": "RSA", "use": "sig", "alg": "RS256", "kid": kid, "n": b64u(256), "e": "AQAB"}]}
    return C(T(L, f"API rejected tokens right after the IdP key rollover. /.well-known/jwks.json:\n{json.dumps(jw)}",
               f"IdP 키 롤오버 직후 API가 토큰을 거부. /.well-known/jwks.json:\n{json.dumps(jw)}"),
             T(L, f"Our verifier cached JWKS for 24h; the new kid {kid} wasn't in the cache. Refetch on unknown kid.",
               f"검증기가 JWKS를 24시간 캐시해서 새 kid {kid}가 없었음. 모르는 kid면 재조회하도록."),
             T(L, "Ask the IdP team to announce rollovers.", "IdP팀에 롤오버 공지 요청."))


@ct("cloud: random-looking resource names")
def c_resource_names(L):
    b = f"acme-{pick(['assets', 'uploads', 'exports'])}-{rs(LOAN, 6)}"
    cf = "E" + rs(UPAN, 13)
    gp = f"{pick(['booking', 'acme-data', 'ml-serving'])}-{R.randint(100000, 999999)}"
    return C(T(L, f"Images 404 after the CDN switch. Bucket {b}, CloudFront distribution {cf}, GCP project {gp} for the resizer.",
               f"CDN 전환 후 이미지 404. 버킷 {b}, CloudFront 배포 {cf}, 리사이저 GCP 프로젝트 {gp}."),
             T(L, "The origin path was set to /public while objects live at the bucket root.", "origin path가 /public인데 객체는 버킷 루트에 있음."),
             T(L, "Ask for an infra diagram of the image pipeline.", "이미지 파이프라인 인프라 다이어그램 요청."))


@ct("k8s: pod names and container IDs")
def c_pods(L):
    rs_ = rs(LOAN, 10)
    pods = "\n".join(f"api-{rs_}-{rs(LOAN, 5)}   {pick(['1/1', '0/1'])}   {pick(['Running', 'CrashLoopBackOff'])}   {R.randint(0, 12)}" for _ in range(3))
    cid = "containerd://" + hx(64)
    return C(T(L, f"kubectl get pods:\n{pods}\nLast state containerID {cid}, exit code 137.", f"kubectl get pods:\n{pods}\n마지막 containerID {cid}, exit code 137."),
             T(L, "137 = OOMKilled; memory limit was 512Mi while the JVM heap was set to 600m.", "137은 OOMKilled. limit 512Mi인데 JVM heap이 600m."),
             T(L, "Ask to set heap as a percentage of the limit.", "heap을 limit 비율로 설정하자고 제안."))


@ct("web: Vercel deployment IDs and preview URLs")
def c_vercel(L):
    d = "dpl_" + an(24)
    url = f"landing-next-git-feat-{pick(['pricing', 'kr-locale', 'og-images'])}-acme.vercel.app"
    return C(T(L, f"Preview {url} ({d}) showed prod data.", f"preview {url} ({d})에 운영 데이터가 나옴."),
             T(L, "Preview env vars were inherited from Production because the Preview scope was empty.", "Preview scope가 비어 있어 Production env를 물려받음."),
             T(L, "Ask to define preview env vars explicitly.", "preview env를 명시적으로 정의하도록 요청."))


@ct("aws: ECR image URI with account ID and digest")
def c_ecr(L):
    uri = f"{dg(12)}.dkr.ecr.{pick(REGIONS)}.amazonaws.com/ml-serving@sha256:{hx(64)}"
    return C(T(L, f"ECS service deployed an old model image. Task definition image: {uri}", f"ECS 서비스에 이전 모델 이미지가 배포됨. task definition 이미지: {uri}"),
             T(L, "The pipeline resolved :latest to a digest before the new push finished.", "새 push가 끝나기 전에 파이프라인이 :latest를 digest로 해석함."),
             T(L, "Ask to tag images by git SHA.", "이미지를 git SHA로 태깅하자고 요청."))


@ct("test: AWS documentation example keys in fixture")
def c_aws_example(L):
    snip = "# tests/fixtures/aws_env.py\nos.environ[\"AWS_ACCESS_KEY_ID\"] = \"AKIAIOSFODNN7EXAMPLE\"\nos.environ[\"AWS_SECRET_ACCESS_KEY\"] = \"wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\""
    return C(T(L, f"moto-based tests failed in CI only. Fixture uses the AWS documentation example keys:\n{snip}",
               f"moto 기반 테스트가 CI에서만 실패. fixture는 AWS 문서의 예시 키를 씀:\n{snip}"),
             T(L, "CI had real AWS_PROFILE set, which took precedence over the fixture env; unset it in the test job.",
               "CI에 실제 AWS_PROFILE이 설정돼 fixture env보다 우선됨. 테스트 job에서 unset."),
             T(L, "None.", "없음."))


@ct("test: fixtures documented as fake")
def c_fake_fixtures(L):
    snip = ("# tests/fixtures/payments.yml  (all values are fake, see README)\ncard_ok: \"4242 4242 4242 4242\"\ncard_declined: \"4000 0000 0000 0002\"\n"
            "webhook_secret: \"test-webhook-secret-not-real\"\nuser_password: \"<generated-per-test>\"")
    return C(T(L, f"Payment integration tests:\n{snip}", f"결제 통합 테스트:\n{snip}"),
             T(L, "Declined-card test failed because the mock ignored the card number; switch to stripe-mock.", "mock이 카드번호를 무시해서 거절 테스트가 실패. stripe-mock으로 전환."),
             T(L, "None.", "없음."))


@ct("auth: OAuth client ID and redirect URI only")
def c_client_id(L):
    cid = f"{dg(12)}-{rs(LOAN, 32)}.apps.googleusercontent.com"
    return C(T(L, f"Google Sign-In on web: redirect_uri_mismatch. Client ID {cid}, redirect https://stg.example.kr/auth/callback/google.",
               f"웹 Google 로그인 redirect_uri_mismatch. Client ID {cid}, redirect https://stg.example.kr/auth/callback/google."),
             T(L, "Authorized redirect URIs must match exactly including trailing slash.", "승인된 redirect URI는 끝 슬래시까지 정확히 일치해야 함."),
             T(L, "Ask who can edit the OAuth client in GCP.", "GCP OAuth 클라이언트 편집 권한자 확인."))


@ct("sms: Twilio Account SID and messaging service SID only")
def c_twilio_sid(L):
    return C(T(L, f"OTP SMS to Korean numbers were delayed. Account AC{hx(32)}, Messaging Service MG{hx(32)}, sender +1 415 {R.randint(200, 999)} {R.randint(1000, 9999)}.",
               f"한국 번호로 가는 OTP 문자가 지연됨. Account AC{hx(32)}, Messaging Service MG{hx(32)}, 발신 +1 415 {R.randint(200, 999)} {R.randint(1000, 9999)}."),
             T(L, "International long codes get filtered by Korean carriers; use a local provider for +82.", "국제 번호는 국내 통신사에서 필터링됨. +82는 국내 발송사 사용."),
             T(L, "Ask whether we can switch OTP to a domestic SMS provider.", "OTP를 국내 문자 서비스로 전환 가능한지 문의."))


@ct("aws: sts get-caller-identity and role ARN")
def c_sts(L):
    acct = dg(12)
    out = json.dumps({"UserId": "AROA" + rs(UPAN, 17) + ":" + pick(ROMAN_NAMES), "Account": acct, "Arn": f"arn:aws:sts::{acct}:assumed-role/DataEngineer/{pick(ROMAN_NAMES)}"}, indent=1)
    return C(T(L, f"Wrong account during the backfill:\n$ aws sts get-caller-identity\n{out}", f"backfill 중 계정이 다름:\n$ aws sts get-caller-identity\n{out}"),
             T(L, "AWS_PROFILE in the shell overrode the SSO session; check identity before writes.", "쉘의 AWS_PROFILE이 SSO 세션을 덮었음. 쓰기 전 identity 확인."),
             T(L, "Ask for a prompt that shows the active account.", "프롬프트에 활성 계정 표시 요청."))


@ct("slack: channel, user and workspace IDs")
def c_slack_ids(L):
    return C(T(L, f"Alert bot posted to the wrong channel. Config: workspace T{rs(UPAN, 9)}, channel C{rs(UPAN, 10)} (#ops-alerts), mention U{rs(UPAN, 10)}.",
               f"알림 봇이 다른 채널에 게시. 설정: workspace T{rs(UPAN, 9)}, channel C{rs(UPAN, 10)} (#ops-alerts), mention U{rs(UPAN, 10)}."),
             T(L, "Channel IDs differ between the prod and test workspaces.", "운영과 테스트 워크스페이스의 채널 ID가 다름."),
             T(L, "None.", "없음."))


@ct("sentry: release and source map debug IDs")
def c_debug_ids(L):
    out = "\n".join(f"  - {uuid4()} (~/assets/{pick(['index', 'vendor', 'checkout'])}-{hx(8)}.js.map)" for _ in range(3))
    return C(T(L, f"sentry-cli sourcemaps upload output:\nFound {R.randint(3, 20)} files\nDebug IDs:\n{out}", f"sentry-cli sourcemaps upload 출력:\n{out}"),
             T(L, "Errors stayed minified because the deployed JS lacked the debug ID comment (inject step skipped).", "배포된 JS에 debug ID 주석이 없어서 계속 minified로 보였음 (inject 단계 생략)."),
             T(L, "None.", "없음."))


@ct("observability: Datadog trace and span IDs")
def c_dd_ids(L):
    return C(T(L, f"Slow checkout trace: dd.trace_id={R.randint(10 ** 18, 9 * 10 ** 18)} dd.span_id={R.randint(10 ** 18, 9 * 10 ** 18)} service=checkout-web env=prod",
               f"느린 checkout trace: dd.trace_id={R.randint(10 ** 18, 9 * 10 ** 18)} dd.span_id={R.randint(10 ** 18, 9 * 10 ** 18)} service=checkout-web env=prod"),
             T(L, "Logs and traces link only when the log injection env var is on for the Node service.", "Node 서비스에 log injection env가 켜져 있어야 로그와 trace가 연결됨."),
             T(L, "None.", "없음."))


@ct("payments: Toss paymentKey and orderId identifiers")
def c_toss_ids(L):
    pk = rs(ALNUM, 20) + dg(6) + rs(ALNUM, 10)
    oid = f"ORD-{rdate().replace('-', '')}-{R.randint(100000, 999999)}"
    return C(T(L, f"Refund API returned NOT_CANCELABLE_AMOUNT. paymentKey {pk}, orderId {oid}, amount 39000.",
               f"환불 API가 NOT_CANCELABLE_AMOUNT 반환. paymentKey {pk}, orderId {oid}, 금액 39000."),
             T(L, "A partial refund had already been issued from the merchant admin; check cancels[] first.", "가맹점 관리자에서 이미 부분환불이 있었음. cancels[]부터 확인."),
             T(L, "Ask CS to log manual refunds.", "CS에 수동 환불 기록 요청."))


@ct("ios: App Store Connect key ID, issuer and team ID without key")
def c_asc_ids(L):
    kid = rs(UPAN, 10)
    return C(T(L, f"fastlane pilot: 'Authentication credentials are missing or invalid'. api_key.json has key_id {kid}, issuer_id {uuid4()}, key_filepath ./AuthKey_{kid}.p8 (file lives only on the CI secret volume). Team ID {rs(UPAN, 10)}.",
               f"fastlane pilot: 'Authentication credentials are missing or invalid'. api_key.json의 key_id {kid}, issuer_id {uuid4()}, key_filepath ./AuthKey_{kid}.p8 (파일은 CI secret 볼륨에만 있음). Team ID {rs(UPAN, 10)}."),
             T(L, "The key had been revoked in App Store Connect; IDs were fine.", "App Store Connect에서 키가 revoke 된 상태였음. ID는 정상."),
             T(L, "Ask who can generate a new API key (Admin role).", "새 API 키 발급 권한자(Admin) 확인."))


@ct("android: Play upload config without key contents")
def c_play_cfg(L):
    return C(T(L, f"supply failed: 'The caller does not have permission'. Appfile: package_name(\"kr.example.booking\"), json_key_file(\"/secrets/play-publisher.json\"); service account play-publisher@{pick(['booking-app-4f2a1', 'acme-mobile'])}.iam.gserviceaccount.com.",
               f"supply 실패: 'The caller does not have permission'. Appfile: package_name(\"kr.example.booking\"), json_key_file(\"/secrets/play-publisher.json\"); 서비스 계정 play-publisher@{pick(['booking-app-4f2a1', 'acme-mobile'])}.iam.gserviceaccount.com."),
             T(L, "The service account needs to be invited in Play Console > Users, not just GCP IAM.", "서비스 계정은 GCP IAM이 아니라 Play Console 사용자에 초대돼야 함."),
             T(L, "Ask the Play Console owner to grant release permission.", "Play Console owner에게 릴리즈 권한 요청."))


@ct("data: Snowflake query IDs and BigQuery job IDs")
def c_query_ids(L):
    q = f"01b{hx(5)}-0000-{hx(4)}-0000-{hx(12)}"
    j = f"bquxjob_{hx(8)}_{hx(11)}"
    return C(T(L, f"Cost spike: Snowflake query {q} scanned 4 TB; the BigQuery mirror job {j} did the same.",
               f"비용 급증: Snowflake 쿼리 {q}가 4TB 스캔, BigQuery 미러 job {j}도 동일."),
             T(L, "Both lacked a partition filter on event_date.", "둘 다 event_date 파티션 필터가 없었음."),
             T(L, "Ask to enforce require_partition_filter.", "require_partition_filter 강제 요청."))


@ct("data: Databricks cluster IDs and workspace URL")
def c_dbx_ids(L):
    cid = f"{R.randint(1000, 1231)}-{R.randint(100000, 999999)}-{rs(LOAN, 8)}"
    return C(T(L, f"Job ran on an all-purpose cluster {cid} in adb-{dg(16)}.{R.randint(1, 20)}.azuredatabricks.net instead of a job cluster.",
               f"job이 job cluster가 아니라 all-purpose 클러스터 {cid} (adb-{dg(16)}.{R.randint(1, 20)}.azuredatabricks.net)에서 돌았음."),
             T(L, "existing_cluster_id was left in the job JSON from debugging.", "디버깅 때 넣은 existing_cluster_id가 job JSON에 남아 있었음."),
             T(L, "None.", "없음."))


@ct("ml: MLflow run IDs, HF revision SHA and weights hash")
def c_ml_ids(L):
    return C(T(L, f"Reranker quality dropped after redeploy. MLflow run {hx(32)}, model revision {hx(40)} on the Hub, model.safetensors sha256 {hx(64)}.",
               f"재배포 후 reranker 품질 하락. MLflow run {hx(32)}, Hub 모델 revision {hx(40)}, model.safetensors sha256 {hx(64)}."),
             T(L, "Serving pulled main instead of the pinned revision; pin revision= in from_pretrained.", "서빙이 고정 revision 대신 main을 받음. from_pretrained에 revision= 고정."),
             T(L, "Ask to record the revision in the model registry.", "model registry에 revision 기록 요청."))


@ct("llm: API request IDs, message IDs and org ID")
def c_llm_ids(L):
    return C(T(L, f"Intermittent 529 overloaded errors. request-id req_{an(24)}, message msg_01{an(22)}; for the OpenAI fallback: x-request-id req_{hx(32)}, openai-organization org-{an(24)}.",
               f"간헐적 529 overloaded 에러. request-id req_{an(24)}, message msg_01{an(22)}; OpenAI fallback 쪽 x-request-id req_{hx(32)}, openai-organization org-{an(24)}."),
             T(L, "Retry with exponential backoff and jitter; the SDK's default of 2 retries wasn't enough during peaks.", "지수 backoff+jitter로 재시도. SDK 기본 2회로는 피크 때 부족."),
             T(L, "Ask for a higher rate-limit tier.", "rate limit 상향 요청."))


@ct("web: base64 data URI image")
def c_data_uri(L):
    png = base64.b64encode(b"\x89PNG\r\n\x1a\n" + rbytes(60)).decode()
    return C(T(L, f"Email template placeholder image inlined as data:image/png;base64,{png} got stripped by Gmail.",
               f"메일 템플릿의 placeholder 이미지를 data:image/png;base64,{png} 로 인라인했더니 Gmail이 제거함."),
             T(L, "Gmail blocks data URIs in img; host the image.", "Gmail은 img의 data URI를 차단함. 이미지는 호스팅해야 함."),
             T(L, "None.", "없음."))


@ct("auth: PKCE code_challenge and state in authorize URL")
def c_pkce(L):
    url = (f"https://auth.example.kr/authorize?response_type=code&client_id=mobile-app&redirect_uri=kr.example.booking%3A%2F%2Fcallback"
           f"&code_challenge={b64u(32)}&code_challenge_method=S256&state={b64u(16)}")
    return C(T(L, f"iOS login returned 'invalid_request: code_verifier mismatch'. Authorize URL:\n{url}", f"iOS 로그인이 'invalid_request: code_verifier mismatch'. authorize URL:\n{url}"),
             T(L, "The verifier was regenerated when the app returned from background; persist it for the duration of the flow.", "앱이 백그라운드에서 돌아올 때 verifier가 재생성됨. flow 동안 유지해야 함."),
             T(L, "None.", "없음."))


@ct("web: CSP nonce in HTML")
def c_csp_nonce(L):
    n = b64(16)
    return C(T(L, f"Inline GTM script blocked by CSP. Response header: Content-Security-Policy: script-src 'self' 'nonce-{n}' https://www.googletagmanager.com",
               f"인라인 GTM 스크립트가 CSP에 막힘. 응답 헤더: Content-Security-Policy: script-src 'self' 'nonce-{n}' https://www.googletagmanager.com"),
             T(L, "The nonce is per response; the cached HTML from the CDN had a stale nonce.", "nonce는 응답마다 달라야 하는데 CDN 캐시 HTML의 nonce가 오래된 것."),
             T(L, "Ask to bypass CDN caching for HTML.", "HTML은 CDN 캐시 제외 요청."))


@ct("web: Vite build output with content hashes")
def c_vite_out(L):
    out = "\n".join(f"dist/assets/{n}-{rs(B64U, 8)}.js   {R.randint(10, 900)}.{R.randint(10, 99)} kB │ gzip: {R.randint(5, 300)}.{R.randint(10, 99)} kB" for n in ["index", "vendor", "charts"])
    return C(T(L, f"Bundle got bigger after adding the charts page:\n{out}", f"차트 페이지 추가 후 번들 증가:\n{out}"),
             T(L, "Lazy-load the charts route; manualChunks moved echarts out of the main chunk.", "차트 라우트 lazy load, manualChunks로 echarts를 메인 청크에서 분리."),
             T(L, "None.", "없음."))


@ct("ios: crash log binary images with UUIDs")
def c_crash_log(L):
    base = R.randint(0x100000000, 0x10fffffff)
    out = (f"Exception Type:  EXC_BAD_ACCESS (SIGSEGV)\nThread 0 Crashed:\n0   BookingApp  0x{base + 0x1a2b4:016x} 0x{base:x} + {0x1a2b4}\n"
           f"Binary Images:\n0x{base:x} - 0x{base + 0x3fffff:x} BookingApp arm64  <{hx(32)}> /var/containers/Bundle/Application/{UUID4()}/BookingApp.app/BookingApp")
    return C(T(L, f"Crash log from TestFlight feedback:\n{out}", f"TestFlight 피드백의 크래시 로그:\n{out}"),
             T(L, "atos with the matching dSYM pointed to a use-after-free in the map annotation view.", "맞는 dSYM으로 atos 해보니 지도 annotation view의 use-after-free."),
             T(L, "None.", "없음."))


@ct("android: ProGuard mapping obfuscated names")
def c_proguard(L):
    return C(T(L, f"Play Console stack trace: at a.b.c.d(Unknown Source:{R.randint(1, 400)}) at kr.example.booking.ui.g.a. Mapping file for versionCode {R.randint(300, 900)} has sha256 {hx(64)}.",
               f"Play Console 스택: at a.b.c.d(Unknown Source:{R.randint(1, 400)}) at kr.example.booking.ui.g.a. versionCode {R.randint(300, 900)} mapping 파일 sha256 {hx(64)}."),
             T(L, "Upload mapping.txt per release; retrace shows a Gson model stripped by R8 (missing @Keep).", "릴리즈마다 mapping.txt 업로드. retrace 결과 R8이 Gson 모델을 제거(@Keep 누락)."),
             T(L, "None.", "없음."))


@ct("postman: collection variables without values")
def c_postman(L):
    snip = "GET {{baseUrl}}/v1/orders?status=paid\nAuthorization: Bearer {{accessToken}}\nX-Api-Key: {{partnerApiKey}}"
    return C(T(L, f"Partner API collection returned 401 for everyone on the team:\n{snip}", f"파트너 API 컬렉션이 팀원 모두 401:\n{snip}"),
             T(L, "Current values of environment variables aren't synced; each person has to fill them from the vault.", "환경 변수의 current value는 동기화되지 않음. 각자 vault에서 채워야 함."),
             T(L, "None.", "없음."))


@ct("shell: curl using token variables")
def c_curl_var(L):
    snip = "$ curl -sS -H \"Authorization: Bearer $SENTRY_AUTH_TOKEN\" \\\n  \"https://sentry.io/api/0/projects/acme/booking-ios/events/?query=is:unresolved\" | jq length"
    return C(T(L, f"Checking unresolved events from the CLI:\n{snip}", f"CLI로 미해결 이벤트 확인:\n{snip}"),
             T(L, "jq length counts only the first page; follow the Link header.", "jq length는 첫 페이지만 셈. Link 헤더를 따라가야 함."),
             T(L, "None.", "없음."))


@ct("http: Set-Cookie deletion headers")
def c_setcookie_del(L):
    resp = "HTTP/2 302\nlocation: /login\nset-cookie: session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax\nset-cookie: remember_me=deleted; expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/"
    return C(T(L, f"Logout didn't stick on Safari. Response:\n{resp}", f"Safari에서 로그아웃이 유지되지 않음. 응답:\n{resp}"),
             T(L, "The session cookie had Domain=.example.kr when set but no Domain when cleared, so a different cookie was deleted.", "설정 때는 Domain=.example.kr, 삭제 때는 Domain이 없어서 다른 쿠키를 지움."),
             T(L, "None.", "없음."))


@ct("http: ETag and cache keys")
def c_etag(L):
    return C(T(L, f"Product images stale after update. Response had ETag: \"{hx(32)}\" and x-cache-key: /img/p/{R.randint(1000, 9999)}/{hx(16)}.webp?w=640.",
               f"상품 이미지 수정 후에도 이전 이미지. 응답 ETag: \"{hx(32)}\", x-cache-key: /img/p/{R.randint(1000, 9999)}/{hx(16)}.webp?w=640."),
             T(L, "Include a content hash in the image path so updates bust the cache.", "이미지 경로에 content hash를 넣어야 캐시가 갱신됨."),
             T(L, "None.", "없음."))


@ct("aws: S3 object VersionId")
def c_s3_version(L):
    v = rs(ALNUM + "._", 32)
    return C(T(L, f"Restored yesterday's product feed from S3 versioning. VersionId {v}, ETag \"{hx(32)}\".",
               f"S3 버저닝으로 어제 상품 피드 복구. VersionId {v}, ETag \"{hx(32)}\"."),
             T(L, "aws s3api get-object --version-id restores a specific version without touching the latest.", "aws s3api get-object --version-id로 최신본 건드리지 않고 특정 버전 복구."),
             T(L, "None.", "없음."))


@ct("terraform: plan sensitive output and state lock ID")
def c_tf_lock(L):
    out = f"Error acquiring the state lock\nLock Info:\n  ID:        {uuid4()}\n  Path:      acme-tfstate/prod/network.tfstate\n  Operation: OperationTypeApply\n  Who:       runner@ip-10-0-{R.randint(0, 9)}-{R.randint(1, 254)}"
    return C(T(L, f"terraform apply blocked:\n{out}", f"terraform apply가 막힘:\n{out}"),
             T(L, "A cancelled CI job left the lock; force-unlock only after confirming no apply is running.", "취소된 CI job이 lock을 남김. 실행 중 apply가 없는지 확인 후 force-unlock."),
             T(L, "None.", "없음."))


@ct("git: LFS pointer file")
def c_lfs(L):
    ptr = f"version https://git-lfs.github.com/spec/v1\noid sha256:{hx(64)}\nsize {R.randint(10 ** 6, 10 ** 9)}"
    return C(T(L, f"Model loading failed: the file in the container was just an LFS pointer:\n{ptr}", f"모델 로딩 실패: 컨테이너 안 파일이 LFS 포인터였음:\n{ptr}"),
             T(L, "actions/checkout needs lfs: true.", "actions/checkout에 lfs: true 필요."),
             T(L, "None.", "없음."))


@ct("nix: store path hash")
def c_nix(L):
    p = f"/nix/store/{rs('0123456789abcdfghijklmnpqrsvwxyz', 32)}-nodejs-20.{R.randint(10, 18)}.{R.randint(0, 9)}"
    return C(T(L, f"direnv loaded a different Node than CI: which node -> {p}/bin/node", f"direnv가 CI와 다른 Node를 로드: which node -> {p}/bin/node"),
             T(L, "flake.lock wasn't updated after bumping nixpkgs in CI.", "CI에서 nixpkgs를 올린 뒤 flake.lock을 갱신하지 않았음."),
             T(L, "None.", "없음."))


@ct("go: pseudo-version with commit hash")
def c_go_pseudo(L):
    return C(T(L, f"go get pulled github.com/acme/shared-go v0.0.0-{rdate().replace('-', '')}{rtime().replace(':', '')}-{hx(12)} instead of v1.8.2.",
               f"go get이 v1.8.2 대신 github.com/acme/shared-go v0.0.0-{rdate().replace('-', '')}{rtime().replace(':', '')}-{hx(12)}를 가져옴."),
             T(L, "The tag was on a branch the proxy hadn't seen; GOPRIVATE must include github.com/acme.", "프록시가 모르는 브랜치에 태그가 있었음. GOPRIVATE에 github.com/acme 포함 필요."),
             T(L, "None.", "없음."))


@ct("cloudflare: zone ID, account ID and Ray ID")
def c_cf_ids(L):
    return C(T(L, f"Users in Busan saw 520 errors. Ray ID {hx(16)}-ICN, zone {hx(32)}, account {hx(32)}.",
               f"부산 사용자에게 520 에러. Ray ID {hx(16)}-ICN, zone {hx(32)}, account {hx(32)}."),
             T(L, "The origin closed keep-alive connections early; raise the origin idle timeout above 100s.", "origin이 keep-alive를 일찍 닫음. origin idle timeout을 100초 이상으로."),
             T(L, "None.", "없음."))


@ct("vercel: project, team and org IDs in project.json")
def c_vercel_ids(L):
    js = json.dumps({"projectId": "prj_" + an(28), "orgId": "team_" + an(24)})
    return C(T(L, f"vercel pull linked to the wrong project. .vercel/project.json: {js}", f"vercel pull이 다른 프로젝트에 연결됨. .vercel/project.json: {js}"),
             T(L, "These IDs aren't secrets; CI uses them with VERCEL_TOKEN from the secret store.", "이 ID들은 비밀이 아님. CI는 secret store의 VERCEL_TOKEN과 함께 씀."),
             T(L, "None.", "없음."))


@ct("analytics: GA measurement ID, GTM container and pixel ID")
def c_ga_ids(L):
    return C(T(L, f"Purchase events double-counted. Tags: G-{rs(UPAN, 10)} (GA4), GTM-{rs(UPAN, 7)}, Meta pixel {dg(15)}.",
               f"구매 이벤트 이중 집계. 태그: G-{rs(UPAN, 10)} (GA4), GTM-{rs(UPAN, 7)}, Meta 픽셀 {dg(15)}."),
             T(L, "GA4 fired from both gtag.js and GTM; keep only GTM.", "GA4가 gtag.js와 GTM 양쪽에서 발화. GTM만 남길 것."),
             T(L, "None.", "없음."))


@ct("dns: TXT verification records and DKIM public key")
def c_dns_txt(L):
    dk = "v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ" + rs(B64A, 150) + "IDAQAB"
    out = f"example.kr. TXT \"google-site-verification={rs(B64U, 43)}\"\nexample.kr. TXT \"naver-site-verification: naver{hx(32)}.html\"\ns1._domainkey.example.kr. TXT \"{dk}\""
    return C(T(L, f"Transactional mail landed in spam. DNS:\n{out}", f"트랜잭션 메일이 스팸함으로 감. DNS:\n{out}"),
             T(L, "SPF was fine; DMARC was missing. The DKIM record is a public key and verification tokens are public.", "SPF는 정상, DMARC 누락. DKIM 레코드는 공개키이고 verification 토큰도 공개 값."),
             T(L, "Ask who manages DNS for example.kr.", "example.kr DNS 관리자 확인."))


@ct("tls: ACME http-01 challenge token")
def c_acme(L):
    tok = rs(B64U, 43)
    return C(T(L, f"cert-manager stuck in pending. Challenge URL http://shop.example.kr/.well-known/acme-challenge/{tok} returned 404.",
               f"cert-manager가 pending에서 멈춤. challenge URL http://shop.example.kr/.well-known/acme-challenge/{tok}가 404."),
             T(L, "The ingress redirected HTTP to HTTPS before the solver path; exclude /.well-known/acme-challenge.", "ingress가 solver 경로 전에 HTTP→HTTPS 리다이렉트. /.well-known/acme-challenge 제외 필요."),
             T(L, "None.", "없음."))


@ct("code: regex for token detection")
def c_regex(L):
    snip = "const TOKEN_PATTERNS = [\n  /gh[pousr]_[A-Za-z0-9]{36}/,\n  /xox[abp]-[0-9]+-[0-9]+-[A-Za-z0-9]+/,\n  /AKIA[0-9A-Z]{16}/,\n];"
    return C(T(L, f"Our log scrubber missed fine-grained GitHub tokens. Patterns in src/logging/scrub.ts:\n{snip}", f"로그 스크러버가 fine-grained GitHub 토큰을 못 잡음. src/logging/scrub.ts 패턴:\n{snip}"),
             T(L, "Add a pattern for the github_pat_ prefix and test with generated fixtures, not real tokens.", "github_pat_ 접두사 패턴을 추가하고 실제 토큰이 아닌 생성 fixture로 테스트."),
             T(L, "None.", "없음."))


@ct("log: filtered parameters in Rails log")
def c_filtered_log(L):
    log = f"Started POST \"/api/v1/sessions\" for 10.0.{R.randint(0, 9)}.{R.randint(1, 254)}\n  Parameters: {{\"email\"=>\"[FILTERED]\", \"password\"=>\"[FILTERED]\", \"otp_code\"=>\"[FILTERED]\", \"device_id\"=>\"{uuid4()}\"}}\nCompleted 401 Unauthorized in {R.randint(20, 300)}ms"
    return C(T(L, f"Login 401 spike after the release:\n{log}", f"릴리즈 후 로그인 401 급증:\n{log}"),
             T(L, "filter_parameters works; the 401s were from OTP drift on devices with wrong clocks.", "filter_parameters는 정상. 401은 시계가 틀린 기기의 OTP 드리프트 때문."),
             T(L, "None.", "없음."))


@ct("aws: configure list with masked values")
def c_aws_list(L):
    out = f"      Name                    Value             Type    Location\n   profile                data-eng           env    ['AWS_PROFILE']\naccess_key     ****************{rs(UPAN, 4)} sso\nsecret_key     ****************{rs(ALNUM, 4)} sso\n    region           ap-northeast-2      config-file"
    return C(T(L, f"aws configure list:\n{out}", f"aws configure list:\n{out}"),
             T(L, "Credentials come from SSO; if 'Type' shows shared-credentials-file someone left static keys.", "자격증명은 SSO에서 옴. Type이 shared-credentials-file이면 정적 키가 남아 있는 것."),
             T(L, "None.", "없음."))


@ct("sops: encrypted YAML values")
def c_sops_enc(L):
    def enc():
        return f"ENC[AES256_GCM,data:{b64(R.randint(12, 30))},iv:{b64(32)},tag:{b64(16)},type:str]"
    y = f"db_password: {enc()}\ntoss_secret_key: {enc()}\nsops:\n    lastmodified: \"{rts()}\"\n    version: 3.8.1"
    return C(T(L, f"Helm secrets plugin failed on the new cluster. secrets/prod/values.yaml:\n{y}", f"신규 클러스터에서 helm secrets 플러그인 실패. secrets/prod/values.yaml:\n{y}"),
             T(L, "The file is safely encrypted; the runner lacked the age identity.", "파일은 암호화돼 있어 안전. runner에 age identity가 없었음."),
             T(L, "None.", "없음."))


@ct("ansible: vault-encrypted blob")
def c_ansible_enc(L):
    blob = "\n".join("          " + hx(80) for _ in range(4))
    y = f"db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n{blob}"
    return C(T(L, f"group_vars/prod.yml contains:\n{y}", f"group_vars/prod.yml 내용:\n{y}"),
             T(L, "Encrypted with the team vault id; decryption happens on the bastion only.", "팀 vault id로 암호화됨. 복호화는 bastion에서만."),
             T(L, "None.", "없음."))


@ct("k8s: SealedSecret encryptedData")
def c_sealed(L):
    y = f"kind: SealedSecret\nmetadata:\n  name: toss\nspec:\n  encryptedData:\n    secret-key: Ag{rs(B64A, 200)}=="
    return C(T(L, f"Sealed secret didn't unseal after the controller was reinstalled:\n{y}", f"컨트롤러 재설치 후 sealed secret이 풀리지 않음:\n{y}"),
             T(L, "The controller generated a new key pair; restore the old sealing key from backup.", "컨트롤러가 새 키쌍을 만듦. 백업에서 이전 sealing key 복원 필요."),
             T(L, "None.", "없음."))


@ct("rails: credentials.yml.enc content")
def c_rails_enc(L):
    blob = b64(90) + "--" + b64(12) + "--" + b64(16)
    return C(T(L, f"Merge conflict in config/credentials.yml.enc: both sides are ciphertext like {blob}.",
               f"config/credentials.yml.enc 머지 충돌: 양쪽이 {blob} 같은 암호문."),
             T(L, "Resolve by decrypting both versions with bin/rails credentials:edit and re-merging the YAML; never hand-merge ciphertext.",
               "bin/rails credentials:edit로 양쪽을 복호화해서 YAML을 다시 합칠 것. 암호문 수동 머지 금지."),
             T(L, "None.", "없음."))


@ct("expo: EAS build and update IDs")
def c_eas(L):
    return C(T(L, f"OTA update didn't reach 5.{R.randint(1, 9)}.0 users. Update group {uuid4()}, build {uuid4()}, runtimeVersion fingerprint {hx(40)}.",
               f"OTA 업데이트가 5.{R.randint(1, 9)}.0 사용자에게 안 감. update group {uuid4()}, build {uuid4()}, runtimeVersion fingerprint {hx(40)}."),
             T(L, "A native dependency changed, so the fingerprint differs; those users need a store build.", "네이티브 의존성이 바뀌어 fingerprint가 달라짐. 스토어 빌드 필요."),
             T(L, "None.", "없음."))


@ct("push: APNs apns-id and FCM message ID")
def c_push_ids(L):
    return C(T(L, f"Push delivered on Android, not iOS. APNs response 200 apns-id: {UUID4()}; FCM name: projects/booking-app/messages/0:{epoch()}{R.randint(100000, 999999)}%{hx(16)}.",
               f"안드로이드는 push 수신, iOS는 미수신. APNs 응답 200 apns-id: {UUID4()}; FCM name: projects/booking-app/messages/0:{epoch()}{R.randint(100000, 999999)}%{hx(16)}."),
             T(L, "apns-push-type was background with an alert payload; iOS throttled it.", "alert payload인데 apns-push-type이 background라 iOS가 throttle."),
             T(L, "None.", "없음."))


@ct("abtest: device IDs and bucketing hash")
def c_bucketing(L):
    d = uuid4()
    h = hx(8)
    return C(T(L, f"Same user saw both variants. device_id {d}, murmur3('onboarding-v3:{d}') = 0x{h} → bucket {int(h, 16) % 100}.",
               f"같은 사용자가 두 variant를 모두 봄. device_id {d}, murmur3('onboarding-v3:{d}') = 0x{h} → bucket {int(h, 16) % 100}."),
             T(L, "Web bucketed by device_id, app by user_id after login.", "웹은 device_id, 앱은 로그인 후 user_id로 버킷팅."),
             T(L, "None.", "없음."))


@ct("kr: Kakao platform key hash registration prose")
def c_kakao_keyhash(L):
    return C(T(L, f"Kakao Developers > Platform > Android: package kr.example.booking, key hashes {b64(20)} (debug) and {b64(20)} (Play signing).",
               f"카카오 디벨로퍼스 > 플랫폼 > Android: 패키지 kr.example.booking, 키 해시 {b64(20)} (debug), {b64(20)} (Play 서명)."),
             T(L, "키 해시는 서명 인증서의 SHA-1을 base64로 인코딩한 공개 값이라 공유해도 됨." if L == "ko" else "Key hashes are base64 of the signing certificate SHA-1; they are public.",
               "키 해시는 서명 인증서 SHA-1의 base64로 공개 값."),
             T(L, "None.", "없음."))


@ct("ads: hashed e-mails for audience upload")
def c_hashed_emails(L):
    hs = "\n".join(hx(64) for _ in range(3))
    return C(T(L, f"Custom audience match rate was 3%. Sample of the uploaded column (sha256 of normalized e-mail):\n{hs}",
               f"맞춤 타겟 매칭률 3%. 업로드 컬럼 예시 (정규화 이메일 sha256):\n{hs}"),
             T(L, "E-mails weren't lower-cased before hashing.", "해싱 전에 소문자 변환을 안 했음."),
             T(L, "None.", "없음."))


@ct("ko prose: password reset flow without values")
def c_ko_reset(L):
    return C(T(L, "Password reset e-mails expired too fast. The reset token lives 15 minutes and is stored hashed; the link in the mail contains only the token id and the token itself, nothing else.",
               "비밀번호 재설정 메일 링크가 너무 빨리 만료됨. 재설정 토큰 유효시간은 15분이고 DB에는 해시로만 저장됨. 메일 링크에는 토큰 id와 토큰만 들어감."),
             T(L, "Outlook safe-links pre-fetch the URL and consume the token; require a POST from the landing page.", "Outlook safe-links가 URL을 미리 열어서 토큰을 소모함. 랜딩에서 POST로 확정하도록."),
             T(L, "Ask whether 30 minutes is acceptable for security.", "보안팀에 30분으로 늘려도 되는지 문의."))


@ct("ko prose: access and refresh token lifetimes")
def c_ko_token_ttl(L):
    return C(T(L, "Users of the seller app were logged out daily. Access token TTL is 1 hour, refresh token 14 days with rotation; reuse of an old refresh token revokes the family.",
               "셀러앱 사용자들이 매일 로그아웃됨. access token TTL 1시간, refresh token 14일이고 rotation 적용. 이전 refresh token 재사용 시 전체 폐기."),
             T(L, "Two tabs refreshed at once and the second refresh looked like reuse; add a short grace window.", "탭 두 개가 동시에 refresh해서 두 번째가 재사용으로 판단됨. 짧은 grace window 추가."),
             T(L, "None.", "없음."))


@ct("secrets: table of names and owners without values")
def c_secret_names_table(L):
    rows = "\n".join(f"| {n} | {o} | {d} |" for n, o, d in sample([("TOSS_SECRET_KEY", "payments", "2025-01"), ("FCM_SERVICE_ACCOUNT", "mobile", "2024-11"),
                                                                ("SNOWFLAKE_PRIVATE_KEY", "data", "2025-02"), ("OPENAI_API_KEY", "ml", "2025-03"),
                                                                ("KAKAO_ADMIN_KEY", "growth", "2024-09")], 4))
    return C(T(L, f"Secret inventory from the vault (names only):\n| name | owner | last rotated |\n|---|---|---|\n{rows}",
               f"vault의 secret 목록 (이름만):\n| 이름 | 담당 | 마지막 rotate |\n|---|---|---|\n{rows}"),
             T(L, "Rotation dates older than 6 months need a ticket.", "6개월 넘은 항목은 티켓 필요."),
             T(L, "None.", "없음."))


@ct("k8s: kubectl get secrets listing")
def c_kubectl_secrets(L):
    out = "NAME                  TYPE                             DATA   AGE\norders-db             Opaque                           2      41d\nharbor-pull           kubernetes.io/dockerconfigjson   1      300d\nsh.helm.release.v1.api.v57   helm.sh/release.v1        1      2d"
    return C(T(L, f"Which secrets does the API namespace have?\n{out}", f"API 네임스페이스 secret 목록:\n{out}"),
             T(L, "Helm release secrets accumulate; set history max.", "helm release secret이 계속 쌓임. history max 설정."),
             T(L, "None.", "없음."))


@ct("webhook: HMAC signature header in delivery log")
def c_hmac_sig(L):
    return C(T(L, f"GitHub webhook delivery {uuid4()} failed with 401. Headers: X-GitHub-Event: push, X-Hub-Signature-256: sha256={hx(64)}.",
               f"GitHub webhook delivery {uuid4()}가 401. 헤더: X-GitHub-Event: push, X-Hub-Signature-256: sha256={hx(64)}."),
             T(L, "The signature is an HMAC output, not the secret; our proxy re-serialized the body, so it didn't match.", "서명은 HMAC 결과일 뿐 secret이 아님. 프록시가 body를 재직렬화해서 불일치."),
             T(L, "None.", "없음."))


@ct("webhook: Stripe-Signature header")
def c_stripe_sig(L):
    return C(T(L, f"Local stripe listen forwarded events but verification failed. Header: Stripe-Signature: t={epoch()},v1={hx(64)},v0={hx(64)}",
               f"로컬 stripe listen 포워딩은 되는데 검증 실패. 헤더: Stripe-Signature: t={epoch()},v1={hx(64)},v0={hx(64)}"),
             T(L, "stripe listen uses its own signing secret printed at startup, different from the dashboard endpoint's.", "stripe listen은 시작 시 출력되는 자체 signing secret을 씀. 대시보드 endpoint 것과 다름."),
             T(L, "None.", "없음."))


@ct("ios: StoreKit transaction IDs")
def c_storekit(L):
    return C(T(L, f"Subscription restored on one device only. originalTransactionId {R.randint(10 ** 14, 10 ** 15)}, transactionId {R.randint(10 ** 14, 10 ** 15)}, appAccountToken {uuid4()}.",
               f"구독 복원이 한 기기에서만 됨. originalTransactionId {R.randint(10 ** 14, 10 ** 15)}, transactionId {R.randint(10 ** 14, 10 ** 15)}, appAccountToken {uuid4()}."),
             T(L, "Server linked by transactionId instead of originalTransactionId.", "서버가 originalTransactionId 대신 transactionId로 연결함."),
             T(L, "None.", "없음."))


@ct("firebase: config without apiKey")
def c_firebase_noapikey(L):
    js = json.dumps({"projectId": "booking-app-4f2a1", "messagingSenderId": dg(12), "appId": f"1:{dg(12)}:android:{hx(22)}", "storageBucket": "booking-app-4f2a1.appspot.com"})
    return C(T(L, f"Push registration failed on the new flavor. google-services values: {js}", f"신규 flavor에서 push 등록 실패. google-services 값: {js}"),
             T(L, "The new flavor's applicationId wasn't registered as an app in Firebase.", "신규 flavor의 applicationId가 Firebase 앱으로 등록되지 않았음."),
             T(L, "None.", "없음."))


@ct("oidc: nonce and state mismatch log")
def c_oidc_log(L):
    return C(T(L, f"SSO callback error: state mismatch (expected {b64u(16)}, got {b64u(16)}); nonce {b64u(16)}.",
               f"SSO callback 에러: state 불일치 (expected {b64u(16)}, got {b64u(16)}); nonce {b64u(16)}."),
             T(L, "Two login tabs overwrote the state cookie.", "로그인 탭 두 개가 state 쿠키를 덮어씀."),
             T(L, "None.", "없음."))


@ct("ios: provisioning profile UUID and team ID")
def c_profile(L):
    return C(T(L, f"Archive failed: 'Provisioning profile doesn't include the Push Notifications capability'. Profile {UUID4()} (match AppStore kr.example.booking), team {rs(UPAN, 10)}.",
               f"Archive 실패: 'Provisioning profile doesn't include the Push Notifications capability'. 프로필 {UUID4()} (match AppStore kr.example.booking), 팀 {rs(UPAN, 10)}."),
             T(L, "Regenerate with fastlane match nuke? No — just match appstore --force after enabling the capability.", "capability 활성화 후 match appstore --force로 재생성."),
             T(L, "None.", "없음."))


@ct("log: redacted Authorization header")
def c_redacted_hdr(L):
    log = f"{rts()} WARN http-client POST https://api.tosspayments.com/v1/payments/confirm status=400 headers={{Authorization: Basic [REDACTED], Idempotency-Key: {uuid4()}}}"
    return C(T(L, f"Payment confirm 400s:\n{log}", f"결제 승인 400:\n{log}"),
             T(L, "amount in the confirm call must match the amount at payment creation.", "승인 요청 amount가 결제 생성 시 금액과 같아야 함."),
             T(L, "None.", "없음."))


@ct("ssh: known_hosts host keys")
def c_known_hosts(L):
    kh = f"github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{rs(B64A, 43)}\n|1|{b64(20)}|{b64(20)} ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB{rs(B64A, 88)}="
    return C(T(L, f"CI clone failed with host key verification. known_hosts lines added:\n{kh}", f"CI clone이 host key 검증 실패. 추가한 known_hosts:\n{kh}"),
             T(L, "Host keys are public; fetch them from the provider's meta API rather than ssh-keyscan on CI.", "호스트 키는 공개 값. CI에서 ssh-keyscan 대신 공식 meta API로 받을 것."),
             T(L, "None.", "없음."))


@ct("grpc: binary metadata header base64")
def c_grpc_bin(L):
    return C(T(L, f"gRPC error from the recommendation service: grpc-status 3, grpc-status-details-bin: {b64(48)}",
               f"추천 서비스 gRPC 에러: grpc-status 3, grpc-status-details-bin: {b64(48)}"),
             T(L, "Decode the details with the google.rpc.Status proto; it was a BadRequest field violation on page_size.", "google.rpc.Status proto로 디코딩하면 page_size BadRequest 위반."),
             T(L, "None.", "없음."))


@ct("db: ULIDs and UUIDv7 primary keys")
def c_ulid(L):
    ul = "01J" + rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23)
    return C(T(L, f"Orders sorted wrongly after switching IDs. Example ids: {ul} (ULID), {uuid4()} (old UUIDv4).",
               f"ID 전환 후 주문 정렬이 이상함. 예: {ul} (ULID), {uuid4()} (기존 UUIDv4)."),
             T(L, "UUIDv4 rows have no time order; sort by created_at during the transition.", "UUIDv4는 시간 순서가 없음. 전환 기간엔 created_at으로 정렬."),
             T(L, "None.", "없음."))


@ct("mobile: reading secrets from Keychain without values")
def c_keychain_code(L):
    code = pick(["let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword,\n  kSecAttrService as String: \"kr.example.booking.auth\",\n  kSecAttrAccount as String: \"refresh_token\",\n  kSecReturnData as String: true]",
                 "val prefs = EncryptedSharedPreferences.create(context, \"auth\", masterKey,\n  PrefKeyEncryptionScheme.AES256_SIV, PrefValueEncryptionScheme.AES256_GCM)\nval refresh = prefs.getString(\"refresh_token\", null)"])
    return C(T(L, f"Users logged out after app update. Token storage code:\n{code}", f"앱 업데이트 후 로그아웃됨. 토큰 저장 코드:\n{code}"),
             T(L, "The keychain access group changed with the new entitlement, so the old item wasn't visible.", "새 entitlement로 keychain access group이 바뀌어 기존 항목이 안 보였음."),
             T(L, "None.", "없음."))


@ct("ci: build number and workflow run IDs")
def c_ci_ids(L):
    return C(T(L, f"Which commit is in build {R.randint(1000, 9999)}? Workflow run {R.randint(10 ** 9, 10 ** 10)}, attempt 2, head_sha {sha()}.",
               f"빌드 {R.randint(1000, 9999)}에 어떤 커밋이 들어갔는지? workflow run {R.randint(10 ** 9, 10 ** 10)}, attempt 2, head_sha {sha()}."),
             T(L, "Embed the SHA in the app's about screen.", "앱 정보 화면에 SHA를 넣자."),
             T(L, "None.", "없음."))


@ct("web: integrity in importmap / modulepreload")
def c_importmap(L):
    snip = f"<link rel=\"modulepreload\" href=\"/assets/vendor-{rs(B64U, 8)}.js\" integrity=\"sha256-{b64(32)}\">"
    return C(T(L, f"Safari ignored modulepreload integrity:\n{snip}", f"Safari가 modulepreload integrity를 무시:\n{snip}"),
             T(L, "Harmless; Chrome enforces it, Safari support varies.", "문제 없음. Chrome은 적용, Safari는 버전마다 다름."),
             T(L, "None.", "없음."))


@ct("ko prose: talking about API keys without values")
def c_ko_keys_prose(L):
    return C(T(L, "The Kakao REST API key and the Naver client secret for the store locator are in the payments vault folder, not in the app repo. The JavaScript key is the only one that ships to the browser.",
               "매장 찾기용 카카오 REST API 키와 네이버 client secret은 앱 레포가 아니라 payments vault 폴더에 있음. 브라우저로 나가는 건 JavaScript 키뿐."),
             T(L, "Server-side keys must stay on the BFF; the frontend calls our /geo endpoint.", "서버용 키는 BFF에만 두고 프론트는 우리 /geo endpoint를 호출."),
             T(L, "Ask for access to the payments vault folder.", "payments vault 폴더 접근 권한 요청."))


@ct("data: dbt invocation and Airflow run IDs")
def c_run_ids(L):
    return C(T(L, f"dbt run for daily_orders partially applied. invocation_id {uuid4()}, Airflow run_id scheduled__{rdate()}T00:00:00+00:00, try 3.",
               f"daily_orders dbt run이 일부만 반영됨. invocation_id {uuid4()}, Airflow run_id scheduled__{rdate()}T00:00:00+00:00, try 3."),
             T(L, "Retries re-ran the whole DAG; make models idempotent with incremental merge keys.", "재시도가 DAG 전체를 다시 돌림. incremental merge key로 멱등하게."),
             T(L, "None.", "없음."))


@ct("security: breached password list check discussion")
def c_hibp(L):
    return C(T(L, f"Signup latency rose after adding the breached-password check. We send only the first 5 hex chars of the SHA-1 (k-anonymity), e.g. prefix {HX(5)}, and compare suffixes locally.",
               f"유출 비밀번호 검사 추가 후 가입 지연 증가. SHA-1 앞 5자리(예: {HX(5)})만 보내고 suffix는 로컬 비교 (k-익명성)."),
             T(L, "Cache range responses for 24h.", "range 응답을 24시간 캐시."),
             T(L, "None.", "없음."))


# ---------------------------------------------------------------- publishable-key clean notes
@ct("publishable: Stripe publishable key in checkout.js", "publishable")
def p_stripe(L):
    k = "pk_live_51" + an(97)
    code = f"const stripe = Stripe('{k}', {{ locale: 'ko' }});"
    return C(T(L, f"Payment Element rendered blank on Safari. Frontend init:\n{code}", f"Safari에서 Payment Element가 빈 화면. 프론트 초기화:\n{code}"),
             T(L, "The publishable key is meant for the browser; the issue was a CSP frame-src missing js.stripe.com.", "publishable key는 브라우저용이라 문제없음. 원인은 CSP frame-src에 js.stripe.com 누락."),
             T(L, "None.", "없음."))


@ct("publishable: Firebase web config apiKey", "publishable")
def p_firebase(L):
    cfg = (f"const firebaseConfig = {{\n  apiKey: \"AIza{rs(B64U, 35)}\",\n  authDomain: \"booking-app-4f2a1.firebaseapp.com\",\n  projectId: \"booking-app-4f2a1\",\n"
           f"  messagingSenderId: \"{dg(12)}\",\n  appId: \"1:{dg(12)}:web:{hx(22)}\"\n}};")
    return C(T(L, f"Web push token registration failed. firebase.ts:\n{cfg}", f"웹 push 토큰 등록 실패. firebase.ts:\n{cfg}"),
             T(L, "Firebase web config is public by design; the VAPID key pair wasn't generated in Cloud Messaging settings.", "Firebase 웹 config는 원래 공개용. Cloud Messaging 설정에서 VAPID 키를 생성하지 않았던 것이 원인."),
             T(L, "None.", "없음."))


@ct("publishable: Supabase anon key in frontend", "publishable")
def p_supabase_anon(L):
    ref = rs(LO, 20)
    anon = make_jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": 1700000000 + R.randint(0, 30000000), "exp": 2000000000 + R.randint(0, 30000000)})
    code = f"export const supabase = createClient(\n  'https://{ref}.supabase.co',\n  '{anon}'\n);"
    return C(T(L, f"Profiles query returned [] in the browser. lib/supabase.ts:\n{code}", f"브라우저에서 profiles 쿼리가 []. lib/supabase.ts:\n{code}"),
             T(L, "The anon key is public; RLS had no SELECT policy for authenticated users.", "anon key는 공개용. authenticated 사용자용 SELECT RLS 정책이 없었음."),
             T(L, "None.", "없음."))


@ct("publishable: Mapbox public token in map component", "publishable")
def p_mapbox(L):
    tok = "pk." + jwt_b64({"u": pick(ROMAN_NAMES) + "-acme", "a": "cl" + rs(LOAN, 23)}) + "." + rs(B64U, 22)
    code = f"mapboxgl.accessToken = '{tok}';\nconst map = new mapboxgl.Map({{ container: 'map', style: 'mapbox://styles/mapbox/streets-v12' }});"
    return C(T(L, f"Map tiles 403 on the staging domain:\n{code}", f"스테이징 도메인에서 지도 타일 403:\n{code}"),
             T(L, "Public tokens are URL-restricted; add the staging domain to the token's allowed URLs.", "public 토큰은 URL 제한이 있음. 스테이징 도메인을 허용 URL에 추가."),
             T(L, "None.", "없음."))


@ct("publishable: Algolia search-only key in InstantSearch", "publishable")
def p_algolia(L):
    code = f"const searchClient = algoliasearch('{rs(UPAN, 10)}', '{hx(32)}'); // search-only key"
    return C(T(L, f"Search results missing new products:\n{code}", f"신규 상품이 검색에 안 나옴:\n{code}"),
             T(L, "The search-only key is fine in the browser; the indexing job had failed.", "search-only 키는 브라우저에 있어도 됨. 인덱싱 job이 실패해 있었음."),
             T(L, "None.", "없음."))


@ct("publishable: Sentry DSN in app init", "publishable")
def p_sentry_dsn(L):
    dsn = f"https://{hx(32)}@o{R.randint(100000, 999999)}.ingest.us.sentry.io/{R.randint(1000000, 9999999)}"
    code = f"Sentry.init({{ dsn: '{dsn}', tracesSampleRate: 0.1, environment: 'production' }});"
    return C(T(L, f"No events from the React Native app:\n{code}", f"React Native 앱 이벤트가 안 들어옴:\n{code}"),
             T(L, "DSNs are safe to ship in clients; the native SDK wasn't initialised because of a missing pod install.", "DSN은 클라이언트에 넣어도 되는 값. pod install 누락으로 네이티브 SDK가 초기화 안 됨."),
             T(L, "None.", "없음."))


@ct("publishable: PostHog project API key", "publishable")
def p_posthog(L):
    code = f"posthog.init('phc_{an(43)}', {{ api_host: 'https://us.i.posthog.com', person_profiles: 'identified_only' }})"
    return C(T(L, f"Funnels showed duplicate persons:\n{code}", f"퍼널에 같은 사람이 중복으로 보임:\n{code}"),
             T(L, "The phc_ key is a write-only project key meant for the client; call identify after login.", "phc_ 키는 클라이언트용 write-only 키. 로그인 후 identify 호출 필요."),
             T(L, "None.", "없음."))


@ct("publishable: Kakao JavaScript key in Kakao.init", "publishable")
def p_kakao_js(L):
    code = f"Kakao.init('{hx(32)}');\nKakao.Share.sendDefault({{ objectType: 'commerce', ... }});"
    return C(T(L, f"KakaoTalk share failed on the new domain:\n{code}", f"신규 도메인에서 카카오톡 공유 실패:\n{code}"),
             T(L, "The JavaScript key is meant for the browser; register the new domain under Platform > Web.", "JavaScript 키는 브라우저용. 플랫폼 > Web에 새 도메인 등록 필요."),
             T(L, "None.", "없음."))


@ct("publishable: Clerk publishable key", "publishable")
def p_clerk(L):
    fapi = pick(["clerk.example.kr", "clerk.acme.kr"])
    k = "pk_live_" + b64s(fapi + "$").rstrip("=")
    return C(T(L, f"Sign-in widget spun forever on the custom domain. NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY={k}",
               f"커스텀 도메인에서 로그인 위젯이 계속 로딩. NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY={k}"),
             T(L, f"The publishable key just encodes the frontend API host ({fapi}); its DNS CNAME was missing.", f"publishable key는 프론트 API 호스트({fapi})를 인코딩한 값. 해당 CNAME이 없었음."),
             T(L, "None.", "없음."))


@ct("publishable: RevenueCat public SDK key", "publishable")
def p_revenuecat(L):
    k = pick(["appl_", "goog_"]) + an(27)
    return C(T(L, f"Offerings empty on sandbox. Purchases.configure(withAPIKey: \"{k}\")",
               f"샌드박스에서 offerings가 비어 있음. Purchases.configure(withAPIKey: \"{k}\")"),
             T(L, "Public SDK keys are meant for the app; products weren't attached to the offering.", "public SDK 키는 앱용. 상품이 offering에 연결되지 않았음."),
             T(L, "None.", "없음."))


@ct("publishable: Toss Payments client key", "publishable")
def p_toss_ck(L):
    k = "live_ck_" + an(28)
    code = f"const tossPayments = TossPayments('{k}');\nconst widgets = tossPayments.widgets({{ customerKey }});"
    return C(T(L, f"Payment widget failed to render on mobile web:\n{code}", f"모바일 웹에서 결제위젯 렌더링 실패:\n{code}"),
             T(L, "The client key is for the browser (the secret key stays on the server); the widget needed a variantKey.", "클라이언트 키는 브라우저용(시크릿 키는 서버에만). 위젯에 variantKey가 필요했음."),
             T(L, "None.", "없음."))


@ct("publishable: reCAPTCHA / Turnstile site key", "publishable")
def p_sitekey(L):
    if chance(0.5):
        tag = f"<div class=\"cf-turnstile\" data-sitekey=\"0x4AAAAAAA{rs(B64U, 14)}\"></div>"
    else:
        tag = f"<div class=\"g-recaptcha\" data-sitekey=\"6L{rs(B64U, 38)}\"></div>"
    return C(T(L, f"Captcha widget didn't appear on the signup page:\n{tag}", f"회원가입 페이지에 캡차 위젯이 안 보임:\n{tag}"),
             T(L, "The site key is public; the hostname wasn't in the widget's allowed domains.", "site key는 공개 값. 위젯 허용 도메인에 호스트가 없었음."),
             T(L, "None.", "없음."))


@ct("publishable: LaunchDarkly client-side ID", "publishable")
def p_ld_client(L):
    cid = hx(24)
    return C(T(L, f"Flags always returned defaults in the web app. initialize('{cid}', {{ kind: 'user', key: userId }})",
               f"웹앱에서 flag가 항상 기본값. initialize('{cid}', {{ kind: 'user', key: userId }})"),
             T(L, "The client-side ID is public; the flag wasn't marked 'available to client-side SDKs'.", "client-side ID는 공개 값. flag에 'client-side SDK 사용 가능' 설정이 빠짐."),
             T(L, "None.", "없음."))


@ct("publishable: Naver Maps client ID", "publishable")
def p_naver_maps(L):
    cid = rs(LOAN, 10)
    tag = f"<script src=\"https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId={cid}\"></script>"
    return C(T(L, f"Naver map showed 'authentication failed' on localhost:\n{tag}", f"localhost에서 네이버 지도 '인증 실패':\n{tag}"),
             T(L, "The client id ships to the browser; add http://localhost:3000 to the Web service URLs.", "client id는 브라우저로 나가는 값. Web 서비스 URL에 http://localhost:3000 추가."),
             T(L, "None.", "없음."))


@ct("publishable: Mixpanel project token", "publishable")
def p_mixpanel(L):
    return C(T(L, f"Events from the web landed in the dev project. mixpanel.init('{hx(32)}', {{ track_pageview: true }})",
               f"웹 이벤트가 dev 프로젝트로 들어감. mixpanel.init('{hx(32)}', {{ track_pageview: true }})"),
             T(L, "Project tokens are public identifiers; the build picked the dev token from .env.development.", "project token은 공개 식별자. 빌드가 .env.development의 dev 토큰을 씀."),
             T(L, "None.", "없음."))


# ---------------------------------------------------------------- benign clean notes
@ct("web: Tailwind purge removed dynamic classes", "benign")
def b_tailwind(L):
    return C(T(L, "Status badges lost their colors in production builds only.", "운영 빌드에서만 상태 뱃지 색이 사라짐."),
             T(L, "Class names were built with string interpolation (bg-${color}-500); Tailwind can't see them. Use a lookup map of full class names or safelist.",
               "클래스명을 bg-${color}-500처럼 조합해서 Tailwind가 인식 못 함. 전체 클래스명 매핑이나 safelist 사용."),
             T(L, "Ask whether a lint rule for dynamic Tailwind classes exists.", "동적 Tailwind 클래스 lint 규칙이 있는지 문의."))


@ct("web: Next.js hydration mismatch from dates", "benign")
def b_hydration(L):
    return C(T(L, "Order history page logged 'Text content does not match server-rendered HTML'.", "주문내역 페이지에서 'Text content does not match server-rendered HTML' 경고."),
             T(L, "Server renders in UTC, browser in KST. Format dates on the client or pass the timezone explicitly.", "서버는 UTC, 브라우저는 KST로 렌더링. 날짜는 클라이언트에서 포맷하거나 timezone을 명시."),
             T(L, "None.", "없음."))


@ct("web: Vite env prefix", "benign")
def b_vite_env(L):
    return C(T(L, "import.meta.env.API_BASE was undefined in the built app.", "빌드된 앱에서 import.meta.env.API_BASE가 undefined."),
             T(L, "Only variables prefixed with VITE_ are exposed to client code; rename to VITE_API_BASE (and never put server-only values there).",
               "클라이언트에는 VITE_ 접두사 변수만 노출됨. VITE_API_BASE로 변경 (서버 전용 값은 절대 넣지 말 것)."),
             T(L, "None.", "없음."))


@ct("ios: Xcode user script sandboxing", "benign")
def b_xcode_sandbox(L):
    return C(T(L, "After upgrading Xcode, the SwiftLint build phase failed with 'Sandbox: swiftlint deny file-read-data'.", "Xcode 업그레이드 후 SwiftLint 빌드 단계가 'Sandbox: swiftlint deny file-read-data'로 실패."),
             T(L, "ENABLE_USER_SCRIPT_SANDBOXING defaults to YES for new targets; declare input files or disable it for that target.", "새 타깃은 ENABLE_USER_SCRIPT_SANDBOXING 기본값이 YES. input file 선언하거나 해당 타깃만 끄기."),
             T(L, "None.", "없음."))


@ct("android: minSdk bump forced by a library", "benign")
def b_minsdk(L):
    return C(T(L, "Manifest merger failed: uses-sdk:minSdkVersion 23 cannot be smaller than version 24 declared in a library.", "Manifest merger 실패: minSdkVersion 23이 라이브러리의 24보다 작음."),
             T(L, "The new maps SDK requires 24. Product agreed to drop Android 6 (0.3% of users).", "새 지도 SDK가 24 요구. 기획과 협의해 안드로이드 6(사용자 0.3%) 지원 종료."),
             T(L, "None.", "없음."))


@ct("android: Gradle configuration cache failure", "benign")
def b_config_cache(L):
    return C(T(L, "Enabling configuration cache broke the versionCode task.", "configuration cache 활성화 후 versionCode task가 깨짐."),
             T(L, "The task read git at configuration time via exec; move it into a ValueSource provider.", "task가 configuration 단계에서 exec로 git을 읽음. ValueSource provider로 옮길 것."),
             T(L, "None.", "없음."))


@ct("react-native: Metro cache after dependency change", "benign")
def b_metro(L):
    return C(T(L, "React Native app crashed with 'Unable to resolve module' right after merging main.", "main 머지 직후 React Native 앱이 'Unable to resolve module'로 크래시."),
             T(L, "Metro cache was stale; npx react-native start --reset-cache and a fresh pod install fixed it.", "Metro 캐시가 낡았음. --reset-cache와 pod install 재실행으로 해결."),
             T(L, "None.", "없음."))


@ct("flutter: CocoaPods repo out of date", "benign")
def b_flutter_pods(L):
    return C(T(L, "flutter build ios failed: CocoaPods could not find compatible versions for pod 'Firebase/Messaging'.", "flutter build ios 실패: pod 'Firebase/Messaging' 호환 버전을 못 찾음."),
             T(L, "pod repo update plus bumping the iOS deployment target to 13 resolved it.", "pod repo update와 iOS deployment target 13 상향으로 해결."),
             T(L, "None.", "없음."))


@ct("push: Android 13 notification permission", "benign")
def b_post_notif(L):
    return C(T(L, "New Android 14 users never received pushes.", "안드로이드 14 신규 사용자가 push를 못 받음."),
             T(L, "POST_NOTIFICATIONS must be requested at runtime on API 33+; we never asked.", "API 33 이상은 POST_NOTIFICATIONS 런타임 요청 필수. 요청을 안 하고 있었음."),
             T(L, "Ask product where the permission prompt should appear.", "권한 요청 시점을 기획에 문의."))


@ct("analytics: event naming convention", "benign")
def b_event_naming(L):
    return C(T(L, "Dashboard showed purchase_complete and PurchaseComplete as separate events.", "대시보드에 purchase_complete와 PurchaseComplete가 별도 이벤트로 보임."),
             T(L, "iOS used PascalCase, Android snake_case. The tracking plan says snake_case object_action.", "iOS는 PascalCase, 안드로이드는 snake_case. 트래킹 플랜은 snake_case object_action."),
             T(L, "Ask to add schema validation at ingestion.", "수집 단계 스키마 검증 추가 요청."))


@ct("abtest: sample ratio mismatch", "benign")
def b_srm(L):
    return C(T(L, "Experiment showed 52.8% vs 47.2% exposure with a 50/50 split.", "50/50 실험인데 노출이 52.8% vs 47.2%."),
             T(L, "The treatment page loaded slower, so exposure events fired less for users who bounced. Log exposure at assignment.", "treatment 페이지가 느려서 이탈 사용자의 노출 이벤트가 덜 찍힘. 할당 시점에 노출 로깅."),
             T(L, "None.", "없음."))


@ct("dbt: incremental model and late-arriving data", "benign")
def b_dbt_late(L):
    return C(T(L, "Daily revenue for yesterday kept changing after the morning report.", "어제 매출이 아침 리포트 이후에도 계속 바뀜."),
             T(L, "The incremental filter used max(event_ts); late events older than that were skipped. Use a 3-day lookback.", "incremental 필터가 max(event_ts) 기준이라 늦게 온 이벤트가 빠짐. 3일 lookback 사용."),
             T(L, "None.", "없음."))


@ct("airflow: catchup flooded the scheduler", "benign")
def b_catchup(L):
    return C(T(L, "Re-enabling an old DAG created 400 runs at once.", "오래된 DAG를 다시 켰더니 run 400개가 한꺼번에 생성."),
             T(L, "catchup defaults to True; set catchup=False and max_active_runs=1.", "catchup 기본값이 True. catchup=False, max_active_runs=1 설정."),
             T(L, "None.", "없음."))


@ct("ml: GPU OOM from batch size", "benign")
def b_gpu_oom(L):
    return C(T(L, "Reranker pods OOM-killed on the L4 GPUs under peak load.", "피크 때 L4 GPU에서 reranker pod가 OOM."),
             T(L, "Dynamic batching allowed 256 pairs of 512 tokens; capping max_batch_tokens fixed it.", "dynamic batching이 512토큰 쌍 256개까지 허용. max_batch_tokens 제한으로 해결."),
             T(L, "None.", "없음."))


@ct("llm: prompt caching needs a stable prefix", "benign")
def b_prompt_cache(L):
    return C(T(L, "Cache hit rate for the support bot was near zero.", "상담 봇 프롬프트 캐시 적중률이 거의 0."),
             T(L, "The system prompt started with the current timestamp; move variable parts after the cached prefix.", "시스템 프롬프트 맨 앞에 현재 시각이 있었음. 변하는 부분은 캐시 prefix 뒤로."),
             T(L, "None.", "없음."))


@ct("sso: SAML clock skew", "benign")
def b_saml_skew(L):
    return C(T(L, "Some users got 'Assertion is not yet valid' on SSO login.", "일부 사용자가 SSO 로그인 시 'Assertion is not yet valid'."),
             T(L, "One app server's NTP was off by 90s; allow 60s skew and fix chrony.", "앱 서버 하나의 NTP가 90초 틀어짐. 60초 skew 허용과 chrony 수정."),
             T(L, "None.", "없음."))


@ct("payments: KRW has no minor unit", "benign")
def b_krw(L):
    return C(T(L, "A 12,900 KRW order was charged as 1,290,000.", "12,900원 주문이 1,290,000원으로 결제됨."),
             T(L, "The gateway client multiplied by 100 for all currencies; KRW is a zero-decimal currency.", "게이트웨이 클라이언트가 모든 통화에 100을 곱함. KRW는 소수점 없는 통화."),
             T(L, "Ask finance how to refund the difference.", "차액 환불 방법을 재무팀에 문의."))


@ct("kr: EUC-KR CSV for Excel", "benign")
def b_euckr(L):
    return C(T(L, "Settlement CSV opened as mojibake in Excel on the finance team's PCs.", "정산 CSV가 재무팀 PC 엑셀에서 깨져 보임."),
             T(L, "Excel on Korean Windows assumes CP949 unless there's a UTF-8 BOM; add the BOM.", "한국어 윈도우 엑셀은 BOM이 없으면 CP949로 읽음. UTF-8 BOM 추가."),
             T(L, "None.", "없음."))


@ct("kr: Kakao AlimTalk template approval", "benign")
def b_alimtalk(L):
    return C(T(L, "Order shipped notifications fell back to SMS.", "배송 시작 알림이 문자로 대체 발송됨."),
             T(L, "The AlimTalk template was edited (variable renamed) and is back in review; sends with unapproved templates fail over to SMS.",
               "알림톡 템플릿 변수명을 수정해서 재검수 중. 미승인 템플릿은 문자로 대체 발송됨."),
             T(L, "Ask marketing to freeze templates before releases.", "릴리즈 전 템플릿 수정 중지 요청."))


@ct("kr: Naver search API daily quota", "benign")
def b_naver_quota(L):
    return C(T(L, "Blog mention collection stopped at noon every day.", "블로그 언급 수집이 매일 정오에 멈춤."),
             T(L, "The search API has a daily call limit per application; spread queries and cache results.", "검색 API는 애플리케이션별 일일 호출 한도가 있음. 분산 호출과 캐시 적용."),
             T(L, "None.", "없음."))


@ct("local dev: Docker Desktop on Apple silicon", "benign")
def b_docker_arm(L):
    return C(T(L, "Local Oracle XE container crashed on the M3 laptop.", "M3 노트북에서 로컬 Oracle XE 컨테이너가 죽음."),
             T(L, "No arm64 image; use colima with x86_64 emulation or the gvenzl/oracle-free image.", "arm64 이미지가 없음. colima x86_64 에뮬레이션이나 gvenzl/oracle-free 이미지 사용."),
             T(L, "None.", "없음."))


@ct("cron: KST vs UTC schedule", "benign")
def b_cron_tz(L):
    return C(T(L, "Daily coupon expiry job ran at 9 AM instead of midnight.", "일일 쿠폰 만료 job이 자정이 아니라 오전 9시에 돔."),
             T(L, "Kubernetes CronJob schedules are UTC unless timeZone is set; set timeZone: Asia/Seoul.", "CronJob은 timeZone이 없으면 UTC. timeZone: Asia/Seoul 설정."),
             T(L, "None.", "없음."))


@ct("postgres: index bloat after mass delete", "benign")
def b_pg_bloat(L):
    return C(T(L, "Queries on events got slower after deleting 60% of rows.", "events 행 60% 삭제 후 쿼리가 더 느려짐."),
             T(L, "Dead tuples and bloated indexes; REINDEX CONCURRENTLY and tune autovacuum for that table.", "dead tuple과 인덱스 bloat. REINDEX CONCURRENTLY와 해당 테이블 autovacuum 튜닝."),
             T(L, "None.", "없음."))


@ct("redis: eviction policy dropped sessions", "benign")
def b_redis_evict(L):
    return C(T(L, "Random logouts during the sale.", "세일 중 랜덤 로그아웃 발생."),
             T(L, "Sessions and cache shared one Redis with allkeys-lru; split them or use volatile-lru with TTL on cache keys only.", "세션과 캐시가 allkeys-lru인 Redis 하나를 공유. 분리하거나 캐시 키에만 TTL 주고 volatile-lru."),
             T(L, "None.", "없음."))


@ct("ios: privacy manifest requirement", "benign")
def b_privacy_manifest(L):
    return C(T(L, "App Store Connect warned about missing API declarations (NSPrivacyAccessedAPICategoryUserDefaults).", "App Store Connect에서 API 사용 사유 누락 경고 (NSPrivacyAccessedAPICategoryUserDefaults)."),
             T(L, "Add PrivacyInfo.xcprivacy with reason CA92.1 and update SDKs that ship their own manifests.", "PrivacyInfo.xcprivacy에 사유 CA92.1 추가, 자체 manifest 있는 SDK 업데이트."),
             T(L, "None.", "없음."))


@ct("android: Play target API deadline", "benign")
def b_target_api(L):
    return C(T(L, "Play Console blocked the update: target API level too low.", "Play Console이 업데이트 차단: target API level이 낮음."),
             T(L, "Raising targetSdk to 34 required foreground service types in the manifest.", "targetSdk 34 상향 시 manifest에 foreground service type 필요."),
             T(L, "None.", "없음."))


@ct("kr: road-name address search integration", "benign")
def b_juso(L):
    return C(T(L, "Address search returned nothing for 지번 addresses typed by older users.", "어르신 사용자가 입력한 지번 주소 검색 결과가 없음."),
             T(L, "The juso API supports both; our client filtered to road-name results only.", "주소 API는 둘 다 지원하는데 우리 클라이언트가 도로명만 필터링."),
             T(L, "None.", "없음."))


@ct("web: Safari date parsing", "benign")
def b_safari_date(L):
    return C(T(L, "Event countdown showed NaN on iPhones.", "아이폰에서 이벤트 카운트다운이 NaN."),
             T(L, "new Date('2025-03-01 10:00:00') fails in Safari; use ISO with 'T' or a date library.", "Safari는 '2025-03-01 10:00:00' 파싱 실패. 'T' 포함 ISO 형식 사용."),
             T(L, "None.", "없음."))


@ct("kotlin: coroutine cancellation swallowed", "benign")
def b_coroutines(L):
    return C(T(L, "Leaving the search screen didn't stop the network call.", "검색 화면을 나가도 네트워크 호출이 계속됨."),
             T(L, "A catch (e: Exception) swallowed CancellationException; rethrow it.", "catch (e: Exception)이 CancellationException을 삼킴. 다시 던져야 함."),
             T(L, "None.", "없음."))


@ct("swift: MainActor UI updates", "benign")
def b_mainactor(L):
    return C(T(L, "Purple runtime warnings: 'Publishing changes from background threads is not allowed'.", "보라색 런타임 경고: 'Publishing changes from background threads is not allowed'."),
             T(L, "Mark the view model @MainActor and await the network call.", "view model에 @MainActor 붙이고 네트워크 호출은 await."),
             T(L, "None.", "없음."))


@ct("sql: retention with window functions", "benign")
def b_retention_sql(L):
    return C(T(L, "Week-1 retention didn't match the product analytics tool.", "1주차 리텐션이 제품 분석 툴과 안 맞음."),
             T(L, "We counted calendar weeks; the tool uses 7-day windows from signup. Use DATE_DIFF(day) / 7 buckets.", "우리는 달력 주 기준, 툴은 가입일부터 7일 단위. DATE_DIFF(day)/7 버킷 사용."),
             T(L, "None.", "없음."))


@ct("spark: skewed join", "benign")
def b_spark_skew(L):
    return C(T(L, "One Spark task ran for 2 hours in the orders-events join.", "orders-events 조인에서 태스크 하나가 2시간."),
             T(L, "Null user_id rows all went to one partition; filter them or enable AQE skew join.", "null user_id 행이 한 파티션에 몰림. 제외하거나 AQE skew join 활성화."),
             T(L, "None.", "없음."))


@ct("bigquery: partition pruning", "benign")
def b_bq_prune(L):
    return C(T(L, "A Looker tile scanned the whole events table.", "Looker 타일 하나가 events 테이블 전체를 스캔."),
             T(L, "The filter wrapped the partition column in a function (DATE(ts, 'Asia/Seoul')); filter on the raw partition column.", "필터가 파티션 컬럼을 함수로 감쌈. 원래 파티션 컬럼으로 필터."),
             T(L, "None.", "없음."))


@ct("ci: node_modules cache key", "benign")
def b_ci_cache(L):
    return C(T(L, "CI cache never hit for the web repo.", "웹 레포 CI 캐시가 전혀 적중하지 않음."),
             T(L, "The key hashed package.json instead of the lockfile, and the lockfile path was wrong in the monorepo.", "키가 lockfile이 아니라 package.json을 해싱했고 모노레포 lockfile 경로도 틀림."),
             T(L, "None.", "없음."))


@ct("web: webpack to Vite migration gotchas", "benign")
def b_vite_migrate(L):
    return C(T(L, "After moving to Vite, require() calls in a legacy chart helper broke.", "Vite로 옮긴 뒤 레거시 차트 헬퍼의 require() 호출이 깨짐."),
             T(L, "Convert to ESM imports; @originjs/vite-plugin-commonjs works as a stopgap.", "ESM import로 변환. 임시로 @originjs/vite-plugin-commonjs 사용 가능."),
             T(L, "None.", "없음."))


@ct("kr: public holiday calendar for delivery ETA", "benign")
def b_holidays(L):
    return C(T(L, "Delivery ETA ignored the Chuseok substitute holiday.", "배송 예정일이 추석 대체공휴일을 무시함."),
             T(L, "Our holiday table was filled only through last year; load it yearly from the public holiday API.", "휴일 테이블이 작년까지만 있었음. 공휴일 API로 매년 갱신."),
             T(L, "Ask who maintains the holiday table.", "휴일 테이블 담당 확인."))


@ct("firebase: Remote Config fetch interval", "benign")
def b_remote_config(L):
    return C(T(L, "Remote Config change took hours to reach users.", "Remote Config 변경이 사용자에게 반영되는 데 몇 시간 걸림."),
             T(L, "minimumFetchInterval defaults to 12h; use real-time listeners or lower it for critical flags.", "minimumFetchInterval 기본 12시간. 중요한 flag는 실시간 리스너나 간격 축소."),
             T(L, "None.", "없음."))


@ct("mobile: apple-app-site-association deep links", "benign")
def b_aasa(L):
    return C(T(L, "Universal links opened Safari instead of the app.", "유니버설 링크가 앱 대신 Safari로 열림."),
             T(L, "The AASA file was served with a redirect; it must be served directly with application/json from the exact domain.", "AASA 파일이 리다이렉트로 서빙됨. 정확한 도메인에서 application/json으로 직접 서빙해야 함."),
             T(L, "None.", "없음."))


@ct("ko prose: meeting notes about secret handling rules", "benign")
def b_ko_rules(L):
    return C(T(L, "Team agreed: no credentials in tickets, Slack or notes; link to the vault entry instead. Screenshots of dashboards must crop key areas.",
               "팀 합의: 티켓/슬랙/노트에 인증정보 금지, vault 항목 링크로 대체. 대시보드 스크린샷은 키 영역을 잘라서 공유."),
             T(L, "Rule applies to test keys too, since they often have live scopes by mistake.", "테스트 키도 실수로 live 권한이 있는 경우가 있어 동일하게 적용."),
             T(L, "None.", "없음."))


# ================================================================ assertions
MAX_RETRIES_PER_NOTE = 40
LINT_PATTERNS = [
    r"AKIA[0-9A-Z]{16}", r"ASIA[0-9A-Z]{16}", r"gh[pousr]_[A-Za-z0-9]{36}", r"github_pat_[A-Za-z0-9_]{30,}",
    r"glpat-[A-Za-z0-9_-]{20}", r"xox[abposr]-\d+-", r"sk_live_[A-Za-z0-9]{10,}", r"rk_live_", r"whsec_[A-Za-z0-9]{10,}",
    r"sk-(?:ant-api03|ant-admin01|proj|svcacct|or-v1)-[A-Za-z0-9_-]{10,}", r"-----BEGIN [A-Z ]*PRIVATE KEY-----", r"AIza[0-9A-Za-z_-]{35}", r"hvs\.[A-Za-z0-9_-]{20,}",
    r"npm_[A-Za-z0-9]{36}", r"dop_v1_", r"SG\.[\w-]{22}\.", r"AGE-SECRET-KEY-1", r"pypi-AgEI",
    r"eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}", r"live_sk_", r"shpat_", r"hf_[A-Za-z0-9]{30,}",
    r"(?i)(?<!:)(?:password|passwd|pwd|secret|token|api[_-]?key)[\"']?[ \t]*[:=][ \t]*[\"']?([^\s\"'<>$*{}\[\],;]{8,})",
    r"://[^/\s:@]+:([^@\s/]+)@",
]
LINT_ALLOW = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "test-webhook-secret-not-real", "USER:PASSWORD@"]
PUBLISHABLE_OK = [r"AIza[0-9A-Za-z_-]{35}", r"eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}", LINT_PATTERNS[-2]]


def lint_clean(fields, publishable):
    for text in fields.values():
        for a in LINT_ALLOW:
            text = text.replace(a, " ")
        why = _lint_text(text, publishable)
        if why:
            return why
    return None


def _lint_text(text, publishable):
    for pat in LINT_PATTERNS:
        if publishable and pat in PUBLISHABLE_OK:
            continue
        for m in re.finditer(pat, text):
            if m.groups():
                v = m.group(1)
                classes = sum(1 for cl in (LO, UP, DG) if any(c in cl for c in v)) + (1 if re.search(r"[^A-Za-z0-9]", v) else 0)
                if classes < 2 or v.isupper() or "..." in v or "\u2026" in v or "XXXX" in v.upper():
                    continue
            return f"clean lint hit {pat!r}: {m.group(0)[:40]!r}"
    return None


def window_violation(fields, secrets):
    for f in fields.values():
        spans = []
        for s in secrets:
            i = f.find(s)
            while i >= 0:
                spans.append((i, i + len(s)))
                i = f.find(s, i + 1)
        for s in secrets:
            for k in range(len(s) - 7):
                w = s[k:k + 8]
                i = f.find(w)
                while i >= 0:
                    if not any(a <= i and i + 8 <= b for a, b in spans):
                        return f"window {w!r} of a listed secret occurs outside the secret occurrences"
                    i = f.find(w, i + 1)
    return None


def check_fields(fields):
    if not fields["missing_context"].strip():
        return "empty missing_context"
    for k, lim in LIMITS.items():
        n = len(fields[k].encode("utf-8"))
        if n > lim:
            return f"{k} is {n} bytes > {lim}"
    return None


def finalize_secret(raw):
    fields = {"missing_context": raw["mc"], "lesson": raw["lesson"], "ask_next_time": raw["ask"]}
    why = check_fields(fields)
    if why:
        return None, why
    cands = []
    for c in raw["cands"]:
        for v in (c, urllib.parse.quote(c, safe="")):
            if v and v not in cands:
                cands.append(v)
    secrets = [c for c in cands if any(c in f for f in fields.values())]
    # drop a candidate that is only present as a substring of another listed secret
    secrets = [s for s in secrets if not any(s != o and s in o for o in secrets)
               or any(s in f.replace(o, "\0") for f in fields.values() for o in secrets if o != s and s in o)]
    if not secrets:
        return None, "no listed secret appears in the fields"
    for s in secrets:
        if len(s) < 8:
            return None, f"listed secret shorter than 8 chars: {len(s)}"
        if not any(s in f for f in fields.values()):
            return None, "listed secret not verbatim in fields"
    why = window_violation(fields, secrets)
    if why:
        return None, why
    return (fields, secrets), None


def finalize_clean(raw, publishable):
    fields = {"missing_context": raw["mc"], "lesson": raw["lesson"], "ask_next_time": raw["ask"]}
    why = check_fields(fields) or lint_clean(fields, publishable)
    if why:
        return None, why
    return fields, None


# ================================================================ planning
def company(v):
    return v.split(" (")[0]


def plan_counts(items, total, cap):
    """items: list of keys; every key gets >=1; increments by the PRNG up to cap until total."""
    counts = [1] * len(items)
    if sum(counts) > total:
        raise SystemExit(f"too many templates ({len(items)}) for total {total}")
    while sum(counts) < total:
        open_idx = [i for i, c in enumerate(counts) if c < cap]
        if not open_idx:
            raise SystemExit("capacity exhausted")
        counts[pick(open_idx)] += 1
    return counts


def build_plan():
    half = TARGET_TOTAL // 2
    # ---- secret notes
    n_nonvendor = 140
    n_vendor = half - n_nonvendor
    st_counts = plan_counts(SECRET_TEMPLATES, n_nonvendor, MAX_PER_CATEGORY)
    secret_items = []
    for (cat, fn), c in zip(SECRET_TEMPLATES, st_counts):
        secret_items += [("secret", cat, fn, None)] * c
    # vendor: one spec per company first, then other specs, each spec used at most twice
    comps = []
    by_comp = {}
    for i, s in enumerate(VENDORS):
        co = company(s["v"])
        if co not in by_comp:
            by_comp[co] = []
            comps.append(co)
        by_comp[co].append(i)
    used = [0] * len(VENDORS)
    chosen = []
    for co in comps:
        i = pick(by_comp[co])
        used[i] += 1
        chosen.append(i)
    if len(chosen) > n_vendor:
        raise SystemExit(f"{len(chosen)} companies > {n_vendor} vendor slots")
    while len(chosen) < n_vendor:
        unused = [i for i in range(len(VENDORS)) if used[i] == 0]
        pool = unused if unused else [i for i in range(len(VENDORS)) if used[i] < 2]
        i = pick(pool)
        used[i] += 1
        chosen.append(i)
    for i in chosen:
        s = VENDORS[i]
        secret_items.append(("secret", f"vendor: {s['v']} {s['k']} [Vendor]", None, s))
    # ---- clean notes
    pub = [t for t in CLEAN_TEMPLATES if t[2] == "publishable"]
    ben = [t for t in CLEAN_TEMPLATES if t[2] == "benign"]
    risky = [t for t in CLEAN_TEMPLATES if t[2] == "risky"]
    n_pub = min(2 * len(pub), half // 10)
    n_ben = min(90, 3 * len(ben))
    n_risky = half - n_pub - n_ben
    clean_items = []
    for group, n in ((pub, n_pub), (ben, n_ben), (risky, n_risky)):
        cap = 2 if group is pub else MAX_PER_CATEGORY
        for (cat, fn, kind), c in zip(group, plan_counts(group, n, cap)):
            clean_items += [("clean", cat, fn, kind)] * c
    # ---- languages: shuffle each half and split it evenly
    plan = []
    for items in (secret_items, clean_items):
        shuffle(items)
        k = len(items) // 2
        plan += [(it, "en") for it in items[:k]] + [(it, "ko") for it in items[k:]]
    return plan


# ================================================================ generation
def generate():
    plan = build_plan()
    records = []
    retries = 0
    retry_log = []
    for (kind, cat, fn, extra), L in plan:
        for attempt in range(MAX_RETRIES_PER_NOTE):
            if kind == "secret":
                if extra is not None:
                    raw = vendor_note(extra, L)
                    category = raw["category"]
                else:
                    raw = fn(L)
                    category = cat
                res, why = finalize_secret(raw)
                if res:
                    fields, secrets = res
                    rec = {"lang": L, "kind": "secret", "category": category, "fields": fields, "secrets": secrets,
                           "_vendor": company(extra["v"]) if extra is not None else None}
                    break
            else:
                raw = fn(L)
                fields, why = finalize_clean(raw, extra == "publishable")
                if fields:
                    rec = {"lang": L, "kind": "clean", "category": cat, "fields": fields, "secrets": [],
                           "_vendor": None, "_cleankind": extra}
                    break
            retries += 1
            retry_log.append(f"{cat} ({L}): {why}")
        else:
            raise SystemExit(f"could not generate {cat} ({L}) after {MAX_RETRIES_PER_NOTE} attempts: {why}")
        records.append(rec)
    shuffle(records)
    for i, r in enumerate(records):
        r["id"] = f"e{i + 1:03d}"
    return records, retries, retry_log


def final_asserts(records):
    from collections import Counter
    n = len(records)
    assert n >= 640, n
    kinds = Counter(r["kind"] for r in records)
    assert kinds["secret"] == kinds["clean"] == n // 2, kinds
    for k in ("secret", "clean"):
        langs = Counter(r["lang"] for r in records if r["kind"] == k)
        assert langs["en"] == langs["ko"] == n // 4, (k, langs)
    cats = Counter(r["category"] for r in records)
    assert max(cats.values()) <= MAX_PER_CATEGORY, cats.most_common(3)
    ids = [r["id"] for r in records]
    assert len(ids) == len(dict.fromkeys(ids))
    for r in records:
        assert list(r["fields"]) == ["missing_context", "lesson", "ask_next_time"]
        assert check_fields(r["fields"]) is None
        if r["kind"] == "secret":
            assert r["secrets"]
            for s in r["secrets"]:
                assert len(s) >= 8 and any(s in f for f in r["fields"].values())
            assert window_violation(r["fields"], r["secrets"]) is None
        else:
            assert r["secrets"] == []
            assert lint_clean(r["fields"], r["category"].endswith("[publishable]")) is None
    clean = [r for r in records if r["kind"] == "clean"]
    pub = sum(1 for r in clean if r["category"].endswith("[publishable]"))
    assert pub <= len(clean) // 10, pub
    risky = sum(1 for r in clean if r["_cleankind"] in ("risky", "publishable"))
    assert 3 * risky >= 2 * len(clean), (risky, len(clean))
    vendors = []
    for r in records:
        if r["_vendor"] and r["_vendor"] not in vendors:
            vendors.append(r["_vendor"])
    assert len(vendors) >= 120, len(vendors)
    return vendors


def dump(records):
    lines = []
    for r in records:
        obj = {"id": r["id"], "lang": r["lang"], "kind": r["kind"], "category": r["category"],
               "fields": {"missing_context": r["fields"]["missing_context"], "lesson": r["fields"]["lesson"],
                          "ask_next_time": r["fields"]["ask_next_time"]},
               "secrets": r["secrets"]}
        lines.append(json.dumps(obj, ensure_ascii=False))
    return ("\n".join(lines) + "\n").encode("utf-8")


def readme(records, vendors, data, retries, retry_log):
    from collections import Counter
    sec = [r for r in records if r["kind"] == "secret"]
    cl = [r for r in records if r["kind"] == "clean"]
    lang = lambda rs_, l: sum(1 for r in rs_ if r["lang"] == l)
    n_listed = sum(len(r["secrets"]) for r in sec)
    multi = sum(1 for r in sec if len(r["secrets"]) > 1)
    vendor_notes = sum(1 for r in sec if r["category"].endswith("[Vendor]"))
    pub = sum(1 for r in cl if r["category"].endswith("[publishable]"))
    risky = sum(1 for r in cl if r["_cleankind"] in ("risky", "publishable"))
    benign = sum(1 for r in cl if r["_cleankind"] == "benign")
    cats = Counter(r["category"] for r in records)
    cat_sec = len({r["category"]: 0 for r in sec})
    cat_cl = len({r["category"]: 0 for r in cl})
    per_cat = Counter(cats.values())
    def reason(x):
        w = x.split("): ", 1)[1]
        if w.startswith("window"):
            return "an 8-char window of a listed secret also occurred in the surrounding text"
        if w.startswith("clean lint"):
            return "clean-note lint hit (credential-like pattern in a clean note)"
        if "bytes >" in w:
            return "field over its byte limit"
        return w
    reasons = Counter(reason(x) for x in retry_log)
    txt = f"""blind_set_v28 -- blind evaluation set for the credential-redaction filter of the agent memory server
=====================================================================================================

Files
  make_blind_set_v28.py   generator (Python 3 standard library only, no network, no local imports)
  blind_set_v28.jsonl     the set, one JSON object per line, keys in the order
                          id, lang, kind, category, fields{{missing_context, lesson, ask_next_time}}, secrets
  README_v28.txt          this file (written by the generator)

How it was made
  * Written blind: only FORMAT.txt in this folder and the author's own knowledge were used (no rule sets or
    scanners of any secret-detection tool, no web or code search, no other folder under /work).
  * One PRNG, random.Random(28_2026_1126), drives every choice: how often each template is used, the
    language of each note, the presentation style, which field carries the secret, every random value
    (token bodies, passwords, hosts, names, dates), the retries, and the final shuffle.  No set is iterated,
    no hash() or uuid/os.urandom is used, JSON keys are written in a fixed order with ensure_ascii=False.
    Ids e001..e{len(records):03d} are assigned after the final shuffle.
  * Secret notes come from two template families:
      - vendor notes ("... [Vendor]" categories): {len(VENDORS)} token specs covering {len(vendors)} distinct vendor
        companies (global and Korean/Asian).  Each spec generates the vendor's documented token shape
        (prefix, length, alphabet, separators) with a random body and is rendered in one of ~20
        presentation styles (.env, shell export, GitHub Actions, docker-compose, k8s Secret, JSON, TOML,
        properties, code in JS/TS/Python/Go/Kotlin/Swift/Java/PHP/Ruby, curl, raw HTTP request, OkHttp /
        requests / axios / URLSession logs, diff, markdown table, notebook cell, colleague message,
        prose, label-at-end-of-one-field/value-in-the-next split).  Basic-auth blobs, percent-encoded
        forms and key-pair halves (AWS, Alibaba, Naver Cloud, MinIO, ...) are listed as FORMAT.txt asks;
        client ids, account SIDs, numeric Cloudinary keys, Confluent key names etc. are not listed.
      - {len(SECRET_TEMPLATES)} non-vendor templates: passwords (machine-random, name+birthday, word+year+symbol,
        Korean typed on a QWERTY keyboard, keyboard walks, passphrases, long numeric PINs, old+new),
        database / warehouse URLs and DSNs (percent-encoded where needed), signing keys and keystore
        passwords, PEM / OpenSSH bodies (each body line listed), cookies and bearer tokens in captured
        requests, presigned / signed URLs, TOTP seeds and recovery codes, webhook signing secrets,
        split-across-fields and no-label cases.
  * Clean notes: {len([t for t in CLEAN_TEMPLATES if t[2] == 'risky'])} risky-looking templates (SHAs, integrity hashes, digests, UUIDs and
    request/trace ids, idempotency keys, build numbers, base64 of ordinary data, minified names,
    placeholders and masked keys, secret NAMES and references without values, prose about passwords and
    keys, password policy, CLI usage, fingerprints and public keys/certificates, encrypted blobs, random
    resource names, documented fake fixtures), {len([t for t in CLEAN_TEMPLATES if t[2] == 'publishable'])} publishable-key templates (category ends in
    "[publishable]"), and {len([t for t in CLEAN_TEMPLATES if t[2] == 'benign'])} ordinary engineering-lesson templates.

Assertions (checked for every note while generating; a failing note is regenerated deterministically by
drawing again from the same PRNG, at most {MAX_RETRIES_PER_NOTE} times, and checked again over the whole set at the end)
  * missing_context non-empty; missing_context and lesson <= 1024 UTF-8 bytes, ask_next_time <= 512.
  * secret notes: at least one listed secret; every listed secret >= 8 characters and verbatim in the
    fields; no 8-character window of any listed secret occurs anywhere in the three fields outside the
    occurrences of the listed secrets themselves.
  * clean notes: secrets == []; a lint pass rejects anything that looks like a live credential shape
    (AWS key ids, GitHub/GitLab/Slack/Stripe/OpenAI/Anthropic/... prefixes with bodies, PEM private keys,
    complete JWTs, password/secret/token/api_key = value pairs, user:password@ in URLs); the documented AWS
    example key pair is whitelisted; publishable notes may contain their browser key (AIza..., anon JWT).
  * set level: >= 640 notes; secret == clean; en == ko inside each half; no category used more than
    {MAX_PER_CATEGORY} times; publishable notes <= 10% of clean notes; risky-looking clean notes >= 2/3 of clean notes;
    >= 120 distinct vendor companies among the vendor notes; unique ids.

Counts
  notes                          {len(records)}
  secret / clean                 {len(sec)} / {len(cl)}
  secret en / ko                 {lang(sec, 'en')} / {lang(sec, 'ko')}
  clean en / ko                  {lang(cl, 'en')} / {lang(cl, 'ko')}
  all en / ko                    {lang(records, 'en')} / {lang(records, 'ko')}
  listed secrets (total)         {n_listed}
  secret notes with >1 secret    {multi}
  vendor notes ([Vendor])        {vendor_notes}
  non-vendor secret notes        {len(sec) - vendor_notes}
  distinct vendor companies      {len(vendors)}
  vendor token specs             {len(VENDORS)}
  clean risky-looking            {risky}  (incl. publishable)  = {100.0 * risky / len(cl):.1f}% of clean
  clean publishable              {pub}  = {100.0 * pub / len(cl):.1f}% of clean
  clean ordinary                 {benign}
  categories                     {len(cats)} total ({cat_sec} secret, {cat_cl} clean); notes per category: {dict(sorted(per_cat.items()))}

Output
  blind_set_v28.jsonl  sha256 {hashlib.sha256(data).hexdigest()}
                       {len(data)} bytes, {len(records)} lines

Retries
  {retries} regenerations were needed in total.
""" + ("".join(f"    {k}: {v}\n" for k, v in sorted(reasons.items())) if reasons else "") + f"""
Reproduce / check determinism
  python3 make_blind_set_v28.py            # writes both files next to the script
  PYTHONHASHSEED=0 python3 make_blind_set_v28.py /tmp/a && PYTHONHASHSEED=123 python3 make_blind_set_v28.py /tmp/b
  cmp /tmp/a/blind_set_v28.jsonl /tmp/b/blind_set_v28.jsonl
The generator was run twice, also under different PYTHONHASHSEED values; the outputs were byte-identical.

Distinct vendor companies
""" + "".join(f"  {v}\n" for v in sorted(vendors))
    return txt


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    os.makedirs(out_dir, exist_ok=True)
    records, retries, retry_log = generate()
    vendors = final_asserts(records)
    data = dump(records)
    with open(os.path.join(out_dir, "blind_set_v28.jsonl"), "wb") as f:
        f.write(data)
    with open(os.path.join(out_dir, "README_v28.txt"), "w", encoding="utf-8") as f:
        f.write(readme(records, vendors, data, retries, retry_log))
    print(f"{len(records)} notes, sha256 {hashlib.sha256(data).hexdigest()}, {len(data)} bytes, retries {retries}")
    for x in retry_log:
        print("  retry:", x)


if __name__ == "__main__":
    main()
