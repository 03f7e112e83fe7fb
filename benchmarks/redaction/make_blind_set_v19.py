#!/usr/bin/env python3
"""Blind evaluation set v19 for a credential-redaction filter (developer-notes memory server).

Single seeded PRNG; writes blind_set_v19.jsonl next to this file.  Standard library only.
Re-running reproduces the file byte for byte (no set/dict-hash iteration order is used).
"""
import base64
import hashlib
import json
import os
import random
import string

R = random.Random(19_2026_1126)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
LAN = LO + DG
UAN = UP + DG
HEX = "0123456789abcdef"
UHEX = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b64(s):
    return base64.b64encode(s.encode("utf-8")).decode("ascii")


def b64url_nopad(raw):
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def date_str():
    return "2025-%02d-%02d" % (R.randint(1, 11), R.randint(1, 28))


def time_str():
    return "%02d:%02d:%02d" % (R.randint(0, 23), R.randint(0, 59), R.randint(0, 59))


def ipv4_private():
    return pick(["10.%d.%d.%d" % (R.randint(0, 40), R.randint(0, 255), R.randint(2, 250)),
                 "192.168.%d.%d" % (R.randint(0, 30), R.randint(2, 250)),
                 "172.%d.%d.%d" % (R.randint(16, 31), R.randint(0, 255), R.randint(2, 250))])


# --------------------------------------------------------------------------------------------
# password generators
# --------------------------------------------------------------------------------------------
EN_WORDS = ["tiger", "falcon", "maple", "harbor", "cobalt", "sunset", "pepper", "walnut", "orbit",
            "glacier", "violet", "thunder", "pickle", "lantern", "meadow", "rocket", "crimson",
            "biscuit", "nebula", "otter", "copper", "willow", "saturn", "mango", "phoenix", "kettle",
            "marble", "cactus", "ember", "raven", "puffin", "quartz", "banjo", "tundra", "velvet"]
KO_ROMAN = ["seoul", "busan", "jeju", "hangang", "gangnam", "pangyo", "mapo", "suwon", "daejeon",
            "kimchi", "dubu", "bibim", "hodu", "bori", "sarang", "haneul", "bada", "nabi", "gureum",
            "dalnim", "sonamu", "mandu", "tteok", "chorong"]
NAMES = ["Minji", "Jisoo", "Daniel", "Haerin", "Sophie", "Marcus", "Yuna", "Tomas", "Eunbi",
         "Oliver", "Seojun", "Priya", "Dohyun", "Clara", "Jiwoo", "Felix"]
PUNCT_SAFE = "!@#%^*-_+=.~"
PUNCT_ANY = "!@#$%^&*()-_=+[]{};:,.<>?/~|"


def pw_strong(n=None, punct=PUNCT_SAFE):
    n = n or R.randint(12, 22)
    while True:
        s = "".join(R.choice(AN + punct) for _ in range(n))
        if (any(c in UP for c in s) and any(c in LO for c in s) and any(c in DG for c in s)
                and any(c in punct for c in s)):
            return s


def pw_alnum(n=None):
    n = n or R.randint(12, 20)
    while True:
        s = rs(AN, n)
        if any(c in UP for c in s) and any(c in LO for c in s) and any(c in DG for c in s):
            return s


def pw_human():
    style = R.randint(0, 7)
    w = pick(EN_WORDS + KO_ROMAN)
    if style == 0:
        return w.capitalize() + str(R.randint(1970, 2025)) + pick("!@#$")
    if style == 1:
        return pick(NAMES) + pick(["#", "@", "!", "_"]) + "%04d" % R.randint(101, 1231)
    if style == 2:
        return w + "-" + pick(EN_WORDS + KO_ROMAN) + "-" + str(R.randint(10, 99))
    if style == 3:
        return w.capitalize() + pick(EN_WORDS).capitalize() + str(R.randint(1, 99)) + "!"
    if style == 4:
        return "I" + pick(["love", "miss", "heart"]) + w.capitalize() + str(R.randint(2000, 2025))
    if style == 5:
        t = {"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"}
        ww = (w + pick(EN_WORDS)).capitalize()
        return "".join(t.get(c, c) if R.random() < 0.6 else c for c in ww) + str(R.randint(1, 9))
    if style == 6:
        return pick(["Qwer", "Asdf", "Zxcv", "Qwert"]) + str(R.randint(1000, 9999)) + pick("!@#$%")
    return w.capitalize() + "%02d%02d" % (R.randint(1, 12), R.randint(1, 28)) + pick(["!!", "^^", "**", "!@"])


def pw_any_punct():
    # passwords that contain "difficult" punctuation: quotes, backslash, $, backtick, spaces excluded
    n = R.randint(12, 20)
    hard = "\"'\\`$&;|<>(){}[]#!%*?,:=~^"
    while True:
        s = "".join(R.choice(AN + hard + hard) for _ in range(n))
        if sum(c in hard for c in s) >= 3 and any(c in DG for c in s) and any(c in LO for c in s):
            return s


