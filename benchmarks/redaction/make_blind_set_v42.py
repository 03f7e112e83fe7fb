#!/usr/bin/env python3
"""Blind evaluation set v42 for a credential-redaction filter.

Self-contained and deterministic: one PRNG (random.Random(42_2026_1126)) drives
every choice; no set iteration, no hash(), no os.urandom/uuid module.
Output: blind_set_v42.jsonl next to this file (one JSON object per line).
"""
import base64
import hashlib
import json
import os
import random
import string
import sys

R = random.Random(42_2026_1126)

# ---------------------------------------------------------------- alphabets
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
LAN = LO + DG
UAN = UP + DG
HX = "0123456789abcdef"
UHX = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
LB32 = LO + "234567"
BECH = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def an(n): return rs(AN, n)
def lan(n): return rs(LAN, n)
def uan(n): return rs(UAN, n)
def hx(n): return rs(HX, n)
def uhx(n): return rs(UHX, n)
def dg(n): return rs(DG, 1).replace("0", str(R.randint(1, 9))) + rs(DG, n - 1)
def b64(n): return rs(B64, n)
def b64u(n): return rs(B64U, n)
def b32(n): return rs(B32, n)
def lo(n): return rs(LO, n)


def mixed(alpha, n, must=""):
    """random string that contains at least one char of every class in must"""
    while True:
        s = rs(alpha, n)
        ok = True
        for cls in must:
            pool = {"u": UP, "l": LO, "d": DG}[cls]
            if not any(c in pool for c in s):
                ok = False
        if ok:
            return s


def uuid4():
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def b64e(data: bytes, url=False, pad=True):
    s = base64.urlsafe_b64encode(data) if url else base64.b64encode(data)
    s = s.decode()
    return s if pad else s.rstrip("=")


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def pct(s):
    out = []
    for ch in s:
        if ch.isalnum() or ch in "-_.~":
            out.append(ch)
        else:
            out.append("".join("%%%02X" % b for b in ch.encode()))
    return "".join(out)


def jdump(obj, indent=None):
    return json.dumps(obj, ensure_ascii=False, indent=indent)


def jwt(payload, alg="HS256", siglen=None):
    head = b64e(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode(), url=True, pad=False)
    body = b64e(json.dumps(payload, separators=(",", ":")).encode(), url=True, pad=False)
    if siglen is None:
        siglen = {"HS256": 43, "RS256": 342, "ES256": 86, "EdDSA": 86}.get(alg, 43)
    return f"{head}.{body}.{b64u(siglen)}"


def ts_epoch():
    return R.randint(1_700_000_000, 1_790_000_000)


def iso_ts():
    return "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23),
                                                    R.randint(0, 59), R.randint(0, 59), R.randint(0, 999))


def log_ts():
    return "2025-%02d-%02d %02d:%02d:%02d,%03d" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23),
                                                  R.randint(0, 59), R.randint(0, 59), R.randint(0, 999))


def date_s():
    return "2025-%02d-%02d" % (R.randint(1, 12), R.randint(1, 28))


def ipv4_private():
    return pick(["10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(2, 254)),
                 "172.%d.%d.%d" % (R.randint(16, 31), R.randint(0, 255), R.randint(2, 254)),
                 "192.168.%d.%d" % (R.randint(0, 255), R.randint(2, 254))])


def sha1hex(): return hx(40)
def sha256hex(): return hx(64)


def pem_body(kind="rsa", lines=None):
    """random base64 body lines of a private key (list of strings)"""
    if kind == "rsa":
        n = lines or R.randint(4, 7)
        first = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + b64(32)
        body = [first] + [b64(64) for _ in range(n - 2)]
    elif kind == "rsa1":
        n = lines or R.randint(4, 7)
        first = "MIIEowIBAAKCAQEA" + b64(48)
        body = [first] + [b64(64) for _ in range(n - 2)]
    elif kind == "ec":
        n = lines or 3
        first = "MHcCAQEEI" + b64(55)
        body = [first] + [b64(64) for _ in range(max(0, n - 2))]
    elif kind == "pkcs8ec":
        n = lines or 3
        first = "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg" + b64(16)
        body = [first] + [b64(64) for _ in range(max(0, n - 2))]
    elif kind == "openssh":
        n = lines or R.randint(4, 6)
        first = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
        body = [first] + [b64(70) for _ in range(n - 2)]
    else:
        raise ValueError(kind)
    last_len = 4 * R.randint(3, 14)
    tail = b64(last_len - 1) + "=" if chance(0.5) else b64(last_len - 2) + "=="
    return body + [tail]


# ---------------------------------------------------------------- vendor token shapes
# Each vendor: name, group, items() -> [(LABEL, value, is_secret)], optional http
# (method, url, header-template using {0} for the first secret value).
VENDORS = []


def V(name, group, items, http=None):
    VENDORS.append({"name": name, "group": group, "items": items, "http": http})


def S(label, value):  # secret item
    return (label, value, True)


def P(label, value):  # non-secret item in the same block (ids, regions, ...)
    return (label, value, False)


def aws_secret(): return b64(40)
def akia(): return "AKIA" + rs(B32, 16)
def asia(): return "ASIA" + rs(B32, 16)


def aws_session_token(n=None):
    n = n or R.randint(300, 420)
    return "IQoJb3JpZ2luX2VjE" + rs(B64, 2) + "aCXVzLWVhc3QtMSJHMEUCI" + b64(n)


def openai_key():
    v = R.random()
    if v < 0.55:
        return "sk-proj-" + b64u(74) + "T3BlbkFJ" + b64u(74)
    if v < 0.75:
        return "sk-" + an(20) + "T3BlbkFJ" + an(20)
    if v < 0.9:
        return "sk-svcacct-" + b64u(74) + "T3BlbkFJ" + b64u(74)
    return "sk-admin-" + b64u(64) + "T3BlbkFJ" + b64u(40)


def mapbox_secret():
    user = pick(["jiwoo-kim", "mapteam", "acme-geo", "haneul"])
    mid = b64e(json.dumps({"u": user, "a": lan(25)}, separators=(",", ":")).encode(), url=True, pad=False)
    return "sk." + mid + "." + b64u(22)


def discord_bot():
    uid = str(R.randint(10**17, 10**18 * 2))
    return b64e(uid.encode(), pad=False) + "." + b64u(6) + "." + b64u(38)


def supabase_service_jwt():
    ref = lo(20)
    return jwt({"iss": "supabase", "ref": ref, "role": "service_role", "iat": 1710000000 + R.randint(0, 9999999),
                "exp": 2025000000 + R.randint(0, 9999999)})


def generic_jwt(role="api"):
    return jwt({"sub": str(R.randint(1000, 999999)), "scope": role, "iat": ts_epoch(), "exp": ts_epoch() + 86400},
               alg=pick(["HS256", "RS256"]), siglen=None)


def elastic_apikey():
    return b64e((b64u(20) + ":" + b64u(22)).encode())


def slack_webhook_parts():
    return "T" + uan(10), "B" + uan(10), an(24)


V("AWS", "cloud", lambda: [S("AWS_ACCESS_KEY_ID", akia()), S("AWS_SECRET_ACCESS_KEY", aws_secret()),
                           P("AWS_DEFAULT_REGION", pick(["ap-northeast-2", "us-east-1", "eu-central-1", "ap-northeast-1"]))])
V("AWS STS", "cloud", lambda: [S("AWS_ACCESS_KEY_ID", asia()), S("AWS_SECRET_ACCESS_KEY", aws_secret()),
                               S("AWS_SESSION_TOKEN", aws_session_token())])
V("Google Cloud", "cloud", lambda: [S("GOOGLE_API_KEY", "AIza" + b64u(35))],
  ("GET", "https://maps.googleapis.com/maps/api/geocode/json?address=Seoul&key={0}", None))
V("Google OAuth", "cloud", lambda: [P("GOOGLE_CLIENT_ID", dg(12) + "-" + lan(32) + ".apps.googleusercontent.com"),
                                    S("GOOGLE_CLIENT_SECRET", "GOCSPX-" + b64u(28))])
V("Google OAuth refresh token", "cloud", lambda: [S("GOOGLE_REFRESH_TOKEN", "1//0" + pick("eg") + b64u(99))])
V("Google access token", "cloud", lambda: [S("GCP_ACCESS_TOKEN", "ya29.a0" + b64u(150))],
  ("GET", "https://storage.googleapis.com/storage/v1/b?project=acme-prod", "Authorization: Bearer {0}"))
V("Gemini", "ai", lambda: [S("GEMINI_API_KEY", "AIza" + b64u(35))],
  ("POST", "https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent", "x-goog-api-key: {0}"))
V("Azure Storage", "cloud", lambda: [P("AZURE_STORAGE_ACCOUNT", "st" + lo(10)), S("AZURE_STORAGE_KEY", b64(86) + "==")])
V("Azure Entra ID", "cloud", lambda: [P("AZURE_TENANT_ID", uuid4()), P("AZURE_CLIENT_ID", uuid4()),
                                      S("AZURE_CLIENT_SECRET", an(3) + "8Q~" + rs(AN + "_.~-", 34))])
V("Azure OpenAI", "ai", lambda: [P("AZURE_OPENAI_ENDPOINT", "https://" + lo(8) + "-openai.openai.azure.com/"),
                                 S("AZURE_OPENAI_API_KEY", hx(32))],
  ("POST", "https://acme-kr-openai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01", "api-key: {0}"))
V("Azure DevOps", "ci", lambda: [S("AZURE_DEVOPS_PAT", rs(LB32, 52))])
V("Azure Cosmos DB", "db", lambda: [P("COSMOS_ENDPOINT", "https://" + lo(9) + ".documents.azure.com:443/"), S("COSMOS_KEY", b64(86) + "==")])
V("IBM Cloud", "cloud", lambda: [S("IBMCLOUD_API_KEY", b64u(44))])
V("DigitalOcean", "cloud", lambda: [S("DIGITALOCEAN_TOKEN", "dop_v1_" + hx(64))],
  ("GET", "https://api.digitalocean.com/v2/droplets", "Authorization: Bearer {0}"))
V("Linode", "cloud", lambda: [S("LINODE_TOKEN", hx(64))], ("GET", "https://api.linode.com/v4/linode/instances", "Authorization: Bearer {0}"))
V("Vultr", "cloud", lambda: [S("VULTR_API_KEY", uan(36))], ("GET", "https://api.vultr.com/v2/instances", "Authorization: Bearer {0}"))
V("Hetzner Cloud", "cloud", lambda: [S("HCLOUD_TOKEN", an(64))], ("GET", "https://api.hetzner.cloud/v1/servers", "Authorization: Bearer {0}"))
V("Scaleway", "cloud", lambda: [S("SCW_ACCESS_KEY", "SCW" + rs(UAN, 17)), S("SCW_SECRET_KEY", uuid4()),
                                P("SCW_DEFAULT_PROJECT_ID", uuid4())])
V("OVHcloud", "cloud", lambda: [P("OVH_APPLICATION_KEY", an(16)), S("OVH_APPLICATION_SECRET", an(32)), S("OVH_CONSUMER_KEY", an(32))])
V("Cloudflare", "cloud", lambda: [S("CLOUDFLARE_API_TOKEN", b64u(40))],
  ("GET", "https://api.cloudflare.com/client/v4/user/tokens/verify", "Authorization: Bearer {0}"))
V("Cloudflare Global API Key", "cloud", lambda: [P("CF_API_EMAIL", "ops@" + pick(["acme.io", "hanbit.co.kr", "example-shop.jp"])),
                                                 S("CF_API_KEY", hx(37))])
V("Cloudflare R2", "cloud", lambda: [S("R2_ACCESS_KEY_ID", hx(32)), S("R2_SECRET_ACCESS_KEY", hx(64)),
                                     P("R2_ENDPOINT", "https://" + hx(32) + ".r2.cloudflarestorage.com")])
V("Fly.io", "cloud", lambda: [S("FLY_API_TOKEN", "fm2_" + b64(180))])
V("Vercel", "cloud", lambda: [S("VERCEL_TOKEN", an(24))], ("GET", "https://api.vercel.com/v9/projects", "Authorization: Bearer {0}"))
V("Netlify", "cloud", lambda: [S("NETLIFY_AUTH_TOKEN", "nfp_" + an(36))])
V("Render", "cloud", lambda: [S("RENDER_API_KEY", "rnd_" + an(32))], ("GET", "https://api.render.com/v1/services", "Authorization: Bearer {0}"))
V("Railway", "cloud", lambda: [S("RAILWAY_TOKEN", uuid4())])
V("Heroku", "cloud", lambda: [S("HEROKU_API_KEY", pick(["HRKU-AA" + b64u(58), uuid4()]))],
  ("GET", "https://api.heroku.com/apps", "Authorization: Bearer {0}"))
V("Supabase", "db", lambda: [P("SUPABASE_URL", "https://" + lo(20) + ".supabase.co"), S("SUPABASE_SERVICE_ROLE_KEY", supabase_service_jwt())])
V("Supabase access token", "db", lambda: [S("SUPABASE_ACCESS_TOKEN", "sbp_" + hx(40))])
V("Supabase secret key", "db", lambda: [S("SUPABASE_SECRET_KEY", "sb_secret_" + b64u(31))])
V("Firebase Cloud Messaging", "messaging", lambda: [S("FCM_SERVER_KEY", "AAAA" + b64u(7) + ":APA91b" + b64u(134))],
  ("POST", "https://fcm.googleapis.com/fcm/send", "Authorization: key={0}"))
V("Cloudinary", "saas", lambda: [P("CLOUDINARY_CLOUD_NAME", lo(8)), P("CLOUDINARY_API_KEY", dg(15)), S("CLOUDINARY_API_SECRET", b64u(27))])
V("Algolia", "saas", lambda: [P("ALGOLIA_APP_ID", uan(10)), S("ALGOLIA_ADMIN_API_KEY", hx(32))])
V("Mapbox", "saas", lambda: [S("MAPBOX_SECRET_TOKEN", mapbox_secret())])
V("Okta", "saas", lambda: [P("OKTA_ORG_URL", "https://" + lo(7) + ".okta.com"), S("OKTA_API_TOKEN", "00" + b64u(40))],
  ("GET", "https://acme.okta.com/api/v1/users?limit=5", "Authorization: SSWS {0}"))
V("Auth0", "saas", lambda: [P("AUTH0_DOMAIN", lo(8) + ".us.auth0.com"), P("AUTH0_CLIENT_ID", an(32)), S("AUTH0_CLIENT_SECRET", b64u(64))])
V("Twilio", "messaging", lambda: [P("TWILIO_ACCOUNT_SID", "AC" + hx(32)), S("TWILIO_AUTH_TOKEN", hx(32))])
V("Twilio API key", "messaging", lambda: [P("TWILIO_API_KEY_SID", "SK" + hx(32)), S("TWILIO_API_KEY_SECRET", an(32))])
V("SendGrid", "messaging", lambda: [S("SENDGRID_API_KEY", "SG." + b64u(22) + "." + b64u(43))],
  ("POST", "https://api.sendgrid.com/v3/mail/send", "Authorization: Bearer {0}"))
V("Mailgun", "messaging", lambda: [S("MAILGUN_API_KEY", pick(["key-" + hx(32), hx(32) + "-" + hx(8) + "-" + hx(8)])),
                                   P("MAILGUN_DOMAIN", "mg." + pick(["acme.io", "shop.co.kr", "hanbit.dev"]))])
V("Mailchimp", "messaging", lambda: [S("MAILCHIMP_API_KEY", hx(32) + "-us" + str(R.randint(2, 21)))])
V("Postmark", "messaging", lambda: [S("POSTMARK_SERVER_TOKEN", uuid4())],
  ("POST", "https://api.postmarkapp.com/email", "X-Postmark-Server-Token: {0}"))
V("Brevo", "messaging", lambda: [S("BREVO_API_KEY", "xkeysib-" + hx(64) + "-" + an(16))],
  ("GET", "https://api.brevo.com/v3/account", "api-key: {0}"))
V("Mailjet", "messaging", lambda: [P("MJ_APIKEY_PUBLIC", hx(32)), S("MJ_APIKEY_PRIVATE", hx(32))])
V("Resend", "messaging", lambda: [S("RESEND_API_KEY", "re_" + an(8) + "_" + an(24))],
  ("POST", "https://api.resend.com/emails", "Authorization: Bearer {0}"))
V("Postman", "saas", lambda: [S("POSTMAN_API_KEY", "PMAK-" + hx(24) + "-" + hx(34))],
  ("GET", "https://api.getpostman.com/collections", "X-Api-Key: {0}"))
V("Slack", "messaging", lambda: [S("SLACK_BOT_TOKEN", "xoxb-" + dg(12) + "-" + dg(13) + "-" + an(24))],
  ("POST", "https://slack.com/api/chat.postMessage", "Authorization: Bearer {0}"))
V("Slack user token", "messaging", lambda: [S("SLACK_USER_TOKEN", "xoxp-" + dg(12) + "-" + dg(12) + "-" + dg(13) + "-" + hx(32))])
V("Slack app token", "messaging", lambda: [S("SLACK_APP_TOKEN", "xapp-1-A" + uan(10) + "-" + dg(13) + "-" + hx(64))])
V("Slack signing secret", "messaging", lambda: [S("SLACK_SIGNING_SECRET", hx(32))])
V("Discord", "messaging", lambda: [S("DISCORD_BOT_TOKEN", discord_bot())],
  ("GET", "https://discord.com/api/v10/users/@me", "Authorization: Bot {0}"))
V("Telegram", "messaging", lambda: [S("TELEGRAM_BOT_TOKEN", dg(10) + ":AA" + b64u(33))])
V("Zulip", "messaging", lambda: [P("ZULIP_EMAIL", "deploy-bot@" + lo(6) + ".zulipchat.com"), S("ZULIP_API_KEY", an(32))])
V("Matrix", "messaging", lambda: [S("MATRIX_ACCESS_TOKEN", "syt_" + b64e(pick([b"ci-bot", b"alerts", b"jenkins"]), url=True, pad=False) + "_" + an(20) + "_" + an(6))],
  ("GET", "https://matrix.example.org/_matrix/client/v3/account/whoami", "Authorization: Bearer {0}"))
V("Pushover", "messaging", lambda: [S("PUSHOVER_APP_TOKEN", "a" + lan(29)), P("PUSHOVER_USER_KEY", "u" + lan(29))])
V("LINE Messaging API", "messaging", lambda: [S("LINE_CHANNEL_ACCESS_TOKEN", b64(171) + "="), S("LINE_CHANNEL_SECRET", hx(32))])
V("LINE Notify", "messaging", lambda: [S("LINE_NOTIFY_TOKEN", an(43))],
  ("POST", "https://notify-api.line.me/api/notify", "Authorization: Bearer {0}"))
V("Kakao", "messaging", lambda: [S("KAKAO_REST_API_KEY", hx(32))],
  ("GET", "https://dapi.kakao.com/v2/local/search/address.json?query=%ED%8C%90%EA%B5%90", "Authorization: KakaoAK {0}"))
V("Kakao admin key", "messaging", lambda: [S("KAKAO_ADMIN_KEY", hx(32))])
V("Naver Developers", "saas", lambda: [P("NAVER_CLIENT_ID", an(20)), S("NAVER_CLIENT_SECRET", mixed(AN, 10, "uld"))])
V("Naver Cloud Platform", "cloud", lambda: [S("NCLOUD_ACCESS_KEY", uan(20)), S("NCLOUD_SECRET_KEY", an(40))])
V("Toss Payments", "payments", lambda: [S("TOSS_SECRET_KEY", "live_sk_" + an(28))])
V("Toss Payments API key", "payments", lambda: [S("TOSS_API_SECRET", "live_gsk_" + an(28))])
V("PortOne", "payments", lambda: [P("IMP_KEY", dg(16)), S("IMP_SECRET", an(80))])
V("PortOne V2", "payments", lambda: [S("PORTONE_API_SECRET", an(80))],
  ("GET", "https://api.portone.io/payments/order-20250611-0042", "Authorization: PortOne {0}"))
