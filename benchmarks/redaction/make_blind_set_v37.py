#!/usr/bin/env python3
"""Blind evaluation set v37 for a credential-redaction filter.

Deterministic: one PRNG (random.Random(37_2026_1126)) drives every choice.
Standard library only, no network.  Output: blind_set_v37.jsonl (next to this file).
Every token body is random; only vendor prefixes / documented shapes are fixed.
"""
import base64
import hashlib
import json
import os
import string
import sys
import urllib.parse

import random

RNG = random.Random(37_2026_1126)

# ---------------------------------------------------------------- alphabets
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
ANL = LO + DG
ANU = UP + DG
HEX = "0123456789abcdef"
HEXU = HEX.upper()
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
BECH = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
BCRYPT = "./" + AN
PWSYM = "!@#$%^*()-_=+.?~"


def r(alpha, n):
    return "".join(RNG.choice(alpha) for _ in range(n))


def hx(n):
    return r(HEX, n)


def pick(seq):
    return RNG.choice(seq)


def chance(p):
    return RNG.random() < p


def ri(a, b):
    return RNG.randint(a, b)


def sample(seq, k):
    return RNG.sample(list(seq), k)


def rbytes(n):
    return bytes(RNG.randrange(256) for _ in range(n))


def uuid4():
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b64(data, url=False, pad=True):
    s = base64.urlsafe_b64encode(data) if url else base64.b64encode(data)
    s = s.decode("ascii")
    return s if pad else s.rstrip("=")


def b64r(nbytes, url=False, pad=True):
    return b64(rbytes(nbytes), url, pad)


def b64s(text, url=False, pad=True):
    return b64(text.encode("utf-8"), url, pad)


def jdump(obj):
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


def jwt(payload, alg="HS256"):
    head = b64s(jdump({"alg": alg, "typ": "JWT"}), url=True, pad=False)
    body = b64s(jdump(payload), url=True, pad=False)
    siglen = {"HS256": 32, "RS256": 256, "ES256": 64, "EdDSA": 64}[alg]
    return head + "." + body + "." + b64r(siglen, url=True, pad=False)


def now_ts():
    return ri(1_700_000_000, 1_760_000_000)


def ts_iso():
    return "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (ri(1, 11), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59), ri(0, 999))


def ts_log():
    return "2025-%02d-%02d %02d:%02d:%02d" % (ri(1, 11), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59))


def pct(s):
    return urllib.parse.quote(s, safe="")


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


# ----------------------------------------------------- PEM / key-body helpers
PEM_PREFIX = {
    "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA",
    "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ",
    "EC PRIVATE KEY": "MHcCAQEEI",
    "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
    "ENCRYPTED PRIVATE KEY": "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI",
    "DSA PRIVATE KEY": "MIIBuwIBAAKBgQD",
}


def pem_lines(kind, n, width=None):
    """n random base64 body lines for a private key (first line has the usual ASN.1 prefix)."""
    if width is None:
        width = 70 if kind == "OPENSSH PRIVATE KEY" else 64
    pre = PEM_PREFIX.get(kind, "")
    lines = []
    for i in range(n):
        if i == 0:
            lines.append(pre + r(B64, width - len(pre)))
        else:
            lines.append(r(B64, width))
    return lines


