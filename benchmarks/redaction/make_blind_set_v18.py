#!/usr/bin/env python3
"""Generator for blind evaluation set v18 (credential-redaction filter for developer notes).

Single seeded PRNG, Python standard library only.  Writes blind_set_v18.jsonl next to this file.
Run:  python3 make_blind_set_v18.py
"""
import base64
import hashlib
import json
import os
import string
import random

SEED = 18_2026_1126
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "blind_set_v18.jsonl")

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DI = string.digits
AN = UP + LO + DI
HEXL = DI + "abcdef"
HEXU = DI + "ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
LAN = LO + DI
UAN = UP + DI


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def ch(seq):
    return R.choice(seq)


def ri(a, b):
    return R.randint(a, b)


def L(lang, en, ko):
    return en if lang == "en" else ko


def hexs(n):
    return rs(HEXL, n)


def uuid4():
    h = hexs(32)
    h = h[:12] + "4" + h[13:16] + ch("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64blob(n):
    return base64.b64encode(rbytes(n)).decode()


def b64u(data):
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def jwt(payload, sig_len=43):
    head = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return head + "." + body + "." + rs(B64U, sig_len)


# ---------------------------------------------------------------- fillers
SVCS = ["orders", "billing", "auth", "search", "ledger", "media", "notify", "catalog", "payroll",
        "reports", "gateway", "inventory", "crm", "chat", "analytics", "settle", "coupon", "review"]
ENVS = ["prod", "staging", "dev", "qa", "stg", "sandbox", "perf"]
CORPS = ["acme", "hanbit", "nuri", "bluepeak", "solmate", "greenfox", "daon", "orbis", "kitebox",
         "mirae", "haneul", "tidewell", "pinecrest", "byeol"]
USERS = ["app", "svc_orders", "deploy", "admin", "readonly", "etl_user", "jenkins", "backup",
         "grafana", "ci_bot", "dbadmin", "analyst", "report_ro", "batch", "migrator", "ops"]
DBS = ["orders", "billing", "userdb", "ledger", "analytics", "cms", "inventory", "crm", "payroll",
       "events", "shop", "auth"]
EN_PEOPLE = ["Dana", "Marcus", "Priya", "Tom", "Lena", "Ravi", "Sofia", "Ken", "Olu", "Hannah",
             "Jorge", "Mei", "Ibrahim", "Claire", "Noah", "Aisha"]
KO_PEOPLE = ["민수", "지현", "서연", "준호", "하은", "도윤", "예린", "태민", "수빈", "현우",
             "지민", "은지", "상훈", "유진", "다은", "성민"]
KO_TITLES = ["님", "님", "님", " 선임", " 책임", " 매니저", " 팀장님", " 수석"]
REGIONS = ["ap-northeast-2", "us-east-1", "eu-west-1", "ap-southeast-1", "us-west-2"]


def corp():
    return ch(CORPS)


def host():
    k = ri(0, 4)
    if k == 0:
        return "%s-%s-%d.%s.internal" % (ch(SVCS), ch(ENVS), ri(1, 4), corp())
    if k == 1:
        return "%s-%s.%s.%s.rds.amazonaws.com" % (ch(DBS), ch(ENVS), "c" + rs(LAN, 11), ch(REGIONS))
    if k == 2:
        return "db%d.%s.%s.io" % (ri(1, 9), ch(ENVS), corp())
    if k == 3:
        return "10.%d.%d.%d" % (ri(0, 40), ri(0, 255), ri(2, 250))
    return "%s.%s.local" % (ch(["pg-main", "mysql-a", "mariadb01", "dbproxy", "replica-2", "oltp"]), corp())


def user():
    return ch(USERS)


def person():
    return ch(EN_PEOPLE)


def kperson():
    return ch(KO_PEOPLE) + ch(KO_TITLES)


def pp(lang):
    return person() if lang == "en" else kperson()


def ticket():
    return "%s-%d" % (ch(["OPS", "INFRA", "BE", "PLAT", "SEC", "DATA", "APP", "WEB", "PAY"]), ri(100, 9999))


def date():
    return "2025-%02d-%02d" % (ri(1, 12), ri(1, 28))


def hhmm():
    return "%02d:%02d" % (ri(8, 23), ri(0, 59))


def times(n):
    base = ri(8 * 60, 21 * 60)
    out = []
    for _ in range(n):
        out.append("%02d:%02d" % (base // 60, base % 60))
        base += ri(0, 9)
    return out


def port():
    return ch([5432, 3306, 6379, 27017, 5672, 9092, 1433, 1521, 8080, 8443, 9200, 5433, 6380])


# ---------------------------------------------------------------- password shapes
WORDS = ["maple", "harbor", "copper", "violet", "falcon", "pepper", "summit", "orbit", "lantern",
         "cobalt", "meadow", "thunder", "walnut", "saffron", "glacier", "pixel", "rocket", "tundra",
         "velvet", "jasper", "willow", "ember", "quartz", "nimbus", "otter", "badger", "cactus",
         "dolphin", "mango", "biscuit", "tiger", "panda", "coral", "raven", "sierra", "juniper",
         "pickle", "waffle", "comet", "banjo", "trumpet", "noodle", "kettle", "marble", "canyon"]
SYMS = "!@#$%^&*-_=+?.~"
PUNCT = string.punctuation


def pw_strong(lo=12, hi=20, syms=SYMS):
    n = ri(lo, hi)
    while True:
        p = rs(AN + syms + DI, n)
        if any(c in UP for c in p) and any(c in LO for c in p) and any(c in DI for c in p) and any(c in syms for c in p):
            return p


def pw_shell_safe(lo=12, hi=20):
    return pw_strong(lo, hi, "!#%^*-_=+.~@")


def pw_url_safe(lo=14, hi=24):
    return pw_strong(lo, hi, "-_.~")


def leet(w):
    t = {"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"}
    return "".join(t.get(c, c) if R.random() < 0.6 else c for c in w)


def pw_human():
    k = ri(0, 6)
    w = ch(WORDS)
    if k == 0:
        p = w.capitalize() + str(ri(2015, 2026)) + ch("!#?.$")
    elif k == 1:
        p = w + "_" + ch(WORDS) + str(ri(10, 99))
    elif k == 2:
        p = leet(w).capitalize() + ch(["!", "!!", "#1", "123!"]) + str(ri(1, 9))
    elif k == 3:
        p = ch(["Spring", "Summer", "Autumn", "Winter"]) + ch("#@!") + str(ri(2019, 2026))
    elif k == 4:
        p = ch(["ilove", "my", "go", "team"]) + w + str(ri(100, 999))
    elif k == 5:
        p = w.capitalize() + ch(WORDS).capitalize() + ch("!?*") + str(ri(1, 99))
    else:
        p = ch(EN_PEOPLE).lower() + "%02d%02d" % (ri(1, 12), ri(1, 28)) + ch("!@#")
    while len(p) < 8:
        p += str(ri(0, 9))
    return p


def pw_punct(lo=12, hi=18):
    n = ri(lo, hi)
    while True:
        p = rs(AN + PUNCT + PUNCT, n)
        if sum(c in PUNCT for c in p) >= 4 and any(c in AN for c in p):
            return p


def passphrase(n=None, sep=" "):
    n = n or ri(4, 5)
    ws = [ch(WORDS) for _ in range(n)]
    if R.random() < 0.4:
        ws[0] = ws[0].capitalize()
    if R.random() < 0.4:
        ws.append(str(ri(2, 99)))
    return sep.join(ws)


# Korean 2-beolsik keyboard mapping (Hangul typed while the IME is in English mode)
_CHO = "rRseEfaqQtTdwWczxvg"
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
         "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg",
         "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]
KO_WORDS = ["사랑해", "우리집", "고양이", "강아지", "행복", "하늘", "바다", "여름", "겨울", "별빛",
            "초코", "딸기", "떡볶이", "김치", "서울", "부산", "제주도", "커피", "라면", "호랑이",
            "무지개", "햇살", "토끼", "감자", "보리", "콩이", "해피", "우주", "단풍", "벚꽃"]


def ko_typed(word):
    out = []
    for c in word:
        o = ord(c) - 0xAC00
        if 0 <= o < 11172:
            out.append(_CHO[o // 588] + _JUNG[(o % 588) // 28] + _JONG[o % 28])
        else:
            out.append(c)
    return "".join(out)


def pw_ko_kbd():
    w = ch(KO_WORDS) + (ch(KO_WORDS) if R.random() < 0.5 else "")
    p = ko_typed(w) + ch(["", "!", "@", "#"]) + str(ri(1, 9999))
    if R.random() < 0.3:
        p = p[0].upper() + p[1:]
    while len(p) < 8:
        p += str(ri(0, 9))
    return p


def pw_hangul():
    p = ch(KO_WORDS) + ch(KO_WORDS) + ch(["", "!", "^^", "*"]) + str(ri(10, 9999))
    while len(p) < 8:
        p += str(ri(0, 9))
    return p


def jo(val, particle):
    """Korean particle after a value: often glued to it, sometimes spaced."""
    return val + ("" if R.random() < 0.6 else " ") + particle


def digits_code(n):
    return str(ri(1, 9)) + rs(DI, n - 1)


# ---------------------------------------------------------------- vendor token shapes
def one(var, val):
    return [(var, val, True)]


def slack_digits():
    return str(ri(1, 9)) + rs(DI, ri(9, 12))


def v_aws():
    return [("AWS_ACCESS_KEY_ID", "AKIA" + rs(UAN, 16), True),
            ("AWS_SECRET_ACCESS_KEY", rs(AN + "+/", 40), True)]


def v_aws_sts():
    return [("AWS_ACCESS_KEY_ID", "ASIA" + rs(UAN, 16), True),
            ("AWS_SECRET_ACCESS_KEY", rs(AN + "+/", 40), True),
            ("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2Vj" + rs(B64, ri(300, 420)) + ch(["", "=", "=="]), True)]


def v_twilio():
    return [("TWILIO_ACCOUNT_SID", "AC" + hexs(32), False), ("TWILIO_AUTH_TOKEN", hexs(32), True)]


def v_alibaba():
    return [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(AN, 18), True),
            ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(AN, 30), True)]


def v_tencent():
    return [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(AN, 32), True), ("TENCENTCLOUD_SECRET_KEY", rs(AN, 32), True)]


def v_ncp():
    return [("NCLOUD_ACCESS_KEY", rs(UAN, 20), True), ("NCLOUD_SECRET_KEY", rs(AN, 40), True)]


def v_minio():
    return [("MINIO_ACCESS_KEY", rs(UAN, 20), True), ("MINIO_SECRET_KEY", rs(AN + "+/", 40), True)]


def v_huawei():
    return [("HUAWEICLOUD_SDK_AK", rs(UAN, 20), True), ("HUAWEICLOUD_SDK_SK", rs(AN, 40), True)]


def v_razorpay():
    return [("RAZORPAY_KEY_ID", "rzp_live_" + rs(AN, 14), True), ("RAZORPAY_KEY_SECRET", rs(AN, 24), True)]


def v_datadog():
    return [("DD_API_KEY", hexs(32), True), ("DD_APP_KEY", hexs(40), True)]


def v_trello():
    return [("TRELLO_API_KEY", hexs(32), False), ("TRELLO_TOKEN", "ATTA" + hexs(64) + rs(HEXU, 8), True)]


def v_twilio_apikey():
    return [("TWILIO_API_KEY", "SK" + hexs(32), True), ("TWILIO_API_SECRET", rs(AN, 32), True)]


def v_kakao():
    return [("KAKAO_REST_API_KEY", hexs(32), True), ("KAKAO_ADMIN_KEY", hexs(32), True)]


def v_naver():
    return [("NAVER_CLIENT_ID", rs(AN, 20), False), ("NAVER_CLIENT_SECRET", rs(AN, 10), True)]


def v_solapi():
    return [("SOLAPI_API_KEY", "NCS" + rs(UAN, 13), True), ("SOLAPI_API_SECRET", rs(UAN, 32), True)]


def v_nhn():
    return [("NHN_APPKEY", rs(AN, 16), False), ("NHN_SECRET_KEY", rs(AN, 8), True)]


def v_line():
    return [("LINE_CHANNEL_ACCESS_TOKEN", rs(AN + "+/", 171) + "=", True), ("LINE_CHANNEL_SECRET", hexs(32), True)]


def v_tg():
    return one("TELEGRAM_BOT_TOKEN", str(ri(1, 9)) + rs(DI, ri(8, 9)) + ":AA" + rs(B64U, 33))


def v_discord():
    uid = str(ri(10 ** 17, 10 ** 18))
    return one("DISCORD_BOT_TOKEN", b64u(uid.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38))


def v_supabase():
    return [("SUPABASE_URL", "https://" + rs(LO, 20) + ".supabase.co", False),
            ("SUPABASE_SERVICE_ROLE_KEY", jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "service_role",
                                               "iat": ri(1690000000, 1740000000), "exp": ri(2000000000, 2100000000)}), True)]


def v_mapbox():
    body = b64u(json.dumps({"u": ch(CORPS) + "-maps", "a": rs(LAN, 25)}, separators=(",", ":")).encode())
    return one("MAPBOX_SECRET_TOKEN", "sk." + body + "." + rs(B64U, 22))


def v_azure_storage():
    return one("AZURE_STORAGE_KEY", base64.b64encode(rbytes(64)).decode())


def v_paypal():
    return [("PAYPAL_CLIENT_ID", "A" + rs(B64U, 79), False), ("PAYPAL_CLIENT_SECRET", "E" + rs(B64U, 79), True)]


def v_braintree():
    return one("BRAINTREE_TOKEN", "access_token$production$" + rs(LAN, 16) + "$" + hexs(32))


def v_facebook():
    return one("FB_PAGE_ACCESS_TOKEN", "EAA" + ch(["B", "G", "J", "I"]) + rs(AN, ri(160, 200)))


def v_twitter():
    return one("TWITTER_BEARER_TOKEN", "A" * 22 + rs(AN, 18) + "%3D" + rs(AN, 50))


def v_salesforce():
    return one("SF_SESSION_ID", "00D" + rs(AN, 12) + "!" + rs(AN + ".", 96))


def v_dynatrace():
    return one("DT_API_TOKEN", "dt0c01." + rs(UAN, 24) + "." + rs(UAN, 64))


def v_tfc():
    return one("TFE_TOKEN", rs(AN, 14) + ".atlasv1." + rs(AN, 67))


def v_airtable():
    return one("AIRTABLE_TOKEN", "pat" + rs(AN, 14) + "." + hexs(64))


def v_asana():
    return one("ASANA_PAT", "2/" + rs(DI, 16) + "/" + rs(DI, 16) + ":" + hexs(32))


def v_atlassian():
    return one("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(HEXU, 8))


def v_pinecone():
    return one("PINECONE_API_KEY", "pcsk_" + rs(AN, 5) + "_" + rs(AN, 62))


def v_fcm():
    return one("FCM_SERVER_KEY", "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134))


def v_gfw():
    return one("GOOGLE_OAUTH_REFRESH_TOKEN", "1//0" + rs(B64U, 99))


def v_ya29():
    return one("GOOGLE_ACCESS_TOKEN", "ya29.a0" + rs(B64U, 150))


def v_flutterwave():
    return one("FLW_SECRET_KEY", "FLWSECK-" + hexs(32) + "-X")


def v_tailscale():
    return one("TS_AUTHKEY", "tskey-auth-k" + rs(AN, 11) + "CNTRL-" + rs(AN, 33))


def v_ngrok():
    return one("NGROK_AUTHTOKEN", str(ri(2, 3)) + rs(AN, 26) + "_" + rs(AN, 21))


def v_github_fg():
    return one("GH_TOKEN", "github_pat_11" + rs(UAN, 9) + "0" + rs(AN, 12) + "_" + rs(AN, 59))


def v_azure_ad():
    return [("AZURE_CLIENT_ID", uuid4(), False), ("AZURE_CLIENT_SECRET", rs(AN, 3) + "8Q~" + rs(AN + "_.~-", 34), True)]


def v_google_client():
    return [("GOOGLE_CLIENT_ID", str(ri(10 ** 11, 10 ** 12)) + "-" + rs(LAN, 32) + ".apps.googleusercontent.com", False),
            ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28), True)]


def v_auth0():
    return [("AUTH0_CLIENT_ID", rs(AN, 32), False), ("AUTH0_CLIENT_SECRET", rs(B64U, 64), True)]


def v_docker_cfg():
    return one("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64U, 27))


def v_intercom():
    return one("INTERCOM_ACCESS_TOKEN", "dG9rOj" + rs(AN, 54) + "=")


def v_elastic():
    return one("ELASTIC_API_KEY", base64.b64encode((rs(AN + "_-", 20) + ":" + rs(AN + "_-", 22)).encode()).decode())


def v_slack_hook():
    t = rs(AN, 24)
    return [("SLACK_WEBHOOK_URL", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UAN, 8), rs(UAN, 10), t), t)]


def v_discord_hook():
    t = rs(B64U, 68)
    return [("DISCORD_WEBHOOK_URL", "https://discord.com/api/webhooks/%d/%s" % (ri(10 ** 17, 10 ** 18), t), t)]


def v_teams_hook():
    t = hexs(32)
    u = "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (corp(), uuid4(), uuid4(), t, uuid4())
    return [("TEAMS_WEBHOOK_URL", u, t)]


