#!/usr/bin/env python3
"""Blind evaluation set v48 for a credential-redaction filter.

Deterministic: a single PRNG, random.Random(48_2026_1126), drives every choice.
No sets are iterated, JSON keys are written in a fixed order, output is UTF-8.
Usage:  python3 make_blind_set_v48.py [output.jsonl]
"""
import base64
import hashlib
import json
import string
import struct
import sys
import urllib.parse

import random

R = random.Random(48_2026_1126)

# ---------------------------------------------------------------- alphabets
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DI = string.digits
AN = UP + LO + DI
ALO = LO + DI
AUP = UP + DI
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"   # bech32 charset
SYM = "!@#$%^&*"


def rs(n, alpha=AN):
    return "".join(R.choice(alpha) for _ in range(n))


def hx(n):
    return rs(n, HEXL)


def HX(n):
    return rs(n, HEXU)


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(nbytes):
    return base64.b64encode(rbytes(nbytes)).decode()


def b64u(nbytes):
    return base64.urlsafe_b64encode(rbytes(nbytes)).decode().rstrip("=")


def uuid4():
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b64url_json(obj):
    raw = json.dumps(obj, separators=(",", ":"), ensure_ascii=False).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def ts():
    return rint(1_700_000_000, 1_770_000_000)


def jwt(payload, alg="HS256", siglen=43, typ=True):
    header = {"alg": alg, "typ": "JWT"} if typ else {"alg": alg}
    return "%s.%s.%s" % (b64url_json(header), b64url_json(payload), rs(siglen, B64U))


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def pem_lines(der, width=64):
    lines = wrap(base64.b64encode(der).decode(), width)
    if len(lines) > 1 and len(lines[-1]) < 8:      # keep every listed line >= 8 chars
        tail = lines.pop()
        lines[-1] += tail
    return lines


def ec_private_der():
    """SEC1 ECPrivateKey for P-256 with random key material."""
    return (bytes.fromhex("30770201010420") + rbytes(32)
            + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64))


def pkcs8_rsa_der_prefix(total=1190, pkcs1=False):
    """Start of a PKCS#8 (or PKCS#1) RSA-2048 key followed by random bytes (for truncated pastes)."""
    if pkcs1:
        head = bytes.fromhex("308204a40201000282010100")
    else:
        head = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100")
    return head + rbytes(total - len(head))