# ------------------------------------------------ Korean 2-set keyboard (dubeolsik)
CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml", "l"]
JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt",
        "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(word):
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            out.append(CHO[code // 588] + JUNG[(code % 588) // 28] + JONG[code % 28])
        else:
            out.append(ch)
    return "".join(out)


KO_PW_WORDS = ["사랑해", "안녕하세요", "비밀번호", "우리집", "고양이", "강아지", "행복하자", "보안팀", "하늘색",
               "바다향기", "봄날", "커피한잔", "김치찌개", "떡볶이", "한강", "제주도", "별빛", "달님", "꽃님이",
               "토끼", "호랑이", "무지개", "초코우유", "딸기", "감자탕", "우리가족", "해피", "겨울왕국"]
EN_PW_WORDS = ["sunshine", "dragon", "monkey", "shadow", "princess", "football", "baseball", "welcome", "charlie",
               "freedom", "whatever", "trustno", "starwars", "pokemon", "summer", "winter", "autumn", "spring",
               "bluebird", "tiger", "maverick", "cookie", "banana", "pepper", "ginger", "hello", "letmein",
               "iloveyou", "jordan", "soccer", "hockey", "matrix", "phoenix", "silver", "orange", "purple"]
DICE = ["maple", "orbit", "canvas", "thunder", "pickle", "granite", "velvet", "lantern", "saddle", "glacier",
        "mosaic", "falcon", "copper", "willow", "harbor", "nectar", "quartz", "ripple", "timber", "meadow",
        "pepper", "cactus", "beacon", "fossil", "walnut", "zephyr", "comet", "violet", "anchor", "bramble",
        "crimson", "dynamo", "ember", "fjord", "gadget", "hazel", "igloo", "jasper", "kettle", "lagoon",
        "marble", "nimbus", "oyster", "pebble", "quiver", "raven", "sprout", "tundra", "umber", "vortex",
        "wombat", "yodel", "zinnia", "acorn", "badger", "cobalt", "drizzle", "easel", "ferret", "goblet",
        "abandon", "ability", "absorb", "abstract", "absurd", "access", "accident", "acoustic", "acquire",
        "across", "action", "actor", "adapt", "address", "adjust", "admit", "adult", "advance", "advice",
        "afford", "afraid", "again", "agent", "agree", "ahead", "aisle", "alarm", "album", "alcohol",
        "alert", "alien", "alley", "almost", "alpha", "already", "amateur", "amazing", "among", "amount"]


def human_password():
    pw = _human_password()
    while len(pw) < 9:
        pw += pick(["!", "#", str(ri(0, 9)), "@"])
    return pw


def _human_password():
    style = ri(0, 7)
    if style == 0:
        w = pick(EN_PW_WORDS)
        return w.capitalize() + str(ri(1970, 2025)) + pick("!@#$*")
    if style == 1:
        return pick(EN_PW_WORDS) + pick(EN_PW_WORDS) + str(ri(1, 99))
    if style == 2:
        w = pick(EN_PW_WORDS)
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1").replace("s", "$")
        return leet.capitalize() + str(ri(10, 999)) + pick("!?#")
    if style == 3:
        return hangul_to_qwerty(pick(KO_PW_WORDS)) + str(ri(10, 9999)) + pick(["", "!", "@", "^^", "#"])
    if style == 4:
        return pick(KO_PW_WORDS) + str(ri(1980, 2025)) + pick(["!", "@", "", "#"])
    if style == 5:
        return r(AN, ri(10, 14)) + pick(PWSYM) + r(AN, ri(2, 6))
    if style == 6:
        return pick(EN_PW_WORDS).capitalize() + pick(".-_") + pick(EN_PW_WORDS) + pick(".-_") + "%02d" % ri(0, 99)
    parts = [r(AN, 4) for _ in range(3)]
    return "-".join(parts) + pick(PWSYM) + r(AN, 3)


def strong_password(n=None):
    n = n or ri(14, 32)
    return r(AN + PWSYM, n - 2) + r(DG, 1) + pick(PWSYM)


def any_password():
    return human_password() if chance(0.55) else strong_password()


def passphrase():
    words = [pick(DICE) for _ in range(ri(4, 6))]
    sep = pick(["-", " ", ".", "_"])
    s = sep.join(words)
    if chance(0.5):
        s += sep + str(ri(1, 99))
    return s


# ---------------------------------------------------------- context pools
SERVICES = ["billing-api", "checkout-web", "search-indexer", "notif-worker", "admin-console", "feature-store",
            "mobile-bff", "ledger-service", "recsys-batch", "auth-gateway", "crawler", "data-sync", "report-cron",
            "settlement-batch", "partner-portal", "chatbot-backend", "media-transcoder", "iot-ingest",
            "coupon-service", "shipping-tracker", "order-api", "analytics-etl", "cms-backend", "webhook-relay",
            "inventory-svc", "pricing-engine", "user-profile", "kyc-service", "push-dispatcher", "docs-site"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "preview", "perf", "canary"]
HOSTS = ["db-01.internal", "pg-main.prod.svc", "10.0.3.17", "mysql.staging.local", "rds-prod.cluster-c9xk.ap-northeast-2.rds.amazonaws.com",
         "db.example.internal", "172.16.20.5", "mongo-0.mongo.svc.cluster.local", "redis-master.cache.svc", "192.168.10.42"]
SQL_HOSTS = ["db-01.internal", "pg-main.prod.svc", "10.0.3.17", "mysql.staging.local", "db.example.internal", "172.16.20.5",
             "rds-prod.cluster-c9xk.ap-northeast-2.rds.amazonaws.com", "192.168.10.42"]
USERS = ["app", "admin", "deploy", "svc_billing", "root", "readonly", "etl_user", "jenkins", "ci-bot", "postgres",
         "backup", "grafana", "ops", "minsu.kim", "jhpark", "dev01", "analytics", "migrator"]


# ======================================================================
# Vendor credential makers.  Each returns a dict:
#   v: vendor display name, slug: config key, pairs: [(ENV_NAME, value, is_secret)],
#   hdr: [(header, format)] using {0},{1}.. pair values, url: endpoint for curl/http,
#   desc: what the credential is, extra: extra secret candidates (e.g. Basic blobs)
# ======================================================================
S, N = True, False
VENDORS = []


def vendor(fn):
    VENDORS.append(fn)
    return fn


def V(v, slug, pairs, hdr=None, url=None, desc="API key", extra=None, region=None):
    return {"v": v, "slug": slug, "pairs": pairs, "hdr": hdr, "url": url, "desc": desc,
            "extra": extra or [], "region": region}


def basic_blob(user, pw):
    return b64s(user + ":" + pw)


# ---------------- global cloud
@vendor
def _aws():
    kid = "AKIA" + r(B32, 16)
    sec = r(B64, 40)
    return V("AWS", "aws", [("AWS_ACCESS_KEY_ID", kid, S), ("AWS_SECRET_ACCESS_KEY", sec, S),
                            ("AWS_DEFAULT_REGION", pick(["ap-northeast-2", "us-east-1", "eu-west-1", "ap-northeast-1"]), N)],
             desc="access key pair")


@vendor
def _aws_sts():
    kid = "ASIA" + r(B32, 16)
    sec = r(B64, 40)
    tok = pick(["IQoJb3JpZ2luX2VjE", "FwoGZXIvYXdzE"]) + r(B64, ri(330, 560)) + pick(["", "=", "=="])
    return V("AWS", "aws", [("AWS_ACCESS_KEY_ID", kid, S), ("AWS_SECRET_ACCESS_KEY", sec, S),
                            ("AWS_SESSION_TOKEN", tok, S)], desc="STS session credentials")


@vendor
def _gcp_key():
    k = "AIza" + r(B64U, 35)
    name = pick(["GOOGLE_API_KEY", "GEMINI_API_KEY", "GOOGLE_MAPS_SERVER_KEY", "YOUTUBE_API_KEY", "TRANSLATE_API_KEY"])
    return V("Google Cloud", "google", [(name, k, S)], hdr=[("x-goog-api-key", "{0}")],
             url="https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent",
             desc="server-side API key")


@vendor
def _gcp_oauth():
    cid = "%d-%s.apps.googleusercontent.com" % (ri(10 ** 11, 10 ** 12 - 1), r(ANL, 32))
    return V("Google OAuth", "google_oauth", [("GOOGLE_CLIENT_ID", cid, N), ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + r(B64U, 28), S)],
             desc="OAuth client secret")


@vendor
def _google_refresh():
    return V("Google OAuth", "google_oauth", [("GOOGLE_REFRESH_TOKEN", "1//0" + r(B64U, ri(95, 105)), S)],
             desc="refresh token")


@vendor
def _google_access():
    return V("Google OAuth", "google_oauth", [("GOOGLE_ACCESS_TOKEN", "ya29.a0" + r(B64U, ri(150, 200)), S)],
             hdr=[("Authorization", "Bearer {0}")], url="https://www.googleapis.com/drive/v3/files",
             desc="OAuth access token")


@vendor
def _azure_storage():
    acct = pick(["stprodlogs", "mediastore01", "backupkr", "datalakeprd", "tfstate" + r(ANL, 4)])
    key = r(B64, 86) + "=="
    cs = "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key)
    return V("Azure Storage", "azure_storage", [("AZURE_STORAGE_CONNECTION_STRING", cs, N)], extra=[key],
             desc="storage account key")


@vendor
def _azure_ad():
    sec = r(AN, 3) + r(DG, 1) + "Q~" + r(AN + "_-.~", 34)
    return V("Azure AD", "azure", [("AZURE_TENANT_ID", uuid4(), N), ("AZURE_CLIENT_ID", uuid4(), N),
                                   ("AZURE_CLIENT_SECRET", sec, S)], desc="app registration client secret")


@vendor
def _azure_devops():
    pat = r(ANL.replace("0", "").replace("1", "").replace("8", "").replace("9", ""), 52) if chance(0.5) else r(AN, 76) + "AZDO" + r(AN, 4)
    return V("Azure DevOps", "azure_devops", [("AZURE_DEVOPS_EXT_PAT", pat, S)], desc="personal access token",
             extra=[basic_blob("", pat)], hdr=[("Authorization", "Basic " + basic_blob("", pat))],
             url="https://dev.azure.com/contoso/_apis/projects?api-version=7.1")


@vendor
def _azure_openai():
    return V("Azure OpenAI", "azure_openai", [("AZURE_OPENAI_ENDPOINT", "https://%s.openai.azure.com/" % pick(["aoai-kr", "oai-prod-eus", "genai-dev"]), N),
                                              ("AZURE_OPENAI_API_KEY", hx(32), S)], hdr=[("api-key", "{1}")],
             url="https://aoai-kr.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01")


@vendor
def _digitalocean():
    return V("DigitalOcean", "digitalocean", [("DIGITALOCEAN_ACCESS_TOKEN", pick(["dop_v1_", "doo_v1_"]) + hx(64), S)],
             hdr=[("Authorization", "Bearer {0}")], url="https://api.digitalocean.com/v2/droplets")


@vendor
def _linode():
    return V("Linode", "linode", [("LINODE_TOKEN", hx(64), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.linode.com/v4/linode/instances")


@vendor
def _hetzner():
    return V("Hetzner Cloud", "hcloud", [("HCLOUD_TOKEN", r(AN, 64), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.hetzner.cloud/v1/servers")


@vendor
def _scaleway():
    return V("Scaleway", "scaleway", [("SCW_ACCESS_KEY", "SCW" + r(ANU, 17), S), ("SCW_SECRET_KEY", uuid4(), S),
                                      ("SCW_DEFAULT_PROJECT_ID", uuid4(), N)], desc="API key pair")


@vendor
def _ovh():
    return V("OVHcloud", "ovh", [("OVH_ENDPOINT", "ovh-eu", N), ("OVH_APPLICATION_KEY", r(AN, 16), N),
                                 ("OVH_APPLICATION_SECRET", r(AN, 32), S), ("OVH_CONSUMER_KEY", r(AN, 32), S)],
             desc="application secret + consumer key")


@vendor
def _cloudflare():
    if chance(0.6):
        return V("Cloudflare", "cloudflare", [("CLOUDFLARE_API_TOKEN", r(B64U, 40), S)], hdr=[("Authorization", "Bearer {0}")],
                 url="https://api.cloudflare.com/client/v4/user/tokens/verify", desc="API token")
    return V("Cloudflare", "cloudflare", [("CLOUDFLARE_EMAIL", "ops@" + pick(["acme.io", "example.co.kr", "shop.jp"]), N),
                                          ("CLOUDFLARE_API_KEY", hx(37), S)],
             hdr=[("X-Auth-Email", "{0}"), ("X-Auth-Key", "{1}")], url="https://api.cloudflare.com/client/v4/zones",
             desc="global API key")


@vendor
def _vercel():
    return V("Vercel", "vercel", [("VERCEL_TOKEN", r(AN, 24), S), ("VERCEL_ORG_ID", "team_" + r(AN, 24), N)],
             hdr=[("Authorization", "Bearer {0}")], url="https://api.vercel.com/v9/projects")


@vendor
def _netlify():
    return V("Netlify", "netlify", [("NETLIFY_AUTH_TOKEN", "nfp_" + r(AN, 36), S), ("NETLIFY_SITE_ID", uuid4(), N)],
             hdr=[("Authorization", "Bearer {0}")], url="https://api.netlify.com/api/v1/sites")


@vendor
def _flyio():
    tok = "fm2_" + r(B64, ri(160, 240)) + "," + "fm2_" + r(B64, ri(60, 90))
    return V("Fly.io", "fly", [("FLY_API_TOKEN", "FlyV1 " + tok, N)], extra=[tok], desc="deploy token")


@vendor
def _heroku():
    tok = "HRKU-" + r(B64U, 60) if chance(0.5) else uuid4()
    return V("Heroku", "heroku", [("HEROKU_API_KEY", tok, S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.heroku.com/apps")


@vendor
def _render():
    return V("Render", "render", [("RENDER_API_KEY", "rnd_" + r(AN, 32), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.render.com/v1/services")


@vendor
def _railway():
    return V("Railway", "railway", [("RAILWAY_TOKEN", uuid4(), S)], desc="project token")


@vendor
def _supabase():
    ref = r(LO, 20)
    if chance(0.5):
        sr = jwt({"iss": "supabase", "ref": ref, "role": "service_role", "iat": now_ts(), "exp": now_ts() + 10 ** 9})
        return V("Supabase", "supabase", [("SUPABASE_URL", "https://%s.supabase.co" % ref, N), ("SUPABASE_SERVICE_ROLE_KEY", sr, S)],
                 desc="service_role key")
    return V("Supabase", "supabase", [("SUPABASE_ACCESS_TOKEN", "sbp_" + hx(40), S)], desc="personal access token")


@vendor
def _supabase_new():
    ref = r(LO, 20)
    return V("Supabase", "supabase", [("SUPABASE_URL", "https://%s.supabase.co" % ref, N),
                                      ("SUPABASE_SECRET_KEY", "sb_secret_" + r(B64U, 31), S)], desc="secret API key")


@vendor
def _firebase_fcm():
    k = "AAAA" + r(B64U, 7) + ":APA91b" + r(B64U, 134)
    return V("Firebase", "firebase", [("FCM_SERVER_KEY", k, S)], hdr=[("Authorization", "key={0}")],
             url="https://fcm.googleapis.com/fcm/send", desc="legacy FCM server key")


@vendor
def _firebase_db():
    return V("Firebase", "firebase", [("FIREBASE_DATABASE_URL", "https://%s-default-rtdb.firebaseio.com" % pick(["chat-app", "game-kr", "iot-demo"]), N),
                                      ("FIREBASE_DB_SECRET", r(AN, 40), S)], desc="legacy database secret")


@vendor
def _cloudinary():
    key = str(ri(10 ** 14, 10 ** 15 - 1))
    sec = r(B64U, 27)
    cloud = pick(["acme-media", "dxk3shop", "photo-kr"])
    return V("Cloudinary", "cloudinary", [("CLOUDINARY_URL", "cloudinary://%s:%s@%s" % (key, sec, cloud), N)], extra=[sec],
             desc="API secret in CLOUDINARY_URL")


@vendor
def _minio():
    return V("MinIO", "minio", [("MINIO_ENDPOINT", "https://minio.%s:9000" % pick(["internal", "lab.local", "storage.corp"]), N),
                                ("MINIO_ACCESS_KEY", r(ANU, 20), S), ("MINIO_SECRET_KEY", r(AN, 40), S)], desc="access key pair")


@vendor
def _backblaze():
    return V("Backblaze B2", "b2", [("B2_APPLICATION_KEY_ID", "005" + hx(22), S), ("B2_APPLICATION_KEY", "K005" + r(AN + "+/", 27), S)],
             desc="application key pair")


@vendor
def _wasabi():
    return V("Wasabi", "wasabi", [("WASABI_ACCESS_KEY", r(ANU, 20), S), ("WASABI_SECRET_KEY", r(AN, 40), S)], desc="access key pair")


@vendor
def _ibm():
    return V("IBM Cloud", "ibmcloud", [("IBMCLOUD_API_KEY", r(B64U, 44), S)], desc="API key")


@vendor
def _oracle():
    return V("Oracle Cloud", "oci", [("OCI_USER", "ocid1.user.oc1..aaaaaaaa" + r(ANL, 52), N),
                                     ("OCI_AUTH_TOKEN", r(AN, 12) + pick("([{:;<>") + r(AN, 7), S)], desc="auth token")


@vendor
def _yandex():
    if chance(0.5):
        return V("Yandex Cloud", "yandex", [("YC_TOKEN", "y0_" + r(B64U, 55), S)], desc="OAuth token")
    return V("Yandex Cloud", "yandex", [("YC_API_KEY", "AQVN" + r(B64U, 36), S)], hdr=[("Authorization", "Api-Key {0}")],
             url="https://llm.api.cloud.yandex.net/foundationModels/v1/completion")


@vendor
def _exoscale():
    return V("Exoscale", "exoscale", [("EXOSCALE_API_KEY", "EXO" + hx(24), S), ("EXOSCALE_API_SECRET", r(B64U, 43), S)],
             desc="API key pair")


# ---------------- Chinese cloud / messaging
@vendor
def _alibaba():
    kid = pick(["LTAI5t", "LTAI4G"]) + r(AN, 18)
    return V("Alibaba Cloud", "aliyun", [("ALIBABA_CLOUD_ACCESS_KEY_ID", kid, S), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", r(AN, 30), S),
                                         ("OSS_ENDPOINT", "oss-cn-hangzhou.aliyuncs.com", N)], desc="AccessKey pair")


@vendor
def _dashscope():
    return V("Alibaba DashScope", "dashscope", [("DASHSCOPE_API_KEY", "sk-" + hx(32), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions")


@vendor
def _tencent():
    return V("Tencent Cloud", "tencentcloud", [("TENCENTCLOUD_SECRET_ID", "AKID" + r(AN, 32), S), ("TENCENTCLOUD_SECRET_KEY", r(AN, 32), S),
                                               ("TENCENTCLOUD_REGION", "ap-guangzhou", N)], desc="SecretId/SecretKey")


@vendor
def _huawei():
    return V("Huawei Cloud", "huaweicloud", [("HUAWEICLOUD_SDK_AK", r(ANU, 20), S), ("HUAWEICLOUD_SDK_SK", r(AN, 40), S),
                                             ("HUAWEICLOUD_PROJECT_ID", hx(32), N)], desc="AK/SK")


@vendor
def _baidu():
    return V("Baidu AI Cloud", "baidu", [("BAIDU_APP_ID", str(ri(10 ** 7, 10 ** 8 - 1)), N), ("BAIDU_API_KEY", r(AN, 24), S),
                                         ("BAIDU_SECRET_KEY", r(AN, 32), S)], desc="API Key / Secret Key")


@vendor
def _volcengine():
    return V("Volcengine", "volcengine", [("VOLC_ACCESSKEY", "AKLT" + r(B64U, 42), S), ("VOLC_SECRETKEY", r(B64, 58) + "==", S)],
             desc="AK/SK")


@vendor
def _qiniu():
    return V("Qiniu", "qiniu", [("QINIU_ACCESS_KEY", r(B64U, 40), S), ("QINIU_SECRET_KEY", r(B64U, 40), S),
                                ("QINIU_BUCKET", pick(["static-cdn", "user-avatar"]), N)], desc="AK/SK")


@vendor
def _wechat():
    return V("WeChat", "wechat", [("WECHAT_APPID", "wx" + hx(16), N), ("WECHAT_APPSECRET", hx(32), S)], desc="AppSecret")


@vendor
def _wechat_pay():
    return V("WeChat Pay", "wechatpay", [("WECHATPAY_MCHID", str(ri(10 ** 9, 2 * 10 ** 9)), N), ("WECHATPAY_APIV3_KEY", r(AN, 32), S),
                                         ("WECHATPAY_SERIAL_NO", hx(40).upper(), N)], desc="APIv3 key")


@vendor
def _dingtalk():
    tok = hx(64)
    sec = "SEC" + hx(64)
    return V("DingTalk", "dingtalk", [("DINGTALK_WEBHOOK", "https://oapi.dingtalk.com/robot/send?access_token=" + tok, N),
                                      ("DINGTALK_SECRET", sec, S)], extra=[tok], desc="robot webhook token + sign secret")


@vendor
def _feishu():
    hook = uuid4()
    if chance(0.5):
        return V("Feishu", "feishu", [("FEISHU_WEBHOOK", "https://open.feishu.cn/open-apis/bot/v2/hook/" + hook, N)], extra=[hook],
                 desc="bot webhook")
    return V("Feishu", "feishu", [("FEISHU_APP_ID", "cli_" + hx(16), N), ("FEISHU_APP_SECRET", r(AN, 32), S)], desc="app secret")


@vendor
def _wecom():
    key = uuid4()
    return V("WeCom", "wecom", [("WECOM_WEBHOOK", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + key, N)], extra=[key],
             desc="group robot webhook key")


@vendor
def _moonshot():
    return V("Moonshot AI", "moonshot", [("MOONSHOT_API_KEY", "sk-" + r(AN, 48), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.moonshot.cn/v1/chat/completions")


@vendor
def _zhipu():
    return V("Zhipu AI", "zhipu", [("ZHIPUAI_API_KEY", hx(32) + "." + r(AN, 16), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://open.bigmodel.cn/api/paas/v4/chat/completions")


@vendor
def _deepseek():
    return V("DeepSeek", "deepseek", [("DEEPSEEK_API_KEY", "sk-" + hx(32), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.deepseek.com/chat/completions")


# ---------------- Korean services
@vendor
def _ncloud():
    return V("Naver Cloud", "ncloud", [("NCLOUD_ACCESS_KEY", r(ANU, 20), S), ("NCLOUD_SECRET_KEY", r(AN, 40), S),
                                       ("NCLOUD_REGION", "KR", N)], desc="API access key pair")


@vendor
def _clova():
    return V("Naver CLOVA Studio", "clovastudio", [("CLOVASTUDIO_API_KEY", "nv-" + hx(32) + r(AN, 4), S)],
             hdr=[("Authorization", "Bearer {0}")], url="https://clovastudio.stream.ntruss.com/testapp/v3/chat-completions/HCX-005")


@vendor
def _naver_dev():
    return V("Naver Developers", "naver", [("NAVER_CLIENT_ID", r(AN + "_", 20), N), ("NAVER_CLIENT_SECRET", r(AN, 10), S)],
             hdr=[("X-Naver-Client-Id", "{0}"), ("X-Naver-Client-Secret", "{1}")],
             url="https://openapi.naver.com/v1/search/blog.json?query=%EC%BA%A0%ED%95%91", desc="search API client secret")


@vendor
def _naver_commerce():
    return V("Naver Commerce API", "naver_commerce", [("COMMERCE_CLIENT_ID", r(AN, 22), N),
                                                      ("COMMERCE_CLIENT_SECRET", "$2a$04$" + r(BCRYPT, 22), S)],
             desc="smartstore commerce API client secret")


@vendor
def _kakao():
    which = pick(["KAKAO_REST_API_KEY", "KAKAO_ADMIN_KEY"])
    return V("Kakao", "kakao", [(which, hx(32), S)], hdr=[("Authorization", "KakaoAK {0}")],
             url="https://dapi.kakao.com/v2/local/search/address.json?query=%ED%8C%90%EA%B5%90%EC%97%AD",
             desc="REST/Admin key")


@vendor
def _kakaopay():
    key = pick(["DEV", "PRD"]) + r(HEXU + "0123456789", 37)
    return V("KakaoPay", "kakaopay", [("KAKAOPAY_CID", pick(["TC0ONETIME", "CT" + r(ANU, 8)]), N), ("KAKAOPAY_SECRET_KEY", key, S)],
             hdr=[("Authorization", "SECRET_KEY {1}")], url="https://open-api.kakaopay.com/online/v1/payment/ready",
             desc="secret key")


@vendor
def _kakao_biz():
    return V("Kakao BizMessage", "alimtalk", [("ALIMTALK_SENDER_KEY", hx(40), S), ("ALIMTALK_TEMPLATE_CODE", "TPL_" + r(ANU, 6), N)],
             desc="AlimTalk sender profile key")


@vendor
def _toss():
    k = pick(["live_sk_", "live_gsk_"]) + r(AN, 24)
    blob = basic_blob(k, "")
    return V("Toss Payments", "toss", [("TOSS_SECRET_KEY", k, S)], hdr=[("Authorization", "Basic " + blob)],
             url="https://api.tosspayments.com/v1/payments/confirm", extra=[blob], desc="secret key")


@vendor
def _portone():
    if chance(0.5):
        return V("PortOne", "iamport", [("IMP_KEY", str(ri(10 ** 15, 10 ** 16 - 1)), N), ("IMP_SECRET", r(AN, 80), S)],
                 desc="REST API secret (v1)")
    return V("PortOne", "portone", [("PORTONE_STORE_ID", "store-" + uuid4(), N), ("PORTONE_API_SECRET", r(AN, 80), S)],
             hdr=[("Authorization", "PortOne {1}")], url="https://api.portone.io/payments/order-20250311-0042",
             desc="V2 API secret")


@vendor
def _nicepay():
    return V("NICEPAY", "nicepay", [("NICEPAY_CLIENT_ID", "R2_" + hx(32), N), ("NICEPAY_SECRET_KEY", hx(32), S)],
             desc="secret key")


@vendor
def _nhn():
    return V("NHN Cloud", "nhncloud", [("NHN_SMS_APPKEY", r(AN, 16), N), ("NHN_SMS_SECRET_KEY", r(AN, 8), S)],
             hdr=[("X-Secret-Key", "{1}")], url="https://api-sms.cloud.toast.com/sms/v3.0/appKeys/{0}/sender/sms",
             desc="SMS secret key")


@vendor
def _solapi():
    return V("SOLAPI", "solapi", [("SOLAPI_API_KEY", "NCS" + r(ANU, 13), N), ("SOLAPI_API_SECRET", r(ANU, 32), S)],
             desc="API secret")


@vendor
def _aligo():
    return V("Aligo", "aligo", [("ALIGO_USER_ID", pick(["shopadmin", "notice01", "kmarket"]), N), ("ALIGO_API_KEY", r(ANL, 32), S)],
             desc="SMS API key")


@vendor
def _datagokr():
    raw = rbytes(ri(60, 66))
    dec = b64(raw)
    enc = pct(dec)
    if chance(0.5):
        return V("data.go.kr", "data_go_kr", [("PUBLIC_DATA_SERVICE_KEY", enc, S)], desc="serviceKey (encoding)",
                 url="https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=%s&numOfRows=10&pageNo=1&dataType=JSON&base_date=20250311&base_time=0500&nx=60&ny=127" % enc)
    return V("data.go.kr", "data_go_kr", [("SERVICE_KEY_ENCODING", enc, S), ("SERVICE_KEY_DECODING", dec, S)],
             desc="serviceKey (encoding + decoding)")


@vendor
def _upbit():
    return V("Upbit", "upbit", [("UPBIT_OPEN_API_ACCESS_KEY", r(AN, 40), S), ("UPBIT_OPEN_API_SECRET_KEY", r(AN, 40), S)],
             desc="Open API key pair")


@vendor
def _bithumb():
    return V("Bithumb", "bithumb", [("BITHUMB_API_KEY", hx(32), S), ("BITHUMB_SECRET_KEY", hx(32), S)], desc="API key pair")


@vendor
def _kis():
    return V("Korea Investment (KIS)", "kis", [("KIS_APP_KEY", "PS" + r(AN, 34), S), ("KIS_APP_SECRET", r(B64, 176) + "=", S),
                                               ("KIS_ACCOUNT", "%08d-01" % ri(0, 10 ** 8 - 1), N)], desc="Open API appkey/appsecret")


@vendor
def _channelio():
    return V("Channel Talk", "channel", [("CHANNEL_ACCESS_KEY", hx(24), N), ("CHANNEL_ACCESS_SECRET", hx(32), S)],
             hdr=[("x-access-key", "{0}"), ("x-access-secret", "{1}")], url="https://api.channel.io/open/v5/user-chats",
             desc="access secret")


@vendor
def _cafe24():
    mall = pick(["myshop01", "kbeautymall", "dailyfit"])
    return V("Cafe24", "cafe24", [("CAFE24_MALL_ID", mall, N), ("CAFE24_CLIENT_ID", r(AN, 22), N), ("CAFE24_CLIENT_SECRET", r(AN, 22), S)],
             desc="app client secret")


@vendor
def _dooray():
    tok = r(AN + "-_", 22)
    url = "https://hook.dooray.com/services/%d/%d/%s" % (ri(10 ** 18, 4 * 10 ** 18), ri(10 ** 18, 4 * 10 ** 18), tok)
    return V("Dooray", "dooray", [("DOORAY_HOOK_URL", url, N)], extra=[tok], desc="incoming webhook")


@vendor
def _jandi():
    tok = hx(32)
    return V("JANDI", "jandi", [("JANDI_WEBHOOK_URL", "https://wh.jandi.com/connect-api/webhook/%d/%s" % (ri(10 ** 7, 10 ** 8), tok), N)],
             extra=[tok], desc="incoming webhook")


@vendor
def _upstage():
    return V("Upstage", "upstage", [("UPSTAGE_API_KEY", "up_" + r(AN, 30), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.upstage.ai/v1/solar/chat/completions")


@vendor
def _sendbird():
    return V("Sendbird", "sendbird", [("SENDBIRD_APP_ID", uuid4().upper(), N), ("SENDBIRD_API_TOKEN", hx(40), S)],
             hdr=[("Api-Token", "{1}")], url="https://api-APPID.sendbird.com/v3/users")


# ---------------- Japanese services
@vendor
def _line():
    if chance(0.5):
        return V("LINE Messaging API", "line", [("LINE_CHANNEL_ACCESS_TOKEN", r(B64, 171) + "=", S), ("LINE_CHANNEL_SECRET", hx(32), S)],
                 desc="channel access token + channel secret")
    return V("LINE Messaging API", "line", [("LINE_CHANNEL_ACCESS_TOKEN", r(B64, 171) + "=", S)],
             hdr=[("Authorization", "Bearer {0}")], url="https://api.line.me/v2/bot/message/push", desc="channel access token")


@vendor
def _linepay():
    return V("LINE Pay", "linepay", [("LINEPAY_CHANNEL_ID", str(ri(10 ** 9, 2 * 10 ** 9)), N), ("LINEPAY_CHANNEL_SECRET", hx(32), S)],
             desc="channel secret")


@vendor
def _chatwork():
    return V("Chatwork", "chatwork", [("CHATWORK_API_TOKEN", hx(32), S)], hdr=[("X-ChatWorkToken", "{0}")],
             url="https://api.chatwork.com/v2/rooms/%d/messages" % ri(10 ** 8, 4 * 10 ** 8))


@vendor
def _backlog():
    key = r(AN, 64)
    return V("Backlog", "backlog", [("BACKLOG_SPACE", pick(["acme.backlog.jp", "nihon-dev.backlog.com"]), N), ("BACKLOG_API_KEY", key, S)],
             url="https://acme.backlog.jp/api/v2/issues?apiKey=" + key)


@vendor
def _kintone():
    return V("kintone", "kintone", [("KINTONE_BASE_URL", "https://%s.cybozu.com" % pick(["acme", "sales-jp"]), N),
                                    ("KINTONE_API_TOKEN", r(AN, 40), S)], hdr=[("X-Cybozu-API-Token", "{1}")],
             url="https://acme.cybozu.com/k/v1/records.json?app=%d" % ri(10, 400))


@vendor
def _payjp():
    return V("PAY.JP", "payjp", [("PAYJP_SECRET_KEY", "sk_live_" + hx(48), S)], desc="secret key")


@vendor
def _soracom():
    return V("SORACOM", "soracom", [("SORACOM_AUTH_KEY_ID", "keyId-" + r(AN, 32), N), ("SORACOM_AUTH_KEY", "secret-" + r(AN, 64), S)],
             desc="SAM auth key")


@vendor
def _sakura():
    return V("Sakura Cloud", "sakuracloud", [("SAKURACLOUD_ACCESS_TOKEN", uuid4(), S), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", r(AN, 64), S)],
             desc="API token + secret")


@vendor
def _gmo_pg():
    return V("GMO Payment Gateway", "gmo_pg", [("GMO_SHOP_ID", "tshop%08d" % ri(0, 10 ** 8 - 1), N), ("GMO_SHOP_PASS", r(ANL, 8), S),
                                               ("GMO_SITE_ID", "tsite%08d" % ri(0, 10 ** 8 - 1), N), ("GMO_SITE_PASS", r(ANL, 8), S)],
             desc="shop/site passwords")


# ---------------- payments (global / EU)
@vendor
def _stripe():
    k = pick(["sk_live_", "rk_live_"]) + r(AN, pick([24, 99]))
    return V("Stripe", "stripe", [("STRIPE_SECRET_KEY", k, S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.stripe.com/v1/payment_intents", desc="secret/restricted key")


@vendor
def _stripe_whsec():
    return V("Stripe", "stripe", [("STRIPE_WEBHOOK_SECRET", "whsec_" + r(AN, 32), S)], desc="webhook signing secret")


@vendor
def _braintree():
    return V("Braintree", "braintree", [("BRAINTREE_ACCESS_TOKEN", "access_token$production$%s$%s" % (r(ANL, 16), hx(32)), S)],
             desc="access token")


@vendor
def _paypal():
    return V("PayPal", "paypal", [("PAYPAL_CLIENT_ID", "A" + r(B64U, 79), N), ("PAYPAL_CLIENT_SECRET", "E" + r(B64U, 79), S)],
             desc="REST client secret")


@vendor
def _square():
    if chance(0.5):
        return V("Square", "square", [("SQUARE_ACCESS_TOKEN", "EAAA" + r(B64U, 60), S)], hdr=[("Authorization", "Bearer {0}")],
                 url="https://connect.squareup.com/v2/locations", desc="access token")
    return V("Square", "square", [("SQUARE_APPLICATION_ID", "sq0idp-" + r(B64U, 22), N), ("SQUARE_APPLICATION_SECRET", "sq0csp-" + r(B64U, 43), S)],
             desc="OAuth application secret")


@vendor
def _adyen():
    k = "AQE" + r(B64, 90) + "==-" + r(B64, 43) + "=-" + r(AN + "%;:", 16)
    return V("Adyen", "adyen", [("ADYEN_API_KEY", k, S), ("ADYEN_MERCHANT_ACCOUNT", pick(["AcmeECOM", "ShopKR_ECOM"]), N)],
             hdr=[("X-API-Key", "{0}")], url="https://checkout-test.adyen.com/v71/payments", desc="API key")


@vendor
def _mollie():
    return V("Mollie", "mollie", [("MOLLIE_API_KEY", "live_" + r(AN, 30), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.mollie.com/v2/payments")


@vendor
def _gocardless():
    return V("GoCardless", "gocardless", [("GOCARDLESS_ACCESS_TOKEN", "live_" + r(B64U, 40), S)], desc="access token")


@vendor
def _razorpay():
    return V("Razorpay", "razorpay", [("RAZORPAY_KEY_ID", "rzp_live_" + r(AN, 14), N), ("RAZORPAY_KEY_SECRET", r(AN, 24), S)],
             desc="key secret")


@vendor
def _paystack():
    return V("Paystack", "paystack", [("PAYSTACK_SECRET_KEY", "sk_live_" + hx(40), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.paystack.co/transaction/initialize")


@vendor
def _flutterwave():
    return V("Flutterwave", "flutterwave", [("FLW_SECRET_KEY", "FLWSECK-" + hx(32) + "-X", S)], desc="secret key")


@vendor
def _klarna():
    return V("Klarna", "klarna", [("KLARNA_API_USERNAME", uuid4(), N), ("KLARNA_API_PASSWORD", "klarna_live_api_" + r(B64U, 46), S)],
             desc="API credentials")


@vendor
def _paddle():
    return V("Paddle", "paddle", [("PADDLE_API_KEY", "pdl_live_apikey_01" + r(ANL, 24) + "_" + r(AN, 22) + "_" + r(AN, 3), S)],
             hdr=[("Authorization", "Bearer {0}")], url="https://api.paddle.com/subscriptions")


@vendor
def _sumup():
    return V("SumUp", "sumup", [("SUMUP_API_KEY", "sup_sk_" + r(AN, 32), S)], desc="secret API key")


@vendor
def _plaid():
    return V("Plaid", "plaid", [("PLAID_CLIENT_ID", hx(24), N), ("PLAID_SECRET", hx(30), S), ("PLAID_ENV", "production", N)],
             desc="secret")


@vendor
def _binance():
    return V("Binance", "binance", [("BINANCE_API_KEY", r(AN, 64), S), ("BINANCE_API_SECRET", r(AN, 64), S)], desc="API key pair")


@vendor
def _bitvavo():
    return V("Bitvavo", "bitvavo", [("BITVAVO_APIKEY", hx(64), S), ("BITVAVO_APISECRET", hx(128), S)], desc="API key pair")


@vendor
def _shopify():
    k = pick(["shpat_", "shpss_", "shpca_"]) + hx(32)
    return V("Shopify", "shopify", [("SHOPIFY_STORE", pick(["acme-kr", "tokyo-goods", "berlin-bikes"]) + ".myshopify.com", N),
                                    ("SHOPIFY_ACCESS_TOKEN", k, S)], hdr=[("X-Shopify-Access-Token", "{1}")],
             url="https://acme-kr.myshopify.com/admin/api/2024-10/orders.json", desc="Admin API token")


@vendor
def _wise():
    return V("Wise", "wise", [("WISE_API_TOKEN", uuid4(), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.transferwise.com/v1/profiles")


# ---------------- AI / ML
@vendor
def _openai():
    st = ri(0, 3)
    if st == 0:
        k = "sk-proj-" + r(B64U, 74) + "T3BlbkFJ" + r(B64U, 74)
    elif st == 1:
        k = "sk-" + r(AN, 20) + "T3BlbkFJ" + r(AN, 20)
    elif st == 2:
        k = "sk-svcacct-" + r(B64U, 74) + "T3BlbkFJ" + r(B64U, 74)
    else:
        k = "sk-admin-" + r(B64U, 74) + "T3BlbkFJ" + r(B64U, 74)
    return V("OpenAI", "openai", [("OPENAI_API_KEY", k, S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.openai.com/v1/chat/completions")


@vendor
def _anthropic():
    k = pick(["sk-ant-api03-", "sk-ant-admin01-"]) + r(B64U, 93) + "AA"
    return V("Anthropic", "anthropic", [("ANTHROPIC_API_KEY", k, S)], hdr=[("x-api-key", "{0}")],
             url="https://api.anthropic.com/v1/messages")


@vendor
def _groq():
    return V("Groq", "groq", [("GROQ_API_KEY", "gsk_" + r(AN, 52), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.groq.com/openai/v1/chat/completions")


@vendor
def _replicate():
    return V("Replicate", "replicate", [("REPLICATE_API_TOKEN", "r8_" + r(AN, 37), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.replicate.com/v1/predictions")


@vendor
def _hf():
    return V("Hugging Face", "huggingface", [("HF_TOKEN", "hf_" + r(UP + LO, 34), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://huggingface.co/api/whoami-v2")


@vendor
def _perplexity():
    return V("Perplexity", "perplexity", [("PERPLEXITY_API_KEY", "pplx-" + r(AN, 48), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.perplexity.ai/chat/completions")


@vendor
def _xai():
    return V("xAI", "xai", [("XAI_API_KEY", "xai-" + r(AN, 80), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.x.ai/v1/chat/completions")


@vendor
def _openrouter():
    return V("OpenRouter", "openrouter", [("OPENROUTER_API_KEY", "sk-or-v1-" + hx(64), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://openrouter.ai/api/v1/chat/completions")


@vendor
def _mistral():
    return V("Mistral AI", "mistral", [("MISTRAL_API_KEY", r(AN, 32), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.mistral.ai/v1/chat/completions")


@vendor
def _cohere():
    return V("Cohere", "cohere", [("CO_API_KEY", r(AN, 40), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.cohere.com/v2/chat")


@vendor
def _together():
    return V("Together AI", "together", [("TOGETHER_API_KEY", hx(64), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.together.xyz/v1/completions")


@vendor
def _elevenlabs():
    return V("ElevenLabs", "elevenlabs", [("ELEVENLABS_API_KEY", "sk_" + hx(48), S)], hdr=[("xi-api-key", "{0}")],
             url="https://api.elevenlabs.io/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM")


@vendor
def _pinecone():
    return V("Pinecone", "pinecone", [("PINECONE_API_KEY", "pcsk_" + r(AN, 5) + "_" + r(AN, 64), S)], hdr=[("Api-Key", "{0}")],
             url="https://api.pinecone.io/indexes")


@vendor
def _langsmith():
    return V("LangSmith", "langsmith", [("LANGSMITH_API_KEY", pick(["lsv2_pt_", "lsv2_sk_"]) + hx(32) + "_" + hx(10), S),
                                        ("LANGSMITH_PROJECT", pick(["rag-eval", "support-bot"]), N)], desc="API key")


@vendor
def _wandb():
    return V("Weights & Biases", "wandb", [("WANDB_API_KEY", hx(40), S), ("WANDB_ENTITY", pick(["ml-team", "vision-lab"]), N)])


@vendor
def _deepgram():
    return V("Deepgram", "deepgram", [("DEEPGRAM_API_KEY", hx(40), S)], hdr=[("Authorization", "Token {0}")],
             url="https://api.deepgram.com/v1/listen?model=nova-2&language=ko")


@vendor
def _assemblyai():
    return V("AssemblyAI", "assemblyai", [("ASSEMBLYAI_API_KEY", hx(32), S)], hdr=[("Authorization", "{0}")],
             url="https://api.assemblyai.com/v2/transcript")


@vendor
def _fireworks():
    return V("Fireworks AI", "fireworks", [("FIREWORKS_API_KEY", "fw_" + r(AN, 24), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.fireworks.ai/inference/v1/chat/completions")


@vendor
def _voyage():
    return V("Voyage AI", "voyage", [("VOYAGE_API_KEY", "pa-" + r(B64U, 43), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.voyageai.com/v1/embeddings")


# ---------------- source hosting, CI, registries, secret managers
@vendor
def _github():
    st = ri(0, 4)
    if st == 0:
        k = "ghp_" + r(AN, 36)
    elif st == 1:
        k = "github_pat_11" + r(ANU, 20) + "_" + r(AN, 59)
    elif st == 2:
        k = "gho_" + r(AN, 36)
    elif st == 3:
        k = "ghs_" + r(AN, 36)
    else:
        k = "ghu_" + r(AN, 36)
    return V("GitHub", "github", [("GITHUB_TOKEN", k, S)], hdr=[("Authorization", "token {0}")],
             url="https://api.github.com/repos/acme/infra/actions/runs", desc="token")


@vendor
def _gitlab():
    st = ri(0, 3)
    if st == 0:
        k, n = "glpat-" + r(B64U, 20), "GITLAB_TOKEN"
    elif st == 1:
        k, n = "glptt-" + hx(40), "GITLAB_TRIGGER_TOKEN"
    elif st == 2:
        k, n = "gldt-" + r(B64U, 20), "GITLAB_DEPLOY_TOKEN"
    else:
        k, n = "glrt-" + r(B64U, 20), "RUNNER_TOKEN"
    return V("GitLab", "gitlab", [(n, k, S)], hdr=[("PRIVATE-TOKEN", "{0}")],
             url="https://gitlab.example.com/api/v4/projects/42/pipelines", desc="token")


@vendor
def _bitbucket():
    return V("Bitbucket", "bitbucket", [("BITBUCKET_USERNAME", pick(["jhpark", "ci-bot", "deploy-acme"]), N),
                                        ("BITBUCKET_APP_PASSWORD", "ATBB" + r(AN, 28) + hx(8).upper(), S)], desc="app password")


@vendor
def _atlassian():
    tok = "ATATT3xFfGF0" + r(B64U, 170) + "=" + hx(8).upper()
    return V("Atlassian", "atlassian", [("JIRA_EMAIL", pick(["dev@acme.io", "minsu.kim@example.co.kr"]), N), ("JIRA_API_TOKEN", tok, S)],
             desc="API token")


@vendor
def _gitea():
    return V("Gitea", "gitea", [("GITEA_TOKEN", hx(40), S)], hdr=[("Authorization", "token {0}")],
             url="https://git.internal.example/api/v1/user/repos")


@vendor
def _npm():
    return V("npm", "npm", [("NPM_TOKEN", "npm_" + r(AN, 36), S)], desc="automation token")


@vendor
def _pypi():
    return V("PyPI", "pypi", [("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc" + r(B64U, ri(140, 180)), S), ("TWINE_USERNAME", "__token__", N)],
             desc="API token")


@vendor
def _rubygems():
    return V("RubyGems", "rubygems", [("GEM_HOST_API_KEY", "rubygems_" + hx(48), S)], desc="API key")


@vendor
def _nuget():
    return V("NuGet", "nuget", [("NUGET_API_KEY", "oy2" + r(ANL, 43), S)], desc="API key")


@vendor
def _crates():
    return V("crates.io", "crates", [("CARGO_REGISTRY_TOKEN", "cio" + r(AN, 32), S)], desc="API token")


@vendor
def _dockerhub():
    return V("Docker Hub", "dockerhub", [("DOCKERHUB_USERNAME", pick(["acmebot", "jhpark", "kr-ci"]), N), ("DOCKERHUB_TOKEN", "dckr_pat_" + r(B64U, 27), S)],
             desc="personal access token")


@vendor
def _jfrog():
    if chance(0.5):
        k = "AKCp8" + r(AN, 68)
    else:
        k = "cmVmdGtuOjAxOj" + r(AN, 50)
    return V("JFrog Artifactory", "artifactory", [("ARTIFACTORY_USER", "ci-publisher", N), ("ARTIFACTORY_API_KEY", k, S)],
             hdr=[("X-JFrog-Art-Api", "{1}")], url="https://acme.jfrog.io/artifactory/api/repositories", desc="API key / reference token")


@vendor
def _sonatype():
    return V("Maven Central", "ossrh", [("OSSRH_USERNAME", r(AN, 8), N), ("OSSRH_PASSWORD", r(B64, 44), S)], desc="user token")


@vendor
def _hexpm():
    return V("Hex.pm", "hex", [("HEX_API_KEY", hx(32), S)])


@vendor
def _clojars():
    return V("Clojars", "clojars", [("LEIN_USERNAME", "kr-dev", N), ("LEIN_PASSWORD", "CLOJARS_" + hx(60), S)], desc="deploy token")


@vendor
def _circleci():
    return V("CircleCI", "circleci", [("CIRCLECI_TOKEN", "CCIPAT_" + r(AN, 22) + "_" + hx(40), S)], hdr=[("Circle-Token", "{0}")],
             url="https://circleci.com/api/v2/me")


@vendor
def _buildkite():
    if chance(0.5):
        return V("Buildkite", "buildkite", [("BUILDKITE_API_TOKEN", "bkua_" + hx(40), S)], hdr=[("Authorization", "Bearer {0}")],
                 url="https://api.buildkite.com/v2/organizations/acme/pipelines")
    return V("Buildkite", "buildkite", [("BUILDKITE_AGENT_TOKEN", hx(50), S)], desc="agent token")


@vendor
def _jenkins():
    return V("Jenkins", "jenkins", [("JENKINS_USER", pick(["admin", "deploy", "jhpark"]), N), ("JENKINS_API_TOKEN", "11" + hx(32), S)],
             desc="API token")


@vendor
def _tfc():
    return V("Terraform Cloud", "tfc", [("TFE_TOKEN", r(AN, 14) + ".atlasv1." + r(AN, 67), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://app.terraform.io/api/v2/organizations/acme/workspaces", desc="API token")


@vendor
def _pulumi():
    return V("Pulumi", "pulumi", [("PULUMI_ACCESS_TOKEN", "pul-" + hx(40), S)], desc="access token")


@vendor
def _doppler():
    k = pick(["dp.st.prd.", "dp.st.dev.", "dp.pt.", "dp.sa."]) + r(AN, 43)
    return V("Doppler", "doppler", [("DOPPLER_TOKEN", k, S)], desc="service token")


@vendor
def _vault():
    k = "hvs." + r(B64U, 90) if chance(0.6) else "s." + r(AN, 24)
    return V("HashiCorp Vault", "vault", [("VAULT_ADDR", "https://vault.%s:8200" % pick(["internal", "corp.example", "infra.local"]), N),
                                          ("VAULT_TOKEN", k, S)], hdr=[("X-Vault-Token", "{1}")],
             url="https://vault.internal:8200/v1/secret/data/payments", desc="token")


@vendor
def _onepassword():
    body = b64s(jdump({"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256",
                                                                         "iterations": 650000, "salt": b64r(16, url=True, pad=False)},
                       "email": r(ANL, 26) + "@1passwordserviceaccounts.com", "srpX": hx(64),
                       "muk": {"alg": "A256GCM", "ext": True, "k": b64r(32, url=True, pad=False), "key_ops": ["encrypt", "decrypt"],
                               "kty": "oct", "kid": "mp"}, "secretKey": "A3-" + r(ANU, 6) + "-" + r(ANU, 6)}), url=True, pad=False)
    return V("1Password", "op", [("OP_SERVICE_ACCOUNT_TOKEN", "ops_" + body, S)], desc="service account token")


@vendor
def _infisical():
    return V("Infisical", "infisical", [("INFISICAL_TOKEN", "st." + uuid4() + "." + hx(32) + "." + hx(32), S)], desc="service token")


@vendor
def _snyk():
    return V("Snyk", "snyk", [("SNYK_TOKEN", uuid4(), S)])


@vendor
def _sonarqube():
    return V("SonarQube", "sonar", [("SONAR_HOST_URL", "https://sonar.%s" % pick(["internal", "acme.io"]), N),
                                    ("SONAR_TOKEN", pick(["squ_", "sqp_", "sqa_"]) + hx(40), S)], desc="token")


@vendor
def _codecov():
    return V("Codecov", "codecov", [("CODECOV_TOKEN", uuid4(), S)], desc="upload token")


@vendor
def _harbor():
    return V("Harbor", "harbor", [("HARBOR_USERNAME", "robot$ci+" + pick(["builder", "pusher"]), N), ("HARBOR_PASSWORD", r(AN, 32), S)],
             desc="robot account secret")


@vendor
def _tailscale():
    return V("Tailscale", "tailscale", [("TS_AUTHKEY", "tskey-auth-" + r(AN, 11) + "CNTRL-" + r(AN, 33), S)], desc="auth key")


@vendor
def _ngrok():
    return V("ngrok", "ngrok", [("NGROK_AUTHTOKEN", "2" + r(AN, 26) + "_" + r(AN, 21), S)], desc="authtoken")


@vendor
def _age():
    return V("age", "sops_age", [("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + r(BECH, 58), S)], desc="age identity")


@vendor
def _postman():
    return V("Postman", "postman", [("POSTMAN_API_KEY", "PMAK-" + hx(24) + "-" + hx(34), S)], hdr=[("X-Api-Key", "{0}")],
             url="https://api.getpostman.com/collections")


@vendor
def _expo():
    return V("Expo", "expo", [("EXPO_TOKEN", r(B64U, 40), S)], desc="access token")


@vendor
def _jb_space():
    return V("JetBrains Space", "space", [("SPACE_TOKEN", jwt({"sub": r(AN, 12), "aud": "space", "iat": now_ts()}, "RS256"), S)],
             desc="permanent token (JWT)")


# ---------------- messaging / email / SMS
@vendor
def _slack():
    st = ri(0, 3)
    if st == 0:
        return V("Slack", "slack", [("SLACK_BOT_TOKEN", "xoxb-%d-%d-%s" % (ri(10 ** 10, 10 ** 13), ri(10 ** 10, 10 ** 13), r(AN, 24)), S)],
                 hdr=[("Authorization", "Bearer {0}")], url="https://slack.com/api/chat.postMessage", desc="bot token")
    if st == 1:
        return V("Slack", "slack", [("SLACK_USER_TOKEN", "xoxp-%d-%d-%d-%s" % (ri(10 ** 10, 10 ** 13), ri(10 ** 10, 10 ** 13), ri(10 ** 10, 10 ** 13), hx(32)), S)],
                 desc="user token")
    if st == 2:
        return V("Slack", "slack", [("SLACK_APP_TOKEN", "xapp-1-A%s-%d-%s" % (r(ANU, 10), ri(10 ** 12, 10 ** 13), hx(64)), S),
                                    ("SLACK_SIGNING_SECRET", hx(32), S)], desc="app-level token + signing secret")
    tok = r(AN, 24)
    url = "https://hooks.slack.com/services/T%s/B%s/%s" % (r(ANU, 8), r(ANU, 10), tok)
    return V("Slack", "slack", [("SLACK_WEBHOOK_URL", url, N)], extra=[tok], desc="incoming webhook")


@vendor
def _discord():
    if chance(0.5):
        uid = str(ri(10 ** 17, 10 ** 18 * 2))
        tok = b64s(uid, pad=False) + "." + r(B64U, 6) + "." + r(B64U, 38)
        return V("Discord", "discord", [("DISCORD_BOT_TOKEN", tok, S)], hdr=[("Authorization", "Bot {0}")],
                 url="https://discord.com/api/v10/users/@me", desc="bot token")
    tok = r(B64U, 68)
    return V("Discord", "discord", [("DISCORD_WEBHOOK_URL", "https://discord.com/api/webhooks/%d/%s" % (ri(10 ** 17, 10 ** 18 * 2), tok), N)],
             extra=[tok], desc="webhook")


@vendor
def _telegram():
    tok = "%d:AA%s" % (ri(10 ** 8, 10 ** 10 - 1), r(B64U, 33))
    return V("Telegram", "telegram", [("TELEGRAM_BOT_TOKEN", tok, S), ("TELEGRAM_CHAT_ID", "-100" + str(ri(10 ** 9, 10 ** 10)), N)],
             url="https://api.telegram.org/bot%s/sendMessage" % tok, desc="bot token")


@vendor
def _teams():
    h = hx(32)
    g3 = uuid4()
    url = "https://acme.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/V2%s" % (uuid4(), uuid4(), h, g3, r(B64U, 40))
    return V("Microsoft Teams", "teams", [("TEAMS_WEBHOOK_URL", url, N)], extra=[h, url.rsplit("/", 1)[1]], desc="incoming webhook")


@vendor
def _twilio():
    if chance(0.6):
        return V("Twilio", "twilio", [("TWILIO_ACCOUNT_SID", "AC" + hx(32), N), ("TWILIO_AUTH_TOKEN", hx(32), S)], desc="auth token")
    return V("Twilio", "twilio", [("TWILIO_ACCOUNT_SID", "AC" + hx(32), N), ("TWILIO_API_KEY", "SK" + hx(32), N),
                                  ("TWILIO_API_SECRET", r(AN, 32), S)], desc="API key secret")


@vendor
def _sendgrid():
    return V("SendGrid", "sendgrid", [("SENDGRID_API_KEY", "SG." + r(B64U, 22) + "." + r(B64U, 43), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.sendgrid.com/v3/mail/send")


@vendor
def _mailgun():
    k = "key-" + hx(32) if chance(0.4) else hx(32) + "-" + hx(8) + "-" + hx(8)
    return V("Mailgun", "mailgun", [("MAILGUN_DOMAIN", pick(["mg.acme.io", "mail.example.co.kr"]), N), ("MAILGUN_API_KEY", k, S)],
             extra=[basic_blob("api", k)], hdr=[("Authorization", "Basic " + basic_blob("api", k))],
             url="https://api.mailgun.net/v3/mg.acme.io/messages")


@vendor
def _mailchimp():
    return V("Mailchimp", "mailchimp", [("MAILCHIMP_API_KEY", hx(32) + "-us" + str(ri(1, 21)), S)], desc="API key")


@vendor
def _mailjet():
    return V("Mailjet", "mailjet", [("MJ_APIKEY_PUBLIC", hx(32), N), ("MJ_APIKEY_PRIVATE", hx(32), S)], desc="secret key")


@vendor
def _postmark():
    return V("Postmark", "postmark", [("POSTMARK_SERVER_TOKEN", uuid4(), S)], hdr=[("X-Postmark-Server-Token", "{0}")],
             url="https://api.postmarkapp.com/email")


@vendor
def _brevo():
    return V("Brevo", "brevo", [("BREVO_API_KEY", "xkeysib-" + hx(64) + "-" + r(AN, 16), S)], hdr=[("api-key", "{0}")],
             url="https://api.brevo.com/v3/smtp/email")


@vendor
def _resend():
    return V("Resend", "resend", [("RESEND_API_KEY", "re_" + r(AN, 8) + "_" + r(AN, 24), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.resend.com/emails")


@vendor
def _vonage():
    return V("Vonage", "vonage", [("VONAGE_API_KEY", hx(8), N), ("VONAGE_API_SECRET", r(AN, 16), S)], desc="API secret")


@vendor
def _infobip():
    k = hx(32) + "-" + uuid4()
    return V("Infobip", "infobip", [("INFOBIP_API_KEY", k, S), ("INFOBIP_BASE_URL", r(ANL, 6) + ".api.infobip.com", N)],
             hdr=[("Authorization", "App {0}")], url="https://xyz123.api.infobip.com/sms/2/text/advanced")


@vendor
def _klaviyo():
    return V("Klaviyo", "klaviyo", [("KLAVIYO_PRIVATE_API_KEY", "pk_" + hx(34), S)], hdr=[("Authorization", "Klaviyo-API-Key {0}")],
             url="https://a.klaviyo.com/api/profiles/", desc="private API key")


@vendor
def _matrix():
    user = pick(["ops-bot", "alertbot", "jhpark"])
    tok = "syt_" + b64s(user, pad=False) + "_" + r(AN, 20) + "_" + r(AN, 6)
    return V("Matrix", "matrix", [("MATRIX_HOMESERVER", "https://matrix.%s" % pick(["acme.io", "chat.example.org"]), N),
                                  ("MATRIX_ACCESS_TOKEN", tok, S)], desc="access token")


@vendor
def _mastodon():
    return V("Mastodon", "mastodon", [("MASTODON_ACCESS_TOKEN", r(B64U, 43), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://mastodon.social/api/v1/statuses")


@vendor
def _line_notify():
    return V("LINE Notify", "line_notify", [("LINE_NOTIFY_TOKEN", r(AN, 43), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://notify-api.line.me/api/notify")


@vendor
def _pusher():
    return V("Pusher", "pusher", [("PUSHER_APP_ID", str(ri(10 ** 6, 10 ** 7)), N), ("PUSHER_KEY", hx(20), N), ("PUSHER_SECRET", hx(20), S),
                                  ("PUSHER_CLUSTER", "ap3", N)], desc="app secret")


@vendor
def _ably():
    k = "%s.%s:%s" % (r(AN, 6), r(AN, 6), r(B64U, 43))
    return V("Ably", "ably", [("ABLY_API_KEY", k, S)], desc="API key")


# ---------------- observability
@vendor
def _datadog():
    return V("Datadog", "datadog", [("DD_API_KEY", hx(32), S), ("DD_APP_KEY", hx(40), S), ("DD_SITE", pick(["datadoghq.com", "ap1.datadoghq.com", "datadoghq.eu"]), N)],
             hdr=[("DD-API-KEY", "{0}"), ("DD-APPLICATION-KEY", "{1}")], url="https://api.datadoghq.com/api/v1/validate")


@vendor
def _newrelic():
    if chance(0.5):
        return V("New Relic", "newrelic", [("NEW_RELIC_API_KEY", "NRAK-" + r(ANU, 27), S)], hdr=[("API-Key", "{0}")],
                 url="https://api.newrelic.com/graphql", desc="user key")
    return V("New Relic", "newrelic", [("NEW_RELIC_LICENSE_KEY", hx(36) + "NRAL", S), ("NEW_RELIC_APP_NAME", pick(SERVICES), N)],
             desc="license key")


@vendor
def _grafana():
    if chance(0.5):
        return V("Grafana", "grafana", [("GRAFANA_URL", "https://grafana.%s" % pick(["internal", "acme.io"]), N),
                                        ("GRAFANA_SA_TOKEN", "glsa_" + r(AN, 32) + "_" + hx(8), S)], desc="service account token")
    body = b64s(jdump({"o": str(ri(10 ** 5, 10 ** 6)), "n": "stack-%d-otlp-write" % ri(10 ** 5, 10 ** 6), "k": r(AN, 24),
                       "m": {"r": pick(["prod-ap-northeast-0", "prod-eu-west-2"])}}), pad=True)
    return V("Grafana Cloud", "grafana_cloud", [("GRAFANA_CLOUD_API_KEY", "glc_" + body, S)], desc="access policy token")


@vendor
def _honeycomb():
    return V("Honeycomb", "honeycomb", [("HONEYCOMB_API_KEY", "hcaik_01" + r(ANL, 56), S)], hdr=[("x-honeycomb-team", "{0}")],
             url="https://api.honeycomb.io/1/auth")


@vendor
def _dynatrace():
    return V("Dynatrace", "dynatrace", [("DT_API_TOKEN", "dt0c01." + r(ANU, 24) + "." + r(ANU, 64), S)], hdr=[("Authorization", "Api-Token {0}")],
             url="https://abc12345.live.dynatrace.com/api/v2/metrics")


@vendor
def _splunk():
    return V("Splunk", "splunk", [("SPLUNK_HEC_TOKEN", uuid4(), S)], hdr=[("Authorization", "Splunk {0}")],
             url="https://splunk.internal:8088/services/collector/event", desc="HEC token")


@vendor
def _sentry():
    if chance(0.5):
        body = b64s(jdump({"iat": now_ts() + 0.5, "url": "https://sentry.io", "region_url": "https://us.sentry.io", "org": pick(["acme", "kr-shop"])}), pad=False)
        return V("Sentry", "sentry", [("SENTRY_AUTH_TOKEN", "sntrys_" + body + "_" + r(B64, 43), S)], desc="org auth token")
    return V("Sentry", "sentry", [("SENTRY_AUTH_TOKEN", "sntryu_" + hx(64), S)], desc="user auth token")


@vendor
def _pagerduty():
    if chance(0.5):
        return V("PagerDuty", "pagerduty", [("PAGERDUTY_ROUTING_KEY", hx(32), S)], desc="Events API routing key")
    return V("PagerDuty", "pagerduty", [("PAGERDUTY_API_TOKEN", r(AN + "_-+", 20), S)], hdr=[("Authorization", "Token token={0}")],
             url="https://api.pagerduty.com/incidents", desc="REST API token")


@vendor
def _opsgenie():
    return V("Opsgenie", "opsgenie", [("OPSGENIE_API_KEY", uuid4(), S)], hdr=[("Authorization", "GenieKey {0}")],
             url="https://api.opsgenie.com/v2/alerts")


@vendor
def _elastic():
    kid = r(B64U, 20)
    key = r(B64U, 22)
    blob = b64s(kid + ":" + key)
    return V("Elastic", "elastic", [("ES_API_KEY", blob, S)], hdr=[("Authorization", "ApiKey {0}")],
             url="https://es.internal:9200/_cat/indices?v", desc="API key (encoded)")


@vendor
def _logzio():
    return V("Logz.io", "logzio", [("LOGZIO_TOKEN", r(UP + LO, 32), S), ("LOGZIO_LISTENER", "listener-eu.logz.io", N)], desc="shipping token")


@vendor
def _axiom():
    return V("Axiom", "axiom", [("AXIOM_TOKEN", pick(["xaat-", "xapt-"]) + uuid4(), S), ("AXIOM_DATASET", "prod-logs", N)])


@vendor
def _rollbar():
    return V("Rollbar", "rollbar", [("ROLLBAR_ACCESS_TOKEN", hx(32), S)], desc="post_server_item token")


@vendor
def _sumo():
    return V("Sumo Logic", "sumologic", [("SUMO_ACCESS_ID", "su" + r(AN, 12), N), ("SUMO_ACCESS_KEY", r(AN, 64), S)], desc="access key")


@vendor
def _betterstack():
    return V("Better Stack", "betterstack", [("LOGTAIL_SOURCE_TOKEN", r(AN, 24), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://in.logs.betterstack.com")


# ---------------- databases / data platforms (vendor-specific)
@vendor
def _planetscale():
    if chance(0.5):
        pw = "pscale_pw_" + r(B64U, 43)
        url = "mysql://%s:%s@aws.connect.psdb.cloud/%s?sslaccept=strict" % (r(ANL, 12), pw, pick(["shop", "app", "ledger"]))
        return V("PlanetScale", "planetscale", [("DATABASE_URL", url, N)], extra=[pw], desc="database password")
    return V("PlanetScale", "planetscale", [("PLANETSCALE_SERVICE_TOKEN_ID", r(ANL, 12), N), ("PLANETSCALE_SERVICE_TOKEN", "pscale_tkn_" + r(B64U, 43), S)],
             desc="service token")


@vendor
def _neon():
    pw = "npg_" + r(AN, 12)
    ep = "ep-%s-%s-%s" % (pick(["cool", "wispy", "late", "small"]), pick(["river", "sun", "frost", "leaf"]), r(ANL, 8))
    url = "postgresql://neondb_owner:%s@%s-pooler.ap-southeast-1.aws.neon.tech/neondb?sslmode=require" % (pw, ep)
    return V("Neon", "neon", [("DATABASE_URL", url, N)], extra=[pw], desc="database password")


@vendor
def _upstash():
    tok = "A" + r(B64U, 3) + "AAIjcD" + r(B64U, 70) + "="
    return V("Upstash", "upstash", [("UPSTASH_REDIS_REST_URL", "https://%s-%s-%d.upstash.io" % (pick(["apt", "fond", "wise"]), pick(["lynx", "crab", "owl"]), ri(1000, 99999)), N),
                                    ("UPSTASH_REDIS_REST_TOKEN", tok, S)], desc="REST token")


@vendor
def _turso():
    t = jwt({"a": "rw", "iat": now_ts(), "id": uuid4()}, "EdDSA").replace("JWT", "JWT")
    return V("Turso", "turso", [("TURSO_DATABASE_URL", "libsql://%s-%s.turso.io" % (pick(["app", "edge-cache"]), r(ANL, 8)), N),
                                ("TURSO_AUTH_TOKEN", t, S)], desc="database auth token")


@vendor
def _atlas():
    pw = r(AN, 16)
    url = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/?retryWrites=true&w=majority&appName=Cluster0" % (pick(USERS), pw, r(ANL, 5))
    if chance(0.5):
        return V("MongoDB Atlas", "mongodb", [("MONGODB_URI", url, N)], extra=[pw], desc="connection string password")
    return V("MongoDB Atlas", "mongodb_atlas", [("MONGODB_ATLAS_PUBLIC_KEY", r(ANL, 8), N), ("MONGODB_ATLAS_PRIVATE_KEY", uuid4(), S)],
             desc="Admin API private key")


@vendor
def _redis_cloud():
    pw = r(AN, 32)
    url = "rediss://default:%s@redis-%d.c%d.ap-northeast-1-1.ec2.redns.redis-cloud.com:%d" % (pw, ri(10000, 19999), ri(100, 300), ri(10000, 19999))
    return V("Redis Cloud", "redis", [("REDIS_URL", url, N)], extra=[pw], desc="default user password")


@vendor
def _databricks():
    return V("Databricks", "databricks", [("DATABRICKS_HOST", "https://dbc-%s-%s.cloud.databricks.com" % (hx(8), r(ANL, 4)), N),
                                          ("DATABRICKS_TOKEN", "dapi" + hx(32) + pick(["", "-2", "-3"]), S)], desc="PAT")


@vendor
def _snowflake():
    return V("Snowflake", "snowflake", [("SNOWFLAKE_ACCOUNT", "%s-%s" % (r(ANU, 7), r(ANU, 7)), N), ("SNOWFLAKE_USER", "ETL_SVC", N),
                                        ("SNOWFLAKE_PASSWORD", strong_password(), S)], desc="service user password")


@vendor
def _confluent():
    return V("Confluent Cloud", "confluent", [("KAFKA_BOOTSTRAP", "pkc-%s.ap-northeast-2.aws.confluent.cloud:9092" % r(ANL, 5), N),
                                              ("KAFKA_API_KEY", r(ANU, 16), N), ("KAFKA_API_SECRET", r(B64, 64), S)], desc="API secret")


@vendor
def _clickhouse():
    return V("ClickHouse Cloud", "clickhouse", [("CLICKHOUSE_KEY_ID", r(AN, 20), N), ("CLICKHOUSE_KEY_SECRET", "4b1d" + r(AN, 38), S)],
             desc="API key secret")


@vendor
def _algolia():
    return V("Algolia", "algolia", [("ALGOLIA_APP_ID", r(ANU, 10), N), ("ALGOLIA_ADMIN_API_KEY", hx(32), S)],
             hdr=[("X-Algolia-Application-Id", "{0}"), ("X-Algolia-API-Key", "{1}")],
             url="https://APPID-dsn.algolia.net/1/indexes/products/settings", desc="admin API key")


@vendor
def _meili():
    return V("Meilisearch", "meili", [("MEILI_MASTER_KEY", r(B64U, 43), S)], hdr=[("Authorization", "Bearer {0}")],
             url="http://meili.internal:7700/indexes", desc="master key")


@vendor
def _typesense():
    return V("Typesense", "typesense", [("TYPESENSE_API_KEY", r(AN, 32), S)], hdr=[("X-TYPESENSE-API-KEY", "{0}")],
             url="https://search.internal:8108/collections", desc="admin API key")


@vendor
def _mapbox_secret():
    body = b64s(jdump({"u": pick(["acme-maps", "krdelivery"]), "a": "cl" + r(ANL, 23)}), url=True, pad=False)
    return V("Mapbox", "mapbox", [("MAPBOX_SECRET_TOKEN", "sk." + body + "." + r(B64U, 22), S)], desc="secret access token")


# ---------------- SaaS / productivity / identity
@vendor
def _notion():
    k = "secret_" + r(AN, 43) if chance(0.4) else "ntn_" + str(ri(10 ** 10, 10 ** 11)) + r(AN, 35)
    return V("Notion", "notion", [("NOTION_TOKEN", k, S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.notion.com/v1/databases/%s/query" % hx(32), desc="integration secret")


@vendor
def _airtable():
    return V("Airtable", "airtable", [("AIRTABLE_TOKEN", "pat" + r(AN, 14) + "." + hx(64), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.airtable.com/v0/app%s/Tasks" % r(AN, 14), desc="personal access token")


@vendor
def _linear():
    return V("Linear", "linear", [("LINEAR_API_KEY", "lin_api_" + r(AN, 40), S)], hdr=[("Authorization", "{0}")],
             url="https://api.linear.app/graphql")


@vendor
def _asana():
    return V("Asana", "asana", [("ASANA_PAT", "2/%d/%d:%s" % (ri(10 ** 15, 10 ** 16), ri(10 ** 15, 10 ** 16), hx(32)), S)],
             hdr=[("Authorization", "Bearer {0}")], url="https://app.asana.com/api/1.0/users/me")


@vendor
def _figma():
    return V("Figma", "figma", [("FIGMA_TOKEN", "figd_" + r(B64U, 40), S)], hdr=[("X-Figma-Token", "{0}")],
             url="https://api.figma.com/v1/files/%s" % r(AN, 22))


@vendor
def _hubspot():
    return V("HubSpot", "hubspot", [("HUBSPOT_ACCESS_TOKEN", "pat-%s-%s" % (pick(["na1", "eu1"]), uuid4()), S)],
             hdr=[("Authorization", "Bearer {0}")], url="https://api.hubapi.com/crm/v3/objects/contacts")


@vendor
def _intercom():
    tok = "dG9rOj" + b64s(uuid4().replace("-", "_") + ":1:0")[6:]
    return V("Intercom", "intercom", [("INTERCOM_ACCESS_TOKEN", tok, S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.intercom.io/contacts")


@vendor
def _okta():
    return V("Okta", "okta", [("OKTA_ORG_URL", "https://%s.okta.com" % pick(["acme", "kr-corp"]), N), ("OKTA_API_TOKEN", "00" + r(B64U, 40), S)],
             hdr=[("Authorization", "SSWS {1}")], url="https://acme.okta.com/api/v1/users?limit=25", desc="API token")


@vendor
def _auth0():
    return V("Auth0", "auth0", [("AUTH0_DOMAIN", "%s.%s.auth0.com" % (pick(["acme", "shop-kr"]), pick(["us", "jp", "eu"])), N),
                                ("AUTH0_CLIENT_ID", r(AN, 32), N), ("AUTH0_CLIENT_SECRET", r(B64U, 64), S)], desc="client secret")


@vendor
def _clerk():
    return V("Clerk", "clerk", [("CLERK_SECRET_KEY", "sk_live_" + r(AN, 40), S)], desc="secret key")


@vendor
def _dropbox():
    return V("Dropbox", "dropbox", [("DROPBOX_ACCESS_TOKEN", "sl.u." + r(B64U, 140), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.dropboxapi.com/2/files/list_folder", desc="short-lived access token")


@vendor
def _twitter():
    tok = "A" * 22 + r(AN + "%", 90)
    return V("X (Twitter)", "twitter", [("TWITTER_BEARER_TOKEN", tok, S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.twitter.com/2/tweets/search/recent?query=from:acme", desc="app bearer token")


@vendor
def _meta():
    if chance(0.5):
        return V("Meta", "facebook", [("FB_PAGE_ACCESS_TOKEN", "EAA" + r(AN, ri(160, 200)), S)], desc="page access token",
                 url="https://graph.facebook.com/v19.0/me/messages")
    return V("Meta", "facebook", [("FB_APP_ID", str(ri(10 ** 14, 10 ** 16)), N), ("FB_APP_SECRET", hx(32), S)], desc="app secret")


@vendor
def _spotify():
    return V("Spotify", "spotify", [("SPOTIFY_CLIENT_ID", hx(32), N), ("SPOTIFY_CLIENT_SECRET", hx(32), S)], desc="client secret")


@vendor
def _zoom():
    return V("Zoom", "zoom", [("ZOOM_ACCOUNT_ID", r(B64U, 22), N), ("ZOOM_CLIENT_ID", r(AN, 22), N), ("ZOOM_CLIENT_SECRET", r(AN, 32), S)],
             desc="S2S OAuth client secret")


@vendor
def _zendesk():
    tok = r(AN, 40)
    blob = basic_blob("support@acme.io/token", tok)
    return V("Zendesk", "zendesk", [("ZENDESK_SUBDOMAIN", "acme", N), ("ZENDESK_API_TOKEN", tok, S)], extra=[blob],
             hdr=[("Authorization", "Basic " + blob)], url="https://acme.zendesk.com/api/v2/tickets.json")


@vendor
def _launchdarkly():
    k = pick(["sdk-", "api-"]) + uuid4()
    return V("LaunchDarkly", "launchdarkly", [("LD_SDK_KEY" if k.startswith("sdk") else "LD_API_KEY", k, S)], desc="server-side key")


@vendor
def _contentful():
    return V("Contentful", "contentful", [("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + r(B64U, 43), S), ("CONTENTFUL_SPACE_ID", r(ANL, 12), N)])


@vendor
def _typeform():
    return V("Typeform", "typeform", [("TYPEFORM_TOKEN", "tfp_" + r(B64U, 44) + "_" + r(AN, 14), S)], hdr=[("Authorization", "Bearer {0}")],
             url="https://api.typeform.com/forms")


@vendor
def _shippo():
    return V("Shippo", "shippo", [("SHIPPO_API_TOKEN", "shippo_live_" + hx(40), S)], hdr=[("Authorization", "ShippoToken {0}")],
             url="https://api.goshippo.com/shipments/")


@vendor
def _easypost():
    return V("EasyPost", "easypost", [("EASYPOST_API_KEY", "EZAK" + hx(54), S)], desc="production API key")


@vendor
def _bitly():
    return V("Bitly", "bitly", [("BITLY_TOKEN", hx(40), S)], hdr=[("Authorization", "Bearer {0}")], url="https://api-ssl.bitly.com/v4/shorten")


@vendor
def _bitwarden():
    return V("Bitwarden", "bitwarden", [("BW_CLIENTID", "organization." + uuid4(), N), ("BW_CLIENTSECRET", r(AN, 30), S)],
             desc="organization API client secret")


@vendor
def _mux():
    return V("Mux", "mux", [("MUX_TOKEN_ID", uuid4(), N), ("MUX_TOKEN_SECRET", r(B64, 75), S)], desc="token secret")


@vendor
def _lemonsqueezy():
    return V("Lemon Squeezy", "lemonsqueezy", [("LEMONSQUEEZY_API_KEY", jwt({"aud": "1", "jti": hx(80), "iat": now_ts(), "sub": str(ri(10 ** 5, 10 ** 6)), "scopes": []}, "RS256"), S)],
             desc="API key (JWT)")


@vendor
def _coinbase():
    return V("Coinbase", "coinbase", [("COINBASE_API_KEY_NAME", "organizations/%s/apiKeys/%s" % (uuid4(), uuid4()), N),
                                      ("COINBASE_API_SECRET", r(B64, 86) + "==", S)], desc="CDP API secret")


# ======================================================================
# Renderers: turn one or more credential dicts into a config/code/log snippet.
# ======================================================================
def toks(name):
    return [t for t in name.lower().split("_") if t]


def k_sub(name):
    t = toks(name)
    return t[1:] if len(t) >= 3 else t


def k_snake(name, sub=True):
    return "_".join(k_sub(name) if sub else toks(name))


def k_camel(name, sub=True):
    t = k_sub(name) if sub else toks(name)
    return t[0] + "".join(x.capitalize() for x in t[1:])


def k_kebab(name, sub=True):
    return "-".join(k_sub(name) if sub else toks(name))


def k_pascal(name, sub=True):
    t = k_sub(name) if sub else toks(name)
    return "".join(x.capitalize() for x in t)


def q(v):
    return '"' + v + '"'


def allpairs(creds):
    out = []
    for c in creds:
        for p in c["pairs"]:
            out.append((p[0], p[1]))
    return out


def r_env(creds):
    lines = []
    if chance(0.4):
        lines.append(pick(["# %s" % creds[0]["v"], "# --- %s ---" % creds[0]["v"].lower(), "# copied from 1password, do not commit"]))
    qs = pick(["", "", '"', "'"])
    for n, v in allpairs(creds):
        lines.append("%s=%s%s%s" % (n, qs, v, qs))
    if chance(0.3):
        lines.append(pick(["LOG_LEVEL=debug", "PORT=8080", "NODE_ENV=production", "TZ=Asia/Seoul", "APP_ENV=" + pick(ENVS)]))
    return "\n".join(lines), ".env"


def r_export(creds):
    return "\n".join("export %s=%s" % (n, pick(["'%s'", '"%s"', "%s"]) % v) for n, v in allpairs(creds)), "shell export"


def r_yaml(creds):
    lines = []
    for c in creds:
        lines.append(c["slug"] + ":")
        for p in c["pairs"]:
            n, v = p[0], p[1]
            if v and v[0] not in "!&*%@[{|>`'\"#" and ": " not in v and " #" not in v:
                vv = pick([q(v), v, "'%s'" % v])
            else:
                vv = q(v)
            lines.append("  %s: %s" % (k_snake(n), vv))
    return "\n".join(lines), "YAML"


def r_json(creds):
    obj = {}
    for c in creds:
        obj[c["slug"]] = dict((k_camel(n), v) for n, v in [(p[0], p[1]) for p in c["pairs"]])
    return json.dumps(obj, indent=2, ensure_ascii=False), "JSON"


def r_toml(creds):
    lines = []
    for c in creds:
        lines.append("[%s]" % c["slug"])
        for p in c["pairs"]:
            lines.append('%s = "%s"' % (k_snake(p[0]), p[1]))
    return "\n".join(lines), "TOML"


def r_ini(creds):
    lines = []
    for c in creds:
        lines.append("[%s]" % c["slug"])
        for p in c["pairs"]:
            lines.append("%s = %s" % (k_snake(p[0]), p[1]))
    return "\n".join(lines), "INI"


def r_props(creds):
    lines = []
    for c in creds:
        for p in c["pairs"]:
            lines.append("%s.%s=%s" % (c["slug"].replace("_", "-"), k_kebab(p[0]), p[1]))
    return "\n".join(lines), "properties"


def r_hcl(creds):
    lines = []
    for c in creds:
        if chance(0.5):
            lines.append('provider "%s" {' % c["slug"])
            for p in c["pairs"]:
                lines.append('  %s = "%s"' % (k_snake(p[0]), p[1]))
            lines.append("}")
        else:
            for p in c["pairs"]:
                lines.append('variable "%s" {\n  type    = string\n  default = "%s"\n}' % (k_snake(p[0], sub=False), p[1]))
    return "\n".join(lines), "HCL"


def r_tfvars(creds):
    return "\n".join('%s = "%s"' % (k_snake(n, sub=False), v) for n, v in allpairs(creds)), "tfvars"


def r_xml(creds):
    if chance(0.5):
        lines = ["<appSettings>"]
        for c in creds:
            for p in c["pairs"]:
                lines.append('  <add key="%s:%s" value="%s" />' % (c["v"].split()[0], k_pascal(p[0]), p[1]))
        lines.append("</appSettings>")
        return "\n".join(lines), "XML web.config"
    lines = ["<properties>"]
    for c in creds:
        for p in c["pairs"]:
            lines.append("  <%s.%s>%s</%s.%s>" % (c["slug"], k_camel(p[0]), p[1], c["slug"], k_camel(p[0])))
    lines.append("</properties>")
    return "\n".join(lines), "XML pom properties"


def r_dockerfile(creds):
    lines = ["FROM %s" % pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22 AS build"])]
    kw = pick(["ENV", "ARG"])
    for n, v in allpairs(creds):
        lines.append("%s %s=%s" % (kw, n, v))
    lines.append(pick(["RUN pip install -r requirements.txt", "RUN npm ci --omit=dev", "COPY . /app", "CMD [\"./server\"]"]))
    return "\n".join(lines), "Dockerfile"


def r_compose(creds):
    svc = pick(SERVICES)
    lines = ["services:", "  %s:" % svc, "    image: %s:%s" % (svc, pick(["latest", "1.4.2", "main"])), "    environment:"]
    if chance(0.5):
        for n, v in allpairs(creds):
            lines.append("      %s: %s" % (n, q(v)))
    else:
        for n, v in allpairs(creds):
            lines.append("      - %s=%s" % (n, v))
    return "\n".join(lines), "docker-compose"


def r_k8s_secret(creds):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-secrets" % pick(SERVICES),
             "  namespace: %s" % pick(ENVS), "type: Opaque", "stringData:"]
    for n, v in allpairs(creds):
        lines.append("  %s: %s" % (n, q(v)))
    return "\n".join(lines), "k8s Secret"


def r_k8s_env(creds):
    lines = ["      containers:", "        - name: %s" % pick(SERVICES), "          env:"]
    for n, v in allpairs(creds):
        lines.append("            - name: %s\n              value: %s" % (n, q(v)))
    return "\n".join(lines), "k8s Deployment env"


def r_gha(creds):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    for n, v in allpairs(creds):
        lines.append("      %s: %s" % (n, v))
    lines.append("    steps:")
    lines.append("      - run: %s" % pick(["make deploy", "npm run release", "./scripts/publish.sh", "terraform apply -auto-approve"]))
    return "\n".join(lines), "GitHub Actions workflow"


def r_gitlab(creds):
    lines = ["variables:"]
    for n, v in allpairs(creds):
        lines.append('  %s: "%s"' % (n, v))
    lines.append("deploy:\n  stage: deploy\n  script:\n    - %s" % pick(["./deploy.sh", "helm upgrade --install app ./chart"]))
    return "\n".join(lines), "GitLab CI"


def r_python(creds):
    st = ri(0, 2)
    ps = allpairs(creds)
    if st == 0:
        return "\n".join(['os.environ["%s"] = "%s"' % (n, v) for n, v in ps]), "Python"
    if st == 1:
        return "\n".join(['%s = os.getenv("%s", "%s")' % (n, n, v) for n, v in ps]), "Python"
    c = creds[0]
    args = ", ".join('%s="%s"' % (k_snake(p[0]), p[1]) for p in c["pairs"])
    return "client = %sClient(%s)" % (c["v"].split()[0].replace(".", "").replace("(", ""), args), "Python"


def r_js(creds):
    ps = allpairs(creds)
    if chance(0.5):
        body = ",\n".join("  %s: '%s'" % (k_camel(n), v) for n, v in ps)
        return "const config = {\n%s\n};" % body, pick(["JavaScript", "TypeScript"])
    return "\n".join("process.env.%s ??= \"%s\";" % (n, v) for n, v in ps), "Node.js"


def r_go(creds):
    ps = allpairs(creds)
    if chance(0.5):
        return "\n".join('os.Setenv("%s", "%s")' % (n, v) for n, v in ps), "Go"
    return "const (\n%s\n)" % "\n".join('\t%s = "%s"' % (k_pascal(n, sub=False), v) for n, v in ps), "Go"


def r_java(creds):
    ps = allpairs(creds)
    if chance(0.5):
        return "\n".join('private static final String %s = "%s";' % (n, v) for n, v in ps), "Java"
    return "\n".join('val %s = "%s"' % (k_camel(n, sub=False), v) for n, v in ps), "Kotlin"


def r_ruby(creds):
    return "\n".join("ENV['%s'] ||= '%s'" % (n, v) for n, v in allpairs(creds)), "Ruby"


def r_php(creds):
    body = "\n".join("    '%s' => env('%s', '%s')," % (k_snake(n), n, v) for n, v in allpairs(creds))
    return "return [\n%s\n];" % body, "PHP config"


def r_csharp(creds):
    return "\n".join('Environment.SetEnvironmentVariable("%s", "%s");' % (n, v) for n, v in allpairs(creds)), "C#"


def r_rust(creds):
    return "\n".join('std::env::set_var("%s", "%s");' % (n, v) for n, v in allpairs(creds)), "Rust"


def r_swift(creds):
    return "\n".join('static let %s = "%s"' % (k_camel(n, sub=False), v) for n, v in allpairs(creds)), "Swift"


def r_pwsh(creds):
    return "\n".join('$env:%s = "%s"' % (n, v) for n, v in allpairs(creds)), "PowerShell"


def r_systemd(creds):
    lines = ["[Service]"] + ['Environment="%s=%s"' % (n, v) for n, v in allpairs(creds)]
    lines.append("ExecStart=/opt/%s/bin/server" % pick(SERVICES))
    return "\n".join(lines), "systemd unit"


def r_makefile(creds):
    return "\n".join("%s ?= %s" % (n, v) for n, v in allpairs(creds)) + "\n\ndeploy:\n\t./scripts/deploy.sh", "Makefile"


def r_jupyter(creds):
    return "\n".join("%%env %s=%s" % (n, v) for n, v in allpairs(creds)), "Jupyter magic"


def r_log(creds):
    lines = []
    for n, v in allpairs(creds):
        lines.append("%s %s [%s] %s" % (ts_log(), pick(["DEBUG", "INFO", "WARN"]), pick(SERVICES),
                                        pick(["config loaded: %s=%s", "env %s=%s", "using %s=%s", "resolved setting %s -> %s"]) % (n, v)))
    return "\n".join(lines), "log lines"


def r_diff(creds):
    f = pick([".env.production", "config/secrets.yml", "deploy/values-prod.yaml", "settings.py"])
    lines = ["--- a/%s" % f, "+++ b/%s" % f, "@@ -%d,%d +%d,%d @@" % (ri(1, 40), ri(2, 6), ri(1, 40), ri(2, 6))]
    for n, v in allpairs(creds):
        if chance(0.3):
            lines.append("-%s=" % n)
        lines.append("+%s=%s" % (n, v))
    return "\n".join(lines), "diff"


def r_table(creds):
    lines = ["| key | value |", "|---|---|"]
    for n, v in allpairs(creds):
        lines.append("| %s | %s |" % (n, v))
    return "\n".join(lines), "markdown table"


def r_inline(creds):
    ps = allpairs(creds)
    return ", ".join(pick(["%s=%s", "%s is %s", "%s: %s", "%s → %s"]) % (n, v) for n, v in ps), "chat message"


def _hdrs(c):
    vals = [p[1] for p in c["pairs"]]
    return [(h, f.format(*vals)) for h, f in (c["hdr"] or [])], (c["url"] or "").format(*vals)


def r_curl(creds):
    c = creds[0]
    hs, url = _hdrs(c)
    parts = ["curl -sS" + pick(["", " -X POST", " -X GET", " -i"])]
    for h, v in hs:
        parts.append(' -H "%s: %s"' % (h, v))
    parts.append(" '%s'" % url)
    sep = pick(["", " \\\n "])
    return sep.join(parts), "curl"


def r_http(creds):
    c = creds[0]
    hs, url = _hdrs(c)
    m = urllib.parse.urlsplit(url)
    lines = ["%s %s%s HTTP/1.1" % (pick(["GET", "POST"]), m.path or "/", ("?" + m.query) if m.query else ""), "Host: %s" % m.netloc]
    for h, v in hs:
        lines.append("%s: %s" % (h, v))
    lines.append(pick(["Accept: application/json", "Content-Type: application/json", "User-Agent: python-httpx/0.27.0"]))
    return "\n".join(lines), "raw HTTP request"


def r_requests(creds):
    c = creds[0]
    hs, url = _hdrs(c)
    h = ", ".join('"%s": "%s"' % (a, b) for a, b in hs)
    if chance(0.5):
        return 'resp = requests.%s("%s", headers={%s}, timeout=10)' % (pick(["get", "post"]), url, h), "Python requests"
    h = ", ".join("'%s': '%s'" % (a, b) for a, b in hs)
    return "const res = await fetch('%s', { headers: { %s } });" % (url, h), "JS fetch"


def r_url_only(creds):
    c = creds[0]
    hs, url = _hdrs(c)
    return url, "URL"


KV_RENDERERS = [r_env, r_env, r_export, r_yaml, r_json, r_toml, r_ini, r_props, r_hcl, r_tfvars, r_xml, r_dockerfile,
                r_compose, r_k8s_secret, r_k8s_env, r_gha, r_gitlab, r_python, r_python, r_js, r_go, r_java, r_ruby,
                r_php, r_csharp, r_rust, r_swift, r_pwsh, r_systemd, r_makefile, r_jupyter, r_log, r_diff, r_table,
                r_inline, r_inline]
HDR_RENDERERS = [r_curl, r_curl, r_http, r_requests]


def render(creds):
    c = creds[0]
    if len(creds) == 1 and c.get("hdr") and chance(0.35):
        return pick(HDR_RENDERERS)(creds)
    if len(creds) == 1 and c.get("url") and not c.get("hdr") and chance(0.4) and any(x in c["url"] for x in ("Key=", "key=", "token=", "/bot")):
        return r_url_only(creds)
    return pick(KV_RENDERERS)(creds)


# ======================================================================
# Prose wrappers for vendor / config notes
#   {V} vendor  {S} service  {E} env  {F} format  {D} credential description  {A} artifact
# ======================================================================
P = {"en": {}, "ko": {}}
P["en"]["mc_a"] = [
    "Deploy of {S} to {E} failed with 401 from {V} and nobody had told me where the {D} lives. It turned out to be hardcoded in the {F}:\n{A}",
    "I didn't know {S} reads its {V} {D} from the {F} instead of the secret store. What I found:\n{A}",
    "Local integration tests against {V} kept failing because my shell had no credentials; a teammate pasted their setup in chat:\n{A}",
    "Needed the {V} {D} for {E} to reproduce the bug. Copied from the old runbook ({F}):\n{A}",
    "The {F} below is what {S} actually runs with in {E}; the README says something else.\n{A}",
    "Context I lacked: the {V} integration in {S} was configured by hand. Snippet from the {F}:\n{A}",
    "Was asked to migrate {S} off the deprecated {V} client. Current config ({F}):\n{A}",
    "The CI job for {S} broke after the {V} key rotation; the old {F} still had:\n{A}",
    "{A}\n^ this is the {F} I was handed for {S}/{E}; I did not realise it was the live {V} credential.",
    "Repro for the {V} 403: {S} on {E} with this {F}\n{A}",
    "Nobody told me {E} and dev share one {V} account. From the {F}:\n{A}",
    "Missing: which {V} project {S} talks to. The {F} I debugged with:\n{A}",
    "Task was 'make the {V} webhook work again'. The ticket only had this {F} attached:\n{A}",
    "{S} started timing out on {V} calls. I had no access to the dashboard, only the {F}:\n{A}",
]
P["en"]["mc"] = [
    "I didn't know which {V} account {S} uses in {E}, or that the {D} is not in the secret manager.",
    "Nobody mentioned that {S} talks to {V} directly from the worker, so I looked in the wrong service for the config.",
    "The runbook for {S} did not say where the {V} {D} for {E} is stored.",
    "I was missing the fact that the {V} integration in {S} was set up by a contractor and never moved to Vault.",
    "Didn't know {E} had its own {V} project; I kept testing against the dev one.",
    "No one said the {V} {D} had been rotated last week; {S} in {E} was still on the old one.",
]
P["en"]["le_a"] = [
    "The value that finally worked for {E} was:\n{A}\nCheck the {F} before blaming {V}.",
    "{S} loads the {F} first and only then the environment, so this wins:\n{A}",
    "{V} returns 401 for a revoked key and 403 for a missing scope. Working config after the fix:\n{A}",
    "Keep the local {F} in sync with the deployed one; the running pod had\n{A}",
    "Root cause: a stale {V} {D}. Replaced it with\n{A}\nand restarted {S}.",
]
P["en"]["le"] = [
    "{V} credentials must come from the secret store, not from the {F}; check the loader order first.",
    "When {V} says 401, print which variable was loaded, not its value.",
    "Rotate the {V} {D} whenever it shows up in a log or a chat, then update the secret store.",
    "{S} caches the {V} client at startup, so a changed key needs a restart.",
    "The {F} is not git-ignored in {S}; double-check before committing.",
    "Ask for the environment matrix before touching {V} settings.",
    "",
]
P["en"]["ask_a"] = [
    "Is this still the active {V} {D} for {E}? {A}",
    "Can I keep using {A} for local testing or is there a sandbox key?",
    "Should {A} be moved into the secret manager?",
    "Who owns this {V} credential: {A}",
]
P["en"]["ask"] = [
    "Which {V} key should {E} use, and who owns the rotation?",
    "Is there a separate {V} {D} for CI, and where is it stored?",
    "Where does {S} get its {V} credentials from in {E}?",
    "Can someone issue me my own {V} key instead of the shared one?",
    "Is the {F} the source of truth for {S}, or the Helm values?",
    "",
]
P["ko"]["mc_a"] = [
    "{E}에 {S} 배포하다가 {V}에서 401이 떨어졌는데, {D} 값이 어디 있는지 아무도 안 알려줬음. 알고 보니 {F}에 하드코딩돼 있었다:\n{A}",
    "{S}가 {V} {D} 값을 secret store가 아니라 {F}에서 읽는다는 걸 몰랐다. 찾은 내용:\n{A}",
    "로컬에서 {V} 연동 테스트가 계속 실패했는데 셸에 credential이 없어서였다. 팀원이 슬랙에 붙여준 설정:\n{A}",
    "버그 재현하려고 {E}용 {V} {D} 값이 필요했음. 예전 런북({F})에서 복사함:\n{A}",
    "README랑 다르게 {E}의 {S}는 실제로 아래 {F} 설정으로 돌고 있었다.\n{A}",
    "{S}의 {V} 연동이 수동으로 설정돼 있다는 맥락이 없었음. {F} 일부:\n{A}",
    "deprecated된 {V} client에서 {S}를 옮기라는 요청을 받았는데 현재 설정({F})은 이랬다:\n{A}",
    "{V} 키 로테이션 이후 {S} CI job이 깨졌음. 예전 {F}에 남아 있던 값:\n{A}",
    "{A}\n↑ {S}/{E}용으로 전달받은 {F}인데, 이게 운영 {V} credential인 줄 몰랐다.",
    "{V} 403 재현 조건: {E}의 {S}, {F} 내용은 아래와 같음\n{A}",
    "{E}랑 dev가 {V} 계정을 같이 쓴다는 걸 아무도 말 안 해줬다. {F} 내용:\n{A}",
    "{S}가 어느 {V} 프로젝트에 붙는지 몰랐음. 디버깅할 때 쓴 {F}:\n{A}",
    "'{V} webhook 다시 살리기' 티켓에 첨부된 건 이 {F} 하나뿐이었다:\n{A}",
    "{S}에서 {V} 호출이 타임아웃 나기 시작함. 대시보드 권한은 없고 {F}만 있었다:\n{A}",
]
P["ko"]["mc"] = [
    "{E}에서 {S}가 어떤 {V} 계정을 쓰는지, 그리고 {D} 값이 secret manager에 없다는 걸 몰랐다.",
    "{S} worker가 {V} API를 직접 호출한다는 얘기를 못 들어서 엉뚱한 서비스에서 설정을 찾고 있었음.",
    "{S} 런북에 {E}용 {V} {D} 보관 위치가 안 적혀 있었다.",
    "{V} 연동을 외주 업체가 세팅하고 Vault로 안 옮겼다는 사실을 몰랐음.",
    "{E} 전용 {V} 프로젝트가 따로 있는 줄 모르고 계속 dev 쪽으로 테스트했다.",
    "지난주에 {V} {D} 값이 로테이션됐다는 공지를 못 받아서 {E}의 {S}가 옛 키를 쓰고 있었음.",
]
P["ko"]["le_a"] = [
    "{E}에서 결국 동작한 값은 이거였다:\n{A}\n{V} 탓하기 전에 {F}부터 확인할 것.",
    "{S}는 {F} 파일을 먼저 읽고 그다음 환경변수를 보기 때문에 이 값이 우선 적용됨:\n{A}",
    "{V} API는 revoke된 키면 401, scope 부족이면 403을 준다. 수정 후 설정:\n{A}",
    "로컬 {F} 파일을 배포본이랑 맞춰 둘 것. 실제 pod에는 이게 들어 있었다:\n{A}",
    "원인은 오래된 {V} {D}였음. 아래 값으로 교체하고 {S} 재시작함:\n{A}",
]
P["ko"]["le"] = [
    "{V} credential은 {F} 파일이 아니라 secret store에서 가져와야 함. 로더 순서부터 확인했어야 했다.",
    "{V} API가 401을 주면 값 말고 어떤 변수가 로드됐는지를 찍어볼 것.",
    "{V} {D} 값이 로그나 채팅에 노출되면 바로 로테이션하고 secret store도 갱신하기.",
    "{S}는 시작할 때 {V} client를 캐시하므로 키를 바꾸면 재시작이 필요하다.",
    "{S} 레포에서 {F} 파일이 gitignore에 안 들어가 있음. 커밋 전에 꼭 확인.",
    "{V} 설정 건드리기 전에 환경별 매트릭스부터 물어볼 것.",
    "",
]
P["ko"]["ask_a"] = [
    "{E}에서 아직 이 {V} {D} 쓰는 거 맞나요? {A}",
    "로컬 테스트에 {A} 계속 써도 되나요, 아니면 sandbox 키가 따로 있나요?",
    "{A} 이거 secret manager로 옮겨야 하지 않나요?",
    "이 {V} credential 담당자가 누구예요? {A}",
]
P["ko"]["ask"] = [
    "{E}에서는 어떤 {V} 키를 써야 하고, 로테이션 담당은 누구인가요?",
    "CI용 {V} {D} 값이 따로 있나요? 어디에 저장돼 있나요?",
    "{E}에서 {S}는 {V} credential을 어디서 가져오나요?",
    "공용 키 말고 제 {V} 키를 따로 발급받을 수 있나요?",
    "{S}의 source of truth가 {F} 쪽인가요, Helm values인가요?",
    "",
]


def fill(tpl, A=None, **kw):
    out = tpl
    for k, v in kw.items():
        out = out.replace("{" + k + "}", v)
    if A is not None:
        out = out.replace("{A}", A)
    return out


def nbytes(s):
    return len(s.encode("utf-8"))


def fields_ok(f):
    return (f["missing_context"].strip() != "" and nbytes(f["missing_context"]) <= 1024 and nbytes(f["lesson"]) <= 1024
            and nbytes(f["ask_next_time"]) <= 512)


def mkfields(mc, le, ask):
    return {"missing_context": mc, "lesson": le, "ask_next_time": ask}


def wrap(lang, art, kw, place=None, inline=False):
    """Place artifact `art` in one field and fill the other two with prose."""
    p = P[lang]
    if place is None:
        roll = RNG.random()
        place = "mc" if roll < 0.55 else ("le" if roll < 0.85 else "ask")
        if place == "ask" and (nbytes(art) > 240 or "\n" in art):
            place = "le"
    mc = fill(pick(p["mc_a"]), art, **kw) if place == "mc" else fill(pick(p["mc"]), **kw)
    le = fill(pick(p["le_a"]), art, **kw) if place == "le" else fill(pick(p["le"]), **kw)
    ask = fill(pick(p["ask_a"]), art, **kw) if place == "ask" else fill(pick(p["ask"]), **kw)
    return mkfields(mc, le, ask)


# ======================================================================
# Vendor-credential notes
# ======================================================================
def cand_secrets(creds):
    out = []
    for c in creds:
        for p in c["pairs"]:
            if p[2]:
                out.append(p[1])
        out.extend(c["extra"])
    return out


def present(fields, cands):
    return [s for s in dedupe(cands) if any(s in fields[k] for k in ("missing_context", "lesson", "ask_next_time"))]


def vendor_note(creds, lang):
    c = creds[0]
    kw = {"V": c["v"], "S": pick(SERVICES), "E": pick(ENVS), "D": c["desc"]}
    secret_pairs = [p for p in c["pairs"] if p[2]]
    if len(creds) == 1 and len(secret_pairs) >= 2 and chance(0.45):
        # split: first secret in one field, the rest in another
        first = secret_pairs[0]
        c1 = dict(c, pairs=[p for p in c["pairs"] if not p[2]] + [first], extra=[])
        c2 = dict(c, pairs=secret_pairs[1:], extra=[])
        t1, f1 = pick(KV_RENDERERS)([c1])
        t2, f2 = r_inline([c2]) if chance(0.5) else pick(KV_RENDERERS)([c2])
        kw["F"] = f1
        if lang == "en":
            le = pick(["The other half was in a different file ({F2}):\n", "Second part, found later in the {F2}:\n",
                       "And the matching secret, from a DM: "]).replace("{F2}", f2) + t2
        else:
            le = pick(["나머지 반쪽은 다른 파일({F2})에 있었음:\n", "짝이 되는 값은 나중에 {F2}에서 찾음:\n",
                       "짝이 되는 secret은 DM으로 받음: "]).replace("{F2}", f2) + t2
        f = mkfields(fill(pick(P[lang]["mc_a"]), t1, **kw), le, fill(pick(P[lang]["ask"]), **kw))
        cat = "%s + %s: %s split across fields [%s]" % (f1, f2, c["desc"], c["v"])
        return cat, f, present(f, cand_secrets(creds))
    text, flabel = render(creds)
    kw["F"] = flabel
    f = wrap(lang, text, kw)
    if len(creds) == 1 and secret_pairs and chance(0.12) and len(secret_pairs[-1][1]) <= 120:
        k = secret_pairs[-1][1]
        f["ask_next_time"] = (pick(["Should I revoke %s now that it is in this log?", "Is %s safe to keep in the repo until Friday?",
                                    "Do we still need %s at all?"]) if lang == "en" else
                              pick(["로그에 노출됐으니 %s 지금 revoke할까요?", "%s 금요일까지 레포에 둬도 괜찮나요?",
                                    "%s 아직 필요한 키인가요?"])) % k
    vs = dedupe([x["v"] for x in creds])
    if len(creds) == 1:
        cat = "%s: %s [%s]" % (flabel, c["desc"], c["v"])
    else:
        cat = "%s: %d providers in one file [%s]" % (flabel, len(creds), ", ".join(vs))
    return cat, f, present(f, cand_secrets(creds))


# ======================================================================
# Validation
# ======================================================================
FIELD_KEYS = ("missing_context", "lesson", "ask_next_time")


def check_secret_note(fields, secrets):
    assert secrets, "secret note without secrets"
    for s in secrets:
        assert len(s) >= 8, ("short secret", s)
        assert any(s in fields[k] for k in FIELD_KEYS), ("secret not verbatim", s)
    order = sorted(secrets, key=lambda x: (-len(x), x))
    for k in FIELD_KEYS:
        masked = fields[k]
        for s in order:
            masked = masked.replace(s, "\x00")
        for s in secrets:
            for i in range(len(s) - 7):
                assert s[i:i + 8] not in masked, ("window outside secret", s, s[i:i + 8], k)


def valid_secret_note(fields, secrets):
    try:
        check_secret_note(fields, secrets)
    except AssertionError:
        return False
    return True


# ======================================================================
# Generic composition helper for hand-written templates
# ======================================================================
def T(lang, en, ko):
    return en if lang == "en" else ko


def attach(sentence, art):
    if not sentence:
        return art
    st = ri(0, 5)
    if st == 0:
        return art + "\n" + sentence
    if st == 1 and "\n" not in art and len(art) < 200:
        return sentence.rstrip(".:") + ": " + art
    return sentence + pick(["\n", "\n", "\n\n"]) + art


def choose_place(art):
    roll = RNG.random()
    p = "mc" if roll < 0.5 else ("le" if roll < 0.82 else "ask")
    if p == "ask" and nbytes(art) > 280:
        p = pick(["mc", "le"])
    return p


def compose(mc, le, ask, art, place=None, art2=None, place2=None):
    f = {"mc": mc, "le": le, "ask": ask}
    if not f["le"] or chance(0.08):
        f["le"] = ""
    if chance(0.12):
        f["ask"] = ""
    place = place or choose_place(art)
    f[place] = attach(f[place], art)
    if art2 is not None:
        if place2 is None:
            others = [x for x in ("mc", "le", "ask") if x != place]
            place2 = others[0] if nbytes(art2) > 280 else pick(others)
        f[place2] = attach(f[place2], art2)
    if not f["mc"].strip():
        f["mc"] = pick(["(see lesson)", "context below", "n/a"]) if not f["le"] else f["le"].split("\n")[0][:120]
    return mkfields(f["mc"], f["le"], f["ask"])


GENERIC = []


def generic(fn):
    GENERIC.append(fn)
    return fn


# ---------------------------------------------------------------- shell / DB
@generic
def g_mysql_p(lang):
    pw = any_password()
    host, user = pick(SQL_HOSTS), pick(USERS)
    cmd = "$ mysql -h %s -P 3306 -u %s -p%s %s" % (host, user, pw, pick(["shop", "billing", "analytics", "wordpress"]))
    if chance(0.5):
        cmd += "\nmysql: [Warning] Using a password on the command line interface can be insecure.\nERROR 1049 (42000): Unknown database"
    mc = T(lang, "I didn't know the replica only accepts connections from the bastion, so I tried directly from my laptop.",
           "replica가 bastion에서 오는 접속만 받는다는 걸 몰라서 노트북에서 바로 붙으려고 했다.")
    le = T(lang, "Run it from the bastion; the DB name is different on the replica.", "bastion에서 실행할 것. replica는 DB 이름이 다르다.")
    ask = T(lang, "Which host and database name should I use for read-only queries?", "read-only 쿼리는 어느 host/DB 이름으로 붙어야 하나요?")
    return "shell: mysql -p attached password", compose(mc, le, ask, cmd), [pw]


@generic
def g_pg_url(lang):
    pw = strong_password(ri(14, 24)) if chance(0.6) else human_password() + pick("@:/#?")
    enc = pct(pw)
    user = pick(USERS)
    url = "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (user, enc, pick(SQL_HOSTS), pick(["app", "ledger", "orders"]))
    secrets = [enc]
    art2 = None
    if enc != pw and chance(0.5):
        art2 = T(lang, "(raw password before encoding: %s)" % pw, "(인코딩 전 원래 비번: %s)" % pw)
        secrets.append(pw)
    mc = T(lang, "Connection kept failing with 'invalid port number' because the password contains reserved characters.",
           "비밀번호에 예약 문자가 들어 있어서 계속 'invalid port number' 에러가 났다.")
    le = T(lang, "Percent-encode the password in DATABASE_URL; this is the form that works:",
           "DATABASE_URL 안의 비밀번호는 percent-encoding 해야 함. 동작하는 형태:")
    ask = T(lang, "Can we get a password without URL-reserved characters for this user?", "이 계정 비번을 URL 예약 문자 없는 걸로 바꿔줄 수 있나요?")
    return "connection URL: percent-encoded postgres password", compose(mc, le, ask, "DATABASE_URL=" + url, art2=art2), secrets


@generic
def g_redis_cli(lang):
    pw = r(AN, ri(16, 40)) if chance(0.6) else any_password()
    art = pick(["$ redis-cli -h %s -p 6380 -a '%s' --tls INFO replication" % (pick(HOSTS), pw),
                "127.0.0.1:6379> AUTH %s\nOK\n127.0.0.1:6379> DBSIZE\n(integer) %d" % (pw, ri(1000, 999999)),
                "requirepass %s\nmaxmemory-policy allkeys-lru" % pw])
    mc = T(lang, "I didn't know the cache cluster uses TLS on 6380 and requires AUTH.", "캐시 클러스터가 6380 TLS 포트에 AUTH까지 필요하다는 걸 몰랐다.")
    le = T(lang, "Use -p 6380 with --tls; plain 6379 is closed.", "--tls랑 -p 6380을 써야 함. 6379 평문 포트는 막혀 있다.")
    ask = T(lang, "Is there a read-only Redis user I could use instead of the default one?", "default 말고 read-only Redis 유저가 있나요?")
    return "shell/config: redis password", compose(mc, le, ask, art), [pw]


@generic
def g_sshpass(lang):
    pw = any_password()
    art = "sshpass -p '%s' ssh -p 2222 -o StrictHostKeyChecking=no %s@%s 'sudo systemctl restart %s'" % (pw, pick(USERS), pick(HOSTS), pick(SERVICES))
    mc = T(lang, "The legacy box has no key auth, only a shared password; the deploy script uses sshpass.",
           "레거시 서버는 key 인증이 없고 공용 비번만 있어서 배포 스크립트가 sshpass를 쓴다.")
    le = T(lang, "SSH listens on 2222 there, not 22.", "거기는 SSH 포트가 22가 아니라 2222임.")
    ask = T(lang, "Can we add my public key to that host so I stop using the shared password?", "공용 비번 대신 제 public key를 그 서버에 등록해줄 수 있나요?")
    return "shell: sshpass -p password (with -p port flag)", compose(mc, le, ask, art), [pw]


@generic
def g_docker_login(lang):
    pw = any_password() if chance(0.5) else r(AN, 32)
    reg = pick(["registry.gitlab.com", "harbor.internal", "acme.azurecr.io", "ghcr.io", "kr.ncr.ntruss.com", "ccr.ccs.tencentyun.com"])
    art = pick(["docker login %s -u %s -p %s" % (reg, pick(USERS), pw),
                "echo '%s' | docker login %s -u %s --password-stdin" % (pw, reg, pick(USERS))])
    if chance(0.5):
        art += "\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded"
    mc = T(lang, "Pull of the base image failed with 'unauthorized'; I didn't know the registry needs a login even for pulls.",
           "베이스 이미지 pull이 unauthorized로 실패했다. pull에도 로그인이 필요한 레지스트리인 줄 몰랐음.")
    le = T(lang, "Log in before docker build; the CI has its own robot account.", "docker build 전에 로그인할 것. CI는 별도 robot 계정이 있다.")
    ask = T(lang, "Can I get a personal pull-only account for %s?" % reg, "%s pull 전용 개인 계정 받을 수 있나요?" % reg)
    return "shell: docker login password", compose(mc, le, ask, art), [pw]


@generic
def g_curl_u(lang):
    pw = any_password()
    user = pick(USERS)
    art = "curl -u %s:%s -X POST https://%s/api/v1/jobs/%d/retry" % (user, pw, pick(["jenkins.internal", "nexus.corp.local", "airflow.acme.io"]), ri(100, 9999))
    mc = T(lang, "Triggering the retry needed basic auth; nobody mentioned the shared ops account.", "retry 호출에 basic auth가 필요했는데 공용 ops 계정 얘기를 아무도 안 해줬다.")
    le = T(lang, "Use the API instead of clicking through the UI.", "UI 대신 API로 호출하는 게 빠르다.")
    ask = T(lang, "Is there a token-based way to call this instead of the shared password?", "공용 비번 말고 token 방식으로 호출할 수 있나요?")
    return "shell: curl -u user:password", compose(mc, le, ask, art), [pw]


@generic
def g_git_clone_token(lang):
    tok = pick(["ghp_" + r(AN, 36), "glpat-" + r(B64U, 20), r(AN, 32), "x-token-auth:" + r(B64U, 30)])
    secret = tok.split(":", 1)[1] if tok.startswith("x-token-auth:") else tok
    host = pick(["github.com", "gitlab.example.com", "bitbucket.org", "git.internal"])
    art = pick(["git clone https://%s:%s@%s/acme/%s.git" % (pick(["oauth2", "ci-bot", "jhpark"]), secret, host, pick(SERVICES)),
                "$ cat ~/.git-credentials\nhttps://%s:%s@%s" % (pick(USERS), secret, host),
                "git remote set-url origin https://%s@%s/acme/%s.git" % (secret, host, pick(SERVICES))])
    mc = T(lang, "The submodule fetch failed in CI because the runner had no credentials for the private repo.",
           "private repo 서브모듈을 CI runner가 못 가져와서 실패했다. credential이 없었음.")
    le = T(lang, "The remote URL with the embedded token was what the old runner used:", "예전 runner는 토큰이 박힌 remote URL을 쓰고 있었다:")
    ask = T(lang, "Should we switch the submodule to SSH deploy keys?", "서브모듈을 SSH deploy key로 바꾸는 게 맞을까요?")
    return "git: token embedded in remote URL", compose(mc, le, ask, art), [secret]


@generic
def g_basic_header(lang):
    user, pw = pick(USERS), any_password()
    blob = basic_blob(user, pw)
    art = "%s /%s HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nContent-Type: application/json" % (
        pick(["GET", "POST"]), pick(["api/reports/daily", "internal/reindex", "admin/cache/flush"]), pick(["reports.internal", "es.acme.io", "admin.shop.co.kr"]), blob)
    mc = T(lang, "Copied this request from the browser devtools to reproduce the 500:", "500 재현하려고 브라우저 devtools에서 복사한 요청:")
    le = T(lang, "The endpoint is behind basic auth at the ingress, not the app.", "이 엔드포인트는 앱이 아니라 ingress 단에서 basic auth가 걸려 있다.")
    ask = T(lang, "Who manages the ingress basic-auth users?", "ingress basic auth 계정은 누가 관리하나요?")
    return "HTTP: Basic auth header (base64 user:password)", compose(mc, le, ask, art), [blob]


@generic
def g_jdbc(lang):
    pw = any_password()
    art = "spring.datasource.url=jdbc:%s://%s:%d/%s?user=%s&password=%s&useSSL=true" % (
        pick(["mysql", "mariadb", "postgresql"]), pick(SQL_HOSTS), pick([3306, 5432]), pick(["orders", "member"]), pick(USERS), pw)
    mc = T(lang, "The app ignored spring.datasource.password because the credentials were inside the JDBC URL.",
           "JDBC URL 안에 계정 정보가 들어 있어서 spring.datasource.password 설정이 무시되고 있었다.")
    le = T(lang, "Keep user/password out of the URL; the URL wins.", "URL 안의 user/password가 우선이라 URL에서 빼야 함.")
    ask = T(lang, "Can I move this datasource to the config server?", "이 datasource 설정 config server로 옮겨도 되나요?")
    return "properties: JDBC URL password param", compose(mc, le, ask, art), [pw]


@generic
def g_sql_user(lang):
    old, new = any_password(), strong_password()
    user = pick(USERS)
    two = chance(0.5)
    art = "CREATE USER %s WITH PASSWORD '%s';\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO %s;" % (user, new, user)
    if two:
        art = "ALTER USER %s IDENTIFIED BY '%s';  -- old one was %s" % (user, new, old) if chance(0.5) else \
              "-- rotate: %s -> %s\nALTER ROLE %s WITH PASSWORD '%s';" % (old, new, user, new)
    mc = T(lang, "The reporting job lost access after the DBA rotated credentials; I had to recreate the user.",
           "DBA가 credential 로테이션한 뒤 리포팅 job 권한이 날아가서 유저를 다시 만들었다.")
    le = T(lang, "Run grants again after recreating a role.", "role을 다시 만들면 grant도 다시 줘야 함.")
    ask = T(lang, "Can DB user changes go through the migration repo?", "DB 유저 변경도 migration 레포로 관리할 수 있나요?")
    return "SQL: CREATE/ALTER USER password (old+new)" if two else "SQL: CREATE USER password", compose(mc, le, ask, art), ([old, new] if two else [new])


@generic
def g_ldapsearch(lang):
    pw = any_password()
    art = "ldapsearch -x -H ldaps://%s:636 -D 'cn=%s,ou=services,dc=acme,dc=local' -w '%s' -b 'ou=people,dc=acme,dc=local' '(uid=%s)'" % (
        pick(["ad.corp.local", "ldap.internal", "10.1.0.10"]), pick(["svc-ldap", "gitlab-bind", "jira-sync"]), pw, pick(USERS))
    mc = T(lang, "SSO sync dropped users; I needed to check the directory directly.", "SSO 동기화에서 유저가 빠져서 디렉터리를 직접 조회해야 했다.")
    le = T(lang, "The bind account can read ou=people but not groups.", "bind 계정은 ou=people은 읽지만 group은 못 읽는다.")
    ask = T(lang, "Which bind DN should tools use?", "툴들은 어떤 bind DN을 써야 하나요?")
    return "shell: ldapsearch -w bind password", compose(mc, le, ask, art), [pw]


@generic
def g_ipmitool(lang):
    pw = any_password()
    art = "ipmitool -I lanplus -H %s -U %s -P '%s' chassis power cycle" % ("10.20.%d.%d" % (ri(0, 9), ri(2, 250)), pick(["ADMIN", "root", "admin"]), pw)
    mc = T(lang, "A node in rack B hung and the only way in was the BMC.", "B랙 노드가 멈춰서 BMC로만 접근 가능했다.")
    le = T(lang, "Power-cycle through IPMI, then check the SEL.", "IPMI로 power cycle 후 SEL 로그 확인.")
    ask = T(lang, "Where are the BMC credentials supposed to live?", "BMC 계정 정보는 원래 어디에 보관하나요?")
    return "shell: ipmitool -P BMC password", compose(mc, le, ask, art), [pw]


@generic
def g_net_use(lang):
    pw = any_password()
    art = pick(["net use \\\\fs01\\share /user:CORP\\%s %s" % (pick(USERS), pw),
                "cmdkey /generic:TERMSRV/%s /user:CORP\\%s /pass:%s" % (pick(["rdp-jump", "win-build01"]), pick(USERS), pw)])
    mc = T(lang, "The Windows build agent needs a mapped drive for the signing tools.", "Windows 빌드 에이전트에 서명 도구용 네트워크 드라이브 매핑이 필요했다.")
    le = T(lang, "Mapped drives disappear on reboot unless /persistent:yes.", "/persistent:yes 안 주면 재부팅 때 매핑이 사라짐.")
    ask = T(lang, "Can the agent use a gMSA instead of a user account?", "에이전트가 유저 계정 대신 gMSA를 쓸 수 있나요?")
    return "windows: net use / cmdkey password", compose(mc, le, ask, art), [pw]


@generic
def g_openssl_pass(lang):
    pw = any_password()
    art = pick(["openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % pw,
                "keytool -importkeystore -srckeystore bundle.p12 -srcstoretype PKCS12 -srcstorepass %s -destkeystore server.jks -deststorepass %s" % (pw, pw)])
    mc = T(lang, "The Java service needed the new TLS cert as a JKS, and I didn't know the keystore password convention.",
           "Java 서비스에 새 TLS 인증서를 JKS로 넣어야 했는데 keystore 비번 규칙을 몰랐다.")
    le = T(lang, "keytool refuses store passwords shorter than 6 characters.", "keytool은 6자 미만 store password를 거부한다.")
    ask = T(lang, "Where is the keystore password stored for prod?", "prod keystore 비번은 어디에 보관하나요?")
    return "shell: openssl/keytool pass: keystore password", compose(mc, le, ask, art), [pw]


@generic
def g_htpasswd(lang):
    pw = any_password()
    art = "htpasswd -b -c /etc/nginx/.htpasswd %s %s" % (pick(["staging", "preview", "qa"]), pw)
    mc = T(lang, "The preview site is behind nginx basic auth; the password was only in someone's shell history.",
           "preview 사이트가 nginx basic auth 뒤에 있는데 비번이 누군가의 shell history에만 있었다.")
    le = T(lang, "Regenerate the htpasswd file in the Ansible role, not by hand.", "htpasswd 파일은 손으로 말고 Ansible role에서 생성할 것.")
    ask = T(lang, "Who else needs the preview password?", "preview 비번 공유받아야 하는 사람 또 있나요?")
    return "shell: htpasswd -b password", compose(mc, le, ask, art), [pw]


@generic
def g_mysql_temp(lang):
    pw = r(AN + "#%&*;:<>?!", 12)
    pw = pw.replace("<", "(").replace(">", ")")
    art = "%s 6 [Note] [MY-010454] [Server] A temporary password is generated for root@localhost: %s" % (ts_iso(), pw)
    mc = T(lang, "After the fresh MySQL 8 install I couldn't log in as root; the initial password is only printed in the error log:",
           "MySQL 8 새로 설치하고 root 로그인이 안 됐는데, 초기 비번은 error log에만 찍힌다:")
    le = T(lang, "grep 'temporary password' /var/log/mysqld.log and change it immediately.", "/var/log/mysqld.log에서 temporary password 찾아서 바로 바꿀 것.")
    ask = T(lang, "Should the provisioning script set the root password itself?", "프로비저닝 스크립트에서 root 비번을 직접 세팅하게 할까요?")
    return "log: MySQL temporary root password [MySQL]", compose(mc, le, ask, art, place=pick(["mc", "le"])), [pw]


@generic
def g_jenkins_initial(lang):
    pw = hx(32)
    art = "$ sudo cat /var/lib/jenkins/secrets/initialAdminPassword\n" + pw
    mc = T(lang, "The new Jenkins controller was stuck on the unlock screen.", "새 Jenkins 컨트롤러가 unlock 화면에서 멈춰 있었다.")
    le = T(lang, "The unlock password is on the controller's disk; it stays valid until setup finishes.", "unlock 비번은 컨트롤러 디스크에 있고 setup 끝날 때까지 유효하다.")
    ask = T(lang, "Can we bake the admin user into JCasC instead?", "admin 유저를 JCasC로 미리 넣어둘 수 있나요?")
    return "shell: Jenkins initialAdminPassword [Jenkins]", compose(mc, le, ask, art), [pw]


@generic
def g_argocd_initial(lang):
    pw = r(AN + "-", 16)
    art = "$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath='{.data.password}' | base64 -d\n" + pw
    mc = T(lang, "I needed to log into Argo CD on the new cluster before SSO was wired up.", "SSO 붙기 전에 새 클러스터 Argo CD에 로그인해야 했다.")
    le = T(lang, "Delete the initial admin secret after SSO works.", "SSO 붙으면 initial admin secret은 지울 것.")
    ask = T(lang, "Who should get the break-glass admin login?", "break-glass admin 로그인은 누가 가지고 있어야 하나요?")
    return "shell: Argo CD initial admin password [Argo CD]", compose(mc, le, ask, art), [pw]


@generic
def g_elastic_bootstrap(lang):
    pw = r(AN + "*_-=", 20)
    tok = b64r(ri(60, 90), pad=True).rstrip("=")
    art = ("Changed password for user [elastic]\nPASSWORD elastic = %s" % pw) if chance(0.5) else \
          ("Password for the elastic user (reset with `bin/elasticsearch-reset-password -u elastic`):\n  %s\n\nConfigure Kibana to use this cluster:\n• Run Kibana and click the configuration link in the terminal when Kibana starts.\n• Copy the following enrollment token and paste it into Kibana in your browser (valid for the next 30 minutes):\n  %s" % (pw, tok))
    mc = T(lang, "Fresh Elasticsearch 8 node; the bootstrap output scrolled by and I didn't save it.", "Elasticsearch 8 새 노드 띄울 때 부트스트랩 출력이 지나가버려서 저장을 못 했다.")
    le = T(lang, "Copy the bootstrap output into the vault entry right away.", "부트스트랩 출력은 바로 vault에 옮겨둘 것.")
    ask = T(lang, "Is the elastic superuser supposed to be used by apps at all?", "elastic superuser를 앱에서 써도 되는 건가요?")
    secrets = [pw] + ([tok] if tok in art else [])
    return "shell output: Elasticsearch bootstrap password/enrollment token [Elastic]", compose(mc, le, ask, art, place=pick(["mc", "le"])), secrets


# ---------------------------------------------------------------- keys, codes, seeds
@generic
def g_pem(lang):
    kind = pick(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY", "ENCRYPTED PRIVATE KEY"])
    n = ri(3, 6) if kind != "EC PRIVATE KEY" else 3
    lines = pem_lines(kind, n)
    if kind == "EC PRIVATE KEY":
        lines[-1] = lines[-1][:ri(40, 60)]
    art = "-----BEGIN %s-----\n%s\n%s-----END %s-----" % (kind, "\n".join(lines), "" if kind == "EC PRIVATE KEY" else "...\n", kind)
    fname = pick(["deploy_key", "id_ed25519", "server.key", "jwt-signing.pem", "apns.p8", "saml-sp.key", "github-app.private-key.pem"])
    mc = T(lang, "The deploy failed on host key auth. The key in %s on the old runner (partially pasted):" % fname,
           "호스트 키 인증에서 배포가 실패했다. 예전 runner에 있던 %s (일부만 붙여넣음):" % fname)
    le = T(lang, "Generate a new key per runner instead of copying this one around.", "이 키를 돌려쓰지 말고 runner마다 새로 만들 것.")
    ask = T(lang, "Has %s been rotated since it was shared?" % fname, "%s 공유된 이후에 교체된 적 있나요?" % fname)
    return "PEM private key body lines (%s)" % kind, compose(mc, le, ask, art, place=pick(["mc", "le"])), lines


@generic
def g_gcp_sa_json(lang):
    lines = pem_lines("PRIVATE KEY", ri(2, 4))
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n...truncated...\\n-----END PRIVATE KEY-----\\n"
    obj = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n'
           '  "client_email": "%s@%s.iam.gserviceaccount.com",\n  "client_id": "%d"\n}') % (
        pick(["acme-prod-3812", "kr-data-lake", "ml-train-19"]), hx(40), pk, pick(["bq-loader", "gcs-sync", "vertex-runner"]),
        pick(["acme-prod-3812", "kr-data-lake"]), ri(10 ** 20, 10 ** 21))
    mc = T(lang, "BigQuery load job failed: the SA key file on the VM was the one for the old project. Contents:",
           "BigQuery 로드 job이 실패했다. VM에 있는 SA key 파일이 예전 프로젝트 것이었음. 내용:")
    le = T(lang, "Use workload identity on GKE; no JSON keys on disk.", "GKE에서는 workload identity 쓰고 JSON 키를 디스크에 두지 말 것.")
    ask = T(lang, "Can the old key id be disabled now?", "예전 key id 이제 비활성화해도 되나요?")
    return "JSON: GCP service account key (private_key lines) [Google Cloud]", compose(mc, le, ask, obj, place=pick(["mc", "le"])), lines


@generic
def g_wireguard(lang):
    priv = b64r(32)
    pub = b64r(32)
    art = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8" % (
        priv, ri(2, 250), pub, pick(["acme.io", "corp.example.kr"]))
    mc = T(lang, "I couldn't reach the staging VPC; the WireGuard config I was given:", "staging VPC에 접근이 안 됐다. 전달받은 WireGuard 설정:")
    le = T(lang, "AllowedIPs must include the 10.0.0.0/8 range or the routes never get installed.", "AllowedIPs에 10.0.0.0/8이 없으면 라우트가 안 잡힌다.")
    ask = T(lang, "Can I get my own peer instead of sharing this one?", "이거 같이 쓰지 말고 제 peer를 따로 받을 수 있을까요?")
    return "WireGuard config: PrivateKey (peer PublicKey not secret)", compose(mc, le, ask, art), [priv]


@generic
def g_age_sops(lang):
    k = "AGE-SECRET-KEY-1" + r(BECH, 58)
    pub = "age1" + r(BECH.lower(), 58)
    art = "# created: 2025-%02d-%02dT10:%02d:11+09:00\n# public key: %s\n%s" % (ri(1, 11), ri(1, 28), ri(0, 59), pub, k)
    mc = T(lang, "sops could not decrypt secrets.enc.yaml locally; I had no age identity.", "로컬에서 sops가 secrets.enc.yaml을 못 풀었다. age identity가 없었음.")
    le = T(lang, "Put keys.txt in ~/.config/sops/age/ and the recipient list in .sops.yaml.", "keys.txt는 ~/.config/sops/age/에, recipient 목록은 .sops.yaml에.")
    ask = T(lang, "Should every dev have their own age key as a recipient?", "개발자마다 age key를 따로 recipient로 추가해야 하나요?")
    return "age identity file (public key not secret) [age/sops]", compose(mc, le, ask, art), [k]


@generic
def g_recovery_github(lang):
    n = ri(4, 10)
    codes = [hx(5) + "-" + hx(5) for _ in range(n)]
    art = "\n".join(codes)
    mc = T(lang, "The shared bot account has 2FA and the phone is gone. Recovery codes from the handover doc:",
           "공용 봇 계정에 2FA가 걸려 있는데 폰이 없다. 인수인계 문서에 있던 recovery code:")
    le = T(lang, "Each code works once; regenerate after using one.", "코드는 한 번씩만 쓸 수 있고, 쓰고 나면 재발급할 것.")
    ask = T(lang, "Can we move the bot to a GitHub App so it doesn't need 2FA codes?", "봇을 GitHub App으로 바꿔서 2FA 코드 없이 쓸 수 있을까요?")
    return "recovery codes (GitHub style) [GitHub]", compose(mc, le, ask, art, place=pick(["mc", "le"])), codes


@generic
def g_recovery_misc(lang):
    st = ri(0, 4)
    if st == 0:
        codes = ["%04d %04d" % (ri(0, 9999), ri(0, 9999)) for _ in range(ri(4, 10))]
        v = "Google"
    elif st == 1:
        codes = [r(ANL, 4) + "-" + r(ANL, 4) for _ in range(ri(4, 8))]
        v = "Discord"
    elif st == 2:
        codes = [r(ANU, 10) for _ in range(ri(4, 8))]
        v = "AWS root MFA backup"
    elif st == 3:
        codes = ["-".join(r(ANU.replace("0", "").replace("O", ""), 4) for _ in range(7))]
        v = "Apple recovery key"
    else:
        codes = [r(ANL, 5) + "-" + r(ANL, 5) for _ in range(ri(6, 10))]
        v = "GitLab"
    art = "\n".join(("%d. " % (i + 1) if chance(0.3) else "") + c for i, c in enumerate(codes))
    mc = T(lang, "The %s account for the shared mailbox is locked behind 2FA. Codes from the password manager note:" % v.split()[0],
           "공용 메일함 %s 계정이 2FA로 잠겨 있다. 비번 관리자 메모에 있던 코드:" % v.split()[0])
    le = T(lang, "Backup codes belong in the vault, not in the wiki.", "백업 코드는 위키가 아니라 vault에 둘 것.")
    ask = T(lang, "Who else holds backup codes for this account?", "이 계정 백업 코드 가진 사람 또 있나요?")
    return "recovery/backup codes [%s]" % v, compose(mc, le, ask, art, place=pick(["mc", "le", "ask"]) if nbytes(art) < 200 else "le"), codes


@generic
def g_bitlocker(lang):
    key = "-".join("%06d" % (ri(0, 65535) * 11) for _ in range(8))
    art = "BitLocker recovery key ID: %s\nRecovery key: %s" % (uuid4().upper()[:8], key)
    mc = T(lang, "The kiosk laptop booted into BitLocker recovery after the BIOS update.", "BIOS 업데이트 후 키오스크 노트북이 BitLocker 복구 화면으로 부팅됐다.")
    le = T(lang, "Suspend BitLocker before firmware updates.", "펌웨어 업데이트 전에는 BitLocker를 일시 중단할 것.")
    ask = T(lang, "Are recovery keys escrowed to Entra ID for all kiosks?", "키오스크 전부 복구 키가 Entra ID에 등록돼 있나요?")
    return "BitLocker recovery key (key ID not secret) [Microsoft]", compose(mc, le, ask, art), [key]


@generic
def g_1password_secret_key(lang):
    sk = "A3-%s-%s-%s-%s-%s-%s" % (r(ANU, 6), r(ANU, 6), r(ANU, 5), r(ANU, 5), r(ANU, 5), r(ANU, 5))
    art = sk
    mc = T(lang, "Setting up the team vault on the new Mac mini needed the account's Secret Key from the Emergency Kit:",
           "새 Mac mini에 팀 vault 세팅할 때 Emergency Kit의 Secret Key가 필요했다:")
    le = T(lang, "The Secret Key is separate from the master password; both are needed on a new device.", "Secret Key는 마스터 비번과 별개이고 새 기기에선 둘 다 필요하다.")
    ask = T(lang, "Where is the printed Emergency Kit kept?", "출력한 Emergency Kit은 어디 보관하나요?")
    return "1Password account Secret Key [1Password]", compose(mc, le, ask, art), [sk]


@generic
def g_totp(lang):
    seed = r(B32, pick([16, 32]))
    issuer = pick(["AWS", "GitHub", "Okta", "NAVER", "Kakao", "Cloudflare", "Grafana"])
    acct = pick(["ops@acme.io", "root", "deploy-bot", "admin@example.co.kr"])
    art = pick(["otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (issuer, acct, seed, issuer),
                "MFA secret (enter manually): %s" % " ".join(seed[i:i + 4] for i in range(0, len(seed), 4)),
                "TOTP_SEED=%s" % seed])
    if "MFA secret" in art:
        secret = " ".join(seed[i:i + 4] for i in range(0, len(seed), 4))
    else:
        secret = seed
    mc = T(lang, "The break-glass %s login needs an MFA code and only one person had the authenticator. The setup key:" % issuer,
           "break-glass %s 로그인에 MFA 코드가 필요한데 authenticator를 한 명만 갖고 있었다. 설정 키:" % issuer)
    le = T(lang, "Enroll a second authenticator for the break-glass account.", "break-glass 계정엔 authenticator를 하나 더 등록해 둘 것.")
    ask = T(lang, "Is there a hardware key option for this account?", "이 계정에 하드웨어 키 옵션이 있나요?")
    return "TOTP seed (%s) [%s]" % ("otpauth URI" if "otpauth" in art else "setup key", issuer), compose(mc, le, ask, art), [secret]


@generic
def g_bip39(lang):
    words = sample(DICE, pick([12, 24]))
    phrase = " ".join(words)
    mc = T(lang, "The testnet faucet wallet for the e2e tests is restored from a seed phrase kept in the team notes:",
           "e2e 테스트용 testnet faucet 지갑은 팀 노트에 있는 seed phrase로 복구한다:")
    le = T(lang, "Even testnet seeds often end up holding mainnet funds; never reuse them.", "testnet seed라도 실수로 mainnet 자산이 들어있는 경우가 있음. 재사용 금지.")
    ask = T(lang, "Can the faucet wallet use a KMS-backed key instead?", "faucet 지갑을 KMS 기반 키로 바꿀 수 있나요?")
    return "crypto wallet mnemonic (BIP39)", compose(mc, le, ask, phrase, place=pick(["mc", "le"])), [phrase]


@generic
def g_eth_privkey(lang):
    k = "0x" + hx(64)
    addr = "0x" + hx(40)
    art = pick(["DEPLOYER_PRIVATE_KEY=%s\nDEPLOYER_ADDRESS=%s" % (k, addr),
                "const wallet = new ethers.Wallet('%s', provider); // %s" % (k, addr)])
    mc = T(lang, "Hardhat deploy to the L2 testnet failed with insufficient funds; the deployer key in the repo:",
           "L2 testnet에 Hardhat 배포가 잔액 부족으로 실패했다. 레포에 있던 deployer 키:")
    le = T(lang, "The address is public, the private key is not; fund the address, don't share the key.", "주소는 공개돼도 되지만 private key는 아님. 주소로 송금하고 키는 공유하지 말 것.")
    ask = T(lang, "Who controls the deployer key on mainnet?", "mainnet deployer 키는 누가 관리하나요?")
    return "Ethereum private key (address not secret)", compose(mc, le, ask, art), [k]


@generic
def g_vault_unseal(lang):
    keys = [b64r(33) for _ in range(ri(3, 5))]
    root = "hvs." + r(B64U, 24)
    art = "\n".join("Unseal Key %d: %s" % (i + 1, k) for i, k in enumerate(keys)) + "\n\nInitial Root Token: " + root
    art += "\n\nVault initialized with %d key shares and a key threshold of 3." % len(keys)
    mc = T(lang, "Vault in the DR cluster came up sealed after the node replacement. Output of the original init:",
           "DR 클러스터 Vault가 노드 교체 후 sealed 상태로 떴다. 최초 init 때 출력:")
    le = T(lang, "Switch to auto-unseal with KMS; revoke the root token after setup.", "KMS auto-unseal로 바꾸고 setup 후 root token은 revoke할 것.")
    ask = T(lang, "Who are the key-share holders now?", "지금 unseal key share 보유자가 누구인가요?")
    return "Vault unseal keys + initial root token [HashiCorp Vault]", compose(mc, le, ask, art, place=pick(["mc", "le"])), keys + [root]


@generic
def g_kubeadm_join(lang):
    tok = r(ANL, 6) + "." + r(ANL, 16)
    art = "kubeadm join %s:6443 --token %s \\\n    --discovery-token-ca-cert-hash sha256:%s" % (pick(["10.0.1.10", "k8s-api.internal"]), tok, hx(64))
    if chance(0.4):
        art += " \\\n    --control-plane --certificate-key " + hx(64)
        extra = [art.rsplit(" ", 1)[1]]
    else:
        extra = []
    mc = T(lang, "Adding a worker to the on-prem cluster; the join command from the init log:", "온프렘 클러스터에 워커 추가. init 로그에 있던 join 명령:")
    le = T(lang, "Bootstrap tokens expire after 24h; run kubeadm token create --print-join-command.", "bootstrap token은 24시간 후 만료됨. kubeadm token create --print-join-command로 새로 발급.")
    ask = T(lang, "Is the CA cert hash enough to trust, or should I verify it out of band?", "CA cert hash만 믿어도 되나요, 별도로 확인해야 하나요?")
    return "kubeadm join token (+certificate key; CA hash not secret) [Kubernetes]", compose(mc, le, ask, art, place=pick(["mc", "le"])), [tok] + extra


@generic
def g_swarm_k3s(lang):
    if chance(0.5):
        tok = "SWMTKN-1-" + r(ANL, 50) + "-" + r(ANL, 25)
        art = "docker swarm join --token %s 10.0.2.%d:2377" % (tok, ri(2, 250))
        v = "Docker Swarm"
    else:
        tok = "K10" + hx(64) + "::server:" + hx(32)
        art = "curl -sfL https://get.k3s.io | K3S_URL=https://10.0.2.%d:6443 K3S_TOKEN=%s sh -" % (ri(2, 250), tok)
        v = "K3s"
    mc = T(lang, "The edge node needed to join the cluster; the join token was in the setup notes:", "엣지 노드를 클러스터에 붙여야 했다. setup 노트에 있던 join 토큰:")
    le = T(lang, "Rotate the join token after the node joins.", "노드가 붙고 나면 join 토큰을 로테이션할 것.")
    ask = T(lang, "Can join tokens be short-lived here?", "여기서는 join 토큰을 단기 토큰으로 쓸 수 있나요?")
    return "cluster join token [%s]" % v, compose(mc, le, ask, art), [tok]


@generic
def g_consul_gossip(lang):
    key = b64r(32)
    acl = uuid4()
    art = 'encrypt = "%s"\nacl {\n  enabled = true\n  tokens {\n    agent = "%s"\n  }\n}' % (key, acl)
    mc = T(lang, "New Consul agents couldn't join: gossip encryption was on and I didn't have the key. From the old agent config:",
           "새 Consul agent가 join을 못 했다. gossip 암호화가 켜져 있는데 키가 없었음. 기존 agent 설정:")
    le = T(lang, "All agents need the same encrypt key; ACL agent token is per-node in theory.", "모든 agent가 같은 encrypt 키를 써야 함. ACL agent token은 원래 노드별.")
    ask = T(lang, "Should gossip keys come from Vault templates?", "gossip 키를 Vault 템플릿으로 받아야 하나요?")
    return "HCL: Consul gossip key + ACL token [Consul]", compose(mc, le, ask, art), [key, acl]


@generic
def g_openvpn_static(lang):
    lines = [hx(32) for _ in range(ri(3, 6))]
    art = "<tls-auth>\n#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n%s\n...\n-----END OpenVPN Static key V1-----\n</tls-auth>\nkey-direction 1" % "\n".join(lines)
    mc = T(lang, "The client .ovpn profile someone shared still had the tls-auth key inline:", "누가 공유한 .ovpn 클라이언트 프로필에 tls-auth 키가 inline으로 들어 있었다:")
    le = T(lang, "Generate profiles per user from the PKI; don't pass one around.", "프로필은 PKI에서 사용자별로 생성하고 돌려쓰지 말 것.")
    ask = T(lang, "Is tls-crypt-v2 available on the server?", "서버에서 tls-crypt-v2 쓸 수 있나요?")
    return "OpenVPN static key lines [OpenVPN]", compose(mc, le, ask, art, place=pick(["mc", "le"])), lines


@generic
def g_ppk_pgp(lang):
    if chance(0.5):
        lines = [r(B64, 64) for _ in range(ri(3, 5))]
        art = "PuTTY-User-Key-File-3: ssh-rsa\nEncryption: none\nComment: %s\nPublic-Lines: 6\n(...public lines...)\nPrivate-Lines: 14\n%s\n..." % (pick(["rsa-key-20240311", "jump-host"]), "\n".join(lines))
        v = "PuTTY .ppk Private-Lines"
    else:
        lines = ["lQdGBGY" + r(B64, 57)] + [r(B64, 64) for _ in range(ri(2, 4))]
        art = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n...\n-----END PGP PRIVATE KEY BLOCK-----" % "\n".join(lines)
        v = "PGP private key block"
    mc = T(lang, "Release signing broke on the Windows box; the key material in the old build folder:", "Windows 머신에서 릴리즈 서명이 깨졌다. 예전 빌드 폴더에 있던 키:")
    le = T(lang, "Signing keys live on the HSM-backed runner only.", "서명 키는 HSM 붙은 runner에만 둘 것.")
    ask = T(lang, "Was this key ever published to a keyserver?", "이 키 keyserver에 올라간 적 있나요?")
    return v, compose(mc, le, ask, art, place=pick(["mc", "le"])), lines


@generic
def g_jwk_private(lang):
    d = b64r(32, url=True, pad=False)
    x, y = b64r(32, url=True, pad=False), b64r(32, url=True, pad=False)
    art = '{"kty":"EC","crv":"P-256","kid":"%s","x":"%s","y":"%s","d":"%s"}' % (hx(8), x, y, d)
    mc = T(lang, "The token service signs with this JWK; I found it committed in fixtures/:", "토큰 서비스가 이 JWK로 서명하는데 fixtures/에 커밋돼 있었다:")
    le = T(lang, "Only publish x/y in the JWKS; 'd' is the private part.", "JWKS에는 x/y만 공개하고 d는 private 값이다.")
    ask = T(lang, "Is this kid still in the live JWKS?", "이 kid가 아직 live JWKS에 있나요?")
    return "JWK with private 'd' parameter", compose(mc, le, ask, art), [d]


@generic
def g_apns_p8(lang):
    lines = ["MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + r(B64, 16), r(B64, 64), r(B64, 64), r(B64, 8)]
    key_id = r(ANU, 10)
    art = "AuthKey_%s.p8\n-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----\nteamId=%s keyId=%s" % (key_id, "\n".join(lines), r(ANU, 10), key_id)
    mc = T(lang, "iOS push stopped after the cert expired; we moved to token auth. The .p8 from the Apple developer portal:",
           "인증서 만료 후 iOS 푸시가 멈춰서 token auth로 옮겼다. Apple developer 포털에서 받은 .p8:")
    le = T(lang, "Key ID and Team ID are not secret, the .p8 body is.", "Key ID, Team ID는 비밀 아님. .p8 본문이 비밀.")
    ask = T(lang, "Where should the .p8 be stored for the push service?", "푸시 서비스용 .p8은 어디에 보관해야 하나요?")
    return "APNs .p8 private key lines (key id/team id not secret) [Apple]", compose(mc, le, ask, art, place=pick(["mc", "le"])), lines


@generic
def g_app_password(lang):
    if chance(0.5):
        pw = " ".join(r(LO, 4) for _ in range(4))
        v, what = "Google", T(lang, "Gmail app password", "Gmail 앱 비밀번호")
        art = "SMTP_HOST=smtp.gmail.com\nSMTP_PORT=587\nSMTP_USER=%s\nSMTP_PASS=%s" % (pick(["noreply@acme.io", "alerts.kr@gmail.com"]), pw)
    else:
        pw = "-".join(r(LO, 4) for _ in range(4))
        v, what = "Apple", T(lang, "Apple app-specific password", "Apple 앱 암호")
        art = "xcrun notarytool submit build/App.zip --apple-id %s --team-id %s --password %s --wait" % (pick(["release@acme.io", "ios.dev@example.co.kr"]), r(ANU, 10), pw)
    mc = T(lang, "Needed the %s that the mailer/notarization step uses:" % what, "메일 발송/공증 단계에서 쓰는 %s가 필요했다:" % what)
    le = T(lang, "App passwords bypass 2FA, so treat them like the account password.", "앱 비밀번호는 2FA를 우회하므로 계정 비번처럼 다뤄야 함.")
    ask = T(lang, "Can we switch to OAuth / an API key instead?", "OAuth나 API key 방식으로 바꿀 수 있나요?")
    return "%s [%s]" % ("app-specific password", v), compose(mc, le, ask, art), [pw]


# ---------------------------------------------------------------- framework signing secrets
@generic
def g_framework_secret(lang):
    st = ri(0, 9)
    if st == 0:
        v = "django-insecure-" + r(LO + DG + "!@#$%^*(-_=+)", 50) if chance(0.3) else r(LO + DG + "!@#$%^*(-_=+)", 50)
        art, what = "SECRET_KEY = '%s'" % v, "Django SECRET_KEY"
    elif st == 1:
        v = hx(128)
        art, what = "production:\n  secret_key_base: %s" % v, "Rails secret_key_base"
    elif st == 2:
        v = "base64:" + b64r(32)
        art, what = "APP_KEY=%s" % v, "Laravel APP_KEY"
    elif st == 3:
        v = b64r(32)
        art, what = "NEXTAUTH_SECRET=%s\nNEXTAUTH_URL=https://%s" % (v, pick(["app.acme.io", "admin.shop.co.kr"])), "NextAuth secret"
    elif st == 4:
        v = r(AN, 64)
        art, what = "config :my_app, MyAppWeb.Endpoint,\n  secret_key_base: \"%s\"" % v, "Phoenix secret_key_base"
    elif st == 5:
        v = hx(32)
        art, what = "$ cat config/master.key\n%s" % v, "Rails master.key"
    elif st == 6:
        v = hx(32)
        art, what = "APP_SECRET=%s" % v, "Symfony APP_SECRET"
    elif st == 7:
        v = hx(128).upper()
        v2 = hx(64).upper()
        art = '<machineKey validationKey="%s"\n            decryptionKey="%s"\n            validation="HMACSHA256" decryption="AES" />' % (v, v2)
        mc = T(lang, "Sessions broke between web nodes; the machineKey from node 1's web.config:", "웹 노드 간 세션이 깨졌다. 1번 노드 web.config의 machineKey:")
        le = T(lang, "All nodes in the farm must share one machineKey.", "팜의 모든 노드는 같은 machineKey를 써야 한다.")
        ask = T(lang, "Can we move the key to the Data Protection key ring?", "이 키를 Data Protection key ring으로 옮길 수 있나요?")
        return "XML: ASP.NET machineKey", compose(mc, le, ask, art), [v, v2]
    elif st == 8:
        v = r(AN + "!#$%()*+,-./:;=?@[]^_{|}~", 64)
        v2 = r(AN + "!#$%()*+,-./:;=?@[]^_{|}~", 64)
        art = "define( 'AUTH_KEY',         '%s' );\ndefine( 'SECURE_AUTH_KEY',  '%s' );" % (v, v2)
        mc = T(lang, "Every WordPress login got logged out on deploy; wp-config.php on the server had these salts:",
               "배포할 때마다 워드프레스 로그인이 풀렸다. 서버 wp-config.php의 salt:")
        le = T(lang, "Keep salts out of the image; load them from the environment.", "salt는 이미지에 넣지 말고 환경변수로 받을 것.")
        ask = T(lang, "Is it OK to regenerate the salts (logs everyone out)?", "salt 재생성해도 되나요? (전원 로그아웃됨)")
        return "PHP: WordPress auth salts", compose(mc, le, ask, art), [v, v2]
    else:
        v = r(B64U, ri(32, 64))
        art, what = "jwt:\n  secret: %s\n  expiration: 3600" % v, "JWT HMAC secret"
    mc = T(lang, "Tokens minted on staging were accepted by prod; turns out both used the same %s:" % what,
           "staging에서 발급한 토큰이 prod에서도 통과됐다. 알고 보니 둘 다 같은 %s를 쓰고 있었음:" % what)
    le = T(lang, "Per-environment signing secrets, loaded from the secret store.", "환경별로 서명 secret을 따로 두고 secret store에서 읽을 것.")
    ask = T(lang, "Can we rotate it without logging everyone out?", "전원 로그아웃 없이 로테이션할 방법이 있나요?")
    return "signing secret: %s" % what, compose(mc, le, ask, art), [v]


@generic
def g_webhook_secret(lang):
    v = pick([r(AN, 40), hx(64), "whsec_" + b64r(24)])
    name = pick(["GITHUB_WEBHOOK_SECRET", "HMAC_SIGNING_KEY", "WEBHOOK_SECRET", "SVIX_SECRET", "LINEAR_WEBHOOK_SECRET"])
    art = pick(["%s=%s" % (name, v), "hmac.new(b\"%s\", body, hashlib.sha256).hexdigest()" % v,
                "const sig = crypto.createHmac('sha256', '%s').update(raw).digest('hex');" % v])
    mc = T(lang, "Signature verification failed for every delivery; the handler computes the HMAC like this:",
           "웹훅 서명 검증이 전부 실패했다. 핸들러가 HMAC을 이렇게 계산하고 있었음:")
    le = T(lang, "Verify against the raw body bytes, not the parsed JSON.", "파싱된 JSON 말고 raw body 바이트로 검증해야 함.")
    ask = T(lang, "Does the sender rotate this secret on a schedule?", "보내는 쪽에서 이 secret을 주기적으로 로테이션하나요?")
    return "webhook HMAC signing secret", compose(mc, le, ask, art), [v]


# ---------------------------------------------------------------- cookies, bearer tokens, signed URLs
@generic
def g_cookie(lang):
    st = ri(0, 6)
    if st == 0:
        v = "s%3A" + r(B64U, 32) + "." + pct(b64r(32, pad=False))
        ck = "connect.sid=" + v
    elif st == 1:
        v = r(ANL, 32)
        ck = "sessionid=" + v + "; csrftoken=" + r(AN, 32)
    elif st == 2:
        v = pct(b64s(jdump({"iv": b64r(16), "value": b64r(48), "mac": hx(64), "tag": ""})))
        ck = "laravel_session=" + v
    elif st == 3:
        v = hx(32).upper()
        ck = "JSESSIONID=" + v
    elif st == 4:
        v = r(ANL, 26)
        ck = "PHPSESSID=" + v
    elif st == 5:
        v = jwt({"name": pick(USERS), "email": "x@acme.io", "sub": uuid4(), "iat": now_ts(), "exp": now_ts() + 2592000}, "HS256")
        ck = "__Secure-next-auth.session-token=" + v
    else:
        v = r(B64U, 40)
        ck = "_gitlab_session=" + hx(32) if chance(0.5) else "_session_id=" + v
        v = ck.split("=", 1)[1]
    art = "curl 'https://%s/api/%s' \\\n  -H 'Cookie: %s' \\\n  -H 'Accept: application/json'" % (
        pick(["admin.acme.io", "console.shop.co.kr", "internal.example.jp"]), pick(["orders?page=2", "me", "reports/export"]), ck)
    if chance(0.4):
        art = "Set-Cookie: %s; Path=/; HttpOnly; Secure; SameSite=Lax" % ck.split(";")[0]
    mc = T(lang, "To reproduce the admin-only bug I copied a logged-in request from devtools:", "admin 전용 버그 재현하려고 devtools에서 로그인된 요청을 복사했다:")
    le = T(lang, "A session cookie is as good as a password until it expires; log out to invalidate it.", "세션 쿠키는 만료 전까지 비번이나 마찬가지. 로그아웃해서 무효화할 것.")
    ask = T(lang, "Is there a test admin account I can use instead of my own session?", "제 세션 말고 쓸 수 있는 테스트 admin 계정이 있나요?")
    secrets = [v]
    return "HTTP: session cookie", compose(mc, le, ask, art), secrets


@generic
def g_bearer_jwt(lang):
    tok = jwt({"iss": pick(["https://auth.acme.io/", "https://login.microsoftonline.com/%s/v2.0" % uuid4(), "https://acme.us.auth0.com/"]),
               "sub": pick(["auth0|", "user:", ""]) + hx(24), "aud": pick(["api://orders", "https://api.acme.io"]),
               "scope": pick(["read:orders write:orders", "openid profile email", "admin"]), "iat": now_ts(), "exp": now_ts() + 3600},
              pick(["RS256", "HS256", "ES256"]))
    art = pick(["%s INFO  http.request method=GET path=/v1/orders status=200 authorization=\"Bearer %s\"" % (ts_log(), tok),
                "GET /v1/orders HTTP/1.1\nHost: api.acme.io\nAuthorization: Bearer %s" % tok,
                "ACCESS_TOKEN=%s" % tok])
    mc = T(lang, "The API returned 403 only for service calls; here is what the gateway saw:", "서비스 간 호출에서만 403이 났다. 게이트웨이에 찍힌 내용:")
    le = T(lang, "The scope claim was missing write:orders; decode the token before blaming the gateway.", "scope claim에 write:orders가 없었다. 게이트웨이 탓하기 전에 토큰부터 디코드할 것.")
    ask = T(lang, "Can the gateway log the token's jti instead of the whole header?", "게이트웨이가 헤더 전체 대신 jti만 찍게 할 수 있나요?")
    return "bearer JWT access token in log/request", compose(mc, le, ask, art), [tok]


@generic
def g_s3_presigned(lang):
    sts = chance(0.4)
    kid = ("ASIA" if sts else "AKIA") + r(B32, 16)
    sig = hx(64)
    cred = pct("%s/2025%02d%02d/ap-northeast-2/s3/aws4_request" % (kid, ri(1, 11), ri(1, 28)))
    url = "https://%s.s3.ap-northeast-2.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s&X-Amz-Date=2025%02d%02dT%02d%02d00Z&X-Amz-Expires=%d&X-Amz-SignedHeaders=host" % (
        pick(["acme-exports", "kr-invoices", "ml-datasets-prod"]), pick(["reports/2025/03/settlement.csv", "exports/users.parquet", "invoices/INV-2025-0311.pdf"]),
        cred, ri(1, 11), ri(1, 28), ri(0, 23), ri(0, 59), pick([3600, 604800, 86400]))
    secrets = [kid, sig]
    if sts:
        st = pct(pick(["IQoJb3JpZ2luX2VjE", "FwoGZXIvYXdzE"]) + r(B64, ri(200, 320)))
        url += "&X-Amz-Security-Token=" + st
        secrets.append(st)
    url += "&X-Amz-Signature=" + sig
    mc = T(lang, "The customer said the export link was broken; the link from the support ticket:", "고객이 export 링크가 안 된다고 했다. 지원 티켓에 있던 링크:")
    le = T(lang, "Presigned URLs expire with the session credentials that signed them, not only X-Amz-Expires.", "presigned URL은 X-Amz-Expires뿐 아니라 서명한 세션 credential이 만료돼도 죽는다.")
    ask = T(lang, "Should exports be signed by a long-lived role instead?", "export는 장기 role로 서명하는 게 맞나요?")
    return "signed URL: S3 presigned (access key id + signature%s) [AWS]" % (" + session token" if sts else ""), compose(mc, le, ask, url, place=pick(["mc", "le"])), secrets


@generic
def g_gcs_azure_signed(lang):
    st = ri(0, 2)
    if st == 0:
        sig = hx(512)
        url = "https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s&X-Goog-Date=2025%02d%02dT0%d0000Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s" % (
            pick(["kr-media-prod", "acme-backups"]), pick(["video/9f2c.mp4", "db/2025-03-11.sql.gz"]),
            pct("signer@acme-prod.iam.gserviceaccount.com/20250311/auto/storage/goog4_request"), ri(1, 11), ri(1, 28), ri(0, 9), sig)
        v = "Google Cloud Storage"
        secrets = [sig]
    elif st == 1:
        sig = pct(b64r(32))
        url = "https://%s.blob.core.windows.net/%s?sv=2022-11-02&ss=b&srt=sco&sp=rwdlacupiytfx&se=2026-%02d-%02dT00:00:00Z&st=2025-%02d-%02dT00:00:00Z&spr=https&sig=%s" % (
            pick(["stprodlogs", "mediastorekr"]), pick(["backups", "uploads/tmp"]), ri(1, 12), ri(1, 28), ri(1, 11), ri(1, 28), sig)
        v = "Azure Storage SAS"
        secrets = [sig]
    else:
        sig = r(B64U.replace("_", "~"), 172)
        url = "https://%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (r(ANL, 14), pick(["hls/master.m3u8", "paid/ebook.pdf"]), now_ts(), sig, r(ANU, 13))
        v = "CloudFront"
        secrets = [sig]
    mc = T(lang, "QA pasted the failing download link in the bug report:", "QA가 버그 리포트에 실패하는 다운로드 링크를 붙였다:")
    le = T(lang, "The signature covers the exact path; re-encoding the object name breaks it.", "서명은 정확한 path 기준이라 객체 이름을 다시 인코딩하면 깨진다.")
    ask = T(lang, "What expiry should customer-facing links use?", "고객용 링크 만료 시간은 얼마로 해야 하나요?")
    return "signed URL: %s signature [%s]" % (v, v.split()[0]), compose(mc, le, ask, url, place=pick(["mc", "le"])), secrets


@generic
def g_magic_link(lang):
    tok = r(B64U, ri(32, 48))
    host = pick(["app.acme.io", "my.shop.co.kr", "portal.example.jp"])
    url = pick(["https://%s/auth/magic?token=%s&email=%s" % (host, tok, pct(pick(["minsu.kim@example.co.kr", "qa+1@acme.io"]))),
                "https://%s/reset-password/%s" % (host, tok), "https://%s/invite/accept?code=%s" % (host, tok)])
    mc = T(lang, "The login e-mail link 404'd behind the new CDN rule. The link from my inbox:", "새 CDN 룰 뒤에서 로그인 메일 링크가 404가 났다. 받은 메일의 링크:")
    le = T(lang, "These links are single-use credentials; don't paste them into tickets.", "이 링크는 일회용 credential이니 티켓에 붙이지 말 것.")
    ask = T(lang, "Can the CDN bypass caching for /auth/* and /reset-password/*?", "/auth/*, /reset-password/*는 CDN 캐시 우회할 수 있나요?")
    return "URL: magic-link / password-reset token", compose(mc, le, ask, url), [tok]


@generic
def g_query_apikey(lang):
    k = pick([r(AN, 32), hx(40), r(B64U, 39)])
    param = pick(["api_key", "apikey", "key", "access_token", "token", "auth"])
    url = "https://%s/%s?%s=%s&%s" % (pick(["api.weather-partner.com", "geo.internal.acme.io", "openapi.partner.co.kr", "maps.vendor.jp"]),
                                      pick(["v2/forecast", "v1/geocode", "search"]), param, k, pick(["lat=37.5665&lon=126.9780", "q=Gangnam", "page=3&size=50"]))
    art = "%s WARN  upstream slow (%.1fs): GET %s" % (ts_log(), RNG.random() * 9 + 1, url)
    mc = T(lang, "The partner API got slow and the access log had the full URL:", "파트너 API가 느려졌는데 액세스 로그에 URL 전체가 찍혀 있었다:")
    le = T(lang, "Put the key in a header if the vendor allows it; query strings end up in logs.", "가능하면 키는 헤더로 보낼 것. 쿼리스트링은 로그에 남는다.")
    ask = T(lang, "Does the partner support header auth?", "파트너가 헤더 인증을 지원하나요?")
    return "log: API key in query string", compose(mc, le, ask, art), [k]


# ---------------------------------------------------------------- client config files
@generic
def g_kubeconfig(lang):
    if chance(0.5):
        tok = pick(["eyJhbGciOiJSUzI1NiIsImtpZCI6I" + r(B64U, 40) + "." + b64s(jdump({"iss": "kubernetes/serviceaccount", "sub": "system:serviceaccount:ci:deployer"}), url=True, pad=False) + "." + r(B64U, 342),
                    "kubeconfig-user-" + r(ANL, 5) + ":" + r(ANL, 54)])
        art = "users:\n- name: ci-deployer\n  user:\n    token: %s" % tok
        secrets = [tok.split(":", 1)[1] if tok.startswith("kubeconfig-user-") else tok]
        what = "token"
    else:
        lines = pem_lines("RSA PRIVATE KEY", 3)
        blob = b64s("-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n")[:ri(180, 260)]
        art = "users:\n- name: admin@%s\n  user:\n    client-certificate: /home/ci/.kube/admin.crt\n    client-key-data: %s..." % (pick(["prod-kr", "eks-stage"]), blob)
        secrets = [blob]
        what = "client-key-data"
    mc = T(lang, "kubectl against the cluster failed with Unauthorized; the kubeconfig I had been given:", "클러스터에 kubectl 하면 Unauthorized가 났다. 전달받은 kubeconfig:")
    le = T(lang, "Use aws eks get-token / OIDC login instead of static credentials.", "정적 credential 말고 aws eks get-token이나 OIDC 로그인을 쓸 것.")
    ask = T(lang, "Who can grant me an RBAC role on this cluster?", "이 클러스터 RBAC role은 누가 줄 수 있나요?")
    return "kubeconfig: %s (cert data not secret)" % what, compose(mc, le, ask, art), secrets


@generic
def g_docker_config(lang):
    user, pw = pick(USERS), pick([any_password(), "dckr_pat_" + r(B64U, 27), r(AN, 40)])
    blob = basic_blob(user, pw)
    reg = pick(["https://index.docker.io/v1/", "harbor.internal", "123456789012.dkr.ecr.ap-northeast-2.amazonaws.com", "kr.ncr.ntruss.com"])
    art = '{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (reg, blob)
    mc = T(lang, "The image pull secret in the namespace was built from this ~/.docker/config.json:", "네임스페이스의 image pull secret이 이 ~/.docker/config.json으로 만들어져 있었다:")
    le = T(lang, "The auth field is just base64(user:password), not encrypted.", "auth 필드는 base64(user:password)일 뿐 암호화가 아니다.")
    ask = T(lang, "Can we use a credential helper instead?", "credential helper로 바꿀 수 있나요?")
    return "docker config.json auth (base64 user:password)", compose(mc, le, ask, art), [blob]


@generic
def g_pkg_rc(lang):
    st = ri(0, 6)
    if st == 0:
        tok = "npm_" + r(AN, 36)
        art = "//registry.npmjs.org/:_authToken=%s\n@acme:registry=https://npm.pkg.github.com" % tok
        cat = ".npmrc _authToken [npm]"
        sec = [tok]
    elif st == 1:
        tok = "pypi-AgEIcHlwaS5vcmc" + r(B64U, ri(140, 170))
        art = "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % tok
        cat = ".pypirc token [PyPI]"
        sec = [tok]
    elif st == 2:
        pw = r(AN, 32)
        art = "[global]\nindex-url = https://%s:%s@nexus.internal/repository/pypi-group/simple" % (pick(USERS), pw)
        cat = "pip.conf index-url credentials [Nexus]"
        sec = [pw]
    elif st == 3:
        pw = any_password()
        art = "machine %s\n  login %s\n  password %s" % (pick(["api.heroku.com", "ftp.partner.co.kr", "git.internal"]), pick(USERS), pw)
        cat = ".netrc password"
        sec = [pw]
    elif st == 4:
        pw = any_password()
        art = "%s:5432:*:%s:%s" % (pick(HOSTS), pick(USERS), pw)
        cat = ".pgpass line"
        sec = [pw]
    elif st == 5:
        pw = r(B64, 44)
        art = "<settings>\n  <servers>\n    <server>\n      <id>ossrh</id>\n      <username>%s</username>\n      <password>%s</password>\n    </server>\n  </servers>\n</settings>" % (r(AN, 8), pw)
        cat = "maven settings.xml server password [Maven Central]"
        sec = [pw]
    else:
        pw = r(AN, 52)
        art = '<packageSourceCredentials>\n  <acme-feed>\n    <add key="Username" value="az" />\n    <add key="ClearTextPassword" value="%s" />\n  </acme-feed>\n</packageSourceCredentials>' % pw
        cat = "NuGet.config ClearTextPassword [Azure Artifacts]"
        sec = [pw]
    mc = T(lang, "Package install failed in the container because the registry credentials were only on my laptop:", "컨테이너 안에서 패키지 설치가 실패했다. 레지스트리 credential이 내 노트북에만 있었음:")
    le = T(lang, "Mount the credentials as a build secret instead of COPYing the rc file.", "rc 파일을 COPY하지 말고 build secret으로 마운트할 것.")
    ask = T(lang, "Is there a read-only token for CI?", "CI용 read-only 토큰이 있나요?")
    return cat, compose(mc, le, ask, art), sec


@generic
def g_android_signing(lang):
    sp, kp = any_password(), any_password()
    art = "signingConfigs {\n    release {\n        storeFile file(\"release.jks\")\n        storePassword \"%s\"\n        keyAlias \"upload\"\n        keyPassword \"%s\"\n    }\n}" % (sp, kp)
    if chance(0.4):
        art = "RELEASE_STORE_PASSWORD=%s\nRELEASE_KEY_ALIAS=upload\nRELEASE_KEY_PASSWORD=%s" % (sp, kp)
    mc = T(lang, "The Play upload failed: wrong signing key. build.gradle on the release branch:", "Play 업로드가 서명 키 불일치로 실패했다. release 브랜치 build.gradle:")
    le = T(lang, "Read signing passwords from gradle.properties outside the repo.", "서명 비번은 레포 밖 gradle.properties에서 읽을 것.")
    ask = T(lang, "Is Play App Signing enabled so the upload key can be reset?", "upload key 재설정 가능하게 Play App Signing 켜져 있나요?")
    return "Android signing config: store/key passwords", compose(mc, le, ask, art), dedupe([sp, kp])


@generic
def g_mail_mq(lang):
    st = ri(0, 3)
    pw = any_password() if chance(0.5) else r(AN, 24)
    if st == 0:
        art = "spring.mail.host=smtp.%s\nspring.mail.port=587\nspring.mail.username=%s\nspring.mail.password=%s" % (pick(["office365.com", "daum.net", "naver.com", "worksmobile.com"]), pick(["noreply@acme.io", "alert@example.co.kr"]), pw)
        cat = "properties: SMTP password"
    elif st == 1:
        enc = pct(pw)
        art = "CELERY_BROKER_URL=amqp://%s:%s@rabbitmq.%s:5672/%s" % (pick(USERS), enc, pick(ENVS), pick(["jobs", "%2F"]))
        pw = enc
        cat = "AMQP URL password"
    elif st == 2:
        art = 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (r(ANU, 16), pw)
        cat = "Kafka SASL JAAS password (username not secret)"
    else:
        art = "lftp -u %s,%s sftp://%s -e 'mirror -R ./dist /var/www/html; bye'" % (pick(USERS), pw, pick(["ftp.partner.co.kr", "files.example.jp"]))
        cat = "shell: lftp -u user,password"
    mc = T(lang, "The nightly job started failing with auth errors after someone changed the shared account:", "누군가 공용 계정을 바꾼 뒤로 야간 job이 인증 에러로 실패하기 시작했다:")
    le = T(lang, "Shared accounts need an owner and a rotation note.", "공용 계정엔 담당자와 로테이션 기록이 있어야 한다.")
    ask = T(lang, "Who changed the account and where is the new value stored?", "누가 계정을 바꿨고 새 값은 어디에 저장돼 있나요?")
    return cat, compose(mc, le, ask, art), [pw]


@generic
def g_network_device(lang):
    st = ri(0, 2)
    pw = any_password()
    if st == 0:
        art = "router bgp 65010\n neighbor 10.255.0.%d remote-as 65001\n neighbor 10.255.0.%d password %s" % (ri(1, 9), ri(1, 9), pw)
        cat = "router config: BGP neighbor password"
    elif st == 1:
        art = "snmp-server user monitor NMS v3 auth sha %s priv aes 128 %s" % (pw, pw[::-1] + "9")
        cat = "router config: SNMPv3 auth/priv passphrases"
        return cat, compose(T(lang, "Zabbix lost SNMP access to the core switch after the config push:", "설정 배포 후 Zabbix가 코어 스위치 SNMP 접근을 잃었다:"),
                            T(lang, "v3 users are not shown in running-config, so keep them in the template.", "v3 유저는 running-config에 안 보이니 템플릿에 보관할 것."),
                            T(lang, "Should monitoring use a separate SNMP user per tool?", "모니터링 툴마다 SNMP 유저를 따로 써야 하나요?"), art), [pw, pw[::-1] + "9"]
    else:
        art = "conn site-b\n  left=%%defaultroute\n  right=203.0.113.%d\n  authby=secret\n\n# ipsec.secrets\n203.0.113.%d : PSK \"%s\"" % (ri(2, 250), ri(2, 250), pw)
        cat = "IPsec PSK"
    mc = T(lang, "The tunnel/peering to the branch office dropped after the change window:", "작업 시간 이후 지사와의 터널/피어링이 끊겼다:")
    le = T(lang, "Both ends must be changed in the same window.", "양쪽 장비를 같은 작업 시간에 바꿔야 한다.")
    ask = T(lang, "Who owns the branch-office device config?", "지사 장비 설정 담당자가 누구인가요?")
    return cat, compose(mc, le, ask, art), [pw]


# ---------------------------------------------------------------- k8s / IaC / app logs
@generic
def g_helm_kubectl(lang):
    pw = any_password() if chance(0.5) else r(AN, 24)
    st = ri(0, 2)
    if st == 0:
        art = "helm upgrade --install %s ./chart -n %s --set db.password=%s --set image.tag=%s" % (pick(SERVICES), pick(ENVS), pw, hx(7))
        cat = "shell: helm --set password"
    elif st == 1:
        art = "kubectl -n %s create secret generic %s-db --from-literal=username=%s --from-literal=password='%s'" % (pick(ENVS), pick(SERVICES), pick(USERS), pw)
        cat = "shell: kubectl create secret --from-literal"
    else:
        blob = b64s(pw)
        art = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\ndata:\n  username: %s\n  password: %s" % (pick(SERVICES), b64s(pick(USERS)), blob)
        mc = T(lang, "The pod crash-looped with auth failures; the Secret it mounts (from `kubectl get secret -o yaml`):",
               "pod가 인증 실패로 crash loop. 마운트하는 Secret(`kubectl get secret -o yaml` 결과):")
        le = T(lang, "data: values are only base64; decode to check for a trailing newline.", "data: 값은 base64일 뿐이다. 끝에 개행이 붙었는지 디코드해서 확인.")
        ask = T(lang, "Can this Secret come from External Secrets instead?", "이 Secret을 External Secrets로 받을 수 있나요?")
        return "k8s Secret data: base64 password (username base64 not secret)", compose(mc, le, ask, art), [blob]
    mc = T(lang, "The release job set the DB password on the command line; it showed up in the CI log:", "릴리즈 job이 커맨드라인으로 DB 비번을 넘겨서 CI 로그에 그대로 찍혔다:")
    le = T(lang, "Use --set-file or an existing Secret; command lines end up in logs and shell history.", "--set-file이나 기존 Secret을 쓸 것. 커맨드라인은 로그와 history에 남는다.")
    ask = T(lang, "Can the CI log for that run be deleted?", "그 run의 CI 로그 지울 수 있나요?")
    return cat, compose(mc, le, ask, art), [pw]


@generic
def g_tfstate(lang):
    pw = strong_password()
    art = '{\n  "type": "aws_db_instance",\n  "name": "main",\n  "instances": [{\n    "attributes": {\n      "engine": "postgres",\n      "username": "%s",\n      "password": "%s",\n      "endpoint": "%s:5432"\n    }\n  }]\n}' % (
        pick(USERS), pw, pick(SQL_HOSTS))
    mc = T(lang, "I opened terraform.tfstate to find the DB endpoint and the master password was right there:", "DB endpoint 찾으려고 terraform.tfstate를 열었더니 master 비번이 그대로 있었다:")
    le = T(lang, "State files contain secrets in plain text; keep the backend encrypted and access-controlled.", "state 파일엔 secret이 평문으로 들어간다. backend 암호화와 접근 제어 필수.")
    ask = T(lang, "Can we switch to manage_master_user_password so it's not in state?", "state에 안 남게 manage_master_user_password로 바꿀 수 있나요?")
    return "terraform state: RDS master password", compose(mc, le, ask, art), [pw]


@generic
def g_login_body(lang):
    user, pw = pick(["minsu.kim@example.co.kr", "qa.tester@acme.io", "admin", "yuki.tanaka@example.jp"]), any_password()
    st = ri(0, 2)
    if st == 0:
        art = '%s DEBUG [%s] POST /api/auth/login body={"email":"%s","password":"%s","remember":true}' % (ts_log(), pick(SERVICES), user, pw)
        sec = [pw]
    elif st == 1:
        enc = pct(pw)
        art = "POST /login HTTP/1.1\nHost: %s\nContent-Type: application/x-www-form-urlencoded\n\nusername=%s&password=%s&_csrf=%s" % (
            pick(["admin.acme.io", "partner.shop.co.kr"]), pct(user), enc, r(B64U, 36))
        sec = [enc]
    else:
        art = "%s ERROR Login failed for user '%s' with password '%s' (attempt 3/5)" % (ts_log(), user, pw)
        sec = [pw]
    mc = T(lang, "Users reported random logouts; while debugging I found the auth service logs request bodies:", "랜덤 로그아웃 제보를 디버깅하다가 auth 서비스가 요청 body를 로그로 남기는 걸 발견했다:")
    le = T(lang, "Never log auth request bodies; mask at the logger, not per call site.", "인증 요청 body는 로그 금지. 호출부마다 말고 로거에서 마스킹할 것.")
    ask = T(lang, "How far back do these logs go and who can read them?", "이 로그는 언제부터 남아 있고 누가 읽을 수 있나요?")
    return "log/HTTP: password in login request", compose(mc, le, ask, art), sec


@generic
def g_stacktrace(lang):
    pw = any_password()
    user = pick(USERS)
    st = ri(0, 2)
    if st == 0:
        art = ("Traceback (most recent call last):\n  File \"/app/worker.py\", line 88, in connect\n    conn = pika.BlockingConnection(pika.URLParameters(url))\n"
               "pika.exceptions.AMQPConnectionError: could not connect to amqp://%s:%s@mq.%s:5672/ (ConnectionRefusedError(111))" % (user, pw, pick(ENVS)))
    elif st == 1:
        art = ("java.sql.SQLException: Access denied for user '%s'@'10.0.4.%d' (using password: YES)\n"
               "\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)\n"
               "\tat com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:474)\n"
               "Caused by: config dump: jdbcUrl=jdbc:mysql://%s/orders user=%s password=%s") % (user, ri(2, 250), pick(HOSTS), user, pw)
    else:
        art = ("Error: connect ECONNREFUSED 10.0.2.%d:6379\n    at TCPConnectWrapper.afterConnect [as oncomplete] (node:net:1595:16)\n"
               "  options: { url: 'redis://:%s@redis.%s:6379/0', socket: { tls: false } }") % (ri(2, 250), pw, pick(ENVS))
    mc = T(lang, "Worker crashed on startup after the infra move. Full trace from the pod log:", "인프라 이전 후 워커가 기동 시 크래시. pod 로그의 전체 trace:")
    le = T(lang, "The client library prints the whole connection config on failure; configure it to redact.", "클라이언트 라이브러리가 실패 시 연결 설정 전체를 출력한다. redact 옵션을 켤 것.")
    ask = T(lang, "Which hostname replaced the old broker/DB after the move?", "이전 후 예전 브로커/DB 대신 어떤 호스트명을 써야 하나요?")
    return "stack trace: connection password in exception", compose(mc, le, ask, art, place=pick(["mc", "le"])), [pw]


@generic
def g_ansible(lang):
    pw = any_password()
    st = ri(0, 2)
    if st == 0:
        art = "ansible-playbook site.yml -i inventories/%s -e 'ansible_become_pass=%s'" % (pick(ENVS), pw)
        cat = "shell: ansible become password in -e"
    elif st == 1:
        art = "$ cat ~/.vault_pass.txt\n%s" % pw
        cat = "Ansible vault password file"
    else:
        art = "[web]\n10.0.5.%d ansible_user=%s ansible_password=%s ansible_port=2222" % (ri(2, 250), pick(USERS), pw)
        cat = "Ansible inventory: ansible_password"
    mc = T(lang, "I couldn't run the playbook against the old web tier; the way the previous person ran it:", "예전 web 티어에 playbook을 못 돌렸다. 이전 담당자가 돌리던 방식:")
    le = T(lang, "Use ansible-vault and --ask-become-pass instead.", "ansible-vault와 --ask-become-pass를 쓸 것.")
    ask = T(lang, "Is there an SSH key for the old tier?", "예전 티어용 SSH 키가 있나요?")
    return cat, compose(mc, le, ask, art), [pw]


@generic
def g_db_env_compose(lang):
    pw, rpw = any_password(), strong_password()
    art = "services:\n  db:\n    image: %s\n    environment:\n      %s: %s\n      %s: %s\n    ports:\n      - \"%s\"" % (
        pick(["postgres:16", "mysql:8.4", "mariadb:11"]), "MYSQL_ROOT_PASSWORD" if chance(0.5) else "POSTGRES_PASSWORD", rpw,
        "MYSQL_PASSWORD" if chance(0.5) else "APP_DB_PASSWORD", pw, pick(["5432:5432", "3307:3306"]))
    mc = T(lang, "The shared dev server runs the DB from this compose file, exposed on the host port:", "공용 dev 서버가 이 compose 파일로 DB를 띄우고 있고 호스트 포트로 노출돼 있다:")
    le = T(lang, "Bind to 127.0.0.1 and use an .env file outside the repo.", "127.0.0.1에만 바인드하고 .env는 레포 밖에 둘 것.")
    ask = T(lang, "Is this server reachable from the office VPN?", "이 서버가 사내 VPN에서 접근 가능한가요?")
    return "docker-compose: database root/app passwords", compose(mc, le, ask, art), [rpw, pw]


# ---------------------------------------------------------------- human passwords, chat-like notes
@generic
def g_chat_password(lang):
    pw = human_password()
    who = pick(["Jiwoo", "Minsu", "Haruto", "Sofia", "the ops lead", "the previous on-call"]) if lang == "en" else pick(["지우님", "민수님", "인프라팀 박 과장님", "전 담당자님", "당직자님"])
    thing = pick(["bastion", "NAS admin page", "staging admin account", "jump host", "shared Grafana admin", "router web UI"])
    mc = T(lang, "%s told me in DM: \"pw for the %s is %s, don't ask why lol\"" % (who, thing, pw),
           "%s이 DM으로 알려줌: \"%s 비번 %s 이에요 ㅋㅋ 왜인지는 묻지 마세요\"" % (who, thing, pw))
    le = T(lang, "Shared passwords in DMs are how they leak. Ask for a personal account.", "DM으로 오가는 공용 비번은 유출의 지름길. 개인 계정을 요청할 것.")
    ask = T(lang, "Can the %s move behind SSO?" % thing, "%s SSO 뒤로 옮길 수 있나요?" % thing)
    f = mkfields(mc, le if chance(0.8) else "", ask if chance(0.85) else "")
    return "chat: shared password in DM (human style)", f, [pw]


@generic
def g_korean_keyboard(lang):
    word = pick(KO_PW_WORDS)
    pw = hangul_to_qwerty(word) + str(ri(1, 9999)) + pick(["!", "@", "", "#", "^^"])
    if len(pw) < 8:
        pw += str(ri(10, 99))
    mc = T(lang, "The old admin password was a Korean word typed on an English keyboard: %s (the hint in the wiki said '%s')." % (pw, "Korean word"),
           "예전 관리자 비번이 한글을 영타로 친 거였음: %s (위키 힌트는 '한글 단어')" % pw)
    le = T(lang, "Typed-Korean passwords look random but are in every cracking wordlist.", "한글 영타 비번은 랜덤해 보여도 크래킹 사전에 다 들어 있다.")
    ask = T(lang, "Can we enforce the password manager for admin accounts?", "관리자 계정은 비번 관리자 사용을 강제할 수 있나요?")
    return "password: Korean word typed on QWERTY (dubeolsik)", compose("", le, ask, mc, place="mc"), [pw]


@generic
def g_hangul_password(lang):
    pw = pick(KO_PW_WORDS) + pick(KO_PW_WORDS) + str(ri(1, 2025)) + pick(["!", "", "@"])
    svc = pick(["공동인증서", "사내 그룹웨어", "NAS", "세무 프로그램", "ERP"])
    if lang == "ko":
        mc = "%s 비밀번호가 한글로 돼 있어서 자동화 스크립트 인코딩이 깨졌다. 현재 비번: %s" % (svc, pw)
        le = "한글 비번은 EUC-KR/UTF-8 차이로 API 로그인에서 깨질 수 있음."
        ask = "%s 비번을 ASCII로 바꿔도 되는지 담당자에게 확인 필요." % svc
    else:
        mc = "The %s login uses a Hangul password, which broke the automation script's encoding. Current password: %s" % (
            {"공동인증서": "joint certificate", "사내 그룹웨어": "groupware", "NAS": "NAS", "세무 프로그램": "tax software", "ERP": "ERP"}[svc], pw)
        le = "Hangul passwords break between EUC-KR and UTF-8 in API logins."
        ask = "Can the password be changed to ASCII?"
    return "password: Hangul characters", mkfields(mc, le, ask), [pw]


@generic
def g_wifi(lang):
    pw = human_password() if chance(0.6) else r(AN, 12)
    ssid = pick(["ACME-Guest", "KT_GiGA_5G_3F", "iptime-office", "SK_WiFiGIGA8C2A", "Buffalo-G-7F21", "DevLab"])
    art = pick(["WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw), "SSID: %s / PW: %s" % (ssid, pw), "wpa_passphrase=%s\nssid=%s" % (pw, ssid)])
    mc = T(lang, "The test devices in the lab could not reach the staging API; they were on the guest Wi-Fi. Office Wi-Fi details:",
           "랩의 테스트 기기들이 staging API에 접근을 못 했다. 게스트 Wi-Fi에 붙어 있었음. 사무실 Wi-Fi 정보:")
    le = T(lang, "Guest Wi-Fi is isolated from the VPN routes.", "게스트 Wi-Fi는 VPN 라우트와 분리돼 있다.")
    ask = T(lang, "Is there a device VLAN for test phones?", "테스트폰용 디바이스 VLAN이 있나요?")
    return "Wi-Fi PSK", compose(mc, le, ask, art), [pw]


@generic
def g_pin_puk(lang):
    st = ri(0, 2)
    if st == 0:
        v = "%08d" % ri(0, 10 ** 8 - 1)
        art = T(lang, "SIM for the SMS gateway modem: PIN locked, PUK %s" % v, "SMS 게이트웨이 모뎀 유심: PIN 잠김, PUK %s" % v)
        cat = "SIM PUK (8 digits)"
    elif st == 1:
        v = "%04d-%04d" % (ri(0, 9999), ri(0, 9999))
        art = T(lang, "Server room door code is %s (changed last month)" % v, "서버실 도어락 번호 %s (지난달 변경)" % v)
        cat = "door code PIN"
    else:
        v = "%08d" % ri(0, 10 ** 8 - 1)
        art = T(lang, "YubiKey PIV PIN reset to %s, PUK unchanged" % v, "YubiKey PIV PIN을 %s 로 초기화, PUK는 그대로" % v)
        cat = "YubiKey PIV PIN (8 digits)"
    mc = T(lang, "I needed physical/hardware access during the incident and didn't know who had the codes.", "장애 중에 물리/하드웨어 접근이 필요했는데 코드를 누가 갖고 있는지 몰랐다.")
    le = T(lang, "Keep physical access codes in the vault with the runbook link.", "물리 접근 코드는 런북 링크와 함께 vault에 둘 것.")
    ask = T(lang, "Who is allowed to know these codes?", "이 코드는 누구까지 알아도 되나요?")
    return cat, compose(mc, le, ask, art), [v]


@generic
def g_passphrase(lang):
    pp = passphrase()
    what = pick(["GPG signing key", "SSH key", "LUKS volume", "restic repository", "borg backup repo", "KeePass database"])
    art = pick(["passphrase: %s" % pp, "RESTIC_PASSWORD='%s'" % pp, "BORG_PASSPHRASE=\"%s\"" % pp, "%s -> %s" % (what, pp)])
    mc = T(lang, "Restoring from the %s needed the passphrase, which was only in the old admin's notes:" % what,
           "%s 복구에 passphrase가 필요했는데 예전 관리자 메모에만 있었다:" % what)
    le = T(lang, "Test restores quarterly so the passphrase is known to work.", "분기마다 복구 테스트를 해서 passphrase가 유효한지 확인할 것.")
    ask = T(lang, "Who else holds the %s passphrase?" % what, "%s passphrase를 또 누가 알고 있나요?" % what)
    return "passphrase (%s)" % what, compose(mc, le, ask, art), [pp]


@generic
def g_rotation_split(lang):
    old, new = any_password(), any_password()
    acct = pick(["svc_billing", "grafana admin", "jenkins deploy", "the NAS admin", "ERP interface user"])
    mc = T(lang, "After the audit the %s password was rotated; scripts still used the old one (%s)." % (acct, old),
           "감사 이후 %s 비번이 바뀌었는데 스크립트는 예전 비번(%s)을 쓰고 있었다." % (acct, old))
    le = T(lang, "New password is %s; I updated cron.d/report and the Airflow connection." % new,
           "새 비번은 %s. cron.d/report랑 Airflow connection 둘 다 갱신함." % new)
    ask = T(lang, "Is there a list of everything that uses %s?" % acct, "%s 계정을 쓰는 곳 목록이 있나요?" % acct)
    return "old + new password split across fields", mkfields(mc, le, ask), [old, new]


@generic
def g_user_pw_split(lang):
    user, pw = pick(USERS), any_password()
    host = pick(HOSTS)
    mc = T(lang, "Needed to log into %s as %s to check the disk; no one told me it has no SSO." % (host, user),
           "%s에 %s 계정으로 들어가서 디스크를 봐야 했는데 SSO가 없다는 걸 아무도 안 알려줬다." % (host, user))
    le = T(lang, "Password (from the ops sheet): %s" % pw, "비번(ops 시트에 있던 것): %s" % pw) if chance(0.5) else ""
    ask = T(lang, "Is `%s` still the right password for %s, or was it rotated?" % (pw, user), "%s 계정 비번 `%s` 아직 맞나요, 바뀌었나요?" % (user, pw)) if not le else \
          T(lang, "Can this host get SSO?", "이 호스트에 SSO 붙일 수 있나요?")
    return "user in one field, password in another", mkfields(mc, le, ask), [pw]


@generic
def g_qa_accounts(lang):
    rows = []
    pws = []
    for i in range(ri(3, 5)):
        pw = any_password()
        pws.append(pw)
        rows.append("| %s | %s | %s |" % (pick(["admin", "seller", "buyer", "cs_agent", "viewer"]), "qa%02d@%s" % (i + 1, pick(["acme.io", "example.co.kr"])), pw))
    art = "| role | login | password |\n|---|---|---|\n" + "\n".join(rows)
    mc = T(lang, "The e2e suite logs in as several roles against staging; the accounts table from the QA wiki:", "e2e 테스트가 staging에 여러 role로 로그인한다. QA 위키의 계정 표:")
    le = T(lang, "Staging accounts share passwords with nothing else, but they can see real partner data.", "staging 계정이지만 실제 파트너 데이터가 보인다.")
    ask = T(lang, "Can these move to the CI secret store?", "이 계정들 CI secret store로 옮길 수 있나요?")
    return "markdown table: several account passwords", compose(mc, le, ask, art, place=pick(["mc", "le"])), dedupe(pws)


@generic
def g_appliance_default_changed(lang):
    pw = any_password()
    dev = pick(["Synology NAS", "FortiGate", "UniFi controller", "iDRAC", "Proxmox", "pfSense", "QNAP"])
    mc = T(lang, "The %s still had the factory login until last week; I changed it during the incident." % dev,
           "%s가 지난주까지 공장 초기 계정이었음. 장애 대응 중에 바꿨다." % dev)
    le = T(lang, "New admin password: %s. Stored nowhere else yet." % pw, "새 admin 비번: %s. 아직 다른 곳엔 저장 안 함." % pw)
    ask = T(lang, "Where should I store the new %s password?" % dev, "새 %s 비번 어디에 저장하면 되나요?" % dev)
    return "appliance admin password (%s)" % dev, mkfields(mc, le, ask), [pw]


@generic
def g_env_many(lang):
    pairs = [("DB_PASSWORD", any_password()), ("REDIS_PASSWORD", r(AN, 24)), ("JWT_SECRET", r(B64U, 48)), ("SMTP_PASSWORD", any_password()),
             ("ADMIN_PASSWORD", human_password()), ("ENCRYPTION_KEY", b64r(32)), ("SESSION_SECRET", hx(64)), ("MINIO_ROOT_PASSWORD", r(AN, 20))]
    chosen = sample(pairs, ri(2, 4))
    lines = ["APP_ENV=%s" % pick(ENVS), "DB_HOST=%s" % pick(HOSTS), "DB_USER=%s" % pick(USERS)] + ["%s=%s" % (n, v) for n, v in chosen]
    RNG.shuffle(lines)
    art = "\n".join(lines)
    mc = T(lang, "The .env on the shared dev VM (not in git, but readable by everyone on the box):", "공용 dev VM의 .env (git엔 없지만 그 서버 사용자 누구나 읽을 수 있음):")
    le = T(lang, "chmod 600 and move to the secret store.", "chmod 600 하고 secret store로 옮길 것.")
    ask = T(lang, "Are these the same values as prod?", "이 값들 prod랑 같은가요?")
    return ".env: several generic secrets", compose(mc, le, ask, art), [v for n, v in chosen]


@generic
def g_vnc_rdp(lang):
    pw = r(AN, 8) if chance(0.5) else any_password()
    art = pick(["vncpasswd -f <<< '%s' > ~/.vnc/passwd" % pw, "x11vnc -forever -passwd %s -display :0" % pw,
                "xfreerdp /v:win-build01 /u:CORP\\%s /p:'%s' /cert:ignore" % (pick(USERS), pw)])
    mc = T(lang, "The signage PC in the lobby needed a remote session; how it was set up:", "로비 사이니지 PC에 원격 접속이 필요했다. 세팅돼 있던 방식:")
    le = T(lang, "VNC passwords are truncated to 8 characters; use SSH tunnels.", "VNC 비번은 8자로 잘린다. SSH 터널을 쓸 것.")
    ask = T(lang, "Can the signage PC join the MDM instead?", "사이니지 PC를 MDM에 붙일 수 있나요?")
    return "shell: VNC/RDP password", compose(mc, le, ask, art), [pw]


# ======================================================================
# CLEAN notes, part 1: vendor-shaped configs with no credential in them
#   (references, secret-manager pointers, placeholders, masked values, ids)
# ======================================================================
KNOWN_PREFIXES = ["sk_live_", "rk_live_", "whsec_", "sk-proj-", "sk-svcacct-", "sk-admin-", "sk-ant-api03-", "sk-ant-admin01-",
                  "sk-or-v1-", "sk-", "gsk_", "r8_", "hf_", "pplx-", "xai-", "pcsk_", "lsv2_pt_", "lsv2_sk_", "ghp_", "gho_",
                  "ghs_", "ghu_", "github_pat_", "glpat-", "glptt-", "gldt-", "glrt-", "npm_", "pypi-", "rubygems_",
                  "dckr_pat_", "CCIPAT_", "bkua_", "pul-", "dp.st.prd.", "dp.st.dev.", "dp.pt.", "dp.sa.", "hvs.", "ops_",
                  "squ_", "sqp_", "sqa_", "sntrys_", "sntryu_", "NRAK-", "glsa_", "glc_", "hcaik_", "dt0c01.", "xaat-",
                  "xapt-", "xoxb-", "xoxp-", "xapp-", "SG.", "key-", "xkeysib-", "re_", "syt_", "shpat_", "shpss_",
                  "shpca_", "live_sk_", "live_gsk_", "live_", "FLWSECK-", "pdl_live_apikey_", "sup_sk_", "shippo_live_",
                  "lin_api_", "figd_", "CFPAT-", "tfp_", "PMAK-", "dop_v1_", "doo_v1_", "nfp_", "rnd_", "sbp_",
                  "sb_secret_", "GOCSPX-", "ya29.", "nv-", "up_", "fw_", "pa-", "sk_", "secret_", "ntn_", "pat-na1-",
                  "pat-eu1-", "sdk-", "api-", "tskey-auth-", "AGE-SECRET-KEY-", "pscale_pw_", "pscale_tkn_", "npg_",
                  "dapi", "EZAK", "AKCp", "HRKU-", "klarna_live_api_", "EAAA", "sq0csp-", "AIza", "AKIA", "ASIA", "LTAI"]


def vendor_prefix(v):
    """documented vendor prefix of a token, if any (longest match)"""
    best = ""
    for pre in KNOWN_PREFIXES:
        if v.startswith(pre) and len(pre) > len(best):
            best = pre
    return best


def clean_ref(name, slug, secret_value):
    st = ri(0, 19)
    key = k_snake(name)
    if st == 0:
        return "${%s}" % name
    if st == 1:
        return "$%s" % name
    if st == 2:
        return "${{ secrets.%s }}" % name
    if st == 3:
        return "{{ .Values.%s.%s }}" % (slug, k_camel(name))
    if st == 4:
        return "arn:aws:secretsmanager:%s:%d:secret:%s/%s/%s-%s" % (pick(["ap-northeast-2", "us-east-1"]), ri(10 ** 11, 10 ** 12 - 1), pick(ENVS), slug, key, r(AN, 6))
    if st == 5:
        return "vault:secret/data/%s/%s#%s" % (pick(ENVS), slug, key)
    if st == 6:
        return "op://%s/%s/%s" % (pick(["Engineering", "Infra", "Shared"]), slug, pick(["credential", "password", key]))
    if st == 7:
        return "projects/%s/secrets/%s/versions/%s" % (pick(["acme-prod", "kr-platform"]), key.replace("_", "-"), pick(["latest", str(ri(1, 30))]))
    if st == 8:
        return "@Microsoft.KeyVault(SecretUri=https://kv-%s.vault.azure.net/secrets/%s/)" % (pick(["acme-prod", "shop-kr"]), key.replace("_", "-"))
    if st == 9:
        return "{{resolve:secretsmanager:%s/%s:SecretString:%s}}" % (pick(ENVS), slug, key)
    if st == 10:
        return "ref+vault://secret/%s#/%s" % (slug, key)
    if st == 11:
        return "<%s>" % pick(["your-api-key", "redacted", "REDACTED", "set me", "token", key.replace("_", "-")])
    if st == 12:
        return pick(["REPLACE_ME", "TODO", "CHANGE_ME_IN_VAULT", "xxxxxxxx", "***", "********", "[REDACTED]", "[FILTERED]", ""])
    if st == 13:
        pre = vendor_prefix(secret_value)
        return (pre or "") + pick(["...", "***", "<redacted>", "x" * ri(8, 24), "X" * ri(8, 24)])
    if st == 14:
        return "ssm:/%s/%s/%s" % (pick(ENVS), slug, key)
    if st == 15:
        return "%%env(%s)%%" % name
    if st == 16:
        return "file:/run/secrets/%s" % key
    if st == 17:
        return "${env:%s}" % name
    if st == 18:
        return "sops:ENC[AES256_GCM,...]" if chance(0.3) else "(set via `%s`)" % pick(["doppler secrets set", "vault kv put", "gh secret set " + name, "kubectl create secret"])
    return "your_%s_here" % key


def cleanify(c):
    """Replace every secret in a vendor cred dict by a non-secret reference."""
    secrets = cand_secrets([c])
    pairs = []
    for p in c["pairs"]:
        n, v, s = p
        halfkey = any(w in n for w in ("KEY", "TOKEN", "SECRET", "PASS", "AUTH", "PAT", "PRIVATE", "ACCESS_ID"))
        if s or halfkey or any(e in v for e in secrets):
            inner = [e for e in secrets if e in v]
            v = clean_ref(n, c["slug"], pick(inner) if (inner and not s) else v)
        pairs.append((n, v, False))
    hdr = c["hdr"]
    if hdr and any(any(e in f for e in secrets) for h, f in hdr):
        hdr = None
    url = c["url"]
    if url and any(e in url for e in secrets):
        url = None
    return dict(c, pairs=pairs, hdr=hdr, url=url, extra=[])


P["en"]["c_mc_a"] = [
    "I didn't know where {S} gets its {V} settings in {E}. The {F} only references them:\n{A}",
    "Spent time looking for the {V} key in the repo; the {F} just points at the secret store:\n{A}",
    "Context I was missing: {E} resolves the {V} values at deploy time. The {F}:\n{A}",
    "Migrating {S} to the new {V} SDK; current {F} (values come from outside the repo):\n{A}",
    "The {V} call from {S} returned 401 in {E}. Config as checked in:\n{A}",
    "{A}\n^ the {F} for {S}; nothing in it is the real value, which confused me at first.",
    "I assumed the {F} held the {V} credentials. It doesn't:\n{A}",
]
P["en"]["c_mc"] = [
    "I didn't know the {V} values for {E} are injected by the platform, not stored in {S}.",
    "Nobody told me {S} uses a separate {V} project in {E}.",
    "The runbook for {S} didn't say which secret path holds the {V} settings.",
]
P["en"]["c_le_a"] = [
    "The resolved value is injected at runtime; the {F} only carries the reference:\n{A}",
    "Leave the {F} like this and set the real value in the secret store:\n{A}",
    "The fix was the reference path, not the key itself:\n{A}",
]
P["en"]["c_le"] = [
    "Check the secret-store path and the IAM binding before suspecting the {V} key.",
    "{S} reads the {V} settings once at startup; restart after changing the secret.",
    "The {F} is safe to commit because it only holds references.",
    "",
]
P["en"]["c_ask_a"] = [
    "Is this the right reference for {E}? {A}",
    "Who can read {A} in {E}?",
]
P["en"]["c_ask"] = [
    "Which secret path does {E} use for {V}?",
    "Who owns the {V} integration for {S}?",
    "Do CI and {E} share the same {V} project?",
    "",
]
P["ko"]["c_mc_a"] = [
    "{E}에서 {S}가 {V} 설정을 어디서 가져오는지 몰랐다. {F}에는 참조만 있음:\n{A}",
    "레포에서 {V} 키를 한참 찾았는데 {F} 설정은 secret store를 가리키기만 한다:\n{A}",
    "몰랐던 맥락: {E}는 배포 시점에 {V} 값을 주입한다. {F} 내용:\n{A}",
    "{S}를 새 {V} SDK로 옮기는 중. 현재 {F} (실제 값은 레포 밖에서 옴):\n{A}",
    "{E}에서 {S}의 {V} 호출이 401. 커밋된 설정은 이렇다:\n{A}",
    "{A}\n↑ {S}의 {F}인데 실제 값이 하나도 없어서 처음엔 헷갈렸다.",
    "{F}에 {V} credential이 있을 줄 알았는데 없었다:\n{A}",
]
P["ko"]["c_mc"] = [
    "{E}의 {V} 값은 플랫폼이 주입하고 {S}에는 저장하지 않는다는 걸 몰랐다.",
    "{S}가 {E}에서 별도 {V} 프로젝트를 쓴다는 얘기를 못 들었다.",
    "{S} 런북에 {V} 설정이 어느 secret 경로에 있는지 안 적혀 있었다.",
]
P["ko"]["c_le_a"] = [
    "실제 값은 런타임에 주입되고 {F}에는 참조만 둔다:\n{A}",
    "{F} 설정은 이대로 두고 실제 값은 secret store에 넣을 것:\n{A}",
    "키가 아니라 참조 경로가 문제였다. 수정 후:\n{A}",
]
P["ko"]["c_le"] = [
    "{V} 키 의심하기 전에 secret store 경로와 IAM 바인딩부터 확인.",
    "{S}는 시작할 때 한 번만 {V} 설정을 읽으니 secret 바꾸면 재시작 필요.",
    "{F}에는 참조만 있어서 커밋해도 안전하다.",
    "",
]
P["ko"]["c_ask_a"] = [
    "{E}에서는 이 참조가 맞나요? {A}",
    "{E}에서 {A} 읽을 수 있는 사람이 누구인가요?",
]
P["ko"]["c_ask"] = [
    "{E}에서 {V}는 어느 secret 경로를 쓰나요?",
    "{S}의 {V} 연동 담당자가 누구인가요?",
    "CI와 {E} 환경이 같은 {V} 프로젝트를 쓰나요?",
    "",
]


def cwrap(lang, art, kw):
    p = P[lang]
    roll = RNG.random()
    place = "mc" if roll < 0.6 else ("le" if roll < 0.9 else "ask")
    if place == "ask" and (nbytes(art) > 240 or "\n" in art):
        place = "le"
    mc = fill(pick(p["c_mc_a"]), art, **kw) if place == "mc" else fill(pick(p["c_mc"]), **kw)
    le = fill(pick(p["c_le_a"]), art, **kw) if place == "le" else fill(pick(p["c_le"]), **kw)
    ask = fill(pick(p["c_ask_a"]), art, **kw) if place == "ask" else fill(pick(p["c_ask"]), **kw)
    return mkfields(mc, le, ask)


def clean_vendor_note(creds, lang):
    cc = [cleanify(c) for c in creds]
    text, flabel = render(cc)
    kw = {"V": cc[0]["v"], "S": pick(SERVICES), "E": pick(ENVS), "F": flabel}
    f = cwrap(lang, text, kw)
    vs = dedupe([x["v"] for x in cc])
    return "%s: references/placeholders only [%s]" % (flabel, ", ".join(vs)), f


# ======================================================================
# CLEAN notes, part 2: vendor-documented publishable / client-side keys
# ======================================================================
PUBLISHABLE = []


def publishable(fn):
    PUBLISHABLE.append(fn)
    return fn


@publishable
def pb_stripe():
    k = "pk_live_" + r(AN, pick([24, 99]))
    return "Stripe", "publishable key", "const stripe = Stripe('%s');\nconst elements = stripe.elements({ locale: '%s' });" % (k, pick(["ko", "ja", "en"]))


@publishable
def pb_firebase():
    pid = pick(["acme-chat-kr", "game-lobby-31c2", "todo-web-prod"])
    art = ("const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  storageBucket: \"%s.appspot.com\",\n"
           "  messagingSenderId: \"%d\",\n  appId: \"1:%d:web:%s\"\n};") % (r(B64U, 35), pid, pid, pid, ri(10 ** 11, 10 ** 12), ri(10 ** 11, 10 ** 12), hx(22))
    return "Firebase", "web config apiKey", art


@publishable
def pb_mapbox():
    body = b64s(jdump({"u": pick(["acme-maps", "krdelivery"]), "a": "cl" + r(ANL, 23)}), url=True, pad=False)
    return "Mapbox", "public token (pk.)", "mapboxgl.accessToken = 'pk.%s.%s';" % (body, r(B64U, 22))


@publishable
def pb_algolia():
    return "Algolia", "search-only API key", "const client = algoliasearch('%s', '%s'); // search-only key, safe for the browser" % (r(ANU, 10), hx(32))


@publishable
def pb_sentry_dsn():
    return "Sentry", "DSN (public key)", "Sentry.init({\n  dsn: \"https://%s@o%d.ingest.%ssentry.io/%d\",\n  tracesSampleRate: 0.1,\n});" % (
        hx(32), ri(10 ** 5, 10 ** 7), pick(["", "us.", "de."]), ri(10 ** 6, 10 ** 7))


@publishable
def pb_supabase_anon():
    ref = r(LO, 20)
    if chance(0.5):
        k = jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": now_ts(), "exp": now_ts() + 10 ** 9})
    else:
        k = "sb_publishable_" + r(B64U, 31)
    return "Supabase", "anon/publishable key", "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, k)


@publishable
def pb_recaptcha():
    return "Google reCAPTCHA", "site key", '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % r(B64U, 38)


@publishable
def pb_toss_ck():
    return "Toss Payments", "client key", "const tossPayments = TossPayments(\"live_ck_%s\");" % r(AN, 24)


@publishable
def pb_kakao_js():
    return "Kakao", "JavaScript key", "Kakao.init('%s'); // JavaScript 키 (도메인 제한됨)" % hx(32)


@publishable
def pb_clerk():
    return "Clerk", "publishable key", "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64s("clerk.%s$" % pick(["acme.io", "shop.example.co.kr"]), pad=False)


@publishable
def pb_launchdarkly():
    return "LaunchDarkly", "client-side ID", "const ldClient = LDClient.initialize('%s', { kind: 'user', key: userId });" % hx(24)


@publishable
def pb_posthog():
    return "PostHog", "project API key", "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % r(AN, 43)


@publishable
def pb_razorpay():
    return "Razorpay", "key_id (checkout)", "var options = { key: \"rzp_live_%s\", amount: 50000, currency: \"INR\", order_id: \"order_%s\" };" % (r(AN, 14), r(AN, 14))


@publishable
def pb_adyen_client():
    return "Adyen", "client key", "const checkout = await AdyenCheckout({ clientKey: 'live_%s', environment: 'live' });" % r(ANU, 32)


@publishable
def pb_braintree_tok():
    return "Braintree", "tokenization key", "braintree.client.create({ authorization: 'production_%s_%s' });" % (r(ANL, 8), r(ANL, 16))


@publishable
def pb_segment():
    return "Segment", "write key", "analytics.load(\"%s\");" % r(AN, 32)


@publishable
def pb_mixpanel():
    return "Mixpanel", "project token", "mixpanel.init('%s', { track_pageview: true });" % hx(32)


@publishable
def pb_hcaptcha():
    return "hCaptcha", "sitekey", '<div class="h-captcha" data-sitekey="%s"></div>' % uuid4()


@publishable
def pb_portone():
    return "PortOne", "storeId/channelKey", "PortOne.requestPayment({\n  storeId: \"store-%s\",\n  channelKey: \"channel-key-%s\",\n  paymentId: \"pay-%s\",\n});" % (uuid4(), uuid4(), hx(12))


@publishable
def pb_maps_js():
    return "Google Maps", "browser key (HTTP-referrer restricted)", '<script async src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap"></script>' % r(B64U, 35)


def publishable_note(lang):
    fn = pick(PUBLISHABLE)
    v, what, art = fn()
    mc = T(lang, "I thought the %s %s in the frontend bundle was a leaked secret and started a rotation." % (v, what),
           "프론트 번들에 있는 %s %s를 유출된 secret으로 착각해서 로테이션을 시작할 뻔했다." % (v, what))
    le = T(lang, "%s documents this key as public/client-side; restrictions live in the dashboard (domains, referrers, RLS)." % v,
           "%s 문서상 이 키는 공개용(client-side)이다. 제한은 대시보드(도메인, referrer, RLS)에서 건다." % v)
    ask = T(lang, "Which %s keys are actually secret, so I don't panic next time?" % v, "%s 키 중에 진짜 secret인 건 어떤 건가요? 다음엔 헷갈리지 않게." % v)
    f = compose(mc, le, ask, art, place=pick(["mc", "mc", "le"]))
    return "frontend: %s %s [%s] [publishable]" % (v, what, v), f


# ======================================================================
# CLEAN notes, part 3: hand-written hard negatives
# ======================================================================
CLEAN = []


def clean(fn):
    CLEAN.append(fn)
    return fn


def sha1():
    return hx(40)


def sha256():
    return hx(64)


@clean
def c_password_policy(lang):
    n = pick([10, 12, 14, 16])
    mc = T(lang, "I didn't know the new password policy: minimum %d characters, no composition rules, checked against a breached-password list, no forced rotation." % n,
           "새 비밀번호 정책을 몰랐다: 최소 %d자, 조합 규칙 없음, 유출 비번 목록 대조, 강제 주기 변경 없음." % n)
    art = pick(["PASSWORD_MIN_LENGTH=%d\nPASSWORD_MAX_LENGTH=128\nPASSWORD_REQUIRE_SYMBOL=false\nPASSWORD_HISTORY=5\nBCRYPT_COST=12" % n,
                "AUTH_PASSWORD_VALIDATORS = [\n    {'NAME': 'django.contrib.auth.password_validation.MinimumLengthValidator', 'OPTIONS': {'min_length': %d}},\n    {'NAME': 'django.contrib.auth.password_validation.CommonPasswordValidator'},\n]" % n,
                "argon2id: m=65536, t=3, p=4 (OWASP baseline); lockout after 5 failed attempts for 15 minutes"])
    le = T(lang, "The signup form still enforced 'one uppercase + one symbol'; the backend rule is the source of truth:",
           "가입 폼은 아직 '대문자+특수문자 1개'를 강제하고 있었다. 기준은 백엔드 규칙:")
    ask = T(lang, "Should the admin console follow the same password policy as customers?", "관리자 콘솔도 고객과 같은 비번 정책을 따라야 하나요?")
    return "discussion: password policy (no password)", compose(mc, le, ask, art, place="le")


@clean
def c_port_flags(lang):
    art = pick(["docker run -d -p %d:%d --name %s %s:latest" % (pick([8080, 3000, 5432, 6379]), pick([80, 3000, 5432, 6379]), pick(SERVICES), pick(SERVICES)),
                "ssh -p 2222 -i ~/.ssh/id_ed25519 %s@%s" % (pick(USERS), pick(SQL_HOSTS)),
                "psql -h %s -p 6432 -U %s -d %s   # pgbouncer port, password from ~/.pgpass" % (pick(SQL_HOSTS), pick(USERS), pick(["app", "orders"])),
                "$ mysql -h %s -P 3307 -u %s -p\nEnter password:\nWelcome to the MySQL monitor." % (pick(SQL_HOSTS), pick(USERS)),
                "redis-cli -h %s -p 6380 --tls --askpass" % pick(SQL_HOSTS),
                "kubectl -n %s port-forward svc/%s 15432:5432" % (pick(ENVS), pick(SERVICES)),
                "iperf3 -c 10.0.1.%d -p 5201 -t 30 -P 4" % ri(2, 250)])
    mc = T(lang, "I confused -p (port) and -P in a few CLIs and kept hitting the wrong service:", "몇몇 CLI에서 -p(포트)와 -P를 헷갈려서 계속 엉뚱한 서비스에 붙었다:")
    le = T(lang, "mysql uses -P for the port and -p for a password prompt; ssh/psql/docker use -p for ports.", "mysql은 포트가 -P이고 -p는 비번 프롬프트. ssh/psql/docker는 -p가 포트.")
    ask = T(lang, "Which port does the pooler listen on in %s?" % pick(ENVS), "%s에서 pooler는 몇 번 포트인가요?" % pick(ENVS))
    return "shell: -p/-P used for ports / password prompt", compose(mc, le, ask, art)


@clean
def c_git_log(lang):
    lines = []
    for _ in range(ri(3, 6)):
        lines.append("%s %s" % (sha1()[:pick([7, 40])], pick(["fix: rotate webhook secret handling (no secrets in code)", "chore(deps): bump axios from 1.6.8 to 1.7.4",
                                                              "feat(auth): add PKCE to OAuth flow", "revert: \"remove legacy token endpoint\"", "docs: explain API key scopes",
                                                              "refactor: move password hashing to argon2id", "ci: pin actions/checkout@%s" % sha1()])))
    art = "\n".join(lines)
    mc = T(lang, "I needed to find when the auth change landed; git log on main:", "인증 변경이 언제 들어갔는지 찾아야 했다. main의 git log:")
    le = T(lang, "Use git log -S to find when a config key was introduced.", "설정 키가 언제 생겼는지는 git log -S로 찾는다.")
    ask = T(lang, "Is %s the commit that's deployed in prod?" % sha1()[:12], "%s 커밋이 prod에 배포된 버전 맞나요?" % sha1()[:12])
    return "git log with commit SHAs", compose(mc, le, ask, art)


@clean
def c_image_digest(lang):
    img = "%s/%s" % (pick(["123456789012.dkr.ecr.ap-northeast-2.amazonaws.com", "ghcr.io/acme", "harbor.internal/platform", "asia-northeast3-docker.pkg.dev/acme-prod/apps"]), pick(SERVICES))
    art = pick(["image: %s@sha256:%s" % (img, sha256()),
                "$ docker pull %s:%s\n%s: Pulling from %s\nDigest: sha256:%s\nStatus: Downloaded newer image" % (img, pick(["1.8.3", "main-" + sha1()[:7]]), pick(["1.8.3", "main"]), img.split("/", 1)[1], sha256()),
                "$ crane digest %s:latest\nsha256:%s" % (img, sha256())])
    mc = T(lang, "Prod and staging ran different builds with the same tag. Pinned by digest now:", "prod와 staging이 같은 태그로 다른 빌드를 돌리고 있었다. 이제 digest로 고정:")
    le = T(lang, "Tags are mutable; deploy by digest.", "태그는 바뀔 수 있으니 digest로 배포할 것.")
    ask = T(lang, "Should the pipeline write the digest back to the Helm values?", "파이프라인이 digest를 Helm values에 다시 써넣게 할까요?")
    return "container image digests", compose(mc, le, ask, art)


@clean
def c_lockfile(lang):
    st = ri(0, 3)
    if st == 0:
        art = '"node_modules/jsonwebtoken": {\n  "version": "9.0.2",\n  "resolved": "https://registry.npmjs.org/jsonwebtoken/-/jsonwebtoken-9.0.2.tgz",\n  "integrity": "sha512-%s"\n}' % b64r(64)
    elif st == 1:
        art = "golang.org/x/crypto v0.%d.0 h1:%s\ngolang.org/x/crypto v0.%d.0/go.mod h1:%s" % (ri(20, 31), b64r(32), ri(20, 31), b64r(32))
    elif st == 2:
        art = "cryptography==43.0.%d \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (ri(0, 3), sha256(), sha256())
    else:
        art = '<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % b64r(48)
    mc = T(lang, "CI failed with an integrity mismatch after someone edited the lockfile by hand:", "누가 lockfile을 손으로 고친 뒤 CI가 integrity 불일치로 실패했다:")
    le = T(lang, "Regenerate lockfiles with the package manager; never edit hashes.", "lockfile은 패키지 매니저로 재생성하고 해시는 직접 고치지 말 것.")
    ask = T(lang, "Do we allow git dependencies without integrity hashes?", "integrity 해시 없는 git 의존성을 허용하나요?")
    return "lockfile/SRI integrity hashes", compose(mc, le, ask, art)


@clean
def c_trace_ids(lang):
    tid, sid = hx(32), hx(16)
    art = pick(["%s ERROR [%s] upstream 502 trace_id=%s span_id=%s request_id=%s" % (ts_log(), pick(SERVICES), tid, sid, uuid4()),
                "traceparent: 00-%s-%s-01\nx-request-id: %s\ncf-ray: %s-ICN" % (tid, sid, uuid4(), hx(16)),
                "An error occurred (ThrottlingException) when calling the PutRecord operation. RequestId: %s, ExtendedRequestId: %s" % (uuid4(), b64r(48))])
    mc = T(lang, "Intermittent 502s from the gateway; the ids I used to find the request across services:", "게이트웨이 502 간헐 발생. 서비스 간 요청 추적에 쓴 id:")
    le = T(lang, "Search by trace_id in Tempo first, then the request id in app logs.", "Tempo에서 trace_id로 먼저 찾고 앱 로그는 request id로.")
    ask = T(lang, "Can the LB log the traceparent header too?", "LB도 traceparent 헤더를 로그로 남길 수 있나요?")
    return "log: trace/span/request ids", compose(mc, le, ask, art)


def ssh_pub():
    if chance(0.5):
        return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + r(B64, 43) + " " + pick(["minsu@mbp", "deploy@ci", "jhpark@acme.io"])
    return "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + r(B64, 350) + " " + pick(["ops@bastion", "yuki@thinkpad"])


@clean
def c_ssh_public(lang):
    st = ri(0, 2)
    if st == 0:
        art = "$ cat ~/.ssh/id_ed25519.pub\n" + "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + r(B64, 43) + " " + pick(["minsu@mbp", "deploy@ci"])
    elif st == 1:
        host = pick(["github.com", "bastion.acme.io", "10.0.1.5"])
        art = "The authenticity of host '%s' can't be established.\nED25519 key fingerprint is SHA256:%s.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?" % (host, b64r(32, pad=False))
    else:
        art = "# authorized_keys on the deploy host\n" + ssh_pub()
    mc = T(lang, "The deploy user couldn't SSH in after the host rebuild; what I checked:", "호스트 재구축 후 deploy 유저 SSH가 안 됐다. 확인한 것:")
    le = T(lang, "Public keys and host fingerprints are fine to share; verify fingerprints out of band.", "public key와 호스트 fingerprint는 공유해도 된다. fingerprint는 별도 채널로 검증.")
    ask = T(lang, "Who adds keys to the deploy host now that Ansible is gone?", "Ansible 없어진 지금 deploy 호스트에 키는 누가 추가하나요?")
    return "SSH public key / host fingerprint", compose(mc, le, ask, art)


@clean
def c_cert_public(lang):
    kind = pick(["CERTIFICATE", "PUBLIC KEY"])
    pre = "MIIDdzCCAl+gAwIBAgIU" if kind == "CERTIFICATE" else "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"
    lines = [pre + r(B64, 64 - len(pre))] + [r(B64, 64) for _ in range(ri(2, 4))]
    art = "-----BEGIN %s-----\n%s\n...\n-----END %s-----" % (kind, "\n".join(lines), kind)
    mc = T(lang, "The partner asked which %s to pin for webhook verification. What we sent them:" % ("certificate" if kind == "CERTIFICATE" else "public key"),
           "파트너가 웹훅 검증용으로 어떤 %s를 pin 해야 하는지 물어봤다. 보낸 것:" % ("인증서" if kind == "CERTIFICATE" else "public key"))
    le = T(lang, "Only public material goes to partners; the private key never leaves the KMS.", "파트너에게는 공개 자료만 보낸다. private key는 KMS 밖으로 안 나감.")
    ask = T(lang, "When does this certificate expire, and who renews it?", "이 인증서 만료일과 갱신 담당은?")
    return "PEM %s (public)" % kind.lower(), compose(mc, le, ask, art, place=pick(["mc", "le"]))


@clean
def c_gpg_fpr(lang):
    fpr = hx(40).upper()
    art = "pub   ed25519 2024-%02d-%02d [SC] [expires: 2026-%02d-%02d]\n      %s\nuid           [ultimate] %s <%s>\nsub   cv25519 2024-%02d-%02d [E]" % (
        ri(1, 12), ri(1, 28), ri(1, 12), ri(1, 28), fpr, pick(["Release Bot", "Minsu Kim", "Acme Packaging"]), pick(["release@acme.io", "minsu.kim@example.co.kr"]), ri(1, 12), ri(1, 28))
    mc = T(lang, "apt refused the repo after the key change; the new signing key:", "키 변경 후 apt가 저장소를 거부했다. 새 서명 키:")
    le = T(lang, "Ship the public key in the package and pin it by fingerprint.", "public key를 패키지에 넣고 fingerprint로 고정할 것.")
    ask = T(lang, "Is the key id %s published on the website too?" % fpr[-16:], "key id %s 웹사이트에도 공개돼 있나요?" % fpr[-16:])
    return "gpg --list-keys output (fingerprint)", compose(mc, le, ask, art)


@clean
def c_tf_plan(lang):
    art = ("  # aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n        id       = \"%s\"\n      ~ password = (sensitive value)\n"
           "        username = \"%s\"\n    }\n\nPlan: 0 to add, 1 to change, 0 to destroy.\n\nChanges to Outputs:\n  ~ db_password = (sensitive value)") % (pick(["orders-prod", "billing-db"]), pick(USERS))
    mc = T(lang, "terraform plan wanted to change the DB password on every run:", "terraform plan이 매번 DB 비번을 바꾸려고 했다:")
    le = T(lang, "The random_password resource had a keeper on the timestamp; remove it.", "random_password 리소스 keeper가 timestamp라서 그랬다. 제거할 것.")
    ask = T(lang, "Should the DB password move to manage_master_user_password?", "DB 비번을 manage_master_user_password로 옮길까요?")
    return "terraform plan with (sensitive value)", compose(mc, le, ask, art, place=pick(["mc", "le"]))


@clean
def c_ci_masked(lang):
    art = ("Run docker/login-action@v3\n  with:\n    registry: ghcr.io\n    username: ***\n    password: ***\nLogging into ghcr.io...\nLogin Succeeded!\n"
           "Run curl -sf -H \"Authorization: Bearer ***\" https://api.%s/deploy" % pick(["acme.io", "internal.example"]))
    mc = T(lang, "The deploy step passed locally but failed in Actions; the (masked) log:", "로컬에선 되는데 Actions에서 배포 스텝이 실패. 마스킹된 로그:")
    le = T(lang, "Actions masks registered secrets as ***, but not values derived from them (base64 etc.).", "Actions는 등록된 secret은 ***로 가리지만 파생값(base64 등)은 못 가린다.")
    ask = T(lang, "Can we use OIDC to the cloud instead of a stored token?", "저장된 토큰 대신 클라우드 OIDC를 쓸 수 있나요?")
    return "CI log with *** masked secrets", compose(mc, le, ask, art, place=pick(["mc", "le"]))


@clean
def c_env_example(lang):
    names = sample(["DATABASE_URL", "REDIS_URL", "STRIPE_SECRET_KEY", "OPENAI_API_KEY", "JWT_SECRET", "SENTRY_DSN", "AWS_ACCESS_KEY_ID",
                    "AWS_SECRET_ACCESS_KEY", "SLACK_BOT_TOKEN", "GITHUB_TOKEN", "SMTP_PASSWORD", "KAKAO_REST_API_KEY", "TOSS_SECRET_KEY"], ri(4, 7))
    lines = []
    for n in names:
        st = ri(0, 4)
        if st == 0:
            lines.append("%s=" % n)
        elif st == 1:
            lines.append("%s=<%s>" % (n, k_kebab(n, sub=False)))
        elif st == 2:
            lines.append("%s=REPLACE_ME  # real value in 1Password" % n if "URL" not in n else "%s=postgres://user:password@localhost:5432/app" % n)
        elif st == 3:
            lines.append("%s=xxxxxxxxxxxxxxxx" % n)
        else:
            lines.append("# %s=   (ask #platform)" % n)
    art = "# .env.example\n" + "\n".join(lines)
    mc = T(lang, "Onboarding: the repo has only an example env file, which confused me:", "온보딩 중 레포에 example env 파일만 있어서 헷갈렸다:")
    le = T(lang, "Copy to .env.local and pull real values with `doppler run`.", ".env.local로 복사하고 실제 값은 `doppler run`으로 받을 것.")
    ask = T(lang, "Is there a script that fills .env.local automatically?", ".env.local 자동으로 채워주는 스크립트가 있나요?")
    return ".env.example with empty/placeholder values", compose(mc, le, ask, art)


@clean
def c_external_secret(lang):
    svc = pick(SERVICES)
    art = pick([
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n    - secretKey: DB_PASSWORD\n      remoteRef:\n        key: %s/%s/db\n        property: password" % (svc, pick(ENVS), svc),
        "$ aws secretsmanager get-secret-value --secret-id %s/%s/stripe --query SecretString --output text | jq -r .api_key | wc -c\n108" % (pick(ENVS), svc),
        "$ vault kv get -field=password secret/%s/%s > /dev/null && echo ok\nok" % (pick(ENVS), svc),
        "env:\n  - name: OPENAI_API_KEY\n    valueFrom:\n      secretKeyRef:\n        name: %s-secrets\n        key: openai-api-key" % svc])
    mc = T(lang, "I didn't know how %s gets its secrets in the cluster; the wiring:" % svc, "%s가 클러스터에서 secret을 어떻게 받는지 몰랐다. 연결 구조:" % svc)
    le = T(lang, "Check the remote key path first when a pod can't start.", "pod가 안 뜨면 remote key 경로부터 확인.")
    ask = T(lang, "Who can edit the ClusterSecretStore?", "ClusterSecretStore는 누가 수정할 수 있나요?")
    return "k8s secret references (ExternalSecret/secretKeyRef)", compose(mc, le, ask, art)


@clean
def c_jwt_decoded(lang):
    hdr = '{"alg":"RS256","typ":"JWT","kid":"%s"}' % r(B64U, 43)
    payload = '{"iss":"https://auth.acme.io/","sub":"%s","aud":"api://orders","scope":"read:orders","exp":%d,"iat":%d,"jti":"%s"}' % (uuid4(), now_ts() + 3600, now_ts(), uuid4())
    art = "header:  %s\npayload: %s\n(signature omitted)" % (hdr, payload)
    mc = T(lang, "Decoded the failing access token with jwt.io (no signature pasted):", "실패하는 access token을 jwt.io로 디코드 (서명은 안 붙임):")
    le = T(lang, "aud was api://orders but the gateway expects https://api.acme.io.", "aud가 api://orders인데 게이트웨이는 https://api.acme.io를 기대한다.")
    ask = T(lang, "Can the auth server issue both audiences during migration?", "마이그레이션 동안 auth 서버가 두 audience 모두 발급할 수 있나요?")
    return "decoded JWT header/payload (no token)", compose(mc, le, ask, art)


@clean
def c_jwks(lang):
    art = '{"keys":[{"kty":"RSA","use":"sig","alg":"RS256","kid":"%s","n":"%s","e":"AQAB"}]}' % (r(B64U, 43), b64r(256, url=True, pad=False)[:ri(120, 200)] + "...")
    mc = T(lang, "Token validation failed after the key rollover; the JWKS the gateway cached:", "키 롤오버 후 토큰 검증 실패. 게이트웨이가 캐시한 JWKS:")
    le = T(lang, "The gateway caches JWKS for 24h; lower it to 10 minutes.", "게이트웨이가 JWKS를 24시간 캐시한다. 10분으로 줄일 것.")
    ask = T(lang, "Does the IdP publish the next key before switching?", "IdP가 전환 전에 다음 키를 미리 게시하나요?")
    return "JWKS public key set", compose(mc, le, ask, art)


@clean
def c_b64_nonsecret(lang):
    st = ri(0, 3)
    if st == 0:
        cur = b64s(jdump({"offset": ri(100, 9999), "sort": "created_at", "dir": "desc"}))
        art = "GET /v1/orders?limit=50&cursor=%s" % cur
    elif st == 1:
        art = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: feature-flags\nbinaryData:\n  flags.json: %s" % b64s(jdump({"newCheckout": True, "region": "kr", "rollout": ri(5, 50)}))
    elif st == 2:
        cid = "%s:%s" % (pick(["prod-search", "logs-kr"]), b64s("ap-northeast-2.aws.elastic-cloud.com:443$%s$%s" % (hx(32), hx(32))))
        art = "ELASTIC_CLOUD_ID=%s\nELASTIC_API_KEY=${ELASTIC_API_KEY}" % cid
    else:
        art = "$ echo %s | base64 -d\n%s" % (b64s("region=ap-northeast-2;cluster=%s;tier=standard" % pick(["orders", "billing"])), "region=ap-northeast-2;cluster=orders;tier=standard")
    mc = T(lang, "This base64 string looked like a token, so I nearly reported it; it decodes to plain config:", "이 base64 문자열이 토큰처럼 보여서 신고할 뻔했는데 디코드하면 평범한 설정이다:")
    le = T(lang, "Decode before assuming; base64 is encoding, not secrecy.", "추측하기 전에 디코드해 볼 것. base64는 인코딩일 뿐.")
    ask = T(lang, "Should pagination cursors be opaque/encrypted instead?", "페이지네이션 cursor를 불투명하게(암호화) 바꿔야 할까요?")
    return "base64 of non-secret data", compose(mc, le, ask, art)


@clean
def c_ids(lang):
    art = pick([
        "AWS account: %d\nRole ARN: arn:aws:iam::%d:role/%s-deployer\nKMS key: arn:aws:kms:ap-northeast-2:%d:key/%s" % (ri(10 ** 11, 10 ** 12 - 1), ri(10 ** 11, 10 ** 12 - 1), pick(SERVICES), ri(10 ** 11, 10 ** 12 - 1), uuid4()),
        "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s  # federated credential, no secret" % (uuid4(), uuid4(), uuid4()),
        "customer=cus_%s payment_intent=pi_3%s event=evt_1%s account=acct_1%s" % (r(AN, 14), r(AN, 23), r(AN, 23), r(AN, 15)),
        "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s\nmessage sid: SM%s" % (hx(32), hx(32), hx(32)),
        "GOOGLE_CLIENT_ID=%d-%s.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET=${GOOGLE_CLIENT_SECRET}\nredirect_uri=https://app.acme.io/oauth/callback" % (ri(10 ** 11, 10 ** 12 - 1), r(ANL, 32)),
        "slack channel C0%s, workspace T0%s, bot user U0%s" % (r(ANU, 9), r(ANU, 9), r(ANU, 9)),
        "GITHUB_APP_ID=%d\nGITHUB_APP_INSTALLATION_ID=%d\nGITHUB_APP_PRIVATE_KEY_PATH=/var/run/secrets/github-app.pem" % (ri(10 ** 5, 10 ** 6), ri(10 ** 7, 10 ** 8))])
    mc = T(lang, "I needed the identifiers for the integration, not the secrets; collected them here:", "연동에 필요한 건 secret이 아니라 식별자였다. 모아둔 것:")
    le = T(lang, "These ids are safe to share; the secrets stay in the vault.", "이 id들은 공유해도 된다. secret은 vault에 둔다.")
    ask = T(lang, "Is there a page that lists these ids per environment?", "환경별로 이 id들을 정리한 페이지가 있나요?")
    return "account/client/object identifiers", compose(mc, le, ask, art)


@clean
def c_aws_example_keys(lang):
    art = pick(["# from the AWS docs, used in moto tests\nAWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
                "@mock_aws\ndef test_upload():\n    os.environ[\"AWS_ACCESS_KEY_ID\"] = \"testing\"\n    os.environ[\"AWS_SECRET_ACCESS_KEY\"] = \"testing\"\n    os.environ[\"AWS_SECURITY_TOKEN\"] = \"testing\"",
                "FAKE_SLACK_TOKEN = \"xoxb-000000000000-000000000000-%s\"  # fixture, rejected by Slack" % ("x" * 24),
                "GITHUB_TOKEN: ghp_%s  # placeholder in docs/example.yml" % ("X" * 36),
                "stripe_key = \"sk_test_%s\"  # obviously fake, used to assert the masking regex" % ("0" * 24),
                "const FAKE_JWT = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ0ZXN0In0.'; // alg none, test-only"])
    mc = T(lang, "The secret scanner flagged the test fixtures; they are documented fake values:", "secret 스캐너가 테스트 fixture를 잡았는데 문서화된 가짜 값이다:")
    le = T(lang, "Allow-list documented example values in the scanner config instead of deleting tests.", "테스트를 지우지 말고 스캐너 설정에 예시 값을 allow-list로 등록.")
    ask = T(lang, "Where is the scanner allow-list maintained?", "스캐너 allow-list는 어디서 관리하나요?")
    return "test fixtures with obviously fake/example credentials", compose(mc, le, ask, art)


@clean
def c_checksums(lang):
    lines = ["%s  %s" % (sha256(), f) for f in sample(["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz", "app-windows-amd64.zip", "app_%d.%d.%d_amd64.deb" % (ri(1, 3), ri(0, 20), ri(0, 9)), "SBOM.spdx.json"], ri(2, 4))]
    art = "$ cat SHA256SUMS\n" + "\n".join(lines)
    mc = T(lang, "The installer rejected the download; checksums from the release page:", "설치 스크립트가 다운로드를 거부했다. 릴리즈 페이지의 체크섬:")
    le = T(lang, "The CDN served a cached older build; purge after publishing.", "CDN이 예전 빌드를 캐시하고 있었다. 배포 후 purge할 것.")
    ask = T(lang, "Should we sign SHA256SUMS with cosign?", "SHA256SUMS를 cosign으로 서명할까요?")
    return "release checksums (sha256)", compose(mc, le, ask, art)


@clean
def c_prefix_talk(lang):
    pres = sample(["sk_live_", "rk_live_", "github_pat_", "ghp_", "glpat-", "xoxb-", "AKIA", "AIza", "sk-ant-api03-", "npm_", "pypi-", "hf_", "dop_v1_", "SG.", "shpat_", "whsec_", "live_sk_"], ri(3, 5))
    art = ", ".join("`%s`" % p for p in pres)
    mc = T(lang, "Writing the pre-commit rule I didn't know which token prefixes matter. The ones we see in our stack:",
           "pre-commit 규칙 만들 때 어떤 토큰 prefix가 중요한지 몰랐다. 우리 스택에서 보이는 것들:")
    le = T(lang, "Match prefix plus the documented body length, otherwise docs and placeholders trigger it.", "prefix만 보지 말고 문서화된 본문 길이까지 맞춰야 문서나 placeholder에 안 걸린다.")
    ask = T(lang, "Should test-mode prefixes block commits too?", "test 모드 prefix도 커밋을 막아야 하나요?")
    return "discussion: token prefixes only (no bodies)", compose(mc, le, ask, art)


@clean
def c_encrypted_at_rest(lang):
    st = ri(0, 1)
    if st == 0:
        art = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\nspec:\n  encryptedData:\n    password: AgB%s" % (pick(SERVICES), b64r(ri(180, 260)))
        cat = "SealedSecret encryptedData (safe for git by design)"
    else:
        art = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hx(80) for _ in range(ri(3, 5)))
        cat = "ansible-vault encrypted file (safe for git by design)"
    mc = T(lang, "I didn't know encrypted secrets are committed on purpose here; the file I was worried about:", "여기선 암호화된 secret을 일부러 커밋한다는 걸 몰랐다. 걱정했던 파일:")
    le = T(lang, "Only the controller / vault password can decrypt it; the ciphertext is fine in git.", "컨트롤러/vault 비번으로만 복호화되므로 암호문은 git에 있어도 된다.")
    ask = T(lang, "Where is the decryption key backed up?", "복호화 키는 어디에 백업돼 있나요?")
    return cat, compose(mc, le, ask, art, place=pick(["mc", "le"]))


@clean
def c_cmd_subst(lang):
    art = pick(["curl -H \"Authorization: Bearer $(gcloud auth print-access-token)\" https://%s-aiplatform.googleapis.com/v1/projects/acme/locations/%s/endpoints" % ("asia-northeast3", "asia-northeast3"),
                "TOKEN=$(aws ecr get-login-password --region ap-northeast-2)\necho \"$TOKEN\" | docker login --username AWS --password-stdin %d.dkr.ecr.ap-northeast-2.amazonaws.com" % ri(10 ** 11, 10 ** 12 - 1),
                "export VAULT_TOKEN=$(vault login -method=oidc -token-only)",
                "psql \"host=%s user=%s dbname=app password=$PGPASSWORD sslmode=verify-full\"" % (pick(HOSTS), pick(USERS)),
                "curl -u \"$JIRA_EMAIL:$JIRA_API_TOKEN\" https://acme.atlassian.net/rest/api/3/myself",
                "docker login ghcr.io -u %s --password-stdin < ~/.config/ghcr.token" % pick(USERS)])
    mc = T(lang, "I needed to call the API from my shell without pasting tokens; this is how:", "토큰을 붙여넣지 않고 셸에서 API를 호출해야 했다. 방법:")
    le = T(lang, "Command substitution and --password-stdin keep values out of history.", "command substitution과 --password-stdin을 쓰면 history에 값이 안 남는다.")
    ask = T(lang, "Is there a helper script for this in the repo?", "레포에 이런 helper 스크립트가 있나요?")
    return "shell: credentials via command substitution / env refs", compose(mc, le, ask, art)


@clean
def c_masked_log(lang):
    art = pick(["%s INFO  Processing by SessionsController#create as JSON\n  Parameters: {\"email\"=>\"%s\", \"password\"=>\"[FILTERED]\", \"otp_attempt\"=>\"[FILTERED]\"}" % (ts_log(), pick(["qa01@acme.io", "minsu.kim@example.co.kr"])),
                "%s DEBUG db connect postgres://%s:****@%s:5432/app" % (ts_log(), pick(USERS), pick(HOSTS)),
                "%s INFO  outbound POST https://api.partner.co.kr/v1/orders headers={'Authorization': 'Bearer <redacted>', 'X-Api-Key': '***'}" % ts_log(),
                "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"%s\", port 5432 failed: FATAL:  password authentication failed for user \"%s\"\n(Background on this error at: https://sqlalche.me/e/20/e3q8)" % (pick(HOSTS), pick(USERS))])
    mc = T(lang, "Checked whether secrets leak into our logs; a sample line:", "로그에 secret이 새는지 점검했다. 샘플 라인:")
    le = T(lang, "The filter works for these fields; headers were the gap before.", "이 필드들은 필터가 잘 동작한다. 예전엔 헤더가 구멍이었음.")
    ask = T(lang, "Do we also mask query-string parameters?", "쿼리스트링 파라미터도 마스킹하나요?")
    return "log with masked/filtered credentials", compose(mc, le, ask, art)


@clean
def c_versions(lang):
    art = pick(["$ kubectl version\nClient Version: v1.%d.%d\nKustomize Version: v5.%d.%d\nServer Version: v1.%d.%d-eks-%s" % (ri(27, 31), ri(0, 9), ri(0, 5), ri(0, 9), ri(27, 31), ri(0, 9), hx(7)),
                "node v20.%d.%d, npm 10.%d.%d, pnpm 9.%d.%d\nnext@14.2.%d react@18.3.1 typescript@5.%d.%d" % (ri(0, 18), ri(0, 9), ri(0, 9), ri(0, 9), ri(0, 12), ri(0, 9), ri(0, 20), ri(0, 6), ri(0, 9)),
                "Build: %s-%s+%s (go1.22.%d linux/amd64)" % (pick(SERVICES), "v%d.%d.%d-rc.%d" % (ri(0, 4), ri(0, 30), ri(0, 9), ri(1, 5)), hx(12), ri(0, 9))])
    mc = T(lang, "The bug only reproduced on one machine; versions there:", "한 머신에서만 버그가 재현됐다. 그 머신의 버전:")
    le = T(lang, "Pin toolchain versions in .tool-versions.", ".tool-versions로 툴체인 버전 고정.")
    ask = T(lang, "Which versions does CI use?", "CI는 어떤 버전을 쓰나요?")
    return "version strings / build metadata", compose(mc, le, ask, art)


@clean
def c_pods(lang):
    rows = ["NAME                                READY   STATUS             RESTARTS   AGE"]
    for _ in range(ri(3, 5)):
        rows.append("%-35s %-7s %-18s %-10d %dm" % ("%s-%s-%s" % (pick(SERVICES), hx(10)[:pick([9, 10])], r(ANL, 5)), "1/1", pick(["Running", "CrashLoopBackOff", "Running"]), ri(0, 14), ri(1, 300)))
    art = "\n".join(rows)
    mc = T(lang, "One replica kept crashing after the config change:", "설정 변경 후 replica 하나가 계속 죽었다:")
    le = T(lang, "kubectl logs --previous shows the crash from the last container.", "kubectl logs --previous로 직전 컨테이너의 크래시를 볼 수 있다.")
    ask = T(lang, "Can I get exec access in %s?" % pick(ENVS), "%s에서 exec 권한 받을 수 있나요?" % pick(ENVS))
    return "kubectl get pods (hash suffixes)", compose(mc, le, ask, art)


@clean
def c_oauth_flow(lang):
    verifier_challenge = b64r(32, url=True, pad=False)
    art = "GET https://auth.acme.io/authorize?response_type=code&client_id=%s&redirect_uri=%s&scope=openid%%20profile&state=%s&code_challenge=%s&code_challenge_method=S256" % (
        r(AN, 32), pct("https://app.acme.io/callback"), r(B64U, 22), verifier_challenge)
    mc = T(lang, "Login looped back to /authorize; the first request of the flow (no code/tokens yet):", "로그인이 /authorize로 계속 돌아갔다. 플로우의 첫 요청(code/token 발급 전):")
    le = T(lang, "The redirect_uri had a trailing slash mismatch.", "redirect_uri 끝의 슬래시가 불일치했다.")
    ask = T(lang, "Should we register both redirect URIs during migration?", "마이그레이션 동안 redirect URI 두 개 다 등록할까요?")
    return "OAuth authorize URL (client_id, state, code_challenge)", compose(mc, le, ask, art)


@clean
def c_iam_policy(lang):
    art = '{\n  "Version": "2012-10-17",\n  "Statement": [{\n    "Effect": "Allow",\n    "Action": ["secretsmanager:GetSecretValue"],\n    "Resource": "arn:aws:secretsmanager:ap-northeast-2:%d:secret:%s/*"\n  }]\n}' % (ri(10 ** 11, 10 ** 12 - 1), pick(ENVS))
    mc = T(lang, "The task role could not read its secrets; the policy attached:", "task role이 secret을 못 읽었다. 붙어 있던 정책:")
    le = T(lang, "Secrets encrypted with a CMK also need kms:Decrypt.", "CMK로 암호화된 secret은 kms:Decrypt 권한도 필요하다.")
    ask = T(lang, "Who approves IAM changes for prod?", "prod IAM 변경 승인은 누가 하나요?")
    return "IAM policy JSON (ARNs)", compose(mc, le, ask, art)


@clean
def c_lfs_pointer(lang):
    art = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (sha256(), ri(10 ** 5, 10 ** 9))
    mc = T(lang, "The model file in the container was only the LFS pointer:", "컨테이너 안의 모델 파일이 LFS 포인터뿐이었다:")
    le = T(lang, "Run git lfs pull in the build stage.", "빌드 단계에서 git lfs pull을 실행할 것.")
    ask = T(lang, "Should large models move to object storage?", "큰 모델은 object storage로 옮길까요?")
    return "git LFS pointer (oid sha256)", compose(mc, le, ask, art)


@clean
def c_rrn_mask(lang):
    art = pick(["주민등록번호: 900101-1******\n휴대폰: 010-****-5678\n카드: 5310-****-****-1234",
                "masked: {\"rrn\": \"850315-2******\", \"phone\": \"010-12**-**89\", \"account\": \"110-***-***456\"}"])
    mc = T(lang, "Privacy review asked how we mask Korean personal data in logs; sample output:", "개인정보 검토에서 로그의 개인정보 마스킹 방식을 물어봤다. 샘플 출력:")
    le = T(lang, "Mask at the logging layer; the masked forms above are fine to keep.", "로깅 레이어에서 마스킹할 것. 위 마스킹 형태는 남겨도 된다.")
    ask = T(lang, "Does the CS export apply the same masking?", "CS export에도 같은 마스킹이 적용되나요?")
    return "masked Korean personal data (no credential)", compose(mc, le, ask, art)


@clean
def c_csp_nonce(lang):
    art = "Content-Security-Policy: default-src 'self'; script-src 'self' 'nonce-%s' 'sha256-%s'; object-src 'none'" % (b64r(16), b64r(32))
    mc = T(lang, "Inline scripts were blocked after the CSP rollout; the header:", "CSP 적용 후 inline 스크립트가 막혔다. 헤더:")
    le = T(lang, "Nonces are per-response and public; generate a new one per request.", "nonce는 응답마다 다르고 공개값이다. 요청마다 새로 생성.")
    ask = T(lang, "Can the analytics snippet move to an external file?", "analytics 스니펫을 외부 파일로 옮길 수 있나요?")
    return "CSP header with nonce/hash", compose(mc, le, ask, art)


@clean
def c_secret_rotation_talk(lang):
    v = pick(["Stripe", "OpenAI", "GitHub", "Datadog", "Kakao", "Toss Payments", "Slack", "AWS"])
    mc = T(lang, "Nobody told me the %s key rotation runbook exists. Steps: create new key, update secret store, roll pods, verify, revoke old key after 24h." % v,
           "%s 키 로테이션 런북이 있다는 걸 몰랐다. 순서: 새 키 발급 → secret store 갱신 → pod 재시작 → 확인 → 24시간 후 예전 키 revoke." % v)
    le = T(lang, "The key id (not the value) is what we record in the change ticket: key id %s." % pick(["key_" + r(AN, 12), uuid4(), hx(8)]),
           "변경 티켓엔 값이 아니라 key id를 기록한다: key id %s." % pick(["key_" + r(AN, 12), uuid4(), hx(8)]))
    ask = T(lang, "Is rotation automated for %s or still manual?" % v, "%s 로테이션은 자동인가요, 아직 수동인가요?" % v)
    return "discussion: key rotation with key id only [%s]" % v, mkfields(mc, le, ask)


@clean
def c_http_placeholder(lang):
    art = pick(["curl -X POST https://api.openai.com/v1/responses \\\n  -H \"Authorization: Bearer $OPENAI_API_KEY\" \\\n  -H \"Content-Type: application/json\" \\\n  -d '{\"model\": \"gpt-4.1-mini\", \"input\": \"ping\"}'",
                "POST /v1/messages HTTP/1.1\nHost: api.anthropic.com\nx-api-key: <ANTHROPIC_API_KEY>\nanthropic-version: 2023-06-01",
                "GET /v2/local/search/keyword.json?query=카페 HTTP/1.1\nHost: dapi.kakao.com\nAuthorization: KakaoAK {REST_API_KEY}",
                "curl https://api.tosspayments.com/v1/payments/confirm -H \"Authorization: Basic $(echo -n \"$TOSS_SECRET_KEY:\" | base64)\""])
    mc = T(lang, "I needed a working request shape for the API docs page; placeholders only:", "API 문서 페이지에 넣을 요청 예시가 필요했다. placeholder만 사용:")
    le = T(lang, "Docs examples must use variables so copy-paste never carries a real key.", "문서 예시는 변수로 써서 복붙해도 실제 키가 안 딸려가게.")
    ask = T(lang, "Is there a sandbox key for the docs playground?", "문서 playground용 sandbox 키가 있나요?")
    return "HTTP example with placeholder auth", compose(mc, le, ask, art)


@clean
def c_hash_compare(lang):
    art = "$ git rev-parse HEAD\n%s\n$ git rev-parse origin/main\n%s\n$ sha1sum build/app.js\n%s  build/app.js" % (sha1(), sha1(), sha1())
    mc = T(lang, "The deployed bundle didn't match main; hashes I compared:", "배포된 번들이 main과 달랐다. 비교한 해시:")
    le = T(lang, "The release job built from a stale checkout.", "릴리즈 job이 오래된 checkout에서 빌드했다.")
    ask = T(lang, "Can the build embed the commit SHA in /version?", "빌드가 /version에 커밋 SHA를 넣게 할 수 있나요?")
    return "commit SHAs and file hashes", compose(mc, le, ask, art)


@clean
def c_uuid_resources(lang):
    art = "\n".join("%s  %s  %s" % (uuid4(), pick(["i-0" + hx(16), "vol-0" + hx(16), "sg-0" + hx(16), "subnet-0" + hx(16)]), pick(["running", "available", "in-use"])) for _ in range(ri(3, 5)))
    mc = T(lang, "Cleaning up orphaned resources; inventory export:", "고아 리소스 정리 중. 인벤토리 export:")
    le = T(lang, "Tag everything with owner and service at creation.", "생성 시점에 owner/service 태그를 달 것.")
    ask = T(lang, "Who owns the untagged volumes?", "태그 없는 볼륨 주인은 누구인가요?")
    return "resource ids / UUIDs", compose(mc, le, ask, art)


@clean
def c_webauthn_talk(lang):
    mc = T(lang, "I didn't know admin accounts require passkeys now; TOTP is only a fallback for the break-glass account.",
           "관리자 계정은 이제 passkey 필수이고 TOTP는 break-glass 계정의 fallback일 뿐이라는 걸 몰랐다.")
    le = T(lang, "Credential ID %s is registered for my YubiKey; it is an identifier, not a secret." % b64r(32, url=True, pad=False),
           "내 YubiKey의 credential ID는 %s. 식별자일 뿐 secret이 아니다." % b64r(32, url=True, pad=False))
    ask = T(lang, "How many passkeys can one admin register?", "관리자 한 명당 passkey 몇 개까지 등록 가능한가요?")
    return "WebAuthn credential ID (identifier)", mkfields(mc, le, ask)


# ---------------------------------------------------------------- plain notes (no risky content)
PLAIN = {
    "en": [
        ("I didn't know the report job runs in UTC; daily totals were split across two days for KST users.",
         "Convert to Asia/Seoul before grouping by date.", "Should all batch jobs run in KST?"),
        ("The flaky checkout test depends on the order of map iteration in the serializer.", "Sort keys before snapshotting.", "Can we make snapshot tests fail on unordered output?"),
        ("Migrations 0042 and 0043 were created on two branches with the same parent.", "Rebase and renumber before merging.", "Is there a CI check for divergent migration heads?"),
        ("Nobody told me the search index is rebuilt nightly; my mapping change disappeared.", "Change the index template, not the live index.", "Where is the index template stored?"),
        ("The Android build needs JDK 17; JDK 21 breaks the Gradle plugin.", "Set org.gradle.java.home in gradle.properties.", "When do we upgrade the Android Gradle plugin?"),
        ("I didn't know feature flags are evaluated per request, so caching the response broke the rollout.", "Vary the cache on the flag cookie.", "Which endpoints are safe to cache?"),
        ("The i18n keys for Japanese were missing, so the UI fell back to English.", "Run the extraction script before opening the PR.", "Who reviews Japanese copy?"),
        ("The CSV export used the system locale and wrote commas as decimal separators on the German server.", "Always pass locale explicitly.", "Do we have other servers with non-default locales?"),
        ("The load test hit the rate limiter, not the app.", "Allow-list the load-test source IPs in the limiter.", "What rate limits apply to internal traffic?"),
        ("The mobile deep links failed because the apple-app-site-association file was cached by the CDN.", "Purge /.well-known after changes.", "Can we exclude /.well-known from caching?"),
    ],
    "ko": [
        ("리포트 job이 UTC로 돈다는 걸 몰라서 KST 기준 일별 합계가 이틀로 쪼개졌다.", "날짜로 group by 하기 전에 Asia/Seoul로 변환할 것.", "배치 job은 전부 KST로 돌려야 하나요?"),
        ("checkout 테스트가 serializer의 map 순회 순서에 의존해서 간헐적으로 실패했다.", "snapshot 찍기 전에 key를 정렬.", "순서 없는 출력이면 snapshot 테스트가 실패하게 할 수 있나요?"),
        ("0042, 0043 migration이 같은 parent로 두 브랜치에서 만들어졌다.", "머지 전에 rebase하고 번호를 다시 매길 것.", "migration head 분기 체크하는 CI가 있나요?"),
        ("검색 인덱스가 매일 밤 재생성된다는 걸 몰라서 매핑 변경이 사라졌다.", "live 인덱스 말고 index template을 바꿔야 한다.", "index template은 어디에 있나요?"),
        ("안드로이드 빌드는 JDK 17이 필요하다. JDK 21이면 Gradle 플러그인이 깨진다.", "gradle.properties에 org.gradle.java.home 지정.", "Android Gradle plugin 업그레이드는 언제 하나요?"),
        ("feature flag가 요청마다 평가된다는 걸 몰라서 응답 캐시 때문에 롤아웃이 꼬였다.", "flag 쿠키 기준으로 cache를 vary할 것.", "캐시해도 되는 엔드포인트 목록이 있나요?"),
        ("일본어 i18n 키가 빠져서 UI가 영어로 fallback 됐다.", "PR 올리기 전에 추출 스크립트 실행.", "일본어 문구 리뷰는 누가 하나요?"),
        ("부하 테스트가 앱이 아니라 rate limiter에 막히고 있었다.", "부하 테스트 IP를 limiter allow-list에 추가.", "내부 트래픽에는 어떤 rate limit이 걸리나요?"),
        ("딥링크가 안 됐는데 apple-app-site-association 파일이 CDN에 캐시돼 있었다.", "변경 후 /.well-known purge 필요.", "/.well-known은 캐시 제외할 수 있나요?"),
        ("정산 금액이 1원씩 틀렸는데 float로 계산해서였다.", "금액은 정수(원 단위)나 Decimal로.", "다른 서비스도 float로 금액 계산하는 곳이 있나요?"),
    ],
}


def plain_note(lang):
    mc, le, ask = pick(PLAIN[lang])
    if chance(0.3):
        le = ""
    if chance(0.2):
        ask = ""
    return "plain note (no risky content)", mkfields(mc, le, ask)


# ======================================================================
# Sanity checks for clean notes (a clean note must not contain a live-looking credential)
# ======================================================================
import re  # noqa: E402  (standard library)

CLEAN_FORBIDDEN = [
    re.compile(r"AKIA[A-Z2-7]{16}"), re.compile(r"ASIA[A-Z2-7]{16}"), re.compile(r"gh[pousr]_[A-Za-z0-9]{36}"),
    re.compile(r"github_pat_[A-Za-z0-9_]{60,}"), re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----"),
    re.compile(r"[sr]k_live_[A-Za-z0-9]{16,}"), re.compile(r"xox[bpa]-[0-9]+-[0-9A-Za-z-]{20,}"),
    re.compile(r"sk-(proj-|ant-|or-v1-)?[A-Za-z0-9_-]{30,}"), re.compile(r"glpat-[A-Za-z0-9_-]{20}"),
    re.compile(r"AGE-SECRET-KEY-1[0-9A-Z]{20,}"), re.compile(r"hvs\.[A-Za-z0-9_-]{20,}"), re.compile(r"npm_[A-Za-z0-9]{36}"),
    re.compile(r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{20,}"), re.compile(r"X-Amz-Signature=[0-9a-f]{64}"),
    re.compile(r"AccountKey=[A-Za-z0-9+/]{40,}"), re.compile(r"hooks\.slack\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]{20,}"),
    re.compile(r"://[^\s:/@]+:[^\s@/$<{*]{6,}@"), re.compile(r"(?i)password[ \t]*[=:][ \t]*['\"]?(?!AgB|projects/|arn:|vault:|op://|ssm:|ref\+|file:|sops:|your_|REPLACE|TODO|CHANGE_ME|xxxx|XXXX)[A-Za-z0-9][A-Za-z0-9!@#%^&*_+=.?~-]{7,}"),
]
CLEAN_ALLOWED = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "user:password@localhost"]


def low_entropy(s):
    body = re.sub(r"^[a-z]+[_-]", "", s)
    return len(set(body[-20:])) <= 3


def check_clean_note(fields):
    for k in FIELD_KEYS:
        txt = fields[k]
        for a in CLEAN_ALLOWED:
            txt = txt.replace(a, "")
        for rx in CLEAN_FORBIDDEN:
            for m in rx.finditer(txt):
                if low_entropy(m.group(0)):
                    continue
                raise AssertionError(("clean note contains credential-like text", m.group(0)[:60], k))


# ======================================================================
# Assembly
# ======================================================================
N_SECRET = 350
N_CLEAN = 350
N_EN_PER_KIND = 210          # 60% English, 40% Korean in each kind
N_MULTI = 22                 # notes that combine 2-3 vendors in one file
N_PUBLISHABLE = 30           # <= 10% of clean notes
N_PLAIN = 20                 # clean notes with nothing risky at all
N_CLEAN_VENDOR = 130         # vendor-shaped configs with references/placeholders only
STATS = {"retries": 0}


def lang_list(n, n_en):
    out = ["en"] * n_en + ["ko"] * (n - n_en)
    RNG.shuffle(out)
    return out


def make_secret(job, lang):
    kind, payload = job
    if kind == "generic":
        return payload(lang)
    creds = []
    names = []
    for m in payload:
        c = m()
        ns = [p[0] for p in c["pairs"]]
        if any(n in names for n in ns):
            continue
        names.extend(ns)
        creds.append(c)
    return vendor_note(creds, lang)


def make_clean(job, lang):
    kind, payload = job
    if kind == "publishable":
        return publishable_note(lang)
    if kind == "plain":
        return plain_note(lang)
    if kind == "cvendor":
        creds = []
        names = []
        for m in payload:
            c = m()
            ns = [p[0] for p in c["pairs"]]
            if any(n in names for n in ns):
                continue
            names.extend(ns)
            creds.append(c)
        return clean_vendor_note(creds, lang)
    return payload(lang)


def cycle_fill(pool, n):
    out = []
    while len(out) < n:
        chunk = pool[:]
        RNG.shuffle(chunk)
        out.extend(chunk)
    return out[:n]


def build():
    records = []
    seen_fields = []
    # ---------------- secret notes
    makers = VENDORS[:]
    RNG.shuffle(makers)
    jobs = []
    i = 0
    for _ in range(N_MULTI):
        k = ri(2, 3)
        jobs.append(("vendor", makers[i:i + k]))
        i += k
    for m in makers[i:]:
        jobs.append(("vendor", [m]))
    jobs += [("generic", g) for g in cycle_fill(GENERIC, N_SECRET - len(jobs))]
    RNG.shuffle(jobs)
    for job, lang in zip(jobs, lang_list(N_SECRET, N_EN_PER_KIND)):
        for attempt in range(40):
            cat, f, secrets = make_secret(job, lang)
            if secrets and fields_ok(f) and valid_secret_note(f, secrets) and f not in seen_fields:
                break
            STATS["retries"] += 1
        else:
            raise RuntimeError("could not build secret note for %r" % (job,))
        check_secret_note(f, secrets)
        seen_fields.append(f)
        records.append({"lang": lang, "kind": "secret", "category": cat, "fields": f, "secrets": secrets})
    # ---------------- clean notes
    cjobs = [("publishable", None)] * N_PUBLISHABLE + [("plain", None)] * N_PLAIN
    vm = cycle_fill(VENDORS, N_CLEAN_VENDOR + 20)
    j = 0
    for t in range(N_CLEAN_VENDOR):
        if t % 10 == 0:
            cjobs.append(("cvendor", vm[j:j + 2]))
            j += 2
        else:
            cjobs.append(("cvendor", vm[j:j + 1]))
            j += 1
    cjobs += [("special", c) for c in cycle_fill(CLEAN, N_CLEAN - len(cjobs))]
    RNG.shuffle(cjobs)
    plain_used = []
    for job, lang in zip(cjobs, lang_list(N_CLEAN, N_EN_PER_KIND)):
        for attempt in range(40):
            cat, f = make_clean(job, lang)
            ok = fields_ok(f) and f not in seen_fields
            if ok:
                try:
                    check_clean_note(f)
                except AssertionError:
                    ok = False
            if ok:
                break
            STATS["retries"] += 1
        else:
            raise RuntimeError("could not build clean note for %r" % (job,))
        check_clean_note(f)
        seen_fields.append(f)
        records.append({"lang": lang, "kind": "clean", "category": cat, "fields": f, "secrets": []})
    RNG.shuffle(records)
    out = []
    for n, rec in enumerate(records, 1):
        out.append({"id": "r%03d" % n, "lang": rec["lang"], "kind": rec["kind"], "category": rec["category"],
                    "fields": {"missing_context": rec["fields"]["missing_context"], "lesson": rec["fields"]["lesson"],
                               "ask_next_time": rec["fields"]["ask_next_time"]},
                    "secrets": rec["secrets"]})
    return out


def final_checks(out):
    assert 680 <= len(out) <= 720
    assert sum(1 for r_ in out if r_["kind"] == "secret") * 2 == len(out)
    for rec in out:
        f = rec["fields"]
        assert fields_ok(f), rec["id"]
        if rec["kind"] == "secret":
            check_secret_note(f, rec["secrets"])
        else:
            assert rec["secrets"] == [], rec["id"]
            check_clean_note(f)
    pub = sum(1 for r_ in out if r_["category"].endswith(" [publishable]"))
    n_clean = sum(1 for r_ in out if r_["kind"] == "clean")
    assert pub * 10 <= n_clean, pub


def main():
    out = build()
    final_checks(out)
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "blind_set_v37.jsonl")
    data = "".join(json.dumps(rec, ensure_ascii=False) + "\n" for rec in out)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    digest = hashlib.sha256(data.encode("utf-8")).hexdigest()
    counts = {}
    for rec in out:
        key = "%s/%s" % (rec["kind"], rec["lang"])
        counts[key] = counts.get(key, 0) + 1
    print("wrote %s: %d notes" % (path, len(out)))
    for key in sorted(counts):
        print("  %-10s %d" % (key, counts[key]))
    print("  retries during generation: %d" % STATS["retries"])
    print("sha256 %s" % digest)


if __name__ == "__main__":
    main()