# Hangul -> dubeolsik key sequence (password typed with the IME left in English mode)
CHO = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
JUNG = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
JONG = ["", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ",
        "ㅁ", "ㅂ", "ㅄ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
KEYMAP = {"ㄱ": "r", "ㄲ": "R", "ㄴ": "s", "ㄷ": "e", "ㄸ": "E", "ㄹ": "f", "ㅁ": "a", "ㅂ": "q",
          "ㅃ": "Q", "ㅅ": "t", "ㅆ": "T", "ㅇ": "d", "ㅈ": "w", "ㅉ": "W", "ㅊ": "c", "ㅋ": "z",
          "ㅌ": "x", "ㅍ": "v", "ㅎ": "g", "ㅏ": "k", "ㅐ": "o", "ㅑ": "i", "ㅒ": "O", "ㅓ": "j",
          "ㅔ": "p", "ㅕ": "u", "ㅖ": "P", "ㅗ": "h", "ㅘ": "hk", "ㅙ": "ho", "ㅚ": "hl", "ㅛ": "y",
          "ㅜ": "n", "ㅝ": "nj", "ㅞ": "np", "ㅟ": "nl", "ㅠ": "b", "ㅡ": "m", "ㅢ": "ml", "ㅣ": "l",
          "ㄳ": "rt", "ㄵ": "sw", "ㄶ": "sg", "ㄺ": "fr", "ㄻ": "fa", "ㄼ": "fq", "ㄽ": "ft",
          "ㄾ": "fx", "ㄿ": "fv", "ㅀ": "fg", "ㅄ": "qt"}


def ko2keys(word):
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            c, rest = divmod(code, 588)
            j, t = divmod(rest, 28)
            out.append(KEYMAP[CHO[c]] + KEYMAP[JUNG[j]] + (KEYMAP[JONG[t]] if t else ""))
        else:
            out.append(ch)
    return "".join(out)


KO_PW_WORDS = ["우리집", "고양이", "사랑해", "행복하자", "해바라기", "강아지", "봄날", "바다", "하늘색",
               "별빛", "두부", "호랑이", "다람쥐", "감귤", "초코", "무지개", "판교", "성수동", "라면",
               "떡볶이", "은하수", "반딧불", "소나무", "달토끼"]


def pw_ko_keyboard():
    while True:
        w = pick(KO_PW_WORDS) + (pick(KO_PW_WORDS) if chance(0.5) else "")
        s = ko2keys(w) + pick(["", str(R.randint(1, 99)), str(R.randint(1980, 2025))]) + pick(["", "!", "@", "#", "!!"])
        if len(s) >= 9:
            return s


def pw_hangul():
    while True:
        s = _pw_hangul()
        if len(s) >= 8:
            return s


def _pw_hangul():
    w = pick(KO_PW_WORDS)
    style = R.randint(0, 3)
    if style == 0:
        return w + str(R.randint(1000, 9999)) + pick("!@#")
    if style == 1:
        return pick(["우리", "내", "울"]) + w + pick(["!", "@", "~"]) + str(R.randint(10, 99))
    if style == 2:
        return w + pick(KO_PW_WORDS) + str(R.randint(1, 99)) + pick(["", "!"])
    return "%s%02d%s%s" % (w, R.randint(1, 99), pick(KO_PW_WORDS), pick("!@#^"))


def pw_any():
    return pick([pw_strong, pw_alnum, pw_human, pw_strong])()


def passphrase():
    words = ["correct", "orbit", "lemon", "tractor", "quiet", "window", "salmon", "purple",
             "ladder", "whisper", "canyon", "pixel", "dinner", "crayon", "gravel", "honey",
             "socket", "velvet", "marble", "anchor", "sparrow", "teapot", "blanket", "comet"]
    n = R.randint(4, 5)
    ws = [pick(words) for _ in range(n)]
    sep = pick([" ", " ", "-", " "])
    s = sep.join(ws)
    if chance(0.4):
        s += sep + str(R.randint(2, 99))
    return s


def user_name():
    return pick(["app", "app_rw", "svc_api", "deploy", "admin", "root", "etl_loader", "reporting",
                 "billing_svc", "ci-bot", "readonly", "backend", "order_api", "airflow", "grafana",
                 "postgres", "sa", "dbadmin", "jenkins", "analytics"])


def host_name():
    return pick(["db-prod-01.internal", "pg.staging.corp", "10.20.3.14", "mysql-replica-2.svc.cluster.local",
                 "rds-orders.c9xk2aq7e1zt.ap-northeast-2.rds.amazonaws.com", "db.dev.local",
                 "pg-main.ap-northeast-2.internal", "maria01.idc.example.kr", "localhost",
                 "172.18.0.5", "warehouse.int.acme.io", "db-batch.stg.internal"])


def db_name():
    return pick(["orders", "billing", "app", "analytics", "crm", "payments", "inventory", "auth",
                 "reporting", "shop_prod", "members", "settlement"])

# --------------------------------------------------------------------------------------------
# vendor token shapes (random bodies in each vendor's public shape)
# --------------------------------------------------------------------------------------------
def t_aws_akid():
    return "AKIA" + rs(UAN, 16)


def t_aws_asia():
    return "ASIA" + rs(UAN, 16)


def t_aws_secret():
    return rs(B64, 40)


def t_aws_session():
    return "FwoGZXIvYXdzE" + rs(B64, R.randint(300, 380))


def t_discord():
    uid = str(R.randint(10 ** 17, 10 ** 18 - 1))
    return b64(uid).rstrip("=") + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def t_jwt(payload_obj, sig_len=43):
    head = b64url_nopad(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    pay = b64url_nopad(json.dumps(payload_obj, separators=(",", ":")).encode())
    return head + "." + pay + "." + rs(B64U, sig_len)


def t_supabase_service():
    ref = rs(LO, 20)
    return t_jwt({"iss": "supabase", "ref": ref, "role": "service_role",
                  "iat": R.randint(1690000000, 1730000000), "exp": R.randint(2000000000, 2100000000)})


def t_telegram():
    return str(R.randint(10 ** 9, 8 * 10 ** 9)) + ":AA" + rs(B64U, 33)


def t_slack(kind):
    return kind + "-" + str(R.randint(10 ** 10, 10 ** 13)) + "-" + str(R.randint(10 ** 10, 10 ** 13)) + "-" + rs(AN, 24)


def t_twitter_bearer():
    return "AAAAAAAAAAAAAAAAAAAAA" + rs(AN, 20) + "%3D" + rs(AN, 50)


def t_fcm():
    return "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134)


def t_age():
    return "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L".upper(), 58)


def t_pypi():
    return "pypi-AgEIcHlwaS5vcmc" + rs(B64U, R.randint(120, 170))


def t_azure_client_secret():
    return rs(AN, 3) + "8Q~" + rs(AN + "_~.-", 34)


def t_tf():
    return rs(AN, 14) + ".atlasv1." + rs(AN, 67)


def t_sendgrid():
    return "SG." + rs(B64U, 22) + "." + rs(B64U, 43)


def t_braintree():
    return "access_token$production$" + rs(LAN, 16) + "$" + rs(HEX, 32)


VENDORS = []


def V(name, toks, header=None, url=None, qparam=None, cls=None, special=(), ko=None):
    VENDORS.append({"name": name, "toks": toks, "header": header, "url": url, "qparam": qparam,
                    "cls": cls or name.replace(" ", "").replace(".", "").replace("-", ""),
                    "special": list(special), "ko": ko or name})


BEARER = "Authorization: Bearer {t}"
V("GitHub", [("GITHUB_TOKEN", lambda: "ghp_" + rs(AN, 36), True)], "Authorization: token {t}",
  "https://api.github.com/user/repos", None, "Github", ["git_remote"], "깃허브")
V("GitHub Fine-grained PAT", [("GH_PAT", lambda: "github_pat_" + rs(AN, 22) + "_" + rs(AN, 59), True)], BEARER,
  "https://api.github.com/repos/acme/infra/actions/runs", None, "Octokit", ["git_remote"])
V("GitHub App", [("GITHUB_APP_INSTALLATION_TOKEN", lambda: "ghs_" + rs(AN, 36), True)], "Authorization: token {t}",
  "https://api.github.com/installation/repositories", None, "Octokit")
V("GitHub OAuth", [("GITHUB_OAUTH_TOKEN", lambda: "gho_" + rs(AN, 36), True)], BEARER,
  "https://api.github.com/user", None, "Github")
V("GitLab", [("GITLAB_TOKEN", lambda: "glpat-" + rs(B64U, 20), True)], "PRIVATE-TOKEN: {t}",
  "https://gitlab.com/api/v4/projects", "private_token", "Gitlab", ["git_remote"], "깃랩")
V("GitLab Runner", [("RUNNER_TOKEN", lambda: "glrt-" + rs(B64U, 20), True)], None, None, None, "GitlabRunner")
V("GitLab Trigger", [("CI_TRIGGER_TOKEN", lambda: "glptt-" + rs(HEX, 40), True)], None,
  "https://gitlab.example.com/api/v4/projects/42/trigger/pipeline", "token", "GitlabTrigger")
V("Slack Bot", [("SLACK_BOT_TOKEN", lambda: t_slack("xoxb"), True)], BEARER,
  "https://slack.com/api/chat.postMessage", None, "WebClient", [], "슬랙")
V("Slack User", [("SLACK_USER_TOKEN", lambda: t_slack("xoxp"), True)], BEARER,
  "https://slack.com/api/conversations.history", "token", "WebClient", [], "슬랙")
V("Slack Webhook", [("SLACK_WEBHOOK_SECRET", lambda: rs(AN, 24), True)], None, None, None, "IncomingWebhook",
  ["slack_webhook"], "슬랙 웹훅")
V("Stripe", [("STRIPE_SECRET_KEY", lambda: "sk_live_" + rs(AN, R.choice([24, 99])), True)], BEARER,
  "https://api.stripe.com/v1/charges", None, "Stripe", [], "스트라이프")
V("Stripe Restricted", [("STRIPE_RK", lambda: "rk_live_" + rs(AN, 99), True)], BEARER,
  "https://api.stripe.com/v1/refunds", None, "Stripe")
V("Stripe Webhook", [("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs(AN, 32), True)], None, None, None, "Stripe")
V("AWS", [("AWS_ACCESS_KEY_ID", t_aws_akid, True), ("AWS_SECRET_ACCESS_KEY", t_aws_secret, True)], None,
  None, None, "boto3", ["aws_credentials"], "AWS")
V("AWS STS", [("AWS_ACCESS_KEY_ID", t_aws_asia, True), ("AWS_SECRET_ACCESS_KEY", t_aws_secret, True),
              ("AWS_SESSION_TOKEN", t_aws_session, True)], None, None, None, "boto3", ["aws_credentials"])
V("Google API", [("GOOGLE_API_KEY", lambda: "AIza" + rs(B64U, 35), True)], "X-Goog-Api-Key: {t}",
  "https://maps.googleapis.com/maps/api/geocode/json", "key", "googlemaps.Client", [], "구글")
V("Google OAuth", [("GOOGLE_CLIENT_ID", lambda: str(R.randint(10 ** 11, 10 ** 12)) + "-" + rs(LAN, 32) + ".apps.googleusercontent.com", False),
                   ("GOOGLE_CLIENT_SECRET", lambda: "GOCSPX-" + rs(B64U, 28), True)], None, None, None, "Flow")
V("OpenAI", [("OPENAI_API_KEY", lambda: "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74), True)], BEARER,
  "https://api.openai.com/v1/chat/completions", None, "OpenAI", [], "오픈AI")
V("OpenAI Legacy", [("OPENAI_API_KEY", lambda: "sk-" + rs(AN, 20) + "T3BlbkFJ" + rs(AN, 20), True)], BEARER,
  "https://api.openai.com/v1/embeddings", None, "OpenAI")
V("Anthropic", [("ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(B64U, 93) + "AA", True)], "x-api-key: {t}",
  "https://api.anthropic.com/v1/messages", None, "Anthropic", [], "앤트로픽")
V("Hugging Face", [("HF_TOKEN", lambda: "hf_" + rs(UP + LO, 34), True)], BEARER,
  "https://huggingface.co/api/whoami-v2", None, "HfApi", [], "허깅페이스")
V("npm", [("NPM_TOKEN", lambda: "npm_" + rs(AN, 36), True)], BEARER, None, None, "npm", ["npmrc"])
V("PyPI", [("TWINE_PASSWORD", t_pypi, True)], None, None, None, "twine", ["pypirc"])
V("Twilio", [("TWILIO_ACCOUNT_SID", lambda: "AC" + rs(HEX, 32), False), ("TWILIO_AUTH_TOKEN", lambda: rs(HEX, 32), True)],
  None, None, None, "Client", ["curl_basic_pair"], "트윌리오")
V("Twilio API Key", [("TWILIO_API_KEY", lambda: "SK" + rs(HEX, 32), True), ("TWILIO_API_SECRET", lambda: rs(AN, 32), True)],
  None, None, None, "Client")
V("SendGrid", [("SENDGRID_API_KEY", t_sendgrid, True)], BEARER, "https://api.sendgrid.com/v3/mail/send", None,
  "SendGridAPIClient", [], "센드그리드")
V("Mailgun", [("MAILGUN_API_KEY", lambda: rs(HEX, 32) + "-" + rs(HEX, 8) + "-" + rs(HEX, 8), True)], None,
  None, None, "Mailgun", ["curl_basic_api"])
V("Mailchimp", [("MAILCHIMP_API_KEY", lambda: rs(HEX, 32) + "-us" + str(R.randint(1, 21)), True)], BEARER,
  "https://us6.api.mailchimp.com/3.0/lists", None, "MailchimpMarketing")
V("Shopify", [("SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + rs(HEX, 32), True)], "X-Shopify-Access-Token: {t}",
  "https://acme-store.myshopify.com/admin/api/2024-10/orders.json", None, "Shopify", [], "쇼피파이")
V("Shopify App", [("SHOPIFY_API_SECRET", lambda: "shpss_" + rs(HEX, 32), True)], None, None, None, "shopifyApi")
V("DigitalOcean", [("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + rs(HEX, 64), True)], BEARER,
  "https://api.digitalocean.com/v2/droplets", None, "pydo.Client")
V("Heroku", [("HEROKU_API_KEY", uuid4, True)], BEARER, "https://api.heroku.com/apps", None, "heroku3")
V("Datadog", [("DD_API_KEY", lambda: rs(HEX, 32), True), ("DD_APP_KEY", lambda: rs(HEX, 40), True)], None,
  None, None, "datadog", ["curl_dd"], "데이터독")
V("New Relic", [("NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(UAN, 27), True)], "Api-Key: {t}",
  "https://api.newrelic.com/graphql", None, "NewRelic", [], "뉴렐릭")
V("New Relic License", [("NEW_RELIC_LICENSE_KEY", lambda: rs(HEX, 36) + "NRAL", True)], None, None, None, "newrelic")
V("Sentry", [("SENTRY_AUTH_TOKEN", lambda: "sntryu_" + rs(HEX, 64), True)], BEARER,
  "https://sentry.io/api/0/projects/", None, "SentryCli", [], "센트리")
V("Azure Storage", [("AZURE_STORAGE_KEY", lambda: rs(B64, 86) + "==", True)], None, None, None,
  "BlobServiceClient", ["azure_conn"], "애저 스토리지")
V("Azure AD", [("AZURE_CLIENT_ID", uuid4, False), ("AZURE_CLIENT_SECRET", t_azure_client_secret, True)], None,
  None, None, "ClientSecretCredential", [], "애저")
V("Azure DevOps", [("AZURE_DEVOPS_PAT", lambda: rs(LO + "234567", 52), True)], None, None, None, "Connection",
  ["git_remote"])
V("Alibaba Cloud", [("ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI" + rs(AN, 20), True),
                    ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: rs(AN, 30), True)], None, None, None, "AcsClient", [], "알리바바 클라우드")
V("Tencent Cloud", [("TENCENTCLOUD_SECRET_ID", lambda: "AKID" + rs(AN, 32), True),
                    ("TENCENTCLOUD_SECRET_KEY", lambda: rs(AN, 32), True)], None, None, None, "Credential")
V("Naver Cloud", [("NCLOUD_ACCESS_KEY", lambda: rs(UAN, 20), True), ("NCLOUD_SECRET_KEY", lambda: rs(AN, 40), True)],
  None, None, None, "NcloudClient", [], "네이버 클라우드")
V("Naver Open API", [("NAVER_CLIENT_ID", lambda: rs(AN, 20), False), ("NAVER_CLIENT_SECRET", lambda: rs(AN, 10), True)],
  None, None, None, "NaverApi", ["curl_naver"], "네이버 오픈API")
V("Kakao", [("KAKAO_REST_API_KEY", lambda: rs(HEX, 32), True)], "Authorization: KakaoAK {t}",
  "https://dapi.kakao.com/v2/local/search/address.json", None, "KakaoApi", [], "카카오")
V("Kakao Admin", [("KAKAO_ADMIN_KEY", lambda: rs(HEX, 32), True)], "Authorization: KakaoAK {t}",
  "https://kapi.kakao.com/v1/user/ids", None, "KakaoAdmin", [], "카카오 어드민")
V("Toss Payments", [("TOSS_SECRET_KEY", lambda: "live_sk_" + rs(AN, 24), True)], None, None, None, "TossPayments",
  ["curl_basic_colon"], "토스페이먼츠")
V("PortOne", [("PORTONE_API_SECRET", lambda: rs(AN, 80), True)], "Authorization: PortOne {t}",
  "https://api.portone.io/payments", None, "PortOneClient", [], "포트원")
V("NHN Cloud", [("NHN_APPKEY", lambda: rs(AN, 16), False), ("NHN_SECRET_KEY", lambda: rs(AN, 8) + rs(AN, 8), True)],
  None, None, None, "NhnCloud", [], "NHN 클라우드")
V("Solapi", [("SOLAPI_API_KEY", lambda: "NCS" + rs(UAN, 13), True), ("SOLAPI_API_SECRET", lambda: rs(UAN, 32), True)],
  None, None, None, "SolapiMessageService", [], "솔라피")
V("Channel Talk", [("CHANNEL_ACCESS_KEY", lambda: rs(HEX, 24), True), ("CHANNEL_ACCESS_SECRET", lambda: rs(HEX, 32), True)],
  None, None, None, "ChannelTalk", [], "채널톡")
V("Sendbird", [("SENDBIRD_API_TOKEN", lambda: rs(HEX, 40), True)], "Api-Token: {t}",
  "https://api-XXXX.sendbird.com/v3/users", None, "SendbirdPlatform", [], "센드버드")
V("Telegram", [("TELEGRAM_BOT_TOKEN", t_telegram, True)], None, None, None, "Bot", ["telegram_url"], "텔레그램")
V("Discord", [("DISCORD_BOT_TOKEN", t_discord, True)], "Authorization: Bot {t}",
  "https://discord.com/api/v10/users/@me", None, "discord.Client", [], "디스코드")
V("Discord Webhook", [("DISCORD_WEBHOOK_TOKEN", lambda: rs(B64U, 68), True)], None, None, None, "Webhook",
  ["discord_webhook"], "디스코드 웹훅")
V("Atlassian", [("JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(UHEX, 8), True)], None,
  None, None, "JIRA", ["curl_basic_email"], "지라")
V("Linear", [("LINEAR_API_KEY", lambda: "lin_api_" + rs(AN, 40), True)], "Authorization: {t}",
  "https://api.linear.app/graphql", None, "LinearClient", [], "리니어")
V("Notion", [("NOTION_TOKEN", lambda: "ntn_" + rs(AN, 46), True)], BEARER, "https://api.notion.com/v1/search",
  None, "Client", [], "노션")
V("Notion Legacy", [("NOTION_API_KEY", lambda: "secret_" + rs(AN, 43), True)], BEARER,
  "https://api.notion.com/v1/databases", None, "Client")
V("Airtable", [("AIRTABLE_PAT", lambda: "pat" + rs(AN, 14) + "." + rs(HEX, 64), True)], BEARER,
  "https://api.airtable.com/v0/appXyz/Table1", None, "Api")
V("Figma", [("FIGMA_TOKEN", lambda: "figd_" + rs(B64U, 40), True)], "X-Figma-Token: {t}",
  "https://api.figma.com/v1/files/", None, "FigmaApi", [], "피그마")
V("Vercel", [("VERCEL_TOKEN", lambda: rs(AN, 24), True)], BEARER, "https://api.vercel.com/v9/projects", None, "Vercel", [], "버셀")
V("Netlify", [("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(AN, 36), True)], BEARER,
  "https://api.netlify.com/api/v1/sites", None, "NetlifyAPI")
V("Cloudflare", [("CLOUDFLARE_API_TOKEN", lambda: rs(B64U, 40), True)], BEARER,
  "https://api.cloudflare.com/client/v4/zones", None, "Cloudflare", [], "클라우드플레어")
V("Cloudflare Global", [("CF_API_EMAIL", lambda: "ops@acme.io", False), ("CF_API_KEY", lambda: rs(HEX, 37), True)],
  "X-Auth-Key: {t}", "https://api.cloudflare.com/client/v4/user", None, "CloudFlare")
V("Fastly", [("FASTLY_API_TOKEN", lambda: rs(B64U, 32), True)], "Fastly-Key: {t}",
  "https://api.fastly.com/service", None, "Fastly")
V("Doppler", [("DOPPLER_TOKEN", lambda: "dp.st." + pick(["prd", "stg", "dev"]) + "." + rs(AN, 43), True)], BEARER,
  "https://api.doppler.com/v3/configs/config/secrets", None, "DopplerSDK")
V("HashiCorp Vault", [("VAULT_TOKEN", lambda: "hvs." + rs(B64U, 90), True)], "X-Vault-Token: {t}",
  "https://vault.internal:8200/v1/secret/data/app", None, "hvac.Client", [], "볼트")
V("Terraform Cloud", [("TFE_TOKEN", t_tf, True)], BEARER, "https://app.terraform.io/api/v2/organizations", None,
  "TFC", ["terraformrc"])
V("Pulumi", [("PULUMI_ACCESS_TOKEN", lambda: "pul-" + rs(HEX, 40), True)], "Authorization: token {t}",
  "https://api.pulumi.com/api/user", None, "Pulumi")
V("Grafana", [("GRAFANA_SA_TOKEN", lambda: "glsa_" + rs(AN, 32) + "_" + rs(HEX, 8), True)], BEARER,
  "https://grafana.internal/api/dashboards/uid/abc", None, "GrafanaApi", [], "그라파나")
V("Grafana Cloud", [("GRAFANA_CLOUD_TOKEN", lambda: "glc_" + rs(B64, 120) + "=", True)], BEARER,
  "https://grafana.com/api/instances", None, "GrafanaCloud")
V("Docker Hub", [("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(B64U, 27), True)], None, None, None, "docker",
  ["docker_login"], "도커허브")
V("Postman", [("POSTMAN_API_KEY", lambda: "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34), True)], "X-Api-Key: {t}",
  "https://api.getpostman.com/collections", "apikey", "Postman", [], "포스트맨")
V("Mapbox", [("MAPBOX_SECRET_TOKEN", lambda: "sk.eyJ1Ijoi" + rs(B64U, 40) + "." + rs(B64U, 22), True)], None,
  "https://api.mapbox.com/styles/v1/acme", "access_token", "Mapbox")
V("Square", [("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(B64U, 60), True)], BEARER,
  "https://connect.squareup.com/v2/payments", None, "Client")
V("Braintree", [("BRAINTREE_ACCESS_TOKEN", t_braintree, True)], None, None, None, "BraintreeGateway")
V("PayPal", [("PAYPAL_CLIENT_ID", lambda: "A" + rs(B64U, 79), False), ("PAYPAL_CLIENT_SECRET", lambda: "E" + rs(B64U, 79), True)],
  None, None, None, "PayPalHttpClient", [], "페이팔")
V("Okta", [("OKTA_API_TOKEN", lambda: "00" + rs(B64U, 40), True)], "Authorization: SSWS {t}",
  "https://acme.okta.com/api/v1/users", None, "OktaClient", [], "옥타")
V("Auth0", [("AUTH0_CLIENT_ID", lambda: rs(AN, 32), False), ("AUTH0_CLIENT_SECRET", lambda: rs(B64U, 64), True)],
  None, None, None, "Auth0", [], "Auth0")
V("Firebase Cloud Messaging", [("FCM_SERVER_KEY", t_fcm, True)], "Authorization: key={t}",
  "https://fcm.googleapis.com/fcm/send", None, "FCMNotification", [], "FCM")
V("Supabase", [("SUPABASE_SERVICE_ROLE_KEY", t_supabase_service, True)], BEARER,
  "https://xyzcompany.supabase.co/rest/v1/profiles", None, "create_client", [], "수파베이스")
V("Supabase Management", [("SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + rs(HEX, 40), True)], BEARER,
  "https://api.supabase.com/v1/projects", None, "SupabaseManagement")
V("PlanetScale", [("PLANETSCALE_PASSWORD", lambda: "pscale_pw_" + rs(B64U, 43), True)], None, None, None,
  "PlanetScale", ["db_url_pscale"])
V("Neon", [("NEON_DB_PASSWORD", lambda: "npg_" + rs(AN, 12), True)], None, None, None, "Neon", ["db_url_neon"])
V("Upstash", [("UPSTASH_REDIS_REST_TOKEN", lambda: "AX" + rs(B64U, 10) + "AAIjcDE" + rs(B64U, 40), True)], BEARER,
  "https://apn1-witty-cat-31337.upstash.io/get/foo", None, "Redis")
V("Algolia", [("ALGOLIA_APP_ID", lambda: rs(UAN, 10), False), ("ALGOLIA_ADMIN_KEY", lambda: rs(HEX, 32), True)],
  None, None, None, "SearchClient", [], "알골리아")
V("Contentful", [("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(B64U, 43), True)], BEARER,
  "https://api.contentful.com/spaces", None, "contentful_management.Client")
V("Dropbox", [("DROPBOX_ACCESS_TOKEN", lambda: "sl.B" + rs(B64U, 135), True)], BEARER,
  "https://api.dropboxapi.com/2/files/list_folder", None, "Dropbox", [], "드롭박스")
V("Asana", [("ASANA_PAT", lambda: "2/" + str(R.randint(10 ** 15, 10 ** 16)) + "/" + str(R.randint(10 ** 15, 10 ** 16)) + ":" + rs(HEX, 32), True)],
  BEARER, "https://app.asana.com/api/1.0/workspaces", None, "asana.Client")
V("ClickUp", [("CLICKUP_TOKEN", lambda: "pk_" + str(R.randint(10 ** 7, 10 ** 8)) + "_" + rs(UAN, 32), True)],
  "Authorization: {t}", "https://api.clickup.com/api/v2/team", None, "ClickUp")
V("Zendesk", [("ZENDESK_API_TOKEN", lambda: rs(AN, 40), True)], None, None, None, "Zenpy", ["curl_basic_zendesk"], "젠데스크")
V("Intercom", [("INTERCOM_ACCESS_TOKEN", lambda: "dG9rOj" + rs(B64, 54) + "=", True)], BEARER,
  "https://api.intercom.io/contacts", None, "Intercom")
V("Twitch", [("TWITCH_CLIENT_ID", lambda: rs(LAN, 30), False), ("TWITCH_CLIENT_SECRET", lambda: rs(LAN, 30), True)],
  None, None, None, "Twitch")
V("Meta Graph", [("FB_ACCESS_TOKEN", lambda: "EAAG" + rs(AN, 180), True)], None,
  "https://graph.facebook.com/v19.0/me/accounts", "access_token", "GraphAPI", [], "페이스북")
V("X (Twitter)", [("TWITTER_BEARER_TOKEN", t_twitter_bearer, True)], BEARER,
  "https://api.twitter.com/2/tweets/search/recent", None, "tweepy.Client", [], "트위터")
V("Shippo", [("SHIPPO_API_TOKEN", lambda: "shippo_live_" + rs(HEX, 40), True)], "Authorization: ShippoToken {t}",
  "https://api.goshippo.com/shipments/", None, "Shippo")
V("EasyPost", [("EASYPOST_API_KEY", lambda: "EZAK" + rs(HEX, 54), True)], None, None, None, "EasyPostClient",
  ["curl_basic_colon"])
V("Plaid", [("PLAID_CLIENT_ID", lambda: rs(HEX, 24), False), ("PLAID_SECRET", lambda: rs(HEX, 30), True)],
  None, None, None, "PlaidApi")
V("Binance", [("BINANCE_API_KEY", lambda: rs(AN, 64), True), ("BINANCE_API_SECRET", lambda: rs(AN, 64), True)],
  None, None, None, "Client", [], "바이낸스")
V("Upbit", [("UPBIT_ACCESS_KEY", lambda: rs(AN, 40), True), ("UPBIT_SECRET_KEY", lambda: rs(AN, 40), True)],
  None, None, None, "Upbit", [], "업비트")
V("age", [("SOPS_AGE_KEY", t_age, True)], None, None, None, "age", ["age_keyfile"])
V("PagerDuty", [("PAGERDUTY_API_KEY", lambda: "u+" + rs(B64U, 18), True)], "Authorization: Token token={t}",
  "https://api.pagerduty.com/incidents", None, "APISession")
V("PagerDuty Events", [("PAGERDUTY_ROUTING_KEY", lambda: "R0" + rs(UAN, 30), True)], None, None, None, "EventsAPIV2")
V("Opsgenie", [("OPSGENIE_API_KEY", uuid4, True)], "Authorization: GenieKey {t}",
  "https://api.opsgenie.com/v2/alerts", None, "OpsGenie")
V("Snyk", [("SNYK_TOKEN", uuid4, True)], "Authorization: token {t}", "https://api.snyk.io/rest/orgs", None, "SnykClient")
V("SonarQube", [("SONAR_TOKEN", lambda: "squ_" + rs(HEX, 40), True)], None, None, None, "SonarQube", ["sonar_cli"], "소나큐브")
V("JFrog", [("ARTIFACTORY_API_KEY", lambda: "AKCp" + rs(AN, 69), True)], "X-JFrog-Art-Api: {t}",
  "https://acme.jfrog.io/artifactory/api/repositories", None, "Artifactory")
V("CircleCI", [("CIRCLECI_TOKEN", lambda: "CCIPAT_" + rs(AN, 22) + "_" + rs(HEX, 40), True)], "Circle-Token: {t}",
  "https://circleci.com/api/v2/me", None, "CircleCI")
V("Buildkite", [("BUILDKITE_API_TOKEN", lambda: "bkua_" + rs(HEX, 40), True)], BEARER,
  "https://api.buildkite.com/v2/organizations", None, "Buildkite")
V("Codecov", [("CODECOV_TOKEN", uuid4, True)], None, None, None, "codecov", ["codecov_cli"])
V("RubyGems", [("GEM_HOST_API_KEY", lambda: "rubygems_" + rs(HEX, 48), True)], "Authorization: {t}",
  None, None, "Gems")
VENDORS[-1]["slug"] = "gem"
V("NuGet", [("NUGET_API_KEY", lambda: "oy2" + rs(LAN, 43), True)], None, None, None, "NuGet", ["nuget_push"])
V("crates.io", [("CARGO_REGISTRY_TOKEN", lambda: "cio" + rs(AN, 32), True)], None, None, None, "cargo", ["cargo_cred"])
V("Databricks", [("DATABRICKS_TOKEN", lambda: "dapi" + rs(HEX, 32), True)], BEARER,
  "https://adb-1234567890123456.7.azuredatabricks.net/api/2.0/clusters/list", None, "WorkspaceClient", [], "데이터브릭스")
V("Postmark", [("POSTMARK_SERVER_TOKEN", uuid4, True)], "X-Postmark-Server-Token: {t}",
  "https://api.postmarkapp.com/email", None, "PostmarkClient")
V("Resend", [("RESEND_API_KEY", lambda: "re_" + rs(AN, 8) + "_" + rs(AN, 24), True)], BEARER,
  "https://api.resend.com/emails", None, "Resend")
V("Cloudinary", [("CLOUDINARY_API_KEY", lambda: str(R.randint(10 ** 14, 10 ** 15)), False),
                 ("CLOUDINARY_API_SECRET", lambda: rs(B64U, 27), True)], None, None, None, "cloudinary",
  ["cloudinary_url"], "클라우디너리")
V("Segment", [("SEGMENT_WRITE_KEY", lambda: rs(AN, 32), True)], None, None, None, "Analytics")
V("Mixpanel", [("MIXPANEL_API_SECRET", lambda: rs(HEX, 32), True)], None, None, None, "Mixpanel", [], "믹스패널")
V("Amplitude", [("AMPLITUDE_SECRET_KEY", lambda: rs(HEX, 32), True)], None, None, None, "Amplitude", [], "앰플리튜드")
V("LaunchDarkly", [("LD_SDK_KEY", lambda: "sdk-" + uuid4(), True)], "Authorization: {t}",
  "https://app.launchdarkly.com/api/v2/flags/default", None, "LDClient")
V("Honeycomb", [("HONEYCOMB_API_KEY", lambda: "hcaik_01" + rs(LAN, 24) + rs(LAN, 32), True)], "X-Honeycomb-Team: {t}",
  "https://api.honeycomb.io/1/auth", None, "Honeycomb")
V("Typeform", [("TYPEFORM_TOKEN", lambda: "tfp_" + rs(AN, 44) + "_" + rs(AN, 14), True)], BEARER,
  "https://api.typeform.com/forms", None, "Typeform")
V("Prefect", [("PREFECT_API_KEY", lambda: "pnu_" + rs(AN, 36), True)], BEARER, None, None, "PrefectClient")
V("Replicate", [("REPLICATE_API_TOKEN", lambda: "r8_" + rs(AN, 37), True)], BEARER,
  "https://api.replicate.com/v1/predictions", None, "replicate.Client")
V("Groq", [("GROQ_API_KEY", lambda: "gsk_" + rs(AN, 52), True)], BEARER,
  "https://api.groq.com/openai/v1/chat/completions", None, "Groq")
V("Perplexity", [("PERPLEXITY_API_KEY", lambda: "pplx-" + rs(AN, 48), True)], BEARER,
  "https://api.perplexity.ai/chat/completions", None, "Perplexity")
V("Mistral", [("MISTRAL_API_KEY", lambda: rs(AN, 32), True)], BEARER, "https://api.mistral.ai/v1/chat/completions",
  None, "Mistral")
V("Cohere", [("COHERE_API_KEY", lambda: rs(AN, 40), True)], BEARER, "https://api.cohere.com/v2/chat", None, "cohere.ClientV2")
V("xAI", [("XAI_API_KEY", lambda: "xai-" + rs(AN, 80), True)], BEARER, "https://api.x.ai/v1/chat/completions", None, "Client")
V("DeepSeek", [("DEEPSEEK_API_KEY", lambda: "sk-" + rs(HEX, 32), True)], BEARER,
  "https://api.deepseek.com/chat/completions", None, "OpenAI")
V("Together AI", [("TOGETHER_API_KEY", lambda: rs(HEX, 64), True)], BEARER,
  "https://api.together.xyz/v1/completions", None, "Together")
V("Fireworks AI", [("FIREWORKS_API_KEY", lambda: "fw_" + rs(AN, 24), True)], BEARER,
  "https://api.fireworks.ai/inference/v1/completions", None, "Fireworks")
V("ElevenLabs", [("ELEVENLABS_API_KEY", lambda: "sk_" + rs(HEX, 48), True)], "xi-api-key: {t}",
  "https://api.elevenlabs.io/v1/voices", None, "ElevenLabs")
V("Pinecone", [("PINECONE_API_KEY", lambda: "pcsk_" + rs(AN, 5) + "_" + rs(AN, 60), True)], "Api-Key: {t}",
  "https://api.pinecone.io/indexes", None, "Pinecone", [], "파인콘")
V("Weights & Biases", [("WANDB_API_KEY", lambda: rs(HEX, 40), True)], None, None, None, "wandb", ["netrc_wandb"])
V("LangSmith", [("LANGSMITH_API_KEY", lambda: "lsv2_pt_" + rs(HEX, 32) + "_" + rs(HEX, 10), True)], "x-api-key: {t}",
  "https://api.smith.langchain.com/runs", None, "Client")
V("Tailscale", [("TS_AUTHKEY", lambda: "tskey-auth-" + rs(AN, 12) + "CNTRL-" + rs(AN, 33), True)], None, None, None,
  "tailscale", ["tailscale_up"], "테일스케일")
V("ngrok", [("NGROK_AUTHTOKEN", lambda: "2" + rs(AN, 26) + "_" + rs(AN, 21), True)], None, None, None, "ngrok",
  ["ngrok_cfg"])
V("Fly.io", [("FLY_API_TOKEN", lambda: "FlyV1 fm2_" + rs(B64, 200), True)], None, None, None, "fly")
V("Render", [("RENDER_API_KEY", lambda: "rnd_" + rs(AN, 32), True)], BEARER, "https://api.render.com/v1/services",
  None, "Render")
V("Railway", [("RAILWAY_TOKEN", uuid4, True)], BEARER, "https://backboard.railway.app/graphql/v2", None, "Railway")
V("Bitbucket", [("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + rs(AN, 28) + rs(UHEX, 8), True)], None, None, None,
  "Bitbucket", ["git_remote"], "빗버킷")
V("Sourcegraph", [("SRC_ACCESS_TOKEN", lambda: "sgp_" + rs(HEX, 40), True)], "Authorization: token {t}",
  "https://sourcegraph.acme.io/.api/graphql", None, "Sourcegraph")
V("Zoom", [("ZOOM_CLIENT_ID", lambda: rs(AN, 22), False), ("ZOOM_CLIENT_SECRET", lambda: rs(AN, 32), True)],
  None, None, None, "ZoomClient", [], "줌")
V("WeChat", [("WECHAT_APPID", lambda: "wx" + rs(HEX, 16), False), ("WECHAT_APPSECRET", lambda: rs(HEX, 32), True)],
  None, None, None, "WeChatClient", ["wechat_url"], "위챗")
V("LINE", [("LINE_CHANNEL_ACCESS_TOKEN", lambda: rs(B64, 171) + "=", True)], BEARER,
  "https://api.line.me/v2/bot/message/push", None, "LineBotApi", [], "라인")
V("OneSignal", [("ONESIGNAL_REST_API_KEY", lambda: "os_v2_app_" + rs(LO + "234567", 113), True)], "Authorization: Key {t}",
  "https://api.onesignal.com/notifications", None, "OneSignal")
V("Braze", [("BRAZE_REST_API_KEY", uuid4, True)], BEARER, "https://rest.iad-01.braze.com/users/track", None, "Braze", [], "브레이즈")
V("HubSpot", [("HUBSPOT_PRIVATE_APP_TOKEN", lambda: "pat-na1-" + uuid4(), True)], BEARER,
  "https://api.hubapi.com/crm/v3/objects/contacts", None, "HubSpot", [], "허브스팟")
V("Salesforce", [("SF_CONSUMER_KEY", lambda: "3MVG9" + rs(B64U.replace("-", "."), 80), False),
                 ("SF_CONSUMER_SECRET", lambda: rs(UHEX, 64), True)], None, None, None, "Salesforce")
V("Scaleway", [("SCW_ACCESS_KEY", lambda: "SCW" + rs(UAN, 17), True), ("SCW_SECRET_KEY", uuid4, True)],
  None, None, None, "scaleway.Client")
V("Linode", [("LINODE_TOKEN", lambda: rs(HEX, 64), True)], BEARER, "https://api.linode.com/v4/linode/instances",
  None, "LinodeClient")
V("Vultr", [("VULTR_API_KEY", lambda: rs(UAN, 36), True)], BEARER, "https://api.vultr.com/v2/instances", None, "Vultr")
V("Hetzner", [("HCLOUD_TOKEN", lambda: rs(AN, 64), True)], BEARER, "https://api.hetzner.cloud/v1/servers", None,
  "hcloud.Client", [], "헤츠너")
V("IBM Cloud", [("IBMCLOUD_API_KEY", lambda: rs(B64U, 44), True)], None, None, None, "IAMAuthenticator")
V("MinIO", [("MINIO_ACCESS_KEY", lambda: rs(UAN, 20), True), ("MINIO_SECRET_KEY", lambda: rs(AN, 40), True)],
  None, None, None, "Minio", ["mc_alias"], "MinIO")
V("Backblaze B2", [("B2_APPLICATION_KEY_ID", lambda: "005" + rs(HEX, 22), True),
                   ("B2_APPLICATION_KEY", lambda: "K005" + rs(B64.replace("+", "").replace("/", ""), 27), True)],
  None, None, None, "B2Api")
V("Wasabi", [("WASABI_ACCESS_KEY", lambda: rs(UAN, 20), True), ("WASABI_SECRET_KEY", lambda: rs(AN, 40), True)],
  None, None, None, "boto3")
V("Confluent", [("CONFLUENT_API_KEY", lambda: rs(UAN, 16), False), ("CONFLUENT_API_SECRET", lambda: rs(B64, 64), True)],
  None, None, None, "Producer", ["kafka_props"], "컨플루언트")
V("Elastic Cloud", [("ES_API_KEY", lambda: b64(rs(B64U, 20) + ":" + rs(B64U, 22)), True)], "Authorization: ApiKey {t}",
  "https://acme.es.ap-northeast-2.aws.elastic-cloud.com/_search", None, "Elasticsearch", [], "일래스틱")
V("Meilisearch", [("MEILI_MASTER_KEY", lambda: rs(B64U, 44), True)], BEARER,
  "http://search.internal:7700/indexes", None, "meilisearch.Client")
V("reCAPTCHA", [("RECAPTCHA_SECRET_KEY", lambda: "6L" + rs(B64U, 38), True)], None,
  "https://www.google.com/recaptcha/api/siteverify", "secret", "Recaptcha")
V("hCaptcha", [("HCAPTCHA_SECRET", lambda: "0x" + rs(HEX, 40), True)], None, None, None, "hCaptcha")
V("Vonage", [("VONAGE_API_KEY", lambda: rs(HEX, 8), False), ("VONAGE_API_SECRET", lambda: rs(AN, 16), True)],
  None, None, None, "Vonage")
V("Razorpay", [("RAZORPAY_KEY_ID", lambda: "rzp_live_" + rs(AN, 14), False), ("RAZORPAY_KEY_SECRET", lambda: rs(AN, 24), True)],
  None, None, None, "razorpay.Client")
V("Paystack", [("PAYSTACK_SECRET_KEY", lambda: "sk_live_" + rs(HEX, 40), True)], BEARER,
  "https://api.paystack.co/transaction/initialize", None, "Paystack")
V("Flutterwave", [("FLW_SECRET_KEY", lambda: "FLWSECK-" + rs(HEX, 32) + "-X", True)], BEARER,
  "https://api.flutterwave.com/v3/payments", None, "Rave")
V("Mollie", [("MOLLIE_API_KEY", lambda: "live_" + rs(AN, 30), True)], BEARER, "https://api.mollie.com/v2/payments",
  None, "Client")
V("Etherscan", [("ETHERSCAN_API_KEY", lambda: rs(UAN, 34), True)], None, "https://api.etherscan.io/api", "apikey", "Etherscan")
V("Infura", [("INFURA_API_KEY", lambda: rs(HEX, 32), True)], None, None, None, "Web3", ["infura_url"])
V("Hasura", [("HASURA_GRAPHQL_ADMIN_SECRET", lambda: rs(AN, 32), True)], "x-hasura-admin-secret: {t}",
  "https://hasura.internal/v1/graphql", None, "Hasura")
V("Mux", [("MUX_TOKEN_ID", uuid4, True), ("MUX_TOKEN_SECRET", lambda: rs(B64, 75), True)], None, None, None, "Mux")
V("Sanity", [("SANITY_API_TOKEN", lambda: "sk" + rs(AN, 180), True)], BEARER, None, None, "createClient")
V("Lokalise", [("LOKALISE_API_TOKEN", lambda: rs(HEX, 40), True)], "X-Api-Token: {t}",
  "https://api.lokalise.com/api2/projects", None, "LokaliseApi")
V("Expo", [("EXPO_TOKEN", lambda: rs(B64U, 40), True)], None, None, None, "expo", ["eas_cli"], "엑스포")
V("Snowflake", [("SNOWFLAKE_PASSWORD", lambda: pw_strong(), True)], None, None, None, "snowflake.connector",
  ["snowflake_conn"], "스노우플레이크")

# --------------------------------------------------------------------------------------------
# vendor frames: each returns (snippet, place)
# --------------------------------------------------------------------------------------------
def snake(label):
    return label.lower()


def camel(label):
    parts = label.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def svc_slug(v):
    if "slug" in v:
        return v["slug"]
    return "".join(c for c in v["name"].lower() if c.isalnum())[:12] or "svc"


def fr_export(v, vals, lang):
    if len(vals) > 1 and chance(0.4):
        return "export " + " ".join("%s=%s" % (l, x) for l, x, _ in vals), pick(["~/.zshrc", "scripts/dev-env.sh", "the bootstrap script", "~/.bashrc"])
    return "\n".join("export %s=%s" % (l, x if chance(0.6) else '"%s"' % x) for l, x, _ in vals), \
        pick(["~/.zshrc", "scripts/dev-env.sh", "the bootstrap script", "Makefile's env target", "tools/setup_local.sh"])


def fr_dotenv(v, vals, lang):
    lines = ["%s=%s" % (l, x) for l, x, _ in vals]
    if chance(0.5):
        lines.insert(0, pick(["NODE_ENV=production", "APP_ENV=staging", "LOG_LEVEL=debug", "PORT=8080", "TZ=Asia/Seoul"]))
    return "\n".join(lines), pick([".env.staging", ".env.local", ".env", ".env.production", "apps/api/.env"])


def fr_compose(v, vals, lang):
    env = "\n".join("      - %s=%s" % (l, x) for l, x, _ in vals)
    return "services:\n  worker:\n    environment:\n" + env, pick(["docker-compose.yml", "docker-compose.override.yml", "deploy/compose.prod.yml"])


def fr_docker_run(v, vals, lang):
    flags = " ".join("-e %s=%s" % (l, x) for l, x, _ in vals)
    return "docker run --rm %s %s" % (flags, pick(["acme/worker:1.8.2", "ghcr.io/acme/api:latest", "sync-job:dev"])), \
        pick(["the runbook", "README.md", "a Slack thread", "scripts/run_local.sh"])


def fr_dockerfile(v, vals, lang):
    kw = pick(["ENV", "ARG"])
    return "FROM python:3.12-slim\n" + "\n".join("%s %s=%s" % (kw, l, x) for l, x, _ in vals), \
        pick(["Dockerfile", "docker/worker.Dockerfile", "build/Dockerfile.ci"])


def fr_k8s(v, vals, lang):
    lits = " ".join("--from-literal=%s=%s" % (snake(l).replace("_", "-"), x) for l, x, _ in vals)
    return "kubectl -n %s create secret generic %s-creds %s" % (pick(["prod", "staging", "payments", "data"]), svc_slug(v), lits), \
        pick(["the ops runbook", "docs/deploy.md", "the incident channel", "ops/notes.md"])


def fr_json(v, vals, lang):
    d = {camel(l): x for l, x, _ in vals}
    d = dict([("service", svc_slug(v))] + list(d.items()))
    return json.dumps(d, ensure_ascii=False, indent=pick([None, 2])), \
        pick(["config/local.json", "appsettings.Development.json", "secrets.dev.json", "fixtures/integration.json"])


def fr_yaml(v, vals, lang):
    body = "\n".join("  %s: %s" % (snake(l), x if chance(0.6) else '"%s"' % x) for l, x, _ in vals)
    return "%s:\n%s" % (svc_slug(v), body), pick(["config/application-prod.yml", "settings.yaml", "conf/integrations.yml"])


def fr_toml(v, vals, lang):
    body = "\n".join('%s = "%s"' % (snake(l), x) for l, x, _ in vals)
    return "[%s]\n%s" % (svc_slug(v), body), pick(["config.toml", "pyproject.toml's tool section", "settings/prod.toml"])


def fr_ini(v, vals, lang):
    body = "\n".join("%s = %s" % (snake(l), x) for l, x, _ in vals)
    return "[%s]\n%s" % (svc_slug(v), body), pick(["setup.cfg", "app.ini", "conf/integrations.ini", "~/.config/acme/credentials"])


def fr_gha(v, vals, lang):
    body = "\n".join("      %s: %s" % (l, x) for l, x, _ in vals)
    return "jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n" + body, \
        pick([".github/workflows/deploy.yml", ".github/workflows/nightly.yml", ".github/workflows/release.yml"])


def fr_gitlab(v, vals, lang):
    body = "\n".join('  %s: "%s"' % (l, x) for l, x, _ in vals)
    return "variables:\n" + body, pick([".gitlab-ci.yml", "ci/templates/deploy.gitlab-ci.yml"])


def fr_tf(v, vals, lang):
    if chance(0.5):
        out = []
        for l, x, _ in vals:
            out.append('variable "%s" {\n  type    = string\n  default = "%s"\n}' % (snake(l), x))
        return "\n".join(out), pick(["infra/variables.tf", "terraform/envs/prod/vars.tf"])
    body = "\n".join('  %s = "%s"' % (snake(l).split("_", 1)[-1], x) for l, x, _ in vals)
    return 'provider "%s" {\n%s\n}' % (svc_slug(v), body), pick(["infra/main.tf", "terraform/providers.tf", "modules/edge/provider.tf"])


def fr_helm(v, vals, lang):
    body = "\n".join("    %s: %s" % (camel(l), x) for l, x, _ in vals)
    return "secrets:\n  %s:\n%s" % (svc_slug(v), body), pick(["charts/api/values-prod.yaml", "helm/values.staging.yaml", "deploy/values.yaml"])


def fr_props(v, vals, lang):
    body = "\n".join("%s.%s=%s" % (svc_slug(v), snake(l).replace("_", "-"), x) for l, x, _ in vals)
    return body, pick(["src/main/resources/application.properties", "gradle.properties", "conf/app.properties"])


def fr_pwsh(v, vals, lang):
    return "\n".join('$env:%s = "%s"' % (l, x) for l, x, _ in vals), pick(["setup.ps1", "the Windows build agent profile", "scripts/dev.ps1"])


def fr_py_environ(v, vals, lang):
    return "\n".join('os.environ.setdefault("%s", "%s")' % (l, x) for l, x, _ in vals), \
        pick(["conftest.py", "scripts/backfill.py", "app/settings/local.py", "notebooks/explore.ipynb"])


def fr_sdk(v, vals, lang):
    listed = [(l, x) for l, x, s in vals]
    if chance(0.5):
        args = ", ".join('%s="%s"' % (snake(l).split("_", 1)[-1] if len(vals) > 1 else "api_key", x) for l, x in listed)
        return "client = %s(%s)" % (v["cls"], args), pick(["app/clients.py", "worker/tasks.py", "scripts/sync.py"])
    args = ", ".join("%s: '%s'" % (camel(l).split("_")[-1] if len(vals) > 1 else "apiKey", x) for l, x in listed)
    return "const client = new %s({ %s });" % (v["cls"].split(".")[-1], args), pick(["src/lib/client.ts", "server/index.js", "packages/core/src/api.ts"])


def fr_curl(v, vals, lang):
    x = [t for t in vals if t[2]][0][1]
    h = v["header"].format(t=x)
    return "curl -s -H '%s' %s" % (h, v["url"] or "https://api.example.internal/v1/ping"), \
        pick(["the API smoke test", "README's troubleshooting section", "a shell history", "docs/api.md"])


def fr_url(v, vals, lang):
    x = [t for t in vals if t[2]][0][1]
    return "%s?%s=%s" % (v["url"], v["qparam"], x), pick(["the cron job", "a bookmarked link", "the health-check config", "scripts/fetch.sh"])


def fr_log(v, vals, lang):
    x = [t for t in vals if t[2]][0][1]
    hdr = (v["header"] or "Authorization: Bearer {t}").split(":", 1)[0]
    return "%sT%sZ DEBUG http.client send: headers={'%s': '%s', 'User-Agent': 'python-requests/2.32'}" % (
        date_str(), time_str(), hdr, (v["header"] or "Authorization: Bearer {t}").split(": ", 1)[1].format(t=x)), \
        pick(["logs/worker.log", "the CloudWatch stream", "a Sentry breadcrumb", "kubectl logs output"])


GENERIC_FRAMES = [("env export", fr_export), (".env file", fr_dotenv), ("docker-compose env", fr_compose),
                  ("docker run -e", fr_docker_run), ("Dockerfile ENV", fr_dockerfile), ("kubectl secret literal", fr_k8s),
                  ("JSON config", fr_json), ("YAML config", fr_yaml), ("TOML config", fr_toml), ("INI config", fr_ini),
                  ("GitHub Actions env", fr_gha), ("GitLab CI variables", fr_gitlab), ("Terraform", fr_tf),
                  ("Helm values", fr_helm), ("Java properties", fr_props), ("PowerShell env", fr_pwsh),
                  ("python os.environ", fr_py_environ), ("SDK constructor", fr_sdk)]


# special frames -----------------------------------------------------------------------------
def sp_git_remote(v, vals, lang):
    x = vals[0][1]
    host = {"GitLab": "gitlab.com", "Bitbucket": "bitbucket.org", "Azure DevOps": "dev.azure.com/acme/platform/_git"}.get(v["name"], "github.com")
    user = {"GitLab": "oauth2", "Bitbucket": "jdeploy", "Azure DevOps": "build"}.get(v["name"], "x-access-token")
    return "git remote set-url origin https://%s:%s@%s/acme/%s.git" % (user, x, host, pick(["infra", "billing-api", "mobile-app"])), \
        pick(["the release script", ".git/config on the build box", "the CI cache step"])


def sp_npmrc(v, vals, lang):
    return "//registry.npmjs.org/:_authToken=%s\n@acme:registry=https://registry.npmjs.org/" % vals[0][1], ".npmrc"


def sp_pypirc(v, vals, lang):
    return "[pypi]\nusername = __token__\npassword = %s" % vals[0][1], "~/.pypirc"


def sp_slack_webhook(v, vals, lang):
    return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UAN, 9), rs(UAN, 10), vals[0][1]), \
        pick(["alertmanager.yml", "the deploy notifier", "scripts/notify.sh"])


def sp_discord_webhook(v, vals, lang):
    return "https://discord.com/api/webhooks/%d/%s" % (R.randint(10 ** 17, 10 ** 18), vals[0][1]), \
        pick(["the build notifier", "bot/config.py", "the Grafana contact point"])


def sp_telegram(v, vals, lang):
    return "curl 'https://api.telegram.org/bot%s/sendMessage?chat_id=-100%d&text=deploy+ok'" % (vals[0][1], R.randint(10 ** 9, 10 ** 10)), \
        pick(["the deploy hook", "ops/alerts.sh"])


def sp_aws_credentials(v, vals, lang):
    keys = {"AWS_ACCESS_KEY_ID": "aws_access_key_id", "AWS_SECRET_ACCESS_KEY": "aws_secret_access_key",
            "AWS_SESSION_TOKEN": "aws_session_token"}
    body = "\n".join("%s = %s" % (keys[l], x) for l, x, _ in vals)
    return "[%s]\n%s" % (pick(["default", "prod-admin", "legacy"]), body), "~/.aws/credentials"


def sp_curl_basic_pair(v, vals, lang):
    return "curl -X POST https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json -u %s:%s --data-urlencode 'Body=test'" % (
        vals[0][1], vals[0][1], vals[1][1]), pick(["the SMS runbook", "scripts/sms_test.sh"])


def sp_curl_basic_api(v, vals, lang):
    return "curl -s --user 'api:%s' https://api.mailgun.net/v3/mg.acme.io/messages -F to=qa@acme.io" % vals[0][1], \
        pick(["the mail smoke test", "Makefile"])


def sp_curl_basic_colon(v, vals, lang):
    return "curl -u %s: https://api.%s.com/v1/%s" % (vals[0][1], svc_slug(v), pick(["payments", "shipments", "orders"])), \
        pick(["the payment test script", "docs/integration.md"])


def sp_curl_basic_email(v, vals, lang):
    return "curl -u dev.kim@acme.io:%s https://acme.atlassian.net/rest/api/3/myself" % vals[0][1], \
        pick(["the Jira sync script", "a shell history"])


def sp_curl_basic_zendesk(v, vals, lang):
    return "curl https://acme.zendesk.com/api/v2/tickets.json -u support@acme.io/token:%s" % vals[0][1], "the support sync job"


def sp_curl_dd(v, vals, lang):
    return "curl -X GET https://api.datadoghq.com/api/v1/validate -H 'DD-API-KEY: %s' -H 'DD-APPLICATION-KEY: %s'" % (
        vals[0][1], vals[1][1]), pick(["the monitoring runbook", "a terminal paste"])


def sp_curl_naver(v, vals, lang):
    return "curl 'https://openapi.naver.com/v1/search/blog.json?query=test' -H 'X-Naver-Client-Id: %s' -H 'X-Naver-Client-Secret: %s'" % (
        vals[0][1], vals[1][1]), pick(["the crawler README", "scripts/search_test.sh"])


def sp_azure_conn(v, vals, lang):
    return "DefaultEndpointsProtocol=https;AccountName=acme%sstore;AccountKey=%s;EndpointSuffix=core.windows.net" % (
        pick(["prod", "logs", "media"]), vals[0][1]), pick(["local.settings.json", "appsettings.json", "the function app config"])


def sp_docker_login(v, vals, lang):
    return "echo skip && docker login -u acmebuild -p %s" % vals[0][1], pick(["the CI before_script", "build.sh"])


def sp_db_url_pscale(v, vals, lang):
    return "DATABASE_URL=mysql://%s:%s@aws.connect.psdb.cloud/%s?sslaccept=strict" % (rs(LAN, 12), vals[0][1], db_name()), ".env"


def sp_db_url_neon(v, vals, lang):
    return "postgresql://neondb_owner:%s@ep-%s-%s-a1b2c3.ap-southeast-1.aws.neon.tech/neondb?sslmode=require" % (
        vals[0][1], pick(["cool", "quiet", "young"]), pick(["river", "leaf", "moon"])), pick([".env", "the Prisma config"])


def sp_cloudinary(v, vals, lang):
    return "CLOUDINARY_URL=cloudinary://%s:%s@acme-media" % (vals[0][1], vals[1][1]), ".env"


def sp_terraformrc(v, vals, lang):
    return 'credentials "app.terraform.io" {\n  token = "%s"\n}' % vals[0][1], "~/.terraformrc"


def sp_sonar(v, vals, lang):
    return "sonar-scanner -Dsonar.projectKey=acme_api -Dsonar.host.url=https://sonar.acme.io -Dsonar.token=%s" % vals[0][1], "the Jenkinsfile"


def sp_codecov(v, vals, lang):
    return "codecov upload-process -t %s -f coverage.xml" % vals[0][1], "ci/coverage.sh"


def sp_nuget(v, vals, lang):
    return "dotnet nuget push bin/Release/*.nupkg --api-key %s --source https://api.nuget.org/v3/index.json" % vals[0][1], "the release pipeline"


def sp_cargo(v, vals, lang):
    return '[registry]\ntoken = "%s"' % vals[0][1], "~/.cargo/credentials.toml"


def sp_netrc_wandb(v, vals, lang):
    return "machine api.wandb.ai\n  login user\n  password %s" % vals[0][1], "~/.netrc"


def sp_tailscale(v, vals, lang):
    return "tailscale up --authkey=%s --hostname=build-%02d" % (vals[0][1], R.randint(1, 40)), "the cloud-init user-data"


def sp_ngrok(v, vals, lang):
    return 'version: "2"\nauthtoken: %s' % vals[0][1], "~/.config/ngrok/ngrok.yml"


def sp_kafka(v, vals, lang):
    return ("bootstrap.servers=pkc-%s.ap-northeast-2.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanisms=PLAIN\n"
            "sasl.username=%s\nsasl.password=%s") % (rs(LAN, 5), vals[0][1], vals[1][1]), "client.properties"


def sp_mc_alias(v, vals, lang):
    return "mc alias set backup https://minio.internal:9000 %s %s" % (vals[0][1], vals[1][1]), "the backup runbook"


def sp_wechat(v, vals, lang):
    return "https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=%s&secret=%s" % (vals[0][1], vals[1][1]), "the token refresh cron"


def sp_infura(v, vals, lang):
    return "WEB3_PROVIDER=https://mainnet.infura.io/v3/%s" % vals[0][1], ".env"


def sp_age(v, vals, lang):
    return "# created: %sT10:12:44+09:00\n# public key: age1%s\n%s" % (date_str(), rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58), vals[0][1]), "~/.config/sops/age/keys.txt"


def sp_eas(v, vals, lang):
    return "EXPO_TOKEN=%s eas build --platform ios --non-interactive" % vals[0][1], "the mobile release job"


def sp_snowflake(v, vals, lang):
    return ("snowflake.connector.connect(user='ETL_SVC', password='%s', account='ab12345.ap-northeast-2.aws', "
            "warehouse='TRANSFORM_WH')") % vals[0][1], "dags/load_orders.py"


SPECIAL = {"git_remote": sp_git_remote, "npmrc": sp_npmrc, "pypirc": sp_pypirc, "slack_webhook": sp_slack_webhook,
           "discord_webhook": sp_discord_webhook, "telegram_url": sp_telegram, "aws_credentials": sp_aws_credentials,
           "curl_basic_pair": sp_curl_basic_pair, "curl_basic_api": sp_curl_basic_api, "curl_basic_colon": sp_curl_basic_colon,
           "curl_basic_email": sp_curl_basic_email, "curl_basic_zendesk": sp_curl_basic_zendesk, "curl_dd": sp_curl_dd,
           "curl_naver": sp_curl_naver, "azure_conn": sp_azure_conn, "docker_login": sp_docker_login,
           "db_url_pscale": sp_db_url_pscale, "db_url_neon": sp_db_url_neon, "cloudinary_url": sp_cloudinary,
           "terraformrc": sp_terraformrc, "sonar_cli": sp_sonar, "codecov_cli": sp_codecov, "nuget_push": sp_nuget,
           "cargo_cred": sp_cargo, "netrc_wandb": sp_netrc_wandb, "tailscale_up": sp_tailscale, "ngrok_cfg": sp_ngrok,
           "kafka_props": sp_kafka, "mc_alias": sp_mc_alias, "wechat_url": sp_wechat, "infura_url": sp_infura,
           "age_keyfile": sp_age, "eas_cli": sp_eas, "snowflake_conn": sp_snowflake}


SPECIAL_LABEL = {"git_remote": "git remote URL with token", "npmrc": ".npmrc _authToken", "pypirc": ".pypirc password",
                 "slack_webhook": "webhook URL", "discord_webhook": "webhook URL", "telegram_url": "bot URL in curl",
                 "aws_credentials": "~/.aws/credentials profile", "curl_basic_pair": "curl -u sid:token",
                 "curl_basic_api": "curl --user api:key", "curl_basic_colon": "curl -u key:", "curl_basic_email": "curl -u email:token",
                 "curl_basic_zendesk": "curl -u email/token:", "curl_dd": "curl two key headers", "curl_naver": "curl id/secret headers",
                 "azure_conn": "connection string AccountKey", "docker_login": "docker login -p", "db_url_pscale": "DATABASE_URL password",
                 "db_url_neon": "postgres URL password", "cloudinary_url": "CLOUDINARY_URL", "terraformrc": "~/.terraformrc credentials block",
                 "sonar_cli": "scanner -D flag", "codecov_cli": "CLI -t flag", "nuget_push": "dotnet nuget push --api-key",
                 "cargo_cred": "cargo credentials.toml", "netrc_wandb": ".netrc password", "tailscale_up": "tailscale up --authkey",
                 "ngrok_cfg": "ngrok.yml authtoken", "kafka_props": "client.properties sasl.password", "mc_alias": "mc alias set positional",
                 "wechat_url": "token URL query", "infura_url": "provider URL path", "age_keyfile": "age keys.txt",
                 "eas_cli": "inline env before command", "snowflake_conn": "python connect(password=)"}

PLACE_KO = {".git/config on the build box": "빌드 서버 .git/config", "Makefile's env target": "Makefile env 타겟",
            "README's troubleshooting section": "README 트러블슈팅 섹션", "a Sentry breadcrumb": "센트리 브레드크럼",
            "a Slack thread": "슬랙 스레드", "a bookmarked link": "북마크 링크", "a shell history": "쉘 히스토리",
            "a terminal paste": "터미널 붙여넣기", "the API smoke test": "API 스모크 테스트", "the CI before_script": "CI before_script",
            "the CI cache step": "CI 캐시 스텝", "the CloudWatch stream": "클라우드워치 로그 스트림",
            "the Grafana contact point": "그라파나 컨택트 포인트", "the Jira sync script": "지라 동기화 스크립트",
            "the Prisma config": "프리즈마 설정", "the SMS runbook": "SMS 런북", "the Windows build agent profile": "윈도우 빌드 에이전트 프로필",
            "the bootstrap script": "부트스트랩 스크립트", "the build notifier": "빌드 알림 봇", "the crawler README": "크롤러 README",
            "the cron job": "크론잡", "the deploy hook": "배포 훅", "the deploy notifier": "배포 알림 스크립트",
            "the function app config": "펑션 앱 설정", "the health-check config": "헬스체크 설정", "the incident channel": "장애 대응 채널",
            "the mail smoke test": "메일 스모크 테스트", "the monitoring runbook": "모니터링 런북", "the ops runbook": "운영 런북",
            "the payment test script": "결제 테스트 스크립트", "the release script": "릴리즈 스크립트", "the runbook": "런북",
            "the support sync job": "CS 동기화 잡", "the Jenkinsfile": "Jenkinsfile", "the release pipeline": "릴리즈 파이프라인",
            "the cloud-init user-data": "cloud-init user-data", "the backup runbook": "백업 런북", "the token refresh cron": "토큰 갱신 크론",
            "the mobile release job": "모바일 릴리즈 잡", "kubectl logs output": "kubectl logs 출력",
            "pyproject.toml's tool section": "pyproject.toml tool 섹션", "the deploy script": "배포 스크립트"}

# --------------------------------------------------------------------------------------------
# vendor note composition
# --------------------------------------------------------------------------------------------
ENV_EN = ["staging", "prod", "dev", "QA", "the sandbox", "preview"]
ENV_KO = ["스테이징", "운영", "개발계", "QA", "샌드박스", "프리뷰"]

MC_WITH = {
    "en": ["Nobody mentioned that {v} is configured in {place}. Found this there:\n{s}",
           "Burned an hour on 401s from {v}; the working credential lives in {place}:\n{s}",
           "Missing context: {v} calls use what's in {place}, not the vault entry.\n{s}",
           "{place} already had {v} wired up like this:\n{s}",
           "Onboarding doc skips local {v} auth. What actually works:\n{s}",
           "Was told to just reuse the existing {v} setup. It is this, from {place}:\n{s}",
           "Didn't know where the {v} creds came from until I grepped {place}:\n{s}",
           "{v} integration in {env} is authenticated with the following (copied from {place})\n{s}"],
    "ko": ["{v} 설정이 {place}에 있는 줄 몰랐음. 거기 이렇게 들어가 있었음:\n{s}",
           "{v} 쪽에서 계속 401 떠서 한참 헤맴. 알고보니 {place}에 있던 걸 써야 했음\n{s}",
           "로컬에서 {v} 인증 어떻게 붙이는지 문서에 없음. 실제로 되는 설정:\n{s}",
           "{v} 키 어디 있냐고 물어보니 {place} 보라고 함 →\n{s}",
           "기존 {v} 세팅 그대로 쓰라고 해서 찾아봄. {place} 내용\n{s}",
           "{place} 열어보니 {v} 크리덴셜이 그대로 박혀있었음\n{s}",
           "{env} {v} 연동은 아래 값으로 붙어있음 ({place}에서 복사)\n{s}"]}
MC_PLAIN = {
    "en": ["Deploy failed with auth errors against {v}; took a while to find where the credential comes from.",
           "Couldn't reach {v} from the {env} worker. Root cause was credentials, not the network.",
           "{v} integration had no docs on how auth is wired in this repo.",
           "Spent the morning figuring out which {v} account {env} talks to.",
           "Task needed {v} access and I had no idea where the key lives.",
           "The {v} sync job kept failing silently; the client was falling back to an empty key."],
    "ko": ["{v} 연동 배포하다 인증 에러로 막힘. 키가 어디서 오는지 몰라서 시간 날림.",
           "{env} 워커에서 {v} 호출 실패. 네트워크 문제인 줄 알았는데 인증 문제였음.",
           "{v} 인증을 이 레포에서 어떻게 주입하는지 문서가 하나도 없었음.",
           "{env} 환경이 어느 {v} 계정 바라보는지 파악하는 데 오전 다 씀.",
           "작업에 {v} 권한이 필요했는데 키가 어디 있는지 아무도 안 알려줌",
           "{v} 동기화 배치가 조용히 실패하고 있었음. 클라이언트가 빈 키로 떨어지고 있었던 것."]}
LE_WITH = {
    "en": ["Check {place} before asking around about {v}. The live one is:\n{s}",
           "The {v} credential that currently works (don't regenerate, reuse it):\n{s}",
           "Lesson: {v} reads this, from {place}:\n{s}",
           "Next time copy it straight from {place}:\n{s}",
           "{v} auth works once this is set:\n{s}"],
    "ko": ["{v} 키는 {place} 먼저 볼 것. 현재 살아있는 값:\n{s}",
           "새로 발급하지 말고 기존 {v} 걸 재사용하면 됨\n{s}",
           "{v}는 이 값 읽음 ({place}):\n{s}",
           "다음엔 {place}에서 바로 복사하면 됨\n{s}",
           "이거 세팅하면 {v} 인증 바로 붙음\n{s}"]}
LE_PLAIN = {
    "en": ["Grep the repo for {v} config before assuming it is missing.",
           "When {v} returns 401, compare the vault entry with what {place} actually sets.",
           "Auth errors from {v} are almost always a wrong-environment key, not an outage.",
           "Keep {v} settings in one place; having them in {place} and in the vault is confusing.",
           "Run the {v} smoke test right after changing credentials instead of waiting for the nightly job."],
    "ko": ["{v} 설정 없다고 단정하기 전에 레포 전체 grep 먼저.",
           "{v} 401 나면 볼트 값이랑 {place} 값 비교해볼 것.",
           "{v} 인증 에러는 거의 환경별 키 혼동임. 장애 아님.",
           "{v} 관련 설정은 한 군데로 모으자. {place}랑 볼트에 나눠져 있어서 헷갈림.",
           "키 바꾸면 야간 배치 기다리지 말고 {v} 스모크 테스트 바로 돌려볼 것."]}
AK_WITH = {
    "en": ["Is this {v} key still valid or was it rotated? {s}",
           "Should `{s}` be moved into the secret store?",
           "Who owns the {v} account behind {s}?",
           "Can I keep using {s} for {v} in {env}, or is there a separate one?"],
    "ko": ["이 {v} 키 아직 유효한지? 로테이션 됐는지 확인 필요: {s}",
           "{s} 이거 시크릿 매니저로 옮겨야 하나요?",
           "{env}에서도 {s} 그대로 써도 되는지, 별도 키 있는지?",
           "{s} 이 키 주인 누구예요?"]}
AK_WITH_ML = {
    "en": ["Is this {v} config still valid, or was it rotated?\n{s}", "Should this move to the vault?\n{s}"],
    "ko": ["이 {v} 설정 아직 유효한지 확인 부탁:\n{s}", "이거 볼트로 옮겨야 하는지?\n{s}"]}
AK_PLAIN = {
    "en": ["Who owns the {v} account and where is the key supposed to live?", "Is there a staging-only {v} key?", "",
           "Which vault path is canonical for {v}?", "Does {v} have IP allow-listing we should know about?"],
    "ko": ["{v} 계정 오너 누구인지?", "스테이징 전용 {v} 키 따로 있는지?", "", "{v} 키 볼트 경로 어디가 정답인지?",
           "{v} 쪽 IP 화이트리스트 있는지 확인"]}

PROSE = {
    "en": ["the {v} key I ended up using was {t} and it worked on the first try",
           "{v} only accepted {t}, the one from the old wiki page",
           "ops pasted {t} in the channel as the current {v} credential",
           "turns out {t} is the {v} key everybody uses locally",
           "I swapped in {t} for {v} and the 401s went away"],
    "ko": ["{v} 키는 {t} 이거 쓰면 됨",
           "{v} 토큰 {t}로 바꿨더니 바로 됨",
           "결국 {t}이 맞는 {v} 키였음",
           "팀장님이 {v}는 {t} 쓰라고 하심",
           "{v} 꺼 {t} 이걸로 교체 완료",
           "슬랙에 누가 올려둔 {t}가 현재 {v} 값이라고 함"]}


def prose_vals(v, vals, lang):
    listed = [x for l, x, s in vals if s]
    if len(vals) == 1:
        return listed[0]
    parts = []
    for l, x, s in vals:
        nm = l.split("_", 1)[-1].lower().replace("_", " ")
        parts.append("%s %s" % (nm, x))
    return (", " if lang == "en" else " / ").join(parts)


def vendor_note(v, lang, frame_kind):
    vals = [(l, g(), s) for l, g, s in v["toks"]]
    vname = v["name"] if lang == "en" or chance(0.5) else v["ko"]
    env = pick(ENV_EN if lang == "en" else ENV_KO)
    slot = R.choices(["mc", "le", "ak"], weights=[52, 18, 30])[0]
    if frame_kind == "prose":
        snip = pick(PROSE[lang]).format(v=vname, t=prose_vals(v, vals, lang))
        place = pick(["the team wiki", "a DM", "the channel"]) if lang == "en" else pick(["팀 위키", "DM", "채널"])
        flabel = "prose (no label)" if lang == "en" else "Korean prose (no label)"
        multiline = False
    else:
        if frame_kind in SPECIAL:
            flabel, fn = SPECIAL_LABEL[frame_kind], SPECIAL[frame_kind]
        else:
            flabel, fn = frame_kind
        snip, place = fn(v, vals, lang)
        multiline = "\n" in snip or len(snip) > 80
    if lang == "ko":
        place = PLACE_KO.get(place, place)
    fmt = dict(v=vname, place=place, env=env, s=snip)
    mc = pick(MC_PLAIN[lang]).format(**fmt)
    le = pick(LE_PLAIN[lang]).format(**fmt)
    ak = pick(AK_PLAIN[lang]).format(**fmt)
    if frame_kind == "prose":
        if slot == "mc":
            mc = mc + (" Eventually: " if lang == "en" else " 결론: ") + snip + "."
        elif slot == "le":
            le = le + (" FWIW " if lang == "en" else " 참고로 ") + snip + "."
        else:
            ak = ("Is it ok that " + snip + "?") if lang == "en" else (snip + " 라는데 맞나요?")
    else:
        if slot == "mc":
            mc = pick(MC_WITH[lang]).format(**fmt)
        elif slot == "le":
            le = pick(LE_WITH[lang]).format(**fmt)
        else:
            ak = pick(AK_WITH_ML[lang] if multiline else AK_WITH[lang]).format(**fmt)
    secrets = []
    for l, x, s in vals:
        if s and x not in secrets:
            secrets.append(x)
    cat = "vendor %s [%s]" % (flabel, v["name"])
    return {"missing_context": mc, "lesson": le, "ask_next_time": ak}, secrets, cat


def vendor_frames(v, lang):
    fr = list(GENERIC_FRAMES)
    if v["header"]:
        fr.append(("curl header", fr_curl))
        fr.append(("log excerpt header", fr_log))
    if v["url"] and v["qparam"]:
        fr.append(("URL query param", fr_url))
    return fr

# --------------------------------------------------------------------------------------------
# non-vendor secret templates
# --------------------------------------------------------------------------------------------
from urllib.parse import quote

SECRET_T = []


def sec(cat, n=2):
    def deco(fn):
        SECRET_T.append((cat, fn, n))
        return fn
    return deco


def F(mc, le, ak=""):
    return {"missing_context": mc, "lesson": le, "ask_next_time": ak}


@sec("shell: mysql -p attached password", 3)
def _(lang):
    h, u, d, p = host_name(), user_name(), db_name(), pick([pw_strong, pw_alnum, pw_human])(  )
    cmd = "mysql -h %s -u %s -p%s %s" % (h, u, p, d)
    if lang == "en":
        return F("Needed to inspect the %s table on staging; nobody told me the runbook connects with `%s`." % (d, cmd),
                 pick(["The replica lags ~30s, read from the primary for anything you just wrote.",
                       "Use --default-character-set=utf8mb4 or Korean names come back as ????."]),
                 pick(["", "Is there a read-only user for this?"])), [p]
    return F("스테이징 %s 테이블 확인하려는데 접속 정보를 몰라서 막혔음" % d,
             "이렇게 붙으면 됨 → %s\n(-p랑 비번 사이 공백 없음 주의)" % cmd, "운영 DB 읽기 전용 계정은 따로 있는지?"), [p]


@sec("shell: mysql --password= long flag")
def _(lang):
    u, p = user_name(), pw_strong()
    cmd = "mysqldump --single-transaction -h %s --user=%s --password='%s' %s > dump.sql" % (host_name(), u, p, db_name())
    if lang == "en":
        return F("Backfill needed a fresh dump of prod; I didn't know the nightly dump job is just a shell loop.",
                 "The dump command it uses:\n%s\nIt takes ~40 min, run it off-peak." % cmd, ""), [p]
    return F("운영 덤프 새로 떠야 했는데 야간 덤프 잡이 그냥 쉘 루프인 줄 몰랐음",
             "덤프 40분 정도 걸리니 피크 시간 피할 것", "%s ← 이 명령 그대로 써도 되나요?" % cmd), [p]


@sec("shell: PGPASSWORD env prefix", 3)
def _(lang):
    p, u, h, d = pw_any(), user_name(), host_name(), db_name()
    cmd = "PGPASSWORD=%s psql -h %s -U %s -d %s -c '\\dt'" % (p if chance(0.5) else "'%s'" % p, h, u, d)
    if lang == "en":
        return F("The migration check script shells out to psql; I didn't know it needs PGPASSWORD inline.",
                 pick(["Run it like this: ", "Working invocation: "]) + cmd,
                 "Can we switch this to a .pgpass or IAM auth?"), [p]
    return F("마이그레이션 체크 스크립트가 psql을 직접 호출함. PGPASSWORD 앞에 붙여야 되는 거 몰랐음",
             "실행 예: " + cmd, "이거 .pgpass 나 IAM 인증으로 바꿀 수 있는지?"), [p]


@sec("shell: sshpass -p")
def _(lang):
    p = pick([pw_human, pw_strong])()
    ip = ipv4_private()
    cmd = "sshpass -p '%s' ssh -o StrictHostKeyChecking=no ubuntu@%s" % (p, ip)
    if lang == "en":
        return F("Legacy box %s has no key auth; the deploy script uses `%s`." % (ip, cmd),
                 "Add your key to authorized_keys on first login so you stop needing this.", ""), [p]
    return F("레거시 서버 %s 는 키 인증 안 됨" % ip, "배포 스크립트가 이렇게 접속함: %s" % cmd,
             "이 서버 언제 키 인증으로 바꾸는지?"), [p]


@sec("shell: redis-cli -a")
def _(lang):
    p = pw_alnum(R.randint(16, 32))
    cmd = "redis-cli -h %s -p 6379 -a %s --no-auth-warning FLUSHDB" % (pick(["cache-01.internal", "10.1.4.22", "redis.stg"]), p)
    if lang == "en":
        return F("Needed to clear the staging cache after the schema change.", "Did it with `%s` - careful, db 0 is shared with sessions." % cmd,
                 ""), [p]
    return F("스키마 변경 후 스테이징 캐시 비워야 했음", "%s\n이걸로 날림. db 0은 세션이랑 같이 써서 조심" % cmd, ""), [p]


@sec("shell: curl -u user:pass")
def _(lang):
    u, p = pick(["admin", "elastic", "ops", "jenkins"]), pw_any()
    cmd = "curl -u %s:%s https://%s/%s" % (u, p, pick(["es.internal:9200", "jenkins.acme.io", "nexus.corp"]), pick(["_cat/indices?v", "api/json", "service/rest/v1/status"]))
    if lang == "en":
        return F("Health-check endpoint needs basic auth, not documented anywhere.", "Works with: " + cmd,
                 "Is there a service account we should use instead of the shared one?"), [p]
    return F("헬스체크 엔드포인트가 베이직 인증 걸려있는데 문서에 없음", "이렇게 하면 됨 " + cmd,
             "공용 계정 말고 서비스 계정 따로 있나요?"), [p]


@sec("shell: htpasswd -b positional")
def _(lang):
    p = pw_human()
    cmd = "htpasswd -b /etc/nginx/.htpasswd %s %s" % (pick(["qa", "partner", "viewer"]), p)
    if lang == "en":
        return F("Staging is behind nginx basic auth for partners.", "Added the partner login with `%s` and reloaded nginx." % cmd,
                 "Should partners get per-company logins?"), [p]
    return F("스테이징은 파트너용으로 nginx 베이직 인증 걸려있음", "파트너 계정 추가: %s 후 nginx reload" % cmd, ""), [p]


@sec("shell: docker login -p")
def _(lang):
    p = pw_strong()
    cmd = "docker login harbor.acme.io -u robot$ci -p %s" % p
    if lang == "en":
        return F("Pulling from the private Harbor registry failed with 'unauthorized'.", "CI logs in with\n" + cmd,
                 "Can we switch to --password-stdin here?"), [p]
    return F("사내 하버 레지스트리 pull 할 때 unauthorized 남", "CI는 이렇게 로그인함\n" + cmd,
             "여기도 --password-stdin 으로 바꿀 수 있나?"), [p]


@sec("shell: openssl -passin pass:")
def _(lang):
    p = pick([passphrase, pw_strong])()
    pq = p if " " not in p else "'%s'" % p
    cmd = "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % pq
    if lang == "en":
        return F("The Java service wants a .p12 keystore, not PEM files.", "Built it with `%s`; the same value goes into KEYSTORE_PASSWORD." % cmd, ""), [p]
    return F("자바 서비스가 PEM 말고 .p12 키스토어를 요구함", "%s 로 만들었고 KEYSTORE_PASSWORD에도 같은 값 넣음" % cmd, ""), [p]


@sec("shell: sqlcmd -P")
def _(lang):
    p = pw_strong()
    cmd = "sqlcmd -S tcp:%s,1433 -U sa -P \"%s\" -Q \"SELECT name FROM sys.databases\"" % (pick(["mssql-01", "10.30.1.7", "erp-db"]), p)
    if lang == "en":
        return F("ERP sync reads from SQL Server; I had no idea sa was still used.", "Service accounts per integration make audits possible; sa should be disabled for apps.", "Why does the sync still use sa? It runs `%s`" % cmd), [p]
    return F("ERP 동기화가 SQL Server 에서 읽는데 아직 sa 계정 씀", "확인용 쿼리: %s" % cmd, "sa 말고 전용 계정 만들 수 있는지?"), [p]


@sec("shell: smbclient -U user%pass")
def _(lang):
    p = pw_human()
    cmd = "smbclient //fs01/shared -U 'CORP\\scanner%%%s' -c 'ls'" % p
    if lang == "en":
        return F("Scanned invoices land on the old Windows share.", "Listing works with " + cmd, ""), [p]
    return F("스캔한 인보이스가 예전 윈도우 공유폴더에 떨어짐", "목록 확인: " + cmd, "이 공유폴더 언제 S3로 옮기나요"), [p]


@sec("shell: rabbitmqctl add_user positional")
def _(lang):
    p = pw_alnum()
    cmd = "rabbitmqctl add_user order-consumer %s && rabbitmqctl set_permissions -p /orders order-consumer '.*' '.*' '.*'" % p
    if lang == "en":
        return F("Consumers for the new queue need their own RabbitMQ user.", cmd, "Is /orders the right vhost for refunds too?"), [p]
    return F("새 큐 컨슈머용 RabbitMQ 유저 필요했음", cmd + "\n로 생성함", ""), [p]


@sec("shell: keytool -storepass/-keypass")
def _(lang):
    p1, p2 = pw_strong(), pw_strong()
    cmd = "keytool -genkeypair -alias upload -keystore upload.jks -storepass %s -keypass %s -validity 9125" % (p1, p2)
    if lang == "en":
        return F("Android release signing: the upload keystore was generated by hand.", "Original command from the wiki:\n" + cmd, ""), [p1, p2]
    return F("안드로이드 릴리즈 서명용 업로드 키스토어를 누가 수동으로 만들었음", "위키에 남아있던 생성 명령:\n" + cmd, "이 키스토어 백업 어디 있음?"), [p1, p2]


@sec("shell: 7z/zip -p archive password")
def _(lang):
    p = pick([pw_human, pw_strong, pw_ko_keyboard])()
    if lang == "en":
        return F("Customer export is delivered as an encrypted zip.", "Created with `7z a -p%s export_%s.7z export/` and the password goes by phone." % (p, date_str()), ""), [p]
    return F("고객 추출 데이터는 암호 걸린 zip 으로 전달", "zip -P %s export.zip export/*.csv 로 압축함. 비번은 전화로 전달" % p, ""), [p]


@sec("shell: ldapsearch -w")
def _(lang):
    p = pw_strong()
    cmd = "ldapsearch -H ldaps://ldap.corp:636 -D 'cn=svc-gitlab,ou=svc,dc=corp,dc=local' -w '%s' -b 'dc=corp,dc=local' '(uid=jdoe)'" % p
    if lang == "en":
        return F("GitLab LDAP sync failed for new hires.", "Debugged by binding as the service account:\n" + cmd,
                 "Who rotates the svc-gitlab password?"), [p]
    return F("신규 입사자 GitLab LDAP 동기화 안 됨", "서비스 계정으로 직접 바인드해서 확인함\n" + cmd, ""), [p]


@sec("shell: wget --password")
def _(lang):
    p = pw_human()
    cmd = "wget --user=build --password=%s https://nexus.corp/repository/raw/tools/jdk-21.tar.gz" % p
    if lang == "en":
        return F("The base image build downloads the JDK from Nexus, not the internet.", "The JDK tarball is mirrored in Nexus raw repo; bump it there first when upgrading.", "Is this still right? `%s`" % cmd), [p]
    return F("베이스 이미지 빌드할 때 JDK를 인터넷이 아니라 넥서스에서 받음", cmd, ""), [p]


@sec("shell: git clone https user:pass")
def _(lang):
    p = pw_human()
    url = "https://jkim:%s@git.acme.local/platform/deploy-scripts.git" % quote(p, safe="")
    if lang == "en":
        return F("The on-prem Gitea has no SSO; the cron job clones with `git clone %s`." % url, "Percent-encode special characters in the password or git chokes.", ""), [quote(p, safe="")]
    return F("온프렘 깃티에 SSO 없음", "크론잡이 이렇게 클론함 git clone %s\n비번에 특수문자 있으면 퍼센트 인코딩해야 함" % url, ""), [quote(p, safe="")]


@sec("shell: ipmitool -P")
def _(lang):
    p = pick([pw_alnum, pw_human])()
    cmd = "ipmitool -I lanplus -H 10.99.0.%d -U ADMIN -P %s chassis power cycle" % (R.randint(10, 90), p)
    if lang == "en":
        return F("Bare-metal node hung; only way back was through the BMC.", cmd, "Should BMC creds be per-node?"), [p]
    return F("베어메탈 노드 먹통. BMC로만 복구 가능했음", "BMC 접근은 관리망 VPN 붙어야 됨. 일반 VPN으로는 안 보임", "%s  이거 말고 다른 방법 있나요?" % cmd), [p]


@sec("shell: crontab line with password")
def _(lang):
    p = pw_alnum()
    line = "30 3 * * * /usr/bin/mysqldump -uroot -p%s --all-databases | gzip > /backup/all_$(date +\\%%F).sql.gz" % p
    if lang == "en":
        return F("Found the backup job in root's crontab, not in any repo:\n" + line, "Backups are local only; nothing ships offsite.", ""), [p]
    return F("백업 잡이 레포가 아니라 root crontab 에 있었음", "crontab -l 결과:\n" + line, "오프사이트 백업은 없는 건지?"), [p]


# ---- connection strings ---------------------------------------------------------------------
@sec("dsn: postgres URL", 3)
def _(lang):
    p, u = pw_alnum(), user_name()
    url = "postgres://%s:%s@%s:5432/%s?sslmode=require" % (u, p, host_name(), db_name())
    slot = pick(["mc", "le", "ak"])
    if lang == "en":
        s = "DATABASE_URL=" + url
        return F("Tests passed locally but the integration suite needs a real DB." + ("\n" + s if slot == "mc" else ""),
                 ("Point it at staging: " + s) if slot == "le" else "Integration tests are skipped unless DATABASE_URL is set.",
                 ("Is `%s` ok to use from CI?" % url) if slot == "ak" else ""), [p]
    s = "DATABASE_URL=" + url
    return F("로컬은 통과하는데 통합 테스트는 실제 DB 필요함" + ("\n" + s if slot == "mc" else ""),
             ("스테이징 DB로 붙이면 됨: " + s) if slot == "le" else "DATABASE_URL 없으면 통합 테스트는 스킵됨",
             ("CI에서 %s 이거 써도 되나요?" % url) if slot == "ak" else ""), [p]


@sec("dsn: mysql URL percent-encoded password")
def _(lang):
    p = pw_strong(punct="@#%/:?!")
    while not any(c in p for c in "@#/:?%"):
        p = pw_strong(punct="@#%/:?!")
    enc = quote(p, safe="")
    url = "mysql+pymysql://%s:%s@%s:3306/%s" % (user_name(), enc, host_name(), db_name())
    if lang == "en":
        return F("SQLAlchemy kept failing to parse the DSN because the password has an @ in it.",
                 "Fixed by percent-encoding it: " + url, ""), [enc]
    return F("비번에 특수문자 들어가서 SQLAlchemy 가 DSN 파싱 실패", "퍼센트 인코딩해서 해결 → " + url, ""), [enc]


@sec("dsn: mongodb+srv")
def _(lang):
    p = pw_alnum()
    url = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (pick(["appUser", "analytics", "admin"]), p, rs(LAN, 5), db_name())
    if lang == "en":
        return F("Atlas cluster is only reachable from the VPC peering; my laptop IP wasn't allow-listed.",
                 "Once on VPN, this URI works: " + url, "Who can add IPs to the Atlas access list?"), [p]
    return F("아틀라스 클러스터는 VPC 피어링으로만 접근됨. 내 IP 허용 안 되어있었음", "VPN 붙은 다음 이 URI로 접속됨\n" + url, ""), [p]


@sec("dsn: redis URL with password", 3)
def _(lang):
    p = pw_alnum(R.randint(20, 32))
    url = pick(["redis://:%s@%s:6379/0", "rediss://default:%s@%s:6380/1"]) % (p, pick(["redis-master.cache.svc", "10.2.0.15", "cache.stg.internal"]))
    if lang == "en":
        return F("Celery workers in staging silently used the wrong broker.", "Broker URL comes from the Helm values, not from the app settings module.", "Broker is `CELERY_BROKER_URL=%s` - is that the shared instance?" % url), [p]
    return F("스테이징 셀러리 워커가 엉뚱한 브로커를 보고 있었음", "브로커 설정 CELERY_BROKER_URL=%s" % url, "이거 공용 인스턴스 맞나요?"), [p]


@sec("dsn: amqp URL")
def _(lang):
    p = pw_human()
    url = "amqp://orders:%s@rabbit.internal:5672/%%2Forders" % p
    if lang == "en":
        return F("Couldn't find where the consumer gets its broker address: it's `BROKER=%s` in the systemd unit." % url,
                 "systemd units override the .env file.", ""), [p]
    return F("컨슈머가 브로커 주소를 어디서 받는지 몰랐음", "systemd 유닛 파일에 박혀있음 BROKER=%s" % url, ""), [p]


@sec("dsn: JDBC sqlserver with password")
def _(lang):
    p = pw_strong()
    url = "jdbc:sqlserver://erp-db.corp:1433;databaseName=ERP;user=erp_reader;password=%s;encrypt=true;trustServerCertificate=true" % p
    if lang == "en":
        return F("The reporting tool connects straight to the ERP database.", "Its connection string:\n" + url, ""), [p]
    return F("리포팅 툴이 ERP DB에 직접 붙음", "리포팅 툴은 읽기 전용 복제본을 봐야 하는데 원본 DB 보고 있었음", "이 접속 문자열 그대로 써도 되나요? " + url), [p]


@sec("dsn: Oracle sqlplus user/pass@")
def _(lang):
    p = pw_alnum()
    cmd = "sqlplus scott_app/%s@//ora-prd.corp:1521/ORCLPDB1" % p
    if lang == "en":
        return F("Legacy billing still lives in Oracle.", "Connect with: " + cmd + "\nNLS_LANG must be KOREAN_KOREA.AL32UTF8.", ""), [p]
    return F("레거시 빌링은 아직 오라클에 있음", "접속: " + cmd + "\nNLS_LANG=KOREAN_KOREA.AL32UTF8 안 하면 한글 깨짐", ""), [p]


@sec("dsn: ADO.NET connection string")
def _(lang):
    p = pw_strong()
    cs = "Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=crm;User ID=crmapp;Password=%s;Encrypt=True;" % p
    if lang == "en":
        return F("The .NET admin tool reads ConnectionStrings:Default from appsettings.", "Current value: " + cs, ""), [p]
    return F(".NET 어드민 툴은 appsettings 의 ConnectionStrings:Default 읽음", "현재 값\n" + cs, "Managed Identity 로 바꿀 계획 있나요?"), [p]


@sec("dsn: Kafka JAAS config")
def _(lang):
    p = pw_alnum(R.randint(24, 40))
    jaas = 'sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="svc-ingest" password="%s";' % p
    if lang == "en":
        return F("Consumer failed with SaslAuthenticationException; mechanism was SCRAM not PLAIN.", "Working line:\n" + jaas, ""), [p]
    return F("컨슈머가 SaslAuthenticationException 남. PLAIN 이 아니라 SCRAM 이었음", "Confluent 가 아니라 사내 카프카라 SCRAM-SHA-512 써야 함", "이 설정 맞나요?\n" + jaas), [p]


@sec("dsn: clickhouse URL")
def _(lang):
    p = pw_alnum()
    url = "clickhouse://default:%s@ch-01.analytics.internal:9000/events" % p
    if lang == "en":
        return F("Event analytics are in ClickHouse, not Postgres as I assumed.", "Native protocol URL: " + url, ""), [p]
    return F("이벤트 분석 데이터는 포스트그레스가 아니라 클릭하우스에 있음", "접속 URL " + url, ""), [p]


@sec("dsn: SMTP URL")
def _(lang):
    p = pw_human()
    url = "smtps://noreply%%40acme.io:%s@smtp.office365.com:465" % p
    if lang == "en":
        return F("Password-reset emails go through the O365 mailbox.", "O365 SMTP needs the mailbox to have SMTP AUTH enabled per user.", "Is `EMAIL_URL=%s` the intended setup?" % url), [p]
    return F("비밀번호 재설정 메일은 O365 메일박스로 나감", "EMAIL_URL=%s 로 설정돼 있음" % url, ""), [p]


@sec("dsn: MQTT / neo4j / ftp URL")
def _(lang):
    p = pw_alnum()
    url = pick(["mqtt://iot-gw:%s@broker.factory.local:1883", "bolt://neo4j:%s@graph.internal:7687", "ftp://edi:%s@ftp.partner.co.kr/inbound"]) % p
    if lang == "en":
        return F("Integration endpoint wasn't in any doc; it's hard-coded as " + url, "Move it to config before the partner changes it again.", ""), [p]
    return F("연동 엔드포인트가 어디에도 문서화 안 돼있음", "코드에 하드코딩 → " + url, ""), [p]


@sec("dsn: snowflake/elastic URL in code")
def _(lang):
    p = pw_strong(punct="!*-_")
    url = "https://elastic:%s@logs.es.internal:9200" % p
    code = "es = Elasticsearch(\"%s\", verify_certs=False)" % url
    if lang == "en":
        return F("The log search script talks to ES directly.", code, "Can we get an API key instead of the elastic superuser?"), [p]
    return F("로그 검색 스크립트가 ES에 직접 붙음", code, "elastic 슈퍼유저 말고 API 키로 바꿀 수 있나"), [p]


# ---- HTTP auth ------------------------------------------------------------------------------
@sec("http: Authorization Basic header", 3)
def _(lang):
    u, p = pick(["admin", "api", "partner_kr", "svc_batch"]), pw_any()
    blob = b64("%s:%s" % (u, p))
    line = "-H 'Authorization: Basic %s'" % blob
    if lang == "en":
        return F("Partner API uses basic auth; their docs only show the header.", "The partner rate-limits to 10 rps; batch the order sync.", "curl https://partner.example.com/v2/orders %s - is this header still accepted?" % line), [blob]
    return F("파트너 API는 베이직 인증. 문서엔 헤더만 나와있음", "curl https://partner.example.co.kr/v2/orders " + line, ""), [blob]


@sec("http: session cookie header")
def _(lang):
    sess = rs(B64U, 48)
    hdr = "Cookie: sessionid=%s; csrftoken=%s" % (sess, rs(AN, 32))
    if lang == "en":
        return F("Reproduced the admin bug by replaying a logged-in request:\n" + hdr, "Admin session cookies last 14 days.", ""), [sess]
    return F("어드민 버그 재현하려고 로그인된 요청 그대로 재전송함", "사용한 헤더\n" + hdr, ""), [sess]


@sec("http: bearer JWT in header")
def _(lang):
    tok = t_jwt({"sub": str(R.randint(1000, 99999)), "role": "admin", "exp": R.randint(1760000000, 1790000000)})
    if lang == "en":
        return F("Internal admin API needs a JWT; I didn't know how to mint one.", "Borrowed a live one from the browser: Authorization: Bearer " + tok, ""), [tok]
    return F("내부 어드민 API는 JWT 필요", "로컬에서는 dev 토큰 발급 스크립트가 따로 있음 (scripts/mint_dev_jwt.py)", "브라우저에서 복사한 Authorization: Bearer %s 이거 써도 되나요?" % tok), [tok]


@sec("http: X-API-Key internal")
def _(lang):
    k = rs(AN, 40)
    if lang == "en":
        return F("The pricing service requires an internal key header.", "curl -H 'X-API-Key: %s' http://pricing.svc:8080/quote" % k, ""), [k]
    return F("가격 서비스는 내부 키 헤더 필요", "X-API-Key: %s 붙여서 호출하면 됨" % k, ""), [k]


@sec("http: Proxy-Authorization")
def _(lang):
    p = pw_alnum()
    url = "http://crawler:%s@proxy.corp:3128" % p
    if lang == "en":
        return F("Outbound calls from the build subnet must go through the corporate proxy.", "export HTTPS_PROXY=" + url, ""), [p]
    return F("빌드 서브넷에서 외부 호출은 사내 프록시 거쳐야 함", "export HTTPS_PROXY=" + url, "프록시 계정 개인별로 받을 수 있나요?"), [p]


# ---- SQL ------------------------------------------------------------------------------------
@sec("sql: CREATE USER IDENTIFIED BY", 3)
def _(lang):
    p = pw_any()
    q = "CREATE USER 'report_ro'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON %s.* TO 'report_ro'@'%%';" % (p.replace("'", "''"), db_name())
    if lang == "en":
        return F("BI team needed read access; there was no read-only user yet.", "Created it:\n" + q, ""), [p.replace("'", "''")]
    return F("BI팀 읽기 권한 요청. 읽기전용 계정이 없었음", "생성한 쿼리\n" + q, "권한 범위 이 정도면 되는지?"), [p.replace("'", "''")]


@sec("sql: ALTER USER WITH PASSWORD")
def _(lang):
    p = pw_alnum()
    q = "ALTER USER airflow WITH PASSWORD '%s';" % p
    if lang == "en":
        return F("Airflow scheduler lost DB access after the password expiry policy kicked in.", "Reset with `%s` and restarted the scheduler." % q, ""), [p]
    return F("비번 만료 정책 때문에 airflow 스케줄러가 DB 접속 못함", "%s 실행 후 스케줄러 재시작" % q, ""), [p]


@sec("sql: ALTER ROLE postgres PASSWORD (migration file)")
def _(lang):
    p = pw_strong()
    if lang == "en":
        return F("Found a migration that sets the superuser password: V12__init_roles.sql contains\nALTER ROLE postgres PASSWORD '%s';" % p,
                 "Migrations are applied in every env, so the same password is everywhere.", "Can we squash this migration out?"), [p]
    return F("마이그레이션 파일에서 슈퍼유저 비번 세팅하는 거 발견", "V12__init_roles.sql 내용\nALTER ROLE postgres PASSWORD '%s';\n모든 환경에 적용됨" % p, ""), [p]


# ---- private keys & crypto ------------------------------------------------------------------
def ec_pem():
    body = "MHcCAQEEI" + rs(B64, 55)
    l2 = rs(B64, 64)
    l3 = rs(B64, 34) + "=="
    return [body, l2, l3]


@sec("key: EC PRIVATE KEY PEM", 3)
def _(lang):
    lines = ec_pem()
    pem = "-----BEGIN EC PRIVATE KEY-----\n%s\n-----END EC PRIVATE KEY-----" % "\n".join(lines)
    if lang == "en":
        return F("APNs push needs a signing key and it wasn't in the vault.", "The one the old server used (from /opt/push/key.pem):\n" + pem, ""), lines
    return F("APNs 푸시 서명 키가 볼트에 없었음", "예전 서버 /opt/push/key.pem 에 있던 거\n" + pem, "이 키 볼트에 넣어도 되나요?"), lines


@sec("key: OpenSSH private key")
def _(lang):
    lines = ["b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
             "QyNTUxOQAAACA" + rs(B64, 57), rs(B64, 70), rs(B64, 70), rs(B64, 34) + "ECAwQF"]
    key = "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(lines)
    if lang == "en":
        return F("Deploy key for the config repo wasn't anywhere I could find.", "It was pasted in the old ticket:\n" + key, ""), lines
    return F("설정 레포 배포 키를 못 찾음", "예전 티켓에 붙어있던 키\n" + key, ""), lines


@sec("key: PKCS8 ed25519 one-liner")
def _(lang):
    body = "MC4CAQAwBQYDK2VwBCIEI" + rs(B64, 43)
    pem = "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----" % body
    if lang == "en":
        return F("License signing uses an Ed25519 key.", "Signing happens in the release job only; never sign locally.", "Is this the prod signing key or a test one?\n" + pem), [body]
    return F("라이선스 서명에 Ed25519 키 씀", "서명 키\n" + pem, ""), [body]


@sec("key: GCP service-account JSON private_key")
def _(lang):
    l1, l2, l3 = "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQC" + rs(B64, 13), rs(B64, 64), rs(B64, 64)
    js = ('{\n  "type": "service_account",\n  "project_id": "acme-data-prod",\n  "private_key_id": "%s",\n'
          '  "private_key": "-----BEGIN PRIVATE KEY-----\\n%s\\n%s\\n%s\\n...",\n  "client_email": "bq-loader@acme-data-prod.iam.gserviceaccount.com"\n}') % (rs(HEX, 40), l1, l2, l3)
    if lang == "en":
        return F("BigQuery loader authenticates with a JSON key file, not workload identity. Head of the file:\n" + js, "Key file is mounted at /secrets/gcp.json.", ""), [l1, l2, l3]
    return F("빅쿼리 로더가 워크로드 아이덴티티가 아니라 JSON 키 파일로 인증함", "키 파일 앞부분\n" + js, ""), [l1, l2, l3]


@sec("key: Ethereum private key hex")
def _(lang):
    k = "0x" + rs(HEX, 64)
    if lang == "en":
        return F("Testnet faucet script signs with a hot wallet.", "DEPLOYER_PRIVATE_KEY=%s (holds real mainnet funds too, careful)" % k, ""), [k]
    return F("테스트넷 파우셋 스크립트가 핫월렛으로 서명함", "테스트넷/메인넷 지갑은 반드시 분리해야 함", "DEPLOYER_PRIVATE_KEY=%s 이거 메인넷 자금도 있는 지갑인데 괜찮나요?" % k), [k]


@sec("key: wallet seed phrase")
def _(lang):
    words = ["abandon", "ability", "absorb", "actress", "alley", "amused", "anchor", "banner", "bitter", "canoe", "cereal",
             "civil", "danger", "drift", "eager", "fossil", "gadget", "hollow", "island", "jungle", "kitten", "lizard",
             "marine", "napkin", "orbit", "pledge", "quarter", "ripple", "saddle", "tunnel", "urge", "vessel", "whale"]
    phrase = " ".join(pick(words) for _ in range(12))
    if lang == "en":
        return F("The treasury test wallet's recovery phrase is: " + phrase, "Keep it off Slack.", ""), [phrase]
    return F("재무팀 테스트 지갑 복구 문구", phrase + "\n슬랙에는 올리지 말 것", ""), [phrase]


@sec("key: WireGuard PrivateKey")
def _(lang):
    k = rs(B64, 43) + "="
    conf = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 10.8.0.1" % (k, R.randint(2, 200))
    if lang == "en":
        return F("Remote access uses WireGuard; the peer config was handed over by DM.", conf, ""), [k]
    return F("원격접속은 와이어가드. 피어 설정을 DM으로 받음", "wg0.conf\n" + conf, ""), [k]


@sec("key: Vault unseal keys and root token")
def _(lang):
    ks = [rs(B64, 43) + "=" for _ in range(3)]
    root = "hvs." + rs(B64U, 24)
    body = "\n".join("Unseal Key %d: %s" % (i + 1, k) for i, k in enumerate(ks)) + "\nInitial Root Token: " + root
    if lang == "en":
        return F("Vault in the lab cluster was sealed after the node reboot.", "Output of `vault operator init` saved in the lab notes:\n" + body, ""), ks + [root]
    return F("랩 클러스터 볼트가 노드 재부팅 후 sealed 상태", "vault operator init 출력\n" + body, "운영도 이렇게 관리하는지?"), ks + [root]


# ---- human secrets --------------------------------------------------------------------------
@sec("2fa: TOTP seed otpauth URL")
def _(lang):
    seed = rs(B32, 32)
    url = "otpauth://totp/Acme%%20AWS:root@acme.io?secret=%s&issuer=Acme" % seed
    if lang == "en":
        return F("Root account MFA is on a shared TOTP, not a hardware key.", "Hardware keys for root accounts are the policy; this is a leftover exception.", "Is it fine that the seed lives in the team wiki? " + url), [seed]
    return F("루트 계정 MFA가 하드웨어 키가 아니라 공유 TOTP", "OTP 시드: " + seed, ""), [seed]


@sec("2fa: TOTP seed plain base32 grouped")
def _(lang):
    seed = " ".join(rs(B32.lower(), 4) for _ in range(8))
    if lang == "en":
        return F("The shared Apple developer account needs 2FA; the setup key was", "%s - add it to your authenticator app." % seed, ""), [seed]
    return F("공용 애플 개발자 계정 2단계 인증 필요", "설정 키 " + seed + " 를 OTP 앱에 등록", ""), [seed]


@sec("2fa: recovery codes list", 3)
def _(lang):
    codes = ["%s-%s" % (rs(HEX, 5), rs(HEX, 5)) for _ in range(R.randint(4, 8))]
    block = "\n".join(codes)
    if lang == "en":
        return F("The GitHub org owner account is shared; the recovery codes are kept in the ops notes:\n" + block, "Each code works once.", ""), codes
    return F("깃허브 오너 계정이 공용임", "복구 코드 목록 (한 번씩만 사용 가능)\n" + block, "누가 마지막으로 썼는지 기록 필요"), codes


@sec("wifi: Wi-Fi network key", 3)
def _(lang):
    p = pick([pw_human, pw_alnum, pw_ko_keyboard])()
    ssid = pick(["ACME-Guest", "Acme_5G", "OFFICE-IoT", "Lab-Test-2.4G"])
    if lang == "en":
        return F("The test devices have to join %s, which isn't on the main network." % ssid, "IoT devices need 2.4GHz; the 5G SSID will not show up on them.", "Wi-Fi key is %s - should the devices use a separate one?" % p), [p]
    return F("테스트 단말은 %s 에 붙어야 함" % ssid, "와이파이 비번 %s 임" % p, ""), [p]


@sec("physical: door code / alarm PIN")
def _(lang):
    code = pick(["*%d#%d" % (R.randint(1000, 9999), R.randint(1000, 9999)), "%08d" % R.randint(0, 99999999), "%d-%d#" % (R.randint(1000, 9999), R.randint(1000, 9999))])
    if lang == "en":
        return F("Had to reset the server room UPS after hours.", "Server room door code is %s; alarm disarms with the same." % code, ""), [code]
    return F("야간에 서버실 UPS 리셋해야 했음", "서버실 도어락 " + code + " 누르면 열림. 경보 해제도 동일", ""), [code]


@sec("app password: Gmail 16-letter")
def _(lang):
    ap = " ".join(rs(LO, 4) for _ in range(4))
    if lang == "en":
        return F("Invoice mailer sends from a Gmail account with 2FA.", "It uses an app password: %s (spaces are fine)." % ap, ""), [ap]
    return F("인보이스 메일러는 2FA 걸린 지메일 계정으로 발송", "앱 비밀번호는 계정 비번 바꾸면 전부 폐기됨", "앱 비밀번호 %s 이거 아직 살아있나요?" % ap), [ap]


@sec("passphrase with spaces", 3)
def _(lang):
    p = passphrase()
    if lang == "en":
        return F("The backup GPG key is passphrase-protected.", "Passphrase: \"%s\" (all lowercase)" % p, ""), [p]
    return F("백업 GPG 키에 패스프레이즈 걸려있음", "패스프레이즈 \"%s\" (전부 소문자)" % p, ""), [p]


@sec("password with hard punctuation", 3)
def _(lang):
    p = pw_any_punct()
    if lang == "en":
        return F("The vendor portal rejected my copy-paste because the password has quotes and backslashes.",
                 "Exact password (no surrounding spaces): %s" % p, ""), [p]
    return F("벤더 포털 비번에 따옴표랑 역슬래시가 있어서 복붙이 자꾸 깨짐", "포털은 붙여넣기 시 앞뒤 공백을 안 지움. 메모장 거쳐서 복사할 것", "정확한 비번이 %s 맞나요? 앞뒤 공백 없이" % p), [p]


@sec("password: human-style in prose", 3)
def _(lang):
    p = pw_human()
    i = R.randrange(5)
    sys = (["the NAS", "the staging admin panel", "the old Jenkins", "the printer web UI", "Grafana"] if lang == "en" else
           ["NAS", "스테이징 어드민", "구 젠킨스", "프린터 웹 관리화면", "그라파나"])[i]
    if lang == "en":
        return F("Needed admin on %s; the credentials were only in someone's head." % sys,
                 "It's admin / %s - worth putting in 1Password." % p, ""), [p]
    return F("%s 관리자 권한 필요했는데 계정 정보가 어디에도 없었음" % sys, "admin / %s 로 로그인됨. 1Password 에 넣어두자" % p, ""), [p]


@sec("password: Korean-keyboard (dubeolsik) password", 3)
def _(lang):
    p = pw_ko_keyboard()
    if lang == "en":
        return F("Couldn't log into the shared QA tablet; the password is Korean typed on an English layout.",
                 "Type %s on a US keyboard." % p, ""), [p]
    return F("QA 공용 태블릿 비번이 한글을 영문 자판으로 친 거라 계속 틀림", "한영 전환 상태 확인 안 하면 계속 틀려서 잠김", "영타로 %s 치면 되는 거 맞죠?" % p), [p]


@sec("password: Hangul password", 3)
def _(lang):
    p = pw_hangul()
    if lang == "en":
        return F("The Korean partner's SFTP account has a Hangul password, which broke our ASCII-only script.",
                 "Password is %s; set LANG=ko_KR.UTF-8 before running." % p, ""), [p]
    return F("파트너사 SFTP 계정 비번이 한글이라 스크립트에서 인코딩 깨짐",
             "비번: %s\nLANG=ko_KR.UTF-8 먼저 설정할 것" % p, ""), [p]


@sec("password: old/new pair", 3)
def _(lang):
    old, new = pw_any(), pw_any()
    i = R.randrange(4)
    sys = (["the replica user", "the Redis ACL user", "the SFTP account", "svc_batch"] if lang == "en" else
           ["레플리카 계정", "Redis ACL 유저", "SFTP 계정", "svc_batch"])[i]
    if lang == "en":
        return F("Rotation of %s went half-way: some pods still had the old value." % sys,
                 "Old was %s, new is %s; restart anything still on the old one." % (old, new), ""), [old, new]
    return F("%s 비번 교체가 반만 적용됨. 일부 파드는 예전 값 사용중" % sys,
             "기존 %s → 신규 %s 로 변경. 예전 값 쓰는 파드 재시작 필요" % (old, new), ""), [old, new]


@sec("password: label at end of field, value starts next field", 3)
def _(lang):
    p = pw_any()
    i = R.randrange(4)
    sys = (["NAS root", "staging DB superuser", "router admin", "Jenkins admin"] if lang == "en" else
           ["NAS root", "스테이징 DB 슈퍼유저", "공유기 관리자", "젠킨스 admin"])[i]
    if lang == "en":
        return F("Spent ages hunting for the %s password. For the record, the %s password is" % (sys, sys),
                 "%s - and it's the same on the backup unit, which is bad." % p, ""), [p]
    return F("%s 비번 찾느라 한참 걸림. 기록 남김: %s 비번은" % (sys, sys), "%s 이고 백업 장비도 같은 비번임. 바꿔야 함" % p, ""), [p]


@sec("password: only in ask_next_time", 3)
def _(lang):
    p = pw_any()
    if lang == "en":
        return F("Couldn't sign in to the staging admin UI as the seed user.", "Seed users are recreated on every deploy.",
                 "Is the seed admin password still %s or did the fixture change?" % p), [p]
    return F("스테이징 어드민에 시드 계정으로 로그인 안 됨", "시드 계정은 배포마다 새로 생성됨",
             "시드 admin 비번 아직 %s 인가요? 픽스처 바뀌었는지?" % p), [p]


@sec("password: mentioned in prose without label", 3)
def _(lang):
    p = pw_any()
    if lang == "en":
        return F(pick(["Logged in as ops with %s on the first try, so the shared account wasn't rotated after all." % p,
                       "Tried %s from the old handover doc on the VPN appliance and it still works." % p]),
                 "Shared accounts should be rotated when people leave.", ""), [p]
    return F(pick(["인수인계 문서에 있던 %s 로 VPN 장비 들어가짐. 아직 안 바뀜" % p,
                   "ops 계정에 %s 넣으니까 바로 로그인됨. 퇴사자 나간 뒤에도 안 바꿨던 것" % p]),
             "공용 계정은 퇴사자 발생 시 꼭 교체할 것", ""), [p]


@sec("password: log excerpt", 3)
def _(lang):
    p = pw_alnum()
    log = "%s %s WARN  [auth] login failed user=svc_sync password=%s reason=LOCKED ip=%s" % (date_str(), time_str(), p, ipv4_private())
    if lang == "en":
        return F("The sync account got locked out; the auth service logs full credentials on failure:\n" + log,
                 "That log line needs masking.", ""), [p]
    return F("sync 계정 잠김", "인증 서비스가 실패 시 비번을 통째로 로그에 찍음\n" + log, "이 로그 마스킹 티켓 있나요?"), [p]


@sec("password: stack trace with DSN", 3)
def _(lang):
    p = pw_alnum()
    tb = ("Traceback (most recent call last):\n  File \"app/db.py\", line 41, in connect\n    engine = create_engine(url)\n"
          "sqlalchemy.exc.OperationalError: could not connect to postgresql://etl:%s@10.0.3.9:5432/warehouse "
          "(timeout expired)") % p
    if lang == "en":
        return F("ETL crashed at 03:00 with this:\n" + tb, "Warehouse is only reachable through the bastion.", ""), [p]
    return F("새벽 3시에 ETL 죽음", "웨어하우스는 배스천 통해서만 접근 가능. 타임아웃이면 터널부터 확인", "이 스택트레이스 보면 DSN 그대로 찍히는데 괜찮나요?\n" + tb), [p]


@sec("password: git diff hunk", 3)
def _(lang):
    p = pw_any()
    diff = "--- a/config/prod.yml\n+++ b/config/prod.yml\n@@ -12,3 +12,3 @@\n   db:\n-    password: ${DB_PASSWORD}\n+    password: \"%s\"" % p.replace('"', '\\"')
    if lang == "en":
        return F("A hotfix commit replaced the env reference with a literal:\n" + diff, "Revert to the env reference and rotate.", ""), [p.replace('"', '\\"')]
    return F("핫픽스 커밋에서 환경변수 참조를 실제 값으로 바꿔버림", "diff:\n" + diff, ""), [p.replace('"', '\\"')]


@sec("password: markdown table of accounts", 3)
def _(lang):
    rows = [(e, user_name(), pw_any()) for e in ["dev", "stg", "prod"][:R.randint(2, 3)]]
    rows = [(e, u, p.replace("|", "!")) for e, u, p in rows]
    table = "| env | user | password |\n|---|---|---|\n" + "\n".join("| %s | %s | %s |" % r for r in rows)
    if lang == "en":
        return F("The handover doc has a table of DB accounts:\n" + table, "Handover docs tend to go stale; verify each account before relying on it.", "Do these still work after the migration?"), [r[2] for r in rows]
    return F("인수인계 문서에 DB 계정 표가 있음", table, "마이그레이션 후에도 유효한가요?"), [r[2] for r in rows]


@sec("password: JSON blob", 3)
def _(lang):
    p = pw_any()
    blob = json.dumps({"host": host_name(), "port": 5432, "user": user_name(), "password": p, "sslmode": "verify-full"})
    sp = json.dumps(p)[1:-1]
    if lang == "en":
        return F("The lambda reads its DB config from a JSON env var.", "Current DB_CONFIG=" + blob, ""), [sp]
    return F("람다가 DB 설정을 JSON 환경변수로 읽음", "람다 환경변수는 콘솔에서 평문으로 보임. 시크릿 매니저로 옮기는 게 맞음", "DB_CONFIG=%s 이 값 그대로 유지하면 되나요?" % blob), [sp]


@sec("password: markdown code block .env with several secrets")
def _(lang):
    p = pw_alnum()
    sk = "sk_live_" + rs(AN, 24)
    gh = "ghp_" + rs(AN, 36)
    block = "```\nDB_PASSWORD=%s\nSTRIPE_SECRET_KEY=%s\nGITHUB_TOKEN=%s\n```" % (p, sk, gh)
    if lang == "en":
        return F("New dev setup: copy this into apps/web/.env\n" + block, "Without STRIPE_SECRET_KEY checkout pages 500.", ""), [p, sk, gh]
    return F("신규 개발환경 세팅: apps/web/.env 에 아래 복붙", block + "\nSTRIPE 키 없으면 결제 페이지 500 남", ""), [p, sk, gh]


@sec("config: ansible inventory ansible_become_pass")
def _(lang):
    p = pw_human()
    inv = "[web]\nweb01 ansible_host=%s ansible_user=deploy ansible_become_pass=%s" % (ipv4_private(), p)
    if lang == "en":
        return F("Playbook failed at become; the inventory file in the ops repo has the sudo password:\n" + inv, "Use vault-encrypted group_vars instead.", ""), [p]
    return F("플레이북이 become 단계에서 실패", "운영 레포 인벤토리에 sudo 비번이 있음\n" + inv, ""), [p]


@sec("config: Maven settings.xml <password>")
def _(lang):
    p = pw_strong()
    xml = "<server>\n  <id>nexus-releases</id>\n  <username>deployer</username>\n  <password>%s</password>\n</server>" % p
    if lang == "en":
        return F("mvn deploy returned 401 from Nexus.", "~/.m2/settings.xml needs:\n" + xml, ""), [p]
    return F("mvn deploy 하면 넥서스에서 401", "~/.m2/settings.xml 에 이거 필요\n" + xml, ""), [p]


@sec("config: .netrc machine login password")
def _(lang):
    p = pw_alnum()
    rc = "machine git.acme.local login buildbot password %s" % p
    if lang == "en":
        return F("go get of private modules failed until I found the build box's ~/.netrc:\n" + rc, "Also set GOPRIVATE=git.acme.local.", ""), [p]
    return F("프라이빗 모듈 go get 실패", "빌드 서버 ~/.netrc 내용\n" + rc + "\nGOPRIVATE=git.acme.local 도 필요", ""), [p]


@sec("config: .pgpass line")
def _(lang):
    p = pw_alnum()
    line = "%s:5432:%s:%s:%s" % (host_name(), db_name(), user_name(), p)
    if lang == "en":
        return F("pg_dump in the backup job never prompts because of ~/.pgpass.", "Entry: " + line, ""), [p]
    return F("백업 잡에서 pg_dump 가 비번 안 물어보는 이유는 ~/.pgpass", "항목: " + line, ""), [p]


@sec("config: wp-config.php define")
def _(lang):
    p = pw_strong()
    line = "define( 'DB_PASSWORD', '%s' );" % p
    if lang == "en":
        return F("Marketing's WordPress is on a separate VM and nobody documented it.", "wp-config.php: " + line, "Is this VM even backed up?"), [p]
    return F("마케팅 워드프레스가 별도 VM에 있음. 문서 없음", "wp-config.php 에 " + line, ""), [p]


@sec("config: Spring application.yml datasource")
def _(lang):
    p = pw_alnum()
    y = "spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/%s\n    username: %s\n    password: %s" % (host_name(), db_name(), user_name(), p)
    if lang == "en":
        return F("The Spring service ignores env vars because application-prod.yml has literals:\n" + y, "Profile-specific files win over env in this setup.", ""), [p]
    return F("스프링 서비스가 환경변수를 무시함", "application-prod.yml 에 값이 직접 박혀있음\n" + y, ""), [p]


@sec("config: docker-compose POSTGRES_PASSWORD")
def _(lang):
    p = pw_any()
    y = "  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: '%s'" % p.replace("'", "''")
    if lang == "en":
        return F("Local DB container refused connections with the README password.", "compose file actually sets:\n" + y, ""), [p.replace("'", "''")]
    return F("README 비번으로 로컬 DB 컨테이너 접속 안 됨", "compose 파일이 README 보다 우선. 볼륨 지우기 전엔 예전 비번 유지됨", "compose 파일엔 이렇게 되어있는데 README 고쳐도 되나요?\n" + y), [p.replace("'", "''")]


@sec("config: k8s Secret data base64")
def _(lang):
    p = pw_alnum()
    enc = b64(p)
    y = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-db\ntype: Opaque\ndata:\n  password: %s" % enc
    if lang == "en":
        return F("The Secret manifest is committed in k8s/base/secret.yaml:\n" + y, "base64 is encoding, not encryption.", ""), [enc]
    return F("k8s/base/secret.yaml 에 시크릿 매니페스트가 커밋되어 있음", y + "\nbase64는 암호화 아님", ""), [enc]


@sec("config: redis.conf requirepass")
def _(lang):
    p = pw_alnum(R.randint(24, 40))
    if lang == "en":
        return F("Sentinel failover left replicas without auth config.", "redis.conf on the master has `requirepass %s`; copy it to masterauth on replicas." % p, ""), [p]
    return F("센티넬 페일오버 후 레플리카 인증 설정 빠짐", "마스터 redis.conf 에 requirepass %s\n레플리카 masterauth 에도 같은 값 넣어야 함" % p, ""), [p]


@sec("config: Gradle signingConfig storePassword")
def _(lang):
    p1, p2 = pw_human(), pw_human()
    g = "signingConfigs {\n  release {\n    storeFile file('release.jks')\n    storePassword '%s'\n    keyAlias 'release'\n    keyPassword '%s'\n  }\n}" % (p1, p2)
    if lang == "en":
        return F("Release builds only work on one laptop; build.gradle there has:\n" + g, "Move these into gradle.properties outside the repo.", ""), [p1, p2]
    return F("릴리즈 빌드가 특정 노트북에서만 됨", "그 노트북 build.gradle\n" + g, ""), [p1, p2]


@sec("config: Django settings SECRET_KEY + EMAIL_HOST_PASSWORD")
def _(lang):
    sk = "django-insecure-" + rs(LAN + "!@#$%^&*(-_=+)", 50) if chance(0.3) else rs(LAN + "!@#%^&*(-_=+)", 50)
    ep = pw_alnum()
    code = "SECRET_KEY = '%s'\nEMAIL_HOST_PASSWORD = '%s'" % (sk, ep)
    if lang == "en":
        return F("settings/prod.py still carries literals:\n" + code, "Load both from the environment.", ""), [sk, ep]
    return F("settings/prod.py 에 값이 그대로 있음", code, "환경변수로 빼는 작업 누가 하나요?"), [sk, ep]


@sec("config: Rails secret_key_base / master key")
def _(lang):
    mk = rs(HEX, 32)
    if lang == "en":
        return F("Couldn't decrypt credentials.yml.enc on a fresh clone.", "config/master.key isn't committed; its content is %s." % mk, ""), [mk]
    return F("새로 클론하면 credentials.yml.enc 복호화 안 됨", "master.key 없으면 credentials 편집/복호화 모두 불가", "config/master.key 내용 %s 이거 팀 볼트에 넣어도 될까요?" % mk), [mk]


@sec("config: Laravel APP_KEY")
def _(lang):
    k = "base64:" + rs(B64, 43) + "="
    if lang == "en":
        return F("Sessions broke after redeploy because APP_KEY changed.", "The original was APP_KEY=%s - keep it stable." % k, ""), [k]
    return F("재배포 후 APP_KEY 바뀌어서 세션 다 깨짐", "원래 값 APP_KEY=%s 고정해야 함" % k, ""), [k]


@sec("config: JWT HS256 signing secret")
def _(lang):
    s = pick([rs(B64U, 48), pw_strong(32), rs(HEX, 64)])
    if lang == "en":
        return F("Tokens minted by the auth service weren't accepted by the gateway.", "Both must share JWT_SECRET=%s; the gateway had an older value." % s, ""), [s]
    return F("인증 서비스 토큰을 게이트웨이가 거부함", "둘 다 JWT_SECRET=%s 로 맞춰야 함. 게이트웨이 쪽이 예전 값이었음" % s, ""), [s]


@sec("config: webhook signing secret generic")
def _(lang):
    s = rs(AN, 32)
    if lang == "en":
        return F("Partner webhook signature checks failed after their migration.", "Signature verification uses the raw body; our JSON middleware was re-serialising it.", "They now sign with %s - can you confirm on their side?" % s), [s]
    return F("파트너사 마이그레이션 후 웹훅 서명 검증 실패", "새 서명 시크릿은 %s 라고 함" % s, ""), [s]


@sec("config: sssd ldap_default_authtok")
def _(lang):
    p = pw_strong()
    if lang == "en":
        return F("SSH logins on the bastion go through sssd.", "/etc/sssd/sssd.conf has ldap_default_authtok = %s for the bind user." % p, ""), [p]
    return F("배스천 SSH 로그인은 sssd 경유", "/etc/sssd/sssd.conf 의 ldap_default_authtok = %s" % p, ""), [p]


@sec("config: IPsec pre-shared key")
def _(lang):
    psk = pw_alnum(R.randint(20, 32))
    if lang == "en":
        return F("Site-to-site VPN to the factory dropped after the firewall swap.", "PSK on both ends must be %s; the new box had a typo." % psk, ""), [psk]
    return F("방화벽 교체 후 공장 사이트간 VPN 끊김", "양쪽 PSK 가 %s 로 같아야 함. 새 장비에 오타 있었음" % psk, ""), [psk]


@sec("config: SNMP community string")
def _(lang):
    c = pick(["n0c-", "mon_", "acme"]) + rs(AN, 10)
    if lang == "en":
        return F("Switch metrics disappeared from the NMS.", "SNMP v2c community is %s, read-only." % c, "Should we move to v3?"), [c]
    return F("NMS 에서 스위치 지표 사라짐", "SNMP v2c 커뮤니티 %s (읽기 전용)" % c, ""), [c]


@sec("config: Grafana admin password env")
def _(lang):
    p = pw_human()
    if lang == "en":
        return F("Grafana lost its admin after the PVC was recreated.", "It re-reads GF_SECURITY_ADMIN_PASSWORD=%s on first boot." % p, ""), [p]
    return F("PVC 재생성 후 그라파나 admin 계정 초기화됨", "첫 부팅 때 GF_SECURITY_ADMIN_PASSWORD=%s 다시 읽음" % p, ""), [p]


@sec("config: Jupyter token URL")
def _(lang):
    t = rs(HEX, 48)
    url = "http://gpu-01.lab:8888/lab?token=%s" % t
    if lang == "en":
        return F("The shared GPU box runs a long-lived Jupyter server.", "Open " + url, ""), [t]
    return F("공용 GPU 서버에 주피터 상시 띄워져 있음", "주피터 서버는 랩 VPN 안에서만 열림", "%s 이 링크 팀 채널에 공유해도 되나요?" % url), [t]


@sec("code: python connect(password=...)", 3)
def _(lang):
    p = pw_any()
    code = "conn = psycopg2.connect(host=\"%s\", dbname=\"%s\", user=\"%s\", password=%s)" % (host_name(), db_name(), user_name(), json.dumps(p))
    sp = json.dumps(p)[1:-1]
    if lang == "en":
        return F("The one-off backfill notebook connects like this:\n" + code, "Notebooks get committed; never inline credentials there.", ""), [sp]
    return F("일회성 백필 노트북 접속 코드", code, "노트북도 커밋되니 주의"), [sp]


@sec("code: JS config object password")
def _(lang):
    p = pw_alnum()
    code = "const pool = mysql.createPool({ host: 'db', user: 'shop', password: '%s', database: 'shop' });" % p
    if lang == "en":
        return F("Legacy Node shop backend has DB credentials inline in db.js.", code, ""), [p]
    return F("레거시 노드 쇼핑몰 백엔드 db.js 에 접속정보 하드코딩", "레거시 백엔드는 환경변수 지원 안 해서 파일 수정 후 재시작해야 반영됨", "이 값 그대로 운영인가요? " + code), [p]


@sec("chat: Slack paste with password", 3)
def _(lang):
    p = pw_any()
    if lang == "en":
        chat = "[10:42] minho: anyone know the jenkins admin pw?\n[10:43] sarah: %s\n[10:43] sarah: don't share it further pls" % p
        return F("Jenkins admin creds were only in a Slack thread:\n" + chat, "Ask in #infra before poking Jenkins config.", ""), [p]
    chat = "[10:42] 민호: 젠킨스 admin 비번 아시는 분?\n[10:43] 수진: %s\n[10:43] 수진: 어디 퍼뜨리진 마세요ㅎㅎ" % p
    return F("젠킨스 관리자 계정은 슬랙 스레드에만 있었음", chat, ""), [p]


@sec("minutes: meeting minutes with credential", 3)
def _(lang):
    p = pw_any()
    if lang == "en":
        mm = "Weekly infra sync %s\n- attendees: JK, SP, DY\n- staging DB moved to new host\n- temp superuser pw: %s (rotate after cutover)\n- action: JK to update runbook" % (date_str(), p)
        return F("The temporary DB credentials were announced in meeting minutes:\n" + mm, "Cutover checklists should include credential rotation.", ""), [p]
    mm = "[%s 인프라 주간회의]\n- 참석: 김OO, 박OO, 이OO\n- 스테이징 DB 신규 호스트 이전 완료\n- 임시 슈퍼유저 비번: %s (전환 후 교체 예정)\n- AI: 김OO 런북 업데이트" % (date_str(), p)
    return F("임시 DB 계정 정보가 회의록에 그대로 공유됨", mm, "전환 끝났는데 교체 했나요?"), [p]


@sec("password: PIN for hardware token / card")
def _(lang):
    pin = "%08d" % R.randint(0, 99999999)
    if lang == "en":
        return F("Code-signing uses a YubiKey in the office safe.", "PIV PIN is %s; three wrong tries lock it." % pin, ""), [pin]
    return F("코드 서명은 사무실 금고에 있는 유비키로 함", "유비키 PIN 잠기면 PUK 으로만 풀 수 있음", "PIV PIN %s 맞죠? 3번 틀리면 잠김" % pin), [pin]


@sec("password: Korean terse with particle attached", 3)
def _(lang):
    p = pw_any()
    if lang == "en":
        return F("Admin console creds, quick note so I don't lose it again: pw is %s, user is root." % p, "Put it in the vault.", ""), [p]
    sys = pick(["어드민 콘솔", "공유기 관리자", "NAS", "젠킨스", "스테이징 DB"])
    tail = pick(["임", "이고 아이디는 root", "로 바뀜", "입니다", "였음"])
    return F("%s 비번 %s%s" % (sys, p, tail), pick(["볼트에 넣어둘 것", "까먹지 말자"]), ""), [p]


@sec("password: CLI prompt transcript")
def _(lang):
    p = pw_strong()
    tr = "$ vault login -method=userpass username=ci\nPassword (will be hidden): \n$ echo '%s' | vault login -method=userpass username=ci password=-" % p
    if lang == "en":
        return F("Non-interactive vault login in CI:", tr, ""), [p]
    return F("CI에서 비대화형 볼트 로그인", tr, "AppRole 로 바꾸는 게 맞지 않나요?"), [p]


@sec("token: internal service token in prose (Korean mixed)", 3)
def _(lang):
    t = pick([rs(HEX, 40), rs(B64U, 32), "svc_" + rs(AN, 30)])
    if lang == "en":
        return F("The inventory service rejects calls without its shared token.", "Requests without the header get 403, not 401, which made it look like an RBAC problem.", "Token the team uses is %s - is that per-env?" % t), [t]
    return F("재고 서비스가 공유 토큰 없으면 호출 거부함", "팀에서 쓰는 토큰은 %s 이고 헤더 X-Service-Token 에 넣으면 됨" % t, ""), [t]


@sec("password: .env multi-provider with DB URL")
def _(lang):
    p = pw_alnum()
    ak, sk = t_aws_akid(), t_aws_secret()
    env = "DATABASE_URL=postgres://app:%s@db:5432/app\nAWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nS3_BUCKET=acme-uploads-stg" % (p, ak, sk)
    if lang == "en":
        return F("Uploads failed locally because .env.example lacks AWS settings.", "Working .env from a teammate:\n" + env, ""), [p, ak, sk]
    return F(".env.example 에 AWS 설정 없어서 로컬 업로드 실패", "업로드 버킷은 환경마다 다름. stg 버킷은 7일 후 자동 삭제", "동료한테 받은 .env 인데 이대로 써도 되나요?\n" + env), [p, ak, sk]


@sec("password: HAR / request dump JSON")
def _(lang):
    p = pw_any()
    body = json.dumps({"username": "qa.lead@acme.io", "password": p, "remember": True})
    if lang == "en":
        return F("Login bug repro from the HAR file: POST /api/v1/login body\n" + body, "Strip HARs before attaching them to tickets.", ""), [json.dumps(p)[1:-1]]
    return F("HAR 파일로 로그인 버그 재현", "POST /api/v1/login 요청 본문\n" + body, ""), [json.dumps(p)[1:-1]]


@sec("password: typo'd label with colon in Korean")
def _(lang):
    p = pw_any()
    if lang == "en":
        return F("Pasting creds for the demo tenant:\nuser: demo-admin\npasswd: %s" % p, "Demo tenant resets nightly.", ""), [p]
    return F("데모 테넌트 계정\n아이디: demo-admin\n암호: %s" % p, "데모 테넌트는 매일 밤 초기화됨", ""), [p]


@sec("password: BIOS/router admin default changed")
def _(lang):
    p = pw_human()
    if lang == "en":
        return F("Office router had been reconfigured; the default admin no longer worked.", "IT changed it to %s last month." % p, ""), [p]
    return F("사무실 공유기 기본 관리자 비번이 안 먹음", "지난달 IT에서 %s 로 바꿨다고 함" % p, ""), [p]


@sec("password: secret in YAML list of users")
def _(lang):
    us = [(pick(["alice", "bob", "svc-report", "qa1"]), pw_alnum()) for _ in range(2)]
    y = "users:\n" + "\n".join("  - name: %s\n    password: %s" % u for u in us)
    if lang == "en":
        return F("The mock IdP config seeds two real-looking accounts that also exist in staging:\n" + y, "Staging shouldn't share seed data with the mock.", ""), [u[1] for u in us]
    return F("목업 IdP 설정이 스테이징에도 있는 실제 계정 두 개를 시드함", y, ""), [u[1] for u in us]


@sec("password: URL in browser bookmark (basic auth)")
def _(lang):
    p = pw_alnum()
    url = "https://admin:%s@kibana.stg.acme.io/app/discover" % p
    if lang == "en":
        return F("Kibana staging is behind basic auth.", "Basic auth in URLs gets stripped by Chrome on redirects; use the login form instead.", "Quick link: %s - OK to keep in the team bookmarks?" % url), [p]
    return F("스테이징 키바나는 베이직 인증", "바로가기 " + url, ""), [p]


@sec("password: env var in systemd unit")
def _(lang):
    p = pw_strong()
    unit = "[Service]\nEnvironment=\"DB_PASS=%s\"\nExecStart=/opt/report/bin/server" % p
    if lang == "en":
        return F("Report server reads DB_PASS from its systemd unit:\n" + unit, "Use EnvironmentFile with 0600 perms instead.", ""), [p]
    return F("리포트 서버는 systemd 유닛에서 DB_PASS 읽음", unit, ""), [p]


@sec("password: same value repeated in context and ask")
def _(lang):
    p = pw_any()
    if lang == "en":
        return F("Set the kiosk admin to %s for the trade-show demo so sales could reconfigure it." % p,
                 "Demo-time shortcuts tend to survive the demo.", "Did anyone change %s back after the show?" % p), [p]
    return F("전시회 데모 때 키오스크 관리자 비번을 %s 로 바꿔둠. 영업팀이 직접 설정 바꿀 수 있게" % p,
             "데모용 임시 설정은 데모 끝나도 그대로 남는 경우가 많음", "%s 이거 전시회 끝나고 원래대로 돌렸나요?" % p), [p]


@sec("token: repeated in log excerpt and lesson")
def _(lang):
    t = "ghp_" + rs(AN, 36) if chance(0.5) else "glpat-" + rs(B64U, 20)
    log = "+ git clone https://oauth2:%s@git.example.com/acme/app.git\nCloning into 'app'..." % t
    if lang == "en":
        return F("The CI job runs with set -x, so the clone line is echoed into the public build log:\n" + log,
                 "Revoke %s and switch the job to a credential helper; set +x around clone." % t, ""), [t]
    return F("CI 잡이 set -x 라서 clone 명령이 공개 빌드 로그에 그대로 찍힘\n" + log,
             "%s 폐기하고 credential helper 로 변경. clone 구간은 set +x" % t, "빌드 로그 보존기간 얼마나 되나요?"), [t]

# --------------------------------------------------------------------------------------------
# clean templates (look risky, contain no credential)
# --------------------------------------------------------------------------------------------
CLEAN_T = []


def cln(cat, n=3):
    def deco(fn):
        CLEAN_T.append((cat, fn, n))
        return fn
    return deco


def sha40():
    return rs(HEX, 40)


def short_sha():
    return rs(HEX, 7)


@cln("clean: env-var reference in shell")
def _(lang):
    v = pick(["DB_PASSWORD", "STRIPE_SECRET_KEY", "GITHUB_TOKEN", "REDIS_PASSWORD", "OPENAI_API_KEY", "PGPASSWORD"])
    cmd = pick(["psql \"postgres://app:${%s}@db:5432/app\"" % v, "curl -H \"Authorization: Bearer $%s\" https://api.internal/health" % v,
                "mysql -u app -p\"$%s\" app" % v, "docker run -e %s=\"$%s\" acme/worker" % (v, v)])
    if lang == "en":
        return F("Wasn't sure how the script gets credentials; it just expands %s from the environment:\n%s" % (v, cmd),
                 "If %s is unset the command fails with an auth error, not a missing-variable error." % v, "")
    return F("스크립트가 크리덴셜을 어디서 가져오는지 몰랐는데 그냥 환경변수 %s 를 씀\n%s" % (v, cmd),
             "%s 비어있으면 변수 누락 에러가 아니라 인증 에러로 떨어짐" % v, "")


@cln("clean: GitHub Actions secrets expression")
def _(lang):
    name = pick(["NPM_TOKEN", "AWS_SECRET_ACCESS_KEY", "SLACK_WEBHOOK_URL", "DOCKERHUB_TOKEN", "SONAR_TOKEN"])
    y = "      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.%s }}" % name
    if lang == "en":
        return F("Publishing from CI uses repository secrets; nothing is stored in the workflow file:\n" + y,
                 "Secrets aren't passed to workflows triggered from forks.", "Who has admin to edit repo secrets?")
    return F("CI 배포는 레포 시크릿 사용. 워크플로 파일에 값 없음\n" + y, "포크에서 트리거된 워크플로엔 시크릿 전달 안 됨", "레포 시크릿 수정 권한 누구한테 있나요?")


@cln("clean: Helm/Jinja templating of secret values")
def _(lang):
    t = pick(["password: {{ .Values.db.password | quote }}", "api_key: \"{{ vault_stripe_api_key }}\"",
              "token: {{ required \"token is required\" .Values.slack.token }}", "DB_PASS={{ lookup('env', 'DB_PASS') }}"])
    if lang == "en":
        return F("The chart renders credentials from values at install time:\n" + t, "Values come from the sealed secrets repo, never from values.yaml.", "")
    return F("차트가 설치 시점에 values 에서 크리덴셜을 렌더링함\n" + t, "값은 values.yaml 이 아니라 sealed secrets 레포에서 들어옴", "")


@cln("clean: placeholders in docs")
def _(lang):
    p = pick(["export OPENAI_API_KEY=<your-key-here>", "STRIPE_SECRET_KEY=sk_live_YOUR_KEY_HERE", "password: \"<CHANGE_ME>\"",
              "Authorization: Bearer <ACCESS_TOKEN>", "GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "api_key = \"REPLACE_WITH_REAL_KEY\""])
    if lang == "en":
        return F("README setup step shows `%s`; I thought that was a real value at first." % p, "It's a placeholder; the real one comes from 1Password.", "")
    return F("README 에 `%s` 라고 되어있어서 실제 값인 줄 알았음" % p, "플레이스홀더임. 실제 값은 1Password 에서 받아야 함", "")


@cln("clean: masked/truncated key in dashboard")
def _(lang):
    m = pick(["sk_live_••••••••••••3fQa", "ghp_****************************Wd2k", "AKIA************7QXZ", "xoxb-***-***-****",
              "sk-proj-...Yt8A", "glpat-…(hidden)", "****-****-****-8c1e"])
    if lang == "en":
        return F("Vendor dashboard lists the active key as %s, so I could tell which one prod uses without seeing it." % m,
                 "Match keys by their last four characters in the dashboard.", "")
    return F("벤더 대시보드에 활성 키가 %s 로 표시됨. 값 안 보고도 운영이 어떤 키 쓰는지 구분 가능" % m, "대시보드에서 끝 4자리로 키 매칭하면 됨", "")


@cln("clean: redacted example")
def _(lang):
    r = pick(["password=[REDACTED]", "DB_PASSWORD=***", "\"token\": \"<redacted>\"", "Authorization: Bearer [FILTERED]",
              "AWS_SECRET_ACCESS_KEY=****************", "api_key: ${REDACTED}"])
    if lang == "en":
        return F("Log scrubbing works: the request dump shows %s." % r, "Redaction happens in the logging middleware, before shipping to the aggregator.", "")
    return F("로그 마스킹 잘 동작함. 요청 덤프에 %s 로 찍힘" % r, "마스킹은 집계기로 보내기 전 로깅 미들웨어에서 처리", "")


@cln("clean: git commit SHAs")
def _(lang):
    a, b = sha40(), sha40()
    if lang == "en":
        return F("Regression started between %s and %s." % (a, b), "git bisect run make test narrowed it to %s." % short_sha(), "")
    return F("회귀는 %s 와 %s 사이에서 시작됨" % (a, b), "git bisect run make test 로 %s 커밋까지 좁힘" % short_sha(), "")


@cln("clean: docker image digest")
def _(lang):
    d = "sha256:" + rs(HEX, 64)
    img = pick(["ghcr.io/acme/api", "acme/worker", "registry.acme.io/payments/gateway"])
    if lang == "en":
        return F("Prod pins images by digest: %s@%s" % (img, d), "Tags are mutable; digests are not. Update the digest in the kustomization.", "")
    return F("운영은 이미지 다이제스트로 고정함 %s@%s" % (img, d), "태그는 바뀔 수 있으니 kustomization 의 다이제스트를 갱신할 것", "")


@cln("clean: UUIDs and request IDs")
def _(lang):
    rid, tid = uuid4(), uuid4()
    if lang == "en":
        return F("Support ticket referenced request id %s; the matching trace is tenant %s." % (rid, tid), "Search logs by x-request-id, not by user email.", "")
    return F("CS 문의에 request id %s 가 있었고 테넌트는 %s" % (rid, tid), "로그는 이메일 말고 x-request-id 로 검색할 것", "")


@cln("clean: base64 of non-secret config")
def _(lang):
    raw = pick(['{"theme":"dark","beta":false}', "hello from the canary", '{"version":3,"features":["search","export"]}', "region=ap-northeast-2"])
    enc = b64(raw)
    if lang == "en":
        return F("ConfigMap binaryData had %s, which turned out to be just %s base64-encoded." % (enc, raw), "Decode with base64 -d before assuming it's sensitive.", "")
    return F("ConfigMap binaryData 에 %s 가 있었는데 디코딩해보니 %s 였음" % (enc, raw), "민감정보라고 단정하기 전에 base64 -d 로 확인", "")


@cln("clean: SOPS encrypted values committed")
def _(lang):
    enc = "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (rs(B64, 24), rs(B64, 43) + "=", rs(B64, 22) + "==")
    if lang == "en":
        return F("secrets.enc.yaml looks scary but is SOPS-encrypted, e.g. db_password: %s" % enc, "Decrypt with sops -d using your age key; safe to commit as is.", "")
    return F("secrets.enc.yaml 이 무서워 보이지만 SOPS 로 암호화된 것\n예: db_password: %s" % enc, "sops -d 로 복호화. 이 상태로 커밋해도 안전", "")


@cln("clean: ansible-vault encrypted block")
def _(lang):
    lines = [rs(HEX, 80) for _ in range(3)]
    blk = "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  " + "\n  ".join(lines)
    if lang == "en":
        return F("group_vars/prod.yml has inline vault blocks:\n" + blk, "Edit with ansible-vault edit; the vault password file is not in the repo.", "")
    return F("group_vars/prod.yml 에 인라인 볼트 블록이 있음\n" + blk, "ansible-vault edit 로 수정. 볼트 비번 파일은 레포에 없음", "")


@cln("clean: sealed-secrets encryptedData")
def _(lang):
    e = "AgB" + rs(B64, 180)
    if lang == "en":
        return F("SealedSecret manifests are committed; encryptedData.password is %s" % e, "Only the controller in-cluster can decrypt it.", "")
    return F("SealedSecret 매니페스트는 커밋되어 있음. encryptedData.password 값은 %s" % e, "클러스터 안 컨트롤러만 복호화 가능", "")


@cln("clean: file checksums")
def _(lang):
    h = rs(HEX, 64)
    f = pick(["terraform_1.9.5_linux_amd64.zip", "node-v20.17.0-linux-x64.tar.xz", "app-release.aab", "backup-%s.tar.zst" % date_str()])
    if lang == "en":
        return F("Download verification step: sha256sum %s should print %s" % (f, h), "Always compare against the published SHA256SUMS file.", "")
    return F("다운로드 검증: sha256sum %s 결과가 %s 여야 함" % (f, h), "공식 SHA256SUMS 파일과 비교할 것", "")


@cln("clean: AWS ARNs and account ids")
def _(lang):
    acct = str(R.randint(10 ** 11, 10 ** 12 - 1))
    arn = pick(["arn:aws:iam::%s:role/github-actions-deploy" % acct, "arn:aws:secretsmanager:ap-northeast-2:%s:secret:prod/db-%s" % (acct, rs(AN, 6)),
                "arn:aws:kms:ap-northeast-2:%s:key/%s" % (acct, uuid4()), "arn:aws:s3:::acme-logs-%s" % acct])
    if lang == "en":
        return F("The deploy role assumes %s." % arn, "ARNs aren't secrets; the trust policy is what matters.", "Which account is staging, %s or the other one?" % acct)
    return F("배포 롤이 %s 를 assume 함" % arn, "ARN 은 비밀 아님. 중요한 건 신뢰 정책", "스테이징 계정이 %s 맞나요?" % acct)


@cln("clean: Stripe object IDs")
def _(lang):
    ids = ["cus_" + rs(AN, 14), "pi_" + rs(AN, 24), "ch_" + rs(AN, 24), "evt_" + rs(AN, 24), "sub_" + rs(AN, 24)]
    a, b = pick(ids[:3]), pick(ids[3:])
    if lang == "en":
        return F("Refund failed for %s; the webhook %s arrived twice." % (a, b), "Make the webhook handler idempotent on event id.", "")
    return F("%s 환불 실패. 웹훅 %s 가 두 번 들어옴" % (a, b), "웹훅 핸들러는 event id 기준으로 멱등하게", "")


@cln("clean: Stripe publishable key and test card")
def _(lang):
    pk = "pk_live_" + rs(AN, 99)
    if lang == "en":
        return F("Checkout page embeds the publishable key %s in the HTML - that's by design." % pk, "Test with card 4242 4242 4242 4242, any future expiry, any CVC.", "")
    return F("결제 페이지 HTML 에 publishable key %s 가 그대로 들어가는데 원래 공개용임" % pk, "테스트 카드는 4242 4242 4242 4242, 만료일 아무 미래 날짜", "")


@cln("clean: SSH public key and fingerprint")
def _(lang):
    pub = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(B64, 43) + " " + pick(["jkim@macbook", "deploy@ci", "minji@acme"])
    fp = "SHA256:" + rs(B64, 43)
    if lang == "en":
        return F("Added my public key to the bastion: %s" % pub, "Host key fingerprint should be %s; if it differs, stop." % fp, "")
    return F("배스천에 내 공개키 등록함 %s" % pub, "호스트키 지문은 %s 이어야 함. 다르면 접속 중단" % fp, "")


@cln("clean: age / PGP public identifiers")
def _(lang):
    pub = "age1" + rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)
    fpr = " ".join(rs(UHEX, 4) for _ in range(10))
    if lang == "en":
        return F(".sops.yaml encrypts for recipient %s" % pub, "Release tags are signed by PGP key %s." % fpr, "")
    return F(".sops.yaml 수신자 공개키는 %s" % pub, "릴리즈 태그는 PGP 키 %s 로 서명됨" % fpr, "")


@cln("clean: CLI password flags explained")
def _(lang):
    if lang == "en":
        return F(pick(["mysql -p with no value prompts interactively; putting the password right after -p leaks it into shell history.",
                       "docker login --password-stdin reads from a pipe, which keeps the token out of ps output."]),
                 "Prefer prompts, stdin or option files (~/.my.cnf with 0600) over flags.", "")
    return F(pick(["mysql -p 뒤에 값 안 주면 프롬프트로 물어봄. -p 바로 뒤에 비번 붙이면 쉘 히스토리에 남음",
                   "docker login --password-stdin 은 파이프로 읽어서 ps 에 토큰 안 보임"]),
             "플래그보다는 프롬프트, stdin, 옵션파일(~/.my.cnf 권한 0600) 쓰기", "")


@cln("clean: password policy")
def _(lang):
    n = R.randint(10, 16)
    if lang == "en":
        return F("Signup rejected my test password; the policy is min %d chars, one digit, one symbol, no reuse of the last 5." % n,
                 "Policy lives in auth/policy.py (MIN_LENGTH=%d)." % n, "Does the policy apply to SSO users too?")
    return F("회원가입 테스트 비번이 거절됨. 정책: 최소 %d자, 숫자 1개, 특수문자 1개, 최근 5개 재사용 금지" % n,
             "정책은 auth/policy.py 에 있음 (MIN_LENGTH=%d)" % n, "SSO 유저도 이 정책 적용되나요?")


@cln("clean: auth error messages")
def _(lang):
    e = pick(['FATAL:  password authentication failed for user "app_rw"', "botocore.exceptions.ClientError: An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.",
              "401 Unauthorized: {\"error\":\"invalid_api_key\",\"message\":\"Incorrect API key provided\"}", "remote: HTTP Basic: Access denied. The provided password or token is incorrect",
              "ERROR 1045 (28000): Access denied for user 'report'@'10.0.4.12' (using password: YES)"])
    if lang == "en":
        return F("Hit this right after the rotation:\n" + e, "The service caches credentials at startup; restart the pods after rotating.", "")
    return F("로테이션 직후 이 에러 발생\n" + e, "서비스가 시작 시점에 크리덴셜 캐싱함. 교체 후 파드 재시작 필요", "")


@cln("clean: config keys without values")
def _(lang):
    body = "\n".join("%s=" % k for k in pick([["DB_HOST", "DB_USER", "DB_PASSWORD"], ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"], ["SMTP_USER", "SMTP_PASSWORD", "SMTP_PORT"]]))
    if lang == "en":
        return F(".env.example only lists keys:\n" + body, "Ask the team lead for values; don't commit a filled-in copy.", "")
    return F(".env.example 에는 키 이름만 있음\n" + body, "값은 팀 리드에게 요청. 채운 파일 커밋 금지", "")


@cln("clean: key names in code")
def _(lang):
    c = pick(['key = os.environ["STRIPE_SECRET_KEY"]', 'token := os.Getenv("GITHUB_TOKEN")', "const apiKey = process.env.OPENAI_API_KEY ?? throwMissing('OPENAI_API_KEY');",
              'password = settings.get("database.password")', '@Value("${jwt.secret}") private String jwtSecret;'])
    if lang == "en":
        return F("Tracked down where the client reads its secret: `%s`." % c, "Missing values throw at import time, so tests fail before any request.", "")
    return F("클라이언트가 시크릿 읽는 위치: `%s`" % c, "값이 없으면 import 시점에 예외. 요청 전에 테스트가 깨짐", "")


@cln("clean: Korean prose about passwords without value")
def _(lang):
    if lang == "en":
        return F(pick(["Asked three people for the staging DB password; nobody had it, it was rotated last week.",
                       "The shared admin password expired and the reset email goes to a dead mailbox."]),
                 "Password resets for shared accounts go through the #infra-requests form.", "Can we get per-person accounts?")
    return F(pick(["스테이징 DB 비번 세 명한테 물어봤는데 아무도 모름. 지난주에 교체됐다고 함",
                   "공용 관리자 비밀번호 만료됐는데 재설정 메일이 없는 메일함으로 감",
                   "토큰 만료돼서 배포 막힘. 새 토큰은 보안팀 승인 받아야 발급됨"]),
             pick(["공용 계정 비번 재설정은 #infra-requests 양식으로 요청", "비번/토큰은 절대 슬랙에 붙여넣지 말 것. 볼트 경로만 공유"]),
             pick(["개인 계정 발급 가능한가요?", "토큰 유효기간 늘릴 수 있는지?", ""]))


@cln("clean: version strings and build numbers")
def _(lang):
    v = "%d.%d.%d" % (R.randint(1, 9), R.randint(0, 30), R.randint(0, 40))
    b = "%s-rc.%d+build.%d.%s" % (v, R.randint(1, 5), R.randint(1000, 99999), short_sha())
    if lang == "en":
        return F("Crash only reproduces on build %s." % b, "Android versionCode %d maps to that build." % R.randint(10000, 999999), "")
    return F("크래시는 %s 빌드에서만 재현됨" % b, "안드로이드 versionCode %d 가 해당 빌드" % R.randint(10000, 999999), "")


@cln("clean: file paths to key material")
def _(lang):
    p = pick(["~/.ssh/id_ed25519", "/etc/ssl/private/wildcard.acme.io.key", "secrets/gcp-sa.json", "~/.aws/credentials", "/run/secrets/db_password"])
    if lang == "en":
        return F("Deploy script expects the key at %s; it isn't created by the bootstrap." % p, "Permissions must be 0600 or ssh refuses it.", "")
    return F("배포 스크립트가 %s 경로에 키가 있다고 가정함. 부트스트랩이 만들어주지 않음" % p, "권한 0600 아니면 ssh 가 거부함", "")


@cln("clean: port numbers and hosts")
def _(lang):
    ports = [R.choice([5432, 6379, 9092, 8200, 3306, 27017, 15672, 9200]) for _ in range(3)]
    if lang == "en":
        return F("Local stack binds %d, %d and %d; something else on my laptop already used one of them." % tuple(ports), "lsof -i :PORT shows the culprit.", "")
    return F("로컬 스택이 %d, %d, %d 포트를 씀. 내 노트북에서 이미 하나가 사용중이었음" % tuple(ports), "lsof -i :포트 로 범인 확인", "")


@cln("clean: obviously fake test fixtures")
def _(lang):
    f = pick(["Stripe test tokens tok_visa and pm_card_chargeDeclined", "SMS sandbox OTP is always 000000", "users created by factory.Faker('password')",
              "fixture email test+%d@example.com" % R.randint(1, 99), "card 4000 0000 0000 9995 (insufficient funds)"])
    if lang == "en":
        return F("E2E tests rely on %s." % f, "These are vendor-documented test values; they never hit real accounts.", "")
    return F("E2E 테스트는 %s 에 의존함" % f, "벤더 문서에 나오는 테스트용 값이라 실계정과 무관", "")


@cln("clean: feature flags")
def _(lang):
    fl = pick(["new-checkout-flow-2025", "ENABLE_PASSKEY_LOGIN=true", "ff.payments.retry_v2", "use_token_refresh_v3", "KILL_SWITCH_LEGACY_AUTH=false"])
    if lang == "en":
        return F("Behaviour differed between envs because flag %s is only on in staging." % fl, "Check LaunchDarkly targeting before debugging code.", "")
    return F("환경마다 동작 달랐던 이유: %s 플래그가 스테이징에서만 켜져있음" % fl, "코드 디버깅 전에 플래그 타게팅부터 확인", "")


@cln("clean: ticket numbers")
def _(lang):
    t = "%s-%d" % (pick(["PAY", "INFRA", "SEC", "AUTH", "MOB"]), R.randint(100, 9999))
    if lang == "en":
        return F("Password rotation work is tracked in %s; it's blocked on the vendor." % t, "Link the ticket in the PR so security can audit it.", "")
    return F("비밀번호 교체 작업은 %s 티켓에서 관리. 벤더 쪽 대기중" % t, "보안팀 감사용으로 PR 에 티켓 링크 필수", "")


@cln("clean: cache keys, nonces, trace ids")
def _(lang):
    tp = "00-%s-%s-01" % (rs(HEX, 32), rs(HEX, 16))
    ck = "user:%d:session:v%d" % (R.randint(1000, 999999), R.randint(2, 5))
    if lang == "en":
        return F("Traced the slow login via traceparent %s." % tp, "The cache key %s was never invalidated after logout." % ck, "")
    return F("traceparent %s 로 느린 로그인 추적" % tp, "로그아웃 후 캐시키 %s 가 무효화 안 됨" % ck, "")


@cln("clean: coupon codes, order numbers, short links")
def _(lang):
    cp = pick(["SPRING25OFF", "WELCOME10", "BLACKFRIDAY2025", "FREESHIP50K"])
    on = "ORD-%s-%06d" % (date_str().replace("-", ""), R.randint(1, 999999))
    sl = "https://bit.ly/" + rs(AN, 7)
    if lang == "en":
        return F("Order %s applied coupon %s twice." % (on, cp), "Campaign link %s points to the old landing page." % sl, "")
    return F("주문 %s 에 쿠폰 %s 이 두 번 적용됨" % (on, cp), "캠페인 링크 %s 가 예전 랜딩을 가리킴" % sl, "")


@cln("clean: k8s pod/replicaset names")
def _(lang):
    pod = "%s-%s-%s" % (pick(["api", "worker", "auth-gateway"]), rs(LAN, 10), rs(LAN, 5))
    if lang == "en":
        return F("OOMKilled pod %s had no memory limit set." % pod, "kubectl describe pod shows Last State: OOMKilled.", "")
    return F("OOMKilled 된 파드 %s 에 메모리 limit 없었음" % pod, "kubectl describe pod 에서 Last State 확인", "")


@cln("clean: OAuth client id (public)")
def _(lang):
    cid = "%d-%s.apps.googleusercontent.com" % (R.randint(10 ** 11, 10 ** 12), rs(LAN, 32))
    if lang == "en":
        return F("Google sign-in broke on the new domain; the client id %s didn't list it as an authorized origin." % cid, "Client IDs are public; the redirect URI list is what matters.", "")
    return F("새 도메인에서 구글 로그인 실패. 클라이언트 ID %s 에 승인된 출처로 등록 안 됨" % cid, "클라이언트 ID 는 공개값. 리디렉션 URI 목록이 핵심", "")


@cln("clean: Terraform sensitive variable references")
def _(lang):
    t = 'variable "db_password" {\n  type      = string\n  sensitive = true\n}\n\nresource "aws_db_instance" "main" {\n  password = var.db_password\n}'
    if lang == "en":
        return F("Where does RDS get its password? From a sensitive variable, fed by TF_VAR_db_password in CI:\n" + t, "terraform plan prints (sensitive value) for it.", "")
    return F("RDS 비번은 sensitive 변수에서 받고 CI 에서 TF_VAR_db_password 로 주입\n" + t, "plan 출력엔 (sensitive value) 로 표시됨", "")


@cln("clean: secret manager paths")
def _(lang):
    p = pick(["secret/data/payments/stripe", "op://Engineering/Prod DB/password", "projects/acme/secrets/db-password/versions/latest", "prod/api/jwt-signing-key"])
    if lang == "en":
        return F("The value lives at %s; the app fetches it at boot." % p, "Don't copy it into .env; reference the path.", "Who can read that path?")
    return F("값은 %s 에 있음. 앱이 부팅 시 가져옴" % p, ".env 로 복사하지 말고 경로만 참조", "해당 경로 읽기 권한 누구한테 있나요?")


@cln("clean: secretKeyRef YAML")
def _(lang):
    y = "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: api-db\n        key: password"
    if lang == "en":
        return F("Pod gets DB_PASSWORD via secretKeyRef:\n" + y, "If the Secret is missing the pod stays in CreateContainerConfigError.", "")
    return F("파드는 secretKeyRef 로 DB_PASSWORD 를 받음\n" + y, "Secret 없으면 CreateContainerConfigError 상태로 멈춤", "")


@cln("clean: gitignore / pre-commit for secrets")
def _(lang):
    if lang == "en":
        return F("Someone almost committed a key file; .gitignore covers .env*, *.pem and *.p12 now.", "pre-commit runs a secret scanner on staged files.", "")
    return F("누가 키 파일 커밋할 뻔함. 이제 .gitignore 에 .env*, *.pem, *.p12 추가됨", "pre-commit 에서 스테이징된 파일 시크릿 스캔함", "")


@cln("clean: rotation procedure prose")
def _(lang):
    d = date_str()
    if lang == "en":
        return F("The payment API key was rotated on %s; the new value is in Vault and the old one is revoked." % d,
                 "Rotation order: create new, deploy, verify, revoke old.", "Is there an alert if a revoked key is used?")
    return F("%s 에 결제 API 키 교체 완료. 새 값은 볼트에 있고 예전 키는 폐기됨" % d, "교체 순서: 신규 발급 → 배포 → 확인 → 구키 폐기", "폐기된 키 사용 시 알림 오나요?")


@cln("clean: S3 ETag and object keys")
def _(lang):
    et = '"%s"' % rs(HEX, 32)
    key = "uploads/%d/%s/%s.jpg" % (R.randint(2023, 2025), uuid4(), rs(HEX, 16))
    if lang == "en":
        return F("Duplicate uploads: same ETag %s for %s and its copy." % (et, key), "Multipart uploads have ETags with a -N suffix; don't compare those to MD5.", "")
    return F("중복 업로드: %s 와 사본의 ETag 가 %s 로 같음" % (key, et), "멀티파트 업로드 ETag 는 -N 접미사가 붙으니 MD5 와 비교하면 안 됨", "")


@cln("clean: Git LFS pointer")
def _(lang):
    ptr = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (rs(HEX, 64), R.randint(10 ** 5, 10 ** 9))
    if lang == "en":
        return F("Model file in the repo is just an LFS pointer:\n" + ptr, "Run git lfs pull after cloning.", "")
    return F("레포의 모델 파일은 LFS 포인터일 뿐\n" + ptr, "클론 후 git lfs pull 필요", "")


@cln("clean: npm integrity / go.sum hashes")
def _(lang):
    integ = "sha512-" + rs(B64, 86) + "=="
    gs = "h1:" + rs(B64, 43) + "="
    if lang == "en":
        return F("Lockfile conflict: integrity %s vs the registry's value." % integ, "go.sum line for the same dep ends with %s; regenerate instead of hand-editing." % gs, "")
    return F("락파일 충돌: integrity %s 가 레지스트리 값과 다름" % integ, "go.sum 도 %s 로 끝나는데 손으로 고치지 말고 재생성" % gs, "")


@cln("clean: SRI hash in HTML")
def _(lang):
    s = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1" integrity="sha384-%s" crossorigin="anonymous"></script>' % rs(B64, 64)
    if lang == "en":
        return F("Chart widget broke when the CDN file changed; the page pins it with SRI:\n" + s, "Bump the hash when bumping the version.", "")
    return F("CDN 파일이 바뀌면서 차트 위젯 깨짐. SRI 로 고정되어 있었음\n" + s, "버전 올릴 때 해시도 같이 갱신", "")


@cln("clean: Slack ids and event ids")
def _(lang):
    ch, u, ev = "C0" + rs(UAN, 9), "U0" + rs(UAN, 9), "Ev0" + rs(UAN, 9)
    if lang == "en":
        return F("Bot posted to channel %s instead of the alerts channel; triggering user %s, event %s." % (ch, u, ev), "Channel ids differ between workspaces.", "")
    return F("봇이 알림 채널 대신 %s 채널에 글 올림. 트리거 유저 %s, 이벤트 %s" % (ch, u, ev), "워크스페이스마다 채널 ID 다름", "")


@cln("clean: regex patterns for token formats")
def _(lang):
    r = pick(["ghp_[A-Za-z0-9]{36}", "AKIA[0-9A-Z]{16}", "xox[baprs]-[0-9A-Za-z-]+", "sk_live_[0-9a-zA-Z]{24,99}", "-----BEGIN [A-Z ]*PRIVATE KEY-----"])
    if lang == "en":
        return F("Our log scrubber has pattern `%s` but misses newer formats." % r, "Test patterns against vendor docs, not against real keys.", "")
    return F("로그 마스킹 정규식에 `%s` 는 있는데 신규 포맷은 못 잡음" % r, "패턴 테스트는 실제 키 말고 벤더 문서 예시로", "")


@cln("clean: LLM max_tokens and token counts")
def _(lang):
    n = pick([1024, 2048, 4096, 8192])
    if lang == "en":
        return F("Summaries were cut off: max_tokens=%d and the prompt already used %d tokens." % (n, R.randint(3000, 120000)), "Token here means model tokens, not credentials.", "")
    return F("요약이 잘림: max_tokens=%d 인데 프롬프트가 이미 %d 토큰 사용" % (n, R.randint(3000, 120000)), "여기서 토큰은 모델 토큰 얘기임, 인증 토큰 아님", "")


@cln("clean: i18n strings about passwords")
def _(lang):
    s = '"auth.password.placeholder": "비밀번호를 입력하세요",\n"auth.password.tooShort": "Password must be at least 12 characters"'
    if lang == "en":
        return F("The password hint text lives in locales/*.json:\n" + s, "Missing keys fall back to English silently.", "")
    return F("비밀번호 안내 문구는 locales/*.json 에 있음\n" + s, "키 누락되면 조용히 영어로 폴백", "")


@cln("clean: docker login --password-stdin usage")
def _(lang):
    c = pick(["aws ecr get-login-password --region ap-northeast-2 | docker login --username AWS --password-stdin %d.dkr.ecr.ap-northeast-2.amazonaws.com" % R.randint(10 ** 11, 10 ** 12 - 1),
              "echo \"$CR_PAT\" | docker login ghcr.io -u acme-bot --password-stdin",
              "gh auth token | docker login ghcr.io -u $GITHUB_ACTOR --password-stdin"])
    if lang == "en":
        return F("Registry login in CI:\n" + c, "Token comes from the environment; nothing is written to disk except ~/.docker/config.json.", "")
    return F("CI 레지스트리 로그인\n" + c, "토큰은 환경에서 가져옴. ~/.docker/config.json 말고는 디스크에 안 남음", "")


@cln("clean: kubectl get secret jsonpath command")
def _(lang):
    c = "kubectl -n %s get secret api-db -o jsonpath='{.data.password}' | base64 -d" % pick(["prod", "staging"])
    if lang == "en":
        return F("To read the current DB password you need cluster access: `%s`." % c, "Don't paste the output anywhere.", "Can devs get read access to secrets in staging?")
    return F("현재 DB 비번 확인하려면 클러스터 권한 필요: `%s`" % c, "출력값은 어디에도 붙여넣지 말 것", "개발자도 스테이징 시크릿 읽기 권한 받을 수 있나요?")


@cln("clean: aws secretsmanager command")
def _(lang):
    c = "aws secretsmanager get-secret-value --secret-id prod/orders/db --query SecretString --output text"
    if lang == "en":
        return F("The entrypoint fetches credentials at start:\n" + c, "The task role needs secretsmanager:GetSecretValue on that ARN.", "")
    return F("엔트리포인트가 시작 시 크리덴셜을 가져옴\n" + c, "태스크 롤에 해당 ARN GetSecretValue 권한 필요", "")


@cln("clean: schema columns named password/token")
def _(lang):
    s = "CREATE TABLE users (\n  id BIGSERIAL PRIMARY KEY,\n  email CITEXT UNIQUE,\n  password_hash VARCHAR(100) NOT NULL,\n  refresh_token_id UUID\n);"
    if lang == "en":
        return F("Auth schema for reference:\n" + s, "Only hashes are stored; reset tokens are in a separate table with TTL.", "")
    return F("인증 스키마 참고\n" + s, "해시만 저장. 재설정 토큰은 TTL 있는 별도 테이블", "")


@cln("clean: identifiers containing secret/token words")
def _(lang):
    ids = pick(["refresh_token_rotation_enabled", "test_password_reset_expires_after_24h", "SecretRotationScheduler", "api_key_last_used_at", "TOKEN_BUCKET_CAPACITY=500"])
    if lang == "en":
        return F("Grepping for 'token' returns hundreds of hits like %s." % ids, "Narrow greps by file type; most hits are names, not values.", "")
    return F("'token' 으로 grep 하면 %s 같은 게 수백 개 나옴" % ids, "파일 타입으로 좁힐 것. 대부분 값이 아니라 이름", "")


@cln("clean: kind Secret manifest with stringData from env")
def _(lang):
    y = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: app-env\nstringData:\n  DB_PASSWORD: ${DB_PASSWORD}\n  JWT_SECRET: ${JWT_SECRET}"
    if lang == "en":
        return F("envsubst fills this template during deploy:\n" + y, "If the variable is unset, envsubst writes an empty string silently.", "")
    return F("배포 시 envsubst 로 이 템플릿을 채움\n" + y, "변수가 없으면 envsubst 가 조용히 빈 문자열을 넣음", "")


@cln("clean: Notion/Google Docs URLs with long ids")
def _(lang):
    u = pick(["https://www.notion.so/acme/Onboarding-%s" % rs(HEX, 32), "https://docs.google.com/document/d/%s/edit" % rs(B64U, 44),
              "https://www.figma.com/file/%s/Checkout-v3" % rs(AN, 22)])
    if lang == "en":
        return F("The onboarding checklist is here: %s" % u, "It's more current than the wiki.", "")
    return F("온보딩 체크리스트 링크 %s" % u, "위키보다 이게 최신임", "")


@cln("clean: content-hashed asset filenames")
def _(lang):
    f = "main.%s.js" % rs(HEX, 8)
    g = "vendor.%s.chunk.css" % rs(HEX, 20)
    if lang == "en":
        return F("Users got a stale bundle: index.html still referenced %s and %s." % (f, g), "index.html must be served with no-cache.", "")
    return F("사용자가 예전 번들 받음. index.html 이 아직 %s, %s 참조" % (f, g), "index.html 은 no-cache 로 서빙해야 함", "")


@cln("clean: TLS certificate serial/fingerprint")
def _(lang):
    ser = ":".join(rs(UHEX, 2) for _ in range(16))
    fp = ":".join(rs(UHEX, 2) for _ in range(32))
    if lang == "en":
        return F("Clients pinned the old cert (serial %s)." % ser, "New cert SHA-256 fingerprint: %s. Update pins before the switch." % fp, "")
    return F("클라이언트가 구 인증서(시리얼 %s)를 피닝하고 있었음" % ser, "신규 인증서 SHA-256 지문 %s. 교체 전에 핀 갱신" % fp, "")


@cln("clean: IP/MAC addresses")
def _(lang):
    mac = ":".join(rs("0123456789abcdef", 2) for _ in range(6))
    if lang == "en":
        return F("The label printer at %s keeps getting a new lease; its MAC is %s." % (ipv4_private(), mac), "Reserve the address in DHCP.", "")
    return F("라벨 프린터 %s 가 IP 가 자꾸 바뀜. MAC 은 %s" % (ipv4_private(), mac), "DHCP 예약 걸어두기", "")


@cln("clean: cron expressions and schedules")
def _(lang):
    c = pick(["0 3 * * *", "*/15 * * * *", "30 2 * * 1-5", "0 0 1 * *"])
    if lang == "en":
        return F("Token refresh job runs on `%s` in UTC, not KST." % c, "That's why tokens expired at 9am local time.", "")
    return F("토큰 갱신 잡 스케줄 `%s` 이 KST 가 아니라 UTC 기준" % c, "그래서 한국시간 오전 9시에 토큰 만료됐던 것", "")


@cln("clean: idempotency-key and request headers")
def _(lang):
    h = "curl -X POST https://api.internal/payments -H 'Idempotency-Key: %s' -H 'X-Request-Id: %s' -H \"Authorization: Bearer $TOKEN\"" % (uuid4(), uuid4())
    if lang == "en":
        return F("Double charges came from retries without an idempotency key. Correct call:\n" + h, "Reuse the same key on retry.", "")
    return F("멱등키 없는 재시도 때문에 중복 결제 발생. 올바른 호출\n" + h, "재시도 시 같은 키 재사용", "")


@cln("clean: bcrypt hash in fixture")
def _(lang):
    h = "$2b$12$" + rs(B64.replace("+", "."), 53)
    if lang == "en":
        return F("Seed data stores users with password_hash %s." % h, "It's a bcrypt hash; the plaintext isn't recoverable, login with the magic-link flow in dev.", "")
    return F("시드 데이터 password_hash 값이 %s" % h, "bcrypt 해시라 평문 복구 불가. 개발환경은 매직링크로 로그인", "")


@cln("clean: public site keys (reCAPTCHA site key, Mapbox pk)")
def _(lang):
    k = pick(["6L" + rs(B64U, 38), "pk.eyJ1IjoiYWNtZSIsImEiOiI" + rs(B64U, 20) + "In0." + rs(B64U, 22)])
    if lang == "en":
        return F("Frontend bundle contains the public site key %s; security flagged it but it's meant to be public." % k, "Restrict it by domain/URL in the vendor console instead.", "")
    return F("프론트 번들에 공개용 사이트 키 %s 가 들어있음. 보안팀이 지적했지만 원래 공개용" % k, "벤더 콘솔에서 도메인 제한 걸면 됨", "")


@cln("clean: object ids (Mongo, Snowflake query ids)")
def _(lang):
    oid = rs(HEX, 24)
    qid = "%s-%s-%s-%s-%s" % (rs(HEX, 8), rs(HEX, 4), rs(HEX, 4), rs(HEX, 4), rs(HEX, 12))
    if lang == "en":
        return F("Document %s is missing its tenant field; the bulk job (query id %s) skipped it." % (oid, qid), "", "Should the job fail instead of skipping?")
    return F("도큐먼트 %s 에 tenant 필드 없음. 일괄 작업(쿼리 ID %s)이 스킵함" % (oid, qid), "", "스킵 말고 실패 처리해야 하나요?")


@cln("clean: HMAC signature explained with sample header")
def _(lang):
    sig = "t=%d,v1=%s" % (R.randint(1700000000, 1760000000), rs(HEX, 64))
    if lang == "en":
        return F("Webhook verification failed; the incoming Stripe-Signature header was %s." % sig, "The signature is derived per request; the body must be the raw bytes.", "")
    return F("웹훅 검증 실패. 들어온 Stripe-Signature 헤더 %s" % sig, "서명은 요청마다 달라짐. 원본 바이트로 검증해야 함", "")


@cln("clean: JWT explained without token")
def _(lang):
    if lang == "en":
        return F("Gateway rejected tokens with 'kid not found'.", "JWKS is cached for 10 minutes; after key rotation, wait or bust the cache. The token format is header.payload.signature.", "")
    return F("게이트웨이가 'kid not found' 로 토큰 거부", "JWKS 10분 캐싱됨. 키 교체 후엔 기다리거나 캐시 비우기. 토큰 구조는 header.payload.signature", "")


@cln("clean: Korean meeting minutes without values")
def _(lang):
    d = date_str()
    if lang == "en":
        return F("Security sync %s:\n- all prod API keys move to Vault by end of month\n- shared passwords to be replaced with SSO\n- owner: platform team" % d,
                 "Rotation is tracked per key in the spreadsheet, not in chat.", "")
    return F("[%s 보안 회의]\n- 운영 API 키 월말까지 전부 볼트로 이전\n- 공용 비밀번호는 SSO로 대체\n- 담당: 플랫폼팀" % d,
             "키별 교체 현황은 채팅 말고 시트로 관리", "")


@cln("clean: AWS documented example key style note")
def _(lang):
    if lang == "en":
        return F("The SDK docs use obviously fake credentials; our tests should use moto and never read ~/.aws.", "Set AWS_ACCESS_KEY_ID=testing and AWS_SECRET_ACCESS_KEY=testing in conftest so moto intercepts.", "")
    return F("SDK 문서 예시는 가짜 크리덴셜. 우리 테스트는 moto 쓰고 ~/.aws 읽으면 안 됨", "conftest 에서 AWS_ACCESS_KEY_ID=testing, AWS_SECRET_ACCESS_KEY=testing 으로 설정해야 moto 가 가로챔", "")


@cln("clean: hex colors and CSS")
def _(lang):
    cs = ", ".join("#" + rs(UHEX, 6) for _ in range(3))
    if lang == "en":
        return F("Design tokens (%s) changed in Figma but not in tailwind.config.js." % cs, "Design tokens here are color variables, nothing auth related.", "")
    return F("디자인 토큰(%s)이 피그마에선 바뀌었는데 tailwind.config.js 엔 반영 안 됨" % cs, "여기서 토큰은 색상 변수. 인증과 무관", "")


@cln("clean: semver ranges and lockfile")
def _(lang):
    if lang == "en":
        return F("Build broke because ^%d.%d.0 pulled a new minor of the auth SDK." % (R.randint(1, 9), R.randint(0, 20)), "Pin with ~ or an exact version for SDKs with breaking minors.", "")
    return F("^%d.%d.0 범위라 인증 SDK 새 마이너 버전이 들어와서 빌드 깨짐" % (R.randint(1, 9), R.randint(0, 20)), "마이너에서 깨지는 SDK 는 ~ 나 정확한 버전으로 고정", "")


@cln("clean: Sentry/Datadog issue ids and monitors")
def _(lang):
    if lang == "en":
        return F("Sentry issue %s-%s spikes after each deploy; Datadog monitor %d fires at the same time." % (pick(["API", "WEB", "WORKER"]), rs(UAN, 4), R.randint(10 ** 7, 10 ** 8)), "It's the cold cache, not a bug.", "")
    return F("센트리 이슈 %s-%s 가 배포마다 튐. 데이터독 모니터 %d 도 동시에 울림" % (pick(["API", "WEB", "WORKER"]), rs(UAN, 4), R.randint(10 ** 7, 10 ** 8)), "버그 아니고 콜드 캐시 때문", "")


@cln("clean: password manager item references")
def _(lang):
    it = pick(["'Infra / prod-db superuser'", "'Shared / Apple Developer'", "'Payments / PG admin console'"])
    if lang == "en":
        return F("Creds for the PG console are in 1Password item %s." % it, "Request vault access through IT; don't ask for the password in DMs.", "")
    return F("PG 어드민 계정은 1Password %s 항목 참고" % it, "볼트 접근은 IT 통해 요청. DM 으로 비번 달라고 하지 말기", "")


@cln("clean: database users without passwords")
def _(lang):
    if lang == "en":
        return F("Reporting queries should run as %s, not the app user." % pick(["readonly_bi", "report_ro", "analytics_reader"]), "That role has SELECT only and a 30s statement timeout.", "")
    return F("리포팅 쿼리는 앱 계정 말고 %s 로 돌릴 것" % pick(["readonly_bi", "report_ro", "analytics_reader"]), "해당 롤은 SELECT 만 가능하고 statement timeout 30초", "")


@cln("clean: PASSWORD_* config numbers")
def _(lang):
    c = "PASSWORD_MIN_LENGTH=%d\nPASSWORD_MAX_AGE_DAYS=%d\nTOKEN_TTL_SECONDS=%d\nMAX_LOGIN_ATTEMPTS=%d" % (R.randint(8, 16), R.randint(60, 180), R.choice([900, 3600, 86400]), R.randint(3, 10))
    if lang == "en":
        return F("Lockouts in QA came from these settings:\n" + c, "QA overrides MAX_LOGIN_ATTEMPTS in its own env file.", "")
    return F("QA 에서 계정 잠김은 이 설정 때문\n" + c, "QA 는 별도 env 파일에서 MAX_LOGIN_ATTEMPTS 재정의", "")


@cln("clean: Korean chat about token expiry, no value")
def _(lang):
    if lang == "en":
        return F("[14:02] dy: deploy failed, token expired again?\n[14:03] sp: yep, the CI token is 30-day. regenerate in settings > tokens\n[14:05] dy: done, stored it as a CI variable", "CI tokens expire every 30 days; calendar reminder set.", "")
    return F("[14:02] 도윤: 배포 실패함 토큰 또 만료?\n[14:03] 수빈: ㅇㅇ CI 토큰 30일짜리임. 설정 > 토큰에서 재발급\n[14:05] 도윤: 재발급해서 CI 변수에 넣었어요", "CI 토큰 30일마다 만료. 캘린더 알림 걸어둠", "")


@cln("clean: webhook URL pattern with placeholders")
def _(lang):
    u = pick(["https://hooks.slack.com/services/T000/B000/XXXXXXXX", "https://discord.com/api/webhooks/{id}/{token}", "https://api.telegram.org/bot<TOKEN>/sendMessage"])
    if lang == "en":
        return F("Notifier config documents the URL shape as %s; the real URL is injected from the secret store." % u, "Keep webhook URLs out of the repo; they are credentials.", "")
    return F("알림 설정 문서에 URL 형태가 %s 로 나와있음. 실제 URL 은 시크릿 저장소에서 주입" % u, "웹훅 URL 자체가 크리덴셜이니 레포에 넣지 말 것", "")


@cln("clean: Terraform resource addresses and state")
def _(lang):
    a = pick(["module.rds.aws_db_instance.main", "aws_secretsmanager_secret_version.db_password", "module.vpc.aws_nat_gateway.this[0]"])
    if lang == "en":
        return F("terraform plan wanted to replace %s because the password attribute changed." % a, "Use lifecycle ignore_changes for values rotated outside Terraform.", "")
    return F("terraform plan 이 %s 교체하려고 함. password 속성 변경 때문" % a, "테라폼 밖에서 교체되는 값은 lifecycle ignore_changes 로", "")


@cln("clean: hash of password described (argon2 params)")
def _(lang):
    if lang == "en":
        return F("Login got slow after the argon2 change: m=%d, t=%d, p=%d." % (R.choice([65536, 131072]), R.randint(2, 4), R.randint(1, 4)), "Benchmark hashing params on the smallest prod instance.", "")
    return F("argon2 파라미터 변경 후 로그인 느려짐: m=%d, t=%d, p=%d" % (R.choice([65536, 131072]), R.randint(2, 4), R.randint(1, 4)), "해시 파라미터는 제일 작은 운영 인스턴스에서 벤치마크", "")


@cln("clean: base64 image data URI")
def _(lang):
    d = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA" + rs(B64, 60) + "..."
    if lang == "en":
        return F("Email template inlines the logo as %s" % d, "Some clients block data URIs; host the image instead.", "")
    return F("메일 템플릿에 로고가 %s 형태로 인라인됨" % d, "일부 메일 클라이언트는 data URI 차단. 이미지 호스팅으로", "")


@cln("clean: error codes mentioning credentials")
def _(lang):
    c = pick(["ERR_INVALID_AUTH_TOKEN", "E_PASSWORD_EXPIRED", "AUTH_REFRESH_TOKEN_REUSED", "InvalidAccessKeyId", "SignatureDoesNotMatch"])
    if lang == "en":
        return F("Mobile clients got %s after upgrade." % c, "The refresh flow reused a rotated token; fixed in the interceptor.", "")
    return F("업데이트 후 모바일에서 %s 에러" % c, "리프레시 플로우가 교체된 토큰을 재사용했었음. 인터셉터에서 수정", "")


@cln("clean: random-looking public ids (YouTube, app ids)")
def _(lang):
    y = "https://youtu.be/" + rs(B64U, 11)
    app = "com.acme.%s" % pick(["shop", "wallet", "delivery"])
    if lang == "en":
        return F("Demo video %s is linked from the store listing of %s." % (y, app), "Store listing changes need marketing sign-off.", "")
    return F("데모 영상 %s 이 %s 스토어 페이지에 걸려있음" % (y, app), "스토어 등록정보 변경은 마케팅 승인 필요", "")


@cln("clean: Vault policy HCL")
def _(lang):
    h = 'path "secret/data/payments/*" {\n  capabilities = ["read", "list"]\n}'
    if lang == "en":
        return F("Payments workers couldn't read their secrets; the policy only covered metadata. Correct policy:\n" + h, "KV v2 paths need /data/ in the policy.", "")
    return F("결제 워커가 시크릿을 못 읽음. 정책이 metadata 만 허용했었음. 수정된 정책\n" + h, "KV v2 는 정책 경로에 /data/ 필요", "")


@cln("clean: OTP/login flow description")
def _(lang):
    if lang == "en":
        return F("QA couldn't pass 2FA on staging.", "Staging sends OTPs to the #qa-otp channel; the code changes every 30s, so copy it fresh.", "Can staging disable 2FA for test accounts?")
    return F("QA 가 스테이징에서 2단계 인증 통과 못함", "스테이징 OTP 는 #qa-otp 채널로 옴. 30초마다 바뀌니 새로 복사할 것", "테스트 계정은 2FA 끌 수 있나요?")


@cln("clean: commented-out config with env reference")
def _(lang):
    c = "# password: (set via SMTP_PASSWORD)\npassword: ${SMTP_PASSWORD:?SMTP_PASSWORD must be set}"
    if lang == "en":
        return F("mail.yml now fails fast when the password is missing:\n" + c, "The :? form aborts startup with a clear message.", "")
    return F("mail.yml 이 비번 누락 시 바로 실패하도록 바뀜\n" + c, ":? 문법은 명확한 메시지와 함께 기동 중단", "")


@cln("clean: long build/job identifiers")
def _(lang):
    j = "%d" % R.randint(10 ** 9, 10 ** 10)
    run = "https://github.com/acme/api/actions/runs/%s/job/%d" % (j, R.randint(10 ** 10, 10 ** 11))
    if lang == "en":
        return F("Flaky test output is in %s." % run, "Re-run only failed jobs to save minutes.", "")
    return F("불안정한 테스트 로그는 %s" % run, "실패한 잡만 재실행해서 분 절약", "")


@cln("clean: encryption at rest settings without keys")
def _(lang):
    if lang == "en":
        return F("Backups are encrypted with a KMS key alias alias/backup-%s; nothing to store locally." % pick(["prod", "dr"]), "Restores need kms:Decrypt on that alias.", "")
    return F("백업은 KMS 키 별칭 alias/backup-%s 로 암호화됨. 로컬에 보관할 것 없음" % pick(["prod", "dr"]), "복구 시 해당 별칭에 kms:Decrypt 권한 필요", "")


@cln("clean: Korean terse note about where the key lives")
def _(lang):
    if lang == "en":
        return F("Where is the Kakao admin key? Not in the repo; in Vault at secret/data/kakao.", "Ask #platform for read access.", "")
    return F(pick(["카카오 어드민 키 어디있냐 → 레포엔 없음. 볼트 secret/data/kakao", "토스 시크릿키는 콘솔 > 개발자센터에서 확인. 레포엔 없음",
                   "슬랙 봇 토큰은 앱 설정 OAuth 페이지에 있음. 값 복사해서 공유하지 말 것"]),
             pick(["권한은 #platform 에 요청", "값은 로컬 .env 에만 두기"]), "")


@cln("clean: sample API response with non-secret ids")
def _(lang):
    r = json.dumps({"id": "acct_" + rs(AN, 16), "object": "account", "charges_enabled": True, "country": "KR", "created": R.randint(1600000000, 1750000000)})
    if lang == "en":
        return F("Connected account looks fine: %s" % r, "charges_enabled true means onboarding is complete.", "")
    return F("연결 계정 상태 정상: %s" % r, "charges_enabled 가 true 면 온보딩 완료", "")


@cln("clean: password reset link expired (token redacted by design)")
def _(lang):
    if lang == "en":
        return F("Support pasted a reset link, but the token part was already stripped: https://app.acme.io/reset?token=…", "Reset tokens expire after 30 minutes anyway.", "")
    return F("CS 가 재설정 링크를 보냈는데 토큰 부분은 이미 잘려있었음: https://app.acme.io/reset?token=…", "재설정 토큰은 어차피 30분 후 만료", "")


@cln("clean: hex-looking but public (Ethereum address, tx hash)")
def _(lang):
    addr = "0x" + rs(HEX, 40)
    tx = "0x" + rs(HEX, 64)
    if lang == "en":
        return F("Withdrawal to %s is stuck; tx %s has been pending for an hour." % (addr, tx), "Addresses and tx hashes are public on-chain data.", "")
    return F("%s 로 출금 멈춤. 트랜잭션 %s 한 시간째 pending" % (addr, tx), "주소랑 트랜잭션 해시는 온체인 공개 데이터", "")


@cln("clean: CSP nonce / state parameter in docs")
def _(lang):
    if lang == "en":
        return F("CSP blocked inline scripts; the header must be script-src 'nonce-{RANDOM}' with a fresh nonce per response.", "The nonce is generated per request in middleware.", "")
    return F("CSP 가 인라인 스크립트 차단함. 헤더는 script-src 'nonce-{RANDOM}' 형태, 응답마다 새 nonce", "nonce 는 미들웨어에서 요청마다 생성", "")


@cln("clean: mixed identifiers with word key")
def _(lang):
    k = pick(["partition key tenant_id#%d" % R.randint(1, 999), "primary key (order_id, line_no)", "idempotency key per order", "sort key created_at"])
    if lang == "en":
        return F("Hot partition in DynamoDB: %s concentrates writes." % k, "Add a random suffix shard to spread writes.", "")
    return F("DynamoDB 핫 파티션: %s 로 쓰기가 몰림" % k, "랜덤 접미사 샤드로 분산", "")


@cln("clean: keychain / credential helper prose")
def _(lang):
    if lang == "en":
        return F("git kept asking for a password on every push.", "Configure credential.helper osxkeychain (or manager on Windows) and use a PAT once; it's cached in the OS keychain.", "")
    return F("push 할 때마다 git 이 비번 물어봄", "credential.helper osxkeychain(윈도우는 manager) 설정하고 PAT 한 번 입력하면 키체인에 캐싱됨", "")


@cln("clean: masked connection string in logs")
def _(lang):
    u = "postgres://app:****@%s:5432/%s" % (host_name(), db_name())
    if lang == "en":
        return F("Startup log prints the DSN as %s, so I could confirm the host without seeing credentials." % u, "The masking comes from the config loader.", "")
    return F("기동 로그에 DSN 이 %s 로 찍혀서 크리덴셜 안 보고도 호스트 확인 가능" % u, "마스킹은 설정 로더에서 처리", "")


@cln("clean: session / cookie settings without values")
def _(lang):
    if lang == "en":
        return F("Login loop in Safari: the session cookie lacked SameSite=None; Secure.", "Cookie name is __Host-session; value is opaque and server-side.", "")
    return F("사파리에서 로그인 무한루프: 세션 쿠키에 SameSite=None; Secure 빠져있었음", "쿠키 이름은 __Host-session, 값은 서버 측 세션 ID", "")


@cln("clean: OpenAPI security scheme")
def _(lang):
    y = "components:\n  securitySchemes:\n    ApiKeyAuth:\n      type: apiKey\n      in: header\n      name: X-API-Key"
    if lang == "en":
        return F("The spec declares the auth header:\n" + y, "Generated clients read the key from a constructor argument.", "")
    return F("스펙에 인증 헤더 정의\n" + y, "생성된 클라이언트는 생성자 인자로 키를 받음", "")

# --------------------------------------------------------------------------------------------
# checks and assembly
# --------------------------------------------------------------------------------------------
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}
FIELDS = ["missing_context", "lesson", "ask_next_time"]


def fields_ok(f):
    if list(f.keys()) != FIELDS:
        return False
    for k in FIELDS:
        if not isinstance(f[k], str) or len(f[k].encode("utf-8")) > LIMITS[k]:
            return False
    return bool(f["missing_context"].strip()) and bool(f["lesson"].strip())


def secrets_ok(f, secrets):
    if not secrets:
        return False
    for s in secrets:
        if len(s) < 8 or not any(s in f[k] for k in FIELDS):
            return False
    for k in FIELDS:
        text = f[k]
        spans = []
        for s in secrets:
            st = 0
            while True:
                p = text.find(s, st)
                if p < 0:
                    break
                spans.append((p, p + len(s)))
                st = p + 1
        for s in secrets:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                st = 0
                while True:
                    p = text.find(w, st)
                    if p < 0:
                        break
                    if not any(a <= p and p + 8 <= b for a, b in spans):
                        return False
                    st = p + 1
    return True


GEN_LESSON = {
    "en": ["Write down where credentials come from next to the code that uses them.",
           "Check the repo, the CI variables and the vault before asking; it is usually in one of the three.",
           "Anything pasted into a note or ticket should be treated as leaked and rotated.",
           "Ask for read access to the secret store on day one.",
           "Shared accounts drift; verify before relying on them.",
           "Grep the ops repo first, most answers are in old runbooks.",
           "Get the owning team to confirm before touching shared credentials.",
           "Half a day went into this; a one-line comment in the config would have saved it."],
    "ko": ["크리덴셜 출처는 사용하는 코드 옆에 적어둘 것",
           "물어보기 전에 레포, CI 변수, 볼트 세 군데 먼저 확인",
           "노트나 티켓에 붙여넣은 값은 유출된 걸로 보고 교체해야 함",
           "입사 첫날 시크릿 저장소 읽기 권한부터 요청하자",
           "공용 계정 정보는 금방 낡음. 쓰기 전에 확인",
           "운영 레포 런북 먼저 grep. 답은 대부분 거기 있음",
           "공용 크리덴셜 건드리기 전에 담당 팀 확인 받기",
           "이거 찾느라 반나절 씀. 설정 파일에 주석 한 줄만 있었어도..."]}
ASK_PREFIX = {"en": ["Is this still current?", "Can someone confirm this is the right value?", "Should this live somewhere safer?",
                     "Is this what prod uses too?"],
              "ko": ["이거 아직 유효한가요?", "이 값 맞는지 확인 부탁", "이거 더 안전한 데로 옮겨야 하지 않나요?", "운영도 이 값 쓰나요?"]}
PLAIN_ASK = {"en": ["Is this documented anywhere besides this note?", "Who owns this service now?", "Should this go into the onboarding doc?",
                    "Is staging configured the same way?", "Any plans to automate this?", "Which team should I ping about this next time?"],
             "ko": ["이거 온보딩 문서에 추가해도 될까요?", "이 서비스 지금 담당자 누구예요?", "스테이징도 같은 구조인지?", "자동화 계획 있나요?",
                    "다음엔 어느 팀에 물어보면 되는지?", "관련 위키 페이지 있나요?"]}


def rebalance(f, secrets, lang):
    """Move a lesson-borne secret into missing_context or ask_next_time for some notes (field spread)."""
    in_le = any(s in f["lesson"] for s in secrets)
    in_other = any(s in f["missing_context"] or s in f["ask_next_time"] for s in secrets)
    if not in_le or in_other:
        return f
    x = R.random()
    if x < 0.40:
        return F(f["missing_context"] + "\n" + f["lesson"], pick(GEN_LESSON[lang]), f["ask_next_time"])
    if x < 0.62 and not f["ask_next_time"]:
        return F(f["missing_context"], pick(GEN_LESSON[lang]), pick(ASK_PREFIX[lang]) + "\n" + f["lesson"])
    return f


def gen_secret(fn, lang):
    for _ in range(200):
        out = fn(lang)
        f, secrets = rebalance(out[0], out[1], lang), out[1]
        if not f["ask_next_time"] and chance(0.3):
            f = F(f["missing_context"], f["lesson"], pick(PLAIN_ASK[lang]))
        uniq = []
        for s in secrets:
            if s not in uniq:
                uniq.append(s)
        if fields_ok(f) and secrets_ok(f, uniq):
            return out[:1] + (uniq,) + out[2:]
    raise RuntimeError("could not generate a valid secret note")


def main():
    notes = []
    seen = []

    def add(lang, kind, cat, f, secrets):
        key = json.dumps(f, ensure_ascii=False, sort_keys=True)
        if key in seen:
            return False
        seen.append(key)
        notes.append({"lang": lang, "kind": kind, "category": cat, "fields": f, "secrets": secrets})
        return True

    # 1. vendor notes: one per vendor entry, frames dealt from a shuffled deck for spread
    toggle = [0]

    def next_lang():
        toggle[0] ^= 1
        return "en" if toggle[0] else "ko"

    vorder = list(range(len(VENDORS)))
    R.shuffle(vorder)
    deck = []
    for vi in vorder:
        v = VENDORS[vi]
        lang = next_lang()
        if v["special"] and chance(0.6):
            kind = pick(v["special"])
        else:
            if not deck:
                deck = [name for name, _ in GENERIC_FRAMES] + ["curl header", "log excerpt header", "URL query param", "prose", "prose"]
                R.shuffle(deck)
            avail = {name: fr for name, fr in vendor_frames(v, lang)}
            kind = None
            for j, nm in enumerate(deck):
                if nm == "prose" or nm in avail:
                    kind = "prose" if nm == "prose" else (nm, avail[nm])
                    deck.pop(j)
                    break
            if kind is None:
                kind = pick([(nm, fr) for nm, fr in vendor_frames(v, lang)])
        for _ in range(200):
            f, secrets, cat = vendor_note(v, lang, kind)
            if not f["ask_next_time"] and chance(0.3):
                f = F(f["missing_context"], f["lesson"], pick(PLAIN_ASK[lang]))
            if fields_ok(f) and secrets_ok(f, secrets):
                break
        else:
            raise RuntimeError("vendor note failed: " + v["name"])
        add(lang, "secret", cat, f, secrets)

    # 2. non-vendor secret templates
    plan = []
    twos = [i for i, (c, fn, n) in enumerate(SECRET_T) if n == 2]
    R.shuffle(twos)
    extra = set(twos[:len(twos) // 3])
    for i, (cat, fn, n) in enumerate(SECRET_T):
        k = 2 if n == 3 else (2 if i in extra else 1)
        plan.append((cat, fn, k))
    for cat, fn, k in plan:
        langs = ["en", "ko"] if k == 2 else [next_lang()]
        if k == 2 and chance(0.5):
            langs.reverse()
        for lang in langs:
            for _ in range(20):
                f, secrets = gen_secret(fn, lang)
                if add(lang, "secret", cat, f, secrets):
                    break

    # 3. clean templates
    ctog = [0]
    drop = list(range(len(CLEAN_T)))
    R.shuffle(drop)
    drop = set(drop[:14])
    for i, (cat, fn, n) in enumerate(CLEAN_T):
        k = n - 1 if i in drop else n
        langs = ["en", "ko"][:k]
        while len(langs) < k:
            ctog[0] ^= 1
            langs.append("en" if ctog[0] else "ko")
        R.shuffle(langs)
        for lang in langs:
            done = False
            for attempt in range(12):
                f = fn(lang)
                if not f["ask_next_time"] and chance(0.35):
                    f = F(f["missing_context"], f["lesson"], pick(PLAIN_ASK[lang]))
                if not fields_ok(f):
                    continue
                if add(lang, "clean", cat, f, []):
                    done = True
                    break
            if not done:
                other = "ko" if lang == "en" else "en"
                for attempt in range(6):
                    f = fn(other)
                    if fields_ok(f) and add(other, "clean", cat, f, []):
                        break

    # final assertions
    from collections import Counter
    cc = Counter(n["category"] for n in notes)
    assert max(cc.values()) <= 3, cc.most_common(3)
    for n in notes:
        assert fields_ok(n["fields"]), n["category"]
        if n["kind"] == "secret":
            assert secrets_ok(n["fields"], n["secrets"]), n["category"]
        else:
            assert n["secrets"] == []

    R.shuffle(notes)
    out_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v19.jsonl")
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for i, n in enumerate(notes, 1):
            rec = {"id": "p%03d" % i, "lang": n["lang"], "kind": n["kind"], "category": n["category"],
                   "fields": n["fields"], "secrets": n["secrets"]}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(out_path, "rb") as fh:
        digest = hashlib.sha256(fh.read()).hexdigest()
    print("wrote %d notes to %s sha256=%s" % (len(notes), out_path, digest))


if __name__ == "__main__":
    main()