V("NHN Cloud", "cloud", lambda: [P("NHN_APPKEY", an(16)), S("NHN_SECRET_KEY", mixed(AN, 8, "uld"))])
V("SOLAPI", "messaging", lambda: [P("SOLAPI_API_KEY", "NCS" + uan(13)), S("SOLAPI_API_SECRET", uan(32))])
V("Aligo", "messaging", lambda: [P("ALIGO_USER_ID", pick(["hanbitshop", "dev_mkt", "acmekr"])), S("ALIGO_API_KEY", lan(32))])
V("Channel Talk", "saas", lambda: [P("CHANNEL_ACCESS_KEY", hx(24)), S("CHANNEL_ACCESS_SECRET", hx(32))])
V("data.go.kr", "saas", lambda: [S("DATA_GO_KR_SERVICE_KEY", b64(86) + "==")])
V("Sendbird", "messaging", lambda: [P("SENDBIRD_APP_ID", uuid4().upper()), S("SENDBIRD_API_TOKEN", hx(40))])
V("NICEPAY", "payments", lambda: [P("NICEPAY_CLIENT_ID", "R2_" + hx(32)), S("NICEPAY_SECRET_KEY", hx(32))])
V("KG Inicis", "payments", lambda: [P("INICIS_MID", "INIpay" + dg(4)), S("INICIS_SIGN_KEY", b64(32))])
V("Alibaba Cloud", "cloud", lambda: [S("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + an(18)), S("ALIBABA_CLOUD_ACCESS_KEY_SECRET", an(30))])
V("Tencent Cloud", "cloud", lambda: [S("TENCENTCLOUD_SECRET_ID", "AKID" + an(32)), S("TENCENTCLOUD_SECRET_KEY", an(32))])
V("Huawei Cloud", "cloud", lambda: [S("HUAWEICLOUD_SDK_AK", uan(20)), S("HUAWEICLOUD_SDK_SK", an(40))])
V("Baidu AI Cloud", "cloud", lambda: [P("BAIDU_API_KEY", an(24)), S("BAIDU_SECRET_KEY", an(32))])
V("Qiniu", "cloud", lambda: [S("QINIU_ACCESS_KEY", b64u(40)), S("QINIU_SECRET_KEY", b64u(40))])
V("Volcengine", "cloud", lambda: [S("VOLC_ACCESSKEY", "AKLT" + b64u(43)), S("VOLC_SECRETKEY", b64(58) + "==")])
V("WeChat", "messaging", lambda: [P("WECHAT_APPID", "wx" + hx(16)), S("WECHAT_APPSECRET", hx(32))])
V("WeChat Pay", "payments", lambda: [P("WXPAY_MCHID", dg(10)), S("WXPAY_API_V3_KEY", an(32))])
V("Feishu", "messaging", lambda: [P("FEISHU_APP_ID", "cli_" + hx(16)), S("FEISHU_APP_SECRET", an(32))])
V("DingTalk", "messaging", lambda: [S("DINGTALK_ACCESS_TOKEN", hx(64)), S("DINGTALK_SECRET", "SEC" + hx(64))])
V("WeCom", "messaging", lambda: [P("WECOM_CORP_ID", "ww" + hx(16)), S("WECOM_CORP_SECRET", b64u(43))])
V("Moonshot AI", "ai", lambda: [S("MOONSHOT_API_KEY", "sk-" + an(48))],
  ("POST", "https://api.moonshot.cn/v1/chat/completions", "Authorization: Bearer {0}"))
V("Zhipu AI", "ai", lambda: [S("ZHIPUAI_API_KEY", hx(32) + "." + an(16))])
V("DeepSeek", "ai", lambda: [S("DEEPSEEK_API_KEY", "sk-" + hx(32))],
  ("POST", "https://api.deepseek.com/chat/completions", "Authorization: Bearer {0}"))
V("Alibaba DashScope", "ai", lambda: [S("DASHSCOPE_API_KEY", "sk-" + hx(32))])
V("Gitee", "ci", lambda: [S("GITEE_TOKEN", hx(32))])
V("Chatwork", "messaging", lambda: [S("CHATWORK_API_TOKEN", hx(32))],
  ("GET", "https://api.chatwork.com/v2/me", "X-ChatWorkToken: {0}"))
V("PAY.JP", "payments", lambda: [S("PAYJP_SECRET_KEY", "sk_live_" + hx(48))])
V("Backlog", "saas", lambda: [P("BACKLOG_SPACE", lo(6) + ".backlog.jp"), S("BACKLOG_API_KEY", an(64))])
V("kintone", "saas", lambda: [P("KINTONE_BASE_URL", "https://" + lo(7) + ".cybozu.com"), S("KINTONE_API_TOKEN", an(40))])
V("Sakura Cloud", "cloud", lambda: [S("SAKURACLOUD_ACCESS_TOKEN", uuid4()), S("SAKURACLOUD_ACCESS_TOKEN_SECRET", an(64))])
V("GMO Payment Gateway", "payments", lambda: [P("GMO_SHOP_ID", "tshop" + dg(8)), S("GMO_SHOP_PASS", lan(8) + lan(2))])
V("DeepL", "ai", lambda: [S("DEEPL_AUTH_KEY", uuid4() + pick([":fx", ""]))],
  ("POST", "https://api-free.deepl.com/v2/translate", "Authorization: DeepL-Auth-Key {0}"))
V("Mollie", "payments", lambda: [S("MOLLIE_API_KEY", "live_" + an(30))],
  ("GET", "https://api.mollie.com/v2/payments", "Authorization: Bearer {0}"))
V("Adyen", "payments", lambda: [S("ADYEN_API_KEY", "AQE" + an(3) + "mf" + b64(120) + "=-" + b64u(40))])
V("GoCardless", "payments", lambda: [S("GOCARDLESS_ACCESS_TOKEN", "live_" + b64u(40))])
V("Wise", "payments", lambda: [S("WISE_API_TOKEN", uuid4())],
  ("GET", "https://api.transferwise.com/v2/profiles", "Authorization: Bearer {0}"))
V("Spotify", "saas", lambda: [P("SPOTIFY_CLIENT_ID", hx(32)), S("SPOTIFY_CLIENT_SECRET", hx(32))])
V("Bitbucket", "ci", lambda: [P("BITBUCKET_USERNAME", pick(["ci-bot", "jmlee", "deploy"])), S("BITBUCKET_APP_PASSWORD", "ATBB" + an(32) + uhx(8))])
V("Atlassian", "saas", lambda: [P("JIRA_EMAIL", pick(["sumin.park", "dev.bot", "k.tanaka"]) + "@" + pick(["acme.io", "hanbit.co.kr"])),
                                S("JIRA_API_TOKEN", "ATATT3xFfGF0" + b64u(170) + "=" + uhx(8))])
V("MessageBird", "messaging", lambda: [S("MESSAGEBIRD_ACCESS_KEY", an(25))],
  ("GET", "https://rest.messagebird.com/balance", "Authorization: AccessKey {0}"))
V("Vonage", "messaging", lambda: [P("VONAGE_API_KEY", hx(8)), S("VONAGE_API_SECRET", mixed(AN, 16, "uld"))])
V("Infobip", "messaging", lambda: [S("INFOBIP_API_KEY", hx(32) + "-" + uuid4())],
  ("POST", "https://xyz12.api.infobip.com/sms/2/text/advanced", "Authorization: App {0}"))
V("Pusher", "messaging", lambda: [P("PUSHER_APP_ID", dg(7)), P("PUSHER_KEY", hx(20)), S("PUSHER_SECRET", hx(20))])
V("Ably", "messaging", lambda: [S("ABLY_API_SECRET", b64u(43))])
V("Contentful", "saas", lambda: [S("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + b64u(43))])
V("Sanity", "saas", lambda: [S("SANITY_API_TOKEN", "sk" + an(180))])
V("Elastic Cloud", "observability", lambda: [S("ELASTIC_API_KEY", elastic_apikey())],
  ("GET", "https://acme.es.ap-northeast-2.aws.elastic-cloud.com/_cat/indices", "Authorization: ApiKey {0}"))
V("Typeform", "saas", lambda: [S("TYPEFORM_TOKEN", "tfp_" + b64u(44) + "_" + b64u(14))])
V("OpenAI", "ai", lambda: [S("OPENAI_API_KEY", openai_key())],
  ("POST", "https://api.openai.com/v1/chat/completions", "Authorization: Bearer {0}"))
V("Anthropic", "ai", lambda: [S("ANTHROPIC_API_KEY", "sk-ant-api03-" + b64u(93) + "AA")],
  ("POST", "https://api.anthropic.com/v1/messages", "x-api-key: {0}"))
V("Anthropic admin", "ai", lambda: [S("ANTHROPIC_ADMIN_KEY", "sk-ant-admin01-" + b64u(93) + "AA")])
V("Hugging Face", "ai", lambda: [S("HF_TOKEN", "hf_" + rs(UP + LO, 34))],
  ("GET", "https://huggingface.co/api/whoami-v2", "Authorization: Bearer {0}"))
V("Replicate", "ai", lambda: [S("REPLICATE_API_TOKEN", "r8_" + an(37))])
V("Groq", "ai", lambda: [S("GROQ_API_KEY", "gsk_" + an(52))],
  ("POST", "https://api.groq.com/openai/v1/chat/completions", "Authorization: Bearer {0}"))
V("Perplexity", "ai", lambda: [S("PERPLEXITY_API_KEY", "pplx-" + an(48))])
V("Cohere", "ai", lambda: [S("CO_API_KEY", an(40))], ("POST", "https://api.cohere.com/v2/chat", "Authorization: Bearer {0}"))
V("Mistral AI", "ai", lambda: [S("MISTRAL_API_KEY", an(32))])
V("xAI", "ai", lambda: [S("XAI_API_KEY", "xai-" + an(80))])
V("Together AI", "ai", lambda: [S("TOGETHER_API_KEY", hx(64))])
V("Fireworks AI", "ai", lambda: [S("FIREWORKS_API_KEY", "fw_" + an(24))])
V("LangSmith", "ai", lambda: [S("LANGSMITH_API_KEY", pick(["lsv2_pt_", "lsv2_sk_"]) + hx(32) + "_" + hx(10))])
V("Pinecone", "ai", lambda: [S("PINECONE_API_KEY", "pcsk_" + an(5) + "_" + an(63))])
V("Weights & Biases", "ai", lambda: [S("WANDB_API_KEY", hx(40))])
V("ElevenLabs", "ai", lambda: [S("ELEVENLABS_API_KEY", "sk_" + hx(48))],
  ("GET", "https://api.elevenlabs.io/v1/voices", "xi-api-key: {0}"))
V("Deepgram", "ai", lambda: [S("DEEPGRAM_API_KEY", hx(40))], ("POST", "https://api.deepgram.com/v1/listen?model=nova-2&language=ko", "Authorization: Token {0}"))
V("AssemblyAI", "ai", lambda: [S("ASSEMBLYAI_API_KEY", hx(32))])
V("Stability AI", "ai", lambda: [S("STABILITY_API_KEY", "sk-" + an(48))])
V("OpenRouter", "ai", lambda: [S("OPENROUTER_API_KEY", "sk-or-v1-" + hx(64))])
V("Voyage AI", "ai", lambda: [S("VOYAGE_API_KEY", "pa-" + b64u(43))])
V("Langfuse", "ai", lambda: [P("LANGFUSE_PUBLIC_KEY", "pk-lf-" + uuid4()), S("LANGFUSE_SECRET_KEY", "sk-lf-" + uuid4())])
V("Cerebras", "ai", lambda: [S("CEREBRAS_API_KEY", "csk-" + lan(48))])
V("Jina AI", "ai", lambda: [S("JINA_API_KEY", "jina_" + an(60))])
V("Tavily", "ai", lambda: [S("TAVILY_API_KEY", "tvly-" + an(32))])
V("Firecrawl", "ai", lambda: [S("FIRECRAWL_API_KEY", "fc-" + hx(32))])
V("Modal", "ai", lambda: [P("MODAL_TOKEN_ID", "ak-" + an(22)), S("MODAL_TOKEN_SECRET", "as-" + an(22))])
V("Stripe", "payments", lambda: [S("STRIPE_SECRET_KEY", "sk_live_" + pick([an(24), "51" + an(97)]))],
  ("GET", "https://api.stripe.com/v1/charges?limit=3", "Authorization: Bearer {0}"))
V("Stripe restricted key", "payments", lambda: [S("STRIPE_RESTRICTED_KEY", "rk_live_51" + an(97))])
V("Stripe webhook", "payments", lambda: [S("STRIPE_WEBHOOK_SECRET", "whsec_" + an(32))])
V("Square", "payments", lambda: [S("SQUARE_ACCESS_TOKEN", "EAAA" + b64u(60))],
  ("GET", "https://connect.squareup.com/v2/locations", "Authorization: Bearer {0}"))
V("PayPal", "payments", lambda: [P("PAYPAL_CLIENT_ID", "A" + b64u(79)), S("PAYPAL_CLIENT_SECRET", "E" + b64u(79))])
V("Braintree", "payments", lambda: [S("BRAINTREE_TOKEN", "access_token$production$" + lan(16) + "$" + hx(32))])
V("Razorpay", "payments", lambda: [P("RAZORPAY_KEY_ID", "rzp_live_" + an(14)), S("RAZORPAY_KEY_SECRET", an(24))])
V("Paddle", "payments", lambda: [S("PADDLE_API_KEY", "pdl_live_apikey_01" + rs(LAN, 24) + "_" + an(22) + "_" + an(3))])
V("Plaid", "payments", lambda: [P("PLAID_CLIENT_ID", hx(24)), S("PLAID_SECRET", hx(30))])
V("Binance", "payments", lambda: [S("BINANCE_API_KEY", an(64)), S("BINANCE_API_SECRET", an(64))])
V("Shopify", "saas", lambda: [P("SHOPIFY_STORE", lo(9) + ".myshopify.com"), S("SHOPIFY_ADMIN_TOKEN", "shpat_" + hx(32))],
  ("GET", "https://acme-kr.myshopify.com/admin/api/2024-07/orders.json", "X-Shopify-Access-Token: {0}"))
V("Shopify app secret", "saas", lambda: [S("SHOPIFY_API_SECRET", "shpss_" + hx(32))])
V("GitHub", "ci", lambda: [S("GITHUB_TOKEN", pick(["ghp_", "gho_", "ghu_", "ghs_"]) + an(36))],
  ("GET", "https://api.github.com/user", "Authorization: token {0}"))
V("GitHub fine-grained PAT", "ci", lambda: [S("GH_TOKEN", "github_pat_11" + uan(20) + "_" + an(59))],
  ("GET", "https://api.github.com/repos/acme/billing-api/actions/runs", "Authorization: Bearer {0}"))
V("GitLab", "ci", lambda: [S("GITLAB_TOKEN", "glpat-" + b64u(20))],
  ("GET", "https://gitlab.com/api/v4/projects?membership=true", "PRIVATE-TOKEN: {0}"))
V("GitLab runner", "ci", lambda: [S("RUNNER_TOKEN", "glrt-" + b64u(20))])
V("GitLab deploy token", "ci", lambda: [P("CI_DEPLOY_USER", "gitlab+deploy-token-" + dg(6)), S("CI_DEPLOY_PASSWORD", "gldt-" + b64u(20))])
V("GitLab pipeline trigger", "ci", lambda: [S("TRIGGER_TOKEN", "glptt-" + hx(40))])
V("CircleCI", "ci", lambda: [S("CIRCLECI_TOKEN", "CCIPAT_" + an(22) + "_" + hx(40))],
  ("GET", "https://circleci.com/api/v2/me", "Circle-Token: {0}"))
V("Buildkite", "ci", lambda: [S("BUILDKITE_API_TOKEN", "bkua_" + hx(40))])
V("Codecov", "ci", lambda: [S("CODECOV_TOKEN", uuid4())])
V("SonarQube", "ci", lambda: [S("SONAR_TOKEN", pick(["squ_", "sqp_", "sqa_"]) + hx(40))])
V("Snyk", "ci", lambda: [S("SNYK_TOKEN", uuid4())])
V("Sourcegraph", "ci", lambda: [S("SRC_ACCESS_TOKEN", "sgp_" + hx(16) + "_" + hx(40))])
V("Jenkins", "ci", lambda: [P("JENKINS_USER", pick(["deploy", "admin", "ci-runner"])), S("JENKINS_API_TOKEN", "11" + hx(32))])
V("Harness", "ci", lambda: [S("HARNESS_API_KEY", "pat." + b64u(22) + "." + hx(24) + "." + an(20))])
V("npm", "registry", lambda: [S("NPM_TOKEN", "npm_" + an(36))])
V("PyPI", "registry", lambda: [S("PYPI_API_TOKEN", "pypi-AgEIcHlwaS5vcmc" + b64u(R.randint(120, 160)))])
V("RubyGems", "registry", lambda: [S("GEM_HOST_API_KEY", "rubygems_" + hx(48))])
V("NuGet", "registry", lambda: [S("NUGET_API_KEY", "oy2" + lan(43))])
V("crates.io", "registry", lambda: [S("CARGO_REGISTRY_TOKEN", "cio" + an(32))])
V("Docker Hub", "registry", lambda: [P("DOCKERHUB_USERNAME", pick(["acmeci", "hanbitops", "ml-team"])), S("DOCKERHUB_TOKEN", "dckr_pat_" + b64u(27))])
V("JFrog Artifactory", "registry", lambda: [S("ARTIFACTORY_API_KEY", "AKCp" + pick("58") + an(68))])
V("Clojars", "registry", lambda: [S("LEIN_PASSWORD", "CLOJARS_" + hx(60))])
V("Terraform Cloud", "ci", lambda: [S("TFE_TOKEN", an(14) + ".atlasv1." + an(67))])
V("HashiCorp Vault", "ci", lambda: [P("VAULT_ADDR", "https://vault." + pick(["internal.acme.io", "corp.hanbit.kr"]) + ":8200"),
                                    S("VAULT_TOKEN", "hvs.CAESI" + b64u(86))])
V("Doppler", "ci", lambda: [S("DOPPLER_TOKEN", pick(["dp.st.prd.", "dp.st.stg.", "dp.pt."]) + an(43))])
V("Pulumi", "ci", lambda: [S("PULUMI_ACCESS_TOKEN", "pul-" + hx(40))])
V("Tailscale", "saas", lambda: [S("TS_AUTHKEY", "tskey-auth-k" + an(10) + "CNTRL-" + an(33))])
V("ngrok", "saas", lambda: [S("NGROK_AUTHTOKEN", "2" + an(26) + "_" + an(21))])
V("1Password", "ci", lambda: [S("OP_SERVICE_ACCOUNT_TOKEN", "ops_eyJzaWduSW5BZGRyZXNzIjoi" + b64(260))])
V("age", "ci", lambda: [S("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(BECH.replace("1", ""), 58))])
V("Expo", "ci", lambda: [S("EXPO_TOKEN", an(40))])
V("Sentry", "observability", lambda: [S("SENTRY_AUTH_TOKEN", pick(["sntryu_" + hx(64), "sntrys_eyJpYXQiOj" + b64(120)]))])
V("Grafana", "observability", lambda: [S("GRAFANA_TOKEN", pick(["glsa_" + an(32) + "_" + hx(8), "glc_eyJvIjoi" + b64(110) + "=="]))])
V("Datadog", "observability", lambda: [S("DD_API_KEY", hx(32)), S("DD_APP_KEY", hx(40)), P("DD_SITE", pick(["datadoghq.com", "ap1.datadoghq.com", "datadoghq.eu"]))])
V("New Relic", "observability", lambda: [S("NEW_RELIC_API_KEY", "NRAK-" + uan(27))])
V("New Relic license", "observability", lambda: [S("NEW_RELIC_LICENSE_KEY", hx(36) + "NRAL")])
V("Honeycomb", "observability", lambda: [S("HONEYCOMB_API_KEY", pick(["hcaik_01" + lan(50), an(22)]))])
V("Dynatrace", "observability", lambda: [S("DT_API_TOKEN", "dt0c01." + uan(24) + "." + uan(64))],
  ("GET", "https://abc12345.live.dynatrace.com/api/v2/metrics", "Authorization: Api-Token {0}"))
V("Splunk", "observability", lambda: [S("SPLUNK_HEC_TOKEN", uuid4())],
  ("POST", "https://splunk.corp.example:8088/services/collector/event", "Authorization: Splunk {0}"))
V("Logz.io", "observability", lambda: [S("LOGZIO_TOKEN", rs(UP + LO, 32))])
V("Rollbar", "observability", lambda: [S("ROLLBAR_ACCESS_TOKEN", hx(32))])
V("Bugsnag", "observability", lambda: [S("BUGSNAG_API_KEY", hx(32))])
V("Better Stack", "observability", lambda: [S("LOGTAIL_SOURCE_TOKEN", an(24))])
V("Axiom", "observability", lambda: [S("AXIOM_TOKEN", pick(["xaat-", "xapt-"]) + uuid4())])
V("PagerDuty", "observability", lambda: [S("PAGERDUTY_ROUTING_KEY", hx(32))])
V("PagerDuty API", "observability", lambda: [S("PAGERDUTY_API_TOKEN", "u+" + b64u(18))],
  ("GET", "https://api.pagerduty.com/incidents", "Authorization: Token token={0}"))
V("Opsgenie", "observability", lambda: [S("OPSGENIE_API_KEY", uuid4())],
  ("GET", "https://api.opsgenie.com/v2/alerts", "Authorization: GenieKey {0}"))
V("Coralogix", "observability", lambda: [S("CORALOGIX_API_KEY", "cxtp_" + an(30))])
V("Linear", "saas", lambda: [S("LINEAR_API_KEY", "lin_api_" + an(40))],
  ("POST", "https://api.linear.app/graphql", "Authorization: {0}"))
V("Notion", "saas", lambda: [S("NOTION_TOKEN", pick(["ntn_" + dg(11) + an(35), "secret_" + an(43)]))],
  ("GET", "https://api.notion.com/v1/users/me", "Authorization: Bearer {0}"))
V("Airtable", "saas", lambda: [S("AIRTABLE_TOKEN", "pat" + an(14) + "." + hx(64))])
V("Figma", "saas", lambda: [S("FIGMA_TOKEN", "figd_" + b64u(40))], ("GET", "https://api.figma.com/v1/me", "X-Figma-Token: {0}"))
V("Asana", "saas", lambda: [S("ASANA_PAT", "2/" + dg(16) + "/" + dg(16) + ":" + hx(32))])
V("Zendesk", "saas", lambda: [P("ZENDESK_SUBDOMAIN", lo(7)), P("ZENDESK_EMAIL", "support@" + pick(["acme.io", "hanbit.co.kr"])), S("ZENDESK_API_TOKEN", an(40))])
V("HubSpot", "saas", lambda: [S("HUBSPOT_ACCESS_TOKEN", pick(["pat-na1-", "pat-eu1-"]) + uuid4())],
  ("GET", "https://api.hubapi.com/crm/v3/objects/contacts?limit=10", "Authorization: Bearer {0}"))
V("Salesforce", "saas", lambda: [S("SF_ACCESS_TOKEN", "00D" + uan(12) + "!AQ" + b64u(90) + "." + b64u(30))])
V("Intercom", "saas", lambda: [S("INTERCOM_ACCESS_TOKEN", "dG9rOj" + b64(54) + "=")])
V("ClickUp", "saas", lambda: [S("CLICKUP_API_TOKEN", "pk_" + dg(8) + "_" + uan(32))])
V("Todoist", "saas", lambda: [S("TODOIST_API_TOKEN", hx(40))])
V("Trello", "saas", lambda: [P("TRELLO_API_KEY", hx(32)), S("TRELLO_TOKEN", "ATTA" + hx(64) + uhx(8))])
V("Monday.com", "saas", lambda: [S("MONDAY_API_TOKEN", jwt({"tid": R.randint(10**8, 10**9), "aai": 11, "uid": R.randint(10**7, 10**8), "iad": "2025-03-02T10:11:12.000Z", "per": "me:write", "actid": R.randint(10**6, 10**7), "rgn": "apse2"}))])
V("Calendly", "saas", lambda: [S("CALENDLY_TOKEN", jwt({"iss": "https://auth.calendly.com", "iat": ts_epoch(), "jti": uuid4(), "user_uuid": uuid4()}, alg="ES256"))])
V("Zoom", "saas", lambda: [P("ZOOM_ACCOUNT_ID", b64u(22)), P("ZOOM_CLIENT_ID", b64u(22)), S("ZOOM_CLIENT_SECRET", an(32))])
V("Dropbox", "saas", lambda: [S("DROPBOX_ACCESS_TOKEN", "sl.B" + b64u(135))])
V("Box", "saas", lambda: [S("BOX_DEVELOPER_TOKEN", an(32))])
V("Twitch", "saas", lambda: [P("TWITCH_CLIENT_ID", lan(30)), S("TWITCH_CLIENT_SECRET", lan(30))])
V("Meta", "saas", lambda: [S("META_ACCESS_TOKEN", "EAAG" + an(180))])
V("X (Twitter)", "saas", lambda: [S("TWITTER_BEARER_TOKEN", "AAAAAAAAAAAAAAAAAAAAA" + an(25) + "%3D" + an(50))])
V("Reddit", "saas", lambda: [P("REDDIT_CLIENT_ID", b64u(22)), S("REDDIT_CLIENT_SECRET", b64u(30))])
V("Clerk", "saas", lambda: [S("CLERK_SECRET_KEY", "sk_live_" + an(40))])
V("Stytch", "saas", lambda: [P("STYTCH_PROJECT_ID", "project-live-" + uuid4()), S("STYTCH_SECRET", "secret-live-" + b64u(36) + "=")])
V("Svix", "saas", lambda: [S("SVIX_WEBHOOK_SECRET", "whsec_" + b64(32))])
V("Inngest", "saas", lambda: [S("INNGEST_SIGNING_KEY", "signkey-prod-" + hx(64))])
V("Upstash", "db", lambda: [P("UPSTASH_REDIS_REST_URL", "https://" + pick(["apt", "fleet", "sunny"]) + "-" + lo(6) + "-" + dg(5) + ".upstash.io"),
                            S("UPSTASH_REDIS_REST_TOKEN", "AX" + b64u(4) + "AAIjcDE" + b64u(50))])
V("Turso", "db", lambda: [S("TURSO_AUTH_TOKEN", jwt({"a": "rw", "iat": ts_epoch(), "id": uuid4()}, alg="EdDSA"))])
V("PlanetScale", "db", lambda: [P("PLANETSCALE_SERVICE_TOKEN_ID", lan(12)), S("PLANETSCALE_SERVICE_TOKEN", "pscale_tkn_" + b64u(43))])
V("Neon", "db", lambda: [S("NEON_API_KEY", "napi_" + lan(64))])
V("MongoDB Atlas", "db", lambda: [P("MONGODB_ATLAS_PUBLIC_KEY", lo(8)), S("MONGODB_ATLAS_PRIVATE_KEY", uuid4())])
V("InfluxDB", "db", lambda: [S("INFLUX_TOKEN", b64u(86) + "==")],
  ("POST", "https://us-east-1-1.aws.cloud2.influxdata.com/api/v2/write?org=acme&bucket=metrics", "Authorization: Token {0}"))
V("Firebase Realtime Database", "db", lambda: [S("FIREBASE_DATABASE_SECRET", an(40))])
V("Confluent Cloud", "db", lambda: [P("CONFLUENT_API_KEY", uan(16)), S("CONFLUENT_API_SECRET", rs(AN + "+/", 64))])
V("MinIO", "db", lambda: [S("MINIO_ACCESS_KEY", uan(20)), S("MINIO_SECRET_KEY", an(40))])
V("Meilisearch", "db", lambda: [S("MEILI_MASTER_KEY", b64u(32))],
  ("GET", "http://search.internal:7700/indexes", "Authorization: Bearer {0}"))
V("Typesense", "db", lambda: [S("TYPESENSE_API_KEY", an(32))])
V("Stream", "messaging", lambda: [P("STREAM_API_KEY", lan(12)), S("STREAM_API_SECRET", lan(64))])
V("Agora", "messaging", lambda: [P("AGORA_APP_ID", hx(32)), S("AGORA_APP_CERTIFICATE", hx(32))])
V("Mux", "saas", lambda: [P("MUX_TOKEN_ID", uuid4()), S("MUX_TOKEN_SECRET", b64(75))])
V("Plivo", "messaging", lambda: [P("PLIVO_AUTH_ID", "MA" + uan(18)), S("PLIVO_AUTH_TOKEN", an(40))])
V("Telnyx", "messaging", lambda: [S("TELNYX_API_KEY", "KEY01" + uhx(30) + "_" + an(22))])
V("OneSignal", "messaging", lambda: [P("ONESIGNAL_APP_ID", uuid4()), S("ONESIGNAL_REST_API_KEY", "os_v2_app_" + rs(LB32, 110))])
V("LaunchDarkly", "saas", lambda: [S("LD_SDK_KEY", "sdk-" + uuid4())])
V("Statsig", "saas", lambda: [S("STATSIG_SERVER_SECRET", "secret-" + an(43))])
V("Flagsmith", "saas", lambda: [S("FLAGSMITH_SERVER_KEY", "ser." + an(22))])
V("Unleash", "saas", lambda: [S("UNLEASH_API_TOKEN", "default:production." + hx(56))])
V("Mapbox legacy", "saas", lambda: [S("MAPBOX_DOWNLOADS_TOKEN", mapbox_secret())])
V("Ghost", "saas", lambda: [S("GHOST_ADMIN_API_KEY", hx(24) + ":" + hx(64))])
V("Shippo", "saas", lambda: [S("SHIPPO_API_TOKEN", "shippo_live_" + hx(40))])
V("EasyPost", "saas", lambda: [S("EASYPOST_API_KEY", "EZAK" + hx(54))])
V("Lob", "saas", lambda: [S("LOB_API_KEY", "live_" + hx(35))])
V("Frame.io", "saas", lambda: [S("FRAMEIO_TOKEN", "fio-u-" + b64u(64))])
V("Doppler CLI", "ci", lambda: [S("DOPPLER_CLI_TOKEN", "dp.ct." + an(43))])
V("Bitwarden Secrets Manager", "ci", lambda: [S("BWS_ACCESS_TOKEN", "0." + uuid4() + "." + b64u(30) + ":" + b64(22) + "==")])
V("Infisical", "ci", lambda: [S("INFISICAL_TOKEN", "st." + uuid4() + "." + hx(32) + "." + hx(32))])
V("Grafana k6", "observability", lambda: [S("K6_CLOUD_TOKEN", hx(64))])
V("Checkly", "observability", lambda: [S("CHECKLY_API_KEY", "cu_" + hx(32))])
V("Postmark account", "messaging", lambda: [S("POSTMARK_ACCOUNT_TOKEN", uuid4())])
V("Yandex Cloud", "cloud", lambda: [S("YC_OAUTH_TOKEN", "y0_AgAAAA" + b64u(50))])
V("Zoho", "saas", lambda: [P("ZOHO_CLIENT_ID", "1000." + uan(30)), S("ZOHO_REFRESH_TOKEN", "1000." + hx(32) + "." + hx(32))])
V("Bitly", "saas", lambda: [S("BITLY_ACCESS_TOKEN", hx(40))], ("GET", "https://api-ssl.bitly.com/v4/user", "Authorization: Bearer {0}"))
V("Cafe24", "saas", lambda: [P("CAFE24_CLIENT_ID", b64u(22)), S("CAFE24_CLIENT_SECRET", b64u(22))])
V("Naver Commerce API", "payments", lambda: [P("NAVER_COMMERCE_CLIENT_ID", an(22)), S("NAVER_COMMERCE_CLIENT_SECRET", "$2a$04$" + rs(AN + "./", 22))])
V("Coupang", "payments", lambda: [P("COUPANG_VENDOR_ID", "A00" + dg(6)), S("COUPANG_ACCESS_KEY", uuid4()), S("COUPANG_SECRET_KEY", hx(40))])
V("IONOS", "cloud", lambda: [S("IONOS_API_KEY", hx(32) + "." + b64u(86))])
V("Cloudflare Turnstile", "saas", lambda: [S("TURNSTILE_SECRET_KEY", "0x4AAAAAAA" + b64u(24))])
V("hCaptcha", "saas", lambda: [P("HCAPTCHA_SITEKEY", uuid4()), S("HCAPTCHA_SECRET", "0x" + hx(40))])
V("Google reCAPTCHA", "saas", lambda: [P("RECAPTCHA_SITE_KEY", "6L" + b64u(38)), S("RECAPTCHA_SECRET_KEY", "6L" + b64u(38))])
V("GitHub refresh token", "ci", lambda: [S("GITHUB_APP_REFRESH_TOKEN", "ghr_" + an(76))])
VENDOR_NAMES = [v["name"] for v in VENDORS]


# ---------------------------------------------------------------- formatting wrappers
FILLER_ENV = [("NODE_ENV", "production"), ("LOG_LEVEL", "info"), ("PORT", "8080"), ("APP_ENV", "staging"),
              ("TZ", "Asia/Seoul"), ("REDIS_HOST", "redis.internal"), ("FEATURE_NEW_CHECKOUT", "true"),
              ("SENTRY_ENVIRONMENT", "staging"), ("HTTP_TIMEOUT_MS", "15000"), ("WORKERS", "4"),
              ("DB_HOST", "db.internal"), ("DB_PORT", "5432"), ("CACHE_TTL", "300"), ("LANG", "ko_KR.UTF-8"),
              ("RAILS_ENV", "production"), ("PYTHONUNBUFFERED", "1"), ("MAX_UPLOAD_MB", "25")]


def slug(name):
    out = "".join(c.lower() if c.isalnum() else "_" for c in name)
    while "__" in out:
        out = out.replace("__", "_")
    return out.strip("_")


def camel(label):
    parts = label.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def pascal(name):
    return "".join(p.capitalize() for p in slug(name).split("_"))


def short_key(label, vendor):
    """API_KEY style key without the vendor prefix, lower snake"""
    parts = label.lower().split("_")
    if len(parts) > 2:
        parts = parts[1:]
    return "_".join(parts)


def fillers(k):
    idx = list(range(len(FILLER_ENV)))
    R.shuffle(idx)
    return [FILLER_ENV[i] for i in idx[:k]]


def mix_in(items, k):
    rows = [(a, b) for a, b, _ in items]
    for f in fillers(k):
        rows.insert(R.randint(0, len(rows)), f)
    return rows


def w_env(items, vendor):
    q = pick(["", "", '"', "'"])
    return "\n".join(f"{k}={q}{v}{q}" for k, v in mix_in(items, R.randint(0, 3)))


def w_export(items, vendor):
    return "\n".join(f"export {k}=\"{v}\"" if chance(0.5) else f"export {k}={v}" for k, v, _ in items)


def w_yaml(items, vendor):
    top = slug(vendor["name"])
    lines = [pick(["integrations:", "services:", "providers:", "app:"]), f"  {top}:"]
    if chance(0.5):
        lines.append("    enabled: true")
    for k, v, _ in items:
        val = v if chance(0.5) and ":" not in v and not v.startswith(("*", "&", "!")) else f'"{v}"'
        lines.append(f"    {short_key(k, vendor)}: {val}")
    if chance(0.4):
        lines.append(f"    timeout: {R.randint(3, 30)}s")
    return "\n".join(lines)


def w_json(items, vendor):
    inner = {camel(short_key(k, vendor)): v for k, v, _ in items}
    if chance(0.4):
        inner["retries"] = R.randint(1, 5)
    obj = {slug(vendor["name"]).replace("_", ""): inner}
    return jdump(obj, indent=2 if chance(0.6) else None)


def w_toml(items, vendor):
    lines = [f"[{pick(['integrations.', 'services.', ''])}{slug(vendor['name'])}]"]
    for k, v, _ in items:
        lines.append(f'{short_key(k, vendor)} = "{v}"')
    return "\n".join(lines)


def w_ini(items, vendor):
    lines = [f"[{slug(vendor['name'])}]"]
    for k, v, _ in items:
        lines.append(f"{short_key(k, vendor)} = {v}")
    return "\n".join(lines)


def w_properties(items, vendor):
    base = pick(["app", "spring.cloud", "integration", "client"]) + "." + slug(vendor["name"]).replace("_", "-")
    return "\n".join(f"{base}.{short_key(k, vendor).replace('_', '-')}={v}" for k, v, _ in items)


def w_hcl(items, vendor):
    if chance(0.5):
        out = []
        for k, v, _ in items:
            out.append(f'variable "{k.lower()}" {{\n  type    = string\n  default = "{v}"\n}}')
        return "\n".join(out)
    name = slug(vendor["name"])
    body = "\n".join(f'  {short_key(k, vendor)} = "{v}"' for k, v, _ in items)
    return f'provider "{name}" {{\n{body}\n}}'


def w_xml(items, vendor):
    if chance(0.5):
        rows = "\n".join(f'    <add key="{pascal(vendor["name"])}:{pascal(short_key(k, vendor))}" value="{v}" />' for k, v, _ in items)
        return f"<appSettings>\n{rows}\n</appSettings>"
    rows = "\n".join(f'  <property name="{camel(short_key(k, vendor))}" value="{v}"/>' for k, v, _ in items)
    return f'<bean id="{camel(slug(vendor["name"]))}Client" class="com.acme.integration.{pascal(vendor["name"])}Client">\n{rows}\n</bean>'


def w_dockerfile(items, vendor):
    base = pick(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.22", "ruby:3.3"])
    lines = [f"FROM {base}", "WORKDIR /app"]
    kw = pick(["ENV", "ARG"])
    for k, v, _ in items:
        lines.append(f"{kw} {k}={v}")
    lines.append(pick(["COPY . .", "COPY --chown=app:app . /app"]))
    lines.append(pick(['CMD ["npm", "start"]', 'CMD ["python", "-m", "app"]', 'ENTRYPOINT ["/app/server"]']))
    return "\n".join(lines)


def w_compose(items, vendor):
    svc = pick(["api", "worker", "web", "app", "scheduler"])
    lines = ["services:", f"  {svc}:", f"    image: {pick(['ghcr.io/acme', 'registry.hanbit.kr/team', 'acme'])}/{svc}:{R.randint(1, 9)}.{R.randint(0, 30)}.{R.randint(0, 9)}",
             "    environment:"]
    if chance(0.5):
        for k, v in mix_in(items, R.randint(0, 2)):
            lines.append(f"      - {k}={v}")
    else:
        for k, v in mix_in(items, R.randint(0, 2)):
            lines.append(f"      {k}: \"{v}\"")
    return "\n".join(lines)


def w_k8s(items, vendor):
    if chance(0.5):
        lines = ["apiVersion: v1", "kind: Secret", "metadata:", f"  name: {slug(vendor['name']).replace('_', '-')}-credentials",
                 "type: Opaque", "stringData:"]
        for k, v, _ in items:
            lines.append(f"  {k}: \"{v}\"")
        return "\n".join(lines)
    lines = ["      containers:", f"        - name: {pick(['api', 'worker', 'cron'])}", "          env:"]
    for k, v, _ in items:
        lines.append(f"            - name: {k}")
        lines.append(f"              value: \"{v}\"")
    return "\n".join(lines)


def w_gha(items, vendor):
    lines = [f"name: {pick(['deploy', 'nightly', 'release', 'e2e'])}", "on:", "  push:", "    branches: [main]", "jobs:",
             f"  {pick(['build', 'deploy', 'test'])}:", "    runs-on: ubuntu-latest", "    env:"]
    for k, v, _ in items:
        lines.append(f"      {k}: {v}" if chance(0.5) else f"      {k}: '{v}'")
    lines.append("    steps:")
    lines.append("      - uses: actions/checkout@v4")
    return "\n".join(lines)


def w_gitlab(items, vendor):
    lines = ["variables:"]
    for k, v, _ in items:
        lines.append(f"  {k}: \"{v}\"")
    lines += [f"{pick(['deploy_staging', 'integration', 'publish'])}:", f"  stage: {pick(['deploy', 'test'])}",
              "  script:", f"    - {pick(['./scripts/deploy.sh', 'make integration', 'npm run publish'])}"]
    return "\n".join(lines)


def w_python(items, vendor):
    cls = pascal(vendor["name"]) + "Client"
    if chance(0.5):
        args = ", ".join(f'{short_key(k, vendor)}="{v}"' for k, v, _ in items)
        return f"from integrations import {cls}\n\nclient = {cls}({args})"
    lines = ["import os", ""]
    for k, v, _ in items:
        lines.append(f'os.environ.setdefault("{k}", "{v}")')
    return "\n".join(lines)


def w_js(items, vendor):
    cls = pascal(vendor["name"])
    props = ", ".join(f"{camel(short_key(k, vendor))}: '{v}'" for k, v, _ in items)
    kw = pick(["const", "export const"])
    return f"{kw} {camel(slug(vendor['name']))}Client = new {cls}Client({{ {props} }});"


def w_ts(items, vendor):
    lines = ["export const config = {"]
    for k, v, _ in items:
        lines.append(f"  {camel(k)}: process.env.{k} ?? \"{v}\",")
    lines.append("};")
    return "\n".join(lines)


def w_go(items, vendor):
    lines = ["const ("]
    for k, v, _ in items:
        lines.append(f'\t{pascal(k)} = "{v}"')
    lines.append(")")
    return "\n".join(lines)


def w_java(items, vendor):
    lines = []
    for k, v, _ in items:
        lines.append(f'private static final String {k} = "{v}";')
    return "\n".join(lines)


def w_kotlin(items, vendor):
    return "\n".join(f'const val {k} = "{v}"' for k, v, _ in items)


def w_ruby(items, vendor):
    cls = pascal(vendor["name"])
    return "\n".join([f"{cls}.configure do |config|"] + [f"  config.{short_key(k, vendor)} = '{v}'" for k, v, _ in items] + ["end"])


def w_php(items, vendor):
    lines = ["return ["] + [f"    '{short_key(k, vendor)}' => '{v}'," for k, v, _ in items] + ["];"]
    return "\n".join(lines)


def w_csharp(items, vendor):
    return "\n".join(f'builder.Configuration["{pascal(vendor["name"])}:{pascal(short_key(k, vendor))}"] = "{v}";' for k, v, _ in items)


def w_rust(items, vendor):
    return "\n".join(f'const {k}: &str = "{v}";' for k, v, _ in items)


def w_swift(items, vendor):
    return "\n".join(f'static let {camel(k)} = "{v}"' for k, v, _ in items)


def w_printenv(items, vendor):
    pref = items[0][0].split("_")[0]
    return f"$ printenv | grep {pref}\n" + "\n".join(f"{k}={v}" for k, v, _ in items)


def w_table(items, vendor):
    lines = ["| variable | value | where |", "|---|---|---|"]
    for k, v, _ in items:
        lines.append(f"| {k} | {v} | {pick(['.env.staging', 'helm values', 'CI settings', 'prod vault (copy)'])} |")
    return "\n".join(lines)


def w_log(items, vendor):
    sec = [(k, v) for k, v, s in items if s]
    k, v = sec[0]
    lvl = pick(["DEBUG", "INFO", "WARN"])
    mod = slug(vendor["name"]) + pick([".client", ".http", "_sdk"])
    style = R.randint(0, 2)
    if style == 0:
        return f"{log_ts()} {lvl} [{mod}] loaded config: {{'{camel(short_key(k, vendor))}': '{v}', 'timeout': {R.randint(5, 60)}}}"
    if style == 1:
        return f"{iso_ts()} level={lvl.lower()} logger={mod} msg=\"init client\" {short_key(k, vendor)}={v} region={pick(['ap-northeast-2', 'us-east-1'])}"
    return jdump({"ts": iso_ts(), "level": lvl.lower(), "logger": mod, "msg": "client configured", k.lower(): v})


def w_diff(items, vendor):
    f = pick([".env.example", "config/settings.yaml", "deploy/values.yaml", "docker-compose.yml", "src/config.ts"])
    lines = [f"diff --git a/{f} b/{f}", f"--- a/{f}", f"+++ b/{f}", f"@@ -{R.randint(3, 40)},{len(items) + 1} +{R.randint(3, 40)},{len(items) + 1} @@"]
    for k, v, _ in items:
        lines.append(f"-{k}=${{{k}}}" if chance(0.3) else f"-{k}=")
        lines.append(f"+{k}={v}")
    return "\n".join(lines)


def w_inline(items, vendor):
    return ", ".join(f"{k}=`{v}`" if chance(0.5) else f"{k}={v}" for k, v, _ in items)


def w_curl(items, vendor):
    method, url, header = vendor["http"]
    sec = [v for _, v, s in items if s][0]
    if header is None:
        return f"curl -s \"{url.format(sec)}\""
    h = header.format(sec)
    parts = ["curl -sS"]
    if method != "GET":
        parts.append(f"-X {method}")
    parts.append(f"-H '{h}'")
    if method == "POST":
        parts.append("-H 'Content-Type: application/json'")
        parts.append("-d @payload.json")
    parts.append(url)
    sep = pick([" ", " \\\n  "])
    return sep.join(parts)


def w_http(items, vendor):
    method, url, header = vendor["http"]
    sec = [v for _, v, s in items if s][0]
    if header is None:
        return f"{method} {url.format(sec)}"
    rest = url.split("://", 1)[1]
    host, _, path = rest.partition("/")
    return f"{method} /{path} HTTP/1.1\nHost: {host}\n{header.format(sec)}\nAccept: application/json\nUser-Agent: {pick(['python-requests/2.32.3', 'axios/1.7.2', 'okhttp/4.12.0', 'Go-http-client/2.0'])}"


def w_httpie(items, vendor):
    method, url, header = vendor["http"]
    sec = [v for _, v, s in items if s][0]
    if header is None:
        return f"http GET '{url.format(sec)}'"
    name, _, val = header.format(sec).partition(": ")
    return f"http {method} {url} '{name}:{val}'"


WRAPPERS = [("env", w_env, 6), ("export", w_export, 3), ("yaml", w_yaml, 4), ("json", w_json, 4), ("toml", w_toml, 2),
            ("ini", w_ini, 2), ("properties", w_properties, 2), ("hcl", w_hcl, 2), ("xml", w_xml, 2),
            ("dockerfile", w_dockerfile, 2), ("compose", w_compose, 3), ("k8s", w_k8s, 3), ("gha", w_gha, 2),
            ("gitlab-ci", w_gitlab, 1), ("python", w_python, 3), ("js", w_js, 2), ("ts", w_ts, 2), ("go", w_go, 2),
            ("java", w_java, 1), ("kotlin", w_kotlin, 1), ("ruby", w_ruby, 1), ("php", w_php, 1), ("csharp", w_csharp, 1),
            ("rust", w_rust, 1), ("swift", w_swift, 1), ("printenv", w_printenv, 2), ("table", w_table, 2),
            ("log", w_log, 3), ("diff", w_diff, 2), ("inline", w_inline, 3)]
HTTP_WRAPPERS = [("curl", w_curl, 20), ("http", w_http, 8), ("httpie", w_httpie, 3)]

FILE_FOR = {"env": [".env", ".env.local", ".env.staging", ".env.production", "deploy/.env"],
            "export": ["~/.bashrc", "~/.zshrc", "scripts/dev.sh", ".envrc"],
            "yaml": ["config/settings.yaml", "config/production.yml", "application.yml", "values.yaml"],
            "json": ["config.json", "appsettings.json", "secrets.local.json", "firebase.json"],
            "toml": ["config.toml", "settings.toml", ".streamlit/secrets.toml"],
            "ini": ["config.ini", "setup.cfg", "app.ini"],
            "properties": ["application.properties", "gradle.properties", "local.properties"],
            "hcl": ["main.tf", "variables.tf", "providers.tf"],
            "xml": ["web.config", "applicationContext.xml", "App.config"],
            "dockerfile": ["Dockerfile", "docker/Dockerfile.worker"],
            "compose": ["docker-compose.yml", "compose.override.yml"],
            "k8s": ["k8s/secret.yaml", "deploy/deployment.yaml", "charts/api/templates/deployment.yaml"],
            "gha": [".github/workflows/deploy.yml", ".github/workflows/nightly.yml"],
            "gitlab-ci": [".gitlab-ci.yml"],
            "python": ["settings.py", "app/config.py", "scripts/backfill.py"],
            "js": ["src/lib/client.js", "server/index.js"], "ts": ["src/config.ts", "lib/env.ts"],
            "go": ["internal/config/config.go", "cmd/worker/main.go"], "java": ["src/main/java/com/acme/Config.java"],
            "kotlin": ["app/src/main/java/com/acme/BuildKeys.kt"], "ruby": ["config/initializers/integrations.rb"],
            "php": ["config/services.php"], "csharp": ["Program.cs"], "rust": ["src/config.rs"],
            "swift": ["Sources/App/Secrets.swift"], "printenv": ["kubectl exec output", "CI debug step"],
            "table": ["docs/onboarding.md", "wiki/ops.md"], "log": ["app.log", "/var/log/worker.log", "logs/api-2025-06-11.log"],
            "diff": ["PR #" + str(R.randint(100, 999)), "PR #" + str(R.randint(1000, 4999))], "inline": ["docs/runbook.md", "notes.txt"],
            "curl": ["docs/runbook.md", "~/.bash_history", "scripts/smoke.sh"], "http": ["proxy.har", "mitmproxy.log"],
            "httpie": ["~/.zsh_history"]}


# ---------------------------------------------------------------- prose for single-vendor notes
PROJECTS = ["billing-api", "web-dashboard", "ml-pipeline", "mobile-backend", "infra-live", "data-ingest", "notify-worker",
            "search-indexer", "admin-console", "shop-frontend", "partner-gateway", "etl-airflow", "recsys", "chat-service",
            "payments-core", "analytics-batch", "settlement-batch", "cms-api", "crawler", "auth-service", "media-transcoder",
            "coupon-service", "delivery-tracker", "b2b-portal", "ops-scripts", "llm-gateway", "reporting", "iot-ingest"]

FILEY = ["env", "export", "yaml", "json", "toml", "ini", "properties", "hcl", "xml", "dockerfile", "compose", "k8s", "gha",
         "gitlab-ci", "python", "js", "ts", "go", "java", "kotlin", "ruby", "php", "csharp", "rust", "swift"]
NOLOGDIFF = FILEY + ["printenv", "table", "inline", "curl", "http", "httpie"]

# keys: mc (intro before snippet), plain (context w/o snippet), lesson, lsnip (lesson intro before snippet),
#       ask, asnip (question embedding {inline}); wr: restrict to wrappers (None = any)
FRAMES = [
    {"wr": FILEY,
     "en": ("Staging deploy of {proj} kept failing with 401 from {svc}. The worker does not read shell exports; what it actually loads comes from {file}:",
            "Staging deploy of {proj} kept failing with 401 from {svc}; turns out the worker ignores shell exports.",
            "For {proj}, {file} is the source of truth for {svc} credentials; check it before touching the SDK.",
            "What the worker really loads ({file}):",
            "Which file does the staging worker load {svc} credentials from?",
            "Is this still the live {svc} value for staging: {inline} ?"),
     "ko": ("{proj} 스테이징 배포가 {svc} 쪽 401로 계속 실패함. 워커는 쉘 export를 안 읽고 {file} 값을 씀:",
            "{proj} 스테이징 배포가 {svc} 401로 계속 실패. 워커가 쉘 환경변수를 무시한다는 걸 몰랐음.",
            "{proj}은 {file}이 {svc} 크레덴셜 기준임. SDK 건드리기 전에 그 파일부터 볼 것.",
            "워커가 실제로 로드하는 값 ({file}):",
            "스테이징 워커는 {svc} 크레덴셜을 어느 파일에서 읽나요?",
            "스테이징 {svc} 값이 아직 이게 맞나요? {inline}")},
    {"wr": NOLOGDIFF,
     "en": ("Setting up {proj} locally; the README never says where {svc} credentials come from. A teammate pasted this into the channel and I used it as-is:",
            "Setting up {proj} locally; the README never says where {svc} credentials come from.",
            "Get a personal {svc} key instead of reusing whatever was pasted in chat; shared keys can't be traced to a person.",
            "Block that finally made {proj} start locally:",
            "Where do I get my own {svc} dev key for {proj}?",
            "Can I keep using the shared {svc} key from chat ({inline}) or should I request my own?"),
     "ko": ("{proj} 로컬 세팅 중. README에 {svc} 크레덴셜 어디서 받는지 없음. 팀원이 채널에 붙여준 걸 그대로 씀:",
            "{proj} 로컬 세팅하는데 README에 {svc} 키 발급 방법이 안 나와 있음.",
            "채팅에 붙여준 공용 키 말고 개인 {svc} 키를 받아서 쓸 것. 공용 키는 누가 썼는지 추적이 안 됨.",
            "로컬에서 {proj} 띄울 때 동작한 설정:",
            "{proj}용 개인 {svc} dev 키는 어디서 발급받나요?",
            "채팅에 올라온 공용 {svc} 키({inline}) 계속 써도 되나요, 아니면 따로 신청해야 하나요?")},
    {"wr": ["env", "gha", "gitlab-ci", "export", "yaml"],
     "en": ("The `integration` job in {proj} silently skipped every {svc} test because {var} was empty in CI. The old value was still on the build box in {file}:",
            "The `integration` job in {proj} silently skipped every {svc} test because {var} was empty in CI.",
            "Tests gated on {var} should fail loudly when it is missing instead of skipping.",
            "Value I restored into the CI settings:",
            "Should CI for {proj} use its own {svc} key, separate from local dev?",
            "I set {inline} in CI; is that the right key for the integration job?"),
     "ko": ("{proj}의 `integration` 잡이 CI에서 {var}가 비어 있어서 {svc} 테스트를 전부 조용히 skip 하고 있었음. 빌드 서버 {file}에 예전 값이 남아 있었음:",
            "{proj} `integration` 잡이 {var} 미설정이라 {svc} 테스트를 다 skip하고 있었음.",
            "{var} 없으면 skip 말고 바로 fail 하도록 바꿔야 함.",
            "CI 설정에 다시 넣은 값:",
            "{proj} CI는 로컬 dev랑 별도 {svc} 키를 써야 하나요?",
            "CI에 {inline} 넣었는데 integration 잡에 이 키 쓰는 게 맞나요?")},
    {"wr": FILEY,
     "en": ("The backfill for {proj} hit {svc} rate limits within minutes. Two services share one key; this is the config both of them load:",
            "The backfill for {proj} hit {svc} rate limits within minutes because two services share one key.",
            "Give each service its own {svc} key so quotas and audit logs don't collide.",
            "Shared config that both services load:",
            "Can we get a dedicated {svc} key for the backfill job?",
            "Is {inline} also used by the API, or only by the backfill?"),
     "ko": ("{proj} 백필 돌리자마자 {svc} rate limit 걸림. 서비스 두 개가 키 하나를 같이 쓰고 있었음. 둘 다 로드하는 설정:",
            "{proj} 백필이 {svc} rate limit에 바로 걸림. 키 하나를 서비스 두 개가 공유 중.",
            "{svc} 키는 서비스별로 분리해야 쿼터랑 감사 로그가 안 섞임.",
            "두 서비스가 같이 읽는 설정:",
            "백필 잡 전용 {svc} 키를 따로 받을 수 있을까요?",
            "{inline} 이거 API 서버도 같이 쓰는 키인가요, 백필 전용인가요?")},
    {"wr": FILEY,
     "en": ("Task: move {proj} config out of {file} into the secret manager. Contents before the migration:",
            "Task: move {proj} config out of {file} into the secret manager.",
            "Migrate the {svc} values first, then delete them from {file} and rotate, because the file was committed once.",
            "Values still sitting in {file}:",
            "Who can create the prod secret-manager entry for {svc}?",
            "After migrating, do we rotate {inline} or keep it?"),
     "ko": ("작업: {proj} 설정을 {file}에서 secret manager로 옮기기. 옮기기 전 현재 내용:",
            "작업: {proj} 설정을 {file}에서 secret manager로 이전.",
            "{svc} 값부터 옮기고 {file}에서 지운 다음 로테이션 해야 함. 이 파일 예전에 커밋된 적 있음.",
            "{file}에 아직 남아 있는 값:",
            "prod secret manager에 {svc} 항목은 누가 만들 수 있나요?",
            "이전 끝나면 {inline} 로테이션 하나요, 그대로 두나요?")},
    {"wr": FILEY,
     "en": ("{svc} calls from {proj} kept using the pre-rotation key. The SDK reads {file} before the environment, and {file} still had:",
            "{svc} calls from {proj} kept using the pre-rotation key; the SDK reads {file} before env vars.",
            "The {svc} SDK looks at the file first and the environment second; remove stale files after every rotation.",
            "Stale entry I removed from {file}:",
            "Is there a list of every place the {svc} key is configured for {proj}?",
            "Can I delete the stale entry {inline} or is something else still reading it?"),
     "ko": ("{proj}에서 {svc} 호출이 로테이션 전 키를 계속 씀. SDK가 환경변수보다 {file}을 먼저 읽는데 거기 남아 있던 값:",
            "{proj}의 {svc} 호출이 로테이션 전 키를 계속 씀. SDK가 env보다 {file}을 먼저 읽음.",
            "{svc} SDK는 파일 먼저, 환경변수 나중. 로테이션하면 옛날 파일도 같이 지워야 함.",
            "{file}에서 지운 예전 값:",
            "{proj}에서 {svc} 키가 설정된 곳 목록이 따로 있나요?",
            "{inline} 이 옛날 값 지워도 되나요? 아직 읽는 데가 있나요?")},
    {"wr": ["python", "js", "ts", "go", "java", "kotlin", "ruby", "php", "csharp", "rust", "swift", "xml", "properties"],
     "en": ("I assumed {proj} talks to {svc} through the gateway, but it calls it directly. `git grep` found this in {file}:",
            "I assumed {proj} talks to {svc} through the gateway, but it calls it directly with a hardcoded key.",
            "{proj} bypasses the gateway for {svc}; the key is hardcoded, so rotations must touch the code too.",
            "Hardcoded in {file}:",
            "Is {proj} supposed to call {svc} directly, or should it go through the gateway?",
            "Who owns the hardcoded {svc} key ({inline})?"),
     "ko": ("{proj}이 게이트웨이 거쳐서 {svc} 부르는 줄 알았는데 직접 호출함. `git grep` 해보니 {file}에 이렇게 있음:",
            "{proj}이 게이트웨이 안 거치고 {svc}를 하드코딩된 키로 직접 호출하고 있었음.",
            "{proj}은 {svc} 호출이 게이트웨이를 우회함. 키가 코드에 박혀 있어서 로테이션 때 코드도 고쳐야 함.",
            "{file}에 하드코딩된 부분:",
            "{proj}이 {svc}를 직접 호출하는 게 맞나요, 게이트웨이를 타야 하나요?",
            "하드코딩된 {svc} 키({inline}) 담당자가 누구인가요?")},
    {"wr": ["curl", "http", "httpie"],
     "en": ("User asked me to confirm {svc} connectivity from the bastion. Request I sent (copied from {file}):",
            "User asked me to confirm {svc} connectivity from the bastion.",
            "Bastion egress to {svc} works; the earlier failure was DNS, not the credential.",
            "Request that returned 200:",
            "Is it okay to test {svc} from the bastion with the prod key, or is there a sandbox key?",
            "Is the key in this request the prod one? {inline}"),
     "ko": ("사용자가 bastion에서 {svc} 연결 확인해 달라고 함. 보낸 요청({file}에서 복사):",
            "사용자가 bastion에서 {svc} 연결 되는지 확인 요청함.",
            "bastion에서 {svc}로 나가는 건 됨. 아까 실패는 키 문제가 아니라 DNS 문제였음.",
            "200 떨어진 요청:",
            "bastion에서 prod 키로 {svc} 테스트해도 되나요? sandbox 키가 따로 있나요?",
            "이 요청에 들어간 키가 prod 키 맞나요? {inline}")},
    {"wr": ["hcl"],
     "en": ("`terraform plan` for {proj} needed {svc} credentials, and they were inline in {file}:",
            "`terraform plan` for {proj} needed {svc} credentials that are inline in {file}.",
            "Inline provider credentials end up in state and in plan output; feed them from CI variables instead.",
            "Inline block in {file}:",
            "Where should the {svc} provider credentials for {proj} live instead of {file}?",
            "Can we move {inline} into a TF_VAR in CI?"),
     "ko": ("{proj} `terraform plan` 돌리는데 {svc} 크레덴셜이 필요했고, {file}에 인라인으로 박혀 있었음:",
            "{proj} `terraform plan`에 필요한 {svc} 크레덴셜이 {file}에 인라인으로 있음.",
            "provider 크레덴셜을 인라인으로 두면 state랑 plan 출력에 남음. CI 변수로 넘겨야 함.",
            "{file}의 인라인 블록:",
            "{proj}의 {svc} provider 크레덴셜은 {file} 말고 어디에 둬야 하나요?",
            "{inline} 이거 CI의 TF_VAR로 옮겨도 되나요?")},
    {"wr": ["log"],
     "en": ("While reading {file} for a {svc} timeout I noticed the client logs its whole config at startup:",
            "While chasing a {svc} timeout in {proj} I noticed the client logs its whole config at startup.",
            "Startup config logging in {proj} includes the {svc} credential; it needs masking before logs ship to the shared index.",
            "Line from {file}:",
            "Should I open a ticket to mask the {svc} credential in startup logs?",
            "This showed up in logs, should it be rotated? {inline}"),
     "ko": ("{svc} 타임아웃 보려고 {file} 읽다가, 클라이언트가 시작할 때 설정 전체를 로그로 찍는 걸 발견함:",
            "{proj}의 {svc} 타임아웃 추적하다가 클라이언트가 시작 시 설정 전체를 로그에 남기는 걸 봄.",
            "{proj} 시작 로그에 {svc} 크레덴셜이 그대로 찍힘. 공용 로그 인덱스로 가기 전에 마스킹 필요.",
            "{file}에 찍힌 라인:",
            "시작 로그의 {svc} 크레덴셜 마스킹 티켓 열까요?",
            "로그에 이게 찍혔는데 로테이션 해야 하나요? {inline}")},
    {"wr": ["dockerfile", "compose"],
     "en": ("The {proj} image bakes {svc} credentials into a layer; found in {file}:",
            "The {proj} image bakes {svc} credentials into a layer.",
            "ENV/ARG values stay in the image history; use BuildKit secrets or runtime env instead.",
            "Offending lines in {file}:",
            "Can we switch {proj} to BuildKit secrets for {svc}?",
            "The image history shows {inline}; do we need to purge old tags?"),
     "ko": ("{proj} 이미지가 {svc} 크레덴셜을 레이어에 구워 넣고 있음. {file}에서 발견:",
            "{proj} 이미지 레이어에 {svc} 크레덴셜이 들어가 있음.",
            "ENV/ARG 값은 image history에 남음. BuildKit secret이나 런타임 env로 바꿔야 함.",
            "{file}의 문제 라인:",
            "{proj} 빌드를 BuildKit secret 방식으로 바꿔도 될까요?",
            "image history에 {inline} 이 보이는데 예전 태그도 지워야 하나요?")},
    {"wr": None,
     "en": ("Handoff from the previous session: the {svc} integration in {proj} is half done. Their scratch notes contained:",
            "Handoff from the previous session: the {svc} integration in {proj} is half done.",
            "The previous session used a personal {svc} key; the service account key is still pending approval.",
            "Config the previous session left behind:",
            "Has the service-account {svc} key for {proj} been approved yet?",
            "Whose key is this, and can it stay until the service account exists? {inline}"),
     "ko": ("이전 세션 인수인계: {proj}의 {svc} 연동 반쯤 됨. 메모에 이게 있었음:",
            "이전 세션 인수인계: {proj}의 {svc} 연동이 반쯤 진행된 상태.",
            "이전 세션이 개인 {svc} 키를 썼음. 서비스 계정 키는 아직 승인 대기.",
            "이전 세션이 남긴 설정:",
            "{proj}용 서비스 계정 {svc} 키 승인 났나요?",
            "이거 누구 키인가요? 서비스 계정 나올 때까지 써도 되나요? {inline}")},
    {"wr": None,
     "en": ("The user pasted their {svc} setup so I could debug the 403 in {proj}:",
            "The user asked me to debug a 403 from {svc} in {proj}.",
            "The 403 was a missing scope on the {svc} key, not a wrong key; the error text is misleading.",
            "What they pasted:",
            "Does the {svc} key for {proj} need the write scope?",
            "Does {inline} have the write scope?"),
     "ko": ("사용자가 {proj}의 403 디버깅하라고 {svc} 설정을 그대로 붙여줌:",
            "사용자가 {proj}에서 {svc} 403 나는 거 봐 달라고 함.",
            "403은 키가 틀린 게 아니라 {svc} 키에 scope가 빠진 거였음. 에러 메시지가 헷갈리게 나옴.",
            "사용자가 붙여준 내용:",
            "{proj}용 {svc} 키에 write scope가 필요한가요?",
            "{inline} 이 키에 write scope 있나요?")},
    {"wr": ["diff"],
     "en": ("Reviewing {file} in {proj}: someone replaced the env reference for {svc} with a literal value:",
            "Reviewing a change in {proj} where the {svc} env reference was replaced with a literal.",
            "Reject diffs that inline credentials; the pre-commit hook in {proj} is not installed on every machine.",
            "The hunk in question:",
            "Should the {svc} value in this diff be rotated even though the PR was not merged?",
            "The PR added {inline}; rotate it even if unmerged?"),
     "ko": ("{proj}의 {file} 리뷰 중: 누가 {svc} 환경변수 참조를 실제 값으로 바꿔 놓음:",
            "{proj} 변경사항 리뷰 중, {svc} env 참조가 실제 값으로 바뀐 걸 발견.",
            "크레덴셜을 인라인으로 넣는 diff는 반려. {proj} pre-commit 훅이 모든 머신에 깔려 있진 않음.",
            "문제의 hunk:",
            "머지 안 된 PR이어도 이 diff에 있는 {svc} 값은 로테이션 해야 하나요?",
            "PR에 {inline} 이 들어갔는데, 머지 전이어도 로테이션 하나요?")},
]


# ---------------------------------------------------------------- note helpers
DISPLAY = {"AWS STS": "AWS", "Google OAuth refresh token": "Google OAuth", "Google access token": "Google Cloud",
           "Cloudflare Global API Key": "Cloudflare", "Cloudflare R2": "Cloudflare R2", "Supabase access token": "Supabase",
           "Supabase secret key": "Supabase", "Twilio API key": "Twilio", "Slack user token": "Slack", "Slack app token": "Slack",
           "Slack signing secret": "Slack", "Kakao admin key": "Kakao", "Toss Payments API key": "Toss Payments",
           "PortOne V2": "PortOne", "Anthropic admin": "Anthropic", "Stripe restricted key": "Stripe", "Stripe webhook": "Stripe",
           "Shopify app secret": "Shopify", "GitHub fine-grained PAT": "GitHub", "GitLab runner": "GitLab",
           "GitLab deploy token": "GitLab", "GitLab pipeline trigger": "GitLab", "New Relic license": "New Relic",
           "PagerDuty API": "PagerDuty", "Mapbox legacy": "Mapbox", "Doppler CLI": "Doppler", "Postmark account": "Postmark",
           "Grafana k6": "Grafana k6", "Firebase Realtime Database": "Firebase", "Firebase Cloud Messaging": "Firebase", "GitHub refresh token": "GitHub"}


def disp(v):
    return DISPLAY.get(v["name"], v["name"])


def fence(snip, lang_hint=""):
    if chance(0.4):
        return f"```{lang_hint}\n{snip}\n```"
    return snip


def fmt(s, **kw):
    return s.format(**kw)


def present(secrets, fields):
    out = []
    for s in secrets:
        if s not in out and any(s in f for f in fields):
            out.append(s)
    return out


def window_ok(fields, secrets):
    for f in fields:
        spans = []
        for s in secrets:
            st = 0
            while True:
                i = f.find(s, st)
                if i < 0:
                    break
                spans.append((i, i + len(s)))
                st = i + 1
        for s in secrets:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                st = 0
                while True:
                    j = f.find(w, st)
                    if j < 0:
                        break
                    if not any(a <= j and j + 8 <= b for a, b in spans):
                        return False
                    st = j + 1
    return True


def blen(s):
    return len(s.encode("utf-8"))


def valid(kind, mc, lesson, ask, secrets):
    if not mc.strip() or blen(mc) > 1024 or blen(lesson) > 1024 or blen(ask) > 512:
        return False
    fields = [mc, lesson, ask]
    if kind == "clean":
        return secrets == []
    if not secrets:
        return False
    for s in secrets:
        if len(s) < 8 or not any(s in f for f in fields):
            return False
    return window_ok(fields, secrets)


import re as _re

_JOSA = {"은": ("은", "는"), "는": ("은", "는"), "이": ("이", "가"), "가": ("이", "가"), "을": ("을", "를"), "를": ("을", "를"),
         "과": ("과", "와"), "와": ("과", "와")}
_JOSA_RE = _re.compile(r"([A-Za-z0-9][A-Za-z0-9_\-./]*)(은|는|이|가|을|를|과|와)(?=[\s,.:;)?!]|$)")


def _batchim(word):
    raw = word.rstrip("_-./")
    last = _re.split(r"[^A-Za-z0-9]", raw)[-1] if raw else ""
    if last.isalpha() and last.isupper() and len(last) <= 5:
        return last[-1] in "LMNR"
    w = raw.lower()
    if not w:
        return False
    c = w[-1]
    if c.isdigit():
        return c in "013678"
    if w.endswith(("ng", "m", "n", "l", "ck", "ne", "me", "le", "pp", "tt")):
        return True
    if len(w) >= 3 and c in "ptk" and w[-2] in "aeiou" and w[-3] not in "aeiou" and not w.endswith("ck"):
        return True
    return False


def fix_josa(text):
    def rep(m):
        word, j = m.group(1), m.group(2)
        pair = _JOSA[j]
        return word + (pair[0] if _batchim(word) else pair[1])
    return _JOSA_RE.sub(rep, text)


class Retry(Exception):
    pass


def L(lang, en, ko):
    return en if lang == "en" else ko


# ---------------------------------------------------------------- secret template: one vendor, many formats
def choose_weighted(pairs):
    tot = sum(w for _, _, w in pairs)
    x = R.uniform(0, tot)
    for name, fn, w in pairs:
        x -= w
        if x <= 0:
            return name, fn
    return pairs[-1][0], pairs[-1][1]


def t_vendor(lang, v):
    items = v["items"]()
    cands = list(WRAPPERS)
    if v["http"]:
        cands += HTTP_WRAPPERS
    wname, wfn = choose_weighted(cands)
    if wname in ("curl", "http", "httpie"):
        first = [it for it in items if it[2]][:1]
        items_shown = first
    else:
        items_shown = items
    snip = wfn(items_shown, v)
    frames = [f for f in FRAMES if f["wr"] is None or wname in f["wr"]]
    fr = pick(frames)[lang]
    sec_items = [it for it in items_shown if it[2]]
    ctx = dict(svc=disp(v), file=pick(FILE_FOR[wname]), proj=pick(PROJECTS), var=sec_items[0][0])
    mc_i, plain, les, lsnip, ask, asnip = [fmt(x, inline="{inline}", **ctx) for x in fr]
    hint = {"json": "json", "yaml": "yaml", "k8s": "yaml", "compose": "yaml", "gha": "yaml", "python": "python",
            "js": "js", "ts": "ts", "go": "go", "hcl": "hcl", "env": "", "diff": "diff", "dockerfile": "dockerfile",
            "curl": "bash", "export": "bash", "printenv": "bash", "toml": "toml", "ini": "ini", "xml": "xml"}.get(wname, "")
    block = fence(snip, hint) if wname not in ("inline", "table") else snip
    mode = R.random()
    if len(sec_items) >= 2 and wname not in ("curl", "http", "httpie", "inline", "log") and mode < 0.18:
        # split the pair across two fields
        a = wfn([it for it in items_shown if it is not sec_items[-1]], v)
        b = w_inline([sec_items[-1]], v)
        mc = mc_i + "\n" + a
        lesson = L(lang, "The matching secret was in a different file: ", "짝이 되는 시크릿은 다른 파일에 있었음: ") + b + ". " + les
        ask_ = ask
        placement = "split-pair"
    elif mode < 0.55:
        mc = mc_i + "\n" + block
        lesson = les if chance(0.9) else ""
        ask_ = ask if chance(0.85) else ""
        placement = "mc"
    elif mode < 0.78:
        mc = plain
        lesson = lsnip + "\n" + block + ("\n" + les if chance(0.5) else "")
        ask_ = ask if chance(0.9) else ""
        placement = "lesson"
    elif mode < 0.9:
        inline = w_inline(sec_items[:1], v)
        mc = plain
        lesson = les
        ask_ = asnip.replace("{inline}", inline)
        placement = "ask"
    else:
        inline = w_inline(sec_items[:1], v)
        mc = mc_i + "\n" + block
        lesson = les if chance(0.5) else ""
        ask_ = asnip.replace("{inline}", inline)
        placement = "mc+ask"
    secrets = present([it[1] for it in items if it[2]], [mc, lesson, ask_])
    shown = "inline" if placement == "ask" else wname
    cat = f"vendor/{shown}/{placement}: {v['name']} [{disp(v)}]"
    return cat, mc, lesson, ask_, secrets


# ---------------------------------------------------------------- secret template: several providers in one .env
def t_multi_env(lang, vs):
    rows, secrets = [], []
    for v in vs:
        for k, val, s in v["items"]():
            rows.append((k, val))
            if s:
                secrets.append(val)
    for f in fillers(R.randint(1, 4)):
        rows.insert(R.randint(0, len(rows)), f)
    if chance(0.3):
        rows.insert(0, ("# --- " + pick(["prod", "staging", "shared"]) + " ---", None))
    body = "\n".join(k if val is None else f"{k}={val}" for k, val in rows)
    proj = pick(PROJECTS)
    fname = pick([".env", ".env.production", ".env.staging", "deploy/.env.prod", "apps/api/.env"])
    dn = []
    for v in vs:
        if disp(v) not in dn:
            dn.append(disp(v))
    names = ", ".join(dn)
    mc = L(lang, pick([f"Fresh clone of {proj} would not boot; the lead sent me their {fname} and it worked:",
                       f"{proj} needs {names} configured before `make dev` works. The {fname} on the shared dev VM:",
                       f"Docs for {proj} say 'copy .env.example', but half the values are missing. Working {fname} from the old laptop:"]),
              pick([f"{proj} 새로 클론했더니 안 뜸. 리드가 본인 {fname} 보내줘서 해결:",
                    f"{proj}은 `make dev` 전에 {names} 설정이 다 있어야 함. 공용 dev VM의 {fname}:",
                    f"{proj} 문서엔 '.env.example 복사'라고만 돼 있는데 값이 절반은 비어 있음. 예전 노트북에 있던 {fname}:"]))
    les = L(lang, pick([f"{fname} is not generated by any script; it is passed around by hand, which is why it drifts.",
                        f"{proj} fails at startup without a clear error when any of {names} is missing.",
                        "The example file is years out of date; several providers were added without updating it."]),
            pick([f"{fname}은 스크립트로 생성되는 게 아니라 손으로 돌려쓰는 파일이라 계속 어긋남.",
                  f"{proj}은 {names} 중 하나라도 빠지면 에러 메시지 없이 시작이 안 됨.",
                  "example 파일이 몇 년째 업데이트 안 됨. provider 추가하면서 안 고친 듯."]))
    ask = L(lang, pick([f"Is there a sanctioned way to get {fname} for {proj} without copying it from a person?",
                        f"Which of {names} have separate dev keys?", ""]),
            pick([f"{proj}의 {fname}을 사람한테 복사받지 않고 받는 공식 방법이 있나요?",
                  f"{names} 중에 dev 전용 키가 따로 있는 건 어떤 건가요?", ""]))
    if chance(0.3):
        mc, les = L(lang, f"Getting {proj} running locally.", f"{proj} 로컬 실행 세팅."), \
                  L(lang, f"Working {fname} (copied from the shared VM):\n", f"동작하는 {fname} (공용 VM에서 복사):\n") + fence(body)
    else:
        mc = mc + "\n" + fence(body)
    cat = "env: several providers in one file [" + "/".join(dn) + "]"
    return cat, mc, les, ask, present(secrets, [mc, les, ask])


# ---------------------------------------------------------------- passwords and other generic secrets
HUMAN_WORDS = ["Summer", "Winter", "Dragon", "Monkey", "Sunshine", "Bluebird", "Tiger", "Hanbit", "Seoul", "Busan",
               "Jeju", "Mustang", "Coffee", "Pepper", "Galaxy", "Rainbow", "Maple", "Orange", "Falcon", "Phoenix",
               "Welcome", "Spring", "Autumn", "Happy", "Lucky", "Mango", "Kimchi", "Bulgogi", "Dolphin", "Soccer",
               "Baseball", "Chelsea", "Arsenal", "Pikachu", "Naruto", "Doraemon", "Starbucks", "Hyundai", "Ginger",
               "Shadow", "Buster", "Princess", "Charlie", "Yankees", "Hokkaido", "Osaka", "Berlin", "Paris"]
KO_KEYS = [("사랑해", "tkfkdgo"), ("안녕하세요", "dkssudgktpdy"), ("비밀번호", "qlalfqjsgh"), ("김민수", "rlaalstn"),
           ("이지은", "dlwldms"), ("박서준", "qkrtjwns"), ("행복", "godqhr"), ("우리집", "dnflwlq"), ("강아지", "rkddkwl"),
           ("하늘", "gksmf"), ("회사", "ghltk"), ("서울", "tjdnf"), ("고양이", "rhdiddl"), ("한글", "gksrmf"),
           ("관리자", "rhksflwk"), ("개발자", "roqkfwk"), ("대한민국", "eogksalsrnr"), ("봄날", "qhaskf"), ("토끼", "xhRl"),
           ("바다", "qkek"), ("사랑", "tkfkd"), ("엄마", "djaak"), ("정보", "wjdqh")]
PASS_WORDS = ["maple", "orbit", "candle", "ferry", "granite", "velvet", "harbor", "lantern", "meadow", "pixel", "quartz",
              "saddle", "thunder", "walnut", "zephyr", "anchor", "bamboo", "cactus", "dune", "ember", "fjord", "glacier",
              "hazel", "igloo", "jigsaw", "kettle", "lemon", "marble", "nectar", "oyster", "pepper", "quiver", "ribbon",
              "sprout", "tundra", "umber", "violet", "willow", "yodel", "zinnia", "copper", "falcon", "garnet", "hollow",
              "island", "jasper", "kayak", "linen", "mosaic", "nickel", "olive", "pebble", "raven", "salmon", "timber",
              "urchin", "vortex", "wander", "yarrow", "cobalt", "drizzle", "echo", "fable", "gossip", "humble", "ivory"]
SYMS = "!@#$%^&*"


def pw_strong(n=None):
    n = n or R.randint(14, 28)
    return mixed(AN + "!@#%^&*-_=+", n, "uld")


def pw_alnum(n=None):
    return mixed(AN, n or R.randint(16, 32), "uld")


def pw_human():
    w = pick(HUMAN_WORDS)
    style = R.randint(0, 7)
    if style == 0:
        return f"{w}{R.randint(2015, 2026)}{pick(SYMS)}"
    if style == 1:
        return f"{w}{pick(SYMS)}{R.randint(10, 9999)}"
    if style == 2:
        return f"{w.lower()}{R.randint(100, 99999)}"
    if style == 3:
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1").replace("s", "$")
        return f"{leet}{R.randint(1, 99)}{pick(SYMS)}"
    if style == 4:
        return f"{pick(['Qwer', 'Asdf', 'Zxcv'])}{R.randint(1000, 9999)}{pick(SYMS)}{pick(SYMS)}"
    if style == 5:
        return f"{w}{pick(HUMAN_WORDS)}{R.randint(1, 99)}"
    if style == 6:
        return f"{w}{pick(['!!', '#1', '*77', '^^'])}{R.randint(1960, 2010)}"
    return f"i{pick(['love', 'like', 'miss'])}{w.lower()}{R.randint(1, 99)}"


def pw_ko():
    hint, keys = pick(KO_KEYS)
    style = R.randint(0, 4)
    if style == 0:
        pw = f"{keys}{R.randint(1, 9999)}{pick(SYMS)}"
    elif style == 1:
        pw = f"{keys}{pick(SYMS)}{R.randint(1000, 1231)}"
    elif style == 2:
        pw = f"{keys[0].upper()}{keys[1:]}{R.randint(10, 99)}{pick(SYMS)}"
    elif style == 3:
        pw = f"{keys}{pick(['1004', '0000', '7777', '1234'])}{pick(SYMS)}"
    else:
        pw = f"{pick(SYMS)}{keys}{R.randint(90, 99)}{R.randint(10, 99)}"
    while len(pw) < 8:
        pw += str(R.randint(0, 9))
    return pw, hint


def pw_any():
    c = R.random()
    if c < 0.3:
        return pw_strong()
    if c < 0.5:
        return pw_alnum()
    if c < 0.8:
        return pw_human()
    return pw_ko()[0]


def passphrase(k=None, sep=None):
    k = k or R.randint(4, 6)
    sep = sep if sep is not None else pick(["-", " ", ".", "_"])
    words = []
    while len(words) < k:
        w = pick(PASS_WORDS)
        if w not in words:
            words.append(w)
    s = sep.join(words)
    if chance(0.4):
        s += sep + str(R.randint(1, 99))
    return s


def hostname():
    return pick(["db-prod-01", "pg-main.internal", "mysql-stg.internal", "10.20.1.15", "db.shop.local",
                 "rds-" + lo(6) + ".cluster-" + lo(12) + ".ap-northeast-2.rds.amazonaws.com", "maria01.idc.hanbit.kr",
                 "postgres.default.svc.cluster.local", "orders-db.c" + lo(8) + ".eu-central-1.rds.amazonaws.com"])


def pg_host():
    return pick(["pg-main.internal", "10.20.1.15", "postgres.default.svc.cluster.local", "db-prod-01",
                 "rds-" + lo(6) + ".cluster-" + lo(12) + ".ap-northeast-2.rds.amazonaws.com"])


def my_host():
    return pick(["mysql-stg.internal", "maria01.idc.hanbit.kr", "db.shop.local", "10.20.3.41",
                 "orders-db.c" + lo(8) + ".eu-central-1.rds.amazonaws.com"])


def user_name():
    return pick(["app", "app_rw", "svc_billing", "readonly", "etl_user", "root", "admin", "postgres", "sa", "deploy",
                 "shop_admin", "report", "dbmaster", "jdlee", "hskim", "analytics"])


def urlpw(raw):
    """password as it appears in a URL: percent-encoded if it needs to be"""
    return pct(raw)


# ---------------------------------------------------------------- secret template: connection strings
def t_db_url(lang):
    raw = pw_any() if chance(0.7) else pw_strong()
    u = user_name()
    style = R.randint(0, 20)
    h = my_host() if style in (1, 14) else pg_host()
    enc = urlpw(raw)
    db = pick(["shop", "billing", "app", "analytics", "orders", "cms", "core"])
    if style == 0:
        s = f"DATABASE_URL=postgresql://{u}:{enc}@{h}:5432/{db}?sslmode=require"
        kind = "postgres"
    elif style == 1:
        s = f"mysql://{u}:{enc}@{h}:3306/{db}?charset=utf8mb4"
        kind = "mysql"
    elif style == 2:
        cl = "cluster0." + lan(5)
        s = f"MONGODB_URI=mongodb+srv://{u}:{enc}@{cl}.mongodb.net/{db}?retryWrites=true&w=majority"
        kind = "mongodb atlas"
    elif style == 3:
        s = f"REDIS_URL=redis://:{enc}@{pick(['redis.internal', '10.0.4.21', 'cache-01'])}:6379/0"
        kind = "redis"
    elif style == 4:
        s = f"CELERY_BROKER_URL=amqps://{u}:{enc}@{pick(['puffin', 'rattlesnake', 'kangaroo'])}.rmq{R.randint(1, 5)}.cloudamqp.com/{u}"
        kind = "amqp (CloudAMQP)"
    elif style == 5:
        s = f"jdbc:sqlserver://{h}:1433;databaseName={db};user={u};password={raw};encrypt=true"
        kind = "jdbc sqlserver"
    elif style == 6:
        s = f"spring.datasource.url=jdbc:postgresql://{h}:5432/{db}\nspring.datasource.username={u}\nspring.datasource.password={raw}"
        kind = "spring properties"
    elif style == 7:
        s = f"sqlalchemy.url = postgresql+psycopg2://{u}:{enc}@{h}/{db}"
        kind = "alembic.ini"
    elif style == 8:
        raw = "npg_" + an(12)
        enc = raw
        ep = "ep-" + pick(["cool", "misty", "sweet", "old"]) + "-" + pick(["darkness", "river", "field", "king"]) + "-" + dg(6)
        s = f"postgresql://neondb_owner:{raw}@{ep}.ap-southeast-1.aws.neon.tech/neondb?sslmode=require"
        kind = "Neon"
    elif style == 9:
        raw = "pscale_pw_" + b64u(43)
        enc = raw
        s = f"DATABASE_URL=mysql://{lan(12)}:{raw}@aws.connect.psdb.cloud/{db}?sslaccept=strict"
        kind = "PlanetScale"
    elif style == 10:
        ref = lo(20)
        s = f"postgresql://postgres.{ref}:{enc}@aws-0-ap-northeast-2.pooler.supabase.com:6543/postgres"
        kind = "Supabase pooler"
    elif style == 11:
        s = f'Server={h};Database={db};User Id={u};Password={raw};TrustServerCertificate=True;'
        kind = "ADO.NET"
    elif style == 12:
        s = f"{u}/{raw}@//{pick(['ora-prod', 'erp-db'])}.internal:1521/ORCLPDB1"
        kind = "oracle easy connect"
    elif style == 13:
        s = f"clickhouse://{u}:{enc}@{lo(10)}.ap-northeast-1.aws.clickhouse.cloud:9440/{db}?secure=true"
        kind = "ClickHouse Cloud"
    elif style == 14:
        s = f'dsn := "{u}:{raw}@tcp({h}:3306)/{db}?parseTime=true"'
        kind = "go mysql dsn"
        enc = raw
    elif style == 15:
        s = f'datasource db {{\n  provider = "postgresql"\n  url      = "postgresql://{u}:{enc}@{h}:5432/{db}"\n}}'
        kind = "prisma schema"
    elif style == 16:
        s = f"NEO4J_URI=neo4j+s://{hx(8)}.databases.neo4j.io\nNEO4J_USERNAME=neo4j\nNEO4J_PASSWORD={raw}"
        kind = "Neo4j Aura"
    elif style == 17:
        raw = enc = b64(86) + "=="
        s = f"AzureWebJobsStorage=DefaultEndpointsProtocol=https;AccountName=st{lo(10)};AccountKey={raw};EndpointSuffix=core.windows.net"
        kind = "Azure Storage connection string"
    elif style == 18:
        raw = enc = b64(43) + "="
        s = f"ServiceBusConnection=Endpoint=sb://sb-{lo(8)}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={raw}"
        kind = "Azure Service Bus connection string"
    elif style == 19:
        raw = enc = b64(43) + "="
        s = f"Azure__SignalR__ConnectionString=Endpoint=https://sig-{lo(8)}.service.signalr.net;AccessKey={raw};Version=1.0;"
        kind = "Azure SignalR connection string"
    else:
        raw = enc = b64(43) + "="
        s = f"\"Redis\": \"redis-{lo(8)}.redis.cache.windows.net:6380,password={raw},ssl=True,abortConnect=False\""
        kind = "Azure Cache for Redis (StackExchange format)"
    val = raw if raw in s and enc not in s else enc
    if raw in s:
        val = raw
    if enc in s and enc != raw:
        val = enc
    proj = pick(PROJECTS)
    kl = kind.lower()
    if any(w in kl for w in ("postgres", "neon", "supabase", "alembic", "prisma", "spring")):
        errs = ['FATAL:  password authentication failed for user "' + u + '"', "SSL SYSCALL error: EOF detected", "timeout expired"]
    elif any(w in kl for w in ("mysql", "planetscale")):
        errs = ["Access denied for user '" + u + "'@'10.0.3.17' (using password: YES)", "Can't connect to MySQL server (110)"]
    elif "mongo" in kl:
        errs = ["MongoServerError: bad auth : authentication failed", "MongoServerSelectionError: connection timed out"]
    elif "redis" in kl:
        errs = ["WRONGPASS invalid username-password pair or user is disabled.", "Error 111 connecting. Connection refused."]
    elif "amqp" in kl:
        errs = ["ACCESS_REFUSED - Login was refused using authentication mechanism PLAIN", "Connection reset by peer"]
    else:
        errs = ["login failed", "connection refused", "handshake timed out"]
    err = pick(errs)
    mc = L(lang, pick([f"{proj} migrations failed with `{err}`. The connection string the job actually used:",
                       f"Could not tell which database {proj} points at in staging. Found the connection string:",
                       f"The nightly job in {proj} died with `{err}`; its config had:"]),
              pick([f"{proj} 마이그레이션이 `{err}`로 실패. 잡이 실제로 쓴 연결 문자열:",
                    f"스테이징 {proj}이 어느 DB를 보는지 몰랐음. 찾은 연결 문자열:",
                    f"{proj} 야간 배치가 `{err}` 내고 죽음. 설정에 있던 값:"]))
    les = L(lang, pick(["The password contains characters that must be percent-encoded in a URL; the driver was splitting on them.",
                        f"{proj} reads the URL from the job config, not from the app settings; they had drifted.",
                        "The replica and the primary use different users; the job was pointed at the replica."]),
            pick(["비밀번호에 URL 인코딩이 필요한 문자가 있어서 드라이버가 거기서 잘라먹고 있었음.",
                  f"{proj}은 앱 설정이 아니라 잡 설정에서 URL을 읽음. 둘이 달라져 있었음.",
                  "레플리카랑 프라이머리 계정이 다름. 잡이 레플리카를 보고 있었음."]))
    ask = L(lang, pick([f"Which secret holds the {kind} credentials for {proj}?", "Is the migration user supposed to differ from the app user?", ""]),
            pick([f"{proj}의 {kind} 접속 정보는 어느 시크릿에 있나요?", "마이그레이션 계정이 앱 계정이랑 달라야 하나요?", ""]))
    block = fence(s)
    if chance(0.25):
        les = les + "\n" + block
    else:
        mc = mc + "\n" + block
    return f"connection string: {kind}", mc, les, ask, present([val], [mc, les, ask])


# ---------------------------------------------------------------- secret template: passwords on the command line
def t_shell_pw(lang):
    pw = pw_any()
    u = user_name()
    h = hostname()
    q = "'" + pw + "'" if any(c in pw for c in "!$&*^#%") else pw
    cmds = [
        (f"$ mysql -u {u} -p{q} -h {h} shop\nmysql: [Warning] Using a password on the command line interface can be insecure.\nERROR 1049 (42000): Unknown database 'shop'", "mysql -p attached password"),
        (f"$ PGPASSWORD={q} psql -h {h} -U {u} -d billing -c '\\dt'", "PGPASSWORD env prefix"),
        (f"$ sshpass -p {q} ssh -o StrictHostKeyChecking=no {u}@{ipv4_private()} 'systemctl status nginx'", "sshpass -p"),
        (f"$ docker login -u {pick(['acmeci', 'deploy', 'robot$ci'])} -p {q} registry.{pick(['acme.io', 'hanbit.kr'])}\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded", "docker login -p"),
        (f"$ curl -u {u}:{q} https://nexus.{pick(['internal', 'corp.acme.io'])}/service/rest/v1/repositories", "curl -u user:pass"),
        (f"$ redis-cli -h {pick(['redis.internal', '10.0.4.21'])} -p 6379 -a {q} INFO keyspace\nWarning: Using a password with '-a' or '-u' option on the command line interface may not be safe.", "redis-cli -a (and -p port)"),
        (f"$ mongosh \"mongodb://{h}:27017/admin\" -u {u} -p {q} --eval 'db.stats()'", "mongosh -p"),
        (f"$ htpasswd -b -c /etc/nginx/.htpasswd {u} {q}\nAdding password for user {u}", "htpasswd -b"),
        (f"$ openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{q}", "openssl -passout pass:"),
        (f"$ zip -r -P {q} db-dump-{date_s()}.zip dump/", "zip -P"),
        (f"$ keytool -importkeystore -srckeystore old.jks -destkeystore new.p12 -deststoretype pkcs12 -srcstorepass {q} -deststorepass {q}", "keytool -storepass (twice)"),
        (f"$ mysqldump -u{u} -p{q} --single-transaction shop > shop.sql", "mysqldump -p attached"),
        (f"PS> sqlcmd -S {h} -U sa -P {q} -Q \"SELECT name FROM sys.databases\"", "sqlcmd -P"),
        (f"C:\\> net use \\\\fs01\\share /user:CORP\\svc_backup {q}\nThe command completed successfully.", "net use password"),
        (f"$ smbclient //nas01/backup -U {u}%{pw} -c 'ls'", "smbclient user%pass"),
        (f"$ rabbitmqctl add_user {u} {q} && rabbitmqctl set_user_tags {u} administrator", "rabbitmqctl add_user"),
        (f"$ kubectl create secret generic db-cred --from-literal=username={u} --from-literal=password={q} -n {pick(['prod', 'staging', 'default'])}", "kubectl --from-literal"),
        (f"$ helm upgrade --install pg bitnami/postgresql --set auth.postgresPassword={q} --set primary.service.ports.postgresql=5432", "helm --set password"),
        (f"$ ansible-playbook site.yml -i inventory/prod -e \"ansible_become_pass={pw}\" --limit web", "ansible -e become pass"),
        (f"$ wget --user={u} --password={q} https://files.{pick(['acme.io', 'hanbit.kr'])}/exports/latest.csv", "wget --password"),
        (f"$ ldapsearch -x -H ldaps://ldap.corp.local -D 'cn=admin,dc=corp,dc=local' -w {q} -b 'ou=people,dc=corp,dc=local' uid=jdoe", "ldapsearch -w"),
        (f"$ docker run -d --name pg -e POSTGRES_PASSWORD={q} -p 5432:5432 postgres:16", "docker run -e POSTGRES_PASSWORD (with -p port)"),
        (f"$ lftp -u {u},{q} sftp://{ipv4_private()} -e 'mirror /exports ./exports; bye'", "lftp -u user,pass"),
        (f"$ influx setup --username admin --password {q} --org acme --bucket metrics --force", "influx setup --password"),
        (f"$ echo {q} | sudo -S systemctl restart {pick(['nginx', 'gunicorn', 'tomcat'])}", "sudo -S via echo"),
        (f"$ mc alias set backup https://minio.internal {u} {q}\nAdded `backup` successfully.", "minio mc alias password"),
        (f"$ pg_dump \"host={h} user={u} password={pw} dbname=billing sslmode=require\" -Fc -f billing.dump", "pg_dump keyword dsn"),
        (f"$ 7z a -p{q} -mhe=on archive.7z ./export", "7z -p attached"),
    ]
    cmd, label = pick(cmds)
    proj = pick(PROJECTS)
    mc = L(lang, pick([f"Reproducing the {proj} ops runbook by hand; the step I ran from shell history was:",
                       f"Needed a quick manual fix on the box behind {proj}. Command that worked:",
                       f"The runbook for {proj} only says 'log in as {u}'. From the previous operator's history:",
                       f"User asked for a one-off export from {proj}. I ran:"]),
              pick([f"{proj} 운영 런북을 손으로 따라 하는 중. 쉘 히스토리에서 가져와 실행한 명령:",
                    f"{proj} 뒤쪽 서버에서 수동으로 급하게 처리할 일이 있었음. 동작한 명령:",
                    f"{proj} 런북에는 '{u} 계정으로 접속'이라고만 있음. 이전 담당자 히스토리에 있던 명령:",
                    f"사용자가 {proj} 데이터 일회성 export 요청. 실행한 명령:"]))
    les = L(lang, pick(["Passing the password as an argument leaves it in shell history and in `ps` output; use a prompt, a file, or an env file instead.",
                        f"The {u} account is shared by several people; nobody knows who changed it last.",
                        "The command works, but the password is also sitting in ~/.bash_history on that host.",
                        "Next time use the option that reads the password from stdin or a file."]),
            pick(["비밀번호를 인자로 넘기면 쉘 히스토리랑 `ps`에 남음. 프롬프트나 파일, env 파일로 넘길 것.",
                  f"{u} 계정은 여러 명이 같이 씀. 마지막에 누가 바꿨는지 아무도 모름.",
                  "명령은 되는데 그 서버 ~/.bash_history에도 비번이 그대로 남아 있음.",
                  "다음엔 stdin이나 파일에서 비번 읽는 옵션 쓸 것."]))
    ask = L(lang, pick([f"Can we get a personal account instead of the shared {u} one?", "Should I scrub the shell history on that host?",
                        f"Is `{pw}` still the current password, or was it rotated after the incident?", ""]),
            pick([f"공용 {u} 계정 말고 개인 계정 받을 수 있나요?", "그 서버 쉘 히스토리 지워야 하나요?",
                  f"`{pw}` 이게 아직 현재 비번인가요? 장애 이후에 바뀌었나요?", ""]))
    mc = mc + "\n" + fence(cmd, "bash")
    return f"shell: {label}", mc, les, ask, present([pw, q], [mc, les, ask])[:1] if q == pw else present([pw], [mc, les, ask])


# ---------------------------------------------------------------- secret template: HTTP Basic auth blobs
def t_basic(lang):
    style = R.randint(0, 6)
    u = pick(["admin", "api", "svc-reporting", "grafana", "jenkins", "elastic", "kibana_system", "prometheus"])
    pw = pw_any()
    if style == 6:
        u = "live_sk_" + an(28)
        pw = ""
        vend = " [Toss Payments]"
    else:
        vend = ""
    blob = b64e(f"{u}:{pw}".encode())
    host = pick(["elastic.internal:9200", "jenkins.corp.local", "grafana.acme.io", "api.tosspayments.com", "registry.internal:5000"])
    if style == 0:
        s = f"$ curl -H 'Authorization: Basic {blob}' https://{host}/_cluster/health"
    elif style == 1:
        s = f"GET /api/health HTTP/1.1\nHost: {host}\nAuthorization: Basic {blob}\nUser-Agent: kube-probe/1.29"
    elif style == 2:
        s = f"location /metrics {{\n    proxy_pass http://127.0.0.1:9090;\n    proxy_set_header Authorization \"Basic {blob}\";\n}}"
    elif style == 3:
        s = jdump({"auths": {host: {"auth": blob}}}, indent=2)
    elif style == 4:
        s = f"headers = {{'Authorization': 'Basic {blob}', 'Accept': 'application/json'}}"
    elif style == 5:
        s = f"//{pick(['nexus.internal', 'npm.corp.local'])}/repository/npm-private/:_auth={blob}\nalways-auth=true"
    else:
        s = f"$ curl -X POST https://api.tosspayments.com/v1/payments/confirm \\\n  -H 'Authorization: Basic {blob}' \\\n  -H 'Content-Type: application/json' \\\n  -d '{{\"paymentKey\":\"tgen_{dg(14)}\",\"orderId\":\"ORD-{dg(8)}\",\"amount\":15000}}'"
    fname = ["the runbook's curl command", "a captured request", "nginx.conf", "~/.docker/config.json", "the Python client", ".npmrc", "the Toss confirm call"][style]
    mc = L(lang, pick([f"Health checks were failing with 401 after the auth change; the old header is baked into {fname}:",
                       f"Didn't know the {fname} carried an Authorization header. What it has:",
                       f"Debugging a 401; the request I was replaying came from {fname}:"]),
              pick([f"인증 방식 바꾼 뒤로 헬스체크가 401. 예전 헤더가 {fname}에 박혀 있음:",
                    f"{fname}에 Authorization 헤더가 들어있는 줄 몰랐음. 내용:",
                    f"401 디버깅 중. 재현에 쓴 요청은 {fname}에서 가져옴:"]))
    les = L(lang, pick(["A Basic header is just base64 of user:password, so this is the password in plain sight.",
                        "The credential in the header was rotated last week; everything that replays old requests breaks.",
                        "Base64 is not encryption; treat the header value like the password itself."]),
            pick(["Basic 헤더는 user:password를 base64 한 것뿐이라 사실상 비번이 그대로 노출된 것.",
                  "헤더 안 크레덴셜이 지난주에 로테이션됨. 예전 요청을 재사용하는 곳은 다 깨짐.",
                  "base64는 암호화가 아님. 헤더 값도 비밀번호랑 똑같이 다뤄야 함."]))
    ask = L(lang, pick(["Who owns the account behind this header?", "Can the probe use a token instead of Basic auth?", ""]),
            pick(["이 헤더에 들어간 계정 담당자가 누구인가요?", "프로브에서 Basic 대신 토큰 쓸 수 있나요?", ""]))
    mc = mc + "\n" + fence(s)
    return "basic auth: " + fname + vend, mc, les, ask, present([blob], [mc, les, ask])


# ---------------------------------------------------------------- secret template: human passwords in chat-like prose
def t_human_pw(lang):
    style = R.randint(0, 7)
    pw = pw_human() if chance(0.6) else pw_ko()[0]
    pw2 = pw_human()
    svc = pick(["the Grafana admin", "the office NAS", "the staging Jenkins", "the shared Figma account", "the router admin page",
                "the old WordPress admin", "the test iPhone Apple ID", "the printer web UI", "the QA Windows VM"])
    svc_ko = pick(["Grafana admin", "사무실 NAS", "스테이징 Jenkins", "공용 Figma 계정", "공유기 관리자 페이지", "예전 WordPress 관리자",
                   "테스트폰 Apple ID", "프린터 관리 페이지", "QA용 윈도우 VM"])
    secrets = [pw]
    if style == 0:
        mc = L(lang, f"Login for {svc} was not in the vault. Minji said in DM: \"it's still {pw}, nobody changed it\".",
               f"{svc_ko} 로그인 정보가 vault에 없음. 민지님이 DM으로 \"아직 {pw} 그대로예요, 아무도 안 바꿨어요\"라고 함.")
        les = L(lang, "Shared logins that only live in DMs get lost; put them in the vault.", "DM으로만 돌아다니는 공용 계정은 결국 잃어버림. vault에 넣어둘 것.")
        ask = L(lang, f"Can {svc} get SSO so we stop sharing a password?", f"{svc_ko}에 SSO 붙여서 공용 비번 안 쓰게 할 수 있나요?")
    elif style == 1:
        mc = L(lang, f"Rotated the password for {svc} as asked. Old: {pw} -> new: {pw2}.",
               f"요청대로 {svc_ko} 비밀번호 변경함. 이전: {pw} → 변경: {pw2}")
        les = L(lang, "Two dashboards still had the old one cached in their datasource settings.", "대시보드 두 개가 datasource 설정에 예전 비번을 캐시하고 있었음.")
        ask = L(lang, "Where should rotated passwords be announced?", "비번 바꾸면 어디에 공지해야 하나요?")
        secrets = [pw, pw2]
    elif style == 2:
        mc = L(lang, f"admin / {pw} works on {svc} (tried it before touching the config).",
               f"{svc_ko}에 admin / {pw} 로 로그인 됨 (설정 건드리기 전에 확인).")
        les = L(lang, "The default admin account was never disabled after setup.", "초기 설정 이후 기본 admin 계정을 한 번도 비활성화 안 했음.")
        ask = L(lang, "Should I disable the default admin after creating named accounts?", "개인 계정 만들고 나서 기본 admin 비활성화해도 되나요?")
    elif style == 3:
        mc = L(lang, f"Guest Wi-Fi for the demo room: SSID acme-guest, password {pw}. The demo laptop had to join it for the kiosk test.",
               f"데모룸 게스트 와이파이: SSID acme-guest, 비번 {pw}. 키오스크 테스트하려면 데모 노트북이 여기 붙어야 했음.")
        les = L(lang, "The kiosk build only works on the guest network because of the proxy rules.", "프록시 규칙 때문에 키오스크 빌드는 게스트망에서만 동작함.")
        ask = L(lang, "Is the guest Wi-Fi password rotated on a schedule?", "게스트 와이파이 비번은 주기적으로 바뀌나요?")
    elif style == 4:
        pw, hint = pw_ko()
        secrets = [pw]
        mc = L(lang, f"The QA box password is typed as Hangul on a Korean layout; on a US keyboard it is {pw}. That's why my SSH attempts failed.",
               f"QA 서버 비번은 한글 자판 기준이라 영문으로 치면 {pw} 임 ('{hint}' + 숫자/기호). 그래서 SSH 계속 실패했던 것.")
        les = L(lang, "Passwords chosen on a Korean layout look random when typed on a US layout; ask which layout was used.",
                "한글 자판 기준 비번은 영문 자판으로 보면 랜덤 문자열처럼 보임. 어떤 자판 기준인지 먼저 물어볼 것.")
        ask = L(lang, "Can the QA box move to key-based SSH?", "QA 서버 SSH를 키 기반으로 바꿀 수 있나요?")
    elif style == 5:
        mc = L(lang, f"User: \"just use my account for the test, it's jhpark and {pw}\". I used it only to reproduce the bug.",
               f"사용자: \"테스트는 제 계정으로 하세요, jhpark / {pw} 예요\". 버그 재현할 때만 사용함.")
        les = L(lang, "Using someone's personal login makes audit logs point at them; get a test account instead.", "남의 개인 계정 쓰면 감사 로그가 그 사람으로 찍힘. 테스트 계정을 받아야 함.")
        ask = L(lang, "Is there a test account for this environment?", "이 환경용 테스트 계정이 있나요?")
    elif style == 6:
        mc = L(lang, f"The keystore for the Android release build is locked with {pw}; the build log prompts for it when the env var is missing.",
               f"안드로이드 릴리즈 keystore 비번이 {pw} 임. 환경변수 없으면 빌드 로그에서 입력 프롬프트가 뜸.")
        les = L(lang, "Release signing depends on a password only two people know.", "릴리즈 서명이 두 사람만 아는 비번에 걸려 있음.")
        ask = L(lang, "Can the keystore password move to the CI secret store?", "keystore 비번을 CI 시크릿으로 옮길 수 있나요?")
    else:
        mc = L(lang, f"Lost an hour because the sticky note on the rack says the IPMI password is {pw}, but the BMC had been reset to factory defaults.",
               f"랙에 붙은 포스트잇엔 IPMI 비번이 {pw} 라고 돼 있는데 BMC가 공장 초기화돼 있어서 한 시간 날림.")
        les = L(lang, "Physical notes drift from reality; check the asset DB before trusting them.", "포스트잇 정보는 실제랑 다를 수 있음. 자산 DB부터 확인할 것.")
        ask = L(lang, "Who resets BMC credentials after a factory reset?", "BMC 공장 초기화 후 계정은 누가 다시 설정하나요?")
    if chance(0.15):
        ask = ""
    return f"prose: human password ({['dm quote', 'rotation old/new', 'admin login', 'wifi', 'korean keyboard', 'user offered login', 'keystore', 'sticky note'][style]})", mc, les, ask, present(secrets, [mc, les, ask])


# ---------------------------------------------------------------- secret template: recovery codes, PUK, seeds
def t_recovery(lang):
    style = R.randint(0, 7)
    if style == 0:
        codes = [hx(5) + "-" + hx(5) for _ in range(R.randint(4, 10))]
        what, what_ko = "GitHub recovery codes for the org bot account", "org 봇 계정 GitHub 복구 코드"
        block = "\n".join(codes)
    elif style == 1:
        codes = [dg(4) + " " + rs(DG, 4) for _ in range(R.randint(4, 10))]
        what, what_ko = "Google backup codes for the shared ops@ mailbox", "공용 ops@ 메일함 Google 백업 코드"
        block = "\n".join(f"{i + 1}. {c}" for i, c in enumerate(codes))
    elif style == 2:
        codes = ["A3-" + uan(6) + "-" + uan(6) + "-" + uan(5) + "-" + uan(5) + "-" + uan(5) + "-" + uan(5)]
        what, what_ko = "1Password Secret Key from the team Emergency Kit", "팀 1Password Emergency Kit의 Secret Key"
        block = codes[0]
    elif style == 3:
        codes = ["-".join(rs(DG, 6) for _ in range(8))]
        what, what_ko = "BitLocker recovery key for the build laptop", "빌드용 노트북 BitLocker 복구 키"
        block = f"Recovery key ID: {uhx(8)}\nRecovery key: {codes[0]}"
    elif style == 4:
        codes = ["-".join(uan(4) for _ in range(7))]
        what, what_ko = "Apple ID recovery key for the App Store Connect owner account", "App Store Connect 소유자 Apple ID 복구 키"
        block = codes[0]
    elif style == 5:
        codes = [lan(4) + "-" + lan(4) for _ in range(R.randint(4, 8))]
        what, what_ko = "Discord backup codes for the community bot owner", "커뮤니티 봇 소유자 계정 Discord 백업 코드"
        block = "  ".join(codes)
    elif style == 6:
        codes = [dg(8), uhx(48)]
        what, what_ko = "YubiKey PIV PUK and management key for the signing token", "서명용 YubiKey PIV PUK와 management key"
        block = f"PIV PIN: (asked separately)\nPUK: {codes[0]}\nManagement key: {codes[1]}"
    else:
        codes = [rs(DG, 8) for _ in range(R.randint(3, 6))]
        what, what_ko = "Slack 2FA backup codes for the workspace owner", "워크스페이스 소유자 Slack 2FA 백업 코드"
        block = ", ".join(codes)
    mc = L(lang, pick([f"Needed to get back into the account after the phone with the authenticator was wiped. Found the {what} in an old ticket:",
                       f"Account recovery task. {what[0].upper() + what[1:]}, as stored in the team notes:"]),
              pick([f"OTP 앱 깔린 폰이 초기화돼서 계정 복구해야 했음. 예전 티켓에 {what_ko}가 있었음:",
                    f"계정 복구 작업. 팀 노트에 저장돼 있던 {what_ko}:"]))
    mc = mc + "\n" + block
    les = L(lang, pick(["Recovery material was stored next to the thing it protects; it should live in the vault with owner-only access.",
                        "Each code works once; I used the first one, the rest are still valid.",
                        "Nobody knew where the recovery material was until I searched old tickets."]),
            pick(["복구 수단이 보호 대상이랑 같은 곳에 저장돼 있었음. owner만 볼 수 있는 vault로 옮겨야 함.",
                  "코드는 한 번씩만 쓸 수 있음. 첫 번째 거 썼고 나머지는 아직 유효함.",
                  "예전 티켓 뒤지기 전까지 복구 코드가 어디 있는지 아무도 몰랐음."]))
    ask = L(lang, pick(["Should the remaining codes be regenerated now that they have been exposed in a ticket?", "Who should hold recovery material for shared accounts?", ""]),
            pick(["티켓에 노출됐으니 남은 코드는 재발급해야 하나요?", "공용 계정 복구 코드는 누가 보관해야 하나요?", ""]))
    return f"recovery: {what}", mc, les, ask, present(codes, [mc, les, ask])


def t_totp(lang):
    seed = b32(pick([16, 32, 32, 26]))
    style = R.randint(0, 4)
    acct = pick(["ops@acme.io", "deploy-bot", "admin", "billing@hanbit.co.kr", "root"])
    issuer = pick(["AWS", "Cloudflare", "GitHub", "Grafana", "Keycloak", "Namecheap", "Gabia", "Cafe24"])
    if style == 0:
        s = f"otpauth://totp/{issuer}:{acct}?secret={seed}&issuer={issuer}&algorithm=SHA1&digits=6&period=30"
    elif style == 1:
        grouped = " ".join(seed[i:i + 4] for i in range(0, len(seed), 4))
        seed = grouped
        s = f"Setup key: {grouped}"
    elif style == 2:
        s = f"$ oathtool --totp -b {seed}\n{rs(DG, 6)}"
    elif style == 3:
        s = f"import pyotp\ntotp = pyotp.TOTP(\"{seed}\")\nprint(totp.now())"
    else:
        s = f"MFA_TOTP_SECRET={seed}"
    mc = L(lang, pick([f"The E2E login test for {issuer} needs a TOTP code; the test harness generates it from the shared seed:",
                       f"To automate the {issuer} console login for the {acct} account, the previous script used:"]),
              pick([f"{issuer} 로그인 E2E 테스트에 TOTP 코드가 필요함. 테스트 하네스가 공용 seed로 생성함:",
                    f"{acct} 계정 {issuer} 콘솔 로그인 자동화용으로 이전 스크립트가 쓰던 것:"]))
    mc = mc + "\n" + fence(s)
    les = L(lang, pick(["A TOTP seed is as good as the second factor itself; anyone with it can generate valid codes forever.",
                        "The seed was registered when the account was created; it never changes unless MFA is reset."]),
            pick(["TOTP seed가 있으면 2차 인증 코드를 영원히 만들 수 있음. seed 자체가 2FA임.",
                  "seed는 계정 만들 때 등록된 그대로임. MFA 리셋 전까지 안 바뀜."]))
    ask = L(lang, pick([f"Is there a test tenant for {issuer} without MFA so E2E can skip this?", "Should the MFA device be re-enrolled?", ""]),
            pick([f"E2E용으로 MFA 없는 {issuer} 테스트 테넌트가 있나요?", "MFA 디바이스 재등록해야 하나요?", ""]))
    return f"totp seed: {['otpauth uri', 'grouped setup key', 'oathtool', 'pyotp', 'env var'][style]}", mc, les, ask, present([seed], [mc, les, ask])


def t_seed_phrase(lang):
    style = R.randint(0, 3)
    if style == 0:
        phrase = passphrase(12, " ")
        phrase = " ".join(phrase.split(" ")[:12])
        mc = L(lang, f"The testnet faucet wallet used by the integration tests is restored from this mnemonic in tests/conftest.py:\nMNEMONIC = \"{phrase}\"",
               f"통합 테스트가 쓰는 testnet faucet 지갑은 tests/conftest.py의 니모닉으로 복구됨:\nMNEMONIC = \"{phrase}\"")
        les = L(lang, "The same mnemonic derives the mainnet address too; it holds real funds.", "같은 니모닉으로 mainnet 주소도 파생됨. 실제 자산이 들어 있음.")
        ask = L(lang, "Can the tests use a freshly generated testnet-only mnemonic?", "테스트는 testnet 전용 니모닉을 새로 만들어 쓰면 안 되나요?")
        secrets, what = [phrase], "wallet mnemonic"
    elif style == 1:
        phrase = passphrase()
        mc = L(lang, f"Signing the release tag failed because gpg-agent had no cached passphrase. The release doc says the passphrase is `{phrase}`.",
               f"gpg-agent에 passphrase 캐시가 없어서 릴리즈 태그 서명 실패. 릴리즈 문서에 passphrase가 `{phrase}` 라고 적혀 있음.")
        les = L(lang, "Put the passphrase in the CI secret and preset it with gpg-preset-passphrase.", "passphrase는 CI 시크릿에 넣고 gpg-preset-passphrase로 미리 넣어둘 것.")
        ask = L(lang, "Who else has the release signing key?", "릴리즈 서명 키는 누가 또 가지고 있나요?")
        secrets, what = [phrase], "gpg passphrase"
    elif style == 2:
        phrase = passphrase(R.randint(4, 5), "-")
        mc = L(lang, f"Decrypting the backup volume: `cryptsetup open /dev/sdb1 backup` then the LUKS passphrase {phrase}.",
               f"백업 볼륨 복호화: `cryptsetup open /dev/sdb1 backup` 후 LUKS passphrase {phrase} 입력.")
        les = L(lang, "Only one passphrase slot is in use; losing it loses the backups.", "LUKS 키 슬롯이 하나만 쓰이고 있음. 잃어버리면 백업도 끝.")
        ask = L(lang, "Can we add a second key slot held by another person?", "다른 사람이 가진 두 번째 키 슬롯을 추가할까요?")
        secrets, what = [phrase], "luks passphrase"
    else:
        phrase = passphrase(R.randint(3, 4), pick(["-", " "])) + pick(SYMS) + str(R.randint(10, 99))
        mc = L(lang, f"The KeePass database for legacy servers (legacy.kdbx) opens with the master password \"{phrase}\".",
               f"레거시 서버용 KeePass DB(legacy.kdbx) 마스터 비번은 \"{phrase}\" 임.")
        les = L(lang, "The kdbx file is in the shared drive, so the master password is the only protection.", "kdbx 파일이 공유 드라이브에 있어서 마스터 비번이 유일한 보호 수단.")
        ask = L(lang, "Can these entries move to the team password manager?", "이 항목들 팀 비번 관리자로 옮겨도 되나요?")
        secrets, what = [phrase], "keepass master password"
    return f"passphrase: {what}", mc, les, ask, present(secrets, [mc, les, ask])


# ---------------------------------------------------------------- secret template: private key bodies
def t_pem(lang):
    style = R.randint(0, 6)
    trunc = L(lang, "... (rest of the key)", "... (이하 생략)")
    if style == 0:
        body = pem_body("ec")
        block = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(body) + "\n-----END EC PRIVATE KEY-----"
        what = "EC key for the JWT signer"
    elif style == 1:
        body = pem_body("openssh", R.randint(4, 6))
        block = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(body) + "\n-----END OPENSSH PRIVATE KEY-----"
        what = "deploy SSH key (id_ed25519)"
    elif style == 2:
        body = pem_body("rsa", R.randint(4, 6))
        block = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(body) + "\n" + trunc + "\n-----END PRIVATE KEY-----"
        what = "TLS key for the ingress (truncated paste)"
    elif style == 3:
        body = ["MC4CAQAwBQYDK2VwBCIEI" + b64(43)]
        block = "-----BEGIN PRIVATE KEY-----\n" + body[0] + "\n-----END PRIVATE KEY-----"
        what = "Ed25519 PKCS#8 webhook signing key"
    elif style == 4:
        body = pem_body("pkcs8ec", 3)
        block = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(body) + "\n-----END PRIVATE KEY-----"
        what = "App Store Connect API key (AuthKey_" + uan(10) + ".p8)"
    elif style == 5:
        body = pem_body("rsa1", R.randint(4, 5))
        block = "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(body) + "\n" + trunc + "\n-----END RSA PRIVATE KEY-----"
        what = "GitHub App private key"
    else:
        body = ["lQdGBGX" + b64(57)] + [b64(64) for _ in range(R.randint(2, 4))] + [b64(R.randint(20, 40)) + "="]
        block = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(body) + "\n" + trunc + "\n-----END PGP PRIVATE KEY BLOCK-----"
        what = "PGP release signing key (armored, truncated)"
    mc = L(lang, pick([f"Setting up the {what} on the new runner; the previous runner had it as a plain file:",
                       f"Signing step failed with 'invalid key format'. The {what} as it sits in the repo:",
                       f"Found the {what} committed under secrets/ while cleaning the repo:"]),
              pick([f"새 러너에 {what} 세팅 중. 예전 러너에는 그냥 파일로 있었음:",
                    f"서명 단계가 'invalid key format'으로 실패. 레포에 있던 {what}:",
                    f"레포 정리하다가 secrets/ 아래 커밋된 {what} 발견:"]))
    les = L(lang, pick(["The format error was CRLF line endings from a Windows checkout, not a bad key.",
                        "A key that has been committed must be replaced, not just deleted from HEAD.",
                        "The runner expects the key via a mounted secret, not a file in the workspace."]),
            pick(["포맷 에러는 키 문제가 아니라 윈도우 체크아웃에서 생긴 CRLF 줄바꿈 때문이었음.",
                  "커밋된 적 있는 키는 HEAD에서 지우는 걸로 끝이 아니라 교체해야 함.",
                  "러너는 워크스페이스 파일이 아니라 마운트된 시크릿으로 키를 받아야 함."]))
    ask = L(lang, pick(["Can we generate a new key and revoke this one?", "Is the public half registered anywhere else?", ""]),
            pick(["새 키 만들고 이 키는 폐기해도 될까요?", "공개키가 다른 곳에도 등록돼 있나요?", ""]))
    if chance(0.25):
        les = les + "\n" + block
    else:
        mc = mc + "\n" + block
    return f"private key body: {what}", mc, les, ask, present(body, [mc, les, ask])


def t_sa_json(lang):
    proj = pick(["acme-prod", "hanbit-data", "ml-sandbox-" + dg(4), "shop-analytics"])
    kid = hx(40)
    body = pem_body("rsa", R.randint(3, 4))
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(body) + "\\n...\\n-----END PRIVATE KEY-----\\n"
    email = pick(["bq-loader", "ci-deployer", "firebase-adminsdk-" + lo(5), "vertex-runner"]) + f"@{proj}.iam.gserviceaccount.com"
    js = ('{\n  "type": "service_account",\n  "project_id": "' + proj + '",\n  "private_key_id": "' + kid +
          '",\n  "private_key": "' + pk + '",\n  "client_email": "' + email + '",\n  "client_id": "' + dg(21) + '"\n}')
    mc = L(lang, f"BigQuery load job in {pick(PROJECTS)} authenticates with a service-account JSON checked into the repo (keys/sa.json):",
           f"{pick(PROJECTS)}의 BigQuery 적재 잡이 레포에 커밋된 서비스 계정 JSON(keys/sa.json)으로 인증하고 있었음:")
    mc += "\n" + js
    les = L(lang, "Use workload identity instead of a key file; the key in the repo must be deleted in IAM, not just in git.",
            "키 파일 말고 workload identity를 쓸 것. 레포에 있는 키는 git에서만 지울 게 아니라 IAM에서 삭제해야 함.")
    ask = L(lang, f"Can I delete key {kid[:8]}… for {email.split('@')[0]} in IAM?", f"IAM에서 {email.split('@')[0]}의 키 {kid[:8]}… 삭제해도 되나요?")
    return "gcp service account json private_key [Google Cloud]", mc, les, ask, present(body, [mc, les, ask])


def t_kubeconfig(lang):
    style = R.randint(0, 1)
    if style == 0:
        tok = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": pick(["ci", "default", "argo"]),
                   "kubernetes.io/serviceaccount/service-account.name": pick(["deployer", "gitlab-runner", "argocd-manager"]),
                   "sub": "system:serviceaccount:ci:deployer"}, alg="RS256", siglen=342)
        secret = [tok]
        y = f"users:\n- name: deployer\n  user:\n    token: {tok}"
        what = "service-account token"
    else:
        pem = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(pem_body("ec")) + "\n-----END EC PRIVATE KEY-----\n"
        kd = b64e(pem.encode())
        secret = [kd]
        y = f"users:\n- name: kubernetes-admin\n  user:\n    client-certificate-data: (cert, omitted)\n    client-key-data: {kd}"
        what = "client-key-data"
    mc = L(lang, f"CI could not reach the cluster; the kubeconfig stored as a plain CI file variable contains:\n{y}",
           f"CI가 클러스터에 못 붙음. CI에 일반 파일 변수로 저장된 kubeconfig 내용:\n{y}")
    les = L(lang, f"The {what} in that kubeconfig gives cluster access to anyone who can read CI variables.",
            f"저 kubeconfig의 {what}만 있으면 CI 변수 볼 수 있는 사람 누구나 클러스터 접근 가능.")
    ask = L(lang, "Can CI use OIDC to get short-lived cluster credentials instead?", "CI가 OIDC로 짧은 수명의 클러스터 크레덴셜을 받게 할 수 있나요?")
    return f"kubeconfig: {what} [Kubernetes]", mc, les, ask, present(secret, [mc, les, ask])


# ---------------------------------------------------------------- secret template: app signing / encryption secrets
DJANGO_CHARS = LO + DG + "!@#$%^&*(-_=+)"


def t_signing(lang):
    style = R.randint(0, 15)
    if style == 0:
        v = "django-insecure-" + rs(DJANGO_CHARS, 50) if chance(0.4) else rs(DJANGO_CHARS, 50)
        s, what, f = f"SECRET_KEY = '{v}'", "Django SECRET_KEY", "settings/base.py"
    elif style == 1:
        v = hx(128)
        s, what, f = f"production:\n  secret_key_base: {v}", "Rails secret_key_base", "config/secrets.yml"
    elif style == 2:
        v = hx(32)
        s, what, f = f"$ cat config/master.key\n{v}", "Rails master key", "config/master.key"
    elif style == 3:
        v = "base64:" + b64e(rbytes(32))
        s, what, f = f"APP_KEY={v}", "Laravel APP_KEY", ".env"
    elif style == 4:
        v = b64e(rbytes(32))
        s, what, f = f"NEXTAUTH_SECRET={v}\nNEXTAUTH_URL=https://{pick(['app.acme.io', 'admin.hanbit.kr'])}", "NextAuth secret", ".env.production"
    elif style == 5:
        v = pick([pw_alnum(40), b64u(43), hx(64)])
        s, what, f = f"jwt:\n  secret: {v}\n  expiration: 3600", "JWT HMAC secret", "application.yml"
    elif style == 6:
        v = b64u(43) + "="
        s, what, f = f"AIRFLOW__CORE__FERNET_KEY={v}", "Airflow Fernet key", "airflow.env"
    elif style == 7:
        v = [b64e(rbytes(33)) for _ in range(5)]
        root = "hvs." + b64u(24)
        s = "\n".join(f"Unseal Key {i + 1}: {k}" for i, k in enumerate(v)) + f"\n\nInitial Root Token: {root}"
        v = v + [root]
        what, f = "Vault unseal keys and root token", "`vault operator init` output"
    elif style == 8:
        v = b64e(rbytes(32))
        s = ("apiVersion: apiserver.config.k8s.io/v1\nkind: EncryptionConfiguration\nresources:\n  - resources: [secrets]\n"
             f"    providers:\n      - aescbc:\n          keys:\n            - name: key1\n              secret: {v}\n      - identity: {{}}")
        what, f = "Kubernetes encryption-at-rest key", "/etc/kubernetes/enc.yaml"
    elif style == 9:
        v = pw_alnum(32)
        s, what, f = f"HASURA_GRAPHQL_ADMIN_SECRET={v}", "Hasura admin secret", "docker-compose.yml"
    elif style == 10:
        v = b64e(rbytes(32), url=True)
        s, what, f = f"cookie_secret = \"{v}\"\nemail_domains = [\"acme.io\"]", "oauth2-proxy cookie secret", "oauth2-proxy.cfg"
    elif style == 11:
        v = hx(40)
        s, what, f = f"const hmac = crypto.createHmac('sha256', '{v}');\nconst sig = 'sha256=' + hmac.update(rawBody).digest('hex');", "GitHub webhook secret", "src/webhooks/github.ts"
    elif style == 12:
        v = b64e(rbytes(24))
        s, what, f = f"N8N_ENCRYPTION_KEY={v}", "n8n encryption key", ".env"
    elif style == 13:
        v = b64e(rbytes(42))
        s, what, f = f"SUPERSET_SECRET_KEY = '{v}'", "Superset SECRET_KEY", "superset_config.py"
    elif style == 14:
        v = b64e(rbytes(16))
        s, what, f = f"AES_KEY={v}\nAES_IV_MODE=random", "AES-128 data key for PII columns", ".env"
    else:
        v = "whsec_" + b64e(rbytes(24))
        s, what, f = f"const wh = new Webhook(\"{v}\");\nconst payload = wh.verify(body, headers);", "Svix/Clerk webhook signing secret", "api/webhooks/clerk.ts"
    vals = v if isinstance(v, list) else [v]
    proj = pick(PROJECTS)
    mc = L(lang, pick([f"All sessions in {proj} were invalidated after the deploy. The {what} in {f} differs between the two replicas; one of them has:",
                       f"Needed the {what} to decrypt a value locally while debugging {proj}. It is in {f}:",
                       f"Signature verification failed in {proj}. The {what} configured in {f}:"]),
              pick([f"배포 후 {proj} 세션이 전부 풀림. 레플리카 두 대의 {f} 속 {what}가 서로 다름. 한 쪽 값:",
                    f"{proj} 디버깅하면서 값을 로컬에서 복호화하려고 {what}가 필요했음. {f}에 있음:",
                    f"{proj}에서 서명 검증 실패. {f}에 설정된 {what}:"]))
    mc += "\n" + fence(s)
    les = L(lang, pick([f"The {what} must be identical on every replica and must not live in the repo.",
                        f"Changing the {what} invalidates everything signed or encrypted with it; plan a rollover.",
                        f"{f} is committed, so the {what} should be considered exposed."]),
            pick([f"{what}는 모든 레플리카에서 같아야 하고 레포에 있으면 안 됨.",
                  f"{what}를 바꾸면 그걸로 서명/암호화된 게 다 무효가 됨. 롤오버 계획 필요.",
                  f"{f}가 커밋돼 있으니 {what}는 노출된 걸로 봐야 함."]))
    ask = L(lang, pick([f"Where should the {what} for {proj} be stored?", f"Do we support two active values during a {what} rollover?", ""]),
            pick([f"{proj}의 {what}는 어디에 보관해야 하나요?", f"{what} 롤오버 중에 값 두 개를 동시에 허용할 수 있나요?", ""]))
    return f"signing secret: {what}", mc, les, ask, present(vals, [mc, les, ask])


# ---------------------------------------------------------------- secret template: session cookies and session-like tokens
def t_cookie(lang):
    style = R.randint(0, 9)
    host = pick(["admin.acme.io", "staging.shop.hanbit.kr", "intranet.corp.local", "console.example-saas.jp"])
    if style == 0:
        v = lan(32)
        c, what = f"sessionid={v}; csrftoken={an(32)}", "Django sessionid"
    elif style == 1:
        v = "s%3A" + b64u(32) + "." + pct(b64(43))
        c, what = f"connect.sid={v}", "Express connect.sid"
    elif style == 2:
        v = lan(26)
        c, what = f"PHPSESSID={v}", "PHPSESSID"
    elif style == 3:
        v = uhx(32)
        c, what = f"JSESSIONID={v}; Path=/app", "JSESSIONID"
    elif style == 4:
        v = b64e(jdump({"iv": b64(22) + "==", "value": b64(64), "mac": hx(64), "tag": ""}).encode())
        v = pct(v)
        c, what = f"laravel_session={v}", "laravel_session"
    elif style == 5:
        v = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + b64u(22) + "." + b64u(180) + "." + b64u(22)
        c, what = f"__Secure-next-auth.session-token={v}", "next-auth session token"
    elif style == 6:
        v = "CfDJ8" + b64u(200)
        c, what = f".AspNetCore.Cookies={v}", "ASP.NET Core auth cookie"
    elif style == 7:
        v = hx(48)
        c, what = None, "Jupyter server token"
    elif style == 8:
        v = "Fe26.2**" + hx(64) + "*" + b64u(22) + "*" + b64u(60) + "**" + hx(64) + "*" + b64u(43)
        c, what = f"sid={v}", "Kibana sid (iron)"
    else:
        v = hx(32)
        c, what = f"grafana_session={v}", "grafana_session"
    if c is None:
        s = f"$ jupyter server list\nCurrently running servers:\nhttp://localhost:8888/?token={v} :: /home/{pick(['ubuntu', 'jovyan'])}/work"
    else:
        s = pick([f"$ curl -s -b '{c}' https://{host}/api/users/me",
                  f"GET /api/reports/export HTTP/2\nHost: {host}\nCookie: {c}\nAccept: text/csv",
                  f"Set-Cookie: {c}; HttpOnly; Secure; SameSite=Lax"])
    mc = L(lang, pick([f"To reproduce the export bug I copied the request from the browser devtools while logged in as the test admin:",
                       f"The user shared a HAR snippet to show the 500 from {host}:",
                       f"Scripted a reproduction against {host} using the logged-in session:"]),
              pick(["export 버그 재현하려고 테스트 admin으로 로그인한 상태에서 devtools 요청을 복사함:",
                    f"사용자가 {host}에서 나는 500을 보여주려고 HAR 일부를 공유함:",
                    f"{host} 재현 스크립트를 로그인된 세션으로 짬:"]))
    if style == 7:
        mc = L(lang, "Connected to the shared GPU box notebook for the eval run; the server was started by someone else:",
               "eval 돌리려고 공용 GPU 서버 노트북에 접속. 서버는 다른 사람이 띄워 둔 것:")
    mc += "\n" + fence(s)
    les = L(lang, pick([f"A copied {what} is a live login until it expires or the user logs out.",
                        "Session cookies in notes give anyone the same access as the logged-in user.",
                        "The export bug only reproduces for admins, so an admin session was needed."]),
            pick([f"복사한 {what}는 만료되거나 로그아웃하기 전까지 그대로 로그인 상태임.",
                  "메모에 남은 세션 쿠키는 로그인한 사용자랑 같은 권한을 줌.",
                  "export 버그는 admin에서만 재현돼서 admin 세션이 필요했음."]))
    ask = L(lang, pick(["Can I get a test account with an API token so I don't need browser cookies?", "Should that session be revoked?", ""]),
            pick(["브라우저 쿠키 대신 API 토큰 있는 테스트 계정 받을 수 있나요?", "저 세션 강제 만료시켜야 하나요?", ""]))
    return f"session cookie: {what}", mc, les, ask, present([v], [mc, les, ask])


# ---------------------------------------------------------------- secret template: signed URLs
def t_signed_url(lang):
    style = R.randint(0, 6)
    key = pick(["exports/2025/orders.csv", "invoices/INV-" + dg(6) + ".pdf", "models/ckpt-" + dg(5) + ".safetensors", "uploads/" + uuid4() + ".png"])
    if style == 0:
        ak, sig = akia(), hx(64)
        u = (f"https://{pick(['acme-exports', 'hanbit-reports', 'ml-artifacts-prod'])}.s3.ap-northeast-2.amazonaws.com/{key}?X-Amz-Algorithm=AWS4-HMAC-SHA256"
             f"&X-Amz-Credential={ak}%2F20250611%2Fap-northeast-2%2Fs3%2Faws4_request&X-Amz-Date=20250611T021530Z&X-Amz-Expires=604800"
             f"&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}")
        secrets, what = [ak, sig], "S3 presigned URL"
    elif style == 1:
        sig = hx(512)
        u = (f"https://storage.googleapis.com/{pick(['acme-ml', 'hanbit-public-tmp'])}/{key}?X-Goog-Algorithm=GOOG4-RSA-SHA256"
             f"&X-Goog-Credential=signer%40acme-prod.iam.gserviceaccount.com%2F20250611%2Fauto%2Fstorage%2Fgoog4_request"
             f"&X-Goog-Date=20250611T021530Z&X-Goog-Expires=86400&X-Goog-SignedHeaders=host&X-Goog-Signature={sig}")
        secrets, what = [sig], "GCS V4 signed URL"
    elif style == 2:
        sig = pct(b64(43) + "=")
        u = (f"https://st{lo(8)}.blob.core.windows.net/exports/{key}?sv=2022-11-02&ss=b&srt=co&sp=rl"
             f"&se=2026-01-01T00:00:00Z&st=2025-06-11T00:00:00Z&spr=https&sig={sig}")
        secrets, what = [sig], "Azure SAS URL"
    elif style == 3:
        sig = b64u(170).replace("_", "~")
        u = f"https://d{lan(13)}.cloudfront.net/{key}?Expires={ts_epoch()}&Signature={sig}&Key-Pair-Id=K{uan(13)}"
        secrets, what = [sig], "CloudFront signed URL"
    elif style == 4:
        ak, sig = "LTAI5t" + an(18), pct(b64(27) + "=")
        u = f"https://{pick(['acme-cn', 'shop-assets'])}.oss-cn-hangzhou.aliyuncs.com/{key}?OSSAccessKeyId={ak}&Expires={ts_epoch()}&Signature={sig}"
        secrets, what = [ak, sig], "Alibaba OSS signed URL"
    elif style == 5:
        ak, sig = "AKID" + an(32), hx(40)
        t = ts_epoch()
        u = (f"https://{pick(['assets', 'exports'])}-{dg(10)}.cos.ap-seoul.myqcloud.com/{key}?q-sign-algorithm=sha1&q-ak={ak}"
             f"&q-sign-time={t};{t + 3600}&q-key-time={t};{t + 3600}&q-header-list=host&q-url-param-list=&q-signature={sig}")
        secrets, what = [ak, sig], "Tencent COS signed URL"
    else:
        tok = uuid4()
        u = f"https://firebasestorage.googleapis.com/v0/b/{pick(['acme-app', 'hanbit-mobile'])}.appspot.com/o/{pct(key)}?alt=media&token={tok}"
        secrets, what = [tok], "Firebase Storage download URL"
    mc = L(lang, pick([f"The user needed the export file, so I generated a link and posted it in the thread:",
                       f"The report email embeds a {what}; the one from yesterday's email:",
                       f"Debugging a 403 on downloads; the failing {what} from the client log:"]),
              pick(["사용자가 export 파일 필요하다고 해서 링크 만들어서 스레드에 올림:",
                    f"리포트 메일에 {what}이 들어감. 어제 메일에 있던 링크:",
                    f"다운로드 403 디버깅 중. 클라이언트 로그에 찍힌 실패한 {what}:"]))
    mc += "\n" + u
    les = L(lang, pick([f"A {what} grants access to anyone who has it until it expires; the expiry here is long.",
                        "The 403 was clock skew on the client, not the signature.",
                        "Links in long-lived channels should use short expiries."]),
            pick([f"{what}은 만료 전까지 가진 사람 누구나 접근 가능. 여기 만료 시간이 김.",
                  "403은 서명 문제가 아니라 클라이언트 시계가 틀어져서였음.",
                  "오래 남는 채널에 올리는 링크는 만료를 짧게 해야 함."]))
    ask = L(lang, pick(["What expiry should shared download links use?", "Can this link be revoked early?", ""]),
            pick(["공유용 다운로드 링크 만료는 얼마로 해야 하나요?", "이 링크 미리 무효화할 수 있나요?", ""]))
    return f"signed url: {what}", mc, les, ask, present(secrets, [mc, les, ask])


# ---------------------------------------------------------------- secret template: webhook URLs with embedded secrets
def t_webhook(lang):
    style = R.randint(0, 11)
    if style == 0:
        t, b, sec = slack_webhook_parts()
        u, secrets, what = f"https://hooks.slack.com/services/{t}/{b}/{sec}", [sec], "Slack"
    elif style == 1:
        sec = b64u(68)
        u, secrets, what = f"https://discord.com/api/webhooks/{dg(19)}/{sec}", [sec], "Discord"
    elif style == 2:
        h, sig = hx(32), "V2" + b64u(43)
        u = f"https://{pick(['acme', 'hanbitcorp'])}.webhook.office.com/webhookb2/{uuid4()}@{uuid4()}/IncomingWebhook/{h}/{uuid4()}/{sig}"
        secrets, what = [h, sig], "Microsoft Teams"
    elif style == 3:
        k, tok = "AIza" + b64u(35), b64u(43)
        u = f"https://chat.googleapis.com/v1/spaces/AAAA{b64u(7)}/messages?key={k}&token={tok}%3D"
        secrets, what = [k, tok], "Google Chat"
    elif style == 4:
        sec = uuid4()
        u, secrets, what = f"https://open.feishu.cn/open-apis/bot/v2/hook/{sec}", [sec], "Feishu"
    elif style == 5:
        sec = hx(64)
        u, secrets, what = f"https://oapi.dingtalk.com/robot/send?access_token={sec}", [sec], "DingTalk"
    elif style == 6:
        sec = uuid4()
        u, secrets, what = f"https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={sec}", [sec], "WeCom"
    elif style == 7:
        sec = lan(26)
        u, secrets, what = f"https://mattermost.{pick(['acme.io', 'corp.local'])}/hooks/{sec}", [sec], "Mattermost"
    elif style == 8:
        sec = hx(32)
        u, secrets, what = f"https://wh.jandi.com/connect-api/webhook/{dg(8)}/{sec}", [sec], "JANDI"
    elif style == 9:
        sec = b64u(22)
        u, secrets, what = f"https://hook.dooray.com/services/{dg(19)}/{dg(19)}/{sec}", [sec], "Dooray"
    elif style == 10:
        sec = b64u(22)
        u, secrets, what = f"https://maker.ifttt.com/trigger/deploy_done/with/key/{sec}", [sec], "IFTTT"
    else:
        tok = dg(10) + ":AA" + b64u(33)
        u, secrets, what = f"https://api.telegram.org/bot{tok}/sendMessage?chat_id=-100{dg(10)}", [tok], "Telegram"
    proj = pick(PROJECTS)
    form = R.randint(0, 3)
    if form == 0:
        s = f"$ curl -X POST -H 'Content-Type: application/json' -d '{{\"text\":\"{proj} deploy finished\"}}' '{u}'"
    elif form == 1:
        s = f"ALERT_WEBHOOK_URL={u}"
    elif form == 2:
        s = f"receivers:\n  - name: oncall\n    webhook_configs:\n      - url: '{u}'"
    else:
        s = f"notify:\n  {slug(what)}:\n    url: {u}"
    mc = L(lang, pick([f"Deploy notifications for {proj} stopped arriving in the {what} channel. The webhook configured:",
                       f"Wired up {what} alerts for {proj} as the user asked, using the webhook they pasted:",
                       f"Alertmanager for {proj} posts to {what}; config from the repo:"]),
              pick([f"{proj} 배포 알림이 {what} 채널에 안 옴. 설정된 웹훅:",
                    f"사용자 요청대로 {proj} 알림을 {what}에 연결함. 사용자가 붙여준 웹훅:",
                    f"{proj} Alertmanager가 {what}로 알림 보냄. 레포에 있는 설정:"]))
    mc += "\n" + fence(s)
    les = L(lang, pick(["The webhook URL itself is the credential: anyone with it can post into the channel.",
                        "The channel was archived, which silently disables the webhook.",
                        "Store the webhook URL as a secret, not in the repo config."]),
            pick(["웹훅 URL 자체가 크레덴셜임. URL만 있으면 누구나 채널에 글을 올릴 수 있음.",
                  "채널이 아카이브되면 웹훅도 조용히 비활성화됨.",
                  "웹훅 URL은 레포 설정 말고 시크릿으로 관리해야 함."]))
    ask = L(lang, pick([f"Should the {what} webhook be regenerated since it is in git history?", "Which channel should deploy alerts go to now?", ""]),
            pick([f"git 히스토리에 남았으니 {what} 웹훅 재발급해야 하나요?", "배포 알림은 이제 어느 채널로 보내야 하나요?", ""]))
    return f"webhook url: {what} [{what}]", mc, les, ask, present(secrets, [mc, les, ask])


# ---------------------------------------------------------------- secret template: long token wrapped or split across fields
def cut_pieces(tok, k):
    n = len(tok)
    cuts = sorted(R.sample(range(10, n - 10), k - 1))
    while any(b - a < 10 for a, b in zip([0] + cuts, cuts + [n])):
        cuts = sorted(R.sample(range(10, n - 10), k - 1))
    return [tok[a:b] for a, b in zip([0] + cuts, cuts + [n])]


def t_wrapped(lang):
    style = R.randint(0, 3)
    if style == 0:
        tok = aws_session_token(R.randint(220, 300))
        width = pick([64, 76, 80])
        pieces = [tok[i:i + width] for i in range(0, len(tok), width)]
        if len(pieces[-1]) < 8:
            pieces[-2] += pieces[-1]
            pieces = pieces[:-1]
        ak, sk = asia(), aws_secret()
        s = (f"export AWS_ACCESS_KEY_ID={ak}\nexport AWS_SECRET_ACCESS_KEY={sk}\nexport AWS_SESSION_TOKEN=" + pieces[0] + "\n" +
             "\n".join(pieces[1:]))
        mc = L(lang, "Copied the assumed-role credentials out of the terminal; the session token wrapped at the terminal width:\n" + s,
               "assume-role 크레덴셜을 터미널에서 복사함. 세션 토큰이 터미널 폭에서 줄바꿈돼 있음:\n" + s)
        les = L(lang, "Wrapped tokens pasted back into a shell lose the newlines only sometimes; use `aws configure export-credentials` instead of copying.",
                "줄바꿈된 토큰을 쉘에 다시 붙이면 될 때도 있고 안 될 때도 있음. 복사 말고 `aws configure export-credentials` 쓸 것.")
        ask = L(lang, "Which role should the migration script assume?", "마이그레이션 스크립트는 어떤 role을 assume 해야 하나요?")
        secrets, what = [ak, sk] + pieces, "terminal-wrapped AWS session token [AWS]"
    elif style == 1:
        tok = generic_jwt("admin")
        pieces = cut_pieces(tok, 2)
        mc = L(lang, "The admin API call kept returning 401. The bearer token from the mobile client log was cut by the log viewer; first part:\n" + pieces[0],
               "admin API 호출이 계속 401. 모바일 클라이언트 로그의 bearer 토큰이 로그 뷰어에서 잘림. 앞부분:\n" + pieces[0])
        les = L(lang, "Remaining part of the token (next log line):\n" + pieces[1] + "\nJoined together it decodes to a token with scope admin; the 401 was the expired exp claim.",
                "토큰 나머지 부분(다음 로그 라인):\n" + pieces[1] + "\n합치면 scope admin 토큰이고, 401은 exp 만료 때문이었음.")
        ask = L(lang, "Can the client log stop printing bearer tokens?", "클라이언트 로그에서 bearer 토큰 출력 안 하게 할 수 있나요?")
        secrets, what = pieces, "bearer JWT split across two fields"
    elif style == 2:
        tok = "github_pat_11" + uan(20) + "_" + an(59)
        pieces = cut_pieces(tok, 2)
        s = f"$ git remote set-url origin https://x-access-token:{pieces[0]}\\\n{pieces[1]}@github.com/acme/{pick(PROJECTS)}.git"
        mc = L(lang, "Push from the build VM failed with 403; the remote URL (line-continued in the setup script) embeds a PAT:\n" + s,
               "빌드 VM에서 push가 403으로 실패. 셋업 스크립트에 줄 이어쓰기로 들어간 remote URL에 PAT가 박혀 있음:\n" + s)
        les = L(lang, "The PAT had expired; the remote URL also leaks it into `git remote -v` output.",
                "PAT가 만료돼 있었음. remote URL에 넣으면 `git remote -v` 출력에도 그대로 나옴.")
        ask = L(lang, "Can the build VM use a GitHub App installation token instead?", "빌드 VM에서 GitHub App 설치 토큰을 대신 쓸 수 있나요?")
        secrets, what = pieces, "PAT split by line continuation [GitHub]"
    else:
        ak, sk = akia(), aws_secret()
        mc = L(lang, f"Backup script on the NAS uploads to S3 with a static IAM user. Access key id in /volume1/scripts/backup.sh: {ak}",
               f"NAS 백업 스크립트가 고정 IAM 유저로 S3에 업로드함. /volume1/scripts/backup.sh의 access key id: {ak}")
        les = L(lang, f"The secret half is in a separate file (/volume1/scripts/.aws_secret): {sk}. The IAM user has s3:* on every bucket.",
                f"secret 쪽은 별도 파일(/volume1/scripts/.aws_secret)에 있음: {sk}. 이 IAM 유저가 모든 버킷에 s3:* 권한 있음.")
        ask = L(lang, f"Can I scope {ak} down to the backup bucket, or replace it with a role?", f"{ak} 권한을 백업 버킷으로 줄이거나 role로 바꿔도 되나요?")
        secrets, what = [ak, sk], "AWS key pair split across fields [AWS]"
    return f"split/wrapped: {what}", mc, les, ask, present(secrets, [mc, les, ask])


# ---------------------------------------------------------------- secret template: stack traces and error output
def t_trace(lang):
    style = R.randint(0, 6)
    if style == 0:
        k = an(32)
        s = (f"Traceback (most recent call last):\n  File \"/app/jobs/sync_weather.py\", line 41, in fetch\n    r.raise_for_status()\n"
             f"requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://api.openweathermap.org/data/2.5/forecast?q=Seoul&appid={k}")
        secrets, what = [k], "python HTTPError with appid in URL [OpenWeather]"
    elif style == 1:
        pw = pw_any()
        s = (f"org.apache.commons.dbcp2.SQLExceptionList: Cannot create PoolableConnectionFactory (jdbc:mysql://{hostname()}:3306/shop?user=app&password={pw}&useSSL=false)\n"
             "\tat org.apache.commons.dbcp2.BasicDataSource.createPoolableConnectionFactory(BasicDataSource.java:653)\n"
             "\tat org.apache.commons.dbcp2.BasicDataSource.createDataSource(BasicDataSource.java:531)")
        secrets, what = [pw], "java exception with jdbc password"
    elif style == 2:
        tok = openai_key()
        s = (f"AxiosError: Request failed with status code 401\n    at settle (node_modules/axios/lib/core/settle.js:19:12)\n"
             f"  config: {{\n    url: 'https://api.openai.com/v1/embeddings',\n    method: 'post',\n"
             f"    headers: {{ Authorization: 'Bearer {tok}', 'Content-Type': 'application/json' }}\n  }}")
        secrets, what = [tok], "axios error dump with bearer [OpenAI]"
    elif style == 3:
        pw = pw_alnum(R.randint(16, 24))
        s = (f"[2025-06-11 03:12:44,118: ERROR/MainProcess] consumer: Cannot connect to redis://:{pw}@redis-master.prod.svc:6379/0: "
             "Error 111 connecting to redis-master.prod.svc:6379. Connection refused..\nTrying again in 4.00 seconds... (2/100)")
        secrets, what = [pw], "celery broker error with redis password"
    elif style == 4:
        pw = pw_any()
        s = (f"panic: failed to connect to `host={hostname()} user=orders database=orders`: failed SASL auth (FATAL: password authentication failed for user \"orders\" (SQLSTATE 28P01))\n\n"
             f"goroutine 1 [running]:\nmain.main()\n\t/src/cmd/orders/main.go:37 +0x1d4\n# env at crash: DB_PASSWORD={pw}")
        secrets, what = [pw], "go panic with env dump"
    elif style == 5:
        tok = "xoxb-" + dg(12) + "-" + dg(13) + "-" + an(24)
        s = (f"slack_sdk.errors.SlackApiError: The request to the Slack API failed. (url: https://www.slack.com/api/chat.postMessage)\n"
             f"The server responded with: {{'ok': False, 'error': 'not_in_channel'}}\nrequest headers: {{'Authorization': 'Bearer {tok}'}}")
        secrets, what = [tok], "slack sdk error with headers [Slack]"
    else:
        k = hx(32)
        s = (f"E/Retrofit: --> GET https://api.themoviedb.org/3/movie/popular?api_key={k}&language=ko-KR\n"
             "E/Retrofit: <-- 401 Unauthorized (212ms)\nE/Retrofit: {\"status_code\":7,\"status_message\":\"Invalid API key: You must be granted a valid key.\"}")
        secrets, what = [k], "android retrofit log with api_key [TMDB]"
    proj = pick(PROJECTS)
    mc = L(lang, pick([f"{proj} crashed overnight; the relevant part of the error from the logs:", f"Error the user pasted from {proj}:",
                       f"First failure in the {proj} job log:"]),
              pick([f"{proj}이 밤사이 죽음. 로그의 관련 에러 부분:", f"사용자가 붙여준 {proj} 에러:", f"{proj} 잡 로그의 첫 실패:"]))
    mc += "\n" + fence(s)
    les = L(lang, pick(["The error handler prints the full request including credentials; the log shipper forwards it to the shared index.",
                        "Root cause was unrelated to auth, but the error message exposes the credential anyway.",
                        "Mask request URLs and headers in the error formatter."]),
            pick(["에러 핸들러가 크레덴셜 포함 요청 전체를 찍고, 로그 수집기가 그걸 공용 인덱스로 보냄.",
                  "원인은 인증이랑 상관없었지만 에러 메시지에 크레덴셜이 그대로 드러남.",
                  "에러 포매터에서 요청 URL이랑 헤더는 마스킹해야 함."]))
    ask = L(lang, pick(["Who owns the log masking rules?", "Should the exposed credential be rotated?", ""]),
            pick(["로그 마스킹 규칙은 누가 관리하나요?", "노출된 크레덴셜 로테이션 해야 하나요?", ""]))
    return f"stack trace: {what}", mc, les, ask, present(secrets, [mc, les, ask])


# ---------------------------------------------------------------- secret template: base64-encoded secrets (k8s, docker)
def t_b64_secret(lang):
    style = R.randint(0, 2)
    if style == 0:
        pw = pw_any()
        user = user_name()
        bpw = b64e(pw.encode())
        extra = []
        s = (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {pick(['db-credentials', 'app-secrets', 'redis-auth'])}\ntype: Opaque\ndata:\n"
             f"  username: {b64e(user.encode())}\n  password: {bpw}")
        if chance(0.5):
            k2 = b64e(("sk_live_" + an(24)).encode())
            s += f"\n  stripe-key: {k2}"
            extra = [k2]
        secrets, what = [bpw] + extra, "k8s Secret data (base64)"
    elif style == 1:
        u, pw = pick(["robot$ci", "_json_key", "AWS", "oauth2accesstoken", "deploy"]), "dckr_pat_" + b64u(27)
        auth = b64e(f"{u}:{pw}".encode())
        dcj = b64e(jdump({"auths": {"registry.acme.io": {"auth": auth}}}).encode())
        s = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: regcred\ntype: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: {dcj}"
        secrets, what = [dcj], "imagePullSecret .dockerconfigjson"
    else:
        tok = "glpat-" + b64u(20)
        b = b64e(tok.encode())
        s = f"$ kubectl get secret gitlab-token -n ci -o yaml | grep token\n  token: {b}"
        secrets, what = [b], "kubectl output of base64 token [GitLab]"
    mc = L(lang, pick(["Pods failed with ImagePullBackOff / auth errors after the namespace move; the manifest in the repo has:",
                       "Checked what the app actually receives by reading the Secret manifest committed in deploy/:",
                       "The Helm chart renders this Secret; values come straight from the repo:"]),
              pick(["네임스페이스 옮긴 뒤로 파드가 ImagePullBackOff/인증 에러로 실패. 레포 매니페스트 내용:",
                    "앱이 실제로 받는 값을 보려고 deploy/에 커밋된 Secret 매니페스트를 확인함:",
                    "Helm 차트가 이 Secret을 렌더링함. 값이 레포에서 그대로 들어감:"]))
    mc += "\n" + fence(s, "yaml")
    les = L(lang, pick(["Secret data is only base64, not encrypted; committing the manifest commits the credential.",
                        "Use SealedSecrets or ExternalSecrets so the repo never holds the decoded values.",
                        "Decoding the value showed it was the old credential, which explains the auth errors."]),
            pick(["Secret data는 base64일 뿐 암호화가 아님. 매니페스트 커밋 = 크레덴셜 커밋.",
                  "SealedSecrets나 ExternalSecrets 써서 레포엔 실제 값이 안 남게 해야 함.",
                  "값 디코딩해 보니 예전 크레덴셜이었음. 인증 에러 원인."]))
    ask = L(lang, pick(["Do we already run the external-secrets operator in this cluster?", "Should I rotate the value after removing it from git?", ""]),
            pick(["이 클러스터에 external-secrets operator 이미 있나요?", "git에서 지운 다음 값 로테이션 해야 하나요?", ""]))
    return f"base64 secret: {what}", mc, les, ask, present(secrets, [mc, les, ask])


# ---------------------------------------------------------------- secret template: package-manager / tool credential files
def t_pkg_config(lang):
    style = R.randint(0, 13)
    if style == 0:
        v = "npm_" + an(36)
        s, f, vend = f"@acme:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={v}", ".npmrc", "npm"
    elif style == 1:
        v = "pypi-AgEIcHlwaS5vcmc" + b64u(130)
        s, f, vend = f"[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = {v}", "~/.pypirc", "PyPI"
    elif style == 2:
        v = pw_any()
        s, f, vend = f"[global]\nindex-url = https://{pick(['ci', 'builder'])}:{pct(v)}@nexus.{pick(['acme.io', 'corp.local'])}/repository/pypi-group/simple", "pip.conf", "Nexus"
        v = pct(v)
    elif style == 3:
        v = pw_any()
        s, f, vend = (f"<servers>\n  <server>\n    <id>internal-releases</id>\n    <username>deployer</username>\n    <password>{v}</password>\n  </server>\n</servers>"), "~/.m2/settings.xml", "Maven"
    elif style == 4:
        v = uuid4()
        s, f, vend = f"machine api.heroku.com\n  login ops@acme.io\n  password {v}\nmachine git.heroku.com\n  login ops@acme.io\n  password {v}", "~/.netrc", "Heroku"
    elif style == 5:
        v = pick(["ghp_", "gho_"]) + an(36)
        s, f, vend = f"https://{pick(['jdoe', 'ci-bot', 'hskim'])}:{v}@github.com", "~/.git-credentials", "GitHub"
    elif style == 6:
        v = "cio" + an(32)
        s, f, vend = f"[registry]\ntoken = \"{v}\"", "~/.cargo/credentials.toml", "crates.io"
    elif style == 7:
        v = "rubygems_" + hx(48)
        s, f, vend = f"---\n:rubygems_api_key: {v}", "~/.gem/credentials", "RubyGems"
    elif style == 8:
        v = hx(8) + ":" + hx(8)
        s, f, vend = f"BUNDLE_GEMS__CONTRIBSYS__COM={v}", ".bundle/config (Sidekiq Pro)", "Sidekiq Pro"
    elif style == 9:
        v = pw_any()
        s, f, vend = (f"<packageSourceCredentials>\n  <internal>\n    <add key=\"Username\" value=\"build\" />\n"
                      f"    <add key=\"ClearTextPassword\" value=\"{v}\" />\n  </internal>\n</packageSourceCredentials>"), "NuGet.config", "NuGet"
    elif style == 10:
        v = "npm_" + an(36)
        s, f, vend = f"npmScopes:\n  acme:\n    npmRegistryServer: \"https://registry.npmjs.org\"\n    npmAuthToken: \"{v}\"", ".yarnrc.yml", "npm"
    elif style == 11:
        v = pick(["ghp_", "gho_"]) + an(36)
        s, f, vend = jdump({"github-oauth": {"github.com": v}}, indent=4), "auth.json (composer)", "GitHub"
    elif style == 12:
        v, v2 = pw_any(), pw_human()
        s = f"signing.keyId={uhx(8)}\nsigning.password={v}\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg\nossrhUsername=acme-release\nossrhPassword={v2}"
        f, vend = "gradle.properties", "Maven Central"
        v = [v, v2]
    else:
        v = "AKCp8" + an(68)
        s, f, vend = f"[[registries]]\nurl = \"https://acme.jfrog.io/artifactory/api/pypi/pypi/simple\"\nusername = \"ci\"\npassword = \"{v}\"", "poetry auth.toml", "JFrog Artifactory"
    vals = v if isinstance(v, list) else [v]
    mc = L(lang, pick([f"Publishing failed on CI but worked on my machine. My {f} has:",
                       f"Install of private packages failed in the container; the working {f} from the dev VM:",
                       f"User asked why their release step works locally. Their {f}:"]),
              pick([f"CI에서는 배포가 실패하는데 내 머신에선 됨. 내 {f} 내용:",
                    f"컨테이너에서 private 패키지 설치가 실패. dev VM에서 동작하는 {f}:",
                    f"사용자가 로컬에선 릴리즈가 되는 이유를 물어봄. 사용자의 {f}:"]))
    mc += "\n" + fence(s)
    les = L(lang, pick([f"CI never had the {f} equivalent; the token must be injected as a CI secret.",
                        f"{f} in the home directory is read implicitly, which is why it worked locally.",
                        "A personal token was used for publishing; it should be an automation token bound to the package."]),
            pick([f"CI에는 {f}에 해당하는 설정이 없었음. 토큰을 CI 시크릿으로 넣어야 함.",
                  f"홈 디렉터리의 {f}를 암묵적으로 읽어서 로컬에선 됐던 것.",
                  "배포에 개인 토큰을 쓰고 있었음. 패키지 전용 automation 토큰이어야 함."]))
    ask = L(lang, pick([f"Who can create an automation token for {vend}?", "Is publishing from laptops allowed at all?", ""]),
            pick([f"{vend} automation 토큰은 누가 만들 수 있나요?", "노트북에서 직접 배포하는 거 허용되나요?", ""]))
    return f"tool credential file: {f} [{vend}]", mc, les, ask, present(vals, [mc, les, ask])


# ---------------------------------------------------------------- secret template: CLI output that prints credentials
def t_cli_output(lang):
    style = R.randint(0, 11)
    if style == 0:
        ak, sk, st = asia(), aws_secret(), aws_session_token(R.randint(200, 260))
        s = jdump({"Credentials": {"AccessKeyId": ak, "SecretAccessKey": sk, "SessionToken": st, "Expiration": iso_ts()}}, indent=2)
        cmd, secrets, what = "aws sts assume-role --role-arn arn:aws:iam::" + dg(12) + ":role/deploy --role-session-name ci", [ak, sk, st], "aws sts assume-role [AWS]"
    elif style == 1:
        pw = an(3) + "8Q~" + rs(AN + "_.~-", 34)
        s = jdump({"appId": uuid4(), "displayName": "gh-actions-deployer", "password": pw, "tenant": uuid4()}, indent=2)
        cmd, secrets, what = "az ad sp create-for-rbac --name gh-actions-deployer --role contributor", [pw], "az ad sp create-for-rbac [Azure Entra ID]"
    elif style == 2:
        t = "SWMTKN-1-" + rs(LAN, 50) + "-" + rs(LAN, 25)
        s = f"To add a worker to this swarm, run the following command:\n\n    docker swarm join --token {t} {ipv4_private()}:2377"
        cmd, secrets, what = "docker swarm join-token worker", [t], "docker swarm join token [Docker]"
    elif style == 3:
        t = lan(6) + "." + lan(16)
        s = f"kubeadm join {ipv4_private()}:6443 --token {t} --discovery-token-ca-cert-hash sha256:{hx(64)}"
        cmd, secrets, what = "kubeadm token create --print-join-command", [t], "kubeadm bootstrap token [Kubernetes]"
    elif style == 4:
        t = "K10" + hx(64) + "::server:" + hx(32)
        s = t
        cmd, secrets, what = "sudo cat /var/lib/rancher/k3s/server/node-token", [t], "k3s node token [k3s]"
    elif style == 5:
        sid = uuid4()
        s = f"AccessorID:       {uuid4()}\nSecretID:         {sid}\nDescription:      Bootstrap Token (Global Management)\nLocal:            false\nPolicies:\n   00000000-0000-0000-0000-000000000001 - global-management"
        cmd, secrets, what = "consul acl bootstrap", [sid], "consul ACL bootstrap SecretID [Consul]"
    elif style == 6:
        pw = b64u(16)
        s = pw
        cmd, secrets, what = "argocd admin initial-password -n argocd", [pw], "argocd initial admin password [Argo CD]"
    elif style == 7:
        pw = hx(32)
        s = pw
        cmd, secrets, what = "sudo cat /var/jenkins_home/secrets/initialAdminPassword", [pw], "jenkins initialAdminPassword [Jenkins]"
    elif style == 8:
        pw = b64(44)
        s = f"# WARNING: This value is valid only in the following conditions\n#          1. If provided manually (either via `GITLAB_ROOT_PASSWORD` environment variable or via `gitlab_rails['initial_root_password']` setting in `gitlab.rb`, it was provided before database was seeded for the first time (usually, the first reconfigure run).\n\nPassword: {pw}"
        cmd, secrets, what = "sudo cat /etc/gitlab/initial_root_password", [pw], "gitlab initial root password [GitLab]"
    elif style == 9:
        pw = rs(AN + "*_=", 20)
        s = f"This tool will reset the password of the [elastic] user to an autogenerated value.\nThe password will be printed in the console.\nPassword for the [elastic] user successfully reset.\nNew value: {pw}"
        cmd, secrets, what = "bin/elasticsearch-reset-password -u elastic", [pw], "elasticsearch reset password [Elasticsearch]"
    elif style == 10:
        pw = uuid4()
        s = pw
        cmd, secrets, what = "docker exec nexus cat /nexus-data/admin.password", [pw], "nexus admin.password [Sonatype Nexus]"
    else:
        t = "gho_" + an(36)
        s = f"github.com\n  ✓ Logged in to github.com account {pick(['jdoe', 'hskim-dev'])} (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: {t}\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'"
        cmd, secrets, what = "gh auth status --show-token", [t], "gh auth status --show-token [GitHub]"
    mc = L(lang, pick(["Bootstrapping the environment for the user; the command and its output:", "I ran this to get access for the next step:",
                       "Output captured while setting up the new cluster:"]),
              pick(["사용자 환경 부트스트랩 중. 실행한 명령과 출력:", "다음 단계 권한 얻으려고 실행한 명령:", "새 클러스터 세팅하면서 캡처한 출력:"]))
    mc += "\n" + fence(f"$ {cmd}\n{s}", "bash")
    les = L(lang, pick(["This output is a live credential; it should go straight into the secret store and not into notes or tickets.",
                        "The value printed once at bootstrap is the only copy unless someone saved it.",
                        "Next time capture the value into a variable instead of printing it."]),
            pick(["이 출력은 살아 있는 크레덴셜임. 메모나 티켓 말고 바로 시크릿 저장소로 가야 함.",
                  "부트스트랩 때 한 번 출력되는 값이라 누가 저장 안 했으면 이게 유일한 사본임.",
                  "다음엔 출력하지 말고 변수로 받아서 쓸 것."]))
    ask = L(lang, pick(["Where should bootstrap credentials be stored for this environment?", "Should I rotate this now that it has been printed?", ""]),
            pick(["이 환경의 부트스트랩 크레덴셜은 어디에 저장해야 하나요?", "출력됐으니 지금 로테이션 해야 하나요?", ""]))
    return f"cli output: {what}", mc, les, ask, present(secrets, [mc, les, ask])


# ---------------------------------------------------------------- secret template: network device / VPN / Wi-Fi
def t_network(lang):
    style = R.randint(0, 6)
    if style == 0:
        pk, psk = b64(43) + "=", b64(43) + "="
        s = (f"[Interface]\nPrivateKey = {pk}\nAddress = 10.8.0.{R.randint(2, 250)}/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {b64(43)}=\n"
             f"PresharedKey = {psk}\nEndpoint = vpn.{pick(['acme.io', 'hanbit.kr'])}:51820\nAllowedIPs = 10.0.0.0/8")
        secrets, what = [pk, psk], "WireGuard client config"
    elif style == 1:
        psk = pw_any()
        s = f"conn office\n    left=%defaultroute\n    right={pick(['203.0.113.10', '198.51.100.7'])}\n    authby=secret\n\n# /etc/ipsec.secrets\n%any {pick(['203.0.113.10', '198.51.100.7'])} : PSK \"{psk}\""
        secrets, what = [psk], "IPsec PSK"
    elif style == 2:
        pw = pw_any()
        s = f"network={{\n    ssid=\"{pick(['ACME-IoT', 'Factory-5G', 'LAB_WIFI'])}\"\n    psk=\"{pw}\"\n    key_mgmt=WPA-PSK\n}}"
        secrets, what = [pw], "wpa_supplicant PSK"
    elif style == 3:
        pw, comm = pw_any(), pw_alnum(12)
        s = f"username netadmin privilege 15 secret 0 {pw}\nsnmp-server community {comm} RO\nline vty 0 4\n login local"
        secrets, what = [pw, comm], "Cisco IOS config (type 0 secret)"
    elif style == 4:
        sec = pw_alnum(20)
        s = f"client 10.0.0.0/16 {{\n    secret = {sec}\n    shortname = office-aps\n}}"
        secrets, what = [sec], "FreeRADIUS client secret"
    elif style == 5:
        u, pw = pick(["jdoe", "vpn-ci", "hskim"]), pw_any()
        s = f"$ cat /etc/openvpn/auth.txt\n{u}\n{pw}\n$ openvpn --config office.ovpn --auth-user-pass /etc/openvpn/auth.txt"
        secrets, what = [pw], "OpenVPN auth-user-pass file"
    else:
        comm = pw_alnum(14)
        s = f"snmpwalk -v2c -c {comm} {ipv4_private()} 1.3.6.1.2.1.1"
        secrets, what = [comm], "SNMP v2c community string"
    mc = L(lang, pick(["Provisioning the edge box at the branch office; config copied from the old unit:",
                       "The site VPN dropped after the ISP change. Current config:", "Monitoring could not poll the switch; what the poller uses:"]),
              pick(["지점 엣지 장비 프로비저닝 중. 예전 장비에서 복사한 설정:", "ISP 바뀐 뒤로 사이트 VPN이 끊김. 현재 설정:",
                    "모니터링이 스위치를 폴링 못 함. 폴러가 쓰는 설정:"]))
    mc += "\n" + fence(s)
    les = L(lang, pick(["Network device credentials are shared across sites; one leak opens all of them.",
                        "The failure was the peer IP change, not the key.", "These configs live in a wiki page with broad access."]),
            pick(["네트워크 장비 크레덴셜이 모든 지점에서 같음. 하나 새면 전부 열림.", "실패 원인은 키가 아니라 peer IP 변경이었음.",
                  "이 설정들이 접근 권한 넓은 위키 페이지에 있음."]))
    ask = L(lang, pick(["Can each site get its own key?", "Who manages the network device credentials?", ""]),
            pick(["지점마다 키를 따로 쓸 수 있나요?", "네트워크 장비 크레덴셜은 누가 관리하나요?", ""]))
    return f"network: {what}", mc, les, ask, present(secrets, [mc, les, ask])


# ---------------------------------------------------------------- secret template: SQL / datastore user management
def t_sql(lang):
    pw = pw_any().replace("'", "")
    u = user_name()
    style = R.randint(0, 5)
    if style == 0:
        s, what = f"CREATE USER {u} WITH PASSWORD '{pw}';\nGRANT CONNECT ON DATABASE billing TO {u};", "PostgreSQL CREATE USER"
    elif style == 1:
        s, what = f"ALTER USER '{u}'@'%' IDENTIFIED BY '{pw}';\nFLUSH PRIVILEGES;", "MySQL ALTER USER"
    elif style == 2:
        s, what = f"db.createUser({{ user: \"{u}\", pwd: \"{pw}\", roles: [{{ role: \"readWrite\", db: \"orders\" }}] }})", "MongoDB createUser"
    elif style == 3:
        s, what = f"ACL SETUSER {u} on >{pw} ~cache:* +@read +@write", "Redis ACL SETUSER"
    elif style == 4:
        s, what = f"CREATE USER {u} IDENTIFIED WITH sha256_password BY '{pw}' DEFAULT ROLE analyst;", "ClickHouse CREATE USER"
    else:
        s, what = f"CREATE LOGIN [{u}] WITH PASSWORD = N'{pw}', CHECK_POLICY = OFF;\nCREATE USER [{u}] FOR LOGIN [{u}];", "SQL Server CREATE LOGIN"
    f = pick(["migrations/0042_reporting_user.sql", "scripts/bootstrap.sql", "db/init/01-users.sql", "ops/runbook.md"])
    mc = L(lang, pick([f"The reporting user for {pick(PROJECTS)} is created by a migration, including its password ({f}):",
                       f"Read-only access was requested; the previous grant in {f} looks like this:"]),
              pick([f"{pick(PROJECTS)} 리포팅 계정이 마이그레이션에서 비번까지 포함해 생성됨 ({f}):",
                    f"읽기 전용 권한 요청 들어옴. {f}에 있던 예전 grant:"]))
    mc += "\n" + fence(s, "sql")
    les = L(lang, pick(["Migrations are applied to every environment, so every environment gets the same password.",
                        "Create users out of band and keep only grants in migrations."]),
            pick(["마이그레이션은 모든 환경에 적용되니 모든 환경이 같은 비번을 갖게 됨.", "유저 생성은 마이그레이션 밖에서 하고 마이그레이션엔 grant만 둘 것."]))
    ask = L(lang, pick(["Can I change the migration to read the password from a variable?", ""]),
            pick(["마이그레이션이 비번을 변수에서 읽도록 바꿔도 되나요?", ""]))
    return f"sql: {what}", mc, les, ask, present([pw], [mc, les, ask])


# ---------------------------------------------------------------- secret template: config management inventories
def t_ansible(lang):
    pw, pw2 = pw_any(), pw_any()
    style = R.randint(0, 3)
    if style == 0:
        s = f"[web]\n{ipv4_private()} ansible_user=deploy ansible_password={pw}\n{ipv4_private()} ansible_user=deploy ansible_password={pw}\n\n[web:vars]\nansible_become_pass={pw2}"
        what = "ansible INI inventory"
    elif style == 1:
        s = f"all:\n  vars:\n    ansible_user: ubuntu\n    ansible_become_password: \"{pw}\"\n    mysql_root_password: \"{pw2}\""
        what = "ansible group_vars"
    elif style == 2:
        s = f"profile::db::root_password: '{pw}'\nprofile::app::admin_password: '{pw2}'"
        what = "puppet hiera"
    else:
        s = f"default['app']['db_password'] = '{pw}'\ndefault['app']['smtp_password'] = '{pw2}'"
        what = "chef attributes"
    mc = L(lang, pick([f"Playbook run failed with 'Incorrect sudo password' on two hosts. The {what}:", f"To rerun provisioning I needed the {what}; it is committed as plain text:"]),
              pick([f"플레이북 실행이 호스트 두 대에서 'Incorrect sudo password'로 실패. {what}:", f"프로비저닝 다시 돌리려면 {what}가 필요했음. 평문으로 커밋돼 있음:"]))
    mc += "\n" + fence(s)
    les = L(lang, pick(["Two hosts had a locally changed password; the inventory is not the source of truth for them.",
                        "Encrypt these with ansible-vault (or the equivalent) before they go back into the repo."]),
            pick(["호스트 두 대는 로컬에서 비번이 바뀌어 있었음. 인벤토리가 기준이 아님.", "레포에 다시 넣기 전에 ansible-vault(또는 그에 준하는 걸)로 암호화해야 함."]))
    ask = L(lang, pick(["Who has the vault password for the encrypted vars?", "Should these hosts move to key-based auth?", ""]),
            pick(["암호화된 vars의 vault 비번은 누가 갖고 있나요?", "이 호스트들 키 기반 인증으로 바꿀까요?", ""]))
    return f"config management: {what}", mc, les, ask, present([pw, pw2], [mc, les, ask])


# ---------------------------------------------------------------- secret template: hardcoded DB passwords in code
def t_code_pw(lang):
    pw = pw_any().replace("'", "").replace('"', "")
    u = user_name()
    style = R.randint(0, 8)
    h = my_host() if style in (1, 2) else pg_host()
    if style == 0:
        s, lg = f"conn = psycopg2.connect(host=\"{h}\", dbname=\"billing\", user=\"{u}\", password=\"{pw}\")", "python"
    elif style == 1:
        s, lg = f"ds.setUrl(\"jdbc:mysql://{h}:3306/shop\");\nds.setUsername(\"{u}\");\nds.setPassword(\"{pw}\");", "java"
    elif style == 2:
        s, lg = f"$pdo = new PDO('mysql:host={h};dbname=shop', '{u}', '{pw}');", "php"
    elif style == 3:
        s, lg = f"DATABASES = {{\n    'default': {{\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': 'app',\n        'USER': '{u}',\n        'PASSWORD': '{pw}',\n        'HOST': '{h}',\n    }}\n}}", "python"
    elif style == 4:
        s, lg = f"production:\n  adapter: postgresql\n  database: app_production\n  username: {u}\n  password: <%= ENV.fetch('DB_PASSWORD', '{pw}') %>", "yaml"
    elif style == 5:
        s, lg = f"module.exports = {{\n  client: 'pg',\n  connection: {{ host: '{h}', user: '{u}', password: '{pw}', database: 'app' }},\n}};", "js"
    elif style == 6:
        s, lg = f"spring:\n  datasource:\n    url: jdbc:postgresql://{h}:5432/app\n    username: {u}\n    password: {pw}", "yaml"
    elif style == 7:
        s, lg = f"let pool = PgPoolOptions::new().connect(\"postgres://{u}:{pct(pw)}@{h}/app\").await?;", "rust"
        pw = pct(pw)
    else:
        s, lg = f"var cs = \"Host={h};Username={u};Password={pw};Database=app\";", "csharp"
    mc = L(lang, pick([f"The fallback value in code is what production actually used when the env var was unset:",
                       f"Found the DB credentials hardcoded while tracing why {pick(PROJECTS)} talks to the wrong database:",
                       f"Reviewing the data-access layer of {pick(PROJECTS)}:"]),
              pick(["환경변수가 비어 있을 때 prod가 실제로 쓴 건 코드의 기본값이었음:",
                    f"{pick(PROJECTS)}이 엉뚱한 DB에 붙는 이유 추적하다 하드코딩된 DB 계정 발견:",
                    f"{pick(PROJECTS)} 데이터 접근 레이어 리뷰 중:"]))
    mc += "\n" + fence(s, lg)
    les = L(lang, pick(["Defaults for credentials hide misconfiguration; fail fast when the variable is missing.",
                        "This password is in git history back to the first commit."]),
            pick(["크레덴셜 기본값이 있으면 설정 실수가 안 드러남. 변수 없으면 바로 실패하게 할 것.", "이 비번은 첫 커밋부터 git 히스토리에 있음."]))
    ask = L(lang, pick(["OK to remove the fallback and rotate the password?", "Which environments still rely on the hardcoded value?", ""]),
            pick(["기본값 제거하고 비번 로테이션해도 될까요?", "하드코딩 값에 아직 의존하는 환경이 어디인가요?", ""]))
    return f"code: hardcoded db password ({lg})", mc, les, ask, present([pw], [mc, les, ask])


# ---------------------------------------------------------------- secret template: Windows / PowerShell
def t_powershell(lang):
    pw = pw_any().replace('"', "")
    style = R.randint(0, 3)
    if style == 0:
        s = f"$sec = ConvertTo-SecureString \"{pw}\" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('CORP\\svc_deploy', $sec)\nInvoke-Command -ComputerName web01 -Credential $cred -ScriptBlock {{ iisreset }}"
    elif style == 1:
        s = f"cmdkey /add:fs01.corp.local /user:CORP\\backup /pass:{pw}"
    elif style == 2:
        s = f"net user localadmin {pw} /add\nnet localgroup administrators localadmin /add"
    else:
        s = f"<AutoLogon>\n  <Password>\n    <Value>{pw}</Value>\n    <PlainText>true</PlainText>\n  </Password>\n  <Username>kiosk</Username>\n</AutoLogon>"
    mc = L(lang, pick(["The Windows deploy script for the kiosk fleet does this:", "Scheduled task on the build server failed after a password change; its script:"]),
              pick(["키오스크 윈도우 배포 스크립트가 이렇게 함:", "비번 변경 후 빌드 서버 예약 작업이 실패. 해당 스크립트:"]))
    mc += "\n" + fence(s, "powershell")
    les = L(lang, ["-AsPlainText means the password is in the script file; use a gMSA or the credential manager.",
                   "cmdkey stores it for the user, but the command line with the password is still in the script and the transcript log.",
                   "Every kiosk gets the same local admin password this way; LAPS would give each machine its own.",
                   "unattend/autologon files keep the password in plain text on every image."][style],
            ["-AsPlainText면 스크립트 파일에 비번이 그대로 있는 것. gMSA나 자격 증명 관리자 쓸 것.",
             "cmdkey가 사용자 자격 증명으로 저장하긴 하지만, 비번이 들어간 명령줄은 스크립트랑 transcript 로그에 그대로 남음.",
             "이렇게 하면 모든 키오스크의 로컬 관리자 비번이 같아짐. LAPS 쓰면 기기마다 달라짐.",
             "unattend/autologon 파일은 모든 이미지에 비번을 평문으로 남김."][style])
    ask = L(lang, pick(["Can we switch the task to a gMSA?", ""]), pick(["예약 작업을 gMSA로 바꿀 수 있나요?", ""]))
    return "windows: powershell/cmd password", mc, les, ask, present([pw], [mc, les, ask])


# ---------------------------------------------------------------- secret template: SMTP / app passwords
def t_smtp(lang):
    style = R.randint(0, 4)
    if style == 0:
        pw = " ".join(lo(4) for _ in range(4))
        s = f"EMAIL_HOST=smtp.gmail.com\nEMAIL_PORT=587\nEMAIL_HOST_USER=noreply@{pick(['acme.io', 'hanbit.co.kr'])}\nEMAIL_HOST_PASSWORD={pw}"
        secrets, what = [pw], "Gmail app password [Google]"
    elif style == 1:
        u, pw = akia(), "B" + b64(43)
        s = f"spring.mail.host=email-smtp.ap-northeast-2.amazonaws.com\nspring.mail.username={u}\nspring.mail.password={pw}"
        secrets, what = [u, pw], "AWS SES SMTP credentials [AWS]"
    elif style == 2:
        pw = uan(12)
        s = f"SMTP_HOST=smtp.naver.com\nSMTP_PORT=465\nSMTP_USER={pick(['hanbit_notice', 'shopmaster'])}\nSMTP_PASS={pw}"
        secrets, what = [pw], "Naver SMTP application password [Naver]"
    elif style == 3:
        pw = lo(16)
        s = f"smtp:\n  host: smtp.office365.com\n  port: 587\n  user: alerts@{pick(['acme.io', 'corp.example'])}\n  password: {pw}"
        secrets, what = [pw], "Microsoft 365 app password [Microsoft]"
    else:
        pw = pw_any()
        s = f"relayhost = [smtp.mailgun.org]:587\n# /etc/postfix/sasl_passwd\n[smtp.mailgun.org]:587 postmaster@mg.acme.io:{pw}"
        secrets, what = [pw], "Postfix sasl_passwd [Mailgun]"
    mc = L(lang, pick(["Password-reset emails stopped going out. SMTP settings from the app config:", "Configured outgoing mail for the staging app using the existing account:"]),
              pick(["비밀번호 재설정 메일이 안 나감. 앱 설정의 SMTP 값:", "기존 계정으로 스테이징 앱 메일 발송 설정함:"]))
    mc += "\n" + fence(s)
    les = L(lang, pick(["App passwords bypass 2FA; treat them like a full password.", "The provider revoked the app password after a password change on the account."]),
            pick(["앱 비밀번호는 2FA를 우회함. 일반 비번이랑 똑같이 다뤄야 함.", "계정 비번을 바꾸면서 앱 비밀번호도 같이 폐기됐음."]))
    ask = L(lang, pick(["Should we move to a transactional email API instead of SMTP?", ""]), pick(["SMTP 말고 트랜잭션 메일 API로 옮길까요?", ""]))
    return f"smtp: {what}", mc, les, ask, present(secrets, [mc, les, ask])


# ---------------------------------------------------------------- secret template: OAuth token endpoint responses
def t_oauth_resp(lang):
    style = R.randint(0, 3)
    if style == 0:
        at, rt = "ya29.a0" + b64u(140), "1//0e" + b64u(99)
        prov = "Google"
    elif style == 1:
        at, rt = jwt({"aud": "api://default", "scp": ["offline_access", "orders.read"], "sub": uuid4()}, alg="RS256", siglen=342), lan(64)
        prov = "Okta"
    elif style == 2:
        at, rt = b64u(40), b64u(40)
        prov = "Kakao"
    else:
        at, rt = "AAAAA" + b64u(60), b64u(54)
        prov = "Naver"
    s = jdump({"access_token": at, "token_type": "Bearer", "expires_in": 3599, "refresh_token": rt, "scope": "openid profile"}, indent=2)
    mc = L(lang, f"Tested the {prov} login callback manually; the token endpoint returned:\n" + fence(s, "json"),
           f"{prov} 로그인 콜백을 수동으로 테스트함. 토큰 엔드포인트 응답:\n" + fence(s, "json"))
    les = L(lang, "The refresh token is long-lived; leaving it in notes gives lasting access to the test user's account.",
            "refresh token은 수명이 김. 메모에 남기면 테스트 유저 계정에 계속 접근 가능해짐.")
    ask = L(lang, f"Should I revoke this {prov} grant now that testing is done?", f"테스트 끝났으니 이 {prov} 토큰 grant 폐기할까요?")
    return f"oauth token response [{prov}]", mc, les, ask, present([at, rt], [mc, les, ask])


# ---------------------------------------------------------------- secret template: chat transcript
def t_chat(lang):
    pw = pw_any()
    tok = pick([lambda: "xoxb-" + dg(12) + "-" + dg(13) + "-" + an(24), lambda: "glpat-" + b64u(20), lambda: "hf_" + rs(UP + LO, 34),
                lambda: "dop_v1_" + hx(64), lambda: "sk-ant-api03-" + b64u(93) + "AA", lambda: "npm_" + an(36)])()
    names = pick([("minji", "seojun"), ("alex", "priya"), ("haruto", "jiwoo"), ("kim.d", "lee.s")])
    t1 = f"{R.randint(9, 18):02d}:{R.randint(0, 59):02d}"
    t2 = f"{t1[:3]}{min(59, int(t1[3:]) + R.randint(1, 5)):02d}"
    if lang == "en":
        lines = [f"[{t1}] {names[0]}: staging db pw got rotated, new one is {pw}",
                 f"[{t2}] {names[1]}: thx. also the bot token for the release job is {tok} if you need it",
                 f"[{t2}] {names[0]}: 👍"]
        mc = "Context from the team chat that the user forwarded to me:\n" + "\n".join(lines)
        les = "Credentials shared in chat end up in exports and search; ask people to use the vault share link instead."
        ask = pick(["Is the chat export retained anywhere?", "Can the staging DB password be rotated again since it was posted in chat?", ""])
    else:
        lines = [f"[{t1}] {names[0]}: 스테이징 DB 비번 바뀜 → {pw}",
                 f"[{t2}] {names[1]}: ㄳㄳ 릴리즈 잡 봇 토큰 필요하면 이거 쓰세요 {tok}",
                 f"[{t2}] {names[0]}: 👍"]
        mc = "사용자가 전달해 준 팀 채팅 내용:\n" + "\n".join(lines)
        les = "채팅에 올린 크레덴셜은 export나 검색에 계속 남음. vault 공유 링크로 달라고 할 것."
        ask = pick(["채팅 export가 어디 보관되나요?", "채팅에 올라갔으니 스테이징 DB 비번 다시 바꿔야 하나요?", ""])
    return "chat transcript: password + token", mc, les, ask, present([pw, tok], [mc, les, ask])


# ---------------------------------------------------------------- secret template: inventory table of accounts
def t_table_accounts(lang):
    rows = []
    secrets = []
    for sys_ in R.sample(["Grafana", "Jenkins", "Harbor", "RabbitMQ mgmt", "pgAdmin", "Kibana", "MinIO console", "Portainer", "Keycloak admin", "SonarQube"], R.randint(2, 4)):
        pw = pw_any()
        secrets.append(pw)
        rows.append(f"| {sys_} | {pick(['admin', 'root', 'ops', 'superuser'])} | {pw} | {pick(['prod', 'stg', 'dev'])} |")
    head = L(lang, "| system | user | password | env |", "| 시스템 | 계정 | 비밀번호 | 환경 |")
    tbl = head + "\n|---|---|---|---|\n" + "\n".join(rows)
    mc = L(lang, "The onboarding wiki page 'Ops accounts' has this table, readable by the whole company:\n" + tbl,
           "온보딩 위키 'Ops 계정' 페이지에 이 표가 있음. 전사 열람 가능:\n" + tbl)
    les = L(lang, "These are shared admin accounts with no owner; several still use the installer defaults changed once.",
            "주인 없는 공용 관리자 계정들임. 설치 직후 한 번 바꾼 비번을 그대로 쓰는 것도 있음.")
    ask = L(lang, "Who can restrict that wiki page and start rotating these?", "그 위키 페이지 권한 제한하고 로테이션 시작할 사람이 누구인가요?")
    if chance(0.3):
        mc, les = L(lang, "Needed admin access to several ops tools for the upgrade.", "업그레이드 때문에 운영 툴 여러 개의 관리자 권한이 필요했음."), \
                  L(lang, "Found them in the wiki table:\n", "위키 표에서 찾음:\n") + tbl
    return "table: shared admin accounts", mc, les, ask, present(secrets, [mc, les, ask])


# ---------------------------------------------------------------- secret template: diff with old and new credentials
def t_diff_rotation(lang):
    style = R.randint(0, 2)
    if style == 0:
        old, new = pw_any(), pw_any()
        f = "deploy/values-prod.yaml"
        d = f"--- a/{f}\n+++ b/{f}\n@@ -12,7 +12,7 @@ postgresql:\n   auth:\n     username: app\n-    password: \"{old}\"\n+    password: \"{new}\"\n     database: app"
        what = "helm values password rotation"
    elif style == 1:
        old, new = "sk_live_" + an(24), "sk_live_51" + an(97)
        f = "config/stripe.yml"
        d = f"--- a/{f}\n+++ b/{f}\n@@ -1,3 +1,3 @@\n production:\n-  secret_key: {old}\n+  secret_key: {new}\n   publishable_key: <%= ENV['STRIPE_PK'] %>"
        what = "stripe key rotation [Stripe]"
    else:
        old, new = "xoxb-" + dg(12) + "-" + dg(13) + "-" + an(24), "xoxb-" + dg(12) + "-" + dg(13) + "-" + an(24)
        f = ".env.production"
        d = f"--- a/{f}\n+++ b/{f}\n@@ -4,4 +4,4 @@\n SLACK_CHANNEL=#deploys\n-SLACK_BOT_TOKEN={old}\n+SLACK_BOT_TOKEN={new}"
        what = "slack token rotation [Slack]"
    mc = L(lang, f"The 'rotation' commit from last sprint just replaced one literal with another in {f}:\n" + fence(d, "diff"),
           f"지난 스프린트의 '로테이션' 커밋이 {f}에서 값만 다른 값으로 바꿔 놓음:\n" + fence(d, "diff"))
    les = L(lang, "Both the old and the new value are now in git history; rotating into the repo doesn't fix anything.",
            "이전 값과 새 값이 둘 다 git 히스토리에 남음. 레포 안에서 로테이션하는 건 의미 없음.")
    ask = L(lang, pick(["Can we rotate once more and load the value from the secret store?", ""]), pick(["한 번 더 로테이션하고 시크릿 저장소에서 읽게 할까요?", ""]))
    return f"diff: {what}", mc, les, ask, present([old, new], [mc, les, ask])


# ---------------------------------------------------------------- secret template: mobile release signing
def t_mobile(lang):
    style = R.randint(0, 2)
    if style == 0:
        sp, kp = pw_any(), pw_any()
        s = f"android {{\n  signingConfigs {{\n    release {{\n      storeFile file('release.jks')\n      storePassword '{sp}'\n      keyAlias 'upload'\n      keyPassword '{kp}'\n    }}\n  }}\n}}"
        secrets, what = [sp, kp], "gradle signingConfigs"
    elif style == 1:
        mp = passphrase(3, "-") + str(R.randint(10, 99))
        s = f"MATCH_PASSWORD={mp}\nMATCH_GIT_URL=git@github.com:acme/certificates.git\nFASTLANE_USER=ios-release@acme.io"
        secrets, what = [mp], "fastlane match password"
    else:
        pw = pw_any()
        s = f"FASTLANE_PASSWORD={pw}\nFASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={lo(4)}-{lo(4)}-{lo(4)}-{lo(4)}"
        asp = s.split("=")[-1]
        secrets, what = [pw, asp], "fastlane Apple ID password + app-specific password"
    mc = L(lang, f"Release build on the new Mac runner fails at signing. The config from the old runner:\n" + fence(s),
           f"새 맥 러너에서 릴리즈 빌드가 서명 단계에서 실패. 예전 러너 설정:\n" + fence(s))
    les = L(lang, f"The {what} was never in CI secrets; it lived on the old runner only.",
            f"{what}가 CI 시크릿에 없었고 예전 러너에만 있었음.")
    ask = L(lang, pick(["Who can add the signing secrets to the new runner?", ""]), pick(["새 러너에 서명 시크릿 넣어줄 수 있는 분 누구인가요?", ""]))
    return f"mobile signing: {what}", mc, les, ask, present(secrets, [mc, les, ask])


# ---------------------------------------------------------------- secret template: internal bearer tokens
def t_bearer(lang):
    style = R.randint(0, 3)
    if style == 0:
        tok = jwt({"iss": "https://auth.acme.io", "sub": uuid4(), "role": "admin", "iat": ts_epoch(), "exp": ts_epoch() + 3600}, alg="RS256")
        what = "internal admin JWT"
    elif style == 1:
        tok = jwt({"exp": ts_epoch(), "iat": ts_epoch(), "jti": uuid4(), "iss": "https://sso.hanbit.kr/realms/main", "typ": "Bearer", "azp": "admin-cli"}, alg="RS256")
        what = "Keycloak access token"
    elif style == 2:
        tok = "at_" + b64u(40)
        what = "opaque API token"
    else:
        tok = jwt({"iss": "https://securetoken.google.com/acme-app", "aud": "acme-app", "user_id": b64u(28), "exp": ts_epoch()}, alg="RS256")
        what = "Firebase ID token"
    host = pick(["api.internal.acme.io", "admin-api.hanbit.kr", "gateway.stg.local"])
    s = pick([f"$ curl -H \"Authorization: Bearer {tok}\" https://{host}/v1/admin/users?limit=50",
              f"POST /v1/orders/refund HTTP/1.1\nHost: {host}\nAuthorization: Bearer {tok}\nContent-Type: application/json"])
    mc = L(lang, f"Replayed the failing admin call with the token from my browser session:\n" + fence(s),
           f"실패하는 admin 호출을 내 브라우저 세션 토큰으로 재현함:\n" + fence(s))
    les = L(lang, pick([f"The {what} is valid for an hour and carries admin rights.", "The 500 came from the refund service, not auth."]),
            pick([f"{what}는 한 시간 유효하고 admin 권한이 있음.", "500은 인증이 아니라 환불 서비스에서 난 것."]))
    ask = L(lang, pick(["Is there a service account for admin API testing?", ""]), pick(["admin API 테스트용 서비스 계정이 있나요?", ""]))
    return f"bearer token: {what}", mc, les, ask, present([tok], [mc, les, ask])


# ---------------------------------------------------------------- secret template: Korean-specific credentials
def t_korea(lang):
    style = R.randint(0, 5)
    if style == 0:
        raw = b64(86) + "=="
        enc = pct(raw)
        s = f"GET https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey={enc}&pageNo=1&numOfRows=1000&dataType=JSON&base_date=20250611&base_time=0500&nx=55&ny=127"
        secrets, what = [enc], "data.go.kr serviceKey (URL-encoded) [data.go.kr]"
        mc = L(lang, "Weather sync returns SERVICE_KEY_IS_NOT_REGISTERED_ERROR intermittently. Request from the job log:\n" + s,
               "날씨 동기화가 간헐적으로 SERVICE_KEY_IS_NOT_REGISTERED_ERROR 반환. 잡 로그의 요청:\n" + s)
        les = L(lang, "The portal issues an encoded and a decoded key; passing the encoded one through requests encodes it twice.",
                "공공데이터포털은 인코딩/디코딩 키를 둘 다 줌. 인코딩 키를 requests에 넘기면 두 번 인코딩됨.")
        ask = L(lang, "Which of the two keys should the job store?", "잡에는 두 키 중 어느 걸 저장해야 하나요?")
    elif style == 1:
        pw = pw_any()
        s = f"NPKI_CERT_PATH=/secure/npki/USER/signCert.der\nNPKI_KEY_PATH=/secure/npki/USER/signPri.key\nNPKI_CERT_PASSWORD={pw}"
        secrets, what = [pw], "공동인증서 password (NPKI)"
        mc = L(lang, "Tax-invoice scraping bot logs into Hometax with the company joint certificate; its env:\n" + s,
               "세금계산서 수집 봇이 회사 공동인증서로 홈택스에 로그인함. env 설정:\n" + s)
        les = L(lang, "The certificate password plus signPri.key is enough to sign as the company.",
                "인증서 비번이랑 signPri.key만 있으면 회사 명의로 서명이 가능함.")
        ask = L(lang, "Who is the legal owner of this certificate and when does it expire?", "이 인증서 명의자가 누구고 만료일이 언제인가요?")
    elif style == 2:
        sk = hx(40)
        s = f"POST https://alimtalk-api.bizmsg.kr/v2/sender/send\nuserid: hanbit_biz\nsenderKey: {sk}\ntmplId: ORDER_DONE_01"
        secrets, what = [sk], "Kakao AlimTalk senderKey [Kakao BizMessage]"
        mc = L(lang, "AlimTalk order notifications fail with 'invalid sender key'. The request the worker sends:\n" + s,
               "알림톡 주문 알림이 'invalid sender key'로 실패. 워커가 보내는 요청:\n" + s)
        les = L(lang, "The sender key is tied to the Kakao channel profile; it changed when the channel was re-registered.",
                "senderKey는 카카오 채널 프로필에 묶여 있음. 채널 재등록하면서 바뀐 것.")
        ask = L(lang, "Who manages the Kakao channel for notifications?", "알림용 카카오 채널은 누가 관리하나요?")
    elif style == 3:
        ak, sk = uan(20), an(40)
        s = (f"timestamp={ts_epoch()}000\naccessKey={ak}\nsecretKey={sk}\n"
             f"message=\"POST /sms/v2/services/ncp:sms:kr:{dg(9)}:hanbit/messages\\n$timestamp\\n$accessKey\"\n"
             "signature=$(printf \"$message\" | openssl dgst -sha256 -hmac \"$secretKey\" -binary | base64)")
        secrets, what = [ak, sk], "Naver Cloud SENS signature script [Naver Cloud Platform]"
        mc = L(lang, "SMS verification codes stopped sending; the signing script from the repo:\n" + s,
               "SMS 인증번호 발송이 멈춤. 레포에 있는 서명 스크립트:\n" + s)
        les = L(lang, "The signature uses millisecond timestamps; the server clock was 6 minutes off.",
                "서명에 밀리초 timestamp가 들어감. 서버 시계가 6분 틀어져 있었음.")
        ask = L(lang, "Can the SENS keys move to the secret manager?", "SENS 키를 secret manager로 옮겨도 되나요?")
    elif style == 4:
        ck, sk = "live_ck_" + an(28), "live_sk_" + an(28)
        s = f"NEXT_PUBLIC_TOSS_CLIENT_KEY={ck}\nTOSS_SECRET_KEY={sk}"
        secrets, what = [sk], "Toss Payments client+secret key pair [Toss Payments]"
        mc = L(lang, "Payment confirm returns UNAUTHORIZED_KEY in production. .env.production of the web app:\n" + s,
               "운영에서 결제 승인이 UNAUTHORIZED_KEY 반환. 웹앱 .env.production:\n" + s)
        les = L(lang, "Only the client key may be public (NEXT_PUBLIC_); the secret key must stay server-side. The secret was from another MID.",
                "NEXT_PUBLIC_로 공개돼도 되는 건 클라이언트 키뿐. 시크릿 키는 서버에만 있어야 함. 시크릿이 다른 MID 것이었음.")
        ask = L(lang, "Which MID is production supposed to use?", "운영은 어떤 MID를 써야 하나요?")
    else:
        k = an(80)
        s = f"const portone = PortOne.PortOneClient({{ secret: \"{k}\" }});\n// 임시: 결제 취소 배치에서만 사용"
        secrets, what = [k], "PortOne V2 API secret in code [PortOne]"
        mc = L(lang, "The refund batch cancels payments through PortOne; client setup:\n" + fence(s, "ts"),
               "환불 배치가 PortOne으로 결제를 취소함. 클라이언트 설정:\n" + fence(s, "ts"))
        les = L(lang, "The comment says temporary but it has been there for a year.", "주석엔 임시라고 돼 있는데 1년째 그대로임.")
        ask = L(lang, "Can the batch read the secret from the environment?", "배치가 시크릿을 환경변수에서 읽게 바꿔도 되나요?")
    return f"korea: {what}", mc, les, ask, present(secrets, [mc, les, ask])


# ================================================================ CLEAN NOTES
KNOWN_PREFIXES = ["sk_live_", "rk_live_", "whsec_", "sk-proj-", "sk-ant-api03-", "sk-ant-admin01-", "sk-svcacct-", "sk-admin-",
                  "sk-or-v1-", "sk-lf-", "sk-", "ghp_", "gho_", "ghu_", "ghs_", "github_pat_", "glpat-", "glrt-", "gldt-", "glptt-",
                  "xoxb-", "xoxp-", "xapp-", "SG.", "key-", "AKIA", "ASIA", "AIza", "GOCSPX-", "ya29.", "dop_v1_", "hf_", "r8_",
                  "gsk_", "pplx-", "xai-", "npm_", "pypi-", "rubygems_", "dckr_pat_", "hvs.", "dp.st.", "dp.pt.", "dp.ct.", "pul-",
                  "tskey-auth-", "glsa_", "glc_", "NRAK-", "lin_api_", "ntn_", "secret_", "figd_", "shpat_", "shpss_", "sntryu_",
                  "sntrys_", "live_sk_", "live_gsk_", "LTAI", "AKID", "xkeysib-", "PMAK-", "pat-na1-", "pat-eu1-", "sbp_",
                  "sb_secret_", "CFPAT-", "pcsk_", "lsv2_pt_", "lsv2_sk_", "fw_", "csk-", "jina_", "tvly-", "fc-", "as-",
                  "pscale_tkn_", "napi_", "EAAA", "EAAG", "ATATT3", "ATBB", "CCIPAT_", "bkua_", "squ_", "sqp_", "sqa_", "sgp_",
                  "AGE-SECRET-KEY-1", "ops_", "rnd_", "nfp_", "HRKU-", "fm2_", "re_", "dt0c01.", "hcaik_", "cxtp_", "xaat-",
                  "xapt-", "oy2", "cio", "AKCp", "CLOJARS_", "signkey-prod-", "shippo_live_", "EZAK", "fio-u-", "cu_",
                  "os_v2_app_", "sdk-", "secret-live-", "secret-", "ser.", "sk.", "SCW", "KEY01", "syt_", "live_", "sl.B",
                  "pdl_live_apikey_", "sk_", "AQE", "pat.", "CLOJARS_", "EZAK"]


def vprefix(v):
    best = ""
    for p in KNOWN_PREFIXES:
        if v.startswith(p) and len(p) > len(best):
            best = p
    return best


def placeholder(label, value):
    pre = vprefix(value)
    st = R.randint(0, 13)
    if st == 0:
        return f"<{label.lower()}>"
    if st == 1:
        return f"<YOUR_{label}>"
    if st == 2:
        return "your-" + slug(label).replace("_", "-") + "-here"
    if st == 3 and pre:
        rest = value[len(pre):]
        ch = pick(["x", "X", "*"])
        return pre + "".join(ch if c.isalnum() else c for c in rest)
    if st == 4 and pre:
        return pre + "..." + rs(AN, 4)
    if st == 5:
        return pick(["changeme", "CHANGEME", "change-me", "REPLACE_ME", "TODO", "xxx", "dummy", "placeholder"])
    if st == 6:
        return pick(["[REDACTED]", "<redacted>", "***", "********", "REDACTED", "(hidden)", "●●●●●●●●"])
    if st == 7:
        return "*" * 16 + rs(UAN, 4) if not pre else pre + "*" * 12 + rs(AN, 4)
    if st == 8 and pre:
        return pre + "<" + pick(["token", "key", "secret"]) + ">"
    if st == 9:
        return pick(["", '""', "null", "~"])
    if st == 10:
        return f"__{label}__"
    if st == 11:
        return f"#{{{label}}}#"
    if st == 12:
        return pick(["x" * len(value), "0" * min(len(value), 32), "your_key_here", "<paste-here>", "..."]) if not pre else pre + "x" * 8
    return pick(["<secret>", "<api-key>", "<token>", "<password>", "{{API_KEY}}", "%API_KEY%"])


def env_ref(label, style=None):
    st = style if style is not None else R.randint(0, 9)
    return [f"${{{label}}}", f"${label}", f"${{{{ secrets.{label} }}}}", f"{{{{ .Values.{camel(label)} }}}}", f"%{label}%",
            f"${{env:{label}}}", f"${{{label}:?must be set}}", f"{{{{ env \"{label}\" }}}}", f"$({label})", f"${{{label}:-}}"][st]


def clean_items(items, fn):
    out = []
    for k, v, s in items:
        if s:
            out.append((k, fn(k, v), False))
        else:
            if any(w in k for w in ("KEY", "TOKEN", "SECRET", "AUTH", "PASS")):
                continue
            out.append((k, v, False))
    return out


CLEAN_FRAMES = [
    {"en": ("The README for {proj} shows this {svc} config; the real values are injected at deploy time:",
            "Values in {file} are placeholders; the deploy pipeline substitutes them.",
            "Which pipeline step substitutes the {svc} values for {proj}?"),
     "ko": ("{proj} README에 있는 {svc} 설정 예시. 실제 값은 배포 시점에 주입됨:",
            "{file}의 값은 플레이스홀더이고 배포 파이프라인이 치환함.",
            "{proj}의 {svc} 값은 파이프라인 어느 단계에서 치환되나요?")},
    {"en": ("Setting up {svc} for {proj} locally: {file} only has placeholders, which is why the client failed with 401:",
            "Local runs need a real dev key from the vault; the template never contains one.",
            "Where do I request a dev {svc} key?"),
     "ko": ("{proj} 로컬에서 {svc} 세팅 중. {file}엔 플레이스홀더만 있어서 클라이언트가 401로 실패했던 것:",
            "로컬 실행엔 vault에서 받은 dev 키가 필요함. 템플릿엔 실제 키가 절대 안 들어감.",
            "{svc} dev 키는 어디서 신청하나요?")},
    {"en": ("Reviewed {file} in {proj} for leaked {svc} credentials as asked; it only references them:",
            "Good news: {proj} never commits {svc} values, only references to them.",
            ""),
     "ko": ("요청대로 {proj}의 {file}에 {svc} 크레덴셜이 새어 있는지 확인함. 참조만 있음:",
            "다행히 {proj}은 {svc} 값을 커밋하지 않고 참조만 둠.",
            "")},
    {"en": ("Bug: {proj} started with the literal placeholder as the {svc} key because the env file was not loaded. Config:",
            "A placeholder reaching the SDK produces confusing 401s; validate settings at startup.",
            "Should startup reject values that look like placeholders?"),
     "ko": ("버그: env 파일이 로드 안 돼서 {proj}이 플레이스홀더 문자열을 {svc} 키로 쓴 채 떠 있었음. 설정:",
            "플레이스홀더가 SDK까지 가면 헷갈리는 401이 남. 시작할 때 설정 검증 필요.",
            "시작 시 플레이스홀더처럼 보이는 값이면 에러 내도록 할까요?")},
    {"en": ("Documenting how {proj} wires {svc}; the checked-in {file} looks like this:",
            "The {svc} settings keys must match the SDK's expected names exactly; a typo silently falls back to defaults.",
            "Is there a schema for the {svc} settings in {proj}?"),
     "ko": ("{proj}이 {svc}를 어떻게 연결하는지 정리 중. 커밋된 {file}:",
            "{svc} 설정 키 이름이 SDK가 기대하는 이름이랑 정확히 같아야 함. 오타 나면 조용히 기본값으로 감.",
            "{proj}의 {svc} 설정에 스키마가 있나요?")},
]


def clean_block(lang, fr, proj, svc, file_, snip, tag):
    e = fr[lang]
    mc0, les0, ask0 = [x.format(proj=proj, svc=svc, file=file_) for x in e]
    if chance(0.72):
        mc = mc0 + "\n" + fence(snip)
        les = les0 if chance(0.9) else ""
    else:
        mc = L(lang, f"{svc} settings for {proj}.", f"{proj}의 {svc} 설정.") + " " + les0
        les = L(lang, f"Checked-in {file_}:\n", f"커밋된 {file_}:\n") + fence(snip)
    ask = ask0 if chance(0.85) else ""
    return mc, les, ask


def c_placeholder(lang, v):
    items = v["items"]()
    wname, wfn = choose_weighted([w for w in WRAPPERS if w[0] not in ("log", "printenv")])
    citems = clean_items(items, placeholder)
    snip = wfn(citems, v)
    fr = pick(CLEAN_FRAMES)
    mc, les, ask = clean_block(lang, fr, pick(PROJECTS), disp(v), pick(FILE_FOR[wname]), snip, "placeholder")
    return f"clean/placeholder/{wname}: {v['name']} [{disp(v)}]", mc, les, ask


def c_envref(lang, v):
    items = v["items"]()
    cfg = [w for w in WRAPPERS if w[0] in ("env", "yaml", "json", "toml", "ini", "properties", "compose", "k8s", "gha", "gitlab-ci", "dockerfile", "table", "xml")]
    wname, wfn = choose_weighted(cfg)
    st = R.randint(0, 9)
    citems = clean_items(items, lambda k, val: env_ref(k, st))
    snip = wfn(citems, v)
    fr = pick(CLEAN_FRAMES)
    mc, les, ask = clean_block(lang, fr, pick(PROJECTS), disp(v), pick(FILE_FOR[wname]), snip, "envref")
    return f"clean/env reference/{wname}: {v['name']} [{disp(v)}]", mc, les, ask


def c_code_envref(lang):
    lbl = pick(["STRIPE_SECRET_KEY", "OPENAI_API_KEY", "DATABASE_URL", "SLACK_BOT_TOKEN", "GITHUB_TOKEN", "AWS_SECRET_ACCESS_KEY",
                "ANTHROPIC_API_KEY", "SENDGRID_API_KEY", "JWT_SECRET", "REDIS_PASSWORD", "KAKAO_REST_API_KEY", "TOSS_SECRET_KEY"])
    snips = [("python", f"api_key = os.environ[\"{lbl}\"]\nif not api_key:\n    raise RuntimeError(\"{lbl} is not set\")"),
             ("python", f"from pydantic_settings import BaseSettings\n\nclass Settings(BaseSettings):\n    {lbl.lower()}: SecretStr\n\nsettings = Settings()  # reads {lbl} from env"),
             ("js", f"const key = process.env.{lbl};\nif (!key) throw new Error('missing {lbl}');"),
             ("go", f"key := os.Getenv(\"{lbl}\")\nif key == \"\" {{\n\tlog.Fatal(\"{lbl} must be set\")\n}}"),
             ("java", f"String key = System.getenv(\"{lbl}\");\nObjects.requireNonNull(key, \"{lbl}\");"),
             ("ruby", f"key = ENV.fetch(\"{lbl}\")"),
             ("rust", f"let key = std::env::var(\"{lbl}\").expect(\"{lbl} must be set\");"),
             ("csharp", f"var key = builder.Configuration[\"{pascal(lbl)}\"] ?? throw new InvalidOperationException(\"{lbl}\");"),
             ("php", f"$key = getenv('{lbl}') ?: throw new RuntimeException('{lbl} missing');"),
             ("bash", f"curl -sS -H \"Authorization: Bearer ${{{lbl}}}\" https://api.internal.example/v1/health"),
             ("yaml", f"- name: Call API\n  run: ./scripts/smoke.sh\n  env:\n    {lbl}: ${{{{ secrets.{lbl} }}}}"),
             ("kotlin", f"val key = BuildConfig.{lbl}  // injected from local.properties / CI, not committed")]
    lg, s = pick(snips)
    proj = pick(PROJECTS)
    mc = L(lang, pick([f"Where does {proj} get {lbl}? Traced it to this:", f"Reviewed how {proj} loads {lbl}:",
                       f"{proj} crashed at boot with a missing-variable error; the loading code:"]),
              pick([f"{proj}은 {lbl}을 어디서 가져오나? 추적해 보니 여기:", f"{proj}이 {lbl}을 로드하는 방식 확인:",
                    f"{proj}이 변수 없음 에러로 부팅 중 죽음. 로딩 코드:"]))
    mc += "\n" + fence(s, lg)
    les = L(lang, pick([f"{lbl} comes only from the environment; nothing is hardcoded.", "Failing fast on a missing variable is intended; the deploy forgot to mount the secret.",
                        "The value is injected by the platform at runtime."]),
            pick([f"{lbl}은 환경변수에서만 옴. 하드코딩된 값 없음.", "변수 없으면 바로 죽는 건 의도된 동작. 배포에서 시크릿 마운트를 빠뜨린 것.", "값은 런타임에 플랫폼이 주입함."]))
    ask = L(lang, pick([f"Which secret store entry backs {lbl} in staging?", ""]), pick([f"스테이징에서 {lbl}은 어느 시크릿 항목에서 오나요?", ""]))
    return f"clean/env reference in code: {lg}", mc, les, ask


def c_secret_ref(lang):
    acct = dg(12)
    region = pick(["ap-northeast-2", "us-east-1", "eu-west-1", "ap-northeast-1"])
    name = pick(["prod/billing/db", "staging/api/stripe", "shared/slack-bot", "prod/payments/toss", "ml/openai"])
    refs = [
        ("aws secrets manager ARN", f"arn:aws:secretsmanager:{region}:{acct}:secret:{name}-{an(6)}"),
        ("aws ssm parameter", f"aws ssm get-parameter --name /{name} --with-decryption --query Parameter.Value --output text"),
        ("gcp secret manager", f"projects/{pick(['acme-prod', 'hanbit-data'])}/secrets/{name.replace('/', '-')}/versions/latest"),
        ("vault kv path", f"vault kv get -field=password secret/{name}"),
        ("1password reference", f"op://{pick(['Engineering', 'Infra', 'Payments'])}/{pick(['Postgres prod', 'Stripe live', 'Slack bot'])}/{pick(['password', 'credential', 'api key'])}"),
        ("azure key vault uri", f"https://kv-{pick(['prod', 'shared'])}-{lo(4)}.vault.azure.net/secrets/{name.split('/')[-1]}/{hx(32)}"),
        ("k8s secretKeyRef", f"env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: {name.split('/')[-1]}-credentials\n        key: password"),
        ("ExternalSecret", f"apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: api-secrets\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n    - secretKey: STRIPE_SECRET_KEY\n      remoteRef:\n        key: {name}\n        property: secret_key"),
        ("doppler run", f"doppler run --project {pick(PROJECTS)} --config prd -- node dist/server.js"),
        ("berglas reference", f"DB_PASSWORD=sm://{pick(['acme-prod', 'hanbit-data'])}/{name.replace('/', '-')}"),
        ("chamber exec", f"chamber exec {name.split('/')[1]} -- ./bin/worker"),
        ("ECS task definition secrets", jdump({"secrets": [{"name": "DB_PASSWORD", "valueFrom": f"arn:aws:ssm:{region}:{acct}:parameter/{name}/password"}]}, indent=2)),
        ("github actions secret", "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}"),
        ("terraform data source", f"data \"aws_secretsmanager_secret_version\" \"db\" {{\n  secret_id = \"{name}\"\n}}\n\npassword = jsondecode(data.aws_secretsmanager_secret_version.db.secret_string)[\"password\"]"),
    ]
    what, s = pick(refs)
    proj = pick(PROJECTS)
    mc = L(lang, pick([f"Found how {proj} resolves its credentials at runtime ({what}):", f"The user asked where the {proj} secret lives; it is referenced like this:",
                       f"Migration of {proj} to the secret manager is done; the config now only holds a reference:"]),
              pick([f"{proj}이 런타임에 크레덴셜을 어떻게 가져오는지 확인 ({what}):", f"사용자가 {proj} 시크릿 위치를 물어봄. 이렇게 참조하고 있음:",
                    f"{proj} secret manager 이전 완료. 설정엔 이제 참조만 있음:"]))
    mc += "\n" + fence(s)
    les = L(lang, pick(["The reference is safe to commit; access is controlled by IAM on the store.", "Rotation happens in the store; the app picks it up on restart.",
                        "Reading the value requires the runtime role, so local runs need a separate dev entry."]),
            pick(["참조는 커밋해도 안전함. 접근은 저장소 IAM으로 통제됨.", "로테이션은 저장소에서 하고 앱은 재시작 시 반영함.", "값 읽으려면 런타임 role이 필요해서 로컬은 dev 항목이 따로 있어야 함."]))
    ask = L(lang, pick(["Does the runtime role have read access in every region?", "Who can grant me read access to the dev entry?", ""]),
            pick(["런타임 role이 모든 리전에서 읽기 권한이 있나요?", "dev 항목 읽기 권한은 누가 줄 수 있나요?", ""]))
    return f"clean/secret manager reference: {what}", mc, les, ask


def clean_wrap(lang, intro_en, intro_ko, snip, les_en, les_ko, ask_en, ask_ko, lg=""):
    intro = L(lang, intro_en, intro_ko)
    les = L(lang, les_en, les_ko)
    ask = L(lang, ask_en, ask_ko)
    if chance(0.8):
        mc = intro + "\n" + fence(snip, lg)
    else:
        mc = intro
        les = les + "\n" + fence(snip, lg)
    if chance(0.12):
        ask = ""
    return mc, les, ask


def c_hashes(lang):
    st = R.randint(0, 11)
    proj = pick(PROJECTS)
    if st == 0:
        s = f"image: {pick(['ghcr.io/acme', 'registry.hanbit.kr/platform'])}/{proj}@sha256:{hx(64)}"
        what = "docker image digest"
    elif st == 1:
        s = "\n".join(f"{hx(64)}  {f}" for f in R.sample(["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz", "app-windows-amd64.zip", "checksums.txt.sig"], 3))
        what = "sha256sum output"
    elif st == 2:
        pk = pick(["lodash", "axios", "react-dom", "@tanstack/react-query", "zod", "date-fns"])
        s = f"\"node_modules/{pk}\": {{\n  \"version\": \"{R.randint(1, 9)}.{R.randint(0, 20)}.{R.randint(0, 9)}\",\n  \"resolved\": \"https://registry.npmjs.org/{pk}/-/{pk.split('/')[-1]}-1.0.0.tgz\",\n  \"integrity\": \"sha512-{b64(86)}==\"\n}}"
        what = "package-lock integrity"
    elif st == 3:
        mod = pick(["github.com/aws/aws-sdk-go-v2", "golang.org/x/crypto", "google.golang.org/grpc", "github.com/jackc/pgx/v5"])
        s = f"{mod} v1.{R.randint(0, 60)}.{R.randint(0, 9)} h1:{b64(43)}=\n{mod} v1.{R.randint(0, 60)}.{R.randint(0, 9)}/go.mod h1:{b64(43)}="
        what = "go.sum lines"
    elif st == 4:
        s = f"requests==2.32.3 \\\n    --hash=sha256:{hx(64)} \\\n    --hash=sha256:{hx(64)}"
        what = "pip --hash pins"
    elif st == 5:
        s = "\n".join(f"{hx(7)} {m}" for m in R.sample(["fix: retry on 429 from upstream", "chore: bump deps", "feat: add export endpoint",
                                                        "refactor: split settings module", "test: stabilize flaky e2e", "revert: payment timeout change"], 4))
        s = "$ git log --oneline -4\n" + s
        what = "git log short SHAs"
    elif st == 6:
        s = f"$ git rev-parse HEAD\n{hx(40)}\n$ git merge-base origin/main HEAD\n{hx(40)}"
        what = "git commit SHAs"
    elif st == 7:
        prov = pick(["hashicorp/aws", "hashicorp/google", "cloudflare/cloudflare"])
        s = f"provider \"registry.terraform.io/{prov}\" {{\n  version = \"5.{R.randint(0, 80)}.0\"\n  hashes = [\n    \"h1:{b64(43)}=\",\n    \"zh:{hx(64)}\",\n    \"zh:{hx(64)}\",\n  ]\n}}"
        what = "terraform lock hashes"
    elif st == 8:
        s = f"<script src=\"https://cdn.jsdelivr.net/npm/chart.js@4.4.1/dist/chart.umd.min.js\" integrity=\"sha384-{b64(64)}\" crossorigin=\"anonymous\"></script>"
        what = "subresource integrity"
    elif st == 9:
        s = f"[[package]]\nname = \"serde\"\nversion = \"1.0.{R.randint(150, 219)}\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"{hx(64)}\""
        what = "Cargo.lock checksum"
    elif st == 10:
        s = f"version https://git-lfs.github.com/spec/v1\noid sha256:{hx(64)}\nsize {R.randint(10**6, 10**9)}"
        what = "git LFS pointer"
    else:
        s = f"src = fetchFromGitHub {{\n  owner = \"acme\";\n  repo = \"{proj}\";\n  rev = \"{hx(40)}\";\n  hash = \"sha256-{b64(43)}=\";\n}};"
        what = "nix fetchFromGitHub hash"
    mc, les, ask = clean_wrap(lang,
                              pick([f"Build reproducibility check for {proj}; the pinned {what}:", f"CI failed with a checksum mismatch in {proj}. Relevant {what}:",
                                    f"Verifying the release artifacts of {proj} ({what}):"]),
                              pick([f"{proj} 빌드 재현성 확인. 고정된 {what}:", f"{proj} CI가 체크섬 불일치로 실패. 관련 {what}:", f"{proj} 릴리즈 아티팩트 검증 ({what}):"]),
                              s,
                              pick(["The mismatch came from a re-published upstream artifact; pinning by digest caught it.", "Hashes identify content; they are safe to share and should stay pinned.",
                                    "Update the pins in the same PR as the version bump, otherwise CI rejects it."]),
                              pick(["불일치 원인은 업스트림이 아티팩트를 재배포한 것. digest 고정 덕분에 잡힘.", "해시는 내용 식별자라 공유해도 되고 고정해 두는 게 맞음.",
                                    "버전 올릴 때 같은 PR에서 핀도 갱신해야 CI가 통과함."]),
                              pick(["Should we also pin base images by digest?", "Is there a bot that updates these pins?"]),
                              pick(["베이스 이미지도 digest로 고정할까요?", "이 핀들 자동으로 갱신하는 봇이 있나요?"]))
    return f"clean/hash: {what}", mc, les, ask


def c_ids_logs(lang):
    st = R.randint(0, 9)
    svc = pick(["checkout", "auth", "orders", "notifier", "search", "gateway"])
    if st == 0:
        s = "\n".join(f"{iso_ts()} level=error service={svc} trace_id={hx(32)} span_id={hx(16)} msg=\"upstream timeout\" duration_ms={R.randint(3000, 30000)}" for _ in range(3))
        what = "trace and span IDs"
    elif st == 1:
        s = f"HTTP/1.1 502 Bad Gateway\nx-request-id: {uuid4()}\nx-amzn-requestid: {uuid4()}\nx-amz-cf-id: {b64u(54)}==\nx-cache: Error from cloudfront"
        what = "request IDs in response headers"
    elif st == 2:
        s = f"{{\n  \"error\": {{\n    \"type\": \"card_error\",\n    \"code\": \"card_declined\",\n    \"request_log_url\": \"https://dashboard.stripe.com/logs/req_{an(14)}\",\n    \"charge\": \"ch_{an(24)}\",\n    \"payment_intent\": {{ \"id\": \"pi_{an(24)}\", \"customer\": \"cus_{an(14)}\" }}\n  }}\n}}"
        what = "Stripe object and request IDs"
    elif st == 3:
        s = f"Sentry event {hx(32)} (issue {pick(['ACME', 'WEB', 'API'])}-{R.randint(100, 9999)}), release {svc}@{R.randint(1, 5)}.{R.randint(0, 40)}.{R.randint(0, 9)}+{hx(7)}"
        what = "Sentry event ID"
    elif st == 4:
        s = f"2025-06-11 03:12:44 INFO  [{svc}] idempotency_key={uuid4()} order_id=ORD-{dg(10)} pg_tid=T{uhx(20)} status=APPROVED"
        what = "idempotency key and payment transaction IDs"
    elif st == 5:
        s = f"RequestId: {uuid4()}\nDuration: {R.randint(100, 9000)}.{R.randint(10, 99)} ms\tBilled Duration: {R.randint(100, 9000)} ms\tMemory Size: 512 MB\tMax Memory Used: {R.randint(80, 500)} MB\nXRAY TraceId: 1-{hx(8)}-{hx(24)}\tSegmentId: {hx(16)}\tSampled: true"
        what = "Lambda REPORT line"
    elif st == 6:
        s = f"x-ms-request-id: {uuid4()}\nx-ms-correlation-request-id: {uuid4()}\nx-ms-routing-request-id: KOREACENTRAL:{date_s().replace('-', '')}T031244Z:{uuid4()}"
        what = "Azure correlation IDs"
    elif st == 7:
        s = f"dd.trace_id={R.randint(10**18, 9 * 10**18)} dd.span_id={R.randint(10**18, 9 * 10**18)} dd.service={svc} dd.env=prod dd.version={hx(7)}"
        what = "Datadog trace correlation fields"
    elif st == 8:
        s = f"traceparent: 00-{hx(32)}-{hx(16)}-01\ntracestate: rojo=00f067aa0ba902b7"
        what = "W3C traceparent header"
    else:
        s = f"operation: projects/{pick(['acme-prod', 'hanbit-data'])}/locations/asia-northeast3/operations/operation-{dg(13)}-{hx(13)}-{hx(8)}-{hx(8)}\nstatus: RUNNING"
        what = "GCP long-running operation name"
    mc, les, ask = clean_wrap(lang,
                              pick([f"Correlating the {svc} incident across services; the identifiers from the logs ({what}):", f"User asked me to find the failing request in {svc}. Useful {what}:"]),
                              pick([f"{svc} 장애를 서비스 간에 연결해 보는 중. 로그의 식별자({what}):", f"사용자가 {svc}의 실패 요청을 찾아 달라고 함. 쓸만한 {what}:"]),
                              s,
                              pick(["Search by trace ID first; the request ID changes at the gateway.", "These IDs are safe to paste into tickets and are what support needs.",
                                    "The upstream vendor can look up the failure only with their own request ID."]),
                              pick(["trace ID로 먼저 검색할 것. request ID는 게이트웨이에서 바뀜.", "이 ID들은 티켓에 붙여도 되고 서포트가 필요로 하는 값임.",
                                    "업스트림 벤더는 자기네 request ID가 있어야 실패 건을 찾아줌."]),
                              pick(["Can the gateway propagate the incoming request ID?", "How long are traces retained?"]),
                              pick(["게이트웨이가 들어온 request ID를 그대로 전달하게 할 수 있나요?", "트레이스 보관 기간이 얼마인가요?"]))
    return f"clean/ids: {what}", mc, les, ask


def ssh_pub(kind=None):
    kind = kind or pick(["ed25519", "rsa", "ecdsa"])
    who = pick(["jdoe@laptop", "deploy@ci", "hskim@macbook", "ops@bastion", "github-actions"])
    if kind == "ed25519":
        return f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(43)} {who}"
    if kind == "ecdsa":
        return f"ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB{b64(87)}= {who}"
    return f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ{b64(200)}... {who}"


def c_pubkeys(lang):
    st = R.randint(0, 12)
    if st == 0:
        s = f"$ cat ~/.ssh/id_ed25519.pub\n{ssh_pub('ed25519')}"
        what = "ssh public key"
    elif st == 1:
        s = f"$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:{b64(43)} {pick(['jdoe@laptop', 'deploy@ci'])} (ED25519)"
        what = "ssh key fingerprint"
    elif st == 2:
        s = f"github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(43)}\n[git.internal]:2222 {ssh_pub('ecdsa').rsplit(' ', 1)[0]}"
        what = "known_hosts entries"
    elif st == 3:
        fp = uhx(40)
        s = f"pub   ed25519 2024-03-02 [SC] [expires: 2027-03-02]\n      {' '.join(fp[i:i + 4] for i in range(0, 40, 4))}\nuid           [ultimate] Release Bot <release@acme.io>\nsub   cv25519 2024-03-02 [E]"
        what = "GPG public key fingerprint"
    elif st == 4:
        body = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64(20)
        s = "-----BEGIN PUBLIC KEY-----\n" + body + "\n" + "\n".join(b64(64) for _ in range(4)) + "\n" + b64(6) + "IDAQAB\n-----END PUBLIC KEY-----"
        what = "PEM public key"
    elif st == 5:
        s = "-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIE" + b64(44) + "\n" + "\n".join(b64(64) for _ in range(4)) + "\n... (chain continues)\n-----END CERTIFICATE-----"
        what = "X.509 certificate (public)"
    elif st == 6:
        s = jdump({"keys": [{"kty": "RSA", "use": "sig", "kid": b64u(43), "alg": "RS256", "n": b64u(180) + "...", "e": "AQAB"}]}, indent=2)
        what = "JWKS public key set"
    elif st == 7:
        s = f"# recipients for sops\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: >-\n      age1{rs(BECH.lower().replace('1', ''), 58)},\n      age1{rs(BECH.lower().replace('1', ''), 58)}"
        what = "age recipients (public)"
    elif st == 8:
        s = f"[Peer]\n# office gateway\nPublicKey = {b64(43)}=\nEndpoint = vpn.acme.io:51820\nAllowedIPs = 10.0.0.0/8\nPersistentKeepalive = 25"
        what = "WireGuard peer public key"
    elif st == 9:
        s = f"selector1._domainkey.acme.io. 3600 IN TXT \"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{b64(120)}IDAQAB\""
        what = "DKIM DNS record (public key)"
    elif st == 10:
        s = f"SHA256 Fingerprint={':'.join(uhx(2) for _ in range(32))}\nnotAfter=Sep 14 23:59:59 2026 GMT"
        what = "TLS certificate fingerprint"
    elif st == 11:
        s = f"untrusted comment: minisign public key {uhx(16)}\nRWQ{b64(53)}"
        what = "minisign public key"
    else:
        s = f"DISCORD_APPLICATION_ID={dg(19)}\nDISCORD_PUBLIC_KEY={hx(64)}  # used to verify interaction signatures"
        what = "Discord application public key"
    proj = pick(PROJECTS)
    mc, les, ask = clean_wrap(lang,
                              pick([f"Granting access for the new deploy runner of {proj}; the {what} to register:", f"Verification setup for {proj} uses this {what}:",
                                    f"User sent their {what} so I could add it:"]),
                              pick([f"{proj} 새 배포 러너 접근 권한 부여 중. 등록할 {what}:", f"{proj} 검증 설정은 이 {what}를 씀:", f"사용자가 추가해 달라고 {what}를 보내줌:"]),
                              s,
                              pick(["Public halves and fingerprints are meant to be shared; the private half never left the runner.",
                                    "Compare fingerprints out of band before trusting a key.", "Only the public key goes into the repo; verification needs nothing else."]),
                              pick(["공개키랑 지문은 공유하라고 있는 것. 개인키는 러너 밖으로 나간 적 없음.", "키 신뢰하기 전에 지문을 별도 채널로 대조할 것.",
                                    "레포엔 공개키만 들어감. 검증엔 그거면 충분함."]),
                              pick(["Who approves new deploy keys?", "Should the old key be removed from authorized_keys?"]),
                              pick(["새 배포 키 승인은 누가 하나요?", "예전 키는 authorized_keys에서 지울까요?"]))
    return f"clean/public key: {what}", mc, les, ask


def c_cloud_ids(lang):
    st = R.randint(0, 10)
    acct = dg(12)
    if st == 0:
        s = f"arn:aws:iam::{acct}:role/{pick(['gh-actions-deploy', 'eks-node', 'lambda-exec'])}\narn:aws:kms:ap-northeast-2:{acct}:key/{uuid4()}"
        what = "AWS account ID, role ARN, KMS key ID"
    elif st == 1:
        s = f"AZURE_TENANT_ID={uuid4()}\nAZURE_SUBSCRIPTION_ID={uuid4()}\nAZURE_CLIENT_ID={uuid4()}  # federated credential, no secret"
        what = "Azure tenant/subscription/client IDs (OIDC)"
    elif st == 2:
        s = f"GOOGLE_CLIENT_ID={dg(12)}-{lan(32)}.apps.googleusercontent.com\nGOOGLE_PROJECT_NUMBER={dg(12)}"
        what = "Google OAuth client ID"
    elif st == 3:
        s = f"TWILIO_ACCOUNT_SID=AC{hx(32)}\nTWILIO_MESSAGING_SERVICE_SID=MG{hx(32)}\nTWILIO_FROM=+8210{dg(8)}"
        what = "Twilio SIDs"
    elif st == 4:
        s = f"SLACK_TEAM_ID=T{uan(10)}\nSLACK_ALERT_CHANNEL=C{uan(10)}\nSLACK_APP_ID=A{uan(10)}"
        what = "Slack team/channel/app IDs"
    elif st == 5:
        s = f"APPLE_TEAM_ID={uan(10)}\nASC_KEY_ID={uan(10)}\nASC_ISSUER_ID={uuid4()}\n# key file itself comes from the CI secret ASC_KEY_P8"
        what = "App Store Connect key ID and issuer"
    elif st == 6:
        s = f"github_app:\n  app_id: {R.randint(100000, 999999)}\n  installation_id: {R.randint(10**7, 10**8)}\n  client_id: Iv1.{hx(16)}"
        what = "GitHub App IDs"
    elif st == 7:
        s = f"ALGOLIA_APP_ID={uan(10)}\nALGOLIA_INDEX=products_{pick(['ko', 'ja', 'en'])}"
        what = "Algolia application ID"
    elif st == 8:
        s = f"resource \"aws_instance\" \"bastion\" {{\n  ami           = \"ami-{hx(17)}\"\n  subnet_id     = \"subnet-{hx(17)}\"\n  vpc_security_group_ids = [\"sg-{hx(17)}\"]\n}}"
        what = "AWS resource IDs"
    elif st == 9:
        s = f"AUTH0_DOMAIN=acme.jp.auth0.com\nAUTH0_CLIENT_ID={an(32)}  # SPA client, PKCE, no client secret\nAUTH0_AUDIENCE=https://api.acme.io"
        what = "Auth0 SPA client ID"
    else:
        s = f"OKTA_ISSUER=https://acme.okta.com/oauth2/default\nOKTA_CLIENT_ID=0oa{an(17)}\nREDIRECT_URI=https://app.acme.io/callback"
        what = "Okta client ID (PKCE)"
    proj = pick(PROJECTS)
    mc, les, ask = clean_wrap(lang,
                              pick([f"Wiring up {proj} in the new account. Identifiers needed ({what}):", f"Config diff for {proj} review; it only contains {what}:"]),
                              pick([f"새 계정에 {proj} 연결 중. 필요한 식별자({what}):", f"{proj} 리뷰용 설정 diff. {what}만 들어 있음:"]),
                              s,
                              pick(["These identifiers are not secret; access is granted by IAM / OIDC trust, not by knowing the ID.",
                                    "The app uses federation or PKCE, so there is no client secret to manage.", "IDs must match the target environment exactly; staging and prod differ."]),
                              pick(["이 식별자들은 비밀이 아님. 접근은 ID를 아는 게 아니라 IAM/OIDC 신뢰 관계로 결정됨.",
                                    "앱이 federation이나 PKCE를 써서 관리할 client secret이 없음.", "ID는 대상 환경이랑 정확히 맞아야 함. 스테이징이랑 prod가 다름."]),
                              pick(["Is the staging account ID documented anywhere?", "Who owns the trust policy for this role?"]),
                              pick(["스테이징 계정 ID가 어디 문서화돼 있나요?", "이 role의 trust policy는 누가 관리하나요?"]))
    return f"clean/identifiers: {what}", mc, les, ask


def c_base64_data(lang):
    st = R.randint(0, 6)
    if st == 0:
        raw = jdump({"featureFlags": {"newCheckout": True, "darkMode": False}, "region": "kr"})
        s = f"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web-flags\nbinaryData:\n  flags.json: {b64e(raw.encode())}"
        what = "ConfigMap binaryData (JSON flags)"
    elif st == 1:
        s = f"<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA{b64(60)}=\" alt=\"logo\">"
        what = "inline PNG data URI"
    elif st == 2:
        raw = "#cloud-config\npackage_update: true\npackages:\n  - nginx\n  - htop\nruncmd:\n  - systemctl enable --now nginx\n"
        s = f"user_data = \"{b64e(raw.encode())}\""
        what = "cloud-init user_data (base64)"
    elif st == 3:
        raw = jdump({"event": "order.created", "orderId": "ORD-" + dg(8), "amount": R.randint(1000, 90000), "currency": "KRW"})
        s = f"{{\"message\":{{\"data\":\"{b64e(raw.encode())}\",\"messageId\":\"{dg(16)}\",\"publishTime\":\"{iso_ts()}\"}},\"subscription\":\"projects/acme-prod/subscriptions/orders-push\"}}"
        what = "Pub/Sub push payload (base64 data)"
    elif st == 4:
        hdr = b64e(jdump({"alg": "RS256", "kid": hx(16), "typ": "JWT"}).encode(), url=True, pad=False)
        s = f"decoded header of the failing token:\n{hdr}\n=> {{\"alg\":\"RS256\",\"kid\":\"...\",\"typ\":\"JWT\"}}\n(the payload and signature were not captured)"
        what = "JWT header only (no payload/signature)"
    elif st == 5:
        raw = "apiVersion: v1\nclusters:\n- cluster:\n    server: https://10.0.0.1:6443\n  name: kind-dev\n"
        s = f"cluster-info (base64 of the public part): {b64e(raw.encode())}"
        what = "base64 of cluster endpoint config"
    else:
        msg = "hello from " + pick(PROJECTS)
        s = f"$ echo -n '{msg}' | base64\n{b64e(msg.encode())}\n$ echo '{b64e(b'ping')}' | base64 -d\nping"
        what = "base64 round-trip demo"
    mc, les, ask = clean_wrap(lang,
                              pick([f"Explaining to the user what this base64 blob is ({what}):", f"Decoded the blob in question; it is only {what}:"]),
                              pick([f"사용자에게 이 base64 덩어리가 뭔지 설명 ({what}):", f"문제의 base64를 디코딩해 봄. 그냥 {what}임:"]),
                              s,
                              pick(["Decoded content is ordinary configuration/data; nothing sensitive.", "Base64 here is transport encoding for binary-safe fields, not obfuscation."]),
                              pick(["디코딩하면 평범한 설정/데이터임. 민감한 내용 없음.", "여기 base64는 바이너리 안전하게 보내려는 전송 인코딩이지 난독화가 아님."]),
                              pick(["Should we store it as plain data instead?", "Is there a size limit for this field?"]),
                              pick(["그냥 평문 data로 저장하는 게 나을까요?", "이 필드 크기 제한이 있나요?"]))
    return f"clean/base64 non-secret: {what}", mc, les, ask


def c_versions(lang):
    st = R.randint(0, 8)
    proj = pick(PROJECTS)
    if st == 0:
        s = f"{proj} v{R.randint(1, 4)}.{R.randint(0, 30)}.{R.randint(0, 20)}-rc.{R.randint(1, 5)}+build.{dg(8)}.{hx(7)}"
        what = "semver with build metadata"
    elif st == 1:
        s = "$ docker ps --no-trunc --format '{{.ID}} {{.Image}}'\n" + "\n".join(f"{hx(64)} {pick(['api', 'worker', 'nginx'])}:{hx(7)}" for _ in range(2))
        what = "full container IDs"
    elif st == 2:
        s = "\n".join(f"{proj}-{hx(10)}-{lan(5)}   1/1   Running   {R.randint(0, 3)}   {R.randint(1, 50)}h" for _ in range(3))
        what = "pod names with template hashes"
    elif st == 3:
        s = f"dist/assets/index-{hx(8)}.js   {R.randint(100, 900)}.{R.randint(10, 99)} kB\ndist/assets/vendor-{hx(8)}.js  {R.randint(100, 900)}.{R.randint(10, 99)} kB\ndist/assets/index-{hx(8)}.css  {R.randint(10, 90)}.{R.randint(10, 99)} kB"
        what = "bundle chunk hashes"
    elif st == 4:
        s = f"CodeBuild build ID: {proj}-build:{uuid4()}\nGitHub run: https://github.com/acme/{proj}/actions/runs/{dg(11)}/job/{dg(11)}"
        what = "CI build and run IDs"
    elif st == 5:
        s = f"ipfs://bafybei{rs(LB32, 52)}\nCID v0: Qm{rs('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 44)}"
        what = "IPFS CIDs"
    elif st == 6:
        s = f"versionName \"{R.randint(1, 9)}.{R.randint(0, 20)}.{R.randint(0, 9)}\"\nversionCode {dg(8)}\nbuildConfigField \"String\", \"GIT_SHA\", \"\\\"{hx(40)}\\\"\""
        what = "Android version and git SHA"
    elif st == 7:
        s = f"wallet: 0x{hx(40)}\ntx: 0x{hx(64)}\nblock: {R.randint(18_000_000, 21_000_000)}"
        what = "Ethereum address and tx hash"
    else:
        s = f"resourceVersion: \"{dg(9)}\"\nuid: {uuid4()}\ngeneration: {R.randint(1, 40)}\nobservedGeneration: {R.randint(1, 40)}"
        what = "k8s object metadata"
    mc, les, ask = clean_wrap(lang,
                              pick([f"Pinning down exactly what is deployed for {proj} ({what}):", f"Release notes for {proj} needed the {what}:"]),
                              pick([f"{proj}에 정확히 뭐가 배포돼 있는지 확인 ({what}):", f"{proj} 릴리즈 노트에 {what}가 필요했음:"]),
                              s,
                              pick(["These identifiers are what the rollback script needs; they are not sensitive.", "Use the long form in scripts; short forms can collide."]),
                              pick(["롤백 스크립트가 필요로 하는 식별자들이고 민감하지 않음.", "스크립트에선 긴 형식을 쓸 것. 짧은 형식은 겹칠 수 있음."]),
                              pick(["Should the release page show the full build metadata?", "Do we keep old images for rollback?"]),
                              pick(["릴리즈 페이지에 빌드 메타데이터 전체를 보여줄까요?", "롤백용 예전 이미지는 보관하나요?"]))
    return f"clean/long identifiers: {what}", mc, les, ask


def c_policy(lang):
    st = R.randint(0, 7)
    if lang == "en":
        opts = [
            ("Password policy for the admin console: minimum 12 characters, checked against a breached-password list, no forced periodic rotation (NIST 800-63B). The old rule required rotation every 90 days.",
             "Forced rotation led people to increment a digit; length plus a denylist is the better control.", "Does the admin console still enforce the 90-day rotation anywhere?"),
            ("The signup form rejected long passphrases because the column was VARCHAR(20) before hashing. Moved hashing earlier; max length is now 128 characters.",
             "Limit the input length, not the hash column; bcrypt truncates at 72 bytes, so we pre-hash with SHA-256.", "Should we switch to argon2id while we're here?"),
            ("Security review asked whether we store passwords. We store only argon2id hashes (m=64MB, t=3, p=1) and never log the request body of /login.",
             "The audit passes as long as the login handler keeps the body out of logs.", ""),
            ("Denylist for new passwords includes common ones like 'qwerty123', '12345678' and the company name plus the year; the check runs server-side.",
             "Client-side checks alone were bypassed by the mobile app, which posts directly to the API.", "Where is the denylist maintained?"),
            ("The 'password' field in the API schema is write-only; GET /users never returns it, and the OpenAPI spec marks it writeOnly: true.",
             "Generated clients were exposing a `password` property on the read model; the writeOnly flag fixes codegen.", ""),
            ("Rotation runbook: generate the new DB password in the secret manager (never in a terminal), update the app via a rolling restart, then revoke the old one after 24h.",
             "Doing revoke before restart caused the outage last quarter.", "Can the rotation be automated with the manager's rotation Lambda?"),
            ("MFA policy: TOTP or WebAuthn required for all admin roles; SMS is allowed only as a fallback for customer accounts.",
             "Recovery codes are shown once at enrollment and stored hashed.", "Do service accounts need an exemption?"),
            ("API keys are shown once at creation, stored as SHA-256 hashes, and displayed afterwards only by prefix and last four characters.",
             "Support asked for a way to 'see the key again'; the answer is to issue a new one.", ""),
        ]
    else:
        opts = [
            ("관리자 콘솔 비밀번호 정책: 최소 12자, 유출 비밀번호 목록 대조, 주기적 강제 변경 없음(NIST 800-63B 기준). 예전엔 90일마다 변경이었음.",
             "강제 변경하면 다들 숫자 하나만 올림. 길이 + 금지 목록이 더 나은 통제.", "관리자 콘솔 어딘가에 90일 변경 규칙이 아직 남아 있나요?"),
            ("회원가입 폼이 긴 passphrase를 거부함. 해싱 전 컬럼이 VARCHAR(20)이었음. 해싱 위치를 앞으로 옮기고 최대 길이를 128자로 늘림.",
             "해시 컬럼이 아니라 입력 길이를 제한해야 함. bcrypt는 72바이트에서 잘리니 SHA-256으로 pre-hash 함.", "이참에 argon2id로 바꿀까요?"),
            ("보안 점검에서 비밀번호 저장 여부 질문. argon2id 해시(m=64MB, t=3, p=1)만 저장하고 /login 요청 바디는 로그에 안 남김.",
             "로그인 핸들러가 바디를 로그에 안 남기는 한 점검 통과.", ""),
            ("새 비밀번호 금지 목록에 'qwerty123', '12345678', 회사명+연도 같은 흔한 것들 포함. 검사는 서버에서 함.",
             "클라이언트 검사만 있을 땐 모바일 앱이 API로 바로 보내서 우회됐음.", "금지 목록은 어디서 관리하나요?"),
            ("API 스키마의 password 필드는 write-only. GET /users는 절대 반환 안 하고 OpenAPI에 writeOnly: true 표시.",
             "생성된 클라이언트가 조회 모델에 password 속성을 노출하고 있었음. writeOnly로 코드젠 해결.", ""),
            ("KISA 가이드 기준 비밀번호 규칙: 영문 대소문자/숫자/특수문자 중 2종류 이상 조합 시 10자리 이상, 3종류 이상이면 8자리 이상. 연속된 문자·생일은 금지.",
             "개인정보 안전성 확보조치 기준이랑 맞추려면 서버에서도 같은 규칙을 검사해야 함.", "기존 회원은 다음 로그인 때 변경 유도할까요?"),
            ("MFA 정책: 관리자 role은 TOTP나 WebAuthn 필수. SMS는 고객 계정 fallback으로만 허용.",
             "복구 코드는 등록 시 한 번만 보여주고 해시로 저장.", "서비스 계정은 예외가 필요한가요?"),
            ("API 키는 생성 시 한 번만 보여주고 SHA-256 해시로 저장. 이후엔 prefix와 마지막 4자리만 표시.",
             "CS팀이 '키 다시 보기' 기능을 요청했는데, 답은 새로 발급하는 것.", ""),
        ]
    mc, les, ask = opts[st]
    if chance(0.6):
        mc = L(lang, f"For {pick(PROJECTS)}: ", f"{pick(PROJECTS)} 관련: ") + mc
    return f"clean/password policy discussion #{st}", mc, les, ask


def c_pflags(lang):
    st = R.randint(0, 11)
    cmds = [
        (f"docker run -d --name api -p 8080:8080 -p 9090:9090 {pick(['acme/api', 'ghcr.io/acme/api'])}:{R.randint(1, 9)}.{R.randint(0, 30)}", "docker -p port mapping"),
        (f"ssh -p 2222 deploy@{ipv4_private()} 'df -h /var'", "ssh -p port"),
        ("mysql -u root -p -h 127.0.0.1 -P 3307\nEnter password:", "mysql -p prompt (no value) and -P port"),
        ("psql -h localhost -p 5433 -U postgres -W\nPassword for user postgres:", "psql -p port and -W prompt"),
        (f"scp -P 2222 ./dump.sql.gz ops@{ipv4_private()}:/tmp/", "scp -P port"),
        ("kubectl port-forward svc/grafana 3000:80 -n monitoring", "kubectl port-forward"),
        ("redis-cli -h 127.0.0.1 -p 6380 --latency", "redis-cli -p port"),
        ("mkdir -p build/out && cp -p config/*.yaml build/out/", "mkdir -p / cp -p"),
        ("pytest -p no:cacheprovider -p pytest_asyncio -k 'not slow'", "pytest -p plugin"),
        ("git add -p src/ && git commit -m 'fix: handle empty cart'", "git add -p"),
        (f"sudo strace -f -p {R.randint(1000, 65000)} -e trace=network", "strace -p pid"),
        ("openssl s_client -connect db.internal:5432 -starttls postgres </dev/null | openssl x509 -noout -dates", "openssl s_client (no key)"),
    ]
    s, what = cmds[st]
    proj = pick(PROJECTS)
    mc, les, ask = clean_wrap(lang,
                              pick([f"Local debugging of {proj}; the command I ended up using:", f"The runbook step for {proj} that confused me ({what}):"]),
                              pick([f"{proj} 로컬 디버깅. 최종적으로 쓴 명령:", f"{proj} 런북에서 헷갈렸던 단계 ({what}):"]),
                              s,
                              pick(["Here -p/-P is a port (or plugin/pid/parents); nothing secret is passed on the command line.",
                                    "The password prompt reads from the TTY, so nothing lands in shell history.", "Ports differ from the defaults because the local stack runs beside another project."]),
                              pick(["여기서 -p/-P는 포트(또는 플러그인/pid/상위 디렉터리)임. 명령줄에 비밀 값은 없음.", "비번 프롬프트는 TTY에서 읽어서 쉘 히스토리에 안 남음.",
                                    "로컬 스택이 다른 프로젝트랑 같이 떠 있어서 기본 포트랑 다름."]),
                              pick(["Should the runbook spell out which ports are used?", "Can we standardize local ports across projects?"]),
                              pick(["런북에 사용하는 포트를 명시할까요?", "프로젝트 간 로컬 포트를 통일할 수 있나요?"]), "bash")
    return f"clean/flags: {what}", mc, les, ask


def c_fixtures(lang):
    st = R.randint(0, 7)
    if st == 0:
        s = "[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nregion = us-east-1"
        what = "AWS documentation example keys in moto test config"
    elif st == 1:
        s = "@pytest.fixture\ndef stripe_key(monkeypatch):\n    monkeypatch.setenv(\"STRIPE_SECRET_KEY\", \"sk_test_FAKE_KEY_FOR_UNIT_TESTS\")"
        what = "obviously fake Stripe key in pytest fixture"
    elif st == 2:
        s = "const mockSession = {\n  user: { id: 'u_1', email: 'test@example.com' },\n  accessToken: 'fake-access-token',\n  expires: '2099-01-01T00:00:00Z',\n};"
        what = "mock session with fake token"
    elif st == 3:
        s = "func TestSign(t *testing.T) {\n\tsecret := []byte(\"test-secret-not-used-in-prod\")\n\tgot := Sign(secret, []byte(\"payload\"))\n\tif len(got) != 64 {\n\t\tt.Fatal(got)\n\t}\n}"
        what = "HMAC unit test with dummy secret"
    elif st == 4:
        s = "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: postgres\n      POSTGRES_USER: postgres\n    ports: [\"5432:5432\"]\n# only used by `make test`, container is thrown away"
        what = "throwaway test container default password"
    elif st == 5:
        s = "# .env.test\nJWT_SECRET=test\nOPENAI_API_KEY=sk-test-dummy\nSLACK_BOT_TOKEN=xoxb-test\nDATABASE_URL=postgres://postgres:postgres@localhost:5432/app_test"
        what = "dummy values in .env.test"
    elif st == 6:
        s = "it('masks tokens in logs', () => {\n  expect(mask('ghp_' + 'x'.repeat(36))).toBe('ghp_****');\n});"
        what = "masking test built from repeated x"
    else:
        s = "VCR cassette: headers.Authorization was filtered to '<FILTERED>' by filter_sensitive_data; body contains only fixture order ORD-00000001."
        what = "VCR cassette with filtered auth"
    proj = pick(PROJECTS)
    mc, les, ask = clean_wrap(lang,
                              pick([f"Test suite of {proj} needs these fixtures ({what}):", f"Secret scanner flagged a test file in {proj}; it is a fixture ({what}):"]),
                              pick([f"{proj} 테스트가 필요로 하는 fixture ({what}):", f"시크릿 스캐너가 {proj} 테스트 파일을 잡았는데 fixture임 ({what}):"]),
                              s,
                              pick(["Values are deliberately fake and only valid against mocks or a throwaway container.", "Added an allowlist entry for the scanner instead of changing the fixture."]),
                              pick(["값은 일부러 가짜고 mock이나 일회용 컨테이너에서만 유효함.", "fixture를 바꾸는 대신 스캐너 allowlist에 추가함."]),
                              pick(["Should fake values follow a naming convention so scanners can skip them?", "Can the scanner ignore tests/ entirely?"]),
                              pick(["스캐너가 건너뛸 수 있게 가짜 값 네이밍 규칙을 정할까요?", "스캐너가 tests/ 전체를 무시하게 할 수 있나요?"]))
    return f"clean/fake fixture: {what}", mc, les, ask


def c_masked(lang):
    st = R.randint(0, 8)
    if st == 0:
        s = (f"$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
             f"   profile                     prod           manual    --profile\naccess_key     ****************{uan(4)} shared-credentials-file\nsecret_key     ****************{an(4)} shared-credentials-file\n    region           ap-northeast-2      config-file    ~/.aws/config")
        what = "aws configure list (masked)"
    elif st == 1:
        s = "Run ./scripts/publish.sh\n  NPM_TOKEN: ***\n  SENTRY_AUTH_TOKEN: ***\n+ npm publish --access restricted\nnpm notice Publishing to https://registry.npmjs.org/ with tag latest"
        what = "GitHub Actions log with masked secrets"
    elif st == 2:
        s = "$ kubectl describe secret db-credentials -n prod\nName:         db-credentials\nType:         Opaque\n\nData\n====\npassword:  24 bytes\nusername:  3 bytes"
        what = "kubectl describe secret (sizes only)"
    elif st == 3:
        s = f"$ gh secret list\nNAME                 UPDATED\nNPM_TOKEN            about {R.randint(2, 11)} months ago\nPYPI_API_TOKEN       about 1 year ago\nSLACK_WEBHOOK_URL    {R.randint(2, 20)} days ago"
        what = "gh secret list (names only)"
    elif st == 4:
        s = f"$ vercel env ls\n  name                      value          environments\n  STRIPE_SECRET_KEY         Encrypted      Production\n  NEXT_PUBLIC_SITE_URL      Encrypted      Production, Preview"
        what = "vercel env ls"
    elif st == 5:
        s = f"OpenAI dashboard shows the key as sk-...{an(4)} (created {date_s()}, last used 2 days ago, project 'rag-prod')"
        what = "dashboard key hint (last four)"
    elif st == 6:
        s = "Authorization: Bearer [REDACTED]\nCookie: session=[REDACTED]\nX-Api-Key: ********"
        what = "redacted request headers"
    elif st == 7:
        s = f"2025-06-11T02:11:09Z INFO  db.connect url=postgresql://app:****@{hostname()}:5432/billing pool=20"
        what = "log with masked DB password"
    else:
        s = f"$ heroku config -a {pick(PROJECTS)} --json | jq 'map_values(\"<set>\")'\n{{\n  \"DATABASE_URL\": \"<set>\",\n  \"REDIS_URL\": \"<set>\",\n  \"STRIPE_SECRET_KEY\": \"<set>\"\n}}"
        what = "heroku config with values replaced by jq"
    proj = pick(PROJECTS)
    mc, les, ask = clean_wrap(lang,
                              pick([f"Confirming which credentials are configured for {proj} without printing them ({what}):", f"Checked the {proj} environment; output as shown ({what}):"]),
                              pick([f"{proj}에 어떤 크레덴셜이 설정돼 있는지 값은 안 찍고 확인 ({what}):", f"{proj} 환경 확인. 출력 그대로 ({what}):"]),
                              s,
                              pick(["Masked output is enough to confirm presence and recency; no value needs to be printed.", "The key hint matches the one in the vault, so the right key is deployed."]),
                              pick(["마스킹된 출력만으로 존재 여부랑 최근 변경은 확인 가능. 값을 찍을 필요 없음.", "키 힌트가 vault에 있는 것과 일치해서 올바른 키가 배포된 걸로 판단."]),
                              pick(["Is there a way to verify a key without using it?", "Who rotated the token last month?"]),
                              pick(["키를 쓰지 않고 검증하는 방법이 있나요?", "지난달 토큰은 누가 로테이션 했나요?"]))
    return f"clean/masked output: {what}", mc, les, ask


def c_publishable(lang):
    st = R.randint(0, 24)
    if st == 0:
        s, v, what = f"const stripe = await loadStripe('pk_live_51{an(97)}');", "Stripe", "Stripe publishable key in checkout.js"
    elif st == 1:
        pid = pick(["acme-app", "hanbit-mobile", "shop-web-prod"])
        s = (f"const firebaseConfig = {{\n  apiKey: \"AIza{b64u(35)}\",\n  authDomain: \"{pid}.firebaseapp.com\",\n  projectId: \"{pid}\",\n"
             f"  storageBucket: \"{pid}.appspot.com\",\n  messagingSenderId: \"{dg(12)}\",\n  appId: \"1:{dg(12)}:web:{hx(22)}\"\n}};")
        v, what = "Firebase", "Firebase web config (apiKey is a public identifier)"
    elif st == 2:
        s, v, what = f"Sentry.init({{ dsn: \"https://{hx(32)}@o{dg(6)}.ingest.sentry.io/{dg(7)}\", tracesSampleRate: 0.1 }});", "Sentry", "Sentry DSN in browser SDK"
    elif st == 3:
        user = pick(["acme-maps", "hanbit-geo"])
        mid = b64e(json.dumps({"u": user, "a": lan(25)}, separators=(",", ":")).encode(), url=True, pad=False)
        s, v, what = f"mapboxgl.accessToken = 'pk.{mid}.{b64u(22)}';", "Mapbox", "Mapbox public token (pk.)"
    elif st == 4:
        ref = lo(20)
        anon = jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": 1710000000 + R.randint(0, 9999999), "exp": 2025000000 + R.randint(0, 9999999)})
        s, v, what = f"NEXT_PUBLIC_SUPABASE_URL=https://{ref}.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY={anon}", "Supabase", "Supabase anon key (RLS enforced)"
    elif st == 5:
        s, v, what = f"posthog.init('phc_{an(43)}', {{ api_host: 'https://eu.i.posthog.com' }})", "PostHog", "PostHog project API key"
    elif st == 6:
        s, v, what = f"<script src=\"https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js\"></script>\n<script>Kakao.init('{hx(32)}');</script>", "Kakao", "Kakao JavaScript key (domain-restricted)"
    elif st == 7:
        s, v, what = f"const tossPayments = TossPayments('live_ck_{an(28)}');", "Toss Payments", "Toss Payments client key"
    elif st == 8:
        dom = pick(["clerk.acme.io", "clerk.hanbit.kr"])
        s, v, what = f"NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_{b64e((dom + '$').encode(), pad=False)}", "Clerk", "Clerk publishable key"
    elif st == 9:
        s, v, what = f"const searchClient = algoliasearch('{uan(10)}', '{hx(32)}'); // search-only key", "Algolia", "Algolia search-only API key"
    elif st == 10:
        s, v, what = f"<div class=\"g-recaptcha\" data-sitekey=\"6L{b64u(38)}\"></div>", "Google reCAPTCHA", "reCAPTCHA site key"
    elif st == 11:
        s, v, what = f"<div class=\"h-captcha\" data-sitekey=\"{uuid4()}\"></div>", "hCaptcha", "hCaptcha sitekey"
    elif st == 12:
        s, v, what = f"analytics.load(\"{an(32)}\");  // Segment write key for the web source", "Segment", "Segment browser write key"
    elif st == 13:
        s, v, what = f"mixpanel.init(\"{hx(32)}\", {{ track_pageview: true }});", "Mixpanel", "Mixpanel project token"
    elif st == 14:
        s, v, what = f"const ldClient = LDClient.initialize('{hx(24)}', context);  // client-side ID", "LaunchDarkly", "LaunchDarkly client-side ID"
    elif st == 15:
        s, v, what = f"datadogRum.init({{\n  applicationId: '{uuid4()}',\n  clientToken: 'pub{hx(32)}',\n  site: 'ap1.datadoghq.com',\n  service: 'web',\n}});", "Datadog", "Datadog RUM client token"
    elif st == 16:
        s, v, what = f"braintree.client.create({{ authorization: 'production_{lan(8)}_{lan(16)}' }});", "Braintree", "Braintree tokenization key"
    elif st == 17:
        s, v, what = f"const checkout = await AdyenCheckout({{ clientKey: 'live_{uan(32)}', environment: 'live' }});", "Adyen", "Adyen client key"
    elif st == 18:
        s, v, what = f"Paddle.Initialize({{ token: 'live_{hx(27)}' }});", "Paddle", "Paddle client-side token"
    elif st == 19:
        s, v, what = f"<script src=\"https://www.paypal.com/sdk/js?client-id=A{b64u(79)}&currency=USD\"></script>", "PayPal", "PayPal JS SDK client-id"
    elif st == 20:
        s, v, what = f"const payments = Square.payments('sq0idp-{b64u(22)}', '{'L' + uan(12)}');", "Square", "Square application ID"
    elif st == 21:
        s, v, what = f"<script src=\"https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId={lan(10)}\"></script>", "Naver Cloud Platform", "Naver Maps client key ID"
    elif st == 22:
        s, v, what = f"const response = await PortOne.requestPayment({{\n  storeId: 'store-{uuid4()}',\n  channelKey: 'channel-key-{uuid4()}',\n  paymentId: `pay-${{crypto.randomUUID()}}`,\n  orderName: '정기 구독',\n  totalAmount: 9900,\n  currency: 'CURRENCY_KRW',\n}});", "PortOne", "PortOne V2 storeId/channelKey"
    elif st == 23:
        s, v, what = f"<div class=\"cf-turnstile\" data-sitekey=\"0x4AAAAAAA{b64u(12)}\" data-callback=\"onVerified\"></div>", "Cloudflare Turnstile", "Turnstile site key"
    else:
        s, v, what = f"<script>window.NREUM||(NREUM={{}});NREUM.loader_config={{accountID:\"{dg(7)}\",licenseKey:\"NRJS-{hx(19)}\",applicationID:\"{dg(9)}\"}}</script>", "New Relic", "New Relic browser key (NRJS)"
    proj = pick(PROJECTS)
    mc, les, ask = clean_wrap(lang,
                              pick([f"Secret scanner flagged the frontend of {proj}; the flagged line ({what}):", f"Reviewing what the {proj} web bundle exposes to browsers ({what}):",
                                    f"User worried a key leaked in the {proj} HTML source; it is this one ({what}):"]),
                              pick([f"시크릿 스캐너가 {proj} 프론트엔드를 잡음. 걸린 라인 ({what}):", f"{proj} 웹 번들이 브라우저에 노출하는 값 검토 ({what}):",
                                    f"사용자가 {proj} HTML 소스에 키가 샜다고 걱정함. 해당 값 ({what}):"]),
                              s,
                              pick([f"{v} documents this value as public and meant for client-side code; the secret counterpart stays on the server.",
                                    "Publishable/client keys are safe in the bundle; protection comes from domain restrictions and server-side checks.",
                                    "Marked as a false positive in the scanner with a reference to the vendor docs."]),
                              pick([f"{v} 문서상 이 값은 공개용이고 클라이언트 코드에 넣는 것. 대응되는 시크릿 키는 서버에만 있음.",
                                    "publishable/client 키는 번들에 있어도 됨. 보호는 도메인 제한과 서버 검증으로 함.",
                                    "벤더 문서 링크 달아서 스캐너에서 오탐 처리함."]),
                              pick(["Are domain restrictions configured for this key?", "Should the scanner allowlist publishable prefixes?"]),
                              pick(["이 키에 도메인 제한이 설정돼 있나요?", "스캐너에 publishable prefix allowlist를 넣을까요?"]))
    return f"clean/publishable: {what} [{v}] [publishable]", mc, les, ask


def c_lookalike(lang):
    st = R.randint(0, 11)
    if st == 0:
        s = ("[[rules]]\nid = \"github-pat\"\nregex = '''ghp_[0-9a-zA-Z]{36}'''\n\n[[rules]]\nid = \"aws-access-key\"\nregex = '''(AKIA|ASIA)[0-9A-Z]{16}'''\n\n"
             "[[rules]]\nid = \"stripe-live\"\nregex = '''(sk|rk)_live_[0-9a-zA-Z]{24,99}'''")
        what = "gitleaks rules (regex only)"
    elif st == 1:
        s = (f"remote: error: GH013: Repository rule violations found for refs/heads/main.\nremote: - GITHUB PUSH PROTECTION\nremote:   —— GitHub Personal Access Token ——\n"
             f"remote:     locations:\nremote:       - commit: {hx(40)}\nremote:         path: config/dev.env:3")
        what = "GitHub push protection message (no value)"
    elif st == 2:
        s = f"resp = client.chat.completions.create(model=\"gpt-4o-mini\", max_tokens={pick([256, 1024, 4096])}, temperature=0.2, messages=msgs)\nprint(resp.usage.prompt_tokens, resp.usage.completion_tokens)"
        what = "max_tokens / token usage"
    elif st == 3:
        s = jdump({"issuer": "https://sso.acme.io", "token_endpoint": "https://sso.acme.io/oauth2/token",
                   "token_endpoint_auth_methods_supported": ["client_secret_basic", "client_secret_post", "private_key_jwt"],
                   "jwks_uri": "https://sso.acme.io/.well-known/jwks.json", "code_challenge_methods_supported": ["S256"]}, indent=2)
        what = "OIDC discovery metadata"
    elif st == 4:
        s = "CREATE TABLE api_keys (\n  id            bigserial PRIMARY KEY,\n  prefix        varchar(12) NOT NULL,\n  key_hash      char(64)    NOT NULL,\n  last_four     char(4)     NOT NULL,\n  revoked_at    timestamptz\n);"
        what = "schema for hashed API keys"
    elif st == 5:
        s = "variable \"db_password\" {\n  type      = string\n  sensitive = true\n}\n\noutput \"db_endpoint\" {\n  value = aws_db_instance.main.address\n}"
        what = "terraform sensitive variable declaration"
    elif st == 6:
        s = "<input type=\"password\" name=\"password\" autocomplete=\"current-password\" minlength=\"12\" required>\n<input type=\"text\" name=\"otp\" inputmode=\"numeric\" autocomplete=\"one-time-code\">"
        what = "HTML password and OTP inputs"
    elif st == 7:
        s = "spec:\n  tls:\n    - hosts: [api.acme.io]\n      secretName: api-acme-io-tls\n  serviceAccountName: api\n  automountServiceAccountToken: false"
        what = "k8s secretName / SA token settings"
    elif st == 8:
        s = "# .gitignore\n.env\n.env.*\n!.env.example\n*.pem\n*.p12\nid_rsa*\nsecrets/\nconfig/master.key"
        what = ".gitignore for secret files"
    elif st == 9:
        s = f"GET /authorize?response_type=code&client_id=web-app&redirect_uri=https%3A%2F%2Fapp.acme.io%2Fcb&code_challenge={b64u(43)}&code_challenge_method=S256&scope=openid%20profile"
        what = "PKCE authorize URL (challenge only)"
    elif st == 10:
        s = "Stripe::AuthenticationError: Invalid API Key provided: sk_live_********************" + an(4)
        what = "error message with masked key"
    else:
        s = "class TokenBucket:\n    def __init__(self, rate: float, capacity: int):\n        self.tokens = capacity\n        self.rate = rate\n\n    def take(self, n: int = 1) -> bool:\n        ..."
        what = "token bucket rate limiter"
    proj = pick(PROJECTS)
    mc, les, ask = clean_wrap(lang,
                              pick([f"Notes on the {what} in {proj}:", f"The user asked whether this is a leak ({what}):", f"Relevant snippet from {proj} ({what}):"]),
                              pick([f"{proj}의 {what} 관련 메모:", f"사용자가 이게 유출인지 물어봄 ({what}):", f"{proj}의 관련 코드 ({what}):"]),
                              s,
                              pick(["Nothing here is a credential: only names, patterns, settings and masked output.", "The word 'token'/'secret' here is about structure, not a value.",
                                    "This is the intended pattern; values never appear in the repo."]),
                              pick(["여기엔 크레덴셜이 없음. 이름, 패턴, 설정, 마스킹된 출력뿐.", "여기서 token/secret은 구조를 말하는 거지 값이 아님.",
                                    "의도된 패턴임. 실제 값은 레포에 안 나타남."]),
                              pick(["Should this be documented in the security guide?", "Does the scanner need an exception for this file?"]),
                              pick(["보안 가이드에 정리해 둘까요?", "이 파일에 스캐너 예외가 필요한가요?"]))
    return f"clean/lookalike: {what}", mc, les, ask


def c_encrypted(lang):
    st = R.randint(0, 4)
    if st == 0:
        enc = lambda n: f"ENC[AES256_GCM,data:{b64(n)}=,iv:{b64(43)}=,tag:{b64(22)}==,type:str]"
        s = f"db:\n  user: app\n  password: {enc(22)}\nstripe:\n  secret_key: {enc(42)}\nsops:\n  age:\n    - recipient: age1{rs(BECH.lower().replace('1', ''), 58)}\n  lastmodified: \"{iso_ts()}\"\n  version: 3.8.1"
        what = "SOPS-encrypted YAML"
    elif st == 1:
        s = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hx(80) for _ in range(4)) + "\n" + hx(R.randint(20, 60))
        what = "ansible-vault encrypted file"
    elif st == 2:
        s = f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: api-secrets\n  namespace: prod\nspec:\n  encryptedData:\n    STRIPE_SECRET_KEY: AgB{b64(200)}==\n    DB_PASSWORD: AgC{b64(160)}=="
        what = "SealedSecret encryptedData"
    elif st == 3:
        s = f"$ cat config/credentials/production.yml.enc\n{b64(120)}--{b64(22)}--{b64(22)}=="
        what = "Rails encrypted credentials file"
    else:
        s = f"CiphertextBlob: AQICAHh{b64(150)}=="
        what = "KMS ciphertext blob"
    proj = pick(PROJECTS)
    mc, les, ask = clean_wrap(lang,
                              pick([f"{proj} commits its secrets only in encrypted form ({what}):", f"Scanner flagged an encrypted file in {proj} ({what}):"]),
                              pick([f"{proj}은 시크릿을 암호화된 형태로만 커밋함 ({what}):", f"스캐너가 {proj}의 암호화 파일을 잡음 ({what}):"]),
                              s,
                              pick(["Ciphertext is designed to live in git; decryption needs the key held by the cluster/CI, which is not in the repo.",
                                    "Only the decryption key is sensitive, and it is managed outside the repo."]),
                              pick(["암호문은 git에 두라고 만든 것. 복호화 키는 클러스터/CI에 있고 레포엔 없음.", "민감한 건 복호화 키뿐이고 그건 레포 밖에서 관리됨."]),
                              pick(["Who can decrypt this in an emergency?", "Is the decryption key backed up?"]),
                              pick(["긴급 상황에 이걸 복호화할 수 있는 사람이 누구인가요?", "복호화 키는 백업돼 있나요?"]))
    return f"clean/encrypted at rest in git: {what}", mc, les, ask


PLAIN = [
    ("Tests in {proj} were flaky because CI runs in UTC while the assertion assumed Asia/Seoul midnight.",
     "Freeze time and set TZ explicitly in tests that touch dates.", "Should the CI image set TZ=Asia/Seoul globally?",
     "{proj} 테스트가 flaky 했던 이유: CI는 UTC인데 assertion이 한국 시간 자정을 가정함.",
     "날짜 다루는 테스트는 시간을 고정하고 TZ를 명시할 것.", "CI 이미지에 TZ=Asia/Seoul을 전역으로 둘까요?"),
    ("The {proj} build broke after moving from Node 18 to 20: a native dependency needs python3 with setuptools for node-gyp.",
     "Install python3-setuptools in the builder image before `npm ci`.", "Can we drop the native dependency entirely?",
     "{proj}를 Node 18에서 20으로 올리니 빌드 깨짐. 네이티브 의존성이 node-gyp 때문에 python3 setuptools를 요구함.",
     "빌더 이미지에서 `npm ci` 전에 python3-setuptools 설치할 것.", "그 네이티브 의존성을 아예 뺄 수 있을까요?"),
    ("Migration {n} locked the orders table for about {m} minutes: ADD COLUMN with a default rewrote the table on MySQL 5.7.",
     "Use online DDL (ALGORITHM=INPLACE) or add the column nullable and backfill in batches.", "Is there a maintenance window for schema changes?",
     "마이그레이션 {n}이 orders 테이블을 약 {m}분 잠금. MySQL 5.7에서 default 있는 ADD COLUMN이 테이블을 다시 씀.",
     "online DDL(ALGORITHM=INPLACE)을 쓰거나 nullable로 추가하고 배치로 채울 것.", "스키마 변경용 점검 시간대가 따로 있나요?"),
    ("Korean filenames uploaded from macOS were NFD-normalized, so search by name in {proj} never matched NFC input.",
     "Normalize to NFC on upload and when querying.", "Should we migrate existing object names?",
     "macOS에서 올린 한글 파일명이 NFD로 저장돼서 {proj} 이름 검색이 NFC 입력이랑 안 맞았음.",
     "업로드할 때랑 검색할 때 둘 다 NFC로 정규화할 것.", "기존 객체 이름도 마이그레이션 할까요?"),
    ("Pagination in {proj} returned duplicate rows because sorting used created_at alone and many rows share a timestamp.",
     "Add the primary key as a tiebreaker and use keyset pagination.", "",
     "{proj} 페이지네이션에서 중복 행이 나옴. created_at만으로 정렬하는데 같은 시각 행이 많음.",
     "PK를 tiebreaker로 넣고 keyset 페이지네이션으로 바꿀 것.", ""),
    ("Docker builds for {proj} took {m} minutes because `COPY . .` came before `npm ci`, invalidating the dependency layer on every change.",
     "Copy package*.json first, install, then copy the source.", "Can we enable the registry cache in CI as well?",
     "{proj} 도커 빌드가 {m}분 걸림. `COPY . .`이 `npm ci`보다 앞에 있어서 변경마다 의존성 레이어가 깨짐.",
     "package*.json 먼저 복사하고 설치한 다음 소스를 복사할 것.", "CI에서도 레지스트리 캐시 켤 수 있나요?"),
    ("The {proj} CronJob ran twice at midnight: concurrencyPolicy defaults to Allow and the previous run was still going.",
     "Set concurrencyPolicy: Forbid and startingDeadlineSeconds.", "Should the job itself take a lock too?",
     "{proj} CronJob이 자정에 두 번 돌았음. concurrencyPolicy 기본값이 Allow라서 이전 실행이 안 끝난 상태에서 또 뜸.",
     "concurrencyPolicy: Forbid랑 startingDeadlineSeconds 설정할 것.", "잡 자체에서도 락을 잡아야 할까요?"),
    ("Korean search quality in {proj} was poor because the index used the standard analyzer; switching to nori fixed compound nouns.",
     "Reindex with the nori tokenizer and a user dictionary for product names.", "Who maintains the user dictionary?",
     "{proj} 한국어 검색 품질이 낮았던 건 standard analyzer 때문. nori로 바꾸니 복합명사 문제 해결.",
     "nori tokenizer랑 상품명 사용자 사전으로 재색인할 것.", "사용자 사전은 누가 관리하나요?"),
    ("The partner CSV for {proj} is CP949, not UTF-8; the importer crashed on the first Hangul row.",
     "Detect encoding or decode as cp949 explicitly for that partner.", "Can the partner send UTF-8 instead?",
     "{proj} 파트너 CSV가 UTF-8이 아니라 CP949임. 첫 한글 행에서 임포터가 죽음.",
     "인코딩 감지하거나 해당 파트너는 cp949로 명시적으로 디코딩할 것.", "파트너가 UTF-8로 보내줄 수 있을까요?"),
    ("Memory of the {proj} worker grew until OOM because of an unbounded lru_cache on a function keyed by request objects.",
     "Bound the cache and key it by IDs, not objects.", "",
     "{proj} 워커 메모리가 OOM까지 계속 증가. request 객체를 키로 쓰는 함수에 크기 제한 없는 lru_cache가 걸려 있었음.",
     "캐시 크기를 제한하고 객체 말고 ID를 키로 쓸 것.", ""),
    ("Clients of {proj} ignored Retry-After on 429 and retried immediately, making the overload worse.",
     "Honor Retry-After and add jittered exponential backoff in the SDK.", "Can we publish the SDK fix to all consumers?",
     "{proj} 클라이언트가 429의 Retry-After를 무시하고 바로 재시도해서 과부하를 키움.",
     "SDK에서 Retry-After를 지키고 jitter 있는 지수 백오프를 넣을 것.", "SDK 수정판을 모든 사용처에 배포할 수 있나요?"),
    ("`terraform plan` for {proj} wanted to replace the RDS instance because engine_version drifted after an auto minor upgrade.",
     "Pin only the major version or set lifecycle ignore_changes for engine_version.", "Are auto minor upgrades intended?",
     "{proj} `terraform plan`이 RDS 인스턴스를 교체하려 함. 자동 마이너 업그레이드로 engine_version이 달라짐.",
     "메이저 버전만 고정하거나 engine_version에 ignore_changes를 걸 것.", "자동 마이너 업그레이드는 의도된 건가요?"),
    ("The iOS build of {proj} failed after the Xcode update because a pod still targets iOS 11.",
     "Raise the deployment target in the Podfile post_install hook.", "",
     "Xcode 업데이트 후 {proj} iOS 빌드 실패. pod 하나가 아직 iOS 11을 타깃으로 함.",
     "Podfile post_install 훅에서 deployment target을 올릴 것.", ""),
    ("Helm upgrade of {proj} failed with 'field is immutable' because the chart changed spec.selector labels.",
     "Selector changes need a delete/recreate of the Deployment; keep selectors stable.", "Is a short downtime acceptable for this service?",
     "{proj} helm upgrade가 'field is immutable'로 실패. 차트가 spec.selector 라벨을 바꿨음.",
     "selector 바꾸려면 Deployment를 지우고 다시 만들어야 함. selector는 고정할 것.", "이 서비스 잠깐 다운타임 괜찮나요?"),
    ("The daily DAG in {proj} overlapped with a backfill and double-counted revenue for {n} days.",
     "Set max_active_runs=1 and make the load idempotent per partition.", "Who signs off on corrected revenue numbers?",
     "{proj} 일간 DAG가 백필이랑 겹쳐서 {n}일치 매출이 두 번 집계됨.",
     "max_active_runs=1로 두고 파티션 단위로 멱등하게 적재할 것.", "정정된 매출 수치는 누가 승인하나요?"),
    ("An alert in {proj} flapped all night because the rule had `for: 0m` on a noisy latency metric.",
     "Use `for: 10m` and alert on p95 over a window instead of instant values.", "",
     "{proj} 알림이 밤새 깜빡임. 노이즈 많은 지연 지표 규칙에 `for: 0m`이 걸려 있었음.",
     "`for: 10m`으로 하고 순간값 말고 구간 p95로 알릴 것.", ""),
    ("Prices in {proj} showed decimals for KRW because the formatter used the default currency digits.",
     "Use Intl.NumberFormat('ko-KR', {{ style: 'currency', currency: 'KRW' }}), which has 0 fraction digits.", "",
     "{proj}에서 원화 가격에 소수점이 나옴. 포매터가 기본 통화 자릿수를 썼음.",
     "Intl.NumberFormat('ko-KR', {{ style: 'currency', currency: 'KRW' }})를 쓰면 소수점 0자리.", ""),
    ("The admin list page of {proj} issued {n} queries per request: an N+1 on the foreign key to customers.",
     "Add select_related('customer') in the admin queryset.", "Should we add a query-count test?",
     "{proj} 관리자 목록 페이지가 요청당 쿼리 {n}개를 날림. customers FK에서 N+1.",
     "admin queryset에 select_related('customer') 추가.", "쿼리 개수 테스트를 추가할까요?"),
    ("Consumers in {proj} kept rebalancing because processing a batch took longer than max.poll.interval.ms.",
     "Lower max.poll.records or move slow work off the poll loop.", "What lag is acceptable for this topic?",
     "{proj} 컨슈머가 계속 리밸런싱됨. 배치 처리 시간이 max.poll.interval.ms보다 김.",
     "max.poll.records를 줄이거나 느린 작업을 poll 루프 밖으로 뺄 것.", "이 토픽은 어느 정도 lag까지 허용되나요?"),
    ("Uploads over 1 MB to {proj} failed with 413 at nginx, not at the app.",
     "Set client_max_body_size in the ingress annotation as well as the app limit.", "",
     "{proj}에 1MB 넘는 업로드가 앱이 아니라 nginx에서 413으로 실패.",
     "앱 제한이랑 같이 ingress annotation에 client_max_body_size도 설정할 것.", ""),
    ("On-demand revalidation in {proj} did nothing on preview deployments; it only works on production.",
     "Test ISR behaviour against a production-like deployment.", "Is there a staging project with production settings?",
     "{proj}의 on-demand revalidation이 preview 배포에선 동작 안 함. production에서만 됨.",
     "ISR 동작은 production과 같은 환경에서 테스트할 것.", "production 설정이랑 같은 스테이징 프로젝트가 있나요?"),
    ("The user asked for a summary of the {proj} architecture; the missing piece was that events go through SQS before the worker, not directly.",
     "Draw the queue in the diagram; people keep assuming synchronous calls.", "",
     "사용자가 {proj} 아키텍처 요약을 요청. 몰랐던 부분: 이벤트가 워커로 바로 가는 게 아니라 SQS를 거침.",
     "다이어그램에 큐를 그려 넣을 것. 다들 동기 호출이라고 착각함.", ""),
    ("Python 3.12 in {proj} dropped distutils; an old build script imported it.",
     "Replace distutils with setuptools / shutil equivalents.", "Are there other services still on 3.8?",
     "{proj}에서 Python 3.12로 올리니 distutils가 없어짐. 예전 빌드 스크립트가 import 하고 있었음.",
     "distutils는 setuptools/shutil 대응 함수로 바꿀 것.", "아직 3.8 쓰는 다른 서비스가 있나요?"),
    ("The code review convention for {proj} is squash merge with Conventional Commit titles; my PR was blocked by the title check.",
     "Use `fix:`/`feat:` prefixes in the PR title, not only in commits.", "",
     "{proj} 코드 리뷰 규칙은 squash merge + Conventional Commit 제목. 내 PR이 제목 검사에서 막힘.",
     "커밋뿐 아니라 PR 제목에도 `fix:`/`feat:` prefix 붙일 것.", ""),
    ("Feature flag evaluation in {proj} happened before the user context loaded, so everyone got the default variant.",
     "Wait for the identify call before rendering flagged components.", "Should SSR evaluate flags server-side instead?",
     "{proj}에서 유저 컨텍스트 로드 전에 feature flag를 평가해서 모두 기본 variant를 받음.",
     "identify 호출 끝난 뒤에 플래그 걸린 컴포넌트를 렌더링할 것.", "SSR에서 서버 쪽으로 플래그를 평가할까요?"),
    ("Disk on the {proj} build agent filled up with {n} GB of old Docker images.",
     "Add `docker system prune --filter until=72h` to the nightly maintenance job.", "",
     "{proj} 빌드 에이전트 디스크가 오래된 도커 이미지 {n}GB로 가득 참.",
     "야간 정리 잡에 `docker system prune --filter until=72h` 추가.", ""),
]


def c_plain(lang):
    i = R.randrange(len(PLAIN))
    e = PLAIN[i]
    kw = dict(proj=pick(PROJECTS), n=R.randint(2, 60), m=R.randint(3, 25))
    mc, les, ask = (e[0:3] if lang == "en" else e[3:6])
    mc, les, ask = mc.format(**kw), les.format(**kw), ask.format(**kw)
    if chance(0.1):
        les = ""
    return f"clean/plain: engineering note #{i}", mc, les, ask


# ================================================================ assembly
SECRET_PLAN = [("multi_env", t_multi_env, 33), ("db_url", t_db_url, 12), ("shell_pw", t_shell_pw, 12), ("basic", t_basic, 6),
               ("human_pw", t_human_pw, 10), ("recovery", t_recovery, 7), ("totp", t_totp, 5), ("seed_phrase", t_seed_phrase, 4),
               ("pem", t_pem, 8), ("sa_json", t_sa_json, 3), ("kubeconfig", t_kubeconfig, 3), ("signing", t_signing, 10),
               ("cookie", t_cookie, 7), ("signed_url", t_signed_url, 7), ("webhook", t_webhook, 9), ("wrapped", t_wrapped, 6),
               ("trace", t_trace, 5), ("b64_secret", t_b64_secret, 5), ("pkg_config", t_pkg_config, 8), ("cli_output", t_cli_output, 8),
               ("network", t_network, 6), ("sql", t_sql, 4), ("ansible", t_ansible, 4), ("code_pw", t_code_pw, 5),
               ("powershell", t_powershell, 3), ("smtp", t_smtp, 5), ("oauth_resp", t_oauth_resp, 3), ("chat", t_chat, 4),
               ("table_accounts", t_table_accounts, 3), ("diff_rotation", t_diff_rotation, 3), ("mobile", t_mobile, 3),
               ("bearer", t_bearer, 4), ("korea", t_korea, 6)]
CLEAN_PLAN = [("placeholder", c_placeholder, 40), ("envref", c_envref, 24), ("code_envref", c_code_envref, 12),
              ("secret_ref", c_secret_ref, 16), ("hashes", c_hashes, 18), ("ids_logs", c_ids_logs, 16), ("pubkeys", c_pubkeys, 16),
              ("cloud_ids", c_cloud_ids, 14), ("base64_data", c_base64_data, 8), ("versions", c_versions, 10), ("policy", c_policy, 10),
              ("pflags", c_pflags, 12), ("fixtures", c_fixtures, 10), ("masked", c_masked, 12), ("publishable", c_publishable, 28),
              ("lookalike", c_lookalike, 16), ("encrypted", c_encrypted, 8), ("plain", c_plain, 80)]
N_PER_KIND = 350
KO_PER_KIND = 140


def make_langs(n, n_ko):
    """stratified: slots are grouped by template, so an evenly spread pattern gives every template ~40% Korean"""
    langs = ["ko" if ((i + 1) * n_ko) // n > (i * n_ko) // n else "en" for i in range(n)]
    assert langs.count("ko") == n_ko
    return langs


def main():
    out_dir = os.path.dirname(os.path.abspath(__file__))
    records = []
    seen = []
    seen_keys = {}
    stats_retry = {}

    def accept(kind, lang, res, vendor_for=None):
        cat, mc, les, ask = res[0], res[1], res[2], res[3]
        secrets = res[4] if kind == "secret" else []
        if lang == "ko":
            mc, les, ask = fix_josa(mc), fix_josa(les), fix_josa(ask)
            secrets = [x for x in secrets if any(x in f for f in (mc, les, ask))]
        if not valid(kind, mc, les, ask, secrets):
            return False
        key = (mc, les, ask)
        if key in seen_keys:
            return False
        seen_keys[key] = True
        records.append({"lang": lang, "kind": kind, "category": cat,
                        "fields": {"missing_context": mc, "lesson": les, "ask_next_time": ask}, "secrets": secrets})
        return True

    # ---- secret notes
    n_other = sum(c for _, _, c in SECRET_PLAN)
    n_vendor = N_PER_KIND - n_other
    order = list(range(len(VENDORS)))
    R.shuffle(order)

    def est_len(v):
        return max(sum(len(val) for _, val, sec in v["items"]()) for _ in range(3))

    # long-valued vendors go to single-vendor notes first; short ones are left for the multi-provider .env notes
    ests = [est_len(VENDORS[i]) for i in order]
    order = [i for i, e in zip(order, ests) if e > 110] + [i for i, e in zip(order, ests) if e <= 110]
    cursor = [0]

    pending = []
    used_specs = []

    def next_vendor():
        if pending:
            return pending.pop(0)
        v = VENDORS[order[cursor[0] % len(order)]]
        cursor[0] += 1
        return v

    slots = [("vendor", None)] * n_vendor + [(name, fn) for name, fn, c in SECRET_PLAN for _ in range(c)]
    langs = make_langs(len(slots), KO_PER_KIND)
    for (name, fn), lang in zip(slots, langs):
        if name == "vendor":
            v = next_vendor()
            call = lambda v=v: t_vendor(lang, v)
        elif name == "multi_env":
            vs = [next_vendor() for _ in range(R.randint(4, 5))]
            call = lambda vs=vs: t_multi_env(lang, vs)
        else:
            call = lambda fn=fn: fn(lang)
        for attempt in range(60):
            if accept("secret", lang, call()):
                if name == "vendor":
                    used_specs.append(v["name"])
                elif name == "multi_env":
                    used_specs.extend(x["name"] for x in vs)
                break
            stats_retry[name] = stats_retry.get(name, 0) + 1
            if name == "multi_env" and attempt in (15, 30, 45) and len(vs) > 2:
                pending.append(vs[-1])
                vs = vs[:-1]
                call = lambda vs=vs: t_multi_env(lang, vs)
        else:
            raise SystemExit(f"could not build secret note {name} ({lang})")

    # ---- clean notes
    corder = list(range(len(VENDORS)))
    R.shuffle(corder)
    ccur = [0]

    def next_cvendor():
        v = VENDORS[corder[ccur[0] % len(corder)]]
        ccur[0] += 1
        return v

    cslots = [(name, fn) for name, fn, c in CLEAN_PLAN for _ in range(c)]
    assert len(cslots) == N_PER_KIND, len(cslots)
    clangs = make_langs(len(cslots), KO_PER_KIND)
    for (name, fn), lang in zip(cslots, clangs):
        if name in ("placeholder", "envref"):
            v = next_cvendor()
            call = lambda v=v, fn=fn: fn(lang, v)
        else:
            call = lambda fn=fn: fn(lang)
        for attempt in range(60):
            if accept("clean", lang, call()):
                break
            stats_retry["clean/" + name] = stats_retry.get("clean/" + name, 0) + 1
        else:
            raise SystemExit(f"could not build clean note {name} ({lang})")

    # ---- final checks (the two FORMAT.txt conditions, clean notes carry no secrets)
    for r in records:
        f = r["fields"]
        fl = [f["missing_context"], f["lesson"], f["ask_next_time"]]
        assert f["missing_context"].strip() and blen(fl[0]) <= 1024 and blen(fl[1]) <= 1024 and blen(fl[2]) <= 512
        if r["kind"] == "secret":
            assert r["secrets"], r["category"]
            for s in r["secrets"]:
                assert len(s) >= 8, (r["category"], s)
                assert any(s in x for x in fl), (r["category"], s)
            assert window_ok(fl, r["secrets"]), r["category"]
        else:
            assert r["secrets"] == [], r["category"]
    n_pub = sum(1 for r in records if r["kind"] == "clean" and r["category"].endswith(" [publishable]"))
    assert n_pub <= 0.10 * N_PER_KIND, n_pub

    R.shuffle(records)
    lines = []
    for i, r in enumerate(records, 1):
        obj = {"id": f"x{i:03d}", "lang": r["lang"], "kind": r["kind"], "category": r["category"],
               "fields": {"missing_context": r["fields"]["missing_context"], "lesson": r["fields"]["lesson"],
                          "ask_next_time": r["fields"]["ask_next_time"]},
               "secrets": r["secrets"]}
        lines.append(json.dumps(obj, ensure_ascii=False))
    data = ("\n".join(lines) + "\n").encode("utf-8")
    path = os.path.join(out_dir, "blind_set_v42.jsonl")
    with open(path, "wb") as fh:
        fh.write(data)
    sys.stderr.write(f"wrote {len(records)} notes to {path}\nsha256 {hashlib.sha256(data).hexdigest()}\n"
                     f"vendor specs covered by single-vendor/multi notes: {len(dict.fromkeys(used_specs))}/{len(VENDORS)}"
                     f" (missing: {[n for n in VENDOR_NAMES if n not in used_specs]})\n"
                     f"retries: {json.dumps(stats_retry, sort_keys=True)}\n")


if __name__ == "__main__":
    main()