def _sshstr(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack(">I", len(b)) + b


def openssh_ed25519_private(comment):
    pub = rbytes(32)
    pubblob = _sshstr("ssh-ed25519") + _sshstr(pub)
    chk = rbytes(4)
    priv = chk + chk + _sshstr("ssh-ed25519") + _sshstr(pub) + _sshstr(rbytes(32) + pub) + _sshstr(comment)
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (b"openssh-key-v1\x00" + _sshstr("none") + _sshstr("none") + _sshstr(b"")
            + struct.pack(">I", 1) + _sshstr(pubblob) + _sshstr(priv))
    return pem_lines(blob, 70)


def ssh_ed25519_public():
    return "ssh-ed25519 " + base64.b64encode(_sshstr("ssh-ed25519") + _sshstr(rbytes(32))).decode()


def ssh_rsa_public(bits_bytes=256):
    blob = _sshstr("ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + rbytes(bits_bytes))
    return "ssh-rsa " + base64.b64encode(blob).decode()


def ssh_fp():
    return "SHA256:" + base64.b64encode(rbytes(32)).decode().rstrip("=")


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


# ---------------------------------------------------------------- Korean keyboard (2-beolsik) typing
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
         "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a",
         "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def ko_keys(word):
    """What you get when you type a Hangul word with the IME switched to English."""
    out = []
    for ch in word:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(_CHO[c // 588] + _JUNG[(c % 588) // 28] + _JONG[c % 28])
        else:
            out.append(ch)
    return "".join(out)


KO_WORDS = ["안녕하세요", "사랑해", "행복하자", "우리집", "고양이", "강아지", "비밀번호", "정보보안", "하늘바다",
            "김치찌개", "봄날", "바나나우유", "해바라기", "토끼", "다람쥐", "서울역", "부산갈매기", "개발자",
            "짱구", "뽀로로", "사과나무", "별빛", "무지개", "초코파이", "떡볶이", "호랑이", "제주도", "한강"]
EN_WORDS = ["sunflower", "tiger", "dragon", "monkey", "maple", "ocean", "falcon", "winter", "summer",
            "autumn", "purple", "rocket", "pepper", "coffee", "mango", "cookie", "shadow", "thunder",
            "lucky", "buddy", "charlie", "bailey", "phoenix", "galaxy", "harbor", "canyon", "velvet"]
DICE = ["amber", "anchor", "basil", "beacon", "bramble", "cactus", "cobalt", "copper", "crimson", "delta",
        "ember", "fable", "fennel", "glacier", "granite", "hazel", "indigo", "jasper", "juniper", "kettle",
        "lantern", "lilac", "marble", "meadow", "nectar", "nimbus", "onyx", "orchid", "pebble", "quartz",
        "quiet", "raven", "saffron", "sierra", "tundra", "umber", "velour", "walnut", "willow", "zephyr",
        "oyster", "pylon", "ripple", "sonnet", "thimble", "violet", "wander", "yonder", "badger", "cinder"]
BIP = ["abandon", "acoustic", "alley", "arrow", "auction", "bachelor", "bamboo", "biology", "blanket",
       "brisk", "cabbage", "canvas", "castle", "clever", "cotton", "crystal", "daring", "denial", "dolphin",
       "drift", "eager", "elbow", "emerge", "fatigue", "fiscal", "fragile", "gadget", "gesture", "glimpse",
       "harvest", "hollow", "ignore", "inhale", "jungle", "kidney", "lecture", "lumber", "mansion", "morning",
       "napkin", "oblige", "orbit", "paddle", "pioneer", "puzzle", "quantum", "ranch", "rescue", "salmon",
       "shallow", "siren", "stumble", "tackle", "timber", "tourist", "umbrella", "vacuum", "vintage",
       "wealth", "whisper", "zebra", "youth"]


def human_password():
    """Passwords people actually choose (>= 8 chars)."""
    while True:
        p = _human_password()
        if len(p) >= 8:
            return p


def _human_password():
    k = rint(0, 11)
    if k == 0:
        return pick(EN_WORDS).capitalize() + str(rint(1975, 2025)) + pick("!@#$")
    if k == 1:
        return ko_keys(pick(KO_WORDS)) + str(rint(10, 9999)) + pick(["", "!", "!!", "@", "#"])
    if k == 2:
        return ko_keys(pick(KO_WORDS)).capitalize() + pick(SYM) + str(rint(100, 999))
    if k == 3:
        return pick(KO_WORDS) + str(rint(1000, 9999)) + pick(["!", "@", "", "#"])
    if k == 4:
        w = pick(EN_WORDS)
        w = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return w.capitalize() + pick(SYM) + str(rint(10, 99)) + rs(2, LO)
    if k == 5:
        return pick(["qwer", "asdf", "zxcv", "1q2w", "qwert"]) + pick(["1234", "!@#$", "3e4r", "5678"]) + rs(2, DI) + pick(SYM)
    if k == 6:
        return pick(["Spring", "Summer", "Autumn", "Winter"]) + "_" + rs(3, LO) + str(rint(2019, 2026)) + pick(SYM)
    if k == 7:
        return rs(rint(14, 22), AN + "!#%*-_")
    if k == 8:
        return "-".join(pick(DICE) for _ in range(4)) + str(rint(1, 9))
    if k == 9:
        return pick(EN_WORDS) + pick(["&", "+", "."]) + pick(EN_WORDS) + str(rint(1, 99))
    if k == 10:
        return rs(4, UP) + rs(4, DI) + pick(SYM) + rs(5, LO)
    return pick(["Tmd", "Rkd", "Dlf", "Wjd"]) + ko_keys(pick(KO_WORDS))[:6] + str(rint(1, 99)) + pick(SYM)


def strong_password(n=None):
    n = n or rint(16, 28)
    while True:
        p = rs(n, AN + "!#$%&*+-=?@^_")
        if any(c in DI for c in p) and any(c in UP for c in p):
            return p


def url_password():
    """A password with characters that must be percent-encoded in a URL."""
    while True:
        p = rs(rint(5, 8), AN) + pick("@:/#?%+ ") + rs(rint(3, 6), AN) + pick("!@$&/") + rs(2, DI)
        q = urllib.parse.quote(p, safe="")
        if q != p:
            return p, q


def passphrase(n=5, sep=" "):
    return sep.join(R.sample(DICE, n))


# ---------------------------------------------------------------- scene pools
PROJECTS = ["billing-api", "checkout-web", "mobile-app", "data-pipeline", "admin-console", "search-svc",
            "notification-worker", "auth-gateway", "inventory-sync", "report-batch", "ml-inference",
            "partner-portal", "settlement-job", "chat-backend", "crawler", "recommendation-api",
            "order-service", "ledger", "media-upload", "coupon-engine", "shipping-tracker", "cms"]
PG_HOSTS = ["db-prod-01.internal", "pg-main.cluster-c8x2.ap-northeast-2.rds.amazonaws.com", "10.0.3.12", "pg-replica-02",
            "db-primary.svc.cluster.local", "db.staging.example.net", "warehouse.internal"]
MY_HOSTS = ["mysql-stg.corp.local", "172.16.4.20", "maria-01.infra.lan", "192.168.10.45",
            "shop-db.cluster-ro-c8x2.ap-northeast-2.rds.amazonaws.com", "10.0.7.31"]
HOSTS = PG_HOSTS + MY_HOSTS
DBUSERS = ["app", "app_rw", "svc_batch", "admin", "deploy", "readonly", "report", "migrator", "etl_user"]
BRANCHES = ["main", "develop", "release/2.4", "feature/pay-retry", "hotfix/login-500", "chore/bump-deps"]
EN_PEOPLE = ["Alex", "Priya", "Jordan", "Sam", "Mei", "Daniel", "Olga", "Tomás", "Hannah", "Kenji"]
KO_PEOPLE = ["민수", "지현", "서연", "도윤", "하은", "준호", "유진", "태현", "수빈", "예린"]
KO_ROLES = ["님", " 매니저님", " 책임님", " 선임님", "님", " 팀장님"]
REGIONS = ["ap-northeast-2", "us-east-1", "eu-west-1", "ap-northeast-1", "us-west-2", "eu-central-1"]
ENVS = ["prod", "staging", "dev", "qa"]


def ko_person():
    return pick(KO_PEOPLE) + pick(KO_ROLES)


def proj():
    return pick(PROJECTS)


# ---------------------------------------------------------------- validation
LIMITS = (("missing_context", 1024), ("lesson", 1024), ("ask_next_time", 512))


def check_note(fields, secrets, kind):
    """Return a list of problems (empty when the note satisfies FORMAT.txt)."""
    errs = []
    if not fields["missing_context"].strip():
        errs.append("empty missing_context")
    for name, lim in LIMITS:
        if len(fields[name].encode("utf-8")) > lim:
            errs.append("%s too long (%d bytes)" % (name, len(fields[name].encode("utf-8"))))
    if kind == "clean":
        if secrets:
            errs.append("clean note lists secrets")
        return errs
    if not secrets:
        errs.append("secret note without secrets")
    vals = [fields[n] for n, _ in LIMITS]
    for s in secrets:
        if len(s) < 8:
            errs.append("secret shorter than 8: %r" % s)
        if not any(s in v for v in vals):
            errs.append("secret not verbatim in fields: %r" % s)
    for v in vals:
        cov = [False] * len(v)
        for s in secrets:
            i = v.find(s)
            while i >= 0:
                for k in range(i, i + len(s)):
                    cov[k] = True
                i = v.find(s, i + 1)
        for s in secrets:
            for j in range(len(s) - 7):
                w = s[j:j + 8]
                i = v.find(w)
                while i >= 0:
                    if not all(cov[i:i + 8]):
                        errs.append("window %r of %r occurs outside the secret" % (w, s[:24]))
                        break
                    i = v.find(w, i + 1)
    return errs


class Retry(Exception):
    """Raised by a template when a random draw does not fit; the note is drawn again."""


def L(ko, en, kr):
    return kr if ko else en


def fence(body, lang=""):
    return "```%s\n%s\n```" % (lang, body)


# ---------------------------------------------------------------- vendor catalogue
# Each vendor: name, desc, items() -> [(VAR, value, is_secret)], hdr(token) -> HTTP header or None,
# api -> an endpoint used in curl/HTTP wrappers.  Token bodies are random; only documented
# prefixes/shapes are fixed.
VENDORS = []


def V(name, desc, items, hdr=None, api=None, group="saas"):
    VENDORS.append({"name": name, "desc": desc, "items": items, "hdr": hdr, "api": api, "group": group})


def bearer(t):
    return "Authorization: Bearer " + t


def hname(h):
    return lambda t: "%s: %s" % (h, t)


S, N = True, False   # secret / not secret

# --- cloud & hosting
V("AWS", "AWS access key pair", lambda: [("AWS_ACCESS_KEY_ID", "AKIA" + rs(16, B32), S),
                                         ("AWS_SECRET_ACCESS_KEY", rs(40, AN + "/+"), S),
                                         ("AWS_DEFAULT_REGION", pick(REGIONS), N)], group="cloud")
V("AWS", "AWS STS temporary credentials", lambda: [
    ("AWS_ACCESS_KEY_ID", "ASIA" + rs(16, B32), S), ("AWS_SECRET_ACCESS_KEY", rs(40, AN + "/+"), S),
    ("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2Vj" + rs(rint(300, 420), AN + "/+") + "=", S)], group="cloud")
V("Google Cloud", "Google API key", lambda: [("GOOGLE_API_KEY", "AIza" + rs(35, B64U), S)],
  hdr=hname("x-goog-api-key"), api="https://generativelanguage.googleapis.com/v1beta/models", group="cloud")
V("Google Cloud", "Google OAuth client secret", lambda: [
    ("GOOGLE_CLIENT_ID", "%d-%s.apps.googleusercontent.com" % (rint(10**11, 10**12 - 1), rs(32, ALO)), N),
    ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(28, B64U), S)], group="cloud")
V("Google Cloud", "Google OAuth refresh token", lambda: [
    ("GOOGLE_REFRESH_TOKEN", "1//0" + pick("eg") + rs(rint(96, 104), B64U), S)], group="cloud")
V("Google Cloud", "Google OAuth access token", lambda: [
    ("GOOGLE_ACCESS_TOKEN", "ya29.a0" + rs(rint(150, 200), B64U), S)], hdr=bearer,
  api="https://www.googleapis.com/drive/v3/files", group="cloud")
V("Azure", "Azure Storage account key", lambda: [
    ("AZURE_STORAGE_ACCOUNT", "st" + rs(10, ALO), N), ("AZURE_STORAGE_KEY", b64(64), S)], group="cloud")
V("Azure", "Azure AD client secret", lambda: [
    ("AZURE_TENANT_ID", uuid4(), N), ("AZURE_CLIENT_ID", uuid4(), N),
    ("AZURE_CLIENT_SECRET", rs(3, AN) + "8Q~" + rs(34, AN + "~._-"), S)], group="cloud")
V("Azure DevOps", "Azure DevOps PAT", lambda: [("AZURE_DEVOPS_EXT_PAT", rs(52, "abcdefghijklmnopqrstuvwxyz234567"), S)],
  group="ci")
V("Azure", "Azure OpenAI key", lambda: [("AZURE_OPENAI_ENDPOINT", "https://%s.openai.azure.com/" % rs(8, ALO), N),
                                        ("AZURE_OPENAI_API_KEY", hx(32), S)],
  hdr=hname("api-key"), api="https://oai-%s.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01" % "kr", group="ai")
V("Azure", "Azure API Management subscription key", lambda: [("APIM_SUBSCRIPTION_KEY", hx(32), S)],
  hdr=hname("Ocp-Apim-Subscription-Key"), api="https://apim-partner.azure-api.net/orders/v1/list", group="cloud")
V("Azure", "Azure Cosmos DB key", lambda: [("COSMOS_ENDPOINT", "https://cosmos-%s.documents.azure.com:443/" % rs(6, ALO), N),
                                           ("COSMOS_KEY", b64(64), S)], group="db")
V("Azure", "Azure Service Bus SAS key", lambda: [("SERVICEBUS_KEY_NAME", "RootManageSharedAccessKey", N),
                                                 ("SERVICEBUS_KEY", b64(32), S)], group="cloud")
V("DigitalOcean", "DigitalOcean PAT", lambda: [("DIGITALOCEAN_TOKEN", "dop_v1_" + hx(64), S)], hdr=bearer,
  api="https://api.digitalocean.com/v2/droplets", group="cloud")
V("DigitalOcean", "DigitalOcean Spaces keys", lambda: [("SPACES_KEY", "DO" + rs(18, AUP), N),
                                                       ("SPACES_SECRET", rs(43, AN + "/+"), S)], group="cloud")
V("Linode", "Linode API token", lambda: [("LINODE_TOKEN", hx(64), S)], hdr=bearer,
  api="https://api.linode.com/v4/linode/instances", group="cloud")
V("Vultr", "Vultr API key", lambda: [("VULTR_API_KEY", rs(36, AUP), S)], hdr=bearer,
  api="https://api.vultr.com/v2/instances", group="cloud")
V("Hetzner", "Hetzner Cloud API token", lambda: [("HCLOUD_TOKEN", rs(64, AN), S)], hdr=bearer,
  api="https://api.hetzner.cloud/v1/servers", group="cloud")
V("Scaleway", "Scaleway secret key", lambda: [("SCW_ACCESS_KEY", "SCW" + rs(17, AUP), N), ("SCW_SECRET_KEY", uuid4(), S)],
  group="cloud")
V("OVHcloud", "OVH application secret + consumer key", lambda: [
    ("OVH_APPLICATION_KEY", rs(16, AN), N), ("OVH_APPLICATION_SECRET", rs(32, AN), S),
    ("OVH_CONSUMER_KEY", rs(32, AN), S)], group="cloud")
V("Cloudflare", "Cloudflare API token", lambda: [("CLOUDFLARE_API_TOKEN", rs(40, B64U), S)], hdr=bearer,
  api="https://api.cloudflare.com/client/v4/zones", group="cloud")
V("Cloudflare", "Cloudflare global API key", lambda: [("CLOUDFLARE_EMAIL", "infra@" + pick(["acme.io", "example.co.kr", "shop.example"]), N),
                                                      ("CLOUDFLARE_API_KEY", hx(37), S)],
  hdr=hname("X-Auth-Key"), api="https://api.cloudflare.com/client/v4/zones", group="cloud")
V("Cloudflare", "Cloudflare R2 keys", lambda: [("R2_ACCESS_KEY_ID", hx(32), N), ("R2_SECRET_ACCESS_KEY", hx(64), S)],
  group="cloud")
V("Alibaba Cloud", "Alibaba Cloud AccessKey pair", lambda: [
    ("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(18, AN), S), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(30, AN), S)],
  group="cloud")
V("Tencent Cloud", "Tencent Cloud SecretId/SecretKey", lambda: [
    ("TENCENTCLOUD_SECRET_ID", "AKID" + rs(32, AN), N), ("TENCENTCLOUD_SECRET_KEY", rs(32, AN), S)], group="cloud")
V("Huawei Cloud", "Huawei Cloud AK/SK", lambda: [("HUAWEICLOUD_SDK_AK", rs(20, AUP), N),
                                                 ("HUAWEICLOUD_SDK_SK", rs(40, AN), S)], group="cloud")
V("Volcengine", "Volcengine AK/SK", lambda: [("VOLC_ACCESSKEY", "AKLT" + rs(40, AN), N),
                                            ("VOLC_SECRETKEY", base64.b64encode(hx(40).encode()).decode().rstrip("="), S)],
  group="cloud")
V("Naver Cloud", "Naver Cloud Platform API keys", lambda: [
    ("NCLOUD_ACCESS_KEY", pick(["ncp_iam_BPAMKR", "ncp_iam_BPASKR"]) + rs(20, AN) if chance(0.5) else rs(20, AUP), S),
    ("NCLOUD_SECRET_KEY", (pick(["ncp_iam_BPKMKR", "ncp_iam_BPKSKR"]) + rs(30, AN)) if chance(0.5) else rs(40, AN), S)],
  group="cloud")
V("NHN Cloud", "NHN Cloud appkey + secret key", lambda: [("NHN_APPKEY", rs(16, AN), N), ("NHN_SECRET_KEY", rs(8, AN), S)],
  hdr=None, group="cloud")
V("Qiniu", "Qiniu AK/SK", lambda: [("QINIU_ACCESS_KEY", rs(40, B64U), N), ("QINIU_SECRET_KEY", rs(40, B64U), S)],
  group="cloud")
V("MinIO", "MinIO access/secret key", lambda: [("MINIO_ACCESS_KEY", rs(20, AUP), S), ("MINIO_SECRET_KEY", rs(40, AN), S)],
  group="cloud")
V("Backblaze", "Backblaze B2 application key", lambda: [("B2_KEY_ID", "005" + hx(22), N), ("B2_APPLICATION_KEY", "K005" + rs(27, AN), S)],
  group="cloud")
V("Oracle Cloud", "OCI auth token", lambda: [("OCI_USER", "oracleidentitycloudservice/deploy@example.com", N),
                                             ("OCI_AUTH_TOKEN", rs(20, AN + "(){}<>;:.+-"), S)], group="cloud")
V("IBM Cloud", "IBM Cloud API key", lambda: [("IBMCLOUD_API_KEY", rs(44, B64U), S)], group="cloud")
def _fly():
    t = "fm2_" + rs(rint(180, 260), AN + "/+") + "=="
    return [("FLY_API_TOKEN", "FlyV1 " + t, t)]     # third element may name the secret part of a value


V("Fly.io", "Fly.io deploy token", _fly, group="cloud")
V("Heroku", "Heroku API key", lambda: [("HEROKU_API_KEY", "HRKU-AA" + rs(58, B64U), S)], hdr=bearer,
  api="https://api.heroku.com/apps", group="cloud")
V("Render", "Render API key", lambda: [("RENDER_API_KEY", "rnd_" + rs(32, AN), S)], hdr=bearer,
  api="https://api.render.com/v1/services", group="cloud")
V("Railway", "Railway project token", lambda: [("RAILWAY_TOKEN", uuid4(), S)], group="cloud")
V("Vercel", "Vercel access token", lambda: [("VERCEL_TOKEN", rs(24, AN), S)], hdr=bearer,
  api="https://api.vercel.com/v9/projects", group="cloud")
V("Netlify", "Netlify PAT", lambda: [("NETLIFY_AUTH_TOKEN", "nfp_" + rs(36, AN), S)], hdr=bearer,
  api="https://api.netlify.com/api/v1/sites", group="cloud")
V("Tailscale", "Tailscale auth key", lambda: [("TS_AUTHKEY", "tskey-auth-k" + rs(10, AN) + "CNTRL-" + rs(33, AN), S)],
  group="cloud")
V("ngrok", "ngrok authtoken", lambda: [("NGROK_AUTHTOKEN", "2" + rs(26, AN) + "_" + rs(21, AN), S)], group="cloud")
V("Yandex Cloud", "Yandex Cloud API key", lambda: [("YC_API_KEY", "AQVN" + rs(36, B64U), S)],
  hdr=lambda t: "Authorization: Api-Key " + t, api="https://llm.api.cloud.yandex.net/foundationModels/v1/completion",
  group="cloud")
V("IONOS", "IONOS API key", lambda: [("IONOS_API_KEY", hx(32) + "." + rs(86, B64U), S)], hdr=hname("X-API-Key"),
  api="https://api.hosting.ionos.com/dns/v1/zones", group="cloud")
V("Bunny.net", "Bunny.net storage password", lambda: [("BUNNY_STORAGE_PASSWORD", uuid4() + "-" + hx(4) + "-" + hx(4), S)],
  hdr=hname("AccessKey"), api="https://storage.bunnycdn.com/assets-kr/", group="cloud")

# --- payments
V("Stripe", "Stripe live secret key", lambda: [("STRIPE_SECRET_KEY", "sk_live_51" + rs(97, AN), S)],
  hdr=bearer, api="https://api.stripe.com/v1/charges", group="pay")
V("Stripe", "Stripe restricted key", lambda: [("STRIPE_RESTRICTED_KEY", "rk_live_51" + rs(97, AN), S)],
  hdr=bearer, api="https://api.stripe.com/v1/refunds", group="pay")
V("Stripe", "Stripe webhook signing secret", lambda: [("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(32, AN), S)], group="pay")
V("PayPal", "PayPal REST client secret", lambda: [("PAYPAL_CLIENT_ID", "A" + rs(79, B64U), N),
                                                  ("PAYPAL_CLIENT_SECRET", "E" + rs(79, B64U), S)], group="pay")
V("Braintree", "Braintree access token", lambda: [
    ("BRAINTREE_ACCESS_TOKEN", "access_token$production$%s$%s" % (rs(16, ALO), hx(32)), S)], group="pay")
V("Square", "Square access token", lambda: [("SQUARE_ACCESS_TOKEN", "EAAA" + rs(60, B64U), S)], hdr=bearer,
  api="https://connect.squareup.com/v2/payments", group="pay")
V("Square", "Square application secret", lambda: [("SQUARE_APP_ID", "sq0idp-" + rs(22, B64U), N),
                                                  ("SQUARE_APP_SECRET", "sq0csp-" + rs(43, B64U), S)], group="pay")
V("Adyen", "Adyen API key", lambda: [("ADYEN_API_KEY", "AQE" + rs(3, AN) + "mfx" + rs(rint(120, 140), AN + "+/") + "=-"
                                      + rs(43, AN + "+/") + "=-" + rs(16, AN), S)],
  hdr=hname("X-API-Key"), api="https://checkout-test.adyen.com/v71/payments", group="pay")
V("Mollie", "Mollie live API key", lambda: [("MOLLIE_API_KEY", "live_" + rs(30, AN), S)], hdr=bearer,
  api="https://api.mollie.com/v2/payments", group="pay")
V("Razorpay", "Razorpay key secret", lambda: [("RAZORPAY_KEY_ID", "rzp_live_" + rs(14, AN), N),
                                              ("RAZORPAY_KEY_SECRET", rs(24, AN), S)], group="pay")
V("Paystack", "Paystack secret key", lambda: [("PAYSTACK_SECRET_KEY", "sk_live_" + hx(40), S)], hdr=bearer,
  api="https://api.paystack.co/transaction/verify/T_4821", group="pay")
V("Flutterwave", "Flutterwave secret key", lambda: [("FLW_SECRET_KEY", "FLWSECK-" + hx(32) + "-X", S)], hdr=bearer,
  api="https://api.flutterwave.com/v3/transactions", group="pay")
V("Checkout.com", "Checkout.com secret key", lambda: [("CKO_SECRET_KEY", "sk_" + rs(26, "abcdefghijklmnopqrstuvwxyz234567"), S)],
  hdr=bearer, api="https://api.checkout.com/payments", group="pay")
V("Toss Payments", "Toss Payments live secret key", lambda: [("TOSS_CLIENT_KEY", "live_ck_" + rs(20, AN), N),
                                                             ("TOSS_SECRET_KEY", "live_sk_" + rs(20, AN), S)], group="pay")
V("Toss Payments", "Toss Payments API individual secret key", lambda: [("TOSS_SECRET_KEY", "live_gsk_" + rs(20, AN), S)],
  group="pay")
V("KakaoPay", "KakaoPay secret key", lambda: [("KAKAOPAY_CID", "C" + rs(9, AUP), N),
                                             ("KAKAOPAY_SECRET_KEY", "PRD" + rs(37, HEXU), S)],
  hdr=lambda t: "Authorization: SECRET_KEY " + t, api="https://open-api.kakaopay.com/online/v1/payment/ready", group="pay")
V("PortOne", "PortOne (iamport) REST API secret", lambda: [("IMP_KEY", str(rint(10**15, 10**16 - 1)), N),
                                                           ("IMP_SECRET", rs(80, AN), S)], group="pay")
V("PortOne", "PortOne V2 API secret", lambda: [("PORTONE_API_SECRET", rs(80, AN), S)],
  hdr=lambda t: "Authorization: PortOne " + t, api="https://api.portone.io/payments/order-2031", group="pay")
V("NicePay", "NICEPAY secret key", lambda: [("NICEPAY_CLIENT_ID", "R2_" + hx(32), N), ("NICEPAY_SECRET_KEY", hx(32), S)],
  group="pay")
V("KG Inicis", "KG Inicis signKey", lambda: [("INICIS_MID", "INIpay" + rs(4, AUP), N),
                                             ("INICIS_SIGNKEY", b64(24), S)], group="pay")
V("PAY.JP", "PAY.JP live secret key", lambda: [("PAYJP_SECRET_KEY", "sk_live_" + hx(48), S)], group="pay")
V("KOMOJU", "KOMOJU live secret key", lambda: [("KOMOJU_SECRET_KEY", "sk_live_" + rs(25, ALO), S)], group="pay")
V("GMO Payment Gateway", "GMO-PG shop password", lambda: [("GMO_SHOP_ID", "9" + rs(12, DI), N),
                                                         ("GMO_SHOP_PASS", rs(8, ALO), S)], group="pay")
V("Xendit", "Xendit secret key", lambda: [("XENDIT_SECRET_KEY", "xnd_production_" + rs(60, AN), S)], group="pay")
V("Midtrans", "Midtrans server key", lambda: [("MIDTRANS_SERVER_KEY", "Mid-server-" + rs(24, B64U), S)], group="pay")
V("Plaid", "Plaid secret", lambda: [("PLAID_CLIENT_ID", hx(24), N), ("PLAID_SECRET", hx(30), S)], group="pay")
V("Paddle", "Paddle live API key", lambda: [("PADDLE_API_KEY", "pdl_live_apikey_01" + rs(24, "0123456789abcdefghjkmnpqrstvwxyz")
                                             + "_" + rs(27, AN), S)], hdr=bearer,
  api="https://api.paddle.com/subscriptions", group="pay")
V("WeChat Pay", "WeChat Pay APIv3 key", lambda: [("WECHATPAY_MCHID", str(rint(1600000000, 1699999999)), N),
                                                 ("WECHATPAY_APIV3_KEY", rs(32, AN), S)], group="pay")
V("Authorize.net", "Authorize.net transaction key", lambda: [("AUTHNET_LOGIN_ID", rs(10, AN), N),
                                                            ("AUTHNET_TRANSACTION_KEY", rs(16, AN), S)], group="pay")
V("Wise", "Wise API token", lambda: [("WISE_API_TOKEN", uuid4(), S)], hdr=bearer,
  api="https://api.transferwise.com/v1/profiles", group="pay")
V("GoCardless", "GoCardless live access token", lambda: [("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(40, B64U), S)],
  hdr=bearer, api="https://api.gocardless.com/mandates", group="pay")
V("Klarna", "Klarna API key", lambda: [("KLARNA_API_KEY", "klarna_live_api_" + rs(40, B64U), S)], group="pay")
V("Upbit", "Upbit Open API secret", lambda: [("UPBIT_ACCESS_KEY", rs(40, AN), N), ("UPBIT_SECRET_KEY", rs(40, AN), S)],
  group="pay")
V("Bithumb", "Bithumb API secret", lambda: [("BITHUMB_API_KEY", hx(32), N), ("BITHUMB_SECRET_KEY", hx(32), S)], group="pay")
V("Korea Investment & Securities", "KIS Open API appsecret", lambda: [
    ("KIS_APP_KEY", "PS" + rs(34, AN), N), ("KIS_APP_SECRET", rs(176, AN + "+/") + "=", S)], group="pay")
V("SumUp", "SumUp secret API key", lambda: [("SUMUP_API_KEY", "sup_sk_" + rs(32, AN), S)], hdr=bearer,
  api="https://api.sumup.com/v0.1/me/transactions", group="pay")
V("Coinbase", "Coinbase Commerce API key", lambda: [("COINBASE_COMMERCE_API_KEY", uuid4(), S)],
  hdr=hname("X-CC-Api-Key"), api="https://api.commerce.coinbase.com/charges", group="pay")
V("Bootpay", "Bootpay private key", lambda: [("BOOTPAY_APPLICATION_ID", hx(24), N), ("BOOTPAY_PRIVATE_KEY", b64(32), S)],
  group="pay")
V("Popbill", "Popbill SecretKey", lambda: [("POPBILL_LINK_ID", rs(6, AUP), N), ("POPBILL_SECRET_KEY", b64(32), S)], group="pay")

# --- AI / ML
V("OpenAI", "OpenAI project key", lambda: [("OPENAI_API_KEY", "sk-proj-" + rs(74, B64U) + "T3BlbkFJ" + rs(74, B64U), S)],
  hdr=bearer, api="https://api.openai.com/v1/chat/completions", group="ai")
V("OpenAI", "OpenAI service-account key", lambda: [("OPENAI_API_KEY", "sk-svcacct-" + rs(74, B64U) + "T3BlbkFJ" + rs(74, B64U), S)],
  hdr=bearer, api="https://api.openai.com/v1/responses", group="ai")
V("OpenAI", "OpenAI legacy user key", lambda: [("OPENAI_API_KEY", "sk-" + rs(20, AN) + "T3BlbkFJ" + rs(20, AN), S)],
  hdr=bearer, api="https://api.openai.com/v1/embeddings", group="ai")
V("OpenAI", "OpenAI admin key", lambda: [("OPENAI_ADMIN_KEY", "sk-admin-" + rs(74, B64U) + "T3BlbkFJ" + rs(74, B64U), S)],
  hdr=bearer, api="https://api.openai.com/v1/organization/usage/completions", group="ai")
V("Anthropic", "Anthropic API key", lambda: [("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(93, B64U) + "AA", S)],
  hdr=hname("x-api-key"), api="https://api.anthropic.com/v1/messages", group="ai")
V("Anthropic", "Anthropic admin key", lambda: [("ANTHROPIC_ADMIN_KEY", "sk-ant-admin01-" + rs(93, B64U) + "AA", S)],
  hdr=hname("x-api-key"), api="https://api.anthropic.com/v1/organizations/users", group="ai")
V("Google Gemini", "Gemini API key", lambda: [("GEMINI_API_KEY", "AIza" + rs(35, B64U), S)],
  hdr=hname("x-goog-api-key"), api="https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent",
  group="ai")
V("Cohere", "Cohere API key", lambda: [("CO_API_KEY", rs(40, AN), S)], hdr=bearer, api="https://api.cohere.com/v2/chat",
  group="ai")
V("Mistral", "Mistral API key", lambda: [("MISTRAL_API_KEY", rs(32, AN), S)], hdr=bearer,
  api="https://api.mistral.ai/v1/chat/completions", group="ai")
V("Groq", "Groq API key", lambda: [("GROQ_API_KEY", "gsk_" + rs(52, AN), S)], hdr=bearer,
  api="https://api.groq.com/openai/v1/chat/completions", group="ai")
V("Perplexity", "Perplexity API key", lambda: [("PPLX_API_KEY", "pplx-" + rs(48, AN), S)], hdr=bearer,
  api="https://api.perplexity.ai/chat/completions", group="ai")
V("xAI", "xAI API key", lambda: [("XAI_API_KEY", "xai-" + rs(80, AN), S)], hdr=bearer,
  api="https://api.x.ai/v1/chat/completions", group="ai")
V("DeepSeek", "DeepSeek API key", lambda: [("DEEPSEEK_API_KEY", "sk-" + hx(32), S)], hdr=bearer,
  api="https://api.deepseek.com/chat/completions", group="ai")
V("Together AI", "Together API key", lambda: [("TOGETHER_API_KEY", hx(64), S)], hdr=bearer,
  api="https://api.together.xyz/v1/chat/completions", group="ai")
V("Fireworks AI", "Fireworks API key", lambda: [("FIREWORKS_API_KEY", "fw_" + rs(24, AN), S)], hdr=bearer,
  api="https://api.fireworks.ai/inference/v1/chat/completions", group="ai")
V("Replicate", "Replicate API token", lambda: [("REPLICATE_API_TOKEN", "r8_" + rs(37, AN), S)], hdr=bearer,
  api="https://api.replicate.com/v1/predictions", group="ai")
V("Hugging Face", "Hugging Face user access token", lambda: [("HF_TOKEN", "hf_" + rs(34, UP + LO), S)], hdr=bearer,
  api="https://huggingface.co/api/whoami-v2", group="ai")
V("Hugging Face", "Hugging Face org API token", lambda: [("HUGGINGFACEHUB_API_TOKEN", "api_org_" + rs(34, UP + LO), S)],
  hdr=bearer, api="https://api-inference.huggingface.co/models/klue/roberta-large", group="ai")
V("OpenRouter", "OpenRouter key", lambda: [("OPENROUTER_API_KEY", "sk-or-v1-" + hx(64), S)], hdr=bearer,
  api="https://openrouter.ai/api/v1/chat/completions", group="ai")
V("LangSmith", "LangSmith API key", lambda: [("LANGSMITH_API_KEY", pick(["lsv2_pt_", "lsv2_sk_"]) + hx(32) + "_" + hx(10), S)],
  hdr=hname("x-api-key"), api="https://api.smith.langchain.com/runs", group="ai")
V("Langfuse", "Langfuse secret key", lambda: [("LANGFUSE_PUBLIC_KEY", "pk-lf-" + uuid4(), N),
                                              ("LANGFUSE_SECRET_KEY", "sk-lf-" + uuid4(), S),
                                              ("LANGFUSE_HOST", "https://cloud.langfuse.com", N)], group="ai")
V("Pinecone", "Pinecone API key", lambda: [("PINECONE_API_KEY", "pcsk_" + rs(5, AN) + "_" + rs(64, AN), S)],
  hdr=hname("Api-Key"), api="https://api.pinecone.io/indexes", group="ai")
V("Weights & Biases", "W&B API key", lambda: [("WANDB_API_KEY", hx(40), S)], group="ai")
V("ElevenLabs", "ElevenLabs API key", lambda: [("ELEVENLABS_API_KEY", "sk_" + hx(48), S)], hdr=hname("xi-api-key"),
  api="https://api.elevenlabs.io/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM", group="ai")
V("Deepgram", "Deepgram API key", lambda: [("DEEPGRAM_API_KEY", hx(40), S)], hdr=lambda t: "Authorization: Token " + t,
  api="https://api.deepgram.com/v1/listen?language=ko", group="ai")
V("AssemblyAI", "AssemblyAI API key", lambda: [("ASSEMBLYAI_API_KEY", hx(32), S)], hdr=hname("authorization"),
  api="https://api.assemblyai.com/v2/transcript", group="ai")
V("Stability AI", "Stability API key", lambda: [("STABILITY_API_KEY", "sk-" + rs(48, AN), S)], hdr=bearer,
  api="https://api.stability.ai/v2beta/stable-image/generate/core", group="ai")
V("Voyage AI", "Voyage API key", lambda: [("VOYAGE_API_KEY", "pa-" + rs(43, B64U), S)], hdr=bearer,
  api="https://api.voyageai.com/v1/embeddings", group="ai")
V("Jina AI", "Jina API key", lambda: [("JINA_API_KEY", "jina_" + hx(32) + rs(28, AN + "-_"), S)], hdr=bearer,
  api="https://api.jina.ai/v1/embeddings", group="ai")
V("Tavily", "Tavily API key", lambda: [("TAVILY_API_KEY", "tvly-" + pick(["", "dev-", "prod-"]) + rs(32, AN), S)],
  hdr=bearer, api="https://api.tavily.com/search", group="ai")
V("SerpApi", "SerpApi key", lambda: [("SERPAPI_API_KEY", hx(64), S)], group="ai")
V("Cerebras", "Cerebras API key", lambda: [("CEREBRAS_API_KEY", "csk-" + rs(48, ALO), S)], hdr=bearer,
  api="https://api.cerebras.ai/v1/chat/completions", group="ai")
V("Upstage", "Upstage Solar API key", lambda: [("UPSTAGE_API_KEY", "up_" + rs(30, AN), S)], hdr=bearer,
  api="https://api.upstage.ai/v1/solar/chat/completions", group="ai")
V("Naver Cloud", "CLOVA Studio API key", lambda: [("CLOVASTUDIO_API_KEY", "nv-" + hx(32) + rs(4, AN), S)], hdr=bearer,
  api="https://clovastudio.stream.ntruss.com/v3/chat-completions/HCX-005", group="ai")
V("Moonshot AI", "Moonshot (Kimi) API key", lambda: [("MOONSHOT_API_KEY", "sk-" + rs(48, AN), S)], hdr=bearer,
  api="https://api.moonshot.cn/v1/chat/completions", group="ai")
V("Zhipu AI", "Zhipu (GLM) API key", lambda: [("ZHIPUAI_API_KEY", hx(32) + "." + rs(16, AN), S)], hdr=bearer,
  api="https://open.bigmodel.cn/api/paas/v4/chat/completions", group="ai")
V("Alibaba DashScope", "DashScope (Qwen) API key", lambda: [("DASHSCOPE_API_KEY", "sk-" + hx(32), S)], hdr=bearer,
  api="https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions", group="ai")
V("Baidu Qianfan", "Qianfan bearer key", lambda: [("QIANFAN_API_KEY", "bce-v3/ALTAK-" + rs(21, AN) + "/" + hx(40), S)],
  hdr=bearer, api="https://qianfan.baidubce.com/v2/chat/completions", group="ai")
V("Modal", "Modal token secret", lambda: [("MODAL_TOKEN_ID", "ak-" + rs(22, AN), N), ("MODAL_TOKEN_SECRET", "as-" + rs(22, AN), S)],
  group="ai")
V("RunPod", "RunPod API key", lambda: [("RUNPOD_API_KEY", "rpa_" + rs(48, AUP), S)], hdr=bearer,
  api="https://rest.runpod.io/v1/pods", group="ai")
V("Databricks", "Databricks PAT", lambda: [("DATABRICKS_HOST", "https://dbc-%s-%s.cloud.databricks.com" % (hx(8), hx(4)), N),
                                          ("DATABRICKS_TOKEN", "dapi" + hx(32) + pick(["", "-2", "-3"]), S)],
  group="db")

# --- messaging / e-mail / notifications
V("Slack", "Slack bot token", lambda: [("SLACK_BOT_TOKEN", "xoxb-%d-%d-%s" % (rint(10**10, 10**13), rint(10**12, 10**13), rs(24, AN)), S)],
  hdr=bearer, api="https://slack.com/api/chat.postMessage", group="msg")
V("Slack", "Slack user token", lambda: [("SLACK_USER_TOKEN", "xoxp-%d-%d-%d-%s" % (rint(10**10, 10**13), rint(10**10, 10**13), rint(10**12, 10**13), hx(32)), S)],
  hdr=bearer, api="https://slack.com/api/conversations.history", group="msg")
V("Slack", "Slack app-level token", lambda: [("SLACK_APP_TOKEN", "xapp-1-A%s-%d-%s" % (rs(10, AUP), rint(10**12, 10**13), hx(64)), S)],
  group="msg")
V("Discord", "Discord bot token", lambda: [("DISCORD_BOT_TOKEN", base64.b64encode(str(rint(10**17, 10**19)).encode()).decode().rstrip("=")
                                            + "." + rs(6, B64U) + "." + rs(38, B64U), S)],
  hdr=lambda t: "Authorization: Bot " + t, api="https://discord.com/api/v10/users/@me", group="msg")
V("Telegram", "Telegram bot token", lambda: [("TELEGRAM_BOT_TOKEN", "%d:AA%s" % (rint(10**8, 10**10), rs(33, B64U)), S)],
  group="msg")
V("Twilio", "Twilio auth token", lambda: [("TWILIO_ACCOUNT_SID", "AC" + hx(32), N), ("TWILIO_AUTH_TOKEN", hx(32), S)], group="msg")
V("Twilio", "Twilio API key secret", lambda: [("TWILIO_API_KEY", "SK" + hx(32), N), ("TWILIO_API_SECRET", rs(32, AN), S)],
  group="msg")
V("SendGrid", "SendGrid API key", lambda: [("SENDGRID_API_KEY", "SG." + rs(22, B64U) + "." + rs(43, B64U), S)], hdr=bearer,
  api="https://api.sendgrid.com/v3/mail/send", group="msg")
V("Mailgun", "Mailgun private API key", lambda: [("MAILGUN_API_KEY", pick(["key-" + hx(32), hx(32) + "-" + hx(8) + "-" + hx(8)]), S)],
  group="msg")
V("Mailchimp", "Mailchimp API key", lambda: [("MAILCHIMP_API_KEY", hx(32) + "-us" + str(rint(1, 21)), S)], group="msg")
V("Postmark", "Postmark server token", lambda: [("POSTMARK_SERVER_TOKEN", uuid4(), S)], hdr=hname("X-Postmark-Server-Token"),
  api="https://api.postmarkapp.com/email", group="msg")
V("Resend", "Resend API key", lambda: [("RESEND_API_KEY", "re_" + rs(8, AN) + "_" + rs(24, AN), S)], hdr=bearer,
  api="https://api.resend.com/emails", group="msg")
V("Brevo", "Brevo API key", lambda: [("BREVO_API_KEY", "xkeysib-" + hx(64) + "-" + rs(16, AN), S)], hdr=hname("api-key"),
  api="https://api.brevo.com/v3/smtp/email", group="msg")
V("Brevo", "Brevo SMTP key", lambda: [("SMTP_USER", "%s@smtp-brevo.com" % hx(8), N),
                                      ("SMTP_PASSWORD", "xsmtpsib-" + hx(64) + "-" + rs(16, AN), S)], group="msg")
V("Mailjet", "Mailjet secret key", lambda: [("MJ_APIKEY_PUBLIC", hx(32), N), ("MJ_APIKEY_PRIVATE", hx(32), S)], group="msg")
V("Vonage", "Vonage API secret", lambda: [("VONAGE_API_KEY", hx(8), N), ("VONAGE_API_SECRET", rs(16, AN), S)], group="msg")
V("MessageBird", "MessageBird live key", lambda: [("MESSAGEBIRD_ACCESS_KEY", rs(25, AN), S)],
  hdr=lambda t: "Authorization: AccessKey " + t, api="https://rest.messagebird.com/messages", group="msg")
V("Infobip", "Infobip API key", lambda: [("INFOBIP_API_KEY", hx(32) + "-" + uuid4(), S)], hdr=lambda t: "Authorization: App " + t,
  api="https://xk3n9.api.infobip.com/sms/2/text/advanced", group="msg")
V("LINE", "LINE channel access token + secret", lambda: [("LINE_CHANNEL_ID", str(rint(1600000000, 2009999999)), N),
                                                         ("LINE_CHANNEL_SECRET", hx(32), S),
                                                         ("LINE_CHANNEL_ACCESS_TOKEN", rs(171, AN + "+/") + "=", S)],
  group="msg")
V("Solapi", "Solapi (CoolSMS) API secret", lambda: [("SOLAPI_API_KEY", "NCS" + rs(13, AUP), N),
                                                    ("SOLAPI_API_SECRET", rs(32, AUP), S)], group="msg")
V("Aligo", "Aligo SMS API key", lambda: [("ALIGO_USER_ID", pick(["acmeshop", "devteam01", "ordersms"]), N),
                                         ("ALIGO_API_KEY", rs(32, ALO), S)], group="msg")
V("Channel Talk", "Channel Talk access secret", lambda: [("CHANNEL_ACCESS_KEY", hx(24), N), ("CHANNEL_ACCESS_SECRET", hx(32), S)],
  group="msg")
V("Sendbird", "Sendbird API token", lambda: [("SENDBIRD_APP_ID", uuid4().upper(), N), ("SENDBIRD_API_TOKEN", hx(40), S)],
  hdr=hname("Api-Token"), api="https://api-%s.sendbird.com/v3/users" % "kr", group="msg")
V("Pusher", "Pusher app secret", lambda: [("PUSHER_APP_ID", str(rint(1000000, 1999999)), N), ("PUSHER_KEY", hx(20), N),
                                          ("PUSHER_SECRET", hx(20), S), ("PUSHER_CLUSTER", "ap3", N)], group="msg")
V("Ably", "Ably API key", lambda: [("ABLY_API_KEY", "%s.%s:%s" % (rs(6, AN), rs(6, AN), rs(43, B64U)), S)], group="msg")
V("Stream", "Stream API secret", lambda: [("STREAM_API_KEY", rs(12, ALO), N), ("STREAM_API_SECRET", rs(64, ALO), S)], group="msg")
V("OneSignal", "OneSignal REST API key", lambda: [("ONESIGNAL_APP_ID", uuid4(), N),
                                                 ("ONESIGNAL_REST_API_KEY", "os_v2_app_" + rs(113, "abcdefghijklmnopqrstuvwxyz234567"), S)],
  hdr=lambda t: "Authorization: Key " + t, api="https://api.onesignal.com/notifications", group="msg")
V("Firebase", "FCM legacy server key", lambda: [("FCM_SERVER_KEY", "AAAA" + rs(7, B64U) + ":APA91b" + rs(134, B64U), S)],
  hdr=lambda t: "Authorization: key=" + t, api="https://fcm.googleapis.com/fcm/send", group="msg")
V("Expo", "Expo access token", lambda: [("EXPO_TOKEN", rs(40, B64U), S)], group="msg")
V("Customer.io", "Customer.io App API key", lambda: [("CUSTOMERIO_APP_API_KEY", hx(32), S)], hdr=bearer,
  api="https://api.customer.io/v1/send/email", group="msg")
V("Intercom", "Intercom access token", lambda: [("INTERCOM_ACCESS_TOKEN", base64.b64encode(("tok:%s:1:0" % uuid4().replace("-", "_")).encode()).decode(), S)],
  hdr=bearer, api="https://api.intercom.io/contacts", group="msg")
V("Zendesk", "Zendesk API token", lambda: [("ZENDESK_EMAIL", "support-bot@" + pick(["acme.io", "example.co.kr"]), N),
                                           ("ZENDESK_API_TOKEN", rs(40, AN), S)], group="msg")
V("Freshdesk", "Freshdesk API key", lambda: [("FRESHDESK_API_KEY", rs(20, AN), S)], group="msg")

# --- observability / ops
V("Datadog", "Datadog API + application keys", lambda: [("DD_API_KEY", hx(32), S), ("DD_APP_KEY", hx(40), S),
                                                        ("DD_SITE", pick(["datadoghq.com", "ap1.datadoghq.com", "datadoghq.eu"]), N)],
  group="obs")
V("New Relic", "New Relic user key", lambda: [("NEW_RELIC_API_KEY", "NRAK-" + rs(27, AUP), S)], hdr=hname("API-Key"),
  api="https://api.newrelic.com/graphql", group="obs")
V("New Relic", "New Relic license key", lambda: [("NEW_RELIC_LICENSE_KEY", hx(36) + "NRAL", S),
                                               ("NEW_RELIC_APP_NAME", proj(), N)], group="obs")
V("Sentry", "Sentry org auth token", lambda: [("SENTRY_AUTH_TOKEN", "sntrys_" + b64url_json({"iat": ts() + 0.5, "url": "https://sentry.io",
                                                                                          "region_url": "https://us.sentry.io",
                                                                                          "org": pick(["acme", "shopkr", "devco"])})
                                               + "_" + rs(43, AN + "+/"), S)], group="obs")
V("Sentry", "Sentry user auth token", lambda: [("SENTRY_AUTH_TOKEN", "sntryu_" + hx(64), S)], hdr=bearer,
  api="https://sentry.io/api/0/projects/", group="obs")
V("Grafana", "Grafana service account token", lambda: [("GRAFANA_TOKEN", "glsa_" + rs(32, AN) + "_" + hx(8), S)], hdr=bearer,
  api="https://grafana.internal/api/dashboards/uid/k8s-overview", group="obs")
V("Grafana Cloud", "Grafana Cloud access policy token", lambda: [
    ("GRAFANA_CLOUD_TOKEN", "glc_" + b64url_json({"o": str(rint(100000, 999999)), "n": "stack-%d-otlp" % rint(100000, 999999),
                                                   "k": rs(24, AN), "m": {"r": pick(["prod-ap-northeast-0", "prod-us-east-0"])}}), S)],
  group="obs")
V("Honeycomb", "Honeycomb API key", lambda: [("HONEYCOMB_API_KEY", rs(22, AN), S)], hdr=hname("X-Honeycomb-Team"),
  api="https://api.honeycomb.io/1/events/" + "checkout", group="obs")
V("Splunk", "Splunk HEC token", lambda: [("SPLUNK_HEC_TOKEN", uuid4(), S)], hdr=lambda t: "Authorization: Splunk " + t,
  api="https://splunk.example.net:8088/services/collector/event", group="obs")
V("Elastic", "Elasticsearch API key", lambda: [("ES_API_KEY", base64.b64encode(("%s:%s" % (rs(20, B64U), rs(22, B64U))).encode()).decode(), S)],
  hdr=lambda t: "Authorization: ApiKey " + t, api="https://es-logs.internal:9200/_search", group="obs")
V("Dynatrace", "Dynatrace API token", lambda: [("DT_API_TOKEN", "dt0c01." + rs(24, AUP) + "." + rs(64, AUP), S)],
  hdr=lambda t: "Authorization: Api-Token " + t, api="https://abc12345.live.dynatrace.com/api/v2/metrics/ingest", group="obs")
V("Logz.io", "Logz.io shipping token", lambda: [("LOGZIO_TOKEN", rs(32, LO), S)], group="obs")
V("Coralogix", "Coralogix send-your-data key", lambda: [("CORALOGIX_PRIVATE_KEY", "cxtp_" + rs(30, AN), S)], hdr=bearer,
  api="https://ingress.eu2.coralogix.com/logs/v1/singles", group="obs")
V("Axiom", "Axiom API token", lambda: [("AXIOM_TOKEN", pick(["xaat-", "xapt-"]) + uuid4(), S)], hdr=bearer,
  api="https://api.axiom.co/v1/datasets/app-logs/ingest", group="obs")
V("Better Stack", "Better Stack source token", lambda: [("BETTERSTACK_SOURCE_TOKEN", rs(24, AN), S)], hdr=bearer,
  api="https://in.logs.betterstack.com", group="obs")
V("Rollbar", "Rollbar server token", lambda: [("ROLLBAR_ACCESS_TOKEN", hx(32), S)], hdr=hname("X-Rollbar-Access-Token"),
  api="https://api.rollbar.com/api/1/item/", group="obs")
V("Opsgenie", "Opsgenie API key", lambda: [("OPSGENIE_API_KEY", uuid4(), S)], hdr=lambda t: "Authorization: GenieKey " + t,
  api="https://api.opsgenie.com/v2/alerts", group="obs")
V("PagerDuty", "PagerDuty routing key", lambda: [("PAGERDUTY_ROUTING_KEY", hx(32), S)], group="obs")
V("PagerDuty", "PagerDuty REST API key", lambda: [("PAGERDUTY_TOKEN", "u+" + rs(18, B64U), S)],
  hdr=lambda t: "Authorization: Token token=" + t, api="https://api.pagerduty.com/incidents", group="obs")
V("Checkly", "Checkly API key", lambda: [("CHECKLY_ACCOUNT_ID", uuid4(), N), ("CHECKLY_API_KEY", "cu_" + hx(32), S)], group="obs")
V("InfluxDB", "InfluxDB API token", lambda: [("INFLUX_TOKEN", rs(86, B64U) + "==", S)], hdr=lambda t: "Authorization: Token " + t,
  api="https://influx.internal:8086/api/v2/write?org=ops&bucket=metrics", group="obs")

# --- databases / data
V("MongoDB Atlas", "Atlas Admin API private key", lambda: [("ATLAS_PUBLIC_KEY", rs(8, LO), N), ("ATLAS_PRIVATE_KEY", uuid4(), S)],
  group="db")
V("PlanetScale", "PlanetScale password", lambda: [("DATABASE_USERNAME", rs(12, ALO), N),
                                                  ("DATABASE_PASSWORD", "pscale_pw_" + rs(43, B64U), S)], group="db")
V("PlanetScale", "PlanetScale service token", lambda: [("PLANETSCALE_SERVICE_TOKEN_ID", rs(12, ALO), N),
                                                       ("PLANETSCALE_SERVICE_TOKEN", "pscale_tkn_" + rs(43, B64U), S)], group="db")
V("Neon", "Neon API key", lambda: [("NEON_API_KEY", "napi_" + rs(64, ALO), S)], hdr=bearer,
  api="https://console.neon.tech/api/v2/projects", group="db")
V("Turso", "Turso database token", lambda: [("TURSO_DATABASE_URL", "libsql://%s-%s.turso.io" % (proj(), rs(6, ALO)), N),
                                            ("TURSO_AUTH_TOKEN", jwt({"a": "rw", "iat": ts(), "id": uuid4()}, alg="EdDSA", siglen=86), S)],
  group="db")
V("Upstash", "Upstash Redis REST token", lambda: [("UPSTASH_REDIS_REST_URL", "https://%s-%d.upstash.io" % (pick(["apt", "fond", "golden"]), rint(10000, 99999)), N),
                                                  ("UPSTASH_REDIS_REST_TOKEN", "A" + pick("XYZ") + rs(4, AN) + "AAIjcDE" + hx(32) + "cDEw", S)],
  group="db")
V("Supabase", "Supabase service_role key", lambda: [
    ("SUPABASE_URL", "https://%s.supabase.co" % rs(20, LO), N),
    ("SUPABASE_SERVICE_ROLE_KEY", jwt({"iss": "supabase", "ref": rs(20, LO), "role": "service_role", "iat": ts(), "exp": ts() + 315360000}), S)],
  group="db")
V("Supabase", "Supabase access token", lambda: [("SUPABASE_ACCESS_TOKEN", "sbp_" + hx(40), S)], group="db")
V("Supabase", "Supabase secret API key", lambda: [("SUPABASE_SECRET_KEY", "sb_secret_" + rs(31, B64U), S)], group="db")
V("Fauna", "Fauna secret", lambda: [("FAUNA_SECRET", "fnA" + rs(37, B64U), S)], group="db")
V("ClickHouse Cloud", "ClickHouse Cloud key secret", lambda: [("CLICKHOUSE_KEY_ID", rs(20, AN), N),
                                                             ("CLICKHOUSE_KEY_SECRET", "4b1d" + rs(38, AN), S)], group="db")
V("Algolia", "Algolia admin API key", lambda: [("ALGOLIA_APP_ID", rs(10, AUP), N), ("ALGOLIA_ADMIN_KEY", hx(32), S)],
  group="db")
V("Meilisearch", "Meilisearch master key", lambda: [("MEILI_MASTER_KEY", rs(rint(32, 44), B64U), S)], hdr=bearer,
  api="http://meili.internal:7700/indexes/products/settings", group="db")
V("DataStax Astra", "Astra DB application token", lambda: [("ASTRA_DB_APPLICATION_TOKEN", "AstraCS:" + rs(24, AN) + ":" + hx(64), S)],
  group="db")
V("Cloudinary", "Cloudinary API secret", lambda: [("CLOUDINARY_API_KEY", str(rint(10**14, 10**15 - 1)), N),
                                                  ("CLOUDINARY_API_SECRET", rs(27, B64U), S)], group="saas")
V("Snowflake", "Snowflake programmatic access token", lambda: [("SNOWFLAKE_ACCOUNT", "%s-%s" % (rs(7, AUP), rs(7, AUP)), N),
                                                              ("SNOWFLAKE_PAT", jwt({"kid": str(rint(10**9, 10**10)), "alg": "ES256"}, alg="ES256", siglen=86), S)],
  group="db")

# --- source control, CI, registries, secret managers
V("GitHub", "GitHub classic PAT", lambda: [("GITHUB_TOKEN", "ghp_" + rs(36, AN), S)], hdr=lambda t: "Authorization: token " + t,
  api="https://api.github.com/user/repos", group="ci")
V("GitHub", "GitHub fine-grained PAT", lambda: [("GH_TOKEN", "github_pat_11" + rs(20, AUP) + "_" + rs(59, AN), S)], hdr=bearer,
  api="https://api.github.com/repos/acme/infra/contents/README.md", group="ci")
V("GitHub", "GitHub OAuth token", lambda: [("GITHUB_OAUTH_TOKEN", "gho_" + rs(36, AN), S)], hdr=bearer,
  api="https://api.github.com/user", group="ci")
V("GitHub", "GitHub App installation token", lambda: [("GITHUB_APP_TOKEN", "ghs_" + rs(36, AN), S)], hdr=bearer,
  api="https://api.github.com/installation/repositories", group="ci")
V("GitHub", "GitHub refresh token", lambda: [("GITHUB_REFRESH_TOKEN", "ghr_" + rs(76, AN), S)], group="ci")
V("GitLab", "GitLab PAT", lambda: [("GITLAB_TOKEN", "glpat-" + rs(20, B64U), S)], hdr=hname("PRIVATE-TOKEN"),
  api="https://gitlab.example.com/api/v4/projects", group="ci")
V("GitLab", "GitLab deploy token", lambda: [("CI_DEPLOY_USER", "gitlab+deploy-token-%d" % rint(100, 9999), N),
                                            ("CI_DEPLOY_PASSWORD", "gldt-" + rs(20, B64U), S)], group="ci")
V("GitLab", "GitLab runner authentication token", lambda: [("RUNNER_TOKEN", "glrt-" + rs(rint(20, 27), B64U), S)], group="ci")
V("GitLab", "GitLab runner registration token", lambda: [("REGISTRATION_TOKEN", "GR1348941" + rs(20, B64U), S)], group="ci")
V("GitLab", "GitLab pipeline trigger token", lambda: [("TRIGGER_TOKEN", "glptt-" + hx(40), S)], group="ci")
V("GitLab", "GitLab feed token", lambda: [("GITLAB_FEED_TOKEN", "glft-" + rs(20, B64U), S)], group="ci")
V("Bitbucket", "Bitbucket app password", lambda: [("BITBUCKET_USERNAME", pick(["jenkins-bot", "deploy-acme"]), N),
                                                  ("BITBUCKET_APP_PASSWORD", "ATBB" + rs(28, AN) + HX(8), S)], group="ci")
V("Atlassian", "Atlassian API token", lambda: [("JIRA_EMAIL", "bot@" + pick(["acme.io", "example.co.kr"]), N),
                                               ("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(170, B64U) + "=" + HX(8), S)], group="saas")
V("CircleCI", "CircleCI personal API token", lambda: [("CIRCLECI_TOKEN", "CCIPAT_" + rs(22, AN) + "_" + hx(40), S)],
  hdr=hname("Circle-Token"), api="https://circleci.com/api/v2/me", group="ci")
V("Buildkite", "Buildkite API token", lambda: [("BUILDKITE_API_TOKEN", "bkua_" + hx(40), S)], hdr=bearer,
  api="https://api.buildkite.com/v2/organizations/acme/pipelines", group="ci")
V("Buildkite", "Buildkite agent token", lambda: [("BUILDKITE_AGENT_TOKEN", hx(50), S)], group="ci")
V("Jenkins", "Jenkins API token", lambda: [("JENKINS_USER", pick(["deploy", "ci-bot"]), N), ("JENKINS_API_TOKEN", "11" + hx(32), S)],
  group="ci")
V("TeamCity", "TeamCity access token", lambda: [("TEAMCITY_TOKEN", "eyJ0eXAiOiAiVENWMiJ9." + rs(36, B64U) + "." + rs(48, B64U), S)],
  hdr=bearer, api="https://teamcity.internal/app/rest/builds", group="ci")
V("Drone", "Drone token", lambda: [("DRONE_TOKEN", rs(32, AN), S)], group="ci")
V("Codecov", "Codecov upload token", lambda: [("CODECOV_TOKEN", uuid4(), S)], group="ci")
V("SonarQube", "SonarQube token", lambda: [("SONAR_TOKEN", pick(["squ_", "sqp_", "sqa_"]) + hx(40), S)], group="ci")
V("Snyk", "Snyk API token", lambda: [("SNYK_TOKEN", uuid4(), S)], group="ci")
V("Terraform Cloud", "HCP Terraform API token", lambda: [("TF_TOKEN_app_terraform_io", rs(14, AN) + ".atlasv1." + rs(67, AN), S)],
  group="ci")
V("Pulumi", "Pulumi access token", lambda: [("PULUMI_ACCESS_TOKEN", "pul-" + hx(40), S)], group="ci")
V("Doppler", "Doppler service token", lambda: [("DOPPLER_TOKEN", "dp.st.%s.%s" % (pick(["prd", "stg", "dev"]), rs(43, AN)), S)],
  group="ci")
V("HashiCorp Vault", "Vault token", lambda: [("VAULT_ADDR", "https://vault.internal:8200", N),
                                             ("VAULT_TOKEN", "hvs." + rs(rint(24, 90), B64U), S)], hdr=hname("X-Vault-Token"),
  api="https://vault.internal:8200/v1/secret/data/app", group="ci")
V("Infisical", "Infisical service token", lambda: [("INFISICAL_TOKEN", "st.%s.%s.%s" % (uuid4(), hx(32), hx(32)), S)], group="ci")
V("npm", "npm access token", lambda: [("NPM_TOKEN", "npm_" + rs(36, AN), S)], group="reg")
V("PyPI", "PyPI API token", lambda: [("TWINE_USERNAME", "__token__", N), ("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc" + rs(rint(130, 170), B64U), S)],
  group="reg")
V("RubyGems", "RubyGems API key", lambda: [("GEM_HOST_API_KEY", "rubygems_" + hx(48), S)], group="reg")
V("NuGet", "NuGet API key", lambda: [("NUGET_API_KEY", "oy2" + rs(43, ALO), S)], group="reg")
V("Docker Hub", "Docker Hub PAT", lambda: [("DOCKERHUB_USERNAME", pick(["acmebuild", "kr-devops"]), N),
                                           ("DOCKERHUB_TOKEN", "dckr_pat_" + rs(27, B64U), S)], group="reg")
V("crates.io", "crates.io API token", lambda: [("CARGO_REGISTRY_TOKEN", "cio" + rs(32, AN), S)], group="reg")
V("JFrog", "JFrog Artifactory API key", lambda: [("ARTIFACTORY_API_KEY", "AKCp" + rs(69, AN), S)], hdr=hname("X-JFrog-Art-Api"),
  api="https://acme.jfrog.io/artifactory/api/repositories", group="reg")
V("JFrog", "JFrog reference token", lambda: [("JFROG_ACCESS_TOKEN", base64.b64encode(("reftkn:01:%d:%s" % (ts() + 31536000, rs(27, AN))).encode()).decode().rstrip("="), S)],
  hdr=bearer, api="https://acme.jfrog.io/artifactory/api/npm/npm-remote/", group="reg")
V("Sonatype", "Sonatype Central user token", lambda: [("OSSRH_USERNAME", rs(8, AN), N), ("OSSRH_PASSWORD", rs(44, AN + "+/"), S)],
  group="reg")
V("Hex.pm", "Hex API key", lambda: [("HEX_API_KEY", hx(32), S)], group="reg")
V("Postman", "Postman API key", lambda: [("POSTMAN_API_KEY", "PMAK-" + hx(24) + "-" + hx(34), S)], hdr=hname("X-Api-Key"),
  api="https://api.getpostman.com/collections", group="ci")
V("Cypress", "Cypress record key", lambda: [("CYPRESS_PROJECT_ID", rs(6, ALO), N), ("CYPRESS_RECORD_KEY", uuid4(), S)], group="ci")
V("BrowserStack", "BrowserStack access key", lambda: [("BROWSERSTACK_USERNAME", rs(8, LO) + "_" + rs(6, AN), N),
                                                      ("BROWSERSTACK_ACCESS_KEY", rs(20, AN), S)], group="ci")
V("Sauce Labs", "Sauce Labs access key", lambda: [("SAUCE_USERNAME", "oauth-" + rs(6, LO) + "-" + hx(5), N),
                                                  ("SAUCE_ACCESS_KEY", uuid4(), S)], group="ci")
V("Chromatic", "Chromatic project token", lambda: [("CHROMATIC_PROJECT_TOKEN", "chpt_" + hx(15), S)], group="ci")
V("Percy", "Percy token", lambda: [("PERCY_TOKEN", pick(["web_", "auto_", ""]) + hx(64), S)], group="ci")
V("Gitea", "Gitea access token", lambda: [("GITEA_TOKEN", hx(40), S)], hdr=lambda t: "Authorization: token " + t,
  api="https://git.internal/api/v1/user/repos", group="ci")
V("Gitee", "Gitee private token", lambda: [("GITEE_TOKEN", hx(32), S)], group="ci")
V("Sourcegraph", "Sourcegraph access token", lambda: [("SRC_ACCESS_TOKEN", "sgp_" + hx(16) + "_" + hx(40), S)],
  hdr=lambda t: "Authorization: token " + t, api="https://sourcegraph.com/.api/graphql", group="ci")
V("Harbor", "Harbor robot account secret", lambda: [("HARBOR_USERNAME", "robot$%s+ci" % pick(["library", "platform"]), N),
                                                    ("HARBOR_PASSWORD", rs(32, AN), S)], group="reg")
V("Portainer", "Portainer access token", lambda: [("PORTAINER_TOKEN", "ptr_" + rs(43, B64U + "=")[:43], S)], hdr=hname("X-API-Key"),
  api="https://portainer.internal:9443/api/endpoints", group="ci")

# --- SaaS / productivity / identity
V("Linear", "Linear API key", lambda: [("LINEAR_API_KEY", "lin_api_" + rs(40, AN), S)], hdr=hname("Authorization"),
  api="https://api.linear.app/graphql", group="saas")
V("Notion", "Notion integration token", lambda: [("NOTION_TOKEN", pick(["ntn_" + rs(11, DI) + rs(35, AN), "secret_" + rs(43, AN)]), S)],
  hdr=bearer, api="https://api.notion.com/v1/databases/" + "query", group="saas")
V("Airtable", "Airtable PAT", lambda: [("AIRTABLE_TOKEN", "pat" + rs(14, AN) + "." + hx(64), S)], hdr=bearer,
  api="https://api.airtable.com/v0/meta/bases", group="saas")
V("Asana", "Asana PAT", lambda: [("ASANA_PAT", "2/%d/%d:%s" % (rint(10**15, 10**16), rint(10**15, 10**16), hx(32)), S)],
  hdr=bearer, api="https://app.asana.com/api/1.0/tasks", group="saas")
V("Figma", "Figma PAT", lambda: [("FIGMA_TOKEN", "figd_" + rs(40, B64U), S)], hdr=hname("X-Figma-Token"),
  api="https://api.figma.com/v1/files/" + "kX2", group="saas")
V("Shopify", "Shopify Admin API access token", lambda: [("SHOPIFY_STORE", "%s.myshopify.com" % pick(["acme-kr", "mystore-jp"]), N),
                                                        ("SHOPIFY_ACCESS_TOKEN", "shpat_" + hx(32), S)],
  hdr=hname("X-Shopify-Access-Token"), api="https://acme-kr.myshopify.com/admin/api/2024-10/orders.json", group="saas")
V("Shopify", "Shopify app shared secret", lambda: [("SHOPIFY_API_KEY", hx(32), N), ("SHOPIFY_API_SECRET", "shpss_" + hx(32), S)],
  group="saas")
V("HubSpot", "HubSpot private app token", lambda: [("HUBSPOT_ACCESS_TOKEN", "pat-%s-%s" % (pick(["na1", "eu1", "na2"]), uuid4()), S)],
  hdr=bearer, api="https://api.hubapi.com/crm/v3/objects/contacts", group="saas")
V("Salesforce", "Salesforce session token", lambda: [("SF_ACCESS_TOKEN", "00D" + rs(12, AN) + "!AQ" + rs(1, AN) + "AQ" + rs(96, AN + "._"), S)],
  hdr=bearer, api="https://acme.my.salesforce.com/services/data/v61.0/sobjects/Account", group="saas")
V("Okta", "Okta API token", lambda: [("OKTA_API_TOKEN", "00" + rs(40, B64U), S)], hdr=lambda t: "Authorization: SSWS " + t,
  api="https://acme.okta.com/api/v1/users?limit=200", group="saas")
V("Auth0", "Auth0 client secret", lambda: [("AUTH0_DOMAIN", "acme-%s.jp.auth0.com" % rs(4, ALO), N), ("AUTH0_CLIENT_ID", rs(32, AN), N),
                                           ("AUTH0_CLIENT_SECRET", rs(64, B64U), S)], group="saas")
V("Clerk", "Clerk secret key", lambda: [("CLERK_SECRET_KEY", "sk_live_" + rs(40, AN), S)], hdr=bearer,
  api="https://api.clerk.com/v1/users", group="saas")
V("Stytch", "Stytch secret", lambda: [("STYTCH_PROJECT_ID", "project-live-" + uuid4(), N),
                                      ("STYTCH_SECRET", "secret-live-" + rs(36, B64U) + "=", S)], group="saas")
V("Contentful", "Contentful management token", lambda: [("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(43, B64U), S)], hdr=bearer,
  api="https://api.contentful.com/spaces", group="saas")
V("Sanity", "Sanity API token", lambda: [("SANITY_API_TOKEN", "sk" + rs(180, AN), S)], group="saas")
V("Typeform", "Typeform PAT", lambda: [("TYPEFORM_TOKEN", "tfp_" + rs(44, AN) + "_" + rs(14, AN), S)], hdr=bearer,
  api="https://api.typeform.com/forms", group="saas")
V("Pipedrive", "Pipedrive API token", lambda: [("PIPEDRIVE_API_TOKEN", hx(40), S)], group="saas")
V("ClickUp", "ClickUp personal token", lambda: [("CLICKUP_API_TOKEN", "pk_%d_%s" % (rint(10**7, 10**8 - 1), rs(32, AUP)), S)],
  hdr=hname("Authorization"), api="https://api.clickup.com/api/v2/team", group="saas")
V("Trello", "Trello token", lambda: [("TRELLO_KEY", hx(32), N), ("TRELLO_TOKEN", "ATTA" + hx(64) + HX(8), S)], group="saas")
V("monday.com", "monday.com API token", lambda: [("MONDAY_API_TOKEN", jwt({"tid": rint(10**8, 10**9), "aai": 11, "uid": rint(10**7, 10**8),
                                                                          "iad": "2025-0%d-1%dT0%d:12:44.000Z" % (rint(1, 9), rint(0, 9), rint(0, 9)),
                                                                          "per": "me:write", "actid": rint(10**6, 10**7), "rgn": "apse2"}), S)],
  hdr=hname("Authorization"), api="https://api.monday.com/v2", group="saas")
V("Dropbox", "Dropbox short-lived access token", lambda: [("DROPBOX_TOKEN", "sl.B" + rs(rint(130, 150), B64U), S)], hdr=bearer,
  api="https://api.dropboxapi.com/2/files/list_folder", group="saas")
V("Zoom", "Zoom Server-to-Server OAuth secret", lambda: [("ZOOM_ACCOUNT_ID", rs(22, B64U), N), ("ZOOM_CLIENT_ID", rs(22, AN), N),
                                                         ("ZOOM_CLIENT_SECRET", rs(32, AN), S)], group="saas")
V("Twitch", "Twitch client secret", lambda: [("TWITCH_CLIENT_ID", rs(30, ALO), N), ("TWITCH_CLIENT_SECRET", rs(30, ALO), S)],
  group="saas")
V("Spotify", "Spotify client secret", lambda: [("SPOTIFY_CLIENT_ID", hx(32), N), ("SPOTIFY_CLIENT_SECRET", hx(32), S)], group="saas")
V("Mapbox", "Mapbox secret token", lambda: [("MAPBOX_SECRET_TOKEN", "sk." + b64url_json({"u": pick(["acme-maps", "kr-logistics"]), "a": rs(25, ALO)})
                                             + "." + rs(22, B64U), S)], group="saas")
V("Webflow", "Webflow API token", lambda: [("WEBFLOW_TOKEN", hx(64), S)], hdr=bearer, api="https://api.webflow.com/v2/sites",
  group="saas")
V("DocuSign", "DocuSign secret key", lambda: [("DOCUSIGN_INTEGRATION_KEY", uuid4(), N), ("DOCUSIGN_SECRET_KEY", uuid4(), S)],
  group="saas")
V("PostHog", "PostHog personal API key", lambda: [("POSTHOG_PERSONAL_API_KEY", "phx_" + rs(43, AN), S)], hdr=bearer,
  api="https://us.posthog.com/api/projects/", group="saas")
V("LaunchDarkly", "LaunchDarkly server SDK key", lambda: [("LAUNCHDARKLY_SDK_KEY", "sdk-" + uuid4(), S)], group="saas")
V("LaunchDarkly", "LaunchDarkly API access token", lambda: [("LD_API_TOKEN", "api-" + uuid4(), S)], hdr=hname("Authorization"),
  api="https://app.launchdarkly.com/api/v2/flags/default", group="saas")
V("Statsig", "Statsig server secret key", lambda: [("STATSIG_SERVER_SECRET", "secret-" + rs(43, AN), S)],
  hdr=hname("statsig-api-key"), api="https://api.statsig.com/v1/log_event", group="saas")
V("Mixpanel", "Mixpanel service account secret", lambda: [("MIXPANEL_SA_USERNAME", "export-bot.%s.mp-service-account" % hx(6), N),
                                                          ("MIXPANEL_SA_SECRET", rs(32, AN), S)], group="saas")
V("Amplitude", "Amplitude secret key", lambda: [("AMPLITUDE_API_KEY", hx(32), N), ("AMPLITUDE_SECRET_KEY", hx(32), S)], group="saas")
V("Braze", "Braze REST API key", lambda: [("BRAZE_REST_API_KEY", uuid4(), S)], hdr=bearer,
  api="https://rest.iad-05.braze.com/users/track", group="saas")
V("Discourse", "Discourse API key", lambda: [("DISCOURSE_API_KEY", hx(64), S)], hdr=hname("Api-Key"),
  api="https://forum.example.com/posts.json", group="saas")
V("1Password", "1Password Connect token", lambda: [("OP_CONNECT_TOKEN", jwt({"aud": ["com.1password.connect"], "iss": "com.1password.b5",
                                                                             "jti": rs(26, ALO), "sub": rs(26, AUP), "iat": ts(),
                                                                             "1password.com/tokens": [pick(["read", "write"])],
                                                                             "1password.com/vaults": [rs(26, ALO)]}, alg="ES256", siglen=86), S)],
  group="ci")

# --- Korea / Japan / China platform keys
V("Kakao", "Kakao admin key", lambda: [("KAKAO_ADMIN_KEY", hx(32), S)], hdr=lambda t: "Authorization: KakaoAK " + t,
  api="https://kapi.kakao.com/v1/user/ids", group="asia")
V("Kakao", "Kakao Login client secret", lambda: [("KAKAO_CLIENT_SECRET", rs(32, AN), S)], group="asia")
V("Naver", "Naver Developers client secret", lambda: [("NAVER_CLIENT_ID", rs(20, AN), N), ("NAVER_CLIENT_SECRET", rs(10, AN), S)],
  hdr=lambda t: "X-Naver-Client-Secret: " + t, api="https://openapi.naver.com/v1/search/blog.json?query=%EC%BA%A0%ED%95%91",
  group="asia")
V("data.go.kr", "Public Data Portal service key", lambda: [("DATA_GO_KR_SERVICE_KEY", b64(66), S)], group="asia")
V("SK open API", "TMAP app key", lambda: [("TMAP_APP_KEY", rs(40, AN), S)], hdr=hname("appKey"),
  api="https://apis.openapi.sk.com/tmap/routes?version=1", group="asia")
V("Cafe24", "Cafe24 app client secret", lambda: [("CAFE24_CLIENT_ID", rs(22, AN), N), ("CAFE24_CLIENT_SECRET", rs(22, AN), S)],
  group="asia")
V("Jandi", "Jandi incoming webhook", lambda: [("JANDI_WEBHOOK_TOKEN", hx(32), S)], group="asia")
V("NAVER WORKS", "NAVER WORKS bot secret", lambda: [("NW_BOT_ID", str(rint(10**6, 10**7)), N), ("NW_BOT_SECRET", rs(32, AN), S)],
  group="asia")
V("Chatwork", "Chatwork API token", lambda: [("CHATWORK_API_TOKEN", hx(32), S)], hdr=hname("X-ChatWorkToken"),
  api="https://api.chatwork.com/v2/rooms/123456789/messages", group="asia")
V("Backlog", "Backlog API key", lambda: [("BACKLOG_SPACE", "acme.backlog.jp", N), ("BACKLOG_API_KEY", rs(64, AN), S)], group="asia")
V("kintone", "kintone API token", lambda: [("KINTONE_BASE_URL", "https://acme.cybozu.com", N), ("KINTONE_API_TOKEN", rs(40, AN), S)],
  hdr=hname("X-Cybozu-API-Token"), api="https://acme.cybozu.com/k/v1/records.json?app=42", group="asia")
V("freee", "freee OAuth client secret", lambda: [("FREEE_CLIENT_ID", rs(43, B64U), N), ("FREEE_CLIENT_SECRET", rs(43, B64U), S)],
  group="asia")
V("Sakura Cloud", "Sakura Cloud API secret", lambda: [("SAKURACLOUD_ACCESS_TOKEN", uuid4(), N),
                                                      ("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(64, AN), S)], group="asia")
V("DingTalk", "DingTalk robot token + sign secret", lambda: [("DINGTALK_ACCESS_TOKEN", hx(64), S), ("DINGTALK_SECRET", "SEC" + hx(64), S)],
  group="asia")
V("WeChat", "WeChat AppSecret", lambda: [("WECHAT_APPID", "wx" + hx(16), N), ("WECHAT_APPSECRET", hx(32), S)], group="asia")
V("WeCom", "WeCom group robot key", lambda: [("WECOM_ROBOT_KEY", uuid4(), S)], group="asia")
V("Feishu", "Feishu app secret", lambda: [("FEISHU_APP_ID", "cli_" + hx(16), N), ("FEISHU_APP_SECRET", rs(32, AN), S)], group="asia")
V("Baidu AI Cloud", "Baidu AI secret key", lambda: [("BAIDU_API_KEY", rs(24, AN), N), ("BAIDU_SECRET_KEY", rs(32, AN), S)],
  group="asia")
V("Yandex", "Yandex OAuth token", lambda: [("YANDEX_OAUTH_TOKEN", "y0_" + rs(55, B64U), S)],
  hdr=lambda t: "Authorization: OAuth " + t, api="https://cloud-api.yandex.net/v1/disk/resources?path=app:/", group="cloud")

# --- infra tokens without a SaaS vendor
V("HashiCorp Consul", "Consul ACL SecretID", lambda: [("CONSUL_HTTP_ADDR", "https://consul.internal:8501", N),
                                                      ("CONSUL_HTTP_TOKEN", uuid4(), S)], hdr=hname("X-Consul-Token"),
  api="https://consul.internal:8501/v1/kv/config/app", group="ci")
V("HashiCorp Nomad", "Nomad ACL token", lambda: [("NOMAD_ADDR", "https://nomad.internal:4646", N), ("NOMAD_TOKEN", uuid4(), S)],
  hdr=hname("X-Nomad-Token"), api="https://nomad.internal:4646/v1/jobs", group="ci")
V("Docker Swarm", "Swarm join token", lambda: [("SWARM_JOIN_TOKEN", "SWMTKN-1-" + rs(50, ALO) + "-" + rs(25, ALO), S)], group="ci")
V("Rancher", "Rancher API token", lambda: [("RANCHER_TOKEN", "token-%s:%s" % (rs(5, ALO), rs(54, ALO)), S)], hdr=bearer,
  api="https://rancher.internal/v3/clusters", group="ci")
V("K3s", "K3s cluster token", lambda: [("K3S_TOKEN", "K10" + hx(64) + "::server:" + hx(32), S)], group="ci")
V("Proxmox", "Proxmox API token secret", lambda: [("PM_API_TOKEN_ID", "terraform@pve!provider", N), ("PM_API_TOKEN_SECRET", uuid4(), S)],
  group="ci")
V("age", "age secret key", lambda: [("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(58, BECH.upper()), S)], group="ci")
V("Home Assistant", "Home Assistant long-lived token", lambda: [("HASS_TOKEN", jwt({"iss": hx(32), "iat": ts(), "exp": ts() + 315360000}), S)],
  hdr=bearer, api="http://homeassistant.local:8123/api/states", group="saas")

V("Grafana", "Grafana legacy API key", lambda: [("GRAFANA_API_KEY", base64.b64encode(json.dumps(
    {"k": rs(32, AN), "n": pick(["ci-annotations", "provisioner", "alert-sync"]), "id": rint(1, 9)}, separators=(",", ":")).encode()).decode().rstrip("="), S)],
  hdr=bearer, api="https://grafana.internal/api/annotations", group="obs")
V("Firebase", "Firebase Realtime Database legacy secret", lambda: [("FIREBASE_DATABASE_URL", "https://%s-default-rtdb.asia-southeast1.firebasedatabase.app" % proj(), N),
                                                                   ("FIREBASE_DB_SECRET", rs(40, AN), S)], group="db")
V("Adafruit IO", "Adafruit IO key", lambda: [("ADAFRUIT_IO_USERNAME", pick(["factory-sensors", "lab-kr"]), N), ("ADAFRUIT_IO_KEY", "aio_" + rs(28, AN), S)],
  hdr=hname("X-AIO-Key"), api="https://io.adafruit.com/api/v2/lab-kr/feeds", group="saas")
V("Shippo", "Shippo live API token", lambda: [("SHIPPO_API_TOKEN", "shippo_live_" + hx(40), S)],
  hdr=lambda t: "Authorization: ShippoToken " + t, api="https://api.goshippo.com/shipments/", group="saas")
V("EasyPost", "EasyPost production API key", lambda: [("EASYPOST_API_KEY", "EZAK" + hx(54), S)], group="saas")
V("Lob", "Lob live API key", lambda: [("LOB_API_KEY", "live_" + hx(35), S)], group="saas")
V("Plivo", "Plivo auth token", lambda: [("PLIVO_AUTH_ID", "MA" + rs(18, AUP), N), ("PLIVO_AUTH_TOKEN", rs(40, AN), S)], group="msg")
V("MailerSend", "MailerSend API token", lambda: [("MAILERSEND_API_KEY", "mlsn." + hx(64), S)], hdr=bearer,
  api="https://api.mailersend.com/v1/email", group="msg")
V("Zoho", "Zoho OAuth refresh token", lambda: [("ZOHO_CLIENT_ID", "1000." + rs(30, AUP), N),
                                               ("ZOHO_REFRESH_TOKEN", "1000.%s.%s" % (hx(32), hx(32)), S)], group="saas")
V("Coupang", "Coupang Open API secret key", lambda: [("COUPANG_ACCESS_KEY", uuid4(), N), ("COUPANG_SECRET_KEY", hx(40), S),
                                                     ("COUPANG_VENDOR_ID", "A%08d" % rint(0, 10**8 - 1), N)], group="asia")
V("Naver Commerce", "Naver Commerce API client secret (bcrypt salt)", lambda: [("NAVER_COMMERCE_CLIENT_ID", rs(22, AN), N),
                                                                               ("NAVER_COMMERCE_CLIENT_SECRET", "$2a$04$" + rs(22, AN + "./"), S)],
  group="asia")
V("LINE Pay", "LINE Pay channel secret", lambda: [("LINEPAY_CHANNEL_ID", str(rint(10**9, 2 * 10**9)), N), ("LINEPAY_CHANNEL_SECRET", hx(32), S)],
  group="asia")
V("Mercado Pago", "Mercado Pago access token", lambda: [("MP_ACCESS_TOKEN", "APP_USR-%d-%06d-%s-%d" % (rint(10**15, 10**16 - 1), rint(0, 999999), hx(32), rint(10**8, 10**9 - 1)), S)],
  hdr=bearer, api="https://api.mercadopago.com/v1/payments/search", group="pay")



# ---------------------------------------------------------------- key/value renderers
def secret_part(item):
    """The listed secret of an item (None when the item is not a credential)."""
    if isinstance(item[2], str):
        return item[2]
    return item[1] if item[2] else None


def _split_var(var):
    parts = var.lower().split("_")
    if len(parts) == 1:
        return "app", parts[0]
    return parts[0], "_".join(parts[1:])


def _camel(s):
    p = s.split("_")
    return p[0] + "".join(x.capitalize() for x in p[1:])


def _needs_quote(v):
    return (not v[:1].isalnum()) or any(c in v for c in " #:'\"$&*!%@`{}[],") or v in ("true", "false", "null")


def yq(v):
    if _needs_quote(v):
        return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return v


def shq(v):
    if all(c.isalnum() or c in "-_.:/+=@,%" for c in v):
        return v
    return "'" + v.replace("'", "'\\''") + "'"


FILLER_ENV = [("NODE_ENV", "production"), ("PORT", "8080"), ("LOG_LEVEL", "info"), ("TZ", "Asia/Seoul"),
              ("APP_ENV", "staging"), ("FEATURE_NEW_CHECKOUT", "true"), ("HTTP_TIMEOUT_MS", "15000"),
              ("SPRING_PROFILES_ACTIVE", "prod"), ("RUST_LOG", "info,tower_http=warn"), ("WORKERS", "4"),
              ("PYTHONUNBUFFERED", "1"), ("OTEL_SERVICE_NAME", "checkout-api"), ("DB_POOL_SIZE", "20")]


def filler(n):
    out = []
    for k, v in R.sample(FILLER_ENV, n):
        out.append((k, v, False))
    return out


def mix(items, nfill):
    """Interleave a few harmless settings with the real items (order kept for the items)."""
    f = filler(nfill)
    res = list(items)
    for it in f:
        res.insert(rint(0, len(res)), it)
    return res


def r_env(items):
    q = pick(["", "", '"'])
    return "\n".join("%s=%s%s%s" % (k, q, v, q) for k, v, _ in mix(items, rint(1, 3)))


def r_export(items):
    return "\n".join("export %s=%s" % (k, shq(v)) for k, v, _ in items)


def r_yaml(items):
    sep = pick(["_", "_", "-"])
    sec = {}
    order = []
    for k, v, _ in items:
        a, b = _split_var(k)
        if a not in sec:
            sec[a] = []
            order.append(a)
        sec[a].append((b.replace("_", sep), v))
    lines = []
    for a in order:
        lines.append("%s:" % a)
        for b, v in sec[a]:
            lines.append("  %s: %s" % (b, yq(v)))
    return "\n".join(lines)


def r_json(items):
    obj = {}
    for k, v, _ in items:
        a, b = _split_var(k)
        obj.setdefault(a, {})[_camel(b)] = v
    if chance(0.4):
        obj = {"Logging": {"LogLevel": {"Default": "Information"}}, **obj}
    return json.dumps(obj, indent=2, ensure_ascii=False)


def r_toml(items):
    sec = {}
    order = []
    for k, v, _ in items:
        a, b = _split_var(k)
        if a not in sec:
            sec[a] = []
            order.append(a)
        sec[a].append((b, v))
    out = []
    for a in order:
        out.append("[%s]" % a)
        for b, v in sec[a]:
            out.append('%s = "%s"' % (b, v))
    return "\n".join(out)


def r_ini(items):
    a0 = _split_var(items[0][0])[0]
    return "[%s]\n" % a0 + "\n".join("%s = %s" % (_split_var(k)[1], v) for k, v, _ in items)


def r_properties(items):
    return "\n".join("%s=%s" % (k.lower().replace("_", "."), v) for k, v, _ in mix(items, rint(0, 2)))


def r_hcl(items):
    return "\n".join('%s = "%s"' % (k.lower(), v) for k, v, _ in items)


def r_compose(items):
    svc = pick(["api", "worker", "app", "web", "batch"])
    img = pick(["ghcr.io/acme/%s:1.14.2" % svc, "registry.example.com/%s:latest" % svc, "node:20-alpine", "python:3.12-slim"])
    if chance(0.5):
        env = "\n".join("      - %s=%s" % (k, v) for k, v, _ in items)
    else:
        env = "\n".join("      %s: %s" % (k, yq(v)) for k, v, _ in items)
    return "services:\n  %s:\n    image: %s\n    environment:\n%s" % (svc, img, env)


def r_k8s_secret(items):
    name = pick(["app-secrets", "api-env", "%s-credentials" % proj()])
    body = "\n".join("  %s: %s" % (k, yq(v)) for k, v, _ in items)
    return "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\n  namespace: %s\ntype: Opaque\nstringData:\n%s" % (
        name, pick(ENVS), body)


def r_k8s_env(items):
    body = "\n".join("            - name: %s\n              value: %s" % (k, yq(v)) for k, v, _ in items)
    return "      containers:\n        - name: %s\n          image: ghcr.io/acme/%s:%s\n          env:\n%s" % (
        proj(), proj(), "v%d.%d.%d" % (rint(1, 3), rint(0, 20), rint(0, 9)), body)


def r_gha(items):
    body = "\n".join("      %s: %s" % (k, yq(v)) for k, v, _ in items)
    return ("jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n%s\n    steps:\n      - uses: actions/checkout@v4\n"
            "      - run: make deploy" % body)


def r_gitlab(items):
    body = "\n".join("  %s: %s" % (k, yq(v)) for k, v, _ in items)
    return "variables:\n%s\n\ndeploy:\n  stage: deploy\n  script:\n    - ./scripts/deploy.sh" % body


def r_dockerfile(items):
    base = pick(["FROM python:3.12-slim", "FROM node:20-bookworm", "FROM eclipse-temurin:21-jre", "FROM golang:1.23 AS build"])
    body = "\n".join("ENV %s=%s" % (k, v) if chance(0.6) else "ARG %s=%s" % (k, v) for k, v, _ in items)
    return "%s\nWORKDIR /app\n%s\nCOPY . .\nRUN %s" % (base, body, pick(["make build", "npm ci && npm run build", "pip install -r requirements.txt"]))


def r_docker_run(items):
    es = " ".join("-e %s=%s" % (k, shq(v)) for k, v, _ in items)
    return "$ docker run --rm %s -p 8080:8080 ghcr.io/acme/%s:latest" % (es, proj())


def r_python(items):
    if len(items) == 1 or chance(0.5):
        return "import os\n" + "\n".join('os.environ.setdefault("%s", "%s")' % (k, v) for k, v, _ in items)
    args = ", ".join('%s="%s"' % (_split_var(k)[1], v) for k, v, _ in items)
    return "client = %sClient(%s)" % (_split_var(items[0][0])[0].capitalize(), args)


def r_js(items):
    body = ",\n".join("  %s: process.env.%s ?? '%s'" % (_camel(_split_var(k)[1]), k, v) for k, v, _ in items)
    return "export const config = {\n%s,\n};" % body


def r_go(items):
    return "\n".join('\tos.Setenv("%s", "%s")' % (k, v) for k, v, _ in items)


def r_java(items):
    return "\n".join('    private static final String %s = "%s";' % (k, v) for k, v, _ in items)


def r_kotlin(items):
    return "\n".join('    const val %s = "%s"' % (k, v) for k, v, _ in items)


def r_ruby(items):
    return "\n".join("ENV['%s'] ||= '%s'" % (k, v) for k, v, _ in items)


def r_php(items):
    return "<?php\nreturn [\n" + "\n".join("    '%s' => '%s'," % (k.lower(), v) for k, v, _ in items) + "\n];"


def r_csharp(items):
    return "\n".join('Environment.SetEnvironmentVariable("%s", "%s");' % (k, v) for k, v, _ in items)


def r_rust(items):
    return "\n".join('const %s: &str = "%s";' % (k, v) for k, v, _ in items)


def r_xml(items):
    if any(c in v for _, v, _ in items for c in "&<>\"'"):
        raise Retry()
    return "<appSettings>\n" + "\n".join('  <add key="%s" value="%s" />' % (k, v) for k, v, _ in items) + "\n</appSettings>"


def r_diff(items):
    fn = pick([".env.production", "config/prod.yaml", "deploy/values.yaml", "docker-compose.yml"])
    lines = ["--- a/%s" % fn, "+++ b/%s" % fn, "@@ -%d,%d +%d,%d @@" % (rint(3, 40), len(items), rint(3, 40), len(items))]
    for k, v, _ in items:
        lines.append("-%s=${%s}" % (k, k))
        lines.append("+%s=%s" % (k, v))
    return "\n".join(lines)


def r_table(items):
    return "| name | value |\n|---|---|\n" + "\n".join("| %s | %s |" % (k, v) for k, v, _ in items)


def r_log(items):
    lvl = pick(["DEBUG", "INFO", "DEBUG"])
    t = "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), rint(0, 999))
    kv = " ".join("%s=%s" % (k.lower(), v) for k, v, _ in items)
    return "%s %s [config] loaded settings: %s" % (t, lvl, kv)


def r_traceback(items):
    k, v, _ = pick([it for it in items if secret_part(it)])
    return ("Traceback (most recent call last):\n  File \"/app/%s/client.py\", line %d, in connect\n    raise AuthError(f\"invalid credentials: {self.%s!r}\")\n"
            "AuthError: invalid credentials: '%s'" % (proj().replace("-", "_"), rint(40, 300), _split_var(k)[1], v))


def r_printenv(items):
    return "$ printenv | grep -i %s\n" % _split_var(items[0][0])[0] + "\n".join("%s=%s" % (k, v) for k, v, _ in items)


def r_kubectl_decode(items):
    k, v, _ = pick([it for it in items if secret_part(it)])
    return "$ kubectl -n %s get secret app-secrets -o jsonpath='{.data.%s}' | base64 -d\n%s" % (pick(ENVS), k, v)


RENDERERS = [("env", r_env, ".env"), ("export", r_export, "shell export"), ("yaml", r_yaml, "YAML"), ("json", r_json, "JSON"),
             ("toml", r_toml, "TOML"), ("ini", r_ini, "INI"), ("properties", r_properties, "properties"),
             ("hcl", r_hcl, "tfvars"), ("compose", r_compose, "compose"), ("k8s-secret", r_k8s_secret, "k8s Secret"),
             ("k8s-env", r_k8s_env, "k8s Deployment"), ("gha", r_gha, "GitHub Actions"), ("gitlab-ci", r_gitlab, ".gitlab-ci.yml"),
             ("dockerfile", r_dockerfile, "Dockerfile"), ("docker-run", r_docker_run, "docker run"), ("python", r_python, "Python"),
             ("js", r_js, "TypeScript"), ("go", r_go, "Go"), ("java", r_java, "Java"), ("kotlin", r_kotlin, "Kotlin"),
             ("ruby", r_ruby, "Ruby"), ("php", r_php, "PHP"), ("csharp", r_csharp, "C#"), ("rust", r_rust, "Rust"),
             ("xml", r_xml, "XML appSettings"), ("diff", r_diff, "diff"), ("table", r_table, "markdown table"),
             ("log", r_log, "log line"), ("traceback", r_traceback, "traceback"), ("printenv", r_printenv, "printenv"),
             ("kubectl", r_kubectl_decode, "kubectl decode")]


# ---------------------------------------------------------------- prose for key/value notes
FILES = {
    "env": [".env.production", ".env.local", ".env", "deploy/.env.stg", ".env.development"],
    "export": ["~/.zshrc", "scripts/dev-env.sh", "the runbook", "setup.sh", "~/.bash_profile"],
    "yaml": ["config/application-prod.yml", "settings.yaml", "helm/values-prod.yaml", "config/secrets.yml"],
    "json": ["appsettings.Production.json", "config/default.json", "secrets.json", "local.settings.json"],
    "toml": ["config.toml", "settings.toml", ".streamlit/secrets.toml", "wrangler.toml"],
    "ini": ["config.ini", "setup.cfg", "~/.config/app/credentials", "alembic.ini"],
    "properties": ["application.properties", "gradle.properties", "local.properties", "config.properties"],
    "hcl": ["terraform.tfvars", "prod.auto.tfvars", "envs/stg/secrets.auto.tfvars"],
    "compose": ["docker-compose.yml", "compose.override.yaml", "docker-compose.prod.yml"],
    "k8s-secret": ["k8s/secret.yaml", "manifests/app-secret.yaml", "base/secret.yaml"],
    "k8s-env": ["deploy/deployment.yaml", "k8s/overlays/prod/deployment.yaml"],
    "gha": [".github/workflows/deploy.yml", ".github/workflows/nightly.yml"],
    "gitlab-ci": [".gitlab-ci.yml", "ci/deploy.gitlab-ci.yml"],
    "dockerfile": ["Dockerfile", "docker/Dockerfile.worker", "Dockerfile.dev"],
    "docker-run": ["Makefile", "README.md", "scripts/run-local.sh"],
    "python": ["settings.py", "conftest.py", "scripts/backfill.py", "notebooks/eval.ipynb"],
    "js": ["src/config.ts", "next.config.js", "server/env.ts"],
    "go": ["main_test.go", "cmd/seed/main.go", "internal/config/config.go"],
    "java": ["PaymentConfig.java", "ExternalApiConfig.java", "IntegrationTestBase.java"],
    "kotlin": ["Secrets.kt", "BuildConfig.kt", "ApiModule.kt"],
    "ruby": ["config/initializers/services.rb", "spec/spec_helper.rb"],
    "php": ["config/services.php", "wp-config.php"],
    "csharp": ["Program.cs", "Startup.cs", "TestSetup.cs"],
    "rust": ["src/consts.rs", "tests/common/mod.rs"],
    "xml": ["Web.config", "App.config"],
    "diff": ["the PR diff", "the last commit"],
    "table": ["the wiki page", "the Notion onboarding page", "the handover doc"],
    "log": ["app.log", "the pod logs", "CloudWatch"],
    "traceback": ["the Sentry event", "the worker log"],
    "printenv": ["the container", "the bastion shell"],
    "kubectl": ["the cluster", "the prod namespace"],
}

SIT_EN = [
    "Calls from {proj} to {svc} started returning 401 after the deploy. What was actually in {file}:",
    "Could not find where {proj} gets its {svc} credentials; they are hardcoded in {file}:",
    "Local run of {proj} needed {svc} access. {person} pasted this from {file} in the thread:",
    "The {env} job used a different {svc} key than the other environments. From {file}:",
    "Needed to know which {svc} credentials the integration tests use. Found them in {file}:",
    "Spent ~40 min on a 403 from {svc}; the key in {file} belonged to another workspace.",
    "Onboarding doc for {proj} did not mention the {svc} setup at all. Working config from {file}:",
    "{svc} rate-limited us because every service shares the same key ({file}):",
    "Migration of {proj} to the new cluster: the {svc} settings had to be copied over from {file}.",
    "I did not know {proj} talks to {svc} directly. Grepping the repo turned up {file}:",
    "The {svc} integration silently fell back to mock mode; the real values were only in {file}.",
    "Reproducing the billing bug required the {env} {svc} credentials from {file}:",
]
SIT_KO = [
    "배포 이후 {proj}에서 {svc} 호출이 401로 떨어짐. {file}에 실제로 들어있던 값:",
    "{proj}가 {svc} 인증 정보를 어디서 읽는지 몰라서 헤맸는데 {file}에 하드코딩되어 있었음:",
    "로컬에서 {proj} 띄우려면 {svc} 키가 필요했음. {person}이 스레드에 {file} 내용을 그대로 붙여주심:",
    "{env} 잡만 다른 {svc} 키를 쓰고 있었음. 현재 {file}:",
    "통합 테스트가 어떤 {svc} 계정을 쓰는지 확인이 필요했고, {file}에서 찾았음:",
    "{svc}에서 403 나서 40분 정도 날림. {file}의 키가 다른 워크스페이스 것이었음.",
    "{proj} 온보딩 문서에 {svc} 설정 얘기가 전혀 없었음. 동작하는 설정은 {file} 기준:",
    "모든 서비스가 {svc} 키 하나를 같이 써서 rate limit에 걸림 ({file}):",
    "{proj} 새 클러스터 이전 작업 중 {svc} 설정을 {file}에서 그대로 옮겨야 했음.",
    "{proj}가 {svc}를 직접 호출하는 줄 몰랐음. repo를 grep 해보니 {file}에 이렇게 있었음:",
    "{svc} 연동이 조용히 mock 모드로 돌고 있었음. 실제 값은 {file}에만 있었음.",
    "정산 버그 재현하려면 {env} {svc} 크리덴셜이 필요했음. {file} 내용:",
]
LESSON_EN = [
    "{svc} credentials belong in the secret manager, not in {file}. This one has to be rotated.",
    "The {svc} keys are per environment; prod and staging keys are not interchangeable.",
    "The app reads env vars only at boot, so the pod must be restarted after the secret changes.",
    "Check which workspace/project a {svc} key belongs to in the dashboard before debugging code.",
    "{file} is gitignored locally but the CI image still bakes it in; fix the Dockerfile COPY.",
    "Link to the vault entry instead of pasting raw values into chat or notes.",
    "The SDK silently prefers the env var over the config file value, which hid the wrong key.",
    "Errors from {svc} that say 'invalid key' can also mean the key was revoked, not mistyped.",
    "",
    "",
]
LESSON_KO = [
    "{svc} 크리덴셜은 {file}가 아니라 secret manager에 있어야 함. 이 키는 rotate 필요.",
    "{svc} 키는 환경별로 따로임. prod 키랑 staging 키를 섞어 쓰면 안 됨.",
    "앱이 부팅할 때만 env를 읽어서, secret 바꾼 뒤에는 pod 재시작해야 반영됨.",
    "코드 디버깅 전에 대시보드에서 {svc} 키가 어느 프로젝트 소속인지부터 확인할 것.",
    "{file}는 로컬에선 gitignore인데 CI 이미지에는 그대로 구워져 들어감. Dockerfile COPY 수정 필요.",
    "채팅이나 노트에 원문 값을 붙이지 말고 vault 경로 링크로 공유할 것.",
    "SDK가 config 파일보다 env 값을 우선해서 잘못된 키가 가려져 있었음.",
    "{svc}의 'invalid key' 에러는 오타뿐 아니라 revoke된 경우에도 나옴.",
    "",
    "",
]
ASK_EN = [
    "Where do the {env} {svc} credentials live, and who owns them?",
    "Which {svc} account should {proj} use in {env}?",
    "Is there a rotation schedule for the {svc} key?",
    "Can we get a scoped {svc} key instead of the owner key?",
    "Ask whether {file} is still the source of truth before editing it.",
    "",
]
ASK_KO = [
    "{env} {svc} 크리덴셜 위치랑 담당자 먼저 물어보기.",
    "{env}에서 {proj}가 어떤 {svc} 계정을 써야 하는지?",
    "{svc} 키 rotation 주기가 정해져 있는지?",
    "owner 키 말고 권한 좁힌 {svc} 키를 받을 수 있는지 물어볼 것.",
    "{file}가 아직 기준 파일인지 수정 전에 확인.",
    "",
]
FIXED_EN = ["Working config after the fix:", "What finally worked:", "Correct values (from {person}):",
            "The block that has to go into {file}:"]
FIXED_KO = ["수정 후 동작하는 설정:", "결국 이렇게 해서 됨:", "올바른 값 ({person} 확인):", "{file}에 들어가야 하는 내용:"]
RECHECK_EN = ["Is {var}={val} still the current value, or was it rotated?", "Confirm that `{val}` is the {env} {var}.",
              "Ask {person} if {var} `{val}` can be revoked now."]
RECHECK_KO = ["{var}={val} 아직 유효한 값인지, rotate 됐는지 확인.", "`{val}`가 {env}용 {var} 맞는지 확인 필요.",
              "{var} `{val}` 이제 revoke 해도 되는지 {person}께 여쭤보기."]
CHAT_EN = ["{person} said to just use `{val}` as the {svc} key until the vault entry exists.",
           "For now the {svc} {var} is {val} — it is the one from the {env} dashboard.",
           "The {svc} key that works is {val}; the one in the wiki is outdated."]
CHAT_KO = ["vault 항목 생기기 전까지는 {svc} 키로 `{val}` 쓰면 된다고 {person}이 말씀하심.",
           "일단 {svc} {var}는 {val} 임. {env} 대시보드에서 복사한 값.",
           "동작하는 {svc} 키는 {val} 이고, 위키에 있는 건 옛날 값임."]


def fmt(t, **kw):
    return t.format(**kw)


FILES_KO = {
    "export": ["~/.zshrc", "scripts/dev-env.sh", "런북", "setup.sh"],
    "diff": ["PR diff", "마지막 커밋"],
    "table": ["위키 페이지", "Notion 온보딩 페이지", "인수인계 문서"],
    "log": ["app.log", "pod 로그", "CloudWatch 로그"],
    "traceback": ["Sentry 이벤트", "워커 로그"],
    "printenv": ["컨테이너 안", "bastion 셸"],
    "kubectl": ["클러스터", "prod 네임스페이스"],
}


def pick_file(ko, kind):
    if ko and kind in FILES_KO:
        return pick(FILES_KO[kind])
    return pick(FILES[kind])


def scene(ko, svc, file):
    return {"svc": svc, "file": file, "proj": proj(), "env": pick(ENVS),
            "person": ko_person() if ko else pick(EN_PEOPLE)}


# ---------------------------------------------------------------- HTTP renderers (vendors with a header)
def _hsplit(h):
    i = h.index(": ")
    return h[:i], h[i + 2:]


def _path(api):
    p = urllib.parse.urlsplit(api)
    return p.netloc, (p.path or "/") + ("?" + p.query if p.query else "")


def h_curl(v, tok):
    h = v["hdr"](tok)
    out = pick(['{"error":{"message":"Incorrect API key provided","type":"invalid_request_error"}}',
                "HTTP/2 401 \ncontent-type: application/json\n\n{\"message\":\"Unauthorized\"}",
                "HTTP/2 200 \ncontent-type: application/json; charset=utf-8",
                "curl: (28) Operation timed out after 30001 milliseconds with 0 bytes received",
                '{"code":429,"message":"rate limit exceeded, retry after 60s"}'])
    method = pick(["", "-X POST "])
    data = " \\\n  -d '{\"ping\":true}'" if method else ""
    return "$ curl -sS %s%s \\\n  -H '%s' \\\n  -H 'Content-Type: application/json'%s\n%s" % (method, v["api"], h, data, out)


def h_raw(v, tok):
    name, val = _hsplit(v["hdr"](tok))
    host, path = _path(v["api"])
    return "%s %s HTTP/1.1\nHost: %s\nUser-Agent: %s\n%s: %s\nAccept: application/json" % (
        pick(["GET", "POST"]), path, host, pick(["okhttp/4.12.0", "python-requests/2.32.3", "axios/1.7.7", "Go-http-client/2.0"]),
        name, val)


def h_requests(v, tok):
    name, val = _hsplit(v["hdr"](tok))
    return 'resp = requests.%s(\n    "%s",\n    headers={"%s": "%s"},\n    timeout=10,\n)\nresp.raise_for_status()' % (
        pick(["get", "post"]), v["api"], name, val)


def h_fetch(v, tok):
    name, val = _hsplit(v["hdr"](tok))
    return 'const res = await fetch("%s", {\n  method: "%s",\n  headers: { "%s": "%s" },\n});' % (
        v["api"], pick(["GET", "POST"]), name, val)


def h_httpie(v, tok):
    name, val = _hsplit(v["hdr"](tok))
    return "$ http %s %s '%s:%s'" % (pick(["GET", "POST"]), v["api"], name, val)


def h_okhttp(v, tok):
    name, val = _hsplit(v["hdr"](tok))
    return 'val request = Request.Builder()\n    .url("%s")\n    .addHeader("%s", "%s")\n    .build()' % (v["api"], name, val)


HTTP_RENDERERS = [("curl", h_curl, "curl"), ("http", h_raw, "raw HTTP request"), ("requests", h_requests, "Python requests"),
                  ("fetch", h_fetch, "fetch()"), ("httpie", h_httpie, "HTTPie"), ("okhttp", h_okhttp, "OkHttp")]

HTTP_SIT_EN = ["The {svc} call from {proj} failed and I could not tell why. The request as sent:",
               "Reproduced the {svc} error outside the app to rule out the SDK:",
               "{person} shared the exact request that works against {svc}:",
               "Debugging a timeout between {proj} and {svc}; captured request:"]
HTTP_SIT_KO = ["{proj}에서 {svc} 호출이 실패했는데 원인을 몰랐음. 실제로 나간 요청:",
               "SDK 문제인지 보려고 앱 밖에서 {svc} 에러를 재현함:",
               "{person}이 {svc}에 실제로 통하는 요청을 공유해 주심:",
               "{proj} ↔ {svc} 구간 timeout 디버깅 중 캡처한 요청:"]

FENCE_LANG = {"yaml": "yaml", "json": "json", "toml": "toml", "ini": "ini", "properties": "properties", "hcl": "hcl",
              "compose": "yaml", "k8s-secret": "yaml", "k8s-env": "yaml", "gha": "yaml", "gitlab-ci": "yaml",
              "dockerfile": "dockerfile", "python": "python", "js": "ts", "go": "go", "java": "java", "kotlin": "kotlin",
              "ruby": "ruby", "php": "php", "csharp": "csharp", "rust": "rust", "xml": "xml", "diff": "diff",
              "env": "", "export": "bash", "docker-run": "bash", "printenv": "", "kubectl": "", "log": "", "traceback": "",
              "table": None, "curl": "bash", "http": "http", "requests": "python", "fetch": "js", "httpie": "bash",
              "okhttp": "kotlin"}
PARTIAL = ("traceback", "kubectl")


def block(kind, text):
    lang = FENCE_LANG.get(kind, "")
    if lang is None or chance(0.2):
        return text
    return fence(text, lang)


def _fill(t, sc, **extra):
    d = dict(sc)
    d.update(extra)
    return t.format(**d)


def _nocolon(t):
    t = t.rstrip()
    return t[:-1] + "." if t.endswith(":") else t


def kv_note(ko, spec):
    """One vendor's items rendered in a config/code format, wrapped in agent-note prose."""
    v = spec
    items = v["items"]()
    secrets_all = [secret_part(it) for it in items if secret_part(it)]
    sec_items = [it for it in items if secret_part(it)]
    use_http = v["hdr"] is not None and chance(0.3)
    if use_http:
        kind, fn, label = pick(HTTP_RENDERERS)
        tok = sec_items[0][1]
        text = fn(v, tok)
        file = pick(["the terminal", "a scratch script", "Postman"]) if not ko else pick(["터미널", "임시 스크립트", "Postman"])
        sc = scene(ko, v["name"], file)
        sit = _fill(pick(HTTP_SIT_KO if ko else HTTP_SIT_EN), sc)
    else:
        kind, fn, label = pick(RENDERERS)
        text = fn(items)
        if kind not in PARTIAL:
            for s in secrets_all:
                if s not in text:
                    raise Retry()
        file = pick_file(ko, kind)
        sc = scene(ko, v["name"], file)
        sit = _fill(pick(SIT_KO if ko else SIT_EN), sc)
    lesson = _fill(pick(LESSON_KO if ko else LESSON_EN), sc)
    ask = _fill(pick(ASK_KO if ko else ASK_EN), sc)
    present = [s for s in secrets_all if s in text]
    r = R.random()
    where = "mc"
    if r < 0.4 and not use_http and len(sec_items) >= 2 and kind not in PARTIAL:
        where = "split"
        k = rint(1, len(items) - 1)
        while not [it for it in items[:k] if secret_part(it)] or not [it for it in items[k:] if secret_part(it)]:
            k = rint(1, len(items) - 1)
        t1, t2 = fn(items[:k]), fn(items[k:])
        mc = sit + "\n" + block(kind, t1)
        lesson = _fill(pick(["The rest of it was in a second file:", "And the other half, from the deploy notes:"] if not ko else
                            ["나머지는 다른 파일에 있었음:", "나머지 절반은 배포 노트에서 찾음:"]), sc) + "\n" + block(kind, t2)
        present = [s for s in secrets_all if s in t1 + t2]
    elif r < 0.27:
        where = "lesson"
        mc = _nocolon(sit)
        lesson = _fill(pick(FIXED_KO if ko else FIXED_EN), sc) + "\n" + block(kind, text)
    elif r < 0.37 and len(sec_items[0][1]) <= 160 and sec_items[0][1] in text:
        where = "repeat"
        mc = sit + "\n" + block(kind, text)
        it = sec_items[0]
        ask = _fill(pick(RECHECK_KO if ko else RECHECK_EN), sc, var=it[0], val=it[1])
    elif r < 0.45 and len(sec_items) == 1 and len(sec_items[0][1]) <= 120 and secret_part(sec_items[0]) == sec_items[0][1]:
        where = "chat"
        it = sec_items[0]
        kind, label = "chat", "chat"
        mc = _fill(pick(CHAT_KO if ko else CHAT_EN), sc, var=it[0], val=it[1])
        lesson = _fill(pick([t for t in (LESSON_KO if ko else LESSON_EN) if "{file}" not in t]), sc)
        ask = _fill(pick([t for t in (ASK_KO if ko else ASK_EN) if "{file}" not in t]), sc)
        present = [it[1]]
    else:
        mc = sit + "\n" + block(kind, text)
    if not present:
        raise Retry()
    cat = "%s: %s%s [%s]" % (label, v["desc"], {"split": " (split across fields)", "repeat": " (repeated in ask)",
                                                "lesson": " (in lesson)"}.get(where, ""), v["name"])
    return cat, mc, lesson, ask, present


MULTI_RENDERERS = [("env", r_env, ".env"), ("compose", r_compose, "compose"), ("k8s-secret", r_k8s_secret, "k8s Secret"),
                   ("gha", r_gha, "GitHub Actions"), ("yaml", r_yaml, "YAML"), ("json", r_json, "JSON"),
                   ("export", r_export, "shell export"), ("printenv", r_printenv, "printenv"), ("table", r_table, "markdown table"),
                   ("toml", r_toml, "TOML")]
MULTI_SIT_EN = ["The whole {file} of {proj}, which {person} sent me so I could run it locally:",
                "Found out why staging kept sending real e-mails: {file} points at the production providers.",
                "{proj} reads every provider credential from one file. Dump of {file}:",
                "Copying {file} from the old server was the only way to get {proj} running:"]
MULTI_SIT_KO = ["{person}이 로컬 실행용으로 보내준 {proj}의 {file} 전체:",
                "staging에서 실제 메일이 계속 나가던 이유: {file}가 운영 provider를 바라보고 있었음.",
                "{proj}는 모든 외부 서비스 크리덴셜을 파일 하나에서 읽음. {file} 내용:",
                "{proj} 띄우려면 예전 서버에서 {file}를 복사해 오는 수밖에 없었음:"]


def multi_note(ko, specs):
    items = []
    for v in specs:
        its = v["items"]()
        items.extend(it for it in its if secret_part(it) or chance(0.4))
    kind, fn, label = pick(MULTI_RENDERERS)
    text = fn(items)
    secrets_all = [secret_part(it) for it in items if secret_part(it)]
    for s in secrets_all:
        if s not in text:
            raise Retry()
    file = pick_file(ko, kind)
    names = dedupe([v["name"] for v in specs])
    sc = scene(ko, ", ".join(names), file)
    mc = _fill(pick(MULTI_SIT_KO if ko else MULTI_SIT_EN), sc) + "\n" + block(kind, text)
    lesson = _fill(pick(["Each provider needs its own per-environment credential; staging must never hold live keys.",
                         "Split the file per service and load it from the secret store.",
                         "The sandbox keys exist for every provider; nobody had switched to them.", ""] if not ko else
                        ["provider마다 환경별 키를 따로 써야 함. staging에 live 키가 있으면 안 됨.",
                         "서비스별로 파일 나누고 secret store에서 로드하도록 바꿔야 함.",
                         "모든 provider에 sandbox 키가 있는데 아무도 안 바꿔놨었음.", ""]), sc)
    ask = _fill(pick(["Who owns the provider accounts for {proj}?", "Is there a sanitized sample of {file}?", ""] if not ko else
                     ["{proj}의 provider 계정 담당자가 누구인지?", "{file}의 마스킹된 샘플이 있는지?", ""]), sc)
    cat = "%s: multi-provider config [%s]" % (label, ", ".join(names))
    return cat, mc, lesson, ask, secrets_all


# ---------------------------------------------------------------- bespoke secret templates
SECRET_TPLS = []


def stpl(n=2):
    """Register a secret-note template; n = how many notes it contributes."""
    def deco(f):
        SECRET_TPLS.append((f, n))
        return f
    return deco


def pw():
    return human_password() if chance(0.55) else strong_password()


def enc(p):
    return urllib.parse.quote(p, safe="")


GEN_LESSON_EN = ["Use a credentials file or the secret manager instead of putting the password on the command line.",
                 "Anything typed on the command line ends up in shell history and in `ps` output.",
                 "This password is now in the notes log, so it has to be rotated.",
                 "Shared credentials make it impossible to tell who did what; ask for a personal account.",
                 "Rotate first, then figure out where else the value was copied.", "", ""]
GEN_LESSON_KO = ["커맨드라인에 비번 직접 넣지 말고 credentials 파일이나 secret manager를 쓸 것.",
                 "커맨드라인에 친 건 shell history랑 `ps` 출력에 그대로 남음.",
                 "이 비번이 노트 로그에 남았으니 rotate 해야 함.",
                 "공용 크리덴셜은 누가 뭘 했는지 추적이 안 됨. 개인 계정을 요청할 것.",
                 "먼저 rotate 하고, 그 다음에 어디에 복사됐는지 찾을 것.", "", ""]
GEN_ASK_EN = ["Ask for read-only credentials for {host} instead of the app account.",
              "Who can rotate the {user} password after this?", "Is there a vault path for these credentials?", ""]
GEN_ASK_KO = ["{host} 접속용 read-only 계정 따로 받을 수 있는지?", "이후 {user} 비번 rotate는 누가 하는지?",
              "이 크리덴셜 vault 경로가 있는지 물어보기.", ""]


def glesson(ko):
    return pick(GEN_LESSON_KO if ko else GEN_LESSON_EN)


def gask(ko, **kw):
    return pick(GEN_ASK_KO if ko else GEN_ASK_EN).format(**kw)


@stpl(2)
def t_mysql_p(ko):
    p, h, u, db = pw(), pick(MY_HOSTS), pick(DBUSERS), pick(["orders", "app", "billing", "shop"])
    cmd = "$ mysql -h %s -P 3306 -u %s -p'%s' %s" % (h, u, p, db) if chance(0.6) else "$ mysql -h%s -u%s -p%s %s" % (h, u, shq(p), db)
    out = pick(["ERROR 1045 (28000): Access denied for user '%s'@'10.0.%d.%d' (using password: YES)" % (u, rint(0, 9), rint(2, 250)),
                "mysql: [Warning] Using a password on the command line interface can be insecure.\nWelcome to the MySQL monitor.  Commands end with ; or \\g.",
                "ERROR 2003 (HY000): Can't connect to MySQL server on '%s:3306' (110)" % h])
    mc = L(ko, "Needed to check the %s schema on %s but did not know the account. This is what I ran:\n" % (db, h),
           "%s의 %s 스키마 확인해야 했는데 계정을 몰랐음. 실행한 명령:\n" % (h, db)) + fence(cmd + "\n" + out)
    return "shell: mysql -p attached password", mc, glesson(ko), gask(ko, host=h, user=u), [p]


@stpl(2)
def t_pg_url(ko):
    p, q = url_password()
    h, u, db = pick(PG_HOSTS), pick(DBUSERS), pick(["orders", "analytics", "core", "ledger"])
    url = "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (u, q, h, db)
    secrets = [q]
    mc = L(ko, "psql kept failing with 'password authentication failed' because the password has special characters. URL that finally worked:\n",
           "비번에 특수문자가 있어서 psql이 계속 'password authentication failed'로 실패함. 최종적으로 된 URL:\n") + fence('$ psql "%s"' % url)
    if chance(0.5):
        lesson = L(ko, "The raw password is %s; it must be percent-encoded inside the URL." % p,
                   "원래 비번은 %s 이고 URL 안에서는 percent-encoding 해야 함." % p)
        secrets.append(p)
    else:
        lesson = L(ko, "Special characters in the password must be percent-encoded in a libpq URL (@ -> %40, / -> %2F).",
                   "libpq URL에서는 비번 특수문자를 percent-encoding 해야 함 (@ -> %40, / -> %2F).")
    return "connection string: postgres URL with percent-encoded password", mc, lesson, gask(ko, host=h, user=u), dedupe(secrets)


@stpl(2)
def t_mongo_srv(ko):
    p = pw()
    q = enc(p)
    u = pick(["appUser", "etl", "admin", "reporting"])
    cl = "cluster%d.%s.mongodb.net" % (rint(0, 3), rs(5, ALO))
    uri = "mongodb+srv://%s:%s@%s/%s?retryWrites=true&w=majority&appName=%s" % (u, q, cl, pick(["shop", "events", "prod"]), proj())
    mc = L(ko, "The %s service could not reach Atlas from the new VPC. Connection string in use:\n" % proj(),
           "새 VPC에서 %s 서비스가 Atlas에 붙지 못함. 사용 중인 connection string:\n" % proj()) + fence("MONGODB_URI=" + uri)
    lesson = L(ko, "Atlas IP access list had only the old NAT gateway; the credentials were fine.",
               "Atlas IP access list에 예전 NAT gateway만 있었음. 계정 정보 문제는 아니었음.")
    return "connection string: mongodb+srv URI", mc, lesson, gask(ko, host=cl, user=u), [q]


@stpl(2)
def t_redis(ko):
    p = strong_password(rint(20, 32)) if chance(0.5) else rs(32, AN)
    h = pick(["redis-cache-02", "10.0.5.21", "master.cache-prod.abc123.apn2.cache.amazonaws.com"])
    if chance(0.5):
        body = "$ redis-cli -h %s -p 6380 --tls -a '%s' ping\nWarning: Using a password with '-a' or '-u' option on the command line interface may not be safe.\nPONG" % (h, p)
        val = p
    else:
        val = enc(p)
        body = "CELERY_BROKER_URL=rediss://:%s@%s:6380/0?ssl_cert_reqs=required" % (val, h)
    mc = L(ko, "Celery workers could not connect to Redis after TLS was enabled. Working check:\n",
           "TLS 켠 뒤로 Celery 워커가 Redis에 못 붙음. 확인용으로 돌린 것:\n") + fence(body)
    return "shell: redis password", mc, L(ko, "Port 6380 is the TLS port; 6379 is closed now.", "TLS 포트는 6380이고 6379는 이제 닫힘."), gask(ko, host=h, user="default"), [val]


@stpl(2)
def t_jdbc(ko):
    p, h = pw(), pick(HOSTS)
    if chance(0.5):
        url = "jdbc:postgresql://%s:5432/core?user=%s&password=%s&ssl=true" % (h, pick(DBUSERS), enc(p))
        val = enc(p)
    else:
        val = p
        url = "jdbc:sqlserver://%s:1433;databaseName=erp;user=sa;password=%s;encrypt=true;trustServerCertificate=true" % (h, p)
        if ";" in p:
            raise Retry()
    trace = ("org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection\n"
             "\tat org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)\n"
             "Caused by: java.sql.SQLException: Cannot create PoolableConnectionFactory (url=%s)" % url)
    mc = L(ko, "Batch job crashed at startup; the stack trace printed the full JDBC URL:\n",
           "배치 잡이 기동하다 죽었는데 스택트레이스에 JDBC URL이 통째로 찍힘:\n") + fence(trace)
    lesson = L(ko, "The driver logs the URL on failure, so credentials must not be in the URL; use a separate password property.",
               "드라이버가 실패 시 URL을 그대로 로그에 남김. 비번은 URL 말고 별도 property로 넣어야 함.")
    return "stack trace: JDBC URL with password", mc, lesson, "", [val]


@stpl(2)
def t_adonet(ko):
    p = pw()
    if ";" in p or "=" in p:
        raise Retry()
    srv = "tcp:sql-%s.database.windows.net,1433" % rs(6, ALO)
    cs = "Server=%s;Initial Catalog=%s;Persist Security Info=False;User ID=%s;Password=%s;MultipleActiveResultSets=False;Encrypt=True;Connection Timeout=30;" % (
        srv, pick(["erp", "crm", "Orders"]), pick(["sqladmin", "app_user"]), p)
    js = json.dumps({"ConnectionStrings": {"DefaultConnection": cs}}, indent=2, ensure_ascii=False)
    mc = L(ko, "EF Core migrations ran against the wrong database; appsettings.Development.json had the prod connection string:\n",
           "EF Core 마이그레이션이 엉뚱한 DB에 적용됨. appsettings.Development.json에 운영 connection string이 들어있었음:\n") + fence(js, "json")
    return "JSON: ADO.NET connection string", mc, glesson(ko), L(ko, "Which connection string should local dev use?", "로컬 개발은 어떤 connection string을 써야 하는지?"), [p]


@stpl(2)
def t_django_db(ko):
    p = pw()
    code = ("DATABASES = {\n    \"default\": {\n        \"ENGINE\": \"django.db.backends.postgresql\",\n        \"NAME\": \"%s\",\n"
            "        \"USER\": \"%s\",\n        \"PASSWORD\": \"%s\",\n        \"HOST\": \"%s\",\n        \"PORT\": 5432,\n    }\n}") % (
        pick(["shop", "cms", "core"]), pick(DBUSERS), p, pick(HOSTS))
    mc = L(ko, "settings/local.py had been committed with real values, which is why tests hit the shared DB:\n",
           "settings/local.py가 실제 값으로 커밋돼 있어서 테스트가 공용 DB를 때리고 있었음:\n") + fence(code, "python")
    return "Python: Django DATABASES password", mc, glesson(ko), "", [p]


@stpl(2)
def t_pgpass(ko):
    p, h, u = pw(), pick(HOSTS), pick(DBUSERS)
    if ":" in p or "\\" in p:
        raise Retry()
    line = "%s:5432:*:%s:%s" % (h, u, p)
    mc = L(ko, "pg_dump in the cron job prompted for a password and hung. The ~/.pgpass on the batch host:\n",
           "cron의 pg_dump가 비번 프롬프트에서 멈춰 있었음. 배치 서버의 ~/.pgpass:\n") + fence(line)
    lesson = L(ko, "~/.pgpass is ignored unless it is chmod 0600.", "~/.pgpass는 권한이 0600이 아니면 무시됨.")
    return "file: .pgpass line", mc, lesson, gask(ko, host=h, user=u), [p]


@stpl(2)
def t_mycnf(ko):
    p, u = pw(), pick(DBUSERS)
    body = "[client]\nuser=%s\npassword=\"%s\"\nhost=%s\ndefault-character-set=utf8mb4" % (u, p, pick(HOSTS))
    mc = L(ko, "mysqldump worked from my shell but not from the container; the host had ~/.my.cnf:\n",
           "내 셸에서는 mysqldump가 되는데 컨테이너에선 안 됐음. 호스트에 ~/.my.cnf가 있었음:\n") + fence(body, "ini")
    return "INI: .my.cnf password", mc, glesson(ko), "", [p]


@stpl(2)
def t_docker_db_env(ko):
    which = pick([("postgres:16", "POSTGRES_PASSWORD", 5432), ("mysql:8.4", "MYSQL_ROOT_PASSWORD", 3306),
                  ("mcr.microsoft.com/mssql/server:2022-latest", "MSSQL_SA_PASSWORD", 1433), ("mongo:7", "MONGO_INITDB_ROOT_PASSWORD", 27017),
                  ("bitnami/redis:7.2", "REDIS_PASSWORD", 6379), ("rabbitmq:3-management", "RABBITMQ_DEFAULT_PASS", 15672),
                  ("grafana/grafana:11.2.0", "GF_SECURITY_ADMIN_PASSWORD", 3000), ("quay.io/keycloak/keycloak:25.0", "KEYCLOAK_ADMIN_PASSWORD", 8080),
                  ("minio/minio", "MINIO_ROOT_PASSWORD", 9000)])
    p = pw()
    hp = which[2] + pick([0, 0, 1, 10000])
    if chance(0.5):
        body = "$ docker run -d --name db -e %s='%s' -p %d:%d %s" % (which[1], p, hp, which[2], which[0])
    else:
        body = "services:\n  db:\n    image: %s\n    restart: unless-stopped\n    environment:\n      %s: \"%s\"\n    ports:\n      - \"%d:%d\"" % (
            which[0], which[1], p, hp, which[2])
    mc = L(ko, "The shared test environment on %s uses this container; I needed the admin login:\n" % pick(["qa-01", "dev-box", "the staging VM"]),
           "%s의 공용 테스트 환경이 이 컨테이너를 씀. admin 로그인이 필요했음:\n" % pick(["qa-01", "dev-box", "staging VM"])) + fence(body)
    lesson = L(ko, "Init passwords only apply on first start with an empty volume; changing the env later does nothing.",
               "초기 비번 env는 볼륨이 비어있는 첫 기동 때만 적용됨. 나중에 env 바꿔도 소용없음.")
    return "container: %s in env" % which[1], mc, lesson, "", [p]


@stpl(2)
def t_amqp(ko):
    p = pw()
    q = enc(p)
    url = "amqp://%s:%s@rabbitmq.%s.svc:5672/%s" % (pick(["orders", "worker", "guest2"]), q, pick(ENVS), pick(["%2F", "orders", "events"]))
    mc = L(ko, "Consumers kept reconnecting every 30 s; the broker URL in the worker config:\n",
           "컨슈머가 30초마다 재접속함. 워커 설정의 broker URL:\n") + fence("broker_url: \"%s\"" % url, "yaml")
    return "connection string: AMQP URL", mc, L(ko, "Heartbeat was 0 on the server side.", "서버 쪽 heartbeat가 0이었음."), "", [q]


@stpl(2)
def t_kafka_jaas(ko):
    key = rs(16, AUP)
    sec = rs(64, AN + "+/")
    conf = ("bootstrap.servers=pkc-%s.ap-northeast-2.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n"
            "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";") % (rs(5, ALO), key, sec)
    mc = L(ko, "Consumer group lag alert: the client.properties used by the lag exporter:\n",
           "컨슈머 그룹 lag 알람 관련, lag exporter가 쓰는 client.properties:\n") + fence(conf, "properties")
    lesson = L(ko, "The API key (username) is fine to log; the secret after password= is not.",
               "API key(username)은 로그에 남아도 되지만 password= 뒤의 secret은 안 됨.")
    return "properties: Kafka SASL JAAS password [Confluent]", mc, lesson, "", [sec]


@stpl(2)
def t_ldap(ko):
    p = pw()
    dn = "cn=%s,ou=services,dc=%s,dc=%s" % (pick(["svc-gitlab", "svc-jenkins", "ldap-reader"]), pick(["corp", "acme"]), pick(["local", "kr"]))
    cmd = "$ ldapsearch -x -H ldaps://ldap.%s.internal:636 -D \"%s\" -w '%s' -b \"dc=corp,dc=local\" \"(uid=%s)\"" % (
        pick(["corp", "infra"]), dn, p, pick(["jkim", "hlee", "asmith"]))
    mc = L(ko, "GitLab LDAP sync stopped picking up new hires. Tested the bind account by hand:\n",
           "GitLab LDAP 동기화가 신규 입사자를 못 가져옴. bind 계정으로 직접 테스트:\n") + fence(cmd + "\nresult: 0 Success\n# numEntries: 1")
    return "shell: ldapsearch -w bind password", mc, L(ko, "The bind DN lives under ou=services, not ou=people.", "bind DN은 ou=people이 아니라 ou=services 아래에 있음."), "", [p]


@stpl(2)
def t_cifs(ko):
    p = pw()
    if "," in p:
        raise Retry()
    u = pick(["svc_backup", "scanner", "etl"])
    if chance(0.5):
        body = "$ sudo mount -t cifs //nas01.corp.local/backup /mnt/backup -o username=%s,password=%s,domain=CORP,vers=3.0" % (u, p)
    else:
        body = "# /etc/fstab\n//nas01.corp.local/backup  /mnt/backup  cifs  username=%s,password=%s,uid=1000,vers=3.0,_netdev  0 0" % (u, p)
    mc = L(ko, "Nightly backup job failed because the NAS share was not mounted after reboot. Mount line on the host:\n",
           "재부팅 후 NAS 공유가 마운트 안 돼서 야간 백업이 실패함. 호스트의 mount 설정:\n") + fence(body)
    lesson = L(ko, "Use credentials=/root/.smbcred with 0600 instead of inline password=.",
               "password= 인라인 말고 0600 권한의 credentials=/root/.smbcred 파일을 써야 함.")
    return "shell: cifs mount password", mc, lesson, "", [p]


@stpl(2)
def t_sshpass(ko):
    p = pw()
    h = pick(["10.20.1.15", "legacy-ftp.corp.local", "192.168.0.200", "batch-01"])
    body = "$ sshpass -p '%s' ssh -o StrictHostKeyChecking=no -p 2222 %s@%s 'tail -n 50 /var/log/app/error.log'" % (
        p, pick(["deploy", "root", "ec2-user", "ubuntu"]), h)
    mc = L(ko, "The legacy box has no SSH keys set up; the deploy script logs in like this:\n",
           "레거시 서버는 SSH 키 설정이 안 되어 있음. 배포 스크립트가 이렇게 로그인함:\n") + fence(body, "bash")
    return "shell: sshpass -p password", mc, glesson(ko), gask(ko, host=h, user="deploy"), [p]


@stpl(2)
def t_windows(ko):
    p = pw()
    if chance(0.5):
        body = "PS> net use Z: \\\\fs01.corp.local\\finance /user:CORP\\svc_report %s /persistent:no\nThe command completed successfully." % p
        cat = "shell: Windows net use password"
    else:
        body = ("$secpw = ConvertTo-SecureString \"%s\" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential (\"CORP\\svc_deploy\", $secpw)\n"
                "Invoke-Command -ComputerName app-win-03 -Credential $cred -ScriptBlock { Restart-Service W3SVC }") % p
        cat = "PowerShell: ConvertTo-SecureString plain password"
        if '"' in p or "$" in p or "`" in p:
            raise Retry()
    mc = L(ko, "Had to restart IIS on the Windows app server; the scheduled task script contains:\n",
           "Windows 앱 서버 IIS 재시작이 필요했음. 예약 작업 스크립트 내용:\n") + fence(body, "powershell")
    return cat, mc, glesson(ko), "", [p]


@stpl(2)
def t_git_remote(ko):
    kind = pick(["gl", "gh", "bb", "ado"])
    if kind == "gl":
        tok, user, host, ven = "glpat-" + rs(20, B64U), "oauth2", "gitlab.example.com", "GitLab"
    elif kind == "gh":
        tok, user, host, ven = "ghp_" + rs(36, AN), "x-access-token", "github.com", "GitHub"
    elif kind == "bb":
        tok, user, host, ven = "ATBB" + rs(28, AN) + HX(8), "deploy-bot", "bitbucket.org", "Bitbucket"
    else:
        tok, user, host, ven = rs(52, "abcdefghijklmnopqrstuvwxyz234567"), "build", "dev.azure.com", "Azure DevOps"
    repo = "acme/%s.git" % proj()
    body = "$ git remote -v\norigin\thttps://%s:%s@%s/%s (fetch)\norigin\thttps://%s:%s@%s/%s (push)" % (user, tok, host, repo, user, tok, host, repo)
    mc = L(ko, "Pushes from the build VM were attributed to a bot account nobody recognised. Remote config there:\n",
           "빌드 VM에서 push하면 아무도 모르는 봇 계정으로 찍힘. 그 VM의 remote 설정:\n") + fence(body)
    lesson = L(ko, "Tokens embedded in the remote URL end up in .git/config and in CI logs; use a credential helper.",
               "remote URL에 박힌 토큰은 .git/config와 CI 로그에 남음. credential helper를 써야 함.")
    return "shell: git remote URL with token [%s]" % ven, mc, lesson, "", [tok]


@stpl(1)
def t_git_cred_store(ko):
    tok = "ghp_" + rs(36, AN) if chance(0.5) else "glpat-" + rs(20, B64U)
    u = pick(["jkim-dev", "build-bot", "hyejin.park"])
    body = "$ cat ~/.git-credentials\nhttps://%s:%s@%s" % (u, tok, "github.com" if tok.startswith("ghp_") else "gitlab.example.com")
    mc = L(ko, "Could not figure out why git never asked for credentials on the shared dev server:\n",
           "공용 개발 서버에서 git이 왜 인증을 안 묻는지 확인함:\n") + fence(body)
    return "file: ~/.git-credentials [%s]" % ("GitHub" if tok.startswith("ghp_") else "GitLab"), mc, L(
        ko, "credential.helper=store writes tokens in plain text for every user of that account.",
        "credential.helper=store는 토큰을 평문으로 저장함. 같은 계정 쓰는 모두가 볼 수 있음."), "", [tok]


@stpl(2)
def t_npmrc(ko):
    if chance(0.5):
        tok = "npm_" + rs(36, AN)
        body = "@acme:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true" % tok
        ven = "npm"
    else:
        tok = "ghp_" + rs(36, AN)
        body = "@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=%s" % tok
        ven = "GitHub"
    mc = L(ko, "`npm ci` failed with E401 on the new runner; the committed .npmrc was:\n",
           "새 runner에서 `npm ci`가 E401로 실패함. 커밋돼 있던 .npmrc:\n") + fence(body, "ini")
    lesson = L(ko, "Use `//registry.npmjs.org/:_authToken=${NPM_TOKEN}` in the committed file.",
               "커밋되는 파일에는 `//registry.npmjs.org/:_authToken=${NPM_TOKEN}` 형태로 넣어야 함.")
    return "file: .npmrc _authToken [%s]" % ven, mc, lesson, "", [tok]


@stpl(2)
def t_pypirc(ko):
    tok = "pypi-AgEIcHlwaS5vcmc" + rs(rint(130, 170), B64U)
    body = "[distutils]\nindex-servers =\n    pypi\n\n[pypi]\nusername = __token__\npassword = %s" % tok
    mc = L(ko, "Release job uploaded to the wrong index. ~/.pypirc on the release box:\n",
           "릴리스 잡이 엉뚱한 index에 업로드함. 릴리스 서버의 ~/.pypirc:\n") + fence(body, "ini")
    return "file: .pypirc [PyPI]", mc, L(ko, "Use trusted publishing from CI instead of a long-lived token.", "장기 토큰 대신 CI trusted publishing을 쓸 것."), "", [tok]


@stpl(2)
def t_docker_config(ko):
    u = pick(["acmebuild", "kr-devops", "robot$ci"])
    p = "dckr_pat_" + rs(27, B64U) if chance(0.5) else pw()
    auth = base64.b64encode(("%s:%s" % (u, p)).encode()).decode()
    reg = pick(["https://index.docker.io/v1/", "harbor.internal", "ghcr.io"])
    body = json.dumps({"auths": {reg: {"auth": auth}}, "credsStore": ""}, indent=2)
    mc = L(ko, "Image pulls on the self-hosted runner were hitting anonymous rate limits on some jobs only. ~/.docker/config.json:\n",
           "self-hosted runner에서 일부 잡만 anonymous rate limit에 걸림. ~/.docker/config.json:\n") + fence(body, "json")
    lesson = L(ko, "The auth field is just base64 of user:password, not encryption.", "auth 필드는 user:password를 base64 한 것뿐, 암호화가 아님.")
    return "JSON: docker config.json auth", mc, lesson, "", [auth]


@stpl(2)
def t_pip_index(ko):
    p = pw()
    q = enc(p)
    u = pick(["ci", "reader", "jenkins"])
    url = "https://%s:%s@nexus.internal/repository/pypi-group/simple" % (u, q)
    body = "[global]\nindex-url = %s\ntrusted-host = nexus.internal" % url if chance(0.5) else "$ pip install --index-url %s -r requirements.txt" % url
    mc = L(ko, "pip resolved an old version of our internal package; the index config:\n",
           "pip가 사내 패키지의 예전 버전을 설치함. index 설정:\n") + fence(body)
    return "config: pip index-url with credentials", mc, glesson(ko), "", [q]


@stpl(2)
def t_maven_settings(ko):
    p = rs(44, AN + "+/") if chance(0.5) else pw()
    if "&" in p or "<" in p:
        raise Retry()
    body = ("<settings>\n  <servers>\n    <server>\n      <id>%s</id>\n      <username>%s</username>\n      <password>%s</password>\n"
            "    </server>\n  </servers>\n</settings>") % (pick(["nexus-releases", "ossrh", "central"]), pick(["deployer", rs(8, AN)]), p)
    mc = L(ko, "`mvn deploy` returned 401 from CI but worked from my machine; my ~/.m2/settings.xml:\n",
           "`mvn deploy`가 CI에서는 401인데 내 로컬에선 됨. 내 ~/.m2/settings.xml:\n") + fence(body, "xml")
    return "XML: Maven settings.xml password", mc, L(ko, "CI uses its own settings.xml from the secret file.", "CI는 secret file의 별도 settings.xml을 씀."), "", [p]


@stpl(2)
def t_netrc(ko):
    if chance(0.5):
        tok = uuid4()
        body = "machine api.heroku.com\n  login ops@example.com\n  password %s\nmachine git.heroku.com\n  login ops@example.com\n  password %s" % (tok, tok)
        ven = " [Heroku]"
    else:
        tok = hx(32)
        body = "machine trunk.cocoapods.org\n  login ios-team@example.com\n  password %s" % tok
        ven = " [CocoaPods]"
    mc = L(ko, "CLI on the ops box was authenticated as a former employee. ~/.netrc:\n",
           "ops 서버의 CLI가 퇴사자 계정으로 인증돼 있었음. ~/.netrc:\n") + fence(body)
    return "file: .netrc password" + ven, mc, L(ko, "Logout does not clear ~/.netrc entries.", "logout 해도 ~/.netrc 항목은 지워지지 않음."), "", [tok]


@stpl(2)
def t_basic_auth(ko):
    u = pick(["admin", "api", "partner-kr", "metrics"])
    p = pw()
    b = base64.b64encode(("%s:%s" % (u, p)).encode()).decode()
    if chance(0.5):
        body = "$ curl -v https://%s/api/v1/status\n> GET /api/v1/status HTTP/2\n> Host: %s\n> authorization: Basic %s\n< HTTP/2 403" % (
            "partner.example.co.kr", "partner.example.co.kr", b)
        secrets = [b]
    else:
        body = "$ curl -u '%s:%s' https://prometheus.internal/api/v1/query?query=up" % (u, p)
        secrets = [p]
    mc = L(ko, "The partner API rejects us with 403 even with the right account. Verbose request:\n",
           "계정이 맞는데도 파트너 API가 403을 줌. verbose 요청:\n") + fence(body)
    lesson = L(ko, "403 came from the IP allow-list, not from the credentials.", "403 원인은 계정이 아니라 IP allow-list였음.")
    return "HTTP: Basic auth credentials", mc, lesson, "", secrets


@stpl(2)
def t_toss_basic(ko):
    sk = "live_sk_" + rs(20, AN)
    b = base64.b64encode((sk + ":").encode()).decode()
    body = ("$ curl --request POST --url https://api.tosspayments.com/v1/payments/confirm \\\n  --header 'Authorization: Basic %s' \\\n"
            "  --header 'Content-Type: application/json' \\\n  --data '{\"paymentKey\":\"%s\",\"orderId\":\"ORD-%d\",\"amount\":15000}'") % (
        b, rs(20, AN), rint(100000, 999999))
    secrets = [b]
    mc = L(ko, "Payment confirm kept failing with UNAUTHORIZED_KEY. The request from the server log:\n",
           "결제 승인 API가 계속 UNAUTHORIZED_KEY로 실패함. 서버 로그에 남은 요청:\n") + fence(body, "bash")
    if chance(0.5):
        lesson = L(ko, "The header is base64 of the secret key plus a colon; the key itself is %s." % sk,
                   "헤더는 시크릿 키 뒤에 콜론 붙여서 base64 한 값. 키 원문은 %s." % sk)
        secrets.append(sk)
    else:
        lesson = L(ko, "The secret key must be followed by ':' before base64 encoding.", "시크릿 키 뒤에 ':'를 붙이고 base64 해야 함.")
    return "HTTP: Basic header with secret key [Toss Payments]", mc, lesson, "", secrets


@stpl(2)
def t_kubeconfig(ko):
    tok = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": pick(ENVS),
               "kubernetes.io/serviceaccount/service-account.name": pick(["ci-deployer", "argocd-manager", "readonly"]),
               "sub": "system:serviceaccount:%s:ci-deployer" % pick(ENVS)}, alg="RS256", siglen=342)
    body = ("apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    server: https://10.%d.0.1:6443\n  name: prod\nusers:\n- name: ci-deployer\n"
            "  user:\n    token: %s") % (rint(0, 99), tok)
    mc = L(ko, "The CI kubeconfig (from the runner's filesystem):\n", "CI가 쓰는 kubeconfig (runner 파일시스템에서 꺼냄):\n") + fence(body, "yaml")
    lesson = L(ko, "Legacy SA tokens never expire; switch CI to short-lived tokens via OIDC.",
               "legacy SA 토큰은 만료가 없음. CI는 OIDC 단기 토큰으로 바꿔야 함.")
    return "YAML: kubeconfig service-account token", mc, lesson, "", [tok]


@stpl(2)
def t_kubeadm(ko):
    t = rs(6, ALO) + "." + rs(16, ALO)
    body = "$ kubeadm join 10.0.%d.10:6443 --token %s \\\n    --discovery-token-ca-cert-hash sha256:%s" % (rint(0, 9), t, hx(64))
    mc = L(ko, "Adding a worker node to the on-prem cluster; the join command from the control plane:\n",
           "온프렘 클러스터에 워커 노드 추가 중. control plane에서 받은 join 명령:\n") + fence(body, "bash")
    lesson = L(ko, "Bootstrap tokens expire after 24h; generate a new one with `kubeadm token create --print-join-command`.",
               "bootstrap 토큰은 24시간 뒤 만료됨. `kubeadm token create --print-join-command`로 새로 발급.")
    return "shell: kubeadm join bootstrap token", mc, lesson, "", [t]


@stpl(2)
def t_kubectl_literal(ko):
    p = pw()
    k2 = "sk_live_51" + rs(97, AN) if chance(0.3) else None
    cmd = "$ kubectl -n %s create secret generic app-db --from-literal=DB_USER=%s --from-literal=DB_PASSWORD='%s'" % (pick(ENVS), pick(DBUSERS), p)
    secrets = [p]
    if k2:
        cmd += " \\\n    --from-literal=STRIPE_SECRET_KEY=%s" % k2
        secrets.append(k2)
    mc = L(ko, "Recreated the app secret after the namespace was wiped:\n", "네임스페이스가 날아가서 app secret을 다시 만듦:\n") + fence(cmd, "bash")
    return "shell: kubectl create secret --from-literal" + (" [Stripe]" if k2 else ""), mc, glesson(ko), "", secrets


@stpl(2)
def t_helm_set(ko):
    p = pw()
    if "," in p or "\\" in p:
        raise Retry()
    cmd = "$ helm upgrade --install %s bitnami/%s -n data --set auth.rootPassword='%s' --set auth.database=app" % (
        pick(["pg", "mysql", "mariadb"]), pick(["postgresql", "mysql", "mariadb"]), p)
    mc = L(ko, "Reinstalled the chart during the incident; the command from my shell history:\n",
           "장애 대응 중 차트 재설치함. 셸 히스토리에 남은 명령:\n") + fence(cmd, "bash")
    lesson = L(ko, "--set values are stored in the Helm release secret in plain text.", "--set 값은 Helm release secret에 평문으로 저장됨.")
    return "shell: helm --set password", mc, lesson, "", [p]


@stpl(2)
def t_ansible(ko):
    p = pw()
    if chance(0.5):
        body = "$ ansible-playbook -i inventory/prod site.yml -e \"ansible_become_password=%s\" --limit web" % p
        if '"' in p or "$" in p:
            raise Retry()
    else:
        body = "# group_vars/db/vars.yml\npostgres_replication_user: replicator\npostgres_replication_password: \"%s\"" % p
    mc = L(ko, "The replication role failed on the new node. Relevant part:\n", "새 노드에서 replication role이 실패함. 관련 부분:\n") + fence(body)
    lesson = L(ko, "This should be in vault.yml encrypted with ansible-vault.", "이 값은 ansible-vault로 암호화된 vault.yml에 있어야 함.")
    return "ansible: plaintext password var", mc, lesson, "", [p]


@stpl(2)
def t_vault_init(ko):
    n = pick([3, 5])
    keys = [b64(32) for _ in range(n)]
    root = "hvs." + rs(24, B64U)
    body = "$ vault operator init -key-shares=%d -key-threshold=%d\n" % (n, 3 if n == 5 else 2)
    body += "\n".join("Unseal Key %d: %s" % (i + 1, k) for i, k in enumerate(keys))
    body += "\n\nInitial Root Token: %s\n\nVault initialized with %d key shares and a key threshold of %d." % (root, n, 3 if n == 5 else 2)
    mc = L(ko, "Rebuilt the dev Vault after the disk died. Output of init, so the team can unseal it:\n",
           "디스크 장애로 dev Vault를 다시 구성함. 팀이 unseal 할 수 있게 init 출력 공유:\n") + fence(body)
    lesson = L(ko, "Unseal keys should go to different people, never into one shared note.", "unseal 키는 서로 다른 사람에게 나눠야 하고 공유 노트에 두면 안 됨.")
    return "shell: vault operator init output [HashiCorp Vault]", mc, lesson, "", keys + [root]


@stpl(2)
def t_consul_acl(ko):
    acc, sec = uuid4(), uuid4()
    body = ("$ consul acl token read -id %s\nAccessorID:       %s\nSecretID:         %s\nPartition:        default\nNamespace:        default\n"
            "Description:      %s\nLocal:            false\nCreate Time:      2025-0%d-1%d 09:14:%02d +0900 KST\nPolicies:\n   %s - %s") % (
        acc, acc, sec, pick(["ci deploy token", "vault backend", "prometheus scrape"]), rint(1, 9), rint(0, 9), rint(0, 59), uuid4(),
        pick(["deploy-write", "kv-read", "service-register"]))
    mc = L(ko, "Needed to know which policy the CI token has:\n", "CI 토큰에 어떤 policy가 붙어있는지 확인 필요했음:\n") + fence(body)
    lesson = L(ko, "AccessorID is safe to share; SecretID is the actual token.", "AccessorID는 공유해도 되지만 SecretID가 실제 토큰임.")
    return "shell: consul acl token read (SecretID) [HashiCorp Consul]", mc, lesson, "", [sec]


@stpl(2)
def t_wireguard(ko):
    priv = b64(32)
    psk = b64(32) if chance(0.5) else None
    body = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = %s\n" % (priv, rint(2, 250), b64(32))
    if psk:
        body += "PresharedKey = %s\n" % psk
    body += "AllowedIPs = 10.0.0.0/16\nEndpoint = vpn.%s:51820\nPersistentKeepalive = 25" % pick(["acme.io", "example.co.kr"])
    mc = L(ko, "VPN config for the new contractor laptop (copied from the one that works):\n",
           "신규 외주 인력 노트북용 VPN 설정 (잘 되는 것 복사함):\n") + fence(body, "ini")
    lesson = L(ko, "Each device needs its own key pair; reusing a PrivateKey drops the other peer.",
               "기기마다 키 쌍을 따로 만들어야 함. PrivateKey를 재사용하면 다른 쪽 연결이 끊김.")
    return "INI: WireGuard PrivateKey", mc, lesson, "", [priv] + ([psk] if psk else [])


@stpl(2)
def t_openssh_key(ko):
    cm = pick(["deploy@ci", "jkim@macbook", "ansible@bastion", "github-actions"])
    lines = openssh_ed25519_private(cm)
    body = "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(lines)
    mc = L(ko, "Deploy over SSH failed with 'Permission denied (publickey)'. The key stored in the CI variable DEPLOY_KEY:\n",
           "SSH 배포가 'Permission denied (publickey)'로 실패함. CI 변수 DEPLOY_KEY에 들어있던 키:\n") + fence(body)
    lesson = L(ko, "GitLab strips the trailing newline from file variables; the key needs a final newline.",
               "GitLab file 변수는 마지막 개행이 잘림. 키 끝에 개행이 있어야 함.")
    return "PEM: OpenSSH ed25519 private key", mc, lesson, "", lines


@stpl(2)
def t_ec_key(ko):
    lines = pem_lines(ec_private_der())
    body = "-----BEGIN EC PRIVATE KEY-----\n%s\n-----END EC PRIVATE KEY-----" % "\n".join(lines)
    mc = L(ko, "JWT signing for the mobile API uses ES256; the key file mounted in the pod:\n",
           "모바일 API JWT 서명은 ES256 사용. pod에 마운트된 키 파일:\n") + fence(body)
    return "PEM: EC private key (SEC1)", mc, glesson(ko), "", lines


@stpl(2)
def t_p8_key(ko):
    der = bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420") + rbytes(32) + \
        bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
    lines = pem_lines(der)
    kid = rs(10, AUP)
    body = "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----" % "\n".join(lines)
    which = pick([("App Store Connect", "AuthKey_%s.p8" % kid, "App Store Connect API"), ("Apple", "AuthKey_%s.p8" % kid, "APNs"),
                  ("Coinbase", "cdp_api_key.pem", "Coinbase CDP")])
    mc = L(ko, "%s auth failed with 401. Key ID %s, issuer %s. Contents of %s:\n" % (which[2], kid, uuid4(), which[1]),
           "%s 인증이 401로 실패함. Key ID %s, issuer %s. %s 내용:\n" % (which[2], kid, uuid4(), which[1])) + fence(body)
    lesson = L(ko, "The key can be downloaded only once; store it in the secret manager immediately.",
               "이 키는 한 번만 다운로드 가능함. 받자마자 secret manager에 넣어야 함.")
    return "PEM: PKCS#8 EC private key [%s]" % which[0], mc, lesson, "", lines


@stpl(2)
def t_rsa_truncated(ko):
    rsa = chance(0.5)
    lines = pem_lines(pkcs8_rsa_der_prefix(rint(200, 330), pkcs1=rsa))
    body = "-----BEGIN %sPRIVATE KEY-----\n%s\n..." % ("RSA " if rsa else "", "\n".join(lines))
    mc = L(ko, "Partial paste of the GitHub App private key from the old server (the rest was cut off in the terminal):\n",
           "예전 서버에서 GitHub App private key 일부를 붙여넣음 (나머지는 터미널에서 잘림):\n") + fence(body)
    lesson = L(ko, "Even a partial private key must be treated as leaked; regenerate it in the app settings.",
               "private key 일부만 노출돼도 유출로 간주해야 함. 앱 설정에서 재발급할 것.")
    return "PEM: truncated RSA private key [GitHub]", mc, lesson, "", lines


@stpl(2)
def t_gcp_sa(ko):
    lines = pem_lines(pkcs8_rsa_der_prefix(rint(140, 230)))
    pj = "%s-%d" % (pick(["acme-prod", "kr-analytics", "shop-data"]), rint(100000, 999999))
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n...(truncated)"
    body = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n'
            '  "client_email": "%s@%s.iam.gserviceaccount.com",\n  "client_id": "%d"\n}') % (
        pj, hx(40), pk, pick(["bq-loader", "firebase-adminsdk-x1b2c", "play-publisher"]), pj, rint(10**20, 10**21))
    mc = L(ko, "BigQuery loader authenticates with a key file baked into the image:\n", "BigQuery 로더가 이미지에 구워진 키 파일로 인증함:\n") + fence(body, "json")
    lesson = L(ko, "Use workload identity instead of exported service-account keys.", "export한 서비스 계정 키 대신 workload identity를 써야 함.")
    return "JSON: GCP service account private_key [Google Cloud]", mc, lesson, "", lines


@stpl(2)
def t_pgp_private(ko):
    lines = wrap(base64.b64encode(b"\x95\x05\x86\x04" + rbytes(rint(150, 220))).decode(), 64)
    if len(lines[-1]) < 8:
        raise Retry()
    body = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n=%s\n-----END PGP PRIVATE KEY BLOCK-----" % ("\n".join(lines), rs(4, B64))
    mc = L(ko, "Release signing in CI uses the key from the GPG_PRIVATE_KEY variable (beginning of it):\n",
           "CI 릴리스 서명은 GPG_PRIVATE_KEY 변수의 키를 씀 (앞부분):\n") + fence(body)
    return "PEM: PGP private key block", mc, glesson(ko), "", lines


@stpl(2)
def t_totp(ko):
    seed = rs(32, B32)
    issuer = pick(["AWS", "GitHub", "Okta", "ACME-VPN", "Cloudflare", "Toss Business"])
    if chance(0.5):
        uri = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (
            urllib.parse.quote(issuer), pick(["ops%40acme.io", "root-account", "shared-admin"]), seed, urllib.parse.quote(issuer))
        mc = L(ko, "The shared admin account has MFA; the enrolment QR decoded to:\n", "공용 admin 계정에 MFA가 걸려 있음. 등록 QR을 디코드하면:\n") + fence(uri)
        val = seed
    else:
        val = " ".join(wrap(seed, 4))
        mc = L(ko, "%s MFA for the shared account: manual-entry setup key is %s (from the setup screen)." % (issuer, val),
               "공용 계정 %s MFA 수동 입력 키: %s (설정 화면에서 복사)." % (issuer, val))
    lesson = L(ko, "Whoever has the TOTP seed can generate codes forever; enrol per-person MFA instead.",
               "TOTP seed만 있으면 누구나 계속 코드를 만들 수 있음. 사람별 MFA로 바꿔야 함.")
    return "TOTP seed", mc, lesson, "", [val]


@stpl(2)
def t_recovery_codes(ko):
    style = pick(["github", "google", "ms", "generic"])
    if style == "github":
        codes = ["%s-%s" % (hx(5), hx(5)) for _ in range(rint(6, 10))]
        svc = "GitHub"
    elif style == "google":
        codes = ["%s %s" % (rs(4, DI), rs(4, DI)) for _ in range(rint(5, 10))]
        svc = "Google Workspace"
    elif style == "ms":
        codes = ["-".join(rs(5, AUP) for _ in range(5)) for _ in range(1)]
        svc = "Microsoft"
    else:
        codes = [rs(10, ALO) for _ in range(rint(5, 8))]
        svc = pick(["Atlassian", "Sentry", "Vercel", "Notion"])
    if chance(0.5):
        body = "\n".join(codes)
    else:
        body = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    mc = L(ko, "Recovery codes for the shared %s org-owner account, so nobody gets locked out:\n" % svc,
           "공용 %s org-owner 계정 복구 코드 (잠기지 않게 공유):\n" % svc) + fence(body)
    lesson = L(ko, "Recovery codes are full credentials; keep them in the password manager only.",
               "복구 코드는 그 자체로 완전한 크리덴셜임. 비밀번호 관리자에만 보관할 것.")
    return "recovery codes [%s]" % svc, mc, lesson, "", codes


@stpl(1)
def t_bitlocker(ko):
    key = "-".join(rs(6, DI) for _ in range(8))
    mc = L(ko, "Test laptop asked for the BitLocker recovery key after a BIOS update. Key ID %s, recovery key:\n%s" % (uuid4().upper()[:8], key),
           "BIOS 업데이트 후 테스트 노트북이 BitLocker 복구 키를 요구함. Key ID %s, 복구 키:\n%s" % (uuid4().upper()[:8], key))
    return "BitLocker recovery key", mc, L(ko, "Suspend BitLocker before firmware updates.", "펌웨어 업데이트 전에 BitLocker 일시 중단할 것."), "", [key]


@stpl(2)
def t_passphrase(ko):
    ph = passphrase(rint(4, 6), pick([" ", "-", " "]))
    what = pick([("the release signing key", "릴리스 서명 키"), ("the Android upload keystore", "Android 업로드 keystore"),
                 ("the backup archive (restic repo)", "백업 아카이브 (restic repo)"), ("the shared 1Password vault export", "공용 1Password vault export")])
    mc = L(ko, "Nobody had written down the passphrase for %s. %s finally remembered it: \"%s\"" % (what[0], pick(EN_PEOPLE), ph),
           "%s 패스프레이즈를 아무도 적어두지 않았음. %s이 기억해 냄: \"%s\"" % (what[1], ko_person(), ph))
    return "prose: passphrase", mc, glesson(ko), "", [ph]


@stpl(2)
def t_pin(ko):
    pin, puk = rs(8, DI), rs(8, DI)
    mc = L(ko, "Reset the YubiKey PIV applet for the signing workstation. New PIN %s, PUK %s, management key left default." % (pin, puk),
           "서명용 워크스테이션 YubiKey PIV 초기화함. 새 PIN %s, PUK %s, management key는 기본값 유지." % (pin, puk))
    lesson = L(ko, "Three wrong PIN attempts lock the applet; the PUK unblocks it.", "PIN 3회 틀리면 잠김. PUK로 해제 가능.")
    return "PIN + PUK", mc, lesson, "", [pin, puk]


@stpl(2)
def t_hsm_pin(ko):
    pin = rs(rint(8, 12), DI)
    body = "$ pkcs11-tool --module /usr/lib/softhsm/libsofthsm2.so --login --pin %s --list-objects" % pin
    mc = L(ko, "Signing service could not find the key in the HSM slot. Checked it with:\n", "서명 서비스가 HSM 슬롯에서 키를 못 찾음. 확인한 명령:\n") + fence(body)
    return "shell: HSM user PIN", mc, glesson(ko), "", [pin]


@stpl(3)
def t_cookie(ko):
    style = pick(["django", "express", "rails", "php", "aspnet", "java"])
    host = pick(["admin.example.co.kr", "console.acme.io", "staging.shop.example", "backoffice.internal"])
    if style == "django":
        sid = rs(32, ALO)
        ck = "csrftoken=%s; sessionid=%s" % (rs(32, AN), sid)
        secrets = [sid]           # the CSRF token alone is not a login credential and is not listed
    elif style == "express":
        sid = "s%3A" + rs(32, B64U) + "." + enc(rs(43, B64))
        ck = "connect.sid=%s" % sid
        secrets = [sid]
    elif style == "rails":
        sid = rs(rint(180, 260), B64) .replace("+", "%2B").replace("/", "%2F") + "--" + hx(40)
        ck = "_%s_session=%s" % (pick(["shop", "admin", "app"]), sid)
        secrets = [sid]
    elif style == "php":
        sid = rs(26, ALO)
        ck = "PHPSESSID=%s" % sid
        secrets = [sid]
    elif style == "aspnet":
        sid = "CfDJ8" + rs(rint(200, 300), B64U)
        ck = ".AspNetCore.Cookies=%s" % sid
        secrets = [sid]
    else:
        sid = HX(32)
        ck = "JSESSIONID=%s; Path=/; HttpOnly" % sid
        secrets = [sid]
    body = "GET /api/orders?page=2 HTTP/1.1\nHost: %s\nCookie: %s\nAccept: application/json" % (host, ck)
    mc = L(ko, "To reproduce the 500 on the admin order list I copied the request from DevTools:\n",
           "어드민 주문 목록 500 재현하려고 DevTools에서 요청을 그대로 복사함:\n") + fence(body, "http")
    lesson = L(ko, "A copied session cookie is a live login; log out to invalidate it after debugging.",
               "복사한 세션 쿠키는 살아있는 로그인임. 디버깅 끝나면 로그아웃해서 무효화할 것.")
    return "HTTP: session cookie (%s)" % style, mc, lesson, "", secrets


@stpl(2)
def t_s3_presigned(ko):
    akid = "AKIA" + rs(16, B32)
    sig = hx(64)
    d = "2025%02d%02d" % (rint(1, 12), rint(1, 28))
    url = ("https://%s.s3.%s.amazonaws.com/exports/%s/report-%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
           "&X-Amz-Date=%sT%02d%02d%02dZ&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
        pick(["acme-reports", "kr-data-exports"]), pick(REGIONS), rint(2024, 2025), hx(8), akid, d, pick(REGIONS), d, rint(0, 23), rint(0, 59), rint(0, 59), sig)
    mc = L(ko, "Finance asked for the monthly export; I sent them this link (valid 7 days):\n",
           "재무팀이 월간 export를 요청해서 이 링크를 보냄 (7일 유효):\n") + url
    lesson = L(ko, "A presigned URL is a bearer credential until it expires, and it names the IAM user's access key.",
               "presigned URL은 만료 전까지 그 자체로 권한이고, IAM 사용자 access key도 노출됨.")
    return "URL: S3 presigned URL [AWS]", mc, lesson, "", [akid, sig]


@stpl(2)
def t_gcs_signed(ko):
    sig = hx(512)
    url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com%%2F2025%02d%02d%%2Fauto%%2Fstorage%%2Fgoog4_request"
           "&X-Goog-Date=2025%02d%02dT000000Z&X-Goog-Expires=86400&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (
        pick(["acme-ml-artifacts", "kr-media-prod"]), pick(["models/v3/weights.bin", "uploads/invoice.pdf"]), pick(["signer", "uploader"]),
        pick(["acme-prod-123456", "media-778899"]), rint(1, 12), rint(1, 28), rint(1, 12), rint(1, 28), sig)
    mc = L(ko, "Download link generated for the vendor:\n", "벤더에게 전달한 다운로드 링크:\n") + url
    return "URL: GCS V4 signed URL [Google Cloud]", mc, "", "", [sig]


@stpl(2)
def t_azure_sas(ko):
    raw = b64(32)
    sig = enc(raw)
    url = "https://st%s.blob.core.windows.net/%s?sv=2022-11-02&ss=b&srt=sco&sp=rwdlacup&se=2026-0%d-01T00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s" % (
        rs(8, ALO), pick(["backups", "uploads", "logs"]), rint(1, 9), sig)
    mc = L(ko, "The log shipper writes to blob storage with this SAS URL (from its config):\n", "로그 shipper가 이 SAS URL로 blob storage에 씀 (설정에서 복사):\n") + fence(url)
    lesson = L(ko, "Account SAS with sp=rwdlacup and a one-year expiry is basically the account key.", "sp=rwdlacup에 1년 만료인 account SAS는 사실상 account key나 다름없음.")
    return "URL: Azure SAS token sig [Azure]", mc, lesson, "", [sig]


@stpl(2)
def t_azure_connstr(ko):
    key = b64(64)
    if chance(0.5):
        cs = "DefaultEndpointsProtocol=https;AccountName=st%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (rs(8, ALO), key)
        what = "Storage"
    else:
        key = b64(32)
        cs = "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (rs(8, ALO), key)
        what = "Service Bus"
    mc = L(ko, "Function app could not start; local.settings.json had:\n", "Function app이 기동을 못 함. local.settings.json 내용:\n") + fence(
        json.dumps({"IsEncrypted": False, "Values": {"AzureWebJobsStorage": cs, "FUNCTIONS_WORKER_RUNTIME": "dotnet-isolated"}}, indent=2), "json")
    return "JSON: Azure %s connection string [Azure]" % what, mc, glesson(ko), "", [key]


@stpl(2)
def t_cloudfront_signed(ko):
    sig = rs(rint(160, 200), AN + "-~_")
    res = "https://d%s.cloudfront.net/videos/%s/*" % (rs(13, ALO), hx(12))
    pol = base64.b64encode(json.dumps({"Statement": [{"Resource": res, "Condition": {"DateLessThan": {"AWS:EpochTime": ts()}}}]},
                                      separators=(",", ":")).encode()).decode().replace("+", "-").replace("=", "_").replace("/", "~")
    url = "%s?Policy=%s&Signature=%s&Key-Pair-Id=K%s" % (res.replace("*", "master.m3u8"), pol, sig, rs(13, AUP))
    mc = L(ko, "Player fails on Safari only; signed URL that the API returned:\n", "Safari에서만 플레이어가 실패함. API가 내려준 signed URL:\n") + url
    return "URL: CloudFront signed URL [AWS]", mc, "", "", [sig]


def _webhook(kind):
    if kind == "slack":
        t = rs(24, AN)
        return "Slack", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(9, AUP), rs(10, AUP), t), [t]
    if kind == "discord":
        t = rs(68, B64U)
        return "Discord", "https://discord.com/api/webhooks/%d/%s" % (rint(10**17, 10**19), t), [t]
    if kind == "teams":
        t = rs(43, B64U)
        return "Microsoft Teams", ("https://prod-%02d.%s.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke?api-version=2016-06-01"
                                   "&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s") % (rint(1, 99), pick(["koreacentral", "westeurope", "japaneast"]), hx(32), t), [t]
    if kind == "mattermost":
        t = rs(26, ALO)
        return "Mattermost", "https://chat.%s/hooks/%s" % (pick(["acme.io", "corp.example.co.kr"]), t), [t]
    if kind == "gchat":
        k, t = "AIza" + rs(35, B64U), rs(43, B64U)
        return "Google Chat", "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s%%3D" % (rs(7, B64U), k, t), [k, t]
    if kind == "jandi":
        t = hx(32)
        return "Jandi", "https://wh.jandi.com/connect-api/webhook/%d/%s" % (rint(10**7, 10**8 - 1), t), [t]
    if kind == "dooray":
        t = rs(22, AN)
        return "Dooray", "https://hook.dooray.com/services/%d/%d/%s" % (rint(10**18, 10**19 - 1), rint(10**18, 10**19 - 1), t), [t]
    if kind == "dingtalk":
        t = hx(64)
        return "DingTalk", "https://oapi.dingtalk.com/robot/send?access_token=%s" % t, [t]
    if kind == "feishu":
        t = uuid4()
        return "Feishu", "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % t, [t]
    if kind == "wecom":
        t = uuid4()
        return "WeCom", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % t, [t]
    if kind == "telegram":
        t = "%d:AA%s" % (rint(10**8, 10**10), rs(33, B64U))
        return "Telegram", "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%d" % (t, rint(10**9, 10**10)), [t]
    if kind == "line":
        t = rs(43, AN)
        return "LINE Notify", None, [t]
    if kind == "azfunc":
        t = rs(54, B64U) + "=="
        return "Azure Functions", "https://func-%s-%s.azurewebsites.net/api/%s?code=%s" % (proj(), rs(4, ALO), pick(["orders-sync", "HttpTrigger1", "notify"]), t), [t]
    if kind == "pd":
        t = hx(32)
        return "PagerDuty", "https://events.pagerduty.com/integration/%s/enqueue" % t, [t]
    raise ValueError(kind)


WEBHOOKS = ["slack", "discord", "teams", "mattermost", "gchat", "jandi", "dooray", "dingtalk", "feishu", "wecom", "telegram", "line", "pd",
            "azfunc"]


@stpl(10)
def t_webhook(ko):
    kind = pick(WEBHOOKS)
    ven, url, secrets = _webhook(kind)
    if url is None:
        body = "$ curl -X POST https://notify-api.line.me/api/notify -H 'Authorization: Bearer %s' -F 'message=배포 완료'" % secrets[0]
    elif chance(0.4):
        body = "$ curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy finished\"}' '%s'" % url
    elif chance(0.5):
        body = "alertmanager.yml:\nreceivers:\n  - name: ops\n    webhook_configs:\n      - url: '%s'" % url
    else:
        body = "NOTIFY_WEBHOOK_URL=%s" % url
    if kind == "dingtalk" and chance(0.6):
        sec = "SEC" + hx(64)
        body += "\nDINGTALK_SIGN_SECRET=%s" % sec
        secrets = secrets + [sec]
    mc = L(ko, "Deploy notifications stopped arriving in the %s channel. The hook the pipeline posts to:\n" % ven,
           "%s 채널로 배포 알림이 안 옴. 파이프라인이 호출하는 hook:\n" % ven) + fence(body)
    lesson = L(ko, "Anyone with the webhook URL can post into the channel; treat it like a token.",
               "webhook URL만 있으면 누구나 채널에 글을 올릴 수 있음. 토큰처럼 다뤄야 함.")
    ask = L(ko, "Who manages the %s integrations, and can the hook be regenerated?" % ven, "%s 연동 관리자가 누구인지, hook 재발급 가능한지?" % ven)
    return "URL: incoming webhook [%s]" % ven, mc, lesson, pick([ask, ""]), secrets


@stpl(2)
def t_datagokr(ko):
    raw = b64(64)
    q = enc(raw)
    url = "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=%s&pageNo=1&numOfRows=100&dataType=JSON&base_date=2025%02d%02d&base_time=0500&nx=60&ny=127" % (
        q, rint(1, 12), rint(1, 28))
    mc = L(ko, "Weather batch got SERVICE_KEY_IS_NOT_REGISTERED_ERROR. The request URL:\n",
           "날씨 배치가 SERVICE_KEY_IS_NOT_REGISTERED_ERROR를 받음. 요청 URL:\n") + fence(url)
    secrets = [q]
    if chance(0.5):
        lesson = L(ko, "The portal shows an Encoding key and a Decoding key; requests double-encoded the decoding one (%s)." % raw,
                   "포털에 Encoding 키와 Decoding 키가 있는데, Decoding 키(%s)를 또 인코딩해서 보내고 있었음." % raw)
        secrets.append(raw)
    else:
        lesson = L(ko, "Use the Decoding key when the HTTP client encodes query params itself.", "HTTP 클라이언트가 쿼리를 직접 인코딩하면 Decoding 키를 써야 함.")
    return "URL: public data portal serviceKey [data.go.kr]", mc, lesson, "", secrets


@stpl(2)
def t_cloudinary_url(ko):
    sec = rs(27, B64U)
    url = "cloudinary://%d:%s@%s" % (rint(10**14, 10**15 - 1), sec, pick(["acme-media", "dxk2shop", "kr-cdn"]))
    mc = L(ko, "Image uploads went to the wrong cloud; the env has:\n", "이미지 업로드가 엉뚱한 cloud로 감. env 값:\n") + fence("CLOUDINARY_URL=" + url)
    return "URL: CLOUDINARY_URL with API secret [Cloudinary]", mc, glesson(ko), "", [sec]


@stpl(3)
def t_framework_secret(ko):
    k = pick(["django", "rails", "laravel", "nextauth", "flask", "symfony", "jwt", "phoenix", "fernet", "aes"])
    if k == "django":
        v = rs(50, LO + DI + "!@#%^&*(-_=+)")
        line, f = "SECRET_KEY = '%s'" % v, "settings/prod.py"
    elif k == "rails":
        v = hx(128)
        line, f = "production:\n  secret_key_base: %s" % v, "config/secrets.yml"
    elif k == "laravel":
        v = "base64:" + b64(32)
        line, f = "APP_KEY=%s" % v, ".env"
    elif k == "nextauth":
        v = b64(32)
        line, f = "NEXTAUTH_SECRET=%s" % v, ".env.production"
    elif k == "flask":
        v = hx(rint(32, 64))
        line, f = "app.config['SECRET_KEY'] = '%s'" % v, "app/__init__.py"
    elif k == "symfony":
        v = hx(32)
        line, f = "APP_SECRET=%s" % v, ".env.local"
    elif k == "jwt":
        v = rs(rint(32, 64), AN + "!@#$%^&*")
        line, f = "jwt:\n  secret: \"%s\"\n  expiration: 3600" % v, "application.yml"
    elif k == "phoenix":
        v = rs(64, B64)
        line, f = "config :my_app, MyAppWeb.Endpoint,\n  secret_key_base: \"%s\"" % v, "config/prod.secret.exs"
    elif k == "fernet":
        v = base64.urlsafe_b64encode(rbytes(32)).decode()
        line, f = "FERNET_KEY=%s" % v, "airflow.env"
    else:
        v = hx(64)
        line, f = "ENCRYPTION_KEY=%s  # AES-256-GCM, used for PII columns" % v, ".env"
    mc = L(ko, "Sessions were invalidated on every deploy because each replica generated its own key. Now pinned in %s:\n" % f,
           "배포할 때마다 세션이 풀렸는데, replica마다 키를 따로 생성하고 있었음. 지금은 %s에 고정:\n" % f) + fence(line)
    lesson = L(ko, "Whoever has this key can forge sessions/tokens (or decrypt the data); it must come from the secret store.",
               "이 키가 있으면 세션/토큰 위조(또는 데이터 복호화)가 가능함. secret store에서 주입해야 함.")
    return "config: %s signing/encryption key" % k, mc, lesson, "", [v]


@stpl(2)
def t_bearer_jwt(ko):
    tok = jwt({"sub": str(rint(10000, 999999)), "email": pick(["qa.tester", "ops", "jhpark"]) + "@" + pick(["acme.io", "example.co.kr"]),
               "roles": pick([["admin"], ["user"], ["ops", "billing"]]), "iat": ts(), "exp": ts() + 3600},
              alg=pick(["HS256", "RS256"]), siglen=pick([43, 342]))
    body = "POST /api/v2/refunds HTTP/1.1\nHost: api.%s\nAuthorization: Bearer %s\nContent-Type: application/json\n\n{\"orderId\": \"%s\", \"amount\": 12000}" % (
        pick(["shop.example.co.kr", "acme.io"]), tok, "ORD-%d" % rint(10**6, 10**7))
    mc = L(ko, "Refund API returns 403 for the ops role; captured request:\n", "ops 권한으로 환불 API가 403을 줌. 캡처한 요청:\n") + fence(body, "http")
    return "HTTP: bearer JWT access token", mc, glesson(ko), "", [tok]


@stpl(1)
def t_refresh_token(ko):
    at, rt = jwt({"sub": uuid4(), "scope": "openid profile", "iat": ts(), "exp": ts() + 900}, alg="RS256", siglen=342), rs(64, B64U)
    body = json.dumps({"access_token": at, "token_type": "Bearer", "expires_in": 900, "refresh_token": rt, "scope": "openid profile"}, indent=2)
    mc = L(ko, "Token endpoint response while debugging the mobile login loop:\n", "모바일 로그인 루프 디버깅 중 토큰 엔드포인트 응답:\n") + fence(body, "json")
    return "JSON: OAuth token response", mc, L(ko, "Refresh tokens were not rotated on use.", "refresh 토큰이 사용 시 rotate 되지 않고 있었음."), "", [at, rt]


@stpl(2)
def t_android_signing(ko):
    sp, kp = pw(), pw()
    if '"' in sp + kp or "\\" in sp + kp or "$" in sp + kp:
        raise Retry()
    body = ("android {\n    signingConfigs {\n        release {\n            storeFile file(\"../keystore/release.jks\")\n"
            "            storePassword \"%s\"\n            keyAlias \"upload\"\n            keyPassword \"%s\"\n        }\n    }\n}") % (sp, kp)
    mc = L(ko, "Release build failed on CI with 'Keystore was tampered with, or password was incorrect'. app/build.gradle:\n",
           "CI 릴리스 빌드가 'Keystore was tampered with, or password was incorrect'로 실패함. app/build.gradle:\n") + fence(body, "groovy")
    return "Gradle: Android signing passwords", mc, L(ko, "Move these into gradle.properties injected from CI secrets.", "CI secret에서 주입하는 gradle.properties로 옮길 것."), "", dedupe([sp, kp])


@stpl(2)
def t_fastlane_match(ko):
    p = pw()
    body = "$ MATCH_PASSWORD='%s' FASTLANE_USER=ios-ci@example.com bundle exec fastlane match appstore --readonly" % p
    mc = L(ko, "iOS build could not decrypt the certificates repo:\n", "iOS 빌드가 인증서 repo를 복호화하지 못함:\n") + fence(body, "bash")
    return "shell: fastlane MATCH_PASSWORD", mc, glesson(ko), "", [p]


@stpl(2)
def t_network_gear(ko):
    k = pick(["cisco7", "snmp", "ipmi", "snmpv3"])
    if k == "cisco7":
        v = hx(rint(10, 14)).upper()
        v = "%02d" % rint(0, 15) + v
        body = "username netops privilege 15 password 7 %s\nline vty 0 4\n login local" % v
        cat = "config: Cisco type 7 password"
    elif k == "snmp":
        v = rs(rint(10, 16), AN)
        body = "snmp-server community %s RO 10\nsnmp-server location IDC-%s" % (v, pick(["Gasan", "Pangyo", "Mokdong"]))
        cat = "config: SNMP community string"
    elif k == "ipmi":
        v = pw()
        body = "$ ipmitool -I lanplus -H 10.10.%d.%d -U ADMIN -P '%s' chassis power status\nChassis Power is on" % (rint(0, 9), rint(2, 250), v)
        cat = "shell: ipmitool -P password"
    else:
        a, pv = rs(16, AN), rs(16, AN)
        body = "$ snmpwalk -v3 -l authPriv -u monitor -a SHA -A '%s' -x AES -X '%s' 10.1.%d.1 ifDescr" % (a, pv, rint(0, 9))
        cat = "shell: snmpwalk v3 auth/priv passphrases"
        mc = L(ko, "Switch interface metrics disappeared from Grafana. Tested SNMP by hand:\n", "Grafana에서 스위치 인터페이스 지표가 사라짐. SNMP 직접 테스트:\n") + fence(body)
        return cat, mc, "", "", [a, pv]
    mc = L(ko, "Monitoring lost the core switch after the config restore. Relevant config:\n", "설정 복구 후 모니터링에서 코어 스위치가 빠짐. 관련 설정:\n") + fence(body)
    lesson = L(ko, "Type 7 is reversible obfuscation, not hashing.", "type 7은 되돌릴 수 있는 난독화일 뿐 해시가 아님.") if k == "cisco7" else glesson(ko)
    return cat, mc, lesson, "", [v]


@stpl(2)
def t_crypto_wallet(ko):
    if chance(0.5):
        v = " ".join(R.sample(BIP, 12))
        mc = L(ko, "Testnet faucet wallet for the e2e suite; the seed phrase is: %s" % v, "e2e 테스트용 faucet 지갑 시드 구문: %s" % v)
        cat = "prose: BIP-39 seed phrase"
    else:
        v = "0x" + hx(64)
        mc = L(ko, "Deployer account for the contracts (same key on Sepolia and mainnet):\n", "컨트랙트 배포 계정 (Sepolia랑 mainnet에 같은 키 사용):\n") + fence(
            "DEPLOYER_PRIVATE_KEY=%s\nDEPLOYER_ADDRESS=0x%s" % (v, hx(40)))
        cat = "env: Ethereum private key"
    lesson = L(ko, "Never reuse a test key on mainnet.", "테스트 키를 mainnet에서 재사용하면 안 됨.")
    return cat, mc, lesson, "", [v]


@stpl(3)
def t_app_password(ko):
    k = pick(["gmail", "apple", "wordpress", "nextcloud", "outlook"])
    if k == "gmail":
        v = " ".join(rs(4, LO) for _ in range(4))
        body = "spring:\n  mail:\n    host: smtp.gmail.com\n    port: 587\n    username: noreply.%s@gmail.com\n    password: %s" % (rs(5, LO), v)
        cat, ven = "YAML: Gmail app password", "Google"
    elif k == "apple":
        v = "-".join(rs(4, LO) for _ in range(4))
        body = "$ xcrun altool --upload-app -f build/App.ipa -t ios -u ios-release@example.com -p %s" % v
        cat, ven = "shell: Apple app-specific password", "Apple"
    elif k == "wordpress":
        v = " ".join(rs(4, AN) for _ in range(6))
        body = "$ curl --user \"editor-bot:%s\" https://blog.example.co.kr/wp-json/wp/v2/posts?status=draft" % v
        cat, ven = "shell: WordPress application password", "WordPress"
    elif k == "nextcloud":
        v = "-".join(rs(5, AN) for _ in range(5))
        body = "$ rclone config show nc\n[nc]\ntype = webdav\nurl = https://cloud.example.com/remote.php/dav/files/backup/\nvendor = nextcloud\nuser = backup\n# app password: %s" % v
        cat, ven = "config: Nextcloud app password", "Nextcloud"
    else:
        v = rs(16, LO)
        body = "SMTP_HOST=smtp.office365.com\nSMTP_USER=alerts@acme.onmicrosoft.com\nSMTP_PASS=%s" % v
        cat, ven = "env: Microsoft 365 app password", "Microsoft"
    mc = L(ko, "Mail/upload automation broke after the account enabled 2FA; it now uses an app password:\n",
           "계정에 2FA 켜진 뒤 자동화가 깨져서 앱 비밀번호로 바꿈:\n") + fence(body)
    return "%s [%s]" % (cat, ven), mc, L(ko, "App passwords bypass 2FA; scope them per tool.", "앱 비밀번호는 2FA를 우회함. 도구별로 따로 발급할 것."), "", [v]


@stpl(2)
def t_rclone_obscured(ko):
    v = rs(rint(40, 60), B64U)
    body = "[s3-archive]\ntype = s3\nprovider = Wasabi\nenv_auth = true\nregion = ap-northeast-1\n\n[sftp-legacy]\ntype = sftp\nhost = 10.0.9.4\nuser = backup\npass = %s" % v
    mc = L(ko, "Archive sync job config (rclone.conf):\n", "아카이브 동기화 잡 설정 (rclone.conf):\n") + fence(body, "ini")
    lesson = L(ko, "rclone 'obscured' passwords are reversible with `rclone reveal`; they are not encrypted.",
               "rclone의 obscure 비번은 `rclone reveal`로 바로 복원됨. 암호화가 아님.")
    return "INI: rclone obscured password", mc, lesson, "", [v]


@stpl(3)
def t_chat_password(ko):
    p = pw()
    u = pick(DBUSERS + ["admin", "root", "tester01"])
    sys_ = pick([("the staging admin page", "스테이징 어드민"), ("Jenkins", "Jenkins"), ("the QA test environment", "QA 테스트 환경"),
                 ("the router web UI", "공유기 관리 페이지"), ("Grafana", "Grafana"), ("the NAS", "NAS")])
    if ko:
        mc = pick(["%s 로그인 정보 받음: 아이디 %s / 비번 %s", "%s 계정 %s, 비밀번호는 %s 라고 함 (슬랙 DM으로 받음).",
                   "%s 들어가려면 %s 계정 쓰면 됨. 비번: %s"]) % (sys_[1], u, p)
    else:
        mc = pick(["Got the login for %s: user %s / password %s", "%s account is %s, password %s (from a Slack DM).",
                   "To get into %s use the %s account, pw: %s"]) % (sys_[0], u, p)
    lesson = L(ko, "Shared logins should be in the team password manager, not in DMs.", "공용 로그인은 DM이 아니라 팀 비밀번호 관리자에 있어야 함.")
    return "chat: shared login password", mc, lesson, gask(ko, host=sys_[1] if ko else sys_[0], user=u), [p]


@stpl(3)
def t_korean_keyboard(ko):
    word = pick(KO_WORDS)
    p = ko_keys(word) + pick(["", "!", "1!", "12#", "@@", str(rint(10, 99))]) + str(rint(0, 9))
    if len(p) < 8:
        p += "!" + str(rint(100, 999))
    if ko:
        mc = pick(["테스트 서버 root 비번이 한글 자판으로 '%s' 친 거라고 함: %s" % (word, p),
                   "공용 NAS 비번은 %s 임 (한영키 안 바꾸고 친 거).",
                   "개발 DB 비번: %s — 한글로 치면 뭔지 알 거라고 함."])
        if "%s" in mc:
            mc = mc % p
    else:
        mc = pick(["The test server root password is '%s' typed on a Korean layout: %s" % (word, p),
                   "Shared NAS password is %s (Korean word typed with the IME in English mode)." % p,
                   "Dev DB password: %s - it spells a Korean word on a 2-beolsik keyboard." % p])
    return "chat: Korean-keyboard password", mc, glesson(ko), "", [p]


@stpl(2)
def t_hangul_password(ko):
    p = pick(KO_WORDS) + pick(KO_WORDS) + str(rint(1, 9999)) + pick(["", "!", "^^", "*"])
    if ko:
        mc = pick(["와이파이 비번 바뀜: %s", "사내 위키 테스트 계정 비번은 한글로 '%s' 임.", "키오스크 관리자 모드 비밀번호: %s"]) % p
    else:
        mc = pick(["The office Wi-Fi password changed to %s", "Wiki test account password is the Hangul string '%s'.",
                   "Kiosk admin-mode password: %s"]) % p
    return "chat: Hangul password", mc, L(ko, "Non-ASCII passwords break some clients (older SSH, IPMI).", "비ASCII 비번은 일부 클라이언트에서 깨짐 (구형 SSH, IPMI)."), "", [p]


@stpl(2)
def t_rotation(ko):
    old, new = pw(), pw()
    u = pick(DBUSERS)
    if ko:
        mc = "%s 계정 비번 rotate 완료. 기존 %s → 신규 %s. 배치 설정도 바꿔야 함." % (u, old, new)
        lesson = pick(["기존 비번(%s)은 내일 만료됨." % old, "두 비번이 24시간 동안 같이 유효함.", ""])
    else:
        mc = "Rotated the %s password: old %s -> new %s. The batch config still needs updating." % (u, old, new)
        lesson = pick(["The old one (%s) expires tomorrow." % old, "Both passwords stay valid for 24h.", ""])
    return "chat: old and new password", mc, lesson, gask(ko, host="db", user=u), dedupe([old, new])


@stpl(2)
def t_wifi(ko):
    p = pw()
    ssid = pick(["ACME-5G", "DeviceLab", "OFFICE_GUEST", "QA-Phones"])
    body = "network={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}" % (ssid, p) if chance(0.5) else "SSID: %s\nWPA2 key: %s" % (ssid, p)
    mc = L(ko, "Test phones in the device lab kept dropping off; they need this network:\n", "디바이스 랩 테스트 폰들이 계속 끊김. 이 네트워크에 붙어야 함:\n") + fence(body)
    return "config: Wi-Fi PSK", mc, "", "", [p]


@stpl(2)
def t_cert_password(ko):
    p = pw()
    if ko:
        mc = "세금계산서 발행 배치에서 공동인증서 로드 실패. signCert.der / signPri.key 경로는 맞고, 인증서 비밀번호는 %s 로 설정돼 있었음." % p
        lesson = "공동인증서 비번은 만료 갱신 때 바뀔 수 있음."
    else:
        mc = "The e-tax invoice batch could not load the Korean joint certificate (signCert.der/signPri.key). The certificate password configured was %s." % p
        lesson = "The certificate password can change when the certificate is renewed."
    return "prose: Korean joint-certificate password", mc, lesson, "", [p]


@stpl(2)
def t_keystore_cmd(ko):
    p = pw()
    body = "$ keytool -importkeystore -srckeystore server.p12 -srcstoretype PKCS12 -srcstorepass '%s' -destkeystore server.jks -deststorepass '%s'" % (p, p)
    mc = L(ko, "Tomcat would not start after the certificate renewal. Conversion command used:\n", "인증서 갱신 후 Tomcat이 안 뜸. 변환에 쓴 명령:\n") + fence(body, "bash")
    return "shell: keytool store passwords", mc, glesson(ko), "", [p]


@stpl(6)
def t_ask_only(ko):
    k = pick(["gh", "pw", "slack", "npm"])
    if k == "gh":
        v, what = "ghp_" + rs(36, AN), L(ko, "the old PAT", "예전 PAT")
    elif k == "slack":
        v, what = "xoxb-%d-%d-%s" % (rint(10**10, 10**12), rint(10**12, 10**13), rs(24, AN)), L(ko, "the previous bot token", "이전 봇 토큰")
    elif k == "npm":
        v, what = "npm_" + rs(36, AN), L(ko, "the publish token", "publish 토큰")
    else:
        v, what = pw(), L(ko, "the old admin password", "예전 admin 비번")
    mc = L(ko, "Migrated %s to the new secret store; all jobs now read from it." % proj(), "%s를 새 secret store로 이전함. 모든 잡이 이제 거기서 읽음." % proj())
    lesson = L(ko, "Old values stay valid until someone revokes them explicitly.", "예전 값은 누가 명시적으로 revoke 하기 전까지 계속 유효함.")
    ask = L(ko, "Can %s (%s) be revoked now, or does anything still use it?" % (what, v), "%s(%s) 이제 revoke 해도 되는지, 아직 쓰는 곳이 있는지?" % (what, v))
    return "ask: credential only in ask_next_time", mc, lesson, ask, [v]


@stpl(2)
def t_smtp(ko):
    p = pw()
    if "'" in p:
        raise Retry()
    body = ("const transporter = nodemailer.createTransport({\n  host: '%s',\n  port: 587,\n  secure: false,\n  auth: { user: '%s', pass: '%s' },\n});") % (
        pick(["smtp.mailplug.co.kr", "smtp.worksmobile.com", "email-smtp.ap-northeast-2.amazonaws.com", "smtp.daum.net"]), pick(["noreply@acme.co.kr", "alerts@example.com"]), p)
    mc = L(ko, "Password reset mails were not sent; the mailer config:\n", "비밀번호 재설정 메일이 안 나감. 메일러 설정:\n") + fence(body, "js")
    return "JS: nodemailer SMTP password", mc, glesson(ko), "", [p]


@stpl(2)
def t_airflow_conn(ko):
    p = pw()
    q = enc(p)
    body = "$ airflow connections add 'warehouse_pg' --conn-uri 'postgresql://%s:%s@%s:5432/dw'" % (pick(DBUSERS), q, pick(PG_HOSTS))
    mc = L(ko, "DAGs failed after the Airflow upgrade because connections were not migrated. Recreated with:\n",
           "Airflow 업그레이드 후 connection이 이전되지 않아 DAG가 실패함. 다시 만든 명령:\n") + fence(body, "bash")
    return "shell: Airflow connection URI with password", mc, glesson(ko), "", [q]


@stpl(2)
def t_prometheus_basic(ko):
    p = pw()
    body = ("scrape_configs:\n  - job_name: %s\n    scheme: https\n    basic_auth:\n      username: metrics\n      password: '%s'\n    static_configs:\n      - targets: ['%s:9100']") % (
        proj(), p.replace("'", "''"), pick(HOSTS))
    if "'" in p:
        raise Retry()
    mc = L(ko, "Targets showed as down with 401 after the exporter got basic auth. prometheus.yml:\n",
           "exporter에 basic auth 붙인 뒤 타겟이 401로 down 표시됨. prometheus.yml:\n") + fence(body, "yaml")
    return "YAML: Prometheus basic_auth password", mc, L(ko, "Use password_file instead of an inline password.", "인라인 password 대신 password_file을 쓸 것."), "", [p]


@stpl(2)
def t_es_setup(ko):
    pws = [(u, rs(20, AN)) for u in R.sample(["elastic", "kibana_system", "logstash_system", "beats_system", "apm_system"], 3)]
    body = "$ bin/elasticsearch-setup-passwords auto -b\n" + "\n".join("Changed password for user %s\nPASSWORD %s = %s\n" % (u, u, v) for u, v in pws)
    mc = L(ko, "Bootstrapped security on the new logging cluster:\n", "새 로깅 클러스터 보안 초기 설정:\n") + fence(body.rstrip())
    return "shell: elasticsearch-setup-passwords output [Elastic]", mc, glesson(ko), "", [v for _, v in pws]


@stpl(1)
def t_jenkins_initial(ko):
    v = hx(32)
    body = "$ docker exec jenkins cat /var/jenkins_home/secrets/initialAdminPassword\n%s" % v
    mc = L(ko, "Setting up the new Jenkins controller; unlock password:\n", "새 Jenkins 컨트롤러 설정 중. unlock 비밀번호:\n") + fence(body)
    return "shell: Jenkins initialAdminPassword [Jenkins]", mc, "", "", [v]


@stpl(2)
def t_access_log(ko):
    p = pw()
    q = enc(p)
    ip = "%d.%d.%d.%d" % (rint(1, 223), rint(0, 255), rint(0, 255), rint(1, 254))
    line = '%s - - [1%d/Mar/2025:10:%02d:%02d +0900] "GET /legacy/login.do?userId=%s&password=%s&returnUrl=%%2Fmain HTTP/1.1" 302 0 "-" "Mozilla/5.0"' % (
        ip, rint(0, 9), rint(0, 59), rint(0, 59), pick(["kimjh", "admin", "store01"]), q)
    mc = L(ko, "The legacy login form sends credentials as GET parameters; nginx access.log:\n", "레거시 로그인 폼이 GET 파라미터로 계정 정보를 보냄. nginx access.log:\n") + fence(line)
    lesson = L(ko, "Switch the form to POST and scrub the existing logs.", "폼을 POST로 바꾸고 기존 로그를 정리해야 함.")
    return "log: password in access-log query string", mc, lesson, "", [q]


@stpl(2)
def t_locals_dump(ko):
    p = pw()
    if "'" in p or "\\" in p:
        raise Retry()
    body = ("File \"/app/%s/sync.py\", line %d, in login\n    session = client.login(username, password)\n\nLocal variables:\n  username = 'svc_%s'\n  password = '%s'\n  retries = 3") % (
        proj().replace("-", "_"), rint(20, 200), pick(["sync", "erp", "batch"]), p)
    mc = L(ko, "Sentry captured local variables for the failing frame:\n", "Sentry가 실패한 프레임의 로컬 변수를 수집함:\n") + fence(body)
    lesson = L(ko, "Enable send_default_pii=False and a before_send scrubber for 'password'.", "send_default_pii=False와 'password' 스크러버(before_send)를 설정해야 함.")
    return "traceback: password in captured locals", mc, lesson, "", [p]


@stpl(6)
def t_split_pair(ko):
    k = pick(["aws", "alibaba", "minio", "ncp", "datadog"])
    if k == "aws":
        a, b, ven, na, nb = "AKIA" + rs(16, B32), rs(40, AN + "/+"), "AWS", "access key ID", "secret access key"
    elif k == "alibaba":
        a, b, ven, na, nb = "LTAI5t" + rs(18, AN), rs(30, AN), "Alibaba Cloud", "AccessKey ID", "AccessKey Secret"
    elif k == "minio":
        a, b, ven, na, nb = rs(20, AUP), rs(40, AN), "MinIO", "access key", "secret key"
    elif k == "ncp":
        a, b, ven, na, nb = rs(20, AUP), rs(40, AN), "Naver Cloud", "Access Key ID", "Secret Key"
    else:
        a, b, ven, na, nb = hx(32), hx(40), "Datadog", "API key", "application key"
    mc = L(ko, "`%s configure` on the build VM asked for credentials; the %s I used was %s (copied from the old laptop)." % (
        pick(["aws", "aliyun", "mc", "ncloud", "datadog-ci"]), na, a),
        "빌드 VM에서 CLI 설정할 때 크리덴셜을 물어봄. %s는 %s 입력함 (예전 노트북에서 복사)." % (na, a))
    lesson = L(ko, "The matching %s was %s; both belong to a personal account and must be replaced by a role." % (nb, b),
               "짝이 되는 %s는 %s 였음. 둘 다 개인 계정 것이라 role로 교체해야 함." % (nb, b))
    return "prose: key pair split across fields [%s]" % ven, mc, lesson, "", [a, b]


# ---------------------------------------------------------------- clean templates
CLEAN_TPLS = []


def ctpl(n=3, risky=True, publishable=False):
    def deco(f):
        CLEAN_TPLS.append((f, n, risky, publishable))
        return f
    return deco


PLACEHOLDERS = ["<your-api-key>", "YOUR_API_KEY_HERE", "xxxxxxxxxxxxxxxx", "***", "[REDACTED]", "changeit-in-vault", "REPLACE_ME",
                "<redacted>", "", "${SECRET}", "TODO", "<set-in-ci>", "********", "sk-...", "__FILL_ME__", "dummy"]
PH_VARS = ["STRIPE_SECRET_KEY", "OPENAI_API_KEY", "DATABASE_PASSWORD", "SENDGRID_API_KEY", "GITHUB_TOKEN", "AWS_SECRET_ACCESS_KEY",
           "SLACK_BOT_TOKEN", "JWT_SECRET", "TOSS_SECRET_KEY", "KAKAO_ADMIN_KEY", "REDIS_PASSWORD", "ANTHROPIC_API_KEY",
           "SENTRY_AUTH_TOKEN", "NAVER_CLIENT_SECRET", "MAIL_PASSWORD", "DD_API_KEY", "NPM_TOKEN", "FIREBASE_PRIVATE_KEY"]


@ctpl(10)
def c_env_example(ko):
    vs = R.sample(PH_VARS, rint(3, 6))
    lines = []
    for v in vs:
        lines.append("%s=%s" % (v, pick(PLACEHOLDERS)))
    lines.insert(rint(0, len(lines)), "PORT=%d" % pick([3000, 8000, 8080]))
    lines.insert(rint(0, len(lines)), "DATABASE_URL=postgres://app@localhost:5432/%s_dev" % proj().replace("-", "_"))
    body = "\n".join(lines)
    mc = L(ko, "New contributors did not know which variables %s needs. Added .env.example:\n" % proj(),
           "신규 기여자가 %s에 필요한 변수를 몰라서 .env.example 추가함:\n" % proj()) + fence(body)
    lesson = L(ko, "Real values come from `make secrets` (pulls from the vault); the example file only has placeholders.",
               "실제 값은 `make secrets`로 vault에서 가져옴. example 파일에는 placeholder만 둠.")
    ask = L(ko, "Ask for vault read access on day one.", "첫날 vault 읽기 권한부터 요청할 것.")
    return "env: .env.example placeholders", mc, lesson, ask


@ctpl(10)
def c_env_refs(ko):
    k = pick(["py", "js", "go", "gha", "k8s", "compose", "helm", "tf", "spring", "sh"])
    v1, v2 = R.sample(PH_VARS, 2)
    if k == "py":
        body = "import os\n\nstripe.api_key = os.environ[\"%s\"]\nclient = OpenAI(api_key=os.getenv(\"%s\"))" % (v1, v2)
    elif k == "js":
        body = "const apiKey = process.env.%s;\nif (!apiKey) throw new Error(\"%s is not set\");\nconst secret = process.env.%s ?? \"\";" % (v1, v1, v2)
    elif k == "go":
        body = "token := os.Getenv(\"%s\")\nif token == \"\" {\n\tlog.Fatal(\"missing %s\")\n}\npassword, _ := os.LookupEnv(\"%s\")" % (v1, v1, v2)
    elif k == "gha":
        body = "      - name: Publish\n        env:\n          %s: ${{ secrets.%s }}\n          %s: ${{ secrets.%s }}\n        run: npm publish" % (v1, v1, v2, v2)
    elif k == "k8s":
        body = "          env:\n            - name: %s\n              valueFrom:\n                secretKeyRef:\n                  name: app-secrets\n                  key: %s" % (v1, v1.lower().replace("_", "-"))
    elif k == "compose":
        body = "services:\n  api:\n    environment:\n      %s: ${%s:?set it in .env}\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt" % (v1, v1)
    elif k == "helm":
        body = "env:\n  - name: %s\n    value: {{ .Values.secrets.%s | quote }}\n  - name: %s\n    value: {{ required \"set %s\" .Values.%s }}" % (
            v1, _camel(v1.lower()), v2, v2, _camel(v2.lower()))
    elif k == "tf":
        body = "variable \"db_password\" {\n  type      = string\n  sensitive = true\n}\n\nresource \"aws_db_instance\" \"main\" {\n  password = var.db_password\n}"
    elif k == "spring":
        body = "spring:\n  datasource:\n    url: jdbc:postgresql://${DB_HOST:localhost}:5432/app\n    username: ${DB_USER}\n    password: ${DB_PASSWORD}"
    else:
        body = "#!/usr/bin/env bash\nset -euo pipefail\n: \"${%s:?need %s}\"\ncurl -fsS -H \"Authorization: Bearer ${%s}\" \"$API_URL/health\"" % (v1, v1, v1)
    mc = L(ko, "Reviewed how %s reads its credentials (%s):\n" % (proj(), k), "%s가 크리덴셜을 읽는 방식 리뷰 (%s):\n" % (proj(), k)) + fence(body)
    lesson = L(ko, "Nothing is hardcoded; the values are injected at deploy time.", "하드코딩된 값은 없음. 배포 시점에 주입됨.")
    return "code: env-var / secret references (%s)" % k, mc, lesson, pick(["", L(ko, "Where is %s set for preview environments?" % v1, "preview 환경에서는 %s를 어디서 설정하는지?" % v1)])


@ctpl(10)
def c_secret_manager_refs(ko):
    k = pick(["aws", "ssm", "gcp", "azure", "vault", "op", "doppler", "eso", "infisical", "akv-ref"])
    acct = str(rint(10**11, 10**12 - 1))
    if k == "aws":
        body = "$ aws secretsmanager describe-secret --secret-id prod/%s/db\n{\n    \"ARN\": \"arn:aws:secretsmanager:%s:%s:secret:prod/%s/db-%s\",\n    \"Name\": \"prod/%s/db\",\n    \"RotationEnabled\": true,\n    \"RotationLambdaARN\": \"arn:aws:lambda:%s:%s:function:SecretsManagerRotation\"\n}" % (
            proj(), pick(REGIONS), acct, proj(), rs(6, AN), proj(), pick(REGIONS), acct)
    elif k == "ssm":
        body = "$ aws ssm get-parameters-by-path --path /%s/%s/ --query 'Parameters[].Name'\n[\n    \"/%s/%s/DB_PASSWORD\",\n    \"/%s/%s/STRIPE_SECRET_KEY\"\n]" % (
            pick(ENVS), proj(), "prod", proj(), "prod", proj())
    elif k == "gcp":
        body = "DB_PASSWORD=projects/%s-%d/secrets/db-password/versions/%d\n$ gcloud secrets versions access latest --secret=db-password --project=%s-%d > /dev/null && echo ok\nok" % (
            pick(["acme-prod", "kr-data"]), rint(1000, 9999), rint(1, 12), "acme-prod", rint(1000, 9999))
    elif k == "azure":
        body = "$ az keyvault secret show --vault-name kv-%s-prod --name StripeSecretKey --query id -o tsv\nhttps://kv-%s-prod.vault.azure.net/secrets/StripeSecretKey/%s" % (
            rs(5, ALO), rs(5, ALO), hx(32))
    elif k == "vault":
        body = "$ vault kv metadata get -mount=secret %s/db\n======= Metadata Path =======\nsecret/metadata/%s/db\n\n========== Metadata ==========\nKey                Value\n---                -----\ncurrent_version    %d\ncreated_time       2025-0%d-1%dT02:11:%02d.%dZ\nmax_versions       0" % (
            proj(), proj(), rint(2, 30), rint(1, 9), rint(0, 9), rint(0, 59), rint(100000, 999999))
    elif k == "op":
        body = "DB_PASSWORD=op://Engineering/%s-prod-db/password\nSTRIPE_SECRET_KEY=op://Engineering/Stripe/credential\n$ op run --env-file=.env.tpl -- npm start" % proj()
    elif k == "doppler":
        body = "$ doppler secrets --only-names -p %s -c prd\n┌──────────────────────┐\n│ NAME                 │\n├──────────────────────┤\n│ DATABASE_URL         │\n│ SENDGRID_API_KEY     │\n│ STRIPE_SECRET_KEY    │\n└──────────────────────┘" % proj()
    elif k == "eso":
        body = "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: app-db\nspec:\n  refreshInterval: 1h\n  secretStoreRef:\n    name: aws-secrets-manager\n    kind: ClusterSecretStore\n  data:\n    - secretKey: DB_PASSWORD\n      remoteRef:\n        key: prod/%s/db\n        property: password" % proj()
    elif k == "infisical":
        body = "$ infisical run --env=prod --path=/%s -- ./server\nInjecting 14 Infisical secrets into your application process" % proj()
    else:
        body = "\"DbPassword\": \"@Microsoft.KeyVault(SecretUri=https://kv-%s.vault.azure.net/secrets/DbPassword/)\"" % rs(6, ALO)
    mc = L(ko, "Needed to find where the prod credentials for %s are stored:\n" % proj(), "%s 운영 크리덴셜이 어디 저장돼 있는지 찾아야 했음:\n" % proj()) + fence(body)
    lesson = L(ko, "Only references live in the repo; reading the value needs the prod role.", "repo에는 참조만 있고, 실제 값을 읽으려면 prod role이 필요함.")
    return "secret-manager reference (%s)" % k, mc, lesson, L(ko, "Who approves prod secret read access?", "운영 secret 읽기 권한은 누가 승인하는지?")


@ctpl(8)
def c_redacted(ko):
    k = pick(["header", "masked", "log", "cli", "json"])
    if k == "header":
        body = "> POST /v1/chat/completions HTTP/2\n> Host: api.openai.com\n> Authorization: Bearer [REDACTED]\n> Content-Type: application/json\n< HTTP/2 429\n< x-ratelimit-remaining-requests: 0\n< x-request-id: req_%s" % hx(32)
    elif k == "masked":
        body = "Active keys:\n  %s  created 2025-0%d-0%d  last used 3h ago\n  %s  created 2024-1%d-1%d  last used never" % (
            pick(["sk-proj-...", "sk_live_...", "ghp_...", "xoxb-..."]) + rs(4, AN), rint(1, 9), rint(1, 9), pick(["sk-...", "rk_live_...", "glpat-..."]) + rs(4, AN), rint(0, 2), rint(0, 9))
    elif k == "log":
        body = "2025-0%d-1%d 10:%02d:%02d INFO  db: connecting to postgres://app:****@%s:5432/core (pool=20)\n2025-0%d-1%d 10:%02d:%02d WARN  smtp: auth failed for user=alerts@acme.io password=<hidden>" % (
            rint(1, 9), rint(0, 9), rint(0, 59), rint(0, 59), pick(HOSTS), rint(1, 9), rint(0, 9), rint(0, 59), rint(0, 59))
    elif k == "cli":
        body = "$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                  %s           manual    --profile\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config" % (
            pick(["prod-readonly", "dev", "kr-admin"]), rs(4, AUP), rs(4, AN), pick(REGIONS))
    else:
        body = json.dumps({"provider": pick(["toss", "stripe", "kakaopay"]), "mode": "live", "secretKey": "live_sk_" + "*" * 20,
                           "webhookSecret": "********", "lastRotatedAt": "2025-0%d-0%dT00:00:00+09:00" % (rint(1, 9), rint(1, 9))}, indent=2)
    mc = L(ko, "Debug output with the sensitive parts already masked by the tool:\n", "도구가 민감한 부분을 이미 마스킹한 디버그 출력:\n") + fence(body)
    lesson = L(ko, "The masking is done by the client; the raw values never hit the log.", "마스킹은 클라이언트가 하고 원본 값은 로그에 안 남음.")
    return "redacted / masked values (%s)" % k, mc, lesson, ""


@ctpl(5)
def c_sops(ko):
    def encv(n):
        return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(n), b64(32), b64(16))
    body = "db:\n    password: %s\nstripe:\n    secret_key: %s\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"2025-0%d-1%dT03:22:10Z\"\n    mac: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\n    version: 3.9.1" % (
        encv(rint(12, 24)), encv(rint(40, 60)), rs(58, BECH), rint(1, 9), rint(0, 9), b64(48), b64(32), b64(16))
    mc = L(ko, "secrets.enc.yaml is committed in the repo; it is SOPS-encrypted with age:\n", "secrets.enc.yaml은 repo에 커밋돼 있음. age로 SOPS 암호화된 파일:\n") + fence(body, "yaml")
    lesson = L(ko, "Decrypting needs the age identity from the team vault; the ciphertext is safe to commit.",
               "복호화하려면 팀 vault의 age identity가 필요함. 암호문은 커밋해도 안전함.")
    return "YAML: SOPS-encrypted values", mc, lesson, ""


@ctpl(4)
def c_sealed(ko):
    if chance(0.5):
        body = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: app-db\n  namespace: %s\nspec:\n  encryptedData:\n    DB_PASSWORD: Ag%s\n    API_TOKEN: Ag%s" % (
            pick(ENVS), rs(rint(300, 380), B64), rs(rint(300, 380), B64))
        cat = "YAML: SealedSecret encryptedData"
    else:
        lines = wrap(hx(rint(300, 460)), 80)
        body = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(lines)
        cat = "ansible-vault encrypted blob"
        mc = L(ko, "group_vars/prod/vault.yml as committed (encrypted with ansible-vault):\n", "커밋된 group_vars/prod/vault.yml (ansible-vault로 암호화됨):\n") + fence(body)
        return cat, mc, L(ko, "Only people with the vault password file can decrypt it; the blob is safe in git.", "vault 비밀번호 파일이 있는 사람만 복호화 가능. 이 blob은 git에 있어도 안전함."), ""
    mc = L(ko, "The manifest in git with the encrypted secret (only the controller/vault password can decrypt):\n",
           "git에 있는 암호화된 secret 매니페스트 (컨트롤러/vault 비번으로만 복호화 가능):\n") + fence(body)
    return cat, mc, L(ko, "Re-seal when the namespace changes; the ciphertext is scoped to it.", "네임스페이스가 바뀌면 다시 seal 해야 함. 암호문이 네임스페이스에 묶여 있음."), ""


@ctpl(9)
def c_digests(ko):
    k = pick(["docker", "npm", "gosum", "pip", "sha256sum", "lfs", "sri", "cargo", "etag", "helm"])
    if k == "docker":
        body = "$ docker buildx imagetools inspect ghcr.io/acme/%s:%s\nName:      ghcr.io/acme/%s:%s\nMediaType: application/vnd.oci.image.index.v1+json\nDigest:    sha256:%s\n\nManifests:\n  Name:      ghcr.io/acme/%s@sha256:%s\n  Platform:  linux/amd64\n  Name:      ghcr.io/acme/%s@sha256:%s\n  Platform:  linux/arm64" % (
            proj(), "v1.%d.%d" % (rint(0, 30), rint(0, 9)), proj(), "latest", hx(64), proj(), hx(64), proj(), hx(64))
    elif k == "npm":
        nm, ver = pick(["axios", "zod", "dayjs", "lodash"]), "%d.%d.%d" % (rint(1, 5), rint(0, 20), rint(0, 9))
        body = "\"node_modules/%s\": {\n  \"version\": \"%s\",\n  \"resolved\": \"https://registry.npmjs.org/%s/-/%s-%s.tgz\",\n  \"integrity\": \"sha512-%s==\"\n}" % (
            nm, ver, nm, nm, ver, rs(86, B64))
    elif k == "gosum":
        body = "\n".join("%s v%d.%d.%d h1:%s=" % (m, rint(0, 2), rint(0, 30), rint(0, 9), rs(43, B64)) for m in
                         R.sample(["github.com/gin-gonic/gin", "golang.org/x/crypto", "github.com/jackc/pgx/v5", "go.uber.org/zap", "github.com/redis/go-redis/v9"], 3))
    elif k == "pip":
        body = "cryptography==43.0.%d \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (rint(0, 3), hx(64), hx(64))
    elif k == "sha256sum":
        body = "$ sha256sum -c SHA256SUMS\n%s-linux-amd64.tar.gz: OK\n%s-darwin-arm64.tar.gz: FAILED\n$ grep darwin SHA256SUMS\n%s  %s-darwin-arm64.tar.gz" % (
            proj(), proj(), hx(64), proj())
    elif k == "lfs":
        body = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (hx(64), rint(10**5, 10**9))
    elif k == "sri":
        body = "<script src=\"https://cdn.jsdelivr.net/npm/chart.js@4.4.%d/dist/chart.umd.min.js\"\n        integrity=\"sha384-%s\"\n        crossorigin=\"anonymous\"></script>" % (rint(0, 9), rs(64, B64))
    elif k == "cargo":
        body = "[[package]]\nname = \"tokio\"\nversion = \"1.%d.%d\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"%s\"" % (rint(30, 42), rint(0, 5), hx(64))
    elif k == "etag":
        body = "< HTTP/1.1 200 OK\n< ETag: \"%s\"\n< x-amz-version-id: %s\n< Content-MD5: %s" % (hx(32), rs(32, B64U), b64(16))
    else:
        body = "entries:\n  %s:\n  - apiVersion: v2\n    digest: %s\n    version: 0.%d.%d\n    urls:\n    - https://charts.example.com/%s-0.%d.%d.tgz" % (
            proj(), hx(64), rint(1, 20), rint(0, 9), proj(), rint(1, 20), rint(0, 9))
    mc = L(ko, "Checksum/digest mismatch investigation (%s):\n" % k, "체크섬/다이제스트 불일치 조사 (%s):\n" % k) + fence(body)
    lesson = L(ko, "Digests identify content; they are safe to share and should be pinned.", "digest는 내용 식별자라 공유해도 되고, 오히려 고정(pin)해야 함.")
    return "hashes and digests (%s)" % k, mc, lesson, ""


@ctpl(7)
def c_git_shas(ko):
    k = pick(["log", "bisect", "revert", "cherry", "blame"])
    if k == "log":
        body = "$ git log --oneline -5\n" + "\n".join("%s %s" % (hx(7), pick(["fix: retry on 502 from PG", "chore(deps): bump axios", "feat: add refund webhook",
                                                                             "refactor: split settlement job", "test: stabilize e2e login", "docs: update runbook"])) for _ in range(5))
    elif k == "bisect":
        bad = hx(40)
        body = "$ git bisect good %s\n$ git bisect bad %s\n%s is the first bad commit\ncommit %s\nAuthor: %s <%d+%s@users.noreply.github.com>" % (
            hx(40), hx(40), bad, bad, pick(EN_PEOPLE), rint(10**6, 10**8), pick(["jkim", "psharma", "sam-dev"]))
    elif k == "revert":
        body = "This reverts commit %s.\n\nReverted because the migration %s locked the orders table." % (hx(40), "20250%d1%d_add_index" % (rint(1, 9), rint(0, 9)))
    elif k == "cherry":
        body = "$ git cherry-pick -x %s\n[release/2.%d %s] fix: handle null coupon\n 2 files changed, 14 insertions(+), 3 deletions(-)" % (hx(40), rint(1, 9), hx(7))
    else:
        body = "$ git blame -L 40,42 src/payment/confirm.ts\n%s (%s 2025-0%d-1%d 40) const timeoutMs = 15_000;\n%s (%s 2025-0%d-1%d 41) const retries = 3;" % (
            hx(8), pick(EN_PEOPLE), rint(1, 9), rint(0, 9), hx(8), pick(EN_PEOPLE), rint(1, 9), rint(0, 9))
    mc = L(ko, "Tracking down when the regression was introduced:\n", "회귀가 언제 들어왔는지 추적:\n") + fence(body)
    return "git: commit SHAs (%s)" % k, mc, L(ko, "Bisect with the e2e smoke test, not the full suite.", "bisect는 전체 스위트 말고 e2e smoke 테스트로."), ""


@ctpl(9)
def c_request_ids(ko):
    k = pick(["aws", "cf", "trace", "stripe", "gcp", "sentry", "kafka", "grpc"])
    if k == "aws":
        body = "An error occurred (AccessDenied) when calling the GetObject operation: Access Denied\nRequestId: %s\nHostId: %s" % (HX(16), b64(54))
    elif k == "cf":
        body = "< HTTP/2 520\n< cf-ray: %s-ICN\n< cf-cache-status: DYNAMIC\n< server: cloudflare" % hx(16)
    elif k == "trace":
        body = "traceparent: 00-%s-%s-01\ntracestate: dd=s:1;o:rum\nx-datadog-trace-id: %d" % (hx(32), hx(16), rint(10**18, 10**19))
    elif k == "stripe":
        body = "stripe.error.CardError: Your card was declined.\n  request_id: req_%s\n  charge: ch_%s\n  payment_intent: pi_%s\n  Idempotency-Key: %s" % (
            rs(14, AN), rs(24, AN), rs(24, AN), uuid4())
    elif k == "gcp":
        body = "google.api_core.exceptions.PermissionDenied: 403 Permission 'bigquery.jobs.create' denied\n  debug_info: operation %s, jobId job_%s" % (uuid4(), rs(28, B64U))
    elif k == "sentry":
        body = "Sentry event %s\nRelease: %s@%s\nTrace: %s" % (hx(32), proj(), hx(12), hx(32))
    elif k == "kafka":
        body = "consumer=%s-%s partition=%d offset=%d key=%s headers={correlation-id: %s}" % (proj(), uuid4(), rint(0, 23), rint(10**6, 10**9), uuid4(), uuid4())
    else:
        body = "rpc error: code = Unavailable desc = connection reset\n  x-request-id: %s\n  grpc-status-details-bin: %s" % (uuid4(), b64(rint(30, 50)))
    mc = L(ko, "Support asked for identifiers to look up the failing call:\n", "지원팀이 실패한 호출 조회용 식별자를 요청함:\n") + fence(body)
    lesson = L(ko, "Request/trace IDs are what vendors need; they are not secrets.", "벤더 문의에는 request/trace ID면 충분하고, 이건 비밀이 아님.")
    return "request / trace IDs (%s)" % k, mc, lesson, L(ko, "Ask support for the retention window of request logs.", "request 로그 보관 기간을 지원팀에 물어볼 것.")


@ctpl(9)
def c_public_keys(ko):
    k = pick(["authorized", "fingerprint", "known_hosts", "pem_pub", "cert", "gpg", "age", "wg", "jwks", "cosign"])
    who = pick(["jkim@macbook", "deploy@ci", "minsu@dev-laptop", "github-actions"])
    if k == "authorized":
        body = "# ~/.ssh/authorized_keys on bastion\n%s %s\n%s %s" % (ssh_ed25519_public(), who, ssh_ed25519_public(), pick(["ops@laptop", "jenkins"]))
    elif k == "fingerprint":
        body = "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 %s %s (ED25519)" % (ssh_fp(), who)
    elif k == "known_hosts":
        body = "github.com %s\n|1|%s|%s %s" % (ssh_ed25519_public(), b64(20), b64(20), ssh_ed25519_public())
    elif k == "pem_pub":
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + rbytes(64)
        body = "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(pem_lines(der))
    elif k == "cert":
        der = bytes.fromhex("308203") + rbytes(rint(150, 220))
        body = "-----BEGIN CERTIFICATE-----\n%s\n...\n-----END CERTIFICATE-----\nSHA-256 Fingerprint=%s" % (
            "\n".join(pem_lines(der)), ":".join(HX(2) for _ in range(32)))
    elif k == "gpg":
        fp = HX(40)
        body = "$ gpg --list-keys --keyid-format long release@acme.io\npub   ed25519/%s 2024-0%d-1%d [SC]\n      %s\nuid           [ultimate] ACME Release <release@acme.io>" % (
            fp[-16:], rint(1, 9), rint(0, 9), fp)
    elif k == "age":
        body = "# .sops.yaml\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: >-\n      age1%s,\n      age1%s" % (rs(58, BECH), rs(58, BECH))
    elif k == "wg":
        body = "[Peer]\n# office gateway\nPublicKey = %s\nAllowedIPs = 10.20.0.0/16\nEndpoint = vpn.example.co.kr:51820" % b64(32)
    elif k == "jwks":
        body = json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": hx(16), "alg": "RS256", "n": rs(342, B64U), "e": "AQAB"}]}, indent=2)
    else:
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + rbytes(64)
        body = "$ cosign verify --key cosign.pub ghcr.io/acme/%s:%s\n# cosign.pub\n-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % (
            proj(), "v2.%d.0" % rint(0, 9), "\n".join(pem_lines(der)))
    mc = L(ko, "Public key material needed for the access setup (%s):\n" % k, "접근 설정에 필요한 공개키 정보 (%s):\n" % k) + fence(body)
    lesson = L(ko, "Public keys and fingerprints can be shared freely; only the private half must stay on the device.",
               "공개키와 fingerprint는 공유해도 됨. private 키만 기기에 남아 있으면 됨.")
    return "public keys / fingerprints (%s)" % k, mc, lesson, ""


@ctpl(9)
def c_ids(ko):
    k = pick(["oauth_client", "azure_ids", "apple", "stripe_objs", "twilio_sid", "slack_ids", "gh_app", "aws_arn", "kakao_app", "cloudinary_key",
              "kms", "firebase"])
    if k == "oauth_client":
        body = "GOOGLE_CLIENT_ID=%d-%s.apps.googleusercontent.com\nREDIRECT_URI=https://%s/auth/callback" % (rint(10**11, 10**12 - 1), rs(32, ALO), pick(["app.example.co.kr", "acme.io"]))
    elif k == "azure_ids":
        body = "AZURE_TENANT_ID=%s\nAZURE_CLIENT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_USE_WORKLOAD_IDENTITY=true" % (uuid4(), uuid4(), uuid4())
    elif k == "apple":
        body = "APPLE_TEAM_ID=%s\nASC_KEY_ID=%s\nASC_ISSUER_ID=%s\nASC_KEY_PATH=${{ runner.temp }}/AuthKey.p8" % (rs(10, AUP), rs(10, AUP), uuid4())
    elif k == "stripe_objs":
        body = "customer=cus_%s subscription=sub_%s price=price_%s latest_invoice=in_%s account=acct_%s" % (
            rs(14, AN), rs(24, AN), rs(24, AN), rs(24, AN), rs(16, AN))
    elif k == "twilio_sid":
        body = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}" % (hx(32), hx(32))
    elif k == "slack_ids":
        body = "channel=C%s team=T%s user=U%s bot_id=B%s app_id=A%s" % (rs(10, AUP), rs(9, AUP), rs(10, AUP), rs(10, AUP), rs(10, AUP))
    elif k == "gh_app":
        body = "GITHUB_APP_ID=%d\nGITHUB_APP_INSTALLATION_ID=%d\nGITHUB_APP_CLIENT_ID=Iv23li%s\nGITHUB_APP_PRIVATE_KEY_PATH=/run/secrets/gh-app.pem" % (
            rint(100000, 999999), rint(10**7, 10**8), rs(14, AN))
    elif k == "aws_arn":
        a = rint(10**11, 10**12 - 1)
        body = "role_arn = arn:aws:iam::%d:role/%s-deployer\nsource_profile = sso-dev\nexternal_id = %s\nrole_session_name = ci-%d" % (a, proj(), uuid4(), rint(1000, 9999))
    elif k == "kakao_app":
        body = L(ko, "Kakao app ID: %d\nREST API / Admin keys: console only (not copied here)\nPlatform: Android package com.acme.%s, key hash registered",
                 "카카오 앱 ID: %d\nREST API 키/Admin 키는 콘솔에서만 확인 (여기 안 적음)\n플랫폼: Android 패키지 com.acme.%s, 키 해시 등록 완료") % (
            rint(100000, 1999999), proj().replace("-", ""))
    elif k == "cloudinary_key":
        body = "CLOUDINARY_CLOUD_NAME=acme-media\nCLOUDINARY_API_KEY=%d\nCLOUDINARY_API_SECRET=${CLOUDINARY_API_SECRET}" % rint(10**14, 10**15 - 1)
    elif k == "kms":
        body = "aws kms describe-key --key-id alias/%s-data\n  KeyId: %s\n  Arn: arn:aws:kms:%s:%d:key/%s\n  KeyUsage: ENCRYPT_DECRYPT" % (
            proj(), uuid4(), pick(REGIONS), rint(10**11, 10**12 - 1), uuid4())
    else:
        body = "FIREBASE_PROJECT_ID=%s-%s\nFIREBASE_MESSAGING_SENDER_ID=%d\nFIREBASE_APP_ID=1:%d:android:%s" % (proj(), rs(5, ALO), rint(10**11, 10**12), rint(10**11, 10**12), hx(16))
    mc = pick([L(ko, "Identifiers needed for the integration setup:\n", "연동 설정에 필요한 식별자들:\n"),
               L(ko, "Config that %s was missing after the repo split:\n" % proj(), "repo 분리 후 %s에서 빠져 있던 설정:\n" % proj()),
               L(ko, "Values I had to look up in three different consoles:\n", "콘솔 세 군데를 돌아다니며 찾은 값들:\n")]) + fence(body)
    return "identifiers: account / client / key IDs (%s)" % k, mc, L(ko, "IDs can go in config; the matching secrets stay in the vault.", "ID는 설정 파일에 둬도 되고, 짝이 되는 secret만 vault에 둠."), ""


@ctpl(7)
def c_base64_data(ko):
    k = pick(["cursor", "configmap", "datauri", "matrix", "pagetoken", "k8s_cm_bin", "echo", "protobuf"])
    if k == "cursor":
        c = base64.b64encode(json.dumps({"id": rint(10**5, 10**7), "created_at": "2025-0%d-1%dT00:00:00Z" % (rint(1, 9), rint(0, 9))}, separators=(",", ":")).encode()).decode()
        body = "GET /api/v1/orders?limit=50&cursor=%s\n{\"data\": [...], \"next_cursor\": \"%s\"}" % (c, base64.b64encode(json.dumps({"id": rint(10**5, 10**7)}).encode()).decode())
    elif k == "configmap":
        body = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-config\nbinaryData:\n  feature-flags.json: %s" % (
            proj(), base64.b64encode(json.dumps({"newCheckout": True, "maxRetries": 3, "region": "kr"}).encode()).decode())
    elif k == "datauri":
        body = "<img alt=\"spinner\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ%s\">" % rs(rint(80, 160), B64)
    elif k == "matrix":
        m = base64.b64encode(json.dumps({"include": [{"node": 18}, {"node": 20}, {"node": 22}]}).encode()).decode()
        body = "MATRIX_B64=%s\nmatrix: ${{ fromJSON(steps.decode.outputs.matrix) }}" % m
    elif k == "pagetoken":
        body = "{\n  \"files\": [...],\n  \"nextPageToken\": \"%s\"\n}" % rs(rint(60, 120), B64U)
    elif k == "k8s_cm_bin":
        v = base64.b64encode(pick([b"debug", b"ap-northeast-2", b"https://api.internal:8443", b"orders-consumer-v2"])).decode()
        body = "$ kubectl get cm app-env -o jsonpath='{.binaryData.LOG_LEVEL}'\n%s\n$ echo %s | base64 -d\n%s" % (v, v, base64.b64decode(v).decode())
    elif k == "echo":
        v = pick(["user-service:v2", "hello from staging", "tenant=acme;region=kr", "{\"schema\":3}"])
        e = base64.b64encode(v.encode()).decode()
        body = "$ echo -n '%s' | base64\n%s" % (v, e)
    else:
        body = "DEBUG grpc payload (base64): %s\n  decoded: OrderCreated{order_id=%d, items=3, currency=KRW}" % (b64(rint(24, 48)), rint(10**6, 10**8))
    mc = L(ko, "The base64 blob in %s looked suspicious, so I decoded it:\n" % proj(), "%s의 base64 덩어리가 수상해 보여서 디코드해 봄:\n" % proj()) + fence(body)
    lesson = L(ko, "It is just encoded data (cursor/config/image), not a credential.", "그냥 인코딩된 데이터(커서/설정/이미지)이고 크리덴셜이 아님.")
    return "base64 of non-secret data (%s)" % k, mc, lesson, ""


@ctpl(5)
def c_jwt_claims(ko):
    claims = {"iss": "https://auth.%s" % pick(["acme.io", "example.co.kr"]), "sub": uuid4(), "aud": pick(["orders-api", "mobile"]),
              "exp": ts(), "iat": ts(), "scope": pick(["orders:read", "openid profile email", "admin:refunds"])}
    body = "header:  {\"alg\": \"RS256\", \"kid\": \"%s\", \"typ\": \"JWT\"}\npayload: %s" % (hx(16), json.dumps(claims, indent=2))
    mc = L(ko, "Decoded the claims of the failing token (signature not included) to compare audiences:\n",
           "실패하는 토큰의 claim만 디코드해서 audience 비교함 (서명 부분은 제외):\n") + fence(body)
    lesson = L(ko, "aud must be orders-api; the mobile client was requesting the wrong audience.", "aud가 orders-api여야 하는데 모바일 클라이언트가 잘못된 audience를 요청하고 있었음.")
    return "JSON: decoded JWT header and claims (no token)", mc, lesson, ""


@ctpl(7)
def c_versions_ids(ko):
    k = pick(["versions", "pods", "tf", "ecr", "container", "java_trace", "s3keys"])
    if k == "versions":
        body = "app %s (build %d, commit %s)\nAndroid versionCode %d, versionName %d.%d.%d-rc.%d\nnode v%d.%d.%d, pnpm %d.%d.%d, openssl 3.0.%d" % (
            "v%d.%d.%d+build.%s" % (rint(1, 4), rint(0, 30), rint(0, 9), hx(7)), rint(1000, 99999), hx(12), rint(100, 9999), rint(1, 9), rint(0, 30), rint(0, 9), rint(1, 5),
            rint(18, 22), rint(0, 19), rint(0, 9), rint(8, 9), rint(0, 15), rint(0, 9), rint(10, 15))
    elif k == "pods":
        body = "\n".join("%s-%s-%s   1/1   Running   %d   %dh" % (proj(), hx(10), rs(5, ALO), rint(0, 3), rint(1, 99)) for _ in range(3))
    elif k == "tf":
        body = "  # module.%s.aws_iam_role_policy_attachment.this[\"arn:aws:iam::aws:policy/AmazonS3ReadOnlyAccess\"] will be destroyed\n  # module.vpc.aws_route_table_association.private[\"ap-northeast-2c\"] must be replaced" % proj().replace("-", "_")
    elif k == "ecr":
        body = "%d.dkr.ecr.%s.amazonaws.com/%s@sha256:%s" % (rint(10**11, 10**12 - 1), pick(REGIONS), proj(), hx(64))
    elif k == "container":
        body = "$ docker ps --no-trunc --format '{{.ID}} {{.Names}}'\n%s %s-1\n%s redis-1" % (hx(64), proj(), hx(64))
    elif k == "java_trace":
        body = "java.lang.IllegalStateException: Duplicate key OrderLineKey[orderId=%d, sku=SKU-%s]\n\tat com.acme.%s.settlement.internal.aggregation.SettlementAggregatorServiceImpl.lambda$aggregate$3(SettlementAggregatorServiceImpl.java:%d)\n\tat java.base/java.util.stream.Collectors.duplicateKeyException(Collectors.java:135)" % (
            rint(10**6, 10**8), rs(8, AUP), proj().replace("-", ""), rint(50, 400))
    else:
        body = "s3://acme-%s-artifacts/builds/%s/%s/%s.tar.zst" % (pick(ENVS), proj(), hx(40), uuid4())
    mc = L(ko, "Long identifiers from the incident timeline (%s):\n" % k, "장애 타임라인에 있던 긴 식별자들 (%s):\n" % k) + fence(body)
    return "version strings / long identifiers (%s)" % k, mc, pick([L(ko, "Pin by digest, not by tag.", "태그 말고 digest로 고정할 것."), ""]), ""


@ctpl(8)
def c_password_policy(ko):
    n = rint(10, 16)
    if ko:
        mc = pick(["비밀번호 정책 논의: 최소 %d자, 대문자/숫자/특수문자 중 3종 이상, 최근 5개 재사용 금지. 정규식은 `^(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w\\s]).{%d,}$`." % (n, n),
                   "회원가입 API에서 비밀번호를 bcrypt cost %d로 해싱 중. 로그인 p95가 %dms라 cost를 낮출지 논의함." % (rint(10, 13), rint(200, 600)),
                   "Argon2id 파라미터를 m=%d KiB, t=%d, p=%d로 변경. 비밀번호 원문은 어디에도 로그로 남기지 않음." % (pick([19456, 65536]), rint(2, 4), 1)])
        lesson = pick(["KISA 가이드 기준으로는 2종 조합이면 10자 이상이면 됨.", "비밀번호 변경 시 기존 세션을 전부 만료시켜야 함.", ""])
        ask = pick(["보안팀이 원하는 최소 길이가 몇 자인지?", "SSO 계정도 이 정책을 따라야 하는지?", ""])
    else:
        mc = pick(["Password policy discussion: min %d chars, at least 3 of upper/digit/symbol, no reuse of the last 5. Regex: `^(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w\\s]).{%d,}$`." % (n, n),
                   "Sign-up hashes passwords with bcrypt cost %d; login p95 is %dms so we discussed lowering the cost." % (rint(10, 13), rint(200, 600)),
                   "Switched Argon2id params to m=%d KiB, t=%d, p=%d. Plain-text passwords are never logged." % (pick([19456, 65536]), rint(2, 4), 1)])
        lesson = pick(["NIST 800-63B prefers length over composition rules.", "Changing a password must revoke all existing sessions.", ""])
        ask = pick(["What minimum length does security want?", "Do SSO accounts have to follow this policy too?", ""])
    return "prose: password policy discussion", mc, lesson, ask


@ctpl(8)
def c_flags(ko):
    k = pick(["docker", "ssh", "mysql", "redis", "psql", "misc", "kubectl", "scp"])
    if k == "docker":
        body = "$ docker run -d -p %d:80 -p 127.0.0.1:%d:9090 --name web nginx:1.27" % (rint(8000, 8999), rint(9000, 9999))
    elif k == "ssh":
        body = "$ ssh -p %d -i ~/.ssh/id_ed25519 deploy@%s\n$ scp -P %d -p build.tar.gz deploy@%s:/opt/app/" % (rint(2200, 2299), pick(HOSTS), rint(2200, 2299), pick(HOSTS))
    elif k == "mysql":
        body = "$ mysql -h %s -P 3307 -u %s -p\nEnter password:\nERROR 2026 (HY000): SSL connection error: error:0A000086" % (pick(HOSTS), pick(DBUSERS))
    elif k == "redis":
        body = "$ redis-cli -h %s -p %d --latency-history -i 5" % (pick(HOSTS), pick([6379, 6380, 7000]))
    elif k == "psql":
        body = "$ PGPASSFILE=~/.pgpass psql -h localhost -p %d -U %s -d core -c '\\dt'" % (pick([5433, 5434, 6432]), pick(DBUSERS))
    elif k == "misc":
        body = "$ mkdir -p /var/lib/app/cache && cp -p config.yaml /etc/app/\n$ git add -p src/\n$ pytest -p no:cacheprovider -k 'not slow'"
    elif k == "kubectl":
        body = "$ kubectl -n %s port-forward svc/%s %d:80\n$ kubectl exec -it deploy/%s -c app -- sh" % (pick(ENVS), proj(), rint(8000, 9999), proj())
    else:
        body = "$ rsync -avz -e 'ssh -p 2222' ./dist/ web@%s:/srv/www/\n$ nc -zv %s %d" % (pick(HOSTS), pick(HOSTS), pick([5432, 3306, 6379]))
    mc = L(ko, "Commands I used while debugging connectivity (%s):\n" % k, "연결 문제 디버깅하며 쓴 명령 (%s):\n" % k) + fence(body, "bash")
    lesson = L(ko, "Here -p is a port/flag, not a password; mysql -p with no value prompts interactively.",
               "여기서 -p는 포트/옵션이지 비번이 아님. 값 없는 mysql -p는 대화형으로 물어봄.") if chance(0.4) else ""
    return "shell: -p flags (ports, prompts) (%s)" % k, mc, lesson, ""


@ctpl(8)
def c_fake_fixtures(ko):
    k = pick(["pytest", "jest", "go", "junit", "rspec", "factory", "vcr"])
    if k == "pytest":
        body = "@pytest.fixture\ndef client(monkeypatch):\n    monkeypatch.setenv(\"STRIPE_SECRET_KEY\", \"sk_test_fake_for_unit_tests\")\n    monkeypatch.setenv(\"JWT_SECRET\", \"not-a-real-secret\")\n    return TestClient(app)"
    elif k == "jest":
        body = "beforeEach(() => {\n  process.env.OPENAI_API_KEY = 'test-key';\n  process.env.DB_PASSWORD = 'dummy';\n  mockFetch.mockResolvedValue({ ok: true });\n});"
    elif k == "go":
        body = "func TestSign(t *testing.T) {\n\tsigner := NewSigner([]byte(\"test-signing-secret\"))\n\tgot := signer.Sign(\"payload\")\n\tif got == \"\" {\n\t\tt.Fatal(\"empty signature\")\n\t}\n}"
    elif k == "junit":
        body = "@TestPropertySource(properties = {\n    \"payment.toss.secret-key=test_sk_dummy\",\n    \"spring.datasource.password=test\"\n})\nclass PaymentServiceTest { }"
    elif k == "rspec":
        body = "let(:user) { create(:user, email: 'qa@example.com', password: 'password', password_confirmation: 'password') }"
    elif k == "factory":
        body = "class UserFactory(factory.Factory):\n    username = factory.Sequence(lambda n: f\"user{n}\")\n    password = factory.PostGenerationMethodCall(\"set_password\", \"example-password\")"
    else:
        body = "# cassettes/charge.yaml (VCR)\n  request:\n    headers:\n      Authorization:\n      - Bearer <FILTERED>\n  response:\n    status: {code: 200}"
    mc = L(ko, "Test setup for %s (%s); values are fixtures for the mocked clients:\n" % (proj(), k), "%s 테스트 설정 (%s). 값은 mock 클라이언트용 fixture:\n" % (proj(), k)) + fence(body)
    lesson = L(ko, "Unit tests never talk to real providers; network is blocked in CI.", "유닛 테스트는 실제 provider와 통신하지 않음. CI에서 네트워크 차단됨.")
    return "code: obviously fake test fixtures (%s)" % k, mc, lesson, ""


@ctpl(8)
def c_secret_discussion(ko):
    svc = pick(["Stripe", "GitHub", "Slack", "OpenAI", "Toss Payments", "AWS", "Sentry", "Kakao", "Naver Cloud", "Datadog"])
    if ko:
        mc = pick(["어제 %s 키 rotate 함. 새 키는 vault의 `secret/%s/%s`에 있고 구 키는 금요일에 revoke 예정." % (svc, pick(ENVS), proj()),
                   "%s 토큰이 만료돼서 야간 잡이 실패함. 만료일이 90일이라 캘린더 알림 걸어둠." % svc,
                   "%s 대시보드에서 키 권한을 read-only로 줄임. 기존 full-access 키는 사용처 확인 후 삭제." % svc,
                   "PR 리뷰에서 %s 토큰 하드코딩 지적받음. env 주입으로 바꾸고 히스토리는 깨끗한 것 확인함." % svc])
        lesson = pick(["키 rotate 후엔 모든 consumer 재배포가 필요함.", "gitleaks pre-commit 훅을 켜둘 것.", ""])
        ask = pick(["%s 키 소유자가 누구인지?" % svc, "rotation 런북이 있는지?", ""])
    else:
        mc = pick(["Rotated the %s key yesterday. New one is in vault at `secret/%s/%s`; the old one gets revoked on Friday." % (svc, pick(ENVS), proj()),
                   "The %s token expired and the nightly job failed. It has a 90-day lifetime, so I added a calendar reminder." % svc,
                   "Reduced the %s key to read-only scopes in the dashboard; the old full-access key will be deleted once usages are checked." % svc,
                   "Code review flagged a hardcoded %s token. Switched to env injection and confirmed the history is clean." % svc])
        lesson = pick(["After a rotation every consumer must be redeployed.", "Keep the gitleaks pre-commit hook enabled.", ""])
        ask = pick(["Who owns the %s key?" % svc, "Is there a rotation runbook?", ""])
    return "prose: talking about credentials without values", mc, lesson, ask


@ctpl(8)
def c_connstr_nopass(ko):
    k = pick(["pg", "mongo", "redis", "jdbc", "mssql", "kafka", "amqp"])
    if k == "pg":
        body = "DATABASE_URL=postgresql://%s@%s:5432/core?sslmode=verify-full&sslrootcert=/etc/ssl/rds-ca.pem\n# password via IAM auth token (generated per connection)" % (pick(DBUSERS), pick(PG_HOSTS))
    elif k == "mongo":
        body = "MONGODB_URI=mongodb+srv://cluster0.%s.mongodb.net/?authSource=%%24external&authMechanism=MONGODB-AWS&retryWrites=true" % rs(5, ALO)
    elif k == "redis":
        body = "REDIS_URL=redis://%s:6379/2\nREDIS_TLS=false  # inside the VPC, auth disabled on this dev cache" % pick(["redis", "cache.internal", "127.0.0.1"])
    elif k == "jdbc":
        body = "spring.datasource.url=jdbc:mysql://%s:3306/shop?useSSL=true&serverTimezone=Asia/Seoul\nspring.datasource.username=%s\nspring.datasource.password=${DB_PASSWORD}" % (pick(MY_HOSTS), pick(DBUSERS))
    elif k == "mssql":
        body = "Server=tcp:sql-%s.database.windows.net,1433;Database=erp;Authentication=Active Directory Managed Identity;Encrypt=True;" % rs(6, ALO)
    elif k == "kafka":
        body = "bootstrap.servers=b-1.%s.kafka.%s.amazonaws.com:9098\nsecurity.protocol=SASL_SSL\nsasl.mechanism=AWS_MSK_IAM\nsasl.jaas.config=software.amazon.msk.auth.iam.IAMLoginModule required;" % (rs(6, ALO), pick(REGIONS))
    else:
        body = "broker_url = \"amqp://%s@rabbitmq.internal:5672/orders\"  # password from RABBITMQ_PASSWORD" % pick(["orders", "worker"])
    mc = L(ko, "Connection settings for %s after moving to IAM/managed identity auth:\n" % proj(), "IAM/managed identity 인증으로 바꾼 뒤의 %s 연결 설정:\n" % proj()) + fence(body)
    return "connection string without password (%s)" % k, mc, L(ko, "No static password exists anymore.", "이제 고정 비밀번호가 없음."), ""


@ctpl(8)
def c_http_nocreds(ko):
    k = pick(["env_token", "public", "oidc_discovery", "health"])
    if k == "env_token":
        body = "$ curl -sS -H \"Authorization: Bearer $%s\" https://api.%s/v1/%s | jq '.items | length'\n%d" % (
            pick(["GITHUB_TOKEN", "API_TOKEN", "CF_API_TOKEN"]), pick(["github.com", "acme.io", "cloudflare.com"]), pick(["repos", "zones", "orders"]), rint(0, 300))
    elif k == "public":
        body = "GET /v1/forecast?latitude=37.56&longitude=126.97&hourly=temperature_2m HTTP/1.1\nHost: api.open-meteo.com\nUser-Agent: %s/1.0\nAccept: application/json" % proj()
    elif k == "oidc_discovery":
        body = "$ curl -s https://accounts.google.com/.well-known/openid-configuration | jq -r .jwks_uri\nhttps://www.googleapis.com/oauth2/v3/certs"
    else:
        body = "$ curl -i http://localhost:%d/healthz\nHTTP/1.1 200 OK\nx-request-id: %s\ncontent-type: application/json\n\n{\"status\":\"ok\",\"db\":\"ok\",\"version\":\"%s\"}" % (
            pick([8080, 3000, 8000]), uuid4(), hx(7))
    mc = L(ko, "Request used while checking the integration (%s):\n" % k, "연동 확인할 때 쓴 요청 (%s):\n" % k) + fence(body)
    return "HTTP: request without credentials (%s)" % k, mc, "", ""


@ctpl(5)
def c_tf_sensitive(ko):
    body = ("$ terraform output\ndb_endpoint = \"%s\"\ndb_password = <sensitive>\nredis_auth_token = <sensitive>\nkms_key_arn = \"arn:aws:kms:%s:%d:key/%s\"") % (
        pick(HOSTS), pick(REGIONS), rint(10**11, 10**12 - 1), uuid4())
    mc = L(ko, "Needed the DB endpoint from the new stack:\n", "새 스택에서 DB endpoint가 필요했음:\n") + fence(body)
    lesson = L(ko, "`terraform output -raw db_password` would print it, but the state bucket is restricted anyway.",
               "`terraform output -raw db_password` 하면 출력되긴 하지만 state 버킷 자체가 제한돼 있음.")
    return "shell: terraform output with <sensitive>", mc, lesson, ""


@ctpl(7)
def c_scanner_report(ko):
    rule = pick(["generic-api-key", "aws-access-token", "slack-webhook-url", "private-key", "jwt"])
    f = pick(["tests/fixtures/sample_config.yaml", "docs/setup.md", "src/__tests__/client.test.ts", "charts/values.example.yaml"])
    body = ("Finding:     %s\nSecret:      REDACTED\nRuleID:      %s\nEntropy:     %.6f\nFile:        %s\nLine:        %d\nCommit:      %s\nFingerprint: %s:%s:%s:%d") % (
        pick(["api_key: REDACTED", "token = \"REDACTED\"", "REDACTED"]), rule, R.uniform(3.2, 5.9), f, rint(3, 200), hx(40), hx(40), f, rule, rint(3, 200))
    mc = L(ko, "gitleaks blocked the PR; the finding (already redacted by gitleaks):\n", "gitleaks가 PR을 막음. finding 내용 (gitleaks가 이미 마스킹함):\n") + fence(body)
    lesson = L(ko, "It was a documented placeholder; added the fingerprint to .gitleaksignore.", "문서용 placeholder였음. fingerprint를 .gitleaksignore에 추가함.")
    return "scanner report with redacted match", mc, lesson, ""


@ctpl(5)
def c_docker_secret_mount(ko):
    body = ("# syntax=docker/dockerfile:1.7\nFROM node:20-bookworm AS deps\nWORKDIR /app\nCOPY package.json pnpm-lock.yaml ./\n"
            "RUN --mount=type=secret,id=npmrc,target=/root/.npmrc pnpm install --frozen-lockfile\n\n$ docker build --secret id=npmrc,src=$HOME/.npmrc -t %s:dev ." % proj())
    mc = L(ko, "Private packages need auth during the image build without leaking the token into layers:\n",
           "이미지 빌드 중 private 패키지 인증이 필요한데 토큰이 레이어에 남으면 안 됨:\n") + fence(body, "dockerfile")
    return "Dockerfile: BuildKit secret mount", mc, L(ko, "ARG/ENV would bake the token into the image history.", "ARG/ENV로 넘기면 이미지 히스토리에 토큰이 남음."), ""


@ctpl(7)
def c_gha_oidc(ko):
    a = rint(10**11, 10**12 - 1)
    body = ("permissions:\n  id-token: write\n  contents: read\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: aws-actions/configure-aws-credentials@v4\n"
            "        with:\n          role-to-assume: arn:aws:iam::%d:role/gha-%s-deploy\n          aws-region: %s\n      - run: aws sts get-caller-identity") % (a, proj(), pick(REGIONS))
    mc = L(ko, "Replaced the long-lived AWS keys in the workflow with OIDC:\n", "워크플로의 장기 AWS 키를 OIDC로 교체함:\n") + fence(body, "yaml")
    lesson = L(ko, "The trust policy must pin `token.actions.githubusercontent.com:sub` to the repo and branch.",
               "trust policy에서 `token.actions.githubusercontent.com:sub`를 repo와 브랜치로 고정해야 함.")
    return "CI: GitHub Actions OIDC role (no keys)", mc, lesson, ""


@ctpl(5)
def c_gh_auth_status(ko):
    body = ("$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: ssh\n"
            "  - Token: gho_************************************\n  - Token scopes: 'admin:public_key', 'gist', 'read:org', 'repo'") % pick(["jkim-dev", "sam-acme", "hyejin-park"])
    mc = L(ko, "`gh pr create` failed with 'resource not accessible'. Auth state:\n", "`gh pr create`가 'resource not accessible'로 실패. 인증 상태:\n") + fence(body)
    return "shell: gh auth status (masked token)", mc, L(ko, "The org requires SSO authorization of the token.", "org가 토큰 SSO 승인을 요구함."), ""


@ctpl(4)
def c_vault_accessor(ko):
    acc = rs(24, AN)
    body = ("$ vault token lookup -accessor %s\nKey                 Value\n---                 -----\naccessor            %s\ncreation_time       %d\ndisplay_name        approle\nexpire_time         2025-1%d-0%dT12:00:00Z\nid                  n/a\npolicies            [default %s-read]\nttl                 %dh") % (
        acc, acc, ts(), rint(0, 2), rint(1, 9), proj(), rint(1, 720))
    mc = L(ko, "Checked which policies the batch token has, using only its accessor:\n", "accessor만으로 배치 토큰의 policy 확인:\n") + fence(body)
    return "shell: vault token lookup by accessor", mc, L(ko, "Accessors can look up/revoke but not use the token.", "accessor로는 조회/revoke만 되고 토큰으로 쓸 수는 없음."), ""


@ctpl(6)
def c_k8s_describe_secret(ko):
    keys = R.sample(["DB_PASSWORD", "STRIPE_SECRET_KEY", "REDIS_PASSWORD", "JWT_SECRET", "SENTRY_DSN", "OPENAI_API_KEY", "tls.crt", "tls.key"], 4)
    body = "$ kubectl -n %s describe secret %s-env\nName:         %s-env\nNamespace:    %s\nType:         Opaque\n\nData\n====\n%s" % (
        pick(ENVS), proj(), proj(), pick(ENVS), "\n".join("%s:  %d bytes" % (k, rint(8, 1700)) for k in keys))
    mc = L(ko, "Wanted to know whether the secret has all the keys the new release expects:\n", "새 릴리스가 기대하는 키가 secret에 다 있는지 확인:\n") + fence(body)
    return "shell: kubectl describe secret (sizes only)", mc, L(ko, "describe never prints values.", "describe는 값을 출력하지 않음."), ""


@ctpl(4)
def c_webhook_signature(ko):
    t = ts()
    k = pick(["stripe", "github", "slack"])
    if k == "stripe":
        h = "Stripe-Signature: t=%d,v1=%s" % (t, hx(64))
    elif k == "github":
        h = "X-Hub-Signature-256: sha256=%s\nX-GitHub-Delivery: %s\nX-GitHub-Event: push" % (hx(64), uuid4())
    else:
        h = "X-Slack-Request-Timestamp: %d\nX-Slack-Signature: v0=%s" % (t, hx(64))
    mc = L(ko, "Signature verification failed for an old delivery (replayed from the dashboard). Incoming headers:\n",
           "대시보드에서 재전송한 예전 이벤트의 서명 검증이 실패함. 들어온 헤더:\n") + fence(h)
    lesson = L(ko, "The signature is a per-payload HMAC; the timestamp was outside the 5-minute tolerance.",
               "서명은 payload별 HMAC이고, 타임스탬프가 5분 허용 범위를 벗어나 있었음.")
    return "HTTP: webhook signature headers (%s)" % k, mc, lesson, ""


@ctpl(4)
def c_webauthn(ko):
    body = json.dumps({"id": rs(43, B64U), "rawId": rs(43, B64U), "type": "public-key",
                       "response": {"clientDataJSON": b64url_json({"type": "webauthn.get", "challenge": rs(43, B64U), "origin": "https://app.example.co.kr"}),
                                    "authenticatorData": rs(50, B64U)}}, indent=2)
    mc = L(ko, "Passkey login fails on Android only. Assertion the browser sent (public data):\n", "안드로이드에서만 패스키 로그인이 실패함. 브라우저가 보낸 assertion:\n") + fence(body, "json")
    return "JSON: WebAuthn assertion (credential id, client data)", mc, L(ko, "rpId did not match the origin subdomain.", "rpId가 origin 서브도메인과 맞지 않았음."), ""


@ctpl(6)
def c_oauth_pkce(ko):
    url = ("https://%s/oauth2/authorize?response_type=code&client_id=%s&redirect_uri=%s&scope=openid%%20profile&state=%s&code_challenge=%s&code_challenge_method=S256") % (
        pick(["kauth.kakao.com", "nid.naver.com", "accounts.google.com", "login.microsoftonline.com/common"]), pick([hx(32), uuid4(), rs(20, AN)]),
        urllib.parse.quote("https://app.example.co.kr/callback", safe=""), rs(22, B64U), rs(43, B64U))
    mc = L(ko, "Login redirect loops back to the start page. Authorize URL built by the app:\n", "로그인 리다이렉트가 시작 페이지로 되돌아감. 앱이 만든 authorize URL:\n") + url
    lesson = L(ko, "client_id, state and code_challenge are public; the verifier never leaves the device.", "client_id, state, code_challenge는 공개 값이고 verifier는 기기 밖으로 안 나감.")
    return "URL: OAuth authorize URL with PKCE challenge", mc, lesson, ""


@ctpl(7)
def c_dns_txt(ko):
    der = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100") + rbytes(256) + bytes.fromhex("0203010001")
    p = base64.b64encode(der).decode()
    body = ("%s._domainkey.%s. 3600 IN TXT \"v=DKIM1; k=rsa; p=%s\"\n%s. 3600 IN TXT \"v=spf1 include:_spf.google.com include:sendgrid.net ~all\"\n"
            "%s. 3600 IN TXT \"google-site-verification=%s\"\n_dmarc.%s. 3600 IN TXT \"v=DMARC1; p=quarantine; rua=mailto:dmarc@%s\"") % (
        pick(["google", "s1", "k1"]), "example.co.kr", p, "example.co.kr", "example.co.kr", rs(43, B64U), "example.co.kr", "example.co.kr")
    if chance(0.4):
        body += "\n_acme-challenge.example.co.kr. 60 IN TXT \"%s\"" % rs(43, B64U)
    mc = L(ko, "Mail from the new domain lands in spam. Current DNS TXT records:\n", "새 도메인에서 보낸 메일이 스팸함으로 감. 현재 DNS TXT 레코드:\n") + fence(body)
    return "DNS: DKIM public key / verification TXT records", mc, L(ko, "DKIM selector was wrong in the sender config.", "발송 설정의 DKIM selector가 틀렸음."), ""


@ctpl(6)
def c_sts_identity(ko):
    a = rint(10**11, 10**12 - 1)
    if chance(0.5):
        body = "$ aws sts get-caller-identity\n{\n    \"UserId\": \"AROA%s:%s\",\n    \"Account\": \"%d\",\n    \"Arn\": \"arn:aws:sts::%d:assumed-role/%s/%s\"\n}" % (
            rs(17, B32), pick(["jkim", "botocore-session-%d" % ts()]), a, a, pick(["AWSReservedSSO_Admin_%s" % hx(16), "gha-deploy"]), pick(["jkim", "gha"]))
    else:
        body = "$ aws iam get-user\n{\n    \"User\": {\n        \"UserName\": \"ci-legacy\",\n        \"UserId\": \"AIDA%s\",\n        \"Arn\": \"arn:aws:iam::%d:user/ci-legacy\"\n    }\n}" % (rs(17, B32), a)
    mc = L(ko, "Which identity is the CI actually using?\n", "CI가 실제로 어떤 identity로 동작하는지 확인:\n") + fence(body, "json")
    return "shell: AWS caller identity (unique IDs, account)", mc, L(ko, "UserId (AIDA/AROA) is an identifier, not a key.", "UserId(AIDA/AROA)는 식별자이지 키가 아님."), ""


@ctpl(4)
def c_gcp_keys_list(ko):
    sa = "%s@%s-%d.iam.gserviceaccount.com" % (pick(["bq-loader", "deployer"]), pick(["acme-prod", "kr-data"]), rint(1000, 9999))
    body = "$ gcloud iam service-accounts keys list --iam-account=%s\nKEY_ID                                    CREATED_AT            EXPIRES_AT            DISABLED\n%s  2024-0%d-1%dT01:02:03Z  9999-12-31T23:59:59Z\n%s  2025-0%d-0%dT04:05:06Z  9999-12-31T23:59:59Z  True" % (
        sa, hx(40), rint(1, 9), rint(0, 9), hx(40), rint(1, 9), rint(1, 9))
    mc = L(ko, "Auditing old exported keys on the loader account:\n", "로더 계정에 남아 있는 예전 export 키 점검:\n") + fence(body)
    return "shell: GCP service-account key IDs", mc, L(ko, "Delete user-managed keys; move to workload identity.", "사용자 관리 키는 삭제하고 workload identity로 이전."), ""


@ctpl(4)
def c_crypto_addresses(ko):
    body = "from: 0x%s\nto:   0x%s\ntx:   0x%s\nblock: %d\ncontract verified at https://sepolia.etherscan.io/address/0x%s" % (hx(40), hx(40), hx(64), rint(10**6, 10**7), hx(40))
    mc = L(ko, "Testnet deployment details for the e2e suite:\n", "e2e 테스트용 testnet 배포 정보:\n") + fence(body)
    return "blockchain addresses and tx hashes", mc, L(ko, "Addresses and hashes are public on-chain data.", "주소와 해시는 체인상 공개 데이터임."), ""


@ctpl(4)
def c_cert_info(ko):
    body = ("$ openssl x509 -in fullchain.pem -noout -serial -subject -issuer -enddate -fingerprint -sha256\nserial=%s\nsubject=CN = %s\n"
            "issuer=C = US, O = Let's Encrypt, CN = R11\nnotAfter=%s  1 12:00:00 2026 GMT\nsha256 Fingerprint=%s") % (
        HX(36), pick(["api.example.co.kr", "*.acme.io", "shop.example.jp"]), pick(["Jan", "Mar", "Aug"]), ":".join(HX(2) for _ in range(32)))
    mc = L(ko, "Cert renewal check on the ingress:\n", "ingress 인증서 갱신 확인:\n") + fence(body)
    return "shell: certificate serial and fingerprint", mc, "", ""


@ctpl(3)
def c_saml_metadata(ko):
    der = bytes.fromhex("308202") + rbytes(rint(120, 170))
    cert = base64.b64encode(der).decode()
    body = ("<md:EntityDescriptor entityID=\"https://sts.windows.net/%s/\">\n  <md:IDPSSODescriptor protocolSupportEnumeration=\"urn:oasis:names:tc:SAML:2.0:protocol\">\n"
            "    <md:KeyDescriptor use=\"signing\"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>%s</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>\n"
            "  </md:IDPSSODescriptor>\n</md:EntityDescriptor>") % (uuid4(), cert)
    mc = L(ko, "SSO broke after the IdP rotated its signing certificate. Federation metadata:\n", "IdP가 서명 인증서를 교체한 뒤 SSO가 깨짐. federation metadata:\n") + fence(body, "xml")
    return "XML: SAML IdP metadata (public signing certificate)", mc, L(ko, "Re-import the metadata; the cert is public.", "metadata를 다시 가져오면 됨. 인증서는 공개 정보."), ""


@ctpl(4)
def c_crash_hex(ko):
    frames = "\n".join("#%d 0x%s in %s" % (i, hx(16), pick(["std::__1::vector<Order>::push_back", "grpc_core::Server::Start", "je_malloc", "PyEval_EvalFrameDefault"])) for i in range(4))
    body = "*** SIGSEGV (@0x%s) received by PID %d (TID 0x%s); stack trace: ***\n%s\nBuild ID: %s" % (hx(12), rint(1000, 99999), hx(12), frames, hx(40))
    mc = L(ko, "Native crash in the image worker after the libvips upgrade:\n", "libvips 업그레이드 후 이미지 워커 네이티브 크래시:\n") + fence(body)
    return "crash dump addresses and build id", mc, "", ""


@ctpl(5)
def c_stripe_event(ko):
    body = json.dumps({"id": "evt_" + rs(24, AN), "object": "event", "api_version": "2024-06-20", "livemode": True, "type": "payment_intent.succeeded",
                       "data": {"object": {"id": "pi_" + rs(24, AN), "amount": rint(1000, 99000), "currency": "krw", "customer": "cus_" + rs(14, AN),
                                           "latest_charge": "ch_" + rs(24, AN), "payment_method": "pm_" + rs(24, AN)}},
                       "request": {"id": "req_" + rs(14, AN), "idempotency_key": uuid4()}}, indent=2)
    mc = L(ko, "Duplicate fulfilment: the same event arrived twice. Payload:\n", "중복 출고: 같은 이벤트가 두 번 들어옴. payload:\n") + fence(body, "json")
    return "JSON: webhook event payload with object IDs [Stripe]", mc, L(ko, "Dedupe on event id before fulfilment.", "출고 전에 event id로 중복 제거해야 함."), ""


@ctpl(4)
def c_openapi_security(ko):
    body = ("components:\n  securitySchemes:\n    ApiKeyAuth:\n      type: apiKey\n      in: header\n      name: X-API-Key\n    BearerAuth:\n      type: http\n      scheme: bearer\n"
            "      bearerFormat: JWT\nsecurity:\n  - BearerAuth: []\n# example request header: Authorization: Bearer <access_token>")
    mc = L(ko, "Documenting auth for the partner API spec:\n", "파트너 API 스펙에 인증 방식 문서화:\n") + fence(body, "yaml")
    return "YAML: OpenAPI security schemes", mc, "", ""


PUB_KINDS = ["stripe", "toss", "kakao", "firebase", "mapbox", "posthog", "sentry", "algolia", "supabase", "clerk", "recaptcha",
             "segment", "launchdarkly", "mixpanel", "datadog_rum", "razorpay", "paddle", "statsig", "kakao_map", "amplitude"]
_PUB_QUEUE = []


def _pub_variant():
    if not _PUB_QUEUE:                 # cycle through every variant before repeating one
        q = list(PUB_KINDS)
        R.shuffle(q)
        _PUB_QUEUE.extend(q)
    k = _PUB_QUEUE.pop(0)
    if k == "stripe":
        return "Stripe", "const stripe = Stripe('pk_live_51%s');\nconst elements = stripe.elements({ locale: 'ko' });" % rs(97, AN)
    if k == "toss":
        return "Toss Payments", "const tossPayments = TossPayments(\"live_ck_%s\");\nconst widgets = tossPayments.widgets({ customerKey: \"%s\" });" % (rs(20, AN), uuid4())
    if k == "kakao":
        return "Kakao", "<script src=\"https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js\" crossorigin=\"anonymous\"></script>\n<script>Kakao.init('%s'); // JavaScript 키</script>" % hx(32)
    if k == "firebase":
        pj = "%s-%s" % (proj(), rs(5, ALO))
        return "Firebase", "const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  appId: \"1:%d:web:%s\"\n};" % (
            rs(35, B64U), pj, pj, rint(10**11, 10**12), hx(22))
    if k == "mapbox":
        return "Mapbox", "mapboxgl.accessToken = 'pk.%s.%s';" % (b64url_json({"u": pick(["acme-maps", "kr-logistics"]), "a": rs(25, ALO)}), rs(22, B64U))
    if k == "posthog":
        return "PostHog", "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com', person_profiles: 'identified_only' })" % rs(43, AN)
    if k == "sentry":
        return "Sentry", "Sentry.init({\n  dsn: \"https://%s@o%d.ingest.us.sentry.io/%d\",\n  tracesSampleRate: 0.1,\n});" % (hx(32), rint(10**5, 10**7), rint(10**6, 10**7))
    if k == "algolia":
        return "Algolia", "const searchClient = algoliasearch('%s', '%s'); // search-only API key" % (rs(10, AUP), hx(32))
    if k == "supabase":
        anon = jwt({"iss": "supabase", "ref": rs(20, LO), "role": "anon", "iat": ts(), "exp": ts() + 315360000})
        return "Supabase", "export const supabase = createClient(\n  'https://%s.supabase.co',\n  '%s' // anon key, RLS enforced\n);" % (rs(20, LO), anon)
    if k == "clerk":
        return "Clerk", "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % base64.b64encode(("clerk.%s$" % pick(["acme.io", "example.co.kr"])).encode()).decode().rstrip("=")
    if k == "recaptcha":
        return "Google reCAPTCHA", "<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>" % rs(38, B64U)
    if k == "segment":
        return "Segment", "analytics.load(\"%s\");\nanalytics.page();" % rs(32, AN)
    if k == "launchdarkly":
        return "LaunchDarkly", "const ldClient = LDClient.initialize('%s', { kind: 'user', key: userId });  // client-side ID" % hx(24)
    if k == "mixpanel":
        return "Mixpanel", "mixpanel.init('%s', { track_pageview: true, persistence: 'localStorage' });  // project token" % hx(32)
    if k == "datadog_rum":
        return "Datadog", "datadogRum.init({\n  applicationId: '%s',\n  clientToken: 'pub%s',\n  site: 'ap1.datadoghq.com',\n  service: '%s',\n});" % (uuid4(), hx(32), proj())
    if k == "razorpay":
        return "Razorpay", "const rzp = new Razorpay({ key: 'rzp_live_%s', order_id: 'order_%s', currency: 'INR' });" % (rs(14, AN), rs(14, AN))
    if k == "paddle":
        return "Paddle", "Paddle.Initialize({ token: 'live_%s' });  // client-side token" % hx(27)
    if k == "statsig":
        return "Statsig", "const client = new StatsigClient('client-%s', { userID: uid });" % rs(43, AN)
    if k == "kakao_map":
        return "Kakao", "<script src=\"//dapi.kakao.com/v2/maps/sdk.js?appkey=%s&libraries=services\"></script>" % hx(32)
    return "Amplitude", "amplitude.init('%s', { defaultTracking: true });" % hx(32)


@ctpl(24, publishable=True)
def c_publishable(ko):
    ven, body = _pub_variant()
    mc = pick([L(ko, "The front-end bundle of %s contains this %s init; the reviewer asked whether it is a leak:\n" % (proj(), ven),
                 "%s 프론트 번들에 %s 초기화 코드가 있음. 리뷰어가 유출 아니냐고 물어봄:\n" % (proj(), ven)),
               L(ko, "%s client setup for the web checkout:\n" % ven, "웹 결제 화면의 %s 클라이언트 설정:\n" % ven)]) + fence(body, "js")
    lesson = L(ko, "This is the %s client-side/publishable key; it is meant to ship to browsers. The secret counterpart stays on the server." % ven,
               "이건 %s의 클라이언트용(publishable) 키라 브라우저에 노출되는 게 정상임. 짝이 되는 secret 키는 서버에만 있음." % ven)
    ask = pick([L(ko, "Are domain/referrer restrictions configured for the %s key?" % ven, "%s 키에 도메인/referrer 제한이 걸려 있는지?" % ven), ""])
    return "frontend: %s client-side key [%s] [publishable]" % (ven, ven), mc, lesson, ask


PLAIN_EN = [
    ("The e2e login test is flaky on CI because the OTP screen animation takes ~600ms; the test clicked before it finished.",
     "Wait for the network idle state instead of fixed sleeps.", "Is there a test-only flag that disables animations?"),
    ("Build times went from 6 to 14 minutes after the monorepo move; the Gradle build cache was not shared between jobs.",
     "Remote cache needs the same JDK version on every runner.", ""),
    ("The settlement batch double-counted refunds made exactly at midnight KST because the query used UTC dates.",
     "Store timestamps in UTC, convert only at the reporting edge.", "Which timezone do finance reports assume?"),
    ("Migration 0042 locked the orders table for 3 minutes in staging; adding the index CONCURRENTLY fixed it.",
     "Never add indexes inside a transaction on big tables.", ""),
    ("The mobile app crashed on Android 8 because of a Java 11 API used in the date formatter.",
     "Check minSdk before using java.time APIs without desugaring.", "Do we still support Android 8?"),
    ("Pagination skipped one item per page because the cursor used > instead of >= on created_at with ties.",
     "Use a composite cursor (created_at, id).", ""),
    ("Memory in the image worker grew 200MB/hour; libvips cache was unbounded.", "Set VIPS_CACHE_MAX explicitly.", ""),
    ("I did not know the staging deploy is frozen on Fridays after 3pm; my PR waited until Monday.",
     "Check the release calendar before promising dates.", "Where is the deploy freeze schedule published?"),
    ("Search relevance dropped after the analyzer change; Korean compound nouns were no longer decomposed.",
     "Keep the nori decompound mode at 'mixed'.", ""),
    ("p95 latency of /orders doubled; an N+1 query appeared when line items were added to the serializer.",
     "Add select_related/prefetch and a query-count test.", ""),
    ("Renovate opened 40 PRs at once and exhausted CI minutes.", "Group minor updates and schedule them weekly.", ""),
    ("The CSV export broke Excel because of a missing BOM for UTF-8 Korean headers.", "Write UTF-8 with BOM for Excel users.", ""),
]
PLAIN_KO = [
    ("CI에서 e2e 로그인 테스트가 간헐적으로 실패함. OTP 화면 애니메이션이 600ms 정도 걸리는데 그 전에 클릭하고 있었음.",
     "고정 sleep 말고 network idle 상태를 기다리게 바꿈.", "테스트 전용으로 애니메이션 끄는 플래그가 있는지?"),
    ("모노레포 이전 후 빌드 시간이 6분에서 14분으로 늘어남. Gradle 빌드 캐시가 잡 간에 공유되지 않았음.",
     "remote cache는 모든 runner의 JDK 버전이 같아야 동작함.", ""),
    ("정산 배치가 한국시간 자정에 발생한 환불을 두 번 집계함. 쿼리가 UTC 날짜 기준이었음.",
     "타임스탬프는 UTC로 저장하고 리포트 단계에서만 변환할 것.", "재무 리포트는 어느 타임존 기준인지?"),
    ("0042 마이그레이션이 staging에서 orders 테이블을 3분간 잠금. 인덱스를 CONCURRENTLY로 추가해서 해결.",
     "큰 테이블에는 트랜잭션 안에서 인덱스 추가하지 말 것.", ""),
    ("안드로이드 8에서 앱이 크래시남. 날짜 포매터에서 Java 11 API를 쓰고 있었음.",
     "desugaring 없이 java.time 쓰기 전에 minSdk 확인.", "아직 안드로이드 8 지원하는지?"),
    ("페이지네이션에서 페이지마다 한 건씩 누락됨. created_at 동률일 때 커서 비교가 >였음.",
     "(created_at, id) 복합 커서를 써야 함.", ""),
    ("이미지 워커 메모리가 시간당 200MB씩 증가. libvips 캐시에 상한이 없었음.", "VIPS_CACHE_MAX를 명시적으로 설정.", ""),
    ("금요일 오후 3시 이후 staging 배포 동결인 걸 몰라서 PR이 월요일까지 대기함.",
     "일정 약속 전에 릴리스 캘린더 확인할 것.", "배포 동결 일정은 어디에 공지되는지?"),
    ("분석기 변경 후 검색 품질이 떨어짐. 한국어 복합명사가 더 이상 분해되지 않았음.", "nori decompound 모드는 'mixed' 유지.", ""),
    ("/orders p95 지연이 두 배가 됨. serializer에 라인 아이템 추가하면서 N+1 쿼리가 생김.", "select_related/prefetch 추가하고 쿼리 수 테스트 작성.", ""),
    ("Renovate가 PR 40개를 한 번에 열어서 CI 분을 다 씀.", "minor 업데이트는 묶어서 주 1회로 스케줄링.", ""),
    ("CSV export를 엑셀에서 열면 한글 헤더가 깨짐. UTF-8 BOM이 없었음.", "엑셀 사용자용은 BOM 포함 UTF-8로 저장.", ""),
]


@ctpl(36, risky=False)
def c_plain(ko):
    mc, lesson, ask = pick(PLAIN_KO if ko else PLAIN_EN)
    if chance(0.3):
        mc = "[%s] " % proj() + mc
    if chance(0.3):
        lesson = ""
    return "prose: ordinary engineering note", mc, lesson, ask


@ctpl(14, risky=False)
def c_plain_output(ko):
    k = pick(["pytest", "bench", "lint", "tsc", "gradle"])
    if k == "pytest":
        body = "$ pytest -q tests/settlement\n%s\nFAILED tests/settlement/test_refund.py::test_midnight_refund - assert %d == %d\n1 failed, %d passed in %.2fs" % (
            "." * rint(20, 60), rint(2, 5), rint(1, 2), rint(40, 300), R.uniform(3, 90))
    elif k == "bench":
        body = "BenchmarkEncode-8   \t%d\t  %d ns/op\t %d B/op\t %d allocs/op\nBenchmarkDecode-8   \t%d\t  %d ns/op\t %d B/op\t %d allocs/op" % tuple(rint(1, 99999) for _ in range(8))
    elif k == "lint":
        body = "src/orders/service.ts\n  %d:%d  error  'refund' is assigned a value but never used  @typescript-eslint/no-unused-vars\n  %d:%d  warning  Unexpected console statement  no-console\n\n✖ 2 problems (1 error, 1 warning)" % (
            rint(1, 300), rint(1, 40), rint(1, 300), rint(1, 40))
    elif k == "tsc":
        body = "src/api/client.ts(%d,%d): error TS2345: Argument of type 'string | undefined' is not assignable to parameter of type 'string'." % (rint(1, 200), rint(1, 60))
    else:
        body = "> Task :app:compileReleaseKotlin FAILED\ne: file:///workspace/app/src/main/java/com/acme/%s/OrderViewModel.kt:%d:%d Unresolved reference: collectAsStateWithLifecycle" % (
            proj().replace("-", ""), rint(10, 300), rint(5, 60))
    mc = L(ko, "Output while fixing the build (%s):\n" % k, "빌드 고치면서 본 출력 (%s):\n" % k) + fence(body)
    return "tool output without sensitive data (%s)" % k, mc, pick([L(ko, "Fixed by pinning the dependency.", "의존성 버전 고정으로 해결."), ""]), ""


@ctpl(10)
def c_mixed_fields(ko):
    p = proj()
    k = pick(["rollback", "kms", "ticket"])
    if k == "rollback":
        d = "sha256:" + hx(64)
        mc = L(ko, "Rollback of %s to image %s did not fix the 502s." % (p, d), "%s를 이미지 %s로 롤백했는데 502가 계속됨." % (p, d))
        lesson = L(ko, "The bad value was in the ConfigMap, not the image; DB_PASSWORD still comes from secretKeyRef `%s-db/password`." % p,
                   "문제는 이미지가 아니라 ConfigMap 값이었음. DB_PASSWORD는 여전히 secretKeyRef `%s-db/password`에서 옴." % p)
        ask = L(ko, "Ask for trace %s in Tempo before rolling back next time." % hx(32), "다음엔 롤백 전에 Tempo에서 trace %s부터 확인 요청." % hx(32))
    elif k == "kms":
        kid = uuid4()
        mc = L(ko, "Decrypt calls from %s failed with AccessDeniedException for key %s (alias/%s-pii)." % (p, kid, p),
               "%s의 Decrypt 호출이 키 %s (alias/%s-pii)에 대해 AccessDeniedException으로 실패함." % (p, kid, p))
        lesson = L(ko, "The key policy listed role AROA%s but the pods run as a new role after the IRSA migration." % rs(17, B32),
                   "키 정책에는 AROA%s 역할만 있는데 IRSA 이전 후 pod가 새 역할로 동작함." % rs(17, B32))
        ask = L(ko, "Which commit (%s?) changed the service account annotation?" % hx(12), "서비스 계정 annotation을 바꾼 커밋이 %s 맞는지?" % hx(12))
    else:
        mc = L(ko, "Incident %s: webhook deliveries from the PG were rejected; delivery IDs %s and %s." % ("INC-%d" % rint(1000, 9999), uuid4(), uuid4()),
               "장애 %s: PG사 웹훅 전송이 거절됨. delivery ID %s, %s." % ("INC-%d" % rint(1000, 9999), uuid4(), uuid4()))
        lesson = L(ko, "The signing secret is read from `ssm:/%s/prod/WEBHOOK_SECRET`; the parameter version had been bumped without a redeploy." % p,
                   "서명 secret은 `ssm:/%s/prod/WEBHOOK_SECRET`에서 읽는데, 파라미터 버전만 올리고 재배포를 안 했었음." % p)
        ask = L(ko, "Ask the PG support for request %s." % ("req_" + rs(14, AN)), "PG사 지원팀에 요청 %s 조회 부탁하기." % ("req_" + rs(14, AN)))
    return "mixed risky-looking ids across fields (%s)" % k, mc, lesson, ask


# ---------------------------------------------------------------- schedule and build
N_SECRET = 350
N_CLEAN = 350
KO_SHARE = 0.40
N_MULTI = 30
ASK_FILL_EN = ["Ask who owns this service before changing its config.", "Check the runbook first next time.",
               "Ask whether staging mirrors prod for this integration.", "Which team is on call for this component?",
               "Ask whether this is documented anywhere.", "Ask for the architecture diagram of this flow."]
ASK_FILL_KO = ["설정 바꾸기 전에 이 서비스 담당자부터 물어볼 것.", "다음엔 런북부터 확인.", "이 연동에서 staging이 prod와 같은 구성인지 물어보기.",
               "이 컴포넌트 on-call 팀이 어디인지?", "이 내용이 어딘가 문서화돼 있는지 물어보기.", "이 흐름의 아키텍처 다이어그램 요청하기."]


def attempt(fn, kind, ko, max_tries=80):
    last = None
    for _ in range(max_tries):
        try:
            cat, mc, lesson, ask, *rest = fn()
        except Retry:
            last = "retry"
            continue
        secrets = dedupe(rest[0]) if rest else []
        if not ask and chance(0.45):
            ask = pick(ASK_FILL_KO if ko else ASK_FILL_EN)
        fields = {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}
        errs = check_note(fields, secrets, kind)
        if not errs:
            return cat, fields, secrets
        last = errs
    raise RuntimeError("template could not produce a valid note: %r" % (last,))


def vendor_queue():
    order = list(range(len(VENDORS)))
    R.shuffle(order)
    seen, primary, secondary = [], [], []
    for i in order:
        nm = VENDORS[i]["name"]
        if nm in seen:
            secondary.append(i)
        else:
            seen.append(nm)
            primary.append(i)
    return primary + secondary


def secret_slots():
    slots = []
    for f, n in SECRET_TPLS:
        for _ in range(n):
            slots.append(("tpl", f))
    q = vendor_queue()
    n_single = N_SECRET - len(slots) - N_MULTI
    assert n_single > 0
    # multi-provider notes take 3-4 specs of different vendors from the front of the queue
    for _ in range(N_MULTI):
        group, names = [], []
        j = 0
        size = rint(3, 5)
        while len(group) < size and j < len(q):
            v = VENDORS[q[j]]
            if v["name"] not in names:
                group.append(v)
                names.append(v["name"])
                q.pop(j)
            else:
                j += 1
        slots.append(("multi", group))
    for k in range(n_single):
        slots.append(("kv", VENDORS[q[k % len(q)]]))
    return slots


def clean_slots():
    slots = []
    for f, n, risky, pub in CLEAN_TPLS:
        for _ in range(n):
            slots.append(f)
    extra = [f for f, n, risky, pub in CLEAN_TPLS if risky and not pub]
    R.shuffle(extra)
    k = 0
    while len(slots) < N_CLEAN:
        slots.append(extra[k % len(extra)])
        k += 1
    return slots[:N_CLEAN]


def assign_langs(n):
    langs = ["ko"] * round(n * KO_SHARE) + ["en"] * (n - round(n * KO_SHARE))
    R.shuffle(langs)
    return langs


def build():
    notes = []
    s_slots = secret_slots()
    R.shuffle(s_slots)
    for (typ, payload), lang in zip(s_slots, assign_langs(len(s_slots))):
        ko = lang == "ko"
        if typ == "tpl":
            cat, fields, secrets = attempt(lambda f=payload, ko=ko: f(ko), "secret", ko)
        elif typ == "kv":
            cat, fields, secrets = attempt(lambda v=payload, ko=ko: kv_note(ko, v), "secret", ko)
        else:
            group = list(payload)
            while True:       # a group whose values do not fit the field limit loses its last vendor
                try:
                    cat, fields, secrets = attempt(lambda g=tuple(group), ko=ko: multi_note(ko, list(g)), "secret", ko, max_tries=15)
                    break
                except RuntimeError:
                    if len(group) <= 2:
                        raise
                    group.pop()
        notes.append({"lang": lang, "kind": "secret", "category": cat, "fields": fields, "secrets": secrets})
    c_slots = clean_slots()
    R.shuffle(c_slots)
    for f, lang in zip(c_slots, assign_langs(len(c_slots))):
        ko = lang == "ko"
        cat, fields, secrets = attempt(lambda f=f, ko=ko: f(ko), "clean", ko)
        notes.append({"lang": lang, "kind": "clean", "category": cat, "fields": fields, "secrets": []})
    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes):
        out.append({"id": "dd%03d" % (i + 1), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
                    "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                               "ask_next_time": n["fields"]["ask_next_time"]},
                    "secrets": list(n["secrets"])})
    return out


def final_checks(recs):
    assert 680 <= len(recs) <= 720, len(recs)
    ns = sum(1 for r in recs if r["kind"] == "secret")
    nc = sum(1 for r in recs if r["kind"] == "clean")
    assert ns == nc, (ns, nc)
    nko = sum(1 for r in recs if r["lang"] == "ko")
    assert abs(nko / len(recs) - KO_SHARE) < 0.02, nko
    ids = [r["id"] for r in recs]
    assert len(dedupe(ids)) == len(ids)
    for r in recs:
        assert list(r.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(r["fields"].keys()) == ["missing_context", "lesson", "ask_next_time"]
        errs = check_note(r["fields"], r["secrets"], r["kind"])
        assert not errs, (r["id"], errs)
        if r["kind"] == "clean":
            assert r["secrets"] == []
        else:
            assert r["secrets"] and all(len(s) >= 8 for s in r["secrets"])
    npub = sum(1 for r in recs if r["kind"] == "clean" and r["category"].endswith(" [publishable]"))
    assert npub <= 0.10 * nc, npub


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "blind_set_v48.jsonl"
    recs = build()
    final_checks(recs)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(path, "rb") as fh:
        digest = hashlib.sha256(fh.read()).hexdigest()
    sys.stderr.write("wrote %d notes to %s  sha256=%s\n" % (len(recs), path, digest))


if __name__ == "__main__":
    main()