# name, api host, header template, generator
VENDORS = [
    ("GitHub", "api.github.com/user/repos", "Authorization: token {t}", lambda: one("GITHUB_TOKEN", "ghp_" + rs(AN, 36))),
    ("GitHub fine-grained", "api.github.com/repos/{c}/infra/actions/runs", "Authorization: Bearer {t}", v_github_fg),
    ("GitHub App", "api.github.com/installation/repositories", "Authorization: Bearer {t}", lambda: one("GITHUB_APP_INSTALL_TOKEN", "ghs_" + rs(AN, 36))),
    ("GitLab", "gitlab.{c}.io/api/v4/projects", "PRIVATE-TOKEN: {t}", lambda: one("GITLAB_TOKEN", "glpat-" + rs(B64U, 20))),
    ("GitLab runner", None, None, lambda: one("RUNNER_TOKEN", "glrt-" + rs(B64U, 20))),
    ("Slack bot", "slack.com/api/chat.postMessage", "Authorization: Bearer {t}",
     lambda: one("SLACK_BOT_TOKEN", "xoxb-" + slack_digits() + "-" + slack_digits() + "-" + rs(AN, 24))),
    ("Slack user", "slack.com/api/conversations.history", "Authorization: Bearer {t}",
     lambda: one("SLACK_USER_TOKEN", "xoxp-" + slack_digits() + "-" + slack_digits() + "-" + slack_digits() + "-" + hexs(32))),
    ("Slack app-level", None, None, lambda: one("SLACK_APP_TOKEN", "xapp-1-A" + rs(UAN, 10) + "-" + rs(DI, 13) + "-" + hexs(64))),
    ("Stripe", "api.stripe.com/v1/charges", "Authorization: Bearer {t}", lambda: one("STRIPE_SECRET_KEY", "sk_live_51" + rs(AN, 97))),
    ("Stripe restricted", "api.stripe.com/v1/refunds", "Authorization: Bearer {t}", lambda: one("STRIPE_RESTRICTED_KEY", "rk_live_51" + rs(AN, 97))),
    ("Stripe webhook", None, None, lambda: one("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(AN, 32))),
    ("OpenAI", "api.openai.com/v1/chat/completions", "Authorization: Bearer {t}",
     lambda: one("OPENAI_API_KEY", "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74))),
    ("Anthropic", "api.anthropic.com/v1/messages", "x-api-key: {t}", lambda: one("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64U, 93) + "AA")),
    ("Google API", "maps.googleapis.com/maps/api/geocode/json", None, lambda: one("GOOGLE_MAPS_API_KEY", "AIza" + rs(B64U, 35))),
    ("Google OAuth client", None, None, v_google_client),
    ("Google OAuth refresh", None, None, v_gfw),
    ("AWS", None, None, v_aws),
    ("AWS STS", None, None, v_aws_sts),
    ("Azure Storage", None, None, v_azure_storage),
    ("Azure AD", None, None, v_azure_ad),
    ("Azure DevOps", "dev.azure.com/{c}/_apis/projects", None, lambda: one("AZURE_DEVOPS_PAT", rs(LO + "234567", 52))),
    ("Alibaba Cloud", None, None, v_alibaba),
    ("Tencent Cloud", None, None, v_tencent),
    ("Naver Cloud", None, None, v_ncp),
    ("MinIO", None, None, v_minio),
    ("DigitalOcean", "api.digitalocean.com/v2/droplets", "Authorization: Bearer {t}", lambda: one("DIGITALOCEAN_TOKEN", "dop_v1_" + hexs(64))),
    ("npm", "registry.npmjs.org/-/whoami", "Authorization: Bearer {t}", lambda: one("NPM_TOKEN", "npm_" + rs(AN, 36))),
    ("PyPI", None, None, lambda: one("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc" + rs(B64U, ri(140, 170)))),
    ("RubyGems", "rubygems.org/api/v1/gems", "Authorization: {t}", lambda: one("GEM_HOST_API_KEY", "rubygems_" + hexs(48))),
    ("NuGet", None, None, lambda: one("NUGET_API_KEY", "oy2" + rs(LAN, 43))),
    ("Docker Hub", None, None, v_docker_cfg),
    ("Twilio", None, None, v_twilio),
    ("SendGrid", "api.sendgrid.com/v3/mail/send", "Authorization: Bearer {t}",
     lambda: one("SENDGRID_API_KEY", "SG." + rs(B64U, 22) + "." + rs(B64U, 43))),
    ("Mailgun", None, None, lambda: one("MAILGUN_API_KEY", "key-" + hexs(32))),
    ("Mailchimp", None, None, lambda: one("MAILCHIMP_API_KEY", hexs(32) + "-us" + str(ri(2, 21)))),
    ("Postmark", "api.postmarkapp.com/email", "X-Postmark-Server-Token: {t}", lambda: one("POSTMARK_SERVER_TOKEN", uuid4())),
    ("Shopify", "{c}.myshopify.com/admin/api/2024-10/orders.json", "X-Shopify-Access-Token: {t}", lambda: one("SHOPIFY_ACCESS_TOKEN", "shpat_" + hexs(32))),
    ("Atlassian", "{c}.atlassian.net/rest/api/3/myself", None, v_atlassian),
    ("Notion", "api.notion.com/v1/search", "Authorization: Bearer {t}", lambda: one("NOTION_TOKEN", "ntn_" + rs(DI, 11) + rs(AN, 35))),
    ("Linear", "api.linear.app/graphql", "Authorization: {t}", lambda: one("LINEAR_API_KEY", "lin_api_" + rs(AN, 40))),
    ("Figma", "api.figma.com/v1/me", "X-Figma-Token: {t}", lambda: one("FIGMA_TOKEN", "figd_" + rs(B64U, 40))),
    ("Discord", "discord.com/api/v10/users/@me", "Authorization: Bot {t}", v_discord),
    ("Telegram", None, None, v_tg),
    ("Hugging Face", "huggingface.co/api/whoami-v2", "Authorization: Bearer {t}", lambda: one("HF_TOKEN", "hf_" + rs(UP + LO, 34))),
    ("Replicate", "api.replicate.com/v1/predictions", "Authorization: Bearer {t}", lambda: one("REPLICATE_API_TOKEN", "r8_" + rs(AN, 37))),
    ("Groq", "api.groq.com/openai/v1/models", "Authorization: Bearer {t}", lambda: one("GROQ_API_KEY", "gsk_" + rs(AN, 52))),
    ("Perplexity", "api.perplexity.ai/chat/completions", "Authorization: Bearer {t}", lambda: one("PPLX_API_KEY", "pplx-" + rs(AN, 48))),
    ("xAI", "api.x.ai/v1/models", "Authorization: Bearer {t}", lambda: one("XAI_API_KEY", "xai-" + rs(AN, 80))),
    ("OpenRouter", "openrouter.ai/api/v1/models", "Authorization: Bearer {t}", lambda: one("OPENROUTER_API_KEY", "sk-or-v1-" + hexs(64))),
    ("DeepSeek", "api.deepseek.com/chat/completions", "Authorization: Bearer {t}", lambda: one("DEEPSEEK_API_KEY", "sk-" + hexs(32))),
    ("Cohere", "api.cohere.com/v2/chat", "Authorization: Bearer {t}", lambda: one("CO_API_KEY", rs(AN, 40))),
    ("Mistral", "api.mistral.ai/v1/models", "Authorization: Bearer {t}", lambda: one("MISTRAL_API_KEY", rs(AN, 32))),
    ("ElevenLabs", "api.elevenlabs.io/v1/voices", "xi-api-key: {t}", lambda: one("ELEVENLABS_API_KEY", "sk_" + hexs(48))),
    ("Pinecone", None, None, v_pinecone),
    ("Weights & Biases", None, None, lambda: one("WANDB_API_KEY", hexs(40))),
    ("LangSmith", None, None, lambda: one("LANGSMITH_API_KEY", "lsv2_pt_" + hexs(32) + "_" + hexs(10))),
    ("Supabase", None, None, v_supabase),
    ("Firebase FCM", "fcm.googleapis.com/fcm/send", "Authorization: key={t}", v_fcm),
    ("Netlify", "api.netlify.com/api/v1/sites", "Authorization: Bearer {t}", lambda: one("NETLIFY_AUTH_TOKEN", "nfp_" + rs(AN, 36))),
    ("Cloudflare", "api.cloudflare.com/client/v4/zones", "Authorization: Bearer {t}", lambda: one("CLOUDFLARE_API_TOKEN", rs(B64U, 40))),
    ("Fastly", "api.fastly.com/service", "Fastly-Key: {t}", lambda: one("FASTLY_API_TOKEN", rs(B64U, 32))),
    ("Datadog", None, None, v_datadog),
    ("New Relic", "api.newrelic.com/graphql", "API-Key: {t}", lambda: one("NEW_RELIC_API_KEY", "NRAK-" + rs(UAN, 27))),
    ("Sentry", "sentry.io/api/0/projects/", "Authorization: Bearer {t}", lambda: one("SENTRY_AUTH_TOKEN", "sntryu_" + hexs(64))),
    ("Grafana Cloud", None, None, lambda: one("GRAFANA_CLOUD_TOKEN", "glc_" + rs(B64, 120) + "==")),
    ("Grafana service account", "grafana.{c}.io/api/dashboards/uid/ops", "Authorization: Bearer {t}",
     lambda: one("GRAFANA_SA_TOKEN", "glsa_" + rs(AN, 32) + "_" + hexs(8))),
    ("Doppler", None, None, lambda: one("DOPPLER_TOKEN", "dp.st." + ch(ENVS) + "." + rs(AN, 40))),
    ("HashiCorp Vault", None, None, lambda: one("VAULT_TOKEN", "hvs." + rs(B64U, 92))),
    ("Terraform Cloud", None, None, v_tfc),
    ("Pulumi", None, None, lambda: one("PULUMI_ACCESS_TOKEN", "pul-" + hexs(40))),
    ("CircleCI", "circleci.com/api/v2/me", "Circle-Token: {t}", lambda: one("CIRCLE_TOKEN", "CCIPAT_" + rs(AN, 22) + "_" + hexs(40))),
    ("Buildkite", "api.buildkite.com/v2/builds", "Authorization: Bearer {t}", lambda: one("BUILDKITE_API_TOKEN", "bkua_" + hexs(40))),
    ("SonarQube", "sonar.{c}.io/api/projects/search", None, lambda: one("SONAR_TOKEN", "squ_" + hexs(40))),
    ("JFrog", None, None, lambda: one("ARTIFACTORY_API_KEY", "AKCp8" + rs(AN, 68))),
    ("Okta", "{c}.okta.com/api/v1/users", "Authorization: SSWS {t}", lambda: one("OKTA_API_TOKEN", "00" + rs(B64U, 40))),
    ("Auth0", None, None, v_auth0),
    ("X/Twitter", "api.twitter.com/2/tweets/search/recent", "Authorization: Bearer {t}", v_twitter),
    ("Facebook", None, None, v_facebook),
    ("Dropbox", "api.dropboxapi.com/2/files/list_folder", "Authorization: Bearer {t}", lambda: one("DROPBOX_TOKEN", "sl.B" + rs(B64U, 134))),
    ("Asana", "app.asana.com/api/1.0/users/me", "Authorization: Bearer {t}", v_asana),
    ("Airtable", "api.airtable.com/v0/meta/bases", "Authorization: Bearer {t}", v_airtable),
    ("Zendesk", None, None, lambda: [("ZENDESK_EMAIL", "support@%s.com" % corp(), False), ("ZENDESK_API_TOKEN", rs(AN, 40), True)]),
    ("HubSpot", "api.hubapi.com/crm/v3/objects/contacts", "Authorization: Bearer {t}", lambda: one("HUBSPOT_TOKEN", "pat-na1-" + uuid4())),
    ("Square", "connect.squareup.com/v2/locations", "Authorization: Bearer {t}", lambda: one("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64U, 60))),
    ("PayPal", None, None, v_paypal),
    ("Braintree", None, None, v_braintree),
    ("Razorpay", None, None, v_razorpay),
    ("Toss Payments", None, None, lambda: one("TOSS_SECRET_KEY", "live_sk_" + rs(AN, 24))),
    ("Kakao", None, None, v_kakao),
    ("Naver Developers", None, None, v_naver),
    ("PortOne", None, None, lambda: one("PORTONE_API_SECRET", rs(AN, 80))),
    ("LINE", None, None, v_line),
    ("Algolia", None, None, lambda: [("ALGOLIA_APP_ID", rs(UAN, 10), False), ("ALGOLIA_ADMIN_KEY", hexs(32), True)]),
    ("Mapbox", None, None, v_mapbox),
    ("age", None, None, lambda: one("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58))),
    ("Bitbucket", None, None, lambda: one("BITBUCKET_APP_PASSWORD", "ATBB" + rs(AN, 32) + rs(HEXU, 8))),
    ("Contentful", "api.contentful.com/spaces", "Authorization: Bearer {t}", lambda: one("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64U, 43))),
    ("Databricks", "{c}.cloud.databricks.com/api/2.0/clusters/list", "Authorization: Bearer {t}", lambda: one("DATABRICKS_TOKEN", "dapi" + hexs(32))),
    ("PlanetScale", None, None, lambda: one("PLANETSCALE_PASSWORD", "pscale_pw_" + rs(B64U, 43))),
    ("Neon", "console.neon.tech/api/v2/projects", "Authorization: Bearer {t}", lambda: one("NEON_API_KEY", "napi_" + rs(LAN, 64))),
    ("Render", "api.render.com/v1/services", "Authorization: Bearer {t}", lambda: one("RENDER_API_KEY", "rnd_" + rs(AN, 32))),
    ("Resend", "api.resend.com/emails", "Authorization: Bearer {t}", lambda: one("RESEND_API_KEY", "re_" + rs(AN, 8) + "_" + rs(AN, 24))),
    ("Brevo", "api.brevo.com/v3/account", "api-key: {t}", lambda: one("BREVO_API_KEY", "xkeysib-" + hexs(64) + "-" + rs(AN, 16))),
    ("Postman", "api.getpostman.com/collections", "X-Api-Key: {t}", lambda: one("POSTMAN_API_KEY", "PMAK-" + hexs(24) + "-" + hexs(34))),
    ("Plaid", None, None, lambda: [("PLAID_CLIENT_ID", hexs(24), False), ("PLAID_SECRET", hexs(30), True)]),
    ("Shippo", "api.goshippo.com/shipments", "Authorization: ShippoToken {t}", lambda: one("SHIPPO_API_TOKEN", "shippo_live_" + hexs(40))),
    ("Flutterwave", None, None, v_flutterwave),
    ("Paystack", "api.paystack.co/transaction", "Authorization: Bearer {t}", lambda: one("PAYSTACK_SECRET_KEY", "sk_live_" + hexs(40))),
    ("Tailscale", None, None, v_tailscale),
    ("ngrok", None, None, v_ngrok),
    ("Dynatrace", "{c}.live.dynatrace.com/api/v2/metrics", "Authorization: Api-Token {t}", v_dynatrace),
    ("Salesforce", None, None, v_salesforce),
    ("Sourcegraph", "sourcegraph.{c}.io/.api/graphql", "Authorization: token {t}", lambda: one("SRC_ACCESS_TOKEN", "sgp_" + hexs(16) + "_" + hexs(40))),
    ("Sendbird", None, None, lambda: [("SENDBIRD_APP_ID", uuid4().upper(), False), ("SENDBIRD_API_TOKEN", hexs(40), True)]),
    ("Solapi", None, None, v_solapi),
    ("NHN Cloud", None, None, v_nhn),
    ("Gitea", "git.{c}.io/api/v1/user/repos", "Authorization: token {t}", lambda: one("GITEA_TOKEN", hexs(40))),
    ("Infura", None, None, lambda: one("INFURA_API_KEY", hexs(32))),
    ("Etherscan", None, None, lambda: one("ETHERSCAN_API_KEY", rs(UAN, 34))),
    ("Trello", None, None, v_trello),
    ("Elastic Cloud", None, None, v_elastic),
    ("1Password", None, None, lambda: one("OP_SERVICE_ACCOUNT_TOKEN", "ops_eyJ" + rs(B64U, 180))),
    ("Slack webhook", None, None, v_slack_hook),
    ("Discord webhook", None, None, v_discord_hook),
    ("Microsoft Teams webhook", None, None, v_teams_hook),
]

URL_TMPL = {
    "Google API": "https://maps.googleapis.com/maps/api/geocode/json?address=Seoul+Station&key={t}",
    "Etherscan": "https://api.etherscan.io/api?module=account&action=balance&address=0x{h}&apikey={t}",
    "Infura": "https://mainnet.infura.io/v3/{t}",
    "Telegram": "https://api.telegram.org/bot{t}/sendMessage?chat_id=-100{d}&text=deploy+done",
}


# ---------------------------------------------------------------- vendor frames
def why(lang, v):
    s, e = ch(SVCS), ch(ENVS)
    en = [
        "Integration tests for the %s service kept failing with 401 from %s." % (s, v),
        "The nightly %s sync job had been dead since %s; nobody told me it calls %s." % (s, date(), v),
        "Could not run the %s worker locally, it needs %s credentials that are not in the repo docs." % (s, v),
        "Deploy of %s to %s stalled at the smoke test that pings %s." % (s, e, v),
        "I spent an hour guessing which %s account the %s env uses." % (v, e),
        "Picked up %s mid-way; the %s integration was half wired and undocumented." % (ticket(), v),
        "Asked to debug why %s webhooks stopped reaching %s-%s." % (v, s, e),
    ]
    ko = [
        "%s 서비스 연동 테스트가 %s 쪽에서 계속 401 뱉음." % (s, v),
        "%s부터 %s 야간 배치 죽어있었는데 %s 호출하는 줄 몰랐음" % (date(), s, v),
        "로컬에서 %s 워커 띄우려면 %s 키 필요한데 문서에 없음" % (s, v),
        "%s %s 배포가 %s 헬스체크에서 멈춤" % (s, e, v),
        "%s 환경이 어떤 %s 계정 쓰는지 한시간 헤맴" % (e, v),
        "%s 이어받았는데 %s 연동이 반쯤 붙어있고 문서 0" % (ticket(), v),
        "%s 웹훅이 %s-%s에 안 들어오는 원인 찾는 중이었음" % (v, s, e),
    ]
    return ch(en) if lang == "en" else ch(ko) + ch([".", ".", ".", ""])


def gen_lesson(lang, v):
    en = ["Credentials for %s live in the team vault, not in the wiki page that still describes the old account." % v,
          "The %s client reads its key only at import time, so restart the worker after changing it." % v,
          "Do not trust the sample config in docs/; it points at the sandbox %s project." % v,
          "A 401 from %s here almost always means the key was rotated, not a code bug." % v,
          "Ask for %s access on day one; the onboarding checklist skips it." % v,
          "Keep %s keys out of committed files; CI injects them from protected variables." % v]
    ko = ["%s 키는 팀 볼트에 있음. 위키에 있는 건 옛날 계정 기준" % v,
          "%s 클라이언트는 import 시점에만 키 읽어서 바꾸면 워커 재시작 필수" % v,
          "docs/ 샘플 설정은 %s 샌드박스 프로젝트 가리킴. 믿지 말 것" % v,
          "여기서 %s 401 나면 거의 키 로테이션 때문임. 코드 문제 아님" % v,
          "%s 권한은 첫날 바로 요청하기. 온보딩 체크리스트에 빠져있음" % v,
          "%s 키 커밋 금지, CI에서 protected 변수로 주입함" % v]
    return ch(en) if lang == "en" else ch(ko)


def gen_ask(lang, v):
    if R.random() < 0.35:
        return ""
    en = ["Where is the canonical %s key stored and who rotates it?" % v,
          "Is there a sandbox %s account I can use for local runs?" % v,
          "Which environments share the same %s credentials?" % v,
          "Who owns the %s integration now?" % v]
    ko = ["%s 키 원본 어디 있고 누가 로테이션함?" % v,
          "로컬용 %s 샌드박스 계정 있는지?" % v,
          "어느 환경끼리 %s 키 공유하는지" % v,
          "%s 연동 지금 담당자 누구?" % v]
    return ch(en) if lang == "en" else ch(ko)


def kvl(kvs, fmt):
    return "\n".join(fmt.replace("{K}", k).replace("{V}", val) for k, val, _ in kvs)


def fr_env(v, api, hdr, kvs, lang):
    code = kvl(kvs, "export {K}={V}") if R.random() < 0.6 else kvl(kvs, 'export {K}="{V}"')
    mc = why(lang, v) + L(lang, " What finally worked in my shell:\n", " 결국 쉘에서 이렇게 해서 됨\n") + code
    return mc, gen_lesson(lang, v), gen_ask(lang, v)


def fr_dotenv(v, api, hdr, kvs, lang):
    fn = ch([".env", ".env.local", ".env.staging", "apps/api/.env", ".env.development"])
    extra = ["NODE_ENV=development", "PORT=%d" % ri(3000, 9000), "LOG_LEVEL=debug"]
    lines = [ch(extra)] + [k + "=" + val for k, val, _ in kvs] + [ch(extra)]
    mc = why(lang, v) + L(lang, " %s sent me their %s:\n" % (person(), fn), " %s한테 %s 받음:\n" % (kperson(), fn)) + "\n".join(lines)
    return mc, gen_lesson(lang, v), gen_ask(lang, v)


def fr_curl(v, api, hdr, kvs, lang):
    t = kvs[0][1]
    h = (hdr or "Authorization: Bearer {t}").replace("{t}", t)
    url = "https://" + api.replace("{c}", corp())
    cmd = "curl -sS -H '%s' %s" % (h, url) if R.random() < 0.5 else 'curl -s "%s" \\\n  -H "%s" \\\n  -H "Content-Type: application/json"' % (url, h)
    mc = why(lang, v) + L(lang, " Sanity check that proved the key itself was fine:\n", " 키 자체는 멀쩡한지 이걸로 확인함\n") + cmd
    return mc, gen_lesson(lang, v), gen_ask(lang, v)


def fr_sdk(v, api, hdr, kvs, lang):
    t = kvs[0][1]
    cls = "".join(w.capitalize() for w in v.replace("/", " ").replace(".", " ").replace("&", " ").split()) or "Client"
    if R.random() < 0.5:
        code = "client = %s(api_key=\"%s\", timeout=30)" % (cls, t)
    else:
        code = "const client = new %s({ apiKey: '%s', retries: 2 });" % (cls, t)
    mc = why(lang, v) + L(lang, " The scratch script in tools/ had it hardcoded:\n", " tools/ 안 임시 스크립트에 하드코딩 되어있었음\n") + code
    return mc, gen_lesson(lang, v), gen_ask(lang, v)


def fr_json(v, api, hdr, kvs, lang):
    key = v.lower().replace(" ", "_").replace("/", "_").replace(".", "").replace("&", "and")
    obj = {"env": ch(ENVS), key: {k.lower(): val for k, val, _ in kvs}, "timeoutMs": ri(2, 30) * 1000}
    mc = why(lang, v) + L(lang, " config/%s.json on the box looked like this:\n" % ch(ENVS), " 서버 config/%s.json 내용\n" % ch(ENVS)) + json.dumps(obj, indent=2)
    return mc, gen_lesson(lang, v), gen_ask(lang, v)


def fr_yaml(v, api, hdr, kvs, lang):
    key = v.lower().replace(" ", "_").replace("/", "_").replace(".", "").replace("&", "and")
    lines = [key + ":"] + ["  %s: %s" % (k.lower(), val if R.random() < 0.5 else '"%s"' % val) for k, val, _ in kvs] + ["  enabled: true"]
    mc = why(lang, v) + L(lang, " Found the values in settings.yaml on the old VM:\n", " 구 VM settings.yaml 에서 찾음\n") + "\n".join(lines)
    return mc, gen_lesson(lang, v), gen_ask(lang, v)


def fr_toml(v, api, hdr, kvs, lang):
    key = v.lower().replace(" ", "-").replace("/", "-").replace(".", "").replace("&", "and")
    lines = ["[integrations.%s]" % key] + ['%s = "%s"' % (k.lower(), val) for k, val, _ in kvs] + ["retries = %d" % ri(1, 5)]
    mc = why(lang, v) + L(lang, " The Rust service reads it from config.toml:\n", " 러스트 서비스가 config.toml 에서 읽음\n") + "\n".join(lines)
    return mc, gen_lesson(lang, v), gen_ask(lang, v)


def fr_ini(v, api, hdr, kvs, lang):
    key = v.lower().replace(" ", "_").replace("/", "_").replace(".", "")
    lines = ["[%s]" % key] + ["%s = %s" % (k.lower(), val) for k, val, _ in kvs]
    mc = why(lang, v) + L(lang, " Legacy cron box, /etc/%s/app.ini:\n" % corp(), " 레거시 크론 서버 /etc/%s/app.ini\n" % corp()) + "\n".join(lines)
    return mc, gen_lesson(lang, v), gen_ask(lang, v)


def fr_gha(v, api, hdr, kvs, lang):
    lines = ["jobs:", "  e2e:", "    runs-on: ubuntu-latest", "    env:"] + ["      %s: %s" % (k, val) for k, val, _ in kvs] + ["    steps:", "      - run: make e2e"]
    mc = why(lang, v) + L(lang, " Someone had pasted the values straight into .github/workflows/e2e.yml:\n", " 누가 .github/workflows/e2e.yml 에 값을 그대로 박아둠\n") + "\n".join(lines)
    return mc, gen_lesson(lang, v), gen_ask(lang, v)


def fr_url(v, api, hdr, kvs, lang):
    t = kvs[0][1]
    url = URL_TMPL[v].replace("{t}", t).replace("{c}", corp()).replace("{s}", ch(SVCS)).replace("{h}", hexs(40)).replace("{d}", str(ri(10 ** 9, 10 ** 10)))
    mc = why(lang, v) + ch(L(lang, [" The request URL copied from the network tab:\n", " The cron job just calls this URL:\n"],
                             [" 브라우저 네트워크 탭에서 복사한 요청 URL\n", " 크론이 이 URL 그대로 호출함\n"])) + url
    return mc, gen_lesson(lang, v), gen_ask(lang, v)


def fr_docker(v, api, hdr, kvs, lang):
    lines = ["FROM python:3.%d-slim" % ri(9, 13), "WORKDIR /app"] + ["ENV %s=%s" % (k, val) for k, val, _ in kvs] + ['CMD ["python", "-m", "worker"]']
    mc = why(lang, v) + L(lang, " The image built from this Dockerfile worked, the Helm one did not:\n", " 이 Dockerfile로 빌드한 이미지는 되고 helm 배포본은 안 됨\n") + "\n".join(lines)
    return mc, gen_lesson(lang, v), gen_ask(lang, v)


def fr_tf(v, api, hdr, kvs, lang):
    blocks = []
    for k, val, _ in kvs:
        blocks.append('variable "%s" {\n  type    = string\n  default = "%s"\n}' % (k.lower(), val))
    mc = why(lang, v) + L(lang, " terraform/vars.tf had defaults filled in:\n", " terraform/vars.tf 에 default 값이 채워져 있었음\n") + "\n".join(blocks)
    return mc, gen_lesson(lang, v), gen_ask(lang, v)


def fr_helm(v, api, hdr, kvs, lang):
    lines = ["%s:" % ch(SVCS), "  replicaCount: %d" % ri(1, 4), "  secretEnv:"] + ["    %s: %s" % (k, val) for k, val, _ in kvs]
    mc = why(lang, v) + L(lang, " values-%s.yaml in the chart repo:\n" % ch(ENVS), " 차트 레포 values-%s.yaml\n" % ch(ENVS)) + "\n".join(lines)
    return mc, gen_lesson(lang, v), gen_ask(lang, v)


def fr_prose(v, api, hdr, kvs, lang):
    vals = [val for k, val, listed in kvs]
    if lang == "en":
        if len(vals) == 1:
            mc = why(lang, v) + " Turns out the working %s key is %s - the one on the wiki was revoked in the spring." % (v, vals[0])
        else:
            mc = why(lang, v) + " The pair that works: " + " with ".join(vals) + " (wiki copy is stale)."
    else:
        if len(vals) == 1:
            mc = why(lang, v) + " 알고보니 %s 키는 %s 위키에 있는 건 봄에 폐기된 거" % (v, jo(vals[0], ch(["였음.", "이었음.", "이거였음."])))
        else:
            mc = why(lang, v) + " 실제 되는 조합은 " + " / ".join(vals) + " 임. 위키 값은 옛날 거"
    return mc, gen_lesson(lang, v), gen_ask(lang, v)


def fr_question(v, api, hdr, kvs, lang):
    vals = [val for k, val, listed in kvs]
    mc = why(lang, v) + L(lang, " I could not tell which credential was current.", " 뭐가 현재 키인지 판단 불가")
    ak = L(lang, "Is %s still the live %s credential, or was it rotated after %s?" % (" + ".join(vals), v, ticket()),
           "%s 이거 아직 살아있는 %s 키 맞음? %s 이후에 로테이션 됐는지 확인 필요" % (" + ".join(vals), v, ticket()))
    return mc, gen_lesson(lang, v), ak


def fr_log(v, api, hdr, kvs, lang):
    t = kvs[0][1]
    h = (hdr or "Authorization: Bearer {t}").split(": ", 1)
    hv = h[1].replace("{t}", t)
    ts = "%sT%s:%02d.%03dZ" % (date(), hhmm(), ri(0, 59), ri(0, 999))
    log = "%s DEBUG http.client send: method=POST path=/%s headers={'%s': '%s', 'User-Agent': '%s-worker/%d.%d'}\n%s WARN retrying (2/5) status=429" % (
        ts, ch(["v1/events", "v2/sync", "api/push", "batch"]), h[0], hv, ch(SVCS), ri(1, 4), ri(0, 20), ts)
    mc = why(lang, v) + L(lang, " Debug logging showed the outgoing request:\n", " 디버그 로그 켜니까 나가는 요청이 보임\n") + log
    le = L(lang, "DEBUG level on the http client prints full headers; never leave it on in shared environments.",
           "http 클라이언트 DEBUG 레벨이면 헤더 전체 찍힘. 공유 환경에선 절대 켜두지 말 것")
    return mc, le, gen_ask(lang, v)


def fr_docker_run(v, api, hdr, kvs, lang):
    envs = " ".join("-e %s=%s" % (k, val) for k, val, _ in kvs)
    cmd = "docker run --rm %s %s/%s:%s" % (envs, corp(), ch(SVCS), ch(["latest", "1.4.2", "main-" + hexs(7)]))
    mc = why(lang, v) + L(lang, " Reproduced locally with:\n", " 로컬 재현 명령\n") + cmd
    return mc, gen_lesson(lang, v), gen_ask(lang, v)


def fr_k8s(v, api, hdr, kvs, lang):
    lits = " \\\n  ".join("--from-literal=%s=%s" % (k, val) for k, val, _ in kvs)
    cmd = "kubectl -n %s create secret generic %s-creds \\\n  %s" % (ch(SVCS), v.lower().split()[0].replace("/", "-").replace(".", ""), lits)
    mc = why(lang, v) + L(lang, " The secret was missing in the new cluster; %s recreated it with:\n" % person(),
                          " 새 클러스터에 시크릿이 없었음. %s이 아래로 다시 만듦\n" % kperson()) + cmd
    return mc, gen_lesson(lang, v), gen_ask(lang, v)


def fr_chat(v, api, hdr, kvs, lang):
    vals = [val for k, val, listed in kvs]
    if lang == "en":
        a, b = person(), person()
        t = times(3)
        msg = "[%s] %s: which %s creds does staging use?\n[%s] %s: %s\n[%s] %s: thx" % (t[0], a, v, t[1], b, "  ".join(vals), t[2], a)
        mc = why(lang, v) + " Copied from the team channel:\n" + msg
    else:
        a, b = ch(KO_PEOPLE), ch(KO_PEOPLE)
        t = times(3)
        msg = "[%s] %s: 스테이징 %s 키 뭐 써요?\n[%s] %s: %s\n[%s] %s: 감사합니당" % (t[0], a, v, t[1], b, jo(" ".join(vals), ch(["이거요", "요", "이에요"])), t[2], a)
        mc = why(lang, v) + " 팀 채널 대화 복붙\n" + msg
    return mc, gen_lesson(lang, v), gen_ask(lang, v)


def fr_minutes(v, api, hdr, kvs, lang):
    vals = ", ".join(val for k, val, listed in kvs)
    if lang == "en":
        mc = "Sync notes %s\n- attendees: %s, %s, me\n- %s: switched to the new org account, creds = %s (temporary)\n- action: move to vault by Friday" % (date(), person(), person(), v, vals)
    else:
        mc = "%s 주간 싱크 회의록\n- 참석: %s, %s, 나\n- %s: 신규 조직 계정으로 전환, 키 = %s (임시)\n- 액션: 금요일까지 볼트로 이전" % (date(), kperson(), kperson(), v, vals)
    return mc, gen_lesson(lang, v), gen_ask(lang, v)


def fr_ghset(v, api, hdr, kvs, lang):
    tool = ch(["gh secret set {K} --body \"{V}\"", "vercel env add {K} production <<< '{V}'", "fly secrets set {K}={V}",
               "heroku config:set {K}={V} -a %s-%s" % (ch(SVCS), ch(ENVS)), "railway variables --set \"{K}={V}\""])
    cmds = "\n".join(tool.replace("{K}", k).replace("{V}", val) for k, val, _ in kvs)
    mc = why(lang, v) + L(lang, " The secret was never set on the new project. Fixed with:\n", " 새 프로젝트에 시크릿 등록이 안 되어 있었음. 이렇게 넣음\n") + cmds
    return mc, gen_lesson(lang, v), gen_ask(lang, v)


def fr_compose(v, api, hdr, kvs, lang):
    lines = ["services:", "  %s:" % ch(SVCS), "    image: %s/%s:dev" % (corp(), ch(SVCS)), "    environment:"] + ["      - %s=%s" % (k, val) for k, val, _ in kvs]
    mc = why(lang, v) + L(lang, " docker-compose.override.yml (gitignored, but it got shared over DM):\n", " docker-compose.override.yml (gitignore 대상인데 DM으로 돌아다님)\n") + "\n".join(lines)
    return mc, gen_lesson(lang, v), gen_ask(lang, v)


def fr_mdtable(v, api, hdr, kvs, lang):
    head = L(lang, "| env | name | value |\n|---|---|---|", "| 환경 | 이름 | 값 |\n|---|---|---|")
    rows = "\n".join("| %s | %s | `%s` |" % (ch(ENVS), k, val) for k, val, _ in kvs)
    mc = why(lang, v) + L(lang, " The onboarding doc had a table:\n", " 온보딩 문서에 표로 정리돼 있었음\n") + head + "\n" + rows
    return mc, gen_lesson(lang, v), gen_ask(lang, v)


def fr_lesson(v, api, hdr, kvs, lang):
    mc = why(lang, v)
    vals = [val for k, val, listed in kvs]
    le = L(lang, "Next time skip the guessing: %s creds for %s are %s." % (v, ch(ENVS), " / ".join(vals)),
           "다음엔 헤매지 말 것. %s %s 키: %s" % (ch(ENVS), v, " / ".join(vals)))
    return mc, le, gen_ask(lang, v)


def fr_pyfallback(v, api, hdr, kvs, lang):
    code = "\n".join('%s = os.environ.get("%s", "%s")' % (k.lower(), k, val) for k, val, _ in kvs)
    mc = why(lang, v) + L(lang, " settings.py silently falls back to a hardcoded value:\n", " settings.py 가 env 없으면 하드코딩 값으로 조용히 fallback 함\n") + code
    le = L(lang, "The fallback hid the missing env var in %s; it should raise instead." % ch(ENVS),
           "fallback 때문에 %s 에서 env 누락을 못 알아챔. 없으면 에러 내게 바꿔야 함" % ch(ENVS))
    return mc, le, gen_ask(lang, v)


def fr_systemd(v, api, hdr, kvs, lang):
    lines = ["[Service]", "User=%s" % user()] + ['Environment="%s=%s"' % (k, val) for k, val, _ in kvs] + ["ExecStart=/opt/%s/bin/run" % ch(SVCS)]
    mc = why(lang, v) + L(lang, " systemctl cat showed the unit override:\n", " systemctl cat 으로 보니 유닛 override 에 들어있음\n") + "\n".join(lines)
    return mc, gen_lesson(lang, v), gen_ask(lang, v)


def fr_pwsh(v, api, hdr, kvs, lang):
    code = "\n".join('$env:%s = "%s"' % (k, val) for k, val, _ in kvs)
    mc = why(lang, v) + L(lang, " On the Windows build agent I had to set:\n", " 윈도우 빌드 에이전트에서는 이렇게 세팅\n") + code + "\n.\\build.ps1 -Target Publish"
    return mc, gen_lesson(lang, v), gen_ask(lang, v)


FRAMES_ANY = [("env export", fr_env), (".env file", fr_dotenv), ("JSON config", fr_json), ("YAML config", fr_yaml),
              ("TOML config", fr_toml), ("INI config", fr_ini), ("GitHub Actions env", fr_gha), ("Dockerfile ENV", fr_docker),
              ("Terraform default", fr_tf), ("Helm values", fr_helm), ("prose", fr_prose), ("question in ask_next_time", fr_question),
              ("docker run -e", fr_docker_run), ("kubectl create secret", fr_k8s), ("chat transcript", fr_chat),
              ("meeting minutes", fr_minutes), ("CLI secret set", fr_ghset), ("docker-compose", fr_compose),
              ("Markdown table", fr_mdtable), ("in lesson", fr_lesson), ("Python env fallback", fr_pyfallback),
              ("systemd Environment", fr_systemd), ("PowerShell env", fr_pwsh)]
FRAMES_SINGLE_API = [("curl header", fr_curl), ("URL query", fr_url), ("debug log headers", fr_log)]
FRAMES_SINGLE = [("SDK constructor", fr_sdk)]


# ---------------------------------------------------------------- templates
TEMPLATES = []


def S(cat, langs="en ko"):
    def deco(fn):
        TEMPLATES.append(("secret", cat, langs.split(), fn))
        return fn
    return deco


_EXPAND = [0]


def C(cat, langs="en ko"):
    ls = langs.split()
    if ls == ["en", "ko"]:
        # two-language clean templates get a third note, alternating the extra language
        ls = ls + [("en", "ko", "en")[_EXPAND[0] % 3]]
        _EXPAND[0] += 1

    def deco(fn):
        TEMPLATES.append(("clean", cat, ls, fn))
        return fn
    return deco


# ======================= secret: shell commands
@S("shell: mysql -p attached password", "en ko ko")
def _(lang):
    h, u, pw, db = host(), user(), pw_shell_safe(), ch(DBS)
    mc = L(lang, f"Couldn't reproduce the report bug because I had no read access to the {db} replica. {person()} pasted the one-liner they use:\nmysql -h {h} -u{u} -p{pw} {db}",
           f"{db} 레플리카 접근 권한 없어서 리포트 버그 재현 못함. {kperson()}이 쓰는 명령 그대로 받음\nmysql -h {h} -u{u} -p{pw} {db}")
    le = L(lang, "mysql wants the password glued to -p; with a space it prompts and takes the next word as the database name.",
           "mysql은 -p 뒤에 비번 붙여써야 함. 띄우면 프롬프트 뜨고 다음 단어를 DB명으로 먹음")
    ak = L(lang, "Which replica is OK for ad-hoc queries?", ch(["", "애드혹 쿼리 돌려도 되는 레플리카 어디임?"]))
    return mc, le, ak, [pw]


@S("shell: mysqldump --password= long flag", "en ko")
def _(lang):
    h, u, pw, db = host(), user(), pw_shell_safe(), ch(DBS)
    cmd = f"mysqldump --single-transaction --host={h} --user={u} --password='{pw}' {db} | gzip > /tmp/{db}_{date()}.sql.gz"
    mc = L(lang, "Needed a copy of prod-like data to test the migration. The backup cron on bastion-1 does:\n" + cmd,
           "마이그레이션 테스트용 데이터 필요했음. bastion-1 백업 크론이 이렇게 뜸\n" + cmd)
    le = L(lang, "The dump takes ~40 min; run it off-peak or the replica lag alarm fires.", "덤프 40분 걸림. 피크 시간 피해서 돌려야 레플리카 랙 알람 안 울림")
    return mc, le, "", [pw]


@S("shell: PGPASSWORD env prefix", "en ko")
def _(lang):
    h, u, pw, db = host(), user(), pw_url_safe(), ch(DBS)
    cmd = f"PGPASSWORD={pw} psql -h {h} -U {u} -d {db} -c 'select count(*) from {ch(['invoices','events','users','orders'])}'"
    mc = L(lang, f"I didn't know the {db} Postgres was separate from the main cluster. Ran:\n{cmd}",
           f"{db} 포스트그레스가 메인 클러스터랑 별개인 줄 몰랐음. 이렇게 붙음\n{cmd}")
    le = L(lang, "Use ~/.pgpass instead of PGPASSWORD so the value doesn't land in shell history.",
           "PGPASSWORD 말고 ~/.pgpass 쓰기. 히스토리에 남음")
    return mc, le, L(lang, "Is there a read-only role for this DB?", "이 DB 읽기전용 롤 있는지?"), [pw]


@S("shell: sshpass -p quoted", "en ko ko")
def _(lang):
    pw, h, u = pw_shell_safe(10, 16), host(), ch(["ubuntu", "ec2-user", "deploy", "pi", "admin"])
    cmd = f"sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {u}@{h} 'sudo systemctl restart {ch(SVCS)}'"
    mc = L(lang, f"The legacy box has no key auth, only password. The runbook step is literally:\n{cmd}",
           f"레거시 서버는 키 인증 없고 비번만 됨. 런북에 진짜 이렇게 적혀있음\n{cmd}")
    le = L(lang, "Restart must happen from the bastion; direct SSH from VPN is blocked.", "재시작은 배스천에서만 가능. VPN에서 직접 SSH 막혀있음")
    return mc, le, "", [pw]


@S("shell: htpasswd -b positional", "en ko")
def _(lang):
    u, pw = ch(["grafana", "metrics", "kibana", "admin", "ops"]), pw_human()
    cmd = f"htpasswd -b /etc/nginx/.htpasswd {u} {pw}"
    mc = L(lang, f"Basic-auth in front of the internal dashboard was reset during the nginx upgrade. {person()} re-added the user:\n{cmd}",
           f"nginx 업그레이드하면서 내부 대시보드 basic auth 날아감. {kperson()}이 다시 추가\n{cmd}")
    le = L(lang, "nginx -s reload is enough after editing .htpasswd, no restart.", ".htpasswd 수정 후엔 nginx -s reload 만 하면 됨")
    return mc, le, "", [pw]


@S("shell: redis-cli -a", "en ko")
def _(lang):
    pw, h = pw_alnum_mixed(), host()
    cmd = f"redis-cli -h {h} -p 6379 -a {pw} --no-auth-warning FLUSHDB"
    mc = L(lang, f"Stale sessions after the deploy; cleared cache DB 3 with:\n{cmd}", f"배포 후 세션 꼬여서 캐시 DB 3번 비움\n{cmd}")
    le = L(lang, "Select the right DB index first (-n 3) - FLUSHDB on 0 kills the rate limiter state.", "-n 3 으로 DB 인덱스 먼저 지정. 0번 FLUSHDB 하면 레이트리미터 상태 날아감")
    return mc, le, "", [pw]


def pw_alnum_mixed():
    return rs(AN, ri(16, 32))


@S("shell: mongosh -p positional", "en ko")
def _(lang):
    pw, h, u = pw_shell_safe(), host(), user()
    cmd = f'mongosh "mongodb://{h}:27017/{ch(DBS)}" -u {u} -p {pw} --authenticationDatabase admin'
    mc = L(lang, f"Needed to inspect a broken document. Connection used by {person()}:\n{cmd}", f"깨진 도큐먼트 확인해야 했음. {kperson()}이 쓰는 접속\n{cmd}")
    le = L(lang, "authSource is admin, not the app db; otherwise auth fails with a misleading error.", "authSource가 admin임. 앱 DB로 하면 엉뚱한 에러로 인증 실패")
    return mc, le, "", [pw]


@S("shell: curl -u user:pass", "en ko ko")
def _(lang):
    u, pw = ch(["jenkins", "deploy", "admin", "ci", "release"]), pw_shell_safe()
    h = ch(["nexus", "artifactory", "jenkins", "registry", "sonar"]) + "." + corp() + ".io"
    cmd = f"curl -u {u}:{pw} -X POST https://{h}/service/rest/v1/components?repository=releases -F raw.asset1=@build.tgz"
    mc = L(lang, f"Uploading the build artifact failed from my laptop. The release script does:\n{cmd}", f"노트북에서 아티팩트 업로드 실패. 릴리즈 스크립트가 하는 방식\n{cmd}")
    le = L(lang, "The release repo rejects redeploys of the same version; bump before retrying.", "릴리즈 레포는 같은 버전 재업로드 거부함. 재시도 전 버전 올리기")
    return mc, le, "", [pw]


@S("shell: docker login -p", "en ko")
def _(lang):
    u, pw = ch(["ci-pusher", "robot$deploy", "builder", "svc-registry"]), pw_url_safe(20, 32)
    reg = ch(["harbor", "registry", "cr"]) + "." + corp() + ".io"
    cmd = f"docker login {reg} -u '{u}' -p '{pw}'"
    mc = L(lang, f"Image pull was denied on the new runner. Old runner bootstrap had:\n{cmd}", f"새 러너에서 이미지 pull 거부됨. 예전 러너 부트스트랩에 이게 있었음\n{cmd}")
    le = L(lang, "Use --password-stdin; -p prints a warning and leaks into process lists.", "--password-stdin 쓰기. -p는 경고 뜨고 ps에 보임")
    return mc, le, "", [pw]


@S("shell: openssl -passout pass:", "en ko")
def _(lang):
    pw = pw_shell_safe(14, 22)
    cmd = f"openssl pkcs12 -export -in client.crt -inkey client.key -out client.p12 -passout pass:{pw}"
    mc = L(lang, f"The partner bank wants a PKCS#12 bundle for mTLS. Generated with:\n{cmd}", f"제휴 은행이 mTLS용 p12 번들 요구. 이렇게 생성함\n{cmd}")
    le = L(lang, f"They import it with the same export password, so send it by a separate channel.", "은행쪽도 같은 export 비번으로 import함. 비번은 별도 채널로 전달")
    return mc, le, "", [pw]


@S("shell: keytool -storepass/-keypass", "en ko")
def _(lang):
    sp, kp = pw_shell_safe(), pw_shell_safe()
    cmd = f"keytool -genkeypair -alias upload -keyalg RSA -keysize 2048 -validity 9125 -keystore upload.jks -storepass {sp} -keypass {kp}"
    mc = L(lang, f"Android release signing broke on the new CI. The keystore was originally made with:\n{cmd}", f"새 CI에서 안드로이드 릴리즈 서명 깨짐. 원래 키스토어 생성 명령\n{cmd}")
    le = L(lang, "storePassword and keyPassword differ here; gradle needs both.", "스토어 비번이랑 키 비번 다름. gradle에 둘 다 필요")
    return mc, le, "", [sp, kp]


@S("shell: smbclient -U user%pass", "en ko")
def _(lang):
    u, pw = ch(["scanner", "svc_files", "finance", "backup"]), pw_human()
    cmd = f"smbclient //{ch(['nas01','fileserver','share'])}.{corp()}.local/{ch(['scans','exports','finance'])} -U {u}%{pw} -c 'ls'"
    mc = L(lang, f"The export job writes to a Windows share I couldn't see. Checked it with:\n{cmd}", f"익스포트 잡이 윈도우 공유폴더에 쓰는데 접근이 안 됐음. 확인 명령\n{cmd}")
    le = L(lang, "The share is SMB2 only; old smbclient defaults fail silently.", "SMB2만 됨. 구버전 smbclient는 조용히 실패함")
    return mc, le, "", [pw]


@S("shell: net use Windows positional", "en ko")
def _(lang):
    pw = pw_human()
    cmd = f"net use Z: \\\\{ch(['fs01','nas','dc02'])}\\{ch(['deploy','builds','shared'])} {pw} /user:{corp().upper()}\\{ch(['svc_build','deployer','jenkins'])}"
    mc = L(lang, f"The Windows build node maps a drive in its startup script:\n{cmd}", f"윈도우 빌드 노드 시작 스크립트에서 드라이브 매핑함\n{cmd}")
    le = L(lang, "If the mapping fails the build still starts and dies later on a missing path.", "매핑 실패해도 빌드는 시작되고 나중에 경로 없다고 죽음")
    return mc, le, "", [pw]


@S("shell: rabbitmqctl add_user", "en ko")
def _(lang):
    u, pw = ch(["orders_consumer", "notifier", "etl"]), pw_url_safe()
    cmd = f"rabbitmqctl add_user {u} {pw}\nrabbitmqctl set_permissions -p / {u} '.*' '.*' '.*'"
    mc = L(lang, f"Consumer couldn't connect after the broker rebuild; the user never got recreated. Did:\n{cmd}", f"브로커 재구축 후 컨슈머 접속 불가. 유저 재생성이 빠져있었음\n{cmd}")
    le = L(lang, "Broker users are not in the Terraform; they are created by hand. Worth automating.", "브로커 유저는 테라폼에 없음. 수동 생성이라 자동화 필요")
    return mc, le, "", [pw]


@S("shell: zip -P / 7z -p", "en ko")
def _(lang):
    pw = pw_human() if R.random() < 0.5 else pw_shell_safe(10, 14)
    cmd = ch([f"zip -r -P {pw} export_{date()}.zip ./out", f"7z a -p{pw} -mhe=on export.7z ./out"])
    mc = L(lang, f"Finance wants the monthly export as an encrypted archive. The script does:\n{cmd}", f"재무팀이 월간 익스포트를 암호 압축으로 달라고 함. 스크립트 내용\n{cmd}")
    le = L(lang, "They open it with the same password every month - it never changes, which is its own problem.", "매달 같은 비번으로 열어봄. 한 번도 안 바뀜 (이것도 문제)")
    return mc, le, "", [pw]


@S("shell: ldapsearch -w", "en ko")
def _(lang):
    pw = pw_shell_safe()
    cmd = f'ldapsearch -x -H ldaps://ldap.{corp()}.local -D "cn=svc-gitlab,ou=services,dc={corp()},dc=local" -w \'{pw}\' -b "ou=people,dc={corp()},dc=local" "(uid=jdoe)"'
    mc = L(lang, f"SSO login failed for one user only. Checked the directory with the GitLab bind account:\n{cmd}", f"한 유저만 SSO 로그인 실패. GitLab 바인드 계정으로 디렉터리 조회\n{cmd}")
    le = L(lang, "The user was in the disabled OU; LDAP search base doesn't include it.", "유저가 비활성 OU에 있었음. 검색 base에 포함 안 됨")
    return mc, le, "", [pw]


@S("shell: sqlcmd -P", "en ko")
def _(lang):
    pw = pw_shell_safe()
    cmd = f"sqlcmd -S {host()},1433 -U sa -P {pw} -Q \"SELECT name FROM sys.databases\""
    mc = L(lang, f"The ERP sync uses SQL Server and I had never touched it. Checked databases with:\n{cmd}", f"ERP 연동이 SQL Server 쓰는데 처음 봄. DB 목록 확인\n{cmd}")
    le = L(lang, "Use the erp_reader login for reads; sa is only for the vendor.", "읽기는 erp_reader 계정으로. sa는 벤더 전용")
    return mc, le, "", [pw]


@S("shell: git clone https://user:token@", "en ko")
def _(lang):
    tok = rs(AN, ri(20, 32))
    cmd = f"git clone https://{ch(['build','oauth2','x-token-auth','deploy'])}:{tok}@git.{corp()}.io/{ch(SVCS)}/{ch(SVCS)}-infra.git"
    mc = L(lang, f"The submodule fetch failed in the Docker build. The Dockerfile clones it with:\n{cmd}", f"도커 빌드 중 서브모듈 fetch 실패. Dockerfile에서 이렇게 클론함\n{cmd}")
    le = L(lang, "Use a BuildKit secret mount instead of baking credentials into layers.", "레이어에 인증정보 남지 않게 BuildKit secret mount 쓰기")
    return mc, le, "", [tok]


@S("shell: wget --user --password", "en")
def _(lang):
    pw = pw_shell_safe()
    cmd = f"wget --user=partner --password='{pw}' https://files.{corp()}-partner.com/feeds/daily.csv"
    mc = f"The daily partner feed job broke after they moved hosts. Old cron line:\n{cmd}"
    le = "They changed the host but not the credentials; only the URL needed updating."
    return mc, le, "", [pw]


@S("shell: ansible vault password file echo", "en ko")
def _(lang):
    pw = passphrase(4, "-")
    cmd = f"echo '{pw}' > ~/.vault_pass && ansible-playbook site.yml --vault-password-file ~/.vault_pass"
    mc = L(lang, f"Playbook failed with 'Attempting to decrypt but no vault secrets found'. {person()} told me to do:\n{cmd}",
           f"플레이북이 'no vault secrets found' 로 실패. {kperson()}이 알려준 방법\n{cmd}")
    le = L(lang, "group_vars/prod/vault.yml is encrypted; everything else in group_vars is plain.", "group_vars/prod/vault.yml 만 암호화돼 있음")
    return mc, le, "", [pw]


@S("shell: chpasswd user:pass pipe", "en ko")
def _(lang):
    u, pw = ch(["deploy", "kiosk", "operator", "backup"]), pw_human()
    cmd = f"echo '{u}:{pw}' | sudo chpasswd"
    mc = L(lang, f"The kiosk image has a local account that the provisioning script sets like this:\n{cmd}", f"키오스크 이미지 로컬 계정을 프로비저닝 스크립트가 이렇게 설정함\n{cmd}")
    le = L(lang, "Every kiosk has the same local password; flagged it to security.", "모든 키오스크 로컬 비번이 동일함. 보안팀에 공유함")
    return mc, le, "", [pw]


@S("shell: oc/az login -p", "en ko")
def _(lang):
    pw = pw_shell_safe()
    cmd = ch([f"oc login https://api.ocp.{corp()}.local:6443 -u developer -p {pw} --insecure-skip-tls-verify",
              f"az login -u svc-deploy@{corp()}.onmicrosoft.com -p '{pw}'"])
    mc = L(lang, f"The deploy job runs as a user account, not a service principal:\n{cmd}", f"배포 잡이 서비스 프린시펄이 아니라 사용자 계정으로 돎\n{cmd}")
    le = L(lang, "MFA enforcement next quarter will break this; needs a proper service identity.", "다음 분기 MFA 강제되면 깨짐. 서비스 계정으로 바꿔야 함")
    return mc, le, "", [pw]


@S("shell: mosquitto_pub -P", "en ko")
def _(lang):
    pw = pw_url_safe(12, 18)
    cmd = f"mosquitto_pub -h mqtt.{corp()}.io -p 8883 --capath /etc/ssl/certs -u device-gw -P {pw} -t 'sensors/{ri(1,99)}/cmd' -m reboot"
    mc = L(lang, f"Needed to reboot a stuck sensor gateway remotely:\n{cmd}", f"멈춘 센서 게이트웨이 원격 재부팅 필요했음\n{cmd}")
    le = L(lang, "Topics are per-site; wildcard publish is denied by the ACL.", "토픽이 사이트별임. 와일드카드 publish는 ACL에서 막힘")
    return mc, le, "", [pw]


@S("shell: vault kv put password=", "en ko")
def _(lang):
    pw = pw_strong(18, 26)
    cmd = f"vault kv put secret/{ch(SVCS)}/{ch(ENVS)}/db username={user()} password='{pw}'"
    mc = L(lang, f"The app couldn't find its DB secret in Vault after the path change. Re-wrote it:\n{cmd}", f"경로 바뀐 뒤 앱이 볼트에서 DB 시크릿 못 찾음. 다시 넣음\n{cmd}")
    le = L(lang, "KV v2 paths need data/ in the policy but not in the CLI. That was the real bug.", "KV v2는 정책엔 data/ 붙고 CLI엔 안 붙음. 이게 진짜 원인")
    return mc, le, "", [pw]


@S("shell: kubectl create secret from-literal DB password", "en ko")
def _(lang):
    pw = pw_url_safe()
    cmd = f"kubectl -n {ch(SVCS)} create secret generic pg-conn --from-literal=PGUSER={user()} --from-literal=PGPASSWORD={pw}"
    mc = L(lang, f"Pods crashlooped on a missing secret after the namespace split:\n{cmd}", f"네임스페이스 분리 후 시크릿 없어서 파드 크래시루프\n{cmd}")
    le = L(lang, "Secrets don't follow when you move workloads between namespaces.", "워크로드 네임스페이스 옮길 때 시크릿은 안 따라감")
    return mc, le, "", [pw]


@S("shell: expect script send password", "en")
def _(lang):
    pw = pw_shell_safe()
    mc = f"The switch config backup uses an expect script because the device has no API:\nspawn ssh admin@{host()}\nexpect \"Password:\"\nsend \"{pw}\\r\"\nexpect \"#\"\nsend \"show running-config\\r\""
    le = "The switch drops sessions after 3 failed logins and locks for 15 minutes."
    return mc, le, "Is there a TACACS account we should be using instead?", [pw]


@S("shell: influx/clickhouse-client --password", "en ko")
def _(lang):
    pw = pw_url_safe()
    cmd = ch([f"clickhouse-client --host {host()} --user {user()} --password {pw} --query 'SELECT count() FROM events'",
              f"influx -host {host()} -username admin -password {pw} -database telegraf"])
    mc = L(lang, f"Dashboards showed gaps; confirmed data was actually missing with:\n{cmd}", f"대시보드에 구멍 있어서 실제 데이터 누락인지 확인\n{cmd}")
    le = L(lang, "Gaps were from the collector, not the database.", "수집기 문제였음. DB는 정상")
    return mc, le, "", [pw]


@S("shell: ftp URL user:pass", "en ko")
def _(lang):
    pw = pw_url_safe(10, 16)
    url = f"ftp://{ch(['edi','upload','vendor'])}:{pw}@ftp.{corp()}-logistics.com/inbound/"
    mc = L(lang, f"The EDI drop still uses plain FTP. Cron does curl -T orders.edi {url}", f"EDI 전송 아직 평문 FTP 씀. 크론이 curl -T orders.edi {url} 실행")
    le = L(lang, "The vendor promised SFTP 'next quarter' for two years now.", "벤더가 SFTP 전환 2년째 다음 분기래")
    return mc, le, "", [pw]


# ======================= secret: connection strings / DSNs
@S("DSN: postgres URL", "en ko ko")
def _(lang):
    pw, h, u, db = pw_url_safe(), host(), user(), ch(DBS)
    url = f"postgresql://{u}:{pw}@{h}:5432/{db}?sslmode=require"
    mc = L(lang, f"Migrations ran against the wrong DB because DATABASE_URL in my shell was stale. The correct one for {ch(ENVS)}: {url}",
           f"쉘에 남아있던 DATABASE_URL 때문에 엉뚱한 DB에 마이그레이션 돌림. {ch(ENVS)} 올바른 값: {url}")
    le = L(lang, "Always echo the host part before running alembic upgrade.", "alembic upgrade 전에 호스트 부분 꼭 확인")
    return mc, le, "", [pw]


@S("DSN: mysql URL in Go sql.Open", "en ko")
def _(lang):
    pw, h, u, db = pw_url_safe(), host(), user(), ch(DBS)
    code = f'db, err := sql.Open("mysql", "{u}:{pw}@tcp({h}:3306)/{db}?parseTime=true&loc=Asia%2FSeoul")'
    mc = L(lang, f"Timestamps came back as []uint8 until I noticed parseTime. The connection line in cmd/sync/main.go:\n{code}",
           f"parseTime 빠져서 타임스탬프가 []uint8로 나옴. cmd/sync/main.go 접속 코드\n{code}")
    le = L(lang, "go-sql-driver needs parseTime=true for DATETIME scanning.", "go-sql-driver는 DATETIME 스캔하려면 parseTime=true 필요")
    return mc, le, "", [pw]


@S("DSN: mongodb+srv", "en ko")
def _(lang):
    pw, u = pw_url_safe(12, 20), user()
    url = f"mongodb+srv://{u}:{pw}@cluster0.{rs(LAN,5)}.mongodb.net/{ch(DBS)}?retryWrites=true&w=majority"
    mc = L(lang, f"Atlas IP allowlist blocked my laptop; the connection string itself was in the README of the analytics repo: {url}",
           f"아틀라스 IP 허용목록에 내 IP 없어서 막힘. 접속 문자열은 analytics 레포 README에 있었음: {url}")
    le = L(lang, "Add your IP in Atlas > Network Access; it takes ~1 min to apply.", "Atlas Network Access에 IP 추가. 적용 1분 정도")
    return mc, le, "", [pw]


@S("DSN: redis URL with default user", "en ko")
def _(lang):
    pw = rs(AN, ri(24, 40))
    url = ch([f"rediss://default:{pw}@{ch(SVCS)}-cache.{rs(LAN,6)}.cache.amazonaws.com:6379/0", f"redis://:{pw}@{host()}:6379/2"])
    mc = L(lang, f"Celery workers silently fell back to the local broker. The real REDIS_URL is {url}",
           f"셀러리 워커가 조용히 로컬 브로커로 붙고 있었음. 실제 REDIS_URL은 {url}")
    le = L(lang, "rediss:// (two s) means TLS; redis:// against that endpoint just hangs.", "rediss:// 가 TLS. redis:// 로 붙으면 그냥 멈춤")
    return mc, le, "", [pw]


@S("DSN: amqp URL", "en ko")
def _(lang):
    pw = pw_url_safe()
    url = f"amqps://{ch(['orders','worker','events'])}:{pw}@{ch(['rabbit','mq','broker'])}.{corp()}.io:5671/{ch(['prod','%2F','jobs'])}"
    mc = L(lang, f"Messages vanished because the consumer bound to vhost / instead of the real one. Correct broker URL: {url}",
           f"컨슈머가 엉뚱한 vhost에 붙어서 메시지 사라진 것처럼 보임. 맞는 브로커 URL: {url}")
    le = L(lang, "vhost is the path part of the URL; %2F means the default vhost.", "vhost는 URL 경로 부분. %2F가 기본 vhost")
    return mc, le, "", [pw]


@S("DSN: SQL Server ADO.NET connection string", "en ko")
def _(lang):
    pw = pw_strong(12, 18, "!#%^*-_=+.~@$")
    cs = f"Server=tcp:{ch(DBS)}-{ch(ENVS)}.database.windows.net,1433;Initial Catalog={ch(DBS)};User ID={user()};Password={pw};Encrypt=True;Connection Timeout=30;"
    mc = L(lang, f"appsettings.Production.json in the old deploy folder had:\n\"DefaultConnection\": \"{cs}\"",
           f"예전 배포 폴더 appsettings.Production.json 에 있던 값\n\"DefaultConnection\": \"{cs}\"")
    le = L(lang, "The app reads ConnectionStrings__DefaultConnection from env first; the json is only a fallback.", "앱은 env ConnectionStrings__DefaultConnection 먼저 읽고 json은 fallback")
    return mc, le, "", [pw]


@S("DSN: JDBC with password query param", "en ko")
def _(lang):
    pw = pw_url_safe()
    url = f"jdbc:postgresql://{host()}:5432/{ch(DBS)}?user={user()}&password={pw}&ssl=true"
    mc = L(lang, f"Metabase lost the warehouse connection after the upgrade. Had to re-enter it as a JDBC string:\n{url}",
           f"메타베이스 업그레이드 후 웨어하우스 연결 끊김. JDBC 문자열로 다시 넣음\n{url}")
    le = L(lang, "Metabase stores it encrypted only if MB_ENCRYPTION_SECRET_KEY is set; ours wasn't.", "MB_ENCRYPTION_SECRET_KEY 없으면 평문 저장됨. 우리는 없었음")
    return mc, le, "", [pw]


@S("DSN: Oracle user/pass@//host", "en ko")
def _(lang):
    pw = pw_shell_safe(10, 16)
    cmd = f"sqlplus {ch(['erp_app','hr_ro','batch'])}/{pw}@//{host()}:1521/{ch(['ORCLPDB1','ERPPRD','HRDB'])}"
    mc = L(lang, f"Nightly HR import talks to Oracle. To test the query I logged in with:\n{cmd}", f"야간 인사 연동이 오라클 씀. 쿼리 테스트하려고 로그인\n{cmd}")
    le = L(lang, "Oracle is case-sensitive on passwords since 11g; the old wiki lowercased it.", "11g부터 비번 대소문자 구분. 예전 위키는 소문자로 적어둠")
    return mc, le, "", [pw]


@S("DSN: Kafka SASL JAAS config", "en ko")
def _(lang):
    pw = rs(AN + "+/", 64)
    jaas = f'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="{rs(UAN,16)}" password="{pw}";'
    mc = L(lang, f"Consumer got SaslAuthenticationException against Confluent Cloud. client.properties needs:\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n{jaas}",
           f"컨플루언트 클라우드 붙을 때 SaslAuthenticationException. client.properties 에 필요한 것\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n{jaas}")
    le = L(lang, "The trailing semicolon in sasl.jaas.config is mandatory.", "jaas.config 끝 세미콜론 필수")
    return mc, le, "", [pw]


@S("DSN: Elasticsearch URL elastic:pass", "en ko")
def _(lang):
    pw = rs(AN, 20)
    url = f"https://elastic:{pw}@es-{ch(ENVS)}.{corp()}.io:9200"
    mc = L(lang, f"Log search in the admin tool was empty; its ES_URL pointed to the old cluster. New one: {url}",
           f"어드민 로그 검색이 비어있었음. ES_URL이 옛 클러스터였음. 새 값 {url}")
    le = L(lang, "Index pattern also changed from logs-* to app-logs-*.", "인덱스 패턴도 logs-* 에서 app-logs-* 로 바뀜")
    return mc, le, "", [pw]


@S("DSN: SMTP settings block", "en ko")
def _(lang):
    pw = rs(LO, 16) if R.random() < 0.4 else pw_url_safe()
    mc = L(lang, f"Password-reset mails never left staging. Mail settings from the ops doc:\nSMTP_HOST=smtp.{corp()}.com\nSMTP_PORT=587\nSMTP_USER=no-reply@{corp()}.com\nSMTP_PASS={pw}",
           f"스테이징에서 비번 재설정 메일이 안 나감. 운영 문서 메일 설정\nSMTP_HOST=smtp.{corp()}.com\nSMTP_PORT=587\nSMTP_USER=no-reply@{corp()}.com\nSMTP_PASS={pw}")
    le = L(lang, "Port 465 is implicit TLS, 587 is STARTTLS - the lib option differs.", "465는 암묵 TLS, 587은 STARTTLS. 라이브러리 옵션 다름")
    return mc, le, "", [pw]


@S("DSN: percent-encoded password in URL", "en ko ko")
def _(lang):
    raw = pw_strong(10, 14, "@#%/:?")
    enc = "".join("%%%02X" % ord(c) if c in "@#%/:?" else c for c in raw)
    url = f"postgres://{user()}:{enc}@{host()}:5432/{ch(DBS)}"
    mc = L(lang, f"Connection failed with 'invalid port' because the password has special characters. It works percent-encoded: {url}",
           f"비번에 특수문자 있어서 'invalid port' 에러. 퍼센트 인코딩하니 됨: {url}")
    le = L(lang, "urllib.parse.quote(pw, safe='') before building the URL.", "URL 만들기 전에 urllib.parse.quote(pw, safe='')")
    return mc, le, "", [enc]


@S("DSN: neo4j/cassandra driver auth tuple", "en ko")
def _(lang):
    pw = pw_url_safe()
    code = ch([f'driver = GraphDatabase.driver("neo4j+s://{rs(LAN,8)}.databases.neo4j.io", auth=("neo4j", "{pw}"))',
               f'auth = PlainTextAuthProvider(username="cassandra_app", password="{pw}")\ncluster = Cluster(["{host()}"], auth_provider=auth)'])
    mc = L(lang, f"The recommendation notebook connects like this:\n{code}", f"추천 노트북 접속 코드\n{code}")
    le = L(lang, "The notebook is shared on the team drive; it should read env vars.", "노트북이 팀 드라이브 공유라 env에서 읽게 바꿔야 함")
    return mc, le, "", [pw]


@S("DSN: NATS / MQTT URL", "en")
def _(lang):
    pw = pw_url_safe()
    url = f"nats://{ch(['ingest','edge','telemetry'])}:{pw}@nats.{corp()}.io:4222"
    mc = f"Edge agents were publishing to a dead cluster. The new NATS_URL pushed via config management is {url}"
    le = "Edge agents only pick up config on reboot."
    return mc, le, "", [pw]


@S("DSN: keyword DSN host= password=", "en ko")
def _(lang):
    pw = pw_shell_safe()
    dsn = f"host={host()} port=5432 dbname={ch(DBS)} user={user()} password={pw} sslmode=verify-full"
    mc = L(lang, f"psycopg2 raised 'server does not support SSL' locally. The DSN the service uses:\n{dsn}",
           f"로컬에서 psycopg2 'server does not support SSL' 에러. 서비스가 쓰는 DSN\n{dsn}")
    le = L(lang, "Local docker postgres has no SSL; override sslmode=disable only locally.", "로컬 도커 PG는 SSL 없음. 로컬에서만 sslmode=disable")
    return mc, le, "", [pw]


# ======================= secret: HTTP auth
@S("HTTP: Basic auth header base64", "en ko ko")
def _(lang):
    u, pw = ch(["admin", "api", "partner", "monitor"]), pw_url_safe(10, 16)
    b = base64.b64encode(f"{u}:{pw}".encode()).decode()
    mc = L(lang, f"Partner callback endpoint requires Basic auth. Header they send us: Authorization: Basic {b}",
           f"파트너 콜백 엔드포인트가 Basic 인증임. 저쪽에서 보내는 헤더: Authorization: Basic {b}")
    le = L(lang, "We validate it in nginx, not in the app.", "검증은 앱이 아니라 nginx에서 함")
    return mc, le, "", [b]


@S("HTTP: session cookie in copied request", "en ko")
def _(lang):
    sid = rs(B64U, ri(40, 64))
    cookie = f"Cookie: _ga=GA1.1.{ri(10**8,10**9)}.{ri(1700000000,1740000000)}; {ch(['sessionid','connect.sid','_session_id','JSESSIONID'])}={sid}; theme=dark"
    mc = L(lang, f"To reproduce the admin 500 I replayed the request from devtools with the logged-in cookie:\n{cookie}",
           f"어드민 500 재현하려고 개발자도구에서 로그인 쿠키 그대로 요청 재전송\n{cookie}")
    le = L(lang, "The 500 only happens for users with no default org.", "기본 조직 없는 유저에서만 500 남")
    return mc, le, "", [sid]


@S("HTTP: bearer JWT in request", "en ko")
def _(lang):
    t = jwt({"sub": str(ri(1000, 99999)), "role": ch(["admin", "ops", "support"]), "iat": ri(1700000000, 1740000000), "exp": ri(1740000000, 1760000000)})
    mc = L(lang, f"Needed an admin token to call the internal API. Grabbed one from my session:\ncurl -H \"Authorization: Bearer {t}\" https://admin.{corp()}.io/api/users?limit=5",
           f"내부 API 호출하려고 어드민 토큰 필요했음. 내 세션에서 꺼냄\ncurl -H \"Authorization: Bearer {t}\" https://admin.{corp()}.io/api/users?limit=5")
    le = L(lang, "Admin tokens live 30 days here; that's far too long.", "어드민 토큰 수명이 30일임. 너무 김")
    return mc, le, "", [t]


@S("HTTP: custom X-API-Key header", "en ko")
def _(lang):
    k = hexs(ri(32, 48))
    mc = L(lang, f"Internal pricing service needs X-Internal-Key. What the checkout service sends: X-Internal-Key: {k}",
           f"내부 가격 서비스는 X-Internal-Key 헤더 필요. checkout 서비스가 보내는 값: X-Internal-Key: {k}")
    le = L(lang, "Missing header returns 404, not 401, which is why it looked like a routing problem.", "헤더 없으면 401이 아니라 404 줌. 그래서 라우팅 문제처럼 보였음")
    return mc, le, "", [k]


@S("HTTP: Set-Cookie in response log", "en")
def _(lang):
    tok = rs(B64U, 48)
    mc = f"HAR from the QA run:\nHTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: remember_token={tok}; Path=/; HttpOnly; Secure; SameSite=Lax"
    le = "remember_token outlives logout; bug filed."
    return mc, le, "", [tok]


@S("HTTP: proxy auth in env", "en ko")
def _(lang):
    pw = pw_url_safe(10, 16)
    line = f"export HTTPS_PROXY=http://{ch(['jdoe','svc-build','proxyuser'])}:{pw}@proxy.{corp()}.local:3128"
    mc = L(lang, f"pip install hung on the corp network. Proxy settings that work:\n{line}", f"사내망에서 pip install 멈춤. 되는 프록시 설정\n{line}")
    le = L(lang, "NO_PROXY must include .internal or service calls go through the proxy too.", "NO_PROXY에 .internal 넣어야 내부 호출이 프록시 안 탐")
    return mc, le, "", [pw]


# ======================= secret: SQL
@S("SQL: CREATE USER IDENTIFIED BY", "en ko ko")
def _(lang):
    pw = pw_shell_safe()
    u = ch(["report_ro", "metabase", "airflow", "debezium"])
    sql = f"CREATE USER '{u}'@'%' IDENTIFIED BY '{pw}';\nGRANT SELECT ON {ch(DBS)}.* TO '{u}'@'%';"
    mc = L(lang, f"The BI tool needed its own MySQL user. Ran on the primary:\n{sql}", f"BI 툴 전용 MySQL 유저 필요했음. 프라이머리에서 실행\n{sql}")
    le = L(lang, "Grants replicate, but run FLUSH PRIVILEGES on old replicas anyway.", "권한은 복제되지만 구 레플리카는 FLUSH PRIVILEGES 필요")
    return mc, le, "", [pw]


@S("SQL: ALTER USER WITH PASSWORD", "en ko")
def _(lang):
    pw = pw_url_safe()
    sql = f"ALTER ROLE {ch(['app','airflow','grafana'])} WITH LOGIN PASSWORD '{pw}';"
    mc = L(lang, f"After the restore, the app role had no password. {person()} fixed it with\n{sql}", f"복구 후 앱 롤 비번이 비어있었음. {kperson()}이 이걸로 고침\n{sql}")
    le = L(lang, "pg_dump doesn't include role passwords; use pg_dumpall --roles-only.", "pg_dump는 롤 비번 안 담음. pg_dumpall --roles-only 필요")
    return mc, le, "", [pw]


@S("SQL: SET PASSWORD in migration diff", "en")
def _(lang):
    pw = pw_shell_safe()
    mc = f"Found this in a migration from 2021 while bisecting:\n+-- temp user for vendor\n+CREATE LOGIN vendor_sync WITH PASSWORD = '{pw}', CHECK_POLICY = OFF;\n+GO"
    le = "Migrations with credentials should never be merged; this one was rolled forward to every env."
    return mc, le, "Does vendor_sync still exist in prod?", [pw]


# ======================= secret: private keys
def pem_lines(nbytes, first_prefix=""):
    body = first_prefix + b64blob(nbytes)
    return [body[i:i + 64] for i in range(0, len(body), 64)]


@S("key: EC private key PEM", "en ko")
def _(lang):
    lines = pem_lines(118, "MHcCAQEEI")
    lines = [ln for ln in lines if len(ln) >= 8]
    pem = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"
    mc = L(lang, f"APNs-style signing key for the push service was only on {person()}'s laptop. They pasted it:\n{pem}",
           f"푸시 서비스 서명키가 {kperson()} 노트북에만 있었음. 붙여준 내용\n{pem}")
    le = L(lang, "Signing keys belong in KMS; the service can call Sign instead of holding the key.", "서명키는 KMS에. 서비스가 키 보관 말고 Sign 호출하게")
    return mc, le, "", lines


@S("key: OpenSSH private key", "en ko")
def _(lang):
    first = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
    rest = "QyNTUxOQAAACB" + b64blob(230)
    lines = [first] + [rest[i:i + 70] for i in range(0, len(rest), 70)]
    lines = [ln for ln in lines if len(ln) >= 8]
    pem = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
    mc = L(lang, f"Deploy key for the config repo (~/.ssh/deploy_config on the runner):\n{pem}", f"config 레포 배포키 (러너의 ~/.ssh/deploy_config)\n{pem}")
    le = L(lang, "The runner needs the key with mode 600 or ssh ignores it.", "키 파일 권한 600 아니면 ssh가 무시함")
    return mc, le, "", lines


@S("key: RSA PKCS8 truncated paste", "en ko")
def _(lang):
    lines = pem_lines(150, "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ")[:4]
    pem = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines) + "\n... (rest omitted)"
    mc = L(lang, f"TLS for the partner endpoint: the key file on the old LB starts\n{pem}", f"파트너 엔드포인트 TLS. 구 LB에 있던 키 파일 앞부분\n{pem}")
    le = L(lang, "Cert and key were in different folders; the renewal script only replaced the cert.", "인증서랑 키가 다른 폴더. 갱신 스크립트가 인증서만 교체함")
    return mc, le, "", lines


@S("key: GCP service account JSON private_key escaped", "en ko")
def _(lang):
    body = "MIIEvAIBADANBgkqhkiG9w0BAQEFAASCBKYwggSiAgEAAoIBAQ" + b64blob(110)
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    lines = [ln for ln in lines if len(ln) >= 8]
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n..."
    proj = ch(SVCS) + "-" + rs(LAN, 6)
    blob = '{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n  "client_email": "ci-deployer@%s.iam.gserviceaccount.com"\n}' % (proj, hexs(40), pk, proj)
    mc = L(lang, "BigQuery export step needs a service account file. Head of the one in the shared drive:\n" + blob,
           "빅쿼리 export 단계에 서비스 계정 파일 필요. 공유 드라이브에 있는 파일 앞부분\n" + blob)
    le = L(lang, "Workload identity federation would remove the need for this file entirely.", "워크로드 아이덴티티 페더레이션 쓰면 파일 자체가 필요 없음")
    return mc, le, "", lines


@S("key: WireGuard PrivateKey", "en ko")
def _(lang):
    k = base64.b64encode(rbytes(32)).decode()
    pub = base64.b64encode(rbytes(32)).decode()
    conf = f"[Interface]\nPrivateKey = {k}\nAddress = 10.{ri(0,99)}.0.{ri(2,200)}/32\n\n[Peer]\nPublicKey = {pub}\nEndpoint = vpn.{corp()}.io:51820\nAllowedIPs = 10.0.0.0/8"
    mc = L(lang, f"Couldn't reach staging from home. {person()} generated a WireGuard config for me:\n{conf}", f"집에서 스테이징 접근 불가. {kperson()}이 WG 설정 만들어줌\n{conf}")
    le = L(lang, "AllowedIPs 10.0.0.0/8 also catches the home router range on some ISPs.", "일부 통신사 공유기 대역이 10.x 라 겹침")
    return mc, le, "", [k]


@S("key: PGP private key block", "en")
def _(lang):
    lines = pem_lines(200, "lQdGBG")
    lines = [ln for ln in lines if len(ln) >= 8][:4]
    blk = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(lines) + "\n[...]"
    mc = "Release signing for the apt repo uses a GPG key that was exported into the CI variable RELEASE_GPG_KEY. It starts:\n" + blk
    le = "The key has no passphrase, which is why CI can use it unattended."
    return mc, le, "", lines


# ======================= secret: human-side secrets
@S("TOTP seed otpauth URL", "en ko")
def _(lang):
    seed = rs(B32, 32)
    url = f"otpauth://totp/{corp().capitalize()}:shared-ops?secret={seed}&issuer={corp().capitalize()}&digits=6"
    mc = L(lang, f"The shared ops account has 2FA and only {person()} had the authenticator. They exported the seed: {url}",
           f"공용 운영 계정 2FA가 {kperson()} 폰에만 있었음. 시드 export 해준 값: {url}")
    le = L(lang, "Shared accounts with TOTP need the seed in the team vault, not on one phone.", "공용계정 OTP 시드는 한 사람 폰 말고 팀 볼트에")
    return mc, le, "", [seed]


@S("TOTP seed spaced groups", "en ko")
def _(lang):
    seed = " ".join(rs(B32.lower(), 4) for _ in range(8))
    mc = L(lang, f"Registrar account 2FA setup key (shown once): {seed}", f"도메인 등록업체 계정 2FA 설정 키 (한번만 보여줌): {seed}")
    le = L(lang, "Without it, recovering the registrar account takes a notarized form.", "이거 없으면 등록업체 계정 복구에 공증 서류 필요")
    return mc, le, "", [seed]


@S("recovery codes list", "en ko ko")
def _(lang):
    codes = ["%s-%s" % (rs(LAN, 5), rs(LAN, 5)) for _ in range(ri(4, 6))]
    mc = L(lang, "GitHub org owner account recovery codes (the owner left last week):\n" + "\n".join(codes),
           "깃헙 org 오너 계정 복구 코드 (오너 지난주 퇴사):\n" + "\n".join(codes))
    le = L(lang, "Add a second owner before anyone else leaves.", "다른 사람 나가기 전에 오너 한 명 더 지정")
    return mc, le, "", codes


@S("recovery codes inline numeric", "en")
def _(lang):
    codes = [rs(DI, 4) + " " + rs(DI, 4) for _ in range(4)]
    mc = "AWS root MFA is a lost hardware key. Backup codes from the printout in the safe: " + ", ".join(codes)
    le = "Root account recovery without MFA requires a phone call from the account's registered number."
    return mc, le, "", codes


@S("Wi-Fi WPA key", "en ko ko")
def _(lang):
    ssid = ch([corp().upper() + "-Lab", "Devices-5G", "QA_Phones", corp() + "_guest_iot"])
    key = ch([pw_human(), pw_shell_safe(10, 14), rs(LAN, 12)])
    mc = L(lang, f"The test phones need to be on the device lab Wi-Fi to hit the local build. SSID {ssid}, WPA2 key {key}",
           f"테스트폰이 디바이스랩 와이파이에 붙어야 로컬 빌드 접근 가능. SSID {ssid} / 비번 {key}")
    le = L(lang, "The lab Wi-Fi is isolated from the office LAN on purpose.", "랩 와이파이는 일부러 사내망이랑 분리돼 있음")
    return mc, le, "", [key]


@S("door code and alarm PIN", "en ko")
def _(lang):
    door, alarm = digits_code(8), digits_code(8) + "#"
    mc = L(lang, f"Server room access for the weekend maintenance: door keypad {door}, then disarm the alarm with {alarm} within 30s.",
           f"주말 작업 서버실 출입: 도어락 {door} 누르고 30초 안에 경보 해제 {alarm}")
    le = L(lang, "Security desk must be told beforehand or they dispatch a guard.", "사전에 보안실 통보 안 하면 경비 출동함")
    return mc, le, "", [door, alarm]


@S("PIN for HSM/smartcard", "en ko")
def _(lang):
    pin = digits_code(ri(8, 10))
    mc = L(lang, f"Code signing on Windows uses the YubiKey in the build room. The PIV PIN is {pin}; signtool prompts for it.",
           f"윈도우 코드사이닝은 빌드실 유비키 사용. PIV PIN 은 {pin}, signtool 실행 시 물어봄")
    le = L(lang, "Three wrong PINs lock the token; the PUK is with IT.", "PIN 3번 틀리면 잠김. PUK는 IT팀 보관")
    return mc, le, "", [pin]


@S("app password with spaces (Google style)", "en ko")
def _(lang):
    ap = " ".join(rs(LO, 4) for _ in range(4))
    mc = L(lang, f"The alert mailer uses a Gmail app password since the account has 2FA: {ap}",
           f"알림 메일러가 2FA 켜진 지메일이라 앱 비밀번호 씀: {ap}")
    le = L(lang, "App passwords are revoked when the account password changes.", "계정 비번 바꾸면 앱 비밀번호도 폐기됨")
    return mc, le, "", [ap]


@S("passphrase with spaces (key passphrase)", "en ko ko")
def _(lang):
    ph = passphrase()
    mc = L(lang, f"The backup encryption key is protected by a passphrase. restic asks for it: \"{ph}\"",
           f"백업 암호화 키가 패스프레이즈로 보호됨. restic 실행하면 물어봄. 패스프레이즈: {ph}")
    le = L(lang, "Set RESTIC_PASSWORD_FILE in the systemd unit instead of typing it.", "systemd 유닛에 RESTIC_PASSWORD_FILE 지정하면 입력 안 해도 됨")
    return mc, le, "", [ph]


@S("password with heavy punctuation quoted in YAML", "en ko")
def _(lang):
    pw = pw_punct()
    esc = pw.replace("\\", "\\\\").replace('"', '\\"')
    if esc != pw:
        pw = pw.replace("\\", "/").replace('"', "'")
    mc = L(lang, f"The YAML parse error was from the password not being quoted. Fixed line:\n  password: \"{pw}\"",
           f"YAML 파싱 에러 원인이 비번 따옴표 누락이었음. 고친 줄\n  password: \"{pw}\"")
    le = L(lang, "Values starting with @, `, %, ! or containing ': ' must be quoted in YAML.", "YAML에서 @ ` % ! 로 시작하거나 ': ' 포함하면 따옴표 필수")
    return mc, le, "", [pw]


@S("human password in prose, no label", "en ko ko")
def _(lang):
    pw = pw_human()
    mc = L(lang, f"Router admin page at 192.168.{ri(0,10)}.1 - the office manager said they set it to {pw} last year and nobody changed it since.",
           f"사무실 공유기 관리 페이지 192.168.{ri(0,10)}.1. 총무팀 말로는 작년에 {jo(pw, '로')} 바꿔놓고 그 뒤로 그대로래")
    le = L(lang, "Port-forward rules for the demo box are on that router, not the firewall.", "데모 장비 포트포워딩은 방화벽 아니고 공유기에 있음")
    return mc, le, "", [pw]


@S("Korean-keyboard password (typed in EN mode)", "ko ko en")
def _(lang):
    pw = pw_ko_kbd()
    mc = L(lang, f"The NAS admin password is Korean typed on an English layout: {pw}. Took three people to figure that out.",
           f"NAS 관리자 비번이 한글을 영타로 친 거였음. {jo(pw, ch(['이었음.', '임.']))} 알아내는데 세 명 붙음")
    le = L(lang, "If a Korean colleague's password 'doesn't work', try switching the IME.", "비번 안 맞으면 한/영 전환 상태부터 의심")
    return mc, le, "", [pw]


@S("Hangul password", "ko ko en")
def _(lang):
    pw = pw_hangul()
    mc = L(lang, f"The kiosk admin PIN screen accepts Hangul; the current admin password is {pw}.",
           f"키오스크 관리자 화면 비번이 한글로 되어있음. 현재 비번은 {jo(pw, '임')}")
    le = L(lang, "Hangul passwords break on the Android build because of IME composition; avoid them.",
           "안드로이드 빌드에서 IME 조합 때문에 한글 비번 입력 깨짐. 쓰지 말 것")
    return mc, le, "", [pw]


@S("old and new password pair", "en ko ko")
def _(lang):
    old, new = pw_shell_safe(), pw_shell_safe()
    mc = L(lang, f"DBA rotated the {ch(DBS)} app password today. Old: {old}  New: {new}. Pods restarted at {hhmm()}.",
           f"오늘 DBA가 {ch(DBS)} 앱 비번 바꿈. 기존 {jo(old, '에서')} {jo(new, '로')} 변경. {hhmm()}에 파드 재시작함")
    le = L(lang, "The batch host is not in k8s and still had the old value.", "배치 서버는 k8s 밖이라 옛 비번 그대로였음")
    return mc, le, "", [old, new]


@S("label at end of one field, value starts next", "en ko")
def _(lang):
    pw = pw_shell_safe()
    mc = L(lang, f"Jenkins controller was locked out after the LDAP outage. Local fallback admin account is 'break-glass', password is",
           f"LDAP 장애 후 젠킨스 컨트롤러 로그인 불가. 로컬 비상 계정은 break-glass, 비번은")
    le = L(lang, f"{pw} - rotate it after use, the rotation step is in the runbook.", f"{pw} 임. 쓰고나면 런북대로 로테이션")
    return mc, le, "", [pw]


@S("secret only in ask_next_time", "en ko")
def _(lang):
    pw = pw_human() if R.random() < 0.5 else pw_shell_safe()
    mc = L(lang, f"Could not log into the staging CMS to check the broken page template.", "스테이징 CMS 로그인이 안 돼서 깨진 템플릿 확인 못함")
    le = L(lang, "The CMS has its own user store, unrelated to SSO.", "CMS는 SSO랑 별개 계정 체계")
    ak = L(lang, f"Is the editor account still editor@{corp()}.com / {pw}, or did marketing change it?",
           f"에디터 계정 아직 editor@{corp()}.com / {pw} 맞는지? 마케팅팀이 바꿨는지 확인")
    return mc, le, ak, [pw]


@S("secret in lesson as reminder", "en ko")
def _(lang):
    pw = pw_strong()
    mc = L(lang, f"Grafana alerts were silent for two days because the contact point lost its SMTP auth.",
           f"그라파나 알림이 이틀간 조용했음. contact point SMTP 인증이 날아가서")
    le = L(lang, f"Re-entered the SMTP password {pw} under Alerting > Contact points; provisioning files don't include it.",
           f"Alerting > Contact points 에 SMTP 비번 {pw} 다시 넣음. 프로비저닝 파일엔 없음")
    return mc, le, "", [pw]


# ======================= secret: in artifacts (logs, traces, diffs, tables, JSON, markdown)
@S("log excerpt: app logs connection config", "en ko")
def _(lang):
    pw = pw_url_safe()
    log = f"{date()} {hhmm()}:11,482 INFO  [main] c.z.h.HikariConfig - jdbcUrl.........jdbc:mysql://{host()}:3306/{ch(DBS)}\n{date()} {hhmm()}:11,483 INFO  [main] c.z.h.HikariConfig - password........{pw}\n{date()} {hhmm()}:11,483 INFO  [main] c.z.h.HikariConfig - username........{user()}"
    mc = L(lang, "Startup log at DEBUG for the pool config shows everything:\n" + log, "풀 설정 DEBUG 로그에 다 찍힘\n" + log)
    le = L(lang, "Newer Hikari masks the password; we pin an old version.", "최신 Hikari는 마스킹함. 우리는 옛 버전 고정")
    return mc, le, "", [pw]


@S("stack trace containing connection URL", "en ko")
def _(lang):
    pw = pw_url_safe()
    url = f"postgresql+psycopg2://{user()}:{pw}@{host()}:5432/{ch(DBS)}"
    tr = f"Traceback (most recent call last):\n  File \"/app/jobs/rollup.py\", line {ri(20,300)}, in main\n    engine = create_engine(url)\nsqlalchemy.exc.ArgumentError: Could not parse SQLAlchemy URL from string '{url} '"
    mc = L(lang, "Rollup job crashed on start:\n" + tr, "롤업 잡 시작하자마자 죽음\n" + tr)
    le = L(lang, "Trailing space from the secret manager value. strip() it.", "시크릿 매니저 값 끝 공백 때문. strip() 필요")
    return mc, le, "", [pw]


@S("diff adding a hardcoded password", "en ko")
def _(lang):
    pw = pw_shell_safe()
    d = f"--- a/config/database.yml\n+++ b/config/database.yml\n@@ -12,7 +12,7 @@ production:\n   adapter: postgresql\n   host: {host()}\n-  password: <%= ENV['DB_PASSWORD'] %>\n+  password: {pw}\n   pool: 10"
    mc = L(lang, f"Prod outage root cause: a hotfix commit replaced the ENV lookup. The diff:\n{d}", f"운영 장애 원인: 핫픽스 커밋이 ENV 참조를 덮어씀. diff\n{d}")
    le = L(lang, "Hotfixes skip review here. Pre-commit secret scan would have caught it.", "핫픽스는 리뷰 생략됨. pre-commit 시크릿 스캔 있었으면 잡혔을 것")
    return mc, le, "", [pw]


@S("Markdown table of shared accounts", "en ko")
def _(lang):
    rows, secs = [], []
    for svc in R.sample(["Jenkins", "Grafana", "Kibana", "ArgoCD", "Harbor", "Sonar", "RabbitMQ UI"], 3):
        pw = ch([pw_human(), pw_shell_safe(10, 14)])
        secs.append(pw)
        rows.append(f"| {svc} | admin | {pw} |")
    head = L(lang, "| tool | user | password |\n|---|---|---|", "| 도구 | 계정 | 비번 |\n|---|---|---|")
    mc = L(lang, "Found an old Confluence page with the shared logins:\n", "옛날 컨플루언스 페이지에 공용 계정 정리돼 있었음\n") + head + "\n" + "\n".join(rows)
    le = L(lang, "Page is visible to the whole company. Reported to security.", "전사 공개 페이지였음. 보안팀 신고")
    return mc, le, "", secs


@S("JSON blob from API response with secret", "en ko")
def _(lang):
    sec = rs(B64U, 48)
    obj = {"id": ri(1000, 9999), "name": ch(SVCS) + "-integration", "client_id": rs(LAN, 20), "client_secret": sec, "created_at": date()}
    mc = L(lang, "POST /integrations returned the secret once; nobody saved it. I did:\n" + json.dumps(obj),
           "POST /integrations 응답에 시크릿이 한번만 나오는데 아무도 저장 안 했었음. 내가 저장:\n" + json.dumps(obj))
    le = L(lang, "If lost, the integration must be recreated, not reset.", "잃어버리면 리셋 불가, 재생성해야 함")
    return mc, le, "", [sec]


@S("Markdown code block .env with several providers", "en ko")
def _(lang):
    a, b, c = "sk_live_51" + rs(AN, 60), "SG." + rs(B64U, 22) + "." + rs(B64U, 43), pw_url_safe()
    env = f"```dotenv\nSTRIPE_SECRET_KEY={a}\nSENDGRID_API_KEY={b}\nDB_PASSWORD={c}\nFEATURE_NEW_CHECKOUT=true\n```"
    mc = L(lang, "Handover doc from the contractor, section 'Local setup':\n" + env, "외주 인수인계 문서 '로컬 세팅' 섹션\n" + env)
    le = L(lang, "All three are prod values. Rotate after handover.", "셋 다 운영 값임. 인수인계 끝나면 로테이션")
    return mc, le, "", [a, b, c]


@S("docker-compose MYSQL_ROOT_PASSWORD", "en ko")
def _(lang):
    pw, pw2 = pw_url_safe(), pw_url_safe()
    y = f"  db:\n    image: mysql:8.0\n    environment:\n      MYSQL_ROOT_PASSWORD: {pw}\n      MYSQL_USER: app\n      MYSQL_PASSWORD: {pw2}"
    mc = L(lang, "The on-prem install for the client uses compose, and the same file is used in their prod:\n" + y,
           "고객사 온프렘 설치가 compose 기반인데 같은 파일을 운영에도 씀\n" + y)
    le = L(lang, "Generate per-install passwords in the installer.", "설치 시 비번 랜덤 생성하게 인스톨러 수정 필요")
    return mc, le, "", [pw, pw2]


@S("Spring application.properties datasource", "en ko")
def _(lang):
    pw = pw_shell_safe()
    p = f"spring.datasource.url=jdbc:mariadb://{host()}:3306/{ch(DBS)}\nspring.datasource.username={user()}\nspring.datasource.password={pw}\nspring.jpa.hibernate.ddl-auto=validate"
    mc = L(lang, "The batch module ignores the profile and reads src/main/resources/application.properties:\n" + p,
           "배치 모듈이 프로파일 무시하고 application.properties 직접 읽음\n" + p)
    le = L(lang, "ddl-auto=validate fails fast on drift, which is what surfaced it.", "ddl-auto=validate 덕분에 스키마 불일치 바로 드러남")
    return mc, le, "", [pw]


@S("Django SECRET_KEY in settings", "en ko")
def _(lang):
    k = rs(LAN + "!@#$%^&*(-_=+)", 50)
    mc = L(lang, f"Sessions got invalidated on every deploy because each pod generated its own key. The fixed settings use:\nSECRET_KEY = '{k}'",
           f"배포할 때마다 세션 풀림. 파드마다 키를 새로 만들고 있었음. 수정된 설정\nSECRET_KEY = '{k}'")
    le = L(lang, "It should come from the env, but at least it's stable now.", "env에서 읽는게 맞지만 일단 고정은 됨")
    return mc, le, "", [k]


@S("Rails master.key / Laravel APP_KEY", "en ko")
def _(lang):
    if R.random() < 0.5:
        k = hexs(32)
        mc = L(lang, f"credentials.yml.enc couldn't be decrypted on the new server; config/master.key should contain {k}",
               f"새 서버에서 credentials.yml.enc 복호화 실패. config/master.key 내용은 {k}")
    else:
        k = "base64:" + base64.b64encode(rbytes(32)).decode()
        mc = L(lang, f"Laravel threw 'The MAC is invalid' after migration. APP_KEY must match the old server: APP_KEY={k}",
               f"이전 후 라라벨 'The MAC is invalid'. APP_KEY가 구 서버랑 같아야 함: APP_KEY={k}")
    le = L(lang, "This key decrypts stored data, so it can't be rotated casually.", "저장 데이터 복호화 키라 함부로 못 바꿈")
    return mc, le, "", [k]


@S("JWT signing secret", "en ko")
def _(lang):
    k = rs(AN, ri(32, 64))
    mc = L(lang, f"Tokens from the auth service failed validation in the gateway: they had different HS256 secrets. Correct JWT_SECRET={k}",
           f"게이트웨이에서 인증서비스 토큰 검증 실패. HS256 시크릿이 달랐음. 맞는 JWT_SECRET={k}")
    le = L(lang, "Move to RS256 so the gateway only needs the public key.", "RS256으로 바꾸면 게이트웨이는 공개키만 있으면 됨")
    return mc, le, "", [k]


@S(".netrc machine login password", "en ko")
def _(lang):
    pw = rs(AN, 40)
    mc = L(lang, f"go mod download failed for the private module. My colleague's ~/.netrc:\nmachine git.{corp()}.io login build password {pw}",
           f"프라이빗 모듈 go mod download 실패. 동료 ~/.netrc\nmachine git.{corp()}.io login build password {pw}")
    le = L(lang, "Also set GOPRIVATE or the proxy is asked first.", "GOPRIVATE도 설정해야 프록시 먼저 안 찾음")
    return mc, le, "", [pw]


@S(".pgpass line", "en")
def _(lang):
    pw = pw_shell_safe()
    mc = f"psql kept prompting even with .pgpass. The line was right:\n{host()}:5432:*:{user()}:{pw}\n...but the file mode was 644."
    le = "libpq ignores .pgpass unless it is 0600."
    return mc, le, "", [pw]


@S("pip.conf extra-index-url with token", "en ko")
def _(lang):
    tok = rs(AN, 32)
    line = f"extra-index-url = https://__token__:{tok}@pypi.{corp()}.io/simple/"
    mc = L(lang, f"Internal packages 404'd during docker build. pip.conf on CI contains:\n[global]\n{line}", f"도커 빌드 중 내부 패키지 404. CI pip.conf 내용\n[global]\n{line}")
    le = L(lang, "extra-index-url allows dependency confusion; use index-url with a proxy.", "extra-index-url은 의존성 혼동 위험. 프록시 index-url 권장")
    return mc, le, "", [tok]


@S("docker config.json auths base64", "en ko")
def _(lang):
    pw = pw_url_safe()
    b = base64.b64encode(f"{ch(['ci','deploy','robot'])}:{pw}".encode()).decode()
    js = '{"auths": {"registry.%s.io": {"auth": "%s"}}}' % (corp(), b)
    mc = L(lang, "The image pull secret was built from this ~/.docker/config.json:\n" + js, "이미지 pull 시크릿이 이 config.json 으로 만들어짐\n" + js)
    le = L(lang, "auth is just base64(user:pass) - not encryption.", "auth 값은 base64(user:pass) 일 뿐 암호화 아님")
    return mc, le, "", [b]


@S("git credential store file", "en")
def _(lang):
    tok = "ghp_" + rs(AN, 36)
    mc = f"Pushes from the shared build VM go out as a former employee. ~/.git-credentials has:\nhttps://{ch(EN_PEOPLE).lower()}:{tok}@github.com"
    le = "Use a machine user or GitHub App for shared hosts."
    return mc, le, "Who owns the machine user now?", [tok]


@S("Android gradle signing properties", "en ko")
def _(lang):
    a, b = pw_shell_safe(), pw_shell_safe()
    p = f"RELEASE_STORE_FILE=upload.jks\nRELEASE_STORE_PASSWORD={a}\nRELEASE_KEY_ALIAS=upload\nRELEASE_KEY_PASSWORD={b}"
    mc = L(lang, "bundleRelease failed on my machine; ~/.gradle/gradle.properties on the release Mac has:\n" + p,
           "내 PC에서 bundleRelease 실패. 릴리즈 맥의 ~/.gradle/gradle.properties\n" + p)
    le = L(lang, "Play App Signing means losing the upload key is recoverable, but slow.", "Play 앱 서명이라 업로드키 분실은 복구 가능하나 오래 걸림")
    return mc, le, "", [a, b]


@S("fastlane match password", "en ko")
def _(lang):
    ph = passphrase(3, "-") + str(ri(10, 99))
    mc = L(lang, f"iOS certs repo is encrypted by match. MATCH_PASSWORD={ph}", f"iOS 인증서 레포는 match로 암호화. MATCH_PASSWORD={ph}")
    le = L(lang, "Without it, nuke and regenerate certs - which revokes everyone's dev profiles.", "없으면 nuke 후 재발급해야 하고 모두의 개발 프로파일 폐기됨")
    return mc, le, "", [ph]


@S("Ansible become password in inventory", "en ko")
def _(lang):
    pw = pw_human()
    inv = f"[legacy]\n{host()} ansible_user=admin ansible_become_pass={pw}"
    mc = L(lang, "Playbook hung at 'BECOME password'. inventory/legacy.ini has:\n" + inv, "플레이북이 'BECOME password' 에서 멈춤. inventory/legacy.ini\n" + inv)
    le = L(lang, "Move it to vault.yml; inventory is not encrypted.", "vault.yml로 옮기기. 인벤토리는 암호화 안 됨")
    return mc, le, "", [pw]


@S("wp-config DB_PASSWORD define", "en ko")
def _(lang):
    pw = pw_strong(14, 20, "!#%^*-_=+.~@$&")
    code = f"define( 'DB_NAME', 'wp_{corp()}' );\ndefine( 'DB_USER', 'wp_user' );\ndefine( 'DB_PASSWORD', '{pw}' );\ndefine( 'DB_HOST', '{host()}' );"
    mc = L(lang, "Marketing site moved hosts; wp-config.php needs:\n" + code, "마케팅 사이트 호스팅 이전. wp-config.php 값\n" + code)
    le = L(lang, "Search-replace the site URL in the DB too or logins redirect to the old host.", "DB의 사이트 URL도 치환해야 로그인 리다이렉트 안 꼬임")
    return mc, le, "", [pw]


@S("PHP PDO / Node createConnection inline password", "en ko")
def _(lang):
    pw = pw_shell_safe()
    code = ch([f"$pdo = new PDO('mysql:host={host()};dbname={ch(DBS)}', 'legacy', '{pw}');",
               f"const conn = mysql.createConnection({{ host: '{host()}', user: 'legacy', password: '{pw}', database: '{ch(DBS)}' }});"])
    mc = L(lang, "The old admin panel connects directly:\n" + code, "구 어드민 패널 직접 접속 코드\n" + code)
    le = L(lang, "This panel bypasses the API entirely, so API-level audits miss it.", "이 패널은 API 우회라 API 감사 로그에 안 남음")
    return mc, le, "", [pw]


@S("Java DriverManager positional", "en")
def _(lang):
    pw = pw_shell_safe()
    code = f'Connection c = DriverManager.getConnection("jdbc:oracle:thin:@{host()}:1521/ERP", "ERP_BATCH", "{pw}");'
    mc = "Reading the settlement batch to understand the 3am job:\n" + code
    le = "The batch holds a connection for the whole run; DB-side idle timeout kills it after 2h."
    return mc, le, "", [pw]


@S("IPMI / iDRAC / BMC console password", "en ko")
def _(lang):
    pw = pw_shell_safe(10, 14)
    mc = L(lang, f"Bare-metal node {ri(1,24)} hung; only way in was iDRAC at https://10.{ri(0,9)}.{ri(0,9)}.{ri(10,99)} with root / {pw} (changed from the factory default).",
           f"베어메탈 {ri(1,24)}번 노드 먹통. iDRAC https://10.{ri(0,9)}.{ri(0,9)}.{ri(10,99)} 로만 접속됨. root / {pw} (공장 기본값에서 바꾼 것)")
    le = L(lang, "BMC network is reachable only from the jump host.", "BMC 망은 점프호스트에서만 접근 가능")
    return mc, le, "", [pw]


@S("IPsec VPN pre-shared key", "en ko")
def _(lang):
    psk = rs(AN, ri(24, 40))
    mc = L(lang, f"Site-to-site tunnel to the warehouse dropped after their firewall swap. Phase 1 PSK must match: {psk}",
           f"물류센터 방화벽 교체 후 site-to-site 터널 끊김. 1단계 PSK 일치해야 함: {psk}")
    le = L(lang, "Their new firewall defaults to IKEv2; ours was pinned to IKEv1.", "상대 신규 방화벽 기본이 IKEv2. 우리는 IKEv1 고정이었음")
    return mc, le, "", [psk]


@S("SNMP community string", "en ko")
def _(lang):
    cs = ch(WORDS) + rs(AN, 8)
    mc = L(lang, f"Network graphs went flat; switches were re-provisioned with a new SNMP community: {cs}",
           f"네트워크 그래프 평평해짐. 스위치 재설정되면서 SNMP community 바뀜: {cs}")
    le = L(lang, "SNMPv2c community is effectively a password; v3 is on the roadmap.", "v2c community는 사실상 비번. v3 전환 예정")
    return mc, le, "", [cs]


@S("LDAP bind password in app config", "en ko")
def _(lang):
    pw = pw_shell_safe()
    y = f"ldap:\n  url: ldaps://ad.{corp()}.local:636\n  bind_dn: CN=svc-wiki,OU=Service,DC={corp()},DC=local\n  bind_password: \"{pw}\""
    mc = L(lang, "Wiki login broke after AD cert renewal. Config:\n" + y, "AD 인증서 갱신 후 위키 로그인 깨짐. 설정\n" + y)
    le = L(lang, "Import the new AD CA into the wiki's JVM truststore.", "새 AD CA를 위키 JVM truststore에 import")
    return mc, le, "", [pw]


@S("Keycloak client secret", "en ko")
def _(lang):
    sec = rs(AN, 32)
    mc = L(lang, f"OIDC login on the admin app returned unauthorized_client. Keycloak > Clients > admin-app > Credentials shows the secret {sec}",
           f"어드민 앱 OIDC 로그인 unauthorized_client. Keycloak 클라이언트 Credentials 탭 시크릿: {sec}")
    le = L(lang, "Regenerating the secret in Keycloak instantly breaks every deployed instance.", "키클록에서 재생성하면 배포된 인스턴스 전부 즉시 깨짐")
    return mc, le, "", [sec]


@S("encryption key hex / Fernet", "en ko")
def _(lang):
    k = ch([hexs(64), b64u(rbytes(32)) + "="])
    mc = L(lang, f"PII columns are encrypted at the app layer. To decrypt an export for the audit I used FIELD_ENCRYPTION_KEY={k}",
           f"PII 컬럼은 앱 레벨 암호화. 감사용 export 복호화에 FIELD_ENCRYPTION_KEY={k} 사용")
    le = L(lang, "Key rotation needs a re-encrypt migration; there's no key versioning.", "키 버전관리 없어서 로테이션하려면 재암호화 마이그레이션 필요")
    return mc, le, "", [k]


@S("webhook signing secret generic", "en ko")
def _(lang):
    sec = rs(AN, 40)
    mc = L(lang, f"Webhook signature checks failed after the partner re-registered. New HMAC secret they gave: {sec}",
           f"파트너가 웹훅 재등록한 뒤 서명 검증 실패. 새 HMAC 시크릿 {sec}")
    le = L(lang, "Compare signatures with hmac.compare_digest over the raw body, not parsed JSON.", "파싱된 JSON 말고 원본 body로 hmac.compare_digest")
    return mc, le, "", [sec]


@S("NEXTAUTH_SECRET / session secret", "en ko")
def _(lang):
    sec = base64.b64encode(rbytes(32)).decode()
    mc = L(lang, f"Users were logged out on every Vercel preview. NEXTAUTH_SECRET differs per env; prod is {sec}",
           f"버셀 프리뷰마다 로그아웃됨. NEXTAUTH_SECRET 이 환경별로 다름. 운영 값 {sec}")
    le = L(lang, "Preview envs should have their own secret anyway.", "프리뷰는 원래 별도 시크릿이어야 함")
    return mc, le, "", [sec]


# ======================= secret: Korean-style notes
@S("ko chat: 비번 뭐였죠 Q&A", "ko ko")
def _(lang):
    pw = ch([pw_human(), pw_shell_safe(10, 14)])
    a, b = ch(KO_PEOPLE), ch(KO_PEOPLE)
    t = times(3)
    mc = f"[{t[0]}] {a}: 혹시 stg 젠킨스 admin 비번 뭐였죠?\n[{t[1]}] {b}: {jo(pw, '요')}\n[{t[2]}] {b}: 아 근데 그거 다음주에 바꿀거에요"
    le = "공용 계정 비번은 메신저로 돌지 않게 볼트 링크로 공유하기"
    return mc, le, "", [pw]


@S("ko terse: 값 바뀜 화살표", "ko ko")
def _(lang):
    pw = pw_url_safe()
    mc = f"stg db 비번 바뀜 → {pw}\n{ch(SVCS)}-api 재배포 완료, 배치는 아직"
    le = "비번 바뀌면 배치 서버도 같이 챙길 것 (k8s 밖)"
    return mc, le, ch(["", "배치 서버 비번은 누가 바꿈?"]), [pw]


@S("ko particle attached to value (이고/로/은)", "ko ko")
def _(lang):
    tok = rs(AN, ri(28, 40))
    pw = pw_shell_safe()
    mc = f"사내 위키 API 토큰은 {tok}이고 만료는 {date()}까지. 봇 계정 비밀번호는 {pw}로 바꿔둠"
    le = "위키 API 토큰 만료되면 알림봇이 조용히 죽음. 만료일 캘린더에 등록함"
    return mc, le, "", [tok, pw]


@S("ko meeting minutes with shared account", "ko ko")
def _(lang):
    pw = pw_human()
    mc = f"[{date()} 인프라 주간회의]\n1. 모니터링 이관 - 진행중\n2. 공용 계정: grafana-admin / {pw} (임시, 이관 끝나면 폐기)\n3. 다음 회의 때 비용 리뷰"
    le = "회의록이 전사 공유 폴더에 올라감. 계정정보는 회의록에 적지 말자고 다음 회의때 안건으로"
    return mc, le, "", [pw]


@S("ko 공동인증서 비밀번호", "ko ko")
def _(lang):
    pw = pw_strong(10, 14, "!@#$%^&*")
    mc = f"세금계산서 자동발행 배치가 공동인증서로 로그인함. 인증서는 /opt/cert/signCert.der, 인증서 비밀번호는 {jo(pw, '이고')} 만료는 매년 {ri(1,12)}월"
    le = "인증서 만료 1년 주기. 갱신하면 비번도 같이 바뀔 수 있음"
    return mc, le, "인증서 갱신 담당 누구임?", [pw]


@S("ko 엑셀 파일 암호", "ko en")
def _(lang):
    pw = pw_human()
    mc = L(lang, f"The payroll export is a password-protected xlsx. HR opens it with {pw}.", f"급여 export 파일이 암호 걸린 xlsx임. 인사팀은 {pw} 로 열어봄")
    le = L(lang, "openpyxl can't read encrypted xlsx; use msoffcrypto-tool first.", "openpyxl은 암호 xlsx 못 읽음. msoffcrypto-tool로 먼저 풀기")
    return mc, le, "", [pw]


@S("ko 관리자 페이지 아이디/비번 slash", "ko ko")
def _(lang):
    pw = ch([pw_human(), pw_hangul(), pw_shell_safe(10, 14)])
    mc = f"관리자 페이지 https://admin-{ch(ENVS)}.{corp()}.co.kr 아이디/비번 admin / {pw}\n권한관리 메뉴에서 내 계정 추가해달라고 하면 됨"
    le = "어드민은 IP 화이트리스트라 VPN 켜야 보임"
    return mc, le, "", [pw]


@S("ko 인수인계 문서 bullet", "ko ko")
def _(lang):
    pw, tok = pw_shell_safe(), rs(AN, 32)
    mc = f"인수인계 받은 내용 정리\n- 배포: 젠킨스 {ch(SVCS)}-deploy 잡\n- 서버 접속: bastion 경유, ec2-user\n- RDS 마스터 비번: {pw}\n- 슬랙 알림봇 토큰: {tok}"
    le = "인수인계 문서에 비번 그대로 적혀있었음. 받자마자 둘 다 교체 요청함"
    return mc, le, "", [pw, tok]


@S("ko 메신저 공지 와이파이", "ko")
def _(lang):
    key = ch([pw_human(), rs(LAN, 10), pw_ko_kbd()])
    mc = f"[공지] {ch(['3층','5층','회의실'])} 와이파이 변경됩니다~ SSID: {corp().upper()}_5G / 비번: {key} 입니다"
    le = "테스트 단말도 다 다시 붙여야 함. QA팀에 공유"
    return mc, le, "", [key]


@S("ko 암호 for encrypted backup", "ko")
def _(lang):
    ph = passphrase(3, " ")
    mc = f"DB 백업 파일 gpg 대칭키로 암호화돼 있음. 복호화 암호는 \"{ph}\" 이고\ngpg -d backup.sql.gpg > backup.sql 하면 물어봄"
    le = "패스프레이즈에 띄어쓰기 있어서 쉘에서 따옴표로 감싸야 함"
    return mc, le, "", [ph]


@S("ko ask_next_time 비번 확인", "ko ko")
def _(lang):
    pw = pw_shell_safe()
    mc = "운영 레디스 접속이 안돼서 캐시 무효화 못하고 넘어감"
    le = "레디스는 VPC 내부에서만 접근됨. 로컬에서 포트포워딩 필요"
    ak = f"운영 레디스 requirepass 아직 {jo(pw, '인지?')} 바뀌었으면 어디서 확인함?"
    return mc, le, ak, [pw]


@S("ko 토큰 발급 후 기록", "ko ko")
def _(lang):
    tok = "glpat-" + rs(B64U, 20)
    mc = f"{ch(SVCS)} 레포 미러링 잡이 401. 내 계정으로 토큰 새로 발급함 ({tok}) 스코프 read_repository만"
    le = "개인 토큰으로 돌리는 건 임시. 퇴사하면 깨짐"
    return mc, le, "", [tok]


# ======================= secret: more config / CI / tools
@S("Jenkinsfile hardcoded credential", "en ko")
def _(lang):
    pw = pw_shell_safe()
    jf = f"stage('Publish') {{\n  steps {{\n    sh \"npm config set //nexus.{corp()}.io/repository/npm/:_password={base64.b64encode(pw.encode()).decode()}\"\n    sh 'npm publish'\n  }}\n}}"
    b = base64.b64encode(pw.encode()).decode()
    mc = L(lang, "Publishing broke after the Nexus upgrade. Jenkinsfile stage:\n" + jf, "넥서스 업그레이드 후 배포 깨짐. Jenkinsfile 단계\n" + jf)
    le = L(lang, "_password is base64 of the plain password, so this is effectively plaintext.", "_password 는 평문 비번의 base64라 사실상 평문")
    return mc, le, "", [b]


@S("GitLab CI variables in .gitlab-ci.yml", "en ko")
def _(lang):
    pw2 = pw_url_safe()
    y = f"variables:\n  POSTGRES_DB: test\n  POSTGRES_USER: runner\n  POSTGRES_PASSWORD: test\nintegration:\n  script:\n    - psql \"postgresql://qa:{pw2}@qa-db.{corp()}.internal/qa\" -f seed.sql"
    mc = L(lang, "Integration stage seeds the shared QA DB directly from CI:\n" + y, "통합 테스트 단계가 CI에서 공용 QA DB에 직접 시드 넣음\n" + y)
    le = L(lang, "The service container password 'test' is fine; the QA DB one is not.", "서비스 컨테이너 비번(test)은 괜찮지만 QA DB 비번은 문제")
    return mc, le, "", [pw2]


@S("Terraform provider block password", "en ko")
def _(lang):
    pw = pw_shell_safe()
    tf = f'provider "mysql" {{\n  endpoint = "{host()}:3306"\n  username = "terraform"\n  password = "{pw}"\n}}'
    mc = L(lang, "terraform plan failed in CI but not locally. providers.tf:\n" + tf, "CI에서만 terraform plan 실패. providers.tf\n" + tf)
    le = L(lang, "CI runner IP is not in the DB security group.", "CI 러너 IP가 DB 보안그룹에 없음")
    return mc, le, "", [pw]


@S("Helm values admin password", "en ko")
def _(lang):
    pw = pw_url_safe()
    y = f"grafana:\n  adminUser: admin\n  adminPassword: {pw}\n  persistence:\n    enabled: true"
    mc = L(lang, "Grafana admin login reset after every helm upgrade; values.yaml pins:\n" + y, "helm upgrade 할때마다 그라파나 admin 로그인 초기화. values.yaml 고정값\n" + y)
    le = L(lang, "Use admin.existingSecret so upgrades don't touch it.", "admin.existingSecret 쓰면 업그레이드 영향 없음")
    return mc, le, "", [pw]


@S("cloud-init user-data password", "en")
def _(lang):
    pw = pw_human()
    mc = f"Vendor appliance VMs boot with this user-data:\n#cloud-config\nchpasswd:\n  list: |\n    support:{pw}\n  expire: false\nssh_pwauth: true"
    le = "ssh_pwauth true + static password on internet-facing VMs. Raised with the vendor."
    return mc, le, "", [pw]


@S("Maven settings.xml server password", "en ko")
def _(lang):
    pw = pw_shell_safe()
    x = f"<server>\n  <id>{corp()}-releases</id>\n  <username>deployer</username>\n  <password>{pw}</password>\n</server>"
    mc = L(lang, "mvn deploy 401 on my machine; ~/.m2/settings.xml on the build server has:\n" + x, "내 PC에서 mvn deploy 401. 빌드서버 ~/.m2/settings.xml\n" + x)
    le = L(lang, "Server id must match distributionManagement id exactly.", "server id가 distributionManagement id와 정확히 같아야 함")
    return mc, le, "", [pw]


@S("NuGet.config ClearTextPassword", "en")
def _(lang):
    pw = rs(LAN, 52)
    mc = f"Restore fails against the internal feed. NuGet.config in the solution root:\n<packageSourceCredentials>\n  <internal>\n    <add key=\"Username\" value=\"build\" />\n    <add key=\"ClearTextPassword\" value=\"{pw}\" />\n  </internal>\n</packageSourceCredentials>"
    le = "It's a committed file. The PAT has been in git history for a year."
    return mc, le, "", [pw]


@S("Composer auth.json / cargo credentials", "en ko")
def _(lang):
    tok = rs(AN, 40)
    if R.random() < 0.5:
        blob = '{"http-basic": {"repo.packagist.com": {"username": "token", "password": "%s"}}}' % tok
        where = "auth.json"
    else:
        blob = '[registries.%s]\ntoken = "%s"' % (corp(), tok)
        where = "~/.cargo/credentials.toml"
    mc = L(lang, f"Private dependency install needs {where}:\n{blob}", f"프라이빗 의존성 설치에 {where} 필요\n{blob}")
    le = L(lang, "Keep it out of the repo; CI writes it from a masked variable.", "레포 밖에 두기. CI가 마스킹 변수로 생성")
    return mc, le, "", [tok]


@S("kubeconfig user token", "en ko")
def _(lang):
    tok = "eyJhbGciOiJSUzI1NiIsImtpZCI6I" + rs(B64U, 40) + "." + rs(B64U, 120) + "." + rs(B64U, 86)
    y = f"users:\n- name: ci-deployer\n  user:\n    token: {tok}"
    mc = L(lang, "kubectl from CI used a static service-account token from this kubeconfig:\n" + y, "CI kubectl 이 kubeconfig 의 정적 SA 토큰 사용\n" + y)
    le = L(lang, "Legacy SA tokens never expire. Switch to TokenRequest / OIDC.", "레거시 SA 토큰은 만료 없음. TokenRequest나 OIDC로 전환")
    return mc, le, "", [tok]


@S("ArgoCD initial admin password", "en ko")
def _(lang):
    pw = rs(AN + "-", 16)
    mc = L(lang, f"kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath='{{.data.password}}' | base64 -d\n{pw}\nLogged in as admin with that.",
           f"kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath='{{.data.password}}' | base64 -d\n{pw}\n이걸로 admin 로그인함")
    le = L(lang, "Delete the initial secret after setting up SSO.", "SSO 세팅 후 initial secret 삭제해야 함")
    return mc, le, "", [pw]


@S("Airflow connection URI env", "en ko")
def _(lang):
    pw = pw_url_safe()
    line = f"AIRFLOW_CONN_WAREHOUSE=snowflake://{ch(['etl','loader'])}:{pw}@{rs(LO,7)}-{rs(LO,7)}/analytics/public?warehouse=LOAD_WH&role=LOADER"
    mc = L(lang, "DAG failed with 'conn_id warehouse isn't defined' on the new scheduler. The old one had:\n" + line,
           "새 스케줄러에서 'conn_id warehouse isn't defined'. 예전 스케줄러 env\n" + line)
    le = L(lang, "Connections defined via env don't show in the UI, which is why nobody knew.", "env로 정의한 커넥션은 UI에 안 보여서 아무도 몰랐음")
    return mc, le, "", [pw]


@S("Jupyter token URL", "en ko")
def _(lang):
    tok = hexs(48)
    mc = L(lang, f"The GPU box runs a shared notebook server: http://gpu-{ri(1,4)}.{corp()}.internal:8888/lab?token={tok}",
           f"GPU 서버 공용 노트북: http://gpu-{ri(1,4)}.{corp()}.internal:8888/lab?token={tok}")
    le = L(lang, "Anyone with that URL has a shell on the box.", "URL 알면 누구나 그 서버 쉘 얻음")
    return mc, le, "", [tok]


@S("redis.conf requirepass", "en")
def _(lang):
    pw = rs(AN, 32)
    mc = f"Sentinel failover left the new master without auth because only the old node had it in redis.conf:\nrequirepass {pw}\nmasterauth {pw}"
    le = "Config rewrite on failover doesn't copy requirepass; set it on all nodes."
    return mc, le, "", [pw]


@S("Vault unseal keys and root token", "en ko")
def _(lang):
    keys = [base64.b64encode(rbytes(33)).decode() for _ in range(3)]
    root = "hvs." + rs(B64U, 24)
    mc = L(lang, "Vault sealed after the node reboot. Unseal keys from the init output (3 of 5 needed):\n" + "\n".join(f"Unseal Key {i+1}: {k}" for i, k in enumerate(keys)) + f"\nInitial Root Token: {root}",
           "노드 재부팅 후 볼트 sealed. init 출력의 unseal 키 (5개 중 3개)\n" + "\n".join(f"Unseal Key {i+1}: {k}" for i, k in enumerate(keys)) + f"\nInitial Root Token: {root}")
    le = L(lang, "Configure auto-unseal with KMS so a reboot isn't an incident.", "KMS 자동 unseal 설정하면 재부팅이 장애가 안 됨")
    return mc, le, "", keys + [root]


@S("Consul ACL token", "en")
def _(lang):
    t = uuid4()
    mc = f"Service registration failed with 'Permission denied'. The agent token set on the old nodes: consul acl set-agent-token agent {t}"
    le = "New nodes come from a fresh AMI without the token step."
    return mc, le, "", [t]


@S("email forward temp password", "en ko")
def _(lang):
    pw = pw_strong(10, 12)
    mc = L(lang, f"Vendor portal account was created for us. Forwarded mail:\n> Your account has been created.\n> Username: {corp()}-dev\n> Temporary password: {pw}\n> You will be asked to change it at first login.",
           f"벤더 포털 계정 생성됨. 전달받은 메일\n> 계정이 생성되었습니다.\n> 아이디: {corp()}-dev\n> 임시 비밀번호: {pw}\n> 최초 로그인 시 변경 필요")
    le = L(lang, "Nobody has logged in yet, so the temporary password still works.", "아직 아무도 로그인 안 해서 임시 비번 그대로 살아있음")
    return mc, le, "", [pw]


@S("Postman environment export JSON", "en ko")
def _(lang):
    tok = rs(B64U, 40)
    js = json.dumps({"name": ch(ENVS), "values": [{"key": "baseUrl", "value": f"https://api.{corp()}.io", "enabled": True},
                                                   {"key": "adminToken", "value": tok, "enabled": True}]})
    mc = L(lang, "QA shared their Postman env export to reproduce:\n" + js, "QA가 재현용 포스트맨 환경 export 공유\n" + js)
    le = L(lang, "Postman env exports include current values; set them as secret type.", "포스트맨 환경 export에 현재값 포함됨. secret 타입으로 설정")
    return mc, le, "", [tok]


@S("browser saved passwords CSV row", "en")
def _(lang):
    pw = pw_human()
    mc = f"Migrating the shared marketing laptop. Chrome password export row for the ad account:\nname,url,username,password\nads,https://ads.example-network.com/login,marketing@{corp()}.com,{pw}"
    le = "Import into the password manager, then delete the CSV."
    return mc, le, "", [pw]


@S("RDP / VNC credentials", "en ko")
def _(lang):
    pw = pw_shell_safe(10, 14)
    mc = L(lang, f"Only way to debug the POS terminal is VNC to {host()}:5900, password {pw}",
           f"POS 단말 디버깅은 VNC {host()}:5900 접속밖에 없음. 비번 {pw}")
    le = L(lang, "VNC password is truncated to 8 characters by the server.", "VNC 서버가 비번 8자로 잘라서 인식함")
    return mc, le, "", [pw]


@S("terse English: pw rotated arrow", "en en")
def _(lang):
    pw = pw_url_safe()
    mc = f"{ch(ENVS)} rabbit pw rotated -> {pw}\n{ch(SVCS)} consumers restarted, {ch(SVCS)} still pending"
    le = "Consumers outside k8s need a manual restart after rotation."
    return mc, le, "", [pw]


@S("Slack-style message with password in code span", "en en")
def _(lang):
    pw = pw_human()
    mc = f"{person()} in #ops: \"staging sftp is back up, same user, password is now `{pw}`, ping me if it breaks\""
    le = "The SFTP server is a single VM with no failover."
    return mc, le, "", [pw]


@S("JSON blob config with nested password", "en ko")
def _(lang):
    pw = pw_strong()
    obj = {"db": {"host": host(), "port": 5432, "user": user(), "password": pw}, "pool": {"min": 2, "max": 10}}
    mc = L(lang, "Lambda env var CONFIG_JSON (decoded) on the reports function:\n" + json.dumps(obj),
           "reports 람다 CONFIG_JSON 환경변수 (디코딩)\n" + json.dumps(obj))
    le = L(lang, "Lambda env vars are visible to anyone with GetFunctionConfiguration.", "람다 env는 GetFunctionConfiguration 권한 있으면 다 보임")
    return mc, le, "", [pw]


@S("Minecraft/game server RCON password", "en")
def _(lang):
    pw = pw_human()
    mc = f"The team-building game server needed a restart. RCON at {host()}:25575 with password {pw}"
    le = "It runs on the same host as the staging DB. Not great."
    return mc, le, "", [pw]


@S("CI env var dump in build log", "en ko")
def _(lang):
    tok = rs(AN, 40)
    log = f"+ env | sort\nCI=true\nCI_COMMIT_SHA={hexs(40)}\nDEPLOY_TOKEN={tok}\nHOME=/root\nNODE_VERSION=20.{ri(1,15)}.0"
    mc = L(lang, "Someone added `env | sort` to debug the build. Public build log shows:\n" + log, "빌드 디버깅한다고 누가 env | sort 추가함. 공개 빌드 로그에\n" + log)
    le = L(lang, "Only variables marked masked are hidden; DEPLOY_TOKEN was not.", "masked 표시한 변수만 가려짐. DEPLOY_TOKEN은 아니었음")
    return mc, le, "", [tok]


@S("password in SQL connection via URL in Markdown link", "en")
def _(lang):
    pw = pw_url_safe()
    mc = f"README 'Quick start' says: connect with [this URL](postgres://demo_admin:{pw}@demo-db.{corp()}.io:5432/demo). That demo DB is the same one sales uses for customer demos."
    le = "Demo environments leak; keep them isolated and rotate monthly."
    return mc, le, "", [pw]



# ======================= secret: several fields / repeated values
@S("value repeated in missing_context and lesson", "en ko")
def _(lang):
    pw = pw_url_safe()
    mc = L(lang, f"Local stack wouldn't start: docker compose expects PG_PASSWORD={pw} in .env and I had the one from the old README.",
           f"로컬 스택 안 뜸. compose가 .env 에 PG_PASSWORD={pw} 기대하는데 나는 옛 README 값 넣어둠")
    le = L(lang, f"The local DB password is {pw} since the March reset; the README is wrong.",
           f"3월 리셋 이후 로컬 DB 비번은 {jo(pw, '임')}. README가 틀림")
    return mc, le, "", [pw]


@S("command with password in lesson", "en ko")
def _(lang):
    pw = pw_alnum_mixed()
    h = host()
    mc = L(lang, f"Spent the morning figuring out how to clear the stuck job lock in Redis on {h}.", f"{h} 레디스에 걸린 잡 락 푸는 법 찾느라 오전 날림")
    le = L(lang, f"Next time just run: redis-cli -h {h} -a '{pw}' DEL lock:settlement:daily",
           f"다음엔 바로 이거: redis-cli -h {h} -a '{pw}' DEL lock:settlement:daily")
    return mc, le, L(lang, "Why does the lock have no TTL?", "락에 TTL 없는 이유?"), [pw]


@S("token in ask_next_time asking to revoke", "en ko")
def _(lang):
    tok = "ghp_" + rs(AN, 36)
    mc = L(lang, "Found a personal GitHub token hardcoded in scripts/sync_labels.sh while fixing the label sync.",
           "라벨 동기화 고치다가 scripts/sync_labels.sh 에 개인 깃헙 토큰 하드코딩된 거 발견")
    le = L(lang, "Replaced it with the GITHUB_TOKEN from the Actions context.", "Actions 컨텍스트의 GITHUB_TOKEN 으로 교체함")
    ak = L(lang, f"Whose token is {tok}? It should be revoked.", f"{jo(tok, '이거')} 누구 토큰인지? 폐기해야 함")
    return mc, le, ak, [tok]


@S("password in missing_context and ask_next_time", "en ko")
def _(lang):
    pw = pw_human()
    mc = L(lang, f"The demo tenant's admin login is demo-admin / {pw}; sales changes it before big demos without telling anyone.",
           f"데모 테넌트 관리자 로그인 demo-admin / {pw}. 영업팀이 큰 데모 전에 말없이 바꿈")
    le = L(lang, "Seed scripts reset it nightly, so changes don't stick anyway.", "시드 스크립트가 매일 밤 초기화해서 바꿔도 유지 안 됨")
    ak = L(lang, f"Is {pw} still valid after tonight's reset?", f"오늘 밤 초기화 후에도 {jo(pw, '인지')} 확인")
    return mc, le, ak, [pw]


@S("ticket comment quoting credential in lesson", "en ko")
def _(lang):
    k = "AKIA" + rs(UAN, 16)
    sk = rs(AN + "+/", 40)
    mc = L(lang, f"{ticket()} asked why the export bucket is readable by a vendor. Their IAM user has a static key.",
           f"{ticket()} 에서 외부 업체가 export 버킷을 왜 읽을 수 있는지 질문 들어옴. 업체 IAM 유저에 정적 키가 있음")
    le = L(lang, f"The vendor's key pair, quoted in the ticket comment: {k} / {sk}. Deactivated it after moving them to a role.",
           f"티켓 댓글에 적혀있던 업체 키 {k} / {sk}. 역할 기반으로 옮긴 뒤 비활성화함")
    return mc, le, "", [k, sk]


@S("ko lesson with 비번 and token both", "ko ko")
def _(lang):
    pw, tok = pw_shell_safe(), "xoxb-" + slack_digits() + "-" + slack_digits() + "-" + rs(AN, 24)
    mc = "장애 알림이 슬랙에 안 와서 확인해보니 봇이 채널에서 빠져있었음"
    le = f"알림봇 토큰 {tok}, 봇 계정 SSO 우회 비번 {jo(pw, '으로')} 로그인해서 채널에 다시 초대함"
    return mc, le, "봇을 채널에서 누가 뺐는지 감사로그 확인 필요", [pw, tok]


@S("ko ask with key who owns", "ko en")
def _(lang):
    k = "AIza" + rs(B64U, 35)
    mc = L(lang, "Maps stopped rendering on the store locator page; quota exceeded on some key.", "매장찾기 페이지 지도 안 뜸. 어떤 키의 쿼터 초과")
    le = L(lang, "The page uses a different Maps key than the app; restrict keys by referrer.", "페이지랑 앱이 다른 지도 키 씀. 리퍼러 제한 걸어야 함")
    ak = L(lang, f"Which GCP project owns {k}? Billing alerts didn't fire.", f"{jo(k, '이')} 어느 GCP 프로젝트 키인지? 결제 알림이 안 울렸음")
    return mc, le, ak, [k]


# ================================================================ CLEAN templates
@C("clean: env var reference in shell command", "en ko ko")
def _(lang):
    cmd = ch(['PGPASSWORD="$PGPASSWORD" psql -h "$PGHOST" -U "$PGUSER" -d %s' % ch(DBS),
              'mysql -h "$DB_HOST" -u "$DB_USER" -p"$DB_PASSWORD" %s < dump.sql' % ch(DBS),
              'curl -fsS -H "Authorization: Bearer ${API_TOKEN}" https://api.%s.io/v1/health' % corp()])
    mc = L(lang, f"The runbook command only works if the variables are exported first:\n{cmd}", f"런북 명령은 변수들 먼저 export 해야 동작함\n{cmd}")
    le = L(lang, "Source the env file from the vault agent (/run/secrets/app.env) before running anything.", "뭐 실행하기 전에 vault agent가 만든 /run/secrets/app.env 먼저 source")
    return mc, le, L(lang, "Where does the vault agent template live?", "")


@C("clean: GitHub Actions secrets templating", "en ko")
def _(lang):
    y = "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}\n  AWS_ROLE_ARN: arn:aws:iam::%d:role/gha-deploy" % ri(10 ** 11, 10 ** 12 - 1)
    mc = L(lang, "Release workflow failed on forks because secrets aren't passed to fork PRs. Relevant env block:\n" + y,
           "포크 PR에는 시크릿이 안 넘어가서 릴리즈 워크플로 실패. 해당 env 블록\n" + y)
    le = L(lang, "Gate the publish job on github.event.pull_request.head.repo.fork == false.", "publish 잡은 fork == false 조건으로 막기")
    return mc, le, ""


@C("clean: Helm/k8s secretKeyRef templating", "en ko")
def _(lang):
    y = "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: {{ .Release.Name }}-db\n        key: password\n  - name: API_KEY\n    value: {{ .Values.apiKey | quote }}"
    mc = L(lang, "Chart rendered an empty API_KEY because .Values.apiKey isn't set in values-prod.yaml:\n" + y,
           "values-prod.yaml 에 apiKey 없어서 빈 값으로 렌더링됨\n" + y)
    le = L(lang, "Use `required` in the template so helm fails loudly instead.", "템플릿에서 required 쓰면 helm이 바로 실패시켜줌")
    return mc, le, ""


@C("clean: placeholder values in sample config", "en ko ko")
def _(lang):
    ph = ch(["<your-api-key>", "YOUR_API_KEY_HERE", "changeme-in-local-only", "<REPLACE_ME>", "xxxxxxxxxxxxxxxx", "${STRIPE_SECRET_KEY}", "<paste token>"])
    ph2 = ch(["<db-password>", "REPLACE_WITH_DB_PASSWORD", "********", "<secret>"])
    mc = L(lang, f"config.sample.yaml still has placeholders and the app boots with them without complaint:\napi_key: \"{ph}\"\ndb_password: \"{ph2}\"",
           f"config.sample.yaml 플레이스홀더가 그대로인데 앱이 에러 없이 뜸\napi_key: \"{ph}\"\ndb_password: \"{ph2}\"")
    le = L(lang, "Added a startup check that rejects values starting with '<' or all x/asterisks.", "'<' 로 시작하거나 x/* 만 있는 값은 시작 시 거부하게 체크 추가")
    return mc, le, ""


@C("clean: masked value with last four", "en ko")
def _(lang):
    last = hexs(4)
    mc = L(lang, f"Two Stripe keys exist in the dashboard; the one the server uses ends in ...{last} (shown masked as sk_live_••••{last}).",
           f"대시보드에 스트라이프 키 두 개 있음. 서버가 쓰는 건 끝자리 ...{last} (sk_live_••••{last} 로 마스킹돼 보임)")
    le = L(lang, "Compare last four characters only; the dashboard never shows the full key again.", "끝 4자리로만 비교. 전체 키는 다시 안 보여줌")
    return mc, le, L(lang, "Can we delete the unused key?", "안 쓰는 키 삭제해도 되는지?")


@C("clean: redacted log lines", "en ko")
def _(lang):
    log = f"{date()}T{hhmm()}:02Z INFO outbound POST https://api.{corp()}.io/v2/orders headers={{'Authorization': 'Bearer [REDACTED]', 'X-Request-Id': '{uuid4()}'}}\n{date()}T{hhmm()}:02Z INFO db connect postgresql://app:****@{host()}:5432/{ch(DBS)}"
    mc = L(lang, "The log redaction middleware works; example from today:\n" + log, "로그 마스킹 미들웨어 정상 동작함. 오늘 로그 예시\n" + log)
    le = L(lang, "The request id is what support needs; headers are masked on purpose.", "고객지원은 request id만 있으면 됨. 헤더는 일부러 마스킹")
    return mc, le, ""


@C("clean: commit SHAs and short SHAs", "en ko")
def _(lang):
    a, b = hexs(40), hexs(40)
    mc = L(lang, f"The regression came in between {a} and {b}. git bisect landed on {hexs(7)} (a dependency bump).",
           f"회귀는 {a} 와 {b} 사이에서 발생. bisect 결과 {hexs(7)} (의존성 버전업 커밋)")
    le = L(lang, "Pin transitive deps in the lockfile; the bump came from a caret range.", "lockfile로 간접 의존성 고정. 캐럿 범위에서 올라간 거였음")
    return mc, le, ""


@C("clean: container image digests", "en ko")
def _(lang):
    d1, d2 = hexs(64), hexs(64)
    mc = L(lang, f"Prod and staging ran different images under the same tag.\nprod:    {corp()}/{ch(SVCS)}@sha256:{d1}\nstaging: {corp()}/{ch(SVCS)}@sha256:{d2}",
           f"같은 태그인데 운영/스테이징 이미지가 달랐음\nprod:    {corp()}/{ch(SVCS)}@sha256:{d1}\nstaging: {corp()}/{ch(SVCS)}@sha256:{d2}")
    le = L(lang, "Deploy by digest, not by mutable tag.", "태그 말고 다이제스트로 배포")
    return mc, le, ""


@C("clean: request IDs and trace IDs", "en ko ko")
def _(lang):
    tid, sid = hexs(32), hexs(16)
    mc = L(lang, f"Slow checkout trace: traceparent 00-{tid}-{sid}-01, request id {uuid4()}. 4.2s spent in the coupon service.",
           f"체크아웃 느린 트레이스: traceparent 00-{tid}-{sid}-01, request id {uuid4()}. 쿠폰 서비스에서 4.2초")
    le = L(lang, "Search by trace id in Tempo, not by request id; the latter isn't indexed.", "Tempo에서는 trace id로 검색. request id는 인덱싱 안 됨")
    return mc, le, ""


@C("clean: base64 of non-secret data", "en ko")
def _(lang):
    plain = ch(['{"tenant":"%s","region":"%s","plan":"pro"}' % (corp(), ch(REGIONS)), "feature=checkout-v2;cohort=%d" % ri(1, 20),
                '{"page":%d,"size":50,"sort":"created_at"}' % ri(2, 40)])
    b = base64.b64encode(plain.encode()).decode()
    mc = L(lang, f"The pagination cursor is just base64 JSON: {b} decodes to {plain}",
           f"페이지네이션 커서는 그냥 base64 JSON: {b} → {plain}")
    le = L(lang, "Clients must treat the cursor as opaque; someone is parsing it.", "클라이언트는 커서를 불투명 값으로 다뤄야 하는데 파싱하는 곳 있음")
    return mc, le, ""


@C("clean: ARNs including secretsmanager ARN", "en ko")
def _(lang):
    acct = ri(10 ** 11, 10 ** 12 - 1)
    arn = f"arn:aws:secretsmanager:{ch(REGIONS)}:{acct}:secret:{ch(ENVS)}/{ch(SVCS)}/db-{rs(AN,6)}"
    role = f"arn:aws:iam::{acct}:role/{ch(SVCS)}-task-role"
    mc = L(lang, f"Task couldn't read its secret. Task role {role} lacked secretsmanager:GetSecretValue on {arn}",
           f"태스크가 시크릿을 못 읽음. {role} 에 {arn} 대상 GetSecretValue 권한 없었음")
    le = L(lang, "The random 6-char suffix on secret ARNs means wildcard the end in IAM policies.", "시크릿 ARN 끝 6자리 랜덤이라 정책에서 와일드카드 필요")
    return mc, le, ""


@C("clean: object IDs (Mongo ObjectId, Stripe object ids)", "en ko")
def _(lang):
    oid = hexs(24)
    cus, pi = "cus_" + rs(AN, 14), "pi_" + rs(AN, 24)
    mc = L(lang, f"Refund mismatch for order doc {oid}: customer {cus}, payment intent {pi} was captured twice.",
           f"주문 도큐먼트 {oid} 환불 불일치. 고객 {cus}, 결제 {pi} 가 두 번 캡처됨")
    le = L(lang, "Idempotency key must be the order id, not a new uuid per retry.", "멱등성 키는 재시도마다 새 uuid 말고 주문 id로")
    return mc, le, ""


@C("clean: SSH public key in authorized_keys", "en ko")
def _(lang):
    pub = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(B64, 43) + " " + ch(EN_PEOPLE).lower() + "@laptop"
    mc = L(lang, f"Couldn't SSH to the bastion; my public key wasn't in authorized_keys. Added:\n{pub}",
           f"배스천 SSH 안 됨. authorized_keys 에 내 공개키가 없었음. 추가한 줄\n{pub}")
    le = L(lang, "Bastion keys are managed by Ansible; manual edits get overwritten nightly.", "배스천 키는 앤서블 관리라 수동 추가는 밤마다 덮어써짐")
    return mc, le, ""


@C("clean: key fingerprints SSH/GPG", "en ko")
def _(lang):
    fp = "SHA256:" + rs(B64, 43)
    gpg = " ".join(rs(HEXU, 4) for _ in range(10))
    mc = L(lang, f"Host key changed warning on deploy. New fingerprint {fp} matches the rebuilt host. Release signing GPG fingerprint is {gpg}.",
           f"배포 중 호스트 키 변경 경고. 새 지문 {fp} 가 재구축 서버와 일치. 릴리즈 서명 GPG 지문은 {gpg}")
    le = L(lang, "Verify fingerprints out-of-band before accepting.", "지문은 별도 채널로 확인 후 수락")
    return mc, le, ""


@C("clean: public certificate PEM", "en ko")
def _(lang):
    body = "MIIC" + b64blob(150)
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    pem = "-----BEGIN CERTIFICATE-----\n" + "\n".join(lines) + "\n-----END CERTIFICATE-----"
    mc = L(lang, "Java client failed the TLS handshake against the partner; their intermediate CA (public cert from their docs) had to be imported:\n" + pem,
           "자바 클라이언트가 파트너 TLS 핸드셰이크 실패. 파트너 문서에 있는 중간 CA 공개 인증서 import 필요했음\n" + pem)
    le = L(lang, "keytool -importcert into the app truststore, not the JDK cacerts.", "JDK cacerts 말고 앱 truststore에 import")
    return mc, le, ""


@C("clean: PGP public key block", "en")
def _(lang):
    body = "mQINBG" + b64blob(170)
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    blk = "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + "\n".join(lines) + "\n-----END PGP PUBLIC KEY BLOCK-----"
    mc = "apt update failed with NO_PUBKEY for the vendor repo. Their published public key (from their website) goes in /etc/apt/keyrings:\n" + blk
    le = "Use signed-by= in the sources entry instead of apt-key."
    return mc, le, ""


@C("clean: WireGuard / age public keys", "en ko")
def _(lang):
    pub = base64.b64encode(rbytes(32)).decode()
    agep = "age1" + rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)
    mc = L(lang, f"To add a new VPN peer you only need their PublicKey ({pub}). For SOPS, add the recipient {agep} to .sops.yaml.",
           f"VPN 피어 추가할 땐 PublicKey ({pub}) 만 있으면 됨. SOPS 수신자 추가는 .sops.yaml 에 {agep}")
    le = L(lang, "Public halves are safe to commit; private halves never leave the device.", "공개키는 커밋해도 됨. 개인키는 기기 밖으로 안 나감")
    return mc, le, ""


@C("clean: CLI flags explained in prose", "en ko ko")
def _(lang):
    mc = L(lang, "-p means password in mysql but port in ssh and redis-cli uses -a for auth; I mixed them up and spent 20 minutes on 'connection refused'.",
           "mysql 에서 -p 는 비번인데 ssh 에서 -p 는 포트, redis-cli 는 인증이 -a 임. 헷갈려서 connection refused 로 20분 날림")
    le = L(lang, "Prefer long flags in runbooks: --port, --password (without value, to prompt).", "런북엔 긴 옵션 쓰기: --port, --password (값 없이 써서 프롬프트로)")
    return mc, le, ""


@C("clean: password policy text", "en ko ko")
def _(lang):
    n = ri(12, 16)
    mc = L(lang, f"Account creation kept failing on the new IdP. Policy: at least {n} characters, 1 upper, 1 digit, 1 symbol, no reuse of last 5, expires every 90 days.",
           f"새 IdP에서 계정 생성 계속 실패. 정책: 최소 {n}자, 대문자 1, 숫자 1, 특수문자 1, 최근 5개 재사용 금지, 90일마다 만료")
    le = L(lang, "The error message says only 'invalid password'; the policy is in the admin console.", "에러 메시지는 'invalid password' 뿐이라 정책은 관리 콘솔에서 봐야 함")
    return mc, le, ""


@C("clean: auth error messages", "en ko")
def _(lang):
    errs = ch(['FATAL:  password authentication failed for user "%s"' % user(),
               "ERROR 1045 (28000): Access denied for user '%s'@'10.%d.%d.%d' (using password: YES)" % (user(), ri(0, 9), ri(0, 9), ri(2, 200)),
               "botocore.exceptions.ClientError: An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.",
               '{"message":"Bad credentials","documentation_url":"https://docs.github.com/rest"}'])
    mc = L(lang, f"Hit this after switching envs:\n{errs}", f"환경 바꾼 뒤 이 에러\n{errs}")
    le = L(lang, "It was the wrong profile selected, not a bad secret.", "시크릿 문제가 아니라 프로파일을 잘못 선택한 것")
    return mc, le, ""


@C("clean: config keys without values", "en ko")
def _(lang):
    block = "DATABASE_URL=\nREDIS_URL=\nSTRIPE_SECRET_KEY=\nJWT_SECRET=\nSENTRY_DSN="
    mc = L(lang, ".env.example lists the required keys, all empty:\n" + block, ".env.example 필수 키 목록, 전부 빈 값\n" + block)
    le = L(lang, "Ask for the values in the #dev-access channel; they are issued per person.", "#dev-access 채널에서 요청. 개인별로 발급됨")
    return mc, le, L(lang, "Is there a script that validates .env against .env.example?", ".env.example 기준으로 검증하는 스크립트 있는지")


@C("clean: key names in code (os.environ, process.env)", "en ko ko")
def _(lang):
    code = ch(['secret = os.environ["PAYMENTS_WEBHOOK_SECRET"]\nsig = request.headers.get("X-Signature")',
               "const token = process.env.GITHUB_TOKEN ?? '';\nif (!token) throw new Error('GITHUB_TOKEN missing');",
               'String pw = System.getenv("KEYSTORE_PASSWORD");\nKeyStore ks = KeyStore.getInstance("PKCS12");'])
    mc = L(lang, "The value is injected at runtime; in code it's only referenced by name:\n" + code, "값은 런타임 주입, 코드엔 이름만 있음\n" + code)
    le = L(lang, "Missing env var surfaces as a generic 500 unless you check at startup.", "시작 시 체크 안 하면 env 누락이 그냥 500으로 보임")
    return mc, le, ""


@C("clean: Korean prose about passwords, no value", "ko ko ko")
def _(lang):
    mc = ch(["운영 DB 비번은 노션에 안 적고 1Password 공유 볼트에만 있음. 접근 권한은 팀장님 승인 필요",
             "토큰 만료돼서 배치 실패한 거였음. 토큰 값 자체는 볼트에서 재발급 받아서 넣었고 여기엔 안 적음",
             "비밀번호 바꾸라는 메일 왔는데 SSO 계정이라 IdP에서 바꾸면 됨. 앱별로 따로 바꿀 필요 없음"])
    le = ch(["비번/키는 노트에 절대 안 적기로 함. 위치만 적기", "키 로테이션 주기는 90일. 캘린더 알림 걸어둠", "암호 관련 문의는 보안팀 채널로"])
    return mc, le, ch(["", "볼트 접근 권한 요청은 어디로 함?"])


@C("clean: version strings and build numbers", "en ko")
def _(lang):
    v = f"v{ri(1,9)}.{ri(0,30)}.{ri(0,20)}-rc.{ri(1,5)}+build.{ri(1000,99999)}"
    mc = L(lang, f"Crash only on {v} (Android versionCode {ri(100000,999999)}), build {ri(2024,2026)}.{ri(1,12)}.{ri(1,31)}.{ri(1,999)} on iOS is fine.",
           f"{v} (안드 versionCode {ri(100000,999999)}) 에서만 크래시, iOS 빌드 {ri(2024,2026)}.{ri(1,12)}.{ri(1,31)}.{ri(1,999)} 는 정상")
    le = L(lang, "The RC was built from the release branch before the fix was cherry-picked.", "픽스 체리픽 전에 릴리즈 브랜치에서 RC 빌드됨")
    return mc, le, ""


@C("clean: credential file paths", "en ko")
def _(lang):
    paths = ", ".join(R.sample(["~/.aws/credentials", "~/.kube/config", "/etc/ssl/private/server.key", "~/.npmrc", "~/.docker/config.json",
                                "/var/run/secrets/kubernetes.io/serviceaccount/token", "~/.config/gcloud/application_default_credentials.json", "~/.ssh/id_ed25519"], 3))
    mc = L(lang, f"The CLI silently picked up stale creds from one of: {paths}. Took a while to find which.",
           f"CLI가 {paths} 중 하나에서 옛 인증정보를 조용히 읽고 있었음. 어느 건지 찾는데 오래 걸림")
    le = L(lang, "Run with --debug; it prints which credential source was used (not the value).", "--debug 로 돌리면 어떤 인증 소스를 썼는지 경로만 찍어줌")
    return mc, le, ""


@C("clean: ports and IPs", "en ko")
def _(lang):
    mc = L(lang, f"Local stack ports: postgres 5433 (not 5432, clashes with Homebrew), redis 6380, api 8081, admin 3001. Metrics on 10.{ri(0,9)}.{ri(0,255)}.{ri(2,250)}:9100.",
           f"로컬 스택 포트: postgres 5433 (brew랑 충돌해서 5432 아님), redis 6380, api 8081, admin 3001. 메트릭은 10.{ri(0,9)}.{ri(0,255)}.{ri(2,250)}:9100")
    le = L(lang, "docker compose ps shows the mapped ports if in doubt.", "헷갈리면 docker compose ps 로 매핑 확인")
    return mc, le, ""


@C("clean: obviously fake AWS doc example keys", "en ko")
def _(lang):
    mc = L(lang, "Unit tests for the S3 signer use the AWS documentation example credentials AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY so the expected signatures match the docs.",
           "S3 서명 단위테스트는 AWS 문서 예시 값 AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY 를 씀. 문서의 기대 서명값과 맞추려고")
    le = L(lang, "Don't 'fix' them to real-looking values; the doc vectors depend on them.", "실제처럼 보이는 값으로 바꾸지 말 것. 문서 테스트 벡터가 이 값 기준")
    return mc, le, ""


@C("clean: fake fixtures with 'fake/dummy' markers", "en ko")
def _(lang):
    fx = ch(['token: "test-token-not-real"', 'api_key: "dummy-key-for-unit-tests"', 'password: "fixture_password_do_not_use"', 'slack_token: "xoxb-fake-token-for-tests"'])
    mc = L(lang, f"Secret scanner flagged tests/fixtures/config.yaml, but the line is a fixture:\n{fx}",
           f"시크릿 스캐너가 tests/fixtures/config.yaml 을 잡았는데 픽스처 값임\n{fx}")
    le = L(lang, "Added the fixture directory to the scanner allowlist with a comment.", "스캐너 allowlist에 픽스처 폴더 추가, 주석 남김")
    return mc, le, ""


@C("clean: feature flags with auth-ish names", "en ko")
def _(lang):
    flags = f"enable_token_refresh_v2=true\nrequire_password_reset_on_login=false\napi_key_rotation_banner={ch(['on','off'])}\nsecret_scanning_block_push=true"
    mc = L(lang, "Login loop in QA came from flag combination:\n" + flags, "QA 로그인 무한루프는 플래그 조합 때문\n" + flags)
    le = L(lang, "token_refresh_v2 needs the new session store; QA still had the old one.", "token_refresh_v2 는 신규 세션 저장소 필요. QA는 구버전")
    return mc, le, ""


@C("clean: ticket numbers about rotation", "en ko")
def _(lang):
    t1, t2 = ticket(), ticket()
    mc = L(lang, f"Credential rotation is tracked in {t1} (DB) and {t2} (third-party API keys). Both blocked on the vault migration.",
           f"인증정보 로테이션은 {t1} (DB), {t2} (외부 API 키) 로 관리 중. 둘 다 볼트 이전에 막혀있음")
    le = L(lang, "Check the ticket before rotating anything manually.", "수동 로테이션 전에 티켓 먼저 확인")
    return mc, le, ""


@C("clean: cache keys and Redis key patterns", "en ko")
def _(lang):
    k = f"sess:{ri(10000,99999)}:v3:{hexs(12)}"
    mc = L(lang, f"Cache stampede on product pages. Keys look like product:{ri(1000,9999)}:price:krw and {k}; TTL was identical for all, so they expired together.",
           f"상품 페이지 캐시 스탬피드. 키 형식 product:{ri(1000,9999)}:price:krw, {k}. TTL이 전부 같아서 동시에 만료됨")
    le = L(lang, "Add jitter to TTLs.", "TTL에 지터 추가")
    return mc, le, ""


@C("clean: nonce/state example from docs", "en")
def _(lang):
    mc = "OIDC callback failed with 'state mismatch'. The docs example (state=af0ifjsldkj, nonce=n-0S6_WzA2Mj) is what the old test harness hardcoded, so every test shared one state."
    le = "Generate state and nonce per request; never reuse the doc sample values."
    return mc, le, ""


@C("clean: short links, coupon codes, order numbers", "en ko")
def _(lang):
    link = "https://bit.ly/" + rs(AN, 7)
    cp = ch(["SPRING", "WELCOME", "BLACKFRI", "VIP"]) + "-" + rs(UAN, 6)
    order = f"ORD-{date().replace('-','')}-{ri(10000,99999)}"
    mc = L(lang, f"Campaign bug: coupon {cp} from the promo link {link} applied twice on order {order}.",
           f"캠페인 버그: 프로모 링크 {link} 의 쿠폰 {cp} 가 주문 {order} 에 두 번 적용됨")
    le = L(lang, "Coupon redemption needs a unique index on (coupon_id, order_id).", "(coupon_id, order_id) 유니크 인덱스 필요")
    return mc, le, ""


@C("clean: checksums and integrity hashes", "en ko")
def _(lang):
    integ = "sha512-" + base64.b64encode(rbytes(64)).decode()
    mc = L(lang, f"npm ci failed with EINTEGRITY; lockfile had integrity {integ} for a package that was republished.",
           f"npm ci EINTEGRITY 실패. 재배포된 패키지의 lockfile integrity 값이 {integ} 였음")
    le = L(lang, "Delete the entry and reinstall that one package; don't regenerate the whole lockfile.", "해당 항목만 지우고 재설치. lockfile 전체 재생성 금지")
    return mc, le, ""


@C("clean: pip --hash requirements", "en")
def _(lang):
    mc = f"pip install --require-hashes failed after bumping urllib3. requirements.txt line:\nurllib3==2.{ri(0,3)}.{ri(0,9)} \\\n    --hash=sha256:{hexs(64)} \\\n    --hash=sha256:{hexs(64)}"
    le = "Regenerate with pip-compile --generate-hashes; hand-editing misses the sdist hash."
    return mc, le, ""


@C("clean: UUIDs for tenants / subscriptions", "en ko")
def _(lang):
    mc = L(lang, f"Azure deploy targeted the wrong subscription. Tenant {uuid4()}, subscription {uuid4()} (prod), {uuid4()} (dev).",
           f"애저 배포가 엉뚱한 구독으로 감. 테넌트 {uuid4()}, 구독 {uuid4()} (운영), {uuid4()} (개발)")
    le = L(lang, "az account set before every terraform run; the CLI default is sticky.", "terraform 전에 az account set. CLI 기본값이 유지됨")
    return mc, le, ""


@C("clean: Twilio Account SID alone / OAuth client id", "en ko")
def _(lang):
    sid = "AC" + hexs(32)
    cid = f"{ri(10**11,10**12)}-{rs(LAN,32)}.apps.googleusercontent.com"
    mc = L(lang, f"SMS were sent from the wrong sub-account: {sid}. Also the Google login button used client id {cid} from the dev project.",
           f"SMS가 엉뚱한 서브계정 {sid} 에서 발송됨. 구글 로그인 버튼도 개발 프로젝트 client id {cid} 사용 중")
    le = L(lang, "Both identifiers are public-ish; the fix is config, not rotation.", "둘 다 식별자라 로테이션 필요 없고 설정만 수정")
    return mc, le, ""


@C("clean: Google Drive / Sheets / Figma file ids", "en ko")
def _(lang):
    did = "1" + rs(B64U, 32)
    sheet = "1" + rs(B64U, 43)
    fig = rs(AN, 22)
    mc = L(lang, f"Specs are spread out: Drive folder https://drive.google.com/drive/folders/{did}, pricing sheet https://docs.google.com/spreadsheets/d/{sheet}/edit, designs https://www.figma.com/file/{fig}/Checkout",
           f"스펙 여기저기 흩어져있음: 드라이브 https://drive.google.com/drive/folders/{did}, 가격 시트 https://docs.google.com/spreadsheets/d/{sheet}/edit, 디자인 https://www.figma.com/file/{fig}/Checkout")
    le = L(lang, "Link the three from the repo README.", "README에 세 링크 모아두기")
    return mc, le, ""


@C("clean: container and pod names", "en ko")
def _(lang):
    pod = f"{ch(SVCS)}-{rs(LAN,9)}-{rs(LAN,5)}"
    cid = hexs(64)
    mc = L(lang, f"OOMKilled pod {pod}; container id containerd://{cid}. Memory limit was 256Mi.",
           f"OOMKilled 파드 {pod}, 컨테이너 id containerd://{cid}. 메모리 리밋 256Mi")
    le = L(lang, "JVM ignored the cgroup limit; add -XX:MaxRAMPercentage=75.", "JVM이 cgroup 리밋 무시. -XX:MaxRAMPercentage=75 추가")
    return mc, le, ""


@C("clean: regex patterns for tokens", "en ko")
def _(lang):
    mc = L(lang, "Wrote a pre-commit hook with these patterns: ghp_[A-Za-z0-9]{36}, xox[bpa]-[0-9A-Za-z-]+, AKIA[0-9A-Z]{16}, -----BEGIN [A-Z ]*PRIVATE KEY-----",
           "pre-commit 훅 패턴: ghp_[A-Za-z0-9]{36}, xox[bpa]-[0-9A-Za-z-]+, AKIA[0-9A-Z]{16}, -----BEGIN [A-Z ]*PRIVATE KEY-----")
    le = L(lang, "Patterns only; real detection should use the shared scanner config.", "패턴만 적어둠. 실제는 공용 스캐너 설정 사용")
    return mc, le, ""


@C("clean: secret manager paths and versions", "en ko ko")
def _(lang):
    p = f"projects/{corp()}-{ch(ENVS)}/secrets/{ch(SVCS)}-db-password/versions/{ri(2,14)}"
    v = f"secret/data/{ch(SVCS)}/{ch(ENVS)}/stripe"
    mc = L(lang, f"App read version 'latest' which was a disabled version. Pin to {p}. Vault equivalent path is {v}.",
           f"앱이 latest 읽었는데 비활성 버전이었음. {p} 로 고정. 볼트 경로는 {v}")
    le = L(lang, "Disabling a version doesn't move 'latest'.", "버전 비활성화해도 latest는 안 바뀜")
    return mc, le, ""


@C("clean: diff removing hardcoded value in favor of env", "en ko")
def _(lang):
    d = "-  password: ${DB_PASSWORD:-}\n+  password: ${DB_PASSWORD:?DB_PASSWORD is required}"
    mc = L(lang, "Made the compose file fail fast when the var is missing:\n" + d, "변수 없으면 바로 실패하게 compose 수정\n" + d)
    le = L(lang, "${VAR:?msg} aborts with the message; ${VAR:-} silently uses empty.", "${VAR:?msg} 는 메시지 내며 중단, ${VAR:-} 는 조용히 빈 값")
    return mc, le, ""


@C("clean: connection string without password", "en ko ko")
def _(lang):
    url = ch([f"postgresql://{user()}@{host()}:5432/{ch(DBS)}?sslmode=verify-full&sslrootcert=/etc/ssl/rds-ca.pem",
              f"mongodb+srv://cluster0.{rs(LAN,5)}.mongodb.net/?authMechanism=MONGODB-AWS&authSource=%24external",
              f"jdbc:postgresql://{host()}:5432/{ch(DBS)}?user={user()}&ssl=true&loginTimeout=10"])
    mc = L(lang, f"The service uses IAM auth, so the URL has no password at all: {url}", f"IAM 인증이라 URL에 비번 자체가 없음: {url}")
    le = L(lang, "Token is generated per connection by the driver plugin.", "토큰은 드라이버 플러그인이 연결마다 생성")
    return mc, le, ""


@C("clean: docker login --password-stdin", "en ko")
def _(lang):
    cmd = f"aws ecr get-login-password --region {ch(REGIONS)} | docker login --username AWS --password-stdin {ri(10**11,10**12-1)}.dkr.ecr.{ch(REGIONS)}.amazonaws.com"
    mc = L(lang, "ECR pulls failed after 12h because the login expires. The login step:\n" + cmd, "12시간 지나면 ECR 로그인 만료돼서 pull 실패. 로그인 단계\n" + cmd)
    le = L(lang, "Use the ECR credential helper instead of a one-time login.", "일회성 로그인 대신 ECR credential helper")
    return mc, le, ""


@C("clean: mysql -p prompt / ssh -p port", "en ko")
def _(lang):
    mc = L(lang, f"Runbook says `mysql -h {host()} -u {user()} -p` (it prompts, nothing after -p) and `ssh -p 2222 deploy@{host()}`.",
           f"런북: `mysql -h {host()} -u {user()} -p` (프롬프트로 입력, -p 뒤 비움), `ssh -p 2222 deploy@{host()}`")
    le = L(lang, "Prompted passwords stay out of shell history.", "프롬프트 입력은 히스토리에 안 남음")
    return mc, le, ""


@C("clean: openssl rand command without output", "en ko")
def _(lang):
    mc = L(lang, "Generated the new webhook secret with `openssl rand -hex 32` and stored it straight into the secret manager (piped, never printed).",
           "새 웹훅 시크릿은 `openssl rand -hex 32` 로 생성해서 출력 없이 바로 시크릿 매니저에 파이프로 저장")
    le = L(lang, "`| aws secretsmanager put-secret-value --secret-id x --secret-string file:///dev/stdin` works.", "aws secretsmanager put-secret-value 에 file:///dev/stdin 쓰면 됨")
    return mc, le, ""


@C("clean: kubectl get secret command only", "en ko")
def _(lang):
    mc = L(lang, f"To check which DB user the app uses: kubectl -n {ch(SVCS)} get secret pg-conn -o jsonpath='{{.data.PGUSER}}' | base64 -d (don't print PGPASSWORD in shared terminals).",
           f"앱이 쓰는 DB 유저 확인: kubectl -n {ch(SVCS)} get secret pg-conn -o jsonpath='{{.data.PGUSER}}' | base64 -d (공유 터미널에서 PGPASSWORD 출력 금지)")
    le = L(lang, "Secrets are only base64 in etcd unless encryption at rest is on.", "etcd 암호화 안 켜면 시크릿은 base64일 뿐")
    return mc, le, ""


@C("clean: HMAC test vector from docs", "en")
def _(lang):
    import hmac as _h
    d = _h.new(b"key", b"The quick brown fox jumps over the lazy dog", hashlib.sha256).hexdigest()
    mc = f"Signature verifier test uses the textbook vector: HMAC-SHA256(key=\"key\", msg=\"The quick brown fox jumps over the lazy dog\") = {d}"
    le = "Textbook vectors catch encoding bugs (we were hashing the hex string, not bytes)."
    return mc, le, ""


@C("clean: Stripe test card numbers", "en ko")
def _(lang):
    mc = L(lang, "E2E payment tests use Stripe's documented test cards 4242 4242 4242 4242 (success) and 4000 0000 0000 9995 (insufficient funds), any future expiry, any CVC.",
           "E2E 결제 테스트는 스트라이프 문서 테스트 카드 4242 4242 4242 4242 (성공), 4000 0000 0000 9995 (잔액부족) 사용. 만료일 미래 아무거나")
    le = L(lang, "Test cards only work with test-mode keys, which come from CI.", "테스트 카드는 테스트 모드에서만 동작")
    return mc, le, ""


@C("clean: Authorization header with variable", "en ko")
def _(lang):
    mc = L(lang, 'Postman collection uses Authorization: Bearer {{accessToken}} and a pre-request script fetches the token; the variable was empty because the script was disabled.',
           'Postman 컬렉션은 Authorization: Bearer {{accessToken}} 사용, pre-request 스크립트가 토큰을 받아옴. 스크립트가 꺼져있어서 빈 값이었음')
    le = L(lang, "Check the collection-level pre-request script first.", "컬렉션 레벨 pre-request 스크립트 먼저 확인")
    return mc, le, ""


@C("clean: password column schema", "en ko")
def _(lang):
    sql = "ALTER TABLE users ADD COLUMN password_hash VARCHAR(255) NOT NULL DEFAULT '',\n  ADD COLUMN password_changed_at TIMESTAMPTZ,\n  ADD COLUMN api_token_prefix CHAR(8);"
    mc = L(lang, "Migration 0042 for the auth rewrite:\n" + sql, "인증 개편 마이그레이션 0042\n" + sql)
    le = L(lang, "Only the token prefix is stored in clear for lookup; the rest is hashed.", "조회용으로 토큰 prefix만 평문 저장, 나머지는 해시")
    return mc, le, ""


@C("clean: TOTP explained without seed", "en ko")
def _(lang):
    mc = L(lang, "2FA codes from the shared authenticator were rejected; server clock drifted 90s. TOTP uses 30s steps and we only allow ±1 step.",
           "공용 OTP 코드가 거부됨. 서버 시계가 90초 틀어져 있었음. TOTP는 30초 단위, 허용 오차 ±1 스텝")
    le = L(lang, "Enable chrony on the auth hosts.", "인증 서버에 chrony 켜기")
    return mc, le, ""


@C("clean: recovery codes location only", "en ko")
def _(lang):
    mc = L(lang, "The org owner's recovery codes are printed and sealed in the office safe; the safe log records who opened it.",
           "org 오너 복구 코드는 출력해서 사무실 금고에 봉인. 금고 개봉 기록 남음")
    le = L(lang, "Don't copy them into any note or ticket.", "노트나 티켓에 옮겨 적지 말 것")
    return mc, le, ""


@C("clean: Wi-Fi / door code policy, no value", "en ko")
def _(lang):
    mc = L(lang, "Device lab Wi-Fi key and the server room door code change monthly; reception hands them out in person.",
           "디바이스랩 와이파이 비번이랑 서버실 도어 코드는 매달 바뀜. 안내데스크에서 직접 알려줌")
    le = L(lang, "Ask in person; they refuse to send it over chat.", "메신저로는 안 알려줌. 직접 가서 물어보기")
    return mc, le, ""


@C("clean: Ethereum address and tx hash", "en ko")
def _(lang):
    addr = "0x" + hexs(40)
    tx = "0x" + hexs(64)
    mc = L(lang, f"Payout to treasury {addr} is stuck; tx {tx} has been pending with too-low gas.",
           f"트레저리 {addr} 로 지급 멈춤. tx {tx} 가스 부족으로 펜딩 중")
    le = L(lang, "Replace-by-fee with the same nonce, higher gas.", "같은 nonce, 더 높은 가스로 재전송")
    return mc, le, ""


@C("clean: Slack channel ids / message ts", "en ko")
def _(lang):
    cid, ts = "C0" + rs(UAN, 9), f"{ri(1700000000,1760000000)}.{ri(100000,999999)}"
    mc = L(lang, f"Alert bot posts to channel {cid}; the thread it replies to is ts {ts}. Replies went to a new thread because thread_ts was a number, not a string.",
           f"알림봇 채널 {cid}, 답글 달 스레드 ts {ts}. thread_ts 를 숫자로 보내서 새 스레드로 감")
    le = L(lang, "Slack ts must be sent as a string.", "Slack ts 는 문자열로 보내야 함")
    return mc, le, ""


@C("clean: Go sum / cargo checksum lines", "en")
def _(lang):
    mc = f"go: verifying module: checksum mismatch\n    downloaded: h1:{rs(B64,43)}=\n    go.sum:     h1:{rs(B64,43)}=\nThe upstream retagged v1.{ri(0,9)}.{ri(0,9)}."
    le = "Never edit go.sum by hand; bump to a new version instead."
    return mc, le, ""


@C("clean: known_hosts host key line", "en ko")
def _(lang):
    line = f"github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{rs(B64,43)}"
    mc = L(lang, f"CI failed with 'Host key verification failed'. Added the published host key to known_hosts:\n{line}",
           f"CI 'Host key verification failed'. 공개된 호스트 키를 known_hosts 에 추가\n{line}")
    le = L(lang, "Take host keys from the provider's meta API, not from ssh-keyscan over an untrusted network.", "호스트 키는 제공사 meta API 기준으로. 신뢰 안 되는 망에서 keyscan 금지")
    return mc, le, ""


@C("clean: long Java class / identifier names", "en")
def _(lang):
    mc = "NPE inside AbstractAuthenticationTokenRefreshingClientHttpRequestInterceptor when the token store returns Optional.empty(); the bean OAuth2AuthorizedClientServiceReactiveOAuth2AuthorizedClientManager was not wired in tests."
    le = "Test config needs the same bean as prod or the interceptor is skipped."
    return mc, le, ""


@C("clean: hashed IDs in analytics", "en ko")
def _(lang):
    h = hashlib.sha256(("user-%d" % ri(1, 10 ** 6)).encode()).hexdigest()
    mc = L(lang, f"Analytics events carry user_hash (sha256 of internal id + pepper), e.g. {h}. Funnels broke because iOS sent the raw id.",
           f"분석 이벤트에는 user_hash (내부 id + pepper 의 sha256) 가 들어감. 예 {h}. iOS가 원본 id를 보내서 퍼널 깨짐")
    le = L(lang, "Hashing happens server-side now; clients send nothing identifying.", "해싱은 서버에서. 클라이언트는 식별자 안 보냄")
    return mc, le, ""


@C("clean: API docs header names only", "en ko")
def _(lang):
    mc = L(lang, "Partner API expects headers X-Api-Key and X-Api-Signature (HMAC of timestamp + body). We were sending X-API-KEY in a proxy that lowercases nothing, and their gateway is case-sensitive.",
           "파트너 API는 X-Api-Key, X-Api-Signature (timestamp + body 의 HMAC) 헤더 필요. 우리 프록시가 X-API-KEY 로 보냈고 저쪽 게이트웨이는 대소문자 구분함")
    le = L(lang, "HTTP headers are case-insensitive by spec, but not by their gateway.", "스펙상 헤더 대소문자 무관인데 저쪽 게이트웨이는 아님")
    return mc, le, ""


@C("clean: expired/revoked token discussed without value", "en ko")
def _(lang):
    mc = L(lang, f"The bot token was revoked automatically after GitHub secret scanning found it in a public gist on {date()}. New token issued by {person()}, stored in the vault only.",
           f"{date()} 공개 gist 에서 깃헙 시크릿 스캐닝이 봇 토큰을 발견해서 자동 폐기됨. {kperson()}이 새로 발급, 볼트에만 저장")
    le = L(lang, "Revocation is instant; the bot was down for 3 hours before anyone noticed.", "폐기는 즉시라 3시간 동안 봇 다운된 걸 아무도 몰랐음")
    return mc, le, ""


@C("clean: AWS account id and region", "en ko")
def _(lang):
    acct = ri(10 ** 11, 10 ** 12 - 1)
    mc = L(lang, f"Resources for this service are in account {acct} ({ch(REGIONS)}), not the shared account. Switch role: {ch(SVCS)}-admin.",
           f"이 서비스 리소스는 공용 계정 말고 {acct} ({ch(REGIONS)}) 계정에 있음. 스위치 롤 {ch(SVCS)}-admin")
    le = L(lang, "Console bookmarks with the role switch URL save time.", "스위치 롤 URL 북마크해두면 편함")
    return mc, le, ""


@C("clean: Docker build cache keys / layer ids", "en")
def _(lang):
    mc = f"Cache never hits in CI: key was buildx-{ch(SVCS)}-{hexs(16)} but restore-keys expected buildx-{ch(SVCS)}-. Layer sha256:{hexs(12)} rebuilt every time because of COPY . ."
    le = "Copy lockfiles first, then source."
    return mc, le, ""


@C("clean: JWT structure explained, no token", "en ko")
def _(lang):
    mc = L(lang, "Gateway rejected tokens with 'kid not found'. Our JWT header is {\"alg\":\"RS256\",\"kid\":\"2025-q3\"}; the JWKS endpoint only served kid 2025-q2 due to caching.",
           "게이트웨이가 'kid not found' 로 거부. JWT 헤더 {\"alg\":\"RS256\",\"kid\":\"2025-q3\"} 인데 JWKS 캐시 때문에 2025-q2 만 내려줌")
    le = L(lang, "JWKS cache TTL must be shorter than the key overlap window.", "JWKS 캐시 TTL은 키 겹치는 기간보다 짧아야 함")
    return mc, le, ""


@C("clean: sentences using key/token/password as ordinary words", "en ko")
def _(lang):
    mc = L(lang, "The tokenizer splits 'password-reset' into three tokens; the primary key on search_terms is (term, locale); the token bucket refills 10/s.",
           "토크나이저가 'password-reset' 을 세 토큰으로 쪼갬. search_terms 기본키는 (term, locale). 토큰 버킷은 초당 10개 충전")
    le = L(lang, "Search quality issue, not an auth issue, despite the ticket title.", "티켓 제목과 달리 인증 문제가 아니라 검색 품질 문제")
    return mc, le, ""


@C("clean: hex color / CSS module hashes", "en")
def _(lang):
    mc = f"Style regression: class _{rs(AN,5)}_{rs(LAN,5)} got a new hash after the CSS modules upgrade, so the e2e selector .{rs(LAN,8)} broke. Brand color #{hexs(6)} unchanged."
    le = "Use data-testid selectors, not generated class names."
    return mc, le, ""


@C("clean: Chrome extension id / app bundle ids", "en ko")
def _(lang):
    ext = rs("abcdefghijklmnop", 32)
    mc = L(lang, f"Internal extension id {ext} must be allowlisted in the browser policy; bundle id com.{corp()}.{ch(SVCS)}.beta for the iOS build.",
           f"사내 확장 프로그램 id {ext} 를 브라우저 정책 허용목록에 추가해야 함. iOS 번들 id 는 com.{corp()}.{ch(SVCS)}.beta")
    le = L(lang, "Extension id is derived from its public key; it's stable across versions.", "확장 id는 공개키 기반이라 버전 바뀌어도 동일")
    return mc, le, ""


@C("clean: Terraform lock / state ids", "en ko")
def _(lang):
    mc = L(lang, f"State locked by a crashed run. Lock ID {uuid4()}; ran terraform force-unlock with it after confirming no apply was running.",
           f"죽은 실행이 state 락 잡고 있었음. Lock ID {uuid4()}. 실행 중인 apply 없는 것 확인 후 force-unlock")
    le = L(lang, "Check the CI job list before force-unlocking.", "force-unlock 전에 CI 잡 목록 확인")
    return mc, le, ""


@C("clean: Git LFS pointer", "en")
def _(lang):
    mc = f"Model file in the repo is only an LFS pointer:\nversion https://git-lfs.github.com/spec/v1\noid sha256:{hexs(64)}\nsize {ri(10**6,10**9)}\nCI didn't run git lfs pull."
    le = "Add lfs: true to the checkout step."
    return mc, le, ""


@C("clean: Korean meeting minutes about rotation, no values", "ko ko")
def _(lang):
    mc = f"[{date()} 보안 점검 회의]\n- 외부 API 키 전수조사: 23개 중 9개 미사용 → 폐기\n- DB 비밀번호 90일 로테이션 자동화: {ticket()}\n- 퇴사자 토큰 정리: 진행중"
    le = "폐기 대상 키 목록은 보안팀 시트에만 있음 (값 없이 이름만)"
    return mc, le, ""


@C("clean: Korean chat asking where password is", "ko ko")
def _(lang):
    a, b = ch(KO_PEOPLE), ch(KO_PEOPLE)
    t = times(3)
    mc = f"[{t[0]}] {a}: 스테이징 DB 비번 어디서 봐요?\n[{t[1]}] {b}: 볼트 secret/{ch(SVCS)}/stg 경로요. 권한 없으면 #infra-요청 채널에\n[{t[2]}] {a}: 넵"
    le = "비번을 직접 물어보면 경로만 알려줌. 그게 규칙"
    return mc, le, ""


@C("clean: Korean terse status with ids", "ko ko")
def _(lang):
    mc = f"배포 {ch(['v','r'])}{ri(100,999)} 롤백함. 커밋 {hexs(7)}, 이미지 sha256:{hexs(12)}, 잡 #{ri(1000,99999)}"
    le = "롤백은 이미지 다이제스트 기준으로. 태그 재사용 주의"
    return mc, le, ""


@C("clean: Korean error message about auth", "ko ko")
def _(lang):
    err = ch(["인증에 실패했습니다. 아이디 또는 비밀번호를 확인해주세요. (E401-03)", "토큰이 만료되었습니다. 다시 로그인해주세요.", "API 키가 유효하지 않습니다 (code: INVALID_KEY)"])
    mc = f"고객 문의 들어온 에러 문구: \"{err}\" 실제 원인은 세션 쿠키 도메인 설정 문제였음"
    le = "에러 문구가 인증 문제처럼 보여도 쿠키 도메인부터 확인"
    return mc, le, ""


@C("clean: masked secrets in CI output", "en ko")
def _(lang):
    mc = L(lang, "CI log shows `Using token ***` and `docker login -u ci -p *** registry` - masking works, so the failure is elsewhere (wrong registry hostname).",
           "CI 로그에 `Using token ***`, `docker login -u ci -p *** registry` 로 마스킹 잘 됨. 실패 원인은 레지스트리 호스트명 오타")
    le = L(lang, "Masked output is fine to paste; unmasked never.", "마스킹된 로그는 붙여도 됨")
    return mc, le, ""


@C("clean: base64 config map data (non-secret)", "en ko")
def _(lang):
    plain = "log_level: info\nregion: %s\n" % ch(REGIONS)
    b = base64.b64encode(plain.encode()).decode()
    mc = L(lang, f"Someone stored app config in a Secret instead of a ConfigMap; data.app.yaml = {b} which is just log level and region.",
           f"앱 설정을 ConfigMap 말고 Secret 에 넣어둠. data.app.yaml = {b} 인데 로그레벨이랑 리전뿐")
    le = L(lang, "Non-sensitive config belongs in a ConfigMap so diffs are readable.", "민감하지 않은 설정은 ConfigMap에 둬야 diff가 보임")
    return mc, le, ""


@C("clean: Sentry issue ids and event ids", "en ko")
def _(lang):
    mc = L(lang, f"Sentry issue {corp().upper()}-{rs(UAN,3)} event {hexs(32)} shows the null deref in the token refresh path.",
           f"Sentry 이슈 {corp().upper()}-{rs(UAN,3)} 이벤트 {hexs(32)} 에서 토큰 갱신 경로 null 참조 확인")
    le = L(lang, "Reproduce with an expired refresh token, not a missing one.", "refresh 토큰 없을 때가 아니라 만료됐을 때 재현됨")
    return mc, le, ""


@C("clean: cron expressions and schedule", "en")
def _(lang):
    mc = f"Key rotation job runs at '0 3 1 */3 *' (quarterly) but the cert renewal is '30 2 * * 1'; they overlapped once and the reload raced."
    le = "Stagger jobs touching the same service by at least an hour."
    return mc, le, ""


@C("clean: license key-ish public product codes", "en ko")
def _(lang):
    sku = "-".join(rs(UAN, 4) for _ in range(3))
    mc = L(lang, f"Billing maps plan SKU {sku} to the Pro tier; invoice {'in_' + rs(AN, 24)} used the old SKU.",
           f"결제 플랜 SKU {sku} 가 Pro 등급. 청구서 {'in_' + rs(AN, 24)} 는 옛 SKU 사용")
    le = L(lang, "SKUs are public catalog identifiers.", "SKU는 공개 카탈로그 식별자")
    return mc, le, ""


@C("clean: docs URL with token query param name only", "en ko")
def _(lang):
    mc = L(lang, "The download link format is /exports/{id}?token=<signed token> and the signed token expires in 15 minutes; QA was reusing a link from yesterday.",
           "다운로드 링크 형식은 /exports/{id}?token=<서명 토큰>, 15분 후 만료. QA가 어제 링크 재사용함")
    le = L(lang, "Return 410 Gone for expired links instead of 403 to make it obvious.", "만료 링크는 403 말고 410 으로 명확히")
    return mc, le, ""


@C("clean: public API key designed to be public (analytics site id)", "en")
def _(lang):
    mc = f"Plausible site id is just the domain ({corp()}.io) and the GA4 measurement id is G-{rs(UAN,10)}; both are in page source by design."
    le = "Server-side analytics uses a separate secret that is not in this note."
    return mc, le, ""


@C("clean: long numeric ids (snowflake, build run ids)", "en ko")
def _(lang):
    mc = L(lang, f"GitHub run {ri(10**9,10**10)} attempt 2 passed; the flaky job id was {ri(10**10,10**11)}. Discord message id {ri(10**17,10**18)} has the original report.",
           f"깃헙 런 {ri(10**9,10**10)} 두번째 시도 통과. 플래키 잡 id {ri(10**10,10**11)}. 최초 제보는 디스코드 메시지 {ri(10**17,10**18)}")
    le = L(lang, "Flaky due to test ordering; marked serial.", "테스트 순서 의존 플래키. serial 처리")
    return mc, le, ""


@C("clean: env var list from docs (names only)", "ko en")
def _(lang):
    names = ", ".join(R.sample(["AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN", "GOOGLE_APPLICATION_CREDENTIALS", "AZURE_CLIENT_SECRET", "VAULT_TOKEN", "KUBECONFIG"], 4))
    mc = L(lang, f"The SDK credential chain checks {names} in that order; a leftover export in my .zshrc overrode the profile.",
           f"SDK 인증 체인이 {names} 순서로 확인함. .zshrc 에 남아있던 export 가 프로파일을 덮어씀")
    le = L(lang, "`env | cut -d= -f1 | grep -i aws` shows names without values.", "`env | cut -d= -f1 | grep -i aws` 하면 값 없이 이름만 확인 가능")
    return mc, le, ""



@C("clean: .npmrc with env reference", "en ko ko")
def _(lang):
    line = "//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n@%s:registry=https://npm.pkg.github.com\nalways-auth=true" % corp()
    mc = L(lang, "npm publish 401 in CI. .npmrc is committed but only references the variable:\n" + line,
           "CI에서 npm publish 401. .npmrc 는 커밋돼 있지만 변수 참조만 있음\n" + line)
    le = L(lang, "NPM_TOKEN must be exported in the job; npm does not read it from a secret store by itself.", "잡에서 NPM_TOKEN export 해야 함. npm이 알아서 시크릿 저장소 안 읽음")
    return mc, le, ""


@C("clean: SOPS-encrypted YAML values", "en ko ko")
def _(lang):
    def enc():
        return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (rs(B64, ri(16, 40)), rs(B64, 43) + "=", rs(B64, 22) + "==")
    y = "db:\n  user: %s\n  password: %s\napi_key: %s\nsops:\n  age:\n    - recipient: age1%s" % (user(), enc(), enc(), rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58))
    mc = L(lang, "secrets/prod.yaml is SOPS-encrypted and safe to commit; decrypt fails for me because I'm not a recipient:\n" + y,
           "secrets/prod.yaml 은 SOPS 암호화라 커밋해도 됨. 나는 recipient 가 아니라 복호화 실패\n" + y)
    le = L(lang, "Ask an existing recipient to add your age public key and run sops updatekeys.", "기존 recipient 에게 내 age 공개키 추가 + sops updatekeys 요청")
    return mc, le, ""


@C("clean: Ansible Vault ciphertext block", "en ko")
def _(lang):
    body = "\n".join(hexs(80) for _ in range(4))
    blk = "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  " + body.replace("\n", "\n  ")
    mc = L(lang, "group_vars uses inline vault strings; the ciphertext is committed:\n" + blk, "group_vars 에 인라인 vault 문자열 사용. 암호문이 커밋돼 있음\n" + blk)
    le = L(lang, "ansible-vault view only works with the vault id 'prod'; default id fails.", "vault id 'prod' 로만 열림. 기본 id 로는 실패")
    return mc, le, ""


@C("clean: SealedSecret encryptedData", "en ko")
def _(lang):
    y = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nspec:\n  encryptedData:\n    password: AgB%s" % rs(B64, 180)
    mc = L(lang, "SealedSecret didn't unseal after the controller was reinstalled (new key pair):\n" + y, "컨트롤러 재설치 후 SealedSecret 이 안 풀림 (키페어 바뀜)\n" + y)
    le = L(lang, "Back up the sealed-secrets controller key; without it everything must be resealed.", "컨트롤러 키 백업 필수. 없으면 전부 다시 seal 해야 함")
    return mc, le, ""


@C("clean: KMS ciphertext blob", "en")
def _(lang):
    blob = "AQICAHh" + rs(B64, 170) + "=="
    mc = "Config stores the DB password as a KMS ciphertext blob and decrypts at boot:\nDB_PASSWORD_ENC=" + blob + "\nThe task role lacked kms:Decrypt on the new key."
    le = "Ciphertext is only useful with kms:Decrypt on that key, which is the access we control."
    return mc, le, ""


@C("clean: age-encrypted file armor", "en ko")
def _(lang):
    body = b64blob(150)
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    blk = "-----BEGIN AGE ENCRYPTED FILE-----\n" + "\n".join(lines) + "\n-----END AGE ENCRYPTED FILE-----"
    mc = L(lang, "backup.env.age in the repo is encrypted to the ops recipients:\n" + blk, "레포의 backup.env.age 는 운영팀 recipient 대상으로 암호화됨\n" + blk)
    le = L(lang, "Decrypt with age -d -i ~/.config/age/keys.txt.", "age -d -i ~/.config/age/keys.txt 로 복호화")
    return mc, le, ""


@C("clean: Rails filtered parameters log", "en ko")
def _(lang):
    log = 'Started POST "/users/sign_in" for 10.%d.%d.%d\nParameters: {"authenticity_token"=>"[FILTERED]", "user"=>{"email"=>"qa+%d@%s.com", "password"=>"[FILTERED]"}, "commit"=>"Log in"}\nCompleted 401 Unauthorized in %dms' % (
        ri(0, 9), ri(0, 9), ri(2, 200), ri(1, 99), corp(), ri(20, 400))
    mc = L(lang, "QA login 401 log:\n" + log, "QA 로그인 401 로그\n" + log)
    le = L(lang, "Parameter filtering works; the 401 came from the account being locked after 5 attempts.", "파라미터 필터링 정상. 5회 실패로 계정 잠김이 원인")
    return mc, le, ""


@C("clean: terraform plan sensitive value", "en ko")
def _(lang):
    out = '  ~ resource "aws_db_instance" "main" {\n      ~ password = (sensitive value)\n        # (42 unchanged attributes hidden)\n    }'
    mc = L(lang, "Every plan shows a diff on the RDS password because it's generated outside Terraform:\n" + out,
           "RDS 비번을 테라폼 밖에서 생성해서 plan 마다 diff 뜸\n" + out)
    le = L(lang, "Add lifecycle { ignore_changes = [password] } or manage it with manage_master_user_password.", "lifecycle ignore_changes 또는 manage_master_user_password 사용")
    return mc, le, ""


@C("clean: Terraform sensitive variable without default", "en ko")
def _(lang):
    tf = 'variable "db_password" {\n  type      = string\n  sensitive = true\n}\n# supplied via TF_VAR_db_password in CI'
    mc = L(lang, "Plan prompted for db_password locally:\n" + tf, "로컬에서 plan 하니 db_password 입력하라고 뜸\n" + tf)
    le = L(lang, "Export TF_VAR_db_password from the vault before planning locally.", "로컬 plan 전에 볼트에서 TF_VAR_db_password export")
    return mc, le, ""


@C("clean: Spring placeholder ${DB_PASSWORD}", "en ko ko")
def _(lang):
    p = "spring.datasource.url=jdbc:postgresql://${DB_HOST:localhost}:5432/%s\nspring.datasource.username=${DB_USER}\nspring.datasource.password=${DB_PASSWORD}" % ch(DBS)
    mc = L(lang, "Tests started against localhost because DB_HOST falls back silently:\n" + p, "DB_HOST 기본값 때문에 테스트가 localhost 로 붙음\n" + p)
    le = L(lang, "Remove the :localhost default in non-local profiles.", "로컬 외 프로파일에선 :localhost 기본값 제거")
    return mc, le, ""


@C("clean: docker secrets _FILE convention", "en ko")
def _(lang):
    y = "    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password\n    secrets:\n      - pg_password"
    mc = L(lang, "Compose uses the _FILE variant so the value never appears in env:\n" + y, "compose 에서 _FILE 방식 사용해서 값이 env 에 안 보임\n" + y)
    le = L(lang, "Not every image supports *_FILE; check its entrypoint.", "모든 이미지가 *_FILE 지원하는 건 아님. 엔트리포인트 확인")
    return mc, le, ""


@C("clean: WWW-Authenticate error response", "en ko")
def _(lang):
    r = 'HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer realm="api", error="invalid_token", error_description="The access token expired"\nX-Request-Id: %s' % uuid4()
    mc = L(lang, "Mobile app kept showing a blank screen; API returned:\n" + r, "모바일 앱 빈 화면. API 응답\n" + r)
    le = L(lang, "App must refresh on invalid_token instead of retrying the same request.", "invalid_token 이면 같은 요청 재시도 말고 토큰 갱신")
    return mc, le, ""


@C("clean: OAuth scopes and redirect URIs", "en ko")
def _(lang):
    mc = L(lang, f"redirect_uri_mismatch: registered https://app.{corp()}.io/auth/callback, we sent http://localhost:3000/auth/callback. Scopes requested: openid profile email offline_access.",
           f"redirect_uri_mismatch: 등록된 건 https://app.{corp()}.io/auth/callback, 보낸 건 http://localhost:3000/auth/callback. 스코프 openid profile email offline_access")
    le = L(lang, "Register localhost URIs on the dev client only.", "localhost URI 는 개발 클라이언트에만 등록")
    return mc, le, ""


@C("clean: cloud resource ids (ami, sg, subnet, vpc)", "en ko ko")
def _(lang):
    mc = L(lang, f"Launch template uses ami-0{hexs(16)} in subnet-0{hexs(16)}, security group sg-0{hexs(16)}, vpc-0{hexs(16)}. The AMI was deregistered last week.",
           f"런치 템플릿이 ami-0{hexs(16)}, subnet-0{hexs(16)}, sg-0{hexs(16)}, vpc-0{hexs(16)} 사용. AMI가 지난주에 등록 해제됨")
    le = L(lang, "Resolve the AMI via SSM parameter instead of pinning the id.", "AMI id 고정 말고 SSM 파라미터로 조회")
    return mc, le, ""


@C("clean: App Store Connect key id and issuer (no .p8)", "en ko")
def _(lang):
    mc = L(lang, f"Fastlane upload failed: API key id {rs(UAN,10)}, issuer {uuid4()}. The .p8 private key itself lives in the vault item 'asc-api-key' and was missing in the new runner.",
           f"fastlane 업로드 실패. API 키 id {rs(UAN,10)}, issuer {uuid4()}. .p8 개인키는 볼트 'asc-api-key' 항목에 있고 새 러너에 없었음")
    le = L(lang, "Key id and issuer are identifiers; only the .p8 is sensitive.", "키 id 와 issuer 는 식별자. 민감한 건 .p8 뿐")
    return mc, le, ""


@C("clean: Android signing cert SHA-256 fingerprint (assetlinks)", "en ko")
def _(lang):
    fp = ":".join(rs(HEXU, 2) for _ in range(32))
    mc = L(lang, f"App Links didn't verify. assetlinks.json must list the Play signing cert fingerprint {fp}, not the upload key's.",
           f"앱 링크 검증 실패. assetlinks.json 에 업로드 키 말고 Play 서명 인증서 지문 {fp} 를 넣어야 함")
    le = L(lang, "The fingerprint is public and is served from /.well-known.", "지문은 공개 정보이고 /.well-known 에서 제공됨")
    return mc, le, ""


@C("clean: DKIM/SPF DNS records", "en ko")
def _(lang):
    dkim = "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + rs(B64, 120)
    mc = L(lang, f"Mails landed in spam after switching providers. DNS now has:\nselector1._domainkey TXT \"{dkim}\"\n@ TXT \"v=spf1 include:_spf.{corp()}mail.com -all\"",
           f"메일 업체 변경 후 스팸함으로 감. DNS 레코드\nselector1._domainkey TXT \"{dkim}\"\n@ TXT \"v=spf1 include:_spf.{corp()}mail.com -all\"")
    le = L(lang, "DKIM p= is a public key; DMARC reports confirmed alignment after 24h.", "DKIM p= 는 공개키. 24시간 후 DMARC 리포트로 정렬 확인")
    return mc, le, ""


@C("clean: domain verification TXT tokens", "en ko")
def _(lang):
    mc = L(lang, f"Search Console ownership broke after the DNS migration; re-added TXT google-site-verification={rs(B64U,43)} and the Atlassian one atlassian-domain-verification={rs(B64,60)}.",
           f"DNS 이전 후 서치콘솔 소유권 확인 깨짐. TXT google-site-verification={rs(B64U,43)}, atlassian-domain-verification={rs(B64,60)} 다시 추가")
    le = L(lang, "Verification TXT values are public by design; they just need to exist.", "검증용 TXT 값은 원래 공개. 존재만 하면 됨")
    return mc, le, ""


@C("clean: data URI image base64", "en ko")
def _(lang):
    uri = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA" + rs(B64, 200) + "=="
    mc = L(lang, f"Email template inlines the logo, which bloats every mail by 40KB:\n<img src=\"{uri}\">",
           f"메일 템플릿이 로고를 인라인으로 넣어서 메일마다 40KB 늘어남\n<img src=\"{uri}\">")
    le = L(lang, "Host the logo on the CDN and link it.", "로고는 CDN에 올려서 링크")
    return mc, le, ""


@C("clean: hashed asset filenames", "en")
def _(lang):
    mc = f"Users got a blank page after deploy: index.html referenced main.{hexs(8)}.js and vendor.{hexs(20)}.chunk.js that the CDN had already purged."
    le = "Keep the previous build's assets for at least one deploy cycle."
    return mc, le, ""


@C("clean: KeyError for missing secret env", "en ko")
def _(lang):
    tr = "Traceback (most recent call last):\n  File \"/app/settings.py\", line %d, in <module>\n    STRIPE_API_KEY = os.environ[\"STRIPE_API_KEY\"]\nKeyError: 'STRIPE_API_KEY'" % ri(10, 200)
    mc = L(lang, "Worker pods crashed on boot:\n" + tr, "워커 파드 부팅하자마자 죽음\n" + tr)
    le = L(lang, "The ExternalSecret hadn't synced yet; add an init container that waits for it.", "ExternalSecret 동기화 전이었음. 기다리는 init 컨테이너 추가")
    return mc, le, ""


@C("clean: HTML password input markup", "en ko")
def _(lang):
    html = '<input type="password" name="password" id="pw" autocomplete="current-password" minlength="12" required>'
    mc = L(lang, "Password managers didn't autofill on the new login page; the field was missing autocomplete. Fixed markup:\n" + html,
           "새 로그인 페이지에서 비번 관리자 자동완성 안 됨. autocomplete 누락. 수정한 마크업\n" + html)
    le = L(lang, "Use new-password on sign-up forms so managers offer generation.", "회원가입 폼은 new-password 로 해야 생성 제안 뜸")
    return mc, le, ""


@C("clean: GraphQL mutation with variables", "en ko")
def _(lang):
    q = "mutation ChangePassword($current: String!, $next: String!) {\n  changePassword(current: $current, next: $next) { ok errors { code } }\n}"
    mc = L(lang, "Password change from the app always returned ok=false; the mutation:\n" + q, "앱에서 비번 변경 항상 ok=false. mutation\n" + q)
    le = L(lang, "Error code WEAK_PASSWORD was swallowed by the client.", "클라이언트가 WEAK_PASSWORD 에러코드를 삼킴")
    return mc, le, ""


@C("clean: OpenAPI securitySchemes", "en ko")
def _(lang):
    y = "components:\n  securitySchemes:\n    ApiKeyAuth:\n      type: apiKey\n      in: header\n      name: X-API-Key\n    BearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT"
    mc = L(lang, "Generated SDK didn't send the API key because security wasn't applied globally:\n" + y, "security 를 전역 적용 안 해서 생성된 SDK 가 API 키 안 보냄\n" + y)
    le = L(lang, "Add a top-level `security:` list.", "최상위 security 목록 추가")
    return mc, le, ""


@C("clean: password hashing parameters", "en ko")
def _(lang):
    mc = L(lang, "Login got slow after the auth rewrite: argon2id with m=262144, t=4, p=2 takes ~900ms on the small pods. Old setting was m=65536, t=3, p=4.",
           "인증 개편 후 로그인 느려짐. argon2id m=262144, t=4, p=2 가 작은 파드에서 900ms. 예전 설정 m=65536, t=3, p=4")
    le = L(lang, "Tune against the smallest instance type, not a laptop.", "노트북 말고 가장 작은 인스턴스 기준으로 튜닝")
    return mc, le, ""


@C("clean: TLS cipher / JA3 hashes", "en")
def _(lang):
    mc = f"Bot traffic shares JA3 {hexs(32)}; blocking it at the WAF cut signups spam. Cipher list is TLS_AES_128_GCM_SHA256:TLS_CHACHA20_POLY1305_SHA256."
    le = "JA3 is a fingerprint of the client hello, not anything secret."
    return mc, le, ""


@C("clean: git remotes and SSH URLs", "en ko")
def _(lang):
    mc = L(lang, f"Push went to the archive mirror: origin was git@github.com:{corp()}-archive/{ch(SVCS)}.git instead of git@github.com:{corp()}/{ch(SVCS)}.git.",
           f"아카이브 미러로 푸시됨. origin 이 git@github.com:{corp()}-archive/{ch(SVCS)}.git 였음. 원래는 git@github.com:{corp()}/{ch(SVCS)}.git")
    le = L(lang, "git remote -v before the first push in an old clone.", "오래된 클론에선 첫 푸시 전에 git remote -v")
    return mc, le, ""


@C("clean: reset email template variables", "en ko")
def _(lang):
    t = "Hi {{first_name}},\nReset your password here: {{reset_url}}\nThis link expires in {{ttl_minutes}} minutes."
    mc = L(lang, "Reset emails showed the raw placeholders because the template engine changed delimiters:\n" + t,
           "템플릿 엔진 구분자 바뀌어서 재설정 메일에 플레이스홀더가 그대로 나감\n" + t)
    le = L(lang, "Render a preview in the test suite for every template.", "템플릿마다 테스트에서 미리보기 렌더링")
    return mc, le, ""


@C("clean: Korean API spec with placeholder header", "ko ko")
def _(lang):
    mc = "카카오 로컬 API 호출 시 헤더 형식: Authorization: KakaoAK {REST_API_KEY}. 중괄호 부분을 실제 키로 바꿔야 하는데 문서 예시 그대로 보내서 401"
    le = "키 값은 환경변수 KAKAO_REST_API_KEY 에서 읽게 함. 노트엔 형식만"
    return mc, le, ""


@C("clean: Korean password lockout policy", "ko ko")
def _(lang):
    mc = f"고객센터 문의: 비밀번호 {ri(5,10)}회 오류 시 계정 잠김, 30분 후 자동 해제. 관리자 화면에서 수동 해제 가능. 잠금 카운트가 SSO 로그인에는 적용 안 되는 버그 있음 ({ticket()})"
    le = "잠금 로직이 로그인 경로마다 따로 구현돼 있음. 공통 모듈로 묶어야 함"
    return mc, le, ""


@C("clean: Korean token format description", "ko ko")
def _(lang):
    mc = "사내 API 토큰 형식: 'ak_' 접두사 + 32자 영숫자. 앞 8자리는 조회용 prefix 로 DB에 평문 저장, 나머지는 해시만 저장함"
    le = "토큰 분실 시 재발급만 가능. 조회 불가"
    return mc, le, ""


@C("clean: Korean masked log", "ko ko")
def _(lang):
    mc = f"로그인 실패 로그: user=qa{ri(1,99)}@{corp()}.com password=****** ip=10.{ri(0,9)}.{ri(0,9)}.{ri(2,200)} reason=LOCKED\n마스킹 정상, 원인은 계정 잠김"
    le = "로그에서 마스킹된 값은 복원 불가. 재현은 QA 계정으로"
    return mc, le, ""


@C("clean: Mermaid auth flow diagram", "en")
def _(lang):
    mc = "Drew the token flow for onboarding:\nsequenceDiagram\n  App->>Auth: POST /token (client_credentials)\n  Auth-->>App: access_token (5 min)\n  App->>API: Bearer access_token\n  API->>Auth: introspect"
    le = "Introspection on every call is why the API is slow; switch to local JWT validation."
    return mc, le, ""


@C("clean: GitHub OIDC subject claims", "en ko")
def _(lang):
    mc = L(lang, f"AssumeRoleWithWebIdentity denied: trust policy expects sub repo:{corp()}/{ch(SVCS)}:ref:refs/heads/main but the job ran from environment:production, whose sub is repo:{corp()}/{ch(SVCS)}:environment:production.",
           f"AssumeRoleWithWebIdentity 거부. 신뢰 정책은 sub repo:{corp()}/{ch(SVCS)}:ref:refs/heads/main 인데 잡이 environment:production 으로 돌아서 sub 가 repo:{corp()}/{ch(SVCS)}:environment:production")
    le = L(lang, "No stored cloud keys at all with OIDC; just fix the trust condition.", "OIDC 라 저장된 키 없음. 신뢰 조건만 수정")
    return mc, le, ""


@C("clean: i18n keys with password/token words", "en ko")
def _(lang):
    mc = L(lang, "Missing translations: auth.password.tooShort, auth.token.expired, settings.apiKeys.revokeConfirm, settings.apiKeys.copyOnce - the ko bundle lacked all four.",
           "번역 누락: auth.password.tooShort, auth.token.expired, settings.apiKeys.revokeConfirm, settings.apiKeys.copyOnce - ko 번들에 넷 다 없음")
    le = L(lang, "CI should diff key sets across locales.", "CI 에서 로케일별 키 세트 비교 필요")
    return mc, le, ""


@C("clean: Laravel key:generate with empty APP_KEY", "en ko")
def _(lang):
    mc = L(lang, "Fresh checkout throws 'No application encryption key has been specified.' because .env has APP_KEY= (empty). Run php artisan key:generate locally; never copy prod's.",
           "새로 클론하면 'No application encryption key has been specified.' 에러. .env 의 APP_KEY= 가 비어있음. 로컬에선 php artisan key:generate, 운영 키 복사 금지")
    le = L(lang, "Local and prod keys differ on purpose.", "로컬/운영 키는 일부러 다름")
    return mc, le, ""


@C("clean: Django SECRET_KEY from env", "en ko")
def _(lang):
    code = 'SECRET_KEY = env("DJANGO_SECRET_KEY")\nDEBUG = env.bool("DEBUG", default=False)\nALLOWED_HOSTS = env.list("ALLOWED_HOSTS")'
    mc = L(lang, "Settings refactor moved everything to django-environ:\n" + code, "설정 리팩터링으로 전부 django-environ 사용\n" + code)
    le = L(lang, "collectstatic in the Dockerfile needs a dummy DJANGO_SECRET_KEY at build time.", "Dockerfile collectstatic 단계에 빌드용 더미 키 필요")
    return mc, le, ""


@C("clean: curl -u with env references", "en ko")
def _(lang):
    cmd = 'curl -fsS -u "$NEXUS_USER:$NEXUS_PASS" --upload-file dist/app.tgz "https://nexus.%s.io/repository/raw/app/${VERSION}.tgz"' % corp()
    mc = L(lang, "Upload step in the release script (credentials come from the CI env):\n" + cmd, "릴리즈 스크립트 업로드 단계 (인증정보는 CI env)\n" + cmd)
    le = L(lang, "Quote the whole user:pass pair or a $ in the password breaks it.", "user:pass 전체를 따옴표로 감싸야 비번의 $ 가 안 깨짐")
    return mc, le, ""



@C("clean: OAuth token response with token omitted", "en ko")
def _(lang):
    js = json.dumps({"token_type": "Bearer", "expires_in": 3600, "scope": "read:orders write:refunds", "access_token": "<omitted>", "refresh_token": "<omitted>"})
    mc = L(lang, "Token endpoint response (values omitted by me) shows the refund scope is granted, so the 403 comes from elsewhere:\n" + js,
           "토큰 엔드포인트 응답 (값은 내가 지움). refund 스코프는 있음. 403 원인은 다른 곳\n" + js)
    le = L(lang, "The 403 was the gateway's IP allowlist.", "403은 게이트웨이 IP 허용목록 때문")
    return mc, le, ""


@C("clean: environment table with vault paths", "en ko")
def _(lang):
    head = L(lang, "| env | host | credentials |\n|---|---|---|", "| 환경 | 호스트 | 인증정보 |\n|---|---|---|")
    rows = "\n".join("| %s | %s | vault: secret/%s/%s/db |" % (e, host(), ch(SVCS), e) for e in R.sample(ENVS, 3))
    mc = L(lang, "Put together where each DB lives:\n", "DB별 위치 정리\n") + head + "\n" + rows
    le = L(lang, "Values never go in this table; only vault paths.", "이 표엔 값 말고 볼트 경로만")
    return mc, le, ""


@C("clean: diff bumping secret reference version", "en ko")
def _(lang):
    svc = ch(SVCS)
    d = "-          secretName: %s-db-v%d\n+          secretName: %s-db-v%d" % (svc, ri(2, 5), svc, ri(6, 9))
    mc = L(lang, "Rotation PR only changes the referenced secret object:\n" + d, "로테이션 PR은 참조하는 시크릿 오브젝트 이름만 바꿈\n" + d)
    le = L(lang, "Keep the old secret until all pods rolled.", "파드 전부 롤링될 때까지 옛 시크릿 유지")
    return mc, le, ""


@C("clean: JSON user record with nulls", "en ko")
def _(lang):
    js = json.dumps({"id": ri(1000, 99999), "email": "qa+%d@%s.com" % (ri(1, 99), corp()), "password_set": False, "mfa_enabled": True,
                     "last_login": date() + "T" + hhmm() + ":00Z", "api_keys": []})
    mc = L(lang, "Admin API returns this for the locked QA user:\n" + js, "잠긴 QA 유저 어드민 API 응답\n" + js)
    le = L(lang, "password_set=false means SSO-only; the password form should be hidden.", "password_set=false 면 SSO 전용. 비번 폼 숨겨야 함")
    return mc, le, ""


# ================================================================ assembly
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def covered_ok(fields, secrets):
    """every listed secret >= 8 chars and present; no 8-char window outside secret occurrences"""
    for s in secrets:
        if len(s) < 8 or not any(s in f for f in fields):
            return False
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
                j = f.find(w)
                while j >= 0:
                    if not any(a <= j and j + 8 <= b for a, b in spans):
                        return False
                    j = f.find(w, j + 1)
    return True


def limits_ok(fields):
    mc, le, ak = fields
    return (mc.strip() != "" and le.strip() != "" and len(mc.encode()) <= LIMITS["missing_context"]
            and len(le.encode()) <= LIMITS["lesson"] and len(ak.encode()) <= LIMITS["ask_next_time"])


def make(kind, lang, cat, producer):
    for _ in range(200):
        out = producer()
        if kind == "secret":
            mc, le, ak, secrets = out
        else:
            mc, le, ak = out
            secrets = []
        fields = (mc, le, ak)
        if not limits_ok(fields):
            continue
        if kind == "secret" and not (secrets and covered_ok(fields, secrets)):
            continue
        # de-duplicate secrets, keep order
        seen, uniq = set(), []
        for x in secrets:
            if x not in seen:
                seen.add(x)
                uniq.append(x)
        return {"lang": lang, "kind": kind, "category": cat,
                "fields": {"missing_context": mc, "lesson": le, "ask_next_time": ak}, "secrets": uniq}
    raise RuntimeError("could not generate a valid note for %r" % cat)


def vendor_notes():
    notes = []
    names = [v[0] for v in VENDORS]
    assert len(set(names)) == len(names)
    langs = (["en", "ko"] * (len(VENDORS) // 2 + 1))[:len(VENDORS)]
    R.shuffle(langs)
    usage = {}
    for (name, api, hdr, gen), lang in zip(VENDORS, langs):
        sample = gen()
        single = len(sample) == 1
        options = list(FRAMES_ANY)
        if single:
            options += FRAMES_SINGLE
            if api is not None:
                options += [FRAMES_SINGLE_API[0], FRAMES_SINGLE_API[2]]
        if name in URL_TMPL:
            options = [FRAMES_SINGLE_API[1]]
        low = min(usage.get(fn, 0) for fn, _ in options)
        cands = [(fn, f) for fn, f in options if usage.get(fn, 0) == low]
        fname, frame = ch(cands)
        usage[fname] = usage.get(fname, 0) + 1

        def producer(gen=gen, frame=frame, name=name, api=api, hdr=hdr, lang=lang):
            kvs = gen()
            mc, le, ak = frame(name, api, hdr, kvs, lang)
            secs = [(lst if isinstance(lst, str) else val) for k, val, lst in kvs if lst]
            return mc, le, ak, secs
        notes.append(make("secret", lang, "vendor %s [%s]" % (fname, name), producer))
    return notes


def ctx(lang):
    """short situational lead-in so that templates with fixed wording still yield distinct notes"""
    if lang == "en":
        return ch(["[%s] " % ch(SVCS), "While working on %s: " % ticket(), "%s-%s: " % (ch(SVCS), ch(ENVS)),
                   "Day %d on the %s team. " % (ri(2, 30), ch(SVCS)), "Context for %s - " % ticket(),
                   "(%s, %s) " % (ch(SVCS), date())])
    return ch(["[%s] " % ch(SVCS), "%s 작업 중 " % ticket(), "%s %s 건: " % (ch(SVCS), ch(ENVS)),
               "온보딩 %d일차. " % ri(2, 30), "%s 관련 메모 - " % ticket(), "(%s, %s) " % (ch(SVCS), date())])


def with_ctx(fn):
    def wrapped(lang):
        out = fn(lang)
        return (ctx(lang) + out[0],) + tuple(out[1:])
    return wrapped


def template_notes():
    notes = []
    cats = [t[1] for t in TEMPLATES]
    assert len(set(cats)) == len(cats), [c for c in cats if cats.count(c) > 1]
    for kind, cat, langs, fn in TEMPLATES:
        assert 1 <= len(langs) <= 3
        if kind == "clean" and len(langs) > 1:
            fn = with_ctx(fn)
        for lang in langs:
            notes.append(make(kind, lang, cat, lambda fn=fn, lang=lang: fn(lang)))
    return notes


def main():
    notes = vendor_notes() + template_notes()
    R.shuffle(notes)
    counts = {}
    for n in notes:
        counts[n["category"]] = counts.get(n["category"], 0) + 1
    assert max(counts.values()) <= 3
    lines = []
    for i, n in enumerate(notes, 1):
        rec = {"id": "j%03d" % i, "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": n["fields"], "secrets": n["secrets"]}
        f = rec["fields"]
        assert limits_ok((f["missing_context"], f["lesson"], f["ask_next_time"]))
        if rec["kind"] == "secret":
            assert rec["secrets"] and covered_ok((f["missing_context"], f["lesson"], f["ask_next_time"]), rec["secrets"])
        else:
            assert rec["secrets"] == []
        lines.append(json.dumps(rec, ensure_ascii=False))
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open(OUT, "wb") as fh:
        fh.write(data)
    tot = len(notes)
    sec = sum(n["kind"] == "secret" for n in notes)
    print("notes=%d secret=%d clean=%d" % (tot, sec, tot - sec))
    for lg in ("en", "ko"):
        print(lg, "secret=%d clean=%d" % (sum(n["lang"] == lg and n["kind"] == "secret" for n in notes),
                                          sum(n["lang"] == lg and n["kind"] == "clean" for n in notes)))
    print("templates=%d vendors=%d listed_secrets=%d" % (len(counts), len(VENDORS), sum(len(n["secrets"]) for n in notes)))
    print("sha256", hashlib.sha256(data).hexdigest())


if __name__ == "__main__":
    main()
