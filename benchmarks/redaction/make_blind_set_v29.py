#!/usr/bin/env python3
"""Blind evaluation set v29 for a credential-redaction filter (memory-server notes).

Standard library only.  One PRNG (random.Random(29_2026_1126)) drives every choice.
Output: blind_set_v29.jsonl (one JSON object per line, fixed key order).
"""
import base64
import hashlib
import json
import struct
import sys
import urllib.parse

import random
R = random.Random(29_2026_1126)

UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B62 = UP + LO + DG
B64 = B62 + "+/"
B64U = B62 + "-_"
B32 = UP + "234567"
BECH = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


def rs(n, alpha=B62):
    return "".join(R.choice(alpha) for _ in range(n))


def rhex(n):
    return rs(n, HEX)


def rdig(n):
    return str(R.randint(1, 9)) + rs(n - 1, DG)


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def ruuid():
    h = rhex(32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def pick(seq):
    return R.choice(seq)


def pct(s):
    return urllib.parse.quote(s, safe="")


def rdate():
    return "2024-%02d-%02d" % (R.randint(1, 12), R.randint(1, 28))


def rtime():
    return "%02d:%02d:%02d" % (R.randint(0, 23), R.randint(0, 59), R.randint(0, 59))


def rip():
    return "10.%d.%d.%d" % (R.randint(0, 40), R.randint(0, 254), R.randint(2, 254))


def jwt(payload, alg="HS256"):
    h = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    s = b64u(rbytes(32 if alg == "HS256" else 64))
    return h + "." + p + "." + s


SVCS = ["order-api", "payment-gateway", "noti-worker", "settlement-batch", "admin-web",
        "coupon-service", "member-api", "delivery-tracker", "search-indexer", "point-service",
        "review-api", "cs-backoffice", "inventory-sync", "partner-api", "chat-bot", "auth-server",
        "promo-scheduler", "report-exporter"]
ENVS = ["dev", "stage", "prod", "qa"]
PEOPLE_KO = ["김민수", "이지은", "박서준", "최유나", "정하늘", "한도윤", "오세린", "윤지호", "강태오", "서다인"]
PEOPLE_EN = ["Minsu", "Jieun", "Seojun", "Yuna", "Haneul", "Doyun", "Serin", "Jiho", "Taeo", "Dain"]
DBS = ["orders", "members", "settlement", "coupon", "point", "catalog", "cs", "payments"]
USERS = ["app", "order_rw", "batch", "svc_member", "readonly", "admin", "deploy", "etl", "django"]


def svc():
    return pick(SVCS)


def person(lang):
    return pick(PEOPLE_EN) if lang == "en" else pick(PEOPLE_KO)


def host(kind="mysql"):
    env = pick(ENVS)
    if kind == "mysql":
        return pick(["%s-mysql-01.internal" % env, "%s-db.cluster-%s.ap-northeast-2.rds.amazonaws.com" % (pick(DBS), rs(12, LO + DG)),
                     "db-%s.ncloud.internal" % env, rip()])
    if kind == "pg":
        return pick(["%s-pg.internal" % env, "pg-%s.cluster-%s.ap-northeast-2.rds.amazonaws.com" % (env, rs(12, LO + DG)), rip()])
    if kind == "redis":
        return pick(["%s-redis.internal" % env, "%s-cache.%s.ng.0001.apn2.cache.amazonaws.com" % (svc(), rs(6, LO + DG)), rip()])
    return pick(["%s-%s.internal" % (env, kind), rip()])


# ---------------------------------------------------------------- passwords
CHO = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
JUNG = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
JONG = ["", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ", "ㅁ", "ㅂ", "ㅄ",
        "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
KEYMAP = {"ㄱ": "r", "ㄲ": "R", "ㄴ": "s", "ㄷ": "e", "ㄸ": "E", "ㄹ": "f", "ㅁ": "a", "ㅂ": "q", "ㅃ": "Q", "ㅅ": "t",
          "ㅆ": "T", "ㅇ": "d", "ㅈ": "w", "ㅉ": "W", "ㅊ": "c", "ㅋ": "z", "ㅌ": "x", "ㅍ": "v", "ㅎ": "g",
          "ㅏ": "k", "ㅐ": "o", "ㅑ": "i", "ㅒ": "O", "ㅓ": "j", "ㅔ": "p", "ㅕ": "u", "ㅖ": "P", "ㅗ": "h", "ㅘ": "hk",
          "ㅙ": "ho", "ㅚ": "hl", "ㅛ": "y", "ㅜ": "n", "ㅝ": "nj", "ㅞ": "np", "ㅟ": "nl", "ㅠ": "b", "ㅡ": "m",
          "ㅢ": "ml", "ㅣ": "l", "ㄳ": "rt", "ㄵ": "sw", "ㄶ": "sg", "ㄺ": "fr", "ㄻ": "fa", "ㄼ": "fq", "ㄽ": "ft",
          "ㄾ": "fx", "ㄿ": "fv", "ㅀ": "fg", "ㅄ": "qt"}


def dubeol(word):
    out = []
    for ch in word:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(KEYMAP[CHO[c // 588]])
            out.append(KEYMAP[JUNG[(c % 588) // 28]])
            j = JONG[c % 28]
            if j:
                out.append(KEYMAP[j])
        else:
            out.append(ch)
    return "".join(out)


KO_PW_WORDS = ["사랑해", "우리집", "행복해", "하늘색", "바다로", "고양이", "강아지", "봄날에", "서울숲", "부산항", "초코칩",
               "토끼야", "별빛", "여름밤", "김치찌개", "떡볶이", "회사원", "개발팀", "월급날", "퇴근길", "우리가족", "제주도"]
EN_PW_WORDS = ["Coffee", "Sunny", "Tiger", "Ocean", "Maple", "Rocket", "Winter", "Summer", "Galaxy", "Dragon", "Purple",
               "Monkey", "Banana", "Falcon", "Pepper", "Cookie", "Marble", "Hanriver", "Jeju", "Busan", "Kimchi",
               "Bulgogi", "Mango", "Cactus", "Lemon", "Violet", "Sparrow", "Orbit"]
PHRASE_WORDS = ["river", "candle", "orbit", "glacier", "pencil", "harbor", "tulip", "velvet", "copper", "meadow",
                "lantern", "pebble", "thunder", "saffron", "walnut", "ember", "quartz", "willow", "cobalt", "nectar",
                "bamboo", "falcon", "prism", "tundra", "basil", "cinder", "juniper", "marble"]
WALKS = ["1q2w3e4r", "qwer1234", "asdf1234", "zaq12wsx", "1qaz2wsx", "qwerasdf", "!qaz@wsx", "1q2w3e4r5t",
         "qazwsxedc", "asdfqwer", "zxcvasdf", "q1w2e3r4", "!q2w3e4r", "poiuy0987", "1234qwer"]
NAMES = ["minji", "jihoon", "seoyeon", "doyun", "hayoon", "junho", "sumin", "yejin", "hyunwoo", "eunji", "taeyang", "jiwoo"]
SYMS = "!@#$%^&*"
PW_STYLES = ["random", "words_year", "ko_typed", "keyboard_walk", "passphrase", "name_birthday", "service_season"]


def password(style=None):
    style = style or pick(PW_STYLES)
    if style == "random":
        while True:
            p = rs(R.randint(14, 24), B62 + "!@#%^&*-_=+")
            if any(c in DG for c in p) and any(c in UP for c in p) and any(c in LO for c in p):
                return p
    if style == "words_year":
        return pick(EN_PW_WORDS) + pick(["", "!", "@", "#", "_"]) + pick(EN_PW_WORDS).lower() + str(R.randint(1988, 2025)) + pick(SYMS)
    if style == "ko_typed":
        return dubeol(pick(KO_PW_WORDS)) + pick(["", str(R.randint(1, 99))]) + pick(["0915", "1225", "2024", "2023", "77", "1004", "486"]) + pick(SYMS + "")
    if style == "keyboard_walk":
        return pick(WALKS) + pick(["!", "!@", "!@#", "##", "$", ""]) + pick(["", str(R.randint(1, 99))]) + pick(["", pick(UP)])
    if style == "passphrase":
        sep = pick(["-", ".", "_", " "])
        ws = [pick(PHRASE_WORDS) for _ in range(R.randint(3, 4))]
        return sep.join(ws) + pick(["", str(R.randint(1, 99))])
    if style == "name_birthday":
        n = pick(NAMES)
        y = R.randint(1975, 2003)
        m = R.randint(1, 12)
        d = R.randint(1, 28)
        bd = pick(["%02d%02d" % (m, d), "%d%02d%02d" % (y, m, d), "%02d%02d%02d" % (y % 100, m, d)])
        return pick([n, n.capitalize()]) + pick(["", "_", "."]) + bd + pick(["!", "@@", "^^", "*", ""])
    if style == "service_season":
        return pick(["Order", "Admin", "Batch", "Settle", "Coupon", "Member", "Infra"]) + pick(["@", "#", "!", "_"]) + pick(["Spring", "Summer", "Fall", "Winter", "Q1", "Q3"]) + str(R.randint(2021, 2025)) + pick(["", "!", "$"])
    raise ValueError(style)


def password_any():
    s = pick(PW_STYLES)
    return s, password(s)


# ---------------------------------------------------------------- private keys
def _lines(s, w):
    return [s[i:i + w] for i in range(0, len(s), w)]


def ec_sec1_pem():
    der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
    return "EC PRIVATE KEY", _lines(b64(der), 64)


def ec_pkcs8_pem():
    der = bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(32) + bytes.fromhex("a144034200") + b"\x04" + rbytes(64)
    return "PRIVATE KEY", _lines(b64(der), 64)


def ed25519_pkcs8_pem():
    der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
    return "PRIVATE KEY", _lines(b64(der), 64)


def _sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    pub = rbytes(32)
    seed = rbytes(32)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    chk = rbytes(4)
    priv = chk + chk + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(seed + pub) + _sshstr(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + struct.pack(">I", 1) + _sshstr(pubblob) + _sshstr(priv)
    return "OPENSSH PRIVATE KEY", _lines(b64(blob), 70)


def pem_text(label, lines):
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def age_key():
    return "AGE-SECRET-KEY-1" + rs(58, BECH)


def ssh_pub_ed25519(comment):
    return "ssh-ed25519 " + b64(_sshstr(b"ssh-ed25519") + _sshstr(rbytes(32))) + " " + comment


def ec_pub_pem_lines():
    der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
    return _lines(b64(der), 64)


def ssh_fpr():
    return "SHA256:" + b64(rbytes(32)).rstrip("=")


# ---------------------------------------------------------------- vendors
# each spec: company, what, items [(ENV, generator, listed)], header template (uses {0} = first listed value) or None
VENDORS = []


def V(company, what, items, header=None, api=None):
    VENDORS.append({"company": company, "what": what, "items": items, "header": header, "api": api})


def _slack_bot():
    return "xoxb-" + rdig(12) + "-" + rdig(13) + "-" + rs(24)


def _discord():
    return b64u(rdig(18).encode()) + "." + rs(6, B64U) + "." + rs(38, B64U)


def _mapbox_sk():
    return "sk." + b64u(json.dumps({"u": pick(["haneul-dev", "ops-team", "deliv"]), "a": "cl" + rs(23, LO + DG)}, separators=(",", ":")).encode()) + "." + rs(22, B64U)


def _supabase_service():
    return jwt({"iss": "supabase", "ref": rs(20, LO), "role": "service_role", "iat": 1700000000 + R.randint(0, 9999999), "exp": 2000000000 + R.randint(0, 9999999)})


def _intercom():
    return b64(("tok:" + ruuid() + ":1:0").encode())


def _elastic_api():
    return b64((rs(20, B64U) + ":" + rs(22, B64U)).encode())


V("GitHub", "personal access token", [("GITHUB_TOKEN", lambda: "ghp_" + rs(36), True)], "Authorization: token {0}", "api.github.com")
V("GitHub", "fine-grained PAT", [("GH_PAT", lambda: "github_pat_" + rs(22) + "_" + rs(59), True)], "Authorization: Bearer {0}", "api.github.com")
V("GitLab", "project access token", [("GITLAB_TOKEN", lambda: "glpat-" + rs(20, B64U), True)], "PRIVATE-TOKEN: {0}", "gitlab.com")
V("Slack", "bot token", [("SLACK_BOT_TOKEN", _slack_bot, True)], "Authorization: Bearer {0}", "slack.com/api")
V("Slack", "signing secret", [("SLACK_SIGNING_SECRET", lambda: rhex(32), True)])
V("Stripe", "live secret key", [("STRIPE_SECRET_KEY", lambda: "sk_live_51" + rs(96), True)], "Authorization: Bearer {0}", "api.stripe.com")
V("Stripe", "webhook signing secret", [("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs(32), True)])
V("OpenAI", "project API key", [("OPENAI_API_KEY", lambda: "sk-proj-" + rs(74, B64U) + "T3BlbkFJ" + rs(74, B64U), True)], "Authorization: Bearer {0}", "api.openai.com")
V("Anthropic", "API key", [("ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(93, B64U) + "AA", True)], "x-api-key: {0}", "api.anthropic.com")
V("AWS", "IAM access key", [("AWS_ACCESS_KEY_ID", lambda: "AKIA" + rs(16, B32), True), ("AWS_SECRET_ACCESS_KEY", lambda: rs(40, B64), True)])
V("Google", "Maps server API key", [("GOOGLE_MAPS_SERVER_KEY", lambda: "AIza" + rs(35, B64U), True)], None, "maps.googleapis.com")
V("Google", "reCAPTCHA secret", [("RECAPTCHA_SECRET", lambda: "6L" + rs(38, B64U), True)])
V("Google", "FCM legacy server key", [("FCM_SERVER_KEY", lambda: "AAAA" + rs(7, B64U) + ":APA91b" + rs(134, B64U), True)], "Authorization: key={0}", "fcm.googleapis.com")
V("Twilio", "auth token", [("TWILIO_ACCOUNT_SID", lambda: "AC" + rhex(32), False), ("TWILIO_AUTH_TOKEN", lambda: rhex(32), True)])
V("SendGrid", "API key", [("SENDGRID_API_KEY", lambda: "SG." + rs(22, B64U) + "." + rs(43, B64U), True)], "Authorization: Bearer {0}", "api.sendgrid.com")
V("Mailgun", "API key", [("MAILGUN_API_KEY", lambda: "key-" + rhex(32), True)])
V("Mailchimp", "API key", [("MAILCHIMP_API_KEY", lambda: rhex(32) + "-us" + str(R.randint(2, 21)), True)])
V("npm", "automation token", [("NPM_TOKEN", lambda: "npm_" + rs(36), True)])
V("PyPI", "upload token", [("TWINE_PASSWORD", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(140, B64U), True)])
V("Docker", "Docker Hub PAT", [("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(27, B64U), True)])
V("Shopify", "Admin API access token", [("SHOPIFY_ADMIN_TOKEN", lambda: "shpat_" + rhex(32), True)], "X-Shopify-Access-Token: {0}")
V("Atlassian", "Jira API token", [("JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + rs(170, B64U) + "=" + rs(8, HEXU), True)])
V("Atlassian", "Bitbucket app password", [("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + rs(32) + rs(8, HEXU), True)])
V("Datadog", "API + application key", [("DD_API_KEY", lambda: rhex(32), True), ("DD_APP_KEY", lambda: rhex(40), True)])
V("Sentry", "user auth token", [("SENTRY_AUTH_TOKEN", lambda: "sntryu_" + rhex(64), True)], "Authorization: Bearer {0}")
V("New Relic", "user API key", [("NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(27, UP + DG), True)], "API-Key: {0}")
V("Heroku", "API key", [("HEROKU_API_KEY", lambda: "HRKU-AA" + rs(58, B64U), True)])
V("DigitalOcean", "API token", [("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + rhex(64), True)], "Authorization: Bearer {0}")
V("Linear", "API key", [("LINEAR_API_KEY", lambda: "lin_api_" + rs(40), True)], "Authorization: {0}")
V("Notion", "integration secret", [("NOTION_TOKEN", lambda: "ntn_" + rs(46), True)], "Authorization: Bearer {0}")
V("Figma", "personal access token", [("FIGMA_TOKEN", lambda: "figd_" + rs(40, B64U), True)], "X-Figma-Token: {0}")
V("Postman", "API key", [("POSTMAN_API_KEY", lambda: "PMAK-" + rhex(24) + "-" + rhex(34), True)], "X-Api-Key: {0}")
V("HashiCorp", "Vault token", [("VAULT_TOKEN", lambda: "hvs." + rs(24), True)], "X-Vault-Token: {0}")
V("HashiCorp", "Terraform Cloud team token", [("TF_TOKEN_app_terraform_io", lambda: rs(14) + ".atlasv1." + rs(67), True)])
V("Cloudflare", "API token", [("CLOUDFLARE_API_TOKEN", lambda: rs(40, B64U), True)], "Authorization: Bearer {0}")
V("Discord", "bot token", [("DISCORD_BOT_TOKEN", _discord, True)], "Authorization: Bot {0}")
V("Telegram", "bot token", [("TELEGRAM_BOT_TOKEN", lambda: rdig(10) + ":AA" + rs(33, B64U), True)])
V("Microsoft", "Azure Storage account key", [("AZURE_STORAGE_ACCOUNT", lambda: "st" + rs(10, LO + DG), False), ("AZURE_STORAGE_KEY", lambda: b64(rbytes(64)), True)])
V("Microsoft", "Entra ID client secret", [("AZURE_CLIENT_ID", ruuid, False), ("AZURE_CLIENT_SECRET", lambda: rs(3, B62) + "8Q~" + rs(34, B62 + "_.~-"), True)])
V("Hugging Face", "access token", [("HF_TOKEN", lambda: "hf_" + rs(34, UP + LO), True)], "Authorization: Bearer {0}")
V("Replicate", "API token", [("REPLICATE_API_TOKEN", lambda: "r8_" + rs(37), True)])
V("Groq", "API key", [("GROQ_API_KEY", lambda: "gsk_" + rs(52), True)], "Authorization: Bearer {0}")
V("Perplexity", "API key", [("PERPLEXITY_API_KEY", lambda: "pplx-" + rs(48), True)], "Authorization: Bearer {0}")
V("Cohere", "production key", [("COHERE_API_KEY", lambda: rs(40), True)], "Authorization: Bearer {0}")
V("Mistral AI", "API key", [("MISTRAL_API_KEY", lambda: rs(32), True)], "Authorization: Bearer {0}")
V("Pinecone", "API key", [("PINECONE_API_KEY", lambda: "pcsk_" + rs(5) + "_" + rs(60), True)], "Api-Key: {0}")
V("Supabase", "service_role key", [("SUPABASE_SERVICE_ROLE_KEY", _supabase_service, True)], "apikey: {0}")
V("Vercel", "access token", [("VERCEL_TOKEN", lambda: rs(24), True)])
V("Netlify", "personal access token", [("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(36), True)])
V("Fly.io", "deploy token", [("FLY_API_TOKEN", lambda: "fm2_" + rs(150, B64U), True)])
V("Doppler", "service token", [("DOPPLER_TOKEN", lambda: "dp.st.prd." + rs(43), True)])
V("1Password", "service account token", [("OP_SERVICE_ACCOUNT_TOKEN", lambda: "ops_eyJ" + rs(230, B64U), True)])
V("Grafana Labs", "service account token", [("GRAFANA_SA_TOKEN", lambda: "glsa_" + rs(32) + "_" + rhex(8), True)], "Authorization: Bearer {0}")
V("PagerDuty", "REST API key", [("PAGERDUTY_API_KEY", lambda: rs(20, B64U + "+"), True)], "Authorization: Token token={0}")
V("Okta", "API token", [("OKTA_API_TOKEN", lambda: "00" + rs(40, B64U), True)], "Authorization: SSWS {0}")
V("Auth0", "M2M client secret", [("AUTH0_CLIENT_ID", lambda: rs(32), False), ("AUTH0_CLIENT_SECRET", lambda: rs(64, B64U), True)])
V("Algolia", "admin API key", [("ALGOLIA_APP_ID", lambda: rs(10, UP + DG), False), ("ALGOLIA_ADMIN_KEY", lambda: rhex(32), True)], "X-Algolia-API-Key: {0}")
V("Mapbox", "secret token", [("MAPBOX_SECRET_TOKEN", _mapbox_sk, True)])
V("Square", "production access token", [("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(60, B64U), True)], "Authorization: Bearer {0}")
V("PayPal", "Braintree access token", [("BRAINTREE_ACCESS_TOKEN", lambda: "access_token$production$" + rs(16, LO + DG) + "$" + rhex(32), True)])
V("Adyen", "API key", [("ADYEN_API_KEY", lambda: "AQE" + rs(110, B64U), True)], "X-API-Key: {0}")
V("Plaid", "secret", [("PLAID_CLIENT_ID", lambda: rhex(24), False), ("PLAID_SECRET", lambda: rhex(30), True)])
V("Dropbox", "access token", [("DROPBOX_TOKEN", lambda: "sl.B" + rs(130, B64U), True)], "Authorization: Bearer {0}")
V("Asana", "PAT", [("ASANA_PAT", lambda: "2/" + rdig(16) + "/" + rdig(16) + ":" + rhex(32), True)], "Authorization: Bearer {0}")
V("Airtable", "PAT", [("AIRTABLE_PAT", lambda: "pat" + rs(14) + "." + rhex(64), True)], "Authorization: Bearer {0}")
V("ClickUp", "personal token", [("CLICKUP_TOKEN", lambda: "pk_" + rdig(8) + "_" + rs(32, UP + DG), True)], "Authorization: {0}")
V("CircleCI", "personal API token", [("CIRCLECI_TOKEN", lambda: "CCIPAT_" + rs(22) + "_" + rhex(40), True)], "Circle-Token: {0}")
V("Buildkite", "API access token", [("BUILDKITE_API_TOKEN", lambda: "bkua_" + rhex(40), True)], "Authorization: Bearer {0}")
V("SonarSource", "SonarQube user token", [("SONAR_TOKEN", lambda: "squ_" + rhex(40), True)])
V("JFrog", "Artifactory reference token", [("JFROG_ACCESS_TOKEN", lambda: "cmVmdGtuOjAxOjE3" + rs(48), True)], "Authorization: Bearer {0}")
V("Databricks", "PAT", [("DATABRICKS_TOKEN", lambda: "dapi" + rhex(32), True)], "Authorization: Bearer {0}")
V("Confluent", "Cloud API key/secret", [("CONFLUENT_API_KEY", lambda: rs(16, UP + DG), False), ("CONFLUENT_API_SECRET", lambda: rs(64, B64), True)])
V("MongoDB", "Atlas programmatic API key", [("ATLAS_PUBLIC_KEY", lambda: rs(8, LO), False), ("ATLAS_PRIVATE_KEY", ruuid, True)])
V("Elastic", "Elastic Cloud API key", [("ELASTIC_API_KEY", _elastic_api, True)], "Authorization: ApiKey {0}")
V("Contentful", "CMA token", [("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(43, B64U), True)], "Authorization: Bearer {0}")
V("Shippo", "live API token", [("SHIPPO_API_KEY", lambda: "shippo_live_" + rhex(40), True)], "Authorization: ShippoToken {0}")
V("EasyPost", "production API key", [("EASYPOST_API_KEY", lambda: "EZAK" + rs(54, LO + DG), True)])
V("Intercom", "access token", [("INTERCOM_TOKEN", _intercom, True)], "Authorization: Bearer {0}")
V("Zendesk", "API token", [("ZENDESK_API_TOKEN", lambda: rs(40), True)])
V("HubSpot", "private app token", [("HUBSPOT_TOKEN", lambda: "pat-na1-" + ruuid(), True)], "Authorization: Bearer {0}")
V("LaunchDarkly", "server SDK key", [("LD_SDK_KEY", lambda: "sdk-" + ruuid(), True)])
V("Pulumi", "access token", [("PULUMI_ACCESS_TOKEN", lambda: "pul-" + rhex(40), True)])
V("Fastly", "API token", [("FASTLY_API_TOKEN", lambda: rs(32, B64U), True)], "Fastly-Key: {0}")
V("Akamai", "EdgeGrid credentials", [("AKAMAI_CLIENT_SECRET", lambda: b64(rbytes(32)), True), ("AKAMAI_ACCESS_TOKEN", lambda: "akab-" + rs(16, LO + DG) + "-" + rs(16, LO + DG), True), ("AKAMAI_CLIENT_TOKEN", lambda: "akab-" + rs(16, LO + DG) + "-" + rs(16, LO + DG), True)])
V("Alibaba Cloud", "AccessKey pair", [("ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI" + rs(20), True), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: rs(30), True)])
V("Tencent Cloud", "SecretId/SecretKey", [("TENCENTCLOUD_SECRET_ID", lambda: "AKID" + rs(32), True), ("TENCENTCLOUD_SECRET_KEY", lambda: rs(32), True)])
V("Tencent Cloud", "WeChat Pay APIv3 key", [("WECHATPAY_APIV3_KEY", lambda: rs(32), True)])
V("Naver Cloud", "API access key pair", [("NCLOUD_ACCESS_KEY", lambda: rs(20, UP + DG), True), ("NCLOUD_SECRET_KEY", lambda: rs(40), True)])
V("Naver Cloud", "CLOVA Studio API key", [("CLOVASTUDIO_API_KEY", lambda: "nv-" + rhex(32), True)], "Authorization: Bearer {0}")
V("KT Cloud", "API key / secret key", [("KTCLOUD_API_KEY", lambda: rs(86, B64U), True), ("KTCLOUD_SECRET_KEY", lambda: rs(86, B64U), True)])
V("Kakao", "Admin key", [("KAKAO_ADMIN_KEY", lambda: rhex(32), True)], "Authorization: KakaoAK {0}", "kapi.kakao.com")
V("Kakao", "KakaoWork bot app key", [("KAKAOWORK_BOT_APP_KEY", lambda: rhex(8) + "." + rhex(32), True)], "Authorization: Bearer {0}", "api.kakaowork.com")
V("Kakao Pay", "secret key", [("KAKAOPAY_SECRET_KEY", lambda: pick(["DEV", "PRD"]) + rs(37, UP + DG), True)], "Authorization: SECRET_KEY {0}")
V("Naver", "Developers client secret", [("NAVER_CLIENT_ID", lambda: rs(20), False), ("NAVER_CLIENT_SECRET", lambda: rs(10), True)], "X-Naver-Client-Secret: {0}")
V("Toss Payments", "secret key", [("TOSS_SECRET_KEY", lambda: pick(["live_sk_", "live_gsk_"]) + rs(28), True)])
V("KG Inicis", "signKey / INIAPI key", [("INICIS_MID", lambda: "INIpay" + rs(4, UP), False), ("INICIS_SIGN_KEY", lambda: b64(rbytes(24)), True), ("INICIS_API_KEY", lambda: rs(16), True)])
V("NICE Payments", "merchant key", [("NICEPAY_MID", lambda: "nice" + rs(6, LO + DG) + "m", False), ("NICEPAY_MERCHANT_KEY", lambda: b64(rbytes(66)), True)])
V("PortOne", "API secret", [("PORTONE_API_SECRET", lambda: rs(80), True)], "Authorization: PortOne {0}")
V("NHN Cloud", "Notification secret key", [("NHN_SMS_APPKEY", lambda: rs(16), False), ("NHN_SMS_SECRET_KEY", lambda: rs(8), True)], "X-Secret-Key: {0}")
V("NHN", "Dooray incoming webhook", [("DOORAY_HOOK_TOKEN", lambda: rs(22), True)])
V("Solapi", "API secret", [("SOLAPI_API_KEY", lambda: "NCS" + rs(13, UP + DG), False), ("SOLAPI_API_SECRET", lambda: rs(32, UP + DG), True)])
V("Aligo", "SMS API key", [("ALIGO_USER_ID", lambda: pick(["haneulcorp", "ops_sms", "devteam01"]), False), ("ALIGO_API_KEY", lambda: rs(32, LO + DG), True)])
V("LINE", "Messaging API channel token", [("LINE_CHANNEL_ACCESS_TOKEN", lambda: rs(171, B64) + "=", True), ("LINE_CHANNEL_SECRET", lambda: rhex(32), True)])
V("Channel Corp", "Channel Talk access key/secret", [("CHANNEL_ACCESS_KEY", lambda: rhex(24), True), ("CHANNEL_ACCESS_SECRET", lambda: rhex(32), True)])
V("Sendbird", "master API token", [("SENDBIRD_APP_ID", lambda: ruuid().upper(), False), ("SENDBIRD_API_TOKEN", lambda: rhex(40), True)], "Api-Token: {0}")
V("Agora", "app certificate", [("AGORA_APP_ID", lambda: rhex(32), False), ("AGORA_APP_CERTIFICATE", lambda: rhex(32), True)])
V("Brevo", "API key", [("BREVO_API_KEY", lambda: "xkeysib-" + rhex(64) + "-" + rs(16), True)], "api-key: {0}")
V("Postmark", "server token", [("POSTMARK_SERVER_TOKEN", ruuid, True)], "X-Postmark-Server-Token: {0}")
V("Resend", "API key", [("RESEND_API_KEY", lambda: "re_" + rs(8) + "_" + rs(24), True)], "Authorization: Bearer {0}")
V("Razorpay", "key secret", [("RAZORPAY_KEY_ID", lambda: "rzp_live_" + rs(14), False), ("RAZORPAY_KEY_SECRET", lambda: rs(24), True)])
V("Paystack", "secret key", [("PAYSTACK_SECRET_KEY", lambda: "sk_live_" + rhex(40), True)], "Authorization: Bearer {0}")
V("Flutterwave", "secret key", [("FLW_SECRET_KEY", lambda: "FLWSECK-" + rhex(32) + "-X", True)], "Authorization: Bearer {0}")
V("Midtrans", "server key", [("MIDTRANS_SERVER_KEY", lambda: "Mid-server-" + rs(24, B64U), True)])
V("Xendit", "secret API key", [("XENDIT_SECRET_KEY", lambda: "xnd_production_" + rs(60), True)])
V("GoCardless", "live access token", [("GOCARDLESS_ACCESS_TOKEN", lambda: "live_" + rs(40, B64U), True)], "Authorization: Bearer {0}")
V("Rollbar", "server access token", [("ROLLBAR_ACCESS_TOKEN", lambda: rhex(32), True)], "X-Rollbar-Access-Token: {0}")
V("SmartBear", "Bugsnag API key", [("BUGSNAG_API_KEY", lambda: rhex(32), True)])
V("Honeycomb", "ingest key", [("HONEYCOMB_API_KEY", lambda: "hcaik_01" + rs(50, LO + DG), True)], "x-honeycomb-team: {0}")
V("Upstash", "Redis REST token", [("UPSTASH_REDIS_REST_TOKEN", lambda: "A" + rs(3, UP) + "ASQgNz" + rs(80, B64U) + "=", True)], "Authorization: Bearer {0}")
V("PlanetScale", "database password", [("PLANETSCALE_PASSWORD", lambda: "pscale_pw_" + rs(43, B64U), True)])
V("Neon", "API key", [("NEON_API_KEY", lambda: "napi_" + rs(64, LO + DG), True)], "Authorization: Bearer {0}")
V("Render", "API key", [("RENDER_API_KEY", lambda: "rnd_" + rs(32), True)], "Authorization: Bearer {0}")
V("Cloudinary", "API secret", [("CLOUDINARY_API_KEY", lambda: rdig(15), False), ("CLOUDINARY_API_SECRET", lambda: rs(27, B64U), True)])
V("Vonage", "API secret", [("VONAGE_API_KEY", lambda: rhex(8), False), ("VONAGE_API_SECRET", lambda: rs(16), True)])
V("Plivo", "auth token", [("PLIVO_AUTH_ID", lambda: "MA" + rs(18, UP + DG), False), ("PLIVO_AUTH_TOKEN", lambda: rs(40), True)])
V("Zoom", "S2S OAuth client secret", [("ZOOM_CLIENT_ID", lambda: rs(22), False), ("ZOOM_CLIENT_SECRET", lambda: rs(32), True)])
V("Tailscale", "auth key", [("TS_AUTHKEY", lambda: "tskey-auth-k" + rs(10) + "CNTRL-" + rs(33), True)])
V("ngrok", "authtoken", [("NGROK_AUTHTOKEN", lambda: "2" + rs(26) + "_" + rs(21), True)])
V("Sourcegraph", "access token", [("SRC_ACCESS_TOKEN", lambda: "sgp_" + rhex(40), True)], "Authorization: token {0}")
V("ReadMe", "API key", [("README_API_KEY", lambda: "rdme_" + rs(70, LO + DG), True)])
V("Prefect", "API key", [("PREFECT_API_KEY", lambda: "pnu_" + rs(36), True)])
V("Weights & Biases", "API key", [("WANDB_API_KEY", lambda: rhex(40), True)])
V("DeepL", "API auth key", [("DEEPL_AUTH_KEY", lambda: ruuid() + ":fx", True)], "Authorization: DeepL-Auth-Key {0}")
V("Dunamu", "Upbit Open API keys", [("UPBIT_ACCESS_KEY", lambda: rs(40), True), ("UPBIT_SECRET_KEY", lambda: rs(40), True)])
V("Coupang", "Open API HMAC keys", [("COUPANG_ACCESS_KEY", ruuid, True), ("COUPANG_SECRET_KEY", lambda: rhex(40), True)])
V("Cafe24", "app client secret", [("CAFE24_CLIENT_ID", lambda: rs(22), False), ("CAFE24_CLIENT_SECRET", lambda: rs(22), True)])
V("Braze", "REST API key", [("BRAZE_REST_API_KEY", ruuid, True)], "Authorization: Bearer {0}")
V("OneSignal", "REST API key", [("ONESIGNAL_REST_API_KEY", lambda: "os_v2_app_" + rs(106, LO + "234567"), True)], "Authorization: Key {0}")
V("Expo", "access token", [("EXPO_TOKEN", lambda: rs(40, B64U), True)])
V("Riot Games", "API key", [("RIOT_API_KEY", lambda: "RGAPI-" + ruuid(), True)], "X-Riot-Token: {0}")
V("Valve", "Steam Web API key", [("STEAM_API_KEY", lambda: rs(32, HEXU), True)])
V("MinIO", "access/secret key", [("MINIO_ACCESS_KEY", lambda: rs(20, UP + DG), True), ("MINIO_SECRET_KEY", lambda: rs(40), True)])
V("Backblaze", "B2 application key", [("B2_APPLICATION_KEY_ID", lambda: "005" + rhex(22), True), ("B2_APPLICATION_KEY", lambda: "K005" + rs(27), True)])
V("Wasabi", "access keys", [("WASABI_ACCESS_KEY", lambda: rs(20, UP + DG), True), ("WASABI_SECRET_KEY", lambda: rs(40), True)])
V("IBM", "Cloud API key", [("IBMCLOUD_API_KEY", lambda: rs(44, B64U), True)])
V("Scaleway", "API key", [("SCW_ACCESS_KEY", lambda: "SCW" + rs(17, UP + DG), True), ("SCW_SECRET_KEY", ruuid, True)])
V("Vultr", "API key", [("VULTR_API_KEY", lambda: rs(36, UP + DG), True)], "Authorization: Bearer {0}")
V("Hetzner", "Cloud API token", [("HCLOUD_TOKEN", lambda: rs(64), True)], "Authorization: Bearer {0}")
V("Typeform", "personal token", [("TYPEFORM_TOKEN", lambda: "tfp_" + rs(44, B64U) + "_" + rs(14), True)], "Authorization: Bearer {0}")
V("Huawei Cloud", "AK/SK", [("HUAWEICLOUD_SDK_AK", lambda: rs(20, UP + DG), True), ("HUAWEICLOUD_SDK_SK", lambda: rs(40), True)])
V("Baidu", "AI Cloud secret key", [("BAIDU_API_KEY", lambda: rs(24), False), ("BAIDU_SECRET_KEY", lambda: rs(32), True)])
V("Zhipu AI", "API key", [("ZHIPUAI_API_KEY", lambda: rhex(32) + "." + rs(16), True)], "Authorization: Bearer {0}")
V("Moonshot AI", "API key", [("MOONSHOT_API_KEY", lambda: "sk-" + rs(48), True)], "Authorization: Bearer {0}")
V("DeepSeek", "API key", [("DEEPSEEK_API_KEY", lambda: "sk-" + rhex(32), True)], "Authorization: Bearer {0}")
V("Upstage", "API key", [("UPSTAGE_API_KEY", lambda: "up_" + rs(29), True)], "Authorization: Bearer {0}")
V("Sweet Tracker", "API key", [("SWEETTRACKER_API_KEY", lambda: rs(22), True)])
V("Infobip", "API key", [("INFOBIP_API_KEY", lambda: rhex(32) + "-" + ruuid(), True)], "Authorization: App {0}")
V("Bird", "MessageBird access key", [("MESSAGEBIRD_ACCESS_KEY", lambda: rs(25), True)], "Authorization: AccessKey {0}")
V("Twitch", "client secret", [("TWITCH_CLIENT_ID", lambda: rs(30, LO + DG), False), ("TWITCH_CLIENT_SECRET", lambda: rs(30, LO + DG), True)])
V("Clerk", "secret key", [("CLERK_SECRET_KEY", lambda: "sk_live_" + rs(50), True)], "Authorization: Bearer {0}")
V("Paddle", "API key", [("PADDLE_API_KEY", lambda: "pdl_live_apikey_" + rs(26, LO + DG) + "_" + rs(22) + "_" + rs(3), True)], "Authorization: Bearer {0}")
V("Mux", "access token secret", [("MUX_TOKEN_ID", ruuid, False), ("MUX_TOKEN_SECRET", lambda: rs(75, B64), True)])
V("Pusher", "app secret", [("PUSHER_APP_KEY", lambda: rhex(20), False), ("PUSHER_APP_SECRET", lambda: rhex(20), True)])
V("Ably", "API key", [("ABLY_API_KEY", lambda: rs(6) + "." + rs(6) + ":" + rs(43, B64U), True)])
V("Mixpanel", "project secret", [("MIXPANEL_API_SECRET", lambda: rhex(32), True)])
V("Amplitude", "secret key", [("AMPLITUDE_API_KEY", lambda: rhex(32), False), ("AMPLITUDE_SECRET_KEY", lambda: rhex(32), True)])
V("Apple", "app-specific password", [("APPLE_ID", lambda: pick(["ios-release@", "appstore@"]) + "haneul.co.kr", False), ("APPLE_APP_SPECIFIC_PASSWORD", lambda: "-".join(rs(4, LO) for _ in range(4)), True)])
V("Samsung", "SmartThings PAT", [("SMARTTHINGS_TOKEN", ruuid, True)], "Authorization: Bearer {0}")
V("Gabia", "Hiworks API token", [("HIWORKS_API_TOKEN", lambda: rs(40, LO + DG), True)])
V("Bitly", "access token", [("BITLY_TOKEN", lambda: rhex(40), True)], "Authorization: Bearer {0}")
V("Snyk", "API token", [("SNYK_TOKEN", ruuid, True)], "Authorization: token {0}")


# ---------------------------------------------------------------- note assembly helpers
def F(mc, lesson="", ask=""):
    return {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}


def T(lang, en, ko):
    return en if lang == "en" else ko


def prompt(user=None, hostn=None, cwd=None):
    user = user or pick(["ubuntu", "ec2-user", "deploy", "jhkim", "minsu", "root", "app"])
    hostn = hostn or pick(["bastion-prod", "ip-10-0-3-41", "dev-box", "MacBook-Pro", "jenkins-agent-2", "ncp-batch-01", "kt-web-02"])
    cwd = cwd or pick(["~", "~/work/" + svc(), "/opt/" + svc(), "/srv/app"])
    return "%s@%s:%s$" % (user, hostn, cwd)


def slug(env):
    return env.lower().replace("_", "-")


def vendor_block(style, lang, spec, vals, sv):
    """Render the credential-bearing block for a vendor note. vals: [(ENV, value, listed)]"""
    co = spec["company"]
    if style == "env":
        fn = pick([".env", ".env.prod", ".env.local", "config/.env.stage", "deploy/%s.env" % sv])
        body = "\n".join("%s=%s" % (e, v) for e, v, _ in vals)
        extra = pick(["NODE_ENV=production", "SPRING_PROFILES_ACTIVE=prod", "LOG_LEVEL=info", "TZ=Asia/Seoul"])
        return "# %s\n%s\n%s" % (fn, extra, body)
    if style == "export":
        p = prompt()
        lines = ["%s export %s=%s" % (p, e, v) for e, v, _ in vals]
        lines.append("%s %s" % (p, pick(["./gradlew bootRun --args='--spring.profiles.active=local'", "npm run start:dev", "python manage.py runserver 0.0.0.0:8000", "go run ./cmd/%s" % sv])))
        lines.append(pick(["Started Application in 7.412 seconds (process running for 8.03)", "[Nest] 4127  - LOG [NestApplication] Nest application successfully started", "Starting development server at http://0.0.0.0:8000/", "INFO server listening addr=:8080"]))
        return "\n".join(lines)
    if style == "yaml":
        key = slug(co.split()[0])
        body = "\n".join("    %s: %s" % (slug(e.split("_", 1)[-1]) if "_" in e else e.lower(), v) for e, v, _ in vals)
        return "# src/main/resources/application-%s.yml\nintegrations:\n  %s:\n    enabled: true\n%s" % (pick(["prod", "stage", "local"]), key, body)
    if style == "compose":
        body = "\n".join("      - %s=%s" % (e, v) for e, v, _ in vals)
        return "# docker-compose.yml\nservices:\n  %s:\n    image: registry.haneul.internal/%s:%s\n    environment:\n%s" % (sv, sv, "1.%d.%d" % (R.randint(0, 30), R.randint(0, 9)), body)
    if style == "k8s":
        body = "\n".join("  %s: \"%s\"" % (e, v) for e, v, _ in vals)
        return "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-%s\n  namespace: %s\ntype: Opaque\nstringData:\n%s" % (sv, slug(co.split()[0]), pick(ENVS), body)
    if style == "tfvars":
        body = "\n".join("%s = \"%s\"" % (e.lower(), v) for e, v, _ in vals)
        return "# infra/envs/%s/terraform.tfvars\nregion = \"ap-northeast-2\"\n%s" % (pick(ENVS), body)
    if style == "python":
        body = "\n".join("%s = \"%s\"" % (e, v) for e, v, _ in vals)
        return "# %s/settings/%s.py\n%s" % (sv.replace("-", "_"), pick(["prod", "base", "local"]), body)
    if style == "ts":
        body = "\n".join("  %s: '%s'," % (e[0].lower() + "".join(w.capitalize() for w in e.lower().split("_"))[1:], v) for e, v, _ in vals)
        return "// src/config/%s.config.ts\nexport default registerAs('%s', () => ({\n%s\n}));" % (slug(co.split()[0]), slug(co.split()[0]), body)
    if style == "go":
        body = "\n".join("\t%s = \"%s\"" % ("".join(w.capitalize() for w in e.lower().split("_")), v) for e, v, _ in vals)
        return "// internal/%s/client.go\nconst (\n%s\n)" % (slug(co.split()[0]).replace("-", ""), body)
    if style == "kotlin":
        body = "\n".join("    const val %s = \"%s\"" % (e, v) for e, v, _ in vals)
        return "// %sProperties.kt\nobject %sKeys {\n%s\n}" % (co.split()[0].replace(".", ""), co.split()[0].replace(".", ""), body)
    if style == "http":
        first = [v for e, v, l in vals if l][0]
        hdr = spec["header"].format(first)
        hostn = spec["api"] or "api.%s.com" % slug(co.split()[0]).replace(".", "")
        return "$ curl -s https://%s/%s \\\n    -H '%s' \\\n    -H 'Content-Type: application/json'\nHTTP/1.1 %s\n%s" % (
            hostn, pick(["v1/me", "v2/users/me", "api/v1/status", "v1/projects", "v3/account"]), hdr,
            pick(["200 OK", "401 Unauthorized", "403 Forbidden", "429 Too Many Requests"]),
            pick(['{"ok":true}', '{"error":"invalid scope"}', '{"message":"rate limited"}', '{"status":"active"}']))
    if style == "log":
        ts = "%s %s.%03d" % (rdate(), rtime(), R.randint(0, 999))
        kv = ", ".join("%s=%s" % (e.lower(), v) for e, v, _ in vals)
        return "%s DEBUG [%s,%s] c.h.%s.config.ClientConfig : init client {%s, timeoutMs=3000}" % (ts, sv, rhex(16), sv.split("-")[0], kv)
    if style == "chat":
        a = person(lang)
        kv = "\n".join("%s=%s" % (e, v) for e, v, _ in vals)
        return T(lang, "[#%s] %s: here's the %s %s for local testing, don't commit it\n%s" % (pick(["dev-backend", "infra", "payments"]), a, co, spec["what"], kv),
                 "[카톡 %s] %s: 로컬 테스트용 %s %s 여기요. 커밋은 하지 마세요\n%s" % (pick(["오후 2:14", "오전 10:03", "오후 6:41"]), a, co, spec["what"], kv))
    if style == "gha":
        body = "\n".join("      %s: %s" % (e, v) for e, v, _ in vals)
        return "# .github/workflows/deploy-%s.yml\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n%s\n    steps:\n      - uses: actions/checkout@v4" % (sv, body)
    if style == "diff":
        body = "\n".join("+%s=%s" % (e, v) for e, v, _ in vals)
        return "diff --git a/deploy/%s.env b/deploy/%s.env\n@@ -3,2 +3,%d @@\n LOG_LEVEL=info\n-# TODO %s\n%s" % (sv, sv, len(vals) + 1, co, body)
    if style == "table":
        body = "\n".join("| %s | %s | %s |" % (pick(ENVS), e, v) for e, v, _ in vals)
        return "| env | name | value |\n|---|---|---|\n" + body
    if style == "prose":
        parts = ["%s is %s" % (e, v) for e, v, _ in vals]
        return T(lang, "For reference, " + " and ".join(parts) + ".", "참고로 " + ", ".join("%s 값은 %s" % (e, v) for e, v, _ in vals) + " 입니다.")
    raise ValueError(style)


VSTYLES = ["env", "export", "yaml", "compose", "k8s", "tfvars", "python", "ts", "go", "kotlin", "http", "log", "chat", "gha", "diff", "table", "prose", "split"]


def vendor_prose(lang, spec, sv):
    co, what = spec["company"], spec["what"]
    env0 = spec["items"][-1][0]
    mc = T(lang, pick([
        "I was wiring the %s %s into %s and didn't know which config key the service reads." % (co, what, sv),
        "The %s integration in %s kept failing with 401 and I had no idea which %s was current." % (co, sv, what),
        "Nobody told me the %s %s for %s had been rotated last week." % (co, what, sv),
        "I needed the %s %s to reproduce the failing job in %s locally." % (co, what, sv),
    ]), pick([
        "%s에 %s %s 연동하는데 서비스가 어떤 config key를 읽는지 몰랐음." % (sv, co, what),
        "%s의 %s 연동이 계속 401 나서 현재 유효한 %s가 뭔지 찾느라 시간 씀." % (sv, co, what),
        "%s %s가 지난주에 rotate 됐다는 걸 아무도 알려주지 않음 (%s)." % (co, what, sv),
        "%s 배치 실패를 로컬에서 재현하려면 %s %s가 필요했음." % (sv, co, what),
    ]))
    lesson = T(lang, pick([
        "%s reads %s at startup only, so a pod restart is needed after rotation." % (sv, env0),
        "The %s client in %s does not retry on 401; a stale key looks like a network error in the logs." % (co, sv),
        "Keep %s out of the repo; the deploy pipeline injects it from the secret store." % env0,
        "When the %s key is wrong, their API answers 403 instead of 401, which misled me." % co,
    ]), pick([
        "%s는 기동 시에만 %s를 읽어서 rotate 후에는 pod 재시작 필요." % (sv, env0),
        "%s client가 401에 retry를 안 해서 키가 틀려도 로그엔 네트워크 에러처럼 보임." % co,
        "%s는 repo에 두지 말고 배포 파이프라인에서 secret store로 주입해야 함." % env0,
        "%s 키가 틀리면 401이 아니라 403이 와서 헷갈렸음." % co,
    ]))
    ask = T(lang, pick([
        "Which secret store path is the source of truth for the %s key?" % co,
        "Who owns the %s account, and is there a separate key for stage?" % co,
        "Should %s be rotated now that it was pasted here?" % env0,
        "Is there a sandbox %s key I can use instead of prod?" % co,
    ]), pick([
        "%s 키의 source of truth는 어느 secret store 경로인가요?" % co,
        "%s 계정 owner가 누구고 stage용 키는 따로 있나요?" % co,
        "여기 붙여넣었으니 %s rotate 해야 하나요?" % env0,
        "prod 말고 쓸 수 있는 %s sandbox 키가 있나요?" % co,
    ]))
    return mc, lesson, ask


def vendor_note(lang, spec):
    sv = svc()
    vals = [(e, g(), l) for e, g, l in spec["items"]]
    styles = [s for s in VSTYLES if s != "http" or spec["header"]]
    style = pick(styles)
    mc, lesson, ask = vendor_prose(lang, spec, sv)
    secrets = [v for e, v, l in vals if l]
    if style == "split":
        # label at end of one field, value at start of the next
        e0, v0, _ = [x for x in vals if x[2]][0]
        others = [x for x in vals if x[0] != e0]
        mc2 = mc + T(lang, " The value of %s that %s gave me was" % (e0, person(lang)), " %s님이 준 %s 값은" % (person(lang), e0))
        les2 = v0 + T(lang, " (copied from the %s console). " % spec["company"], " (%s 콘솔에서 복사). " % spec["company"]) + lesson
        if others:
            les2 += "\n" + "\n".join("%s=%s" % (e, v) for e, v, _ in others)
        fields = F(mc2, les2, ask)
    else:
        block = vendor_block(style, lang, spec, vals, sv)
        where = pick(["missing_context"] * 6 + ["lesson"] * 3 + ["ask_next_time"])
        if where == "missing_context":
            fields = F(mc + "\n" + block, lesson, ask)
        elif where == "lesson":
            fields = F(mc, lesson + "\n" + block, ask)
        else:
            fields = F(mc, lesson, ask + "\n" + block)
    secrets = [x for x in secrets if any(x in f for f in fields.values())]
    cat = "vendor %s: %s %s [Vendor]" % (style, spec["company"], spec["what"])
    return cat, fields, secrets


# ---------------------------------------------------------------- non-vendor secret templates
SECRET_T = []


def st(fn):
    SECRET_T.append(fn)
    return fn


@st
def s_mysql_cli(lang):
    sty, pw = password_any()
    h, u, d = host("mysql"), pick(USERS), pick(DBS)
    out = pick(["Welcome to the MySQL monitor.  Commands end with ; or \\g.\nServer version: 8.0.%d Source distribution" % R.randint(28, 39),
                "mysql: [Warning] Using a password on the command line interface can be insecure.\nERROR 1045 (28000): Access denied for user '%s'@'%s' (using password: YES)" % (u, rip())])
    mc = T(lang, "Checking why the %s migration stalled; I connected straight to the DB:\n" % svc(), "%s 마이그레이션이 멈춘 원인 보려고 DB에 직접 붙음:\n" % svc())
    mc += "%s mysql -h %s -u %s -p%s %s\n%s" % (prompt(), h, u, pw, d, out)
    les = T(lang, "The lock was held by a long-running batch transaction; SHOW ENGINE INNODB STATUS showed it.", "긴 batch 트랜잭션이 lock 잡고 있었음. SHOW ENGINE INNODB STATUS로 확인.")
    ask = T(lang, "Is there a read-only account for this kind of debugging?", "이런 디버깅용 read-only 계정이 따로 있나요?")
    return "shell: mysql -p attached password / " + sty, F(mc, les, ask), [pw]


@st
def s_pg_url(lang):
    sty, pw = password_any()
    enc = pct(pw)
    url = "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (pick(USERS), enc, host("pg"), pick(DBS))
    mc = T(lang, "Alembic couldn't reach the stage DB from my laptop. I ran:\n", "로컬에서 alembic이 stage DB에 못 붙었음. 실행한 명령:\n")
    mc += "$ psql \"%s\" -c 'select version()'\npsql: error: connection to server failed: timeout expired" % url
    les = T(lang, "Stage Postgres only accepts connections through the bastion tunnel (ssh -L 15432:...).", "stage Postgres는 bastion 터널(ssh -L 15432:...)로만 접속 가능.")
    return "connection string: postgres URL / " + sty, F(mc, les, T(lang, "Can the tunnel command go in the README?", "터널 명령을 README에 넣어도 될까요?")), [enc]


@st
def s_mongo_uri(lang):
    sty, pw = password_any()
    enc = pct(pw)
    uri = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (pick(["review_rw", "chat_app", "admin"]), enc, rs(5, LO + DG), pick(["review", "chat", "logs"]))
    mc = T(lang, "review-api crashed on boot with MongoServerSelectionError. Our .env.stage:\nMONGODB_URI=%s\nMONGODB_POOL=20" % uri,
           "review-api가 기동 중 MongoServerSelectionError로 죽음. .env.stage 내용:\nMONGODB_URI=%s\nMONGODB_POOL=20" % uri)
    les = T(lang, "Atlas IP access list did not include the new NAT gateway IP.", "Atlas IP access list에 새 NAT gateway IP가 빠져 있었음.")
    return "connection string: mongodb+srv in .env / " + sty, F(mc, les, ""), [enc]


@st
def s_redis(lang):
    sty, pw = password_any()
    h = host("redis")
    v = pick(["cli", "url", "yml"])
    if v == "cli":
        blk = "%s redis-cli -h %s -p 6379 -a '%s' --no-auth-warning INFO keyspace\n# Keyspace\ndb0:keys=%d,expires=%d,avg_ttl=%d" % (prompt(), h, pw, R.randint(1000, 99999), R.randint(100, 999), R.randint(10000, 999999))
        sec = pw
    elif v == "url":
        sec = pct(pw)
        blk = "REDIS_URL=redis://default:%s@%s:6379/0" % (sec, h)
    else:
        sec = pw
        blk = "spring:\n  data:\n    redis:\n      host: %s\n      port: 6379\n      password: %s\n      timeout: 2s" % (h, pw)
    mc = T(lang, "Coupon issuance hit duplicate keys; I had to inspect Redis directly.\n" + blk, "쿠폰 발급 중 중복 키 문제 때문에 Redis를 직접 봐야 했음.\n" + blk)
    les = T(lang, "SETNX without TTL left orphan locks after a deploy.", "TTL 없는 SETNX 때문에 배포 후 lock이 남아 있었음.")
    return "redis password (%s) / %s" % (v, sty), F(mc, les, T(lang, "Should locks move to Redisson?", "lock을 Redisson으로 옮길까요?")), [sec]


@st
def s_spring_ds(lang):
    sty, pw = password_any()
    blk = "spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/%s?serverTimezone=Asia/Seoul\n    username: %s\n    password: %s\n    hikari:\n      maximum-pool-size: 20" % (host(), pick(DBS), pick(USERS), pw)
    mc = T(lang, "HikariPool-1 - Connection is not available after 30000ms in %s. application-prod.yml:\n%s" % (svc(), blk),
           "%s에서 HikariPool-1 - Connection is not available 에러. application-prod.yml:\n%s" % (svc(), blk))
    les = T(lang, "Pool size 20 x 12 pods exceeded max_connections=200 on the RDS instance.", "pool 20 x pod 12개가 RDS max_connections=200을 넘김.")
    return "config: spring datasource password / " + sty, F(mc, les, ""), [pw]


@st
def s_compose_mysql(lang):
    s1, p1 = password_any()
    s2, p2 = password_any()
    blk = "services:\n  mysql:\n    image: mysql:8.0\n    environment:\n      MYSQL_ROOT_PASSWORD: \"%s\"\n      MYSQL_USER: app\n      MYSQL_PASSWORD: \"%s\"\n      MYSQL_DATABASE: %s\n    ports: [\"3306:3306\"]" % (p1, p2, pick(DBS))
    mc = T(lang, "Local stack wouldn't start because port 3306 was taken. docker-compose.local.yml that the team shares:\n" + blk,
           "3306 포트 충돌로 로컬 스택이 안 뜸. 팀이 공유하는 docker-compose.local.yml:\n" + blk)
    return "docker-compose: mysql root + user passwords / " + s1, F(mc, T(lang, "Map to 13306 on the host instead.", "host 포트를 13306으로 바꾸면 됨."), ""), [p1, p2]


@st
def s_k8s_secret(lang):
    sty, pw = password_any()
    blk = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\ntype: Opaque\nstringData:\n  DB_USER: %s\n  DB_PASSWORD: '%s'" % (svc(), pick(USERS), pw)
    return "k8s Secret stringData password / " + sty, F(T(lang, "ArgoCD showed the secret as OutOfSync. Manifest in the repo:\n", "ArgoCD에서 secret이 OutOfSync로 보임. repo의 manifest:\n") + blk,
                                                    T(lang, "stringData gets normalized into data, so ArgoCD always sees a diff.", "stringData가 data로 변환돼서 ArgoCD가 항상 diff로 봄."),
                                                    T(lang, "Move to ExternalSecret?", "ExternalSecret으로 옮길까요?")), [pw]


@st
def s_jdbc_param(lang):
    sty, pw = password_any()
    enc = pct(pw)
    url = "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (host("pg"), pick(DBS), pick(USERS), enc)
    mc = T(lang, "The Jenkins job for settlement-batch prints its JDBC URL on failure:\nERROR o.h.engine.jdbc.spi.SqlExceptionHelper - Connection refused: %s" % url,
           "settlement-batch Jenkins job이 실패하면 JDBC URL을 그대로 찍음:\nERROR o.h.engine.jdbc.spi.SqlExceptionHelper - Connection refused: %s" % url)
    return "log: jdbc url with password param / " + sty, F(mc, T(lang, "Pass credentials as separate properties, not in the URL.", "credential은 URL이 아니라 별도 property로 넘겨야 함."), ""), [enc]


@st
def s_amqp(lang):
    sty, pw = password_any()
    enc = pct(pw)
    blk = "RabbitMQModule.forRoot(RabbitMQModule, {\n  uri: 'amqp://%s:%s@%s:5672/%s',\n  connectionInitOptions: { wait: false },\n})" % (pick(["noti", "order_pub", "guest_admin"]), enc, host("rabbitmq"), pick(["noti", "orders", "%2F"]))
    mc = T(lang, "noti-worker NestJS module config (app.module.ts):\n" + blk, "noti-worker NestJS 모듈 설정 (app.module.ts):\n" + blk)
    les = T(lang, "Prefetch 1 plus manual ack fixed the duplicate Alimtalk sends.", "prefetch 1 + manual ack으로 알림톡 중복 발송 해결.")
    return "code: amqp uri in NestJS / " + sty, F(mc, les, T(lang, "Is the vhost per environment?", "vhost가 환경별로 나뉘어 있나요?")), [enc]


@st
def s_kafka_jaas(lang):
    sty, pw = password_any()
    blk = "security.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"%s\" password=\"%s\";" % (pick(["order-producer", "settle-consumer", "cdc-connect"]), pw)
    mc = T(lang, "kafka-console-consumer against MSK failed with SaslAuthenticationException. client.properties:\n" + blk,
           "MSK에 kafka-console-consumer 붙일 때 SaslAuthenticationException. client.properties:\n" + blk)
    return "config: kafka sasl jaas password / " + sty, F(mc, T(lang, "SCRAM users are stored per cluster in Secrets Manager with the AmazonMSK_ prefix.", "SCRAM 사용자는 AmazonMSK_ prefix로 Secrets Manager에 cluster별 저장."), ""), [pw]


@st
def s_elastic_curl(lang):
    sty, pw = password_any()
    idx = "products-%s" % rdate().replace("-", ".")
    mc = "%s curl -s -u elastic:'%s' https://%s:9200/_cat/indices/%s?v\nhealth status index uuid pri rep docs.count\nyellow open %s %s 3 1 %d" % (prompt(), pw, host("es"), idx, idx, rs(22, B64U), R.randint(10000, 999999))
    mc = T(lang, "Search results were stale after reindex.\n", "재색인 후 검색 결과가 예전 그대로였음.\n") + mc
    return "shell: curl -u elastic password / " + sty, F(mc, T(lang, "The alias still pointed at the old index.", "alias가 아직 옛 index를 가리키고 있었음."), ""), [pw]


@st
def s_basic_auth(lang):
    sty, pw = password_any()
    u = pick(["admin", "partner_lotte", "settle-bot", "ops"])
    blob = b64(("%s:%s" % (u, pw)).encode())
    mc = T(lang, "Partner callback kept getting 401. Captured request:\n", "파트너 콜백이 계속 401. 캡처한 요청:\n")
    mc += "POST /partner/v1/callback HTTP/1.1\nHost: partner-api.haneul.co.kr\nAuthorization: Basic %s\nContent-Type: application/json\n\n{\"orderNo\":\"%s\",\"status\":\"DELIVERED\"}" % (blob, "HN" + rdig(12))
    return "http: basic auth header blob / " + sty, F(mc, T(lang, "Spring Security filter order put the Basic filter after our JWT filter.", "Spring Security filter 순서상 Basic 필터가 JWT 필터 뒤에 있었음."), ""), [blob]


@st
def s_bearer_jwt(lang):
    tok = jwt({"sub": rdig(7), "role": pick(["ADMIN", "USER", "CS_AGENT"]), "iss": "auth.haneul.co.kr", "iat": 1732500000 + R.randint(0, 99999), "exp": 1732600000 + R.randint(0, 99999)}, pick(["HS256", "ES256"]))
    mc = T(lang, "Admin API returned 403 for a CS agent. Request from the browser devtools:\n", "CS 상담원이 admin API에서 403. 브라우저 devtools에서 복사한 요청:\n")
    mc += "$ curl 'https://admin-api.haneul.co.kr/v1/refunds?page=0' -H 'Authorization: Bearer %s'" % tok
    return "http: bearer jwt in curl", F(mc, T(lang, "The role claim is CS_AGENT but the @PreAuthorize expects ROLE_CS.", "role claim은 CS_AGENT인데 @PreAuthorize는 ROLE_CS를 기대함."), ""), [tok]


@st
def s_cookie(lang):
    v = pick(["spring", "django", "express"])
    if v == "spring":
        val = b64(ruuid().encode())
        c = "Cookie: SESSION=%s; _ga=GA1.1.%s.%s" % (val, rdig(9), rdig(10))
    elif v == "django":
        val = rs(32, LO + DG)
        c = "Cookie: sessionid=%s; django_language=ko" % val
    else:
        val = "s%3A" + rs(32, B64U) + "." + rs(43, B64)
        val = val.replace("+", "%2B").replace("/", "%2F")
        c = "Cookie: connect.sid=%s" % val
    mc = T(lang, "Reproducing the back-office logout bug; headers copied from Chrome:\nGET /admin/orders/ HTTP/1.1\n%s" % c, "백오피스 로그아웃 버그 재현. Chrome에서 복사한 헤더:\nGET /admin/orders/ HTTP/1.1\n%s" % c)
    return "http: session cookie (%s)" % v, F(mc, T(lang, "SameSite=Strict dropped the cookie on the SSO redirect.", "SSO redirect 시 SameSite=Strict 때문에 쿠키가 빠짐."), ""), [val]


@st
def s_django_secret(lang):
    k = rs(50, LO + DG + "!@#$%^&*(-_=+)")
    mc = T(lang, "Sessions were invalidated on every deploy of the Django admin. settings/prod.py had:\nSECRET_KEY = '%s'\nDEBUG = False" % k,
           "Django admin 배포할 때마다 세션이 풀림. settings/prod.py:\nSECRET_KEY = '%s'\nDEBUG = False" % k)
    return "config: django SECRET_KEY", F(mc, T(lang, "Another settings module overrode it with a random value at import.", "다른 settings 모듈이 import 시 랜덤 값으로 덮어씀."), ""), [k]


@st
def s_jwt_secret(lang):
    k = pick([rhex(64), b64(rbytes(48)), rs(40, B62 + "!@#$")])
    mc = T(lang, "auth-server (NestJS) issues tokens that member-api rejects. Both read .env:\nJWT_SECRET=%s\nJWT_EXPIRES_IN=3600s" % k,
           "auth-server(NestJS)가 발급한 토큰을 member-api가 거부함. 둘 다 .env를 읽음:\nJWT_SECRET=%s\nJWT_EXPIRES_IN=3600s" % k)
    return "config: jwt signing secret", F(mc, T(lang, "member-api base64-decodes the secret, auth-server does not.", "member-api는 secret을 base64 decode하고 auth-server는 안 함."), ""), [k]


@st
def s_s3_presigned(lang):
    akid = "AKIA" + rs(16, B32)
    sig = rhex(64)
    url = "https://haneul-cs-attach.s3.ap-northeast-2.amazonaws.com/inquiry/%s.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F20241126%%2Fap-northeast-2%%2Fs3%%2Faws4_request&X-Amz-Date=20241126T%02d%02d00Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % (rdig(8), akid, R.randint(0, 23), R.randint(0, 59), sig)
    mc = T(lang, "A CS agent pasted this attachment link into the ticket and it is valid for 7 days:\n" + url, "CS 상담원이 티켓에 첨부파일 링크를 붙여넣음 (7일 유효):\n" + url)
    return "signed url: s3 presigned (key id + signature)", F(mc, T(lang, "Presign with a 10 minute expiry from the back-office instead.", "백오피스에서 10분 만료로 presign 하도록 변경."), ""), [akid, sig]


@st
def s_azure_sas(lang):
    sig = pct(b64(rbytes(32)))
    url = "https://st%s.blob.core.windows.net/exports/report-%s.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-01-31T00:00:00Z&spr=https&sig=%s" % (rs(8, LO + DG), rdate(), sig)
    mc = T(lang, "Partner asked for the monthly export; this SAS link was in the email thread:\n" + url, "파트너가 월간 export 요청. 메일 스레드에 있던 SAS 링크:\n" + url)
    return "signed url: azure SAS sig", F(mc, T(lang, "Use a user delegation SAS with a short expiry.", "짧은 만료의 user delegation SAS를 써야 함."), ""), [sig]


@st
def s_gh_recovery(lang):
    codes = ["%s-%s" % (rhex(5), rhex(5)) for _ in range(R.randint(6, 10))]
    mc = T(lang, "Lost the 2FA device for the org-owner GitHub account (ops@). Recovery codes from the shared doc:\n", "org-owner GitHub 계정(ops@) 2FA 기기 분실. 공유 문서에 있던 recovery codes:\n") + "\n".join(codes)
    return "recovery codes: github", F(mc, T(lang, "Two codes were already used; regenerate after login.", "2개는 이미 사용됨. 로그인 후 재발급해야 함."), ""), codes


@st
def s_google_backup(lang):
    codes = ["%s %s" % (rdig(4), rs(4, DG)) for _ in range(R.randint(5, 10))]
    mc = T(lang, "The Google Workspace admin (infra@) lost OTP. Backup codes pasted in the KakaoTalk group:\n", "Google Workspace 관리자(infra@) OTP 분실. 카톡 단톡방에 올라온 백업 코드:\n") + "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    return "recovery codes: google backup codes", F(mc, T(lang, "Add a second admin with a hardware key.", "하드웨어 키를 가진 두 번째 관리자 추가 필요."), ""), codes


@st
def s_totp_secret(lang):
    sec = rs(32, B32)
    uri = "otpauth://totp/Haneul%%20Admin:%s?secret=%s&issuer=Haneul%%20Admin&digits=6&period=30" % (pick(["ops", "jhkim", "cs-lead"]), sec)
    mc = T(lang, "Needed to share back-office MFA with the night shift. The enrollment URI decoded from the QR:\n" + uri, "야간조에 백오피스 MFA 공유 필요. QR에서 뽑은 등록 URI:\n" + uri)
    return "totp seed in otpauth uri", F(mc, T(lang, "Per-person enrollment is required by the audit.", "감사 기준상 개인별 등록 필수."), ""), [sec]


@st
def s_webhook_secret(lang):
    v = pick(["github", "internal", "toss"])
    sec = pick([rhex(40), rs(32), b64(rbytes(24))])
    if v == "github":
        blk = "Payload URL: https://jenkins.haneul.internal/github-webhook/\nContent type: application/json\nSecret: %s\nEvents: push, pull_request" % sec
    elif v == "internal":
        blk = "@Value(\"${webhook.hmac-secret:%s}\")\nprivate String hmacSecret;" % sec
    else:
        blk = "WEBHOOK_SIGNING_SECRET=%s\nWEBHOOK_TOLERANCE_SEC=300" % sec
    mc = T(lang, "Signature validation kept failing for incoming webhooks. Current setup:\n" + blk, "들어오는 webhook 서명 검증이 계속 실패. 현재 설정:\n" + blk)
    return "webhook secret (%s)" % v, F(mc, T(lang, "The body was re-serialized before HMAC; use the raw bytes.", "HMAC 전에 body를 다시 직렬화해서 생김. raw bytes를 써야 함."), ""), [sec]


@st
def s_split_pw(lang):
    sty, pw = password_any()
    mc = T(lang, "I couldn't log into the stage Django admin to check the refund screen. %s said in Slack the superuser account is opsadmin and its password is" % person(lang),
           "환불 화면 확인하려고 stage Django admin 로그인을 못 했음. %s님이 슬랙에서 superuser는 opsadmin이고 비밀번호는" % person(lang))
    les = pw + T(lang, " — that worked. The refund list hides partial refunds unless the filter is cleared.", " 라고 함 — 로그인 됨. 부분환불은 필터를 지워야 목록에 보임.")
    return "split across fields: admin password / " + sty, F(mc, les, T(lang, "Can stage have per-person accounts?", "stage도 개인 계정으로 바꿀 수 있나요?")), [pw]


@st
def s_split_token(lang):
    tok = pick([rs(40), rhex(48), b64u(rbytes(30))])
    mc = T(lang, "The internal stats API needs an X-Internal-Key header, and the one in the wiki is outdated. The current key for stage is",
           "내부 통계 API는 X-Internal-Key 헤더가 필요한데 위키 값이 오래됨. stage 현재 키는")
    les = tok + T(lang, "\nThe API caches per-key quotas for 10 minutes.", "\nAPI가 키별 quota를 10분간 캐시함.")
    return "split across fields: internal api key", F(mc, les, ""), [tok]


@st
def s_nolabel_chat(lang):
    sty, pw = password_any()
    a, b = person(lang), person(lang)
    mc = T(lang, "Pasted from the #infra thread while setting up the new bastion:\n%s: account is deploy, here you go\n%s: %s\n%s: thanks, I'm in" % (a, a, pw, b),
           "새 bastion 세팅하면서 #infra 스레드에서 복사:\n%s: 계정은 deploy 이고요\n%s: %s\n%s: 감사합니다 접속됐어요" % (a, a, pw, b))
    return "no label: chat reply with credential / " + sty, F(mc, T(lang, "Bastion uses SSM Session Manager now; nobody should need this.", "bastion은 이제 SSM Session Manager로 접속하면 됨."), ""), [pw]


@st
def s_nolabel_shell(lang):
    sty, pw = password_any()
    v = pick(["sshpass", "docker", "echo"])
    if v == "sshpass":
        cmd = "%s sshpass -p '%s' ssh -o StrictHostKeyChecking=no deploy@%s 'sudo systemctl restart %s'" % (prompt(), pw, rip(), svc())
    elif v == "docker":
        cmd = "%s echo '%s' | docker login harbor.haneul.internal -u ci-robot --password-stdin\nLogin Succeeded" % (prompt(), pw)
    else:
        cmd = "%s mysqldump -u%s -p'%s' -h %s %s > dump.sql" % (prompt(), pick(USERS), pw, host(), pick(DBS))
    mc = T(lang, "Copied from the old deploy runbook:\n" + cmd, "예전 배포 runbook에서 복사한 명령:\n" + cmd)
    return "no label: inline in command (%s) / %s" % (v, sty), F(mc, T(lang, "The runbook predates the move to GitHub Actions OIDC.", "runbook이 GitHub Actions OIDC 전환 전 문서임."), ""), [pw]


@st
def s_rotation(lang):
    s1, old = password_any()
    s2, new = password_any()
    mc = T(lang, "Rotated the settlement DB user. Old: %s  New: %s (applied to Secrets Manager, batch restarted at 02:10)." % (old, new),
           "정산 DB 계정 비밀번호 교체함. 이전: %s  신규: %s (Secrets Manager 반영, 02:10 배치 재시작)." % (old, new))
    return "rotation: old and new password / " + s2, F(mc, T(lang, "The read replica needed the same change separately.", "read replica는 별도로 바꿔야 했음."), ""), [old, new]


@st
def s_git_remote(lang):
    sty, pw = password_any()
    enc = pct(pw)
    mc = T(lang, "Jenkins checkout failed after GitLab moved. git remote -v on the agent:\n", "GitLab 이전 후 Jenkins checkout 실패. agent에서 git remote -v:\n")
    mc += "origin\thttps://deploy:%s@gitlab.haneul.internal/backend/%s.git (fetch)\norigin\thttps://deploy:%s@gitlab.haneul.internal/backend/%s.git (push)" % (enc, "x", enc, "x")
    mc = mc.replace("/x.git", "/" + svc() + ".git")
    return "git remote url with password / " + sty, F(mc, T(lang, "Use a deploy token via credential helper instead.", "credential helper로 deploy token을 써야 함."), ""), [enc]


@st
def s_jenkins_initial(lang):
    v = rhex(32)
    mc = T(lang, "Set up a new Jenkins controller on NCP.\n", "NCP에 Jenkins controller 새로 구성.\n") + "%s sudo cat /var/lib/jenkins/secrets/initialAdminPassword\n%s" % (prompt(), v)
    return "shell: jenkins initialAdminPassword", F(mc, T(lang, "Configure JCasC so the setup wizard is skipped.", "JCasC로 setup wizard를 건너뛰게 설정."), ""), [v]


@st
def s_jenkins_token(lang):
    tok = "11" + rhex(32)
    mc = T(lang, "Triggering a parameterized build from a script:\n", "스크립트에서 파라미터 빌드 트리거:\n") + "$ curl -X POST -u ci-bot:%s 'https://jenkins.haneul.internal/job/%s/buildWithParameters?BRANCH=main'" % (tok, svc())
    return "shell: jenkins api token in curl -u", F(mc, T(lang, "CSRF crumb isn't needed with API tokens.", "API token이면 CSRF crumb 불필요."), ""), [tok]


@st
def s_smtp(lang):
    v = pick(["gmail", "human"])
    pw = " ".join(rs(4, LO) for _ in range(4)) if v == "gmail" else password()
    mc = T(lang, "Password-reset mails stopped. Django settings:\nEMAIL_HOST = 'smtp.gmail.com'\nEMAIL_HOST_USER = 'noreply@haneul.co.kr'\nEMAIL_HOST_PASSWORD = '%s'" % pw,
           "비밀번호 재설정 메일 발송 중단. Django 설정:\nEMAIL_HOST = 'smtp.gmail.com'\nEMAIL_HOST_USER = 'noreply@haneul.co.kr'\nEMAIL_HOST_PASSWORD = '%s'" % pw)
    return "config: smtp password (%s)" % v, F(mc, T(lang, "Workspace disabled less secure access; switch to SES.", "Workspace 정책 변경으로 막힘. SES로 전환."), ""), [pw]


@st
def s_wifi(lang):
    sty, pw = password_any()
    mc = T(lang, "The office test devices couldn't reach the dev API. They are on HANEUL-DEV Wi-Fi (WPA2 key %s), which is isolated from the VPN." % pw,
           "사무실 테스트 기기가 dev API에 못 붙음. HANEUL-DEV 와이파이(WPA2 키 %s)는 VPN과 분리돼 있음." % pw)
    return "prose: office wifi key / " + sty, F(mc, T(lang, "Use the HANEUL-CORP SSID for API testing.", "API 테스트는 HANEUL-CORP SSID를 써야 함."), ""), [pw]


@st
def s_wireguard(lang):
    priv = b64(rbytes(32))
    psk = b64(rbytes(32))
    pub = b64(rbytes(32))
    blk = "[Interface]\nPrivateKey = %s\nAddress = 10.99.0.%d/32\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\nEndpoint = vpn.haneul.co.kr:51820\nAllowedIPs = 10.0.0.0/16" % (priv, R.randint(2, 250), pub, psk)
    mc = T(lang, "VPN dropped every few minutes. My wg0.conf:\n" + blk, "VPN이 몇 분마다 끊김. 내 wg0.conf:\n" + blk)
    return "config: wireguard private key + psk", F(mc, T(lang, "PersistentKeepalive = 25 fixed the NAT timeout.", "PersistentKeepalive = 25로 NAT timeout 해결."), ""), [priv, psk]


@st
def s_privkey(lang):
    v = pick(["ec_sec1", "ec_pkcs8_apple", "ed25519_pkcs8", "openssh"])
    if v == "ec_sec1":
        label, lines = ec_sec1_pem()
        ctx = T(lang, "The KakaoWork bot signs callbacks with this EC key (keys/callback.pem):", "KakaoWork 봇 콜백 서명용 EC 키 (keys/callback.pem):")
    elif v == "ec_pkcs8_apple":
        label, lines = ec_pkcs8_pem()
        ctx = T(lang, "Sign in with Apple failed with invalid_client. AuthKey_%s.p8 from the repo:" % rs(10, UP + DG), "Apple 로그인 invalid_client 에러. repo에 있던 AuthKey_%s.p8:" % rs(10, UP + DG))
    elif v == "ed25519_pkcs8":
        label, lines = ed25519_pkcs8_pem()
        ctx = T(lang, "The license server signs tokens with Ed25519; key file checked into config/:", "라이선스 서버가 Ed25519로 토큰 서명. config/에 커밋된 키 파일:")
    else:
        label, lines = openssh_ed25519(pick(["deploy@jenkins", "ci@gha", "minsu@mbp"]))
        ctx = T(lang, "Deploy key for the GitOps repo, copied from the Jenkins agent ~/.ssh/id_ed25519:", "GitOps repo deploy key, Jenkins agent의 ~/.ssh/id_ed25519에서 복사:")
    if min(len(x) for x in lines) < 8:
        raise AssertionError("short pem line")
    mc = ctx + "\n" + pem_text(label, lines)
    return "private key: " + v, F(mc, T(lang, "Keys belong in the secret store, mounted read-only.", "키는 secret store에 두고 read-only로 마운트해야 함."), ""), lines


@st
def s_age(lang):
    k = age_key()
    mc = T(lang, "sops couldn't decrypt secrets.enc.yaml on the new laptop. ~/.config/sops/age/keys.txt from the old one:\n# created: %sT10:11:12+09:00\n# public key: age1%s\n%s" % (rdate(), rs(58, BECH.lower()), k),
           "새 노트북에서 sops가 secrets.enc.yaml을 못 풂. 예전 노트북의 ~/.config/sops/age/keys.txt:\n# created: %sT10:11:12+09:00\n# public key: age1%s\n%s" % (rdate(), rs(58, BECH.lower()), k))
    return "private key: age secret key", F(mc, T(lang, "Add the new recipient to .sops.yaml and run sops updatekeys.", ".sops.yaml에 새 recipient 추가 후 sops updatekeys."), ""), [k]


@st
def s_pgpass(lang):
    sty, pw = password_any()
    line = "%s:5432:%s:%s:%s" % (host("pg"), pick(DBS), pick(USERS), pw)
    mc = T(lang, "pg_dump in the nightly cron stopped prompting after I added ~/.pgpass:\n" + line, "~/.pgpass 추가 후 nightly cron의 pg_dump가 더 이상 프롬프트를 안 띄움:\n" + line)
    return "config: .pgpass line / " + sty, F(mc, T(lang, "The file must be chmod 600 or libpq ignores it.", "chmod 600이 아니면 libpq가 무시함."), ""), [pw]


@st
def s_mycnf(lang):
    sty, pw = password_any()
    blk = "[client]\nuser=%s\npassword=\"%s\"\nhost=%s" % (pick(USERS), pw, host())
    return "config: ~/.my.cnf / " + sty, F(T(lang, "Backup script uses ~/.my.cnf on the batch server:\n", "배치 서버 백업 스크립트가 ~/.my.cnf를 씀:\n") + blk, T(lang, "Use mysql_config_editor's login-path instead.", "mysql_config_editor login-path로 바꾸기."), ""), [pw]


@st
def s_npmrc_auth(lang):
    sty, pw = password_any()
    blob = b64(("ci-deployer:%s" % pw).encode())
    blk = "registry=https://nexus.haneul.internal/repository/npm-group/\n//nexus.haneul.internal/repository/npm-group/:_auth=%s\nalways-auth=true" % blob
    return "config: .npmrc _auth base64 / " + sty, F(T(lang, "npm ci failed with E401 in the Docker build. .npmrc copied into the image:\n", "Docker 빌드에서 npm ci가 E401. 이미지에 복사된 .npmrc:\n") + blk, T(lang, "Use a BuildKit secret mount for .npmrc.", ".npmrc는 BuildKit secret mount로."), ""), [blob]


@st
def s_docker_config(lang):
    sty, pw = password_any()
    blob = b64(("robot$%s:%s" % (svc(), pw)).encode())
    blk = '{\n  "auths": {\n    "harbor.haneul.internal": {\n      "auth": "%s"\n    }\n  }\n}' % blob
    return "config: docker config.json auth / " + sty, F(T(lang, "imagePullBackOff on the new node group; the pull secret's .dockerconfigjson decoded:\n", "새 node group에서 imagePullBackOff. pull secret의 .dockerconfigjson 디코딩 결과:\n") + blk, T(lang, "The robot account had expired.", "robot 계정이 만료돼 있었음."), ""), [blob]


@st
def s_netrc(lang):
    sty, pw = password_any()
    blk = "machine nexus.haneul.internal\n  login gradle-ci\n  password %s" % pw
    return "config: .netrc / " + sty, F(T(lang, "Gradle couldn't resolve internal artifacts in CI; ~/.netrc on the agent:\n", "CI에서 Gradle이 사내 artifact를 못 받음. agent의 ~/.netrc:\n") + blk, T(lang, "Gradle ignores .netrc; use gradle.properties credentials.", "Gradle은 .netrc를 안 읽음. gradle.properties credential 사용."), ""), [pw]


@st
def s_redis_monitor(lang):
    sty, pw = password_any()
    ts = "%d.%06d" % (1732590000 + R.randint(0, 9999), R.randint(0, 999999))
    blk = "%s redis-cli MONITOR\nOK\n%s [0 %s:51234] \"AUTH\" \"%s\"\n%s [0 %s:51234] \"GET\" \"coupon:issued:%d\"" % (prompt(), ts, rip(), pw, ts, rip(), R.randint(1000, 9999))
    return "log: redis MONITOR AUTH line / " + sty, F(T(lang, "Tracing which client floods Redis:\n", "어느 클라이언트가 Redis를 두드리는지 추적:\n") + blk, T(lang, "MONITOR prints AUTH arguments; never paste its output.", "MONITOR는 AUTH 인자까지 찍으므로 출력 공유 금지."), ""), [pw]


@st
def s_internal_api_key(lang):
    k = pick([rs(40), rhex(40), "ik_" + rs(32)])
    mc = T(lang, "report-exporter calls point-service with a static key:\n", "report-exporter가 고정 키로 point-service 호출:\n") + "GET /internal/v1/points/summary?date=%s\nX-Internal-Api-Key: %s" % (rdate(), k)
    return "http: internal api key header", F(mc, T(lang, "Move service-to-service auth to mTLS in the mesh.", "서비스 간 인증은 mesh mTLS로 옮기기."), ""), [k]


@st
def s_grafana_ini(lang):
    sty, pw = password_any()
    blk = "[security]\nadmin_user = admin\nadmin_password = %s\n[auth.generic_oauth]\nenabled = true" % pw
    return "config: grafana.ini admin password / " + sty, F(T(lang, "Grafana login loop after enabling OAuth. grafana.ini:\n", "OAuth 켠 뒤 Grafana 로그인 루프. grafana.ini:\n") + blk, T(lang, "root_url was missing the /grafana subpath.", "root_url에 /grafana subpath가 빠져 있었음."), ""), [pw]


@st
def s_erlang_cookie(lang):
    c = rs(20, UP)
    mc = T(lang, "RabbitMQ nodes wouldn't cluster. Compared /var/lib/rabbitmq/.erlang.cookie on both; node-1 has %s and node-2 had a different one." % c,
           "RabbitMQ 노드 클러스터링 실패. 두 노드의 /var/lib/rabbitmq/.erlang.cookie 비교: node-1은 %s, node-2는 다른 값." % c)
    return "erlang cookie value", F(mc, T(lang, "The cookie must be identical and chmod 400.", "cookie는 동일해야 하고 chmod 400."), ""), [c]


@st
def s_keystore(lang):
    sty, pw = password_any()
    blk = "server:\n  ssl:\n    key-store: classpath:keystore.p12\n    key-store-password: %s\n    key-store-type: PKCS12" % pw
    return "config: keystore password / " + sty, F(T(lang, "mTLS to the KG Inicis settlement endpoint failed. application.yml:\n", "KG이니시스 정산 endpoint mTLS 실패. application.yml:\n") + blk, T(lang, "The p12 was missing the intermediate chain.", "p12에 intermediate chain이 빠져 있었음."), ""), [pw]


@st
def s_django_db(lang):
    sty, pw = password_any()
    blk = "DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '%s',\n        'USER': '%s',\n        'PASSWORD': '%s',\n        'HOST': '%s',\n    }\n}" % (pick(DBS), pick(USERS), pw, host("pg"))
    return "code: django DATABASES password / " + sty, F(T(lang, "cs-backoffice migrations ran against prod by accident; settings/local.py had:\n", "cs-backoffice 마이그레이션이 실수로 prod에 실행됨. settings/local.py:\n") + blk, T(lang, "Local settings must never point at prod hosts.", "local 설정은 prod host를 가리키면 안 됨."), ""), [pw]


@st
def s_go_dsn(lang):
    sty, pw = password_any()
    line = 'dsn := "%s:%s@tcp(%s:3306)/%s?parseTime=true&loc=Asia%%2FSeoul"' % (pick(USERS), pw, host(), pick(DBS))
    return "code: go mysql dsn / " + sty, F(T(lang, "delivery-tracker (Go) showed time zone bugs; db.go:\n", "delivery-tracker(Go) 타임존 버그. db.go:\n") + line, T(lang, "loc must be URL-encoded in the DSN.", "DSN의 loc는 URL 인코딩해야 함."), ""), [pw]


@st
def s_tf_rds(lang):
    sty, pw = password_any()
    blk = 'resource "aws_db_instance" "orders" {\n  engine         = "mysql"\n  instance_class = "db.r6g.large"\n  username       = "admin"\n  password       = "%s"\n}' % pw
    return "terraform: rds master password literal / " + sty, F(T(lang, "terraform plan wanted to replace the RDS instance. rds.tf:\n", "terraform plan이 RDS를 교체하려 함. rds.tf:\n") + blk, T(lang, "Use manage_master_user_password = true.", "manage_master_user_password = true 사용."), ""), [pw]


@st
def s_ansible(lang):
    sty, pw = password_any()
    blk = "[batch]\nncp-batch-01 ansible_host=%s ansible_user=deploy ansible_become_password='%s'" % (rip(), pw)
    return "config: ansible inventory become password / " + sty, F(T(lang, "Playbook hung at a sudo prompt. inventory/hosts.ini:\n", "playbook이 sudo 프롬프트에서 멈춤. inventory/hosts.ini:\n") + blk, T(lang, "Use ansible-vault for become passwords.", "become 비밀번호는 ansible-vault로."), ""), [pw]


@st
def s_sftp(lang):
    sty, pw = password_any()
    mc = T(lang, "The PG settlement file download job connects via SFTP: host sftp.pg-partner.co.kr, user haneul_settle, pw %s. Files arrive at 06:00 KST." % pw,
           "PG 정산 파일 다운로드 job은 SFTP로 접속: host sftp.pg-partner.co.kr, user haneul_settle, pw %s. 파일은 06:00 KST 도착." % pw)
    return "prose: sftp credentials / " + sty, F(mc, T(lang, "Files for holidays arrive the next business day.", "공휴일 파일은 다음 영업일에 옴."), ""), [pw]


@st
def s_sql_create_user(lang):
    sty, pw = password_any()
    blk = "CREATE USER 'metabase'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON %s.* TO 'metabase'@'%%';" % (pw, pick(DBS))
    return "sql: create user identified by / " + sty, F(T(lang, "Gave Metabase read access; statements I ran:\n", "Metabase에 읽기 권한 부여. 실행한 SQL:\n") + blk, T(lang, "Metabase needs SHOW VIEW too for views.", "view를 보려면 SHOW VIEW 권한도 필요."), ""), [pw]


@st
def s_mongo_create(lang):
    sty, pw = password_any()
    blk = 'db.createUser({ user: "chat_rw", pwd: "%s", roles: [{ role: "readWrite", db: "chat" }] })' % pw
    return "mongo shell: createUser pwd / " + sty, F(T(lang, "Created the chat-bot DB user in mongosh:\n", "mongosh에서 chat-bot DB 사용자 생성:\n") + blk, T(lang, "authSource must be chat, not admin.", "authSource는 admin이 아니라 chat."), ""), [pw]


@st
def s_login_body(lang):
    sty, pw = password_any()
    blk = 'POST /api/admin/login HTTP/1.1\nHost: stage-admin.haneul.co.kr\nContent-Type: application/json\n\n{"loginId":"%s","password":"%s","otp":""}' % (pick(["cs_lead", "ops01", "qa_kim"]), pw)
    return "http: login request body / " + sty, F(T(lang, "Load test script for the admin login (captured request):\n", "admin 로그인 부하 테스트 스크립트 (캡처한 요청):\n") + blk, T(lang, "Login is rate-limited to 5/min per IP.", "로그인은 IP당 분당 5회 제한."), ""), [pw]


@st
def s_request_log(lang):
    sty, pw = password_any()
    ts = "%s %s" % (rdate(), rtime())
    line = "%s DEBUG o.s.w.f.CommonsRequestLoggingFilter : After request [POST /v1/members/password/change, payload={\"currentPassword\":\"%s\",\"newPassword\":\"%s\"}]" % (ts, pw, "x")
    s2, pw2 = password_any()
    line = line.replace('"newPassword":"x"', '"newPassword":"%s"' % pw2)
    return "log: request logging filter with passwords / " + sty, F(T(lang, "Found this in the member-api prod log while debugging 400s:\n", "member-api prod 로그에서 400 디버깅 중 발견:\n") + line, T(lang, "Disable includePayload for /password endpoints.", "/password endpoint는 includePayload 끄기."), ""), [pw, pw2]


@st
def s_kakao_pw_label(lang):
    sty, pw = password_any()
    mc = T(lang, "From the KakaoTalk ops room: \"Metabase stage login - id ops@haneul.co.kr / pw: %s\"" % pw, "카톡 운영방에서: \"메타베이스 stage 로그인 - 아이디 ops@haneul.co.kr / 비번: %s\"" % pw)
    return "chat: kakaotalk id/pw message / " + sty, F(mc, T(lang, "Metabase supports Google SSO; turn it on.", "Metabase는 Google SSO 지원함. 켜자."), ""), [pw]


@st
def s_gha_log(lang):
    sty, pw = password_any()
    blk = "Run ./scripts/migrate.sh\n+ DB_PASS=%s\n+ flyway -url=jdbc:mysql://%s/%s -user=flyway migrate\nFlyway Community Edition 10.%d.0" % (pw, host(), pick(DBS), R.randint(0, 20))
    return "ci log: set -x echoed password / " + sty, F(T(lang, "GitHub Actions log of the migrate step (set -x was on):\n", "migrate step GitHub Actions 로그 (set -x 켜져 있음):\n") + blk, T(lang, "Values derived from secrets aren't masked; remove set -x.", "secret에서 파생된 값은 마스킹 안 됨. set -x 제거."), ""), [pw]


@st
def s_ask_field(lang):
    sty, pw = password_any()
    mc = T(lang, "I couldn't verify the Toss refund webhook on stage because the stage admin account is locked.", "stage admin 계정이 잠겨서 Toss 환불 webhook을 stage에서 검증 못 함.")
    ask = T(lang, "Is %s still the stage admin password, or was it changed after the lockout?" % pw, "stage admin 비밀번호가 아직 %s 인가요, 잠금 이후 바뀌었나요?" % pw)
    return "ask field: password in question / " + sty, F(mc, "", ask), [pw]


@st
def s_lesson_field(lang):
    sty, pw = password_any()
    les = T(lang, "The Grafana viewer account (viewer / %s) can't see the payments folder; folder permissions are per team." % pw, "Grafana viewer 계정(viewer / %s)은 payments 폴더를 못 봄. 폴더 권한은 팀 단위." % pw)
    return "lesson field: inline user/password pair / " + sty, F(T(lang, "Couldn't find the dashboard for PG approval rates.", "PG 승인율 대시보드를 못 찾음."), les, ""), [pw]


@st
def s_nolabel_prose(lang):
    sty, pw = password_any()
    mc = T(lang, "To get into the NCP console for the batch project I logged in as haneul-batch with %s and then switched to the sub-account." % pw,
           "batch 프로젝트 NCP 콘솔은 haneul-batch 로 %s 입력해서 로그인한 다음 sub-account로 전환함." % pw)
    return "no label: prose 'logged in with' / " + sty, F(mc, T(lang, "Sub-accounts need the NCP_INFRA_MANAGER policy.", "sub-account에 NCP_INFRA_MANAGER 정책이 필요."), ""), [pw]


@st
def s_multi_env(lang):
    pool = [sp for sp in VENDORS if sp["items"][0][0] not in ("AWS_ACCESS_KEY_ID",)]
    chosen = []
    while len(chosen) < R.randint(2, 4):
        sp = pick(pool)
        if sp not in chosen:
            chosen.append(sp)
    lines, secrets = [], []
    for sp in chosen:
        for e, g, l in sp["items"]:
            v = g()
            lines.append("%s=%s" % (e, v))
            if l:
                secrets.append(v)
    sv = svc()
    mc = T(lang, "%s wouldn't boot on the new Jenkins agent; the .env.prod that was copied over by hand:\nSPRING_PROFILES_ACTIVE=prod\n%s" % (sv, "\n".join(lines)),
           "새 Jenkins agent에서 %s가 안 뜸. 손으로 복사한 .env.prod:\nSPRING_PROFILES_ACTIVE=prod\n%s" % (sv, "\n".join(lines)))
    les = T(lang, "One variable had a trailing space from the copy; the client rejected the key.", "복사하면서 변수 하나 끝에 공백이 붙어 client가 키를 거부함.")
    cat = "vendor multi-provider .env: %s [Vendor]" % " + ".join(sp["company"] for sp in chosen)
    return cat, F(mc, les, T(lang, "Can agents pull .env from the secret store instead?", "agent가 secret store에서 .env를 받게 할 수 있나요?")), secrets


# ---------------------------------------------------------------- clean templates
CLEAN_T = []


def ct(fn):
    CLEAN_T.append(fn)
    return fn


@ct
def c_git_log(lang):
    lines = "\n".join("%s %s" % (rhex(pick([7, 9, 40])), pick(["fix(order): 중복 결제 방지 락 추가", "chore: bump spring-boot to 3.3.5", "feat(coupon): add expiry batch", "refactor: split PaymentService", "fix: NPE in settlement mapper", "Revert \"feat: kafka retry topic\""])) for _ in range(R.randint(4, 6)))
    mc = T(lang, "Needed to find which commit introduced the settlement rounding bug.\n$ git log --oneline -n 6\n", "정산 반올림 버그가 들어간 커밋을 찾아야 했음.\n$ git log --oneline -n 6\n") + lines
    return "clean shell: git log SHAs", F(mc, T(lang, "git bisect with the settlement fixture test found it in 4 steps.", "정산 fixture 테스트로 git bisect 하니 4단계 만에 찾음."), ""), "risky"


@ct
def c_image_digest(lang):
    d = rhex(64)
    mc = T(lang, "Pods in %s were running an older image than the tag suggested.\n" % svc(), "%s pod가 tag와 다른 예전 이미지로 떠 있었음.\n" % svc())
    mc += "$ kubectl get pod -l app=%s -o jsonpath='{..imageID}'\n%s.dkr.ecr.ap-northeast-2.amazonaws.com/%s@sha256:%s" % (svc(), rdig(12), svc(), d)
    return "clean k8s: image digest", F(mc, T(lang, "The tag was mutable; pin deployments to digests.", "tag가 mutable이라 digest로 고정해야 함."), T(lang, "Should ECR tag immutability be turned on?", "ECR tag immutability 켤까요?")), "risky"


@ct
def c_trace_ids(lang):
    v = pick(["w3c", "datadog", "sentry"])
    if v == "w3c":
        s = "traceparent: 00-%s-%s-01" % (rhex(32), rhex(16))
    elif v == "datadog":
        s = "dd.trace_id=%s dd.span_id=%s" % (rdig(19), rdig(19))
    else:
        s = "Sentry event_id=%s issue ORDER-API-%s" % (rhex(32), rs(2, UP + DG))
    mc = T(lang, "Slow checkout reported by CS; correlating with tracing:\n%s" % s, "CS에서 결제 지연 문의. 트레이싱으로 연결:\n%s" % s)
    return "clean trace ids (%s)" % v, F(mc, T(lang, "The slow span was the Inicis approval call with a 10s timeout.", "느린 span은 이니시스 승인 호출(timeout 10s)이었음."), ""), "risky"


@ct
def c_payment_ids(lang):
    v = pick(["toss", "inicis", "nice"])
    if v == "toss":
        s = "orderId=ORD-%s-%s, paymentKey=tgen_%s%s, method=카드, status=DONE" % (rdate().replace("-", ""), rdig(6), rdate().replace("-", ""), rs(12, UP + DG))
    elif v == "inicis":
        s = "tid=StdpayCARD%s%s%s, MOID=HN%s, resultCode=0000" % ("INIpayTest", rdate().replace("-", ""), rdig(6), rdig(10))
    else:
        s = "TID=nicepay%s%s, Moid=%s, ResultCode=3001, AuthCode=%s" % (rdig(2) + "m", rdate().replace("-", "")[2:] + rdig(6), ruuid()[:18], rdig(8))
    mc = T(lang, "A customer was charged but the order stayed PENDING. Payment record:\n" + s, "고객 결제는 됐는데 주문이 PENDING으로 남음. 결제 레코드:\n" + s)
    return "clean payment/transaction ids (%s)" % v, F(mc, T(lang, "The webhook arrived before the order row committed; retry with backoff.", "주문 row commit 전에 webhook이 도착함. backoff로 재시도."), ""), "risky"


@ct
def c_lockfile(lang):
    v = pick(["npm", "go", "yarn"])
    if v == "npm":
        s = '"node_modules/axios": {\n  "version": "1.7.%d",\n  "resolved": "https://registry.npmjs.org/axios/-/axios-1.7.%d.tgz",\n  "integrity": "sha512-%s"\n}' % (R.randint(2, 9), R.randint(2, 9), b64(rbytes(64)))
    elif v == "go":
        s = "github.com/segmentio/kafka-go v0.4.%d h1:%s\ngithub.com/segmentio/kafka-go v0.4.%d/go.mod h1:%s" % (R.randint(40, 47), b64(rbytes(32)), R.randint(40, 47), b64(rbytes(32)))
    else:
        s = '"@nestjs/core@^10.3.0":\n  version "10.3.%d"\n  resolved "https://registry.yarnpkg.com/@nestjs/core/-/core-10.3.%d.tgz#%s"\n  integrity sha512-%s' % (R.randint(1, 9), R.randint(1, 9), rhex(40), b64(rbytes(64)))
    mc = T(lang, "CI failed with an integrity mismatch after a dependency bump:\n" + s, "의존성 올린 뒤 CI에서 integrity mismatch:\n" + s)
    return "clean lockfile hashes (%s)" % v, F(mc, T(lang, "A stale proxy cache in Nexus served an old tarball.", "Nexus proxy 캐시가 예전 tarball을 줌."), ""), "risky"


@ct
def c_b64_payload(lang):
    payload = {"orderId": "ORD-" + rdig(8), "event": pick(["ORDER_PAID", "ORDER_CANCELED", "SHIPPED"]), "amount": R.randint(1000, 300000), "at": rdate() + "T" + rtime() + "+09:00"}
    enc = b64(json.dumps(payload, ensure_ascii=False).encode())
    mc = T(lang, "The DLQ message body is base64; decoded it to see why the consumer rejected it.\nvalue: %s\ndecoded: %s" % (enc, json.dumps(payload, ensure_ascii=False)),
           "DLQ 메시지 body가 base64라서 디코딩해서 consumer가 거절한 이유 확인.\nvalue: %s\ndecoded: %s" % (enc, json.dumps(payload, ensure_ascii=False)))
    return "clean base64 of event payload", F(mc, T(lang, "The consumer expected amount as a string.", "consumer가 amount를 string으로 기대함."), ""), "risky"


@ct
def c_placeholders(lang):
    v = pick(["env", "yml", "readme"])
    if v == "env":
        s = "DB_PASSWORD=<your-local-password>\nTOSS_SECRET_KEY=test_sk_xxxxxxxxxxxxxxxxxxxxxxxxxxxx\nAWS_ACCESS_KEY_ID=AKIAXXXXXXXXXXXXXXXX\nSLACK_BOT_TOKEN=xoxb-your-token-here"
    elif v == "yml":
        s = "spring:\n  datasource:\n    password: ${DB_PASSWORD}\n  kafka:\n    properties:\n      sasl.jaas.config: ${KAFKA_JAAS_CONFIG}"
    else:
        s = "export GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\nexport OPENAI_API_KEY=sk-...\n# fill in from 1Password, never commit real values"
    mc = T(lang, "Onboarding doc for %s has a sample config:\n%s" % (svc(), s), "%s 온보딩 문서의 샘플 설정:\n%s" % (svc(), s))
    return "clean placeholders (%s)" % v, F(mc, T(lang, "The sample values are placeholders; real ones come from the vault.", "샘플 값은 placeholder이고 실제 값은 vault에서 받음."), ""), "risky"


@ct
def c_masked(lang):
    v = pick(["console", "log", "aws"])
    if v == "console":
        s = "Toss 개발자센터: 시크릿 키 live_sk_****************%s (마지막 4자리만 표시)" % rs(4) if lang == "ko" else "Stripe dashboard shows the key as sk_live_...%s (only the last 4 characters)" % rs(4)
    elif v == "log":
        s = "INFO  c.h.pay.TossClient : using secretKey=live_sk_****(masked) timeout=10s"
    else:
        s = "$ aws configure list\n      Name                    Value             Type    Location\n   profile                haneul-dev           manual    --profile\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           ap-northeast-2      config-file    ~/.aws/config" % (rs(4, UP + DG), rs(4, B62))
    mc = T(lang, "Checking which key the service uses without exposing it:\n" + s, "키를 노출하지 않고 어떤 키를 쓰는지 확인:\n" + s)
    return "clean masked key display (%s)" % v, F(mc, T(lang, "Compare the last 4 characters with the secret store entry.", "secret store 값과 마지막 4자리를 비교하면 됨."), ""), "risky"


@ct
def c_env_names(lang):
    names = ["TOSS_SECRET_KEY", "KAKAO_ADMIN_KEY", "NCP_SECRET_KEY", "SLACK_BOT_TOKEN", "SENTRY_AUTH_TOKEN", "DB_PASSWORD", "JWT_SIGNING_KEY", "INICIS_SIGN_KEY", "ALIGO_API_KEY", "DD_API_KEY"]
    R.shuffle(names)
    sel = names[:R.randint(3, 5)]
    mc = T(lang, "The deploy failed because these variables were not set in the new namespace: %s." % ", ".join(sel), "새 namespace에 다음 변수가 없어서 배포 실패: %s." % ", ".join(sel))
    return "clean env var names only", F(mc, T(lang, "The ExternalSecret only syncs keys listed in its data section.", "ExternalSecret은 data 섹션에 적힌 키만 동기화함."), T(lang, "Who can add keys to the prod ExternalSecret?", "prod ExternalSecret에 키 추가 권한은 누구에게 있나요?")), "risky"


@ct
def c_secret_refs(lang):
    v = pick(["aws", "vault", "1pw", "jenkins"])
    if v == "aws":
        s = T(lang, "The DB password lives in AWS Secrets Manager at prod/%s/mysql (arn:aws:secretsmanager:ap-northeast-2:%s:secret:prod/%s/mysql-%s)." % (svc(), rdig(12), svc(), rs(6)),
              "DB 비밀번호는 AWS Secrets Manager prod/%s/mysql 에 있음 (arn:aws:secretsmanager:ap-northeast-2:%s:secret:prod/%s/mysql-%s)." % (svc(), rdig(12), svc(), rs(6)))
    elif v == "vault":
        s = T(lang, "Toss keys are at Vault path secret/data/payments/toss (fields secret_key, client_key); policy payments-read.", "Toss 키는 Vault secret/data/payments/toss (필드 secret_key, client_key)에 있고 정책은 payments-read.")
    elif v == "1pw":
        s = T(lang, "The NCP root login is in 1Password vault 'Infra' item 'NCP root (haneul)'; OTP is attached to the item.", "NCP root 로그인은 1Password 'Infra' vault의 'NCP root (haneul)' 항목에 있고 OTP도 같이 있음.")
    else:
        s = "withCredentials([string(credentialsId: 'kakao-admin-key', variable: 'KAKAO_ADMIN_KEY'),\n                 usernamePassword(credentialsId: 'nexus-ci', usernameVariable: 'NX_USER', passwordVariable: 'NX_PASS')]) {\n  sh './gradlew publish'\n}"
    return "clean secret storage reference (%s)" % v, F(T(lang, "Didn't know where the credential was stored.\n", "credential이 어디 저장돼 있는지 몰랐음.\n") + s, T(lang, "Reference the path, never the value.", "값 대신 경로만 참조할 것."), ""), "risky"


@ct
def c_prose_pw(lang):
    mc = T(lang, pick(["The settlement DB password was rotated on Monday and the batch server still had the old one cached in its connection pool.",
                       "The refresh token TTL is 14 days and the access token TTL is 30 minutes; the app was not refreshing before expiry.",
                       "I assumed the Kakao admin key was only for server calls, but the push API also needs it, so the token error was expected."]),
           pick(["정산 DB 비밀번호가 월요일에 바뀌었는데 배치 서버 커넥션 풀에 예전 값이 남아 있었음.",
                 "refresh token TTL은 14일, access token은 30분인데 앱이 만료 전에 갱신을 안 했음.",
                 "카카오 어드민 키는 서버 호출용인 줄만 알았는데 푸시 API도 그 키가 필요해서 토큰 에러가 난 것."]))
    return "clean prose about passwords/tokens", F(mc, T(lang, "Rotate secrets with a dual-key window so pools can drain.", "풀이 비워질 수 있게 이중 키 기간을 두고 rotate 해야 함."), T(lang, "Is there a rotation calendar?", "rotate 일정표가 있나요?")), "risky"


@ct
def c_policy(lang):
    mc = T(lang, "Back-office password policy (from the security wiki): at least 12 characters, 3 of 4 character classes, no reuse of the last 5 passwords, lock after 5 failures for 30 minutes, forced change every 90 days.",
           "백오피스 비밀번호 정책(보안 위키): 최소 12자, 4종류 중 3종 이상, 최근 5개 재사용 금지, 5회 실패 시 30분 잠금, 90일마다 변경.")
    return "clean password policy text", F(mc, T(lang, "Our validator allowed 10 characters; fixed the regex and added tests.", "validator가 10자를 허용하고 있어서 정규식 수정 + 테스트 추가."), ""), "risky"


@ct
def c_cli_help(lang):
    v = pick(["mysql", "aws", "psql", "redis"])
    if v == "mysql":
        s = "$ mysql --help | grep -A1 password\n  -p, --password[=name]\n                      Password to use when connecting to server. If password is\n                      not given it's asked from the tty."
    elif v == "aws":
        s = "$ aws configure\nAWS Access Key ID [None]: \nAWS Secret Access Key [None]: \nDefault region name [None]: ap-northeast-2"
    elif v == "psql":
        s = "$ psql --help | grep -i pass\n  -w, --no-password        never prompt for password\n  -W, --password           force password prompt (should happen automatically)"
    else:
        s = "$ redis-cli --help | grep -E '^  -a|--askpass'\n  -a <password>      Password to use when connecting to the server.\n  --askpass          Force user to input password with mask from STDIN."
    return "clean cli help/usage (%s)" % v, F(T(lang, "Looked up how the client takes credentials:\n", "클라이언트가 credential을 어떻게 받는지 확인:\n") + s, T(lang, "Prefer the interactive prompt or a config file over the flag.", "플래그 대신 대화형 입력이나 설정 파일을 쓰는 게 나음."), ""), "risky"


@ct
def c_fingerprint(lang):
    v = pick(["ssh", "gpg", "tls"])
    if v == "ssh":
        s = "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 %s deploy@jenkins (ED25519)" % ssh_fpr()
    elif v == "gpg":
        f = rs(40, HEXU)
        s = "$ gpg --list-keys release@haneul.co.kr\npub   ed25519 2024-03-11 [SC]\n      %s\nuid           [ultimate] Haneul Release <release@haneul.co.kr>" % f
    else:
        s = "SHA-256 Fingerprint: %s\nSerial: %s" % (":".join(rs(2, HEXU) for _ in range(32)), rhex(32))
    return "clean key/cert fingerprint (%s)" % v, F(T(lang, "Verifying we use the right key:\n", "올바른 키를 쓰는지 확인:\n") + s, T(lang, "Fingerprints match the ones in the infra wiki.", "인프라 위키에 적힌 fingerprint와 일치."), ""), "risky"


@ct
def c_pubkey(lang):
    v = pick(["ssh", "pem", "jwks"])
    if v == "ssh":
        s = "~/.ssh/authorized_keys on bastion:\n" + ssh_pub_ed25519(pick(["minsu@mbp", "ci@jenkins", "jieun@haneul"]))
    elif v == "pem":
        s = "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(ec_pub_pem_lines())
    else:
        s = '{"keys":[{"kty":"EC","crv":"P-256","kid":"%s","use":"sig","x":"%s","y":"%s"}]}' % (rhex(8), b64u(rbytes(32)), b64u(rbytes(32)))
    return "clean public key (%s)" % v, F(T(lang, "Token verification failed in partner-api; the public key it loads:\n", "partner-api에서 토큰 검증 실패. 로딩하는 공개키:\n") + s, T(lang, "The kid in the token header didn't match after key rollover.", "키 교체 후 토큰 header의 kid가 달랐음."), ""), "risky"


@ct
def c_resource_names(lang):
    s = "bucket: haneul-prod-logs-%s\nsg: sg-0%s\nsubnet: subnet-0%s\ninstance: i-0%s\nALB: k8s-ingress-%s-%s.ap-northeast-2.elb.amazonaws.com" % (rs(6, LO + DG), rhex(16), rhex(16), rhex(16), rhex(10), rdig(10))
    return "clean aws resource ids", F(T(lang, "Mapping the prod resources for the NCP migration plan:\n", "NCP 이전 계획 위해 prod 리소스 정리:\n") + s, T(lang, "Tags are inconsistent; add owner tags first.", "태그가 제각각이라 owner 태그부터 붙이기."), ""), "risky"


@ct
def c_encrypted(lang):
    v = pick(["sealed", "sops", "kms", "ansible"])
    if v == "sealed":
        s = "kind: SealedSecret\nspec:\n  encryptedData:\n    DB_PASSWORD: AgB%s" % b64(rbytes(120))
    elif v == "sops":
        s = "db_password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rbytes(18)), b64(rbytes(32)), b64(rbytes(16)))
    elif v == "kms":
        s = "CiphertextBlob: AQICAHh%s" % b64(rbytes(110))
    else:
        s = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(rhex(80) for _ in range(3))
    return "clean encrypted value (%s)" % v, F(T(lang, "Checked that the committed file only has ciphertext:\n", "커밋된 파일에 암호문만 있는지 확인:\n") + s, T(lang, "Decryption happens in the cluster controller only.", "복호화는 클러스터 컨트롤러에서만 일어남."), ""), "risky"


@ct
def c_doc_example(lang):
    v = pick(["aws", "jwtio"])
    if v == "aws":
        s = "aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
        mc = T(lang, "The SDK test fixture uses the documented AWS example credentials:\n" + s, "SDK 테스트 fixture는 AWS 문서의 예시 credential을 씀:\n" + s)
    else:
        s = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
        mc = T(lang, "Unit test for the JWT parser uses the jwt.io sample token:\n" + s, "JWT 파서 단위 테스트는 jwt.io 샘플 토큰을 씀:\n" + s)
    return "clean documented example key (%s)" % v, F(mc, T(lang, "LocalStack accepts any credentials, so the examples are enough.", "LocalStack은 아무 credential이나 받으니 예시 값이면 충분."), ""), "risky"


@ct
def c_describe_secret(lang):
    s = "$ kubectl describe secret %s-db -n prod\nName:         %s-db\nType:  Opaque\n\nData\n====\nDB_PASSWORD:  %d bytes\nDB_USER:      %d bytes" % ("x", "x", R.randint(12, 32), R.randint(3, 10))
    s = s.replace("x-db", svc() + "-db")
    return "clean kubectl describe secret sizes", F(T(lang, "Confirmed the secret exists without printing it:\n", "값을 출력하지 않고 secret 존재 확인:\n") + s, T(lang, "describe shows only sizes; get -o yaml would show base64 values.", "describe는 크기만 보여줌. get -o yaml은 base64 값이 나옴."), ""), "risky"


@ct
def c_sts_identity(lang):
    s = '$ aws sts get-caller-identity\n{\n    "UserId": "AIDA%s",\n    "Account": "%s",\n    "Arn": "arn:aws:iam::%s:user/ci-deployer"\n}' % (rs(17, B32), rdig(12), rdig(12))
    return "clean aws sts identity", F(T(lang, "Checked which principal the Jenkins agent uses:\n", "Jenkins agent가 어떤 principal을 쓰는지 확인:\n") + s, T(lang, "Switch to an instance role and drop the IAM user.", "instance role로 바꾸고 IAM user 제거."), ""), "risky"


@ct
def c_mysql_denied(lang):
    s = "ERROR 1045 (28000): Access denied for user '%s'@'%s' (using password: YES)" % (pick(USERS), rip())
    return "clean mysql access denied log", F(T(lang, "Batch failed at 03:00 with:\n", "03:00 배치 실패 로그:\n") + s, T(lang, "The user's host was restricted to the old subnet.", "계정 host가 예전 subnet으로 제한돼 있었음."), ""), "risky"


@ct
def c_stacktrace(lang):
    s = "org.springframework.security.oauth2.jwt.JwtValidationException: An error occurred while attempting to decode the Jwt: Jwt expired at %sT%sZ\n\tat o.s.s.oauth2.jwt.NimbusJwtDecoder.validateJwt(NimbusJwtDecoder.java:189)\n\tat o.s.s.oauth2.server.resource.authentication.JwtAuthenticationProvider.getJwt(JwtAuthenticationProvider.java:99)" % (rdate(), rtime())
    return "clean stack trace about expired token", F(T(lang, "member-api logs full of:\n", "member-api 로그에 가득:\n") + s, T(lang, "Clock skew on one node; chrony was stopped.", "한 노드 시계가 어긋남. chrony가 꺼져 있었음."), ""), "risky"


@ct
def c_gha_secrets_ref(lang):
    s = "      - name: Deploy\n        env:\n          NCP_ACCESS_KEY: ${{ secrets.NCP_ACCESS_KEY }}\n          NCP_SECRET_KEY: ${{ secrets.NCP_SECRET_KEY }}\n        run: ./deploy.sh %s" % svc()
    return "clean gha secrets references", F(T(lang, "Workflow step that failed with 'secret not found' on forks:\n", "fork PR에서 'secret not found'로 실패한 step:\n") + s, T(lang, "Secrets are not passed to workflows from forks.", "fork에서 온 workflow에는 secret이 전달되지 않음."), ""), "risky"


@ct
def c_k8s_secretref(lang):
    s = "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password\n  - name: KAFKA_SASL_PASSWORD\n    valueFrom:\n      secretKeyRef: {name: msk-scram, key: password}" % svc()
    return "clean k8s secretKeyRef", F(T(lang, "The deployment spec references the secrets like this:\n", "deployment spec에서 secret 참조:\n") + s, T(lang, "A missing key makes the pod stuck in CreateContainerConfigError.", "키가 없으면 pod가 CreateContainerConfigError에 멈춤."), ""), "risky"


@ct
def c_tf_sensitive(lang):
    s = 'resource "random_password" "db" {\n  length  = 24\n  special = true\n}\noutput "db_password" {\n  value     = random_password.db.result\n  sensitive = true\n}\n$ terraform output\ndb_password = <sensitive>'
    return "clean terraform sensitive output", F(T(lang, "How the RDS password is generated and exposed:\n", "RDS 비밀번호 생성/노출 방식:\n") + s, T(lang, "State still contains the value; the S3 backend must stay encrypted.", "state에는 값이 남으므로 S3 backend 암호화 필수."), ""), "risky"


@ct
def c_kafka_jaas_env(lang):
    s = 'sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="${KAFKA_USER}" password="${KAFKA_PASSWORD}";'
    return "clean kafka jaas with env placeholders", F(T(lang, "Connector config template:\n", "커넥터 설정 템플릿:\n") + s, T(lang, "Kafka Connect needs the ConfigProvider to expand these.", "Kafka Connect는 ConfigProvider가 있어야 치환됨."), ""), "risky"


@ct
def c_docker_login_warning(lang):
    s = "$ echo \"$HARBOR_PASSWORD\" | docker login harbor.haneul.internal -u ci-robot --password-stdin\nWARNING! Your password will be stored unencrypted in /home/jenkins/.docker/config.json.\nLogin Succeeded"
    return "clean docker login via env var", F(T(lang, "CI login step output:\n", "CI 로그인 step 출력:\n") + s, T(lang, "Use a credential helper so config.json holds no auth.", "credential helper를 쓰면 config.json에 auth가 안 남음."), ""), "risky"


@ct
def c_ssh_keygen(lang):
    art = "+--[ED25519 256]--+\n|      .o+=*.     |\n|     . =+B.o     |\n|      o.*=+ .    |\n+----[SHA256]-----+"
    s = "$ ssh-keygen -t ed25519 -C deploy@gitops\nYour identification has been saved in /home/deploy/.ssh/id_ed25519\nYour public key has been saved in /home/deploy/.ssh/id_ed25519.pub\nThe key fingerprint is:\n%s deploy@gitops\n%s" % (ssh_fpr(), art)
    return "clean ssh-keygen output", F(T(lang, "Created a new deploy key:\n", "새 deploy key 생성:\n") + s, T(lang, "Only the .pub goes into the repo's deploy keys.", "repo deploy keys에는 .pub만 등록."), ""), "risky"


@ct
def c_hmac_signature(lang):
    s = "X-Signature: v1=%s\nX-Timestamp: %d\ncomputed=%s" % (rhex(64), 1732590000 + R.randint(0, 99999), rhex(64))
    code = "mac = hmac.new(os.environ['PARTNER_WEBHOOK_SECRET'].encode(), raw_body, hashlib.sha256).hexdigest()"
    return "clean hmac signature mismatch", F(T(lang, "Webhook signature mismatch debug output:\n%s\nVerification code:\n%s" % (s, code), "webhook 서명 불일치 디버그 출력:\n%s\n검증 코드:\n%s" % (s, code)), T(lang, "The partner signs timestamp + '.' + body.", "파트너는 timestamp + '.' + body를 서명함."), ""), "risky"


@ct
def c_idempotency(lang):
    s = "Idempotency-Key: %s\nHTTP/1.1 409 Conflict\n{\"code\":\"DUPLICATED_REQUEST\",\"message\":\"이미 처리된 요청입니다\"}" % ruuid()
    return "clean idempotency key uuid", F(T(lang, "Refund retries returned 409:\n", "환불 재시도가 409 반환:\n") + s, T(lang, "Reuse the key only for the same payload.", "같은 payload일 때만 key 재사용."), ""), "risky"


@ct
def c_presigned_redacted(lang):
    s = "https://haneul-cs-attach.s3.ap-northeast-2.amazonaws.com/inquiry/%s.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=<redacted>&X-Amz-Expires=600&X-Amz-Signature=<redacted>" % rdig(8)
    return "clean presigned url with redacted params", F(T(lang, "Shape of the attachment URL (signature removed):\n", "첨부 URL 형태 (서명 제거):\n") + s, T(lang, "Expiry is 10 minutes now.", "만료는 이제 10분."), ""), "risky"


@ct
def c_build_hashes(lang):
    v = pick(["webpack", "docker", "flyway"])
    if v == "webpack":
        s = "dist/assets/index-%s.js  412.3 kB\ndist/assets/vendor-%s.js  1,204.8 kB\ndist/assets/index-%s.css  38.1 kB" % (rs(8, B64U), rs(8, B64U), rs(8, B64U))
    elif v == "docker":
        s = " => exporting layers\n => writing image sha256:%s\n => naming to registry.haneul.internal/%s:%s" % (rhex(64), svc(), rhex(7))
    else:
        s = "Migration checksum mismatch for migration version %d\n-> Applied to database : %d\n-> Resolved locally    : %d" % (R.randint(10, 99), -R.randint(10 ** 8, 2 * 10 ** 9), R.randint(10 ** 8, 2 * 10 ** 9))
    return "clean build output hashes (%s)" % v, F(T(lang, "Build output:\n", "빌드 출력:\n") + s, T(lang, "Nothing secret here, just content hashes.", "여기엔 content hash뿐."), ""), "risky"


@ct
def c_slack_ids(lang):
    s = "channel=C0%s ts=%d.%06d thread_ts=%d.%06d user=U0%s" % (rs(8, UP + DG), 1732590000 + R.randint(0, 9999), R.randint(0, 999999), 1732590000 + R.randint(0, 9999), R.randint(0, 999999), rs(8, UP + DG))
    return "clean slack message ids", F(T(lang, "The alert bot posted duplicates; event log:\n", "알림 봇이 중복 게시. 이벤트 로그:\n") + s, T(lang, "Slack retries events if we don't ack within 3 seconds.", "3초 안에 ack 안 하면 Slack이 이벤트를 재전송함."), ""), "risky"


@ct
def c_es_ids(lang):
    s = '{"_index":"products-v%d","_id":"%s","_seq_no":%d,"_primary_term":1,"result":"updated"}\n"_scroll_id": "%s"' % (R.randint(2, 9), rs(20, B64U), R.randint(100, 99999), b64(rbytes(60)))
    return "clean elasticsearch ids and scroll id", F(T(lang, "Reindex script output:\n", "재색인 스크립트 출력:\n") + s, T(lang, "Use PIT + search_after instead of scroll.", "scroll 대신 PIT + search_after 사용."), ""), "risky"


@ct
def c_kms_alias(lang):
    s = "KeyId: arn:aws:kms:ap-northeast-2:%s:key/%s\nAlias: alias/%s-data" % (rdig(12), ruuid(), svc())
    return "clean kms key id/alias", F(T(lang, "Which KMS key encrypts the export bucket:\n", "export 버킷을 암호화하는 KMS 키:\n") + s, T(lang, "The batch role lacked kms:Decrypt.", "batch role에 kms:Decrypt 권한이 없었음."), ""), "risky"


@ct
def c_request_ids(lang):
    s = "x-amz-request-id: %s\nx-amz-id-2: %s\nx-ncp-trace-id: %s" % (rs(16, UP + DG), b64(rbytes(57)), rhex(32))
    return "clean cloud request ids", F(T(lang, "Upload failed intermittently; response headers to send to support:\n", "업로드 간헐 실패. 지원팀에 보낼 응답 헤더:\n") + s, T(lang, "Support needs both request ids.", "지원팀은 두 request id가 모두 필요."), ""), "risky"


@ct
def c_conn_no_pw(lang):
    v = pick(["mongo", "jdbc", "redis"])
    if v == "mongo":
        s = "mongodb+srv://chat_rw@cluster0.%s.mongodb.net/chat?authSource=chat (password from MONGO_PASSWORD)" % rs(5, LO + DG)
    elif v == "jdbc":
        s = "jdbc:mysql://%s:3306/%s?useSSL=true&serverTimezone=Asia/Seoul&user=%s" % (host(), pick(DBS), pick(USERS))
    else:
        s = "redis://%s:6379/2 (AUTH via REDIS_PASSWORD env)" % host("redis")
    return "clean connection string without password (%s)" % v, F(T(lang, "Connection target for the migration:\n", "마이그레이션 대상 접속 정보:\n") + s, T(lang, "Credentials are injected separately.", "credential은 별도로 주입됨."), ""), "risky"


@ct
def c_csp_nonce(lang):
    s = "Content-Security-Policy: script-src 'self' 'nonce-%s' https://js.tosspayments.com; object-src 'none'" % b64(rbytes(16))
    return "clean csp nonce header", F(T(lang, "Toss widget blocked by CSP; response header:\n", "CSP 때문에 Toss 위젯이 막힘. 응답 헤더:\n") + s, T(lang, "Add the Toss domains to frame-src as well.", "frame-src에도 Toss 도메인 추가."), ""), "risky"


@ct
def c_ulid_snowflake(lang):
    s = "ULID %s | snowflake %s | KSUID %s" % (rs(26, "0123456789ABCDEFGHJKMNPQRSTVWXYZ"), rdig(19), rs(27))
    return "clean ulid/snowflake ids", F(T(lang, "Comparing ID schemes for the new outbox table:\n", "새 outbox 테이블 ID 방식 비교:\n") + s, T(lang, "ULID sorts by time and fits in CHAR(26).", "ULID는 시간순 정렬되고 CHAR(26)에 들어감."), ""), "risky"


@ct
def c_git_lfs(lang):
    s = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (rhex(64), R.randint(10000, 9999999))
    return "clean git lfs pointer", F(T(lang, "The fixture file in the repo is only an LFS pointer:\n", "repo의 fixture 파일이 LFS pointer뿐임:\n") + s, T(lang, "Run git lfs pull in CI.", "CI에서 git lfs pull 실행."), ""), "risky"


@ct
def c_sha256sum(lang):
    s = "$ sha256sum settlement_%s.csv\n%s  settlement_%s.csv\n$ md5sum settlement_%s.csv\n%s  settlement_%s.csv" % ((rdate().replace("-", ""),) * 0 + ("x", rhex(64), "x", "x", rhex(32), "x"))
    s = s.replace("_x.csv", "_" + rdate().replace("-", "") + ".csv")
    return "clean file checksums", F(T(lang, "Verifying the settlement file from the PG matches their checksum:\n", "PG 정산 파일 checksum 대조:\n") + s, T(lang, "Mismatch means partial download; retry.", "불일치면 부분 다운로드이므로 재시도."), ""), "risky"


@ct
def c_go_pseudo(lang):
    s = "require github.com/haneul/pkg/kafkax v0.0.0-%s%s-%s" % (rdate().replace("-", ""), "103045", rhex(12))
    return "clean go pseudo-version", F(T(lang, "go.mod picks up an untagged internal module:\n", "go.mod가 태그 없는 내부 모듈을 씀:\n") + s, T(lang, "Tag the module so versions are readable.", "버전이 읽히도록 모듈 태그 달기."), ""), "risky"


@ct
def c_argocd(lang):
    s = "Name: %s\nSync Status: Synced to main (%s)\nHealth Status: Healthy\nRevision: %s" % (svc(), rhex(7), rhex(40))
    return "clean argocd revision", F(T(lang, "Which revision is live:\n", "현재 배포된 revision:\n") + s, T(lang, "Rollback by syncing the previous revision.", "이전 revision으로 sync해서 롤백."), ""), "risky"


@ct
def c_ko_prose_keys(lang):
    mc = T(lang, "I didn't know that the Kakao login REST API key and the admin key are different things; the unlink API needs the admin key and must never be called from the app.",
           pick(["카카오 로그인 REST API 키와 어드민 키가 다르다는 걸 몰랐음. 연결 끊기 API는 어드민 키가 필요하고 앱에서 절대 호출하면 안 됨.",
                 "네이버 로그인 client secret은 서버에만 두고, 앱에는 client id만 넣어야 한다는 걸 뒤늦게 알았음.",
                 "애플 로그인 client secret은 .p8 키로 만드는 JWT라 6개월마다 재생성해야 함. 값 자체는 Secrets Manager에서 관리."]))
    return "clean prose about oauth keys (no values)", F(mc, T(lang, "Keep admin keys server-side only.", "어드민 키는 서버에만 둘 것."), ""), "risky"


@ct
def c_oauth_client_id(lang):
    s = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nredirect_uri=https://api.haneul.co.kr/oauth2/callback/google\nscope=openid email profile" % (rdig(12), rs(32, LO + DG))
    return "clean oauth client id only", F(T(lang, "redirect_uri_mismatch from Google. Current registration:\n", "Google에서 redirect_uri_mismatch. 현재 등록 정보:\n") + s, T(lang, "The trailing slash differed from the console entry.", "콘솔 등록값과 끝 슬래시가 달랐음."), ""), "risky"


@ct
def c_alimtalk_template(lang):
    s = "templateCode=TPL_%s_%02d, senderNo=1588-%s, recipient=010-****-%s, status=FAILED(3018)" % (pick(["ORDER_SHIPPED", "PAY_DONE", "REFUND"]), R.randint(1, 12), rs(4, DG), rs(4, DG))
    return "clean alimtalk template log", F(T(lang, "Alimtalk sends failed:\n", "알림톡 발송 실패:\n") + s, T(lang, "3018 means the template variables didn't match the approved template.", "3018은 승인된 템플릿과 변수가 불일치라는 뜻."), ""), "risky"


@ct
def c_cert_truncated(lang):
    s = "-----BEGIN CERTIFICATE-----\nMIID%s...(truncated)\n-----END CERTIFICATE-----\nnotAfter=Jan %d 23:59:59 2025 GMT" % (rs(20, B64), R.randint(1, 28))
    return "clean truncated certificate", F(T(lang, "The partner's TLS cert expires soon:\n", "파트너 TLS 인증서가 곧 만료:\n") + s, T(lang, "Put an expiry check in Grafana.", "Grafana에 만료 체크 추가."), ""), "risky"


@ct
def c_spring_generated(lang):
    mc = T(lang, "Spring Boot printed 'Using generated security password' at startup in batch; that means UserDetailsServiceAutoConfiguration was active. Excluded it.",
           "batch 기동 시 Spring Boot가 'Using generated security password' 로그를 찍음 = UserDetailsServiceAutoConfiguration이 켜져 있다는 뜻. exclude 처리.")
    return "clean spring generated password mention", F(mc, T(lang, "The line contains a value; it must never be shared, so the config exclusion is the fix.", "해당 로그에는 값이 찍히므로 설정으로 꺼버리는 게 맞음."), ""), "risky"


@ct
def c_csrf_flow(lang):
    s = "POST /admin/login -> 403 Forbidden (Invalid CSRF token)\nreason: X-CSRF-TOKEN header missing; cookie XSRF-TOKEN present"
    return "clean csrf error text", F(T(lang, "Admin login broke after the Spring Security upgrade:\n", "Spring Security 업그레이드 후 admin 로그인 깨짐:\n") + s, T(lang, "Spring Security 6 requires CsrfTokenRequestAttributeHandler for SPA.", "Spring Security 6은 SPA용 CsrfTokenRequestAttributeHandler 필요."), ""), "risky"


@ct
def c_401_response(lang):
    s = "HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer error=\"invalid_token\", error_description=\"The access token expired\"\nx-request-id: %s" % ruuid()
    return "clean 401 response headers", F(T(lang, "Mobile app got logged out repeatedly:\n", "앱이 계속 로그아웃됨:\n") + s, T(lang, "The refresh call raced with parallel requests.", "refresh 호출이 병렬 요청과 경합."), ""), "risky"


@ct
def c_table_env(lang):
    s = "| name | where stored | rotated |\n|---|---|---|\n| TOSS_SECRET_KEY | Vault payments/toss | %s |\n| NCP_SECRET_KEY | Jenkins cred ncp-prod | %s |\n| DB_PASSWORD | Secrets Manager | %s |" % (rdate(), rdate(), rdate())
    return "clean table of secret names/locations", F(T(lang, "Inventory of credentials for the audit:\n", "감사용 credential 목록:\n") + s, T(lang, "Owners column still missing.", "owner 컬럼이 아직 없음."), ""), "risky"


@ct
def c_hash_config(lang):
    mc = T(lang, "The password encoder is BCryptPasswordEncoder(strength=12); login takes 250ms under load, which is acceptable per the security team.",
           "PasswordEncoder는 BCryptPasswordEncoder(strength=12). 부하 시 로그인 250ms, 보안팀 기준 허용 범위.")
    return "clean password hashing config prose", F(mc, T(lang, "Don't lower the cost to fix latency.", "지연 때문에 cost를 낮추지 말 것."), ""), "risky"


@ct
def c_random_names(lang):
    s = "redis: %s.%s.ng.0001.apn2.cache.amazonaws.com\nrds: %s.cluster-%s.ap-northeast-2.rds.amazonaws.com\ncloudfront: E%s" % (svc(), rs(6, LO + DG), pick(DBS), rs(12, LO + DG), rs(13, UP + DG))
    return "clean random-looking endpoints", F(T(lang, "Endpoints for the DR runbook:\n", "DR runbook용 endpoint:\n") + s, T(lang, "Use Route53 CNAMEs so runbooks don't hardcode these.", "Route53 CNAME을 쓰면 runbook에 하드코딩 안 해도 됨."), ""), "risky"


@ct
def c_nginx(lang):
    s = "server {\n  listen 443 ssl;\n  server_name admin.haneul.co.kr;\n  ssl_certificate     /etc/nginx/certs/haneul.crt;\n  ssl_certificate_key /etc/nginx/certs/haneul.key;\n  auth_basic \"restricted\";\n  auth_basic_user_file /etc/nginx/.htpasswd;\n}"
    return "clean nginx ssl/auth paths", F(T(lang, "nginx config for the admin host:\n", "admin 호스트 nginx 설정:\n") + s, T(lang, "The .htpasswd is provisioned by Ansible from vault.", ".htpasswd는 Ansible이 vault에서 배포."), ""), "risky"


@ct
def c_recovery_policy(lang):
    mc = T(lang, "GitHub org owners must keep their recovery codes in the 1Password 'Infra' vault; two owners lost theirs last quarter.",
           "GitHub org owner는 recovery code를 1Password 'Infra' vault에 보관해야 함. 지난 분기에 두 명이 분실.")
    return "clean recovery code policy (no codes)", F(mc, T(lang, "Hardware keys as second factor reduce this.", "하드웨어 키를 두 번째 factor로 쓰면 줄어듦."), ""), "risky"


@ct
def c_diff_refactor(lang):
    s = "-    private val password = System.getenv(\"DB_PASS\")\n+    @Value(\"\\${spring.datasource.password}\")\n+    private lateinit var password: String"
    return "clean diff moving secret to config", F(T(lang, "Refactor in DataSourceConfig.kt:\n", "DataSourceConfig.kt 리팩터링:\n") + s, T(lang, "Config binding makes tests easier.", "config 바인딩으로 테스트가 쉬워짐."), ""), "risky"


@ct
def c_datadog_monitor(lang):
    s = "monitor_id=%s, query=avg(last_5m):avg:trace.spring.request.duration{service:%s} > 2, notify=@slack-backend-alerts" % (rdig(9), svc())
    return "clean datadog monitor ids", F(T(lang, "Alert storm from this monitor:\n", "이 monitor에서 알림 폭주:\n") + s, T(lang, "Add a recovery threshold.", "recovery threshold 추가."), ""), "risky"


@ct
def c_kakao_chat_noval(lang):
    a, b = person(lang), person(lang)
    mc = T(lang, "[KakaoTalk] %s: where's the NICE merchant key for stage?\n%s: Vault, payments/nice. Don't paste it here\n%s: got it, thanks" % (a, b, a),
           "[카톡] %s: stage NICE 상점키 어디 있어요?\n%s: Vault payments/nice 에 있어요. 여기 붙이지 마세요\n%s: 넵 확인했어요" % (a, b, a))
    return "clean chat pointing to vault", F(mc, T(lang, "Ask in DM, answer with a path.", "DM으로 묻고 경로로 답하기."), ""), "risky"


@ct
def c_jwt_payload_only(lang):
    p = {"sub": rdig(7), "role": "USER", "exp": 1732600000 + R.randint(0, 99999)}
    mc = T(lang, "Decoded the payload of the failing token (signature omitted): %s" % json.dumps(p), "실패한 토큰의 payload만 디코딩 (서명 제외): %s" % json.dumps(p))
    return "clean decoded jwt payload", F(mc, T(lang, "exp was in seconds, we compared against milliseconds.", "exp는 초 단위인데 ms로 비교하고 있었음."), ""), "risky"


# ---- plain (no risky-looking items)
@ct
def c_plain_kafka(lang):
    mc = T(lang, "Consumer lag on the order-events topic grew every night at 02:00 because settlement-batch republishes a day of events.",
           "매일 02:00에 settlement-batch가 하루치 이벤트를 재발행해서 order-events consumer lag이 커짐.")
    return "clean plain: kafka lag", F(mc, T(lang, "Give the batch its own topic.", "batch용 topic을 따로 두기."), T(lang, "Is replay ever needed downstream?", "downstream에서 replay가 필요한 경우가 있나요?")), "plain"


@ct
def c_plain_es(lang):
    mc = T(lang, "Korean search missed results with spacing variants; the nori analyzer's decompound_mode was none.", "띄어쓰기 변형 검색이 안 됨. nori analyzer decompound_mode가 none이었음.")
    return "clean plain: elasticsearch nori", F(mc, T(lang, "Use mixed and add a user dictionary for brand names.", "mixed로 바꾸고 브랜드명 사용자 사전 추가."), ""), "plain"


@ct
def c_plain_jpa(lang):
    mc = T(lang, "N+1 queries on the order list page: OrderItem was lazily loaded inside a loop.", "주문 목록 페이지 N+1: 루프 안에서 OrderItem lazy loading.")
    return "clean plain: jpa n+1", F(mc, T(lang, "Fetch join with a count query for paging.", "fetch join + 페이징용 count 쿼리 분리."), ""), "plain"


@ct
def c_plain_timezone(lang):
    mc = T(lang, "Coupons expired 9 hours early because the batch server ran in UTC and LocalDateTime.now() was used.", "배치 서버가 UTC라 LocalDateTime.now() 때문에 쿠폰이 9시간 일찍 만료됨.")
    return "clean plain: timezone bug", F(mc, T(lang, "Inject a Clock with Asia/Seoul.", "Asia/Seoul Clock 주입."), ""), "plain"


@ct
def c_plain_rabbit(lang):
    mc = T(lang, "The dead-letter queue for noti-worker kept growing because poison messages were requeued forever.", "poison 메시지가 무한 requeue 돼서 noti-worker DLQ가 계속 커짐.")
    return "clean plain: rabbitmq requeue", F(mc, T(lang, "Use x-delivery-limit on quorum queues.", "quorum queue의 x-delivery-limit 사용."), ""), "plain"


@ct
def c_plain_gha_cache(lang):
    mc = T(lang, "Gradle builds in GitHub Actions took 14 minutes because the cache key included the run number.", "cache key에 run number가 들어가서 GitHub Actions Gradle 빌드가 14분 걸림.")
    return "clean plain: gha cache", F(mc, T(lang, "Use gradle/actions/setup-gradle caching.", "gradle/actions/setup-gradle 캐시 사용."), ""), "plain"


# ---- publishable (vendor documents as safe to expose)
@ct
def c_pub_stripe(lang):
    k = "pk_live_51" + rs(96)
    mc = T(lang, "The checkout page loads Stripe.js with the publishable key:\nconst stripe = Stripe('%s');" % k, "결제 페이지가 publishable key로 Stripe.js 로딩:\nconst stripe = Stripe('%s');" % k)
    return "clean publishable: stripe pk_live [publishable]", F(mc, T(lang, "The secret key stays on the server.", "secret key는 서버에만 있음."), ""), "publishable"


@ct
def c_pub_toss_ck(lang):
    k = "live_ck_" + rs(28)
    mc = T(lang, "Toss payment widget init in the web client:\nconst tossPayments = TossPayments('%s');" % k, "웹 클라이언트의 Toss 결제위젯 초기화:\nconst tossPayments = TossPayments('%s');" % k)
    return "clean publishable: toss client key [publishable]", F(mc, T(lang, "Client keys are meant for the browser.", "클라이언트 키는 브라우저용."), ""), "publishable"


@ct
def c_pub_kakao_js(lang):
    k = rhex(32)
    mc = T(lang, "Kakao SDK init on the landing page: Kakao.init('%s'); the JavaScript key is restricted by the registered site domain." % k,
           "랜딩 페이지 카카오 SDK 초기화: Kakao.init('%s'); JavaScript 키는 등록된 사이트 도메인으로 제한됨." % k)
    return "clean publishable: kakao javascript key [publishable]", F(mc, T(lang, "Add the new domain in the Kakao console.", "카카오 콘솔에 새 도메인 추가."), ""), "publishable"


@ct
def c_pub_firebase(lang):
    s = "const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"haneul-app.firebaseapp.com\",\n  projectId: \"haneul-app\",\n  appId: \"1:%s:web:%s\"\n};" % (rs(35, B64U), rdig(12), rhex(22))
    return "clean publishable: firebase web config [publishable]", F(T(lang, "Web push setup, firebase config in the frontend:\n", "웹 푸시 설정, 프론트엔드의 firebase config:\n") + s, T(lang, "Security comes from rules and API restrictions, not hiding this.", "보안은 rules와 API 제한으로 하고 이 값은 숨길 필요 없음."), ""), "publishable"


@ct
def c_pub_supabase_anon(lang):
    k = jwt({"iss": "supabase", "ref": rs(20, LO), "role": "anon", "iat": 1700000000 + R.randint(0, 999999), "exp": 2000000000 + R.randint(0, 999999)})
    mc = T(lang, "Internal survey tool frontend uses the Supabase anon key:\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % k, "사내 설문 툴 프론트엔드의 Supabase anon key:\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % k)
    return "clean publishable: supabase anon key [publishable]", F(mc, T(lang, "RLS policies must be on for every table.", "모든 테이블에 RLS 정책 필수."), ""), "publishable"


@ct
def c_pub_sentry_dsn(lang):
    s = "Sentry.init({ dsn: 'https://%s@o%s.ingest.sentry.io/%s', tracesSampleRate: 0.1 })" % (rhex(32), rdig(6), rdig(7))
    return "clean publishable: sentry dsn [publishable]", F(T(lang, "Frontend Sentry init:\n", "프론트엔드 Sentry 초기화:\n") + s, T(lang, "DSNs are public; filter spam with inbound filters.", "DSN은 공개값. inbound filter로 스팸 차단."), ""), "publishable"


@ct
def c_pub_mapbox(lang):
    k = "pk." + b64u(json.dumps({"u": "haneul-dev", "a": "cl" + rs(23, LO + DG)}, separators=(",", ":")).encode()) + "." + rs(22, B64U)
    mc = T(lang, "Delivery map in the admin uses mapboxgl.accessToken = '%s' (URL-restricted public token)." % k, "어드민 배송 지도: mapboxgl.accessToken = '%s' (URL 제한된 public token)." % k)
    return "clean publishable: mapbox public token [publishable]", F(mc, T(lang, "Add the stage URL to the token restrictions.", "토큰 제한에 stage URL 추가."), ""), "publishable"


@ct
def c_pub_algolia_search(lang):
    s = "algoliasearch('%s', '%s') // search-only key" % (rs(10, UP + DG), rhex(32))
    return "clean publishable: algolia search-only key [publishable]", F(T(lang, "FAQ search widget:\n", "FAQ 검색 위젯:\n") + s, T(lang, "Search-only keys can be public; admin key never.", "search-only 키는 공개 가능, admin 키는 불가."), ""), "publishable"


@ct
def c_pub_recaptcha_site(lang):
    s = '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(38, B64U)
    return "clean publishable: recaptcha site key [publishable]", F(T(lang, "Signup form markup:\n", "회원가입 폼 마크업:\n") + s, T(lang, "The site key is public; verification uses the server-side secret.", "site key는 공개값이고 검증은 서버 secret으로."), ""), "publishable"


@ct
def c_auth_fail(lang):
    v = pick(["pg", "mongo", "rabbit"])
    if v == "pg":
        s = 'FATAL:  password authentication failed for user "%s"\nDETAIL:  Connection matched pg_hba.conf line 98: "host all all 10.0.0.0/8 scram-sha-256"' % pick(USERS)
    elif v == "mongo":
        s = "MongoServerError: Authentication failed. {ok: 0, code: 18, codeName: 'AuthenticationFailed'} user=%s@chat" % pick(["chat_rw", "review_rw"])
    else:
        s = "=ERROR REPORT==== %s ===\nPLAIN login refused: user 'noti' - invalid credentials" % rdate()
    return "clean auth failure log (%s)" % v, F(T(lang, "Service couldn't connect after the failover:\n", "failover 후 서비스 접속 실패:\n") + s, T(lang, "The new primary didn't have the user replicated.", "새 primary에 사용자 정보가 복제 안 돼 있었음."), ""), "risky"


@ct
def c_helm_existing(lang):
    s = "postgresql:\n  auth:\n    existingSecret: %s-pg\n    secretKeys:\n      adminPasswordKey: postgres-password\n      userPasswordKey: password" % svc()
    return "clean helm existingSecret", F(T(lang, "Bitnami chart values for the internal tool DB:\n", "사내 툴 DB용 Bitnami chart values:\n") + s, T(lang, "Chart upgrades fail if the secret keys are renamed.", "secret key 이름이 바뀌면 chart upgrade 실패."), ""), "risky"


@ct
def c_external_secret(lang):
    s = "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef: {name: aws-sm, kind: ClusterSecretStore}\n  data:\n    - secretKey: TOSS_SECRET_KEY\n      remoteRef: {key: prod/payments/toss, property: secret_key}"
    return "clean ExternalSecret manifest", F(T(lang, "How the Toss key reaches the pod:\n", "Toss 키가 pod에 전달되는 방식:\n") + s, T(lang, "refreshInterval is 1h; force sync after rotation.", "refreshInterval 1h라 rotate 후 강제 sync 필요."), ""), "risky"


@ct
def c_vault_metadata(lang):
    s = "$ vault kv metadata get secret/payments/nice\n======= Metadata =======\ncreated_time    %sT01:22:10.%dZ\ncurrent_version %d\nmax_versions    10\n====== Version %d ======\ndestroyed       false" % (rdate(), R.randint(100000, 999999), R.randint(2, 9), R.randint(2, 9))
    return "clean vault metadata output", F(T(lang, "Checked when the NICE key was last changed:\n", "NICE 키가 마지막으로 바뀐 시점 확인:\n") + s, T(lang, "metadata get shows no values, safe to share.", "metadata get은 값을 안 보여줘서 공유 가능."), ""), "risky"


@ct
def c_sm_describe(lang):
    s = '$ aws secretsmanager describe-secret --secret-id prod/%s/mysql\n{\n  "Name": "prod/%s/mysql",\n  "RotationEnabled": true,\n  "VersionIdsToStages": {\n    "%s": ["AWSCURRENT"],\n    "%s": ["AWSPREVIOUS"]\n  }\n}' % ("x", "x", ruuid(), ruuid())
    s = s.replace("prod/x/", "prod/%s/" % svc())
    return "clean secretsmanager describe (version ids)", F(T(lang, "Rotation status:\n", "rotation 상태:\n") + s, T(lang, "AWSPREVIOUS stays valid until the next rotation.", "AWSPREVIOUS는 다음 rotation까지 유효."), ""), "risky"


@ct
def c_uuid_rows(lang):
    rows = "\n".join("| %s | %s | %s |" % (ruuid(), pick(["ACTIVE", "DORMANT", "WITHDRAWN"]), rdate()) for _ in range(R.randint(3, 5)))
    return "clean table of member uuids", F(T(lang, "Members stuck in dormant conversion:\n| member_id | status | updated |\n|---|---|---|\n", "휴면 전환에 멈춘 회원:\n| member_id | status | updated |\n|---|---|---|\n") + rows, T(lang, "The batch skipped rows with null last_login_at.", "last_login_at이 null인 row를 batch가 건너뜀."), ""), "risky"


@ct
def c_toss_webhook(lang):
    s = '{"eventType":"PAYMENT_STATUS_CHANGED","createdAt":"%sT%s.000000","data":{"paymentKey":"tviva%s%s","orderId":"ORD-%s","status":"CANCELED"}}' % (rdate(), rtime(), rdate().replace("-", ""), rs(14, UP + DG), rdig(10))
    return "clean toss webhook payload", F(T(lang, "Webhook body received for a canceled virtual account:\n", "가상계좌 취소 webhook body:\n") + s, T(lang, "Look up the payment by paymentKey before trusting status.", "status를 믿기 전에 paymentKey로 조회."), ""), "risky"


@ct
def c_data_uri(lang):
    s = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA" + b64(rbytes(90))
    return "clean base64 data uri image", F(T(lang, "The KakaoWork bot card failed because the image was inlined:\n", "이미지를 inline으로 넣어서 KakaoWork 봇 카드가 실패:\n") + s, T(lang, "Cards need an https image URL.", "카드는 https 이미지 URL이 필요."), ""), "risky"


@ct
def c_configmap_b64(lang):
    raw = "LOG_LEVEL=info\nTZ=Asia/Seoul\nFEATURE_COUPON_V2=%s\n" % pick(["true", "false"])
    s = "binaryData:\n  app.env: %s\n# decodes to:\n%s" % (b64(raw.encode()), raw)
    return "clean configmap base64 of plain config", F(T(lang, "Feature flag not applied; configmap content:\n", "feature flag 미적용. configmap 내용:\n") + s, T(lang, "The app reads env at boot; roll the pods.", "앱이 기동 시 env를 읽으니 pod 재시작."), ""), "risky"


@ct
def c_jenkins_build(lang):
    s = "BUILD_TAG=jenkins-%s-%d\nGIT_COMMIT=%s\nQUEUE_ID=%d\nBUILD_URL=https://jenkins.haneul.internal/job/%s/%d/" % (svc(), R.randint(100, 4000), rhex(40), R.randint(10000, 99999), svc(), R.randint(100, 4000))
    return "clean jenkins build env", F(T(lang, "Build metadata of the broken deploy:\n", "깨진 배포의 빌드 메타데이터:\n") + s, T(lang, "The job built a stale commit because of shallow clone depth 1 on a tag.", "tag에 shallow clone depth 1이라 오래된 커밋을 빌드함."), ""), "risky"


@ct
def c_npm_token_list(lang):
    s = "$ npm token list\n┌────────┬─────────┬────────────┬──────────┐\n│ id     │ token   │ created    │ readonly │\n├────────┼─────────┼────────────┼──────────┤\n│ %s │ %s… │ %s │ no       │\n└────────┴─────────┴────────────┴──────────┘" % (rhex(6), rhex(6), rdate())
    return "clean npm token list (ids only)", F(T(lang, "Auditing publish tokens:\n", "publish 토큰 점검:\n") + s, T(lang, "Revoke by id; the list never shows full tokens.", "id로 revoke. 목록엔 전체 토큰이 안 나옴."), ""), "risky"


@ct
def c_set_cookie_redacted(lang):
    s = "Set-Cookie: SESSION=<redacted>; Path=/; Secure; HttpOnly; SameSite=Lax\nSet-Cookie: remember-me=<redacted>; Max-Age=1209600; Path=/; Secure; HttpOnly"
    return "clean set-cookie with redacted values", F(T(lang, "Response cookies from back-office login (values removed):\n", "백오피스 로그인 응답 쿠키 (값 제거):\n") + s, T(lang, "remember-me should be disabled for admin.", "admin은 remember-me를 꺼야 함."), ""), "risky"


@ct
def c_curl_envvar(lang):
    v = pick(["bearer", "kakao", "basic"])
    if v == "bearer":
        s = 'curl -s -H "Authorization: Bearer $ACCESS_TOKEN" https://api.haneul.co.kr/v1/me'
    elif v == "kakao":
        s = 'curl -X POST "https://kapi.kakao.com/v2/user/me" -H "Authorization: KakaoAK ${KAKAO_ADMIN_KEY}"'
    else:
        s = 'curl -u "$ES_USER:$ES_PASSWORD" https://%s:9200/_cluster/health' % host("es")
    return "clean curl with env-var credentials (%s)" % v, F(T(lang, "Runbook command:\n", "runbook 명령:\n") + s, T(lang, "Export the variables from the secret store first.", "secret store에서 변수를 먼저 export."), ""), "risky"


@ct
def c_code_getenv(lang):
    v = pick(["python", "go", "ts"])
    if v == "python":
        s = "secret = os.environ[\"TOSS_SECRET_KEY\"]\nauth = base64.b64encode(f\"{secret}:\".encode()).decode()\nheaders = {\"Authorization\": f\"Basic {auth}\"}"
    elif v == "go":
        s = "key := os.Getenv(\"NCP_SECRET_KEY\")\nmac := hmac.New(sha256.New, []byte(key))\nmac.Write([]byte(method + \" \" + uri + \"\\n\" + ts + \"\\n\" + accessKey))"
    else:
        s = "const apiKey = this.config.getOrThrow<string>('SOLAPI_API_SECRET');\nconst signature = createHmac('sha256', apiKey).update(date + salt).digest('hex');"
    return "clean code reading secret from env (%s)" % v, F(T(lang, "Signature code for the API client:\n", "API client 서명 코드:\n") + s, T(lang, "The date must be ISO-8601 with timezone.", "date는 timezone 포함 ISO-8601이어야 함."), ""), "risky"


@ct
def c_config_props(lang):
    s = "@ConfigurationProperties(prefix = \"payments.inicis\")\ndata class InicisProperties(\n    val mid: String,\n    val signKey: String,\n    val apiKey: String,\n    val apiIv: String,\n)"
    return "clean kotlin config properties class", F(T(lang, "Where the Inicis settings bind:\n", "이니시스 설정 바인딩 위치:\n") + s, T(lang, "Values come from Vault via spring-cloud-vault.", "값은 spring-cloud-vault로 Vault에서 옴."), ""), "risky"


@ct
def c_vendor_error(lang):
    v = pick(["toss", "kakao", "slack"])
    if v == "toss":
        s = '{"code":"UNAUTHORIZED_KEY","message":"인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다."}'
    elif v == "kakao":
        s = '{"msg":"wrong appKey format","code":-401}'
    else:
        s = '{"ok":false,"error":"invalid_auth","warning":"missing_charset"}'
    return "clean vendor auth error response (%s)" % v, F(T(lang, "API response after the deploy:\n", "배포 후 API 응답:\n") + s, T(lang, "Prod was reading the test key from the wrong profile.", "prod가 다른 profile의 test 키를 읽고 있었음."), ""), "risky"


@ct
def c_crontab(lang):
    s = "0 2 * * * . /etc/haneul/batch.env && /opt/settle/run.sh >> /var/log/settle.log 2>&1\n# batch.env exports DB_PASSWORD and SFTP_PASSWORD, owned by root, mode 600"
    return "clean crontab referencing env file", F(T(lang, "The settlement cron entry:\n", "정산 cron 항목:\n") + s, T(lang, "Cron doesn't load the login shell profile.", "cron은 로그인 셸 profile을 안 읽음."), ""), "risky"


@ct
def c_sql_pw_column(lang):
    s = "ALTER TABLE admin_user\n  ADD COLUMN password_hash VARCHAR(100) NOT NULL,\n  ADD COLUMN password_changed_at DATETIME(6) NULL,\n  ADD COLUMN failed_login_count INT NOT NULL DEFAULT 0;"
    return "clean sql schema with password columns", F(T(lang, "Migration V%d for admin lockout:\n" % R.randint(30, 90), "admin 잠금 기능 migration V%d:\n" % R.randint(30, 90)) + s, T(lang, "Online DDL with ALGORITHM=INSTANT works for these.", "이 컬럼들은 ALGORITHM=INSTANT로 가능."), ""), "risky"


@ct
def c_grafana_url(lang):
    s = "https://grafana.haneul.internal/d/%s/payments-overview?orgId=1&from=%d&to=%d&var-service=%s&viewPanel=%d" % (rs(9, B62), 1732500000000 + R.randint(0, 99999999), 1732600000000 + R.randint(0, 99999999), svc(), R.randint(2, 40))
    return "clean grafana dashboard url", F(T(lang, "Dashboard link for the incident:\n", "장애 대시보드 링크:\n") + s, T(lang, "Use the snapshot feature for postmortems.", "postmortem엔 snapshot 기능 사용."), ""), "risky"


@ct
def c_ncp_response(lang):
    s = '{"getServerInstanceListResponse":{"requestId":"%s","returnCode":"0","returnMessage":"success","totalRows":%d,"serverInstanceList":[{"serverInstanceNo":"%s","serverName":"%s-%02d"}]}}' % (ruuid(), R.randint(1, 9), rdig(8), svc(), R.randint(1, 9))
    return "clean ncp api response ids", F(T(lang, "NCP API response while scripting the inventory:\n", "인벤토리 스크립트 작성 중 NCP API 응답:\n") + s, T(lang, "Paginate with pageNo; default page size is 100.", "pageNo로 페이지네이션, 기본 100개."), ""), "risky"


@ct
def c_es_keystore_list(lang):
    s = "$ bin/elasticsearch-keystore list\nbootstrap.password\nkeystore.seed\nxpack.security.http.ssl.keystore.secure_password\nxpack.security.transport.ssl.truststore.secure_password"
    return "clean elasticsearch keystore setting names", F(T(lang, "Checking which secure settings exist on the new node:\n", "새 노드의 secure setting 목록 확인:\n") + s, T(lang, "Keystore entries must match across nodes.", "keystore 항목은 노드 간 일치해야 함."), ""), "risky"


@ct
def c_jasypt(lang):
    s = "spring:\n  datasource:\n    password: ENC(%s)\njasypt:\n  encryptor:\n    password: ${JASYPT_ENCRYPTOR_PASSWORD}" % b64(rbytes(48))
    return "clean jasypt encrypted value", F(T(lang, "Legacy service config:\n", "레거시 서비스 설정:\n") + s, T(lang, "The encryptor password is injected from the environment.", "encryptor 비밀번호는 환경변수로 주입."), ""), "risky"


@ct
def c_apple_ids(lang):
    s = "Team ID: %s\nKey ID: %s\nBundle ID: kr.co.haneul.app\nServices ID: kr.co.haneul.signin" % (rs(10, UP + DG), rs(10, UP + DG))
    return "clean apple team/key ids", F(T(lang, "Identifiers for Sign in with Apple setup (the .p8 itself is in Vault):\n", "Apple 로그인 설정 식별자 (.p8 자체는 Vault에 있음):\n") + s, T(lang, "Key ID and Team ID are not secret.", "Key ID와 Team ID는 비밀값이 아님."), ""), "risky"


@ct
def c_kubectl_secrets(lang):
    rows = "\n".join("%-28s %-34s %d      %dd" % (n, t, R.randint(1, 6), R.randint(1, 300)) for n, t in [(svc() + "-db", "Opaque"), ("harbor-pull", "kubernetes.io/dockerconfigjson"), ("tls-haneul", "kubernetes.io/tls")])
    s = "$ kubectl get secrets -n prod\nNAME                         TYPE                               DATA   AGE\n" + rows
    return "clean kubectl get secrets listing", F(T(lang, "Secrets present in prod:\n", "prod에 있는 secret 목록:\n") + s, T(lang, "tls-haneul is renewed by cert-manager.", "tls-haneul은 cert-manager가 갱신."), ""), "risky"


@ct
def c_ko_rotation_plan(lang):
    mc = T(lang, "Rotation plan: 1) create new NCP key pair, 2) add to Jenkins credentials as ncp-prod-v2, 3) switch pipelines, 4) disable old key after 48h, 5) delete after a week.",
           "키 교체 계획: 1) NCP 새 키 페어 생성 2) Jenkins credential에 ncp-prod-v2로 등록 3) 파이프라인 전환 4) 48시간 후 기존 키 비활성화 5) 일주일 후 삭제.")
    return "clean key rotation plan prose", F(mc, T(lang, "Never delete before checking CloudTrail-equivalent usage logs.", "사용 로그 확인 전엔 삭제 금지."), ""), "risky"


@ct
def c_ssl_error(lang):
    s = "javax.net.ssl.SSLHandshakeException: PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target"
    return "clean tls handshake exception", F(T(lang, "Calls to the NICE API failed from the new JDK image:\n", "새 JDK 이미지에서 NICE API 호출 실패:\n") + s, T(lang, "The slim image lacked the ca-certificates package.", "slim 이미지에 ca-certificates가 없었음."), ""), "risky"


@ct
def c_b64_decode_cmd(lang):
    raw = json.dumps({"alg": "ES256", "kid": rhex(8)}, separators=(",", ":"))
    s = "$ echo '%s' | base64 -d\n%s" % (b64(raw.encode()), raw)
    return "clean base64 decode of jwt header", F(T(lang, "Checked which key id the partner's token header uses:\n", "파트너 토큰 header의 key id 확인:\n") + s, T(lang, "Fetch the JWKS and match kid.", "JWKS를 받아 kid 매칭."), ""), "risky"


@ct
def c_plain_redis_evict(lang):
    return "clean plain: redis eviction", F(T(lang, "Cache hit ratio dropped because maxmemory-policy was noeviction and writes were failing silently.", "maxmemory-policy가 noeviction이라 쓰기가 조용히 실패하며 캐시 적중률이 떨어짐."), T(lang, "Use allkeys-lru for the cache cluster.", "캐시 클러스터는 allkeys-lru."), ""), "plain"


@ct
def c_plain_nest_di(lang):
    return "clean plain: nestjs circular dependency", F(T(lang, "NestJS failed to resolve PaymentService because of a circular import between modules.", "모듈 간 순환 import로 NestJS가 PaymentService를 resolve 못 함."), T(lang, "forwardRef is a band-aid; extract a shared module.", "forwardRef는 임시방편, 공통 모듈로 분리."), ""), "plain"


@ct
def c_plain_django_admin(lang):
    return "clean plain: django admin slow changelist", F(T(lang, "The Django admin order list took 20s because of a COUNT(*) over 30M rows.", "3천만 건 COUNT(*) 때문에 Django admin 주문 목록이 20초 걸림."), T(lang, "Set show_full_result_count = False and add list_select_related.", "show_full_result_count = False, list_select_related 추가."), ""), "plain"


@ct
def c_plain_mysql_index(lang):
    return "clean plain: mysql index", F(T(lang, "Settlement query did a full scan; the composite index order was (status, created_at) but the query filtered on created_at range first.", "정산 쿼리 full scan. 복합 인덱스가 (status, created_at)인데 created_at 범위 조건이 먼저였음."), T(lang, "Check EXPLAIN before adding indexes.", "인덱스 추가 전 EXPLAIN 확인."), ""), "plain"


@ct
def c_plain_kakaowork(lang):
    return "clean plain: kakaowork block kit", F(T(lang, "KakaoWork bot messages rendered as plain text because the blocks array exceeded the size limit.", "blocks 배열이 크기 제한을 넘어서 KakaoWork 봇 메시지가 plain text로 표시됨."), T(lang, "Split long reports into several messages.", "긴 리포트는 여러 메시지로 분할."), ""), "plain"


@ct
def c_plain_grafana_alert(lang):
    return "clean plain: grafana alert noise", F(T(lang, "Grafana alerts fired on every deploy because the error-rate query had no minimum request count.", "에러율 쿼리에 최소 요청 수 조건이 없어서 배포 때마다 Grafana 알림 발생."), T(lang, "Add a request-count floor and a 5m pending period.", "요청 수 하한과 5분 pending 추가."), ""), "plain"


# ---------------------------------------------------------------- assertions
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


class Reject(Exception):
    pass


def check_fields(fields):
    if not fields["missing_context"].strip():
        raise Reject("empty missing_context")
    for k, lim in LIMITS.items():
        if len(fields[k].encode("utf-8")) > lim:
            raise Reject("%s too long" % k)


def dedupe(xs):
    out = []
    for x in xs:
        if x not in out:
            out.append(x)
    return out


def check_secrets(fields, secrets):
    if not secrets:
        raise Reject("secret note without secrets")
    for s in secrets:
        if len(s) < 8:
            raise Reject("secret shorter than 8")
        if not any(s in v for v in fields.values()):
            raise Reject("secret not verbatim in fields")
    order = sorted(secrets, key=lambda x: (-len(x), x))
    for v in fields.values():
        rest = v
        for s in order:
            rest = rest.replace(s, "\x00")
        for s in secrets:
            for i in range(len(s) - 7):
                if s[i:i + 8] in rest:
                    raise Reject("8-char window of a secret outside its occurrences")


def perfect_filter_ok(fields, secrets):
    """Simulate a perfect filter: replace every secret occurrence, then apply the scoring rule."""
    order = sorted(secrets, key=lambda x: (-len(x), x))
    stored = {}
    for k, v in fields.items():
        for s in order:
            v = v.replace(s, "[REDACTED]")
        stored[k] = v
    for s in secrets:
        for i in range(len(s) - 7):
            w = s[i:i + 8]
            if any(w in v for v in stored.values()):
                return False
    return True


# ---------------------------------------------------------------- build
MAX_PER_CAT = 3
N_PER_LANG_KIND = 170      # 170 en + 170 ko secret, 170 en + 170 ko clean -> 680 notes
N_PUBLISHABLE = 24
N_PLAIN = 34

STATS = {"assert_retries": 0, "category_retries": 0, "reject_reasons": {}}
CAT_COUNT = {}


def _note_reject(e):
    STATS["assert_retries"] += 1
    k = str(e)
    STATS["reject_reasons"][k] = STATS["reject_reasons"].get(k, 0) + 1


def make_secret(lang, fn, spec=None):
    for _ in range(500):
        try:
            if spec is not None:
                cat, fields, secrets = vendor_note(lang, spec)
            else:
                cat, fields, secrets = fn(lang)
        except AssertionError as e:
            _note_reject(e)
            continue
        if CAT_COUNT.get(cat, 0) >= MAX_PER_CAT:
            STATS["category_retries"] += 1
            return None
        secrets = dedupe(secrets)
        try:
            check_fields(fields)
            check_secrets(fields, secrets)
        except Reject as e:
            _note_reject(e)
            continue
        assert perfect_filter_ok(fields, secrets)
        CAT_COUNT[cat] = CAT_COUNT.get(cat, 0) + 1
        return {"lang": lang, "kind": "secret", "category": cat, "fields": fields, "secrets": secrets}
    raise RuntimeError("could not generate secret note")


def make_clean(lang, fn, want):
    for _ in range(50):
        cat, fields, flag = fn(lang)
        if flag != want:
            return None
        if CAT_COUNT.get(cat, 0) >= MAX_PER_CAT:
            STATS["category_retries"] += 1
            return None
        try:
            check_fields(fields)
        except Reject as e:
            _note_reject(e)
            continue
        if flag == "publishable":
            assert cat.endswith("[publishable]")
        else:
            assert "[publishable]" not in cat
        CAT_COUNT[cat] = CAT_COUNT.get(cat, 0) + 1
        return {"lang": lang, "kind": "clean", "category": cat, "fields": fields, "secrets": [], "_flag": flag}
    raise RuntimeError("could not generate clean note")


def build():
    notes = []
    # ---- secret notes: every vendor spec once, the rest from the non-vendor templates
    s_langs = ["en"] * N_PER_LANG_KIND + ["ko"] * N_PER_LANG_KIND
    R.shuffle(s_langs)
    specs = list(VENDORS)
    R.shuffle(specs)
    for i, lang in enumerate(s_langs):
        if i < len(specs):
            n = None
            while n is None:
                n = make_secret(lang, None, specs[i])
        else:
            n = None
            while n is None:
                n = make_secret(lang, pick(SECRET_T))
        notes.append(n)
    # ---- clean notes
    c_langs = ["en"] * N_PER_LANG_KIND + ["ko"] * N_PER_LANG_KIND
    R.shuffle(c_langs)
    flags = ["publishable"] * N_PUBLISHABLE + ["plain"] * N_PLAIN + ["risky"] * (2 * N_PER_LANG_KIND - N_PUBLISHABLE - N_PLAIN)
    R.shuffle(flags)
    by_flag = {"risky": [], "plain": [], "publishable": []}
    for fn in CLEAN_T:
        # probe-free classification: flag is fixed per template, read it from the function name
        name = fn.__name__
        f = "publishable" if name.startswith("c_pub_") else ("plain" if name.startswith("c_plain_") else "risky")
        by_flag[f].append(fn)
    for lang, want in zip(c_langs, flags):
        n = None
        tries = 0
        while n is None:
            tries += 1
            if tries > 5000:
                raise RuntimeError("clean pool exhausted for " + want)
            n = make_clean(lang, pick(by_flag[want]), want)
        notes.append(n)
    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes):
        out.append({"id": "g%03d" % (i + 1), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
                    "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                               "ask_next_time": n["fields"]["ask_next_time"]},
                    "secrets": n["secrets"], "_flag": n.get("_flag")})
    return out


def final_checks(out):
    assert 640 <= len(out) <= 720
    sec = [n for n in out if n["kind"] == "secret"]
    cln = [n for n in out if n["kind"] == "clean"]
    assert len(sec) == len(cln)
    for grp in (sec, cln):
        assert sum(1 for n in grp if n["lang"] == "en") == sum(1 for n in grp if n["lang"] == "ko")
    cats = {}
    for n in out:
        cats[n["category"]] = cats.get(n["category"], 0) + 1
        check_fields(n["fields"])
        if n["kind"] == "secret":
            check_secrets(n["fields"], n["secrets"])
        else:
            assert n["secrets"] == []
    assert max(cats.values()) <= MAX_PER_CAT
    risky = sum(1 for n in cln if n["_flag"] == "risky")
    pub = sum(1 for n in cln if n["_flag"] == "publishable")
    assert risky * 3 >= len(cln) * 2
    assert pub * 10 <= len(cln)
    companies = []
    for sp in VENDORS:
        if sp["company"] not in companies:
            companies.append(sp["company"])
    assert len(companies) >= 100
    return cats, risky, pub, companies


def main():
    out = build()
    cats, risky, pub, companies = final_checks(out)
    lines = []
    for n in out:
        rec = {"id": n["id"], "lang": n["lang"], "kind": n["kind"], "category": n["category"], "fields": n["fields"], "secrets": n["secrets"]}
        lines.append(json.dumps(rec, ensure_ascii=False))
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open("blind_set_v29.jsonl", "wb") as fh:
        fh.write(data)
    sec = [n for n in out if n["kind"] == "secret"]
    cln = [n for n in out if n["kind"] == "clean"]
    vend = [n for n in sec if n["category"].endswith("[Vendor]")]
    vend_companies = []
    for n in vend:
        body = n["category"].split(": ", 1)[1].rsplit(" [Vendor]", 1)[0]
        for sp in VENDORS:
            hit = body.startswith(sp["company"] + " " + sp["what"]) or (n["category"].startswith("vendor multi-provider") and sp["company"] in body.split(" + "))
            if hit and sp["company"] not in vend_companies:
                vend_companies.append(sp["company"])
    stats = {
        "notes": len(out), "secret": len(sec), "clean": len(cln),
        "secret_en": sum(1 for n in sec if n["lang"] == "en"), "secret_ko": sum(1 for n in sec if n["lang"] == "ko"),
        "clean_en": sum(1 for n in cln if n["lang"] == "en"), "clean_ko": sum(1 for n in cln if n["lang"] == "ko"),
        "listed_secrets": sum(len(n["secrets"]) for n in sec),
        "notes_gt1_secret": sum(1 for n in sec if len(n["secrets"]) > 1),
        "vendor_notes": len(vend), "distinct_vendors": len(vend_companies),
        "categories": len(cats), "max_per_category": max(cats.values()),
        "clean_risky": risky, "clean_plain": len(cln) - risky - pub, "clean_publishable": pub,
        "assert_retries": STATS["assert_retries"], "category_retries": STATS["category_retries"],
        "reject_reasons": STATS["reject_reasons"],
        "sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data),
    }
    sys.stdout.write(json.dumps(stats, ensure_ascii=False, indent=1, sort_keys=False) + "\n")


if __name__ == "__main__":
    main()
